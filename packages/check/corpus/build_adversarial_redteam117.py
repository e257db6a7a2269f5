r"""Build adversarial_redteam117.jsonl: a hundred-and-seventeenth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam117", issue 25), by a new author,
written WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file, and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py
(helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: the eight classes of the issue in English, written the way R1-style reasoning
models (DeepSeek-R1 and its distills, QwQ, Qwen3 thinking) write: long `<think>` blocks (20-80
lines) with several candidate values, "Wait," / "Hmm," / "But let me double-check" /
"Alternatively" passages, then the committed answer after `</think>` as a box, an `<answer>` tag or
a bold line, often restated in a summary. Traps: the last value in the think block differs from the
committed one; a check after the answer that recomputes a sub-quantity; a summary listing
intermediate values; a final answer in a table's last row; a truncation inside the summary; invented
next turns; retractions phrased as real models phrase them. 50 % GSM8K, 50 % MATH.

Problems, golds and the arithmetic, checked by hand (python used for plain arithmetic only):
GSM8K
- COOK 55: 14 trays of 18 cookies = 252 (14*18 = 180 + 72); 197 sold; 252 - 197 = 55 (55 + 197 =
  252). Slip: 14*18 taken as 242 -> 45.
- GAS 51: 245 + 175 = 420 miles; 420 / 28 mpg = 15 gallons; 15 * $3.40 = $51.00. Slip: 14 gallons
  -> $47.60.
- PAY 1078: 40 h at $22 = 880; overtime rate 1.5 * 22 = 33; 6 h * 33 = 198; 880 + 198 = 1078. Slip
  (no overtime premium): 880 + 6*22 = 880 + 132 = 1012.
- PASS 87.5 (percent): 42 of 48 passed; 42/48 = 0.875 = 87.5 %. Failed share 6/48 = 12.5 %.
- TEMP -6: 3 degrees C, falls 1.5 degrees an hour for 6 hours: 1.5*6 = 9; 3 - 9 = -6. Sign slip 6;
  rising slip 3 + 9 = 12.
- EGG 156: 13 hens lay 12 eggs each = 156 eggs (= 13 dozen).
- CHANGE 3.35: 3 shirts at $12.75 = 38.25; + hat $8.40 = 46.65; 50 - 46.65 = 3.35. Slip 3.45.
- MOVIE 390 (minutes): 124 + 97 + 139 = 360; two 15-minute breaks = 30; 390 minutes = 6.5 hours.
- WIDGET 63700: 2,450 a day for 26 days; 2450*25 = 61250, + 2450 = 63700.
MATH
- DICE \frac{5}{36}: two dice summing to 8: (2,6),(3,5),(4,4),(5,3),(6,2) = 5 of 36; 0.13888...
- SURD 11\sqrt{2}: \sqrt{72} = 6\sqrt2, \sqrt{50} = 5\sqrt2; 11\sqrt2 = \sqrt{242} ~ 15.5563.
  Slip: \sqrt{122} (adding under the radical).
- INEQ (-2, 7): x^2 - 5x - 14 < 0, (x - 7)(x + 2) < 0 (7 * -2 = -14, 7 - 2 = 5), -2 < x < 7.
- MID (-1, -2): midpoint of (3, -8) and (-5, 4): ((3 - 5)/2, (-8 + 4)/2) = (-1, -2).
- MAT [[2, 1], [4, 3]]: [[1, 2], [3, 4]] [[0, 1], [1, 0]]: row 1 (0 + 2, 1 + 0), row 2 (0 + 4, 3 + 0).
  Other order [[0, 1], [1, 0]] [[1, 2], [3, 4]] = [[3, 4], [1, 2]].
- DEC 144 (degrees): interior angle of a regular decagon (10 - 2) * 180 / 10 = 1440 / 10 = 144;
  exterior 36; in radians 4\pi/5 (144/180 = 4/5).
- CPX 5 + 12i: (3 + 2i)^2 = 9 + 12i + 4i^2 = 9 + 12i - 4 = 5 + 12i. Slip (i^2 = 1): 13 + 12i.
- POLY 2x^2 - x - 15: (x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15. Slip 2x^2 + x - 15.
- ROOTS 1, 2, 3: x^3 - 6x^2 + 11x - 6; f(1) = 1 - 6 + 11 - 6 = 0, f(2) = 8 - 24 + 22 - 6 = 0,
  f(3) = 27 - 54 + 33 - 6 = 0.
- SERIES 1275: 3 + 7 + ... + 99: (99 - 3)/4 + 1 = 25 terms; 25 * (3 + 99)/2 = 25 * 51 = 1275.
  Slip: 24 terms -> 24 * 51 = 1224.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after
the answer (and harmless after-text); `q_` quoted, reported, invented-turn and self-set text; `b_`
bad input a JSON corpus can hold. `_m_` marks a MATH probe; `_ok_` marks kind B.

Label conventions used (corpus/README.md "How labels were made", round 21, and this round's brief):
the last final answer counts; a committed answer after `</think>` counts over values inside the think
block (a think block's last candidate that differs from the committed answer does not count); an
`<answer>` tag's content is the final answer, a sentence or equation chain in it read for the value
it states; a right answer in another honest notation is correct; another quantity (a subtotal, the
other unit, a per-item value) is wrong; a hedge or two different final answers is wrong; no final
answer (empty tag, placeholder, a completion cut before its answer, even if the think block reached
the gold) is no_answer; a decimal for an exact irrational or repeating value is wrong; a decimal
written for a decimal gold gets no tolerance beyond writing (3.350 = 3.35; 3.4 is wrong); degrees are
not radians; a percent gold 87.5 accepts 87.5 %; a number followed by a word that changes it
(fewer, dozen, thousand, negative) is wrong, unit words are fine; a value the model strikes, negates
or marks wrong is not its answer; a retraction after an answer ("Wait, that's wrong, it's 45", "Edit:",
"Never mind") makes the corrected value the final one, and a bare withdrawal leaves a withdrawn
answer (wrong); a check or summary after the answer that recomputes a sub-quantity does not replace
it; text in an invented next turn or a self-set new problem does not count. A NUL anywhere in the
pair makes it bad input: kind A, truth no_answer (noted). Lone surrogates are NOT in this file:
`write_probes` writes UTF-8 and cannot encode them (checked: 'surrogates not allowed'); they belong
in a `check --input` batch. Debatable probes carry `debatable: true` and a DECISIONS entry.
Forms used: tag, hash, boxed, phrase, lastline (a table's last row), none (no answer, cut or
refused). Huge inputs are ~0.1-0.3 MB think blocks (the file stays near 1.5 MB).

Counts: 280 probes, kind A 135 / B 145, GSM8K 149 / MATH 131, 22 debatable.

Usage: python packages/check/corpus/build_adversarial_redteam117.py
"""

from pathlib import Path

from corpus_build import EOT_USER, IM_USER, MINERVA, QWEN_END, g, m, th, write_probes  # noqa: E402


def T(*lines: str) -> str:
    """Lines of a think block, joined."""
    return "\n".join(lines) + "\n"


def tk(lines: list[str], *more: str, reps: int = 3) -> str:
    """A closed R1 think block: `lines`, `reps` review passages (`long`), then `more` lines."""
    return th(T(*long(lines, reps), *more))


def ans(v: str) -> str:
    return "<answer>" + v + "</answer>"


def bx(v: str) -> str:
    return "\\[\n\\boxed{" + v + "}\n\\]"


def fin(v: str) -> str:
    """R1-distill closing: **Final Answer** and a display box."""
    return "**Final Answer**\n\\[\n\\boxed{" + v + "}\n\\]"


# ================================================================ GSM8K think blocks
COOK = [
    "Okay, let me figure this out. The bakery bakes 14 trays of cookies, with 18 cookies on each tray.",
    "Then it sells 197 cookies during the day, and the question asks how many cookies are left at closing.",
    "So first I need the total number of cookies baked.",
    "14 trays times 18 cookies per tray. Let me compute 14 * 18.",
    "14 * 18 = 14 * 20 - 14 * 2 = 280 - 28 = 242.",
    "So 242 cookies, and 242 - 197 = 45.",
    "Hmm, wait. 280 - 28 is 252, not 242. Let me redo that.",
    "280 - 28: 280 - 20 = 260, 260 - 8 = 252. Yes, 252.",
    "So 252 cookies were baked in total.",
    "Now subtract the 197 sold: 252 - 197.",
    "252 - 197 = 252 - 200 + 3 = 52 + 3 = 55.",
    "So 55 cookies are left.",
    "But let me double-check. With 242 I got 45, which was the slip.",
    "Check the product another way: 18 * 14 = 18 * 10 + 18 * 4 = 180 + 72 = 252. Good.",
    "And 197 + 55 = 252. Good.",
    "Is there anything else? Does the bakery give away or eat any cookies? The problem only mentions the 197 sold.",
    "Alternatively, could 'tray' mean something else, like 18 rows? No, it says 18 cookies on each tray.",
    "Hmm, one more sanity check on the scale: about 250 baked, about 200 sold, about 50 left. 55 fits.",
    "Let me also make sure I'm not asked for the cookies sold. The question: how many are left. Right.",
    "So the number of cookies left is 55.",
]
COOK_W = "14 trays of 18 cookies: 14 * 18 = <<14*18=252>>252 cookies.\nAfter selling 197: 252 - 197 = <<252-197=55>>55 cookies are left.\n"
COOK_SLIP = "14 trays of 18 cookies: 14 * 18 = <<14*18=242>>242 cookies.\nAfter selling 197: 242 - 197 = <<242-197=45>>45 cookies are left.\n"

GAS = [
    "Alright, Dana drives 245 miles on Saturday and 175 miles on Sunday.",
    "Her car gets 28 miles per gallon, and gas costs $3.40 per gallon. How much does she spend on gas?",
    "Total miles first: 245 + 175 = 420 miles.",
    "Gallons: 420 / 28. 28 * 15 = 420, so 15 gallons exactly.",
    "Hmm, let me double-check: 28 * 10 = 280, 28 * 5 = 140, 280 + 140 = 420. Yes, 15 gallons.",
    "Cost: 15 * 3.40.",
    "15 * 3 = 45, 15 * 0.40 = 6, so 45 + 6 = 51.",
    "So $51.",
    "Wait, did I add the miles right? 245 + 175: 245 + 100 = 345, 345 + 75 = 420. Yes.",
    "Alternatively, compute per day: Saturday 245 / 28 = 8.75 gallons, Sunday 175 / 28 = 6.25 gallons.",
    "8.75 + 6.25 = 15 gallons. Same.",
    "Saturday cost 8.75 * 3.40 = 29.75, Sunday 6.25 * 3.40 = 21.25, total 29.75 + 21.25 = 51.",
    "Hmm, earlier I briefly thought 14 gallons, which would give 14 * 3.40 = 47.60, but 28 * 14 = 392, not 420.",
    "So 15 gallons is right and the cost is $51.00.",
    "The question asks for money spent, not gallons, so the answer is 51 dollars.",
]
GAS_W = "Total miles: 245 + 175 = <<245+175=420>>420 miles.\nGallons: 420 / 28 = <<420/28=15>>15 gallons.\nCost: 15 * 3.40 = <<15*3.40=51>>51 dollars.\n"

