r"""Build adversarial_redteam15.jsonl: a fifteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam15", issue 25), written in session 15 by a helper
WITHOUT reading the checker's source, its README rules, bench/ (the bench notes included), tests/
or any ANALYSIS.md, and WITHOUT running the checker, from issue 25's classes and from how real
models write, and handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How
labels were made"), corpus_build.py and the builders of rounds 1-13 were read (round 14 was being
written at the same time and was not read); round 13's structure and label conventions are kept.

The focus of this round is REALISTIC LONG completions, as RL-trained and reasoning models write
them: DeepSeek-R1 style <think> blocks of many lines with "Wait," / "Hmm," / "Let me re-check"
inside and after them, R1-distill "**Final Answer**" blocks, R1-Zero <answer> tags, Qwen2.5-Math
numbered step lists ending "\(\boxed{}\)", Llama 3 "## Step 1:" answers ending "The final answer
is: $\boxed{}$", GSM8K-finetuned working with `<<13*36=468>>` calculator annotations, markdown
tables and bold answer lines, Python blocks with their ```output, summaries that restate the
answer, two-part questions, Minerva lines, ChatML / Llama 3 turns. The traps hide inside them: a
wrong answer after the right one ("Wait, actually it's 280"), a right box then a correction, a
retracted answer, the gold only in a calculator annotation, a hypothesis, an example, a remembered
problem or an invented next turn, a struck or negated box, a near-but-not-equal exact value
(5\sqrt6 for 6\sqrt5, 23/8 for 2 3/8), tolerance traps (41,149 for 41,150; 615.04 for 615),
unit words that change the quantity (27 dozen, 46 less, per year for per month, 5.24 hours), the
answer to another part (the down payment, the boxes, the minimum value), truncated answers.

New against rounds 1-13: every problem and number. GSM8K: a bakery's 13 trays of 36 cookies in
boxes of 12 at $7 = $273 (misreadings 280 and 546); 8 * 17 tulips + 5 * 23 daffodils = 251; a
$18,450 car, 20 % down, 24 payments = $615; a salary 12 * $3,275 + $1,850 = $41,150; 45 of 72
seeds = 62.5 %; $85 - $47 - $64 = -26; 6 bottles of 1.75 L = 10.5 L; three 1 h 48 min films =
324 minutes; 64 - 18 = 46 stickers; 45 - 18 = 27 eggs. MATH: [-3, 4]; (-\infty,-1)\cup(3,\infty);
(2, -1); the inverse matrix (3 -1; -5 2); a triangle's 105 degrees; 245 = 1045_6; 5/8 + 7/4 =
19/8; 2/15; \sqrt{180} = 6\sqrt5; (2 - 3i)(1 + 4i) = 14 + 5i; tan(2\pi/3) = -\sqrt3; a
cylinder's 80\pi; (2x - 3)(x + 5) = 2x^2 + 7x - 15; the roots -2, 0, 2; Monday; the inverse
(x + 7)/3; MISSISSIPPI's 34,\!650; the vertex (-4, -6). New mechanisms: GSM8K calculator
annotations (never used before), a copy slip after a right annotation, few-shot "Question:" tails
holding the gold, degenerate "Wait, let me re-check" loops, markdown verification tables with
✓/✗, code whose output disagrees with the prose, vulgar-fraction mixed numbers (2⅜), the
fraction slash, subscript-digit bases (1045₆), the mathematical italic i.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples, code; `b_` bad input a JSON corpus can hold. An `_m_` after the
prefix marks a MATH probe.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-13's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, a cut inside the answer or the thinking, only a
quotation or an example) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong` unless the model writes the exact
value and then its own rounding of it; a value the model itself marks wrong is `wrong`, one it
negates or strikes with nothing after is `no_answer`; an explicit correction after an answer makes
the corrected value the final one; a withdrawn answer with nothing new is `wrong`; text in an
invented next turn (a few-shot "Question:", a ChatML or Llama 3 user turn) does not count; in an
<answer> tag a sentence or equation chain is read for the value it states. A NUL anywhere makes
the pair bad input: a right answer with a NUL is labelled `correct` and `debatable`, decision
`reject`. Unit words are chosen so the label does not depend on the question (which the checker
does not see): where a unit word matters, the working the checker sees fixes the quantity. A probe
whose label is itself debatable carries `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam15.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    write_probes,
)

# ================================================================ GSM8K-style working
# --- bakery: gold 273 (13 * 36 = 360 + 108 = 468; 468 / 12 = 39, check 12 * 39 = 480 - 12 = 468;
#     39 * 7 = 210 + 63 = 273). Wrong values used: 280 (40 boxes), 546 (boxes of 6: 468 / 6 = 78,
#     78 * 7 = 546), 39 (the boxes), 468 (the cookies), 351 (39 * 9 = 351), 263 (a copy slip).
CK_CALC = (
    "The bakery bakes 13 * 36 = <<13*36=468>>468 cookies.\n"
    "It fills 468 / 12 = <<468/12=39>>39 boxes.\n"
    "It earns 39 * 7 = $<<39*7=273>>273.\n"
)
CK_R1_BODY = (
    "Okay, so the bakery bakes 13 trays and each tray holds 36 cookies. First the total: 13 times "
    "36. 10 * 36 = 360 and 3 * 36 = 108, so 360 + 108 = 468 cookies.\n\n"
    "Next they pack them into boxes of 12. 468 / 12... 12 * 40 = 480, that's too many, and "
    "480 - 12 = 468, so 39 boxes.\n\n"
    "Each box sells for $7. 39 * 7 = 273.\n\n"
    "Wait, let me make sure I read the question right. It asks how much money the bakery makes if "
    "it sells all the boxes. Yes, so that's 39 boxes times $7.\n\n"
    "Hmm, is there a leftover cookie that doesn't fill a box? 468 is exactly 12 * 39, so no.\n\n"
    "Let me re-check the multiplication: 39 * 7 = 30 * 7 + 9 * 7 = 210 + 63 = 273. Okay."
)
CK_R1 = "<think>\n" + CK_R1_BODY + "\n</think>\n\n"
CK_R1_DETOUR = (
    "<think>\nOkay, 13 trays of 36 cookies. 13 * 36 = 478? Let me compute carefully: 13 * 36 = "
    "13 * 30 + 13 * 6 = 390 + 78 = 468. So 468, not 478.\n\n"
    "468 cookies in boxes of 12: 468 / 12 = 39 boxes.\n\n"
    "Revenue: 39 * 7. Hmm, 40 * 7 = 280, so is it 280? Wait, no, that's 40 boxes. "
    "39 * 7 = 280 - 7 = 273.\n\n"
    "So the bakery makes $273.\n</think>\n"
)
CK_SUM = "The bakery bakes 13 × 36 = 468 cookies, which fill 468 ÷ 12 = 39 boxes; at $7 a box it earns 39 × 7 = $273.\n\n"
CK_LLAMA = llama(
    (
        "Find the total number of cookies",
        "The bakery bakes 13 trays with 36 cookies each, so it has 13 * 36 = 468 cookies.",
    ),
    ("Find the number of boxes", "Each box holds 12 cookies, so there are 468 / 12 = 39 boxes."),
    ("Find the revenue", "Each box sells for $7, so the bakery earns 39 * 7 = $273."),
)
CK_QWEN = qwen(
    "To determine how much money the bakery makes, we follow these steps:",
    (
        "Total cookies",
        "The bakery bakes 13 trays of 36 cookies.\n   \\[\n   13 \\times 36 = 468\n   \\]",
    ),
    ("Number of boxes", "Each box holds 12 cookies.\n   \\[\n   \\frac{468}{12} = 39\n   \\]"),
    ("Revenue", "Each box sells for \\$7.\n   \\[\n   39 \\times 7 = 273\n   \\]"),
)
CK_SIX = (  # the misreading: boxes of 6 (468 / 6 = 78; 78 * 7 = 546)
    "The bakery bakes 13 * 36 = <<13*36=468>>468 cookies.\n"
    "It fills 468 / 6 = <<468/6=78>>78 boxes.\n"
    "It earns 78 * 7 = $<<78*7=546>>546.\n"
)

# --- flowers: gold 251 (8 * 17 = 136; 5 * 23 = 115; 136 + 115 = 251). Other part: 136 - 115 = 21.
TU_CALC = (
    "Lena plants 8 * 17 = <<8*17=136>>136 tulips.\n"
    "She plants 5 * 23 = <<5*23=115>>115 daffodils.\n"
    "In total she plants 136 + 115 = <<136+115=251>>251 flowers.\n"
)
TU_LLAMA = llama(
    ("Count the tulips", "Lena plants 8 rows of 17 tulips: 8 * 17 = 136 tulips."),
    ("Count the daffodils", "She plants 5 rows of 23 daffodils: 5 * 23 = 115 daffodils."),
    ("Add them", "136 + 115 = 251 flowers."),
)

# --- car: gold 615 (18450 * 0.2 = 3690; 18450 - 3690 = 14760; 14760 / 24 = 615, check
#     24 * 615 = 14400 + 360 = 14760). Other parts: 3690 (down payment), 14760 (balance),
#     7380 (a year of payments, 12 * 615). The slip 18450 / 24 = 768.75 (24 * 768.75 = 18450).
CAR_CALC = (
    "The down payment is 18450 * 0.20 = $<<18450*0.20=3690>>3690.\n"
    "The remaining balance is 18450 - 3690 = $<<18450-3690=14760>>14760.\n"
    "Each monthly payment is 14760 / 24 = $<<14760/24=615>>615.\n"
)
CAR_TABLE = (
    "Let's organise the numbers:\n\n"
    "| Item | Amount |\n|---|---:|\n| Price of the car | $18,450 |\n| Down payment (20%) | $3,690 |\n"
    "| Balance to finance | $14,760 |\n| Monthly payment (÷ 24) | $615 |\n\n"
)

# --- salary: gold 41150 (12 * 3275 = 36000 + 3300 = 39300; 39300 + 1850 = 41150).
SAL = (
    "Her pay for the 12 months is 12 * $3,275 = $39,300.\n"
    "Adding the year-end bonus: $39,300 + $1,850 = $41,150.\n"
)
SAL_CALC = (
    "She earns 12 * 3275 = $<<12*3275=39300>>39300 in salary.\n"
    "With the bonus she earns 39300 + 1850 = $<<39300+1850=41150>>41150.\n"
)

# --- seeds: gold 62.5 (45 / 72 = 5 / 8 = 0.625; check 72 * 0.625 = 45). Complement 27 / 72 = 37.5 %.
SEED = "45 of the 72 seeds germinated: 45 / 72 = 0.625, so 62.5% of the seeds germinated.\n"
SEED_R1 = (
    "<think>\n45 out of 72 seeds germinated. The percent is 45/72 × 100.\n\n"
    "Simplify 45/72: divide both by 9, that's 5/8. And 5/8 = 0.625.\n\n"
    "So 62.5%. Hmm, let me double-check: 72 × 0.625 = 72 × 5/8 = 9 × 5 = 45. Yes.\n\n"
    "Wait, does it want the percent that germinated or the percent that didn't? It asks what "
    "percent germinated. So 62.5%.\n</think>\n\n"
)

# --- balance: gold -26 (85 - 47 = 38; 38 - 64 = -26).
RAJ = (
    "Raj starts with $85. After buying the shoes he has 85 - 47 = $38.\n"
    "After the jacket his balance is 38 - 64 = -$26.\n"
)

# --- juice: gold 10.5 (6 * 1.75 = 10.5 = 21/2).
JUICE = "Each bottle holds 1.75 L, so 6 bottles hold 6 * 1.75 = <<6*1.75=10.5>>10.5 L.\n"

# --- films: gold 324 minutes (60 + 48 = 108; 3 * 108 = 324 = 5 h 24 min = 5.4 h).
MOVIE = (
    "Each film runs 1 h 48 min = 60 + 48 = <<60+48=108>>108 minutes.\n"
    "Three films run 3 * 108 = <<3*108=324>>324 minutes.\n"
)

# --- stickers: gold 46 (64 - 18 = 46; check 46 + 18 = 64). Misreading: 64 + 18 = 82.
STK = "Ben has 18 fewer stickers than Tom's 64, so Ben has 64 - 18 = <<64-18=46>>46 stickers.\n"

# --- eggs: gold 27 (45 - 18 = 27 = 2.25 dozen).
EGG = "The hens laid 45 eggs and the cook used 18, so 45 - 18 = <<45-18=27>>27 eggs are left.\n"

# ---------------------------------------------------------------- longer working (R1 / Qwen / Llama)
CAR_R1 = (
    "<think>\nA $18,450 car, and Sam pays 20% down. 20% of 18,450: 10% is 1,845, so 20% is 3,690.\n\n"
    "The rest is 18,450 - 3,690 = 14,760.\n\n"
    "He pays that in 24 equal monthly payments: 14,760 / 24. Hmm, 24 * 600 = 14,400, and "
    "14,760 - 14,400 = 360, and 360 / 24 = 15. So 615.\n\n"
    "Wait, is there interest? The problem doesn't mention any, so no.\n\n"
    "Let me re-check: 24 * 615 = 24 * 600 + 24 * 15 = 14,400 + 360 = 14,760. Plus 3,690 is 18,450. Good.\n"
    "</think>\n\nThe down payment is $3,690, leaving $14,760, and $14,760 ÷ 24 = $615 a month.\n"
)  # gold 615
CAR_QWEN = qwen(
    "To find Sam's monthly payment, we break the problem into steps:",
    ("Down payment", "\\[\n   0.20 \\times 18{,}450 = 3{,}690\n   \\]"),
    ("Remaining balance", "\\[\n   18{,}450 - 3{,}690 = 14{,}760\n   \\]"),
    ("Monthly payment", "\\[\n   \\frac{14{,}760}{24} = 615\n   \\]"),
)  # gold 615
SAL_LLAMA = llama(
    (
        "Calculate the salary for the year",
        "Nadia earns $3,275 a month, so in 12 months she earns 12 * $3,275 = $39,300.",
    ),
    ("Add the bonus", "Her year-end bonus is $1,850, so her total is $39,300 + $1,850 = $41,150."),
)  # gold 41150
MOVIE_R1 = (
    "<think>\nEach film is 1 hour 48 minutes. In minutes: 60 + 48 = 108. Three films: 3 * 108. "
    "100 * 3 = 300, 8 * 3 = 24, total 324 minutes.\n\n"
    "Hmm, should I add breaks between the films? The problem doesn't mention any, so no.\n\n"
    "Let me double-check: 108 + 108 = 216, 216 + 108 = 324. Yes. That's 5 hours 24 minutes.\n"
    "</think>\n\nThe three films run 3 × 108 = 324 minutes in total.\n"
)  # gold 324
STK_R1 = (
    "<think>\nTom has 64 stickers. Ben has 18 fewer than Tom. Fewer means subtract: 64 - 18. "
    "64 - 10 = 54, 54 - 8 = 46. So Ben has 46.\n\n"
    "Wait, let me make sure it's 'fewer' and not 'more'. Yes, fewer. So 46.\n</think>\n\n"
)  # gold 46
SEED_LLAMA = llama(
    (
        "Find the fraction that germinated",
        "45 of the 72 seeds germinated, so the fraction is 45/72 = 5/8.",
    ),
    ("Convert to a percent", "5/8 = 0.625, and 0.625 * 100 = 62.5%."),
)  # gold 62.5
JUICE_QWEN = qwen(
    "To find the total amount of juice, we multiply:",
    ("Juice per bottle", "Each bottle holds 1.75 litres."),
    ("Total", "\\[\n   6 \\times 1.75 = 10.5 \\text{ litres}\n   \\]"),
)  # gold 10.5
EGG_R1 = (
    "<think>\nThe hens laid 45 eggs. The cook used 18. 45 - 18 = 27. Hmm, is the question asking for eggs "
    "or dozens? It asks how many eggs are left. So 27 eggs.\n</think>\n\n"
)  # gold 27
RAJ_R1 = (
    "<think>\nRaj has $85. Shoes cost $47: 85 - 47 = 38. The jacket costs $64, and he puts it on his "
    "store account. 38 - 64 = -26. Hmm, a negative balance? Yes, the question asks for his balance, "
    "and he owes $26, so the balance is -26.\n</think>\n\n"
)  # gold -26

# ================================================================ MATH-style working
# --- gold [-3, 4]: x^2 - x - 12 = (x - 4)(x + 3) (x^2 + 3x - 4x - 12); <= 0 between the roots.
INT = (
    r"We factor $x^2 - x - 12 = (x - 4)(x + 3)$; the product is at most $0$ between the roots $-3$ and $4$, endpoints included."
    + "\n"
)
INT_R1 = r"""<think>
I need to solve $x^2 - x - 12 \le 0$. First factor: two numbers that multiply to $-12$ and add to $-1$. That's $-4$ and $3$. So $(x - 4)(x + 3) \le 0$.

