r"""Build adversarial_redteam107.jsonl: round 107 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam107"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any other red-team builder than
round 21's or any corpus .jsonl, and WITHOUT running the checker, `reason-ppo check`, math-verify,
sympy or any grader on the probes; handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label conventions), corpus_build.py (helpers) and build_adversarial_redteam21.py
(structure, label rules) were read. Python was used for plain arithmetic checks only.

Aim of this round: the eight classes of the issue, about 33 probes each, half kind A and half kind B,
about 60 % GSM8K and 40 % MATH, in the shapes RL-trained small models (Qwen2.5-Math 1.5B, Llama 3.2
1B, OLMo 1B) and reasoning models really emit: R1 <think> blocks with "Wait," and several candidate
values, <answer> tags holding sentences, equations, units, boxes, tags left open; answers repeated in
a loop; answers in bold and in a table's last row; ####-lines with words; checks after the answer;
restarts cut by the token cap; invented next turns (ChatML, Llama 3) and self-set new problems;
retractions phrased as real models phrase them ("Edit:", "Wait, that's wrong", "Actually",
"Scratch that", "Oops", "Correction:", "Never mind"). About two thirds of the completions are over
600 characters (models restate the problem, list the givens, then work).

Problems, golds and the arithmetic (checked by hand):
GSM8K
- P1 14 trays of 18 muffins, 187 sold, 29 to a shelter -> 36 (14*18 = 252; 252-187 = 65; 65-29 = 36;
  check 36+29+187 = 252). Misreading 178 sold: 252-178 = 74; 74-29 = 45. Subtotals 252, 65.
- P2 13.5 km each weekday and 22 km on Saturday, 3 weeks -> 268.5 (13.5*5 = 67.5; 67.5+22 = 89.5;
  89.5*3 = 268.5 = 537/2). Without Saturdays 67.5*3 = 202.5; one week 89.5; 535/2 = 267.5.
- P3 7 notebooks at $3.85, 2 backpacks at $24.50, paid $100 -> 24.05 (26.95 + 49.00 = 75.95;
  100-75.95 = 24.05). Retraction slip: 26.95+24.50 = 51.45, 100-51.45 = 48.55.
- P4 1,275 bolts an hour, 16 hours a day, 6 days -> 122400 (1275*16 = 20400; 20400*6 = 122400 =
  1.224*10^5). 5 days: 102000; 1.224e4 = 12240.
- P5 63 of 180 shirts sold -> 35 (percent; 63/180 = 7/20 = 0.35).
- P6 submarine at -120 m rises 45 m, dives 78 m -> -153 (-120+45 = -75; -75-78 = -153).
- P7 13 dozen cookies and 24 more -> 180 (13*12 = 156; 156+24 = 180 = 15 dozen).
- P8 3 films of 105 minutes and 2 breaks of 15 minutes -> 345 minutes (315 + 30; 345/60 = 5.75 h).
  Three breaks by mistake: 315+45 = 360.
MATH
- M1 two dice sum 9 -> \frac{1}{9} ((3,6),(4,5),(5,4),(6,3): 4/36). Sum 7 count 6/36 = 1/6.
- M2 \sqrt{72}+\sqrt{50} -> 11\sqrt{2} (6\sqrt2 + 5\sqrt2; = \sqrt{242}, 121*2 = 242; ~15.556).
- M3 x^2-5x-14 < 0 -> (-2, 7) ((x-7)(x+2) = x^2-5x-14).
- M4 (3-2i)^2 -> 5 - 12i (9 - 12i + 4i^2 = 9 - 12i - 4).
- M5 [[1,2],[0,3]][[4,-1],[2,5]] -> [[8,9],[6,15]] (4+4, -1+10, 0+6, 0+15); BA = [[4,5],[2,19]].
- M6 interior angle of a regular 12-gon, in degrees -> 150 (10*180/12 = 1800/12; 180-360/12);
  in radians 5\pi/6.
- M7 (x-4)(3x+5) -> 3x^2 - 7x - 20 (3x^2 + 5x - 12x - 20).
- M8 x^3 - 9x = 0 -> -3, 0, 3 (x(x-3)(x+3)).
- M9 midpoint of (2,-5) and (8,9) -> (5, 2) (10/2, 4/2).
- M10 cos 30 degrees -> \frac{\sqrt{3}}{2} (~0.8660).
- M11 135 degrees in radians -> \frac{3\pi}{4} (135/180 = 3/4).
- M12 area of a circle of radius 7 -> 49\pi (~153.94; 49*3.14 = 153.86).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker (or a bold/Minerva
line) then `####`; `x_` exactness; `n_` negation, strike-out, annotation; `u_` words after a number;
`r_` retractions and harmless after-text; `q_` quoted, reported, invented-turn, self-set and
other-part text; `b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Label conventions (corpus/README.md, round 21, and this round's brief): the LAST final answer counts;
a hedge, two different final answers or a right number only in the working is `wrong`; no final
answer (an empty tag or box, a placeholder, only a negation or strike-out, only a quotation, a
hypothetical or an echoed prompt, a completion cut before its answer) is `no_answer`; a value
written in another honest notation (units from a closed list, $, separators, full-width digits, an
unreduced or reordered form, scientific notation) is `correct`; another quantity (a subtotal, a
per-day rate, the other unit, a share for a percent) is `wrong`; a decimal for an exact irrational
or fractional MATH gold is `wrong` (a repeating decimal is exact); degrees are not radians; a value
the model marks wrong or withdraws is `wrong` (withdrawn with nothing new: `wrong`, debatable); an
explicit correction makes the corrected value final; a check, a pleasantry or a restatement after
a committed answer does not replace it; text after the model's end-of-turn token (an invented next
turn) and a self-set new problem do not count; in an <answer> tag a sentence, an equation chain or a
box is read for the value it states, and a tag left open at the end still counts. A NUL anywhere in
the pair (completion or gold) makes it bad input: kind A, truth `no_answer`. No lone-surrogate probe
is included: corpus_build.write_records writes UTF-8 with ensure_ascii=False, which cannot encode a
lone surrogate (one probe, b_ok_escaped_text, carries the literal backslash-u text of one instead).
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision
this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam107.py
(written in /tmp/rt107 and run there with corpus_build.HERE patched to this file's folder; the
patch is skipped once the file lives in the corpus folder.)
"""

import re

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

# ================================================================ GSM8K working
# P1 muffins, gold 36: 14 * 18 = 252; 252 - 187 = 65; 65 - 29 = 36 (check 36 + 29 + 187 = 252).
#    slip (178 sold): 252 - 178 = 74; 74 - 29 = 45.  Subtotals: 252, 65.

G1 = "The bakery bakes 14 * 18 = <<14*18=252>>252 muffins.\nAfter selling 187 it has 252 - 187 = <<252-187=65>>65 muffins.\nAfter giving 29 to the shelter it has 65 - 29 = <<65-29=36>>36 muffins left.\n"
G1_SLIP = "The bakery bakes 14 * 18 = <<14*18=252>>252 muffins.\nAfter selling 178 it has 252 - 178 = <<252-178=74>>74 muffins.\nAfter giving 29 to the shelter it has 74 - 29 = <<74-29=45>>45 muffins left.\n"
R1_P1 = (
    "Okay, so the bakery makes 14 trays and each tray has 18 muffins. Let me multiply: 14 times 18 is "
    "14 times 10, which is 140, plus 14 times 8, which is 112. So 140 + 112 = 252 muffins in total.\n\n"
    "Then they sell 187. 252 minus 187... 252 - 180 = 72, and 72 - 7 = 65. So 65 muffins after the sale.\n\n"
    "Wait, I should double-check that: 187 + 65 = 252. Yes.\n\n"
    "Then 29 go to a shelter. 65 - 29 = 36. Hmm, let me verify: 36 + 29 = 65. Correct.\n\n"
    "So the question asks how many muffins are left, not how many were sold. That is 36.\n"
)
R1_P1_SLIP = (
    "Okay, so the bakery makes 14 trays and each tray has 18 muffins. 14 times 18 is 140 + 112 = 252.\n\n"
    "They sell 178 muffins. 252 - 178 = 74. Wait, is it 178 or 187? Let me reread... I think it says 178. "
    "So 74 left after the sale.\n\nThen 29 go to the shelter: 74 - 29 = 45. Check: 45 + 29 = 74, and "
    "74 + 178 = 252. Okay.\n\nHmm, but let me make sure about the trays: 14 trays of 18, yes 252. "
    "So the number of muffins left is 45.\n"
)
QW_P1 = qwen(
    "To determine how many muffins are left, we follow these steps:",
    (
        "Calculate the total number of muffins baked",
        "The bakery bakes 14 trays with 18 muffins each:\n   \\[\n   14 \\times 18 = 252\n   \\]",
    ),
    (
        "Subtract the muffins sold",
        "The bakery sells 187 muffins:\n   \\[\n   252 - 187 = 65\n   \\]",
    ),
    (
        "Subtract the muffins given to the shelter",
        "The bakery gives 29 muffins away:\n   \\[\n   65 - 29 = 36\n   \\]",
    ),
)
LL_P1 = llama(
    (
        "Calculate the total number of muffins",
        "The bakery bakes 14 trays of 18 muffins, so the total is 14 * 18 = 252 muffins.",
    ),
    (
        "Calculate the muffins left after the sale",
        "After selling 187 muffins, 252 - 187 = 65 muffins remain.",
    ),
    (
        "Calculate the muffins left after the donation",
        "After giving 29 muffins to the shelter, 65 - 29 = 36 muffins remain.",
    ),
)

# P2 cycling, gold 268.5: 13.5 * 5 = 67.5; 67.5 + 22 = 89.5 a week; 89.5 * 3 = 268.5.
#    without Saturdays: 67.5 * 3 = 202.5.  One week: 89.5.  537/2 = 268.5.
G2 = "Each week Rosa rides 13.5 * 5 = <<13.5*5=67.5>>67.5 km on weekdays.\nWith Saturday she rides 67.5 + 22 = <<67.5+22=89.5>>89.5 km a week.\nIn 3 weeks she rides 89.5 * 3 = <<89.5*3=268.5>>268.5 km.\n"
G2_NOSAT = "Each week Rosa rides 13.5 * 5 = <<13.5*5=67.5>>67.5 km.\nIn 3 weeks she rides 67.5 * 3 = <<67.5*3=202.5>>202.5 km.\n"
R1_P2 = (
    "Alright, Rosa cycles 13.5 km every weekday. There are 5 weekdays, so 13.5 * 5 = 67.5 km. "
    "And on Saturday she does 22 km. So one week is 67.5 + 22 = 89.5 km.\n\n"
    "Wait, does she ride on Sunday too? The problem only says weekdays and Saturday, so no.\n\n"
    "Three weeks: 89.5 * 3. 89 * 3 = 267, 0.5 * 3 = 1.5, so 268.5 km.\n\n"
    "Let me double check the weekday part: 13.5 * 5 = 13 * 5 + 0.5 * 5 = 65 + 2.5 = 67.5. Good. "
    "So the total is 268.5 km over the three weeks.\n"
)
LL_P2 = llama(
    (
        "Calculate the weekday distance per week",
        "Rosa rides 13.5 km on each of 5 weekdays: 13.5 * 5 = 67.5 km.",
    ),
    (
        "Add the Saturday ride",
        "She also rides 22 km on Saturday, so one week is 67.5 + 22 = 89.5 km.",
    ),
    ("Calculate the distance for 3 weeks", "Over 3 weeks she rides 89.5 * 3 = 268.5 km."),
)

# P3 change, gold 24.05: 7 * 3.85 = 26.95; 2 * 24.50 = 49.00; 26.95 + 49 = 75.95; 100 - 75.95 = 24.05.
G3 = "The notebooks cost 7 * 3.85 = <<7*3.85=26.95>>26.95 dollars.\nThe backpacks cost 2 * 24.50 = <<2*24.50=49>>49 dollars.\nTogether they cost 26.95 + 49 = <<26.95+49=75.95>>75.95 dollars.\nTheo gets 100 - 75.95 = <<100-75.95=24.05>>24.05 dollars in change.\n"
QW_P3 = qwen(
    "To find Theo's change, we calculate the total cost and subtract it from $100.",
    ("Cost of the notebooks", "\\[\n   7 \\times 3.85 = 26.95\n   \\]"),
    ("Cost of the backpacks", "\\[\n   2 \\times 24.50 = 49.00\n   \\]"),
    ("Total cost", "\\[\n   26.95 + 49.00 = 75.95\n   \\]"),
    ("Change", "\\[\n   100 - 75.95 = 24.05\n   \\]"),
)

