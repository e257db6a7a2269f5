r"""Build adversarial_redteam115.jsonl: a 115th round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam115", issue 25), written by a new helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or any
other red-team builder than round 21's, and WITHOUT running the checker, math-verify, sympy or any
grader on the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md (label
conventions), corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: MATH-heavy (about 65 % MATH) probes of the eight classes, in the shapes
RL-trained and reasoning models write: exactness (equal forms, decimals against exact values,
degrees against radians, intervals, sets, tuples, matrices, complex numbers, polynomials, base-n
numbers, units in \text{}), negation and strike-out in LaTeX, <answer> tags holding LaTeX
sentences, equations and boxes, boxes followed by checks or restarts, multi-part answers, R1
<think> blocks with several candidate values, Qwen2.5-Math steps, Llama 3 "The final answer is",
R1-distill **Final Answer** blocks, Minerva lines, invented next turns, tables, code blocks.

Problems and golds (arithmetic checked by hand; python used for plain arithmetic only):
GSM8K
  rolls   27 trays of 18 rolls, 355 sold: 27*18 = 486, 486 - 355 = 131 (gold 131); misread 335 -> 151.
  diver   starts at -12 m, descends 3.5 m a minute for 6 minutes: 3.5*6 = 21, -12 - 21 = -33 (gold -33).
  cheese  2.5 lb at $6.34 a pound: 2.5*6.34 = 15.85 (gold 15.85); per pound 6.34.
  salary  $3,150 a month for 12 months plus a $2,400 bonus: 37,800 + 2,400 = 40,200 (gold 40200);
          without the bonus 37800.
  pencils 26 boxes of 12 pencils: 26*12 = 312 = 26 dozen (gold 312).
  seeds   63 of 90 seeds sprouted: 63/90 = 0.7 = 70 % (gold 70).
  books   $96, 4 books at $24: 4*24 = 96, 96 - 96 = 0 (gold 0).
  trip    2 h 45 min + 1 h 50 min = 165 + 110 = 275 minutes (gold 275); 4.58 hours is the other unit.
  car     58 mph for 3.5 hours = 203 miles (gold 203).
  ages    Maria is 3 times her son's age s; in 12 years twice: 3s + 12 = 2s + 24, s = 12, Maria 36
          (gold 36); the son's 12 is the other quantity.
  stadium 48 sections of 1,275 seats = 61,200 (gold 61200): 1275*50 - 1275*2 = 63750 - 2550.
MATH
  two red marbles from 8 red, 4 blue: C(8,2)/C(12,2) = 28/66 = 14/33 (gold \frac{14}{33}; 0.4242...).
  distance (0, 7) to (6, -3): sqrt(36 + 100) = sqrt136 = 2\sqrt{34} (11.6619...).
  x^2 - x - 12 >= 0: (x - 4)(x + 3) >= 0 -> (-\infty, -3] \cup [4, \infty).
  3x^2 + 10x - 8 = 0: (3x - 2)(x + 4) -> -4, \frac{2}{3}.
  (3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2 = 22 + 7i (slip 2 + 7i).
  5\pi/12 in degrees: 75^\circ.   105 degrees in radians: \frac{7\pi}{12}.
  100 in base 6: 2*36 + 4*6 + 4 = 100 -> 244_6.
  4x - y = 18, x + 2y = 0: x = -2y, -9y = 18, y = -2, x = 4 -> (4, -2).
  [[2, 1], [3, -1]] [[1, 4], [-2, 0]] = [[0, 8], [5, 12]]; the other order gives [[14, -3], [-4, -2]].
  (4x + 1)(x - 3) = 4x^2 - 11x - 3.
  x^3 - x^2 - 6x = x(x - 3)(x + 2) = 0: -2, 0, 3.
  C(16, 3) = 3360/6 = 560 (ordered: 3360; C(15, 3) = 455).
  0.\overline{135} = 135/999 = 5/37.
  sector radius 9, 80 degrees: 80/360 * 81\pi = 18\pi (56.548...).
  cos 105 degrees = cos(60 + 45) = (\sqrt2 - \sqrt6)/4 (-0.2588...).
  5^x = 20: x = \log_5 20 = ln 20 / ln 5 = 1 + \log_5 4 (1.8613...).
  sphere radius 6: 4/3 \pi 216 = 288\pi.
  \sqrt{75} - \sqrt{12} = 5\sqrt3 - 2\sqrt3 = 3\sqrt{3} (= \sqrt{27}, 5.196...).
  f(x) = 3x - 7: f^{-1}(x) = \frac{x + 7}{3}.
  x^2 - 6x + 4 = 0: x = (6 +- \sqrt{20})/2 = 3 \pm \sqrt{5}.
  7 + 11 + ... + 87: 21 terms, 21 * 94 / 2 = 987.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions (and
harmless after-text: checks, restarts, pleasantries); `q_` quoted, reported, hypothetical text,
invented turns, self-set problems, other parts; `b_` bad input a JSON corpus can hold. `_m_` marks a
MATH probe; `_ok_` marks kind B. Kind A: a wrong or unanswered completion the checker must refuse;
kind B: a right one it must accept.

Label conventions (corpus/README.md "How labels were made" and round 21): the LAST final answer
counts; a hedge, two different final answers or a right value only in the working is `wrong`; no
final answer (cut off, a negated or struck value with nothing after, an empty tag, a placeholder, only
a quotation or hypothetical) is `no_answer`; equal in value written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`, an exact decimal (0.\overline{42}) is
`correct`; degrees are not radians; another quantity (subtotal, other unit, per-item value) is
`wrong`; a value the model itself marks wrong, or retracts, is `wrong`; a correction after an answer
makes the corrected value final; checks, pleasantries and restatements of the same value after a
committed answer do not replace it; text in an invented next turn or a self-set new problem does not
count; an <answer> tag's content is the final answer, read for the value its sentence, equation or
box states; a percent gold accepts `%`; a NUL or a lone surrogate anywhere in the pair (completion or
gold) makes it bad input: kind A, truth `no_answer`. No probe holds a lone surrogate: corpus_build.write_records writes
UTF-8 with ensure_ascii=False, which cannot encode one (it raises), so lone surrogates are left to a
`check --input` batch, as in round 5; the `b_` probes use NULs, escapes, BOMs and the like instead. Debatable probes carry `debatable=True`, the
reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam115.py
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
ROL = "27 trays of 18 rolls make 27 * 18 = <<27*18=486>>486 rolls.\nThey sold 355, so 486 - 355 = <<486-355=131>>131 rolls are left.\n"
ROL_SLIP = "27 trays of 18 rolls make 27 * 18 = <<27*18=486>>486 rolls.\nThey sold 335, so 486 - 335 = <<486-335=151>>151 rolls are left.\n"
DIVE = "The diver descends 3.5 * 6 = <<3.5*6=21>>21 meters.\nShe starts at -12 m, so she ends at -12 - 21 = <<-12-21=-33>>-33 m.\n"
CHE = "2.5 pounds at $6.34 a pound cost 2.5 * 6.34 = <<2.5*6.34=15.85>>15.85 dollars.\n"
SAL = "12 months at $3,150 is 12 * 3150 = <<12*3150=37800>>37800 dollars.\nAdding the $2,400 bonus: 37800 + 2400 = <<37800+2400=40200>>40200 dollars.\n"
SAL_NB = "12 months at $3,150 is 12 * 3150 = <<12*3150=37800>>37800 dollars.\n"
PEN = "26 boxes of 12 pencils hold 26 * 12 = <<26*12=312>>312 pencils.\n"
SEED = "63 of the 90 seeds sprouted, so 63 / 90 * 100 = <<63/90*100=70>>70 percent sprouted.\n"
BOOK = "4 books at $24 cost 4 * 24 = <<4*24=96>>96 dollars.\nShe had $96, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
TRIP = "2 h 45 min = 2 * 60 + 45 = <<2*60+45=165>>165 minutes.\n1 h 50 min = 60 + 50 = <<60+50=110>>110 minutes.\nTogether 165 + 110 = <<165+110=275>>275 minutes.\n"
CAR = "At 58 miles per hour for 3.5 hours the car goes 58 * 3.5 = <<58*3.5=203>>203 miles.\n"
AGE = "Let the son be s. Maria is 3s. In 12 years: 3s + 12 = 2(s + 12), so 3s + 12 = 2s + 24 and s = 12.\nMaria is 3 * 12 = <<3*12=36>>36.\n"
STAD = "48 sections of 1,275 seats hold 48 * 1275 = <<48*1275=61200>>61200 seats.\n"

# R1 thinking with candidate values (GSM8K)
ROL_R1 = th(
    "Okay, so the bakery makes 27 trays with 18 rolls each. 27 times 18... 27 * 10 = 270, 27 * 8 = 216, so 486 rolls.\n\nThey sold 355. 486 - 355 = 131. Wait, let me double-check the subtraction: 486 - 300 = 186, 186 - 55 = 131. Yes.\n\nHmm, but did I read 355 or 335? The problem says 355. So 131.\n"
)
SAL_R1 = th(
    "Monthly salary $3,150, for 12 months. 3150 * 12 = 37800. Then there's a bonus of $2,400 at the end of the year.\n\nSo total = 37800 + 2400 = 40200.\n\nWait, is the bonus per month? No, it says a one-time bonus. So 40200.\n"
)
AGE_R1 = th(
    "Let me set the son's age as s. Maria is 3s.\nIn 12 years: Maria 3s + 12, son s + 12. 3s + 12 = 2(s + 12) = 2s + 24, so s = 12.\nSo the son is 12 and Maria is 36. The question asks for Maria's age: 36.\nCheck: in 12 years Maria is 48, the son 24, and 48 = 2 * 24. Good.\n"
)
DIVE_R1 = th(
    "Starting depth -12 m. She goes down 3.5 m per minute for 6 minutes: 21 m further down.\nSo -12 - 21 = -33. Hmm, should the answer be 33 (the depth) or -33 (the position)? The problem uses negative numbers for positions below the surface, so -33.\n"
)

# ================================================================ MATH working
G_PROB = r"\frac{14}{33}"
PROB = r"There are $\binom{12}{2} = 66$ ways to pick two marbles and $\binom{8}{2} = 28$ ways to pick two red ones, so the probability is $\frac{28}{66}$"
PROB_Q = qwen(
    r"To find the probability that both marbles drawn are red, we count favourable and total outcomes.",
    (
        "Total outcomes",
        r"Choosing 2 of the 12 marbles: $\binom{12}{2} = \frac{12 \cdot 11}{2} = 66$.",
    ),
    (
        "Favourable outcomes",
        r"Choosing 2 of the 8 red marbles: $\binom{8}{2} = \frac{8 \cdot 7}{2} = 28$.",
    ),
    ("Probability", r"$P = \frac{28}{66} = \frac{14}{33}$."),
)
G_DIST = r"2\sqrt{34}"
DIST = r"The distance is $\sqrt{(6 - 0)^2 + (-3 - 7)^2} = \sqrt{36 + 100} = \sqrt{136}$"
DIST_L = llama(
    (
        "Recall the distance formula",
        r"The distance between $(x_1, y_1)$ and $(x_2, y_2)$ is $\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$.",
    ),
    ("Substitute the points", r"$\sqrt{(6 - 0)^2 + (-3 - 7)^2} = \sqrt{36 + 100} = \sqrt{136}$."),
    ("Simplify the radical", r"$\sqrt{136} = \sqrt{4 \cdot 34} = 2\sqrt{34}$."),
)
G_UNI = r"(-\infty, -3] \cup [4, \infty)"
UNI = r"$x^2 - x - 12 = (x - 4)(x + 3) \ge 0$ holds when both factors have the same sign or one is zero: $x \le -3$ or $x \ge 4$."
G_ROOT = r"-4, \frac{2}{3}"
ROOT = r"$3x^2 + 10x - 8 = (3x - 2)(x + 4) = 0$, so $x = \frac{2}{3}$ or $x = -4$."
G_CPX = "22 + 7i"
CPX = r"$(3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2 = 12 + 7i + 10$"
CPX_R1 = th(
    "We need (3 - 2i)(4 + 5i). FOIL: 3*4 = 12, 3*5i = 15i, -2i*4 = -8i, -2i*5i = -10i^2.\nSo 12 + 15i - 8i - 10i^2 = 12 + 7i - 10i^2. Since i^2 = -1, -10i^2 = -10... wait, no. -10 * (-1) = +10. So 12 + 10 + 7i = 22 + 7i.\nHmm, earlier I almost wrote 2 + 7i. Let me redo: -10i^2 = -10(-1) = 10. Yes, 22 + 7i.\n"
)
G_DEG = r"75^\circ"
DEG = r"$\frac{5\pi}{12} \cdot \frac{180^\circ}{\pi} = \frac{5 \cdot 180^\circ}{12} = 75^\circ$"
G_RAD = r"\frac{7\pi}{12}"
RAD = r"$105^\circ \cdot \frac{\pi}{180^\circ} = \frac{105\pi}{180} = \frac{7\pi}{12}$"
G_BASE = "244_6"
BASE = r"$100 = 2 \cdot 36 + 28$, $28 = 4 \cdot 6 + 4$, so $100 = 2 \cdot 6^2 + 4 \cdot 6 + 4$"
G_SYS = "(4, -2)"
SYS = r"From the second equation $x = -2y$. Substituting: $4(-2y) - y = 18$, so $-9y = 18$, $y = -2$ and $x = 4$."
G_MAT = r"\begin{pmatrix} 0 & 8 \\ 5 & 12 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 2 & 1 \\ 3 & -1 \end{pmatrix}\begin{pmatrix} 1 & 4 \\ -2 & 0 \end{pmatrix} = \begin{pmatrix} 2 - 2 & 8 + 0 \\ 3 + 2 & 12 + 0 \end{pmatrix}$"
MAT_BA = r"\begin{pmatrix} 14 & -3 \\ -4 & -2 \end{pmatrix}"
G_POLY = "4x^2 - 11x - 3"
POLY = r"$(4x + 1)(x - 3) = 4x^2 - 12x + x - 3$"
G_SET = "-2, 0, 3"
SET = r"$x^3 - x^2 - 6x = x(x^2 - x - 6) = x(x - 3)(x + 2) = 0$"
G_COMB = "560"
COMB = r"$\binom{16}{3} = \frac{16 \cdot 15 \cdot 14}{3!} = \frac{3360}{6}$"
COMB_R1 = th(
    "Choosing a committee of 3 from 16 people, order doesn't matter. C(16,3) = 16*15*14/6.\n16*15 = 240, 240*14 = 3360. 3360/6 = 560.\nWait, should it be 3360 if the roles are different? The problem says a committee, no roles. So 560.\nHmm, let me also check C(16,13) = C(16,3) = 560. Yes.\n"
)
G_REP = r"\frac{5}{37}"
REP = r"Let $x = 0.\overline{135}$. Then $1000x - x = 135$, so $x = \frac{135}{999}$"
G_SEC = r"18\pi"
SEC = r"The area is $\frac{80}{360} \cdot \pi \cdot 9^2 = \frac{2}{9} \cdot 81\pi$"
SEC_R1 = th(
    "Sector area = (angle/360) * pi r^2. r = 9, angle 80.\npi r^2 = 81 pi. 80/360 = 2/9. 2/9 * 81 = 18. So 18 pi.\nWait, did I use the diameter? No, radius 9. If it were 100 degrees it'd be 22.5 pi, and with 90 degrees 20.25 pi. 80 degrees gives 18 pi.\nLet me double check: 81 * 80 = 6480, 6480/360 = 18. Yes, 18 pi.\n"
)
G_COS = r"\frac{\sqrt{2}-\sqrt{6}}{4}"
COS = r"$\cos 105^\circ = \cos 60^\circ \cos 45^\circ - \sin 60^\circ \sin 45^\circ = \frac{1}{2}\cdot\frac{\sqrt{2}}{2} - \frac{\sqrt{3}}{2}\cdot\frac{\sqrt{2}}{2}$"
G_LOG = r"\log_5 20"
LOG = r"Taking $\log_5$ of both sides of $5^x = 20$ gives $x = \log_5 20$"
G_SPH = r"288\pi"
SPH = r"$V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 216$"
G_SQ = r"3\sqrt{3}"
SQ = r"$\sqrt{75} - \sqrt{12} = 5\sqrt{3} - 2\sqrt{3}$"
G_INV = r"\frac{x+7}{3}"
INV = r"Write $y = 3x - 7$ and swap: $x = 3y - 7$, so $y = \frac{x + 7}{3}$."
G_PM = r"3 \pm \sqrt{5}"
PM = r"$x = \frac{6 \pm \sqrt{36 - 16}}{2} = \frac{6 \pm 2\sqrt{5}}{2}$"
G_SUM = "987"
SUM = r"The terms are $7, 11, \dots, 87$: $n = \frac{87 - 7}{4} + 1 = 21$ terms, so the sum is $\frac{21(7 + 87)}{2}$"
SUM_Q = qwen(
    "To find the sum of the arithmetic series, we need the number of terms and the first and last terms.",
    ("Common difference", "$d = 11 - 7 = 4$."),
    ("Number of terms", r"$87 = 7 + (n - 1) \cdot 4$, so $n - 1 = 20$ and $n = 21$."),
    ("Sum", r"$S = \frac{n}{2}(a_1 + a_n) = \frac{21}{2} \cdot 94 = 21 \cdot 47 = 987$."),
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_subtotal", "A", "131", "wrong", "tag", ROL_R1 + "<answer>The bakery baked 486 rolls in total.</answer>", "the tag's sentence states the subtotal 486, not the rolls left"),
    g("t_equation_slip", "A", "131", "wrong", "tag", th(ROL_SLIP) + "<answer>486 - 335 = 151</answer>", "an equation chain ending 151 (misread 335)"),
    g("t_two_tags_last_other", "A", "131", "wrong", "tag", ROL_R1 + "<answer>131</answer>\n\nActually, re-reading, they sold 335.\n<answer>151</answer>", "two tags, the last states 151"),
    g("t_box_nobonus", "A", "40200", "wrong", "tag", th(SAL_NB + "So she earns 37800.\n") + r"<answer>\boxed{37800}</answer>", "a box in the tag holds 37800, without the bonus"),
    g("t_placeholder", "A", "312", "no_answer", "tag", th(PEN) + "<answer>[final number]</answer>", "a template placeholder in the tag; 312 only in the thinking"),
    g("t_cut_in_tag", "A", "312", "no_answer", "tag", th(PEN) + "<answer>The teacher has", "cut inside the tag before any number (token cap)"),
    g("t_ok_sentence_units", "B", "131", "correct", "tag", ROL_R1 + "<answer>There are 131 rolls left over.</answer>", "a sentence with a unit noun in the tag"),
    g("t_ok_equation", "B", "131", "correct", "tag", th(ROL) + "<answer>486 - 355 = 131</answer>", "an equation chain ending in the gold"),
    g("t_ok_dollar_comma", "B", "40200", "correct", "tag", SAL_R1 + "<answer>$40,200</answer>", "a dollar sign and a thousands comma in the tag"),
    g("t_ok_box_in_tag", "B", "312", "correct", "tag", th(PEN) + r"<answer>\boxed{312}</answer>", "a box inside the tag"),
    g("t_ok_negative_sentence", "B", "-33", "correct", "tag", DIVE_R1 + "<answer>The diver ends at -33 meters.</answer>", "a negative value with a unit in a sentence"),
    g("t_ok_tag_then_restate", "B", "15.85", "correct", "tag", th(CHE) + "<answer>15.85</answer>\n\nSo the cheese costs $15.85.", "the tag, then a closing sentence restating the same value"),
    m("t_m_sentence_decimal", "A", G_PROB, "wrong", "tag", th(PROB + r" $\approx 0.42$." + "\n") + "<answer>The probability is about 0.42.</answer>", "a rounded decimal for 14/33 (0.4242...) in a tag sentence"),
    m("t_m_equation_slip", "A", G_CPX, "wrong", "tag", th("FOIL the product and use i^2 = -1.\n") + r"<answer>$(3-2i)(4+5i) = 12 + 15i - 8i - 10i^2 = 2 + 7i$</answer>", "an equation chain ending in the sign slip 2 + 7i"),
    m("t_m_box_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>\boxed{(-2, 4)}</answer>", "the pair written as (y, x): (-2, 4) is not (4, -2)"),
    m("t_m_one_root", "A", G_ROOT, "wrong", "tag", th(ROOT + "\n") + r"<answer>$x = \frac{2}{3}$</answer>", "only one of the two roots in the tag"),
    m("t_m_matrix_other_order", "A", G_MAT, "wrong", "tag", th("I'll compute BA, it's the same thing.\n") + "<answer>$" + MAT_BA + "$</answer>", "the product in the other order, BA"),
    m("t_m_two_tags", "A", G_COMB, "wrong", "tag", COMB_R1 + "<answer>560</answer>\n\nHmm, if the three roles are different, order matters.\n<answer>3360</answer>", "two tags, the last 3360"),
    m("t_m_empty_tag", "A", G_SEC, "no_answer", "tag", SEC_R1 + "<answer></answer>", "an empty tag; 18 pi only in the thinking"),
    m("t_m_radians_for_degrees", "A", G_DEG, "wrong", "tag", th("5pi/12 radians, convert to degrees.\n") + r"<answer>$\frac{5\pi}{12}$</answer>", "the given radian measure restated; the gold is 75 degrees"),
    m("t_m_union_open", "A", G_UNI, "wrong", "tag", th(UNI + "\n") + r"<answer>$(-\infty, -3) \cup (4, \infty)$</answer>", "open endpoints: -3 and 4 satisfy the non-strict inequality"),
    m("t_m_cut_in_think", "A", G_SPH, "no_answer", "none", "<think>\nVolume of a sphere is 4/3 pi r^3, r = 6, r^3 = 216. 4/3 * 216 = 288. So 288 pi... wait, let me make sure the radius is 6 and not the diameter. The problem says radius", "cut inside the thinking before any answer"),
    m("t_m_inverse_sign", "A", G_INV, "wrong", "tag", th("Swap x and y and solve.\n") + r"<answer>$f^{-1}(x) = \frac{x-7}{3}$</answer>", "a sign slip in the inverse"),
    m("t_m_ok_sentence_latex", "B", G_PROB, "correct", "tag", th(PROB + "\n") + r"<answer>The probability is $\frac{14}{33}$.</answer>", "a LaTeX sentence in the tag"),
    m("t_m_ok_equation_chain", "B", G_DIST, "correct", "tag", th("Distance formula.\n") + r"<answer>$\sqrt{6^2 + 10^2} = \sqrt{136} = 2\sqrt{34}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_box_in_tag", "B", G_CPX, "correct", "tag", CPX_R1 + r"<answer>$\boxed{22 + 7i}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_xy", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$x = 4,\ y = -2$</answer>", "x = 4, y = -2 for the pair (4, -2)"),
    m("t_m_ok_roots_set", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + r"<answer>$x \in \left\{-4, \tfrac{2}{3}\right\}$</answer>", "both roots as a set with \\tfrac"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>$\begin{bmatrix} 0 & 8 \\ 5 & 12 \end{bmatrix}$</answer>", "the product as a bmatrix"),
    m("t_m_ok_interval_words", "B", G_UNI, "correct", "tag", th(UNI + "\n") + r"<answer>$x \le -3$ or $x \ge 4$</answer>", "inequalities for the union, an honest notation"),
    m("t_m_ok_degree_word", "B", G_DEG, "correct", "tag", th(DEG + "\n") + "<answer>75 degrees</answer>", "75 degrees for 75^\\circ"),
    m("t_m_ok_base", "B", G_BASE, "correct", "tag", th(BASE + "\n") + "<answer>$244_6$</answer>", "the base-6 numeral with its subscript"),
    m("t_m_ok_poly_sentence", "B", G_POLY, "correct", "tag", th(POLY + "\n") + "<answer>The expanded form is $4x^2 - 11x - 3$.</answer>", "a sentence with the polynomial"),
    m("t_m_ok_tag_then_check", "B", G_COMB, "correct", "tag", COMB_R1 + "<answer>560</answer>\n\nCheck: $\\binom{16}{13} = \\binom{16}{3} = 560$ ✓", "a check after the tag restates the same value"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_other_hash_other", "A", "131", "wrong", "hash", ROL_SLIP + "The answer is 151.\n#### 151", "phrase and #### agree on the misread 151"),
    g("h_phrase_gold_hash_other", "A", "131", "wrong", "hash", ROL + "The answer is 131.\n#### 151", "phrase 131, #### 151: two different final answers"),
    g("h_hash_gold_then_phrase_other", "A", "131", "wrong", "hash", ROL + "#### 131\nTherefore, the answer is 151.", "#### 131 then a closing phrase stating 151"),
    g("h_bold_nobonus", "A", "40200", "wrong", "hash", SAL_NB + "**Final answer:** 37800\n\n#### 37800", "bold answer and #### agree on 37800, without the bonus"),
    g("h_hash_range", "A", "70", "wrong", "hash", SEED + "About 60 to 70 percent sprouted.\n#### 60-70", "a range in the #### line"),
    g("h_other_unit", "A", "275", "wrong", "hash", TRIP + "The answer is 275 minutes, or about 4.58 hours.\n#### 4.58", "the #### value is the other unit, hours"),
    g("h_son_age", "A", "36", "wrong", "hash", AGE + "The son is 12.\nThe answer is 12.\n#### 12", "the other quantity, the son's age"),
    g("h_hash_empty", "A", "312", "no_answer", "hash", PEN + "So the answer is:\n####", "an empty #### after an empty phrase"),
    g("h_sign_lost", "A", "-33", "wrong", "hash", DIVE + "The diver is 33 meters below the surface.\n#### 33", "debatable: the phrase says below the surface but the marked value drops the sign", True),
    g("h_ok_phrase_hash", "B", "131", "correct", "hash", ROL + "The answer is 131.\n#### 131", "phrase and #### agree"),
    g("h_ok_phrase_units_comma", "B", "61200", "correct", "hash", STAD + "The stadium has 61,200 seats.\n#### 61,200", "phrase with units, #### with a comma"),
    g("h_ok_bold_hash", "B", "15.85", "correct", "hash", CHE + "**Answer:** $15.85\n\n#### 15.85", "bold Answer then ####"),
    g("h_ok_hash_nospace", "B", "312", "correct", "hash", PEN + "The teacher has 312 pencils.\n####312", "#### without a space"),
    g("h_ok_hash_dollar", "B", "40200", "correct", "hash", SAL + "She earns $40,200 in the year.\n#### $40,200", "#### with a dollar sign and comma"),
    g("h_ok_hash_negative", "B", "-33", "correct", "hash", DIVE + "The diver ends at -33 m.\n#### -33", "a negative value after ####"),
    g("h_ok_hash_minerva", "B", "203", "correct", "hash", CAR + "#### 203\n" + MINERVA.format("$203$"), "#### then a Minerva line agreeing"),
    g("h_ok_phrase_percent", "B", "70", "correct", "hash", SEED + "So 70% of the seeds sprouted.\n#### 70", "percent in the phrase, the number after ####"),
    g("h_ok_hash_then_check", "B", "36", "correct", "hash", AGE + "The answer is 36.\n#### 36\n\nCheck: in 12 years Maria is 48 and her son 24; 48 = 2 * 24 ✓", "a check after the #### line"),
    m("h_m_phrase_other_hash", "A", G_PROB, "wrong", "hash", r"There are $\binom{12}{2} = 66$ pairs and $\binom{8}{2} = 14$ red pairs." + "\nThe answer is $\\frac{7}{33}$.\n#### 7/33", "phrase and #### agree on 7/33 (a slip in C(8,2))"),
    m("h_m_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + ".\nThe answer is $2\\sqrt{34}$.\n#### 11.66", "the #### value is a rounded decimal of the exact phrase value: two different final answers"),
    m("h_m_minerva_then_hash_other", "A", G_COMB, "wrong", "hash", COMB + r" $= 560$." + "\n" + MINERVA.format("$560$") + "\n#### 3360", "a Minerva line then #### 3360"),
    m("h_m_phrase_pm_hash_one", "A", G_PM, "wrong", "hash", PM + ".\nThe final answer is $3 \\pm \\sqrt{5}$.\n#### 3 + \\sqrt{5}", "the #### line keeps one root: two different final answers"),
    m("h_m_hash_base_ten", "A", G_BASE, "wrong", "hash", BASE + ".\nThe answer is 100.\n#### 100", "debatable: 100 is the given base-10 number, restated, not the base-6 numeral asked for", True),
    m("h_m_hash_empty", "A", G_SUM, "no_answer", "hash", SUM + ".\nThe answer is\n####", "an empty ####; the sum never evaluated"),
    m("h_m_hash_degrees_for_radians", "A", G_RAD, "wrong", "hash", "The angle is $105^\\circ$.\nThe answer is 105 degrees.\n#### 105", "degrees restated where the gold is radians"),
    m("h_m_ok_phrase_hash", "B", G_SUM, "correct", "hash", SUM_Q + "The answer is 987.\n#### 987", "Qwen steps, phrase and ####"),
    m("h_m_ok_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\n#### 14/33", "a slash fraction after ####"),
    m("h_m_ok_hash_latex", "B", G_SEC, "correct", "hash", SEC + ".\nThe answer is $18\\pi$.\n#### 18\\pi", "LaTeX after ####"),
    m("h_m_ok_hash_sqrt", "B", G_SQ, "correct", "hash", SQ + r" $= 3\sqrt{3}$." + "\n#### 3\\sqrt{3}", "a radical after ####"),
    m("h_m_ok_hash_tuple", "B", G_SYS, "correct", "hash", SYS + "\nThe solution is $(4, -2)$.\n#### (4, -2)", "a tuple after ####"),
    m("h_m_ok_minerva_hash", "B", G_CPX, "correct", "hash", CPX + r" $= 22 + 7i$." + "\n" + MINERVA.format("$22+7i$") + "\n#### 22+7i", "Minerva line and #### agree"),
    m("h_m_ok_hash_pm", "B", G_PM, "correct", "hash", PM + r" $= 3 \pm \sqrt{5}$." + "\nThe answer is $3 \\pm \\sqrt{5}$.\n#### 3 \\pm \\sqrt{5}", "a \\pm pair after ####"),

    # ================================================================ 3. exactness
    g("x_rounded", "A", "15.85", "wrong", "hash", CHE + "#### 15.9", "rounded to 15.9"),
    g("x_near_zero", "A", "0", "wrong", "hash", BOOK.replace("96 - 96 = <<96-96=0>>0", "96 - 95.99 = <<96-95.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_share_for_percent", "A", "70", "wrong", "hash", SEED.replace(" * 100 = <<63/90*100=70>>70 percent", " = <<63/90=0.7>>0.7 of them") + "#### 0.7", "debatable: a share 0.7 for the percent 70 the question asks (round 5's decision)", True),
    g("x_off_tiny", "A", "61200", "wrong", "hash", STAD + "#### 61200.4", "61200.4: relative error under 1e-5, not equal"),
    g("x_ok_trailing_zero", "B", "15.85", "correct", "hash", CHE + "#### 15.850", "a trailing zero"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", BOOK + "#### 0.00", "0.00 for 0"),
    g("x_ok_negative_decimal", "B", "-33", "correct", "boxed", DIVE + "The final position is $\\boxed{-33.0}$ m.", "-33.0 for -33"),
    g("x_ok_fraction", "B", "15.85", "correct", "boxed", CHE + "The total is $\\boxed{\\frac{317}{20}}$ dollars.", "317/20 = 15.85 exactly"),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.42}$", "0.42 for 14/33 = 0.4242..."),
    m("x_m_prob_decimal_long", "A", G_PROB, "wrong", "boxed", PROB_Q + r"As a decimal, $P \approx \boxed{0.4242}$.", "a four-place decimal for 14/33: exact gold, approximate answer"),
    m("x_m_dist_decimal", "A", G_DIST, "wrong", "boxed", DIST_L + "The final answer is: $\\boxed{11.66}$", "a rounded decimal for 2\\sqrt{34} (11.6619...)"),
    m("x_m_sec_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" $\approx \boxed{56.55}$ square units.", "a decimal for 18\\pi (56.548...)"),
    m("x_m_cos_decimal", "A", G_COS, "wrong", "boxed", COS + r" $\approx \boxed{-0.2588}$", "a decimal for an exact radical"),
    m("x_m_cos_sign", "A", G_COS, "wrong", "boxed", COS + r" $= \boxed{\frac{\sqrt{6}-\sqrt{2}}{4}}$", "the sign flipped: cos 105 degrees is negative"),
    m("x_m_log_decimal", "A", G_LOG, "wrong", "boxed", LOG + r" $\approx \boxed{1.861}$.", "a decimal for \\log_5 20 (1.8613...)"),
    m("x_m_rad_as_deg", "A", G_RAD, "wrong", "boxed", r"We convert $105^\circ$ to radians. " + QWEN_END.format(r"105^\circ"), "degrees are not radians"),
    m("x_m_deg_decimal_rad", "A", G_DEG, "wrong", "boxed", r"$\frac{5\pi}{12} \approx 1.309$ radians, so the angle is $\boxed{1.309}$.", "a radian decimal where the gold is 75 degrees"),
    m("x_m_union_complement", "A", G_UNI, "wrong", "boxed", UNI.replace(r"$x \le -3$ or $x \ge 4$", r"$-3 \le x \le 4$") + r" So $x \in \boxed{[-3, 4]}$.", "the complement [-3, 4]"),
    m("x_m_set_missing", "A", G_SET, "wrong", "boxed", SET + r", and dividing by $x$: $\boxed{0, 3}$", "a root missing (-2)"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 + 11x - 3}$", "the middle sign flipped"),
    m("x_m_base_other", "A", G_BASE, "wrong", "boxed", BASE + r", so $100 = \boxed{244_5}$.", "244_5 = 74, another base"),
    m("x_m_repeat_truncated", "A", G_REP, "wrong", "boxed", r"$0.\overline{135} \approx \boxed{0.135}$", "a terminating decimal for 5/37 = 0.135135..."),
    m("x_m_matrix_transposed", "A", G_MAT, "wrong", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 0 & 5 \\ 8 & 12 \end{pmatrix}}$", "the transpose of the product"),
    m("x_m_ok_prob_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{28}{66}}$.", "28/66 = 14/33 unsimplified"),
    m("x_m_ok_prob_repeating", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.\overline{42}}$.", "0.\\overline{42} = 42/99 = 14/33 exactly"),
    m("x_m_ok_dist_sqrt136", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{136}}$.", "\\sqrt{136} = 2\\sqrt{34}"),
    m("x_m_ok_cos_neg", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{-\frac{\sqrt{6}-\sqrt{2}}{4}}$", "the same value with the minus outside"),
    m("x_m_ok_cos_split", "B", G_COS, "correct", "boxed", COS + r" $= \boxed{\frac{\sqrt{2}}{4} - \frac{\sqrt{6}}{4}}$", "the same value split"),
    m("x_m_ok_log_ratio", "B", G_LOG, "correct", "boxed", r"Taking natural logs of $5^x = 20$: $x \ln 5 = \ln 20$, so $x = \boxed{\frac{\ln 20}{\ln 5}}$.", "ln 20 / ln 5 = \\log_5 20"),
    m("x_m_ok_log_split", "B", G_LOG, "correct", "boxed", r"$5^x = 20 = 5 \cdot 4$, so $x = \log_5 5 + \log_5 4 = \boxed{1 + \log_5 4}$.", "1 + \\log_5 4 = \\log_5 20"),
    m("x_m_ok_rad_dfrac", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\dfrac{7\pi}{12}}$", "\\dfrac for \\frac"),
    m("x_m_ok_deg_plain", "B", G_DEG, "correct", "boxed", DEG + r". The angle is $\boxed{75}$ degrees.", "75 for 75^\\circ (README: 30 for 30^\\circ)"),
    m("x_m_ok_union_nospaces", "B", G_UNI, "correct", "boxed", UNI + r" So $x \in \boxed{(-\infty,-3]\cup[4,\infty)}$.", "the union without spaces"),
    m("x_m_ok_set_braces_order", "B", G_SET, "correct", "boxed", SET + r", so the solutions are $\boxed{\{3, 0, -2\}}$.", "a set in braces in another order"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-3 - 11x + 4x^2}$", "the terms in ascending order"),
    m("x_m_ok_base_braces", "B", G_BASE, "correct", "boxed", BASE + r", so $100_{10} = \boxed{244_{6}}$.", "a braced subscript"),
    m("x_m_ok_repeat_frac", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{135}{999}}$.", "135/999 = 5/37 unsimplified"),
    m("x_m_ok_sqrt27", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{\sqrt{27}}$", "\\sqrt{27} = 3\\sqrt3"),
    m("x_m_ok_pm_list", "B", G_PM, "correct", "boxed", PM + r" $= \boxed{3+\sqrt{5},\ 3-\sqrt{5}}$", "both roots listed for 3 \\pm \\sqrt5"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{7i + 22}$", "the parts in the other order"),

    m("x_m_ok_table_last_row", "B", G_PROB, "correct", "lastline", "| Quantity | Value |\n|---|---|\n| Total pairs $\\binom{12}{2}$ | 66 |\n| Red pairs $\\binom{8}{2}$ | 28 |\n| **Probability** | $\\frac{28}{66} = \\frac{14}{33}$ |", "the answer in a table's last row, an equation ending in the gold"),
    m("x_m_table_decimal", "A", G_PROB, "wrong", "lastline", "| Quantity | Value |\n|---|---|\n| Total pairs $\\binom{12}{2}$ | 66 |\n| Red pairs $\\binom{8}{2}$ | 28 |\n| **Probability** | $\\approx 0.424$ |", "a rounded decimal in the table's last row"),
    m("x_m_ok_bold_final", "B", G_SUM, "correct", "phrase", SUM_Q + "**Final Answer:** **987**", "a bold Final Answer line after Qwen steps"),
    m("x_m_prose_ordered", "A", G_COMB, "wrong", "prose", COMB_R1.replace("The problem says a committee, no roles. So 560.", "The problem names the positions (chair, secretary, treasurer), so order matters: 3360.").replace("Hmm, let me also check C(16,13) = C(16,3) = 560. Yes.\n", "") + "Since the three chosen people take different positions, the committee can be formed in 3360 ways.", "the ordered count 3360 stated in the closing prose"),
    m("x_m_ok_lastline_sqrt", "B", G_SQ, "correct", "lastline", SQ + r" $= 3\sqrt{3}$." + "\n\n$3\\sqrt{3}$", "a bare last line with the gold"),
    m("x_m_prose_approx", "A", G_DIST, "wrong", "prose", DIST_L + "Therefore, the distance between the two points is approximately 11.7 units.", "a rounded decimal in the closing prose for 2\\sqrt{34}"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "131", "no_answer", "phrase", ROL + "The answer is not 131.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "131", "no_answer", "hash", ROL + "#### ~~131~~", "struck with ~~, nothing after"),
    g("n_strike_gold_then_other", "A", "131", "wrong", "hash", ROL_SLIP + "#### ~~131~~ 151", "the gold struck, 151 after"),
    g("n_annot_wrong", "A", "40200", "wrong", "boxed", SAL + r"$\boxed{40200}$ (wrong)", "the model marks its box wrong"),
    g("n_cross_mark_bold", "A", "312", "wrong", "phrase", PEN + "**Answer: 312** ❌", "a cross mark after the bold answer"),
    g("n_ok_not_other", "B", "131", "correct", "phrase", ROL + "The answer is not 151 but 131.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "131", "correct", "hash", ROL + "#### ~~151~~ 131", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "312", "correct", "boxed", PEN + r"$\boxed{312}$ ✅", "a check mark after the box"),
    g("n_ok_not_count", "B", "70", "correct", "phrase", SEED + "The answer is 70, not 63; 63 is the number of seeds.", "a harmless 'not' after the gold"),
    g("n_ok_neq_working", "B", "36", "correct", "hash", AGE + "Check: now 36 \\neq 2 \\cdot 12, but in 12 years 48 = 2 \\cdot 24.\n#### 36", "\\neq in the working, the gold after ####"),
    m("n_m_box_neq", "A", G_PROB, "no_answer", "boxed", PROB + r". The answer is $\boxed{\neq \frac{14}{33}}$.", "a box holding \\neq gold"),
    m("n_m_box_not_eq", "A", G_COMB, "no_answer", "boxed", COMB + r", so the count is $\boxed{\not= 560}$.", "a box holding \\not= gold"),
    m("n_m_sout", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \boxed{\sout{22 + 7i}}$", "the gold struck with \\sout, nothing after"),
    m("n_m_sout_then_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{\sout{22 + 7i}\ 2 + 7i}$", "the gold struck, 2 + 7i after"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" $= \boxed{\cancel{18\pi}}$", "a cancelled box"),
    m("n_m_xcancel_then_other", "A", G_SYS, "wrong", "boxed", SYS + r" So $\xcancel{(4, -2)}$ $\boxed{(-2, 4)}$.", "the gold crossed out, (-2, 4) boxed"),
    m("n_m_text_incorrect", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{2\sqrt{34}}$ \text{(incorrect)}", "the model marks its own box incorrect"),
    m("n_m_strike_html", "A", G_SUM, "no_answer", "boxed", SUM + r" $= 987$." + "\n\n<s>$\\boxed{987}$</s>", "the only box struck with <s>"),
    m("n_m_annot_not_correct", "A", G_PM, "wrong", "boxed", PM + r" $= \boxed{3 \pm \sqrt{5}}$ — not correct, see below.", "the model marks the box not correct, nothing below"),
    m("n_m_not_box", "A", G_DEG, "no_answer", "phrase", DEG + r". The answer is not $\boxed{75^\circ}$.", "the boxed gold negated"),
    m("n_m_neq_excludes_root", "A", G_ROOT, "wrong", "boxed", ROOT + r" But $x \neq -4$, so $\boxed{x = \frac{2}{3}}$.", "a \\neq that drops the root -4; the box keeps one root"),
    m("n_m_cross_after", "A", G_LOG, "wrong", "boxed", LOG + r", so $x = \boxed{\log_5 20}$ ✗", "a cross mark after the box"),
    m("n_m_neq_tag", "A", G_BASE, "no_answer", "tag", th(BASE + "\n") + r"<answer>$\neq 244_6$</answer>", "a tag holding \\neq gold"),
    m("n_m_ok_neq_other", "B", G_PROB, "correct", "boxed", PROB_Q + r"Since $\frac{14}{33} \neq \frac{7}{33}$ (a common slip), the answer is $\boxed{\frac{14}{33}}$.", "\\neq on another value, then the gold"),
    m("n_m_ok_sout_other", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{\sout{2 + 7i}\ 22 + 7i}$", "the slip struck, the gold after"),
    m("n_m_ok_cancel_working", "B", G_SQ, "correct", "boxed", r"$\sqrt{75} - \sqrt{12} = \sqrt{25 \cdot 3} - \sqrt{4 \cdot 3} = 5\sqrt{3} - 2\sqrt{3} = \frac{\cancel{3} \cdot 3\sqrt{3}}{\cancel{3}} = \boxed{3\sqrt{3}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_check_mark", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{560}$ ✓", "a check mark after the box"),
    m("n_m_ok_inverse_note", "B", G_INV, "correct", "boxed", INV + r" So $f^{-1}(x) = \boxed{\frac{x+7}{3}}$ (note $f^{-1} \neq \frac{1}{f}$).", "a note with \\neq after the box"),
    m("n_m_ok_not_radians", "B", G_DEG, "correct", "boxed", DEG + r". The answer is $\boxed{75^\circ}$ (degrees, not radians).", "a harmless 'not' naming the unit"),
    m("n_m_ok_not_other_roots", "B", G_ROOT, "correct", "boxed", ROOT + r" The roots are not $4$ and $-\frac{2}{3}$ (a sign slip); they are $\boxed{-4, \frac{2}{3}}$.", "other values negated, the gold boxed"),
    m("n_m_ok_strike_then_gold", "B", G_SUM, "correct", "boxed", SUM + r" $= 987$." + "\n\n~~$\\boxed{1974}$~~ (forgot to halve) $\\boxed{987}$", "the wrong box struck, the gold boxed after"),
    m("n_m_ok_set_ne", "B", G_SET, "correct", "boxed", SET + r", so $x \in \boxed{\{-2, 0, 3\}}$; for instance $x = 1$ fails since $1 - 1 - 6 = -6 \ne 0$.", "a \\ne in a check after the box"),
    m("n_m_ok_text_correct", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{288\pi}$ \text{ (correct)}", "a positive annotation"),
    m("n_m_ok_not_approx", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{2\sqrt{34}}$, not $11.66$, since the exact value is wanted.", "the decimal negated after the exact box"),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "131", "wrong", "phrase", ROL + "The answer is 131 fewer rolls.", "'131 fewer' states a difference, not the rolls left"),
    g("u_dozen_gold", "A", "312", "wrong", "phrase", PEN + "The answer is 312 dozen.", "312 dozen = 3744, not the 312 pencils counted"),
    g("u_negative_word", "A", "-33", "wrong", "hash", DIVE + "#### 33 negative", "debatable: '33 negative' after ####; the marked number is 33", True),
    g("u_thousand", "A", "61200", "wrong", "phrase", STAD + "The answer is 61200 thousand seats.", "61200 thousand = 61,200,000"),
    g("u_years_older", "A", "36", "wrong", "phrase", AGE + "So Maria is 36 years older.", "'36 years older' is an age difference (24 is the real one), not her age"),
    g("u_percent_of", "A", "70", "wrong", "phrase", SEED + "The answer is 70% of 90, which is 63 seeds.", "the last value stated is 63"),
    g("u_per_pound", "A", "15.85", "wrong", "phrase", CHE + "The answer is $6.34 per pound.", "the per-item price"),
    g("u_hours", "A", "275", "wrong", "phrase", TRIP + "275 / 60 = 4.58, so the answer is 4.58 hours.", "the other unit, hours"),
    g("u_ok_dollars", "B", "40200", "correct", "phrase", SAL + "The answer is $40,200 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_dozen_equiv", "B", "312", "correct", "phrase", PEN + "That is 26 dozen, i.e. 312 pencils.", "26 dozen then 312: the last value is the gold"),
    g("u_ok_minutes", "B", "275", "correct", "hash", TRIP + "#### 275 minutes", "the unit named after ####"),
    g("u_ok_miles", "B", "203", "correct", "phrase", CAR + "The car travels 203 miles.", "a unit noun after the value"),
    g("u_ok_years_old", "B", "36", "correct", "phrase", AGE_R1 + "Maria is **36 years old**.", "bold value with 'years old'"),
    g("u_ok_percent_word", "B", "70", "correct", "phrase", SEED + "The answer is 70 percent.", "the word percent"),
    g("u_ok_seats", "B", "61200", "correct", "hash", STAD + "#### 61,200 seats", "a comma and a unit noun after ####"),
    g("u_ok_meters", "B", "-33", "correct", "hash", DIVE + "#### -33 m", "a negative value with m"),
    m("u_m_degree_text_for_rad", "A", G_RAD, "wrong", "boxed", r"The angle is $\boxed{105 \text{ degrees}}$.", "degrees named in \\text where the gold is radians"),
    m("u_m_pi_dropped_units", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{18 \text{ square units}}$", "18 square units drops the \\pi"),
    m("u_m_percent_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{42\%}$", "a rounded percent for 14/33"),
    m("u_m_ordered", "A", G_COMB, "wrong", "boxed", r"$16 \cdot 15 \cdot 14 = \boxed{3360 \text{ ordered triples}}$", "ordered triples, not committees"),
    m("u_m_radians_word", "A", G_DEG, "wrong", "boxed", r"The angle is $\boxed{75 \text{ radians}}$.", "75 radians is not 75 degrees"),
    m("u_m_thousand", "A", G_SUM, "wrong", "boxed", SUM + r" $= \boxed{987 \text{ thousand}}$", "987 thousand is not 987"),
    m("u_m_base_five", "A", G_BASE, "wrong", "boxed", BASE + r", so the answer is $\boxed{244 \text{ in base } 5}$.", "the digits given in base 5 (= 74)"),
    m("u_m_hemisphere", "A", G_SPH, "wrong", "boxed", r"The hemisphere has volume $\frac{2}{3}\pi \cdot 216 = \boxed{144\pi \text{ cubic units}}$.", "half the sphere"),
    m("u_m_pi_dropped_cubic", "A", G_SPH, "wrong", "boxed", SPH + r" $= \boxed{288 \text{ cubic units}}$", "288 cubic units drops the \\pi"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{18\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm3", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{288\pi\ \text{cm}^3}$", "cm^3 in \\text"),
    m("u_m_ok_deg_text", "B", G_DEG, "correct", "boxed", DEG + r". So the angle is $\boxed{75 \text{ degrees}}$.", "degrees in \\text for 75^\\circ"),
    m("u_m_ok_deg_braced", "B", G_DEG, "correct", "boxed", DEG + r" $= \boxed{75^{\circ}}$", "a braced \\circ"),
    m("u_m_ok_rad_text", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{7\pi}{12} \text{ radians}}$", "radians in \\text"),
    m("u_m_ok_dist_units", "B", G_DIST, "correct", "boxed", DIST_L + r"The final answer is: $\boxed{2\sqrt{34} \text{ units}}$", "units in \\text"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{560 \text{ ways}}$", "ways in \\text"),
    m("u_m_ok_sum_text_after", "B", G_SUM, "correct", "boxed", SUM + r" $= \boxed{987}$, which is the sum of the series.", "a clause after the box"),
    m("u_m_ok_base_word", "B", G_BASE, "correct", "boxed", BASE + r", so $100 = \boxed{244_{\text{six}}}$.", "the base named as a word in the subscript"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "131", "wrong", "hash", ROL + "#### 131\n\nEdit: I misread the sales: 335 rolls were sold, so 151.", "Edit: after the answer, 151"),
    g("r_wait_wrong", "A", "40200", "wrong", "phrase", SAL + "**Answer: $40,200**\n\nWait, that's wrong — the bonus was paid the next year, so this year she earns $37,800.", "Wait, that's wrong, then 37800"),
    g("r_never_mind", "A", "312", "wrong", "phrase", PEN + "The answer is 312. Never mind, the question asks for boxes: 26.", "Never mind, then 26"),
    g("r_correction_line", "A", "70", "wrong", "hash", SEED + "#### 70\nCorrection: the answer is the number of seeds, 63.", "Correction: 63"),
    g("r_oops", "A", "203", "wrong", "hash", CAR + "#### 203\n\nOops, the trip took 4.5 hours, not 3.5: 58 * 4.5 = 261.\n#### 261", "Oops, then #### 261 (58 * 4.5 = 261)"),
    g("r_retract_only", "A", "36", "wrong", "hash", AGE + "#### 36\n\nHmm, this doesn't look right. I retract this answer.", "debatable: the model withdraws the gold with nothing new (round 20/21: wrong)", True),
    g("r_ok_edit_format", "B", "131", "correct", "hash", ROL + "#### 131\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "131", "correct", "hash", ROL_SLIP + "#### 151\n\nWait, that's wrong — they sold 355, not 335: 486 - 355 = 131.\n#### 131", "a correction to the gold"),
    g("r_ok_check", "B", "40200", "correct", "hash", SAL + "#### 40200\n\nCheck: 40200 - 2400 = 37800 = 12 * 3150 ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "15.85", "correct", "hash", CHE + "#### 15.85\n\nLet me know if you need anything else!", "a pleasantry after"),
    g("r_ok_wait_confirm", "B", "275", "correct", "phrase", TRIP + "The answer is 275. Wait, let me double-check: 165 + 110 = 275. Yes, 275 minutes.", "Wait, then the same value confirmed"),
    g("r_ok_never_mind_gold", "B", "312", "correct", "phrase", PEN + "The answer is 26. Never mind, that's the boxes; the answer is 312 pencils.", "Never mind, then the gold"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{560}$" + "\n\nActually, the three positions (president, secretary, treasurer) are different, so order matters: $16 \\cdot 15 \\cdot 14 = \\boxed{3360}$.", "a later box 3360"),
    m("r_m_wait_after_final", "A", G_CPX, "wrong", "boxed", CPX_R1 + r1final("22 + 7i") + "\n\nWait, I think I made an error: $-10i^2 = -10$, so the product is $\\boxed{2 + 7i}$.", "a wrong correction after the Final Answer block: the last answer is 2 + 7i"),
    m("r_m_erratum_set", "A", G_SET, "wrong", "boxed", SET + r", so $\boxed{-2, 0, 3}$." + "\n\nErratum: $x = 0$ must be excluded because we divided by $x$; the answer is $\\boxed{-2, 3}$.", "Erratum: then -2, 3"),
    m("r_m_update_interval", "A", G_UNI, "wrong", "boxed", UNI + r" $\boxed{(-\infty, -3] \cup [4, \infty)}$" + "\n\nUpdate: the inequality flips, so it should be $\\boxed{[-3, 4]}$.", "Update: then [-3, 4]"),
    m("r_m_scratch_that", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{4x^2 - 11x - 3}$. Scratch that: $4x^2 - 13x - 3$.", "Scratch that, then 4x^2 - 13x - 3"),
    m("r_m_second_thought_radians", "A", G_DEG, "wrong", "boxed", DEG + r", so $\boxed{75^\circ}$." + "\n\nOn second thought, the angle should stay in radians: $\\boxed{\\frac{5\\pi}{12}}$.", "On second thought, the radian measure: degrees asked"),
    m("r_m_never_mind_matrix", "A", G_MAT, "wrong", "boxed", MAT + r" $= \boxed{" + G_MAT + "}$\n\nNever mind, I multiplied in the wrong order; the product is $\\boxed{" + MAT_BA + "}$.", "Never mind, then BA"),
    m("r_m_correction_bold", "A", G_SUM, "wrong", "boxed", SUM_Q + r"Thus, the answer is \(\boxed{987}\)." + "\n\n**Correction:** there are 20 terms, so the sum is $\\boxed{940}$.", "**Correction:** then 940"),
    m("r_m_wait_after_minerva", "A", G_SQ, "wrong", "phrase", SQ + r" $= 3\sqrt{3}$." + "\n" + MINERVA.format("$3\\sqrt{3}$") + "\n\nWait, that's wrong. $\\sqrt{12} = 3\\sqrt{2}$, so the answer is $5\\sqrt{3} - 3\\sqrt{2}$.", "a wrong correction after the Minerva line is the last answer"),
    m("r_m_withdrawn", "A", G_LOG, "wrong", "boxed", LOG + r", so $x = \boxed{\log_5 20}$." + "\n\nWait, this is wrong. I retract it.", "debatable: the model withdraws the gold with nothing new (round 20/21: wrong)", True),
    m("r_m_that_wrong_restart_cut", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{18\pi}$." + "\n\nNo, that's wrong. Let me start over. The sector area formula is $\\frac{\\theta}{2}r^2$ with $\\theta$ in", "debatable: the box withdrawn, the restart cut before a new value", True),
    m("r_m_ok_check_after_box", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(4, -2)}$" + "\n\nCheck: $4(4) - (-2) = 18$ ✓ and $4 + 2(-2) = 0$ ✓", "a check after the box"),
    m("r_m_ok_wait_confirm", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{560}$" + "\n\nWait, does order matter? No — it is a committee with no roles. So 560 stands.", "Wait, then the same value"),
    m("r_m_ok_correction_to_gold", "B", G_CPX, "correct", "boxed", r"$(3 - 2i)(4 + 5i) = 12 + 7i - 10i^2 = \boxed{2 + 7i}$" + "\n\nWait, that's wrong: $-10i^2 = +10$, so $12 + 10 = 22$ and the product is $\\boxed{22 + 7i}$.", "a correction to the gold"),
    m("r_m_ok_think_candidates", "B", G_SEC, "correct", "boxed", SEC_R1 + "The sector is $\\frac{80}{360} = \\frac{2}{9}$ of the circle, whose area is $81\\pi$.\n\n" + r1final("18\\pi"), "candidates 22.5\\pi and 20.25\\pi in the thinking, the final block the gold"),
    m("r_m_ok_restate_after_box", "B", G_PROB, "correct", "boxed", PROB_Q + qbox(r"\frac{14}{33}") + "\n\nSo the probability that both marbles are red is 14/33.", "a closing sentence after the box restates the same value"),
    m("r_m_ok_edit_typo", "B", G_INV, "correct", "boxed", INV + r" $f^{-1}(x) = \boxed{\frac{x+7}{3}}$" + "\n\nEdit: fixed a typo in step 2 (the answer is unchanged).", "Edit about a typo"),
    m("r_m_ok_verify", "B", G_PM, "correct", "boxed", PM + r" $= \boxed{3 \pm \sqrt{5}}$." + "\n\nHmm, let me verify: $(3 + \\sqrt{5})(3 - \\sqrt{5}) = 9 - 5 = 4$ ✓ and the sum is $6$ ✓.", "a Vieta check after the box"),
    m("r_m_ok_never_mind_degrees", "B", G_DEG, "correct", "boxed", r"The angle is $\frac{5\pi}{12}$. Never mind — the question asks for degrees: " + DEG + r", so $\boxed{75^\circ}$.", "Never mind, then the gold"),
    m("r_m_ok_scratch_gold", "B", G_SET, "correct", "boxed", SET + r", so $\boxed{0, 3}$. Scratch that, I dropped a root: $\boxed{-2, 0, 3}$.", "Scratch that, then the gold"),
    m("r_m_ok_double_check", "B", G_SUM, "correct", "boxed", SUM + r" $= \boxed{987}$." + "\n\nDouble-check: the average term is $(7 + 87)/2 = 47$ and $47 \\times 21 = 987$ ✓", "a double-check after the box"),
    m("r_m_ok_redo_cut", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{18\pi}$." + "\n\nLet me also verify this another way. The sector is $\\frac{2}{9}$ of the circle, so", "debatable: a verification restart cut at the token cap, nothing withdrawn", True),

    # ================================================================ 7. quoted / reported / invented turns / self-set problems
    g("q_teacher_said", "A", "131", "wrong", "phrase", ROL_SLIP + "My teacher said the answer is 131, but I get 151.\nThe answer is 151.", "the gold only reported"),
    g("q_quote_only", "A", "131", "no_answer", "none", 'The answer key says: "#### 131".', "only a quotation of an answer key, no own answer", True),
    g("q_invented_user_turn", "A", "131", "wrong", "hash", ROL_SLIP + "#### 151" + IM_USER + "Isn't it 131? They sold 355.", "the gold only in an invented user turn"),
    g("q_self_set_problem", "A", "40200", "wrong", "hash", SAL_NB + "#### 37800\n\nNow try this one yourself: if she also got a $2,400 bonus, how much would she earn? (Answer: $40,200)", "the gold only as the answer to a self-set new problem"),
    g("q_if_then", "A", "40200", "no_answer", "none", "If the bonus is included, the answer would be 40200; if not, 37800. I need to know which.", "only hypotheticals, no answer committed"),
    g("q_other_part", "A", "36", "wrong", "hash", AGE + "(a) The son is 12.\n(b) Maria is 36.\n#### 12", "the #### line gives part (a)'s value, the son's age"),
    g("q_ok_friend_wrong", "B", "131", "correct", "phrase", ROL + "My friend got 151, but she read 335.\nThe answer is 131.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "312", "correct", "hash", '> "A teacher buys 26 boxes of 12 pencils."\n\n' + PEN + "#### 312", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "40200", "correct", "hash", SAL + "#### 40200\n\nIf there were no bonus, it would be 37800.", "a hypothetical after the committed answer"),
    g("q_ok_turn_after", "B", "15.85", "correct", "hash", CHE + "#### 15.85" + IM_USER + "Thanks! What if it were 3 pounds?" + IM_ASSIST + "Then 3 * 6.34 = 19.02.\n#### 19.02", "an invented next turn with another value after the right answer"),
    g("q_ok_example_first", "B", "275", "correct", "hash", "For example, 1 h 10 min = 70 minutes.\n" + TRIP + "#### 275", "an example with another value first"),
    g("q_ok_parts_labelled", "B", "36", "correct", "hash", "(a) The son's age: s = 12.\n(b) Maria's age: 3 * 12 = 36.\nThe question asks for Maria's age.\n#### 36", "parts labelled, the asked part last"),
    m("q_m_turn_gold", "A", G_PROB, "wrong", "boxed", r"$\binom{8}{2} = 14$ and $\binom{12}{2} = 66$, so the probability is $\boxed{\frac{7}{33}}$." + IM_USER + r"I think it's $\frac{14}{33}$, since $\binom{8}{2} = 28$.", "the gold only in an invented user turn"),
    m("q_m_eot_user_box", "A", G_CPX, "wrong", "boxed", llama(("Multiply", r"$(3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2$."), ("Simplify", r"$= 12 + 7i - 10 = 2 + 7i$.")) + LLAMA_END.format("2 + 7i") + EOT_USER + r"The answer key says $\boxed{22 + 7i}$. Where did you go wrong?", "Llama 3 answer 2 + 7i, the gold only in an invented user turn"),
    m("q_m_self_set_coincidence", "A", G_COMB, "wrong", "boxed", r"$\binom{15}{3} = \frac{15 \cdot 14 \cdot 13}{6} = \boxed{455}$" + "\n\n### Follow-up problem\nHow many ways are there to choose 13 of 16 people?\n\n**Solution:** $\\binom{16}{13} = \\binom{16}{3} = \\boxed{560}$.", "the model's answer 455 (misread 15); 560 only in a self-set follow-up"),
    m("q_m_textbook_key", "A", G_PROB, "wrong", "boxed", r"The textbook's answer key says $\frac{14}{33}$, but my computation gives $\frac{14}{66} = \boxed{\frac{7}{33}}$.", "the gold only reported from a key"),
    m("q_m_if_then", "A", G_SEC, "no_answer", "none", r"If the angle were $100^\circ$, the area would be $\frac{100}{360} \cdot 81\pi = 22.5\pi$; with $90^\circ$ it would be $20.25\pi$.", "only hypotheticals with other angles"),
    m("q_m_suppose_box", "A", G_CPX, "no_answer", "none", r"Suppose the product is $\boxed{22 + 7i}$. Then dividing by $4 + 5i$ should give $3 - 2i$. I could not finish the check.", "debatable: a box under 'Suppose', never asserted", True),
    m("q_m_user_asked", "A", G_SQ, "no_answer", "none", r'You asked: "Is $\sqrt{75} - \sqrt{12}$ equal to $3\sqrt{3}$?" I am not able to verify that right now.', "the gold only inside the question it was asked; no answer"),
    m("q_m_student_solution", "A", G_SUM, "wrong", "boxed", r"A student's solution ends with $\boxed{987}$. Let me redo it: $n = \frac{87 - 7}{4} = 20$ terms, so the sum is $\frac{20 \cdot 94}{2} = \boxed{940}$.", "the gold only as a student's quoted box; the model's own answer 940"),
    m("q_m_invented_assistant", "A", G_DIST, "wrong", "boxed", r"$\sqrt{6^2 + 4^2} = \sqrt{52} = \boxed{2\sqrt{13}}$" + IM_USER + "Try again, the y-difference is 10." + IM_ASSIST + r"$\sqrt{136} = \boxed{2\sqrt{34}}$", "the gold only in an invented assistant turn after an invented user turn"),
    m("q_m_code_comment", "A", G_COMB, "wrong", "boxed", "```python\nfrom math import comb\n# expected: 560\nprint(comb(15, 3))\n```\n```output\n455\n```\n" + r"The number of committees is $\boxed{455}$.", "the gold only in a code comment; the model's answer 455"),
    m("q_m_next_problem", "A", G_SYS, "wrong", "boxed", r"So $x = -2$ and $y = 4$: $\boxed{(-2, 4)}$." + "\n\nProblem 2: Solve $x - y = 6$ and $x + y = 2$.\nAnswer: $(4, -2)$", "the gold only in a self-set next problem (4 - (-2) = 6, 4 + (-2) = 2)"),
    m("q_m_ok_quoted_problem", "B", G_DIST, "correct", "boxed", "> Find the distance between $(0, 7)$ and $(6, -3)$.\n\n" + DIST + r" $= \boxed{2\sqrt{34}}$.", "the problem quoted"),
    m("q_m_ok_common_mistake", "B", G_PROB, "correct", "boxed", r"A common mistake is to get $\frac{7}{33}$ by using $\binom{8}{2} = 14$. In fact " + PROB + r" $= \boxed{\frac{14}{33}}$.", "a wrong value reported as a mistake first"),
    m("q_m_ok_turn_after", "B", G_SPH, "correct", "boxed", SPH + r" $= \boxed{288\pi}$" + IM_USER + "Thanks!", "a harmless invented user turn"),
    m("q_m_ok_hypo_after", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{18\pi}$." + " If the angle were $100^\\circ$, it would be $22.5\\pi$.", "a hypothetical after the box"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $7 = 11_6$. Likewise, " + BASE + r", so $100 = \boxed{244_6}$.", "an example with another value first"),
    m("q_m_ok_suppose_refuted", "B", G_SET, "correct", "boxed", r"Suppose $x = 1$ were a root: $1 - 1 - 6 = -6 \ne 0$. Instead, " + SET + r", so $x = \boxed{-2, 0, 3}$.", "a supposition refuted, then the box"),
    m("q_m_ok_code_output", "B", G_COMB, "correct", "boxed", "```python\nfrom math import comb\nprint(comb(16, 3))\n```\n```output\n560\n```\n" + qbox("560", "The number of committees is"), "a code block's output then the box"),
    m("q_m_ok_practice_after", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{3\sqrt{3}}$." + "\n\n**Practice:** simplify $\\sqrt{48} - \\sqrt{27}$. (Answer: $\\sqrt{3}$.)", "a self-set practice problem with another value after the answer"),
    m("q_m_ok_echo_question", "B", G_COS, "correct", "boxed", r"You asked for $\cos 105^\circ$. " + COS + r" $= \boxed{\frac{\sqrt{2}-\sqrt{6}}{4}}$", "the question echoed first"),
    m("q_m_ok_eot_turn_other", "B", G_COS, "correct", "boxed", COS + r" $= \frac{\sqrt{2} - \sqrt{6}}{4}$." + "\n\n" + LLAMA_END.format(r"\frac{\sqrt{2}-\sqrt{6}}{4}") + EOT_USER + "Now do $\\sin 105^\\circ$." + EOT_ASSIST + r"$\sin 105^\circ = \boxed{\frac{\sqrt{6}+\sqrt{2}}{4}}$", "an invented next turn with another box after the right answer"),
    m("q_m_ok_parts", "B", G_SYS, "correct", "boxed", "(a) From the second equation, $x = -2y$.\n(b) Substituting, $-9y = 18$, so $y = -2$ and $x = 4$.\nTherefore $\\boxed{(4, -2)}$.", "steps labelled (a), (b), then the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "131", "no_answer", "none", "", "an empty completion"),
    g("b_nul_inside", "A", "131", "no_answer", "hash", ROL + "#### 13\x001", "a NUL inside the number: bad input"),
    g("b_nul_after_gold", "A", "131", "no_answer", "hash", ROL + "#### 131\x00", "the gold, then a NUL: bad input (brief's rule: a NUL anywhere makes the pair bad input)"),
    g("b_nul_start", "A", "312", "no_answer", "hash", "\x00" + PEN + "#### 312", "a NUL first, then a right answer: bad input (a NUL anywhere)"),
    g("b_nul_gold", "A", "70\x00", "no_answer", "hash", SEED + "#### 70", "a NUL in the gold: the pair is bad input"),
    g("b_fullwidth_other", "A", "131", "wrong", "hash", ROL_SLIP + "#### １５１", "full-width 151"),
    g("b_huge_other", "A", "131", "wrong", "hash", ROL_SLIP + "Let me re-check the subtraction. 486 - 335 = 151.\n" * 4000 + "#### 151", "a long repetition (about 200 KB), then the misread 151"),
    g("b_ok_bom", "B", "131", "correct", "hash", "\ufeff" + ROL + "#### 131", "a BOM first"),
    g("b_ok_crlf", "B", "40200", "correct", "hash", (SAL + "#### 40200").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "312", "correct", "hash", PEN + "#### ３１２", "full-width digits"),
    g("b_ok_zwsp", "B", "70", "correct", "hash", SEED + "#### 70\u200b", "a zero-width space after the answer"),
    g("b_ok_nbsp_trailing", "B", "61200", "correct", "hash", STAD + "#### 61,200\u00a0", "a trailing no-break space"),
    g("b_ok_gold_space", "B", " 203 ", "correct", "hash", CAR + "#### 203", "a gold with spaces"),
    g("b_ok_huge_right", "B", "15.85", "correct", "hash", "Let me re-check the calculation. 2.5 * 6.34 = 15.85.\n" * 3000 + CHE + "#### 15.85", "a long repetition (about 160 KB), then the gold"),
    m("b_m_nul_after_box", "A", G_PROB, "no_answer", "boxed", PROB + r" $= \boxed{\frac{14}{33}}$" + "\x00", "a NUL after the right box: bad input"),
    m("b_m_nul_in_box", "A", G_DIST, "no_answer", "boxed", DIST + r" $= \boxed{2\sqrt{34}" + "\x00" + "}$", "a NUL inside the right box: bad input"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{56", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{560}", "wrong", "boxed", r"$\binom{15}{3} = \boxed{455}$", "a gold stored boxed; the model's 455"),
    m("b_m_escape_other", "A", G_CPX, "wrong", "boxed", CPX.replace("+ 10", "- 10") + r" $= \boxed{2 + 7i}$" + "\x1b[0m", "an ANSI escape after the slip 2 + 7i"),
    m("b_m_empty_box", "A", G_SPH, "no_answer", "boxed", SPH + r" $= \boxed{}$", "an empty box"),
    m("b_m_whitespace", "A", G_SQ, "no_answer", "none", "\n\n   \t\n", "only whitespace"),
    m("b_m_nul_in_gold", "A", G_SEC + "\x00", "no_answer", "boxed", SEC + r" $= \boxed{18\pi}$", "a NUL in the gold: the pair is bad input"),
    m("b_m_loop_cut", "A", G_PROB, "no_answer", "none", "We need $\\binom{12}{2} = 66$. " * 3000, "a repetition loop cut at the token cap, no answer"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{987}", "correct", "boxed", SUM + r" $= \boxed{987}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$3\sqrt{3}$", "correct", "boxed", SQ + r" $= \boxed{3\sqrt3}$", "a gold stored in $...$; \\sqrt3 without braces"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{18\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_crlf", "B", G_MAT, "correct", "boxed", (MAT + "\n\n" + r"$\boxed{\begin{pmatrix} 0 & 8 \\ 5 & 12 \end{pmatrix}}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_bom", "B", G_COMB, "correct", "boxed", "\ufeff" + COMB + r" $= \boxed{560}$", "a BOM first"),
    m("b_m_ok_tabs", "B", G_SYS, "correct", "boxed", SYS + "\t\n" + r"$\boxed{(4,\ -2)}$" + "\t \n", "tabs and trailing spaces"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "boxed", "The distance is √(36 + 100) = √136 = 2√34.\n\n" + r"$\boxed{2\sqrt{34}}$", "Unicode radicals in the working, LaTeX box"),
    m("b_m_ok_escape_after", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{22 + 7i}$" + "\x1b[0m", "an ANSI escape after the right box; debatable: control characters are not NUL", True),
    m("b_m_ok_huge_think", "B", G_RAD, "correct", "tag", th("105 degrees times pi over 180. 105/180 = 7/12. So 7pi/12.\n" * 2500) + r"<answer>$\frac{7\pi}{12}$</answer>", "a long thinking block (about 150 KB), then the tag"),
]
# fmt: on

DECISIONS = {
    "h_sign_lost": (
        "reject",
        "the marked #### value is 33, not -33; 'below the surface' in the phrase does not change the marked value",
    ),
    "h_m_hash_base_ten": (
        "reject",
        "100 is the given number restated in base 10; the question asks for its base-6 numeral, so no answer to it was given",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the question asks for (round 5's GSM8K decision)",
    ),
    "u_negative_word": ("reject", "the marked number is 33; a trailing word does not make it -33"),
    "r_retract_only": (
        "reject",
        "a value the model withdraws with nothing new is wrong (rounds 20-21)",
    ),
    "r_m_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (rounds 20-21)",
    ),
    "r_m_that_wrong_restart_cut": (
        "reject",
        "'No, that's wrong. Let me start over.' withdraws the box; the restart is cut before any value",
    ),
    "r_m_ok_redo_cut": (
        "accept",
        "'Let me also verify' withdraws nothing; the cut verification leaves the committed box final",
    ),
    "q_quote_only": ("reject", "only a quotation of an answer key, no answer of the model's own"),
    "q_m_suppose_box": (
        "reject",
        "a box under 'Suppose', with a failed check, is not asserted as the answer",
    ),
    "b_m_ok_escape_after": (
        "accept",
        "the brief makes only a NUL or a lone surrogate bad input; an ANSI escape after the right box leaves a readable right answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    # write_probes writes beside corpus_build.py; outside the corpus folder write beside this file.
    _here = Path(__file__).resolve().parent
    if _here != corpus_build.HERE.resolve():
        corpus_build.HERE = _here
    write_probes("adversarial_redteam115", CASES, [], DECISIONS)
