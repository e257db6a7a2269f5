r"""Build adversarial_redteam118.jsonl: a hundred-and-eighteenth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam118", issue 25), by a new author,
written WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file or any corpus .jsonl, and WITHOUT running the checker, `reason-ppo check`, math-verify, sympy
or any grader on the probes; handed over BEFORE any scoring. Not model output. Only
corpus/README.md (label conventions), corpus_build.py (helpers) and build_adversarial_redteam21.py
(structure and label rules) were read. Python was used for plain arithmetic only.

Aim of this round: final answers in languages other than English, in 30+ languages (French,
German, Spanish, Portuguese, Italian, Catalan, Romanian, Dutch, Danish, Norwegian, Swedish, Finnish,
Hungarian, Polish, Czech, Slovak, Serbian (Cyrillic and Latin), Bulgarian, Russian, Ukrainian,
Greek, Turkish, Arabic, Hebrew, Persian, Urdu, Hindi, Bengali, Tamil, Chinese, Japanese, Korean,
Vietnamese, Thai, Indonesian, Malay, Swahili), about 60 % on the MATH path: intervals written the
local way (`]-4 ; 7[`, `\left]a ; b\right[`), decimal commas in coordinates and vectors
(`(1,5 ; 2)`), transposed vectors, sets with semicolons, matrices, roots listed in words
("x = 2 y x = 5"), degrees and radians named in the language, "that is" / "i.e." glosses, fractions
in words, answer tags holding sentences, self-corrections, retractions and checks in the language;
and 40 % GSM8K: money and units the local way (`292,50 €`, `₹1,25,000`, `22.080 TSh`), thousands
with dots, spaces, thin spaces and apostrophes, number words, native digits, corrections and
checks phrased natively, hypothetical and reported speech. Every non-English answer sentence has
an English gloss in its note.

Problems, golds and the arithmetic (checked by hand):
GSM8K
- cookies: 14 trays of 36 = 504; 504 - 287 sold = 217 (gold 217). Slip: 278 sold -> 226
  (check 226 + 278 = 504).
- hotel: 3 nights at 89.50 EUR = 268.50; + 24 tax = 292.50 (gold 292.5). Without tax 268.5.
- harvest: 6 fields x 1250 kg = 7500; + 2740 = 10240 (gold 10240). Without the extra 7500.
- temperature: -3 - 4 - 4 = -11 (gold -11). Sign lost: 11.
- exam: 18 of 40 pass, 18 / 40 = 0.45 = 45 % (gold 45). The failing share 55 %.
- trip: 2.5 h at 84 km/h = 210 km (gold 210). In metres 210000; the time 150 min.
- salary: 1840 a month x 12 = 22080 (gold 22080). Per month 1840.
- rent: 25,000 rupees a month x 5 = 125000 (gold 125000, Indian grouping 1,25,000).
- eggs: 9 dozen = 9 x 12 = 108 (gold 108).
MATH
- |2x - 3| < 11 -> -8 < 2x < 14 -> -4 < x < 7: gold (-4, 7).
- x^2 - 4x - 12 <= 0, (x - 6)(x + 2): gold [-2, 6] (36 - 24 - 12 = 0, 4 + 8 - 12 = 0).
- midpoint of (-1, 3) and (4, 1): ((-1 + 4)/2, (3 + 1)/2) = (3/2, 2): gold \left(\frac{3}{2}, 2\right).
- (3, -1, 2) - 2(1, 2, -1) = (1, -5, 4): gold a pmatrix column.
- x^2 - 7x + 10 = (x - 2)(x - 5): gold "2, 5" (4 - 14 + 10 = 0, 25 - 35 + 10 = 0).
- inverse of [[2, 1], [5, 3]]: det 6 - 5 = 1, inverse [[3, -1], [-5, 2]] (product checked = I).
- interior angle of a regular pentagon: 540 / 5 = 108 (gold 108, degrees; 3\pi/5 in radians).
- 150 degrees in radians: 150/180 = 5/6 -> gold \frac{5\pi}{6}.
- two dice summing to 8: (2,6) (3,5) (4,4) (5,3) (6,2) = 5 of 36: gold \frac{5}{36} (0.1388...).
- (2 + 3i)(1 - i) = 2 - 2i + 3i + 3 = 5 + i: gold 5 + i.
- (x - 3)(x + 5) = x^2 + 2x - 15: gold x^2 + 2x - 15.
- \sqrt{72} = \sqrt{36 * 2} = 6\sqrt{2} (8.4852...): gold 6\sqrt{2}.
- x^3 = 4x -> x(x - 2)(x + 2) = 0: gold -2, 0, 2.
- x^2 > 9: gold (-\infty, -3) \cup (3, \infty).
- -2 <= 3 - x < 2 -> 1 < x <= 5: gold (1, 5].
- 4x - 3 = 4 -> x = 7/4 = 1.75 exactly: gold \frac{7}{4}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number (unit words are a
closed list); `r_` retractions, self-corrections and checks after the answer; `q_` quoted,
reported, hypothetical, other-part and invented-turn text; `b_` bad input a JSON corpus can hold.
`_m_` after the prefix marks a MATH probe, `_ok_` kind B. The two-letter tag after that names the
language of the answer sentence (ISO 639-1, `sr` Serbian, `ms` Malay, ...).

Label conventions: corpus/README.md ("How labels were made") and round 21. The last final answer
counts; a hedge or two different final answers is `wrong`; no final answer (cut off, only a
negation, only a quotation or a hypothetical) is `no_answer`; an equal value in another honest
notation (a decimal comma, a thousands dot / space / apostrophe, native digits, a number word, a
local interval bracket `]a ; b[`, `(1,5 ; 2)`, a transposed vector, a set, roots joined by the
language's "and" / "or") is `correct`; another quantity (a subtotal, the other unit, the per-item
value) is `wrong`; a decimal for an exact irrational or repeating gold is `wrong`, a decimal that
equals the gold exactly is `correct`; degrees are not radians; a percent gold accepts `45 %`; a
number followed by a word that changes it (dozen, thousand, fewer, "below zero" on a positive
number...) is `wrong`, a unit word is harmless; an "i.e." gloss restating the same value is
harmless, one giving another value is a second answer (`wrong`); a check or pleasantry after a
committed answer does not replace it, a correction in the language ("Wait", "Edit", "no,
actually") makes the corrected value final, a withdrawal with nothing new leaves no answer; text in
an invented next turn, a quotation, a reported speech or a hypothetical is not the model's answer;
in an `<answer>` tag a sentence or an equation is read for the value it states.
Length: the short workings are written once (constants below); `lengthen` gives three probes in four
that hold one a long shape (the native long working in the probe's language, or an English R1
thinking block, as distilled R1 models think in English and answer in the user's language), so
about half the probes are long (450+ characters); no long shape adds a value other than the
working's own. A NUL anywhere
makes the pair bad input -> kind A, truth `no_answer` (noted). Lone surrogates cannot be written by
`write_probes` (UTF-8 encoding of the file fails), so this round has none; NUL, C0/C1 controls,
ANSI escapes, bidi marks, BOM, zero-width characters and huge inputs (~160 000 characters) stand in. Debatable probes
carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision proposed.

Usage: python packages/check/corpus/build_adversarial_redteam118.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
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

# ================================================================ GSM8K working (several languages)
# cookies: 14 * 36 = 504; 504 - 287 = 217. Slip: 504 - 278 = 226.
COOK = "Die Bäckerin backt 14 Bleche mit je 36 Keksen: 14 · 36 = <<14*36=504>>504 Kekse.\nSie verkauft 287 Kekse: 504 − 287 = <<504-287=217>>217 Kekse bleiben übrig.\n"
COOK_SLIP = "Die Bäckerin backt 14 Bleche mit je 36 Keksen: 14 · 36 = <<14*36=504>>504 Kekse.\nSie verkauft 278 Kekse: 504 − 278 = <<504-278=226>>226 Kekse bleiben übrig.\n"
# hotel: 3 * 89.50 = 268.50; + 24 = 292.50.
HOTEL = "3 nuits à 89,50 € : 3 × 89,50 = <<3*89.5=268.5>>268,50 €.\nAvec la taxe de séjour de 24 € : 268,50 + 24 = <<268.5+24=292.5>>292,50 €.\n"
HOTEL_NOTAX = "3 nuits à 89,50 € : 3 × 89,50 = <<3*89.5=268.5>>268,50 €.\n"
# harvest: 6 * 1250 = 7500; + 2740 = 10240.
FARM = "6 mező × 1250 kg = <<6*1250=7500>>7500 kg.\nA pótlással együtt 7500 + 2740 = <<7500+2740=10240>>10240 kg a termés.\n"
FARM_SHORT = "6 mező × 1250 kg = <<6*1250=7500>>7500 kg.\n"
# temperature: -3 - 4 - 4 = -11.
TEMP = "Lämpötila on aluksi −3 astetta ja laskee kahdesti 4 astetta: −3 − 4 − 4 = <<-3-4-4=-11>>−11 astetta.\n"
# exam: 18 / 40 * 100 = 45.
PCT = "Aprobaron 18 de los 40 alumnos: 18 / 40 × 100 = <<18/40*100=45>>45 %.\n"
# trip: 2.5 * 84 = 210.
TRIP = "За 2,5 часа при скорости 84 км/ч: 2,5 × 84 = <<2.5*84=210>>210 км.\n"
# salary: 1840 * 12 = 22080.
SAL = "Mshahara wa mwezi ni shilingi 1840; kwa miezi 12: 1840 × 12 = <<1840*12=22080>>22080.\n"
# rent: 25000 * 5 = 125000.
RENT = "हर महीने किराया ₹25,000 है, 5 महीनों के लिए: 25000 × 5 = <<25000*5=125000>>125000 रुपये।\n"
# eggs: 9 * 12 = 108.
EGG = "9 dusin æg: 9 × 12 = <<9*12=108>>108 æg.\n"

# ================================================================ MATH working
G_INT = "(-4, 7)"
INT_FR = r"On résout $|2x - 3| < 11$ : $-11 < 2x - 3 < 11 \iff -8 < 2x < 14 \iff -4 < x < 7$."
G_CLO = "[-2, 6]"
CLO = r"$x^2 - 4x - 12 = (x - 6)(x + 2) \le 0$, $x_1 = -2$, $x_2 = 6$."
G_MID = r"\left(\frac{3}{2}, 2\right)"
MID = r"$M = \left(\frac{-1 + 4}{2}, \frac{3 + 1}{2}\right)$"
G_VEC = r"\begin{pmatrix} 1 \\ -5 \\ 4 \end{pmatrix}"
VEC = r"$\vec v = (3, -1, 2) - 2(1, 2, -1) = (3 - 2, -1 - 4, 2 + 2)$"
G_ROOT = "2, 5"
ROOT = r"$x^2 - 7x + 10 = (x - 2)(x - 5) = 0$"
G_MAT = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
MAT = r"$\det A = 2 \cdot 3 - 1 \cdot 5 = 1$, $A^{-1} = \frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$"
MAT_PM = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
G_PENT = "108"
PENT = r"$\frac{(5 - 2) \cdot 180^\circ}{5} = \frac{540^\circ}{5}$"
G_RAD = r"\frac{5\pi}{6}"
RAD = r"$150^\circ \cdot \frac{\pi}{180^\circ} = \frac{150\pi}{180}$"
G_DICE = r"\frac{5}{36}"
DICE = "(2,6), (3,5), (4,4), (5,3), (6,2): 5 / 36"
G_CPX = "5 + i"
CPX = r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3$"
G_POLY = "x^2 + 2x - 15"
POLY = r"$(x - 3)(x + 5) = x^2 + 5x - 3x - 15$"
G_SQ = r"6\sqrt{2}"
SQ = r"$\sqrt{72} = \sqrt{36 \cdot 2}$"
G_CUBE = "-2, 0, 2"
CUBE = r"$x^3 - 4x = x(x - 2)(x + 2) = 0$"
G_UNI = r"(-\infty, -3) \cup (3, \infty)"
UNI = r"$x^2 > 9 \iff |x| > 3$"
G_HALF = "(1, 5]"
HALF = r"$-2 \le 3 - x < 2 \iff -5 \le -x < -1 \iff 1 < x \le 5$"
G_LIN = r"\frac{7}{4}"
LIN = r"$4x - 3 = 4 \iff 4x = 7$"

# ================================================================ long working
# Long versions of the working (Llama 3 steps, Qwen2.5-Math steps, R1-style self-checks), each
# ending in the same values as the short one. `lengthen` gives three probes in four that hold a short
# working a long shape, so about half the probes are long.
NATIVE = {
    COOK: llama(
        (
            "Die Gesamtzahl der Kekse berechnen",
            "Die Bäckerin backt 14 Bleche, und auf jedem Blech liegen 36 Kekse. Also hat sie insgesamt 14 · 36 = 504 Kekse gebacken (14 · 30 = 420 und 14 · 6 = 84, zusammen 504).",
        ),
        (
            "Die verkauften Kekse abziehen",
            "Im Laufe des Tages verkauft sie 287 Kekse. Es bleiben 504 − 287 = 217 Kekse übrig.",
        ),
        ("Das Ergebnis überprüfen", "217 + 287 = 504, und 504 : 14 = 36. Das passt."),
    ),
    HOTEL: qwen(
        "Pour trouver le coût total du séjour, nous procédons étape par étape.",
        ("Prix des nuits", "Le séjour dure 3 nuits à 89,50 € la nuit : 3 × 89,50 = 268,50 €."),
        (
            "Taxe de séjour",
            "On ajoute la taxe de séjour forfaitaire de 24 € : 268,50 + 24 = 292,50 €.",
        ),
        ("Vérification", "292,50 − 24 = 268,50 et 268,50 ÷ 3 = 89,50. ✓"),
    ),
    FARM: "Lépésenként oldjuk meg a feladatot.\n\n1. lépés: Egy mezőről 1250 kg termés származik, és 6 mező van, tehát 6 × 1250 = 7500 kg.\n\n2. lépés: Ehhez jön még a pótlás, 2740 kg: 7500 + 2740 = 10240 kg.\n\n3. lépés: Ellenőrzés: 10240 − 2740 = 7500, és 7500 : 6 = 1250. Rendben.\n\n",
    TEMP: "Ratkaistaan vaihe vaiheelta.\n\n1. Lämpötila on aluksi −3 astetta.\n2. Ensimmäinen lasku: −3 − 4 = −7 astetta.\n3. Toinen lasku: −7 − 4 = −11 astetta.\n4. Tarkistus: −11 + 8 = −3. ✓\n\n"
    + TEMP,
    PCT: llama(
        ("Identificar los datos", "Hay 40 alumnos en total y 18 de ellos aprobaron el examen."),
        ("Calcular la fracción", "La fracción de aprobados es 18 / 40 = 9 / 20 = 0,45."),
        ("Convertir a porcentaje", "0,45 × 100 = 45 %. Comprobación: el 45 % de 40 es 18. ✓"),
    ),
    TRIP: qwen(
        "Решим задачу по шагам.",
        ("Данные", "Автомобиль едет 2,5 часа со скоростью 84 км/ч."),
        ("Расстояние", "s = v · t = 84 · 2,5 = 168 + 42 = 210 км."),
        ("Проверка", "210 : 84 = 2,5 ч. ✓"),
    ),
    SAL: "Tutatue hatua kwa hatua.\n\nHatua ya 1: Mshahara wa mwezi mmoja ni shilingi 1840.\n\nHatua ya 2: Mwaka una miezi 12, kwa hiyo 1840 × 12 = 18400 + 3680 = 22080.\n\nHatua ya 3: Hakiki: 22080 ÷ 12 = 1840. Sawa.\n\n",
    EGG: llama(
        ("Find antallet af æg i et dusin", "Et dusin er 12 stk."),
        ("Gang med antallet af dusin", "Der er 9 dusin, så 9 × 12 = 108 æg."),
        ("Kontrol", "108 : 12 = 9 dusin. ✓"),
    ),
    INT_FR: qwen(
        r"Pour résoudre l'inéquation $|2x - 3| < 11$, on utilise la propriété $|u| < a \iff -a < u < a$ pour $a > 0$.",
        ("Encadrement", r"$-11 < 2x - 3 < 11$."),
        ("On ajoute 3", r"$-8 < 2x < 14$."),
        ("On divise par 2", r"$-4 < x < 7$. Les bornes sont exclues car l'inégalité est stricte."),
    ),
    MID: llama(
        (
            "Mittelpunktformel",
            r"Für $A(x_1, y_1)$ und $B(x_2, y_2)$ ist $M = \left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right)$.",
        ),
        (
            "Einsetzen",
            r"Mit $A(-1, 3)$ und $B(4, 1)$: $x_M = \frac{-1 + 4}{2} = \frac{3}{2} = 1{,}5$ und $y_M = \frac{3 + 1}{2} = 2$.",
        ),
    )
    + r"$M = \left(\frac{-1 + 4}{2}, \frac{3 + 1}{2}\right)$",
    ROOT: qwen(
        r"Resolvemos la ecuación cuadrática $x^2 - 7x + 10 = 0$.",
        (
            "Buscar dos números",
            r"Necesitamos dos números cuyo producto sea $10$ y cuya suma sea $7$: son $2$ y $5$.",
        ),
        ("Factorizar", r"$x^2 - 7x + 10 = (x - 2)(x - 5)$."),
        ("Comprobar", r"$2^2 - 14 + 10 = 0$ y $5^2 - 35 + 10 = 0$."),
    )
    + r"$x^2 - 7x + 10 = (x - 2)(x - 5) = 0$",
    MAT: "Pentru o matrice $2 \\times 2$, $\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}^{-1} = \\frac{1}{ad - bc}\\begin{pmatrix} d & -b \\\\ -c & a \\end{pmatrix}$.\n\nAici $a = 2$, $b = 1$, $c = 5$, $d = 3$.\n\n"
    + MAT,
    PENT: llama(
        (
            "Summa kątów wewnętrznych",
            r"Suma kątów wewnętrznych $n$-kąta wynosi $(n - 2) \cdot 180^\circ$; dla $n = 5$ jest to $540^\circ$.",
        ),
        (
            "Jeden kąt",
            r"Pięciokąt foremny ma $5$ równych kątów, więc każdy ma $540^\circ / 5 = 108^\circ$.",
        ),
    )
    + PENT,
    DICE: "Σύνολο δυνατών αποτελεσμάτων: $6 \\cdot 6 = 36$.\nΕυνοϊκά ζεύγη με άθροισμα 8:\n\n| ζάρι 1 | ζάρι 2 |\n|---|---|\n| 2 | 6 |\n| 3 | 5 |\n| 4 | 4 |\n| 5 | 3 |\n| 6 | 2 |\n\n"
    + DICE,
    CUBE: qwen(
        r"Rešime rovnicu $x^3 = 4x$. Nesmieme deliť $x$, lebo by sme stratili koreň $x = 0$.",
        ("Presun na jednu stranu", r"$x^3 - 4x = 0$."),
        ("Vyňatie", r"$x(x^2 - 4) = x(x - 2)(x + 2) = 0$."),
    )
    + CUBE,
    HALF: llama(
        ("Разделяме неравенството", r"$-2 \le 3 - x$ дава $x \le 5$; $3 - x < 2$ дава $x > 1$."),
        ("Обединяваме", r"$1 < x \le 5$: $1$ не е включено, $5$ е включено."),
    )
    + HALF,
}


NATIVE_LANG = {
    COOK: "de",
    HOTEL: "fr",
    FARM: "hu",
    TEMP: "fi",
    PCT: "es",
    TRIP: "ru",
    SAL: "sw",
    EGG: "da",
    INT_FR: "fr",
    MID: "de",
    ROOT: "es",
    MAT: "ro",
    PENT: "pl",
    DICE: "el",
    CUBE: "sk",
    HALF: "bg",
}
# R1-distill models think in English and answer in the user's language: an English thinking block
# put before the whole completion (when it has none) is the other long shape.
THINK = {
    COOK: "Okay, 14 trays with 36 cookies each. 14 times 36: 14 times 30 is 420, 14 times 6 is 84, total 504. She sells 287. 504 minus 287: 504 - 300 = 204, plus 13 = 217.\nWait, let me re-read: 287 sold, yes. So 217 left.\n",
    HOTEL: "Three nights at 89.50 euros: 89.50 times 3 = 268.50. Plus a flat tax of 24 euros: 292.50.\nHmm, is the tax per night? The problem says a flat 24 euros for the stay, so 292.50.\n",
    FARM: "6 fields, 1250 kg each: 7500 kg. Plus 2740 kg extra: 7500 + 2740 = 10240 kg.\nLet me double-check 7500 + 2740: 7500 + 2000 = 9500, + 740 = 10240. Yes.\n",
    TEMP: "Start at -3. Falls 4 degrees twice: -3 - 4 = -7, -7 - 4 = -11.\nWait, make sure the sign is right: going down from -3 makes it more negative, so -11.\n",
    PCT: "18 out of 40 passed. 18/40 = 0.45 = 45%.\nCheck: 45% of 40 = 18. Good.\n",
    TRIP: "Distance = speed times time = 84 km/h times 2.5 h. 84 * 2 = 168, 84 * 0.5 = 42, total 210 km.\n",
    SAL: "Monthly salary 1840, for a year multiply by 12: 1840 * 10 = 18400, 1840 * 2 = 3680, sum 22080.\n",
    RENT: "25,000 rupees per month for 5 months: 125,000 rupees. In Indian grouping that's 1,25,000.\n",
    EGG: "9 dozen eggs, one dozen is 12, so 9 * 12 = 108 eggs.\n",
    INT_FR: "|2x - 3| < 11 means -11 < 2x - 3 < 11. Add 3: -8 < 2x < 14. Divide by 2: -4 < x < 7. Strict, so open interval.\n",
    MID: "Midpoint of (-1, 3) and (4, 1): ((-1 + 4)/2, (3 + 1)/2) = (3/2, 2) = (1.5, 2).\n",
    VEC: "(3, -1, 2) - 2(1, 2, -1) = (3 - 2, -1 - 4, 2 + 2) = (1, -5, 4).\nWait, third component: 2 - 2*(-1) = 2 + 2 = 4. Right.\n",
    ROOT: "x^2 - 7x + 10: two numbers with product 10 and sum 7: 2 and 5. Roots 2 and 5.\n",
    MAT: "A = [[2, 1], [5, 3]], det = 6 - 5 = 1. Inverse = [[3, -1], [-5, 2]].\nCheck: [[2,1],[5,3]] [[3,-1],[-5,2]] = [[6-5, -2+2], [15-15, -5+6]] = I. Good.\n",
    PENT: "Sum of interior angles of a pentagon: (5 - 2) * 180 = 540. Regular, so each 540/5 = 108 degrees.\n",
    DICE: "Two dice, sum 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5 out of 36.\nWait, is (4,4) counted once? Yes, it is one outcome. So 5/36.\n",
    COOK_SLIP: "Okay, 14 trays with 36 cookies each: 14 times 36 is 504. She sells 278. 504 minus 278 is 226.\n",
    HOTEL_NOTAX: "Three nights at 89.50 euros each: 89.50 times 3 = 268.50 euros.\n",
    FARM_SHORT: "6 fields with 1250 kg each: 6 times 1250 = 7500 kg.\n",
    CLO: "x^2 - 4x - 12 factors as (x - 6)(x + 2). The roots are 6 and -2, and the parabola opens upward.\n",
    POLY: "(x - 3)(x + 5) = x^2 + 5x - 3x - 15 = x^2 + 2x - 15.\n",
    SQ: "sqrt(72) = sqrt(36 * 2) = 6 sqrt(2). Numerically about 8.485, but they want exact form.\n",
    RAD: "Convert 150 degrees to radians: multiply by pi/180. 150/180 = 5/6, so 5pi/6.\nWait, let me double-check: 5pi/6 * 180/pi = 150. Yes.\n",
    CPX: "(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2. i^2 = -1, so -3i^2 = +3. Real: 2 + 3 = 5, imaginary: -2i + 3i = i. So 5 + i.\n",
    UNI: "x^2 > 9: roots of x^2 - 9 are -3 and 3, parabola opens up, positive outside. x < -3 or x > 3, open since strict.\n",
    LIN: "4x - 3 = 4, 4x = 7, x = 7/4 = 1.75. Check: 4 * 1.75 - 3 = 4. Good.\n",
    CUBE: "x^3 = 4x. Don't divide by x. x^3 - 4x = x(x - 2)(x + 2). Roots -2, 0, 2.\n",
    HALF: "-2 <= 3 - x < 2. Subtract 3: -5 <= -x < -1. Multiply by -1 and flip: 1 < x <= 5. So (1, 5].\n",
}


# The verbose framing of a distilled R1's thinking (no numbers in it, so it changes no label).
R1_OPEN = (
    "Okay, let's see. I need to solve this problem step by step and be careful with the arithmetic, because small slips are easy to make here.\n\nFirst, let me restate what is given and what is asked, then compute.\n\n",
    "Alright, so the user has written the question in their own language. Let me first make sure I understand what's being asked before I start computing anything.\n\n",
    "Hmm, okay. Let me think about this carefully. The problem looks straightforward, but I want to set it up properly and not rush.\n\n",
)
R1_MID = (
    "\nLet me re-read the problem statement once more to make sure I didn't misread any number or condition. ... Okay, the numbers are the ones I used, and the condition is the one I applied.\n",
    "\nWait, let me double-check that by going through it again in a slightly different way. ... Yes, I get the same thing the second time, so I'm fairly confident in the computation.\n",
    "\nIs there any trick here? Sometimes these problems hide a condition, like an endpoint, a unit or a sign. I went through the statement and I don't see anything I missed.\n",
)
R1_CLOSE = (
    "\nNow I should present the answer clearly, in the user's language and with the notation they are used to.\n",
    "\nSo I'll write a short solution with the key steps and then state the final answer in the user's language.\n",
)


def _lang(case_id: str) -> str:
    """The language tag in an id (the first two-letter part after the class, `m` and `ok`)."""
    for part in case_id.split("_")[1:]:
        if part not in ("m", "ok") and len(part) == 2:
            return part
    return ""


def lengthen(cases: list[tuple]) -> list[tuple]:
    """Three probes in four (by order) that hold a short working get a long shape: the native long
    working where the probe's language is that working's, else an English thinking block first
    (or, where the probe has its own thinking block, the English thinking inside it, before the
    working)."""
    out, seen = [], 0
    for case in cases:
        text = case[6]
        for short in sorted(set(NATIVE) | set(THINK), key=len, reverse=True):
            if short in text:
                seen += 1
                if seen % 4:
                    k = seen // 4
                    if NATIVE_LANG.get(short) == _lang(case[0]):
                        text = text.replace(short, NATIVE[short], 1)
                    elif short in THINK and "<think>" not in text:
                        bom = "\ufeff" if text.startswith("\ufeff") else ""  # a BOM stays first
                        think = th(R1_OPEN[k % 3] + THINK[short] + R1_MID[k % 3] + R1_CLOSE[k % 2])
                        text = bom + think + "\n" + text[len(bom) :]
                    elif (
                        short in THINK
                    ):  # inside the probe's own thinking block, before the working
                        text = text.replace(
                            short, R1_OPEN[k % 3] + THINK[short] + R1_MID[k % 3] + short, 1
                        )
                    case = case[:6] + (text,) + case[7:]
                break
        out.append(case)
    return out


# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_de_sentence_slip", "A", "217", "wrong", "tag", th(COOK_SLIP + "Also 226.\n") + "<answer>Es bleiben 226 Kekse übrig.</answer>", "German 'There remain 226 cookies' (the 278 misreading); gold 217"),
    g("t_fr_sentence_notax", "A", "292.5", "wrong", "tag", th(HOTEL_NOTAX + "Donc 268,50 €.\n") + "<answer>Le séjour coûte 268,50 €.</answer>", "French 'The stay costs EUR 268.50': the subtotal without the tax"),
    g("t_hu_equation_short", "A", "10240", "wrong", "tag", th(FARM_SHORT) + "<answer>6 × 1250 = 7500 kg</answer>", "an equation in the tag ending at the subtotal 7500"),
    g("t_fi_sign_lost", "A", "-11", "wrong", "tag", th(TEMP) + "<answer>Lämpötila on 11 astetta.</answer>", "Finnish 'The temperature is 11 degrees': the sign lost"),
    g("t_sw_per_month", "A", "22080", "wrong", "tag", th(SAL) + "<answer>Anapata shilingi 1840 kwa mwezi.</answer>", "Swahili 'He earns 1840 shillings a month': the per-month value, not the yearly 22080"),
    g("t_hi_placeholder", "A", "125000", "no_answer", "tag", th(RENT) + "<answer>अंतिम उत्तर यहाँ लिखें</answer>", "Hindi 'write the final answer here': a template placeholder; the gold only in the thinking"),
    g("t_bn_two_tags", "A", "108", "wrong", "tag", th(EGG) + "<answer>১০৮টি ডিম</answer>\n<answer>৯ ডজন = ৯৬টি ডিম</answer>", "Bengali, two tags: '108 eggs' then '9 dozen = 96 eggs'; the last tag states 96"),
    g("t_ta_empty", "A", "210", "no_answer", "tag", th(TRIP + "மொத்த தூரம் 210 கி.மீ.\n") + "<answer> </answer>", "Tamil thinking 'the total distance is 210 km', an empty tag"),
    g("t_ok_de_sentence", "B", "217", "correct", "tag", th(COOK) + "<answer>Es bleiben 217 Kekse übrig.</answer>", "German 'There remain 217 cookies'"),
    g("t_ok_fr_money", "B", "292.5", "correct", "tag", th(HOTEL) + "<answer>Le séjour coûte 292,50 € au total.</answer>", "French 'The stay costs EUR 292,50 in total': a decimal comma and a euro sign"),
    g("t_ok_hu_thousands_space", "B", "10240", "correct", "tag", th(FARM) + "<answer>A termés 10 240 kg.</answer>", "Hungarian 'The harvest is 10 240 kg': a space as thousands separator"),
    g("t_ok_fi_minus", "B", "-11", "correct", "tag", th(TEMP) + "<answer>−11 °C</answer>", "a Unicode minus sign and degrees Celsius"),
    g("t_ok_sw_shilingi", "B", "22080", "correct", "tag", th(SAL) + "<answer>Kwa mwaka anapata shilingi 22,080.</answer>", "Swahili 'In a year he earns 22,080 shillings'"),
    g("t_ok_hi_lakh", "B", "125000", "correct", "tag", th(RENT) + "<answer>कुल किराया ₹1,25,000 है।</answer>", "Hindi 'The total rent is Rs 1,25,000': Indian digit grouping"),
    g("t_ok_bn_digits", "B", "108", "correct", "tag", th(EGG) + "<answer>মোট ১০৮টি ডিম।</answer>", "Bengali 'In all 108 eggs' with Bengali digits"),
    m("t_m_fr_closed_for_open", "A", G_INT, "wrong", "tag", th(INT_FR + "\n") + r"<answer>$x \in [-4 ; 7]$</answer>", "a closed interval [-4 ; 7] for the open gold"),
    m("t_m_fr_halfopen", "A", G_INT, "wrong", "tag", th(INT_FR + "\n") + r"<answer>L'ensemble des solutions est $]-4 ; 7]$.</answer>", "French 'The solution set is ]-4 ; 7]': 7 included, gold open at 7"),
    m("t_m_es_one_root", "A", G_ROOT, "wrong", "tag", th(ROOT + "\n") + "<answer>La raíz positiva mayor es x = 5.</answer>", "Spanish 'The larger positive root is x = 5': one root of two"),
    m("t_m_it_sentence_other", "A", G_CPX, "wrong", "tag", th(CPX.replace("2 + i + 3", "2 + i - 3") + "\n") + r"<answer>Il prodotto è $-1 + i$.</answer>", "Italian 'The product is -1 + i' (sign slip on -3i^2)"),
    m("t_m_ro_transpose_wrong", "A", G_VEC, "wrong", "tag", th(VEC + "\n") + r"<answer>Vectorul este $(1, 5, 4)^T$.</answer>", "Romanian 'The vector is (1, 5, 4)^T': the second component's sign lost"),
    m("t_m_ca_degrees_for_rad", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + "<answer>L'angle mesura 150 graus.</answer>", "debatable: Catalan 'The angle measures 150 degrees': the given degrees restated where the gold is radians (degrees are not radians)", True),
    m("t_m_pl_matrix_transposed", "A", G_MAT, "wrong", "tag", th(MAT + "\n") + r"<answer>$A^{-1} = \begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$</answer>", "the transpose of the inverse: another matrix"),
    m("t_m_zh_decimal_for_sqrt", "A", G_SQ, "wrong", "tag", th(SQ + " = 6\\sqrt{2}\n") + "<answer>约等于 8.49</answer>", "Chinese 'approximately equal to 8.49': a decimal for 6\\sqrt2"),
    m("t_m_ja_placeholder", "A", G_DICE, "no_answer", "tag", th(DICE + "\n") + "<answer>（ここに最終的な答え）</answer>", "Japanese '(the final answer here)': a placeholder"),
    m("t_m_ko_hedge", "A", G_LIN, "wrong", "tag", th(LIN + "\n") + r"<answer>$x = \frac{7}{4}$ 또는 $x = \frac{4}{7}$</answer>", "Korean 'x = 7/4 or x = 4/7': a hedge"),
    m("t_m_sk_other_set", "A", G_CUBE, "wrong", "tag", th(CUBE + "\n") + r"<answer>Riešenia sú $x = 0$ a $x = 2$.</answer>", "Slovak 'The solutions are x = 0 and x = 2': -2 missing"),
    m("t_m_ok_fr_local_interval", "B", G_INT, "correct", "tag", th(INT_FR + "\n") + r"<answer>$S = ]-4 ; 7[$</answer>", "the French open interval ]-4 ; 7[ = (-4, 7)"),
    m("t_m_ok_fr_left_right", "B", G_INT, "correct", "tag", th(INT_FR + "\n") + r"<answer>L'ensemble des solutions est $\left]-4 ; 7\right[$.</answer>", "French 'The solution set is ]-4 ; 7[' with \\left] \\right["),
    m("t_m_ok_es_roots_y", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + "<answer>x = 2 y x = 5</answer>", "Spanish 'x = 2 and x = 5': both roots"),
    m("t_m_ok_pt_roots_ou", "B", G_ROOT, "correct", "tag", th(ROOT + "\n") + "<answer>As raízes são x = 2 ou x = 5.</answer>", "Portuguese 'The roots are x = 2 or x = 5'"),
    m("t_m_ok_de_midpoint_comma", "B", G_MID, "correct", "tag", th(MID + "\n") + "<answer>Der Mittelpunkt ist M(1,5 ; 2).</answer>", "German 'The midpoint is M(1,5 ; 2)': decimal comma, semicolon separator = (3/2, 2)"),
    m("t_m_ok_ro_transpose", "B", G_VEC, "correct", "tag", th(VEC + "\n") + r"<answer>Vectorul este $(1, -5, 4)^T$.</answer>", "Romanian 'The vector is (1, -5, 4)^T': the transposed row is the column gold"),
    m("t_m_ok_ca_rad_named", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>L'angle mesura $\frac{5\pi}{6}$ radiants.</answer>", "Catalan 'The angle measures 5pi/6 radians'"),
    m("t_m_ok_pl_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>Macierz odwrotna: $\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}$</answer>", "Polish 'The inverse matrix:' with a bmatrix"),
    m("t_m_ok_zh_fraction_words", "B", G_DICE, "correct", "tag", th(DICE + "\n") + "<answer>概率是三十六分之五。</answer>", "Chinese 'The probability is five thirty-sixths' in number words"),
    m("t_m_ok_ko_sentence", "B", G_LIN, "correct", "tag", th(LIN + "\n") + r"<answer>따라서 $x = \frac{7}{4}$ 입니다.</answer>", "Korean 'Therefore x = 7/4'"),
    m("t_m_ok_sk_set", "B", G_CUBE, "correct", "tag", th(CUBE + "\n") + r"<answer>Riešenia sú $x = -2$, $x = 0$ a $x = 2$.</answer>", "Slovak 'The solutions are x = -2, x = 0 and x = 2'"),
    m("t_m_ok_sr_union", "B", G_UNI, "correct", "tag", th(UNI + "\n") + r"<answer>Решење је $x \in (-\infty, -3) \cup (3, +\infty)$.</answer>", "Serbian Cyrillic 'The solution is x in (-inf, -3) U (3, +inf)'"),
    m("t_m_ok_bg_halfopen", "B", G_HALF, "correct", "tag", th(HALF + "\n") + r"<answer>Отговор: $x \in (1; 5]$</answer>", "Bulgarian 'Answer: x in (1; 5]' with a semicolon"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_de_phrase_gold_hash_slip", "A", "217", "wrong", "hash", COOK + "Antwort: 217 Kekse.\n#### 226", "German 'Answer: 217 cookies', then #### 226: two final answers, the last 226"),
    g("h_fr_both_notax", "A", "292.5", "wrong", "hash", HOTEL_NOTAX + "La réponse est 268,50 €.\n#### 268,50", "French 'The answer is EUR 268.50' and #### agree on the subtotal"),
    g("h_nl_hash_then_phrase_other", "A", "10240", "wrong", "hash", FARM + "#### 10240\nHet antwoord is dus 7500 kg.", "Dutch 'So the answer is 7500 kg' after the ####: the last stated answer is the subtotal"),
    g("h_sv_empty_hash", "A", "210", "no_answer", "hash", TRIP + "Svaret är:\n####", "Swedish 'The answer is:' then an empty ####"),
    g("h_da_range", "A", "108", "wrong", "hash", EGG + "Svaret er omkring 100-110 æg.\n#### 100-110", "Danish 'The answer is about 100-110 eggs': a range"),
    g("h_no_hedge", "A", "95", "wrong", "hash", "Toget går 13:40 og kommer 15:15, altså 1 time og 35 minutter = <<60+35=95>>95 minutter.\nSvaret er 95 eller 85 minutter.\n#### 95", "debatable: Norwegian 'The answer is 95 or 85 minutes' (a hedge) then #### 95 (13:40 to 15:15 = 95 min)", True),
    g("h_ro_other_hash", "A", "22080", "wrong", "hash", SAL + "Răspunsul este 22080 de șilingi.\n#### 22800", "Romanian 'The answer is 22080 shillings', #### 22800 (digits swapped)"),
    g("h_tr_phrase_then_hash_per", "A", "125000", "wrong", "hash", RENT + "Cevap: aylık 25.000 rupi.\n#### 25000", "Turkish 'Answer: 25,000 rupees a month': the per-month value"),
    g("h_pl_hash_other_then_minerva", "A", "-11", "wrong", "hash", TEMP + "#### -11\n" + MINERVA.format("$11$"), "#### -11 then a Minerva line stating 11 (the last final answer)"),
    g("h_vi_percent_fail", "A", "45", "wrong", "hash", PCT + "Vậy tỉ lệ trượt là 55%.\n#### 55", "Vietnamese 'So the failure rate is 55%': the other share"),
    g("h_id_metres", "A", "210", "wrong", "hash", TRIP + "Jadi jaraknya 210000 meter.\n#### 210000", "debatable: Indonesian 'So the distance is 210000 metres': the other unit where the gold is in km", True),
    g("h_ok_de_phrase_hash", "B", "217", "correct", "hash", COOK + "Antwort: Es bleiben 217 Kekse.\n#### 217", "German 'Answer: 217 cookies remain' then ####"),
    g("h_ok_fr_comma_hash", "B", "292.5", "correct", "hash", HOTEL + "La réponse est 292,50 €.\n#### 292,50", "French 'The answer is EUR 292,50', #### with a decimal comma"),
    g("h_ok_nl_dot_thousands", "B", "10240", "correct", "hash", FARM + "Het antwoord is 10.240 kg.\n#### 10.240", "Dutch 'The answer is 10.240 kg': a dot as thousands separator"),
    g("h_ok_ch_apostrophe", "B", "10240", "correct", "hash", FARM + "Die Ernte beträgt 10'240 kg.\n#### 10'240", "Swiss German 'The harvest is 10'240 kg': an apostrophe as thousands separator"),
    g("h_ok_sv_km", "B", "210", "correct", "hash", TRIP + "Svaret är 210 km.\n#### 210 km", "Swedish 'The answer is 210 km'"),
    g("h_ok_da_stk", "B", "108", "correct", "hash", EGG + "Svaret er 108 æg.\n#### 108", "Danish 'The answer is 108 eggs'"),
    g("h_ok_no_minutes", "B", "95", "correct", "hash", "Toget går 13:40 og kommer 15:15, altså 1 time og 35 minutter = <<60+35=95>>95 minutter.\nSvaret er 95 minutter.\n#### 95", "Norwegian 'The answer is 95 minutes'"),
    g("h_ok_ro_lei", "B", "22080", "correct", "hash", SAL + "Răspunsul este 22.080 de șilingi.\n#### 22.080", "Romanian 'The answer is 22.080 shillings': a thousands dot"),
    g("h_ok_tr_lira_style", "B", "125000", "correct", "hash", RENT + "Cevap: toplam 125.000 rupi.\n#### 125.000", "Turkish 'Answer: 125.000 rupees in total'"),
    g("h_ok_pl_minus", "B", "-11", "correct", "hash", TEMP + "Odpowiedź: −11 stopni.\n#### −11", "Polish 'Answer: -11 degrees' with a Unicode minus"),
    g("h_ok_vi_percent", "B", "45", "correct", "hash", PCT + "Vậy tỉ lệ đỗ là 45%.\n#### 45%", "Vietnamese 'So the pass rate is 45%'"),
    g("h_ok_id_thin_space", "B", "10240", "correct", "hash", FARM + "Jadi hasil panennya 10\u202f240 kg.\n#### 10\u202f240", "Indonesian 'So the harvest is 10 240 kg' with a narrow no-break space"),
    g("h_ok_ms_ringgit", "B", "292.5", "correct", "hash", HOTEL + "Jawapannya ialah €292.50.\n#### 292.50", "Malay 'The answer is EUR 292.50'"),
    m("h_m_fr_hash_halfopen", "A", G_INT, "wrong", "hash", INT_FR + "\nRéponse : $]-4 ; 7[$\n#### ]-4 ; 7]", "French 'Answer: ]-4 ; 7[' then #### ]-4 ; 7]: the last answer includes 7"),
    m("h_m_hu_phrase_other", "A", G_PENT, "wrong", "hash", PENT + "\nA válasz: 72°.\n#### 72", "Hungarian 'The answer: 72 deg' (the exterior angle)"),
    m("h_m_el_hash_decimal", "A", G_DICE, "wrong", "hash", DICE + "\nΗ απάντηση είναι 0,14.\n#### 0,14", "Greek 'The answer is 0,14': a rounded decimal for 5/36"),
    m("h_m_ok_fr_hash_interval", "B", G_INT, "correct", "hash", INT_FR + "\nRéponse : $]-4 ; 7[$\n#### ]-4 ; 7[", "French 'Answer: ]-4 ; 7[' and ####"),
    m("h_m_ok_hu_degrees", "B", G_PENT, "correct", "hash", PENT + "\nA válasz: 108 fok.\n#### 108°", "Hungarian 'The answer: 108 degrees'"),
    m("h_m_ok_el_fraction", "B", G_DICE, "correct", "hash", DICE + "\nΗ απάντηση είναι 5/36.\n#### 5/36", "Greek 'The answer is 5/36'"),

    # ================================================================ 3. exactness (x_)
    g("x_fr_rounded_euro", "A", "292.5", "wrong", "phrase", HOTEL + "Le total est donc d'environ 293 €.", "French 'The total is therefore about EUR 293': rounded"),
    g("x_de_thousands_dot_misread", "A", "10240", "wrong", "hash", FARM + "#### 10,24", "10,24 (a decimal comma, 10.24) for 10240"),
    g("x_es_share", "A", "45", "wrong", "phrase", PCT + "La respuesta es 0,45.", "debatable: Spanish 'The answer is 0,45': a share for the percent the working computes", True),
    g("x_ru_near", "A", "210", "wrong", "phrase", TRIP + "Ответ: 210,5 км.", "Russian 'Answer: 210,5 km': 210.5, not 210"),
    g("x_sw_truncated_thousand", "A", "22080", "wrong", "phrase", SAL + "Jibu ni shilingi 22 elfu.", "Swahili 'The answer is 22 thousand shillings': 22000, rounded"),
    g("x_hi_lakh_words_other", "A", "125000", "wrong", "phrase", RENT + "उत्तर: सवा लाख से थोड़ा कम।", "Hindi 'Answer: a little less than one and a quarter lakh': not a value"),
    g("x_fi_decimal_near", "A", "-11", "wrong", "phrase", TEMP + "Vastaus: −11,1 astetta.", "Finnish 'Answer: -11,1 degrees'"),
    g("x_ok_fr_trailing_zeros", "B", "292.5", "correct", "phrase", HOTEL + "Le total est de 292,50 €.", "French 'The total is EUR 292,50': a trailing zero"),
    g("x_ok_es_fraction", "B", "45", "correct", "phrase", PCT + "La respuesta es el 45 %.", "Spanish 'The answer is 45 %'"),
    g("x_ok_ru_decimal_zero", "B", "210", "correct", "phrase", TRIP + "Ответ: 210,0 км.", "Russian 'Answer: 210,0 km': a zero decimal"),
    g("x_ok_sw_word", "B", "22080", "correct", "phrase", SAL + "Jibu ni shilingi elfu ishirini na mbili na themanini (22,080).", "Swahili 'The answer is twenty-two thousand and eighty shillings (22,080)'"),
    g("x_ok_hi_devanagari", "B", "125000", "correct", "phrase", RENT + "उत्तर: कुल किराया १,२५,००० रुपये है।", "Hindi 'Answer: the total rent is 1,25,000 rupees' in Devanagari digits"),
    g("x_ok_fi_half", "B", "292.5", "correct", "phrase", HOTEL + "Vastaus: 292 ½ euroa.", "debatable: Finnish 'Answer: 292 1/2 euros': a mixed number with the ½ sign", True),
    g("x_ok_ar_digits", "B", "217", "correct", "phrase", COOK + "الإجابة: يتبقى ٢١٧ كعكة.", "Arabic 'Answer: 217 cookies remain' with Arabic-Indic digits"),
    m("x_m_de_decimal_sqrt", "A", G_SQ, "wrong", "boxed", SQ + r" $= 6\sqrt{2} \approx \boxed{8{,}49}$", "a boxed decimal 8,49 for 6\\sqrt2"),
    m("x_m_fr_decimal_fraction", "A", G_DICE, "wrong", "boxed", "On compte " + DICE + r", donc $p \approx \boxed{0{,}139}$.", "French 'We count ..., so p is about 0,139': a rounded decimal for 5/36"),
    m("x_m_it_decimal_rad", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{2{,}618}$ radianti", "2,618 radians for 5pi/6 (2.6179...)"),
    m("x_m_es_midpoint_rounded", "A", G_MID, "wrong", "boxed", MID + r" $= \boxed{(2 ; 2)}$", "(2 ; 2): 3/2 rounded to 2"),
    m("x_m_pt_vector_off", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{\begin{pmatrix} 1 \\ -5 \\ 4{,}5 \end{pmatrix}}$", "a third component 4,5 instead of 4"),
    m("x_m_nl_matrix_close", "A", G_MAT, "wrong", "boxed", MAT + r" $\approx \boxed{\begin{pmatrix} 3 & -1 \\ -5 & 2{,}01 \end{pmatrix}}$", "an entry 2,01 for 2"),
    m("x_m_tr_linear_decimal_wrong", "A", G_LIN, "wrong", "boxed", LIN + r", $x = \boxed{1{,}7}$", "1,7 (1.7) for 7/4 = 1.75"),
    m("x_m_cs_cpx_near", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 + 1{,}0001i}$", "5 + 1,0001i: a near value"),
    m("x_m_fr_interval_near", "A", G_INT, "wrong", "boxed", INT_FR + r" Donc $x \in \boxed{]-4{,}01 ; 7[}$", "]-4,01 ; 7[: a near endpoint"),
    m("x_m_uk_union_closed", "A", G_UNI, "wrong", "boxed", UNI + r", тобто $x \in \boxed{(-\infty; -3] \cup [3; +\infty)}$", "Ukrainian 'that is': the endpoints closed, gold strict"),
    m("x_m_fa_pent_radian_decimal", "A", G_PENT, "wrong", "boxed", PENT + r" $\approx \boxed{1{,}885}$ رادیان", "Persian 'radian': 1.885 radians for 108 degrees"),
    m("x_m_ok_de_decimal_exact", "B", G_LIN, "correct", "boxed", LIN + r", also $x = \boxed{1{,}75}$.", "German 'so x = 1,75': a decimal comma equal to 7/4 exactly"),
    m("x_m_ok_fr_unsimplified", "B", G_DICE, "correct", "boxed", "On compte " + DICE + ".\n\n" + qbox(r"\frac{10}{72}", "Donc, la probabilité est"), "French 'We count ... So the probability is' 10/72 (Qwen's \\(\\boxed{}\\) line): unsimplified, equal to 5/36"),
    m("x_m_ok_it_sqrt72", "B", G_SQ, "correct", "boxed", "La radice non si può semplificare ulteriormente senza fattorizzare, quindi la lascio così.\n\n" + r1final(r"\sqrt{72}"), "Italian 'The root cannot be simplified further without factoring, so I leave it as is', then an R1 '**Final Answer**' box \\sqrt{72} = 6\\sqrt2, unsimplified"),
    m("x_m_ok_es_midpoint_decimal", "B", G_MID, "correct", "boxed", MID + r" $= \boxed{(1{,}5 ; 2)}$", "(1,5 ; 2): a decimal comma and a semicolon = (3/2, 2)"),
    m("x_m_ok_pt_vector_row_T", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{(1, -5, 4)^{\mathsf T}}$", "a transposed row with \\mathsf T"),
    m("x_m_ok_nl_matrix_det", "B", G_MAT, "correct", "boxed", MAT + r" $= \boxed{\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}}$", "the gold matrix boxed"),
    m("x_m_ok_tr_linear_mixed", "B", G_LIN, "correct", "boxed", LIN + r", $x = \boxed{1\tfrac{3}{4}}$", "debatable: a mixed number 1 3/4 = 7/4 (could read as 1 * 3/4)", True),
    m("x_m_ok_cs_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{i + 5}$", "i + 5: the terms swapped"),
    m("x_m_ok_uk_union_semicolon", "B", G_UNI, "correct", "boxed", UNI + r", тобто $x \in \boxed{(-\infty; -3) \cup (3; +\infty)}$", "Ukrainian 'that is': semicolons in the intervals"),
    m("x_m_ok_fa_pent_degree", "B", G_PENT, "correct", "boxed", PENT + r" $= \boxed{108^\circ}$ درجه", "Persian 'degrees': 108 degrees"),
    m("x_m_ok_bg_sqrt_root_form", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{\sqrt{36}\sqrt{2}}$", "\\sqrt{36}\\sqrt{2} = 6\\sqrt2"),
    m("x_m_ok_ro_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-15 + 2x + x^2}$", "the polynomial terms in another order"),
    m("x_m_ok_sk_rad_decimal_pi", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5}{6}\pi}$ rad", "5/6 pi rad: the same value"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_de_nicht", "A", "217", "no_answer", "phrase", COOK + "Die Antwort ist nicht 217.", "German 'The answer is not 217': the gold negated, nothing after"),
    g("n_fr_barre", "A", "292.5", "no_answer", "hash", HOTEL + "#### ~~292,50~~", "the gold struck with ~~, nothing after"),
    g("n_es_falso", "A", "45", "wrong", "phrase", PCT + "Respuesta: 45 % (incorrecto).", "Spanish 'Answer: 45 % (incorrect)': the model marks it wrong"),
    g("n_ru_strike_then_other", "A", "210", "wrong", "hash", TRIP + "#### ~~210~~ 200", "the gold struck, 200 after"),
    g("n_sw_si", "A", "22080", "no_answer", "phrase", SAL + "Jibu si 22080.", "Swahili 'The answer is not 22080'"),
    g("n_ur_ghalat", "A", "125000", "wrong", "phrase", RENT + "جواب: ۱۲۵۰۰۰ روپے (غلط)", "Urdu 'Answer: 125000 rupees (wrong)' with Extended Arabic-Indic digits"),
    g("n_ok_de_nicht_other", "B", "217", "correct", "phrase", COOK + "Die Antwort ist nicht 226, sondern 217.", "German 'The answer is not 226 but 217'"),
    g("n_ok_fr_strike_other", "B", "292.5", "correct", "hash", HOTEL + "#### ~~268,50~~ 292,50", "the subtotal struck, the gold after"),
    g("n_ok_es_correcto", "B", "45", "correct", "phrase", PCT + "Respuesta: 45 % (correcto ✓).", "Spanish 'Answer: 45 % (correct)'"),
    g("n_ok_sw_si_other", "B", "22080", "correct", "phrase", SAL + "Jibu si 1840 bali 22080.", "Swahili 'The answer is not 1840 but 22080'"),
    g("n_ok_ur_sahih", "B", "125000", "correct", "phrase", RENT + "جواب: ۱۲۵۰۰۰ روپے (درست)", "Urdu 'Answer: 125000 rupees (correct)'"),
    g("n_ok_ru_not_negative", "B", "210", "correct", "phrase", TRIP + "Ответ: 210 км, а не 200 км.", "Russian 'Answer: 210 km, and not 200 km'"),
    m("n_m_fr_neq_box", "A", G_INT, "no_answer", "boxed", INT_FR + r" $\boxed{S \neq ]-4 ; 7[}$", "a box holding S != the gold"),
    m("n_m_de_cancel", "A", G_SQ, "no_answer", "boxed", SQ + r" $= \boxed{\cancel{6\sqrt{2}}}$", "a cancelled box"),
    m("n_m_es_sout_other", "A", G_ROOT, "wrong", "boxed", ROOT + r" $\Rightarrow \boxed{\sout{x = 2 \text{ y } x = 5}\ x = -2 \text{ y } x = -5}$", "Spanish 'x = 2 and x = 5' struck, 'x = -2 and x = -5' after"),
    m("n_m_it_not_gold", "A", G_CPX, "no_answer", "prose", CPX + "\nQuindi il risultato non è $5 + i$.", "Italian 'So the result is not 5 + i'"),
    m("n_m_pt_errado", "A", G_DICE, "wrong", "boxed", DICE + r" $\Rightarrow \boxed{\frac{5}{36}}$ (errado, falta contar o par (4,4) duas vezes)", "Portuguese '(wrong, the pair (4,4) still has to be counted twice)': the model marks its box wrong"),
    m("n_m_nl_x_mark", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{x^2 + 2x - 15}$ ✗ fout", "a cross mark and Dutch 'wrong' after the box"),
    m("n_m_sv_inte", "A", G_MAT, "no_answer", "prose", MAT + "\nInversen är inte " + r"$" + MAT_PM + r"$.", "Swedish 'The inverse is not [gold]'"),
    m("n_m_pl_nie_jest", "A", G_RAD, "no_answer", "prose", RAD + "\nOdpowiedź nie jest równa " + r"$\frac{5\pi}{6}$.", "Polish 'The answer is not equal to 5pi/6'"),
    m("n_m_hu_nem", "A", G_CUBE, "wrong", "boxed", CUBE + r" $\Rightarrow \boxed{-2, 0, 2}$ — nem, ez hibás, a 0 nem megoldás, tehát $\boxed{-2, 2}$", "Hungarian 'no, this is wrong, 0 is not a solution, so': a later box -2, 2"),
    m("n_m_fi_vaara", "A", G_HALF, "wrong", "boxed", HALF + r" $\Rightarrow \boxed{(1, 5]}$ (väärin)", "Finnish '(wrong)' after the box"),
    m("n_m_tr_degil", "A", G_PENT, "no_answer", "prose", PENT + "\nCevap 108° değildir.", "Turkish 'The answer is not 108 deg'"),
    m("n_m_ok_fr_neq_other", "B", G_INT, "correct", "boxed", INT_FR + r" $S \neq [-4 ; 7]$, donc $\boxed{S = ]-4 ; 7[}$", "French 'S is not [-4 ; 7], so S = ]-4 ; 7['"),
    m("n_m_ok_de_cancel_working", "B", G_SQ, "correct", "boxed", r"$\sqrt{72} = \frac{\sqrt{288}}{2} = \frac{12\sqrt{2}}{2} = \frac{\cancel{12}^{\,6}\sqrt{2}}{\cancel{2}}$, kurz: $\sqrt{72} = \boxed{6\sqrt{2}}$", "cancellations in the working, German 'in short:', then the gold"),
    m("n_m_ok_es_sout_other", "B", G_ROOT, "correct", "boxed", ROOT + r" $\Rightarrow \boxed{\sout{x = -2 \text{ y } x = -5}\ x = 2 \text{ y } x = 5}$", "Spanish: the wrong roots struck, 'x = 2 and x = 5' after"),
    m("n_m_ok_it_not_other", "B", G_CPX, "correct", "boxed", CPX + r" Il risultato non è $-1 + i$ ma $\boxed{5 + i}$.", "Italian 'The result is not -1 + i but 5 + i'"),
    m("n_m_ok_pt_correto", "B", G_DICE, "correct", "boxed", DICE + r" $\Rightarrow \boxed{\frac{5}{36}}$ (correto: o par (4,4) conta uma vez só)", "Portuguese '(correct: the pair (4,4) counts only once)'"),
    m("n_m_ok_nl_check_mark", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{x^2 + 2x - 15}$ ✓ klopt", "a check mark and Dutch 'is right'"),
    m("n_m_ok_hu_nem_other", "B", G_CUBE, "correct", "boxed", CUBE + r". A megoldás nem csak $0$, hanem $\boxed{-2, 0, 2}$.", "Hungarian 'The solution is not only 0 but -2, 0, 2'"),
    m("n_m_ok_fi_not_closed", "B", G_HALF, "correct", "boxed", HALF + r" Väli ei ole suljettu vasemmalta: $\boxed{(1, 5]}$.", "Finnish 'The interval is not closed on the left:'"),
    m("n_m_ok_tr_not_rad", "B", G_PENT, "correct", "boxed", PENT + r" Cevap radyan değil derece cinsinden: $\boxed{108^\circ}$.", "Turkish 'The answer is in degrees, not radians: 108 deg'"),

    # ================================================================ 5. words after a number (u_)
    g("u_de_dutzend", "A", "108", "wrong", "phrase", EGG + "Die Antwort ist 108 Dutzend.", "German 'The answer is 108 dozen' = 1296, not the 108 eggs"),
    g("u_fr_de_moins", "A", "217", "wrong", "phrase", COOK + "La réponse est 287 de moins.", "French 'The answer is 287 fewer': the sold count with 'fewer'"),
    g("u_es_mil", "A", "22080", "wrong", "phrase", SAL + "La respuesta es 22080 mil chelines.", "Spanish 'The answer is 22080 thousand shillings' = 22,080,000"),
    g("u_ok_it_sotto_zero_redundant", "B", "-11", "correct", "phrase", TEMP + "La risposta è -11 gradi sotto zero.", "debatable: Italian 'The answer is -11 degrees below zero': a redundant but common way to say -11; read literally a double negative (+11)", True),
    g("u_pt_negativo", "A", "-11", "wrong", "phrase", TEMP + "A resposta é 11 negativo.", "debatable: Portuguese 'The answer is 11 negative': the number written is 11; a trailing word does not make it -11", True),
    g("u_ru_raz_bolshe", "A", "210", "wrong", "phrase", TRIP + "Ответ: в 210 раз больше.", "Russian 'Answer: 210 times more': a ratio, not a distance"),
    g("u_pl_tysiecy", "A", "210", "wrong", "phrase", TRIP + "Odpowiedź: 210 tysięcy metrów.", "Polish 'Answer: 210 thousand metres' = 210 000 m, the other unit"),
    g("u_ko_man", "A", "125000", "wrong", "phrase", RENT + "답: 125000만 루피", "Korean 'Answer: 125000 man rupees': 만 = ten thousand, 1.25 billion"),
    g("u_ja_man", "A", "22080", "wrong", "phrase", SAL + "答え：22080万シリング", "Japanese 'Answer: 22080 man shillings': 万 = ten thousand"),
    g("u_cs_mene", "A", "217", "wrong", "phrase", COOK + "Odpověď: o 217 méně.", "Czech 'Answer: 217 less': a difference, not a count"),
    g("u_ok_de_stueck", "B", "108", "correct", "phrase", EGG + "Die Antwort ist 108 Stück.", "German 'The answer is 108 pieces'"),
    g("u_ok_fr_biscuits", "B", "217", "correct", "phrase", COOK + "La réponse est 217 biscuits.", "French 'The answer is 217 biscuits'"),
    g("u_ok_es_chelines", "B", "22080", "correct", "phrase", SAL + "La respuesta es 22 080 chelines.", "Spanish 'The answer is 22 080 shillings'"),
    g("u_ok_it_gradi_sotto", "B", "-11", "correct", "phrase", TEMP + "La risposta è 11 gradi sotto zero, cioè −11 °C.", "Italian 'The answer is 11 degrees below zero, i.e. -11 C': the last value is the gold"),
    g("u_ok_ko_won_style", "B", "125000", "correct", "phrase", RENT + "답: 12만 5천 루피 (125,000 루피)", "Korean 'Answer: 12 man 5 cheon rupees (125,000 rupees)': 120000 + 5000 = 125000"),
    g("u_ok_ja_man", "B", "22080", "correct", "phrase", SAL + "答え：2万2080シリング", "Japanese 'Answer: 2 man 2080 shillings' = 20000 + 2080 = 22080"),
    g("u_ok_pl_km", "B", "210", "correct", "phrase", TRIP + "Odpowiedź: 210 kilometrów.", "Polish 'Answer: 210 kilometres'"),
    g("u_ok_cs_kusu", "B", "217", "correct", "phrase", COOK + "Odpověď: 217 kusů sušenek.", "Czech 'Answer: 217 pieces of biscuits'"),
    m("u_m_de_grad_for_rad", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6}}$ Grad", "German 'degrees' after 5pi/6: 5pi/6 degrees is not 5pi/6 radians"),
    m("u_m_fr_radians_for_deg", "A", G_PENT, "wrong", "boxed", PENT + r" $= \boxed{108}$ radians", "French 'radians': 108 radians is not 108 degrees"),
    m("u_m_es_rad_value_for_deg", "A", G_PENT, "wrong", "boxed", r"Cada ángulo interior mide $\frac{3\pi}{5}$: $\boxed{\frac{3\pi}{5}}$ radianes.", "debatable: Spanish 'Each interior angle measures 3pi/5 radians' where the gold is 108 degrees (degrees are not radians)", True),
    m("u_m_it_volte", "A", G_SQ, "wrong", "boxed", SQ + r" $= \boxed{6\sqrt{2}}$ volte più grande", "Italian 'times bigger': a ratio phrase after the value"),
    m("u_m_pt_milhares", "A", G_CPX, "wrong", "prose", CPX + r", ou seja, $5 + i$ milhares.", "Portuguese 'that is, 5 + i thousands'"),
    m("u_m_sv_procent", "A", G_DICE, "wrong", "boxed", DICE + r" $= \boxed{\frac{5}{36}}$ procent", "Swedish 'percent': 5/36 percent is 5/3600"),
    m("u_m_da_grader_rad", "A", G_RAD, "wrong", "prose", RAD + r", så vinklen er $150$ grader.", "debatable: Danish 'so the angle is 150 degrees': the given degrees restated for a radian gold", True),
    m("u_m_no_tusendeler", "A", G_LIN, "wrong", "prose", LIN + r", så $x = 175$ tusendeler.", "Norwegian 'so x = 175 thousandths' = 0.175, not 7/4"),
    m("u_m_ok_de_rad", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6}}$ Radiant", "German 'radians'"),
    m("u_m_ok_fr_degres", "B", G_PENT, "correct", "boxed", PENT + r" $= \boxed{108}$ degrés", "French 'degrees'"),
    m("u_m_ok_es_grados", "B", G_PENT, "correct", "prose", PENT + r", es decir, cada ángulo interior mide $108$ grados sexagesimales.", "Spanish 'that is, each interior angle measures 108 sexagesimal degrees'"),
    m("u_m_ok_it_unita", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{6\sqrt{2}}$ unità", "Italian 'units'"),
    m("u_m_ok_sv_rad_word", "B", G_RAD, "correct", "prose", RAD + r", så vinkeln är $\frac{5\pi}{6}$ radianer.", "Swedish 'so the angle is 5pi/6 radians'"),
    m("u_m_ok_da_grader", "B", G_PENT, "correct", "prose", PENT + r", så hver indre vinkel er $108$ grader.", "Danish 'so each interior angle is 108 degrees'"),
    m("u_m_ok_no_hundredeler", "B", G_LIN, "correct", "prose", LIN + r", så $x = 175$ hundredeler, altså $1{,}75$.", "Norwegian 'so x = 175 hundredths, that is 1,75' = 7/4"),
    m("u_m_ok_no_enheter", "B", G_LIN, "correct", "boxed", LIN + r", $x = \boxed{\frac{7}{4}}$ (lengdeenheter)", "Norwegian '(length units)'"),
    m("u_m_ok_uk_gradusiv", "B", G_PENT, "correct", "prose", PENT + r". Відповідь: $108$ градусів.", "Ukrainian 'Answer: 108 degrees'"),

    # ================================================================ 6. retractions, corrections, checks (r_)
    g("r_de_moment", "A", "217", "wrong", "hash", COOK + "#### 217\n\nMoment, ich habe mich verlesen: verkauft wurden 278 Kekse, also 504 − 278 = 226.\n#### 226", "German 'Wait, I misread: 278 cookies were sold, so 504 - 278 = 226'"),
    g("r_fr_erratum", "A", "292.5", "wrong", "phrase", HOTEL + "La réponse est 292,50 €.\n\nErratum : la taxe est par nuit, donc 268,50 + 3 × 24 = 340,50 €.", "French 'Erratum: the tax is per night, so 268.50 + 3 x 24 = 340.50' (check 268.5 + 72 = 340.5)"),
    g("r_es_mejor", "A", "45", "wrong", "phrase", PCT + "La respuesta es 45 %. Mejor dicho, el 55 % suspendió, así que la respuesta es 55 %.", "Spanish 'The answer is 45 %. Or rather, 55 % failed, so the answer is 55 %'"),
    g("r_sw_samahani", "A", "22080", "wrong", "phrase", SAL + "Jibu ni 22080.\nSamahani, nimekosea: jibu sahihi ni 20240.", "Swahili 'The answer is 22080. Sorry, I made a mistake: the correct answer is 20240'"),
    g("r_ms_silap", "A", "10240", "wrong", "phrase", FARM + "Jawapannya ialah 10240 kg.\nEh, silap — tambahan itu tidak dikira, jadi jawapannya 7500 kg.", "Malay 'The answer is 10240 kg. Oops, mistake: the extra is not counted, so the answer is 7500 kg'"),
    g("r_bn_bhul", "A", "108", "wrong", "phrase", EGG + "উত্তর: ১০৮টি ডিম।\nদুঃখিত, ভুল হয়েছে — উত্তর হবে ৯৬টি ডিম।", "Bengali 'Answer: 108 eggs. Sorry, that was a mistake: the answer will be 96 eggs'"),
    g("r_ta_thavaru", "A", "210", "wrong", "phrase", TRIP + "விடை: 210 கி.மீ.\nகாத்திருங்கள், அது தவறு; சரியான விடை 168 கி.மீ.", "Tamil 'Answer: 210 km. Wait, that is wrong; the correct answer is 168 km'"),
    g("r_ok_de_probe", "B", "217", "correct", "hash", COOK + "#### 217\n\nProbe: 217 + 287 = 504 = 14 · 36 ✓", "German 'Check: 217 + 287 = 504 = 14 x 36' after the answer"),
    g("r_ok_fr_verif", "B", "292.5", "correct", "phrase", HOTEL + "La réponse est 292,50 €.\n\nVérification : 292,50 − 24 = 268,50 = 3 × 89,50. ✓", "French 'Check: 292.50 - 24 = 268.50 = 3 x 89.50'"),
    g("r_ok_es_corregido_a_gold", "B", "45", "correct", "phrase", PCT + "La respuesta es 55 %. Mejor dicho, ese es el porcentaje de suspensos; aprobó el 45 %, así que la respuesta es 45 %.", "Spanish 'The answer is 55 %. Or rather, that is the failing share; 45 % passed, so the answer is 45 %'"),
    g("r_ok_sw_hakiki", "B", "22080", "correct", "phrase", SAL + "Jibu ni 22080.\nHakiki: 22080 ÷ 12 = 1840 ✓", "Swahili 'The answer is 22080. Check: 22080 / 12 = 1840'"),
    g("r_ok_ms_semak", "B", "10240", "correct", "phrase", FARM + "Jawapannya ialah 10240 kg.\nSemakan: 10240 − 2740 = 7500 = 6 × 1250. Betul!", "Malay 'The answer is 10240 kg. Check: ... Right!'"),
    g("r_ok_bn_shuddho", "B", "108", "correct", "phrase", EGG + "উত্তর: ৯৬টি ডিম।\nদুঃখিত, ভুল হয়েছে — ৯ × ১২ = ১০৮, তাই উত্তর হবে ১০৮টি ডিম।", "Bengali 'Answer: 96 eggs. Sorry, a mistake: 9 x 12 = 108, so the answer will be 108 eggs'"),
    g("r_ok_ta_sari", "B", "210", "correct", "phrase", TRIP + "விடை: 210 கி.மீ.\nசரிபார்ப்பு: 210 ÷ 84 = 2.5 மணி நேரம் ✓", "Tamil 'Answer: 210 km. Check: 210 / 84 = 2.5 hours'"),
    m("r_m_fr_attendez", "A", G_INT, "wrong", "boxed", th(INT_FR + "\nDonc ]-4 ; 7[.\nAttendez, l'énoncé dit ≤ : il faut les bornes.\n") + r"La solution est $\boxed{[-4 ; 7]}$.", "French thinking 'Wait, the statement says <=: the endpoints are needed' (a misread), final box [-4 ; 7]"),
    m("r_m_de_korrektur", "A", G_MID, "wrong", "boxed", MID + r" $= \boxed{(1{,}5 ; 2)}$" + "\n\nKorrektur: Ich habe die Punkte vertauscht; richtig ist $M = (2 ; 1{,}5)$.", "German 'Correction: I swapped the points; correct is M = (2 ; 1,5)'"),
    m("r_m_es_espera", "A", G_ROOT, "wrong", "boxed", ROOT + r" $\Rightarrow x = 2$ y $x = 5$." + "\n\nEspera, me equivoqué de signo: $(x + 2)(x + 5)$, así que las raíces son $\\boxed{-2, -5}$.", "Spanish 'Wait, I got the sign wrong: ..., so the roots are -2, -5'"),
    m("r_m_it_anzi", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 + i}$. Anzi no, $i^2 = 1$, quindi $\boxed{-1 + i}$.", "Italian 'Actually no, i^2 = 1, so -1 + i' (a false correction, but the last answer)"),
    m("r_m_pt_retiro", "A", G_DICE, "no_answer", "boxed", DICE + r" $\Rightarrow \boxed{\frac{5}{36}}$" + "\n\nRetiro esta resposta; não tenho certeza da contagem.", "debatable: Portuguese 'I withdraw this answer; I am not sure of the count': withdrawn with nothing new", True),
    m("r_m_ro_stai", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{(1, -5, 4)^T}$" + "\n\nStai, am greșit: $2 \\cdot (-1) = -2$, deci a treia componentă este $2 - 2 = 0$: $\\boxed{(1, -5, 0)^T}$.", "Romanian 'Wait, I was wrong: ... so the third component is 0' (a false correction, the last box)"),
    m("r_m_hu_varj", "A", G_MAT, "wrong", "boxed", MAT + r" $\Rightarrow \boxed{" + MAT_PM + r"}$" + "\n\nVárj, a determináns $-1$, tehát az inverz $\\boxed{\\begin{pmatrix} -3 & 1 \\\\ 5 & -2 \\end{pmatrix}}$.", "Hungarian 'Wait, the determinant is -1, so the inverse is ...': a later, negated matrix"),
    m("r_m_fi_hetkinen", "A", G_PENT, "wrong", "prose", PENT + " = 108°.\nVastaus: 108°.\nHetkinen, tämä on ulkokulma: vastaus on 72°.", "Finnish 'Answer: 108 deg. Just a moment, this is the exterior angle: the answer is 72 deg'"),
    m("r_m_sk_oprava", "A", G_HALF, "wrong", "boxed", HALF + r" $\Rightarrow \boxed{(1, 5]}$" + "\n\nOprava: $x \\in [1, 5)$.", "Slovak 'Correction: x in [1, 5)'"),
    m("r_m_sr_cekaj", "A", G_UNI, "wrong", "prose", UNI + r", дакле $x \in (-\infty, -3) \cup (3, \infty)$." + "\nЧекај, погрешио сам: решење је $(-3, 3)$.", "Serbian Cyrillic 'so x in ...' then 'Wait, I made a mistake: the solution is (-3, 3)'"),
    m("r_m_bg_chakai", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{x^2 + 2x - 15}$" + "\nЧакай, $5x - 3x = 8x$, значи $\\boxed{x^2 + 8x - 15}$.", "Bulgarian 'Wait, 5x - 3x = 8x, so x^2 + 8x - 15' (a false correction, the last box)"),
    m("r_m_ca_edit", "A", G_LIN, "wrong", "boxed", LIN + r", $x = \boxed{\frac{7}{4}}$" + "\n\nEdit: l'equació era $4x + 3 = 4$, per tant $x = \\frac{1}{4}$.", "Catalan 'Edit: the equation was 4x + 3 = 4, so x = 1/4'"),
    m("r_m_nl_nee", "A", G_SQ, "wrong", "prose", SQ + r" $= 6\sqrt{2}$." + "\nNee, wacht: $72 = 64 + 8$, dus $\\sqrt{72} = 8 + 2\\sqrt{2}$ en dat is mijn antwoord.", "Dutch 'No, wait: 72 = 64 + 8, so sqrt72 = 8 + 2 sqrt2 and that is my answer': a false correction (about 10.83), the last answer"),
    m("r_m_ok_nl_nee_equal", "B", G_SQ, "correct", "prose", SQ + r" $= 6\sqrt{2}$." + "\nNee, wacht: $72 = 9 \\cdot 8$, dus $\\sqrt{72} = 3\\sqrt{8}$ en dat is mijn antwoord.", "Dutch 'No, wait: 72 = 9 x 8, so sqrt72 = 3 sqrt8 and that is my answer': 3\\sqrt8 = 6\\sqrt2, the 'correction' restates an equal value"),
    m("r_m_ok_fr_attendez_gold", "B", G_INT, "correct", "boxed", th(INT_FR + "\nDonc [-4 ; 7] ?\nAttendez, l'inégalité est stricte, donc les bornes sont exclues.\n") + r"La solution est $\boxed{]-4 ; 7[}$.", "French thinking 'Wait, the inequality is strict, so the endpoints are excluded', final ]-4 ; 7["),
    m("r_m_ok_de_probe", "B", G_MID, "correct", "boxed", MID + r" $= \boxed{(1{,}5 ; 2)}$" + "\n\nProbe: Der Abstand von $M$ zu beiden Punkten ist $\\sqrt{2{,}5^2 + 1^2}$. ✓", "German 'Check: the distance from M to both points is sqrt(2.5^2 + 1^2)' (both 2.5 and 1: true)"),
    m("r_m_ok_es_espera_gold", "B", G_ROOT, "correct", "boxed", r"$x^2 - 7x + 10 = (x + 2)(x + 5)$, raíces $-2$ y $-5$." + "\nEspera, me equivoqué de signo: $(x - 2)(x - 5)$, así que las raíces son " + r"$\boxed{2 \text{ y } 5}$.", "Spanish 'Wait, I got the sign wrong: ..., so the roots are 2 and 5'"),
    m("r_m_ok_it_verifica", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{5 + i}$." + "\nVerifica: $(5 + i)/(1 - i) = (5 + i)(1 + i)/2 = (4 + 6i)/2 = 2 + 3i$ ✓", "Italian 'Check:' dividing back (5 + i)(1 + i) = 5 + 6i - 1 = 4 + 6i, /2 = 2 + 3i"),
    m("r_m_ok_ro_stai_gold", "B", G_VEC, "correct", "boxed", r"$(3, -1, 2) - 2(1, 2, -1) = (1, -5, 0)$" + "\nStai, am greșit: $2 - 2 \\cdot (-1) = 4$, deci " + r"$\boxed{(1, -5, 4)^T}$.", "Romanian 'Wait, I was wrong: 2 - 2 x (-1) = 4, so (1, -5, 4)^T'"),
    m("r_m_ok_hu_ellenorzes", "B", G_MAT, "correct", "boxed", MAT + r" $\Rightarrow \boxed{" + MAT_PM + r"}$" + "\n\nEllenőrzés: $A \\cdot A^{-1} = I$. ✓", "Hungarian 'Check: A A^-1 = I'"),
    m("r_m_ok_fi_hetkinen_gold", "B", G_PENT, "correct", "prose", "Ulkokulma on 360° / 5 = 72°.\nVastaus: 72°.\nHetkinen, kysyttiin sisäkulmaa: 180° − 72° = 108°. Vastaus: 108°.", "Finnish 'Exterior angle 72 deg. Answer: 72 deg. Just a moment, the interior angle was asked: 180 - 72 = 108. Answer: 108 deg'"),
    m("r_m_ok_sk_overenie", "B", G_HALF, "correct", "boxed", HALF + r" $\Rightarrow \boxed{(1, 5]}$" + "\n\nOverenie: pre $x = 5$ je $3 - 5 = -2 \\ge -2$ ✓, pre $x = 1$ je $3 - 1 = 2 \\not< 2$ ✓.", "Slovak 'Check: for x = 5 ..., for x = 1 ...': both endpoint checks true"),
    m("r_m_ok_sr_provera", "B", G_UNI, "correct", "prose", UNI + r", дакле $x \in (-\infty, -3) \cup (3, \infty)$." + "\nПровера: $x = 4$ даје $16 > 9$ ✓, $x = 0$ даје $0 > 9$ ✗, као што треба.", "Serbian Cyrillic 'so x in ...' then 'Check: x = 4 gives 16 > 9, x = 0 gives 0 > 9 false, as it should'"),
    m("r_m_ok_bg_pleasantry", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{x^2 + 2x - 15}$" + "\nНадявам се това да помогне! Ако имате въпроси, питайте.", "Bulgarian 'I hope this helps! If you have questions, ask.'"),
    m("r_m_ok_ca_edit_format", "B", G_LIN, "correct", "boxed", LIN + r", $x = \boxed{\frac{7}{4}}$" + "\n\nEdit: només he corregit el format.", "Catalan 'Edit: I only fixed the formatting'"),

    # ================================================================ 7. quoted, reported, hypothetical, other part, invented turns (q_)
    g("q_de_lehrer", "A", "217", "wrong", "phrase", COOK_SLIP + "Meine Lehrerin sagt, die Antwort sei 217, aber ich komme auf 226.\nAntwort: 226", "German 'My teacher says the answer is 217, but I get 226. Answer: 226': the gold only reported"),
    g("q_fr_si", "A", "292.5", "no_answer", "prose", "Si la taxe était incluse, le total serait de 292,50 €.", "French 'If the tax were included, the total would be EUR 292.50': only a hypothetical, no own answer"),
    g("q_es_cita", "A", "45", "no_answer", "prose", "El libro dice: «La respuesta es 45 %».", "debatable: Spanish 'The book says: \"The answer is 45 %\"': only a quotation", True),
    g("q_ru_next_turn", "A", "210", "wrong", "phrase", TRIP.replace("2,5 × 84 = <<2.5*84=210>>210", "2 × 84 = <<2*84=168>>168") + "Ответ: 168 км." + IM_USER + "Правильный ответ 210 км, верно?", "Russian 'Answer: 168 km' (2 h only), then an invented user turn 'The right answer is 210 km, right?'"),
    g("q_tr_yeni_soru", "A", "125000", "wrong", "phrase", "Aylık 25.000 rupi, 4 ay: 25000 × 4 = <<25000*4=100000>>100000.\nCevap: 100.000 rupi.\n\nYeni soru: Kira 5 ay sürerse toplam 125.000 rupi olur. Cevap: 125.000 rupi.", "Turkish 'Answer: 100.000 rupees' (4 months), then a self-set 'New question: if the rent lasts 5 months the total is 125.000 rupees. Answer: 125.000 rupees'"),
    g("q_he_amar", "A", "22080", "no_answer", "prose", "המורה אמר שהתשובה היא 22080, אבל לא בדקתי את זה.", "Hebrew 'The teacher said that the answer is 22080, but I did not check it': reported only"),
    g("q_th_part_a", "A", "10240", "wrong", "phrase", "(ก) ผลผลิตจากไร่ทั้งหมด: 6 × 1250 + 2740 = 10240 กก. ถ้ารวมส่วนเพิ่ม\n(ข) ไม่รวมส่วนเพิ่ม: 7500 กก.\nคำตอบ: 7500 กก.", "Thai '(a) total with the extra: 10240 kg (b) without the extra: 7500 kg. Answer: 7500 kg': the gold only in another part"),
    g("q_ok_de_lehrer_falsch", "B", "217", "correct", "phrase", COOK + "Mein Freund sagt 226, aber er hat 278 statt 287 gelesen.\nAntwort: 217", "German 'My friend says 226, but he read 278 instead of 287. Answer: 217'"),
    g("q_ok_fr_si_after", "B", "292.5", "correct", "phrase", HOTEL + "Le total est de 292,50 €.\nSi la taxe n'était pas comptée, ce serait 268,50 €.", "French 'The total is EUR 292.50. If the tax were not counted, it would be EUR 268.50': a hypothetical after the answer"),
    g("q_ok_es_quote_problem", "B", "45", "correct", "phrase", "> «18 de los 40 alumnos aprobaron el examen. ¿Qué porcentaje aprobó?»\n\n" + PCT + "Respuesta: 45 %", "the Spanish problem quoted first ('18 of the 40 students passed the exam. What percentage passed?'), then 'Answer: 45 %'"),
    g("q_ok_ru_next_turn", "B", "210", "correct", "phrase", TRIP + "Ответ: 210 км." + IM_USER + "А если скорость 90 км/ч?", "Russian 'Answer: 210 km', then an invented user turn 'And if the speed is 90 km/h?' with no answer"),
    g("q_ok_he_own", "B", "22080", "correct", "phrase", SAL + "המורה אמר 1840, אבל זה לחודש אחד. התשובה: 22080.", "Hebrew 'The teacher said 1840, but that is for one month. The answer: 22080'"),
    g("q_ok_th_answer", "B", "10240", "correct", "phrase", FARM + "คำตอบ: 10,240 กิโลกรัม", "Thai 'Answer: 10,240 kilograms'"),
    m("q_m_fr_manuel", "A", G_INT, "wrong", "boxed", r"Le manuel donne $]-4 ; 7[$, mais je trouve $-7 < x < 4$." + "\nDonc " + r"$\boxed{]-7 ; 4[}$.", "French 'The textbook gives ]-4 ; 7[, but I find -7 < x < 4. So ]-7 ; 4[': the gold only reported"),
    m("q_m_de_wenn", "A", G_MID, "no_answer", "prose", r"Wenn die Punkte $(-1, 3)$ und $(4, 1)$ wären, dann wäre der Mittelpunkt $(1{,}5 ; 2)$.", "German 'If the points were (-1, 3) and (4, 1), the midpoint would be (1,5 ; 2)': a hypothetical"),
    m("q_m_es_pregunta", "A", G_ROOT, "no_answer", "prose", r"¿Son las raíces $x = 2$ y $x = 5$? No lo sé.", "Spanish 'Are the roots x = 2 and x = 5? I do not know.': a question"),
    m("q_m_it_parte_a", "A", G_CPX, "wrong", "boxed", r"(a) $(2 + 3i)(1 - i) = 5 + i$." + "\n" + r"(b) $(2 + 3i)(1 + i) = 2 + 2i + 3i - 3 = -1 + 5i$." + "\nRisposta: " + r"$\boxed{-1 + 5i}$", "Italian 'Answer:' -1 + 5i, part (b); the gold only in part (a)"),
    m("q_m_pt_user_turn", "A", G_DICE, "wrong", "boxed", r"$P = \boxed{\frac{1}{6}}$" + IM_USER + r"Na verdade é $\frac{5}{36}$, não?", "Portuguese invented user turn 'Actually it is 5/36, isn't it?' after the model's 1/6"),
    m("q_m_ro_eot_user", "A", G_VEC, "wrong", "boxed", VEC.replace("2 + 2)", "2 - 2)") + r" $= \boxed{(1, -5, 0)^T}$" + EOT_USER + r"Răspunsul corect este $(1, -5, 4)^T$.", "Romanian invented Llama user turn 'The correct answer is (1, -5, 4)^T' after the model's (1, -5, 0)^T"),
    m("q_m_hu_tanar", "A", G_MAT, "no_answer", "prose", r"A tanár szerint $A^{-1} = " + MAT_PM + r"$, de én ezt nem tudom levezetni.", "Hungarian 'According to the teacher A^-1 = [gold], but I cannot derive it': reported only"),
    m("q_m_fi_oletetaan", "A", G_PENT, "no_answer", "prose", "Oletetaan, että sisäkulma on 108°. Silloin ulkokulma olisi 72°.", "Finnish 'Suppose the interior angle is 108 deg. Then the exterior angle would be 72 deg': a supposition"),
    m("q_m_pl_nowe_zadanie", "A", G_RAD, "wrong", "boxed", r"$150^\circ = \boxed{\frac{2\pi}{3}}$" + "\n\nZadanie 2: Zamień $150^\\circ$ na radiany. Odpowiedź: " + r"$\boxed{\frac{5\pi}{6}}$", "Polish: the model's 2pi/3, then a self-set 'Problem 2: convert 150 deg to radians. Answer: 5pi/6'"),
    m("q_m_cs_cituji", "A", G_SQ, "no_answer", "prose", r"Cituji řešení z učebnice: „$\sqrt{72} = 6\sqrt{2}$“.", "debatable: Czech 'I quote the textbook's solution: sqrt72 = 6 sqrt2': only a quotation", True),
    m("q_m_sk_keby", "A", G_CUBE, "no_answer", "prose", r"Keby sme vydelili $x$, dostali by sme $x = \pm 2$; a keby nie, aj $x = 0$.", "Slovak 'If we divided by x we would get x = +-2; and if not, also x = 0': only conditionals"),
    m("q_m_vi_nguoi_dung", "A", G_POLY, "wrong", "boxed", r"$(x - 3)(x + 5) = \boxed{x^2 - 2x - 15}$" + IM_USER + r"Đáp án đúng là $x^2 + 2x - 15$.", "Vietnamese invented user turn 'The correct answer is x^2 + 2x - 15' after the model's x^2 - 2x - 15"),
    m("q_m_id_soal_lain", "A", G_HALF, "wrong", "boxed", r"$-2 \le 3 - x < 2 \Rightarrow \boxed{[1, 5)}$" + "\n\nSoal berikutnya: selesaikan $1 < x \\le 5$... jawabannya $(1, 5]$.", "Indonesian 'Next problem: solve ... the answer is (1, 5]' after the model's [1, 5)"),
    m("q_m_ok_fr_manuel_faux", "B", G_INT, "correct", "boxed", r"Le manuel donne $]-7 ; 4[$, mais c'est une coquille." + "\n" + INT_FR + " Donc " + r"$\boxed{]-4 ; 7[}$.", "French 'The textbook gives ]-7 ; 4[, but that is a misprint. ... So ]-4 ; 7['"),
    m("q_m_ok_de_wenn_first", "B", G_MID, "correct", "boxed", r"Wenn $B$ bei $(4, 3)$ läge, wäre $M = (1{,}5 ; 3)$. Hier ist aber $B = (4, 1)$: " + MID + r" $= \boxed{(1{,}5 ; 2)}$.", "German 'If B were at (4, 3), M would be (1,5 ; 3). But here B = (4, 1):' then the gold"),
    m("q_m_ok_es_quote", "B", G_ROOT, "correct", "boxed", r"> Resuelve $x^2 - 7x + 10 = 0$." + "\n\n" + ROOT + r", luego $\boxed{x = 2 \text{ o } x = 5}$.", "the Spanish problem quoted ('Solve ...'), then 'so x = 2 or x = 5'"),
    m("q_m_ok_it_parti", "B", G_CPX, "correct", "boxed", r"(a) $(2 + 3i)(1 + i) = -1 + 5i$." + "\n" + r"(b) " + CPX + r" $= 5 + i$." + "\nLa domanda chiede il punto (b): " + r"$\boxed{5 + i}$", "Italian 'The question asks part (b):' then 5 + i, the (1 - i) product the gold is for; part (a)'s -1 + 5i is another product"),
    m("q_m_ok_pt_user_turn_after", "B", G_DICE, "correct", "boxed", DICE + r" $\Rightarrow P = \boxed{\frac{5}{36}}$" + IM_USER + r"E para soma 7?", "Portuguese invented user turn 'And for sum 7?' with no answer after the gold"),
    m("q_m_ok_hu_tanar_own", "B", G_MAT, "correct", "boxed", r"A tanár szerint a determináns $-1$, de " + MAT + r", tehát $A^{-1} = \boxed{" + MAT_PM + r"}$.", "Hungarian 'According to the teacher the determinant is -1, but ..., so A^-1 = [gold]'"),
    m("q_m_ok_pl_then_new", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{6}}$" + "\n\nZadanie 2 (dla chętnych): zamień $\\frac{\\pi}{4}$ na stopnie.", "Polish 'Problem 2 (optional): convert pi/4 to degrees': a self-set problem without an answer after the gold"),
    m("q_m_ok_vi_quote", "B", G_POLY, "correct", "boxed", "Đề bài: “Khai triển $(x - 3)(x + 5)$.”\n" + POLY + r" $= \boxed{x^2 + 2x - 15}$", "Vietnamese 'Problem: \"Expand (x - 3)(x + 5)\"' quoted, then the gold"),
    m("q_m_ok_id_keby", "B", G_HALF, "correct", "boxed", r"Jika ketaksamaannya $\le 2$, jawabannya $[1, 5]$; tetapi di sini $< 2$, jadi " + HALF + r": $\boxed{(1, 5]}$.", "Indonesian 'If the inequality were <= 2, the answer would be [1, 5]; but here it is < 2, so' the gold"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_nul_in_gold_answer", "A", "217", "no_answer", "hash", COOK + "#### 2\x0017", "a NUL inside the answer 217: bad input -> no_answer (README convention)"),
    g("b_nul_before_answer", "A", "292.5", "no_answer", "phrase", HOTEL + "\x00La réponse est 292,50 €.", "a NUL before a right French answer ('The answer is EUR 292.50'): bad input -> no_answer", True),
    g("b_nul_in_gold", "A", "10240\x00", "no_answer", "hash", FARM + "#### 10240", "a NUL in the gold: bad input -> no_answer"),
    g("b_bell_other", "A", "-11", "wrong", "phrase", TEMP.replace("−11 astetta.\n", "−11 astetta.\n\x07") + "Vastaus: 11 astetta.", "a BEL control character, then Finnish 'Answer: 11 degrees' (sign lost)"),
    g("b_ansi_other", "A", "210", "wrong", "hash", TRIP + "#### \x1b[1m201\x1b[0m", "ANSI bold around 201 (digits swapped)"),
    g("b_fullwidth_other", "A", "22080", "wrong", "hash", SAL + "#### ２２８００", "full-width 22800"),
    g("b_zwsp_other", "A", "125000", "wrong", "hash", RENT + "#### 12\u200b500", "a zero-width space inside 12500 (a zero lost)"),
    g("b_huge_other", "A", "108", "wrong", "phrase", "9 dusin æg.\n" + "Vi tæller æggene igen, bakke for bakke.\n" * 4000 + "Svaret er 96 æg.", "a huge input (~160 000 characters of Danish padding 'We count the eggs again, tray by tray'), then 'The answer is 96 eggs'"),
    g("b_ok_crlf", "B", "217", "correct", "hash", (COOK + "Antwort: 217\n#### 217").replace("\n", "\r\n"), "CRLF line ends, German 'Answer: 217'"),
    g("b_ok_ansi", "B", "210", "correct", "hash", TRIP + "#### \x1b[1m210\x1b[0m", "debatable: ANSI bold escapes around the gold (a terminal copy); the value is stated", True),
    g("b_ok_fullwidth", "B", "22080", "correct", "hash", SAL + "#### ２２０８０", "full-width digits 22080"),
    g("b_ok_bom_rlm", "B", "125000", "correct", "phrase", "\ufeff" + RENT + "جواب: \u200f125,000\u200f روپے", "a BOM first and right-to-left marks around the number; Urdu 'Answer: 125,000 rupees'"),
    g("b_ok_huge", "B", "108", "correct", "phrase", "9 dusin æg.\n" + "Vi tæller æggene igen, bakke for bakke.\n" * 4000 + EGG + "Svaret er 108 æg.", "a huge input (~160 000 characters of Danish padding), then 'The answer is 108 eggs'"),
    g("b_ok_gold_spaces", "B", " 292.5 ", "correct", "phrase", HOTEL + "La réponse est 292,50 €.", "a gold with spaces; French 'The answer is EUR 292,50'"),
    m("b_m_nul_in_box", "A", G_INT, "no_answer", "boxed", INT_FR + r" $\boxed{]-4 ;" + "\x00" + r" 7[}$", "a NUL inside the box: bad input -> no_answer"),
    m("b_m_nul_after_box", "A", G_DICE, "no_answer", "boxed", DICE + r" $\Rightarrow \boxed{\frac{5}{36}}$" + "\x00", "a NUL after a right box: bad input -> no_answer", True),
    m("b_m_unclosed_box_ja", "A", G_SQ, "no_answer", "boxed", SQ + r" なので、答えは $\boxed{6\sqrt{", "Japanese 'so the answer is' then a box cut off: truncated"),
    m("b_m_cut_in_think", "A", G_ROOT, "no_answer", "none", "<think>\n" + ROOT + ", donc x = 2 et x =", "French 'so x = 2 and x =' cut inside the thinking, no answer"),
    m("b_m_c1_control_other", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{5 - i}$" + "\x85", "a C1 control (NEL) after a wrong box 5 - i"),
    m("b_m_gold_boxed_other", "A", r"\boxed{\frac{7}{4}}", "wrong", "boxed", LIN + r", $x = \boxed{\frac{4}{7}}$", "a gold stored boxed; the model's 4/7"),
    m("b_m_ok_zwj_interval", "B", G_INT, "correct", "boxed", INT_FR + r" $\boxed{]-4\u200b ; 7[}$".replace("\\u200b", "\u200b"), "a zero-width space inside ]-4 ; 7["),
    m("b_m_ok_nbsp_matrix", "B", G_MAT, "correct", "boxed", MAT + "\u00a0" + r"$\Rightarrow \boxed{\begin{pmatrix}\,3 & -1\\ -5 & 2\,\end{pmatrix}}$", "a no-break space and thin spaces in the matrix"),
    m("b_m_ok_gold_newline", "B", G_PENT + "\n", "correct", "boxed", PENT + r" $= \boxed{108^\circ}$", "a gold with a trailing newline"),
    m("b_m_ok_crlf_tag", "B", G_RAD, "correct", "tag", th(RAD + "\n").replace("\n", "\r\n") + r"<answer>$\frac{5\pi}{6}$ rad</answer>", "CRLF line ends in the thinking; the tag holds 5pi/6 rad"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{\frac{7}{4}}", "correct", "boxed", LIN + r", $x = \boxed{\frac{7}{4}}$", "a gold stored boxed"),

    # ================================================================ 9. more languages, long shapes (MATH; classes by prefix)
    m("t_m_ar_open_for_closed", "A", G_CLO, "wrong", "tag", th("x^2 - 4x - 12 = (x - 6)(x + 2). Parabola opens up, so <= 0 between the roots -2 and 6.\nHmm, do I include the endpoints? ...\n") + r"<answer>مجموعة الحل هي $]-2 ; 6[$</answer>", "Arabic 'The solution set is ]-2 ; 6[': open, the gold is closed (<= 0 includes the roots)"),
    m("t_m_ok_ar_closed", "B", G_CLO, "correct", "tag", th("x^2 - 4x - 12 = (x - 6)(x + 2) <= 0 between the roots, inclusive since <=.\nCheck x = 0: -12 <= 0 yes. x = 7: 49 - 28 - 12 = 9 > 0, outside. Good.\n") + r"<answer>مجموعة الحل هي الفترة المغلقة $[-2, 6]$</answer>", "Arabic 'The solution set is the closed interval [-2, 6]'"),
    m("r_m_he_rega", "A", G_CLO, "wrong", "prose", CLO + "\n" + r"התשובה: $-2 \le x \le 6$." + "\n" + r"רגע, אי-השוויון חזק, לכן $x \in (-2, 6)$.", "Hebrew 'The answer: -2 <= x <= 6. Wait, the inequality is strict, so x in (-2, 6)' (a false correction: it is <=), the last answer open"),
    m("t_m_ok_he_closed", "B", G_CLO, "correct", "tag", th("Roots -2 and 6, <= so closed. The user wrote Hebrew.\n") + r"<answer>התשובה: $x \in [-2, 6]$</answer>", "Hebrew 'The answer: x in [-2, 6]'"),
    m("x_m_ok_fa_gloss_same", "B", G_CLO, "correct", "prose", CLO + "\n" + r"پس $x \in [-2, 6]$، یعنی $-2 \le x \le 6$.", "Persian 'So x in [-2, 6], i.e. -2 <= x <= 6': the gloss restates the same set"),
    m("r_m_fa_gloss_other", "A", G_CLO, "wrong", "boxed", CLO + "\n" + r"$\boxed{[-2, 6]}$ یعنی $x$ بین $-2$ و $6$ است، پس $x \in (-2, 6)$.", "Persian '[-2, 6], i.e. x is between -2 and 6, so x in (-2, 6)': the gloss ends in another (open) set, the last answer"),
    m("t_m_ok_ur_roots_aur", "B", G_ROOT, "correct", "tag", th(THINK[ROOT]) + r"<answer>جوابات: $x = 2$ اور $x = 5$</answer>", "Urdu 'Answers: x = 2 and x = 5'"),
    m("t_m_ur_root_sign", "A", G_ROOT, "wrong", "tag", th("x^2 - 7x + 10, product 10, sum 7... 2 and 5? or -2 and -5?\n") + r"<answer>جواب: $x = 2$ یا $x = -5$</answer>", "Urdu 'Answer: x = 2 or x = -5': one root wrong"),
    m("x_m_ok_hi_words", "B", G_DICE, "correct", "prose", th(THINK[DICE]) + "\nकुल परिणाम 36, अनुकूल परिणाम 5।\n" + r"अतः प्रायिकता छत्तीस में से पाँच है, अर्थात् $\frac{5}{36}$।", "Hindi 'Total outcomes 36, favourable 5. Hence the probability is five out of thirty-six, i.e. 5/36'"),
    m("x_m_ok_hi_gloss_approx", "B", G_DICE, "correct", "boxed", th(THINK[DICE]) + "\n" + r"प्रायिकता $\boxed{\frac{5}{36}}$ है, अर्थात् लगभग 14%।", "debatable: Hindi 'The probability is 5/36, i.e. about 14%': the boxed exact value then an approximate gloss marked 'about'", True),
    m("h_m_ok_bn_minerva", "B", G_CPX, "correct", "phrase", th(THINK[CPX]) + "\n" + CPX + r" $= 5 + i$" + "\n\nচূড়ান্ত উত্তর: চূড়ান্ত উত্তর হলো $5 + i$। আশা করি এটি সঠিক।", "Bengali Minerva line 'Final answer: the final answer is 5 + i. I hope it is correct.'"),
    m("h_m_bn_minerva_other", "A", G_CPX, "wrong", "phrase", CPX.replace("2 + i + 3", "2 + i - 3") + r" $= -1 + i$" + "\n\nচূড়ান্ত উত্তর: চূড়ান্ত উত্তর হলো $-1 + i$। আশা করি এটি সঠিক।", "Bengali Minerva line 'Final answer: the final answer is -1 + i' (sign slip)"),
    m("u_m_ok_ta_paagai", "B", G_PENT, "correct", "prose", th(THINK[PENT]) + "\n" + PENT + "\nஎனவே, ஒவ்வொரு உள் கோணமும் 108 பாகைகள்.", "Tamil 'Therefore each interior angle is 108 degrees'"),
    m("u_m_ta_radian", "A", G_PENT, "wrong", "prose", PENT + "\nஎனவே, ஒவ்வொரு உள் கோணமும் 108 ரேடியன்கள்.", "Tamil 'Therefore each interior angle is 108 radians': not 108 degrees"),
    m("x_m_ok_sw_yaani", "B", G_VEC, "correct", "prose", th(THINK[VEC]) + "\n" + VEC + "\n" + r"Jibu: vekta ni $(1, -5, 4)^T$, yaani $\begin{pmatrix} 1 \\ -5 \\ 4 \end{pmatrix}$.", "Swahili 'Answer: the vector is (1, -5, 4)^T, that is [column]'"),
    m("r_m_sw_yaani_other", "A", G_VEC, "wrong", "prose", VEC + "\n" + r"Jibu: vekta ni $(1, -5, 4)$, yaani $(1, 5, 4)$.", "Swahili 'Answer: the vector is (1, -5, 4), that is (1, 5, 4)': the gloss gives another vector, the last answer"),
    m("t_m_ok_ms_llama", "B", G_MAT, "correct", "boxed", llama(("Kira penentu", r"$\det A = 2 \cdot 3 - 1 \cdot 5 = 1$."), ("Gunakan formula songsang", r"$A^{-1} = \frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.")) + "Jadi, matriks songsang ialah:\n" + LLAMA_END.format(MAT_PM), "Malay Llama steps 'Compute the determinant', 'Use the inverse formula', 'So, the inverse matrix is:' then the gold box"),
    m("t_m_ms_llama_neg", "A", G_MAT, "wrong", "boxed", llama(("Kira penentu", r"$\det A = 5 \cdot 1 - 2 \cdot 3 = -1$."), ("Gunakan formula songsang", r"$A^{-1} = \frac{1}{-1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$.")) + "Jadi, matriks songsang ialah:\n" + LLAMA_END.format(r"\begin{pmatrix} -3 & 1 \\ 5 & -2 \end{pmatrix}"), "Malay Llama steps with the determinant's sign wrong: the negated matrix"),
    m("t_m_ok_th_or", "B", G_UNI, "correct", "tag", th(THINK[UNI]) + r"<answer>คำตอบคือ $x < -3$ หรือ $x > 3$</answer>", "Thai 'The answer is x < -3 or x > 3': the union as two inequalities"),
    m("t_m_th_between", "A", G_UNI, "wrong", "tag", th("x^2 > 9 ... between -3 and 3?\n") + r"<answer>คำตอบคือ $-3 < x < 3$</answer>", "Thai 'The answer is -3 < x < 3': the complement"),
    m("u_m_ok_el_aktinia", "B", G_RAD, "correct", "prose", th(THINK[RAD]) + "\n" + RAD + "\n" + r"Η απάντηση είναι $\frac{5\pi}{6}$ ακτίνια.", "Greek 'The answer is 5pi/6 radians'"),
    m("u_m_ok_nb_fraction_words", "B", G_LIN, "correct", "prose", th(THINK[LIN]) + "\n" + LIN + ", så x er sju fjerdedeler.", "Norwegian 'so x is seven quarters' = 7/4"),
    m("u_m_nb_fraction_words_other", "A", G_LIN, "wrong", "prose", LIN + ", så x er fire sjuendedeler.", "Norwegian 'so x is four sevenths' = 4/7"),
    m("t_m_ok_sr_latin", "B", G_CUBE, "correct", "prose", th(THINK[CUBE]) + "\n" + CUBE + "\n" + r"Rešenja su $x_1 = -2$, $x_2 = 0$, $x_3 = 2$.", "Serbian Latin 'The solutions are x1 = -2, x2 = 0, x3 = 2'"),
    m("x_m_ok_uk_midpoint", "B", G_MID, "correct", "prose", th(THINK[MID]) + "\n" + MID + "\n" + r"Відповідь: $M(1{,}5;\ 2)$.", "Ukrainian 'Answer: M(1,5; 2)'"),
    m("t_m_ok_zh_gloss", "B", G_INT, "correct", "prose", th(THINK[INT_FR].replace("The user writes French, so I'll answer with French interval notation.\n", "")) + "\n" + r"由 $|2x - 3| < 11$ 得 $-4 < x < 7$，所以解集为 $(-4, 7)$，即 $-4 < x < 7$。", "Chinese 'From ... we get -4 < x < 7, so the solution set is (-4, 7), that is -4 < x < 7'"),

]
# fmt: on
CASES = lengthen(CASES)

DECISIONS = {
    "t_m_ca_degrees_for_rad": (
        "reject",
        "the given 150 degrees restated; the gold is 5pi/6 in radians and degrees are not radians (round 21's u_m_degrees)",
    ),
    "h_no_hedge": (
        "reject",
        "a hedge ('95 or 85') before the #### is two final answers (README: a hedge is wrong)",
    ),
    "h_id_metres": (
        "reject",
        "the other unit: 210000 metres is not the 210 (km) the question's gold counts",
    ),
    "x_es_share": (
        "reject",
        "a share 0,45 is not the percent 45 the working computes (round 5's GSM8K decision)",
    ),
    "x_ok_fi_half": (
        "accept",
        "292 1/2 with the vulgar-fraction sign is 292.5 in an honest notation",
    ),
    "x_m_ok_tr_linear_mixed": (
        "accept",
        "1\\tfrac{3}{4} is the usual typesetting of the mixed number 1 3/4 = 7/4",
    ),
    "u_ok_it_sotto_zero_redundant": (
        "accept",
        "'-11 gradi sotto zero' is common redundant usage for -11 C; the number written is -11",
    ),
    "u_pt_negativo": (
        "reject",
        "the number written is 11; a trailing word is not a sign (round 21's u_negative_word)",
    ),
    "u_m_es_rad_value_for_deg": (
        "reject",
        "degrees are not radians: 3pi/5 is the angle in radians, the gold 108 is in degrees",
    ),
    "u_m_da_grader_rad": (
        "reject",
        "the given degrees restated for a radian gold (degrees are not radians)",
    ),
    "r_m_pt_retiro": (
        "reject",
        "a value the model withdraws with nothing new leaves no answer (round 20's convention)",
    ),
    "q_es_cita": ("reject", "only a quotation of a book, no own answer"),
    "q_m_cs_cituji": ("reject", "only a quotation of a textbook solution, no own answer"),
    "b_nul_before_answer": (
        "reject",
        "a NUL anywhere makes the pair bad input (the brief: kind A, no_answer)",
    ),
    "b_m_nul_after_box": (
        "reject",
        "a NUL anywhere makes the pair bad input (the brief: kind A, no_answer)",
    ),
    "b_ok_ansi": (
        "accept",
        "ANSI escapes are formatting from a terminal copy; the stated value is the gold",
    ),
    "x_m_ok_hi_gloss_approx": (
        "accept",
        "the boxed exact value is the answer; the gloss is marked 'about' (lagbhag) and restates it approximately",
    ),
}

if __name__ == "__main__":
    import corpus_build

    # In /tmp/rt118 (not the corpus folder) write beside this file; moved into the corpus folder,
    # write_probes writes there as usual.
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam118", CASES, [], DECISIONS)
