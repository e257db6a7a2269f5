"""1 process vs 2 data-parallel processes (torchrun, gloo) on CPU at the same global batch.

    .venv/bin/python bench/dist_bench.py                      # tiny and smollm2-135m, 3 reps
    .venv/bin/python bench/dist_bench.py --models tiny --reps 1
    .venv/bin/python bench/dist_bench.py --arms "1p x 1t" "1p x 2t" "2p x 1t"   # a quiet machine

Arms, alternated within each repetition (rotated order): `1p x 1t` (one process, one torch
thread) and `2p x 1t` (torchrun --nproc_per_node 2, one thread each); `1p x 2t` (one process,
two threads: the cores of two processes) on request only: on a shared, oversubscribed machine
spinning OpenMP threads make it 10x+ slower and the figure says nothing. Each run is a fresh `reason-ppo train` of
`--steps` iterations; the first is dropped (warm-up); a run's figure is the median of the rest
(rank 0's `perf/*`: its step time includes waiting for the other rank), the table the median over
repetitions. Runs under `nice -n 10`. Output: a markdown table on stdout and in
bench/out/dist/table.md, every run's figures and the load average around it in
bench/out/dist/results.json, every run's metrics under bench/out/dist/runs/.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out" / "dist"
COMMON = ["eval_every=0", "save_every=0", "gradient_checkpointing=false", "quantize=none",
          "ppo_epochs=1", "warmup_steps=0", "samples_to_log=0"]  # fmt: skip
# label -> (model, overrides); the same global batch (problems x samples) in every arm.
MODELS = {
    "tiny": ("tiny", ["batch_size=8", "samples_per_prompt=4", "max_new_tokens=32",
                      "micro_batch_size=8", "minibatch_size=32"]),
    # bench-trl's size, 8 rollouts: decoding is bound by memory bandwidth (all weights each step)
    "smollm2-135m": ("smollm2-135m", ["batch_size=4", "samples_per_prompt=2",
                                      "max_new_tokens=32", "micro_batch_size=4",
                                      "minibatch_size=8", "lora_rank=16", "lora_alpha=32"]),
    # 4x the rows, 32 rollouts: decoding is bound by compute
    "smollm2-135m-32": ("smollm2-135m", ["batch_size=16", "samples_per_prompt=2",
                                         "max_new_tokens=32", "micro_batch_size=8",
                                         "minibatch_size=32", "lora_rank=16", "lora_alpha=32"]),
}  # fmt: skip
ARMS = {"1p x 1t": (1, 1), "1p x 2t": (1, 2), "2p x 1t": (2, 1)}
KEYS = ("perf/step_s", "perf/rollout_s", "perf/prep_s", "perf/update_s")


def run(model: str, arm: str, rep: int, steps: int) -> dict[str, float]:
    procs, threads = ARMS[arm]
    out = OUT / "runs" / f"{model}-{arm.replace(' ', '')}-r{rep}"
    shutil.rmtree(out, ignore_errors=True)
    name, overrides = MODELS[model]
    train = ["-m", "reason_ppo", "train", "arithmetic", "--model", name, "--out", str(out),
             "--force", *COMMON, *overrides, f"steps={steps}"]  # fmt: skip
    launcher = [sys.executable]
    if procs > 1:
        launcher += ["-m", "torch.distributed.run", "--standalone", f"--nproc_per_node={procs}"]
    env = {**os.environ, "OMP_NUM_THREADS": str(threads), "TOKENIZERS_PARALLELISM": "false"}
    started, load_before = time.perf_counter(), os.getloadavg()[0]
    done = subprocess.run(
        ["nice", "-n", "10", *launcher, *train], env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"{model} {arm} r{rep} failed:\n{done.stderr[-3000:]}")
    lines = [json.loads(x) for x in (out / "metrics.jsonl").read_text().splitlines()][1:]
    result = {key: statistics.median(m[key] for m in lines) for key in KEYS}
    result["wall_s"] = time.perf_counter() - started
    # The machine's 1-minute load average before and after (other users' work slows every arm).
    result["load_before"], result["load_after"] = load_before, os.getloadavg()[0]
    print(f"{model:>13} {arm} r{rep}: " + "  ".join(f"{k} {v:.2f}" for k, v in result.items()),
          file=sys.stderr, flush=True)  # fmt: skip
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--models", nargs="+", default=["tiny", "smollm2-135m"], choices=list(MODELS)
    )
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--arms", nargs="+", default=["1p x 1t", "2p x 1t"], choices=list(ARMS))
    args = parser.parse_args()
    arms = args.arms
    results: dict[tuple[str, str], list[dict[str, float]]] = {}
    for model in args.models:
        for rep in range(args.reps):
            for arm in arms[rep % len(arms) :] + arms[: rep % len(arms)]:
                results.setdefault((model, arm), []).append(run(model, arm, rep, args.steps))
    rows = ["| model | arm | s/iteration | rollout | ref+values | update | vs 1p x 1t |",
            "|---|---|---:|---:|---:|---:|---:|"]  # fmt: skip
    for model in args.models:
        base = statistics.median(r["perf/step_s"] for r in results[(model, "1p x 1t")])
        for arm in arms:
            med = {k: statistics.median(r[k] for r in results[(model, arm)]) for k in KEYS}
            rows.append(
                f"| {model} | {arm} | {med['perf/step_s']:.2f} | {med['perf/rollout_s']:.2f} | "
                f"{med['perf/prep_s']:.2f} | {med['perf/update_s']:.2f} | "
                f"{base / med['perf/step_s']:.2f}x |"
            )
    table = "\n".join(rows)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "table.md").write_text(table + "\n")
    (OUT / "results.json").write_text(
        json.dumps({f"{m}|{a}": r for (m, a), r in results.items()}, indent=1)
    )
    print(table)


if __name__ == "__main__":
    main()
