"""`python bench/same_run.py RUN_A RUN_B`: do two run folders hold the same run?

Compares metrics.jsonl (without the `perf/` timings) line by line and every tensor of the newest
checkpoint of each (adapters, value head, optimizer moments, RNG states), and prints what differs.
Exit 0 when all is equal. `--ignore numpy_keys` leaves out numpy's global RNG state, which the
run never seeds (it differs between any two processes). Used for issue 29's proof that a refactor
changed no number (bench/NOTES.md)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import torch
from safetensors.torch import load_file


def metric_lines(run: Path) -> list[dict]:
    lines = (run / "metrics.jsonl").read_text().splitlines()
    return [{k: v for k, v in json.loads(x).items() if not k.startswith("perf/")} for x in lines]


def newest_checkpoint(run: Path) -> Path:
    steps = sorted((run / "checkpoints").glob("step-*"), key=lambda p: int(p.name.split("-")[1]))
    if not steps:
        sys.exit(f"{run}: no checkpoint")
    return steps[-1]


def differences(a: Path, b: Path, ignore: set[str]) -> list[str]:
    found = []
    ma, mb = metric_lines(a), metric_lines(b)
    if len(ma) != len(mb):
        found.append(f"metrics.jsonl: {len(ma)} lines against {len(mb)}")
    for step, (x, y) in enumerate(zip(ma, mb, strict=False), start=1):
        found += [f"line {step}: {k} {x.get(k)} != {y.get(k)}" for k in sorted(x | y)
                  if x.get(k) != y.get(k)]  # fmt: skip
    ca, cb = newest_checkpoint(a), newest_checkpoint(b)
    files = sorted({p.relative_to(ca) for p in ca.rglob("*.safetensors")}
                   | {p.relative_to(cb) for p in cb.rglob("*.safetensors")})  # fmt: skip
    for rel in files:
        if not (ca / rel).exists() or not (cb / rel).exists():
            found.append(f"{rel}: only in one checkpoint")
            continue
        ta, tb = load_file(str(ca / rel)), load_file(str(cb / rel))
        for key in sorted(set(ta) | set(tb)):
            if key in ignore:
                continue
            if key not in ta or key not in tb or not torch.equal(ta[key], tb[key]):
                found.append(f"{rel}: {key}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--ignore", action="append", default=[], help="a tensor name to skip")
    args = parser.parse_args()
    found = differences(args.a, args.b, set(args.ignore))
    for line in found[:50]:
        print(line)
    if len(found) > 50:
        print(f"... {len(found) - 50} more")
    print("same run" if not found else f"{len(found)} differences")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
