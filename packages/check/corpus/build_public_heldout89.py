r"""Build public_heldout89.jsonl: an 89th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (DT6A's file has none; Marvelrex's `response_ans`;
jonathantiedchen's `extracted_model_answers`, `majority_answer`, `correct`, `accuracy`) were not
used to label: each completion was read, its final answer found and compared with the gold by hand.

Method (rounds 83-87's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages). Three repositories new to the corpus
(checked by name against every build_public_heldout*.py, and every completion against the earlier
rounds, below). Each page's whole text was pasted as the read_file answer displays it (JSON-escaped
once more) into pages/<name>.txt; work/mk.py decoded each display form once into the page text and
checked its length: every 16,000-character page decodes to exactly 16,000 characters, every whole
small file to its total_chars. Only whole records were taken.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}):
  eval_responses/llama7b/eval_chat.jsonl page 0 (= dt_llama7b_0); 18 whole lines, the 19th (Claire's
  omelets) cut by the page end and dropped. The record is the line's `answers`: the answering
  model's (Llama-2-7B-chat per the folder name) answers A1..An to sub-questions another model
  wrote, ending 'Final answer: N' (sometimes 'Please provide the next problem.' or an invented next
  problem after it). One line break of the paste had been typed as a literal newline; it was put
  back to the display's '\n' (the only change after pasting) and the page then decoded to 16,000.
  eval_responses/chatgpt/eval_chat.jsonl page 0 (= dt_chatgpt_0; ChatGPT per the folder name):
  17 whole lines, the 18th (Jill) cut and dropped; lines 1 and 2 (robe, Josh) repeat the llama7b
  file's lines 1 and 2 word for word (both copy GSM8K's reference solutions, likely the prompt's
  worked examples) and were dropped, 15 kept (rec = the line's index in the file).
* Marvelrex/SR_GSM8K at a4db1e8 (JSON lines): grade_school_math/outputs/llama_generate/normal/
  results.jsonl page 0 (Llama-3.1-8B-Instruct, = mr_l31_normal_0; lines test_00000-test_00010, the
  12th line, Toula, cut and dropped) and grade_school_math/outputs/llama3b_test/normal/results.jsonl
  page 0 (Llama-3.2-3B-Instruct, = mr_l32_normal_0; lines test_00000-test_00007, the 9th, John's
  drive, cut and dropped). The record is the line's `response_rationale` as the file stores it: the
  model was asked for a JSON object {rationale, ans}; where the repo's parser failed, the field holds
  the raw output ('{\n  "rationale": "...",\n  "ans": 18', the closing brace mostly missing), else
  only the parsed rationale (the `ans` went to a separate field, `response_ans`, NOT part of the
  record and not read for labels): such a rationale that only plans the steps and never states a
  result is labelled no_answer. Loop marker (round 75's method): line test_00005 of the 3B page
  repeats 'We can also calculate the total cost by multiplying 16 by the cost of the first glass
  ($5) and adding the cost of the remaining glasses (16-2) glasses, which is 14 glasses, multiplied
  by the cost of the second glasses ($3). ' (224 characters): pasted once between markers; exactly
  one n in 0-300 makes the page decode to 16,000: n = 6 (7 copies in all, as counted by eye). The
  shorter repetitions of test_00008 (cut, not taken) were pasted out in full.
* wulei20/AML_HW4_Infer at 1a89744 (JSON lines {ID, Correct, Predicted Answer, Predicted}):
  evaluate/evaluate_result_g1.jsonl, the whole file (4,924 characters, = wl_g1): glm-4-flash on the
  first 10 MATH-500 problems (found through README_ZN.md, which quotes one line). The record is
  `Predicted`, the final-answer response after the repo's g1-style reasoning loop; the file stores
  only the MATH-500 unique_id, so the problem and gold are those of math500/test.jsonl with that id
  (by script; the build checks the answer again through the problem's opening words).
* jonathantiedchen/math-reasoning-in-language-models at 892dc86 (JSON arrays of {question,
  gold_answer_text, model_answers_text, ...} + a closing {accuracy}): four whole small files under
  scripts/benchmarking/eval_results/: few_shot/unsloth_mistral-7b-bnb-4bit_v0_test5_results.json
  (4,758 characters, = jt_fs_base), zero_shot/unsloth_mistral-7b-bnb-4bit_v0_test5_results.json
  (3,681, = jt_zs_base), few_shot/mistral-math-sft-final_v0_test5_results.json (6,032, =
  jt_fs_sft), zero_shot/mistral-math-sft-final_v0_test5_results.json (9,279, = jt_zs_sft): the
  first 5 GSM8K test questions each; the record is model_answers_text[0] (one sample each).
  And, at b445e7e, playground/gsm8k/copied_repo/eval_results/zero_shot/Mistral-7B-v0.1_cot_results.json
  page 0 (= jt_pg_cot_0; 16,232 characters in all): elements 0-8 whole, the 10th (Eliza) cut by the
  page end and dropped. Loop marker: element 3 repeats 'James runs 3 times 3 times 60 meters.\n\n'
  (41 characters) then ends on the same sentence; pasted once between markers, the only n in
  0-300 that makes the page decode to 16,000 is n = 24 (25 copies of the unit + the last sentence
  = 26 in all). The numbered repetitions of elements 0 ('N. How much money does Janet make ...',
  4-28) and 6 ('N. Toulouse, Charleston, and Seattle have 44 sheep.', 10-26) differ in their numbers
  and were pasted out in full as displayed.
Nothing was retyped from a decoded form. Nothing is shortened.

Read, NOT taken: jonathantiedchen few_shot/mistral-math-sft-SVAMP_v0_test5_results.json (long
'.0.0.0' loops) and zero_shot/gpt2_v0_test5_results.json (long verbatim loops), to keep the repo
under half of the round; DT6A eval_responses/mistral/eval_chat.jsonl page 0 (8 whole lines, but
three long verbatim loops on one page: 'He plants 100 acres of corn and 100 acres of soybeans.',
'He has to pay 100 dollars for the car.', '16.666...' digits, which one length check cannot fix one
by one); Marvelrex outputs/llama3b_test/normal page 0 line 8 and the cut lines above.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl: 137 files, 20,063 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round. None repeats.

Repository counts (91 records): DT6A/GSM8K-AI-SubQ 33 (36.3 %: Llama-2-7B chat 18, ChatGPT 15),
jonathantiedchen/math-reasoning-in-language-models 29 (31.9 %: Mistral-7B base 4-bit few-shot 5
and zero-shot 5, the repo's Mistral math SFT few-shot 5 and zero-shot 5, Mistral-7B-v0.1 zero-shot
CoT 9), Marvelrex/SR_GSM8K 19 (20.9 %: Llama-3.1-8B-Instruct 11, Llama-3.2-3B-Instruct 8),
wulei20/AML_HW4_Infer 10 (11.0 %: glm-4-flash, MATH-500). Truth: correct 29, wrong 49,
no_answer 13. Licences: DT6A has LICENSE (MIT, Copyright (c) 2024 Denis
Tarasov); no LICENSE file found in the index for Marvelrex, jonathantiedchen or wulei20; `licence` per record.

Split: all long_cot (no tag format); GSM8K test 81 (gold = gsm8k/test.jsonl '####' value, found by
the question's opening words and checked against the file's own gold by the build), MATH-500 10
(wulei20; gold = math500/test.jsonl `answer`).

Label conventions (rounds 37-87's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another quantity
is wrong; text after the committed answer (an invented next problem, 'Q:', a self-set question)
does not count (public_heldout2's convention), the answer to the question posed does; an
unevaluated expression as the final answer is read for its value.

Pages read this round (for the next round not to repeat them): DT6A/GSM8K-AI-SubQ
eval_responses/{llama7b,chatgpt,mistral}/eval_chat.jsonl offset 0 (mistral not taken); Marvelrex/SR_GSM8K outputs/llama3b_test/normal/
results.jsonl offset 0 and outputs/llama_generate/normal/results.jsonl offset 0; the six
jonathantiedchen eval_results files named above (whole) and the playground file's offset 0; velonavasiliki/GSM8K results/evaluation_results.json
(full_response fields are snippets cut at both ends: unusable); daspronoy/rlvr-misalignment-onset
results/phase1/capability/higher_token_limit/main.jsonl offset 0 (MATH, 12.3 M characters, records
far longer than a page, first one a verbatim loop: unusable); hoangsonpham727/slm-math-reasoning
Experiment2/results/qwen25_math_1.5b_cot.jsonl offset 0 (synthetic problems, neither GSM8K nor
MATH: unusable).

Searches that found nothing usable (do not repeat): find_repos 'math500' (all candidates used,
code-only or course repos: BY571/openpipe-math500, userdarius/math500_eval, nxchenbnu/MATH500-Eval,
DillonVR/Math500, FBSalol), 'grpo', 'r1-zero', 'rlvr' (unused ones checked: TsingZYY, spbui00,
aaliyan1230, sol0invictus: no GSM8K/MATH completions), 'math-reasoning' (Buguerito, ZhansLeo:
problems or SFT data only), 'hendrycks'; the brief's candidates xiaooai/unsloth-grpo-gsm8k,
zsLiu2003/gsm8k-phi3-alignment, 0ozcharles/coconut-qwen-gsm8k, Meenatchisundari/prompt-eng-llm-gsm8k
(code only, no outputs); YuZh98/finetune-gsm8k, Karma-D-Dema, Fighoture, National-Security-
Intelligence/tinyllama-gsm8k, t1anyuv/GSM8KCoT, khoangothe/LLaMA-Factory-GSM8K, BharathSaiReddy13,
Himanshu0508Raturi, guillaumeBellec, robflynnyh, narottaman (no output files); find_string
'"response": "<think>\n', '"completion": "<think>\n', '</think> <answer>', '"generation": "To
solve', '"pred": "\\boxed', '"gt_answer": "\\frac', '"output": "<reasoning>\n', '"output": "To
find', 'I hope it is correct.", "', '\n\nThe final answer is $\\boxed{' (docs, tests, hint
experiments, no GSM8K/MATH output files); search(code) 'math500 predictions jsonl model_response
boxed' and 'think answer rollout samples gsm8k' (used repos: mianhua7, XiaojinStu, minhpham160603,
BobbyGuo-UTokyo). The find_string '"unique_id": "test/algebra/' found wulei20 (README_ZN.md).

Leads for a later round: DT6A eval_responses/llama13b/eval_*.jsonl and the other eval_*.jsonl
of each folder (same format; the first problems copy the prompt's worked examples, check repeats),
llama7b from 16000 (Claire opens at the end of 0), chatgpt from 16000 (Jill); Marvelrex the other
outputs/*/{fixed,freeform,noisy,step}/results.jsonl and llama_2_13b_test; jonathantiedchen
playground file from 16000 (Eliza, 232 characters, closes the file).

Usage: python build_public_heldout89.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout89.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    DT,
    DT_LICENCE,
    DTC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout89.jsonl"
SOURCE = "public_heldout89"

MR, MRC = "Marvelrex/SR_GSM8K", "a4db1e8dbe11ec66fafea3956668f22b0c339adf"
MR_PROMPT = (
    "the repo's 'normal' prompt strategy (not read) asking for a JSON object with a `rationale` and "
    "an `ans`; the record is `response_rationale` as the file stores it: the raw output where the "
    "repo's parser failed, else the parsed rationale only (the parsed `ans` is in another field, "
    "not part of the record)"
)
JT, JTC = (
    "jonathantiedchen/math-reasoning-in-language-models",
    "892dc86499eccd0527b7319edd6d049950d92f4d",
)
JT_DIR = "scripts/benchmarking/eval_results/"
JT_PROMPT = (
    "the repo's {} GSM8K prompt (not read; the base model ends 'The answer is N.' and opens an "
    "invented 'Q:'); the record is model_answers_text[0]"
)
JT_MODEL = "{} on the first 5 GSM8K test questions ('test5'); the whole file"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; page 0 of the file",
        "the repo's sub-question answering prompt (not read); the record is `answers` "
        "('A1: ... An: ...' then 'Final answer: N')",
        "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 0 of the file",
        "the repo's sub-question answering prompt (not read); the record is `answers` "
        "('A1: ... An: ...' then 'Final answer: N')",
        "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "wlg1": (
        "wlg1-glm4flash-g1-math500", "wulei20/AML_HW4_Infer", "evaluate/evaluate_result_g1.jsonl",
        "1a897445d01eaceeb5f28fcd0c2b5a2a73f9296d",
        "glm-4-flash (ZhipuAI API; README_ZN.md, not taken) run through the repo's g1-style step-by-step "
        "JSON reasoning loop (o1/g1) then a final-answer request, on the first 10 MATH-500 problems; "
        "the whole file",
        "g1 reasoning steps (not stored) and a final-answer request (not read); the record is "
        "`Predicted`, the final response (the file's `Predicted Answer` is the repo's extraction)",
        "long_cot", "math", "MATH-500 `answer` of the line's unique_id (the file stores no gold)",
        NO_LICENCE,
    ),
    "mr31": (
        "mr31-llama31-8b-json-gsm8k", MR, "grade_school_math/outputs/llama_generate/normal/results.jsonl",
        MRC, "meta-llama/Llama-3.1-8B-Instruct (the line's `model`), GSM8K test; page 0 of the file",
        MR_PROMPT, "long_cot", "gsm8k", "`gold`", NO_LICENCE,
    ),
    "mr32": (
        "mr32-llama32-3b-json-gsm8k", MR, "grade_school_math/outputs/llama3b_test/normal/results.jsonl",
        MRC, "meta-llama/Llama-3.2-3B-Instruct (the line's `model`), GSM8K test; page 0 of the file",
        MR_PROMPT, "long_cot", "gsm8k", "`gold`", NO_LICENCE,
    ),
    "jtfb": (
        "jtfb-mistral7b-fewshot-gsm8k", JT, JT_DIR + "few_shot/unsloth_mistral-7b-bnb-4bit_v0_test5_results.json",
        JTC, JT_MODEL.format("unsloth/mistral-7b-bnb-4bit (base, 4-bit), few-shot"),
        JT_PROMPT.format("few-shot"), "long_cot", "gsm8k", "gold_answer_text '####' value", NO_LICENCE,
    ),
    "jtzb": (
        "jtzb-mistral7b-zeroshot-gsm8k", JT, JT_DIR + "zero_shot/unsloth_mistral-7b-bnb-4bit_v0_test5_results.json",
        JTC, JT_MODEL.format("unsloth/mistral-7b-bnb-4bit (base, 4-bit), zero-shot"),
        JT_PROMPT.format("zero-shot"), "long_cot", "gsm8k", "gold_answer_text '####' value", NO_LICENCE,
    ),
    "jtfs": (
        "jtfs-mistral-math-sft-fewshot-gsm8k", JT, JT_DIR + "few_shot/mistral-math-sft-final_v0_test5_results.json",
        JTC, JT_MODEL.format("the repo's mistral-math-sft-final (Mistral-7B after its math SFT, "
        "'var_a = ...' program style), few-shot"),
        JT_PROMPT.format("few-shot"), "long_cot", "gsm8k", "gold_answer_text '####' value", NO_LICENCE,
    ),
    "jtzs": (
        "jtzs-mistral-math-sft-zeroshot-gsm8k", JT, JT_DIR + "zero_shot/mistral-math-sft-final_v0_test5_results.json",
        JTC, JT_MODEL.format("the repo's mistral-math-sft-final (Mistral-7B after its math SFT, "
        "'var_a = ...' program style), zero-shot"),
        JT_PROMPT.format("zero-shot"), "long_cot", "gsm8k", "gold_answer_text '####' value", NO_LICENCE,
    ),
    "jtpg": (
        "jtpg-mistral7b-v01-zeroshot-cot-gsm8k", JT,
        "playground/gsm8k/copied_repo/eval_results/zero_shot/Mistral-7B-v0.1_cot_results.json",
        "b445e7e2583bac8e6cde85f3a5b88f81e5e2b9f8",
        "Mistral-7B-v0.1 (base, per the file name) zero-shot chain of thought on GSM8K test; page "
        "0-15999 of the 16,232-character file (elements 0-8)",
        "a zero-shot CoT prompt (not read; every answer opens 'Let's think step by step.'); the "
        "record is model_answers_text[0]",
        "long_cot", "gsm8k", "gold_answer_text '####' value", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dt7:0|wrong|answer_colon|'Final answer: $16' then 'Please provide the next problem.' (gold 18: took 16-3-4 as 8)
dt7:1|correct|answer_colon|'Final answer: 3' (the answers copy GSM8K's reference solution, likely the prompt's worked example)
dt7:2|correct|answer_colon|'Final answer: 70000' (the answers copy GSM8K's reference solution, likely the prompt's worked example)
dt7:3|wrong|answer_colon|'Final answer: 180' (gold 540), then an invented next problem (bookshelf) with its own 'Final answer: 40', which does not count
dt7:4|wrong|answer_colon|'Final answer: 40' (gold 20)
dt7:5|wrong|answer_colon|'Final answer: 42.50' (gold 64)
dt7:6|wrong|prose_sentence|no 'Final answer' line: ends 'have 8+8+20=36 sheep together.' (gold 260)
dt7:7|wrong|answer_colon|'Final answer: 220' (gold 160)
dt7:8|wrong|answer_colon|'Final answer: 335' (gold 45)
dt7:9|wrong|answer_colon|'Final answer: 51.25' (gold 460)
dt7:10|wrong|answer_colon|'Final answer: 304' (gold 366)
dt7:11|wrong|answer_colon|'Final answer: 8376' (gold 694)
dt7:12|wrong|answer_colon|'Final answer: 8.6' (gold 13)
dt7:13|wrong|answer_colon|'Final answer: 5' (gold 18)
dt7:14|correct|answer_colon|'12/20=0.6 or 60% ...' then 'Final answer: 60' (gold 60, a percentage)
dt7:15|wrong|answer_colon|'Final answer: 8096' (gold 125: the new value, not the profit)
dt7:16|correct|answer_colon|'Final answer: 230'
dt7:17|wrong|answer_colon|'Final answer: $58000' (gold 57500: 50 x 700 taken as 35,500)
dtgp:0|correct|answer_colon|'Final answer: 18'
dtgp:3|correct|answer_colon|'Final answer: 540'
dtgp:4|wrong|answer_colon|'Final answer: 60' (gold 20: the day's total, not the last meal)
dtgp:5|wrong|answer_colon|'(1 * $5) + (15 * $3) = $5 + $45 = $50.' then 'Final answer: 50' (gold 64)
dtgp:6|correct|answer_colon|'Final answer: 260' (working in GSM8K's '<<20*4=80>>' calculator style)
dtgp:7|wrong|answer_colon|'Final answer: 120' (gold 160)
dtgp:8|wrong|answer_colon|'Final answer: 165' (gold 45)
dtgp:9|correct|answer_colon|'= $460.' then 'Final answer: 460'
dtgp:10|correct|answer_colon|'Final answer: 366'
dtgp:11|wrong|answer_colon|'Final answer: 8328' (gold 694: priced per donut, not per dozen)
dtgp:12|wrong|answer_colon|'$90 / $7.5 = 12 years' then 'Final answer: 12' (gold 13)
dtgp:13|wrong|answer_colon|'Final answer: 13' (gold 18)
dtgp:14|correct|answer_colon|'(12/20)*100=60%.' then 'Final answer: 60' (gold 60, a percentage)
dtgp:15|wrong|answer_colon|'Final answer: 5,125' (gold 125: the jewelry's new value, not the profit; A1 has 125 only in the working)
dtgp:16|correct|answer_colon|'Final answer: 230'
wlg1:0|correct|prose_sentence|'The polar coordinates of the point (0,3) are $(3, \frac{\pi}{2})$.' (gold \left( 3, \frac{\pi}{2} \right))
wlg1:1|no_answer|none|'I am unable to explicitly express the double sum in terms of $p$ and $q$ ...': no answer (gold p - q)
wlg1:2|wrong|prose_sentence|'... = 2 - \frac{5}{3} - 2 = -\frac{5}{3}$.' (gold \frac{14}{3}; f(-1) = 5/3 and f(0) = 1 were miscomputed)
wlg1:3|correct|prose_sentence|'The final answer is that 196 has 9 positive whole-number divisors.'
wlg1:4|correct|prose_sentence|'Evelyn has the greatest average speed of 3.6 miles per hour.' (gold \text{Evelyn}: the student asked for is named; the 3.6 mph is an unsupported extra figure, not the quantity asked)
wlg1:5|wrong|prose_sentence|'The perimeter of the hexagon is 126 inches.' (gold 42)
wlg1:6|correct|prose_sentence|'... is 27.'
wlg1:7|wrong|prose_sentence|'The angle between the lines is \(\text{arccos}(-48/35)\).' (gold 90^\circ; -48/35 is not even a cosine)
wlg1:8|correct|prose_sentence|'... is \u221a117.' written with the Unicode root sign: sqrt(117) = 3 sqrt(13) (gold 3\sqrt{13}), equal in value
wlg1:9|wrong|prose_sentence|'Therefore, the total number of values ... is 2.' (gold 4)
mr31:0|correct|json_ans|raw JSON output, unclosed: '"ans": 18' after a rationale ending '9 * 2 = 18 dollars.'
mr31:1|correct|json_ans|'"ans": 3' (unclosed JSON)
mr31:2|wrong|prose_sentence|parsed rationale only: ends 'which is $52,000 - $80,000 - $50,000.' (an unevaluated -78,000; gold 70000)
mr31:3|correct|json_ans|'"ans": 540' (unclosed JSON)
mr31:4|no_answer|none|parsed rationale only: a plan ('First, calculate ... Subtract ... to find the amount needed in the final meal.') with no number; no answer in the record
mr31:5|wrong|prose_sentence|parsed rationale only: ends 'The total cost is 5 + 3 * 12.' (an unevaluated 41; gold 64)
mr31:6|correct|json_ans|'"ans": 260' (unclosed JSON)
mr31:7|no_answer|none|parsed rationale only: steps with 40 min and 60 min, then 'Finally, add the time ...' with no total stated; no answer in the record
mr31:8|no_answer|none|parsed rationale only: a plan with no number; no answer in the record
mr31:9|wrong|json_ans|'"ans": 500 + (5 * 10 * 1.2)\n}' (an unevaluated expression, 560; gold 460)
mr31:10|correct|json_ans|'"ans": 366' (unclosed JSON)
mr32:0|no_answer|none|parsed rationale only: a plan ('First, calculate ... Finally, multiply ...') with no number; no answer in the record
mr32:1|correct|prose_sentence|'The total number of bolts is 2 + 1 = 3.'
mr32:2|wrong|prose_sentence|'gives a profit of $120,000.' (gold 70000)
mr32:3|no_answer|none|parsed rationale only: '9 sprints/week', then 'Multiply 9 sprints/week by 60 meters/sprint to get the total meters run per week.' with no total stated
mr32:4|correct|prose_sentence|working passes '40 - 60 = -20', retracted ('However, this is incorrect'), then 'Therefore, Wendi needs to give her chickens 20 cups of feed in the final meal of the day.'
mr32:5|no_answer|truncated|raw JSON output: the rationale repeats 'We can also calculate the total cost ...' 7 times and is cut mid-sentence; no 'ans', no total
mr32:6|correct|prose_sentence|'The total number of sheep is 20 + 80 + 160 = 260.'
mr32:7|no_answer|none|parsed rationale only: a plan (160 GB, 40 GB, 20 minutes of restart) with no total stated
jtfb:0|correct|answer_is|'The answer is 18.' then an invented '\n\nQ:'
jtfb:1|wrong|answer_is|'The answer is 7.5.' then 'Q:' (gold 3)
jtfb:2|wrong|answer_is|'The answer is $40,000.' then 'Q:' (gold 70000)
jtfb:3|correct|answer_is|'The answer is 540.' then 'Q:'
jtfb:4|wrong|answer_is|'So 40 / 3 = 13.33. The answer is 13.' then 'Q:' (gold 20)
jtzb:0|wrong|bare_last_line|the whole answer '$16' then '\n\nQ:' (gold 18)
jtzb:1|correct|bare_last_line|'3 bolts' then '\n\nQ:'
jtzb:2|wrong|bare_last_line|'$100,000' then '\n\nQ:' (gold 70000)
jtzb:3|wrong|bare_last_line|'180' then '\n\nQ:' (gold 540)
jtzb:4|wrong|bare_last_line|'10 cups' then '\n\nQ:' (gold 20)
jtfs:0|no_answer|truncated|'Janet has $2300' (a statement, not an answer) then 'var_a = 35 ...' program lines cut at 'var_z = var'; no answer stated
jtfs:1|wrong|answer_is|'Therefore, the answer is 39.5.' then a self-set question ('How much money did Michael have at first?') and a cut 'Therefore, the answer is 1' (gold 3; either answer is wrong)
jtfs:2|wrong|answer_is|'Therefore, the answer is 47.5.' then a self-set question and program lines cut at 'var' (gold 70000)
jtfs:3|no_answer|truncated|'James has 37 (permutations) ...' then program lines cut at 'var_w = var_m + var_'; no answer stated
jtfs:4|wrong|answer_is|'Therefore, the answer is 34.5.', 'Therefore, the answer is 33.5.', then a self-set question and cut program lines (gold 20)
jtzs:0|wrong|answer_is|first line '16', then 'Therefore, the answer is 108.6.2.5.', '16.25.08.', '15.76.2.' with self-set questions, cut at 'Therefore,' (gold 18; no answer equals it)
jtzs:1|wrong|answer_is|first line '2', then 'the answer is' 5.5, 5.75, 14.5, 9.4, 8.5, 20.4.5, 5.5.5 with self-set questions, cut in a for-loop (gold 3)
jtzs:2|wrong|answer_is|'Therefore, the answer is 180000.' then 160.05, 2100.5, ... 340.5 with self-set questions, cut (gold 70000)
jtzs:3|wrong|answer_is|first line '60', 'Therefore, the answer is 180.' then 520, 1800, ... 7.5 with self-set questions, cut (gold 540; 540 never stated)
jtzs:4|wrong|answer_is|'Therefore, the answer is 14.25.' then 34.25, 6.05, ... 3.4.5 with self-set questions, cut (gold 20)
jtpg:0|no_answer|truncated|numbered sub-questions, '3.' to '28. How much money does Janet make at the farmers' market?' repeated, cut at '29. How much'; no answer
jtpg:1|no_answer|none|only the sub-questions (listed twice), then an invented 'Q:'; no answer
jtpg:2|wrong|prose_sentence|'So, the profit is $195,000 - $130,000 = $65,000.' then 'Q:' (gold 70000)
jtpg:3|correct|prose_sentence|debatable: 'James runs 3 times 3 times 60 meters.' 26 times (a verbatim loop, cut by the token limit after a whole sentence): the only stated answer is the unevaluated product 3 x 3 x 60 = 540 (gold 540), read for its value as mr31:9's expression; a reader may call the loop no_answer
jtpg:4|correct|prose_sentence|'Therefore, Wendi needs to give her chickens 20 cups of feed in the final meal of the day.'
jtpg:5|no_answer|truncated|sixteen glass prices (a geometric 0.6^k series), then 'The total cost is $5 + 3 + ... + 0.2296 +' cut by the token limit; no total
jtpg:6|wrong|prose_sentence|'... have 4 + 20 + 20 = 44 sheep.' then '44 sheep' repeated to item 26, cut (gold 260)
jtpg:7|wrong|prose_sentence|'The total time is 20 + 60 + 20 + 40 = 140 minutes.', then '... = 2 GB/minute.' and 'Q:' (gold 160; neither is it)
jtpg:8|wrong|prose_sentence|'So, he's 435 miles from home.' (gold 45)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout89.jsonl: an 89th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
