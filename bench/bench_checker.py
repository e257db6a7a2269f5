"""`make bench-checker`: checks/s of the GSM8K and MATH paths, and agreement with math-verify.

Pairs (all from the public data, REASON_PPO_DATA or ../shared/data):
* GSM8K: every train+test reference solution (8,792) against its own gold (expected correct)
  and against gold + 1 (expected wrong): 17,584 pairs.
* MATH-500: every reference solution's last `\\boxed{}` (the full solution text) against its own
  answer (expected correct) and against the next problem's answer (expected wrong, except where
  the two answers are written identically): 1,000 pairs.
Each checker sees the same completion and gold strings. rppo_check runs in-process on one core
(and, for the GSM8K path, also through the 2-worker `CheckerPool`); math-verify 0.9.0 runs as
documented: `verify(parse("$" + gold + "$"), parse(completion))`.

Usage: .venv/bin/python bench/bench_checker.py [--limit N] [--no-math-verify]
Prints a Markdown table (paste it into bench/NOTES-checker.md).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from rppo_check import CheckerPool, load_checker, parse_number


def data_dir() -> Path:
    env = os.environ.get("REASON_PPO_DATA")
    for candidate in ([Path(env)] if env else []) + [
        Path(__file__).resolve().parents[2] / "shared" / "data",
        Path("/work/shared/data"),
    ]:
        if (candidate / "gsm8k").is_dir():
            return candidate
    sys.exit("data not found: set REASON_PPO_DATA")


def _rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def gsm8k_pairs(root: Path) -> list[tuple[str, str, bool]]:
    pairs = []
    for split in ("train", "test"):
        for row in _rows(root / "gsm8k" / f"{split}.jsonl"):
            gold = row["answer"].rsplit("####", 1)[1].strip()
            pairs.append((row["answer"], gold, True))
            pairs.append((row["answer"], str(parse_number(gold) + 1), False))
    return pairs


def math_pairs(root: Path) -> list[tuple[str, str, bool]]:
    rows = _rows(root / "math500" / "test.jsonl")
    pairs = []
    for index, row in enumerate(rows):
        other = rows[(index + 1) % len(rows)]["answer"]
        pairs.append((row["solution"], row["answer"], True))
        same = other.replace(" ", "") == row["answer"].replace(" ", "")
        pairs.append((row["solution"], other, same))
    return pairs


def run(
    fn: Callable[[str, str], bool], pairs: list[tuple[str, str, bool]]
) -> tuple[list[bool], float]:
    start = time.perf_counter()
    got = [fn(completion, gold) for completion, gold, _ in pairs]
    return got, len(pairs) / (time.perf_counter() - start)


def math_verify_fn() -> Callable[[str, str], bool] | None:
    try:
        from math_verify import parse, verify
    except ImportError:
        return None

    def check(completion: str, gold: str) -> bool:
        try:
            return bool(verify(parse("$" + gold + "$"), parse(completion)))
        except Exception:  # noqa: BLE001 - math-verify raising counts as "not correct"
            return False

    return check


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--limit", type=int, default=0, help="pairs per path (0 = all)")
    parser.add_argument("--no-math-verify", action="store_true")
    args = parser.parse_args()
    root = data_dir()
    paths = {"gsm8k": gsm8k_pairs(root), "math": math_pairs(root)}
    mv = None if args.no_math_verify else math_verify_fn()
    header = (
        "| path | checker | pairs | checks/s | accuracy vs expected | agreement with math-verify |"
    )
    print(header)
    print("|---|---|---:|---:|---:|---:|")
    for name, pairs in paths.items():
        if args.limit:
            pairs = pairs[: args.limit]
        expected = [label for _, _, label in pairs]
        ours = load_checker(name)
        ours(pairs[0][0], pairs[0][1])  # warm the import and caches
        got, rate = run(lambda c, g, ours=ours: ours(c, g).correct, pairs)
        theirs, their_rate = run(mv, pairs) if mv else (None, 0.0)
        agree = (
            f"{sum(a == b for a, b in zip(got, theirs, strict=True)) / len(pairs):.2%}"
            if theirs
            else "n/a"
        )
        acc = sum(a == b for a, b in zip(got, expected, strict=True)) / len(pairs)
        print(
            f"| {name} | rppo_check (in-process, 1 core) | {len(pairs)} | {rate:,.0f} | {acc:.2%} | {agree} |"
        )
        if name == "gsm8k":
            with CheckerPool(name, workers=2, timeout=2.0) as pool:
                pool.check_many([(c, g) for c, g, _ in pairs[:200]])  # start the workers
                start = time.perf_counter()
                verdicts = pool.check_many([(c, g) for c, g, _ in pairs])
                pool_rate = len(pairs) / (time.perf_counter() - start)
            pool_acc = sum(v.correct == e for v, e in zip(verdicts, expected, strict=True)) / len(
                pairs
            )
            print(
                f"| {name} | rppo_check CheckerPool (2 workers) | {len(pairs)} | {pool_rate:,.0f} | {pool_acc:.2%} | |"
            )
        if theirs is not None:
            their_acc = sum(a == b for a, b in zip(theirs, expected, strict=True)) / len(pairs)
            print(
                f"| {name} | math-verify 0.9.0 | {len(pairs)} | {their_rate:,.0f} | {their_acc:.2%} | |"
            )
        disagreements = [
            (p[1], p[2], a, b) for p, a, b in zip(pairs, got, theirs or got, strict=True) if a != b
        ]
        for gold, label, a, b in disagreements[:15]:
            print(
                f"<!-- {name} disagreement: gold={gold!r} expected={label} ours={a} math-verify={b} -->"
            )


if __name__ == "__main__":
    main()