The roots are $x = 4$ and $x = -3$. The parabola opens upward, so it's negative between the roots.

Wait, is it $\le$ or $<$? The problem says $\le$, so the endpoints are included, since at $x = -3$ and $x = 4$ the expression equals $0$.

Let me check a point inside: $x = 0$ gives $-12 \le 0$. Good. A point outside: $x = 5$ gives $25 - 5 - 12 = 8 > 0$. Not included. Good.

So the solution is $-3 \le x \le 4$.
</think>

"""
G_INT = "[-3,4]"

# --- gold (-\infty,-1)\cup(3,\infty): (x + 1)/(x - 3) > 0 where both factors share a sign.
UNI = (
    r"The quotient $\frac{x+1}{x-3}$ is positive when the numerator and denominator have the same sign: $x < -1$ or $x > 3$."
    + "\n"
)
UNI_R1 = r"""<think>
We want $\frac{x+1}{x-3} > 0$. The critical points are $x = -1$ (numerator zero) and $x = 3$ (denominator zero).

Sign chart: for $x < -1$, both $x + 1 < 0$ and $x - 3 < 0$, so the quotient is positive. For $-1 < x < 3$, the numerator is positive and the denominator negative: negative. For $x > 3$, both positive: positive.

Hmm, what about $x = -1$? Then the quotient is $0$, and $0 > 0$ is false, so $-1$ is excluded. And $x = 3$ is excluded since we'd divide by zero.

So $x \in (-\infty, -1) \cup (3, \infty)$.
</think>

"""
G_UNI = r"(-\infty,-1)\cup(3,\infty)"

# --- gold (2, -1): x = 4 + 2y; 2(4 + 2y) + 3y = 1 -> 7y = -7 -> y = -1, x = 2 (check 4 - 3 = 1, 2 + 2 = 4).
PAIR = (
    r"From $x - 2y = 4$, $x = 4 + 2y$. Substituting into $2x + 3y = 1$: $8 + 4y + 3y = 1$, so $7y = -7$ and $y = -1$; then $x = 4 - 2 = 2$."
    + "\n"
)
PAIR_LLAMA = llama(
    ("Solve the second equation for x", r"From $x - 2y = 4$ we get $x = 4 + 2y$."),
    ("Substitute into the first equation", r"$2(4 + 2y) + 3y = 1$, so $8 + 7y = 1$ and $y = -1$."),
    ("Find x", r"$x = 4 + 2(-1) = 2$."),
    ("Check", r"$2(2) + 3(-1) = 1$ and $2 - 2(-1) = 4$. Both hold."),
)
G_PAIR = "(2,-1)"

# --- gold inverse of (2 1; 5 3): det = 6 - 5 = 1, inverse (3 -1; -5 2) (product: 6-5, -2+2, 15-15, -5+6).
MAT = (
    r"For $A = \begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}$, $\det A = 2 \cdot 3 - 1 \cdot 5 = 1$, so we swap the diagonal entries and negate the others."
    + "\n"
)
MAT_LLAMA = llama(
    (
        "Recall the formula",
        r"For $\begin{pmatrix} a & b \\ c & d \end{pmatrix}$ the inverse is $\frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$.",
    ),
    ("Compute the determinant", r"$ad - bc = 2 \cdot 3 - 1 \cdot 5 = 6 - 5 = 1$."),
    (
        "Apply the formula",
        r"The inverse is $\frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.",
    ),
)
G_MAT = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
MAT_BOX = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"

# --- gold 105 (degrees): angles 2k, 3k, 7k; 12k = 180, k = 15; 30, 45, 105 (30 + 45 + 105 = 180).
TRI = (
    r"The angles are $2k$, $3k$ and $7k$ with $12k = 180^\circ$, so $k = 15^\circ$ and the largest angle is $7k = 105^\circ$."
    + "\n"
)
TRI_QWEN = qwen(
    "To find the largest angle of the triangle, we proceed as follows:",
    ("Set up the ratio", r"Let the angles be $2k$, $3k$ and $7k$."),
    (
        "Use the angle sum",
        "\\[\n   2k + 3k + 7k = 180^\\circ \\implies 12k = 180^\\circ \\implies k = 15^\\circ\n   \\]",
    ),
    ("Find the largest angle", "\\[\n   7k = 7 \\times 15^\\circ = 105^\\circ\n   \\]"),
)
G_TRI = "105"

# --- gold 1045_6: 245 = 216 + 29, 29 = 4 * 6 + 5 (245 / 6 = 40 r 5; 40 / 6 = 6 r 4; 6 / 6 = 1 r 0; 1 r 1).
BASE = (
    r"Since $6^3 = 216 \le 245 < 1296$, we write $245 = 1 \cdot 216 + 0 \cdot 36 + 4 \cdot 6 + 5$."
    + "\n"
)
BASE_R1 = r"""<think>
Convert $245$ to base $6$. Powers of $6$: $1, 6, 36, 216, 1296$. The largest not exceeding $245$ is $216$.

$245 = 1 \cdot 216 + 29$. Then $29 = 0 \cdot 36 + 29$, and $29 = 4 \cdot 6 + 5$.

So the digits are $1, 0, 4, 5$, giving $1045_6$.

Let me double-check with repeated division: $245 \div 6 = 40$ remainder $5$; $40 \div 6 = 6$ remainder $4$; $6 \div 6 = 1$ remainder $0$; $1 \div 6 = 0$ remainder $1$. Reading the remainders from the last to the first: $1045$. Same.
</think>

"""
G_BASE = "1045_6"

# --- gold 19/8: 5/8 + 7/4 = 5/8 + 14/8 = 19/8 = 2 3/8 = 2.375 (2 * 8 = 16, 19 - 16 = 3).
MIX = (
    r"With the common denominator $8$, $\frac{5}{8} + \frac{7}{4} = \frac{5}{8} + \frac{14}{8} = \frac{19}{8}$."
    + "\n"
)
MIX_R1 = r"""<think>
$\frac{5}{8} + \frac{7}{4}$. Common denominator $8$: $\frac{7}{4} = \frac{14}{8}$. So $\frac{5 + 14}{8} = \frac{19}{8}$.

Hmm, can it be simplified? $19$ is prime and doesn't divide $8$, so no. As a mixed number that's $2\frac{3}{8}$, since $2 \cdot 8 = 16$ and $19 - 16 = 3$.
</think>

"""
G_MIX = r"\frac{19}{8}"

# --- gold 2/15: C(10,2) = 45 pairs, C(4,2) = 6 red pairs; 6/45 = 2/15 = 0.1333... (with replacement
#     it would be (4/10)^2 = 16/100 = 4/25).
PROB = (
    r"There are $\binom{10}{2} = 45$ equally likely pairs of marbles, and $\binom{4}{2} = 6$ of them are both red, so $P = \frac{6}{45}$."
    + "\n"
)
PROB_QWEN = qwen(
    "To find the probability that both marbles are red, we count pairs:",
    ("Total pairs", "\\[\n   \\binom{10}{2} = \\frac{10 \\cdot 9}{2} = 45\n   \\]"),
    ("Red pairs", "\\[\n   \\binom{4}{2} = \\frac{4 \\cdot 3}{2} = 6\n   \\]"),
    ("Probability", "\\[\n   P = \\frac{6}{45} = \\frac{2}{15}\n   \\]"),
)
G_PROB = r"\frac{2}{15}"

# --- gold 6\sqrt5: 180 = 36 * 5; 6\sqrt5 = 13.41640... (5\sqrt6 = \sqrt150 = 12.247; 3\sqrt20 = 6\sqrt5).
RAD = r"We have $\sqrt{180} = \sqrt{36 \cdot 5} = 6\sqrt{5}$." + "\n"
RAD_W = r"We have $\sqrt{180} = \sqrt{36 \cdot 5}$." + "\n"
G_RAD = r"6\sqrt{5}"

# --- gold 14 + 5i: 2 + 8i - 3i - 12i^2 = 2 + 5i + 12 = 14 + 5i (with i^2 = +1 by mistake: -10 + 5i).
CPX = (
    r"Expanding, $(2 - 3i)(1 + 4i) = 2 + 8i - 3i - 12i^2$, and $i^2 = -1$ gives $2 + 5i + 12$."
    + "\n"
)
CPX_R1 = r"""<think>
$(2 - 3i)(1 + 4i)$. FOIL: $2 \cdot 1 = 2$, $2 \cdot 4i = 8i$, $-3i \cdot 1 = -3i$, $-3i \cdot 4i = -12i^2$.

Sum: $2 + 8i - 3i - 12i^2 = 2 + 5i - 12i^2$.

Now $i^2 = -1$, so $-12i^2 = 12$. Hmm, careful with the sign: $-12 \cdot (-1) = +12$. So the total is $2 + 12 + 5i = 14 + 5i$.
</think>

