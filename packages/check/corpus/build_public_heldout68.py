r"""Build public_heldout68.jsonl: a 68th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (predicted_answer, reward_scores and the like) were not used
to label.

Method (round 66's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page; a script decoded that display form once into the page text and checked its length against
the page size (16,000 for every page but the last page of rollout_ckpt_100, 7,252 = 87,252 -
80,000): all pages match to the character. Two pages first came out wrong and were mended against
the displayed text: pk0 80000 came out 25 characters short (the paste had 'is calculated' for the displayed 'after the extra fees
can be calculated' in Stephen's completion 3, a line of the file's second pass, in no record); After-Wind
144000 came out 3 over (three 'Let\u2019s' / 'Peyton\u2019s' escapes of the file's array index 147
had been doubled); both then matched 16,000 exactly. Consecutive pages of one file were joined in
file order (pruksmhc rollout_ckpt_0 48000-95999, rollout_ckpt_100 64000-87251, rollout_ckpt_200
720000-767999; After-Wind 80000-159999: every page between read), so a completion crossing an edge
between two pages read is taken whole; nothing cut by the first or last page read is taken. Each
record's `r` was cut out of the page text, never re-encoded or retyped: the completion's JSON
string body as the file holds it (`enc` = `json`, decoded once more by the build; the script
checked each body decodes to the parsed field: `completion` for checkpoints 0 and 100, the
assistant `content` for checkpoint 200, `generated_text` for After-Wind).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl present, by
script, reading no labels) and with the others of this round. **rollout_ckpt_0 holds its ten
questions twice**: from line 80 (offset about 80,000) the file starts again at Zeke's team
(batch_idx 0, timestamps two minutes later) and its lines there repeat the first pass word for word;
lines 80-90 (page 80000: Zeke 0-7, Stephen 0-2) were checked by script and all equal completions of
earlier rounds, so they are not taken, and the pages at 96000 and 112000 were displayed, read as
the same s'mores / flour / milk / phone-plan texts round 66 took (pk0 16-43), and not pasted.
rollout_ckpt_100's last page likewise opens a second Zeke block (lines 80-87), all repeats of an
earlier round. Dropped as repeats within the round (rollout_ckpt_200 lines equal to another of the
same question): Baldur's pails idx 1, 3 and 6 (= idx 0), 5 and 7 (= idx 2); the pennies idx 4
(= idx 1); Trinity's magazines idx 2 (= idx 1) and 3 (= idx 0). Nothing is shortened.

Not taken: rollout_ckpt_0 phone-plan completion 4 (line 44: only its tail is on 48000; 32000 not
re-read); rollout_ckpt_100 graham-cracker completion 6 (line 62: only its tail is on 64000; 48000
not re-read); rollout_ckpt_200 candle completion 6 (only its tail is on 720000; 704000 not re-read)
and Nick's paintball guns completion 1 (cut by the end of 752000); After-Wind array index 75 (John's
peaches: only its tail is on 80000; 64000 not re-read) and index 155 (cut by the end of 144000).

Repositories (181 records): pruksmhc/gsm8k_minimal_rl 102 (56.4 %: 35 from rollout_ckpt_0, 17
from rollout_ckpt_100, 50 from rollout_ckpt_200), After-Wind/grpo_gsm8k 79 (43.6 %). Licences: no
LICENSE file in the index for either; `licence` per record.

Split: think_answer 102 (`<reasoning>...</reasoning><answer>...</answer>` asked for; pruksmhc),
long_cot 79 (base Qwen2.5-3B-Instruct in After-Wind's evaluation: '####' / '##' markers, boxes,
prose); GSM8K 181, MATH 0 (no MATH source was reached in the time). Truths: correct 61, wrong 86,
no_answer 34 (think_answer 43 / 28 / 31, long_cot 18 / 58 / 3). Forms: tag 64, hash 59, truncated
34, boxed 14, prose_sentence 10 (think_answer: tag 64, truncated 31, prose_sentence 7; long_cot:
hash 59, boxed 14, prose_sentence 3, truncated 3). 9 debatable.

**The checkpoint 0 / 100 files are cut short** (as round 66 found): their generations stop at a
small token limit (about 70-110 words), so many end mid-sentence before any answer (no_answer), and
the model often runs on after '</answer>' into an invented question, a 'Human:' turn or code; some
write 'Reasoning:' / 'Answer:' prose with no tags, some put a sentence in <answer>. The checkpoint-200
file ends its completions with the model's own end of turn (one, pk720 46, stops mid-reasoning).

**Selection bias (After-Wind):** the After-Wind file is the repository's dump of the completions
ITS OWN grader counted wrong (the base model, -data-xiongtao-models-Qwen2.5-3B-Instruct); array
indices 76-154 were taken, in order, and labelled by reading: 18 are right by the last answer (most
open with a '#### N' guess BEFORE the working and end on another, right value: the grader
evidently took the first marked number), 58 wrong, 3 cut with no answer. The file's
`predicted_answer` was not used.

Selection (records as they come, in file order, not by how hard they look):
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_0_gsmk_qwen.jsonl at 5edac2ba (pk0: pages 48000, 64000,
  80000 joined; record number = line number in the file, 0-based): the phone plan 5-7, Anthony's
  pool 0-7, graham crackers 0-7, Tim's shoe boxes 0-7, Vince's reports 0-7 (lines 45-79, the end of
  the file's first pass).
* the same repository's rollout_ckpt_100_gsmk_qwen.jsonl at 5edac2ba (pk100: pages 64000 and 80000
  joined, the last 23,252 of 87,252 characters; record number = line number): graham crackers 7,
  Tim's shoe boxes 0-7, Vince's reports 0-7 (lines 63-79).
* the same repository's rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9 (pk720: pages 720000, 736000,
  752000 joined; record number = the complete line's place in the joined text, 0 = candle
  completion 7): candle 7, Baldur's pails, the 60-item quiz 0-7, Johnny's legos 0-7, the pennies,
  Trinity's magazines, Sarah's rope 0-7, Lindsay's socks 0-7, Nick's paintball guns 0 (lines 0-57).
* After-Wind/grpo_gsm8k evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json
  at 81eafa93 (awb: pages 80000, 96000, 112000, 128000, 144000 joined, 80,000-159,999 of 212,647
  characters; record number = array index 76-154). The file stores no question: each is found in
  gsm8k/test.jsonl by the completion's numbers and names among the test lines after the previous
  one whose gold equals the file's ground_truth (a script ranked candidates, each checked by
  reading), in increasing test order: index 76 = test line 191 (the ducks; John's peaches, index
  75, is line 190), index 154 = line 363.

Label conventions (rounds 37-66's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('## 45.00', '#### 7.00');
in the tag format the `<answer>` content is the final answer whatever the reasoning block or the
text after the closing tag says; in the '####' format the marked value is the answer; an opening
'#### N' / '## N' guess followed by working that ends on its own answer is replaced by it (the last
answer counts); labels are against the gold as given. A completion cut inside or at its answer
marker (at '<answer', at '</reasoning', at '\nAnswer') right after a reasoning that states the asked
quantity is labelled by that stated value (round 64's pk608 32, round 66's pk0 32/36: pk0 48 and
79 wrong, pk0 75, pk100 71 and 77 correct); one cut before any marker is no_answer even where the
reasoning has reached the gold (pk0 50, pk100 74, as round 66's pk0 33); an opening wrong marker
followed by a loop restating the gold, cut mid-line, is no_answer (awb 88 and 101, as round 64's
awb 15 and 45). Debatable this round: pk0 65 ('<answer>\n4 blue, 6 red': the two counts, not the
gold's total 10; wrong; pk0 67 and 69 give the same split answer and are labelled alike), pk0 75,
pk100 71 and 77 (correct by the stated value at a cut marker), pk720 10 (a reasoning ending on 45
and an empty, unclosed <answer>: wrong, as round 66's pk672 15), awb 98 (a boxed 4 retracted by a
closing note that 10 is right, with no new final answer: wrong), awb 133 and 149 (a '#### N'
conclusion, then a correction ending '#### 12' / '#### 45' = gold: correct by the last answer, as
round 64's awb 31), awb 153 (an opening '#### 32', the working concludes 23 = gold with no closing
marker: correct, round 64's awb 65 convention). Gold notes: the graham-cracker gold is 1 box (24
smores = 3 sleeves = 1 box; pk0 62 answers 3 boxes: wrong); Vince's gold 360 counts 8:00 AM to
11:00 PM as 3 hours (as round 64's rr640 729): pk100 78's 360 is correct against it, pk0 79's 660
wrong; Johnny's legos gold 2125 takes the third set as 1/4 of the 500-piece one: the eight 2375
answers (1/4 of the second set) are wrong.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (pruksmhc's `prompt` after 'Question: ' for checkpoints 0 and 100, the whole
`prompt` for checkpoint 200, After-Wind's identified test question), checked equal to the file's
own gold where it has one (After-Wind `ground_truth`); pruksmhc's files store no gold, so their
transcribed gold is the gsm8k/test.jsonl value itself.

Dead ends this round: cppywh Instruct-Think.json page 176000 was read (index 28's tail, Henry's
bike trip, which opens on 160000, and index 29, Gloria's boots, a looping trace still running at
the end of the page): nothing whole on it, not pasted (two more pages for at most two records). After-Wind
'reason_final' dump page 0 was read: the same ' #### N' long_cot style as the base dump (its first
completions differ from round 64's base-model ones), not pasted for time and to keep think_answer
over half.

Leads for a later round: After-Wind base-model file from 144000 (index 155 opens at the end of
144000, re-read it to join; 160000-212,647 unread) and index 75 (re-read 64000 and 80000); its
'reason_final' dump from 0 (page 0 read, not pasted: indices 0-11 whole on it) and the
'reason_final_reason' and '_final' dumps (unread; the same selection bias); pruksmhc
rollout_ckpt_200 from 752000 (Nick's paintball guns completion 1 opens at its end; 2,687,305
characters in all); cppywh Instruct-Think.json from 160000 (index 28 needs 160000 and 176000
joined, index 29 needs 176000 and 192000); rollout_ckpt_0 from 160000 holds only the tail of its
second pass (lines from 80 on repeat lines 0-79: check by script before pasting).

Usage: python build_public_heldout68.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout68.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE, PK, PK_OWN, pruksmhc_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout68.jsonl"
SOURCE = "public_heldout68"

# --- pruksmhc/gsm8k_minimal_rl: the early rollout files (checkpoints 0 and 100), raw-text prompt ---
PKE_COMMIT = "5edac2ba5303d3fa207bd27f0f59f0025bb4c66b"
PKE_MODEL = (
    "the model of the repository's TRL GRPO run (train_gsmk.py: default --model "
    "Qwen/Qwen2.5-1.5B-Instruct; the rollout file names no model) at checkpoint {} (per the file "
    "name{}); rollouts written by generate_rollouts.py's grpo_rollout_demo (at 5edac2b: string "
    "prompts tokenized as plain text, no chat template; defaults temperature 0.8, top_p 0.9) on "
    "GSM8K test, 8 completions a question; the generations stop at a small token limit (about "
    "70-110 words), so many are cut before any answer; this round pages {} joined; the record is "
    "one line's `completion`"
)
PKE_PROMPT = (
    "the file's `prompt` field, given as raw text: 'Respond in the following format:\\n"
    "<reasoning>\\n...\\n</reasoning>\\n<answer>\\n...\\n</answer>\\nQuestion: {question}'"
)


def pk_early_source(short: str, ckpt: int, note: str, pages: str) -> tuple:
    return (
        f"{short}-qwen-grpo-ckpt{ckpt}-gsm8k", PK, f"rollout_ckpt_{ckpt}_gsmk_qwen.jsonl",
        PKE_COMMIT, PKE_MODEL.format(ckpt, note, pages), PKE_PROMPT, "think_answer", "gsm8k",
        PK_OWN, NO_LICENCE,
    )  # fmt: skip


# --- After-Wind/grpo_gsm8k: base Qwen2.5-3B-Instruct, its grader's 'incorrect' dump --------------
AW, AWC = "After-Wind/grpo_gsm8k", "81eafa93bffcf1c19d8832fb343ebcd54f12d9f4"
AWB_PATH = "evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json"
AWB_MODEL = (
    "Qwen2.5-3B-Instruct as released (the file name's '-data-xiongtao-models-Qwen2.5-3B-Instruct': "
    "the base instruct model before the repository's GRPO), evaluated by the repository on GSM8K "
    "test questions (data/gsm8k_500.jsonl); the file keeps ONLY the completions its own grader "
    "counted wrong; array indices 76-154 taken (pages 80000-144000 read, 80,000-159,999 of 212,647 "
    "characters); the record is one array element's `generated_text`"
)
AWB_PROMPT = (
    "not read (evaluate_gsm8k.py holds it); the completions open with a space and most with a "
    "'#### N' or '## N' line, so the prompt evidently asked for a '####' answer"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "pk0": pk_early_source(
        "pk0", 0, "; presumably before any GRPO step",
        "48000-80000 (48000, 64000, 80000; the file's first pass ends at line 79)",
    ),
    "pk100": pk_early_source("pk100", 100, "", "64000-80000 (64000 and the last page, 80000)"),
    "pk720": pruksmhc_source("pk720", "720000-752000 (three pages joined: 720000, 736000, 752000)"),
    "awb": ("awb-qwen25-3b-instruct-base-gsm8k", AW, AWB_PATH, AWC, AWB_MODEL, AWB_PROMPT,
            "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk0:45|no_answer|truncated|cut at '$20 + $40' before the sum; no <answer>, no total
pk0:46|no_answer|truncated|cut after '\[ A = \frac{20}{2} \]' in the reasoning; no total, no answer
pk0:47|no_answer|truncated|cut mid-number at '2x + 4x = $2'; no answer
pk0:48|wrong|prose_sentence|cut at '</reasoning>\n<answer' before any answer content; the reasoning states '5,000 - 5,000 = 0 gallons in the tank' and '6 days to empty the tank' (labelled by the stated remaining 0, as round 66's pk0 32; gold 2000)
pk0:49|wrong|tag|'<answer>\n0\n</answer>' (gold 2000), then an invented follow-up question cut mid-sentence
pk0:50|no_answer|truncated|no tags after <reasoning>; the text ends '= 2000 gallons of water' (= gold) cut by the limit before any </reasoning> or <answer> (labelled no_answer as round 66's pk0 33: cut before any answer marker)
pk0:51|no_answer|truncated|'Reasoning:' prose (30000 gallons used) cut at 'the remaining amount of'; no answer
pk0:52|wrong|tag|'<answer>' holds 'the total amount of water that will be removed from the tank in 6 days is 500 * 6 = 3,000 gallons.' then '</' (cut): the answer content's value is 3000 removed, not the 2000 left
pk0:53|no_answer|truncated|'Reasoning:' prose (30000 gallons used) cut at 'how much water will'; no answer
pk0:54|no_answer|truncated|'<answer>\n5,000 - ' cut inside the answer before any value (the reasoning gives only the unevaluated '5,000 - 500 * 6')
pk0:55|no_answer|truncated|cut at 'the total amount of water used is 500 * 6 = 3000' in the reasoning; no answer
pk0:56|no_answer|truncated|numbered steps cut at 'There are 3 sleeves in a box.'; no answer
pk0:57|no_answer|truncated|cut at 'per sleeve: 2' in the reasoning; no answer
pk0:58|no_answer|truncated|'Reasoning:' prose cut at 'the number of smores each'; no answer
pk0:59|no_answer|truncated|'Reasoning:' prose cut at 'so we need to'; no answer
pk0:60|no_answer|truncated|'Reasoning:' prose cut at '8 / 3 = '; no answer
pk0:61|no_answer|truncated|no tags; cut inside a display ('\text{'); no answer
pk0:62|wrong|tag|'<answer>\n3\n</answer>' (3 boxes; gold 1), then a stray 'Human: Write a JavaScript function' turn
pk0:63|no_answer|truncated|'Reasoning:' prose (45 / 8 = 5.625 sleeves) cut at 'Since they cannot buy'; no answer
pk0:64|correct|tag|'<answer>\nTim has 10 shoe boxes left in his box.\n' (no closing tag, cut after the sentence): 10 = gold
pk0:65|wrong|tag|debatable: '<answer>\n4 blue, 6 red' (cut, no closing tag): the answer gives the two counts, not the total 10 the gold asks; labelled wrong against the gold as given (the question's 'how many red and blue shoe boxes are left' can be read as asking for both counts)
pk0:66|no_answer|truncated|cut at '9 - 3 =' in the reasoning; no answer
pk0:67|wrong|tag|'<answer>\n4 blue shoe boxes and 6 red shoe boxes are left' (cut): two counts, no total (gold 10); labelled as pk0 65
pk0:68|no_answer|truncated|no tags; cut at '\frac{1}{3} \times 9' in a step list; no answer
pk0:69|wrong|prose_sentence|no tags; 'Answer: Tim has 4 blue shoeboxes and 6 red shoeboxes left in his box. Therefore, the answer is 4 blue and' (cut): two counts, no total (gold 10); labelled as pk0 65
pk0:70|wrong|prose_sentence|no tags; 'Answer: Tim has 22 shoe boxes remaining' (gold 10)
pk0:71|no_answer|truncated|numbered steps cut at 'So, Tim uses'; no answer
pk0:72|no_answer|truncated|'<answer>\nVince stapled 120 reports per hour. Since' cut: the answer content so far is the hourly rate, cut before any total
pk0:73|no_answer|truncated|'Reasoning:' prose (13 hours, 780 minutes) cut mid-sentence; no answer
pk0:74|no_answer|truncated|'Reasoning:' prose (3 hours, 180 minutes) cut mid-sentence; no answer
pk0:75|correct|prose_sentence|debatable: no tags; 'Reasoning:' prose ends 'Vince can staple 2 reports per minute * 180 minutes = 360 reports altogether.' (= gold) and the text is cut at '\nAnswer' (labelled by that stated value, as round 66's pk0 32/36: cut at the answer marker)
pk0:76|no_answer|truncated|'Calculation:' (20 intervals) cut at '20 intervals * 3'; no answer
pk0:77|no_answer|truncated|cut at 'Next,' after '180 minutes' in the reasoning; no answer
pk0:78|no_answer|truncated|'<answer>' opens with working (12 intervals) cut at 'in each 1'; no value
pk0:79|wrong|prose_sentence|cut at '</reasoning' after '11 hours * 60 reports/hour = 660 reports' (labelled by that stated value as round 64's pk608 32; gold 360)
pk100:63|no_answer|truncated|the reasoning ends '24 smores / 8 smores/sleeve = 3 boxes of graham crackers.' and the text stops (cut) before </reasoning> or <answer> (gold 1; no answer marker)
pk100:64|wrong|tag|'<answer>\n8\n</answer>' (gold 10), then a stray 'Given'
pk100:65|correct|tag|'<answer>\n10\n</answer>' = gold, then an invented 'Question: A farmer' cut
pk100:66|correct|tag|'<answer>\n10\n</answer>' = gold, then a 'Human:' question with its own <reasoning> cut
pk100:67|correct|tag|'<answer>\n10\n</answer>' = gold, then a stray 'Human: Write an email' turn
pk100:68|wrong|tag|'1. 5 blue shoeboxes'; '<answer>\n13\n</answer>' (gold 10), then a stray 'Human:' turn
pk100:69|correct|tag|'<answer>\n10\n</answer>' = gold, then an invented 'Question: John buys a pair of earbuds' cut
pk100:70|no_answer|truncated|muddled reasoning ('≈ 13 blue shoeboxes') cut at 'In'; no answer
pk100:71|correct|prose_sentence|debatable: cut at '</reason' right after the reasoning's 'The total number of red and blue shoeboxes left in Tim's box is 4 (blue) + 6 (red) = 10' (= gold); no <answer> (labelled by that stated value, as round 64's pk608 32)
pk100:72|wrong|tag|'<answer>\n180\n' (no closing tag) after '6 x 30 = 180 reports' (gold 360)
pk100:73|no_answer|truncated|cut mid-number at '45 x 3 = 1'; no answer
pk100:74|no_answer|truncated|the reasoning ends '3 * 120 = 360' (= gold) and is cut there, before any </reasoning> or <answer> (labelled no_answer as round 66's pk0 33)
pk100:75|no_answer|truncated|muddled periods reasoning cut at 'Therefore, in'; no answer
pk100:76|no_answer|truncated|cut at '18 x 3' ('216 reports' stated mid-reasoning, no answer)
pk100:77|correct|prose_sentence|debatable: cut at '</reasoning>\n<answer' right after 'Vince can staple a total of 12 * 30 = 360 reports.' (= gold; labelled by that stated value, as round 66's pk0 32)
pk100:78|correct|tag|'<answer>\n360\n</answer>' = gold (the GSM8K gold counts 3 hours), then an invented 'Question: A baker' turn
pk100:79|wrong|tag|'<answer>\n32\n</answer>' (gold 360), then a stray 'To'
awb:76|wrong|hash|opens '## 2.1', the working finds 5 pounds a day (= gold), then 'For the sake of the given answer, we will use 2.1 as the final answer. #### 2.1': the last answer is 2.1
awb:77|wrong|hash|opens '#### 31', the working reaches 91 trees (= gold), then ends '## 31': the last answer is 31
awb:78|wrong|hash|computes $10 change (= gold) but concludes 'the correct answer is $0. Hence, the final answer is #### 0.'
awb:79|correct|hash|opening '#### 180' guess; the working sums 320, '\(\boxed{320}\). #### 320' = gold (the last answer counts)
awb:80|wrong|hash|'#### 5000' at both ends (Publisher A only; gold 7500)
awb:81|wrong|boxed|opens '## 820,000', the working reaches 114,200 (= gold), then ends '\boxed{820000}'
awb:82|correct|hash|opening '#### 30' guess; the working sums 14 + 9 + 8 = 31 and ends '## 31' = gold
awb:83|wrong|hash|'#### 84' at both ends (gold 98)
awb:84|wrong|prose_sentence|opens '#### 99'; the working finds 191, then 'Hence, the final answer is 99.' (gold 98)
awb:85|wrong|boxed|opens '#### 650', ends '\(\boxed{650}\)' (gold 860)
awb:86|wrong|hash|no opening marker; ends 'the total cost of buying each cup is #### 7.5.' (gold 145)
awb:87|wrong|hash|solves r = 4 (= gold) but boxes 6 and ends '#### 6'
awb:88|no_answer|truncated|opens '#### 2.5'; the working finds 5 hours (= gold) and falls into a loop ('But the problem simplifies to ... which is 5 hours') cut mid-sentence with no closing answer (labelled no_answer as round 64's awb 15 and 45)
awb:89|wrong|hash|'#### 300' and the working ends 500 - 100 - 150 = 300 (gold 250)
awb:90|correct|hash|opening '#### 40' guess; ends 'The final answer is #### 44.' = gold
awb:91|correct|hash|opening '#### 18' guess; ends '## 15' = gold
awb:92|wrong|hash|opens '#### 28'; the working boxes 45 (= gold) and then ends '#### 28': the last answer is 28
awb:93|correct|hash|opening '#### 58' guess; ends 'Jojo scored 54 points. #### 54' = gold
awb:94|wrong|hash|'#### 60' at both ends, with the note that 'the correct total should be 70 minutes' (gold 70): the marked final answer is 60
awb:95|wrong|hash|'## 170' and '#### 170' (gold 140)
awb:96|wrong|hash|computes 33% (= gold) but 'the final answer is #### 22.'
awb:97|wrong|hash|opens '#### 26200'; the working ends '$262,000' with no closing marker (gold 276000; neither value is the gold)
awb:98|wrong|boxed|debatable: opens '#### 4', finds 10 pizzas (= gold), says 'John needs to order \(\boxed{4}\) pizzas', then a parenthetical '(Note: ... the correct number of pizzas needed is actually 10, not 4.)': the marked and boxed answer is 4 and the note retracts it with no new final answer (two different answers: labelled wrong)
awb:99|no_answer|truncated|the pen-recycling working falls into a 'plus the 1 new pen' loop cut mid-list; no answer
awb:100|wrong|hash|opens '#### 460'; the working finds 280 (= gold), then 'hence the final answer is 460). ## 460'
awb:101|no_answer|truncated|opens '#### 550'; the working finds 250 minutes (= gold) and loops ('the answer is 1000 - 750 = 250 minutes. Correcting the final step, ...') until cut mid-number ('is 10'); no closing answer (labelled no_answer as round 64's awb 15 and 45)
awb:102|wrong|hash|opens '#### 12'; the working finds 20 (= gold), then ends '## 12.'
awb:103|correct|hash|opening '#### 6600' guess; ends 'Therefore, Jean paid #### 27000.' = gold
awb:104|wrong|hash|ends 'The number of boys in the third class is #### 10.' (gold 17)
awb:105|wrong|hash|'#### 20' and the working ends '4 * 21 = 20 times' (gold 84)
awb:106|wrong|hash|ends 'the number of cows in 8 of the stalls is #### 176.' (gold 192)
awb:107|correct|hash|opening '#### 49' guess; the working sums $45.00 and ends '## 45.00' = gold
awb:108|wrong|boxed|opens '#### 84'; the working sums 168 (= gold) but ends '\boxed{84}'
awb:109|wrong|hash|computes 62 (= gold, boxed) but ends '\(\boxed{1170}\). #### 1170'
awb:110|wrong|boxed|opens '## 425'; the working sums 400 (= gold) but ends '\(\boxed{425}\)'
awb:111|wrong|hash|computes $9,500 (= gold) but ends 'The correct answer is $150,000. #### 150000'
awb:112|wrong|hash|ends 'the net proceeds from selling the house are #### 128,000.' (gold 118000)
awb:113|wrong|hash|ends 'the total time is #### 71 minutes.' (gold 91)
awb:114|correct|hash|opening '#### 5500' guess; 'the closest ... answer ... is $5500 ... However, based on the given information, the correct answer should be $1375. #### 1375' = gold (the last answer counts)
awb:115|wrong|boxed|opens '#### 660'; the working sums 762 (= gold) but ends '\(\boxed{660}\)'
awb:116|wrong|hash|'#### 3.6' and '## 3.6' (the items are mis-summed to $15.00; gold 5)
awb:117|wrong|hash|'#### 1040' at both ends (800 + 2400 mis-added; gold 3200)
awb:118|wrong|boxed|opens '#### 104'; the working sums 94, then '\boxed{104}' (gold 138)
awb:119|correct|boxed|opening '#### 15' guess; the working ends 'the number of cards with the letter D is \(\boxed{9}\).' = gold
awb:120|correct|hash|opening '#### 5.00' guess; ends 'Peter paid a total of $7.00. #### 7.00' = gold
awb:121|wrong|hash|computes 68 beads (= gold) but ends 'the final answer is:\n\n#### 16'
awb:122|wrong|hash|computes 21 (= gold) but 'Therefore, the final answer is 18. ## 18'
awb:123|wrong|hash|'#### 4000', '#### 4000 / 2000 = 2', ends '2 trucks ... #### 2' (gold 3)
awb:124|wrong|hash|ends '#### 82.' (gold 83)
awb:125|wrong|prose_sentence|opens '#### 35'; the working finds 3.5 weeks, then 'so the final answer is 35 weeks' (gold 3)
awb:126|wrong|hash|'#### 1050' and the working ends '200 + 250 + 300 = 1050' with no closing marker (gold 500)
awb:127|wrong|hash|the working finds 16 pieces, then '\(\boxed{32}\). #### 32' (gold 8)
awb:128|wrong|hash|opens '## Let's break down'; ends 'Watson made in April is #### 4800.' (gold 3200)
awb:129|wrong|hash|finds 20 - 16 = 4 (= gold) but 'the direct calculation from the problem is 12. #### 12'
awb:130|wrong|hash|ends 'the number of loaves sold in the afternoon is #### 5.' (gold 10)
awb:131|wrong|hash|opens '#### 28'; the working finds Trent is 32 (= gold), then ends '## 28'
awb:132|correct|boxed|opening '#### 320' guess; the working ends '\boxed{156}' = gold
awb:133|correct|hash|debatable: opens with a stray 'Hash marks should not appear ...' line and '## 80'; the working finds $12, then 'we should conclude:\n\n#### 80\nHowever, the correct cost to fill the pool is $12. #### 12' (= gold): labelled by the last answer, 12 (as round 64's awb 31)
awb:134|correct|hash|opening '#### 54' guess; ends 'the total number of children in the classroom is 123. #### 123' = gold
awb:135|wrong|hash|boxes 75 (= gold) twice, then 'Given the reference solution, the final answer is \(\boxed{195}\). #### 195'
awb:136|wrong|hash|'#### 120000' and the working ends '$80000 + $144000 = $120000' (mis-added; gold 224000)
awb:137|wrong|hash|'#### 35' and the working ends '$51 - $16 = $35' (gold 31)
awb:138|correct|hash|opening '#### 250' guess; ends 'Correcting the final answer:\n#### 100' = gold
awb:139|correct|hash|opening '#### 5' guess; ends 'the correct answer should be 6. #### 6' = gold
awb:140|correct|boxed|opening '#### 80' guess; the working ends '\boxed{72}' = gold
awb:141|wrong|hash|'#### 2' and the working ends '4 - 2 = 2 balls' (gold 4)
awb:142|wrong|hash|ends '... = 220 pounds. #### 220' (gold 260)
awb:143|wrong|boxed|opens '## 150000'; the working finds 180000 meters (= gold) but ends '\boxed{150000}'
awb:144|wrong|boxed|'#### 880' and '160 + 150 = 880', '\(\boxed{880}\)' (gold 310)
awb:145|wrong|hash|ends 'the number of cookies Jenny eats is #### 19.' (gold 9)
awb:146|wrong|hash|the working finds $1440, then 'Madeline spends $1200 on her dog per year. #### 1200' (gold 2640)
awb:147|wrong|hash|ends '#### 7.5' (gold 8)
awb:148|wrong|boxed|opens '#### 27'; the working wavers between 15 and 21 (= gold), then ends '\boxed{27}'
awb:149|correct|hash|debatable: opens '#### 140'; the working finds $45, then 'which is #### 140. (Correction: The correct calculation should be $400 - $355 = $45, not $140.) #### 45' = gold: labelled by the last answer (as round 64's awb 31)
awb:150|wrong|boxed|opens '#### 47'; the working finds 34 feet (= gold) repeatedly, then 'The correct answer is:\n\[ \boxed{47} \]'
awb:151|wrong|hash|ends '$60 / $5 = 12.\n\n#### 12' (gold 2)
awb:152|wrong|hash|opening '#### 18' guess; ends 'every 27 days. #### 27' (gold 20)
awb:153|correct|prose_sentence|debatable: opens '#### 32'; the working ends 'Therefore, Mark needs a total of 8 + 15 = 23 pounds of stuffing. Hashes have been removed for brevity.' with no closing marker: the working's concluding value 23 (= gold) counts over the opening guess (round 64's awb 65 convention)
awb:154|wrong|hash|opens '## 5.291666666666667'; the working finds 6 hours (= gold), then 'Thus, the final answer is:\n\n#### 5.291666666666667'
pk720:0|correct|tag|'<answer>\n8\n</answer>' = gold (candle completion 7)
pk720:1|correct|tag|25 + 30 = 55; '<answer>\n55\n</answer>' = gold
pk720:3|correct|tag|'<answer>\n55\n</answer>' = gold (one-paragraph reasoning)
pk720:5|correct|tag|'<answer>\n55\n</answer>' = gold ('he gets 25 + 30 = 55')
pk720:9|correct|tag|18 + 9 + 9 = 36; '<answer>\n36\n</answer>' = gold
pk720:10|wrong|tag|debatable: the reasoning misreads 'All of the difficult questions' as correct and ends '18 + 9 + 18 = <<18+9+18=45>>45 points.' (GSM8K-style calculator marks), then an empty, unclosed '<answer>\n' ends the turn (labelled by the stated 45, as round 66's pk672 15; gold 36)
pk720:11|correct|tag|'36 questions correct'; '<answer>\n36\n</answer>' = gold
pk720:12|correct|tag|'<answer>\n36\n</answer>' = gold
pk720:13|correct|tag|'<answer>\n36\n</answer>' = gold (percent-sign working)
pk720:14|correct|tag|'<answer>\n36\n</answer>' = gold
pk720:15|correct|tag|'<answer>\n36\n</answer>' = gold
pk720:16|correct|tag|'<answer>\n36\n</answer>' = gold
pk720:17|wrong|tag|takes the third set as 1/4 of the second (375); '<answer>\n2375\n</answer>' (gold 2125: 1/4 of the 500-piece set)
pk720:18|wrong|tag|1500 / 4 = 375; '<answer>\n2375\n</answer>' (gold 2125)
pk720:19|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:20|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:21|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:22|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:23|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:24|wrong|tag|'<answer>\n2375\n</answer>' (gold 2125)
pk720:25|correct|tag|6200 / 100 = $62; '<answer>\n62\n</answer>' = gold
pk720:26|correct|tag|'<answer>\n62\n</answer>' = gold
pk720:27|correct|tag|'<answer>\n62\n</answer>' = gold (6,200 with a comma in the working)
pk720:28|correct|tag|'<answer>\n62\n</answer>' = gold
pk720:30|correct|tag|'<answer>\n62\n</answer>' = gold
pk720:31|correct|tag|'Therefore, the answer is $62.' in the reasoning; '<answer>\n62\n</answer>' = gold
pk720:32|correct|tag|6,200 * $0.01 = $62; '<answer>\n62\n</answer>' = gold
pk720:33|correct|tag|$99 - $72 = $27; '<answer>\n27\n</answer>' = gold
pk720:34|correct|tag|'<answer>\n27\n</answer>' = gold
pk720:37|correct|tag|'<answer>\n27\n</answer>' = gold
pk720:38|correct|tag|'<answer>\n27\n</answer>' = gold
pk720:39|correct|tag|'<answer>\n27\n</answer>' = gold (the line crosses the edge between 736000 and 752000)
pk720:40|correct|tag|'<answer>\n27\n</answer>' = gold
pk720:41|wrong|tag|buys 27 meters of new rope for $40.5; '<answer>\n0\n</answer>' (gold 10)
pk720:42|wrong|tag|buys 26 meters for $39; '<answer>\n1\n</answer>' (gold 10)
pk720:43|correct|tag|muddled reasoning ('$40 - $30 = $10' with the $30 unexplained); '<answer>\n10\n</answer>' = gold
pk720:44|wrong|tag|'<answer>\nnot enough information\n</answer>' (gold 10)
pk720:45|correct|tag|20 * $1.5 = $30, $40 - $30 = $10; '<answer>\n10\n</answer>' = gold
pk720:46|no_answer|truncated|an equation muddle cut at '8.5 / 1.5 = 5.67' inside the reasoning; no </reasoning>, no <answer>
pk720:47|wrong|tag|'<answer>\n0\n</answer>' (gold 10)
pk720:48|wrong|tag|'they would need 20 / 2 = 10 dollars'; '<answer>\n0\n</answer>' (gold 10)
pk720:49|correct|tag|50 - 35 = 15; '<answer>\n15\n</answer>' = gold
pk720:50|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:51|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:52|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:53|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:54|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:55|correct|tag|'<answer>\n15\n</answer>' = gold
pk720:56|wrong|tag|counts 10 pairs as 10 socks (10 + 15 = 25); '<answer>\n25\n</answer>' (gold 15)
pk720:57|correct|tag|24 / 4 = 6; '<answer>\n6\n</answer>' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
