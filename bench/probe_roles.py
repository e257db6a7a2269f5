"""Time one micro-batch of each role (actor fwd+bwd, critic fwd+bwd, reference) on CPU.

    .venv/bin/python bench/probe_roles.py [nf4|none] [--rows 16] [--new-tokens 24]

Prints a matmul speed check first and last, since the shared machine's speed varies.
"""

from __future__ import annotations

import argparse
import resource
import time

import torch
from rppo_policy import ActorCritic, PolicyOptions

PROMPT = (
    "<|im_start|>user\nSolve the problem. Give the final answer after ####, for example: #### 42"
    "\n\nWhat is 3 + 4?<|im_end|>\n<|im_start|>assistant\n"
)


def matmul_gflops() -> float:
    a = torch.randn(768, 768)
    start = time.perf_counter()
    for _ in range(50):
        a @ a
    return 50 * 2 * 768**3 / (time.perf_counter() - start) / 1e9


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("quantize", choices=["nf4", "none"])
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--new-tokens", type=int, default=24)
    parser.add_argument("--model", default="smollm2-135m")
    args = parser.parse_args()
    print(f"matmul check: {matmul_gflops():.0f} GFLOP/s")
    policy = ActorCritic.load(
        args.model, quantize=None if args.quantize == "none" else "nf4", lora_rank=16, lora_alpha=32,
        options=PolicyOptions(scoring_batch_size=args.rows),
    )  # fmt: skip
    gen = torch.Generator().manual_seed(0)
    batch = policy.generate([PROMPT] * args.rows, max_new_tokens=args.new_tokens, generator=gen)
    print(f"batch: {tuple(batch.input_ids.shape)}")
    for _ in range(2):
        t0 = time.perf_counter()
        logp, _ = policy.logp(batch, with_entropy=True)
        t1 = time.perf_counter()
        logp.sum().backward()
        t2 = time.perf_counter()
        values = policy.values(batch)
        t3 = time.perf_counter()
        values.sum().backward()
        t4 = time.perf_counter()
        with torch.no_grad():
            policy.ref_logp(batch)
        t5 = time.perf_counter()
        print(
            f"actor fwd {t1 - t0:.2f}s bwd {t2 - t1:.2f}s | critic fwd {t3 - t2:.2f}s "
            f"bwd {t4 - t3:.2f}s | reference {t5 - t4:.2f}s"
        )
    print(f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6:.2f} GB")
    print(f"matmul check: {matmul_gflops():.0f} GFLOP/s")


if __name__ == "__main__":
    main()
