__doc__ = r"""Build public_heldout256.jsonl: a 256th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239, 244, 248 and 252's GSM8K source at one place they did not
read: a BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ...
</answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). One place, consecutive pages
  joined:
  - A: pages 480000, 496000, 512000 and 528000 (test 259-292): lines 260-291 kept (32); line 259
    (Andrea's and Jamal's fruits, gold 168) opens on page 464000, not read, and is dropped; line
    292 (Susan's online task) is cut at the end of page 528000 inside its correct_answer.
  32 kept (the brief asked for about 60 from two or three places; the session's time allowed one
  place of four pages). Lines crossing a page edge: 267 (the oil and chicken) and 283
  (Katerina's beads) inside the generated_text, 275 (Sean's lines) inside the prompt. The record
  number is the GSM8K test index (each prompt is the R1-Zero head + a GSM8K test question word
  for word, and each `correct_answer` that question's GSM8K answer word for word, checked by
  work/extract.py for all 32). Gold: the '####' value of `correct_answer`, checked by the build
  equal to gsm8k test's.

Method (rounds 88-252's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 4 pages came
out at 16,000 characters (im_496000 after one slip was cut: the first paste ran on past the
page's end with a repeat of line 268's text, removed so the paste ends where the display does).
One loop marker (work/mk.py's @@U..@@ form): line 262's completion (Maddison's marbles) holds
four runs of 38 '━' and then, after 'تصوير', the unit ' •' 484 times before ' >'; the unit was
pasted once with a count of 483 more, fixed by an alignment read at 487818 (the file offset the
paste puts at ' >\\nI've come up'), which opened exactly there. A read at 485373 (after the first
'━' run) opened exactly on '\\n\\nUser: Eva', so the first run is placed; the other three runs
(each pasted as 38, as the first) are fixed together by the read at 487818 (a slip of one in a
single run would also leave an odd remainder to the 2-character loop unit). Both alignment reads
were read, not pasted. Runs of two and three spaces (code comments, list indents, '  {5}',
'</think>  ') lie inside one page each and are fixed by its length. GSM8K's no-break spaces (the
display shows them as plain spaces) lie in test 105, 223 and 576 only, none in this place
(work/extract.py checks every question and answer equal to gsm8k test's). The files' raw
non-ASCII text was pasted as shown: '’', '–', '×', '÷', '。', '━', 'ᵗ', Thai 'ย่', '✿', '✱', '｡',
Arabic 'عظم', 'تعال', 'تصوير', '✐', '•' (im:262), Cyrillic 'ӯ' in '<brӯms>' and Japanese
'メリット' (im:265), Chinese '下面的 是', '下面是题。', '为了解决这个数学问题，我们需要按照步骤进行计算：'
(im:275), and in line 283's scrambled completion Chinese and Cyrillic scraps ('澳大', 'себя',
'乡村振兴', '女星', '设计上栓', '更是', '励', '育人', '？', '是在', '夕周：', '高速）'); line 283 holds
one '\\t' escape, pasted as shown. Invisible code points would shorten or lengthen a page; every
page is 16,000 characters.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined pages with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling. Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 288 files, 35,337 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 219-253 among them, rounds 233, 239, 244, 248 and 252's
imraviagrawal lines included) and with the others of this round: no repeat; nothing dropped.

Repository counts (32 records): imraviagrawal/assignment5-alignment 32 (100 %). Licence: no
LICENSE file in the index (as rounds 233-252 found); `licence` per record.

Split: think_answer 32 (every prompt the R1-Zero format; the base model leaves it often: tags
never closed or never opened, 'answer>' without '<', '<<answer>', '<link.itd>', '</thought>',
'<end think>', '<response>', a lone ' <answer>', fake 'User:' / 'Assistant:' turns with invented
problems and answers of their own, Python with made-up output, HTML-like scraps, scrambled text
in several scripts), long_cot 0. GSM8K 32 (test 260-291), MATH 0.

Truths: correct 13, wrong 16, no_answer 3; debatable 3 (im:262, 278, 283). Forms: tag 20,
boxed 6, answer_colon 2, none 2, answer_is 1, prose_sentence 1 (the LABELS table is the record).

Label conventions (rounds 37-252's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says (im:278 debatable), a sentence in the tag
read for the value it states (im:274, im:282); a malformed or never-closed tag counts ('answer>'
im:269, '<<answer>' im:285, '<link.itd>' im:289, im:265); a right answer over wrong working is
correct (im:261); with no answer tag the completion is labelled by its last box or last stated
result (im:262, im:267, im:270); another quantity or a step is wrong (im:273 both sleeves;
im:284 the second week only; im:285 the brother's age now); text invented after the answer (fake
turns, new problems with answers of their own) does not change the answer given to the question
posed (im:267, im:269, im:289); a reply with no value for the quantity asked is no_answer
(im:271, im:276, im:283). Debatable: im:262 ('{250}+{20}={270}\\ marbles.  </think>', then
invented 'User:' turns and scrambled text cut mid-sentence: correct, no_answer arguable, 270
standing only in the thinking); im:278 ('The sum of their ages in 10 years will be 40.', then
'<answer> twenty, fifty . </answer>': wrong, correct arguable); im:283 (a scrambled tag with
'\\frac{35}{4}' and '25 - 2 = 23' as steps and no bead count stated: no_answer, wrong arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 480000, 496000, 512000, 528000
(pasted), and the alignment reads 485373 and 487818 (not pasted; they run to 501373 and 503818,
inside the pages pasted).

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-224000, 288000-400000, 448000-464000, 544000-624000 (line 292, Susan's online task, gold
75, opens on page 528000 and ends on 544000: read 528000 again first), 688000-784000,
848000-1024000, 1088000-1104000, 1184000-1232000 (or 1179871 on), 1280000-1344000,
1408000-1584000, 1648000-1712000, 1760000-1856000, 1904000-1952000, 2000000-2144000, 2186924
onwards to 2448000 (a grid at 16000k + 10924 from there, or 2192000 on), 2496000 (partial));
line 259 (Andrea's fruits, gold 168) opens on page 464000; lines 136, 159, 603, 632, 926 and 939
as round 252 listed. GSM8K's no-break spaces lie in test 105, 223 and 576 only. Watch for long
runs of one character in scrambled tails (this round's '━' and ' •' runs: a loop marker with a
count fixed by an alignment read), for a paste running on past the display's end (this round's
one slip, caught by the length check), for runs of spaces, and for invisible code points in
scraps of mixed scripts. PaoPaoYue's math_eval_results.json and round 228's other leads
(Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline
files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not
taken here.

Usage: python build_public_heldout256.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout256.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout256.jsonl"
SOURCE = "public_heldout256"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 480000 "
        "to 528000 joined (test 260-291)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:260|wrong|tag|'<answer>It takes 8 cups of flour to bake 12 cookies.', 'Carla needs a total of 8 cups of flour', 'which simplified is 120/8 cups of flour. </answer>': 15 last, 8 before (gold 11: 66 cookies = 5.5 dozen, 2 cups a dozen)
im:261|correct|tag|'there will be 390/100 = $3.90 in the cup. </think> <answer> The total dollar amount in a stack with 6,200 pennies = $62 </answer>' (right answer over wrong working)
im:262|correct|prose_sentence|debatable: 'she has  {250}+{20}={270}\ marbles.  </think>', then invented 'User:' turns (Eva's apples, packaging, David's vases with no value), '━' rules, a run of ' •' and 'I've come up with a difficult question', cut at 'which is': 270 the last result for the question posed; no_answer arguable, 270 standing only in the thinking with no answer statement
im:263|correct|tag|'<answer> Ferndinand has \( \frac{6}{2} = 3 \) trees, and Harry has \( 2 \cdot 3 + 5 = 11 \) trees. So, there are \( 11 - 3 = 8 \) more trees'
im:264|wrong|tag|'Samantha has $235, and Daisy has $285.', '<answer> $420.</answer>' (gold 400 = 100 + 125 + 175)
im:265|wrong|tag|'<answer> $ 154 250<br>', never closed, then 'Total price = $409,500', 'Total cost = $561,000', '343,750 – 343,000 = $750,' and a fake 'User:' turn: no value is 9500 (gold 9500 = 409,500 - 400,000)
im:266|wrong|tag|'$200 000×5%=2000 dollars', '<answer>  the answer is $348 000.</answer>' (gold 118000 = 400,000 - 12,000 - 20,000 - 250,000)
im:267|wrong|boxed|'${20 \cdot 1.4}={28 \text{ minutes}}$\n${28-5}= \boxed{23 \text{ minutes}}$', then invented problems (a z-score 1.33, a matrix trace $-16$, AD-AS economics) cut mid-sentence: 23 the cooking time only (gold 91 = 48 warming + 43 cooking)
im:268|correct|boxed|'```output\n1375\n```\nThe total amount spent by the real estate agent on buying all the ads is \(\boxed{1375}\).'
im:269|correct|tag|'16/2/2 = 4answer> 4 are blue golf balls.', then invented 'User:' problems with answers of their own (102 cents, 9 pizzas)
im:270|correct|answer_is|'300 + 312 + 150 = 762 M&Ms.\n</think>\nanswer The answer is 762.'
im:271|no_answer|none|the whole completion is ' <answer>': no value (gold 20)
im:272|wrong|tag|'deduct the cost of all items from total paid </think>\n<answer> $2.95 </answer>' (gold 5 = 20 - 15)
im:273|wrong|boxed|'each of the sleeves would take 200 stitches </think>', then 'Stitches for the collar} = \frac{1800}{10} = 180', 'Therefore, each sleeve takes \boxed{630} stitches.' (gold 315: collar 90, rosette 180, sleeves 630 together)
im:274|correct|tag|'<answer>Now, we add the total cost of tomato seeds and celery seeds', '$800 + $2400 = $3200. So, Mrs. Rylan spent $3200 on seeds.</answer>'
im:275|wrong|boxed|'Sean’s lines for the first scene are \(108 \times \frac{2}{3} = 72\) lines', 'the total number of lines Sean has to memorize is \(\boxed{174}\).' (gold 138 = 54 + 36 + 48: a third of the first scene)
im:276|no_answer|none|'There are cards because She had cards and cards are\">\nAnswer: Carly had cards with the letters A, B, and C on them, so she had cardsonical cards. So Carly had cards with the letter D on them.</answer>': no number (gold 9)
im:277|correct|boxed|'```output\n4.0\n```', 'Therefore, the final answer is:\n\n\[\n\boxed{4}\n\]'
im:278|wrong|tag|debatable: 'The sum of their ages in 10 years will be 40.\nAssistant: <answer> twenty, fifty . </answer>': the tag, last, holds 'twenty, fifty' (gold 40); correct arguable, 40 being stated plainly just before
im:279|wrong|tag|'<answer>The current age of Sam is 4.5 years.', 'Therefore, the current age of Sam is 4.5 years.</answer>' (gold 6: 3(x + 9) = 6x + 9)
im:280|correct|answer_colon|'The total amount of money he paid is $5 + $2 = $7.\nAnswer: 7'
im:281|wrong|tag|'(40 + 60) * 105 = 100 * 105 = 10500 spots. <answer> Half the number of total spots is 10500 / 2 = 5250 spots.' (gold 2450 = (40 * 70 + 60 * 35) / 2)
im:282|correct|tag|'13 pizzas x $15 per pizza = $195. </think>', 'Assistant: <answer> Yes, the correct answer is $195. </answer>'
im:283|no_answer|tag|debatable: scrambled mixed-script text; '<answer>The number of beads used for all the necklaces for6:Katerina makes De-更是thazrical 19necklaces', '25 - 2 = 23', '\frac{140}{12}= \frac{35}{4}', 'Conclusion The number of E A Bet JsmbSHI hccdung $bea'e', never closed: no bead count stated (gold 68 = (25 - 8) * 4); wrong arguable, 35/4 being the last value computed
im:284|wrong|boxed|'40 + 80 + 120 = 240 stories.</think>\nThe total number of stories they wrote altogether is \(\boxed{240}\).': the second week only (gold 360 = 120 + 240)
im:285|wrong|tag|' <<answer>9*2=18years old. Your brother is twice your age.', '2*9=9+9=18. </answer>': the brother's age now (gold 21 = 18 + 3)
im:286|correct|tag|'145 - 55 = 90 cents left.\n</think>\n<answer> 90 </answer>'
im:287|wrong|tag|'<response> Therefore, there are 12 rows with 5 stars each. </response> <answer>There are 12 rows of 5 stars each.</answer>' (gold 8 = (76 - 24 - 12) / 5)
im:288|wrong|tag|'= 6000 pounds. <answer> 80 flagstones require 8 trucks. </answer>' (gold 3 = 6000 / 2000)
im:289|correct|tag|'480/30 = 16 hours.\n</think>\n<link.itd> 16 hours </link.itd>', then an invented 'User:' problem (legs in a room) with its own '<link.itd> 33 dogs,13 cats,7 men </link.itd>'
im:290|wrong|tag|'398 + 39 equals 437 medals in total.</think> <answer>437</answer>' (gold 390 = 39 * 10)
im:291|correct|answer_colon|'16 bars / 8 children = 2 bars per child.\nAnswer: 2 bars'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout256.jsonl: a 256nd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
