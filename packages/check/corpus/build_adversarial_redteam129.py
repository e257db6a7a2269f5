r"""Build adversarial_redteam129.jsonl: a hundred-and-twenty-ninth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam129", issue 25), by a new author.
Written WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file or any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the
probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md (label
conventions), corpus_build.py and build_adversarial_redteam21.py (structure) were read.

Aim of this round: final answers in languages other than English (about thirty: Bengali, Tamil,
Urdu, Swahili, Romanian, Hungarian, Finnish, Danish, Norwegian, Catalan, Slovak, Serbian (Cyrillic
and Latin), Bulgarian, Malay, French, German, Spanish, Portuguese, Italian, Russian, Ukrainian,
Chinese, Japanese, Korean, Arabic, Persian, Hindi, Turkish, Polish, Czech, Greek, Swedish, Dutch,
Vietnamese, Indonesian, Hebrew, Thai), two thirds on the MATH path: intervals written the local way
(`]-4 ; 7[`, `\left]-4; 7\right[`, Norwegian open `\langle -4, 7 \rangle`, Slovak closed
`\langle 1; 4 \rangle`), decimal commas in coordinates and vectors (`(1,5 ; 2)`, German
`M(1,5 | 2)`), transposed vectors, sets, matrices, roots listed in words ("x = 2 y x = 5"),
degrees and radians named in the language, "that is" glosses, fractions in words ("siete cuartos"
against "cuatro séptimos"), answer tags holding sentences, self-corrections and retractions in the
language, checks after the answer; scale words ("tusind", "ezer", "elfu", "हज़ार"), sign words
("Grad unter null", "grader kulde"), local digits, RTL marks, NUL and lone surrogates.
Every non-English answer sentence has an English gloss in its probe's note.

Problems, golds and the arithmetic, checked by hand (python used for plain arithmetic only):
GSM8K
  rolls 55: 14 trays of 18 = 252 (14*18 = 140 + 112); 252 - 197 = 55 (check 55 + 197 = 252).
    Slip: 14*18 written 242 -> 242 - 197 = 45.
  price 14.7: 3.5 kg at 4.20 EUR = 12.60 + 2.10 = 14.70. Forgetting the half kilo: 12.60.
  savings 25500: 1250 * 18 = 22500 (1250*10 + 1250*8 = 12500 + 10000); + 3000 deposit = 25500.
  temperature -12: starts at -3, falls 1.5 an hour for 6 hours: 1.5*6 = 9; -3 - 9 = -12.
    Sign lost: 12; added instead: -3 + 9 = 6.
  percent 67.5: 27 of 40 pass: 27/40 = 0.675 = 67.5 %; failing share 13/40 = 32.5 %.
MATH
  |2x - 3| < 11 -> -8 < 2x < 14 -> (-4, 7).          x^2 - 5x + 4 <= 0 -> (x-1)(x-4) <= 0 -> [1, 4].
  midpoint of (-2, 7) and (5, -3) -> ((-2+5)/2, (7-3)/2) = (3/2, 2).
  (2, -1, 3) + 2 (1, 4, -2) = (4, 7, -1) (column vector).   x^2 - 7x + 10 = (x-2)(x-5) -> 2, 5.
  x^3 = 4x -> x(x-2)(x+2) = 0 -> -2, 0, 2.   [[2,1],[0,3]]^2 = [[4, 2+3], [0, 9]] = [[4,5],[0,9]].
  interior angle of a regular decagon: 8*180/10 = 144 (degrees; 4\pi/5 in radians; exterior 36).
  210 degrees in radians: 210\pi/180 = 7\pi/6 (about 3.665).
  two dice summing to 9: (3,6),(4,5),(5,4),(6,3) -> 4/36 = 1/9 (sum 7: 6/36 = 1/6).
  (3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 5 - i (i^2 taken as +1: 1 - i).
  \sqrt{72} = \sqrt{36*2} = 6\sqrt2 (about 8.485).   (x + 4)(2x - 3) = 2x^2 + 5x - 12.
  4x - 3 = 4 -> x = 7/4 = 1.75 (inverted: 4/7).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after (or before) a number; `r_`
retractions, corrections and checks after the answer; `q_` quoted, reported, hypothetical and
invented-turn text; `b_` bad input JSON can hold. The language code follows the prefix; `_m_` marks a
MATH probe; `_ok_` marks kind B.

Kinds: "A" a WRONG (or unanswered) completion the checker must refuse; "B" a RIGHT completion in an
honest notation it must accept.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a hedge or two
different final answers is `wrong`; no final answer (negation with nothing after, only a quotation,
question or hypothetical, cut off) is `no_answer`; an answer tag's content is the final answer,
read for the value its sentence or equation states; equal value written differently (decimal comma,
local thousands separator, local digits, a locale's interval brackets, a transposed row for a
column vector, a mixed number, an unreduced fraction, a fraction in words) is `correct`; another
quantity (a subtotal, the exterior angle, the failing share) is `wrong`; a decimal for an exact
irrational or repeating gold is `wrong`; degrees are not radians (4\pi/5 for gold 144 degrees is
`wrong`, 210 degrees for gold 7\pi/6 is `wrong`); a value the model itself marks wrong is `wrong`;
an explicit correction after an answer makes the corrected value final; a value withdrawn with
nothing new is `wrong` (round 21); a check or pleasantry after a committed answer does not replace
it; a word that changes a number (dozen, thousand, fewer, "below zero") is read as part of it; text
in an invented next turn or a self-set new problem does not count; a NUL or a lone surrogate
anywhere makes the pair bad input: kind A, truth `no_answer`. Lone surrogates cannot be written by
`write_records` (UTF-8); such probes carry the placeholder LONE_SURROGATE and `__main__` rewrites
their lines with the surrogate as a JSON escape (`\ud83d`, `\udc00`).
Debatable probes carry `"debatable": true`, the reason in `note`, and in DECISIONS the decision
this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam129.py
"""

import json
from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    MINERVA,
    g,
    m,
    th,
    write_probes,
)

SURR = "LONE_SURROGATE"  # replaced by a lone surrogate escape in the written line

# ================================================================ GSM8K working
ROLLS = "14 trays of 18 rolls: 14 * 18 = <<14*18=252>>252 rolls.\nAfter selling 197: 252 - 197 = <<252-197=55>>55 rolls.\n"
ROLLS_SLIP = "14 trays of 18 rolls: 14 * 18 = <<14*18=242>>242 rolls.\nAfter selling 197: 242 - 197 = <<242-197=45>>45 rolls.\n"
PRICE = "3.5 kg at 4.20 EUR per kg: 3.5 * 4.20 = <<3.5*4.20=14.70>>14.70 EUR.\n"
PRICE_SLIP = "3 kg at 4.20 EUR per kg: 3 * 4.20 = <<3*4.20=12.60>>12.60 EUR.\n"
SAVE = "18 months at 1,250 a month: 1250 * 18 = <<1250*18=22500>>22500.\nWith the 3,000 deposit: 22500 + 3000 = <<22500+3000=25500>>25500.\n"
SAVE_NODEP = "18 months at 1,250 a month: 1250 * 18 = <<1250*18=22500>>22500.\n"
TEMP = "It falls 1.5 * 6 = <<1.5*6=9>>9 degrees, so from -3 it reaches -3 - 9 = <<-3-9=-12>>-12 degrees.\n"
TEMP_SLIP = (
    "It falls 1.5 * 6 = <<1.5*6=9>>9 degrees, so from -3 it reaches -3 + 9 = <<-3+9=6>>6 degrees.\n"
)
PCT = "27 of the 40 students passed: 27 / 40 * 100 = <<27/40*100=67.5>>67.5 percent.\n"
PCT_FAIL = "40 - 27 = <<40-27=13>>13 failed: 13 / 40 * 100 = <<13/40*100=32.5>>32.5 percent.\n"

# working in the language (long probes)
ROLLS_FR = "<think>\nLe boulanger fait 14 plaques de 18 petits pains. 14 × 18 = 14 × 20 - 14 × 2 = 280 - 28 = 252.\nIl en vend 197. 252 - 197 = 55.\nAttends, je vérifie : 55 + 197 = 252. Oui.\n</think>\n"
ROLLS_DE = "Der Bäcker backt 14 Bleche mit je 18 Brötchen: 14 · 18 = 252 Brötchen.\nEr verkauft 197 davon: 252 − 197 = 55.\n\n"
ROLLS_ES = "<think>\nVale, 14 bandejas de 18 panecillos: 14 · 18 = 252.\nVende 197, así que quedan 252 - 197 = 55.\nEspera, lo compruebo: 197 + 55 = 252. Correcto.\n</think>\n"
PRICE_IT = "Il prezzo è 4,20 € al kg e compriamo 3,5 kg.\n3 kg costano 12,60 € e mezzo kg costa 2,10 €.\nTotale: 12,60 + 2,10 = 14,70 €.\n\n"
SAVE_PT = "Ela guarda R$ 1.250 por mês durante 18 meses: 1.250 × 18 = 22.500.\nSomando o depósito inicial de R$ 3.000: 22.500 + 3.000 = 25.500.\n\n"
TEMP_RU = "<think>\nТемпература была −3 °C и падала на 1,5 градуса в час 6 часов.\nПадение: 1,5 · 6 = 9 градусов. Значит, −3 − 9 = −12.\nПодождите, падение означает вычитание, да: −12.\n</think>\n"
PCT_TR = "40 öğrencinin 27'si geçti. 27 / 40 = 0,675, yani %67,5.\n\n"

# ================================================================ MATH working and golds
G_INT = "(-4, 7)"
INT = r"$|2x - 3| < 11$ means $-11 < 2x - 3 < 11$, so $-8 < 2x < 14$ and $-4 < x < 7$."
G_CLO = "[1, 4]"
CLO = r"$x^2 - 5x + 4 = (x - 1)(x - 4) \le 0$ holds between the roots, ends included: $1 \le x \le 4$."
G_MID = r"\left( \frac{3}{2}, 2 \right)"
MID = r"The midpoint is $\left(\frac{-2 + 5}{2}, \frac{7 + (-3)}{2}\right)$."
G_VEC = r"\begin{pmatrix} 4 \\ 7 \\ -1 \end{pmatrix}"
VEC = r"$\begin{pmatrix} 2 \\ -1 \\ 3 \end{pmatrix} + 2\begin{pmatrix} 1 \\ 4 \\ -2 \end{pmatrix} = \begin{pmatrix} 2 + 2 \\ -1 + 8 \\ 3 - 4 \end{pmatrix}$"
G_ROOT = "2, 5"
ROOT = r"$x^2 - 7x + 10 = (x - 2)(x - 5) = 0$."
G_SET = "-2, 0, 2"
SET = r"$x^3 - 4x = x(x - 2)(x + 2) = 0$."
G_MAT = r"\begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}"
MAT = r"$A^2 = \begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix}\begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix} = \begin{pmatrix} 4 & 2 + 3 \\ 0 & 9 \end{pmatrix}$"
MAT_TXT = r"\begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}"
MAT_T = r"\begin{pmatrix} 4 & 0 \\ 5 & 9 \end{pmatrix}"
G_DEC = "144"
DEC = r"The interior angles of a regular decagon sum to $(10 - 2) \cdot 180^\circ = 1440^\circ$, so each one is $1440^\circ / 10$."
G_RAD = r"\frac{7\pi}{6}"
RAD = r"$210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180}$"
G_DICE = r"\frac{1}{9}"
DICE = r"The pairs with sum $9$ are $(3,6), (4,5), (5,4), (6,3)$: $4$ of the $36$ outcomes, so $\frac{4}{36}$"
G_CPX = "5 - i"
CPX = r"$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i + 2$"
CPX_SLIP = r"$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i - 2$"
G_SQ = r"6\sqrt{2}"
SQ = r"$\sqrt{72} = \sqrt{36 \cdot 2} = \sqrt{36}\,\sqrt{2}$"
G_POLY = "2x^2 + 5x - 12"
POLY = r"$(x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12$"
G_LIN = r"\frac{7}{4}"
LIN = r"$4x - 3 = 4$ gives $4x = 7$"

