__doc__ = r"""Build public_heldout104.jsonl: a 104th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; 7174Andy's `pred`; nguyentranhuy999's
`model_answer`, `correct`; DT6A's files have none) were not used to label: each completion was
read, its final answer found and compared with the gold by hand.

The round continues round 101's four repositories on the pages its "Leads" named, which no
earlier round took.

Method (rounds 88-101's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out right at the first paste. No loop markers were needed; nothing was retyped from a
decoded form; nothing is shortened. Where a record opens on the last page an earlier round read,
that round's verified paste (round 101's pages/, and round 95's dt7_16000, each passing the same
length check here) was copied in, not re-read, and joined so that the record is taken whole; the
records earlier rounds took are not taken again. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 174000 and 190000 (= hzf_174000, hzf_190000) joined with round 101's page
  158000 (hzf_158000): test_000119 (Adrien and Lylah, a 4,223-character completion opening at the
  end of 158000) to test_000142 whole (test_000129, the hospital, crosses the 174000/190000 edge
  and is taken whole); test_000143 (John's milk) cut and dropped: 24 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 96000 and 112000 (=
  hzp_96000, hzp_112000) joined with round 101's page 80000 (hzp_80000): test_000073 (Shiela,
  opening at the end of 80000) to test_000093 whole (test_000085, Gene's quilt, crosses the edge);
  test_000094 (rabbits) is cut at the page end before its line closes and is dropped: 21 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95/98/101): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 48000
  (= dt13_48000) joined with round 101's page 32000: line 62 (Marcy's pension, opening at the end
  of 32000) to line 81 whole; line 82 (Grace) cut and dropped: 20 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 32000 (= dtgp_32000) joined
  with round 101's page 16000: line 41 (Perg the dragon) to line 59 whole; line 60 (oranges) cut
  and dropped: 19 kept. eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 32000
  (= dt7_32000) joined with round 95's page 16000: line 39 (Dana) to line 58 whole; line 59
  (raspberries) cut and dropped: 20 kept. `r` = the line's `answers` body (enc json): the
  answering model's answers A1..An to sub-questions another model wrote, ending 'Final answer: N'
  (dt13:79 and dt7:50 then invent a new problem with its own 'Final answer'). Gold: the line's
  `answer` (float, written as an integer), checked by the build. rec = the file line (line numbers
  follow rounds 89/95/98/101; the lines before each take-from line were matched by script with
  the questions earlier rounds took). The three files answer the same GSM8K questions (lines
  41-58 overlap), each model's own text: no completion repeats another (work/dedup.py).
  Not read: eval_responses/mistral/eval_chat.jsonl (round 89 read its page 0 and left it for long
  verbatim loops) and the other eval_*.jsonl files, to keep DT6A under 40 % of the round.
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template rounds 88/98/101): CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-
  7B-Instruct.json (202,587 characters) pages 96000 and 112000 (= anq_96000, anq_112000) joined
  with round 101's page 80000 (anq_80000): element 63 (Wendy and Colin, opening at the end of
  80000) to element 84 whole (element 74, Tom's car washes, crosses the edge); element 85 (the
  bakery's loaves) cut and dropped: 22 kept.
  CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json (172,708 characters) page 48000
  (= ang_48000) joined with round 101's page 32000 (ang_32000): element 35 (Angela's
  installation, opening at the end of 32000) to element 47 whole; element 48 (Bob's potting soil)
  cut and dropped: 13 kept. `r` = the element's `model_generation` body after the raw body of its
  `prompt`, which it repeats verbatim (checked by script; enc json). Gold: the gsm8k/test.jsonl
  '####' value of the question (the file stores none), found by the question text exactly, by
  script. Element numbers follow rounds 88/98/101 (the list is not in gsm8k/test.jsonl order).
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template rounds
  95/98/101): Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) page
  48000 (= nfc_48000) joined with round 101's page 32000 (nfc_32000). Its rows end with CRLF; the
  display shows each row end as a bare '\n' while the offsets count the '\r', so mk.py's check is
  decoded length + row ends == 16,000 (15,984 + 16). Rows index 44 (Bob's pizza, crossing the
  edge) to 59 whole; row 60 (Stacy's farm) cut and dropped: 16 kept (rec = index - 1, as rounds
  95/98/101). gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'. The questions are GSM8K
  TRAIN questions. Gold: the file's official_answer (checked by the build against
  gsm8k/train.jsonl).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 111 files, 21,427 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 155 records kept.

Repository counts (155 records): DT6A/GSM8K-AI-SubQ 59 (38.1 %: Llama-2-13B chat 20, ChatGPT
19, Llama-2-7B chat 20), handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 45 (29.0 %:
deepseek-v4-flash 24, deepseek-v4-pro 21), 7174Andy/grounding-llm-gsm8k 35 (22.6 %:
Qwen2-7B-Instruct CoT 22, gemma-2-9b-it CoT 13), nguyentranhuy999/GSM8K-Solution-Verifier 16
(10.3 %: gpt-4o-mini CoT). Licences: no LICENSE file in the index for handsomeZR or 7174Andy (as
rounds 87-101 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); nguyentranhuy999
has LICENSE (MIT, 'Copyright (c) 2026 Nguyễn Trần Huy'); `licence` per record.
Truth: correct 107, wrong 48, no_answer 0; debatable 0.

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7), step-by-step prose ending in a '####' mark, 'The answer is', 'The final answer
is:', 'Final Answer:', a bold sentence or \boxed{} (anq), a bold or bare 'N answer' last line
(ang), 'FINAL_ANSWER: N' (nfc). GSM8K test 139 (hzf, hzp, dt13, dtgp, dt7, anq, ang), GSM8K train
16 (nfc).

Label conventions (rounds 37-101's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct (ang:47 '0008
answer' is 8; '$5,600' is 5600); another quantity is wrong; in the '####' format the marked value
is the answer even when the working ends elsewhere or was cut (hzf:119, hzf:122, hzp:93: the
deepseek runs hit the 1024-token cap and still end with a '####' line, which counts); likewise a
'Final answer: N' line counts; text after the committed answer (an invented next problem with its
own 'Final answer') does not count, the answer to the question posed does; an answer sentence is
read for the quantity it states; anq:82/83 quote the prompt's "format '#### answer'" before the
number they give, the number is the answer.

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 174000, 190000
(158000 reused from round 101, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl offsets
96000, 112000 (80000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl offset
48000 (32000 reused), eval_responses/chatgpt/eval_chat.jsonl offset 32000 (16000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 32000 (16000 reused from round 95);
7174Andy/grounding-llm-gsm8k CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json
offsets 96000, 112000 (80000 reused), CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-
it.json offset 48000 (32000 reused); nguyentranhuy999/GSM8K-Solution-Verifier
Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv offset 48000 (32000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 206000 (test_000143, John's milk,
opens at the end of 190000: re-read 190000 or join this round's paste) and deepseek_v4_pro from
128000 (test_000094, rabbits, cut at the very end of 112000 before its line closes: join this
round's paste); DT6A llama13b from 64000 (line 82, Grace, opens at the end of 48000), chatgpt from
48000 (line 60, oranges), llama7b from 48000 (line 59, raspberries), and the other eval_*.jsonl
files (mistral's page 0 has long verbatim loops; check repeats: the same sub-questions recur);
7174Andy Qwen CoT from 128000 (element 85, the bakery, opens at the end of 112000), gemma CoT from
64000 (element 48, Bob's potting soil, opens at the end of 48000); nguyentranhuy999 CoT from 64000
(row 60, Stacy's farm, opens at the end of 48000) and the solver_pipeline_* files (unread).

Usage: python build_public_heldout104.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout104.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout104.jsonl"
SOURCE = "public_heldout104"

AN_MODEL = (
    "{} (per the file name; the repo's CoT/chain_of_thought.py run), chain-of-thought evaluation "
    "on GSM8K test questions; {} of the JSON list (elements {})"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "158000-205999 (three pages joined: 158000 from round 101, 174000, 190000)",
                        "test_000119-test_000142"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro", "80000-127999 (80000 from round 101, 96000, 112000)",
                        "test_000073-test_000093"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 32000 "
        "(round 101's) and 48000 of the file (lines 62-81)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 16000 "
        "(round 101's) and 32000 of the file (lines 41-59)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 16000 "
        "(round 95's) and 32000 of the file (lines 39-58)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "anq": (
        "anq-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        AN_MODEL.format("Qwen/Qwen2-7B-Instruct",
                        "pages 80000 (round 101's), 96000 and 112000", "63-84"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "ang": (
        "ang-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it", "pages 32000 (round 101's) and 48000", "35-47"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 32000 "
        "(round 101's paste) and 48000 of the CSV file joined (rows index 44-59)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:119|wrong|hash|a long deliberation cut at the token cap ('Then "If Adrien's and L'), then '#### 56000' (gold 95200: Adrien's salary only)
hzf:120|correct|hash|
hzf:121|correct|hash|
hzf:122|wrong|hash|working cut at '6 + 1 = 7 hours per day', then '#### 7' (gold 48: one day's hours, not the week's)
hzf:123|correct|hash|
hzf:124|correct|hash|
hzf:125|correct|hash|algebra 'x = 10', then '#### 10'
hzf:126|correct|hash|
hzf:127|correct|hash|
hzf:128|correct|hash|
hzf:129|correct|hash|'Profit = 40000 - 30000 = 10000 dollars.' then '#### 10000'
hzf:130|correct|hash|
hzf:131|correct|hash|
hzf:132|correct|hash|
hzf:133|correct|hash|
hzf:134|correct|hash|
hzf:135|correct|hash|
hzf:136|correct|hash|
hzf:137|correct|hash|working '$29.00', then '#### 29'
hzf:138|correct|hash|
hzf:139|correct|hash|
hzf:140|correct|hash|
hzf:141|correct|hash|
hzf:142|correct|hash|
hzp:73|correct|hash|
hzp:74|correct|hash|
hzp:75|correct|hash|
hzp:76|correct|hash|
hzp:77|correct|hash|
hzp:78|correct|hash|working '6.00 dollars', then '#### 6'
hzp:79|correct|hash|
hzp:80|correct|hash|
hzp:81|correct|hash|
hzp:82|correct|hash|
hzp:83|correct|hash|
hzp:84|correct|hash|
hzp:85|wrong|hash|'#### 48' (gold 44: counted 34 - 23 + 1 = 12 years)
hzp:86|correct|hash|
hzp:87|correct|hash|
hzp:88|correct|hash|working '8,000', then '#### 8000'
hzp:89|correct|hash|
hzp:90|correct|hash|
hzp:91|correct|hash|
hzp:92|correct|hash|
hzp:93|wrong|hash|a long deliberation (400/11 = 36.36 seconds) cut at the token cap, then '#### 10' (gold 36)
dt13:62|wrong|answer_colon|'Final answer: 50000/year' (gold 25000)
dt13:63|wrong|answer_colon|'Final answer: 1566.4' (gold 1596: 140*6*0.9 taken as 726.4)
dt13:64|wrong|answer_colon|'Final answer: 3600' (gold 300)
dt13:65|wrong|answer_colon|'Final answer: 9' (gold 36: one week, not four)
dt13:66|correct|answer_colon|'Final answer: 48'
dt13:67|wrong|answer_colon|'Final answer: 420' (gold 595: the diamonds left out)
dt13:68|correct|answer_colon|'Final answer: 36'
dt13:69|correct|answer_colon|'Final answer: 60'
dt13:70|wrong|answer_colon|'Final answer: 2700' (gold 7425)
dt13:71|correct|answer_colon|'Final answer: 60'
dt13:72|wrong|answer_colon|'Final answer: 223' (gold 221: 3*43 taken as 131)
dt13:73|wrong|answer_colon|'Final answer: 15' (gold 255: the interest only)
dt13:74|wrong|answer_colon|'Final answer: 86.35' (gold 88: prices not rounded)
dt13:75|wrong|answer_colon|'Final answer: 4' (gold 60: levels halved downwards)
dt13:76|correct|answer_colon|'Final answer: 5'
dt13:77|wrong|answer_colon|'Final answer: 1400' (gold 100: David's share taken as 4 x Sarah's)
dt13:78|wrong|answer_colon|'Final answer: 7.50' (gold 6)
dt13:79|correct|answer_colon|'Final answer: 70', then an invented swimming-pool problem with its own 'Final answer: 3072', which does not count
dt13:80|correct|answer_colon|'Final answer: 10'
dt13:81|wrong|answer_colon|'Final answer: 12' (gold 17: the 10 he had left out)
dtgp:41|wrong|answer_colon|'Final answer: 800' (gold 200: the difference of throws, not the distance past the flames)
dtgp:42|correct|answer_colon|'Final answer: 26'
dtgp:43|correct|answer_colon|'Final answer: 48'
dtgp:44|wrong|answer_colon|'Final answer: 30' (gold 20: one pound of beeswax paid for, not two)
dtgp:45|wrong|answer_colon|'Final answer: 44' (gold 104: '2/5 times more' taken as 2)
dtgp:46|wrong|answer_colon|'Final answer: 277' (gold 163)
dtgp:47|wrong|answer_colon|'Final answer: 24000' (gold 800: $200 taken as the tie count)
dtgp:48|correct|answer_colon|'Final answer: 8'
dtgp:49|correct|answer_colon|'Final answer: 30'
dtgp:50|correct|answer_colon|'Final answer: 294'
dtgp:51|correct|answer_colon|'Final answer: 5'
dtgp:52|wrong|answer_colon|'Final answer: 7.5' (gold 15: pounds of toys, not toys)
dtgp:53|correct|answer_colon|'Final answer: 40'
dtgp:54|wrong|answer_colon|'Final answer: 43' (gold 40: Patchy's kittens taken as 3 x 12)
dtgp:55|wrong|answer_colon|'Final answer: 7' (gold 14: divided by 2 twice)
dtgp:56|correct|answer_colon|'Final answer: 3'
dtgp:57|correct|answer_colon|'Final answer: 83'
dtgp:58|wrong|answer_colon|'Final answer: 44.25' (gold 57)
dtgp:59|correct|answer_colon|'Final answer: 187'
dt7:39|wrong|answer_colon|'Final answer: 34' (gold 18)
dt7:40|wrong|answer_colon|'Final answer: 12' (gold 8: Ben's phone taken as 2 + 1)
dt7:41|wrong|answer_colon|'Final answer: 160' (gold 200: three times taken as 1.3)
dt7:42|correct|answer_colon|'Final answer: 26' (A2 calls the 26 'remaining', A3 and the final line give the guests 26)
dt7:43|wrong|answer_colon|'Final answer: 40' (gold 48)
dt7:44|wrong|answer_colon|'Final answer: $10.00' (gold 20)
dt7:45|wrong|answer_colon|'Final answer: 8.8' (gold 104)
dt7:46|wrong|answer_colon|'Final answer: 57' (gold 163)
dt7:47|wrong|answer_colon|'Final answer: 200' (gold 800)
dt7:48|correct|answer_colon|'Final answer: 8'
dt7:49|correct|answer_colon|'Final answer: 30'
dt7:50|wrong|answer_colon|'Final answer: 3528' for the question posed (gold 294: eggs taken as dozens), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:51|wrong|answer_colon|'Final answer: 6.67' (gold 5: 1 to 4 PM taken as 4 hours)
dt7:52|wrong|answer_colon|'Final answer: 2.25' (gold 15)
dt7:53|wrong|answer_colon|'Final answer: 120' (gold 40: Thursday's car tires left out)
dt7:54|wrong|answer_colon|'Final answer: 33' (gold 40: the 7 adopted kittens left out)
dt7:55|wrong|answer_colon|'Final answer: 13' (gold 14)
dt7:56|correct|answer_colon|'Final answer: 3'
dt7:57|correct|answer_colon|'Final answer: 83'
dt7:58|wrong|answer_colon|'Final answer: 53.00' (gold 57: the $4 tip left out)
anq:63|correct|hash|'The answer is:' then '#### 20'
anq:64|wrong|hash|'#### answer: 280' (gold 560: the round trip not doubled)
anq:65|correct|final_answer_phrase|no '####': 'The final answer is: **24**'
anq:66|correct|hash|'So, the alarm rang a total of \(#### 22\) times.'
anq:67|correct|answer_is|no '####': 'So the answer is 4.'
anq:68|correct|prose_sentence|no '####': 'Therefore, the number of votes in favor of the new regulation is **22**.'
anq:69|correct|boxed|no '####': 'The answer is $\boxed{64}$.'
anq:70|wrong|prose_sentence|no '####': 'a daily calorie deficit of approximately **528 calories**' (gold 525: 199 days counted, not 200)
anq:71|correct|hash|'\(#### 10\)'
anq:72|correct|hash|'The answer in the requested format is: `#### 410`.'
anq:73|correct|answer_is|no '####': 'The answer is $140.'
anq:74|correct|hash|'\(#### 720\). Answer: 720.'
anq:75|correct|prose_sentence|no '####': 'a total of **1050 customers** per week.'
anq:76|correct|prose_sentence|no '####': 'will take a total of **8 hours**.'
anq:77|correct|hash|"The final numeric answer is '#### 20'."
anq:78|wrong|hash|'$#### 139. Answer: 139.' (gold 138: compounded, where the rise is 5% of the original price each year)
anq:79|correct|hash|"The answer is '#### 175'."
anq:80|correct|answer_is|no '####': 'The answer is $64. The answer is: $64'
anq:81|correct|final_answer_phrase|no '####': 'The final answer is: $5,600' (gold 5600)
anq:82|correct|final_answer_phrase|"The final numeric answer in the format '#### answer' is: 720." (the '####' is the quoted format, the number follows)
anq:83|correct|final_answer_phrase|"The final numeric answer in the format '#### answer' is: **\$312**." (the '####' is the quoted format)
anq:84|correct|final_answer_phrase|no '####': 'Final Answer: Bailey started with $60.'
ang:35|correct|bold|no '####': last line '**324 answer**'
ang:36|correct|bold|no '####': last line '**129200 answer**'
ang:37|wrong|bare_last_line|no '####': last line '4000 answer' (gold 4400: series movies priced $4, not $6)
ang:38|correct|bare_last_line|no '####': last line '70 answer'
ang:39|correct|bold|no '####': last line '**276000 answer**'
ang:40|wrong|bold|no '####': last line '**12 answer**' (gold 108: two seashells per group, not per member)
ang:41|correct|bare_last_line|no '####': last line '160 answer'
ang:42|correct|bold|no '####': last line '**90 answer**'
ang:43|correct|bold|no '####': last line '**20 answer**'
ang:44|correct|bold|no '####': last line '**296 answer**'
ang:45|correct|bold|no '####': last line '**4800 answer**'
ang:46|correct|bold|no '####': last line '**30 answer**'
ang:47|correct|bold|no '####': last line '**0008 answer**' (8 written with leading zeros; gold 8)
nfc:43|correct|answer_colon|'FINAL_ANSWER: 1200'
nfc:44|correct|answer_colon|'FINAL_ANSWER: 170'
nfc:45|wrong|answer_colon|'FINAL_ANSWER: 608.12' (gold 525: an amortised loan at 5% a year, where the interest is 5% of each payment)
nfc:46|correct|answer_colon|'FINAL_ANSWER: 28'
nfc:47|correct|answer_colon|'FINAL_ANSWER: 87'
nfc:48|correct|answer_colon|'FINAL_ANSWER: 148'
nfc:49|correct|answer_colon|'FINAL_ANSWER: 64'
nfc:50|wrong|answer_colon|'FINAL_ANSWER: 18' (gold 17: the changed $100 bill still counted)
nfc:51|correct|answer_colon|'FINAL_ANSWER: 5'
nfc:52|correct|answer_colon|'FINAL_ANSWER: 2'
nfc:53|correct|answer_colon|'FINAL_ANSWER: 8'
nfc:54|correct|answer_colon|'FINAL_ANSWER: 9'
nfc:55|correct|answer_colon|'FINAL_ANSWER: 15890'
nfc:56|correct|answer_colon|'FINAL_ANSWER: 1200'
nfc:57|correct|answer_colon|'FINAL_ANSWER: 240'
nfc:58|correct|answer_colon|'FINAL_ANSWER: 40'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
