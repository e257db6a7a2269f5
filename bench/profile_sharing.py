"""Before/after of one change: rows sharing prompt forwards (issue 8, item 4): the samples of a
prompt share its forward, and the leading tokens every prompt shares run once.

    .venv/bin/python bench/profile_sharing.py [--model smollm2-135m] [--quantize nf4]
        [--prompts 16] [--samples 4] [--new-tokens 10] [--repeats 3]

Times the three phases of a PPO iteration that run the model, on arithmetic prompts with the chat
template, with `share_prompts` off (A: every row runs its own prompt) and on (B), alternating A and
B `--repeats` times: rollout (generate), ref+values (no grad), update (actor and critic forward +
backward over micro-batches of whole prompt groups). Prints a matmul speed check before and after
(the shared machine's speed varies) and a table of medians.
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


def one_iteration(policy: ActorCritic, prompts: list[str], new_tokens: int, seed: int) -> dict:
    """Seconds of each phase of one PPO-shaped iteration."""
    out: dict = {}
    start = time.perf_counter()
    batch = policy.generate(
        prompts, max_new_tokens=new_tokens, generator=torch.Generator().manual_seed(seed)
    )
    out["rollout"] = time.perf_counter() - start
    start = time.perf_counter()
    with torch.no_grad():
        policy.ref_logp(batch)
        policy.values(batch)
    out["ref+values"] = time.perf_counter() - start
    start = time.perf_counter()
    # The loss itself is irrelevant here; what costs is the forward + backward of each role.
    logp, entropy = policy.logp(batch, with_entropy=True)
    (logp.sum() + entropy.sum()).backward()
    policy.values(batch).sum().backward()
    policy.zero_grad(set_to_none=True)
    out["update"] = time.perf_counter() - start
    out["tokens"] = int(batch.mask.sum())
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--quantize", default="nf4", choices=["nf4", "none"])
    parser.add_argument("--prompts", type=int, default=16)
    parser.add_argument("--samples", type=int, default=4)
    parser.add_argument("--new-tokens", type=int, default=10)
    parser.add_argument("--micro-batch", type=int, default=16)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    print(
        f"matmul check before: {matmul_gflops():.0f} GFLOP/s, torch threads {torch.get_num_threads()}"
    )
    policy = ActorCritic.load(
        args.model, quantize=None if args.quantize == "none" else "nf4",
        options=PolicyOptions(scoring_batch_size=args.micro_batch),
    )  # fmt: skip
    problems = load_problems("arithmetic:level=1", split="train", limit=args.prompts)
    prompts = [
        build_prompt(policy.tokenizer, p, "arithmetic")
        for p in problems
        for _ in range(args.samples)
    ]
    ids, mask = policy.encode(list(dict.fromkeys(prompts)))
    prompt_tokens = float(mask.sum(1).float().mean())
    shared_prefix = policy.shared_prefix(ids, mask)
    runs: dict[bool, list[dict]] = {False: [], True: []}
    for repeat in range(args.repeats):
        for share in (False, True):
            policy.reconfigure(share_prompts=share)
            runs[share].append(one_iteration(policy, prompts, args.new_tokens, seed=repeat))
    print(f"matmul check after: {matmul_gflops():.0f} GFLOP/s")

    print(
        f"\n{args.model} {args.quantize}, {args.prompts} prompts x {args.samples} samples, "
        f"{prompt_tokens:.0f} prompt tokens on average, {shared_prefix} of them shared by all "
        f"prompts, <= {args.new_tokens} new tokens, "
        f"micro-batch {args.micro_batch}; median of {args.repeats} alternating runs (s)\n"
    )
    print("| phase | plain (each row runs its prompt) | shared prompt forward | speed-up |")
    print("|---|---:|---:|---:|")
    for phase in ("rollout", "ref+values", "update"):
        plain = statistics.median(r[phase] for r in runs[False])
        shared = statistics.median(r[phase] for r in runs[True])
        print(f"| {phase} | {plain:.2f} | {shared:.2f} | {plain / shared:.2f}x |")
    plain = statistics.median(
        sum(r[p] for p in ("rollout", "ref+values", "update")) for r in runs[False]
    )
    shared = statistics.median(
        sum(r[p] for p in ("rollout", "ref+values", "update")) for r in runs[True]
    )
    print(f"| total | {plain:.2f} | {shared:.2f} | {plain / shared:.2f}x |")


if __name__ == "__main__":
    main()
