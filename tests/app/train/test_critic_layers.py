"""`critic_layers` in the training loop: the branched critic trains, resumes bit for bit, and is
never built into a GRPO run's passes (no critic there)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from reason_ppo.config import ConfigError, load_config
from reason_ppo.training.run import RunOptions, build, train_loop
from safetensors.torch import load_file

pytest.importorskip("rppo_policy")

TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false"]  # fmt: skip


def run_in_process(run_dir: Path, overrides: list[str], *, resume: bool = False) -> int:
    cfg = load_config(None, TINY + overrides)
    opts = RunOptions("arithmetic", run_dir, resume=resume)
    parts = build(cfg, opts)
    try:
        return train_loop(cfg, parts, opts)
    finally:
        parts.pool.close()


def metric_lines(run_dir: Path) -> list[dict]:
    lines = (run_dir / "metrics.jsonl").read_text().splitlines()
    return [
        {k: v for k, v in json.loads(line).items() if not k.startswith("perf/")} for line in lines
    ]


def newest_policy(run_dir: Path) -> Path:
    steps = sorted((run_dir / "checkpoints").glob("step-*"), key=lambda p: int(p.name[5:]))
    return steps[-1] / "policy"


@pytest.mark.parametrize("checkpointing", [False, True])
def test_branched_critic_trains_and_resumes_bit_identical(tmp_path: Path, checkpointing) -> None:
    common = ["steps=4", "save_every=1", "seed=3", "lr=1e-3", "critic_lr=1e-3", "critic_layers=1",
              f"gradient_checkpointing={checkpointing}"]  # fmt: skip
    straight, split = tmp_path / "straight", tmp_path / "split"
    assert run_in_process(straight, common) == 0
    assert run_in_process(split, ["steps=2", *common[1:]]) == 0
    assert run_in_process(split, common, resume=True) == 0
    assert metric_lines(split) == metric_lines(straight)
    assert all(isinstance(m["value/explained_var"], float) for m in metric_lines(straight))
    policy = newest_policy(straight)
    assert json.loads((policy / "policy.json").read_text())["critic_layers"] == 1
    for name in ("actor", "critic"):
        a = load_file(str(policy / name / "adapter_model.safetensors"))
        b = load_file(str(newest_policy(split) / name / "adapter_model.safetensors"))
        assert a.keys() == b.keys() and a
        assert all(torch.equal(a[key], b[key]) for key in a), name
    critic = load_file(str(policy / "critic" / "adapter_model.safetensors"))
    assert all(".layers.1." in key for key in critic)  # tiny has 2 layers: the top one only


def test_resume_refuses_another_critic_depth(tmp_path: Path) -> None:
    from reason_ppo.errors import RunFolderError

    assert run_in_process(tmp_path, ["steps=1", "save_every=1", "critic_layers=1"]) == 0
    with pytest.raises(RunFolderError, match="critic_layers: 1 -> 2"):
        run_in_process(tmp_path, ["steps=2", "save_every=1", "critic_layers=2"], resume=True)


def test_grpo_ignores_the_critic_depth(tmp_path: Path) -> None:
    assert run_in_process(tmp_path, ["steps=2", "advantage=grpo", "critic_layers=1"]) == 0
    assert all(m["loss/value"] is None for m in metric_lines(tmp_path))


def test_negative_critic_layers_is_refused() -> None:
    with pytest.raises(ConfigError, match="critic_layers"):
        load_config(None, ["critic_layers=-1"])


def test_critic_deeper_than_the_model_is_refused_before_loading(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="critic_layers: tiny has 2 layers, got 3"):
        run_in_process(tmp_path, ["steps=1", "critic_layers=3"])
    assert not (tmp_path / "config.toml").exists()  # refused before the run folder was written
