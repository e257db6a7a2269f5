r"""Build adversarial_redteam36.jsonl: a thirty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam36", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker (or any grader) on a probe, and handed over BEFORE any scoring. Not model output. Read were
only: `issues show 25`, corpus/README.md ("How each source was labelled" and the sources table, to
avoid reusing problems), corpus_build.py (g, m, th, write_probes, IM_USER) and
build_adversarial_redteam21.py (structure, conventions, label rules). Written at the same time as
rounds 34 and 35 by other helpers, without reading their files or rounds 22-33.

Aim of this round: MATH notation and exactness (about 70 % MATH, 30 % GSM8K). Kind B: the same
value in the notations real models write (\dfrac, \tfrac, a/b, \frac16 without braces, mixed
numbers, \left( \right), intervals as inequalities, unions in either order or as a complement,
solution sets { }, ordered pairs as `x = , y = `, \pm pairs, pmatrix / bmatrix / array / tuple /
angle-bracket vectors, degrees with ^\circ or words, \text{} units, `x = ` prefixes, equal radicals
and powers, exact repeating decimals, scientific notation for a GSM8K integer, base subscripts,
percent forms). Kind A: values close to the gold but not equal (a decimal for an exact irrational
or repeating gold, a rounded or truncated value, a missing root, a missing or closed endpoint, a
wrong bracket, a sign slip, a swapped tuple, a transposed matrix, a near-zero extra term, an extra
solution), and negated, annotated or struck-out boxes; plus every class of the issue.

217 probes: kind A 113 / B 104 (48 % B); MATH 159, GSM8K 58; 3 `debatable`, each with a proposed
decision. Classes: x_ 89, t_ 34, n_ 20, u_ 17, q_ 15, h_ 14, r_ 14, b_ 14.

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
- AGE: Maria is 3 times as old as her son; in 12 years she will be twice his age. 3s + 12 =
  2(s + 12) -> s = 12, Maria 36 (check 48 = 2 * 24). Wrong values: 12 (the son), 48 (Maria in
  12 years), 24 (the difference).
- RATIO: 96 students, boys : girls = 5 : 7, how many girls? 96 / 12 = 8, 7 * 8 = 56 (boys
  5 * 8 = 40; 56 + 40 = 96).
- REM: 250 candies in bags of 12, how many left over? 20 * 12 = 240, 250 - 240 = 10
  (250 / 12 = 20.83...).
- SHIRT: $36 shirt, 15 % off: 0.15 * 36 = 5.40, 36 - 5.40 = 30.60 (slip 30.06).
- BAL: $125 balance, three checks of $58: 3 * 58 = 174, 125 - 174 = -49 (sign lost: 49).
- AVG: 78, 85, 92, 88: sum 343, 343 / 4 = 85.75 = 85 3/4 (rounded 85.8, 86; truncated 85.7).
- BOLT: 2,500 bolts a day for 48 days: 48 * 2500 = 120000 = 1.2 * 10^5 (1.2 million = 1,200,000
  is not).
- RATE: pipes filling in 6 h and 12 h: 1/6 + 1/12 = 3/12 = 1/4, together 4 hours (average 9,
  sum 18 are wrong).
MATH
- PR: 7 red, 5 blue, two drawn, both red: C(7,2) / C(12,2) = 21 / 66 = 7/22 = 0.3181818...
  = 0.3\overline{18} (0.318, 0.32 are decimals of it; 7/12 wrong).
- LOG: 2^x = 12 -> x = \log_2 12 = 2 + \log_2 3 = \ln 12 / \ln 2 = 3.58496... (\log_{12} 2 is its
  reciprocal).
- GEO: 3 + 6 + ... + 1536 (ten terms, 3 * 2^9 = 1536): 3(2^10 - 1) = 3 * 1023 = 3069 (3072 =
  3 * 2^10 wrong).
- VEC: (2, -1, 3) x (1, 4, -2) = ((-1)(-2) - 3*4, 3*1 - 2*(-2), 2*4 - (-1)*1) = (-10, 7, 9);
  checks: dot with u -20 - 7 + 27 = 0, with v -10 + 28 - 18 = 0. v x u = (10, -7, -9).
- CIRC: circumradius of the 7-24-25 right triangle (49 + 576 = 625) = 25/2 = 12.5.
- QR: x^2 - 4x - 1 = 0 -> (4 +- sqrt20)/2 = 2 +- sqrt5 (2 + sqrt5 = 4.2360..., 2 - sqrt5 =
  -0.2360...); check (2 + sqrt5)^2 - 4(2 + sqrt5) - 1 = 9 + 4sqrt5 - 8 - 4sqrt5 - 1 = 0.
- INQ: x^2 - x - 12 < 0, (x - 4)(x + 3) < 0 -> (-3, 4) (open).
- UNI: |2x - 1| > 5 -> x > 3 or x < -2 -> (-\infty, -2) \cup (3, \infty) = R \ [-2, 3].
- ANG: interior angle of a regular 12-gon: 180 * 10 / 12 = 150 degrees (sum 1800, exterior 30).
- CX: (3 - 2i)^2 = 9 - 12i + 4i^2 = 5 - 12i (conjugate 5 + 12i; i^2 = +1 slip 13 - 12i);
  |5 - 12i| = 13 = |3 - 2i|^2.
- B7: 100 in base 7: 2 * 49 + 0 * 7 + 2 = 100 -> 202_7 (220_7 = 2*49 + 2*7 = 112 wrong).
- SYS: 3x + 2y = 1, x - y = 7 -> x = y + 7, 5y + 21 = 1, y = -4, x = 3: (3, -4); checks 9 - 8 = 1,
  3 + 4 = 7.
- POL: (3x + 5)(2x - 3) = 6x^2 - 9x + 10x - 15 = 6x^2 + x - 15 (slip 6x^2 - x - 15).
- CB: C(10, 3) = 720 / 6 = 120 (720 = P(10, 3) wrong).
- REP: 0.1\overline{6}: 100x - 10x = 16.66... - 1.66... = 15, x = 15/90 = 1/6 (16/99 =
  0.1616... is the misread; 0.167, 0.1666 decimals).
- SPH: sphere of radius 3: 4/3 * pi * 27 = 36\pi = 113.097... (36 * 3.14 = 113.04; radius 1.5:
  4/3 * pi * 3.375 = 9\pi/2).
- RAD: sqrt50 + sqrt18 = 5sqrt2 + 3sqrt2 = 8\sqrt2 = sqrt128 = 2^{7/2} = 11.3137... (sqrt68 wrong).
- TRIG: cos 210 deg = -cos 30 deg = -\sqrt3/2 = -0.8660...
- INV: inverse of [[2, 1], [5, 3]]: det 6 - 5 = 1 -> [[3, -1], [-5, 2]]; check [[2,1],[5,3]] *
  [[3,-1],[-5,2]] = [[6-5, -2+2], [15-15, -5+6]] = I. Transposed [[3, -5], [-1, 2]] wrong.
- CR: cube root of 54 = cube root of 27 * 2 = 3\sqrt[3]{2} = 3 * 1.2599... = 3.7797... (3\sqrt2
  wrong).
- ZERO: the sum of the roots of x^2 - 49 = 0: 7 + (-7) = 0.
- ROPE: a 58 m rope cut into 8 equal pieces: 58/8 = 29/4 = 7.25 = 7 1/4 m.
- PCT: 52 as a percent of 160: 52/160 = 13/40 = 0.325 -> 32.5 % = 65/2 % (33 % rounded).
- AS: 7, 11, 15, ...: a_20 = 7 + 19 * 4 = 83 (7 + 20 * 4 = 87 wrong).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact against decimal, equal notations); `n_` negation,
strike-out, annotation; `u_` words after a number (chosen so the label does not depend on the
unseen question: the working states the facts); `r_` retractions after the answer and harmless
after-text; `q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON
corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How each source was labelled") and round 21's conventions: the last
final answer counts; a hedge, two different final answers or a right value only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`
(an exact decimal such as 12.5 for 25/2, a mixed number, an exact repeating decimal); a decimal
for an exact irrational or repeating gold is `wrong`; a missing root or endpoint, a wrong bracket,
a swapped pair, an extra solution is `wrong`; a value the model itself marks wrong is `wrong`; an
explicit correction after an answer makes the corrected value the final one; a check, an
equivalent form or a pleasantry after a committed answer does not replace it; text in an invented
next turn does not count; in an <answer> tag a sentence, an equation chain or a box is read for the
value it states. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam36.py
"""

