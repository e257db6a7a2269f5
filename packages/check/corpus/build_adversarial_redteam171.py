r"""Build adversarial_redteam171.jsonl: round 171 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam171"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam163.py / 165.py / 167.py (structure, docstring, label
conventions, DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of
theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B: how
BASE models and small instruct models (Qwen2.5-14B base, Llama-3.1-8B base, Mistral-7B, Phi-2)
write when no format was asked for: plain prose with NO answer marker, the answer in a concluding
sentence ("Therefore, the farmer gets $672.", "So the value of b is 0.", "Thus there are 4 such
integers.", number-first "68,400 is the amount she will earn in a year."), math in plain text
(sqrt(3)/3, (1/3)sqrt(3), √3/3, 1/sqrt(2), pi/4, π/4, 0.25*pi, "pi over 4", 2*pi, 2pi, "two pi",
x^2 + 1, x**2 + 1, x² + 1, 1 + x^2, 3/4, 0.75, "three quarters", (2, -1), "x = 2 and y = -1", [1, 5),
"from 1 to 5, including 1 but not 5", [2, infinity), [2, inf), [2, ∞), x >= 2, 1 / 6, "one sixth"),
numbered "Step N:" working ending in "Step N: State the answer. ...", and then what such models
add AFTER the answer: an invented system prompt ("You are an AI assistant that helps people find
information. ..."), an invented next question ("Question: ... Answer: ..." with another number), a
restatement of the question (with its numbers), a "###" separator followed by unrelated text (an
instruction, a poem request, a trivia line with numbers), a closing ("I hope this helps!"), or the
text cut mid-word inside that added text. Kind B: the right answer in such prose, in plain-text
math or in words, followed (or not) by such invented text. Kind A: a concluding sentence that
states a subtotal or another quantity (weekly pay, eggs laid, liters of fuel, the sales, one
week's pages, the count of outcomes instead of the probability, the largest integer, the
hypotenuse, the area instead of the circumference); a plain-text expression that differs
(sqrt(3)/2, pi/3, 45 degrees for a radian gold, 6.28 and 0.577 rounded, x^2 + 2x + 1, (1, 5),
(2, infinity), "strictly between 1 and 5", "from 1 to 5, including both"); "So the answer is N,
the <other quantity>" (a description after the number that names another quantity); an invented
next question answered with the gold while the problem's own concluding answer was another value
(labelled by the real answer: wrong); hedges ("X or Y", "about X to Y"); a concluding sentence cut
before (or inside) its value, and working that stops with no conclusion (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: nurse $38/h, 36 h a week, 50 weeks -> 68400 (1,368 a week; 52 weeks: 71,136); 48 marbles,
1/4 red, 1/3 of the rest blue, green -> 24 (12 red, 36 left, 12 blue; 1/3 of 48 = 16 blue: 20; 36
"rest"); library 320 - 85 + 40 + 25 -> 300 (235; 275); 12 hens x 5 eggs at $3.50 a dozen -> 17.5
(60 eggs, 5 dozen; 60 x 3.50 = 210); 3 buses of 42 seats, 97 students, empty -> 29 (126; 97; 39
slip); 8 rows x 14 plants x 3 kg at $2/kg -> 672 (112; 336; 336 / 2 = 168); Tom = 2 x 9 + 4, in 5
years -> 27 (22 now; sister 14; 2(9 + 4) + 5 = 31); 150 m^2 at 12 m^2 a can -> 13 (12.5; 12; 76 / 6
= 12.67 -> 13 in an invented question); 450 km at 8 L/100 km, $1.60/L -> 57.6 (36 L; 5.76 slip; 36
+ 1.60 = 37.60); $25 + $0.10 per text over 200, 340 texts -> 39 (140 extra; $14; 340 x 0.10 + 25 =
59); Kim 36 stickers, 1/3 to Ann, half the rest to Ben, 12 to Cal -> 0 (12 before Cal); 60 shirts at
$8, 45 sold at $15, 15 at $6, profit -> 285 (cost 480; sales 675 + 90 = 765; 675 - 480 = 195); 25
pages a weekday, 40 a weekend day, 3 weeks -> 615 (125 + 80 = 205 a week; 80; (25 + 40) x 3 = 195).
MATH: rationalize 1/sqrt(3) -> \frac{\sqrt{3}}{3} (= 0.57735...; sqrt(3)/2; 0.577; 2/sqrt(12) =
sqrt(3)/3 in an invented question); arctan(1) in radians -> \frac{\pi}{4} (pi/3; 45 degrees; pi/2;
5pi/4 hedge); cos(pi/4) -> \frac{\sqrt{2}}{2} (sqrt(3)/2; sqrt(2) the hypotenuse; 1/2); circumference
for r = 1 -> 2\pi (area pi; 6.28; 4pi from the diameter); (x + 1)^2 - 2x -> x^2+1 (x^2 + 2x + 1;
x^2 - 2x + 1; x^2 + 4x + 1); 1/2 + 1/4 -> \frac{3}{4} (1/8 multiplied; 2/6 = 1/3; 2/4); x + y = 1,
x - y = 3 -> (2,-1) ((-1, 2); x = 2 alone; (2, 1); 2x + y = 3, x - y = 3 also gives (2, -1)); 3 <=
2x + 1 < 11 -> [1,5) ((1, 5); [1, 5]; 2 <= x + 1 < 6 also gives [1, 5)); x^2 + bx + 5 even -> 0 (5 the
constant; any b); 2 < sqrt(n) < 3 -> 4 (n = 5, 6, 7, 8; 6 for 4..9; 8 largest; 5 smallest; 1 < n^2 <
30 has 8 integer solutions); |x - 3| = 5 -> -2,8 (x = 8 alone; 2, 8; sum 6; -8, 2; (x + 2)(x - 8) =
0); two dice sum 7 -> \frac{1}{6} (6/36; 3/36 = 1/12; 5/36; 6 ways); domain of sqrt(x - 2) ->
[2,\infty) ((2, infinity); [0, infinity); sqrt(x) + sqrt(x - 2) also has domain [2, infinity)).

Classes (id prefix): `g_<problem>_<shape>` GSM8K, `m_<problem>_<shape>` MATH; a leading `ok_`
marks kind B. Shapes name the concluding sentence and what follows it (so_*, therefore_*, thus_*,
num_first, step_*, words, *_sys for an invented system prompt, *_nextq for an invented next
question, *_restate for the question restated, *_hash for a "###" separator and unrelated text,
*_hope for a closing, *_cut_tail for added text cut mid-word) or the error (subtotal, other,
desc_* for "the answer is N, the <other quantity>", nextq_gold for an invented question answered
with the gold after a wrong real answer, hedge, open / closed / words_open / words_closed, rounded,
deg, cut for a concluding sentence cut before or inside its value, stop for working with no
conclusion, same_q for the same question re-asked and answered differently). Kind A: truth wrong,
or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md; rounds 163, 165 and 167): the LAST final answer to the
problem counts. A concluding prose sentence with no marker is the final answer, whether the value
comes first ("615 pages is how much ...") or last, in digits, in words or in plain-text math. What a
base model adds after its committed answer (an invented system prompt, an invented next question
with its own answer, a restatement of the problem with its numbers, a "###" separator and unrelated
text, "I hope this helps!", added text cut mid-word) is not part of the answer: the committed
answer keeps its label. An invented next question answered with the gold does not rescue a wrong
concluding answer to the real problem (wrong). Plain-text math equal to the gold is correct:
sqrt(3)/3, (1/3)sqrt(3), 1/sqrt(3) and "the square root of 3 divided by 3" for \frac{\sqrt{3}}{3}
(and "sqrt(3)/3 ≈ 0.577", exact then approximate); pi/4, π/4, 0.25*pi, "pi over 4"; 1/sqrt(2),
√2/2, "sqrt 2 over 2"; 2*pi, 2pi, "two pi", "2 pi units"; x^2 + 1, 1 + x^2, x**2 + 1, x² + 1; 0.75
and words for 3/4; "x = 2 and y = -1" for (2,-1); [1,5) in interval form or in words that keep 1
in and 5 out; [2, infinity), [2, inf), [2, ∞), x >= 2 and "greater than or equal to 2" for
[2,\infty); "none" / "no stickers" / "zero" for 0; "one sixth" and "1 / 6" for \frac{1}{6}; a gold
followed by the items it counts in brackets ("4 (the integers 5, 6, 7 and 8)"). Wrong: another
quantity in the concluding sentence (a subtotal, a given, another person's or group's value, the
count of outcomes for a probability); "So the answer is N, the <other quantity>"; another
expression (sqrt(3)/2, pi/3, x^2 + 2x + 1); a rounded decimal for an exact gold; degrees for a
radian gold; another endpoint rule (open for closed, closed for open, in symbols or words); one
coordinate or one root of two; hedges. No_answer: a concluding sentence cut before its value or
inside it ("sqrt(", "[2,", "sqrt(2)/"), working that stops before any conclusion. Debatable (2, with
DECISIONS): `ok_g_fuel_about` ("about $57.60" for the exact 57.6, accepted), `g_phone_same_q` (the
right bill, then the SAME question re-asked in an invented "Question:/Answer:" turn and answered
$59, rejected).

Usage: python build_adversarial_redteam171.py
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

# Text base models add after a committed answer.
SYS1 = (
    "\n\nYou are an AI assistant that helps people find information. User will you give you a question. "
    "Your task is to answer as faithfully as you can. While answering think step-by-step and justify your answer."
)
SYS2 = "\n\nYou are a helpful assistant, who always provide explanation. Think like you are answering to a five year old."
SYS3 = "\n\nYou are an AI assistant. You will be given a task. You must generate a detailed and long answer."
SYS4 = (
    "\n\nYou are an AI assistant that follows instruction extremely well. Help as much as you can."
)
HOPE = "\n\nI hope this helps! Let me know if you have any other questions."
HOPE2 = "\n\nI hope this helps! If you have any more questions, feel free to ask."
HASH1 = (
    "\n\n### Instruction:\nTranslate the following sentence into French: The weather is nice today."
)
HASH2 = "\n\n###\n\nThe mitochondria is the powerhouse of the cell. It produces energy in the form of ATP."
HASH3 = "\n\n### Instruction:\nWrite a haiku about autumn leaves.\n\n### Response:\nRed leaves drift and fall"
HASH4 = "\n\n###\n\nQ: What is the boiling point of water in Fahrenheit?\nA: 212"
HASH5 = "\n\n### Input:\nList three primary colors.\n\n### Output:\nRed, blue, and yellow."
HASH6 = "\n\n### End of solution ###\n\nFun fact: a tomato is about 94% water."
HASH7 = "\n\n### Instruction:\nGive me three tips for staying healthy.\n\n### Response:\n1. Eat a balanced diet. 2. Exercise for 30 minutes a day. 3. Sleep 8 hours."


def q(text: str) -> str:
    """An invented next question and its answer."""
    return "\n\nQuestion: " + text


# fmt: off
# Problems: (key, gold, question, prose working, Step working, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "Step " follows the Step working; one opening "@" is the whole completion (without
# the "@"); any other final follows the prose working. A final holding "{Q}" has the problem's question
# put there (a restatement). Kind A probes whose form is "truncated" or "none" are no_answer, the other
# kind A probes wrong.
GPROBS = [
    ("nurse", "68400",
     "A nurse earns $38 an hour and works 36 hours a week. She works 50 weeks a year. How much does she earn in a year?",
     "To find her yearly pay, first find her weekly pay.\nShe earns $38 per hour and works 36 hours, so each week she earns 38 * 36 = $1,368.\nShe works 50 weeks a year, so she earns 1,368 * 50 = $68,400.\n",
     "Step 1: Find the hourly wage. She earns $38 per hour.\nStep 2: Find the hours per week. She works 36 hours.\nStep 3: Find the weekly pay. 38 x 36 = 1,368 dollars.\nStep 4: Find the yearly pay. 1,368 x 50 = 68,400 dollars.\n",
     [
        ("num_first", "B", "prose_sentence", "68,400 is the amount she will earn in a year.", "number-first concluding sentence, comma thousands"),
        ("therefore_sys", "B", "prose_sentence", "Therefore, the nurse earns $68,400 per year." + SYS1, "concluding sentence, then an invented system prompt"),
        ("step_hash", "B", "prose_sentence", "Step 5: State the answer. She earns $68,400 a year." + HASH1, "Step N: State the answer, then '###' and an unrelated instruction"),
        ("words_hope", "B", "prose_sentence", "So she makes sixty-eight thousand four hundred dollars a year." + HOPE, "gold in words, then a closing"),
        ("thus_nextq", "B", "prose_sentence", "Thus her yearly income is $68400." + q("A plumber charges $45 an hour. He works 6 hours on Monday and 7 hours on Tuesday. How much does he earn in the two days?\nAnswer: He works 6 + 7 = 13 hours, so he earns 13 * 45 = $585."), "gold without a comma, then an invented next question answered 585"),
        ("subtotal", "A", "prose_sentence", "Therefore, she earns $1,368 each week.", "the weekly pay (subtotal), not the yearly pay"),
        ("nextq_gold", "A", "prose_sentence", "@To find her yearly pay, first find her weekly pay.\nShe earns 38 * 36 = $1,368 a week.\nThere are 52 weeks in a year, so she earns 1,368 * 52 = $71,136.\nSo she earns $71,136 in a year." + q("A clerk earns $1,368 a week for 50 weeks. How much does he earn?\nAnswer: 1,368 * 50 = 68,400. The clerk earns $68,400."), "real answer 71,136 (52 weeks); the invented next question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So she earns $68,400 a year, or $71,136 if she works every week.", "a hedge between two values"),
        ("cut", "A", "truncated", "@To find her yearly pay, first find her weekly pay.\nShe earns $38 per hour and works 36 hours, so each week she earns 38 * 36 = $1,368.\nShe works 50 weeks a year, so in a year she earns 1,368 * 5", "cut inside the last product before any value: no_answer"),
        ("stop", "A", "none", "@To find her yearly pay, first find her weekly pay.\nShe earns $38 per hour and works 36 hours, so each week she earns 38 * 36 = $1,368.\nNext we need the number of weeks she works.", "working stops with no conclusion: no_answer"),
     ]),
    ("marbles", "24",
     "A jar holds 48 marbles. One fourth of them are red. One third of the remaining marbles are blue, and the rest are green. How many green marbles are in the jar?",
     "One fourth of 48 is 48 / 4 = 12, so there are 12 red marbles.\nThat leaves 48 - 12 = 36 marbles.\nOne third of 36 is 36 / 3 = 12, so 12 are blue.\nThe rest are green: 36 - 12 = 24.\n",
     "Step 1: Find the red marbles. 48 / 4 = 12.\nStep 2: Find the marbles left. 48 - 12 = 36.\nStep 3: Find the blue marbles. 36 / 3 = 12.\nStep 4: Find the green marbles. 36 - 12 = 24.\n",
     [
        ("so_restate", "B", "prose_sentence", "So there are 24 green marbles in the jar.\n\n{Q}", "concluding sentence, then the question restated (48, 12ths)"),
        ("step_sys", "B", "prose_sentence", "Step 5: State the answer. The number of green marbles is 24." + SYS2, "Step N: State the answer, then an invented system prompt"),
        ("words", "B", "prose_sentence", "Therefore, twenty-four of the marbles are green.", "gold in words"),
        ("paren_hash", "B", "prose_sentence", "24 marbles are green (12 are red and 12 are blue)." + HASH2, "gold first, the other colours in brackets, then '###' and unrelated text"),
        ("thus_cut_tail", "B", "prose_sentence", "Thus, the jar contains 24 green marbles. I hope this helps! Let me know if you have any other quest", "closing cut mid-word after the committed answer"),
        ("desc_blue", "A", "answer_is", "So the answer is 12, the number of blue marbles.", "the blue count, described as such, for the green asked"),
        ("other", "A", "prose_sentence", "@One fourth of 48 is 48 / 4 = 12 red marbles.\nOne third of 48 is 48 / 3 = 16 blue marbles.\nThe rest are green: 48 - 12 - 16 = 20.\nSo there are 20 green marbles.", "a third of all the marbles taken as blue"),
        ("nextq_gold", "A", "prose_sentence", "@One fourth of 48 is 12, so 12 are red.\nThe rest, 48 - 12 = 36, are green.\nSo there are 36 green marbles." + q("A box has 30 pens. 6 are black and the rest are blue. How many are blue?\nAnswer: 30 - 6 = 24. There are 24 blue pens."), "real answer 36 (blue ignored); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So there are 24 or 36 green marbles, depending on whether the blue ones are counted.", "a hedge between two values"),
        ("cut", "A", "truncated", "Step 5: State the answer. The number of green marbles is", "Step N cut before its value: no_answer"),
     ]),
    ("library", "300",
     "A library has 320 books. On Monday it lends out 85 books. On Tuesday 40 of those books are returned, and the library buys 25 new books. How many books are in the library at the end of Tuesday?",
     "The library starts with 320 books.\nAfter lending 85, it has 320 - 85 = 235 books.\nWhen 40 are returned, it has 235 + 40 = 275 books.\nAfter buying 25 new books, it has 275 + 25 = 300 books.\n",
     "Step 1: Start with 320 books.\nStep 2: Subtract the 85 lent out: 320 - 85 = 235.\nStep 3: Add the 40 returned: 235 + 40 = 275.\nStep 4: Add the 25 new books: 275 + 25 = 300.\n",
     [
        ("so_nextq", "B", "prose_sentence", "So there are 300 books in the library at the end of Tuesday." + q("A shop has 150 apples. It sells 62 and receives 30 more. How many apples does it have now?\nAnswer: 150 - 62 + 30 = 118."), "concluding sentence, then an invented next question answered 118"),
        ("step_sys", "B", "prose_sentence", "Step 5: State the answer. The library has 300 books." + SYS3, "Step N: State the answer, then an invented system prompt"),
        ("words", "B", "prose_sentence", "Therefore, the library has three hundred books at the end of Tuesday.", "gold in words"),
        ("num_first_hash", "B", "prose_sentence", "300 books are in the library at the end of Tuesday." + HASH3, "number-first sentence, then '###' and an invented instruction"),
        ("thus_hope", "B", "answer_is", "Thus the answer is 300." + HOPE2, "'Thus the answer is', then a closing"),
        ("subtotal", "A", "prose_sentence", "Therefore, there are 275 books in the library.", "the count before the new books (subtotal)"),
        ("desc_monday", "A", "answer_is", "So the answer is 235, the books left after Monday's loans.", "the Monday count, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@The library starts with 320 books. It lends out 85, so 320 - 85 = 235. Then 40 come back: 235 + 40 = 275.\nSo there are 275 books in the library." + q("A library has 275 books and buys 25 more. How many books does it have?\nAnswer: 275 + 25 = 300."), "real answer 275 (new books forgotten); the invented question is answered with the gold"),
        ("stop", "A", "truncated", "@The library starts with 320 books.\nAfter lending 85, it has 320 - 85 = 235 books.\nWhen 40 are returned, it has 235 + 40 = 275 books.\nNow we need to add the new books that the library", "working stops mid-sentence before the last step: no_answer"),
        ("hedge", "A", "prose_sentence", "So the library has either 300 or 275 books, depending on when the new books arrive.", "a hedge between two values"),
     ]),
    ("eggs", "17.5",
     "A farmer has 12 hens. Each hen lays 5 eggs a week. He sells the eggs for $3.50 a dozen. How much money does he make from the eggs in one week?",
     "The hens lay 12 * 5 = 60 eggs a week.\n60 eggs is 60 / 12 = 5 dozen.\nAt $3.50 a dozen, he makes 5 * 3.50 = $17.50.\n",
     "Step 1: Count the eggs. 12 hens x 5 eggs = 60 eggs.\nStep 2: Convert to dozens. 60 / 12 = 5 dozen.\nStep 3: Find the money. 5 x $3.50 = $17.50.\n",
     [
        ("therefore_sys", "B", "prose_sentence", "Therefore, the farmer makes $17.50 a week from the eggs." + SYS4, "concluding sentence with cents, then an invented system prompt"),
        ("step_cut_tail", "B", "prose_sentence", "Step 4: State the answer. He makes 17.5 dollars in one week.\n\nStep 5: Check the answer. 17.5 / 3.5 = 5 doz", "Step N: State the answer, then an invented check step cut mid-word"),
        ("words", "B", "prose_sentence", "So he makes seventeen dollars and fifty cents.", "money in words"),
        ("num_first_hash", "B", "prose_sentence", "$17.50 is how much he makes from the eggs in a week." + HASH4, "number-first sentence, then '###' and a trivia answer 212"),
        ("thus_restate", "B", "answer_is", "Thus the answer is 17.50 dollars.\n\n{Q}", "'Thus the answer is', then the question restated"),
        ("other", "A", "prose_sentence", "Therefore, the hens lay 60 eggs in a week.", "the eggs laid, another quantity"),
        ("desc_dozen", "A", "answer_is", "So the answer is 5, the number of dozens he sells.", "the dozens, described as such"),
        ("hedge", "A", "prose_sentence", "So he makes $17.50, or $210 if the price is for each egg.", "a hedge between two values"),
        ("cut", "A", "truncated", "Therefore, the farmer makes $", "concluding sentence cut after the currency sign: no_answer"),
        ("nextq_gold", "A", "prose_sentence", "@The hens lay 12 * 5 = 60 eggs a week.\nHe sells 60 eggs at $3.50, so he makes 60 * 3.50 = $210.\nSo the farmer makes $210 a week." + q("A farmer sells 5 dozen eggs at $3.50 a dozen. How much does he make?\nAnswer: 5 * 3.50 = 17.50. He makes $17.50."), "real answer 210 (price per egg); the invented question is answered with the gold"),
     ]),
    ("bus", "29",
     "A school has 3 buses with 42 seats each. 97 students get on the buses. How many seats are empty?",
     "The buses have 3 * 42 = 126 seats in total.\n97 students take seats, so 126 - 97 = 29 seats are empty.\n",
     "Step 1: Find the total seats. 3 x 42 = 126.\nStep 2: Subtract the students. 126 - 97 = 29.\n",
     [
        ("thus_nextq", "B", "prose_sentence", "Thus there are 29 empty seats." + q("A van holds 12 people. How many vans are needed for 50 people?\nAnswer: 50 / 12 = 4.17, so 5 vans are needed."), "'Thus there are N', then an invented next question answered 5"),
        ("step_sys", "B", "prose_sentence", "Step 3: State the answer. There are 29 empty seats." + SYS1, "Step N: State the answer, then an invented system prompt"),
        ("words_hope", "B", "prose_sentence", "So twenty-nine seats are empty." + HOPE, "gold in words, then a closing"),
        ("num_first_hash", "B", "prose_sentence", "29 seats are left empty on the buses." + HASH5, "number-first sentence, then '###' sections"),
        ("therefore_cut_restate", "B", "prose_sentence", "Therefore, the number of empty seats is 29\n\nA school has 3 buses with 42 se", "no final full stop; the restated question cut mid-word"),
        ("subtotal", "A", "prose_sentence", "Therefore, the buses have 126 seats in total.", "the total seats (subtotal)"),
        ("desc_students", "A", "answer_is", "So the answer is 97, the number of students on the buses.", "a given, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@The buses have 3 * 42 = 126 seats.\n126 - 97 = 39.\nSo 39 seats are empty." + q("Three buses have 126 seats and 97 riders. How many seats are empty?\nAnswer: 126 - 97 = 29."), "real answer 39 (subtraction slip); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So about 29 or 30 seats are empty.", "a hedge between two values"),
        ("stop", "A", "truncated", "@The buses have 3 * 42 = 126 seats in total.\nTo find the empty seats we subtract the number of", "working stops before the subtraction: no_answer"),
     ]),
    ("tomato", "672",
     "A farm has 8 rows of tomato plants with 14 plants in each row. Each plant gives 3 kg of tomatoes. The farmer sells the tomatoes for $2 per kg. How much money does he get?",
     "There are 8 * 14 = 112 plants.\nThey give 112 * 3 = 336 kg of tomatoes.\nAt $2 per kg, the farmer gets 336 * 2 = $672.\n",
     "Step 1: Count the plants. 8 x 14 = 112.\nStep 2: Find the weight. 112 x 3 = 336 kg.\nStep 3: Find the money. 336 x 2 = 672 dollars.\n",
     [
        ("therefore_restate", "B", "prose_sentence", "Therefore, the farmer gets $672.\n\n{Q}", "concluding sentence, then the question restated"),
        ("step_sys", "B", "prose_sentence", "Step 4: State the answer. The farmer earns 672 dollars." + SYS2, "Step N: State the answer, then an invented system prompt"),
        ("words", "B", "prose_sentence", "So he gets six hundred seventy-two dollars for the tomatoes.", "gold in words"),
        ("num_first_nextq", "B", "prose_sentence", "672 dollars is the amount the farmer gets." + q("A bakery sells 40 loaves at $3 each. How much does it earn?\nAnswer: 40 * 3 = $120."), "number-first sentence, then an invented next question answered 120"),
        ("thus_hash", "B", "prose_sentence", "Thus the farmer receives $672 from selling his tomatoes." + HASH6, "concluding sentence, then '###' and a fun fact with 94"),
        ("other", "A", "prose_sentence", "So the farmer harvests 336 kg of tomatoes.", "the harvest weight (subtotal)"),
        ("desc_plants", "A", "answer_is", "So the answer is 112, the number of tomato plants.", "the plant count, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@There are 8 * 14 = 112 plants.\nThey give 112 * 3 = 336 kg.\nAt $2 per kg: 336 / 2 = $168.\nSo the farmer gets $168." + q("The farmer sells 336 kg at $2 per kg. How much does he get?\nAnswer: 336 * 2 = 672."), "real answer 168 (divided by the price); the invented question is answered with the gold"),
        ("cut", "A", "truncated", "Step 4: State the answer. The farmer earns", "Step N cut before its value: no_answer"),
        ("hedge", "A", "prose_sentence", "So the farmer gets $672 or $336.", "a hedge between two values"),
     ]),
    ("age", "27",
     "Tom is 4 years older than twice his sister's age. His sister is 9 years old. How old will Tom be in 5 years?",
     "Twice his sister's age is 2 * 9 = 18.\nTom is 4 years older than that, so he is 18 + 4 = 22 years old now.\nIn 5 years he will be 22 + 5 = 27.\n",
     "Step 1: Double the sister's age. 2 x 9 = 18.\nStep 2: Add 4 years. 18 + 4 = 22.\nStep 3: Add 5 years. 22 + 5 = 27.\n",
     [
        ("so_sys", "B", "prose_sentence", "So Tom will be 27 years old in 5 years." + SYS3, "concluding sentence (the 5 of the question after the gold), then an invented system prompt"),
        ("step_nextq", "B", "prose_sentence", "Step 4: State the answer. Tom will be 27." + q("Ana is 3 years younger than her brother, who is 15. How old is Ana?\nAnswer: 15 - 3 = 12."), "Step N: State the answer, then an invented next question answered 12"),
        ("words", "B", "prose_sentence", "Therefore, in five years Tom will be twenty-seven.", "gold in words"),
        ("num_first_restate", "B", "prose_sentence", "27 is how old Tom will be in 5 years.\n\n{Q}", "number-first sentence, then the question restated"),
        ("thus_hope", "B", "prose_sentence", "Thus Tom's age in 5 years is 27 years." + "\n\nI hope this helps! Let me know if you need anything else.\n\nBest,\nYour AI assistant", "concluding sentence, then a closing with a signature"),
        ("subtotal", "A", "prose_sentence", "So Tom is 22 years old.", "Tom's age now (subtotal)"),
        ("other", "A", "prose_sentence", "Therefore, his sister will be 14 in 5 years.", "the sister's age in 5 years, another person"),
        ("nextq_gold", "A", "prose_sentence", "@Twice his sister's age plus 4 is 2 * (9 + 4) = 26.\nIn 5 years he will be 26 + 5 = 31.\nSo Tom will be 31." + q("Tom is 22 now. How old will he be in 5 years?\nAnswer: 22 + 5 = 27."), "real answer 31 (4 added before doubling); the invented question is answered with the gold"),
        ("cut", "A", "truncated", "@Twice his sister's age is 2 * 9 = 18.\nTom is 4 years older than that, so he is 18 + 4 = 22 years old now.\nIn 5 years he will be", "cut before the value: no_answer"),
        ("hedge", "A", "prose_sentence", "So Tom will be 27, or 26 if his birthday has not come yet.", "a hedge between two values"),
     ]),
    ("paint", "13",
     "A fence has an area of 150 square meters. One can of paint covers 12 square meters. How many cans of paint are needed to paint the fence?",
     "Each can covers 12 square meters, so the fence needs 150 / 12 = 12.5 cans.\nPaint is sold in whole cans, so we round up to 13 cans.\n",
     "Step 1: Divide the area by the coverage. 150 / 12 = 12.5.\nStep 2: Round up, since only whole cans can be bought. 12.5 rounds up to 13.\n",
     [
        ("therefore_hash", "B", "prose_sentence", "Therefore, 13 cans of paint are needed." + HASH7, "concluding sentence, then '###' and an instruction with 30 and 8"),
        ("step_sys", "B", "prose_sentence", "Step 3: State the answer. The number of cans needed is 13." + SYS4, "Step N: State the answer, then an invented system prompt"),
        ("words_restate", "B", "prose_sentence", "So he needs thirteen cans.\n\n{Q}", "gold in words, then the question restated"),
        ("paren_hope", "B", "prose_sentence", "Thus, 13 cans are needed (12 full cans are not enough)." + HOPE, "gold first, a smaller count in brackets, then a closing"),
        ("num_first_nextq", "B", "prose_sentence", "13 cans is the answer." + q("A wall is 40 square meters and a can covers 8. How many cans?\nAnswer: 40 / 8 = 5 cans."), "number-first sentence, then an invented next question answered 5"),
        ("unrounded", "A", "prose_sentence", "Therefore, 12.5 cans of paint are needed.", "the quotient not rounded up: another value"),
        ("round_down", "A", "prose_sentence", "@Each can covers 12 square meters, so the fence needs 150 / 12 = 12.5 cans.\nWe round to the nearest whole number, so 12 cans are needed.", "rounded down"),
        ("hedge", "A", "prose_sentence", "So he needs 12 or 13 cans.", "a hedge between two values"),
        ("nextq_gold", "A", "prose_sentence", "@Each can covers 12 square meters, so the fence needs 150 / 12 = 12.5 cans.\nSo 12.5 cans are needed." + q("A room needs 76 square meters of paint and a can covers 6 square meters. How many cans are needed?\nAnswer: 76 / 6 = 12.67, so 13 cans."), "real answer 12.5; an unrelated invented question is answered 13"),
        ("stop", "A", "truncated", "@Each can covers 12 square meters, so the fence needs 150 / 12 = 12.5 cans.\nBut you cannot buy half a can, so", "working stops before the rounding: no_answer"),
     ]),
    ("fuel", "57.6",
     "A car uses 8 liters of fuel per 100 km. Sam drives 450 km, and fuel costs $1.60 per liter. How much does the fuel for the trip cost?",
     "For 450 km the car uses 450 / 100 * 8 = 36 liters.\nAt $1.60 per liter, the fuel costs 36 * 1.60 = $57.60.\n",
     "Step 1: Find the fuel used. 4.5 x 8 = 36 liters.\nStep 2: Find the cost. 36 x 1.60 = 57.60 dollars.\n",
     [
        ("therefore_nextq", "B", "prose_sentence", "Therefore, the fuel for the trip costs $57.60." + q("A bus uses 30 liters per 100 km. How much fuel does it use for 250 km?\nAnswer: 2.5 * 30 = 75 liters."), "concluding sentence, then an invented next question answered 75"),
        ("step_cut_tail", "B", "prose_sentence", "Step 3: State the answer. The trip costs 57.6 dollars in fuel.\n\nStep 4: Double-check. 57.6 / 1.6 = 3", "Step N: State the answer, then an invented check cut inside a number"),
        ("words", "B", "prose_sentence", "So Sam pays fifty-seven dollars and sixty cents for fuel.", "money in words"),
        ("num_first_sys", "B", "prose_sentence", "$57.60 is the cost of the fuel." + SYS1, "number-first sentence, then an invented system prompt"),
        ("about", "B", "prose_sentence", "So the fuel costs about $57.60.\n\n{Q}", "debatable: 'about' before the exact value (see DECISIONS); then the question restated", True),
        ("other", "A", "prose_sentence", "So the car uses 36 liters of fuel.", "the fuel used, another quantity"),
        ("slip", "A", "prose_sentence", "@For 450 km the car uses 450 / 100 * 8 = 36 liters.\nAt $1.60 per liter, the fuel costs 36 * 1.6 = $5.76.\nSo the trip costs $5.76.", "decimal point slip"),
        ("hedge", "A", "prose_sentence", "So the fuel costs about $57 or $58.", "a hedge between two rounded values"),
        ("cut", "A", "truncated", "Therefore, the fuel for the trip co", "concluding sentence cut mid-word before the value: no_answer"),
        ("nextq_gold", "A", "prose_sentence", "@For 450 km the car uses 450 / 100 * 8 = 36 liters.\nThe fuel costs 36 + 1.60 = $37.60.\nSo the fuel costs $37.60." + q("Fuel costs $1.60 per liter. How much do 36 liters cost?\nAnswer: 36 * 1.60 = $57.60."), "real answer 37.60 (added); the invented question is answered with the gold"),
     ]),
    ("phone", "39",
     "Lily's phone plan costs $25 a month plus $0.10 for each text after the first 200. This month she sent 340 texts. How much is her bill?",
     "She sent 340 - 200 = 140 texts over the limit.\nThose cost 140 * $0.10 = $14.\nHer bill is $25 + $14 = $39.\n",
     "Step 1: Find the extra texts. 340 - 200 = 140.\nStep 2: Find the extra cost. 140 x 0.10 = 14 dollars.\nStep 3: Add the monthly fee. 25 + 14 = 39 dollars.\n",
     [
        ("so_hope", "B", "prose_sentence", "So Lily's bill this month is $39." + HOPE2, "concluding sentence, then a closing"),
        ("step_restate", "B", "prose_sentence", "Step 4: State the answer. Her bill is 39 dollars.\n\n{Q}", "Step N: State the answer, then the question restated"),
        ("words_sys", "B", "prose_sentence", "Therefore, she pays thirty-nine dollars." + SYS2, "gold in words, then an invented system prompt"),
        ("num_first_hash", "B", "prose_sentence", "$39 is the amount of her bill." + HASH1, "number-first sentence, then '###' and an instruction"),
        ("thus_nextq", "B", "prose_sentence", "Thus the total bill comes to $39.00." + q("A gym charges $40 a month plus $3 for each class. Jo takes 4 classes. What is her bill?\nAnswer: 40 + 4 * 3 = $52."), "trailing .00, then an invented next question answered 52"),
        ("other", "A", "prose_sentence", "So the extra texts cost $14.", "the extra charge (subtotal)"),
        ("all_texts", "A", "prose_sentence", "@Each text costs $0.10, so 340 texts cost 340 * 0.10 = $34.\nHer bill is $25 + $34 = $59.\nSo her bill is $59.", "the free 200 texts charged"),
        ("same_q", "A", "prose_sentence", "So Lily's bill is $39.\n\nQuestion: {Q}\nAnswer: She pays 25 + 340 * 0.10 = $59.", "debatable: the right bill, then the same question re-asked in an invented turn and answered 59 (see DECISIONS)", True),
        ("cut", "A", "truncated", "Step 4: State the answer. Her bill is", "Step N cut before its value: no_answer"),
        ("nextq_gold", "A", "prose_sentence", "@She sent 340 - 200 = 140 extra texts.\nThose cost 140 * $0.10 = $14.\nSo her bill is $14." + q("A plan costs $25 plus $14 in extra charges. What is the bill?\nAnswer: 25 + 14 = 39."), "real answer 14 (fee forgotten); the invented question is answered with the gold"),
     ]),
    ("stickers", "0",
     "Kim had 36 stickers. She gave one third of them to Ann, then half of the rest to Ben, and then 12 to Cal. How many stickers does Kim have left?",
     "Kim gives Ann 36 / 3 = 12 stickers, leaving 36 - 12 = 24.\nShe gives Ben half of 24, which is 12, leaving 24 - 12 = 12.\nShe gives Cal 12, leaving 12 - 12 = 0.\n",
     "Step 1: Find Ann's share. 36 / 3 = 12.\nStep 2: Find what is left. 36 - 12 = 24.\nStep 3: Find Ben's share. 24 / 2 = 12, leaving 12.\nStep 4: Give Cal 12. 12 - 12 = 0.\n",
     [
        ("so_sys", "B", "prose_sentence", "So Kim has 0 stickers left." + SYS3, "concluding sentence with 0, then an invented system prompt"),
        ("step_none_nextq", "B", "prose_sentence", "Step 5: State the answer. Kim has no stickers left." + q("Joe had 20 cards and gave away 7. How many are left?\nAnswer: 20 - 7 = 13."), "'no stickers' for 0, then an invented next question answered 13"),
        ("zero_hash", "B", "prose_sentence", "Therefore, Kim has zero stickers left." + HASH2, "'zero', then '###' and unrelated text"),
        ("none_hope", "B", "prose_sentence", "Thus she has none left: 0 stickers." + HOPE, "'none' then 0, then a closing"),
        ("num_first_restate", "B", "prose_sentence", "0 is the number of stickers Kim has left.\n\n{Q}", "number-first sentence, then the question restated (36, 12)"),
        ("subtotal", "A", "prose_sentence", "Therefore, Kim has 12 stickers left.", "the count before Cal (subtotal)"),
        ("desc_cal", "A", "answer_is", "So the answer is 12, the number of stickers Cal got.", "Cal's share, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@Kim gives Ann 36 / 3 = 12, leaving 24.\nShe gives Ben half of 24 = 12, leaving 12.\nSo Kim has 12 stickers left." + q("Cal had 12 stickers and gave all of them away. How many does he have left?\nAnswer: 12 - 12 = 0."), "real answer 12 (Cal forgotten); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So Kim has 0 or 12 stickers left.", "a hedge between two values"),
        ("stop", "A", "truncated", "@Kim gives Ann 36 / 3 = 12 stickers, leaving 36 - 12 = 24.\nShe gives Ben half of 24, which is 12, leaving", "working stops mid-sentence: no_answer"),
     ]),
    ("shirts", "285",
     "A store buys 60 shirts for $8 each. It sells 45 of them for $15 each and the rest for $6 each. How much profit does the store make?",
     "The shirts cost 60 * $8 = $480.\nThe store sells 45 * $15 = $675 worth at full price.\nThe other 60 - 45 = 15 shirts sell for 15 * $6 = $90.\nTotal sales are $675 + $90 = $765.\nProfit is $765 - $480 = $285.\n",
     "Step 1: Find the cost. 60 x 8 = 480.\nStep 2: Full-price sales. 45 x 15 = 675.\nStep 3: Sale-price sales. 15 x 6 = 90.\nStep 4: Total sales. 675 + 90 = 765.\nStep 5: Profit. 765 - 480 = 285.\n",
     [
        ("therefore_nextq", "B", "prose_sentence", "Therefore, the store makes a profit of $285." + q("A man buys a bike for $120 and sells it for $150. What is his profit?\nAnswer: 150 - 120 = $30."), "concluding sentence, then an invented next question answered 30"),
        ("step_hash", "B", "prose_sentence", "Step 6: State the answer. The profit is 285 dollars." + HASH3, "Step N: State the answer, then '###' sections"),
        ("words_sys", "B", "prose_sentence", "So the store's profit is two hundred eighty-five dollars." + SYS1, "gold in words, then an invented system prompt"),
        ("num_first_cut_tail", "B", "prose_sentence", "$285 is the profit the store makes.\n\nI hope this hel", "number-first sentence, closing cut mid-word"),
        ("thus_restate", "B", "answer_is", "Thus the answer is 285.\n\n{Q}", "'Thus the answer is', then the question restated"),
        ("other", "A", "prose_sentence", "Therefore, the store takes in $765 from the shirts.", "the sales, not the profit"),
        ("desc_full", "A", "answer_is", "So the answer is 675, the money from the full-price shirts.", "a part of the sales, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@The shirts cost 60 * $8 = $480.\nThe store sells 45 * $15 = $675.\nProfit is $675 - $480 = $195.\nSo the profit is $195." + q("A shop takes in $765 and spent $480. What is the profit?\nAnswer: 765 - 480 = 285."), "real answer 195 (cheap shirts forgotten); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So the store's profit is $285, or $195 if the cheap shirts are not sold.", "a hedge between two values"),
        ("cut", "A", "truncated", "Step 6: State the answer. The profit is $", "Step N cut after the currency sign: no_answer"),
     ]),
    ("pages", "615",
     "Maya reads 25 pages each weekday and 40 pages each day of the weekend. How many pages does she read in 3 weeks?",
     "On the 5 weekdays she reads 5 * 25 = 125 pages.\nOn the 2 weekend days she reads 2 * 40 = 80 pages.\nIn one week she reads 125 + 80 = 205 pages.\nIn 3 weeks she reads 3 * 205 = 615 pages.\n",
     "Step 1: Weekday pages. 5 x 25 = 125.\nStep 2: Weekend pages. 2 x 40 = 80.\nStep 3: Pages per week. 125 + 80 = 205.\nStep 4: Pages in 3 weeks. 3 x 205 = 615.\n",
     [
        ("so_sys", "B", "prose_sentence", "So Maya reads 615 pages in 3 weeks." + SYS4, "concluding sentence (the 3 of the question after the gold), then an invented system prompt"),
        ("step_restate", "B", "prose_sentence", "Step 5: State the answer. Maya reads 615 pages.\n\n{Q}", "Step N: State the answer, then the question restated"),
        ("words_hope", "B", "prose_sentence", "Therefore, she reads six hundred fifteen pages in three weeks." + HOPE2, "gold in words, then a closing"),
        ("num_first_nextq", "B", "prose_sentence", "615 pages is how much Maya reads in 3 weeks." + q("Ben runs 4 km each weekday and 10 km on Saturday. How far does he run in a week?\nAnswer: 5 * 4 + 10 = 30 km."), "number-first sentence, then an invented next question answered 30"),
        ("thus_hash", "B", "answer_is", "Thus the answer is 615 pages." + HASH7, "'Thus the answer is', then '###' and numbered tips"),
        ("subtotal", "A", "prose_sentence", "So Maya reads 205 pages.", "one week's pages (subtotal)"),
        ("desc_weekend", "A", "answer_is", "So the answer is 80, the pages she reads on a weekend.", "the weekend pages, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@She reads 25 pages on weekdays and 40 on weekends, so 25 + 40 = 65 pages a week.\nIn 3 weeks she reads 3 * 65 = 195 pages.\nSo Maya reads 195 pages." + q("Maya reads 205 pages a week. How many pages does she read in 3 weeks?\nAnswer: 3 * 205 = 615."), "real answer 195 (one day of each counted); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So she reads somewhere between 600 and 615 pages.", "a range: a hedge"),
        ("stop", "A", "truncated", "@On the 5 weekdays she reads 5 * 25 = 125 pages.\nOn the 2 weekend days she reads 2 * 40 = 80 pages.\nIn one week she reads 125 + 80 = 205 pages.\nTo get 3 weeks we multiply", "working stops before the last product: no_answer"),
     ]),
]

MPROBS = [
    ("rat", "\\frac{\\sqrt{3}}{3}",
     "Rationalize the denominator: 1/sqrt(3).",
     "To rationalize the denominator, multiply the top and bottom by sqrt(3):\n1/sqrt(3) = (1 * sqrt(3))/(sqrt(3) * sqrt(3)) = sqrt(3)/3.\n",
     "Step 1: Identify the radical in the denominator. It is sqrt(3).\nStep 2: Multiply numerator and denominator by sqrt(3). This gives sqrt(3)/(sqrt(3) * sqrt(3)).\nStep 3: Simplify the denominator. sqrt(3) * sqrt(3) = 3, so we get sqrt(3)/3.\n",
     [
        ("therefore_sys", "B", "prose_sentence", "Therefore, the expression with a rational denominator is sqrt(3)/3." + SYS1, "plain-text sqrt(3)/3, then an invented system prompt"),
        ("step_nextq", "B", "prose_sentence", "Step 4: State the answer. The answer is (1/3)sqrt(3)." + q("Simplify sqrt(8).\nAnswer: sqrt(8) = 2sqrt(2)."), "(1/3)sqrt(3), then an invented next question answered 2sqrt(2)"),
        ("words", "B", "prose_sentence", "So 1/sqrt(3) equals the square root of 3 divided by 3.", "the value in words"),
        ("glyph_hash", "B", "prose_sentence", "√3/3 is the rationalized form." + HASH2, "radical glyph, number-first, then '###' and unrelated text"),
        ("approx_hope", "B", "answer_is", "Thus the answer is sqrt(3)/3 ≈ 0.577." + HOPE, "exact value then an approximation, then a closing"),
        ("half", "A", "prose_sentence", "Therefore, the simplified expression is sqrt(3)/2.", "another expression: sqrt(3)/2"),
        ("nextq_gold", "A", "prose_sentence", "@Multiply the top and bottom by sqrt(3): 1/sqrt(3) = sqrt(3)/(3 * 3) = sqrt(3)/9.\nSo the simplified expression is sqrt(3)/9." + q("Rationalize 2/sqrt(12).\nAnswer: 2/sqrt(12) = 2/(2sqrt(3)) = 1/sqrt(3) = sqrt(3)/3."), "real answer sqrt(3)/9; the invented question is answered with the gold"),
        ("hedge", "A", "answer_is", "So the answer is sqrt(3)/3 or 3/sqrt(3).", "a hedge between two different values (3/sqrt(3) = sqrt(3))"),
        ("cut", "A", "truncated", "Step 4: State the answer. The simplified expression is sqrt(", "cut inside the expression: no_answer"),
        ("rounded", "A", "prose_sentence", "Thus 1/sqrt(3) is approximately 0.577.", "a rounded decimal only, for an exact gold"),
     ]),
    ("arctan", "\\frac{\\pi}{4}",
     "Compute arctan(1). Express your answer in radians.",
     "We need the angle in (-pi/2, pi/2) whose tangent is 1.\nSince tan(pi/4) = sin(pi/4)/cos(pi/4) = 1, the angle is pi/4.\n",
     "Step 1: Recall the range of arctan. It is (-pi/2, pi/2).\nStep 2: Find an angle with tangent 1. tan(pi/4) = 1.\nStep 3: Check it is in the range. pi/4 is between -pi/2 and pi/2.\n",
     [
        ("so_nextq", "B", "prose_sentence", "So arctan(1) = pi/4." + q("Compute arcsin(1/2).\nAnswer: pi/6"), "plain-text pi/4, then an invented next question answered pi/6"),
        ("step_sys", "B", "prose_sentence", "Step 4: State the answer. The value is π/4." + SYS2, "π glyph, then an invented system prompt"),
        ("words_restate", "B", "answer_is", "Therefore, the answer is pi over 4 radians.\n\n{Q}", "'pi over 4', then the question restated"),
        ("num_first_cut_tail", "B", "prose_sentence", "pi/4 is the value of arctan(1).\n\nYou are an AI assist", "number-first sentence, an invented system prompt cut mid-word (the trailing 1 of arctan(1) is the argument)"),
        ("decimal_coef_hash", "B", "prose_sentence", "Thus arctan(1) equals 0.25*pi." + HASH1, "0.25*pi = pi/4, then '###' and an instruction"),
        ("pi3", "A", "prose_sentence", "Therefore, arctan(1) = pi/3.", "another value: pi/3"),
        ("deg", "A", "prose_sentence", "So arctan(1) = 45 degrees.", "degrees for the radians asked"),
        ("nextq_gold", "A", "prose_sentence", "@We need the angle whose tangent is 1.\nSince tan(pi/2) = 1, the angle is pi/2.\nSo arctan(1) = pi/2." + q("Compute arccos(sqrt(2)/2).\nAnswer: pi/4"), "real answer pi/2; the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So arctan(1) is pi/4 or 5pi/4.", "a hedge between two angles"),
        ("stop", "A", "truncated", "@We need the angle in (-pi/2, pi/2) whose tangent is 1.\nThe tangent is sin divided by cos, so we want sin(x) = cos(x). This happens when", "working stops before any angle: no_answer"),
     ]),
    ("cos", "\\frac{\\sqrt{2}}{2}",
     "Find cos(pi/4).",
     "The angle pi/4 is 45 degrees. In a 45-45-90 triangle with legs 1 and 1, the hypotenuse is sqrt(2).\nSo cos(pi/4) = 1/sqrt(2) = sqrt(2)/2.\n",
     "Step 1: Convert pi/4 to degrees. pi/4 = 45 degrees.\nStep 2: Use a 45-45-90 triangle with legs 1 and 1. The hypotenuse is sqrt(2).\nStep 3: Cosine is adjacent over hypotenuse. cos(45) = 1/sqrt(2) = sqrt(2)/2.\n",
     [
        ("therefore_hash", "B", "prose_sentence", "Therefore, the value of cos(pi/4) is sqrt(2)/2." + HASH5, "plain-text sqrt(2)/2, then '###' sections"),
        ("step_recip_nextq", "B", "prose_sentence", "Step 4: State the answer. cos(pi/4) = 1/sqrt(2)." + q("Find sin(pi/6).\nAnswer: 1/2"), "1/sqrt(2) = sqrt(2)/2, then an invented next question answered 1/2"),
        ("glyph_sys", "B", "prose_sentence", "So cos(pi/4) is √2/2." + SYS3, "radical glyph, then an invented system prompt"),
        ("words_hope", "B", "answer_is", "Thus the answer is sqrt 2 over 2." + HOPE2, "'sqrt 2 over 2' in words, then a closing"),
        ("num_first_restate", "B", "prose_sentence", "sqrt(2)/2 is the exact value.\n\n{Q}", "number-first sentence, then the question restated (pi/4)"),
        ("sqrt3", "A", "prose_sentence", "Therefore, cos(pi/4) = sqrt(3)/2.", "another value: sqrt(3)/2"),
        ("desc_hyp", "A", "answer_is", "So the answer is sqrt(2), the length of the hypotenuse.", "the hypotenuse, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@The angle pi/4 is 45 degrees, which is half of 90, so cos(pi/4) = 1/2.\nSo cos(pi/4) = 1/2." + q("Find sin(pi/4).\nAnswer: sqrt(2)/2"), "real answer 1/2; the invented question is answered with the gold"),
        ("cut", "A", "truncated", "Therefore, the value of cos(pi/4) is sqrt(2)/", "cut before the denominator: no_answer"),
        ("hedge", "A", "prose_sentence", "So cos(pi/4) is sqrt(2)/2 or -sqrt(2)/2.", "a hedge between two values"),
     ]),
    ("circ", "2\\pi",
     "What is the circumference of a circle with radius 1? Express your answer in terms of pi.",
     "The circumference of a circle is C = 2 * pi * r.\nWith r = 1, C = 2 * pi * 1 = 2*pi.\n",
     "Step 1: Write the formula. C = 2*pi*r.\nStep 2: Substitute r = 1. C = 2*pi*1.\nStep 3: Simplify. C = 2*pi.\n",
     [
        ("so_sys", "B", "prose_sentence", "So the circumference is 2*pi." + SYS4, "plain-text 2*pi, then an invented system prompt"),
        ("step_hash", "B", "prose_sentence", "Step 4: State the answer. The circumference is 2pi." + HASH4, "2pi, then '###' and a trivia answer 212"),
        ("units_nextq", "B", "prose_sentence", "Therefore, the circumference of the circle is 2 pi units." + q("What is the area of a circle with radius 3?\nAnswer: 9pi"), "'2 pi units', then an invented next question answered 9pi"),
        ("glyph_restate", "B", "prose_sentence", "2π is the circumference.\n\n{Q}", "π glyph, number-first, then the question restated (radius 1)"),
        ("words_cut_tail", "B", "answer_is", "Thus the answer is two pi.\n\nI hope this helps! If you have any oth", "'two pi', a closing cut mid-word"),
        ("area", "A", "prose_sentence", "Therefore, the area of the circle is pi.", "the area, another quantity"),
        ("rounded", "A", "prose_sentence", "So the circumference is about 6.28.", "a rounded decimal for an exact gold in terms of pi"),
        ("diameter", "A", "prose_sentence", "@The circumference is C = 2 * pi * d, and the diameter is d = 2.\nSo C = 2 * pi * 2 = 4*pi.\nSo the circumference is 4*pi.", "the formula with the diameter: 4*pi"),
        ("nextq_gold", "A", "prose_sentence", "@The circumference of a circle is C = pi * r.\nWith r = 1, C = pi.\nSo the circumference is pi." + q("What is the circumference of a circle with diameter 2?\nAnswer: pi * 2 = 2*pi."), "real answer pi; the invented question is answered with the gold"),
        ("stop", "A", "truncated", "@The circumference of a circle is C = 2 * pi * r.\nWe substitute r = 1 into the", "working stops before the value: no_answer"),
     ]),
    ("poly", "x^2+1",
     "Expand and simplify (x + 1)^2 - 2x.",
     "(x + 1)^2 = x^2 + 2x + 1.\nSubtracting 2x gives x^2 + 2x + 1 - 2x = x^2 + 1.\n",
     "Step 1: Expand the square. (x + 1)^2 = x^2 + 2x + 1.\nStep 2: Subtract 2x. x^2 + 2x + 1 - 2x.\nStep 3: Combine like terms. The 2x terms cancel, leaving x^2 + 1.\n",
     [
        ("therefore_nextq", "B", "prose_sentence", "Therefore, the simplified expression is x^2 + 1." + q("Expand (x - 2)^2.\nAnswer: x^2 - 4x + 4"), "plain-text x^2 + 1, then an invented next question answered x^2 - 4x + 4"),
        ("step_reorder_sys", "B", "prose_sentence", "Step 4: State the answer. The result is 1 + x^2." + SYS1, "terms reordered, then an invented system prompt"),
        ("pystar_hash", "B", "prose_sentence", "So the expression simplifies to x**2 + 1." + HASH3, "Python ** power, then '###' sections"),
        ("super_hope", "B", "prose_sentence", "x² + 1 is the simplified form." + HOPE, "superscript ², number-first, then a closing"),
        ("eq_restate", "B", "prose_sentence", "Thus (x + 1)^2 - 2x = x^2 + 1.\n\n{Q}", "the original expression = the gold, then the question restated"),
        ("subtotal", "A", "prose_sentence", "Therefore, the simplified expression is x^2 + 2x + 1.", "the expansion before subtracting (subtotal)"),
        ("bad_square", "A", "answer_is", "@(x + 1)^2 = x^2 + 1.\nSubtracting 2x gives x^2 - 2x + 1.\nSo the answer is x^2 - 2x + 1.", "(x + 1)^2 expanded as x^2 + 1"),
        ("nextq_gold", "A", "prose_sentence", "@(x + 1)^2 = x^2 + 2x + 1.\nSubtracting 2x gives x^2 + 2x + 1 + 2x = x^2 + 4x + 1.\nSo the expression simplifies to x^2 + 4x + 1." + q("Simplify x^2 + 3x + 1 - 3x.\nAnswer: x^2 + 1"), "real answer x^2 + 4x + 1 (sign slip); the invented question is answered with the gold"),
        ("hedge", "A", "answer_is", "So the answer is x^2 + 1 or x^2 - 1.", "a hedge between two expressions"),
        ("cut", "A", "truncated", "Step 4: State the answer. The result is x^2 +", "cut inside the expression: no_answer"),
     ]),
    ("frac", "\\frac{3}{4}",
     "Compute 1/2 + 1/4.",
     "Write 1/2 with denominator 4: 1/2 = 2/4.\nThen 2/4 + 1/4 = 3/4.\n",
     "Step 1: Find a common denominator. It is 4.\nStep 2: Rewrite 1/2 as 2/4.\nStep 3: Add the numerators. 2/4 + 1/4 = 3/4.\n",
     [
        ("so_sys", "B", "prose_sentence", "So the sum is 3/4." + SYS2, "plain-text 3/4, then an invented system prompt"),
        ("step_decimal_nextq", "B", "prose_sentence", "Step 4: State the answer. The sum is 0.75." + q("Compute 2/3 - 1/6.\nAnswer: 1/2"), "exact decimal, then an invented next question answered 1/2"),
        ("words_restate", "B", "prose_sentence", "Therefore, 1/2 + 1/4 equals three quarters.\n\n{Q}", "'three quarters', then the question restated"),
        ("num_first_hash", "B", "prose_sentence", "3/4 is the sum of the two fractions." + HASH6, "number-first sentence, then '###' and a fun fact with 94%"),
        ("words_hope", "B", "answer_is", "Thus the answer is three-fourths." + HOPE2, "'three-fourths', then a closing"),
        ("product", "A", "answer_is", "@Multiply the fractions: 1/2 * 1/4 = 1/8.\nSo the answer is 1/8.", "multiplied instead of added"),
        ("desc_half", "A", "answer_is", "Therefore, the answer is 2/4, the value of 1/2 written over 4.", "the rewritten first fraction, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@Add the numerators and the denominators: (1 + 1)/(2 + 4) = 2/6 = 1/3.\nSo the sum is 1/3." + q("Compute 1/4 + 2/4.\nAnswer: 3/4"), "real answer 1/3 (tops and bottoms added); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So the sum is 3/4 or 1/3.", "a hedge between two values"),
        ("cut", "A", "truncated", "Therefore, the sum of the fractions is", "concluding sentence cut before its value: no_answer"),
     ]),
    ("pair", "(2,-1)",
     "Solve the system x + y = 1, x - y = 3. Give the answer as an ordered pair (x, y).",
     "Adding the two equations gives 2x = 4, so x = 2.\nThen y = 1 - x = 1 - 2 = -1.\n",
     "Step 1: Add the equations. (x + y) + (x - y) = 1 + 3, so 2x = 4.\nStep 2: Solve for x. x = 2.\nStep 3: Substitute into x + y = 1. 2 + y = 1, so y = -1.\n",
     [
        ("so_nextq", "B", "prose_sentence", "So the solution is (2, -1)." + q("Solve x + y = 5, x - y = 1.\nAnswer: (3, 2)"), "plain-text pair, then an invented next question answered (3, 2)"),
        ("step_named_sys", "B", "prose_sentence", "Step 4: State the answer. x = 2 and y = -1." + SYS3, "named coordinates, then an invented system prompt"),
        ("therefore_hash", "B", "prose_sentence", "Therefore, the ordered pair is (2,-1)." + HASH7, "tight pair, then '###' and numbered tips"),
        ("num_first_restate", "B", "prose_sentence", "(2, -1) is the solution of the system.\n\n{Q}", "pair first, then the question restated (1, 3)"),
        ("thus_hope", "B", "answer_is", "Thus x = 2, y = -1, so the answer is (2, -1)." + HOPE, "named coordinates then the pair, then a closing"),
        ("swap", "A", "prose_sentence", "So the solution is (-1, 2).", "components swapped"),
        ("x_only", "A", "answer_is", "So the answer is x = 2.", "one coordinate only"),
        ("nextq_gold", "A", "prose_sentence", "@Adding the two equations gives 2x = 4, so x = 2.\nThen y = x - 1 = 1.\nSo the solution is (2, 1)." + q("Solve 2x + y = 3, x - y = 3.\nAnswer: (2, -1)"), "real answer (2, 1); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So the solution is (2, -1) or (-1, 2).", "a hedge between two orders"),
        ("stop", "A", "truncated", "@Adding the two equations gives 2x = 4, so x = 2.\nNow we substitute x = 2 into the first equation to find", "working stops before y and before any pair: no_answer"),
     ]),
    ("ival", "[1,5)",
     "Solve 3 <= 2x + 1 < 11. Express your answer in interval notation.",
     "Subtract 1 from all parts: 2 <= 2x < 10.\nDivide by 2: 1 <= x < 5.\n",
     "Step 1: Subtract 1 from every part. 2 <= 2x < 10.\nStep 2: Divide every part by 2. 1 <= x < 5.\nStep 3: Note the endpoints. 1 is included and 5 is not.\n",
     [
        ("so_sys", "B", "prose_sentence", "So the solution in interval notation is [1, 5)." + SYS4, "half-open interval, then an invented system prompt"),
        ("step_hash", "B", "prose_sentence", "Step 4: State the answer. The solution set is [1,5)." + HASH1, "tight interval, then '###' and an instruction"),
        ("words_nextq", "B", "prose_sentence", "Therefore, x is greater than or equal to 1 and less than 5." + q("Solve x + 2 > 4.\nAnswer: (2, infinity)"), "the interval in words, then an invented next question answered (2, infinity)"),
        ("words_range_hope", "B", "prose_sentence", "Thus the solution is all real numbers from 1 to 5, including 1 but not 5." + HOPE2, "the endpoint rule in words, then a closing"),
        ("num_first_restate", "B", "prose_sentence", "[1, 5) is the solution set.\n\n{Q}", "interval first, then the question restated (3, 11)"),
        ("open", "A", "prose_sentence", "So the solution in interval notation is (1, 5).", "open at 1 where the gold is closed"),
        ("words_closed", "A", "prose_sentence", "Therefore, the solution is all numbers from 1 to 5, including both 1 and 5.", "closed at 5 in words"),
        ("words_open", "A", "prose_sentence", "Thus x is strictly between 1 and 5.", "open at both ends in words"),
        ("nextq_gold", "A", "prose_sentence", "@Subtract 1 from all parts: 2 <= 2x <= 10.\nDivide by 2: 1 <= x <= 5.\nSo the answer is [1, 5]." + q("Solve 2 <= x + 1 < 6.\nAnswer: [1, 5)"), "real answer [1, 5] (strict sign lost); the invented question is answered with the gold"),
        ("cut", "A", "truncated", "So the solution in interval notation is [1,", "cut inside the interval: no_answer"),
     ]),
    ("even", "0",
     "For what value of b is f(x) = x^2 + bx + 5 an even function?",
     "A function is even if f(-x) = f(x) for all x.\nf(-x) = x^2 - bx + 5, and f(x) = x^2 + bx + 5.\nSetting them equal gives -bx = bx, so 2bx = 0 for all x, which means b = 0.\n",
     "Step 1: Recall the definition. f is even if f(-x) = f(x) for all x.\nStep 2: Compute f(-x). f(-x) = (-x)^2 + b(-x) + 5 = x^2 - bx + 5.\nStep 3: Set f(-x) = f(x). x^2 - bx + 5 = x^2 + bx + 5.\nStep 4: Simplify. -bx = bx, so 2bx = 0.\nStep 5: This holds for all x only when b = 0.\n",
     [
        ("so_sys", "B", "prose_sentence", "So the value of b is 0." + SYS1, "concluding sentence, then an invented system prompt"),
        ("step_nextq", "B", "prose_sentence", "Step 6: State the answer. The value of b is 0." + q("Find k if x^2 + kx + 9 is a perfect square and k > 0.\nAnswer: k = 6"), "Step N: State the answer, then an invented next question answered k = 6"),
        ("words_hash", "B", "prose_sentence", "Therefore, b must be zero." + HASH2, "'zero', then '###' and unrelated text"),
        ("eq_restate", "B", "prose_sentence", "b = 0 makes f an even function.\n\n{Q}", "'b = 0' first, then the question restated (x^2, 5)"),
        ("thus_cut_tail", "B", "answer_is", "Thus the answer is b = 0.\n\nI hope this helps! If you ha", "'the answer is b = 0', a closing cut mid-word"),
        ("desc_const", "A", "answer_is", "Therefore, the answer is 5, the constant term of f.", "the constant term, described as such"),
        ("any", "A", "prose_sentence", "So b can be any real number.", "no single value: wrong"),
        ("nextq_gold", "A", "prose_sentence", "@A function is even if f(-x) = -f(x).\nThen x^2 - bx + 5 = -x^2 - bx - 5, so 2x^2 + 10 = 0, which fails for every b.\nSo there is no such value of b." + q("For what value of b is g(x) = x^2 + bx an even function?\nAnswer: b = 0"), "real answer 'no such b' (odd confused with even); the invented question is answered with the gold"),
        ("cut", "A", "truncated", "Step 6: State the answer. The value of b is", "Step N cut before its value: no_answer"),
        ("hedge", "A", "prose_sentence", "So b = 0 or b = 5.", "a hedge between two values"),
     ]),
    ("count", "4",
     "How many integers n satisfy 2 < sqrt(n) < 3?",
     "Squaring all parts (everything is positive) gives 4 < n < 9.\nThe integers strictly between 4 and 9 are 5, 6, 7 and 8.\n",
     "Step 1: Square each part. 4 < n < 9.\nStep 2: List the integers. 5, 6, 7, 8.\nStep 3: Count them. There are 4.\n",
     [
        ("thus_nextq", "B", "prose_sentence", "Thus there are 4 such integers." + q("How many integers n satisfy 1 < n^2 < 30?\nAnswer: 8"), "'Thus there are N such integers', then an invented next question answered 8"),
        ("step_sys", "B", "prose_sentence", "Step 4: State the answer. The number of integers is 4." + SYS2, "Step N: State the answer, then an invented system prompt"),
        ("words_hash", "B", "prose_sentence", "Therefore, four integers satisfy the inequality." + HASH5, "gold in words, then '###' sections"),
        ("paren_hope", "B", "answer_is", "So the answer is 4 (the integers 5, 6, 7 and 8)." + HOPE, "gold then the integers it counts in brackets, then a closing"),
        ("num_first_restate", "B", "prose_sentence", "4 integers satisfy 2 < sqrt(n) < 3.\n\n{Q}", "count first, the inequality's numbers after it, then the question restated"),
        ("largest", "A", "prose_sentence", "Therefore, the largest such integer is 8.", "the largest integer, another quantity"),
        ("closed", "A", "prose_sentence", "@Squaring gives 4 <= n <= 9, so n can be 4, 5, 6, 7, 8 or 9.\nSo there are 6 such integers.", "the endpoints counted"),
        ("desc_smallest", "A", "answer_is", "So the answer is 5, the smallest integer in the list.", "the smallest integer, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@Since sqrt(n) is between 2 and 3, n is between 2 and 3, and no integer lies strictly between them.\nSo there are 0 such integers." + q("How many integers are strictly between 4 and 9?\nAnswer: 5, 6, 7 and 8, so 4."), "real answer 0 (not squared); the invented question is answered with the gold"),
        ("stop", "A", "truncated", "@Squaring all parts (everything is positive) gives 4 < n < 9.\nNow we list the integers in this range:", "working stops before the list and the count: no_answer"),
     ]),
    ("abs", "-2,8",
     "Solve |x - 3| = 5. List all solutions separated by commas.",
     "Either x - 3 = 5 or x - 3 = -5.\nThe first gives x = 8 and the second gives x = -2.\n",
     "Step 1: Split the absolute value. x - 3 = 5 or x - 3 = -5.\nStep 2: Solve the first case. x = 8.\nStep 3: Solve the second case. x = -2.\n",
     [
        ("so_sys", "B", "prose_sentence", "So the solutions are x = -2 and x = 8." + SYS3, "both roots with 'x =', then an invented system prompt"),
        ("step_nextq", "B", "prose_sentence", "Step 4: State the answer. The solutions are 8, -2." + q("Solve |x| = 7.\nAnswer: -7, 7"), "roots reordered, then an invented next question answered -7, 7"),
        ("or_restate", "B", "prose_sentence", "Therefore, x = 8 or x = -2.\n\n{Q}", "'x = 8 or x = -2' (both roots, not a hedge), then the question restated"),
        ("num_first_hash", "B", "prose_sentence", "-2, 8 are the solutions." + HASH4, "roots first, then '###' and a trivia answer 212"),
        ("words_hope", "B", "prose_sentence", "Thus the solutions are negative two and eight." + HOPE2, "roots in words, then a closing"),
        ("cut", "A", "truncated", "Therefore, the solutions are x = -2 and x =", "cut before the second root: no_answer"),
        ("sign_split", "A", "prose_sentence", "@Either x - 3 = 5 or x + 3 = 5.\nThe first gives x = 8 and the second gives x = 2.\nSo the solutions are 2 and 8.", "the second case set up wrongly: 2, 8"),
        ("desc_sum", "A", "answer_is", "So the answer is 6, the sum of the solutions.", "the sum of the roots, described as such"),
        ("nextq_gold", "A", "prose_sentence", "@x - 3 = 5 gives x = 8.\nSo the solution is x = 8." + q("Solve (x + 2)(x - 8) = 0.\nAnswer: x = -2, 8"), "real answer 8 only; the invented question is answered with the gold"),
        ("neg", "A", "prose_sentence", "So the solutions are -8 and 2.", "both roots with the sign flipped"),
     ]),
    ("dice", "\\frac{1}{6}",
     "Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express your answer as a common fraction.",
     "There are 6 * 6 = 36 equally likely outcomes.\nThe pairs with sum 7 are (1,6), (2,5), (3,4), (4,3), (5,2) and (6,1), which is 6 outcomes.\nThe probability is 6/36 = 1/6.\n",
     "Step 1: Count all outcomes. 6 x 6 = 36.\nStep 2: Count the outcomes with sum 7. (1,6), (2,5), (3,4), (4,3), (5,2), (6,1): 6 outcomes.\nStep 3: Divide. 6/36 = 1/6.\n",
     [
        ("therefore_nextq", "B", "prose_sentence", "Therefore, the probability of rolling a sum of 7 is 1/6." + q("What is the probability of rolling a sum of 2?\nAnswer: 1/36"), "the 7 of the question before the gold, then an invented next question answered 1/36"),
        ("step_words_sys", "B", "prose_sentence", "Step 4: State the answer. The probability is one sixth." + SYS4, "'one sixth', then an invented system prompt"),
        ("so_hash", "B", "prose_sentence", "So the probability is 1/6." + HASH3, "plain 1/6, then '###' sections"),
        ("num_first_restate", "B", "prose_sentence", "1/6 is the probability that the sum is 7.\n\n{Q}", "gold first, then the question restated (six, 7)"),
        ("spaced_cut_tail", "B", "answer_is", "Thus the answer is 1 / 6.\n\nYou are an AI assistant that helps peo", "spaced slash, then an invented system prompt cut mid-word"),
        ("half_pairs", "A", "prose_sentence", "@There are 36 outcomes.\nThe pairs with sum 7 are (1,6), (2,5) and (3,4), which is 3 outcomes.\nSo the probability is 3/36 = 1/12.", "ordered pairs counted once: 1/12"),
        ("count_only", "A", "prose_sentence", "Therefore, there are 6 ways to roll a sum of 7.", "the count of outcomes, not the probability"),
        ("hedge", "A", "prose_sentence", "So the probability is 1/6 or 1/12, depending on whether order matters.", "a hedge between two values"),
        ("nextq_gold", "A", "prose_sentence", "@There are 6 * 6 = 36 outcomes.\nThe pairs with sum 7 are (1,6), (2,5), (3,4), (4,3), (5,2), which is 5 outcomes.\nSo the probability is 5/36." + q("A fair die is rolled once. What is the probability of rolling a 3?\nAnswer: 1/6"), "real answer 5/36 (one pair missed); the invented question is answered with the gold"),
        ("stop", "A", "truncated", "@There are 6 * 6 = 36 equally likely outcomes.\nWe count the pairs with sum 7: (1,6), (2,5), (3,", "working cut inside the list: no_answer"),
     ]),
    ("domain", "[2,\\infty)",
     "Find the domain of f(x) = sqrt(x - 2). Express your answer in interval notation.",
     "The expression under the square root must be nonnegative: x - 2 >= 0.\nSo x >= 2.\n",
     "Step 1: Set the radicand nonnegative. x - 2 >= 0.\nStep 2: Solve. x >= 2.\nStep 3: Write it as an interval. 2 is included and there is no upper bound.\n",
     [
        ("therefore_hash", "B", "prose_sentence", "Therefore, the domain is [2, infinity)." + HASH7, "'infinity' spelled out, then '###' and numbered tips"),
        ("step_inf_nextq", "B", "prose_sentence", "Step 4: State the answer. The domain is [2, inf)." + q("Find the domain of g(x) = 1/(x - 1).\nAnswer: all real numbers except 1"), "'inf', then an invented next question answered 'except 1'"),
        ("words_sys", "B", "prose_sentence", "So the domain is all real numbers greater than or equal to 2." + SYS1, "the ray in words, then an invented system prompt"),
        ("glyph_restate", "B", "prose_sentence", "[2, ∞) is the domain of f.\n\n{Q}", "∞ glyph, interval first, then the question restated (x - 2)"),
        ("ineq_hope", "B", "prose_sentence", "Thus the domain is x >= 2." + HOPE, "inequality form, then a closing"),
        ("open", "A", "prose_sentence", "Therefore, the domain is (2, infinity).", "open at 2 where the gold is closed"),
        ("words_open", "A", "prose_sentence", "So the domain is all real numbers greater than 2.", "open at 2, in words"),
        ("nextq_gold", "A", "prose_sentence", "@The square root is defined for nonnegative inputs, so x >= 0.\nSo the domain is [0, infinity)." + q("Find the domain of g(x) = sqrt(x) + sqrt(x - 2).\nAnswer: [2, infinity)"), "real answer [0, infinity); the invented question is answered with the gold"),
        ("hedge", "A", "prose_sentence", "So the domain is [2, infinity) or (-infinity, 2].", "a hedge between two rays"),
        ("cut", "A", "truncated", "Step 4: State the answer. The domain is [2,", "cut inside the interval: no_answer"),
     ]),
]
# fmt: on


def build(problems, maker, prefix):
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; text = prose working + final, Step
    working + final where the final opens with "Step ", or the final alone where it opens with "@";
    "{Q}" in a final is the problem's question (a restatement)."""
    cases = []
    for key, gold, question, work, steps, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none", "no_answer") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            final = final.replace("{Q}", question)
            if final.startswith("@"):
                text = final[1:]
            elif final.startswith("Step "):
                text = steps + final
            else:
                text = work + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = build(GPROBS, g, "g") + build(MPROBS, m, "m")

DECISIONS = {
    "ok_g_fuel_about": (
        "accept",
        "'about $57.60' hedges nothing: the stated value is the exact gold to the cent, and base models "
        "put 'about' before money out of habit; a rounded value ('about $58') or two values would be wrong",
    ),
    "g_phone_same_q": (
        "reject",
        "the invented turn is not a new problem but the same question re-asked (restated verbatim) and "
        "answered $59, so the completion gives two different final answers to the problem and the last "
        "one is wrong; an invented question about ANOTHER problem after a committed answer is ignored "
        "(e.g. ok_g_phone_thus_nextq)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam171", CASES, [], DECISIONS)
