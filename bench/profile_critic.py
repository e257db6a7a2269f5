"""Before/after of the branched critic (`critic_layers`) on the passes it changes.

    .venv/bin/python bench/profile_critic.py [--model smollm2-135m] [--quantize none]
        [--critic-layers 2] [--rows 8] [--new-tokens 32] [--repeats 5]

One rollout batch of the bench-trl shape (arithmetic prompts with the chat template, 8 rows, one
sample each, <= 32 new tokens, fp32), then, alternating the full critic (A, critic_layers=0) and the
branched one (B, critic_layers=k) `--repeats` times, the seconds of
  ref+values  step (4): reference log-probs and values, no grad (B: the values from the trunk)
  critic      one critic forward + backward (the update's critic step, one micro-batch)
  actor       one actor forward + backward (unchanged; the control)
Both policies are built with the same seed and micro-batch size; prints a matmul check before and
after (the shared machine's speed) and a table of medians.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from probe_roles import matmul_gflops  # bench/ is on sys.path when a bench script runs
from reason_ppo.data import load_problems
from reason_ppo.data.prompts import build_prompt
from rppo_policy import ActorCritic, PolicyOptions


def phases(policy: ActorCritic, batch) -> dict[str, float]:
    out = {}
    start = time.perf_counter()
    with torch.no_grad():
        _, trunk = policy.reference(batch, keep_trunk=True)
        policy.values(batch, trunk=trunk)
    out["ref+values"] = time.perf_counter() - start
    start = time.perf_counter()
    policy.values(batch, trunk=trunk).sum().backward()
    out["critic"] = time.perf_counter() - start
    start = time.perf_counter()
    logp, _ = policy.logp(batch, with_entropy=True, entropy_grad=False)
    logp.sum().backward()
    out["actor"] = time.perf_counter() - start
    policy.zero_grad(set_to_none=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--quantize", default="none", choices=["nf4", "none"])
    parser.add_argument("--critic-layers", type=int, default=2)
    parser.add_argument("--rows", type=int, default=8)
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print(f"matmul check before: {matmul_gflops():.0f} GFLOP/s, threads {torch.get_num_threads()}")
    quantize = None if args.quantize == "none" else args.quantize
    options = PolicyOptions(scoring_batch_size=args.rows)
    arms = {
        "full critic (0)": ActorCritic.load(args.model, quantize=quantize, options=options),
        f"branched ({args.critic_layers})": ActorCritic.load(
            args.model, quantize=quantize, critic_layers=args.critic_layers, options=options
        ),
    }
    first = next(iter(arms.values()))
    problems = load_problems("arithmetic", split="train", limit=args.rows, seed=0)
    prompts = [build_prompt(first.tokenizer, p, "arithmetic") for p in problems]
    batch = first.generate(
        prompts, max_new_tokens=args.new_tokens, generator=torch.Generator().manual_seed(0)
    )
    names = list(arms)
    for name in names:  # warm-up
        phases(arms[name], batch)
    times: dict[str, list[dict[str, float]]] = {name: [] for name in names}
    for r in range(args.repeats):
        for name in names[r % 2 :] + names[: r % 2]:
            times[name].append(phases(arms[name], batch))
    print(f"matmul check after: {matmul_gflops():.0f} GFLOP/s")
    print(f"\n{args.model} {args.quantize}, {len(batch)} rows x <= {batch.mask.shape[1]} tokens, "
          f"{args.repeats} alternated repeats, medians (s):\n")  # fmt: skip
    print("| arm | ref+values | critic fwd+bwd | actor fwd+bwd | sum |\n|---|---:|---:|---:|---:|")
    for name in names:
        med = {k: statistics.median(t[k] for t in times[name]) for k in times[name][0]}
        print(f"| {name} | {med['ref+values']:.3f} | {med['critic']:.3f} | {med['actor']:.3f} "
              f"| {sum(med.values()):.3f} |")  # fmt: skip


if __name__ == "__main__":
    main()
