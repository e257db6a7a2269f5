r"""Build adversarial_redteam16.jsonl: a sixteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam16", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/ (the bench notes included), tests/ or any ANALYSIS.md, and
WITHOUT running the checker, from issue 25's classes and from how real models write, and handed
over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were made"),
corpus_build.py and the red-team builders of rounds 1-15 were read (rounds 14 and 15 for structure
and conventions, the others only to avoid repeating their problems, numbers and wordings).

Aim of this round: the probes the author of a HIDDEN test set for issue 25 would write after seeing
that rounds 1-15 exist: new problems, new numbers and new phrasings of the SAME classes, about 60 %
plain one-trick probes and 40 % realistic long completions (R1 <think> blocks with "Wait," and
"Hmm," inside, R1-distill "**Final Answer**" blocks, R1-Zero <answer> tags, Qwen2.5-Math numbered
steps ending "\(\boxed{}\)", Llama 3 "## Step N:" answers ending "The final answer is:
$\boxed{}$", GSM8K `<<a*b=c>>` calculator annotations, markdown tables and bold lines, Python blocks
with their ```output), over the MATH answer types: fractions, radicals, a conjugate-rationalised
sum, a closed interval with a fractional end, a union with closed ends, roots, an ordered pair, a
complex quotient, radians, degrees, a base-5 numeral, a polynomial, a matrix product, a day, a name,
a multiple-choice letter, an inequality gold, a secant, a cylinder's volume, a binomial count, a
repeating decimal and a gold of 0 (the sum of roots, against numpy's -2.220446049250313e-16).

New against rounds 1-15: every problem and number. GSM8K: an orchard's 14 * 24 - 48 = 288 apples in
36 bags of 8 at $4.25 = $153 (forgetting the bruised apples: $178.50); a train at 96 km/h for
2 h 45 min = 264 km (the misreading 2.45 h: 235.2 km); a $380 jacket 15 % off = $323 (the discount
57); a diver -12 - 19 + 6 = -25 m; 7 batches of 2.4 kg = 16.8 kg; 49 of 56 students = 87.5 %;
23 sections of 1,850 seats = 42,550; 10 trips of 38 minutes = 380 minutes; 40 - 15 - 8 = 17 cyclists;
6 * $2.35 + 4 * $1.15 = $18.70 (Python prints 18.700000000000003); 6.5 L/100 km over 340 km =
22.1 L (Python prints 22.099999999999998); 4 * 16 * 45 = 2,880 books; 158 students in buses of
24 = 7 buses. MATH: 1/9, 6\sqrt7, 6 + 2\sqrt5, [-3, 5/3], (-\infty,-2]\cup[6,\infty), roots -4 and
3/2, (3, -2), 1/2 + 5/2 i, 7\pi/6, 900 (degrees), 3123_5, 3x^2 - 10x - 8, the product
(0 10; 6 -6), Saturday, Priya, (B), x < -2, 2\sqrt3/3, 63\pi, 1365, 41/90, 19, 0. New mechanisms:
float artefacts from the model's own code (18.700000000000003, 22.099999999999998, numpy's
-2.22e-16 for 0), TeX's `{1 \over 9}`, `\mathrm{i}`, the complement `\mathbb{R} \setminus (-2, 6)`
that IS the gold, an option's value for its letter, `<answer type="number">`, a think block that
only plans to write the tag, JSON double-escaped text (`\\n`, `\\frac`), mojibake minus (`âˆ’`), the
`&minus;` entity, golds as a JSON corpus may hold them (`153.0`, `42,550`, a trailing newline, a
boxed or `$`-wrapped MATH gold), an empty completion and a lone `####`.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples, other parts, code; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-15's conventions: the last
final answer counts; a hedge, two different final answers (two parts included) or a right number
only in the working is `wrong`; no final answer (a negation, a refusal, a cut inside the answer or
the thinking, only a quotation, a plan or an example) is `no_answer`; equal in value but written
differently is `correct`; a decimal for an exact irrational or repeating gold is `wrong` unless the
model writes the exact value and then its own rounding of it; a raw float artefact copied into the
answer is `wrong` (round 10); a value the model itself marks wrong is `wrong`, one it negates or
strikes with nothing after is `no_answer`; an explicit correction after an answer makes the
corrected value the final one; a withdrawn answer with nothing new is `wrong`; text in an invented
next turn or after an end-of-text token does not count; in an <answer> tag a sentence or equation
chain is read for the value it states. A NUL anywhere makes the pair bad input: a right answer with
a NUL is labelled `correct` and `debatable`, decision `reject`. An angle in the other unit, an
amount in cents and a percent for a fraction are labelled by value (`correct`) and `debatable`, as
rounds 1, 8, 9 and 15 did. Unit words are chosen so the label does not depend on the question
(which the checker does not see): where a unit word matters, the working the checker sees fixes the
quantity. A probe whose label is itself debatable carries `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (the arithmetic is beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam16.py
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
    write_probes,
)

# ================================================================ GSM8K-style working
# --- orchard: gold 153 (14 * 24 = 240 + 96 = 336; 336 - 48 = 288; 288 / 8 = 36, check 8 * 36 = 288;
#     36 * 4.25 = 144 + 9 = 153). Wrong values: 178.5 (bruised apples kept: 336 / 8 = 42 bags,
#     42 * 4.25 = 168 + 10.5 = 178.5), 36 (the bags), 288 (the apples), 144 ($4 a bag), 163 (a slip).
AP_CALC = (
    "The orchard picks 14 * 24 = <<14*24=336>>336 apples.\n"
    "After the bruised ones are thrown away, 336 - 48 = <<336-48=288>>288 apples are left.\n"
    "They fill 288 / 8 = <<288/8=36>>36 bags.\n"
    "The bags sell for 36 * 4.25 = $<<36*4.25=153>>153.\n"
)
AP_ALL = (  # the bruised apples forgotten
    "The orchard picks 14 * 24 = <<14*24=336>>336 apples.\n"
    "They fill 336 / 8 = <<336/8=42>>42 bags.\n"
    "The bags sell for 42 * 4.25 = $<<42*4.25=178.5>>178.50.\n"
)
AP_R1_BODY = (
    "Okay, the orchard picks 14 crates with 24 apples each. 14 * 24: 10 * 24 = 240 and 4 * 24 = 96, "
    "so 336 apples.\n\n"
    "48 of them are bruised and thrown away, so 336 - 48 = 288 apples to sell.\n\n"
    "They go into bags of 8: 288 / 8 = 36 bags. Check: 8 * 36 = 288. Good, nothing left over.\n\n"
    "Each bag sells for $4.25. 36 * 4.25 = 36 * 4 + 36 * 0.25 = 144 + 9 = 153.\n\n"
    "Wait, are the bruised apples sold too, maybe cheaper? No, the problem says they are thrown "
    "away. So the orchard makes $153."
)
AP_R1 = "<think>\n" + AP_R1_BODY + "\n</think>\n\n"
AP_SUM = (
    "The orchard has 14 × 24 = 336 apples; 336 − 48 = 288 are good, they fill 288 ÷ 8 = 36 bags, "
    "and 36 × $4.25 = $153.\n\n"
)
AP_QWEN = qwen(
    "To find how much money the orchard makes, we follow these steps:",
    ("Total apples", "\\[\n   14 \\times 24 = 336\n   \\]"),
    ("Remove the bruised apples", "\\[\n   336 - 48 = 288\n   \\]"),
    ("Number of bags", "\\[\n   \\frac{288}{8} = 36\n   \\]"),
    ("Revenue", "\\[\n   36 \\times 4.25 = 153\n   \\]"),
)
AP_LLAMA = llama(
    (
        "Find the total number of apples",
        "The orchard picks 14 crates of 24 apples, so it has 14 * 24 = 336 apples.",
    ),
    ("Subtract the bruised apples", "48 apples are thrown away, leaving 336 - 48 = 288 apples."),
    ("Find the number of bags", "Each bag holds 8 apples, so there are 288 / 8 = 36 bags."),
    ("Find the revenue", "Each bag sells for $4.25, so the orchard makes 36 * 4.25 = $153."),
)

# --- train: gold 264 (45 / 60 = 0.75; 96 * 2.75 = 192 + 72 = 264; check 96 * 3 - 96 / 4 = 288 - 24).
#     The misreading 2.45 h: 96 * 2.45 = 192 + 43.2 = 235.2. Digits transposed: 246.
TR = (
    "2 hours 45 minutes is 2 + 45/60 = 2.75 hours.\n"
    "At 96 km/h the train travels 96 * 2.75 = 264 km.\n"
)
TR_CALC = (
    "45 minutes is 45 / 60 = <<45/60=0.75>>0.75 hours, so the trip takes 2 + 0.75 = <<2+0.75=2.75>>2.75 hours.\n"
    "The train travels 96 * 2.75 = <<96*2.75=264>>264 km.\n"
)
TR_WRONG = "2 hours 45 minutes is 2.45 hours.\nAt 96 km/h the train travels 96 * 2.45 = 235.2 km.\n"
TR_R1 = (
    "<think>\nThe train goes 96 km/h for 2 hours 45 minutes. Distance = speed × time.\n\n"
    "2 hours 45 minutes... is that 2.45 hours? No — 45 minutes is 45/60 of an hour, which is 0.75. "
    "So 2.75 hours.\n\n"
    "96 × 2.75 = 96 × 2 + 96 × 0.75 = 192 + 72 = 264.\n\n"
    "Let me double-check: three hours would be 96 × 3 = 288, minus a quarter hour, 96 / 4 = 24, "
    "so 288 − 24 = 264. Yes.\n</think>\n\n"
)
TR_LLAMA = llama(
    (
        "Convert the time to hours",
        "45 minutes is 45/60 = 0.75 hours, so the trip lasts 2.75 hours.",
    ),
    ("Multiply speed by time", "The train travels 96 * 2.75 = 264 km."),
)

# --- jacket: gold 323 (0.15 * 380 = 57; 380 - 57 = 323; check 380 * 0.85 = 323).
#     Wrong values: 57 (the discount), 285 (25 % off: 380 - 95), 437 (380 + 57).
JK = "The discount is 15% of $380: 0.15 * 380 = $57.\nThe sale price is 380 - 57 = $323.\n"
JK_CALC = (
    "The discount is 380 * 15 / 100 = $<<380*15/100=57>>57.\n"
    "The jacket costs 380 - 57 = $<<380-57=323>>323.\n"
)
JK_LLAMA = llama(
    ("Find the discount", "The jacket is 15% off $380, so the discount is 0.15 * 380 = $57."),
    ("Subtract the discount", "The sale price is $380 - $57 = $323."),
)

# --- diver: gold -25 (-12 - 19 = -31; -31 + 6 = -25). Wrong: -37 (-31 - 6), 25 (sign lost).
DV = (
    "The diver starts at -12 m. After descending 19 m she is at -12 - 19 = -31 m.\n"
    "After rising 6 m she is at -31 + 6 = -25 m.\n"
)
DV_R1 = (
    "<think>\nShe starts 12 m below the surface, so -12. She goes down 19 more: -12 - 19 = -31. Then "
    "she comes up 6: -31 + 6 = -25.\n\n"
    "Hmm, the question asks for her position relative to the surface, so negative means below. "
    "-25 m.\n</think>\n\n"
)

# --- flour: gold 16.8 (7 * 2.4 = 14 + 2.8 = 16.8 = 84/5 = 16 4/5). Wrong: 16.08, 168, 14.4 (6 batches).
FL = "Each batch needs 2.4 kg of flour, so 7 batches need 7 * 2.4 = <<7*2.4=16.8>>16.8 kg.\n"
FL_QWEN = qwen(
    "To find the total amount of flour, we multiply:",
    ("Flour per batch", "Each batch needs 2.4 kg of flour."),
    ("Total", "\\[\n   7 \\times 2.4 = 16.8 \\text{ kg}\n   \\]"),
)

# --- students who passed: gold 87.5 (49 / 56 = 7 / 8 = 0.875; check 56 * 0.875 = 49).
#     Complement 7 / 56 = 12.5 %.
PS = "49 of the 56 students passed: 49 / 56 = 7 / 8 = 0.875, so 87.5% passed.\n"
PS_R1 = (
    "<think>\n49 out of 56 passed. As a percent: 49/56 × 100.\n\n"
    "Both are divisible by 7: 49/56 = 7/8. And 7/8 = 0.875, so 87.5%.\n\n"
    "Check: 56 × 0.875 = 56 × 7/8 = 7 × 7 = 49. Yes.\n\n"
    "Wait, does it ask for the percent who passed or who failed? Passed. So 87.5%.\n</think>\n\n"
)

# --- stadium: gold 42550 (1850 * 20 = 37000; 1850 * 3 = 5550; 37000 + 5550 = 42550).
ST = "Each of the 23 sections has 1,850 seats, so the stadium has 23 * 1,850 = 42,550 seats.\n"
ST_CALC = "The stadium has 23 * 1850 = <<23*1850=42550>>42550 seats.\n"
ST_LLAMA = llama(
    ("Identify the numbers", "The stadium has 23 sections and each section has 1,850 seats."),
    (
        "Multiply",
        "23 * 1,850 = 20 * 1,850 + 3 * 1,850 = 37,000 + 5,550 = 42,550 seats.",
    ),
)

# --- commute: gold 380 minutes (2 * 5 = 10 trips; 10 * 38 = 380 = 6 h 20 min = 6.333... h).
#     Wrong: 190 (one way only), 6.2 h (= 372 minutes), 6.33 (rounded hours).
CM = (
    "She makes 2 trips a day for 5 days, so 2 * 5 = <<2*5=10>>10 trips.\n"
    "Each trip takes 38 minutes, so she spends 10 * 38 = <<10*38=380>>380 minutes.\n"
)
CM_R1 = (
    "<think>\nThe commute is 38 minutes each way, so a day is 2 × 38 = 76 minutes. Five days: "
    "5 × 76 = 380 minutes.\n\n"
    "Hmm, should I count only the trip to work? The problem says to work and back, so both ways. "
    "380 minutes.\n\n"
    "In hours that is 6 hours 20 minutes, since 6 × 60 = 360 and 380 − 360 = 20.\n</think>\n\n"
)

# --- class: gold 17 (40 * 3/8 = 15; 40 / 5 = 8; 40 - 15 - 8 = 17). Wrong: 23 (15 + 8), 25 (40 - 15).
CL = (
    "3/8 of the 40 students walk: 40 * 3/8 = <<40*3/8=15>>15 students.\n"
    "1/5 of them take the bus: 40 / 5 = <<40/5=8>>8 students.\n"
    "The rest cycle: 40 - 15 - 8 = <<40-15-8=17>>17 students.\n"
)
CL_QWEN = qwen(
    "To find how many students cycle to school, we proceed step by step:",
    ("Students who walk", "\\[\n   40 \\times \\frac{3}{8} = 15\n   \\]"),
    ("Students who take the bus", "\\[\n   40 \\times \\frac{1}{5} = 8\n   \\]"),
    ("Students who cycle", "\\[\n   40 - 15 - 8 = 17\n   \\]"),
)

# --- shop: gold 18.7 (6 * 2.35 = 14.10; 4 * 1.15 = 4.60; 14.10 + 4.60 = 18.70; Python's float sum
#     prints 18.700000000000003). Wrong: 18.07, 14.1, 3.5 (2.35 + 1.15).
SH = (
    "6 notebooks cost 6 * $2.35 = $14.10.\n4 pens cost 4 * $1.15 = $4.60.\n"
    "In total she spends $14.10 + $4.60 = $18.70.\n"
)
SH_CODE = (
    "```python\nnotebooks = 6 * 2.35\npens = 4 * 1.15\nprint(notebooks + pens)\n```\n"
    "```output\n18.700000000000003\n```\n"
)

# --- fuel: gold 22.1 (6.5 * 3.4 = 19.5 + 2.6 = 22.1; Python's 6.5 * 3.4 prints 22.099999999999998).
#     Wrong: 2210 (6.5 * 340), 52.3 (340 / 6.5 = 52.3...), 22 (rounded).
FU = (
    "The car uses 6.5 L per 100 km. The trip is 340 km, which is 3.4 times 100 km, so it uses "
    "6.5 * 3.4 = 22.1 L.\n"
)
FU_CODE = (
    "```python\nrate = 6.5        # litres per 100 km\ndistance = 340\nprint(rate * distance / 100)\n```\n"
    "```output\n22.1\n```\n"
)

# --- library: gold 2880 (16 * 45 = 720; 4 * 720 = 2880). Wrong: 720 (one floor), 2.88e4 (= 28800).
LB = (
    "Each floor has 16 * 45 = <<16*45=720>>720 books.\n"
    "The 4 floors hold 4 * 720 = <<4*720=2880>>2880 books.\n"
)
LB_LLAMA = llama(
    ("Books on one floor", "Each floor has 16 shelves of 45 books, so 16 * 45 = 720 books."),
    ("Books in the library", "There are 4 floors, so 4 * 720 = 2,880 books."),
)

# --- buses: gold 7 (158 / 24 = 6.58...; 6 * 24 = 144 < 158 <= 168 = 7 * 24). Wrong: 6, 6.58, 8.
BS = (
    "158 / 24 = 6.58..., so 6 buses are not enough: they seat only 6 * 24 = 144 students.\n"
    "The school needs 7 buses (7 * 24 = 168 seats).\n"
)
BS_LLAMA = llama(
    ("Divide the students by the bus size", "158 / 24 = 6.583..."),
    (
        "Round up",
        "A fraction of a bus cannot be hired, and 6 buses seat only 144 students, so the school needs 7 buses.",
    ),
)

# ================================================================ MATH-style working
# --- gold 1/9: sums of 9 are (3,6), (4,5), (5,4), (6,3): 4 of 36 = 1/9 = 0.111...
#     (a sum of 8 would be 5/36: (2,6), (3,5), (4,4), (5,3), (6,2)).
DICE = (
    r"Of the $36$ equally likely outcomes, the sum is $9$ for $(3,6)$, $(4,5)$, $(5,4)$ and $(6,3)$, "
    r"so $P = \frac{4}{36}$." + "\n"
)
DICE_R1 = r"""<think>
Two fair dice, sum 9. Outcomes: $(3,6), (4,5), (5,4), (6,3)$. That's $4$. Is $(9,0)$ possible? No, each die is $1$ to $6$.

