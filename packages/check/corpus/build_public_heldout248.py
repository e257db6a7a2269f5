__doc__ = r"""Build public_heldout248.jsonl: a 248th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (imraviagrawal's `rewards`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer
found and compared with the gold by hand.

The round continues rounds 233, 239 and 244's GSM8K source at three places they did not read: a
BASE model's zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ...
</answer>') on GSM8K test (CS336 assignment 5):
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Three places, consecutive pages
  joined at each:
  - J: pages 800000, 816000 and 832000 (test 427-453): lines 428-452 kept (25); line 427 (the
    baseball cards, gold 150) opens on page 784000, not read, and is dropped; line 453 (Jenna's
    sapphires) is cut at the end of page 832000 inside its correct_answer.
  - K: pages 1360000, 1376000 and 1392000 (test 730-756): lines 731-755 kept (25); line 730 (the
    packs of gum, gold 8) opens on page 1344000, not read; line 756 (the council's vote) is cut at
    the end of page 1392000 inside its generated_text.
  - L: pages 1968000 and 1984000 (test 1043-1062): lines 1044-1061 kept (18); line 1043 (the
    cities of South America, gold 130000) opens on page 1952000, not read; line 1062 (Hannah's
    doctor's visit) is cut at the end of page 1984000 inside its generated_text.
  68 kept. Lines crossing a page edge: 436 and 738 inside the prompt, 444 inside the
  'generated_text' key, 747 and 1053 inside the generated_text. The record number is the GSM8K
  test index (each prompt is the R1-Zero head + a GSM8K test question word for word, and each
  `correct_answer` that question's GSM8K answer word for word, checked by work/extract.py for all
  68). Gold: the '####' value of `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-244's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. All 8 pages came
out at 16,000 characters on their first paste; no loop marker was needed. Line 1060's completion
(Becky's pizzas) holds five runs of spaces (3, 7, 7, 3 and 5 wide); four alignment reads were made
at the file offsets where the paste puts the words after the first four runs (1996667 'So if you
do', 1996807 'So each time', 1996883 'Furthering', 1996958 'To round twice') and each opened
exactly on those words, so each run before them is right; the fifth is fixed by the page length.
The alignment reads were not pasted. GSM8K's no-break spaces (the display shows them as plain
spaces) lie in test 105, 223 and 576 only, none in these places (work/extract.py checks every
question and answer equal to gsm8k test's). The files' raw non-ASCII text was pasted as shown:
'’', '–', '×', '÷', '…', CJK scraps ('期限' im:445, '篙' im:746, '兴致' im:1052), Arabic ('رئيس'
im:1052), Ethiopic ('ት' im:1051), 'ś' (im:1054), 'ɛ' (im:1060), and in invented text after the
answer of line 1043 (not taken) 'π' and '³'; line 731's completion holds '\r\n' escapes (6 carriage
returns in its Python code), pasted as shown. Invisible code points would shorten or lengthen a
page; every page is 16,000 characters.
work/extract.py cut the records out by script (raw_im.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every line that opens and
ends on its joined pages with json and checked that the cut body decodes to the parsed field,
checked every prompt's head (the R1-Zero prompt) and question against gsm8k test and every
`correct_answer` against it (a check of the prompt and gold parts of the pastes), and refused
completions holding a control character other than newline, carriage return and tab (none did).
The completions were read over against the displayed pages while labelling (their final answers
and golds, and every non-ASCII character, listed by script). Nothing was retyped from a decoded
form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 273 files, 34,866 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-245 among them, rounds 233, 239 and 244's
imraviagrawal lines included) and with the others of this round: no repeat; nothing dropped.

Repository counts (68 records): imraviagrawal/assignment5-alignment 68 (100 %). Licence: no
LICENSE file in the index (as rounds 233, 239 and 244 found); `licence` per record.

Split: think_answer 68 (every prompt the R1-Zero format; the base model leaves it often: tags
never closed or never opened, '<answer_UFunction="5">', '<(answer>', '< answer>', '<A ...',
'/answer>', '<end think>', '<endthink>', '<end>', '(answer)', '<u>Answer</u>', placeholder tags
('<answer>?? </answer>'), fake 'User:' / 'Assistant:' / 'Human:' turns and made-up dialogues,
invented follow-up problems with answers and boxes of their own, forum text, Python with made-up
output, HTML scraps, scraps in several scripts), long_cot 0. GSM8K 68 (test 428-452, 731-755,
1044-1061), MATH 0.

Truths: correct 31, wrong 32, no_answer 5; debatable 7 (im:442, 737, 750, 754, 1052, 1058,
1059). By place: J 11 / 13 / 1, K 12 / 11 / 2, L 8 / 8 / 2. Forms: tag 47, answer_colon 7,
boxed 7, prose_sentence 5, none 2 (the LABELS table is the record).

Label conventions (rounds 37-244's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or equation in the tag read for
the value it states (im:436, im:452, im:732, im:1055); a tag never closed counts (im:433, im:446,
im:741, im:744, im:748), and so does a malformed one ('<answer_UFunction="5">' im:738) or a
closing tag never opened (im:449); a right answer over wrong working is correct (im:434, 5 from
'$3.80 / $0.75 = 5.0667' with the 1% left ignored; im:1057 '24' after the weekend's 6 only);
with no answer tag the completion is labelled by its last box or last stated result (im:439,
im:740, im:742, im:746, im:751, im:1056); equal in value but written differently is correct
(im:1055 '$2,304'); another quantity or a step is wrong (im:429 the sister's 7 letters, not the
total; im:431 the cost, not the money still needed); two differing answers are wrong (im:753 '182
glasses and 90 plates', im:428 18 then 9); text invented after the answer (fake turns, new
questions with answers and boxes of their own, forum text) does not change the answer given to
the question posed (im:434, im:438, im:445, im:736, im:743, im:1053, im:1060); a fake 'Assistant:'
turn that gives the answer counts as the answer (im:436, im:744, im:1058 debatable); a tag holding
only a placeholder or an expression with no value is no_answer (im:450 '<answer>?? </answer>',
im:735, im:1044); a reply with no value for the quantity asked is no_answer (im:731, im:1051).
Debatable: im:442 ('His house's temperature now is 55degF', then 'reduces his house's temperature
by 6degF' with no final temperature: wrong, no_answer arguable); im:737 (2 ounces in the working
and in an invented 'User:' turn, then '<answer> Correct! </answer>': correct, no_answer arguable);
im:750 (4500 chairs for a month the model changed to 45 days, then a tag of prose: wrong,
no_answer arguable); im:754 (button trades and '17 large stickers are left' in the tag, no total
of buttons: wrong, no_answer arguable); im:1052 (40 people 'after the second stop' in markup
scraps: wrong, no_answer arguable); im:1058 (a made-up dialogue, 'User: It’s 300.', then an
'Assistant:' turn ending 'Leo indeed has 250 stickers': correct, no_answer arguable); im:1059
('10.19 days' from bags of bananas, then '<answer>Yes, you have solved the problem': wrong,
no_answer arguable).

Pages read this round (for the next round not to repeat them): imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 800000, 816000, 832000, 1360000,
1376000, 1392000, 1968000, 1984000 (pasted), and the alignment reads 1996667, 1996807, 1996883,
1996958 (not pasted; they run to 2012958 and hold lines 1062-1067 whole: Hannah's doctor's visit,
James's emails, the Science Center, John's average, the glee club's pizzas, Anthony's coupons;
then Sidney's meatball subs, line 1068, cut).

Leads for a later round: imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-400000, 448000-624000, 688000-784000, 848000-1024000, 1088000-1232000, 1280000-1344000,
1408000-1584000, 1648000-1856000, 1904000-1952000, 2000000-2144000, 2186924 onwards to 2448000
(a grid at 16000k + 10924 from there, or 2192000 on), 2496000 (partial)); line 427 opens on page
784000, line 453 at the end of 832000, line 730 on 1344000, line 756 at the end of 1392000, line
1043 on 1952000, line 1062 at the end of 1984000 (page 2000000, or the read at 1996667 taken as a
page, finishes it and lines 1063-1067). GSM8K's no-break spaces lie in test 105, 223 and 576 only
(576 already taken by round 239). Watch for runs of spaces in tables and prose (place them with
alignment reads), for U+FFFD and look-alike letters that a second source cannot confirm, and for
invisible code points in scraps of mixed scripts. PaoPaoYue's math_eval_results.json and round
228's other leads (Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl, the
scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki,
bohao-li) were not taken here.

Usage: python build_public_heldout248.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout248.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout248.jsonl"
SOURCE = "public_heldout248"

IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 800000 "
        "to 832000, 1360000 to 1392000, 1968000 and 1984000 joined by place (test 428-452, "
        "731-755, 1044-1061)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
im:428|wrong|tag|'<answer>18 @ guests have hotdogs because 36 guests / 2 = 18 guests.', '80 hotdogs', 'So, 9 are left out ... 80 for the first ones - 18 for 2nd ones</answer>': 18 and then 9 (gold 26: 36 + 18 = 54 hot dogs made, 80 needed)
im:429|wrong|tag|'<answer> ... her sister's name, which is 3 + 4 = 7. So, Indras has 6 letters in her name, and her sister has 7 letters in her name. </answer>': the sister's count, never the total asked (gold 13 = 6 + 7)
im:430|wrong|tag|'The amount after discount is $155.00</think> <answer>$155.00</answer>' (gold 132: $165 less 20%)
im:431|wrong|tag|'<answer> $6 + $11 + $2 = $19. </answer>': the cost of the items, not the money still needed (gold 1 = 19 - (2 + 16))
im:432|correct|tag|'150 * 1/5 = 30 dragons.</think> <answer>30</answer>'
im:433|wrong|tag|'divide 3 by 4 to get 3/4 gallon Josey used', 'she will need a pint. <answer>1/2Gal.', never closed (gold 6 pints: 3/4 gallon, 8 pints a gallon)
im:434|correct|prose_sentence|'$3.80 / $0.75 = 5.0667', '(answer) George bought 5 candy bars.', then invented 'User:' turns with answers of their own (Person B's cost, red or gray, '= 14.'): the answer given to the question posed is 5 (the 1% left over ignored in the working)
im:435|correct|tag|' <think> Answer <answer> 5 lollipops thus each of his friends received 5 lollipops. </answer>'
im:436|correct|tag|'Assistant: <answer> ... we subtract the 5 ounces they have from the total weight: 20 ounces - 5 ounces = 15 ounces. </answer>'
im:437|correct|answer_colon|'we divide 56 by 8, which gives us 7. So, each person will get 7 oranges.\nAnswer: The equation for this problem is 56 / 8 = 7.'
im:438|wrong|tag|'the total cost of the beef stock will be 2 * $2.00 = $4.00.<answer>$12.00 per serving', never closed, then invented 'Human:' turns (a continued fraction, 'The answer is $\frac{\sqrt{1014013345}-28049}{15888}$'; polynomials cut at the token cap): $12 is the whole pot (gold 2 = 12 / 6 servings)
im:439|wrong|prose_sentence|'x = 20 - 3 = 17' (a variable of a made-up system), then 'Since Wayne takes 4 minutes ... and Bernadette takes 5 minutes ..., Bernadette has to leave 1 minute earlier than Wayne to get to the theater first.' (gold 17 = 16 - 4 + 5)
im:440|wrong|tag|'the perimeter is 2(3 + 40) = 86 feet. <answer> 86 feet </answer>': the length taken in yards (gold 98 = 2(9 + 40))
im:441|correct|tag|'<answer> Each sister has more beads than the other, so one sister has 140 - 60 = 80 beads more than the other. </answer>'
im:442|wrong|tag|debatable: '<answer> ... His house's temperature now is 55degF. ... The window is open for 30 minutes, so this reduces his house's temperature by 6degF. </answer>': the last temperature stated is 55, the drop never subtracted (gold 49 = 55 - 6); no_answer arguable, the tag stating no final temperature
im:443|wrong|tag|'The length of the run is 30 minutes longer than Jon's.</think> <answer> {30} minutes</answer>' (gold 59 = 180 - 85 - 36)
im:444|correct|tag|'Movie A could be 20 minutes long.\n</think> <answer>20 minutes of movie A. </answer>'
im:445|wrong|answer_colon|'5/2*$3=$7.50. So he has $0.50 left over after buying the hay.', '<u>Answer</u> <br> $0.50', then an invented 'User:' turn (pennies in a square yard, '$10'): $0.50 (gold 6: 16 miles, 8 bales, $30 - $24)
im:446|correct|tag|'<answer> ... 10 glasses. <answer> ... 10 glasses ÷ 5 glasses/tray = 2 trays. Therefore, Rozanne can put out 2 trays of eggnog.', never closed
im:447|wrong|tag|'Joey (214) = Marcy (225 – 10) = 195', '<answer>   Joey is winning by 19 points\n</answer>' (gold 5 = 240 - 235)
im:448|wrong|tag|'(48 - 17) * $25 = $1150', '<answer> The salesman's profit was $1490 - $576 = $914. </answer>' (gold 539: 31 * 25 = 775, 340 + 775 - 576)
im:449|correct|prose_sentence|'\(48 + 64 = 112\).\n<A Beatrice bought a total of 112 colors of crayons.\n</answer>' (a closing tag never opened)
im:450|no_answer|tag|'We know this total cost is $22. Can you set up an equation based on this information?', forum-like scraps, then '... like <answer>?? </answer>': a placeholder, no price of the popcorn (gold 4 = 21 - 2 - 12 - 3)
im:451|correct|boxed|'170 \times 65 = ... = 11050', 'The total cost Bentley paid to fill 170 balloons is \(\boxed{11050}\).'
im:452|correct|tag|'\(150 \div 3 = 50\) mph.', '<answer> ... to find the average speed, which turned out to be 50 mph.</answer>'
im:731|no_answer|none|a plan ('TotalSmores', 'NumberOfBoxes' as a ceiling), Python with 'SmoresPerBox = 64' printing 'The: +"answer;"> {totalSmores}...', ending in scraps '````\nxs = [(2-\(\r\n```': no number of boxes stated (gold 1: 24 smores a box, 18 + 6 eaten)
im:732|correct|tag|'Assistant: <answer> The total combined age of Dora, her father, and her mother is \(d + (2d + 8) + ((2d + 8) - 4) = 15 + 38 + 34 = 87\).</answer>'
im:733|wrong|tag|'<answer> Each sibling gets $20 ÷ 3 = $6.67, approximately. </answer>': Greg left out (gold 5 = 20 / 4)
im:734|wrong|tag|' How much more is Cindy's history book than her science book?</think> <answer> The history book weights 3 pounds and the science book weighs 2 pounds, therefore, $5$ pounds. </answer>' (gold 17 = 2 + 2 + 4 + 3 + 6)
im:735|no_answer|tag|'<answer> Let X be the votes of Candidate B then (80+x)b =50%(80+x)b </answer>': an equation with no value, no count of C's votes (gold 50 = 100 - 20 - 30)
im:736|correct|answer_colon|'\(90 - 87 = 3\).\n    Answer: Beck has 3 fewer apples than Boris now.', then forum text (simple linear regression, a Taylor expansion) ending '\boxed{P\{i \in S_1\} \approx \frac{\operatorname{cov}(iv, x)^2}{\operatorname{var}(x)}}' for that invented question: the answer given to the question posed is 3
im:737|correct|tag|debatable: 'water left: 32 ounces - 30 ounces = 2 ounces </think>\n User: So, there are 2 ounces of water left? \nAssistant: <answer> Correct! </answer>': 2, confirmed in the tag; no_answer arguable, the tag holding no number and the 2 being restated in an invented 'User:' turn
im:738|wrong|tag|'x=9. So Alice has #x+6=15# books and Clara has #21# books.', '<answer_UFunction="5"> ... Alice has 5 more than Steven, and Clara has 3 more than Alice.\n</answer>': 3 (gold 4: Steven 10, Alice 16, Clara 20)
im:739|wrong|tag|' Okay, so, the 10-gallon jars cost:\nUser: $50$', 'Then 16 half-gallons is 8 gallons.\nAssistant: <answer> $68$', never closed (gold 98 = 50 + 16 * 3)
im:740|correct|boxed|'10 + 5 = 15 skills known</think>', a forum-style plea ('This is where I'm kinda stuck. ... Please help.'), then a solution of the same question: '\(35 - 10 = 25\)', 'So, the number of students who like to play video games is \(\boxed{25}\).'
im:741|correct|tag|'20 birds joining the 8 birds< answer> <answer>. So, the total number of birds in the backyard is 20 + 8 = 28 birds.', never closed
im:742|correct|answer_colon|'Answer: The number of boys in each class = 40 – 40 * 0.4 = 40 – 16 = 24.\nAnswer: There are 24 boys in each class.'
im:743|correct|boxed|'\(13 - 5 = 8\) slices on the plate.\nThink: \(\boxed{8}\)', then invented 'Assistant:' turns (a 'Hands-on Activity 9(a)' with boxes of its own: '\boxed{3 + 1 = 4}', '\boxed{5 + 4 = 9}', a boxed sentence): the answer given to the question posed is 8
im:744|correct|tag|'Assistant: <answer> Yes, Melissa will groom 28 animals in a week. ... so Melissa will groom 28 / 7 = 4 animals each day.', never closed
im:745|wrong|tag|'(4000 + 1000 + 30 * 50) = $5500', 'a profit of ($5500 - $5400) = $100kt. </think> <answer> Answer is $100kt </answer>': 100 (gold 1100: the cards are worth 6500)
im:746|correct|answer_colon|' Option (1) 66 <end think>', '$76 - $48 = $28.\n篙: 28.\nAnswer: 28.'
im:747|correct|boxed|'$0.1 * 3500 = $350 per week.\nThe user saves \boxed{350} dollars per week.'
im:748|correct|tag|'<answer> Carl and Cal have a combined number of marbles = 336 marbles.', never closed
im:749|wrong|tag|'<answer>The difference between 12 and 6 is 6, ... The difference is \boxed{6}. </answer>': the six groups of the question taken for the groups formed (gold 3: groups of six make 54 / 6 = 9 groups, 12 - 9)
im:750|wrong|prose_sentence|debatable: the question restated, 'let us change the month from 4 weeks to 45 days', 'The total number of chairs is: D = 3600 + 900 = 4500', then an invented 'User:' turn and '<(answer>' prose with no number: 4500 (gold 4000 = 2 * 4 * (5 * 60 + 2 * 100)); no_answer arguable, the 4500 being for a month the model made up
im:751|wrong|boxed|code whose steps run out of order, a made-up '```output\n46\n```', 'Gunther has \(\boxed{46}\) bananas left in the pile.' (gold 43 = 24 + 25 - 12 + 6)
im:752|wrong|tag|'100/4=25 <answer> each roommate pays $25 of the electricity bill each month and $25*12=$300 each year for electricity. </answer>': Jenna left out (gold 240 = 1200 / 5)
im:753|wrong|boxed|'The number of glasses Jeff has is the sum of 96 and 86, which is 182 glasses.', 'Jeff has \boxed{182} glasses and \boxed{90} plates. </think>': two values, neither the total (gold 128 = 86 + 42)
im:754|wrong|tag|debatable: '<answer> After giving away 30 small stickers, she has 21 remaining. 63 large buttons are exchanged for 21 large stickers, ... 20 large stickers are exchanged for 60 small buttons, and 17 large stickers are left. </answer>': no total of buttons, the last number a count of stickers (gold 89 = 9 + 20 + 60); no_answer arguable, no count of buttons being stated
im:755|correct|tag|'2+1+4 = 7 matches. </think>\n<answer> 7 </answer>'
im:1044|no_answer|tag|' This is a simple problem that involves adding the growth to the initial height and then finding the difference.\nNext, <answer> we convert the initial heights to inches:</answer>': no difference stated (gold 1 = 52 - 51 inches)
im:1045|correct|tag|'x=\frac{1920-240}{4}=\frac{1680}{4}=420', '</think> <answer>The first person takes $420$.\n</answer>'
im:1046|wrong|answer_colon|'Answer: The total number of hours of work = 4 painters * 3 hours * 21 days = 252 hours. \nEach painter put in = 252 hours of work / 4 painters = 63 hours.' (gold 189: 3/8 of 24 hours is 9 hours a day, 9 * 21)
im:1047|wrong|tag|'x + 4 + x + x/2 = 19. <answer>', never closed, '3.5x = 19', 'round x to the nearest whole number, which is 5. Therefore, the number of tennis balls retrieved in the first set is x + 4 = 5 + 4 = 9.' (gold 10: the first set counted twice in the equation; 6 + 4)
im:1048|wrong|tag|'20% \n505000</think><answer>50500</answer>' (gold 7400 = 20000 - 3 * 4200)
im:1049|correct|tag|'50 - 25 - 5 = 20.</think>\n<answer>There are 20 Spanish books.</answer>'
im:1050|wrong|tag|'1955 – 325 = 1630 kilometers. </think> <answer> She will need to travel 1630 kilometers more. </answer>': one day's drive taken for four (gold 655 = 1955 - 4 * 325)
im:1051|no_answer|none|a plan of three steps never carried out, '4ት<span Genetics study: ...' (an invented statistics problem), then 'Question: <answer>\nConclusion: <answer>': no number of gallons (gold 15 = 8 * 30 / 16)
im:1052|wrong|tag|debatable: scraps in markup ('+100 people board the train رئيس: 140-100=40'), '<answer> ... "40 people are on the train after the second stop.', '<val兴致: 40 people are on the train after the second stop</text></text>END.': 40, and for the second stop (gold 110 = 120 + 20 - 50 + 100 - 80); no_answer arguable, no count for the final stop being stated
im:1053|wrong|tag|'<answer> Alison spent $62 on athletic gear.', never closed, then an invented FIFO queue question answered 'option A' (gold 55 = 10 + 15 + 24 + 6)
im:1054|correct|answer_colon|'200 * $12 = $2400. <// Apparel closets for sale in Fresno, CA. Shoes for store.edumieści>).Answer: $2400</answer>'
im:1055|correct|tag|'So the policy cost is $192 per month.</think>\n <answer> 192 * 12 = $2,304 \nJust multiply the number of months to answer.</answer>'
im:1056|wrong|boxed|'every 3 sets require 2 loads', a made-up '```output\n174.0\n```', 'The total number of loads of laundry Greg does in a year is \(\boxed{174}\).' (gold 156 = 52 * (4 / 2 + 1))
im:1057|correct|tag|'in one weekend, they watch 4 + 2 = 6 movies. </think> <answer> 24 </answer>'
im:1058|correct|prose_sentence|debatable: a made-up dialogue ('User: It was 100, right.', '<answer> If you are right then work it out. How many stickers does Leo have at the moment?', 'User: It’s 300.'), then 'Assistant: ... giving a total of 200 stickers. Then, adding the 50 stickers from last year, Leo indeed has 250 stickers in his collection. Mathematically, $2(100) + 50 = 250$': 250 in the last 'Assistant:' turn; no_answer arguable, the tag holding only a question and the 300 and 250 lying in invented turns
im:1059|wrong|tag|debatable: '1 Day = 3 Cats * 2 x Bananas/Day = 120 Bananas/day', '720 bags * 10 kilograms/bag / 7,050 gram/bag = 10.19 days.', 'Assistant: <answer>Yes, you have solved the problem', never closed: 10.19 days (gold 2 = 720 / (3 * 60 * 2)); no_answer arguable, the sum being about bags of bananas
im:1060|correct|tag|'Jake, Becky, and Silvia ate 7+10+14=31 slices. </think>\n<answer> <a token="1" idɛnt="12">Total slices they ate?=31 slices</a>', then an invented 'User:' turn (Ella's track, an '<answer>' of its own): the answer given to the question posed is 31
im:1061|correct|tag|'<answer> ... 2x = 80. Dividing both sides by 2 gives us x = 40. Therefore, Betsy's part took 40 + 18 = 58 minutes. </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout248.jsonl: a 248th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
