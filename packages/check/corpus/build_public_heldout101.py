__doc__ = r"""Build public_heldout101.jsonl: a 101st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; 7174Andy's `pred`; nguyentranhuy999's
`model_answer`, `correct`; DT6A's files have none) were not used to label: each completion was
read, its final answer found and compared with the gold by hand.

New repositories first: the leads of round 95's search were looked at and hold no model output in
the index (loversky02/vi-gsm8k-agentic: docs, pipeline code and seed questions only;
ZJU-REAL/GSM8K-V: code, metadata and images, no results folder; ChinmayAmrutkar/STaR: not in the
index; Wangmerlyn/MCTS-GSM8k-Demo: five code files; huijiawu0/gsm8k-ScRel: training and eval
scripts only). Searches (find_string '"model_output": "', '"response": "<think>\n', GSM8K's
first question; find_files outputs/gsm8k_predictions.jsonl, outputs/gsm8k_outputs.jsonl,
results/gsm8k_results.jsonl, results/math500_results.jsonl, gsm8k_results.jsonl) found only
repositories the corpus already holds, files without model text (p4s2wd/sglang-dev
gsm8k_results.jsonl at b7ff0b7: 492 characters of {i, gold, pred, ok, out_tok}) or a markdown
write-up (damek/assignment5-alignment cs336_alignment/outputs/math_baseline.md, whose
generations round 5 took from the same repository's .txt files). So the round continues the
leads of rounds 94/98 in four repositories, on pages no earlier round took.

Method (rounds 88-98's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out right at the first paste. No loop markers were needed; nothing was retyped from a
decoded form; nothing is shortened. Where a record opens on the last page an earlier round read,
that round's verified paste (from /tmp/rounds/real98/pages, same length check) was copied in,
not re-read, and joined so that the record is taken whole; the records that round took are not
taken again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 142000 and 158000 (= hzf_142000, hzf_158000): the opening fragment (end of
  test_000096, round 98's) dropped; test_000097 (Freda) to test_000118 whole (test_000108, Henry's
  cookies, crosses the edge and is taken whole); test_000119 (Adrien and Lylah) cut and dropped:
  22 kept. runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) page 80000 (=
  hzp_80000) joined with round 98's page 64000 (hzp_64000): test_000061 (Janet's brooch, opening
  at the end of 64000) to test_000072 whole; test_000073 (Shiela) cut and dropped: 12 kept. `r` =
  the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised: test_000105's
  question has a no-break space in gsm8k/test.jsonl and a plain space in the file).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95/98): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 32000 (=
  dt13_32000): it opens inside line 41 (Perg the dragon, cut at round 98's page edge; not
  taken); lines 42-61 whole; line 62 (Marcy's pension) cut and dropped: 20 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 16000 (= dtgp_16000): it
  opens inside line 17 (Jill, cut at round 89's page edge; not taken); lines 18-40 whole; line 41
  (Perg) cut and dropped: 23 kept. `r` = the line's `answers` body (enc json): the answering
  model's answers A1..An to sub-questions another model wrote, ending 'Final answer: N' (dt13:51
  then invents a new problem with its own 'Final answer'). Gold: the line's `answer` (float,
  written as an integer), checked by the build. rec = the file line (line numbers follow rounds
  89/98: round 89 took chatgpt lines 0-16, round 98 llama13b lines 20-40).
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template rounds 88/98): CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-
  Instruct.json (202,587 characters) page 80000 (= anq_80000) joined with round 98's page 64000
  (anq_64000): element 51 (three people dividing $1920, opening at the end of 64000) to element
  62 whole; element 63 (Wendy and Colin) cut and dropped: 12 kept.
  CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json (172,708 characters) page 32000
  (= ang_32000): it opens inside element 23 (Ellen, round 88's cut element; page 16000 was not
  re-read, so it is not taken); elements 24-34 whole; element 35 (Angela's installation) cut and
  dropped: 11 kept. `r` = the element's `model_generation` body after the raw body of its
  `prompt`, which it repeats verbatim (checked by script; enc json). Gold: the gsm8k/test.jsonl
  '####' value of the question (the file stores none), found by the question text exactly, by
  script. Element numbers follow rounds 88/98 (the list is not in gsm8k/test.jsonl order).
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template rounds 95/98):
  Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) page 32000 (=
  nfc_32000) joined with round 98's page 16000 (nfc_16000). Its rows end with CRLF; the display
  shows each row end as a bare '\n' while the offsets count the '\r', so mk.py's check is decoded
  length + row ends == 16,000 (15,986 + 14; round 98's page 15,985 + 15). Rows index 30
  (checkered shirts, crossing the edge) to 43 whole; row 44 (Bob's pizza) cut and dropped: 14
  kept (rec = index - 1, as rounds 95/98). gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'.
  The questions are GSM8K TRAIN questions. Gold: the file's official_answer (checked by the build
  against gsm8k/train.jsonl).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 105 files, 21,114 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 114 records kept.

Repository counts (114 records): DT6A/GSM8K-AI-SubQ 43 (37.7 %: Llama-2-13B chat 20, ChatGPT
23), handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 34 (29.8 %: deepseek-v4-flash 22,
deepseek-v4-pro 12), 7174Andy/grounding-llm-gsm8k 23 (20.2 %: Qwen2-7B-Instruct CoT 12,
gemma-2-9b-it CoT 11), nguyentranhuy999/GSM8K-Solution-Verifier 14 (12.3 %: gpt-4o-mini CoT).
Licences: no LICENSE file in the index for handsomeZR or 7174Andy (as rounds 87-98 found); DT6A
has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); nguyentranhuy999 has LICENSE (MIT,
'Copyright (c) 2026 Nguyễn Trần Huy'); `licence` per record.
Truth: correct 88, wrong 26, no_answer 0; debatable 1 (dtgp:24).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp), step-by-step prose ending in a '####' mark, 'Answer:', 'The answer is:', 'Final
answer:' or \boxed{} (anq), a bold or bare 'N answer' last line (ang), 'FINAL_ANSWER: N' (nfc).
GSM8K test 100 (hzf, hzp, dt13, dtgp, anq, ang), GSM8K train 14 (nfc).

Label conventions (rounds 37-98's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another
quantity is wrong (gemma's '3300 answer' after '$33.00' and '**Final Answer: 2500**' after '25%'
are read as the numbers they state); in the '####' format the marked value is the answer even when
the working ends on another number; likewise a 'Final answer: N' line counts over working that
ends elsewhere; text after the committed answer (an invented next problem with its own 'Final
answer') does not count, the answer to the question posed does; an 'Answer:' line holding a
sentence is read for the quantity it states; an expression in a free variable ('11x + 10') is not
the asked number and is wrong.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 142000, 158000;
runs/deepseek_v4_pro/test_predictions.jsonl offset 80000 (64000 reused from round 98, not
re-read); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl offset 32000,
eval_responses/chatgpt/eval_chat.jsonl offset 16000; 7174Andy/grounding-llm-gsm8k
CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offset 80000 (64000 reused),
CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json offset 32000;
nguyentranhuy999/GSM8K-Solution-Verifier Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv
offset 32000 (16000 reused); also p4s2wd/sglang-dev gsm8k_results.jsonl offset 0 (no model text)
and damek/assignment5-alignment cs336_alignment/outputs/math_baseline.md offset 0 (not taken:
round 5 took the same generations from that repository's .txt files).

Leads for a later round: handsomeZR deepseek_v4_flash from 174000 (test_000119, Adrien and
Lylah, a long completion, opens at the end of 158000: re-read 158000 or take from 174000 on) and
deepseek_v4_pro from 96000 (test_000073, Shiela, opens at the end of 80000); DT6A llama13b from
48000 (line 62, Marcy, opens at the end of 32000), chatgpt from 32000 (line 41, Perg), llama7b
from 32000 (line 39, Dana), mistral from 0, and the other eval_*.jsonl files (check repeats: the
same sub-questions recur); 7174Andy Qwen CoT from 96000 (element 63, Wendy, opens at the end of
80000), gemma CoT from 48000 (element 35, Angela, opens at the end of 32000); nguyentranhuy999
CoT from 48000 (row 44, Bob's pizza, opens at the end of 32000) and the solver_pipeline_*
files (unread).

Usage: python build_public_heldout101.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout101.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    AN,
    AN_OWN,
    AN_PROMPT,
    ANC,
    DT,
    DT_LICENCE,
    DT_PROMPT,
    DTC,
    HZ,
    HZ_MODEL,
    HZ_OWN,
    HZ_PATH,
    HZ_PROMPT,
    HZC,
    NF,
    NF_LICENCE,
    NFC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout101.jsonl"
SOURCE = "public_heldout101"

AN_MODEL = (
    "{} (per the file name; the repo's CoT/chain_of_thought.py run), chain-of-thought evaluation "
    "on GSM8K test questions; {} of the JSON list (elements {})"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash", "142000-173999 (two pages joined: 142000, 158000)",
                        "test_000097-test_000118"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro", "64000-95999 (64000 from round 98, 80000)",
                        "test_000061-test_000072"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 32000 of "
        "the file (lines 42-61)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 16000 of the "
        "file (lines 18-40)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "anq": (
        "anq-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        AN_MODEL.format("Qwen/Qwen2-7B-Instruct", "pages 64000 (round 98's) and 80000", "51-62"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "ang": (
        "ang-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it", "page 32000", "24-34"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 16000 "
        "(round 98's paste) and 32000 of the CSV file joined (rows index 30-43)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:97|correct|hash|
hzf:98|correct|hash|
hzf:99|correct|hash|
hzf:100|correct|hash|
hzf:101|correct|hash|
hzf:102|correct|hash|
hzf:103|correct|hash|
hzf:104|correct|hash|
hzf:105|correct|hash|
hzf:106|correct|hash|
hzf:107|correct|hash|equation working 'x = 3', then '#### 3'
hzf:108|correct|hash|algebra 'L = 50', then '#### 50'
hzf:109|correct|hash|
hzf:110|correct|hash|
hzf:111|correct|hash|
hzf:112|correct|hash|
hzf:113|correct|hash|
hzf:114|correct|hash|
hzf:115|correct|hash|'Profit = $270 - $180 = $90.' then '#### 90'
hzf:116|correct|hash|
hzf:117|correct|hash|
hzf:118|correct|hash|
hzp:61|correct|hash|
hzp:62|correct|hash|
hzp:63|correct|hash|
hzp:64|correct|hash|
hzp:65|correct|hash|
hzp:66|correct|hash|
hzp:67|correct|hash|
hzp:68|correct|hash|
hzp:69|correct|hash|
hzp:70|correct|hash|
hzp:71|correct|hash|
hzp:72|correct|hash|
dt13:42|correct|answer_colon|'Final answer: 26'
dt13:43|wrong|answer_colon|'Final answer: 0.8' (gold 48: servings, not grams)
dt13:44|wrong|answer_colon|'Final answer: 100' (gold 20)
dt13:45|wrong|answer_colon|'Final answer: 10' (gold 104)
dt13:46|wrong|answer_colon|'Final answer: 60' (gold 163)
dt13:47|wrong|answer_colon|'Final answer: 400' (gold 800: the red ties only)
dt13:48|correct|answer_colon|'Final answer: 8'
dt13:49|correct|answer_colon|'Final answer: 30'
dt13:50|wrong|answer_colon|'Final answer: 42' (gold 294: one day's dozens)
dt13:51|wrong|answer_colon|'Final answer: 6.67' for the question posed (gold 5), then an invented swimming-pool problem with its own 'Final answer: 432'
dt13:52|wrong|answer_colon|'Final answer: 4' (gold 15; A4 '4.75 toys')
dt13:53|wrong|answer_colon|'Final answer: -40' (gold 40: the sign is the wrong way round)
dt13:54|wrong|answer_colon|'Final answer: 28' (gold 40: Trixie's 12 left out)
dt13:55|correct|answer_colon|'Final answer: 14'
dt13:56|correct|answer_colon|'Final answer: 3'
dt13:57|correct|answer_colon|'Final answer: 83'
dt13:58|wrong|answer_colon|'Final answer: 47.00' (gold 57: the 25% fee left out)
dt13:59|wrong|answer_colon|'Final answer: 787' (gold 187)
dt13:60|correct|answer_colon|'Final answer: 17'
dt13:61|wrong|answer_colon|'Final answer: 1380' (gold 1430: insurance on $800 only)
dtgp:18|correct|answer_colon|'Final answer: 7'
dtgp:19|wrong|answer_colon|'Final answer: 3' (gold 6)
dtgp:20|correct|answer_colon|'Final answer: 15' (working rounds to 6.67 and 0.67)
dtgp:21|correct|answer_colon|'Final answer: 14'
dtgp:22|correct|answer_colon|'Final answer: 7'
dtgp:23|correct|answer_colon|'Final answer: 8'
dtgp:24|correct|answer_colon|debatable: the working ends '14.625/0.75=19.50', then 'Final answer: 26' (gold 26); the marked final value counts
dtgp:25|correct|answer_colon|'Final answer: 2'
dtgp:26|correct|answer_colon|'Final answer: 243'
dtgp:27|correct|answer_colon|'Final answer: 16'
dtgp:28|correct|answer_colon|'Final answer: 25'
dtgp:29|wrong|answer_colon|'Final answer: 94' (gold 104: subtracted the $5 instead of adding)
dtgp:30|wrong|answer_colon|'Final answer: 11x + 10' (gold 109: an expression in x, never solved)
dtgp:31|correct|answer_colon|'Final answer: 80'
dtgp:32|correct|answer_colon|'Final answer: 35'
dtgp:33|wrong|answer_colon|'Final answer: 40' (gold 70: the silver count x = 40 called the gold count)
dtgp:34|wrong|answer_colon|'Final answer: 28' (gold 23: 40/2 + 5 taken as 30)
dtgp:35|correct|answer_colon|'Final answer: 9'
dtgp:36|correct|answer_colon|'Final answer: 75.00'
dtgp:37|wrong|answer_colon|'Final answer: 2.33' (gold 2)
dtgp:38|correct|answer_colon|'Final answer: 10'
dtgp:39|wrong|answer_colon|'Final answer: 16' (gold 18)
dtgp:40|correct|answer_colon|'Final answer: 8'
anq:51|correct|answer_colon|no '####': 'The final numeric answer is $420. Answer: $420.'
anq:52|wrong|hash|'Therefore, the answer is \( #### 14 \).' (gold 10: the two girls' 8 liters taken as 4)
anq:53|correct|answer_colon|no '####': 'The final numeric answer is '12'. Answer: 12.'
anq:54|correct|hash|'The answer is '#### 50'.'
anq:55|correct|hash|'The final numeric answer is:' then '#### 92'
anq:56|correct|hash|'The answer in the requested format is:' then '#### 623'
anq:57|correct|hash|'Kelly correctly determined that \(#### 40\) people really attended the concert.'
anq:58|correct|answer_is|no '####': 'The answer is: $17$'
anq:59|correct|hash|'#### answer: 940'
anq:60|correct|final_answer_phrase|no '####': 'Final answer: 10%' (gold 10, a percentage)
anq:61|correct|final_answer_phrase|no '####': 'Final answer: Carrie and her choir will spend 540 seconds caroling.'
anq:62|correct|boxed|no '####': 'The final answer is $\boxed{110}.' (the closing '$' missing)
ang:24|wrong|bold|no '####': last line '**10 answer**' (gold 18: 'three times more' read as 3 x 8 = 24)
ang:25|wrong|bare_last_line|no '####': working '= $33.00', then last line '3300 answer' (gold 33: the stated number is 3300)
ang:26|correct|bold|no '####': last line '**1248 answer**'
ang:27|wrong|final_answer_phrase|working '(1/4) * 100% = 25%', then '**Final Answer: 2500**' (gold 25: the stated number is 2500)
ang:28|wrong|bare_last_line|no '####': working '$1.00/bagel', then last line '3600 answer' (gold 1)
ang:29|correct|bare_last_line|no '####': '**Answer:** The longer piece is 32 feet long.' then last line '32 answer'
ang:30|wrong|bold|no '####': last line '**06 answer**' (gold 2: fed 120 g a day, not per cat)
ang:31|correct|bare_last_line|no '####': last line '30 answer'
ang:32|correct|hash|'**#### 4 answer**'
ang:33|correct|prose_sentence|no '####': last line '**Therefore, Elvis is 54 answer miles from his house.**'
ang:34|correct|bold|no '####': last line '**250 answer**'
nfc:29|correct|answer_colon|'FINAL_ANSWER: 5'
nfc:30|correct|answer_colon|'FINAL_ANSWER: 6'
nfc:31|correct|answer_colon|'FINAL_ANSWER: 345'
nfc:32|correct|answer_colon|'FINAL_ANSWER: 120'
nfc:33|correct|answer_colon|'FINAL_ANSWER: 108'
nfc:34|correct|answer_colon|'FINAL_ANSWER: 200'
nfc:35|correct|answer_colon|'FINAL_ANSWER: 12'
nfc:36|correct|answer_colon|'FINAL_ANSWER: 9'
nfc:37|correct|answer_colon|'FINAL_ANSWER: 26'
nfc:38|correct|answer_colon|'FINAL_ANSWER: 108'
nfc:39|correct|answer_colon|'FINAL_ANSWER: 42'
nfc:40|correct|answer_colon|'\text{FINAL_ANSWER: } 31' inside a LaTeX display '\[ ... \]'
nfc:41|correct|answer_colon|working reaches $64 and $124, then 'FINAL_ANSWER: 20'
nfc:42|correct|answer_colon|'FINAL_ANSWER: 5000'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
