"""Build public_heldout5.jsonl: a fifth held-out round of REAL model completions (issue 25).

Why: rounds 1-4 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled in session
11 BEFORE any checker change for it, then scored once (bench/NOTES-checker.md, "Session 11,
round 5"). `HELD_OUT_SOURCES` keeps it out of the tests.

Method (round 3's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as written
(JSON-unescaped once, twice for a JSON file's string fields); a record is taken only when its whole
completion lies on the pages read (dm-qonly r002, yd-r1 r009 and dh-explain r011 span two read
pages). Nothing is shortened by us; two long verbatim loops (dh-explain r004, r008) and records
the source itself cut with '...[truncated]...' were not taken. Labels are ours, by READING, never
by running a checker, under corpus/README.md's rules and round 3's tag conventions (the
`<answer>` content is the final answer, a sentence or chain in it is read for its final value,
unclosed / unopened / malformed tags still hold the answer, invented turns and self-set problems
after the answer do not count, a completion ignoring the format is labelled by its last box or
statement). The sources' own verdicts (rewards, `accurate`, `model_answer`) were not used.

Golds: GSM8K = the `####` value of gsm8k/test.jsonl (train.jsonl for dm-qonly) matched by
question text (the YoungDison and Dhanvin files follow test.jsonl in order: `record` is the test
line, checked by question prefix); MATH = the file's ground truth (MATH test problems), checked
against MATH-500's `answer` where the problem is there.

Usage: python build_public_heldout5.py --raw DIR  # DIR/raw_*.jsonl (src, rec, r[, gold])
       python build_public_heldout5.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, write_records

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout5.jsonl"
SOURCE = "public_heldout5"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
R1 = "R1-Zero prompt (<think> </think> <answer> </answer>; the prompt ends 'Assistant: <think>')"
QM = "Qwen/Qwen2.5-Math-1.5B"
DM, TX = "damek/assignment5-alignment", "turainXW/assignment5-alignment"
DMO = "cs336_alignment/outputs/"
TXC = ("eval_results/full_comparison_500.json", "9a09ab3c45acbf10cae12b595f16f0657f2d347a")

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, JSON-source)
# fmt: off
SOURCES = {
    "dm_fmt1": ("dm-fmt1", DM, DMO + "math_baseline_format_1_answer_0.txt",
                "bd16629e80b3193495176233b68b057e95d59666", f"{QM} (base, zero-shot)", R1,
                "think_answer", "gsm8k", False),
    "dm_fmt0": ("dm-fmt0", DM, DMO + "math_baseline_format_0.txt",
                "bd16629e80b3193495176233b68b057e95d59666", f"{QM} (base, zero-shot)", R1,
                "think_answer", "gsm8k", False),
    "dm_qonly": ("dm-qonly", DM, DMO + "grpo_prompt_ablation.txt",
                 "36c7421116d6a2f07b9dcebb81fd2dec6ee509f7",
                 f"{QM}, GRPO rollouts printed in the log (iterations 0 and 1)",
                 "question only (the repo's GRPO prompt ablation)", "long_cot", "gsm8k", False),
    "yd_r1": ("yd-r1", "YoungDison/cs336-assignment5", "math_baseline_results.jsonl",
              "d6667a806540c108413154887fc3172b9c5956da", f"{QM} (base, zero-shot)", R1,
              "think_answer", "gsm8k", True),
    "dh_explain": ("dh-explain", "Dhanvin/spring2024-assignment5-alignment",
                   "model_predictions_store/gsm8k/eval_results/eval_results_explain.jsonl",
                   "f3864e001ae8e74834bab1a2bcf2eeaecdf7b85a",
                   "meta-llama/Meta-Llama-3-8B (gsm8k_eval.py's documented model)",
                   "cs336_alignment/prompts/gsm8k_explain.instruction", "long_cot", "gsm8k",
                   True),
    "tx_sft": ("tx-sft", TX, "eval_results/r1_sft_model_eval.json",
               "621b11317af75f7f7ed30d3394f4ee9917047858", f"{QM} after the repo's R1 SFT", R1,
               "think_answer", "math", True),
    "tx_base": ("tx-base", TX, *TXC, f"{QM} (base; key Base_Qwen2.5-Math-1.5B)",
                "not stored (no tags asked: every output has format_correct false)", "long_cot",
                "math", True),
    "tx_grpo": ("tx-grpo", TX, *TXC, f"{QM} after SFT and GRPO (key GRPO_Final)", R1,
                "think_answer", "math", True),
    "tx_zs": ("tx-zs", TX, "evaluate_math/zero_shot_results.json",
              "b4d542e4a8213bb3a345041b551b4655743356ba", f"{QM} (base, zero-shot)", R1,
              "think_answer", "math", True),
}
# fmt: on
# GSM8K question prefixes: dm_* by record; yd_r1 / dh_explain by test line (= record)
TEST_Q = (
    "Janet’s ducks|A robe takes|Josh decides to try flipping|James decides to run|Every day, Wendi|Kylar went|Toulouse has"
    "|Carla is downloading|John drives for 3 hours|Eliza's rate|A new program|Toula went|Carlos is planting"
    "|Melanie is|In a dance class|A merchant wants|Two trains|Jill gets paid|Claire makes"
    "|Marissa is hiking|I have 10 liters|Raymond and Samantha|Billy sells|A candle melts"
    "|Kyle bought|Marie ordered|Mishka bought|Cynthia eats|Henry made|Gloria is shoe"
    "|Darrell and Allen|Gunter is trying|John takes care|Gretchen has|Siobhan has|Mike plays"
    "|Terry eats|John plans to sell"
).split("|")
DM_Q = {
    "dm_fmt1": "Janet’s ducks|Carla is downloading|Eliza's rate|A merchant wants|Henry made"
    "|Gunter is trying|Mike plays|Grandma Jones|Uriah's book bag|Jean has 30".split("|"),
    "dm_fmt0": [TEST_Q[i] for i in (1, 2, 3, 4, 5, 6, 8, 10, 11, 12)],
    "dm_qonly": ["Gerald wants to buy a meat pie"] * 3 + ["Gina has two bank accounts"] * 3,
}
# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dm_fmt1:0|correct|tag|a sentence chain in the tag ending '= \$18 $' (a stray backslash before the dollar)
dm_fmt1:1|wrong|tag|
dm_fmt1:2|correct|tag|an equation chain in the tag ending '= $460.'
dm_fmt1:3|wrong|tag|the tag's chain ends '$5,000 + $125 = $5,125' (the cost added back); 125 is only in the think block
dm_fmt1:4|wrong|tag|
dm_fmt1:5|wrong|tag|
dm_fmt1:6|wrong|tag|
dm_fmt1:7|wrong|tag|a muddled chain in the tag ends '4 pieces were taken by the guests.'
dm_fmt1:8|wrong|tag|
dm_fmt1:9|correct|tag|a sentence chain in the tag ending 'Jean can fill 14 bags with 2 lollipops in each bag.'
dm_fmt0:0|correct|boxed|ignores the format (a stray 'initial``' first): python, then '\( \boxed{3} \) bolts'
dm_fmt0:1|wrong|boxed|ignores the format; \boxed{225000}
dm_fmt0:2|correct|prose_sentence|debatable: no answer tag; after </think> a pseudo-tag line '(answer) $ 3 \cdot 60 \cdot 3 = 540 $ meters per week.', then an invented User turn with '(answer)' lines of its own and chatter, which do not answer the posed question
dm_fmt0:3|wrong|tag|no think closer; the tag says 40 cups
dm_fmt0:4|correct|prose_sentence|debatable: no answer tag; the closed think block ends 'the total cost will be ... = $64.', then invented User/Assistant turns about other sums ($18, $30, $28, points, caffeine), which are not the answer to the posed question
dm_fmt0:5|wrong|tag|the tag lists the three flocks (160, 80, 20) but never their total
dm_fmt0:6|wrong|prose_sentence|no tags; an invented turn, then '$\color{blue}{355\ miles}$'
dm_fmt0:7|wrong|tag|an unclosed tag '205!' followed by rambling
dm_fmt0:8|wrong|tag|a '<a.answer>' opener and '</answer>' closer around $400
dm_fmt0:9|wrong|tag|an unclosed tag after noise: 4.7 years
dm_qonly:0|correct|boxed|the python output says 6.0; the text recomputes 9 - 2 = 7 and boxes 7
dm_qonly:1|wrong|boxed|
dm_qonly:2|correct|boxed|
dm_qonly:3|correct|boxed|
dm_qonly:4|correct|boxed|
dm_qonly:5|correct|boxed|
yd_r1:0|correct|tag|no </think>; 'So, the answer here is <answer>$18</answer>'
yd_r1:1|wrong|tag|debatable: noise, then 'answer66liters:' and a closer without an opener (66, not the gold; no_answer would fit too)
yd_r1:2|wrong|tag|
yd_r1:3|wrong|tag|a sentence in the tag: '$60 \cdot 3 = 180$ meters each week'
yd_r1:4|wrong|tag|'<answer> 140 cups of feed is required<answer> </answer>'
yd_r1:5|wrong|tag|'</details>' closer; $104
yd_r1:6|correct|boxed|ignores the format: restates the question, works it, python, \boxed{260}
yd_r1:7|wrong|tag|no think closer; 120 seconds
yd_r1:8|wrong|answer_is|no answer tag; 'So the answer is: 395 miles.' then a junk line '3 + 7 = 10 + answer'
yd_r1:9|correct|tag|debatable: an unclosed tag '... earned a total of [460] dollars ...', then a self-set sequence problem (N = 10) and a self-set apples problem that is cut off; the self-set problems do not count
yd_r1:10|no_answer|tag|an empty unclosed '<answer>' at the very end
yd_r1:11|wrong|tag|'(answer)' then '<answer>700</answer>'
yd_r1:12|no_answer|tag|two tags of noise with no final value
yd_r1:13|correct|tag|
yd_r1:14|wrong|tag|'Assistant: <answer>' holds the contemporary (4) and jazz (4) counts only; the percentage asked is never given
yd_r1:15|wrong|tag|
yd_r1:16|correct|tag|debatable: '<DIV> {"answer": "80 miles + 150 miles = 230 miles"} </answer>' (a closer without an opener; the chain ends on 230)
tx_sft:0|wrong|tag|
tx_sft:1|no_answer|none|stops after six words
tx_sft:2|no_answer|none|the think block ends 'so the answer is $(.' and an '<ask>' element asks a question; no answer
tx_sft:3|correct|tag|
tx_sft:4|wrong|tag|
tx_sft:5|correct|tag|a malformed '[/think>' closer; 8 in the tag
tx_sft:6|wrong|tag|
tx_sft:7|correct|tag|
tx_sft:8|wrong|tag|
tx_sft:9|correct|tag|
tx_sft:10|correct|tag|'1/3' for \frac{1}{3}
tx_sft:11|wrong|tag|
tx_sft:12|wrong|tag|
tx_sft:13|wrong|tag|
tx_base:2|correct|prose_sentence|'... the remainder when $2n+1$ is divided by 7 is 0.'
tx_base:3|correct|boxed|\boxed{10}, then a python block
tx_base:4|correct|prose_sentence|'... the 3rd digit in the repeating sequence, which is 3.'
tx_base:5|no_answer|truncated|a doubling loop cut at the token limit
tx_base:6|wrong|prose_sentence|
tx_base:8|correct|prose_sentence|'So, the modulo 4 residue of $17 \cdot 18$ is 2.', then a self-review paragraph that agrees
tx_base:10|correct|prose_sentence|'The sum of the digits is 2 + 0 + 3 + 4 = 9.'
tx_base:11|wrong|prose_sentence|'0.3 or 30%' for 1/3
tx_base:12|no_answer|truncated|a list of primes cut at the token limit (127 is in the list, never chosen)
tx_base:15|correct|boxed|
tx_base:16|correct|boxed|'So, the final answer is $\boxed{8}$.'
tx_grpo:1|correct|tag|the think block leaves the value out ('= .'); the tag holds it
tx_grpo:2|correct|tag|
tx_grpo:3|correct|tag|
tx_grpo:4|correct|tag|
tx_grpo:5|wrong|tag|
tx_grpo:6|wrong|tag|
tx_grpo:7|correct|tag|
tx_grpo:8|correct|tag|
tx_grpo:10|wrong|tag|
tx_grpo:11|wrong|tag|
tx_grpo:12|wrong|tag|
tx_grpo:13|correct|tag|
tx_grpo:14|wrong|tag|
tx_grpo:15|correct|tag|
tx_zs:0|wrong|answer_colon|no tags; noise, 'Answer: ...' powers of 5, then 'ANS: ... = \bf{13}' and a last noise line
tx_zs:3|wrong|answer_colon|no tags; 'Answer:1', then an invented turn
tx_zs:8|wrong|prose_sentence|no answer tag; 'January 1, 1960 was on a Sunday.', then invented turns (an empty '<answer>' inside one)
dh_explain:0|correct|prose_sentence|'... so she makes $2 \times 9 = $18 every day at the farmers' market.'
dh_explain:1|wrong|answer_is|
dh_explain:2|wrong|answer_is|
dh_explain:3|wrong|answer_is|
dh_explain:5|no_answer|none|repeats the question
dh_explain:6|correct|answer_is|
dh_explain:7|wrong|answer_is|
dh_explain:9|correct|answer_is|'Therefore, the correct answer is $460.' then a stray code fence
dh_explain:10|correct|answer_is|a stray code fence after the answer
dh_explain:11|correct|prose_sentence|debatable: opens 'The total cost is $1,000.', then works it out and ends 'Therefore, the total cost is $204 + $160 + $330 = $694.' (the last stated total counts)
dh_explain:12|wrong|answer_is|
dh_explain:13|no_answer|none|defines variables and stops
dh_explain:14|wrong|answer_is|'11/20 = 55%'
dh_explain:15|no_answer|none|restates the two options; no value
dh_explain:16|correct|prose_sentence|
dh_explain:17|no_answer|none|repeats the question
dh_explain:18|correct|answer_is|opens with 48 eggs (a count of eggs, not the dozens asked), then 84 eggs = 7 dozen: 'Therefore, the correct answer is 7.'
dh_explain:19|wrong|answer_is|
dh_explain:20|wrong|answer_is|
dh_explain:21|wrong|answer_is|
dh_explain:22|wrong|answer_is|
dh_explain:23|wrong|prose_sentence|
dh_explain:24|correct|prose_sentence|$26.00 for 26
dh_explain:25|wrong|answer_is|2.5 boxes
dh_explain:26|no_answer|none|repeats the question
dh_explain:27|correct|answer_is|
dh_explain:28|wrong|prose_sentence|
dh_explain:29|wrong|answer_is|'$28 + 2y' (an expression, not a value)
dh_explain:30|wrong|answer_is|
dh_explain:31|correct|answer_is|
dh_explain:32|wrong|answer_is|'5 hours per day' (a week asked)
dh_explain:33|correct|answer_is|
dh_explain:34|correct|answer_is|
dh_explain:35|no_answer|none|repeats the question
dh_explain:36|no_answer|none|repeats the question
dh_explain:37|wrong|prose_sentence|
"""

