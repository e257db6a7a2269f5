"""The record of `make learn-reason` runs (bench/learn_reason.sh): one row per (arm, seed, level) in
bench/learn-reason/summary.jsonl, a table per run and per arm, and the curve.

    .venv/bin/python bench/learn_reason_summary.py add bench/learn-reason/ppo-s0 --arm ppo \
        --seed 0 --level 2 --minutes 41.5 --load 2.1,2.3
    .venv/bin/python bench/learn_reason_summary.py table        # markdown, per run and per arm
    .venv/bin/python bench/learn_reason_summary.py plot --out bench/learn-reason/curves.png

A row's `minutes` is the timed part (eval before + training + eval after); the curve puts each
checkpoint's held-out accuracy at the training minutes it took to reach it (the sum of
`perf/step_s` up to its iteration), with the before-accuracy at 0.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

HERE = Path(__file__).resolve().parent / "learn-reason"
SUMMARY = HERE / "summary.jsonl"
KEYS = (
    "arm", "seed", "level", "n_heldout", "acc_before", "acc_after", "strict_before",
    "strict_after", "minutes", "iterations", "load",
)  # fmt: skip


def read_rows() -> list[dict]:
    if not SUMMARY.exists():
        return []
    return [json.loads(line) for line in SUMMARY.read_text().splitlines() if line.strip()]


def metrics(folder: Path) -> list[dict]:
    text = (folder / "metrics.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def add(folder: Path, arm: str, seed: int, level: int, minutes: float, load: str) -> dict:
    """The run's row, replacing an earlier row of the same (arm, seed, level)."""
    before, after = (json.loads((folder / f"{n}.json").read_text()) for n in ("before", "after"))
    if before["n"] != after["n"]:
        raise SystemExit(f"{folder}: before and after evaluated {before['n']} vs {after['n']}")
    row = {
        "arm": arm, "seed": seed, "level": level, "n_heldout": after["n"],
        "acc_before": before["accuracy"], "acc_after": after["accuracy"],
        "strict_before": before["strict_accuracy"], "strict_after": after["strict_accuracy"],
        "minutes": minutes, "iterations": len(metrics(folder)), "load": load,
        "folder": str(folder.relative_to(HERE.parent.parent)),
    }  # fmt: skip
    rows = [r for r in read_rows() if (r["arm"], r["seed"], r["level"]) != (arm, seed, level)] + [
        row
    ]
    SUMMARY.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return row


def cell(value: object) -> str:
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def table() -> str:
    rows = read_rows()
    lines = ["| " + " | ".join(KEYS) + " | gain |", "|" + "---|" * (len(KEYS) + 1)]
    for r in rows:
        gain = f"{100 * (r['acc_after'] - r['acc_before']):+.1f}"
        lines.append("| " + " | ".join(cell(r.get(k)) for k in KEYS) + f" | {gain} |")
    lines += [
        "",
        "| arm | level | seeds | gain, median [min, max] (points) | acc_after | minutes |",
    ]
    lines.append("|---|---|---|---|---|---|")
    for arm, level in dict.fromkeys((r["arm"], r["level"]) for r in rows):
        group = [r for r in rows if (r["arm"], r["level"]) == (arm, level)]
        gains = [100 * (r["acc_after"] - r["acc_before"]) for r in group]
        after = [r["acc_after"] for r in group]
        mins = [r["minutes"] for r in group]
        lines.append(
            f"| {arm} | {level} | {len(group)} | {statistics.median(gains):+.1f} "
            f"[{min(gains):+.1f}, {max(gains):+.1f}] | {statistics.median(after):.3f} | "
            f"{statistics.median(mins):.1f} |"
        )
    return "\n".join(lines)


def curve(folder: Path) -> list[tuple[float, float]]:
    """(training minutes, held-out accuracy) at 0 and at each evaluated checkpoint."""
    steps = metrics(folder)
    elapsed, total = {}, 0.0
    for m in steps:
        total += m.get("perf/step_s") or 0.0
        elapsed[m["step"]] = total / 60
    points = [(0.0, json.loads((folder / "before.json").read_text())["accuracy"])]
    for path in sorted(folder.glob("curve-*.json"), key=lambda p: int(p.stem.split("-")[1])):
        step = int(path.stem.split("-")[1])
        if step in elapsed:
            points.append((elapsed[step], json.loads(path.read_text())["accuracy"]))
    return points


def plot(out: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.5))
    rows = read_rows()
    for arm in dict.fromkeys(r["arm"] for r in rows):
        curves = [curve(HERE.parent.parent / r["folder"]) for r in rows if r["arm"] == arm]
        curves = [c for c in curves if len(c) > 1]
        if not curves:
            continue
        n = min(len(c) for c in curves)
        xs = [statistics.median(c[i][0] for c in curves) for i in range(n)]
        ys = [[c[i][1] for c in curves] for i in range(n)]
        ax.plot(xs, [statistics.median(y) for y in ys], marker="o", label=f"{arm} ({len(curves)})")
        if len(curves) > 1:
            ax.fill_between(xs, [min(y) for y in ys], [max(y) for y in ys], alpha=0.2)
    ax.set_xlabel("training wall-clock minutes (2 CPU cores)")
    ax.set_ylabel("held-out greedy accuracy")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    ax.legend(title="arm (seeds)")
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add")
    a.add_argument("folder", type=Path)
    a.add_argument("--arm", required=True)
    a.add_argument("--seed", type=int, required=True)
    a.add_argument("--level", type=int, required=True)
    a.add_argument("--minutes", type=float, required=True)
    a.add_argument("--load", default="")
    sub.add_parser("table")
    p = sub.add_parser("plot")
    p.add_argument("--out", type=Path, default=HERE / "curves.png")
    args = ap.parse_args()
    if args.cmd == "add":
        print(json.dumps(add(args.folder.resolve(), args.arm, args.seed, args.level, args.minutes,
                             args.load)))  # fmt: skip
    elif args.cmd == "table":
        print(table())
    else:
        plot(args.out)


if __name__ == "__main__":
    main()