"""
G_CPX = "14+5i"

# --- gold -\sqrt3: tan(2pi/3) = (\sqrt3/2)/(-1/2) = -\sqrt3 = -1.7320508... (cot would be -\sqrt3/3).
TAN = r"$\tan\frac{2\pi}{3} = \frac{\sin(2\pi/3)}{\cos(2\pi/3)} = \frac{\sqrt{3}/2}{-1/2}$." + "\n"
G_TAN = r"-\sqrt{3}"

# --- gold 80\pi: V = pi r^2 h = pi * 16 * 5 = 80 pi = 251.327... (forgetting the square: 20 pi).
CYL = (
    r"The volume of a cylinder is $V = \pi r^2 h = \pi \cdot 4^2 \cdot 5 = \pi \cdot 16 \cdot 5$."
    + "\n"
)
CYL_LLAMA = llama(
    ("Recall the volume formula", r"The volume of a cylinder is $V = \pi r^2 h$."),
    ("Substitute the radius and height", r"With $r = 4$ and $h = 5$, $V = \pi \cdot 4^2 \cdot 5$."),
    ("Simplify", r"$4^2 = 16$ and $16 \cdot 5 = 80$, so $V = 80\pi$."),
)
G_CYL = r"80\pi"

# --- gold 2x^2 + 7x - 15: (2x - 3)(x + 5) = 2x^2 + 10x - 3x - 15.
EXP = r"Expanding, $(2x - 3)(x + 5) = 2x^2 + 10x - 3x - 15$." + "\n"
G_EXP = "2x^2+7x-15"

# --- gold -2, 0, 2: x^3 - 4x = x(x - 2)(x + 2) (check -8 + 8 = 0, 0, 8 - 8 = 0).
ROOTS = r"We factor $x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2)$ and set each factor to zero." + "\n"
ROOTS_R1 = r"""<think>
Solve $x^3 - 4x = 0$. Factor out $x$: $x(x^2 - 4) = 0$, and $x^2 - 4 = (x - 2)(x + 2)$.

So $x = 0$, $x = 2$, or $x = -2$.

Wait, should I divide both sides by $x$? No — dividing by $x$ would lose the root $x = 0$. Keep all three.

Check: $(-2)^3 - 4(-2) = -8 + 8 = 0$ ✓, $0 - 0 = 0$ ✓, $8 - 8 = 0$ ✓.
</think>

"""
G_ROOTS = "-2, 0, 2"

# --- gold Monday: 100 = 7 * 14 + 2; two days after Saturday.
DAY = (
    r"Since $100 = 7 \cdot 14 + 2$, the day $100$ days after a Saturday is the day $2$ days after it."
    + "\n"
)
DAY_R1 = r"""<think>
100 days after a Saturday. The days repeat every 7, so I need $100 \bmod 7$. $7 \cdot 14 = 98$, so $100 = 98 + 2$, remainder $2$.

Two days after Saturday: Sunday (1), Monday (2). So Monday.

Hmm, wait — am I off by one? 1 day after Saturday is Sunday, 7 days after is Saturday again. So 98 days after is Saturday, 99 is Sunday, 100 is Monday. Yes, Monday.
</think>

"""
G_DAY = r"\text{Monday}"

# --- gold (x + 7)/3: y = 3x - 7 -> x = (y + 7)/3 (check 3 * (x + 7)/3 - 7 = x).
INV = (
    r"Writing $y = 3x - 7$ and solving for $x$ gives $x = \frac{y + 7}{3}$; swapping the variables gives the inverse."
    + "\n"
)
INV_R1 = r"""<think>
$f(x) = 3x - 7$. To find the inverse, write $y = 3x - 7$ and solve for $x$: $y + 7 = 3x$, so $x = \frac{y + 7}{3}$.

Swapping the variables, $f^{-1}(x) = \frac{x + 7}{3}$.

Check: $f(f^{-1}(x)) = 3 \cdot \frac{x+7}{3} - 7 = x + 7 - 7 = x$. Good.
</think>

"""
G_INV = r"\frac{x+7}{3}"

# --- gold 34,\!650: MISSISSIPPI = 11 letters, I x4, S x4, P x2, M x1; 11! = 39916800;
#     4! 4! 2! = 24 * 24 * 2 = 1152; 39916800 / 1152 = 34650 (1152 * 34650 = 34650000 + 5266800).
#     Without the 2!: 39916800 / 576 = 69300.
MISS = (
    r"MISSISSIPPI has $11$ letters with $4$ I's, $4$ S's and $2$ P's, so the count is $\frac{11!}{4!\,4!\,2!} = \frac{39916800}{1152}$."
    + "\n"
)
G_MISS = r"34,\!650"

# --- gold (-4, -6): x^2 + 8x + 10 = (x + 4)^2 - 16 + 10 = (x + 4)^2 - 6.
VTX = (
    r"Completing the square, $x^2 + 8x + 10 = (x + 4)^2 - 6$, so the vertex is at $x = -4$, $y = -6$."
    + "\n"
)
G_VTX = "(-4,-6)"

# ---------------------------------------------------------------- longer MATH working
INT_QWEN = qwen(
    r"To solve the inequality \(x^2 - x - 12 \le 0\), we follow these steps:",
    ("Factor the quadratic", "\\[\n   x^2 - x - 12 = (x - 4)(x + 3)\n   \\]"),
    ("Find the critical points", r"The roots are \(x = -3\) and \(x = 4\)."),
    (
        "Test the intervals",
        r"For \(x < -3\) the product is positive, for \(-3 < x < 4\) it is negative, and for \(x > 4\) it is positive.",
    ),
    (
        "Include the endpoints",
        r"Since the inequality is non-strict, \(x = -3\) and \(x = 4\) are included.",
    ),
)  # gold [-3, 4]
VTX_R1 = r"""<think>
The vertex of $y = x^2 + 8x + 10$. The $x$-coordinate is $-\frac{b}{2a} = -\frac{8}{2} = -4$.

Then $y = (-4)^2 + 8(-4) + 10 = 16 - 32 + 10 = -6$.

Let me double-check by completing the square: $x^2 + 8x + 16 - 16 + 10 = (x + 4)^2 - 6$. Yes, vertex $(-4, -6)$.
</think>

"""  # gold (-4, -6)
MISS_QWEN = qwen(
    "To count the distinct arrangements of MISSISSIPPI, we use the formula for permutations of a multiset:",
    ("Count the letters", "M: 1, I: 4, S: 4, P: 2, for a total of 11 letters."),
    (
        "Apply the formula",
        "\\[\n   \\frac{11!}{1!\\,4!\\,4!\\,2!} = \\frac{39916800}{1 \\cdot 24 \\cdot 24 \\cdot 2} = \\frac{39916800}{1152}\n   \\]",
    ),
    ("Divide", "\\[\n   \\frac{39916800}{1152} = 34650\n   \\]"),
)  # gold 34,650
TAN_R1 = r"""<think>
$\tan\frac{2\pi}{3}$. The angle $\frac{2\pi}{3}$ is $120^\circ$, in the second quadrant, where tangent is negative.

Reference angle $\frac{\pi}{3}$, and $\tan\frac{\pi}{3} = \sqrt{3}$. So $\tan\frac{2\pi}{3} = -\sqrt{3}$.

Wait, let me double check with sine and cosine: $\sin 120^\circ = \frac{\sqrt{3}}{2}$, $\cos 120^\circ = -\frac{1}{2}$. Ratio: $-\sqrt{3}$. Yes.
</think>

"""  # gold -\sqrt3
EXP_LLAMA = llama(
    (
        "Apply the distributive property",
        r"$(2x - 3)(x + 5) = 2x \cdot x + 2x \cdot 5 - 3 \cdot x - 3 \cdot 5$.",
    ),
    ("Multiply", r"$= 2x^2 + 10x - 3x - 15$."),
    ("Combine like terms", r"$= 2x^2 + 7x - 15$."),
)  # gold 2x^2 + 7x - 15
RAD_QWEN = qwen(
    r"To simplify \(\sqrt{180}\), we look for the largest perfect-square factor:",
    ("Factor 180", r"\(180 = 36 \times 5\), and \(36 = 6^2\) is a perfect square."),
    ("Split the root", "\\[\n   \\sqrt{180} = \\sqrt{36} \\cdot \\sqrt{5} = 6\\sqrt{5}\n   \\]"),
)  # gold 6\sqrt5
DAY_LLAMA = llama(
    (
        "Find the remainder",
        r"The days of the week repeat every 7 days, and $100 = 7 \cdot 14 + 2$.",
    ),
    (
        "Count forward",
        "98 days after Saturday is again a Saturday; 2 more days gives Sunday, then Monday.",
    ),
)  # gold Monday
PROB_R1 = r"""<think>
Two marbles drawn without replacement from 4 red and 6 blue. Probability both red: $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}$.

Hmm, let me double-check with combinations: $\binom{4}{2} = 6$, $\binom{10}{2} = 45$, $\frac{6}{45} = \frac{2}{15}$. Same.

Wait — with replacement it would be $\frac{16}{100}$, but the problem says without. So $\frac{2}{15}$.
</think>

"""  # gold 2/15 (4/10 * 3/9 = 12/90 = 2/15)
TRI_R1 = r"""<think>
Angles in ratio $2:3:7$. Let them be $2k, 3k, 7k$. Sum is $180^\circ$: $12k = 180$, $k = 15$.

So the angles are $30^\circ$, $45^\circ$, $105^\circ$. The largest is $105^\circ$.

Check: $30 + 45 + 105 = 180$. Good.
</think>

