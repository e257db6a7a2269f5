r"""Build adversarial_redteam104.jsonl: a hundred-and-fourth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam104", issue 25), written by a helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any
other round's builder than round 21's, and WITHOUT running the checker, math-verify, sympy or any
grader on the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md
("How labels were made"), corpus_build.py and build_adversarial_redteam21.py were read.

Aim of this round: final answers in languages other than English (thirty-odd languages: Spanish,
French, German, Russian, Chinese, Japanese, Korean, Arabic, Hindi, Portuguese, Italian, Turkish,
Polish, Vietnamese, Indonesian, Dutch, Swedish, Greek, Czech, Ukrainian, Hebrew, Persian, Thai and
Bengali, Tamil, Urdu, Swahili, Romanian, Hungarian, Finnish, Danish, Norwegian, Catalan, Slovak,
Serbian, Bulgarian, Malay), two thirds on the MATH path: intervals written the local way
(`]-4 ; 7[`, `\left]a; b\right[`, `-4 < x < 7`), decimal commas in points, vectors and matrices
(`(1,5 ; 2)`, `1{,}5`), transposed vectors, sets with semicolons, roots listed in words ("x = 2 y
x = 5", "x = 2 vagy x = 5"), degrees and radians named in the language, "that is" / "i.e."
glosses, fractions in words ("tres octavos", "八分之三"), answer tags holding sentences,
self-corrections and retractions in the language, checks after the answer, local digits (Bengali,
Devanagari, Arabic-Indic, Persian), and bad input. Every non-English answer sentence has an English
gloss in its note. About half the completions are long: an R1 `<think>` block in English with
"Wait," checks (the model thinks in English and answers in the user's language), Llama 3 "## Step"
working, Qwen2.5-Math steps and closing lines, Minerva lines, a markdown table, a code block, or
120,000-150,000 characters of looped working; the other half are short and plain.

Problems, golds and arithmetic (checked by hand; python used for plain arithmetic only):
GSM8K: 48 loaves a day for 6 days, 250 sold -> 38 (48 * 6 = 288; 288 - 250 = 38; slip 288);
3 shirts at $12.50 and 2 hats at $8.75 -> 55 (37.50 + 17.50 = 55; shirts only 37.50);
18 of 40 students -> 45 % (18 / 40 = 0.45); a town of 12,400 grows by 1,350 -> 13750;
7 bags of 2.4 kg -> 16.8 (2.4 * 7 = 16.8); 4 degrees falling 10 -> -6; 2 h 30 min in minutes -> 150.
MATH: |2x - 3| < 11 -> (-4, 7) (-11 < 2x - 3 < 11, -8 < 2x < 14); |4x - 2| <= 8 -> [-3/2, 5/2]
(-6 <= 4x <= 10); domain of sqrt(x - 2)/(x - 5) -> [2, 5) U (5, oo); midpoint of (-1, 4) and (4, 0)
-> (3/2, 2); 2u - v for u = (1, -2, 3), v = (0, 1, 5) -> (2, -5, 1) as a column (u + v slip:
(1, -1, 8); 2u + v: (2, -3, 11)); inverse of [[1, 2], [3, 4]] -> [[-2, 1], [3/2, -1/2]] (det -2);
x^2 - 7x + 10 = 0 -> 2, 5; x^3 = 4x -> -2, 0, 2; 135 degrees in radians -> 3pi/4 (2.356...);
interior angle of a regular decagon -> 144 degrees (8 * 180 / 10; radians 4pi/5; exterior 36);
exactly two heads in three tosses -> 3/8 (C(3,2) = 3 of 8; 0.375); (2 + 3i)/(1 - i) -> -1/2 + 5/2 i
((2 + 3i)(1 + i) = 2 + 5i + 3i^2 = -1 + 5i, over 2); (x - 3)(2x + 1) -> 2x^2 - 5x - 3;
sqrt 72 -> 6 sqrt 2 (8.485...); 1/3 + 1/4 -> 7/12.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number (units named in the
language, degrees against radians, count and scale words); `r_` retractions and self-corrections in
the language, and checks after the answer; `q_` quoted, reported, hypothetical, other-part,
self-set and invented-turn text; `b_` bad input a JSON corpus can hold. `_m_` marks a MATH probe,
`_ok_` kind B. The id's language code follows where the answer is in one language.

Kinds: "A" a WRONG (or unanswered) completion the checker must refuse; "B" a RIGHT completion in a
notation, language or with after-text real models write.

Label conventions (corpus/README.md and round 21): the last final answer counts; a hedge, two
different final answers, or a right value only in the working is `wrong`; no final answer (a
negation or strike-out with nothing after, a placeholder, only a quotation, a question echoed, a
hypothetical, a cut-off) is `no_answer`; an answer equal in value written differently (a decimal
comma, `{,}`, a semicolon separator, an interval written `]a ; b[` or as an inequality, a transposed
row for a column vector, a set for a list of roots, roots joined by the language's "and" or "or" as
the solution list, a fraction in words, local digits) is `correct`; a decimal for an exact
irrational is `wrong`, an exact decimal (0.375 for 3/8, 0.75\pi) is `correct`; degrees are not
radians (and the number of one named as the other is wrong); another quantity (a subtotal, the
per-item value, the other unit, a share for a percent) is `wrong`; a value the model marks wrong is
`wrong`; a correction after an answer makes the corrected value final, a withdrawal with nothing new
is `wrong`; a check, a pleasantry, a self-set new problem or an invented next turn after a committed
answer does not replace it; a thousands separator (comma, dot, space, NBSP) is read as the language
writes it where the unit or the count makes it unambiguous; a NUL or a lone surrogate anywhere in the
pair (completion or gold) makes it bad input: kind A, truth `no_answer`. Debatable probes carry
`"debatable": true` and a DECISIONS entry.

Lone surrogates cannot be written as UTF-8, so this builder hands `write_probes` a `write_records`
that writes them as JSON escapes (`\ud83d`); the line loads back into the same string.

Usage: python packages/check/corpus/build_adversarial_redteam104.py
"""

import json
import re
from pathlib import Path

import corpus_build
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
)  # noqa: E501

N = "\n"

# ================================================================ GSM8K working
BREAD = "The bakery bakes 48 * 6 = <<48*6=288>>288 loaves in 6 days.\nIt sells 250, so 288 - 250 = <<288-250=38>>38 loaves are left.\n"
BREAD_ES = "En 6 días hornea 48 × 6 = 288 panes.\nVende 250, así que quedan 288 − 250 = 38 panes.\n"
SHOP = "3 shirts cost 3 * 12.50 = <<3*12.5=37.5>>37.50 dollars.\n2 hats cost 2 * 8.75 = <<2*8.75=17.5>>17.50 dollars.\nIn total 37.50 + 17.50 = <<37.5+17.5=55>>55 dollars.\n"
PCT = "18 of 40 students is 18 / 40 = <<18/40=0.45>>0.45, and 0.45 * 100 = <<0.45*100=45>>45 percent.\n"
TOWN = "The town grows from 12,400 to 12400 + 1350 = <<12400+1350=13750>>13750 people.\n"
RICE = "7 bags of 2.4 kg weigh 7 * 2.4 = <<7*2.4=16.8>>16.8 kg.\n"
TEMP = "The temperature starts at 4 degrees and falls 10 degrees: 4 - 10 = <<4-10=-6>>-6 degrees.\n"
MINS = "2 hours is 2 * 60 = <<2*60=120>>120 minutes, plus 30 minutes is 120 + 30 = <<120+30=150>>150 minutes.\n"

# ================================================================ MATH working and golds
G_INT = "(-4, 7)"
INT = r"$|2x - 3| < 11 \iff -11 < 2x - 3 < 11 \iff -8 < 2x < 14 \iff -4 < x < 7$."
G_INT2 = r"\left[-\frac{3}{2}, \frac{5}{2}\right]"
INT2 = r"$|4x - 2| \le 8 \iff -8 \le 4x - 2 \le 8 \iff -6 \le 4x \le 10 \iff -\frac{3}{2} \le x \le \frac{5}{2}$."
G_DOM = r"[2, 5) \cup (5, \infty)"
DOM = r"$\sqrt{x - 2}$ needs $x - 2 \ge 0$, i.e. $x \ge 2$, and the denominator needs $x \neq 5$."
G_MID = r"\left(\frac{3}{2}, 2\right)"
MID = r"$M = \left(\frac{-1 + 4}{2}, \frac{4 + 0}{2}\right)$"
G_VEC = r"\begin{pmatrix} 2 \\ -5 \\ 1 \end{pmatrix}"
VEC = r"$2\mathbf{u} - \mathbf{v} = (2, -4, 6) - (0, 1, 5)$"
G_INV = r"\begin{pmatrix} -2 & 1 \\ \frac{3}{2} & -\frac{1}{2} \end{pmatrix}"
INV = r"$\det A = 1 \cdot 4 - 2 \cdot 3 = -2$, $A^{-1} = -\frac{1}{2}\begin{pmatrix} 4 & -2 \\ -3 & 1 \end{pmatrix}$"
G_ROOTS = "2, 5"
ROOTS = r"$x^2 - 7x + 10 = (x - 2)(x - 5) = 0$"
G_SET = "-2, 0, 2"
SET = r"$x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2) = 0$"
G_RAD = r"\frac{3\pi}{4}"
RAD = r"$135^\circ \cdot \frac{\pi}{180^\circ} = \frac{135\pi}{180}$"
G_DEG = "144"
DEG = r"$\frac{(10 - 2) \cdot 180^\circ}{10} = \frac{1440^\circ}{10}$"
G_FR = r"\frac{3}{8}"
FR = r"$\binom{3}{2} = 3$ of the $2^3 = 8$ equally likely outcomes (HHT, HTH, THH)"
G_CPX = r"-\frac{1}{2} + \frac{5}{2}i"
CPX = r"$\frac{2 + 3i}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{2 + 2i + 3i + 3i^2}{2} = \frac{-1 + 5i}{2}$"
G_POLY = "2x^2 - 5x - 3"
POLY = r"$(x - 3)(2x + 1) = 2x^2 + x - 6x - 3$"
G_SQ = r"6\sqrt{2}"
SQ = r"$\sqrt{72} = \sqrt{36 \cdot 2} = \sqrt{36}\,\sqrt{2}$"
G_SUM = r"\frac{7}{12}"
SUM = r"$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12}$"

# Long R1-style thinking in English before an answer in another language.
TH_INT = th(
    "Okay, so I need to solve |2x - 3| < 11. An absolute value less than 11 means the inside is between -11 and 11.\nSo -11 < 2x - 3 < 11.\nAdd 3 to all three parts: -8 < 2x < 14.\nDivide by 2 (positive, so the signs stay): -4 < x < 7.\nWait, is it strict? Yes, the problem has <, not <=, so the endpoints are excluded.\nLet me test a point: x = 0 gives |-3| = 3 < 11, inside. x = 7 gives |11| = 11, not < 11, so 7 is out. x = -4 gives |-11| = 11, out too.\nAnd x = 8 gives 13, out. Good.\nSo the open interval (-4, 7).\nThe user wrote in French, so I should answer in French with their notation, where an open interval is written with reversed brackets.\n"
)
TH_ROOTS = th(
    "Let me factor x^2 - 7x + 10. I need two numbers with product 10 and sum -7.\nPairs for 10: 1 and 10, 2 and 5. Sum 7 with 2 and 5; with negatives -2 and -5 the sum is -7. Good.\nSo (x - 2)(x - 5) = 0, x = 2 or x = 5.\nWait, let me check: 4 - 14 + 10 = 0, yes. 25 - 35 + 10 = 0, yes.\nAlternatively the quadratic formula: x = (7 +- sqrt(49 - 40))/2 = (7 +- 3)/2, so 5 or 2. Same.\nThe question is in Spanish, answer in Spanish.\n"
)
TH_MID = th(
    "Midpoint of (-1, 4) and (4, 0). The midpoint formula averages the coordinates.\nx = (-1 + 4)/2 = 3/2.\ny = (4 + 0)/2 = 2.\nHmm, wait, (4 + 0)/2 is 2, right. So M = (3/2, 2) = (1.5, 2).\nLet me sanity-check: the distance from (-1, 4) to (1.5, 2) is sqrt(2.5^2 + 2^2) and from (1.5, 2) to (4, 0) is sqrt(2.5^2 + 2^2). Equal, good.\nThe user writes decimals with commas, so 1,5, and separates coordinates with a semicolon.\n"
)
TH_FR = th(
    "Three tosses of a fair coin, so 2^3 = 8 equally likely outcomes: HHH, HHT, HTH, HTT, THH, THT, TTH, TTT.\nExactly two heads: HHT, HTH, THH, that's 3.\nSo 3/8. Wait, should I double check it's exactly two, not at least two? The problem says exactly two. At least two would add HHH and give 4/8 = 1/2, but that's not asked.\nAlso C(3,2) = 3, consistent. So 3/8 = 0.375.\n"
    "Hmm, let me also think of it as a binomial: P = C(3,2) * (1/2)^2 * (1/2)^1 = 3 * 1/8 = 3/8. Same answer.\nThe user asked in another language, so I'll answer in that language, exactly.\n"
)
TH_BREAD = th(
    "48 loaves a day for 6 days is 48 * 6. 50 * 6 = 300, minus 2 * 6 = 12, so 288.\nSold 250. 288 - 250 = 38.\nWait, let me re-read: does it sell 250 per day or in total? In total. If it were per day it would be negative, which makes no sense.\nSo 38 loaves are left. Check: 38 + 250 = 288. Yes.\n"
    "Let me make sure I didn't misread 48: the bakery bakes 48 loaves each day, 6 days, so the 288 is right.\nAnother way: it sells 250 of 288, and 288 - 200 = 88, 88 - 50 = 38. Same.\nI'll answer in the user's language.\n"
)
TH_VEC = th(
    "u = (1, -2, 3), v = (0, 1, 5). I need 2u - v.\n2u = (2, -4, 6).\nMinus v = (0, 1, 5): (2 - 0, -4 - 1, 6 - 5) = (2, -5, 1).\nWait, -4 - 1 is -5, yes. And 6 - 5 = 1.\nThe answer should be a column vector, like the given ones. So the column vector (2, -5, 1).\n"
    "Let me double-check each component once more.\nFirst: 2*1 - 0 = 2. Second: 2*(-2) - 1 = -4 - 1 = -5. Third: 2*3 - 5 = 6 - 5 = 1.\nAll good. If I had added instead I'd get (2, -3, 11), which is wrong here.\nI'll write it transposed, since the user writes vectors as rows with ^T.\n"
)
TH_DEG = th(
    "Sum of interior angles of a polygon with n sides is (n - 2) * 180. For a decagon n = 10, so 8 * 180 = 1440.\nRegular, so all angles equal: 1440 / 10 = 144.\nCheck with the exterior angle: 360 / 10 = 36, and 180 - 36 = 144. Consistent.\nWait, the question wants degrees, so 144, not radians.\n"
    "Let me re-read: 'the measure of each interior angle of a regular decagon, in degrees'. Yes, degrees.\nIn radians it would be 144 * pi / 180 = 4pi/5, but that's not what is asked.\nI'll answer in the user's language.\n"
)
TH_SET = th(
    "x^3 = 4x, so x^3 - 4x = 0, x(x^2 - 4) = 0, x(x - 2)(x + 2) = 0.\nSo x = 0, 2, -2. Wait, I shouldn't divide by x, that loses 0. Keep all three.\nCheck: 0 = 0; 8 = 8; -8 = -8. All work.\nIn increasing order: -2, 0, 2.\n"
    "Hmm, could there be complex solutions? The problem asks for real solutions, and a cubic has at most 3 roots, we found 3.\nSo the solution set is {-2, 0, 2}. I'll answer in the user's language.\n"
)

