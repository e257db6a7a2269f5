r"""Build public_heldout70.jsonl: a 70th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (predicted_answer, reward_scores and the like) were not used
to label.

Method (rounds 66 and 68's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages). The helper pasted each page's text exactly as the
read_file answer displays it (the page text JSON-escaped once more) into a scratch file, one file a
page; a script decoded that display form once into the page text and checked its length against
the page size (16,000 for every page but After-Wind's last, 4,647 = 212,647 - 208,000): all pages
match to the character. One page first came out wrong and was mended against the displayed text:
pruksmhc 800000 came out 946 over (the paste had Juan's croissant completion 2, a whole line, twice;
the second copy was cut out), then matched 16,000 exactly. Consecutive pages of one file were joined
in file order (pruksmhc rollout_ckpt_200 768000-879999; After-Wind base file 160000-212646: every
page between read), so a completion crossing an edge between two pages read is taken whole; nothing
cut by the first or last page read is taken. Each record's `r` was cut out of the page text, never
re-encoded or retyped: the completion's JSON string body as the file holds it (`enc` = `json`,
decoded once more by the build; the script checked each body decodes to the parsed field: the
assistant `content` for pruksmhc, `generated_text` for After-Wind, and each After-Wind
`ground_truth` equals the record's `g`).

Edges: pruksmhc 752000 was re-read (round 68's last page): Nick's paintball guns completion 1 opens
at its end with only '{"batch_idx": 1, "prompt": ..., "complet'; its content lies whole on 768000
(joined line 0), and it repeats an earlier round word for word, so 752000 was not pasted. After-Wind
144000 was re-read likewise: array index 155 opens at its end with only '{\n    "g'; its
`generated_text` lies whole on 160000, which the join starts from.

Repeats: every completion was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl present, by
script, reading no labels) and with the others of this round. Dropped as repeats of an earlier
round: Nick's paintball guns completions 1-5 and 7 (joined lines 0-4 and 6: each = round 68's
pk720 57, completion 0) and After-Wind base index 174 (Allan's cannolis: = round 62's awf 52, the
same text in the repository's '_final' dump). Dropped as repeats within the round: the chocolate
bars completion 7 (= 5), Fishio's likes completions 2 (= 0) and 6 (= 1). Nothing is shortened.

Not taken: rollout_ckpt_200 apple-juice completion 2 (its line is cut inside `timestamp` by the end of 864000:
the content is whole but the line is not taken, as round 66's phone-plan completion 4); After-Wind
'reason_final' index 12 (Raymond's son: cut before its `ground_truth` by the end of page 0).

Repositories (185 records): pruksmhc/gsm8k_minimal_rl 112 (60.5 %, rollout_ckpt_200),
After-Wind/grpo_gsm8k 73 (39.5 %: 61 from the base-model dump, 12 from the 'reason_final' dump).
Licences: no LICENSE file in the index for either; `licence` per record.

Split: think_answer 112 (`<reasoning>...</reasoning><answer>...</answer>` asked for; pruksmhc),
long_cot 73 (After-Wind's '####' / '##' markers, boxes, prose); GSM8K 185, MATH 0 (no MATH source
was reached in the time). Truths: correct 94, wrong 88, no_answer 3 (think_answer 78 / 31 / 3,
long_cot 16 / 57 / 0). Forms: tag 109, hash 58, boxed 14, truncated 3, prose_sentence 1
(think_answer: tag 109, truncated 3; long_cot: hash 58, boxed 14, prose_sentence 1). 4 debatable.

**The checkpoint-200 file** ends its completions with the model's own end of turn; three
Burger-Palace completions (pk768 88, 93, 94) stop mid-sentence before any answer (no_answer).
Many completions of one question are near-identical (all the triangle, sweater, book-price and
watermelon completions and all but one of the chocolate, croissant and grade-level ones reach the
gold); they are taken as they come, only exact repeats dropped. Ellen's soda question (gold 25) is missed by all eight.

**Selection bias (After-Wind):** both After-Wind files are the repository's dumps of the
completions ITS OWN grader counted wrong. The base-model file (-data-xiongtao-models-Qwen2.5-3B-
Instruct) indices 155-216 (its end) were taken, in order, and labelled by reading: 13 are right by
the last answer (most open with a '#### N' guess BEFORE the working and end on another, right
value: the grader evidently took the first marked number), 48 wrong. The 'reason_final' file
(./grpo_Qwen2.5-3B-Instruct_gsm8k_reason_final: the repository's GRPO-trained model) indices 0-11
(the whole records on page 0): 3 right by the last answer, 9 wrong. The files' `predicted_answer`
was not used.

Selection (records as they come, in file order, not by how hard they look):
* pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9 (pk768: pages 768000,
  784000, 800000, 816000, 832000, 848000, 864000 joined; record number = the line's place in the
  joined text, 0 = Nick's completion 1, whose line opens on 752000): Nick's guns 6, the triangle
  angles 0-7, Stanley's comb 0-7, the chocolate bars 0-6, Terri's sweater 0-7, Ellen's sodas 0-7,
  Juan's croissants 0-7, the grade-level computers 0-7, Kyle's book 0-7, the plague 0-7, the
  carrots 0-7, the Burger-Palace jelly beans 0-7, Fishio's likes 0, 1, 3, 4, 5, 7, Marcy's candles
  0-7, the watermelons 0-7, the apple juice 0-1 (joined lines 5-120).
* After-Wind/grpo_gsm8k evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json
  at 81eafa93 (awb: pages 160000, 176000, 192000, 208000 joined; record number = array index
  155-216, 174 dropped). The file stores no question: each is found in gsm8k/test.jsonl by the
  completion's numbers and words among the test lines after the previous one whose gold equals the
  file's ground_truth (a script ranked candidates, each checked by reading), in increasing test
  order: index 155 = test line 368 (Erin's points; round 68's index 154 is line 363), index 216 =
  line 499 (Mark's party venues), the last of the 500 questions.
* the same repository's evals/.-grpo_Qwen2.5-3B-Instruct_gsm8k_reason_final_incorrect_
  completions.json at 81eafa93 (awr: page 0; record number = array index 0-11; test lines 0, 2, 4,
  5, 6, 7, 8, 9, 10, 15, 17, 20, found the same way: Janet's ducks ... the orange drink).

Label conventions (rounds 37-68's): the last final answer counts; a hedge between values, two
different final answers or the gold with another value is wrong; a response cut before any final
answer is no_answer; equal in value but written differently is correct ('#### 2.00'); in the tag
format the `<answer>` content is the final answer whatever the reasoning block says (pk768 83 and
86 write '80 - 200 = 120' and answer 120: correct); in the '####' format the marked value is the
answer; an opening '#### N' / '## N' guess followed by working that ends on its own answer is
replaced by it (the last answer counts); labels are against the gold as given. Debatable this
round: awb 204 and awr 0 (a '#### 20' / boxed 11 conclusion, then a parenthetical correction
ending '#### 5' / '\boxed{18}' = gold: correct by the last answer, as round 68's awb 133 and 149),
awb 179 (wavers between '#### 12' and 'if we follow the given final answer, it should be #### 22',
ends '#### 12.' = gold: correct by the last answer; read as a hedge it is wrong), awb 207 (boxes
40, then 240 = gold, then 'the answer should be \boxed{40}. However, the correct mathematical
calculation is \boxed{240}.': correct by the last answer; read as a hedge it is wrong). Gold
notes: Ellen's sodas gold 25 (2 shaken of the 8 cans left); Fishio's likes gold 162000 counts the
first 2000 (the five 160000 answers are wrong); awb 189 opens '#### 14 ounces' and ends '18
ounces' (both wrong, gold 15).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (pruksmhc's `prompt`, After-Wind's identified test question), checked equal to the
file's own gold where it has one (After-Wind `ground_truth`); pruksmhc's file stores no gold, so
its transcribed gold is the gsm8k/test.jsonl value itself.

Dead ends this round: none searched (the time went to the named leads).

Leads for a later round: pruksmhc rollout_ckpt_200 from 864000 (re-read it to join the
apple-juice completion 2, whose line crosses into 880000; 2,687,305 characters in all); After-Wind
'reason_final' dump from 0 (index 12, Raymond's son, crosses into 16000; 261,891 characters) and
the 'reason_final_reason' dump (unread; the same selection bias; the '_final' dump was round 62's
and shares at least one text with the base file); RobbenRibery/rft-gsm8k checkpoint-22 CSV from
752000 (Clara's pomegranates opens at the end of 736000: re-read it to join; not reached this
round); cppywh Instruct-Think.json from 160000 (index 28 needs 160000 and 176000 joined).

Usage: python build_public_heldout70.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout70.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE, pruksmhc_source  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout70.jsonl"
SOURCE = "public_heldout70"

# --- After-Wind/grpo_gsm8k: its graders' 'incorrect' dumps (base model; the GRPO 'reason_final') --
AW, AWC = "After-Wind/grpo_gsm8k", "81eafa93bffcf1c19d8832fb343ebcd54f12d9f4"
AWB_PATH = "evals/-data-xiongtao-models-Qwen2.5-3B-Instruct_incorrect_completions.json"
AWB_MODEL = (
    "Qwen2.5-3B-Instruct as released (the file name's '-data-xiongtao-models-Qwen2.5-3B-Instruct': "
    "the base instruct model before the repository's GRPO), evaluated by the repository on GSM8K "
    "test questions (data/gsm8k_500.jsonl; the file's closing line: 'Accuracy: 283/500 = 56.60%, "
    "Saved 217 incorrect completions'); the file keeps ONLY the completions its own grader counted "
    "wrong; array indices 155-216 taken (pages 160000-208000 read, 160,000-212,646 of 212,647 "
    "characters: the file's end); the record is one array element's `generated_text`"
)
AWR_PATH = "evals/.-grpo_Qwen2.5-3B-Instruct_gsm8k_reason_final_incorrect_completions.json"
AWR_MODEL = (
    "the repository's GRPO-trained Qwen2.5-3B-Instruct (the file name's "
    "'.-grpo_Qwen2.5-3B-Instruct_gsm8k_reason_final': a local checkpoint of its GRPO run, the "
    "'reason_final' one; not read further), evaluated by the repository on GSM8K test questions "
    "as for the base model; the file keeps ONLY the completions its own grader counted wrong; "
    "array indices 0-11 taken (page 0 read, 16,000 of 261,891 characters); the record is one "
    "array element's `generated_text`"
)
AW_PROMPT = (
    "not read (evaluate_gsm8k.py holds it); the completions open with a space and most with a "
    "'#### N' or '## N' line, so the prompt evidently asked for a '####' answer"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "pk768": pruksmhc_source(
        "pk768", "768000-864000 (seven pages joined: 768000, 784000, 800000, 816000, 832000, "
        "848000, 864000; 752000 re-read, not pasted)",
    ),
    "awb": ("awb-qwen25-3b-instruct-base-gsm8k", AW, AWB_PATH, AWC, AWB_MODEL, AW_PROMPT,
            "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
    "awr": ("awr-qwen25-3b-grpo-reason-final-gsm8k", AW, AWR_PATH, AWC, AWR_MODEL, AW_PROMPT,
            "long_cot", "gsm8k", "ground_truth", NO_LICENCE),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk768:5|correct|tag|Nick's guns completion 6 (the one of 1-7 not word for word completion 0): 24 / 4 = 6; '<answer>\n6\n</answer>' = gold
pk768:7|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:8|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:9|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:10|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:11|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:12|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:13|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:14|correct|tag|x + 2x + 3x = 180, x = 30, largest 3x = 90; '<answer>\n90\n</answer>' = gold
pk768:15|correct|tag|10,000 - 4,000 = 6,000, 6,000 - 3,000 = 3,000; '<answer>\n3000\n</answer>' = gold
pk768:16|correct|tag|'<answer>\n3000\n</answer>' = gold
pk768:17|wrong|tag|ignores the 4,000-foot fall: 10,000 - 3,000 = 7,000; '<answer>\n7000\n</answer>' (gold 3000)
pk768:18|correct|tag|'<answer>\n3000\n</answer>' = gold (the line crosses the edge between 768000 and 784000)
pk768:19|wrong|tag|'10,000 - 3,000 = 7,000'; '<answer>\n7000\n</answer>' (gold 3000)
pk768:20|wrong|tag|'10,000 - 3,000 = 7,000'; '<answer>\n7000\n</answer>' (gold 3000)
pk768:21|wrong|tag|'10,000 - 4,000 = 6,000' taken as the climb; '<answer>\n6000\n</answer>' (gold 3000)
pk768:22|wrong|tag|puts the comb at -1,000 feet; '<answer>\n4000\n</answer>' (gold 3000)
pk768:23|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:24|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:25|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:26|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:27|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:28|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:29|correct|tag|5000 * 14 = 70000 bars, * $2 = $140000; '<answer>\n140000\n</answer>' = gold
pk768:31|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:32|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:33|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:34|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:35|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold (the line crosses the edge between 784000 and 800000)
pk768:36|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:37|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:38|correct|tag|1800 - 1170 = 630, / 2 = 315; '<answer>\n315\n</answer>' = gold
pk768:39|wrong|tag|miscounts the cans (6/10 = 60% (the unshaken share)); '<answer>\n60\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:40|wrong|tag|miscounts the cans (7/11); '<answer>\n63.64\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:41|wrong|tag|miscounts the cans (4/6); '<answer>\n66.67\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:42|wrong|tag|miscounts the cans (7/18); '<answer>\n38.89\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:43|wrong|tag|miscounts the cans (3/6); '<answer>\n50\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:44|wrong|tag|miscounts the cans (3/7); '<answer>\n42.86\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:45|wrong|tag|miscounts the cans (6/14); '<answer>\n42.86\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:46|wrong|tag|miscounts the cans (1/6); '<answer>\n16.67\n</answer>' (gold 25: 2 shaken of 8 left)
pk768:47|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:48|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:49|wrong|tag|28 dozen * 1 pound per 4 dozen taken as 28 pounds; '<answer>\n28\n</answer>' (gold 7)
pk768:50|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:51|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:52|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:53|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:54|correct|tag|4 * 1/4 = 1 pound a day, * 7 = 7; '<answer>\n7\n</answer>' = gold
pk768:55|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:56|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:57|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:58|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:59|wrong|tag|sets S - S/4 = 20, S = 80/3 rounded to 27; '<answer>\n27\n</answer>' (gold 80)
pk768:60|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:61|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:62|correct|tag|1/4 of the students = 20, so 80; '<answer>\n80\n</answer>' = gold
pk768:63|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:64|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:65|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:66|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:67|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:68|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:69|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:70|correct|tag|0.75P = $19.50, P = $26; '<answer>\n26\n</answer>' = gold
pk768:71|correct|tag|70, 490, 490 + 2940 = 3430; '<answer>\n3430\n</answer>' = gold
pk768:72|correct|tag|70, 490, 490 + 2940 = 3430; '<answer>\n3430\n</answer>' = gold
pk768:73|correct|tag|70, 490, 490 + 2940 = 3430; '<answer>\n3430\n</answer>' = gold
pk768:74|wrong|tag|starts from 1 infected person; '<answer>\n49\n</answer>' (gold 3430)
pk768:75|wrong|tag|starts from 1 infected person; '<answer>\n50\n</answer>' (gold 3430)
pk768:76|correct|tag|70, 490, 490 + 2940 = 3430; '<answer>\n3430\n</answer>' = gold
pk768:77|wrong|tag|counts only two days of spread (70 + 420 = 490); '<answer>\n490\n</answer>' (gold 3430)
pk768:78|wrong|tag|counts only two days of spread (70 + 420 = 490); '<answer>\n490\n</answer>' (gold 3430)
pk768:79|wrong|tag|200 / 2 = 100 restaurants could be served, so 'no carrots will be left over'; '<answer>\n0\n</answer>' (gold 120)
pk768:80|correct|tag|40 * 2 = 80, 200 - 80 = 120; '<answer>\n120\n</answer>' = gold
pk768:81|correct|tag|40 * 2 = 80, 200 - 80 = 120; '<answer>\n120\n</answer>' = gold
pk768:82|correct|tag|40 * 2 = 80, 200 - 80 = 120; '<answer>\n120\n</answer>' = gold
pk768:83|correct|tag|writes '80 - 200 = 120' (operands swapped) but '<answer>\n120\n</answer>' = gold
pk768:84|wrong|tag|200 / 2 = 100 restaurants could be served, so 'no carrots will be left over'; '<answer>\n0\n</answer>' (gold 120)
pk768:85|correct|tag|40 * 2 = 80, 200 - 80 = 120; '<answer>\n120\n</answer>' = gold
pk768:86|correct|tag|writes '80 - 200 = 120' (operands swapped) but '<answer>\n120\n</answer>' = gold
pk768:87|correct|tag|B = 1500, 1515 - 1485 = 30; '<answer>\n30\n</answer>' = gold
pk768:88|no_answer|truncated|R = 1485, G = 1515, then cut at 'The difference between the number of green and red' (no difference taken, no </reasoning>, no <answer>; the line crosses the edge between 832000 and 848000)
pk768:89|correct|tag|B = 1500, 1515 - 1485 = 30; '<answer>\n30\n</answer>' = gold
pk768:90|correct|tag|B = 1500, 1515 - 1485 = 30; '<answer>\n30\n</answer>' = gold
pk768:91|correct|tag|B = 1500, 1515 - 1485 = 30; '<answer>\n30\n</answer>' = gold
pk768:92|correct|tag|B = 1500, 1515 - 1485 = 30; '<answer>\n30\n</answer>' = gold
pk768:93|no_answer|truncated|R = 1485, G = 1515, then cut at 'Therefore, the difference between the number'; no answer
pk768:94|no_answer|truncated|red 1485, green 1515, then cut at 'The difference between the number of green and red jelly beans'; no answer
pk768:95|wrong|tag|140000 + 20000 = 160000 (leaves out the first 2000); '<answer>\n160000\n</answer>' (gold 162000)
pk768:96|wrong|tag|140000 + 20000 = 160000 (leaves out the first 2000); '<answer>\n160000\n</answer>' (gold 162000)
pk768:98|wrong|tag|'140000 + (20000 - 2000) = 160000'; '<answer>\n160000\n</answer>' (gold 162000)
pk768:99|wrong|tag|140000 + 20000 = 160000 (leaves out the first 2000); '<answer>\n160000\n</answer>' (gold 162000)
pk768:102|wrong|tag|140000 + 20000 = 160000 (leaves out the first 2000); '<answer>\n160000\n</answer>' (gold 162000)
pk768:100|correct|tag|2000 + 140000 + 20000 = 162000; '<answer>\n162000\n</answer>' = gold
pk768:103|correct|tag|2500 defective, 1% of them explode: 25; '<answer>\n25\n</answer>' = gold
pk768:104|wrong|tag|takes all 2500 defective candles; '<answer>\n2500\n</answer>' (gold 25) (the line crosses the edge between 848000 and 864000)
pk768:105|wrong|tag|takes all 2500 ('the maximum number'); '<answer>\n2500\n</answer>' (gold 25)
pk768:106|correct|tag|2500 - 2475 = 25; '<answer>\n25\n</answer>' = gold
pk768:107|wrong|tag|counts the ones that do NOT explode; '<answer>\n2475\n</answer>' (gold 25)
pk768:108|correct|tag|2500 x 1/100 = 25; '<answer>\n25\n</answer>' = gold
pk768:109|wrong|tag|1% of all 50000; '<answer>\n500\n</answer>' (gold 25)
pk768:110|wrong|tag|takes all 2500; '<answer>\n2500\n</answer>' (gold 25)
pk768:111|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:112|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:113|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:114|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:115|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:116|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:117|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:118|correct|tag|120 - 36 = 84, 1/4 of 84 = 21; '<answer>\n21\n</answer>' = gold
pk768:119|correct|tag|900 - 58 = 842; '<answer>\n842\n</answer>' = gold
pk768:120|correct|tag|900 - 58 = 842; '<answer>\n842\n</answer>' = gold
awb:155|wrong|hash|no opening marker; sets E + 14 = 3 x 8 and ends 'the number of points Erin had before is #### 10.' (gold 18)
awb:156|wrong|hash|opens '#### 320000'; the working finds 240,000 (= gold) three times, then 'So, the correct answer is #### 320000.'
awb:157|wrong|hash|'#### 50' at both ends (15 * 1 + 15 * 2 mis-added to 50; gold 45)
awb:158|correct|hash|opening '#### 10' guess; the working ends '20 - 5 = 15 pupils. ## 15' = gold (the last answer counts)
awb:159|wrong|hash|'#### 31' at both ends (65 - 44 taken as 31; gold 21)
awb:160|wrong|hash|opens '## 85'; the working reaches about $761 a month, then 'the closest reasonable answer is:\n\n#### 85' (gold 803)
awb:161|wrong|hash|opens '#### 650'; the working ends '150 + 200 = 650' (mis-added) with no closing marker (gold 350)
awb:162|wrong|hash|opens '#### 24'; the working finds 13 + 3 = 16 (= gold), then 'Thus, the final answer is #### 24.'
awb:163|wrong|hash|opens '#### 30'; ends 'David saves #### 18.' (gold 6)
awb:164|correct|hash|opening '#### 9' guess; ends '12 inches of ribbon for each gift bow. #### 12' = gold
awb:165|wrong|boxed|opens '## 40'; the working finds 20% (= gold) three times, then 'the correct answer is \(\boxed{40}\).'
awb:166|wrong|hash|' #### 20 + 2*15 - 24 - 5 + 17 = 32. #### 32': the last answer is 32 (gold 38)
awb:167|wrong|boxed|opens '#### 5'; the working finds 5 - 2 = 3 (= gold), then 'the number of slices left is \(\boxed{5}\).'
awb:168|wrong|hash|opens '#### 20'; the working ends '$250 / $10 = 20 days' with no closing marker (gold 25)
awb:169|correct|hash|opening '#### 123' guess; ends 'the total number of bugs Nancy counted is:\n#### 168' = gold
awb:170|wrong|hash|opens '#### 10'; A = 42, E = 30, '42 - 30 = 10. ## 10' (mis-subtracted; gold 12)
awb:171|wrong|hash|no opening marker; ends 'the final answer is #### 135.' (gold 81)
awb:172|wrong|hash|'## 16' and '#### 16' (88 / 4; gold 22)
awb:173|wrong|hash|opens '#### 44'; the working ends '$35.00 + $15.00 = $44.00.' (mis-added) with no closing marker (gold 50)
awb:175|wrong|boxed|no opening marker; ends '\(\boxed{120000}\)' (gold 168000)
awb:176|correct|hash|opening '#### 1850' guess; ends '\(\boxed{3140}\). #### 3140' = gold
awb:177|correct|hash|opening '#### 50' guess; ends 'Timothy's locker is 40 cubic inches. #### 40' = gold
awb:178|wrong|hash|'#### 7000', then '(6,000 - 3,000 = 7,000)' (gold 3000)
awb:179|correct|hash|debatable: opens '#### 22'; the working finds 12 (= gold), then wavers ('the correct answer based on the steps is #### 12. But if we follow the given final answer, it should be #### 22.' twice) and ends '#### 12.': labelled by the last answer, 12 (the 22s are conditional on 'the given final answer'; read as a hedge it would be wrong)
awb:180|wrong|hash|no opening marker; counts 16 months, ends '#### 184' (gold 284)
awb:181|wrong|hash|no opening marker; ends '#### 6' (gold 8)
awb:182|wrong|boxed|opens '#### 390'; 240 + 180 + 150 = 390 (mis-added), '\(\boxed{390}\)' (gold 570)
awb:183|wrong|hash|opens '#### 120'; the working sums 150 (= gold), then argues 90, 'the final answer is #### 120. (Note: ... a total of 90 birds, not 120 ...) #### 90': the last answer is 90
awb:184|wrong|hash|no opening marker; 'Kenny started with \(\boxed{50}\) cards. #### 50' (gold 150)
awb:185|wrong|hash|no opening marker; ends 'did not get a second hotdog is #### 4.' (gold 26)
awb:186|wrong|boxed|opens '## 104.00'; the working finds 132.00 (= gold), then '\boxed{104.00}'
awb:187|correct|hash|opening '#### 10' guess; ends 'Prince Bruce has slain 30 dragons. #### 30' = gold
awb:188|wrong|hash|no opening marker; c = 4.4, 'the number of candy bars George bought is:\n#### 4' (gold 5)
awb:189|wrong|prose_sentence|opens '#### 14 ounces'; the working ends 'the total weight of the remaining cake, which is 18 ounces.' (neither is the gold 15)
awb:190|correct|hash|opening '#### 1' guess; ends 'the cost per serving is $2.00. #### 2.00' = gold
awb:191|wrong|hash|no opening marker; ends 'to get to the theater first. #### 7' (gold 17)
awb:192|wrong|hash|'#### 47' at both ends (gold 49)
awb:193|correct|hash|opening '#### 25' guess; ends 'Movie A was 20 minutes long. #### 20' = gold
awb:194|wrong|boxed|opens '#### 400'; the working finds a profit of 539 (= gold), then 403 for the department-store sales, ends '\[ \boxed{400} \]'
awb:195|wrong|boxed|'#### 100' and '48 + 64 = 100' (mis-added), '\(\boxed{100}\)' (gold 112)
awb:196|wrong|hash|opens '#### 8960'; ends 'the final answer is:\n#### 2400' (gold 6400)
awb:197|wrong|hash|no opening marker; 'Therefore, #### 240 apples.' (gold 150)
awb:198|wrong|boxed|opens '#### 25'; the working finds 35% (= gold), then picks 25 from invented 'choices': '\(\boxed{25}\)'
awb:199|wrong|hash|opens '#### 66'; the working ends '21 * 4 = 66 cents' (gold 84)
awb:200|wrong|hash|'#### 36' at both ends ($21 + $50 mis-added; gold 71)
awb:201|wrong|hash|'#### 3' at both ends (the tip alone; gold 18, pizza and tip)
awb:202|wrong|hash|no opening marker; ends 'Finley finished the race in second place. #### 2' (gold 6)
awb:203|wrong|hash|'#### 5' at both ends (gold 3)
awb:204|correct|hash|debatable: opens '#### 20'; the working finds 5 books each, then 'The final answer is #### 20. (This is a repetition of the total number of books, as the question asks for the number of books each child received, which is 5, not 20.) #### 5' = gold: labelled by the last answer (as round 68's awb 149)
awb:205|wrong|hash|opens '#### 14'; the working ends '2 + 9 = 14 tubes' (mis-added; gold 11)
awb:206|wrong|hash|opens '## 29'; boxes 26 (= gold) twice, then 'For the sake of the given solution, the final answer is \(\boxed{29}\). #### 29'
awb:207|correct|boxed|debatable: opens '#### 40' and boxes 40; the recheck boxes 240 (= gold), then 'Given the problem's context, the answer should be \(\boxed{40}\). However, the correct mathematical calculation is \(\boxed{240}\).': labelled by the last answer, 240 (as a hedge between 40 and 240 it would be wrong)
awb:208|correct|boxed|opening '#### 9' guess; the working ends 'the number of girl Pomeranians Jana has is \(\boxed{6}\).' = gold
awb:209|wrong|hash|opens '#### -13'; the sum is mis-added to -28 (average about -9.33), then 'the exact answer in the required format is:\n\n#### -13' (gold -10)
awb:210|wrong|hash|opens '## 24'; the working finds 8 + 24 = 32 (= gold), then 'Sally spends a total of \(\boxed{24}\) dollars. #### 24'
awb:211|wrong|hash|no opening marker; ends 'the final answer is #### 75.' (gold 25)
awb:212|wrong|hash|no opening marker; ends 'the height of the human pyramid is #### 53 feet.' (gold 21)
awb:213|wrong|hash|no opening marker; 8 x 60 x 5 = 2400 a day, ends '#### 12000' (gold 200)
awb:214|correct|hash|opening '#### 22' guess; ends 'Angela is currently 38 years old. #### 38' = gold
awb:215|wrong|hash|'#### 168' at both ends ('$168 + $56 = $168'; gold 112)
awb:216|wrong|hash|opens '#### 20'; the working finds n = 10 (= gold) three times, then 'the correct number of guests is 20. #### 20'
awr:0|correct|boxed|debatable: opens '#### 11' and concludes 'Janet makes \(\boxed{11}\) dollars', then '(Note: The correct calculation should be 9 eggs sold at $2 each, which equals $18, not $11.) Correcting the final step: ... So, the final answer is \(\boxed{18}\).' = gold: labelled by the last answer (as round 68's awb 133 / 149)
awr:1|wrong|hash|opens '#### 170000'; the working finds a profit of $70,000 (= gold), then adds its way to 170,000: '#### 170000'
awr:2|wrong|hash|opens '#### 30'; the working finds 20 cups (= gold) twice, then 'the final meal should provide 30 cups of feed. #### 30'
awr:3|wrong|hash|opens '#### 74'; the working finds $64 (= gold) twice, then boxes 74 and ends '#### 74'
awr:4|wrong|boxed|opens '#### 120'; the working sums 160 + 80 + 20 = 260 (= gold), then '\boxed{120}'
awr:5|wrong|hash|opens '#### 1200'; the working totals 120 minutes, then '\(\boxed{1200}\) minutes ... #### 1200' (gold 160)
awr:6|wrong|hash|opens '#### 160'; the working reaches 295 miles, then 'the final answer is:\n#### 160 miles.' (gold 45)
awr:7|wrong|hash|opens '#### 470'; the working sums $400 + $60 = $460 (= gold), then '\(\boxed{470}\). #### 470'
awr:8|correct|boxed|opening '#### 222' guess; the working ends 'the total number of downloads over the three months is \(\boxed{366}\).' = gold
awr:9|correct|hash|opening '#### 250' guess; ends 'the maximum profit would be $125. #### 125' = gold
awr:10|wrong|boxed|opens '#### 16750'; '35000 + 22500 = 16750' (mis-added), '\(\boxed{16750}\)' (gold 57500)
awr:11|wrong|hash|no opening marker; ends 'the amount of water in the remaining 24 liters is #### \(\frac{47}{3}\).' (47/3 = 15.67, the water before the spill; gold 15)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