"""  # gold 105


# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero <think>/<answer>)
    g("t_think_right_tag_other_part", "A", "273", "wrong", "tag",
      CK_R1 + "<answer>39 boxes</answer>",
      "a long right think ending on $273, but the tag answers another part (the 39 boxes)"),
    g("t_think_unclosed_cut", "A", "273", "no_answer", "truncated",
      "<think>\n" + CK_R1_BODY.replace("Let me re-check the multiplication: 39 * 7 = 30 * 7 + 9 * 7 = 210 + 63 = 273. Okay.",
                                        "Let me re-check the multiplication: 39 * 7 = 30 * 7 + 9 *"),
      "the thinking never closes and is cut mid-check; 273 only in the draft"),
    g("t_tag_hedge_partial_box", "A", "273", "wrong", "tag",
      CK_R1 + "<answer>$273 (or $280 if a partly filled box is sold too)</answer>",
      "a hedge inside the tag"),
    g("t_tag_draft_in_think_final_other", "A", "273", "wrong", "tag",
      "<think>\nThe bakery bakes 13 * 36 = 468 cookies, 468 / 12 = 39 boxes, 39 * 7 = 273. So "
      "<answer>273</answer>? Hmm, wait. The boxes hold 6 cookies, I think — let me reread. Yes, "
      "boxes of 6. 468 / 6 = 78 boxes, 78 * 7 = 546.\n</think>\n<answer>546</answer>",
      "a draft tag 273 inside the thinking; the final tag after </think> is 546"),
    g("t_tag_salary_drops_bonus", "A", "41150", "wrong", "tag",
      "<think>\nNadia earns $3,275 a month. 12 * 3275 = 39,300. Then there's the $1,850 bonus, so "
      "39,300 + 1,850 = 41,150. Hmm, wait — the question asks for her salary for the year, and a "
      "bonus isn't salary. So I'll leave the bonus out: 39,300.\n</think>\n<answer>39300</answer>",
      "41,150 in the thinking, then the model talks itself out of it"),
    g("t_tag_seed_share", "A", "62.5", "wrong", "tag", SEED_R1 + "<answer>0.625</answer>",
      "the share 0.625, not the percent 62.5 (round 9's decision: the share is not the number asked)"),
    g("t_tag_balance_sign", "A", "-26", "wrong", "tag",
      "<think>\n85 - 47 = 38. Then 38 - 64 = -26. So he is $26 short.\n</think>\n<answer>26</answer>",
      "the tag drops the minus of the balance -26"),
    g("t_tag_movie_one_film", "A", "324", "wrong", "tag",
      "<think>\n" + MOVIE + "Hmm, the question asks how long the marathon is... or each film? Each film, I think.\n</think>\n"
      "<answer>108 minutes</answer>",
      "the tag gives one film's length (108), not the three films' 324"),
    g("t_tag_two_tags_second_other", "A", "46", "wrong", "tag",
      "<think>\n" + STK + "</think>\n<answer>46</answer>\n<think>\nHmm, wait: 'fewer' — or did it say "
      "'more'? If Ben has 18 more, that's 64 + 18 = 82.\n</think>\n<answer>82</answer>",
      "a second think and tag after the first; the last tag is 82"),
    g("t_ok_r1_detour", "B", "273", "correct", "tag", CK_R1_DETOUR + "<answer>273</answer>",
      "the thinking tries 478 and 280 and corrects both; the tag is right"),
    g("t_ok_tag_sentence", "B", "273", "correct", "tag", CK_R1 + "<answer>The bakery makes $273.</answer>",
      "a sentence in the tag"),
    g("t_ok_tag_equation_chain", "B", "273", "correct", "tag", CK_R1 + "<answer>39 × $7 = $273</answer>",
      "an equation chain whose value is 273"),
    g("t_ok_tag_value_then_detail", "B", "273", "correct", "tag", CK_R1 + "<answer>$273 (from 39 boxes)</answer>",
      "the value, then a detail with another number"),
    g("t_ok_tag_bold_thousands", "B", "41150", "correct", "tag",
      "<think>\n" + SAL + "</think>\n<answer>**$41,150**</answer>", "bold, dollar sign and thousands comma"),
    g("t_ok_tag_percent", "B", "62.5", "correct", "tag", SEED_R1 + "<answer>62.5%</answer>", "a percent sign"),
    g("t_ok_tag_negative_money", "B", "-26", "correct", "tag",
      "<think>\n" + RAJ + "So he is $26 in the red.\n</think>\n<answer>-$26</answer>", "minus before the dollar sign"),
    g("t_ok_tag_after_hmm_back", "B", "46", "correct", "tag",
      "<think>\n" + STK + "Hmm, fewer means subtract, right? If it were 'more' it would be 82. But it "
      "says fewer. So 46.\n</think>\n<answer>46</answer>", "a considered wrong reading inside the think"),

    m("t_m_tag_interval_open", "A", G_INT, "wrong", "tag", INT_R1 + "<answer>$(-3, 4)$</answer>",
      "the thinking includes the endpoints; the tag writes the open interval"),
    m("t_m_tag_union_closed_left", "A", G_UNI, "wrong", "tag", UNI_R1 + r"<answer>$(-\infty, -1] \cup (3, \infty)$</answer>",
      "-1 included, where the quotient is 0 (not > 0)"),
    m("t_m_tag_matrix_transposed", "A", G_MAT, "wrong", "tag",
      "<think>\n" + MAT + r"</think>" + "\n" + r"<answer>$\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$</answer>",
      "the transpose of the inverse"),
    m("t_m_tag_mixed_concatenated", "A", G_MIX, "wrong", "tag", MIX_R1 + "<answer>23/8</answer>",
      "the mixed number 2 3/8 written without a space reads 23/8"),
    m("t_m_tag_roots_drop_zero", "A", G_ROOTS, "wrong", "tag",
      "<think>\n" + r"$x^3 - 4x = 0$. Divide by $x$: $x^2 - 4 = 0$, so $x = \pm 2$. Hmm, wait, what about "
      r"$x = 0$? We divided by $x$, so assume $x \ne 0$." + "\n</think>\n<answer>-2, 2</answer>",
      "the root 0 dropped"),
    m("t_m_tag_base_reversed", "A", G_BASE, "wrong", "tag",
      "<think>\n" + r"$245 \div 6 = 40$ r $5$, $40 \div 6 = 6$ r $4$, $6 \div 6 = 1$ r $0$, $1 \div 6 = 0$ r $1$. "
      r"The remainders in order: $5, 4, 0, 1$." + "\n</think>\n<answer>5401_6</answer>",
      "the remainders read in the wrong order (5401_6 = 1080 + 144 + 1 = 1,225)"),
    m("t_m_tag_day_off_by_one", "A", G_DAY, "wrong", "tag",
      "<think>\n" + r"$100 = 98 + 2$. Counting Saturday as day 1: day 2 is Sunday. So Sunday." + "\n</think>\n<answer>Sunday</answer>",
      "off by one"),
    m("t_m_tag_inverse_reciprocal", "A", G_INV, "wrong", "tag",
      "<think>\nThe inverse of $f$ is $\\frac{1}{f(x)}$.\n</think>\n<answer>$\\frac{1}{3x-7}$</answer>",
      "the reciprocal, not the inverse function"),
    m("t_m_tag_cpx_sign_i2", "A", G_CPX, "wrong", "tag",
      "<think>\n" + r"$(2 - 3i)(1 + 4i) = 2 + 8i - 3i - 12i^2 = 2 + 5i - 12 = -10 + 5i$. Hmm, is $-12i^2 = -12$? I'll go with it." + "\n</think>\n<answer>-10+5i</answer>",
      "i^2 taken as +1"),
    m("t_m_ok_tag_inequality_form", "B", G_INT, "correct", "tag", INT_R1 + r"<answer>$-3 \le x \le 4$</answer>",
      "the interval as a double inequality"),
    m("t_m_ok_tag_union_words", "B", G_UNI, "correct", "tag", UNI_R1 + r"<answer>$x < -1$ or $x > 3$</answer>",
      "the union as two inequalities joined by 'or'"),
    m("t_m_ok_tag_bmatrix", "B", G_MAT, "correct", "tag",
      "<think>\n" + MAT + "</think>\n" + r"<answer>$\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}$</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_tag_mixed", "B", G_MIX, "correct", "tag", MIX_R1 + r"<answer>$2\frac{3}{8}$</answer>", "a mixed number"),
    m("t_m_ok_tag_roots_set", "B", G_ROOTS, "correct", "tag", ROOTS_R1 + r"<answer>\{-2, 0, 2\}</answer>", "a set"),
    m("t_m_ok_tag_inverse_named", "B", G_INV, "correct", "tag", INV_R1 + r"<answer>$f^{-1}(x) = \frac{x + 7}{3}$</answer>",
      "the inverse with its name"),
    m("t_m_ok_tag_cpx_order", "B", G_CPX, "correct", "tag", CPX_R1 + "<answer>5i + 14</answer>", "the terms in the other order"),

    # ================================================================ 2. phrase marker then ####
    g("h_calc_copy_slip", "A", "273", "wrong", "hash",
      "The bakery bakes 13 * 36 = <<13*36=468>>468 cookies.\nIt fills 468 / 12 = <<468/12=39>>39 boxes.\n"
      "It earns 39 * 7 = $<<39*7=273>>263.\n#### 263",
      "the calculator annotation holds 273, the text after it and the #### line 263 (a copy slip)"),
    g("h_calc_other_part_last", "A", "251", "wrong", "hash",
      TU_CALC + "So Lena plants 251 flowers in total.\nShe plants 136 - 115 = <<136-115=21>>21 more tulips than daffodils.\n#### 21",
      "the total stated in prose, then the #### line answers another part (21 more tulips)"),
    g("h_bold_then_hash_dropped_digit", "A", "41150", "wrong", "hash",
      SAL_LLAMA + "**Answer: $41,150**\n\n#### 4115", "the bold answer is right, the #### line drops a digit"),
    g("h_table_then_hash_down_payment", "A", "615", "wrong", "hash",
      CAR_TABLE + "So Sam pays $3,690 up front and $615 a month.\n#### 3690",
      "the #### line gives the down payment, not the monthly payment"),
    g("h_answer_colon_then_hash_rounded", "A", "62.5", "wrong", "hash", SEED + "Answer: 62.5%\n#### 63",
      "the #### line rounds 62.5 up"),
    g("h_fewshot_tail_holds_gold", "A", "273", "wrong", "hash",
      CK_SIX + "#### 546\n\nQuestion: A shop sells 21 shirts at $13 each. How much money does it make?\n"
      "Answer: It makes 21 * 13 = $<<21*13=273>>273.\n#### 273",
      "the model's answer (boxes of 6) is 546; 273 is the answer to an invented next question (21 * 13 = 273)"),
    g("h_hash_then_keeps_going", "A", "46", "wrong", "hash",
      "Ben has 64 - 18 = <<64-18=46>>46 stickers.\n#### 46\nTogether they have 64 + 46 = <<64+46=110>>110 stickers.\n#### 110",
      "the model keeps computing and writes a second #### line, 110"),
    g("h_llama_box_then_hash_cookies", "A", "273", "wrong", "hash",
      CK_LLAMA + "The final answer is: $\\boxed{273}$\n\n#### 468",
      "a Llama 3 box 273, then a #### line with the cookie count"),
    g("h_so_answer_then_hash_sum_slip", "A", "251", "wrong", "hash",
      "Lena plants 8 * 17 = <<8*17=136>>136 tulips and 5 * 23 = <<5*23=115>>115 daffodils.\n"
      "So the answer is 136 + 115 = 251.\n#### 241", "the phrase gives 251, the #### line 241"),
    g("h_ok_calc_hash", "B", "273", "correct", "hash", CK_CALC + "#### 273", "GSM8K calculator annotations, then ####"),
    g("h_ok_fewshot_tail_other", "B", "273", "correct", "hash",
      CK_CALC + "#### 273\n\nQuestion: A farmer has 5 fields with 12 rows of corn each. How many rows does he have?\n"
      "Answer: He has 5 * 12 = <<5*12=60>>60 rows.\n#### 60",
      "an invented next question after the answer (README convention: it does not count)"),
    g("h_ok_table_bold_then_hash", "B", "615", "correct", "hash",
      CAR_TABLE + "**Each monthly payment is $615.**\n\n#### 615", "a markdown table and a bold line, then ####"),
    g("h_ok_hash_dollar_thousands", "B", "41150", "correct", "hash", SAL_CALC + "#### $41,150",
      "a dollar sign and a thousands comma on the #### line"),
    g("h_ok_hash_percent", "B", "62.5", "correct", "hash", SEED_R1 + "So the answer is 62.5%.\n#### 62.5%", "a percent sign"),
    g("h_ok_negative_money_explained", "B", "-26", "correct", "hash",
      RAJ + "Raj's balance is -$26 (he owes the store $26).\n#### -26", "the phrase names the debt 26, the #### line -26"),
    g("h_ok_so_answer_then_hash_eot", "B", "10.5", "correct", "hash",
      JUICE + "So the answer is 10.5 liters.\n#### 10.5<|eot_id|>", "a Llama 3 end token after the value"),
    m("h_m_phrase_then_hash_other_part", "A", G_VTX, "wrong", "hash",
      VTX_R1 + VTX + r"The vertex is $(-4, -6)$, so the minimum value is $-6$." + "\n#### -6",
      "the #### line answers another part (the minimum value)"),
    m("h_m_hash_then_phrase_other", "A", G_DAY, "wrong", "answer_is",
      DAY + "#### Monday\nOn second thought, the 100th day is 99 days after the first, and 99 = 7 · 14 + 1, so the answer is Sunday.",
      "a phrase after the #### line changes the day (an off-by-one)"),
    m("h_m_minerva_then_hash_swapped", "A", G_PAIR, "wrong", "hash",
      PAIR + MINERVA.format("$(2,-1)$") + "\n#### (-1, 2)", "a Minerva line, then the coordinates swapped"),
    m("h_m_phrase_then_hash_determinant", "A", G_MAT, "wrong", "hash",
      MAT + r"The inverse is $\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$ and its determinant is $1$." + "\n#### 1",
      "the #### line gives the determinant, another part"),
    m("h_m_ok_phrase_then_hash_slash", "B", G_MIX, "correct", "hash",
      MIX + r"The answer is $\frac{19}{8}$." + "\n#### 19/8", "phrase and #### agree"),
    m("h_m_ok_hash_mixed", "B", G_MIX, "correct", "hash", MIX + "#### 2 3/8", "a plain-text mixed number"),
    m("h_m_ok_box_then_hash_list", "B", G_ROOTS, "correct", "hash",
      ROOTS + r"$\boxed{-2, 0, 2}$" + "\n#### -2, 0, 2", "box and #### agree"),

    # ================================================================ 3. exactness
    g("x_tol_salary_slip", "A", "41150", "wrong", "hash",
      "Her pay for the 12 months is 12 * $3,275 = $39,299.\nAdding the bonus: $39,299 + $1,850 = $41,149.\n#### 41149",
      "a slip in 12 * 3275 gives 41,149; relative error 2.4e-5, a tolerance trap"),
    g("x_tol_car_cents", "A", "615", "wrong", "hash",
      "The down payment is 20% of $18,450 = $3,690, leaving $14,760.\nOver 24 months: 14760 / 24 = $615.04.\n#### 615.04",
      "a division slip 615.04 (14760 / 24 is exactly 615); a tolerance trap"),
    g("x_tol_juice_shifted", "A", "10.5", "wrong", "hash",
      "Each bottle holds 1.75 L, so 6 bottles hold 6 * 1.75 = 10.05 L.\n#### 10.05", "a decimal slip, 10.05"),
    g("x_seed_rounded_up", "A", "62.5", "wrong", "hash", SEED_LLAMA + "Rounded to the nearest percent, that's 63%.\n#### 63",
      "rounded to 63"),
    g("x_seed_truncated", "A", "62.5", "wrong", "hash",
      "45 / 72 = 0.62, so about 62% of the seeds germinated.\n#### 62", "truncated to 62"),
    g("x_salary_k_misplaced", "A", "41150", "wrong", "hash", SAL_LLAMA + "That's about $41.5k.\n#### 41.5k",
      "41.5k = 41,500 (41.15k would be right)"),
    g("x_movie_hours_bare", "A", "324", "wrong", "hash",
      MOVIE_R1 + "In hours that is 324 / 60 = 5.4 hours.\n#### 5.4",
      "the working counts minutes; the bare 5.4 is the value in hours"),
    g("x_salary_words_off", "A", "41150", "wrong", "hash", SAL + "#### forty-one thousand fifteen",
      "number words for 41,015"),
    g("x_chain_value_slip", "A", "273", "wrong", "hash",
      "The bakery has 13 * 36 = 468 cookies, or 468 / 12 = 39 boxes.\n#### 39 * 7 = 263",
      "an equation chain on the #### line whose stated value is 263 (39 * 7 is 273)"),
    g("x_ok_seed_mixed", "B", "62.5", "correct", "hash", SEED_LLAMA + "#### 62 1/2", "62 1/2 = 62.5, a mixed number"),
    g("x_ok_juice_fraction", "B", "10.5", "correct", "hash", JUICE_QWEN + "#### 21/2", "21/2 = 10.5"),
    g("x_ok_salary_k", "B", "41150", "correct", "hash", SAL_LLAMA + "#### $41.15k", "41.15k = 41,150 (round 6's decision: k is a thousand)"),
    g("x_ok_salary_words", "B", "41150", "correct", "hash", SAL_LLAMA + "#### forty-one thousand one hundred fifty",
      "number words"),
    g("x_ok_chain_on_hash", "B", "273", "correct", "hash",
      "The bakery has 13 * 36 = 468 cookies, or 468 / 12 = 39 boxes.\n#### 39 * 7 = 273",
      "an equation chain ending on the value"),
    m("x_m_prob_decimal2", "A", G_PROB, "wrong", "boxed", PROB_QWEN + qbox("0.13"), "a rounded decimal for 2/15"),
    m("x_m_prob_decimal3", "A", G_PROB, "wrong", "boxed", PROB_R1 + PROB + r"$P = \frac{2}{15} \approx \boxed{0.133}$",
      "the exact value in the working, the box holds the decimal"),
    m("x_m_prob_with_replacement", "A", G_PROB, "wrong", "boxed",
      r"Each draw is red with probability $\frac{4}{10}$, so $P = \left(\frac{4}{10}\right)^2 = \frac{16}{100} = \boxed{\frac{4}{25}}$.",
      "with replacement: 4/25 = 0.16, near 2/15 = 0.133"),
    m("x_m_rad_swapped", "A", G_RAD, "wrong", "boxed", RAD_W + r"So $\sqrt{180} = \boxed{5\sqrt{6}}$.",
      "5\\sqrt6 = \\sqrt150, the digits swapped"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD_QWEN + r"Thus, \(\sqrt{180} \approx \boxed{13.42}\).", "a decimal for 6\\sqrt5 = 13.4164"),
    m("x_m_rad_wrong_root", "A", G_RAD, "wrong", "boxed", RAD_W + r"$= \boxed{6\sqrt{3}}$", "6\\sqrt3"),
    m("x_m_cyl_decimal", "A", G_CYL, "wrong", "boxed", CYL_LLAMA + LLAMA_END.format("251.33"), "a decimal for 80\\pi"),
    m("x_m_cyl_forgot_square", "A", G_CYL, "wrong", "boxed",
      r"$V = \pi r^2 h$. With $r = 4$ and $h = 5$: $V = \pi \cdot 4 \cdot 5 = \boxed{20\pi}$.", "the square forgotten"),
    m("x_m_mixed_rounded", "A", G_MIX, "wrong", "boxed", MIX + r"$\approx \boxed{2.38}$", "2.38 for 2.375"),
    m("x_m_mix_forgot_scale", "A", G_MIX, "wrong", "boxed",
      r"$\frac{5}{8} + \frac{7}{4} = \frac{5}{8} + \frac{7}{8} = \frac{12}{8} = \boxed{\frac{3}{2}}$.", "7/4 not rescaled"),
    m("x_m_miss_transposed", "A", G_MISS, "wrong", "boxed", MISS_QWEN + qbox("34,\\!560"), "34,560: digits transposed"),
    m("x_m_miss_forgot_p", "A", G_MISS, "wrong", "boxed",
      r"MISSISSIPPI has $11$ letters with $4$ I's and $4$ S's, so the count is $\frac{11!}{4!\,4!} = \boxed{69,\!300}$.",
      "the two P's forgotten: 39916800 / 576 = 69,300"),
    m("x_m_tan_reciprocal", "A", G_TAN, "wrong", "boxed", TAN + r"$= -\frac{1}{\sqrt{3}} = \boxed{-\frac{\sqrt{3}}{3}}$",
      "the cotangent's value, -\\sqrt3/3"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN_R1 + TAN + r"$= \boxed{-1.732}$", "a decimal"),
    m("x_m_matrix_sign", "A", G_MAT, "wrong", "boxed",
      MAT_LLAMA + r"The final answer is: $\boxed{\begin{pmatrix} 3 & 1 \\ -5 & 2 \end{pmatrix}}$",
      "one sign lost (the -1 written 1)"),
    m("x_m_interval_roots_swapped", "A", G_INT, "wrong", "boxed",
      r"We factor $x^2 - x - 12 = (x + 4)(x - 3)$; the solution set is $\boxed{[-4, 3]}$.", "a factoring sign slip: [-4, 3]"),
    m("x_m_pair_swapped", "A", G_PAIR, "wrong", "boxed", PAIR_LLAMA + LLAMA_END.format("(-1, 2)"), "the coordinates swapped"),
    m("x_m_vertex_sign", "A", G_VTX, "wrong", "boxed",
      "<think>\n" + r"The vertex $x$-coordinate is $\frac{b}{2a} = \frac{8}{2} = 4$. Completing the square, "
      r"$x^2 + 8x + 10 = (x + 4)^2 - 6$, so the minimum value is $-6$. So the vertex is $(4, -6)$." + "\n</think>\n\n"
      + r"$\boxed{(4, -6)}$",
      "the x-coordinate's sign lost"),
    m("x_m_day_remainder", "A", G_DAY, "wrong", "boxed", DAY_LLAMA + LLAMA_END.format("2"),
      "the remainder 2, not the day"),
    m("x_m_ok_prob_repeating", "B", G_PROB, "correct", "boxed", PROB_R1 + PROB + r"$= \boxed{0.1\overline{3}}$", "0.1333... repeating is 2/15"),
    m("x_m_ok_prob_unreduced", "B", G_PROB, "correct", "boxed", PROB_R1 + PROB + r"$P = \boxed{\dfrac{6}{45}}$", "unreduced 6/45 = 2/15"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", r"$\sqrt{180} = \sqrt{9 \cdot 20} = \boxed{3\sqrt{20}}$",
      "3\\sqrt20 = 6\\sqrt5, not fully simplified (round 13's decision: equal value is accepted)"),
    m("x_m_ok_cyl_exact_then_rounding", "B", G_CYL, "correct", "boxed", CYL + r"$= \boxed{80\pi} \approx 251.3$",
      "exact boxed, then its own rounding"),
    m("x_m_ok_mixed_dfrac", "B", G_MIX, "correct", "boxed", MIX + r"$= \boxed{2\dfrac{3}{8}}$", "a mixed number with \\dfrac"),
    m("x_m_ok_terminating_decimal", "B", G_MIX, "correct", "boxed", MIX + r"$= \boxed{2.375}$", "2.375 = 19/8 exactly"),
    m("x_m_ok_miss_plain", "B", G_MISS, "correct", "boxed", MISS_QWEN + qbox("34650"), "no separator"),
    m("x_m_ok_miss_thin_space", "B", G_MISS, "correct", "boxed", MISS + r"$= \boxed{34\,650}$", "a thin space \\, as the separator"),
    m("x_m_ok_tan_unsimplified", "B", G_TAN, "correct", "boxed", TAN_R1 + TAN + r"$= \boxed{-\frac{3}{\sqrt{3}}}$",
      "-3/\\sqrt3 = -\\sqrt3, unrationalised"),
    m("x_m_ok_matrix_array", "B", G_MAT, "correct", "boxed",
      MAT + r"$A^{-1} = \boxed{\left[\begin{array}{cc} 3 & -1 \\ -5 & 2 \end{array}\right]}$", "an array in \\left[ \\right]"),
    m("x_m_ok_interval_left_right", "B", G_INT, "correct", "boxed", INT_QWEN + qbox(r"\left[ -3, \, 4 \right]", "Thus, the solution set is"),
      "\\left[ \\right] and a thin space"),
    m("x_m_ok_exp_reordered", "B", G_EXP, "correct", "boxed", EXP_LLAMA + LLAMA_END.format("-15 + 7x + 2x^{2}"), "terms in another order"),
    m("x_m_exp_sign_slip", "A", G_EXP, "wrong", "boxed", r"Expanding, $(2x - 3)(x + 5) = 2x^2 + 10x + 3x - 15 = \boxed{2x^2 + 13x - 15}$.",
      "-3x taken as +3x"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_md_strike_gold_then_other", "A", "273", "wrong", "answer_colon",
      CK_CALC + "~~**Answer: $273**~~\n\nOops, I misread: the boxes hold 6 cookies. 468 / 6 = 78 boxes, 78 * 7 = $546.\n\n**Answer: $546**",
      "the struck gold, then a corrected 546"),
    g("n_llama_struck_box_only", "A", "273", "no_answer", "boxed",
      CK_LLAMA + "The final answer is: ~~$\\boxed{273}$~~",
      "the only box struck out, nothing after"),
    g("n_hash_value_not_right", "A", "273", "wrong", "hash",
      CK_CALC + "#### 273\nHmm, 273 is not right; I need to recheck how many cookies go in a box.",
      "the model marks its own value wrong and stops"),
    g("n_verify_table_gold_crossed", "A", "273", "wrong", "hash",
      CK_SIX + "\n| Candidate | Check | Result |\n|---|---|---|\n| $273 | boxes of 12 | ✗ |\n| $546 | boxes of 6 | ✓ |\n\n#### 546",
      "a verification table marks 273 ✗ and 546 ✓"),
    g("n_hash_cross_emoji_stop", "A", "251", "wrong", "hash",
      TU_CALC + "#### 251 ❌\nLet me recount the rows.",
      "the model marks 251 wrong and stops"),
    g("n_final_not_then_nothing", "A", "10.5", "no_answer", "final_answer_phrase",
      "Each bottle holds 1.75 L, so 6 bottles hold 6 * 1.75 = 10.5 L.\nFinal answer: not 10.5 L — I think I misread the bottle size.",
      "the value negated, nothing after"),
    g("n_answer_is_not_stop", "A", "46", "no_answer", "answer_is",
      STK_R1 + STK + "Hmm, re-reading the problem, the answer is not 46.", "the value negated, nothing after"),
    g("n_ok_struck_other_then_box", "B", "273", "correct", "boxed",
      CK_LLAMA + "The final answer is: ~~$\\boxed{280}$~~ $\\boxed{273}$", "a struck 280, then the gold boxed"),
    g("n_ok_not_divisible_note", "B", "273", "correct", "hash",
      CK_CALC + "(Note: 468 is not divisible by 7, but that doesn't matter here.)\n#### 273", "'not' in a note about another number"),
    g("n_ok_answer_not_other", "B", "273", "correct", "answer_colon",
      CK_CALC + "**Answer:** $273 (not $280 — there are 39 boxes, not 40)", "two other values negated after the gold"),
    g("n_ok_verify_table", "B", "273", "correct", "hash",
      CK_CALC + "\n| Candidate | Check | Result |\n|---|---|---|\n| $280 | 40 boxes | ✗ |\n| $273 | 39 boxes | ✓ |\n\n#### 273",
      "a verification table marks 280 ✗ and 273 ✓"),
    g("n_ok_negative_balance_sentence", "B", "-26", "correct", "hash",
      RAJ + "A negative balance doesn't mean he has no money at all; it means he owes the store $26.\n#### -26",
      "'negative', 'doesn't' and 'no' in the sentence, not a negation of the value"),
    g("n_ok_table_struck_row", "B", "615", "correct", "hash",
      "| Item | Amount |\n|---|---:|\n| Price | $18,450 |\n| Down payment | $3,690 |\n| Monthly payment | ~~$768.75~~ $615 |\n\n"
      "I first divided the full price by 24; the 20% down payment comes off first.\n#### 615",
      "a struck wrong value in the table, then the gold"),
    m("n_m_struck_box_redo", "A", G_CYL, "no_answer", "boxed",
      CYL + "~~$V = \\boxed{80\\pi}$~~\n\nHmm, I need to redo this with the diameter.",
      "the only box struck out, no new value"),
    m("n_m_complement", "A", G_INT, "wrong", "boxed",
      INT.replace("at most $0$ between", "at least $0$ outside").replace(", endpoints included", "") +
      r"So the solution set is $\boxed{\mathbb{R} \setminus (-3, 4)}$.",
      "the complement of the open interval; [-3, 4] is not it"),
    m("n_m_roots_zero_crossed", "A", G_ROOTS, "wrong", "boxed",
      ROOTS + "Candidates: $x = -2$ ✓, $x = 0$ ✗ (we divided by $x$), $x = 2$ ✓.\n$\\boxed{-2, 2}$",
      "the root 0 crossed out; two roots of three"),
    m("n_m_minerva_not_sure", "A", G_BASE, "wrong", "minerva",
      BASE + "Final Answer: The final answer is $1045_6$. I am not sure this is correct.",
      "a stated doubt after the answer (round 6's decision: a hedge)"),
    m("n_m_qwen_incorrect_stop", "A", G_TRI, "wrong", "boxed",
      TRI_QWEN + qbox("105^\\circ") + "\n\nHowever, this answer is incorrect because the ratio should be applied to the exterior angles.",
      "the model calls its box incorrect and gives nothing new"),
    m("n_m_ok_box_then_not_note", "B", G_UNI, "correct", "boxed",
      UNI + r"$\boxed{(-\infty,-1)\cup(3,\infty)}$" + "\n\nNote: $x = 3$ is not allowed (division by zero), and $x = -1$ gives $0$, which is not $> 0$.",
      "notes with 'not' and other numbers after the box"),
    m("n_m_ok_roots_candidates", "B", G_ROOTS, "correct", "boxed",
      ROOTS + "Candidates: $x = 0$ ✓, $x = 2$ ✓, $x = -2$ ✓, $x = 4$ ✗.\n$\\boxed{-2, 0, 2}$",
      "a candidate list with ✗ on another value"),
    m("n_m_ok_inv_ne_note", "B", G_INV, "correct", "boxed",
      INV + r"(Note that $f^{-1}(x) \ne \frac{1}{f(x)}$.) So $f^{-1}(x) = \boxed{\frac{x+7}{3}}$.",
      "a \\ne in a note before the box"),
    m("n_m_ok_struck_then_box", "B", G_DAY, "correct", "boxed",
      DAY_LLAMA + r"~~Sunday~~ Counting two days on from Saturday: Sunday, Monday. $\boxed{\text{Monday}}$",
      "a struck wrong day, then the gold"),
    m("n_m_ok_not_exterior", "B", G_TRI, "correct", "boxed",
      TRI_R1 + TRI + r"(This is the interior angle, not an exterior one: the exterior angle there is $75^\circ$.) $\boxed{105}$",
      "another angle negated, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_eggs_dozen", "A", "27", "wrong", "hash", EGG_R1 + EGG + "#### 27 dozen",
      "the working counts 27 eggs; 27 dozen is 324 eggs"),
    g("u_stickers_less", "A", "46", "wrong", "hash",
      "Tom has 64 stickers and Ben has 18, so Ben has 64 - 18 = 46 less than Tom.\n#### 46 less",
      "the model reads 18 as Ben's count and answers the difference '46 less'; the number equals the gold "
      "but the words make it a difference, not Ben's count; debatable: a grader reading only the number "
      "would accept it", True),
    g("u_car_per_year", "A", "615", "wrong", "hash", CAR_R1 + "#### $615 per year",
      "the working gives a monthly payment; $615 a year is another quantity"),
    g("u_movie_hours_decimal_minutes", "A", "324", "wrong", "hash",
      MOVIE_R1 + "That's 5 hours and 24 minutes.\n#### 5.24 hours", "5 h 24 min written as 5.24 hours (= 314.4 minutes)"),
    g("u_juice_ml", "A", "10.5", "wrong", "hash", JUICE_QWEN + "#### 10.5 mL", "the working is in litres; 10.5 mL is another quantity"),
    g("u_salary_per_month", "A", "41150", "wrong", "hash", SAL_LLAMA + "#### $41,150 per month",
      "the working gives a yearly total; per month is another quantity"),
    g("u_cookies_boxes", "A", "273", "wrong", "hash", CK_CALC + "#### 273 boxes",
      "the working says 39 boxes and $273; '273 boxes' is another quantity"),
    g("u_balance_unsigned_short", "A", "-26", "wrong", "hash", RAJ_R1 + RAJ + "He is $26 short.\n#### 26",
      "the sign of the balance dropped"),
    g("u_movie_seconds", "A", "324", "wrong", "hash", MOVIE_R1 + "#### 324 seconds", "the working counts minutes"),
    g("u_eggs_about_two_dozen", "A", "27", "wrong", "hash", EGG + "That's a bit over 2 dozen.\n#### 2 dozen",
      "2 dozen = 24 eggs, a rounding of 27"),
    g("u_ok_stickers_fewer_note", "B", "46", "correct", "hash", STK_R1 + STK + "#### 46 (18 fewer than Tom's 64)",
      "a note after the value with two other numbers"),
    g("u_ok_eggs_paren_dozen", "B", "27", "correct", "hash", EGG_R1 + EGG + "#### 27 eggs (2 dozen and 3)", "a note restating 27"),
    g("u_ok_eggs_dozen_equal", "B", "27", "correct", "hash",
      EGG_R1 + EGG + "That is 27 / 12 = 2.25 dozen.\n#### 2.25 dozen",
      "2.25 dozen = 27 eggs, equal in value; debatable: rounds 1 and 5 decided dozen is a unit the "
      "checker need not convert", True),
    g("u_ok_car_per_month", "B", "615", "correct", "hash", CAR_QWEN + "#### $615 per month", "per month, as the working"),
    g("u_ok_car_for_months", "B", "615", "correct", "hash", CAR_R1 + "#### $615 each month for 24 months",
      "another number (24) after the value"),
    g("u_ok_movie_h_min", "B", "324", "correct", "hash", MOVIE_R1 + "#### 5 h 24 min",
      "5 h 24 min = 324 minutes (round 12's decision: equal in value)"),
    g("u_ok_juice_ml_equal", "B", "10.5", "correct", "hash", JUICE_QWEN + "That is 10,500 mL.\n#### 10,500 mL",
      "10,500 mL = 10.5 L, equal in value; debatable: round 5 decided units are not converted", True),
    g("u_ok_seed_percent_word", "B", "62.5", "correct", "hash", SEED_LLAMA + "#### 62.5 percent", "the word percent"),
    g("u_ok_balance_overdrawn", "B", "-26", "correct", "hash", RAJ_R1 + RAJ + "#### 26 dollars overdrawn",
      "overdrawn by $26 is a balance of -26; debatable: the sign is in a word, like round 13's "
      "'18 degrees below zero'", True),

    m("u_m_base_subscript_ten", "A", G_BASE, "wrong", "boxed", BASE_R1 + r"$\boxed{1045_{10}}$",
      "1045 in base 10 is not 245"),
    m("u_m_base_given_value", "A", G_BASE, "wrong", "boxed",
      BASE + r"So the number is $\boxed{245}$.",
      "the question's own number 245, not its base-6 form; debatable: 245 equals 1045_6 in value", True),
    m("u_m_prob_percent_rounded", "A", G_PROB, "wrong", "boxed", PROB_QWEN + qbox("13.3\\%"), "13.3 % is a rounding"),
    m("u_m_tri_other_angle_deg", "A", G_TRI, "wrong", "boxed", TRI_QWEN + qbox("15^\\circ"), "k = 15 degrees, not the angle"),
    m("x_m_cyl_pi_squared", "A", G_CYL, "wrong", "boxed",
      CYL_LLAMA + r"The final answer is: $\boxed{80\pi^2}$", "80\\pi^2, a squared pi"),
    m("u_m_ok_tri_circ", "B", G_TRI, "correct", "boxed", TRI_QWEN + qbox("105^\\circ"), "a degree sign"),
    m("u_m_ok_tri_degree_char", "B", G_TRI, "correct", "boxed", TRI_R1 + TRI + r"$\boxed{105°}$", "the Unicode degree sign"),
    m("u_m_ok_cyl_cm3", "B", G_CYL, "correct", "boxed", CYL_LLAMA + r"The final answer is: $\boxed{80\pi \text{ cm}^3}$", "cubic centimetres"),
    m("u_m_ok_base_six_word", "B", G_BASE, "correct", "boxed", BASE + r"$\boxed{1045_{\text{six}}}$", "the base in words"),
    m("u_m_ok_miss_arrangements", "B", G_MISS, "correct", "boxed", MISS + r"$= \boxed{34{,}650 \text{ arrangements}}$", "a noun after the count"),
    m("u_m_ok_cpx_thin_space", "B", G_CPX, "correct", "boxed", CPX + r"$= \boxed{14 + 5\,i}$", "a thin space before i"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_r1_box_then_wait_actually", "A", "273", "wrong", "boxed",
      CK_R1 + CK_SUM + "The bakery makes $\\boxed{273}$ dollars.\n\nWait, actually it's 280 — 13 × 36 is 480, not 468, "
      "so there are 40 boxes and 40 × $7 = $280.\n\n" + r1final("280"),
      "a right box, then 'Wait, actually' and a final box 280"),
    g("r_r1_box_then_wait_no_box", "A", "273", "wrong", "boxed",
      CK_R1 + CK_SUM + "So the answer is $\\boxed{273}$.\n\nWait, actually it's 280, since 468 ÷ 12 is 40, not 39.",
      "an explicit correction to 280 after the box, not boxed"),
    g("r_llama_recheck_other", "A", "273", "wrong", "boxed",
      CK_LLAMA + "The final answer is: $\\boxed{273}$\n\n## Step 4: Re-check the box size\nHmm, the boxes hold 6 cookies, "
      "not 12. So 468 / 6 = 78 boxes and 78 * 7 = $546.\n\nThe final answer is: $\\boxed{546}$",
      "a Llama 3 re-check step after the final line, then a second final line"),
    g("r_withdrawn_start_over", "A", "615", "wrong", "hash",
      CAR_QWEN + "#### 615\n\nHmm, wait. I think I applied the 20% to the wrong amount. Let me start over.",
      "a withdrawn answer with nothing new"),
    g("r_hash_then_add_breaks", "A", "324", "wrong", "hash",
      MOVIE_R1 + "#### 324\n\nBut we must add the two 15-minute breaks between the films: 324 + 30 = 354 minutes.\n#### 354",
      "a second #### line after an added step"),
    g("r_hash_then_actually_more", "A", "46", "wrong", "hash",
      STK_R1 + STK + "#### 46\nActually, I misread: Ben has 18 more than Tom, so 64 + 18 = 82.\n#### 82", "a retraction to 82"),
    g("r_r1_seed_second_guess", "A", "62.5", "wrong", "boxed",
      SEED_R1 + "62.5% of the seeds germinated: $\\boxed{62.5}$.\n\nWait, actually the question asks what percent did "
      "not sprout: 27 / 72 = 0.375, so $\\boxed{37.5}$.",
      "a second-guess to the complement 37.5 (27 / 72 = 0.375)"),
    g("r_multipart_extra_last", "A", "615", "wrong", "hash",
      CAR_CALC + "(a) Monthly payment: $615\n(b) Total paid in the first year: 12 * 615 = $7,380\n\n#### 7380",
      "a part the model added answers last (12 * 615 = 7380)"),
    g("r_truncated_hash", "A", "41150", "no_answer", "truncated", SAL_CALC + "#### 41,1",
      "the #### line cut inside the number"),
    g("r_truncated_box_prefix", "A", "273", "no_answer", "truncated",
      CK_R1 + CK_SUM + "So the bakery makes $\\boxed{27", "cut inside the box; 27 is a prefix of 273"),
    g("r_truncated_summary", "A", "251", "no_answer", "truncated",
      TU_LLAMA + "## Step 4: State the final answer\nLena plants a total of", "cut before the value"),
    g("r_r1_summary_box_mismatch", "A", "273", "wrong", "boxed",
      CK_R1 + CK_SUM + r1final("280"),
      "the thinking and the summary say $273, the R1-distill final box says 280: two different final answers"),
    g("r_qwen_box_then_tax", "A", "615", "wrong", "boxed",
      CAR_QWEN + qbox("615") + "\n\nWait, a car purchase includes 8% sales tax, so let me recompute: 18,450 × 1.08 = "
      "19,926; 80% of that is 15,940.80, and 15,940.80 ÷ 24 = 664.20.\n\n" + qbox("664.20"),
      "a right box, then a second-guess with an invented tax (18450 * 1.08 = 19926; * 0.8 = 15940.8; / 24 = 664.2)"),
    g("r_calc_annotation_cut", "A", "615", "no_answer", "truncated",
      "The down payment is 18450 * 0.20 = $<<18450*0.20=3690>>3690.\n"
      "The remaining balance is 18450 - 3690 = $<<18450-3690=14760>>14760.\n"
      "Each monthly payment is 14760 / 24 = $<<14760/24=615>>",
      "cut right after the calculator annotation; 615 only inside it"),
    g("r_ok_wait_confirm", "B", "273", "correct", "boxed",
      CK_R1 + CK_SUM + "$\\boxed{273}$\n\nWait, let me re-check: 13 × 36 = 468, 468 ÷ 12 = 39, 39 × 7 = 273. Yes, $273 is correct.",
      "a re-check with other numbers that confirms"),
    g("r_ok_llama_summary_step", "B", "273", "correct", "boxed",
      CK_LLAMA + "## Step 4: Summary\nThe bakery sells 39 boxes of 12 cookies for a total of $273.\n\nThe final answer is: $\\boxed{273}$",
      "a summary step restating the answer"),
    g("r_ok_hash_then_explanation", "B", "615", "correct", "hash",
      CAR_R1 + "#### 615\n\nExplanation: Sam pays $3,690 up front and then 24 payments of $615, for $18,450 in total.",
      "an explanation with other numbers after ####"),
    g("r_ok_invented_user_other", "B", "273", "correct", "boxed",
      CK_QWEN + qbox("273") + IM_USER + "What if the boxes held 6 cookies?" + IM_ASSIST +
      "Then 468 / 6 = 78 boxes and 78 × 7 = \\(\\boxed{546}\\).",
      "an invented next turn with its own answer (does not count)"),
    g("r_invented_user_gold", "A", "46", "wrong", "boxed",
      "Ben has 18 more than Tom, so 64 + 18 = 82 stickers.\n\\(\\boxed{82}\\)" + IM_USER +
      "That's wrong, Ben has fewer. Try again." + IM_ASSIST + "You're right, I apologize. Ben has 64 - 18 = \\(\\boxed{46}\\) stickers.",
      "the model's answer is 82; the gold is only in an invented next turn; debatable: the invented "
      "assistant turn corrects it", True),
    g("r_ok_first_then_corrected", "B", "46", "correct", "hash",
      "Ben has 64 + 18 = 82 stickers.\n#### 82\nWait, 'fewer' means subtract: 64 - 18 = 46.\n#### 46",
      "an explicit correction to the gold"),
    g("r_ok_two_parts_last_gold", "B", "615", "correct", "hash",
      CAR_CALC + "(a) Down payment: $3,690\n(b) Monthly payment: $615\n\n#### 615", "two parts answered, the last is the gold"),
    g("r_ok_seed_wait_back", "B", "62.5", "correct", "boxed",
      SEED_R1 + "$\\boxed{62.5}$\n\nHmm, wait — does it ask for the ones that failed? Re-reading: it asks what percent "
      "germinated. So 62.5% stands.", "a second-guess that keeps the value"),
    m("r_m_box_then_strict", "A", G_INT, "wrong", "boxed",
      INT_R1 + r"$\boxed{[-3, 4]}$" + "\n\nWait, actually I misread — the inequality is strict, $x^2 - x - 12 < 0$, so the "
      r"endpoints are excluded: $\boxed{(-3, 4)}$.", "a retraction to the open interval"),
    m("r_m_llama_matrix_correction", "A", G_MAT, "wrong", "boxed",
      MAT_LLAMA + r"The final answer is: $\boxed{" + MAT_BOX + "}$\n\n" +
      r"Hmm, let me re-check. Wait, I negated the wrong entries; the inverse should be $\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}$.",
      "a correction (to a wrong matrix) after the final line"),
    m("r_m_base_wait_reverse", "A", G_BASE, "wrong", "boxed",
      BASE_R1 + r"$\boxed{1045_6}$" + "\n\nWait, actually the remainders are read from the first one: $5, 4, 0, 1$. "
      r"So the answer is $\boxed{5401_6}$.", "a retraction to the reversed digits"),
    m("r_m_cpx_incorrect_cut", "A", G_CPX, "wrong", "boxed",
      CPX + r"$= \boxed{14+5i}$" + "\n\nWait, this is incorrect. Let's recompute more carefully: $2 \\cdot 1 = 2$, "
      r"$2 \cdot 4i = 8i$, $-3i \cdot 1 = -3i$, $-3i \cdot 4i =",
      "the model withdraws its box and is cut before a new value"),
    m("r_m_day_wait_sunday", "A", G_DAY, "wrong", "boxed",
      DAY_R1 + r"$\boxed{\text{Monday}}$" + "\n\nWait, actually if we count Saturday itself as day 1, day 100 is a Sunday. "
      "So the answer is Sunday.", "a retraction to Sunday"),
    m("r_m_mix_conversion_slip", "A", G_MIX, "wrong", "boxed",
      MIX + r"$= \boxed{\frac{19}{8}}$" + "\n\nAs a mixed number, this is $2\\frac{1}{8}$.",
      "a restatement that is another value (2 1/8 = 17/8): two different final answers; debatable: the boxed "
      "value is the marked answer and the restatement a slip", True),
    m("r_m_vertex_then_min_box", "A", G_VTX, "wrong", "boxed",
      VTX_R1 + r"The vertex is $\boxed{(-4, -6)}$." + "\n\nSo the minimum value of the function is $\\boxed{-6}$.",
      "a second box answering another part"),
    m("r_m_miss_truncated", "A", G_MISS, "no_answer", "truncated", MISS_QWEN + r"Thus, the answer is \(\boxed{34,\!6", "cut inside the box"),
    m("r_m_tan_truncated_frac", "A", G_TAN, "no_answer", "truncated", TAN_R1 + TAN + r"$= \boxed{-\frac{\sqrt{3}}{", "cut inside the box"),
    m("r_m_llama_reread_other_product", "A", G_EXP, "wrong", "boxed",
      EXP_LLAMA + LLAMA_END.format("2x^2 + 7x - 15") + "\n\nHmm, let me re-read the problem: it asks for $(2x + 3)(x - 5)$. "
      r"Then $2x^2 - 10x + 3x - 15 = 2x^2 - 7x - 15$." + "\n\n" + LLAMA_END.format("2x^2 - 7x - 15"),
      "a right final line, then a re-read and a second final line 2x^2 - 7x - 15"),
    m("r_m_bcancel_only", "A", G_EXP, "no_answer", "boxed",
      EXP_LLAMA + r"The final answer is: $\require{cancel}\boxed{\bcancel{2x^2 + 7x - 15}}$",
      "the only box cancelled (\\bcancel), nothing after"),
    m("r_m_ok_box_then_endpoint_checks", "B", G_INT, "correct", "boxed",
      INT_R1 + r"$\boxed{[-3, 4]}$" + "\n\nCheck: at $x = -3$, $9 + 3 - 12 = 0 \\le 0$ ✓; at $x = 5$, $25 - 5 - 12 = 8 > 0$, excluded ✓.",
      "checks with other numbers after the box"),
    m("r_m_ok_matrix_product_check", "B", G_MAT, "correct", "boxed",
      MAT + r"$A^{-1} = \boxed{" + MAT_BOX + "}$\n\n" +
      r"Check: $\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix} = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}$ ✓",
      "a check whose last matrix is the identity"),
    m("r_m_ok_base_check", "B", G_BASE, "correct", "boxed",
      BASE_R1 + r"$\boxed{1045_6}$" + "\n\nCheck: $1 \\cdot 6^3 + 0 \\cdot 6^2 + 4 \\cdot 6 + 5 = 216 + 24 + 5 = 245$ ✓",
      "a check ending on 245"),
    m("r_m_ok_cpx_alternative", "B", G_CPX, "correct", "boxed",
      CPX_R1 + r"$(2 - 3i)(1 + 4i) = \boxed{14 + 5i}$" + "\n\nAlternatively, $|2 - 3i|^2 |1 + 4i|^2 = 13 \\cdot 17 = 221 = 14^2 + 5^2$ ✓.",
      "a modulus check after the box (196 + 25 = 221)"),
    m("r_m_ok_day_wait_confirm", "B", G_DAY, "correct", "boxed",
      DAY_LLAMA + r"$\boxed{\text{Monday}}$" + "\n\nWait — does 'after' count Saturday itself? No: 1 day after Saturday is Sunday, so 100 days after is Monday.",
      "a 'Wait' that confirms"),
    m("r_m_ok_mix_then_mixed", "B", G_MIX, "correct", "boxed",
      MIX_R1 + r"$\frac{5}{8} + \frac{7}{4} = \boxed{\frac{19}{8}}$" + "\n\nAs a mixed number, $2\\frac{3}{8}$.", "a right restatement"),
    m("r_m_ok_vertex_then_axis", "B", G_VTX, "correct", "boxed",
      VTX_R1 + r"The vertex is $\boxed{(-4, -6)}$." + "\n\nThe axis of symmetry is the line $x = -4$.", "a remark after the box"),
    m("r_m_ok_miss_minerva", "B", G_MISS, "correct", "minerva", MISS + MINERVA.format("$34,\\!650$"), "a Minerva line"),
    m("r_m_ok_inv_then_check", "B", G_INV, "correct", "boxed",
      INV_R1 + r"$f^{-1}(x) = \boxed{\frac{x+7}{3}}$" + "\n\nCheck: $f(f^{-1}(x)) = 3 \\cdot \\frac{x+7}{3} - 7 = x$ ✓.",
      "a check ending on x"),
    m("r_m_ok_roots_invented_turn", "B", G_ROOTS, "correct", "boxed",
      ROOTS_R1 + LLAMA_END.format("-2, 0, 2") + EOT_USER + "Now solve $x^3 - 9x = 0$." + EOT_ASSIST +
      r"$x(x - 3)(x + 3) = 0$, so the roots are $\boxed{-3, 0, 3}$.",
      "an invented Llama 3 user turn with its own answer"),

    # ================================================================ 7. quoted, reported, hypothetical, examples, code
    g("q_r1_user_claim_then_own", "A", "273", "wrong", "boxed",
      "<think>\nThe user suggests the answer is 273, but let me verify that myself. The problem says each box holds "
      "6 cookies. 13 * 36 = 468 cookies, 468 / 6 = 78 boxes, 78 * 7 = 546. So 546, not 273.\n</think>\n\n"
      "The bakery makes 78 × $7 = $\\boxed{546}$.", "the gold as the user's claim; the model's own 546"),
    g("q_hypothetical_price", "A", "273", "wrong", "hash",
      "The bakery fills 468 / 12 = <<468/12=39>>39 boxes.\nIf each box sold for $7, it would make 39 * 7 = $273. "
      "But on Saturdays the boxes sell for $9, so it makes 39 * 9 = $<<39*9=351>>351.\n#### 351",
      "the gold in a counterfactual; the model's 351"),
    g("q_remembered_problem", "A", "251", "wrong", "hash",
      "<think>\nThis is like a problem I've seen where 8 rows of 17 and 5 rows of 23 gave 251 flowers. Here the "
      "daffodil rows have 21 each, so 5 * 21 = 105, and 136 + 105 = 241.\n</think>\n\n"
      "Lena plants 136 tulips and 105 daffodils.\n#### 241",
      "the gold from a remembered problem; the model's own 241"),
    g("q_classmate_then_own", "A", "615", "wrong", "hash",
      "My classmate got $615, but I think the 20% is a fee added on top, not a down payment. "
      "18,450 / 24 = $768.75.\n#### 768.75", "the gold reported; the model's 768.75"),
    g("q_would_without_bonus_condition", "A", "41150", "wrong", "hash",
      SAL + "But the bonus is only paid if she stays the whole year, which isn't guaranteed. So her guaranteed "
      "earnings are $39,300.\n#### 39300", "the gold in the working, then the model settles on 39,300"),
    g("q_verify_request_cut", "A", "615", "no_answer", "truncated",
      "You asked whether each payment is $615. Let's check. The down payment is 20% of $18,450, which is",
      "the gold only in the user's question as reported; cut before any answer"),
    g("q_code_output_disagrees", "A", "273", "wrong", "prose_sentence",
      "```python\ncookies = 13 * 36\nboxes = cookies // 12\nprint(boxes * 7)\n```\n```output\n273\n```\n"
      "The code shows the bakery fills 40 boxes, so it makes 40 × $7 = $280.",
      "the code prints 273, the model's stated answer is 280"),
    g("q_code_comment_gold", "A", "273", "wrong", "hash",
      "```python\ncookies = 13 * 36   # 468\nboxes = cookies // 6   # boxes of 6 (boxes of 12 would give 39 boxes, $273)\n"
      "print(boxes * 7)\n```\n```output\n546\n```\n#### 546", "the gold in a code comment about another reading"),
    g("q_invented_grader_turn", "A", "251", "wrong", "hash",
      "Lena plants 8 * 17 = <<8*17=136>>136 tulips and 5 * 23 = <<5*23=115>>115 daffodils, "
      "so 136 + 115 = <<136+115=241>>241 flowers.\n#### 241\n\nUser: The correct total is 251.",
      "an addition slip (241); the gold only in an invented user line"),
    g("q_ok_example_first", "B", "273", "correct", "hash",
      "For example, if the bakery sold only 10 boxes, it would make 10 * 7 = $70.\n" + CK_CALC + "#### 273",
      "a worked example with other numbers first"),
    g("q_ok_common_mistake", "B", "615", "correct", "hash",
      "A common mistake is to divide the full price: 18,450 / 24 = 768.75. But the 20% down payment comes first.\n"
      + CAR_CALC + "#### 615", "a reported wrong method, then the gold"),
    g("q_ok_hypothetical_then_gold", "B", "41150", "correct", "hash",
      "Without the bonus she would earn 12 * $3,275 = $39,300; with it, $39,300 + $1,850 = $41,150.\n#### 41150",
      "a hypothetical with another value, then the gold"),
    g("q_ok_code_output_then_box", "B", "273", "correct", "boxed",
      "```python\ncookies = 13 * 36\nboxes = cookies // 12\nrevenue = boxes * 7\nprint(cookies, boxes, revenue)\n```\n"
      "```output\n468 39 273\n```\nThe bakery makes $\\boxed{273}$ dollars.", "code, output, box"),
    g("q_ok_code_output_last", "B", "10.5", "correct", "bare_last_line",
      "Let me compute this with Python.\n```python\nbottles = 6\nlitres_each = 1.75\nprint(bottles * litres_each)\n```\n```output\n10.5\n```",
      "the completion ends on the printed output; debatable: no answer statement after the output", True),
    g("q_ok_if_fewer_then", "B", "46", "correct", "hash",
      "If Ben had 18 more, he would have 82. He has 18 fewer, so he has 64 - 18 = 46.\n#### 46",
      "a counterfactual other value, then the gold"),

    m("q_m_strict_hypothetical", "A", G_INT, "wrong", "boxed",
      r"If the inequality were $\le$, the answer would be $[-3, 4]$; since it is strict, the endpoints are excluded and "
      r"the answer is $\boxed{(-3, 4)}$.", "the gold hypothetical; the model's open interval"),
    m("q_m_answer_key_disputed", "A", G_MISS, "wrong", "boxed",
      r"The answer key says $34,\!650$, but I think that divides by $2!$ for no reason. $\frac{11!}{4!\,4!} = \boxed{69,\!300}$.",
      "the gold reported from a key; the model's 69,300"),
    m("q_m_invented_user_claims", "A", G_TRI, "wrong", "boxed",
      r"The middle angle is $3k = 3 \cdot 15^\circ = \boxed{45^\circ}$." + IM_USER + "The largest is 105°, right?<|im_end|>",
      "the model boxes the middle angle; the gold only in an invented user turn"),
    m("q_m_misread_example", "A", G_ROOTS, "wrong", "boxed",
      r"For instance, $x^3 - 4x$ has the roots $-2, 0, 2$. Our polynomial is $x^3 - 4x^2 = x^2(x - 4)$, so the roots are $\boxed{0, 4}$.",
      "the gold in an example; the model's answer for a misread polynomial"),
    m("q_m_prove_claim_cut", "A", G_INT, "no_answer", "truncated",
      r"We are asked to show that the solution set is $[-3, 4]$. First, we factor the quadratic: $x^2 - x - 12 =",
      "the gold only as a restated claim; cut"),
    m("q_m_code_output_typo", "A", G_MIX, "wrong", "boxed",
      "```python\nfrom fractions import Fraction\nprint(Fraction(5, 8) + Fraction(7, 4))\n```\n```output\n19/8\n```\n"
      r"So the sum is $\boxed{\frac{19}{4}}$.", "the output is 19/8, the box 19/4"),
    m("q_m_sympy_output_other", "A", G_MAT, "wrong", "boxed",
      "```python\nfrom sympy import Matrix\nA = Matrix([[2, 1], [5, 3]])\nprint(A.inv())\nprint(A.det())\n```\n"
      "```output\nMatrix([[3, -1], [-5, 2]])\n1\n```\nThe determinant is $\\boxed{1}$.",
      "the output holds the inverse; the model boxes the determinant"),
    m("q_m_hint_then_own", "A", G_CPX, "wrong", "boxed",
      "<think>\nThe hint says $14 + 5i$, but let me compute myself. $2 + 8i - 3i - 12i^2$. With $i^2 = 1$... "
      "$2 + 5i - 12 = -10 + 5i$.\n</think>\n\n$\\boxed{-10+5i}$", "the gold as a hint; the model's -10 + 5i"),
    m("q_m_remembered_inverse", "A", G_INV, "wrong", "boxed",
      "<think>\nI remember that $f(x) = 3x - 7$ has the inverse $\\frac{x+7}{3}$. But here $f(x) = 3x + 7$, so "
      "$y = 3x + 7$ gives $x = \\frac{y - 7}{3}$.\n</think>\n\n$f^{-1}(x) = \\boxed{\\frac{x-7}{3}}$",
      "the gold from a remembered problem; the model's own (x - 7)/3"),
    m("q_m_ok_strict_hypothetical_then_gold", "B", G_INT, "correct", "boxed",
      r"If the inequality were strict, the answer would be $(-3, 4)$; since it is $\le$, we include the endpoints: $\boxed{[-3,4]}$.",
      "a hypothetical other interval, then the gold"),
    m("q_m_ok_example_box_first", "B", G_RAD, "correct", "boxed",
      r"For example, $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$ by the same method. Now, $\sqrt{180} = \sqrt{36 \cdot 5} = \boxed{6\sqrt{5}}$.",
      "a worked example with another value first"),
    m("q_m_ok_sympy_output_box", "B", G_MAT, "correct", "boxed",
      "```python\nfrom sympy import Matrix\nprint(Matrix([[2, 1], [5, 3]]).inv())\n```\n```output\nMatrix([[3, -1], [-5, 2]])\n```\n"
      r"So $A^{-1} = \boxed{" + MAT_BOX + "}$.", "sympy output, then the box"),
    m("q_m_ok_fraction_output_box", "B", G_PROB, "correct", "boxed",
      "```python\nfrom fractions import Fraction\nfrom math import comb\nprint(Fraction(comb(4, 2), comb(10, 2)))\n```\n"
      "```output\n2/15\n```\n" + r"The probability is $\boxed{\dfrac{2}{15}}$.", "tool output and a \\dfrac box"),
    m("q_m_ok_reported_wrong_method", "B", G_CYL, "correct", "boxed",
      r"One might compute $\pi \cdot 4 \cdot 5 = 20\pi$, but that forgets to square the radius. " + CYL + r"$= \boxed{80\pi}$",
      "a wrong method named, then the gold"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_loop_cut", "A", "41150", "no_answer", "truncated",
      "<think>\nNadia earns $3,275 a month. 12 * 3275 = 39300. 39300 + 1850 = 41150. "
      + "Wait, let me re-check. 12 * 3275 = 39300. 39300 + 1850 = 41150. " * 60 + "Wait, let me re-check. 12 * 32",
      "a degenerate re-check loop (about 4 KB) cut inside the thinking; 41150 only in the loop"),
    g("b_ok_loop_then_answer", "B", "41150", "correct", "tag",
      "<think>\nNadia earns $3,275 a month. 12 * 3275 = 39300. 39300 + 1850 = 41150. "
      + "Hmm, let me re-check. 12 * 3275 = 39300. 39300 + 1850 = 41150. " * 40 + "Okay, I'm confident.\n</think>\n"
      "<answer>41150</answer>", "a long re-check loop, then the tag"),
    g("b_zwsp_other", "A", "273", "wrong", "hash", CK_CALC.replace("273.\n", "280.\n") .replace("=273>>", "=280>>") + "#### 28\u200b0",
      "280 with a zero-width space inside (the working slips to 280 as well)"),
    g("b_thin_space_other", "A", "41150", "wrong", "hash", SAL + "#### 41\u2009105", "41 105 with a thin space (digits swapped)"),
    g("b_fullwidth_other", "A", "273", "wrong", "hash", CK_CALC + "#### ２８０", "fullwidth 280"),
    g("b_ok_thin_space", "B", "41150", "correct", "hash", SAL + "#### 41\u2009150", "a thin space (U+2009) as the separator"),
    g("b_ok_narrow_nbsp", "B", "41150", "correct", "hash", SAL + "#### $41\u202f150", "a narrow no-break space (U+202F)"),
    g("b_ok_zwsp_inside", "B", "273", "correct", "hash", CK_CALC + "#### 27\u200b3", "a zero-width space inside 273"),
    g("b_ok_unicode_minus", "B", "-26", "correct", "hash", RAJ_R1 + RAJ + "#### \u221226", "U+2212 minus"),
    g("b_ok_crlf_r1", "B", "273", "correct", "tag", (CK_R1 + "<answer>273</answer>").replace("\n", "\r\n"), "Windows line ends"),
    g("b_ok_nul_after_hash", "B", "273", "correct", "hash", CK_CALC + "#### 273\x00",
      "a NUL after the right answer; debatable: a NUL anywhere makes the pair bad input", True),

    m("b_m_vulgar_mixed_other", "A", G_MIX, "wrong", "boxed", MIX + r"$= \boxed{2⅝}$", "2⅝ = 21/8"),
    m("b_m_unicode_sqrt_sign_lost", "A", G_TAN, "wrong", "boxed", TAN + r"$= \boxed{√3}$", "the minus lost"),
    m("b_m_subscript_base_other", "A", G_BASE, "wrong", "boxed", BASE + r"$= \boxed{1054₆}$", "1054₆ (= 250), the last digits swapped"),
    m("b_m_math_italic_i_other", "A", G_CPX, "wrong", "boxed", CPX + r"$= \boxed{14-5𝑖}$", "the conjugate with a math-italic i"),
    m("b_m_loop_cut", "A", G_DAY, "no_answer", "truncated",
      "<think>\n" + r"$100 = 98 + 2$, so two days after Saturday. " + "Hmm, Sunday is 1, Monday is 2. Wait, let me recount. " * 50
      + "Hmm, Sunday is", "a degenerate loop cut inside the thinking; Monday only in the loop"),
    m("b_m_ok_nbsp_in_box", "B", G_MISS, "correct", "boxed", MISS_QWEN + qbox("34\u00a0650"), "a no-break space as the separator"),
    m("b_m_ok_unicode_minus_sqrt", "B", G_TAN, "correct", "boxed", TAN_R1 + TAN + r"$= \boxed{−√3}$", "U+2212 and √"),
    m("b_m_ok_fraction_slash", "B", G_MIX, "correct", "boxed", MIX + r"$= \boxed{19⁄8}$", "U+2044 fraction slash"),
    m("b_m_ok_vulgar_mixed", "B", G_MIX, "correct", "boxed", MIX + r"$= \boxed{2⅜}$", "a vulgar-fraction mixed number 2⅜"),
    m("b_m_ok_unicode_interval", "B", G_INT, "correct", "boxed", INT_QWEN + qbox("[−3, 4]", "Thus, the solution set is"), "U+2212 in the interval"),
    m("b_m_ok_math_italic_i", "B", G_CPX, "correct", "boxed", CPX + r"$= \boxed{14+5𝑖}$", "a mathematical italic i (U+1D456)"),
    m("b_m_ok_subscript_base", "B", G_BASE, "correct", "boxed", BASE + r"$= \boxed{1045₆}$", "a subscript-digit base"),
    m("b_m_ok_nul_in_think", "B", G_ROOTS, "correct", "boxed",
      ROOTS_R1.replace("Keep all three.", "Keep all three.\x00") + LLAMA_END.format("-2, 0, 2"),
      "a NUL inside the thinking; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_m_ok_long_r1_then_box", "B", G_UNI, "correct", "boxed",
      "<think>\n" + (r"Let me test a point. $x = -2$: $\frac{-1}{-5} > 0$ ✓. $x = 0$: $\frac{1}{-3} < 0$ ✗. "
                     r"$x = 4$: $\frac{5}{1} > 0$ ✓. Hmm, let me test again to be sure. ") * 30
      + "\n</think>\n\n" + r1final(r"(-\infty, -1) \cup (3, \infty)"), "a long repetitive think (about 4 KB), then the box"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-13)")
DECISIONS = {
    "u_ok_eggs_dozen_equal": (
        "accept",
        "N dozen is 12N (session 17, as rounds 14, 20 and 21 label it; until then round 1's decision read dozen as a unit)",
    ),
    "u_ok_juice_ml_equal": ("reject", "units are not converted (round 5: 1500 is not 1.5)"),
    "u_ok_balance_overdrawn": (
        "accept",
        "'overdrawn' puts the sign in a word, as round 13's '18 degrees below zero' (accepted)",
    ),
    "u_m_base_given_value": (
        "reject",
        "245 restates the number to convert; a base-n gold asks for its digits, and a subscript-free "
        "1045 is the form README accepts",
    ),
    "u_stickers_less": (
        "reject",
        "the unit words after the number make it a difference ('46 less'), not the count the working's "
        "subtraction names",
    ),
    "r_m_mix_conversion_slip": (
        "reject",
        "README: two different final answers are wrong; the restatement is the model's last stated value",
    ),
    "r_invented_user_gold": (
        "reject",
        "README: text after the committed answer in an invented next turn does not count; the model "
        "committed to 82",
    ),
    "q_ok_code_output_last": (
        "accept",
        "the printed output of the model's own program is its last stated value, and no other is given",
    ),
    "b_ok_nul_after_hash": _BAD_INPUT,
    "b_m_ok_nul_in_think": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam15", CASES, [], DECISIONS)
