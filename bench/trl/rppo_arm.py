"""The reason-ppo arm: the `reason-ppo train` command line with the shared settings, and its
metrics.jsonl turned into the same per-iteration records the TRL arms write (common.StepClock).

reason-ppo's own phases map one to one: perf/rollout_s, perf/score_s, perf/prep_s (ref logp,
values, GAE), perf/update_s, perf/step_s; generated tokens = perf/tokens_per_s x perf/rollout_s.
"""

from __future__ import annotations

import json
from pathlib import Path


def command(
    cli: str, model: str, out: Path, *, steps: int, batch: int, max_new_tokens: int, dtype: str,
    lr: float = 1e-5, seed: int = 0,
) -> list[str]:  # fmt: skip
    """`reason-ppo train arithmetic ...` with the settings every arm shares."""
    return [
        cli, "train", "arithmetic", "--model", model, "--out", str(out),
        f"steps={steps}", f"batch_size={batch}", "samples_per_prompt=1",
        f"max_new_tokens={max_new_tokens}", "ppo_epochs=1",
        f"minibatch_size={batch}", f"micro_batch_size={batch}",
        "lora_rank=16", "lora_alpha=32",
        f"quantize={'nf4' if dtype == 'nf4' else 'none'}", "dtype=float32",
        "gradient_checkpointing=false", "temperature=1.0", "kl_coef=0.05", "kl_estimator=k1",
        f"lr={lr}", "warmup_steps=0", "lr_schedule=constant", f"seed={seed}",
        "eval_every=0", "save_every=0", "samples_to_log=0",
    ]  # fmt: skip


def records(run_dir: Path) -> list[dict[str, float]]:
    """One record per iteration from `run_dir/metrics.jsonl` (raises if the run wrote none)."""
    path = run_dir / "metrics.jsonl"
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        m = json.loads(line)
        rollout = m["perf/rollout_s"]
        out.append(
            {
                "rollout_s": rollout,
                "score_s": m["perf/score_s"],
                "prep_s": m.get("perf/prep_s", 0.0),
                "update_s": m["perf/update_s"],
                "step_s": m["perf/step_s"],
                "gen_tokens": m["perf/tokens_per_s"] * rollout,
                "tokens_per_s": m["perf/tokens_per_s"],
                "score_mean": m.get("reward/score_mean", 0.0),
            }
        )
    if not out:
        raise RuntimeError(f"{path}: no iterations recorded")
    return out