from corpus_build import IM_USER, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- ages: gold 36 (3s + 12 = 2s + 24 -> s = 12; 3 * 12 = 36; in 12 years 48 = 2 * 24).
AGE = "Let the son be s years old, so Maria is 3s. In 12 years 3s + 12 = 2(s + 12), so s = 12.\nMaria is 3 * 12 = <<3*12=36>>36 years old.\n"
# --- ratio: gold 56 girls (96 / 12 = 8; 7 * 8 = 56; boys 5 * 8 = 40).
RATIO = "The question asks for the number of girls. The ratio 5:7 has 12 parts, 96 / 12 = <<96/12=8>>8 students a part.\nThere are 7 * 8 = <<7*8=56>>56 girls and 5 * 8 = <<5*8=40>>40 boys.\n"
# --- remainder: gold 10 left over (20 * 12 = 240; 250 - 240 = 10).
REM = "The question asks how many candies are left over. 20 full bags of 12 hold 20 * 12 = <<20*12=240>>240 candies, so 250 - 240 = <<250-240=10>>10 are left over.\n"
# --- discount: gold 30.6 (0.15 * 36 = 5.4; 36 - 5.4 = 30.6).
SHIRT = "15% of $36 is 0.15 * 36 = <<0.15*36=5.4>>5.40 dollars, so the shirt costs 36 - 5.40 = <<36-5.4=30.6>>30.60 dollars.\n"
# --- balance: gold -49 (3 * 58 = 174; 125 - 174 = -49).
BAL = "The three checks total 3 * 58 = <<3*58=174>>174 dollars, so the balance is 125 - 174 = <<125-174=-49>>-49 dollars.\n"
# --- average: gold 85.75 (78 + 85 + 92 + 88 = 343; 343 / 4 = 85.75).
AVG = "The scores sum to 78 + 85 + 92 + 88 = <<78+85+92+88=343>>343, so the average is 343 / 4 = <<343/4=85.75>>85.75.\n"
# --- bolts: gold 120000 (48 * 2500 = 120000).
BOLT = "48 days at 2,500 bolts a day make 48 * 2500 = <<48*2500=120000>>120000 bolts.\n"
# --- pipes: gold 4 (1/6 + 1/12 = 2/12 + 1/12 = 3/12 = 1/4 of the tank an hour).
RATE = "The question asks how many hours the two pipes take together. Pipe A fills 1/6 of the tank an hour and pipe B 1/12, together 1/6 + 1/12 = 3/12 = 1/4 of the tank an hour.\nSo together they fill it in 4 hours.\n"

# ================================================================ MATH working (each stops before its final value)
G_PR = r"\frac{7}{22}"  # 21/66 = 7/22 = 0.31818...
PR = r"There are $\binom{7}{2} = 21$ ways to draw two red marbles out of $\binom{12}{2} = 66$ pairs, so the probability is $\frac{21}{66}$"
G_LOG = r"\log_2 12"  # = 2 + log_2 3 = 3.58496...
LOG = r"Taking $\log_2$ of both sides of $2^x = 12$ gives $x = \log_2 12 = \log_2 4 + \log_2 3$"
G_GEO = "3069"  # 3 * (1024 - 1) = 3069
GEO = r"The ten terms $3, 6, 12, \dots, 1536$ sum to $3 \cdot \frac{2^{10} - 1}{2 - 1} = 3 \cdot 1023$"
G_VEC = r"\begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}"  # (2,-1,3) x (1,4,-2)
VEC = r"With $\mathbf{u} = (2, -1, 3)$ and $\mathbf{v} = (1, 4, -2)$, $\mathbf{u} \times \mathbf{v} = \big((-1)(-2) - (3)(4),\ (3)(1) - (2)(-2),\ (2)(4) - (-1)(1)\big)$"
G_CIRC = r"\frac{25}{2}"  # hypotenuse 25, R = 25/2
CIRC = r"Since $7^2 + 24^2 = 49 + 576 = 625 = 25^2$, the triangle is right-angled, so its circumradius is half of the hypotenuse, $\frac{1}{2} \cdot 25$"
G_QR = r"2 \pm \sqrt{5}"  # x^2 - 4x - 1 = 0
QR = r"The equation $x^2 - 4x - 1 = 0$ has two roots. By the quadratic formula, $x = \frac{4 \pm \sqrt{16 + 4}}{2} = \frac{4 \pm \sqrt{20}}{2}$"
G_INQ = "(-3, 4)"  # (x - 4)(x + 3) < 0
INQ = r"$x^2 - x - 12 = (x - 4)(x + 3) < 0$ holds strictly between the roots $-3$ and $4$."
G_UNI = r"(-\infty, -2) \cup (3, \infty)"  # |2x - 1| > 5
UNI = r"$|2x - 1| > 5$ means $2x - 1 > 5$, so $x > 3$, or $2x - 1 < -5$, so $x < -2$."
G_ANG = r"150^\circ"  # 1800 / 12
ANG = r"The interior angles of a regular $12$-gon sum to $180^\circ \cdot (12 - 2) = 1800^\circ$, so each is $\frac{1800^\circ}{12}$"
G_CX = "5 - 12i"  # 9 - 12i - 4
CX = r"$(3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4$"
G_B7 = "202_7"  # 2*49 + 0*7 + 2 = 100
B7 = r"$100 = 2 \cdot 49 + 0 \cdot 7 + 2$, so in base $7$ the digits are $2, 0, 2$"
G_SYS = "(3, -4)"  # y = -4, x = 3
SYS = r"From $x - y = 7$, $x = y + 7$; then $3(y + 7) + 2y = 1$ gives $5y = -20$, so $y = -4$ and $x = 3$."
G_POL = "6x^2 + x - 15"  # 6x^2 - 9x + 10x - 15
POL = r"$(3x + 5)(2x - 3) = 6x^2 - 9x + 10x - 15$"
G_CB = "120"  # 720 / 6
CB = r"$\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3 \cdot 2 \cdot 1} = \frac{720}{6}$"
G_REP = r"\frac{1}{6}"  # 15/90
REP = r"Let $x = 0.1\overline{6}$. Then $100x - 10x = 16.\overline{6} - 1.\overline{6} = 15$, so $x = \frac{15}{90}$"
G_SPH = r"36\pi"  # 4/3 pi 27
SPH = r"The sphere has radius $3$, so its volume is $\frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27$"
G_RAD = r"8\sqrt{2}"  # 5 sqrt2 + 3 sqrt2
RAD = r"$\sqrt{50} + \sqrt{18} = 5\sqrt{2} + 3\sqrt{2}$"
G_TRIG = r"-\frac{\sqrt{3}}{2}"  # cos 210
TRIG = r"$210^\circ$ lies in the third quadrant with reference angle $30^\circ$, so $\cos 210^\circ = -\cos 30^\circ$"
G_INV = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"  # det 1
INV = r"$\det \begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix} = 6 - 5 = 1$; swap the diagonal entries, negate the off-diagonal ones and divide by $1$"
G_CR = r"3\sqrt[3]{2}"  # cbrt(27 * 2)
CR = r"$\sqrt[3]{54} = \sqrt[3]{27 \cdot 2}$"
G_ZERO = "0"  # 7 + (-7)
ZERO = r"The roots of $x^2 - 49 = 0$ are $7$ and $-7$, so their sum is $7 + (-7)$"
G_ROPE = r"\frac{29}{4}"  # 58 / 8
ROPE = r"The $58$ m rope is cut into $8$ equal pieces, each $\frac{58}{8}$ m long"
G_PCT = r"32.5\%"  # 52 / 160 = 0.325
PCT = r"$\frac{52}{160} = \frac{13}{40} = 0.325$ of $160$ is $52$"
G_AS = "83"  # 7 + 76
AS = r"The common difference is $4$, so $a_{20} = 7 + 19 \cdot 4 = 7 + 76$"