PAY = [
    "Priya earns $22 an hour for the first 40 hours and time-and-a-half for overtime.",
    "She worked 46 hours this week. So 40 regular hours and 6 overtime hours.",
    "Regular pay: 40 * 22 = 880.",
    "Overtime: 6 hours at... time-and-a-half means 1.5 * 22 = 33 per hour.",
    "Hmm, wait, first I wrote 6 * 22 = 132 and got 880 + 132 = 1012. That forgets the half.",
    "So overtime pay: 6 * 33 = 198.",
    "Total: 880 + 198 = 1078.",
    "Let me double-check 6 * 33: 6 * 30 = 180, 6 * 3 = 18, 198. Yes.",
    "880 + 198 = 880 + 200 - 2 = 1078.",
    "Alternatively: 46 hours at $22 = 1012, plus the extra half rate on 6 hours: 6 * 11 = 66. 1012 + 66 = 1078. Same.",
    "But let me double-check whether overtime starts after 40. The problem says the first 40 hours at regular rate. Yes.",
    "So Priya earns $1,078 this week.",
]
PAY_W = "Regular pay: 40 * 22 = <<40*22=880>>880 dollars.\nOvertime rate: 1.5 * 22 = <<1.5*22=33>>33 dollars an hour.\nOvertime pay: 6 * 33 = <<6*33=198>>198 dollars.\nTotal: 880 + 198 = <<880+198=1078>>1078 dollars.\n"
PAY_SLIP = "Regular pay: 40 * 22 = <<40*22=880>>880 dollars.\nOvertime pay: 6 * 22 = <<6*22=132>>132 dollars.\nTotal: 880 + 132 = <<880+132=1012>>1012 dollars.\n"

PASS = [
    "So 48 students took the test and 42 passed. What percent passed?",
    "42 / 48. Simplify: divide by 6, 7 / 8.",
    "7 / 8 = 0.875.",
    "As a percent: 87.5%.",
    "Hmm, let me double-check: 48 * 0.875 = 48 * 7 / 8 = 6 * 7 = 42. Yes.",
    "Wait, is the question asking for the percent who failed? Let me reread... no, who passed.",
    "The failed share would be 6 / 48 = 12.5%, but that's not asked.",
    "Alternatively, 42 / 48 * 100 = 4200 / 48 = 87.5.",
    "So 87.5 percent of the students passed.",
]
PASS_W = "Share passing: 42 / 48 = <<42/48=0.875>>0.875.\nPercent: 0.875 * 100 = <<0.875*100=87.5>>87.5 percent.\n"

TEMP = [
    "The temperature is 3 degrees Celsius at midnight.",
    "It falls 1.5 degrees every hour for 6 hours. What is the temperature at 6 a.m.?",
    "Total drop: 1.5 * 6 = 9 degrees.",
    "3 - 9 = -6.",
    "Hmm, wait, is it 3 + 9 = 12? No, it falls, so we subtract.",
    "So the temperature is -6 degrees, which is 6 degrees below zero.",
    "Let me double-check hour by hour: 3, 1.5, 0, -1.5, -3, -4.5, -6. That's six drops. Yes, -6.",
    "But careful with the sign: the answer should be negative, -6, not 6.",
    "So the temperature at 6 a.m. is -6 degrees Celsius.",
]
TEMP_W = "Drop: 1.5 * 6 = <<1.5*6=9>>9 degrees.\nTemperature: 3 - 9 = <<3-9=-6>>-6 degrees.\n"

EGG = [
    "13 hens each lay 12 eggs in a month. How many eggs in total?",
    "13 * 12 = 156.",
    "Hmm, 12 eggs is a dozen, so each hen lays one dozen, and 13 hens lay 13 dozen.",
    "13 dozen = 13 * 12 = 156 eggs.",
    "Wait, the question asks for eggs, not dozens, so 156, not 13.",
    "Check: 156 / 12 = 13. Yes.",
    "So 156 eggs.",
]
EGG_W = "13 hens lay 12 eggs each: 13 * 12 = <<13*12=156>>156 eggs.\n"

CHANGE = [
    "Liam buys 3 shirts at $12.75 each and a hat for $8.40. He pays with a $50 bill. How much change?",
    "Shirts: 3 * 12.75 = 38.25.",
    "Plus hat: 38.25 + 8.40 = 46.65.",
    "Hmm, or is it 46.55? 38.25 + 8 = 46.25, + 0.40 = 46.65. So 46.65.",
    "Change: 50 - 46.65 = 3.35.",
    "With 46.55 I would have gotten 3.45, but 46.65 is right.",
    "Let me double-check: 46.65 + 3.35 = 50.00. Yes.",
    "So Liam gets $3.35 back.",
]
CHANGE_W = "Shirts: 3 * 12.75 = <<3*12.75=38.25>>38.25 dollars.\nTotal: 38.25 + 8.40 = <<38.25+8.40=46.65>>46.65 dollars.\nChange: 50 - 46.65 = <<50-46.65=3.35>>3.35 dollars.\n"

MOVIE = [
    "Three movies: 124 minutes, 97 minutes, and 139 minutes, with two 15-minute breaks. How many minutes does the marathon last?",
    "Movies: 124 + 97 = 221, 221 + 139 = 360 minutes.",
    "Breaks: 2 * 15 = 30 minutes.",
    "Total: 360 + 30 = 390 minutes.",
    "Hmm, that's 6.5 hours, but the question asks in minutes.",
    "Wait, are there two breaks or three? Between three movies there are two breaks. Yes, two.",
    "Let me double-check the sum: 124 + 139 = 263, 263 + 97 = 360. Yes.",
    "So 390 minutes.",
]
MOVIE_W = "Movies: 124 + 97 + 139 = <<124+97+139=360>>360 minutes.\nBreaks: 2 * 15 = <<2*15=30>>30 minutes.\nTotal: 360 + 30 = <<360+30=390>>390 minutes.\n"

WIDGET = [
    "The factory makes 2,450 widgets a day. How many in 26 days?",
    "2450 * 26. Let me do 2450 * 25 = 61250, then add 2450: 63700.",
    "Hmm, let me verify another way: 2450 * 26 = 2000 * 26 + 450 * 26 = 52000 + 11700 = 63700.",
    "Wait, 450 * 26 = 450 * 20 + 450 * 6 = 9000 + 2700 = 11700. Yes.",
    "So 63,700 widgets.",
]
WIDGET_W = "2,450 widgets a day for 26 days: 2450 * 26 = <<2450*26=63700>>63700 widgets.\n"

# ================================================================ MATH think blocks
DICE = [
    "We roll two fair six-sided dice. Probability the sum is 8.",
    "Total outcomes: 6 * 6 = 36.",
    "Pairs summing to 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5.",
    "Wait, what about (1,7)? 7 isn't on a die. So 5.",
    "Probability = 5/36.",
    "Hmm, let me double-check by counting sums: sum 7 has 6 ways, sum 8 has 5 ways, sum 9 has 4. Yes, 5.",
    "As a decimal that's about 0.1389, but I'll keep the exact fraction.",
    "So 5/36.",
]
DICE_W = r"There are $36$ outcomes; the sum $8$ comes from $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ outcomes. So the probability is $\frac{5}{36}$."

SURD = [
    "Simplify sqrt(72) + sqrt(50).",
    "sqrt(72) = sqrt(36 * 2) = 6 sqrt(2).",
    "sqrt(50) = sqrt(25 * 2) = 5 sqrt(2).",
    "So the sum is 11 sqrt(2).",
    "Hmm, wait, could I just add under the root: sqrt(72 + 50) = sqrt(122)? No, that's not allowed.",
    "Let me double-check numerically: sqrt(72) is about 8.485, sqrt(50) is about 7.071, total about 15.556.",
    "And 11 * 1.41421 is about 15.556. Matches.",
    "So the answer is 11 sqrt(2).",
]
SURD_W = (
    r"$\sqrt{72} = 6\sqrt{2}$ and $\sqrt{50} = 5\sqrt{2}$, so $\sqrt{72} + \sqrt{50} = 11\sqrt{2}$."
)

INEQ = [
    "Solve x^2 - 5x - 14 < 0.",
    "Factor: we need two numbers multiplying to -14 and adding to -5: -7 and 2.",
    "So (x - 7)(x + 2) < 0.",
    "Roots at x = 7 and x = -2.",
    "The parabola opens upward, so it's negative between the roots.",
    "So -2 < x < 7.",
    "Hmm, strict inequality, so the endpoints are excluded. Open interval.",
    "Let me check x = 0: 0 - 0 - 14 = -14 < 0. Good. x = 8: 64 - 40 - 14 = 10 > 0. Good.",
    "Wait, should it be [-2, 7]? At x = 7: 49 - 35 - 14 = 0, not < 0. So excluded. Open.",
    "Answer: (-2, 7).",
]
INEQ_W = r"$x^2 - 5x - 14 = (x - 7)(x + 2) < 0$ holds between the roots, so $-2 < x < 7$."

MID = [
    "Midpoint of (3, -8) and (-5, 4).",
    "x: (3 + (-5)) / 2 = -2 / 2 = -1.",
    "y: (-8 + 4) / 2 = -4 / 2 = -2.",
    "So (-1, -2).",
    "Wait, let me make sure I didn't swap: x-coordinates are 3 and -5, y-coordinates -8 and 4. Yes.",
    "Midpoint (-1, -2).",
]
MID_W = r"The midpoint is $\left(\frac{3 + (-5)}{2}, \frac{-8 + 4}{2}\right) = (-1, -2)$."

MAT = [
    "Compute [[1, 2], [3, 4]] times [[0, 1], [1, 0]].",
    "Row 1 times column 1: 1*0 + 2*1 = 2.",
    "Row 1 times column 2: 1*1 + 2*0 = 1.",
    "Row 2 times column 1: 3*0 + 4*1 = 4.",
    "Row 2 times column 2: 3*1 + 4*0 = 3.",
    "So [[2, 1], [4, 3]].",
    "Hmm, wait, if the order were reversed, [[0,1],[1,0]] * [[1,2],[3,4]] swaps rows: [[3, 4], [1, 2]].",
    "But the problem has A on the left, so right multiplication by the swap matrix swaps columns: [[2, 1], [4, 3]].",
    "Yes, columns swapped. That matches.",
]
MAT_W = r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}\begin{pmatrix} 0 & 1 \\ 1 & 0 \end{pmatrix} = \begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}$"
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"

DEC = [
    "Interior angle of a regular decagon, in degrees.",
    "Sum of interior angles: (n - 2) * 180 = 8 * 180 = 1440.",
    "Each angle: 1440 / 10 = 144.",
    "Hmm, alternatively, exterior angle 360 / 10 = 36, interior 180 - 36 = 144. Same.",
    "In radians it'd be 4pi/5, but the problem asks degrees.",
    "So 144 degrees.",
]
DEC_W = r"The interior angles of a decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each is $\frac{1440^\circ}{10} = 144^\circ$."

CPX = [
    "Compute (3 + 2i)^2.",
    "(3 + 2i)^2 = 9 + 2*3*2i + (2i)^2 = 9 + 12i + 4i^2.",
    "i^2 = -1, so 4i^2 = -4.",
    "9 - 4 + 12i = 5 + 12i.",
    "Wait, let me double-check: if I forgot the sign I'd get 13 + 12i. But i^2 = -1. So 5 + 12i.",
    "Check modulus: |3 + 2i|^2 = 13, and |5 + 12i| = 13. Consistent.",
    "So 5 + 12i.",
]
CPX_W = r"$(3 + 2i)^2 = 9 + 12i + 4i^2 = 9 + 12i - 4 = 5 + 12i$."

