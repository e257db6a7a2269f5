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

Then the labelled corpus of real model completions (bench/checker-corpus/, see its README): every
record is checked by the built-in that fits its source (`gsm8k` or `math`) and by math-verify, and
compared with the human label (`truth`: correct | wrong | no_answer). A false accept is a completion
whose final answer is not right (wrong or no_answer) scored correct; a false reject is a right one
scored 0. Every disagreement with a label goes to bench/out/checker-corpus-disagreements.jsonl.

Usage: .venv/bin/python bench/bench_checker.py [--limit N] [--no-math-verify]
           [--corpus-only | --no-corpus] [--source NAME ...] [--data-dir DIR]
Prints Markdown tables (paste them into bench/NOTES-checker.md).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

import rppo_check
from rppo_check import CheckerPool, load_checker, parse_number

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "packages" / "check" / "corpus"))
from checker_corpus import load_corpus  # noqa: E402

OUT_DIR = Path(__file__).resolve().parent / "out"


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
    # A full collection first: without it, whether the garbage collector's full pass (tens of ms
    # over math-verify's objects) falls inside the ~0.1 s MATH pass depended on how many objects
    # the runs before had allocated, and moved that rate by a third between two trees with the
    # same per-check cost (session 26).
    gc.collect()
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
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--corpus-only", action="store_true", help="only the labelled corpus")
    group.add_argument("--no-corpus", action="store_true", help="only the synthetic pairs")
    parser.add_argument("--source", nargs="*", help="corpus sources to run (default: all)")
    parser.add_argument(
        "--data-dir", help="data folder (default: $REASON_PPO_DATA, ../shared/data)"
    )
    args = parser.parse_args()
    if args.data_dir:
        os.environ["REASON_PPO_DATA"] = args.data_dir
    if not args.corpus_only:
        synthetic(args)
    if not args.no_corpus:
        corpus(args)


def synthetic(args: argparse.Namespace) -> None:
    root = data_dir()
    paths = {"gsm8k": gsm8k_pairs(root), "math": math_pairs(root)}
    mv = None if args.no_math_verify else math_verify_fn()
    # (`rppo_check.compiled` is missing in trees before it: the bench also measures old sources)
    compiled = getattr(rppo_check, "compiled", None)
    build = "compiled (`make build-fast`)" if compiled and compiled.ACTIVE else "pure Python"
    print(f"rppo_check modules: {build}\n")
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


def _math_verify_detail() -> Callable[[str, str], tuple[bool, str]] | None:
    try:
        from math_verify import parse, verify
    except ImportError:
        return None

    def check(completion: str, gold: str) -> tuple[bool, str]:
        try:
            answer = parse(completion)
            return bool(verify(parse("$" + gold + "$"), answer)), str(answer)[:200]
        except Exception as error:  # noqa: BLE001 - raising counts as "not correct"
            return False, f"error: {type(error).__name__}"

    return check


def _pct(part: int, whole: int) -> str:
    return f"{part / whole:.1%}" if whole else "n/a"


