r"""Build adversarial_redteam17.jsonl: a seventeenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam17", issue 25), written by a helper WITHOUT reading the
checker's source, its README rules, bench/ (the bench notes included), tests/ or any ANALYSIS.md,
and WITHOUT running the checker, from issue 25's classes and from how real models write, and
handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were made"),
corpus_build.py and the builders of rounds 1-15 were read (rounds 16 and 18 were being written at
the same time; of round 16 only its DECISIONS block was seen, in a grep over every builder's
decisions, and none of its probes); rounds 14 and 15's structure, label conventions, id prefixes and
`kind` meaning are kept.

The focus of this round is MATH ANSWERS AND THEIR NOTATION: the exactness class (`x_`) and the
negation / annotation class (`n_`) above all, with some answer tags (`t_`), phrase-then-`####`
(`h_`), retractions (`r_`) and quoted or hypothetical text (`q_`) in MATH dress, and a GSM8K fifth
on money, separators, signs and mixed numbers. Kind B probes write a RIGHT answer in the notations
real models use: `\dfrac`/`\tfrac`/`a/b`, brace-free `\frac37` and `\frac{\sqrt2}2`, the minus
sign on the numerator, the denominator or in front, radicals unsimplified (`\sqrt{90}` for
`3\sqrt{10}`, `\sqrt8` for `2\sqrt2`) or unrationalised (`\frac{1}{\sqrt2}`), `2^{3/2}`, `\pi`
coefficients (`\frac{32}{3}\pi`, `0.4\pi`), degrees with `^\circ`, `°` or the word where the gold
has or lacks them, intervals with `\left[ \right)`, the French `[-2, 3[`, a double inequality
for an interval, unions in either order and as "or", root sets in any order, labelled
triples, `\begin{bmatrix}`, a tuple or `-2\mathbf{i} + 7\mathbf{j}` for a column vector, complex
numbers with the imaginary part first or unreduced, `20%` with a bare LaTeX comment sign, `5{,}040`, `5,\!040`,
`7!`, `\binom{50}{3}`, scientific notation, multiple-choice letters with and without parentheses
or `\textbf`, `\text{Neither}`, factored polynomials reordered or with the 2 pulled out, a line as
`x + 2y = 8`, `x + 2y - 8 = 0` or point-slope, repeating decimals with `\overline` or `\dot`,
mixed numbers, exact terminating decimals, and unevaluated expressions exactly equal to the gold
(`2 - 2^{-9}`, `(2^{10}-1)/2^9`, `1 - \frac16`). Kind A probes write values that LOOK equal but
are not: a sign flip, `\frac{-3}{-7}`, a reciprocal, a swapped pair or triple, an open for a
closed end, `[-2, 3) \cup \{3\}`, `\cap` for `\cup`, a missing root, an extra or missing `\pi`,
`\frac{32}{3\pi}`, degrees for radians, `\sqrt2` for `\frac{\sqrt2}{2}`, `\pm`, `0.\overline{83}`
for `0.8\overline{3}`, rounded or long decimals, `\approx`, `+ 10^{-30}`, the limit 2 for a finite
sum, the precedence slip `2^{10}-1/2^9`, a bound or the argmax for a maximum, `\sqrt9 + \sqrt{81}`
for `\sqrt{90}`, the factorisation for its roots (and the reverse), `5 \cdot \frac34` for
`5\frac34`; and negated (`\neq`, "not"), struck (`\cancel`, `\bcancel`, `\sout`, `~~ ~~`), marked
(✗, "(guess)", "(False)", `?`, `\sim`), conditional and hedged boxes, near-miss letters.

Conventions decided for this round (and documented per probe):
- An EQUATION OF A LINE is correct in any arrangement that has the same solution set: slope-
  intercept with the terms reordered, standard form `x + 2y = 8`, general form `x + 2y - 8 = 0`,
  point-slope `y - 3 = -\frac12(x - 2)`, both sides scaled (round 1's m_line_standard_form and
  m_line_moved_terms labelled these correct); the slope alone, or another line, is wrong.
- A POLYNOMIAL gold written factored is matched by value: the factors reordered or a constant
  pulled out (`2(x - \frac12)(x + 4)`) are correct; the EXPANDED form is correct but debatable
  (round 2's m_factor_expanded: accept; the checker cannot see that the question asked for a
  factorisation); a factorisation missing the constant, or the roots instead, is wrong.
- Degrees against a degree gold (with or without `^\circ`) are correct; a radian value for a gold
  that names no unit (`\frac{3\pi}{5}` for 108) is wrong (round 16's decision), one for a gold
  with `^\circ` and degrees for a radian gold are correct but debatable (round 8's decision).
- `%` is a unit (round 1): `20`, `20%`, `20 percent` answer the gold `20\%`; `0.2` is wrong and
  debatable (round 5's decision for GSM8K).
- A thousands DOT (`19.600`, `1.840`) in an English answer is a decimal point (round 5).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness and notation; `n_` negation, strike-out, annotation and harmless look-alikes; `r_`
retractions after the answer and harmless after-text; `q_` quoted, reported and hypothetical text.
An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-15's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a strike with nothing after, a refusal, a cut before the
answer, only a quotation or an example) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong` unless the model writes
the exact value and then its own rounding of it; a value the model itself marks wrong, tentative
(round 5) or asks as a question (round 8) is `wrong`; `x \neq N` in a box is `wrong` (a set of all
values but N, round 3); an explicit correction after an answer makes the corrected value the final
one. A probe whose label is itself debatable carries `"debatable": true`, the reasoning in `note`,
and in DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam17.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes


def bx(value: str) -> str:
    """An inline box, the way most MATH completions end."""
    return r"$\boxed{" + value + "}$"


def mv(value: str) -> str:
    """Minerva's closing line around an inline-math value."""
    return MINERVA.format("$" + value + "$")


def think(body: str) -> str:
    """A short R1 <think> block around some working."""
    return "<think>\n" + body + "</think>\n\n"


# ================================================================ MATH-style working
# --- gold -3/7: 7x + 5 = 2 -> 7x = -3 -> x = -3/7 (check 7 * (-3/7) + 5 = -3 + 5 = 2).
#     3/7 = 0.428571 428571... (period 6: 3/7 = 428571/999999, 999999 / 7 = 142857, 3 * 142857 = 428571).
NEG = (
    r"Subtracting $5$ from both sides of $7x + 5 = 2$ gives $7x = -3$, and dividing by $7$ gives the solution."
    + "\n"
)
G_NEG = r"-\frac{3}{7}"

# --- gold 3\sqrt{10}: (1, 2) to (4, -7): dx = 3, dy = -9; 9 + 81 = 90 = 9 * 10; 3\sqrt10 = 9.48683298...
#     (\sqrt10 = 3.16227766). Wrong values: 9\sqrt10 = \sqrt810, \sqrt9 + \sqrt81 = 12, 10\sqrt3 = \sqrt300.
DIST = (
    r"The distance from $(1, 2)$ to $(4, -7)$ is $\sqrt{(4 - 1)^2 + (-7 - 2)^2} = \sqrt{9 + 81} = \sqrt{90}$."
    + "\n"
)
G_DIST = r"3\sqrt{10}"

# --- gold \sqrt2/2: 3\pi/4 is in quadrant II, reference angle \pi/4, sine positive; = 0.70710678...
SIN = (
    r"The angle $\frac{3\pi}{4}$ lies in the second quadrant with reference angle $\frac{\pi}{4}$, and sine is positive there, "
    r"so $\sin\frac{3\pi}{4} = \sin\frac{\pi}{4}$." + "\n"
)
G_SIN = r"\frac{\sqrt{2}}{2}"

# --- gold 32\pi/3: V = (4/3)\pi r^3, r = 2, r^3 = 8; 4 * 8 / 3 = 32/3; 32\pi/3 = 33.5103... (32/3 = 10.666...).
#     Slip: the diameter 4 as the radius -> (4/3)\pi 64 = 256\pi/3. r = 1 -> 4\pi/3.
SPH = (
    r"The sphere has radius $2$, so $V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 2^3 = \frac{4}{3}\pi \cdot 8$."
    + "\n"
)
G_SPH = r"\frac{32\pi}{3}"

# --- gold 108 (degrees, no unit in the gold): (5 - 2) * 180 = 540; 540 / 5 = 108; exterior 72; 108 deg = 3\pi/5 rad.
PENT = (
    r"A regular pentagon's interior angles sum to $(5 - 2) \cdot 180^\circ = 540^\circ$, and its five angles are equal."
    + "\n"
)
G_PENT = "108"

# --- gold 40^\circ: base angles of an isosceles triangle with vertex angle 100: (180 - 100) / 2 = 40; 40 deg = 2\pi/9 rad.
ISO = (
    r"The base angles of an isosceles triangle are equal, and with a vertex angle of $100^\circ$ they share "
    r"$180^\circ - 100^\circ = 80^\circ$." + "\n"
)
G_ISO = r"40^\circ"

# --- gold 2\pi/5: the five central angles of a regular pentagon fill 2\pi; 2\pi/5 = 1.2566370... = 72 deg.
CENT = (
    r"The five central angles of a regular pentagon are equal and together make a full turn of $2\pi$ radians."
    + "\n"
)
G_CENT = r"\frac{2\pi}{5}"

# --- gold [-2, 3): \sqrt{x + 2} needs x >= -2; 1/\sqrt{3 - x} needs 3 - x > 0, x < 3 (the root is in a denominator).
DOM = (
    r"For $f(x) = \sqrt{x + 2} + \frac{1}{\sqrt{3 - x}}$ we need $x + 2 \ge 0$ and $3 - x > 0$ (the second root is in a "
    r"denominator), so $x \ge -2$ and $x < 3$." + "\n"
)
G_DOM = "[-2,3)"