POLY = [
    "Expand (x - 3)(2x + 5).",
    "x * 2x = 2x^2. x * 5 = 5x. -3 * 2x = -6x. -3 * 5 = -15.",
    "Combine: 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15.",
    "Hmm, let me check with x = 1: (1 - 3)(2 + 5) = -2 * 7 = -14. And 2 - 1 - 15 = -14. Good.",
    "Wait, is it + x? 5x - 6x = -x. So minus.",
    "So 2x^2 - x - 15.",
]
POLY_W = r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15$."

ROOTS = [
    "Find all roots of x^3 - 6x^2 + 11x - 6.",
    "Try x = 1: 1 - 6 + 11 - 6 = 0. Root.",
    "Divide by (x - 1): x^2 - 5x + 6.",
    "Factor: (x - 2)(x - 3).",
    "So roots 1, 2, 3.",
    "Hmm, check x = 3: 27 - 54 + 33 - 6 = 0. Good. x = 2: 8 - 24 + 22 - 6 = 0. Good.",
    "Vieta: sum 1 + 2 + 3 = 6, matches the coefficient. Product 6. Matches.",
    "So the roots are 1, 2, 3.",
]
ROOTS_W = r"$x^3 - 6x^2 + 11x - 6 = (x - 1)(x - 2)(x - 3)$, so the roots are $1, 2, 3$."

SERIES = [
    "Sum 3 + 7 + 11 + ... + 99.",
    "Common difference 4. Number of terms: (99 - 3) / 4 + 1 = 96 / 4 + 1 = 24 + 1 = 25.",
    "Hmm, at first I'd say 24 terms, giving 24 * 51 = 1224, but I forgot the +1.",
    "Sum = 25 * (3 + 99) / 2 = 25 * 51 = 1275.",
    "Let me double-check: the 25th term is 3 + 24 * 4 = 99. Yes.",
    "25 * 51 = 1275.",
    "So the sum is 1275.",
]
SERIES_W = r"There are $\frac{99 - 3}{4} + 1 = 25$ terms, so the sum is $\frac{25(3 + 99)}{2} = 25 \cdot 51 = 1275$."


def long(lines: list[str], reps: int = 2) -> list[str]:
    """A longer think block: the lines, then `reps` review passages of the kind R1-style models
    write ("Hmm, let me reread", "But let me double-check", "Alternatively", "Wait, is there a
    trick"), each walking some of the lines again."""
    n = len(lines)
    passages = [
        [
            "Hmm, let me reread the problem once more to be sure I'm answering the right question.",
            lines[0],
            "Yes, that's what it asks.",
        ],
        ["But let me double-check the key step.", lines[min(2, n - 1)], "Okay, that holds."],
        [
            "Alternatively, let me redo it from the start, more slowly, in case I slipped somewhere.",
            *lines[1 : min(4, n)],
            "Same as before. Good.",
        ],
        [
            "Wait, is there a trick in the wording? Something like a hidden condition or a unit change?",
            "I don't see one. The numbers are used as given.",
            "So I'm fairly confident now.",
        ],
    ]
    out = list(lines)
    for i in range(reps):
        out += passages[i % len(passages)]
    return out


def summary(*items: str) -> str:
    return "**Summary:**\n" + "".join(f"- {x}\n" for x in items)


def table(rows: list[tuple[str, str]]) -> str:
    return "| Step | Value |\n|---|---|\n" + "".join(f"| {a} | {b} |\n" for a, b in rows)


# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_cook_sentence_subtotal", "A", "55", "wrong", "tag", tk(COOK, reps=4) + ans("The bakery baked 252 cookies in total."), "the tag states the total baked (252), a subtotal, not the 55 left"),
    g("t_gas_equation_gallons", "A", "51", "wrong", "tag", tk(GAS) + ans("420 / 28 = 15 gallons"), "the tag's equation ends in 15 gallons, the other quantity"),
    g("t_pay_think_gold_tag_slip", "A", "1078", "wrong", "tag", tk(PAY) + ans("$1,012"), "the think block reaches 1078 but the tag commits 1012; the tag is the final answer"),
    g("t_pass_empty", "A", "87.5", "no_answer", "tag", tk(PASS) + "<answer></answer>", "an empty tag; 87.5 only in the thinking"),
    g("t_temp_sign_lost", "A", "-6", "wrong", "tag", tk(TEMP) + ans("The temperature at 6 a.m. is 6 degrees Celsius."), "the tag drops the sign: 6, not -6 (no 'below zero')"),
    g("t_egg_two_tags", "A", "156", "wrong", "tag", tk(EGG) + ans("156") + "\n" + ans("13"), "two tags, the last 13 (dozens)"),
    g("t_change_cut_in_tag", "A", "3.35", "no_answer", "none", tk(CHANGE) + "<answer>Liam gets back $", "cut at the token cap inside the tag, before the value"),
    g("t_movie_hours", "A", "390", "wrong", "tag", tk(MOVIE) + ans("6.5 hours"), "the other unit: the question asks minutes"),
    g("t_widget_daily", "A", "63700", "wrong", "tag", tk(WIDGET) + ans("2,450 widgets per day"), "the per-day rate, not the 26-day total"),
    g("t_ok_cook_sentence", "B", "55", "correct", "tag", tk(COOK, reps=6) + ans("There are 55 cookies left."), "a sentence in the tag after a long think block"),
    g("t_ok_gas_equation", "B", "51", "correct", "tag", tk(GAS) + ans("15 gallons × $3.40 = $51.00"), "an equation chain in the tag ending in the gold with $ and .00"),
    g("t_ok_pay_comma", "B", "1078", "correct", "tag", tk(PAY) + ans("$1,078"), "dollar sign and thousands separator in the tag"),
    g("t_ok_pass_percent", "B", "87.5", "correct", "tag", tk(PASS) + ans("87.5%"), "a percent gold as 87.5% in the tag"),
    g("t_ok_temp_think_last_differs", "B", "-6", "correct", "tag", tk(TEMP, "Hmm, unless it rose: then 3 + 9 = 12. But it says falls.") + ans("-6 °C"), "the think block's last number is 12, the tag commits -6 °C"),
    g("t_ok_egg_box_in_tag", "B", "156", "correct", "tag", tk(EGG) + ans("\\boxed{156}"), "a box inside the tag"),
    g("t_ok_movie_minutes", "B", "390", "correct", "tag", tk(MOVIE) + ans("The marathon lasts 390 minutes."), "a sentence with the unit asked"),
    g("t_ok_widget_bold", "B", "63700", "correct", "tag", tk(WIDGET) + ans("**63,700 widgets**"), "bold and a comma inside the tag"),
    g("t_ok_cook_multiline", "B", "55", "correct", "tag", tk(COOK) + "<answer>\nCookies baked: 252\nCookies sold: 197\nCookies left: 252 - 197 = 55\n</answer>", "the tag lists intermediates, the last line states the gold"),
    m("t_m_dice_decimal", "A", r"\frac{5}{36}", "wrong", "tag", tk(DICE) + ans("0.139"), "a rounded decimal for 5/36 (0.13888...)"),
    m("t_m_ineq_closed", "A", "(-2, 7)", "wrong", "tag", tk(INEQ[:6]) + ans("[-2, 7]"), "a closed interval for a strict inequality"),
    m("t_m_mid_swapped", "A", "(-1, -2)", "wrong", "tag", tk(MID) + ans("(-2, -1)"), "the coordinates swapped"),
    m("t_m_mat_other_order", "A", G_MAT, "wrong", "tag", tk(MAT[:7]) + ans(r"\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}"), "the product in the other order"),
    m("t_m_dec_exterior", "A", "144", "wrong", "tag", tk(DEC) + ans(r"$36^\circ$"), "the exterior angle"),
    m("t_m_cpx_placeholder", "A", "5 + 12i", "no_answer", "tag", tk(CPX) + ans("[your final answer]"), "a template placeholder in the tag"),
    m("t_m_poly_think_gold_tag_slip", "A", "2x^2 - x - 15", "wrong", "tag", tk(POLY) + ans("2x^2 + x - 15"), "think reaches the gold, the tag commits the sign slip"),
    m("t_m_roots_partial", "A", "1, 2, 3", "wrong", "tag", tk(ROOTS) + ans("x = 2, 3"), "only the quadratic factor's roots; 1 missing"),
    m("t_ok_m_dice_sentence", "B", r"\frac{5}{36}", "correct", "tag", tk(DICE, reps=4) + ans(r"The probability is $\frac{5}{36}$."), "a sentence in the tag"),
    m("t_ok_m_surd_equation", "B", r"11\sqrt{2}", "correct", "tag", tk(SURD) + ans(r"$\sqrt{72} + \sqrt{50} = 6\sqrt{2} + 5\sqrt{2} = 11\sqrt{2}$"), "an equation chain ending in the gold"),
    m("t_ok_m_ineq_in", "B", "(-2, 7)", "correct", "tag", tk(INEQ) + ans(r"$x \in (-2, 7)$"), "x \\in before the interval"),
    m("t_ok_m_mat_box", "B", G_MAT, "correct", "tag", tk(MAT) + ans(r"\boxed{\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}}"), "a boxed matrix in the tag"),
    m("t_ok_m_dec_degrees", "B", "144", "correct", "tag", tk(DEC) + ans(r"144^\circ"), "the degree sign"),
    m("t_ok_m_roots_set", "B", "1, 2, 3", "correct", "tag", tk(ROOTS) + ans(r"\{1, 2, 3\}"), "the roots as a set"),
    m("t_ok_m_series_think_last_differs", "B", "1275", "correct", "tag", tk(SERIES, "Hmm, 24 * 51 would be 1224, that was the off-by-one. Fine.") + ans("1275"), "the think block's last number is 1224, the tag commits 1275"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_cook_phrase_gold_hash_sub", "A", "55", "wrong", "hash", tk(COOK) + "The answer is 55.\n#### 252", "phrase 55, #### 252 (the total baked): two different finals, the last is 252"),
    g("h_gas_phrase_gallons", "A", "51", "wrong", "hash", GAS_W.split("Cost")[0] + "So Dana needs 15 gallons.\n#### 15", "phrase and #### agree on the gallons"),
    g("h_pay_bold_slip", "A", "1078", "wrong", "hash", tk(PAY) + PAY_SLIP + "**Total pay: $1,012**\n#### 1012", "think reaches 1078 but the written answer and #### are 1012"),
    g("h_temp_abs_hash", "A", "-6", "wrong", "hash", TEMP_W + "The temperature is 6 degrees below zero.\n#### 6", "debatable: the phrase says below zero but the marked #### value is 6", True),
    g("h_egg_hash_then_phrase_other", "A", "156", "wrong", "hash", EGG_W + "#### 156\nThe answer is 13 dozen, so 13.", "#### 156 then a phrase committing 13"),
    g("h_change_hash_hedge", "A", "3.35", "wrong", "hash", tk(CHANGE) + CHANGE_W + "#### 3.35 or 3.45", "a hedge in the #### line"),
    g("h_movie_hash_hours", "A", "390", "wrong", "hash", tk(MOVIE) + "The marathon takes 6.5 hours.\n#### 6.5", "the other unit after ####"),
    g("h_cook_hash_in_think_only", "A", "55", "wrong", "hash", th(T(*COOK[:6]) + "#### 55\n") + COOK_SLIP + "The answer is 45.\n#### 45", "#### 55 only inside the think block; the committed #### is 45"),
    g("h_gas_cut", "A", "51", "no_answer", "none", tk(GAS) + "Total miles: 245 + 175 = 420.\nGallons: 420 / 28 = 15.\nCost: 15 × $3.40 = ", "cut at the token cap before the value; the think block reached 51 (debatable: the trace concludes 51)", True),
    g("h_ok_cook", "B", "55", "correct", "hash", tk(COOK, reps=4) + COOK_W + "The answer is 55.\n#### 55", "a long think block, then phrase and #### agree"),
    g("h_ok_gas_dollar", "B", "51", "correct", "hash", GAS_W + "The total cost of gas is $51.00.\n#### 51", "$51.00 in the phrase, 51 after ####"),
    g("h_ok_pay_comma", "B", "1078", "correct", "hash", tk(PAY) + PAY_W + "So Priya earns $1,078 this week.\n#### 1,078", "a comma after ####"),
    g("h_ok_pass", "B", "87.5", "correct", "hash", PASS_W + "So 87.5% of the students passed.\n#### 87.5", "percent phrase then the number"),
    g("h_ok_temp", "B", "-6", "correct", "hash", tk(TEMP) + TEMP_W + "The temperature at 6 a.m. is -6°C.\n#### -6", "a negative answer"),
    g("h_ok_egg_bold", "B", "156", "correct", "hash", EGG_W + "**Answer:** 156 eggs\n\n#### 156", "bold Answer line then ####"),
    g("h_ok_change_check", "B", "3.35", "correct", "hash", CHANGE_W + "The answer is $3.35.\n#### 3.35\n\nCheck: 46.65 + 3.35 = 50.00 ✓", "a check after #### that recomputes the subtotal 46.65"),
    g("h_ok_movie_summary", "B", "390", "correct", "hash", MOVIE_W + "The answer is 390 minutes.\n#### 390\n\n" + summary("Movies: 360 minutes", "Breaks: 30 minutes", "Total: 390 minutes"), "a summary after #### listing intermediates, the last line the gold"),
    g("h_ok_think_last_sub", "B", "63700", "correct", "hash", tk(WIDGET, "Hmm, and per day it's 2450. Okay.") + WIDGET_W + "The answer is 63,700.\n#### 63700", "the think block ends on the rate 2450; committed 63700"),
    g("h_ok_hash_nospace", "B", "55", "correct", "hash", COOK_W + "The answer is 55 cookies.\n####55", "#### without a space"),
    m("h_m_dice_hash_decimal", "A", r"\frac{5}{36}", "wrong", "hash", tk(DICE) + "The answer is approximately 0.14.\n#### 0.14", "a rounded decimal after ####"),
    m("h_m_surd_hash_other", "A", r"11\sqrt{2}", "wrong", "hash", "The answer is $11\\sqrt{2}$.\n#### \\sqrt{122}", "phrase gold, #### the slip \\sqrt{122}: the last differs"),
    m("h_m_ineq_hash_roots", "A", "(-2, 7)", "wrong", "hash", tk(INEQ[:4]) + "The answer is x = -2 and x = 7.\n#### -2, 7", "the roots, not the solution interval"),
    m("h_m_series_hash_terms", "A", "1275", "wrong", "hash", tk(SERIES) + "The number of terms is 25.\n#### 25", "the number of terms"),
    m("h_m_cpx_hash_empty", "A", "5 + 12i", "no_answer", "hash", tk(CPX) + "Final answer:\n####", "an empty #### line"),
    m("h_ok_m_dice", "B", r"\frac{5}{36}", "correct", "hash", tk(DICE) + DICE_W + "\nThe answer is $\\frac{5}{36}$.\n#### \\frac{5}{36}", "LaTeX fraction after ####"),
    m("h_ok_m_dice_slash", "B", r"\frac{5}{36}", "correct", "hash", DICE_W + "\n#### 5/36", "5/36 after ####"),
    m("h_ok_m_ineq", "B", "(-2, 7)", "correct", "hash", INEQ_W + "\nThe answer is $(-2, 7)$.\n#### (-2, 7)", "an interval after ####"),
    m("h_ok_m_dec", "B", "144", "correct", "hash", DEC_W + "\nThe answer is 144 degrees.\n#### 144", "degrees phrase then 144"),
    m("h_ok_m_cpx", "B", "5 + 12i", "correct", "hash", tk(CPX) + CPX_W + "\n#### 5+12i", "a complex number without spaces"),
    m("h_ok_m_series", "B", "1275", "correct", "hash", tk(SERIES, reps=4) + SERIES_W + "\nThe answer is 1275.\n#### 1,275", "a comma in the MATH #### value"),

    # ================================================================ 3. exactness (x_)
    g("x_change_rounded", "A", "3.35", "wrong", "hash", CHANGE_W + "Rounded, he gets about $3.40 back.\n#### 3.4", "rounded to 3.4"),
    g("x_change_truncated", "A", "3.35", "wrong", "boxed", tk(CHANGE) + "Liam gets back $\\boxed{3.3}$.", "truncated to 3.3"),
    g("x_change_off_cent", "A", "3.35", "wrong", "boxed", tk(CHANGE) + fin("3.36"), "one cent off"),
    g("x_pass_round_down", "A", "87.5", "wrong", "hash", PASS_W + "About 87% passed.\n#### 87", "87 for 87.5"),
    g("x_pass_round_up", "A", "87.5", "wrong", "boxed", tk(PASS) + "So about $\\boxed{88\\%}$ passed.", "88% for 87.5"),
    g("x_pass_share", "A", "87.5", "wrong", "boxed", tk(PASS) + fin("0.875"), "debatable: the share 0.875 for the percent the working computes (round 5: a share is not the percent)", True),
    g("x_gas_cent", "A", "51", "wrong", "hash", GAS_W + "#### 51.01", "51.01 against 51"),
    g("x_temp_decimal", "A", "-6", "wrong", "boxed", tk(TEMP) + fin("-6.1"), "-6.1 against -6"),
    g("x_pay_tiny", "A", "1078", "wrong", "boxed", tk(PAY) + "**Final Answer:** $\\boxed{1078.001}$", "debatable: 1078.001 written as a decimal, relative error under 1e-6, not equal to 1078", True),
    g("x_ok_change_trailing_zero", "B", "3.35", "correct", "hash", CHANGE_W + "#### 3.350", "a trailing zero"),
    g("x_ok_change_dollar_box", "B", "3.35", "correct", "boxed", tk(CHANGE, reps=4) + fin("\\$3.35"), "an escaped dollar in the box"),
    g("x_ok_pass_frac", "B", "87.5", "correct", "boxed", tk(PASS) + fin("\\frac{175}{2}\\%"), "175/2 % = 87.5 %"),
    g("x_ok_pass_decimal_zero", "B", "87.5", "correct", "hash", PASS_W + "#### 87.50", "87.50"),
    g("x_ok_gas_cents", "B", "51", "correct", "boxed", tk(GAS) + fin("51.00"), "51.00 for 51"),
    g("x_ok_temp_decimal", "B", "-6", "correct", "boxed", tk(TEMP) + fin("-6.0"), "-6.0 for -6"),
    g("x_ok_widget_full", "B", "63700", "correct", "boxed", tk(WIDGET) + "The factory makes $\\boxed{63{,}700}$ widgets.", "a LaTeX {,} thousands separator"),
    g("x_ok_pay_decimals", "B", "1078", "correct", "hash", PAY_W + "#### 1,078.00", "comma and .00"),
    m("x_m_dice_4dp", "A", r"\frac{5}{36}", "wrong", "boxed", tk(DICE) + fin("0.1389"), "a 4-place decimal for 5/36"),
    m("x_m_dice_percent", "A", r"\frac{5}{36}", "wrong", "boxed", tk(DICE) + fin("13.9\\%"), "a rounded percent"),
    m("x_m_surd_decimal", "A", r"11\sqrt{2}", "wrong", "boxed", tk(SURD) + fin("15.556"), "a decimal for 11\\sqrt2"),
    m("x_m_surd_slip", "A", r"11\sqrt{2}", "wrong", "boxed", tk(SURD[:5]) + fin("\\sqrt{122}"), "added under the radical"),
    m("x_m_surd_approx_sign", "A", r"11\sqrt{2}", "wrong", "boxed", SURD_W + r" $\approx \boxed{15.5563}$", "debatable: the exact value written first, then the boxed decimal after \\approx", True),
    m("x_m_series_decimal_off", "A", "1275", "wrong", "boxed", tk(SERIES) + fin("1275.5"), "1275.5 against 1275"),
    m("x_m_dec_near", "A", "144", "wrong", "boxed", tk(DEC) + fin("143.9^\\circ"), "143.9 degrees"),
    m("x_m_cpx_near", "A", "5 + 12i", "wrong", "boxed", tk(CPX) + fin("5 + 11.999i"), "an imaginary part off by 0.001"),
    m("x_ok_m_dice_unsimplified", "B", r"\frac{5}{36}", "correct", "boxed", tk(DICE) + fin("\\frac{10}{72}"), "10/72 = 5/36 unsimplified"),
    m("x_ok_m_dice_repeating", "B", r"\frac{5}{36}", "correct", "boxed", tk(DICE) + fin("0.13\\overline{8}"), "debatable: 0.13\\overline{8} equals 5/36 exactly (0.13888...)", True),
    m("x_ok_m_surd_sqrt242", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + fin("\\sqrt{242}"), "\\sqrt{242} = 11\\sqrt2"),
    m("x_ok_m_surd_cdot", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + fin("11 \\cdot \\sqrt{2}"), "an explicit \\cdot"),
    m("x_ok_m_surd_unrationalised", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + fin("\\frac{22}{\\sqrt{2}}"), "22/\\sqrt2 = 11\\sqrt2"),
    m("x_ok_m_series_decimal", "B", "1275", "correct", "boxed", tk(SERIES) + fin("1275.0"), "1275.0"),
    m("x_ok_m_cpx_order", "B", "5 + 12i", "correct", "boxed", tk(CPX) + fin("12i + 5"), "terms in another order"),
    m("x_ok_m_poly_order", "B", "2x^2 - x - 15", "correct", "boxed", tk(POLY) + fin("-15 - x + 2x^2"), "terms in another order"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_cook_box_neq", "A", "55", "no_answer", "boxed", tk(COOK) + "So the number of cookies left is $\\boxed{\\not= 55}$.", "a box holding \\not= gold"),
    g("n_cook_sout", "A", "55", "no_answer", "boxed", tk(COOK) + fin("\\sout{55}"), "the gold struck out with \\sout, nothing else"),
    g("n_gas_wrong_paren", "A", "51", "wrong", "boxed", GAS_W + "The answer is $\\boxed{51}$ (wrong).", "the model annotates its own box as wrong"),
    g("n_pay_tilde", "A", "1078", "no_answer", "hash", PAY_W + "#### ~~1078~~", "struck with ~~ and nothing after"),
    g("n_pay_tilde_then_slip", "A", "1078", "wrong", "hash", PAY_SLIP + "#### ~~1078~~ 1012", "the gold struck, 1012 after"),
    g("n_egg_not", "A", "156", "no_answer", "phrase", tk(EGG) + "The answer is not 156.", "the gold negated, nothing after"),
    g("n_movie_incorrect", "A", "390", "wrong", "boxed", tk(MOVIE) + fin("390") + "\n\n(Note: this answer is incorrect.)", "an annotation marking the box incorrect"),
    g("n_widget_bold_strike", "A", "63700", "wrong", "phrase", tk(WIDGET) + "**Final answer: ~~63,700~~ 61,250**", "the gold struck in bold, 61,250 (25 days) after"),
    g("n_pass_text_not", "A", "87.5", "no_answer", "boxed", tk(PASS) + fin("\\text{not } 87.5\\%"), "a box holding 'not 87.5%'"),
    g("n_ok_cook_not_other", "B", "55", "correct", "phrase", tk(COOK) + "The answer is not 45 but 55.", "another value negated, the gold asserted"),
    g("n_ok_cook_strike_other", "B", "55", "correct", "hash", COOK_W + "#### ~~45~~ 55", "the slip struck, the gold after"),
    g("n_ok_gas_check", "B", "51", "correct", "boxed", tk(GAS) + "$\\boxed{51}$ ✓", "a check mark after the box"),
    g("n_ok_pay_not_sub", "B", "1078", "correct", "boxed", tk(PAY) + "Not $880 (that is only the regular pay): the total is $\\boxed{1078}$ dollars.", "a subtotal negated first, the gold boxed"),
    g("n_ok_egg_sout_other", "B", "156", "correct", "boxed", tk(EGG) + "\\sout{13 dozen} $\\boxed{156}$ eggs", "the dozens struck, the gold boxed"),
    g("n_ok_temp_verified", "B", "-6", "correct", "boxed", tk(TEMP) + fin("-6") + " (verified hour by hour)", "a harmless annotation"),
    g("n_ok_movie_not_hours", "B", "390", "correct", "phrase", tk(MOVIE) + "**The marathon lasts 390 minutes, not 6.5 hours as I first wrote in my head.**", "the other unit negated after the gold; debatable: 'not 6.5 hours' is the same duration", True),
    g("n_ok_widget_correct_tag", "B", "63700", "correct", "boxed", tk(WIDGET) + "$\\boxed{63700}$ (correct)", "annotation 'correct'"),
    g("n_ok_change_neq_in_work", "B", "3.35", "correct", "boxed", "Since $46.65 \\neq 46.55$, the change is $50 - 46.65 = \\boxed{3.35}$.", "\\neq only in the working"),
    m("n_m_dice_cancel", "A", r"\frac{5}{36}", "no_answer", "boxed", tk(DICE) + fin("\\cancel{\\frac{5}{36}}"), "a cancelled box"),
    m("n_m_cpx_neq", "A", "5 + 12i", "no_answer", "boxed", tk(CPX) + r"$(3+2i)^2 \boxed{\neq 5 + 12i}$", "the box holds \\neq gold"),
    m("n_m_poly_sout_then", "A", "2x^2 - x - 15", "wrong", "boxed", tk(POLY) + fin("\\sout{2x^2 - x - 15}\\ 2x^2 + x - 15"), "the gold struck with \\sout, the slip after"),
    m("n_m_ineq_not_interval", "A", "(-2, 7)", "wrong", "boxed", tk(INEQ) + r"The solution set is $\boxed{x \notin (-2, 7)}$.", "the complement: x \\notin (-2, 7)"),
    m("n_m_roots_xcancel", "A", "1, 2, 3", "no_answer", "boxed", tk(ROOTS) + fin("\\xcancel{1, 2, 3}"), "the roots x-cancelled"),
    m("n_m_mid_wrong_mark", "A", "(-1, -2)", "wrong", "boxed", tk(MID) + fin("(-1, -2)") + " ❌", "a red-cross mark after the box"),
    m("n_ok_m_dec_not_rad", "B", "144", "correct", "boxed", tk(DEC) + fin("144") + "\n\n(in degrees, not $\\frac{4\\pi}{5}$ radians)", "the radian form negated after the box"),
    m("n_ok_m_surd_not_sum", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + r"Note $\sqrt{72} + \sqrt{50} \neq \sqrt{122}$. So the answer is $\boxed{11\sqrt{2}}$.", "\\neq in the working, the gold boxed"),
    m("n_ok_m_mat_cancel_work", "B", G_MAT, "correct", "boxed", r"Row 2: $3 \cdot 0 + 4 \cdot 1 = \cancel{0} + 4$." + "\n" + fin(G_MAT), "\\cancel in the working only"),
    m("n_ok_m_series_strike_other", "B", "1275", "correct", "boxed", tk(SERIES) + "Sum: ~~1224~~ 1275\n\n" + fin("1275"), "the slip struck, the gold boxed"),
    m("n_ok_m_cpx_checked", "B", "5 + 12i", "correct", "boxed", tk(CPX) + fin("5 + 12i") + " ✅", "a check mark"),
    m("n_ok_m_roots_not_only", "B", "1, 2, 3", "correct", "boxed", tk(ROOTS) + "The roots are not only $2$ and $3$: all three are $\\boxed{1, 2, 3}$.", "'not only' then the gold boxed"),

    # ================================================================ 5. words after a number (u_)
    g("u_cook_fewer", "A", "55", "wrong", "phrase", tk(COOK) + "**Answer: 55 fewer cookies than were baked.**", "55 with 'fewer': a difference, not a count"),
    g("u_cook_dozen", "A", "55", "wrong", "phrase", tk(COOK) + "The bakery has 55 dozen cookies left.", "55 dozen = 660"),
    g("u_temp_negative_word", "A", "-6", "wrong", "hash", TEMP_W + "#### 6 negative", "debatable: '6 negative' after ####; the number written is 6", True),
    g("u_egg_dozen", "A", "156", "wrong", "boxed", tk(EGG) + "So the hens lay $\\boxed{156 \\text{ dozen}}$ eggs.", "156 dozen = 1872"),
    g("u_pay_thousand", "A", "1078", "wrong", "phrase", tk(PAY) + "Priya earns 1078 thousand dollars.", "1078 thousand"),
    g("u_movie_hours", "A", "390", "wrong", "boxed", tk(MOVIE) + fin("390 \\text{ hours}"), "390 hours, not minutes"),
    g("u_widget_more", "A", "63700", "wrong", "phrase", WIDGET_W + "That is 63,700 more widgets.", "debatable: 'more' makes 63,700 a difference", True),
    g("u_pass_points", "A", "87.5", "wrong", "phrase", PASS_W + "The pass rate rose by 87.5 points.", "debatable: 'rose by 87.5 points' states a change, not the rate", True),
    g("u_ok_cook_cookies", "B", "55", "correct", "hash", COOK_W + "#### 55 cookies", "a unit noun after ####"),
    g("u_ok_gas_dollars", "B", "51", "correct", "phrase", tk(GAS) + "Dana spends $51 dollars on gas.", "$ and the word dollars"),
    g("u_ok_pay_usd", "B", "1078", "correct", "boxed", tk(PAY) + fin("1078 \\text{ USD}"), "USD in the box"),
    g("u_ok_pass_percent_word", "B", "87.5", "correct", "phrase", tk(PASS) + "**87.5 percent** of the students passed.", "the word percent in bold"),
    g("u_ok_temp_celsius", "B", "-6", "correct", "boxed", tk(TEMP) + fin("-6^\\circ \\text{C}"), "degrees Celsius in the box"),
    g("u_ok_temp_below_zero", "B", "-6", "correct", "phrase", tk(TEMP) + "The temperature at 6 a.m. is 6 degrees below zero.", "debatable: '6 degrees below zero' is -6 in words", True),
    g("u_ok_egg_eggs", "B", "156", "correct", "boxed", tk(EGG) + "The hens lay $\\boxed{156}$ eggs in total.", "eggs after the box"),
    g("u_ok_egg_dozen_equiv", "B", "156", "correct", "phrase", tk(EGG) + "That is 13 dozen, i.e. 156 eggs.", "13 dozen then 156: the last value is the gold"),
    g("u_ok_change_dollars", "B", "3.35", "correct", "phrase", CHANGE_W + "Liam receives 3.35 dollars in change.", "the word dollars"),
    g("u_ok_movie_min", "B", "390", "correct", "boxed", tk(MOVIE) + fin("390 \\text{ min}"), "min in the box"),
    g("u_ok_widget_units", "B", "63700", "correct", "hash", WIDGET_W + "#### 63,700 widgets", "widgets after ####"),
    m("u_m_dec_radians", "A", "144", "wrong", "boxed", tk(DEC) + fin("\\frac{4\\pi}{5}"), "radians for a degree gold (degrees are not radians)"),
    m("u_m_dec_radians_word", "A", "144", "wrong", "boxed", tk(DEC) + fin("144 \\text{ radians}"), "144 radians is not 144 degrees"),
    m("u_m_dice_percent_word", "A", r"\frac{5}{36}", "wrong", "phrase", tk(DICE) + "The probability is 5/36 percent.", "5/36 percent = 5/3600"),
    m("u_m_series_thousand", "A", "1275", "wrong", "boxed", tk(SERIES) + fin("1275 \\text{ thousand}"), "1275 thousand"),
    m("u_m_surd_squared", "A", r"11\sqrt{2}", "wrong", "phrase", tk(SURD) + "The answer is $11\\sqrt{2}$ squared.", "squared changes the value (242)"),
    m("u_m_mid_times", "A", "(-1, -2)", "wrong", "phrase", tk(MID) + "The midpoint is (-1, -2) times 2.", "debatable: 'times 2' scales the point", True),
    m("u_ok_m_dec_degrees", "B", "144", "correct", "boxed", tk(DEC) + fin("144 \\text{ degrees}"), "the word degrees"),
    m("u_ok_m_dec_circ", "B", "144", "correct", "phrase", tk(DEC) + "Each interior angle measures **144°**.", "a degree sign in bold"),
    m("u_ok_m_surd_units", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + fin("11\\sqrt{2} \\text{ units}"), "units in the box"),
    m("u_ok_m_series_sum", "B", "1275", "correct", "phrase", tk(SERIES) + "The sum is **1275** (25 terms).", "a parenthetical count after the bold answer"),
    m("u_ok_m_mid_units", "B", "(-1, -2)", "correct", "boxed", tk(MID) + "The midpoint is $\\boxed{(-1, -2)}$ in the coordinate plane.", "trailing words after the box"),

    # ================================================================ 6. retractions (r_)
    g("r_cook_edit", "A", "55", "wrong", "boxed", tk(COOK) + fin("55") + "\n\nEdit: I misread the problem; the bakery sold 207 cookies, so 252 - 207 = 45.", "Edit: 45 after the box"),
    g("r_gas_wait_wrong", "A", "51", "wrong", "boxed", tk(GAS) + fin("51") + "\n\nWait, that's wrong: the car gets 30 miles per gallon, so 420 / 30 = 14 gallons and 14 × 3.40 = 47.60. The answer is $47.60.", "'Wait, that's wrong' then 47.60"),
    g("r_pay_never_mind", "A", "1078", "wrong", "phrase", tk(PAY) + "The answer is $1,078.\n\nNever mind.", "debatable: a bare 'Never mind' withdraws the answer (round 20: wrong)", True),
    g("r_pass_correction", "A", "87.5", "wrong", "phrase", PASS_W + "**Answer: 87.5%**\n\nCorrection: the question asks for the students who failed, which is 12.5%.", "a correction to 12.5"),
    g("r_temp_actually", "A", "-6", "wrong", "boxed", tk(TEMP) + fin("-6") + "\n\nHmm, actually the temperature falls for only 4 hours (midnight to 4 a.m.), so 3 - 6 = -3.\n\n" + fin("-3"), "a later box -3"),
    g("r_egg_scratch", "A", "156", "wrong", "phrase", tk(EGG) + "So the hens lay 156 eggs. Scratch that — they asked for cartons: 13.", "Scratch that, 13"),
    g("r_movie_second_thought", "A", "390", "wrong", "boxed", tk(MOVIE) + fin("390") + "\n\nOn second thought, there are three breaks, so 360 + 45 = 405 minutes.", "On second thought: 405"),
    g("r_widget_mistake", "A", "63700", "wrong", "boxed", tk(WIDGET) + "The factory makes $\\boxed{63700}$ widgets.\n\nI made a mistake: the factory is closed on Sundays, so 22 working days: 2450 × 22 = 53,900.", "a mistake admitted, 53,900 (2450*22 = 53900)"),
    g("r_cook_think_then_retract", "A", "55", "wrong", "phrase", tk(COOK) + "There are **55** cookies left.\n\nWait, I need to double-check. 14 × 18 = 242, so 242 − 197 = 45. The answer is **45**.", "after </think> the model re-does the slip and commits 45"),
    g("r_ok_cook_check_sub", "B", "55", "correct", "boxed", tk(COOK) + fin("55") + "\n\nCheck: 14 × 18 = 252 and 252 − 197 = 55 ✓", "a check that recomputes the subtotal 252 after the box"),
    g("r_ok_gas_edit_format", "B", "51", "correct", "hash", GAS_W + "#### 51\n\nEdit: fixed formatting of the #### line.", "Edit: about formatting only"),
    g("r_ok_pay_wait_confirm", "B", "1078", "correct", "boxed", tk(PAY) + fin("1078") + "\n\nWait, let me double-check the overtime: 6 × 33 = 198 and 880 + 198 = 1078. Yes, that's right.", "a 'Wait' that confirms the answer"),
    g("r_ok_pass_correction_to_gold", "B", "87.5", "correct", "phrase", "42 / 48 = 0.85, so 85% passed.\n\nCorrection: 42 / 48 = 0.875, so the answer is 87.5%.", "a correction to the gold"),
    g("r_ok_temp_summary", "B", "-6", "correct", "boxed", tk(TEMP) + "The temperature at 6 a.m. is $\\boxed{-6}$ °C.\n\n" + summary("Start: 3 °C", "Drop: 1.5 × 6 = 9 °C", "End: 3 − 9 = −6 °C"), "a summary listing intermediates after the box"),
    g("r_ok_egg_never_mind_gold", "B", "156", "correct", "phrase", tk(EGG) + "The answer is 13. Never mind, that's the dozens; the answer is 156 eggs.", "Never mind, then the gold"),
    g("r_ok_change_table", "B", "3.35", "correct", "lastline", tk(CHANGE) + "The receipt:\n\n" + table([("3 shirts", "$38.25"), ("Hat", "$8.40"), ("Total", "$46.65"), ("Paid", "$50.00"), ("**Change**", "**$3.35**")]), "the answer in the table's last row"),
    g("r_ok_movie_pleasantry", "B", "390", "correct", "boxed", tk(MOVIE) + fin("390") + "\n\nEnjoy the movie marathon! 🍿", "a pleasantry after"),
    g("r_ok_widget_hmm_then_same", "B", "63700", "correct", "phrase", tk(WIDGET) + "**63,700 widgets.**\n\nHmm, just to be safe: 2,450 × 26 = 63,700. Confirmed.", "a confirming recomputation"),
    g("r_ok_cook_wrong_first_then_fixed", "B", "55", "correct", "boxed", COOK_SLIP + "$\\boxed{45}$\n\nWait, that's wrong: 14 × 18 is 252, not 242. So 252 − 197 = 55.\n\n" + fin("55"), "a wrong box retracted, the gold boxed last"),
    m("r_m_dice_actually", "A", r"\frac{5}{36}", "wrong", "boxed", tk(DICE) + fin("\\frac{5}{36}") + "\n\nActually, I should count the sum of at least 8: 5 + 4 + 3 + 2 + 1 = 15, so $\\boxed{\\frac{15}{36}}$.", "a later box 15/36"),
    m("r_m_surd_wait", "A", r"11\sqrt{2}", "wrong", "boxed", tk(SURD) + fin("11\\sqrt{2}") + "\n\nWait, the problem says $\\sqrt{72} - \\sqrt{50}$, so it's $\\sqrt{2}$.\n\n" + fin("\\sqrt{2}"), "a retraction to \\sqrt2"),
    m("r_m_ineq_withdrawn", "A", "(-2, 7)", "wrong", "boxed", tk(INEQ) + fin("(-2, 7)") + "\n\nHmm, wait, this is wrong. I need to redo this.", "debatable: withdrawn with nothing new (round 20: wrong)", True),
    m("r_m_mid_update", "A", "(-1, -2)", "wrong", "boxed", tk(MID) + fin("(-1, -2)") + "\n\nUpdate: I misread the second point as $(-5, 4)$; it is $(5, 4)$, so the midpoint is $(4, -2)$.", "Update: (4, -2)"),
    m("r_m_mat_reconsider", "A", G_MAT, "wrong", "boxed", tk(MAT) + fin(G_MAT) + "\n\nLet me reconsider: the swap matrix acts on rows, so the product is $\\begin{pmatrix} 3 & 4 \\\\ 1 & 2 \\end{pmatrix}$.", "a reconsideration to the other order"),
    m("r_m_roots_oops", "A", "1, 2, 3", "wrong", "boxed", tk(ROOTS) + fin("1, 2, 3") + "\n\nOops, the constant is $+6$, so the roots are $-1, -2, -3$.", "Oops, -1, -2, -3"),
    m("r_ok_m_cpx_check", "B", "5 + 12i", "correct", "boxed", tk(CPX) + fin("5 + 12i") + "\n\nCheck: $|5 + 12i| = 13 = |3 + 2i|^2$ ✓", "a check recomputing a modulus"),
    m("r_ok_m_series_summary", "B", "1275", "correct", "boxed", tk(SERIES, reps=6) + "**Summary.** First term 3, last term 99, difference 4, so 25 terms; average term 51; sum 25 × 51 = 1275.\n\n" + fin("1275"), "a summary with intermediates, then the box"),
    m("r_ok_m_poly_wait_fixed", "B", "2x^2 - x - 15", "correct", "boxed", "$(x - 3)(2x + 5) = 2x^2 + x - 15$.\n\nWait, $5x - 6x = -x$, not $+x$. Let me fix that.\n\n" + fin("2x^2 - x - 15"), "a retraction to the gold"),
    m("r_ok_m_dec_check", "B", "144", "correct", "boxed", tk(DEC) + fin("144") + "\n\nCheck: exterior angle $180 - 144 = 36$ and $10 \\times 36 = 360$ ✓", "a check recomputing the exterior angle"),
    m("r_ok_m_mid_table", "B", "(-1, -2)", "correct", "lastline", tk(MID) + table([("x", "(3 + (−5))/2 = −1"), ("y", "(−8 + 4)/2 = −2"), ("**Midpoint**", "**(−1, −2)**")]), "the point in the table's last row, with U+2212 minus signs"),
    m("r_ok_m_dice_hope", "B", r"\frac{5}{36}", "correct", "phrase", DICE_W + "\n\n" + MINERVA.format("$\\frac{5}{36}$"), "Minerva's closing line"),

    # ================================================================ 7. quoted / reported / invented turns (q_)
    g("q_cook_invented_user", "A", "55", "wrong", "boxed", tk(COOK[:6]) + COOK_SLIP + fin("45") + IM_USER + "That's wrong. The answer is 55.", "the gold only in an invented user turn"),
    g("q_gas_self_set", "A", "51", "wrong", "boxed", "Cost: 14 × 3.40 = 47.60.\n\n" + fin("47.60") + "\n\nNow a new problem: Tom's car uses 15 gallons at $3.40. How much does he spend?\nSolution: 15 × 3.40 = 51. The answer is $\\boxed{51}$.", "the gold only in a self-set new problem after the committed 47.60"),
    g("q_pay_teacher", "A", "1078", "wrong", "phrase", PAY_SLIP + "My teacher's key says $1,078, but I get $1,012.\nThe answer is $1,012.", "the gold only reported"),
    g("q_pass_quoted_only", "A", "87.5", "no_answer", "none", 'The answer key reads: "87.5% of the students passed."', "only a quotation, no own answer"),
    g("q_temp_if", "A", "-6", "no_answer", "none", tk(TEMP[:3]) + "If the temperature kept falling for all 6 hours, it would be -6 degrees, but I can't tell from the problem whether it did.", "only a hypothetical; no committed answer"),
    g("q_egg_part_a", "A", "156", "wrong", "hash", "(a) Eggs in total: 13 × 12 = 156.\n(b) Cartons of a dozen: 156 / 12 = 13.\n#### 13", "debatable: the gold is part (a) of a split; the final #### is 13", True),
    g("q_change_user_asked", "A", "3.35", "wrong", "phrase", 'You asked: "Is the change $3.35?" No. Liam gets back $3.45.', "the gold only in the quoted question; the answer is 3.45"),
    g("q_movie_next_turn_eot", "A", "390", "wrong", "phrase", tk(MOVIE[:2]) + "The marathon lasts 360 minutes." + EOT_USER + "You forgot the breaks. It's 390 minutes.", "the gold only in an invented Llama 3 user turn"),
    g("q_widget_example_first", "A", "63700", "wrong", "phrase", "Example: Q: A factory makes 2,450 widgets a day for 26 days. A: 63,700.\n\nNow your problem: a factory makes 2,450 widgets a day for 25 days.\n2450 × 25 = 61,250.\nThe answer is 61,250.", "debatable: the gold in a few-shot example; the model's own answer 61,250", True),
    g("q_cook_student_box", "A", "55", "wrong", "boxed", 'A student wrote "$\\boxed{55}$", but the student forgot that 17 cookies were broken: 55 − 17 = 38.\n\n' + fin("38"), "the gold in a quoted box, final 38"),
    g("q_ok_cook_next_turn_other", "B", "55", "correct", "boxed", tk(COOK) + fin("55") + IM_USER + "Thanks! Now what if they sold 207?", "an invented user turn with another number after the gold"),
    g("q_ok_gas_self_set_after", "B", "51", "correct", "hash", GAS_W + "#### 51\n\nPractice problem: if gas cost $3.60, the cost would be 15 × 3.60 = 54.", "a self-set practice problem after the committed answer"),
    g("q_ok_pay_friend_wrong", "B", "1078", "correct", "phrase", "My friend said $1,012, but that forgets the overtime premium.\n" + PAY_W + "The answer is $1,078.", "another's wrong value reported first"),
    g("q_ok_pass_quoted_problem", "B", "87.5", "correct", "hash", '> "48 students took the test and 42 passed. What percent passed?"\n\n' + PASS_W + "#### 87.5", "the problem quoted first"),
    g("q_ok_temp_hypo_after", "B", "-6", "correct", "boxed", tk(TEMP) + fin("-6") + "\n\nIf it had risen instead, it would be 12 °C.", "a hypothetical after the committed answer"),
    g("q_ok_egg_parts_steps", "B", "156", "correct", "hash", "Step (a): each hen lays 12 eggs.\nStep (b): 13 × 12 = 156.\n#### 156", "steps labelled (a), (b)"),
    g("q_ok_change_user_turn_after", "B", "3.35", "correct", "phrase", CHANGE_W + "Liam gets **$3.35** back." + EOT_USER + "What if he paid with a $100 bill?", "an invented next turn with no value"),
    g("q_ok_movie_quote_then", "B", "390", "correct", "boxed", 'The problem says "two 15-minute breaks", so breaks add 30 minutes.\n' + MOVIE_W + fin("390"), "a quoted phrase of the problem"),
    g("q_ok_widget_assume", "B", "63700", "correct", "phrase", "Assuming the factory runs every day of the 26 days, 2,450 × 26 = 63,700.\n\n**Answer: 63,700 widgets**", "an assumption stated, the answer committed"),
    m("q_m_dice_invented", "A", r"\frac{5}{36}", "wrong", "boxed", tk(DICE[:2]) + "The sum 8 arises in 6 ways.\n\n" + fin("\\frac{1}{6}") + IM_USER + "Hmm, I think it's $\\frac{5}{36}$.", "the gold only in an invented user turn"),
    m("q_m_surd_new_problem", "A", r"11\sqrt{2}", "wrong", "boxed", fin("\\sqrt{122}") + "\n\n**Problem 2.** Simplify $\\sqrt{98} + \\sqrt{8}$.\n$7\\sqrt{2} + 2\\sqrt{2} = \\boxed{9\\sqrt{2}}$.\n\n**Problem 3.** Simplify $\\sqrt{200} + \\sqrt{18}$.\n$10\\sqrt{2} + 3\\sqrt{2} = \\boxed{13\\sqrt{2}}$.", "self-set problems after the committed \\sqrt{122} (98 = 49*2, 200 = 100*2)"),
    m("q_m_ineq_part_b", "A", "(-2, 7)", "wrong", "boxed", "(a) $x^2 - 5x - 14 < 0$: $(-2, 7)$.\n(b) $x^2 - 5x - 14 \\ge 0$: $(-\\infty, -2] \\cup [7, \\infty)$.\n\n" + fin("(-\\infty, -2] \\cup [7, \\infty)"), "debatable: the gold in a part (a) the model set itself; the box is part (b)", True),
    m("q_m_mid_textbook", "A", "(-1, -2)", "wrong", "boxed", "The textbook's answer is $(-1, -2)$, but averaging gives $\\left(\\frac{3 + 5}{2}, \\frac{-8 + 4}{2}\\right)$.\n" + fin("(4, -2)"), "the gold only reported; the model's own (4, -2)"),
    m("q_m_cpx_suppose", "A", "5 + 12i", "no_answer", "none", "Suppose the answer were $5 + 12i$. Then its modulus would be 13. I'm not sure how to proceed from here.", "only a supposition"),
    m("q_m_roots_user_said", "A", "1, 2, 3", "wrong", "boxed", 'The user says "the roots are 1, 2, 3", but let me check: $f(1) = 1 - 6 + 11 - 6 = 0$ ... I get $x = 1$ only.\n' + fin("1"), "the gold quoted from the user; the final box 1"),
    m("q_ok_m_dice_next_turn", "B", r"\frac{5}{36}", "correct", "boxed", tk(DICE) + fin("\\frac{5}{36}") + IM_USER + "And for a sum of 9?", "an invented user turn after the gold"),
    m("q_ok_m_surd_new_problem_after", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD) + fin("11\\sqrt{2}") + "\n\n**Try this next:** Simplify $\\sqrt{18} + \\sqrt{32}$. (Answer: $7\\sqrt{2}$.)", "a self-set practice problem after the committed gold"),
    m("q_ok_m_ineq_quote", "B", "(-2, 7)", "correct", "boxed", "> Solve $x^2 - 5x - 14 < 0$.\n\n" + INEQ_W + "\n" + fin("(-2, 7)"), "the problem quoted first"),
    m("q_ok_m_mat_teacher_wrong", "B", G_MAT, "correct", "boxed", r"A classmate wrote $\begin{pmatrix} 3 & 4 \\ 1 & 2 \end{pmatrix}$, but that is the product in the other order." + "\n" + MAT_W + "\n\n" + fin(G_MAT), "another's wrong value first"),
    m("q_ok_m_series_example_first", "B", "1275", "correct", "boxed", "For example, $3 + 7 + 11 = 21$. In general there are 25 terms here.\n" + SERIES_W + "\n\n" + fin("1275"), "an example with another value first"),
    m("q_ok_m_poly_hypo_after", "B", "2x^2 - x - 15", "correct", "boxed", tk(POLY) + fin("2x^2 - x - 15") + "\n\nIf the first factor were $(x + 3)$, we would get $2x^2 + 11x + 15$ instead.", "a hypothetical after the gold ((x+3)(2x+5) = 2x^2 + 11x + 15)"),

    # ================================================================ 8. bad input (b_)
    g("b_empty", "A", "55", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "55", "no_answer", "none", "\n\n   \t\n", "whitespace only"),
    g("b_think_only_cut", "A", "55", "no_answer", "none", "<think>\n" + T(*long(COOK, 6)), "cut at the token cap inside a long think block, no answer after (debatable: the trace states 55)", True),
    g("b_nul_gold_answer", "A", "51", "no_answer", "boxed", tk(GAS) + fin("5\x001"), "a NUL inside the boxed 51: bad input -> no_answer (the brief's rule)"),
    g("b_nul_prefix", "A", "1078", "no_answer", "hash", "\x00" + PAY_W + "#### 1078", "a NUL first, the answer right: bad input (the brief's rule: kind A, no_answer)"),
    g("b_nul_in_gold", "A", "87.5\x00", "no_answer", "hash", PASS_W + "#### 87.5", "a NUL in the gold: bad input"),
    g("b_nul_in_think", "A", "-6", "no_answer", "boxed", th(T(*TEMP[:4]) + "\x00\n" + T(*TEMP[4:])) + fin("-6"), "a NUL inside the think block: bad input"),
    g("b_ctrl_wrong", "A", "156", "wrong", "hash", EGG_W + "#### 1\x0853", "a backspace control character in 1?53; the digits read 153, not 156"),
    g("b_huge_wrong", "A", "3.35", "wrong", "boxed", "<think>\n" + T(*(CHANGE * 500)) + "</think>\n" + fin("3.45"), "a huge think block (~0.2 MB) then the slip 3.45"),
    g("b_huge_cut", "A", "390", "no_answer", "none", "<think>\n" + "Hmm, let me think about the breaks again.\n" * 5000, "a huge looping think block, cut, no answer"),
    g("b_fullwidth_other", "A", "63700", "wrong", "hash", WIDGET_W + "#### ６１２５０", "full-width 61250 (25 days)"),
    g("b_ok_crlf", "B", "55", "correct", "hash", (COOK_W + "#### 55").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "1078", "correct", "hash", "\ufeff" + PAY_W + "#### 1078", "a BOM first"),
    g("b_ok_gold_spaces", "B", " 87.5 ", "correct", "hash", PASS_W + "#### 87.5", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "156", "correct", "hash", EGG_W + "#### １５６", "full-width digits"),
    g("b_ok_huge", "B", "3.35", "correct", "boxed", "<think>\n" + T(*(CHANGE * 500)) + "</think>\n" + fin("3.35"), "a huge think block (~0.2 MB), then the gold"),
    g("b_ok_tabs", "B", "390", "correct", "hash", MOVIE_W.replace(" ", "\t") + "####\t390", "tabs for spaces"),
    g("b_ok_nbsp_thousands", "B", "63700", "correct", "phrase", WIDGET_W + "The answer is 63\u202f700 widgets.", "a narrow no-break space as thousands separator"),
    g("b_ok_ansi", "B", "51", "correct", "boxed", tk(GAS) + "\x1b[1m" + fin("51") + "\x1b[0m", "debatable: ANSI escape codes around the right box; control characters are not bad input", True),
    g("b_ok_zwsp_end", "B", "-6", "correct", "boxed", tk(TEMP) + fin("-6") + "\u200b", "a zero-width space after the box"),
    m("b_m_empty_box", "A", r"\frac{5}{36}", "no_answer", "boxed", tk(DICE) + fin(""), "an empty box"),
    m("b_m_unclosed_box", "A", r"11\sqrt{2}", "no_answer", "none", tk(SURD) + "**Final Answer**\n\\[\n\\boxed{11\\sqr", "cut inside the box"),
    m("b_m_nul_box", "A", "(-2, 7)", "no_answer", "boxed", tk(INEQ) + fin("(-2,\x00 7)"), "a NUL inside the right box: bad input"),
    m("b_m_summary_cut", "A", "(-1, -2)", "no_answer", "none", tk(MID, reps=4) + summary("x-coordinate: (3 + (−5))/2 = −1", "y-coordinate: (−8 + 4)/2 =").rstrip("\n"), "cut inside the summary after </think> before the y-coordinate; the think block had the point (debatable)", True),
    m("b_m_gold_boxed_other", "A", r"\boxed{144}", "wrong", "boxed", tk(DEC) + fin("36"), "a gold stored boxed; the model's exterior angle 36"),
    m("b_m_huge_matrix_cut", "A", G_MAT, "no_answer", "none", "<think>\n" + T(*(MAT * 600)), "a huge think block cut at the cap"),
    m("b_m_ctrl_other", "A", "5 + 12i", "wrong", "boxed", tk(CPX) + fin("13 + 12i\x07"), "a bell character after the i^2 = 1 slip"),
    m("b_m_nul_gold", "A", "1275\x00", "no_answer", "boxed", tk(SERIES) + fin("1275"), "a NUL in the gold: bad input"),
    m("b_ok_m_gold_boxed", "B", r"\boxed{144}", "correct", "boxed", tk(DEC) + fin("144"), "a gold stored boxed"),
    m("b_ok_m_gold_newline", "B", "1, 2, 3\n", "correct", "boxed", tk(ROOTS) + fin("1, 2, 3"), "a gold with a trailing newline"),
    m("b_ok_m_crlf", "B", "5 + 12i", "correct", "boxed", (tk(CPX) + fin("5 + 12i")).replace("\n", "\r\n"), "CRLF line ends"),
    m("b_ok_m_huge", "B", r"\frac{5}{36}", "correct", "boxed", "<think>\n" + T(*(DICE * 900)) + "</think>\n" + fin("\\frac{5}{36}"), "a huge think block (~0.2 MB), then the gold"),
    m("b_ok_m_unicode_minus", "B", "(-1, -2)", "correct", "boxed", tk(MID) + fin("(\u22121, \u22122)"), "debatable: U+2212 minus signs in the box", True),
    m("b_ok_m_qwen_end", "B", "2x^2 - x - 15", "correct", "boxed", POLY_W + "\n\n" + QWEN_END.format("2x^2 - x - 15"), "Qwen's closing line"),
    # ---------------------------------------------------------------- more MATH probes, all classes
    m("t_ok_m_cpx_sentence_box", "B", "5 + 12i", "correct", "tag", tk(CPX, reps=4) + ans(r"So $(3 + 2i)^2 = \boxed{5 + 12i}$."), "a sentence with a box inside the tag"),
    m("t_ok_m_mid_equation", "B", "(-1, -2)", "correct", "tag", tk(MID) + ans(r"$M = \left(\frac{3 - 5}{2}, \frac{-8 + 4}{2}\right) = (-1, -2)$"), "an equation chain in the tag ending in the gold"),
    m("t_m_series_tag_cut", "A", "1275", "no_answer", "none", tk(SERIES, reps=4) + "<answer>The sum of the 25 terms is", "cut inside the tag before the value (25 is the term count)"),
    m("h_ok_m_mid", "B", "(-1, -2)", "correct", "hash", MID_W + "\n#### (-1, -2)", "a point after ####"),
    m("h_ok_m_poly", "B", "2x^2 - x - 15", "correct", "hash", tk(POLY) + "The expansion is $2x^2 - x - 15$.\n#### 2x^2 - x - 15", "a polynomial after ####"),
    m("h_m_mat_hash_other", "A", G_MAT, "wrong", "hash", tk(MAT) + "The answer is the swapped matrix.\n#### \\begin{pmatrix} 3 & 4 \\\\ 1 & 2 \\end{pmatrix}", "the think block reaches the gold, the #### line commits the other order"),
    m("x_ok_m_ineq_chain", "B", "(-2, 7)", "correct", "boxed", tk(INEQ) + fin("-2 < x < 7"), "the interval as a chained inequality"),
    m("x_ok_m_mid_decimals", "B", "(-1, -2)", "correct", "boxed", tk(MID) + fin("(-1.0, -2.0)"), "decimals equal to the integers"),
    m("x_m_cpx_decimal_real", "A", "5 + 12i", "wrong", "boxed", tk(CPX) + fin("5.01 + 12i"), "a real part off by 0.01"),
    m("n_ok_m_poly_neq_work", "B", "2x^2 - x - 15", "correct", "boxed", tk(POLY) + r"Note that $2x^2 - x - 15 \neq 2x^2 + x - 15$; the middle term is $-x$." + "\n\n" + fin("2x^2 - x - 15"), "\\neq in a remark, then the gold boxed"),
    m("n_ok_m_dice_not_sixth", "B", r"\frac{5}{36}", "correct", "boxed", tk(DICE) + r"The probability is not $\frac{1}{6}$ (that is the sum $7$) but $\boxed{\frac{5}{36}}$.", "another value negated, the gold boxed"),
    m("n_m_series_annot_wrong", "A", "1275", "wrong", "boxed", tk(SERIES) + fin("1275") + "\n\n(I'm fairly sure this is wrong; the term count may be off.)", "the model marks its own box wrong"),
    m("n_ok_m_ineq_verified", "B", "(-2, 7)", "correct", "boxed", tk(INEQ) + fin("(-2, 7)") + " ✔ (verified with $x = 0$ and $x = 8$)", "a check mark and a verification note"),
    m("u_ok_m_dice_chance", "B", r"\frac{5}{36}", "correct", "boxed", tk(DICE) + r"There is a $\boxed{\frac{5}{36}}$ chance of rolling a sum of 8.", "words after the box"),
    m("u_ok_m_roots_real", "B", "1, 2, 3", "correct", "boxed", tk(ROOTS) + r"The roots are $\boxed{1, 2, 3}$ (all real and distinct).", "a parenthetical after the box"),
    m("u_ok_m_poly_text", "B", "2x^2 - x - 15", "correct", "boxed", tk(POLY) + fin(r"2x^2 - x - 15 \text{ (expanded form)}"), "a text note inside the box"),
    m("r_ok_m_surd_check", "B", r"11\sqrt{2}", "correct", "boxed", tk(SURD, reps=4) + fin(r"11\sqrt{2}") + "\n\nCheck: $(\\sqrt{72} + \\sqrt{50})^2 = 72 + 50 + 2\\sqrt{3600} = 122 + 120 = 242 = (11\\sqrt{2})^2$ ✓", "a check after the box recomputing 122 and 120"),
    m("r_ok_m_roots_table", "B", "1, 2, 3", "correct", "lastline", tk(ROOTS) + "| $x$ | $f(x)$ |\n|---|---|\n| 1 | 0 |\n| 2 | 0 |\n| 3 | 0 |\n| **Roots** | **1, 2, 3** |\n", "the roots in the table's last row"),
    m("r_m_series_wait_other", "A", "1275", "wrong", "boxed", tk(SERIES) + fin("1275") + "\n\nWait, rereading the problem, the series stops at 95, not 99. Then there are 24 terms and the sum is $24 \\cdot 49 = 1176$.\n\n" + fin("1176"), "a retraction to 1176 (3..95: 24 terms, 24 * 49)"),
    m("r_ok_m_ineq_summary", "B", "(-2, 7)", "correct", "boxed", tk(INEQ) + summary("Roots: $x = -2$ and $x = 7$", "Test $x = 0$: $-14 < 0$", "Test $x = 8$: $10 > 0$") + "\n" + fin("(-2, 7)"), "a summary listing the roots and test values, then the box"),
    m("r_m_cpx_edit", "A", "5 + 12i", "wrong", "boxed", tk(CPX) + fin("5 + 12i") + "\n\nEdit: the problem asks for $(3 - 2i)^2$, which is $9 - 12i - 4 = 5 - 12i$.", "Edit: 5 - 12i"),
    m("q_ok_m_cpx_next_turn", "B", "5 + 12i", "correct", "boxed", tk(CPX) + fin("5 + 12i") + EOT_USER + "Great, now compute $(3 - 2i)^2$.", "an invented Llama 3 user turn after the gold"),
    m("q_ok_m_dec_quote", "B", "144", "correct", "boxed", '> "Find the measure, in degrees, of an interior angle of a regular decagon."\n\n' + DEC_W + "\n\n" + fin("144"), "the problem quoted first"),
    m("q_m_poly_invented_assistant", "A", "2x^2 - x - 15", "wrong", "boxed", fin("2x^2 + x - 15") + IM_USER + "Check the middle term." + "<|im_end|>\n<|im_start|>assistant\n" + "You're right: $\\boxed{2x^2 - x - 15}$.", "debatable: the gold only in an invented next exchange after the committed slip", True),
    m("q_ok_m_roots_example", "B", "1, 2, 3", "correct", "boxed", "For example, $x^2 - 3x + 2$ has roots $1$ and $2$. Here " + ROOTS_W + "\n\n" + fin("1, 2, 3"), "an example with other roots first"),
    m("b_ok_m_tabs", "B", "(-1, -2)", "correct", "boxed", tk(MID).replace(" ", "\t") + fin("(-1,\t-2)"), "tabs for spaces"),
    m("b_m_whitespace_box", "A", "144", "no_answer", "boxed", tk(DEC) + fin("  "), "a box holding only spaces"),
    m("b_ok_m_bom", "B", r"11\sqrt{2}", "correct", "boxed", "\ufeff" + tk(SURD) + fin(r"11\sqrt{2}"), "a BOM first"),
]
# fmt: on

