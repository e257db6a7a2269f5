r"""Build adversarial_redteam40.jsonl: a fortieth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam40", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any other round's
probes (rounds 22-39 and the rounds written beside this one included), and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on these probes; handed over BEFORE any
scoring. Not model output. Read: `issues show 25`, corpus/README.md (only "How labels were made" and
the sources table, to avoid reused problems), corpus_build.py (helpers) and
build_adversarial_redteam21.py (structure, conventions, label rules). Python was used for
arithmetic only, never on probe text.

Aim of this round: a fresh measure by a new, independent author writing the issue's hidden probe
set from scratch: all eight classes about equally (22 probes each), one trick per probe, about half
short and plain and half inside realistic completions (R1-distill think blocks and
`**Final Answer**` blocks, Qwen2.5 numbered steps and `\(\boxed{}\)` closings, Llama 3 `## Step`
working and "The final answer is: $\boxed{}$", Minerva lines, ChatML / Llama 3 invented turns,
GPT-style markdown, Gemma/Mistral-style `**Answer:**` lines), about half GSM8K and half MATH, about
45 % kind B. Result: 176 probes, kind A 95 / B 81 (46 %), GSM8K 93 / MATH 83, 22 per class, 3
`debatable` (1.7 %), each with a proposed decision.

Problems (new against the corpus README's table and the brief's list) and golds, checked by hand:
GSM8K
- AGE: a father is 3 times as old as his son; in 14 years he will be twice as old; the FATHER's age
  -> 42 (3s + 14 = 2(s + 14) -> s = 14; father 3 * 14 = 42; check 42 + 14 = 56 = 2 * 28). Wrong
  value used: 14 (the son).
- COIN: 84 coins, gold to silver 3:4; how many SILVER -> 48 (84 / 7 = 12; 4 * 12 = 48). Wrong: 36
  (3 * 12, the gold coins); 12 (the difference 48 - 36).
- EGGS: 230 eggs packed in full cartons of 12; how many eggs are LEFT OVER -> 2 (12 * 19 = 228;
  230 - 228 = 2). Wrong: 19 (the cartons).
- NOTE: 5 notebooks at $2.45 and a pen at $1.60 -> 13.85 (5 * 2.45 = 12.25; 12.25 + 1.60 = 13.85).
  Wrong: 13.58 (digits swapped), 13.9 (rounded), 13.31 (a $1.06 pen: 12.25 + 1.06 = 13.31).
- FRZ: 4 degrees, falling 3.5 degrees an hour for 5 hours -> -13.5 (3.5 * 5 = 17.5; 4 - 17.5 =
  -13.5; -27/2 = -13.5). Wrong: 13.5 (sign lost).
- CUP: 108 cupcakes packed in 9 boxes of 12; how many are left -> 0 (9 * 12 = 108).
- PCT: 26 of 40 seeds sprouted; what percent -> 65 (26 / 40 = 0.65). Wrong: 60 (24 of 40 misread:
  24 / 40 = 0.60).
- WAGE: 26 weeks at $1,450 a week plus a $2,350 bonus -> 40050 (26 * 1450 = 29000 + 8700 = 37700;
  37700 + 2350 = 40050). Wrong: 37700 (no bonus).
- MEAN: the mean of 68, 91, 85, 79 -> 80.75 (68 + 91 = 159, + 85 = 244, + 79 = 323; 323 / 4 =
  80.75). Wrong: 80 (truncated).
MATH
- LOG: log_8 32 -> 5/3 (8 = 2^3, 32 = 2^5). Wrong: 3/5 (inverted), 1.667 (a decimal).
- VEC: |(4, -4, 2)| -> 6 (16 + 16 + 4 = 36). Wrong: 36 (the square).
- SEQ: the 12th term of 5, 9, 13, ... -> 49 (5 + 11 * 4). Wrong: 53 (5 + 12 * 4, off by one).
- MOD: 4^35 mod 9 -> 7 (4^3 = 64 = 7 * 9 + 1; 35 = 3 * 11 + 2; 4^2 = 16 = 9 + 7).
- CPX: (4 + i)(3 - 2i) -> 14 - 5i (12 - 8i + 3i - 2i^2 = 12 - 5i + 2). Wrong: 10 - 5i (i^2 taken
  as +1), 14 + 5i.
- PRB: two balls drawn without replacement from 6 red and 4 blue; both red -> 1/3 (C(6,2)/C(10,2)
  = 15/45; 6/10 * 5/9 = 30/90). 0.\overline{3} = 1/3 exactly.
- HYP: the hypotenuse with legs 3 and 8 -> \sqrt{73} (9 + 64 = 73; \sqrt{73} = 8.5440...).
- INT: |2x + 1| < 7 -> (-4, 3) (-7 < 2x + 1 < 7 -> -8 < 2x < 6). Wrong: [-4, 3] (closed).
- TRIG: cos 315 degrees -> \sqrt{2}/2 (quadrant IV, cosine positive; 0.70710678...). Wrong:
  -\sqrt{2}/2, 0.7071. 1/\sqrt{2} = \sqrt{2}/2.
- QR: the roots of x^2 - 6x + 4 = 0 -> 3 \pm \sqrt{5} (disc 36 - 16 = 20 = 4 * 5; sum 6, product
  9 - 5 = 4). Wrong: 3 + \sqrt5 alone, -3 \pm \sqrt5.
- RAD: 160 degrees in radians -> 8\pi/9 (160/180 = 8/9).
- BASE: 1021_3 in base 10 -> 34 (27 + 0 + 6 + 1). Wrong: 43.
- BIN: C(12, 3) -> 220 (12 * 11 * 10 = 1320; 1320 / 6 = 220). Wrong: 1320.
- ZERO: the sum of the roots of x^2 - 49 = 0 -> 0 (7 + (-7)). Wrong: 7.
- SURD: \sqrt{72} + \sqrt{32} -> 10\sqrt{2} (6\sqrt2 + 4\sqrt2; \sqrt{200} = 10\sqrt2). Wrong:
  \sqrt{104} = 2\sqrt{26} = 10.198... (radicands added).
- CONE: a cone of radius 4 and height 6 -> 32\pi (16 * 6 / 3 = 32; 96\pi/3 = 32\pi). Wrong: 96\pi.
- POLY: (3x - 2)(2x + 5) -> 6x^2 + 11x - 10 (15x - 4x = 11x). Wrong: 6x^2 + 19x - 10.
- INV: the inverse of f(x) = 3x + 4 -> (x - 4)/3. Wrong: (x + 4)/3.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question); `r_`
retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements; `b_` bad input a JSON corpus can hold (no lone surrogates: the shared
writer encodes UTF-8 strictly). An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong
is `wrong`; an explicit correction after an answer makes the corrected value the final one; a check,
a pleasantry, a self-set new problem or a cut-off restart after a committed answer does not replace
it; text in an invented next turn does not count; in an <answer> tag a sentence, an equation chain
or a box is read for the value it states, and an unclosed tag holding a complete sentence is read
too. A value the model withdraws with nothing new is `wrong` (round 20's convention). A NUL
anywhere makes the pair bad input. Debatable probes carry `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python build_adversarial_redteam40.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working (plain)
# AGE: gold 42 (3s + 14 = 2s + 28 -> s = 14; 3 * 14 = 42; 42 + 14 = 56 = 2 * (14 + 14)).
AGE = "Let the son be s years old, so the father is 3s. In 14 years, 3s + 14 = 2(s + 14), so 3s + 14 = 2s + 28 and s = 14.\nThe father is 3 * 14 = <<3*14=42>>42 years old.\n"
# The father's age is asked; 14 is the son's.
AGE_SLIP = "Let the son be s years old, so the father is 3s. In 14 years, 3s + 14 = 2(s + 14), so s = 14.\nThe question asks for the father's age.\n"
# COIN: gold 48 (84 / 7 = 12; 4 * 12 = 48). Slip: 3 * 12 = 36 (the gold coins).
COIN = "The ratio 3:4 of gold to silver coins has 3 + 4 = 7 parts, so one part is 84 / 7 = <<84/7=12>>12 coins.\nThere are 4 * 12 = <<4*12=48>>48 silver coins.\n"
COIN_SLIP = "The ratio 3:4 has 3 + 4 = 7 parts, so one part is 84 / 7 = <<84/7=12>>12 coins.\nThe silver coins are 3 * 12 = <<3*12=36>>36.\n"
# EGGS: gold 2 (12 * 19 = 228; 230 - 228 = 2 left over). Slip: 19 (the full cartons).
EGGS = "19 full cartons hold 12 * 19 = <<12*19=228>>228 eggs, so 230 - 228 = <<230-228=2>>2 eggs are left over.\n"
EGGS_SLIP = "230 / 12 = 19.17, so 19 full cartons are packed and that is what I will report.\n"
# NOTE: gold 13.85 (5 * 2.45 = 12.25; 12.25 + 1.60 = 13.85).
NOTE = "5 notebooks cost 5 * 2.45 = <<5*2.45=12.25>>12.25 dollars; with the $1.60 pen the total is 12.25 + 1.60 = <<12.25+1.60=13.85>>13.85 dollars.\n"
# FRZ: gold -13.5 (3.5 * 5 = 17.5; 4 - 17.5 = -13.5).
FRZ = "The temperature falls 3.5 * 5 = <<3.5*5=17.5>>17.5 degrees, so it ends at 4 - 17.5 = <<4-17.5=-13.5>>-13.5 degrees.\n"
# CUP: gold 0 (9 * 12 = 108; 108 - 108 = 0).
CUP = "9 boxes of 12 hold 9 * 12 = <<9*12=108>>108 cupcakes, so 108 - 108 = <<108-108=0>>0 cupcakes are left.\n"
# PCT: gold 65 (26 / 40 = 0.65).
PCT = "26 of the 40 seeds sprouted, so 26 / 40 * 100 = <<26/40*100=65>>65 percent sprouted.\n"
# WAGE: gold 40050 (26 * 1450 = 37700; 37700 + 2350 = 40050). No bonus: 37700.
WAGE = "26 weeks at $1,450 a week is 26 * 1450 = <<26*1450=37700>>37700 dollars.\nWith the $2,350 bonus: 37700 + 2350 = <<37700+2350=40050>>40050 dollars.\n"
WAGE_NB = "26 weeks at $1,450 a week is 26 * 1450 = <<26*1450=37700>>37700 dollars.\n"
# MEAN: gold 80.75 (68 + 91 + 85 + 79 = 323; 323 / 4 = 80.75).
MEAN = "The four scores add to 68 + 91 + 85 + 79 = <<68+91+85+79=323>>323, so the mean is 323 / 4 = <<323/4=80.75>>80.75.\n"

# ================================================================ GSM8K working (model-shaped)
AGE_LL = llama(
    (
        "Define the ages",
        "Let the son's age be $s$. The father is three times as old, so his age is $3s$.",
    ),
    ("Write the condition in 14 years", "$3s + 14 = 2(s + 14) = 2s + 28$, so $s = 14$."),
    ("Find the father's age", "The father is $3 \\times 14 = 42$ years old."),
)
COIN_QW = qwen(
    "To find the number of silver coins, we split the 84 coins in the ratio 3:4 (gold to silver).",
    ("Count the parts", "$3 + 4 = 7$ parts."),
    ("Size of one part", "$84 \\div 7 = 12$ coins."),
    ("Silver coins", "$4 \\times 12 = 48$ coins."),
)
EGGS_R1 = th(
    "Okay, so there are 230 eggs and each carton holds 12. 12 times 19 is 228, and 12 times 20 is 240, which is too many. So 19 full cartons use 228 eggs, and 230 minus 228 is 2. So 2 eggs are left over.\n"
)
NOTE_R1 = th(
    "Alright, 5 notebooks at $2.45 each. 5 times 2.45 is 12.25. Then the pen is $1.60, so 12.25 plus 1.60 is 13.85. Let me double-check: 2.45 times 5, 2 times 5 is 10, 0.45 times 5 is 2.25, total 12.25. Yes. Total $13.85.\n"
)
FRZ_GPT = "### Step 1: Total drop\n$3.5 \\times 5 = 17.5$ degrees.\n\n### Step 2: Final temperature\n$4 - 17.5 = -13.5$ degrees.\n\n"
WAGE_LL = llama(
    ("Weekly pay for 26 weeks", "$26 \\times 1450 = 37700$ dollars."),
    ("Add the bonus", "$37700 + 2350 = 40050$ dollars."),
)
PCT_QW = qwen(
    "To find the percent of seeds that sprouted, we divide the sprouted seeds by the total.",
    ("Fraction", "$\\frac{26}{40} = 0.65$."),
    ("Percent", "$0.65 \\times 100 = 65\\%$."),
)
CUP_R1 = th(
    "Hmm, 108 cupcakes into 9 boxes of 12. 9 times 12 is 108, so every cupcake goes in a box. None left.\n"
)
MEAN_GPT = "**Sum of the scores:** $68 + 91 + 85 + 79 = 323$\n\n**Mean:** $323 \\div 4 = 80.75$\n\n"

# ================================================================ MATH working
G_LOG = r"\frac{5}{3}"  # 8 = 2^3, 32 = 2^5 -> 5/3
LOG = r"Since $8 = 2^3$ and $32 = 2^5$, $\log_8 32 = \frac{5}{3}$."
G_VEC = "6"  # 16 + 16 + 4 = 36
VEC = r"$\|(4, -4, 2)\| = \sqrt{16 + 16 + 4} = \sqrt{36}$"
G_SEQ = "49"  # 5 + 11 * 4
SEQ = r"The common difference is $4$, so $a_{12} = 5 + 11 \cdot 4$"
G_MOD = "7"  # 4^3 = 64 = 1 mod 9; 35 = 3*11 + 2; 4^2 = 16 = 7 mod 9
MOD = r"Since $4^3 = 64 \equiv 1 \pmod 9$ and $35 = 3 \cdot 11 + 2$, $4^{35} \equiv 4^2 = 16 \equiv 7 \pmod 9$."
G_CPX = "14 - 5i"  # 12 - 8i + 3i - 2i^2 = 14 - 5i
CPX = r"$(4 + i)(3 - 2i) = 12 - 8i + 3i - 2i^2 = 12 - 5i + 2$"
CPX_SLIP = r"$(4 + i)(3 - 2i) = 12 - 8i + 3i - 2i^2 = 12 - 5i - 2$"  # i^2 taken as +1: 10 - 5i
G_PRB = r"\frac{1}{3}"  # C(6,2)/C(10,2) = 15/45
PRB = r"$P = \frac{\binom{6}{2}}{\binom{10}{2}} = \frac{15}{45}$"
G_HYP = r"\sqrt{73}"  # 9 + 64 = 73; 8.5440037...
HYP = r"The hypotenuse is $\sqrt{3^2 + 8^2} = \sqrt{9 + 64}$"
G_INT = "(-4, 3)"  # -7 < 2x + 1 < 7 -> -8 < 2x < 6 -> -4 < x < 3
INT = r"$-7 < 2x + 1 < 7$ gives $-8 < 2x < 6$, so $-4 < x < 3$."
G_TRIG = r"\frac{\sqrt{2}}{2}"  # 315 deg in quadrant IV, cosine positive; 0.7071067...
TRIG = r"$315^\circ$ is in quadrant IV with reference angle $45^\circ$, and cosine is positive there, so $\cos 315^\circ = \cos 45^\circ$"
G_QR = r"3 \pm \sqrt{5}"  # disc 36 - 16 = 20; (6 +- 2 sqrt5)/2
QR = r"$x = \frac{6 \pm \sqrt{36 - 16}}{2} = \frac{6 \pm 2\sqrt{5}}{2}$"
G_RAD = r"\frac{8\pi}{9}"  # 160/180 = 8/9
RAD = r"$160^\circ \cdot \frac{\pi}{180^\circ} = \frac{160\pi}{180}$"
G_BASE = "34"  # 27 + 0 + 6 + 1
BASE = r"$1021_3 = 1 \cdot 27 + 0 \cdot 9 + 2 \cdot 3 + 1$"
G_BIN = "220"  # 1320 / 6
BIN = r"$\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3 \cdot 2 \cdot 1} = \frac{1320}{6}$"
G_ZERO = "0"  # roots 7 and -7
ZERO = r"$x^2 - 49 = 0$ has roots $x = 7$ and $x = -7$, so their sum is $7 + (-7)$"
G_SURD = r"10\sqrt{2}"  # 6 sqrt2 + 4 sqrt2
SURD = r"$\sqrt{72} + \sqrt{32} = 6\sqrt{2} + 4\sqrt{2}$"
G_CONE = r"32\pi"  # 16 * 6 / 3 = 32
CONE = r"$V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 16 \cdot 6$"
G_POLY = "6x^2 + 11x - 10"  # 6x^2 + 15x - 4x - 10
POLY = r"$(3x - 2)(2x + 5) = 6x^2 + 15x - 4x - 10$"
G_INV = r"\frac{x - 4}{3}"  # y = 3x + 4 -> x = (y - 4)/3
INV = r"Write $y = 3x + 4$ and solve for $x$: $x = \frac{y - 4}{3}$."

# ================================================================ MATH working (model-shaped)
BIN_R1 = th(
    "Okay, so I need to compute 12 choose 3. That's 12 times 11 times 10 over 3 factorial. 12 times 11 is 132, times 10 is 1320. Divided by 6 is 220. Let me verify: 6 times 220 is 1320. Yes.\n"
)
RAD_R1 = th(
    "Alright, to convert 160 degrees to radians, multiply by pi over 180. 160 over 180 reduces to 8 over 9. So it's 8 pi over 9.\n"
)
SEQ_R1 = th(
    "The sequence 5, 9, 13 goes up by 4. The nth term is 5 + (n - 1) times 4. For n = 12 that's 5 + 44 = 49.\n"
)
QR_R1 = th(
    "Quadratic formula: x equals 6 plus or minus the square root of 36 minus 16, over 2. 36 minus 16 is 20, root 20 is 2 root 5, so x = 3 plus or minus root 5.\n"
)
MOD_R1 = th(
    "Powers of 4 mod 9: 4, 16 which is 7, 28 which is 1. So the cycle length is 3. 35 divided by 3 is 11 remainder 2, so 4^35 is 4^2 which is 7 mod 9.\n"
)
INT_R1 = th(
    "So |2x + 1| < 7 means -7 < 2x + 1 < 7. Subtract 1: -8 < 2x < 6. Divide by 2: -4 < x < 3. Strict, so open interval.\n"
)
VEC_R1 = th(
    "The magnitude is the square root of 4 squared plus (-4) squared plus 2 squared, that's 16 + 16 + 4 = 36, square root is 6.\n"
)
CPX_R1 = th(
    "Multiply out: 4 times 3 is 12, 4 times -2i is -8i, i times 3 is 3i, i times -2i is -2i^2 which is +2. So 14 - 5i.\n"
)
CPX_SLIP_R1 = th(
    "Multiply out: 4 times 3 is 12, 4 times -2i is -8i, i times 3 is 3i, i times -2i is -2i^2, and I'll take that as -2. So 10 - 5i.\n"
)
LOG_R1 = th("log base 8 of 32: 8 is 2 cubed, 32 is 2 to the fifth, so the log is 5 over 3.\n")
BASE_LL = llama(
    (
        "Expand the base-3 digits",
        "$1021_3 = 1 \\cdot 3^3 + 0 \\cdot 3^2 + 2 \\cdot 3^1 + 1 \\cdot 3^0$.",
    ),
    ("Add", "$27 + 0 + 6 + 1 = 34$."),
)
CONE_QW = qwen(
    "To find the volume of the cone, we use $V = \\frac{1}{3}\\pi r^2 h$.",
    ("Square the radius", "$r^2 = 4^2 = 16$."),
    ("Multiply", "$\\frac{1}{3}\\pi \\cdot 16 \\cdot 6 = 32\\pi$."),
)
TRIG_QW = qwen(
    "To find $\\cos 315^\\circ$, we use the reference angle.",
    ("Quadrant", "$315^\\circ$ lies in quadrant IV, where cosine is positive."),
    (
        "Reference angle",
        "$360^\\circ - 315^\\circ = 45^\\circ$, and $\\cos 45^\\circ = \\frac{\\sqrt{2}}{2}$.",
    ),
)
POLY_LL = llama(
    ("Apply FOIL", "$(3x)(2x) + (3x)(5) + (-2)(2x) + (-2)(5) = 6x^2 + 15x - 4x - 10$."),
    ("Combine like terms", "$6x^2 + 11x - 10$."),
)
SURD_QW = qwen(
    "To simplify $\\sqrt{72} + \\sqrt{32}$, we pull out square factors.",
    ("First term", "$\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$."),
    ("Second term", "$\\sqrt{32} = \\sqrt{16 \\cdot 2} = 4\\sqrt{2}$."),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "48", "wrong", "tag", th(COIN_SLIP) + "<answer>There are 36 silver coins.</answer>", "a sentence in the tag states 36"),
    g("t_equation_other", "A", "13.85", "wrong", "tag", th(NOTE) + "<answer>5 * 2.45 + 1.60 = 13.58</answer>", "an equation chain whose stated result is 13.58 (digits swapped)"),
    g("t_blank_tag", "A", "42", "no_answer", "tag", th(AGE) + "<answer> </answer>", "a tag holding only a space; 42 only in the thinking"),
    g("t_two_tags", "A", "-13.5", "wrong", "tag", th(FRZ) + "<answer>-13.5</answer>\n<answer>13.5</answer>", "two tags, the last 13.5"),
    g("t_unclosed_other", "A", "2", "wrong", "tag", EGGS_R1.replace("So 2 eggs are left over.", "So 19 cartons.") + "<answer>19 cartons are filled, so the answer is 19.", "an unclosed tag stating 19"),
    g("t_placeholder", "A", "65", "no_answer", "tag", th(PCT) + "<answer>[your final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", CPX_SLIP_R1 + r"<answer>$\boxed{10 - 5i}$</answer>", "a box in the tag, 10 - 5i"),
    m("t_m_think_only", "A", G_BIN, "no_answer", "truncated", BIN_R1.replace("</think>\n", ""), "cut inside the thinking; 220 only there, no tag"),
    m("t_m_tag_in_think_then_other", "A", G_LOG, "wrong", "tag", "<think>\nMaybe <answer>\\frac{5}{3}</answer>? Let me recheck: 32 is 2^5 and 8 is 2^3, so the ratio flips.\n</think>\n<answer>\\frac{3}{5}</answer>", "a tag inside the thinking holds the gold; the final tag 3/5"),
    m("t_m_hedge_in_tag", "A", G_INT, "wrong", "tag", INT_R1 + "<answer>Either $(-4, 3)$ or $[-4, 3]$.</answer>", "a hedge in the tag"),
    m("t_m_one_root", "A", G_QR, "wrong", "tag", QR_R1 + r"<answer>$x = 3 + \sqrt{5}$</answer>", "only one of the two roots in the tag"),
    m("t_m_equation_square", "A", G_VEC, "wrong", "tag", VEC_R1 + "<answer>4^2 + (-4)^2 + 2^2 = 36</answer>", "an equation chain ending at the squared length 36"),
    g("t_ok_sentence", "B", "48", "correct", "tag", th(COIN) + "<answer>There are 48 silver coins.</answer>", "a sentence in the tag"),
    g("t_ok_answer_is", "B", "42", "correct", "tag", th(AGE) + "<answer> The answer is 42. </answer>", "the issue's shape: a phrase with spaces in the tag"),
    g("t_ok_equation", "B", "40050", "correct", "tag", th(WAGE) + "<answer>37,700 + 2,350 = 40,050</answer>", "an equation chain ending in the gold, commas"),
    g("t_ok_box_math", "B", "13.85", "correct", "tag", NOTE_R1 + r"<answer>$\boxed{13.85}$</answer>", "a box in math mode in the tag"),
    g("t_ok_unclosed_sentence", "B", "2", "correct", "tag", EGGS_R1 + "<answer>2 eggs are left over.", "an answer tag never closed, holding a complete sentence"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", RAD_R1 + r"<answer>$\boxed{\frac{8\pi}{9}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence_eq", "B", G_SEQ, "correct", "tag", SEQ_R1 + "<answer>The 12th term is $a_{12} = 49$.</answer>", "a sentence with a_{12} = in the tag"),
    m("t_m_ok_pm", "B", G_QR, "correct", "tag", QR_R1 + r"<answer>$x = 3 \pm \sqrt{5}$</answer>", "x = with \\pm in the tag"),
    m("t_m_ok_final_answer", "B", G_MOD, "correct", "tag", MOD_R1 + "<answer>Final answer: 7</answer>", "a Final answer: phrase in the tag"),
    m("t_m_ok_in_interval", "B", G_INT, "correct", "tag", INT_R1 + r"<answer>$x \in (-4, 3)$</answer>", "x \\in an interval in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_other", "A", "42", "wrong", "hash", AGE_SLIP + "So the answer is #### 14", "the issue's shape with the son's age 14"),
    g("h_phrase_gold_hash_other", "A", "48", "wrong", "hash", COIN + "The answer is 48.\n#### 36", "phrase 48, #### 36: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "40050", "wrong", "hash", WAGE + "#### 40050\nSo the answer is 37700.", "#### 40050 then a phrase stating 37700"),
    g("h_empty_hash", "A", "2", "no_answer", "hash", EGGS + "Final Answer: ####", "an empty #### after the marker; 2 only in the working"),
    g("h_hash_hedge", "A", "13.85", "wrong", "hash", NOTE + "Answer: #### 13.85 or 13.58", "a hedge after ####"),
    g("h_hash_word_other", "A", "65", "wrong", "hash", PCT.replace("26 / 40 * 100 = <<26/40*100=65>>65", "24 / 40 * 100 = <<24/40*100=60>>60").replace("26 of", "24 of") + "The answer is: #### sixty", "sixty in words (24 of 40 misread)"),
    m("h_m_other", "A", G_BIN, "wrong", "hash", r"The number of ways is $12 \cdot 11 \cdot 10 = 1320$." + "\nThe answer is #### 1320", "#### 1320 (the ordered count, not divided by 3!)"),
    m("h_m_phrase_hash_disagree", "A", G_LOG, "wrong", "hash", LOG + "\nThe answer is $\\frac{5}{3}$.\n#### \\frac{3}{5}", "phrase 5/3, #### 3/5"),
    m("h_m_final_hash_other", "A", G_SURD, "wrong", "hash", r"$\sqrt{72} + \sqrt{32} = \sqrt{72 + 32}$." + "\nFinal Answer: #### \\sqrt{104}", "radicands added: \\sqrt{104} = 2\\sqrt{26} = 10.198..."),
    m("h_m_hash_empty_box", "A", G_CONE, "no_answer", "hash", CONE + "\nAnswer: #### \\boxed{}", "an empty box after ####"),
    m("h_m_two_hash", "A", G_ZERO, "wrong", "hash", ZERO + ".\n#### 0\n#### 7", "two #### lines, the last 7 (a root, not the sum)"),
    m("h_m_hash_then_minerva_other", "A", G_INV, "wrong", "minerva", INV + "\n#### \\frac{x - 4}{3}\n" + MINERVA.format(r"$\frac{x + 4}{3}$"), "#### gold then a Minerva line stating (x + 4)/3"),
    g("h_ok_so_answer_is", "B", "42", "correct", "hash", AGE_LL + "So the answer is #### 42", "the issue's shape"),
    g("h_ok_answer_colon", "B", "48", "correct", "hash", COIN_QW + "The answer is: #### 48", "the issue's shape"),
    g("h_ok_final_answer", "B", "40050", "correct", "hash", WAGE_LL + "Final Answer: #### 40,050", "the issue's shape, a comma"),
    g("h_ok_answer", "B", "2", "correct", "hash", EGGS + "Answer: #### 2", "the issue's shape"),
    g("h_ok_bold_dollar", "B", "13.85", "correct", "hash", NOTE + "**Final Answer:** #### $13.85", "bold marker, #### and a dollar sign"),
    g("h_ok_negative", "B", "-13.5", "correct", "hash", FRZ_GPT + "Therefore, the answer is #### -13.5", "a negative decimal after the phrase and ####"),
    m("h_m_ok_answer_is", "B", G_BIN, "correct", "hash", BIN + " = 220.\nThe answer is #### 220", "a MATH answer with phrase and ####"),
    m("h_m_ok_final_frac", "B", G_LOG, "correct", "hash", LOG + "\nFinal Answer: #### \\frac{5}{3}", "a fraction after Final Answer: ####"),
    m("h_m_ok_newline", "B", G_VEC, "correct", "hash", VEC + " = 6.\nThe answer is:\n#### 6", "phrase, then #### on the next line"),
    m("h_m_ok_complex", "B", G_CPX, "correct", "hash", CPX + r", so the product is $14 - 5i$." + "\nSo the final answer is #### 14 - 5i", "a complex number after the phrase and ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", CUP + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded", "A", "13.85", "wrong", "hash", NOTE + "#### 13.9", "rounded to 13.9"),
    g("x_truncated", "A", "80.75", "wrong", "hash", MEAN + "#### 80", "truncated to 80"),
    g("x_tiny_off", "A", "40050", "wrong", "hash", WAGE + "#### 40050.01", "off by one cent, relative error 2.5e-7"),
    g("x_sci_tiny", "A", "0", "wrong", "boxed", CUP_R1 + r"So the number left is $\boxed{10^{-9}}$.", "10^{-9} against gold 0"),
    g("x_sign_lost", "A", "-13.5", "wrong", "hash", FRZ + "#### 13.5", "the sign dropped"),
    m("x_m_near_zero_expr", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-80}}$", "an exact nonzero expression against gold 0"),
    m("x_m_pi_plus_tiny", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{32\pi + 10^{-40}}$", "32\\pi plus a tiny exact term"),
    m("x_m_decimal_irrational", "A", G_HYP, "wrong", "boxed", HYP + r" $\approx \boxed{8.544}$", "a decimal for \\sqrt{73} (8.5440037...)"),
    m("x_m_decimal_log", "A", G_LOG, "wrong", "boxed", LOG_R1 + r"$\log_8 32 \approx \boxed{1.667}$", "a decimal for 5/3"),
    m("x_m_imag_tiny", "A", G_BIN, "wrong", "boxed", BIN + r" $= \boxed{220 + 10^{-30} i}$", "220 plus a tiny imaginary part"),
    m("x_m_decimal_trig", "A", G_TRIG, "wrong", "boxed", TRIG_QW + r"Thus, the answer is \(\boxed{0.7071}\).", "a 4-place decimal for \\sqrt2/2 (0.70710678...)"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", CUP + "#### 0.0", "0.0 for 0"),
    g("x_ok_fraction", "B", "80.75", "correct", "boxed", MEAN_GPT + r"The mean is $\boxed{\frac{323}{4}}$.", "323/4 = 80.75 exactly"),
    g("x_ok_trailing_zero", "B", "13.85", "correct", "hash", NOTE + "#### 13.850", "a trailing zero"),
    g("x_ok_neg_fraction", "B", "-13.5", "correct", "boxed", FRZ + r"The final temperature is $\boxed{-\frac{27}{2}}$ degrees.", "-27/2 = -13.5"),
    g("x_ok_comma_cents", "B", "40050", "correct", "hash", WAGE + "#### 40,050.00", "a comma and .00"),
    m("x_m_ok_unsimplified", "B", G_LOG, "correct", "boxed", LOG_R1 + r"$\log_8 32 = \boxed{\frac{10}{6}}$", "10/6 = 5/3 unsimplified"),
    m("x_m_ok_sqrt200", "B", G_SURD, "correct", "boxed", SURD_QW + r"Thus, the answer is \(\boxed{\sqrt{200}}\).", "\\sqrt{200} = 10\\sqrt2"),
    m("x_m_ok_repeating", "B", G_PRB, "correct", "boxed", PRB + r" $= \boxed{0.\overline{3}}$", "0.\\overline{3} = 1/3 exactly"),
    m("x_m_ok_one_over_root2", "B", G_TRIG, "correct", "boxed", TRIG + r" $= \boxed{\frac{1}{\sqrt{2}}}$.", "1/\\sqrt2 = \\sqrt2/2"),
    m("x_m_ok_96pi_over_3", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{\frac{96\pi}{3}}$", "96\\pi/3 = 32\\pi"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "42", "no_answer", "answer_is", AGE + "The answer is not 42.", "the gold negated, nothing after"),
    g("n_neq_box", "A", "48", "no_answer", "boxed", COIN + r"$\boxed{\neq 48}$", "a box holding \\neq gold"),
    g("n_strike_md", "A", "2", "no_answer", "hash", EGGS + "#### ~~2~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_other", "A", "13.85", "wrong", "hash", NOTE + "#### ~~13.85~~ 13.58", "the gold struck, 13.58 after"),
    g("n_annot_wrong", "A", "40050", "wrong", "boxed", WAGE + r"$\boxed{40050\text{ (wrong)}}$", "the model annotates its box as wrong"),
    g("n_cross_mark", "A", "65", "wrong", "hash", PCT + "#### 65 ❌", "a cross mark after the answer"),
    m("n_m_x_neq", "A", G_BIN, "no_answer", "boxed", BIN + r" $\Rightarrow \boxed{x \neq 220}$", "a box holding x \\neq gold"),
    m("n_m_cancel", "A", G_RAD, "no_answer", "boxed", RAD + r" $= \boxed{\cancel{\frac{8\pi}{9}}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{6x^2 + 11x - 10}\; 6x^2 + 19x - 10}$", "the gold struck with \\sout, 6x^2 + 19x - 10 after"),
    m("n_m_not_remainder", "A", G_MOD, "no_answer", "answer_is", MOD_R1 + "The remainder is not $7$.", "the gold negated after the thinking, nothing else"),
    m("n_m_annot_incorrect", "A", G_INV, "wrong", "boxed", INV + r" $f^{-1}(x) = \boxed{\frac{x - 4}{3}} \quad (\text{incorrect})$", "an annotation marking the box incorrect"),
    m("n_m_html_strike", "A", G_CPX, "no_answer", "boxed", CPX + ".\n\n<s>$\\boxed{14 - 5i}$</s>", "the box inside an HTML strike-out, nothing after"),
    g("n_ok_not_other", "B", "42", "correct", "answer_is", AGE_LL + "The answer is 42, not 14.", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "48", "correct", "hash", COIN + "#### ~~36~~ 48", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "2", "correct", "hash", EGGS + "#### 2 ✅", "a check mark after the answer"),
    g("n_ok_verified", "B", "13.85", "correct", "boxed", NOTE_R1 + r"The total cost is $\boxed{13.85}$ dollars (verified).", "a (verified) note"),
    g("n_ok_none_left", "B", "0", "correct", "answer_is", CUP + "The answer is 0 — not a single cupcake is left.", "a harmless 'not' after the gold"),
    m("n_m_ok_neq_working", "B", G_QR, "correct", "boxed", QR + r". Since the discriminant $20 \neq 0$, there are two roots: $\boxed{3 \pm \sqrt{5}}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_BIN, "correct", "boxed", r"$\binom{12}{3} = \frac{\cancel{12}^{2} \cdot 11 \cdot 10}{\cancel{6}} = 2 \cdot 11 \cdot 10 = \boxed{220}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_base_note", "B", G_BASE, "correct", "boxed", BASE_LL + r"The final answer is: $\boxed{34}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_strike_other", "B", G_LOG, "correct", "boxed", LOG + r" ~~$\frac{3}{5}$~~ $\boxed{\frac{5}{3}}$", "a wrong value struck, the gold boxed"),
    m("n_m_ok_exact_note", "B", G_HYP, "correct", "boxed", HYP + r" $= \boxed{\sqrt{73}}$ (exact; about 8.544)", "an approximate value in a note after the exact box"),

    # ================================================================ 5. words after a number
    g("u_negative_word", "A", "-13.5", "wrong", "hash", FRZ + "#### 13.5 negative", "debatable: '13.5 negative' after ####; the marked number is 13.5 (the issue's 'negative' shape)", True),
    g("u_less_difference", "A", "48", "wrong", "answer_is", COIN + "The answer is 12 less.", "12 (48 - 36, a difference) with 'less'"),
    g("u_fewer_gold", "A", "2", "wrong", "hash", EGGS + "#### 2 fewer", "debatable: the issue's 'fewer' shape; '2 fewer' states a difference, not the eggs left over, though a reader may take 'fewer' as a stray word", True),
    g("u_dozen", "A", "2", "wrong", "hash", EGGS + "#### 2 dozen", "2 dozen = 24 eggs, not the 2 eggs the working counts"),
    g("u_score", "A", "42", "wrong", "hash", AGE + "#### 42 score", "42 score = 840"),
    g("u_thousand", "A", "40050", "wrong", "hash", WAGE + "#### 40050 thousand", "40050 thousand = 40,050,000"),
    m("u_m_percent", "A", G_PRB, "wrong", "boxed", PRB + r" $= \boxed{\frac{1}{3}\%}$", "1/3 % = 1/300"),
    m("u_m_thousand", "A", G_BIN, "wrong", "boxed", BIN_R1 + r1final(r"220 \text{ thousand}"), "220 thousand in an R1 final block"),
    m("u_m_hundred", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{34 \text{ hundred}}$", "34 hundred = 3400"),
    m("u_m_squared", "A", G_VEC, "wrong", "boxed", VEC_R1 + r"The length is $\boxed{6 \text{ squared}}$.", "6 squared = 36"),
    m("u_m_dozen", "A", G_SEQ, "wrong", "boxed", SEQ_R1 + r1final(r"49 \text{ dozen}"), "49 dozen = 588"),
    g("u_ok_dollars", "B", "40050", "correct", "hash", WAGE_LL + "#### 40050 dollars", "the word dollars after ####"),
    g("u_ok_score_equiv", "B", "42", "correct", "prose_sentence", AGE + "So the father is two score and two, that is, 42 years old.", "two score and two = 42, and the last value is 42"),
    g("u_ok_eggs", "B", "2", "correct", "hash", EGGS + "#### 2 eggs", "a unit noun after ####"),
    g("u_ok_coins", "B", "48", "correct", "boxed", COIN_QW + qbox(r"48 \text{ silver coins}"), "text units in a Qwen box"),
    g("u_ok_celsius", "B", "-13.5", "correct", "answer_is", FRZ_GPT + "**Answer:** -13.5 degrees Celsius", "degrees Celsius after a bold Answer"),
    g("u_ok_percent_sign", "B", "65", "correct", "hash", PCT_QW + "#### 65%", "a percent sign after ####"),
    m("u_m_ok_cubic_units", "B", G_CONE, "correct", "boxed", CONE_QW + qbox(r"32\pi \text{ cubic units}"), "cubic units in the box"),
    m("u_m_ok_ways", "B", G_BIN, "correct", "boxed", BIN + r" $= \boxed{220}$ ways.", "a count noun after the box"),
    m("u_m_ok_units", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{6}$ units.", "units after the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD_R1 + r1final(r"\frac{8\pi}{9} \text{ radians}"), "the word radians in the box"),
    m("u_m_ok_mod_note", "B", G_MOD, "correct", "boxed", MOD + r" The remainder is $\boxed{7}$ (mod 9).", "a (mod 9) note after the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "42", "wrong", "hash", AGE + "#### 42\n\nEdit: the son's age was asked, so the answer is 14.", "Edit: after the answer, 14"),
    g("r_update", "A", "48", "wrong", "hash", COIN + "#### 48\nUpdate: it's actually 36.", "Update: it's actually 36"),
    g("r_erratum", "A", "13.85", "wrong", "boxed", NOTE + r"$\boxed{13.85}$" + "\n\nErratum: the pen was $1.06, so the total is 13.31.", "Erratum: 13.31 (12.25 + 1.06)"),
    g("r_never_mind", "A", "2", "wrong", "answer_is", EGGS + "The answer is 2. Never mind, 19.", "Never mind, 19"),
    g("r_placeholder", "A", "40050", "wrong", "hash", WAGE + "#### 40050\n\n(The above is a placeholder; real answer TBD.)", "the answer withdrawn as a placeholder with nothing new (round 20's convention: wrong)"),
    g("r_wrong_bang", "A", "-13.5", "wrong", "hash", FRZ + "#### -13.5\nWrong! 13.5", "Wrong! 13.5"),
    m("r_m_actually", "A", G_BIN, "wrong", "boxed", BIN_R1 + r1final("220") + "\n\nActually, order matters here, so it is $12 \\cdot 11 \\cdot 10 = \\boxed{1320}$.", "a later box 1320 after the R1 final block"),
    m("r_m_correction", "A", G_TRIG, "wrong", "boxed", TRIG_QW + qbox(G_TRIG) + "\n\nCorrection: cosine is negative in quadrant IV, so the answer is $\\boxed{-\\frac{\\sqrt{2}}{2}}$.", "a (mistaken) correction to -\\sqrt2/2"),
    m("r_m_wait", "A", G_QR, "wrong", "prose_sentence", QR + r" $= 3 \pm \sqrt{5}$. Wait, I made a sign error: the roots are $-3 \pm \sqrt{5}$.", "Wait, then -3 \\pm \\sqrt5"),
    m("r_m_paren_not", "A", G_LOG, "wrong", "boxed", LOG + r" $\boxed{\frac{5}{3}}$ (Not $\frac{5}{3}$; $\frac{3}{5}$.)", "(Not X; Y.) after the box"),
    m("r_m_scratch", "A", G_INV, "wrong", "boxed", INV + r" So $f^{-1}(x) = \boxed{\frac{x - 4}{3}}$." + "\n\nScratch that: $f^{-1}(x) = \\frac{x + 4}{3}$.", "Scratch that: (x + 4)/3"),
    m("r_m_hmm_wait", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{32\pi}$" + "\n\nHmm, wait. I don't think the factor of 1/3 belongs here, so the volume is $\\boxed{96\\pi}$.", "a second-thought box 96\\pi"),
    g("r_ok_restart_cut", "B", "65", "correct", "hash", PCT + "#### 65\n\nWait, let me double-check. 26 out of 40 means", "a restart of the working cut off after the committed answer (issue class 4)"),
    g("r_ok_user_turn", "B", "48", "correct", "hash", COIN + "#### 48" + IM_USER + "Now 140 coins are split 3:4. How many are silver?", "an invented ChatML user turn after the answer"),
    g("r_ok_self_problem", "B", "2", "correct", "hash", EGGS + "#### 2\n\nLet's try a similar problem: 100 eggs in cartons of 12 leave $\\boxed{4}$ eggs.", "a self-set new problem with its own box (100 - 96 = 4)"),
    g("r_ok_edit_typo", "B", "42", "correct", "hash", AGE + "#### 42\n\nEdit: fixed a typo in the working.", "Edit: about a typo only"),
    g("r_ok_check", "B", "40050", "correct", "hash", WAGE + "#### 40050\n\nCheck: 40050 - 2350 = 37700 = 26 * 1450. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "13.85", "correct", "hash", NOTE + "#### 13.85\n\nLet me know if you need anything else!", "a pleasantry after"),
    m("r_m_ok_correction_to_gold", "B", G_BIN, "correct", "boxed", r"The number of ways is $12 \cdot 11 \cdot 10 = \boxed{1320}$." + "\n\nCorrection: order does not matter, so divide by $3! = 6$: $\\boxed{220}$.", "a correction to the gold"),
    m("r_m_ok_verify", "B", G_MOD, "correct", "boxed", MOD + r" So the answer is $\boxed{7}$." + "\n\nVerification: $4^2 = 16 = 9 + 7$. ✓", "a verification after the box"),
    m("r_m_ok_llama_user_turn", "B", G_VEC, "correct", "boxed", llama(("Compute the magnitude", r"$\sqrt{4^2 + (-4)^2 + 2^2} = \sqrt{36} = 6$.")) + LLAMA_END.format("6") + EOT_USER + "What is the magnitude of (1, 2, 2)?" + EOT_ASSIST + "The final answer is: $\\boxed{3}$", "an invented Llama 3 user turn and its answer after the committed box"),
    m("r_m_ok_wait_confirms", "B", G_QR, "correct", "boxed", QR_R1 + r1final(G_QR) + "\n\nWait, let me double-check with Vieta: the sum is $6$ and the product is $9 - 5 = 4$. Yes, that's correct.", "a Wait that confirms"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_quoted_hash_cannot", "A", "42", "no_answer", "none", "> #### 42\n\nI cannot solve this problem.", "only a quoted ####, then a refusal"),
    g("q_teacher_said", "A", "48", "wrong", "hash", COIN_SLIP + "My teacher said 48, but I get 36.\n#### 36", "the gold only reported"),
    g("q_parts_sentence", "A", "48", "wrong", "answer_is", COIN + "The question asks only for the silver coins.\nThe answer is 48 for part (a) and 36 for part (b).", "debatable: a one-part question answered with two values for invented parts (the issue's shape)", True),
    g("q_hypothetical_gold", "A", "40050", "wrong", "hash", WAGE_NB + "If the bonus were paid too, the total would be 40050.\n#### 37700", "the gold only under 'if', final 37700"),
    g("q_you_asked", "A", "2", "no_answer", "none", 'You asked: "Show that the answer is 2." I cannot.', "only a quotation of the request, then a refusal"),
    g("q_answer_key", "A", "-13.5", "no_answer", "none", "The answer key says #### -13.5, but I could not verify it, so I will not give an answer.", "the gold only reported from a key, the model declines"),
    m("q_m_you_asked_box", "A", G_BIN, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{220}$." I cannot do that.', "a box only inside a quotation, then a refusal"),
    m("q_m_suppose", "A", G_MOD, "no_answer", "none", r"Suppose the remainder were $7$; then $4^{35} - 7$ would be divisible by $9$. I have not checked this.", "only a supposition"),
    m("q_m_invented_turn", "A", G_CPX, "wrong", "boxed", CPX_SLIP_R1 + r"The product is $\boxed{10 - 5i}$." + IM_USER + "The answer is 14 - 5i.", "the gold only in an invented user turn"),
    m("q_m_format_quote", "A", G_RAD, "no_answer", "none", "> Final Answer: The final answer is $\\frac{8\\pi}{9}$. I hope it is correct.\n\nThat is the format I am asked to use, but I do not know the answer.", "a quoted Minerva line, then no answer"),
    m("q_m_common_mistake", "A", G_LOG, "wrong", "boxed", r"A common mistake is to write $\boxed{\frac{5}{3}}$. In fact the answer is $\boxed{\frac{3}{5}}$.", "the gold only as 'a common mistake'; the model's answer 3/5"),
    m("q_m_student_wrote", "A", G_POLY, "wrong", "prose_sentence", "The student's solution ends with \"" + r"$\boxed{6x^2 + 11x - 10}$" + "\", but I get " + r"$6x^2 + 19x - 10$.", "the gold only in a quoted solution; the model states 6x^2 + 19x - 10"),
    g("q_ok_quote_problem", "B", "42", "correct", "hash", "> A father is three times as old as his son. In 14 years he will be twice as old as his son. How old is the father?\n\n" + AGE + "#### 42", "the problem quoted first"),
    g("q_ok_friend_wrong", "B", "48", "correct", "hash", COIN + "A friend might say 36, but that counts the gold coins.\n#### 48", "another's wrong value reported first"),
    g("q_ok_hypo_after", "B", "40050", "correct", "hash", WAGE + "#### 40050\n\nWithout the bonus it would have been 37700.", "a hypothetical after the committed answer"),
    g("q_ok_steps_labelled", "B", "2", "correct", "hash", "(a) 12 * 19 = 228 eggs fill the cartons.\n(b) 230 - 228 = 2 eggs are left over.\n#### 2", "steps labelled (a), (b)"),
    g("q_ok_user_guess", "B", "13.85", "correct", "hash", '"Is it 13.58?" No: ' + NOTE + "#### 13.85", "a quoted wrong guess refuted first"),
    m("q_m_ok_quote_problem", "B", G_BIN, "correct", "boxed", r"> Compute $\dbinom{12}{3}$." + "\n\n" + BIN + r" $= \boxed{220}$.", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_MOD, "correct", "boxed", r"Suppose the remainder were $4$. That cannot be. " + MOD + r" So the remainder is $\boxed{7}$.", "a supposition refuted, then the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_3 = 5$. Likewise, " + BASE + r" $= \boxed{34}$.", "an example with another value first (12_3 = 3 + 2 = 5)"),
    m("q_m_ok_recall_formula", "B", G_CONE, "correct", "boxed", r'Recall: "the volume of a cone is $\frac{1}{3}\pi r^2 h$." ' + CONE + r" $= \boxed{32\pi}$.", "a quoted formula first"),
    m("q_m_ok_mistake_then_gold", "B", G_INT, "correct", "boxed", INT + r" A common mistake is to write $[-4, 3]$, but the inequality is strict, so the answer is $\boxed{(-4, 3)}$.", "a common mistake named, then the gold boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "42", "no_answer", "none", "", "an empty completion"),
    g("b_nul_inside", "A", "48", "wrong", "hash", COIN_SLIP + "#### 3\x006", "a NUL inside 36"),
    g("b_fullwidth_other", "A", "2", "wrong", "hash", EGGS_SLIP + "#### １９", "full-width 19"),
    g("b_bom_other", "A", "-13.5", "wrong", "hash", "\ufeff" + FRZ + "#### 13.5", "a BOM first, then 13.5 (sign lost)"),
    g("b_arabic_indic_other", "A", "65", "wrong", "hash", PCT + "#### ٦٠", "Arabic-Indic 60"),
    g("b_gold_ws_other", "A", " 40050\n", "wrong", "hash", WAGE_NB + "#### 37700", "a gold with a space and a newline; the answer 37700"),
    g("b_whitespace_only", "A", "2", "no_answer", "none", " \n\t \n", "only whitespace"),
    m("b_m_unclosed_box", "A", G_BIN, "no_answer", "truncated", BIN + r" $= \boxed{22", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{34}", "wrong", "boxed", BASE + r" $= \boxed{43}$", "a gold stored boxed; the model's 43"),
    m("b_m_bell_other", "A", G_CPX, "wrong", "boxed", CPX + r", so $\boxed{14 + 5i}$" + "\x07", "a BEL control character after a wrong box (14 + 5i)"),
    m("b_m_long_preamble_other", "A", G_LOG, "wrong", "boxed", "\n" * 20000 + LOG + r" $\boxed{\frac{3}{5}}$", "20,000 newlines, then a box of 3/5"),
    m("b_m_mathbold_other", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{𝟓𝟑}$", "mathematical bold 53 (off by one term)"),
    g("b_ok_gold_ws", "B", " 42 ", "correct", "hash", AGE + "#### 42", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "48", "correct", "hash", COIN + "#### ４８", "full-width digits"),
    g("b_ok_bom", "B", "2", "correct", "hash", "\ufeff" + EGGS + "#### 2", "a BOM first"),
    g("b_ok_crlf", "B", "40050", "correct", "hash", (WAGE + "#### 40050").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_nbsp", "B", "13.85", "correct", "hash", NOTE + "####\u00a013.85", "a no-break space after ####"),
    g("b_ok_tab", "B", "-13.5", "correct", "hash", FRZ + "####\t-13.5", "a tab after ####"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{34}", "correct", "boxed", BASE + r" $= \boxed{34}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", "$220$", "correct", "boxed", BIN + r" $= \boxed{220}$", "a gold stored in $...$"),
    m("b_m_ok_long_preamble", "B", G_SEQ, "correct", "boxed", " " * 40000 + SEQ + r" $= \boxed{49}$", "40,000 spaces first"),
    m("b_m_ok_unicode_minus", "B", G_CPX, "correct", "boxed", CPX + ", so $\\boxed{14 − 5i}$", "a Unicode minus sign (U+2212) in the box"),
]
# fmt: on

DECISIONS = {
    "u_negative_word": (
        "reject",
        "the marked number is 13.5; a trailing word does not make it -13.5 (the issue lists '#### 18 negative' as a wrong answer)",
    ),
    "u_fewer_gold": (
        "reject",
        "'2 fewer' is a comparison, not a count; the issue lists '#### 18 fewer' among the wrong answers accepted",
    ),
    "q_parts_sentence": (
        "reject",
        "two different values for a one-part question are two final answers (README: wrong); the issue lists '18 for part (a) and 20 for part (b)' as wrong",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam40", CASES, [], DECISIONS)