# More R1 thinking blocks, put before some answers to make them long.
TH_SHOP = th(
    "Shirts: 3 * 12.50 = 37.50. Hats: 2 * 8.75 = 17.50.\nTotal 37.50 + 17.50 = 55.\nWait, did the problem ask for the total or just the shirts? The total, everything she bought.\nDouble-check the hats: 8.75 * 2 = 17.50, yes. So 55 dollars, no tax mentioned.\n"
    "Let me redo the shirts another way: 12.50 * 3 = 12 * 3 + 0.5 * 3 = 36 + 1.5 = 37.5. Yes.\nHats: 8.75 * 2 = 16 + 1.5 = 17.5. Yes.\n37.5 + 17.5 = 55. The answer is 55 dollars. I'll answer in the user's language.\n"
)
TH_PCT = th(
    "18 out of 40 students. 18/40 = 9/20.\n9/20 = 0.45. As a percent, 45%.\nWait, is it asking for the percent or the number of students? The percent. So 45, not 18.\nCheck: 45% of 40 = 0.45 * 40 = 18. Yes.\n"
    "Hmm, let me make sure it's 18 passing out of 40 total, not 18 failing. The problem says 18 of 40 students, and asks what percent. So 45%.\nIf it were failing, passing would be 22/40 = 55%, but that's not the question.\nI'll answer in the user's language.\n"
)
TH_TOWN = th(
    "12,400 + 1,350. 12,400 + 1,000 = 13,400, plus 350 = 13,750.\nWait, does the town grow or shrink? It grows, so add.\nLet me double-check: 13,750 - 1,350 = 12,400. Yes. So 13,750 people.\n"
    "Is the 1,350 a growth over one year? Yes, and the question asks for the population after the growth.\nSo 12,400 + 1,350 = 13,750.\nIn the user's language thousands may be written with a space or a dot, I'll keep that in mind.\nI'll answer in the user's language.\n"
)
TH_RICE = th(
    "2.4 kg per bag, 7 bags. 2.4 * 7 = 16.8.\nHmm, 2 * 7 = 14 and 0.4 * 7 = 2.8, total 16.8 kg. Okay.\nThe question asks for the total weight, not per bag, and in kilograms. So 16.8 kg.\n"
    "Wait, is each bag 2.4 kg or is the total 2.4 kg? Each bag. So 7 bags weigh 16.8 kg.\nIn grams that would be 16,800 g, but the question asks in kilograms.\nThe user writes decimals with a comma, so 16,8.\nI'll answer in the user's language.\n"
)
TH_TEMP = th(
    "Starts at 4 degrees, drops 10. 4 - 10 = -6.\nWait, that is below zero, so negative: -6 degrees.\nLet me recount on a number line: 4, 3, 2, 1, 0, -1, -2, -3, -4, -5, -6. That's 10 steps. Yes, -6.\n"
    "Hmm, is the drop 10 degrees total or per hour? Total. So -6.\nLet me re-read: 'The temperature was 4 degrees in the evening and fell by 10 degrees during the night. What was the temperature in the morning?' Yes, -6.\nI'll answer in the user's language.\n"
)
TH_MINS = th(
    "2 hours 30 minutes. 2 * 60 = 120, plus 30 = 150 minutes.\nThe question wants minutes, not hours. In hours it would be 2.5, but that's not asked.\nSo 150.\n"
    "Let me double-check: 1 hour = 60 minutes, 2 hours = 120 minutes, plus 30 = 150.\nAnother way: 2.5 hours * 60 = 150. Same.\nThe question asks 'how many minutes', so 150 minutes.\nI'll answer in the user's language.\n"
)
TH_RAD = th(
    "135 degrees to radians: multiply by pi/180. 135/180 = 3/4. So 3pi/4.\nWait, 135 = 45 * 3 and 180 = 45 * 4, yes 3/4.\nAnother check: 90 degrees = pi/2, 45 degrees = pi/4, so 135 = pi/2 + pi/4 = 3pi/4.\nKeep it exact, not 2.356.\n"
    "Let me re-read the question: 'Convert 135 degrees to radians.' So the answer is in radians: 3pi/4.\nNot 135 degrees restated, and not a decimal.\nI'll answer in the user's language.\n"
)
TH_SQ = th(
    "72 = 36 * 2, so sqrt(72) = 6 sqrt(2).\nWait, is there a bigger square factor? 72 = 2^3 * 3^2, so the square part is 2^2 * 3^2 = 36, the largest. 6 sqrt 2.\nCheck: (6 sqrt 2)^2 = 36 * 2 = 72. Good. Numerically about 8.485, but keep it exact.\n"
    "Let me also try another path: sqrt(72) = sqrt(9 * 8) = 3 sqrt(8) = 3 * 2 sqrt(2) = 6 sqrt(2). Same.\nSo the simplified form is 6 sqrt 2.\nI'll answer in the user's language.\n"
)
TH_CPX = th(
    "Multiply numerator and denominator by the conjugate 1 + i.\n(2 + 3i)(1 + i) = 2 + 2i + 3i + 3i^2 = 2 + 5i - 3 = -1 + 5i.\n(1 - i)(1 + i) = 1 - i^2 = 2. So (-1 + 5i)/2.\nWait, check the sign: 3i^2 = -3, 2 - 3 = -1. Right.\nSo -1/2 + 5/2 i, i.e. -0.5 + 2.5i.\n"
    "Let me verify by multiplying back: (1 - i)(-1 + 5i)/2 = (-1 + 5i + i - 5i^2)/2 = (-1 + 6i + 5)/2 = (4 + 6i)/2 = 2 + 3i. Yes!\nSo z = -1/2 + 5/2 i.\nI'll answer in the user's language.\n"
)
TH_POLY = th(
    "(x - 3)(2x + 1). FOIL: x * 2x = 2x^2, x * 1 = x, -3 * 2x = -6x, -3 * 1 = -3.\nSo 2x^2 + x - 6x - 3 = 2x^2 - 5x - 3.\nWait, -6x + x = -5x. Yes.\nCheck at x = 2: (-1)(5) = -5 and 8 - 10 - 3 = -5. Good.\n"
    "Let me check at x = 0 too: (-3)(1) = -3 and the constant term is -3. Good.\nAnd the leading coefficient 1 * 2 = 2. So 2x^2 - 5x - 3.\nI'll answer in the user's language.\n"
)
TH_INV = th(
    "A = [[1, 2], [3, 4]]. det = 1*4 - 2*3 = -2.\nInverse = (1/det) [[d, -b], [-c, a]] = (1/-2) [[4, -2], [-3, 1]] = [[-2, 1], [1.5, -0.5]].\nWait, let me verify the top-left: 4 / -2 = -2. Bottom-left: -3 / -2 = 1.5. Bottom-right: 1 / -2 = -0.5. Okay.\nCheck A * A^-1, first row: 1*(-2) + 2*1.5 = 1, 1*1 + 2*(-0.5) = 0. Good.\n"
    "Second row: 3*(-2) + 4*1.5 = -6 + 6 = 0, 3*1 + 4*(-0.5) = 3 - 2 = 1. So A * A^-1 = I. Good.\nI'll answer in the user's language, with their decimal notation.\n"
)
TH_DOM = th(
    "sqrt(x - 2) needs x - 2 >= 0, so x >= 2. The denominator x - 5 can't be 0, so x != 5.\nSo [2, 5) U (5, infinity).\nWait, is 2 included? sqrt(0) = 0 and 0/(2 - 5) = 0 is fine. Yes, closed at 2.\nAnd no upper bound. Good.\n"
    "Let me test a point: x = 3 gives sqrt(1)/(-2), fine. x = 5 gives division by zero, out. x = 1 gives sqrt(-1), out.\nSo the domain is [2, 5) U (5, infinity).\nI'll answer in the user's language.\n"
)
TH_SUM = th(
    "1/3 + 1/4, common denominator 12: 4/12 + 3/12 = 7/12.\nWait, can 7/12 reduce? 7 is prime and doesn't divide 12. No.\nAs a decimal it's 0.58333..., but the exact fraction is better.\n"
    "Let me double-check with decimals: 1/3 = 0.3333, 1/4 = 0.25, sum 0.5833, and 7/12 = 0.5833. Good.\nNot 2/7: you can't add numerators and denominators.\nI'll answer in the user's language.\n"
)
TH_INT2 = th(
    "|4x - 2| <= 8 means -8 <= 4x - 2 <= 8.\nAdd 2: -6 <= 4x <= 10. Divide by 4: -3/2 <= x <= 5/2.\nWait, closed because of <=. Check x = 5/2: |10 - 2| = 8 <= 8, included. x = -3/2: |-6 - 2| = 8, included.\nSo [-3/2, 5/2], in decimals [-1.5, 2.5].\n"
    "Let me test x = 0: |-2| = 2 <= 8, inside. x = 3: |10| = 10 > 8, outside. Good.\nThe user writes decimals with commas, so [-1,5; 2,5].\nI'll answer in the user's language.\n"
)

