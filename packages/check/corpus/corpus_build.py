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


def qwen_end(value: str) -> str:
    """Qwen2.5-Instruct's closing line with `value` boxed."""
    return QWEN_END.format(value)


def llama_end(value: str) -> str:
    """Llama 3's closing line with `value` boxed."""
    return LLAMA_END.format(value)


def minerva_end(value: str) -> str:
    """Minerva's closing line."""
    return MINERVA.format(value)


def r1final(value: str) -> str:
    """An R1-distill closing block after </think>."""
    return "**Final Answer**\n\\[\n\\boxed{" + value + "}\n\\]"


# The 24 languages of the multilingual red-team rounds (158, 176), by code.
LANGUAGE_NAMES = {
    "zh": "Chinese",
    "ja": "Japanese",
    "ko": "Korean",
    "es": "Spanish",
    "pt": "Portuguese",
    "fr": "French",
    "de": "German",
    "it": "Italian",
    "ru": "Russian",
    "uk": "Ukrainian",
    "pl": "Polish",
    "tr": "Turkish",
    "ar": "Arabic",
    "fa": "Persian",
    "hi": "Hindi",
    "bn": "Bengali",
    "id": "Indonesian",
    "vi": "Vietnamese",
    "th": "Thai",
    "nl": "Dutch",
    "sv": "Swedish",
    "cs": "Czech",
    "el": "Greek",
    "he": "Hebrew",
}


def probe_table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Rounds 173, 175 and 179's problem tables as cases. Each probe as a case: id
    `[ok_]<prefix>_<problem>_<shape>`; text = instruct working + final, think block + final where
    the final opens with "T:", or the final alone where it opens with "@"; "¶" in a final is a
    newline."""
    cases = []
    for key, gold, _question, work, think, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none", "no_answer") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            final = final.replace("¶", "\n")
            if final.startswith("@"):
                text = final[1:]
            elif final.startswith("T:"):
                text = think + final[2:]
            else:
                text = work + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


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
    # (<repo>/packages/check/corpus -> <repo>/..; a round's folder outside the repository, as
    # /tmp/rounds/real219, has no such parent)
    beside_repo = [HERE.parents[3] / "shared" / "data"] if len(HERE.parents) > 3 else []
    for candidate in ([Path(env)] if env else []) + beside_repo + [Path("/work/shared/data")]:
        if (candidate / "gsm8k" / "test.jsonl").is_file():
            return candidate
    sys.exit("data not found: set REASON_PPO_DATA")


def transcribed_labels(text: str) -> dict[str, tuple[str, str, str]]:
    """A real round's label table: one `src:rec|truth|form|note` line a record."""
    table = {}
    for line in text.splitlines():
        if line.strip():
            key, truth, form, note = line.split("|", 3)
            if truth not in TRUTHS or key in table:
                raise SystemExit(f"bad label line: {line}")
            table[key] = (truth, form, note)
    return table


def _decode(raw: dict) -> str:
    """The completion from the record's file-level text (`enc`: json-escaped or plain)."""
    enc, text = raw["enc"], raw["r"]
    if enc == "json":
        return json.loads('"' + text + '"')
    if enc == "text":
        return text
    raise SystemExit(f"{raw['src']}:{raw['rec']}: unknown enc {enc!r}")


def _norm(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split())


def _number(text: str) -> float:
    return float(text.replace(",", "").replace("$", ""))


def _find(rows: list[dict], field: str, prefix: str) -> list[int]:
    prefix = _norm(prefix)
    return [i for i, row in enumerate(rows) if _norm(row[field]).startswith(prefix)]


def _gsm8k_gold(raw: dict, rows: dict, own: str) -> tuple[str, str]:
    """GSM8K `####` value of the one question (test, else train) that opens with the record's
    question words, checked equal to the file's own reference (`g`)."""
    src, rec = raw["src"], raw["rec"]
    split = "test"
    hits = _find(rows["test"], "question", raw["q"])
    if not hits:
        split, hits = "train", _find(rows["train"], "question", raw["q"])
    if len(hits) != 1:
        raise SystemExit(f"{src}:{rec}: question prefix {raw['q']!r} matches {hits} in {split}")
    line = hits[0]
    gold = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    if _number(raw["g"]) != _number(gold):
        raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
    return gold, (
        f"gsm8k/{split}.jsonl line {line} (found by the question's opening words; equal to the "
        f"file's own {own})"
    )


def _math_gold(raw: dict, m500: list[dict], own: str) -> tuple[str, str]:
    """MATH: MATH-500's `answer` where the problem is there (checked equal to the file's own
    ground truth), else the file's own ground truth as transcribed."""
    src, rec, gold = raw["src"], raw["rec"], raw["g"]
    hits = _find(m500, "problem", raw["q"])
    if hits:
        if m500[hits[0]]["answer"] != gold:
            raise SystemExit(f"{src}:{rec}: MATH-500 {m500[hits[0]]['answer']!r} != {gold!r}")
        return gold, f"math500/test.jsonl line {hits[0]} (equal to the file's own {own})"
    return (
        gold,
        f"the file's own {own}; the problem is not in MATH-500 (checked by its opening words)",
    )


def build_transcribed(source: str, sources: dict, labels: str, raws: list[dict]) -> list[dict]:
    """The records of a real round from its helper's transcriptions (rounds 14 on): labels from
    `labels` (`transcribed_labels`), provenance from `sources` (short id, repo, path, commit,
    model, prompt, format, dataset, what the file calls its gold, licence), golds looked up and
    checked (`_gsm8k_gold`, `_math_gold`)."""
    table, root = transcribed_labels(labels), data_dir()
    rows = {
        split: [json.loads(x) for x in open(root / f"gsm8k/{split}.jsonl", encoding="utf-8")]
        for split in ("test", "train")
    }
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = _decode(raw)
        *meta, own, licence = sources[src]
        if meta[-1] == "gsm8k":
            gold = _gsm8k_gold(raw, rows, own)
        else:
            gold = _math_gold(raw, m500, own)
        label = table.pop(f"{src}:{rec}")
        record = heldout_record(source, tuple(meta), raw, label, gold, completion, licence)
        record["record"] = raw["key"]
        records.append(record)
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records
