"""The training recipe end to end on CPU with the tiny model."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from reason_ppo.config import load_config
from reason_ppo.training.run import RunOptions, build, train_loop
from safetensors.torch import load_file

pytest.importorskip("rppo_policy")

DOCUMENTED_KEYS = [
    "loss/policy", "loss/value", "ppo/approx_kl", "ppo/clipfrac", "ppo/ratio_mean", "ppo/entropy",
    "value/explained_var", "reward/score_mean", "reward/kl", "rollout/len_mean",
    "rollout/no_eos_frac", "checker/timeouts", "perf/tokens_per_s", "perf/step_s",
    "reward/accuracy", "reward/strict_accuracy", "reward/format_ok", "checker/gold_unreadable",
]  # fmt: skip
TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false"]  # fmt: skip


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "reason_ppo", *args],
        capture_output=True, text=True, timeout=600, cwd=cwd,
    )  # fmt: skip


def metric_lines(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]


def run_in_process(run_dir: Path, overrides: list[str], *, resume: bool = False) -> int:
    cfg = load_config(None, TINY + overrides)
    opts = RunOptions("arithmetic", run_dir, resume=resume)
    parts = build(cfg, opts)
    try:
        return train_loop(cfg, parts, opts)
    finally:
        parts.pool.close()


def adapter_tensors(run_dir: Path) -> dict[str, torch.Tensor]:
    newest = sorted((run_dir / "checkpoints").glob("step-*"), key=lambda p: int(p.name[5:]))[-1]
    out = {}
    for path in sorted((newest / "policy").rglob("*.safetensors")):
        for key, value in load_file(str(path)).items():
            out[f"{path.relative_to(newest)}:{key}"] = value
    return out


def test_cli_end_to_end_then_eval(tmp_path: Path) -> None:
    run_dir = tmp_path / "R"
    done = cli("train", "arithmetic", "--model", "tiny", "--out", str(run_dir),
               "steps=3", "batch_size=4", "max_new_tokens=16", "save_every=1")  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    lines = metric_lines(run_dir)
    assert [m["step"] for m in lines] == [1, 2, 3]
    for m in lines:
        for key in DOCUMENTED_KEYS:
            assert key in m, key
            assert isinstance(m[key], (int, float)) and math.isfinite(m[key]), (key, m[key])
    for name in ("config.toml", "samples.jsonl", "checker.json"):
        assert (run_dir / name).exists(), name
    assert list((run_dir / "tb").glob("events.*"))
    steps = sorted(int(p.name[5:]) for p in (run_dir / "checkpoints").glob("step-*"))
    assert steps[-1] == 3 and len(steps) <= 3
    ev = cli("eval", "arithmetic", "--model", "tiny", "--adapter", str(run_dir), "--limit", "8",
             "--json")  # fmt: skip
    assert ev.returncode == 0, ev.stderr[-3000:]
    summary = json.loads(ev.stdout.strip().splitlines()[-1])
    assert summary["n"] == 8
    assert set(summary) >= {"accuracy", "strict_accuracy", "n", "correct", "wrong", "no_answer"}
    assert summary["strict_accuracy"] <= summary["accuracy"]


def test_first_iteration_ratio_one_clip_zero_kl_zero(tmp_path: Path) -> None:
    assert run_in_process(tmp_path, ["steps=1", "temperature=0.7"]) == 0
    (first,) = metric_lines(tmp_path)
    assert abs(first["ppo/first_ratio_mean"] - 1.0) < 1e-5
    assert first["ppo/first_clipfrac"] == 0.0
    assert abs(first["ppo/first_approx_kl"]) < 1e-6
    assert abs(first["reward/kl"]) < 1e-5  # LoRA B starts at 0: actor == reference


def test_critic_warmup_logs_no_actor_numbers(tmp_path: Path) -> None:
    """Warm-up iterations take no actor step: their actor metrics are null (a gap in the plot),
    not 0.0, which would read as a collapsed entropy."""
    from reason_ppo.plot import read_metrics, series

    assert run_in_process(tmp_path, ["steps=2", "critic_warmup=1"]) == 0
    warmup, trained = metric_lines(tmp_path)
    for key in ("loss/policy", "ppo/approx_kl", "ppo/clipfrac", "ppo/ratio_mean", "ppo/entropy"):
        assert warmup[key] is None, key
        assert isinstance(trained[key], float) and math.isfinite(trained[key]), key
    assert isinstance(warmup["loss/value"], float)  # the critic did train
    entropy = series(read_metrics(tmp_path / "metrics.jsonl"), "ppo/entropy", path=tmp_path)
    assert math.isnan(entropy.values[0]) and entropy.values[1] > 0


def test_resume_is_bit_identical(tmp_path: Path) -> None:
    common = ["steps=6", "save_every=1", "seed=3", "lr=1e-3", "critic_lr=1e-3"]
    straight, split = tmp_path / "straight", tmp_path / "split"
    assert run_in_process(straight, common) == 0
    assert run_in_process(split, ["steps=3", *common[1:]]) == 0
    assert run_in_process(split, common, resume=True) == 0

    def strip(lines: list[dict]) -> list[dict]:
        return [{k: v for k, v in m.items() if not k.startswith("perf/")} for m in lines]

    assert strip(metric_lines(split)) == strip(metric_lines(straight))
    a, b = adapter_tensors(straight), adapter_tensors(split)
    assert a.keys() == b.keys() and a
    for key in a:
        assert torch.equal(a[key], b[key]), key


def test_changed_config_is_refused_on_resume(tmp_path: Path) -> None:
    assert run_in_process(tmp_path, ["steps=1", "save_every=1"]) == 0
    done = cli(
        "train", "arithmetic", "--out", str(tmp_path), "--resume", *TINY, "steps=2", "lr=0.5"
    )
    assert done.returncode != 0
    assert "lr: 1e-05 -> 0.5" in done.stderr


@pytest.mark.parametrize(
    ("args", "culprit"),
    [
        (["--model", "/no/such/model"], "/no/such/model"),
        (["--model", "tiny", "--data-dir", "/no/such/dir"], "gsm8k"),
        (["--model", "tiny", "stpes=3"], "stpes"),
    ],
)
def test_cli_errors_are_one_line(tmp_path: Path, args: list[str], culprit: str) -> None:
    done = cli("train", "gsm8k", "--out", str(tmp_path / "R"), *args)
    assert done.returncode != 0
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, done.stderr
    assert culprit in lines[0]


def test_unknown_step_scorer_is_one_line(tmp_path: Path) -> None:
    done = cli("train", "arithmetic", "--model", "tiny", "--out", str(tmp_path / "R"),
               "process_reward=nope")  # fmt: skip
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert "'nope'" in lines[0]


def test_unwritable_run_folder_is_named(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    done = cli("train", "arithmetic", "--model", "tiny", "--out", str(blocker / "R"), "steps=1")
    assert done.returncode != 0
    assert str(blocker / "R") in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_tiny_model_learns_a_fixed_answer(tmp_path: Path, monkeypatch) -> None:
    # The checker rewards answers that start with "7": ~3 % of the tiny model's samples at first.
    monkeypatch.syspath_prepend(str(Path(__file__).parent / "plugins"))
    overrides = ["steps=30", "checker=fixed_answer:starts_with_seven", "lr=1e-2", "critic_lr=1e-2",
                 "batch_size=8", "samples_per_prompt=4", "max_new_tokens=4", "kl_coef=0.0",
                 "warmup_steps=0", "ppo_epochs=2", "minibatch_size=16", "micro_batch_size=16",
                 "lr_schedule=constant"]  # fmt: skip
    assert run_in_process(tmp_path, overrides) == 0
    scores = [m["reward/score_mean"] for m in metric_lines(tmp_path)]
    # Iteration 1 is the untrained policy; a lucky early reward can lift iteration 2 already.
    assert scores[0] < 0.2, scores
    assert max(sum(scores[i : i + 3]) / 3 for i in range(len(scores) - 2)) > 0.8, scores


def test_process_reward_trains_end_to_end(tmp_path: Path) -> None:
    overrides = ["steps=1", "process_reward=arithmetic", "process_weight=0.2", "max_new_tokens=24"]
    assert run_in_process(tmp_path, overrides) == 0
    (line,) = metric_lines(tmp_path)
    for key in ("prm/step_score_mean", "prm/bad_step_frac"):
        assert key in line and math.isfinite(line[key]), key
    # The step scorer is its own phase: its seconds apart from the checks', inside the step's.
    assert 0 < line["perf/prm_s"] < line["perf/step_s"]
    assert "perf/score_s" in line


def test_skip_invalid_rows_are_counted_and_written(tmp_path: Path, caplog) -> None:
    data = tmp_path / "mine.jsonl"
    rows = [{"question": f"What is {i} + 1?", "answer": str(i + 1)} for i in range(4)]
    lines = [json.dumps(r) for r in rows]
    lines.insert(2, '{"question": "no gold here"}')
    data.write_text("\n".join(lines) + "\n")
    cfg = load_config(None, [*TINY, "steps=1", "save_every=0", "eval_every=1", "eval_limit=2"])
    opts = RunOptions(f"jsonl:{data}", tmp_path / "R", skip_invalid=True)
    parts = build(cfg, opts)
    try:
        assert train_loop(cfg, parts, opts) == 0
    finally:
        parts.pool.close()
    rejects = (tmp_path / "R" / "rejects.jsonl").read_text().splitlines()
    assert len(rejects) == 1 and json.loads(rejects[0])["line"] == 3
    # Said once, though the eval problems come from the same file (issue 15: it was three times).
    assert caplog.text.count("skipped 1 invalid rows") == 1, caplog.text