# --- gold (-\infty,-5]\cup[1,\infty): |x + 2| >= 3 <=> x + 2 >= 3 (x >= 1) or x + 2 <= -3 (x <= -5).
#     Checks: x = 1 -> 3 >= 3 ok; x = -5 -> |-3| = 3 ok; x = 0 -> 2 < 3 excluded.
ABSU = (
    r"$|x + 2| \ge 3$ means $x + 2 \ge 3$ or $x + 2 \le -3$, that is $x \ge 1$ or $x \le -5$."
    + "\n"
)
G_ABSU = r"(-\infty,-5]\cup[1,\infty)"

# --- gold -3, 1, 4: x^3 - 2x^2 - 11x + 12 at x = 1: 1 - 2 - 11 + 12 = 0; (x - 1)(x^2 - x - 12)
#     = x^3 - x^2 - 12x - x^2 + x + 12 = x^3 - 2x^2 - 11x + 12; x^2 - x - 12 = (x - 4)(x + 3).
CUB = (
    r"Since $1 - 2 - 11 + 12 = 0$, $x = 1$ is a root, and dividing gives "
    r"$x^3 - 2x^2 - 11x + 12 = (x - 1)(x^2 - x - 12) = (x - 1)(x - 4)(x + 3)$." + "\n"
)
G_CUB = "-3, 1, 4"

# --- gold (4, -1, 2): x - y = 5, y + z = 1, x + y + z = 5 -> x = y + 5, z = 1 - y, (y + 5) + y + (1 - y) = y + 6 = 5,
#     y = -1, x = 4, z = 2 (check 4 - 1 + 2 = 5, 4 + 1 = 5, -1 + 2 = 1).
SYS = (
    r"From $x - y = 5$ and $y + z = 1$ we get $x = y + 5$ and $z = 1 - y$. Then $x + y + z = (y + 5) + y + (1 - y) = y + 6 = 5$, "
    r"so $y = -1$, $x = 4$ and $z = 2$." + "\n"
)
G_SYS = "(4,-1,2)"

# --- gold (-2, 7) as a column: 3a = (6, 3), 2b = (8, -4); 3a - 2b = (6 - 8, 3 + 4) = (-2, 7). 3a + 2b = (14, -1).
VEC = (
    r"With $\mathbf{a} = \begin{pmatrix} 2 \\ 1 \end{pmatrix}$ and $\mathbf{b} = \begin{pmatrix} 4 \\ -2 \end{pmatrix}$, "
    r"$3\mathbf{a} - 2\mathbf{b} = \begin{pmatrix} 6 \\ 3 \end{pmatrix} - \begin{pmatrix} 8 \\ -4 \end{pmatrix}$."
    + "\n"
)
G_VEC = r"\begin{pmatrix} -2 \\ 7 \end{pmatrix}"

# --- gold 1 - 3i: 10/(1 + 3i) = 10(1 - 3i)/(1 + 9) = (10 - 30i)/10. Slip 1 - 9 = -8: (10 - 30i)/(-8) = -5/4 + 15/4 i.
#     |1 - 3i| = \sqrt10.
CDIV = (
    r"$\frac{10}{1 + 3i} = \frac{10(1 - 3i)}{(1 + 3i)(1 - 3i)} = \frac{10 - 30i}{1 + 9} = \frac{10 - 30i}{10}$."
    + "\n"
)
G_CDIV = "1-3i"

# --- gold 20\%: 40 -> 48, increase 8, 8/40 = 0.2. Wrong base 8/48 = 1/6 = 16.67 %; 48/40 = 120 %.
PCT = (
    r"The price rose from $\$40$ to $\$48$, an increase of $\$8$, and $\frac{8}{40} = 0.2$." + "\n"
)
G_PCT = r"20\%"

# --- gold 5040: 7! = 7 * 6 = 42, * 5 = 210, * 4 = 840, * 3 = 2520, * 2 = 5040 (6! = 720).
PERM = (
    r"Seven different books can be arranged in $7! = 7 \cdot 6 \cdot 5 \cdot 4 \cdot 3 \cdot 2 \cdot 1$ orders."
    + "\n"
)
G_PERM = "5040"

# --- gold 19,\!600: C(50, 3) = 50 * 49 * 48 / 6; 50 * 49 = 2450, * 48 = 117,600; / 6 = 19,600 (check 6 * 19,600 = 117,600).
COMB = (
    r"Choosing $3$ of the $50$ people: $\binom{50}{3} = \frac{50 \cdot 49 \cdot 48}{3 \cdot 2 \cdot 1} = \frac{117600}{6}$."
    + "\n"
)
G_COMB = r"19,\!600"

# --- gold 1/400: 0.05^2 = 0.0025 = 25/10000 = 1/400 (400 * 0.0025 = 1).
SQ = (
    r"The two independent events each have probability $0.05$, so both happen with probability $0.05^2 = 0.05 \cdot 0.05$."
    + "\n"
)
G_SQ = r"\frac{1}{400}"

# --- gold (C): 2^3 + 4^2 = 8 + 16 = 24; options (A) 20 (B) 22 (C) 24 (D) 26 (E) 28.
MC = (
    r"$2^3 + 4^2 = 8 + 16 = 24$. The options are (A) $20$, (B) $22$, (C) $24$, (D) $26$, (E) $28$."
    + "\n"
)
G_MC = r"\text{(C)}"

# --- gold neither: f(x) = x^3 + x^2; f(-x) = -x^3 + x^2; f(1) = 2, f(-1) = 0: f(-1) is neither f(1) nor -f(1).
ODD = (
    r"For $f(x) = x^3 + x^2$, $f(-x) = -x^3 + x^2$. Since $f(1) = 2$ and $f(-1) = 0$, $f(-1)$ is neither $f(1)$ nor $-f(1)$."
    + "\n"
)
G_ODD = r"\text{neither}"

# --- gold (2x - 1)(x + 4): 2x^2 + 8x - x - 4 = 2x^2 + 7x - 4; a = -1, b = 4: ab = -4, 2b + a = 7.
#     Roots 1/2 and -4. (2x + 1)(x - 4) = 2x^2 - 7x - 4; (x - 1/2)(x + 4) is half the polynomial.
FAC = (
    r"We look for $2x^2 + 7x - 4 = (2x + a)(x + b)$ with $ab = -4$ and $2b + a = 7$, which gives $a = -1$ and $b = 4$."
    + "\n"
)
G_FAC = "(2x-1)(x+4)"

# --- gold y = -x/2 + 4: through (2, 3) and (6, 1): slope (1 - 3)/(6 - 2) = -1/2; y - 3 = -(x - 2)/2 -> y = -x/2 + 1 + 3.
#     Check (6, 1): -3 + 4 = 1. Standard form x + 2y = 8 (2 + 6 = 8, 6 + 2 = 8).
LINE = (
    r"The line through $(2, 3)$ and $(6, 1)$ has slope $\frac{1 - 3}{6 - 2} = -\frac{1}{2}$, so $y - 3 = -\frac{1}{2}(x - 2)$."
    + "\n"
)
G_LINE = r"y = -\frac{1}{2}x + 4"

# --- gold 5/6: two dice, 36 outcomes, 6 doubles, 30 with different numbers; 30/36 = 5/6 = 0.8333... = 0.8\overline3.
#     0.\overline{83} = 83/99 = 0.838383... is not 5/6.
DICE = (
    r"Of the $36$ equally likely outcomes for two dice, $6$ show the same number twice, so $36 - 6 = 30$ show different "
    r"numbers and $P = \frac{30}{36}$." + "\n"
)
G_DICE = r"\frac{5}{6}"

# --- gold 23/4: 3 1/2 + 2 1/4 = 7/2 + 9/4 = 14/4 + 9/4 = 23/4 = 5 3/4 = 5.75 (5 * 4 + 3 = 23).
MIX = (
    r"$3\frac{1}{2} + 2\frac{1}{4} = \frac{7}{2} + \frac{9}{4} = \frac{14}{4} + \frac{9}{4}$."
    + "\n"
)
G_MIX = r"\frac{23}{4}"

# --- gold 1023/512: sum_{k=0}^{9} (1/2)^k = (1 - 1/1024)/(1/2) = 2 - 2/1024 = 2 - 1/512 = 1023/512 = 1.998046875
#     (1/512 = 0.001953125). 2 - 1/1024 = 2047/1024 (exponent off by one); 2^{10} - 1/2^9 = 1024 - 1/512.
GEO = (
    r"The first ten terms of $1 + \frac{1}{2} + \frac{1}{4} + \cdots$ sum to "
    r"$\frac{1 - (1/2)^{10}}{1 - 1/2} = 2\left(1 - \frac{1}{1024}\right)$." + "\n"
)
G_GEO = r"\frac{1023}{512}"

# --- gold 4: -x^2 + 6x - 5 = -(x^2 - 6x + 9) + 4 = -(x - 3)^2 + 4; maximum 4 at x = 3 (f(3) = -9 + 18 - 5 = 4).
MAXV = r"$f(x) = -x^2 + 6x - 5 = -(x - 3)^2 + 4$, a downward parabola with vertex $(3, 4)$." + "\n"
G_MAXV = "4"

# --- gold 2\sqrt2: |2 + 2i| = \sqrt{4 + 4} = \sqrt8 = 2\sqrt2 = 2.8284... = 2^{3/2}.
MOD = r"$|2 + 2i| = \sqrt{2^2 + 2^2} = \sqrt{8}$." + "\n"
G_MOD = r"2\sqrt{2}"

