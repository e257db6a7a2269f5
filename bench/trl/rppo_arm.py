"""The reason-ppo arm: the `reason-ppo train` command line with the shared settings, and its
metrics.jsonl turned into the same per-iteration records the TRL arms write (common.StepClock).

reason-ppo's own phases map one to one: perf/rollout_s, perf/score_s, perf/prep_s (ref logp,
values, GAE), perf/update_s, perf/step_s; generated tokens = perf/tokens_per_s x perf/rollout_s.
"""

from __future__ import annotations

import json
from pathlib import Path

GRPO_GENERATIONS = 4  # completions per prompt in the GRPO arms (TRL's num_generations)


def command(
    cli: str, model: str, out: Path, *, steps: int, batch: int, max_new_tokens: int, dtype: str,
    lr: float = 1e-5, seed: int = 0, grpo: bool = False, critic_layers: int = 0,
) -> list[str]:  # fmt: skip
    """`reason-ppo train arithmetic ...` with the settings every arm shares. `grpo`: the GRPO arm,
    `batch` completions as batch / 4 prompts x 4 samples with group-normalised advantages (no
    critic), as TRL GRPO runs; otherwise PPO with one sample per prompt, as TRL PPO runs.
    `critic_layers` > 0: the branched critic on the top k layers (the reason-ppo-branch arm)."""
    if grpo:
        prompts, samples = batch // GRPO_GENERATIONS, GRPO_GENERATIONS
        # The arithmetic rewards are rare, so most groups score alike: their advantages are 0
        # and reason-ppo skips those actor steps (ppo/skipped_frac). TRL GRPO runs them anyway.
        # A negligible entropy bonus forces the step every iteration, so the arm times an update
        # with signal (and pays for the entropy gradient on top: an upper bound of the cost).
        algorithm = ["advantage=grpo", "entropy_coef=1e-12"]
    else:
        prompts, samples = batch, 1
        algorithm = [f"critic_layers={critic_layers}"] if critic_layers else []
    return [
        cli, "train", "arithmetic", "--model", model, "--out", str(out), *algorithm,
        f"steps={steps}", f"batch_size={prompts}", f"samples_per_prompt={samples}",
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