# fmt: off
CASES_T = [
    # ================================================================ 1. answer tags
    m("t_m_ok_fr_interval", "B", G_INT, "correct", "tag", TH_INT + "<answer>L'ensemble des solutions est $]-4 ; 7[$.</answer>", "French sentence in the tag, 'The solution set is ]-4 ; 7['; the French open interval = (-4, 7)"),
    m("t_m_fr_closed", "A", G_INT, "wrong", "tag", TH_INT + "<answer>L'ensemble des solutions est $[-4 ; 7]$.</answer>", "'The solution set is [-4 ; 7]': closed, but the inequality is strict"),
    m("t_m_ok_es_roots_y", "B", G_ROOTS, "correct", "tag", TH_ROOTS + "<answer>Las soluciones son x = 2 y x = 5.</answer>", "'The solutions are x = 2 and x = 5'; the Spanish 'y' is 'and', not a variable"),
    m("t_m_es_roots_neg", "A", G_ROOTS, "wrong", "tag", TH_ROOTS.replace("So (x - 2)(x - 5) = 0, x = 2 or x = 5.", "So (x + 2)(x + 5) = 0, x = -2 or x = -5.") + "<answer>Las soluciones son x = -2 y x = -5.</answer>", "'The solutions are x = -2 and x = -5': signs wrong"),
    m("t_m_ok_de_vec", "B", G_VEC, "correct", "tag", TH_VEC + "<answer>Der gesuchte Vektor ist $(2, -5, 1)^T$.</answer>", "'The vector sought is (2, -5, 1)^T': a transposed row for the column"),
    m("t_m_de_vec_wrong", "A", G_VEC, "wrong", "tag", th("2u + v = (2, -4, 6) + (0, 1, 5) = (2, -3, 11).\n") + "<answer>Der gesuchte Vektor ist $(2, -3, 11)^T$.</answer>", "'The vector sought is (2, -3, 11)^T': 2u + v, not 2u - v"),
    m("t_m_ok_ru_mid", "B", G_MID, "correct", "tag", TH_MID + "<answer>Середина отрезка: $M(1,5; 2)$.</answer>", "'Midpoint of the segment: M(1,5; 2)': decimal comma, semicolon separator = (3/2, 2)"),
    m("t_m_ru_mid_wrong", "A", G_MID, "wrong", "tag", th("x = (-1 + 4)/2 = 1.5, y = 4 + 0 = 4.\n") + "<answer>Середина отрезка: $M(1,5; 4)$.</answer>", "'Midpoint of the segment: M(1,5; 4)': y not halved"),
    m("t_m_ok_zh_frac_words", "B", G_FR, "correct", "tag", TH_FR + "<answer>概率为八分之三，即 $\\frac{3}{8}$。</answer>", "'The probability is three eighths, i.e. 3/8' (Chinese fraction word 八分之三 then the fraction)"),
    m("t_m_zh_frac_words_wrong", "A", G_FR, "wrong", "tag", th("Exactly two heads... only HHT? so 1 of 8.\n") + "<answer>概率为八分之一。</answer>", "'The probability is one eighth' (八分之一 = 1/8), in words only"),
    m("t_m_ok_zh_words_only", "B", G_FR, "correct", "tag", TH_FR + "<answer>八分之三</answer>", "'three eighths' in Chinese words only (八分之三 = 3/8)"),
    m("t_m_ok_ja_deg", "B", G_DEG, "correct", "tag", TH_DEG + "<answer>1つの内角は144度です。</answer>", "'One interior angle is 144 degrees' (度 = degrees)"),
    m("t_m_ja_rad_for_deg", "A", G_DEG, "wrong", "tag", TH_DEG.replace("Wait, the question wants degrees, so 144, not radians.", "In radians that is 4pi/5.") + "<answer>1つの内角は $\\frac{4\\pi}{5}$ ラジアンです。</answer>", "'One interior angle is 4pi/5 radians': the gold is degrees; degrees are not radians"),
    m("t_m_ok_ar_set", "B", G_SET, "correct", "tag", TH_SET + "<answer>مجموعة الحلول هي $\\{-2, 0, 2\\}$</answer>", "Arabic 'The solution set is {-2, 0, 2}': a set for the list"),
    m("t_m_ar_set_missing", "A", G_SET, "wrong", "tag", th("x^3 = 4x, divide by x: x^2 = 4, x = 2 or -2.\n") + "<answer>مجموعة الحلول هي $\\{-2, 2\\}$</answer>", "Arabic 'The solution set is {-2, 2}': 0 lost by dividing by x"),
    m("t_m_ok_hi_cpx", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>अतः $z = \\frac{-1 + 5i}{2}$ है।</answer>", "Hindi 'Hence z = (-1 + 5i)/2': one fraction = -1/2 + 5/2 i"),
    m("t_m_hi_cpx_conj", "A", G_CPX, "wrong", "tag", th(CPX.replace("-1 + 5i", "-1 - 5i") + "\n") + "<answer>अतः $z = \\frac{-1 - 5i}{2}$ है।</answer>", "Hindi 'Hence z = (-1 - 5i)/2': the conjugate"),
    m("t_m_ok_ro_matrix", "B", G_INV, "correct", "tag", th(INV + "\n") + "<answer>Inversa este $\\begin{pmatrix} -2 & 1 \\\\ 1,5 & -0,5 \\end{pmatrix}$.</answer>", "Romanian 'The inverse is ...' with decimal commas inside the matrix (1,5 = 3/2, -0,5 = -1/2); & separates the entries, so the comma is unambiguous"),
    m("t_m_ro_matrix_transposed", "A", G_INV, "wrong", "tag", th(INV + "\n") + "<answer>Inversa este $\\begin{pmatrix} -2 & 1,5 \\\\ 1 & -0,5 \\end{pmatrix}$.</answer>", "Romanian 'The inverse is ...': the transpose of the inverse"),
    m("t_m_ok_fi_sqrt", "B", G_SQ, "correct", "tag", th(SQ + "\n") + "<answer>Sievennettynä $\\sqrt{72} = 6\\sqrt{2}$.</answer>", "Finnish 'Simplified, sqrt72 = 6 sqrt2': an equation in the tag ending in the gold"),
    m("t_m_fi_sqrt_decimal", "A", G_SQ, "wrong", "tag", th(SQ + "\n") + "<answer>Sievennettynä $\\sqrt{72} \\approx 8,49$.</answer>", "Finnish 'Simplified, sqrt72 ~ 8,49': a rounded decimal for an exact irrational"),
    m("t_m_ok_sw_rad", "B", G_RAD, "correct", "tag", th(RAD + "\n") + "<answer>Jibu ni $\\frac{3\\pi}{4}$ radiani.</answer>", "Swahili 'The answer is 3pi/4 radians'"),
    m("t_m_sw_deg_restated", "A", G_RAD, "wrong", "tag", th("135 degrees.\n") + "<answer>Jibu ni digrii 135.</answer>", "Swahili 'The answer is 135 degrees' (digrii = degrees, before the number): restates degrees, the gold is radians"),
    m("t_m_ok_ms_dom", "B", G_DOM, "correct", "tag", th(DOM + "\n") + "<answer>Domain ialah $[2, 5) \\cup (5, \\infty)$.</answer>", "Malay 'The domain is [2, 5) U (5, oo)'"),
    m("t_m_ms_dom_wrong", "A", G_DOM, "wrong", "tag", th("x - 2 >= 0 so x >= 2.\n") + "<answer>Domain ialah $[2, \\infty)$.</answer>", "Malay 'The domain is [2, oo)': x = 5 not excluded"),
    m("t_m_ok_ca_int2", "B", G_INT2, "correct", "tag", th(INT2 + "\n") + "<answer>La solució és $x \\in [-1,5 ; 2,5]$.</answer>", "Catalan 'The solution is x in [-1,5 ; 2,5]': decimal commas, semicolon separator"),
    m("t_m_ca_int2_open", "A", G_INT2, "wrong", "tag", th(INT2 + "\n") + "<answer>La solució és $x \\in ]-1,5 ; 2,5[$.</answer>", "Catalan 'The solution is x in ]-1,5 ; 2,5[': open, but <= includes the ends"),
    m("t_m_bn_placeholder", "A", G_ROOTS, "no_answer", "tag", TH_ROOTS.replace("The question is in Spanish, answer in Spanish.", "The question is in Bengali.") + "<answer>উত্তর এখানে লিখুন</answer>", "Bengali 'Write the answer here': a placeholder; the roots only in the thinking"),
    m("t_m_ta_two_tags", "A", G_ROOTS, "wrong", "tag", TH_ROOTS.replace("The question is in Spanish, answer in Spanish.", "The question is in Tamil.") + "<answer>x = 2, x = 5</answer>\n<answer>x = 2 மட்டும்</answer>", "two tags, the last in Tamil 'x = 2 only' (மட்டும் = only)"),
    g("t_ok_ur_sentence", "B", "38", "correct", "tag", TH_BREAD + "<answer>بیکری کے پاس 38 روٹیاں بچیں۔</answer>", "Urdu 'The bakery has 38 loaves left'"),
    g("t_ur_subtotal", "A", "38", "wrong", "tag", TH_BREAD + "<answer>بیکری نے 288 روٹیاں بنائیں۔</answer>", "Urdu 'The bakery made 288 loaves': the subtotal"),
    g("t_ok_da_comma", "B", "16.8", "correct", "tag", th(RICE) + "<answer>Der er 16,8 kg ris i alt.</answer>", "Danish 'There is 16,8 kg of rice in all': decimal comma"),
    g("t_da_per_bag", "A", "16.8", "wrong", "tag", th(RICE) + "<answer>Der er 2,4 kg ris i hver pose.</answer>", "Danish 'There is 2,4 kg of rice in each bag': the per-item value"),
    g("t_ok_no_equation", "B", "13750", "correct", "tag", th(TOWN) + "<answer>12 400 + 1 350 = 13 750 innbyggere</answer>", "Norwegian equation with space thousands separators, '13 750 inhabitants'"),
    g("t_no_equation_minus", "A", "13750", "wrong", "tag", th("12400 - 1350 = 11050\n") + "<answer>12 400 − 1 350 = 11 050 innbyggere</answer>", "Norwegian '... = 11 050 inhabitants': subtracted instead of added"),
    g("t_ok_sk_box_unit", "B", "55", "correct", "tag", th(SHOP) + "<answer>$\\boxed{55}$ dolárov</answer>", "Slovak: a box then 'dollars'"),
    g("t_sk_empty", "A", "55", "no_answer", "tag", th(SHOP + "Odpoveď je 55 dolárov.\n") + "<answer></answer>", "an empty tag; Slovak 'The answer is 55 dollars' only inside the thinking"),
]

CASES_H = [
    # ================================================================ 2. phrase + ####
    g("h_ok_es_phrase_hash", "B", "38", "correct", "hash", BREAD_ES + "Respuesta: quedan 38 panes.\n#### 38", "Spanish 'Answer: 38 loaves remain', then #### 38"),
    g("h_es_phrase_hash_other", "A", "38", "wrong", "hash", BREAD_ES + "Respuesta: quedan 38 panes.\n#### 288", "Spanish phrase says 38, #### says 288: two different final answers"),
    g("h_ok_fr_hash_comma", "B", "16.8", "correct", "hash", "7 sacs de 2,4 kg pèsent 7 × 2,4 = 16,8 kg.\nLa réponse est 16,8 kg.\n#### 16,8", "French 'The answer is 16,8 kg', #### with a decimal comma (one digit after it, not a thousands group)"),
    g("h_fr_hash_wrong", "A", "16.8", "wrong", "hash", "7 sacs de 2,4 kg pèsent 7 × 2,4 = 14,8 kg.\nLa réponse est 14,8 kg.\n#### 14,8", "French 'The answer is 14,8 kg': multiplication slip"),
    g("h_ok_de_thousands_dot", "B", "13750", "correct", "hash", "12.400 + 1.350 = 13.750\nDie Antwort ist 13.750 Einwohner.\n#### 13.750", "debatable: German 'The answer is 13.750 inhabitants'; the dot is the German thousands separator and a count of people is whole", True),
    g("h_de_thousands_dot_wrong", "A", "13750", "wrong", "hash", "12.400 + 1.350 = 13.570\nDie Antwort ist 13.570 Einwohner.\n#### 13.570", "German 'The answer is 13.570 inhabitants': digits swapped (13570)"),
    g("h_ok_pt_money", "B", "55", "correct", "hash", SHOP + "A resposta é US$ 55,00.\n#### 55", "Portuguese 'The answer is US$ 55,00'"),
    g("h_pt_subtotal", "A", "55", "wrong", "hash", SHOP + "A resposta é US$ 37,50.\n#### 37,50", "Portuguese 'The answer is US$ 37,50': the shirts only"),
    g("h_ok_it_pct", "B", "45", "correct", "hash", TH_PCT + PCT + "La risposta è il 45%.\n#### 45", "Italian 'The answer is 45%'"),
    g("h_it_pct_share", "A", "45", "wrong", "hash", TH_PCT + PCT + "La risposta è 0,45.\n#### 0,45", "debatable: Italian 'The answer is 0,45': a share for the percent the working computes", True),
    g("h_ok_tr_neg", "B", "-6", "correct", "hash", TH_TEMP + TEMP + "Cevap: sıcaklık -6 °C olur.\n#### -6", "Turkish 'Answer: the temperature becomes -6 °C'"),
    g("h_tr_sign_lost", "A", "-6", "wrong", "hash", TH_TEMP + TEMP + "Cevap: sıcaklık sıfırın altında 6 derece olur.\n#### 6", "debatable: Turkish 'the temperature becomes 6 degrees below zero' but the #### value is 6", True),
    g("h_ok_vi", "B", "55", "correct", "hash", TH_SHOP + SHOP + "Đáp án là 55 đô la.\n#### 55", "Vietnamese 'The answer is 55 dollars'"),
    g("h_vi_hedge", "A", "55", "wrong", "hash", TH_SHOP + SHOP + "Đáp án là 55 hoặc 37,5 đô la.\n#### 55", "debatable: Vietnamese 'The answer is 55 or 37,5 dollars' (hoặc = or): a hedge before the ####", True),
    g("h_ok_nl", "B", "16.8", "correct", "hash", RICE + "Het antwoord is 16,8 kilogram.\n#### 16.8", "Dutch 'The answer is 16,8 kilograms'"),
    g("h_nl_per_bag", "A", "16.8", "wrong", "hash", RICE + "Het antwoord is 2,4 kilogram per zak.\n#### 2.4", "Dutch 'The answer is 2,4 kilograms per bag': per-item value"),
    g("h_ok_cs_minutes", "B", "150", "correct", "hash", TH_MINS + MINS + "Odpověď: 150 minut.\n#### 150", "Czech 'Answer: 150 minutes'"),
    g("h_cs_hours", "A", "150", "wrong", "hash", TH_MINS + MINS + "Odpověď: 2,5 hodiny.\n#### 2,5", "Czech 'Answer: 2,5 hours': the other unit"),
    m("h_m_ok_cs_hash", "B", G_FR, "correct", "hash", TH_FR + FR + ".\nOdpověď je $\\frac{3}{8}$.\n#### 3/8", "Czech 'The answer is 3/8', #### 3/8"),
    m("h_m_cs_hash_other", "A", G_FR, "wrong", "hash", TH_FR + FR + ".\nOdpověď je $\\frac{3}{8}$.\n#### 1/2", "phrase 3/8, #### 1/2 (at least two heads): two final answers"),
    m("h_m_ok_uk", "B", G_ROOTS, "correct", "hash", ROOTS + ".\nВідповідь: $x_1 = 2$, $x_2 = 5$.\n#### 2, 5", "Ukrainian 'Answer: x1 = 2, x2 = 5'"),
    m("h_m_uk_hash_one", "A", G_ROOTS, "wrong", "hash", ROOTS + ".\nВідповідь: $x_1 = 2$, $x_2 = 5$.\n#### 5", "debatable: Ukrainian 'Answer: x1 = 2, x2 = 5', but the #### line, the last marker, holds one root", True),
    m("h_m_ok_he", "B", G_SQ, "correct", "hash", TH_SQ + SQ + " $= 6\\sqrt{2}$\nהתשובה היא $6\\sqrt{2}$.\n#### 6\\sqrt{2}", "Hebrew 'The answer is 6 sqrt2'"),
    m("h_m_he_hash_decimal", "A", G_SQ, "wrong", "hash", TH_SQ + SQ + " $= 6\\sqrt{2}$\nהתשובה היא $6\\sqrt{2}$.\n#### 8.49", "Hebrew phrase 6 sqrt2 but the #### holds 8.49, a rounded decimal"),
    m("h_m_ok_fa", "B", G_DEG, "correct", "hash", TH_DEG + DEG + "\nپاسخ: ۱۴۴ درجه\n#### 144", "Persian 'Answer: 144 degrees' in Persian digits ۱۴۴, #### 144"),
    m("h_m_fa_exterior", "A", G_DEG, "wrong", "hash", TH_DEG + r"$\frac{360^\circ}{10} = 36^\circ$" + "\nپاسخ: ۳۶ درجه\n#### 36", "Persian 'Answer: 36 degrees' (۳۶): the exterior angle"),
    m("h_m_ok_th_hash", "B", G_SUM, "correct", "hash", TH_SUM + SUM + " $= \\frac{7}{12}$\nคำตอบคือ 7/12\n#### 7/12", "Thai 'The answer is 7/12'"),
    m("h_m_th_hash_decimal", "A", G_SUM, "wrong", "hash", TH_SUM + SUM + " $= \\frac{7}{12}$\nคำตอบคือ 0.58\n#### 0.58", "Thai 'The answer is 0.58': a rounded decimal of 7/12 (0.5833...)"),
]

CASES_X = [
    # ================================================================ 3. exactness
    m("x_m_ok_es_mid_decimal", "B", G_MID, "correct", "boxed", TH_MID + MID + r" $= (1{,}5;\ 2)$." + "\nPor lo tanto, el punto medio es $\\boxed{(1{,}5;\\ 2)}$.", "Spanish 'Therefore, the midpoint is (1{,}5; 2)': the LaTeX decimal comma {,}, a semicolon separator"),
    m("x_m_es_mid_rounded", "A", G_MID, "wrong", "boxed", MID + "\nPor lo tanto, el punto medio es aproximadamente $\\boxed{(2;\\ 2)}$.", "Spanish 'Therefore, the midpoint is approximately (2; 2)': 1.5 rounded"),
    m("x_m_ok_fr_cpx_decimal", "B", G_CPX, "correct", "boxed", TH_CPX + CPX + "\nDonc $z = \\boxed{-0,5 + 2,5i}$.", "French 'So z = -0,5 + 2,5i': exact decimals with decimal commas"),
    m("x_m_fr_cpx_approx", "A", G_CPX, "wrong", "boxed", TH_CPX + CPX + "\nDonc $z \\approx \\boxed{-0,5 + 2,49i}$.", "French 'So z ~ -0,5 + 2,49i': an inexact imaginary part"),
    m("x_m_ok_de_frac_decimal", "B", G_FR, "correct", "boxed", TH_FR + FR + ".\nDie Wahrscheinlichkeit beträgt $\\boxed{0{,}375}$.", "German 'The probability is 0{,}375': the exact decimal of 3/8"),
    m("x_m_de_frac_rounded", "A", G_FR, "wrong", "boxed", TH_FR + FR + ".\nDie Wahrscheinlichkeit beträgt etwa $\\boxed{0{,}38}$.", "German 'The probability is about 0{,}38': 3/8 rounded"),
    m("x_m_ok_ru_sqrt_other_form", "B", G_SQ, "correct", "boxed", TH_SQ + SQ + "\n" + r"$\sqrt{72} = 3\sqrt{8}$." + "\nОтвет: $\\boxed{3\\sqrt{8}}$.", "debatable: Russian 'Answer: 3 sqrt8' = 6 sqrt2 in value but not fully simplified; equal value is correct", True),
    m("x_m_ru_sqrt_decimal", "A", G_SQ, "wrong", "boxed", TH_SQ + SQ + "\nОтвет: $\\boxed{\\approx 8{,}485}$.", "Russian 'Answer: ~ 8{,}485': a decimal for an exact irrational"),
    m("x_m_ok_zh_rad_decimal_pi", "B", G_RAD, "correct", "boxed", TH_RAD + RAD + "\n所以答案是 $\\boxed{0.75\\pi}$ 弧度。", "Chinese 'So the answer is 0.75pi radians': exact"),
    m("x_m_zh_rad_decimal", "A", G_RAD, "wrong", "boxed", TH_RAD + RAD + " $\\approx 2.356$\n所以答案是 $\\boxed{2.356}$ 弧度。", "Chinese 'So the answer is 2.356 radians': decimal of an exact 3pi/4"),
    m("x_m_ok_ja_ineq", "B", G_INT, "correct", "boxed", INT + "\nよって、答えは $\\boxed{-4 < x < 7}$ です。", "Japanese 'Therefore the answer is -4 < x < 7': the inequality for the interval"),
    m("x_m_ja_ineq_closed", "A", G_INT, "wrong", "boxed", INT.replace("<", "\\le") + "\nよって、答えは $\\boxed{-4 \\le x \\le 7}$ です。", "Japanese 'Therefore the answer is -4 <= x <= 7': closed"),
    m("x_m_ok_ko_mat_frac", "B", G_INV, "correct", "boxed", TH_INV + INV + "\n따라서 역행렬은 $\\boxed{\\begin{pmatrix} -2 & 1 \\\\ \\frac32 & -\\frac12 \\end{pmatrix}}$ 입니다.", "Korean 'Therefore the inverse matrix is ...' with \\frac32 shorthand"),
    m("x_m_ko_mat_adj", "A", G_INV, "wrong", "boxed", TH_INV + INV + "\n따라서 역행렬은 $\\boxed{\\begin{pmatrix} 4 & -2 \\\\ -3 & 1 \\end{pmatrix}}$ 입니다.", "Korean 'Therefore the inverse matrix is ...': the adjugate, not divided by det"),
    m("x_m_ok_it_int2_decimal", "B", G_INT2, "correct", "boxed", TH_INT2 + INT2 + "\nQuindi $x \\in \\boxed{[-1{,}5;\\ 2{,}5]}$.", "Italian 'So x in [-1{,}5; 2{,}5]'"),
    m("x_m_it_int2_endpoint", "A", G_INT2, "wrong", "boxed", TH_INT2 + INT2.replace(r"\frac{5}{2}$", r"\frac{12}{5}$") + "\nQuindi $x \\in \\boxed{[-1{,}5;\\ 2{,}4]}$.", "Italian 'So x in [-1{,}5; 2{,}4]': right end 2.4 not 2.5"),
    m("x_m_ok_pt_set_semicolon", "B", G_SET, "correct", "boxed", TH_SET + SET + "\nLogo, $S = \\boxed{\\{-2;\\ 0;\\ 2\\}}$.", "Portuguese 'Hence S = {-2; 0; 2}': semicolons in the set (Brazilian style)"),
    m("x_m_pt_set_decimal", "A", G_SET, "wrong", "boxed", TH_SET + SET + "\nLogo, $S = \\boxed{\\{-2;\\ 0;\\ 2{,}5\\}}$.", "Portuguese 'Hence S = {-2; 0; 2{,}5}': a wrong element"),
    m("x_m_ok_bn_digits", "B", G_FR, "correct", "prose", TH_FR + FR + "।\nসুতরাং নির্ণেয় সম্ভাবনা ০.৩৭৫।", "Bengali 'So the required probability is 0.375' in Bengali digits (০.৩৭৫): exact"),
    m("x_m_bn_digits_rounded", "A", G_FR, "wrong", "prose", TH_FR + FR + "।\nসুতরাং নির্ণেয় সম্ভাবনা প্রায় ০.৩৮।", "Bengali 'So the required probability is about 0.38' (০.৩৮): rounded"),
    m("x_m_ok_ta_poly_order", "B", G_POLY, "correct", "boxed", TH_POLY + POLY + "\nவிரிவாக்கம்: $\\boxed{-3 - 5x + 2x^2}$", "Tamil 'Expansion:' the same polynomial in another order"),
    m("x_m_ta_poly_const", "A", G_POLY, "wrong", "boxed", TH_POLY + POLY + "\nவிரிவாக்கம்: $\\boxed{2x^2 - 5x + 3}$", "Tamil 'Expansion:' constant sign wrong"),
    m("x_m_ok_fi_mid_frac", "B", G_MID, "correct", "boxed", MID + "\nKeskipiste on $\\boxed{\\left(\\tfrac{3}{2},\\ 2\\right)}$.", "Finnish 'The midpoint is (3/2, 2)' with \\tfrac"),
    m("x_m_fi_mid_swapped", "A", G_MID, "wrong", "boxed", TH_MID + MID + "\nKeskipiste on $\\boxed{(2;\\ 1{,}5)}$.", "Finnish 'The midpoint is (2; 1{,}5)': coordinates swapped"),
    m("x_m_ok_sv_sum_decimal_repeat", "B", G_SUM, "correct", "boxed", TH_SUM + SUM + " $= \\frac{7}{12} = 0{,}58\\overline{3}$\nSvaret är $\\boxed{0{,}58\\overline{3}}$.", "Swedish 'The answer is 0{,}58(3) repeating': exactly 7/12"),
    m("x_m_sv_sum_truncated", "A", G_SUM, "wrong", "boxed", TH_SUM + SUM + " $= \\frac{7}{12} \\approx 0{,}583$\nSvaret är $\\boxed{0{,}583}$.", "Swedish 'The answer is 0{,}583': truncated, not 7/12"),
    g("x_ok_ro_trailing_zero", "B", "16.8", "correct", "prose", RICE + "Răspuns: 16,80 kg de orez.", "Romanian 'Answer: 16,80 kg of rice'"),
    g("x_ro_rounded", "A", "16.8", "wrong", "prose", RICE + "Răspuns: aproximativ 17 kg de orez.", "Romanian 'Answer: about 17 kg of rice'"),
    g("x_ok_da_money", "B", "55", "correct", "prose", TH_SHOP + SHOP + "Svar: I alt 55,00 $.", "Danish 'Answer: In all 55,00 $'"),
    g("x_da_close", "A", "55", "wrong", "prose", "3 × 12,50 = 37,50 $\n2 × 8,745 = 17,49 $\nI alt 37,50 + 17,49 = 54,99 $.\n" + "Svar: I alt 54,99 $.", "Danish 'Answer: In all 54,99 $' (the hat price misread as 8,745)"),
    g("x_ok_no_neg_decimal", "B", "-6", "correct", "prose", TH_TEMP + TEMP + "Svar: Temperaturen blir -6,0 grader.", "Norwegian 'Answer: The temperature becomes -6,0 degrees'"),
    g("x_ok_ca_words", "B", "38", "correct", "phrase", TH_BREAD + BREAD + "La resposta és trenta-vuit.", "Catalan 'The answer is thirty-eight' in words"),
    g("x_ca_words_wrong", "A", "38", "wrong", "phrase", TH_BREAD + BREAD + "La resposta és vint-i-vuit.", "Catalan 'The answer is twenty-eight' (vint-i-vuit = 28)"),
    g("x_ok_sk_frac_then_pct", "B", "45", "correct", "phrase", TH_PCT + PCT + "Odpoveď je 9/20, t. j. 45 %.", "Slovak 'The answer is 9/20, i.e. 45 %': the last value is the percent"),
]

CASES_N = [
    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_es_not", "A", G_ROOTS, "no_answer", "prose", TH_ROOTS + ROOTS + ".\nLas soluciones no son $x = 2$ y $x = 5$.", "Spanish 'The solutions are not x = 2 and x = 5': negated, nothing after"),
    m("n_m_ok_es_not_other", "B", G_ROOTS, "correct", "prose", TH_ROOTS + ROOTS + ".\nLas soluciones no son $x = -2$ y $x = -5$, sino $x = 2$ y $x = 5$.", "Spanish 'The solutions are not -2 and -5, but x = 2 and x = 5'"),
    m("n_m_fr_sout", "A", G_INT, "no_answer", "boxed", TH_INT + INT + "\nLa réponse est $\\boxed{\\sout{]-4 ; 7[}}$.", "French 'The answer is' a struck-out interval"),
    m("n_m_ok_fr_strike_other", "B", G_INT, "correct", "prose", TH_INT + INT + "\nLa réponse est ~~$[-4 ; 7]$~~ $]-4 ; 7[$.", "French 'The answer is' [-4;7] struck, ]-4;7[ after"),
    m("n_m_de_falsch", "A", G_FR, "wrong", "boxed", FR + ".\n$\\boxed{\\frac{3}{8}}$ (falsch)", "German '(wrong)' after the box: the model marks it wrong"),
    m("n_m_ok_de_richtig", "B", G_FR, "correct", "boxed", FR + ".\n$\\boxed{\\frac{3}{8}}$ (richtig, siehe Probe)", "German '(correct, see check)'"),
    m("n_m_ru_neq_box", "A", G_SQ, "no_answer", "boxed", TH_SQ + SQ + "\nОтвет: $\\boxed{\\ne 6\\sqrt{2}}$", "Russian 'Answer:' a box holding not-equal gold"),
    m("n_m_ok_ru_ne_other", "B", G_SQ, "correct", "boxed", TH_SQ + SQ + "\nОтвет: $\\sqrt{72} \\ne 8\\sqrt{2}$, а $\\sqrt{72} = \\boxed{6\\sqrt{2}}$.", "Russian 'Answer: sqrt72 is not 8 sqrt2, but sqrt72 = 6 sqrt2'"),
    m("n_m_zh_wrong_mark", "A", G_RAD, "wrong", "prose", TH_RAD + RAD + "\n答案：$\\frac{3\\pi}{4}$（错误）", "Chinese 'Answer: 3pi/4 (wrong)'"),
    m("n_m_ok_zh_verified", "B", G_RAD, "correct", "prose", TH_RAD + RAD + "\n答案：$\\frac{3\\pi}{4}$（已验证）", "Chinese 'Answer: 3pi/4 (verified)'"),
    m("n_m_ja_strike", "A", G_POLY, "no_answer", "prose", TH_POLY + POLY + "\n答え：~~$2x^2 - 5x - 3$~~", "Japanese 'Answer:' struck, nothing after"),
    m("n_m_ja_strike_then_other", "A", G_POLY, "wrong", "prose", TH_POLY + POLY + "\n答え：~~$2x^2 - 5x - 3$~~ $2x^2 - 7x - 3$", "Japanese 'Answer:' the gold struck, 2x^2 - 7x - 3 after"),
    m("n_m_ok_ko_strike_other", "B", G_POLY, "correct", "prose", TH_POLY + POLY + "\n답: ~~$2x^2 - 7x - 3$~~ $2x^2 - 5x - 3$", "Korean 'Answer:' a wrong one struck, the gold after"),
    m("n_m_ar_not", "A", G_FR, "no_answer", "prose", FR + ".\nالإجابة ليست $\\frac{3}{8}$.", "Arabic 'The answer is not 3/8'"),
    m("n_m_ok_ar_not_other", "B", G_FR, "correct", "prose", FR + ".\nالإجابة ليست $\\frac{1}{8}$ بل $\\frac{3}{8}$.", "Arabic 'The answer is not 1/8 but 3/8'"),
    m("n_m_hi_cancel", "A", G_DEG, "no_answer", "boxed", TH_DEG + DEG + "\nउत्तर: $\\boxed{\\cancel{144^\\circ}}$", "Hindi 'Answer:' a cancelled box"),
    m("n_m_ok_hi_cancel_work", "B", G_DEG, "correct", "boxed", r"$\frac{8 \cdot 180^\circ}{10} = \frac{\cancel{8}^{4} \cdot 180^\circ}{\cancel{10}^{5}} = 4 \cdot 36^\circ$" + "\nउत्तर: $\\boxed{144^\\circ}$", "Hindi 'Answer:' cancellations in the working, the gold boxed"),
    m("n_m_pt_xmark", "A", G_MID, "wrong", "boxed", TH_MID + MID + "\nPonto médio: $\\boxed{(1{,}5;\\ 2)}$ ✗", "Portuguese 'Midpoint:' the box then a cross mark"),
    m("n_m_ok_pt_check", "B", G_MID, "correct", "boxed", TH_MID + MID + "\nPonto médio: $\\boxed{(1{,}5;\\ 2)}$ ✓", "Portuguese 'Midpoint:' then a check mark"),
    m("n_m_ro_gresit", "A", G_SET, "wrong", "prose", TH_SET + SET + "\nRăspuns: $\\{-2, 0, 2\\}$ (greșit)", "Romanian 'Answer: {-2, 0, 2} (wrong)'"),
    m("n_m_ok_ro_nu_alte", "B", G_SET, "correct", "prose", TH_SET + SET + "\nRăspuns: $\\{-2, 0, 2\\}$; nu există alte soluții.", "Romanian 'Answer: {-2, 0, 2}; there are no other solutions': a harmless 'nu'"),
    m("n_m_hu_nem", "A", G_SQ, "no_answer", "prose", TH_SQ + SQ + "\nA válasz nem $6\\sqrt{2}$.", "Hungarian 'The answer is not 6 sqrt2'"),
    m("n_m_ok_hu_nem_hanem", "B", G_SQ, "correct", "prose", TH_SQ + SQ + "\nA válasz nem $6\\sqrt{3}$, hanem $6\\sqrt{2}$.", "Hungarian 'The answer is not 6 sqrt3 but 6 sqrt2'"),
    m("n_m_fi_ei", "A", G_RAD, "no_answer", "prose", TH_RAD + RAD + "\nVastaus ei ole $\\frac{3\\pi}{4}$.", "Finnish 'The answer is not 3pi/4'"),
    m("n_m_ok_fi_ei_vaan", "B", G_RAD, "correct", "prose", TH_RAD + RAD + "\nVastaus ei ole $\\frac{3\\pi}{2}$ vaan $\\frac{3\\pi}{4}$.", "Finnish 'The answer is not 3pi/2 but 3pi/4'"),
    m("n_m_pl_skreslone", "A", G_DOM, "wrong", "boxed", TH_DOM + DOM + "\nOdpowiedź: $\\boxed{\\xcancel{[2, 5) \\cup (5, \\infty)}\\ [2, \\infty)}$", "Polish 'Answer:' the gold crossed with \\xcancel, [2, oo) after"),
    g("n_sw_si", "A", "38", "no_answer", "prose", TH_BREAD + BREAD + "Jibu si 38.", "Swahili 'The answer is not 38'"),
    g("n_ok_sw_si_bali", "B", "38", "correct", "prose", TH_BREAD + BREAD + "Jibu si 288, bali ni 38.", "Swahili 'The answer is not 288, but it is 38'"),
    g("n_ms_bukan", "A", "45", "no_answer", "prose", TH_PCT + PCT + "Jawapannya bukan 45.", "Malay 'The answer is not 45'"),
    g("n_ok_ms_bukan_tetapi", "B", "45", "correct", "prose", TH_PCT + PCT + "Jawapannya bukan 18, tetapi 45 peratus.", "Malay 'The answer is not 18, but 45 percent'"),
    g("n_bg_strike", "A", "13750", "no_answer", "prose", TH_TOWN + TOWN + "Отговорът е ~~13 750~~.", "Bulgarian 'The answer is' struck 13 750"),
    g("n_ok_bg_strike_other", "B", "13750", "correct", "prose", TH_TOWN + TOWN + "Отговорът е ~~11 050~~ 13 750 жители.", "Bulgarian 'The answer is' 11 050 struck, '13 750 inhabitants'"),
    g("n_sr_annot_wrong", "A", "55", "wrong", "hash", TH_SHOP + SHOP + "#### 55 (погрешно)", "Serbian '(wrong)' after the ####"),
    g("n_ok_sr_annot_right", "B", "55", "correct", "hash", TH_SHOP + SHOP + "#### 55 (тачно)", "Serbian '(correct)' after the ####"),
    g("n_tr_degil", "A", "16.8", "no_answer", "prose", TH_RICE + RICE + "Cevap 16,8 değil.", "Turkish 'The answer is not 16,8'"),
    g("n_ok_tr_degil_other", "B", "16.8", "correct", "prose", TH_RICE + RICE + "Cevap 168 değil, 16,8 kg.", "Turkish 'The answer is not 168, 16,8 kg'"),
]

CASES_U = [
    # ================================================================ 5. words after a number
    g("u_es_menos", "A", "38", "wrong", "phrase", BREAD_ES + "La respuesta es 38 menos.", "Spanish 'The answer is 38 less': a word that changes the number"),
    g("u_fr_douzaines", "A", "38", "wrong", "phrase", BREAD + "La réponse est 38 douzaines.", "French 'The answer is 38 dozen' = 456"),
    g("u_de_tausend", "A", "13750", "wrong", "phrase", TH_TOWN + TOWN + "Die Antwort ist 13 750 Tausend.", "German 'The answer is 13 750 thousand'"),
    g("u_ok_de_einwohner", "B", "13750", "correct", "phrase", TH_TOWN + TOWN + "Die Antwort ist 13 750 Einwohner.", "German 'The answer is 13 750 inhabitants'"),
    g("u_ok_ru_frost", "B", "-6", "correct", "phrase", TH_TEMP + TEMP + "Ответ: 6 градусов мороза.", "debatable: Russian 'Answer: 6 degrees of frost', the Russian idiom for -6 degrees", True),
    g("u_ok_it_sotto_zero", "B", "-6", "correct", "prose", TH_TEMP + TEMP + "La temperatura finale è di 6 gradi sotto zero.", "debatable: Italian 'The final temperature is 6 degrees below zero' = -6; no #### contradicts it", True),
    g("u_it_sopra_zero", "A", "-6", "wrong", "prose", TH_TEMP + TEMP + "La temperatura finale è di 6 gradi sopra lo zero.", "Italian 'The final temperature is 6 degrees above zero' = +6"),
    g("u_pl_procent_z", "A", "45", "wrong", "phrase", PCT + "Odpowiedź: 45% z 40, czyli 18.", "Polish 'Answer: 45% of 40, that is 18': the final value is 18"),
    g("u_nl_minder", "A", "38", "wrong", "phrase", BREAD + "Het antwoord is 38 minder.", "Dutch 'The answer is 38 fewer'"),
    g("u_da_gange", "A", "38", "wrong", "phrase", BREAD + "Svaret er 38 gange så mange.", "Danish 'The answer is 38 times as many'"),
    g("u_ok_da_kilo", "B", "16.8", "correct", "phrase", TH_RICE + RICE + "Svaret er 16,8 kilo ris.", "Danish 'The answer is 16,8 kilos of rice'"),
    g("u_no_gram", "A", "16.8", "wrong", "phrase", TH_RICE + RICE + "Svaret er 16,8 gram.", "debatable: Norwegian 'The answer is 16,8 grams': the working is in kg; 16.8 g is another quantity", True),
    g("u_ok_hu_perc", "B", "150", "correct", "phrase", TH_MINS + MINS + "A válasz 150 perc.", "Hungarian 'The answer is 150 minutes'"),
    g("u_hu_ora", "A", "150", "wrong", "phrase", TH_MINS + MINS + "A válasz 2,5 óra.", "Hungarian 'The answer is 2,5 hours': the other unit"),
    g("u_ok_fi_minuuttia", "B", "150", "correct", "phrase", MINS + "Vastaus on 150 minuuttia.", "Finnish 'The answer is 150 minutes'"),
    g("u_vi_nghin", "A", "13750", "wrong", "phrase", TOWN + "Đáp án là 13 750 nghìn người.", "Vietnamese 'The answer is 13 750 thousand people'"),
    g("u_ok_vi_nguoi", "B", "13750", "correct", "phrase", TOWN + "Đáp án là 13.750 người.", "debatable: Vietnamese 'The answer is 13.750 people': the dot is the Vietnamese thousands separator and people are counted whole", True),
    g("u_ca_negatiu", "A", "-6", "wrong", "phrase", TEMP + "La resposta és 6 negatiu.", "debatable: Catalan 'The answer is 6 negative': the number is 6 with a trailing word (the issue: '18 negative' is refused)", True),
    m("u_m_ok_es_grados", "B", G_DEG, "correct", "phrase", TH_DEG + DEG + "\nLa respuesta es 144 grados.", "Spanish 'The answer is 144 degrees'"),
    m("u_m_es_radianes", "A", G_DEG, "wrong", "phrase", TH_DEG + DEG + "\nLa respuesta es 144 radianes.", "Spanish 'The answer is 144 radians': not 144 degrees"),
    m("u_m_ok_fr_rad", "B", G_RAD, "correct", "phrase", TH_RAD + RAD + "\nLa réponse est $\\frac{3\\pi}{4}$ radians.", "French 'The answer is 3pi/4 radians'"),
    m("u_m_fr_degres", "A", G_RAD, "wrong", "phrase", TH_RAD + RAD + "\nLa réponse est $\\frac{3\\pi}{4}$ degrés.", "French 'The answer is 3pi/4 degrees': a different angle"),
    m("u_m_de_grad", "A", G_RAD, "wrong", "phrase", TH_RAD + RAD + "\nDie Antwort ist 135 Grad.", "German 'The answer is 135 degrees': degrees restated, gold radians"),
    m("u_m_ok_de_bogenmass", "B", G_RAD, "correct", "phrase", TH_RAD + RAD + "\nDie Antwort ist $\\frac{3}{4}\\pi$ (im Bogenmaß).", "German 'The answer is 3/4 pi (in radians)'"),
    m("u_m_ok_ko_do", "B", G_DEG, "correct", "phrase", DEG + "\n답은 144도입니다.", "Korean 'The answer is 144 degrees' (도 attached)"),
    m("u_m_ko_rad", "A", G_DEG, "wrong", "phrase", DEG + "\n답은 144라디안입니다.", "Korean 'The answer is 144 radians'"),
    m("u_m_ok_bg_frac_words", "B", G_FR, "correct", "phrase", TH_FR + FR + ".\nОтговорът е три осми.", "Bulgarian 'The answer is three eighths'"),
    m("u_m_bg_frac_words_wrong", "A", G_FR, "wrong", "phrase", TH_FR + FR + ".\nОтговорът е три четвърти.", "Bulgarian 'The answer is three quarters'"),
    m("u_m_ok_es_frac_words", "B", G_FR, "correct", "phrase", TH_FR + FR + ".\nLa respuesta es tres octavos.", "Spanish 'The answer is three eighths'"),
    m("u_m_ok_fr_frac_words", "B", G_SUM, "correct", "phrase", TH_SUM + SUM + ".\nLa réponse est sept douzièmes.", "French 'The answer is seven twelfths'"),
    m("u_m_fr_frac_words_wrong", "A", G_SUM, "wrong", "phrase", TH_SUM + SUM + ".\nLa réponse est cinq douzièmes.", "French 'The answer is five twelfths'"),
    m("u_m_ok_de_frac_words", "B", G_FR, "correct", "phrase", TH_FR + FR + ".\nDie Antwort ist drei Achtel.", "German 'The answer is three eighths'"),
    m("u_m_de_frac_words_wrong", "A", G_FR, "wrong", "phrase", TH_FR + FR + ".\nDie Antwort ist drei Viertel.", "German 'The answer is three quarters'"),
    m("u_m_ok_fi_frac_words", "B", G_FR, "correct", "phrase", TH_FR + FR + ".\nVastaus on kolme kahdeksasosaa.", "Finnish 'The answer is three eighths'"),
    m("u_m_ok_hu_frac_words", "B", G_SUM, "correct", "phrase", TH_SUM + SUM + ".\nA válasz hét tizenketted.", "Hungarian 'The answer is seven twelfths'"),
    m("u_m_ok_ja_frac_words", "B", G_FR, "correct", "phrase", TH_FR + FR + "。\n答えは8分の3です。", "Japanese 'The answer is 3 of 8 parts' (8分の3 = 3/8)"),
    m("u_m_ja_frac_words_swapped", "A", G_FR, "wrong", "phrase", TH_FR + FR + "。\n答えは3分の8です。", "Japanese 'The answer is 3分の8' = 8/3 (order swapped)"),
]

CASES_R = [
    # ================================================================ 6. retractions, corrections, checks
    m("r_m_es_espera", "A", G_ROOTS, "wrong", "prose", TH_ROOTS + ROOTS + "\nLas soluciones son $x = 2$ y $x = 5$.\nEspera, me equivoqué en el signo: las soluciones son $x = -2$ y $x = -5$.", "Spanish 'Wait, I got the sign wrong: the solutions are x = -2 and x = -5'"),
    m("r_m_ok_es_espera_gold", "B", G_ROOTS, "correct", "prose", "$x^2 - 7x + 10 = (x + 2)(x + 5)$\nLas soluciones son $x = -2$ y $x = -5$.\nEspera, me equivoqué en el signo: $(x - 2)(x - 5) = 0$, así que las soluciones son $x = 2$ y $x = 5$.", "Spanish 'Wait, I got the sign wrong: ... so the solutions are x = 2 and x = 5'"),
    m("r_m_fr_en_fait", "A", G_INT, "wrong", "prose", TH_INT + INT + "\nLa réponse est $]-4 ; 7[$. En fait non, c'est $[-4 ; 7]$.", "French 'Actually no, it's [-4 ; 7]'"),
    m("r_m_ok_fr_verif", "B", G_INT, "correct", "prose", TH_INT + "La réponse est $]-4 ; 7[$.\nVérification : $x = 0$ donne $|{-3}| = 3 < 11$ ✓ et $x = 7$ donne $11 < 11$, faux, donc 7 est exclu.", "French 'Check: x = 0 gives 3 < 11, x = 7 gives 11 < 11, false, so 7 is excluded'"),
    m("r_m_ru_stop", "A", G_SQ, "wrong", "prose", TH_SQ + SQ + "\nОтвет: $6\\sqrt{2}$.\nСтоп, я ошибся: правильный ответ $6\\sqrt{3}$.", "Russian 'Stop, I made a mistake: the right answer is 6 sqrt3'"),
    m("r_m_ok_ru_check", "B", G_SQ, "correct", "prose", TH_SQ + SQ + "\nОтвет: $6\\sqrt{2}$.\nПроверка: $(6\\sqrt{2})^2 = 36 \\cdot 2 = 72$ ✓", "Russian 'Answer: 6 sqrt2. Check: (6 sqrt2)^2 = 72'"),
    m("r_m_zh_wait", "A", G_CPX, "wrong", "boxed", TH_CPX + CPX + "\n所以 $z = \\boxed{-\\frac{1}{2} + \\frac{5}{2}i}$。\n\n等等，我算错了，分母应该乘 $1 - i$，答案应该是 $\\boxed{\\frac{5 - i}{2}}$。", "Chinese 'Wait, I miscalculated, ... the answer should be (5 - i)/2'"),
    m("r_m_ok_zh_check", "B", G_CPX, "correct", "boxed", TH_CPX + CPX + "\n所以 $z = \\boxed{-\\frac{1}{2} + \\frac{5}{2}i}$。\n\n验证：$(1 - i) \\cdot \\frac{-1 + 5i}{2} = \\frac{-1 + 5i + i - 5i^2}{2} = \\frac{4 + 6i}{2} = 2 + 3i$ ✓", "Chinese 'Check:' multiplying back gives 2 + 3i"),
    m("r_m_ja_matte", "A", G_MID, "wrong", "prose", MID + "\n中点は $(1.5, 2)$ です。\n待って、y座標を2で割る必要はありませんでした。正しくは $(1.5, 4)$ です。", "Japanese 'Wait, there was no need to divide the y-coordinate by 2. Correctly it is (1.5, 4)'"),
    m("r_m_ok_ja_matte_gold", "B", G_MID, "correct", "prose", "中点は $(1.5, 4)$ です。\n待って、y座標も2で割る必要があります。$\\frac{4 + 0}{2} = 2$ なので、正しくは $(1.5, 2)$ です。", "Japanese 'Wait, the y-coordinate must also be divided by 2; (4+0)/2 = 2, so correctly it is (1.5, 2)'"),
    m("r_m_ko_cancel", "A", G_POLY, "wrong", "prose", TH_POLY + POLY + "\n답: $2x^2 - 5x - 3$\n아, 이 답은 취소합니다. 다시 계산해야 합니다.", "debatable: Korean 'Ah, I withdraw this answer. I need to recompute.': withdrawn with nothing new", True),
    m("r_m_ok_ko_recheck", "B", G_POLY, "correct", "prose", TH_POLY + POLY + "\n답: $2x^2 - 5x - 3$\n다시 확인해 보니 $x = 1$일 때 $(-2)(3) = -6$, $2 - 5 - 3 = -6$으로 맞습니다.", "Korean 'Rechecking, at x = 1: (-2)(3) = -6 and 2 - 5 - 3 = -6, it is right'"),
    m("r_m_ar_correction", "A", G_SET, "wrong", "prose", TH_SET + SET + "\nالحلول: $\\{-2, 0, 2\\}$\nتصحيح: الحلول هي $\\{0, 2\\}$ فقط.", "Arabic 'Correction: the solutions are only {0, 2}'"),
    m("r_m_ok_ar_check", "B", G_SET, "correct", "prose", TH_SET + "الحلول: $\\{-2, 0, 2\\}$\nالتحقق: $(-2)^3 = -8 = 4 \\cdot (-2)$ ✓", "Arabic 'Solutions: {-2, 0, 2}. Check: (-2)^3 = -8 = 4 * (-2)'"),
    m("r_m_hi_edit", "A", G_DEG, "wrong", "boxed", TH_DEG + DEG + "\nउत्तर: $\\boxed{144^\\circ}$\n\nसंपादन: प्रश्न बाह्य कोण पूछ रहा है, इसलिए उत्तर $\\boxed{36^\\circ}$ है।", "Hindi 'Edit: the question asks for the exterior angle, so the answer is 36 degrees'"),
    m("r_m_ok_hi_check", "B", G_DEG, "correct", "boxed", TH_DEG + "उत्तर: $\\boxed{144^\\circ}$\n\nजाँच: $144 \\cdot 10 = 1440 = 8 \\cdot 180$ ✓", "Hindi 'Check: 144 * 10 = 1440 = 8 * 180'"),
    m("r_m_pt_pensando", "A", G_INV, "wrong", "boxed", TH_INV + INV + "\n$A^{-1} = \\boxed{\\begin{pmatrix} -2 & 1 \\\\ 1{,}5 & -0{,}5 \\end{pmatrix}}$\n\nPensando melhor, troquei as linhas: $A^{-1} = \\boxed{\\begin{pmatrix} 1{,}5 & -0{,}5 \\\\ -2 & 1 \\end{pmatrix}}$.", "Portuguese 'On second thought, I swapped the rows:' then a wrong matrix"),
    m("r_m_ok_pt_check", "B", G_INV, "correct", "boxed", TH_INV + INV + "\n$A^{-1} = \\boxed{\\begin{pmatrix} -2 & 1 \\\\ 1{,}5 & -0{,}5 \\end{pmatrix}}$\n\nVerificação: $A \\cdot A^{-1} = \\begin{pmatrix} -2 + 3 & 1 - 1 \\\\ -6 + 6 & 3 - 2 \\end{pmatrix} = I$ ✓", "Portuguese 'Check: A * A^-1 = I' (1*-2 + 2*1.5 = 1, 1*1 + 2*-0.5 = 0, 3*-2 + 4*1.5 = 0, 3*1 + 4*-0.5 = 1)"),
    m("r_m_it_anzi", "A", G_VEC, "wrong", "prose", TH_VEC + VEC + "\nIl risultato è $(2, -5, 1)^T$, anzi $(2, -3, 11)^T$.", "Italian 'The result is (2, -5, 1)^T, or rather (2, -3, 11)^T'"),
    m("r_m_ok_it_anzi_gold", "B", G_VEC, "correct", "prose", TH_VEC + VEC + "\nIl risultato è $(2, -3, 11)^T$, anzi no: sottraendo $\\mathbf{v}$ si ha $(2, -5, 1)^T$.", "Italian 'The result is (2, -3, 11)^T, no wait: subtracting v gives (2, -5, 1)^T'"),
    m("r_m_bn_bhul", "A", G_ROOTS, "wrong", "prose", ROOTS + "\nউত্তর: $x = 2$ ও $x = 5$।\nদাঁড়াও, এটা ভুল। সঠিক উত্তর $x = 2$ ও $x = -5$।", "Bengali 'Wait, this is wrong. The right answer is x = 2 and x = -5'"),
    m("r_m_ok_bn_check", "B", G_ROOTS, "correct", "prose", ROOTS + "\nউত্তর: $x = 2$ ও $x = 5$।\nযাচাই: $4 - 14 + 10 = 0$ ✓, $25 - 35 + 10 = 0$ ✓", "Bengali 'Answer: x = 2 and x = 5. Check: ...'"),
    m("r_m_ur_ghalat", "A", G_SQ, "wrong", "prose", TH_SQ + SQ + "\nجواب: $6\\sqrt{2}$\nرکیں، یہ غلط ہے۔ درست جواب $4\\sqrt{2}$ ہے۔", "Urdu 'Wait, this is wrong. The right answer is 4 sqrt2'"),
    m("r_m_ok_ur_gold", "B", G_SQ, "correct", "prose", r"$\sqrt{72} = \sqrt{9 \cdot 8}$" + "\nجواب: $9\\sqrt{8}$\nرکیں، یہ غلط ہے۔ $72 = 36 \\cdot 2$، اس لیے درست جواب $6\\sqrt{2}$ ہے۔", "Urdu 'Answer: 9 sqrt8. Wait, this is wrong. 72 = 36 * 2, so the right answer is 6 sqrt2' (9 sqrt8 was a slip for 3 sqrt8; the corrected last answer is the gold)"),
    m("r_m_sw_subiri", "A", G_DOM, "wrong", "prose", TH_DOM + DOM + "\nKikoa ni $[2, 5) \\cup (5, \\infty)$.\nSubiri, hiyo si sahihi; kikoa ni $[2, \\infty)$.", "Swahili 'Wait, that is not right; the domain is [2, oo)'"),
    m("r_m_ok_sw_uhakiki", "B", G_DOM, "correct", "prose", TH_DOM + DOM + "\nKikoa ni $[2, 5) \\cup (5, \\infty)$.\nUhakiki: $x = 5$ inafanya kigawanyo kuwa sifuri, kwa hiyo imeondolewa ✓", "Swahili 'The domain is ... Check: x = 5 makes the denominator zero, so it is excluded'"),
    m("r_m_ca_oblida", "A", G_SUM, "wrong", "prose", TH_SUM + SUM + "\nLa resposta és $\\frac{7}{12}$. No res, oblida-ho.", "debatable: Catalan 'The answer is 7/12. Never mind, forget it.': withdrawn with nothing new", True),
    m("r_m_ok_ca_format", "B", G_SUM, "correct", "prose", TH_SUM + SUM + "\nLa resposta és $\\frac{7}{12}$.\nEdició: només he corregit el format.", "Catalan 'Edit: I only fixed the formatting'"),
    g("r_ro_de_fapt", "A", "38", "wrong", "hash", TH_BREAD + BREAD + "#### 38\nDe fapt, am greșit: răspunsul este 288.", "Romanian 'Actually, I was wrong: the answer is 288'"),
    g("r_ok_ro_verificare", "B", "38", "correct", "hash", TH_BREAD + BREAD + "#### 38\nVerificare: 38 + 250 = 288 = 48 · 6 ✓", "Romanian 'Check: 38 + 250 = 288 = 48 * 6'"),
    g("r_hu_megsem", "A", "55", "wrong", "hash", TH_SHOP + SHOP + "#### 55\nMégsem: csak az ingeket kérdezték, 3 · 12,50 = 37,50, tehát a válasz 37,50.", "Hungarian 'No after all: only the shirts were asked, so the answer is 37,50'"),
    g("r_ok_hu_ellenorzes", "B", "55", "correct", "hash", TH_SHOP + SHOP + "#### 55\nEllenőrzés: 55 − 17,50 = 37,50 = 3 · 12,50 ✓", "Hungarian 'Check: 55 - 17,50 = 37,50 = 3 * 12,50'"),
    g("r_fi_ei_kun", "A", "45", "wrong", "phrase", TH_PCT + PCT + "Vastaus on 45 %. Ei kun, 18/40 on 40 %.", "Finnish 'The answer is 45 %. No wait, 18/40 is 40 %'"),
    g("r_ok_fi_ei_kun_gold", "B", "45", "correct", "phrase", "Vastaus on 40 %. Ei kun, 18/40 = 0,45, eli vastaus on 45 %.", "Finnish 'The answer is 40 %. No wait, 18/40 = 0,45, i.e. the answer is 45 %'"),
    g("r_da_glem_det", "A", "-6", "wrong", "phrase", TH_TEMP + TEMP + "Svaret er -6 °C. Glem det, temperaturen stiger, så svaret er 14 °C.", "Danish 'The answer is -6 °C. Forget it, the temperature rises, so the answer is 14 °C'"),
    g("r_ok_da_glem_gold", "B", "-6", "correct", "phrase", "4 + 10 = 14\nSvaret er 14 °C. Glem det, temperaturen falder: 4 − 10 = −6, så svaret er −6 °C.", "Danish 'The answer is 14 °C. Forget it, the temperature falls: 4 - 10 = -6, so the answer is -6 °C'"),
    g("r_no_rettelse", "A", "13750", "wrong", "hash", TH_TOWN + TOWN + "#### 13750\nRettelse: byen krymper, så 12 400 − 1 350 = 11 050.\n#### 11050", "Norwegian 'Correction: the town shrinks, so ... = 11 050'"),
    g("r_ok_no_kontroll", "B", "13750", "correct", "hash", TH_TOWN + TOWN + "#### 13750\nKontroll: 13 750 − 1 350 = 12 400 ✓", "Norwegian 'Check: 13 750 - 1 350 = 12 400'"),
    g("r_sr_zapravo", "A", "150", "wrong", "phrase", TH_MINS + MINS + "Одговор је 150 минута.\nЗаправо, погрешио сам: 2 сата и 30 минута је 2,5 сати, одговор је 2,5.", "Serbian 'Actually, I was wrong: 2 h 30 min is 2,5 hours, the answer is 2,5'"),
    g("r_ok_sr_provera", "B", "150", "correct", "phrase", TH_MINS + MINS + "Одговор је 150 минута.\nПровера: 150 / 60 = 2,5 сати ✓", "Serbian 'The answer is 150 minutes. Check: 150 / 60 = 2,5 hours'"),
]

CASES_Q = [
    # ================================================================ 7. quoted / reported / other part / invented turns
    m("q_m_es_libro", "A", G_INT, "wrong", "prose", INT.replace("<", "\\le") + "\nEl libro dice que la respuesta es $\\left]-4 ; 7\\right[$, pero yo obtengo $[-4 ; 7]$.\nRespuesta: $[-4 ; 7]$.", "Spanish 'The book says the answer is ]-4;7[, but I get [-4;7]. Answer: [-4;7]': the gold only reported"),
    m("q_m_ok_es_libro_wrong", "B", G_INT, "correct", "prose", INT + "\nEl libro dice $[-4 ; 7]$, pero eso incluye los extremos y la desigualdad es estricta.\nRespuesta: $\\left]-4 ; 7\\right[$.", "Spanish 'The book says [-4;7], but that includes the ends and the inequality is strict. Answer: ]-4;7['"),
    m("q_m_fr_user_turn", "A", G_ROOTS, "wrong", "boxed", r"$x^2 - 7x + 10 = (x + 2)(x + 5)$" + "\nLes solutions sont $\\boxed{-2 \\text{ et } -5}$." + IM_USER + "Non, la réponse est $x = 2$ et $x = 5$.", "French box '-2 and -5', then an invented user turn 'No, the answer is x = 2 and x = 5'"),
    m("q_m_ok_fr_user_turn_after", "B", G_ROOTS, "correct", "boxed", ROOTS + "\nLes solutions sont $\\boxed{2 \\text{ et } 5}$." + IM_USER + "Merci ! Et pour $x^2 - 5x + 6 = 0$ ?" + IM_ASSIST + "Les solutions sont $\\boxed{2 \\text{ et } 3}$.", "French box '2 and 5', then an invented user turn 'Thanks! And for x^2 - 5x + 6 = 0?' and an assistant box 2 and 3: the invented turn does not count"),
    m("q_m_de_part_b", "A", G_FR, "wrong", "boxed", "(a) Genau zwei Köpfe: " + FR + ", also $\\frac{3}{8}$.\n(b) Mindestens zwei Köpfe: $\\frac{3 + 1}{8} = \\frac{1}{2}$.\n\nEndergebnis: $\\boxed{\\frac{1}{2}}$", "German '(a) Exactly two heads: 3/8. (b) At least two heads: 1/2. Final result: 1/2': the gold only in a part (a) the model set itself; the final box is its own part (b)"),
    m("q_m_ok_de_extra_after", "B", G_FR, "correct", "boxed", FR + ".\nAntwort: $\\boxed{\\frac{3}{8}}$\n\nZusatz: Die Wahrscheinlichkeit für mindestens zwei Köpfe wäre $\\frac{4}{8} = \\frac{1}{2}$.", "German 'Answer: 3/8. Addendum: the probability of at least two heads would be 1/2'"),
    m("q_m_ru_similar_only", "A", G_SQ, "wrong", "boxed", "Рассмотрим сначала похожую задачу: упростим $\\sqrt{98}$.\n$\\sqrt{98} = \\sqrt{49 \\cdot 2} = \\boxed{7\\sqrt{2}}$.", "Russian 'Let us first consider a similar problem: simplify sqrt98 ... = 7 sqrt2': a self-set problem, never the one asked; the last box is wrong"),
    m("q_m_ok_ru_new_problem_after", "B", G_SQ, "correct", "boxed", SQ + " $= \\boxed{6\\sqrt{2}}$.\n\nНовая задача: упростите $\\sqrt{98}$.\nРешение: $\\sqrt{98} = \\boxed{7\\sqrt{2}}$.", "Russian 'New problem: simplify sqrt98. Solution: 7 sqrt2' after the boxed gold: a self-set problem does not count"),
    m("q_m_zh_question_echo", "A", G_CPX, "no_answer", "none", "你问的是：“$\\frac{2 + 3i}{1 - i}$ 是否等于 $-\\frac{1}{2} + \\frac{5}{2}i$？”\n这个问题我需要更多信息才能回答。", "Chinese 'You asked: \"is (2+3i)/(1-i) equal to -1/2 + 5/2 i?\" I need more information to answer this.': only the question echoed"),
    m("q_m_ok_zh_echo_then", "B", G_CPX, "correct", "boxed", "题目：计算 $\\frac{2 + 3i}{1 - i}$。\n\n" + CPX + "\n所以答案是 $\\boxed{-\\frac{1}{2} + \\frac{5}{2}i}$。", "Chinese 'Problem: compute ... So the answer is -1/2 + 5/2 i'"),
    m("q_m_ar_teacher", "A", G_SET, "wrong", "prose", "قال المعلم إن الحلول هي $\\{-2, 0, 2\\}$، لكنني قسمت على $x$ فحصلت على $\\{-2, 2\\}$.\nالإجابة: $\\{-2, 2\\}$", "Arabic 'The teacher said the solutions are {-2, 0, 2}, but I divided by x and got {-2, 2}. Answer: {-2, 2}'"),
    m("q_m_ok_ar_teacher_wrong", "B", G_SET, "correct", "prose", "قال المعلم إن الحلول هي $\\{-2, 2\\}$، لكن القسمة على $x$ تفقد الحل $0$.\n" + SET + "\nالإجابة: $\\{-2, 0, 2\\}$", "Arabic 'The teacher said {-2, 2}, but dividing by x loses the solution 0. Answer: {-2, 0, 2}'"),
    m("q_m_hi_next_turn", "A", G_DEG, "wrong", "boxed", r"$\frac{360^\circ}{10} = 36^\circ$" + "\nउत्तर: $\\boxed{36^\\circ}$" + EOT_USER + "सही उत्तर $144^\\circ$ है।" + EOT_ASSIST + "माफ़ कीजिए।", "Hindi box 36 (exterior), then an invented Llama user turn 'The right answer is 144 degrees' and 'Sorry.'"),
    m("q_m_ok_pt_quote_problem", "B", G_RAD, "correct", "boxed", "> Converta $135^\\circ$ para radianos.\n\n" + RAD + "\nResposta: $\\boxed{\\frac{3\\pi}{4}}$ rad.", "Portuguese: the problem quoted '> Convert 135 degrees to radians', then 'Answer: 3pi/4 rad'"),
    m("q_m_pt_quote_only", "A", G_RAD, "no_answer", "none", "Segundo o gabarito: \"A resposta é $\\frac{3\\pi}{4}$\". Não consegui chegar a esse resultado.", "Portuguese 'According to the answer key: \"The answer is 3pi/4\". I could not reach that result.': only a quotation"),
    m("q_m_it_example_only", "A", G_DEG, "no_answer", "none", "Ad esempio, per un pentagono regolare l'angolo interno è $\\frac{3 \\cdot 180^\\circ}{5} = \\boxed{108^\\circ}$. Per il decagono si procede allo stesso modo.", "Italian 'For example, for a regular pentagon the interior angle is ... = 108. For the decagon one proceeds the same way.': only an example's box"),
    m("q_m_ok_it_example_first", "B", G_DEG, "correct", "boxed", "Ad esempio, per un pentagono regolare l'angolo interno è $108^\\circ$. Allo stesso modo, per il decagono: " + DEG + " $= \\boxed{144^\\circ}$.", "Italian 'For example, for a regular pentagon ... 108. Likewise for the decagon: ... = 144'"),
    m("q_m_ro_student", "A", G_ROOTS, "wrong", "prose", "Un elev a scris „$x = 2$ și $x = 5$”, dar a greșit semnele.\nRăspunsul corect: $x = -2$ și $x = -5$.", "Romanian 'A student wrote \"x = 2 and x = 5\", but got the signs wrong. The right answer: x = -2 and x = -5'"),
    m("q_m_ok_ro_student_wrong", "B", G_ROOTS, "correct", "prose", "Un elev a scris „$x = -2$ și $x = -5$”, dar a greșit semnele.\n" + ROOTS + "\nRăspunsul corect: $x = 2$ și $x = 5$.", "Romanian 'A student wrote \"x = -2 and x = -5\" ... The right answer: x = 2 and x = 5' (și = and)"),
    m("q_m_hu_own_part_b", "A", G_SQ, "wrong", "prose", "a) rész: " + SQ + " $= 6\\sqrt{2}$.\nb) rész: $\\sqrt{72} + \\sqrt{8} = 6\\sqrt{2} + 2\\sqrt{2} = 8\\sqrt{2}$.\nVégeredmény: $8\\sqrt{2}$", "Hungarian 'part a) ... = 6 sqrt2. part b) sqrt72 + sqrt8 = 8 sqrt2. Final result: 8 sqrt2': an invented part b) made final"),
    m("q_m_ok_fi_user_turn", "B", G_INT, "correct", "boxed", INT + "\nVastaus: $x \\in \\boxed{]-4,\\ 7[}$" + IM_USER + "Entä $|2x - 3| \\le 11$?" + IM_ASSIST + "Silloin $x \\in [-4, 7]$.", "Finnish 'Answer: x in ]-4, 7[' then an invented user turn 'What about <= 11?' and 'Then x in [-4, 7]': not counted"),
    m("q_m_fi_user_turn_only", "A", G_INT, "no_answer", "none", "Ratkaistaan epäyhtälö vaihe vaiheelta." + IM_USER + "Vastaus on $]-4, 7[$, eikö?", "Finnish 'Let us solve the inequality step by step.' then an invented user turn 'The answer is ]-4, 7[, isn't it?': the model gave no answer"),
    m("q_m_bn_question_echo", "A", G_ROOTS, "no_answer", "none", "প্রশ্ন: $x^2 - 7x + 10 = 0$ সমীকরণের মূল কি $2$ ও $5$?", "Bengali 'Question: are the roots of the equation x^2 - 7x + 10 = 0 2 and 5?': only a question, no answer"),
    m("q_m_ms_hypo_degrees", "A", G_RAD, "wrong", "prose", "Jika soalan meminta radian, jawapannya ialah $\\frac{3\\pi}{4}$; tetapi saya berikan jawapan dalam darjah.\nJawapan akhir: $135^\\circ$", "Malay 'If the question asks for radians, the answer is 3pi/4; but I give the answer in degrees. Final answer: 135 degrees': the radian value only inside a conditional, the final answer in degrees (degrees are not radians); debatable", True),
    g("q_ca_llibre_only", "A", "38", "no_answer", "none", "El llibre diu: «La resposta és 38.»", "Catalan 'The book says: \"The answer is 38.\"': only a quotation"),
    g("q_ok_ca_llibre_then", "B", "38", "correct", "phrase", "El llibre diu 28, però 288 − 250 = 38.\nLa resposta és 38.", "Catalan 'The book says 28, but 288 - 250 = 38. The answer is 38.'"),
    g("q_sr_user_turn", "A", "45", "wrong", "hash", "18 / 40 = 0,4\n#### 40" + IM_USER + "Тачан одговор је 45.", "an invented user turn in Serbian 'The right answer is 45' after #### 40"),
    g("q_ok_sr_user_after", "B", "45", "correct", "hash", PCT + "#### 45" + IM_USER + "Хвала! А 12 од 40?" + IM_ASSIST + "12 / 40 = 30 %.\n#### 30", "Serbian invented turn 'Thanks! And 12 of 40?' with #### 30 after the real #### 45"),
    g("q_ok_bg_self_set", "B", "-6", "correct", "hash", TEMP + "#### -6\n\nНова задача: а ако падне с 15 градуса? Отговор: 4 − 15 = −11.\n#### -11", "Bulgarian 'New problem: and if it falls by 15 degrees? Answer: -11' after #### -6: a self-set problem"),
    g("q_bg_self_set_only", "A", "-6", "wrong", "hash", "Нека решим по-проста задача: ако температурата е 4 градуса и падне с 15, тя е 4 − 15 = −11.\n#### -11", "Bulgarian 'Let us solve a simpler problem: if it is 4 degrees and falls 15, it is -11': never the asked problem"),
    g("q_ms_part_b", "A", "13750", "wrong", "hash", "(a) 12 400 + 1 350 = 13 750.\n(b) Jika 2 000 orang berpindah keluar: 13 750 − 2 000 = 11 750.\nJawapan: 11 750\n#### 11750", "Malay '(b) If 2 000 people move out: 11 750. Answer: 11 750': a self-set part (b) made final"),
    g("q_ok_ms_part_after", "B", "13750", "correct", "hash", TOWN + "Jawapan: 13 750 orang.\n#### 13750\n\nSoalan tambahan: jika 2 000 orang berpindah keluar, tinggal 11 750.", "Malay 'Answer: 13 750 people' then 'Extra question: if 2 000 people move out, 11 750 remain'"),
    g("q_sv_teacher", "A", "16.8", "wrong", "phrase", "Läraren sa 16,8 men jag räknar 7 · 2,6 = 18,2.\nSvaret är 18,2 kg.", "Swedish 'The teacher said 16,8 but I compute 7 * 2,6 = 18,2. The answer is 18,2 kg'"),
    g("q_ok_el_quote", "B", "16.8", "correct", "phrase", "> «7 σακιά των 2,4 kg»\n\n" + RICE + "Η απάντηση είναι 16,8 kg.", "Greek: the problem quoted, then 'The answer is 16,8 kg'"),
]

HUGE_HI = "चरण: $|2x - 3| < 11$ को हल करते हैं। " * 4000  # about 140,000 characters of Hindi working
HUGE_ID = "Langkah: kita hitung ulang 48 × 6 = 288, lalu 288 − 250 = 38. " * 2000

CASES_B = [
    # ================================================================ 8. bad input JSON can hold
    m("b_m_nul_es", "A", G_ROOTS, "no_answer", "prose", ROOTS + "\nLas soluciones son $x = 2$\x00 y $x = 5$.", "a NUL inside a right Spanish answer ('The solutions are x = 2 and x = 5'): bad input, no_answer"),
    m("b_m_surrogate_fr", "A", G_INT, "no_answer", "prose", INT + "\nL'ensemble des solutions est \ud83d $]-4 ; 7[$.", "a lone high surrogate before a right French answer: bad input, no_answer"),
    g("b_nul_ru", "A", "38", "no_answer", "phrase", BREAD + "Ответ: 38\x00 буханок.", "a NUL after a right Russian 'Answer: 38 loaves': bad input"),
    g("b_surrogate_end_zh", "A", "55", "no_answer", "phrase", SHOP + "答案是55美元。\udc00", "a lone low surrogate after a right Chinese 'The answer is 55 dollars': bad input"),
    m("b_m_gold_nul", "A", G_FR + "\x00", "no_answer", "boxed", FR + ".\nDie Antwort ist $\\boxed{\\frac{3}{8}}$.", "a NUL in the gold; the German answer 'The answer is 3/8' is right: the pair is bad input"),
    m("b_m_gold_surrogate", "A", "\ud800" + G_SQ, "no_answer", "boxed", SQ + "\nОтвет: $\\boxed{6\\sqrt{2}}$.", "a lone surrogate in the gold; the Russian answer is right: the pair is bad input"),
    m("b_m_nul_wrong", "A", G_DEG, "no_answer", "boxed", DEG + "\nउत्तर: $\\boxed{36^\\circ}$\x00", "a NUL after a wrong Hindi answer (36): bad input, no_answer"),
    m("b_m_ok_bell", "B", G_DEG, "correct", "boxed", DEG + "\x07\nLa respuesta es $\\boxed{144^\\circ}$.", "debatable: a BEL control character in the working, a right Spanish answer 'The answer is 144 degrees'", True),
    m("b_m_ok_formfeed", "B", G_POLY, "correct", "boxed", POLY + "\x0c\nVýsledok: $\\boxed{2x^2 - 5x - 3}$", "debatable: a form feed before the Slovak 'Result:' line", True),
    m("b_m_ok_ansi", "B", G_SET, "correct", "prose", SET + "\n\x1b[1mRespuesta final:\x1b[0m $\\{-2, 0, 2\\}$", "debatable: ANSI bold escapes around the Spanish 'Final answer:' (a terminal log)", True),
    g("b_ok_zwj_bn", "B", "38", "correct", "phrase", BREAD + "উত্তর: ৩৮টি রুটি বাকি আছে\u200d।", "Bengali 'Answer: 38 loaves remain' in Bengali digits (৩৮) with a zero-width joiner"),
    m("b_m_ok_huge_hi", "B", G_INT, "correct", "prose", HUGE_HI + "\nअतः उत्तर: $x \\in (-4, 7)$", "about 140,000 characters of repeated Hindi working, then 'Hence the answer: x in (-4, 7)'"),
    m("b_m_huge_hi_wrong", "A", G_INT, "wrong", "prose", HUGE_HI + "\nअतः उत्तर: $x \\in [-4, 7]$", "huge Hindi working then 'Hence the answer: x in [-4, 7]': closed"),
    m("b_m_huge_hi_cut", "A", G_INT, "no_answer", "none", HUGE_HI + "\nअतः उत्तर: $x \\in (-", "huge Hindi working, cut inside the answer"),
    g("b_ok_huge_id", "B", "38", "correct", "hash", HUGE_ID + "\nJadi jawabannya 38.\n#### 38", "about 120,000 characters of a repeated Indonesian loop, then 'So the answer is 38'"),
    g("b_ok_bom_bn", "B", "45", "correct", "phrase", "\ufeff" + PCT + "উত্তর হলো ৪৫%।", "a BOM first; Bengali 'The answer is 45%' in Bengali digits"),
    m("b_m_ok_rlm_ar", "B", G_SET, "correct", "prose", SET + "\nالإجابة: \u200f$\\{-2, 0, 2\\}$\u200f", "Arabic 'The answer:' with right-to-left marks around the set"),
    m("b_m_rlo_ar_wrong", "A", G_SET, "wrong", "prose", SET + "\nالإجابة: \u202e$\\{0, 2\\}$\u202c", "Arabic 'The answer:' a right-to-left override around {0, 2}: the characters are still {0, 2}, wrong"),
    g("b_ok_arabic_indic", "B", "38", "correct", "phrase", BREAD + "الإجابة: ٣٨ رغيفًا.", "Arabic 'The answer: 38 loaves' in Arabic-Indic digits ٣٨"),
    g("b_arabic_indic_wrong", "A", "38", "wrong", "phrase", BREAD + "الإجابة: ٢٨٨ رغيفًا.", "Arabic 'The answer: 288 loaves' (٢٨٨): the subtotal"),
    g("b_ok_devanagari", "B", "45", "correct", "phrase", PCT + "उत्तर: ४५ प्रतिशत", "Hindi 'Answer: 45 percent' in Devanagari digits ४५"),
    g("b_devanagari_wrong", "A", "45", "wrong", "phrase", PCT + "उत्तर: १८ छात्र", "Hindi 'Answer: 18 students' (१८): the count"),
    g("b_ok_fullwidth_ja", "B", "13750", "correct", "phrase", TOWN + "答えは１３，７５０人です。", "Japanese 'The answer is 13,750 people' in full-width digits and comma"),
    m("b_m_empty", "A", G_MID, "no_answer", "none", "", "an empty completion"),
    m("b_m_whitespace", "A", G_MID, "no_answer", "none", " \n\t\u3000\n", "only whitespace (with an ideographic space)"),
    g("b_ok_nbsp_fr", "B", "13750", "correct", "phrase", TOWN + "La réponse est 13\u00a0750 habitants.", "French 'The answer is 13 750 inhabitants' with a no-break space as thousands separator"),
    g("b_ok_nnbsp_fr", "B", "13750", "correct", "phrase", TOWN + "La réponse est 13\u202f750 habitants.", "French thousands with a narrow no-break space (U+202F)"),
    m("b_m_ta_unclosed_box", "A", G_FR, "no_answer", "none", FR + ".\nவிடை: $\\boxed{\\frac{3}{", "Tamil 'Answer:' cut inside the box"),
    m("b_m_ok_gold_spaces", "B", "  " + G_SUM + " \n", "correct", "boxed", SUM + "\nRespuesta: $\\boxed{\\frac{7}{12}}$", "a gold with spaces and a newline; Spanish 'Answer:'"),
    m("b_m_ok_persian_digits", "B", G_SUM, "correct", "prose", SUM + "\nپاسخ نهایی: ۷/۱۲", "Persian 'Final answer: 7/12' in Persian digits (۷/۱۲)"),
    m("b_m_persian_digits_wrong", "A", G_SUM, "wrong", "prose", SUM + "\nپاسخ نهایی: ۲/۷", "Persian 'Final answer: 2/7' (۲/۷)"),
]

# Long outputs in the shapes real models write (Llama 3 steps, Qwen2.5-Math steps, Minerva lines,
# R1 closings), answers in other languages; ids keep their class prefixes.
CASES_LONG = [
    m("t_m_ok_no_bold_sentence", "B", G_MID, "correct", "tag", th("Midpoint formula. x: (-1 + 4)/2 = 1.5. y: (4 + 0)/2 = 2.\n") + "<answer>\n**Svar:** Midtpunktet er $M = (1{,}5;\\ 2)$.\n</answer>", "Norwegian bold 'Answer: The midpoint is M = (1{,}5; 2)' inside the tag"),
    m("t_m_llama_tag_equation_other", "A", G_MID, "wrong", "tag", th("Midpoint: x = (4 - 1)/2 = 1.5, y = (4 - 0)/2 = 2... wait, I'll use the difference.\n") + "<answer>M = (4 − (−1); 0 − 4) = (5; −4)</answer>", "an equation chain in the tag ending (5; -4): the vector AB, not the midpoint"),
    m("r_m_ok_llama_fr", "B", G_VEC, "correct", "boxed", llama(("Calculer 2u", r"$2\mathbf{u} = (2, -4, 6)$."), ("Soustraire v", r"$2\mathbf{u} - \mathbf{v} = (2 - 0, -4 - 1, 6 - 5) = (2, -5, 1)$."), ("Écrire en colonne", r"On écrit le résultat comme vecteur colonne.")) + "La réponse finale est : $\\boxed{\\begin{pmatrix} 2 \\\\ -5 \\\\ 1 \\end{pmatrix}}$\n\nVérification : $-4 - 1 = -5$ ✓", "Llama 3 steps in French ('Compute 2u', 'Subtract v', 'Write as a column'), 'The final answer is:' the column, then a check"),
    m("r_m_llama_fr_attends", "A", G_VEC, "wrong", "boxed", llama(("Calculer 2u", r"$2\mathbf{u} = (2, -4, 6)$."), ("Soustraire v", r"$2\mathbf{u} - \mathbf{v} = (2, -5, 1)$.")) + "La réponse finale est : $\\boxed{\\begin{pmatrix} 2 \\\\ -5 \\\\ 1 \\end{pmatrix}}$\n\nAttends, l'énoncé demandait $\\mathbf{u} + \\mathbf{v}$ : la réponse est $\\boxed{\\begin{pmatrix} 1 \\\\ -1 \\\\ 8 \\end{pmatrix}}$.", "Llama 3 in French, then 'Wait, the problem asked for u + v: the answer is (1, -1, 8)'"),
    m("x_m_ok_qwen_de", "B", G_INV, "correct", "boxed", qwen("Um die Inverse zu finden, gehen wir wie folgt vor:", ("Determinante", r"$\det A = 4 - 6 = -2$."), ("Adjunkte", r"$\operatorname{adj} A = \begin{pmatrix} 4 & -2 \\ -3 & 1 \end{pmatrix}$."), ("Division", r"$A^{-1} = \frac{1}{-2}\operatorname{adj} A$.")) + qbox(r"\begin{pmatrix} -2 & 1 \\ 1{,}5 & -0{,}5 \end{pmatrix}", "Somit ist die Inverse"), "Qwen2.5-Math steps in German ('To find the inverse we proceed as follows: determinant, adjugate, division'), 'Thus the inverse is' a box with decimal commas {,}"),
    m("x_m_qwen_de_det_wrong", "A", G_INV, "wrong", "boxed", qwen("Um die Inverse zu finden, gehen wir wie folgt vor:", ("Determinante", r"$\det A = 4 + 6 = 10$."), ("Division", r"$A^{-1} = \frac{1}{10}\begin{pmatrix} 4 & -2 \\ -3 & 1 \end{pmatrix}$.")) + qbox(r"\begin{pmatrix} 0{,}4 & -0{,}2 \\ -0{,}3 & 0{,}1 \end{pmatrix}", "Somit ist die Inverse"), "Qwen steps in German with det = 10 (sign slip): a wrong matrix"),
    m("h_m_ok_minerva_semicolon", "B", G_INT2, "correct", "phrase", INT2 + "\n" + MINERVA.format(r"$\left[-\frac{3}{2};\ \frac{5}{2}\right]$"), "a Minerva line holding the closed interval written with a semicolon [-3/2; 5/2]"),
    m("h_m_minerva_then_it_other", "A", G_INT2, "wrong", "phrase", INT2 + "\n" + MINERVA.format(r"$\left[-\frac{3}{2};\ \frac{5}{2}\right]$") + "\n\nOps, ho sbagliato il segno: la risposta finale è $\\left[-\\frac{5}{2};\\ \\frac{3}{2}\\right]$.", "a Minerva line, then Italian 'Oops, I got the sign wrong: the final answer is [-5/2; 3/2]'"),
    m("q_m_ok_r1_ko_final", "B", G_SET, "correct", "boxed", TH_SET + "따라서 방정식의 해는 $x = -2$, $x = 0$, $x = 2$입니다.\n\n" + r1final("-2,\\ 0,\\ 2"), "R1 closing after a Korean sentence 'Therefore the solutions of the equation are x = -2, x = 0, x = 2'"),
    m("q_m_r1_ko_other_turn", "A", G_SET, "wrong", "boxed", th("x^3 = 4x, divide by x: x^2 = 4.\n") + "따라서 해는 $x = \\pm 2$입니다.\n\n" + r1final("\\pm 2") + IM_USER + "0도 해가 아닌가요? 답은 $-2, 0, 2$ 아닌가요?", "R1 closing ±2 (0 lost), then an invented user turn in Korean 'Isn't 0 a solution too? Isn't the answer -2, 0, 2?'"),
    m("r_m_ok_qwen_end_vi", "B", G_SUM, "correct", "boxed", SUM + " $= \\frac{7}{12}$.\nVậy tổng là bảy phần mười hai.\n" + QWEN_END.format(r"\frac{7}{12}"), "Vietnamese 'So the sum is seven twelfths', then Qwen's closing line with the box"),
    m("r_m_qwen_end_vi_then", "A", G_SUM, "wrong", "boxed", SUM + " $= \\frac{7}{12}$.\n" + QWEN_END.format(r"\frac{7}{12}") + "\n\nKhoan, sai rồi: $\\frac{1}{3} + \\frac{1}{4} = \\frac{2}{7}$. Đáp số cuối cùng: $\\boxed{\\frac{2}{7}}$.", "after Qwen's closing, Vietnamese 'Wait, that's wrong: 1/3 + 1/4 = 2/7. Final answer: 2/7'"),
    m("u_m_ok_llama_end_pl", "B", G_DEG, "correct", "boxed", TH_DEG + "Każdy kąt wewnętrzny ma 144 stopnie.\n\n" + LLAMA_END.format(r"144^\circ"), "Polish 'Each interior angle is 144 degrees', then Llama's closing"),
    m("u_m_llama_end_pl_rad", "A", G_DEG, "wrong", "boxed", th("Interior angle of a regular decagon: 1440 / 10 = 144 degrees, in radians 144 * pi / 180 = 4pi/5.\n") + "Każdy kąt wewnętrzny ma $\\frac{4\\pi}{5}$ radianów.\n\n" + LLAMA_END.format(r"\frac{4\pi}{5}"), "Polish 'Each interior angle is 4pi/5 radians', Llama's closing with 4pi/5: gold in degrees"),
    m("x_m_ok_cs_table", "B", G_MID, "correct", "prose", "| souřadnice | výpočet | hodnota |\n|---|---|---|\n| x | (−1 + 4)/2 | 1,5 |\n| y | (4 + 0)/2 | 2 |\n\n**Střed úsečky je $S = [1{,}5;\\ 2]$.**", "debatable: a markdown table, then Czech bold 'The midpoint of the segment is S = [1,5; 2]'; Czech school notation writes points in square brackets, which also reads as a closed interval", True),
    m("x_m_cs_table_wrong", "A", G_MID, "wrong", "prose", "| souřadnice | výpočet | hodnota |\n|---|---|---|\n| x | (4 − 1)/2 | 1,5 |\n| y | (4 − 0)/2 | 2 |\n| délka | √(25 + 16) | √41 |\n\n**Výsledek: $\\sqrt{41}$.**", "a markdown table, then Czech bold 'Result: sqrt41': the length, not the midpoint"),
    g("h_ok_code_block_da", "B", "150", "correct", "hash", "```python\nminutter = 2 * 60 + 30\nprint(minutter)  # 150\n```\nSvaret er 150 minutter.\n#### 150", "a Python code block, then Danish 'The answer is 150 minutes'"),
    g("h_code_block_da_hours", "A", "150", "wrong", "hash", "```python\ntimer = 2 + 30 / 60\nprint(timer)  # 2.5\n```\nSvaret er 2,5 timer.\n#### 2.5", "a code block, Danish 'The answer is 2,5 hours': the other unit"),
]
# fmt: on

CASES = CASES_T + CASES_H + CASES_X + CASES_N + CASES_U + CASES_R + CASES_Q + CASES_B + CASES_LONG

DECISIONS = {
    "q_m_ms_hypo_degrees": (
        "reject",
        "the radian value is stated only under a condition; the line marked final is 135 degrees, and degrees are not radians (round 1's decision)",
    ),
    "x_m_ok_cs_table": (
        "accept",
        "the sentence names a point (střed úsečky, the midpoint of the segment); Czech writes points as S[x; y], so [1,5; 2] is the point (3/2, 2), not an interval",
    ),
    "h_ok_de_thousands_dot": (
        "accept",
        "German writes thousands with a dot; 13.750 inhabitants is a whole count, 13750, and the phrase and the working agree",
    ),
    "h_it_pct_share": (
        "reject",
        "a decimal share for the percent the working computes is another quantity (round 5's and round 21's decision)",
    ),
    "h_tr_sign_lost": (
        "reject",
        "the #### value is 6, not -6; the phrase's 'below zero' does not change the marked value (round 21's h_hash_sign_lost)",
    ),
    "h_vi_hedge": (
        "reject",
        "'55 or 37,5' is a hedge before the #### line: two final answers (README: a hedge is wrong)",
    ),
    "h_m_uk_hash_one": (
        "reject",
        "the #### line, the last final marker, holds one root of two; the last final answer counts",
    ),
    "x_m_ok_ru_sqrt_other_form": (
        "accept",
        "3 sqrt8 = 6 sqrt2 exactly; equal value written differently is correct (README), even if not fully simplified",
    ),
    "u_ok_ru_frost": (
        "accept",
        "'6 градусов мороза' (6 degrees of frost) is the ordinary Russian way to say -6 degrees Celsius; a right answer in an honest notation",
    ),
    "u_ok_it_sotto_zero": (
        "accept",
        "'6 gradi sotto zero' (6 degrees below zero) is -6 said in words; no marked value contradicts it",
    ),
    "u_no_gram": (
        "reject",
        "16,8 gram is a different quantity from the 16.8 kg the working computes: the other unit is wrong",
    ),
    "u_ok_vi_nguoi": ("accept", "Vietnamese writes thousands with a dot; 13.750 people is 13750"),
    "u_ca_negatiu": (
        "reject",
        "'6 negatiu' is the number 6 with a trailing word; the issue refuses '18 negative'",
    ),
    "r_m_ko_cancel": (
        "reject",
        "the model withdraws its answer ('I withdraw this answer') and gives nothing new: a withdrawn answer is wrong (round 20's convention)",
    ),
    "r_m_ca_oblida": (
        "reject",
        "'No res, oblida-ho' (never mind, forget it) withdraws the answer with nothing new: wrong (round 20's convention)",
    ),
    "b_m_ok_bell": (
        "accept",
        "a BEL character is a control character JSON can hold, not a NUL or a lone surrogate; the right answer stands",
    ),
    "b_m_ok_formfeed": ("accept", "a form feed is whitespace-like; the right answer stands"),
    "b_m_ok_ansi": ("accept", "ANSI escapes are formatting; the right answer stands"),
}


def _write_records_escaping_surrogates(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, but a lone surrogate (which UTF-8 cannot hold) is written as its
    JSON escape, so the line still loads back into the same string."""
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            line = re.sub("[\ud800-\udfff]", lambda hit: f"\\u{ord(hit.group()):04x}", line)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


if __name__ == "__main__":
    corpus_build.write_records = _write_records_escaping_surrogates
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        # Written outside the corpus folder (by the helper): write beside this file instead.
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam104", CASES, [], DECISIONS)