# --- gold 2/9: 1..90: multiples of 6: 15, of 9: 10, of 18: 5; 15 + 10 - 5 = 20; 20/90 = 2/9 = 0.222...
#     0.\overline{22} = 22/99 = 2/9 and 0.2\overline{2} = 2/9 too. Without the overlap: 25/90 = 5/18.
DIV = (
    r"Of the integers $1$ to $90$, $15$ are multiples of $6$, $10$ are multiples of $9$ and $5$ are multiples of both "
    r"(the multiples of $18$), so $15 + 10 - 5 = 20$ qualify and $P = \frac{20}{90}$." + "\n"
)
G_DIV = r"\frac{2}{9}"

# ================================================================ GSM8K-style working
# --- gold 1840: 24 * 125 = 3000; 3000 - 1160 = 1840 (check 1840 + 1160 = 3000). Slip: 1,610 sold -> 1390.
PEN = (
    "The store orders 24 crates of 125 pens, so it has 24 * 125 = 3,000 pens.\n"
    "It sells 1,160 of them, so 3,000 - 1,160 = 1,840 pens are left.\n"
)
PEN_SLIP = (
    "The store orders 24 crates of 125 pens, so it has 24 * 125 = 3,000 pens.\n"
    "It sells 1,610 of them, so 3,000 - 1,610 = 1,390 pens are left.\n"
)
# --- gold 14.85: 3 * 4.35 = 13.05; 13.05 + 1.80 = 14.85.
NOTE = "Maya buys 3 notebooks at $4.35 each: 3 * 4.35 = $13.05.\nWith a $1.80 pen the total is 13.05 + 1.80 = $14.85.\n"
# --- gold -7: 5 - 12 = -7.
TEMP = "It was 5°C at noon and the temperature fell 12 degrees by midnight: 5 - 12 = -7°C.\n"
# --- gold 2.5: 12.5 / 5 = 2.5 (= 5/2 = 2 1/2; check 5 * 2.5 = 12.5).
NUTS = "5 friends share 12.5 pounds of nuts equally: 12.5 / 5 = 2.5 pounds each.\n"
# --- gold 51: 0.15 * 60 = 9; 60 - 9 = 51 (the price paid is 85 % of 60).
COAT = "The $60 jacket is 15% off. The discount is 0.15 * 60 = $9, so the sale price is 60 - 9 = $51.\n"
# --- gold 51410: 0.06 * 48,500 = 2,910; 48,500 + 2,910 = 51,410 (= 48,500 * 1.06).
TOWN = "The town has 48,500 people and grows by 6%: 0.06 * 48,500 = 2,910, so it will have 48,500 + 2,910 = 51,410 people.\n"

