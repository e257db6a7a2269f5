"""Training takes a step scorer and its options from the config (issue 26 item 2).

`process_reward_options` is a TOML inline table on the command line and a table in a TOML file;
bad options, a checkpoint that does not fit its preset, and an advantage estimator that would drop
the step rewards are refused in one line before the policy's weights load.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from reason_ppo.config import ConfigError, load_config, table, to_toml

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from reason_ppo.training.step_rewards import make_step_scorer  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
TINY_TOKENIZER = Path(__file__).parents[2] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=24",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false"]  # fmt: skip


def test_options_from_the_command_line_and_a_toml_file(tmp_path: Path) -> None:
    given = 'process_reward_options={model = "D I R", device = "cpu", batch_size = 4}'
    cfg = load_config(None, ["process_reward=qwen2.5-math-prm", given])
    assert table(cfg.process_reward_options) == {"model": "D I R", "device": "cpu", "batch_size": 4}
    path = tmp_path / "c.toml"
    path.write_text(
        'process_reward = "qwen2.5-math-prm"\n'
        'process_reward_options = {model = "D I R", device = "cpu", batch_size = 4}\n'
    )
    assert load_config(path) == cfg  # one canonical text, whichever way it was written
    path.write_text(to_toml(cfg))
    assert load_config(path) == cfg
    assert table(load_config(None).process_reward_options) == {}


@pytest.mark.parametrize(
    ("override", "culprit"),
    [
        ("process_reward_options={model =", "inline table"),
        ("process_reward_options={a = {b = 1}}", "a: expected a string"),
        ("process_reward_options=[1]", "expected a table"),
    ],
)
def test_bad_option_tables_name_the_key(override: str, culprit: str) -> None:
    with pytest.raises(ConfigError, match="process_reward_options") as raised:
        load_config(None, ["process_reward=arithmetic", override])
    assert culprit in str(raised.value)


def test_options_without_a_scorer_are_refused() -> None:
    with pytest.raises(ConfigError, match="process_reward is empty"):
        load_config(None, ['process_reward_options={model = "x"}'])


def _prm_folder(folder: Path) -> Path:
    """A tiny random Math-Shepherd-style PRM (Mistral causal LM) with the policy's tiny tokenizer."""
    if not TINY_TOKENIZER.is_dir():
        pytest.skip("rppo_policy's tiny tokenizer asset is missing")
    tok = transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))
    torch.manual_seed(0)
    config = transformers.MistralConfig(
        vocab_size=len(tok), hidden_size=32, intermediate_size=64, num_hidden_layers=1,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
    )  # fmt: skip
    transformers.MistralForCausalLM(config).save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def test_make_step_scorer_reads_the_config_and_gives_the_policys_device(tmp_path: Path) -> None:
    folder = _prm_folder(tmp_path / "prm")
    options = f"process_reward_options={{model = {json.dumps(str(folder))}}}"
    cfg = load_config(None, ["process_reward=math-shepherd", options])
    reward = make_step_scorer(cfg, device="cpu")
    assert reward.name == "math-shepherd" and reward.scorer.device == "cpu"
    (scores,) = reward.score(["What is 2 + 2?"], ["2 + 2 = 4\nThe answer is 4"])[1]
    assert len(scores) == 2 and all(-1 <= s <= 1 for s in scores)
    # The scorer without a device option (arithmetic) is built as before.
    assert make_step_scorer("arithmetic", device="cpu").name == "arithmetic"


@pytest.mark.parametrize(
    ("overrides", "culprit"),
    [
        (["process_reward=prm-model"], "missing 1 required positional argument: 'model'"),
        (["process_reward=math-shepherd", "process_reward_options={model = \"M\", colour = 1}"],
         "colour"),
        (["process_reward=math-shepherd", "advantage=grpo"], "advantage=grpo"),
        (["process_reward=nope"], "unknown step scorer 'nope'"),
    ],
)  # fmt: skip
def test_bad_scorer_settings_are_one_config_error(overrides: list[str], culprit: str) -> None:
    cfg = load_config(None, overrides)
    with pytest.raises(ConfigError) as raised:
        make_step_scorer(cfg, device="cpu")
    message = str(raised.value)
    assert culprit in message and "\n" not in message and message.startswith("process_reward=")


def test_a_checkpoint_that_does_not_fit_its_preset_is_refused(tmp_path: Path) -> None:
    folder = _prm_folder(tmp_path / "prm")  # a causal LM: no two-label head
    options = f"process_reward_options={{model = {json.dumps(str(folder))}}}"
    cfg = load_config(None, ["process_reward=qwen2.5-math-prm", options])
    with pytest.raises(ConfigError, match="qwen2.5-math-prm"):
        make_step_scorer(cfg, device="cpu")


def test_train_with_a_preset_and_its_options_from_the_command_line(tmp_path: Path) -> None:
    folder = _prm_folder(tmp_path / "prm")
    run_dir = tmp_path / "R"
    options = f"process_reward_options={{model = {json.dumps(str(folder))}}}"
    args = ["train", "arithmetic", "--out", str(run_dir), *TINY, "steps=1",
            "process_reward=math-shepherd", options]  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "reason_ppo", *args], capture_output=True, text=True, timeout=600,
        env={**os.environ, "OMP_NUM_THREADS": "1"},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    (line,) = [json.loads(x) for x in (run_dir / "metrics.jsonl").read_text().splitlines()]
    assert math.isfinite(line["prm/step_score_mean"]) and line["prm/errors"] == 0
    assert line["prm/steps_mean"] > 0


def test_bad_options_fail_in_one_line_before_the_policy_loads(tmp_path: Path) -> None:
    args = ["train", "arithmetic", "--out", str(tmp_path / "R"), *TINY, "steps=1",
            "process_reward=math-shepherd", f"process_reward_options={{model = \"{tmp_path}\"}}"]  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "reason_ppo", *args], capture_output=True, text=True, timeout=600
    )
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert "process_reward=math-shepherd" in lines[0] and "config.json" in lines[0]