MATH500_Q = {("tx_sft", 0), ("tx_grpo", 1)}  # 'reciprocal of a randomly selected ...' (202)


def labels() -> dict[str, tuple[str, str, str]]:
    table = {}
    for line in LABELS.splitlines():
        if line.strip():
            key, truth, form, note = line.split("|", 3)
            if truth not in TRUTHS or key in table:
                raise SystemExit(f"bad label line: {line}")
            table[key] = (truth, form, note)
    return table


def gsm8k_gold(src: str, rec: int, data: dict[str, list[dict]]) -> tuple[str, str]:
    """The `####` value of the one GSM8K question that starts with this record's prefix."""
    split = "train" if src == "dm_qonly" else "test"
    if src in DM_Q:
        prefix = DM_Q[src][rec]
        hits = [i for i, t in enumerate(data[split]) if t["question"].startswith(prefix)]
        if len(hits) != 1:
            raise SystemExit(f"{src}:{rec}: {len(hits)} {split} questions start {prefix!r}")
        line = hits[0]
    else:
        line = rec
        if not data["test"][line]["question"].startswith(TEST_Q[rec]):
            raise SystemExit(f"{src}:{rec}: test line {line} is not {TEST_Q[rec]!r}")
    gold = data[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    return gold, f"gsm8k/{split}.jsonl line {line} (matched by question text)"


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    data = {s: [json.loads(x) for x in open(root / f"gsm8k/{s}.jsonl")] for s in ("test", "train")}
    m500 = {json.loads(x)["answer"] for x in open(root / "math500/test.jsonl")}
    records = []
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        short, repo, path, commit, model, prompt, fmt, dataset, is_json = SOURCES[src]
        text = raw["r"]
        if is_json:  # the page text holds the file's JSON string: decode its escapes once more
            text = json.loads('"' + text + '"')
        truth, form, note = table.pop(f"{src}:{rec}")
        if dataset == "gsm8k":
            gold, gold_source = gsm8k_gold(src, rec, data)
        else:
            gold, gold_source = raw["gold"], "the file's ground truth (MATH test solution's box)"
            if (src, rec) in MATH500_Q:
                if gold not in m500:
                    raise SystemExit(f"{src}:{rec}: gold {gold} is not MATH-500's answer")
                gold_source += "; equal to MATH-500's answer"
        records.append({
            "source": SOURCE, "id": f"{SOURCE}/{short}/r{rec:03d}", "completion": text,
            "gold": gold, "checker": "gsm8k" if dataset == "gsm8k" else "math", "truth": truth,
            "form": form, "note": note, "prompt_format": fmt, "dataset": dataset, "repo": repo,
            "path": path, "commit": commit, "record": rec, "licence": NO_LICENCE,
            "model": model, "prompt": prompt, "gold_source": gold_source,
            "transcription": {"src": src, "rec": rec, "r": raw["r"], "gold": raw.get("gold")},
        })  # fmt: skip
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raw", type=Path, help="folder of raw_*.jsonl transcriptions")
    args = parser.parse_args()
    if args.raw:
        raws = [json.loads(x) for f in sorted(args.raw.glob("raw_*.jsonl")) for x in open(f)]
        raws = [{"src": "dh_explain", **r} if "src" not in r else r for r in raws]
    else:
        raws = [json.loads(x)["transcription"] for x in open(OUT, encoding="utf-8")]
    records = build(raws)
    write_records(OUT, records)


if __name__ == "__main__":
    main()
