r"""Build public_heldout66.jsonl: a 66th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward_scores, the CSV's 0/1 column and the like) were not
used to label.

Method (round 64's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page; a script decoded that display form once into the page text and checked its length against
the page size (16,000 for every page read): all pages match to the character. One page first came
out one character short (RobbenRibery 720000): the CSV's reference field for Carol's song holds a
zero-width space ('450 \u200bminutes', as gsm8k/test.jsonl's own rationale does) that the paste
had lost; it was put back there and the page then matched 16,000 exactly (it lies in the file's
reference column, in no record). Consecutive pages of one file were joined in file order
(pruksmhc rollout_ckpt_0 0-47999 and rollout_ckpt_100 0-63999; rollout_ckpt_200 672000-719999;
RobbenRibery 688000-751999: every page between read), so a completion crossing an edge between two
pages read is taken whole; nothing cut by the first or last page read is taken. Each record's `r`
was cut out of the page text, never re-encoded or retyped: for the JSON-lines files the
completion's JSON string body as the file holds it (`enc` = `json`, decoded once more by the build;
the script checked each body decodes to the parsed field), for the RobbenRibery CSV file the CSV
field's text as Python's csv module reads it (`enc` = `text`).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl present, by
script, reading no labels) and with the others of this round. Dropped as repeats of an earlier
round: rollout_ckpt_0 lines 0-14 and rollout_ckpt_100 lines 0-15 (Zeke's team and Stephen's
groceries: an earlier round had read the first page of both files, though round 64 listed them as
unread), rollout_ckpt_200 Chenny completion_idx 3-7 (each = round 64's Chenny idx 0). Dropped as
repeats within the round (rollout_ckpt_200 lines equal to another line of the same question): Ray's
lollipops idx 1, 3 and 7 (= idx 0), 4 (= idx 2); Peter's popsicles idx 2-7 (= idx 1). Nothing is
shortened.

Not taken: rollout_ckpt_200 Chenny completion 2 (it opens at the end of 656000, not re-read) and
candle completion 6 (cut by the end of 704000); rollout_ckpt_0 phone-plan completion 4 (its line is
cut in its `reward_scores` by the end of 32000: the content is whole but the line is not taken); rollout_ckpt_100 graham-cracker completion 6 (cut by the end of 48000); RobbenRibery
Bob's books row 734 (only its tail is on 688000) and Clara's pomegranates row 804 (cut by the end of
736000).

Repositories (188 records): pruksmhc/gsm8k_minimal_rl 119 (63.3 %: 29 from rollout_ckpt_0, 46
from rollout_ckpt_100, 44 from rollout_ckpt_200), RobbenRibery/rft-gsm8k 69 (36.7 %). Licences: no
LICENSE file in the index for either; `licence` per record.

Split: think_answer 119 (`<reasoning>...</reasoning><answer>...</answer>` asked for; pruksmhc),
long_cot 69 ('####' answers of a Phi-3.5-mini RFT checkpoint); GSM8K 188, MATH 0 (no MATH source
was reached in the time). Truths: correct 104, wrong 42, no_answer 42 (think_answer 50 / 27 / 42,
long_cot 54 / 15 / 0). Forms: tag 74, hash 69, truncated 42, prose_sentence 3. 6 debatable.

**The checkpoint 0 / 100 files are cut short.** Their generations stop at a small token limit
(about 50-110 words, 300-560 characters), so many end mid-sentence before any answer (no_answer),
and the checkpoint-0/100 model often runs on after '</answer>' into an invented new question, a
'Human:' turn, code or a restatement; some write 'Reasoning:' / 'Answer:' prose with no tags, some
put a sentence in <answer>. These are the base model and an early GRPO checkpoint; the
checkpoint-200 file (the same run near its end) ends every completion with its own end of turn.

Selection (records as they come, in file order, not by how hard they look):
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_0_gsmk_qwen.jsonl at 5edac2ba (pk0: pages 0, 16000, 32000
  joined, 48,000 of 167,292 characters; record number = line number in the file, 0-based):
  Stephen's groceries idx 7 (line 15), John and DeSean's s'mores 0-7, the flour bags 0-7, Mr
  Marcellus' milk 0-7, the phone plan 0-3 (lines 15-43).
* the same repository's rollout_ckpt_100_gsmk_qwen.jsonl at 5edac2ba (pk100: pages 0-48000 joined,
  64,000 of 87,252 characters; record number = line number): s'mores 0-7, flour 0-7, milk 0-7,
  phone plan 0-7, Anthony's pool 0-7, graham crackers 0-5 (lines 16-61).
* the same repository's rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9 (pk672: pages 672000, 688000,
  704000 joined; record number = the complete line's place in the joined text, 0 = Chenny
  completion 3): Ray's lollipops, Jennie's letters 0-7, the 200-student class 0-7, Peter's
  popsicles, the class lollipop fund 0-7, the Beverly Hills bakers 0-7, the candle 0-5.
* RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV, pages 688000, 704000,
  720000, 736000 joined (rr688: rows 735-803, row 735 = Ara's basketball points, the first complete
  row on 688000; row 734 is Bob's books, cut by round 64's last page). Forms: '#### N',
  'Final answer: #### N', 'So, the final answer is: #### N', one '#### N' at the end of a prose line.

Label conventions (rounds 37-64's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('$5600'); in the tag format
the `<answer>` content is the final answer whatever the reasoning block or text after the closing
tag says; text the model runs on into after '</answer>' (a new invented question with its own
working, a 'Human:' turn) does not replace the answer; in the '####' format the marked value is the
answer; labels are against the gold as given. A completion cut inside or at its answer marker
(at '<answer', at '</' after the reasoning) right after a reasoning that states the asked quantity
is labelled by that stated value (round 64's pk608 32); one cut before any marker is no_answer.
Debatable this round: pk0 27 (`<answer>` 16 for one bag, then '48' after the closing tag: wrong),
pk0 28 ('Answer: The total amount of flour' cut before its value after a reasoning that states 48:
no_answer), pk0 32 and 36 (cut at '<answer' / '</' after a reasoning that states the gold's 5600:
correct), pk0 33 (the same statement, then the text stops before any tag: no_answer), pk672 15
('The correct answer is: 22.5' and an empty, unclosed <answer>: wrong). rr688 745 marks 2280 = the
GSM8K gold, though its own working sums to 2180 (the gold's rationale adds Sarah's $300 as $400);
labelled correct against the gold as given.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (pruksmhc's `prompt` after 'Question: ' for checkpoints 0 and 100, the whole
`prompt` for checkpoint 200; RobbenRibery's `questions` column), checked equal to the file's own
gold where it has one (RobbenRibery the `ground_truth_completions` '####' value); pruksmhc's files
store no gold, so their transcribed gold is the gsm8k/test.jsonl value itself.

Dead ends this round: none searched (the time went to the named leads).

Leads for a later round: pruksmhc rollout_ckpt_0 from offset 48000 (phone-plan completion 4's line
ends there; re-read 32000 to join it) and rollout_ckpt_100 from 64000 (graham-cracker completion 6 opens at the end
of 48000; the file ends at 87,252); rollout_ckpt_200 from 720000 (candle completion 6 opens at the
end of 704000); RobbenRibery checkpoint-22 CSV from 752000 (Clara's pomegranates opens at the end
of 736000); After-Wind base-model file from 80000 (re-read 64000 to join array index 75) and its
two 'reason_final' dumps (unread; the same selection bias); cppywh Instruct-Think.json from 176000
(unread).

Usage: python build_public_heldout66.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout66.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder
from heldout_repos import (
    NO_LICENCE,
    PK,
    PK_OWN,
    pruksmhc_source,
    robbenribery_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout66.jsonl"
SOURCE = "public_heldout66"

# --- pruksmhc/gsm8k_minimal_rl: the early rollout files (checkpoints 0 and 100), raw-text prompt ---
PKE_COMMIT = "5edac2ba5303d3fa207bd27f0f59f0025bb4c66b"
PKE_MODEL = (
    "the model of the repository's TRL GRPO run (train_gsmk.py: default --model "
    "Qwen/Qwen2.5-1.5B-Instruct; the rollout file names no model) at checkpoint {} (per the file "
    "name{}); rollouts written by generate_rollouts.py's grpo_rollout_demo (at 5edac2b: string "
    "prompts tokenized as plain text, no chat template; defaults temperature 0.8, top_p 0.9) on "
    "GSM8K test, 8 completions a question; the generations stop at a small token limit (about "
    "50-110 words), so many are cut before any answer; this round pages {} joined; the record is "
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


PK200_PAGES = "672000-704000 (three pages joined: 672000, 688000, 704000)"
RR_PAGES = "688000-736000 (four pages joined: 688000, 704000, 720000, 736000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "pk0": pk_early_source("pk0", 0, "; presumably before any GRPO step", "0-32000 (0, 16000, 32000)"),
    "pk100": pk_early_source("pk100", 100, "", "0-48000 (0, 16000, 32000, 48000)"),
    "pk672": pruksmhc_source("pk672", PK200_PAGES),
    "rr688": robbenribery_source("rr688", "b1wt", RR_PAGES),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk0:15|no_answer|truncated|cut mid-reasoning ('To find the total cost, we need to add these'); no <answer>, no value
pk0:16|no_answer|truncated|cut at 'Therefore, each of them can' after '17 - 3 = 14 marshmallows left'; no answer
pk0:17|no_answer|truncated|cut while listing the steps ('used by John and'); no answer
pk0:18|no_answer|truncated|a numbered plan cut at '3. **Calculate the number of'; no answer
pk0:19|no_answer|truncated|no tags; cut at 'Each kid will get \(32' (heading to 32/2); no answer
pk0:20|no_answer|truncated|no tags; cut at 'how many S'mores each kid'; no answer
pk0:21|no_answer|truncated|cut after '35 - 3 = 32 marshmallows.' in the reasoning; no answer
pk0:22|no_answer|truncated|'Reasoning:' prose cut at 'we need to divide the 14'; no answer
pk0:23|no_answer|truncated|a numbered plan cut mid-word ('Marshmall'); no answer
pk0:24|no_answer|truncated|cut at '16 kilograms/bag *' in the reasoning; no answer
pk0:25|no_answer|truncated|cut at 'we can calculate the total weight' after '16 kg' for one bag; no answer
pk0:26|no_answer|truncated|cut inside a display ('8 \times 2 \times '); no answer
pk0:27|wrong|tag|debatable: '<answer>\nThe answer is 16 kilograms. \n</answer>' (one bag), then after the closing tag 'For three bags ... 3 * 16 = 48 kilograms. Therefore, the answer is 48 kilograms.' (= gold) and a stray 'Human:' turn; labelled by the <answer> content (16; gold 48)
pk0:28|no_answer|truncated|debatable: no tags; the 'Reasoning:' paragraph ends 'the total amount of flour in three bags is \(16 \times 3 = 48\) kilograms.' (= gold), then 'Answer: The total amount of flour' is cut before any value (labelled no_answer)
pk0:29|correct|tag|'<answer>\n48\n</answer>' = gold, then a stray 'Human: Based on the information given, ...' cut mid-sentence
pk0:30|wrong|tag|'8 bags contain 8*2=16 kilograms'; '<answer>\n16\n</answer>', the text after the tag also says 16 (gold 48)
pk0:31|no_answer|truncated|no tags; 'Answer: The total amount of flour in three bags before it was divided into portions is' cut before the value; no number computed
pk0:32|correct|prose_sentence|debatable: cut at '</reasoning>\n<answer' before any answer content; the reasoning ends 'The cost of these 1600 gallons is 1600 * $3.5 = $5,600.' = gold (labelled by that stated value, as round 64's pk608 32)
pk0:33|no_answer|truncated|debatable: no </reasoning> or <answer>; the reasoning ends 'so the refund amount is 1600 gallons * $3.5 per gallon = $5,600.\n' (= gold) and the text stops there (labelled no_answer: cut before any answer marker)
pk0:34|correct|tag|'<answer>\n\( 1600 \times 3.5 = 5600 \' cut inside the answer after the complete value 5600 = gold (no closing tag)
pk0:35|no_answer|truncated|cut at 'the total refund he should get is 1' (mid-number); no answer
pk0:36|correct|prose_sentence|debatable: cut at '</' right after the reasoning's 'the company should refund him the cost of 1600 gallons, which is 1600 * $3.5 = $5600.' = gold; no <answer> (labelled by that stated value)
pk0:37|no_answer|truncated|'<answer>' opens a numbered calculation cut at '2. Since 2/5 of the milk had passed the expiry date'; no value
pk0:38|no_answer|truncated|'Reasoning:' prose cut at 'The cost of unsold milk is then 2400 * $3.5' (heading to the unsold milk); no answer
pk0:39|correct|tag|'<answer>\n$5600\n</answer>' (dollar sign) = gold, then an 'Explanation:' cut mid-sentence
pk0:40|wrong|tag|'$20 + $10 = $30'; '<answer>\nThe whole phone plan costs $30.\n</answer>' (gold 60), then the question restated and cut
pk0:41|no_answer|truncated|'<answer>\nThe total cost of the phone plan is $' cut before the value
pk0:42|no_answer|truncated|'<answer>' cut at 'Since there are four' after '$20' and '$10' per phone; no total
pk0:43|no_answer|truncated|cut in the reasoning ('the cost of the four additional phones'); no answer
pk100:16|no_answer|truncated|cut at 'Since' after '32 - 18 = 14 marshmallows left for both kids'; no answer
pk100:17|no_answer|truncated|cut at 'Thus, each person could' (the reasoning has 13 S'mores each, then subtracts 3); no answer
pk100:18|no_answer|truncated|no tags; cut at 'together they make \( 9 + 9'; no answer
pk100:19|wrong|tag|'32/2 = 16'; '<answer>\n16\n</answer>' (gold 7), then a stray 'Human beings exhibit ...' sentence
pk100:20|no_answer|truncated|cut at 'leaving them with \(17 - 3 = '; no answer
pk100:21|no_answer|truncated|'26 + 26 = 52', cut at '52 - 3 = 49'; no answer
pk100:22|no_answer|truncated|the reasoning ends 'each gets 20 / 2 = 10 S'mores.\n' (not the gold 7) and stops; no </reasoning> or <answer>
pk100:23|correct|tag|'14 ÷ 2 = 7'; '<answer>\n7\n</answer>' = gold, then a stray 'Human: Let's say that the number of students is 60 ...'
pk100:24|correct|tag|'<answer>\n48\n</answer>' = gold, then a restatement cut mid-sentence ('a total of 3 bags')
pk100:25|correct|tag|'<answer>\n48\n</answer>' = gold, then an invented 'Question: In a class of 50 students ...' with its own <reasoning> cut at '= 40' (no second <answer>)
pk100:26|correct|tag|'<answer>\n48\n</answer>' = gold, then '...Human: Question: ... pointers ... C++' and an opening code fence
pk100:27|correct|tag|'<answer>\n48\n</answer>' = gold, then a step list cut at '2. Calculate the amount of flour in three bags:'
pk100:28|correct|tag|'<answer>\n48\n</answer>' = gold, then 'Therefore, the answer is 48 kilograms.'
pk100:29|correct|tag|'<answer>\n48\n</answer>' = gold, then '...Humanize the given dialogue ...' and the question repeated
pk100:30|correct|tag|'<answer>\n48\n</answer>' = gold, then a restatement cut at '16 kg/bag x 3 bags = 4'
pk100:31|correct|tag|'<answer>\n48\n</answer>' = gold, then a restatement cut at 'one bag contains 2 *'
pk100:32|correct|tag|'<answer>\n5600\n</answer>' = gold, then a step list cut mid-sentence
pk100:33|wrong|tag|'$14000 - (1600 * $3.5) = $8400' (the kept milk); '<answer>\n8400\n</answer>' (gold 5600), then 'Question: Two numbers'
pk100:34|no_answer|truncated|'a refund on 2400 gallons * $3.5 = $8' cut mid-number; no <answer>
pk100:35|correct|tag|'<answer>\n5600\n</answer>' = gold, then '```Human: ## Problem: The sum of two numbers is $8$ ...' with options
pk100:36|no_answer|truncated|the reasoning has 'a refund of 1600 * $3.5 = $5600.' then goes on 'That means Mr.' and is cut; no <answer>
pk100:37|correct|tag|'<answer>\n5600\n</answer>' = gold, then a comment cut mid-sentence
pk100:38|wrong|tag|'refunded him for (4000 - 1600) = 2400 gallons', '$8400'; '<answer>\n8400\n</answer>' (gold 5600), then 'Question: A rectangle ...'
pk100:39|correct|tag|'<answer>\n5600\n</answer>' = gold, then '```Human: The sum of two numbers is 19 ...' cut
pk100:40|no_answer|truncated|'x = 10' per extra phone, cut at 'three of them are additional, the'; no answer
pk100:41|no_answer|truncated|'4 \times 10 = 40', cut at 'the total cost of the phone plan is \( 20'; no answer
pk100:42|no_answer|truncated|cut at 'the remaining four additional phones will each cost $1'; no answer
pk100:43|no_answer|truncated|cut at '\[ 4 \'; no answer
pk100:44|no_answer|truncated|'6x = 20', 'x = 20/6 = 3. 33... which rounds down to 3', cut at 'Therefore'; no answer
pk100:45|wrong|tag|'20 + (5-1)*10 = 70'; '<answer>\n70\n</answer>' (gold 60), then a restatement cut
pk100:46|no_answer|truncated|cut at 'The cost of these four'; no answer
pk100:47|no_answer|truncated|'20 + 4x = 50', 'x = 7.5', cut at 'plugging x back into our'; no answer
pk100:48|wrong|tag|'5000-500(6) = 1000'; a stray '<answer>\n1000\n</reasoning>' inside the reasoning, then '<answer>\n1000\n</answer>' (gold 2000)
pk100:49|no_answer|truncated|'5000 - 5000 = 0', '500 * 6 = 3000 gallons have been removed.' then cut; no answer
pk100:50|no_answer|truncated|cut at 'After 6 days, the'; no answer
pk100:51|no_answer|truncated|cut at 'they would have drained:\n6'; no answer
pk100:52|no_answer|truncated|'500 * 6 = 3000 gallons', cut at 'Therefore,'; no answer
pk100:53|correct|tag|'5000 - 3000 = 2000 gallons.   </reasoning>\n<answer>\n2000\n</answer>' = gold
pk100:54|wrong|tag|'5000 - 5000 = 0', 'after 6 days there will be 500 * 6 = 3000 gallons remaining'; '<answer>\n3000\n</answer>' (gold 2000)
pk100:55|correct|tag|'<answer>\n2000\n</answer>' = gold, then 'The question asks about the amount of water' cut
pk100:56|wrong|tag|'24 / 8 = 3 boxes' (sleeves taken as boxes); '<answer>\n3\n</answer>' (gold 1), then a stray 'Human:' turn
pk100:57|no_answer|truncated|'36 / 8 = 4.5 boxes', cut at 'Since you can't buy half a box, they will'; no answer
pk100:58|wrong|tag|'24 / 8 = 3 boxes'; '<answer>\n3\n</answer>' (gold 1), then 'Human: Let $a$ and $b$ be real' cut
pk100:59|no_answer|truncated|the reasoning reaches 'You would need 24/24 = 1 box' (the gold's value), then 'However this only covers' and is cut; no <answer>
pk100:60|wrong|tag|'24 smores / 8 smores/sleeve = 3 boxes'; '<answer>\n3\n</answer>' (gold 1)
pk100:61|wrong|tag|'24 / 8 = 3 boxes'; '<answer>\n3\n</answer>' (gold 1), then 'Human Resources is planning ...' cut
pk672:5|correct|tag|
pk672:7|correct|tag|
pk672:10|correct|tag|
pk672:11|correct|tag|
pk672:13|wrong|tag|'1/3 * L + 30 = 30', 'L = 0'; '<answer>\n0\n</answer>' (gold 10)
pk672:14|wrong|tag|'x - 20 = 30', 'x = 50'; '<answer>\n50\n</answer>' (gold 10)
pk672:15|wrong|prose_sentence|debatable: 'x + x/3 = 30', 'x = 22.5' twice, 'The correct answer is: 22.5\n</reasoning>\n<answer>\n' and the completion ends with an empty <answer> (no closing tag); labelled by the stated final answer 22.5 (gold 10)
pk672:16|wrong|tag|'30 + 20 = 50'; '<answer>\n50\n</answer>' (gold 10)
pk672:17|wrong|tag|'30 - 40 = -10', 'the answer would be 0'; '<answer>\n0\n</answer>' (gold 10)
pk672:18|correct|tag|'x = 10 - 40 + 30 = 10'; '<answer>\n10\n</answer>' = gold
pk672:19|wrong|tag|'x - (1/3)*x = 30', 'x = 45'; '<answer>\n45\n</answer>' (gold 10)
pk672:20|wrong|tag|'30 + 20 = 50', 'x = 50 - 20 = 30'; '<answer>\n30\n</answer>' (gold 10)
pk672:21|correct|tag|
pk672:22|correct|tag|
pk672:23|correct|tag|
pk672:24|correct|tag|
pk672:25|wrong|tag|'3x - 10 = 200', 'x = 68'; '<answer>\n58\n</answer>' (gold 60)
pk672:26|wrong|tag|'3x - 10 = 200', 'x = 68'; '<answer>\n58\n</answer>' (gold 60)
pk672:27|correct|tag|
pk672:28|wrong|tag|'2x + x + (x - 10) = 4x - 10', 'x = 55'; '<answer>\n45\n</answer>' (gold 60)
pk672:29|correct|tag|
pk672:30|correct|tag|
pk672:37|wrong|tag|'0.5 * 30 = $15' (cost for 30, not 300 lollipops), '$240 - $15 = $225'; '<answer>\n225\n</answer>' (gold 90)
pk672:38|wrong|tag|'30 * $0.5 = $15', '$240 - $15 = $225'; '<answer>\n225\n</answer>' (gold 90)
pk672:39|correct|tag|
pk672:40|wrong|tag|'30 * $0.5 = $15', '$240 - $15 = $225'; '<answer>\n225\n</answer>' (gold 90)
pk672:41|correct|tag|
pk672:42|correct|tag|
pk672:43|wrong|tag|'30 * $0.3 = $9' (per student, not per lollipop); '<answer>\n9\n</answer>' (gold 90)
pk672:44|correct|tag|
pk672:45|correct|tag|
pk672:46|correct|tag|
pk672:47|correct|tag|
pk672:48|correct|tag|
pk672:49|correct|tag|
pk672:50|correct|tag|
pk672:51|correct|tag|
pk672:52|correct|tag|
pk672:53|correct|tag|
pk672:54|correct|tag|
pk672:55|correct|tag|
pk672:56|correct|tag|
pk672:57|correct|tag|
pk672:58|correct|tag|
rr688:735|correct|hash|
rr688:736|correct|hash|
rr688:737|correct|hash|
rr688:738|correct|hash|
rr688:739|wrong|hash|'B = 3 * 30', 'B = 90' (the second sighting); '#### 90' (gold 15)
rr688:740|correct|hash|
rr688:741|correct|hash|
rr688:742|correct|hash|
rr688:743|correct|hash|'Final answer: #### 7' = gold
rr688:744|correct|hash|
rr688:745|correct|hash|'Total = $430 + $750 + $300 + $700' (2180 by value) written '= $2280', '#### 2280' = gold
rr688:746|wrong|hash|'31 (March) + 20 (April) = 51 days', '10.2 ≈ 10 days'; '#### 246' (gold 240)
rr688:747|correct|hash|'#### 15' at the end of the prose line ('... in the pond now. #### 15') = gold
rr688:748|correct|hash|
rr688:749|correct|hash|'Final answer: #### 240000' = gold
rr688:750|wrong|hash|'12 inches (plant width) + 1.5 feet * 12 ... = 30 inches', '27 plants * $6/plant = $162'; '#### 162' (gold 342)
rr688:751|wrong|hash|'Total distance = 180 + 0 + 15 + 120 = 315 miles' (the way back added, not subtracted); '#### 315' (gold 45)
rr688:752|correct|hash|'G = 2,800' in the working; '#### 2800' = gold
rr688:753|correct|hash|
rr688:754|wrong|hash|six sides counted ('Sixth side: 0.5 * 5 = 2.5 minutes'); 'Final answer: #### 32.5' (gold 30)
rr688:755|wrong|hash|'3 * $50 = $150', 'Final answer: #### 350' (gold 500)
rr688:756|correct|hash|'$50.00 - $5.00 = $45.00'; '#### 45' = gold
rr688:757|correct|hash|
rr688:758|correct|hash|
rr688:759|correct|hash|
rr688:760|correct|hash|
rr688:761|wrong|hash|'A_S = G_S - 4 = 10 - 4 = 6' (apple pie on Saturday from gingerbread); '#### 465' (gold 540)
rr688:762|correct|hash|'Final answer: #### 180' = gold
rr688:763|correct|hash|
rr688:764|correct|hash|
rr688:765|correct|hash|
rr688:766|wrong|hash|'C + 8 = 2(J + 5) - 5' (Jame's age now, not in 8 years), 'Difference = 19'; '#### 19' (gold 25)
rr688:767|correct|hash|
rr688:768|correct|hash|
rr688:769|correct|hash|
rr688:770|correct|hash|
rr688:771|correct|hash|
rr688:772|correct|hash|
rr688:773|correct|hash|
rr688:774|wrong|hash|'Third hour: $30 * 2 = $60', 'Total cost = $15 + $30 + $60 = $105'; '#### 105' (gold 75)
rr688:775|correct|hash|'Final answer: #### 6' = gold
rr688:776|correct|hash|
rr688:777|correct|hash|
rr688:778|correct|hash|
rr688:779|correct|hash|
rr688:780|correct|hash|
rr688:781|correct|hash|'Final answer: #### 100' = gold
rr688:782|correct|hash|
rr688:783|correct|hash|'Change = $20 - $15.00 = $5.00'; '#### 5' = gold
rr688:784|correct|hash|'Final answer: #### 187' = gold
rr688:785|correct|hash|
rr688:786|correct|hash|
rr688:787|correct|hash|
rr688:788|correct|hash|'Final answer: #### 26' = gold
rr688:789|wrong|hash|'4S + S = 5S' (legs and heads added), 'S = 5'; '#### 5' (gold 15)
rr688:790|correct|hash|
rr688:791|wrong|hash|'24C = $36000 - $1200' (twenty dozen taken as 24 cups), 'Final answer: #### 1450' (gold 145)
rr688:792|correct|hash|
rr688:793|wrong|hash|'H = 2 * (A + Al + W) / 3' (average over three), 'W = 5'; '#### 5' (gold 3)
rr688:794|correct|hash|
rr688:795|correct|hash|
rr688:796|wrong|hash|'40% (30% + 10%) of $1500 = $600', '$300 + $600 = $900'; '#### 900' (gold 450)
rr688:797|correct|hash|'So, the final answer is: #### 133' = gold
rr688:798|correct|hash|'Final answer: #### 10' = gold
rr688:799|correct|hash|'Final answer: #### 8' = gold
rr688:800|wrong|hash|'520 - (520 * 4/100) = 499.2', 'round ... 499'; '#### 499' (gold 500)
rr688:801|wrong|hash|'1955 - 325 = 1630' (one day's drive); 'Final answer: #### 1630' (gold 655)
rr688:802|correct|hash|'Final answer: #### 29' = gold
rr688:803|correct|hash|'Final answer: #### 74' = gold
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