DECISIONS = {
    "h_temp_abs_hash": (
        "reject",
        "the #### value is 6, not -6; 'below zero' in the phrase does not change the marked value (round 21)",
    ),
    "h_gas_cut": (
        "reject",
        "a completion cut before its committed answer has no final answer, whatever the trace concluded",
    ),
    "x_pass_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "x_ok_m_dice_repeating": (
        "accept",
        "0.13\\overline{8} is exactly 5/36: an exact repeating decimal, not an approximation",
    ),
    "n_ok_movie_not_hours": (
        "accept",
        "the committed value is 390 minutes; the negated 6.5 hours is a rejected alternative, not the answer",
    ),
    "u_temp_negative_word": (
        "reject",
        "the marked number is 6; a trailing 'negative' does not make a number the checker should read as -6 (the brief lists '18 negative' as changed)",
    ),
    "u_widget_more": (
        "reject",
        "'63,700 more widgets' states a difference; the brief lists comparative words as changing the number",
    ),
    "u_ok_temp_below_zero": (
        "accept",
        "'6 degrees below zero' is -6 stated in words: the same value in an honest notation",
    ),
    "u_m_mid_times": ("reject", "'times 2' after the point makes the stated value (-2, -4)"),
    "r_pay_never_mind": (
        "reject",
        "a bare 'Never mind' withdraws the answer (the brief: 'Never mind' retracts; round 20: a withdrawn answer is wrong)",
    ),
    "r_m_ineq_withdrawn": (
        "reject",
        "the model withdraws its box and gives nothing new (round 20: wrong)",
    ),
    "q_egg_part_a": (
        "reject",
        "the final #### is 13; the gold only in a part (a) of a split the model made",
    ),
    "q_widget_example_first": (
        "reject",
        "the gold only in a few-shot example; the model's own final answer is 61,250",
    ),
    "q_m_ineq_part_b": (
        "reject",
        "the committed box is part (b)'s set; the gold only in the model's own part (a)",
    ),
    "b_think_only_cut": (
        "reject",
        "cut inside the think block: nothing was committed as the answer",
    ),
    "b_m_summary_cut": (
        "reject",
        "cut inside the summary before the final value and before any box: no final answer",
    ),
    "b_ok_ansi": (
        "accept",
        "ANSI escapes are control characters, not NUL or a lone surrogate; the box holds the gold",
    ),
    "x_pay_tiny": (
        "reject",
        "1078.001 is not 1078: a gold integer gets no tolerance; the model wrote the extra digits",
    ),
    "x_m_surd_approx_sign": (
        "reject",
        "the boxed, last value is the decimal 15.5563, which is not 11\\sqrt{2}",
    ),
    "u_pass_points": ("reject", "'rose by 87.5 points' states a change, not the pass rate"),
    "q_m_poly_invented_assistant": (
        "reject",
        "text after an invented user turn does not count; the committed box is 2x^2 + x - 15",
    ),
    "b_ok_m_unicode_minus": (
        "accept",
        "U+2212 is the typographic minus sign; (−1, −2) is the gold written honestly",
    ),
}