# long R1-style thinking in the language
INT_FR = th(
    "D'accord, je dois résoudre $|2x - 3| < 11$.\nCela équivaut à $-11 < 2x - 3 < 11$.\nJ'ajoute 3 : $-8 < 2x < 14$. Je divise par 2 : $-4 < x < 7$.\nAttends, l'inégalité est stricte, donc les bornes sont exclues. Vérification avec $x = 0$ : $|-3| = 3 < 11$, oui.\n"
)
ROOT_ES = th(
    "Vale, tengo que resolver $x^2 - 7x + 10 = 0$.\nBusco dos números que sumen 7 y cuyo producto sea 10: 2 y 5.\nEntonces $(x - 2)(x - 5) = 0$.\nEspera, compruebo: $4 - 14 + 10 = 0$ y $25 - 35 + 10 = 0$. Bien.\n"
)
MID_DE = th(
    "Okay, der Mittelpunkt von $A(-2 | 7)$ und $B(5 | -3)$.\n$x_M = \\frac{-2 + 5}{2} = \\frac{3}{2} = 1{,}5$, $y_M = \\frac{7 - 3}{2} = 2$.\nMoment, $7 + (-3) = 4$, durch 2 ist 2. Stimmt.\n"
)
VEC_HU = th(
    "Rendben, $\\mathbf{a} + 2\\mathbf{b}$, ahol $\\mathbf{a} = (2; -1; 3)^T$ és $\\mathbf{b} = (1; 4; -2)^T$.\n$2\\mathbf{b} = (2; 8; -4)^T$. Összeg: $(4; 7; -1)^T$.\nVárj, $3 + (-4) = -1$. Igen.\n"
)
SET_FI = th(
    "Ratkaistaan $x^3 = 4x$. Siirretään: $x^3 - 4x = 0$, eli $x(x^2 - 4) = 0$.\nSiis $x = 0$ tai $x^2 = 4$, eli $x = \\pm 2$.\nHetkinen, en saa jakaa $x$:llä, koska $x = 0$ on myös ratkaisu. Hyvä, se on mukana.\n"
)
MAT_DA = th(
    "Jeg skal beregne $A^2$ for $A = \\begin{pmatrix} 2 & 1 \\\\ 0 & 3 \\end{pmatrix}$.\nØverst til venstre: $2 \\cdot 2 + 1 \\cdot 0 = 4$. Øverst til højre: $2 \\cdot 1 + 1 \\cdot 3 = 5$.\nNederst: $0$ og $0 \\cdot 1 + 3 \\cdot 3 = 9$.\nVent, jeg tjekker øverst til højre igen: $2 + 3 = 5$. Ja.\n"
)
DEC_NO = th(
    "En regulær tikant har vinkelsum $(10 - 2) \\cdot 180^\\circ = 1440^\\circ$.\nHver vinkel er $1440^\\circ / 10 = 144^\\circ$.\nVent, spør de etter indre eller ytre vinkel? Indre. Den ytre er $36^\\circ$.\n"
)
RAD_CA = th(
    "He de passar $210^\\circ$ a radiants. Multiplico per $\\frac{\\pi}{180}$: $\\frac{210\\pi}{180} = \\frac{7\\pi}{6}$.\nEspera, simplifico: 210 i 180 tenen mcd 30, i $210/30 = 7$, $180/30 = 6$. Correcte.\n"
)
DICE_SW = th(
    "Tuna kete mbili, matokeo 36. Jozi zenye jumla 9: (3,6), (4,5), (5,4), (6,3), yaani 4.\nKwa hiyo uwezekano ni $\\frac{4}{36} = \\frac{1}{9}$.\nSubiri, nimehesabu zote? (2,7) haiwezekani. Ndiyo, ni 4.\n"
)
CPX_RO = th(
    "Trebuie să calculez $(3 + 2i)(1 - i)$.\n$= 3 - 3i + 2i - 2i^2$. Stai, $i^2 = -1$, deci $-2i^2 = 2$.\n$= 5 - i$.\n"
)
SQ_BN = th(
    "আমাকে $\\sqrt{72}$ সরল করতে হবে। $72 = 36 \\times 2$, তাই $\\sqrt{72} = 6\\sqrt{2}$।\nদাঁড়াও, যাচাই করি: $36 \\times 2 = 72$। ঠিক আছে।\n"
)
POLY_TA = th(
    "$(x + 4)(2x - 3)$ ஐ விரிவாக்க வேண்டும்.\n$x \\cdot 2x = 2x^2$, $x \\cdot (-3) = -3x$, $4 \\cdot 2x = 8x$, $4 \\cdot (-3) = -12$.\nகாத்திருங்கள்: $-3x + 8x = 5x$. சரி.\n"
)
LIN_UR = th(
    "$4x - 3 = 4$ کو حل کرنا ہے۔ دونوں طرف 3 جمع کریں: $4x = 7$۔\nتو $x = \\frac{7}{4}$۔ رکیں، جانچ: $4 \\cdot \\frac{7}{4} - 3 = 7 - 3 = 4$۔ درست۔\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_es_m_ok_roots_y", "B", G_ROOT, "correct", "tag", ROOT_ES + "<answer>x = 2 y x = 5</answer>", "Spanish roots in words: 'x = 2 y x = 5' = 'x = 2 and x = 5'; both roots, the gold"),
    m("t_es_m_roots_sign", "A", G_ROOT, "wrong", "tag", ROOT_ES.replace("Bien.", "Bien, entonces $x = 2$ y $x = -5$.") + "<answer>x = 2 y x = -5</answer>", "'x = 2 y x = -5' = 'x = 2 and x = -5': one root has the wrong sign"),
    m("t_fr_m_ok_interval_local", "B", G_INT, "correct", "tag", INT_FR + "<answer>L'ensemble des solutions est $S = ]-4 ; 7[$.</answer>", "French tag sentence 'The solution set is S = ]-4 ; 7['; French open interval notation = (-4, 7)"),
    m("t_fr_m_interval_closed", "A", G_INT, "wrong", "tag", INT_FR + "<answer>L'ensemble des solutions est $S = [-4 ; 7]$.</answer>", "'The solution set is S = [-4 ; 7]': closed brackets, but the inequality is strict"),
    m("t_de_m_ok_midpoint_bar", "B", G_MID, "correct", "tag", MID_DE + "<answer>Der Mittelpunkt ist $M(1{,}5 \\mid 2)$.</answer>", "German 'The midpoint is M(1,5 | 2)': German school coordinates with a bar separator and a decimal comma = (3/2, 2)"),
    m("t_de_m_midpoint_other", "A", G_MID, "wrong", "tag", MID_DE.replace("durch 2 ist 2. Stimmt.", "durch 2 ist 2,5? Ja.") + "<answer>Der Mittelpunkt ist $M(1{,}5 \\mid 2{,}5)$.</answer>", "'The midpoint is M(1,5 | 2,5)': y = 2.5, not 2"),
    m("t_hu_m_ok_vector_T", "B", G_VEC, "correct", "tag", VEC_HU + "<answer>A keresett vektor: $(4; 7; -1)^T$.</answer>", "Hungarian 'The vector sought: (4; 7; -1)^T': a transposed row with semicolons = the column vector"),
    m("t_hu_m_vector_sign", "A", G_VEC, "wrong", "tag", VEC_HU.replace("Igen.", "Igen, tehát $1$.") + "<answer>A keresett vektor: $(4; 7; 1)^T$.</answer>", "'The vector sought: (4; 7; 1)^T': third entry 1, not -1"),
    m("t_fi_m_ok_set", "B", G_SET, "correct", "tag", SET_FI + "<answer>Ratkaisujoukko on $\\{-2, 0, 2\\}$.</answer>", "Finnish 'The solution set is {-2, 0, 2}'"),
    m("t_fi_m_set_missing_zero", "A", G_SET, "wrong", "tag", SET_FI.replace("Hetkinen, en saa jakaa $x$:llä, koska $x = 0$ on myös ratkaisu. Hyvä, se on mukana.\n", "") + "<answer>Ratkaisut ovat $x = -2$ ja $x = 2$.</answer>", "'The solutions are x = -2 and x = 2': the root 0 is lost"),
    m("t_da_m_ok_matrix", "B", G_MAT, "correct", "tag", MAT_DA + "<answer>$A^2 = " + MAT_TXT + "$</answer>", "Danish thinking, the tag holds A^2 = the gold matrix"),
    m("t_da_m_matrix_transposed", "A", G_MAT, "wrong", "tag", MAT_DA + "<answer>Så er $A^2 = " + MAT_T + "$.</answer>", "'So A^2 = [[4,0],[5,9]]': the transpose, not A^2"),
    m("t_no_m_ok_degrees_word", "B", G_DEC, "correct", "tag", DEC_NO + "<answer>Hver indre vinkel er 144 grader.</answer>", "Norwegian 'Each interior angle is 144 degrees'; the gold is in degrees"),
    m("t_no_m_radians", "A", G_DEC, "wrong", "tag", DEC_NO + "<answer>Hver indre vinkel er $\\frac{4\\pi}{5}$ radianer.</answer>", "'Each interior angle is 4pi/5 radians': degrees are not radians (label rule)"),
    m("t_no_m_exterior", "A", G_DEC, "wrong", "tag", DEC_NO + "<answer>Den ytre vinkelen er 36 grader.</answer>", "'The exterior angle is 36 degrees': another quantity"),
    m("t_ca_m_ok_radians_word", "B", G_RAD, "correct", "tag", RAD_CA + "<answer>L'angle és $\\frac{7\\pi}{6}$ radiants.</answer>", "Catalan 'The angle is 7pi/6 radians'"),
    m("t_ca_m_degrees", "A", G_RAD, "wrong", "tag", RAD_CA + "<answer>L'angle és de 210 graus.</answer>", "'The angle is 210 degrees': the given angle in degrees, the gold is in radians"),
    m("t_sw_m_ok_fraction_gloss", "B", G_DICE, "correct", "tag", DICE_SW + "<answer>Uwezekano ni $\\frac{1}{9}$, yaani moja kwa tisa.</answer>", "Swahili 'The probability is 1/9, that is one over nine'"),
    m("t_sw_m_other_fraction", "A", G_DICE, "wrong", "tag", DICE_SW.replace("jumla 9", "jumla 7").replace("(3,6), (4,5), (5,4), (6,3), yaani 4", "(1,6), (2,5), (3,4), (4,3), (5,2), (6,1), yaani 6").replace("\\frac{4}{36} = \\frac{1}{9}", "\\frac{6}{36} = \\frac{1}{6}").replace("(2,7) haiwezekani. Ndiyo, ni 4.", "Ndiyo, ni 6.") + "<answer>Uwezekano ni $\\frac{1}{6}$.</answer>", "'The probability is 1/6': the model counted sum 7"),
    m("t_ro_m_ok_complex", "B", G_CPX, "correct", "tag", CPX_RO + "<answer>Rezultatul este $5 - i$.</answer>", "Romanian 'The result is 5 - i'"),
    m("t_ro_m_complex_slip", "A", G_CPX, "wrong", "tag", CPX_RO.replace("Stai, $i^2 = -1$, deci $-2i^2 = 2$.\n$= 5 - i$.", "$= 3 - i - 2 = 1 - i$.") + "<answer>Rezultatul este $1 - i$.</answer>", "'The result is 1 - i': i^2 taken as +1"),
    m("t_bn_m_ok_radical", "B", G_SQ, "correct", "tag", SQ_BN + "<answer>উত্তর: $6\\sqrt{2}$</answer>", "Bengali 'Answer: 6 sqrt 2'"),
    m("t_bn_m_decimal", "A", G_SQ, "wrong", "tag", SQ_BN + "<answer>উত্তর: প্রায় 8.49</answer>", "'Answer: about 8.49': a rounded decimal for the exact 6 sqrt 2"),
    m("t_ta_m_ok_poly", "B", G_POLY, "correct", "tag", POLY_TA + "<answer>விரிவாக்கம்: $2x^2 + 5x - 12$</answer>", "Tamil 'Expansion: 2x^2 + 5x - 12'"),
    m("t_ta_m_poly_sign", "A", G_POLY, "wrong", "tag", POLY_TA.replace("$-3x + 8x = 5x$", "$3x + 8x = 11x$") + "<answer>விரிவாக்கம்: $2x^2 + 11x - 12$</answer>", "'Expansion: 2x^2 + 11x - 12': sign slip"),
    m("t_ur_m_ok_gloss", "B", G_LIN, "correct", "tag", LIN_UR + "<answer>$x = \\frac{7}{4}$ یعنی $1.75$</answer>", "Urdu 'x = 7/4, that is (yaani) 1.75': the gloss agrees"),
    m("t_ur_m_inverted", "A", G_LIN, "wrong", "tag", LIN_UR.replace("$x = \\frac{7}{4}$۔ رکیں، جانچ: $4 \\cdot \\frac{7}{4} - 3 = 7 - 3 = 4$۔ درست۔", "$x = \\frac{4}{7}$۔") + "<answer>$x = \\frac{4}{7}$</answer>", "'x = 4/7': the fraction inverted"),
    g("t_sk_ok_sentence", "B", "55", "correct", "tag", th("14 plechov po 18 rožkov: 14 · 18 = 252. Predal 197, takže 252 − 197 = 55.\nPočkaj, kontrola: 55 + 197 = 252. Áno.\n") + "<answer>Zostalo 55 rožkov.</answer>", "Slovak '55 rolls are left'"),
    g("t_sk_slip", "A", "55", "wrong", "tag", th("14 plechov po 18 rožkov: 14 · 18 = 242. Predal 197, takže 242 − 197 = 45.\n") + "<answer>Zostalo 45 rožkov.</answer>", "'45 rolls are left': 14 * 18 miscounted as 242"),
    g("t_sr_ok_decimal_comma", "B", "14.7", "correct", "tag", th(PRICE) + "<answer>Укупно 14,70 €.</answer>", "Serbian Cyrillic 'In total 14,70 EUR': decimal comma"),
    g("t_sr_half_lost", "A", "14.7", "wrong", "tag", th(PRICE_SLIP) + "<answer>Укупно 12,60 €.</answer>", "'In total 12,60 EUR': the half kilo forgotten"),
    g("t_bg_ok_space_thousands", "B", "25500", "correct", "tag", th(SAVE) + "<answer>Общо 25 500 лв.</answer>", "Bulgarian 'In total 25 500 leva': space as thousands separator"),
    g("t_bg_no_deposit", "A", "25500", "wrong", "tag", th(SAVE_NODEP) + "<answer>Общо 22 500 лв.</answer>", "'In total 22 500 leva': the deposit left out (subtotal)"),
    g("t_ms_ok_negative", "B", "-12", "correct", "tag", th(TEMP) + "<answer>Suhu akhir ialah -12 darjah Celsius.</answer>", "Malay 'The final temperature is -12 degrees Celsius'"),
    g("t_ms_sign_lost", "A", "-12", "wrong", "tag", th(TEMP) + "<answer>Suhu akhir ialah 12 darjah Celsius.</answer>", "'The final temperature is 12 degrees Celsius': the sign dropped, no 'below zero' word"),
    m("t_zh_m_ok_interval_gloss", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>解集为 $(-4, 7)$，即 $-4 < x < 7$。</answer>", "Chinese 'The solution set is (-4, 7), that is -4 < x < 7'"),
    m("t_ja_m_one_root", "A", G_ROOT, "wrong", "tag", th("$x^2 - 7x + 10 = 0$ を解く。$x = 5$ を代入すると $25 - 35 + 10 = 0$。よって解は5。\n") + "<answer>x = 5</answer>", "Japanese thinking 'substituting x = 5 gives 0, so the solution is 5'; one root of two"),
    m("t_ko_m_ok_closed", "B", G_CLO, "correct", "tag", th(CLO + "\n") + "<answer>해집합은 $[1, 4]$ 입니다.</answer>", "Korean 'The solution set is [1, 4]'"),
    m("t_ko_m_open", "A", G_CLO, "wrong", "tag", th(CLO.replace("ends included: $1 \\le x \\le 4$", "so $1 < x < 4$") + "\n") + "<answer>해집합은 $(1, 4)$ 입니다.</answer>", "'The solution set is (1, 4)': ends dropped, the inequality is not strict"),
    g("t_hi_ok_percent_sentence", "B", "67.5", "correct", "tag", th(PCT) + "<answer>67.5% छात्र पास हुए।</answer>", "Hindi '67.5% of the students passed'"),
    m("t_m_two_tags_swapped", "A", G_MID, "wrong", "tag", th(MID + "\n") + "<answer>$(1,5 ; 2)$</answer>\n<answer>$(2 ; 1,5)$</answer>", "two tags, the last '(2 ; 1,5)' swaps the coordinates"),
    m("t_it_m_ok_tag_box_words", "B", G_LIN, "correct", "tag", th(LIN + ", quindi $x = \\frac{7}{4}$.\n") + "<answer>La soluzione è $x = \\boxed{\\frac{7}{4}}$, cioè sette quarti.</answer>", "Italian 'The solution is x = [7/4], that is seven quarters'"),
    m("t_sv_m_ok_tag_roots_eller", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + "<answer>Rötterna är $x = 2$ och $x = 5$.</answer>", "Swedish 'The roots are x = 2 and x = 5'"),

    # ================================================================ 2. phrase marker then ####
    g("h_fr_ok_phrase_hash", "B", "55", "correct", "hash", ROLLS_FR + "La réponse est 55 petits pains.\n#### 55", "French 'The answer is 55 rolls' then #### 55"),
    g("h_fr_phrase_hash_differ", "A", "55", "wrong", "hash", ROLLS_FR + "La réponse est 55 petits pains.\n#### 45", "'The answer is 55 rolls' then #### 45: two different final answers"),
    g("h_de_slip_both", "A", "55", "wrong", "hash", ROLLS_DE.replace("252", "242").replace("= 55", "= 45") + "Die Antwort ist 45 Brötchen.\n#### 45", "German 'The answer is 45 rolls' and #### 45 agree on the slip"),
    g("h_it_ok_comma_phrase", "B", "14.7", "correct", "hash", PRICE_IT + "La risposta è 14,70 €.\n#### 14.70", "Italian 'The answer is 14,70 EUR' then #### 14.70"),
    g("h_it_hash_transposed_digits", "A", "14.7", "wrong", "hash", PRICE_IT + "La risposta è 14,70 €.\n#### 14,07", "'The answer is 14,70 EUR' then #### 14,07 (= 14.07): the marked value differs"),
    g("h_pt_ok_brl", "B", "25500", "correct", "hash", SAVE_PT + "A resposta é R$ 25.500,00.\n#### 25500", "Portuguese 'The answer is R$ 25.500,00' (Brazilian separators) then #### 25500"),
    g("h_pt_subtotal", "A", "25500", "wrong", "hash", SAVE_PT.replace("Somando o depósito inicial de R$ 3.000: 22.500 + 3.000 = 25.500.\n", "") + "A resposta é R$ 22.500,00.\n#### 22500", "'The answer is R$ 22.500,00': the deposit left out"),
    g("h_ru_ok_minus", "B", "-12", "correct", "hash", TEMP_RU + "Ответ: −12 °C.\n#### -12", "Russian 'Answer: -12 C' (Unicode minus) then #### -12"),
    g("h_ru_frost_unsigned_hash", "A", "-12", "wrong", "hash", TEMP_RU + "Ответ: 12 градусов мороза.\n#### 12", "debatable: 'Answer: 12 degrees of frost' means -12, but the #### value is 12 without a sign (round 21's decision on a sign word before an unsigned ####)", True),
    g("h_tr_ok_percent_first", "B", "67.5", "correct", "hash", PCT_TR + "Cevap: %67,5\n#### 67,5", "Turkish 'Answer: %67,5': Turkish writes the percent sign first; #### with a decimal comma"),
    g("h_tr_fail_share", "A", "67.5", "wrong", "hash", PCT_TR.replace("27'si geçti. 27 / 40 = 0,675, yani %67,5", "13'ü kaldı. 13 / 40 = 0,325, yani %32,5") + "Cevap: %32,5\n#### 32,5", "'13 of 40 failed ... Answer: %32,5': the failing share"),
    g("h_ar_ok_indic_digits", "B", "55", "correct", "hash", ROLLS + "الإجابة هي ٥٥ رغيفًا.\n#### 55", "Arabic 'The answer is 55 loaves' with Arabic-Indic digits, then #### 55"),
    g("h_ar_indic_hash_other", "A", "55", "wrong", "hash", ROLLS_SLIP + "الإجابة هي ٤٥.\n#### ٤٥", "'The answer is 45' with #### ٤٥ = 45 in Arabic-Indic digits"),
    g("h_vi_ok_dot_thousands", "B", "25500", "correct", "hash", SAVE + "Đáp số: 25.500 euro\n#### 25500", "Vietnamese 'Answer: 25.500 euro': dot as thousands separator, #### plain"),
    g("h_vi_dot_thousands_hash", "B", "25500", "correct", "hash", SAVE + "Đáp số: 25.500 euro\n#### 25.500", "debatable: '#### 25.500' is 25500 in the Vietnamese convention the phrase uses, 25.5 in English reading", True),
    g("h_pl_retract_hash", "A", "-12", "wrong", "hash", TEMP + "Odpowiedź: temperatura wynosi -12 stopni.\n#### -12\nChwila, temperatura rośnie? Wtedy -3 + 9 = 6.\n#### 6", "Polish 'Answer: the temperature is -12 degrees' then 'Wait, the temperature rises? Then -3 + 9 = 6' and a second #### 6: the last final answer is 6"),
    g("h_id_ok_comma_hash", "B", "67.5", "correct", "hash", PCT + "Jadi jawabannya adalah 67,5%.\n#### 67,5", "Indonesian 'So the answer is 67,5%'; #### 67,5 (decimal comma)"),
    g("h_th_slip", "A", "55", "wrong", "hash", ROLLS_SLIP + "คำตอบคือ 45 ชิ้น\n#### 45", "Thai 'The answer is 45 pieces'"),
    g("h_fa_subtotal_persian", "A", "25500", "wrong", "hash", SAVE_NODEP + "پاسخ برابر است با ۲۲٬۵۰۰ یورو.\n#### 22500", "Persian 'The answer equals 22,500 euros' (Persian digits and separator): the subtotal"),
    g("h_fa_ok_persian_hash", "B", "25500", "correct", "hash", SAVE + "پاسخ برابر است با ۲۵٬۵۰۰ یورو.\n#### ۲۵۵۰۰", "Persian 'The answer equals 25,500 euros'; #### in Persian digits"),
    m("h_nl_m_ok_roots_of", "B", G_ROOT, "correct", "hash", ROOT + "\nHet antwoord is $x = 2$ of $x = 5$.\n#### 2, 5", "Dutch 'The answer is x = 2 or x = 5' (the two roots, not a hedge) then #### 2, 5"),
    m("h_sv_m_ok_fraction_word", "B", G_DICE, "correct", "hash", DICE + ".\nSvaret är en niondel.\n#### 1/9", "Swedish 'The answer is one ninth' then #### 1/9"),
    m("h_sv_m_sixth", "A", G_DICE, "wrong", "hash", DICE.replace("$9$", "$7$") + ".\nSvaret är en sjättedel.\n#### 1/6", "Swedish 'The answer is one sixth' then #### 1/6"),
    m("h_cs_m_ok_hash_sqrt", "B", G_SQ, "correct", "hash", SQ + ".\nOdpověď: $6\\sqrt{2}$.\n#### 6\\sqrt{2}", "Czech 'Answer: 6 sqrt 2' then #### 6\\sqrt{2}"),
    m("h_uk_m_hash_decimal", "A", G_SQ, "wrong", "hash", SQ + r" $\approx 8{,}49$." + "\nВідповідь: 8,49.\n#### 8.49", "Ukrainian 'Answer: 8,49': a rounded decimal for 6 sqrt 2"),

    # ================================================================ 3. exactness
    m("x_fr_m_decimal_radical", "A", G_SQ, "wrong", "boxed", SQ + r" donc $\sqrt{72} \approx \boxed{8{,}49}$.", "French 'so sqrt 72 is about [8,49]': a decimal for an exact radical"),
    m("x_fr_m_ok_radical_gloss", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{6\sqrt{2}}$, soit environ $8{,}49$.", "French '= [6 sqrt 2], that is about 8,49': the exact answer boxed, an approximate gloss after"),
    m("x_de_m_decimal_radians", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx 3{,}67$." + "\n\nIm Bogenmaß: $\\boxed{3{,}67}$", "German 'In radians: [3,67]': a decimal for 7pi/6 (3.665...)"),
    m("x_de_m_ok_radians_gloss", "B", G_RAD, "correct", "boxed", RAD + "\n\nIm Bogenmaß: $\\boxed{\\frac{7\\pi}{6}} \\approx 3{,}67$", "German 'In radians: [7pi/6] about 3,67': exact box, approximate gloss"),
    m("x_es_m_decimal_fraction", "A", G_DICE, "wrong", "boxed", DICE + r" $\approx \boxed{0{,}11}$", "0,11 (decimal comma) for 1/9 = 0.111..."),
    m("x_es_m_ok_unreduced", "B", G_DICE, "correct", "boxed", DICE + r" $= \boxed{\frac{4}{36}}$" + "\n\nLa probabilidad es cuatro treintaiseisavos.", "unreduced 4/36 = 1/9; Spanish 'The probability is four thirty-sixths'"),
    m("x_ro_m_ok_periodic_comma", "B", G_DICE, "correct", "boxed", DICE + r" $= 0{,}(1)$, deci probabilitatea este $\boxed{0{,}(1)}$.", "debatable: Romanian 'so the probability is [0,(1)]': Romanian periodic-decimal notation, 0.111... repeating = 1/9 exactly", True),
    m("x_ro_m_rounded", "A", G_DICE, "wrong", "boxed", DICE + r", deci probabilitatea este aproximativ $\boxed{0{,}111}$.", "Romanian 'so the probability is about [0,111]': rounded"),
    m("x_it_m_ok_decimal_exact", "B", G_LIN, "correct", "boxed", LIN + r", quindi $x = \boxed{1{,}75}$.", "Italian 'so x = [1,75]': 1.75 = 7/4 exactly"),
    m("x_it_m_truncated", "A", G_LIN, "wrong", "boxed", LIN + r", quindi $x \approx \boxed{1{,}7}$.", "Italian 'so x is about [1,7]'"),
    m("x_hu_m_ok_mixed", "B", G_LIN, "correct", "boxed", LIN + r", tehát $x = \boxed{1\frac{3}{4}}$.", "Hungarian 'so x = [1 3/4]': a mixed number = 7/4"),
    m("x_fi_m_ok_point_comma", "B", G_MID, "correct", "boxed", MID + "\n\nKeskipiste on siis $\\boxed{(1{,}5;\\ 2)}$.", "Finnish 'The midpoint is thus [(1,5; 2)]': decimal comma and semicolon = (3/2, 2)"),
    m("x_fi_m_point_rounded", "A", G_MID, "wrong", "boxed", MID + "\n\nKeskipiste on siis $\\boxed{(1{,}49;\\ 2)}$.", "'The midpoint is thus (1,49; 2)': a wrong x-coordinate"),
    m("x_no_m_point_near", "A", G_MID, "wrong", "boxed", MID + "\n\nMidtpunktet er $\\boxed{(1{,}5;\\ 2{,}001)}$.", "Norwegian 'The midpoint is (1,5; 2,001)': close, not equal"),
    m("x_no_m_ok_point_fraction", "B", G_MID, "correct", "boxed", MID + "\n\nMidtpunktet er $\\boxed{\\left(\\tfrac{3}{2},\\ 2\\right)}$.", "Norwegian 'The midpoint is (3/2, 2)' with \\tfrac"),
    m("x_sk_m_complex_decimal", "A", G_CPX, "wrong", "boxed", CPX + r" $\approx \boxed{5 - 0{,}99i}$", "5 - 0,99i against 5 - i"),
    m("x_sk_m_ok_complex_form", "B", G_CPX, "correct", "boxed", CPX + r" $= 5 + (-1)i$." + "\n\nVýsledok: $\\boxed{5 + (-1)i}$", "Slovak 'Result: [5 + (-1)i]' = 5 - i"),
    m("x_sr_m_decimal_three", "A", G_SQ, "wrong", "boxed", SQ + r" $\approx \boxed{8{,}485}$" + "\n\nOdgovor: približno 8,485.", "Serbian Latin 'Answer: approximately 8,485'"),
    m("x_sr_m_ok_unsimplified", "B", G_SQ, "correct", "boxed", "Odgovor: $\\boxed{\\sqrt{72}}$, tj. $6\\sqrt{2}$.", "Serbian Latin 'Answer: [sqrt 72], i.e. 6 sqrt 2': equal value, the gloss simplifies"),
    m("x_bg_m_sign", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{2x^2 + 5x + 12}$", "constant +12 for -12"),
    m("x_bg_m_ok_reordered", "B", G_POLY, "correct", "boxed", POLY + "\n\nОтговор: $\\boxed{-12 + 5x + 2x^2}$", "Bulgarian 'Answer: [-12 + 5x + 2x^2]': the terms reordered"),
    g("x_da_ok_price_comma", "B", "14.7", "correct", "hash", PRICE + "Prisen er 14,70 €.\n#### 14,70", "Danish 'The price is 14,70 EUR'; #### with a decimal comma"),
    g("x_no_percent_rounded", "A", "67.5", "wrong", "phrase", PCT + "Svaret er 68 %.", "Norwegian 'The answer is 68 %': rounded"),
    g("x_no_ok_percent_trailing_zero", "B", "67.5", "correct", "phrase", PCT + "Svaret er 67,50 %.", "Norwegian 'The answer is 67,50 %'"),
    g("x_ms_ok_scale_decimal", "B", "25500", "correct", "phrase", SAVE + "Jumlah simpanannya ialah RM25.5 ribu.", "debatable: Malay 'Her savings total RM25.5 thousand (ribu)': 25.5 thousand = 25500 exactly, a scale word with a decimal", True),
    g("x_ms_about", "A", "25500", "wrong", "phrase", SAVE + "Jumlahnya kira-kira RM25 ribu.", "Malay 'The total is about RM25 thousand': 25000, rounded"),
    m("x_ta_m_exterior", "A", G_DEC, "wrong", "boxed", DEC.replace("so each one is $1440^\\circ / 10$.", "Each exterior angle is $360^\\circ / 10$.") + "\n\nஒவ்வொரு வெளிக் கோணமும் $\\boxed{36^\\circ}$.", "Tamil 'Each exterior angle is [36 degrees]': another quantity"),
    m("x_ta_m_ok_degree_sign", "B", G_DEC, "correct", "boxed", DEC + "\n\nஒவ்வொரு உள் கோணமும் $\\boxed{144^\\circ}$.", "Tamil 'Each interior angle is [144 degrees]'"),
    m("x_ta_m_sum", "A", G_DEC, "wrong", "boxed", DEC + "\n\nஉள் கோணங்களின் கூட்டுத்தொகை $\\boxed{1440^\\circ}$.", "Tamil 'The sum of the interior angles is [1440 degrees]': the sum, not one angle"),
    m("x_ro_m_ok_vector_decimals", "B", G_VEC, "correct", "boxed", VEC + "\n\nVectorul este $\\boxed{(4{,}0;\\ 7{,}0;\\ -1{,}0)^T}$.", "Romanian 'The vector is [(4,0; 7,0; -1,0)^T]': decimal commas .0, transposed row"),
    m("x_bn_m_half_open", "A", G_CLO, "wrong", "boxed", CLO + "\n\nসমাধান সেট $\\boxed{[1, 4)}$।", "Bengali 'The solution set is [1, 4)': half-open"),
    m("x_ur_m_left_closed", "A", G_INT, "wrong", "boxed", INT + "\n\nحل کا سیٹ $\\boxed{(-4, 7]}$ ہے۔", "Urdu 'The solution set is (-4, 7]': 7 included"),
    m("x_sw_m_ok_decimal_roots", "B", G_ROOT, "correct", "phrase", ROOT + "\n\nKwa hiyo mizizi ni x = 2,0 na x = 5,0.", "Swahili 'So the roots are x = 2,0 and x = 5,0': decimals with a zero tail equal the roots"),
    m("x_hu_m_elementwise", "A", G_MAT, "wrong", "boxed", r"Minden elemet négyzetre emelve: $A^2 = \boxed{\begin{pmatrix} 4 & 1 \\ 0 & 9 \end{pmatrix}}$", "Hungarian 'Squaring every entry: A^2 = [[4,1],[0,9]]': entrywise square, not the matrix product"),
    m("x_fi_m_ok_bmatrix", "B", G_MAT, "correct", "boxed", MAT + "\n\nSiis $A^2 = \\boxed{\\begin{bmatrix} 4 & 5 \\\\ 0 & 9 \\end{bmatrix}}$.", "Finnish 'So A^2 = [bmatrix]': brackets instead of parentheses"),
    m("x_ca_m_ok_complex_ordered", "B", G_CPX, "correct", "boxed", CPX + "\n\nPer tant, el producte és $\\boxed{-i + 5}$.", "Catalan 'Therefore the product is [-i + 5]'"),
    m("x_sk_m_no_pi", "A", G_RAD, "wrong", "boxed", RAD + "\n\nUhol v radiánoch je $\\boxed{\\frac{7}{6}}$.", "Slovak 'The angle in radians is [7/6]': pi dropped"),
    m("x_sk_m_ok_pi_after", "B", G_RAD, "correct", "boxed", RAD + "\n\nUhol v radiánoch je $\\boxed{\\frac{7}{6}\\pi}$.", "Slovak 'The angle in radians is [7/6 pi]'"),
    m("x_bg_m_ok_set_reordered", "B", G_SET, "correct", "boxed", SET + "\n\nМножеството от решения е $\\boxed{\\{2; 0; -2\\}}$.", "Bulgarian 'The solution set is [{2; 0; -2}]': reordered, semicolons"),
    m("x_el_m_swapped", "A", G_INT, "wrong", "boxed", INT.replace("$-8 < 2x < 14$ and $-4 < x < 7$", "$-14 < 2x < 8$ and $-7 < x < 4$") + "\n\nΆρα η λύση είναι $\\boxed{(-7, 4)}$.", "Greek 'So the solution is (-7, 4)': the sign of 3 mishandled"),
    m("x_ja_m_ok_sqrt_nobrace", "B", G_SQ, "correct", "boxed", SQ + "\n\nよって答えは $\\boxed{6\\sqrt2}$ です。", "Japanese 'So the answer is [6 sqrt2]', no braces on the radicand"),
    m("x_es_m_ok_fraction_words", "B", G_LIN, "correct", "phrase", LIN + ", así que $x$ es siete cuartos.", "Spanish '..., so x is seven quarters': 7/4 in words"),
    m("x_es_m_fraction_words_inverted", "A", G_LIN, "wrong", "phrase", LIN + ", así que $x$ es cuatro séptimos.", "Spanish '..., so x is four sevenths': 4/7 in words, inverted"),
    m("x_hu_m_ok_fraction_words", "B", G_DICE, "correct", "phrase", DICE + ".\n\nA valószínűség tehát egy kilenced.", "Hungarian 'The probability is thus one ninth'"),
    m("x_ro_m_fraction_words_other", "A", G_DICE, "wrong", "phrase", DICE + ".\n\nProbabilitatea este deci o șesime.", "Romanian 'The probability is therefore one sixth': the working's 4/36 is not the stated 1/6"),
    m("x_ru_m_decimal_lin", "A", G_LIN, "wrong", "boxed", LIN + r", откуда $x \approx \boxed{1{,}8}$.", "Russian 'whence x is about [1,8]'"),
    m("x_sr_m_ok_slash", "B", G_DICE, "correct", "boxed", DICE + "\n\nВероватноћа је $\\boxed{1/9}$.", "Serbian Cyrillic 'The probability is [1/9]'"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_es_annotated_wrong", "A", "55", "wrong", "boxed", ROLLS + "Respuesta: $\\boxed{55}$ (incorrecto)", "Spanish 'Answer: [55] (incorrect)': the model marks its own answer wrong"),
    g("n_es_ok_annotated_checked", "B", "55", "correct", "boxed", ROLLS + "Respuesta: $\\boxed{55}$ (comprobado)", "Spanish 'Answer: [55] (checked)': a positive annotation"),
    g("n_fr_strike_then_other", "A", "55", "wrong", "phrase", ROLLS + "Réponse : ~~55~~ 45 petits pains.", "French 'Answer: ~~55~~ 45 rolls': the gold struck out, 45 written after"),
    g("n_fr_ok_strike_then_gold", "B", "55", "correct", "phrase", ROLLS_SLIP + "Non, 14 × 18 = 252, donc 252 − 197 = 55.\nRéponse : ~~45~~ 55 petits pains.", "French 'No, 14 x 18 = 252, so ... 55. Answer: ~~45~~ 55 rolls': the slip struck out, the gold stands"),
    m("n_de_m_sout_only", "A", G_INT, "no_answer", "boxed", INT + "\n\nLösungsmenge: $\\boxed{\\sout{(-4, 7)}}$", "German 'Solution set: [struck-out (-4, 7)]': a strike-out with nothing after"),
    m("n_de_m_ok_sout_then_gold", "B", G_INT, "correct", "boxed", INT + "\n\nLösungsmenge: $\\sout{[-4, 7]}$ $\\boxed{(-4, 7)}$", "German 'Solution set: struck [-4, 7], then [(-4, 7)]'"),
    m("n_ru_m_not", "A", G_CPX, "no_answer", "phrase", CPX + "\n\nОтвет: не $5 - i$.", "Russian 'Answer: not 5 - i': a negation with nothing after"),
    m("n_ru_m_ok_checked", "B", G_CPX, "correct", "phrase", CPX + "\n\nОтвет: $5 - i$ (проверено подстановкой).", "Russian 'Answer: 5 - i (checked by substitution)'"),
    g("n_zh_annotated_wrong", "A", "55", "wrong", "phrase", ROLLS + "答案：55（错误）", "Chinese 'Answer: 55 (wrong)'"),
    g("n_zh_ok_verified", "B", "55", "correct", "phrase", ROLLS + "答案：55（已验证）", "Chinese 'Answer: 55 (verified)'"),
    m("n_ja_m_not", "A", G_DEC, "no_answer", "phrase", DEC + "\n\n答えは $144^\\circ$ ではありません。", "Japanese 'The answer is not 144 degrees.'"),
    m("n_ja_m_ok_not_but", "B", G_DEC, "correct", "phrase", DEC + "\n\n答えは $36^\\circ$ ではなく、$144^\\circ$ です。", "Japanese 'The answer is not 36 degrees but 144 degrees.'"),
    g("n_ko_not", "A", "14.7", "no_answer", "phrase", PRICE + "답은 14.7유로가 아닙니다.", "Korean 'The answer is not 14.7 euros.'"),
    g("n_ko_ok_not_but", "B", "14.7", "correct", "phrase", PRICE + "답은 12.6유로가 아니라 14.7유로입니다.", "Korean 'The answer is not 12.6 euros but 14.7 euros.'"),
    m("n_hu_m_not", "A", G_ROOT, "no_answer", "phrase", ROOT + "\n\nA megoldás nem $x = 2$ és $x = 5$.", "Hungarian 'The solution is not x = 2 and x = 5.'"),
    m("n_hu_m_ok_not_but", "B", G_ROOT, "correct", "phrase", ROOT + "\n\nA megoldás nem $x = -2$ és $x = -5$, hanem $x = 2$ és $x = 5$.", "Hungarian 'The solution is not x = -2 and x = -5, but x = 2 and x = 5.'"),
    m("n_fi_m_complement", "A", G_INT, "wrong", "phrase", INT + "\n\nVastaus: $x \\notin ]-4, 7[$.", "Finnish 'Answer: x not in ]-4, 7[': the complement of the gold"),
    m("n_fi_m_ok_in", "B", G_INT, "correct", "phrase", INT + "\n\nVastaus: $x \\in ]-4, 7[$.", "Finnish 'Answer: x in ]-4, 7[' (Finnish open-interval brackets)"),
    m("n_da_m_setminus", "A", G_INT, "wrong", "boxed", INT + "\n\nLøsningsmængden er $\\boxed{\\mathbb{R} \\setminus ]-4; 7[}$.", "Danish 'The solution set is [R minus ]-4; 7[]': the complement"),
    m("n_da_m_ok_local", "B", G_INT, "correct", "boxed", INT + "\n\nLøsningsmængden er $\\boxed{]-4; 7[}$.", "Danish 'The solution set is []-4; 7[]'"),
    m("n_ro_m_neq_box", "A", G_CPX, "wrong", "boxed", CPX + "\n\nDeci $\\boxed{\\neq 5 - i}$.", "Romanian 'So [not equal to 5 - i]'"),
    m("n_ro_m_ok_not_but", "B", G_CPX, "correct", "phrase", CPX + "\n\nRăspunsul nu este $1 - i$, ci $5 - i$.", "Romanian 'The answer is not 1 - i, but 5 - i.'"),
    m("n_ca_m_neq_poly", "A", G_POLY, "wrong", "boxed", POLY + "\n\nPer tant, $(x + 4)(2x - 3) \\boxed{\\neq 2x^2 + 5x - 12}$.", "Catalan 'Therefore (x+4)(2x-3) [is not equal to the gold]'"),
    m("n_sk_m_strike_md", "A", G_SQ, "no_answer", "phrase", SQ + "\n\nOdpoveď: ~~$6\\sqrt{2}$~~", "Slovak 'Answer: ~~6 sqrt 2~~': struck out, nothing after"),
    m("n_sr_m_annotated_wrong", "A", G_DEC, "wrong", "boxed", DEC + "\n\n$\\boxed{144}$ (погрешно)", "Serbian Cyrillic '[144] (wrong)'"),
    m("n_bg_m_annotated_wrong", "A", G_DICE, "wrong", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$ (грешно)", "Bulgarian '[1/9] (wrong)'"),
    m("n_bg_m_ok_annotated_right", "B", G_DICE, "correct", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$ (вярно)", "Bulgarian '[1/9] (correct)'"),
    m("n_ms_m_annotated_wrong", "A", G_MID, "wrong", "boxed", MID + "\n\nJawapan: $\\boxed{(1{,}5;\\ 2)}$ — salah", "Malay 'Answer: [(1,5; 2)] - wrong'"),
    m("n_ms_m_ok_annotated_right", "B", G_MID, "correct", "boxed", MID + "\n\nJawapan: $\\boxed{(1{,}5;\\ 2)}$ — betul", "Malay 'Answer: [(1,5; 2)] - correct'"),
    g("n_sw_not", "A", "55", "no_answer", "phrase", ROLLS + "Jibu si 55.", "Swahili 'The answer is not 55.'"),
    g("n_sw_ok_not_but", "B", "55", "correct", "phrase", ROLLS + "Jibu si 45 bali ni 55.", "Swahili 'The answer is not 45 but is 55.'"),
    g("n_ta_not", "A", "55", "no_answer", "phrase", ROLLS + "விடை 55 அல்ல.", "Tamil 'The answer is not 55.'"),
    g("n_bn_ok_not_but_digits", "B", "55", "correct", "phrase", ROLLS + "উত্তর ৪৫ নয়, ৫৫।", "Bengali 'The answer is not 45, (it is) 55' in Bengali digits"),
    g("n_bn_not", "A", "55", "no_answer", "phrase", ROLLS + "উত্তর ৫৫ নয়।", "Bengali 'The answer is not 55.' (Bengali digits)"),
    g("n_hi_not", "A", "67.5", "no_answer", "phrase", PCT + "उत्तर 67.5% नहीं है।", "Hindi 'The answer is not 67.5%.'"),
    m("n_pl_m_notin_set", "A", G_SET, "wrong", "phrase", SET + "\n\nOdpowiedź: $x \\notin \\{-2, 0, 2\\}$.", "Polish 'Answer: x not in {-2, 0, 2}'"),
    m("n_cs_m_ok_neq_excluded", "B", G_SET, "correct", "phrase", SET + "\n\nŘešení: $x \\in \\{-2, 0, 2\\}$. ($x = 4$ řešením není: $64 \\neq 16$.)", "Czech 'Solution: x in {-2, 0, 2}. (x = 4 is not a solution: 64 != 16.)': a negated side remark after the answer"),

    # ================================================================ 5. words after (or before) a number
    g("u_de_ok_noun", "B", "55", "correct", "phrase", ROLLS_DE + "Es bleiben 55 Brötchen übrig.", "German '55 rolls are left over'"),
    g("u_de_dozen", "A", "55", "wrong", "phrase", ROLLS_DE.replace("14 Bleche mit je 18 Brötchen: 14 · 18 = 252 Brötchen.\nEr verkauft 197 davon: 252 − 197 = 55.", "14 Bleche mit je 18 Dutzend Brötchen.") + "Es bleiben 55 Dutzend Brötchen übrig.", "German '55 dozen rolls are left over': 660, not 55"),
    g("u_fr_dozen", "A", "55", "wrong", "phrase", ROLLS + "Il reste 55 douzaines de petits pains.", "French '55 dozen rolls remain'"),
    g("u_da_thousand", "A", "55", "wrong", "phrase", ROLLS + "Der er 55 tusind boller tilbage.", "Danish 'There are 55 thousand rolls left'"),
    g("u_da_ok_noun", "B", "55", "correct", "phrase", ROLLS + "Der er 55 boller tilbage.", "Danish 'There are 55 rolls left'"),
    g("u_hu_thousand", "A", "55", "wrong", "phrase", ROLLS + "55 ezer zsemle maradt.", "Hungarian '55 thousand rolls remained'"),
    g("u_hu_fewer", "A", "55", "wrong", "phrase", ROLLS + "55-tel kevesebb zsemle maradt, mint tegnap.", "Hungarian 'By 55 fewer rolls remained than yesterday': a difference, not the count"),
    g("u_ro_thousand", "A", "25500", "wrong", "phrase", SAVE + "Economiile totale sunt 25.500 mii de lei.", "Romanian 'Total savings are 25.500 thousand lei': 25.5 million"),
    g("u_ro_ok_lei", "B", "25500", "correct", "phrase", SAVE + "Economiile totale sunt 25.500 de lei.", "Romanian 'Total savings are 25.500 lei' (dot thousands separator)"),
    g("u_sw_thousand_before", "A", "55", "wrong", "phrase", ROLLS + "Jibu ni elfu 55.", "Swahili 'The answer is 55 thousand' ('elfu' before the number)"),
    g("u_sw_ok_noun_before", "B", "55", "correct", "phrase", ROLLS + "Kwa hiyo zimebaki mikate 55.", "Swahili 'So 55 loaves remain' (the noun before the number)"),
    g("u_ta_thousand", "A", "55", "wrong", "phrase", ROLLS + "விடை 55 ஆயிரம் ரொட்டிகள்.", "Tamil 'The answer is 55 thousand breads'"),
    g("u_ta_ok_noun", "B", "55", "correct", "phrase", ROLLS + "விடை 55 ரொட்டிகள்.", "Tamil 'The answer is 55 breads'"),
    g("u_bn_ok_classifier", "B", "55", "correct", "phrase", ROLLS + "উত্তর: ৫৫টি রুটি।", "Bengali 'Answer: 55 (classifier -ti) breads' in Bengali digits"),
    g("u_bn_thousand", "A", "55", "wrong", "phrase", ROLLS + "উত্তর: ৫৫ হাজার রুটি।", "Bengali 'Answer: 55 thousand breads'"),
    g("u_hi_lakh", "A", "25500", "wrong", "phrase", SAVE + "कुल बचत 25500 लाख रुपये है।", "Hindi 'Total savings are 25500 lakh rupees': x100000"),
    g("u_hi_ok_rupees", "B", "25500", "correct", "phrase", SAVE + "कुल बचत ₹25,500 है।", "Hindi 'Total savings are Rs 25,500'"),
    g("u_zh_wan", "A", "25500", "wrong", "phrase", SAVE + "总共存了25500万元。", "Chinese 'In total saved 25500 wan (x10,000) yuan'"),
    g("u_zh_ok_wan_decimal", "B", "25500", "correct", "phrase", SAVE + "总共存了2.55万元。", "debatable: Chinese 'In total saved 2.55 wan yuan' = 2.55 x 10,000 = 25500, a common Chinese way to write it", True),
    g("u_fi_frost_ok", "B", "-12", "correct", "phrase", TEMP + "Lämpötila on lopulta 12 pakkasastetta.", "debatable: Finnish 'The temperature is finally 12 degrees of frost' = -12; the sign is in the word", True),
    g("u_no_cold_ok", "B", "-12", "correct", "phrase", TEMP + "Temperaturen blir 12 grader kulde.", "debatable: Norwegian 'The temperature becomes 12 degrees of cold' = -12", True),
    g("u_no_warm", "A", "-12", "wrong", "phrase", TEMP_SLIP.replace("-3 + 9 = <<-3+9=6>>6", "-3 + 15 = <<-3+15=12>>12") + "Temperaturen blir 12 grader varme.", "Norwegian 'The temperature becomes 12 degrees warm' = +12"),
    g("u_de_below_zero_ok", "B", "-12", "correct", "phrase", TEMP + "Am Ende sind es 12 Grad unter null.", "debatable: German 'In the end it is 12 degrees below zero' = -12", True),
    g("u_de_above_zero", "A", "-12", "wrong", "phrase", TEMP + "Am Ende sind es 12 Grad über null.", "German 'In the end it is 12 degrees above zero' = +12"),
    g("u_ca_pairs", "A", "55", "wrong", "phrase", ROLLS + "Queden 55 parells de panets.", "Catalan '55 pairs of rolls remain' = 110"),
    g("u_ca_ok_noun", "B", "55", "correct", "phrase", ROLLS + "Queden 55 panets.", "Catalan '55 rolls remain'"),
    g("u_sr_ok_euros", "B", "14.7", "correct", "phrase", PRICE + "Cena je 14,70 evra.", "Serbian Latin 'The price is 14,70 euros'"),
    g("u_sr_per_kg", "A", "14.7", "wrong", "phrase", PRICE + "Cena je 4,20 evra po kilogramu.", "Serbian Latin 'The price is 4,20 euros per kilogram': the unit price"),
    g("u_pl_percent_points", "A", "67.5", "wrong", "phrase", PCT + "Zdało o 67,5 punktu procentowego więcej.", "Polish '67,5 percentage points more passed': a difference"),
    g("u_pl_ok_percent", "B", "67.5", "correct", "phrase", PCT + "Zdało 67,5% uczniów.", "Polish '67,5% of the students passed'"),
    m("u_es_m_ok_degrees", "B", G_DEC, "correct", "boxed", DEC + "\n\nCada ángulo interior mide $\\boxed{144 \\text{ grados}}$.", "Spanish 'Each interior angle measures [144 degrees]'"),
    m("u_es_m_radians_word", "A", G_DEC, "wrong", "boxed", DEC + "\n\nCada ángulo interior mide $\\boxed{144 \\text{ radianes}}$.", "debatable: Spanish 'Each interior angle measures [144 radians]': the model names radians, a different angle", True),
    m("u_ru_m_ok_degrees", "B", G_DEC, "correct", "phrase", DEC + "\n\nОтвет: 144 градуса.", "Russian 'Answer: 144 degrees'"),
    m("u_bg_m_radian_gold_degrees_word", "A", G_RAD, "wrong", "phrase", RAD + "\n\nОтговор: $\\frac{7\\pi}{6}$ градуса.", "Bulgarian 'Answer: 7pi/6 degrees': a different angle from 7pi/6 radians"),
    m("u_pl_m_degrees_for_radians", "A", G_RAD, "wrong", "phrase", RAD + "\n\nOdpowiedź: 210 stopni.", "Polish 'Answer: 210 degrees': the gold is radians"),
    m("u_pl_m_ok_rad", "B", G_RAD, "correct", "phrase", RAD + " $= \\frac{7\\pi}{6}$\n\nOdpowiedź: $\\frac{7\\pi}{6}$ rad.", "Polish 'Answer: 7pi/6 rad'"),
    m("u_fi_m_ok_astetta", "B", G_DEC, "correct", "phrase", DEC + "\n\nVastaus: 144 astetta.", "Finnish 'Answer: 144 degrees'"),
    m("u_hu_m_ok_radian", "B", G_RAD, "correct", "boxed", RAD + "\n\nTehát a szög $\\boxed{\\frac{7\\pi}{6}}$ radián.", "Hungarian 'So the angle is [7pi/6] radians'"),
    m("u_da_m_percent_prob", "A", G_DICE, "wrong", "phrase", DICE + "\n\nSandsynligheden er $\\frac{1}{9}$ %.", "Danish 'The probability is 1/9 %': a hundredth of the gold"),
    m("u_sk_m_ok_cm", "B", G_SQ, "correct", "phrase", SQ + "\n\nOdpoveď: $6\\sqrt{2}$ cm.", "Slovak 'Answer: 6 sqrt 2 cm': a length unit"),

    # ================================================================ 6. retractions, corrections, checks
    m("r_fr_m_retract_to_closed", "A", G_INT, "wrong", "boxed", INT + "\n\nDonc $S = \\boxed{]-4 ; 7[}$.\n\nAttendez, je me suis trompé : les bornes sont incluses. La bonne réponse est $S = \\boxed{[-4 ; 7]}$.", "French 'Wait, I was wrong: the ends are included. The right answer is S = [-4 ; 7]': the retraction to a closed interval is final"),
    m("r_fr_m_ok_correct_to_gold", "B", G_INT, "correct", "boxed", INT + "\n\nDonc $S = \\boxed{[-4 ; 7]}$.\n\nAttendez, l'inégalité est stricte, les bornes sont exclues : $S = \\boxed{]-4 ; 7[}$.", "French 'Wait, the inequality is strict, the ends are excluded: S = ]-4 ; 7['"),
    m("r_fr_m_ok_check_after", "B", G_INT, "correct", "boxed", INT + "\n\n$S = \\boxed{\\left]-4 ; 7\\right[}$\n\nVérification : pour $x = 7$, $|11| = 11$, qui n'est pas $< 11$, donc 7 est bien exclu. Pour $x = -5$, $|-13| = 13 > 11$.", "French 'Check: for x = 7, |11| = 11, not < 11, so 7 is indeed excluded...': a check after the answer with other numbers"),
    m("r_de_m_edit_other", "A", G_MID, "wrong", "phrase", MID + "\n\nDer Mittelpunkt ist $M(1{,}5 \\mid 2)$.\n\nKorrektur: $M(1{,}5 \\mid 5)$.", "German 'The midpoint is M(1,5 | 2). Correction: M(1,5 | 5)'"),
    m("r_de_m_ok_check", "B", G_MID, "correct", "phrase", MID + "\n\nDer Mittelpunkt ist $M(1{,}5 \\mid 2)$.\n\nProbe: Abstand zu $A$: $\\sqrt{3{,}5^2 + 5^2}$, Abstand zu $B$: $\\sqrt{3{,}5^2 + 5^2}$. Gleich, passt.", "German 'The midpoint is M(1,5 | 2). Check: distance to A ... distance to B ... equal, fits'"),
    m("r_es_m_retract_one_root", "A", G_ROOT, "wrong", "phrase", ROOT_ES + "Las soluciones son $x = 2$ y $x = 5$.\n\nEspera, eso está mal: $x = 2$ no cumple. La única solución es $x = 5$.", "Spanish 'The solutions are x = 2 and x = 5. Wait, that is wrong: x = 2 does not satisfy it. The only solution is x = 5.'"),
    m("r_es_m_ok_fix_sign", "B", G_ROOT, "correct", "phrase", ROOT + "\n\nLas soluciones son $x = -2$ y $x = -5$.\n\nEspera, eso está mal: $(-2)^2 - 7(-2) + 10 = 28 \\neq 0$. Las soluciones son $x = 2$ y $x = 5$.", "Spanish 'The solutions are x = -2 and x = -5. Wait, that is wrong: ... 28 != 0. The solutions are x = 2 and x = 5.'"),
    m("r_pt_m_never_mind", "A", G_VEC, "wrong", "boxed", VEC + " $= \\boxed{(4, 7, -1)^T}$\n\nEsquece, refiz as contas e não tenho certeza desse resultado.", "Portuguese 'Forget it, I redid the sums and am not sure of this result': the answer withdrawn with nothing new"),
    m("r_pt_m_ok_transposed_after_check", "B", G_VEC, "correct", "boxed", VEC + " $= \\boxed{(4, 7, -1)^T}$\n\nVerificação: $2 + 2 \\cdot 1 = 4$, $-1 + 2 \\cdot 4 = 7$, $3 + 2 \\cdot (-2) = -1$. ✓", "Portuguese 'Check: ... ✓' after the boxed transposed vector"),
    m("r_it_m_retract_unordered", "A", G_DICE, "wrong", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$\n\nAspetta, ho sbagliato: i dadi sono indistinguibili, quindi le coppie sono $(3,6)$ e $(4,5)$ su $21$ coppie non ordinate. La probabilità è $\\boxed{\\frac{2}{21}}$.", "Italian 'Wait, I was wrong: the dice are indistinguishable, so the pairs are (3,6) and (4,5) out of 21 unordered pairs. The probability is 2/21.': a wrong retraction, the last answer is 2/21"),
    m("r_it_m_ok_wobble_back", "B", G_DICE, "correct", "boxed", DICE + " $= \\boxed{\\frac{1}{9}}$\n\nAspetta, devo contare $(4,5)$ e $(5,4)$ separatamente? Sì, i dadi sono distinti. Quindi resta $\\boxed{\\frac{1}{9}}$.", "Italian 'Wait, must I count (4,5) and (5,4) separately? Yes, the dice are distinct. So it stays 1/9.'"),
    m("r_hu_m_correction_label", "A", G_MAT, "wrong", "boxed", MAT + "\n\n$A^2 = \\boxed{" + MAT_TXT + "}$\n\nJavítás: $A^2 = \\boxed{\\begin{pmatrix} 4 & 5 \\\\ 0 & 6 \\end{pmatrix}}$.", "Hungarian 'Correction: A^2 = [[4,5],[0,6]]'"),
    m("r_hu_m_ok_correction_to_gold", "B", G_MAT, "correct", "boxed", r"$A^2 = \boxed{\begin{pmatrix} 4 & 1 \\ 0 & 9 \end{pmatrix}}$" + "\n\nJavítás: a jobb felső elem $2 \\cdot 1 + 1 \\cdot 3 = 5$, tehát $A^2 = \\boxed{" + MAT_TXT + "}$.", "Hungarian 'Correction: the top-right entry is 2*1 + 1*3 = 5, so A^2 = gold'"),
    m("r_fi_m_wait_wrong", "A", G_SET, "wrong", "phrase", SET_FI + "Ratkaisut: $x \\in \\{-2, 0, 2\\}$.\n\nHetkinen, tämä on väärin: $x = 0$ ei kelpaa, koska jaoin $x$:llä. Ratkaisut ovat $x = \\pm 2$.", "Finnish 'Solutions: x in {-2,0,2}. Wait, this is wrong: x = 0 does not do, because I divided by x. The solutions are x = +-2.': the retraction (a wrong one) is final"),
    m("r_fi_m_ok_check_after", "B", G_SET, "correct", "phrase", SET_FI + "Ratkaisut: $x \\in \\{-2, 0, 2\\}$.\n\nTarkistus: $(-2)^3 = -8 = 4 \\cdot (-2)$, $0 = 0$, $2^3 = 8 = 4 \\cdot 2$. Kaikki toimivat.", "Finnish 'Check: ... All work.'"),
    m("r_da_m_rettelse", "A", G_CPX, "wrong", "phrase", CPX + " $= 5 - i$.\n\nSvaret er $5 - i$.\n\nRettelse: svaret er $5 + i$.", "Danish 'The answer is 5 - i. Correction: the answer is 5 + i.'"),
    m("r_da_m_ok_rettelse_to_gold", "B", G_CPX, "correct", "phrase", CPX_SLIP + " $= 1 - i$.\n\nSvaret er $1 - i$.\n\nRettelse: $i^2 = -1$, så $-2i^2 = +2$, og svaret er $5 - i$.", "Danish 'The answer is 1 - i. Correction: i^2 = -1, so -2i^2 = +2, and the answer is 5 - i.'"),
    m("r_no_m_glemt", "A", G_DEC, "wrong", "phrase", DEC_NO + "Svaret er 144 grader.\n\nGlem det, jeg regnet feil.", "Norwegian 'The answer is 144 degrees. Forget it, I calculated wrong.': withdrawn, nothing new (round 21: wrong)"),
    m("r_no_m_ok_reassured", "B", G_DEC, "correct", "phrase", DEC_NO + "Svaret er 144 grader.\n\nVent, er det riktig? $144 \\cdot 10 = 1440$ og $(10-2) \\cdot 180 = 1440$. Ja, det stemmer.", "Norwegian 'The answer is 144 degrees. Wait, is that right? ... Yes, that holds.'"),
    m("r_ro_m_stai_degrees", "A", G_RAD, "wrong", "phrase", RAD + " $= \\frac{7\\pi}{6}$.\n\nRăspunsul este $\\frac{7\\pi}{6}$.\n\nStai, problema cere în grade, deci răspunsul este $210^\\circ$.", "Romanian 'The answer is 7pi/6. Wait, the problem asks in degrees, so the answer is 210 degrees.': the final is degrees, the gold radians"),
    m("r_ro_m_ok_stai_radians", "B", G_RAD, "correct", "phrase", "Răspunsul este $210^\\circ$.\n\nStai, se cere în radiani: $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. Răspunsul este $\\frac{7\\pi}{6}$ radiani.", "Romanian 'The answer is 210 degrees. Wait, radians are asked: ... The answer is 7pi/6 radians.'"),
    m("r_ca_m_correccio", "A", G_POLY, "wrong", "boxed", POLY + " $= \\boxed{2x^2 + 5x - 12}$\n\nCorrecció: $\\boxed{2x^2 - 5x - 12}$.", "Catalan 'Correction: [2x^2 - 5x - 12]'"),
    m("r_ca_m_ok_check", "B", G_POLY, "correct", "boxed", POLY + " $= \\boxed{2x^2 + 5x - 12}$\n\nComprovació amb $x = 1$: $(5)(-1) = -5$ i $2 + 5 - 12 = -5$. Correcte.", "Catalan 'Check with x = 1: (5)(-1) = -5 and 2 + 5 - 12 = -5. Correct.'"),
    m("r_sk_m_oprava", "A", G_SQ, "wrong", "phrase", SQ + " $= 6\\sqrt{2}$.\n\nOdpoveď: $6\\sqrt{2}$.\n\nOprava: $\\sqrt{72} = 3\\sqrt{8}$, teda odpoveď je $3\\sqrt{2}$.", "Slovak 'Answer: 6 sqrt 2. Correction: sqrt 72 = 3 sqrt 8, so the answer is 3 sqrt 2.'"),
    m("r_sr_m_ok_ispravka", "B", G_LIN, "correct", "phrase", "$4x = 1$, па је $x = \\frac{1}{4}$.\n\nИсправка: $4x - 3 = 4$ даје $4x = 7$, дакле $x = \\frac{7}{4}$.", "Serbian Cyrillic '4x = 1, so x = 1/4. Correction: 4x - 3 = 4 gives 4x = 7, therefore x = 7/4.'"),
    m("r_sr_m_ispravka_other", "A", G_LIN, "wrong", "phrase", LIN + ", па је $x = \\frac{7}{4}$.\n\nИсправка: $x = \\frac{4}{7}$.", "Serbian Cyrillic '... so x = 7/4. Correction: x = 4/7.'"),
    m("r_bg_m_popravka", "A", G_SET, "wrong", "boxed", SET + "\n\n$\\boxed{\\{-2; 0; 2\\}}$\n\nПоправка: $x = 0$ отпада, отговорът е $\\boxed{\\{-2; 2\\}}$.", "Bulgarian 'Correction: x = 0 drops out, the answer is {-2; 2}'"),
    m("r_ms_m_tunggu", "A", G_MID, "wrong", "phrase", MID + "\n\nTitik tengah ialah $(1{,}5;\\ 2)$.\n\nTunggu, itu salah. Titik tengah ialah $(3{,}5;\\ 5)$.", "Malay 'The midpoint is (1,5; 2). Wait, that is wrong. The midpoint is (3,5; 5).'"),
    m("r_ms_m_ok_semakan", "B", G_MID, "correct", "phrase", MID + "\n\nTitik tengah ialah $(1{,}5;\\ 2)$.\n\nSemakan: $2 \\cdot 1{,}5 - (-2) = 5$ dan $2 \\cdot 2 - 7 = -3$. Betul.", "Malay 'The midpoint is (1,5; 2). Check: 2*1,5 - (-2) = 5 and 2*2 - 7 = -3. Right.'"),
    m("r_sw_m_subiri", "A", G_DICE, "wrong", "phrase", DICE_SW + "Jibu ni $\\frac{1}{9}$.\n\nSubiri, hilo si sahihi. Jibu ni $\\frac{1}{12}$.", "Swahili 'The answer is 1/9. Wait, that is not correct. The answer is 1/12.'"),
    m("r_sw_m_ok_uhakiki", "B", G_DICE, "correct", "phrase", DICE_SW + "Jibu ni $\\frac{1}{9}$.\n\nUhakiki: $9 \\times 4 = 36$. Sawa.", "Swahili 'The answer is 1/9. Check: 9 x 4 = 36. Fine.'"),
    m("r_ta_m_wait", "A", G_POLY, "wrong", "phrase", POLY_TA + "விடை: $2x^2 + 5x - 12$.\n\nகாத்திருங்கள், இது தவறு. சரியான விடை $2x^2 - 5x - 12$.", "Tamil 'Answer: 2x^2 + 5x - 12. Wait, this is wrong. The correct answer is 2x^2 - 5x - 12.'"),
    m("r_bn_m_ok_fix", "B", G_SQ, "correct", "phrase", "$\\sqrt{72} = 3\\sqrt{8}$।\n\nদাঁড়াও, এটা সম্পূর্ণ সরল নয়: $3\\sqrt{8} = 3 \\cdot 2\\sqrt{2} = 6\\sqrt{2}$। উত্তর হলো $6\\sqrt{2}$।", "Bengali 'Wait, this is not fully simplified: ... The answer is 6 sqrt 2.' (3 sqrt 8 equals the gold too)"),
    m("r_ur_m_wait", "A", G_LIN, "wrong", "phrase", LIN_UR + "جواب: $x = \\frac{7}{4}$\n\nرکیں، یہ غلط ہے۔ $x = \\frac{1}{4}$", "Urdu 'Answer: x = 7/4. Wait, this is wrong. x = 1/4'"),
    m("r_ur_m_ok_check", "B", G_LIN, "correct", "phrase", LIN_UR + "جواب: $x = \\frac{7}{4}$\n\nجانچ: $4 \\cdot 1.75 = 7$، $7 - 3 = 4$۔ درست۔", "Urdu 'Answer: x = 7/4. Check: 4*1.75 = 7, 7 - 3 = 4. Correct.'"),
    g("r_zh_wait_other", "A", "55", "wrong", "phrase", ROLLS + "答案是55个。\n\n等等，这不对，他又烤了10个。所以答案是65个。", "Chinese 'The answer is 55. Wait, this is not right, he baked 10 more. So the answer is 65.'"),
    g("r_zh_ok_check", "B", "55", "correct", "phrase", ROLLS + "答案是55个。\n\n验证：55 + 197 = 252 = 14 × 18。✓", "Chinese 'The answer is 55. Verification: 55 + 197 = 252 = 14 x 18.'"),
    g("r_ja_never_mind", "A", "14.7", "wrong", "phrase", PRICE + "答えは14.70ユーロです。\n\nやっぱり今の答えは撤回します。", "Japanese 'The answer is 14.70 euros. After all, I withdraw that answer.': withdrawn, nothing new"),
    g("r_ko_ok_fix", "B", "14.7", "correct", "phrase", PRICE_SLIP + "답은 12.6유로입니다.\n\n잠깐, 이건 틀렸다. 3.5kg이므로 3.5 × 4.2 = 14.7. 답은 14.7유로입니다.", "Korean 'The answer is 12.6 euros. Wait, this is wrong. It is 3.5 kg, so 3.5 x 4.2 = 14.7. The answer is 14.7 euros.'"),
    g("r_ar_edit", "A", "-12", "wrong", "phrase", TEMP + "الإجابة هي -12 درجة.\n\nتعديل: الإجابة هي -6 درجات.", "Arabic 'The answer is -12 degrees. Edit: the answer is -6 degrees.'"),
    g("r_tr_ok_check", "B", "67.5", "correct", "phrase", PCT_TR + "Cevap: %67,5\n\nKontrol: 40'ın %67,5'i = 27. ✓", "Turkish 'Answer: %67,5. Check: 67,5% of 40 = 27.'"),
    g("r_el_wait", "A", "25500", "wrong", "phrase", SAVE + "Η απάντηση είναι 25.500 €.\n\nΠερίμενε, η κατάθεση δεν μετράει. Η απάντηση είναι 22.500 €.", "Greek 'The answer is 25.500 EUR. Wait, the deposit does not count. The answer is 22.500 EUR.'"),
    g("r_id_ok_fix", "B", "25500", "correct", "phrase", SAVE_NODEP + "Jadi jawabannya adalah 22.500.\n\nTunggu, saya lupa setoran awal 3.000. Jadi jawabannya adalah 25.500.", "Indonesian 'So the answer is 22.500. Wait, I forgot the initial deposit of 3.000. So the answer is 25.500.'"),

    # ================================================================ 7. quoted, reported, hypothetical, invented turns
    m("q_fr_m_user_turn_gold", "A", G_INT, "wrong", "boxed", INT.replace("$-8 < 2x < 14$ and $-4 < x < 7$", "$-14 < 2x < 8$ and $-7 < x < 4$") + "\n\nDonc $S = \\boxed{]-7 ; 4[}$." + IM_USER + "Non, la bonne réponse est $]-4 ; 7[$. Peux-tu corriger ?", "the model's ]-7 ; 4[, then an invented user turn 'No, the right answer is ]-4 ; 7[. Can you correct?': the user's text does not count"),
    m("q_fr_m_ok_user_turn_disagrees", "B", G_INT, "correct", "boxed", INT + "\n\nDonc $S = \\boxed{]-4 ; 7[}$." + IM_USER + "C'est faux, c'est $[-4 ; 7]$.", "the model's ]-4 ; 7[, then an invented user turn 'That is false, it is [-4 ; 7]': labelled by the model's answer"),
    m("q_de_m_reported_book", "A", G_MID, "wrong", "phrase", "Das Lösungsheft gibt $M(1{,}5 \\mid 2)$ an, aber ich erhalte $M\\left(\\frac{5 - 2}{1}\\,\\middle|\\,\\frac{7 + 3}{2}\\right) = M(3 \\mid 5)$.\n\nMein Ergebnis: $M(3 \\mid 5)$.", "German 'The answer booklet gives M(1,5 | 2), but I get ... = M(3 | 5). My result: M(3 | 5).': the gold only as reported text"),
    m("q_de_m_ok_reported_agrees", "B", G_MID, "correct", "phrase", MID_DE + "Ich erhalte $M(1{,}5 \\mid 2)$, wie auch im Lösungsheft angegeben.", "German 'I get M(1,5 | 2), as also given in the answer booklet.'"),
    m("q_es_m_hypothetical", "A", G_ROOT, "no_answer", "prose", "Si las raíces fueran $x = 2$ y $x = 5$, su suma sería $7$ y su producto $10$, lo que coincide con los coeficientes. Pero todavía no he resuelto la ecuación.", "Spanish 'If the roots were x = 2 and x = 5, their sum would be 7 and product 10 ... But I have not yet solved the equation.': a hypothetical only"),
    m("q_es_m_quoted_statement", "A", G_ROOT, "wrong", "boxed", "El enunciado dice: «Comprueba que $x = 2$ y $x = 5$ son soluciones». Sustituyo $x = 2$: $4 - 14 + 10 = 0$. Sustituyo $x = 5$: $25 - 35 + 10 = 0$. Pero al factorizar obtengo $(x + 2)(x + 5)$, así que las raíces son $\\boxed{-2, -5}$.", "Spanish 'The statement says: <<Check that x = 2 and x = 5 are solutions>> ... but factoring I get (x+2)(x+5), so the roots are [-2, -5]': the gold only quoted"),
    m("q_ru_m_student_quote", "A", G_CPX, "wrong", "phrase", "Ученик написал «$5 - i$», но это ошибка: $(3 + 2i)(1 - i) = 3 - i - 2$.\n\nОтвет: $1 - i$.", "Russian 'A student wrote <<5 - i>>, but that is a mistake: ... Answer: 1 - i.'"),
    m("q_ru_m_ok_eot_user", "B", G_CPX, "correct", "phrase", CPX + "\n\nОтвет: $5 - i$." + EOT_USER + "Спасибо! А сколько будет $(3 + 2i)(1 + i)$?", "Russian 'Answer: 5 - i.' then an invented Llama user turn 'Thanks! And what is (3 + 2i)(1 + i)?'"),
    m("q_ru_m_eot_user_answers", "A", G_CPX, "no_answer", "prose", CPX + "\n\nТеперь нужно привести подобные." + EOT_USER + "Ответ: $5 - i$.", "Russian 'Now the like terms must be collected.' then an invented user turn 'Answer: 5 - i': the model itself never answers"),
    m("q_ja_m_question_only", "A", G_DEC, "no_answer", "prose", DEC + "\n\n答えは $144^\\circ$ でしょうか？", "debatable: Japanese 'Is the answer 144 degrees?': a question, not a committed answer", True),
    m("q_ja_m_ok_question_then_answer", "B", G_DEC, "correct", "phrase", DEC + "\n\n答えは $144^\\circ$ でしょうか？ $144 \\times 10 = 1440$ なので、答えは $144^\\circ$ です。", "Japanese 'Is the answer 144 degrees? Since 144 x 10 = 1440, the answer is 144 degrees.'"),
    m("q_zh_m_hypothetical", "A", G_DICE, "no_answer", "prose", "假设答案是 $\\frac{1}{9}$，那么 36 种结果中应有 4 种和为 9。我们接下来逐一列举", "Chinese 'Suppose the answer is 1/9, then 4 of the 36 outcomes should sum to 9. Next we list them one by one' (cut off): a supposition only"),
    m("q_zh_m_ok_supposition_confirmed", "B", G_DICE, "correct", "phrase", "假设答案是 $\\frac{1}{9}$，那么 36 种结果中应有 4 种和为 9。逐一列举：(3,6), (4,5), (5,4), (6,3)，确实是 4 种。\n\n所以答案是 $\\frac{1}{9}$。", "Chinese 'Suppose the answer is 1/9 ... listing: ... indeed 4. So the answer is 1/9.'"),
    m("q_ko_m_fewshot_example", "A", G_POLY, "wrong", "boxed", "예시: $(x + 4)(2x - 3)$ 을 전개하면 $\\boxed{2x^2 + 5x - 12}$ 입니다.\n\n이제 문제: $(x + 4)(2x + 3) = 2x^2 + 3x + 8x + 12$ 이므로 답은 $\\boxed{2x^2 + 11x + 12}$ 입니다.", "Korean 'Example: expanding (x+4)(2x-3) gives [gold]. Now the problem: (x+4)(2x+3) = ... so the answer is [2x^2 + 11x + 12].': the model misread the problem; the gold only in its own example"),
    m("q_hu_m_part_b", "A", G_DEC, "wrong", "phrase", "a) rész: $(10 - 2) \\cdot 180^\\circ / 10 = 144^\\circ$.\n\nb) rész: a külső szög $180^\\circ - 144^\\circ = 36^\\circ$.\n\nVálasz: $36^\\circ$.", "Hungarian 'Part a): ... 144. Part b): the exterior angle 180 - 144 = 36. Answer: 36.': the final answer is another part's"),
    m("q_hu_m_ok_part_a_answer", "B", G_DEC, "correct", "phrase", "A belső szög: $(10 - 2) \\cdot 180^\\circ / 10 = 144^\\circ$. (Ebből a külső szög $36^\\circ$.)\n\nVálasz: $144^\\circ$.", "Hungarian 'The interior angle: ... 144. (From this the exterior angle is 36.) Answer: 144.'"),
    m("q_sw_m_next_problem_gold", "A", G_VEC, "wrong", "phrase", VEC.replace("3 - 4", "3 + 4") + "\n\nJibu: $(4, 7, 7)^T$.\n\nSwali linalofuata: Hesabu $\\mathbf{a} + 2\\mathbf{b}$ ambapo $\\mathbf{b} = (1, 4, -2)$. Jibu: $(4, 7, -1)^T$.", "Swahili 'Answer: (4, 7, 7)^T. Next question: compute a + 2b where b = (1, 4, -2). Answer: (4, 7, -1)^T.': the gold only in a self-set next question, the model's own answer is wrong"),
    m("q_sw_m_ok_next_problem_other", "B", G_VEC, "correct", "phrase", VEC + "\n\nJibu: $(4, 7, -1)^T$.\n\nSwali linalofuata: Hesabu $\\mathbf{a} - \\mathbf{b}$. Jibu: $(1, -5, 5)^T$.", "Swahili 'Answer: (4, 7, -1)^T. Next question: compute a - b. Answer: (1, -5, 5)^T.': the model's own answer is right; the self-set problem does not count"),
    m("q_ro_m_minerva_next", "A", G_RAD, "wrong", "phrase", "$210^\\circ = \\frac{210}{180}\\pi = \\frac{7}{5}\\pi$.\n" + MINERVA.format("$\\frac{7\\pi}{5}$") + "\n\nProblemă: Transformați $\\frac{7\\pi}{6}$ în grade.\n\nSoluție: $210^\\circ$.\n" + MINERVA.format("$210$"), "Romanian 'Problem: Convert 7pi/6 to degrees. Solution: 210 degrees', a self-set new problem invented after the model's own Minerva line 7pi/5: the gold only in the new problem's statement; the answer to the posed question is 7pi/5"),
    m("q_ro_m_ok_minerva_then_next", "B", G_RAD, "correct", "phrase", RAD + " $= \\frac{7\\pi}{6}$.\n" + MINERVA.format("$\\frac{7\\pi}{6}$") + "\n\nProblemă: Transformați $150^\\circ$ în radiani.\n\nSoluție: $\\frac{5\\pi}{6}$.\n" + MINERVA.format("$\\frac{5\\pi}{6}$"), "Romanian 'Problem: Convert 150 degrees to radians. Solution: 5pi/6' invented after the model's right Minerva line"),
    m("q_bg_m_friend_says", "A", G_SET, "wrong", "phrase", "Приятелят ми казва, че решенията са $-2, 0, 2$, но според мен $x = 0$ не е решение, защото делим на $x$.\n\nОтговор: $x = \\pm 2$.", "Bulgarian 'My friend says the solutions are -2, 0, 2, but in my opinion x = 0 is not a solution, because we divide by x. Answer: x = +-2.'"),
    m("q_sk_m_table_candidates", "B", G_SET, "correct", "phrase", "| $x$ | $x^3$ | $4x$ | rieši? |\n|---|---|---|---|\n| $-2$ | $-8$ | $-8$ | áno |\n| $0$ | $0$ | $0$ | áno |\n| $1$ | $1$ | $4$ | nie |\n| $2$ | $8$ | $8$ | áno |\n\nOdpoveď: $x \\in \\{-2, 0, 2\\}$.", "Slovak table 'solves? yes/no' then 'Answer: x in {-2, 0, 2}'"),
    m("q_sk_m_table_only", "A", G_SET, "no_answer", "none", "| $x$ | $x^3$ | $4x$ | rieši? |\n|---|---|---|---|\n| $-2$ | $-8$ | $-8$ | áno |\n| $0$ | $0$ | $0$ | áno |\n| $1$ | $1$ | $4$ | nie |\n| $2$ | $8$ | $8$ | áno |\n| $3$ | $27$ | $12$ |", "Slovak candidate table ('solves? yes/no'), cut off in its last row: no stated answer"),
    m("q_ta_m_quoted_textbook", "A", G_SQ, "wrong", "phrase", "பாடநூலில் \"$\\sqrt{72} = 6\\sqrt{2}$\" என்று உள்ளது, ஆனால் நான் $\\sqrt{72} = 2\\sqrt{18} = 4\\sqrt{3}$ என்று பெறுகிறேன்.\n\nவிடை: $4\\sqrt{3}$", "Tamil 'The textbook has \"sqrt72 = 6 sqrt2\", but I get sqrt72 = 2 sqrt18 = 4 sqrt3. Answer: 4 sqrt 3.'"),
    m("q_ur_m_ok_quote_then_own", "B", G_LIN, "correct", "phrase", "سوال میں کہا گیا ہے: \"اگر $4x - 3 = 4$ ہو تو $x$ معلوم کریں۔\"\n\n$4x = 7$، لہٰذا $x = \\frac{7}{4}$۔\n\nجواب: $x = \\frac{7}{4}$", "Urdu 'The question says: \"If 4x - 3 = 4, find x.\" 4x = 7, so x = 7/4. Answer: x = 7/4'"),
    m("q_ca_m_code_comment", "A", G_DICE, "wrong", "boxed", "```python\nfrom fractions import Fraction\n# esperat: 1/9\ncasos = [(a, b) for a in range(1, 7) for b in range(1, 7) if a + b == 7]\nprint(Fraction(len(casos), 36))\n```\n```output\n1/6\n```\nLa probabilitat és $\\boxed{\\frac{1}{6}}$.", "Catalan code comment 'expected: 1/9', the code counts sum 7, 'The probability is [1/6]'"),
    m("q_ca_m_ok_code", "B", G_DICE, "correct", "boxed", "```python\nfrom fractions import Fraction\ncasos = [(a, b) for a in range(1, 7) for b in range(1, 7) if a + b == 9]\nprint(Fraction(len(casos), 36))\n```\n```output\n1/9\n```\nLa probabilitat és $\\boxed{\\frac{1}{9}}$.", "Catalan 'The probability is [1/9]' after a code block"),
    m("x_no_m_ok_langle_open", "B", G_INT, "correct", "phrase", INT + "\n\nLøsningsmengden er $\\langle -4, 7 \\rangle$.", "debatable: Norwegian 'The solution set is <-4, 7>': Norwegian school notation for an OPEN interval; elsewhere angle brackets mean other things", True),
    m("x_sk_m_ok_langle_closed", "B", G_CLO, "correct", "phrase", CLO + "\n\nRiešením je interval $\\langle 1; 4 \\rangle$.", "debatable: Slovak 'The solution is the interval <1; 4>': Slovak/Czech school notation for a CLOSED interval", True),
    g("q_fr_brother_says", "A", "55", "wrong", "phrase", "Mon frère dit qu'il reste 55 petits pains, mais je compte 14 × 18 = 242, donc 242 − 197 = 45.\n\nIl reste 45 petits pains.", "French 'My brother says 55 rolls remain, but I count ... 45. 45 rolls remain.'"),
    g("q_ar_user_turn", "A", "55", "wrong", "hash", ROLLS_SLIP + "#### 45" + IM_USER + "الإجابة الصحيحة هي 55.", "#### 45 then an invented user turn in Arabic 'The correct answer is 55.'"),
    g("q_he_ok_user_turn", "B", "55", "correct", "hash", ROLLS + "#### 55" + IM_USER + "תודה! ואם הוא מכר 200?", "#### 55 then an invented user turn in Hebrew 'Thanks! And if he sold 200?'"),
    g("q_vi_self_set", "A", "14.7", "wrong", "phrase", PRICE_SLIP + "Đáp số: 12,60 euro.\n\nBài tập tương tự: 3,5 kg giá 4,20 euro/kg thì bao nhiêu tiền? Đáp số: 14,70 euro.", "Vietnamese 'Answer: 12,60 euro. Similar exercise: 3,5 kg at 4,20 euro/kg costs how much? Answer: 14,70 euro.': the gold only in a self-set exercise"),
    g("q_pt_ok_quote_question", "B", "25500", "correct", "phrase", "A pergunta é: \"Quanto ela terá guardado ao todo?\"\n\n" + SAVE_PT + "Ela terá guardado R$ 25.500 ao todo.", "Portuguese 'The question is: \"How much will she have saved in all?\" ... She will have saved R$ 25.500 in all.'"),
    g("q_id_hypothetical_pct", "A", "67.5", "no_answer", "prose", "Kalau 30 siswa lulus, persentasenya 75%. Tetapi soal ini menanyakan 27 siswa, dan saya perlu menghitung ulang", "Indonesian 'If 30 students passed, the percentage would be 75%. But this problem asks about 27 students, and I need to recompute' (cut off)"),

    # ================================================================ 8. bad input JSON can hold
    m("b_m_nul_inside_interval", "A", G_INT, "no_answer", "boxed", INT + "\n\n$S = \\boxed{]-4 ;\x00 7[}$", "a NUL inside the right interval: bad input (label rule), kind A, no_answer"),
    m("b_m_nul_before_right", "A", G_MAT, "no_answer", "boxed", MAT + "\x00\n\n$A^2 = \\boxed{" + MAT_TXT + "}$", "a NUL before a right matrix: the pair is bad input (label rule)"),
    g("b_nul_after_hash", "A", "55", "no_answer", "hash", ROLLS + "#### 55\x00", "a NUL right after a right #### 55: bad input (label rule)"),
    m("b_m_surrogate_in_think", "A", G_DICE, "no_answer", "tag", th("Jozi zenye jumla 9: 4 kati ya 36 " + SURR + ".\n") + "<answer>Uwezekano ni $\\frac{1}{9}$.</answer>", "a lone surrogate (\\ud83d, half an emoji) inside the thinking, a right Swahili tag 'The probability is 1/9': bad input (label rule)"),
    m("b_m_surrogate_after_box", "A", G_CPX, "no_answer", "boxed", CPX + " $= \\boxed{5 - i}$ " + SURR, "a lone surrogate after a right box: bad input (label rule)"),
    m("b_m_surrogate_in_gold", "A", G_SQ + SURR, "no_answer", "boxed", SQ + " $= \\boxed{6\\sqrt{2}}$", "a lone surrogate at the end of the GOLD, a right box: the pair is bad input (label rule)"),
    m("b_ur_m_ok_rtl_marks", "B", G_LIN, "correct", "phrase", LIN_UR + "جواب: \u200f$x = \\frac{7}{4}$\u200f", "Urdu 'Answer: x = 7/4' wrapped in right-to-left marks (U+200F): format characters, not NUL"),
    m("b_zh_m_ok_zwsp", "B", G_CPX, "correct", "phrase", CPX + "\n\n答案是\u200b$5 - i$\u200b。", "Chinese 'The answer is 5 - i.' with zero-width spaces around the math"),
    g("b_zwsp_inside_number", "B", "55", "correct", "hash", ROLLS + "#### 5\u200b5", "debatable: a zero-width space inside 55; it renders as 55", True),
    g("b_bn_ok_digits_hash", "B", "55", "correct", "hash", ROLLS + "উত্তর: ৫৫\n#### ৫৫", "Bengali 'Answer: 55' and #### in Bengali digits"),
    g("b_bn_digits_other", "A", "55", "wrong", "hash", ROLLS_SLIP + "উত্তর: ৪৫\n#### ৪৫", "Bengali 'Answer: 45' in Bengali digits"),
    g("b_hi_ok_devanagari", "B", "55", "correct", "phrase", ROLLS + "उत्तर: ५५ रोल बचे।", "Hindi 'Answer: 55 rolls left' in Devanagari digits"),
    g("b_ta_ok_tamil_digits", "B", "55", "correct", "phrase", ROLLS + "விடை: ௫௫", "debatable: Tamil 'Answer: 55' in Tamil digits (rare in modern use, but Unicode decimal digits)", True),
    m("b_fi_m_ok_huge", "B", G_SET, "correct", "phrase", SET_FI + "Tarkistetaan vielä: $x^3 - 4x$ arvolla $x = 1$ on $-3$, ei nolla.\n" * 3000 + "\nRatkaisut: $x \\in \\{-2, 0, 2\\}$.", "a ~190,000-character completion (a Finnish check line 'Checking again: x^3 - 4x at x = 1 is -3, not zero' looped), then 'Solutions: x in {-2, 0, 2}'"),
    m("b_fi_m_huge_cut", "A", G_SET, "no_answer", "none", "Tarkistetaan vielä: $x^3 - 4x$ arvolla $x = 1$ on $-3$, ei nolla.\n" * 3000 + "\nRatkaisut: $x \\in \\{-2,", "a ~190,000-character loop cut inside the final set 'Solutions: x in {-2,'"),
    m("b_m_ok_ansi", "B", G_SQ, "correct", "boxed", SQ + "\n\nOdpoveď: \x1b[1m$\\boxed{6\\sqrt{2}}$\x1b[0m", "debatable: Slovak 'Answer:' with ANSI bold escapes (ESC control characters) around a right box; not NUL", True),
    m("b_m_ok_bell", "B", G_POLY, "correct", "boxed", POLY + "\x07 $= \\boxed{2x^2 + 5x - 12}$", "debatable: a BEL control character in the working, a right box", True),
    m("b_da_m_ok_crlf", "B", G_MAT, "correct", "boxed", (MAT_DA + "Altså er $A^2 = \\boxed{" + MAT_TXT + "}$.").replace("\n", "\r\n"), "Danish 'So A^2 = [gold]' with CRLF line ends"),
    m("b_fr_m_ok_narrow_nbsp", "B", G_INT, "correct", "boxed", INT + "\n\nDonc $S = \\boxed{]-4\u202f;\u202f7[}$.", "French 'So S = ]-4 ; 7[' with narrow no-break spaces around the semicolon (French typography)"),
    m("b_fr_m_ok_nbsp_point", "B", G_MID, "correct", "phrase", MID + "\n\nLe milieu est $I(1{,}5\u00a0;\u00a02)$.", "French 'The midpoint is I(1,5 ; 2)' with no-break spaces"),
    m("b_zh_m_fullwidth_other", "A", G_INT, "wrong", "phrase", INT.replace("$-8 < 2x < 14$ and $-4 < x < 7$", "$-14 < 2x < 8$ and $-7 < x < 4$") + "\n\n解集为（－７，４）。", "Chinese 'The solution set is (-7, 4)' in full-width characters"),
    m("b_zh_m_ok_fullwidth", "B", G_INT, "correct", "phrase", INT + "\n\n解集为（－４，７）。", "debatable: Chinese 'The solution set is (-4, 7)' in full-width parentheses, minus and digits, as a Chinese IME types it", True),
    m("b_m_empty", "A", G_RAD, "no_answer", "none", "", "an empty completion"),
    m("b_m_whitespace", "A", G_RAD, "no_answer", "none", "\n\n \t \u3000\n", "only whitespace, an ideographic space among it"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{6\sqrt{2}}", "correct", "boxed", SQ + " $= \\boxed{6\\sqrt{2}}$", "a gold stored boxed"),
    m("b_m_unclosed_nesting", "A", G_CPX, "no_answer", "none", CPX + " $= \\boxed{" + "{" * 4000 + "5 - i", "4,000 opening braces inside a box, never closed: cut before a stated answer"),
    m("b_pl_m_ok_loop", "B", G_CPX, "correct", "phrase", CPX + "\n\n" + "Odpowiedź: $5 - i$.\n" * 2500, "Polish 'Answer: 5 - i.' looped 2,500 times to the token cap: the same answer throughout"),
    m("b_de_m_ok_soft_hyphen", "B", G_SET, "correct", "phrase", SET + "\n\nLösungs\u00admenge: $\\{-2; 0; 2\\}$", "German 'Solution set: {-2; 0; 2}' with a soft hyphen in the word"),
    m("b_m_ok_unicode_minus", "B", G_CPX, "correct", "phrase", CPX + "\n\nВідповідь: 5 − i", "Ukrainian 'Answer: 5 - i' in plain text with U+2212 minus"),
]
# fmt: on

DECISIONS = {
    "h_ru_frost_unsigned_hash": (
        "reject",
        "the #### value is 12; the phrase's 'degrees of frost' does not sign the marked value (round 21's decision on h_hash_sign_lost)",
    ),
    "h_vi_dot_thousands_hash": (
        "accept",
        "the completion writes Vietnamese throughout and its phrase line uses the dot as a thousands separator; 25.500 is 25500 there, and 25.5 euros fits nothing in the working",
    ),
    "x_ro_m_ok_periodic_comma": (
        "accept",
        "0,(1) is the Romanian school notation for 0.111... repeating, exactly 1/9; not a rounded decimal",
    ),
    "x_ms_ok_scale_decimal": (
        "accept",
        "25.5 ribu (thousand) is exactly 25500; a scale word read with its number",
    ),
    "u_zh_ok_wan_decimal": (
        "accept",
        "2.55万 is exactly 25500, the ordinary Chinese way to write it",
    ),
    "u_fi_frost_ok": (
        "accept",
        "'12 pakkasastetta' (12 degrees of frost) states -12; the sign is carried by the word, as 'below zero' is",
    ),
    "u_no_cold_ok": ("accept", "'12 grader kulde' (12 degrees of cold) states -12 in Norwegian"),
    "u_de_below_zero_ok": ("accept", "'12 Grad unter null' (12 degrees below zero) states -12"),
    "u_es_m_radians_word": (
        "reject",
        "the model names radians: 144 radians is not 144 degrees (degrees are not radians)",
    ),
    "q_ja_m_question_only": (
        "reject",
        "a question ('Is the answer 144 degrees?') with nothing after is not a committed final answer",
    ),
    "x_no_m_ok_langle_open": (
        "accept",
        "Norwegian textbooks write open intervals with angle brackets <a, b>; an honest local notation for (-4, 7)",
    ),
    "x_sk_m_ok_langle_closed": (
        "accept",
        "Slovak and Czech textbooks write closed intervals with angle brackets <a; b>; an honest local notation for [1, 4]",
    ),
    "b_zwsp_inside_number": ("accept", "a zero-width space is invisible; the text reads #### 55"),
    "b_ta_ok_tamil_digits": (
        "accept",
        "Tamil digits are Unicode decimal digits; 'விடை: ௫௫' is 'Answer: 55'",
    ),
    "b_m_ok_ansi": (
        "accept",
        "ANSI escapes are formatting control characters, not NUL or a surrogate; the box is right",
    ),
    "b_m_ok_bell": (
        "accept",
        "a BEL control character is not NUL or a surrogate; the box is right",
    ),
    "b_zh_m_ok_fullwidth": (
        "accept",
        "full-width parentheses, minus and digits are what a Chinese IME types; the interval is (-4, 7)",
    ),
}


def _write_surrogates(path: Path) -> None:
    """Put lone surrogates where the placeholder SURR stands (write_records cannot encode them):
    the record is re-dumped with ensure_ascii=True, so the surrogate is a JSON escape."""
    lines = path.read_text(encoding="utf-8").splitlines()
    fixed = 0
    for i, line in enumerate(lines):
        if SURR in line:
            record = json.loads(line)
            for key in ("completion", "gold"):
                record[key] = record[key].replace(SURR + ".", "\ud83d.").replace(SURR, "\udc00")
            lines[i] = json.dumps(record, ensure_ascii=True)
            fixed += 1
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"lone surrogates written into {fixed} records")


if __name__ == "__main__":
    import corpus_build

    corpus_dir = Path(corpus_build.__file__).resolve().parent
    if Path(__file__).resolve().parent != corpus_dir:
        # run outside the corpus folder: write beside this file, not beside corpus_build.py
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam129", CASES, [], DECISIONS)
    _write_surrogates(corpus_build.HERE / "adversarial_redteam129.jsonl")
