"""One table for `bench/learn_demo.sh` run folders (before.json, after.json, metrics.jsonl): per
run, held-out greedy accuracy (a right answer in any form) and strict accuracy (right and in the
asked marker) before and after, the first iteration whose 3-iteration mean rollout accuracy
reaches 0.5, and the rollout format rate at the start and end; then per arm (runs named
ld-<arm>-s<seed>) the median and range over seeds.

    .venv/bin/python bench/learn_summary.py runs/ld-base-s0 runs/ld-base-s1 ...
"""

from __future__ import annotations

import json
import re
import statistics
import sys
from pathlib import Path


def first_reaching(values: list[float], level: float, window: int = 3) -> int | None:
    """The 1-based iteration where the mean of the last `window` values first reaches `level`."""
    for i in range(window - 1, len(values)):
        if statistics.fmean(values[i - window + 1 : i + 1]) >= level:
            return i + 1
    return None


def summarize(run: Path) -> dict:
    before, after = (json.loads((run / f"{n}.json").read_text()) for n in ("before", "after"))
    lines = [json.loads(x) for x in (run / "metrics.jsonl").read_text().splitlines() if x]
    accuracy = [m.get("reward/accuracy", m.get("reward/score_mean", 0.0)) for m in lines]
    fmt = [m.get("reward/format_ok") for m in lines]
    return {
        "run": run.name,
        "arm": re.sub(r"^ld-|-s\d+$", "", run.name),
        "acc_before": before["accuracy"],
        "acc_after": after["accuracy"],
        "strict_before": before.get("strict_accuracy"),
        "strict_after": after.get("strict_accuracy"),
        "iter_acc_0.5": first_reaching(accuracy, 0.5),
        "format_first3": statistics.fmean(f for f in fmt[:3] if f is not None)
        if fmt[0] is not None
        else None,
        "format_last3": statistics.fmean(f for f in fmt[-3:] if f is not None)
        if fmt[-1] is not None
        else None,
        "iterations": len(lines),
    }


def cell(value: object) -> str:
    if value is None:
        return "-"
    return f"{value:.2f}" if isinstance(value, float) else str(value)


def main(paths: list[str]) -> None:
    rows = [summarize(Path(p)) for p in paths]
    keys = list(rows[0])
    print("| " + " | ".join(keys) + " |\n|" + "---|" * len(keys))
    for row in rows:
        print("| " + " | ".join(cell(row[k]) for k in keys) + " |")
    print("\nPer arm, median [min, max] over seeds:\n")
    numeric = ["acc_before", "acc_after", "strict_before", "strict_after", "iter_acc_0.5"]
    print("| arm | seeds | " + " | ".join(numeric) + " |\n|" + "---|" * (len(numeric) + 2))
    for arm in dict.fromkeys(r["arm"] for r in rows):
        group = [r for r in rows if r["arm"] == arm]
        parts = []
        for key in numeric:
            values = [r[key] for r in group if r[key] is not None]
            missing = len(group) - len(values)
            text = (
                "-"
                if not values
                else (
                    f"{cell(statistics.median(values))} [{cell(min(values))}, {cell(max(values))}]"
                )
            )
            parts.append(
                text + (f" ({missing} never)" if missing and key.startswith("iter") else "")
            )
        print(f"| {arm} | {len(group)} | " + " | ".join(parts) + " |")


if __name__ == "__main__":
    main(sys.argv[1:])
