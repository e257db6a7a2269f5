r"""Build adversarial_redteam109.jsonl: a hundred-and-ninth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam109", issue 25), written by a new helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure) were read. Python was used for plain arithmetic only.

Aim of this round: final answers in languages other than English (Bengali, Tamil, Urdu, Swahili,
Romanian, Hungarian, Finnish, Danish, Norwegian, Catalan, Slovak, Serbian, Bulgarian, Malay, and
Chinese, Japanese, Korean, Russian, Spanish, French, German, Portuguese, Italian, Arabic, Hindi,
Turkish, Vietnamese, Polish, Greek, Indonesian, Swedish, Dutch, Czech, Ukrainian, Hebrew), two thirds
on the MATH path: intervals written the local way (`]-4 ; 7[`, `\left]a; b\right[`), decimal commas
in coordinates and vectors (`(1,5 ; 2)`), transposed vectors, sets, matrices, roots listed in words
("x = 2 y x = 5"), degrees and radians named in the language, "that is" / "i.e." glosses, fractions
in words, answer tags holding sentences, self-corrections and retractions in the language, checks
after the answer. Every non-English answer sentence has an English gloss in its probe's note.

Problems, golds and the arithmetic (checked by hand):
MATH
- two fair dice, sum 8 -> 5/36 ((2,6),(3,5),(4,4),(5,3),(6,2): 5 of 36).
- 2 balls from 4 red and 6 blue, both red -> 2/15 (C(4,2) = 6, C(10,2) = 45, 6/45 = 2/15).
- interior angle of a regular pentagon -> 108^\circ ((5 - 2) * 180 / 5 = 108; exterior 72).
- 135 degrees in radians -> 3\pi/4 (135 / 180 = 3/4).
- arithmetic sequence a_1 = 7, d = -3, a_20 -> -50 (7 + 19 * (-3) = -50; a_19 = -47; 7 - 60 = -53).
- 1 + 1/3 + 1/9 + ... -> 3/2 (1 / (1 - 1/3)).
- sum of the first 10 terms of 2, 6, 18, ... -> 59048 (2 (3^10 - 1) / 2 = 59049 - 1).
- domain of ln((x + 4)(7 - x)) -> (-4, 7).
- x^2 - 2x - 15 <= 0 -> [-3, 5] ((x - 5)(x + 3) <= 0).
- domain of sqrt(x^2 - 9) -> (-\infty, -3] \cup [3, \infty).
- (2 + 3i)/(1 - i) -> -1/2 + 5/2 i ((2 + 3i)(1 + i) = 2 + 5i - 3 = -1 + 5i, over 2).
- (1 + i)^8 -> 16 ((1 + i)^2 = 2i, (2i)^4 = 16).
- inverse of [[2, 1], [5, 3]] -> [[3, -1], [-5, 2]] (det 6 - 5 = 1).
- det [[1, 2, 3], [0, 4, 5], [1, 0, 6]] -> 22 (1 * 24 - 2 * (0 - 5) + 3 * (0 - 4) = 24 + 10 - 12).
- midpoint of (1, 3) and (2, 1) -> (3/2, 2).
- (1, 2, 0) x (0, 1, 3) -> (6, -3, 1) as a column (2*3 - 0*1, 0*0 - 1*3, 1*1 - 2*0).
- roots of x^2 - 7x + 10 -> 2, 5; roots of x^2 - 2x - 8 -> -2, 4.
- f(x) = (2x + 1)/(x - 3), f^{-1}(5) -> 16/3 (2x + 1 = 5x - 15, 3x = 16; check 35/3 over 7/3 = 5).
- area of the circumcircle of a 6-8-10 triangle -> 25\pi (R = 5; circumference 10\pi).
GSM8K
- 7 notebooks at $4.25 -> 29.75; 5 buses of 48 seats, 17 empty -> 223 (240 - 17);
- 45 of 72 students -> 62.5 (percent; 45/72 = 0.625); $1,350 a month for 12 months less $2,700 ->
  13500 (16200 - 2700); 3.6 km a day for 15 days -> 54; 15 trays of 24 cookies, 5/6 sold, left ->
  60 (360 - 300); -4 degrees rising 3 an hour for 5 hours -> 11 (-4 + 15).

Ids: the prefix names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness;
`n_` negation / strike-out / annotation; `u_` words after a number; `r_` retractions and harmless
after-text; `q_` quoted, reported, other-part and invented-turn text; `b_` bad input JSON can hold.
`_m_` marks a MATH probe, `_ok_` kind B; the language code follows (`bn ta ur sw ro hu fi da no ca sk
sr bg ms zh ja ko ru es fr de pt it ar hi tr vi pl el id sv nl cs uk he`).

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a right answer in
another honest notation (decimal comma, local interval brackets, `;` as separator, `^T` of a row,
bmatrix for pmatrix, a fraction in words of the language, degrees named in the language for a degree
gold) is `correct`; another quantity (a subtotal, the exterior angle, the other unit, the per-item
value) is `wrong`; degrees are not radians and radians not degrees; a decimal for an exact irrational
or non-terminating gold is `wrong`, an exact decimal (`1,5` for 3/2) `correct`; an exact answer
followed by an approximate gloss ("that is about 0,14") is `correct`; a hedge or two different final
answers is `wrong`; a negation or strike-out with nothing after is `no_answer`, a value the model
itself marks wrong is `wrong`; a retraction with a new value makes the new value final, one with no
new value leaves `no_answer`; a check, thanks or pleasantry after a committed answer does not replace
it; the roots written "x = 2 or x = 5" in any language are the root list, not a hedge; text in an
invented next turn, a quotation, a question or a self-set new problem does not count; an answer
tag's content is the final answer; a NUL or a lone surrogate anywhere makes the pair bad input (kind
A, `no_answer`); other control characters are judged by the text. Lone surrogates cannot be written
by `write_records` (strict UTF-8), so this builder writes those records with JSON `\ud8xx` escapes
(`_write_records` below; every other record is written exactly as corpus_build writes it).

Usage: python packages/check/corpus/build_adversarial_redteam109.py
"""

import json
from pathlib import Path

