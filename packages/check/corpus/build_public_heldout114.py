__doc__ = r"""Build public_heldout114.jsonl: a 114th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `pred`; nguyentranhuy999's `model_answer`,
`correct`; DT6A's files have none) were not used to label: each completion was read, its final
answer found and compared with the gold by hand.

The round continues round 108's three repositories on the pages its "Leads" named, which no
earlier round took: 7174Andy (Qwen CoT to the end of the file, gemma CoT), nguyentranhuy999
(gpt-4o-mini CoT) and DT6A (mistral eval_finetune.jsonl from line 14).

Method (rounds 88-108's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out right (anq_176000 at the second try: a block pasted twice was taken out and the
length then came out right). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on the last page round 108 read, round 108's verified paste (anq_160000,
ang_80000, nfc_96000, dtm_11475; each passes the same length check here and decodes to the same
text as round 108's .page, checked with cmp) was copied in and joined so that the record is taken
whole; the records earlier rounds took are not taken again. work/extract.py cut the records out by
script (raw_*.jsonl); work/dedup.py checked repeats.
Loop markers (round 90's method, DT6A only): dtm_11475 (round 108's) keeps its marker [[C]] (', then
a woman, then a man' x 18). Two new loops: line 31 (Gunter) 'A4: So their average guess is
200/3=66.' then the digit 6 until the token cap ([[D]], unit '6'); line 38 (John's running) 'A4: So
he runs 3 hours the first day and half as much the other two days he runs.' then '  He runs 3 hours
the first day and half as much the other two days he runs.' verbatim ([[E]], 76 characters a unit)
and a last cut 'He runs ... two days he'. Page 43475 ends inside loop D: its length gives D = 293 (up
to the page end); since a one-character unit would absorb any slip elsewhere on the page, the file
was read again at 58524, the decoded position where line 31 must open if D = 293 there: that read
opens exactly with '{"problem": "Gunter', so the page's text before the loop has the right length.
(A count of the 6s retyped from page 43475's display, work/run6.txt, gave 296: a slip in retyping a
long run, which is why the count is taken from the length and the re-read, not from the display.)
The read at 58524 (= dtm_58524, pasted whole apart from D and E) holds loop D whole and loop E
whole: its length fixes D + 76 E only (D = 340 + 76 k, E = 21 - k for D >= 293). The file was read
a third time at 59522 (where the 6s would end if D were 340): that read opens with 76 more 6s
(counted in its display, work/lead6.txt) and then '", "answer": 80.0}', so D = 416, E = 20; the 20
whole E sentences were also counted in that read's display of line 38 (work/johnA4.txt); the
alternatives differ by a whole unit (76 6s or one 76-character sentence), so these counts decide.
The third read was not pasted: its text is the overlap of dtm_58524 plus the cut line 40.
dtm_58524's first 951 characters equal the end of page 43475 (checked by mk.py).
* 7174Andy/grounding-llm-gsm8k at 9780b1b (an indented JSON list of {prompt, pred,
  model_generation}; template rounds 88-108): CoT/gsm8k_chain_of_thought_evaluation_Qwen_
  Qwen2-7B-Instruct.json (202,587 characters) pages 176000 and 192000 (the last page, 10,587
  characters) (= anq_176000, anq_192000) joined with round 108's page 160000: element 114 (Julia's
  spoons, opening at the end of 160000) to element 131 (the bird), the last element of the file,
  whole (element 125, Mike's jeans, crosses the edge): 18 kept.
  CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json (172,708 characters) pages 96000,
  112000 and 128000 (= ang_96000, ang_112000, ang_128000) joined with round 108's page 80000:
  element 75 (Julie, opening at the end of 80000) to element 109 (Dean's toys) whole (elements 87,
  Bill's truck, and 98, Carmen, cross edges); element 110 (Dan's roses) cut at the end of 128000
  and dropped: 35 kept. `r` = the element's `model_generation` body after the raw body of its
  `prompt`, which it repeats verbatim (checked by script; enc json). Gold: the gsm8k/test.jsonl
  '####' value of the question (the file stores none), found by the question text exactly, by
  script. Element numbers follow rounds 88-108 (the list is not in gsm8k/test.jsonl order).
* nguyentranhuy999/GSM8K-Solution-Verifier at 76efbb4 (CSV written by Python's csv module: index,
  question, official_answer, model_answer, correct, raw_response, error; template rounds 95-108):
  Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv (209,884 characters) pages 112000,
  128000 and 144000 (= nfc_112000, nfc_128000, nfc_144000) joined with round 108's page 96000. Its
  rows end with CRLF; the display shows each row end as a bare '\n' while the offsets count the
  '\r', so mk.py's check is decoded length + row ends == 16,000 (15,985 + 15 on each new page).
  Rows index 107 (the swim club, opening at the end of 96000) to 151 (the bathroom) whole (rows
  122, 137 cross edges); row 152 (the building's restaurants) cut and dropped: 45 kept (rec =
  index - 1, as rounds 95-108). gpt-4o-mini chain of thought ending 'FINAL_ANSWER: N'. The
  questions are GSM8K TRAIN questions (the build finds each by its opening words, test first).
  Gold: the file's official_answer, except two rows where it differs from GSM8K's '####' value:
  row index 125 (the theater; the file has '28,8', GSM8K 28800 = 400 x 80% x $30 x 3) and row
  index 135 (the internet provider; the file has '200', GSM8K 190: its solution grants the 5%
  discount to a customer paying on the 25th): the dataset golds are transcribed (work/extract.py
  NFC_GOLD) and checked by the build.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-108): eval_responses/mistral/eval_finetune.jsonl (2,418,190 characters) pages 27475
  and 43475 (= dtm_27475, dtm_43475 [[D]]) and the read at 58524 (= dtm_58524 [[D]] [[E]]) joined
  with the last 15 characters of round 108's read at 11475 (where line 14 opens: '{"problem": "I')
  and dtm_58524 from its character 951: lines 14 (the dance class) to 39 (Dana) whole; line 40
  (Brandon's iPhone) cut at the end of 58524 + 16000 and dropped: 26 kept. `r` = the line's
  `answers` body (enc json): the answering model's answers A1..An to sub-questions (the line's
  `questions`) ending 'Final answer: N', after which most completions go on with invented
  'Problem: ...' blocks with their own Q/A and 'Final answer' lines until the token cap; three
  loop before any 'Final answer' (lines 19, 31, 38). Gold: the line's `answer` (float, written as
  an integer), checked by the build; the lines follow gsm8k/test.jsonl order (checked by script,
  spaces ignored: line 32's problem reads 'takes.5 hours' where GSM8K has 'takes .5 hours'; `q` is
  GSM8K's text). Model: Mistral (per the folder name 'mistral'; 'eval_finetune' per the file
  name: the answering run of the repo's fine-tuned setting, not read further).
  Not read this round: the other mistral eval_*.jsonl files (eval_chat, eval_filtered_bc,
  eval_filtered_bc_dist, eval_filtered_bc_medium, eval_finetune_dist, eval_finetune_medium,
  eval_iql, eval_iql_dist, eval_iql_dist_sparse, eval_iql_medium, eval_iql_medium_sparse,
  eval_iql_sparse; listed with find_files): left as leads, to keep the round to its time.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 130 files, 22,551 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 124 records kept.

Repository counts (124 records): 7174Andy/grounding-llm-gsm8k 53 (42.7 %: Qwen2-7B-Instruct CoT
18, gemma-2-9b-it CoT 35), nguyentranhuy999/GSM8K-Solution-Verifier 45 (36.3 %: gpt-4o-mini CoT),
DT6A/GSM8K-AI-SubQ 26 (21.0 %: Mistral eval_finetune). Licences: no LICENSE file in the index for
7174Andy (as rounds 88-108 found); nguyentranhuy999 has LICENSE (MIT, 'Copyright (c) 2026 Nguyễn
Trần Huy'); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 97, wrong 26, no_answer 1; debatable 3.

Split: all long_cot (no tag format): step-by-step prose ending in a '####' mark, 'Answer:', 'The
final answer is', 'Final Answer:', a plain sentence or \boxed{} (anq), a bold or bare 'N answer'
last line or sentence (ang), 'FINAL_ANSWER: N' (nfc), 'A1..An' then 'Final answer: N' and invented
problems (dtm). GSM8K test 86 (anq 18, ang 35, dtm 26, and the 7 nfc rows whose questions the
build finds in gsm8k/test.jsonl: index 110, 111, 115, 117, 120, 121, 136), GSM8K train 38 (nfc).

Label conventions (rounds 37-108's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct ('$20.00' is 20;
'20%' is 20; '162.00' is 162; '**312.00 answer**' is 312); another quantity is wrong (ang:89
'**900 answer**' after its working's '$9.00', ang:93 '**1800 answer**' after '18 toys/hour' and
ang:105 '**3200 answer**' after '$32.00' state 900, 1800 and 3200, as round 108's ang:58; ang:108
'**96 answer**' after its working's 76 functioning lights states 96); in the '####' format the
marked value is the answer; an answer sentence is read for the quantity it states; a 'Final
answer: N' line counts, and text after the answer to the question posed (dtm's invented 'Problem:'
blocks with their own 'Final answer') does not count. A completion that states its answer and
then loops the same statement until cut is labelled by that answer (the loop convention of rounds
90-108). Three are marked debatable: dtm:19 (Marissa) never writes 'Final answer': its A7 answers the
posed question's Q7 ('What is the speed ... that Marissa needs to walk the remaining distance?')
with 'So she needs to walk 6 miles in 1 hour' (6 mph = gold 6) and A8..A30 repeat it until cut:
correct by the loop convention, no_answer for a reader who needs the 'Final answer' line; dtm:31
(Gunter) answers Q4 ('What is their average guess?') 'So their average guess is 200/3=66.666...'
with 6s to the token cap: wrong (66.6... is not 80), no_answer for a reader who needs a finished
number or the 'Final answer' line; nfc:134 (the internet provider) answers 200, which the
question's wording ('before the 25th', paid on the 25th) supports and the file's official_answer
holds, but GSM8K's gold is 190: wrong against the dataset gold.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k
CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offsets 176000, 192000 (160000
reused; the file is now read to its end); CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-
9b-it.json offsets 96000, 112000, 128000 (80000 reused); nguyentranhuy999/GSM8K-Solution-Verifier
Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv offsets 112000, 128000, 144000 (96000
reused); DT6A/GSM8K-AI-SubQ eval_responses/mistral/eval_finetune.jsonl offsets 27475, 43475, 58524
and 59522 (the last a count check, not pasted; 11475 reused).

Leads for a later round: 7174Andy gemma CoT from 128000 (element 110, Dan's roses, opens at the
end of 128000; 160000 is the last page, 12,708 characters); nguyentranhuy999 CoT from 160000 (row
152, the building's restaurants, opens at the end of 144000; 208000 is the last page, 1,884
characters); DT6A mistral eval_finetune.jsonl from 74524 (line 40, Brandon's iPhone, opens in the
read at 58524 and is cut at its end; the read at 59522 runs to 75522; expect more loops: fix counts
by re-reading at a loop's predicted end, as here), and the other mistral eval_*.jsonl files
(eval_chat, eval_filtered_bc*, eval_finetune_dist/medium, eval_iql*: the same GSM8K test
questions, check repeats). The Qwen file of 7174Andy is exhausted.

Usage: python build_public_heldout114.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout114.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout114.jsonl"
SOURCE = "public_heldout114"

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
                        "pages 160000 (round 108's), 176000 and 192000 (the last)", "114-131"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "ang": (
        "ang-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it",
                        "pages 80000 (round 108's), 96000, 112000 and 128000", "75-109"),
        AN_PROMPT, "long_cot", "gsm8k", AN_OWN, NO_LICENCE,
    ),
    "nfc": (
        "nfc-gpt4o-mini-cot-gsm8k", NF, "Output/BenchmarkOuput/gpt4o_mini_cot_benchmark_results.csv",
        NFC,
        "gpt-4o-mini (per the file name) chain of thought on GSM8K train questions; pages 96000 "
        "(round 108's paste), 112000, 128000 and 144000 of the CSV file joined (rows index 107-151)",
        "the repo's CoT prompt (not read; answers end 'FINAL_ANSWER: N'); the record is "
        "`raw_response`",
        "long_cot", "gsm8k", "`official_answer`", NF_LICENCE,
    ),
    "dtm": (
        "dtm-mistral-finetune-subq-gsm8k", DT, "eval_responses/mistral/eval_finetune.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_finetune') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; the end of round 108's read at "
        "11475, pages 27475 and 43475 and the read at 58524 of the file joined (lines 14-39; loop "
        "markers, see the docstring)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
anq:114|correct|boxed|no '####': 'In the requested format, the answer is: \(\boxed{10}\).'
anq:115|correct|hash|'The final answer is: $#### 75'
anq:116|correct|final_answer_phrase|no '####': 'Final Answer: They all ate a total of 6 slices of apple.'
anq:117|correct|hash|'Answer: $#### 20000$'
anq:118|correct|bare_last_line|'The answer in the requested format is:' then '#### answer' (the template word marked) and a last line '800' (gold 800)
anq:119|correct|answer_colon|no '####': 'Answer: $45.'
anq:120|correct|prose_sentence|no '####': 'Therefore, they threw 288 balloons during their water balloon fight.'
anq:121|correct|hash|'The answer is: $#### 40'
anq:122|correct|hash|"The final answer in the requested format is '#### 665'."
anq:123|correct|prose_sentence|no '####': 'The group has spent $200 overall on snacks and drinks.'
anq:124|correct|prose_sentence|no '####': 'The percentage of the cars that are semi-automatic is 20%.' (gold 20)
anq:125|correct|boxed|no '####': 'The final answer is $\boxed{20.00}$.' (gold 20)
anq:126|correct|final_answer_phrase|no '####': 'Final Answer:' then 'There are 24 boys in each class.'
anq:127|correct|answer_colon|no '####': 'the number of beakers Igor lost is **2**. Answer: #2#'
anq:128|correct|hash|'The answer is: $#### 8'
anq:129|correct|hash|'The final answer is \(#### 20\).'
anq:130|correct|hash|"The answer is '#### 576'."
anq:131|correct|hash|'Answer: $#### 374$.'
ang:75|correct|bold|no '####': last line '**Therefore, the total weekly production for the two is 1050 answer.**'
ang:76|correct|bold|no '####': last line '**8 answer**'
ang:77|correct|bold|no '####': last line '**20 answer**'
ang:78|wrong|bare_last_line|no '####': last line '139 answer' (gold 138: 5% of the original $120 added each year, not compounded)
ang:79|correct|bare_last_line|no '####': last line '175 answer'
ang:80|correct|bold|no '####': last line '**Final answer: 64.00**' (gold 64)
ang:81|correct|bare_last_line|no '####': last line '5600 answer '
ang:82|correct|bare_last_line|no '####': last line '720 answer'
ang:83|correct|bold|no '####': last line '**312.00 answer**' (gold 312)
ang:84|correct|bold|no '####': last line '**60 answer**'
ang:85|correct|bare_last_line|no '####': last line '450 answer'
ang:86|correct|bold|no '####': last line '**10000 answer**'
ang:87|correct|bold|no '####': last line '**43500 answer**'
ang:88|correct|bold|no '####': last line '**150 answer**'
ang:89|wrong|bold|no '####': last line '**900 answer**' after its working's '$9.00' (gold 9: the stated answer is 900)
ang:90|correct|bold|no '####': last line '**60 answer**'
ang:91|correct|bare_last_line|no '####': last line '24 answer'
ang:92|correct|bold|no '####': last line '**539 answer**'
ang:93|wrong|bold|no '####': last line '**1800 answer**' after its working's '18 toys/hour' (gold 18: the stated answer is 1800)
ang:94|correct|bold|no '####': last line '**14 answer**'
ang:95|correct|bold|no '####': last line '**60 answer**'
ang:96|correct|bold|no '####': last line '**1080 answer**'
ang:97|correct|bold|no '####': last line '**291 answer**'
ang:98|correct|bold|no '####': last line '**70 answer**'
ang:99|correct|bare_last_line|no '####': last line '63 answer'
ang:100|correct|bold|no '####': last line '**Final answer: 26 answer**'
ang:101|correct|bold|no '####': last line '**750 answer**'
ang:102|correct|bold|no '####': last line '**54 answer**'
ang:103|correct|bare_last_line|no '####': '**Therefore, Mary makes 96 blueberry cubes.**' then last line '96 answer'
ang:104|correct|bold|no '####': last line '**67 answer**'
ang:105|wrong|bold|no '####': last line '**3200 answer**' after its working's '$32.00' (gold 32: the stated answer is 3200)
ang:106|correct|bold|no '####': last line '**8 answer**'
ang:107|correct|bold|no '####': last line '**20 answer**'
ang:108|wrong|bold|no '####': last line '**96 answer**' (gold 76: its working reaches 76 functioning lights, the last line states the 96 lights in all)
ang:109|correct|bare_last_line|no '####': last line '21 answer'
nfc:106|correct|answer_colon|'FINAL_ANSWER: 17'
nfc:107|correct|answer_colon|'FINAL_ANSWER: 1400'
nfc:108|correct|answer_colon|'FINAL_ANSWER: 32'
nfc:109|correct|answer_colon|'FINAL_ANSWER: 180'
nfc:110|correct|answer_colon|'FINAL_ANSWER: 27'
nfc:111|correct|answer_colon|'FINAL_ANSWER: 180'
nfc:112|correct|answer_colon|'FINAL_ANSWER: 32'
nfc:113|correct|answer_colon|'FINAL_ANSWER: 18'
nfc:114|correct|answer_colon|'FINAL_ANSWER: 162.00' (gold 162)
nfc:115|correct|answer_colon|'FINAL_ANSWER: 4'
nfc:116|correct|answer_colon|'FINAL_ANSWER: 310'
nfc:117|correct|answer_colon|'FINAL_ANSWER: 14'
nfc:118|correct|answer_colon|'FINAL_ANSWER: 900'
nfc:119|correct|answer_colon|'FINAL_ANSWER: 110'
nfc:120|correct|answer_colon|'FINAL_ANSWER: 140'
nfc:121|correct|answer_colon|'FINAL_ANSWER: 10'
nfc:122|wrong|answer_colon|'FINAL_ANSWER: 3600' (gold 900: Gina's share taken as 3 x her sister's 24 shows, not 3/4 of the 24)
nfc:123|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:124|correct|answer_colon|'FINAL_ANSWER: 28800' (gold 28800, GSM8K's '####' value; the file's official_answer says '28,8')
nfc:125|correct|answer_colon|'FINAL_ANSWER: 1200'
nfc:126|correct|answer_colon|'FINAL_ANSWER: 240'
nfc:127|correct|answer_colon|'FINAL_ANSWER: 40'
nfc:128|correct|answer_colon|'FINAL_ANSWER: 25'
nfc:129|correct|answer_colon|'FINAL_ANSWER: 2'
nfc:130|correct|answer_colon|'FINAL_ANSWER: 30'
nfc:131|correct|answer_colon|'FINAL_ANSWER: 5'
nfc:132|correct|answer_colon|'FINAL_ANSWER: 82'
nfc:133|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:134|wrong|answer_colon|debatable: 'FINAL_ANSWER: 200' (gold 190, GSM8K's '####' value, whose solution grants the 5% discount for paying on the 25th; the question says 'before the 25th' and the model gives no discount; the file's own official_answer is 200)
nfc:135|correct|answer_colon|'FINAL_ANSWER: 64'
nfc:136|correct|answer_colon|'FINAL_ANSWER: 5'
nfc:137|correct|answer_colon|'FINAL_ANSWER: 15'
nfc:138|correct|answer_colon|'FINAL_ANSWER: 120'
nfc:139|correct|answer_colon|'FINAL_ANSWER: 26'
nfc:140|correct|answer_colon|'FINAL_ANSWER: 134'
nfc:141|correct|answer_colon|'FINAL_ANSWER: 16'
nfc:142|correct|answer_colon|'FINAL_ANSWER: 36'
nfc:143|correct|answer_colon|'FINAL_ANSWER: 50'
nfc:144|correct|answer_colon|'FINAL_ANSWER: 40'
nfc:145|correct|answer_colon|'FINAL_ANSWER: 19'
nfc:146|correct|answer_colon|'FINAL_ANSWER: 20'
nfc:147|correct|answer_colon|'FINAL_ANSWER: 17'
nfc:148|correct|answer_colon|'FINAL_ANSWER: 120'
nfc:149|correct|answer_colon|'FINAL_ANSWER: 60'
nfc:150|wrong|answer_colon|'FINAL_ANSWER: 144' (gold 140: both 2-foot extensions added to the width, the 12-foot length kept)
dtm:14|correct|answer_colon|'Final answer: 60', then invented shoe-store blocks with their own 'Final answer: 650', which do not count
dtm:15|wrong|answer_colon|'Final answer: 8221' (gold 125: the larger gain, 2.5% of $5,000), then an invented stock block cut before its answer
dtm:16|wrong|answer_colon|'Final answer: 320' (gold 230: five trains of 80 miles, the 150 miles of the second day left out), then invented spending blocks with their own 'Final answer: 100'
dtm:17|wrong|answer_colon|'Final answer: 40640000' (gold 57500), then invented car-speed blocks with their own 'Final answer: 0.0138'
dtm:18|wrong|answer_colon|'Final answer: 84' (gold 7: the eggs not turned into dozens), then invented car blocks with their own 'Final answer: 1900'
dtm:19|correct|prose_sentence|debatable: no 'Final answer' line: A7 answers the posed question's Q7 (the speed for the remaining distance) with 'So she needs to walk 6 miles in 1 hour' (6 mph = gold 6), and A8..A30 repeat it verbatim until cut (loop convention); a reader who needs the 'Final answer' line would say no_answer
dtm:20|wrong|answer_colon|'Final answer: 17.33' (gold 15), then invented spending blocks with their own 'Final answer: 400'
dtm:21|wrong|answer_colon|'Final answer: 29' (gold 14), then invented spending blocks with their own 'Final answer: 222.22'
dtm:22|correct|answer_colon|'Final answer: 7', then invented spending blocks with their own 'Final answer: 100', which do not count
dtm:23|wrong|answer_colon|'Final answer: 10' (gold 8: 1:00 to 5:00 PM taken as 5 hours), then invented spending blocks with their own 'Final answer: 277.77'
dtm:24|wrong|answer_colon|'Final answer: 19.5' (gold 26: the discount taken off the sale price again), then invented car blocks with their own 'Final answer: -13000'
dtm:25|wrong|answer_colon|'Final answer: 6' (gold 2: the whole $50 spent on pizza), then invented spending blocks with their own 'Final answer: 0'
dtm:26|wrong|answer_colon|'Final answer: 243.50' (gold 243: 16.50 x 3 taken as 50), then invented house blocks with their own 'Final answer: 30000'
dtm:27|correct|answer_colon|'Final answer: 16', then invented car blocks with their own 'Final answer: 1000', which do not count
dtm:28|wrong|answer_colon|'Final answer: 5' (gold 25: 40 - 45 taken as 5), then invented spending blocks with their own 'Final answer: 416.67'
dtm:29|wrong|answer_colon|'Final answer: 165' (gold 104), then invented car blocks with their own 'Final answer: 700'
dtm:30|wrong|answer_colon|'Final answer: 110' (gold 109), then invented spending blocks with their own 'Final answer: 400'
dtm:31|wrong|prose_sentence|debatable: no 'Final answer' line: A4 answers the posed question's Q4 ('What is their average guess?') with 'So their average guess is 200/3=66.' and the digit 6 repeated until cut (the third guess taken as 100 and the sum of two divided by 3; gold 80); a reader who needs a finished number or the 'Final answer' line would say no_answer
dtm:32|wrong|answer_colon|'Final answer: 70' (gold 35: the 35 walking hours counted twice), then invented spending blocks with their own 'Final answer: 400'
dtm:33|wrong|answer_colon|'Final answer: 110' (gold 70), then invented spending blocks with their own 'Final answer: 416.67'
dtm:34|correct|answer_colon|'Final answer: 23', then invented spending blocks with their own 'Final answer: 100', which do not count
dtm:35|correct|answer_colon|'Final answer: 9', then invented car-speed blocks with their own 'Final answer: 50', which do not count
dtm:36|wrong|answer_colon|'Final answer: 300' (gold 75: $5 taken as the price of one yogurt), then invented car blocks with their own 'Final answer: 10'
dtm:37|correct|answer_colon|'Final answer: 2', then invented spending blocks with their own 'Final answer: 400', which do not count
dtm:38|no_answer|truncated|A1-A3 halve 3 as miles, then A4 'So he runs 3 hours the first day and half as much the other two days he runs.' and that sentence 20 times more verbatim until cut at '... two days he': a restated given, no speed, no 'Final answer' (gold 10)
dtm:39|wrong|answer_colon|'Final answer: 36' (gold 18), then invented spending blocks with their own 'Final answer: 222.22'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
