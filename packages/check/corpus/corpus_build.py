"""What the corpus build scripts share: writing a list of hand-written probes as corpus records,
writing records as JSONL, and finding the data folder (../shared/data or REASON_PPO_DATA). The scripts run as
`python packages/check/corpus/build_<source>.py`, so this module is importable beside them."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
TRUTHS = ("correct", "wrong", "no_answer")

# The closing lines of real models' answers the red-team builders put after their working
# (`.format(value)`): Minerva's, Qwen's and Llama 3's.
MINERVA = "Final Answer: The final answer is {}. I hope it is correct."
QWEN_END = "Therefore, the final answer is: $\\boxed{{{}}}$. I hope it is correct."
LLAMA_END = "The final answer is: $\\boxed{{{}}}$"
# The chat tokens of an invented next turn (ChatML, Llama 3) and the shapes of working the
# red-team builders of rounds 15-21 write: an R1 think block, Llama 3 steps, Qwen2.5-Math steps and
# closing lines.
IM_USER = "<|im_end|>\n<|im_start|>user\n"
IM_ASSIST = "<|im_end|>\n<|im_start|>assistant\n"
EOT_USER = "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
EOT_ASSIST = "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"


def th(work: str) -> str:
    """`work` as an R1 thinking block (R1-Zero format: the <answer> tag follows)."""
    return "<think>\n" + work + "</think>\n"


def llama(*steps: tuple[str, str]) -> str:
    """Llama 3 "## Step N:" working (without the closing line)."""
    return "".join(f"## Step {i}: {title}\n{body}\n\n" for i, (title, body) in enumerate(steps, 1))


def qwen(intro: str, *steps: tuple[str, str]) -> str:
    """Qwen2.5-Math numbered working (without the closing line)."""
    items = "".join(f"{i}. **{title}:**\n   {body}\n\n" for i, (title, body) in enumerate(steps, 1))
    return intro + "\n\n" + items


def qbox(value: str, lead: str = "Thus, the answer is") -> str:
    """Qwen2.5-Math's closing line with a \\(\\boxed{}\\)."""
    return lead + " \\(\\boxed{" + value + "}\\)."


def r1final(value: str) -> str:
    """An R1-distill closing block after </think>."""
    return "**Final Answer**\n\\[\n\\boxed{" + value + "}\n\\]"


def g(case_id, kind, gold, truth, form, text, note, debatable=False):  # noqa: ANN001, ANN201
    """A GSM8K-path probe, in `write_probes`' case order."""
    return (case_id, kind, "gsm8k", gold, truth, form, text, note, debatable)


def m(case_id, kind, gold, truth, form, text, note, debatable=False):  # noqa: ANN001, ANN201
    """A MATH-path probe, in `write_probes`' case order."""
    return (case_id, kind, "math", gold, truth, form, text, note, debatable)


def write_probes(
    source: str, cases: list[tuple], hazards: list[tuple], decisions: dict[str, tuple[str, str]]
) -> None:
    """Write `cases` (and `hazards` with --include-hazards) to <source>.jsonl beside this file.

    A case is (id, kind, checker, gold, truth, form, completion, note[, debatable]): kind "A" is a
    wrong answer the checker must refuse, "B" a right one it must accept. `decisions` maps an id to
    (decision, reason) for a debatable probe whose label we decided."""
    cases = cases + (hazards if "--include-hazards" in sys.argv[1:] else [])
    ids = [case[0] for case in cases]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise SystemExit(f"duplicate ids: {sorted(duplicates)}")
    records = []
    for case in cases:
        case_id, kind, checker, gold, truth, form, text, note, *rest = case
        if kind not in ("A", "B") or truth not in TRUTHS:
            raise SystemExit(f"{case_id}: bad kind/truth")
        if (kind == "B") != (truth == "correct"):
            raise SystemExit(f"{case_id}: kind {kind} with truth {truth}")
        record = {
            "source": source,
            "id": f"{source}/{case_id}",
            "handmade": True,
            "kind": kind,
            "checker": checker,
            "gold": gold,
            "truth": truth,
            "form": form,
            "note": note,
            "completion": text,
        }
        if rest and rest[0]:
            record["debatable"] = True
        if case_id in decisions:
            record["decision"], record["decision_reason"] = decisions[case_id]
        records.append(record)
    write_records(HERE / f"{source}.jsonl", records)


def run_heldout_builder(doc: str, out: Path, build: Callable[[list[dict]], list[dict]]) -> None:
    """The command line of a real round's builder (rounds 7 on): `--raw DIR` builds the records
    from the helper's `DIR/raw_*.jsonl` transcriptions; without it, from the transcriptions the
    records in `out` keep (labels, provenance and gold checks applied again)."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--raw", type=Path, help="folder of raw_*.jsonl transcriptions")
    args = parser.parse_args()
    if args.raw:
        raws = [
            json.loads(x)
            for f in sorted(args.raw.glob("raw_*.jsonl"))
            for x in open(f, encoding="utf-8")
        ]
    else:
        raws = [json.loads(x)["transcription"] for x in open(out, encoding="utf-8")]
    write_records(out, build(raws))


def write_records(out: Path, records: list[dict]) -> None:
    """`records` as `out`, one JSON object a line (UTF-8, unescaped), and say so."""
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} records to {out}")


def heldout_record(
    source: str,
    meta: tuple,
    raw: dict,
    label: tuple[str, str, str],
    gold: tuple[str, str],
    completion: str,
    licence: str,
) -> dict:
    """One real completion of a held-out round (rounds 6 and 7) as a corpus record: `meta` is the
    round's SOURCES entry (short id, repo, path, commit, model, prompt, prompt_format, dataset),
    `label` (truth, form, note), `gold` (gold, gold_source); a note opening "debatable" marks it so."""
    short, repo, path, commit, model, prompt, fmt, dataset = meta
    truth, form, note = label
    record = {
        "source": source, "id": f"{source}/{short}/r{raw['rec']:03d}", "completion": completion,
        "gold": gold[0], "checker": "gsm8k" if dataset == "gsm8k" else "math", "truth": truth,
        "form": form, "note": note, "prompt_format": fmt, "dataset": dataset, "repo": repo,
        "path": path, "commit": commit, "record": raw["rec"], "licence": licence, "model": model,
        "prompt": prompt, "gold_source": gold[1], "transcription": raw,
    }  # fmt: skip
    if note.startswith("debatable"):
        record["debatable"] = True
    return record


def data_dir() -> Path:
    """The folder holding gsm8k/test.jsonl: $REASON_PPO_DATA, else ../shared/data."""
    env = os.environ.get("REASON_PPO_DATA")
    for candidate in ([Path(env)] if env else []) + [
        HERE.parents[3] / "shared" / "data",  # <repo>/packages/check/corpus -> <repo>/..
        Path("/work/shared/data"),
    ]:
        if (candidate / "gsm8k" / "test.jsonl").is_file():
            return candidate
    sys.exit("data not found: set REASON_PPO_DATA")
