__doc__ = r"""Build public_heldout244.jsonl: a 244th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues round 239's GSM8K source at three places rounds 233 and 239 did not read: a
BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ...
</answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Three places, consecutive pages
  joined at each:
  - G: pages 640000, 656000 and 672000 (test 345-368): lines 346-367 kept (22); line 345 (the
    restaurant's table legs) opens on page 624000, not read, and is dropped; line 368 (Erin's
    points) is cut at the end of page 672000 inside its generated_text.
  - H: pages 1600000, 1616000 and 1632000 (test 854-880): lines 855-879 kept (25); line 854 (the
    town's new homes) opens on page 1584000, not read; line 880 (Sarah's rope) is cut inside its
    correct_answer.
  - I: pages 2160000 and 2170924 (test 1139-1151): lines 1140-1150 kept (11); line 1139 (the
    bagels) opens on page 2144000, not read; line 1151 (Sid's average speed) is cut inside its
    generated_text. The read at 2170924 was made to check page 2160000's long runs of spaces (the
    lemon table of line 1143) and was taken as the next page: it opens 5,076 characters before
    page 2160000's end, and those 5,076 characters of its paste equal page 2160000's paste's last
    5,076 (checked by work/extract.py) and are joined once.
  58 kept. Lines crossing a page edge: 353 inside the correct_answer, 871 inside the
  generated_text, 362 and 862 inside the prompt; 1143, 1144 and 1145 lie on the overlap of pages
  2160000 and 2170924. The record number is the GSM8K test index (each prompt is the R1-Zero
  head + a GSM8K test question word for word, and each `correct_answer` that question's GSM8K
  answer word for word, checked by work/extract.py for all 58). Gold: the '####' value of `correct_answer`, checked by the build
  equal to gsm8k test's.

Method (rounds 88-239's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 8 pages came
out at 16,000 characters on their first paste; no loop marker was needed. GSM8K's no-break spaces
(the display shows them as plain spaces) lie in test 105, 223 and 576 only, none in these places
(listed by script before pasting). Line 1143's table holds long runs of spaces; the alignment read
at 2170924 opened exactly at 'Bringing Audio Up to 5 Minutes', where the paste of page 2160000 has
it, so the runs before it sum right, and its own paste (a second, independent paste of 5,076
characters of line 1143 onwards) equals the first. Two characters are pasted as displayed and could
not be checked against a second source (find_string does not hold this file): line 857's
completion holds one U+FFFD ('\text�\text', most likely a byte-level token vLLM could not decode),
and line 870's completion holds 'µ' (pasted as U+00B5, MICRO SIGN, as displayed; four times, in an
invented physics problem after the reply). Neither bears on a label. The files' raw non-ASCII text
(Chinese, Korean, Japanese and Vietnamese scraps, '’', '‘', '–', '−', '×', '÷', '…', '•', 'π',
'√', and 'μ' and 'σ²' in line 345's invented 'Human:' turn, not taken) and its '\r\n' escapes
were pasted as shown.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined pages with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling (their final answers
and golds). Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 266 files, 34,694 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-241 among them, rounds 233 and 239's imraviagrawal
lines included) and with the others of this round: no repeat; nothing dropped.

Repository counts (58 records): imraviagrawal/assignment5-alignment 58 (100 %). Licence: no
LICENSE file in the index (as rounds 233 and 239 found); `licence` per record.

Split: think_answer 58 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, 'answer>', 'answer' with no brackets, '答:', '</close think>', '< /think>',
'<theguard>', '<endthink>', '<end>', '[Math] ... </math>', tags never closed or never opened,
placeholder tags ('<answer>answer here</answer>'), fake 'User:' / 'Assistant:' / 'Human:' turns,
invented follow-up problems with answers of their own, forum text, Python code, tables, scraps in
several scripts), long_cot 0. GSM8K 58 (test 346-367, 855-879, 1140-1150), MATH 0.

Truths: correct 29, wrong 23, no_answer 6; debatable 8 (im:357, 358, 363, 856, 864, 865, 870,
1145). By place: G 12 / 8 / 2, H 12 / 11 / 2, I 5 / 4 / 2. Forms: tag 35, prose_sentence 6,
boxed 5, answer_colon 4, none 4, answer_is 3, truncated 1 (the LABELS table is the record).

Label conventions (rounds 37-239's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or equation in the tag read for
the value it states (im:347, im:352, im:356, im:360 'x=25', im:869); a tag never closed counts
(im:348, im:876, im:1143), and so does a malformed one ('answer>' im:346, im:867); a right answer
over wrong working is correct (im:857 '$4000+4000+6000$' for 8000 + 6000); with no answer tag the
completion is labelled by its last box or last stated result (im:349, im:354, im:861, im:1141,
im:1149); equal in value but written differently is correct (im:860 a scrap 'aghetti is' before 3,
im:873 '$12.00'); another quantity or a step is wrong (im:878 Micah's glasses, not the difference);
two differing answers are wrong (im:353 '25 1/3 hours' then '60 %', im:1145 debatable); text
invented after the answer (fake turns, new questions with answers of their own, forum text) does
not change the answer given to the question posed (im:358, im:364, im:1141, im:1143, im:1146); a
fake 'Assistant:' turn that gives the answer counts as the answer (im:364, im:855, im:875); a tag
holding only a placeholder is no_answer (im:361 '<answer>answer here</answer>'); a reply with no
value for the quantity asked is no_answer (im:865 debatable, im:870 debatable, im:1144, im:1147);
a response cut at the token cap before any final answer is no_answer (im:367). Debatable: im:357
(garbled scraps in the tag, 'The bass on the number of friends Morgan invites is: <theguard>20':
wrong, no_answer arguable); im:358 ('Answer: 50 cents' for a made-up '5 minutes at 10 cents a
minute', then an invented problem boxed 257: wrong, no_answer arguable); im:363 ('<answer>6. 36
minutes </answer>' with no working: wrong, correct arguable, reading '6.' as the value); im:856 (7
packs in the think block, then an empty '答:': correct, no_answer arguable); im:864 ('100 - 20 = 80
burritos', then '... before Mr. George started eating them was <80 > burritos.': correct, wrong
arguable); im:865 ('z = 75 - (12 + 10 + 30)' never evaluated: no_answer, correct arguable, the
expression being 23); im:870 (no amount for Keenan, then an invented physics problem ending 'The
answer is 1.42 A/m': no_answer, wrong arguable); im:1145 (garbled set algebra in the tag, 'A(3S)=
A(S)*3=48' then 'A(Total)=A+3A=56': wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 640000, 656000, 672000, 1600000,
1616000, 1632000, 2160000, 2170924 (the last both an alignment read and a page). Also looked up,
with no hit (the file is not in find_string's selection): the strings 'F = (µ0 * I1 * I2) / (2 * π
* r)' (U+00B5 and U+03BC) and 'the Significant Book that Frances Droesch Monfray'.

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-400000, 448000-624000, 688000-1024000, 1088000-1232000, 1280000-1584000, 1648000-1856000,
1904000-2144000, 2186924 onwards to 2448000 (a grid at 16000k + 10924 from there, or 2192000 on),
2496000 (partial)); line 345 opens on page 624000, line 368 at the end of 672000, line 854 on
1584000, line 880 at the end of 1632000, line 1139 on 2144000, line 1151 at the end of the read
at 2170924. GSM8K's no-break spaces lie in test 105, 223 and 576 only (576 already taken by round
239). Watch for tables with long runs of spaces (place them with alignment reads), for U+FFFD and
look-alike letters ('µ' / 'μ') that a second source cannot confirm, and for invisible code points
in scraps of mixed scripts (rounds 233 and 239 each lost a line to one). PaoPaoYue's
math_eval_results.json from 255990 (round 239's lead; id 125 opens at the end of page 239990) and
round 228's other leads (Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl,
the scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki,
bohao-li) were not taken here.

Usage: python build_public_heldout244.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout244.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout244.jsonl"
SOURCE = "public_heldout244"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 640000 "
        "to 672000, 1600000 to 1632000, 2160000 and 2170924 joined by place (test 346-367, "
        "855-879, 1140-1150)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:346|correct|boxed|'Jenny eats 36 - 27 = 9 cookies in a week.\nanswer>\n$\boxed{9}$': a malformed tag, the box holding 9
im:347|correct|tag|'<answer> the total cost without discount is $60, and with a 40% discount, the total cost with discount is $60 - ($60 * 40%) = $60 - $24 = $36.</answer>'
im:348|correct|boxed|'<answer>' opened at the start and never closed, then 'the factory is making \(\boxed{10}\) percent more per day now.'
im:349|correct|prose_sentence|'</think>\nanswer' (no brackets), the steps, then 'So, Madeline spends $2640 on her dog per year.'
im:350|wrong|prose_sentence|scraps in a table ('Wednesday -- 1 minute --', '长春的坐船'), ending '// * Finally 1+3+ 5+5 = 15 hours' (gold 8 = 1 + 3 + 0.5 + 1.5 + 2)
im:351|correct|tag|'Answer: 10 plant pots are left over. </think> <answer> 10 </answer>'
im:352|correct|tag|'<answer> Andrea saved $21. </answer>'
im:353|wrong|answer_is|'the time spent in sightseeing is 62 2/3 × 0.4 = 25 1/3 hours', then after '</think>': ' Answer  is  2x30 = 60 % .\n\nbut is it?': both values wrong (gold 20: 6 + 3 + 6 = 15 hours are 30%, so 50 hours in all, 40% of it)
im:354|correct|answer_is|'$400 - $355 = $45.\nThe answer is $45.'
im:355|correct|tag|'<answer> The height of the tallest tree is 34 feet.</answer>'
im:356|correct|tag|'<answer>Dean spent $17 on the toys. ... Dean now has $11 + $10 = $21.</answer>'
im:357|wrong|tag|debatable: '<answer>\n<theguard>5*2=10\n2 * $10 = 20\n5 + 10 + 20 = 35 <endthink>\nThe bass on the number of friends Morgan invites is: <theguard>20 <endthink>', then scraps and invented 'Case 1/2/3 Question's: 20 friends (gold 2: $30 a person, 90 / 30 = 3 people, Morgan among them); no_answer arguable, the tag holding garbled scraps
im:358|wrong|answer_colon|debatable: ' 5 minutes at 10 cents a minute\nAnswer: 50 cents', then an invented problem (Renata's cheese and bread, '\boxed{257}' cents): neither the savings asked (gold 20 = (5 - 1) * 5); no_answer arguable, the '50 cents' answering a made-up phone call, not the question posed
im:359|wrong|tag|'X = -1.5', 'The correct answer is X = 0.\nTherefore, Billy bought 0 pounds of candy.\n</answer>' (gold 4: $2 of gumballs is half the change, so $4 change and $6 of candy at $1.5 a pound)
im:360|correct|tag|'Let son’s age be x. 2x-5=45. </think> <answer> x=25</answer>'
im:361|no_answer|tag|'divide 18,000 by 175', scraps ('< /think > + /', '1,9'), an invented problem (math shirts and books), then '<answer>answer here</answer>': a placeholder, no number of days (gold 20: 300 miles a trip, 900 a day)
im:362|correct|tag|'the total amount of stuffing needed is 8 + 15 = 23 pounds.\n</think>\n<answer>23 pounds</answer>'
im:363|wrong|tag|debatable: no working ('Add them ___.'), then '<answer>6. 36 minutes </answer>': 6 hours 36 minutes or 6.36 (gold 6 = 210 / 70 + 240 / 80 hours); correct arguable, reading '6.' as the value and '36 minutes' as a stray scrap
im:364|correct|boxed|scraps ('therefore the answer is, five and it is yesterday', 'Think: HOPE YOU CAN HELP ME.'), a fake 'Assistant:' turn: '53 - 4 = 49', '\(\boxed{49}\)', then invented 'Human:' turns with answers of their own (Standard Co., '\boxed{\text{Yes}}'; a 3-manifold proof cut at the token cap): the answer given to the question posed is 49
im:365|wrong|answer_colon|'6 girls and 3 boys, also making a total of 9 kids', 'Answer: In the second interpretation of "twice", there should be 9 kids in the park.' (gold 18: 12 boys)
im:366|wrong|tag|'#1 3*42=126 "3 tests should each have 42 points."', '<answer> 78 points </answer>' (gold 9 = 42 - 15 - 18)
im:367|no_answer|truncated|'50 - (17x - 20) = 50 - 17x + 20 = 70 - 17x', the given 3 masks never used, then code cut at the token cap at 'shoplift': no count (gold 19 = 50 - 3 - 7 - 21)
im:855|wrong|tag|'my sister's age as x + 5', 'x = 12.6', a fake 'Assistant: <answer>' turn: 'the User's age is 12.6 - 3 = 9.6 years old. ... round this to the nearest whole number, which is 10 years old.', then invented 'User:' turns with answers of their own (a + b = 240; Anne Sullivan): 10 (gold 13: 6X + 9 = 87)
im:856|correct|prose_sentence|debatable: '54 / 8 = 6.75 packs. Since we can only buy whole packs, Mr. Jackson needs to buy 7 packs to have enough glue sticks for every student and have some extra. </think>\n答:': 7 in the working, then an empty '答:' ('Answer:'); no_answer arguable, the answer line left empty
im:857|correct|tag|'<answer> The answer is $4000+4000+6000$, which will give the user $14000$ gallons throughout the week.</answer>' (the sum equal to the gold's 8000 + 6000)
im:858|wrong|tag|'1+6+36=43 infected after one day', '1*6+6*6+36*6+216*6=228+216*6= 1552+\n2256=3808 );\nThe answer is <answer> 3808 people </answer>' (gold 3430 = 10 * 7^3)
im:859|wrong|tag|'for fifty customers, the tip $20 should suffice. <answer> $1000 </answer>' (gold 1520 = 800 + 720)
im:860|correct|tag|'The number of oranges she remained with is \(12 - 9 = 3\).\n</think>\n<answer>\naghetti is\n3\n</answer>'
im:861|correct|boxed|code printing 30.0, 'Wendy earns compared to Amber in a 1-year time frame is \(\boxed{30}\).'
im:862|correct|tag|'4000 cents is equal to 40 dollars   </think> <answer> Answer = 40 dollars  </answer>'
im:863|wrong|answer_is|'340</close think> 20 more than 70 gold coins are silver coins. There are 70 gold coins so there must be 100 coins. Answer: The answer is 100 coins.`' (gold 110: 40 silver + 70 gold)
im:864|correct|prose_sentence|debatable: 'the total number of leftover burritos from the picnic is 100 - 20 = 80 burritos.', then 'The total number of leftover burritos from the picnic before Mr. George started eating them was <80 > burritos.': 80; wrong arguable, the last sentence calling it the count before Mr. George ate (100)
im:865|no_answer|none|debatable: '12 red cars, 10 green cars, and 30 blue cars', 'z = 75 - (12 + 10 + 30) where z is the number of yellow cars!', then forum scraps ('Human language has all its problems. ...'): the expression never evaluated; correct arguable, the expression being 23 (gold)
im:866|wrong|tag|'$x + 25 = Wo + (12 books$ <answer> $Fawn has 48 books</answer>' (gold 28: Anne 16, 3x + 37 = 85)
im:867|correct|tag|'The weight of the carrots is $10 - 3 = 7$ pounds.\nanswer> The carrots weigh 7 pounds.': a malformed tag
im:868|wrong|prose_sentence|'1.25/3 which is .416 recurring', '*120 jello cups x .416 recurring dollars = $ 50 therefore he will spend 50 on jello\nanswer. 50 is \$50' (gold 15: 120 cups need 12 boxes at $1.25)
im:869|correct|tag|'<answer> $4000 - 3500 = $500. The seller will give back $500. </answer>'
im:870|no_answer|none|debatable: a table of '?' ending '= 4 $<answer> ', then an invented question (the Industrial Revolution), forum text and an invented physics problem ending '####\nThe answer is 1.42 A/m': no amount for Keenan (gold 40 = 40% of $100); wrong arguable, taking the last 'The answer is 1.42 A/m'
im:871|correct|tag|'24 (first day) + 10 (second day) + 14 (third day) = 48 pieces. </think>\n<answer>48 pieces </answer>'
im:872|wrong|tag|'For 5 bottles of water, the total is $8 \times 5 = $40.', '<answer>... the total cost for David's purchase is $9.00 + $40 = $49.00.</answer>' (gold 13: water $2 a bottle, $9 + $4)
im:873|correct|answer_colon|'$12.48 - $0.48 = $12.00', 'Answer: David has $12.00 left after buying the bolts for the hardware store.'
im:874|correct|tag|'she would earn $132 after 12 hours.\n</think> <answer> $132\n</answer>'
im:875|correct|tag|'80 - 20 = 60 marbles left.</think>', an invented 'The User:' turn, then 'Assistant: <answer>Paul now has 80 - 20 = 60 marbles left.</answer>'
im:876|wrong|tag|no working (a note on propositions), then ' <answer>Amy scores 5 points from the multiple-choice questions, 2 points from the true/false questions, and 4 points from the long-answer questions. The total is 5 + 2 + 4 = 11 points.\n出会ings [[Answer]]', never closed (gold 41 = 8 + 18 + 3 * 5)
im:877|wrong|tag|'$2000 + [latex]180 * 50[/latex] = $11,800', 'x = 50/100 * [latex]180 * 50 = 4500[/latex]', '<answer> Isaias bought the chickens for $4500. </answer>' (gold 7000 = 180 * 50 - 2000)
im:878|wrong|tag|' Julie and Micah sold an equal number of glasses <answer> 9 glasses each </answer>': Micah's glasses, not the difference asked (gold 5 = 14 - 9)
im:879|wrong|tag|'The amount she spent on a pedicure was 3/4 of $400, which equals $300.', ' <answer>She spent $800 at the spa.\n</answer>' (gold 575: the pedicure 3/4 of the $100 manicure, $75)
im:1140|wrong|tag|'The answer is [Math]23-5=18</math></think> <answer>Answer is [Math]18-3=15</math></answer>' (gold 27: 3 potatoes make 2 scoops, 18 * 3 / 2)
im:1141|correct|boxed|'240 eggs / 12 = 20 dozen', 'the total number of dozens of eggs Chester will need for 60 days is \(\boxed{20}\).', then invented text (a baseball league, PCA2D) cut at the token cap
im:1142|correct|tag|'B = 60 - 17 - 34 = 9. So, there are 9 blue jellybeans in the jar. </think> The answer is <answer>9</answer>'
im:1143|wrong|tag|a table of 6 lemons a tree a year with '60' for year 10, 'Total = 135', 'Answer:   135 lemons\n</think> <answer> 135 lemons', never closed, then forum text (PowerPoint handouts, machine learning) to the end (gold 300 = 5 * 6 * 10)
im:1144|no_answer|none|'The value of x is 7.5, and there are 7.5 men and 17.5 women on the bus.', 'Therefore, the number of women who remain on the bus is:\n\n… answered </answer>': no count of the women remaining (gold 34 = 9/14 * 84 - 20)
im:1145|wrong|tag|debatable: 'Reasoning process here</think> <answer> B too concise, ...', set algebra with A the sunflowers sold: '$$A(3S)=A(S)*3=48$$', 'The Facing together is $$A(Total)=A+3A=56$$.', '\fbox{This is interesting}', more garbled cases ending '(Besides all it is forever much).': 48 and then 56 (gold 291 = (13 + 7 * 12) * 3); no_answer arguable, the tag holding garbled algebra
im:1146|wrong|tag|'his total loss is $60 (fixed expenses) + $24 (profit from selling rocks) = $84. Answer: $84 <end>', then invented 'User:' / 'Assistant:' turns (gold 16 = 100 - 12 * 7)
im:1147|no_answer|none|'45 scenes / 5 scenes/day = 9 days', '6 days', '7 days', 'total = min(no_of_days_arranged_on_large_scenes, ...) + a single day after completion of all problems\nanswer:\nTotal days of printing all the picture exchanged ... no_of_days_arranged_on_small_scenes': no total stated (gold 22 = 9 + 6 + 7)
im:1148|correct|tag|'\[ 36 \div 4 = 9 \]', '<answer> each child receives 9 eggs </answer>'
im:1149|correct|prose_sentence|'$3/day * 31 days = $93\n켎 The User should spend $93 on food in the month of May.'
im:1150|correct|answer_colon|'Answer: 6' for 30 - 24, then 'Answer: 21 It is because 6 and 15 make 21 from 6+15. \nNow Patricia have 21 roses.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout244.jsonl: a 244th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
