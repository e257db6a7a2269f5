r"""Build public_heldout95.jsonl: a 95th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (nguyentranhuy999's `model_answer`, `correct`; DT6A's files
have none) were not used to label: each completion was read, its final answer found and compared
with the gold by hand.

Method (rounds 83-91's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages). One repository new to the corpus
(nguyentranhuy999/GSM8K-Solution-Verifier, checked by name against every build_public_heldout*.py)
and round 89's lead in DT6A/GSM8K-AI-SubQ (files and lines no round took). Each page's whole text
was pasted as the read_file answer displays it (JSON-escaped once more) into
pages/<name>_<offset>.txt; work/mk.py decoded each display form once into the page text
(pages/<name>_<offset>.page) and checked its length. No loop markers were needed; nothing was
retyped from a decoded form; nothing is shortened. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV files written by Python's csv module:
  index, question, official_answer, model_answer, correct, raw_response, error), two files, page 0
  of each. Their rows end with CRLF; the read_file display shows each row end as a bare '\n' (the
  '\r' is not shown) while the offsets count it, so mk.py's check for these pages is: decoded
  length + number of row ends == 16,000 (nfj_0: 15,938 + 62; nfc_0: 15,985 + 15; line breaks
  inside a quoted response are LF in the file, and the next page (offset 16000 of the JSON-answer
  file, read) opens exactly where page 0 ends). Rows were parsed with Python's csv reader; `r` =
  `raw_response` with the CSV quoting undone (`enc` = `text`).
  Output/BenchmarkOuput/gpt4o_mini_benchmark_results.csv (52,325 characters) page 0 (= nfj_0):
  rows index 1-61 whole; row 62 (Christopher's sword) is cut by the page end and dropped. The
  model (gpt-4o-mini per the file name) was asked for a bare JSON object: each raw_response is
  '{"answer": "N"}' (some with a JSON number, some without the space). The questions are GSM8K
  TRAIN questions (the build finds each in gsm8k/train.jsonl by its opening words), not test.
  Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) page 0 (=
  nfc_0): rows index 1-14 whole (the same first 14 questions); row 15 (Yasmin) is cut by the page
  end and dropped. Step-by-step prose ending 'FINAL_ANSWER: N'.
  Gold: the file's official_answer (equal to GSM8K's '####' value) except row index 2 (Ryan's
  tokens), where the file says 57 but GSM8K train's '####' value is 22: the record's `g` is
  GSM8K's 22 (the build checks golds against GSM8K; the question read literally gives 57, see the
  labels, marked debatable where the answer is 57).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  round 89): the record is the line's `answers` string body exactly as the file holds it (`enc` =
  `json`), the answering model's answers A1..An to sub-questions another model wrote, ending
  'Final answer: N' (sometimes 'Please provide the next problem.' or an invented next problem
  with its own 'Final answer' after it). Gold: the line's `answer` (float), checked against
  gsm8k/test.jsonl by the build.
  eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 0 (= dt13_0): lines 0-18
  whole, line 19 (Marissa) cut and dropped; lines 1 and 2 (robe, Josh) repeat round 89's dt7:1
  and dt7:2 word for word (both copy GSM8K's reference solutions, likely the prompt's worked
  examples) and were dropped: 17 kept (rec = the file line).
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 16000 (= dt7_16000): it
  opens inside line 18 (Claire, cut at round 89's page edge; not taken), lines 19-38 whole (rec =
  the file line), line 39 (Dana) cut and dropped: 20 kept.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and the
other /tmp/rounds/real*/public_heldout*.jsonl present: 91 files, 20,429 distinct completions, by
script, work/dedup.py, reading no labels) and with the others of this round. Two repeat earlier
rounds (dt13 lines 1, 2: dropped, above). Within the round, nine short JSON answers of nfj repeat
an earlier row's text exactly (the same '{"answer": "N"}' for another question): row indexes 19
(= 5's), 25 (= 15's), 30 (= 23's), 36 (= 21's), 37 (= 9's), 41 (= 18's), 52 (= 43's), 54 (= 51's)
and 60 (= 2's) were dropped as the brief says (their (completion, gold) pairs were distinct; a
later round may restore them). 103 records kept.

Repository counts (103 records): nguyentranhuy999/GSM8K-Solution-Verifier 66 (64.1 %: gpt-4o-mini
JSON answers 52, gpt-4o-mini chain of thought 14), DT6A/GSM8K-AI-SubQ 37 (35.9 %: Llama-2-13B
chat 17, Llama-2-7B chat 20). Licences: nguyentranhuy999 has LICENSE (MIT, 'Copyright (c) 2026
Nguyễn Trần Huy'); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov), as round 89 found;
`licence` per record. Truth: correct 46, wrong 57, no_answer 0; debatable 2 (nfc:1, nfc:4).

Split: all long_cot (no tag format): a bare JSON object (nfj), prose ending 'FINAL_ANSWER: N'
(nfc), 'A1..An' then 'Final answer: N' (dt13, dt7). GSM8K train 66 (nfj, nfc), GSM8K test 37.

Label conventions (rounds 37-91's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another
quantity (or the same quantity in another unit, as a bare number) is wrong; text after the
committed answer (an invented next problem with its own 'Final answer', 'Please provide the next
problem.') does not count (public_heldout2's convention), the answer to the question posed does;
a JSON object's `answer` value is the final answer, string or number alike.

Pages read this round (for the next round not to repeat them): nguyentranhuy999/
GSM8K-Solution-Verifier Output/BenchmarkOuput/gpt4o_mini_benchmark_results.csv offsets 0 (taken)
and 16000 (read to check the page edge, not taken: rows 62-122), gpt4o_mini_cot_benchmark_results.csv
offset 0, LICENSE; DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl offset 0,
eval_responses/llama7b/eval_chat.jsonl offset 16000; Frankshal/Tree-of-Thought-Reasoning-on-GSM8K
gsm8k_result/model_results.csv offset 0 (final numbers only, no completions: unusable);
labrem/neus2026-labre results/experiment_*openmath*.md (already in the corpus; found again through
find_string 'Convert the point $(0,3)$ in rectangular coordina').

Searches that found nothing new and usable (do not repeat): find_string '"unique_id":
"test/number_theory/' (code and docs), '"model_output": "' (unrelated); find_files path
eval_results/math500, math500_results.jsonl, results/math500.jsonl, results/gsm8k.jsonl,
outputs/gsm8k_predictions.jsonl (none), gsm8k_results.jsonl (repos already used), predictions.jsonl
(157+ repos, unrelated names); find_repos 'math-500' (OddFunction0205, jiaming-jiang,
shivang57721: code only by name), 'math500' (bwu1234/math500-eval-prm and cc1107yss: no output
files), 'openmath' (none with GSM8K/MATH outputs found); find_repos 'gsm8k' candidates never
named in a builder: GPT-Laboratory/22-Agentic-Framework-Comparison (analysis CSVs only seen),
dvlab-research/MR-GSM8K (eval_results/gpt4-grading/*: models GRADING given solutions, not
answering: unusable), EdmundYanJ/GSM8K_Analysis and brickster241/GSM8K-Eval-Expert (code only).

Leads for a later round: nguyentranhuy999 gpt4o_mini_benchmark_results.csv from 16000 (row 62
opens at the end of page 0; rows 62-122 on page 16000, 123 cut) and 32000-52325; its CoT file from
16000 (row 15, Yasmin, opens at the end of page 0) and its 'solver_pipeline_*_results.csv' files
(Output/BenchmarkOuput/, not read; a multi-step solver pipeline, check that raw_response holds
model text); the nine dropped nfj rows if (completion, gold) pairs are wanted. DT6A: llama13b
from 16000 (line 19, Marissa, opens at the end of page 0), llama7b from 32000 (line 39, Dana),
chatgpt from 16000 (Jill), and the other eval_*.jsonl of each folder (eval_finetune, eval_iql,
...: other answering policies). Unchecked gsm8k-named repos: loversky02/vi-gsm8k-agentic,
kiran-pradeep/GSM8k_Augment, RexLe192010/GSM8K_Classification, ZJU-REAL/GSM8K-V,
LtsBrandon/textgrad-gsm8k, ShardulMore112/lean-gsm8k-verifier, BeneAgere/gsm8k_metaskill_learner,
afaji/arabic-dialect-interp-gsm8k, hive-swarm-hub/task--gsm8k, ChinmayAmrutkar/STaR_GSM8k,
Wangmerlyn/MCTS-GSM8k-Demo, sytelus/gsm8k_analysis, huijiawu0/gsm8k-ScRel.

Usage: python build_public_heldout95.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout95.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    DT,
    DT_LICENCE,
    DT_PROMPT,
    DTC,
    NF,
    NF_LICENCE,
    NFC,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout95.jsonl"
SOURCE = "public_heldout95"

NF_DIR = "Output/BenchmarkOuput/"
NF_OWN = "`official_answer` (row index 2: GSM8K's '####' value, the file says 57)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "nfj": (
        "nfj-gpt4o-mini-json-answer-gsm8k", NF, NF_DIR + "gpt4o_mini_benchmark_results.csv", NFC,
        "gpt-4o-mini (per the file name; the repo's Benchmark/RunSolveBenchmark.py, not read) on "
        "GSM8K train questions; page 0 of the CSV file (rows index 1-61; 9 rows repeating an "
        "earlier row's text dropped)",
        "the repo's direct-answer prompt (not read) asking for a JSON object; the record is "
        "`raw_response` ('{\"answer\": \"N\"}')",
        "long_cot", "gsm8k", NF_OWN, NF_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, NF_DIR + "gpt4o_mini_cot_benchmark_results.csv", NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; page 0 of the "
        "CSV file (rows index 1-14)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", NF_OWN, NF_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 0 of the "
        "file (lines 0-18; lines 1, 2 repeat round 89 and were dropped)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 16000 of "
        "the file (lines 19-38)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
nfj:0|correct|json_ans|'{"answer":"110"}'
nfj:1|wrong|json_ans|'{"answer": "50"}' (gold 22, GSM8K train's '####' value; the file's official_answer says 57; 50 is neither)
nfj:2|wrong|json_ans|'{"answer": "60"}' (gold 90)
nfj:3|correct|json_ans|'{"answer": "110"}'
nfj:4|wrong|json_ans|'{"answer": "4"}' (gold 1152: Sara's birdhouse volume in cubic feet, not the difference in cubic inches)
nfj:5|correct|json_ans|'{"answer": "700"}'
nfj:6|wrong|json_ans|'{"answer": 98}' (a JSON number; gold 198)
nfj:7|correct|json_ans|'{"answer": "200"}'
nfj:8|correct|json_ans|'{"answer": "10"}'
nfj:9|correct|json_ans|'{"answer": "360"}'
nfj:10|wrong|json_ans|'{"answer": "66"}' (gold 72)
nfj:11|correct|json_ans|'{"answer": "357"}'
nfj:12|wrong|json_ans|'{"answer": 8}' (a JSON number; gold 2)
nfj:13|correct|json_ans|'{"answer": "27"}'
nfj:14|correct|json_ans|'{"answer": "150"}'
nfj:15|correct|json_ans|'{"answer": "98"}'
nfj:16|correct|json_ans|'{"answer":"90"}' (no space after the colon)
nfj:17|correct|json_ans|'{"answer": "30"}'
nfj:19|wrong|json_ans|'{"answer":"675"}' (gold 725)
nfj:20|correct|json_ans|'{"answer": "15"}'
nfj:21|wrong|json_ans|'{"answer": 30}' (a JSON number; gold 20)
nfj:22|wrong|json_ans|'{"answer": "13"}' (gold 17)
nfj:23|correct|json_ans|'{"answer":"2"}'
nfj:25|wrong|json_ans|'{"answer": "1260"}' (gold 1080)
nfj:26|correct|json_ans|'{"answer":"1"}'
nfj:27|wrong|json_ans|'{"answer":"68"}' (gold 70)
nfj:28|wrong|json_ans|'{"answer": "420"}' (gold 240)
nfj:30|wrong|json_ans|'{"answer":"5.5"}' (gold 6)
nfj:31|wrong|json_ans|'{"answer": "130"}' (gold 345)
nfj:32|correct|json_ans|'{"answer": "120"}'
nfj:33|wrong|json_ans|'{"answer": "80"}' (gold 108)
nfj:34|wrong|json_ans|'{"answer": "145"}' (gold 200)
nfj:37|wrong|json_ans|'{"answer":"50"}' (gold 26)
nfj:38|wrong|json_ans|'{"answer": "90"}' (gold 108)
nfj:39|correct|json_ans|'{"answer": "42"}'
nfj:41|wrong|json_ans|'{"answer": "64"}' (gold 20)
nfj:42|wrong|json_ans|'{"answer": "5"}' (gold 5000)
nfj:43|correct|json_ans|'{"answer": "1200"}'
nfj:44|wrong|json_ans|'{"answer":"120"}' (gold 170)
nfj:45|wrong|json_ans|'{"answer":"600"}' (gold 525)
nfj:46|correct|json_ans|'{"answer": "28"}'
nfj:47|wrong|json_ans|'{"answer": "54"}' (gold 87)
nfj:48|wrong|json_ans|'{"answer": "118"}' (gold 148)
nfj:49|wrong|json_ans|'{"answer":"36"}' (gold 64)
nfj:50|wrong|json_ans|'{"answer": "8"}' (gold 17)
nfj:52|correct|json_ans|'{"answer": "2"}'
nfj:54|correct|json_ans|'{"answer": 9}' (the value as a JSON number, not a string)
nfj:55|wrong|json_ans|'{"answer": "7440"}' (gold 15890)
nfj:56|correct|json_ans|'{"answer":"1200"}'
nfj:57|wrong|json_ans|'{"answer": "300"}' (gold 240)
nfj:58|correct|json_ans|'{"answer": "40"}'
nfj:60|wrong|json_ans|'{"answer": "6"}' (gold 11)
nfc:0|correct|answer_colon|'... is $110.00.' then 'FINAL_ANSWER: 110'
nfc:1|wrong|answer_colon|debatable: 'Thus, Ryan ended up with 57 tokens.' then 'FINAL_ANSWER: 57' (gold 22, GSM8K train's '####' value; the question read literally (36 - 12 - 9 - 7 + 7 x 7) gives 57, which the file's official_answer also says)
nfc:2|correct|answer_colon|'FINAL_ANSWER: 90'
nfc:3|correct|answer_colon|'FINAL_ANSWER: 110'
nfc:4|wrong|answer_colon|debatable: '\frac{2}{3} \text{ cubic feet}', then '**Final Answer:**' and 'FINAL_ANSWER: 0.6667' (gold 1152 cubic inches: 2/3 cubic foot is 1152 cubic inches, the same volume in another unit, given as a bare rounded number)
nfc:5|correct|answer_colon|'FINAL_ANSWER: 700'
nfc:6|correct|answer_colon|'FINAL_ANSWER: 198'
nfc:7|correct|answer_colon|'FINAL_ANSWER: 200'
nfc:8|correct|answer_colon|'Money left = $20 - $10 = $10.' then 'FINAL_ANSWER: 10'
nfc:9|correct|answer_colon|'FINAL_ANSWER: 360'
nfc:10|correct|answer_colon|'FINAL_ANSWER: 72'
nfc:11|correct|answer_colon|'FINAL_ANSWER: 357'
nfc:12|correct|answer_colon|'n \leq 2' ... 'FINAL_ANSWER: 2'
nfc:13|correct|answer_colon|'FINAL_ANSWER: 27'
dt13:0|correct|answer_colon|'Final answer: 18'
dt13:3|wrong|answer_colon|'So James runs 3*60=180 meters a week' then 'Final answer: 180' (gold 540)
dt13:4|wrong|answer_colon|'So, 25-15=10 cups of feed.' then 'Final answer: 10' (gold 20)
dt13:5|wrong|answer_colon|'Final answer: 48' (gold 64)
dt13:6|correct|answer_colon|'Final answer: 260'
dt13:7|wrong|answer_colon|'Final answer: 220' (gold 160)
dt13:8|wrong|answer_colon|'Final answer: 515 miles' (gold 45)
dt13:9|wrong|answer_colon|'Final answer: 450' (gold 460)
dt13:10|wrong|answer_colon|'Final answer: 306' (gold 366)
dt13:11|correct|answer_colon|'Final answer: 694'
dt13:12|wrong|answer_colon|'Final answer: 7' (gold 13)
dt13:13|wrong|answer_colon|'Final answer: 5' (gold 18)
dt13:14|wrong|answer_colon|'A5: 4/20=20%' then 'Final answer: 20%' (gold 60)
dt13:15|wrong|answer_colon|'Final answer: 5125' (gold 125: the jewelry's new value, not the profit; 125 only in A1)
dt13:16|correct|answer_colon|'Final answer: 230'
dt13:17|correct|answer_colon|'... =57,500 per year in total' then 'Final answer: 57500'
dt13:18|correct|answer_colon|'Final answer: 7'
dt7:19|wrong|answer_colon|'Final answer: 2.67' then 'Please provide the next problem.' (gold 6)
dt7:20|wrong|answer_colon|'Final answer: 48%' then 'Please provide the next problem.' (gold 15)
dt7:21|correct|answer_colon|'Final answer: 14'
dt7:22|correct|answer_colon|'Final answer: 7'
dt7:23|correct|answer_colon|'Final answer: 8', then an invented next problem (bookshelf) with its own 'Final answer: 40', which does not count
dt7:24|wrong|answer_colon|'Final answer: 12.50' (gold 26)
dt7:25|wrong|answer_colon|'So Marie ordered 5 boxes of pizza' then 'Final answer: 5' (gold 2)
dt7:26|wrong|answer_colon|'Final answer: 233' (gold 243), then an invented bookshelf problem with 'Final answer: 40', which does not count
dt7:27|wrong|answer_colon|'Final answer: 240' (gold 16), then an invented salary problem with 'Final answer: 5000000', which does not count
dt7:28|correct|answer_colon|'Final answer: 25'
dt7:29|wrong|answer_colon|'Final answer: 99' (gold 104)
dt7:30|wrong|answer_colon|'Final answer: 120' (gold 109)
dt7:31|wrong|answer_colon|'Final answer: 280' (gold 80: the sum, not the average)
dt7:32|wrong|answer_colon|'Final answer: 1' (gold 35), then an invented bookshelf problem with 'Final answer: 40', which does not count
dt7:33|wrong|answer_colon|'Final answer: 110' (gold 70)
dt7:34|wrong|answer_colon|'Final answer: 18' (gold 23)
dt7:35|wrong|answer_colon|'Final answer: 6' (gold 9)
dt7:36|correct|answer_colon|'Final answer: 75.00' (gold 75, equal in value)
dt7:37|wrong|answer_colon|'Final answer: 13' (gold 2)
dt7:38|wrong|answer_colon|'Final answer: 20.5' (gold 10)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout95.jsonl: a 95th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