# P4 bolts, gold 122400: 1275 * 16 = 20400 a day; 20400 * 6 = 122400.  5 days: 102000.
G4 = "Each day the factory makes 1,275 * 16 = <<1275*16=20400>>20,400 bolts.\nIn 6 days it makes 20,400 * 6 = <<20400*6=122400>>122,400 bolts.\n"
R1_P4 = (
    "The factory makes 1,275 bolts per hour. It runs 16 hours a day. 1275 * 16: 1275 * 10 = 12750, "
    "1275 * 6 = 7650, sum 12750 + 7650 = 20400 bolts per day.\n\n"
    "Then 6 days: 20400 * 6 = 122400.\n\nWait, is it 6 days or a week? The problem says 6 days. "
    "So 122,400. Let me double-check 1275 * 16 another way: 1275 * 16 = 1275 * 2 * 8 = 2550 * 8 = 20400. "
    "Yes. And 20400 * 6 = 120000 + 2400 = 122400.\n"
)

# P5 shirts, gold 35: 63 / 180 = 0.35 = 35 %.
G5 = "The shop sold 63 of its 180 shirts, so it sold 63 / 180 * 100 = <<63/180*100=35>>35 percent of them.\n"
LL_P5 = llama(
    (
        "Find the fraction of shirts sold",
        "The shop sold 63 out of 180 shirts, which is 63/180 = 7/20.",
    ),
    (
        "Convert the fraction to a percentage",
        "7/20 = 0.35, and 0.35 * 100 = 35, so 35% of the shirts were sold.",
    ),
)

# P6 submarine, gold -153: -120 + 45 = -75; -75 - 78 = -153.
G6 = "The submarine starts at -120 m. After rising 45 m it is at -120 + 45 = <<-120+45=-75>>-75 m.\nAfter diving 78 m it is at -75 - 78 = <<-75-78=-153>>-153 m.\n"
R1_P6 = (
    "Okay, the submarine starts at -120 meters, that is 120 meters below the surface. It rises 45 meters, "
    "so -120 + 45 = -75. Then it dives 78 meters: -75 - 78 = -153.\n\nWait, rising means going up, so the "
    "depth gets smaller: 120 - 45 = 75 meters deep. Then diving 78 more: 75 + 78 = 153 meters deep. "
    "Same thing, the position is -153 meters.\n\nThe question asks for its final position relative to sea level, "
    "so it should be negative: -153.\n"
)

# P7 cookies, gold 180: 13 * 12 = 156; 156 + 24 = 180 (= 15 dozen).
G7 = "Carla bakes 13 dozen cookies, which is 13 * 12 = <<13*12=156>>156 cookies.\nWith 24 more she has 156 + 24 = <<156+24=180>>180 cookies.\n"
QW_P7 = qwen(
    "To find the total number of cookies Carla bakes, we need to convert dozens to individual cookies and add the extra ones.",
    (
        "Convert dozens to cookies",
        "A dozen is 12 cookies, so 13 dozen is:\n   \\[\n   13 \\times 12 = 156\n   \\]",
    ),
    ("Add the extra cookies", "Carla bakes 24 more cookies:\n   \\[\n   156 + 24 = 180\n   \\]"),
)

# P8 films, gold 345 (minutes): 3 * 105 = 315; 2 * 15 = 30; 315 + 30 = 345 (= 5.75 hours).
#    three breaks by mistake: 315 + 45 = 360.
G8 = "The films last 3 * 105 = <<3*105=315>>315 minutes.\nThe breaks last 2 * 15 = <<2*15=30>>30 minutes.\nThe marathon lasts 315 + 30 = <<315+30=345>>345 minutes.\n"
LL_P8 = llama(
    (
        "Calculate the total length of the films",
        "There are 3 films of 105 minutes each: 3 * 105 = 315 minutes.",
    ),
    (
        "Calculate the total length of the breaks",
        "There are 2 breaks of 15 minutes each: 2 * 15 = 30 minutes.",
    ),
    ("Add the two", "The whole marathon lasts 315 + 30 = 345 minutes."),
)
# ================================================================ MATH working
# M1 two dice, sum 9 -> 1/9: (3,6), (4,5), (5,4), (6,3) = 4 of 36; 4/36 = 1/9 (= 0.111...).
GM1 = r"\frac{1}{9}"
M1 = (
    "<think>\nWe roll two fair six-sided dice. Total outcomes: 6 * 6 = 36. The pairs summing to 9: "
    "(3,6), (4,5), (5,4), (6,3). That's 4. Wait, what about (2,7)? No, a die only goes up to 6. "
    "So 4 favourable outcomes, probability 4/36 = 1/9.\n\nLet me double check by counting sums: sum 9 "
    "needs the first die at least 3, and for each first value 3, 4, 5, 6 there is exactly one second value. "
    "So 4. Yes, 1/9.\n</think>\n\n"
    r"There are $6 \times 6 = 36$ equally likely outcomes. The outcomes with sum $9$ are $(3,6), (4,5), (5,4), (6,3)$, "
    r"so the probability is $\frac{4}{36} = \frac{1}{9}$." + "\n\n"
)
# M2 sqrt72 + sqrt50 = 6 sqrt2 + 5 sqrt2 = 11 sqrt2 (= sqrt242, 121 * 2 = 242; ~ 15.556).
GM2 = r"11\sqrt{2}"
M2 = qwen(
    r"To simplify \(\sqrt{72} + \sqrt{50}\), we factor out perfect squares.",
    ("Simplify \\(\\sqrt{72}\\)", r"\[ \sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2} \]"),
    ("Simplify \\(\\sqrt{50}\\)", r"\[ \sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2} \]"),
    ("Add the like terms", r"\[ 6\sqrt{2} + 5\sqrt{2} = 11\sqrt{2} \]"),
)
# M3 x^2 - 5x - 14 < 0: (x - 7)(x + 2) < 0 -> -2 < x < 7, (-2, 7).
GM3 = "(-2, 7)"
M3 = llama(
    ("Factor the quadratic", r"We have $x^2 - 5x - 14 = (x - 7)(x + 2)$."),
    ("Find the critical points", r"The roots are $x = 7$ and $x = -2$."),
    (
        "Test the intervals",
        r"For $x < -2$ both factors are negative, so the product is positive. For $-2 < x < 7$ the factors have opposite signs, so the product is negative. For $x > 7$ both are positive.",
    ),
    (
        "Write the solution",
        r"The inequality is strict, so the endpoints are excluded and the solution is $-2 < x < 7$.",
    ),
)
# M4 (3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i.
GM4 = "5 - 12i"
M4 = (
    r"We expand $(3 - 2i)^2$ using $(a - b)^2 = a^2 - 2ab + b^2$ with $a = 3$ and $b = 2i$:" + "\n"
    r"\[ (3 - 2i)^2 = 3^2 - 2 \cdot 3 \cdot 2i + (2i)^2 = 9 - 12i + 4i^2. \]" + "\n"
    r"Since $i^2 = -1$, we get $4i^2 = -4$, so" + "\n"
    r"\[ 9 - 12i - 4 = 5 - 12i. \]" + "\n"
    r"We can double-check by multiplying directly: $(3 - 2i)(3 - 2i) = 9 - 6i - 6i + 4i^2 = 9 - 12i - 4 = 5 - 12i$."
    + "\n\n"
)
# M5 [[1,2],[0,3]] [[4,-1],[2,5]] = [[4+4, -1+10],[0+6, 0+15]] = [[8, 9],[6, 15]].
GM5 = r"\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}"
M5 = (
    r"We compute $\begin{pmatrix} 1 & 2 \\ 0 & 3 \end{pmatrix} \begin{pmatrix} 4 & -1 \\ 2 & 5 \end{pmatrix}$ entry by entry."
    + "\n\n"
    r"- Row 1, column 1: $1 \cdot 4 + 2 \cdot 2 = 4 + 4 = 8$." + "\n"
    r"- Row 1, column 2: $1 \cdot (-1) + 2 \cdot 5 = -1 + 10 = 9$." + "\n"
    r"- Row 2, column 1: $0 \cdot 4 + 3 \cdot 2 = 0 + 6 = 6$." + "\n"
    r"- Row 2, column 2: $0 \cdot (-1) + 3 \cdot 5 = 0 + 15 = 15$." + "\n\n"
    "Putting the entries together gives the product matrix.\n\n"
)
# M6 interior angle of a regular 12-gon (degrees): (12 - 2) * 180 / 12 = 1800 / 12 = 150.  5pi/6 in radians.
GM6 = "150"
M6 = (
    "<think>\nThe sum of the interior angles of an n-gon is (n - 2) * 180 degrees. For n = 12 that is "
    "10 * 180 = 1800 degrees. A regular polygon has all angles equal, so each is 1800 / 12 = 150 degrees.\n\n"
    "Wait, let me check with the exterior angle: 360 / 12 = 30, and 180 - 30 = 150. Yes.\n\n"
    "The problem asks in degrees, so 150.\n</think>\n\n"
    r"The interior angles of a $12$-gon sum to $(12 - 2) \cdot 180^\circ = 1800^\circ$, so each interior angle of the regular $12$-gon is $\frac{1800^\circ}{12} = 150^\circ$."
    + "\n\n"
)
# M7 (x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20 = 3x^2 - 7x - 20.
GM7 = "3x^2 - 7x - 20"
M7 = qwen(
    r"To expand \((x - 4)(3x + 5)\), we use the distributive property (FOIL).",
    ("First terms", r"\( x \cdot 3x = 3x^2 \)"),
    (
        "Outer and inner terms",
        r"\( x \cdot 5 = 5x \) and \( -4 \cdot 3x = -12x \), which combine to \( -7x \)",
    ),
    ("Last terms", r"\( -4 \cdot 5 = -20 \)"),
    ("Combine", r"\[ 3x^2 + 5x - 12x - 20 = 3x^2 - 7x - 20 \]"),
)
# M8 x^3 - 9x = 0: x(x - 3)(x + 3) = 0 -> -3, 0, 3.
GM8 = "-3, 0, 3"
M8 = (
    "<think>\nx^3 - 9x = 0. Factor out x: x(x^2 - 9) = 0. Then x^2 - 9 = (x - 3)(x + 3). So the roots are "
    "x = 0, x = 3, x = -3.\n\nWait, did I miss any? A cubic has at most 3 roots, and I found 3. Check x = -3: "
    "-27 + 27 = 0. Good. x = 3: 27 - 27 = 0. Good. x = 0: 0.\n\nSo all solutions: -3, 0, 3.\n</think>\n\n"
    r"Factoring, $x^3 - 9x = x(x^2 - 9) = x(x - 3)(x + 3)$, so the solutions are $x = 0$, $x = 3$ and $x = -3$."
    + "\n\n"
)
# M9 midpoint of (2, -5) and (8, 9): ((2 + 8)/2, (-5 + 9)/2) = (5, 2).
GM9 = "(5, 2)"
M9 = llama(
    (
        "Recall the midpoint formula",
        r"The midpoint of $(x_1, y_1)$ and $(x_2, y_2)$ is $\left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right)$.",
    ),
    ("Compute the x-coordinate", r"$\frac{2 + 8}{2} = \frac{10}{2} = 5$."),
    ("Compute the y-coordinate", r"$\frac{-5 + 9}{2} = \frac{4}{2} = 2$."),
)
# M10 cos 30 degrees = sqrt3 / 2 (~ 0.8660).
GM10 = r"\frac{\sqrt{3}}{2}"
M10 = (
    r"Consider a $30^\circ$-$60^\circ$-$90^\circ$ triangle with hypotenuse $2$. The side opposite the $30^\circ$ angle is $1$, "
    r"and by the Pythagorean theorem the side adjacent to it is $\sqrt{2^2 - 1^2} = \sqrt{3}$."
    + "\n\n"
    r"Therefore $\cos 30^\circ = \frac{\text{adjacent}}{\text{hypotenuse}} = \frac{\sqrt{3}}{2}$."
    + "\n\n"
    r"As a sanity check, $\cos^2 30^\circ + \sin^2 30^\circ = \frac{3}{4} + \frac{1}{4} = 1$."
    + "\n\n"
)
# M11 135 degrees in radians: 135 * pi / 180 = 3pi/4.
GM11 = r"\frac{3\pi}{4}"
M11 = qwen(
    r"To convert \(135^\circ\) to radians, we multiply by \(\frac{\pi}{180^\circ}\).",
    ("Set up the conversion", r"\[ 135^\circ \times \frac{\pi}{180^\circ} = \frac{135\pi}{180} \]"),
    (
        "Simplify the fraction",
        r"The greatest common divisor of 135 and 180 is 45, so \( \frac{135}{180} = \frac{3}{4} \) and the angle is \( \frac{3\pi}{4} \).",
    ),
)
# M12 area of a circle of radius 7: 49 pi.
GM12 = r"49\pi"
M12 = (
    r"The area of a circle is $A = \pi r^2$. With radius $r = 7$, we get $A = \pi \cdot 7^2 = 49\pi$."
    + "\n\n"
    r"Note that the question asks for the answer in terms of $\pi$, so we leave it as $49\pi$ instead of the decimal $153.94$."
    + "\n\n"
)