def bx(work: str, value: str, rel: str = "=") -> str:
    """`work` then ` $rel \\boxed{value}$.`: a MATH working closed by a box."""
    return work + " $" + rel + r" \boxed{" + value + "}$."


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_boys", "A", "56", "wrong", "tag", th(RATIO) + "<answer>There are 40 boys.</answer>", "a sentence in the tag states the boys, 40; the girls were asked"),
    g("t_equation_quotient", "A", "10", "wrong", "tag", th(REM) + "<answer>250 / 12 = 20.83</answer>", "an equation chain ending 20.83"),
    g("t_box_sign_lost", "A", "-49", "wrong", "tag", th(BAL) + r"<answer>\boxed{49}</answer>", "a box in the tag, the sign lost"),
    g("t_placeholder", "A", "36", "no_answer", "tag", th(AGE) + "<answer>...</answer>", "an ellipsis placeholder in the tag"),
    g("t_sci_power_slip", "A", "120000", "wrong", "tag", th(BOLT) + r"<answer>$1.2 \times 10^6$</answer>", "scientific notation with the wrong power (1,200,000)"),
    m("t_m_one_root", "A", G_QR, "wrong", "tag", th(QR + ".\n") + r"<answer>The solution is $x = 2 + \sqrt{5}$.</answer>", "a sentence in the tag with one root of two"),
    m("t_m_box_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + r"<answer>$\boxed{(-4, 3)}$</answer>", "a boxed pair in the tag, swapped"),
    m("t_m_equation_slip", "A", G_CX, "wrong", "tag", th(CX + "\n") + r"<answer>$(3 - 2i)^2 = 9 + 4 - 12i = 13 - 12i$</answer>", "an equation chain in the tag ending 13 - 12i"),
    m("t_m_closed_interval", "A", G_INQ, "wrong", "tag", th(INQ + "\n") + r"<answer>$[-3, 4]$</answer>", "closed brackets for an open interval"),
    m("t_m_two_tags", "A", G_B7, "wrong", "tag", th(B7 + ".\n") + "<answer>202_7</answer>\n<answer>220_7</answer>", "two tags, the last 220_7"),
    m("t_m_empty_box", "A", G_CB, "no_answer", "tag", th(CB + " $= 120$.\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag; 120 only in the thinking"),
    m("t_m_decimal", "A", G_SPH, "wrong", "tag", th(SPH + ".\n") + r"<answer>$\approx 113.1$</answer>", "a decimal for 36\\pi in the tag"),
    m("t_m_sentence_two_values", "A", G_REP, "wrong", "tag", th(REP + ".\n") + r"<answer>My first estimate was $\frac{1}{6}$; the final answer is $\frac{16}{99}$.</answer>", "the sentence's final value is 16/99"),
    m("t_m_transposed", "A", G_INV, "wrong", "tag", th(INV + ".\n") + r"<answer>$\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$</answer>", "the transposed matrix in the tag"),
    m("t_m_unclosed_think", "A", G_SPH, "no_answer", "truncated", "<think>\n" + SPH + r" $= 36\pi$." + "\n", "cut inside the thinking, no tag"),
    m("t_m_vector_sign", "A", G_VEC, "wrong", "tag", th(VEC + ".\n") + r"<answer>$\begin{pmatrix} 10 \\ -7 \\ -9 \end{pmatrix}$</answer>", "v x u, every sign flipped"),
    m("t_m_union_closed", "A", G_UNI, "wrong", "tag", th(UNI + "\n") + r"<answer>$x \in (-\infty, -2] \cup [3, \infty)$</answer>", "the endpoints included"),
    g("t_ok_sci", "B", "120000", "correct", "tag", th(BOLT) + r"<answer>$1.2 \times 10^5$</answer>", "scientific notation, exactly 120000"),
    g("t_ok_sentence_dollars", "B", "30.6", "correct", "tag", th(SHIRT) + "<answer>The shirt costs $30.60.</answer>", "a sentence with a dollar sign and a trailing zero"),
    g("t_ok_equation", "B", "85.75", "correct", "tag", th(AVG) + "<answer>343 / 4 = 85.75</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_negative", "B", "-49", "correct", "tag", th(BAL) + r"<answer>$\boxed{-49}$</answer>", "a negative box in math mode in the tag"),
    m("t_m_ok_dfrac", "B", G_PR, "correct", "tag", th(PR + ".\n") + r"<answer>$\dfrac{7}{22}$</answer>", "\\dfrac in the tag"),
    m("t_m_ok_sentence_pm", "B", G_QR, "correct", "tag", th(QR + ".\n") + r"<answer>The roots are $x = 2 \pm \sqrt{5}$.</answer>", "a sentence with x = and \\pm"),
    m("t_m_ok_box_pmatrix", "B", G_VEC, "correct", "tag", th(VEC + ".\n") + r"<answer>$\boxed{\begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}}$</answer>", "a boxed pmatrix in the tag"),
    m("t_m_ok_left_right", "B", G_INQ, "correct", "tag", th(INQ + "\n") + r"<answer>$x \in \left( -3, 4 \right)$</answer>", "x \\in with \\left( \\right)"),
    m("t_m_ok_degrees_sentence", "B", G_ANG, "correct", "tag", th(ANG + ".\n") + r"<answer>Each interior angle measures $150^\circ$.</answer>", "a sentence with ^\\circ"),
    m("t_m_ok_base_braces", "B", G_B7, "correct", "tag", th(B7 + ".\n") + r"<answer>$202_{7}$</answer>", "the subscript in braces"),
    m("t_m_ok_equation_chain", "B", G_CX, "correct", "tag", th(CX + "\n") + r"<answer>$(3 - 2i)^2 = 9 - 12i - 4 = 5 - 12i$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_x_y", "B", G_SYS, "correct", "tag", th(SYS + "\n") + r"<answer>$x = 3$, $y = -4$</answer>", "the pair as x = , y ="),
    m("t_m_ok_mixed", "B", G_ROPE, "correct", "tag", th(ROPE + ".\n") + r"<answer>$7\frac{1}{4}$</answer>", "a mixed number for 29/4"),
    m("t_m_ok_frac_nobraces", "B", G_REP, "correct", "tag", th(REP + ".\n") + r"<answer>\frac16</answer>", "\\frac16 without braces or dollars"),
    m("t_m_ok_union_order", "B", G_UNI, "correct", "tag", th(UNI + "\n") + r"<answer>$(3, \infty) \cup (-\infty, -2)$</answer>", "the union's pieces in the other order"),
    m("t_m_ok_set", "B", G_QR, "correct", "tag", th(QR + ".\n") + r"<answer>$\{2 - \sqrt{5},\ 2 + \sqrt{5}\}$</answer>", "the roots as a set"),
    m("t_m_ok_unclosed_tag", "B", G_AS, "correct", "tag", th(AS + ".\n") + "<answer>83", "an answer tag never closed (issue item 3)"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_hash_later_age", "A", "36", "wrong", "hash", AGE + "In 12 years she will be 48.\nThe answer is: #### 48", "the phrase and #### give 48, her age in 12 years"),
    g("h_answer_colon_son", "A", "36", "wrong", "hash", AGE + "Answer: #### 12", "Answer: #### with the son's age"),
    g("h_final_hash_rounded", "A", "85.75", "wrong", "hash", AVG + "Final Answer: #### 86", "Final Answer: #### with a rounded value"),
    g("h_so_hash_sign", "A", "-49", "wrong", "hash", BAL + "So the answer is #### 49", "So the answer is #### with the sign lost"),
    g("h_phrase_gold_hash_other", "A", "56", "wrong", "hash", RATIO + "The answer is 56.\n#### 40", "phrase 56 then #### 40: two different final answers"),
    g("h_hash_empty", "A", "10", "no_answer", "hash", REM + "So the answer is ####", "an empty #### after the phrase; 10 only in the working"),
    m("h_m_hash_decimal", "A", G_RAD, "wrong", "hash", RAD + r" $= 8\sqrt{2} \approx 11.31$." + "\nThe answer is: #### 11.31", "the #### value is the decimal of 8\\sqrt2"),
    g("h_ok_so_hash", "B", "36", "correct", "hash", AGE + "So the answer is #### 36", "So the answer is #### (issue's literal shape)"),
    g("h_ok_answer_colon", "B", "56", "correct", "hash", RATIO + "Answer: #### 56", "Answer: ####"),
    g("h_ok_final_answer", "B", "30.6", "correct", "hash", SHIRT + "Final Answer: #### 30.60", "Final Answer: #### with a trailing zero"),
    g("h_ok_is_colon_negative", "B", "-49", "correct", "hash", BAL + "The answer is: #### -49", "The answer is: #### with a negative"),
    g("h_ok_bold", "B", "10", "correct", "hash", REM + "**Final answer:** #### 10", "bold marker then ####"),
    m("h_m_ok_phrase_hash", "B", G_CB, "correct", "hash", CB + " $= 120$.\nThe answer is: #### 120", "a MATH answer after The answer is: ####"),
    m("h_m_ok_hash_frac", "B", G_REP, "correct", "hash", REP + ".\nFinal Answer: #### \\frac{1}{6}", "Final Answer: #### with a LaTeX fraction"),

    # ================================================================ 3. exactness
    # --- GSM8K
    g("x_rounded_tenth", "A", "85.75", "wrong", "hash", AVG + "#### 85.8", "rounded to 85.8"),
    g("x_digit_slip", "A", "30.6", "wrong", "hash", SHIRT + "#### 30.06", "30.06 for 30.60"),
    g("x_tolerance_big", "A", "120000", "wrong", "hash", BOLT + "#### 120000.01", "120000.01: a relative tolerance trap"),
    g("x_negative_near", "A", "-49", "wrong", "hash", BAL + "#### -49.001", "-49.001: a tolerance trap"),
    g("x_ok_sci_phrase", "B", "120000", "correct", "answer_is", BOLT + r"The answer is $1.2 \times 10^5$.", "scientific notation written exactly"),
    g("x_ok_latex_comma", "B", "120000", "correct", "boxed", BOLT + r"The answer is $\boxed{120{,}000}$.", "a LaTeX {,} thousands separator"),
    g("x_ok_frac", "B", "85.75", "correct", "boxed", AVG + r"The average is $\boxed{\frac{343}{4}}$.", "343/4 = 85.75"),
    g("x_ok_mixed", "B", "85.75", "correct", "boxed", AVG + r"The average is $\boxed{85\frac{3}{4}}$.", "a mixed number 85 3/4"),
    g("x_pct_share", "A", "32.5", "wrong", "hash", "52 of the 160 seats are taken, 52 / 160 = 0.325, and the question asks for the percent of seats taken.\n#### 0.325", "debatable: a decimal share for the percent the question asks (round 5's decision: wrong)", True),
    # --- MATH, kind A
    m("x_m_pr_decimal", "A", G_PR, "wrong", "boxed", bx(PR, "0.318", r"\approx"), "a decimal for a repeating gold"),
    m("x_m_pr_two_places", "A", G_PR, "wrong", "boxed", bx(PR, "0.32"), "0.32 written with = for 7/22"),
    m("x_m_log_decimal", "A", G_LOG, "wrong", "boxed", bx(LOG, "3.585", r"\approx"), "a decimal for \\log_2 12"),
    m("x_m_log_reciprocal", "A", G_LOG, "wrong", "boxed", bx(LOG, r"\log_{12} 2"), "the base and argument swapped"),
    m("x_m_geo_power", "A", G_GEO, "wrong", "boxed", bx(GEO, "3072"), "3 * 2^10, the -1 dropped"),
    m("x_m_geo_near", "A", G_GEO, "wrong", "boxed", bx(GEO, r"3069 + 10^{-9}"), "a near-zero extra term"),
    m("x_m_vec_swapped", "A", G_VEC, "wrong", "boxed", bx(VEC, r"\begin{pmatrix} -10 \\ 9 \\ 7 \end{pmatrix}"), "two components swapped"),
    m("x_m_circ_near", "A", G_CIRC, "wrong", "boxed", bx(CIRC, "12.49"), "12.49 for 12.5"),
    m("x_m_qr_one_root", "A", G_QR, "wrong", "boxed", QR + r" $= 2 \pm \sqrt{5}$, and the larger root is $\boxed{2 + \sqrt{5}}$.", "one root of two boxed"),
    m("x_m_qr_decimals", "A", G_QR, "wrong", "boxed", bx(QR, "4.236, -0.236", r"\approx"), "decimals for the irrational roots"),
    m("x_m_qr_sign", "A", G_QR, "wrong", "boxed", bx(QR, r"-2 \pm \sqrt{5}"), "a sign slip"),
    m("x_m_qr_extra", "A", G_QR, "wrong", "boxed", bx(QR, r"0,\ 2 + \sqrt{5},\ 2 - \sqrt{5}"), "an extra solution 0"),
    m("x_m_inq_closed", "A", G_INQ, "wrong", "boxed", INQ + r" So $x \in \boxed{[-3, 4]}$.", "closed brackets"),
    m("x_m_inq_half_open", "A", G_INQ, "wrong", "boxed", INQ + r" So $x \in \boxed{(-3, 4]}$.", "one endpoint included"),
    m("x_m_inq_signs", "A", G_INQ, "wrong", "boxed", INQ + r" So $x \in \boxed{(-4, 3)}$.", "the endpoints' signs swapped"),
    m("x_m_inq_complement", "A", G_INQ, "wrong", "boxed", INQ + r" So $x \in \boxed{(-\infty, -3) \cup (4, \infty)}$.", "the complement"),
    m("x_m_uni_missing", "A", G_UNI, "wrong", "boxed", UNI + r" So $x \in \boxed{(3, \infty)}$.", "one ray of two"),
    m("x_m_uni_between", "A", G_UNI, "wrong", "boxed", UNI + r" So $x \in \boxed{(-2, 3)}$.", "the interval between, not outside"),
    m("x_m_cx_conjugate", "A", G_CX, "wrong", "boxed", bx(CX, "5 + 12i"), "the conjugate"),
    m("x_m_cx_near", "A", G_CX, "wrong", "boxed", bx(CX, r"5 - 12i + 10^{-12}"), "a near-zero extra term"),
    m("x_m_sph_decimal", "A", G_SPH, "wrong", "boxed", bx(SPH, "113.1", r"\approx"), "a decimal for 36\\pi"),
    m("x_m_sph_near", "A", G_SPH, "wrong", "boxed", bx(SPH, r"36\pi + 10^{-30}"), "a near-zero extra term"),
    m("x_m_sph_pi_314", "A", G_SPH, "wrong", "boxed", bx(SPH, r"36 \cdot 3.14"), "\\pi taken as 3.14 (113.04)"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", bx(RAD, "11.314", r"\approx"), "a decimal for 8\\sqrt2"),
    m("x_m_rad_added_under", "A", G_RAD, "wrong", "boxed", r"$\sqrt{50} + \sqrt{18} = \boxed{\sqrt{68}}$.", "the radicands added"),
    m("x_m_trig_decimal", "A", G_TRIG, "wrong", "boxed", bx(TRIG, "-0.866", r"\approx"), "a decimal for -\\sqrt3/2"),
    m("x_m_trig_sign", "A", G_TRIG, "wrong", "boxed", TRIG + r", and $\cos 210^\circ = \boxed{\frac{\sqrt{3}}{2}}$.", "the sign lost"),
    m("x_m_rep_decimal", "A", G_REP, "wrong", "boxed", bx(REP, "0.167", r"\approx"), "a rounded decimal for 1/6"),
    m("x_m_rep_truncated", "A", G_REP, "wrong", "boxed", bx(REP, "0.1666"), "a truncated decimal written with ="),
    m("x_m_rep_misread", "A", G_REP, "wrong", "boxed", r"Reading the bar over both digits, $0.\overline{16} = \boxed{\frac{16}{99}}$.", "the bar misread: 16/99"),
    m("x_m_cr_square_root", "A", G_CR, "wrong", "boxed", bx(CR, r"3\sqrt{2}"), "a square root for the cube root"),
    m("x_m_cr_decimal", "A", G_CR, "wrong", "boxed", bx(CR, "3.78", r"\approx"), "a decimal for 3\\sqrt[3]{2}"),
    m("x_m_zero_tiny", "A", G_ZERO, "wrong", "boxed", bx(ZERO, r"10^{-8}"), "10^{-8} against gold 0"),
    m("x_m_rope_rounded", "A", G_ROPE, "wrong", "boxed", bx(ROPE, "7.3", r"\approx"), "rounded to 7.3"),
    m("x_m_pct_rounded", "A", G_PCT, "wrong", "boxed", PCT + r", so the percent is $\boxed{33\%}$.", "rounded to 33 %"),
    m("x_m_inv_signs", "A", G_INV, "wrong", "boxed", bx(INV, r"\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}"), "the off-diagonal signs not negated"),
    m("x_m_sys_swapped", "A", G_SYS, "wrong", "boxed", SYS + r" The solution is $\boxed{(-4, 3)}$.", "the pair swapped"),
    m("x_m_pol_sign", "A", G_POL, "wrong", "boxed", bx(POL, "6x^2 - x - 15"), "the middle term's sign slipped"),
    m("x_m_b7_digits", "A", G_B7, "wrong", "boxed", bx(B7, "220_7"), "digits transposed: 220_7 = 112"),
    m("x_m_ang_sum", "A", G_ANG, "wrong", "boxed", ANG + r"; the angles total $\boxed{1800^\circ}$.", "the sum of the angles, not one angle"),
    m("x_m_as_off_by_one", "A", G_AS, "wrong", "boxed", r"The common difference is $4$, so $a_{20} = 7 + 20 \cdot 4 = \boxed{87}$.", "an off-by-one term"),
    # --- MATH, kind B
    m("x_m_ok_pr_unsimplified", "B", G_PR, "correct", "boxed", bx(PR, r"\frac{21}{66}"), "21/66 = 7/22 unsimplified"),
    m("x_m_ok_pr_tfrac", "B", G_PR, "correct", "boxed", bx(PR, r"\tfrac{7}{22}"), "\\tfrac"),
    m("x_m_ok_pr_slash", "B", G_PR, "correct", "boxed", bx(PR, "7/22"), "a slash fraction"),
    m("x_m_ok_pr_repeating", "B", G_PR, "correct", "boxed", bx(PR, r"0.3\overline{18}"), "an exact repeating decimal: 0.31818... = 7/22"),
    m("x_m_ok_log_sum", "B", G_LOG, "correct", "boxed", bx(LOG, r"2 + \log_2 3"), "2 + log_2 3 = log_2 12"),
    m("x_m_ok_log_ln", "B", G_LOG, "correct", "boxed", bx(LOG, r"\frac{\ln 12}{\ln 2}"), "the change of base"),
    m("x_m_ok_geo_expr", "B", G_GEO, "correct", "boxed", bx(GEO, r"3(2^{10} - 1)"), "an unevaluated exact expression equal to 3069"),
    m("x_m_ok_geo_sci", "B", G_GEO, "correct", "boxed", bx(GEO, r"3.069 \times 10^{3}"), "scientific notation, exact"),
    m("x_m_ok_vec_tuple", "B", G_VEC, "correct", "boxed", bx(VEC, "(-10, 7, 9)"), "the vector as a tuple"),
    m("x_m_ok_vec_angle", "B", G_VEC, "correct", "boxed", bx(VEC, r"\langle -10, 7, 9 \rangle"), "angle brackets"),
    m("x_m_ok_vec_bmatrix", "B", G_VEC, "correct", "boxed", bx(VEC, r"\begin{bmatrix} -10 \\ 7 \\ 9 \end{bmatrix}"), "bmatrix"),
    m("x_m_ok_vec_ijk", "B", G_VEC, "correct", "boxed", bx(VEC, r"-10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}"), "debatable: the same vector in i, j, k notation; equal in value (proposed: accept)", True),
    m("x_m_ok_circ_decimal", "B", G_CIRC, "correct", "boxed", bx(CIRC, "12.5"), "an exact decimal for 25/2"),
    m("x_m_ok_circ_mixed", "B", G_CIRC, "correct", "boxed", bx(CIRC, r"12\frac{1}{2}"), "a mixed number"),
    m("x_m_ok_qr_list", "B", G_QR, "correct", "boxed", bx(QR, r"2 + \sqrt{5}, 2 - \sqrt{5}"), "the two roots listed"),
    m("x_m_ok_qr_unsimplified", "B", G_QR, "correct", "boxed", QR + r", so $x = \boxed{\frac{4 \pm \sqrt{20}}{2}}$.", "the unsimplified quadratic formula"),
    m("x_m_ok_qr_x_prefix", "B", G_QR, "correct", "boxed", QR + r" $= 2 \pm \sqrt{5}$, so $\boxed{x = 2 \pm \sqrt5}$.", "x = inside the box, \\sqrt5 without braces"),
    m("x_m_ok_inq_inequality", "B", G_INQ, "correct", "boxed", INQ + r" So $\boxed{-3 < x < 4}$.", "the interval as a double inequality"),
    m("x_m_ok_uni_or", "B", G_UNI, "correct", "boxed", UNI + r" So $\boxed{x < -2 \text{ or } x > 3}$.", "the union as inequalities with \\text{or}"),
    m("x_m_ok_uni_setminus", "B", G_UNI, "correct", "boxed", UNI + r" So $x \in \boxed{\mathbb{R} \setminus [-2, 3]}$.", "the union as a complement"),
    m("x_m_ok_uni_left_right", "B", G_UNI, "correct", "boxed", UNI + r" So $x \in \boxed{\left(-\infty, -2\right) \cup \left(3, \infty\right)}$.", "\\left( \\right) in a union"),
    m("x_m_ok_cx_reordered", "B", G_CX, "correct", "boxed", bx(CX, "-12i + 5"), "the terms reordered"),
    m("x_m_ok_rad_sqrt128", "B", G_RAD, "correct", "boxed", bx(RAD, r"\sqrt{128}"), "\\sqrt{128} = 8\\sqrt2"),
    m("x_m_ok_rad_power", "B", G_RAD, "correct", "boxed", bx(RAD, r"2^{7/2}"), "2^{7/2} = 8\\sqrt2"),
    m("x_m_ok_trig_slash", "B", G_TRIG, "correct", "boxed", bx(TRIG, r"-\sqrt{3}/2"), "a slash"),
    m("x_m_ok_trig_neg_numerator", "B", G_TRIG, "correct", "boxed", bx(TRIG, r"\frac{-\sqrt{3}}{2}"), "the minus in the numerator"),
    m("x_m_ok_trig_half", "B", G_TRIG, "correct", "boxed", bx(TRIG, r"-\frac{1}{2}\sqrt{3}"), "-\\frac12 \\sqrt3"),
    m("x_m_ok_rep_repeating", "B", G_REP, "correct", "boxed", r"Since $\frac{1}{6} = 0.1666\ldots$, the value is $\boxed{0.1\overline{6}}$.", "the exact repeating decimal"),
    m("x_m_ok_cr_power", "B", G_CR, "correct", "boxed", bx(CR, r"3 \cdot 2^{1/3}"), "a fractional power"),
    m("x_m_ok_zero_decimal", "B", G_ZERO, "correct", "boxed", bx(ZERO, "0.0"), "0.0 for 0"),
    m("x_m_ok_rope_decimal", "B", G_ROPE, "correct", "boxed", bx(ROPE, "7.25"), "an exact decimal for 29/4"),
    m("x_m_ok_rope_tfrac_mixed", "B", G_ROPE, "correct", "boxed", bx(ROPE, r"7\tfrac{1}{4}"), "a mixed number with \\tfrac"),
    m("x_m_ok_pct_frac", "B", G_PCT, "correct", "boxed", PCT + r", so the percent is $\boxed{\frac{65}{2}\%}$.", "65/2 %"),
    m("x_m_ok_pct_plain", "B", G_PCT, "correct", "boxed", PCT + r", so the percent is $\boxed{32.5}$.", "the percent without the sign"),
    m("x_m_ok_inv_array", "B", G_INV, "correct", "boxed", bx(INV, r"\left(\begin{array}{cc} 3 & -1 \\ -5 & 2 \end{array}\right)"), "an array in \\left( \\right)"),
    m("x_m_ok_sys_left_right", "B", G_SYS, "correct", "boxed", SYS + r" The solution is $\boxed{\left(3, -4\right)}$.", "\\left( \\right) around the pair"),
    m("x_m_ok_pol_reordered", "B", G_POL, "correct", "boxed", bx(POL, "-15 + x + 6x^2"), "the terms in increasing degree"),
    m("x_m_ok_ang_plain", "B", G_ANG, "correct", "boxed", bx(ANG, "150"), "the degrees without ^\\circ"),
    m("x_m_ok_b7_plain", "B", G_B7, "correct", "boxed", B7 + r", so $100 = \boxed{202}$ in base $7$.", "debatable: the base-7 digits without the subscript, the base said in words (proposed: accept)", True),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_strike_html", "A", "56", "no_answer", "hash", RATIO + "#### <s>56</s>", "the gold struck with <s>, nothing after"),
    g("n_isnt_gold_then_other", "A", "36", "wrong", "answer_is", AGE + "The answer isn't 36; it's 48.", "the gold negated, 48 asserted"),
    g("n_annot_wrong", "A", "85.75", "wrong", "hash", AVG + "#### 85.75 (this is wrong)", "the model marks its answer wrong"),
    m("n_m_neq_box", "A", G_QR, "no_answer", "boxed", QR + r", so $\boxed{x \neq 2 \pm \sqrt{5}}$.", "a box holding x \\neq gold"),
    m("n_m_cancel", "A", G_SPH, "no_answer", "boxed", bx(SPH, r"\cancel{36\pi}"), "a cancelled box, nothing after"),
    m("n_m_sout_then_other", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{\sout{(3, -4)}\ (-4, 3)}$", "the gold struck with \\sout, the swap after"),
    m("n_m_annot_incorrect", "A", G_PR, "wrong", "boxed", bx(PR, r"\frac{7}{22}") + " (incorrect)", "an annotation after the box"),
    m("n_m_strike_md", "A", G_ANG, "no_answer", "boxed", ANG + r". ~~$\boxed{150^\circ}$~~", "the box struck with ~~, nothing after"),
    m("n_m_not_gold", "A", G_CX, "no_answer", "answer_is", CX + r". The answer is not $5 - 12i$.", "the gold negated, nothing after"),
    m("n_m_text_wrong_in_box", "A", G_B7, "wrong", "boxed", bx(B7, r"202_7 \text{ (wrong)}"), "\\text{(wrong)} inside the box"),
    m("n_m_cross_mark", "A", G_INV, "wrong", "boxed", bx(INV, G_INV) + " ✗", "a cross mark after the box"),
    m("n_m_not_equal_sign", "A", G_RAD, "no_answer", "boxed", RAD + r" $\not= \boxed{8\sqrt{2}}$", "\\not= before the box"),
    g("n_ok_not_boys", "B", "56", "correct", "answer_is", RATIO + "The answer is 56 girls, not 40.", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "85.75", "correct", "hash", AVG + "#### ~~86~~ 85.75", "the rounded value struck, the gold after"),
    m("n_m_ok_not_other", "B", G_SYS, "correct", "boxed", SYS + r" The answer is not $(-4, 3)$ but $\boxed{(3, -4)}$.", "the swap negated, the gold boxed"),
    m("n_m_ok_strike_other", "B", G_REP, "correct", "boxed", REP + r". ~~$\frac{16}{99}$~~ $\boxed{\frac{1}{6}}$", "the misread struck, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_RAD, "correct", "boxed", r"$\sqrt{50} + \sqrt{18} = \sqrt{25 \cdot 2} + \sqrt{9 \cdot 2} = 5\sqrt{2} + 3\sqrt{2}$, and $\frac{\cancel{2} \cdot 8\sqrt{2}}{\cancel{2}} = \boxed{8\sqrt{2}}$.", "cancellation in the working, the gold boxed"),
    m("n_m_ok_check_mark", "B", G_CB, "correct", "boxed", bx(CB, "120") + " ✓", "a check mark after the box"),
    m("n_m_ok_neq_endpoints", "B", G_INQ, "correct", "boxed", INQ + r" So $x \in \boxed{(-3, 4)}$ (note $x \neq -3$ and $x \neq 4$: the endpoints are excluded).", "\\neq about the endpoints after the box"),
    m("n_m_ok_base_note", "B", G_B7, "correct", "boxed", bx(B7, "202_7") + " (base seven)", "an annotation naming the base"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "120000", "wrong", "answer_is", BOLT + "The answer is 120000 dozen.", "120000 dozen is not the 120000 bolts counted"),
    g("u_million", "A", "120000", "wrong", "answer_is", BOLT + "The answer is 1.2 million bolts.", "1.2 million = 1,200,000"),
    g("u_years_older", "A", "36", "wrong", "answer_is", AGE + "The answer is 24 years older.", "the age difference, 24"),
    g("u_thousand", "A", "30.6", "wrong", "hash", SHIRT + "#### 30.6 thousand", "30.6 thousand = 30,600"),
    g("u_and_a_half", "A", "10", "wrong", "hash", REM + "#### 10 and a half", "10 and a half = 10.5"),
    g("u_rate_per_hour", "A", "4", "wrong", "hash", RATE.replace("So together they fill it in 4 hours.\n", "") + "#### 1/4 tank per hour", "the rate, 1/4 of the tank an hour, not the time asked"),
    m("u_m_radians_word", "A", G_ANG, "wrong", "boxed", bx(ANG, r"150 \text{ radians}"), "150 radians is not 150 degrees"),
    m("u_m_thousand", "A", G_GEO, "wrong", "boxed", bx(GEO, r"3069 \text{ thousand}"), "3069 thousand"),
    g("u_ok_years_old", "B", "36", "correct", "hash", AGE + "#### 36 years old", "years old after ####"),
    g("u_ok_bolts", "B", "120000", "correct", "hash", BOLT + "#### 120,000 bolts", "a comma and a unit noun"),
    g("u_ok_left_over", "B", "10", "correct", "answer_is", REM + "The answer is 10 candies left over.", "words after the number"),
    g("u_ok_thousand", "B", "120000", "correct", "answer_is", BOLT + "The answer is 120 thousand bolts.", "120 thousand = 120000"),
    g("u_ok_hours", "B", "4", "correct", "hash", RATE + "#### 4 hours", "hours after ####"),
    m("u_m_ok_cubic_units", "B", G_SPH, "correct", "boxed", bx(SPH, r"36\pi \text{ cubic units}"), "\\text{cubic units} in the box"),
    m("u_m_ok_metres", "B", G_ROPE, "correct", "boxed", bx(ROPE, r"\frac{29}{4}\text{ m}"), "\\text{ m} in the box"),
    m("u_m_ok_degrees_word", "B", G_ANG, "correct", "boxed", bx(ANG, r"150 \text{ degrees}"), "\\text{degrees}"),
    m("u_m_ok_percent_text", "B", G_PCT, "correct", "boxed", PCT + r", so the percent is $\boxed{32.5 \text{ percent}}$.", "\\text{percent}"),

    # ================================================================ 6. retractions
    g("r_update", "A", "85.75", "wrong", "hash", AVG + "#### 85.75\nUpdate: I mis-added; the sum is 344, so the average is 86.", "Update: after the answer, 86"),
    g("r_scratch", "A", "56", "wrong", "hash", RATIO + "#### 56\n\nScratch that: 40.", "Scratch that: 40"),
    g("r_on_second_thought", "A", "-49", "wrong", "answer_is", BAL + "The answer is -49. On second thought, a balance can't go below zero, so it is 0.", "a retraction to 0"),
    m("r_m_edit_roots", "A", G_QR, "wrong", "boxed", bx(QR, r"2 \pm \sqrt{5}") + "\n\n" + r"Edit: I made a sign error; the roots are $\boxed{-2 \pm \sqrt{5}}$.", "Edit: a later box -2 \\pm \\sqrt5"),
    m("r_m_wait_interval", "A", G_INQ, "wrong", "boxed", INQ + r" So $x \in \boxed{(-3, 4)}$." + "\n\n" + r"Wait, the endpoints satisfy it too, so the answer is $[-3, 4]$.", "Wait: a later closed interval"),
    m("r_m_correction_transpose", "A", G_INV, "wrong", "boxed", bx(INV, G_INV) + "\n\n" + r"Correction: I should transpose it, giving $\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$.", "Correction: the transpose"),
    m("r_m_actually_radius", "A", G_SPH, "wrong", "boxed", bx(SPH, r"36\pi") + "\n\n" + r"Actually, $3$ is the diameter, so $r = 1.5$ and the volume is $\boxed{\frac{9\pi}{2}}$.", "Actually: a later box 9\\pi/2"),
    g("r_ok_edit_format", "B", "30.6", "correct", "hash", SHIRT + "#### 30.60\n\nEdit: added the dollar sign: $30.60.", "Edit: formatting only"),
    g("r_ok_never_mind_gold", "B", "36", "correct", "answer_is", AGE + "The answer is 12. Never mind, 12 is the son's age; Maria is 36.\nThe answer is 36.", "a retraction to the gold"),
    m("r_m_ok_check", "B", G_CX, "correct", "boxed", bx(CX, "5 - 12i") + "\n\n" + r"Check: $|5 - 12i| = 13 = |3 - 2i|^2$. ✓", "a check after the box"),
    m("r_m_ok_verify_roots", "B", G_QR, "correct", "boxed", bx(QR, r"2 \pm \sqrt{5}") + "\n\n" + r"Verification: $(2 + \sqrt{5})(2 - \sqrt{5}) = 4 - 5 = -1$, the constant term.", "a verification after the box"),
    m("r_m_ok_correction_to_gold", "B", G_INQ, "correct", "boxed", INQ + r" So $x \in \boxed{[-3, 4]}$." + "\n\n" + r"Correction: the inequality is strict, so the endpoints are excluded: $\boxed{(-3, 4)}$.", "a correction to the gold"),
    m("r_m_ok_pleasantry", "B", G_VEC, "correct", "boxed", bx(VEC, G_VEC) + "\n\nHope this helps!", "a pleasantry after"),
    m("r_m_ok_approx_after", "B", G_RAD, "correct", "boxed", bx(RAD, r"8\sqrt{2}") + "\n\n" + r"(Equivalently $\sqrt{128} \approx 11.31$.)", "an equivalent form and a decimal after the committed exact box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_key_says", "A", "36", "wrong", "hash", 'The answer key says "#### 36", but I get s = 16 from my equation, so Maria is 48.\n#### 48', "the gold only in a quoted ####, final 48"),
    g("q_parts", "A", "56", "wrong", "hash", "Part (a): the girls number 56. Part (b): the boys number 40.\n#### 40", "the gold in another part; the final #### is 40"),
    g("q_if_only", "A", "4", "no_answer", "none", "If the pipes' rates simply added, it would take 4 hours; I am not sure they do, so I cannot say.", "only a hypothetical, then a refusal"),
    m("q_m_friend_got", "A", G_PR, "wrong", "boxed", r"My friend got $\frac{7}{22}$, but I count $\frac{7}{12}$ since $7$ of the $12$ are red, so the answer is $\boxed{\frac{7}{12}}$.", "the gold only reported"),
    m("q_m_manual_only", "A", G_QR, "no_answer", "none", r'The solution manual says: "The roots are $\boxed{2 \pm \sqrt{5}}$." I could not finish my own working.', "only a quotation, then a refusal"),
    m("q_m_hypothetical", "A", G_INQ, "no_answer", "none", r"If the inequality were strict, the answer would be $(-3, 4)$; I do not know which sign the problem uses.", "only a hypothetical"),
    m("q_m_invented_turn", "A", G_GEO, "wrong", "boxed", bx(GEO, "3072") + IM_USER + "The answer is 3069.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_INV, "no_answer", "none", r"Suppose the inverse were $\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$; we would then need to check that the product is $I$.", "only a supposition"),
    m("q_m_format_example", "A", G_SYS, "no_answer", "none", r"An answer would look like $\boxed{(3, -4)}$, but I cannot determine the actual values.", "a box as a format example, then a refusal"),
    g("q_ok_steps", "B", "56", "correct", "hash", "Step (a): 96 / 12 = 8.\nStep (b): 7 * 8 = 56 girls.\n#### 56", "steps labelled (a), (b)"),
    m("q_m_ok_quoted_problem", "B", G_INQ, "correct", "boxed", r"> Solve $x^2 - x - 12 < 0$." + "\n\n" + INQ + r" So $x \in \boxed{(-3, 4)}$.", "the problem quoted first"),
    m("q_m_ok_friend_wrong_first", "B", G_REP, "correct", "boxed", r"My friend said $\frac{16}{99}$, but that puts the bar over both digits. " + bx(REP, r"\frac{1}{6}"), "another's wrong value reported first"),
    m("q_m_ok_hypo_after", "B", G_ANG, "correct", "boxed", bx(ANG, r"150^\circ") + "\n\n" + r"If it were a hexagon, each angle would be $120^\circ$.", "a hypothetical after the committed answer"),
    m("q_m_ok_example_first", "B", G_RAD, "correct", "boxed", r"For example, $\sqrt{8} + \sqrt{2} = 3\sqrt{2}$. Likewise, " + bx(RAD, r"8\sqrt{2}"), "an example with another value first"),
    m("q_m_ok_turn_after", "B", G_GEO, "correct", "boxed", bx(GEO, "3069") + IM_USER + "Now find the sum of the first 11 terms.", "an invented next turn after the answer"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_other", "A", "-49", "wrong", "hash", BAL + "#### 4\x009", "a NUL inside 49 (sign lost)"),
    g("b_fullwidth_other", "A", "56", "wrong", "hash", RATIO + "#### ４０", "full-width 40"),
    g("b_bom_other", "A", "85.75", "wrong", "hash", "\ufeff" + AVG + "#### 86", "a BOM then a rounded 86"),
    m("b_m_empty", "A", G_QR, "no_answer", "none", "", "an empty completion"),
    m("b_m_gold_boxed_other", "A", r"\boxed{(3, -4)}", "wrong", "boxed", SYS + r" $\boxed{(-4, 3)}$", "a gold stored boxed; the swap boxed"),
    m("b_m_unclosed_box", "A", G_VEC, "no_answer", "truncated", VEC + r" $= \boxed{\begin{pmatrix} -10 \\ 7", "cut inside the box"),
    m("b_m_zwsp_other", "A", G_CX, "wrong", "boxed", bx(CX, "5\u200b + 12i"), "a zero-width space in the conjugate"),
    g("b_ok_fullwidth", "B", "56", "correct", "hash", RATIO + "#### ５６", "full-width digits"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{\frac{7}{22}}", "correct", "boxed", bx(PR, r"\frac{7}{22}"), "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$36\pi$", "correct", "boxed", bx(SPH, r"36\pi"), "a gold stored in dollars"),
    m("b_m_ok_crlf", "B", G_UNI, "correct", "boxed", (UNI + "\n" + r"So $x \in \boxed{(-\infty, -2) \cup (3, \infty)}$." + "\n").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_nbsp", "B", G_QR, "correct", "boxed", bx(QR, "2\u00a0\\pm\u00a0\\sqrt{5}"), "no-break spaces in the box"),
    m("b_m_ok_gold_spaces", "B", " 5 - 12i \n", "correct", "boxed", bx(CX, "5 - 12i"), "a gold with spaces and a newline"),
    m("b_m_ok_unicode_minus", "B", G_CX, "correct", "boxed", bx(CX, "5 − 12i"), "a Unicode minus sign (U+2212)"),
]
# fmt: on

DECISIONS = {
    "x_pct_share": (
        "reject",
        "a decimal share is not the percent the question asks (round 5's GSM8K decision)",
    ),
    "x_m_ok_vec_ijk": (
        "accept",
        "-10i + 7j + 9k is the same vector as the column (-10, 7, 9); equal in value is correct",
    ),
    "x_m_ok_b7_plain": (
        "accept",
        "the digits 202 are stated as the base-7 numeral in words ('in base 7'); the gold's subscript only names the base",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam36", CASES, [], DECISIONS)