import corpus_build
from corpus_build import (
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


def L(*lines: str) -> str:
    """Lines joined by newlines (keeps raw LaTeX strings readable)."""
    return "\n".join(lines)


# ================================================================ MATH golds and working
G_DICE = r"\frac{5}{36}"
W_DICE_FR = r"Il y a $6 \times 6 = 36$ issues équiprobables. Les couples de somme $8$ sont $(2,6), (3,5), (4,4), (5,3), (6,2)$, soit $5$ cas favorables."
W_DICE_EN = L(
    r"## Step 1: Count the outcomes",
    r"Each die shows one of $6$ faces, so there are $6 \times 6 = 36$ equally likely ordered outcomes.",
    "",
    r"## Step 2: List the favourable outcomes",
    r"We need $a + b = 8$ with $1 \le a, b \le 6$: $a = 2, 3, 4, 5, 6$ gives $b = 6, 5, 4, 3, 2$. The pair $(4,4)$ appears once, so the pairs are $(2,6), (3,5), (4,4), (5,3), (6,2)$: $5$ outcomes.",
    "",
    r"## Step 3: Divide",
    r"$P = \frac{\text{favourable}}{\text{total}} = \frac{5}{36}$, which does not simplify since $\gcd(5, 36) = 1$.",
)
G_BALLS = r"\frac{2}{15}"
W_BALLS_PT = r"Há $\binom{10}{2} = 45$ maneiras de escolher duas bolas e $\binom{4}{2} = 6$ maneiras de escolher duas vermelhas. Logo $P = \frac{6}{45}$."
W_BALLS_EN = L(
    r"We draw two balls at once from a bag of $4$ red and $6$ blue balls, $10$ in all; every pair is equally likely.",
    r"**Total pairs.** $\binom{10}{2} = \frac{10 \cdot 9}{2} = 45$.",
    r"**Red pairs.** $\binom{4}{2} = \frac{4 \cdot 3}{2} = 6$.",
    r"(Sequentially: $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90}$, the same value.)",
    r"There are $\binom{10}{2} = 45$ pairs and $\binom{4}{2} = 6$ red pairs, so $P = \frac{6}{45}$.",
)
G_PENT = r"108^\circ"
W_PENT_EN = L(
    r"The sum of the interior angles of an $n$-gon is $(n - 2) \cdot 180^\circ$.",
    r"For $n = 5$: $(5 - 2) \cdot 180^\circ = 540^\circ$.",
    r"A regular pentagon has five equal angles, so each one is $540^\circ / 5$.",
    r"(Check with the exterior angle: $360^\circ / 5 = 72^\circ$, and $180^\circ - 72^\circ$ gives the same interior angle.)",
)
G_RAD = r"\frac{3\pi}{4}"
W_RAD_EN = L(
    r"To convert degrees to radians we multiply by $\frac{\pi}{180^\circ}$.",
    r"$135 = 45 \cdot 3$ and $180 = 45 \cdot 4$.",
    r"$135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}$",
)
G_AP = "-50"
W_AP_EN = L(
    r"In an arithmetic sequence $a_n = a_1 + (n - 1)d$.",
    r"Here $a_1 = 7$ and $d = -3$: the terms are $7, 4, 1, -2, -5, \dots$",
    r"For $n = 20$ there are $19$ steps of $-3$:",
    r"$a_{20} = a_1 + 19d = 7 + 19 \cdot (-3) = 7 - 57$",
)
G_GS = r"\frac{3}{2}"
W_GS_EN = L(
    r"The terms are $1, \frac{1}{3}, \frac{1}{9}, \frac{1}{27}, \dots$: each term is $\frac{1}{3}$ of the one before.",
    r"Since $|r| = \frac{1}{3} < 1$, the series converges and $S = \frac{a}{1 - r}$.",
    r"Partial sums: $S_1 = 1$, $S_2 = \frac{4}{3}$, $S_3 = \frac{13}{9}$, $S_4 = \frac{40}{27}$, approaching the limit from below.",
    r"This is a geometric series with $a = 1$ and $r = \frac{1}{3}$, so $S = \frac{1}{1 - \frac{1}{3}} = \frac{1}{\frac{2}{3}}$",
)
G_GSUM = "59048"
W_GSUM_EN = L(
    r"The sequence $2, 6, 18, 54, \dots$ is geometric: $\frac{6}{2} = \frac{18}{6} = 3$.",
    r"The sum of the first $n$ terms is $S_n = \frac{a(r^n - 1)}{r - 1}$.",
    r"Here $3^{10} = 3^5 \cdot 3^5 = 243 \cdot 243 = 59049$.",
    r"$a = 2$, $r = 3$, so $S_{10} = \frac{2(3^{10} - 1)}{3 - 1} = 3^{10} - 1 = 59049 - 1$",
)
G_DOM = "(-4, 7)"
W_DOM_EN = L(
    r"To find the domain we need the argument of the logarithm to be strictly positive:",
    r"$$(x + 4)(7 - x) > 0.$$",
    r"The factors vanish at $x = -4$ and $x = 7$. Sign table:",
    "",
    "| $x$ | $x < -4$ | $-4 < x < 7$ | $x > 7$ |",
    "|---|---|---|---|",
    "| $x + 4$ | $-$ | $+$ | $+$ |",
    "| $7 - x$ | $+$ | $+$ | $-$ |",
    "| product | $-$ | $+$ | $-$ |",
    "",
    r"So the product is positive strictly between the roots; the endpoints give $\ln 0$, which is undefined.",
)
G_INEQ = "[-3, 5]"
W_INEQ_EN = L(
    r"First find the roots of $x^2 - 2x - 15 = 0$: $\Delta = 4 + 60 = 64$, so $x = \frac{2 \pm 8}{2}$, i.e. $x = 5$ or $x = -3$.",
    r"The parabola opens upward, so it is negative between the roots and zero at them. Test $x = 0$: $-15 \le 0$ ✓; test $x = 6$: $36 - 12 - 15 = 9 > 0$ ✗.",
    r"$x^2 - 2x - 15 = (x - 5)(x + 3) \le 0$ holds between the roots, endpoints included.",
)
G_UNION = r"(-\infty, -3] \cup [3, \infty)"
W_UNION_EN = L(
    r"The square root is defined when its argument is non-negative.",
    r"$x^2 - 9 = (x - 3)(x + 3)$ is a parabola opening upward with roots $-3$ and $3$, so it is $\ge 0$ outside the roots and at the roots themselves.",
    r"We need $x^2 - 9 \ge 0$, i.e. $|x| \ge 3$.",
)
G_CDIV = r"-\frac{1}{2} + \frac{5}{2}i"
W_CDIV_EN = L(
    r"To divide complex numbers we multiply numerator and denominator by the conjugate of the denominator, $1 + i$.",
    r"Denominator: $(1 - i)(1 + i) = 1 - i^2 = 2$.",
    r"Numerator: $(2 + 3i)(1 + i) = 2 + 2i + 3i + 3i^2 = 2 + 5i - 3 = -1 + 5i$.",
    r"$\frac{2 + 3i}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{2 + 2i + 3i + 3i^2}{2} = \frac{-1 + 5i}{2}$",
)
G_POW = "16"
W_POW_EN = L(
    r"It is easiest to square first: $(1 + i)^2 = 1 + 2i + i^2 = 2i$.",
    r"Then $(1 + i)^8 = \left((1 + i)^2\right)^4 = (2i)^4 = 2^4 \cdot i^4$, and $i^4 = (i^2)^2 = 1$.",
    r"In polar form: $1 + i = \sqrt{2}\, e^{i\pi/4}$, so $(1 + i)^8 = (\sqrt{2})^8 e^{2\pi i} = 16$.",
    r"$(1 + i)^2 = 2i$, so $(1 + i)^8 = (2i)^4 = 16 i^4$",
)
G_INV = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
W_INV_EN = L(
    r"For a $2 \times 2$ matrix $\begin{pmatrix} a & b \\ c & d \end{pmatrix}$ the inverse is $\frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$.",
    r"Here $a = 2$, $b = 1$, $c = 5$, $d = 3$, so $\det A = 2 \cdot 3 - 1 \cdot 5 = 1 \neq 0$ and the matrix is invertible.",
    r"$A^{-1} = \frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.",
    r"Check: $\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix} = \begin{pmatrix} 6 - 5 & -2 + 2 \\ 15 - 15 & -5 + 6 \end{pmatrix}$, the identity.",
)
G_DET = "22"
W_DET_EN = L(
    r"We expand along the first row of $A = \begin{pmatrix} 1 & 2 & 3 \\ 0 & 4 & 5 \\ 1 & 0 & 6 \end{pmatrix}$.",
    "",
    r"- Minor of $a_{11}$: $\begin{vmatrix} 4 & 5 \\ 0 & 6 \end{vmatrix} = 24 - 0 = 24$.",
    r"- Minor of $a_{12}$: $\begin{vmatrix} 0 & 5 \\ 1 & 6 \end{vmatrix} = 0 - 5 = -5$.",
    r"- Minor of $a_{13}$: $\begin{vmatrix} 0 & 4 \\ 1 & 0 \end{vmatrix} = 0 - 4 = -4$.",
    "",
    r"With the signs $+, -, +$: $1 \cdot 24 - 2 \cdot (-5) + 3 \cdot (-4) = 24 + 10 - 12$",
)
G_MID = r"\left( \frac{3}{2}, 2 \right)"
W_MID_EN = L(
    r"The midpoint of $A(x_1, y_1)$ and $B(x_2, y_2)$ is $\left( \frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2} \right)$.",
    r"With $A(1, 3)$ and $B(2, 1)$: $\frac{1 + 2}{2} = \frac{3}{2}$ and $\frac{3 + 1}{2} = 2$.",
    r"$M = \left( \frac{1 + 2}{2}, \frac{3 + 1}{2} \right)$",
)
G_CROSS = r"\begin{pmatrix} 6 \\ -3 \\ 1 \end{pmatrix}"
W_CROSS_EN = L(
    r"For $\vec{u} = (u_1, u_2, u_3)$ and $\vec{v} = (v_1, v_2, v_3)$: $\vec{u} \times \vec{v} = (u_2 v_3 - u_3 v_2,\; u_3 v_1 - u_1 v_3,\; u_1 v_2 - u_2 v_1)$.",
    r"Here $\vec{u} = (1, 2, 0)$ and $\vec{v} = (0, 1, 3)$.",
    r"$\vec{u} \times \vec{v} = (2 \cdot 3 - 0 \cdot 1,\; 0 \cdot 0 - 1 \cdot 3,\; 1 \cdot 1 - 2 \cdot 0)$",
)
G_ROOTS = "2, 5"
W_ROOTS_EN = L(
    r"We look for two numbers with product $10$ and sum $-7$: they are $-2$ and $-5$.",
    r"So $x^2 - 7x + 10 = (x - 2)(x - 5)$.",
    r"Alternatively, the discriminant is $\Delta = 49 - 40 = 9$, so $x = \frac{7 \pm 3}{2}$.",
    r"$(x - 2)(x - 5) = 0$",
)
G_SET = "-2, 4"
W_SET_EN = L(
    r"We need two numbers with product $-8$ and sum $-2$: $-4$ and $2$.",
    r"Check with the discriminant: $\Delta = 4 + 32 = 36$, $x = \frac{2 \pm 6}{2}$.",
    r"$x^2 - 2x - 8 = (x - 4)(x + 2) = 0$",
)
G_FINV = r"\frac{16}{3}"
W_FINV_EN = L(
    r"To find $f^{-1}(5)$ we do not need the whole inverse: $f^{-1}(5)$ is the $x$ with $f(x) = 5$.",
    r"Note $x \neq 3$, where $f$ is undefined.",
    r"We solve $f(x) = 5$: $2x + 1 = 5(x - 3) = 5x - 15$, so $3x = 16$.",
)
G_CIRC = r"25\pi"
W_CIRC_EN = L(
    "1. **Check the triangle:**",
    r"   $6^2 + 8^2 = 36 + 64 = 100 = 10^2$, so the triangle is right-angled.",
    "",
    "2. **Find the circumradius:**",
    r"   By Thales' theorem the hypotenuse of a right triangle is a diameter of its circumcircle, so $2R = 10$ and $R = 5$.",
    "",
    "3. **Area:**",
    r"   The area of the circle is $\pi R^2 = \pi \cdot 5^2$.",
)

# ================================================================ GSM8K working
W_NB_EN = "Let's solve this step by step.\n\nThe price of one notebook is $4.25 and she buys 7 of them.\nEach notebook costs $4.25, so 7 notebooks cost 7 * 4.25 = <<7*4.25=29.75>>29.75 dollars.\n"
W_NB_ES = "Cada cuaderno cuesta 4,25 $, así que 7 cuadernos cuestan 7 × 4,25 = 29,75 $.\n"
W_BUS_EN = (
    "Let's break this down step by step.\n\n"
    "**Step 1: Total seats.** There are 5 buses with 48 seats each: 5 * 48 = <<5*48=240>>240 seats.\n\n"
    "**Step 2: Occupied seats.** 17 seats are empty, so the occupied seats are 240 - 17 = <<240-17=223>>223.\n\n"
    "**Step 3: Passengers.** Every passenger sits in one seat, so there are 223 passengers.\n\n"
)
W_BUS_SLIP = "5 buses have 5 * 48 = <<5*48=240>>240 seats.\n17 seats are empty, so 240 - 13 = <<240-13=227>>227 passengers.\n"
W_PCT_EN = "To find the percent, divide the part by the whole and multiply by 100.\nThe part is 45 students and the whole is 72 students.\n45 / 72 = <<45/72=0.625>>0.625, and 0.625 * 100 = <<0.625*100=62.5>>62.5 percent.\n"
W_SAV_EN = "Let's work it out month by month.\nShe saves $1,350 every month for a year, which is 12 months, and then spends $2,700.\nIn 12 months she saves 12 * 1350 = <<12*1350=16200>>16200 dollars.\nAfter spending 2700: 16200 - 2700 = <<16200-2700=13500>>13500 dollars.\n"
W_SAV_SUB = "In 12 months she saves 12 * 1350 = <<12*1350=16200>>16200 dollars.\n"
W_RUN_EN = "We need the total distance over all the days.\nEach day she runs the same distance, so we multiply.\nShe runs 3.6 km a day for 15 days: 3.6 * 15 = <<3.6*15=54>>54 km.\n"
W_COOK_EN = "To find how many cookies are left, we first find how many were baked and how many were sold.\n\n15 trays of 24 cookies make 15 * 24 = <<15*24=360>>360 cookies.\nShe sells 5/6 of them: 360 * 5 / 6 = <<360*5/6=300>>300.\nLeft: 360 - 300 = <<360-300=60>>60 cookies.\n"
W_TEMP_EN = "The temperature starts at -4 degrees at 6 a.m.\nIt rises by 3 degrees every hour for 5 hours.\nThe temperature rises 3 * 5 = <<3*5=15>>15 degrees, so it reaches -4 + 15 = <<-4+15=11>>11 degrees.\n"


def R1(work: str, lang_note: str = "") -> str:
    """A long R1-style thinking block around `work`: restating, a 'Wait,' re-check, then done."""
    return th(
        "Okay, let me read the problem again carefully and set up what is given.\n\n"
        + work
        + "\n\n"
        + "Hmm, wait. Let me double-check that step, because it is easy to slip on a sign or a count here.\n\n"
        + work
        + "\n\n"
        + "Yes, that matches. "
        + (lang_note + " " if lang_note else "")
        + "The user wrote in another language, so I should answer in that language.\n"
    )


def QW(work: str, *steps: tuple[str, str]) -> str:
    """Qwen2.5-Math style numbered working ending before the closing line."""
    return qwen("To solve the problem, we proceed step by step.", ("Set up", work), *steps)


def LL(work: str, check: str) -> str:
    """Llama 3 style steps."""
    return llama(
        ("Understand the problem", "We list what is given and what is asked."),
        ("Compute", work),
        ("Check", check),
    )


# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    m("t_m_ok_fr_interval", "B", G_DOM, "correct", "tag", R1(W_DOM_EN + "\nDonc $D = ]-4 ; 7[$.\n") + "<answer>L'ensemble de définition est $]-4 ; 7[$.</answer>", "French sentence in the tag: 'The domain is ]-4 ; 7[' - the French open interval, equal to (-4, 7)"),
    m("t_m_ok_hu_interval_left", "B", G_DOM, "correct", "tag", th("A logaritmus argumentuma pozitív kell legyen: $(x+4)(7-x) > 0$, ez $-4 < x < 7$ esetén teljesül.\n") + r"<answer>$D_f = \left]-4; 7\right[$</answer>", r"Hungarian working ('the log's argument must be positive ... holds for -4 < x < 7'); tag holds \left]-4; 7\right[, the open interval"),
    m("t_m_ok_ro_midpoint", "B", G_MID, "correct", "tag", th(W_MID_EN + " $= (1,5 ; 2)$\n") + "<answer>Mijlocul segmentului este $M(1,5 ; 2)$.</answer>", "Romanian: 'The midpoint of the segment is M(1,5 ; 2)' - decimal comma, ';' separator: (3/2, 2)"),
    m("t_m_ok_es_roots", "B", G_ROOTS, "correct", "tag", R1(W_ROOTS_EN + "\n") + "<answer>Las soluciones son x = 2 y x = 5.</answer>", "Spanish: 'The solutions are x = 2 and x = 5' ('y' = and): the two roots"),
    m("t_m_ok_ca_roots", "B", G_ROOTS, "correct", "tag", th(W_ROOTS_EN + "\n") + "<answer>Les solucions són $x = 2$ i $x = 5$.</answer>", "Catalan: 'The solutions are x = 2 and x = 5' ('i' = and, not the imaginary unit)"),
    m("t_m_ok_fi_prob_gloss", "B", G_BALLS, "correct", "tag", R1(W_BALLS_EN + " $= \\frac{2}{15}$\n") + "<answer>Todennäköisyys on 2/15 eli noin 13,3 %.</answer>", "Finnish: 'The probability is 2/15, i.e. about 13.3 %': the exact value stated, an approximate gloss after it (debatable: accept - the exact answer comes first, the gloss says 'about')", True),
    m("t_m_ok_de_fraction_words", "B", G_DICE, "correct", "tag", th(W_DICE_EN + "\n") + "<answer>Die Wahrscheinlichkeit beträgt fünf Sechsunddreißigstel.</answer>", "German: 'The probability is five thirty-sixths' - the fraction in words"),
    m("t_m_ok_sk_transpose", "B", G_CROSS, "correct", "tag", R1(W_CROSS_EN + "\n") + r"<answer>$\vec{u} \times \vec{v} = (6, -3, 1)^T$</answer>", "the column vector written as a transposed row"),
    m("t_m_ok_sr_matrix", "B", G_INV, "correct", "tag", th(W_INV_EN + "\n") + r"<answer>Инверзна матрица је $\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}$.</answer>", "Serbian (Cyrillic): 'The inverse matrix is [bmatrix]' - bmatrix for the gold's pmatrix"),
    m("t_m_ok_bg_degrees", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Всеки вътрешен ъгъл е 108 градуса.</answer>", "Bulgarian: 'Each interior angle is 108 degrees' - degrees named in the language for a degree gold"),
    m("t_m_ok_ms_radians", "B", G_RAD, "correct", "tag", th(W_RAD_EN + r" $= \frac{3\pi}{4}$" + "\n") + r"<answer>135° bersamaan dengan $\frac{3\pi}{4}$ radian.</answer>", "Malay: '135° equals 3π/4 radians' - the given degrees first, the asked value in radians last (debatable: accept - the sentence states the conversion asked for; 135° is the given, 3π/4 the answer)", True),
    m("t_m_ok_sw_seq", "B", G_AP, "correct", "tag", R1(W_AP_EN + " $= -50$\n") + "<answer>Jibu ni $a_{20} = -50$.</answer>", "Swahili: 'The answer is a_20 = -50'"),
    m("t_m_ok_bn_circle", "B", G_CIRC, "correct", "tag", th(W_CIRC_EN + "\n") + r"<answer>বৃত্তের ক্ষেত্রফল $25\pi$ বর্গ একক।</answer>", "Bengali: 'The area of the circle is 25π square units' (ends with the danda)"),
    m("t_m_ok_ta_complex", "B", G_CDIV, "correct", "tag", R1(W_CDIV_EN + "\n") + r"<answer>விடை: $z = -\frac{1}{2} + \frac{5}{2}i$</answer>", "Tamil: 'Answer: z = -1/2 + 5/2 i'"),
    m("t_m_ok_ur_det", "B", G_DET, "correct", "tag", th(W_DET_EN + " $= 22$\n") + "<answer>ڈیٹرمیننٹ کی قیمت 22 ہے۔</answer>", "Urdu (right to left): 'The value of the determinant is 22'"),
    m("t_m_ok_da_set", "B", G_SET, "correct", "tag", R1(W_SET_EN + "\n") + r"<answer>Løsningsmængden er $L = \{-2, 4\}$.</answer>", "Danish: 'The solution set is L = {-2, 4}' - the set of the two roots"),
    m("t_m_ok_no_union", "B", G_UNION, "correct", "tag", th(W_UNION_EN + "\n") + r"<answer>Definisjonsmengden er $D_f = \langle \leftarrow, -3] \cup [3, \rightarrow \rangle$.</answer>", "Norwegian: 'The domain is <-, -3] U [3, ->>' - Norwegian school notation for unbounded intervals (debatable: accept - it is the honest local notation, equal to the gold)", True),
    m("t_m_ok_zh_gs", "B", G_GS, "correct", "tag", R1(W_GS_EN + r" $= \frac{3}{2}$" + "\n") + r"<answer>该级数的和为 $\frac{3}{2}$，即 1.5。</answer>", "Chinese: 'The sum of the series is 3/2, i.e. 1.5' - an exact decimal gloss"),
    g("t_ok_ko_bus", "B", "223", "correct", "tag", th(W_BUS_EN) + "<answer>버스에 탄 승객은 모두 223명입니다.</answer>", "Korean: 'There are 223 passengers on the buses in all' - the counter 명 joined to the number"),
    g("t_ok_ja_cookies", "B", "60", "correct", "tag", R1(W_COOK_EN) + "<answer>残りのクッキーは60枚です。</answer>", "Japanese: '60 cookies are left' - the counter 枚"),
    g("t_ok_ro_savings", "B", "13500", "correct", "tag", th(W_SAV_EN) + "<answer>Îi rămân 13.500 de dolari.</answer>", "Romanian: 'She has 13,500 dollars left' - '.' is the Romanian thousands separator"),
    m("t_m_ok_pl_pow", "B", G_POW, "correct", "tag", R1(W_POW_EN + " $= 16$\n") + "<answer>$(1+i)^8 = 16$, czyli liczba rzeczywista.</answer>", "Polish: '(1+i)^8 = 16, i.e. a real number' - a gloss without a number after the answer"),
    m("t_m_fr_interval_closed", "A", G_DOM, "wrong", "tag", th(W_DOM_EN + "\n") + "<answer>L'ensemble de définition est $[-4 ; 7]$.</answer>", "French: 'The domain is [-4 ; 7]' - closed, but the log needs a strict inequality"),
    m("t_m_hu_interval_half", "A", G_DOM, "wrong", "tag", th("A logaritmus argumentuma pozitív kell legyen.\n") + r"<answer>$D_f = \left]-4; 7\right]$</answer>", r"Hungarian working ('the log's argument must be positive'); \left]-4; 7\right] includes 7: wrong"),
    m("t_m_ro_midpoint_swapped", "A", G_MID, "wrong", "tag", R1(W_MID_EN + "\n") + "<answer>Mijlocul segmentului este $M(2 ; 1,5)$.</answer>", "Romanian: 'The midpoint of the segment is M(2 ; 1,5)' - coordinates swapped"),
    m("t_m_es_roots_one", "A", G_ROOTS, "wrong", "tag", th(W_ROOTS_EN + "\n") + "<answer>La solución es x = 5.</answer>", "Spanish: 'The solution is x = 5' - one root of two"),
    m("t_m_ca_roots_sign", "A", G_ROOTS, "wrong", "tag", th(r"$x^2 - 7x + 10 = (x + 2)(x + 5)$" + "\n") + "<answer>Les solucions són $x = -2$ i $x = -5$.</answer>", "Catalan: 'The solutions are x = -2 and x = -5' - signs wrong"),
    m("t_m_fi_prob_decimal", "A", G_BALLS, "wrong", "tag", R1(W_BALLS_EN + "\n") + "<answer>Todennäköisyys on noin 0,133.</answer>", "Finnish: 'The probability is about 0.133' - only a rounded decimal for 2/15"),
    m("t_m_sk_cross_reversed", "A", G_CROSS, "wrong", "tag", th(r"$\vec{v} \times \vec{u}$" + "\n") + r"<answer>$(-6, 3, -1)^T$</answer>", "v x u instead of u x v: the negated vector"),
    m("t_m_sr_matrix_transposed", "A", G_INV, "wrong", "tag", th(W_INV_EN + "\n") + r"<answer>Инверзна матрица је $\begin{bmatrix} 3 & -5 \\ -1 & 2 \end{bmatrix}$.</answer>", "Serbian: 'The inverse matrix is ...' - the transpose of the inverse"),
    m("t_m_bg_exterior", "A", G_PENT, "wrong", "tag", R1(W_PENT_EN + "\n") + "<answer>Всеки външен ъгъл е 72 градуса.</answer>", "Bulgarian: 'Each exterior angle is 72 degrees' - another quantity"),
    m("t_m_ms_degrees", "A", G_RAD, "wrong", "tag", th("Sudut itu ialah 135 darjah.\n") + "<answer>Jawapannya ialah 135 darjah.</answer>", "Malay: 'The answer is 135 degrees' - the given angle in degrees, not the radians asked"),
    m("t_m_sw_seq_a19", "A", G_AP, "wrong", "tag", th(r"$a_{19} = 7 + 18 \cdot (-3) = -47$" + "\n") + "<answer>Jibu ni $a_{19} = -47$.</answer>", "Swahili: 'The answer is a_19 = -47' - the wrong term"),
    m("t_m_bn_circumference", "A", G_CIRC, "wrong", "tag", th("R = 5, পরিধি = 2πR = 10π\n") + r"<answer>বৃত্তের পরিধি $10\pi$ একক।</answer>", "Bengali: 'The circumference of the circle is 10π units' - the circumference, not the area"),
    m("t_m_ta_conjugate", "A", G_CDIV, "wrong", "tag", th(W_CDIV_EN + "\n") + r"<answer>விடை: $z = -\frac{1}{2} - \frac{5}{2}i$</answer>", "Tamil: 'Answer: z = -1/2 - 5/2 i' - the conjugate"),
    m("t_m_ur_det_neg", "A", G_DET, "wrong", "tag", R1(W_DET_EN + "\n") + "<answer>ڈیٹرمیننٹ کی قیمت −22 ہے۔</answer>", "Urdu: 'The value of the determinant is -22' (U+2212 minus) - sign wrong"),
    m("t_m_da_set_empty", "A", G_SET, "wrong", "tag", th("Diskriminanten er negativ.\n") + "<answer>Løsningsmængden er tom.</answer>", "Danish: thinking 'The discriminant is negative'; tag 'The solution set is empty' - no numbers, a wrong answer"),
    m("t_m_zh_gs_partial", "A", G_GS, "wrong", "tag", th(r"$1 + \frac{1}{3} + \frac{1}{9} = \frac{13}{9}$" + "\n") + r"<answer>前三项之和为 $\frac{13}{9}$。</answer>", "Chinese: 'The sum of the first three terms is 13/9' - a partial sum"),
    g("t_ko_bus_seats", "A", "223", "wrong", "tag", th(W_BUS_EN) + "<answer>버스 좌석은 모두 240석입니다.</answer>", "Korean: 'There are 240 seats on the buses in all' - a subtotal"),
    g("t_ja_cookies_sold", "A", "60", "wrong", "tag", R1(W_COOK_EN) + "<answer>売れたクッキーは300枚です。</answer>", "Japanese: '300 cookies were sold' - another quantity"),
    g("t_ro_savings_sub", "A", "13500", "wrong", "tag", th(W_SAV_SUB) + "<answer>Ea economisește 16.200 de dolari.</answer>", "Romanian: 'She saves 16,200 dollars' - before the spending"),
    m("t_m_pl_pow_i", "A", G_POW, "wrong", "tag", th(r"$(1+i)^8 = (2i)^4 = 16i$" + "\n") + "<answer>$(1+i)^8 = 16i$</answer>", "16i, not 16"),
    m("t_m_ur_placeholder", "A", G_DET, "no_answer", "tag", R1(W_DET_EN + " $= 22$\n") + "<answer>یہاں اپنا جواب لکھیں</answer>", "Urdu placeholder in the tag: 'Write your answer here'; 22 only in the thinking"),
    m("t_m_hi_tag_word", "A", G_CIRC, "no_answer", "tag", th("R = 5, क्षेत्रफल = πR² = 25π\n") + "<answer>उत्तर</answer>", "Hindi: the tag holds only the word 'उत्तर' ('answer'); 25π only in the thinking"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_ok_es_nb", "B", "29.75", "correct", "hash", W_NB_ES + "La respuesta final es 29,75 $.\n#### 29.75", "Spanish: 'The final answer is 29,75 $' then #### 29.75"),
    g("h_ok_fr_bus", "B", "223", "correct", "hash", "5 bus × 48 places = 240 places ; 240 − 17 = 223.\nLa réponse est 223 passagers.\n#### 223", "French: '5 buses x 48 seats = 240 seats; 240 - 17 = 223. The answer is 223 passengers.'"),
    g("h_ok_de_pct", "B", "62.5", "correct", "hash", "45 / 72 = 0,625 = 62,5 %\nDie Antwort lautet 62,5 %.\n#### 62,5", "German: 'The answer is 62,5 %'; #### with a decimal comma"),
    g("h_ok_it_sav_dot", "B", "13500", "correct", "hash", "12 × 1.350 = 16.200 dollari; 16.200 − 2.700 = 13.500 dollari.\nLa risposta è 13.500 dollari.\n#### 13.500", "Italian: '12 x 1.350 = 16.200 dollars; ... The answer is 13.500 dollars' - '.' groups thousands throughout (debatable: accept - every number in the working uses '.' for thousands, so 13.500 cannot be 13.5)", True),
    g("h_ok_sv_run", "B", "54", "correct", "hash", "3,6 km × 15 dagar = 54 km.\nSvaret är 54 km.\n#### 54", "Swedish: '3,6 km x 15 days = 54 km. The answer is 54 km.'"),
    g("h_ok_nl_cook", "B", "60", "correct", "hash", "15 × 24 = 360 koekjes; 5/6 daarvan is 300; 360 − 300 = 60.\nHet antwoord is 60 koekjes.\n#### 60", "Dutch: '15 x 24 = 360 cookies; 5/6 of them is 300; 360 - 300 = 60. The answer is 60 cookies.'"),
    g("h_ok_tr_temp", "B", "11", "correct", "hash", "Sıcaklık 5 saatte 3 × 5 = 15 derece artar: −4 + 15 = 11.\nCevap: 11 derece.\n#### 11", "Turkish: 'The temperature rises 3 x 5 = 15 degrees in 5 hours: -4 + 15 = 11. Answer: 11 degrees.'"),
    g("h_ok_vi_bus", "B", "223", "correct", "hash", "Số ghế: 5 × 48 = 240. Số hành khách: 240 − 17 = 223.\nĐáp án là 223 hành khách.\n#### 223", "Vietnamese: 'Seats: 5 x 48 = 240. Passengers: 240 - 17 = 223. The answer is 223 passengers.'"),
    g("h_ok_id_cook", "B", "60", "correct", "hash", W_COOK_EN + "Jadi, jawabannya adalah 60 kue.\n#### 60", "Indonesian: 'So the answer is 60 cookies.'"),
    g("h_ok_el_nb", "B", "29.75", "correct", "hash", "7 × 4,25 = 29,75\nΗ απάντηση είναι 29,75 δολάρια.\n#### 29,75", "Greek: 'The answer is 29,75 dollars'; #### with a decimal comma"),
    g("h_ok_cs_sav", "B", "13500", "correct", "hash", W_SAV_EN + "Odpověď: zbude jí 13 500 dolarů.\n#### 13500", "Czech: 'Answer: she will have 13 500 dollars left' (space as thousands separator)"),
    g("h_ok_uk_hypo_after", "B", "54", "correct", "hash", "3,6 × 15 = 54\nВідповідь: 54 км.\n#### 54\n\nДля порівняння: за 14 днів було б 50,4 км.", "Ukrainian: 'Answer: 54 km.' then after #### 'For comparison: in 14 days it would be 50,4 km' - a hypothetical aside, not a new answer"),
    m("h_m_ok_fr_dom", "B", G_DOM, "correct", "hash", W_DOM_EN + "\nRéponse : $D = ]-4 ; 7[$\n#### ]-4 ; 7[", "French: 'Answer: D = ]-4 ; 7['; the #### holds the French open interval"),
    m("h_m_ok_ro_roots", "B", G_ROOTS, "correct", "hash", W_ROOTS_EN + "\nRăspuns: x = 2 și x = 5\n#### 2, 5", "Romanian: 'Answer: x = 2 and x = 5'"),
    m("h_m_ok_hu_det", "B", G_DET, "correct", "hash", W_DET_EN + " $= 22$\nVálasz: a determináns értéke 22.\n#### 22", "Hungarian: 'Answer: the value of the determinant is 22.'"),
    g("h_es_nb_each", "A", "29.75", "wrong", "hash", W_NB_ES + "La respuesta final es 4,25 $.\n#### 4.25", "Spanish: 'The final answer is 4,25 $' - the price of one notebook"),
    g("h_fr_bus_two", "A", "223", "wrong", "hash", "5 bus × 48 places = 240 places ; 240 − 17 = 223.\nLa réponse est 223 passagers.\n#### 227", "French: 'The answer is 223 passengers' but #### 227 - two different final answers"),
    g("h_de_pct_share", "A", "62.5", "wrong", "hash", "45 / 72 = 0,625\nDie Antwort lautet 0,625.\n#### 0,625", "German: 'The answer is 0,625' - the share, not the percent asked (debatable: reject - round 21's decision for a share given for a percent)", True),
    g("h_it_sav_sub", "A", "13500", "wrong", "hash", W_SAV_SUB + "La risposta è 16.200 dollari.\n#### 16200", "Italian: 'The answer is 16.200 dollars' - before the spending"),
    g("h_sv_run_other_hash", "A", "54", "wrong", "hash", "3,6 km × 15 dagar = 54 km.\nSvaret är 54 km.\n#### 3,6", "Swedish: 'The answer is 54 km' but #### 3,6 - two different final answers"),
    g("h_nl_cook_sold", "A", "60", "wrong", "hash", "15 × 24 = 360 koekjes; 5/6 daarvan is 300.\nHet antwoord is 300 koekjes.\n#### 300", "Dutch: 'The answer is 300 cookies' - the number sold"),
    g("h_tr_temp_sign", "A", "11", "wrong", "hash", "−4 − 15 = −19... hayır: 15 − 4 = 11, sıcaklık sıfırın altında kalır.\nCevap: −11 derece.\n#### -11", "Turkish: '... no: 15 - 4 = 11, the temperature stays below zero. Answer: -11 degrees.' - sign wrong"),
    g("h_vi_hash_empty", "A", "223", "no_answer", "hash", "Số ghế: 5 × 48 = 240. Số hành khách: 240 − 17 = 223.\nĐáp án là:\n####", "Vietnamese: 'The answer is:' then an empty ####; 223 only in the working"),
    g("h_id_phrase_after", "A", "60", "wrong", "hash", W_COOK_EN + "Jadi, jawabannya adalah 60 kue.\n#### 60\nJawaban akhir: 300", "Indonesian: 'So the answer is 60 cookies' #### 60, then 'Final answer: 300' - the last final answer is 300"),
    g("h_el_digits", "A", "29.75", "wrong", "hash", "7 × 4,25 = 29,75\nΗ απάντηση είναι 29,57 δολάρια.\n#### 29,57", "Greek: 'The answer is 29,57 dollars' - digits transposed"),
    g("h_cs_hedge", "A", "13500", "wrong", "hash", W_SAV_EN + "Odpověď: 13 500 nebo 16 200 dolarů.\n#### 13500", "Czech: 'Answer: 13 500 or 16 200 dollars' then #### 13500 (debatable: reject - a hedge in the phrase is two final answers, round 21's decision)", True),
    m("h_m_fr_dom_closed", "A", G_DOM, "wrong", "hash", W_DOM_EN + "\nRéponse : $D = [-4 ; 7]$\n#### [-4 ; 7]", "French: 'Answer: D = [-4 ; 7]' - closed interval"),
    m("h_m_ro_roots_one", "A", G_ROOTS, "wrong", "hash", W_ROOTS_EN + "\nRăspuns: x = 5\n#### 5", "Romanian: 'Answer: x = 5' - one root"),
    m("h_m_hu_det_neg", "A", G_DET, "wrong", "hash", W_DET_EN + "\nVálasz: a determináns értéke −22.\n#### -22", "Hungarian: 'Answer: the value of the determinant is -22.'"),

    # ================================================================ 3. exactness (x_)
    m("x_m_ok_fr_gs_decimal", "B", G_GS, "correct", "prose", QW(W_GS_EN, ("Conclusion", "La somme vaut $1,5$.")) + "La somme de la série vaut $1,5$.", "French: 'The sum of the series is 1,5' - an exact decimal with a decimal comma for 3/2"),
    m("x_m_ok_de_cdiv_decimal", "B", G_CDIV, "correct", "tag", R1(W_CDIV_EN + "\n") + "<answer>Also ist $z = -0,5 + 2,5i$.</answer>", "German: 'So z = -0,5 + 2,5i' - exact decimals (decimal comma) for -1/2 + 5/2 i"),
    m("x_m_ok_it_rad_coef", "B", G_RAD, "correct", "tag", R1(W_RAD_EN + "\n") + "<answer>L'angolo in radianti è $0,75\\pi$.</answer>", "Italian: 'The angle in radians is 0,75π' - an exact decimal coefficient"),
    m("x_m_ok_ru_mid_decimal", "B", G_MID, "correct", "tag", R1(W_MID_EN + "\n") + "<answer>**Ответ:** $M(1{,}5;\\ 2)$.</answer>", "Russian: 'Answer: M(1{,}5; 2)' - the Russian LaTeX decimal comma {,} and ';' separator"),
    m("x_m_ok_pt_balls_words", "B", G_BALLS, "correct", "tag", R1(W_BALLS_PT + "\n") + "<answer>A probabilidade é de dois quinze avos, ou seja, $\\frac{2}{15}$.</answer>", "Portuguese: 'The probability is two fifteenths, i.e. 2/15'"),
    m("x_m_ok_es_finv_words", "B", G_FINV, "correct", "tag", R1(W_FINV_EN + "\n") + "<answer>Por lo tanto, $f^{-1}(5)$ es dieciséis tercios.</answer>", "Spanish: 'Therefore f^{-1}(5) is sixteen thirds' - the fraction only in words"),
    m("x_m_ok_fr_finv_words", "B", G_FINV, "correct", "phrase", R1(W_FINV_EN + " So $x = 16/3$.") + "Donc $f^{-1}(5) = \\dfrac{16}{3}$, soit seize tiers.", "French: 'So f^{-1}(5) = 16/3, i.e. sixteen thirds' - \\dfrac and the gloss in words"),
    m("x_m_ok_pl_finv_mixed", "B", G_FINV, "correct", "tag", R1(W_FINV_EN + "\n") + "<answer>Odpowiedź: $x = 5\\frac{1}{3}$.</answer>", "Polish: 'Answer: x = 5 1/3' - a mixed number as Polish schools write it, = 16/3 (debatable: accept - the honest mixed-number notation, though in LaTeX it could be misread as 5 * 1/3)", True),
    m("x_m_ok_ko_gsum_comma", "B", G_GSUM, "correct", "tag", R1(W_GSUM_EN + "\n") + "<answer>따라서 합은 59,048입니다.</answer>", "Korean: 'So the sum is 59,048' - comma thousands separator"),
    m("x_m_ok_sk_gsum_space", "B", G_GSUM, "correct", "tag", R1(W_GSUM_EN + "\n") + "<answer>Súčet prvých desiatich členov je 59 048.</answer>", "Slovak: 'The sum of the first ten terms is 59 048' - space thousands separator"),
    m("x_m_ok_da_gsum_dot", "B", G_GSUM, "correct", "phrase", "$S_{10} = 3^{10} - 1 = 59.049 - 1$\n\nSummen er 59.048.", "Danish: 'S_10 = 59.049 - 1 ... The sum is 59.048' - Danish groups thousands with '.', as the working's 59.049 = 3^10 shows (debatable: accept - the local thousands separator, the working fixes the reading)", True),
    m("x_m_ok_ja_circ", "B", G_CIRC, "correct", "tag", R1(W_CIRC_EN + "\n") + "<answer>よって、外接円の面積は $25\\pi$ 平方単位です。</answer>", "Japanese: 'Therefore the area of the circumcircle is 25π square units'"),
    m("x_m_ok_hi_dice_gloss", "B", G_DICE, "correct", "tag", R1(W_DICE_EN + "\n") + "<answer>अतः प्रायिकता $\\frac{5}{36}$ है, यानी लगभग 13.9%।</answer>", "Hindi: 'Hence the probability is 5/36, i.e. about 13.9%' - exact value then an approximate gloss (debatable: accept, as t_m_ok_fi_prob_gloss)", True),
    m("x_m_ok_sv_det", "B", G_DET, "correct", "phrase", LL(W_DET_EN + " $= 22$", "Utveckling längs andra kolonnen ger också 22.") + "Determinanten är $22$.", "Swedish: check 'Expansion along the second column also gives 22'; 'The determinant is 22'"),
    g("x_ok_no_nb", "B", "29.75", "correct", "tag", R1(W_NB_EN) + "<answer>Svaret er 29,75 dollar.</answer>", "Norwegian: 'The answer is 29,75 dollars' - decimal comma"),
    g("x_ok_fi_pct", "B", "62.5", "correct", "tag", R1(W_PCT_EN) + "<answer>Vastaus: 62,5 %</answer>", "Finnish: 'Answer: 62,5 %' - a percent gold with a decimal comma and a spaced %"),
    g("x_ok_hu_run", "B", "54", "correct", "tag", R1(W_RUN_EN) + "<answer>Válasz: 54,0 km</answer>", "Hungarian: 'Answer: 54,0 km' - a trailing zero decimal"),
    m("x_m_ok_ar_pow_complex", "B", G_POW, "correct", "phrase", W_POW_EN + " $= 16$\n\nالإجابة: $16 + 0i$", "Arabic: 'The answer: 16 + 0i' - equal to 16"),
    m("x_m_ok_el_union", "B", G_UNION, "correct", "tag", R1(W_UNION_EN + "\n") + "<answer>Απάντηση: $x \\in (-\\infty, -3] \\cup [3, +\\infty)$</answer>", "Greek: 'Answer: x in (-inf, -3] U [3, +inf)'"),
    m("x_m_ok_tr_ineq", "B", G_INEQ, "correct", "tag", R1(W_INEQ_EN + "\n") + "<answer>Çözüm kümesi: $[-3, 5]$</answer>", "Turkish: 'Solution set: [-3, 5]'"),
    m("x_m_ok_vi_ineq_chain", "B", G_INEQ, "correct", "tag", R1(W_INEQ_EN + "\n") + "<answer>Vậy $-3 \\le x \\le 5$.</answer>", "Vietnamese: 'So -3 <= x <= 5' - the interval as a chain"),
    m("x_m_ok_he_rad", "B", G_RAD, "correct", "tag", R1(W_RAD_EN + "\n") + "<answer>התשובה: $\\frac{3\\pi}{4}$ רדיאנים</answer>", "Hebrew: 'The answer: 3π/4 radians'"),
    m("x_m_fr_gs_approx", "A", G_GS, "wrong", "prose", "$1 + 0,333 + 0,111 + 0,037 + 0,012 + \\dots$\n\nLa somme vaut environ $1,49$.", "French: 'The sum is about 1,49' - a partial-sum approximation"),
    m("x_m_de_cdiv_round", "A", G_CDIV, "wrong", "tag", R1(W_CDIV_EN + "\n") + "<answer>Also ist $z \\approx -0,5 + 2,4i$.</answer>", "German: 'So z ≈ -0,5 + 2,4i' - imaginary part wrong"),
    m("x_m_it_rad_decimal", "A", G_RAD, "wrong", "tag", R1(W_RAD_EN + "\n") + "<answer>L'angolo in radianti è circa $2,356$.</answer>", "Italian: 'The angle in radians is about 2,356' - a decimal for 3π/4"),
    m("x_m_ru_mid_int", "A", G_MID, "wrong", "phrase", "$M = \\left( \\left\\lfloor \\frac{3}{2} \\right\\rfloor, 2 \\right)$\n\n**Ответ:** $M(1;\\ 2)$.", "Russian: 'Answer: M(1; 2)' - x rounded down"),
    m("x_m_pt_balls_decimal", "A", G_BALLS, "wrong", "tag", R1(W_BALLS_PT + "\n") + "<answer>A probabilidade é aproximadamente $0,13$.</answer>", "Portuguese: 'The probability is approximately 0,13'"),
    m("x_m_es_finv_decimal", "A", G_FINV, "wrong", "tag", R1(W_FINV_EN + "\n") + "<answer>Por lo tanto, $f^{-1}(5) \\approx 5,33$.</answer>", "Spanish: 'Therefore f^{-1}(5) ≈ 5,33' - a decimal for 16/3"),
    m("x_m_fr_finv_inverse", "A", G_FINV, "wrong", "phrase", "$3x = 16$ donc $x = \\dfrac{3}{16}$.\n\nDonc $f^{-1}(5) = \\dfrac{3}{16}$, soit trois seizièmes.", "French: 'So f^{-1}(5) = 3/16, i.e. three sixteenths' - fraction upside down"),
    m("x_m_ko_gsum_3pow", "A", G_GSUM, "wrong", "phrase", "$S_{10} = 3^{10}$\n\n따라서 합은 59,049입니다.", "Korean: 'So the sum is 59,049' - off by one"),
    m("x_m_ja_circ_decimal", "A", G_CIRC, "wrong", "tag", R1(W_CIRC_EN + "\n") + "<answer>よって、面積は約 78.54 平方単位です。</answer>", "Japanese: 'Therefore the area is about 78.54 square units' - a decimal for 25π"),
    m("x_m_hi_dice_pct_only", "A", G_DICE, "wrong", "tag", R1(W_DICE_EN + "\n") + "<answer>अतः प्रायिकता लगभग 13.9% है।</answer>", "Hindi: 'Hence the probability is about 13.9%' - only a rounded percent"),
    m("x_m_sv_det_sign", "A", G_DET, "wrong", "phrase", "$1 \\cdot 24 - 2 \\cdot 5 + 3 \\cdot (-4) = 24 - 10 - 12$\n\nDeterminanten är $2$.", "Swedish: 'The determinant is 2' - a cofactor sign slip"),
    g("x_no_nb_round", "A", "29.75", "wrong", "tag", R1(W_NB_EN) + "<answer>Svaret er omtrent 30 dollar.</answer>", "Norwegian: 'The answer is about 30 dollars' - rounded"),
    g("x_fi_pct_round", "A", "62.5", "wrong", "tag", R1(W_PCT_EN) + "<answer>Vastaus: noin 63 %</answer>", "Finnish: 'Answer: about 63 %' - rounded"),
    m("x_m_ar_pow_neg", "A", G_POW, "wrong", "phrase", "$(2i)^4 = -16$\n\nالإجابة: $-16$", "Arabic: 'The answer: -16'"),
    m("x_m_el_union_open", "A", G_UNION, "wrong", "tag", R1(W_UNION_EN + "\n") + "<answer>Απάντηση: $x \\in (-\\infty, -3) \\cup (3, +\\infty)$</answer>", "Greek: 'Answer: ...' - endpoints -3 and 3 left out"),
    m("x_m_tr_ineq_open", "A", G_INEQ, "wrong", "tag", R1(W_INEQ_EN + "\n") + "<answer>Çözüm kümesi: $(-3, 5)$</answer>", "Turkish: 'Solution set: (-3, 5)' - open"),
    m("x_m_vi_ineq_outside", "A", G_INEQ, "wrong", "phrase", "$(x - 5)(x + 3) \\le 0$\n\nVậy $x \\le -3$ hoặc $x \\ge 5$.", "Vietnamese: 'So x <= -3 or x >= 5' - the complement"),
    m("x_m_he_rad_pi_missing", "A", G_RAD, "wrong", "phrase", "$\\frac{135}{180} = \\frac{3}{4}$\n\nהתשובה: $\\frac{3}{4}$", "Hebrew: 'The answer: 3/4' - π dropped"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    m("n_m_es_not", "A", G_DICE, "no_answer", "tag", R1(W_DICE_EN + "\n") + "<answer>Por lo tanto, la probabilidad no es $\\frac{5}{36}$.</answer>", "Spanish: 'Therefore, the probability is not 5/36' - a negation, nothing stated"),
    m("n_m_fr_neq_box", "A", G_BALLS, "no_answer", "boxed", W_BALLS_EN + "\n\nAinsi $P \\boxed{\\neq \\frac{2}{15}}$.", "French: 'Thus P [box: ≠ 2/15]' - a negated box"),
    m("n_m_de_sout", "A", G_DET, "no_answer", "tag", R1(W_DET_EN + "\n") + "<answer>Antwort: \\sout{$22$}</answer>", "German: 'Answer:' with the value struck out, nothing after"),
    m("n_m_ru_strike_md", "A", G_AP, "no_answer", "tag", R1(W_AP_EN + "\n") + "<answer>**Ответ:** ~~$-50$~~</answer>", "Russian: 'Answer:' with the value struck through in markdown, nothing after"),
    m("n_m_pt_annot", "A", G_GS, "wrong", "tag", R1(W_GS_EN + "\n") + "<answer>Resposta: $\\frac{3}{2}$ (errado)</answer>", "Portuguese: 'Answer: 3/2 (wrong)' - the model marks its answer wrong"),
    m("n_m_it_annot", "A", G_PENT, "wrong", "tag", R1(W_PENT_EN + "\n") + "<answer>Risposta: $108^\\circ$ (sbagliato, da ricontrollare)</answer>", "Italian: 'Answer: 108° (wrong, to be rechecked)'"),
    m("n_m_hu_nem", "A", G_DOM, "no_answer", "tag", R1(W_DOM_EN + "\n") + "<answer>A válasz nem $(-4, 7)$.</answer>", "Hungarian: 'The answer is not (-4, 7).'"),
    m("n_m_no_ikke_box", "A", G_DET, "no_answer", "boxed", W_DET_EN + "\n\nSvaret er $\\boxed{\\text{ikke } 22}$", "Norwegian: 'The answer is [box: not 22]'"),
    m("n_m_sw_si", "A", G_CDIV, "no_answer", "tag", R1(W_CDIV_EN + "\n") + "<answer>Jibu si $-\\frac{1}{2} + \\frac{5}{2}i$.</answer>", "Swahili: 'The answer is not -1/2 + 5/2 i.'"),
    m("n_m_bn_noy", "A", G_GSUM, "no_answer", "tag", R1(W_GSUM_EN + "\n") + "<answer>উত্তর $59048$ নয়।</answer>", "Bengali: 'The answer is not 59048' - the negation নয় comes after the number"),
    m("n_m_ta_alla", "A", G_ROOTS, "no_answer", "tag", R1(W_ROOTS_EN + "\n") + "<answer>விடை $x = 2, 5$ அல்ல.</answer>", "Tamil: 'The answer is not x = 2, 5' - the negation அல்ல after the value"),
    m("n_m_ur_nahin", "A", G_RAD, "no_answer", "tag", R1(W_RAD_EN + "\n") + "<answer>جواب $\\frac{3\\pi}{4}$ نہیں ہے۔</answer>", "Urdu: 'The answer is not 3π/4' - نہیں after the value"),
    m("n_m_hi_nahin", "A", G_DICE, "no_answer", "tag", R1(W_DICE_EN + "\n") + "<answer>उत्तर $\\frac{5}{36}$ नहीं है।</answer>", "Hindi: 'The answer is not 5/36' - नहीं after the value"),
    m("n_m_ja_dewanai", "A", G_BALLS, "no_answer", "tag", R1(W_BALLS_EN + "\n") + "<answer>答えは $\\frac{2}{15}$ ではありません。</answer>", "Japanese: 'The answer is not 2/15' - the negation after the value"),
    m("n_m_ko_anida", "A", G_POW, "no_answer", "tag", R1(W_POW_EN + "\n") + "<answer>답은 $16$이 아닙니다.</answer>", "Korean: 'The answer is not 16' - the negation after the value"),
    g("n_tr_degil", "A", "223", "no_answer", "tag", R1(W_BUS_EN) + "<answer>Cevap 223 değil.</answer>", "Turkish: 'The answer is not 223' - değil after the number"),
    g("n_sr_strike_then_other", "A", "54", "wrong", "tag", R1(W_RUN_EN) + "<answer>Одговор: ~~54~~ 45 km</answer>", "Serbian: 'Answer: ~~54~~ 45 km' - the gold struck, 45 given"),
    g("n_sk_annot", "A", "62.5", "wrong", "tag", R1(W_PCT_EN) + "<answer>Odpoveď: 62,5 % (nesprávne)</answer>", "Slovak: 'Answer: 62,5 % (incorrect)'"),
    g("n_ca_annot", "A", "29.75", "wrong", "tag", R1(W_NB_EN) + "<answer>Resposta: 29,75 $ (incorrecte)</answer>", "Catalan: 'Answer: 29,75 $ (incorrect)'"),
    m("n_m_ok_es_neq_then", "B", G_DICE, "correct", "tag", R1(W_DICE_EN + "\n") + "<answer>La probabilidad no es $\\frac{1}{6}$ sino $\\frac{5}{36}$.</answer>", "Spanish: 'The probability is not 1/6 but 5/36.'"),
    m("n_m_ok_fr_neq_first", "B", G_BALLS, "correct", "boxed", W_BALLS_EN + "\n\n$P \\neq \\frac{6}{10}$ ; en fait $P = \\boxed{\\frac{2}{15}}$.", "French: 'P ≠ 6/10; in fact P = [box 2/15]'"),
    m("n_m_ok_de_strike_then", "B", G_DET, "correct", "tag", R1(W_DET_EN + "\n") + "<answer>Antwort: ~~$-22$~~ $22$</answer>", "German: 'Answer: ~~-22~~ 22' - struck value then the right one"),
    m("n_m_ok_hu_nem_closed", "B", G_DOM, "correct", "tag", R1(W_DOM_EN + "\n") + "<answer>A válasz nem zárt intervallum: $]-4; 7[$.</answer>", "Hungarian: 'The answer is not a closed interval: ]-4; 7[' - the negation is of 'closed', the value follows"),
    m("n_m_ok_bn_not_approx", "B", G_GSUM, "correct", "tag", R1(W_GSUM_EN + "\n") + "<answer>উত্তর $59048$, এটি আনুমানিক নয়, সঠিক মান।</answer>", "Bengali: 'The answer is 59048; it is not approximate, it is the exact value' - নয় negates 'approximate'"),
    m("n_m_ok_ta_check", "B", G_ROOTS, "correct", "tag", R1(W_ROOTS_EN + "\n") + "<answer>விடை: $x = 2$, $x = 5$. (சரிபார்ப்பு: $4 - 14 + 10 = 0$ ✓)</answer>", "Tamil: 'Answer: x = 2, x = 5. (Check: 4 - 14 + 10 = 0 ✓)'"),
    g("n_ok_tr_not_seats", "B", "223", "correct", "tag", R1(W_BUS_EN) + "<answer>Cevap 240 değil, 223 yolcu.</answer>", "Turkish: 'The answer is not 240 but 223 passengers.'"),
    g("n_ok_bg_annot_right", "B", "60", "correct", "tag", R1(W_COOK_EN) + "<answer>Отговор: 60 (вярно)</answer>", "Bulgarian: 'Answer: 60 (correct)' - an annotation that confirms"),
    g("n_ok_sk_annot_checked", "B", "62.5", "correct", "tag", R1(W_PCT_EN) + "<answer>Odpoveď: 62,5 % (overené)</answer>", "Slovak: 'Answer: 62,5 % (verified)'"),
    m("n_m_ok_ko_not_16i", "B", G_POW, "correct", "tag", R1(W_POW_EN + "\n") + "<answer>답은 $16i$가 아니라 $16$입니다.</answer>", "Korean: 'The answer is not 16i but 16.'"),
    m("n_m_ok_zh_not_pos", "B", G_AP, "correct", "tag", R1(W_AP_EN + "\n") + "<answer>答案不是 $50$，而是 $-50$。</answer>", "Chinese: 'The answer is not 50 but -50.'"),
    m("n_m_ok_ja_not_deg", "B", G_RAD, "correct", "tag", R1(W_RAD_EN + "\n") + "<answer>答えは $135^\\circ$ ではなく $\\frac{3\\pi}{4}$ です。</answer>", "Japanese: 'The answer is not 135° but 3π/4.'"),

    # ================================================================ 5. words after a number (u_)
    g("u_es_menos", "A", "223", "wrong", "tag", R1(W_BUS_EN) + "<answer>La respuesta es 223 pasajeros menos.</answer>", "Spanish: 'The answer is 223 fewer passengers' - 'menos' turns it into a difference"),
    g("u_fr_douzaines", "A", "60", "wrong", "tag", R1(W_COOK_EN) + "<answer>Il reste 60 douzaines de biscuits.</answer>", "French: '60 dozen cookies are left' - 720, not 60"),
    g("u_de_dutzend", "A", "60", "wrong", "tag", R1(W_COOK_EN) + "<answer>Es bleiben 60 Dutzend Kekse übrig.</answer>", "German: '60 dozen cookies remain' - a scale word"),
    g("u_hu_kevesebb", "A", "223", "wrong", "tag", R1(W_BUS_EN) + "<answer>Válasz: 223 utassal kevesebb.</answer>", "Hungarian: 'Answer: 223 passengers fewer'"),
    g("u_fi_vahemman", "A", "60", "wrong", "tag", R1(W_COOK_EN) + "<answer>Vastaus: 60 keksiä vähemmän.</answer>", "Finnish: 'Answer: 60 cookies fewer'"),
    g("u_da_flere", "A", "223", "wrong", "tag", R1(W_BUS_EN) + "<answer>Svaret er 223 flere passagerer.</answer>", "Danish: 'The answer is 223 more passengers'"),
    g("u_no_i_minus", "A", "13500", "wrong", "tag", R1(W_SAV_EN) + "<answer>Svaret er 13 500 dollar i minus.</answer>", "Norwegian: 'The answer is 13 500 dollars in the negative' (i minus = overdrawn): -13500"),
    g("u_sw_zaidi", "A", "223", "wrong", "tag", R1(W_BUS_EN) + "<answer>Jibu ni abiria 223 zaidi.</answer>", "Swahili: 'The answer is 223 more passengers'"),
    g("u_ms_bawah_sifar", "A", "11", "wrong", "tag", R1(W_TEMP_EN) + "<answer>Jawapannya: 11 darjah di bawah sifar.</answer>", "Malay: 'The answer: 11 degrees below zero' - -11"),
    g("u_bn_kom", "A", "223", "wrong", "tag", R1(W_BUS_EN) + "<answer>উত্তর: 223 জন কম যাত্রী।</answer>", "Bengali: 'Answer: 223 fewer passengers' (কম = fewer)"),
    g("u_ta_dozen", "A", "60", "wrong", "tag", R1(W_COOK_EN) + "<answer>விடை: 60 டஜன் பிஸ்கட்டுகள்.</answer>", "Tamil: 'Answer: 60 dozen biscuits'"),
    g("u_ur_manfi", "A", "11", "wrong", "tag", R1(W_TEMP_EN) + "<answer>جواب: 11 ڈگری منفی</answer>", "Urdu: 'Answer: 11 degrees negative' - -11"),
    g("u_ca_sota_zero", "A", "11", "wrong", "tag", R1(W_TEMP_EN) + "<answer>Resposta: 11 graus sota zero.</answer>", "Catalan: 'Answer: 11 degrees below zero' - -11"),
    g("u_pl_tysiace", "A", "54", "wrong", "tag", R1(W_RUN_EN) + "<answer>Odpowiedź: 54 tysiące km.</answer>", "Polish: 'Answer: 54 thousand km' - a scale word"),
    g("u_sr_hiljada", "A", "29.75", "wrong", "tag", R1(W_NB_EN) + "<answer>Одговор: 29,75 хиљада долара.</answer>", "Serbian: 'Answer: 29,75 thousand dollars' - 29750"),
    m("u_m_ro_radiani", "A", G_PENT, "wrong", "tag", R1(W_PENT_EN + "\n") + "<answer>Răspuns: 108 radiani</answer>", "Romanian: 'Answer: 108 radians' - radians are not degrees"),
    m("u_m_ca_graus", "A", G_RAD, "wrong", "tag", R1(W_RAD_EN + "\n") + "<answer>Resposta: 135 graus</answer>", "Catalan: 'Answer: 135 degrees' - the given angle, not radians"),
    m("u_m_fi_radiaania_for_deg", "A", G_PENT, "wrong", "phrase", r"$(5 - 2)\pi / 5 = \frac{3\pi}{5}$" + "\n\nVastaus: $\\frac{3\\pi}{5}$ radiaania", "Finnish: 'Answer: 3π/5 radians' - the same angle, but the gold is in degrees (debatable: reject - degrees are not radians, README; the value 3π/5 is not 108)", True),
    m("u_m_no_grader_for_rad", "A", G_RAD, "wrong", "tag", R1(W_RAD_EN + "\n") + "<answer>Svar: $\\frac{3\\pi}{4}$ grader</answer>", "Norwegian: 'Answer: 3π/4 degrees' - the number of the radian answer named in degrees (debatable: reject - 3π/4 degrees is not 3π/4 radians)", True),
    m("u_m_hu_kevesebb_m", "A", G_AP, "wrong", "phrase", W_AP_EN + " $= -50$\n\nVálasz: 50-nel kevesebb, mint $a_1$.", "Hungarian: 'Answer: 50 less than a_1' - -43, not -50"),
    m("u_m_ok_ro_grade", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Răspuns: 108 de grade</answer>", "Romanian: 'Answer: 108 degrees'"),
    m("u_m_ok_hu_fok", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Válasz: 108 fok</answer>", "Hungarian: 'Answer: 108 degrees'"),
    m("u_m_ok_fi_astetta", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Vastaus: 108 astetta</answer>", "Finnish: 'Answer: 108 degrees' (partitive)"),
    m("u_m_ok_da_grader", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Svar: 108 grader</answer>", "Danish: 'Answer: 108 degrees'"),
    m("u_m_ok_sk_stupnov", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Odpoveď: 108 stupňov</answer>", "Slovak: 'Answer: 108 degrees'"),
    m("u_m_ok_sr_stepeni", "B", G_PENT, "correct", "tag", R1(W_PENT_EN + "\n") + "<answer>Одговор: 108 степени</answer>", "Serbian: 'Answer: 108 degrees'"),
    m("u_m_ok_ms_radian", "B", G_RAD, "correct", "tag", R1(W_RAD_EN + "\n") + "<answer>Jawapan: $\\frac{3\\pi}{4}$ radian</answer>", "Malay: 'Answer: 3π/4 radians'"),
    m("u_m_ok_ca_radiants", "B", G_RAD, "correct", "tag", R1(W_RAD_EN + "\n") + "<answer>Resposta: $\\frac{3\\pi}{4}$ radiants</answer>", "Catalan: 'Answer: 3π/4 radians'"),
    m("u_m_ok_bn_sq_cm", "B", G_CIRC, "correct", "tag", R1(W_CIRC_EN + "\n") + "<answer>উত্তর: $25\\pi$ বর্গ সেমি</answer>", "Bengali: 'Answer: 25π square cm'"),
    m("u_m_ok_ta_sq_units", "B", G_CIRC, "correct", "tag", R1(W_CIRC_EN + "\n") + "<answer>விடை: $25\\pi$ சதுர அலகுகள்</answer>", "Tamil: 'Answer: 25π square units'"),
    g("u_ok_es_pasajeros", "B", "223", "correct", "tag", R1(W_BUS_EN) + "<answer>La respuesta es 223 pasajeros.</answer>", "Spanish: 'The answer is 223 passengers'"),
    g("u_ok_fr_biscuits", "B", "60", "correct", "tag", R1(W_COOK_EN) + "<answer>Il reste 60 biscuits.</answer>", "French: '60 cookies are left'"),
    g("u_ok_sw_abiria", "B", "223", "correct", "tag", R1(W_BUS_EN) + "<answer>Jibu ni abiria 223.</answer>", "Swahili: 'The answer is 223 passengers' - the noun before the number"),
    g("u_ok_ms_darjah", "B", "11", "correct", "tag", R1(W_TEMP_EN) + "<answer>Jawapannya: 11 darjah Celsius.</answer>", "Malay: 'The answer: 11 degrees Celsius'"),
    g("u_ok_ur_dollar", "B", "29.75", "correct", "tag", R1(W_NB_EN) + "<answer>جواب: 29.75 ڈالر</answer>", "Urdu: 'Answer: 29.75 dollars'"),
    g("u_ok_bn_km", "B", "54", "correct", "tag", R1(W_RUN_EN) + "<answer>উত্তর: 54 কিলোমিটার</answer>", "Bengali: 'Answer: 54 kilometres'"),
    g("u_ok_pl_km", "B", "54", "correct", "tag", R1(W_RUN_EN) + "<answer>Odpowiedź: przebiegnie 54 kilometry.</answer>", "Polish: 'Answer: she will run 54 kilometres'"),
    g("u_ok_no_dollar", "B", "13500", "correct", "tag", R1(W_SAV_EN) + "<answer>Svaret er 13 500 dollar.</answer>", "Norwegian: 'The answer is 13 500 dollars'"),
    g("u_ok_de_tausend", "B", "13500", "correct", "tag", R1(W_SAV_EN) + "<answer>Antwort: Ihr bleiben 13,5 Tausend Dollar.</answer>", "German: 'Answer: she has 13,5 thousand dollars left' = 13500 (debatable: accept - 'Tausend' scales 13,5 to exactly the gold)", True),
    g("u_ok_sr_putnika", "B", "223", "correct", "tag", R1(W_BUS_EN) + "<answer>Одговор: 223 путника.</answer>", "Serbian: 'Answer: 223 passengers'"),
    g("u_ok_bg_gradusa", "B", "11", "correct", "tag", R1(W_TEMP_EN) + "<answer>Отговор: 11 градуса по Целзий.</answer>", "Bulgarian: 'Answer: 11 degrees Celsius'"),

    # ================================================================ 6. retractions and after-text (r_)
    m("r_m_es_espera", "A", G_DICE, "wrong", "boxed", W_DICE_EN + "\n\n$P = \\boxed{\\frac{5}{36}}$\n\nEspera, eso está mal: también cuenta $(1,7)$... no, pero $(4,4)$ cuenta dos veces. Son 6 casos, así que la respuesta es $\\frac{1}{6}$.", "Spanish: 'Wait, that's wrong: ... (4,4) counts twice. There are 6 cases, so the answer is 1/6' - a wrong self-correction after the box"),
    m("r_m_fr_attends", "A", G_DOM, "wrong", "boxed", W_DOM_EN + "\n\n$D = \\boxed{]-4 ; 7[}$\n\nAttends, je me suis trompé : le domaine est $[-4 ; 7]$.", "French: 'Wait, I was wrong: the domain is [-4 ; 7]' - the retraction names a wrong value"),
    m("r_m_de_moment", "A", G_DET, "wrong", "boxed", QW(W_DET_EN + " $= 22$") + qbox("22") + "\n\nMoment, das ist falsch. Richtig ist $\\det A = -22$.", "German: 'Wait, that is wrong. Correct is det A = -22'"),
    m("r_m_ro_stai", "A", G_MID, "wrong", "phrase", W_MID_EN + "\n\nRăspuns: $(1,5 ; 2)$\n\nStai, am greșit. Răspunsul corect este $(2 ; 1,5)$.", "Romanian: 'Answer: (1,5 ; 2). Wait, I was wrong. The correct answer is (2 ; 1,5)'"),
    m("r_m_hu_varjunk", "A", G_PENT, "wrong", "phrase", W_PENT_EN + "\n\nVálasz: 108°\n\nVárjunk, ez hibás. A helyes válasz 72°.", "Hungarian: 'Answer: 108°. Wait, this is wrong. The correct answer is 72°'"),
    m("r_m_fi_hetkinen", "A", G_GS, "wrong", "phrase", W_GS_EN + "\n\nVastaus: $\\frac{3}{2}$\n\nHetkinen, tämä on väärin. Oikea vastaus on $\\frac{4}{3}$.", "Finnish: 'Answer: 3/2. Wait a moment, this is wrong. The correct answer is 4/3'"),
    m("r_m_da_vent_nothing", "A", G_ROOTS, "no_answer", "phrase", W_ROOTS_EN + "\n\nSvar: $x = 2$ og $x = 5$\n\nVent, det er forkert. Jeg må regne det igen.", "Danish: 'Answer: x = 2 and x = 5. Wait, that is wrong. I must calculate it again.' - retracted, nothing new"),
    m("r_m_no_glem_det", "A", G_FINV, "no_answer", "phrase", W_FINV_EN + "\n\nSvar: $\\frac{16}{3}$\n\nGlem det, jeg er ikke sikker på dette.", "Norwegian: 'Answer: 16/3. Never mind, I am not sure about this.' - withdrawn, nothing new"),
    m("r_m_sr_cekaj", "A", G_AP, "wrong", "phrase", W_AP_EN + " $= -50$\n\nОдговор: $-50$\n\nЧекај, то није тачно. Тачан одговор је $-53$.", "Serbian: 'Answer: -50. Wait, that is not right. The right answer is -53'"),
    m("r_m_ms_tunggu", "A", G_SET, "wrong", "phrase", W_SET_EN + "\n\nJawapan: $x = -2$ atau $x = 4$\n\nTunggu, itu salah. Jawapan yang betul ialah $x = 2$ atau $x = -4$.", "Malay: 'Answer: x = -2 or x = 4. Wait, that is wrong. The correct answer is x = 2 or x = -4'"),
    m("r_m_sw_subiri", "A", G_BALLS, "wrong", "phrase", W_BALLS_EN + "\n\nJibu: $\\frac{2}{15}$\n\nSubiri, hilo si sahihi. Jibu sahihi ni $\\frac{1}{15}$.", "Swahili: 'Answer: 2/15. Wait, that is not right. The right answer is 1/15'"),
    m("r_m_bn_darao", "A", G_CDIV, "wrong", "phrase", W_CDIV_EN + "\n\nউত্তর: $-\\frac{1}{2} + \\frac{5}{2}i$\n\nদাঁড়াও, এটা ভুল। সঠিক উত্তর $\\frac{5}{2} - \\frac{1}{2}i$।", "Bengali: 'Answer: -1/2 + 5/2 i. Wait, this is wrong. The correct answer is 5/2 - 1/2 i'"),
    m("r_m_ta_poru", "A", G_INEQ, "wrong", "phrase", W_INEQ_EN + "\n\nவிடை: $[-3, 5]$\n\nபொறு, இது தவறு. சரியான விடை $(-3, 5)$.", "Tamil: 'Answer: [-3, 5]. Wait, this is wrong. The correct answer is (-3, 5)'"),
    m("r_m_ur_rukein", "A", G_RAD, "wrong", "phrase", W_RAD_EN + "\n\nجواب: $\\frac{3\\pi}{4}$\n\nرکیں، یہ غلط ہے۔ صحیح جواب $\\frac{2\\pi}{3}$ ہے۔", "Urdu: 'Answer: 3π/4. Wait, this is wrong. The correct answer is 2π/3'"),
    m("r_m_zh_edit", "A", G_GSUM, "wrong", "boxed", R1(W_GSUM_EN + " $= 59048$") + r1final("59048") + "\n\n编辑：应为 $59049$。", "Chinese: 'Edit: it should be 59049' after the R1 final box"),
    m("r_m_ja_matte", "A", G_INV, "wrong", "phrase", W_INV_EN + "\n\n答え：$\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$\n\n待って、これは間違いです。正しい答えは $\\begin{pmatrix} -3 & 1 \\\\ 5 & -2 \\end{pmatrix}$ です。", "Japanese: 'Answer: ... Wait, this is wrong. The correct answer is [the negated matrix]'"),
    g("r_ko_jamkkan", "A", "223", "wrong", "phrase", W_BUS_EN + "정답: 223명\n\n잠깐, 이건 틀렸습니다. 정답은 227명입니다.", "Korean: 'Answer: 223 people. Wait, this is wrong. The answer is 227 people'"),
    g("r_ru_podozhdite", "A", "60", "wrong", "phrase", W_COOK_EN + "Ответ: 60 печений.\n\nПодождите, это неверно. Правильный ответ: 300.", "Russian: 'Answer: 60 cookies. Wait, this is incorrect. The right answer: 300'"),
    g("r_pt_espere", "A", "29.75", "wrong", "phrase", W_NB_EN + "Resposta: 29,75 dólares\n\nEspere, isso está errado. A resposta correta é 28,75.", "Portuguese: 'Answer: 29,75 dollars. Wait, that is wrong. The correct answer is 28,75'"),
    g("r_tr_bekle", "A", "11", "wrong", "phrase", W_TEMP_EN + "Cevap: 11\n\nBekle, bu yanlış. −4'ün mutlak değerini eklemeliyim: doğru cevap 19.", "Turkish: 'Answer: 11. Wait, this is wrong. I must add the absolute value of -4: the right answer is 19'"),
    g("r_ar_intazir", "A", "54", "wrong", "phrase", W_RUN_EN + "الإجابة: 54 كم\n\nانتظر، هذا خطأ. الإجابة الصحيحة هي ٥١ كم.", "Arabic: 'Answer: 54 km. Wait, this is wrong. The correct answer is ٥١ (51, Eastern Arabic digits) km'"),
    g("r_hi_ruko_nothing", "A", "62.5", "no_answer", "phrase", W_PCT_EN + "उत्तर: 62.5%\n\nरुको, यह गलत है।", "Hindi: 'Answer: 62.5%. Wait, this is wrong.' - retracted, nothing new"),
    g("r_id_lupakan", "A", "13500", "no_answer", "phrase", W_SAV_EN + "Jawaban akhir: 13.500 dolar\n\nLupakan saja, saya akan menghitung ulang dari awal.", "Indonesian: 'Final answer: 13.500 dollars. Never mind, I will recompute from the start.' - withdrawn, nothing new"),
    m("r_m_ok_es_espera_fix", "B", G_DICE, "correct", "boxed", W_DICE_EN + "\n\n$P = \\boxed{\\frac{1}{6}}$\n\nEspera, eso está mal: $(4,4)$ solo cuenta una vez. Son 5 casos, así que la respuesta correcta es $\\boxed{\\frac{5}{36}}$.", "Spanish: 'Wait, that's wrong: (4,4) counts only once. There are 5 cases, so the correct answer is [box 5/36]'"),
    m("r_m_ok_fr_attends_fix", "B", G_DOM, "correct", "phrase", R1(W_DOM_EN) + "Le domaine est $[-4 ; 7]$.\n\nAttends, le logarithme exige une inégalité stricte : $D = ]-4 ; 7[$.", "French: 'The domain is [-4 ; 7]. Wait, the logarithm requires a strict inequality: D = ]-4 ; 7['"),
    m("r_m_ok_de_probe", "B", G_DET, "correct", "boxed", QW(W_DET_EN + " $= 22$") + qbox("22") + "\n\nProbe: Entwicklung nach der zweiten Spalte ergibt $-2 \\cdot (0 - 5) + 4 \\cdot (6 - 3) = 10 + 12 = 22$. ✓", "German: 'Check: expansion along the second column gives ... = 22 ✓'"),
    m("r_m_ok_hu_fix", "B", G_PENT, "correct", "phrase", "Egy szabályos ötszög külső szöge $360° / 5 = 72°$.\n\nVálasz: 72°\n\nVárjunk, ez a külső szög. A belső szög $180° - 72° = 108°$.", "Hungarian: 'The exterior angle of a regular pentagon is 72°. Answer: 72°. Wait, this is the exterior angle. The interior angle is 180° - 72° = 108°'"),
    m("r_m_ok_fi_check", "B", G_GS, "correct", "phrase", W_GS_EN + "\n\nVastaus: $\\frac{3}{2}$\n\nTarkistus: $1 + 0{,}333 + 0{,}111 + 0{,}037 + \\dots \\approx 1{,}48$, mikä lähestyy arvoa $1{,}5$. ✓", "Finnish: 'Answer: 3/2. Check: ... ≈ 1,48, which approaches 1,5 ✓' - a check with approximations after the answer"),
    m("r_m_ok_da_kontrol", "B", G_ROOTS, "correct", "phrase", W_ROOTS_EN + "\n\nSvar: $x = 2$ og $x = 5$\n\nKontrol: $2^2 - 7 \\cdot 2 + 10 = 0$ og $5^2 - 7 \\cdot 5 + 10 = 0$.", "Danish: 'Answer: x = 2 and x = 5. Check: ... = 0 and ... = 0' - the check ends in 0"),
    m("r_m_ok_sr_fix", "B", G_AP, "correct", "phrase", "$a_{20} = 7 + 20 \\cdot (-3) = -53$\n\nОдговор: $-53$\n\nЧекај, бројао сам 20 корака уместо 19. Тачан одговор је $-50$.", "Serbian: 'Answer: -53. Wait, I counted 20 steps instead of 19. The right answer is -50'"),
    m("r_m_ok_bg_check", "B", G_POW, "correct", "phrase", W_POW_EN + "\n\nОтговор: $16$\n\nПроверка: $|1+i|^8 = (\\sqrt{2})^8 = 16$ ✓", "Bulgarian: 'Answer: 16. Check: |1+i|^8 = ... = 16 ✓'"),
    m("r_m_ok_ms_fix", "B", G_SET, "correct", "phrase", "$x^2 - 2x - 8 = (x + 4)(x - 2)$\n\nJawapan: $x = 2$ atau $x = -4$\n\nTunggu, itu salah: $(x + 4)(x - 2) = x^2 + 2x - 8$. Jawapan yang betul ialah $x = -2$ atau $x = 4$.", "Malay: 'Answer: x = 2 or x = -4. Wait, that is wrong: ... The correct answer is x = -2 or x = 4'"),
    m("r_m_ok_sw_check", "B", G_BALLS, "correct", "phrase", W_BALLS_EN + "\n\nJibu: $\\frac{2}{15}$\n\nUhakiki: $\\frac{6}{45} = \\frac{2}{15}$ ✓. Asante!", "Swahili: 'Answer: 2/15. Check: 6/45 = 2/15 ✓. Thanks!'"),
    m("r_m_ok_ta_fix", "B", G_INEQ, "correct", "phrase", W_INEQ_EN + "\n\nவிடை: $(-3, 5)$\n\nபொறு, இது தவறு. முனைப்புள்ளிகளும் அடங்கும்: சரியான விடை $[-3, 5]$.", "Tamil: 'Answer: (-3, 5). Wait, this is wrong. The endpoints are included: the correct answer is [-3, 5]'"),
    m("r_m_ok_ur_fix", "B", G_RAD, "correct", "phrase", "زاویہ $135^\\circ$ ہے۔\n\nجواب: $135^\\circ$\n\nرکیں، سوال ریڈین میں پوچھا گیا ہے۔ صحیح جواب $\\frac{3\\pi}{4}$ ہے۔", "Urdu: 'The angle is 135°. Answer: 135°. Wait, the question asks in radians. The correct answer is 3π/4'"),
    m("r_m_ok_ja_check", "B", G_INV, "correct", "phrase", W_INV_EN + "\n\n答え：$\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$\n\n確認：$A A^{-1} = \\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}$ となり、正しいです。", "Japanese: 'Answer: [inverse]. Check: A A^{-1} = [identity], so it is correct' - the identity matrix after the answer"),
    g("r_ok_ko_fix", "B", "223", "correct", "phrase", W_BUS_SLIP + "정답: 227명\n\n잠깐, 빈 좌석은 17개입니다. 240 − 17 = 223, 정답은 223명입니다.", "Korean: 'Answer: 227 people. Wait, there are 17 empty seats. 240 - 17 = 223, the answer is 223 people'"),
    g("r_ok_ru_check", "B", "60", "correct", "phrase", W_COOK_EN + "Ответ: 60 печений.\n\nПроверка: 300 + 60 = 360 ✓", "Russian: 'Answer: 60 cookies. Check: 300 + 60 = 360 ✓'"),
    g("r_ok_pt_fix", "B", "29.75", "correct", "phrase", "7 × 4,25 = 28,75\nResposta: 28,75\n\nEspere, 7 × 4,25 = 29,75. A resposta correta é 29,75 dólares.", "Portuguese: 'Answer: 28,75. Wait, 7 x 4,25 = 29,75. The correct answer is 29,75 dollars'"),
    g("r_ok_tr_check", "B", "11", "correct", "phrase", W_TEMP_EN + "Cevap: 11 derece.\n\nKontrol: 11 − 15 = −4 ✓", "Turkish: 'Answer: 11 degrees. Check: 11 - 15 = -4 ✓'"),
    g("r_ok_ar_check", "B", "54", "correct", "phrase", W_RUN_EN + "الإجابة: 54 كم\n\nالتحقق: 54 ÷ 15 = 3.6 ✓", "Arabic: 'Answer: 54 km. Verification: 54 / 15 = 3.6 ✓'"),
    g("r_ok_hi_thanks", "B", "62.5", "correct", "phrase", W_PCT_EN + "उत्तर: 62.5%\n\nमुझे आशा है कि इससे मदद मिलेगी! अगर कोई और सवाल हो तो पूछिए।", "Hindi: 'Answer: 62.5%. I hope this helps! Ask if there is another question.'"),
    g("r_ok_id_fix", "B", "13500", "correct", "phrase", W_SAV_SUB + "Jawaban akhir: 16.200 dolar\n\nTunggu, dia menghabiskan 2.700 dolar. 16.200 − 2.700 = 13.500. Jawaban yang benar adalah 13.500 dolar.", "Indonesian: 'Final answer: 16.200 dollars. Wait, she spends 2.700 dollars. ... The correct answer is 13.500 dollars'"),
    g("r_ok_nl_long", "B", "60", "correct", "boxed", R1(W_COOK_EN) + "Er zijn $360$ koekjes; $\\frac{5}{6}$ daarvan is $300$.\n\nEr blijven $\\boxed{60}$ koekjes over.\n\nControle: $\\frac{60}{360} = \\frac{1}{6}$ ✓", "Dutch: 'There are 360 cookies; 5/6 of them is 300. [box 60] cookies remain. Check: 60/360 = 1/6 ✓'"),

    # ================================================================ 7. quoted, reported, other-part, invented turns (q_)
    m("q_m_fr_answer_key", "A", G_DICE, "wrong", "phrase", "D'après le corrigé, « la réponse est $\\frac{5}{36}$ », mais je compte 6 couples : $(2,6), (3,5), (4,4), (4,4), (5,3), (6,2)$.\n\nRéponse : $\\frac{1}{6}$", "French: 'According to the answer key, \"the answer is 5/36\", but I count 6 pairs ... Answer: 1/6' - the gold only in a quotation"),
    m("q_m_es_question_cut", "A", G_BALLS, "no_answer", "none", "¿Es la probabilidad igual a $\\frac{2}{15}$? Veamos. Hay $\\binom{10}{2} = 45$ pares posibles y", "Spanish: 'Is the probability equal to 2/15? Let's see. There are 45 possible pairs and' - a question, then cut off"),
    m("q_m_de_previous_part", "A", G_DICE, "wrong", "phrase", "Teil (a) der vorigen Aufgabe ergab $\\frac{5}{36}$.\nHier zählen wir die Paare mit Summe 7: es sind 6, also\n\nAntwort: $\\frac{1}{6}$", "German: 'Part (a) of the previous exercise gave 5/36. Here we count the pairs with sum 7: there are 6, so Answer: 1/6' - the gold only as another part's result"),
    m("q_m_ru_invented_turn", "A", G_AP, "wrong", "phrase", "$a_{20} = 7 + 20 \\cdot (-3)$\n\n**Ответ:** $-53$." + IM_USER + "Неверно, правильный ответ $-50$.", "Russian: 'Answer: -53.' then an invented user turn 'Wrong, the right answer is -50' - the gold only in the invented turn"),
    m("q_m_ok_ru_invented_turn", "B", G_AP, "correct", "phrase", W_AP_EN + " $= -50$\n\n**Ответ:** $-50$." + IM_USER + "Спасибо! Теперь найдите $a_{30}$." + IM_ASSIST + "$a_{30} = 7 + 29 \\cdot (-3) = -80$.", "Russian: 'Answer: -50.' then an invented user turn 'Thanks! Now find a_30.' and an invented reply -80 - labelled by the question actually posed"),
    m("q_m_it_self_set", "A", G_GS, "wrong", "phrase", "$S = \\frac{1}{1 + \\frac{1}{3}} = \\frac{3}{4}$\n\nRisposta: $\\frac{3}{4}$\n\nEsercizio aggiuntivo: calcola $\\frac{3}{4} \\cdot 2$. Soluzione: $\\frac{3}{2}$.", "Italian: 'Answer: 3/4. Extra exercise: compute 3/4 · 2. Solution: 3/2.' - the gold only in a self-set problem"),
    m("q_m_ok_it_self_set", "B", G_GS, "correct", "phrase", W_GS_EN + " $= \\frac{3}{2}$\n\nRisposta: $\\frac{3}{2}$\n\nEsercizio aggiuntivo: calcola $1 + \\frac{1}{2} + \\frac{1}{4} + \\dots$. Soluzione: $2$.", "Italian: 'Answer: 3/2. Extra exercise: compute 1 + 1/2 + 1/4 + ... Solution: 2.' - a self-set problem after the answer"),
    g("q_pt_book_quote", "A", "223", "wrong", "phrase", "O livro diz «223 passageiros», mas eu calculei 240 − 13 = 227.\n\nResposta: 227", "Portuguese: 'The book says \"223 passengers\", but I calculated 240 - 13 = 227. Answer: 227'"),
    g("q_ok_pt_friend", "B", "223", "correct", "phrase", W_BUS_EN + "Meu colega disse que eram 240 passageiros, mas esse é o número de lugares.\n\nResposta: 223", "Portuguese: 'My classmate said there were 240 passengers, but that is the number of seats. Answer: 223'"),
    g("q_ja_question_only", "A", "60", "no_answer", "prose", "問題：残りのクッキーは何枚ですか？答えは60枚ですか？", "Japanese: 'Question: how many cookies are left? Is the answer 60?' - only questions"),
    g("q_ko_user_turn", "A", "60", "wrong", "phrase", "15 × 24 = 360, 360 × 5/6 = 300\n정답: 300개" + EOT_USER + "아니요, 남은 쿠키는 60개예요.", "Korean: 'Answer: 300' then an invented user turn 'No, the remaining cookies are 60'"),
    g("q_ok_ko_user_turn", "B", "60", "correct", "phrase", W_COOK_EN + "정답: 60개" + EOT_USER + "감사합니다! 그럼 팔린 쿠키 300개는요?", "Korean: 'Answer: 60' then an invented user turn 'Thanks! And the 300 sold cookies?'"),
    m("q_m_hi_teacher", "A", G_CIRC, "wrong", "phrase", "शिक्षक ने कहा, \"उत्तर $25\\pi$ है\", लेकिन मेरे हिसाब से $2\\pi R = 10\\pi$।\n\nमेरा उत्तर $10\\pi$ है।", "Hindi: 'The teacher said, \"the answer is 25π\", but by my calculation 2πR = 10π. My answer is 10π.'"),
    m("q_m_ok_hi_book", "B", G_CIRC, "correct", "tag", R1(W_CIRC_EN + "\n") + "<answer>मेरा उत्तर $25\\pi$ है। (किताब में \"$10\\pi$\" छपा है, जो परिधि है।)</answer>", "Hindi: 'My answer is 25π. (The book prints \"10π\", which is the circumference.)' - a quoted value after the answer"),
    m("q_m_bn_hypothetical", "A", G_CIRC, "wrong", "phrase", "যদি $R = 5$ হত, তাহলে ক্ষেত্রফল $25\\pi$ হত। কিন্তু অতিভুজ $8$, তাই $R = 4$।\n\nউত্তর: $16\\pi$", "Bengali: 'If R were 5, the area would be 25π. But the hypotenuse is 8, so R = 4. Answer: 16π' - the gold only in a hypothetical"),
    m("q_m_tr_self_question", "A", G_POW, "no_answer", "prose", "Soru: $(1+i)^8$ kaçtır? Cevap 16 mı, yoksa $16i$ mi?", "Turkish: 'Question: what is (1+i)^8? Is the answer 16, or 16i?' - questions, no statement"),
    m("q_m_ok_el_user_new", "B", G_ROOTS, "correct", "phrase", W_ROOTS_EN + "\n\nΑπάντηση: $x = 2$ και $x = 5$" + IM_USER + "Λύσε τώρα $x^2 - 9 = 0$." + IM_ASSIST + "$x = -3$ και $x = 3$", "Greek: 'Answer: x = 2 and x = 5' then an invented user turn 'Now solve x^2 - 9 = 0.' and its reply 'x = -3 and x = 3'"),
    m("q_m_el_user_corrects", "A", G_ROOTS, "wrong", "phrase", "$x^2 - 7x + 10 = (x + 2)(x + 5)$\n\nΑπάντηση: $x = -2$ και $x = -5$" + IM_USER + "Λάθος. Οι ρίζες είναι $2$ και $5$.", "Greek: 'Answer: x = -2 and x = -5' then an invented user turn 'Wrong. The roots are 2 and 5.'"),
    m("q_m_ca_classmate", "A", G_DOM, "wrong", "tag", R1(W_DOM_EN + "\n") + "<answer>El meu company diu que la resposta és $]-4, 7[$, però jo crec que és $[-4, 7]$.</answer>", "Catalan: 'My classmate says the answer is ]-4, 7[, but I think it is [-4, 7]' - the gold only as reported speech"),
    m("q_m_ok_ca_classmate", "B", G_DOM, "correct", "tag", R1(W_DOM_EN + "\n") + "<answer>El meu company diu que és $[-4, 7]$, però el logaritme exigeix un argument $> 0$: la resposta és $]-4, 7[$.</answer>", "Catalan: 'My classmate says it is [-4, 7], but the log needs an argument > 0: the answer is ]-4, 7['"),
    g("q_ur_book_quote", "A", "13500", "wrong", "phrase", "کتاب کے مطابق \"جواب 13500 ہے\" لیکن میرا حساب 12 × 1350 = 16200 دیتا ہے۔\n\nجواب: 16200", "Urdu: 'According to the book \"the answer is 13500\" but my calculation gives 12 x 1350 = 16200. Answer: 16200'"),
    g("q_ok_ur_question_quote", "B", "13500", "correct", "tag", R1(W_SAV_EN) + "<answer>میرا جواب 13500 ڈالر ہے۔ (سوال میں لکھا ہے: \"ہر مہینے 1350 ڈالر\")</answer>", "Urdu: 'My answer is 13500 dollars. (The question says: \"1350 dollars every month\")' - a quotation of the question after the answer"),
    g("q_sw_question_asked", "A", "54", "no_answer", "prose", "Swali: Alikimbia kilomita ngapi kwa jumla? Je, jibu ni 54?", "Swahili: 'Question: How many kilometres did she run in all? Is the answer 54?' - only questions"),
    g("q_ok_sw_offer", "B", "54", "correct", "phrase", W_RUN_EN + "Jibu: kilomita 54.\n\nJe, ungependa nieleze zaidi?", "Swahili: 'Answer: 54 kilometres. Would you like me to explain more?'"),
    g("q_ok_ms_user_turn", "B", "223", "correct", "phrase", W_BUS_EN + "Jawapan: 223 penumpang." + IM_USER + "Bagaimana jika 20 tempat kosong?" + IM_ASSIST + "Maka 240 − 20 = 220 penumpang.", "Malay: 'Answer: 223 passengers.' then an invented user turn 'What if 20 seats are empty?' and reply 'Then 240 - 20 = 220 passengers.'"),
    g("q_ms_user_turn", "A", "223", "wrong", "phrase", W_BUS_SLIP + "Jawapan: 227 penumpang." + IM_USER + "Salah, jawapannya 223.", "Malay: 'Answer: 227 passengers.' then an invented user turn 'Wrong, the answer is 223.'"),
    g("q_ok_da_self_set", "B", "62.5", "correct", "phrase", W_PCT_EN + "Svar: 62,5 %\n\nNy opgave: Hvis 36 af 72 elever består, er det 50 %.", "Danish: 'Answer: 62,5 %. New problem: if 36 of 72 students pass, it is 50 %.'"),
    g("q_da_self_set", "A", "62.5", "wrong", "phrase", "36 / 72 = 0,5\nSvar: 50 %\n\nNy opgave: Hvis 45 af 72 elever består, er det 62,5 %.", "Danish: 'Answer: 50 %. New problem: if 45 of 72 students pass, it is 62,5 %.' - the gold only in a self-set problem"),
    g("q_no_quote_only", "A", "11", "no_answer", "prose", "Læreren sa: «Svaret er 11 grader.»", "Norwegian: 'The teacher said: \"The answer is 11 degrees.\"' - only a quotation (debatable: reject - round 21's decision: a quotation is no own answer)", True),
    g("q_ok_fi_parts", "B", "11", "correct", "phrase", "a) Lämpötila nousee 3 · 5 = 15 astetta.\nb) Lopullinen lämpötila: −4 + 15 = 11 astetta.\n\nVastaus: 11 astetta.", "Finnish: 'a) The temperature rises 15 degrees. b) Final temperature: 11 degrees. Answer: 11 degrees.'"),
    m("q_m_sr_next_task", "A", G_INV, "wrong", "phrase", "Одговор: $\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$\n\nСледећи задатак: транспонуј ову матрицу. Решење: $\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$.", "Serbian: 'Answer: [wrong matrix]. Next task: transpose this matrix. Solution: [the gold matrix].' - the gold only in a self-set task"),
    m("q_m_bg_textbook", "A", G_UNION, "wrong", "phrase", "В учебника пише: „$x \\in (-\\infty, -3] \\cup [3, \\infty)$“, но аз получих $x \\in [-3, 3]$.", "Bulgarian: 'The textbook says: \"...\", but I got x ∈ [-3, 3]'"),
    m("q_m_ok_bg_textbook", "B", G_UNION, "correct", "tag", R1(W_UNION_EN + "\n") + "<answer>Получих $x \\in (-\\infty, -3] \\cup [3, \\infty)$, същото като в учебника.</answer>", "Bulgarian: 'I got x ∈ ..., the same as in the textbook.'"),
    m("q_m_vi_problem_echo", "A", G_CROSS, "no_answer", "none", "Đề bài: Tính tích có hướng của $\\vec{u} = (1, 2, 0)$ và $\\vec{v} = (0, 1, 3)$. Đáp số gợi ý trong sách: $(6, -3, 1)$.\n\nLời giải: Ta có $\\vec{u} \\times \\vec{v} = (2 \\cdot 3 - 0 \\cdot 1,", "Vietnamese: 'Problem: compute the cross product ... Suggested answer in the book: (6, -3, 1). Solution: we have u x v = (2·3 - 0·1,' - the gold only as the book's answer, then cut off"),

    # ================================================================ 8. bad input JSON can hold (b_)
    m("b_m_nul_ro", "A", G_MID, "no_answer", "phrase", W_MID_EN + "\n\nRăspuns: $M(1,5\x00 ; 2)$", "a NUL inside a right Romanian answer ('Answer: M(1,5 ; 2)'): bad input -> no_answer"),
    m("b_m_nul_gold", "A", G_DICE + "\x00", "no_answer", "boxed", W_DICE_EN + "\n\nDonc $P = \\boxed{\\frac{5}{36}}$.", "a NUL at the end of the gold; the French answer ('So P = [box 5/36]') is right: bad input -> no_answer"),
    m("b_m_nul_end", "A", G_INEQ, "no_answer", "phrase", W_INEQ_EN + "\n\nÇözüm kümesi: $[-3, 5]$\x00", "a trailing NUL after a right Turkish answer ('Solution set: [-3, 5]'): bad input -> no_answer"),
    g("b_nul_start", "A", "223", "no_answer", "phrase", "\x00" + W_BUS_EN + "Jibu ni abiria 223.", "a leading NUL before a right Swahili answer ('The answer is 223 passengers'): bad input -> no_answer"),
    m("b_m_surr_high", "A", G_POW, "no_answer", "phrase", W_POW_EN + "\n\nОтговор: $16$ \ud83d", "a lone high surrogate (a broken emoji) after a right Bulgarian answer ('Answer: 16'): bad input -> no_answer"),
    g("b_surr_low", "A", "60", "no_answer", "tag", th(W_COOK_EN) + "<answer>残りは60枚\udc8aです。</answer>", "a lone low surrogate inside a right Japanese tag ('60 are left'): bad input -> no_answer"),
    m("b_m_surr_gold", "A", G_CIRC + "\udfff", "no_answer", "phrase", W_CIRC_EN + "\n\nউত্তর: $25\\pi$", "a lone surrogate at the end of the gold; the Bengali answer ('Answer: 25π') is right: bad input -> no_answer"),
    g("b_surr_mid_number", "A", "54", "no_answer", "phrase", W_RUN_EN + "Odpowiedź: 5\ud8004 km", "a lone surrogate between the digits of a Polish answer ('Answer: 54 km'): bad input -> no_answer"),
    m("b_m_ansi_wrong", "A", G_PENT, "wrong", "phrase", W_PENT_EN + "\n\n\x1b[1mRăspuns: 72°\x1b[0m", "ANSI bold codes around a wrong Romanian answer ('Answer: 72°'): judged by the text -> wrong"),
    m("b_m_bidi_wrong", "A", G_DET, "wrong", "phrase", W_DET_EN + "\n\nالإجابة: \u200f-22\u200f", "right-to-left marks around a wrong Arabic answer ('The answer: -22')"),
    m("b_m_zwsp_wrong", "A", G_GSUM, "wrong", "phrase", "$S_{10} = 3^{10}$\n\nSúčet je 59\u200b049.", "a zero-width space inside a wrong Slovak answer ('The sum is 59049')"),
    g("b_empty", "A", "29.75", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "29.75", "no_answer", "none", " \n\t\r\n \u3000", "whitespace only (ideographic space included)"),
    m("b_m_empty_box", "A", G_SET, "no_answer", "boxed", W_SET_EN + "\n\nJawapan: $\\boxed{}$", "Malay: 'Answer: [empty box]'"),
    m("b_m_huge_wrong", "A", G_DICE, "wrong", "boxed", th("Wait, let me recount the pairs with sum 8: (2,6), (3,5), (4,4), (5,3), (6,2) gives 5 of 36, so 5/36. " * 1500) + "Hmm, ich zähle $(4,4)$ doppelt: 6 Fälle.\n\n$P = \\boxed{\\frac{1}{6}}$", "a ~160,000-character think block repeating the gold 5/36, then German 'Hmm, I count (4,4) twice: 6 cases' and a final box 1/6 -> wrong"),
    m("b_m_huge_cut", "A", G_INV, "no_answer", "none", "<think>\n" + ("Det A = 2*3 - 1*5 = 1. Inversen är [[3, -1], [-5, 2]]. Vänta, låt mig kontrollera igen. " * 1800), "a ~160,000-character Swedish/English think loop ('The inverse is ...; wait, let me check again') cut at the token cap, no answer"),
    m("b_m_ok_bidi", "B", G_DICE, "correct", "phrase", W_DICE_EN + "\n\nالإجابة: \u200f$\\frac{5}{36}$\u200f", "right-to-left marks around a right Arabic answer ('The answer: 5/36')"),
    m("b_m_ok_bom", "B", G_GS, "correct", "phrase", "\ufeff" + W_GS_EN + "\n\nRăspuns: $\\frac{3}{2}$", "a byte-order mark at the start; Romanian 'Answer: 3/2'"),
    m("b_m_ok_ansi", "B", G_PENT, "correct", "phrase", W_PENT_EN + "\n\n\x1b[1mVálasz: 108°\x1b[0m", "ANSI bold codes around a right Hungarian answer ('Answer: 108°')"),
    m("b_m_ok_crlf", "B", G_ROOTS, "correct", "phrase", W_ROOTS_EN.replace("\n", "\r\n") + "\r\n\r\nVastaus: $x = 2$ tai $x = 5$\r\n", "Windows line endings; Finnish 'Answer: x = 2 or x = 5' (tai = or: the root list, not a hedge)"),
    m("b_m_ok_huge", "B", G_CROSS, "correct", "tag", th("Tích có hướng: (2*3 - 0*1, 0*0 - 1*3, 1*1 - 2*0) = (6, -3, 1). Kiểm tra lại lần nữa. " * 1700) + "<answer>$\\vec{u} \\times \\vec{v} = (6; -3; 1)^T$</answer>", "a ~150,000-character Vietnamese think loop ('Cross product: ... = (6, -3, 1). Check again.') then a tag with (6; -3; 1)^T"),
    g("b_ok_tab_formfeed", "B", "62.5", "correct", "phrase", W_PCT_EN + "Svar:\t62,5 %\x0c", "a tab and a trailing form feed; Swedish 'Answer: 62,5 %'"),
    m("b_m_ok_nbsp", "B", G_DOM, "correct", "phrase", W_DOM_EN + "\n\nRéponse\u00a0: $]-4\u00a0;\u00a07[$", "French typography: no-break spaces before the colon and around ';'; 'Answer: ]-4 ; 7['"),
    m("b_m_ok_narrow_nbsp", "B", G_GSUM, "correct", "phrase", W_GSUM_EN + "\n\nLa somme vaut 59\u202f048.", "French: 'The sum is 59 048' with a narrow no-break space as thousands separator"),
    m("b_m_ok_fullwidth", "B", G_POW, "correct", "phrase", W_POW_EN + "\n\n答え：１６", "Japanese: 'Answer: 16' in full-width digits"),
    g("b_ok_eastern_arabic", "B", "54", "correct", "phrase", W_RUN_EN + "الإجابة: ٥٤ كم", "Arabic: 'The answer: 54 km' in Eastern Arabic digits ٥٤"),
    g("b_ok_bengali_digits", "B", "223", "correct", "phrase", W_BUS_EN + "উত্তর: ২২৩ জন যাত্রী", "Bengali: 'Answer: 223 passengers' in Bengali digits ২২৩"),
    g("b_ok_devanagari_digits", "B", "60", "correct", "phrase", W_COOK_EN + "उत्तर: ६० कुकीज़", "Hindi: 'Answer: 60 cookies' in Devanagari digits ६०"),
    m("b_m_ok_gold_ws", "B", " " + G_BALLS + "\n", "correct", "phrase", W_BALLS_EN + "\n\nJawaban: $\\frac{2}{15}$", "a gold with a leading space and a trailing newline; Indonesian 'Answer: 2/15'"),
    m("b_m_ok_vtab", "B", G_FINV, "correct", "phrase", W_FINV_EN + "\x0b\n\nRésultat : $f^{-1}(5) = \\frac{16}{3}$\x1f", "a vertical tab and a unit separator (control characters) around a right French answer ('Result: ...')"),
    g("b_ok_del_char", "B", "11", "correct", "phrase", W_TEMP_EN + "\x7fCevap: 11 derece.", "a DEL character before a right Turkish answer ('Answer: 11 degrees')"),
    # ================================================================ 9. English closing lines with other-language after-text
    m("r_m_llama_then_es", "A", G_CROSS, "wrong", "boxed", LL(W_CROSS_EN, r"$(6, -3, 1) \cdot (1, 2, 0) = 6 - 6 + 0 = 0$ ✓") + LLAMA_END.format(r"\begin{pmatrix} 6 \\ -3 \\ 1 \end{pmatrix}") + "\n\nEspera, me equivoqué en el signo: la respuesta es $(6, 3, 1)^T$.", "Llama 3 'The final answer is: [box]' then Spanish 'Wait, I got the sign wrong: the answer is (6, 3, 1)^T' - a wrong correction after the box"),
    m("r_m_ok_llama_es_thanks", "B", G_CROSS, "correct", "boxed", LL(W_CROSS_EN, r"$(6, -3, 1) \cdot (0, 1, 3) = 0 - 3 + 3 = 0$ ✓") + LLAMA_END.format(r"\begin{pmatrix} 6 \\ -3 \\ 1 \end{pmatrix}") + "\n\n¡Espero que esto te ayude! Si tienes más preguntas, no dudes en preguntar.", "Llama 3 closing box then Spanish 'I hope this helps you! If you have more questions, don't hesitate to ask.'"),
    g("h_ok_ms_minerva", "B", "13500", "correct", "phrase", W_SAV_EN + "Jawapan akhir ialah 13 500 dolar.\n" + MINERVA.format("13500"), "Malay: 'The final answer is 13 500 dollars.' then a Minerva line with 13500"),
    m("q_m_qwen_end_user", "A", G_MID, "wrong", "boxed", QW(r"$M = \left( \frac{3 + 1}{2}, \frac{2 + 1}{2} \right)$") + QWEN_END.format(r"\left(2, \frac{3}{2}\right)") + IM_USER + "Respuesta correcta: $(1,5 ; 2)$", "Qwen closing box (2, 3/2), then an invented user turn in Spanish 'Correct answer: (1,5 ; 2)' - the gold only in the invented turn"),
    m("x_m_ok_qwen_end_decimal", "B", G_MID, "correct", "boxed", QW(W_MID_EN) + QWEN_END.format(r"(1{,}5;\ 2)"), "Qwen closing line with the box (1{,}5; 2): decimal comma and ';' for (3/2, 2)"),
    m("n_m_cs_minerva_neq", "A", G_DET, "no_answer", "phrase", W_DET_EN + "\n\nTakže determinant není 22.\n" + MINERVA.format(r"$\neq 22$"), "Czech: 'So the determinant is not 22.' then a Minerva line stating '≠ 22' - a negation, nothing stated"),
]
# fmt: on

DECISIONS = {
    "t_m_ok_ms_radians": (
        "accept",
        "the tag states the conversion asked for; 3π/4 radians is the answer, 135° the given",
    ),
    "t_m_ok_fi_prob_gloss": (
        "accept",
        "the exact 2/15 is stated; 'eli noin 13,3 %' (i.e. about 13.3 %) is a labelled approximation, not a second answer",
    ),
    "t_m_ok_no_union": (
        "accept",
        "Norwegian schools write unbounded intervals with arrows and angle brackets; the set is the gold's",
    ),
    "h_ok_it_sav_dot": (
        "accept",
        "every number in the working uses '.' as the Italian thousands separator, so #### 13.500 is 13500",
    ),
    "h_de_pct_share": (
        "reject",
        "a share 0,625 is not the percent the question asks (round 21's decision x_share_for_percent)",
    ),
    "h_cs_hedge": ("reject", "'13 500 or 16 200' is a hedge, two final answers (README)"),
    "x_m_ok_pl_finv_mixed": (
        "accept",
        "5 1/3 is the mixed number 16/3 as it is taught; no model means 5 times 1/3 by it",
    ),
    "x_m_ok_da_gsum_dot": (
        "accept",
        "the working's 59.049 = 3^10 fixes '.' as the Danish thousands separator",
    ),
    "x_m_ok_hi_dice_gloss": (
        "accept",
        "the exact 5/36 is stated; 'यानी लगभग 13.9%' (i.e. about 13.9%) is a labelled approximation",
    ),
    "u_m_fi_radiaania_for_deg": (
        "reject",
        "degrees are not radians (README): the gold 108^\\circ is not the value 3π/5",
    ),
    "u_m_no_grader_for_rad": (
        "reject",
        "3π/4 degrees is not 3π/4 radians; the unit word changes the quantity",
    ),
    "u_ok_de_tausend": (
        "accept",
        "13,5 Tausend is exactly 13500; 'Tausend' is a scale that gives the gold",
    ),
    "q_no_quote_only": ("reject", "only a quotation, no own answer (round 21's q_quote_only)"),
}


def _write_records(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, except that a record holding a lone surrogate (which strict
    UTF-8 cannot encode) is written with JSON escapes (ensure_ascii) so the file stays valid JSONL."""
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            try:
                line.encode("utf-8")
            except UnicodeEncodeError:
                line = json.dumps(record)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


if __name__ == "__main__":
    corpus_build.write_records = _write_records
    here = Path(__file__).resolve().parent
    if here != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = here  # run outside the corpus folder: write beside this file
    write_probes("adversarial_redteam109", CASES, [], DECISIONS)