# ================================================================ restatements (models restate the problem first)
I1 = (
    "A bakery bakes 14 trays of muffins with 18 muffins on each tray. During the day it sells 187 muffins, and at "
    "closing time it gives 29 muffins to a local shelter. We need the number of muffins the bakery has left at the "
    "end of the day, so we find the total first and then take away both the sold muffins and the donated ones."
)
I2 = (
    "Rosa cycles 13.5 km on each weekday (Monday to Friday) and 22 km every Saturday; she does not ride on Sundays. "
    "We need the total distance she cycles over 3 weeks, so we first find the distance for one week and then "
    "multiply by the number of weeks. The answer should be in kilometers."
)
I3 = (
    "Theo buys 7 notebooks that cost $3.85 each and 2 backpacks that cost $24.50 each. He pays with a single $100 "
    "bill, and we need the change he receives. To do that we add up the cost of everything he buys and then "
    "subtract the total from the $100 he hands to the cashier."
)
I4 = (
    "A factory produces 1,275 bolts every hour. It runs for 16 hours each day, and we look at a period of 6 days. "
    "We need the total number of bolts produced in that period, so we first find how many bolts are made in one "
    "day and then multiply by the number of days."
)
I5 = (
    "A shop had 180 shirts in stock at the start of a sale and sold 63 of them by the end of the week. We need the "
    "percentage of the shirts that were sold, which is the number sold divided by the number in stock, written "
    "as a percent by multiplying by 100."
)
I6 = (
    "A submarine starts 120 meters below sea level, which is a position of -120 m if we call sea level 0 and "
    "count upward as positive. It first rises 45 m and then dives 78 m. We need its final position relative to "
    "sea level, so rising adds to the position and diving subtracts from it."
)
I7 = (
    "Carla bakes 13 dozen cookies for the school fair, and then she bakes 24 more cookies because her class asked "
    "for extra. We need the total number of cookies she bakes. A dozen is 12, so we convert the dozens to single "
    "cookies first and then add the extra ones."
)
I8 = (
    "A movie marathon shows 3 films, each 105 minutes long, with a 15-minute break between consecutive films, so "
    "there are 2 breaks in total (none before the first film or after the last one). We need the total length of "
    "the marathon in minutes, counting both the films and the breaks."
)


def _r1(intro, work):
    return "Okay, let me read the problem carefully. " + intro + "\n\n" + work


def _ll(intro, steps):
    # a Llama "Understand the problem" step first; the later steps are renumbered
    renum = re.sub(r"## Step (\d+):", lambda mt: f"## Step {int(mt.group(1)) + 1}:", steps)
    return "## Step 1: Understand the problem\n" + intro + "\n\n" + renum


R1_P1 = _r1(I1, R1_P1)
R1_P1_SLIP = (
    "Okay, let me figure out how many muffins are left after the sale and the donation. First the total, then subtract what was sold, then subtract what went to the shelter. I need to be careful with the numbers.\n\n"
    + R1_P1_SLIP
)
QW_P1 = "Let's solve this step by step. " + I1 + "\n\n" + QW_P1
LL_P1 = _ll(I1, LL_P1)
R1_P2 = _r1(I2, R1_P2)
LL_P2 = _ll(I2, LL_P2)
QW_P3 = "Let's solve this step by step. " + I3 + "\n\n" + QW_P3
R1_P4 = _r1(I4, R1_P4)
LL_P5 = _ll(I5, LL_P5)
R1_P6 = _r1(I6, R1_P6)
QW_P7 = "Let's solve this step by step. " + I7 + "\n\n" + QW_P7
LL_P8 = _ll(I8, LL_P8)

J = {
    "M1": "We roll two fair six-sided dice and want the probability that the two numbers add up to 9. The dice are independent and each face is equally likely, so all ordered pairs of faces are equally likely and we can count favourable pairs.",
    "M2": r"We want to write \(\sqrt{72} + \sqrt{50}\) in simplest radical form. Neither radicand is a perfect square, but both contain a perfect-square factor times 2, so after simplifying, the two radicals become like terms that can be added.",
    "M3": r"We need all real $x$ with $x^2 - 5x - 14 < 0$. The strategy is to factor the quadratic, find where it equals zero, and then check the sign of the product on each interval between the roots. The answer should be given in interval notation.",
    "M4": r"We are asked to compute $(3 - 2i)^2$ and write the result in the form $a + bi$, where $a$ and $b$ are real numbers. Remember that $i$ is the imaginary unit, so $i^2 = -1$, which turns the squared imaginary part into a real number.",
    "M5": r"We need the product of two $2 \times 2$ matrices. The entry in row $r$ and column $c$ of the product is the dot product of row $r$ of the first matrix with column $c$ of the second matrix. Matrix multiplication is not commutative, so the order matters.",
    "M6": "The problem asks for the measure, in degrees, of each interior angle of a regular polygon with 12 sides (a regular dodecagon). All interior angles of a regular polygon are equal, so we can find the angle sum and divide.",
    "M7": r"We need to expand the product $(x - 4)(3x + 5)$ and write it as a polynomial in standard form, with the terms ordered by decreasing degree. We multiply every term of the first factor by every term of the second and then combine like terms.",
    "M8": "We need all real solutions of the equation x^3 - 9x = 0. It is a cubic, so it has at most three real roots, and since there is no constant term, x can be factored out first, leaving a difference of squares.",
    "M9": r"We need the midpoint of the segment with endpoints $(2, -5)$ and $(8, 9)$. The midpoint is the point halfway between the endpoints, so each coordinate is the average of the corresponding coordinates of the two endpoints.",
    "M10": r"We need the exact value of $\cos 30^\circ$. Since $30^\circ$ is one of the special angles, we can use the $30^\circ$-$60^\circ$-$90^\circ$ right triangle, whose side lengths are in the ratio $1 : \sqrt{3} : 2$, instead of a calculator.",
    "M11": r"We need to convert an angle of $135^\circ$ to radians. A full turn is $360^\circ$ or $2\pi$ radians, so $180^\circ$ corresponds to $\pi$ radians, and the conversion multiplies the degree measure by $\frac{\pi}{180}$.",
    "M12": r"We need the area of a circle whose radius is $7$, and the answer should be expressed in terms of $\pi$. The area of a circle depends only on its radius, through the formula $A = \pi r^2$, so we just substitute the radius.",
}


def _m(name, block):
    if block.startswith("<think>\n"):
        return (
            "<think>\n"
            + J[name].replace("\\(", "").replace("\\)", "").replace("$", "")
            + "\n\n"
            + block[len("<think>\n") :]
        )
    return J[name] + "\n\n" + block


M1, M2, M3, M4, M5, M6 = (
    _m(k, v) for k, v in (("M1", M1), ("M2", M2), ("M3", M3), ("M4", M4), ("M5", M5), ("M6", M6))
)
M7, M8, M9, M10, M11, M12 = (
    _m(k, v)
    for k, v in (("M7", M7), ("M8", M8), ("M9", M9), ("M10", M10), ("M11", M11), ("M12", M12))
)

# GSM8K-style working of RL small models with a restatement and a list of the givens first
# (G4, G5 and G7 stay short and plain).
GIVEN = {
    "1": "Given:\n- trays: 14\n- muffins per tray: 18\n- muffins sold: 187\n- muffins given to the shelter: 29\n",
    "2": "Given:\n- weekday ride: 13.5 km, 5 weekdays a week\n- Saturday ride: 22 km\n- number of weeks: 3\n",
    "3": "Given:\n- 7 notebooks at $3.85 each\n- 2 backpacks at $24.50 each\n- paid with $100\n",
    "6": "Given:\n- start: -120 m\n- rises 45 m\n- dives 78 m\n",
    "8": "Given:\n- 3 films, 105 minutes each\n- 2 breaks, 15 minutes each\n",
}


def _gs(k, block):
    return (
        "Let's think step by step.\n\n"
        + globals()["I" + k]
        + "\n\n"
        + GIVEN[k]
        + "\nSolution:\n"
        + block
    )