So $\frac{4}{36} = \frac{1}{9}$.

Hmm, let me recount: first die $3$ needs $6$, $4$ needs $5$, $5$ needs $4$, $6$ needs $3$; first die $1$ or $2$ would need $8$ or $7$, impossible. So $4$. Yes, $\frac{1}{9}$.
</think>

"""
G_DICE = r"\frac{1}{9}"

# --- gold 6\sqrt7: 252 = 36 * 7; 6\sqrt7 = 15.8745... (7\sqrt6 = \sqrt294; 3\sqrt28 = 6\sqrt7).
RAD = r"Since $252 = 36 \cdot 7$, $\sqrt{252} = \sqrt{36}\,\sqrt{7}$." + "\n"
RAD_QWEN = qwen(
    r"To simplify \(\sqrt{252}\), we find the largest perfect-square factor:",
    ("Factor 252", r"\(252 = 4 \times 63 = 4 \times 9 \times 7 = 36 \times 7\)."),
    ("Split the root", "\\[\n   \\sqrt{252} = \\sqrt{36} \\cdot \\sqrt{7} = 6\\sqrt{7}\n   \\]"),
)
G_RAD = r"6\sqrt{7}"

# --- gold 6 + 2\sqrt5: 8/(3 - \sqrt5) * (3 + \sqrt5)/(3 + \sqrt5) = 8(3 + \sqrt5)/(9 - 5) = 2(3 + \sqrt5)
#     = 10.4721... (\sqrt5 = 2.2360680). Slips: 6 - 2\sqrt5 = 1.528, 24 + 8\sqrt5 (no division).
CONJ = (
    r"Multiplying by the conjugate, $\frac{8}{3 - \sqrt{5}} \cdot \frac{3 + \sqrt{5}}{3 + \sqrt{5}} = "
    r"\frac{8(3 + \sqrt{5})}{9 - 5} = 2(3 + \sqrt{5})$." + "\n"
)
CONJ_R1 = r"""<think>
Rationalise $\frac{8}{3 - \sqrt{5}}$. Multiply top and bottom by the conjugate $3 + \sqrt{5}$.

Denominator: $(3 - \sqrt{5})(3 + \sqrt{5}) = 9 - 5 = 4$.

Numerator: $8(3 + \sqrt{5}) = 24 + 8\sqrt{5}$.

So $\frac{24 + 8\sqrt{5}}{4} = 6 + 2\sqrt{5}$.

Wait, let me sanity-check numerically: $3 - \sqrt{5} \approx 0.764$, and $8 / 0.764 \approx 10.47$. And $6 + 2(2.236) = 10.472$. Matches.
</think>

"""
G_CONJ = r"6+2\sqrt{5}"

# --- gold [-3, 5/3]: |3x + 2| <= 7 <=> -7 <= 3x + 2 <= 7 <=> -9 <= 3x <= 5 (3 * (-3) + 2 = -7,
#     3 * 5/3 + 2 = 7).
ABS = (
    r"$|3x + 2| \le 7$ means $-7 \le 3x + 2 \le 7$, so $-9 \le 3x \le 5$ and $-3 \le x \le \frac{5}{3}$."
    + "\n"
)
ABS_QWEN = qwen(
    r"To solve \(|3x + 2| \le 7\), we rewrite the absolute value inequality:",
    ("Remove the absolute value", "\\[\n   -7 \\le 3x + 2 \\le 7\n   \\]"),
    ("Subtract 2", "\\[\n   -9 \\le 3x \\le 5\n   \\]"),
    ("Divide by 3", "\\[\n   -3 \\le x \\le \\frac{5}{3}\n   \\]"),
)
G_ABS = r"[-3,\frac{5}{3}]"

# --- gold (-\infty,-2]\cup[6,\infty): x^2 - 4x - 12 = (x - 6)(x + 2) (x^2 + 2x - 6x - 12) >= 0 outside
#     the roots, roots included (36 - 24 - 12 = 0; 4 + 8 - 12 = 0).
UNI = (
    r"We factor $x^2 - 4x - 12 = (x - 6)(x + 2)$; the product is at least $0$ outside the roots $-2$ and $6$, roots included."
    + "\n"
)
UNI_R1 = r"""<think>
Solve $x^2 - 4x - 12 \ge 0$. Factor: two numbers with product $-12$ and sum $-4$: $-6$ and $2$. So $(x - 6)(x + 2) \ge 0$.

Roots $x = -2$ and $x = 6$. The parabola opens up, so it's non-negative outside the roots.

Is it $\ge$ or $>$? $\ge$, so the roots themselves count.

Test $x = 0$: $-12 \ge 0$? No, so the middle is excluded. Test $x = 7$: $49 - 28 - 12 = 9 \ge 0$. Yes.
</think>

"""
G_UNI = r"(-\infty,-2]\cup[6,\infty)"

# --- gold -4, 3/2: 2x^2 + 5x - 12 = (2x - 3)(x + 4) (2x^2 + 8x - 3x - 12). Vieta: sum -5/2, product -6.
QD = r"We factor $2x^2 + 5x - 12 = (2x - 3)(x + 4)$ and set each factor to zero." + "\n"
QD_R1 = r"""<think>
$2x^2 + 5x - 12 = 0$. Try to factor: $ac = -24$, two numbers with product $-24$ and sum $5$: $8$ and $-3$.

$2x^2 + 8x - 3x - 12 = 2x(x + 4) - 3(x + 4) = (2x - 3)(x + 4)$.

So $x = \frac{3}{2}$ or $x = -4$.

Check $x = -4$: $2 \cdot 16 - 20 - 12 = 0$ ✓. Check $x = \frac{3}{2}$: $2 \cdot \frac{9}{4} + \frac{15}{2} - 12 = \frac{9}{2} + \frac{15}{2} - 12 = 12 - 12 = 0$ ✓.
</think>

