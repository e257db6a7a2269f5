r"""Build adversarial_redteam20.jsonl: a twentieth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam20", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/ (the bench notes included), tests/ or any ANALYSIS.md, and
WITHOUT running the checker, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How labels were made"), corpus_build.py and the red-team builders of rounds 1-19
were read (round 19 for structure and conventions, the others only to avoid repeating their
problems, numbers and wordings).

Aim of this round: a second, independent author of the issue's hidden test set: the eight classes
as the issue states them, with new numbers, problems and wordings, about 60 % plain one-trick probes
and 40 % inside realistic completions (R1 <think> blocks and R1-Zero <answer> tags, R1-distill
"**Final Answer**" blocks, Qwen2.5-Math numbered steps, Llama 3 "## Step N:" answers ending "The
final answer is: $\boxed{}$", Minerva lines, GSM8K `<<a*b=c>>` calculator annotations, markdown
tables, Python blocks with their real output), and right answers in the notations real models write.

New against rounds 1-19: every problem. GSM8K: 17 shelves of 28 books, 138 checked out -> 338 (the
misreading 183 -> 293); a car lease of $345 a month for 36 months plus $2,150 down -> $14,570
(without the down payment $12,420); a diver 12 m below the surface descending 3.5 m a minute for 6
minutes -> -33; 3.6 kg of cherries at $4.85 a kg -> $17.46; 51 of 80 seeds sprouting -> 63.75 %
(Python prints 63.74999999999999); 7 lessons of 55 minutes -> 385 minutes; 26 melons a day for 12
days -> 312 (= 26 dozen); Mia 14, her grandfather 6 years younger than 5 times her age -> 64 (the
slip "older": 76); an $846 bill split 18 ways -> $47 each; Lena $34 and Omar $25 a week for 13
weeks -> Lena has $117 more; 1,245 bottles a day for 28 days -> 34,860. MATH: a multiple of 4 from
1-30 -> 7/30; the distance from (1, -2) to (7, 7) -> 3\sqrt13; the remainder of x^3 - 2x^2 - 5x + 6
on division by x - 1 -> 0; a sector of radius 9 and angle 80 degrees -> 18\pi; |2x + 5| < 9 ->
(-7, 2); 2x^2 + x - 15 = 0 -> -3 and 5/2; (11 + 3i)/(1 - i) -> 4 + 7i; a regular 40-gon's interior
angle -> 171 (degrees); 260 degrees -> 13\pi/9; 465_7 -> 243; 4x - y = 10 and x + 2y = -2 ->
(2, -2); (3x - 4)(x + 5) -> 3x^2 + 11x - 20; the prime among 91, 119, 133, 151, 161 -> (D);
C(13, 3) -> 286; 0.4\overline{6} -> 7/15; 12/\sqrt6 -> 2\sqrt6.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number (chosen so the label does not depend on the unseen question); `r_` retractions after the
answer and harmless after-text; `q_` quoted, reported, hypothetical, example and other-part
statements; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 14-19's conventions: the last
final answer counts; a hedge, two different final answers (two parts included) or a right number
only in the working is `wrong`; no final answer (a negation or strike-out with nothing after, a
refusal, a placeholder, a cut inside the answer or the thinking, only a quotation, an example or a
hypothetical) is `no_answer`; equal in value but written differently is `correct`; a decimal for an
exact irrational or repeating gold, and a raw float artefact copied into the answer, are `wrong`; a
value the model itself marks wrong, or withdraws with nothing new, is `wrong`; an explicit
correction after an answer ("Correction:", "Revised answer:", "Strike that", "P.S.", "Please
ignore the above") makes the corrected value the final one; a check, a pleasantry, a recap or a
hypothetical after a committed answer does not replace it; text in an invented next turn does not
count; in an <answer> tag a sentence, an equation chain or a box is read for the value it states. A
NUL anywhere makes the pair bad input: a right answer with a NUL is labelled `correct` and
`debatable`, decision `reject` (rounds 3-19). A thousands DOT in an English answer is a decimal
point, a decimal share for a percent gold is `wrong` (round 5's decisions, debatable). Unit and
qualifier words are chosen so the label does not depend on the question: where a word matters, the
working the checker sees fixes the quantity. A probe whose label is itself debatable carries
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes (a
proposal, written black-box).

Every gold was computed by hand and re-checked (the arithmetic is beside each working text below);
the float artefact was printed by CPython 3 (`51 / 80 * 100`).

Usage: python packages/check/corpus/build_adversarial_redteam20.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
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
# --- books: gold 338 (17 * 28 = 340 + 136 = 476; 476 - 138 = 338; check 338 + 138 = 476).
#     The misreading 183 checked out: 476 - 183 = 293 (check 293 + 183 = 476).
LIB = (
    "The library has 17 shelves of 28 books, so it holds 17 * 28 = <<17*28=476>>476 books.\n"
    "138 are checked out, so 476 - 138 = <<476-138=338>>338 books are on the shelves.\n"
)
LIB_SLIP = (
    "The library has 17 shelves of 28 books, so it holds 17 * 28 = <<17*28=476>>476 books.\n"
    "183 are checked out, so 476 - 183 = <<476-183=293>>293 books are on the shelves.\n"
)
LIB_R1 = (
    "Alright, 17 shelves with 28 books on each. 17 * 28 = 17 * 30 - 17 * 2 = 510 - 34 = 476.\n\n"
    "138 books are checked out, so 476 - 138 = 338 remain.\n\nCheck: 338 + 138 = 476. Good.\n"
)
LIB_R1_WAVER = LIB_R1 + (
    "\nHmm, wait, did it say 183 checked out? Then 476 - 183 = 293. I'm not sure which; "
    "I'll trust the second reading.\n"
)

# --- lease: gold 14570 (345 * 36 = 10800 + 1620 = 12420; 12420 + 2150 = 14570). Without the down
#     payment: 12420.
LEASE = (
    "The monthly payments total 345 * 36 = <<345*36=12420>>12420 dollars.\n"
    "With the $2,150 down payment, the lease costs 12420 + 2150 = <<12420+2150=14570>>14570 dollars.\n"
)
LEASE_NODOWN = "The monthly payments total 345 * 36 = <<345*36=12420>>12420 dollars.\n"
LEASE_LLAMA = llama(
    ("Compute the monthly payments", "36 payments of $345 come to 36 * 345 = $12,420."),
    (
        "Add the down payment",
        "The down payment is $2,150, so the total is 12,420 + 2,150 = $14,570.",
    ),
)

# --- diver: gold -33 (3.5 * 6 = 21; -12 - 21 = -33). Sign lost: 33.
DIVE = (
    "The diver descends 3.5 * 6 = <<3.5*6=21>>21 metres, so she ends at "
    "-12 - 21 = <<-12-21=-33>>-33 metres (relative to the surface).\n"
)
DIVE_QWEN = qwen(
    "To find the diver's final position, we follow these steps:",
    ("Distance descended", "\\[\n   3.5 \\times 6 = 21 \\text{ m}\n   \\]"),
    ("Final position", "\\[\n   -12 - 21 = -33 \\text{ m}\n   \\]"),
)

# --- cherries: gold 17.46 (3.6 * 4.85 = 3 * 4.85 + 0.6 * 4.85 = 14.55 + 2.91 = 17.46 = 873/50;
#     50 * 17.46 = 873).
CHERRY = "3.6 kg of cherries at $4.85 per kg cost 3.6 * 4.85 = <<3.6*4.85=17.46>>17.46 dollars.\n"

# --- seeds: gold 63.75 (51 / 80 = 0.6375 = 63.75 % = 255/4; 80 * 0.6375 = 51). CPython:
#     51 / 80 * 100 prints 63.74999999999999.
SEED = "51 of the 80 seeds sprouted, so the germination rate is 51 / 80 * 100 = <<51/80*100=63.75>>63.75 percent.\n"
SEED_PY = "```python\nprint(51 / 80 * 100)\n```\n```output\n63.74999999999999\n```\n"

# --- lessons: gold 385 minutes (7 * 55 = 385 = 6 h 25 min, 6 * 60 + 25 = 385). 6 lessons: 330.
LESSON = "Each lesson lasts 55 minutes, so 7 lessons take 7 * 55 = <<7*55=385>>385 minutes.\n"

# --- melons: gold 312 (26 * 12 = 260 + 52 = 312 = 26 dozen; 312 dozen = 3,744).
MELON = (
    "The farmer picks 26 melons a day, so in 12 days he picks 26 * 12 = <<26*12=312>>312 melons.\n"
)

# --- age: gold 64 (5 * 14 = 70; 70 - 6 = 64). The slip "older": 70 + 6 = 76.
AGE = (
    "Mia is 14. Her grandfather is 6 years younger than 5 times her age, so he is "
    "5 * 14 - 6 = <<5*14-6=64>>64 years old.\n"
)
AGE_SLIP = "Mia is 14. Five times her age is 70, and 6 more is 70 + 6 = <<70+6=76>>76.\n"

# --- bill: gold 47 each (846 / 18 = 47; check 18 * 47 = 720 + 126 = 846). Digits swapped: 74.
BILL = "The $846 bill is split equally among 18 friends, so each pays 846 / 18 = <<846/18=47>>47 dollars.\n"
BILL_MD = (
    "| Quantity | Value |\n|---|---|\n| Bill | $846 |\n| Friends | 18 |\n"
    "| Each share | 846 ÷ 18 = $47 |\n\nCheck: 18 × 47 = 846 ✓\n\n"
)

# --- savings: gold 117, how many more dollars Lena has (34 * 13 = 442; 25 * 13 = 325;
#     442 - 325 = 117; check (34 - 25) * 13 = 9 * 13 = 117).
SAVE = (
    "In 13 weeks Lena saves 34 * 13 = <<34*13=442>>442 dollars and Omar saves 25 * 13 = "
    "<<25*13=325>>325 dollars.\nLena has 442 - 325 = <<442-325=117>>117 dollars more than Omar.\n"
)

# --- bottles: gold 34860 (1245 * 28 = 1245 * 30 - 1245 * 2 = 37350 - 2490 = 34860; / 28 = 1245).
BOTTLE = (
    "The plant fills 1,245 bottles a day, so in 28 days it fills 1245 * 28 = "
    "<<1245*28=34860>>34860 bottles.\n"
)
FILLER = "Let me double-check 17 * 28 once more: 17 * 28 = 476.\n" * 1100  # about 57 KB of loop

# ================================================================ MATH-style working
# --- gold 7/30: multiples of 4 in 1..30 are 4, 8, ..., 28 (28 / 4 = 7), so 7/30 = 0.2333... =
#     0.2\overline{3}. Counting 8 multiples: 8/30 = 4/15.
G_PROB = r"\frac{7}{30}"
PROB = (
    r"The multiples of $4$ from $1$ to $30$ are $4, 8, 12, 16, 20, 24, 28$: seven of them, so the "
    r"probability is $\frac{7}{30}$"
)
# --- gold 3\sqrt13: (7 - 1)^2 + (7 + 2)^2 = 36 + 81 = 117 = 9 * 13. 13\sqrt3 = \sqrt507 (swapped).
#     \sqrt117 = 10.8166538...
G_RAD = r"3\sqrt{13}"
RAD = r"The distance is $\sqrt{(7 - 1)^2 + (7 - (-2))^2} = \sqrt{36 + 81} = \sqrt{117} = \sqrt{9 \cdot 13}$"
# --- gold 0: p(1) = 1 - 2 - 5 + 6 = 0 (x - 1 is a factor: x^3 - 2x^2 - 5x + 6 = (x - 1)(x^2 - x - 6)).
G_ZERO = "0"
ZERO = r"By the Remainder Theorem, the remainder is $p(1) = 1^3 - 2 \cdot 1^2 - 5 \cdot 1 + 6 = 1 - 2 - 5 + 6$"
# --- gold 18\pi: 80/360 = 2/9; (2/9) * 81\pi = 18\pi ~ 56.548667764616276.
G_PI = r"18\pi"
PI = (
    r"The sector is $\frac{80}{360} = \frac{2}{9}$ of the circle, so its area is "
    r"$\frac{2}{9} \cdot \pi \cdot 9^2 = \frac{2}{9} \cdot 81\pi$"
)
# --- gold (-7, 2): -9 < 2x + 5 < 9 -> -14 < 2x < 4 -> -7 < x < 2 (strict: open ends).
G_INT = "(-7, 2)"
INT = r"$|2x + 5| < 9$ means $-9 < 2x + 5 < 9$, so $-14 < 2x < 4$ and $-7 < x < 2$."
# --- gold -3, 5/2: (2x - 5)(x + 3) = 2x^2 + 6x - 5x - 15 = 2x^2 + x - 15; check 2 * 9 - 3 - 15 = 0
#     and 2 * 25/4 + 5/2 - 15 = 25/2 + 5/2 - 15 = 0. Signs flipped: 3 and -5/2.
G_ROOTS = r"-3, \frac{5}{2}"
ROOTS = r"$2x^2 + x - 15 = (2x - 5)(x + 3) = 0$, so $x = \frac{5}{2}$ or $x = -3$."
# --- gold 4 + 7i: (11 + 3i)(1 + i) = 11 + 11i + 3i + 3i^2 = 8 + 14i; / |1 - i|^2 = 2 -> 4 + 7i;
#     check (4 + 7i)(1 - i) = 4 - 4i + 7i - 7i^2 = 11 + 3i. Parts swapped: 7 + 4i.
G_CPX = "4 + 7i"
CPX = r"$\frac{11 + 3i}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{11 + 11i + 3i + 3i^2}{1 - i^2} = \frac{8 + 14i}{2}$"
CPX_QWEN = qwen(
    "To divide complex numbers, we multiply the numerator and the denominator by the conjugate of the denominator:",
    (
        "Multiply by the conjugate",
        "\\[\n   \\frac{(11 + 3i)(1 + i)}{(1 - i)(1 + i)} = \\frac{11 + 11i + 3i + 3i^2}{1 - i^2}\n   \\]",
    ),
    ("Simplify", "\\[\n   \\frac{11 + 14i - 3}{2} = \\frac{8 + 14i}{2} = 4 + 7i\n   \\]"),
)
# --- gold 171 (degrees): (40 - 2) * 180 = 6840; 6840 / 40 = 171 (check 40 * 171 = 6840). The
#     exterior angle: 360 / 40 = 9.
G_DEG = "171"
DEG = r"The interior angles of a regular $40$-gon sum to $180^\circ \cdot 38 = 6840^\circ$, so each is $\frac{6840^\circ}{40}$"
# --- gold 13\pi/9: 260 * \pi / 180 = 13\pi/9 (260 / 20 = 13, 180 / 20 = 9) ~ 4.537856055185257.
G_RADN = r"\frac{13\pi}{9}"
RADN = r"$260^\circ \cdot \frac{\pi}{180^\circ} = \frac{260\pi}{180}$"
# --- gold 243: 465_7 = 4 * 49 + 6 * 7 + 5 = 196 + 42 + 5 = 243. (243_7 = 98 + 28 + 3 = 129.)
G_BASE = "243"
BASE = r"$465_7 = 4 \cdot 7^2 + 6 \cdot 7 + 5 = 196 + 42 + 5$"
# --- gold (2, -2): y = 4x - 10; x + 2(4x - 10) = -2 -> 9x = 18 -> x = 2, y = -2;
#     check 4 * 2 - (-2) = 10 and 2 + 2(-2) = -2. Swapped: (-2, 2).
G_PAIR = "(2, -2)"
PAIR = (
    r"From $4x - y = 10$ we get $y = 4x - 10$. Then $x + 2(4x - 10) = -2$, so $9x = 18$, $x = 2$ "
    r"and $y = 8 - 10 = -2$." + "\n"
)
# --- gold 3x^2 + 11x - 20: (3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20. (3x + 4)(x - 5) = 3x^2 - 11x - 20.
G_POLY = "3x^2 + 11x - 20"
POLY = r"$(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20$"
POLY_LLAMA = llama(
    (
        "Apply FOIL",
        r"$(3x - 4)(x + 5) = 3x \cdot x + 3x \cdot 5 - 4 \cdot x - 4 \cdot 5 = 3x^2 + 15x - 4x - 20$.",
    ),
    ("Combine like terms", r"$15x - 4x = 11x$, so the product is $3x^2 + 11x - 20$."),
)
# --- gold (D): (A) 91 = 7 * 13, (B) 119 = 7 * 17, (C) 133 = 7 * 19, (D) 151 prime (not divisible
#     by 2, 3, 5, 7, 11; 13^2 = 169 > 151), (E) 161 = 7 * 23.
G_MC = r"\text{(D)}"
MC = "(A) 91 = 7 · 13\n(B) 119 = 7 · 17\n(C) 133 = 7 · 19\n(D) 151: no prime factor up to 11, so prime\n(E) 161 = 7 · 23\n\n"
# --- gold 286: C(13, 3) = 13 * 12 * 11 / 6 = 1716 / 6 = 286. (Ordered: 1716.)
G_COMB = "286"
COMB = r"Choosing $3$ of $13$ people: $\binom{13}{3} = \frac{13 \cdot 12 \cdot 11}{3!} = \frac{1716}{6}$"
# --- gold 7/15: x = 0.4666...; 100x - 10x = 46.6... - 4.6... = 42; 90x = 42; x = 42/90 = 7/15
#     (28/60 = 7/15). 0.\overline{46} = 46/99 is another number; 0.47 is rounded.
G_REP = r"\frac{7}{15}"
REP = (
    r"Let $x = 0.4\overline{6}$. Then $100x = 46.\overline{6}$ and $10x = 4.\overline{6}$, so "
    r"$90x = 42$ and $x = \frac{42}{90}$"
)
# --- gold 2\sqrt6: 12/\sqrt6 = 12\sqrt6/6 = 2\sqrt6 (= \sqrt24).
G_RAT = r"2\sqrt{6}"
RAT = r"$\frac{12}{\sqrt{6}} = \frac{12\sqrt{6}}{6}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "338", "wrong", "tag", th(LIB_R1_WAVER) + "<answer>There are 293 books on the shelves.</answer>",
      "the think block reaches 338 then switches; the tag's sentence says 293"),
    g("t_placeholder", "A", "338", "no_answer", "tag", th(LIB_R1) + "<answer>answer here</answer>",
      "a template placeholder in the tag; 338 only in the thinking"),
    g("t_chain_from_gold", "A", "338", "wrong", "tag", th(LIB_R1) + "<answer>338 - 45 = 293</answer>",
      "an equation chain that starts at the gold and ends on 293"),
    g("t_swapped_each", "A", "47", "wrong", "tag", th(BILL) + "<answer>Each friend pays $74.</answer>", "the digits swapped, 74"),
    g("t_hedge", "A", "14570", "wrong", "tag", th(LEASE) + "<answer>12420 or 14570</answer>", "two values: a hedge"),
    g("t_sign_lost_bare", "A", "-33", "wrong", "tag", th(DIVE) + "<answer>33</answer>", "the minus sign lost"),
    m("t_m_count_slip", "A", G_PROB, "wrong", "tag",
      th("Multiples of 4 up to 30: 4, 8, 12, 16, 20, 24, 28, 32. That's 8.\n") + r"<answer>\frac{8}{30}</answer>",
      "32 counted: 8/30 = 4/15"),
    m("t_m_squared_distance", "A", G_RAD, "wrong", "tag", th(RAD + ".\n") + r"<answer>$\boxed{117}$</answer>",
      "the squared distance boxed in the tag"),
    m("t_m_roots_signs", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + r"<answer>$x = 3$ or $x = -\frac{5}{2}$</answer>",
      "both signs flipped"),
    m("t_m_parts_swapped", "A", G_CPX, "wrong", "tag", th(CPX + ", which is $7 + 4i$.\n") + "<answer>7 + 4i</answer>",
      "real and imaginary parts swapped"),
    m("t_m_cut_inside_tag", "A", G_RADN, "no_answer", "truncated", th(RADN + "\n") + r"<answer>\frac{13\pi}{", "cut inside the answer tag"),
    g("t_ok_sentence", "B", "338", "correct", "tag", th(LIB_R1) + "<answer>338 books are still on the shelves.</answer>",
      "a sentence in the tag"),
    g("t_ok_dollar_thousands", "B", "14570", "correct", "tag", th(LEASE) + "<answer>The lease costs $14,570 in total.</answer>",
      "a dollar sign and a thousands comma in a sentence"),
    g("t_ok_negative_metres", "B", "-33", "correct", "tag", th(DIVE) + "<answer>-33 m</answer>", "a negative value with a unit"),
    g("t_ok_bold", "B", "47", "correct", "tag", th(BILL) + "<answer>**47**</answer>", "markdown bold in the tag"),
    g("t_ok_lone_dollar", "B", "17.46", "correct", "tag", th(CHERRY) + "<answer>$17.46</answer>",
      "a lone dollar sign (currency, not a LaTeX delimiter)"),
    m("t_m_ok_boxed_dfrac", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>\boxed{\dfrac{7}{30}}</answer>", "a boxed \\dfrac in the tag"),
    m("t_m_ok_in_interval", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in (-7, 2)$</answer>", "'x \\in' before the interval"),
    m("t_m_ok_sentence_radical", "B", G_RAD, "correct", "tag", th(RAD + ".\n") + r"<answer>The distance is $3\sqrt{13}$.</answer>",
      "a radical in a sentence"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + ".\n") + r"<answer>$\frac{11 + 3i}{1 - i} = 4 + 7i$</answer>",
      "an equation ending on the gold"),
    m("t_m_ok_degree_sign", "B", G_DEG, "correct", "tag", th(DEG + ".\n") + "<answer>171°</answer>", "a Unicode degree sign"),

    # ================================================================ 2. phrase marker then ####
    g("h_final_answer_slip", "A", "338", "wrong", "hash", LIB_SLIP + "The final answer is #### 293", "the marker holds 293"),
    g("h_hence_no_down", "A", "14570", "wrong", "hash", LEASE_NODOWN + "Hence, the answer is #### 12,420", "the down payment forgotten"),
    g("h_question_mark", "A", "385", "no_answer", "hash", LESSON + "The answer is #### ?", "a question mark as the answer; 385 only in the working"),
    g("h_swapped", "A", "47", "wrong", "hash", BILL + "Thus the answer is #### 74", "the digits swapped"),
    g("h_expression_slip", "A", "64", "wrong", "hash", "My answer is #### 5 * 14 + 6 = 76", "an expression ending on the slip 76"),
    g("h_sign_lost_qwen", "A", "-33", "wrong", "hash", DIVE_QWEN + "Therefore, the final answer is #### 33", "the minus sign lost"),
    m("h_m_swapped_radical", "A", G_RAD, "wrong", "hash", RAD + "\nSo the answer is #### 13\\sqrt{3}", "13\\sqrt3 = \\sqrt507"),
    m("h_m_poly_sign", "A", G_POLY, "wrong", "hash", r"$(3x + 4)(x - 5) = 3x^2 - 15x + 4x - 20$" + "\nFinal answer: #### 3x^2 - 11x - 20",
      "the factors' signs swapped: 3x^2 - 11x - 20"),
    m("h_m_degrees_restated", "A", G_RADN, "wrong", "hash", "We convert $260^\\circ$ to radians.\nTherefore, the answer is #### 260",
      "the degree measure restated"),
    m("h_m_ordered", "A", G_COMB, "wrong", "hash", r"$13 \cdot 12 \cdot 11 = 1716$" + "\nThe answer is #### 1716", "ordered selections, not committees"),
    m("h_m_pair_hedge", "A", G_PAIR, "wrong", "hash", PAIR + "So the answer is #### (2, -2) or (-2, 2)", "two pairs: a hedge"),
    g("h_ok_final_answer", "B", "338", "correct", "hash", LIB + "The final answer is #### 338", "the issue's shape"),
    g("h_ok_llama_dollars", "B", "14570", "correct", "hash", LEASE_LLAMA + "Final answer: #### $14,570", "a dollar sign and a thousands comma"),
    g("h_ok_negative_unit", "B", "-33", "correct", "hash", DIVE_QWEN + "**The answer is: #### -33 m**", "bold, a negative value with a unit"),
    g("h_ok_colon_no_space", "B", "17.46", "correct", "hash", CHERRY + "The answer is: ####17.46", "no space after the marker"),
    g("h_ok_next_line", "B", "64", "correct", "hash", AGE + "Therefore, the answer is\n#### 64", "the marker, then #### on the next line"),
    m("h_m_ok_unsimplified", "B", G_RAD, "correct", "hash", RAD + "\nSo the answer is #### \\sqrt{117}", "\\sqrt117 = 3\\sqrt13, unsimplified"),
    m("h_m_ok_frac", "B", G_REP, "correct", "hash", REP + r" $= \frac{7}{15}$." + "\nThe answer is #### \\frac{7}{15}", "a fraction"),
    m("h_m_ok_pair_no_space", "B", G_PAIR, "correct", "hash", PAIR + "The final answer is #### (2,-2)", "a pair without a space"),
    m("h_m_ok_poly", "B", G_POLY, "correct", "hash", POLY_LLAMA + "Answer: #### 3x^2+11x-20", "a polynomial without spaces after Llama 3 steps"),
    m("h_m_ok_complex", "B", G_CPX, "correct", "hash", CPX_QWEN + "So the answer is #### 4+7i", "a complex number without spaces"),

    # ================================================================ 3. exactness
    g("x_float_artefact", "A", "63.75", "wrong", "hash", SEED_PY + "#### 63.74999999999999", "the raw float artefact copied"),
    g("x_rounded_whole", "A", "63.75", "wrong", "hash", SEED + "Rounded, about 64 percent.\n#### 64", "rounded to a whole percent"),
    g("x_cherry_rounded", "A", "17.46", "wrong", "hash", CHERRY.replace("<<3.6*4.85=17.46>>17.46 dollars", "about 17.5 dollars") + "#### 17.5",
      "rounded to one decimal"),
    g("x_sci_off", "A", "34860", "wrong", "hash", BOTTLE + "#### 3.486 × 10^3", "3.486 × 10^3 = 3,486"),
    g("x_thousand_dot", "A", "14570", "wrong", "hash", LEASE + "#### 14.570",
      "debatable: a thousands dot reads 14.57 in English (round 5's decision: a decimal point)", True),
    g("x_share_for_percent", "A", "63.75", "wrong", "hash", SEED + "As a fraction of the seeds, 0.6375.\n#### 0.6375",
      "debatable: a decimal share for a percent gold (round 5's decision: wrong)", True),
    m("x_m_zero_tiny", "A", G_ZERO, "wrong", "boxed", ZERO + r", essentially $\boxed{10^{-12}}$", "a tiny nonzero value for 0"),
    m("x_m_pi_plus_tiny", "A", G_PI, "wrong", "boxed", PI + r" $= \boxed{18\pi + 10^{-30}}$", "18\\pi plus a tiny term (the issue's trap)"),
    m("x_m_pi_decimal", "A", G_PI, "wrong", "boxed", PI + r" $\approx \boxed{56.55}$", "a rounded decimal for 18\\pi"),
    m("x_m_prob_rounded", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.233}$", "a rounded decimal for 7/30"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{10.8167}$", "a decimal for 3\\sqrt13"),
    m("x_m_rep_wrong_period", "A", G_REP, "wrong", "boxed", r"$0.4\overline{6} = \boxed{0.\overline{46}}$", "0.\\overline{46} = 46/99, another number"),
    m("x_m_closed_ends", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-7, 2]}$.", "closed ends for a strict inequality"),
    g("x_ok_fraction", "B", "17.46", "correct", "hash", CHERRY + "#### 873/50", "873/50 = 17.46"),
    g("x_ok_pct_fraction", "B", "63.75", "correct", "hash", SEED + "#### 255/4", "255/4 = 63.75"),
    g("x_ok_after_float", "B", "63.75", "correct", "hash",
      SEED_PY + "That is floating-point error: 51 / 80 = 0.6375 exactly, so the rate is 63.75%.\n#### 63.75",
      "the float artefact shown, the exact value answered"),
    g("x_ok_sci", "B", "34860", "correct", "hash", BOTTLE + "#### 3.486 × 10^4", "3.486 × 10^4 = 34,860"),
    m("x_m_ok_repeating", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.2\overline{3}}$", "0.2\\overline{3} = 7/30 exactly"),
    m("x_m_ok_unreduced", "B", G_REP, "correct", "boxed", r"$0.4\overline{6} = \frac{42}{90} = \boxed{\frac{28}{60}}$", "28/60 = 7/15, unreduced"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0.0}$", "0.0 = 0"),
    m("x_m_ok_radn_split", "B", G_RADN, "correct", "boxed", RADN + r" $= \frac{13}{9}\pi$." + "\n" + QWEN_END.format(r"\frac{13}{9}\pi"),
      "\\pi outside the fraction"),
    m("x_m_ok_sqrt24", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{\sqrt{24}}$", "\\sqrt24 = 2\\sqrt6"),
    m("x_m_radn_decimal", "A", G_RADN, "wrong", "boxed", RADN + r" $\approx \boxed{4.538}$", "a decimal for 13\\pi/9"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_html_strike_only", "A", "338", "no_answer", "hash", LIB + "#### <s>338</s>", "the only answer struck out (HTML)"),
    g("n_box_ne", "A", "64", "no_answer", "boxed", AGE + r"$\boxed{\ne 64}$", "the value negated in the box, nothing after"),
    g("n_box_incorrect", "A", "47", "wrong", "boxed", BILL + r"$\boxed{47 \text{ (incorrect)}}$", "the model marks its boxed value incorrect"),
    g("n_answer_isnt", "A", "117", "no_answer", "answer_is", SAVE + "The answer isn't 117.", "a negation with nothing after"),
    g("n_cant_be_then_other", "A", "64", "wrong", "hash", AGE + "64 can't be right for a grandfather; 6 years older gives 70 + 6 = 76.\n#### 76",
      "the gold rejected, 76 given"),
    g("n_cross_emoji", "A", "385", "wrong", "hash", LESSON + "#### 385 ❌", "the model marks its answer wrong"),
    m("n_m_struck_box_only", "A", G_DEG, "no_answer", "boxed", DEG + ".\n~~$\\boxed{171^\\circ}$~~", "the only box struck out"),
    m("n_m_struck_gold_then_other", "A", G_CPX, "wrong", "boxed", CPX + r". ~~$\boxed{4 + 7i}$~~ $\boxed{7 + 4i}$",
      "the gold struck, 7 + 4i boxed"),
    m("n_m_marked_false", "A", G_PAIR, "wrong", "boxed", PAIR + r"$\boxed{(2, -2)}$ — but this is false, it fails the second equation.",
      "the model marks its boxed value false (wrongly, but its own verdict)"),
    m("n_m_box_neq", "A", G_COMB, "no_answer", "boxed", COMB + r", so the count $\boxed{\neq 286}$", "the value negated in the box, nothing after"),
    m("n_m_text_not", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{7}{15}\text{ (not correct)}}$", "the model marks its boxed value not correct"),
    g("n_ok_not_slip", "B", "338", "correct", "hash", LIB + "#### 338 (not 293)", "a negated other value after the gold"),
    g("n_ok_struck_then_gold", "B", "338", "correct", "hash", LIB + "#### <s>293</s> 338", "a struck wrong value, then the gold"),
    g("n_ok_check_emoji", "B", "47", "correct", "hash", BILL_MD + "#### 47 ✅", "a check-mark emoji"),
    g("n_ok_rejected_first", "B", "14570", "correct", "hash",
      "The answer is not 12,420, because the down payment is paid on top of the monthly payments.\n" + LEASE + "#### 14570",
      "a negated other value first, then the gold"),
    g("n_ok_not_in_working", "B", "-33", "correct", "hash", "The diver does not come back up during these 6 minutes.\n" + DIVE + "#### -33",
      "'not' in the working"),
    m("n_m_ok_neq_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{243} \neq 465$", "the box holds the gold; '\\neq 465' notes the digits"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed",
      RAT + r" $= \frac{\cancel{6} \cdot 2\sqrt{6}}{\cancel{6}} = \boxed{2\sqrt{6}}$", "\\cancel used to cancel a factor in the working"),
    m("n_m_ok_options_struck", "B", G_MC, "correct", "boxed", "~~(A)~~ ~~(B)~~ ~~(C)~~ (D) ~~(E)~~\n\n" + MC + r"$\boxed{\text{(D)}}$",
      "the other options struck out"),
    m("n_m_ok_not_root", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{-3, \frac{5}{2}}$ (not $3$: $2 \cdot 9 + 3 - 15 = 6$).",
      "a negated look-alike after the box"),
    m("n_m_ok_checkmark", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286}\ \checkmark$", "a check mark"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "312", "wrong", "hash", MELON + "#### 312 dozen", "the working counts 312 melons; 312 dozen = 3,744"),
    g("u_hours", "A", "385", "wrong", "hash", LESSON + "#### 385 hours", "the working counts minutes"),
    g("u_above_surface", "A", "-33", "wrong", "hash", DIVE + "#### 33 metres above the surface", "33 m above the surface is +33"),
    g("u_cents", "A", "14570", "wrong", "hash", LEASE + "#### 14570 cents", "the working counts dollars; 14570 cents = $145.70"),
    g("u_per_kg", "A", "17.46", "wrong", "hash", CHERRY + "#### $17.46 per kg", "the working makes 17.46 the total and 4.85 the price per kg"),
    g("u_altogether", "A", "47", "wrong", "hash", BILL + "#### $47 altogether", "the working makes 47 each and 846 the total"),
    m("u_m_million", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286\text{ million}}$", "286,000,000"),
    m("u_m_base_seven", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{243_7}$", "243_7 = 129, another number"),
    m("u_m_degrees_for_radians", "A", G_RADN, "wrong", "boxed", RADN + r" $= \boxed{\frac{13\pi}{9}^\circ}$",
      "the working converts to radians; 13\\pi/9 degrees is another angle"),
    m("u_m_percent", "A", G_DEG, "wrong", "boxed", DEG + r" $= \boxed{171\%}$", "a percent for an angle (1.71)"),
    m("u_m_hundred", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{286 \text{ hundred}}$", "28,600"),
    g("u_ok_below_surface", "B", "-33", "correct", "hash", DIVE + "#### 33 metres below the surface", "33 m below the surface = -33"),
    g("u_ok_more", "B", "117", "correct", "hash", SAVE + "#### 117 dollars more", "'more' as in the working"),
    g("u_ok_thousand", "B", "34860", "correct", "hash", BOTTLE + "#### 34.86 thousand bottles", "34.86 thousand = 34,860"),
    g("u_ok_hours_minutes", "B", "385", "correct", "hash", LESSON + "That is 6 hours and 25 minutes.\n#### 6 h 25 min",
      "debatable: 6 h 25 min = 385 minutes, equal in value; the gold carries no unit", True),
    g("u_ok_dozen_count", "B", "312", "correct", "hash", MELON + "That is 312 / 12 = 26 dozen.\n#### 26 dozen",
      "debatable: 26 dozen = 312, the working's count; an old decision read 'dozen' as a unit word", True),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{243_{10}}$", "base ten named"),
    m("u_m_ok_square_cm", "B", G_PI, "correct", "boxed", PI + r" $= \boxed{18\pi\text{ cm}^2}$", "an area unit"),
    m("u_m_ok_units", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{3\sqrt{13}\text{ units}}$", "the word units"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{286 \text{ ways}}$", "the counted noun"),
    m("u_m_ok_rad", "B", G_RADN, "correct", "boxed", RADN + r" $= \boxed{\frac{13\pi}{9}\text{ rad}}$", "the unit rad, as in the working"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_correction", "A", "338", "wrong", "hash", LIB + "#### 338\n\nCorrection: 293", "'Correction: 293' replaces the answer"),
    g("r_actually_dash", "A", "14570", "wrong", "hash",
      LEASE_LLAMA + "#### 14570\n— actually, make that 12,420; the down payment isn't part of the lease payments.",
      "the answer replaced with 12,420"),
    g("r_strike_that", "A", "64", "wrong", "hash", AGE + "#### 64\nStrike that — 76.", "'Strike that' replaces 64 with 76"),
    g("r_ps", "A", "47", "wrong", "hash", BILL + "#### 47\n\nP.S. I divided wrong; it's 46.", "a P.S. replaces the answer with 46"),
    g("r_doubt_withdrawn", "A", "385", "wrong", "hash", LESSON + "#### 385\n\nHmm, that doesn't look right. Disregard it.",
      "withdrawn, nothing new"),
    g("r_revised", "A", "34860", "wrong", "hash", BOTTLE + "#### 34860\nRevised answer: 34,680", "a revised answer with the digits swapped"),
    m("r_m_qwen_recheck", "A", G_CPX, "wrong", "boxed",
      CPX_QWEN + qbox("4 + 7i") + "\n\nI made an error: dividing by $1 - i$ gives $\\boxed{7 + 4i}$.",
      "a (mistaken) correction replaces the answer"),
    m("r_m_minerva_revised", "A", G_ROOTS, "wrong", "minerva",
      ROOTS + "\n" + MINERVA.format(r"$-3, \frac{5}{2}$") + "\n\nRevised final answer: $x = 3, -\\frac{5}{2}$.",
      "a revision after the Minerva line"),
    m("r_m_llama_hold_on", "A", G_DEG, "wrong", "boxed",
      llama(("Sum of interior angles", r"$(40 - 2) \cdot 180^\circ = 6840^\circ$."), ("Divide by 40", r"$6840^\circ / 40 = 171^\circ$."))
      + LLAMA_END.format("171") + "\n\nHold on — I should use the exterior angle: $\\boxed{9}$.", "'Hold on' replaces 171 with 9"),
    m("r_m_ignore_above", "A", G_REP, "wrong", "boxed",
      REP + r" $= \boxed{\frac{7}{15}}$" + "\n\nPlease ignore the above; the correct value is $\\frac{46}{99}$.", "the answer replaced with 46/99"),
    m("r_m_r1_wait_after", "A", G_PI, "wrong", "boxed",
      "<think>\nRadius 9, angle 80 degrees. 80/360 = 2/9. Area 2/9 * 81 pi = 18 pi.\n</think>\n\n" + PI + r" $= \boxed{18\pi}$."
      + "\n\nWait, $9$ is the diameter, so $r = 4.5$ and the area is $\\frac{2}{9} \\cdot 20.25\\pi = \\boxed{\\frac{9\\pi}{2}}$.",
      "a second answer after the first: 9\\pi/2"),
    g("r_ok_correction_to_gold", "B", "338", "correct", "hash", LIB_SLIP + "#### 293\n\nCorrection: 338 (138 were checked out, not 183).",
      "a correction to the gold"),
    g("r_ok_revised_to_gold", "B", "14570", "correct", "hash",
      LEASE_NODOWN + "#### 12420\nRevised answer: #### 14570 (adding the $2,150 down payment)", "a revision to the gold"),
    g("r_ok_strike_that", "B", "64", "correct", "hash", AGE_SLIP + "#### 76\nStrike that — 64: he is 6 years younger, not older.",
      "'Strike that' replaces 76 with the gold"),
    g("r_ok_pleasantry", "B", "47", "correct", "hash", BILL + "#### 47\n\nLet me know if you'd like the split with a tip included!",
      "a pleasantry after the answer"),
    g("r_ok_check_after", "B", "34860", "correct", "hash", BOTTLE + "#### 34860\n\nCheck: 34,860 ÷ 28 = 1,245 ✓", "a check after the answer"),
    g("r_ok_recap", "B", "385", "correct", "hash", LESSON + "#### 385\n\n(That's 6 hours and 25 minutes of lessons.)", "a recap in other units"),
    m("r_m_ok_verification", "B", G_ROOTS, "correct", "boxed",
      ROOTS + r" $\boxed{-3, \frac{5}{2}}$" + "\n\nCheck: $2(9) - 3 - 15 = 0$ ✓ and $2 \\cdot \\frac{25}{4} + \\frac{5}{2} - 15 = 0$ ✓.",
      "a verification after the box"),
    m("r_m_ok_decimal_after", "B", G_PI, "correct", "boxed", PI + r" $= \boxed{18\pi}$" + "\n\n(approximately 56.55 square units)",
      "the exact value, then its rounding as a remark"),
    m("r_m_ok_correction_to_gold", "B", G_CPX, "correct", "boxed",
      CPX + r" $= \boxed{7 + 4i}$" + "\n\nCorrection: I swapped the parts; the quotient is $\\boxed{4 + 7i}$.", "a correction to the gold"),
    m("r_m_ok_chat_tail", "B", G_POLY, "correct", "boxed",
      POLY + r" $= 3x^2 + 11x - 20$." + "\n" + QWEN_END.format("3x^2 + 11x - 20") + IM_USER + "Thanks! Now expand (3x + 4)(x - 5).", "an invented next turn after the answer"),
    m("r_m_ok_not_confident", "B", G_COMB, "correct", "boxed",
      COMB + r" $= \boxed{286}$" + "\n\nI'm not fully confident, but that is my final answer.", "a hedge about confidence, the answer kept"),

    # ================================================================ 7. quoted, reported, hypothetical, other parts
    g("q_quoted_key_refusal", "A", "338", "no_answer", "none", "> Answer key: #### 338\n\nI'm unable to work this one out.",
      "only a quotation, then a refusal"),
    g("q_textbook_then_own", "A", "338", "wrong", "hash", "The textbook's answer is 338, but I get:\n" + LIB_SLIP + "#### 293",
      "the textbook's gold, the model's 293"),
    g("q_format_echo_cut", "A", "338", "no_answer", "truncated",
      "Remember to end with '#### <number>', e.g. #### 338.\n\nLet's start: 17 shelves times 28 books is",
      "a format example, then cut before any answer"),
    g("q_if_then_other", "A", "47", "wrong", "hash",
      "If the bill were split 18 ways, each would pay $47. But the host pays a share too, so 846 / 19 ≈ 44.53.\n#### 44.53",
      "the gold as a counterfactual; the model's 44.53"),
    g("q_parts_two_answers", "A", "14570", "wrong", "prose_sentence",
      LEASE + "Per month over the 36 months that is 14570 / 36 ≈ 404.72 dollars.\nAnswers: (a) 14570, (b) 404.72",
      "two parts answered: two final answers"),
    g("q_teacher_then_own", "A", "-33", "wrong", "hash",
      "My teacher says the answer is -33, but depth is positive below the surface: 12 + 21 = 33.\n#### 33",
      "the teacher's gold; the model's 33"),
    g("q_fewshot_tail", "A", "338", "wrong", "hash",
      LIB_SLIP + "#### 293\n\nQuestion: Tom has 300 stickers and buys 38 more. How many stickers does he have?\n"
      "Answer: 300 + 38 = 338\n#### 338", "the model's 293; 338 only in an invented few-shot turn"),
    m("q_m_quoted_box_refusal", "A", G_RAD, "no_answer", "none",
      "> The solution manual gives $\\boxed{3\\sqrt{13}}$.\n\nI can't reproduce that, so I won't state an answer.",
      "only a quoted box, then a refusal"),
    m("q_m_example_cut", "A", G_PROB, "no_answer", "truncated",
      r"For instance, $\boxed{\frac{7}{30}}$ shows the format. Counting the multiples of $4$ from $1$ to $30$:",
      "a format example, then cut before any answer"),
    m("q_m_parts", "A", G_PROB, "wrong", "prose_sentence",
      PROB + r". An even number has probability $\frac{15}{30} = \frac{1}{2}$." + "\n"
      r"So (a) $\frac{7}{30}$ and (b) $\frac{1}{2}$.", "two parts answered"),
    m("q_m_hypothetical_only", "A", G_PI, "no_answer", "none",
      r"If the angle were $80^\circ$, the sector's area would be $18\pi$; the angle isn't given, so the area can't be determined.",
      "the gold only inside a hypothetical, then a refusal"),
    m("q_m_sources_then_own", "A", G_PAIR, "wrong", "boxed", r"Some sources list $(2, -2)$, but solving gives $\boxed{(-2, 2)}$.",
      "a reported gold; the model's (-2, 2)"),
    m("q_m_invented_turn_gold", "A", G_CPX, "wrong", "boxed",
      r"$\frac{11 + 3i}{1 - i} = 7 + 4i$." + "\n\n" + LLAMA_END.format("7 + 4i")
      + EOT_USER + "Isn't it 4 + 7i?" + EOT_ASSIST + "Yes, you're right: $\\boxed{4 + 7i}$.",
      "the model committed to 7 + 4i; the gold only in an invented next turn; debatable: the invented assistant turn corrects it (round 15's r_invented_user_gold)", True),
    g("q_ok_quoted_problem", "B", "338", "correct", "hash",
      "> A library has 17 shelves with 28 books on each. If 138 books are checked out, how many are on the shelves?\n\n" + LIB + "#### 338",
      "the problem quoted first"),
    g("q_ok_key_wrong_first", "B", "338", "correct", "hash", "The key says 293, but that uses 183 instead of 138.\n" + LIB + "#### 338",
      "a reported wrong value first"),
    g("q_ok_hypothetical_after", "B", "47", "correct", "hash",
      BILL + "#### 47\n\nIf one friend didn't pay, each of the other 17 would pay about $49.76.", "a hypothetical after the committed answer"),
    g("q_ok_example_first", "B", "338", "correct", "hash", "For example, 2 shelves of 28 books hold 56 books. In the same way:\n" + LIB + "#### 338",
      "a worked example with another value first"),
    g("q_ok_parts_as_steps", "B", "117", "correct", "hash",
      "(a) Lena: 34 * 13 = $442\n(b) Omar: 25 * 13 = $325\n(c) Difference: 442 - 325 = $117\n#### 117", "steps labelled as parts, then one #### line"),
    m("q_m_ok_quoted_problem", "B", G_INT, "correct", "boxed", "> Solve $|2x + 5| < 9$.\n\n" + INT + r" So $x \in \boxed{(-7, 2)}$.",
      "the problem quoted first"),
    m("q_m_ok_classmate_wrong", "B", G_INT, "correct", "boxed",
      r"A classmate wrote $[-7, 2]$, but the inequality is strict. " + INT + r" The answer is $\boxed{(-7, 2)}$.",
      "another person's wrong value first"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_7 = 1 \cdot 7 + 2 = 9$. Likewise," + "\n" + BASE + r" $= \boxed{243}$.",
      "a worked example with another value first"),
    m("q_m_ok_hypothetical_after", "B", G_COMB, "correct", "boxed",
      COMB + r" $= \boxed{286}$" + "\n\nIf order mattered, there would be $13 \\cdot 12 \\cdot 11 = 1716$ ways.", "a hypothetical after the committed box"),
    m("q_m_ok_earlier_part", "B", G_ROOTS, "correct", "boxed",
      r"Part (a) asked for the sum of the roots, $-\frac{1}{2}$. This part asks for the roots themselves: " + ROOTS
      + r" So the roots are $\boxed{-3, \frac{5}{2}}$.",
      "debatable: an earlier part's value restated as context before the one boxed answer to this part", True),

    # ================================================================ 8. bad input JSON can hold
    g("b_whitespace_only", "A", "338", "no_answer", "none", "   \n\t\n  ", "only whitespace"),
    g("b_zero_width_other", "A", "338", "wrong", "hash", LIB_SLIP + "#### 2\u200b93", "a zero-width space inside 293"),
    g("b_gold_hash_other", "A", "#### 338", "wrong", "hash", LIB_SLIP + "#### 293", "a gold stored with its #### marker; the answer 293"),
    g("b_gold_comma_other", "A", "14,570", "wrong", "hash", LEASE_NODOWN + "#### 12,420", "a gold with a thousands comma; the answer 12,420"),
    g("b_cr_only_other", "A", "338", "wrong", "hash", (LIB_SLIP + "#### 293").replace("\n", "\r"), "old Mac CR line ends, 293"),
    g("b_zero_run", "A", "338", "wrong", "hash", LIB + "#### 338" + "0" * 4000, "a degenerate run of 4,000 zeros after 338"),
    g("b_long_loop_cut", "A", "338", "no_answer", "truncated", "<think>\n" + FILLER, "about 57 KB of loop, cut inside the thinking"),
    m("b_m_gold_dollars_other", "A", "$3\\sqrt{13}$", "wrong", "boxed", RAD + r" $= \boxed{13\sqrt{3}}$",
      "a gold in dollar signs; the model's 13\\sqrt3"),
    m("b_m_html_escaped_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "&lt;answer&gt;7 + 4i&lt;/answer&gt;",
      "an HTML-escaped answer tag holding 7 + 4i"),
    m("b_m_cut_in_box", "A", G_INT, "no_answer", "truncated", INT + r" So $x \in \boxed{(-7,", "cut inside the box"),
    m("b_m_gold_letter_other", "A", "(D)", "wrong", "boxed", MC + r"$\boxed{\text{(B)}}$", "a gold without \\text; the model's (B)"),
    g("b_ok_gold_hash", "B", "#### 338", "correct", "hash", LIB + "#### 338", "a gold stored with its #### marker"),
    g("b_ok_gold_comma", "B", "14,570", "correct", "hash", LEASE + "#### 14570", "a gold with a thousands comma"),
    g("b_ok_cr_only", "B", "338", "correct", "hash", (LIB + "#### 338").replace("\n", "\r"), "old Mac CR line ends"),
    g("b_ok_zero_width", "B", "338", "correct", "hash", LIB + "#### \u200b338\u200b", "zero-width spaces around the answer"),
    g("b_ok_devanagari", "B", "338", "correct", "hash", LIB + "#### ३३८", "Devanagari digits"),
    g("b_ok_long_loop_then_gold", "B", "338", "correct", "hash", "<think>\n" + FILLER + "</think>\n\n" + LIB + "#### 338",
      "about 57 KB of loop in the thinking, then the gold"),
    m("b_m_ok_gold_dollars", "B", "$3\\sqrt{13}$", "correct", "boxed", RAD + r" $= \boxed{3\sqrt{13}}$", "a gold in dollar signs"),
    m("b_m_ok_gold_letter", "B", "(D)", "correct", "boxed", MC + r"$\boxed{\text{(D)}}$", "a gold without \\text"),
    m("b_m_ok_nul_in_working", "B", G_REP, "correct", "boxed", REP + "\x00" + r" $= \boxed{\frac{7}{15}}$",
      "a NUL in the working; debatable: a NUL makes the pair bad input (rounds 3-19)", True),
    m("b_m_ok_html_escaped", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "&lt;answer&gt;4 + 7i&lt;/answer&gt;",
      "an HTML-escaped answer tag holding the gold"),
    m("b_m_ok_r1_final", "B", G_RAT, "correct", "boxed",
      "<think>\n12 over root 6. Multiply by root 6 over root 6: 12 root 6 over 6 = 2 root 6.\n</think>\n\n" + RAT + r" $= 2\sqrt{6}$."
      + "\n\n" + r1final(r"2\sqrt{6}"), "an R1-distill final block"),
]
# fmt: on

DECISIONS = {
    "x_thousand_dot": (
        "reject",
        "a dot after one digit group is a decimal point in an English answer (round 5, round 17's "
        "convention): 14.570 = 14.57",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision; round 19's x_pass_share)",
    ),
    "u_ok_hours_minutes": (
        "accept",
        "equal in value to the working's 385 minutes (README: equal in value but written differently is correct); "
        "the working fixes the unit as minutes",
    ),
    "u_ok_dozen_count": (
        "accept",
        "26 dozen = 312, the working's own conversion; rounds 18-19 read 'N dozen' as 12N (their `228 dozen` is wrong "
        "for 228), so the same reading makes this right",
    ),
    "q_m_invented_turn_gold": (
        "reject",
        "README: text in an invented next turn does not count; the model committed to another value "
        "(round 15's r_invented_user_gold)",
    ),
    "q_m_ok_earlier_part": (
        "accept",
        "the earlier part's value is stated as context ('Part (a) asked for ...'), not as an answer to this "
        "question; the one box is this part's answer",
    ),
    "b_m_ok_nul_in_working": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (rounds 3-19)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam20", CASES, [], DECISIONS)
