__doc__ = r"""Build public_heldout119.jsonl: a 119th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `pred`; nguyentranhuy999's `model_answer`,
`correct`; DT6A's files have none) were not used to label: each completion was read, its final
answer found and compared with the gold by hand.

The round continues round 114's three repositories on the pages its "Leads" named, which no
earlier round took: 7174Andy (gemma CoT to the end of the file), nguyentranhuy999 (gpt-4o-mini
CoT to the end of the file) and DT6A (mistral eval_finetune.jsonl from line 40, and the first
page of mistral eval_chat.jsonl, which no round had read).

Method (rounds 88-114's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out right (dmc_0 only after its loop K was corrected, see below). Nothing was retyped
from a decoded form; nothing is shortened. Where a record opens on the last page round 114 read,
round 114's verified paste (ang_128000, nfc_144000, dtm_58524 with its markers [[D]] 416 and
[[E]] 20; each passes the same length check here and decodes to the same text as round 114's
.page, checked with cmp) was copied in and joined so that the record is taken whole; the records
earlier rounds took are not taken again. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.

Loop markers (round 90's method, DT6A only; one copy of the unit in work/mk.py, repeated a whole
number of times). Every one-character loop absorbs any slip elsewhere on its page, so each was
fixed by reads at both of its ends (the unpasted reads' display openings are kept in
work/check<offset>.txt and compared by mk.py):
  [[F]] dtm_74524, line 41 (Perg), in an invented block after the line's 'Final answer':
  'A1: He has 1000-1000/3=666.' then 261 6s to the token cap. The page length gives 261; the read
  at 77079 (30 characters before the predicted loop start) opens 'n\\nA1: He has
  1000-1000/3=666.666...' and the read at 77340 (30 before the predicted end) opens with 30 6s
  and then '", "answer": 200.0}' and line 42.
  [[G]] dtm_90524, line 54 (Doubtfire), in an invented block: 'So it will take him
  10/60=1/6=0.1' then 267 6s. Page length 267; the read at 101010 opens 30 characters before the
  loop; the read at 101277 (30 before the predicted end; pasted whole as dtm_101277, its first
  5,247 characters equal the end of dtm_90524) opens with 30 6s and '", "answer": 40.0}'.
  [[K]] dmc_0, line 5 (Kylar), in an invented block: 'He has to pay 100 dollars for the car. '
  x 30, then the cut copy 'He has to pay 100'. [[H]] dmc_0 and dmc_10941, line 7 (Carla), in an
  invented block: 'So it takes the train 1000/60=16.' then 225 6s. The first paste of dmc_0 held
  29 K sentences (pasted whole) and the page length then put 264 6s in H; the read at 10941
  (pasted whole, dmc_10941) holds H alone, whose length gives 225, and it showed line 6
  (Toulouse) opening 39 characters (one K unit) later than that paste did. The read at 9800 (not
  pasted) opens 'He wants to buy a car for 1000 dollars. He has to pay', so loop K opens at 9840
  as on the paste, and line 6 opens at 11046 in dmc_10941: between the two anchors lie 30 K units
  and the 36-character cut copy and line end, so K = 30 and H = 225; dmc_0 (K 30, H 225) and
  dmc_10941 (H 225) then agree character for character on their overlap 10941-16000.
  Verbatim loops displayed whole were pasted whole: dmc_0 line 4 (Wendi) 'He plants 100 acres of
  corn and 100 acres of soybeans.  ' x 19 (its count is fixed by the anchor at 9800, which lies
  after it); dtm_101277 line 57 (the bridge) 'He has 1000 dollars. He wants to buy a car for 1000
  dollars.' repeated (the page holds no marker; its length came out right).
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template rounds 88-114): CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-
  9b-it.json (172,708 characters) pages 144000 and 160000 (the last page, 12,708 characters)
  (= ang_144000, ang_160000) joined with round 114's page 128000: element 110 (Dan's roses,
  opening at the end of 128000) to element 131 (the bird), the last element of the file, whole
  (element 122, the seashells, crosses the edge): 22 kept. `r` = the element's `model_generation`
  body after the raw body of its `prompt`, which it repeats verbatim (checked by script; enc json).
  Gold: the gsm8k/test.jsonl '####' value of the question (the file stores none), found by the
  question text exactly, by script. Element numbers follow rounds 88-114 (the list is not in
  gsm8k/test.jsonl order; these 22 questions are the ones round 114's Qwen elements 114-131 and
  others hold, but the completions are gemma's).
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template rounds 95-114):
  Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) pages 160000,
  176000, 192000 and 208000 (the last page, 1,884 characters) (= nfc_160000 ... nfc_208000) joined
  with round 114's page 144000. Its rows end with CRLF; the display shows each row end as a bare
  '\n' while the offsets count the '\r', so mk.py's check is decoded length + row ends == 16,000
  (or 1,884 on the last page, whose last row end closes the file). Rows index 152 (the building's
  restaurants, opening at the end of 144000) to 200 (Bert's golden retriever), the last row of the
  file, whole (rows 168, 183 and 199 cross edges): 49 kept (rec = index - 1, as rounds 95-114).
  gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'. Gold: the file's official_answer,
  checked by the build against GSM8K (test first, then train: 39 of the 49 questions are GSM8K
  TRAIN questions, 10 are test questions); every one agrees, none needed transcribing.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-114): eval_responses/mistral/eval_finetune.jsonl (2,418,190 characters) pages 74524
  and 90524 (= dtm_74524 [[F]], dtm_90524 [[G]]) and the read at 101277 (= dtm_101277) joined with
  the end of round 114's read at 58524 (from where line 40 opens, 'Brandon's iPhone') and
  dtm_101277 from its character 5,247: lines 40 (Brandon's iPhone) to 62 (Marcy) whole; line 63
  (Aleena) cut at the end of 101277 + 16000 and dropped: 23 kept.
  eval_responses/mistral/eval_chat.jsonl (2,407,600 characters; no earlier round read it) page 0
  (= dmc_0 [[K]] [[H]]) and the read at 10941 (= dmc_10941 [[H]]) joined from its character 5,059:
  lines 0 (Janet's ducks) to 13 (Melanie) whole; line 14 (the dance class) cut at the end of
  10941 + 16000 and dropped: 14 kept. Its lines carry the same GSM8K test questions as
  eval_finetune lines 0-13 (earlier rounds'), answered by another run: checked for repeats (none).
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions (the line's `questions`) ending 'Final answer: N', after which every completion
  goes on with invented 'Problem: ...' blocks with their own Q/A and 'Final answer' lines until the
  token cap (dmc:1 and dmc:2 re-pose their own problem and answer it again the same). Gold: the
  line's `answer` (float, written as an integer), checked by the build; the lines follow
  gsm8k/test.jsonl order (checked by script, spaces ignored; `q` is GSM8K's text). Model: Mistral
  (per the folder name 'mistral'; 'eval_finetune' and 'eval_chat' per the file names: the
  fine-tuned and the chat settings of the repo, not read further).
  Not read this round: the other mistral eval_*.jsonl files (eval_filtered_bc,
  eval_filtered_bc_dist, eval_filtered_bc_medium, eval_finetune_dist, eval_finetune_medium,
  eval_iql, eval_iql_dist, eval_iql_dist_sparse, eval_iql_medium, eval_iql_medium_sparse,
  eval_iql_sparse; listed with find_files): left as leads, to keep the round to its time.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 139 files, 22,988 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 108 records kept.

Repository counts (108 records): nguyentranhuy999/GSM8K-Solution-Verifier 49 (45.4 %: gpt-4o-mini
CoT), DT6A/GSM8K-AI-SubQ 37 (34.3 %: Mistral eval_finetune 23, eval_chat 14),
7174Andy/grounding-llm-gsm8k 22 (20.4 %: gemma-2-9b-it CoT). Licences: no LICENSE file in the
index for 7174Andy (as rounds 88-114 found); nguyentranhuy999 has LICENSE (MIT, 'Copyright (c)
2026 Nguyễn Trần Huy'); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per
record. Truth: correct 79, wrong 29, no_answer 0; debatable 0.

Split: all long_cot (no tag format): step-by-step prose ending in a bold or bare 'N answer' last
line, a '#### N answer' line, '**The answer:** N answer', '**The answer is:** N answer' or
'**Final answer:** N answer' (ang), 'FINAL_ANSWER: N' (nfc), 'A1..An' then 'Final answer: N' and
invented problems (dtm, dmc). GSM8K test 69 (ang 22, dtm 23, dmc 14, and the 10 nfc rows whose
questions the build finds in gsm8k/test.jsonl: index 153, 155, 156, 169, 172, 177, 183, 185, 191,
194), GSM8K train 39 (nfc).

Label conventions (rounds 37-114's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('**0004
answer**' is 4; '**75.00 answer**' is 75); another quantity is wrong (ang:111 '**1600 answer**'
after its working's 16 liters, ang:117 '**10000 answer**' after '$20000' and ang:124 '**Final
answer:** 2000 answer' after '20%' state 1600, 10000 and 2000, as round 114's ang:89, 93, 105);
in the '####' format the marked value is the answer; a 'Final answer: N' line counts, and text
after the answer to the question posed (the invented 'Problem:' blocks with their own 'Final
answer') does not count. dtm:49 (Richard) ends its working on 'so 120*3/4=90 units are occupied'
and then writes 'Final answer: 30' (the unoccupied units asked for = gold 30): correct by its
'Final answer' line.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k
CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json offsets 144000, 160000 (128000
reused; the file is now read to its end); nguyentranhuy999/GSM8K-Solution-Verifier
Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv offsets 160000, 176000, 192000, 208000
(144000 reused; the file is now read to its end); DT6A/GSM8K-AI-SubQ
eval_responses/mistral/eval_finetune.jsonl offsets 74524, 90524, 101277 (pasted) and 77079, 77340,
101010 (loop checks, not pasted; 58524 reused); eval_responses/mistral/eval_chat.jsonl offsets 0,
10941 (pasted) and 9800 (loop check, not pasted).

Leads for a later round: DT6A mistral eval_finetune.jsonl from 117277 (line 63, Aleena, opens in
the read at 101277 and is cut at its end; the read at 101010 runs to 117010); mistral
eval_chat.jsonl from 26941 (line 14, the dance class, opens in the read at 10941 and is cut at its
end; the read at 9800 runs to 25800); the other mistral eval_*.jsonl files (eval_filtered_bc*,
eval_finetune_dist/medium, eval_iql*: the same GSM8K test questions, check repeats). Expect more
loops in every DT6A file (runs of 6s and verbatim sentences in the invented blocks): fix each
count by reads at both ends of the loop, as here. The 7174Andy gemma file and the
nguyentranhuy999 gpt-4o-mini CoT file are exhausted.

Usage: python build_public_heldout119.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout119.py            # re-apply labels / provenance / gold checks
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
    NF,
    NF_LICENCE,
    NFC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout119.jsonl"
SOURCE = "public_heldout119"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "ang": (
        "ang-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        "google/gemma-2-9b-it (per the file name; the repo's CoT/chain_of_thought.py run), "
        "chain-of-thought evaluation on GSM8K test questions; pages 128000 (round 114's), 144000 "
        "and 160000 (the last) of the JSON list (elements 110-131)",
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 144000 "
        "(round 114's paste), 160000, 176000, 192000 and 208000 (the last) of the CSV file joined "
        "(rows index 152-200)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
    "dtm": (
        "dtm-mistral-finetune-subq-gsm8k", DT, "eval_responses/mistral/eval_finetune.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_finetune') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; the end of round 114's read at "
        "58524, pages 74524 and 90524 and the read at 101277 of the file joined (lines 40-62; "
        "loop markers, see the docstring)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dmc": (
        "dmc-mistral-chat-subq-gsm8k", DT, "eval_responses/mistral/eval_chat.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_chat') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; page 0 and the read at 10941 "
        "of the file joined (lines 0-13; loop markers, see the docstring)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ang:110|correct|bare_last_line|no '####': last line '600 answer'
ang:111|wrong|bold|no '####': last line '**1600 answer**' after its working's '16 liters of water' (gold 16: the stated answer is 1600)
ang:112|correct|bold|no '####': last line '**0004 answer**' (= 4, gold 4)
ang:113|wrong|bold|no '####': last line '**Answer: 44 answer**' (gold 104: '2/5 times more' taken as 2 articles on Tuesday, not 5 + 2 = 7)
ang:114|correct|bare_last_line|no '####': last line '10 answer'
ang:115|correct|bold|no '####': last line '**75.00 answer**' (gold 75)
ang:116|correct|hash|'#### 6 answer'
ang:117|wrong|bold|no '####': last line '**10000 answer**' after its working's '$15000 + $5000 = $20000' (gold 20000: the stated answer is 10000)
ang:118|correct|bold|no '####': last line '**800 answer**'
ang:119|correct|hash|'#### 45 answer'
ang:120|correct|answer_colon|no '####': last line '3. **The answer:** 288 answer'
ang:121|correct|bold|no '####': last line '**40 answer**'
ang:122|correct|answer_is|no '####': last line '3. **The answer is:** 665 answer'
ang:123|correct|bold|no '####': last line '**200 answer**'
ang:124|wrong|final_answer_phrase|no '####': last line '3. **Final answer:** 2000 answer' after its working's '(4 / 20) * 100% = 20%' (gold 20: the stated answer is 2000)
ang:125|correct|hash|'#### 20 answer'
ang:126|correct|bold|no '####': last line '**24 answer**'
ang:127|correct|bold|no '####': last line '**2 answer**'
ang:128|correct|bold|no '####': last line '**8 answer**'
ang:129|correct|bold|no '####': last line '**20 answer**'
ang:130|correct|bold|no '####': last line '**576 answer**'
ang:131|correct|bold|no '####': last line '**374 answer**'
nfc:151|correct|answer_colon|'FINAL_ANSWER: 75'
nfc:152|correct|answer_colon|'FINAL_ANSWER: 8'
nfc:153|correct|answer_colon|'FINAL_ANSWER: 14000'
nfc:154|correct|answer_colon|'FINAL_ANSWER: 1000'
nfc:155|correct|answer_colon|'FINAL_ANSWER: 1000'
nfc:156|correct|answer_colon|'FINAL_ANSWER: 27'
nfc:157|correct|answer_colon|'FINAL_ANSWER: 1600'
nfc:158|correct|answer_colon|'FINAL_ANSWER: 30'
nfc:159|correct|answer_colon|'FINAL_ANSWER: 7'
nfc:160|correct|answer_colon|'FINAL_ANSWER: 21'
nfc:161|correct|answer_colon|'FINAL_ANSWER: 800'
nfc:162|correct|answer_colon|'FINAL_ANSWER: 16'
nfc:163|correct|answer_colon|'FINAL_ANSWER: 120'
nfc:164|correct|answer_colon|'FINAL_ANSWER: 768'
nfc:165|correct|answer_colon|'FINAL_ANSWER: 600'
nfc:166|correct|answer_colon|'FINAL_ANSWER: 6384'
nfc:167|correct|answer_colon|'FINAL_ANSWER: 160'
nfc:168|correct|answer_colon|'FINAL_ANSWER: 21'
nfc:169|correct|answer_colon|'FINAL_ANSWER: 10'
nfc:170|correct|answer_colon|'FINAL_ANSWER: 12'
nfc:171|correct|answer_colon|'FINAL_ANSWER: 90'
nfc:172|correct|answer_colon|'FINAL_ANSWER: 216'
nfc:173|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:174|correct|answer_colon|'FINAL_ANSWER: 8'
nfc:175|correct|answer_colon|'FINAL_ANSWER: 26'
nfc:176|correct|answer_colon|'FINAL_ANSWER: 100'
nfc:177|correct|answer_colon|'FINAL_ANSWER: 2500'
nfc:178|correct|answer_colon|'FINAL_ANSWER: 1244'
nfc:179|correct|answer_colon|'FINAL_ANSWER: 260' (after 'Total cost after discount = $260.00')
nfc:180|correct|answer_colon|'FINAL_ANSWER: 3200'
nfc:181|correct|answer_colon|'FINAL_ANSWER: 5'
nfc:182|correct|answer_colon|'FINAL_ANSWER: 34'
nfc:183|correct|answer_colon|'FINAL_ANSWER: 6'
nfc:184|correct|answer_colon|'FINAL_ANSWER: 19'
nfc:185|correct|answer_colon|'FINAL_ANSWER: 16'
nfc:186|correct|answer_colon|'FINAL_ANSWER: 30'
nfc:187|correct|answer_colon|'FINAL_ANSWER: 60'
nfc:188|correct|answer_colon|'FINAL_ANSWER: 9'
nfc:189|correct|answer_colon|'FINAL_ANSWER: 1600'
nfc:190|correct|answer_colon|'FINAL_ANSWER: 8'
nfc:191|correct|answer_colon|'FINAL_ANSWER: 1500'
nfc:192|correct|answer_colon|'FINAL_ANSWER: 4'
nfc:193|correct|answer_colon|'FINAL_ANSWER: 195'
nfc:194|correct|answer_colon|'FINAL_ANSWER: 2'
nfc:195|correct|answer_colon|'FINAL_ANSWER: 250'
nfc:196|correct|answer_colon|'FINAL_ANSWER: 21'
nfc:197|correct|answer_colon|'FINAL_ANSWER: 78'
nfc:198|correct|answer_colon|'FINAL_ANSWER: 828'
nfc:199|correct|answer_colon|'FINAL_ANSWER: 78'
dtm:40|correct|answer_colon|'Final answer: 8', then invented spending blocks with their own 'Final answer: 0', which do not count
dtm:41|wrong|answer_colon|'Final answer: 1600' (gold 200: 1200 + 400 instead of 1200 - 1000), then an invented spending block cut in a run of 6s
dtm:42|wrong|answer_colon|'Final answer: 14' (gold 26: the 14 pieces left stated as taken), then invented car blocks with their own 'Final answer: 2000'
dtm:43|wrong|answer_colon|'Final answer: 200' (gold 48: the 200 calories left, not grams), then invented chip blocks with their own 'Final answer: 200'
dtm:44|wrong|answer_colon|'Final answer: 50' (gold 20), then invented farm blocks with their own 'Final answer: 12400'
dtm:45|wrong|answer_colon|'Final answer: 17' (gold 104: a count of articles, no hours), then invented car blocks with their own 'Final answer: 900'
dtm:46|wrong|answer_colon|'Final answer: 23' (gold 163), then invented spending blocks with their own 'Final answer: 100'
dtm:47|wrong|answer_colon|'Final answer: 5000' (gold 800), then invented spending blocks with their own 'Final answer: 0'
dtm:48|wrong|answer_colon|'Final answer: 12' (gold 8), then invented car blocks with their own 'Final answer: 25000'
dtm:49|correct|answer_colon|'Final answer: 30' after A4 '120*3/4=90 units are occupied' (the unoccupied 30 = gold), then invented spending blocks with their own 'Final answer: 222.22', which do not count
dtm:50|wrong|answer_colon|'Final answer: 295.6' (gold 294: 1764/12 taken as 147.8), then invented farm blocks with their own 'Final answer: 25000'
dtm:51|wrong|answer_colon|'Final answer: 4' (gold 5), then invented spending blocks with their own 'Final answer: 104.16'
dtm:52|wrong|answer_colon|'Final answer: 7.5' (gold 15), then invented spending blocks with their own 'Final answer: 250'
dtm:53|wrong|answer_colon|'Final answer: 200' (gold 40), then invented spending blocks with their own 'Final answer: 400'
dtm:54|correct|answer_colon|'Final answer: 40' (its A3 names a 'third cat' with 21 + 12 = 33 kittens, then 33 + 7 = 40 = gold), then an invented driving block cut in a run of 6s
dtm:55|correct|answer_colon|'Final answer: 14', then invented farm blocks with their own 'Final answer: 200', which do not count
dtm:56|wrong|answer_colon|'Final answer: 0' (gold 3), then invented spending blocks with their own 'Final answer: 400'
dtm:57|correct|answer_colon|'Final answer: 83', then an invented block looping 'He has 1000 dollars. He wants to buy a car for 1000 dollars.' until cut, which does not count
dtm:58|wrong|answer_colon|'Final answer: 58' (gold 57: the $4 tip added twice, the $3 delivery fee left out), then invented spending blocks with their own 'Final answer: 333'
dtm:59|wrong|answer_colon|'Final answer: 147' (gold 187: 6*20+67 written as 147), then invented farm blocks with their own 'Final answer: 0'
dtm:60|wrong|answer_colon|'Final answer: 10' (gold 17), then invented spending blocks with their own 'Final answer: 250'
dtm:61|wrong|answer_colon|'Final answer: 1573' (gold 1430: the 10% added a second time), then invented car blocks with their own 'Final answer: 13310'
dtm:62|wrong|answer_colon|'Final answer: 51250' (gold 25000), then invented car blocks with their own 'Final answer: 1000'
dmc:0|correct|answer_colon|'Final answer: 18', then invented farm blocks with their own 'Final answer: 75' and '66.66666666666667', which do not count
dmc:1|correct|answer_colon|'Final answer: 3', then an invented house-flipping block ('Final answer: 70000') and the robe problem posed again with 'Final answer: 3'
dmc:2|correct|answer_colon|'Final answer: 70000' (gold 70000), then the same problem posed again with 'Final answer: 70000'
dmc:3|correct|answer_colon|'Final answer: 540', then invented car blocks with their own 'Final answer: 50', which do not count
dmc:4|wrong|answer_colon|'Final answer: 60' (gold 20: the whole day's feed, the morning and afternoon 40 cups not taken off), then an invented block looping 'He plants 100 acres of corn and 100 acres of soybeans.' until cut
dmc:5|wrong|answer_colon|'Final answer: 105' (gold 64: 16 glasses at $5 plus 15 at $3), then an invented block looping 'He has to pay 100 dollars for the car.' until cut
dmc:6|correct|answer_colon|'Final answer: 260', then invented spending blocks with their own 'Final answer: 400', which do not count
dmc:7|wrong|answer_colon|'Final answer: 220' (gold 160: GB taken as minutes), then an invented train block cut in a run of 6s
dmc:8|wrong|answer_colon|'Final answer: 275' (gold 45: all the distances added, the return not subtracted), then invented spending blocks with their own 'Final answer: 100'
dmc:9|correct|answer_colon|'Final answer: 460', then invented car blocks with their own 'Final answer: 150', which do not count
dmc:10|correct|answer_colon|'Final answer: 366', then invented spending blocks with their own 'Final answer: 100', which do not count
dmc:11|wrong|answer_colon|'Final answer: 8328' (gold 694: the dozen prices applied to each pastry), then invented car blocks with their own 'Final answer: 9000'
dmc:12|wrong|answer_colon|'Final answer: 7.5' (gold 13: the $90 planting cost never divided by the yearly gain), then invented savings blocks with their own 'Final answer: 1099'
dmc:13|wrong|answer_colon|'Final answer: 2' (gold 18: the 5 left taken as the start), then invented spending blocks with their own 'Final answer: 100'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