"""
G_QD = r"-4, \frac{3}{2}"

# --- gold (3, -2): y = 1 - x; 5x - 2(1 - x) = 19 -> 7x = 21 -> x = 3, y = -2 (15 + 4 = 19; 3 - 2 = 1).
PAIR = (
    r"From $x + y = 1$, $y = 1 - x$. Then $5x - 2(1 - x) = 19$, so $7x = 21$, $x = 3$ and $y = -2$."
    + "\n"
)
PAIR_LLAMA = llama(
    ("Solve the second equation for y", r"From $x + y = 1$ we get $y = 1 - x$."),
    ("Substitute into the first equation", r"$5x - 2(1 - x) = 19$, so $7x - 2 = 19$ and $x = 3$."),
    ("Find y", r"$y = 1 - 3 = -2$."),
    ("Check", r"$5(3) - 2(-2) = 15 + 4 = 19$ and $3 + (-2) = 1$."),
)
G_PAIR = "(3,-2)"

# --- gold 1/2 + 5/2 i: (3 + 2i)(1 + i) = 3 + 3i + 2i + 2i^2 = 1 + 5i; (1 - i)(1 + i) = 2.
#     Check: (1/2 + 5/2 i)(1 - i) = 1/2 - i/2 + 5i/2 + 5/2 = 3 + 2i. Conjugate slip: 1/2 - 5/2 i.
CPX = (
    r"Multiplying top and bottom by $1 + i$: $\frac{(3 + 2i)(1 + i)}{(1 - i)(1 + i)} = \frac{3 + 3i + 2i + 2i^2}{2} = \frac{1 + 5i}{2}$."
    + "\n"
)
CPX_R1 = r"""<think>
Compute $\frac{3 + 2i}{1 - i}$. Multiply numerator and denominator by the conjugate $1 + i$.

Denominator: $(1 - i)(1 + i) = 1 - i^2 = 2$.

Numerator: $(3 + 2i)(1 + i) = 3 + 3i + 2i + 2i^2 = 3 + 5i - 2 = 1 + 5i$.

So the quotient is $\frac{1 + 5i}{2} = \frac{1}{2} + \frac{5}{2}i$.

Check: $(\frac{1}{2} + \frac{5}{2}i)(1 - i) = \frac{1}{2} - \frac{1}{2}i + \frac{5}{2}i + \frac{5}{2} = 3 + 2i$ ✓.
</think>

"""
G_CPX = r"\frac{1}{2}+\frac{5}{2}i"

# --- gold 7\pi/6: the angle in [0, 2\pi) with sin = -1/2 and cos < 0 is in the third quadrant,
#     \pi + \pi/6 = 7\pi/6 = 3.66519... = 210 degrees (sin 7\pi/6 = -1/2, cos 7\pi/6 = -\sqrt3/2).
#     The fourth-quadrant angle with sin = -1/2 is 11\pi/6 (cos > 0 there).
RADN = (
    r"We need $\sin\theta = -\frac{1}{2}$ with $\cos\theta < 0$, so $\theta$ lies in the third quadrant "
    r"with reference angle $\frac{\pi}{6}$: $\theta = \pi + \frac{\pi}{6}$." + "\n"
)
G_RADN = r"\frac{7\pi}{6}"

# --- gold 900 (degrees): the interior angles of a heptagon sum to (7 - 2) * 180 = 900 = 5\pi rad.
HEPT = (
    r"A heptagon has $7$ sides, so its interior angles sum to $(7 - 2) \cdot 180^\circ = 5 \cdot 180^\circ$."
    + "\n"
)
G_HEPT = "900"

# --- gold 3123_5: 413 = 3 * 125 + 38; 38 = 1 * 25 + 13; 13 = 2 * 5 + 3 (375 + 25 + 10 + 3 = 413).
#     Reversed remainders 3213_5 = 375 + 50 + 5 + 3 = 433.
BASE = (
    r"Since $125 \le 413 < 625$, we write $413 = 3 \cdot 125 + 1 \cdot 25 + 2 \cdot 5 + 3$." + "\n"
)
BASE_R1 = r"""<think>
Convert $413$ to base $5$. Powers of $5$: $1, 5, 25, 125, 625$. $625 > 413$, so start at $125$.

$413 \div 125 = 3$ remainder $38$. $38 \div 25 = 1$ remainder $13$. $13 \div 5 = 2$ remainder $3$.

Digits $3, 1, 2, 3$: $3123_5$.

Double-check by repeated division: $413 \div 5 = 82$ r $3$; $82 \div 5 = 16$ r $2$; $16 \div 5 = 3$ r $1$; $3 \div 5 = 0$ r $3$. Reading the remainders from the last: $3123$. Same.
</think>

"""
G_BASE = "3123_5"

# --- gold 3x^2 - 10x - 8: (3x + 2)(x - 4) = 3x^2 - 12x + 2x - 8.
POLY = r"Expanding, $(3x + 2)(x - 4) = 3x^2 - 12x + 2x - 8$." + "\n"
POLY_LLAMA = llama(
    ("Distribute", r"$(3x + 2)(x - 4) = 3x \cdot x - 3x \cdot 4 + 2 \cdot x - 2 \cdot 4$."),
    ("Multiply", r"$= 3x^2 - 12x + 2x - 8$."),
    ("Combine like terms", r"$= 3x^2 - 10x - 8$."),
)
G_POLY = "3x^2-10x-8"

# --- gold AB for A = (2 -1; 0 3), B = (1 4; 2 -2): row 1: 2 - 2 = 0, 8 + 2 = 10; row 2: 0 + 6 = 6,
#     0 - 6 = -6. BA = (1 4; 2 -2)(2 -1; 0 3) = (2, -1 + 12; 4, -2 - 6) = (2 11; 4 -8).
MATP = (
    r"For $A = \begin{pmatrix} 2 & -1 \\ 0 & 3 \end{pmatrix}$ and $B = \begin{pmatrix} 1 & 4 \\ 2 & -2 \end{pmatrix}$, "
    r"each entry of $AB$ is a row of $A$ times a column of $B$: $2 \cdot 1 + (-1) \cdot 2 = 0$, $2 \cdot 4 + (-1)(-2) = 10$, "
    r"$0 \cdot 1 + 3 \cdot 2 = 6$, $0 \cdot 4 + 3 \cdot (-2) = -6$." + "\n"
)
G_MATP = r"\begin{pmatrix} 0 & 10 \\ 6 & -6 \end{pmatrix}"
MATP_BOX = r"\begin{pmatrix} 0 & 10 \\ 6 & -6 \end{pmatrix}"

# --- gold Saturday: 45 = 6 * 7 + 3; three days after Wednesday: Thursday, Friday, Saturday.
DAY = (
    r"Since $45 = 6 \cdot 7 + 3$, the day $45$ days after a Wednesday is $3$ days after it." + "\n"
)
DAY_R1 = r"""<think>
45 days after a Wednesday. Weeks repeat every 7 days: $45 = 42 + 3$, so it's the same as 3 days after Wednesday.

Thursday (1), Friday (2), Saturday (3). So Saturday.

Hmm, am I off by one? 7 days after Wednesday is Wednesday again, 42 days after is Wednesday, 43 Thursday, 44 Friday, 45 Saturday. Yes.
</think>

"""
G_DAY = r"\text{Saturday}"

# --- gold Priya: Amir runs 5 * 400 = 2000 m = 2 km; Priya runs 2.2 km = 2200 m > 2000 m.
NAME = (
    r"Amir runs $5 \times 400 = 2000$ m $= 2$ km, and Priya runs $2.2$ km $= 2200$ m. Since $2200 > 2000$, Priya ran $200$ m farther."
    + "\n"
)
G_NAME = r"\text{Priya}"

# --- gold (B): ln 2 * 30 = 20.79; ln 3 * 20 = 21.97; ln 5 * 13 = 20.92; ln 6 * 11 = 19.71; ln 7 * 10
#     = 19.46, so 3^20 is the largest (3^20 = 9^10 > 8^10 = 2^30).
MC = (
    r"Comparing logarithms: $30\ln 2 \approx 20.79$, $20\ln 3 \approx 21.97$, $13\ln 5 \approx 20.92$, "
    r"$11\ln 6 \approx 19.71$, $10\ln 7 \approx 19.46$. The largest is $20\ln 3$, so $3^{20}$ is the largest."
    + "\n"
)
MC_R1 = r"""<think>
Which is largest: (A) $2^{30}$, (B) $3^{20}$, (C) $5^{13}$, (D) $6^{11}$, (E) $7^{10}$?

Compare logs. $\ln 2 \approx 0.693$, so $30 \ln 2 \approx 20.79$. $\ln 3 \approx 1.099$, $20 \ln 3 \approx 21.97$. $\ln 5 \approx 1.609$, $13 \ln 5 \approx 20.92$. $\ln 6 \approx 1.792$, $11 \ln 6 \approx 19.71$. $\ln 7 \approx 1.946$, $10 \ln 7 \approx 19.46$.

So (B) is the largest. Quick sanity check: $3^{20} = 9^{10}$ and $2^{30} = 8^{10}$, so (B) beats (A) for sure. And $5^{13} \approx 1.22 \times 10^9$ while $3^{20} \approx 3.49 \times 10^9$.
</think>

