r"""Build public_heldout64.jsonl: a 64th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (predicted_answer, the CSV's 0/1 column, reward_scores and the
like) were not used to label.

Method (round 62's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page; a script decoded that display form once into the page text and checked its length against
the page size (16,000 for every page read): all pages match to the character. Two pages first
came out short by exactly one unit of a repeated loop (After-Wind page 48000: one
'But the correct simplified answer is:\n\[7 \times 6 = 42\]\n' line of 63 characters; page 64000:
one 160-character 'Therefore, the final answer is $55 per hour ...' sentence); the unit was
added once and both pages then matched 16,000 exactly (the repeated units are identical, so where
the copy goes does not change the text). Consecutive pages of one file were joined in file order
(After-Wind 0-79999; pruksmhc 608000-671999; RobbenRibery 640000-687999: every page between
read), so a completion crossing an edge between two pages read is taken whole; nothing cut by the
first or last page read is taken. Each record's `r` was cut out of the page text, never
re-encoded or retyped: for the JSON-lines and JSON files the completion's JSON string body as the
file holds it (`enc` = `json`, decoded once more by the build; the script checked each body
decodes to the parsed field), for the RobbenRibery CSV file the CSV field's text as Python's csv
module reads it (`enc` = `text`). No completion holds a control character other than newline,
carriage return or tab.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl present, rounds
1-62, by script, reading no labels) and with the others of this round. None repeats an earlier
round. Dropped as repeats within the round (pruksmhc lines equal to another line of the same
question): Rose's cakes completion_idx 1 (= idx 0), 5 and 7 (= idx 2); Jairus idx 4 (= idx 0) and
6 (= idx 1); Uriah idx 6 (= idx 1); the 50-employee company idx 3 and 7 (= idx 0), 4 (= idx 2),
6 (= idx 5); Chenny idx 1 (= idx 0). Nothing is shortened.

Not taken: After-Wind array index 75 (John's peaches, cut by the end of page 64000); pruksmhc
Mason's carrots completion 6 (its line opens on 592000, not re-read: only its tail is on 608000)
and Chenny completion 2 (cut by the end of 656000); RobbenRibery Mr Hezekiah's trucks row 682
(only its tail is on 640000) and Bob's books row (cut by the end of 672000).

Repositories (190 records): After-Wind/grpo_gsm8k 75 (39.5 %), pruksmhc/gsm8k_minimal_rl 64
(33.7 %), RobbenRibery/rft-gsm8k 51 (26.8 %). Licences: no LICENSE file in the index for any of
the three; `licence` per record.

Split: think_answer 64 (`<reasoning>...</reasoning><answer>...</answer>`, pruksmhc), long_cot 126
(75 answers of base Qwen2.5-3B-Instruct in After-Wind's evaluation, '####' / '##' markers, boxes,
prose; 51 '####' answers of a Phi-3.5-mini RFT checkpoint); GSM8K 190, MATH 0 (no MATH source
with unread completions was reached in the time). Truths: correct 118, wrong 65, no_answer 7
(think_answer 58 / 3 / 3, long_cot 60 / 62 / 4). Forms: hash 107, tag 60, boxed 13, truncated 8,
prose_sentence 2. 6 debatable.

**Selection bias (After-Wind):** the After-Wind file is the repository's dump of the completions
ITS OWN grader counted wrong (the base model, -data-xiongtao-models-Qwen2.5-3B-Instruct); the first
75 complete array elements were taken, in order, and labelled by reading: 17 are right by the last
answer (most open with a '#### N' guess BEFORE the working and end on another, right value: the
grader evidently took the first marked number, e.g. its predicted_answer 120 where the completion
ends '#### 260'; one '#### 8,000 copies.' with a comma), 54 wrong, 4 cut with no answer. The
file's `predicted_answer` was not used.

Selection (records as they come, in file order, not by how hard they look):
* After-Wind/grpo_gsm8k evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json
  at 81eafa93 (awb: pages 0, 16000, 32000, 48000, 64000 joined, the first 80,000 of 212,647
  characters; a JSON array of objects {generated_text, predicted_answer, ground_truth}; record
  number = array index 0-74). The file stores no question: each is found in gsm8k/test.jsonl by a
  distinctive phrase of the completion (e.g. 'Mishka', 'Toulouse', 'Steve and Tim') whose test
  question also has the file's ground_truth as its gold (exactly one test line each, in increasing
  test order: the dump follows the test file, lines 0-182).
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl pages 608000, 624000, 640000, 656000
  joined (pk608; record number = the complete line's place in the joined text, 0 = Mason's carrots
  completion 7): Mason 7, the family's eggs 0-7, Brian's dehumidifier 0-7, Amber/Micah/Ahito 0-7,
  the three-years-younger ages puzzle 0-7 (three cut mid-reasoning, one cut at '</reasoning'),
  Rose's cakes, Mark's lottery 0-7, Jairus, Uriah, the 50-employee company, Chenny 0.
* RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV, pages 640000, 656000,
  672000 joined (rr640: rows 683-733, row 683 = Alisa's biking, the first complete row on 640000;
  row 682 is Mr Hezekiah's, cut by round 62's last page). Forms: '#### N', 'Final answer: #### N'.

Label conventions (rounds 37-62's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct; in the tag format the
`<answer>` content is the final answer whatever the reasoning block says; in the '####' format the
marked value is the answer even when the working ends on another number; labels are against the
gold as given. New this round (After-Wind's base model): an opening '#### N' / '## N' written
BEFORE the working, followed by working that ends on its own answer, is a first guess the working
replaces: the last answer counts (14 records, each noted; awb 31, where the model also says 'the
final answer is #### 15' before ending '#### 17', is marked debatable); where the working ends
with no marker after an opening marker, the working's last stated value counts if it concludes
(awb 65, debatable) and the opening marker if the working ends on the same value. Debatable this
round: awb 15 and 45 (an opening wrong marker, then a loop restating the gold's value, cut
mid-line: no_answer), awb 31, awb 65, pk608 32 (cut at '</reasoning' before any <answer>, the
reasoning having stated 13 = gold: correct), rr640 729 (the question says 8:00 AM until 11:00 PM,
the GSM8K gold 360 counts 3 hours: the model's 1800 labelled wrong against the gold as given).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (RobbenRibery's `questions` column, pruksmhc's `prompt`, After-Wind's identified test
question), checked equal to the file's own gold (RobbenRibery the `ground_truth_completions` '####'
value, After-Wind `ground_truth`); pruksmhc's file stores no gold, so its transcribed gold is the
gsm8k/test.jsonl value itself.

Dead ends this round: none searched (the time went to the three named leads).

Leads for a later round: After-Wind base-model file from offset 80000 (John's peaches, array index
75, opens at the end of 64000: re-read 64000 to join; 212,647 characters in all) and the two
'reason_final' / 'reason_final_reason' dumps (unread; the same selection bias); pruksmhc
rollout_ckpt_200 from offset 672000 (Chenny completion 2 opens at the end of 656000) and the
rollout_ckpt_0 / rollout_ckpt_100 files (unread); RobbenRibery checkpoint-22 CSV from offset
688000 (Bob's books row opens at the end of 672000); cppywh Instruct-Think.json from offset
176000 (unread).

Usage: python build_public_heldout64.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout64.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import (
    NO_LICENCE,
    pruksmhc_source,
    robbenribery_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout64.jsonl"
SOURCE = "public_heldout64"

# --- After-Wind/grpo_gsm8k: base Qwen2.5-3B-Instruct, its grader's 'incorrect' dump --------------
AW, AWC = "After-Wind/grpo_gsm8k", "81eafa93bffcf1c19d8832fb343ebcd54f12d9f4"
AWB_PATH = "evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json"
AWB_MODEL = (
    "Qwen2.5-3B-Instruct as released (the file name's '-data-xiongtao-models-Qwen2.5-3B-Instruct': "
    "the base instruct model before the repository's GRPO), evaluated by the repository on GSM8K "
    "test questions (data/gsm8k_500.jsonl); the file keeps ONLY the completions its own grader "
    "counted wrong; the first 75 array elements taken (pages 0-64000 read, 80,000 of 212,647 "
    "characters); the record is one array element's `generated_text`"
)
AWB_PROMPT = (
    "not read (evaluate_gsm8k.py holds it); the completions open with a space and most with a "
    "'#### N' or '## N' line, so the prompt evidently asked for a '####' answer"
)
PK_PAGES = "608000-656000 (four pages joined: 608000, 624000, 640000, 656000)"
RR_PAGES = "640000-672000 (three pages joined: 640000, 656000, 672000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "awb": ("awb-qwen25-3b-instruct-base-gsm8k", AW, AWB_PATH, AWC, AWB_MODEL, AWB_PROMPT,
            "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "pk608": pruksmhc_source("pk608", PK_PAGES),
    "rr640": robbenribery_source("rr640", "b1wt", RR_PAGES),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
awb:0|wrong|boxed|opens '#### 11', the working reaches '9 \times 2 = 18' (the gold), ends 'Thus, Janet makes \(\boxed{11}\) dollars ... The correct answer is \(\boxed{11}\).' (gold 18)
awb:1|wrong|hash|'#### 30000' first and last (gold 70000; the working has 'Profit = 200,000 - 130,000 = 70,000')
awb:2|wrong|hash|'#### 30' first and last; the working has '60 - 40 = 20' (the gold) then '20 \div 20 = 3' (gold 20)
awb:3|correct|hash|an opening '#### 120' before the working; the working ends 'Therefore, the total number of sheep is:\n#### 260' = gold (the last answer counts)
awb:4|wrong|hash|'#### 1200' first and last ('= 120 minutes' in the working; gold 160)
awb:5|wrong|hash|opens '#### 160', ends 'Distance at the end = 40 miles. #### 40' (gold 45)
awb:6|wrong|hash|'#### 16750' (gold 57500)
awb:7|wrong|hash|'#### 23' (gold 14)
awb:8|wrong|boxed|opens '#### 25.80', ends '\(\boxed{25.80}\)' (gold 26)
awb:9|wrong|boxed|opens '#### 213', ends '\(\boxed{213}\)' (gold 243)
awb:10|correct|hash|opens '#### 120', then '## 120' twice after the working, then 'Therefore, the final answer is #### 16. ## 16.' = gold (the last answer counts; the opening 120 is retracted as 'a miscalculation')
awb:11|wrong|hash|'Average guess: ... = 240 / 3 = 80. #### 65' repeated (the working's 80 is the gold; every marker says 65)
awb:12|wrong|boxed|opens '## 25', computes 35 hours (the gold), then 'the problem states the answer is 25 hours ... the correct answer is:\n\n\boxed{25}' (gold 35)
awb:13|correct|hash|opens '#### 18', the working ends 'Siobhan has 25 - 2 = 23 jewels. ## 23' = gold (two hashes on the last marker; the last answer counts)
awb:14|wrong|hash|'#### 0' (gold 2)
awb:15|no_answer|truncated|debatable: opens '## 20', then loops recomputing 'Speed = 60/6 = 10 miles per hour' (the gold) and is cut mid-sentence ('Given the total distance is 6'); no concluding answer (labelled no_answer)
awb:16|wrong|hash|'Therefore, the final answer is #### 240g.' (unit glued; gold 48)
awb:17|wrong|hash|an opening '#### 84' only; the working also ends '= 84 hours' (gold 104)
awb:18|correct|hash|opens '#### 10', 'Thus, Tracy obtained \(\boxed{10}\) pieces. However, upon rechecking ... The correct answer is \(\boxed{8}\). #### 8' = gold (explicit retraction)
awb:19|correct|boxed|opens '#### 30', the working ends 'The final answer is:\n\n\boxed{15}' = gold (the last answer counts)
awb:20|correct|hash|opens '#### 60', ends 'The final answer is:\n#### 40' = gold (the last answer counts)
awb:21|correct|hash|opens '#### 4', ends 'the answer is 3 times, not 4. ## 3' = gold (explicit retraction; two hashes)
awb:22|wrong|boxed|opens '#### 323', the working boxes 83 (the gold), then ends '\boxed{323}' (gold 83)
awb:23|wrong|hash|'#### 500,000.' (gold 25000)
awb:24|wrong|hash|opens '#### 1050', ends '\(\boxed{1056}\). #### 1056' (gold 1596)
awb:25|wrong|hash|'#### 400' first and last; the working has '= 300 miles' (the gold) (gold 300)
awb:26|wrong|hash|'#### 197' (gold 221)
awb:27|wrong|hash|'#### 250.17.' (gold 255)
awb:28|wrong|hash|'#### 84' first and last; the working has '= $88.00' (the gold) (gold 88)
awb:29|wrong|hash|'#### 7.5' (gold 60)
awb:30|wrong|boxed|opens '## 15', the working has '15 - 9 = 6' (the gold), ends '\boxed{15}' (gold 6)
awb:31|correct|hash|debatable: opens '#### 15', then 'Therefore, the final answer is #### 15. (Note: ... the final answer should be 15, not 17 ...) #### 17', then a recount ending 'Charlie has left is #### 17.' = gold (the last answer counts)
awb:32|wrong|hash|'#### 11.' (gold 44)
awb:33|wrong|hash|'#### 798.6.' (gold 9360)
awb:34|correct|hash|'Therefore, Harald sold #### 8,000 copies.' (comma-grouped, unit word after) = 8000
awb:35|wrong|hash|opens '## 30', the working has '9 \times 2 = 18', ends '#### 30' (gold 24)
awb:36|wrong|hash|an opening '#### 250' only; the working ends '= 250 lbs.' (gold 225)
awb:37|wrong|hash|'#### 10' (gold 4)
awb:38|no_answer|truncated|a loop of 'x = -10 (Still incorrect)' cut mid-sentence ('Correcting the final equation'); no answer marked (gold 5)
awb:39|wrong|hash|'#### 24.' (gold 26)
awb:40|wrong|boxed|opens '#### 1080', boxes 72 (the gold), then 'The correct answer should be:\n\n\[\n\boxed{1080}\n\]' (gold 72)
awb:41|wrong|hash|'#### 1' (gold 3)
awb:42|wrong|hash|'#### 100' (gold 50)
awb:43|correct|boxed|opens '#### 22', the working ends 'the average number of fruit roll-ups they ate is \(\boxed{45}\).' = gold (the last answer counts)
awb:44|wrong|hash|opens '#### 50', ends '#### 0' (gold 90)
awb:45|no_answer|truncated|debatable: opens '#### 84', then loops 'But the correct simplified answer is:\n\[7 \times 6 = 42\]' (42 is the gold) and is cut mid-line ('\[7 \times 6 ='); no concluding answer (labelled no_answer)
awb:46|wrong|boxed|'\boxed{99077}' (gold 95200)
awb:47|wrong|hash|'\(\boxed{34}\). #### 34' (gold 48)
awb:48|wrong|hash|'#### 15.' (gold 10)
awb:49|wrong|hash|opens '#### 635', says 'the answer should be #### 680', ends '#### 635 (Assuming the provided answer is correct)' (gold 880)
awb:50|wrong|hash|an opening '#### 84' only; the working ends '= 84 tickets.' (gold 60)
awb:51|correct|hash|opens '#### 25', ends '\(\boxed{105}\). #### 105' = gold (the last answer counts)
awb:52|wrong|hash|the working has '$92 - $72 = $20' (the gold), then 'the income might be $82 ... Therefore, the final answer is #### 14.' (gold 20)
awb:53|wrong|hash|opens '#### 2250', ends '#### 2225' (gold 2125)
awb:54|wrong|hash|opens '#### 30', ends '#### 90' (gold 75)
awb:55|wrong|boxed|opens '#### 32', ends '\(\boxed{32}\) dollars.' (gold 30)
awb:56|wrong|hash|the working has '4D = 16' (the gold), ends 'Hence, the final answer is #### 48.' (gold 16)
awb:57|wrong|hash|opens '## 1.5', the working says 4 minutes (the gold) several times, ends 'the final answer is #### 1.5.' (gold 4)
awb:58|correct|hash|opens '#### 3.75', ends 'Shawnda made 5 dollars that day. #### 5' = gold (the last answer counts)
awb:59|wrong|hash|'#### 35.' (gold 48)
awb:60|wrong|hash|opens '## 1000', ends '#### 5600' (gold 80)
awb:61|correct|hash|opens '#### 22', ends 'Raphael spent a total of $34 on everything. #### 34' = gold (the last answer counts)
awb:62|wrong|hash|opens '#### 14', ends '(2/3) * 24 = 14 feet. ## 14' (two hashes; gold 16)
awb:63|wrong|boxed|the working has '15 + 9 + 8 = 32' (the gold), then '= 36' and '\(\boxed{36}\)' (gold 32)
awb:64|no_answer|truncated|a price table cut at '13. **Price after 24 months**: The price after another two months (24'; no answer (gold 92)
awb:65|correct|prose_sentence|debatable: an opening '#### 35' only; the working ends 'Therefore, the total value of all the toys is $20 + $15 + $15 = $50.' = gold, unmarked (the last answer counts)
awb:66|wrong|truncated|opens '#### 270', then loops 'Therefore, the final answer is $55 per hour for 2 full hours, which is $110, but the accountant's charge is $90, so the additional money she would have is $90.' and is cut ('$11'); final answers hedge between 110 and 90, none the gold 15
awb:67|wrong|hash|the working has '1500 - 1423 = 77' (the gold), then 'the closest and most reasonable answer is €17. Thus, the final answer is #### 17.' (gold 77)
awb:68|correct|hash|opens '#### 15', ends 'The final answer is:\n\n#### 5' = gold (the last answer counts)
awb:69|wrong|boxed|opens '#### 730', ends '\(\boxed{730}\).' (gold 1210)
awb:70|wrong|hash|opens '#### 1020', the working has '= 95 minutes' (the gold), ends 'Hence, the final answer is #### 5700.' (gold 95)
awb:71|correct|hash|opens '#### 104', ends '\(\boxed{122}\). #### 122' = gold (the last answer counts)
awb:72|wrong|hash|'#### 70' first; the working ends 'Lloyd earned $50 + $80 = $70.' (gold 130)
awb:73|correct|hash|'#### 60' marks the winner's votes mid-working, then '#### 20' and 'The loser got 20 votes. #### 20' = gold
awb:74|wrong|hash|'Hence, Jean is 32 years old. #### 32' after the working's '= 23 years old' (the gold) (gold 23)
pk608:0|correct|tag|
pk608:1|correct|tag|
pk608:2|correct|tag|
pk608:3|correct|tag|
pk608:4|correct|tag|
pk608:5|correct|tag|
pk608:6|correct|tag|
pk608:7|correct|tag|
pk608:8|correct|tag|
pk608:9|correct|tag|
pk608:10|correct|tag|
pk608:11|wrong|tag|'3 + 6 + 20 = 30 liters'; '<answer>\n30\n</answer>' (gold 29)
pk608:12|correct|tag|
pk608:13|correct|tag|
pk608:14|correct|tag|
pk608:15|correct|tag|
pk608:16|correct|tag|
pk608:17|correct|tag|
pk608:18|correct|tag|
pk608:19|correct|tag|
pk608:20|correct|tag|
pk608:21|correct|tag|
pk608:22|correct|tag|
pk608:23|correct|tag|
pk608:24|correct|tag|
pk608:25|wrong|tag|'3x + 1 = 87', 'x = 28' (the mother left out of the sum); '<answer>\n28\n</answer>' (gold 13)
pk608:26|correct|tag|
pk608:27|no_answer|truncated|cut mid-word ('Comb') in the reasoning; no <answer>
pk608:28|no_answer|truncated|cut at 'Dividing both sides by 10 gives us:\nb'; no <answer>
pk608:29|no_answer|truncated|cut after '3x - 2 = 87' in the reasoning; no <answer>
pk608:30|correct|tag|the reasoning is wrong ('6Y = 61', 'Y = 10', 'you are Y + 3 = 13'), the <answer> 13 = gold
pk608:31|wrong|tag|'3x + 1 = 87', 'x = 28'; '<answer>\n28\n</answer>' (gold 13)
pk608:32|correct|prose_sentence|debatable: cut at '</reasoning' before any <answer> tag; the reasoning ends 'x = 12.833...', 'we round up to the nearest year, giving us an age of 13 for yourself.' = gold (labelled by that stated value)
pk608:33|correct|tag|
pk608:35|correct|tag|
pk608:36|correct|tag|
pk608:37|correct|tag|
pk608:39|correct|tag|
pk608:41|correct|tag|
pk608:42|correct|tag|
pk608:43|correct|tag|
pk608:44|correct|tag|
pk608:45|correct|tag|
pk608:46|correct|tag|
pk608:47|correct|tag|
pk608:48|correct|tag|
pk608:49|correct|tag|
pk608:50|correct|tag|
pk608:51|correct|tag|
pk608:52|correct|tag|
pk608:54|correct|tag|
pk608:56|correct|tag|
pk608:57|correct|tag|
pk608:58|correct|tag|
pk608:59|correct|tag|
pk608:60|correct|tag|
pk608:61|correct|tag|
pk608:62|correct|tag|
pk608:64|correct|tag|
pk608:65|correct|tag|
pk608:66|correct|tag|
pk608:67|correct|tag|
pk608:70|correct|tag|
pk608:73|correct|tag|
rr640:683|correct|hash|
rr640:684|wrong|hash|'24 snowshoes * $12.00/snowshoe = $288.00'; '#### 288' (gold 144)
rr640:685|correct|hash|
rr640:686|correct|hash|
rr640:687|correct|hash|'Final answer: #### 2' = gold
rr640:688|correct|hash|
rr640:689|correct|hash|'Final answer: #### 20' = gold
rr640:690|correct|hash|
rr640:691|correct|hash|
rr640:692|correct|hash|
rr640:693|correct|hash|
rr640:694|correct|hash|'Final answer: #### 308' = gold
rr640:695|correct|hash|
rr640:696|correct|hash|the reasoning is wrong ('2.75 / 1 = 2.75 days', 'round down'), '#### 2' = gold
rr640:697|correct|hash|
rr640:698|correct|hash|
rr640:699|wrong|hash|'= $50,000' then '#### 50' (gold 25000)
rr640:700|wrong|hash|'x < -10', 'Manny can miss all 10 classes'; '#### 0' (gold 4)
rr640:701|wrong|hash|'#### 96' (gold 192)
rr640:702|correct|hash|
rr640:703|correct|hash|
rr640:704|correct|hash|
rr640:705|correct|hash|
rr640:706|correct|hash|
rr640:707|correct|hash|'Final answer: #### 8' = gold
rr640:708|correct|hash|
rr640:709|correct|hash|
rr640:710|correct|hash|
rr640:711|correct|hash|
rr640:712|correct|hash|
rr640:713|correct|hash|
rr640:714|correct|hash|'Final answer: #### 3' = gold
rr640:715|correct|hash|
rr640:716|correct|hash|
rr640:717|correct|hash|
rr640:718|correct|hash|
rr640:719|correct|hash|
rr640:720|correct|hash|
rr640:721|correct|hash|
rr640:722|correct|hash|
rr640:723|wrong|hash|'390 / 5 = 78' (the scores sum to 400), 'he does not meet the requirement'; '#### 0' (gold 80)
rr640:724|correct|hash|'Final answer: #### 42' = gold
rr640:725|correct|hash|
rr640:726|wrong|hash|'#### 60' (gold 240)
rr640:727|correct|hash|'Final answer: #### 60' = gold
rr640:728|correct|hash|
rr640:729|wrong|hash|debatable: '11:00 PM - 8:00 AM = 15 hours', '#### 1800' follows the question as written (8:00 AM to 11:00 PM); the GSM8K gold 360 counts 8 to 11 (3 hours): labelled against the gold as given
rr640:730|correct|hash|'Final answer: #### 6' = gold
rr640:731|wrong|hash|'#### 326' (gold 319)
rr640:732|correct|hash|'Final answer: #### 98' = gold
rr640:733|correct|hash|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
