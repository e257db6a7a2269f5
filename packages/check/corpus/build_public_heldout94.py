__doc__ = r"""Build public_heldout94.jsonl: a 94th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `generated_answer`, handsomeZR's `pred_final`,
`pred_final_fallback`, `strict_correct`, `fallback_correct`, `has_final_marker`, vukrosic's
`exact_answer`, `predicted_target`, `marker_present` and the like) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

Method (rounds 88 and 91's, whole pages): model output committed to public GitHub repositories,
read through the public-code index (16,000-character pages), in rounds 87-91's three repositories,
taking files and pages no earlier round read. Each page's whole text was pasted as the read_file
answer displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: all 12
pages decode to exactly 16,000 characters, each at the first paste (no loop markers were needed:
every loop on these pages was pasted out in full as displayed; the length check covers them only as
a whole). Pages of one file were joined in file order; work/extract.py cut each record's
completion out of the joined text as the JSON string body of its field (opening quote to the next
unescaped quote, `enc` = `json`, decoded by the build; checked by script equal to the parsed
field), taking only whole JSON lines: a file's opening fragment and its last, cut line were dropped.
* 7174Andy/grounding-llm-gsm8k (JSON lines, one object a line):
  SEAL/Llama-3.1-8B-Instruct_SEAL/baseline_predictions.json page 0 (at 13221e1): lines 0-5 (6; line
  6, Gunther, cut); SEAL/Qwen2-7B-Instruct_SEAL/baseline_predictions.json page 0: lines 0-5 (6; line
  6, Gunther, cut); SEAL/gemma-2-9b-it_SEAL/baseline_predictions.json page 0: lines 0-7 (8; line 8
  cut at its prompt) (both at 69e32dc). `r` = the line's `model_generation` (the model's reply; the
  chat prompt is kept apart in `prompt`, checked by script to hold `problem`); gold the file's
  `answer`, checked against gsm8k/test.jsonl by the build.
  GCAV/steered_gsm8k_results_gemma_layer10.json page 0: lines 0-7 (8; line 8, Martha's cat, cut);
  GCAV/steered_gsm8k_results_llama_layer15.json page 0: lines 0-6 (7; line 7, Jonathan, cut);
  GCAV/steered_gsm8k_results_qwen_layer15.json page 0: lines 0-6 (7; line 7, Jonathan, cut) (all
  at a70bc22). Each `pred` opens with the decoded chat prompt (gemma: 'user\nAnswer the following
  questions. You should think step-by-step and put your final answer within \boxed{}.\nQuestion:
  {question}\nAnswer:\nmodel\n'; llama: 'system\n\nCutting Knowledge Date: December 2023\nToday Date:
  26 Jul 2024\n\nAnswer the following questions. ... within \boxed{}.user\n\nQuestion:
  {question}assistant\n\n'; qwen: round 91's 'system\nYou are a helpful assistant.\nuser\n...
  \nQuestion: {question}\n\nassistant\n'); `r` = the raw body after it (checked by script: the
  head decodes to the prompt holding `question`, head + reply decode to `pred`); gold `gt`.
  All six files answer the same first questions (Darrell, Lorraine, Indras, Bethany, the ice cream
  truck, Kim, Gunther, Jonathan): different models' or settings' completions.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 (JSON lines, at 7ccc597): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl pages 80000 and 96000
  joined: lines test_000056 to test_000079 whole (test_000068, Dr. Wertz's school, crosses the page
  edge and is taken whole); the opening fragment (the end of test_000055, Jean's lollipops, which
  opens on page 64000, not re-read) and test_000080 (cut by the end of 96000) dropped.
  runs/deepseek_v4_pro/test_predictions.jsonl pages 32000 and 48000 joined: lines test_000023 to
  test_000046 whole (test_000036, Terry's yogurts, crosses the edge); the opening fragment (the end
  of test_000022, Billy's DVDs, which opens on page 16000, not re-read) and test_000047 (John's
  ties, cut) dropped. `r` = the line's `prediction`; the record number is the line's test index;
  gold `gold_final` (the '####' value of the file's `gold`).
* vukrosic/qwen-lora-loss-selection-gsm8k (JSON lines, at b6e3162):
  runs/test-20260821-example/metrics/generations.jsonl page 0: file lines 0-32 (33; line 33,
  gsm8k-test-00924 three-toed sloth, cut); runs/test-20260822-token/metrics/generations.jsonl page
  0: file lines 0-37 (38; line 38, gsm8k-test-00001 Mary and John's church, cut). `r` = the line's
  `generated`; the record number is the file line; its id 'gsm8k-test-NNNNN' is read as line NNNNN
  of gsm8k/test.jsonl (checked by script that the line's '####' value equals the file's `target`
  for all 71; the build checks the gold again by question text). Both runs answer the same
  questions in the same order as rounds 87-91's 20260820 runs: different completions.
Nothing was retyped from a decoded form. Every read_file answer gave the offset asked and a
next_offset 16,000 further and total_chars above the page's end (SEAL baselines: Llama 1,987,507,
Qwen 2,152,101, gemma 1,669,107; GCAV gemma layer10 197,587, llama layer15 244,752, qwen layer15
261,223; handsomeZR flash 1,938,830, pro 1,915,368; vukrosic 20260821-example 209,581,
20260822-token 199,786). Nothing is shortened.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and /tmp/rounds/real*/
public_heldout*.jsonl but this round's: 93 files, 20,533 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round. Five were dropped:
GCAV qwen layer15 lines 0, 3 and 6 repeat round 91's GCAV qwen layer10 completions word for word;
GCAV llama layer15 lines 2 (Indras) and 4 (ice cream truck) repeat the SEAL Llama baseline's
lines 2 and 4 (kept there). None of the 156 kept repeats.

Repository counts (156 records): vukrosic/qwen-lora-loss-selection-gsm8k 71 (45.5 %: 20260821-
example 33, 20260822-token 38), handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 48 (30.8 %:
deepseek-v4-flash 24, deepseek-v4-pro 24), 7174Andy/grounding-llm-gsm8k 37 (23.7 %: SEAL baselines
Llama 6, Qwen 6, gemma 8; GCAV gemma layer10 8, llama layer15 5, qwen layer15 4). Licences: no
LICENSE file in the index for 7174Andy or handsomeZR (as rounds 87-91 found); vukrosic has
LICENSE-NOTICE.md, which says no software licence has been selected or granted (the GSM8K-derived
data keep GSM8K's MIT licence); `licence` per record says so.

Split: all long_cot (no tag format: step-by-step prose ending with an 'Answer: N' line (SEAL Qwen
and gemma baselines), a \boxed{} or closing sentence (SEAL Llama baseline, GCAV) or a '####' line
(handsomeZR, vukrosic)), all GSM8K test.

Label conventions (rounds 37-91's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another quantity
is wrong; in the '####' format the marked value is the answer even when the working ends on
another number; an 'Answer:' line holding a sentence is read for the quantity it states; with no
marker the completion is labelled by its closing stated result.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k:
SEAL/Llama-3.1-8B-Instruct_SEAL/baseline_predictions.json offset 0 at 13221e1 (= sbl_0),
SEAL/Qwen2-7B-Instruct_SEAL/baseline_predictions.json offset 0 (= sbq_0),
SEAL/gemma-2-9b-it_SEAL/baseline_predictions.json offset 0 (= sbg_0) (both at 69e32dc),
GCAV/steered_gsm8k_results_gemma_layer10.json offset 0 (= gcg10_0),
GCAV/steered_gsm8k_results_llama_layer15.json offset 0 (= gcl15_0),
GCAV/steered_gsm8k_results_qwen_layer15.json offset 0 (= gcq15_0) (all at a70bc22);
handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597: 第二次/gsm8k_seq2seq_transformer/
runs/deepseek_v4_flash/test_predictions.jsonl offsets 80000, 96000 (= hzf_80000, hzf_96000),
runs/deepseek_v4_pro/test_predictions.jsonl offsets 32000, 48000 (= hzp_32000, hzp_48000);
vukrosic/qwen-lora-loss-selection-gsm8k at b6e3162: runs/test-20260821-example/metrics/
generations.jsonl offset 0 (= vke21_0), runs/test-20260822-token/metrics/generations.jsonl offset 0
(= vkt22_0).

Leads for a later round: handsomeZR deepseek_v4_flash from 112000 (test_000080, Two girls' water,
opens at the end of 96000) and deepseek_v4_pro from 64000 (test_000047, John's ties, opens at the
end of 48000); vukrosic 20260821-example from 16000 (line 33, sloth), 20260822-token from 16000
(line 38, church), and runs/test-20260821-token, runs/test-20260822-example (page 0 unread); SEAL
baselines from 16000 (Llama and Qwen line 6, Gunther; gemma line 8); GCAV gemma layer10 from
16000 (line 8, Martha's cat), gemma layer15 and GCAV/steered_gsm8k_results_llama.json (unread;
expect repeats: the GCAV llama/qwen layer15 files repeat other files word for word on some lines),
llama/qwen layer15 from 16000 (line 7, Jonathan); earlier leads (SEAL predictions from 16000,
CoT Qwen from 64000, gemma from 32000; vukrosic 20260820-example from 32000, token from 16000).

Usage: python build_public_heldout94.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout94.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    HZ,
    HZ_PATH,
    HZ_PROMPT,
    HZC,
    NO_LICENCE,
    VK,
    VK_LICENCE,
    VK_PROMPT,
    VKC,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout94.jsonl"
SOURCE = "public_heldout94"

AN = "7174Andy/grounding-llm-gsm8k"
SEALLC = "13221e16de2e25d02a4e24332bb54ed928260a39"
SEALC = "69e32dc9cab19de733f6621e08d2015afee06782"
GCAVC = "a70bc22a2060d23a1cbebfe835cfd703494d6572"
SEAL_BOXED_PROMPT = (
    "the Llama-3.1 chat template with system 'Answer the following questions. You should think "
    "step-by-step and put your final answer within \\boxed{}.' and user 'Question: {question}' "
    "(the file's `prompt`); the record is the file's `model_generation`"
)
SEAL_ANSWER_PROMPT = (
    "the model's chat template around 'Answer the following questions with step by step reasoning "
    "including transition and reflection thoughts if needed, then state your final answer as "
    "'Answer: <NUMBER>' on a new line.\\n\\n{question}' (the file's `prompt`); the record is the "
    "file's `model_generation`"
)
SEAL_MODEL = (
    "{} (per the folder name; the folder's baseline_predictions.json, beside the SEAL run's "
    "predictions.json: the unsteered baseline, its settings not read), GSM8K test questions; page 0 "
    "of the JSON-lines file (lines {})"
)
GCAV_PROMPTS = {
    "gemma": (
        "'user\\nAnswer the following questions. You should think step-by-step and put your final "
        "answer within \\boxed{}.\\nQuestion: {question}\\nAnswer:\\nmodel\\n' (decoded chat prompt "
        "at the head of the file's `pred`); the record is `pred` after it"
    ),
    "llama": (
        "'system\\n\\nCutting Knowledge Date: December 2023\\nToday Date: 26 Jul 2024\\n\\nAnswer the "
        "following questions. You should think step-by-step and put your final answer within "
        "\\boxed{}.user\\n\\nQuestion: {question}assistant\\n\\n' (decoded chat prompt at the head of "
        "the file's `pred`); the record is `pred` after it"
    ),
    "qwen": (
        "'system\\nYou are a helpful assistant.\\nuser\\nAnswer the following questions. You should "
        "think step-by-step and put your final answer within \\boxed{}.\\nQuestion: {question}"
        "\\n\\nassistant\\n' (decoded chat prompt at the head of the file's `pred`); the record is "
        "`pred` after it"
    ),
}
GCAV_MODEL = (
    "{} (per the file name; the repo's GCAV steering at layer {}), GSM8K test questions; page 0 of "
    "the JSON-lines file (lines {})"
)
HZ_MODEL = (
    "{} (the file's `model_name`; API run of the repo's coursework) on GSM8K test; pages {} of the "
    "file (two pages joined; lines {})"
)
VK_MODEL = (
    "Qwen3-0.6B-3bit with a small LoRA adapter (LICENSE-NOTICE.md: 'Model weights for "
    "Qwen3-0.6B-3bit are not included. The six small LoRA adapter artifacts ...'), run {} (the "
    "'{}' loss-selection condition), greedy test generations on GSM8K test; page 0 of the file "
    "(file lines {})"
)
SEAL_OWN = "`answer`"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "sbl": (
        "sbl-llama31-8b-instruct-seal-baseline-gsm8k", AN,
        "SEAL/Llama-3.1-8B-Instruct_SEAL/baseline_predictions.json", SEALLC,
        SEAL_MODEL.format("meta-llama/Llama-3.1-8B-Instruct", "0-5"), SEAL_BOXED_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "sbq": (
        "sbq-qwen2-7b-instruct-seal-baseline-gsm8k", AN,
        "SEAL/Qwen2-7B-Instruct_SEAL/baseline_predictions.json", SEALC,
        SEAL_MODEL.format("Qwen/Qwen2-7B-Instruct", "0-5"), SEAL_ANSWER_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "sbg": (
        "sbg-gemma-2-9b-it-seal-baseline-gsm8k", AN,
        "SEAL/gemma-2-9b-it_SEAL/baseline_predictions.json", SEALC,
        SEAL_MODEL.format("google/gemma-2-9b-it", "0-7"), SEAL_ANSWER_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "gcg10": (
        "gcg10-gemma-2-9b-it-gcav-layer10-gsm8k", AN,
        "GCAV/steered_gsm8k_results_gemma_layer10.json", GCAVC,
        GCAV_MODEL.format("google/gemma-2-9b-it", 10, "0-7"), GCAV_PROMPTS["gemma"],
        "long_cot", "gsm8k", "`gt`", NO_LICENCE,
    ),
    "gcl15": (
        "gcl15-llama31-8b-instruct-gcav-layer15-gsm8k", AN,
        "GCAV/steered_gsm8k_results_llama_layer15.json", GCAVC,
        GCAV_MODEL.format("meta-llama/Llama-3.1-8B-Instruct", 15, "0-6; 2 and 4 repeats, dropped"),
        GCAV_PROMPTS["llama"], "long_cot", "gsm8k", "`gt`", NO_LICENCE,
    ),
    "gcq15": (
        "gcq15-qwen2-7b-instruct-gcav-layer15-gsm8k", AN,
        "GCAV/steered_gsm8k_results_qwen_layer15.json", GCAVC,
        GCAV_MODEL.format("Qwen/Qwen2-7B-Instruct", 15, "0-6; 0, 3 and 6 repeats, dropped"),
        GCAV_PROMPTS["qwen"], "long_cot", "gsm8k", "`gt`", NO_LICENCE,
    ),
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash", "80000-111999", "test_000056-test_000079"), HZ_PROMPT,
        "long_cot", "gsm8k", "`gold_final` ('####' value of `gold`)", NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro", "32000-63999", "test_000023-test_000046"), HZ_PROMPT,
        "long_cot", "gsm8k", "`gold_final` ('####' value of `gold`)", NO_LICENCE,
    ),
    "vke21": (
        "vke21-qwen3-06b-lora-example-20260821-gsm8k", VK,
        "runs/test-20260821-example/metrics/generations.jsonl", VKC,
        VK_MODEL.format("test-20260821-example", "example", "0-32"), VK_PROMPT,
        "long_cot", "gsm8k", "`target`", VK_LICENCE,
    ),
    "vkt22": (
        "vkt22-qwen3-06b-lora-token-20260822-gsm8k", VK,
        "runs/test-20260822-token/metrics/generations.jsonl", VKC,
        VK_MODEL.format("test-20260822-token", "token", "0-37"), VK_PROMPT,
        "long_cot", "gsm8k", "`target`", VK_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
sbl:0|correct|prose_sentence|'So, Allen's age 10 years from now is 109.' (no \boxed{} though asked)
sbl:1|wrong|boxed|'The final answer is: $\boxed{116}$' (gold 89)
sbl:2|correct|boxed|'The final answer is: $\boxed{13}$'
sbl:3|correct|boxed|'The final answer is: $\boxed{5}$'
sbl:4|correct|prose_sentence|'Therefore, there are 25 children now following the truck.' (no \boxed{})
sbl:5|wrong|prose_sentence|'So, Kim slept on her bed for 432 minutes that day.' (gold 452: wrote 10 p.m.-5:55 a.m. as 7 h 55 min = 455 minutes (it is 475), then 455 - 23)
sbq:0|correct|answer_colon|'Answer: Allen's age 10 years from now is 109.' (a sentence after 'Answer:')
sbq:1|wrong|answer_colon|'Answer: Lorraine has 67 buttons by the end.' (gold 89)
sbq:2|correct|answer_colon|'Final Answer: Indras and her sister's names have a total of 13 letters.'
sbq:3|correct|answer_colon|'Answer: Bethany can run 5 more laps compared to Quinn.'
sbq:4|correct|answer_colon|'Answer: 25'
sbq:5|wrong|answer_colon|'Answer: Kim slept on her bed for 332 minutes that day.' (gold 452: took the night as 6 hours)
sbg:0|correct|answer_colon|'Answer: 109 ' (trailing space and newline)
sbg:1|wrong|answer_colon|'Answer: 56 ' (gold 89)
sbg:2|correct|answer_colon|'Answer: 13 '
sbg:3|correct|answer_colon|'Answer: 5 '
sbg:4|correct|answer_colon|'Answer: 25 '
sbg:5|correct|answer_colon|'Answer: 452 ' then blank lines
sbg:6|correct|answer_colon|'Answer: 43 '
sbg:7|correct|answer_colon|'Answer: 34 '
gcg10:0|correct|boxed|'**Answer:**  \boxed{109} '
gcg10:1|wrong|boxed|'\boxed{56}' (gold 89)
gcg10:2|correct|boxed|'\boxed{13} '
gcg10:3|correct|boxed|'\boxed{5} '
gcg10:4|correct|boxed|'\boxed{25} children are now following the truck. '
gcg10:5|correct|boxed|'\boxed{452} minutes '
gcg10:6|correct|boxed|'\boxed{43} '
gcg10:7|correct|boxed|'\boxed{34} '
gcl15:0|correct|boxed|'The final answer is: $\boxed{109}$'
gcl15:1|wrong|boxed|'The final answer is: $\boxed{69}$' (gold 89)
gcl15:3|correct|boxed|'The final answer is: $\boxed{5}$'
gcl15:5|wrong|prose_sentence|'So, Kim slept on her bed for 432 minutes that day.' (gold 452: 7 h 55 min written as 455 minutes, then 455 - 23; no \boxed{})
gcl15:6|correct|boxed|'The final answer is: $\boxed{43}$'
gcq15:1|wrong|boxed|'Lorraine has **47 buttons**. The answer is $\boxed{47}$.' (gold 89)
gcq15:2|correct|boxed|'The answer is \(\boxed{13}\).'
gcq15:4|correct|prose_sentence|'Therefore, the number of children now following the truck is **25**.' (no \boxed{})
gcq15:5|wrong|boxed|'The answer is $\boxed{331}$.' (gold 452: 6-hour night, 24 sleepwalking minutes)
hzf:56|correct|hash|
hzf:57|correct|hash|
hzf:58|correct|hash|'$57.' then '#### 57'
hzf:59|correct|hash|
hzf:60|correct|hash|
hzf:61|correct|hash|
hzf:62|correct|hash|'$25,000.' then '#### 25000'
hzf:63|correct|hash|
hzf:64|correct|hash|
hzf:65|correct|hash|
hzf:66|correct|hash|
hzf:67|correct|hash|
hzf:68|correct|hash|
hzf:69|correct|hash|
hzf:70|correct|hash|
hzf:71|correct|hash|
hzf:72|correct|hash|
hzf:73|correct|hash|
hzf:74|correct|hash|
hzf:75|correct|hash|
hzf:76|correct|hash|
hzf:77|correct|hash|
hzf:78|correct|hash|'saving 15 - 9 = $6.00.' then '#### 6'
hzf:79|correct|hash|
hzp:23|correct|hash|
hzp:24|correct|hash|
hzp:25|correct|hash|
hzp:26|correct|hash|
hzp:27|correct|hash|
hzp:28|correct|hash|
hzp:29|correct|hash|
hzp:30|correct|hash|
hzp:31|correct|hash|
hzp:32|correct|hash|
hzp:33|correct|hash|
hzp:34|correct|hash|
hzp:35|correct|hash|
hzp:36|correct|hash|
hzp:37|correct|hash|
hzp:38|correct|hash|
hzp:39|correct|hash|
hzp:40|correct|hash|
hzp:41|correct|hash|
hzp:42|correct|hash|
hzp:43|correct|hash|'≈ 4.1667' in the working, then '#### 48'
hzp:44|correct|hash|
hzp:45|correct|hash|
hzp:46|correct|hash|
vke21:0|wrong|hash|'#### 18' (gold 31)
vke21:1|no_answer|truncated|'which means it takes 240 minutes to break in a pair of shoes' clauses looping, cut mid-clause; no answer
vke21:2|no_answer|truncated|'or 5 times the size of a shoe' clauses looping, cut mid-clause; no answer
vke21:3|wrong|hash|'#### 275' (gold 1375)
vke21:4|wrong|hash|'#### 4' (gold 45)
vke21:5|wrong|hash|'#### 4' (gold 160)
vke21:6|wrong|hash|'-18 degrees.' then '#### -48' (gold -10)
vke21:7|wrong|hash|'#### 1000' (gold 2125)
vke21:8|wrong|hash|'#### 14' (gold 17)
vke21:9|wrong|hash|'#### 114' (gold 7)
vke21:10|wrong|hash|'#### 9' (gold 16)
vke21:11|wrong|hash|'#### 8400' (gold 34)
vke21:12|no_answer|truncated|Grandma's beach/sidewalk paragraph repeated, cut mid-sentence ('3 miles every'); no answer
vke21:13|wrong|hash|'#### 10' (gold 16)
vke21:14|wrong|hash|'#### 4' (gold 68)
vke21:15|wrong|hash|'#### 16' (gold 9)
vke21:16|wrong|hash|'#### 90' (gold 4)
vke21:17|wrong|hash|'#### 48000' (gold 6)
vke21:18|no_answer|truncated|'The five dollars cost ...' lines, cut by the token limit ('The five dollars cost '); no answer
vke21:19|no_answer|truncated|'Mike scores ...' lines, cut mid-expression ('Mike scores 7200-1600'); no answer
vke21:20|no_answer|truncated|'S+2(2)=28' lines looping, cut mid-line; no answer
vke21:21|wrong|hash|'#### 40' (gold 280)
vke21:22|wrong|hash|'#### 1' (gold 14)
vke21:23|no_answer|truncated|'Frances's investment is ...' lines, cut mid-number ('=32'); no answer
vke21:24|correct|hash|'#### 375'
vke21:25|wrong|hash|'#### 34' (gold 39)
vke21:26|wrong|hash|'#### 648' (gold 2304)
vke21:27|wrong|hash|'#### 285' (gold 600)
vke21:28|wrong|hash|'#### 227' (gold 5600)
vke21:29|wrong|hash|'#### 200' (gold 40)
vke21:30|wrong|hash|'#### 1' (gold 153)
vke21:31|wrong|hash|'#### 2' (gold 12)
vke21:32|wrong|hash|'#### 53' (gold 9)
vkt22:0|wrong|hash|'#### 38' (gold 31)
vkt22:1|wrong|hash|'#### 4' (gold 20)
vkt22:2|wrong|hash|'the average size of the shoes is X + 5X = 6X.' then '#### 6X' (gold 15)
vkt22:3|wrong|hash|'#### 130' (gold 1375)
vkt22:4|wrong|hash|'#### 27' (gold 45)
vkt22:5|wrong|hash|'#### 16' (gold 160)
vkt22:6|wrong|hash|'#### -3' (gold -10)
vkt22:7|wrong|hash|'#### 2000' (gold 2125)
vkt22:8|wrong|hash|'#### 13' (gold 17)
vkt22:9|wrong|hash|'#### 28' (gold 7)
vkt22:10|no_answer|truncated|'52 members * 50% of which are boys ...' clauses looping, cut mid-clause; no answer
vkt22:11|wrong|hash|'#### 62' (gold 34)
vkt22:12|wrong|hash|'#### 13.33' (gold 50)
vkt22:13|wrong|hash|'#### 20' (gold 16)
vkt22:14|wrong|hash|'#### 2' (gold 68)
vkt22:15|wrong|hash|'#### 30' (gold 9)
vkt22:16|wrong|hash|'It will take ... 2.3 hours' then '#### 30' (gold 4)
vkt22:17|wrong|hash|'#### 2' (gold 6)
vkt22:18|wrong|hash|'#### 550' (gold 17)
vkt22:19|wrong|hash|'#### 29' (gold 9)
vkt22:20|wrong|hash|'Brooke is 12 years old.' then '#### 12' (gold 16)
vkt22:21|wrong|hash|'#### 28' (gold 280)
vkt22:22|wrong|hash|'#### 42' (gold 14)
vkt22:23|wrong|hash|'#### 400' (gold 240)
vkt22:24|correct|hash|'#### 375'
vkt22:25|wrong|hash|'#### 53' (gold 39)
vkt22:26|wrong|hash|'#### 15288' (gold 2304)
vkt22:27|wrong|hash|'#### 1875' (gold 600)
vkt22:28|wrong|hash|'#### 130' (gold 5600)
vkt22:29|correct|hash|'Madeline will pay 100% - 60% = 40% per week.' then '#### 40' (gold 40; the marked value equals the gold though the working is wrong)
vkt22:30|wrong|hash|'#### 231' (gold 153)
vkt22:31|wrong|hash|'#### 512' (gold 12)
vkt22:32|wrong|hash|'#### 24' (gold 9)
vkt22:33|no_answer|truncated|'The ground has ...' lines, cut mid-line ('The ground has 2+4='); no answer
vkt22:34|wrong|hash|'#### 6' (gold 12)
vkt22:35|wrong|hash|'#### 28' (gold 4)
vkt22:36|wrong|hash|'#### 110' (gold 10)
vkt22:37|wrong|hash|'#### 49' (gold 19)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