PEN_TH = think(PEN)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (MATH dress, and GSM8K)
    m("t_m_tag_closed_interval", "A", G_DOM, "wrong", "tag", think(DOM) + "<answer>[-2, 3]</answer>",
      "the tag closes the right end; 3 is excluded"),
    m("t_m_tag_approx_only", "A", G_DIST, "wrong", "tag", think(DIST) + r"<answer>\approx 9.49</answer>",
      "only a rounded decimal for 3\\sqrt{10} = 9.4868..."),
    m("t_m_tag_neq", "A", G_SIN, "no_answer", "tag", think(SIN) + r"<answer>\neq \frac{\sqrt{2}}{2}</answer>",
      "the value negated in the tag, nothing else"),
    m("t_m_tag_two_letters", "A", G_MC, "wrong", "tag", think(MC) + "<answer>C or D</answer>", "a hedge between two letters"),
    m("t_m_ok_tag_left_right", "B", G_DOM, "correct", "tag", think(DOM) + r"<answer>\left[-2, 3\right)</answer>",
      "\\left[ \\right) in the tag"),
    m("t_m_ok_tag_neg_numerator", "B", G_NEG, "correct", "tag", think(NEG) + r"<answer>x = \frac{-3}{7}</answer>",
      "a labelled value, the minus on the numerator"),
    m("t_m_ok_tag_exact_approx", "B", G_DIST, "correct", "tag", think(DIST) + r"<answer>3\sqrt{10} \approx 9.49</answer>",
      "the exact value, then its own rounding"),
    m("t_m_ok_tag_letter", "B", G_MC, "correct", "tag", think(MC) + "<answer>(C)</answer>", "a bare letter in parentheses"),
    m("t_m_ok_tag_line_standard", "B", G_LINE, "correct", "tag", think(LINE) + "<answer>x + 2y = 8</answer>",
      "the same line in standard form (this round's convention; round 1's m_line_standard_form)"),
    g("t_tag_slip", "A", "1840", "wrong", "tag", think(PEN_SLIP) + "<answer>1,390</answer>", "1,610 misread for 1,160"),
    g("t_tag_approx", "A", "51410", "wrong", "tag", think(TOWN) + "<answer>≈ 51,000</answer>", "a rounded, approximate value"),
    g("t_ok_tag_noun", "B", "1840", "correct", "tag", PEN_TH + "<answer>1,840 pens</answer>", "thousands comma and the noun"),
    g("t_ok_tag_degrees", "B", "-7", "correct", "tag", think(TEMP) + "<answer>-7°C</answer>", "a negative value with °C"),

    # ================================================================ 2. phrase marker then ####
    m("h_m_so_answer_hash_sign", "A", G_NEG, "wrong", "hash", NEG + r"So the answer is #### \frac{3}{7}", "the minus lost"),
    m("h_m_final_hash_bare_degrees", "A", G_CENT, "wrong", "hash", CENT + "Each is 360 / 5 = 72 degrees.\nFinal Answer: #### 72",
      "72 with no unit against a radian gold: 72 is not 2\\pi/5 = 1.2566; debatable: the working line names degrees",
      True),
    m("h_m_ok_hash_neg_denominator", "B", G_NEG, "correct", "hash", NEG + r"So the answer is #### \frac{3}{-7}",
      "the minus on the denominator"),
    m("h_m_ok_final_hash_degree", "B", G_PENT, "correct", "hash", PENT + "540 / 5 = 108.\nFinal Answer: #### 108°",
      "a degree sign the gold lacks"),
    m("h_m_ok_answer_hash_interval", "B", G_DOM, "correct", "hash", DOM + "Answer: #### [-2, 3)", "an interval after ####"),
    g("h_final_hash_part", "A", "14.85", "wrong", "hash", NOTE.split("\n")[0] + "\nFinal Answer: #### 13.05",
      "the notebooks only; the pen forgotten"),
    g("h_so_answer_hash_part", "A", "51410", "wrong", "hash", TOWN + "So the answer is #### 2,910", "the growth, not the population"),
    g("h_ok_so_answer_hash_money", "B", "14.85", "correct", "hash", NOTE + "So the answer is #### $14.85", "a dollar sign"),
    g("h_ok_final_hash_trailing_zero", "B", "2.5", "correct", "hash", NUTS + "Final Answer: #### 2.50", "2.50 = 2.5"),

    # ================================================================ 3. exactness and notation (MATH)
    # --- -3/7
    m("x_m_ok_neg_numerator", "B", G_NEG, "correct", "boxed", NEG + "$x = " + bx(r"\frac{-3}{7}")[1:], "the minus on the numerator"),
    m("x_m_ok_neg_denominator", "B", G_NEG, "correct", "boxed", NEG + bx(r"\frac{3}{-7}"), "the minus on the denominator"),
    m("x_m_ok_neg_tfrac_nobrace", "B", G_NEG, "correct", "boxed", NEG + "$x = " + bx(r"-\tfrac37")[1:], "\\tfrac37 without braces"),
    m("x_m_ok_neg_repeating", "B", G_NEG, "correct", "boxed", NEG + "$x = " + bx(r"-0.\overline{428571}")[1:],
      "-0.428571 428571... repeating is exactly -3/7"),
    m("x_m_neg_sign_lost", "A", G_NEG, "wrong", "boxed", NEG + "$x = " + bx(r"\frac{3}{7}")[1:], "the sign lost"),
    m("x_m_neg_double_sign", "A", G_NEG, "wrong", "boxed", NEG + "$x = " + bx(r"\frac{-3}{-7}")[1:], "-3/-7 = +3/7"),
    m("x_m_neg_reciprocal", "A", G_NEG, "wrong", "boxed", NEG + "$x = " + bx(r"-\frac{7}{3}")[1:], "the reciprocal"),
    m("x_m_neg_wrong_period", "A", G_NEG, "wrong", "boxed", NEG + "$x = " + bx(r"-0.\overline{428}")[1:],
      "-0.428428... = -428/999, not -3/7 (the period is 428571)"),
    # --- 3\sqrt{10}
    m("x_m_ok_dist_unsimplified", "B", G_DIST, "correct", "boxed", DIST + "So the distance is " + bx(r"\sqrt{90}") + ".",
      "\\sqrt{90} = 3\\sqrt{10}, not simplified (round 13's decision: equal value)"),
    m("x_m_ok_dist_exact_approx_in_box", "B", G_DIST, "correct", "boxed", DIST + r"$= " + bx(r"3\sqrt{10} \approx 9.49")[1:],
      "the exact value and its own rounding, both in the box"),
    m("x_m_dist_wrong_extraction", "A", G_DIST, "wrong", "boxed", DIST + r"$= " + bx(r"9\sqrt{10}")[1:],
      "9 pulled out instead of 3: 9\\sqrt{10} = \\sqrt{810}"),
    m("x_m_dist_roots_added", "A", G_DIST, "wrong", "boxed",
      r"The distance is $\sqrt{3^2} + \sqrt{9^2} = " + bx(r"\sqrt{9} + \sqrt{81}")[1:],
      "an unevaluated expression that looks like the working but equals 12"),
    m("x_m_dist_long_decimal", "A", G_DIST, "wrong", "boxed", DIST + r"$\approx " + bx("9.4868329805")[1:],
      "ten decimals of an irrational value; the exact value is never written"),
    # --- \sqrt2/2
    m("x_m_ok_sin_unrationalised", "B", G_SIN, "correct", "boxed", SIN + "So the value is " + bx(r"\frac{1}{\sqrt{2}}") + ".",
      "1/\\sqrt2 = \\sqrt2/2, not rationalised"),
    m("x_m_ok_sin_slash", "B", G_SIN, "correct", "minerva", SIN + mv(r"\sqrt{2}/2"), "a slash in a Minerva line"),
    m("x_m_ok_sin_nobrace", "B", G_SIN, "correct", "boxed", SIN + r"$= " + bx(r"\frac{\sqrt2}2")[1:],
      "\\frac{\\sqrt2}2 with no braces"),
    m("x_m_sin_no_half", "A", G_SIN, "wrong", "boxed", SIN + r"$= " + bx(r"\sqrt{2}")[1:], "\\sqrt2 for \\sqrt2/2"),
    m("x_m_sin_pm", "A", G_SIN, "wrong", "boxed", SIN + r"$= " + bx(r"\pm\frac{\sqrt{2}}{2}")[1:],
      "\\pm: two values, one of them wrong"),
    m("x_m_sin_decimal", "A", G_SIN, "wrong", "boxed", SIN + r"$\approx " + bx("0.7071")[1:], "a decimal for an irrational"),
    # --- 32\pi/3
    m("x_m_ok_sph_coefficient", "B", G_SPH, "correct", "boxed", SPH + r"$= " + bx(r"\frac{32}{3}\pi")[1:],
      "the coefficient as a fraction before \\pi"),
    m("x_m_ok_sph_mixed_coefficient", "B", G_SPH, "correct", "boxed", SPH + r"$= " + bx(r"10\frac{2}{3}\pi")[1:],
      "a mixed-number coefficient: (10 + 2/3)\\pi; debatable: juxtaposition could be read as 10 * (2/3) * \\pi", True),
    m("x_m_sph_no_pi", "A", G_SPH, "wrong", "boxed", SPH + r"$= " + bx(r"\frac{32}{3}")[1:], "\\pi dropped"),
    m("x_m_sph_pi_squared", "A", G_SPH, "wrong", "boxed", SPH + r"$= " + bx(r"\frac{32\pi^2}{3}")[1:], "an extra factor of \\pi"),
    m("x_m_sph_pi_denominator", "A", G_SPH, "wrong", "boxed", SPH + r"$= " + bx(r"\frac{32}{3\pi}")[1:], "\\pi in the denominator"),
    m("x_m_sph_tiny", "A", G_SPH, "wrong", "boxed", SPH + r"$= " + bx(r"\frac{32\pi}{3} + 10^{-30}")[1:],
      "a perturbation of 10^{-30}"),
    # --- 108 (no unit in the gold)
    m("x_m_ok_pent_circ", "B", G_PENT, "correct", "boxed", PENT + r"So each angle is $540^\circ / 5 = " + bx(r"108^\circ")[1:],
      "a degree sign the gold lacks (README: 30 for 30^\\circ)"),
    m("x_m_pent_exterior", "A", G_PENT, "wrong", "boxed", PENT + r"Each exterior angle is $360^\circ / 5 = " + bx(r"72^\circ")[1:],
      "the exterior angle"),
    m("x_m_pent_radians", "A", G_PENT, "wrong", "boxed", PENT + r"In radians, each angle is $" + bx(r"\frac{3\pi}{5}")[1:],
      "3\\pi/5 rad = 108 degrees, but the gold names no unit and 3\\pi/5 as a number is 1.885; debatable: the same angle",
      True),
    # --- 40^\circ
    m("x_m_ok_iso_bare", "B", G_ISO, "correct", "boxed", ISO + r"So each base angle is $80^\circ / 2 = " + bx("40")[1:],
      "no degree sign where the gold has one"),
    m("x_m_ok_iso_prose", "B", G_ISO, "correct", "prose_sentence", ISO + "Therefore each base angle measures 40 degrees.",
      "an unmarked sentence with the word degrees"),
    m("x_m_ok_iso_radians", "B", G_ISO, "correct", "boxed", ISO + r"In radians, each base angle is $" + bx(r"\frac{2\pi}{9}")[1:],
      "2\\pi/9 rad = 40 degrees; debatable: radians for a gold in degrees (round 8 accepts degrees for radians)", True),
    m("x_m_iso_sum", "A", G_ISO, "wrong", "boxed", ISO + r"So the base angles measure $" + bx(r"80^\circ")[1:],
      "the two base angles together"),
    m("x_m_iso_rad_word", "A", G_ISO, "wrong", "boxed", ISO + r"So each base angle is $" + bx(r"40 \text{ rad}")[1:],
      "40 radians is not 40 degrees"),
    # --- 2\pi/5
    m("x_m_ok_cent_decimal_coefficient", "B", G_CENT, "correct", "boxed", CENT + r"Each is $" + bx(r"0.4\pi")[1:],
      "0.4 is exactly 2/5: 0.4\\pi = 2\\pi/5"),
    m("x_m_ok_cent_degrees", "B", G_CENT, "correct", "boxed", CENT + r"Each is $\frac{360^\circ}{5} = " + bx(r"72^\circ")[1:],
      "72 degrees = 2\\pi/5 rad; debatable: degrees for a radian gold (round 8's decision: accept)", True),
    m("x_m_cent_reciprocal", "A", G_CENT, "wrong", "boxed", CENT + r"Each is $" + bx(r"\frac{5}{2\pi}")[1:], "the reciprocal"),
    m("x_m_cent_bare_degrees", "A", G_CENT, "wrong", "boxed", CENT + r"Each is $" + bx("72")[1:],
      "72 with no unit: as a number it is not 2\\pi/5"),
    # --- [-2, 3)
    m("x_m_ok_dom_inequality", "B", G_DOM, "correct", "boxed", DOM + "So the domain is " + bx(r"-2 \le x < 3") + ".",
      "the interval as a double inequality"),
    m("x_m_ok_dom_french", "B", G_DOM, "correct", "boxed", DOM + "So the domain is " + bx("[-2, 3[") + ".",
      "the French (ISO 31-11) reversed bracket for an open end"),
    m("x_m_ok_dom_in", "B", G_DOM, "correct", "boxed", DOM + bx(r"x \in \left[-2,\, 3\right)"), "x \\in and \\left[ \\right)"),
    m("x_m_dom_closed", "A", G_DOM, "wrong", "boxed", DOM + "So the domain is " + bx("[-2, 3]") + ".", "the right end closed"),
    m("x_m_dom_ends_flipped", "A", G_DOM, "wrong", "boxed", DOM + "So the domain is " + bx(r"-2 < x \le 3") + ".",
      "which end is strict flipped"),
    m("x_m_dom_union_point", "A", G_DOM, "wrong", "boxed", DOM + "So the domain is " + bx(r"[-2, 3) \cup \{3\}") + ".",
      "the gold's interval with 3 added back: [-2, 3]"),
    # --- (-\infty,-5]\cup[1,\infty)
    m("x_m_ok_union_swapped", "B", G_ABSU, "correct", "boxed", ABSU + "So " + bx(r"x \in [1, \infty) \cup (-\infty, -5]"),
      "the two pieces in the other order"),
    m("x_m_ok_union_or", "B", G_ABSU, "correct", "boxed", ABSU + "So " + bx(r"x \le -5 \text{ or } x \ge 1"), "inequalities joined by 'or'"),
    m("x_m_ok_union_complement", "B", G_ABSU, "correct", "boxed", ABSU + "So the solution set is " + bx(r"\mathbb{R} \setminus (-5, 1)"),
      "the complement of the open interval (-5, 1) is exactly the gold"),
    m("x_m_union_cap", "A", G_ABSU, "wrong", "boxed", ABSU + bx(r"(-\infty, -5] \cap [1, \infty)"),
      "\\cap for \\cup: the empty set"),
    m("x_m_union_and_words", "A", G_ABSU, "wrong", "boxed", ABSU + "So " + bx(r"x \le -5 \text{ and } x \ge 1"),
      "'and' makes the empty set; debatable: models write 'and' loosely for a union", True),
    m("x_m_union_signs", "A", G_ABSU, "wrong", "boxed", ABSU.replace("x + 2", "x - 2").replace("$x \\ge 1$ or $x \\le -5$", "$x \\ge 5$ or $x \\le -1$")
      + bx(r"(-\infty, -1] \cup [5, \infty)"), "the sign inside the absolute value flipped"),
    # --- -3, 1, 4
    m("x_m_ok_cub_order", "B", G_CUB, "correct", "boxed", CUB + "The roots are " + bx("4, 1, -3") + ".", "the roots in another order"),
    m("x_m_ok_cub_each_labelled", "B", G_CUB, "correct", "boxed", CUB + bx(r"x = -3,\ x = 1,\ x = 4"), "each root labelled"),
    m("x_m_cub_missing", "A", G_CUB, "wrong", "boxed", CUB + "The roots are " + bx("-3, 4") + ".", "a root missing"),
    m("x_m_cub_factored_only", "A", G_CUB, "wrong", "boxed", "Since $1 - 2 - 11 + 12 = 0$, we divide by $x - 1$: " + bx("(x - 1)(x - 4)(x + 3)"),
      "the factorisation, not the roots"),
    # --- (4, -1, 2)
    m("x_m_ok_sys_labelled", "B", G_SYS, "correct", "boxed", SYS + bx("(x, y, z) = (4, -1, 2)"), "the triple with its names"),
    m("x_m_ok_sys_solution_set", "B", G_SYS, "correct", "boxed", SYS + "The solution set is " + bx(r"\{(4, -1, 2)\}") + ".",
      "the set holding the one triple; debatable: a set around a tuple", True),
    m("x_m_sys_swapped", "A", G_SYS, "wrong", "boxed", SYS + bx("(-1, 4, 2)"), "x and y swapped"),
    m("x_m_sys_missing_z", "A", G_SYS, "wrong", "boxed", SYS + bx(r"x = 4,\ y = -1"), "z missing"),
    m("x_m_sys_unordered_set", "A", G_SYS, "wrong", "boxed", SYS + "So the solution is " + bx(r"\{4, -1, 2\}") + ".",
      "a set of three numbers does not say which is x; debatable: a reader may take the order as written", True),
    # --- (-2, 7) column
    m("x_m_ok_vec_bmatrix", "B", G_VEC, "correct", "boxed", VEC + r"$= " + bx(r"\begin{bmatrix} -2 \\ 7 \end{bmatrix}")[1:], "bmatrix"),
    m("x_m_ok_vec_tuple", "B", G_VEC, "correct", "boxed", VEC + r"$= " + bx("(-2, 7)")[1:],
      "a tuple for the column (round 12's decision: accept)"),
    m("x_m_ok_vec_ij", "B", G_VEC, "correct", "boxed", VEC + r"$= " + bx(r"-2\mathbf{i} + 7\mathbf{j}")[1:],
      "the same vector in the standard basis; debatable: a reader must map i, j to components", True),
    m("x_m_vec_swapped", "A", G_VEC, "wrong", "boxed", VEC + r"$= " + bx(r"\begin{pmatrix} 7 \\ -2 \end{pmatrix}")[1:],
      "the components swapped"),
    m("x_m_vec_sum", "A", G_VEC, "wrong", "boxed", r"$3\mathbf{a} + 2\mathbf{b} = \begin{pmatrix} 6 + 8 \\ 3 - 4 \end{pmatrix} = "
      + bx(r"\begin{pmatrix} 14 \\ -1 \end{pmatrix}")[1:], "the sum, not the difference"),
    # --- 1 - 3i
    m("x_m_ok_cpx_imag_first", "B", G_CDIV, "correct", "boxed", CDIV + r"$= " + bx("-3i + 1")[1:], "the imaginary part first"),
    m("x_m_ok_cpx_unreduced", "B", G_CDIV, "correct", "boxed", "Multiplying by the conjugate, " + bx(r"\frac{10 - 30i}{10}"),
      "not divided out, but exactly 1 - 3i"),
    m("x_m_cpx_conjugate", "A", G_CDIV, "wrong", "boxed", CDIV + r"$= " + bx("1 + 3i")[1:], "the conjugate"),
    m("x_m_cpx_slip", "A", G_CDIV, "wrong", "boxed",
      r"$\frac{10}{1 + 3i} = \frac{10(1 - 3i)}{1 - 9} = \frac{10 - 30i}{-8} = " + bx(r"-\frac{5}{4} + \frac{15}{4}i")[1:],
      "i^2 taken as +1 in the denominator"),
    # --- 20\%
    m("x_m_ok_pct_unescaped", "B", G_PCT, "correct", "boxed", PCT + "So the price increased by " + bx("20%") + ".",
      "a bare % (a LaTeX comment sign) in the box"),
    m("x_m_ok_pct_word", "B", G_PCT, "correct", "boxed", PCT + r"That is $" + bx(r"20 \text{ percent}")[1:], "the word percent"),
    m("x_m_ok_pct_bare", "B", G_PCT, "correct", "minerva", PCT + mv("20"), "20 for 20\\% (% is a unit, round 1)"),
    m("x_m_pct_fraction", "A", G_PCT, "wrong", "boxed", PCT + "So the increase is " + bx("0.2") + ".",
      "the share 0.2 for 20\\%; debatable: 20% is 0.2 if % means /100 (round 5 decided the percent is asked)", True),
    m("x_m_pct_wrong_base", "A", G_PCT, "wrong", "boxed",
      r"The increase is $\$8$ and $\frac{8}{48} = \frac{1}{6}$, so the price went up by " + bx(r"16.67\%") + ".",
      "the new price as the base"),
    # --- 5040
    m("x_m_ok_perm_braced_comma", "B", G_PERM, "correct", "boxed", PERM + r"$= " + bx("5{,}040")[1:], "{,} as the separator"),
    m("x_m_ok_perm_bang_comma", "B", G_PERM, "correct", "boxed", PERM + QWEN_END.format(r"5,\!040"), ",\\! as the separator"),
    m("x_m_ok_perm_factorial", "B", G_PERM, "correct", "boxed", "Seven different books can be arranged in " + bx("7!") + " ways.",
      "7! unevaluated is exactly 5040"),
    m("x_m_perm_six", "A", G_PERM, "wrong", "boxed", PERM.replace("7! = 7 \\cdot ", "6! = ") + r"$= " + bx("720")[1:], "6! for 7!"),
    # --- 19,\!600
    m("x_m_ok_comb_plain", "B", G_COMB, "correct", "boxed", COMB + LLAMA_END.format("19600"), "no separator, in Llama 3's closing line"),
    m("x_m_ok_comb_binom", "B", G_COMB, "correct", "boxed", "Choosing $3$ of the $50$ people can be done in " + bx(r"\binom{50}{3}") + " ways.",
      "\\binom{50}{3} unevaluated is exactly 19,600"),
    m("x_m_comb_ordered", "A", G_COMB, "wrong", "boxed", r"Choosing $3$ of the $50$ people: $50 \cdot 49 \cdot 48 = " + bx(r"117{,}600")[1:],
      "ordered choices; the 3! not divided out"),
    m("x_m_comb_dot_thousands", "A", G_COMB, "wrong", "boxed", COMB + r"$= " + bx("19.600")[1:],
      "in an English answer 19.600 is 19.6 (round 5's decision on a thousands dot)"),
    # --- 1/400
    m("x_m_ok_sq_decimal", "B", G_SQ, "correct", "boxed", SQ + r"$= " + bx("0.0025")[1:], "a terminating decimal, exactly 1/400"),
    m("x_m_ok_sq_sci", "B", G_SQ, "correct", "boxed", SQ + r"$= " + bx(r"2.5 \times 10^{-3}")[1:], "scientific notation"),
    m("x_m_sq_shift", "A", G_SQ, "wrong", "boxed", SQ + r"$= " + bx("0.025")[1:], "a place-value slip"),
    # --- (C)
    m("x_m_ok_mc_bare", "B", G_MC, "correct", "boxed", MC + "So the answer is " + bx("C") + ".", "a bare letter"),
    m("x_m_ok_mc_paren", "B", G_MC, "correct", "boxed", MC + bx("(C)"), "a letter in parentheses"),
    m("x_m_ok_mc_textbf_value", "B", G_MC, "correct", "boxed", MC + bx(r"\textbf{(C)}\ 24"), "the AMC style: bold letter and value"),
    m("x_m_mc_neighbour", "A", G_MC, "wrong", "boxed", MC + bx(r"\text{(D)}"), "the next letter"),
    m("x_m_mc_letter_value_mismatch", "A", G_MC, "wrong", "boxed",
      r"$2^3 + 4^2 = 8 + 18 = 26$. The options are (A) $20$, (B) $22$, (C) $24$, (D) $26$, (E) $28$." + "\n" + bx(r"\textbf{(C)}\ 26"),
      "the letter C with D's value 26 (from a slip); debatable: the letter alone matches the gold", True),
    # --- neither
    m("x_m_ok_odd_plain", "B", G_ODD, "correct", "boxed", ODD + "So $f$ is " + bx("neither") + ".", "no \\text"),
    m("x_m_ok_odd_capital", "B", G_ODD, "correct", "boxed", ODD + bx(r"\text{Neither}"), "a capital letter"),
    m("x_m_odd_even", "A", G_ODD, "wrong", "boxed", r"$f(-x) = -x^3 + x^2$, and the $x^2$ term is even, so $f$ is " + bx(r"\text{even}") + ".",
      "a wrong parity"),
    # --- (2x - 1)(x + 4)
    m("x_m_ok_fac_order", "B", G_FAC, "correct", "boxed", FAC + r"So $2x^2 + 7x - 4 = " + bx("(x + 4)(2x - 1)")[1:], "the factors in the other order"),
    m("x_m_ok_fac_expanded", "B", G_FAC, "correct", "boxed", FAC + r"Checking, $(2x - 1)(x + 4) = " + bx("2x^2 + 7x - 4")[1:],
      "the expanded polynomial, equal in value; debatable: the question asked for a factorisation (round 2's decision: accept)",
      True),
    m("x_m_ok_fac_constant_out", "B", G_FAC, "correct", "boxed",
      r"The roots of $2x^2 + 7x - 4$ are $\frac{1}{2}$ and $-4$, and the leading coefficient is $2$, so "
      + bx(r"2\left(x - \frac{1}{2}\right)(x + 4)"), "the leading 2 outside: exactly (2x - 1)(x + 4)"),
    m("x_m_fac_signs", "A", G_FAC, "wrong", "boxed", FAC.replace("a = -1$ and $b = 4", "a = 1$ and $b = -4") + bx("(2x + 1)(x - 4)"),
      "both signs flipped: 2x^2 - 7x - 4"),
    m("x_m_fac_missing_two", "A", G_FAC, "wrong", "boxed",
      r"The roots of $2x^2 + 7x - 4$ are $\frac{1}{2}$ and $-4$, so " + bx(r"\left(x - \frac{1}{2}\right)(x + 4)"),
      "the leading 2 missing: half the polynomial"),
    m("x_m_fac_roots", "A", G_FAC, "wrong", "boxed", FAC + r"So " + bx(r"x = \frac{1}{2},\ -4"), "the roots, not the factorisation"),
    # --- y = -x/2 + 4
    m("x_m_ok_line_standard", "B", G_LINE, "correct", "boxed", LINE + "Multiplying by $2$ and rearranging: " + bx("x + 2y = 8"),
      "standard form, the same line (this round's convention)"),
    m("x_m_ok_line_general", "B", G_LINE, "correct", "boxed", LINE + "In general form: " + bx("x + 2y - 8 = 0"), "general form"),
    m("x_m_ok_line_reordered", "B", G_LINE, "correct", "boxed", LINE + bx(r"y = 4 - \frac12x"), "terms reordered, \\frac12 without braces"),
    m("x_m_ok_line_point_slope", "B", G_LINE, "correct", "boxed", LINE + "The equation is " + bx(r"y - 3 = -\frac{1}{2}(x - 2)") + ".",
      "point-slope form, the same line"),
    m("x_m_ok_line_decimal", "B", G_LINE, "correct", "boxed", LINE + r"$" + bx("y = -0.5x + 4")[1:], "a decimal slope, exactly -1/2"),
    m("x_m_line_slope_sign", "A", G_LINE, "wrong", "boxed", LINE + bx(r"y = \frac{1}{2}x + 4"), "the slope's sign lost"),
    m("x_m_line_slope_reciprocal", "A", G_LINE, "wrong", "boxed", LINE + bx("y = -2x + 4"), "the reciprocal slope"),
    m("x_m_line_standard_swapped", "A", G_LINE, "wrong", "boxed", LINE + "In standard form: " + bx("2x + y = 8"),
      "the coefficients swapped: y = -2x + 8"),
    m("x_m_line_slope_only", "A", G_LINE, "wrong", "boxed", "The slope is $\\frac{1 - 3}{6 - 2} = " + bx(r"-\frac{1}{2}")[1:],
      "the slope, not the line"),
    # --- 5/6
    m("x_m_ok_dice_repeating", "B", G_DICE, "correct", "boxed", DICE + r"$= " + bx(r"0.8\overline{3}")[1:], "0.8333... with \\overline"),
    m("x_m_ok_dice_dot", "B", G_DICE, "correct", "boxed", DICE + r"$= " + bx(r"0.8\dot{3}")[1:], "the British dot notation"),
    m("x_m_ok_dice_complement", "B", G_DICE, "correct", "boxed",
      r"The chance both dice match is $\frac{6}{36} = \frac{1}{6}$, so $P = " + bx(r"1 - \frac{1}{6}")[1:],
      "an unevaluated difference equal to 5/6"),
    m("x_m_dice_wrong_period", "A", G_DICE, "wrong", "boxed", DICE + r"$= " + bx(r"0.\overline{83}")[1:],
      "0.838383... = 83/99, not 0.8333..."),
    m("x_m_dice_rounded", "A", G_DICE, "wrong", "boxed", DICE + r"$\approx " + bx("0.833")[1:], "a rounded decimal"),
    # --- 23/4
    m("x_m_ok_mix_tfrac", "B", G_MIX, "correct", "boxed", MIX + r"$= " + bx(r"5\tfrac34")[1:], "a mixed number, \\tfrac without braces"),
    m("x_m_ok_mix_decimal", "B", G_MIX, "correct", "boxed", MIX + r"$= " + bx("5.75")[1:], "a terminating decimal, exactly 23/4"),
    m("x_m_ok_mix_sum", "B", G_MIX, "correct", "boxed", r"Adding the whole parts and the fractions: $5 + \frac{1}{2} + \frac{1}{4} = " + bx(r"5 + \frac{3}{4}")[1:],
      "an explicit sum"),
    m("x_m_mix_product", "A", G_MIX, "wrong", "boxed", MIX + r"$= " + bx(r"5 \cdot \frac{3}{4}")[1:],
      "a slip writing the mixed number as a product: 5 * 3/4 = 15/4"),
    m("x_m_mix_fraction_part", "A", G_MIX, "wrong", "boxed",
      r"The whole parts give $3 + 2 = 5$ and the fractions give $\frac{1}{2} + \frac{1}{4} = \frac{1 + 1}{2 + 4} = \frac{1}{3}$, so "
      + bx(r"5\frac{1}{3}"), "numerators and denominators added: 5 1/3 = 16/3"),
    # --- 1023/512
    m("x_m_ok_geo_exact_decimal", "B", G_GEO, "correct", "boxed", GEO + r"$= " + bx("1.998046875")[1:],
      "the exact terminating decimal of 1023/512"),
    m("x_m_ok_geo_unevaluated", "B", G_GEO, "correct", "boxed", GEO + r"$= " + bx("2 - 2^{-9}")[1:], "2 - 1/512, unevaluated"),
    m("x_m_ok_geo_paren_slash", "B", G_GEO, "correct", "boxed", GEO + r"$= " + bx("(2^{10}-1)/2^9")[1:], "a slash with parentheses"),
    m("x_m_geo_limit", "A", G_GEO, "wrong", "boxed", GEO + "The sum approaches " + bx("2") + ".", "the infinite sum's limit"),
    m("x_m_geo_exponent_off", "A", G_GEO, "wrong", "boxed", GEO + r"$= " + bx(r"2 - \frac{1}{1024}")[1:],
      "2047/1024: the factor 2 not applied to 1/1024"),
    m("x_m_geo_precedence", "A", G_GEO, "wrong", "boxed", GEO + r"$= " + bx("2^{10}-1/2^9")[1:],
      "no parentheses: 1024 - 1/512"),
    # --- 4
    m("x_m_ok_max_labelled", "B", G_MAXV, "correct", "boxed", MAXV + "The maximum value is " + bx("f(3) = 4") + ".", "a labelled value"),
    m("x_m_max_bound", "A", G_MAXV, "wrong", "boxed", MAXV + "So " + bx(r"f(x) \le 4") + ".", "a bound, not the value"),
    m("x_m_max_argmax", "A", G_MAXV, "wrong", "boxed", MAXV + "The maximum occurs at " + bx("x = 3") + ".", "where, not what"),
    # --- 2\sqrt2
    m("x_m_ok_mod_sqrt8", "B", G_MOD, "correct", "boxed", MOD + "So $|2 + 2i| = " + bx(r"\sqrt{8}")[1:], "\\sqrt8 = 2\\sqrt2 unsimplified"),
    m("x_m_ok_mod_power", "B", G_MOD, "correct", "boxed", MOD + r"$= " + bx("2^{3/2}")[1:], "2^{3/2} = 2\\sqrt2"),
    m("x_m_mod_squared", "A", G_MOD, "wrong", "boxed", r"$|2 + 2i|^2 = 2^2 + 2^2 = " + bx("8")[1:], "the squared modulus"),
    # --- 2/9
    m("x_m_ok_div_repeating_pair", "B", G_DIV, "correct", "boxed", DIV + r"$= " + bx(r"0.\overline{22}")[1:],
      "0.\\overline{22} = 22/99 = 2/9 (a longer period, the same number)"),
    m("x_m_ok_div_repeating_late", "B", G_DIV, "correct", "boxed", DIV + r"$= " + bx(r"0.2\overline{2}")[1:],
      "0.2\\overline{2} = 2/9"),
    m("x_m_div_no_overlap", "A", G_DIV, "wrong", "boxed",
      r"$15$ multiples of $6$ and $10$ multiples of $9$ give $P = \frac{25}{90} = " + bx(r"\frac{5}{18}")[1:],
      "the overlap counted twice"),

    # ================================================================ 3b. exactness and notation (GSM8K)
    g("x_ok_space_thousands", "B", "1840", "correct", "hash", PEN + "#### 1 840", "a space as the thousands separator"),
    g("x_ok_latex_braced_comma", "B", "1840", "correct", "boxed", PEN + "The store has $\\boxed{1{,}840}$ pens left.", "LaTeX {,} in a GSM8K box"),
    g("x_ok_sci", "B", "1840", "correct", "hash", PEN + "#### 1.84 \\times 10^3", "scientific notation, exact"),
    g("x_dot_thousands", "A", "1840", "wrong", "hash", PEN + "#### 1.840", "in English 1.840 is 1.84 (round 5's decision)"),
    g("x_digit_swap", "A", "1840", "wrong", "hash", PEN + "#### 1,480", "digits swapped"),
    g("x_ok_money_box", "B", "14.85", "correct", "boxed", NOTE + "Maya spends $\\boxed{\\$14.85}$.", "an escaped dollar sign in the box"),
    g("x_ok_money_trailing_zero", "B", "14.85", "correct", "hash", NOTE + "#### 14.850", "a trailing zero"),
    g("x_money_truncated", "A", "14.85", "wrong", "hash", NOTE + "#### 14.8", "a digit dropped"),
    g("x_money_rounded", "A", "14.85", "wrong", "hash", NOTE + "That's about $15.\n#### 15", "rounded to the dollar"),
    g("x_money_digits_swapped", "A", "14.85", "wrong", "hash", NOTE + "#### 14.58", "cents swapped"),
    g("x_ok_negative_unit", "B", "-7", "correct", "hash", TEMP + "#### -7 °C", "a negative value with its unit"),
    g("x_ok_negative_paren", "B", "-7", "correct", "hash", TEMP + "#### (-7)", "a negative value in parentheses"),
    g("x_sign_lost", "A", "-7", "wrong", "hash", TEMP + "#### 7 °C", "the minus lost"),
    g("x_negative_tiny", "A", "-7", "wrong", "hash", TEMP + "#### -7 + 10^{-30}", "a tiny perturbation"),
    g("x_ok_mixed_fraction", "B", "2.5", "correct", "hash", NUTS + "#### 2 1/2",
      "the mixed number 2 1/2 = 2.5 (rounds 5 and 14's decision: accept)"),
    g("x_ok_improper", "B", "2.5", "correct", "hash", NUTS + "#### 5/2", "5/2 = 2.5"),
    g("x_ok_vulgar_half", "B", "2.5", "correct", "hash", NUTS + "#### 2½", "a vulgar-fraction mixed number"),
    g("x_ok_tfrac_box", "B", "2.5", "correct", "boxed", NUTS + "Each friend gets $\\boxed{2\\tfrac{1}{2}}$ pounds.", "\\tfrac mixed number in a box"),
    g("x_mixed_wrong_part", "A", "2.5", "wrong", "hash",
      "5 friends share 12.5 pounds of nuts equally: 12.5 / 5 = 2.5, which is 2 and 1/5 pounds each.\n#### 2 1/5",
      "2.5 misread as 2 and a fifth: 2 1/5 = 2.2"),
    g("x_decimal_lost", "A", "2.5", "wrong", "hash", "5 friends share 125 pounds: 125 / 5 = 25.\n#### 25", "12.5 misread as 125"),
    g("x_ok_cents", "B", "51", "correct", "hash", COAT + "#### $51.00", "cents written out"),
    g("x_percent_paid", "A", "51", "wrong", "hash", COAT + "So she pays 85% of the price.\n#### 85%", "the percent paid, not the price"),
    g("x_discount_only", "A", "51", "wrong", "hash", COAT.split(", so")[0] + ".\n#### 9", "the discount, not the price"),
    g("x_ok_commas", "B", "51410", "correct", "hash", TOWN + "#### 51,410", "thousands comma"),
    g("x_ok_sci_exact", "B", "51410", "correct", "hash", TOWN + "#### 5.141 \\times 10^4", "scientific notation, exact"),
    g("x_sci_rounded", "A", "51410", "wrong", "hash", TOWN + "#### 5.14 \\times 10^4", "three figures: 51,400"),
    g("x_digits_swapped", "A", "51410", "wrong", "hash", TOWN + "#### 51,401", "the last digits swapped"),

    # ================================================================ 4. negation, strike-out, annotation (MATH)
    m("n_m_box_neq", "A", G_NEG, "no_answer", "boxed", NEG + bx(r"\neq -\frac{3}{7}"), "the value negated in the box, nothing after"),
    m("n_m_box_var_ne", "A", G_DIST, "wrong", "boxed", DIST + bx(r"d \ne 3\sqrt{10}"),
      "d \\ne 3\\sqrt{10} is every value but the gold (round 3's reading)"),
    m("n_m_cancel_box_only", "A", G_SPH, "no_answer", "boxed", SPH + bx(r"\cancel{\frac{32\pi}{3}}"), "the value cancelled, nothing after"),
    m("n_m_sout_box", "A", G_CDIV, "no_answer", "boxed", CDIV + r"\sout{$\boxed{1 - 3i}$}", "the only box struck with \\sout"),
    m("n_m_text_not_in_box", "A", G_SYS, "no_answer", "boxed", SYS + bx(r"\text{not } (4, -1, 2)"), "'not' inside the box"),
    m("n_m_box_then_wrong_note", "A", G_LINE, "wrong", "boxed",
      LINE + bx(r"y = -\frac{1}{2}x + 4") + " (this is wrong: I think I mixed up the two points)",
      "the model marks its own box wrong and stops"),
    m("n_m_guess_annotation", "A", G_SIN, "wrong", "boxed", SIN + bx(r"\frac{\sqrt{2}}{2}") + " (guess)",
      "a value the model calls a guess (round 5's decision: tentative is a hedge)"),
    m("n_m_conditional_two", "A", G_SPH, "wrong", "boxed",
      r"The volume is $\boxed{\frac{32\pi}{3}}$ if $2$ is the radius, or $\boxed{\frac{256\pi}{3}}$ if $4$ is the radius.",
      "two conditional answers: a hedge, the gold first"),
    m("n_m_strike_gold_then_other", "A", G_NEG, "wrong", "boxed", NEG + r"~~$\boxed{-\frac{3}{7}}$~~ $\boxed{\frac{3}{7}}$",
      "the struck gold, then 3/7"),
    m("n_m_cross_after_box", "A", G_CENT, "wrong", "boxed", CENT + bx(r"\frac{2\pi}{5}") + " ✗", "a cross mark after the box"),
    m("n_m_tilde_box", "A", G_PERM, "wrong", "boxed", PERM + r"$= " + bx(r"\sim 5040")[1:],
      "\\sim reads as 'approximately' (round 12's decision)"),
    m("n_m_question_mark_box", "A", G_DOM, "wrong", "boxed", DOM + "So the domain is " + bx("[-2, 3)?"),
      "an answer written as a question (round 8's decision)"),
    m("n_m_struck_letter_then_other", "A", G_MC, "wrong", "boxed", MC + r"~~(C)~~ " + bx(r"\text{(D)}"), "the gold letter struck, D boxed"),
    m("n_m_bcancel_box", "A", G_CUB, "no_answer", "boxed", CUB + bx(r"\bcancel{-3, 1, 4}"), "the roots struck with \\bcancel, nothing after"),
    m("n_m_red_sout", "A", G_COMB, "no_answer", "boxed", COMB + bx(r"\color{red}{\sout{19{,}600}}"), "a red strike in the box, nothing after"),
    m("n_m_box_not_the_answer", "A", G_COMB, "wrong", "boxed", COMB + r"$= " + bx(r"19{,}600")[1:] + " is not the answer; I double-counted.",
      "the model rejects its own box and gives nothing new"),
    m("n_m_box_false", "A", G_FAC, "wrong", "boxed", FAC + bx("(2x - 1)(x + 4)") + r" \textbf{(False)}", "the model marks its box false"),
    m("n_m_ok_cancel_working", "B", G_CDIV, "correct", "boxed",
      r"$\frac{10}{1 + 3i} = \frac{\cancel{10}(1 - 3i)}{\cancel{10}} = " + bx("1 - 3i")[1:], "\\cancel used for a cancellation in the working"),
    m("n_m_ok_not_even_not_odd", "B", G_ODD, "correct", "boxed", ODD + "So $f$ is not even and not odd: " + bx(r"\text{neither}") + ".",
      "'not' twice in the sentence; the answer itself is a negative word"),
    m("n_m_ok_not_without_pi", "B", G_SPH, "correct", "boxed",
      SPH + r"The volume is not $\frac{32}{3}$; the $\pi$ must stay: $" + bx(r"\frac{32\pi}{3}")[1:], "another value negated"),
    m("n_m_ok_strike_other_then_box", "B", G_DOM, "correct", "boxed", DOM + r"~~$[-2, 3]$~~ The right end is excluded: " + bx("[-2, 3)"),
      "a struck wrong interval, then the gold"),
    m("n_m_ok_not_reciprocal_slope", "B", G_LINE, "correct", "boxed",
      LINE + r"The slope is $-\frac{1}{2}$, not $-2$, so " + bx(r"y = -\frac{1}{2}x + 4"), "the reciprocal negated"),
    m("n_m_ok_checkmark", "B", G_CUB, "correct", "boxed", CUB + bx("-3, 1, 4") + " ✓ (each root checked)", "a check mark annotation"),
    m("n_m_ok_no_other", "B", G_SYS, "correct", "boxed", SYS + "No other solution exists, since the three equations are independent: " + bx("(4, -1, 2)"),
      "'No' opens the sentence"),
    m("n_m_ok_not_limit", "B", G_GEO, "correct", "boxed",
      GEO + r"The sum is not $2$: that is the limit of the infinite series, and we stop after ten terms. $" + bx(r"\frac{1023}{512}")[1:],
      "the limit negated, the finite sum boxed"),
    m("n_m_ok_wrong_discarded", "B", G_MIX, "correct", "boxed",
      r"My first try, $5\frac{1}{4}$, was wrong (I dropped the $\frac{1}{2}$). " + MIX + r"$= " + bx(r"\frac{23}{4}")[1:],
      "'wrong' about a discarded value"),
    m("n_m_ok_option_marks", "B", G_MC, "correct", "boxed", MC + "(A) ✗ (B) ✗ (C) ✓ (D) ✗ (E) ✗\n\n" + bx(r"\text{(C)}"),
      "✗ on the other letters"),
    m("n_m_ok_endpoints_not_strict", "B", G_ABSU, "correct", "boxed",
      ABSU + "The endpoints are included (the inequality is not strict): " + bx(r"(-\infty, -5] \cup [1, \infty)"), "'not strict'"),
    m("n_m_ok_exact_note", "B", G_NEG, "correct", "boxed", NEG + "$x = " + bx(r"-\frac{3}{7}")[1:] + " (exact)", "a harmless annotation"),
    g("n_strike_only", "A", "1840", "no_answer", "hash", PEN + "#### ~~1,840~~", "the value struck, nothing after"),
    g("n_question_mark", "A", "14.85", "wrong", "hash", NOTE + "#### 14.85?", "a question (round 8's decision)"),
    g("n_not_value", "A", "-7", "no_answer", "hash", TEMP + "#### not -7", "negated on the #### line"),
    g("n_ok_strike_other_then_gold", "B", "1840", "correct", "hash", PEN + "#### ~~1,390~~ 1,840", "a struck slip, then the gold"),
    g("n_ok_not_positive", "B", "-7", "correct", "hash", TEMP + "#### -7 (not 7: the temperature is below zero)", "another value negated"),

    # ================================================================ 6. retractions and harmless after-text (MATH)
    m("r_m_endpoint_retracted", "A", G_DOM, "wrong", "boxed",
      DOM + bx("[-2, 3)") + "\nHmm, wait: at $x = -2$ the first root is $\\sqrt{0}$, and I'd rather exclude it too. "
      "So the domain is " + bx("(-2, 3)") + ".", "a correction to the open interval"),
    m("r_m_rationalise_slip", "A", G_SIN, "wrong", "boxed",
      SIN + r"$= " + bx(r"\frac{1}{\sqrt{2}}")[1:] + r" Rationalising: $\frac{1}{\sqrt{2}} \cdot \frac{\sqrt{2}}{\sqrt{2}} = " + bx(r"\frac{\sqrt{2}}{4}")[1:],
      "the last box, a rationalising slip, differs from the first"),
    m("r_m_line_edit", "A", G_LINE, "wrong", "boxed",
      LINE + bx(r"y = -\frac{1}{2}x + 4") + "\nEdit: the slope is $\\frac{6 - 2}{1 - 3} = -2$, so the line is $y = -2x + 7$.",
      "an edit to another line"),
    m("r_m_mc_changed", "A", G_MC, "wrong", "boxed",
      MC + bx(r"\text{(C)}") + "\nHmm, re-reading the problem, it is $2^3 + 4^2 + 2 = 26$, so the answer is " + bx(r"\text{(D)}") + ".",
      "a change to (D)"),
    m("r_m_sign_flip_after", "A", G_NEG, "wrong", "boxed",
      NEG + "$x = " + bx(r"-\frac{3}{7}")[1:] + "\nLet me double-check: $7 \\cdot \\left(-\\frac{3}{7}\\right) + 5 = 2$... "
      "actually I think the sign should be positive, so $x = \\frac{3}{7}$.", "a final change to 3/7"),
    m("r_m_ok_two_forms_same", "B", G_SIN, "correct", "boxed",
      SIN + r"$= " + bx(r"\frac{1}{\sqrt{2}}")[1:] + r", which rationalises to $" + bx(r"\frac{\sqrt{2}}{2}")[1:] + ".",
      "two boxes, two notations, one value"),
    m("r_m_ok_exact_then_rounded_box", "B", G_DICE, "correct", "boxed",
      DICE + r"$= " + bx(r"\frac{5}{6}")[1:] + r", or about $" + bx("0.83")[1:] + " as a decimal.",
      "the exact value boxed, then its own rounding boxed; debatable: the last box is a rounded decimal", True),
    m("r_m_ok_check_confirms", "B", G_DOM, "correct", "boxed",
      DOM + bx("[-2, 3)") + "\nCheck: $x = 3$ makes $\\frac{1}{\\sqrt{0}}$ undefined, so $3$ stays out; $x = -2$ gives "
      "$0 + \\frac{1}{\\sqrt{5}}$, which is fine.", "a check that confirms"),
    m("r_m_ok_wait_standard_form", "B", G_LINE, "correct", "boxed",
      LINE + bx(r"y = -\frac{1}{2}x + 4") + "\nWait, should it be in standard form? That would be $x + 2y = 8$, the same line.",
      "the same line restated in another form after the box"),
    m("r_m_ok_update_separator", "B", G_PERM, "correct", "boxed",
      PERM + r"$= " + bx("5040")[1:] + "\nUpdate: with a thousands separator that is $5{,}040$.", "an update that keeps the value"),
    g("r_misread_after", "A", "1840", "wrong", "hash", PEN + "#### 1,840\nWait, I misread: it sold 1,610, so 3,000 - 1,610 = 1,390.",
      "a correction to 1,390"),
    g("r_extra_discount", "A", "51", "wrong", "hash",
      COAT + "#### 51\nActually the store takes another 10% off at the register: 51 - 5.10 = 45.90.", "a correction to 45.90"),
    g("r_ok_check_after", "B", "2.5", "correct", "hash", NUTS + "#### 2.5\nCheck: 5 * 2.5 = 12.5 ✓", "a check that confirms"),

    # ================================================================ 7. quoted, reported, hypothetical (MATH)
    m("q_m_show_that_then_other", "A", G_DOM, "wrong", "boxed",
      r"We are asked to show that the domain is $\left[-2, 3\right)$. But $\sqrt{3 - x}$ is defined at $x = 3$, so I include it: "
      + bx("[-2, 3]"), "the gold only in the restated claim; the model's closed interval"),
    m("q_m_hint_cut", "A", G_SIN, "no_answer", "truncated",
      r"Hint: write the answer in the form $\frac{\sqrt{a}}{b}$, for example $\frac{\sqrt{2}}{2}$." + "\n\nWe have $\\sin\\frac{3\\pi}{4} =",
      "the gold only in a quoted hint; cut before any answer"),
    m("q_m_options_only", "A", G_MC, "no_answer", "none",
      "The options are (A) $20$, (B) $22$, (C) $24$, (D) $26$, (E) $28$. I'm not sure which one is right.", "the options listed, none chosen"),
    m("q_m_classmate_then_other", "A", G_FAC, "wrong", "boxed",
      r"My classmate factored it as $(2x - 1)(x + 4)$, but I get " + bx("(2x + 1)(x - 4)") + ".", "another person's gold; the model's box"),
    m("q_m_if_radius_were", "A", G_SPH, "wrong", "boxed",
      r"If the radius were $2$, the volume would be $\frac{32\pi}{3}$; but the diameter is $2$, so $r = 1$ and $V = "
      + bx(r"\frac{4\pi}{3}")[1:], "the gold as a hypothetical; the model's 4\\pi/3"),
    m("q_m_ok_common_error", "B", G_NEG, "correct", "boxed",
      r"A common error is to give $\frac{3}{7}$, forgetting the sign. " + NEG + "$x = " + bx(r"-\frac{3}{7}")[1:],
      "a reported wrong value, then the gold"),
    m("q_m_ok_quoted_problem", "B", G_VEC, "correct", "boxed",
      r"> Compute $3\mathbf{a} - 2\mathbf{b}$." + "\n\n" + VEC + r"$= " + bx(r"\begin{pmatrix} -2 \\ 7 \end{pmatrix}")[1:],
      "the problem quoted"),
    m("q_m_ok_key_agrees", "B", G_FAC, "correct", "boxed",
      FAC + "So the factorisation is " + bx("(2x - 1)(x + 4)") + ", which matches the answer key.", "a reported value agreeing"),
    g("q_key_then_other", "A", "1840", "wrong", "hash", "The answer key says 1,840, but I get:\n" + PEN_SLIP + "#### 1,390",
      "the gold in a reported key; the model's 1,390"),
    g("q_ok_hypothetical_first", "B", "51", "correct", "hash",
      "If the discount were 25%, the price would be $45; at 15% it is 60 - 9 = $51.\n#### 51", "a hypothetical other value first"),
]
# fmt: on

