r"""Build public_heldout60.jsonl: a 60th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (correct, format_ok, reward_scores, maj_1s, predicted,
parse_source and the like) were not used to label.

Method (round 58's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page (pages/<name>.txt); mk.py decoded that display form once into the page text and checked its
length against the page size read_file gave (16,000 for every page read at an offset; 5525, the
whole file's `total_chars`, for yc450): all pages match to the character. Consecutive pages of one
file were joined in file order (pruksmhc 464000-559999, RobbenRibery 496000-575999: every page
between read), so a completion crossing an edge between two pages read is taken whole; nothing cut
by the first or last page read is taken. Each record's `r` was cut out of the page text, never
re-encoded or retyped: for the JSON-lines and JSON files the completion's JSON string body as the
file holds it (`enc` = `json`, decoded once more by the build), for the RobbenRibery CSV file the
CSV field's text as Python's csv module reads it (`enc` = `text`). mk.py checked each JSON body
decodes to the parsed field and refused any completion holding a control character other than
newline, carriage return or tab (none did).

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, rounds 1-59
as present, by script, reading no labels) and with the others of this round. None repeats an
earlier round. Dropped as repeats within the round (pruksmhc lines equal to another line of the
same question): Dijana's rowing completion_idx 2 and 6 (= idx 1) and 5 (= idx 0); the restaurant's
tables idx 1, 2 (= idx 0), 4, 5, 6, 7 (= idx 3); Skyler's hats idx 5 (= idx 0). Nothing is shortened.

Not transcribed (read, but left out): pruksmhc page 560000 (Marcy 7, Jayden's camera 0-7, Joe's
punches 0-7, Clara's pomegranates 0-2, many repeats within a question; read but not pasted, to keep
pruksmhc from growing further over 40 %); cppywh Instruct-Think.json index 25 (Marie's pizza boxes:
only its tail is on 160000; 144000 not re-read). The first line of pruksmhc 464000 (Finn's tadpoles
completion 6, opening on 448000) and the RobbenRibery row cut at the top of 496000 (row 530, John's
car) and at the end of 560000 (Luke's sandcastle) are not taken.

Repositories (185 records): pruksmhc/gsm8k_minimal_rl 85 (45.9 %), RobbenRibery/rft-gsm8k 82
(44.3 %), yyfblock/grpo-math 16 (8.6 %), cppywh/mini-deepseek-r1-zero 2 (1.1 %). Over the ~40 %
cap for two repositories: no new repository with unread GSM8K or MATH completions was found in the
time (searches below), and yyfblock's train_samples are all named by earlier builders but step 450
of s2ac. Licences: no LICENSE file in the index for any of the four (as earlier rounds found);
`licence` per record.

Split: think_answer 101 (GSM8K; 16 `<think>…</think><answer>…</answer>` (yyfblock), 85
`<reasoning>…</reasoning><answer>…</answer>` (pruksmhc)), long_cot 84 (82 '####' answers of a
Phi-3.5-mini RFT checkpoint, 2 long thinking-mode traces ending in boxes); GSM8K 185, MATH 0 (no
MATH source with unread completions was found). Truths: correct 140, wrong 31, no_answer 14
(think_answer 63 / 24 / 14, long_cot 77 / 7 / 0). Forms: tag 87, hash 82, truncated 14, boxed 2.
1 debatable (pk464 rec 13).

Selection (records as they come, in file order, not by how hard they look):
* yyfblock/grpo-math results/s2ac_cold_lr1e-5/train_samples_step450.jsonl (yc450: the whole file,
  offset 0; GRPO training rollouts on GSM8K train, Ralph's tennis balls and Harry's sleep, 8 samples
  each; the file stores no question: identified from the completions (train lines 26 and 5619,
  counted from 0) and checked by the file's gold). Round 58 read it and left it out for its cap.
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl pages 464000, 480000, 496000, 512000,
  528000, 544000 joined (pk464; record number = the complete line's place in the joined text, 0 =
  Finn's tadpoles completion 7): Finn 7, Dijana's rowing 0-7, Teresa's stuffed animals 0-7, Adrien's
  salary 0-7, the restaurant's tables 0-7, Ava and Emma's scores 0-7, the fog bank 0-7, the camels
  0-7, Skyler's hats 0-7, Mrs. Tatiana's carrots 0-7, the food baskets 0-7, the horse race 0-7,
  Marcy's pension 0-5 (6 cut by the end of 544000). Forms: '<answer>\nN\n</answer>', an expression
  in the tag ('14E + 185'), '</reasoning>' on the last sentence's line, completions cut at the cap
  mid-sentence or mid-number, one cut right after an opened empty '<answer>'.
* RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV, pages 496000, 512000,
  528000, 544000, 560000 joined (rr496: rows 531-612, row 531 = Sandra's eggs, the first complete
  row after round 58's row 530). Forms: '#### N', 'Final answer: #### N', '#### 40' after
  '$40,000' in the working, '#### 125 - 96 = 29' (an expression on the marked line), '#### -13'.
* cppywh/mini-deepseek-r1-zero results/Instruct-Think.json page at 160000 (cy160: indexes 26
  (Mishka's clothes) and 27 (Cynthia's ice cream), whole on the page; long '<think>' traces with
  boxes inside, then a summary ending in a display box).

Label conventions (rounds 37-58's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer (the gold in the working of a cut completion does not make it correct); equal
in value but written differently is correct; in the tag format the `<answer>` content is the final
answer whatever the reasoning block says, and an expression in the tag is read for its value; an
opened, empty answer element is no_answer; in the '####' format the marked value is the answer even
when the working ends on another number (and an expression on the marked line is read for its
value); labels are against the gold as given. Debatable this round: pk464 rec 13 (the reasoning
says 12, the gold, then the completion is cut after an empty '<answer>'; no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (RobbenRibery's `questions` column, pruksmhc's `prompt`, cppywh's
`question`; for yyfblock the identified train question), checked equal to the file's own gold
(yyfblock `gold`, RobbenRibery the `ground_truth_completions` '####' value, cppywh
`ground_truth`); pruksmhc's file stores no gold, so its transcribed gold is the gsm8k/test.jsonl
value itself.

Dead ends this round: search(code) for GRPO rollouts on MATH with tags (wtalioy/Math_Solver: a
report, no outputs named); find_string '</think>\n<answer>\\boxed{', '</answer>", "ground_truth":
"', '</answer>", "gold": "', '\n</think>\n<answer>\n' (test fixtures, prompts, reward code; one
GSM8K file whose "completion" is the reference rationale with a tag, not model output);
find_repos 'r1-zero' and 'grpo-gsm8k' (every repository listed is named by earlier builders).

Leads for a later round: pruksmhc rollout_ckpt_200 from offset 560000 (read here, not pasted:
Marcy's pension completion 6 opens at the end of 544000); RobbenRibery checkpoint-22 CSV from
offset 576000 (Luke's sandcastle row opens at the end of 560000; about 34 pages left) and the other
unread results/*.csv (dedup first); cppywh Instruct-Think.json from offset 176000 (index 28,
Henry's bike trip, opens at the end of 160000; index 25 needs 144000 re-read).

Usage: python build_public_heldout60.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout60.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    pruksmhc_source,
    robbenribery_source,
    yyfblock_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout60.jsonl"
SOURCE = "public_heldout60"
# --- cppywh/mini-deepseek-r1-zero: 'Instruct-Think' on the first 100 GSM8K test questions -------
CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (public GitHub repository, no LICENSE file in the index; the README says only that "
    "it claims no ownership of third-party models, data or course content)"
)
CY_INSTRUCT = (
    "the model the repository calls 'Instruct-Think' (an instruct model run in thinking mode with "
    "its own chat template; results/Instruct-Think.json, 44 of 100 responses cut at the cap; its "
    "model id is not named in the file), evaluated by the repository on the first 100 GSM8K test "
    "questions in order (results/protocol.json: greedy decoding, bfloat16, 2048 new tokens; this "
    "round index {}, page at {}); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)
PK_PAGES = "464000-544000 (six pages joined: 464000, 480000, 496000, 512000, 528000, 544000)"
RR_PAGES = "496000-560000 (five pages joined: 496000, 512000, 528000, 544000, 560000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yc450": yyfblock_source("yc450", "s2ac_cold_lr1e-5", 450),
    "pk464": pruksmhc_source("pk464", PK_PAGES),
    "rr496": robbenribery_source("rr496", "b1wt", RR_PAGES),
    "cy160": ("cy160-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
              CY_INSTRUCT.format("26-27", "160000"), CY_CHAT_PROMPT, "long_cot", "gsm8k",
              "ground_truth", CY_LICENCE),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yc450:0|correct|tag|
yc450:1|correct|tag|hits called misses ('He missed 2/5 * 100 = 40'), then 'Ralph misses 65, so he did 175 - 65 = 110 tennis balls'; '<answer>110</answer>'
yc450:2|correct|tag|
yc450:3|correct|tag|
yc450:4|correct|tag|
yc450:5|correct|tag|
yc450:6|correct|tag|'= 110 unsuccessful hits'; '<answer>110</answer>'
yc450:7|correct|tag|
yc450:8|correct|tag|
yc450:9|correct|tag|
yc450:10|correct|tag|'The total number of nights is 5 days = 5'
yc450:11|correct|tag|
yc450:12|correct|tag|
yc450:13|correct|tag|
yc450:14|correct|tag|
yc450:15|correct|tag|
pk464:0|correct|tag|
pk464:1|correct|tag|
pk464:2|correct|tag|
pk464:4|correct|tag|
pk464:5|correct|tag|
pk464:8|correct|tag|
pk464:9|no_answer|truncated|'S = 3L' and 'S = 2L' set equal, 'L = 0', 'there must be an error in the given information', cut mid-sentence ('then the') with no answer tag
pk464:10|no_answer|truncated|'L = 6', 'Teresa sold 6 large stuffed animals', cut at 'Using the equation S' before the small count and any answer tag
pk464:11|no_answer|truncated|'we get L = 6', cut at 'Using the equation S' before the small count and any answer tag
pk464:12|correct|tag|
pk464:13|no_answer|truncated|debatable: the reasoning ends 'Therefore, Teresa sold 12 small stuffed animals.' (the gold) and '</reasoning>', then the completion is cut right after an opened, empty '<answer>\n'; an empty answer element is no_answer by the tag convention, correct (from the reasoning's last statement) is arguable
pk464:14|no_answer|truncated|'we find that S = 12' in the working, then cut at 'Therefore, Teresa' with no answer tag
pk464:15|wrong|tag|'4 * S = 120', 'S = 30', '2L = 30', 'L = 15', 'Therefore, Teresa sold 15 large stuffed animals.'; '<answer>\n15\n</answer>' (gold 12)
pk464:16|no_answer|truncated|'L = 6', cut at 'Since S = 2L' with no answer tag
pk464:17|no_answer|truncated|'2.82S = 2.82 * $30769.23 = $86585' cut mid-number, no answer tag (gold 95200)
pk464:18|wrong|tag|'Adrien's initial salary: 30/100 * $40000 = $12000', both salaries taken as $56000, '$56000 + $56000 = $112000'; '<answer>\n112000\n</answer>' (gold 95200)
pk464:19|no_answer|truncated|'x = $40000 / 1.3 = $30769.23', cut at 'So, Lylah's salary four years' with no answer tag
pk464:20|no_answer|truncated|'New Adrien's salary = $56000', cut at 'their combined' with no answer tag
pk464:21|no_answer|truncated|cut at 'New Adrien's salary = $5600' mid-number, no answer tag
pk464:22|wrong|tag|'his original salary was $40000 + $12000 = $52000', '$73600 + $73600 = $147200'; '<answer>\n147200\n</answer>' (gold 95200)
pk464:23|no_answer|truncated|'New Adrien's salary = $56000', cut at 'Total new salary = New Adrien's' with no answer tag
pk464:24|wrong|tag|Lylah's salary taken as $40000 / 1.3, '$30769 * 1.4 = $43117', '$56000 + $43117 = $99117'; '<answer>\n99117\n</answer>' (gold 95200)
pk464:25|correct|tag|
pk464:28|correct|tag|
pk464:33|wrong|tag|'(E + 65) + 30 = E + 95', 'Therefore, the answer is 95.'; '<answer>\n95\n</answer>' (gold 25)
pk464:34|wrong|tag|'80 + (10 - 15) + 120 = 285', '285 - 42 = 243'; '<answer>\n243\n</answer>' (gold 25)
pk464:35|correct|tag|muddled working that lands on the gold: Ava '80 + 15 = 95 points', Emma '120 points' (the time bonus given to Emma alone), '120 - 95 = 25 points'; '<answer>\n25\n</answer>'
pk464:36|wrong|tag|'80 + 15 - 120 = -45', 'Therefore, the answer is 45.'; '<answer>\n45\n</answer>' (gold 25)
pk464:37|wrong|tag|the time left out, '80 + 15 = 95 points in favor of Ava'; '<answer>\n95\n</answer>' (gold 25)
pk464:38|wrong|tag|'215 - 210 = 5 points'; '<answer>\n5\n</answer>' (gold 25)
pk464:39|wrong|tag|an expression in the tag: '(15E + 185) - E = 14E + 185', 'we cannot determine the exact numerical difference'; '<answer>\n14E + 185\n</answer>' (gold 25)
pk464:40|correct|tag|muddled working that lands on the gold: Ava '80 + 15 - 120 = -25', Emma '0 + 0 - 0 = 0', '0 - (-25) = 25'; '<answer>\n25\n</answer>'
pk464:41|correct|tag|
pk464:42|correct|tag|
pk464:43|correct|tag|'its rate is 10/3 miles per minute' (a wrong rate), then '42 * (10/3) = 140 minutes'; '</reasoning>' on the same line as the last sentence
pk464:44|correct|tag|
pk464:45|correct|tag|'</reasoning>' on the same line as the last sentence
pk464:46|correct|tag|
pk464:47|correct|tag|
pk464:48|correct|tag|
pk464:49|no_answer|truncated|'x = 124', 'So there are 124 camels', '124 + y = 180', cut at 'Subtracting 124 from both sides gives' before the dromedary count and any answer tag
pk464:50|correct|tag|
pk464:51|correct|tag|
pk464:52|correct|tag|
pk464:53|correct|tag|'to eliminate c' while eliminating d; 'd = 56'
pk464:54|correct|tag|
pk464:55|correct|tag|
pk464:56|no_answer|truncated|'d = 304 - c (since the total number of heads is 304)', '2d = 124', cut at 'Dividing both sides by ' with no answer tag
pk464:57|correct|tag|
pk464:58|correct|tag|
pk464:59|correct|tag|
pk464:60|correct|tag|
pk464:61|correct|tag|
pk464:63|correct|tag|
pk464:64|correct|tag|
pk464:65|wrong|tag|compounded, '$132.4', '$138.7'; '<answer>\n139\n</answer>' (gold 138: 5 % of the original price a year)
pk464:66|wrong|tag|compounded, '$138.915', 'Rounded to the nearest integer ... $139'; '<answer>\n139\n</answer>' (gold 138)
pk464:67|correct|tag|'$132.30 + 0.05 * $132.30 = $138.15' (the arithmetic is off; compounded it is 138.915), 'Rounding to the nearest integer ... $138'; '<answer>\n138\n</answer>'
pk464:68|wrong|tag|'$132.30 * 1.05 = $140.095', 'will be $140'; '<answer>\n140\n</answer>' (gold 138)
pk464:69|wrong|tag|'$126 + 0.05 * $126 = $133.30', '$140.87', 'will be $141'; '<answer>\n141\n</answer>' (gold 138)
pk464:70|correct|tag|'$132.30 + 0.05 * $132.30 = $138.15' (off arithmetic), 'is $138'; '<answer>\n138\n</answer>'
pk464:71|wrong|tag|'approximately $132.80', 'approximately $139.84'; '<answer>\n139\n</answer>' (gold 138)
pk464:72|wrong|tag|'$132.48', '$139.19'; '<answer>\n139\n</answer>' (gold 138)
pk464:73|correct|tag|
pk464:74|correct|tag|
pk464:75|wrong|tag|'the discount per basket is $2 * 3 = $6', '(3 * $18) - ($6 * 3) = $54 - $18 = $36', '$75 + $36 = $111'; '<answer>\n111\n</answer>' (gold 123)
pk464:76|correct|tag|
pk464:77|correct|tag|
pk464:78|wrong|tag|the discount taken twice, '$75 + $16 * 3 - $6 = $105'; '<answer>\n105\n</answer>' (gold 123)
pk464:79|correct|tag|
pk464:80|correct|tag|
pk464:81|correct|tag|
pk464:82|correct|tag|
pk464:83|correct|tag|
pk464:84|wrong|tag|'20% of 50 is 0.10 * 50 = 5 people', '60% of 45 is 0.60 * 45 = 27', '50 - 5 - 27 = 28 people'; '<answer>\n28\n</answer>' (gold 16)
pk464:85|correct|tag|
pk464:86|correct|tag|
pk464:87|correct|tag|
pk464:88|correct|tag|
pk464:89|wrong|tag|'$50,000 + $2,500 = $52,500', '$52,500 / 30 = $1,750'; '<answer>\n1750\n</answer>' (gold 25000)
pk464:90|wrong|tag|'$50,000 + $2,500 = $52,500/year'; '<answer>\n52500\n</answer>' (gold 25000)
pk464:91|wrong|tag|'$50,000 * (1 + 0.05)^20 = $187,926.05', 'approximately $9,396.30'; '<answer>\n9396.3\n</answer>' (gold 25000)
pk464:92|wrong|tag|'20 * $50,000 = $1,000,000', '$50,000 + $50,000 = $100,000'; '<answer>\n100000\n</answer>' (gold 25000)
pk464:93|wrong|tag|'5/100 * $50,000 = $2,500', '$50,000 + $2,500 = $52,500'; '<answer>\n52500\n</answer>' (gold 25000)
pk464:94|no_answer|truncated|'$50,000 * 20 = $1,000,000', cut at 'it's now $50,000 * 1.05' with no answer tag
rr496:531|correct|hash|
rr496:532|correct|hash|
rr496:533|correct|hash|'Final answer: #### 31'
rr496:534|wrong|hash|only the new infections of days 2 and 3 counted from the first ten, '10 + 60 + 360 = 430'; '#### 430' (gold 3430)
rr496:535|correct|hash|
rr496:536|correct|hash|
rr496:537|correct|hash|
rr496:538|wrong|hash|the trains' stays left out of the waits, '10 + 30 + 60 + 20 = 120 minutes'; '#### 120' (gold 145)
rr496:539|correct|hash|
rr496:540|correct|hash|
rr496:541|correct|hash|
rr496:542|correct|hash|
rr496:543|correct|hash|
rr496:544|correct|hash|
rr496:545|correct|hash|
rr496:546|correct|hash|'Final answer: #### 842'
rr496:547|correct|hash|
rr496:548|correct|hash|
rr496:549|correct|hash|
rr496:550|correct|hash|
rr496:551|correct|hash|
rr496:552|correct|hash|
rr496:553|correct|hash|
rr496:554|correct|hash|
rr496:555|correct|hash|
rr496:556|correct|hash|
rr496:557|correct|hash|
rr496:558|correct|hash|
rr496:559|correct|hash|
rr496:560|correct|hash|
rr496:561|correct|hash|
rr496:562|correct|hash|
rr496:563|correct|hash|
rr496:564|wrong|hash|both adults' share given as each adult's, '(4x / 8x) * 100 = (1/2) * 100 = 50'; '#### 50' (gold 25)
rr496:565|correct|hash|
rr496:566|correct|hash|muddled working that lands on the gold: the kids' phones taken as the half-price ones, '$600 + 2 * $300 + $600 = $1800'; '#### 1800'
rr496:567|correct|hash|
rr496:568|wrong|hash|the working ends '$100,000 - $60,000 = $40,000.' but the marked value drops the thousands: '#### 40' (gold 40000)
rr496:569|wrong|hash|an expression on the '####' line: '#### 125 - 96 = 29' (its value is 29, the difference of the two profits; gold 125, the larger profit)
rr496:570|correct|hash|
rr496:571|correct|hash|
rr496:572|correct|hash|
rr496:573|correct|hash|
rr496:574|correct|hash|
rr496:575|correct|hash|
rr496:576|correct|hash|
rr496:577|correct|hash|
rr496:578|correct|hash|
rr496:579|correct|hash|
rr496:580|correct|hash|
rr496:581|correct|hash|
rr496:582|correct|hash|
rr496:583|correct|hash|
rr496:584|correct|hash|
rr496:585|correct|hash|
rr496:586|correct|hash|
rr496:587|correct|hash|
rr496:588|correct|hash|
rr496:589|correct|hash|
rr496:590|correct|hash|
rr496:591|correct|hash|
rr496:592|correct|hash|
rr496:593|correct|hash|
rr496:594|correct|hash|
rr496:595|correct|hash|
rr496:596|correct|hash|
rr496:597|correct|hash|
rr496:598|correct|hash|
rr496:599|correct|hash|
rr496:600|correct|hash|
rr496:601|correct|hash|
rr496:602|correct|hash|
rr496:603|correct|hash|
rr496:604|correct|hash|
rr496:605|correct|hash|
rr496:606|wrong|hash|'$3.00 + $8 = $11' (the gold) in the working, then 'total cost - refund = $11 - $24 = -$13'; '#### -13' (gold 11)
rr496:607|correct|hash|
rr496:608|wrong|hash|'3 pies' of each kind, 'Kate needs to buy 3 pizzas in total'; '#### 3' (gold 6)
rr496:609|correct|hash|
rr496:610|correct|hash|
rr496:611|correct|hash|
rr496:612|correct|hash|
cy160:26|correct|boxed|a long '<think>' trace with '**Final Answer**\nMishka spent \\boxed{243} dollars on all the clothing items.' inside it, then a worked summary ending '### Final Answer\n\n$$\n\\boxed{243}\n$$'
cy160:27|correct|boxed|a long '<think>' trace re-checking '4*4=16' many times, '\\boxed{16}' three times inside it, then a summary ending '### Final Answer\n\n$$\n\\boxed{16}\n$$'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
