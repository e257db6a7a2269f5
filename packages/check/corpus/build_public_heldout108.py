__doc__ = r"""Build public_heldout108.jsonl: a 108th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `pred`; nguyentranhuy999's `model_answer`,
`correct`; DT6A's files have none) were not used to label: each completion was read, its final
answer found and compared with the gold by hand.

The round continues three of round 104's repositories on the pages its "Leads" named, which no
earlier round took: 7174Andy (Qwen and gemma CoT), nguyentranhuy999 (gpt-4o-mini CoT; the
solver_pipeline_* files were looked at) and DT6A (a mistral eval_*.jsonl file from page 0).

Method (rounds 88-104's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: every
page came out right at the first paste. Nothing was retyped from a decoded form; nothing is
shortened. Where a record opens on the last page round 104 read, round 104's verified paste
(anq_112000, ang_48000, nfc_48000, each passing the same length check here; anq 112000 was also
read again this round and shows the same text) was copied in and joined so that the record is
taken whole; the records earlier rounds took are not taken again. work/extract.py cut the records
out by script (raw_*.jsonl); work/dedup.py checked repeats.
Loop markers (round 90's method, DT6A only): eval_responses/mistral/eval_finetune.jsonl page 0
holds three long verbatim loops in three completions: line 4 (Wendi) '  He plants 100 acres of
corn and 100 acres of soybeans.' (56 characters a unit), line 5 (Kylar) ' He has to pay 100 dollars
for the car.' (39), line 7 (Carla) ', then a woman, then a man' (26). Each was pasted as one marker
([[A]], [[B]], [[C]]) and mk.py puts the unit there a whole number of times. One length equation
leaves three counts open (60 triples 0-300 fit), so the counts were fixed by reading the file
again at offset 11475, the decoded position where loop B's last, cut sentence must open if A = 20
and B = 26: that read opens exactly with ' He has to pay 100 dollars for", "answer": 64.0}' (no
other A, B in range puts it there: 56 x dA = -39 x dB has no other solution), and page 0's length
then gives C = 18. The second read (pages/dtm_11475, holding loop C alone) was pasted too: of the
counts 0-300 only 18 fits its length, and its first 4,525 characters equal page 0's last 4,525
(checked by script). So: A = 20 (Wendi), B = 26 (Kylar), C = 18 (Carla).
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template rounds 88/98/101/104): CoT/gsm8k_chain_of_thought_evaluation_Qwen_
  Qwen2-7B-Instruct.json (202,587 characters) pages 128000, 144000 and 160000 (= anq_128000,
  anq_144000, anq_160000) joined with round 104's page 112000 (anq_112000): element 85 (the
  bakery's loaves, opening at the end of 112000) to element 113 (Meredith) whole (element 94, the
  glee club, crosses 128000/144000; element 105, the fruit crate, opens on the last characters of
  144000); element 114 (Julia's spoons) is cut at the end of 160000 and dropped: 29 kept.
  CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json (172,708 characters) pages 64000
  and 80000 (= ang_64000, ang_80000) joined with round 104's page 48000: element 48 (Bob's potting
  soil, opening at the end of 48000) to element 74 (Tom's car washes) whole (element 62, Gerald,
  crosses the edge); element 75 (Julie) cut and dropped: 27 kept. `r` = the element's
  `model_generation` body after the raw body of its `prompt`, which it repeats verbatim (checked by
  script; enc json). Gold: the gsm8k/test.jsonl '####' value of the question (the file stores
  none), found by the question text exactly, by script. Element numbers follow rounds
  88/98/101/104 (the list is not in gsm8k/test.jsonl order).
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template rounds
  95/98/101/104): Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters)
  pages 64000, 80000 and 96000 (= nfc_64000, nfc_80000, nfc_96000) joined with round 104's page
  48000 (nfc_48000). Its rows end with CRLF; the display shows each row end as a bare '\n' while
  the offsets count the '\r', so mk.py's check is decoded length + row ends == 16,000 (15,984 + 16;
  nfc_96000 15,985 + 15). Rows index 60 (Stacy's farm, opening at the end of 48000) to 106
  (Cecilia) whole (rows 76 and 92 cross edges); row 107 (the swim club) cut and dropped: 47 kept
  (rec = index - 1, as rounds 95-104). gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'. The
  questions are GSM8K TRAIN questions, a few also in test (the build finds each by its opening
  words, test first). Gold: the file's official_answer, except row index 97 (the stadium), where
  the file has '40' and GSM8K's '####' value is 40000 (60,000 x 75% - 5,000): the dataset gold is
  transcribed (work/extract.py NFC_GOLD) and checked by the build.
  Looked at, NOT taken: Output/BenchmarkOuput/solver_pipeline_100_round2_core_results.csv page 0
  (36,523 characters; at 5781294): a multi-stage solver pipeline's output (index, question,
  official_answer, target_entity, pipeline_answer, correct, solver_stdout ('Pass ProblemFormalizer
  / Fail Executor' lines), solver_stderr, problem_entities_yaml, plan_yaml, plan_entities_yaml,
  error_stage, error, duration_seconds): YAML entity and plan tables and run logs (many rows an
  OpenRouter 402 credit error), no free-text model completion with a stated final answer; the
  other solver_pipeline_100_*_results.csv files (same naming, same pipeline) were not read.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89/95/98/101/104): eval_responses/mistral/eval_finetune.jsonl (2,418,190 characters)
  page 0 (= dtm_0, three loop markers) and the read at 11475 (= dtm_11475, one marker) joined
  (page 0 + the second read from its character 4,525): lines 0 (Janet's ducks) to 13 (Melanie)
  whole; line 14 ('I...') cut at the end of the second read and dropped: 14 kept. `r` = the line's
  `answers` body (enc json): the answering model's answers A1..An to sub-questions (the line's
  `questions`) ending 'Final answer: N', after which every completion goes on with invented
  'Problem: ...' blocks with their own Q/A and 'Final answer' lines (some re-posing an earlier
  GSM8K problem, some looping) until the token cap. Gold: the line's `answer` (float, written as
  an integer), checked by the build; the lines follow gsm8k/test.jsonl order (checked by script).
  Model: Mistral (per the folder name 'mistral'; 'eval_finetune' per the file name: the answering
  run of the repo's fine-tuned setting, not read further).

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 117 files, 21,775 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 117 records kept.

Repository counts (117 records): 7174Andy/grounding-llm-gsm8k 56 (47.9 %: Qwen2-7B-Instruct CoT
29, gemma-2-9b-it CoT 27), nguyentranhuy999/GSM8K-Solution-Verifier 47 (40.2 %: gpt-4o-mini CoT),
DT6A/GSM8K-AI-SubQ 14 (12.0 %: Mistral eval_finetune). Licences: no LICENSE file in the index for
7174Andy (as rounds 88-104 found); nguyentranhuy999 has LICENSE (MIT, 'Copyright (c) 2026 Nguyễn
Trần Huy'); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 97, wrong 20, no_answer 0; debatable 1.

Split: all long_cot (no tag format): step-by-step prose ending in a '####' mark, 'Answer:', 'The
final answer is', 'Final Answer:', 'The final numeric answer is:', a bold or plain sentence or
\boxed{} (anq), a bold or bare 'N answer' last line, sometimes '#### N answer' (ang),
'FINAL_ANSWER: N' (nfc), 'A1..An' then 'Final answer: N' and invented problems (dtm). GSM8K test
74 (anq 29, ang 27, dtm 14, and the 4 nfc rows whose questions the build finds in gsm8k/test.jsonl:
index 63, 76, 86, 106), GSM8K train 43 (nfc).

Label conventions (rounds 37-104's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('$9.00' is 9;
'\$10,000' is 10000; '60%' is 60); another quantity is wrong (ang:58 '**1700 answer**' after its
working's '= 17 hours' is 1700; ang:71 '**0005 answer**' is 5); in the '####' format the marked
value is the answer; an answer sentence is read for the quantity it states; a 'Final answer: N'
line counts, and text after the answer to the question posed (dtm's invented 'Problem:' blocks
with their own 'Final answer') does not count: the answer to the question posed does. dtm:1 is
marked debatable: its 'Final answer: 4' for the robe is wrong, but its invented continuation
re-poses the same robe problem and answers 'Final answer: 3' (= gold); it is labelled by the
answer given to the question posed.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k
CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offsets 112000 (re-read; round
104's paste used), 128000, 144000, 160000; CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-
9b-it.json offsets 64000, 80000 (48000 reused); nguyentranhuy999/GSM8K-Solution-Verifier
Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv offsets 64000, 80000, 96000 (48000
reused), Output/BenchmarkOuput/solver_pipeline_100_round2_core_results.csv offset 0 (not taken);
DT6A/GSM8K-AI-SubQ eval_responses/mistral/eval_finetune.jsonl offsets 0 and 11475.

Leads for a later round: 7174Andy Qwen CoT from 176000 (element 114, Julia's spoons, opens at the
end of 160000; 192000 is the last page, 10,587 characters), gemma CoT from 96000 (element 75,
Julie, opens at the end of 80000); nguyentranhuy999 CoT from 112000 (row 107, the swim club,
opens at the end of 96000); DT6A mistral eval_finetune.jsonl from 27475 (line 14, 'I...', opens
at the end of the read at 11475; expect more verbatim loops: fix several counts by re-reading at
the predicted end of a loop, as here), and the other mistral eval_*.jsonl files (eval_chat,
eval_filtered_bc*, eval_iql*: the same GSM8K test questions, check repeats).

Usage: python build_public_heldout108.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout108.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout108.jsonl"
SOURCE = "public_heldout108"

AN_MODEL = (
    "{} (per the file name; the repo's CoT/chain_of_thought.py run), chain-of-thought evaluation "
    "on GSM8K test questions; {} of the JSON list (elements {})"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "anq": (
        "anq-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        AN_MODEL.format("Qwen/Qwen2-7B-Instruct",
                        "pages 112000 (round 104's), 128000, 144000 and 160000", "85-113"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "ang": (
        "ang-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it", "pages 48000 (round 104's), 64000 and 80000",
                        "48-74"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 48000 "
        "(round 104's paste), 64000, 80000 and 96000 of the CSV file joined (rows index 60-106)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
    "dtm": (
        "dtm-mistral-finetune-subq-gsm8k", DT, "eval_responses/mistral/eval_finetune.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_finetune') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; page 0 and the read at offset "
        "11475 of the file joined (lines 0-13; loop markers, see the docstring)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
anq:85|correct|answer_colon|no '####': 'Answer: 450'
anq:86|correct|answer_colon|no '####': 'Answer: \$10,000.' (gold 10000)
anq:87|correct|answer_colon|no '####': 'Answer: $43,500.' (gold 43500)
anq:88|correct|final_answer_phrase|no '####': 'The final numeric answer is **150**.'
anq:89|correct|prose_sentence|no '####': 'So, the tooth fairy left Sharon a total of $9.00.' (gold 9)
anq:90|correct|final_answer_phrase|no '####': 'Final Answer: 60% of the entire students enrolled in hip-hop dance.' (gold 60)
anq:91|correct|hash|'\(#### 24\) water balloons in total. The answer is: $24$'
anq:92|correct|answer_colon|no '####': 'Answer: $539.'
anq:93|correct|final_answer_phrase|no '####': 'Final Answer: The fifth worker produces \(18\) toys per hour.'
anq:94|correct|hash|'Final Answer: There are \(#### 14\) pizzas left.'
anq:95|correct|hash|'#### answer: 60'
anq:96|correct|final_answer_phrase|no '####': 'The final answer is 1080.'
anq:97|wrong|hash|'The answer is: $#### 111$' (gold 291: bouquets taken as $24 of $2 sunflowers, 2 a day, not $56 / $8 = 7 bouquets)
anq:98|correct|hash|'The answer is: \(#### 70\).'
anq:99|correct|hash|"The final numeric answer in the specified format is '#### 63'."
anq:100|correct|final_answer_phrase|no '####': 'Answer: 26' then 'The final numeric answer is **26**.'
anq:101|correct|hash|'The final answer is \(#### 750\).'
anq:102|correct|final_answer_phrase|no '####': 'Final answer: The tow truck towed a total of 54 cars that week.'
anq:103|correct|boxed|no '####': 'The final numeric answer is: \(\boxed{96}\).'
anq:104|correct|hash|'The answer is: \(#### 67\)'
anq:105|correct|prose_sentence|no '####': 'The price for such a crate of fruit is $32.'
anq:106|correct|hash|"The answer is '#### 8'."
anq:107|correct|final_answer_phrase|no '####': 'Final answer: Chester will need 20 dozens of eggs for 60 days.'
anq:108|correct|final_answer_phrase|no '####': 'Final Answer: There are 76 functioning street lights.'
anq:109|correct|hash|'Answer: $#### 21$'
anq:110|correct|final_answer_phrase|no '####': 'The final numeric answer is: 600'
anq:111|correct|prose_sentence|no '####': 'the boat has taken on **16 liters** of water.'
anq:112|correct|final_answer_phrase|no '####': 'The final numeric answer is: 4'
anq:113|correct|answer_colon|no '####': 'Answer: 104'
ang:48|correct|bare_last_line|no '####': last line '1920 answer'
ang:49|correct|bold|no '####': last line '**6 answer**'
ang:50|correct|bold|no '####': last line '**Answer: 13 answer**'
ang:51|correct|bold|no '####': last line '**Final Answer: 420 answer**'
ang:52|correct|bold|no '####': last line '**10 answer**'
ang:53|correct|bare_last_line|no '####': last line '12 answer'
ang:54|correct|bare_last_line|no '####': last line '50 answer'
ang:55|correct|bare_last_line|no '####': last line '92 answer'
ang:56|correct|bold|no '####': last line '**623 answer**'
ang:57|wrong|hash|last line '#### 38 answer' (gold 40: 20% of 48 taken off, where 48 is 120% of the true count)
ang:58|wrong|bold|no '####': last line '**1700 answer**' after its working's '= 17 hours' (gold 17: the stated answer is 1700)
ang:59|correct|hash|last line '#### 940 answer'
ang:60|correct|bold|no '####': last line '**10 answer**'
ang:61|correct|bold|no '####': last line '**540 answer**'
ang:62|correct|bare_last_line|no '####': last line '110 answer'
ang:63|correct|hash|last line '#### 20 answer'
ang:64|correct|bold|no '####': last line '**560 answer**'
ang:65|correct|hash|last line '#### 24 answer'
ang:66|correct|bold|no '####': last line '**22 answer**'
ang:67|correct|hash|last line '**#### 4 answer**' (the mark inside bold)
ang:68|correct|bold|no '####': last line '**22 answer**'
ang:69|correct|bold|no '####': last line '**64 answer**'
ang:70|wrong|bold|no '####': last line '**475 answer**' (gold 525: 221 days counted from December 31st, not 200)
ang:71|wrong|bold|no '####': last line '**0005 answer**' (5 with leading zeros; gold 10: the half of the rest halved again)
ang:72|correct|bold|no '####': last line '**410 answer**'
ang:73|correct|bare_last_line|no '####': last line '140 answer'
ang:74|correct|bare_last_line|no '####': last line '720 answer'
nfc:59|correct|answer_colon|'FINAL_ANSWER: 50'
nfc:60|correct|answer_colon|'FINAL_ANSWER: 11'
nfc:61|correct|answer_colon|'FINAL_ANSWER: 23'
nfc:62|correct|answer_colon|'FINAL_ANSWER: 736'
nfc:63|correct|answer_colon|'FINAL_ANSWER: 200'
nfc:64|correct|answer_colon|'FINAL_ANSWER: 10'
nfc:65|correct|answer_colon|'FINAL_ANSWER: 160'
nfc:66|correct|answer_colon|'FINAL_ANSWER: 200'
nfc:67|correct|answer_colon|'FINAL_ANSWER: 68'
nfc:68|correct|answer_colon|'FINAL_ANSWER: 175'
nfc:69|correct|answer_colon|'FINAL_ANSWER: 55'
nfc:70|correct|answer_colon|'FINAL_ANSWER: 35'
nfc:71|correct|answer_colon|'FINAL_ANSWER: 86'
nfc:72|correct|answer_colon|'FINAL_ANSWER: 24'
nfc:73|correct|answer_colon|'FINAL_ANSWER: 180'
nfc:74|wrong|answer_colon|'FINAL_ANSWER: 9' (gold 6: the piglets given 180 straws like the adults, where the 120 left are theirs)
nfc:75|correct|answer_colon|'FINAL_ANSWER: 420'
nfc:76|correct|answer_colon|'FINAL_ANSWER: 55'
nfc:77|correct|answer_colon|'FINAL_ANSWER: 4'
nfc:78|correct|answer_colon|'FINAL_ANSWER: 16'
nfc:79|correct|answer_colon|'FINAL_ANSWER: 26'
nfc:80|correct|answer_colon|'FINAL_ANSWER: 354'
nfc:81|correct|answer_colon|'FINAL_ANSWER: 30'
nfc:82|correct|answer_colon|'FINAL_ANSWER: 24'
nfc:83|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:84|correct|answer_colon|'FINAL_ANSWER: 240'
nfc:85|correct|answer_colon|'FINAL_ANSWER: 750'
nfc:86|correct|answer_colon|'FINAL_ANSWER: 407'
nfc:87|correct|answer_colon|'FINAL_ANSWER: 72000'
nfc:88|correct|answer_colon|'FINAL_ANSWER: 540'
nfc:89|correct|answer_colon|'FINAL_ANSWER: 4'
nfc:90|correct|answer_colon|'FINAL_ANSWER: 600000'
nfc:91|wrong|answer_colon|'FINAL_ANSWER: 9' (gold 18: the 14 mother llamas and 2 new adults left out of the herd)
nfc:92|correct|answer_colon|'FINAL_ANSWER: 18'
nfc:93|correct|answer_colon|'FINAL_ANSWER: 2'
nfc:94|correct|answer_colon|'FINAL_ANSWER: 33'
nfc:95|correct|answer_colon|'FINAL_ANSWER: 18'
nfc:96|correct|answer_colon|'FINAL_ANSWER: 40000' (gold 40000, GSM8K's '####' value; the file's official_answer says 40)
nfc:97|wrong|answer_colon|'FINAL_ANSWER: 18' (gold 36: pairs not doubled into earrings)
nfc:98|correct|answer_colon|'FINAL_ANSWER: 33'
nfc:99|correct|answer_colon|'FINAL_ANSWER: 140'
nfc:100|wrong|answer_colon|'FINAL_ANSWER: 40' (gold 37: the 3 broken necklaces not taken out)
nfc:101|correct|answer_colon|'FINAL_ANSWER: 25'
nfc:102|correct|answer_colon|'FINAL_ANSWER: 22'
nfc:103|correct|answer_colon|'FINAL_ANSWER: 33'
nfc:104|correct|answer_colon|'FINAL_ANSWER: 130'
nfc:105|correct|answer_colon|'FINAL_ANSWER: 5'
dtm:0|correct|answer_colon|'Final answer: 18', then an invented farmer problem with its own 'Final answer: 18000', which does not count
dtm:1|wrong|answer_colon|debatable: 'Final answer: 4' for the robe (gold 3: the white fiber taken as 2 in A3), then an invented continuation that poses Josh's house problem ('Final answer: 70000') and then re-poses the robe problem and answers 'Final answer: 3' (= gold): labelled by the answer given to the question posed; a reader could take the later re-posed answer
dtm:2|wrong|answer_colon|'Final answer: 90000' (gold 70000: the repair cost left out of the outlay), then invented robe/Josh blocks
dtm:3|correct|answer_colon|'Final answer: 540', then invented car-speed blocks with their own 'Final answer: 50', which do not count
dtm:4|wrong|answer_colon|'Final answer: 60' (gold 20: the day's whole feed, not the last meal), then an invented farmer problem looping 'He plants 100 acres of corn and 100 acres of soybeans.' until cut
dtm:5|wrong|answer_colon|'Final answer: 128' (gold 64), then an invented car problem looping 'He has to pay 100 dollars for the car.' until cut
dtm:6|wrong|answer_colon|'Final answer: 100' (gold 260: Toulouse and Charleston each taken as 40), then invented spending blocks with their own 'Final answer: 100'
dtm:7|wrong|answer_colon|'Final answer: 100' (gold 160), then an invented walking problem looping 'then a woman, then a man' until cut
dtm:8|wrong|answer_colon|'Final answer: 480' (gold 45), then invented spending blocks with their own 'Final answer: 300'
dtm:9|wrong|answer_colon|'Final answer: 496' (gold 460: 4 overtime hours, counted twice), then an invented spending block cut before its answer
dtm:10|correct|answer_colon|'Final answer: 366', then invented spending blocks with their own 'Final answer: 399.99', which do not count
dtm:11|wrong|answer_colon|'Final answer: 10080' (gold 694: dozens priced per item), then invented blocks with their own 'Final answer: 0'
dtm:12|wrong|answer_colon|'Final answer: 8.6' (gold 13), then invented stock blocks with their own 'Final answer: 1000'
dtm:13|wrong|answer_colon|'Final answer: 11/12' (gold 18), then an invented spending block with its own 'Final answer: 100'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
