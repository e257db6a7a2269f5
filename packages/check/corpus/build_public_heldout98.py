__doc__ = r"""Build public_heldout98.jsonl: a 98th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; 7174Andy's `pred`; nguyentranhuy999's
`model_answer`, `correct`; DT6A's files have none) were not used to label: each completion was
read, its final answer found and compared with the gold by hand.

Method (rounds 88-95's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages), continuing rounds 91/94/95's four
repositories on files and pages no earlier round took. Each page's whole text was pasted as the
read_file answer displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py
decoded each display form once into the page text (pages/<name>_<offset>.page) and checked its
length. No loop markers were needed; nothing was retyped from a decoded form; nothing is
shortened. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830 characters)
  pages 112000 and 127000 (= hzf_112000, hzf_127000). The first paste of page 112000 came out 6
  characters short: pages read at 113000 and 116000 (check reads, not pasted whole) located the
  slip in the opening fragment ('lback": "10", ...', the ': "10' had been dropped), which was
  pasted again from the display; it then decodes to 16,000. Page 127000 (read by a slip for
  128000) overlaps page 112000 on 127000-127999; the overlap was checked equal by script and the
  pages were joined without it. Lines test_000081 to test_000096 whole (test_000087, Sylvie,
  crosses the edge and is taken whole); the opening fragment (end of test_000080, two girls'
  water, which opens on page 96000, not re-read) and test_000097 (Freda, cut) dropped: 16 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) page 64000 (= hzp_64000):
  the opening fragment (end of test_000047, John's ties, which opens on page 48000, not re-read)
  dropped; test_000048 to test_000060 whole; test_000061 (Janet's brooch) cut and dropped: 13
  kept. `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test
  index. Three flash completions (test_000085, 087, 093) ran to the 1024-token completion cap
  (completion_tokens 1024) and end mid-sentence followed by a '\n#### N' line.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 16000 (=
  dt13_16000): it opens inside line 19 (Marissa, cut at round 95's page edge; not taken); lines
  20-40 whole (rec = the file line); line 41 (Perg the dragon) cut and dropped: 21 kept. `r` = the
  line's `answers` body (enc json): the answering model's answers A1..An to sub-questions another
  model wrote, ending 'Final answer: N' (line 33 then invents a new problem with its own 'Final
  answer'). Gold: the line's `answer` (float, written as an integer), checked by the build.
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template round 88): CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-
  Instruct.json (202,587 characters) page 64000 (= anq_64000): it opens inside element 40 (the
  scavenger hunt, not taken); elements 41-50 whole; element 51 (three people dividing $1920) cut
  and dropped: 10 kept. `r` = the element's `model_generation` body after the raw body of its
  `prompt`, which it repeats verbatim (checked by script; enc json; so `r` opens ' Step 1...' or
  ' First, ...' after 'Answer:'). Gold: the gsm8k/test.jsonl '####' value of the question (the file
  stores none), found by the question text exactly, by script.
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template round 95):
  Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) page 16000 (=
  nfc_16000). Its rows end with CRLF; the display shows each row end as a bare '\n' while the
  offsets count the '\r', so mk.py's check is decoded length + row ends == 16,000 (15,985 + 15).
  Row index 15 (Yasmin) opens at the end of page 0: round 95's verified paste of page 0
  (/tmp/rounds/real95/pages/nfc_0.txt, same check, 15,985 + 15) was copied in as pages/nfc_0.txt,
  not re-read, and joined with page 16000 so that row 15 is taken whole; rows 1-14 (round 95's)
  are not taken again. Rows index 15-29 whole; row 30 (checkered shirts) cut and dropped: 15 kept
  (rec = index - 1, as round 95). gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'. The
  questions are GSM8K TRAIN questions. Gold: the file's official_answer (checked by the build
  against gsm8k/train.jsonl).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 99 files, 20,866 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 75 records kept.

Repository counts (75 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 29 (38.7 %:
deepseek-v4-flash 16, deepseek-v4-pro 13), DT6A/GSM8K-AI-SubQ 21 (28.0 %: Llama-2-13B chat),
nguyentranhuy999/GSM8K-Solution-Verifier 15 (20.0 %: gpt-4o-mini CoT), 7174Andy/grounding-llm-
gsm8k 10 (13.3 %: Qwen2-7B-Instruct CoT). Licences: no LICENSE file in the index for handsomeZR or
7174Andy (as rounds 87-94 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov);
nguyentranhuy999 has LICENSE (MIT, 'Copyright (c) 2026 Nguyễn Trần Huy'); `licence` per record.
Truth: correct 61, wrong 14, no_answer 0; debatable 1 (hzf:93).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13), step-by-step prose ending in a '####' line, \boxed{}, 'Final Answer:' or 'Answer:' (anq),
'FINAL_ANSWER: N' (nfc). GSM8K test 60 (hzf, hzp, dt13, anq), GSM8K train 15 (nfc).

Label conventions (rounds 37-95's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another
quantity is wrong; in the '####' format the marked value is the answer even when the working ends
on another number, also where the completion was cut by the token cap just before the '####' line
(round 88's hz1:45); text after the committed answer (an invented next problem with its own 'Final
answer') does not count, the answer to the question posed does; an 'Answer:' line holding a
sentence is read for the quantity it states.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 112000, 127000
(taken), 113000 and 116000 (check reads only), runs/deepseek_v4_pro/test_predictions.jsonl offset
64000; DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl offset 16000; 7174Andy/
grounding-llm-gsm8k CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offset
64000; nguyentranhuy999/GSM8K-Solution-Verifier Output/BenchmarkOuput/
gpt4o_mini_cot_benchmark_results.csv offset 16000 (page 0 reused from round 95, not re-read).

Leads for a later round: handsomeZR deepseek_v4_flash from 142000 (test_000097, Freda, opens
at offset 142,104, on the last characters of page 127000; a page at 142000 takes it whole) and deepseek_v4_pro from 80000 (test_000061, Janet's brooch,
opens at the end of 64000); DT6A llama13b from 32000 (line 41, Perg, opens at the end of 16000),
llama7b from 32000 (line 39, Dana), chatgpt from 16000 (Jill), mistral from 0/16000, and the other
eval_*.jsonl of each folder (eval_finetune, eval_iql, eval_filtered_bc ...: other answering
policies; check repeats, the same sub-questions recur); 7174Andy Qwen CoT from 80000 (element 51
opens at the end of 64000), gemma CoT from 32000 (element 23, Ellen), SEAL baselines from 16000;
nguyentranhuy999 CoT from 32000 (row 30, checkered shirts, opens at the end of 16000), the JSON-
answer file from 16000 (rows 62-122) and the solver_pipeline_*_results.csv files (Output/
BenchmarkOuput/, not read: a multi-step solver pipeline, check that raw_response holds model
text; solver_pipeline_100_*_results.csv and solver_pipeline_200_workers4_ordered_results.csv at
578129443c / 7443542a).

Usage: python build_public_heldout98.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout98.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout98.jsonl"
SOURCE = "public_heldout98"


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash", "112000-142999 (112000 and 127000, overlap dropped)",
                        "test_000081-test_000096"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro", "64000-79999", "test_000048-test_000060"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 16000 of "
        "the file (lines 20-40)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "anq": (
        "anq-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        "Qwen/Qwen2-7B-Instruct (per the file name; the repo's CoT/chain_of_thought.py run), "
        "chain-of-thought evaluation on GSM8K test questions; page 64000 of the JSON list "
        "(elements 41-50)",
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 0 "
        "(round 95's paste) and 16000 of the CSV file joined (rows index 15-29)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:81|correct|hash|
hzf:82|correct|hash|
hzf:83|correct|hash|
hzf:84|correct|hash|
hzf:85|wrong|hash|deliberates 11 or 12 years (writes 4 * 11 = 44 in the working), cut mid-sentence by the 1024-token cap ('they did it at'), then '\n#### 3' (gold 44): the marked value is the answer
hzf:86|correct|hash|'Total rings: 4 + 12 + 6 = 22.' then '#### 22'
hzf:87|wrong|hash|'$780 * 12 = $9360' in the working, cut by the 1024-token cap ('The policy says'), then '\n#### 8' (gold 9360): the right number only in the working
hzf:88|correct|hash|'Harald sold 8,000 copies.' then '#### 8000'
hzf:89|correct|hash|
hzf:90|correct|hash|
hzf:91|correct|hash|
hzf:92|correct|hash|
hzf:93|correct|hash|debatable: works out 40 / 1.1 = 36.3636..., hesitates over rounding, 'I'll write the decimal as 36' (at the 1024-token cap) then '\n#### 36' (gold 36, from a 10 % time cut): the marked value equals the gold though the working meant 400/11
hzf:94|correct|hash|
hzf:95|correct|hash|
hzf:96|correct|hash|
hzp:48|correct|hash|
hzp:49|correct|hash|
hzp:50|correct|hash|'he makes 42 * 7 = $294.' then '#### 294'
hzp:51|correct|hash|
hzp:52|correct|hash|
hzp:53|correct|hash|'Difference: $520 - $480 = $40.' then '#### 40'
hzp:54|correct|hash|
hzp:55|correct|hash|
hzp:56|correct|hash|
hzp:57|correct|hash|
hzp:58|correct|hash|
hzp:59|correct|hash|
hzp:60|correct|hash|
dt13:20|wrong|answer_colon|'Final answer: 11.67' (gold 15: took 3/5 of 15 liters as 6 (it is 9) and subtracted the whole spilled liter)
dt13:21|correct|answer_colon|'Final answer: 14'
dt13:22|correct|answer_colon|'Final answer: 7'
dt13:23|correct|answer_colon|'Final answer: 8'
dt13:24|wrong|answer_colon|'Final answer: 325' (gold 26: 19.50/0.75 written as 262.50, then multiplied by 1.25)
dt13:25|wrong|answer_colon|'A6: Marie ordered 42 boxes of pizza' then 'Final answer: 42' (gold 2)
dt13:26|correct|answer_colon|'Final answer: 243'
dt13:27|correct|answer_colon|'Final answer: 16'
dt13:28|wrong|answer_colon|'He traveled 20-15=5 miles' then 'Final answer: 5' (gold 25)
dt13:29|wrong|answer_colon|'So the boots cost $99-$33=66' then 'Final answer: 66' (gold 104)
dt13:30|wrong|answer_colon|'Final answer: 28' (gold 109)
dt13:31|wrong|answer_colon|'Final answer: 93.33' (gold 80)
dt13:32|correct|answer_colon|'Final answer: 35'
dt13:33|wrong|answer_colon|'Final answer: 110' for the question posed (gold 70), then an invented pool problem with its own 'Final answer: 3600' (not counted)
dt13:34|correct|answer_colon|'Final answer: 23'
dt13:35|wrong|answer_colon|'Final answer: 29' (gold 9)
dt13:36|correct|answer_colon|'Final answer: 75.00' (gold 75; equal in value)
dt13:37|wrong|answer_colon|'He has 13-8=5 lego sets left' then 'Final answer: 5' (gold 2)
dt13:38|wrong|answer_colon|'Final answer: 13.33' (gold 10)
dt13:39|wrong|answer_colon|'Final answer: 24.01' (gold 18)
dt13:40|correct|answer_colon|'Final answer: 8'
anq:41|correct|hash|'#### answer: 160'
anq:42|correct|boxed|no '####': 'The final answer is:' then '\[ \boxed{90} \]'
anq:43|correct|final_answer_phrase|no '####': 'Final Answer: The loser got 20 votes.'
anq:44|correct|hash|'The answer is: $#### 296$'
anq:45|correct|answer_colon|no '####': '... is **\$4800**. Answer: \$4800'
anq:46|correct|hash|'Answer: \(#### 30\)'
anq:47|correct|final_answer_phrase|no '####': 'Final Answer: The candle will be 8 centimeters shorter.'
anq:48|correct|hash|'The final answer is:' then '$#### 1920'
anq:49|correct|hash|'there were \(#### 6\) yellow balloons in the bundle. The answer is: $6$'
anq:50|correct|hash|'The final answer is:' then '#### 13'
nfc:14|correct|answer_colon|'FINAL_ANSWER: 150'
nfc:15|correct|answer_colon|'FINAL_ANSWER: 98'
nfc:16|correct|answer_colon|'FINAL_ANSWER: 90'
nfc:17|correct|answer_colon|'FINAL_ANSWER: 30'
nfc:18|correct|answer_colon|'FINAL_ANSWER: 4'
nfc:19|correct|answer_colon|'FINAL_ANSWER: 725'
nfc:20|correct|answer_colon|'FINAL_ANSWER: 15'
nfc:21|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:22|correct|answer_colon|'FINAL_ANSWER: 17'
nfc:23|correct|answer_colon|'FINAL_ANSWER: 2'
nfc:24|correct|answer_colon|'FINAL_ANSWER: 150'
nfc:25|correct|answer_colon|'FINAL_ANSWER: 1080'
nfc:26|correct|answer_colon|'FINAL_ANSWER: 1'
nfc:27|correct|answer_colon|'FINAL_ANSWER: 70'
nfc:28|correct|answer_colon|'FINAL_ANSWER: 240'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