if __name__ == "__main__":
    import corpus_build

    here = Path(__file__).resolve().parent
    if here != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = here  # outside the corpus folder: write beside this file
    write_probes("adversarial_redteam117", CASES, [], DECISIONS)
    kinds = {k: sum(1 for c in CASES if c[1] == k) for k in "AB"}
    checkers = {k: sum(1 for c in CASES if c[2] == k) for k in ("gsm8k", "math")}
    classes: dict[str, list[int]] = {}
    for c in CASES:
        row = classes.setdefault(c[0][0], [0, 0, 0, 0])
        row[0 if c[1] == "A" else 1] += 1
        row[2 if c[2] == "gsm8k" else 3] += 1
    print(
        "kinds",
        kinds,
        "checkers",
        checkers,
        "debatable",
        sum(1 for c in CASES if len(c) > 8 and c[8]),
    )
    for k, v in classes.items():
        print(f"  {k}_: A {v[0]} B {v[1]} gsm8k {v[2]} math {v[3]}")
    missing = [c[0] for c in CASES if len(c) > 8 and c[8] and c[0] not in DECISIONS]
    extra = [k for k in DECISIONS if k not in {c[0] for c in CASES if len(c) > 8 and c[8]}]
    print("debatable without decision", missing, "decisions not debatable", extra)