def corpus(args: argparse.Namespace) -> None:
    """Both checkers on every labelled real completion; a table per source and per answer form."""
    records = load_corpus(args.data_dir, set(args.source) if args.source else None, held_out=True)
    if args.limit:
        by_source: dict[str, list[dict]] = {}
        for record in records:
            by_source.setdefault(record["source"], []).append(record)
        records = [r for group in by_source.values() for r in group[: args.limit]]
    mv = None if args.no_math_verify else _math_verify_detail()
    checkers = {name: load_checker(name) for name in sorted({r["checker"] for r in records})}
    for checker in checkers.values():
        checker("warm up 1", "1")
    rows: dict[str, dict] = {}
    forms: dict[tuple[str, str], dict] = {}
    disagreements = []
    for record in records:
        right = record["truth"] == "correct"
        start = time.perf_counter()
        verdict = checkers[record["checker"]](record["completion"], record["gold"])
        ours_s = time.perf_counter() - start
        if mv is not None:
            start = time.perf_counter()
            theirs, their_answer = mv(record["completion"], record["gold"])
            theirs_s = time.perf_counter() - start
        else:
            theirs, their_answer, theirs_s = None, "", 0.0
        for key, table in ((record["source"], rows), ((record["source"], record["form"]), forms)):
            row = table.setdefault(
                key,
                {
                    "n": 0,
                    "correct": 0,
                    "wrong": 0,
                    "no_answer": 0,
                    "ours_agree": 0,
                    "ours_fa": 0,
                    "ours_fr": 0,
                    "mv_agree": 0,
                    "mv_fa": 0,
                    "mv_fr": 0,
                    "ours_s": 0.0,
                    "mv_s": 0.0,
                },
            )
            row["n"] += 1
            row[record["truth"]] += 1
            row["ours_agree"] += verdict.correct == right
            row["ours_fa"] += verdict.correct and not right
            row["ours_fr"] += right and not verdict.correct
            row["ours_s"] += ours_s
            if theirs is not None:
                row["mv_agree"] += theirs == right
                row["mv_fa"] += theirs and not right
                row["mv_fr"] += right and not theirs
                row["mv_s"] += theirs_s
        if verdict.correct != right or (theirs is not None and theirs != right):
            disagreements.append(
                {
                    "id": record["id"],
                    "source": record["source"],
                    "form": record["form"],
                    "truth": record["truth"],
                    "note": record.get("note", ""),
                    "gold": record["gold"],
                    "ours": verdict.correct,
                    "ours_reason": verdict.reason,
                    "ours_extracted": verdict.extracted,
                    "math_verify": theirs,
                    "math_verify_parsed": their_answer,
                    "tail": record["completion"][-400:],
                }
            )
    print()
    print("Labelled corpus (real model completions; FA = false accept, FR = false reject):")
    print()
    print(
        "| source | checker | n | correct / wrong / no answer | rppo_check agrees | rppo FA | rppo FR "
        "| math-verify agrees | MV FA | MV FR | rppo checks/s | MV checks/s |"
    )
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total = {k: 0 for k in ("n", "ours_agree", "ours_fa", "ours_fr", "mv_agree", "mv_fa", "mv_fr")}
    checkers_of: dict[str, set[str]] = {}
    for record in records:
        checkers_of.setdefault(record["source"], set()).add(record["checker"])
    checker_of = {source: "+".join(sorted(names)) for source, names in checkers_of.items()}
    for source, row in rows.items():
        for key in total:
            total[key] += row[key]
        if mv is not None:
            mv_cells = [
                _pct(row["mv_agree"], row["n"]),
                str(row["mv_fa"]),
                str(row["mv_fr"]),
                f"{row['n'] / row['mv_s']:,.0f}",
            ]
        else:
            mv_cells = ["n/a", "", "", ""]
        cells = [
            source,
            checker_of[source],
            str(row["n"]),
            f"{row['correct']} / {row['wrong']} / {row['no_answer']}",
            _pct(row["ours_agree"], row["n"]),
            str(row["ours_fa"]),
            str(row["ours_fr"]),
            *mv_cells[:3],
            f"{row['n'] / row['ours_s']:,.0f}",
            mv_cells[3],
        ]
        print("| " + " | ".join(cells) + " |")
    print(
        f"| **all** | | {total['n']} | | {_pct(total['ours_agree'], total['n'])} | "
        f"{total['ours_fa']} | {total['ours_fr']} | "
        f"{_pct(total['mv_agree'], total['n']) if mv is not None else 'n/a'} | "
        f"{total['mv_fa'] if mv is not None else ''} | {total['mv_fr'] if mv is not None else ''} | | |"
    )
    print()
    print("By answer form (rows with any error):")
    print()
    print("| source | form | n | correct | rppo FA | rppo FR | MV FA | MV FR |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for (source, form), row in sorted(forms.items()):
        if row["ours_fa"] or row["ours_fr"] or row["mv_fa"] or row["mv_fr"]:
            print(
                f"| {source} | {form} | {row['n']} | {row['correct']} | {row['ours_fa']} | "
                f"{row['ours_fr']} | {row['mv_fa'] if mv else ''} | {row['mv_fr'] if mv else ''} |"
            )
    OUT_DIR.mkdir(exist_ok=True)
    out = OUT_DIR / "checker-corpus-disagreements.jsonl"
    with out.open("w", encoding="utf-8") as handle:
        for item in disagreements:
            handle.write(json.dumps(item, ensure_ascii=False) + "\n")
    print()
    print(f"{len(disagreements)} records where a checker disagrees with the label: {out}")
    decided = [r for r in records if "decision" in r]
    if decided:
        print()
        print(
            "Debatable labels where rppo_check follows a documented rule instead (counted above):"
        )
        print()
        for record in decided:
            print(f"- {record['id']}: label {record['truth']}, rppo_check {record['decision']}s: "
                  f"{record['decision_reason']}")  # fmt: skip


if __name__ == "__main__":
    main()
