r"""Build adversarial_redteam19.jsonl: a nineteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam19", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/ (the bench notes included), tests/ or any ANALYSIS.md, and
WITHOUT running the checker, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How labels were made"), corpus_build.py and the red-team builders of rounds 1-18
were read (rounds 16 and 18 for structure and conventions, the others only to avoid repeating their
problems, numbers and wordings).

Aim of this round: the session's FINAL measurement, written as the author of the issue's hidden test
set would write it: the eight classes as the issue states them, in the issue's own shapes
(`\boxed{\not= N}`, `\boxed{N\text{ (wrong)}}`; `#### N negative / less / fewer / dozen / score`;
"Edit: M", "Update: it's actually M.", "Erratum: M", "Never mind, M.", "(Not N; M.)", "Wrong! M";
a quoted `> #### N` then "I cannot solve this"; "N for part (a) and M for part (b)"; near-zero and
tolerance traps `10^{-100}\pi` for 0 and `\pi + 10^{-50}` for `\pi`; answer tags holding sentences,
equations and boxes; "So the answer is #### N"), with new numbers, problems and wordings, about
half plain one-trick probes and half inside realistic completions (R1 <think> blocks, R1-distill
"**Final Answer**" blocks, Qwen2.5-Math numbered steps, Llama 3 "## Step N:" answers ending "The
final answer is: $\boxed{}$", Minerva lines, GSM8K `<<a*b=c>>` calculator annotations, markdown,
Python blocks with their real output), and right answers in the notations real models write.

New against rounds 1-18: every problem. GSM8K: 13 trays of 36 muffins, 389 sold -> 79 (the
misreading 398 -> 70); rent $1,175 a month for a year plus a $640 deposit -> $14,740 (without the
deposit $14,100); 7 degrees falling 4 an hour for 6 hours -> -17; 7.2 L/100 km over 385 km ->
27.72 L; 46 of 80 students -> 57.5 % (Python prints 57.49999999999999); 9 episodes of 42 minutes ->
378 minutes; 19 eggs a day for 12 days -> 228 (= 19 dozen); Theo 11, his aunt 4 * 11 + 5 -> 49
(the slip 4 * 11 - 5 = 39); a $603 gift split 9 ways -> $67 each; Ben $22 and Kai $15 a week for
9 weeks -> Ben has $63 more; 1,625 bolts a day for 24 days -> 39,000. MATH: two red marbles from 5
red and 3 blue -> 5/14; the diagonal of a 14 by 7 rectangle -> 7\sqrt5; f(x) = x^3 - 4x at 2 -> 0;
a circle of diameter 2 -> \pi; |2x - 3| <= 9 -> [-3, 6]; 3x^2 - 4x - 4 = 0 -> -2/3 and 2;
(3 + 2i)(1 - 4i) -> 11 - 10i; a regular 24-gon's interior angle -> 165 (degrees); 320 degrees ->
16\pi/9; 2134_5 -> 294; x + 2y = 1 and 3x - y = 17 -> (5, -2); (2x + 3)(x - 7) -> 2x^2 - 11x - 21;
the prime among 51, 57, 59, 87, 91 -> (C); C(12, 3) -> 220; 0.3\overline{8} -> 7/18;
6/\sqrt3 -> 2\sqrt3.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number (chosen so the label does not depend on the unseen question); `r_` retractions after the
answer and harmless after-text; `q_` quoted, reported, hypothetical, example and other-part
statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 14-18's conventions: the last
final answer counts; a hedge, two different final answers (two parts included) or a right number
only in the working is `wrong`; no final answer (a negation or strike-out with nothing after, a
refusal, a cut inside the answer or the thinking, only a quotation, an example or a hypothetical)
is `no_answer`; equal in value but written differently is `correct`; a decimal for an exact
irrational or repeating gold, and a raw float artefact copied into the answer, are `wrong`; a value
the model itself marks wrong, or withdraws with nothing new, is `wrong`; an explicit correction
after an answer ("Edit:", "Update:", "Erratum:", "Never mind,", "(Not N; M.)", "Wrong! M") makes
the corrected value the final one; a check, a pleasantry or a hypothetical after a committed answer
does not replace it; text in an invented next turn does not count; in an <answer> tag a sentence,
an equation chain or a box is read for the value it states. A NUL anywhere makes the pair bad
input: a right answer with a NUL is labelled `correct` and `debatable`, decision `reject` (rounds
3-16). A thousands DOT in an English answer is a decimal point, a decimal share for a percent gold
is `wrong` (round 5's decisions, debatable). Unit and qualifier words are chosen so the label does
not depend on the question: where a word matters, the working the checker sees fixes the quantity.
A probe whose label is itself debatable carries `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (the arithmetic is beside each working text below);
the three float artefacts were printed by CPython 3 (`468 * (1 - 389 / 468)`, `46 / 80 * 100`,
`x = math.sqrt(2) ** 2; x**3 - 4*x`).

Usage: python packages/check/corpus/build_adversarial_redteam19.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- muffins: gold 79 (13 * 36 = 360 + 108 = 468; 468 - 389 = 79; check 79 + 389 = 468).
#     The misreading 398 sold: 468 - 398 = 70 (check 70 + 398 = 468).
MUF = (
    "The bakery bakes 13 trays of 36 muffins, so it has 13 * 36 = <<13*36=468>>468 muffins.\n"
    "It sells 389 of them, so 468 - 389 = <<468-389=79>>79 muffins are left.\n"
)
MUF_SLIP = (
    "The bakery bakes 13 trays of 36 muffins, so it has 13 * 36 = <<13*36=468>>468 muffins.\n"
    "It sells 398 of them, so 468 - 398 = <<468-398=70>>70 muffins are left.\n"
)
MUF_R1 = (
    "Okay, so there are 13 trays with 36 muffins each. 13 * 36 = 360 + 108 = 468 muffins.\n\n"
    "They sold 389. 468 - 389: 468 - 400 = 68, and I took away 11 too many, so 68 + 11 = 79.\n\n"
    "Let me check: 79 + 389 = 468. Yes.\n"
)
MUF_R1_WAVER = MUF_R1 + (
    "\nHmm, or was it 398 sold? If it were 398, then 468 - 398 = 70. The problem says 389... I "
    "think. Let me go with the second reading.\n"
)
# the float artefact CPython prints for 468 * (1 - 389 / 468)
MUF_PY = (
    "```python\ntotal = 13 * 36\nleft = total * (1 - 389 / total)\nprint(left)\n```\n"
    "```output\n78.99999999999999\n```\n"
)

# --- rent: gold 14740 (1175 * 12 = 11750 + 2350 = 14100; 14100 + 640 = 14740). Without the
#     deposit: 14100. Digits swapped: 14470.
RENT = (
    "Omar pays 1175 * 12 = <<1175*12=14100>>14100 dollars in rent over the year.\n"
    "Adding the $640 deposit, he pays 14100 + 640 = <<14100+640=14740>>14740 dollars.\n"
)
RENT_NODEP = "Omar pays 1175 * 12 = <<1175*12=14100>>14100 dollars in rent over the year.\n"
RENT_LLAMA = llama(
    (
        "Find the rent for 12 months",
        "Omar pays $1,175 a month, so 12 months cost 12 * 1175 = $14,100.",
    ),
    ("Add the deposit", "The deposit is $640, so the total is 14,100 + 640 = $14,740."),
)

# --- temperature: gold -17 (4 * 6 = 24; 7 - 24 = -17). Sign lost: 17.
TEMP = (
    "The temperature drops 4 * 6 = <<4*6=24>>24 degrees in 6 hours, so it ends at "
    "7 - 24 = <<7-24=-17>>-17 degrees Celsius.\n"
)
TEMP_QWEN = qwen(
    "To find the temperature at the end, we follow these steps:",
    ("Total drop", "\\[\n   4 \\times 6 = 24\n   \\]"),
    ("Final temperature", "\\[\n   7 - 24 = -17\n   \\]"),
)

# --- fuel: gold 27.72 (7.2 * 385 = 2695 + 77 = 2772; / 100 = 27.72 = 693/25, 25 * 27.72 = 693).
FUEL = (
    "The car uses 7.2 L per 100 km, so for 385 km it needs 7.2 * 385 / 100 = "
    "<<7.2*385/100=27.72>>27.72 litres.\n"
)

# --- pass rate: gold 57.5 (46 / 80 = 0.575 = 57.5 %, = 115/2). Python: 46 / 80 * 100 prints
#     57.49999999999999. If 48 passed: 48 / 80 = 60 %.
PASS = "46 of the 80 students passed, so the pass rate is 46 / 80 * 100 = <<46/80*100=57.5>>57.5 percent.\n"
PASS_PY = "```python\nprint(46 / 80 * 100)\n```\n```output\n57.49999999999999\n```\n"

# --- episodes: gold 378 minutes (9 * 42 = 360 + 18 = 378 = 6 h 18 min). 8 episodes: 336.
EPIS = "Each episode is 42 minutes long, so 9 episodes take 9 * 42 = <<9*42=378>>378 minutes.\n"

# --- eggs: gold 228 (19 * 12 = 190 + 38 = 228 = 19 dozen).
EGGS = "The hens lay 19 eggs a day, so in 12 days they lay 19 * 12 = <<19*12=228>>228 eggs.\n"

# --- age: gold 49 (4 * 11 = 44; 44 + 5 = 49). The slip "5 years younger": 44 - 5 = 39.
AGE = (
    "Theo is 11. His aunt is 5 years older than 4 times his age, so she is "
    "4 * 11 + 5 = <<4*11+5=49>>49 years old.\n"
)
AGE_SLIP = "Theo is 11. 4 times his age is 44, and 5 years less is 44 - 5 = <<44-5=39>>39.\n"

# --- gift: gold 67 each (603 / 9 = 67; check 9 * 67 = 540 + 63 = 603). 9 * 76 = 684.
GIFT = (
    "The gift costs $603 and 9 coworkers split it equally, so each pays "
    "603 / 9 = <<603/9=67>>67 dollars.\n"
)

# --- savings: gold 63, how many more dollars Ben has (22 * 9 = 198; 15 * 9 = 135; 198 - 135 = 63;
#     check (22 - 15) * 9 = 63).
SAVE = (
    "In 9 weeks Ben saves 22 * 9 = <<22*9=198>>198 dollars and Kai saves 15 * 9 = <<15*9=135>>135 "
    "dollars.\nBen has 198 - 135 = <<198-135=63>>63 dollars more than Kai.\n"
)

# --- bolts: gold 39000 (1625 * 24 = 1625 * 20 + 1625 * 4 = 32500 + 6500 = 39000; / 24 = 1625).
BOLT = (
    "The factory makes 1,625 bolts a day, so in 24 days it makes 1625 * 24 = "
    "<<1625*24=39000>>39000 bolts.\n"
)

# ================================================================ MATH-style working
# --- gold 5/14: C(8, 2) = 28, C(5, 2) = 10; 10/28 = 5/14 (= (5/8)(4/7) = 20/56). 5/14 =
#     0.357142857142857...; with replacement (5/8)^2 = 25/64; one of each 5 * 3 / 28 = 15/28.
G_PROB = r"\frac{5}{14}"
PROB = (
    r"There are $\binom{8}{2} = 28$ ways to draw two marbles and $\binom{5}{2} = 10$ ways to draw "
    r"two red ones, so the probability is $\frac{10}{28}$"
)
# --- gold 7\sqrt5: 14^2 + 7^2 = 196 + 49 = 245 = 49 * 5. 5\sqrt7 = \sqrt175 (the digits swapped).
G_RAD = r"7\sqrt{5}"
RAD = r"The diagonal is $\sqrt{14^2 + 7^2} = \sqrt{196 + 49} = \sqrt{245} = \sqrt{49 \cdot 5}$"
# --- gold 0: f(2) = 8 - 8 = 0. CPython: x = math.sqrt(2) ** 2 = 2.0000000000000004 and
#     x**3 - 4*x prints 3.552713678800501e-15.
G_ZERO = "0"
ZERO = r"$f(2) = 2^3 - 4 \cdot 2 = 8 - 8$"
ZERO_PY = (
    "```python\nimport math\nx = math.sqrt(2) ** 2\nprint(x**3 - 4*x)\n```\n"
    "```output\n3.552713678800501e-15\n```\n"
)
# --- gold \pi: diameter 2 -> radius 1 -> area \pi * 1^2 = \pi (22/7 = 3.142857..., \pi = 3.14159...).
G_PI = r"\pi"
PI = r"The diameter is $2$, so the radius is $1$ and the area is $\pi r^2 = \pi \cdot 1^2$"
# --- gold [-3, 6]: -9 <= 2x - 3 <= 9 -> -6 <= 2x <= 12 -> -3 <= x <= 6.
G_INT = "[-3, 6]"
INT = r"$|2x - 3| \le 9$ means $-9 \le 2x - 3 \le 9$, so $-6 \le 2x \le 12$ and $-3 \le x \le 6$."
# --- gold -2/3, 2: (3x + 2)(x - 2) = 3x^2 - 6x + 2x - 4 = 3x^2 - 4x - 4; check 3 * 4/9 + 8/3 - 4
#     = 4/3 + 8/3 - 4 = 0 and 12 - 8 - 4 = 0. The slip (2x + 3)(x - 2)-style root -3/2 is wrong.
G_ROOTS = r"-\frac{2}{3}, 2"
ROOTS = r"$3x^2 - 4x - 4 = (3x + 2)(x - 2) = 0$, so $x = -\frac{2}{3}$ or $x = 2$."
# --- gold 11 - 10i: (3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8 = 11 - 10i.
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$"
CPX_QWEN = qwen(
    "To multiply the complex numbers, we expand and use $i^2 = -1$:",
    ("Expand", "\\[\n   (3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2\n   \\]"),
    ("Simplify", "\\[\n   3 - 10i - 8(-1) = 3 - 10i + 8 = 11 - 10i\n   \\]"),
)
# --- gold 165 (degrees): (24 - 2) * 180 = 3960; 3960 / 24 = 165 (check 24 * 165 = 3960). A 20-gon: 162.
G_DEG = "165"
DEG = r"The interior angles of a $24$-gon sum to $180^\circ \cdot 22 = 3960^\circ$, so each is $\frac{3960^\circ}{24}$"
# --- gold 16\pi/9: 320 * \pi / 180 = 16\pi/9 (320 / 20 = 16, 180 / 20 = 9) ~ 5.585053606381854.
G_RADN = r"\frac{16\pi}{9}"
RADN = r"$320^\circ \cdot \frac{\pi}{180^\circ} = \frac{320\pi}{180}$"
# --- gold 294: 2134_5 = 2 * 125 + 1 * 25 + 3 * 5 + 4 = 250 + 25 + 15 + 4 = 294. (12_5 = 7.)
G_BASE = "294"
BASE = r"$2134_5 = 2 \cdot 5^3 + 1 \cdot 5^2 + 3 \cdot 5 + 4 = 250 + 25 + 15 + 4$"
# --- gold (5, -2): y = 3x - 17; x + 2(3x - 17) = 1 -> 7x = 35 -> x = 5, y = 15 - 17 = -2;
#     check 5 + 2(-2) = 1, 3 * 5 - (-2) = 17.
G_PAIR = "(5, -2)"
PAIR = (
    r"From $3x - y = 17$ we get $y = 3x - 17$. Then $x + 2(3x - 17) = 1$, so $7x = 35$, $x = 5$ "
    r"and $y = 15 - 17 = -2$." + "\n"
)
# --- gold 2x^2 - 11x - 21: (2x + 3)(x - 7) = 2x^2 - 14x + 3x - 21. (2x + 3)(x + 7) = 2x^2 + 17x + 21.
G_POLY = "2x^2 - 11x - 21"
POLY = r"$(2x + 3)(x - 7) = 2x^2 - 14x + 3x - 21$"
POLY_LLAMA = llama(
    (
        "Distribute",
        r"$(2x + 3)(x - 7) = 2x \cdot x - 2x \cdot 7 + 3 \cdot x - 3 \cdot 7 = 2x^2 - 14x + 3x - 21$.",
    ),
    ("Combine like terms", r"$-14x + 3x = -11x$, so the product is $2x^2 - 11x - 21$."),
)
# --- gold (C): 51 = 3 * 17, 57 = 3 * 19, 59 prime, 87 = 3 * 29, 91 = 7 * 13.
G_MC = r"\text{(C)}"
# --- gold 220: C(12, 3) = 12 * 11 * 10 / 6 = 1320 / 6 = 220. (Ordered: 1320.)
G_COMB = "220"
COMB = r"A committee of $3$ from $12$ people: $\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3!} = \frac{1320}{6}$"
# --- gold 7/18: x = 0.3888...; 100x - 10x = 38.8... - 3.8... = 35; 90x = 35; x = 35/90 = 7/18.
#     0.\overline{38} = 38/99 (another number); 0.39 is rounded.
G_REP = r"\frac{7}{18}"
REP = (
    r"Let $x = 0.3\overline{8}$. Then $100x = 38.\overline{8}$ and $10x = 3.\overline{8}$, so "
    r"$90x = 35$ and $x = \frac{35}{90}$"
)
# --- gold 2\sqrt3: 6/\sqrt3 = 6\sqrt3/3 = 2\sqrt3 (= \sqrt12).
G_RAT = r"2\sqrt{3}"
RAT = r"$\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$"

FILLER = "Let me re-check the multiplication: 13 * 36 = 468.\n" * 1000  # about 50 KB of loop

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "79", "wrong", "tag", th(MUF_R1) + "<answer>There are 70 muffins left.</answer>",
      "the think block reaches 79, but the tag's sentence says 70"),
    g("t_empty_after_gold_think", "A", "79", "no_answer", "tag", th(MUF_R1) + "<answer></answer>",
      "an empty tag; 79 only in the thinking"),
    g("t_two_tags_last_other", "A", "79", "wrong", "tag", th(MUF_R1_WAVER) + "<answer>79</answer>\n<answer>70</answer>",
      "two answer tags; the last one holds 70"),
    g("t_roughly", "A", "79", "wrong", "tag", th(MUF_R1) + "<answer>Roughly 80 muffins are left.</answer>",
      "a rounded hedge, 80"),
    g("t_boxed_in_tag_no_deposit", "A", "14740", "wrong", "tag", th(RENT_NODEP) + "<answer>$\\boxed{14100}$</answer>",
      "a box in the tag holding the rent without the deposit"),
    g("t_cannot_determine", "A", "79", "no_answer", "tag",
      th(MUF_R1) + "<answer>I could not determine how many muffins are left.</answer>", "a refusal in the tag; 79 only in the thinking"),
    g("t_sign_lost_sentence", "A", "-17", "wrong", "tag", th(TEMP) + "<answer>The final temperature is 17 °C.</answer>",
      "the minus sign lost in the sentence"),
    g("t_tag_hash_then_other", "A", "378", "wrong", "tag",
      th(EPIS + "Hmm, or are there only 8 episodes? Then 8 * 42 = 336. I'll go with 8.\n") + "<answer>#### 336</answer>",
      "the tag holds 336 (8 episodes); 378 only in the thinking"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>$x = 2$</answer>", "one root of two"),
    m("t_m_decimal", "A", G_PROB, "wrong", "tag", th(PROB + r" $= \frac{5}{14}$." + "\n") + "<answer>0.357</answer>",
      "a rounded decimal for 5/14"),
    m("t_m_pair_swapped_sentence", "A", G_PAIR, "wrong", "tag", th(PAIR) + "<answer>The solution is $(-2, 5)$.</answer>",
      "the coordinates swapped"),
    m("t_m_chain_other", "A", G_RAD, "wrong", "tag",
      th("The sides are 14 and 7.\n") + r"<answer>$\sqrt{245} = \sqrt{35 \cdot 7} = 5\sqrt{7}$</answer>",
      "an equation chain in the tag ending on 5\\sqrt7 = \\sqrt175"),
    m("t_m_cut_inside_tag", "A", G_INT, "no_answer", "truncated", th(INT) + "<answer>The solution set is $[-3,",
      "cut inside the answer tag"),
    m("t_m_planned_then_other", "A", G_CPX, "wrong", "tag",
      th(CPX + "\nSo it should be 11 - 10i; I'll write <answer>11 - 10i</answer> at the end.\nActually the sign of the "
         "cross term: -12i + 2i... let me redo it as 11 + 10i.\n") + "<answer>11 + 10i</answer>",
      "a tag quoted inside the thinking as a plan; the real tag holds 11 + 10i"),
    g("t_ok_sentence", "B", "79", "correct", "tag", th(MUF_R1) + "<answer>The bakery has 79 muffins left.</answer>",
      "a sentence in the tag"),
    g("t_ok_equation", "B", "79", "correct", "tag", th(MUF_R1) + "<answer>468 - 389 = 79</answer>", "an equation ending on the gold"),
    g("t_ok_boxed_in_tag", "B", "14740", "correct", "tag", th(RENT) + "<answer>$\\boxed{14,740}$</answer>",
      "a box with a thousands comma in the tag"),
    g("t_ok_multiline_labelled", "B", "-17", "correct", "tag",
      th(TEMP) + "<answer>\nTotal drop: 24 degrees\nFinal temperature: -17 °C\n</answer>",
      "two labelled lines in the tag; the final temperature is the answer (the drop is a step)"),
    g("t_ok_dollar_sentence", "B", "67", "correct", "tag", th(GIFT) + "<answer>Each coworker pays $67.</answer>",
      "a sentence with a dollar sign"),
    g("t_ok_hash_in_tag", "B", "378", "correct", "tag", th(EPIS) + "<answer>#### 378</answer>", "a #### line inside the tag"),
    m("t_m_ok_unreduced_equation", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>$\frac{10}{28} = \frac{5}{14}$</answer>",
      "an equation ending on the gold"),
    m("t_m_ok_roots_sentence", "B", G_ROOTS, "correct", "tag",
      th(ROOTS + "\n") + r"<answer>The roots are $x = -\frac{2}{3}$ and $x = 2$.</answer>", "both roots in a sentence"),
    m("t_m_ok_interval_sentence", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>The solution set is $[-3, 6]$.</answer>",
      "an interval in a sentence"),
    m("t_m_ok_paren_delims", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>\(11 - 10i\)</answer>", "\\( \\) delimiters in the tag"),
    m("t_m_ok_boxed_degrees_sentence", "B", G_DEG, "correct", "tag",
      th(DEG + ".\n") + r"<answer>Each interior angle measures $\boxed{165^\circ}$.</answer>", "a boxed degree value in a sentence"),
    m("t_m_approx_sentence", "A", G_PI, "wrong", "tag", th(PI + ".\n") + "<answer>The area is approximately 3.14.</answer>",
      "a rounded decimal for \\pi in a sentence"),
    m("t_m_ok_equation_box", "B", G_BASE, "correct", "tag", th(BASE + ".\n") + r"<answer>$2134_5 = \boxed{294}$</answer>",
      "an equation with a box in the tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_so_answer_hash_other", "A", "79", "wrong", "hash", MUF_SLIP + "So the answer is #### 70", "the marker holds 70"),
    g("h_answer_hash_no_deposit", "A", "14740", "wrong", "hash", RENT_NODEP + "Answer: #### 14100", "the deposit forgotten"),
    g("h_empty_marker", "A", "378", "no_answer", "hash", EPIS + "So the answer is ####", "an empty marker; 378 only in the working"),
    g("h_hash_hedge", "A", "27.72", "wrong", "hash", FUEL + "The answer is #### 27.72 or about 27.7", "two values: a hedge"),
    g("h_sign_lost", "A", "-17", "wrong", "hash", TEMP_QWEN + "Therefore, the answer is #### 17", "the minus sign lost"),
    g("h_bold_rounded", "A", "57.5", "wrong", "hash", PASS + "\n**Final Answer:** #### 58", "rounded to a whole percent"),
    g("h_phrase_gold_hash_total", "A", "67", "wrong", "hash", GIFT + "So the answer is 67. #### 603",
      "a phrase 67, then #### 603 (the gift's price) on the same line"),
    m("h_m_pi_dropped", "A", G_RADN, "wrong", "hash", RADN + "\nSo the answer is #### \\frac{16}{9}", "the \\pi dropped"),
    m("h_m_base_digits", "A", G_BASE, "wrong", "hash", "We convert $2134_5$ to base ten.\nFinal Answer: #### 2134",
      "the base-5 digits restated"),
    m("h_m_swapped", "A", G_PAIR, "wrong", "hash", PAIR + "So the answer is #### (-2, 5)", "the coordinates swapped"),
    m("h_m_poly_sign", "A", G_POLY, "wrong", "hash", r"$(2x + 3)(x - 7) = 2x^2 + 14x + 3x - 21$" + "\nThe answer is #### 2x^2 + 17x - 21",
      "a sign slip: 2x^2 + 17x - 21"),
    m("h_m_open_interval", "A", G_INT, "wrong", "hash", INT + "\nAnswer: #### (-3, 6)", "open ends for a closed interval"),
    g("h_ok_so_answer", "B", "79", "correct", "hash", MUF + "So the answer is #### 79", "the issue's shape"),
    g("h_ok_therefore_dollars", "B", "14740", "correct", "hash", RENT_LLAMA + "Therefore, the answer is #### $14,740",
      "a dollar sign and a thousands comma"),
    g("h_ok_bold_negative", "B", "-17", "correct", "hash", TEMP_QWEN + "**Answer:** #### -17", "bold label, a negative value"),
    g("h_ok_final_answer_is_decimal", "B", "27.72", "correct", "hash", FUEL + "The final answer is #### 27.72", "a decimal"),
    g("h_ok_no_space", "B", "228", "correct", "hash", EGGS + "So the answer is ####228", "no space after the marker"),
    g("h_ok_period", "B", "39000", "correct", "hash", BOLT + "So the answer is #### 39,000.", "a thousands comma and a full stop"),
    m("h_m_ok_frac", "B", G_PROB, "correct", "hash", PROB + r" $= \frac{5}{14}$." + "\nSo the answer is #### \\frac{5}{14}", "a fraction"),
    m("h_m_ok_radical", "B", G_RAD, "correct", "hash", RAD + r" $= 7\sqrt{5}$." + "\nFinal Answer: #### 7\\sqrt{5}", "a radical"),
    m("h_m_ok_complex", "B", G_CPX, "correct", "hash", CPX + r" $= 11 - 10i$." + "\nThe answer is #### 11-10i", "a complex number without spaces"),
    m("h_m_ok_degrees", "B", G_DEG, "correct", "hash", DEG + r" $= 165^\circ$." + "\nSo the answer is #### 165^\\circ", "a degree sign"),
    m("h_m_ok_poly", "B", G_POLY, "correct", "hash", POLY + r" $= 2x^2 - 11x - 21$." + "\nAnswer: #### 2x^2-11x-21", "a polynomial"),
    m("h_m_empty_marker", "A", G_COMB, "no_answer", "hash", COMB + ".\nSo the answer is ####", "an empty marker; 1320/6 only in the working"),
    m("h_m_one_root", "A", G_ROOTS, "wrong", "hash", ROOTS + "\nFinal Answer: #### 2", "one root of two"),
    m("h_m_ok_interval", "B", G_INT, "correct", "hash", INT + "\nTherefore, the answer is #### [-3, 6]", "an interval"),

    # ================================================================ 3. exactness
    g("x_float_artefact", "A", "79", "wrong", "hash", MUF_PY + "#### 78.99999999999999",
      "the raw float artefact copied (round 10: wrong)"),
    g("x_fuel_rounded", "A", "27.72", "wrong", "hash", FUEL.replace("<<7.2*385/100=27.72>>27.72 litres", "about 27.7 litres") + "#### 27.7",
      "rounded to one decimal"),
    g("x_rent_thousand_dot", "A", "14740", "wrong", "hash", RENT + "#### 14.740",
      "debatable: a thousands dot reads 14.74 in English (round 5's decision: a decimal point)", True),
    g("x_pass_truncated", "A", "57.5", "wrong", "hash", PASS_PY + "#### 57", "the float 57.4999... truncated to 57"),
    g("x_pass_share", "A", "57.5", "wrong", "hash", PASS + "As a decimal, 0.575.\n#### 0.575",
      "debatable: a decimal share for a percent gold (round 5's decision: wrong)", True),
    g("x_bolt_sci_off", "A", "39000", "wrong", "hash", BOLT + "#### 3.9 × 10^3", "3.9 × 10^3 = 3,900"),
    m("x_m_zero_tiny_pi", "A", G_ZERO, "wrong", "boxed", ZERO + r", which is negligible: $\boxed{10^{-100}\pi}$",
      "a tiny nonzero value for 0 (the issue's trap)"),
    m("x_m_zero_float", "A", G_ZERO, "wrong", "boxed", ZERO_PY + r"So $f(2) = \boxed{3.552713678800501 \times 10^{-15}}$.",
      "the float artefact boxed for 0"),
    m("x_m_pi_plus_tiny", "A", G_PI, "wrong", "boxed", PI + r" $= \boxed{\pi + 10^{-50}}$", "\\pi plus a tiny term (the issue's trap)"),
    m("x_m_pi_decimal", "A", G_PI, "wrong", "boxed", PI + r" $\approx \boxed{3.14159265358979}$", "a long decimal for \\pi"),
    m("x_m_pi_22_7", "A", G_PI, "wrong", "boxed", PI + r" $\approx \boxed{\frac{22}{7}}$", "22/7 is not \\pi"),
    m("x_m_prob_long_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{0.357142857142857}$", "a truncated decimal for 5/14"),
    m("x_m_half_open", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-3, 6)}$.", "the right end open"),
    m("x_m_rep_wrong_period", "A", G_REP, "wrong", "boxed", r"$0.3\overline{8} = \boxed{0.\overline{38}}$",
      "0.\\overline{38} = 38/99, another number"),
    m("x_m_radn_decimal", "A", G_RADN, "wrong", "boxed", RADN + r" $\approx \boxed{5.585}$", "a decimal for 16\\pi/9"),
    g("x_ok_trailing_zero", "B", "27.72", "correct", "hash", FUEL + "#### 27.720", "a trailing zero"),
    g("x_ok_fuel_fraction", "B", "27.72", "correct", "hash", FUEL + "#### 693/25", "693/25 = 27.72"),
    g("x_ok_pass_fraction", "B", "57.5", "correct", "hash", PASS + "#### 115/2", "115/2 = 57.5"),
    g("x_ok_pass_after_float", "B", "57.5", "correct", "hash",
      PASS_PY + "The tiny difference is floating-point error: 46 / 80 = 0.575 exactly, so the pass rate is 57.5%.\n#### 57.5",
      "the float artefact shown, the exact value answered"),
    g("x_ok_bolt_sci", "B", "39000", "correct", "hash", BOLT + "#### 3.9 × 10^4", "3.9 × 10^4 = 39,000"),
    g("x_ok_rent_cents", "B", "14740", "correct", "hash", RENT + "#### $14,740.00", "dollars and cents"),
    m("x_m_ok_unreduced", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{20}{56}}$", "20/56 = 5/14, unreduced"),
    m("x_m_ok_radical_reordered", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{5} \cdot 7}$", "the factors reordered"),
    m("x_m_ok_zero_after_float", "B", G_ZERO, "correct", "boxed",
      ZERO_PY + r"That is floating-point error; exactly, $f(2) = 8 - 8 = \boxed{0}$.", "the artefact explained, 0 boxed"),
    m("x_m_ok_radn_coefficient", "B", G_RADN, "correct", "boxed", RADN + r" $= \frac{16}{9}\pi$." + "\n" + QWEN_END.format(r"\frac{16}{9}\pi"), "\\pi outside the fraction"),
    m("x_m_ok_rep_long_form", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{0.38\overline{8}}$",
      "0.38\\overline{8} = 0.3888... = 7/18, a non-minimal repeating form"),
    m("x_m_ok_unrationalised", "B", G_RAT, "correct", "boxed", r"$6 \div \sqrt{3} = \boxed{\frac{6}{\sqrt{3}}}$",
      "6/\\sqrt3 = 2\\sqrt3, unrationalised"),
    m("x_m_ok_pi_expression", "B", G_PI, "correct", "boxed", PI + r" $= \boxed{\pi \cdot 1^2}$", "an unevaluated expression equal to \\pi"),
    m("x_m_comb_ordered", "A", G_COMB, "wrong", "boxed", r"$12 \cdot 11 \cdot 10 = \boxed{1320}$", "ordered selections, not committees"),
    m("x_m_rep_rounded", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.39}$", "a rounded decimal for 7/18"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_box_not_eq", "A", "79", "no_answer", "boxed", MUF + r"$\boxed{\not= 79}$", "the value negated in the box, nothing after"),
    g("n_box_text_wrong", "A", "79", "wrong", "boxed", MUF + r"$\boxed{79\text{ (wrong)}}$", "the model marks its boxed value wrong"),
    g("n_hash_struck_only", "A", "79", "no_answer", "hash", MUF + "#### ~~79~~", "the only answer struck out"),
    g("n_struck_gold_then_other", "A", "79", "wrong", "hash", MUF + "~~#### 79~~\n#### 70", "the struck gold, then 70"),
    g("n_answer_is_not", "A", "228", "no_answer", "answer_is", EGGS + "So the answer is not 228.", "a negation with nothing after"),
    g("n_hash_incorrect_paren", "A", "378", "wrong", "hash", EPIS + "#### 378 (incorrect)", "marked incorrect by the model"),
    g("n_not_right_then_other", "A", "49", "wrong", "hash", AGE + "Hmm, 49 is not right; 5 years less means 44 - 5 = 39.\n#### 39",
      "the gold rejected, 39 given"),
    m("n_m_box_neq", "A", G_DEG, "no_answer", "boxed", DEG + ".\n" + r"$\boxed{\neq 165^\circ}$",
      "the value negated in the box, nothing after"),
    m("n_m_cancel_only", "A", G_BASE, "no_answer", "boxed", BASE + r" $= \boxed{\cancel{294}}$", "the only answer cancelled"),
    m("n_m_root_dropped", "A", G_ROOTS, "wrong", "boxed",
      ROOTS + r" ~~$x = -\frac{2}{3}$~~ (I drop the negative root), so $\boxed{x = 2}$.", "a root struck off; one root of two"),
    m("n_m_sout_then_other", "A", G_PROB, "wrong", "boxed", PROB + r". $\sout{\frac{5}{14}}$ $\boxed{\frac{5}{16}}$",
      "the gold struck, 5/16 boxed"),
    m("n_m_box_cross", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{2\sqrt{3}}$ ✗ (does not check out)",
      "the model marks its boxed value wrong"),
    g("n_ok_not_other", "B", "79", "correct", "hash", MUF + "#### 79 (not 70)", "a negated other value after the gold"),
    g("n_ok_checkmark", "B", "79", "correct", "hash", MUF + "#### 79 ✓", "a check mark"),
    g("n_ok_struck_then_gold", "B", "79", "correct", "hash", MUF + "#### ~~70~~ 79", "a struck wrong value, then the gold"),
    g("n_ok_not_but_gold", "B", "79", "correct", "answer_is", MUF + "The answer is not 70 but 79.", "'not 70 but 79'"),
    g("n_ok_not_in_working", "B", "14740", "correct", "hash",
      "We do not subtract the deposit; it is paid on top of the rent.\n" + RENT + "#### 14740", "'not' in the working"),
    m("n_m_ok_neq_annotation", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{294} \neq 2134$",
      "the box holds the gold; '\\neq 2134' notes the digits"),
    m("n_m_ok_checkmark", "B", G_DEG, "correct", "boxed", DEG + r" $= \boxed{165^\circ}\ \checkmark$", "a check mark"),
    m("n_m_ok_cancel_then_box", "B", G_PROB, "correct", "boxed", PROB + r". $\cancel{\frac{10}{27}}$ $\boxed{\frac{5}{14}}$",
      "a cancelled slip, then the gold"),
    m("n_m_ok_options_crossed", "B", G_MC, "correct", "boxed",
      "(A) 51 = 3 · 17 ✗\n(B) 57 = 3 · 19 ✗\n(C) 59 is prime ✓\n(D) 87 = 3 · 29 ✗\n(E) 91 = 7 · 13 ✗\n\n$\\boxed{\\text{(C)}}$",
      "the other options crossed out"),
    m("n_m_ok_not_sqrt3", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{2\sqrt{3}}$ (not $\sqrt{3}$: $6 \div 3 = 2$)",
      "a negated look-alike after the box"),
    m("n_m_ok_neq_in_working", "B", G_REP, "correct", "boxed",
      r"Note $0.3\overline{8} \neq 0.\overline{38}$: only the 8 repeats. " + REP + r" $= \boxed{\frac{7}{18}}$",
      "'\\neq' in the working"),
    m("n_m_answer_is_not", "A", G_PAIR, "no_answer", "answer_is", PAIR + r"So the answer is not $(5, -2)$.",
      "a negation with nothing after"),
    m("n_m_box_text_wrong", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{220\text{ (wrong)}}$",
      "the model marks its boxed value wrong"),
    m("n_m_ok_struck_decimal", "B", G_PI, "correct", "boxed", PI + r" $\approx$ ~~$3.14$~~ $= \boxed{\pi}$",
      "a struck decimal, then the exact value"),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "79", "wrong", "hash", MUF + "#### 79 fewer", "'79 fewer' states a difference; the working has 79 left"),
    g("u_dozen_eggs", "A", "228", "wrong", "hash", EGGS + "#### 228 dozen", "the working counts 228 eggs; 228 dozen = 2,736"),
    g("u_score", "A", "49", "wrong", "hash", AGE + "#### 49 score", "'score' = 20: 49 score = 980"),
    g("u_negative", "A", "63", "wrong", "hash", SAVE + "#### 63 negative", "'63 negative' is -63; the working makes 63 a positive difference"),
    g("u_less", "A", "228", "wrong", "hash", EGGS + "#### 228 less", "'228 less' states a difference; the working counts 228 eggs laid"),
    g("u_in_total", "A", "67", "wrong", "hash", GIFT + "#### 67 in total", "the working makes 67 each and 603 the total"),
    g("u_hours", "A", "378", "wrong", "hash", EPIS + "#### 378 hours", "the working counts minutes"),
    g("u_above_zero", "A", "-17", "wrong", "hash", TEMP + "#### 17 degrees above zero", "17 above zero is +17"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{220\text{ thousand}}$", "220,000"),
    m("u_m_radians_for_degrees", "A", G_DEG, "wrong", "boxed", DEG + r" $= \boxed{165 \text{ radians}}$",
      "the working fixes degrees; 165 radians is another angle"),
    m("u_m_percent", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{220\%}$", "a percent for a count (2.2)"),
    m("u_m_degrees_for_radians", "A", G_RADN, "wrong", "boxed", RADN + r" $= \boxed{\frac{16\pi}{9} \text{ degrees}}$",
      "the working converts to radians; 16\\pi/9 degrees is another angle"),
    g("u_ok_below_zero", "B", "-17", "correct", "hash", TEMP + "#### 17 degrees below zero", "17 below zero = -17"),
    g("u_ok_more", "B", "63", "correct", "hash", SAVE + "#### 63 more", "'more' as in the working"),
    g("u_ok_each", "B", "67", "correct", "hash", GIFT + "#### 67 dollars each", "'each' as in the working"),
    g("u_ok_dozen_note", "B", "228", "correct", "hash", EGGS + "#### 228 eggs (19 dozen)", "the count, with a dozen note"),
    g("u_ok_thousand", "B", "39000", "correct", "hash", BOLT + "#### 39 thousand bolts", "39 thousand = 39,000"),
    g("u_ok_minutes_hours", "B", "378", "correct", "hash", EPIS + "#### 378 minutes (6 hours 18 minutes)",
      "minutes, with the same time in hours and minutes"),
    g("u_ok_percent_word", "B", "57.5", "correct", "hash", PASS + "#### 57.5 percent", "the working computes a percentage"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{294_{10}}$", "base ten named"),
    m("u_m_ok_degrees_word", "B", G_DEG, "correct", "boxed", DEG + r" $= \boxed{165 \text{ degrees}}$", "the word degrees"),
    m("u_m_ok_square_units", "B", G_PI, "correct", "boxed", PI + r" $= \boxed{\pi \text{ square units}}$", "square units"),
    m("u_m_ok_committees", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{220 \text{ committees}}$", "the counted noun"),
    m("u_m_ok_cm", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{7\sqrt{5}\text{ cm}}$", "a length unit"),
    m("u_m_dozen", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{220 \text{ dozen}}$", "220 dozen = 2,640"),
    m("u_m_ok_radians_word", "B", G_RADN, "correct", "boxed", RADN + r" $= \boxed{\frac{16\pi}{9}\text{ radians}}$",
      "the word radians, as in the working"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_edit_other", "A", "79", "wrong", "hash", MUF + "#### 79\n\nEdit: 70", "'Edit: 70' corrects the answer to 70"),
    g("r_update_actually", "A", "79", "wrong", "hash", MUF + "#### 79\nUpdate: it's actually 70.", "an update to 70"),
    g("r_erratum", "A", "14740", "wrong", "hash", RENT_LLAMA + "#### 14740\n\nErratum: 14100", "an erratum to 14100"),
    g("r_never_mind", "A", "378", "wrong", "hash", EPIS + "#### 378\nNever mind, 336.", "'Never mind' replaces 378 with 336"),
    g("r_not_paren", "A", "49", "wrong", "hash", AGE + "#### 49\n(Not 49; 39.)", "the model replaces 49 with 39"),
    g("r_wrong_bang", "A", "67", "wrong", "hash", GIFT + "#### 67\nWrong! 76", "'Wrong!' replaces 67 with 76"),
    g("r_oops_withdrawn", "A", "228", "wrong", "hash", EGGS + "#### 228\nOops, that's not right.", "withdrawn, nothing new"),
    g("r_r1_wait_after_answer", "A", "79", "wrong", "hash",
      "<think>\n" + MUF_R1 + "</think>\n\n" + MUF + "#### 79\n\nWait, the bakery sold 398, not 389. So 468 - 398 = 70.\n#### 70",
      "a second answer after the first: 70"),
    m("r_m_erratum_box", "A", G_PROB, "wrong", "boxed",
      PROB + r" $= \boxed{\frac{5}{14}}$." + "\n\nErratum: with replacement the probability is $\\boxed{\\frac{25}{64}}$.",
      "an erratum with another value"),
    m("r_m_minerva_correction", "A", G_DEG, "wrong", "minerva",
      DEG + r" $= 165^\circ$." + "\n" + MINERVA.format("$165$") + "\n\nCorrection: each interior angle is $162^\\circ$.",
      "a correction after the Minerva line"),
    m("r_m_qwen_recheck_other", "A", G_CPX, "wrong", "boxed",
      CPX_QWEN + qbox("11 - 10i") + "\n\nUpon re-checking, $-8i^2 = -8$, so the product is $\\boxed{-5 - 10i}$.",
      "a (mistaken) re-check replaces the answer with -5 - 10i"),
    m("r_m_llama_never_mind", "A", G_POLY, "wrong", "boxed",
      POLY_LLAMA + LLAMA_END.format("2x^2 - 11x - 21") + "\n\nNever mind, $2x^2 - 11x + 21$.", "'Never mind' replaces the answer"),
    g("r_ok_edit_to_gold", "B", "79", "correct", "hash", MUF_SLIP + "#### 70\nEdit: 79", "'Edit: 79' corrects 70 to the gold"),
    g("r_ok_update_actually", "B", "14740", "correct", "hash",
      RENT_NODEP + "#### 14100\nUpdate: it's actually 14,740 — I forgot the $640 deposit.", "an update to the gold"),
    g("r_ok_never_mind", "B", "378", "correct", "hash", "8 * 42 = 336\n#### 336\nNever mind, 378: there are 9 episodes, not 8.",
      "'Never mind' replaces 336 with the gold"),
    g("r_ok_not_paren", "B", "49", "correct", "hash", AGE_SLIP + "#### 39\n(Not 39; 49.)", "the model replaces 39 with the gold"),
    g("r_ok_wrong_bang", "B", "67", "correct", "hash", "603 / 9 = 76\n#### 76\nWrong! 67", "'Wrong!' replaces 76 with the gold"),
    g("r_ok_hope_helps", "B", "228", "correct", "hash", EGGS + "#### 228\n\nI hope this helps! Let me know if you have any other questions.",
      "a pleasantry after the answer"),
    g("r_ok_check_after", "B", "39000", "correct", "hash", BOLT + "#### 39000\n\nCheck: 39,000 / 24 = 1,625 ✓", "a check after the answer"),
    m("r_m_ok_erratum_to_gold", "B", G_ROOTS, "correct", "boxed",
      r"$3x^2 - 4x - 4 = (3x - 2)(x + 2)$, so $\boxed{\frac{2}{3}, -2}$." + "\n\nErratum: the factorisation is "
      r"$(3x + 2)(x - 2)$, so the roots are $\boxed{-\frac{2}{3}, 2}$.", "an erratum to the gold"),
    m("r_m_ok_r1_wait_inside", "B", G_REP, "correct", "boxed",
      "<think>\nLet x = 0.3888... Then 10x = 3.888... and 10x - x = 3.5, so x = 3.5/9 = 7/18. Wait, 10x - x = 3.888... - 0.3888... = 3.5. "
      "Yes, 9x = 3.5, x = 35/90 = 7/18.\n</think>\n\n" + REP + r" $= \frac{7}{18}$." + "\n\n" + r1final(r"\frac{7}{18}"),
      "a 'Wait' inside the thinking, resolved"),
    m("r_m_ok_decimal_after", "B", G_RADN, "correct", "boxed", RADN + r" $= \boxed{\frac{16\pi}{9}}$" + "\n\n(That is about 5.59 radians.)",
      "the exact value, then its rounding as a remark"),
    m("r_m_ok_minerva_chat_tail", "B", G_RADN, "correct", "minerva",
      RADN + r" $= \frac{16\pi}{9}$." + "\n" + MINERVA.format(r"$\frac{16\pi}{9}$") + IM_USER + "Now convert 300 degrees.",
      "an invented next turn after the Minerva line"),
    m("r_m_ok_verification", "B", G_PAIR, "correct", "boxed",
      PAIR + r"$\boxed{(5, -2)}$" + "\n\nVerification: $5 + 2(-2) = 1$ ✓ and $3(5) - (-2) = 17$ ✓.", "a verification after the box"),
    m("r_m_update_actually", "A", G_RAT, "wrong", "boxed", RAT + r" $= \boxed{2\sqrt{3}}$" + "\nUpdate: it's actually $\\sqrt{3}$.",
      "an update to \\sqrt3"),
    m("r_m_edit_other", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-3, 6]}$." + "\n\nEdit: $[-3, 6)$",
      "'Edit:' replaces the interval with a half-open one"),

    # ================================================================ 7. quoted, reported, hypothetical, other parts
    g("q_quoted_hash_cannot", "A", "79", "no_answer", "none", "> #### 79\n\nI cannot solve this.",
      "only a quotation, then a refusal (the issue's shape)"),
    g("q_key_then_own", "A", "79", "wrong", "hash", "The answer key says #### 79, but I get:\n" + MUF_SLIP + "#### 70",
      "the key's gold, the model's 70"),
    g("q_format_example_cut", "A", "79", "no_answer", "truncated",
      "Your response should end like this example:\n#### 79\n\nFirst, let's find the number of muffins. 13 trays of 36 is",
      "a format example, then cut before any answer"),
    g("q_if_then_other", "A", "79", "wrong", "hash",
      "If they had sold 389 muffins, 79 would be left. They sold 398, so 468 - 398 = 70 are left.\n#### 70",
      "the gold as a counterfactual; the model's 70"),
    g("q_parts_a_b", "A", "79", "wrong", "prose_sentence",
      MUF + "They fill 79 ÷ 12 = 6 full boxes of a dozen, with 7 left over.\nSo the answer is 79 for part (a) and 6 for part (b).",
      "two parts answered: two final answers"),
    g("q_friend_other", "A", "63", "wrong", "hash",
      "My friend says Ben has $63 more, but I think the question is about one week: 22 - 15 = $7 more.\n#### 7",
      "another person's gold; the model's 7"),
    g("q_invented_turn_gold", "A", "79", "wrong", "hash",
      MUF_SLIP + "#### 70" + IM_USER + "Shouldn't it be 79?" + IM_ASSIST + "Yes, you're right, it's 79.",
      "the model committed to 70; the gold only in an invented next turn; debatable: the invented assistant turn corrects it (round 15's r_invented_user_gold)", True),
    g("q_hypothetical_refusal", "A", "67", "no_answer", "none",
      "If the gift cost $603, each of the 9 coworkers would pay $67. But the problem does not say what the gift costs, so I can't answer.",
      "the gold only inside a hypothetical, then a refusal"),
    m("q_m_quoted_box_cannot", "A", G_RAD, "no_answer", "none",
      "> $\\boxed{7\\sqrt{5}}$\n\nThat is the answer I was given, but I can't verify it, so I cannot give an answer.",
      "only a quoted box, then a refusal"),
    m("q_m_parts_a_b", "A", G_PROB, "wrong", "prose_sentence",
      PROB + r" $= \frac{5}{14}$, and one of each colour has probability $\frac{5 \cdot 3}{28} = \frac{15}{28}$." + "\n"
      r"So the answer is $\frac{5}{14}$ for part (a) and $\frac{15}{28}$ for part (b).", "two parts answered"),
    m("q_m_example_box_cut", "A", G_DEG, "no_answer", "truncated",
      r"As an example of the format, $\boxed{165}$. Now let me find the interior angle. The angles of a $24$-gon sum to",
      "a format example, then cut before any answer"),
    m("q_m_key_other", "A", G_PAIR, "wrong", "boxed", r"The answer key says $(5, -2)$, but I get $\boxed{(-2, 5)}$.",
      "the key's gold; the model's (-2, 5)"),
    m("q_m_invented_turn_llama", "A", G_CPX, "wrong", "boxed",
      CPX.replace("- 8i^2", "+ 8i^2").replace("+ 8$", "- 8$") + " $= -5 - 10i$.\n\n" + LLAMA_END.format("-5 - 10i")
      + EOT_USER + "Are you sure? I got 11 - 10i." + EOT_ASSIST + "You're right: the answer is $\\boxed{11 - 10i}$.",
      "the model committed to -5 - 10i; the gold only in an invented next turn; debatable: the invented assistant turn corrects it (round 15's r_invented_user_gold)", True),
    g("q_ok_quoted_problem", "B", "79", "correct", "hash",
      "> A bakery bakes 13 trays of 36 muffins and sells 389 of them. How many muffins are left?\n\n" + MUF + "#### 79",
      "the problem quoted first"),
    g("q_ok_key_disagree", "B", "79", "correct", "hash", "The answer key says 70, but that uses 398 instead of 389.\n" + MUF + "#### 79",
      "a reported wrong value first"),
    g("q_ok_if_then_gold", "B", "79", "correct", "hash", "If they had sold 398, 70 would be left. They sold 389, so:\n" + MUF + "#### 79",
      "a counterfactual first, then the gold"),
    g("q_ok_parts_then_difference", "B", "63", "correct", "hash", "(a) Ben: 22 * 9 = $198\n(b) Kai: 15 * 9 = $135\nDifference: 198 - 135\n#### 63",
      "steps labelled as parts, then one #### line"),
    g("q_ok_student_checked", "B", "67", "correct", "hash",
      "A student claims each coworker pays $76. Check: 9 * 76 = 684, not 603, so that is wrong.\n" + GIFT + "#### 67",
      "a reported wrong claim refuted first"),
    m("q_m_ok_quoted_then_box", "B", G_PROB, "correct", "boxed",
      "> A bag has 5 red and 3 blue marbles. Two are drawn without replacement. What is the probability both are red?\n\n"
      + PROB + r" $= \boxed{\frac{5}{14}}$.", "the problem quoted first"),
    m("q_m_ok_friend_wrong", "B", G_RADN, "correct", "boxed", r"A friend got $\frac{16}{9}$, forgetting the $\pi$. " + RADN + r" $= \boxed{\frac{16\pi}{9}}$",
      "another person's wrong value first"),
    m("q_m_ok_example_then_gold", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 1 \cdot 5 + 2 = 7$. In the same way," + "\n" + BASE + r" $= \boxed{294}$.",
      "a worked example with another value first"),
    m("q_m_ok_hypothetical_after", "B", G_POLY, "correct", "boxed",
      POLY + r" $= \boxed{2x^2 - 11x - 21}$" + "\n\nIf the second factor were $(x + 7)$, the product would be $2x^2 + 17x + 21$.",
      "a hypothetical after the committed box"),
    m("q_m_ok_invented_turn_after", "B", G_CPX, "correct", "boxed", CPX_QWEN + qbox("11 - 10i") + IM_USER + "Now compute $(3 + 2i)(1 + 4i)$.",
      "an invented next turn after the answer"),
    m("q_m_hypothetical_refusal", "A", G_PI, "no_answer", "none",
      r"If the diameter were $2$, the area would be $\pi$; but the problem gives no length, so I cannot find the area.",
      "the gold only inside a hypothetical, then a refusal"),
    m("q_m_ok_key_disagree", "B", G_PROB, "correct", "boxed",
      r"The answer key says $\frac{5}{16}$, but that leaves the first marble in the bag. " + PROB + r" $= \boxed{\frac{5}{14}}$.",
      "a reported wrong value first"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "79", "no_answer", "none", "", "an empty completion"),
    g("b_bom_other", "A", "79", "wrong", "hash", "\ufeff" + MUF_SLIP + "#### 70", "a byte-order mark, then 70"),
    g("b_crlf_other", "A", "79", "wrong", "hash", (MUF_SLIP + "#### 70").replace("\n", "\r\n"), "CRLF line ends, 70"),
    g("b_long_loop_then_other", "A", "79", "wrong", "hash", FILLER + MUF_SLIP + "#### 70", "about 50 KB of loop, then 70"),
    g("b_nbsp_other", "A", "14740", "wrong", "hash", RENT_NODEP + "#### 14\u00a0100", "a no-break space in 14 100 (deposit forgotten)"),
    g("b_gold_space_other", "A", "79 ", "wrong", "hash", MUF_SLIP + "#### 70", "a gold with a trailing space; the answer 70"),
    g("b_cut_in_think", "A", "79", "no_answer", "truncated",
      "<think>\nOkay, 13 trays of 36 muffins. 13 * 36 = 468. They sold 389, so 468 - 3", "cut inside the thinking"),
    m("b_m_gold_dfrac_other", "A", r"\dfrac{5}{14}", "wrong", "boxed", r"$P = \frac{5}{8} \cdot \frac{4}{8} = \boxed{\frac{5}{16}}$",
      "a \\dfrac gold; the model's 5/16 (the marble not removed from the denominator)"),
    m("b_m_gold_left_right_other", "A", r"\left[ -3, 6 \right]", "wrong", "boxed", INT + r" $x \in \boxed{(-3, 6)}$",
      "a \\left \\right gold; open ends given"),
    m("b_m_unclosed_box", "A", G_RADN, "no_answer", "truncated", RADN + r" $= \boxed{\frac{16\pi}{9", "cut inside the box"),
    m("b_m_nbsp_other", "A", G_CPX, "wrong", "boxed", CPX + " $= \\boxed{11\u00a0+\u00a010i}$", "no-break spaces; the sign of 10i flipped"),
    g("b_ok_bom", "B", "79", "correct", "hash", "\ufeff" + MUF + "#### 79", "a byte-order mark"),
    g("b_ok_crlf", "B", "79", "correct", "hash", (MUF + "#### 79").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_long_loop_then_gold", "B", "79", "correct", "hash", FILLER + MUF + "#### 79", "about 50 KB of loop, then the gold"),
    g("b_ok_nbsp_thousands", "B", "14740", "correct", "hash", RENT + "#### 14\u00a0740",
      "a no-break space (U+00A0) as the thousands separator (round 15 accepted U+2009 and U+202F)"),
    g("b_ok_fullwidth", "B", "79", "correct", "hash", MUF + "#### ７９", "fullwidth digits"),
    g("b_ok_gold_unicode_minus", "B", "\u221217", "correct", "hash", TEMP + "#### -17", "a gold with a Unicode minus sign"),
    g("b_ok_nul_after", "B", "228", "correct", "hash", EGGS + "#### 228\x00",
      "a NUL after the answer; debatable: a NUL makes the pair bad input (rounds 3-16)", True),
    g("b_ok_ansi_bold", "B", "378", "correct", "hash", EPIS + "#### \x1b[1m378\x1b[0m", "ANSI bold codes from a terminal capture"),
    m("b_m_ok_gold_dfrac", "B", r"\dfrac{5}{14}", "correct", "boxed", PROB + r" $= \boxed{\frac{5}{14}}$", "a \\dfrac gold"),
    m("b_m_ok_gold_left_right", "B", r"\left[ -3, 6 \right]", "correct", "boxed", INT + r" $x \in \boxed{[-3, 6]}$", "a \\left \\right gold"),
    m("b_m_ok_gold_spaces", "B", " 11 - 10i ", "correct", "boxed", CPX + r" $= \boxed{11 - 10i}$", "a gold with spaces around it"),
    m("b_m_ok_escaped_newlines", "B", G_PAIR, "correct", "boxed", (PAIR + r"So the solution is $\boxed{(5, -2)}$.").replace("\n", "\\n"),
      "literal \\n escapes for newlines (a JSON corpus escaped twice)"),
    m("b_m_ok_crlf_tabs", "B", G_POLY, "correct", "boxed",
      ("Expanding:\n\t" + POLY + "\n\t$= \\boxed{2x^2 - 11x - 21}$").replace("\n", "\r\n"), "CRLF line ends and tabs"),
    m("b_m_blank_box", "A", G_BASE, "no_answer", "boxed", BASE + r" $= \boxed{\ }$", "a box holding only a space"),
    m("b_m_gold_boxed_other", "A", r"\boxed{294}", "wrong", "boxed", r"$2134_5$ in base ten is $\boxed{2134}$.",
      "a boxed gold; the base-5 digits restated"),
    m("b_m_ok_bom", "B", G_BASE, "correct", "boxed", "\ufeff" + BASE + r" $= \boxed{294}$", "a byte-order mark"),
]
# fmt: on

_INVENTED = (
    "reject",
    "README: text in an invented next turn does not count; the model committed to another value "
    "(round 15's r_invented_user_gold)",
)

DECISIONS = {
    "x_rent_thousand_dot": (
        "reject",
        "a dot after one digit group is a decimal point in an English answer (round 5, round 17's "
        "convention): 14.740 = 14.74",
    ),
    "x_pass_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision; round 17's "
        "`0.2` for 20%)",
    ),
    "q_invented_turn_gold": _INVENTED,
    "q_m_invented_turn_llama": _INVENTED,
    "b_ok_nul_after": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-16)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam19", CASES, [], DECISIONS)
