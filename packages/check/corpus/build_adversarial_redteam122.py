r"""Build adversarial_redteam122.jsonl: a hundred-and-twenty-second round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam122", issue 25), written by a helper
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any other round's builder than round 21's, and WITHOUT running the checker, math-verify, sympy or
any grader on the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md
(label conventions), corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were
read. Python was used for plain arithmetic only.

Aim of this round: the probes a tester who knows real model outputs writes for the hidden set, in
English only: the eight classes of the issue, about 32 probes each, about half kind A and half kind
B, a little over half GSM8K, half short and plain, half long realistic completions (R1 `<think>`
blocks with several candidate values and "Wait," self-corrections, Qwen2.5-Math numbered steps
ending in a box, Llama 3 "## Step N:" working and "The final answer is", GSM8K `<<a*b=c>>`
annotations, Minerva "Final Answer:" lines, "**Final Answer**" blocks, bold answers, a table's last
row, trailing checks, completions cut at a token cap, invented next turns after chat end tokens).

Problems, golds and the arithmetic, checked by hand:
GSM8K
- cookies: 18 trays of 24, 275 sold -> 157 (18 * 24 = 432; 432 - 275 = 157; check 157 + 275 = 432).
  Slip: 265 sold -> 167 (432 - 265 = 167). Subtotal 432.
- rent: $1,450 a month for 12 months plus a $600 deposit -> 18000 (1450 * 12 = 17400; + 600 = 18000).
  Without the deposit 17400.
- train: 3.5 hours at 64 mph -> 224 miles (64 * 3 = 192; + 32 = 224). 3 hours only: 192.
- pencils: 7 boxes of 36 shared by 12 students -> 21 each (7 * 36 = 252; 252 / 12 = 21). Total 252.
- temperature: 4 degrees, falling 1.5 an hour for 6 hours -> -5 (1.5 * 6 = 9; 4 - 9 = -5).
- plants: 27 of 40 bloomed, percent -> 67.5 (27 / 40 = 0.675). Rounded 68, share 0.675.
- shop: 3 notebooks at $2.85 and a pen at $1.40 -> 9.95 (3 * 2.85 = 8.55; 8.55 + 1.40 = 9.95).
- eggs: 16 eggs a day for 6 days -> 96 eggs (16 * 6 = 96 = 8 dozen; 96 dozen would be 1152).
- films: 3 films of 95 minutes, in minutes -> 285 (3 * 95 = 285 = 4.75 hours).
- budget: $75 less 3 items at $25 -> 0 (3 * 25 = 75; 75 - 75 = 0).
MATH
- two dice, sum at most 6 -> \frac{5}{12} (1 + 2 + 3 + 4 + 5 = 15 of 36; 15/36 = 5/12 = 0.41666...).
- \sqrt{48} -> 4\sqrt{3} (48 = 16 * 3; 4\sqrt3 = 6.9282...).
- x^2 - 4x - 5 <= 0 -> [-1, 5] ((x - 5)(x + 1) = x^2 - 4x - 5).
- 3x^2 - 10x + 8 = 0 -> \frac{4}{3}, 2 ((3x - 4)(x - 2) = 3x^2 - 10x + 8; 12 - 20 + 8 = 0).
- (3 - 2i)(1 + 4i) -> 11 + 10i (3 + 12i - 2i - 8i^2 = 3 + 10i + 8). Sign slip -5 + 10i.
- 5\pi/4 radians in degrees -> 225^\circ (5 * 180 / 4 = 225).
- 150 degrees in radians -> \frac{5\pi}{6} (150 / 180 = 5/6).
- [[1,2],[3,4]] [[0,1],[1,0]] -> \begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix} (1*0+2*1 = 2, 1*1+2*0 = 1,
  3*0+4*1 = 4, 3*1+4*0 = 3). Transposed slip [[2,4],[1,3]].
- (x - 4)(3x + 2) -> 3x^2 - 10x - 8 (3x^2 + 2x - 12x - 8).
- x^3 = 9x -> -3, 0, 3 (x(x - 3)(x + 3) = 0).
- y = 2x + 1 and y = -x + 7 -> (2, 5) (3x = 6; y = 5; check -2 + 7 = 5).
- \binom{9}{3} -> 84 (9 * 8 * 7 / 6 = 504 / 6; 504 is the ordered count).
- 0.\overline{36} -> \frac{4}{11} (36/99 = 4/11 = 0.3636...).
- 341_5 -> 96 (3 * 25 + 4 * 5 + 1 = 75 + 20 + 1).
- a circle of radius 3 -> area 9\pi (28.274...; 22/7 * 9 = 198/7).
- \frac{6}{\sqrt{3}} rationalized -> 2\sqrt{3} (6\sqrt3 / 3).
- f(x) = x^2 - 5x + 6 at x = 2 -> 0 (4 - 10 + 6).
- three fair coins, exactly two heads -> \frac{3}{8} (3 of 8 outcomes; 0.375 exactly).

Classes (the id's first letter): `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number (units are a closed
list; words that change the value are refused); `r_` retractions after the answer (and harmless
after-text for kind B); `q_` quoted, reported, questioned, other-part, invented-turn and self-set
text; `b_` bad input JSON can hold. `_m_` after the prefix marks a MATH probe, `_ok_` kind B.

Label conventions (corpus/README.md "How labels were made", round 21's builder, and this brief):
the LAST final answer counts; a right answer in another honest notation (units, `$`, thousands
separators, a box, a sentence or an equation in an <answer> tag, a box inside \text{}) is
`correct`; another quantity (a subtotal, the other unit, a per-item value, a total where a share is
asked) is `wrong`; a hedge or two different final answers is `wrong`; no final answer (cut at the
cap, a negation or strike-out with nothing after, only a quotation, a question or a supposition) is
`no_answer`; equal in value but written differently is `correct`; a decimal for an exact irrational
or repeating gold is `wrong` (a tolerance only for decimals the model wrote as decimals, and never a
different cent); degrees are not radians; a percent gold 67.5 accepts `67.5%`; a value the model
marks wrong, or strikes, or changes with a word (`fewer`, `dozen`, `negative`, `thousand`) is
refused; an explicit correction after an answer makes the corrected value final, and a retraction
with nothing new leaves no answer to accept (`wrong`, round 20-21 convention, marked debatable); a
check, a pleasantry, a hypothetical or a self-set practice problem after a committed answer does not
replace it; text in an invented next turn does not count; a NUL anywhere in the pair makes it bad
input -> kind A, truth `no_answer` (noted per probe). Lone surrogates cannot be written by
`write_records` (UTF-8 output), so this file holds none; they belong in a `check --input` batch.
Forms used: tag, hash, boxed, phrase (an answer phrase or a Minerva line), lastline (a table row or
a bold answer line last), prose (a sentence without a marker), none (no answer, cut, or quoted
text only). Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam122.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
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

# ================================================================ GSM8K working
# cookies: gold 157
COOK = "There are 18 trays with 24 cookies each, so 18 * 24 = <<18*24=432>>432 cookies.\nAfter selling 275, 432 - 275 = <<432-275=157>>157 cookies are left.\n"
COOK_SLIP = "There are 18 trays with 24 cookies each, so 18 * 24 = <<18*24=432>>432 cookies.\nAfter selling 265, 432 - 265 = <<432-265=167>>167 cookies are left.\n"
COOK_THINK = (
    "Okay, so the bakery bakes 18 trays and each tray has 24 cookies. First I need the total number of cookies.\n\n"
    "18 * 24... 18 * 20 is 360, and 18 * 4 is 72, so 360 + 72 = 432. Let me double-check: 24 * 18 = 24 * 10 + 24 * 8 = 240 + 192 = 432. Yes, 432 cookies.\n\n"
    "Then they sold 275 of them. So 432 - 275. Hmm, 432 - 265 would be 167, but it's 275, not 265. Let me be careful: 432 - 200 = 232, 232 - 75 = 157.\n\n"
    "Wait, let me verify: 157 + 275 = 432. 157 + 200 = 357, 357 + 75 = 432. Yes.\n\n"
    "So there are 157 cookies left.\n"
)
COOK_THINK_SLIP = (
    "Okay, 18 trays of 24 cookies each. 18 * 24 = 432.\n\n"
    "They sold 275... wait, let me re-read. Hmm, I think I should use 265 sold. 432 - 265 = 167.\n\n"
    "Let me check: 167 + 265 = 432. Yes. So 167 cookies left.\n"
)
# rent: gold 18000
RENT = "The rent for 12 months is 12 * 1450 = <<12*1450=17400>>17400 dollars.\nAdding the $600 deposit gives 17400 + 600 = <<17400+600=18000>>18000 dollars.\n"
RENT_NODEP = "The rent for 12 months is 12 * 1450 = <<12*1450=17400>>17400 dollars.\n"
RENT_LLAMA = llama(
    (
        "Calculate the yearly rent",
        "Marcus pays $1,450 each month for 12 months, so the rent is 12 * $1,450 = $17,400.",
    ),
    (
        "Add the security deposit",
        "He also pays a one-time deposit of $600, so the total is $17,400 + $600 = $18,000.",
    ),
)
RENT_LLAMA_NODEP = llama(
    (
        "Calculate the yearly rent",
        "Marcus pays $1,450 each month for 12 months, so the rent is 12 * $1,450 = $17,400.",
    ),
    (
        "Consider the deposit",
        "The deposit is returned at the end of the lease, so it is not part of the cost.",
    ),
)
# train: gold 224
TRAIN = "The train travels 64 * 3.5 = <<64*3.5=224>>224 miles.\n"
TRAIN_QWEN = qwen(
    "To find how far the train travels, we multiply its speed by the time.",
    ("Identify the speed", "The train travels at 64 miles per hour."),
    ("Identify the time", "It travels for 3.5 hours."),
    (
        "Compute the distance",
        "\\( 64 \\times 3.5 = 64 \\times 3 + 64 \\times 0.5 = 192 + 32 = 224 \\).",
    ),
)
# pencils: gold 21
PENC = "There are 7 * 36 = <<7*36=252>>252 pencils.\nShared by 12 students, each gets 252 / 12 = <<252/12=21>>21 pencils.\n"
PENC_THINK = (
    "Let me see. 7 boxes, 36 pencils each, so 7 * 36 = 252 pencils in total.\n\n"
    "Now they are shared equally among 12 students. 252 / 12... 12 * 20 = 240, remainder 12, so 21.\n\n"
    "Hmm, should the answer be 252? No, the question asks how many pencils each student gets, so 21.\n\n"
    "Double-check: 21 * 12 = 252. Good.\n"
)
# temperature: gold -5
TEMP = "The temperature drops 1.5 * 6 = <<1.5*6=9>>9 degrees, so it ends at 4 - 9 = <<4-9=-5>>-5 degrees.\n"
# plants: gold 67.5
PLANT = "27 of the 40 plants bloomed, so 27 / 40 * 100 = <<27/40*100=67.5>>67.5 percent bloomed.\n"
# shop: gold 9.95
SHOP = "The notebooks cost 3 * 2.85 = <<3*2.85=8.55>>8.55 dollars.\nWith the pen: 8.55 + 1.40 = <<8.55+1.40=9.95>>9.95 dollars.\n"
SHOP_THINK = (
    "Three notebooks at $2.85 each. 2.85 * 3: 2 * 3 = 6, 0.85 * 3 = 2.55, so 8.55.\n\n"
    "Plus a pen for $1.40. 8.55 + 1.40 = 9.95. Hmm, or is it 9.59? No: 8.55 + 1 = 9.55, + 0.40 = 9.95.\n\n"
    "So the total is $9.95.\n"
)
# eggs: gold 96
EGGS = "The hens lay 16 eggs a day, so in 6 days the farmer collects 16 * 6 = <<16*6=96>>96 eggs.\n"
# films: gold 285 (minutes)
FILM = "Each film is 95 minutes long, so 3 films take 3 * 95 = <<3*95=285>>285 minutes.\n"
FILM_THINK = (
    "The question asks for the total length in minutes. 3 films of 95 minutes.\n\n"
    "3 * 95 = 295? Let me redo that: 3 * 90 = 270 and 3 * 5 = 15, so 270 + 15 = 285. So not 295.\n\n"
    "In hours that would be 285 / 60 = 4.75 hours, but the question wants minutes.\n\n"
    "Check: 285 / 3 = 95. Yes, 285 minutes.\n"
)
# budget: gold 0
BUDG = "The three items cost 3 * 25 = <<3*25=75>>75 dollars, so she has 75 - 75 = <<75-75=0>>0 dollars left.\n"

# ================================================================ MATH working
G_DICE = r"\frac{5}{12}"
DICE = r"The pairs with sum at most $6$: sum $2$ has $1$, sum $3$ has $2$, sum $4$ has $3$, sum $5$ has $4$, sum $6$ has $5$, for $15$ of the $36$ outcomes. So the probability is $\frac{15}{36}$"
G_SQ = r"4\sqrt{3}"
SQ = r"$\sqrt{48} = \sqrt{16 \cdot 3} = \sqrt{16}\cdot\sqrt{3}$"
G_INT = "[-1, 5]"
INTV = r"$x^2 - 4x - 5 = (x - 5)(x + 1) \le 0$ holds between the roots, so $-1 \le x \le 5$."
G_ROOT = r"\frac{4}{3}, 2"
ROOT = r"$3x^2 - 10x + 8 = (3x - 4)(x - 2) = 0$, so $x = \frac{4}{3}$ or $x = 2$."
G_CPX = "11 + 10i"
CPX = r"$(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2 = 3 + 10i + 8$"
G_DEG = r"225^\circ"
DEG = r"$\frac{5\pi}{4} \cdot \frac{180^\circ}{\pi} = 5 \cdot 45^\circ$"
G_RADN = r"\frac{5\pi}{6}"
RADN = r"$150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}$"
G_MAT = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT_OK = r"\begin{pmatrix} 2 & 1 \\ 4 & 3 \end{pmatrix}"
MAT_T = r"\begin{pmatrix} 2 & 4 \\ 1 & 3 \end{pmatrix}"
MAT = r"Row 1 times the columns: $1 \cdot 0 + 2 \cdot 1 = 2$ and $1 \cdot 1 + 2 \cdot 0 = 1$. Row 2: $3 \cdot 0 + 4 \cdot 1 = 4$ and $3 \cdot 1 + 4 \cdot 0 = 3$."
G_POLY = "3x^2 - 10x - 8"
POLY = r"$(x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8$"
G_SET = "-3, 0, 3"
SETW = r"$x^3 - 9x = x(x - 3)(x + 3) = 0$"
G_LINE = "(2, 5)"
LINE = r"Setting $2x + 1 = -x + 7$ gives $3x = 6$, so $x = 2$ and $y = 2(2) + 1 = 5$."
G_COMB = "84"
COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6}$"
G_REP = r"\frac{4}{11}"
REP = r"Let $x = 0.\overline{36}$. Then $100x - x = 36$, so $x = \frac{36}{99}$"
G_BASE = "96"
BASE = r"$341_5 = 3 \cdot 5^2 + 4 \cdot 5 + 1 = 75 + 20 + 1$"
G_CIRC = r"9\pi"
CIRC = r"The area is $\pi r^2 = \pi \cdot 3^2$"
G_RAT = r"2\sqrt{3}"
RAT = r"$\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$"
G_ZERO = "0"
ZERO = r"$f(2) = 2^2 - 5 \cdot 2 + 6 = 4 - 10 + 6$"
G_COIN = r"\frac{3}{8}"
COIN = r"Of the $8$ equally likely outcomes, exactly two heads occur in HHT, HTH and THH, so the probability is"

COMB_QWEN = qwen(
    "To find the number of ways to choose 3 books from 9, we use the combination formula.",
    ("Recall the formula", r"\( \binom{n}{k} = \frac{n!}{k!(n-k)!} \)."),
    (
        "Substitute",
        r"\( \binom{9}{3} = \frac{9!}{3!\,6!} = \frac{9 \times 8 \times 7}{3 \times 2 \times 1} \).",
    ),
    ("Simplify", r"\( \frac{504}{6} = 84 \)."),
)
ROOT_THINK = (
    "We need to solve 3x^2 - 10x + 8 = 0. Let me try factoring. I need two numbers multiplying to 24 and adding to -10: -4 and -6.\n\n"
    "3x^2 - 4x - 6x + 8 = x(3x - 4) - 2(3x - 4) = (x - 2)(3x - 4).\n\n"
    "So x = 2 or x = 4/3. Wait, let me double-check with the quadratic formula: x = (10 ± sqrt(100 - 96)) / 6 = (10 ± 2) / 6, so 2 or 8/6 = 4/3. Yes.\n\n"
    "Hmm, at first I thought 3/4 but that's the reciprocal. Check x = 4/3: 3 * 16/9 - 40/3 + 8 = 16/3 - 40/3 + 24/3 = 0. Good.\n"
)
CPX_LLAMA = llama(
    ("Expand the product", r"Using FOIL, $(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2$."),
    ("Use $i^2 = -1$", r"$-8i^2 = 8$, so the expression is $3 + 10i + 8$."),
    ("Combine like terms", r"$3 + 8 = 11$, so the product is $11 + 10i$."),
)
MAT_THINK = (
    "We multiply A = [[1, 2], [3, 4]] by B = [[0, 1], [1, 0]]. Entry (1,1) is row 1 of A dot column 1 of B: 1*0 + 2*1 = 2.\n\n"
    "Entry (1,2): 1*1 + 2*0 = 1. Entry (2,1): 3*0 + 4*1 = 4. Entry (2,2): 3*1 + 4*0 = 3.\n\n"
    "Wait, is it [[2, 4], [1, 3]]? No, that would be the transpose. Multiplying by B on the right swaps the columns of A, so [[2, 1], [4, 3]]. Yes.\n"
)

# ---------------------------------------------------------------- long openings (real models restate
# the problem and plan before the arithmetic); X_L = the opening + the short working X, so a probe's
# suffix reads the same after either.
P_COOK = "Let's solve this problem step by step.\n\nThe bakery bakes 18 trays of cookies, and each tray holds 24 cookies. Some of the cookies are sold during the day, and we need to find how many cookies remain.\n\n**Step 1:** Find the total number of cookies by multiplying the number of trays by the cookies per tray.\n**Step 2:** Subtract the number of cookies sold from the total.\n\n"
P_RENT = "To find the total amount Marcus pays, we need to account for two things: the monthly rent over the whole year, and the one-time security deposit.\n\n- Monthly rent: $1,450\n- Number of months: 12\n- Security deposit: $600\n\nLet's calculate each part.\n\n"
P_TRAIN = "We know that distance = speed × time. The train's speed is 64 miles per hour, and it travels for 3 hours and 30 minutes, which is 3.5 hours.\n\nSo we multiply the speed by the time in hours.\n\n"
P_PENC = "First, let's find out how many pencils there are in total, and then divide them equally among the students.\n\nThe teacher has 7 boxes, and each box contains 36 pencils. There are 12 students in the class, and every student should get the same number of pencils.\n\n"
P_TEMP = "The temperature starts at 4 degrees at midnight. It falls by 1.5 degrees every hour for 6 hours, so we need the total drop first and then subtract it from the starting temperature. Note that the result can go below zero.\n\n"
P_PLANT = "To find the percentage of plants that bloomed, we divide the number of plants that bloomed by the total number of plants and multiply by 100.\n\nNumber of plants that bloomed: 27\nTotal number of plants: 40\n\n"
P_SHOP = "Let's break down the purchase:\n\n1. Notebooks: 3 notebooks at $2.85 each.\n2. Pen: 1 pen at $1.40.\n\nWe first find the cost of the notebooks, then add the cost of the pen to get the total.\n\n"
P_EGGS = "The farmer's hens lay 16 eggs every day altogether. We want to know how many eggs the farmer collects over 6 days, so we multiply the daily number of eggs by the number of days.\n\n"
P_FILM = "The question asks for the total running time of the movie marathon in minutes. There are 3 films, and each film is 95 minutes long, so we multiply the number of films by the length of one film.\n\n"
P_BUDG = "Lena starts with a budget of $75. She buys 3 items, and each item costs $25. To find how much money she has left, we find the total cost of the items and subtract it from her budget.\n\n"
P_DICE = "When two fair six-sided dice are rolled, there are $6 \\times 6 = 36$ equally likely outcomes. We count the outcomes whose sum is at most $6$.\n\nList by the sum:\n- Sum $2$: $(1,1)$\n- Sum $3$: $(1,2), (2,1)$\n- Sum $4$: $(1,3), (2,2), (3,1)$\n- Sum $5$: $(1,4), (2,3), (3,2), (4,1)$\n- Sum $6$: $(1,5), (2,4), (3,3), (4,2), (5,1)$\n\n"
P_SQ = "To simplify $\\sqrt{48}$, we look for the largest perfect square factor of $48$. The factors of $48$ are $1, 2, 3, 4, 6, 8, 12, 16, 24, 48$, and the perfect squares among them are $1$, $4$ and $16$. The largest is $16$.\n\n"
P_INTV = "To solve the quadratic inequality $x^2 - 4x - 5 \\le 0$, we first find the roots of the equation $x^2 - 4x - 5 = 0$. We need two numbers that multiply to $-5$ and add to $-4$: these are $-5$ and $1$. Since the parabola opens upward, it is at or below the $x$-axis between its roots.\n\n"
P_ROOT = "We solve $3x^2 - 10x + 8 = 0$ by factoring. We look for two numbers whose product is $3 \\cdot 8 = 24$ and whose sum is $-10$; these are $-4$ and $-6$. Splitting the middle term: $3x^2 - 4x - 6x + 8 = x(3x - 4) - 2(3x - 4)$.\n\n"
P_CPX = "To multiply two complex numbers, we use the distributive property (FOIL) and the fact that $i^2 = -1$. We multiply each term of $3 - 2i$ by each term of $1 + 4i$.\n\n"
P_DEG = "To convert from radians to degrees, we multiply by $\\frac{180^\\circ}{\\pi}$. Recall that $\\pi$ radians equals $180^\\circ$, so $\\frac{\\pi}{4}$ radians is $45^\\circ$.\n\n"
P_RADN = "To convert degrees to radians, we multiply by $\\frac{\\pi}{180^\\circ}$, since $180^\\circ = \\pi$ radians. Then we simplify the fraction.\n\n"
P_MAT = "To compute the product $AB$ of two $2 \\times 2$ matrices, entry $(i, j)$ is the dot product of row $i$ of $A$ with column $j$ of $B$. Here $A = \\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix}$ and $B = \\begin{pmatrix} 0 & 1 \\\\ 1 & 0 \\end{pmatrix}$.\n\n"
P_POLY = "To expand $(x - 4)(3x + 2)$, we multiply each term of the first binomial by each term of the second (FOIL): First $x \\cdot 3x = 3x^2$, Outer $x \\cdot 2 = 2x$, Inner $-4 \\cdot 3x = -12x$, Last $-4 \\cdot 2 = -8$.\n\n"
P_SET = "We want all real $x$ with $x^3 = 9x$. Moving everything to one side gives $x^3 - 9x = 0$. We should not divide by $x$, since that would lose the solution $x = 0$. Instead, we factor completely.\n\n"
P_LINE = "The intersection point of the two lines satisfies both equations $y = 2x + 1$ and $y = -x + 7$ at the same time, so we set the right-hand sides equal and solve for $x$, then substitute back to find $y$.\n\n"
P_COMB = "The order in which the 3 books are chosen does not matter, so this is a combination problem. The number of ways to choose $k$ objects from $n$ is $\\binom{n}{k} = \\frac{n!}{k!(n-k)!}$.\n\n"
P_REP = "To convert a repeating decimal to a fraction, we multiply by a power of $10$ that shifts one full period. The repeating block $36$ has length $2$, so we multiply by $100$ and subtract.\n\n"
P_BASE = "To convert a number from base $5$ to base $10$, we multiply each digit by the corresponding power of $5$ and add. The digits of $341_5$ from left to right correspond to $5^2 = 25$, $5^1 = 5$ and $5^0 = 1$.\n\n"
P_CIRC = "The area of a circle is given by the formula $A = \\pi r^2$, where $r$ is the radius. Here the radius is $3$ units, so we substitute $r = 3$ and leave the answer in terms of $\\pi$.\n\n"
P_RAT = "To rationalize the denominator of $\\frac{6}{\\sqrt{3}}$, we multiply the numerator and the denominator by $\\sqrt{3}$, which does not change the value since $\\frac{\\sqrt{3}}{\\sqrt{3}} = 1$.\n\n"
P_ZERO = "We evaluate $f(x) = x^2 - 5x + 6$ at $x = 2$ by substituting $2$ for every $x$ and following the order of operations.\n\n"
P_COIN = "When three fair coins are flipped, each coin has $2$ outcomes, so there are $2^3 = 8$ equally likely outcomes: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT.\n\n"
COOK_L, COOK_SLIP_L, RENT_L, RENT_NODEP_L = (
    P_COOK + COOK,
    P_COOK + COOK_SLIP,
    P_RENT + RENT,
    P_RENT + RENT_NODEP,
)
TRAIN_L, PENC_L, TEMP_L, PLANT_L, SHOP_L = (
    P_TRAIN + TRAIN,
    P_PENC + PENC,
    P_TEMP + TEMP,
    P_PLANT + PLANT,
    P_SHOP + SHOP,
)
EGGS_L, FILM_L, BUDG_L = P_EGGS + EGGS, P_FILM + FILM, P_BUDG + BUDG
DICE_L, SQ_L, INTV_L, ROOT_L, CPX_L, DEG_L = (
    P_DICE + DICE,
    P_SQ + SQ,
    P_INTV + INTV,
    P_ROOT + ROOT,
    P_CPX + CPX,
    P_DEG + DEG,
)
RADN_L, MAT_L, POLY_L, SETW_L, LINE_L, COMB_L = (
    P_RADN + RADN,
    P_MAT + MAT,
    P_POLY + POLY,
    P_SET + SETW,
    P_LINE + LINE,
    P_COMB + COMB,
)
REP_L, BASE_L, CIRC_L, RAT_L, ZERO_L, COIN_L = (
    P_REP + REP,
    P_BASE + BASE,
    P_CIRC + CIRC,
    P_RAT + RAT,
    P_ZERO + ZERO,
    P_COIN + COIN,
)

PAD = "Let me recompute 18 * 24 to be sure. 18 * 24 = 432. "


def cr(text: str) -> str:
    return text.replace("\n", "\r\n")


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_subtotal", "A", "157", "wrong", "tag", th(COOK_THINK) + "<answer>The bakery baked 432 cookies.</answer>", "a sentence in the tag states the subtotal 432, not the cookies left"),
    g("t_equation_slip", "A", "157", "wrong", "tag", th(COOK_THINK_SLIP) + "<answer>432 - 265 = 167</answer>", "an equation chain ending 167"),
    g("t_empty", "A", "157", "no_answer", "tag", th(COOK_THINK) + "<answer></answer>", "an empty tag; 157 only in the thinking"),
    g("t_placeholder", "A", "224", "no_answer", "tag", th("64 * 3.5 = 224 miles.\n") + "<answer> ... </answer>", "a placeholder in the tag; the value only in the thinking"),
    g("t_two_tags", "A", "157", "wrong", "tag", th(COOK_THINK) + "<answer>157</answer>\n<answer>167</answer>", "two tags, the last one 167"),
    g("t_no_deposit_dollar", "A", "18000", "wrong", "tag", th("12 * 1450 = 17400. The deposit is refundable, so I leave it out.\n") + "<answer>$17,400</answer>", "the rent without the deposit, a subtotal"),
    g("t_box_hours", "A", "285", "wrong", "tag", th("3 * 95 = 285 minutes = 4.75 hours.\n") + r"<answer>\boxed{4.75}</answer>", "the other unit (hours) where minutes are asked"),
    g("t_cut_in_tag", "A", "18000", "no_answer", "none", th(RENT) + "<answer>Marcus pays a total of $", "cut at the token cap inside the tag, before the value"),
    g("t_cut_in_think", "A", "21", "no_answer", "none", "<think>\n" + PENC_THINK + "So each student gets", "cut inside the thinking, no tag"),
    g("t_hedge", "A", "21", "wrong", "tag", th(PENC_THINK) + "<answer>21 or 252</answer>", "a hedge in the tag"),
    g("t_draft_then_final_other", "A", "157", "wrong", "tag", th("Draft: <answer>157</answer>\nHmm, the problem says 265 were sold, so 432 - 265 = 167.\n") + "<answer>167</answer>", "a draft tag with the gold inside the thinking, the final tag 167"),
    m("t_m_sentence_reciprocal", "A", G_ROOT, "wrong", "tag", th(ROOT_THINK.replace("Yes.\n\nHmm, at first I thought 3/4 but that's the reciprocal. Check x = 4/3: 3 * 16/9 - 40/3 + 8 = 16/3 - 40/3 + 24/3 = 0. Good.", "Yes.")) + r"<answer>The roots are $x = \frac{3}{4}$ and $x = 2$.</answer>", "the tag states 3/4 (the reciprocal), not 4/3"),
    m("t_m_equation_slip", "A", G_CPX, "wrong", "tag", th("(3 - 2i)(1 + 4i) = 3 + 12i - 2i - 8i^2. With i^2 = -1, -8i^2 = -8.\n") + "<answer>(3 - 2i)(1 + 4i) = 3 + 10i - 8 = -5 + 10i</answer>", "an equation chain ending -5 + 10i (sign slip)"),
    m("t_m_matrix_transposed", "A", G_MAT, "wrong", "tag", th("I'll compute it column by column.\n") + "<answer>" + MAT_T + "</answer>", "the transpose of the product"),
    m("t_m_radians_for_degrees", "A", G_DEG, "wrong", "tag", th("The angle is already 5pi/4 radians.\n") + r"<answer>\frac{5\pi}{4}</answer>", "the radian value restated; the gold is degrees (degrees are not radians)"),
    m("t_m_decimal", "A", G_SQ, "wrong", "tag", th("sqrt(48) is about 6.93.\n") + "<answer>6.93</answer>", "a decimal for 4\\sqrt3 = 6.9282..."),
    g("t_ok_sentence", "B", "157", "correct", "tag", th(COOK_THINK) + "<answer>There are 157 cookies left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "157", "correct", "tag", th(COOK_THINK) + "<answer>432 - 275 = 157</answer>", "an equation chain ending in the gold"),
    g("t_ok_dollar_comma", "B", "18000", "correct", "tag", th(RENT) + "<answer>$18,000</answer>", "a dollar sign and a thousands separator in the tag"),
    g("t_ok_box", "B", "224", "correct", "tag", th(TRAIN) + r"<answer>\boxed{224}</answer>", "a box in the tag"),
    g("t_ok_units", "B", "224", "correct", "tag", th(TRAIN) + "<answer>224 miles</answer>", "a unit word in the tag"),
    g("t_ok_bold", "B", "21", "correct", "tag", th(PENC_THINK) + "<answer>Each student gets **21** pencils.</answer>", "a bold number inside a sentence in the tag"),
    g("t_ok_text_box", "B", "21", "correct", "tag", th(PENC_THINK) + r"<answer>$\text{Each student gets \boxed{21} pencils}$</answer>", "a box inside \\text{} in the tag"),
    g("t_ok_percent", "B", "67.5", "correct", "tag", th(PLANT) + "<answer>67.5%</answer>", "a percent sign for a percent gold"),
    g("t_ok_negative_degrees", "B", "-5", "correct", "tag", th(TEMP) + "<answer>The final temperature is -5°F.</answer>", "a negative value with a degree unit"),
    g("t_ok_multiline", "B", "9.95", "correct", "tag", th(SHOP_THINK) + "<answer>\nTotal cost: $9.95\n</answer>", "newlines and a label in the tag"),
    g("t_ok_candidates_in_think", "B", "285", "correct", "tag", th(FILM_THINK) + "<answer>285</answer>", "295 and 4.75 are candidates in the thinking; the tag holds the gold"),
    m("t_m_ok_box_frac", "B", G_DICE, "correct", "tag", th("15 favorable of 36. 15/36 = 5/12.\n") + r"<answer>$\boxed{\frac{5}{12}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_set", "B", G_SET, "correct", "tag", th("x^3 - 9x = x(x^2 - 9) = x(x - 3)(x + 3).\n") + "<answer>The solutions are $x = -3$, $x = 0$, and $x = 3$.</answer>", "a sentence listing the solutions"),
    m("t_m_ok_interval", "B", G_INT, "correct", "tag", th("(x - 5)(x + 1) <= 0 between the roots, endpoints included.\n") + r"<answer>$x \in [-1, 5]$</answer>", "x \\in before the interval"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT_THINK) + "<answer>" + MAT_OK + "</answer>", "the transpose only as a rejected candidate in the thinking"),
    m("t_m_ok_degree", "B", G_DEG, "correct", "tag", th("5pi/4 * 180/pi = 225.\n") + r"<answer>225^\circ</answer>", "degrees with ^\\circ"),
    m("t_m_set_missing", "A", G_SET, "wrong", "tag", th("x^3 = 9x. Divide both sides by x: x^2 = 9, so x = 3 or x = -3.\n") + "<answer>-3, 3</answer>", "the root 0 lost by dividing by x"),
    m("t_m_count_not_prob", "A", G_COIN, "wrong", "tag", th("The outcomes with exactly two heads are HHT, HTH, THH: 3 outcomes.\n") + r"<answer>\boxed{3}</answer>", "the count 3, not the probability 3/8"),
    m("t_m_ok_equation", "B", G_LINE, "correct", "tag", th(LINE + "\n") + "<answer>x = 2, y = 5, so the point is (2, 5)</answer>", "equations then the pair in the tag"),
    m("t_m_ok_text_box", "B", G_POLY, "correct", "tag", th(POLY + "\n") + r"<answer>$\text{The expansion is } \boxed{3x^2 - 10x - 8}$</answer>", "text then a box in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_hash_slip", "A", "157", "wrong", "hash", COOK_SLIP_L + "The answer is 167.\n#### 167", "phrase and #### agree on 167"),
    g("h_phrase_gold_hash_other", "A", "157", "wrong", "hash", COOK_L + "Therefore, 157 cookies are left.\n#### 167", "phrase 157, #### 167: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "157", "wrong", "hash", COOK + "#### 157\nThe answer is 167.", "#### 157 then a phrase stating 167 as the answer"),
    g("h_empty_hash", "A", "18000", "no_answer", "hash", RENT_L + "The final answer is:\n####", "an empty #### after an empty phrase"),
    g("h_subtotal", "A", "18000", "wrong", "hash", RENT_NODEP_L + "So the total rent is $17,400.\n#### 17400", "the rent without the deposit"),
    g("h_total_not_share", "A", "21", "wrong", "hash", "There are 7 * 36 = <<7*36=252>>252 pencils.\nThe answer is 252.\n#### 252", "the total where the per-student share is asked"),
    g("h_other_unit", "A", "285", "wrong", "hash", FILM_L + "That is 285 / 60 = <<285/60=4.75>>4.75 hours.\nThe marathon lasts 4.75 hours.\n#### 4.75", "hours where minutes are asked"),
    g("h_sign_lost", "A", "-5", "wrong", "hash", TEMP + "The final temperature is 5 degrees below zero.\n#### 5", "debatable: the phrase says below zero, but the #### value is 5, not -5", True),
    g("h_llama_then_hash_other", "A", "9.95", "wrong", "hash", llama(("Notebooks", "3 * $2.85 = $8.55."), ("Add the pen", "$8.55 + $1.40 = $9.95.")) + LLAMA_END.format("9.95") + "\n#### 9.59", "a boxed 9.95, then #### 9.59: two different final answers"),
    g("h_hash_hedge", "A", "21", "wrong", "hash", PENC_L + "#### 21 or 252", "a hedge in the #### line"),
    g("h_phrase_cut", "A", "224", "no_answer", "none", TRAIN_QWEN + "So the final answer is\n####", "cut at the cap right after ####"),
    g("h_hash_sentence_other", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### The bakery has 167 cookies left.", "a sentence after #### stating 167"),
    m("h_m_permutation", "A", G_COMB, "wrong", "hash", r"$9 \cdot 8 \cdot 7 = 504$." + "\nThe answer is 504.\n#### 504", "the ordered count 504, not C(9,3) = 84"),
    m("h_m_hash_decimal", "A", G_SQ, "wrong", "hash", SQ_L + r" $\approx 6.93$." + "\n#### 6.93", "a decimal for 4\\sqrt3"),
    m("h_m_hash_radians", "A", G_DEG, "wrong", "hash", r"The angle is $\frac{5\pi}{4}$." + "\n#### \\frac{5\\pi}{4}", "radians where the gold is degrees"),
    g("h_ok_phrase_hash", "B", "157", "correct", "hash", COOK + "The answer is 157.\n#### 157", "phrase and #### agree"),
    g("h_ok_units_comma", "B", "18000", "correct", "hash", RENT_L + "Marcus pays $18,000 in total.\n#### 18,000", "phrase with units, #### with a comma"),
    g("h_ok_bold_hash", "B", "224", "correct", "hash", TRAIN_QWEN + "**Answer: 224 miles**\n\n#### 224", "a bold answer line then ####"),
    g("h_ok_hash_dollar", "B", "9.95", "correct", "hash", SHOP_L + "The total is $9.95.\n#### $9.95", "a dollar sign after ####"),
    g("h_ok_negative", "B", "-5", "correct", "hash", TEMP_L + "The temperature ends at -5 degrees.\n#### -5", "a negative answer"),
    g("h_ok_percent", "B", "67.5", "correct", "hash", PLANT + "So 67.5% of the plants bloomed.\n#### 67.5%", "a percent sign after ####"),
    g("h_ok_llama_hash", "B", "21", "correct", "hash", llama(("Total pencils", "7 * 36 = 252."), ("Share", "252 / 12 = 21.")) + LLAMA_END.format("21") + "\n#### 21", "Llama's boxed line then an agreeing ####"),
    g("h_ok_trailing_words", "B", "285", "correct", "hash", FILM_L + "The answer is 285 minutes in total, which is quite a long afternoon!\n#### 285", "a phrase with trailing words, then ####"),
    g("h_ok_hash_check", "B", "157", "correct", "hash", COOK_L + "#### 157\n\nCheck: 157 + 275 = 432 ✓", "a check after the answer"),
    g("h_ok_hash_nospace", "B", "96", "correct", "hash", EGGS_L + "The farmer collects 96 eggs.\n####96", "#### without a space"),
    g("h_ok_zero", "B", "0", "correct", "hash", BUDG + "So, the answer is 0.\n#### 0", "a zero answer"),
    g("h_ok_minerva", "B", "224", "correct", "phrase", TRAIN_L + "#### 224\n" + MINERVA.format("224"), "#### then an agreeing Minerva line"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB_L + " = 84.\nThe answer is 84.\n#### 84", "a MATH answer with ####"),
    m("h_m_ok_slash", "B", G_DICE, "correct", "hash", DICE_L + ".\nThe probability is 5/12.\n#### 5/12", "a slash fraction after ####"),
    m("h_m_ok_latex", "B", G_REP, "correct", "hash", REP + r" $= \frac{4}{11}$." + "\nThe answer is $\\frac{4}{11}$.\n#### \\frac{4}{11}", "a LaTeX fraction after ####"),
    m("h_m_phrase_gold_hash_other", "A", G_COMB, "wrong", "hash", COMB_L + " = 84.\nThe answer is 84.\n#### 504", "phrase 84, #### 504: two different final answers"),
    m("h_m_hash_one_root", "A", G_SET, "wrong", "hash", SETW_L + ", so $x = 3$.\nThe answer is 3.\n#### 3", "one solution of three"),
    m("h_m_ok_tuple", "B", G_LINE, "correct", "hash", LINE_L + "\nThe intersection point is (2, 5).\n#### (2, 5)", "a pair after ####"),
    m("h_m_ok_complex", "B", G_CPX, "correct", "hash", CPX + r" $= 11 + 10i$." + "\nThe answer is 11 + 10i.\n#### 11+10i", "a complex number without spaces after ####"),

    # ================================================================ 3. exactness
    g("x_rounded_money", "A", "9.95", "wrong", "hash", SHOP_L + "Rounding to the nearest dollar, that's about $10.\n#### 10", "rounded to 10"),
    g("x_near_zero", "A", "0", "wrong", "hash", BUDG.replace("75 - 75 = <<75-75=0>>0", "75 - 74.99 = <<75-74.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_tiny_box", "A", "0", "wrong", "boxed", BUDG_L + r"The answer is $\boxed{0.001}$.", "0.001 against gold 0"),
    g("x_rounded_percent", "A", "67.5", "wrong", "hash", PLANT_L + "That's about 68%.\n#### 68", "rounded to 68"),
    g("x_truncated_percent", "A", "67.5", "wrong", "hash", PLANT + "#### 67", "truncated to 67"),
    g("x_cent_off", "A", "18000", "wrong", "hash", RENT_L + "#### 18000.01", "debatable: one cent off a money total, relative error under 1e-6; a tolerance must not cover a different cent", True),
    g("x_share_for_percent", "A", "67.5", "wrong", "hash", "27 / 40 = <<27/40=0.675>>0.675\n#### 0.675", "debatable: the share 0.675 for the percent gold (round 5/21: reject)", True),
    g("x_swapped_digits", "A", "9.95", "wrong", "boxed", SHOP_L + r"**Final Answer:** $\boxed{9.59}$", "9.59, digits swapped"),
    m("x_m_decimal_sqrt", "A", G_SQ, "wrong", "boxed", SQ_L + r" $\approx \boxed{6.928}$", "a decimal for 4\\sqrt3 (6.92820...)"),
    m("x_m_decimal_frac", "A", G_DICE, "wrong", "boxed", DICE + r" $\approx \boxed{0.4167}$.", "a rounded decimal for 5/12 = 0.41666..."),
    m("x_m_repeating_cut", "A", G_REP, "wrong", "boxed", REP_L + r" $\approx \boxed{0.36}$", "0.36 is not 4/11"),
    m("x_m_repeating_long", "A", G_REP, "wrong", "boxed", REP_L + r", which is $\boxed{0.363636}$.", "0.363636 is not 4/11 exactly"),
    m("x_m_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC_L + r" $\approx \boxed{28.27}$", "a decimal for 9\\pi"),
    m("x_m_pi_22_7", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \frac{22}{7} \cdot 9 = \boxed{\frac{198}{7}}$", "22/7 for \\pi: an exact-looking approximation"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO_L + r" $= \boxed{10^{-9}}$", "10^{-9} against gold 0"),
    m("x_m_conjugate", "A", G_CPX, "wrong", "boxed", CPX_L + r" $= \boxed{11 - 10i}$", "the conjugate"),
    m("x_m_sqrt_wrong", "A", G_SQ, "wrong", "boxed", r"$\sqrt{48} = \sqrt{4 \cdot 12} = \boxed{2\sqrt{12}}$... simplified: $\boxed{4\sqrt{2}}$", "the last box 4\\sqrt2 = 5.66, not 4\\sqrt3"),
    g("x_ok_zero_dollar", "B", "0", "correct", "hash", BUDG_L + "She has $0 left.\n#### $0", "$0 for 0"),
    g("x_ok_trailing_zero", "B", "9.95", "correct", "hash", SHOP + "#### 9.950", "a trailing zero"),
    g("x_ok_fraction_percent", "B", "67.5", "correct", "boxed", PLANT_L + r"The percentage is $\boxed{\frac{135}{2}}$.", "135/2 = 67.5"),
    g("x_ok_comma_decimal", "B", "18000", "correct", "hash", RENT_L + "#### 18,000.00", "a comma and .00"),
    g("x_ok_percent_zeros", "B", "67.5", "correct", "boxed", PLANT_L + r"$\boxed{67.50\%}$", "67.50% for 67.5"),
    g("x_ok_negative_decimal", "B", "-5", "correct", "boxed", TEMP + r"The answer is $\boxed{-5.0}$ degrees.", "-5.0 for -5"),
    g("x_ok_table", "B", "9.95", "correct", "lastline", "| Item | Cost |\n|---|---|\n| 3 notebooks | 3 x $2.85 = $8.55 |\n| Pen | $1.40 |\n| **Total** | **$9.95** |", "the answer in a table's last row, bold"),
    m("x_m_ok_unsimplified", "B", G_DICE, "correct", "boxed", DICE_L + r" $= \boxed{\frac{15}{36}}$.", "15/36 = 5/12 unsimplified"),
    m("x_m_ok_sqrt48", "B", G_SQ, "correct", "boxed", r"The expression is already exact: $\boxed{\sqrt{48}}$.", "debatable: \\sqrt{48} = 4\\sqrt3 in value, but the problem asks to simplify and the model did not (README: equal value written differently is correct)", True),
    m("x_m_ok_unrationalized", "B", G_RAT, "correct", "boxed", RAT_L + r" $= \boxed{\frac{6\sqrt{3}}{3}}$", "6\\sqrt3/3 = 2\\sqrt3 unsimplified; equal value (README)"),
    m("x_m_ok_order", "B", G_CPX, "correct", "boxed", CPX_L + r" $= \boxed{10i + 11}$", "terms in another order"),
    m("x_m_ok_repeating_frac", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{36}{99}}$", "36/99 = 4/11"),
    m("x_m_ok_pi_form", "B", G_CIRC, "correct", "boxed", CIRC_L + r" $= \boxed{9 \pi}$", "a space between 9 and \\pi"),
    m("x_m_ok_roots_order", "B", G_ROOT, "correct", "boxed", ROOT_L + r" The roots are $\boxed{2, \frac{4}{3}}$.", "the roots in the other order"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY_L + r" $= \boxed{-8 - 10x + 3x^2}$", "the polynomial in ascending order"),
    m("x_m_ok_decimal_exact", "B", G_COIN, "correct", "boxed", COIN + r" $\frac{3}{8} = \boxed{0.375}$.", "0.375 = 3/8 exactly"),
    m("x_m_ok_dfrac", "B", G_COIN, "correct", "boxed", COIN_L + r" $\boxed{\dfrac{3}{8}}$.", "\\dfrac for \\frac"),
    m("x_m_decimal_radians", "A", G_RADN, "wrong", "boxed", RADN_L + r" $\approx \boxed{2.618}$", "a decimal for 5\\pi/6 = 2.61799..."),
    m("x_m_ok_bmatrix", "B", G_MAT, "correct", "boxed", MAT_L + r" So $AB = \boxed{\begin{bmatrix} 2 & 1 \\ 4 & 3 \end{bmatrix}}$.", "bmatrix for pmatrix"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_boxed_not_eq", "A", "157", "no_answer", "boxed", COOK + r"$\boxed{\not= 157}$", "a box holding not-equal to the gold, nothing else"),
    g("n_sout", "A", "157", "no_answer", "boxed", COOK_L + r"The answer is $\sout{157}$.", "the gold struck with \\sout, nothing after"),
    g("n_strike_md", "A", "224", "no_answer", "lastline", TRAIN_L + "**Answer:** ~~224~~", "the gold struck with ~~, nothing after"),
    g("n_strike_then_other", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### ~~157~~ 167", "the gold struck, 167 after"),
    g("n_annot_wrong", "A", "21", "wrong", "hash", PENC + "#### 21 (wrong)", "the model marks its answer wrong"),
    g("n_annot_incorrect", "A", "18000", "wrong", "boxed", RENT_L + r"$\boxed{18000}$ ← incorrect, I double-counted the deposit", "an annotation calling the box incorrect"),
    g("n_not_gold", "A", "96", "no_answer", "phrase", EGGS_L + "The answer is not 96.", "the gold negated, nothing after"),
    g("n_cant_be", "A", "285", "no_answer", "prose", FILM_L + "So it can't be 285 minutes.", "the gold ruled out, no other value"),
    g("n_cross_emoji", "A", "9.95", "wrong", "boxed", SHOP + r"$\boxed{9.95}$ ❌", "a cross mark after the box"),
    g("n_neq_inline", "A", "-5", "no_answer", "lastline", TEMP_L + "Final temperature ≠ -5 degrees", "≠ before the gold, nothing else"),
    m("n_m_cancel", "A", G_DICE, "no_answer", "boxed", DICE_L + r" $= \boxed{\cancel{\frac{5}{12}}}$", "a cancelled box"),
    m("n_m_st", "A", G_LINE, "no_answer", "boxed", LINE_L + r" $\boxed{\st{(2, 5)}}$", "the gold struck with \\st in the box"),
    m("n_m_notin", "A", G_INT, "wrong", "boxed", INTV + r" $\boxed{x \notin [-1, 5]}$", "x \\notin [-1, 5] describes the complement"),
    m("n_m_guess", "A", G_COMB, "wrong", "boxed", r"I'm not sure how to do this. $\boxed{84}$ (just a guess, probably wrong)", "an answer the model marks as probably wrong"),
    m("n_m_sout_then_other", "A", G_POLY, "wrong", "boxed", POLY_L + r" $= \boxed{\sout{3x^2 - 10x - 8}\; 3x^2 + 10x - 8}$", "the gold struck, 3x^2 + 10x - 8 after"),
    m("n_m_tag_incorrect", "A", G_REP, "wrong", "tag", th("36/99 = 4/11.\n") + r"<answer>\frac{4}{11} (this is incorrect)</answer>", "an answer tag annotating itself as incorrect"),
    g("n_ok_not_other", "B", "157", "correct", "phrase", COOK_L + "The answer is not 167 but 157.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "157", "correct", "hash", COOK_L + "#### ~~167~~ 157", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "157", "correct", "boxed", COOK + r"$\boxed{157}$ ✓", "a check mark after the box"),
    g("n_ok_none_left", "B", "21", "correct", "phrase", PENC_L + "The answer is 21 pencils per student, with none left over.", "'none' after the gold is harmless"),
    g("n_ok_correct_annot", "B", "224", "correct", "boxed", TRAIN_L + r"$\boxed{224}$ (correct: 224 / 3.5 = 64)", "an annotation that confirms"),
    g("n_ok_verified", "B", "96", "correct", "hash", EGGS_L + "#### 96 (verified: 16 * 6 = 96)", "a verification note after ####"),
    g("n_ok_table_struck_row", "B", "9.95", "correct", "lastline", "| Step | Value |\n|---|---|\n| Notebooks | $8.55 |\n| ~~Total~~ | ~~$9.59~~ |\n| Total | $9.95 |", "a struck earlier row, the gold in the last row"),
    g("n_ok_earlier_wrong", "B", "157", "correct", "hash", "My first attempt gave 167, which was wrong because I used 265 instead of 275.\n" + COOK + "#### 157", "an earlier value called wrong, then the gold"),
    g("n_ok_not_negative", "B", "0", "correct", "hash", BUDG + "#### 0 — she has nothing left, not a negative balance.", "harmless 'not' after a zero answer"),
    m("n_m_ok_not_swap", "B", G_LINE, "correct", "boxed", LINE_L + r" The intersection is $\boxed{(2, 5)}$, not $(5, 2)$.", "the swapped pair negated after the box"),
    m("n_m_ok_sout_other", "B", G_LINE, "correct", "boxed", LINE_L + r" $\sout{(5, 2)}$ $\boxed{(2, 5)}$", "the swapped pair struck, the gold boxed"),
    m("n_m_ok_neq_work", "B", G_RAT, "correct", "boxed", r"Since $\sqrt{3} \neq 0$, multiply numerator and denominator by $\sqrt{3}$: " + RAT + r" $= \boxed{2\sqrt{3}}$", "\\neq only in the working"),
    m("n_m_ok_cancel_work", "B", G_DICE, "correct", "boxed", DICE_L + r" $= \frac{\cancel{3} \cdot 5}{\cancel{3} \cdot 12} = \boxed{\frac{5}{12}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_roots", "B", G_ROOT, "correct", "boxed", ROOT + r" Note $x \neq 0$ here. $\boxed{\frac{4}{3}, 2}$", "a harmless \\neq before the box"),
    m("n_m_ok_checkmark", "B", G_SET, "correct", "boxed", SETW_L + r" gives $\boxed{-3, 0, 3}$ ✓", "a check mark after the box"),
    m("n_m_ok_wrong_earlier", "B", G_COMB, "correct", "boxed", r"Using $9 \cdot 8 \cdot 7 = 504$ would be wrong, since order does not matter. " + COMB + r" $= \boxed{84}$", "the permutation called wrong in the working"),
    m("n_m_annot_wrong", "A", G_CIRC, "wrong", "boxed", CIRC_L + r" $= \boxed{9\pi}$ (wrong)", "the model marks its box wrong"),
    m("n_m_ok_not_radians", "B", G_DEG, "correct", "boxed", DEG_L + r" $= \boxed{225^\circ}$, not $\frac{5\pi}{4}$, which is the radian measure we started from.", "the radian measure negated after the box"),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "157", "wrong", "phrase", COOK + "The answer is 157 fewer cookies.", "'157 fewer' states a difference, not a count"),
    g("u_more", "A", "157", "wrong", "phrase", COOK_L + "The answer is 157 more.", "'157 more' states a difference"),
    g("u_dozen_hash", "A", "96", "wrong", "hash", EGGS_L + "#### 96 dozen", "96 dozen = 1152"),
    g("u_dozen_phrase", "A", "96", "wrong", "prose", EGGS_L + "So the farmer collected 96 dozen eggs.", "96 dozen = 1152 eggs"),
    g("u_negative", "A", "157", "wrong", "hash", COOK + "#### 157 negative", "'157 negative' is not 157"),
    g("u_thousand", "A", "18000", "wrong", "phrase", RENT_L + "The answer is 18000 thousand dollars.", "18000 thousand = 18,000,000"),
    g("u_percent_of", "A", "67.5", "wrong", "phrase", PLANT_L + "The answer is 67.5% of 40, which is 27.", "the final value stated is 27"),
    g("u_times", "A", "21", "wrong", "phrase", PENC_L + "The answer is 21 times as many.", "'21 times as many' is a ratio, not a count"),
    g("u_short", "A", "224", "wrong", "prose", TRAIN + "The train is 224 miles short of its goal.", "'224 miles short' is a shortfall, not the distance travelled"),
    g("u_each_film", "A", "285", "wrong", "phrase", FILM_L + "The answer is 285 minutes per film.", "'per film' makes 285 a per-item value; the total is 285 for three"),
    m("u_m_radians_word", "A", G_DEG, "wrong", "boxed", DEG_L + r" $= \boxed{225 \text{ radians}}$", "225 radians is not 225 degrees"),
    m("u_m_frac_degrees", "A", G_RADN, "wrong", "boxed", RADN_L + r" $= \boxed{\frac{5\pi}{6}^\circ}$", "5\\pi/6 degrees is not 5\\pi/6 radians"),
    m("u_m_degrees_for_radians", "A", G_RADN, "wrong", "boxed", r"The angle is $\boxed{150^\circ}$.", "debatable: the given degrees restated where the gold is radians; equal as an angle, but degrees are not radians (brief)", True),
    m("u_m_thousand", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{96\text{ thousand}}$", "96 thousand is not 96"),
    m("u_m_percent", "A", G_COIN, "wrong", "boxed", COIN_L + r" $\boxed{0.375\%}$.", "0.375% = 0.00375, not 3/8"),
    g("u_ok_cookies", "B", "157", "correct", "hash", COOK_L + "#### 157 cookies", "a unit noun after ####"),
    g("u_ok_dollars_word", "B", "18000", "correct", "phrase", RENT_L + "The answer is $18,000 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_miles", "B", "224", "correct", "phrase", TRAIN + "The answer is 224 miles.", "miles"),
    g("u_ok_mi", "B", "224", "correct", "boxed", TRAIN_QWEN + r"Thus, the train travels \(\boxed{224 \text{ mi}}\).", "an abbreviated unit in the box"),
    g("u_ok_each", "B", "21", "correct", "phrase", PENC_L + "The answer is 21 pencils each.", "'each' is the asked share: the per-student value is the gold"),
    g("u_ok_degree_sign", "B", "-5", "correct", "phrase", TEMP_L + "The answer is -5°F.", "a degree sign"),
    g("u_ok_degrees_word", "B", "-5", "correct", "prose", TEMP_L + "The final temperature is -5 degrees Fahrenheit.", "degrees Fahrenheit"),
    g("u_ok_percent_word", "B", "67.5", "correct", "phrase", PLANT + "The answer is 67.5 percent.", "the word percent"),
    g("u_ok_minutes", "B", "285", "correct", "phrase", FILM_L + "The answer is 285 minutes.", "minutes, the asked unit"),
    g("u_ok_eggs", "B", "96", "correct", "phrase", EGGS_L + "The answer is 96 eggs.", "eggs"),
    g("u_ok_dozen_equiv", "B", "96", "correct", "phrase", EGGS_L + "The answer is 8 dozen, that is, 96 eggs.", "8 dozen then 96: the last value is the gold"),
    g("u_ok_cents", "B", "9.95", "correct", "phrase", SHOP + "The answer is $9.95 (nine dollars and ninety-five cents).", "the amount spelled out after"),
    m("u_m_ok_sq_units", "B", G_CIRC, "correct", "boxed", CIRC_L + r" $= \boxed{9\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_degrees_word", "B", G_DEG, "correct", "boxed", DEG_L + r" $= \boxed{225 \text{ degrees}}$", "the word degrees for a degree gold"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE_L + r" $= \boxed{96_{10}}$", "a base-10 subscript"),
    m("u_m_ok_radians_word", "B", G_RADN, "correct", "boxed", RADN + r" $= \boxed{\frac{5\pi}{6} \text{ radians}}$", "the word radians for a radian gold"),
    m("u_m_hundred", "A", G_BASE, "wrong", "boxed", BASE_L + r" $= \boxed{96 \text{ hundred}}$", "96 hundred = 9600"),
    m("u_m_more", "A", G_COMB, "wrong", "prose", COMB_L + r" $= 84$, so there are 84 more ways.", "'84 more ways' states a difference"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{9\pi \text{ cm}^2}$", "square centimetres in the box"),
    m("u_m_ok_inches", "B", G_SQ, "correct", "prose", SQ_L + r" $= 4\sqrt{3}$, so the side is $4\sqrt{3}$ inches.", "inches after the exact value, no box"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "157", "wrong", "hash", COOK_L + "#### 157\n\nEdit: I misread the problem; 265 were sold, so it's 167.", "Edit: after the answer, 167"),
    g("r_wait_wrong", "A", "157", "wrong", "phrase", COOK_L + "The answer is 157.\n\nWait, that's wrong. I forgot the 10 broken cookies: 157 - 10 = 147. The answer is 147.", "Wait, that's wrong, then 147"),
    g("r_never_mind", "A", "21", "wrong", "hash", PENC_L + "#### 21\nNever mind, I divided wrong.", "debatable: the answer withdrawn with nothing new (round 20-21 convention: wrong)", True),
    g("r_actually", "A", "18000", "wrong", "hash", RENT + "#### 18000\nActually, the deposit is refunded at the end of the year, so he really pays 17400.", "Actually, 17400"),
    g("r_hmm_recheck_tag", "A", "157", "wrong", "tag", th(COOK_THINK) + "<answer>157</answer>\n\nHmm, wait. Re-reading the question, 265 cookies were sold, not 275. So 432 - 265 = 167.\n<answer>167</answer>", "a second tag after a re-read, 167"),
    g("r_correction", "A", "9.95", "wrong", "boxed", SHOP_L + r"$\boxed{9.95}$" + "\n\n**Correction:** the pen costs $1.04, so the answer should be $9.59.", "Correction: 9.59 (8.55 + 1.04 = 9.59)"),
    g("r_oops", "A", "9.95", "wrong", "phrase", SHOP_L + "The answer is $9.95.\nOops, I made an error: the pen is $1.45, so 8.55 + 1.45 = $10.00.", "Oops, 10.00"),
    g("r_scratch_that", "A", "285", "wrong", "phrase", FILM_L + "The answer is 285. Scratch that — it's 4.75 hours.", "Scratch that, 4.75 (hours)"),
    g("r_update", "A", "224", "wrong", "boxed", TRAIN_QWEN + qbox("224") + "\n\nUpdate: the train stopped for half an hour, so it only traveled 3 hours: 64 * 3 = 192 miles. \\(\\boxed{192}\\)", "an update with a later box 192"),
    g("r_llama_reconsider", "A", "18000", "wrong", "boxed", RENT_LLAMA + LLAMA_END.format("18000") + "\n\nHowever, upon re-reading, the deposit is refundable and should not be included. The correct total is $\\boxed{17400}$.", "a later box 17400 after re-reading"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB_QWEN + qbox("84") + "\n\nActually, the books go on a shelf in order, so it's $9 \\cdot 8 \\cdot 7 = 504$: $\\boxed{504}$.", "a later box 504"),
    m("r_m_not_right", "A", G_LINE, "wrong", "boxed", LINE + r" $\boxed{(2, 5)}$" + "\n\nHmm, that's not right. I need to redo this.", "debatable: the gold withdrawn with nothing new (round 20-21 convention: wrong)", True),
    m("r_m_apology", "A", G_ROOT, "wrong", "boxed", ROOT_L + r" $\boxed{\frac{4}{3}, 2}$" + "\n\nI apologize, I made a mistake with the signs. The correct roots are $\\boxed{-\\frac{4}{3}, -2}$.", "an apology then other roots"),
    m("r_m_edit_open", "A", G_INT, "wrong", "boxed", INTV_L + r" $\boxed{[-1, 5]}$" + "\n\nEdit: the inequality is strict, so the answer is $(-1, 5)$.", "Edit: an open interval"),
    m("r_m_wait_sign", "A", G_CPX, "wrong", "boxed", CPX_LLAMA + LLAMA_END.format("11 + 10i") + "\n\nWait, I was wrong: $-8i^2 = -8$, so it's $3 + 10i - 8 = \\boxed{-5 + 10i}$.", "a 'Wait' correction to -5 + 10i"),
    m("r_m_think_final_other", "A", G_MAT, "wrong", "boxed", th(MAT_THINK + "\nHmm, actually the problem says BA, not AB. BA = [[3, 4], [1, 2]].\n") + r"**Final Answer**" + "\n\\[\n\\boxed{\\begin{pmatrix} 3 & 4 \\\\ 1 & 2 \\end{pmatrix}}\n\\]", "the think block ends on another product; the final box is BA"),
    g("r_ok_edit_format", "B", "157", "correct", "hash", COOK_L + "#### 157\n\nEdit: fixed a typo in step 2.", "Edit: about a typo only"),
    g("r_ok_wait_confirm", "B", "157", "correct", "hash", COOK + "#### 157\n\nWait, let me double-check: 157 + 275 = 432. Yes, 157 is right.", "Wait, then a confirmation"),
    g("r_ok_correction_to_gold", "B", "157", "correct", "phrase", COOK_SLIP_L + "The answer is 167.\n\nWait, that's wrong, it's 275 sold, not 265: 432 - 275 = 157. The answer is 157.", "a correction to the gold"),
    g("r_ok_never_mind_gold", "B", "18000", "correct", "hash", RENT_NODEP_L + "The answer is 17400. Never mind — I forgot the deposit: 17400 + 600 = 18000.\n#### 18000", "Never mind, then the gold"),
    g("r_ok_check", "B", "224", "correct", "hash", TRAIN_L + "#### 224\n\nCheck: 224 / 64 = 3.5 ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "21", "correct", "hash", PENC + "#### 21\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_actually_gold", "B", "9.95", "correct", "boxed", "3 * 2.85 = 8.55 and 8.55 + 1.40 = 9.59, so the total is $\\boxed{9.59}$.\n\nActually, I mis-added: 8.55 + 1.40 = 9.95. The total is $\\boxed{9.95}$.", "a later box with the gold"),
    g("r_ok_think_candidates", "B", "285", "correct", "boxed", th(FILM_THINK) + r1final("285"), "295 and 4.75 as candidates in a think block, then a Final Answer box"),
    g("r_ok_update_same", "B", "96", "correct", "hash", EGGS_L + "#### 96\n\nUpdate: I re-read the question and confirmed it asks for eggs, not dozens, so the answer remains 96.", "an update that keeps the gold"),
    g("r_ok_oops_sign", "B", "-5", "correct", "hash", "4 - 9 = 5, so it ends at 5 degrees.\nOops, sign error: 4 - 9 = -5, not 5.\n#### -5", "a sign slip corrected to the gold"),
    m("r_m_ok_wait_box", "B", G_COMB, "correct", "boxed", r"The number of ways is $9 \cdot 8 \cdot 7 = \boxed{504}$." + "\n\nWait, I made a mistake: order doesn't matter, so we divide by $3! = 6$. " + COMB + r" $= \boxed{84}$.", "a later box with the gold"),
    m("r_m_ok_apology_gold", "B", G_DICE, "correct", "boxed", r"The probability is $\boxed{\frac{1}{3}}$." + "\n\nI apologize for the error above. Counting again: " + DICE + r", so the correct answer is $\boxed{\frac{5}{12}}$.", "an apology then the gold"),
    m("r_m_ok_verify", "B", G_LINE, "correct", "boxed", LINE_L + r" $\boxed{(2, 5)}$" + "\n\nVerification: $2(2) + 1 = 5$ and $-2 + 7 = 5$ ✓", "a verification after the box"),
    m("r_m_ok_reconsider_same", "B", G_INT, "correct", "boxed", INTV_L + r" $\boxed{[-1, 5]}$" + "\n\nLet me reconsider whether the endpoints belong: at $x = -1$ and $x = 5$ the expression is $0$, and $0 \\le 0$, so yes, the answer is still $[-1, 5]$.", "a reconsideration that keeps the gold"),
    m("r_m_ok_simplified_q", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{4\sqrt{3}}$." + "\n\nWait, is $4\\sqrt{3}$ fully simplified? $3$ has no square factor, so yes.", "a Wait that confirms"),
    m("r_m_ok_qwen_end", "B", G_POLY, "correct", "boxed", POLY_L + r" $= 3x^2 - 10x - 8$." + "\n\n" + QWEN_END.format("3x^2 - 10x - 8"), "Qwen's closing line with 'I hope it is correct'"),
    m("r_m_ps", "A", G_BASE, "wrong", "boxed", BASE_L + r" $= \boxed{96}$" + "\n\nP.S. I misread the base: the number is in base 6, so $341_6 = 3 \\cdot 36 + 4 \\cdot 6 + 1 = \\boxed{133}$.", "a P.S. with a later box 133 (108 + 24 + 1)"),
    m("r_m_ok_ps_check", "B", G_ZERO, "correct", "boxed", ZERO_L + r" $= \boxed{0}$" + "\n\nP.S. This makes sense: $x^2 - 5x + 6 = (x - 2)(x - 3)$, so $x = 2$ is a root.", "a P.S. that confirms"),

    # ================================================================ 7. quoted / reported / other-turn text
    g("q_teacher_said", "A", "157", "wrong", "hash", COOK_SLIP + "My teacher said the answer is 157, but I get 167.\n#### 167", "the gold only reported, the own answer 167"),
    g("q_key_quote_only", "A", "157", "no_answer", "none", 'The answer key says "157".', "only a quotation of a source, no own answer", True),
    g("q_question_only", "A", "157", "no_answer", "none", COOK.split("\n")[0] + "\nIs the answer 157?", "a question, not a stated answer"),
    g("q_other_part", "A", "18000", "wrong", "hash", "Part (a): the total cost with the deposit is 17400 + 600 = 18000.\nPart (b): the average monthly cost is 18000 / 12 = 1500.\n#### 1500", "the gold is part (a) of another question; the #### answer 1500"),
    g("q_invented_user_gold", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### 167" + IM_USER + "That's wrong. The correct answer is 157." + IM_ASSIST + "You're right, I apologize.", "the gold only in an invented user turn; the invented assistant turn states no value"),
    g("q_invented_eot_gold", "A", "18000", "wrong", "boxed", RENT_LLAMA_NODEP + LLAMA_END.format("17400") + EOT_USER + "Shouldn't the total include the deposit? That makes it $18,000.", "the gold only in an invented Llama user turn"),
    g("q_self_set_problem", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### 167\n\nPractice problem: A shop has 200 cookies and sells 43. How many are left?\nAnswer: 200 - 43 = 157.", "the gold only as the answer to a self-set problem; the own answer 167"),
    g("q_hypothetical", "A", "18000", "wrong", "hash", RENT_NODEP_L + "If the deposit were included, the answer would be 18000. But the question asks only about rent.\n#### 17400", "the gold under 'if', the answer 17400"),
    g("q_student_wrote", "A", "224", "wrong", "hash", 'A student wrote "#### 224", but the train ran only 3 hours.\n64 * 3 = <<64*3=192>>192\n#### 192', "the gold in a quoted ####, final 192"),
    g("q_fewshot_example", "A", "157", "wrong", "phrase", "Problem:\nA baker has 432 cookies and sells 275. How many remain?\n\nSolution:\n432 - 275 = 157.\nFinal Answer: The final answer is 157. I hope it is correct.\n\nProblem:\nNow the real question.\n\nSolution:\n" + COOK_SLIP + MINERVA.format("167"), "an invented few-shot example with the gold; the own final line 167"),
    g("q_suppose", "A", "21", "no_answer", "none", "Suppose each student gets 21 pencils. Then we would need 21 * 12 pencils. I'm not sure how many boxes there are.", "only a supposition, no stated answer"),
    m("q_m_manual", "A", G_DICE, "wrong", "boxed", r"The solutions manual gives $\frac{5}{12}$, but I count $14$ outcomes, so the probability is $\boxed{\frac{7}{18}}$.", "the gold only reported; the own box 7/18 (14/36)"),
    m("q_m_invented_user", "A", G_COMB, "wrong", "boxed", r"$9 \cdot 8 \cdot 7 = \boxed{504}$" + IM_USER + r"The answer should be 84, since order doesn't matter.", "the gold only in an invented user turn"),
    m("q_m_part_b", "A", G_COMB, "wrong", "boxed", r"(a) Unordered: $\binom{9}{3} = 84$. (b) Ordered: $9 \cdot 8 \cdot 7 = 504$." + "\n\nFinal answer: $\\boxed{504}$", "the model's own part (b) boxed last"),
    m("q_m_question_cut", "A", G_SQ, "no_answer", "none", r"Could the answer be $4\sqrt{3}$? Let me think about whether $\sqrt{48}$", "a question, then cut"),
    m("q_m_fewshot_after_wrong", "A", G_COMB, "wrong", "phrase", "The number of committees is 9 * 8 * 7 = 504. The answer is 504.\n\nQ: How many ways can 3 books be chosen from 9?\nA: C(9, 3) = 84. The answer is 84.", "the gold only in an invented Q/A after the own answer 504"),
    g("q_ok_friend_first", "B", "157", "correct", "hash", "My friend said 167, but she used 265 instead of 275.\n" + COOK + "#### 157", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "157", "correct", "hash", '> "A bakery bakes 18 trays of 24 cookies and sells 275."\n\n' + COOK + "#### 157", "the problem quoted first"),
    g("q_ok_invented_turn_after", "B", "157", "correct", "hash", COOK + "#### 157" + IM_USER + "Great! Now what if they sold 300?" + IM_ASSIST + "432 - 300 = 132.\n#### 132", "an invented next turn after the committed answer does not count"),
    g("q_ok_eot_after", "B", "18000", "correct", "boxed", RENT_LLAMA + LLAMA_END.format("18000") + EOT_USER + "Thanks! What about 6 months?" + EOT_ASSIST + "6 * $1,450 + $600 = $9,300.", "an invented Llama turn after the answer"),
    g("q_ok_hypo_after", "B", "18000", "correct", "hash", RENT_L + "#### 18000\n\nIf there were no deposit, it would be 17400.", "a hypothetical after the committed answer"),
    g("q_ok_self_set_after", "B", "224", "correct", "hash", TRAIN_L + "#### 224\n\nPractice: how far does a car go at 50 mph for 2 hours? 50 * 2 = 100 miles.", "a self-set practice problem after the answer"),
    g("q_ok_parts_steps", "B", "21", "correct", "hash", "Step (a): 7 * 36 = 252 pencils.\nStep (b): 252 / 12 = 21 pencils each.\n#### 21", "steps labelled (a), (b)"),
    g("q_ok_rhetorical", "B", "157", "correct", "hash", "How many cookies are baked? 18 * 24 = 432.\nHow many are left? 432 - 275 = 157.\n#### 157", "rhetorical questions in the working"),
    g("q_ok_quote_condition", "B", "21", "correct", "hash", 'The problem says "each student gets the same number", so 252 / 12 = 21.\n#### 21', "a quoted condition, then the answer"),
    g("q_ok_fewshot_after", "B", "96", "correct", "phrase", EGGS_L + "The answer is 96.\n\nQ: A farmer has 40 cows and sells 15. How many are left?\nA: 40 - 15 = 25. The answer is 25.", "an invented Q/A after the answer does not count"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 1 \cdot 5 + 2 = 7$. Likewise, " + BASE + r" $= \boxed{96}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $x^2 - 4x - 5 \le 0$." + "\n\n" + INTV + r" So $x \in \boxed{[-1, 5]}$.", "the problem quoted first"),
    m("q_m_ok_invented_after", "B", G_COMB, "correct", "boxed", COMB_QWEN + qbox("84") + IM_USER + r"Next: compute $\binom{10}{3}$." + IM_ASSIST + r"$\binom{10}{3} = \boxed{120}$", "an invented turn with its own box after the answer"),
    m("q_m_ok_suppose_refuted", "B", G_LINE, "correct", "boxed", r"Suppose $x = 1$: then $y = 3$ on the first line but $6$ on the second, so no. " + LINE + r" The point is $\boxed{(2, 5)}$.", "a supposition refuted, then the box"),
    m("q_m_ok_key_agrees", "B", G_COIN, "correct", "boxed", COIN + r" $\frac{3}{8}$. The answer key also says $\frac{3}{8}$, and I agree: $\boxed{\frac{3}{8}}$.", "the key quoted and the own box agree"),
    m("q_m_ok_teacher_wrong", "B", G_MAT, "correct", "boxed", "My classmate got the transpose, " + MAT_T.replace("pmatrix", "bmatrix") + ", but " + MAT + r" So $AB = \boxed{" + MAT_OK + "}$.", "another's wrong matrix reported first"),
    m("q_m_invented_eot", "A", G_RAT, "wrong", "boxed", RAT_L + r" $= \boxed{\frac{2}{\sqrt{3}}}$" + EOT_USER + r"Hmm, I think it should be $2\sqrt{3}$.", "the gold only in an invented user turn; the own box 2/\\sqrt3"),
    m("q_m_ok_eot_after", "B", G_RAT, "correct", "boxed", RAT_L + r" $= \boxed{2\sqrt{3}}$" + EOT_USER + r"Now rationalize $\frac{4}{\sqrt{2}}$." + EOT_ASSIST + r"$\frac{4}{\sqrt{2}} = \boxed{2\sqrt{2}}$", "an invented Llama turn with its own box after the answer"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_inside", "A", "157", "no_answer", "hash", COOK_L + "#### 15\x007", "a NUL inside the number: bad input"),
    g("b_nul_after", "A", "157", "no_answer", "hash", COOK + "#### 157\x00", "a NUL after a right answer: a NUL anywhere makes the pair bad input (brief)"),
    g("b_nul_begin", "A", "18000", "no_answer", "hash", "\x00" + RENT + "#### 18000", "a NUL first: bad input (brief)"),
    g("b_nul_in_think", "A", "157", "no_answer", "tag", th(COOK_THINK.replace("432 cookies.", "432\x00 cookies.")) + "<answer>157</answer>", "a NUL in the thinking: bad input (brief)"),
    g("b_nul_in_gold", "A", "157\x00", "no_answer", "hash", COOK_L + "#### 157", "a NUL in the gold: the pair is bad input (brief)"),
    g("b_empty", "A", "157", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "157", "no_answer", "none", "   \n\t  \n", "only whitespace"),
    g("b_ctrl_other", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### 167\x07", "a BEL after 167: wrong either way"),
    g("b_huge_then_other", "A", "157", "wrong", "hash", PAD * 3000 + "\n" + COOK_SLIP + "#### 167", "a huge prefix (about 140k characters), then 167"),
    g("b_loop_cut", "A", "157", "no_answer", "none", "<think>\n" + "Let me recompute 18 * 24. Wait, " * 4000, "a repetition loop cut at the cap, no answer"),
    g("b_fullwidth_other", "A", "157", "wrong", "hash", COOK_SLIP_L + "#### １６７", "full-width 167"),
    g("b_zero_width_other", "A", "157", "wrong", "hash", COOK_SLIP + "#### 1\u200b67", "167 with a zero-width space inside"),
    g("b_bom_other", "A", "157", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 167", "a BOM then 167"),
    m("b_m_unclosed_box", "A", G_DICE, "no_answer", "none", DICE_L + r" $= \boxed{\frac{5}{1", "cut inside the box"),
    m("b_m_nul_box", "A", G_DICE, "no_answer", "boxed", DICE_L + r" $= \boxed{\frac{5}{12}}$" + "\x00", "a NUL after a right box: bad input (brief)"),
    m("b_m_deep_nesting", "A", G_COMB, "no_answer", "none", r"$\boxed{" + r"\frac{1}{" * 2000, "deeply nested unclosed fractions, cut: no answer"),
    m("b_m_gold_newline_other", "A", G_BASE + "\n", "wrong", "boxed", BASE_L + r" $= \boxed{69}$", "a gold with a newline; the answer 69"),
    g("b_ok_crlf", "B", "18000", "correct", "hash", cr(RENT + "#### 18000"), "CRLF line ends"),
    g("b_ok_bom", "B", "157", "correct", "hash", "\ufeff" + COOK + "#### 157", "a BOM first"),
    g("b_ok_tab", "B", "157", "correct", "hash", COOK + "####\t157", "a tab after ####"),
    g("b_ok_fullwidth", "B", "157", "correct", "hash", COOK_L + "#### １５７", "full-width digits"),
    g("b_ok_nbsp", "B", "18000", "correct", "hash", RENT_L + "####\u00a0$18,000", "a no-break space after ####"),
    g("b_ok_gold_spaces", "B", " 157 ", "correct", "hash", COOK_L + "#### 157", "a gold with spaces"),
    g("b_ok_gold_newline", "B", "224\n", "correct", "hash", TRAIN + "#### 224", "a gold with a trailing newline"),
    g("b_ok_huge_then_answer", "B", "157", "correct", "hash", PAD * 3000 + "\n" + COOK + "#### 157", "a huge prefix, then the gold"),
    g("b_ok_long_think", "B", "157", "correct", "tag", th(COOK_THINK * 200) + "<answer>157</answer>", "a very long think block (about 100k characters), then the tag"),
    g("b_ok_ansi", "B", "157", "correct", "hash", COOK_L + "\x1b[1m#### 157\x1b[0m", "debatable: ANSI bold escapes around the answer line; control characters, no NUL", True),
    g("b_ok_emoji", "B", "157", "correct", "hash", COOK_L + "#### 157 🍪", "an emoji after the number"),
    g("b_ok_unicode_minus", "B", "-5", "correct", "hash", TEMP_L + "#### \u22125", "a Unicode minus sign"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{84}", "correct", "boxed", COMB + r" $= \boxed{84}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{5}{12}$", "correct", "boxed", DICE_L + r" $= \boxed{\frac{5}{12}}$", "a gold in dollar signs"),
    m("b_m_ok_crlf", "B", G_ROOT, "correct", "boxed", cr(ROOT_THINK + "\n" + r"So the roots are $\boxed{\frac{4}{3}, 2}$."), "CRLF line ends"),
    m("b_m_ok_unicode_sqrt", "B", G_SQ, "correct", "boxed", SQ_L + r" $= \boxed{4√3}$", "a Unicode square-root sign"),
    m("b_m_fullwidth_other", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{８５}$", "full-width 85"),
    m("b_m_ctrl_other", "A", G_BASE, "wrong", "boxed", BASE_L + r" $= \boxed{69}$" + "\x1b[0m", "an ANSI escape after 69: wrong either way"),
    m("b_m_ok_nbsp", "B", G_DICE, "correct", "boxed", DICE + "\u00a0$=\u00a0\\boxed{\\frac{5}{12}}$", "no-break spaces around the box"),
    m("b_m_ok_huge", "B", G_REP, "correct", "boxed", P_REP * 300 + REP + r" $= \boxed{\frac{4}{11}}$", "the opening repeated 300 times (a loop that recovers), then the box"),
]
# fmt: on

DECISIONS = {
    "h_sign_lost": (
        "reject",
        "the #### value is 5; 'below zero' in the phrase does not change the marked value (round 21's decision)",
    ),
    "x_cent_off": (
        "reject",
        "18000.01 is another money amount; a tolerance for decimals must not accept a different cent",
    ),
    "x_share_for_percent": ("reject", "a decimal share is not the percent asked (rounds 5 and 21)"),
    "u_m_degrees_for_radians": ("reject", "degrees are not radians (brief; round 1's decision)"),
    "r_never_mind": (
        "reject",
        "a value the model withdraws with nothing new is not a final answer to accept (rounds 20-21: wrong)",
    ),
    "r_m_not_right": (
        "reject",
        "a value the model withdraws with nothing new is not a final answer to accept (rounds 20-21: wrong)",
    ),
    "q_key_quote_only": ("reject", "only a quotation of a source, no own answer"),
    "x_m_ok_sqrt48": (
        "accept",
        "equal in value; the README counts an unsimplified equal value as correct (as 15/36 for 5/12)",
    ),
    "b_ok_ansi": (
        "accept",
        "ANSI escapes are control characters but no NUL or lone surrogate; the answer line is plain #### 157",
    ),
}

if __name__ == "__main__":
    import corpus_build

    own = Path(__file__).resolve().parent
    if (
        own != corpus_build.HERE
    ):  # outside the corpus folder: write beside this file, not into the repo
        corpus_build.HERE = own
    write_probes("adversarial_redteam122", CASES, [], DECISIONS)
