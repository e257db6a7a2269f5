"""Issue 28 item 4: a Python API. `reason_ppo.train` and `reason_ppo.evaluate` do what the CLI
does, validate as it does, and raise exceptions with one-line messages instead of exiting."""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
from pathlib import Path

import pytest
import reason_ppo
from reason_ppo.config import ConfigError

TINY = dict(
    quantize="none", batch_size=4, samples_per_prompt=2, max_new_tokens=8, micro_batch_size=4,
    minibatch_size=4, eval_every=0, gradient_checkpointing=False, checker_workers=1,
)  # fmt: skip


def test_train_runs_and_returns_the_final_metrics(tmp_path: Path) -> None:
    out = tmp_path / "R"
    metrics = reason_ppo.train("arithmetic", model="tiny", out=out, steps=1, **TINY)
    assert metrics["step"] == 1
    assert "reward/score_mean" in metrics and "loss/value" in metrics
    lines = (out / "metrics.jsonl").read_text().splitlines()
    assert json.loads(lines[-1])["step"] == 1
    assert (out / "checkpoints" / "step-1").is_dir()
    # a list key takes a Python list; a finished run returns what it ended with
    again = reason_ppo.train(
        "arithmetic", model="tiny", out=out, resume=True, steps=1, report_to=["none"], **TINY
    )
    assert again["step"] == 1


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"stpes": 1}, "stpes: unknown config key (did you mean 'steps'?)"),
        ({"learning_rate": 1e-5}, "learning_rate: unknown config key (did you mean 'lr'?)"),
        ({"lr": "fast"}, "lr: expected float, got 'fast'"),
        ({"report_to": ["comet"]}, "report_to: unknown tracker 'comet'"),
    ],
)
def test_bad_config_raises_one_line_before_anything_is_written(
    tmp_path: Path, config: dict[str, object], message: str
) -> None:
    with pytest.raises(ConfigError) as error:
        reason_ppo.train("arithmetic", model="tiny", out=tmp_path / "R", **config)
    assert message in str(error.value)
    assert "\n" not in str(error.value)
    assert not (tmp_path / "R").exists()


def test_a_bad_dataset_or_model_raises_one_line(tmp_path: Path) -> None:
    with pytest.raises(ValueError) as error:
        reason_ppo.train("jsonl:" + str(tmp_path / "missing.jsonl"), model="tiny",
                         out=tmp_path / "R", steps=1, **TINY)  # fmt: skip
    assert "missing.jsonl" in str(error.value) and "\n" not in str(error.value)
    with pytest.raises(ValueError) as error:
        reason_ppo.train("arithmetic", model=str(tmp_path / "no-model"), out=tmp_path / "S")
    assert "no-model" in str(error.value) and "\n" not in str(error.value)


def test_evaluate_returns_the_summary_and_refuses_unknown_options(tmp_path: Path) -> None:
    summary = reason_ppo.evaluate(
        "arithmetic", model="tiny", limit=2, max_new_tokens=4, quantize="none",
        out=tmp_path / "e.jsonl", workers=1,
    )  # fmt: skip
    assert summary["n"] == 2 and 0 <= summary["accuracy"] <= 1
    assert len((tmp_path / "e.jsonl").read_text().splitlines()) == 2
    with pytest.raises(ValueError, match="lmit: unknown eval option"):
        reason_ppo.evaluate("arithmetic", model="tiny", lmit=2)


def test_import_reason_ppo_stays_light() -> None:
    code = "import sys, reason_ppo; print(sorted(m for m in ('torch', 'transformers', 'typer') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr
    assert callable(reason_ppo.train) and callable(reason_ppo.evaluate)


def test_train_stays_the_function_after_the_recipe_is_imported() -> None:
    # The recipe is the subpackage `reason_ppo.training`; a subpackage named `train` would
    # replace the function `reason_ppo.train` by a module the moment anything imported it.
    import reason_ppo.training.recipe  # noqa: F401

    assert inspect.isfunction(reason_ppo.train) and reason_ppo.train.__module__ == "reason_ppo"