DECISIONS = {
    "x_m_ok_sph_mixed_coefficient": (
        "accept",
        "a mixed number is a model habit (rounds 5 and 14: accept); 10\\frac{2}{3}\\pi reads as (10 + 2/3)\\pi",
    ),
    "x_m_pent_radians": (
        "reject",
        "the gold 108 names no unit, and 3\\pi/5 read as a number is 1.885 (round 16's x_m_ok_hept_as_radians)",
    ),
    "h_m_final_hash_bare_degrees": (
        "reject",
        "the answer line names no unit, and 72 read as a number is not 2\\pi/5; a unit in the working does "
        "not carry to the final answer (round 1's m_degrees_for_radians)",
    ),
    "x_m_ok_iso_radians": (
        "reject",
        "session 21: refused, the mirror of degrees for a radian gold (rounds 21 and 57-65); was: the gold names its unit (40^\\circ); 2\\pi/9 rad is the same angle, the mirror of round 8's accepted "
        "degrees for a radian gold",
    ),
    "x_m_ok_cent_degrees": (
        "reject",
        "session 21: refused, as the eleven later black-box rounds 21 and 57-65 label degrees for a radian gold; was: 72^\\circ names the angle 2\\pi/5 with an explicit unit (round 8's x_ok_acos_degrees: accept)",
    ),
    "x_m_union_and_words": (
        "reject",
        "'x <= -5 and x >= 1' states the empty set; the model must say 'or' for a union",
    ),
    "x_m_ok_sys_solution_set": (
        "accept",
        "the solution set of a system holding its one solution names that triple",
    ),
    "x_m_sys_unordered_set": (
        "reject",
        "a set of numbers has no order, so it does not say which value is x, y or z",
    ),
    "x_m_ok_vec_ij": (
        "accept",
        "-2i + 7j is the column (-2, 7) in the standard basis; MATH solutions write both",
    ),
    "x_m_pct_fraction": (
        "reject",
        "% is a unit (round 1's m_percent_for_fraction); the percent asked is 20, not 0.2 (round 5)",
    ),
    "x_m_mc_letter_value_mismatch": (
        "reject",
        "the letter and the value disagree, so the model states two different answers (README: wrong)",
    ),
    "x_m_ok_fac_expanded": (
        "accept",
        "answers compare by value; the checker cannot see that the question asked for a factored form "
        "(round 2's m_factor_expanded)",
    ),
    "r_m_ok_exact_then_rounded_box": (
        "accept",
        "README: the exact value followed by the model's own rounding of it is correct, boxed or not",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam17", CASES, [], DECISIONS)
