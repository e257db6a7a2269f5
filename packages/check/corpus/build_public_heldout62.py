r"""Build public_heldout62.jsonl: a 62nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (predicted_answer, maj_1s, reward_scores and the like) were
not used to label.

Method (round 60's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page (pages/<name>.txt); mk.py decoded that display form once into the page text and checked its
length against the page size read_file gave (16,000 for every page read at an offset, 8484 for the
last page of the After-Wind file, whose `total_chars` is 72484): all pages match to the character.
Consecutive pages of one file were joined in file order (After-Wind 0-72483, the whole file;
pruksmhc 560000-607999; RobbenRibery 576000-639999: every page between read), so a completion
crossing an edge between two pages read is taken whole; nothing cut by the first or last page read
is taken. Each record's `r` was cut out of the page text, never re-encoded or retyped: for the
JSON-lines and JSON files the completion's JSON string body as the file holds it (`enc` = `json`,
decoded once more by the build; mk.py checked each body decodes to the parsed field), for the
RobbenRibery CSV file the CSV field's text as Python's csv module reads it (`enc` = `text`). No
completion holds a control character other than newline, carriage return or tab.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl as present, by
script, reading no labels) and with the others of this round. None repeats an earlier round.
Dropped as repeats within the round (pruksmhc lines equal to another line of the same question):
Jayden's camera completion_idx 5 (= idx 2), Carl's marbles idx 6 (= idx 3) and 7 (= idx 4).
Nothing is shortened.

Not taken: pruksmhc Marcy's pension completion 6 (its line opens at the end of 544000, not
re-read) and Mason's carrots completion 6 (its line is cut in its `reward_scores` by the end of
592000, so the line does not parse; its content is whole but the line is not taken); RobbenRibery
Luke's sandcastle row 613 (it opens at the end of 560000, which was not re-read: only its tail is
on 576000) and Mr Hezekiah's trucks row (cut by the end of 624000).

Repositories (187 records): RobbenRibery/rft-gsm8k 68 (36.4 %), After-Wind/grpo_gsm8k 67 (35.8 %,
new), pruksmhc/gsm8k_minimal_rl 52 (27.8 %). Licences: no LICENSE file in the index for any of the
three (After-Wind's file list holds none either); `licence` per record.

Split: think_answer 52 (`<reasoning>…</reasoning><answer>…</answer>`, pruksmhc), long_cot 135
(68 '####' answers of a Phi-3.5-mini RFT checkpoint; 67 Qwen2.5-3B-Instruct GRPO answers ending
'#### N' after step-by-step Markdown/LaTeX working, some with a '\boxed{}' before the marker);
GSM8K 187, MATH 0 (no MATH source with unread completions was found in the time). Truths: correct
101, wrong 85, no_answer 1 (think_answer 45 / 7 / 0, long_cot 56 / 78 / 1). Forms: tag 52, hash 135.
4 debatable (three records on two GSM8K test golds that contradict their own rationale, one refusal
on the marked line).

**Selection bias (After-Wind):** the After-Wind file is the repository's dump of the completions
ITS OWN grader counted wrong ('Saved 67 incorrect completions'); all 67 were taken, in order, and
labelled by reading: 2 are right by value (a comma-grouped '#### 70,000' and '#### 118,000.'),
65 wrong. The file's `predicted_answer` (its extractor's number, e.g. 70 for '70,000') was not used.

Selection (records as they come, in file order, not by how hard they look):
* After-Wind/grpo_gsm8k evals/.-grpo_Qwen2.5-3B-Instruct_gsm8k_final_incorrect_completions.json at
  81eafa93 (awf: the whole file, pages 0, 16000, 32000, 48000, 64000 joined; a JSON array of 67
  objects {generated_text, predicted_answer, ground_truth} and a closing summary string; record
  number = array index). The file stores no question: each is found in gsm8k/test.jsonl by a
  distinctive phrase of the completion (e.g. 'Mishka', 'Caboose', 'Walmart') whose test question
  also has the file's ground_truth as its gold (exactly one test line each; all within test lines
  0-499, the repository's data/gsm8k_500.jsonl). Forms: '#### N', '#### 70,000' (comma),
  '#### 120 minutes' / '#### 240g' / '#### 53 feet' (units), '#### \(\frac{44}{3}\)' and
  '#### -\frac{29}{3}' (LaTeX fractions), '#### 105. #### 105.' (two markers), '#### 4800 in April
  if …' (prose after the number), '\boxed{15} #### 15'.
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl pages 560000, 576000, 592000 joined
  (pk560; record number = the complete line's place in the joined text, 0 = Marcy's pension
  completion 7): Marcy 7, Jayden's camera 0-7, Joe's punches 0-7, Clara's pomegranates 0-7,
  Phineas Frog 0-7, Carl's marbles 0-7, Kris's achievement 0-7, Mason's carrots 0-5.
* RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV, pages 576000, 592000,
  608000, 624000 joined (rr576: rows 614-681, row 614 = Harold's free time, the first complete row
  on 576000). Forms: '#### N', 'Final answer: #### N', '#### 33.333333333333336' after '2040
  minutes' in the working, '#### (40000 * 1.4) + ((40000 / 1.3) * (1 + R))' (an expression with an
  unknown), '#### Insufficient information to determine the answer.'.

Label conventions (rounds 37-60's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct; in the tag format the
`<answer>` content is the final answer whatever the reasoning block says; in the '####' format the
marked value is the answer even when the working ends on another number; a marked line that
declines to answer is no_answer; labels are against the gold as given. Debatable this round:
rr576 rec 660 and awf rec 62 / rr576 rec 679 share one kind (GSM8K test golds that contradict their
own rationale: Jim's college '#### 4' after '300,000/50,000=6 years', Marin and Nancy '#### 150'
after '4 + 1 = 5 apples' for a question that says each eats 4): labelled against the gold as given
(Jim's 4 correct, Marin's 240 wrong), each with a note; rr576 rec 631 ('#### Insufficient
information…', no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (RobbenRibery's `questions` column, pruksmhc's `prompt`, After-Wind's identified test
question), checked equal to the file's own gold (RobbenRibery the `ground_truth_completions` '####'
value, After-Wind `ground_truth`); pruksmhc's file stores no gold, so its transcribed gold is the
gsm8k/test.jsonl value itself.

Dead ends this round: find_repos 'math-rl' (20 names; sherrywan717, heyalexchoi, zhanfang,
ThunderstormXX, Ruiqingw, Roogard, agi-2026 named by earlier builders; didmcelik/math-rl-agent-
transformer and Wesius/math-rl-capstone: code, reports, no completions); find_repos 'gsm8k_grpo'
(none) and 'grpo_gsm8k' (After-Wind/grpo_gsm8k, taken here: round 32 judged it 'datasets only',
but evals/ holds four incorrect-completion dumps; liuchen6667/qwen_grpo_gsm8k: code only).

Leads for a later round: After-Wind/grpo_gsm8k's three other evals/*_incorrect_completions.json
(base Qwen2.5-3B-Instruct, and the 'reason_final' / 'reason_final_reason' GRPO runs; unread, the
same selection bias); pruksmhc rollout_ckpt_200 from offset 608000 (Mason's carrots completion 6
opens on 592000: re-read 592000 to join) and the repository's rollout_ckpt_0 / rollout_ckpt_100
files (unread here); RobbenRibery checkpoint-22 CSV from offset 640000 (Mr Hezekiah's trucks row
opens at the end of 624000); cppywh Instruct-Think.json from offset 176000 (not read this round).

Usage: python build_public_heldout62.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout62.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import (
    NO_LICENCE,
    pruksmhc_source,
    robbenribery_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout62.jsonl"
SOURCE = "public_heldout62"

# --- After-Wind/grpo_gsm8k: Qwen2.5-3B-Instruct after GRPO, its grader's 'incorrect' dump -------
AW, AWC = "After-Wind/grpo_gsm8k", "81eafa93bffcf1c19d8832fb343ebcd54f12d9f4"
AW_PATH = "evals/.-grpo_Qwen2.5-3B-Instruct_gsm8k_final_incorrect_completions.json"
AW_MODEL = (
    "Qwen2.5-3B-Instruct after the repository's GRPO training on GSM8K (the file name's "
    "'grpo_Qwen2.5-3B-Instruct_gsm8k_final' checkpoint; train_grpo.py not read), evaluated by the "
    "repository on 500 GSM8K test questions (data/gsm8k_500.jsonl; the file's closing line "
    "'Accuracy: 433/500 = 86.60%, Saved 67 incorrect completions'); the file keeps ONLY the "
    "completions its own grader counted wrong, all 67 taken (the whole file, pages 0-64000 read); "
    "the record is one array element's `generated_text`"
)
AW_PROMPT = (
    "not read (evaluate_gsm8k.py holds it); the completions open with a space and end with a "
    "'#### N' line, so the prompt evidently asked for a '####' answer"
)
PK_PAGES = "560000-592000 (three pages joined: 560000, 576000, 592000)"
RR_PAGES = "576000-624000 (four pages joined: 576000, 592000, 608000, 624000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "awf": ("awf-qwen25-3b-instruct-grpo-gsm8k", AW, AW_PATH, AWC, AW_MODEL, AW_PROMPT, "long_cot",
            "gsm8k", "ground_truth", NO_LICENCE),
    "pk560": pruksmhc_source("pk560", PK_PAGES),
    "rr576": robbenribery_source("rr576", "b1wt", RR_PAGES),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
awf:0|correct|hash|'#### 70,000.' (comma-grouped, a full stop after) = 70000
awf:1|wrong|hash|'#### 120 minutes.' (gold 160)
awf:2|wrong|hash|'7.5n = 90', 'n = 12'; '#### 12' (gold 13)
awf:3|wrong|hash|a LaTeX fraction on the marked line: '#### \(\frac{44}{3}\).' (gold 15)
awf:4|wrong|hash|'#### 2' (gold 14)
awf:5|wrong|hash|'3 pairs * $16.50/pair = $59.50'; '#### 253' (gold 243)
awf:6|wrong|hash|'he still has 0 lego sets'; '#### 0' (gold 2)
awf:7|wrong|hash|a unit on the marked line: '#### 240g.' (gold 48)
awf:8|wrong|hash|'#### 277' (gold 163)
awf:9|wrong|hash|'#### 100000' (gold 25000)
awf:10|wrong|hash|'#### 7.5' (gold 60)
awf:11|wrong|hash|'#### 121.' (gold 44)
awf:12|wrong|hash|'#### 780' (gold 9360)
awf:13|wrong|hash|'Therefore, Christina will spend #### 18.' (gold 24)
awf:14|wrong|hash|'#### 15' (gold 5)
awf:15|wrong|hash|'#### 24' (gold 26)
awf:16|wrong|hash|'#### 108 cubic inches.' (gold 72)
awf:17|wrong|hash|'\(\boxed{15}\) #### 15' (gold 50)
awf:18|wrong|hash|'\[ \boxed{99077} \] #### 99077' (gold 95200)
awf:19|wrong|hash|'#### 27.' (gold 48)
awf:20|wrong|hash|'#### 15' (gold 10)
awf:21|wrong|hash|'#### 31.5.' (gold 16)
awf:22|wrong|hash|'\boxed{60}' then '#### 60' (gold 75)
awf:23|wrong|hash|'#### 45' (gold 48)
awf:24|wrong|hash|'approximately $211.51', '#### 211.51.' (gold 92)
awf:25|wrong|hash|the working has 'Net loss = \$105 - \$90 = \$15.' (the gold), then 'she will have an additional \$105' and 'The final answer is #### 105. #### 105.' (two markers, same value; gold 15)
awf:26|wrong|hash|'#### 47' (gold 51)
awf:27|wrong|hash|'#### 27.' (gold 31)
awf:28|wrong|hash|'#### 160.' (gold 220)
awf:29|wrong|hash|'#### 44' (gold 31)
awf:30|wrong|hash|'#### 176' (gold 192)
awf:31|correct|hash|'#### 118,000.' (comma-grouped, a full stop after) = 118000
awf:32|wrong|hash|'#### 71' (gold 91)
awf:33|wrong|hash|'#### 82.' (gold 83)
awf:34|wrong|hash|'#### 6' (gold 3)
awf:35|wrong|hash|'Therefore, the final answer is #### 350. #### 350.' (gold 500)
awf:36|wrong|hash|'#### 16' (gold 8)
awf:37|wrong|hash|prose after the marked number: 'Therefore, Watson made #### 4800 in April if the company performed very well for the whole month.' (gold 3200)
awf:38|wrong|hash|'#### 5' (gold 10)
awf:39|wrong|hash|the working has 'W = 30 - 22 = 8' (women who stayed, the gold), then 'Number of women left: 7'; '#### 7' (gold 8)
awf:40|wrong|hash|'the customer paid #### 35 dollars on this shopping trip.' (gold 31)
awf:41|wrong|hash|'#### 6' (gold 4)
awf:42|wrong|hash|'#### 19' (gold 9)
awf:43|wrong|hash|'#### 1440' (gold 2640)
awf:44|wrong|hash|'#### 12' (gold 2)
awf:45|wrong|hash|'#### 3' (gold 20)
awf:46|wrong|hash|'#### 8.857' (gold 6)
awf:47|wrong|hash|'#### 2' (gold 19)
awf:48|wrong|hash|the working ends 'L = 32 - 14 = 18' (the gold, as points lost), then 'Therefore, Erin had 32 points before. #### 32' (gold 18)
awf:49|wrong|hash|'#### 760.51' (gold 803)
awf:50|wrong|hash|'#### 4.5' (gold 2)
awf:51|wrong|hash|'#### 135.' (gold 81)
awf:52|wrong|hash|'#### 160.' (gold 200)
awf:53|wrong|hash|'\(\boxed{120000}\). #### 120000' (gold 168000)
awf:54|wrong|hash|'#### 184' (gold 284)
awf:55|wrong|hash|'#### 4' (gold 8)
awf:56|wrong|hash|'#### 100' (gold 150)
awf:57|wrong|hash|'#### 4' (gold 26)
awf:58|wrong|hash|'#### 0' (gold 5)
awf:59|wrong|hash|'#### 12' (gold 17)
awf:60|wrong|hash|'the final answer for James' run time is:\n#### 50 minutes.' (gold 59)
awf:61|wrong|hash|'#### 3' (gold 4)
awf:62|wrong|hash|debatable: '8 apples per day', '#### 240' for a question that says Marin and Nancy each eat 4 apples a day; the gsm8k/test.jsonl gold is 150 (its rationale reads '4 + 1 = 5 apples'); labelled against the gold as given (wrong), 240 is the question's own value
awf:63|wrong|hash|'\frac{-29}{3} ... \approx -9.67', '#### -\frac{29}{3}' (gold -10)
awf:64|wrong|hash|'#### 53 feet.' (gold 21)
awf:65|wrong|hash|'#### 224.' (gold 112)
awf:66|wrong|hash|'#### 8' (gold 10)
pk560:0|wrong|tag|'$50,000 + $47,500 = $97,500'; '<answer>\n97500\n</answer>' (gold 25000)
pk560:1|correct|tag|
pk560:2|correct|tag|
pk560:3|correct|tag|
pk560:4|correct|tag|
pk560:5|correct|tag|
pk560:7|correct|tag|
pk560:8|correct|tag|
pk560:9|correct|tag|
pk560:10|correct|tag|
pk560:11|correct|tag|
pk560:12|correct|tag|
pk560:13|correct|tag|
pk560:14|correct|tag|
pk560:15|correct|tag|
pk560:16|correct|tag|
pk560:17|correct|tag|
pk560:18|correct|tag|
pk560:19|wrong|tag|Sheila's price discounted twice: '$540 x (1 - 10%) = $486', '$486 - $398 = $88'; '<answer>\n88\n</answer>' (gold 142)
pk560:20|correct|tag|
pk560:21|wrong|tag|stops at Sheila's total: 'the total cost was 20 * $27 = $540.'; '<answer>\n540\n</answer>' (gold 142)
pk560:22|correct|tag|
pk560:23|correct|tag|
pk560:24|correct|tag|
pk560:25|correct|tag|
pk560:26|correct|tag|
pk560:27|correct|tag|
pk560:28|wrong|tag|'200 yards x 2 = 400 yards', '10 + 20 = 30 minutes'; '<answer>\n30\n</answer>' (gold 15)
pk560:29|correct|tag|
pk560:30|correct|tag|
pk560:31|correct|tag|
pk560:32|correct|tag|
pk560:33|correct|tag|
pk560:34|correct|tag|
pk560:35|correct|tag|
pk560:36|correct|tag|'224 + 112 = 336' with no full stop before '</reasoning>'; '<answer>\n336\n</answer>'
pk560:37|correct|tag|
pk560:38|correct|tag|
pk560:41|correct|tag|
pk560:42|correct|tag|
pk560:43|correct|tag|
pk560:44|correct|tag|
pk560:45|correct|tag|
pk560:46|correct|tag|
pk560:47|correct|tag|
pk560:48|wrong|tag|half an hour taken as 60 minutes: '840 minutes / 60 = 14 hours', '30 hours - 28 hours = 2 more hours'; '<answer>\n2\n</answer>' (gold 9)
pk560:49|wrong|tag|'7 * 4 = 28 carrots' for the weekdays, '28 + 10 = 38'; '<answer>\n38\n</answer>' (gold 30)
pk560:50|correct|tag|
pk560:51|correct|tag|
pk560:52|wrong|tag|'7 * 4 = 28 carrots from Monday to Friday', '28 + 10 = 38'; '<answer>\n38\n</answer>' (gold 30)
pk560:53|correct|tag|
pk560:54|correct|tag|
rr576:614|correct|hash|
rr576:615|correct|hash|
rr576:616|correct|hash|'Final answer: #### 26'
rr576:617|wrong|hash|one-way distance only: '25 miles/week', '$7.5/week'; '#### 7.5' (gold 15)
rr576:618|correct|hash|
rr576:619|wrong|hash|the working has 'James's commission: ... = $17,500' (the gold), then 'add the commission to the company's cost: $75,000 + $17,500 = $92,500'; '#### 92500' (gold 17500)
rr576:620|correct|hash|'Final answer: #### 8'
rr576:621|correct|hash|
rr576:622|correct|hash|
rr576:623|correct|hash|
rr576:624|correct|hash|
rr576:625|correct|hash|
rr576:626|correct|hash|'#### 131250' after '$131,250' in the working
rr576:627|correct|hash|'Final answer: #### 159'
rr576:628|correct|hash|
rr576:629|correct|hash|
rr576:630|correct|hash|
rr576:631|no_answer|hash|debatable: the marked line declines to answer: 'we cannot determine the exact number ...', '#### Insufficient information to determine the answer.' (gold 25); no number given, taken as no_answer (a refusal), wrong is arguable
rr576:632|wrong|hash|'16 - 4 - 5', 'Difference = 7 minutes'; '#### 7' (gold 17)
rr576:633|correct|hash|'Final answer: #### 90'
rr576:634|correct|hash|
rr576:635|correct|hash|
rr576:636|correct|hash|
rr576:637|correct|hash|
rr576:638|wrong|hash|the working ends '= 2040 minutes.', then '#### 33.333333333333336' (gold 34)
rr576:639|correct|hash|'Final answer: #### 90'
rr576:640|correct|hash|
rr576:641|wrong|hash|an expression with an unknown on the marked line: '#### (40000 * 1.4) + ((40000 / 1.3) * (1 + R))' (gold 95200)
rr576:642|correct|hash|
rr576:643|wrong|hash|'$43 spent / $20 = 2 rewards', '$41 - $4 = $37'; 'Final answer: #### 37' (gold 31)
rr576:644|wrong|hash|leftover hot dogs added instead of subtracted: '44 hot dogs', '8 packs * $2/pack = $16'; '#### 16' (gold 12)
rr576:645|correct|hash|'Final answer: #### 2'
rr576:646|correct|hash|
rr576:647|correct|hash|
rr576:648|wrong|hash|'≈ 72.34 months', '≈ 6.028 years'; 'Final answer: #### 6.028' (gold 6)
rr576:649|correct|hash|
rr576:650|correct|hash|
rr576:651|correct|hash|'$7.50 + $0.50 = $8.00'; 'Final answer: #### 8'
rr576:652|wrong|hash|'$15 / 12 = $1.25' per rose, '#### 25' (gold 16)
rr576:653|correct|hash|
rr576:654|correct|hash|
rr576:655|correct|hash|
rr576:656|correct|hash|
rr576:657|correct|hash|
rr576:658|wrong|hash|'each boy gets $18', '$25 * 3 = $75'; 'Final answer: #### 75' (gold 39)
rr576:659|correct|hash|
rr576:660|correct|hash|debatable: '$300,000 / $75,000 = 4 years', '#### 4'; the gsm8k/test.jsonl gold is 4 although its own rationale ends '300,000/50,000=6 years'; labelled against the gold as given (correct), 6 is the rationale's value
rr576:661|correct|hash|
rr576:662|correct|hash|
rr576:663|wrong|hash|the friend's $200 left out: '3 * $2000 = $6000'; '#### 6000' (gold 6600)
rr576:664|correct|hash|
rr576:665|correct|hash|'Final answer: #### 40'
rr576:666|correct|hash|
rr576:667|correct|hash|
rr576:668|correct|hash|'Final answer: #### 21'
rr576:669|correct|hash|'Final answer: #### 3200'
rr576:670|correct|hash|
rr576:671|correct|hash|'= 50%.' then '#### 50'
rr576:672|correct|hash|
rr576:673|correct|hash|
rr576:674|correct|hash|
rr576:675|correct|hash|
rr576:676|wrong|hash|'8.75 pounds (donuts) - 6.25 pounds (Cheerios) = 2.5 pounds'; '#### 2.5' (gold 15)
rr576:677|correct|hash|
rr576:678|correct|hash|
rr576:679|wrong|hash|debatable: '8 apples/day * 30 days = 240 apples', 'Final answer: #### 240' for a question that says each eats 4 apples a day; the gsm8k/test.jsonl gold is 150 (its rationale reads '4 + 1 = 5 apples'); labelled against the gold as given (wrong), 240 is the question's own value
rr576:680|correct|hash|
rr576:681|correct|hash|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