G1, G1_SLIP, G2, G2_NOSAT, G3, G6, G8 = (
    _gs(k, b)
    for k, b in (
        ("1", G1),
        ("1", G1_SLIP),
        ("2", G2),
        ("2", G2_NOSAT),
        ("3", G3),
        ("6", G6),
        ("8", G8),
    )
)
# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_open_other", "A", "36", "wrong", "tag", th(R1_P1_SLIP) + "<answer>45", "an unclosed tag holding 45 (the 178-sold misreading); a left-open tag is still the answer, and it is wrong"),
    g("t_sentence_subtotal", "A", "36", "wrong", "tag", th(R1_P1) + "<answer>After the sale the bakery has 65 muffins left.</answer>", "the tag's sentence states the subtotal 65 (before the shelter) as the answer; the 36 only in the thinking"),
    g("t_equation_first_step", "A", "36", "wrong", "tag", th(R1_P1) + "<answer>14 \\times 18 = 252</answer>", "the tag holds only the first step's equation, ending 252 (the total baked)"),
    g("t_units_one_week", "A", "268.5", "wrong", "tag", th(R1_P2) + "<answer>89.5 km</answer>", "the tag states one week's 89.5 km, not three weeks'"),
    g("t_box_per_day", "A", "122400", "wrong", "tag", th(R1_P4) + "<answer>\\boxed{20400}</answer>", "a box in the tag with the per-day count"),
    g("t_two_tags_last_other", "A", "36", "wrong", "tag", th(R1_P1) + "<answer>36</answer>\n\n<answer>45</answer>", "two tags, the last 45: the last final answer counts"),
    g("t_empty_tag", "A", "345", "no_answer", "tag", th("The films are 3 * 105 = 315 minutes and the breaks 2 * 15 = 30 minutes, so 315 + 30 = 345 minutes in all. That's the answer, 345.\n") + "<answer>\n</answer>", "an empty tag: 345 only in the thinking"),
    g("t_placeholder", "A", "180", "no_answer", "tag", th("13 dozen is 13 * 12 = 156 cookies. 156 + 24 = 180. So Carla has 180 cookies. Let me check: 180 / 12 = 15 dozen, and 13 dozen + 2 dozen = 15 dozen. Yes.\n") + "<answer> answer here </answer>", "the R1-Zero template's placeholder copied into the tag; 180 only in the thinking"),
    g("t_cut_in_tag", "A", "24.05", "no_answer", "truncated", th(QW_P3) + "<answer>Theo gets back a change of", "cut by the token cap inside the tag's sentence, before the value"),
    g("t_think_tag_then_other", "A", "36", "wrong", "tag", th(R1_P1 + "I'll write <answer>36</answer> at the end.\n\nHmm, actually let me reread: it sells 178. Then 252 - 178 = 74 and 74 - 29 = 45.\n") + "<answer>45</answer>", "a tag with 36 inside the thinking as a plan; the real tag after </think> says 45"),
    g("t_sentence_percent_share", "A", "35", "wrong", "tag", th("63 out of 180. 63/180, divide both by 9: 7/20. 7/20 = 0.35. So the shop sold 0.35 of the shirts, the percent is 35%. Wait, the question asks what percent. 35.\n") + "<answer>The shop sold 7/20 of its shirts.</answer>", "the tag states the fraction 7/20, not the percent the question asks (35); another quantity", True),
    g("t_ok_open", "B", "36", "correct", "tag", th(R1_P1) + "<answer>36", "a tag left open at the end (RL small models often stop before </answer>)"),
    g("t_ok_sentence", "B", "36", "correct", "tag", th(R1_P1) + "<answer>There are 36 muffins left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "36", "correct", "tag", th(R1_P1) + "<answer>65 - 29 = 36</answer>", "an equation chain ending in the gold"),
    g("t_ok_units", "B", "268.5", "correct", "tag", th(R1_P2) + "<answer>268.5 km</answer>", "a unit after the number"),
    g("t_ok_dollar_box", "B", "24.05", "correct", "tag", th(QW_P3) + "<answer>\\boxed{\\$24.05}</answer>", "an escaped dollar sign inside a box inside the tag"),
    g("t_ok_comma_words", "B", "122400", "correct", "tag", th(R1_P4) + "<answer>The factory makes 122,400 bolts in 6 days.</answer>", "a sentence with a thousands separator"),
    g("t_ok_repeated", "B", "36", "correct", "tag", th(R1_P1) + "<answer>36</answer>\n<answer>36</answer>\n<answer>36</answer>", "the same tag repeated three times (an RL small model loop); one value"),
    g("t_ok_bold", "B", "345", "correct", "tag", th(LL_P8) + "<answer>**345 minutes**</answer>", "markdown bold in the tag"),
    g("t_ok_multiline", "B", "268.5", "correct", "tag", th(R1_P2) + "<answer>\nRosa rides 13.5 * 5 + 22 = 89.5 km a week, so in three weeks she rides 3 * 89.5 = 268.5 km.\n</answer>", "a two-equation sentence in the tag; the last stated value is the answer"),
    g("t_ok_negative", "B", "-153", "correct", "tag", th(R1_P6) + "<answer>The submarine is at -153 meters.</answer>", "a negative value in a sentence"),
    m("t_m_decimal", "A", GM2, "wrong", "tag", th(M2) + "<answer>15.56</answer>", "a decimal approximation of 11 sqrt2 (15.556...) in the tag; exact golds are compared exactly"),
    m("t_m_closed_interval", "A", GM3, "wrong", "tag", th(M3) + "<answer>[-2, 7]</answer>", "closed interval for a strict inequality"),
    m("t_m_one_root", "A", GM8, "wrong", "tag", M8 + "<answer>x = 3</answer>", "the tag gives one root of three"),
    m("t_m_open_other", "A", GM4, "wrong", "tag", th(r"$(3-2i)^2 = 9 - 12i + 4i^2$ and $i^2 = 1$ so it's $13 - 12i$. Hmm wait, $i^2=-1$... let me just write it." + "\n") + r"<answer>\boxed{5 + 12i}", "an unclosed tag holding a box with the sign of the imaginary part wrong"),
    m("t_m_matrix_entry", "A", GM5, "wrong", "tag", th(M5) + r"<answer>$\begin{pmatrix} 8 & 9 \\ 6 & 13 \end{pmatrix}$</answer>", "one matrix entry wrong (13 for 15)"),
    m("t_m_placeholder_box", "A", GM9, "no_answer", "tag", th(M9) + r"<answer> $\boxed{}$ </answer>", "an empty box in the tag"),
    m("t_m_ok_equation", "B", GM4, "correct", "tag", th(M4) + r"<answer>$(3 - 2i)^2 = 5 - 12i$</answer>", "an equation in the tag, the right side the gold"),
    m("t_m_ok_sentence", "B", GM3, "correct", "tag", th(M3) + r"<answer>The solution set is $(-2, 7)$.</answer>", "a sentence in the tag"),
    m("t_m_ok_box_dfrac", "B", GM1, "correct", "tag", M1 + r"<answer>\boxed{\dfrac{1}{9}}</answer>", "a dfrac in a box in the tag"),
    m("t_m_ok_bmatrix", "B", GM5, "correct", "tag", th(M5) + r"<answer>\begin{bmatrix} 8 & 9 \\ 6 & 15 \end{bmatrix}</answer>", "bmatrix for a pmatrix gold"),
    m("t_m_ok_degree", "B", GM6, "correct", "tag", M6 + r"<answer>$150^\circ$</answer>", "the degree sign for a gold in degrees"),
    m("t_m_ok_open", "B", GM2, "correct", "tag", th(M2) + "<answer>\n11\\sqrt{2}\n", "an unclosed tag"),
    m("t_m_ok_set", "B", GM8, "correct", "tag", M8 + r"<answer>$x \in \{-3, 0, 3\}$</answer>", "the roots as a set"),
    # ================================================================ 2. phrase marker then #### (h_)
    g("h_phrase_subtotal_hash", "A", "36", "wrong", "hash", G1.split("After giving")[0] + "So the answer is 65 muffins.\n#### 65", "the working stops at the subtotal; phrase and #### agree on 65"),
    g("h_phrase_gold_hash_other", "A", "36", "wrong", "hash", LL_P1 + "The final answer is 36.\n#### 45", "phrase 36, #### 45: two different final answers, the last 45"),
    g("h_phrase_other_hash_gold", "A", "36", "wrong", "hash", R1_P1_SLIP + "\nThe answer is 45.\n\n#### 36", "phrase 45 after working that ends in 45, then a bare #### 36: two different final answers", True),
    g("h_hash_words_week", "A", "268.5", "wrong", "hash", LL_P2.split("## Step 4")[0] + "So the answer is 89.5 km.\n#### 89.5 km per week", "#### with words: one week's distance"),
    g("h_hash_empty", "A", "24.05", "no_answer", "hash", QW_P3 + "The answer is:\n####", "a marker and #### with nothing after"),
    g("h_hash_hedge", "A", "36", "wrong", "hash", G1 + "The answer is 36 or 45, depending on whether 187 or 178 were sold.\n#### 36 or 45", "a hedge on the #### line"),
    g("h_bold_other_hash", "A", "268.5", "wrong", "hash", G2_NOSAT + "**Answer: 202.5 km**\n#### 202.5", "bold answer and #### agree on 202.5 (Saturdays left out)"),
    g("h_minerva_then_hash_other", "A", "122400", "wrong", "hash", "The factory makes 1,275 * 16 = 20,400 bolts a day.\n" + MINERVA.format("20400") + "\n#### 20400", "Minerva line and #### agree on the per-day count"),
    g("h_hash_cut_value", "A", "345", "no_answer", "truncated", LL_P8.split("## Step 4")[0] + "## Step 4: Add the two\nThe whole marathon lasts 315 + 30 =", "cut by the token cap before the value; no #### line", False),
    g("h_hash_sentence_other", "A", "-153", "wrong", "hash", "Okay, the submarine is 120 meters down and rises 45 meters, so it is 120 - 45 = 75 meters down. Then it dives 78 meters: 75 + 78 = 153.\n\nLet me double-check: 153 - 78 = 75 and 75 + 45 = 120. Yes.\n\nSo the answer is 153.\n" + "\n#### The submarine ends up 153 meters", "#### holding a sentence with 153 and no sign or 'below'; the gold is the signed position", True),
    g("h_answer_colon_other", "A", "180", "wrong", "hash", "13 dozen cookies is 13 + 12 = <<13+12=25>>25 cookies.\n25 + 24 = <<25+24=49>>49\nAnswer: 49 cookies\n#### 49", "an 'Answer:' line and #### agree on a wrong value (13 + 12 for 13 * 12)"),
    g("h_ok_phrase_hash", "B", "36", "correct", "hash", G1 + "The answer is 36 muffins.\n#### 36", "phrase and #### agree"),
    g("h_ok_hash_words", "B", "36", "correct", "hash", LL_P1 + "#### 36 muffins are left", "a #### line with words after the number (RL small models)"),
    g("h_ok_hash_dollar", "B", "24.05", "correct", "hash", QW_P3 + "Theo receives $24.05 in change.\n#### $24.05", "a dollar sign on the #### line"),
    g("h_ok_hash_comma", "B", "122400", "correct", "hash", R1_P4 + "\nSo the answer is 122,400 bolts.\n#### 122,400", "thousands separator on the #### line"),
    g("h_ok_hash_signed_sentence", "B", "-153", "correct", "hash", R1_P6 + "\n#### The submarine ends at -153 meters.", "a #### line holding a sentence with the signed value"),
    g("h_ok_hash_repeated", "B", "345", "correct", "hash", G8 + "#### 345\n#### 345\n#### 345\n#### 345", "the #### line repeated (a common RL loop)"),
    g("h_ok_bold_phrase_hash", "B", "268.5", "correct", "hash", LL_P2 + "**The answer is: 268.5**\n\n#### 268.5", "bold phrase then ####"),
    g("h_ok_hash_percent", "B", "35", "correct", "hash", LL_P5 + "The final answer is 35%.\n#### 35%", "a percent sign for a percent gold"),
    g("h_ok_hash_then_check", "B", "180", "correct", "hash", QW_P7 + "The answer is 180.\n#### 180\n\nCheck: 156 + 24 = 180 ✓", "a check after the #### line repeats the value"),
    g("h_ok_phrase_trailing_words", "B", "36", "correct", "hash", R1_P1 + "\nSo the answer is 36 muffins left over at the end of the day.\n#### 36", "an answer phrase with trailing words, then ####"),
    g("h_ok_answer_colon", "B", "180", "correct", "hash", G7 + "Answer: 180 cookies\n#### 180", "an 'Answer:' line then ####"),
    m("h_m_phrase_hash_other", "A", GM1, "wrong", "hash", "There are 36 outcomes and 6 of them sum to 9, so the probability is 6/36 = 1/6.\nThe answer is $\\frac{1}{6}$.\n#### 1/6", "both markers 1/6 (sum 7's count)"),
    m("h_m_hash_decimal", "A", GM1, "wrong", "hash", M1 + "The answer is approximately 0.11.\n#### 0.11", "a rounded decimal for 1/9"),
    m("h_m_hash_cut", "A", GM10, "no_answer", "truncated", M10.split("Therefore")[0] + "Therefore the final answer is\n#### \\frac{\\sqrt", "cut inside the #### value"),
    m("h_m_phrase_hash_differ", "A", GM4, "wrong", "hash", M4 + "The final answer is $5 - 12i$.\n#### 5+12i", "phrase gold, #### 5 + 12i: two different final answers, the last wrong"),
    m("h_m_hash_closed", "A", GM3, "wrong", "hash", M3 + "The answer is: $[-2, 7]$\n#### [-2, 7]", "closed interval on both"),
    m("h_m_hash_one_root", "A", GM8, "wrong", "hash", M8 + "The answer is: 3\n#### 3", "one root of three"),
    m("h_m_ok_hash_frac", "B", GM1, "correct", "hash", M1 + "The answer is 1/9.\n#### 1/9", "a slash fraction for frac{1}{9}"),
    m("h_m_ok_hash_latex", "B", GM2, "correct", "hash", M2 + "The answer is: $11\\sqrt{2}$\n#### 11\\sqrt{2}", "LaTeX on the #### line"),
    m("h_m_ok_hash_tuple", "B", GM9, "correct", "hash", M9 + "The answer is: (5, 2)\n#### (5, 2)", "a tuple after ####"),
    m("h_m_ok_hash_degrees", "B", GM6, "correct", "hash", M6 + "The answer is 150 degrees.\n#### 150 degrees", "the word degrees for a degree gold"),
    m("h_m_ok_hash_poly", "B", GM7, "correct", "hash", M7 + "The answer is: $3x^2 - 7x - 20$\n#### 3x^2-7x-20", "a polynomial without spaces"),
    m("h_m_ok_box_then_hash", "B", GM4, "correct", "hash", M4 + "\\boxed{5-12i}\n#### 5 - 12i", "a box then #### with the same value"),
    # ================================================================ 3. exactness (x_)
    g("x_rounded", "A", "268.5", "wrong", "hash", R1_P2 + "\nRounding to a whole number of kilometers, Rosa rides about 269 km.\n#### 269", "rounded to 269; only the decimals the model wrote get a tolerance, and 269 is not 268.5"),
    g("x_approx_word", "A", "268.5", "wrong", "phrase", LL_P2 + "The final answer is approximately 268.", "an 'approximately' 268, not the value"),
    g("x_cents_misread", "A", "24.05", "wrong", "hash", QW_P3 + "Theo's change is $24.50.\n#### 24.50", "24.50 for 24.05: a digit swap, far outside any tolerance"),
    g("x_dropped_cents", "A", "24.05", "wrong", "hash", G3 + "Rounded to the nearest dollar, that is $24.\n#### 24", "the change rounded to whole dollars"),
    g("x_one_tenth_off", "A", "36", "wrong", "hash", G1 + "#### 36.4", "a decimal 36.4 for 36"),
    g("x_scientific_other", "A", "122400", "wrong", "hash", R1_P4 + "\n#### 1.224e4", "1.224e4 = 12,240, a factor of ten off"),
    g("x_extra_zero", "A", "122400", "wrong", "hash", R1_P4 + "\nSo 1,224,000 bolts.\n#### 1224000", "an extra zero: 1,224,000"),
    g("x_fraction_other", "A", "268.5", "wrong", "hash", G2 + "That is 535/2 km.\n#### 535/2", "535/2 = 267.5, not 268.5"),
    g("x_sign_lost", "A", "-153", "wrong", "hash", G6 + "#### 153", "the sign dropped on the #### line"),
    g("x_share_for_percent", "A", "35", "wrong", "hash", LL_P5 + "#### 0.35", "a decimal share for the percent asked (round 5's decision)", True),
    g("x_truncated_division", "A", "345", "wrong", "hash", G8 + "345 minutes is 345 / 60 = <<345/60=5.75>>5.75 hours, about 5.8 hours.\n#### 5.8", "rounded hours: another unit and rounded"),
    g("x_ok_trailing_zero", "B", "268.5", "correct", "hash", LL_P2 + "#### 268.50", "a trailing zero"),
    g("x_ok_fraction", "B", "268.5", "correct", "hash", G2 + "That is 537/2 km.\n#### 537/2", "537/2 = 268.5 exactly: equal value written differently"),
    g("x_ok_decimal_int", "B", "36", "correct", "hash", QW_P1 + "#### 36.0", "36.0 for 36"),
    g("x_ok_scientific", "B", "122400", "correct", "phrase", R1_P4 + "\nThe final answer is $1.224 \\times 10^5$ bolts.", "scientific notation equal to 122400"),
    g("x_ok_percent_word", "B", "35", "correct", "phrase", G5 + "The answer is 35 percent.", "the word percent"),
    g("x_ok_unicode_minus", "B", "-153", "correct", "hash", G6 + "#### −153", "a Unicode minus sign (U+2212)"),
    g("x_ok_cents_zeros", "B", "122400", "correct", "hash", G4 + "#### 122,400.00", "a separator and two zero decimals"),
    g("x_ok_dollar_trailing", "B", "24.05", "correct", "phrase", G3 + "The answer is $24.05.", "dollar sign and a sentence period"),
    g("x_ok_llama_box", "B", "345", "correct", "boxed", LL_P8 + "The final answer is: $\\boxed{345}$", "Llama's closing line"),
    g("x_ok_mixed_number", "B", "268.5", "correct", "phrase", G2 + "So Rosa rides 268 1/2 km in total.", "a mixed number 268 1/2 = 268.5; debatable: '268 1/2' could be read as two numbers", True),
    g("x_ok_neg_paren", "B", "-153", "correct", "boxed", R1_P6 + "\n" + r1final("-153"), "an R1 Final Answer block with a negative"),
    m("x_m_decimal_frac", "A", GM1, "wrong", "boxed", M1 + r"\boxed{0.111}", "a rounded decimal for 1/9"),
    m("x_m_decimal_radical", "A", GM2, "wrong", "boxed", M2 + r"Numerically, \(11\sqrt{2} \approx 15.556\). Thus, the answer is \(\boxed{15.556}\).", "the decimal approximation boxed last"),
    m("x_m_decimal_trig", "A", GM10, "wrong", "boxed", M10 + r"$\cos 30^\circ \approx \boxed{0.866}$", "0.866 for sqrt3/2"),
    m("x_m_radical_added", "A", GM2, "wrong", "boxed", r"We add the radicands: $\sqrt{72} + \sqrt{50} = \sqrt{72 + 50} = \sqrt{122}$. Since $122 = 2 \cdot 61$ has no square factor, this cannot be simplified further." + "\n\n" + QWEN_END.format(r"\sqrt{122}"), "sqrt122 (radicands added): wrong, about 11.05"),
    m("x_m_decimal_as_frac", "A", GM1, "wrong", "boxed", M1 + r"That is about $11\%$, i.e. $\boxed{\frac{11}{100}}$.", "11/100 for 1/9: close, not equal"),
    m("x_m_pi_decimal", "A", GM12, "wrong", "boxed", M12.split("Note that")[0] + r"Using $\pi \approx 3.14$, the area is $49 \times 3.14 = 153.86$." + "\n\n" + LLAMA_END.format("153.86"), "a decimal with pi = 3.14 for 49 pi"),
    m("x_m_ok_unreduced", "B", GM1, "correct", "boxed", M1.split("so the probability")[0] + r"so the probability is $\boxed{\frac{4}{36}}$.", "4/36 unreduced: equal value"),
    m("x_m_ok_sqrt_form", "B", GM2, "correct", "boxed", r"Alternatively, $\sqrt{72} + \sqrt{50} = 6\sqrt{2} + 5\sqrt{2} = 11\sqrt{2} = \sqrt{121 \cdot 2}$." + "\n\n" + qbox(r"\sqrt{242}"), "sqrt242 = 11 sqrt2 exactly"),
    m("x_m_ok_trig_form", "B", GM10, "correct", "boxed", M10 + MINERVA.format(r"$\frac{1}{2}\sqrt{3}$"), "(1/2) sqrt3 written differently"),
    m("x_m_ok_repeating", "B", GM1, "correct", "boxed", M1 + r"As a decimal this is $0.\overline{1}$, so the answer is $\boxed{0.\overline{1}}$.", "a repeating decimal is exact, equal to 1/9; debatable: a decimal form of an exact gold", True),
    m("x_m_ok_poly_order", "B", GM7, "correct", "boxed", M7 + qbox("-20 - 7x + 3x^2"), "the terms in another order"),
    m("x_m_ok_complex_order", "B", GM4, "correct", "boxed", M4 + r"\[ \boxed{-12i + 5} \]", "the parts in another order"),
    m("x_m_ok_pi_form", "B", GM12, "correct", "boxed", M12 + r"$\boxed{49 \pi}$", "a space inside 49 pi"),
    # ================================================================ 4. negation, strike-out, annotation (n_)
    g("n_boxed_neq", "A", "36", "no_answer", "boxed", R1_P1 + "\n" + r"**Final Answer**" + "\n\\[\n\\boxed{\\neq 36}\n\\]", "a negated box: it says what the answer is not (\\neq 36)"),
    g("n_sout_only", "A", "36", "no_answer", "hash", G1 + "#### \\sout{36}", "the only answer struck out with \\sout"),
    g("n_md_strike_only", "A", "180", "no_answer", "hash", QW_P7 + "#### ~~180~~", "the only answer struck out with markdown ~~"),
    g("n_strike_then_other", "A", "36", "wrong", "hash", LL_P1 + "The answer is ~~36~~ 45.\n#### 45", "the gold struck out and replaced by 45"),
    g("n_annot_wrong", "A", "268.5", "wrong", "hash", LL_P2 + "#### 268.5 (wrong)", "the model annotates its own answer as wrong"),
    g("n_annot_incorrect_bold", "A", "24.05", "wrong", "phrase", QW_P3 + "**Answer: $24.05** (incorrect - I think I mixed up the backpack price)", "a bold answer the model marks incorrect", True),
    g("n_is_not", "A", "122400", "no_answer", "phrase", R1_P4 + "\nSo the answer is not 122400.", "only a negation"),
    g("n_cannot_be_then_other", "A", "36", "wrong", "phrase", G1 + "But 36 seems too few. The answer cannot be 36; it must be 65.", "the gold negated and 65 stated last"),
    g("n_not_equal_line", "A", "345", "no_answer", "lastline", LL_P8 + "Total ≠ 345", "a last line asserting the total is NOT 345"),
    g("n_except", "A", "35", "no_answer", "phrase", G5 + "The answer is any percentage except 35%.", "a negated statement, no value asserted"),
    g("n_ok_strike_then_gold", "B", "36", "correct", "hash", LL_P1 + "The answer is ~~45~~ 36.\n#### 36", "a struck-out wrong value followed by the gold"),
    g("n_ok_sout_then_gold", "B", "36", "correct", "boxed", G1 + "The answer is \\sout{65} \\boxed{36}.", "a struck-out subtotal then the boxed gold"),
    g("n_ok_not_subtotal", "B", "36", "correct", "phrase", R1_P1 + "\nThe answer is not 65, because the shelter's 29 must also be subtracted. The answer is 36.", "the subtotal negated, the gold stated"),
    g("n_ok_check_mark", "B", "180", "correct", "hash", G7 + "#### 180 ✓", "a check mark after the answer is not a negation"),
    g("n_ok_paren_unit", "B", "36", "correct", "hash", G1 + "#### 36 (muffins)", "a unit in parentheses is not an annotation"),
    g("n_ok_neq_in_working", "B", "122400", "correct", "boxed", R1_P4 + "\nNote 20400 \\neq 122400: the first is per day, the second for 6 days.\n\n" + r1final("122400"), "\\neq in the working, the gold boxed last"),
    g("n_ok_not_in_sentence", "B", "36", "correct", "prose", G1 + "So it is not 252 muffins, since some were sold and some given away; the bakery has 36 muffins left.", "a negated other value then the gold"),
    g("n_ok_not_unsigned", "B", "-153", "correct", "hash", R1_P6 + "\nThe answer is not 153 but -153, because the submarine is below sea level.\n#### -153", "the unsigned value negated, the signed gold stated"),
    g("n_ok_nonzero_word", "B", "24.05", "correct", "phrase", G3 + "The change is nonzero, so Theo gets money back. The answer is $24.05.", "'nonzero' before the answer is no negation of it"),
    g("n_ok_correct_annot", "B", "268.5", "correct", "hash", G2 + "#### 268.5 (correct, checked twice)", "a favourable annotation", True),
    m("n_m_neq_box", "A", GM1, "no_answer", "boxed", M1 + r"$\boxed{\neq \frac{1}{9}}$", "a negated box"),
    m("n_m_sout_box", "A", GM2, "no_answer", "boxed", M2 + r"Thus, the answer is \(\boxed{\sout{11\sqrt{2}}}\).", "the boxed answer struck out"),
    m("n_m_cancel_box", "A", GM6, "no_answer", "boxed", M6 + r"$\boxed{\cancel{150}}$", "\\cancel over the only answer"),
    m("n_m_annot_wrong", "A", GM9, "wrong", "boxed", M9 + r"The midpoint is $\boxed{(5, 2)}$ (this is wrong, I mixed up the coordinates).", "the model's own annotation says the box is wrong", True),
    m("n_m_notin", "A", GM3, "wrong", "boxed", M3 + r"So $\boxed{x \notin (-2, 7)}$.", "\\notin: the complement of the gold"),
    m("n_m_strike_then_other", "A", GM9, "wrong", "boxed", M9 + r"The midpoint is ~~(5, 2)~~ $\boxed{(5, -2)}$.", "the gold struck out, a wrong box after"),
    m("n_m_ok_strike_then_gold", "B", GM9, "correct", "boxed", M9 + r"The midpoint is ~~(5, -2)~~ $\boxed{(5, 2)}$.", "a struck-out wrong value then the boxed gold"),
    m("n_m_ok_neq_condition", "B", GM8, "correct", "boxed", M8 + r"Note that $x \neq 9$ even though $9$ appears in the equation. " + qbox("-3, 0, 3"), "\\neq in a remark, the roots boxed"),
    m("n_m_ok_ne_working", "B", GM4, "correct", "boxed", M4 + r"Note that $(3 - 2i)^2 \neq 9 + 4$; the cross term matters." + "\n\n" + QWEN_END.format("5 - 12i"), "\\neq in the working, gold in Qwen's closing line"),
    m("n_m_ok_check_mark", "B", GM6, "correct", "boxed", M6 + r"$\boxed{150^\circ}$ ✓", "a check mark after the box"),
    m("n_m_ok_not_closed", "B", GM3, "correct", "boxed", M3 + r"The interval is not closed, so the answer is $\boxed{(-2, 7)}$.", "'not closed' before the gold box"),
    m("n_m_ok_cancel_working", "B", GM7, "correct", "boxed", r"$(x - 4)(3x + 5) = 3x^2 + \cancel{5x} - \cancel{12x} - 7x - 20$... let me redo that without cancelling: $3x^2 + 5x - 12x - 20 = 3x^2 - 7x - 20$." + "\n\n" + LLAMA_END.format("3x^2 - 7x - 20"), "\\cancel in the working, gold boxed"),
    m("n_m_ok_not_radians", "B", GM6, "correct", "boxed", M6 + r"The answer is in degrees, not radians: $\boxed{150}$.", "'not radians' before the box"),
    # ================================================================ 5. words after a number (u_)
    g("u_fewer", "A", "36", "wrong", "hash", G1 + "#### 36 fewer", "'36 fewer' is a difference, not the count left"),
    g("u_dozen", "A", "180", "wrong", "hash", QW_P7 + "#### 180 dozen", "'180 dozen' = 2160"),
    g("u_negative_word", "A", "-153", "wrong", "hash", R1_P6 + "\n#### 153 negative", "'153 negative' after ####: the marked number is 153", True),
    g("u_thousand", "A", "122400", "wrong", "hash", R1_P4 + "\nSo the factory makes 122400 thousand bolts.\n#### 122400 thousand", "'122400 thousand' is a thousand times the gold"),
    g("u_hours", "A", "345", "wrong", "hash", LL_P8 + "## Step 5: Convert to hours\n345 / 60 = 5.75 hours.\n\n#### 5.75 hours", "the other unit (hours) for a minutes gold"),
    g("u_per_day", "A", "122400", "wrong", "phrase", G4.split("In 6 days")[0] + "The answer is 20400 bolts per day.", "a per-day rate, not the total"),
    g("u_pairs", "A", "36", "wrong", "phrase", LL_P1 + "The final answer is 36 pairs.", "'36 pairs' = 72 muffins", True),
    g("u_cents", "A", "24.05", "wrong", "hash", QW_P3 + "#### 24.05 cents", "cents for a dollar amount: 100 times too small"),
    g("u_less", "A", "36", "wrong", "hash", R1_P1 + "\n#### 36 less than yesterday", "'36 less than yesterday' is a comparison, not the count"),
    g("u_more", "A", "180", "wrong", "phrase", G7 + "So Carla has 180 more cookies.", "'180 more' states an increase, not the total", True),
    g("u_miles", "A", "268.5", "wrong", "hash", LL_P2 + "#### 268.5 miles", "miles for a km problem: a different quantity", True),
    g("u_squared", "A", "345", "wrong", "phrase", G8 + "The answer is 345 squared.", "'345 squared' = 119025"),
    g("u_ok_muffins", "B", "36", "correct", "hash", LL_P1 + "#### 36 muffins", "a count noun after the number"),
    g("u_ok_km", "B", "268.5", "correct", "hash", R1_P2 + "\n#### 268.5 km", "km"),
    g("u_ok_kilometers", "B", "268.5", "correct", "phrase", LL_P2 + "The final answer is 268.5 kilometers.", "kilometers spelled out"),
    g("u_ok_dollars", "B", "24.05", "correct", "hash", QW_P3 + "#### 24.05 dollars", "dollars spelled out"),
    g("u_ok_in_change", "B", "24.05", "correct", "phrase", G3 + "The answer is $24.05 in change.", "trailing words 'in change'"),
    g("u_ok_bolts", "B", "122400", "correct", "hash", R1_P4 + "\n#### 122,400 bolts", "a count noun and a separator"),
    g("u_ok_minutes", "B", "345", "correct", "hash", LL_P8 + "#### 345 minutes", "minutes"),
    g("u_ok_min", "B", "345", "correct", "hash", G8 + "#### 345 min", "abbreviated minutes"),
    g("u_ok_meters_neg", "B", "-153", "correct", "hash", R1_P6 + "\n#### -153 meters", "a signed value with meters"),
    g("u_ok_percent_word", "B", "35", "correct", "hash", LL_P5 + "#### 35 percent", "percent spelled out"),
    g("u_ok_dozen_equal", "B", "180", "correct", "phrase", QW_P7 + "So Carla has 180 cookies, which is 15 dozen.", "the gold with cookies, then '15 dozen' as an equal restatement", True),
    m("u_m_radians_for_degrees", "A", GM6, "wrong", "boxed", M6 + r"In radians this is $\boxed{\frac{5\pi}{6}}$.", "radians for a degree gold (degrees are not radians)"),
    m("u_m_degrees_for_radians", "A", GM11, "wrong", "boxed", r"We need to convert $135^\circ$ to radians. The angle is obtuse, between $90^\circ$ and $180^\circ$, which is between $\frac{\pi}{2}$ and $\pi$. The conversion factor is $\frac{\pi}{180}$. So the angle is" + "\n" + r"\[ \boxed{135^\circ} \]", "the given degrees boxed for a radian gold"),
    m("u_m_radians_word", "A", GM6, "wrong", "boxed", M6 + r"$\boxed{150 \text{ radians}}$", "'150 radians' is not 150 degrees"),
    m("u_m_percent_frac", "A", GM1, "wrong", "boxed", M1 + r"$\boxed{\frac{1}{9}\%}$", "1/9 % = 1/900"),
    m("u_m_square_for_area", "A", GM12, "wrong", "boxed", M12 + r"$\boxed{49\pi^2 \text{ square units}}$", "pi squared: a different number"),
    m("u_m_times", "A", GM2, "wrong", "boxed", M2 + r"\(\sqrt{72} + \sqrt{50}\) is \(\boxed{11}\) times \(\sqrt{2}\).", "the box holds only the coefficient 11; debatable: the sentence around it states 11 sqrt2", True),
    m("u_m_ok_degree_sign", "B", GM6, "correct", "boxed", M6 + r"$\boxed{150^\circ}$", "the degree sign"),
    m("u_m_ok_degree_word", "B", GM6, "correct", "boxed", M6 + r"$\boxed{150 \text{ degrees}}$", "the word degrees"),
    m("u_m_ok_degree_unicode", "B", GM6, "correct", "lastline", M6 + "Each interior angle measures 150°.", "a Unicode degree sign"),
    m("u_m_ok_radians_word", "B", GM11, "correct", "boxed", M11 + qbox(r"\frac{3\pi}{4} \text{ radians}"), "'radians' for a radian gold"),
    m("u_m_ok_units", "B", GM2, "correct", "boxed", M2 + r"Thus, the answer is \(\boxed{11\sqrt{2}\text{ units}}\).", "'units' in the box"),
    m("u_m_ok_square_units", "B", GM12, "correct", "boxed", M12 + r"$\boxed{49\pi \text{ square units}}$", "'square units' in the box"),
    # ================================================================ 6. retractions and after-text (r_)
    g("r_edit", "A", "36", "wrong", "hash", G1 + "#### 36\n\nEdit: I misread the number sold, it is 178. The answer is 45.", "'Edit:' after the #### replaces it with 45"),
    g("r_wait_wrong", "A", "36", "wrong", "hash", LL_P1 + "#### 36\n\nWait, that's wrong, it's 45.", "'Wait, that's wrong, it's 45' after the answer"),
    g("r_never_mind", "A", "268.5", "wrong", "hash", G2 + "#### 268.5\n\nNever mind, I made a mistake somewhere. Let me start over.", "a retraction with nothing after (cut or stopped); the withdrawn value is not a final answer", True),
    g("r_actually", "A", "268.5", "wrong", "phrase", LL_P2 + "The final answer is 268.5 km.\n\nActually, she rides on Saturday only every other week, so it is 67.5 * 3 + 22 * 2 = 202.5 + 44 = 246.5 km.", "'Actually' with a new value 246.5 (202.5 + 44)"),
    g("r_correction", "A", "24.05", "wrong", "phrase", QW_P3 + "Theo receives $24.05 in change.\n\nCorrection: the backpacks cost $24.50 together, so the total is 26.95 + 24.50 = 51.45 and the change is $48.55.", "a 'Correction:' line with 48.55 (100 - 51.45)"),
    g("r_oops", "A", "122400", "wrong", "boxed", R1_P4 + "\n" + r1final("122400") + "\n\nOops, I should count only 5 working days: 20400 * 5 = 102000. So the answer is 102000.", "'Oops' with a new value 102000 after the box"),
    g("r_think_recheck", "A", "36", "wrong", "tag", th(R1_P1) + "<answer>36</answer>\n\nHmm, wait. Rechecking, 252 - 187 = 75, so 75 - 29 = 46.\n<answer>46</answer>", "a second tag after a recheck (with a slip) says 46"),
    g("r_update", "A", "180", "wrong", "hash", G7 + "#### 180\n\nUpdate: I forgot the 24 are already included in the 13 dozen. The correct answer is 156.\n#### 156", "'Update:' with 156 and a new ####"),
    g("r_scratch", "A", "345", "wrong", "phrase", LL_P8 + "The final answer is 345 minutes.\n\nScratch that — there is also a break after the last film, so 3 * 15 = 45 and 315 + 45 = 360 minutes.", "'Scratch that' with 360"),
    g("r_apology_other", "A", "268.5", "wrong", "phrase", R1_P2 + "\nThe answer is 268.5 km.\n\nI apologize for the mistake above. Saturdays do not count, so the correct answer is 202.5 km.", "an apology and a corrected 202.5"),
    g("r_restart_cut", "A", "36", "no_answer", "truncated", "Let's solve step by step.\n" + G1_SLIP + "#### 45\n\nWait, that's not right. Let me redo it.\nThe bakery bakes 14 * 18 = <<14*18=252>>252 muffins.\nAfter selling 187 it has 252 - 187 = <<252-", "45 retracted; the restart is cut by the token cap before any new answer", True),
    g("r_ok_check", "B", "36", "correct", "hash", G1 + "#### 36\n\nCheck: 36 + 29 + 187 = 252 ✓", "a check after the answer"),
    g("r_ok_wait_confirm", "B", "36", "correct", "phrase", LL_P1 + "Wait, let me double check: 14 * 18 = 252, 252 - 187 = 65, 65 - 29 = 36. Yes, the answer is 36.", "a 'Wait' that confirms"),
    g("r_ok_edit_to_gold", "B", "36", "correct", "hash", G1_SLIP + "#### 45\n\nEdit: I misread the number sold; it is 187, so 252 - 187 = 65 and 65 - 29 = 36.\n#### 36", "'Edit:' corrects 45 to the gold"),
    g("r_ok_wrong_to_gold", "B", "268.5", "correct", "phrase", G2_NOSAT + "The answer is 202.5 km.\n\nWait, that's wrong — I forgot the Saturdays. 202.5 + 3 * 22 = 202.5 + 66 = 268.5. It's 268.5 km.", "a retraction that ends in the gold (202.5 + 66 = 268.5)"),
    g("r_ok_never_mind_subtotal", "B", "36", "correct", "prose", R1_P1.split("Then 29")[0] + "So 65 muffins are left... never mind, that's before the shelter. After giving away 29, the bakery has 36 muffins left.", "'never mind' retracts the subtotal; gold last"),
    g("r_ok_pleasantry", "B", "24.05", "correct", "hash", QW_P3 + "#### 24.05\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after the answer"),
    g("r_ok_actually_gold", "B", "122400", "correct", "boxed", R1_P4.split("Then 6 days")[0] + "\n" + r"$\boxed{20400}$" + "\n\nActually, that's per day; over 6 days it is 20400 * 6 = " + r"$\boxed{122400}$.", "'Actually' replaces the per-day value with the gold"),
    g("r_ok_apology_gold", "B", "345", "correct", "phrase", G8 + "I apologize for the confusion in my earlier reply. The correct answer is 345 minutes.", "an apology then the gold"),
    g("r_ok_think_candidates", "B", "36", "correct", "tag", th("14 trays of 18... 14*18. 14*20 = 280, minus 14*2 = 28, so 252. They sell 187: 252 - 187 = 75? No wait, 252 - 187: 187 + 60 = 247, +5 = 252, so 65. Then minus 29 = 36. Hmm, earlier I got 75, which would give 46. Let me redo: 252 - 200 = 52, +13 = 65. Yes 65. 65 - 29 = 36. But what if the 29 were from the sold ones? No, they are given away separately. So 36. Actually, let me make sure it isn't 45 — that would be if 178 were sold. The problem says 187. Final: 36.\n") + "<answer>36</answer>", "a long think block with candidates 75, 46, 45 before the final 36"),
    g("r_ok_restate_after_box", "B", "180", "correct", "boxed", QW_P7 + qbox("180") + "\n\nSo Carla bakes 180 cookies in total.", "the answer restated in a closing sentence after the box"),
    m("r_m_wait_after_box", "A", GM1, "wrong", "boxed", M1 + r"$\boxed{\frac{1}{9}}$" + "\n\nWait, I should also count (4,5) and (5,4) as the same roll since the dice are identical. Then there are 2 outcomes out of 21, so the probability is $\\boxed{\\frac{2}{21}}$.", "a 'Wait' with a new boxed value 2/21 after the gold"),
    m("r_m_never_mind", "A", GM9, "wrong", "boxed", M9 + r"The midpoint is $\boxed{(5, 2)}$." + "\n\nNever mind, that's not right.", "the box withdrawn with nothing new", True),
    m("r_m_edit", "A", GM6, "wrong", "boxed", M6 + MINERVA.format("150") + "\n\nEdit: I used the wrong formula; the interior angle of a regular 12-gon is $144^\\circ$.", "'Edit:' after Minerva's line with 144"),
    m("r_m_correction", "A", GM7, "wrong", "boxed", M7 + qbox("3x^2 - 7x - 20") + "\n\nCorrection: the last term is $(-4)(-5)$... so the expansion is $3x^2 - 7x + 20$.", "a correction (with a sign slip) to 3x^2 - 7x + 20"),
    m("r_m_actually", "A", GM4, "wrong", "boxed", M4 + r"\boxed{5 - 12i}" + "\n\nActually, I think $i^2 = 1$ here, so it is $9 - 12i + 4 = 13 - 12i$. The answer is $\\boxed{13 - 12i}$.", "'Actually' with 13 - 12i"),
    m("r_m_think_then_other", "A", GM8, "wrong", "boxed", M8 + r"Hmm, but $x = 0$ makes the original expression trivial, so we discard it." + "\n\n" + r1final("-3, 3"), "the working states all three roots unboxed; the model then discards 0 and its only box (the final answer) is -3, 3: a missing root"),
    m("r_m_ok_wait_fix", "B", GM3, "correct", "boxed", M3 + r"$\boxed{[-2, 7]}$" + "\n\nWait, the inequality is strict, so the endpoints are not included: $\\boxed{(-2, 7)}$.", "a 'Wait' replacing the closed interval with the gold"),
    m("r_m_ok_verify", "B", GM2, "correct", "boxed", M2 + qbox(r"11\sqrt{2}") + "\n\nVerification: $\\sqrt{72} \\approx 8.485$, $\\sqrt{50} \\approx 7.071$, sum $\\approx 15.556$, and $11\\sqrt{2} \\approx 15.556$ ✓", "a numeric check after the box"),
    m("r_m_ok_think_candidates", "B", GM5, "correct", "boxed", th("Row 1 col 1: 1*4 + 2*2 = 8. Row 1 col 2: 1*(-1) + 2*5 = 9. Row 2 col 1: 0*4 + 3*2 = 6. Row 2 col 2: 0*(-1)+3*5 = 15. Wait, did I multiply in the right order? If it were BA instead: row 1: 4*1 + (-1)*0 = 4, 4*2 + (-1)*3 = 5; row 2: 2*1+5*0 = 2, 2*2+5*3 = 19. That's BA = [[4,5],[2,19]]. But the problem asks for AB. So [[8,9],[6,15]].\n") + r1final(r"\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}"), "candidates BA in the thinking, AB boxed"),
    m("r_m_ok_restate", "B", GM5, "correct", "boxed", M5 + r"$$\boxed{\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}}$$" + "\n\nSo the product is the matrix above.", "a closing sentence after the box"),
    m("r_m_ok_edit_to_gold", "B", GM6, "correct", "boxed", M6.split("</think>")[0] + "</think>\n\nEach interior angle is $144^\\circ$.\n\nEdit: that is the decagon's; for 12 sides it is $\\frac{1800^\\circ}{12} = \\boxed{150^\\circ}$.", "'Edit:' correcting 144 to the gold"),
    m("r_m_ok_hope", "B", GM11, "correct", "boxed", M11 + MINERVA.format(r"$\frac{3\pi}{4}$"), "Minerva's 'I hope it is correct' is no retraction"),
    # ================================================================ 7. quoted, reported and other-turn text (q_)
    g("q_invented_turn_gold", "A", "36", "wrong", "hash", G1_SLIP + "#### 45" + IM_USER + "That's wrong. They sold 187, so the answer is 36, right?" + IM_ASSIST + "You're right! #### 36", "the model answers 45; the gold only in an invented user turn and an invented assistant turn"),
    g("q_invented_turn_only", "A", "36", "no_answer", "none", "Let's work it out. The bakery bakes 14 trays of 18 muffins" + IM_USER + "Answer: 36", "cut into an invented user turn that holds the gold; the model stated nothing"),
    g("q_eot_turn_gold", "A", "268.5", "wrong", "phrase", G2_NOSAT + "The answer is 202.5 km." + EOT_USER + "You forgot Saturdays. The correct answer is 268.5 km.", "the model's 202.5, the gold in an invented Llama user turn"),
    g("q_new_problem", "A", "36", "wrong", "hash", G1_SLIP + "#### 45\n\nQuestion: A baker has 50 rolls and sells 14. How many rolls are left?\nAnswer: 50 - 14 = <<50-14=36>>36\n#### 36", "the model answers 45, then sets itself a new problem whose answer is 36"),
    g("q_quote_user", "A", "36", "wrong", "hash", 'You said "the answer is 36", but let me check.\n' + G1_SLIP + "#### 45", "the gold only in a quoted claim; the model's answer is 45"),
    g("q_question_only", "A", "24.05", "no_answer", "none", "Question: Theo buys 7 notebooks at $3.85 each and 2 backpacks at $24.50 each. He pays with a $100 bill. How much change does he get?\nLet's think step by step.\n\nQuestion: Theo buys 7 notebooks at $3.85 each and 2 backpacks at $24.50 each. He pays with a $100 bill. How much change does he get?\nLet's think step by step.\n\nQuestion: Theo buys 7 notebooks", "the question repeated until the token cap; no answer"),
    g("q_reported_friend", "A", "122400", "wrong", "hash", "My friend got 122400 bolts, but that assumes the factory runs all 6 days at 16 hours. The problem says only 5 of the days are full days.\n1275 * 16 * 5 = 102000\n#### 102000", "the gold only as a friend's answer; the model's #### is 102000"),
    g("q_format_instruction", "A", "345", "no_answer", "none", 'The final answer should be written on its own line as "#### 345" or "#### <number>".\n\nFirst, let me find the length of the films. Each film is 105 minutes', "the gold only in an example of the format, cut before any work ends", True),
    g("q_fewshot_echo", "A", "180", "no_answer", "truncated", "Question: Mia has 3 dozen eggs and buys 144 more. How many eggs does she have?\nAnswer: 3 dozen is 3 * 12 = <<3*12=36>>36 eggs. 36 + 144 = <<36+144=180>>180 eggs.\n#### 180\n\nQuestion: Carla bakes 13 dozen cookies and then 24 more. How many cookies does she bake?\nAnswer: 13 dozen is", "a self-made few-shot example with 180 (3 * 12 + 144 = 180), then the real question cut"),
    g("q_part_a", "A", "268.5", "wrong", "hash", "(a) One week: 13.5 * 5 + 22 = <<13.5*5+22=89.5>>89.5 km.\n(b) If she rides three weeks: 89.5 * 3 = <<89.5*3=268.5>>268.5 km.\n(c) Without Saturdays, three weeks: 67.5 * 3 = <<67.5*3=202.5>>202.5 km.\n#### 202.5", "parts invented by the model; the final #### is part (c)'s 202.5"),
    g("q_hypothetical", "A", "-153", "no_answer", "none", "If the submarine had started at the surface, it would end at 45 - 78 = -33 m. Since it starts at -120 m, we would need to add -120 to get -153, assuming the moves are in meters. I am not sure the problem means meters, so I cannot give a final answer.", "the gold only inside a hypothetical, then a refusal", True),
    g("q_ok_invented_turn_after", "B", "36", "correct", "hash", G1 + "#### 36" + IM_USER + "Now how many would be left if they sold 200?" + IM_ASSIST + "252 - 200 - 29 = 23\n#### 23", "the gold, then an invented user turn and an invented assistant answer (23) that do not count"),
    g("q_ok_eot_turn", "B", "268.5", "correct", "boxed", LL_P2 + LLAMA_END.format("268.5") + EOT_USER + "Thanks! What about 4 weeks?", "Llama's closing line then an invented user turn"),
    g("q_ok_quote_then_own", "B", "36", "correct", "hash", 'The problem says "It sells 187 muffins and gives 29 to a shelter."\n' + G1 + "#### 36", "a quotation of the problem then the model's own answer"),
    g("q_ok_new_problem_after", "B", "36", "correct", "hash", G1 + "#### 36\n\nQuestion: Tom has 40 apples and eats 12. How many are left?\nAnswer: 40 - 12 = <<40-12=28>>28\n#### 28", "the gold, then a self-set new problem answered 28 that does not count"),
    g("q_ok_common_mistake", "B", "36", "correct", "phrase", R1_P1 + "\nA common mistake is to answer 65, forgetting the shelter. The correct answer is 36.", "a reported mistake, then the gold"),
    g("q_ok_echo_question", "B", "24.05", "correct", "hash", "Question: Theo buys 7 notebooks at $3.85 each and 2 backpacks at $24.50 each. He pays with a $100 bill. How much change does he get?\n\n" + G3 + "#### 24.05", "the question echoed, then the working and the gold"),
    g("q_ok_friend_wrong", "B", "122400", "correct", "hash", "My friend got 20,400, but that is only one day.\n" + G4 + "#### 122400", "a friend's wrong value reported, the model's own gold last"),
    g("q_ok_user_turn_wrong", "B", "180", "correct", "hash", QW_P7 + "#### 180" + IM_USER + "I think it's 156." + IM_ASSIST + "No, 13 dozen is 156 and the 24 extra make 180.", "the gold, an invented turn with 156, and an invented reply repeating 180", True),
    g("q_ok_table_last_row", "B", "345", "correct", "lastline", "| Item | Minutes |\n|---|---|\n| Film 1 | 105 |\n| Film 2 | 105 |\n| Film 3 | 105 |\n| Break 1 | 15 |\n| Break 2 | 15 |\n| **Total** | **345** |", "the answer in the table's last row, bold"),
    g("q_ok_hypothetical_then_answer", "B", "-153", "correct", "hash", "If the submarine had started at the surface, it would end at 45 - 78 = -33 m. But it starts at -120 m.\n" + G6 + "#### -153", "a hypothetical first, then the real working and the gold"),
    m("q_m_invented_turn_gold", "A", GM1, "wrong", "boxed", "There are 36 outcomes and 5 of them sum to 9, so the probability is $\\boxed{\\frac{5}{36}}$." + IM_USER + "Are you sure? I count 4 outcomes, so it is \\boxed{\\frac{1}{9}}.", "the model's 5/36; the gold only in an invented user turn"),
    m("q_m_new_problem", "A", GM9, "wrong", "boxed", r"The midpoint is $\left(\frac{2 + 8}{2}, \frac{-5 - 9}{2}\right) = \boxed{(5, -7)}$." + "\n\nProblem: Find the midpoint of $(0, 0)$ and $(10, 4)$.\nSolution: $\\boxed{(5, 2)}$", "the model's (5, -7), then a self-set problem whose answer is (5, 2)"),
    m("q_m_other_part", "A", GM3, "wrong", "boxed", M3 + r"(a) The solution of $x^2 - 5x - 14 < 0$ is $(-2, 7)$." + "\n" + r"(b) The solution of $x^2 - 5x - 14 > 0$ is $\boxed{(-\infty, -2) \cup (7, \infty)}$.", "an invented part (b) boxed last; the gold only in part (a)", True),
    m("q_m_quoted", "A", GM4, "wrong", "boxed", r'The textbook says "$(3 - 2i)^2 = 5 - 12i$", but I think that is a misprint.' + "\n" + r"$(3 - 2i)^2 = 9 + 4i^2 = 9 - 4 = \boxed{5}$", "the gold only in a quoted source; the model boxes 5"),
    m("q_m_question_asked", "A", GM10, "no_answer", "none", r"Is $\cos 30^\circ = \frac{\sqrt{3}}{2}$ or $\frac{1}{2}$? I always mix these up. Let me think about the unit circle. At $30^\circ$ the point is", "the gold only in a question the model asks itself, cut"),
    m("q_m_example_user", "A", GM7, "no_answer", "none", "<|im_start|>user\nExpand $(x - 4)(3x + 5)$. Example: the answer is $3x^2 - 7x - 20$.<|im_end|>\n<|im_start|>assistant\n", "only an echoed user prompt with the gold in it; the assistant turn is empty"),
    m("q_m_ok_invented_turn_after", "B", GM1, "correct", "boxed", M1 + r"$\boxed{\frac{1}{9}}$" + IM_USER + r"What about a sum of 10? \boxed{\frac{1}{12}}", "the gold, then an invented user turn with another value"),
    m("q_m_ok_quote_problem", "B", GM4, "correct", "boxed", r'The problem asks: "Compute $(3 - 2i)^2$."' + "\n\n" + M4 + QWEN_END.format("5 - 12i"), "a quotation of the problem, then the gold"),
    m("q_m_ok_new_problem_after", "B", GM9, "correct", "boxed", M9 + LLAMA_END.format("(5, 2)") + "\n\nProblem: Find the midpoint of $(1, 1)$ and $(3, 7)$.\nSolution: $\\boxed{(2, 4)}$", "the gold, then a self-set problem answered (2, 4) that does not count"),
    m("q_m_ok_common_error", "B", GM3, "correct", "boxed", M3 + r"Students often write $[-2, 7]$, but the endpoints make the expression zero, not negative. The answer is $\boxed{(-2, 7)}$.", "a reported wrong answer, then the gold"),
    m("q_m_ok_eot_after", "B", GM12, "correct", "boxed", M12 + LLAMA_END.format(r"49\pi") + EOT_ASSIST + "The area is $153.94$.", "the gold, then an invented assistant turn with a decimal; debatable: the invented turn is also model text", True),
    m("q_m_ok_table", "B", GM8, "correct", "lastline", M8 + "| Root | Check |\n|---|---|\n| $-3$ | $-27 + 27 = 0$ |\n| $0$ | $0$ |\n| $3$ | $27 - 27 = 0$ |\n\n**Answer:** $x = -3, 0, 3$", "a check table, then a bold 'Answer:' line"),
    # ================================================================ 8. bad input a JSON corpus can hold (b_)
    g("b_nul_before_gold", "A", "36", "no_answer", "hash", G1 + "\x00#### 36", "a NUL before a right ####: a NUL anywhere makes the pair bad input"),
    g("b_nul_in_number", "A", "36", "no_answer", "hash", LL_P1 + "#### 3\x006", "a NUL inside 36: bad input"),
    g("b_nul_in_tag", "A", "36", "no_answer", "tag", th(R1_P1) + "<answer>36\x00</answer>", "a NUL after the value in the tag: bad input"),
    g("b_nul_in_think", "A", "268.5", "no_answer", "tag", th(R1_P2.replace("Three weeks", "\x00Three weeks")) + "<answer>268.5 km</answer>", "a NUL deep in the thinking, a right tag: bad input"),
    g("b_nul_in_gold", "A", "36\x00", "no_answer", "hash", G1 + "#### 36", "a NUL in the gold string: the pair is bad input"),
    g("b_empty", "A", "24.05", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "24.05", "no_answer", "none", "  \n\t\n   \r\n ", "only whitespace"),
    g("b_fullwidth_other", "A", "36", "wrong", "hash", G1_SLIP + "#### ４５", "full-width digits of 45"),
    g("b_huge_loop_other", "A", "36", "wrong", "hash", G1 + "The answer is 36.\n" * 4000 + "Wait, they sold 178.\n" + G1_SLIP + "#### 45", "a 72k-character loop of the gold, then a correction to 45 as the last final answer"),
    g("b_huge_no_answer", "A", "36", "no_answer", "truncated", "14 * 18 = 252. 252 - 187 = 65. Then we subtract the 29 given to the shelter, so " * 1500 + "65 -", "a loop of about 120k characters that never finishes the last subtraction, cut by the token cap"),
    g("b_long_digits_other", "A", "36", "wrong", "hash", G1 + "#### 36" + "0" * 600, "36 followed by 600 zeros: a huge different number"),
    g("b_ansi_other", "A", "36", "wrong", "hash", G1_SLIP + "\x1b[1m#### 45\x1b[0m", "ANSI escape codes around a wrong ####"),
    g("b_crlf_other", "A", "268.5", "wrong", "hash", (G2_NOSAT + "#### 202.5").replace("\n", "\r\n"), "CRLF line ends around a wrong value"),
    m("b_m_unclosed_box", "A", GM1, "no_answer", "truncated", M1 + r"$\boxed{\frac{1}{", "cut inside the box"),
    m("b_m_nul_end", "A", GM2, "no_answer", "boxed", M2 + qbox(r"11\sqrt{2}") + "\x00", "a NUL after a right box: bad input"),
    m("b_m_gold_boxed_other", "A", r"\boxed{(5, 2)}", "wrong", "boxed", M9 + LLAMA_END.format("(5, -2)"), "a gold stored boxed; the model's (5, -2)"),
    m("b_m_huge_other", "A", GM1, "wrong", "boxed", M1 + "$\\boxed{\\frac{1}{9}}$ " * 3000 + "\n\nHmm, on second thought the dice are indistinguishable, so $\\boxed{\\frac{2}{21}}$.", "a 66k-character loop of the gold box, then a last box 2/21"),
    m("b_m_control_other", "A", GM4, "wrong", "boxed", M4.replace("\n", "\x0b\n") + r"\boxed{5 + 12i}", "vertical tabs in the text, a wrong box"),
    g("b_ok_crlf", "B", "36", "correct", "hash", (G1 + "#### 36").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "268.5", "correct", "hash", "\ufeff" + LL_P2 + "#### 268.5", "a BOM first"),
    g("b_ok_tabs", "B", "24.05", "correct", "hash", QW_P3.replace("   ", "\t") + "####\t24.05", "tabs for indentation and after ####"),
    g("b_ok_zwsp", "B", "36", "correct", "hash", G1 + "#### 36\u200b", "a zero-width space after the value"),
    g("b_ok_nbsp_sep", "B", "122400", "correct", "hash", R1_P4 + "\n#### 122\u00a0400", "a no-break space as thousands separator (French-style); debatable", True),
    g("b_ok_ansi", "B", "36", "correct", "hash", G1 + "\x1b[1m#### 36\x1b[0m", "ANSI bold codes around a right ####; debatable: control characters in the answer line", True),
    g("b_ok_fullwidth", "B", "180", "correct", "hash", QW_P7 + "#### １８０", "full-width digits"),
    g("b_ok_huge_loop_cut", "B", "36", "correct", "phrase", G1 + "The answer is 36.\n" * 4000 + "The answer is 3", "a 72k-character loop of the gold cut by the token cap mid-copy; debatable: the last copy is cut", True),
    g("b_ok_huge_preface", "B", "36", "correct", "hash", "Let me think about this carefully. " * 3000 + "\n" + G1 + "#### 36", "a 105k-character preface, then a right ####"),
    g("b_ok_gold_spaces", "B", " 36 ", "correct", "hash", G1 + "#### 36", "a gold with spaces"),
    g("b_ok_form_feed", "B", "345", "correct", "hash", LL_P8.replace("\n\n", "\n\x0c\n") + "#### 345", "form feeds between steps"),
    g("b_ok_emoji", "B", "36", "correct", "hash", G1 + "#### 36 🧁", "an emoji after the value"),
    g("b_ok_escaped_text", "B", "36", "correct", "hash", G1 + "#### 36 \\ud83e\\uddc1", "the literal text of a double-escaped emoji (backslash-u sequences, not surrogates) after the value"),
    m("b_m_ok_gold_newline", "B", GM6 + "\n", "correct", "boxed", M6 + r"$\boxed{150}$", "a gold with a trailing newline"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{(5, 2)}", "correct", "boxed", M9 + LLAMA_END.format("(5, 2)"), "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$5 - 12i$", "correct", "boxed", M4 + r"\boxed{5-12i}", "a gold in dollar signs"),
    m("b_m_ok_crlf", "B", GM7, "correct", "boxed", (M7 + qbox("3x^2 - 7x - 20")).replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_rtl_mark", "B", GM12, "correct", "boxed", M12 + "\u200e" + r"$\boxed{49\pi}$" + "\u200e", "left-to-right marks around the box"),
]
# fmt: on

DECISIONS = {
    "t_sentence_percent_share": (
        "reject",
        "the question asks for a percent; the tag states the fraction 7/20, another quantity (round 5's share-for-percent decision)",
    ),
    "h_phrase_other_hash_gold": (
        "reject",
        "the phrase (45, matching the working) and the bare #### (36) are two different final answers: README says that is wrong",
    ),
    "h_hash_sentence_other": (
        "reject",
        "the marked value is 153 with no sign and no 'below'; the gold is the signed position -153",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's decision)",
    ),
    "x_ok_mixed_number": (
        "accept",
        "'268 1/2 km' is the ordinary way to write 268.5 as a mixed number; one value, equal to the gold",
    ),
    "x_m_ok_repeating": (
        "accept",
        "0.\\overline{1} is an exact notation for 1/9, not an approximation",
    ),
    "n_annot_incorrect_bold": (
        "reject",
        "the model marks its own answer incorrect and gives nothing else: not a committed final answer (annotated answers are refused)",
    ),
    "n_ok_correct_annot": (
        "accept",
        "a favourable annotation does not change or withdraw the value",
    ),
    "n_m_annot_wrong": (
        "reject",
        "the model's own annotation says the box is wrong: an annotated answer is refused even when the box holds the gold",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 153; a trailing 'negative' is not a sign (the issue lists '18 negative' as a word that changes the number)",
    ),
    "u_pairs": ("reject", "'36 pairs' counts 72 items; 'pairs' is not a unit of muffins"),
    "u_more": (
        "reject",
        "'180 more cookies' states an increase, not the total (like the issue's '18 fewer')",
    ),
    "u_miles": (
        "reject",
        "the problem is in km; '268.5 miles' is a different length (about 432 km)",
    ),
    "u_ok_dozen_equal": (
        "accept",
        "the answer is '180 cookies'; 'which is 15 dozen' restates it with an equal value",
    ),
    "u_m_times": (
        "reject",
        "the box, the marked answer, holds 11; the words around it do not enter the box",
    ),
    "r_never_mind": (
        "reject",
        "the model withdraws 268.5 ('Never mind, I made a mistake') and gives nothing new: no committed final answer (round 20's convention: wrong)",
    ),
    "r_restart_cut": ("reject", "45 is retracted; the restart is cut before any new value"),
    "r_m_never_mind": (
        "reject",
        "the box is withdrawn with nothing new (round 20's convention: wrong)",
    ),
    "q_format_instruction": (
        "reject",
        "'#### 345' occurs only as a format example the model quotes; its own working is cut before any answer",
    ),
    "q_hypothetical": (
        "reject",
        "-153 occurs only inside a conditional, followed by 'I cannot give a final answer'",
    ),
    "q_ok_user_turn_wrong": (
        "accept",
        "the model's answer is 180 before the invented turn; the invented text does not count either way (its reply also says 180)",
    ),
    "q_m_other_part": (
        "reject",
        "the model boxes its invented part (b); the only boxed, marked answer is not the gold",
    ),
    "q_m_ok_eot_after": (
        "accept",
        "text after the model's own end-of-turn token is an invented next turn and does not count",
    ),
    "b_ok_nbsp_sep": (
        "accept",
        "a no-break space is a common thousands separator; one value, 122400",
    ),
    "b_ok_ansi": ("accept", "ANSI bold codes are formatting; the #### line states 36"),
    "b_ok_huge_loop_cut": (
        "accept",
        "the same answer stated 4000 times; the last, cut copy ('The answer is 3') is a token-cap artefact, not a new answer",
    ),
}

if __name__ == "__main__":
    from pathlib import Path

    import corpus_build

    # Patch the output folder only while this file lives outside the corpus folder (in /tmp/rt107).
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam107", CASES, [], DECISIONS)