"""
G_MC = r"\text{(B)}"

# --- gold x < -2: 5 - 3x > 11 -> -3x > 6 -> x < -2 (dividing by -3 flips the sign; check x = -3:
#     5 + 9 = 14 > 11; x = 0: 5 > 11 is false).
INEQ = r"From $5 - 3x > 11$ we get $-3x > 6$; dividing by $-3$ reverses the inequality." + "\n"
G_INEQ = "x<-2"

# --- gold 2\sqrt3/3: sec(\pi/6) = 1/cos(\pi/6) = 2/\sqrt3 = 2\sqrt3/3 = 1.1547...
SEC = (
    r"$\sec\frac{\pi}{6} = \frac{1}{\cos\frac{\pi}{6}} = \frac{1}{\sqrt{3}/2} = \frac{2}{\sqrt{3}}$."
    + "\n"
)
G_SEC = r"\frac{2\sqrt{3}}{3}"

# --- gold 63\pi: V = \pi r^2 h = \pi * 9 * 7 = 63\pi = 197.920... (a cone would be 21\pi).
CYL = (
    r"The volume of a cylinder is $V = \pi r^2 h = \pi \cdot 3^2 \cdot 7 = \pi \cdot 9 \cdot 7$."
    + "\n"
)
CYL_LLAMA = llama(
    ("Recall the volume formula", r"The volume of a cylinder is $V = \pi r^2 h$."),
    ("Substitute", r"With $r = 3$ and $h = 7$, $V = \pi \cdot 3^2 \cdot 7$."),
    ("Simplify", r"$3^2 = 9$ and $9 \cdot 7 = 63$, so $V = 63\pi$."),
)
G_CYL = r"63\pi"

# --- gold 1365: C(15, 4) = 15 * 14 * 13 * 12 / 24 = 32760 / 24 = 1365 (210 * 13 = 2730; * 12 = 32760).
COMB = (
    r"A committee of $4$ from $15$ people: $\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{32760}{24}$."
    + "\n"
)
G_COMB = "1365"

# --- gold 41/90: x = 0.4555...; 100x - 10x = 45.555... - 4.555... = 41; x = 41/90 (45/99 = 5/11 = 0.4545...).
REP = (
    r"Let $x = 0.4\overline{5}$. Then $100x = 45.\overline{5}$ and $10x = 4.\overline{5}$, so $90x = 41$."
    + "\n"
)
G_REP = r"\frac{41}{90}"

# --- gold 19: g(-3) = 9 - 1 = 8; f(8) = 2 * 8 + 3 = 19 (the other order: f(-3) = -3, g(-3) = 8).
COMP = (
    r"With $f(x) = 2x + 3$ and $g(x) = x^2 - 1$: $g(-3) = 9 - 1 = 8$, and $f(8) = 2 \cdot 8 + 3$."
    + "\n"
)
G_COMP = "19"

# --- gold 0: x^3 - 7x + 6 has roots 1, 2, -3 (1 - 7 + 6 = 0; 8 - 14 + 6 = 0; -27 + 21 + 6 = 0); their
#     sum is -0/1 = 0 (Vieta), their product -6. numpy.roots sums them to -2.220446049250313e-16.
ZERO = (
    r"By Vieta's formulas, the sum of the roots of $x^3 + 0x^2 - 7x + 6$ is $-\frac{0}{1}$." + "\n"
)
ZERO_CODE = (
    "```python\nimport numpy as np\nroots = np.roots([1, 0, -7, 6])\nprint(roots, roots.sum())\n```\n"
    "```output\n[-3.  2.  1.] -2.220446049250313e-16\n```\n"
)
G_ZERO = "0"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero <think>/<answer>)
    g("t_tag_bags_count", "A", "153", "wrong", "tag", AP_R1 + "<answer>36</answer>",
      "a long right think ending on $153; the tag gives the 36 bags"),
    g("t_tag_attr_other", "A", "264", "wrong", "tag",
      "<think>\n" + TR_WRONG + "</think>\n<answer type=\"number\">235.2</answer>",
      "an attribute on the tag; the value 235.2 (2 h 45 min read as 2.45 h)"),
    g("t_tag_plan_only", "A", "380", "no_answer", "none",
      "<think>\n" + CM.replace("\n", " ") + "So I'll put 380 in the <answer> tag.\n</think>\n",
      "the think block only plans the tag; no tag follows (380 only in the plan)"),
    g("t_tag_complement", "A", "87.5", "wrong", "tag",
      PS_R1.replace("Passed. So 87.5%.", "Hmm, it says 'did not pass', I think. So 100 - 87.5 = 12.5%.") + "<answer>12.5%</answer>",
      "the think talks itself into the complement; the tag 12.5"),
    g("t_tag_walk_plus_bus", "A", "17", "wrong", "tag",
      "<think>\n" + CL + "Wait, the question asks how many do not cycle? Walk plus bus: 15 + 8 = 23.\n</think>\n<answer>23</answer>",
      "17 in the working, the tag answers another part (23)"),
    g("t_tag_cut_in_value", "A", "18.7", "no_answer", "truncated", "<think>\n" + SH + "</think>\n<answer>18.",
      "cut inside the tag's value"),
    g("t_tag_unit_only", "A", "17", "no_answer", "tag", "<think>\n" + CL + "</think>\n<answer>students</answer>",
      "the tag holds only a noun; 17 only in the thinking"),
    g("t_tag_stadium_rounded", "A", "42550", "wrong", "tag",
      "<think>\n" + ST + "That's roughly 42,500.\n</think>\n<answer>42,500</answer>", "the tag rounds 42,550"),
    g("t_tag_list_two_readings", "A", "2880", "wrong", "tag",
      "<think>\n" + LB + "</think>\n<answer>\n- 2,880 if every floor has 16 shelves\n- 2,160 if each floor has 12 shelves\n</answer>",
      "a two-item list of readings in the tag: a hedge (12 * 45 = 540, 4 * 540 = 2160)"),
    g("t_ok_tag_attr", "B", "264", "correct", "tag", TR_R1 + "<answer type=\"number\">264</answer>", "an attribute on the tag"),
    g("t_ok_tag_sentence_units", "B", "264", "correct", "tag",
      TR_R1 + "<answer>The train travels 264 km (2.75 h × 96 km/h).</answer>", "a sentence with the factors after the value"),
    g("t_ok_tag_think_mentions_tag", "B", "380", "correct", "tag",
      "<think>\n" + CM.replace("\n", " ") + "I'll put the total in the answer tag.\n</think>\n<answer>380</answer>",
      "the think names the tag, then the tag"),
    g("t_ok_tag_h_min", "B", "380", "correct", "tag", CM_R1 + "<answer>6 h 20 min</answer>",
      "6 h 20 min = 380 minutes (round 12's decision: equal in value)"),
    g("t_ok_tag_negative_unit", "B", "-25", "correct", "tag", DV_R1 + "<answer>-25 m</answer>", "a negative value with its unit"),
    g("t_ok_tag_display_math", "B", "16.8", "correct", "tag",
      "<think>\n" + FL + "</think>\n<answer>\n\\[ 16.8 \\text{ kg} \\]\n</answer>", "display math in the tag"),

    m("t_m_tag_half_open", "A", G_ABS, "wrong", "tag",
      "<think>\n" + ABS + "</think>\n" + r"<answer>$[-3, \frac{5}{3})$</answer>", "half-open for the closed interval"),
    m("t_m_tag_direction_not_flipped", "A", G_INEQ, "wrong", "tag",
      "<think>\n" + r"$5 - 3x > 11$, so $-3x > 6$ and $x > -2$." + "\n</think>\n<answer>$x > -2$</answer>",
      "the sign not flipped when dividing by -3"),
    m("t_m_tag_conjugate", "A", G_CPX, "wrong", "tag",
      "<think>\n" + r"$\frac{3+2i}{1-i}$: multiply by $\frac{1-i}{1-i}$... $\frac{(3+2i)(1-i)}{2} = \frac{3 - 3i + 2i - 2i^2}{2} = \frac{5 - i}{2}$. Hmm, denominators: $(1-i)^2 = -2i$, not $2$. I'll keep $\frac{5-i}{2}$."
      + "\n</think>\n<answer>\\frac{5}{2}-\\frac{1}{2}i</answer>",
      "multiplied by the wrong factor; 5/2 - 1/2 i"),
    m("t_m_tag_pair_half", "A", G_PAIR, "wrong", "tag", "<think>\n" + PAIR + "</think>\n<answer>x = 3</answer>",
      "only x of the pair"),
    m("t_m_tag_day_off_by_one", "A", G_DAY, "wrong", "tag",
      "<think>\n" + r"$45 = 6 \cdot 7 + 3$. Three days after Wednesday... counting Wednesday as the first: Wednesday, Thursday, Friday. So Friday." + "\n</think>\n<answer>Friday</answer>",
      "off by one"),
    m("t_m_tag_mc_two", "A", G_MC, "wrong", "tag", MC_R1 + "<answer>(B) or (C)</answer>", "a hedge between two letters"),
    m("t_m_tag_rep_decimal", "A", G_REP, "wrong", "tag",
      "<think>\n" + REP + "</think>\n<answer>0.456</answer>", "a rounded decimal for 41/90"),
    m("t_m_tag_union_open", "A", G_UNI, "wrong", "tag", UNI_R1 + r"<answer>$(-\infty, -2) \cup (6, \infty)$</answer>",
      "the roots dropped; the think says they count"),
    m("t_m_ok_tag_double_ineq", "B", G_ABS, "correct", "tag", "<think>\n" + ABS + "</think>\n" + r"<answer>$-3 \le x \le \frac53$</answer>",
      "a double inequality, \\frac53 without braces"),
    m("t_m_ok_tag_union_words", "B", G_UNI, "correct", "tag", UNI_R1 + r"<answer>$x \le -2$ or $x \ge 6$</answer>",
      "two inequalities joined by 'or'"),
    m("t_m_ok_tag_pair_labelled", "B", G_PAIR, "correct", "tag", "<think>\n" + PAIR + "</think>\n<answer>x = 3, y = -2</answer>",
      "the pair written as two labelled values"),
    m("t_m_ok_tag_cpx_one_fraction", "B", G_CPX, "correct", "tag", CPX_R1 + r"<answer>\dfrac{1+5i}{2}</answer>", "one fraction"),
    m("t_m_ok_tag_mc_bold", "B", G_MC, "correct", "tag", MC_R1 + r"<answer>$\textbf{(B)}$</answer>", "a bold letter"),
    m("t_m_ok_tag_option_value", "B", G_MC, "correct", "tag", MC_R1 + r"<answer>$3^{20}$</answer>",
      "the value of option (B) instead of its letter; debatable: the checker does not see the options", True),
    m("t_m_ok_tag_inequality_interval", "B", G_INEQ, "correct", "tag",
      "<think>\n" + INEQ + r"So $x < -2$." + "\n</think>\n" + r"<answer>$(-\infty, -2)$</answer>", "the interval for the inequality gold"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_is_then_hash_bags", "A", "153", "wrong", "hash", AP_CALC + "The answer is $153.\n#### 36",
      "the phrase gives $153, the #### line the bags"),
    g("h_final_answer_then_hash_transposed", "A", "264", "wrong", "hash", TR_CALC + "Final Answer: 264 km\n#### 246",
      "the #### line transposes the digits"),
    g("h_therefore_then_hash_discount", "A", "323", "wrong", "hash", JK_CALC + "Therefore, the jacket costs $323.\n#### 57",
      "the #### line gives the discount"),
    g("h_phrase_then_hash_sign_lost", "A", "-25", "wrong", "hash",
      DV + "So the diver ends 25 m below the surface, at -25 m.\n#### 25", "the minus lost on the #### line"),
    g("h_phrase_then_hash_point_lost", "A", "16.8", "wrong", "hash", FL + "The answer is 16.8 kg.\n#### 168",
      "the decimal point lost"),
    g("h_hash_then_phrase_complement", "A", "87.5", "wrong", "answer_is",
      PS + "#### 87.5\nSo 7 students failed, and the answer is 12.5.", "a later phrase answers the complement"),
    g("h_bold_then_hash_rounded", "A", "42550", "wrong", "hash", ST_LLAMA + "**Answer:** 42,550 seats\n\n#### 42,500",
      "the #### line rounds"),
    g("h_same_line_one_way", "A", "380", "wrong", "hash",
      "Each one-way trip takes 38 minutes, and she commutes 5 days: 5 * 38 = 190 minutes.\nThe answer is 380 minutes if we count the trip back. #### 190",
      "a conditional phrase with the gold, then #### 190 on the same line"),
    g("h_llama_end_then_hash_other", "A", "17", "wrong", "hash", CL + LLAMA_END.format("17") + "\n\n#### 23",
      "a Llama 3 final line, then a #### line with walk + bus"),
    g("h_phrase_hash_floor", "A", "7", "wrong", "hash",
      "158 / 24 = 6.58, so the school fills 6 buses and 14 students are left over.\nThe answer is #### 6",
      "the marker after the phrase holds the floor, 6"),
    g("h_ok_phrase_then_hash_km", "B", "264", "correct", "hash", TR_CALC + "The answer is 264 km.\n#### 264", "phrase and #### agree"),
    g("h_ok_final_answer_hash_thousands", "B", "42550", "correct", "hash", ST + "Final answer: 42,550\n#### 42,550", "thousands commas"),
    g("h_ok_therefore_hash_negative", "B", "-25", "correct", "hash", DV_R1 + DV + "Therefore the diver is at -25 m.\n#### -25",
      "a negative value"),
    g("h_ok_phrase_other_numbers", "B", "7", "correct", "hash",
      BS + "The answer is 7 buses (6 full buses and one with 14 students).\n#### 7", "other numbers in the phrase"),
    g("h_ok_hash_then_same_phrase", "B", "2880", "correct", "answer_is", LB + "#### 2880\nThe answer is 2,880.",
      "the phrase after #### agrees"),
    m("h_m_phrase_then_hash_other_quadrant", "A", G_RADN, "wrong", "hash",
      RADN + r"The answer is $\frac{7\pi}{6}$." + "\n#### \\frac{11\\pi}{6}", "the #### line gives the fourth-quadrant angle"),
    m("h_m_phrase_then_hash_x_only", "A", G_PAIR, "wrong", "hash", PAIR_LLAMA + r"The answer is $(3, -2)$." + "\n#### 3",
      "the #### line gives only x"),
    m("h_m_final_then_hash_decimal", "A", G_RAD, "wrong", "hash", RAD_QWEN + "Final Answer: $6\\sqrt{7}$\n#### 15.87",
      "the #### line holds a decimal"),
    m("h_m_box_then_hash_product", "A", G_ZERO, "wrong", "hash", ZERO + r"The sum is $\boxed{0}$ and the product is $-6$." + "\n#### -6",
      "the #### line answers another part (the product)"),
    m("h_m_ok_phrase_then_hash_slash", "B", G_REP, "correct", "hash", REP + r"The answer is $\frac{41}{90}$." + "\n#### 41/90",
      "phrase and #### agree"),
    m("h_m_ok_hash_latex_frac", "B", G_DICE, "correct", "hash", DICE + "#### \\frac{1}{9}", "a LaTeX fraction on the #### line"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY_LLAMA + "So the answer is 3x^2 - 10x - 8.\n#### 3x^2 - 10x - 8",
      "a polynomial with spaces"),

    # ================================================================ 3. exactness
    g("x_tol_stadium_one_less", "A", "42550", "wrong", "hash",
      "Each of the 23 sections has 1,850 seats, so the stadium has 23 * 1,850 = 42,549 seats.\n#### 42549",
      "a multiplication slip, 42,549; relative error 2.4e-5"),
    g("x_tol_train_hundredth", "A", "264", "wrong", "hash",
      "45 minutes is 0.75 hours, so the trip takes 2.75 hours.\nThe train travels 96 * 2.75 = 264.1 km.\n#### 264.1",
      "a multiplication slip, 264.1; relative error 3.8e-4, a tolerance trap"),
    g("x_tol_flour_shift", "A", "16.8", "wrong", "hash", "Each batch needs 2.4 kg, so 7 batches need 16.08 kg.\n#### 16.08",
      "16.08, a digit slip"),
    g("x_tol_shop_float_artefact", "A", "18.7", "wrong", "hash", SH_CODE + "#### 18.700000000000003",
      "the raw float copied (round 10's x_gsm_float_artefact: wrong)"),
    g("x_tol_fuel_float_artefact", "A", "22.1", "wrong", "hash",
      "```python\nprint(6.5 * 3.4)\n```\n```output\n22.099999999999998\n```\nThe car uses 22.099999999999998 litres.\n#### 22.099999999999998",
      "the raw float copied (6.5 * 3.4 prints 22.099999999999998)"),
    g("x_pass_rounded", "A", "87.5", "wrong", "hash", PS_R1 + PS + "Rounded to a whole percent: 88%.\n#### 88", "rounded to 88"),
    g("x_pass_share", "A", "87.5", "wrong", "hash", PS + "#### 7/8",
      "the share 7/8 = 0.875, not the percent 87.5 (round 9's decision: the share is not the number asked)"),
    g("x_bus_floor", "A", "7", "wrong", "hash",
      llama(("Divide the students by the bus size", "158 / 24 = 6.583..."), ("Round to a whole number of buses", "6.583 rounds down to 6 buses."))
      + "#### 6", "rounded down"),
    g("x_lib_sci_off", "A", "2880", "wrong", "hash", LB + "#### 2.88e4", "2.88e4 = 28,800"),
    g("x_stadium_k_off", "A", "42550", "wrong", "hash", ST + "#### 42.5k", "42.5k = 42,500"),
    g("x_apples_words_off", "A", "153", "wrong", "hash", AP_CALC + "#### one hundred thirty-five", "number words for 135"),
    g("x_ok_shop_trailing_zero", "B", "18.7", "correct", "hash", SH_CODE + "Rounded to cents, she spends $18.70.\n#### 18.70",
      "the float rounded to cents by the model"),
    g("x_ok_flour_mixed", "B", "16.8", "correct", "hash", FL_QWEN + "#### 16 4/5", "16 4/5 = 16.8, a mixed number (round 5's decision: accept)"),
    g("x_ok_pass_fraction", "B", "87.5", "correct", "hash", PS + "#### 175/2", "175/2 = 87.5"),
    g("x_ok_stadium_sci", "B", "42550", "correct", "hash", ST_LLAMA + "#### 4.255 × 10^4", "4.255 × 10^4 = 42,550"),
    g("x_ok_fuel_trailing_zero", "B", "22.1", "correct", "hash", FU_CODE + "#### 22.10", "22.10 = 22.1"),

    m("x_m_zero_numpy", "A", G_ZERO, "wrong", "boxed", ZERO_CODE + r"The sum of the roots is $\boxed{-2.220446049250313 \times 10^{-16}}$.",
      "numpy's float residue boxed, not 0 (a near-zero trap)"),
    m("x_m_ok_zero_after_numpy", "B", G_ZERO, "correct", "boxed",
      ZERO_CODE + r"The tiny value is floating-point error; the roots are $-3, 2, 1$ and their sum is exactly $\boxed{0}$.",
      "numpy's residue explained, then the exact 0"),
    m("x_m_dice_decimal", "A", G_DICE, "wrong", "boxed", DICE_R1 + DICE + r"$\approx \boxed{0.11}$", "a rounded decimal for 1/9"),
    m("x_m_dice_miscount", "A", G_DICE, "wrong", "boxed",
      r"The sum is $9$ for $(3,6)$, $(4,5)$, $(5,4)$, $(6,3)$ and $(4,4)$, so $P = \boxed{\frac{5}{36}}$.",
      "(4,4) miscounted: 5/36 (0.139) near 1/9 (0.111)"),
    m("x_m_ok_dice_repeating", "B", G_DICE, "correct", "boxed", DICE + r"$= \boxed{0.\overline{1}}$", "0.111... = 1/9"),
    m("x_m_ok_dice_over", "B", G_DICE, "correct", "boxed", DICE + r"$= \boxed{{1 \over 9}}$", "TeX's \\over"),
    m("x_m_rad_swapped", "A", G_RAD, "wrong", "boxed", RAD + r"$= \boxed{7\sqrt{6}}$", "7\\sqrt6 = \\sqrt294, digits swapped"),
    m("x_m_ok_rad_unsimplified", "B", G_RAD, "correct", "boxed", r"$\sqrt{252} = \sqrt{9 \cdot 28} = \boxed{3\sqrt{28}}$",
      "3\\sqrt28 = 6\\sqrt7, not fully simplified"),
    m("x_m_conj_decimal", "A", G_CONJ, "wrong", "boxed", CONJ_R1 + CONJ + r"$\approx \boxed{10.47}$",
      "the exact value in the working, the decimal boxed"),
    m("x_m_conj_sign", "A", G_CONJ, "wrong", "boxed", r"$\frac{8}{3 - \sqrt{5}} = \frac{8(3 - \sqrt{5})}{4} = \boxed{6 - 2\sqrt{5}}$",
      "multiplied by the wrong factor: 6 - 2\\sqrt5"),
    m("x_m_ok_conj_reordered_root20", "B", G_CONJ, "correct", "boxed", CONJ_R1 + CONJ + r"$= \boxed{\sqrt{20} + 6}$",
      "\\sqrt20 + 6 = 2\\sqrt5 + 6, reordered and unsimplified"),
    m("x_m_abs_rounded_end", "A", G_ABS, "wrong", "boxed", ABS_QWEN + qbox("[-3, 1.67]", "Thus, the solution set is"),
      "5/3 rounded to 1.67"),
    m("x_m_ok_abs_left_right", "B", G_ABS, "correct", "boxed",
      ABS_QWEN + qbox(r"\left[-3, \tfrac{5}{3}\right]", "Thus, the solution set is"), "\\left[ \\right] and \\tfrac"),
    m("x_m_roots_signs", "A", G_QD, "wrong", "boxed", QD + r"So $x = \boxed{4, -\frac{3}{2}}$.", "both signs flipped"),
    m("x_m_ok_roots_set_reordered", "B", G_QD, "correct", "boxed", QD_R1 + r"$x \in \boxed{\left\{\tfrac{3}{2}, -4\right\}}$",
      "a set in the other order"),
    m("x_m_ok_roots_decimal", "B", G_QD, "correct", "boxed", QD + r"$x = \boxed{-4 \text{ or } 1.5}$",
      "1.5 = 3/2 exactly, joined by 'or'"),
    m("x_m_pair_swapped", "A", G_PAIR, "wrong", "boxed", PAIR_LLAMA + LLAMA_END.format("(-2, 3)"), "the coordinates swapped"),
    m("x_m_cpx_conjugate", "A", G_CPX, "wrong", "boxed", CPX + r"$= \boxed{\frac{1}{2} - \frac{5}{2}i}$", "the conjugate"),
    m("x_m_ok_cpx_decimals", "B", G_CPX, "correct", "boxed", CPX_R1 + r"$\boxed{0.5 + 2.5i}$", "terminating decimals"),
    m("x_m_ok_cpx_mathrm_i", "B", G_CPX, "correct", "boxed", CPX + r"$= \boxed{\frac{1}{2} + \frac{5}{2}\mathrm{i}}$", "an upright \\mathrm{i}"),
    m("x_m_radn_decimal", "A", G_RADN, "wrong", "boxed", RADN + r"$\approx \boxed{3.67}$", "a decimal for 7\\pi/6"),
    m("x_m_radn_other_quadrant", "A", G_RADN, "wrong", "boxed",
      r"$\sin\theta = -\frac{1}{2}$ with reference angle $\frac{\pi}{6}$ gives $\theta = 2\pi - \frac{\pi}{6} = \boxed{\frac{11\pi}{6}}$.",
      "the fourth-quadrant angle, where cos > 0"),
    m("x_m_ok_radn_as_degrees", "B", G_RADN, "correct", "boxed",
      r"The reference angle is $30^\circ$ and $\theta$ is in the third quadrant, so $\theta = 180^\circ + 30^\circ = \boxed{210^\circ}$.",
      "the same angle in degrees; debatable: rounds 1 and 8 decided the other unit differently", True),
    m("x_m_ok_hept_as_radians", "B", G_HEPT, "correct", "boxed",
      r"The interior angles of a heptagon sum to $(n - 2)\pi = (7 - 2)\pi = \boxed{5\pi}$.",
      "5\\pi rad = 900 degrees; debatable: the gold 900 carries no unit and 5\\pi = 15.7 as a number", True),
    m("x_m_base_reversed", "A", G_BASE, "wrong", "boxed",
      r"$413 \div 5 = 82$ r $3$, $82 \div 5 = 16$ r $2$, $16 \div 5 = 3$ r $1$, $3 \div 5 = 0$ r $3$. So $413 = \boxed{3213_5}$.",
      "the remainders read in the wrong order (3213_5 = 433)"),
    m("x_m_ok_base_digits", "B", G_BASE, "correct", "boxed", BASE_R1 + r"$\boxed{3123}$", "digits without the subscript (README: 4210 for 4210_5)"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", r"$(3x + 2)(x - 4) = 3x^2 + 12x - 2x - 8 = \boxed{3x^2 + 10x - 8}$",
      "a sign slip: +10x"),
    m("x_m_mat_wrong_order", "A", G_MATP, "wrong", "boxed",
      r"$BA = \begin{pmatrix} 1 & 4 \\ 2 & -2 \end{pmatrix}\begin{pmatrix} 2 & -1 \\ 0 & 3 \end{pmatrix} = \boxed{\begin{pmatrix} 2 & 11 \\ 4 & -8 \end{pmatrix}}$",
      "BA instead of AB"),
    m("x_m_ok_mat_bmatrix", "B", G_MATP, "correct", "boxed", MATP + r"$AB = \boxed{\begin{bmatrix} 0 & 10 \\ 6 & -6 \end{bmatrix}}$",
      "bmatrix for pmatrix"),
    m("x_m_sec_cos", "A", G_SEC, "wrong", "boxed", r"$\sec\frac{\pi}{6} = \cos\frac{\pi}{6} = \boxed{\frac{\sqrt{3}}{2}}$",
      "the cosine, not its reciprocal"),
    m("x_m_ok_sec_unrationalised", "B", G_SEC, "correct", "boxed", SEC + r"$= \boxed{\frac{2}{\sqrt{3}}}$", "2/\\sqrt3, unrationalised"),
    m("x_m_cyl_decimal", "A", G_CYL, "wrong", "boxed", CYL_LLAMA + LLAMA_END.format("197.92"), "a decimal for 63\\pi"),
    m("x_m_comb_permutations", "A", G_COMB, "wrong", "boxed", r"$15 \cdot 14 \cdot 13 \cdot 12 = \boxed{32760}$",
      "ordered selections, not committees"),
    m("x_m_ok_comb_thousands", "B", G_COMB, "correct", "boxed", COMB + r"$= \boxed{1,\!365}$", "a MATH-style thousands separator"),
    m("x_m_rep_five_elevenths", "A", G_REP, "wrong", "boxed", r"$0.4\overline{5} = \frac{45}{99} = \boxed{\frac{5}{11}}$",
      "the whole 45 treated as repeating: 5/11 = 0.4545..."),
    m("x_m_ok_rep_overline", "B", G_REP, "correct", "boxed", REP + r"So $\frac{41}{90} = \boxed{0.4\overline{5}}$.",
      "the repeating decimal is exactly 41/90"),
    m("x_m_ineq_flip_forgotten", "A", G_INEQ, "wrong", "boxed", r"$5 - 3x > 11 \Rightarrow -3x > 6 \Rightarrow \boxed{x > -2}$",
      "the direction not reversed"),
    m("x_m_ok_ineq_reversed", "B", G_INEQ, "correct", "boxed", INEQ + r"So $\boxed{-2 > x}$.", "the same inequality read right to left"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_hash_marked_wrong_see_note", "A", "153", "wrong", "hash",
      AP_CALC + "#### 153 ← wrong, see the note\n\nNote: the bruised apples are sold at half price, I think, so the total should be higher.",
      "the model marks its value wrong and gives nothing new"),
    g("n_cant_be_stop", "A", "264", "no_answer", "prose_sentence",
      TR_CALC + "But it can't be 264 km, since the train stopped for 15 minutes on the way.",
      "the value negated, nothing after"),
    g("n_both_struck", "A", "153", "no_answer", "none",
      "Possible answers: ~~$153~~, ~~$178.50~~. Neither works; I need to re-read the problem.",
      "both candidates struck, no answer"),
    g("n_box_x_emoji", "A", "323", "wrong", "boxed",
      JK_LLAMA + "The final answer is: $\\boxed{323}$ ❌ (I subtracted the discount twice)", "the model marks its box wrong"),
    g("n_answer_isnt", "A", "17", "no_answer", "answer_is",
      CL + "The answer isn't 17, though; I think I double-counted the bus riders.", "a negation, nothing new"),
    g("n_tag_then_incorrect", "A", "380", "wrong", "tag",
      CM_R1 + "<answer>380</answer> (incorrect — I should only count one-way trips)", "the model marks its tag incorrect"),
    g("n_struck_hash_then_other", "A", "380", "wrong", "hash", CM + "~~#### 380~~\n#### 190", "the struck gold, then 190"),
    g("n_not_but_other", "A", "-25", "wrong", "prose_sentence",
      "The diver is not at -25 m but at -37 m, because she descends 6 m at the end: -31 - 6 = -37.", "the gold negated, another value"),
    g("n_verification_fail", "A", "2880", "wrong", "hash",
      LB + "#### 2880\n\nVerification: 4 × 16 × 45 = 2,880 ✗ FAIL (expected the count to include the 120 books on the returns cart)",
      "a failed verification marks the value wrong, nothing new"),
    g("n_hash_minus_prefix_word", "A", "16.8", "no_answer", "hash", FL + "#### NOT 16.8", "the value negated on the #### line"),
    g("n_ok_not_in_working", "B", "153", "correct", "hash",
      "The bruised apples are not sold, so only 336 - 48 = 288 apples go into bags.\n288 / 8 = 36 bags, and 36 * 4.25 = $153.\n#### 153",
      "'not' in the working"),
    g("n_ok_cannot_hire_part", "B", "7", "correct", "hash",
      "You can't hire 6.58 buses, so round up: 6 buses seat only 144.\n#### 7", "'can't' with other numbers before the answer"),
    g("n_ok_check_cross_other", "B", "7", "correct", "hash",
      "- 6 buses: 6 × 24 = 144 seats ✗ (too few)\n- 7 buses: 7 × 24 = 168 seats ✓\n\n#### 7",
      "a cross on another value, a tick on the gold"),
    g("n_ok_first_attempt_wrong", "B", "380", "correct", "hash",
      "My first attempt (190) was wrong because I counted one-way trips only.\n" + CM + "#### 380",
      "'wrong' about a discarded value"),
    g("n_ok_not_including_tax", "B", "323", "correct", "hash", JK + "#### 323 (not including sales tax)",
      "a harmless annotation with 'not'"),

    m("n_m_box_red_cross", "A", G_RAD, "wrong", "boxed", RAD + r"$= \boxed{6\sqrt{7}}\ \color{red}{\text{✗}}$",
      "a red cross after the box"),
    m("n_m_not_saturday", "A", G_DAY, "no_answer", "prose_sentence", DAY + "So the day is not Saturday.",
      "a negation, nothing after"),
    m("n_m_choices_gold_crossed", "A", G_MC, "wrong", "boxed",
      r"(A) $2^{30}$ ✗ (B) $3^{20}$ ✗ (C) $5^{13}$ ✓ (D) $6^{11}$ ✗ (E) $7^{10}$ ✗" + "\n\n" + r"$\boxed{\text{(C)}}$",
      "the gold letter crossed, (C) boxed"),
    m("n_m_root_rejected", "A", G_QD, "wrong", "boxed",
      QD + r"$x = \frac{3}{2}$ ~~or $x = -4$~~ (rejected: negative)." + "\n" + r"$\boxed{\frac{3}{2}}$",
      "one root struck and rejected without cause"),
    m("n_m_struck_then_swapped", "A", G_PAIR, "wrong", "boxed", PAIR + r"~~$\boxed{(3,-2)}$~~ $\boxed{(-2,3)}$",
      "the struck gold, then the swapped pair"),
    m("n_m_box_then_is_incorrect", "A", G_REP, "wrong", "boxed",
      REP + r"$x = \boxed{\frac{41}{90}}$" + "\n\nThis is incorrect, since $\\frac{41}{90}$ does not terminate. I'm not sure how to fix it.",
      "the model calls its box incorrect; nothing new"),
    m("n_m_cancel_only", "A", G_COMP, "no_answer", "boxed", COMP + r"$\require{cancel}f(8) = \boxed{\cancel{19}}$",
      "the only box cancelled, nothing after"),
    m("n_m_ok_complement", "B", G_UNI, "correct", "boxed",
      r"We factor $x^2 - 4x - 12 = (x - 6)(x + 2)$; it is negative exactly on $(-2, 6)$, so the solution set is $\boxed{\mathbb{R} \setminus (-2, 6)}$.",
      "the complement of the open interval IS the gold"),
    m("n_m_ok_roots_not_excluded", "B", G_UNI, "correct", "boxed",
      UNI + r"Note that $x = -2$ and $x = 6$ are not excluded, since the inequality is non-strict." + "\n" + r"$\boxed{(-\infty, -2] \cup [6, \infty)}$",
      "a note with 'not' and other numbers before the box"),
    m("n_m_ok_neq_in_working", "B", G_CPX, "correct", "boxed",
      r"Since $1 - i \neq 0$, we may divide. " + CPX + r"$= \boxed{\frac{1}{2} + \frac{5}{2}i}$", "\\neq in the working"),
    m("n_m_ok_other_options_crossed", "B", G_MC, "correct", "boxed",
      MC + r"(A) ✗ (B) ✓ (C) ✗ (D) ✗ (E) ✗" + "\n\n" + r"$\boxed{\text{(B)}}$", "crosses on other letters"),
    m("n_m_ok_not_friday", "B", G_DAY, "correct", "boxed",
      DAY_R1 + r"The answer is not Friday (that would be $44$ days); it is $\boxed{\text{Saturday}}$.", "another day negated"),
    m("n_m_ok_struck_decimal", "B", G_RAD, "correct", "boxed", RAD + r"~~$15.87$~~ $\boxed{6\sqrt{7}}$",
      "a struck decimal, then the exact value"),
    m("n_m_ok_name_not_amir", "B", G_NAME, "correct", "boxed",
      NAME + r"So it is not Amir: $\boxed{\text{Priya}}$ ran farther.", "the other name negated"),

    # ================================================================ 5. words after a number
    g("u_apples_bags", "A", "153", "wrong", "hash", AP_CALC + "#### 153 bags",
      "the working says 36 bags and $153; '153 bags' is another quantity"),
    g("u_apples_cents", "A", "153", "wrong", "hash", AP_QWEN + "#### 153 cents", "the working says dollars; 153 cents = $1.53"),
    g("u_train_miles", "A", "264", "wrong", "hash", TR_R1 + TR + "#### 264 miles", "the working is in km"),
    g("u_diver_above", "A", "-25", "wrong", "hash", DV_R1 + DV + "#### 25 m above the surface", "25 m above = +25"),
    g("u_flour_grams", "A", "16.8", "wrong", "hash", FL_QWEN + "#### 16.8 g", "the working is in kg"),
    g("u_pass_failed", "A", "87.5", "wrong", "hash", PS_R1 + PS + "#### 87.5% failed",
      "the working computes who passed; '87.5% failed' is a false claim about the other group"),
    g("u_commute_hours", "A", "380", "wrong", "hash", CM_R1 + CM + "#### 380 hours", "the working counts minutes"),
    g("u_commute_decimal_hours", "A", "380", "wrong", "hash", CM_R1 + "That's 6 hours 20 minutes.\n#### 6.20 hours",
      "6 h 20 min written as 6.20 hours (= 372 minutes)"),
    g("u_class_percent", "A", "17", "wrong", "hash", CL_QWEN + "#### 17%", "the working counts students"),
    g("u_shop_each", "A", "18.7", "wrong", "hash", SH + "#### $18.70 each", "the working gives a total"),
    g("u_fuel_rate", "A", "22.1", "wrong", "hash", FU + "#### 22.1 L per 100 km",
      "the working gives the fuel used; 22.1 L/100 km is a consumption rate"),
    g("u_lib_shelves", "A", "2880", "wrong", "hash", LB_LLAMA + "#### 2,880 shelves", "the working counts books (64 shelves)"),
    g("u_bus_students", "A", "7", "wrong", "hash", BS + "#### 7 students", "the working counts buses"),
    g("u_ok_apples_dollars", "B", "153", "correct", "hash", AP_LLAMA + "#### 153 dollars", "dollars"),
    g("u_ok_diver_below", "B", "-25", "correct", "hash", DV + "#### 25 m below the surface", "25 m below = -25 m"),
    g("u_ok_commute_h_min", "B", "380", "correct", "hash", CM_R1 + "#### 6 hours 20 minutes",
      "6 h 20 min = 380 minutes (round 12's decision: equal in value)"),
    g("u_ok_class_cycle", "B", "17", "correct", "hash", CL_QWEN + "#### 17 students cycle to school", "the counted noun and a verb"),
    g("u_ok_shop_cents_equal", "B", "18.7", "correct", "hash", SH + "That is 1,870 cents.\n#### 1,870 cents",
      "1,870 cents = $18.70; debatable: round 9 accepted cents, round 15 refused mL", True),
    g("u_ok_fuel_litres_of_fuel", "B", "22.1", "correct", "hash", FU_CODE + "#### 22.1 litres of fuel", "a noun phrase"),
    g("u_ok_lib_thousand_books", "B", "2880", "correct", "hash", LB + "#### 2.88 thousand books", "a scale word and the noun"),
    g("u_ok_bus_note", "B", "7", "correct", "hash", BS_LLAMA + "#### 7 buses (one of them partly full)", "a note after the noun"),
    g("u_ok_jacket_after_discount", "B", "323", "correct", "hash", JK_CALC + "#### $323 after the discount", "a phrase after the value"),

    m("u_m_hept_percent", "A", G_HEPT, "wrong", "boxed", HEPT + r"$= \boxed{900\%}$", "a percent for an angle sum"),
    m("u_m_radn_degree_mark", "A", G_RADN, "wrong", "boxed", RADN + r"$= \boxed{\frac{7\pi}{6}^\circ}$", "7\\pi/6 degrees, about 3.67 degrees"),
    m("u_m_base_subscript_ten", "A", G_BASE, "wrong", "boxed", BASE_R1 + r"$\boxed{3123_{10}}$", "3123 in base ten is not 413"),
    m("u_m_base_given_value", "A", G_BASE, "wrong", "boxed", BASE + r"So the number is $\boxed{413}$.",
      "the question's own number; debatable: 413 equals 3123_5 in value (round 15 decided reject)", True),
    m("u_m_ok_dice_percent_exact", "B", G_DICE, "correct", "boxed", DICE + r"$= \boxed{11.\overline{1}\%}$",
      "11.1...% = 1/9 exactly; debatable: round 1 decided % is a unit", True),
    m("u_m_ok_cyl_cm3", "B", G_CYL, "correct", "boxed", CYL_LLAMA + r"The final answer is: $\boxed{63\pi \text{ cm}^3}$", "cubic centimetres"),
    m("u_m_ok_hept_degrees", "B", G_HEPT, "correct", "boxed", HEPT + r"$= \boxed{900^\circ}$", "a degree sign"),
    m("u_m_ok_radn_rad", "B", G_RADN, "correct", "boxed", RADN + r"$= \boxed{\frac{7\pi}{6} \text{ rad}}$", "rad"),
    m("u_m_ok_base_paren", "B", G_BASE, "correct", "boxed", BASE + r"$= \boxed{3123 \text{ (base } 5)}$", "the base in words after the digits"),
    m("u_m_ok_comb_committees", "B", G_COMB, "correct", "boxed", COMB + r"$= \boxed{1365 \text{ committees}}$", "a noun after the count"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_hash_then_correction_bruised", "A", "153", "wrong", "hash",
      AP_CALC + "#### 153\n\nCorrection: the bruised apples are sold too, in the same bags.\n" + AP_ALL + "#### 178.50",
      "a 'Correction:' line, then a second #### line"),
    g("r_hash_then_oh_wait_speed", "A", "264", "wrong", "hash",
      TR_CALC + "#### 264\nOh wait — I misread the speed; it's 90 km/h, so 90 * 2.75 = 247.5 km.\n#### 247.5",
      "an 'Oh wait' retraction to 247.5 (90 * 2.75 = 180 + 67.5)"),
    g("r_answer_then_recalculating", "A", "323", "wrong", "answer_is",
      JK + "The answer is $323.\nRecalculating with the extra 10% member discount: 323 * 0.9 = 290.70.\nThe answer is $290.70.",
      "a second, later answer 290.70 (323 * 0.9 = 290.7)"),
    g("r_on_reflection_other", "A", "-25", "wrong", "hash",
      DV + "#### -25\nOn reflection, the 6 m was a further descent, not an ascent: -31 - 6 = -37.\n#### -37",
      "'On reflection' and a new value"),
    g("r_r1_final_then_but", "A", "16.8", "wrong", "boxed",
      "<think>\n" + FL + "</think>\n\n" + r1final("16.8") + "\n\nBut wait — flour is only 3/4 of each 2.4 kg batch, so the flour is 16.8 × 0.75 = 12.6 kg.\n\n" + r1final("12.6"),
      "a second R1 final block (16.8 * 0.75 = 12.6)"),
    g("r_ps_miscount", "A", "87.5", "wrong", "hash",
      PS + "#### 87.5\n\nP.S. I miscounted: only 48 passed, so 48 / 56 = 85.7%.\n#### 85.7",
      "a P.S. with a new value (48 / 56 = 0.857)"),
    g("r_revised_bracket", "A", "42550", "wrong", "hash",
      ST + "#### 42550\n[Revised: one section is closed, so 22 * 1,850 = 40,700.]",
      "a bracketed revision to 40,700 (22 * 1850 = 37000 + 3700)"),
    g("r_not_right_redo", "A", "380", "wrong", "hash", CM + "#### 380\nHmm, that's not right. Let me redo the trips.",
      "a withdrawn answer with nothing new"),
    g("r_qwen_box_then_reread", "A", "17", "wrong", "boxed",
      CL_QWEN + qbox("17") + "\n\nHowever, upon re-reading, 1/4 of the students take the bus, not 1/5: 40 / 4 = 10, so 40 - 15 - 10 = 15.\n\n" + qbox("15"),
      "a re-read and a second box 15"),
    g("r_wait_cut_correction", "A", "18.7", "wrong", "hash", SH + "#### 18.70\nWait, the pens cost $1.25 each, so 4 * 1.25 =",
      "the answer withdrawn and the correction cut before a value; debatable: the correction was not finished", True),
    g("r_truncated_box_prefix", "A", "2880", "no_answer", "truncated", LB_LLAMA + "The final answer is: $\\boxed{28",
      "cut inside the box; 28 is a prefix of 2880"),
    g("r_llama_extra_bus_step", "A", "7", "wrong", "boxed",
      BS_LLAMA + "The final answer is: $\\boxed{7}$\n\n## Step 3: Add a spare bus\nThe school rules require one spare bus, so 7 + 1 = 8 buses.\n\nThe final answer is: $\\boxed{8}$",
      "a Llama 3 step after the final line, then a second final line 8"),
    g("r_ok_hope_helps", "B", "153", "correct", "hash", AP_CALC + "#### 153\n\nI hope this helps! Let me know if you have any other questions.",
      "a polite tail"),
    g("r_ok_recap_other_numbers", "B", "264", "correct", "hash",
      TR_CALC + "#### 264\n\nRecap: 2.75 h × 96 km/h = 264 km. (In a full 3 hours it would have gone 288 km.)",
      "a recap with a hypothetical other number"),
    g("r_ok_wait_same", "B", "-25", "correct", "hash", DV + "#### -25\nWait, does 'comes up 6 m' mean +6? Yes. So -25 stands.",
      "a 'Wait' that confirms"),
    g("r_ok_correction_to_gold", "B", "16.8", "correct", "hash",
      "6 batches need 6 * 2.4 = 14.4 kg.\n#### 14.4\nCorrection: there are 7 batches, not 6: 7 * 2.4 = 16.8 kg.\n#### 16.8",
      "an explicit correction to the gold"),
    g("r_ok_invented_turn_after", "B", "87.5", "correct", "hash",
      PS + "#### 87.5" + IM_USER + "What percent failed?" + IM_ASSIST + "12.5% failed.<|im_end|>",
      "an invented next turn with its own number (does not count)"),
    g("r_ok_endoftext_then_junk", "B", "42550", "correct", "hash",
      ST_CALC + "#### 42550<|endoftext|>The following numbers are prime: 2, 3, 5, 7, 11, 13.",
      "text after an end-of-text token"),
    g("r_ok_llama_teacher_step_same", "B", "7", "correct", "boxed",
      BS_LLAMA + "The final answer is: $\\boxed{7}$\n\n## Step 3: Check with the 6 teachers\nIf the 6 teachers ride too, 164 / 24 = 6.83, still 7 buses.\n\nThe final answer is: $\\boxed{7}$",
      "a re-check step with other numbers that keeps 7 (164 / 24 = 6.83)"),
    g("r_ok_summary_table_after", "B", "2880", "correct", "hash",
      LB + "#### 2880\n\n| Floors | Shelves per floor | Books per shelf | Total |\n|---:|---:|---:|---:|\n| 4 | 16 | 45 | 2,880 |",
      "a markdown summary table after the answer"),

    m("r_m_box_then_reduce_angle", "A", G_RADN, "wrong", "boxed",
      RADN + r"$= \boxed{\frac{7\pi}{6}}$" + "\n\nActually, I should give the reference angle: $\\frac{7\\pi}{6} - \\pi = \\boxed{\\frac{\\pi}{6}}$.",
      "a correction to the reference angle \\pi/6"),
    m("r_m_conj_sign_correction", "A", G_CONJ, "wrong", "boxed",
      CONJ_R1 + r"$\boxed{6 + 2\sqrt{5}}$" + "\n\nWait, I made a sign error: the conjugate of $3 - \\sqrt{5}$ gives $\\frac{8(3 - \\sqrt{5})}{4}$, so the answer is $\\boxed{6 - 2\\sqrt{5}}$.",
      "a wrong 'correction' after the right box"),
    m("r_m_abs_then_strict", "A", G_ABS, "wrong", "boxed",
      ABS_QWEN + qbox(r"\left[-3, \frac{5}{3}\right]") + "\n\nHmm, wait: the problem says $<$, not $\\le$. So the endpoints are excluded: \\(\\boxed{\\left(-3, \\frac{5}{3}\\right)}\\).",
      "a retraction to the open interval"),
    m("r_m_pair_then_yx", "A", G_PAIR, "wrong", "boxed",
      PAIR_LLAMA + LLAMA_END.format("(3, -2)") + "\n\nWait, the ordered pair should list $y$ first: $\\boxed{(-2, 3)}$.",
      "a second box with the coordinates swapped"),
    m("r_m_mc_switch", "A", G_MC, "wrong", "boxed",
      MC_R1 + r"$\boxed{\text{(B)}}$" + "\n\nActually, let me compare $3^{20}$ and $5^{13}$ again: $5^{13}$ has more digits, so $\\boxed{\\text{(C)}}$.",
      "a wrong switch to (C) (5^13 = 1.22e9 < 3^20 = 3.49e9)"),
    m("r_m_day_recount", "A", G_DAY, "wrong", "boxed",
      DAY_R1 + r"$\boxed{\text{Saturday}}$" + "\n\nWait, if Wednesday itself is day 1, then day 45 is a Friday. So $\\boxed{\\text{Friday}}$.",
      "a recount to Friday"),
    m("r_m_cyl_then_cone", "A", G_CYL, "wrong", "boxed",
      CYL_LLAMA + LLAMA_END.format(r"63\pi") + "\n\nOh wait, the solid is a cone, so $V = \\frac{1}{3} \\cdot 63\\pi = 21\\pi$.\n\n" + LLAMA_END.format(r"21\pi"),
      "a second final line 21\\pi"),
    m("r_m_comp_order", "A", G_COMP, "wrong", "boxed",
      COMP + r"$f(g(-3)) = \boxed{19}$" + "\n\nHmm, does $f(g(x))$ apply $f$ first? Then $g(f(-3)) = g(-3) = \\boxed{8}$.",
      "a second-guess to the other order, 8"),
    m("r_m_truncated_frac", "A", G_REP, "no_answer", "truncated", REP + r"$x = \boxed{\frac{41}{9", "cut inside the box"),
    m("r_m_sec_then_cos", "A", G_SEC, "wrong", "minerva",
      SEC + MINERVA.format(r"$\frac{2\sqrt{3}}{3}$") + "\n\nCorrection: the question asks for $\\cos\\frac{\\pi}{6}$, so the final answer is $\\frac{\\sqrt{3}}{2}$.",
      "a correction after the Minerva line"),
    m("r_m_ok_sec_numeric_after", "B", G_SEC, "correct", "boxed", SEC + r"$= \boxed{\frac{2\sqrt{3}}{3}} \approx 1.1547$",
      "exact boxed, then its own rounding"),
    m("r_m_ok_mc_wait_confirm", "B", G_MC, "correct", "boxed",
      MC_R1 + r"$\boxed{\text{(B)}}$" + "\n\nWait, let me double-check (B) against (A): $3^{20} = 9^{10}$ and $2^{30} = 8^{10}$, and $9 > 8$ ✓.",
      "a 'Wait' that confirms"),
    m("r_m_ok_invented_turn", "B", G_CYL, "correct", "boxed",
      CYL_LLAMA + LLAMA_END.format(r"63\pi") + EOT_USER + "What if it were a cone?" + EOT_ASSIST + r"Then $V = \frac{1}{3} \cdot 63\pi = \boxed{21\pi}$.",
      "an invented Llama 3 turn with its own box"),
    m("r_m_ok_alternative_method", "B", G_REP, "correct", "boxed",
      REP + r"$x = \boxed{\frac{41}{90}}$" + "\n\nAlternatively, $0.4\\overline{5} = \\frac{4}{10} + \\frac{5}{90} = \\frac{36}{90} + \\frac{5}{90} = \\frac{41}{90}$ ✓.",
      "a second method that agrees"),
    m("r_m_ok_corrected_to_gold", "B", G_CPX, "correct", "boxed",
      r"$(3 + 2i)(1 + i) = 1 + 5i$, so the answer is $\boxed{1 + 5i}$." + "\n\nWait, I forgot to divide by $(1 - i)(1 + i) = 2$: the answer is $\\boxed{\\frac{1 + 5i}{2}}$.",
      "an explicit correction to the gold"),
    m("r_m_ok_qwen_end_token", "B", G_DICE, "correct", "boxed", DICE_R1 + DICE + QWEN_END.format(r"\frac{1}{9}") + "<|im_end|>",
      "Qwen's closing line and end token"),

    # ================================================================ 7. quoted, reported, hypothetical, examples, other parts
    g("q_user_claim_own_other", "A", "153", "wrong", "hash",
      "You said the answer was $153, but I don't think the bruised apples are thrown away.\n" + AP_ALL + "#### 178.50",
      "the gold as the user's claim; the model's own 178.50"),
    g("q_textbook_own_other", "A", "264", "wrong", "hash",
      "My textbook says 264 km, but I get something else.\n" + TR_WRONG + "#### 235.2", "a reported gold; the model's 235.2"),
    g("q_if_fifteen_actual_other", "A", "323", "wrong", "hash",
      "If the jacket were 15% off, it would cost $323. But the sign says 25% off: 380 * 0.75 = $285.\n#### 285",
      "the gold in a counterfactual; the model's 285 (380 - 95)"),
    g("q_example_gold_misread", "A", "2880", "wrong", "hash",
      "For example, 4 floors of 16 shelves of 45 books would hold 2,880 books. This library has 5 floors, so 5 * 720 = 3,600 books.\n#### 3600",
      "the gold in an example; the model's 3,600 for a misread problem"),
    g("q_invented_part_last", "A", "153", "wrong", "hash",
      AP_CALC + "(a) Bags: 36\n(b) Money: $153\n(c) Price per apple: 153 / 288 = $0.53\n\n#### 0.53",
      "an invented part answers last"),
    g("q_key_only_cannot_verify", "A", "87.5", "no_answer", "prose_sentence",
      "The answer key gives 87.5, but I can't verify it without knowing how many students passed.",
      "only a reported value"),
    g("q_docstring_example", "A", "153", "wrong", "hash",
      "```python\ndef revenue(crates=14, per_crate=24, per_bag=8, price=4.25):\n    \"\"\"Example: revenue() returns 153.0 when bruised apples are removed.\"\"\"\n"
      "    return (crates * per_crate) // per_bag * price\n\nprint(revenue())\n```\n```output\n178.5\n```\n#### 178.5",
      "the gold in a docstring; the code and the answer 178.5"),
    g("q_student_wrote_own_other", "A", "22.1", "wrong", "hash",
      "A student wrote '#### 22.1', but the rate is per kilometre: 6.5 * 340 = 2,210 L.\n#### 2210",
      "the gold as a quoted #### line; the model's 2210"),
    g("q_ok_friend_other", "B", "264", "correct", "hash",
      "My friend said 235.2 km, but 45 minutes is 0.75 h, not 0.45 h.\n" + TR_CALC + "#### 264", "another person's wrong value"),
    g("q_ok_quoted_problem", "B", "323", "correct", "hash",
      "> A jacket costs $380 and is 15% off. What is the sale price?\n\n" + JK_CALC + "#### 323", "the problem quoted"),
    g("q_ok_hypothetical_after", "B", "17", "correct", "hash",
      CL + "#### 17\n(If 1/4 took the bus instead, 15 would cycle.)", "a hypothetical after the answer (40 / 4 = 10, 40 - 25 = 15)"),
    g("q_ok_example_before", "B", "264", "correct", "hash",
      "For example, 2 h 30 min at 96 km/h would be 96 * 2.5 = 240 km. Here the time is 2.75 h, so 96 * 2.75 = 264 km.\n#### 264",
      "a worked example with other numbers first"),
    g("q_ok_common_mistake", "B", "7", "correct", "hash",
      "Many students answer 6 buses, forgetting the 14 students left over.\n" + BS + "#### 7", "a reported wrong answer first"),

    m("q_m_key_own_other", "A", G_CONJ, "wrong", "boxed",
      r"The answer key says $6 + 2\sqrt{5}$, but I get $\frac{8(3 + \sqrt{5})}{9 + 5} = \boxed{\frac{12 + 4\sqrt{5}}{7}}$.",
      "a reported gold; the model's own (a denominator slip 9 + 5)"),
    m("q_m_misread_direction", "A", G_ABS, "wrong", "boxed",
      r"If the inequality were $|3x + 2| \le 7$, the answer would be $[-3, \frac{5}{3}]$; but it is $\ge$, so $\boxed{(-\infty, -3] \cup [\frac{5}{3}, \infty)}$.",
      "the gold in a hypothetical; the model's answer to a misread inequality"),
    m("q_m_example_other_sum", "A", G_DICE, "wrong", "boxed",
      r"For instance, the probability of a sum of $9$ is $\frac{1}{9}$. Our problem asks for a sum of $8$: $(2,6), (3,5), (4,4), (5,3), (6,2)$, so $\boxed{\frac{5}{36}}$.",
      "the gold only in an example; the model's 5/36 for a misread sum"),
    m("q_m_claim_checked_other", "A", G_DAY, "wrong", "boxed",
      r"You claim the answer is Saturday. Let's check: counting Wednesday as day $1$, day $45$ is $44$ days later, and $44 = 6 \cdot 7 + 2$, so it is $\boxed{\text{Friday}}$.",
      "the gold as the user's claim; the model's Friday"),
    m("q_m_output_then_other", "A", G_COMB, "wrong", "boxed",
      "```python\nfrom math import comb, perm\nprint(comb(15, 4), perm(15, 4))\n```\n```output\n1365 32760\n```\nSo there are $\\boxed{32760}$ ways to choose the committee.",
      "the output holds 1365; the model boxes the permutation count"),
    m("q_m_two_parts", "A", G_ZERO, "wrong", "boxed",
      ZERO + r"(a) The sum of the roots is $\boxed{0}$. (b) The product of the roots is $\boxed{-6}$.",
      "an invented second part answers last (README: two parts are two final answers)"),
    m("q_m_quoted_only", "A", G_RADN, "no_answer", "none",
      "> Answer: $\\frac{7\\pi}{6}$\n\nI'm not able to derive this myself.", "only a quotation, then a refusal"),
    m("q_m_ok_if_then_actual", "B", G_RADN, "correct", "boxed",
      r"If we needed $\cos\theta > 0$, the answer would be $\frac{11\pi}{6}$; since $\cos\theta < 0$, $\theta = \pi + \frac{\pi}{6} = \boxed{\frac{7\pi}{6}}$.",
      "a hypothetical with another value first"),
    m("q_m_ok_example_first", "B", G_RAD, "correct", "boxed",
      r"For example, $\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$. Likewise, $\sqrt{252} = \sqrt{36 \cdot 7} = \boxed{6\sqrt{7}}$.",
      "an example with another value first"),
    m("q_m_ok_tool_then_box", "B", G_REP, "correct", "boxed",
      "```python\nfrom sympy import Rational\nprint(Rational(41, 90), float(Rational(41, 90)))\n```\n```output\n41/90 0.45555555555555555\n```\n"
      + r"So $0.4\overline{5} = \boxed{\frac{41}{90}}$.", "tool output, then the box"),
    m("q_m_ok_common_mistake", "B", G_COMP, "correct", "boxed",
      r"A common mistake is to compute $g(f(-3)) = 8$ instead. " + COMP + r"So $f(g(-3)) = \boxed{19}$.", "a reported wrong value first"),
    m("q_m_ok_question_quoted", "B", G_MC, "correct", "boxed",
      "> Which is the largest? (A) $2^{30}$ (B) $3^{20}$ (C) $5^{13}$ (D) $6^{11}$ (E) $7^{10}$\n\n" + MC + r"$\boxed{\text{(B)}}$",
      "the options quoted, then the letter"),
    m("q_m_ok_name_other_distance", "B", G_NAME, "correct", "boxed",
      NAME + r"If Amir had run $6$ laps ($2400$ m), he would have won; but he ran $5$, so $\boxed{\text{Priya}}$.",
      "a hypothetical with another name's win first"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_empty_completion", "A", "153", "no_answer", "none", "", "an empty completion"),
    g("b_lone_marker", "A", "264", "no_answer", "hash", "####", "only the marker"),
    g("b_double_escaped_retract", "A", "153", "wrong", "hash",
      (AP_CALC + "#### 153\nWait, the bruised apples are sold too.\n" + AP_ALL + "#### 178.50").replace("\n", "\\n"),
      "JSON double-escaped newlines (literal \\n); the last #### is 178.50"),
    g("b_entity_minus_other", "A", "-25", "wrong", "hash", DV.replace("After rising 6 m she is at -31 + 6 = -25 m.", "After 6 m more down she is at -31 - 6 = -37 m.")
      + "#### &minus;37", "the &minus; entity; the value -37 (the ascent read as a descent)"),
    g("b_mojibake_other", "A", "-25", "wrong", "hash", "-12 - 19 - 6 = -37 m.\n#### âˆ’37",
      "a mojibake minus (UTF-8 read as cp1252) on -37"),
    g("b_long_loop_then_other", "A", "380", "wrong", "hash",
      "<think>\n38 * 10 = 380 minutes. " + "Let me verify again. Each trip is 38 minutes. " * 300
      + "Actually, only the morning trips count.\n</think>\n5 * 38 = 190.\n#### 190",
      "a degenerate 14 KB loop holding 380, then 190"),
    g("b_ok_double_escaped", "B", "153", "correct", "hash", (AP_CALC + "#### 153").replace("\n", "\\n"),
      "JSON double-escaped newlines (literal \\n)"),
    g("b_ok_gold_trailing_newline", "B", "264\n", "correct", "hash", TR_CALC + "#### 264", "a gold with a trailing newline"),
    g("b_ok_gold_float", "B", "153.0", "correct", "hash", AP_CALC + "#### 153", "a gold serialised as a float"),
    g("b_ok_gold_thousands", "B", "42,550", "correct", "hash", ST_CALC + "#### 42550", "a gold with a thousands comma"),
    g("b_ok_bare_number_only", "B", "17", "correct", "bare_last_line", "17", "the completion is only the number"),
    g("b_ok_entity_minus", "B", "-25", "correct", "hash", DV + "#### &minus;25", "the HTML entity for the minus sign"),
    g("b_ok_mojibake_minus", "B", "-25", "correct", "hash", DV + "#### âˆ’25",
      "a mojibake minus (U+2212 as UTF-8 read as cp1252); debatable: garbled bytes, not a notation", True),
    g("b_ok_nul_after", "B", "18.7", "correct", "hash", SH + "#### 18.70\x00",
      "a NUL after the right answer; debatable: a NUL anywhere makes the pair bad input", True),

    m("b_m_empty_box", "A", G_CPX, "no_answer", "boxed", CPX_R1 + r"$\boxed{}$", "an empty box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{6\sqrt{7}}", "wrong", "boxed", RAD + r"$= \boxed{7\sqrt{6}}$",
      "a MATH-solution-style boxed gold; the completion's 7\\sqrt6"),
    m("b_m_over_other", "A", G_DICE, "wrong", "boxed", r"$P = \boxed{{5 \over 36}}$", "TeX's \\over on 5/36"),
    m("b_m_double_escaped_other", "A", G_REP, "wrong", "boxed", r"So $x = \\boxed{\\frac{5}{11}}$.",
      "double-escaped backslashes around 5/11"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{6\sqrt{7}}", "correct", "boxed", RAD_QWEN + qbox(r"6\sqrt{7}"), "a MATH-solution-style boxed gold"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{1}{9}$", "correct", "boxed", DICE + r"$= \boxed{\frac{1}{9}}$", "a gold wrapped in $...$"),
    m("b_m_ok_gold_newline", "B", "(3,-2)\n", "correct", "boxed", PAIR + r"$\boxed{(3,-2)}$", "a gold with a trailing newline"),
    m("b_m_ok_double_escaped", "B", G_REP, "correct", "boxed", REP.replace("\\", "\\\\") + r"So $x = \\boxed{\\frac{41}{90}}$.",
      "JSON double-escaped backslashes (\\\\frac); debatable: `\\\\` is a TeX line break", True),
    m("b_m_ok_nul_after_box", "B", G_COMB, "correct", "boxed", COMB + r"$= \boxed{1365}$" + "\x00",
      "a NUL after the right box; debatable: a NUL anywhere makes the pair bad input", True),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-15)")
DECISIONS = {
    "t_m_ok_tag_option_value": (
        "reject",
        "the checker sees the letter gold, not the options; an option's value is another answer form "
        "it cannot map without the question",
    ),
    "x_m_ok_radn_as_degrees": (
        "reject",
        "session 21: refused, as the eleven later black-box rounds 21 and 57-65 label degrees for a radian gold; was: 210^\\circ names the angle 7\\pi/6 with an explicit unit (round 8's x_ok_acos_degrees: accept)",
    ),
    "x_m_ok_hept_as_radians": (
        "reject",
        "the gold 900 carries no unit, and 5\\pi read as a number is 15.7 (round 1: degrees are not radians)",
    ),
    "u_ok_shop_cents_equal": (
        "accept",
        "1,870 cents is the same amount as $18.70 (round 9's u_ok_cents_equal: accept)",
    ),
    "u_m_base_given_value": (
        "reject",
        "413 restates the number to convert; a base-n gold asks for its digits (round 15's decision)",
    ),
    "u_m_ok_dice_percent_exact": (
        "reject",
        "% is a unit: 11.1...% reads as 11.1..., not 1/9 (round 1's m_percent_for_fraction)",
    ),
    "r_wait_cut_correction": (
        "reject",
        "README: a withdrawn answer with nothing new is wrong; the unfinished correction withdraws 18.70",
    ),
    "b_ok_mojibake_minus": (
        "reject",
        "garbled bytes are not a notation; reading them needs a guess at the codec",
    ),
    "b_m_ok_double_escaped": (
        "accept",
        "double-escaped LaTeX is a common JSON artefact and `\\\\frac` has one reading a grader would take",
    ),
    "b_ok_nul_after": _BAD_INPUT,
    "b_m_ok_nul_after_box": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam16", CASES, [], DECISIONS)
