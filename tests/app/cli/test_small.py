"""The small things of issue 15: --version, `reason-ppo config`, "did you mean", --help examples,
`make help`, doctor's messages and defaults, and the quieted hub/transformers output."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
import tomllib
from reason_ppo.cli.app import app
from reason_ppo.cli.config import field_notes
from reason_ppo.config import FIELD_TYPES, Config, ConfigError, load_config, parse_overrides
from reason_ppo.doctor import checks
from typer.testing import CliRunner

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[3]


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.strip() == f"reason-ppo {version('reason-ppo')}"


def test_config_lists_every_key_with_its_default_and_why_as_loadable_toml(tmp_path: Path) -> None:
    result = runner.invoke(app, ["config"])
    assert result.exit_code == 0, result.output
    listed = tomllib.loads(result.stdout)  # the listing is a config file of the defaults
    assert list(listed) == list(FIELD_TYPES)
    path = tmp_path / "c.toml"
    path.write_text(result.stdout)
    assert load_config(path) == Config()
    assert "# optimisation" in result.stdout
    lr_line = next(ln for ln in result.stdout.splitlines() if ln.startswith("lr "))
    assert "actor LoRA" in lr_line  # the why column


def test_config_notes_come_from_the_field_comments() -> None:
    notes = {key: (section, why) for section, key, why in field_notes()}
    assert notes["lora_rank"] == (
        "model",
        "enough capacity for format + reasoning shifts; adapters stay < 1% of weights",
    )  # a comment inside a wrapped default
    assert notes["kl_coef"][0] == "PPO terms" and notes["kl_coef"][1].startswith("beta")
    assert notes["split"] == ("data and reward", "")


def test_config_of_some_keys_and_of_an_unknown_one() -> None:
    result = runner.invoke(app, ["config", "lr", "kl_coef"])
    assert result.exit_code == 0
    assert [ln.split()[0] for ln in result.stdout.splitlines()] == ["lr", "kl_coef"]
    result = runner.invoke(app, ["config", "learning_rate"])
    assert result.exit_code == 2 and "did you mean 'lr'?" in result.stderr


@pytest.mark.parametrize(
    ("key", "ours"),
    [("learning_rate", "lr"), ("epochs", "ppo_epochs"), ("beta", "kl_coef"),
     ("lr_critic", "critic_lr"), ("stpes", "steps")],
)  # fmt: skip
def test_other_tools_names_get_our_key(key: str, ours: str) -> None:
    with pytest.raises(ConfigError) as info:
        parse_overrides([f"{key}=1"])
    assert str(info.value) == f"{key}: unknown config key (did you mean {ours!r}?)"


def test_export_help_has_examples() -> None:
    result = runner.invoke(app, ["export", "--help"])
    assert result.exit_code == 0
    assert "Examples" in result.stdout and "reason-ppo export runs/" in result.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="make not installed")
def test_make_help_keeps_whole_descriptions() -> None:
    out = subprocess.run(
        ["make", "-s", "help"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    learn = next(ln for ln in out.splitlines() if ln.startswith("learn-demo"))
    # "####" and ":" inside a description once cut it short.
    assert learn.endswith(
        "PPO teaches SmolLM2-135M 1-digit addition (prompt asks for ####): accuracy, strict "
        "accuracy before/after (CPU, ~20-30 min)"
    )
    for line in out.splitlines():
        assert len(line.split(None, 1)) == 2, line  # every target has its description


def test_doctor_names_each_missing_file(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    from reason_ppo.data import load

    monkeypatch.delenv("REASON_PPO_DATA", raising=False)
    monkeypatch.setattr(load, "checkout_data_dir", lambda: None)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)  # no `datasets`
    found = {f.topic: f.detail for f in checks.data_sets(None)}
    assert "math500/test.jsonl" in found["data math500/test"]
    assert "gsm8k" not in found["data math500/test"]
    assert "gsm8k/test.jsonl" in found["data gsm8k/test"]
    assert "reason-ppo data fetch math500" in found["data math500/test"]


def test_doctor_sizes_the_run_train_would_start(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict = {}

    def run_all(model: str, **kwargs: object):
        seen.update(kwargs, model=model)
        return iter(())

    monkeypatch.setattr(checks, "run_all", run_all)
    result = runner.invoke(app, ["doctor"])
    assert result.exit_code == 0, result.output
    defaults = Config()
    assert seen["model"] == defaults.model
    assert seen["gradient_checkpointing"] is defaults.gradient_checkpointing is True
    assert seen["max_new_tokens"] == defaults.max_new_tokens
    assert seen["batch_size"] == defaults.micro_batch_size
    runner.invoke(app, ["doctor", "--no-gradient-checkpointing"])
    assert seen["gradient_checkpointing"] is False


def test_the_cli_quiets_hub_and_transformers_progress() -> None:
    code = (
        "import os; from reason_ppo.cli.app import _quiet_logging; _quiet_logging();"
        "import transformers.utils.logging as tl, huggingface_hub.utils as hu, logging;"
        "print(tl.is_progress_bar_enabled(), hu.are_progress_bars_disabled(),"
        " logging.getLogger('huggingface_hub').getEffectiveLevel() >= logging.ERROR,"
        " tl.get_verbosity() >= logging.ERROR)"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HF_HUB_DISABLE", "TRANSF"))}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.stdout.split() == ["False", "True", "True", "True"], out.stderr[-2000:]


def test_make_train_runs_the_learn_demo_settings() -> None:
    """`make train` is the start of `make learn-demo`: examples/arithmetic-cpu.toml must keep the
    overrides of bench/learn_demo.sh, or the README's "why" stops being true."""
    import re
    import shlex

    script = (ROOT / "bench" / "learn_demo.sh").read_text()
    command = script[script.index('"$RPPO" train') :].split('\n"$RPPO" eval')[0]
    pairs = dict(
        tok.split("=", 1)
        for tok in shlex.split(command.replace("\\\n", " "))
        if re.fullmatch(r"[a-z_]+=\S+", tok)
    )
    template = re.search(r"^TEMPLATE=\$'(.*)'$", script, re.M)
    assert template is not None
    cfg = load_config(ROOT / "examples" / "arithmetic-cpu.toml")
    assert cfg.prompt_template == template.group(1).replace("\\n", "\n")
    assert cfg.model == "smollm2-135m"
    pairs.pop("steps")
    pairs.pop("prompt_template")
    assert len(pairs) > 15
    assert load_config(None, [f"{k}={v}" for k, v in pairs.items()], **{
        "model": cfg.model, "prompt_template": cfg.prompt_template, "steps": cfg.steps,
    }) == cfg  # fmt: skip
    makefile = (ROOT / "Makefile").read_text()
    assert "train arithmetic:level=1 --config examples/arithmetic-cpu.toml" in makefile
