r"""Build adversarial_redteam83.jsonl: round 83 of hand-written BLACK-BOX red-team probes of `rppo_check`
(source "adversarial_redteam83", issue 25), written by a NEW helper WITHOUT reading the checker's
source, its README, bench/, tests/, ANALYSIS.md, any NOTES file or earlier multilingual rounds, and
WITHOUT running the checker (or any grader, or sympy) on the probes; handed over BEFORE any scoring.
Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure
and label rules) and the issue text were read.

Aim of this round: final answers written in languages other than English, as multilingual chat and
reasoning models write them: answer phrases in the language (答案是, Ответ:, La respuesta es, Die
Antwort lautet, 정답은, الإجابة هي, उत्तर है, Đáp số, Jawaban, คำตอบคือ, Απάντηση, התשובה היא, ...),
number writing (decimal commas, space / dot / comma / lakh thousands separators, full-width and
Arabic-Indic / Devanagari / Bengali / Persian / Thai digits, scale words like 万 and тыс.), counted
nouns and units, negation and correction idioms, checks after the answer, closings, reported and
hypothetical speech, answer tags with sentences in the language and mixed-language outputs. About
two thirds MATH-path probes.

Problems and golds (arithmetic checked by hand; see the comments at each working block):
GSM8K: 37 trays of 24 rolls, 653 sold -> 235 (misreading 635: 253); 7.5 m of cloth at 4.36 -> 32.7
(misread 4.63: 34.73); 14 staff at 2,350 a month for 12 months -> 394,800 (monthly 32,900); three
items at 1,240 yen paid with 5,000 -> 1,280; 11 of 16 passing -> 68.75 %; 3 degrees falling 1.2 an
hour for 8 hours -> -6.6; 276 pencils in boxes of 12 -> 23.
MATH: both red from 8 red and 5 blue -> 14/39; sqrt72 + sqrt50 + sqrt32 -> 15sqrt2; 3x - 4 >= 2x + 3
-> [7, oo); [[2,-1],[0,3]][[1,4],[5,2]] -> [[-3,6],[15,6]]; (3x-2)^2 - (x+1)(x-4) -> 8x^2 - 9x + 8;
roots of x^3 - 4x^2 - 11x + 30 -> -3, 2, 5; (4 - 3i)/(2 + i) -> 1 - 2i; 7 + 11 + ... + 87 -> 987;
vertex of y = 2x^2 - 16x + 23 -> (4, -9); 3142_5 -> 422; cone r = 4, h = 9 -> 48pi; interior angle
of a regular 40-gon -> 171; 165 degrees in radians -> 11pi/12; domain of sqrt(x+3)/(x-4) ->
[-3, 4) U (4, oo); 0.\overline{48} -> 16/33; (x^2 - 4)/(x^2 - 5x + 6) -> (x+2)/(x-3).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit and counter words; `r_` retractions and
harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a JSON corpus can
hold. `_m_` marks a MATH probe, `_ok_` kind B; the language code (zh, ja, ko, ru, uk, es, pt, fr,
de, it, nl, pl, tr, ar, fa, hi, bn, vi, id, th, el, he, cs, sv, tl) follows. Every note glosses the
non-English text in English.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer; a hedge between two values or two different final answers is `wrong`;
no final answer is `no_answer`; a value equal to the gold mathematically (a decimal comma, a
thousands separator of any script, native digits, a counted noun or unit, `0,5` for 1/2) is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`; a check, a translation
or a pleasantry after a committed answer does not replace it; in an <answer> tag a sentence in any
language, an equation chain or a box is read for the value it states; an unclosed tag still holds
its answer. Debatable probes carry `"debatable": true` and their proposed decision in the note and
in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam83.py
"""

from corpus_build import IM_USER, g, m, th, write_probes


def L(*lines):
    """Lines of working joined by newlines, with a final newline."""
    return "\n".join(lines) + "\n"


# ================================================================ GSM8K-path working (by language)
# --- rolls: gold 235 (37 * 24 = 888; 888 - 653 = 235; check 235 + 653 = 888). Slip 635: 888 - 635 = 253.
ID_ROLL = L(
    "Toko roti membuat 37 nampan, masing-masing berisi 24 roti, jadi 37 × 24 = 888 roti.",
    "Terjual 653 roti, sehingga sisanya 888 − 653 = 235 roti.",
)
ID_ROLL_SLIP = L(
    "Toko roti membuat 37 nampan, masing-masing berisi 24 roti, jadi 37 × 24 = 888 roti.",
    "Terjual 635 roti, sehingga sisanya 888 − 635 = 253 roti.",
)
# --- fabric: gold 32.7 (7 * 4.36 = 30.52; 0.5 * 4.36 = 2.18; 30.52 + 2.18 = 32.70).
#     Misread price 4.63: 7.5 * 4.63 = 32.41 + 2.315 = 34.725 -> 34.73.
DE_FAB = L("Ein Meter Stoff kostet 4,36 €. Für 7,5 m zahlt sie 7,5 · 4,36 € = 32,70 €.")
DE_FAB_SLIP = L(
    "Ein Meter Stoff kostet 4,63 €. Für 7,5 m zahlt sie 7,5 · 4,63 € = 34,725 € ≈ 34,73 €."
)
# --- payroll: gold 394800 (14 * 2350 = 32900; 32900 * 12 = 394800; check 394800 / 14 = 28200 = 12 * 2350).
FR_PAY = L(
    "Chaque mois, l'entreprise verse 14 × 2 350 € = 32 900 €.",
    "Sur 12 mois, cela fait 32 900 € × 12 = 394 800 €.",
)
# --- change: gold 1280 (3 * 1240 = 3720; 5000 - 3720 = 1280).
JA_YEN = L(
    "1個1,240円の品物を3個買うので、代金は 1,240 × 3 = 3,720円です。",
    "5,000円札で払ったので、おつりは 5,000 − 3,720 = 1,280円です。",
)

# ================================================================ MATH-path working (by language)
# --- two balls from 8 red and 5 blue, both red: C(8,2) = 28, C(13,2) = 78, 28/78 = 14/39 (0.358974...).
#     With replacement (the slip): (8/13)^2 = 64/169.
G_PROB = r"\frac{14}{39}"
ZH_PROB = L(
    r"袋中共有 $8 + 5 = 13$ 个球，任取两个的取法有 $\binom{13}{2} = 78$ 种。",
    r"两个都是红球的取法有 $\binom{8}{2} = 28$ 种。",
    r"所以所求概率为 $\frac{28}{78} = \frac{14}{39}$。",
)
ZH_PROB_SLIP = L(
    r"袋中共有 $8 + 5 = 13$ 个球，每次取到红球的概率是 $\frac{8}{13}$。",
    r"两次都取到红球的概率为 $\left(\frac{8}{13}\right)^2 = \frac{64}{169}$。",
)
# --- sqrt72 + sqrt50 + sqrt32 = 6sqrt2 + 5sqrt2 + 4sqrt2 = 15sqrt2 (= sqrt450 = 21.2132...). Slip sqrt32 = 2sqrt2: 13sqrt2.
G_RAD = r"15\sqrt{2}"
JA_RAD = L(
    r"$\sqrt{72} = 6\sqrt{2}$、$\sqrt{50} = 5\sqrt{2}$、$\sqrt{32} = 4\sqrt{2}$ と簡単にできます。",
    r"よって和は $(6 + 5 + 4)\sqrt{2} = 15\sqrt{2}$ です。",
)
JA_RAD_SLIP = L(
    r"$\sqrt{72} = 6\sqrt{2}$、$\sqrt{50} = 5\sqrt{2}$、$\sqrt{32} = 2\sqrt{2}$ と簡単にできます。",
    r"よって和は $(6 + 5 + 2)\sqrt{2} = 13\sqrt{2}$ です。",
)
# --- 3x - 4 >= 2x + 3 -> x >= 7 -> [7, oo).
G_INT = r"[7, \infty)"
KO_INT = L(
    r"$3x - 4 \ge 2x + 3$의 양변에서 $2x$를 빼면 $x - 4 \ge 3$입니다.",
    r"양변에 $4$를 더하면 $x \ge 7$입니다.",
)
# --- [[2,-1],[0,3]] [[1,4],[5,2]]: 2-5 = -3, 8-2 = 6, 0+15 = 15, 0+6 = 6. The reverse order BA: [[1,4],[5,2]] [[2,-1],[0,3]]
#     = [[2, -1+12], [10, -5+6]] = [[2, 11], [10, 1]].
G_MAT = r"\begin{pmatrix} -3 & 6 \\ 15 & 6 \end{pmatrix}"
RU_MAT = L(
    "Перемножаем строки первой матрицы на столбцы второй:",
    r"- первая строка: $2 \cdot 1 + (-1) \cdot 5 = -3$, $2 \cdot 4 + (-1) \cdot 2 = 6$;",
    r"- вторая строка: $0 \cdot 1 + 3 \cdot 5 = 15$, $0 \cdot 4 + 3 \cdot 2 = 6$.",
)
RU_MAT_BA = L(
    "Перемножаем строки матрицы $B$ на столбцы матрицы $A$:",
    r"- первая строка: $1 \cdot 2 + 4 \cdot 0 = 2$, $1 \cdot (-1) + 4 \cdot 3 = 11$;",
    r"- вторая строка: $5 \cdot 2 + 2 \cdot 0 = 10$, $5 \cdot (-1) + 2 \cdot 3 = 1$.",
)
# --- (3x-2)^2 - (x+1)(x-4) = 9x^2 - 12x + 4 - (x^2 - 3x - 4) = 8x^2 - 9x + 8 (x = 1: 1 + 6 = 7 = 8 - 9 + 8).
#     Minus not distributed: 9x^2 - 12x + 4 - x^2 - 3x - 4 = 8x^2 - 15x.
G_POLY = "8x^2 - 9x + 8"
DE_POLY = L(
    r"Wir multiplizieren aus: $(3x - 2)^2 = 9x^2 - 12x + 4$ und $(x + 1)(x - 4) = x^2 - 3x - 4$.",
    r"Also $9x^2 - 12x + 4 - (x^2 - 3x - 4) = 9x^2 - 12x + 4 - x^2 + 3x + 4 = 8x^2 - 9x + 8$.",
)
# --- x^3 - 4x^2 - 11x + 30 = (x - 2)(x - 5)(x + 3): x = 2: 8 - 16 - 22 + 30 = 0; x = 5: 125 - 100 - 55 + 30 = 0;
#     x = -3: -27 - 36 + 33 + 30 = 0.
G_ROOTS = "-3, 2, 5"
ES_ROOTS = L(
    r"Probamos $x = 2$: $8 - 16 - 22 + 30 = 0$, así que $(x - 2)$ es un factor.",
    r"Dividiendo, $x^3 - 4x^2 - 11x + 30 = (x - 2)(x^2 - 2x - 15) = (x - 2)(x - 5)(x + 3)$.",
)
# --- (4 - 3i)/(2 + i) = (4 - 3i)(2 - i)/5 = (8 - 4i - 6i + 3i^2)/5 = (5 - 10i)/5 = 1 - 2i; check (1 - 2i)(2 + i) = 4 - 3i.
G_CPX = "1 - 2i"
FR_CPX = L(
    r"On multiplie numérateur et dénominateur par le conjugué $2 - i$ :",
    r"$\frac{(4 - 3i)(2 - i)}{(2 + i)(2 - i)} = \frac{8 - 4i - 6i + 3i^2}{4 + 1} = \frac{5 - 10i}{5}$.",
)
# --- 7 + 11 + ... + 87: n = 80/4 + 1 = 21, S = 21 * 94 / 2 = 987. Slip n = 20: 20 * 94 / 2 = 940.
G_SUM = "987"
PT_SUM = L(
    r"A sequência $7, 11, 15, \ldots, 87$ é uma PA de razão $4$, com $n = \frac{87 - 7}{4} + 1 = 21$ termos.",
    r"Logo $S = \frac{21 \cdot (7 + 87)}{2} = \frac{21 \cdot 94}{2} = 987$.",
)
PT_SUM_SLIP = L(
    r"A sequência $7, 11, 15, \ldots, 87$ é uma PA de razão $4$, com $n = \frac{87 - 7}{4} = 20$ termos.",
    r"Logo $S = \frac{20 \cdot (7 + 87)}{2} = 940$.",
)
# --- vertex of y = 2x^2 - 16x + 23: x = 16/4 = 4, y = 32 - 64 + 23 = -9.
G_VTX = "(4, -9)"
TR_VTX = L(
    r"Tepe noktasının apsisi $x = -\frac{b}{2a} = \frac{16}{4} = 4$.",
    r"Ordinatı $y = 2 \cdot 4^2 - 16 \cdot 4 + 23 = 32 - 64 + 23 = -9$.",
)
EN_VTX = L(
    r"The vertex is at $x = -\frac{b}{2a} = \frac{16}{4} = 4$.",
    r"Then $y = 2(16) - 16(4) + 23 = 32 - 64 + 23 = -9$.",
)
# --- 3142_5 = 3*125 + 1*25 + 4*5 + 2 = 375 + 25 + 20 + 2 = 422.
G_BASE = "422"
VI_BASE = L(
    r"Ta có $3142_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 2 = 375 + 25 + 20 + 2 = 422$."
)
# --- cone r = 4, h = 9: V = (1/3) pi 16 * 9 = 48 pi. Without 1/3: 144 pi.
G_CONE = r"48\pi"
AR_CONE = L(
    r"حجم المخروط هو $V = \frac{1}{3}\pi r^2 h$.",
    r"بالتعويض: $V = \frac{1}{3} \cdot \pi \cdot 4^2 \cdot 9 = \frac{144\pi}{3} = 48\pi$.",
)
AR_CONE_SLIP = L(
    r"حجم المخروط هو $V = \pi r^2 h$.", r"بالتعويض: $V = \pi \cdot 4^2 \cdot 9 = 144\pi$."
)
# --- interior angle of a regular 40-gon: 38 * 180 / 40 = 6840 / 40 = 171 (exterior 360 / 40 = 9).
G_ANG = "171"
HI_ANG = L(
    r"नियमित 40-भुज के अंतःकोणों का योग $(40 - 2) \cdot 180^\circ = 6840^\circ$ है।",
    r"इसलिए प्रत्येक अंतःकोण $\frac{6840^\circ}{40} = 171^\circ$ है।",
)

# --- more GSM8K-path working
# pass rate: gold 68.75 (11 / 16 = 0.6875; 16 * 0.6875 = 11).
ES_PCT = L(
    "Aprobaron 11 de los 16 estudiantes.", "11 ÷ 16 = 0,6875, es decir, el 68,75 % de la clase."
)
NL_PCT = L("11 van de 16 leerlingen zijn geslaagd.", "11 / 16 = 0,6875, dus 68,75% is geslaagd.")
# temperature: gold -6.6 (1.2 * 8 = 9.6; 3 - 9.6 = -6.6).
RU_TEMP = L(
    "За 8 часов температура опустилась на 1,2 · 8 = 9,6 °C.", "К вечеру стало 3 − 9,6 = −6,6 °C."
)
# pencils: gold 23 (276 / 12 = 23; 12 * 23 = 276).
ZH_PEN = L("一共有 276 支铅笔，每盒装 12 支。", "276 ÷ 12 = 23，所以一共需要 23 盒。")
TH_PEN = L("มีดินสอ 276 แท่ง บรรจุกล่องละ 12 แท่ง", "276 ÷ 12 = 23 ดังนั้นต้องใช้ 23 กล่อง")
TH_PEN_SLIP = L("มีดินสอ 276 แท่ง บรรจุกล่องละ 12 แท่ง", "276 ÷ 12 = 23 และเผื่อไว้อีก 1 กล่อง รวมเป็น 24 กล่อง")
BN_PEN = L("মোট ২৭৬টি পেন্সিল, প্রতি বাক্সে ১২টি।", "২৭৬ ÷ ১২ = ২৩, তাই ২৩টি বাক্স লাগবে।")
# rolls again (gold 235), Ukrainian and Tagalog.
UK_ROLL = L(
    "Пекарня спекла 37 · 24 = 888 булочок.", "Продали 653, отже залишилося 888 − 653 = 235 булочок."
)
UK_ROLL_SLIP = L(
    "Пекарня спекла 37 · 24 = 888 булочок.", "Продали 635, отже залишилося 888 − 635 = 253 булочки."
)
TL_ROLL = L(
    "Gumawa ang panaderya ng 37 × 24 = 888 na pandesal.",
    "Naibenta ang 653, kaya 888 − 653 = 235 ang natira.",
)
# payroll again (gold 394800), Polish and Hindi (lakh grouping: 3,94,800 = 3.948 lakh).
PL_PAY = L(
    "Miesięcznie firma płaci 14 · 2 350 zł = 32 900 zł.",
    "Przez 12 miesięcy: 32 900 zł · 12 = 394 800 zł.",
)
HI_PAY = L("हर महीने का वेतन: 14 × ₹2,350 = ₹32,900", "12 महीनों का कुल वेतन: ₹32,900 × 12 = ₹3,94,800")
# change again (gold 1280), Persian digits: ۳ × ۱۲۴۰ = ۳۷۲۰, ۵۰۰۰ − ۳۷۲۰ = ۱۲۸۰.
FA_YEN = L("قیمت سه کالا: ۳ × ۱۲۴۰ = ۳۷۲۰ ین.", "باقیمانده پول: ۵۰۰۰ − ۳۷۲۰ = ۱۲۸۰ ین.")
# fabric again (gold 32.7), Swedish.
SV_FAB = L("7,5 m tyg à 4,36 kr/m kostar 7,5 · 4,36 = 32,70 kr.")

# --- more MATH-path working
# 0.\overline{48} = 48/99 = 16/33 (16 * 3 = 48, 33 * 3 = 99).
G_REP = r"\frac{16}{33}"
IT_REP = L(
    r"Sia $x = 0,\overline{48}$. Allora $100x = 48,\overline{48}$, quindi $99x = 48$.",
    r"Dunque $x = \frac{48}{99} = \frac{16}{33}$.",
)
SV_POLY = L(
    r"Vi utvecklar: $(3x - 2)^2 = 9x^2 - 12x + 4$ och $(x + 1)(x - 4) = x^2 - 3x - 4$.",
    r"Differensen blir $9x^2 - 12x + 4 - x^2 + 3x + 4 = 8x^2 - 9x + 8$.",
)
SV_POLY_SLIP = L(
    r"Vi utvecklar: $(3x - 2)^2 = 9x^2 - 12x + 4$ och $(x + 1)(x - 4) = x^2 - 3x - 4$.",
    r"Differensen blir $9x^2 - 12x + 4 - x^2 - 3x - 4 = 8x^2 - 15x$.",
)
# 165 degrees = 165 pi / 180 = 11 pi / 12 (165 = 15 * 11, 180 = 15 * 12).
G_RADI = r"\frac{11\pi}{12}"
EL_RADI = L(r"Μετατρέπουμε: $165^\circ = 165 \cdot \frac{\pi}{180} = \frac{11\pi}{12}$ rad.")
HE_CONE = L(
    r"נפח החרוט הוא $V = \frac{1}{3}\pi r^2 h = \frac{1}{3} \cdot \pi \cdot 16 \cdot 9 = 48\pi$."
)
# domain of sqrt(x + 3)/(x - 4): x >= -3 and x != 4.
G_DOM = r"[-3, 4) \cup (4, \infty)"
CS_DOM = L(
    r"Pod odmocninou musí být $x + 3 \ge 0$, tedy $x \ge -3$.",
    r"Jmenovatel nesmí být nula: $x \ne 4$.",
)
# (x^2 - 4)/(x^2 - 5x + 6) = (x - 2)(x + 2)/((x - 2)(x - 3)) = (x + 2)/(x - 3).
G_FRAC = r"\frac{x + 2}{x - 3}"
NL_FRAC = L(
    r"Ontbind in factoren: $x^2 - 4 = (x - 2)(x + 2)$ en $x^2 - 5x + 6 = (x - 2)(x - 3)$.",
    r"Na het wegdelen van $(x - 2)$ blijft $\frac{x + 2}{x - 3}$ over.",
)
BN_ANG = L(
    "নিয়মিত ৪০-ভুজের অন্তঃকোণগুলোর সমষ্টি $(40 - 2) \\times 180^\\circ = 6840^\\circ$।",
    "তাই প্রতিটি অন্তঃকোণ $6840^\\circ \\div 40 = 171^\\circ$।",
)

# --- working for the exactness probes
# payroll (gold 394800) in Chinese and Russian; 394800 = 39.48 万 = 394.8 thousand.
ZH_PAY = L("每月工资：14 × 2350 = 32900 元。", "12 个月共计：32900 × 12 = 394800 元。")
RU_PAY = L(
    "В месяц фирма платит 14 · 2 350 = 32 900 руб.", "За 12 месяцев: 32 900 · 12 = 394 800 руб."
)
# change (gold 1280) in German: 5.000 - 3.720 = 1.280 (dots as thousands separators).
DE_YEN = L(
    "Drei Artikel zu je 1.240 Yen kosten 3 · 1.240 = 3.720 Yen.",
    "Das Wechselgeld beträgt 5.000 − 3.720 = 1.280 Yen.",
)
# probability (gold 14/39 = 0.358974...) in Polish; radicals (gold 15sqrt2 = 21.2132...) in Ukrainian.
PL_PROB = L(
    r"Wszystkich par kul jest $\binom{13}{2} = 78$, a par czerwonych $\binom{8}{2} = 28$.",
    r"Zatem $P = \frac{28}{78} = \frac{14}{39}$.",
)
UK_RAD = L(
    r"Спростимо кожен корінь: $\sqrt{72} = 6\sqrt{2}$, $\sqrt{50} = 5\sqrt{2}$, $\sqrt{32} = 4\sqrt{2}$.",
    r"Сума: $6\sqrt{2} + 5\sqrt{2} + 4\sqrt{2} = 15\sqrt{2}$.",
)

# --- working for the unit-word probes
VI_ANG = L(
    r"Tổng các góc trong của đa giác đều 40 cạnh là $(40 - 2) \cdot 180^\circ = 6840^\circ$.",
    r"Mỗi góc trong bằng $6840^\circ : 40 = 171^\circ$.",
)
ZH_RADI = L(
    r"角度化弧度：$165^\circ \times \frac{\pi}{180^\circ} = \frac{165\pi}{180} = \frac{11\pi}{12}$。"
)
IT_RADI = L(
    r"Per passare ai radianti moltiplichiamo per $\frac{\pi}{180}$: $165 \cdot \frac{\pi}{180} = \frac{11}{12}\pi$."
)
RU_CONE = L(
    r"Объём конуса $V = \frac{1}{3}\pi r^2 h = \frac{1}{3} \cdot \pi \cdot 16 \cdot 9 = 48\pi$ см³."
)
KO_CONE = L(
    r"원뿔의 부피는 $V = \frac{1}{3}\pi r^2 h = \frac{1}{3} \times \pi \times 4^2 \times 9 = 48\pi$입니다."
)
ES_CONE = L(
    r"El volumen del cono es $V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi (4)^2 (9) = 48\pi$."
)
TR_ANG = L(
    r"Düzgün 40-genin iç açıları toplamı $(40 - 2) \cdot 180^\circ = 6840^\circ$.",
    r"Bir iç açı $6840^\circ / 40 = 171^\circ$.",
)
TH_ANG = L(
    r"ผลรวมมุมภายในของรูป 40 เหลี่ยมด้านเท่า $= (40 - 2) \times 180^\circ = 6840^\circ$",
    r"มุมภายในแต่ละมุม $= 6840^\circ \div 40 = 171^\circ$",
)
CS_RAD = L(
    r"Částečně odmocníme: $\sqrt{72} = 6\sqrt{2}$, $\sqrt{50} = 5\sqrt{2}$, $\sqrt{32} = 4\sqrt{2}$.",
    r"Součet je $15\sqrt{2}$.",
)
# temperature (gold -6.6) in Chinese and Korean; payroll (gold 394800) in Turkish and Indonesian.
ZH_TEMP = L("8 小时共下降 1.2 × 8 = 9.6 度。", "最后的温度是 3 − 9.6 = −6.6 度。")
KO_TEMP = L("8시간 동안 1.2 × 8 = 9.6도 내려갑니다.", "따라서 3 − 9.6 = −6.6도가 됩니다.")
TR_PAY = L("Aylık ödeme: 14 × 2.350 TL = 32.900 TL.", "12 ayda: 32.900 × 12 = 394.800 TL.")
ID_PAY = L(
    "Gaji per bulan: 14 × Rp2.350 = Rp32.900.", "Selama 12 bulan: Rp32.900 × 12 = Rp394.800."
)
VI_YEN = L(
    "Mua 3 món, mỗi món 1.240 yên: 3 × 1.240 = 3.720 yên.",
    "Tiền thối lại: 5.000 − 3.720 = 1.280 yên.",
)

# fmt: off
CASES = [

    # ================================================================ 8. bad input a JSON corpus can hold (b_)
    m("b_m_ok_he_rlm", "B", G_CONE, "correct", "answer_is", HE_CONE + "התשובה היא \u200f$48\\pi$\u200f.", "he: 'the answer is 48π' with RIGHT-TO-LEFT MARKs (U+200F) around the math, as right-to-left editors insert"),
    m("b_m_he_rlm_other", "A", G_CONE, "wrong", "answer_is", "נפח החרוט הוא $V = \\pi r^2 h = \\pi \\cdot 16 \\cdot 9 = 144\\pi$.\nהתשובה היא \u200f$144\\pi$\u200f.", "he: 'the answer is 144π' (the 1/3 forgotten) with RLM marks"),
    m("b_m_ok_ar_isolate", "B", G_CONE, "correct", "answer_is", AR_CONE + "الإجابة: \u2066$48\\pi$\u2069", "ar: 'Answer: 48π' wrapped in LEFT-TO-RIGHT ISOLATE / POP DIRECTIONAL ISOLATE (U+2066, U+2069)"),
    m("b_m_ar_isolate_other", "A", G_CONE, "wrong", "answer_is", AR_CONE_SLIP + "الإجابة: \u2066$144\\pi$\u2069", "ar: 'Answer: 144π' in bidi isolates; the 1/3 forgotten"),
    g("b_ok_fa_nbsp", "B", "1280", "correct", "answer_is", FA_YEN + "پاسخ:\u00a0۱۲۸۰\u00a0ین", "fa: 'Answer: 1280 yen' in Persian digits with NO-BREAK SPACEs; the working holds ZERO WIDTH NON-JOINERs (U+200C) as Persian spelling does"),
    g("b_fa_zwnj_total", "A", "1280", "wrong", "answer_is", FA_YEN + "پاسخ: ۳۷\u200c۲۰ ین", "fa: 'Answer: 3720 yen' with a ZERO WIDTH NON-JOINER inside the Persian-digit number: the total price, not the change"),
    m("b_m_ok_zh_fullwidth_frac", "B", G_PROB, "correct", "answer_is", ZH_PROB + "答案：１４／３９", "zh: 'Answer: 14/39' in full-width digits and full-width solidus (U+FF0F), as Chinese IMEs type"),
    m("b_m_zh_fullwidth_other", "A", G_PROB, "wrong", "answer_is", ZH_PROB_SLIP + "答案：６４／１６９", "zh: 'Answer: 64/169' in full-width characters (with replacement)"),
    g("b_ok_zh_hanzi_numeral", "B", "23", "correct", "answer_is", ZH_PEN + "答案：二十三盒。", "zh: 'Answer: twenty-three boxes' in Chinese numerals (二十三 = 23)"),
    g("b_zh_hanzi_other", "A", "23", "wrong", "answer_is", "一共有 276 支铅笔，每盒装 12 支。\n276 ÷ 12 = 23，再多准备一盒备用，共 24 盒。\n答案：二十四盒。", "zh: 'Answer: twenty-four boxes' (二十四 = 24; one spare box added)"),
    m("b_m_ok_ja_kanji_numeral", "B", G_BASE, "correct", "answer_is", "$3142_5 = 3 \\times 125 + 1 \\times 25 + 4 \\times 5 + 2 = 422$ です。\n答え：四百二十二", "ja: '... = 422. Answer: four hundred twenty-two' in kanji numerals (四百二十二 = 422)"),
    m("b_m_ko_nul_other", "A", G_INT, "wrong", "answer_is", KO_INT + "답: $(7,\x00 \\infty)$", "ko: 'Answer: (7, ∞)' with a NUL inside: the endpoint dropped, wrong whatever the NUL does"),
    m("b_m_ok_ru_crlf_nbsp", "B", G_MAT, "correct", "answer_is", (RU_MAT + "Ответ:\u00a0$\\begin{pmatrix} -3 & 6 \\\\ 15 & 6 \\end{pmatrix}$").replace("\n", "\r\n"), "ru: 'Answer:' the gold matrix after a NO-BREAK SPACE, CRLF line ends"),
    m("b_m_ru_crlf_other", "A", G_MAT, "wrong", "answer_is", (RU_MAT_BA + "Ответ:\u00a0$\\begin{pmatrix} 2 & 11 \\\\ 10 & 1 \\end{pmatrix}$").replace("\n", "\r\n"), "ru: 'Answer:' BA, CRLF line ends"),
    m("b_m_ok_de_zwsp", "B", G_POLY, "correct", "answer_is", DE_POLY + "Ergebnis: $8x^2 - 9x\u200b + 8$", "de: 'Result: 8x^2 − 9x + 8' with a ZERO WIDTH SPACE (U+200B) inside the math"),
    m("b_m_de_shy_other", "A", G_POLY, "wrong", "answer_is", "$(3x - 2)^2 - (x + 1)(x - 4) = 9x^2 - 12x + 4 - x^2 - 3x - 4$.\nErgebnis: $8x^2 - 15\u00adx$", "de: 'Result: 8x^2 − 15x' with a SOFT HYPHEN (U+00AD) inside; the minus not distributed"),
    m("b_m_ok_el_plain_pi", "B", G_RADI, "correct", "answer_is", EL_RADI + "Απάντηση: 11π/12", "el: 'Answer: 11π/12' in plain text with the Greek letter π (U+03C0)"),
    m("b_m_el_plain_other", "A", G_RADI, "wrong", "answer_is", "Μετατρέπουμε: 165° = 165 · π/90 = 11π/6.\nΑπάντηση: 11π/6", "el: 'Answer: 11π/6' in plain text (π/90 used by mistake)"),
    m("b_m_ok_th_digits", "B", G_ANG, "correct", "answer_is", TH_ANG + "คำตอบคือ ๑๗๑ องศา", "th: 'the answer is 171 degrees' in Thai digits (๑๗๑ = 171)"),
    m("b_m_th_digits_other", "A", G_ANG, "wrong", "answer_is", TH_ANG + "มุมภายนอก = 180° − 171° = 9°\nคำตอบคือ ๙ องศา", "th: 'exterior angle = 9°; the answer is 9 degrees' in Thai digits (๙ = 9); gold interior 171"),
    m("b_m_ok_hi_devanagari", "B", G_ANG, "correct", "answer_is", HI_ANG + "उत्तर: १७१°", "hi: 'Answer: 171°' in Devanagari digits (१७१ = 171)"),
    m("b_m_hi_devanagari_other", "A", G_ANG, "wrong", "answer_is", "प्रत्येक बाह्य कोण $\\frac{360^\\circ}{40} = 9^\\circ$ है।\nउत्तर: ९°", "hi: 'each exterior angle is 9°. Answer: 9°' in Devanagari digits (९ = 9)"),
    m("b_m_ok_vi_math_bold", "B", G_BASE, "correct", "answer_is", VI_BASE + "**Đáp số:** 𝟒𝟐𝟐", "vi: 'Answer: 422' in MATHEMATICAL BOLD DIGITS (U+1D7D2, U+1D7D0, U+1D7D0), as some chat outputs style numbers"),
    g("b_empty_think", "A", "235", "no_answer", "none", "<think>\n\n</think>\n\n", "an empty think block and nothing else"),
    m("b_m_zh_loop", "A", G_PROB, "no_answer", "truncated", "袋中共有 13 个球。\n" + "所以答案是" * 120, "zh: 'so the answer is' repeated 120 times without a value (a degenerate loop cut off)"),
    g("b_ok_id_emoji", "B", "235", "correct", "answer_is", ID_ROLL + "Jawaban: 235 roti 🍞✅", "id: 'Answer: 235 rolls' followed by emoji"),
    g("b_id_emoji_other", "A", "235", "wrong", "answer_is", ID_ROLL_SLIP + "Jawaban: 253 roti 🍞", "id: 'Answer: 253 rolls' with an emoji (635 sold misread)"),
    m("b_m_ok_sv_superscript", "B", G_POLY, "correct", "answer_is", SV_POLY + "Svar: 8x² − 9x + 8", "sv: 'Answer: 8x² − 9x + 8' in plain text with a SUPERSCRIPT TWO and U+2212 minus signs"),
    m("b_m_sv_superscript_other", "A", G_POLY, "wrong", "answer_is", SV_POLY_SLIP + "Svar: 8x² − 15x", "sv: 'Answer: 8x² − 15x' in plain text (the minus not distributed)"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_ok_es_comma_hash", "B", "68.75", "correct", "hash", ES_PCT + "La respuesta es 68,75 %.\n#### 68,75", "es: 'the answer is 68,75 %' then '#### 68,75': a Spanish decimal comma in the #### line (68,75 = 68.75 after a phrase with the same decimal comma; debatable: a comma in a #### line is a thousands separator in English data; proposed decision: accept, the phrase and the working both show a decimal comma)", True),
    g("h_ok_es_phrase_hash", "B", "68.75", "correct", "hash", ES_PCT + "La respuesta es 68,75 %.\n#### 68.75", "es: 'the answer is 68,75 %', then #### with a decimal point"),
    g("h_es_share_hash", "A", "68.75", "wrong", "hash", ES_PCT + "La respuesta es 0,6875.\n#### 0.6875", "es: 'the answer is 0.6875': the share where the working and the question give a percentage; 0.6875 is not 68.75"),
    g("h_ru_frost_sign", "A", "-6.6", "wrong", "hash", RU_TEMP + "Ответ: 6,6 градуса мороза.\n#### 6.6", "ru: 'Answer: 6.6 degrees of frost' (мороз = below zero), yet the #### value is 6.6 without its sign (debatable: the phrase means -6.6; proposed decision: reject, the marked value is 6.6)", True),
    g("h_ok_ru_unicode_minus", "B", "-6.6", "correct", "hash", RU_TEMP + "Ответ: −6,6 °C.\n#### −6,6", "ru: 'Answer: −6.6 °C'; U+2212 minus sign and a decimal comma in the #### line"),
    g("h_zh_hash_other", "A", "23", "wrong", "hash", ZH_PEN + "答案是 23 盒。\n#### 276", "zh: 'the answer is 23 boxes', then #### 276 (the pencil count): two different final answers"),
    g("h_ok_zh_phrase_hash", "B", "23", "correct", "hash", ZH_PEN + "答案：23 盒\n#### 23", "zh: 'Answer: 23 boxes' then #### 23"),
    g("h_ok_zh_inline_hash", "B", "23", "correct", "hash", ZH_PEN + "因此，答案是 #### 23", "zh: 'therefore, the answer is #### 23': the phrase marker and #### on one line"),
    g("h_uk_inline_slip", "A", "235", "wrong", "hash", UK_ROLL_SLIP + "Отже, відповідь: #### 253", "uk: 'so, the answer: #### 253' (635 sold misread); gold 235"),
    g("h_ok_uk_inline", "B", "235", "correct", "hash", UK_ROLL + "Отже, відповідь: #### 235", "uk: 'so, the answer: #### 235'"),
    g("h_ok_pl_space_thousands", "B", "394800", "correct", "hash", PL_PAY + "Odpowiedź: firma wypłaci łącznie 394 800 zł.\n#### 394 800", "pl: 'Answer: the company pays 394 800 zł in total', #### with a space as the thousands separator"),
    g("h_pl_monthly", "A", "394800", "wrong", "hash", PL_PAY + "Odpowiedź: 394 800 zł.\n#### 32 900", "pl: 'Answer: 394 800 zł' then #### 32 900 (the monthly sum): two different final answers, the #### one wrong"),
    g("h_ok_hi_lakh", "B", "394800", "correct", "hash", HI_PAY + "उत्तर: कुल वेतन ₹3,94,800 है।\n#### 3,94,800", "hi: 'Answer: the total salary is ₹3,94,800'; Indian lakh grouping 3,94,800 = 394800"),
    g("h_hi_lakh_scale", "A", "394800", "wrong", "hash", HI_PAY + "उत्तर: कुल वेतन 3.948 लाख रुपये है।\n#### 3.948", "hi: 'Answer: the total salary is 3.948 lakh rupees', then #### 3.948 without the scale word (debatable: 3.948 lakh = 394800; proposed decision: reject, the marked value is 3.948)", True),
    g("h_ok_fa_digits", "B", "1280", "correct", "hash", FA_YEN + "پاسخ: ۱۲۸۰ ین\n#### ۱۲۸۰", "fa: 'Answer: 1280 yen' in Persian digits, #### in Persian digits (۱۲۸۰ = 1280)"),
    g("h_fa_digits_total", "A", "1280", "wrong", "hash", FA_YEN + "پاسخ: ۳۷۲۰ ین\n#### ۳۷۲۰", "fa: 'Answer: 3720 yen' in Persian digits: the total price, not the change; gold 1280"),
    g("h_ok_th_phrase", "B", "23", "correct", "hash", TH_PEN + "คำตอบคือ 23 กล่อง\n#### 23", "th: 'the answer is 23 boxes' (กล่อง = boxes)"),
    g("h_th_digits_extra", "A", "23", "wrong", "hash", TH_PEN_SLIP + "คำตอบคือ ๒๔ กล่อง\n#### ๒๔", "th: 'the answer is 24 boxes' in Thai digits (one spare box added); gold 23"),
    g("h_tl_phrase_after", "A", "235", "wrong", "hash", TL_ROLL + "#### 235\nKaya ang sagot ay 888 na pandesal.", "tl: #### 235, then 'so the answer is 888 pandesal' (the number baked): two different final answers"),
    g("h_ok_tl_phrase", "B", "235", "correct", "hash", TL_ROLL + "Ang sagot ay 235 na pandesal.\n#### 235", "tl: 'the answer is 235 pandesal' (na = linker)"),
    m("h_m_ok_it_frac", "B", G_REP, "correct", "hash", IT_REP + "La risposta è $\\frac{16}{33}$.\n#### \\frac{16}{33}", "it: 'the answer is 16/33' then #### with LaTeX"),
    m("h_m_it_truncated_decimal", "A", G_REP, "wrong", "hash", IT_REP + "La risposta è 0,48.\n#### 0,48", "it: 'the answer is 0.48' (decimal comma): 0.48 is not 0.4848... = 16/33"),
    m("h_m_ok_it_overline", "B", G_REP, "correct", "hash", IT_REP + "La risposta è $0,\\overline{48}$, cioè $\\frac{16}{33}$.\n#### 16/33", "it: 'the answer is 0,(48), that is 16/33'; #### 16/33 as a slash fraction"),
    m("h_m_ok_sv_poly", "B", G_POLY, "correct", "hash", SV_POLY + "Svaret är $8x^2 - 9x + 8$.\n#### 8x^2 - 9x + 8", "sv: 'the answer is 8x^2 - 9x + 8'"),
    m("h_m_sv_poly_sign", "A", G_POLY, "wrong", "hash", SV_POLY_SLIP + "Svaret är $8x^2 - 15x$.\n#### 8x^2 - 15x", "sv: 'the answer is 8x^2 - 15x' (the minus not distributed); gold 8x^2 - 9x + 8"),
    m("h_m_ok_el_unicode_pi", "B", G_RADI, "correct", "hash", EL_RADI + "Απάντηση: $\\frac{11\\pi}{12}$ ακτίνια.\n#### 11π/12", "el: 'Answer: 11π/12 radians' (ακτίνια); #### with a Unicode π"),
    m("h_m_el_degrees", "A", G_RADI, "wrong", "hash", EL_RADI + "Απάντηση: $165^\\circ$\n#### 165", "el: 'Answer: 165°' where radians are asked: the given degrees restated (debatable: the same angle; proposed decision: reject, 165 is not 11π/12 as a number, round 21's rule)", True),
    m("h_m_ok_he_cone", "B", G_CONE, "correct", "hash", HE_CONE + "התשובה היא $48\\pi$.\n#### 48\\pi", "he: 'the answer is 48π'"),
    m("h_m_he_cone_decimal", "A", G_CONE, "wrong", "hash", HE_CONE + "התשובה היא בערך 150.8.\n#### 150.8", "he: 'the answer is approximately 150.8': a rounded decimal for the exact 48π (150.796...)"),
    m("h_m_ok_cs_domain", "B", G_DOM, "correct", "hash", CS_DOM + "Odpověď: $D = [-3, 4) \\cup (4, \\infty)$\n#### [-3, 4) \\cup (4, \\infty)", "cs: 'Answer: D = ...' then #### with the union"),
    m("h_m_cs_domain_no_hole", "A", G_DOM, "wrong", "hash", CS_DOM + "Odpověď: $D = [-3, \\infty)$\n#### [-3, \\infty)", "cs: 'Answer: D = [-3, ∞)': 4 not removed although the working excludes it"),
    m("h_m_ok_nl_frac", "B", G_FRAC, "correct", "hash", NL_FRAC + "Het antwoord is $\\frac{x + 2}{x - 3}$.\n#### (x+2)/(x-3)", "nl: 'the answer is (x+2)/(x-3)'; #### in slash form"),
    m("h_m_nl_hedge", "A", G_FRAC, "wrong", "hash", NL_FRAC + "Het antwoord is $\\frac{x + 2}{x - 3}$ of $\\frac{x - 2}{x - 3}$.\n#### (x+2)/(x-3)", "nl: 'the answer is (x+2)/(x-3) or (x-2)/(x-3)' (of = or): a hedge in the phrase, the #### the gold (debatable; proposed decision: reject, a hedge is wrong as in round 21)", True),
    m("h_m_ok_bn_digits", "B", G_ANG, "correct", "hash", BN_ANG + "উত্তর: ১৭১°\n#### 171", "bn: 'Answer: 171°' in Bengali digits (১৭১ = 171), #### 171"),
    m("h_m_bn_exterior", "A", G_ANG, "wrong", "hash", "প্রতিটি বহিঃকোণ $360^\\circ \\div 40 = 9^\\circ$।\nউত্তর: ৯°\n#### ৯", "bn: 'each exterior angle is 9°; Answer: 9°' in Bengali digits; gold interior 171"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    m("n_m_tr_degil_gold", "A", G_VTX, "wrong", "answer_is", "Tepe noktasının apsisi $x = \\frac{16}{4} = 4$.\nOrdinatı $y = 32 - 64 + 23 = 9$.\nCevap $(4, -9)$ değil, $(4, 9)$'dur.", "tr: 'the answer is not (4, -9) but (4, 9)': Turkish puts değil (not) AFTER the negated value; the gold negated, the final (4, 9) (an arithmetic slip)"),
    m("n_m_ok_tr_degil", "B", G_VTX, "correct", "answer_is", TR_VTX + "Cevap $(4, 9)$ değil, $(4, -9)$'dur; $y$ negatif çıkıyor.", "tr: 'the answer is not (4, 9) but (4, -9); y comes out negative': değil follows the rejected value"),
    m("n_m_ja_dehanaku_gold", "A", G_RAD, "wrong", "answer_is", JA_RAD_SLIP + "$\\sqrt{32} = 4\\sqrt{2}$ ではなく $2\\sqrt{2}$ なので、答えは $15\\sqrt{2}$ ではなく $13\\sqrt{2}$ です。", "ja: 'since √32 is not 4√2 but 2√2, the answer is not 15√2 but 13√2': ではなく (not ..., but) follows the negated gold; final 13√2"),
    m("n_m_ok_ja_dehanaku", "B", G_RAD, "correct", "answer_is", JA_RAD + "$\\sqrt{32} = 2\\sqrt{2}$ ではなく $4\\sqrt{2}$ なので、答えは $13\\sqrt{2}$ ではなく $15\\sqrt{2}$ です。", "ja: 'since √32 is not 2√2 but 4√2, the answer is not 13√2 but 15√2'"),
    m("n_m_ko_anira_gold", "A", G_INT, "wrong", "answer_is", KO_INT + "부등호에 등호가 없다고 보면, 답은 $[7, \\infty)$가 아니라 $(7, \\infty)$입니다.", "ko: 'taking the inequality as strict, the answer is not [7, ∞) but (7, ∞)': 가 아니라 (not ... but) follows the negated gold"),
    m("n_m_ok_ko_anira", "B", G_INT, "correct", "answer_is", KO_INT + "등호가 포함되므로 답은 $(7, \\infty)$가 아니라 $[7, \\infty)$입니다.", "ko: 'since equality is included, the answer is not (7, ∞) but [7, ∞)'"),
    m("n_m_hi_balki_gold", "A", G_ANG, "wrong", "answer_is", HI_ANG + "रुकिए, प्रश्न बाह्य कोण पूछता है, इसलिए उत्तर $171^\\circ$ नहीं, बल्कि $\\frac{360^\\circ}{40} = 9^\\circ$ है।", "hi: 'wait, the question asks the exterior angle, so the answer is not 171° but 9°' (नहीं = not, बल्कि = but rather); final 9"),
    m("n_m_ok_hi_balki", "B", G_ANG, "correct", "answer_is", "प्रत्येक बाह्य कोण $\\frac{360^\\circ}{40} = 9^\\circ$ है।\n" + HI_ANG + "प्रश्न अंतःकोण पूछता है, इसलिए उत्तर $9^\\circ$ नहीं, बल्कि $171^\\circ$ है।", "hi: 'the question asks the interior angle, so the answer is not 9° but 171°'"),
    m("n_m_ar_laysat_gold", "A", G_CONE, "wrong", "answer_is", AR_CONE_SLIP + "إذن الإجابة ليست $48\\pi$ بل $144\\pi$.", "ar: 'so the answer is not 48π but 144π' (ليست = is not, بل = rather); the 1/3 forgotten"),
    m("n_m_ok_ar_laysat", "B", G_CONE, "correct", "answer_is", AR_CONE + "إذن الإجابة ليست $144\\pi$ بل $48\\pi$، لأن حجم المخروط ثلث حجم الأسطوانة.", "ar: 'so the answer is not 144π but 48π, because a cone is a third of the cylinder'"),
    m("n_m_fr_strike_gold", "A", G_CPX, "wrong", "answer_is", "On multiplie par le conjugué : $\\frac{(4 - 3i)(2 - i)}{5} = \\frac{8 - 10i + 3}{5}$.\nLa réponse est ~~$1 - 2i$~~ $\\frac{11 - 10i}{5}$.", "fr: 'the answer is ~~1 - 2i~~ (11 - 10i)/5': the gold struck out in markdown, a wrong value (sign of i^2 lost) after it"),
    m("n_m_ok_fr_strike", "B", G_CPX, "correct", "answer_is", FR_CPX + "La réponse est ~~$\\frac{11 - 10i}{5}$~~ $1 - 2i$ (j'avais oublié que $i^2 = -1$).", "fr: 'the answer is ~~(11 - 10i)/5~~ 1 - 2i (I had forgotten that i^2 = -1)'"),
    m("n_m_de_sondern_gold", "A", G_POLY, "wrong", "boxed", DE_POLY + "Moment, das Minus gilt nur für das erste Glied. Das Ergebnis ist also nicht $8x^2 - 9x + 8$, sondern $\\boxed{8x^2 - 15x}$.", "de: 'wait, the minus only applies to the first term. So the result is not 8x^2 - 9x + 8 but [8x^2 - 15x]' (nicht ..., sondern = not ..., but); a wrong 'correction'"),
    m("n_m_ok_de_sondern", "B", G_POLY, "correct", "boxed", DE_POLY + "Das Ergebnis ist also nicht $8x^2 - 15x$, sondern $\\boxed{8x^2 - 9x + 8}$.", "de: 'so the result is not 8x^2 - 15x but [8x^2 - 9x + 8]'"),
    m("n_m_es_sino_gold", "A", G_ROOTS, "wrong", "answer_is", ES_ROOTS + "Las raíces no son $-3, 2, 5$, sino $3, -2, -5$, los números que aparecen en los factores.", "es: 'the roots are not -3, 2, 5 but 3, -2, -5, the numbers in the factors' (no ..., sino = not ..., but): the signs flipped"),
    m("n_m_ok_es_sino", "B", G_ROOTS, "correct", "boxed", ES_ROOTS + "Las raíces no son $3, -2, -5$ (esos son los números de los factores), sino $\\boxed{-3, 2, 5}$.", "es: 'the roots are not 3, -2, -5 (those are the numbers in the factors) but [-3, 2, 5]'"),
    m("n_m_vi_cross", "A", G_BASE, "wrong", "boxed", VI_BASE + "Đáp số: $\\boxed{422}$ ✗ — mình đã tính nhầm $3 \\cdot 5^3$, phải là $3 \\cdot 125 = 365$, nên đáp số là $\\boxed{412}$.", "vi: 'Answer: [422] ✗ — I miscalculated 3·5^3, it must be 3·125 = 365, so the answer is [412]': the model crosses out its box and boxes 412 (a false correction)"),
    m("n_m_ok_vi_check", "B", G_BASE, "correct", "boxed", VI_BASE + "Đáp số: $\\boxed{422}$ ✓ (đúng: $422 = 3 \\cdot 125 + 47$ và $47 = 1 \\cdot 25 + 4 \\cdot 5 + 2$).", "vi: 'Answer: [422] ✓ (correct: 422 = 3·125 + 47 and 47 = ...)': a check mark and a check in parentheses"),
    m("n_m_ok_cs_setminus", "B", G_DOM, "correct", "answer_is", CS_DOM + "Odpověď: $D = [-3, \\infty) \\setminus \\{4\\}$.", "cs: 'Answer: D = [-3, ∞) \\ {4}': set difference (the 4 removed), equal to [-3, 4) ∪ (4, ∞); the \\setminus is an exclusion, not a negation"),
    m("n_m_cs_only_excluded", "A", G_DOM, "wrong", "answer_is", CS_DOM + "Odpověď: $x \\ne 4$.", "cs: 'Answer: x ≠ 4': only the excluded point, the condition x ≥ -3 dropped"),
    m("n_m_he_withdrawn", "A", G_CONE, "no_answer", "answer_is", HE_CONE + "קיבלתי $48\\pi$, אבל זה לא נכון; צריך לבדוק שוב את הנוסחה.", "he: 'I got 48π, but that is not right; the formula needs checking again': the model withdraws its value with nothing new (debatable: round 21 labelled such a withdrawal wrong; the brief says a withdrawn value is not the answer, so proposed label no_answer, decision reject either way)", True),
    m("n_m_el_den_gold", "A", G_RADI, "wrong", "answer_is", "Μετατρέπουμε: $165^\\circ = 165 \\cdot \\frac{\\pi}{90}$.\nΗ απάντηση δεν είναι $\\frac{11\\pi}{12}$ αλλά $\\frac{11\\pi}{6}$.", "el: 'the answer is not 11π/12 but 11π/6' (δεν είναι ... αλλά = is not ... but); π/90 used by mistake"),
    m("n_m_ok_el_den", "B", G_RADI, "correct", "answer_is", EL_RADI + "Η απάντηση δεν είναι $165$ αλλά $\\frac{11\\pi}{12}$ ακτίνια.", "el: 'the answer is not 165 but 11π/12 radians'"),
    g("n_fa_nist_gold", "A", "1280", "wrong", "answer_is", FA_YEN + "سؤال مبلغ پرداختی را می‌خواهد؛ پس پاسخ ۱۲۸۰ نیست، بلکه ۳۷۲۰ ین است.", "fa: 'the question wants the amount paid; so the answer is not 1280 but 3720 yen' (نیست = is not, follows the value; بلکه = but rather); Persian digits"),
    g("n_ok_fa_nist", "B", "1280", "correct", "answer_is", FA_YEN + "پاسخ ۳۷۲۰ نیست، بلکه ۱۲۸۰ ین است؛ ۳۷۲۰ قیمت کل است.", "fa: 'the answer is not 3720 but 1280 yen; 3720 is the total price'"),
    g("n_id_bukan_gold", "A", "235", "wrong", "answer_is", ID_ROLL + "Tunggu, jawabannya bukan 235, karena soal menanyakan roti yang terjual. Jadi jawabannya 653 roti.", "id: 'wait, the answer is not 235, because the question asks for the bread sold. So the answer is 653' (bukan = not); the gold negated, 653 final"),
    g("n_ok_id_bukan", "B", "235", "correct", "answer_is", ID_ROLL + "Jawabannya bukan 888, karena itu jumlah semua roti. Jadi jawabannya 235 roti.", "id: 'the answer is not 888, because that is all the bread. So the answer is 235 rolls'"),
    g("n_th_maichai_cut", "A", "23", "no_answer", "truncated", TH_PEN + "แต่คำตอบไม่ใช่ 23 เพราะต้อง", "th: 'but the answer is not 23 because it must' — cut off: the gold negated, no final answer"),
    g("n_ok_th_maichai", "B", "23", "correct", "answer_is", TH_PEN_SLIP + "คำตอบไม่ใช่ 24 กล่อง เพราะ 276 หารด้วย 12 ลงตัวพอดี ดังนั้นคำตอบคือ 23 กล่อง", "th: 'the answer is not 24 boxes, because 276 divides by 12 exactly, so the answer is 23 boxes' (ไม่ใช่ = is not)"),
    g("n_ru_strike_gold", "A", "-6.6", "wrong", "answer_is", "За 8 часов температура опустилась на 1,5 · 8 = 12 °C.\nОтвет: ~~−6,6~~ −9 °C.", "ru: 'Answer: ~~−6,6~~ −9 °C': the gold struck out, −9 after (1.5 degrees an hour misread)"),
    g("n_ok_ru_strike", "B", "-6.6", "correct", "answer_is", RU_TEMP + "Ответ: ~~6,6~~ −6,6 °C (температура ниже нуля).", "ru: 'Answer: ~~6,6~~ −6,6 °C (the temperature is below zero)'"),
    g("n_pl_nie_gold", "A", "394800", "wrong", "answer_is", PL_PAY + "Odpowiedź: nie 394 800 zł, lecz 32 900 zł, bo pytanie dotyczy jednego miesiąca.", "pl: 'Answer: not 394 800 zł but 32 900 zł, because the question is about one month' (nie ..., lecz = not ..., but)"),
    g("n_ok_pl_nie", "B", "394800", "correct", "answer_is", PL_PAY + "Odpowiedź: nie 32 900 zł (to jest kwota miesięczna), lecz 394 800 zł.", "pl: 'Answer: not 32 900 zł (that is the monthly amount) but 394 800 zł'"),

    # ================================================================ 7. quoted, reported and hypothetical text (q_)
    m("q_m_zh_teacher_said", "A", G_PROB, "wrong", "boxed", ZH_PROB_SLIP + "老师说答案是 $\\frac{14}{39}$，但我算出来是 $\\frac{64}{169}$。\n答案：$\\boxed{\\frac{64}{169}}$", "zh: 'the teacher said the answer is 14/39, but I got 64/169. Answer: [64/169]': the gold only reported"),
    m("q_m_ok_zh_classmate", "B", G_PROB, "correct", "boxed", ZH_PROB + "同学说答案是 $\\frac{64}{169}$，但那是有放回的情况。\n答案：$\\boxed{\\frac{14}{39}}$", "zh: 'a classmate said 64/169, but that is the with-replacement case. Answer: [14/39]'"),
    m("q_m_ja_moshi_only", "A", G_RAD, "no_answer", "none", "もし $\\sqrt{32} = 4\\sqrt{2}$ なら、答えは $15\\sqrt{2}$ になるはずですが、$\\sqrt{72}$ の簡約がまだ確かめられていないので、ここでは答えを出せません。", "ja: 'if √32 = 4√2, the answer should be 15√2, but I have not yet checked the reduction of √72, so I cannot give an answer here' (もし = if): only a hypothetical"),
    m("q_m_ok_ja_kari", "B", G_RAD, "correct", "boxed", "仮に $\\sqrt{32} = 2\\sqrt{2}$ とすると和は $13\\sqrt{2}$ ですが、実際は $\\sqrt{32} = \\sqrt{16 \\cdot 2} = 4\\sqrt{2}$ です。\n" + JA_RAD + "答え：$\\boxed{15\\sqrt{2}}$", "ja: 'supposing (仮に) √32 = 2√2 the sum is 13√2, but actually √32 = 4√2 ... Answer: [15√2]'"),
    m("q_m_ko_manyak_only", "A", G_INT, "no_answer", "none", "만약 부등식이 $3x - 4 \\ge 2x + 3$이라면 답은 $[7, \\infty)$가 될 것입니다. 하지만 문제의 부등호가 잘 보이지 않아 확정할 수 없습니다.", "ko: 'if (만약) the inequality is 3x − 4 ≥ 2x + 3, the answer would be [7, ∞). But the inequality sign in the problem is not legible, so I cannot settle it': only a hypothetical"),
    m("q_m_ok_ko_hypo_after", "B", G_INT, "correct", "answer_is", KO_INT + "답: $[7, \\infty)$\n\n만약 부등호가 $>$였다면 답은 $(7, \\infty)$였을 것입니다.", "ko: 'Answer: [7, ∞). If the sign had been >, the answer would have been (7, ∞)': a hypothetical after the committed answer"),
    m("q_m_ru_textbook", "A", G_MAT, "wrong", "answer_is", RU_MAT_BA + "В учебнике ответ $\\begin{pmatrix} -3 & 6 \\\\ 15 & 6 \\end{pmatrix}$, но у меня получилось иначе.\nОтвет: $\\begin{pmatrix} 2 & 11 \\\\ 10 & 1 \\end{pmatrix}$.", "ru: 'the textbook answer is [gold], but I got something else. Answer: BA': the gold only reported"),
    m("q_m_ok_ru_guillemets", "B", G_MAT, "correct", "answer_is", "Условие: «Найдите произведение $AB$, где $A = \\begin{pmatrix} 2 & -1 \\\\ 0 & 3 \\end{pmatrix}$, $B = \\begin{pmatrix} 1 & 4 \\\\ 5 & 2 \\end{pmatrix}$».\n" + RU_MAT + "Ответ: $\\begin{pmatrix} -3 & 6 \\\\ 15 & 6 \\end{pmatrix}$.", "ru: the problem quoted in «» with other matrices, then 'Answer:' the gold"),
    m("q_m_de_loesungsheft", "A", G_POLY, "wrong", "answer_is", "$(3x - 2)^2 - (x + 1)(x - 4) = 9x^2 - 12x + 4 - x^2 - 3x - 4$.\nLaut Lösungsheft lautet das Ergebnis $8x^2 - 9x + 8$. Ich komme jedoch auf $8x^2 - 15x$.", "de: 'according to the answer booklet the result is 8x^2 − 9x + 8. I, however, get 8x^2 − 15x': the gold only reported, the model's own result 8x^2 − 15x"),
    m("q_m_ok_de_loesungsheft", "B", G_POLY, "correct", "boxed", DE_POLY + "Das Lösungsheft gibt $8x^2 - 15x$ an, aber dort wurde das Minus nicht verteilt. Richtig ist $\\boxed{8x^2 - 9x + 8}$.", "de: 'the answer booklet gives 8x^2 − 15x, but the minus was not distributed there. Correct is [8x^2 − 9x + 8]'"),
    m("q_m_es_seria_only", "A", G_ROOTS, "no_answer", "none", "Si el polinomio se factorizara como $(x - 2)(x - 5)(x + 3)$, las raíces serían $-3$, $2$ y $5$. Sin embargo, no logré encontrar ninguna raíz racional con el teorema de la raíz racional.", "es: 'if the polynomial factored as ..., the roots would be −3, 2 and 5. However, I did not manage to find any rational root': only a hypothetical (conditional serían)"),
    m("q_m_ok_es_hypo_after", "B", G_ROOTS, "correct", "boxed", ES_ROOTS + "Las raíces son $\\boxed{-3, 2, 5}$. (Si el término independiente fuera $-30$, las raíces serían otras.)", "es: 'the roots are [-3, 2, 5]. (If the constant term were −30, the roots would be different.)'"),
    m("q_m_fr_corrige", "A", G_CPX, "wrong", "answer_is", "On multiplie par le conjugué : $\\frac{(4 - 3i)(2 - i)}{5} = \\frac{8 - 10i + 3}{5}$.\nD'après le corrigé, la réponse est $1 - 2i$, mais je trouve $\\frac{11 - 10i}{5}$.\nRéponse : $\\frac{11 - 10i}{5}$", "fr: 'according to the answer key the answer is 1 − 2i, but I find (11 − 10i)/5. Answer: (11 − 10i)/5'"),
    m("q_m_ok_fr_eleve", "B", G_CPX, "correct", "answer_is", FR_CPX + "Un élève a écrit « $\\frac{11 - 10i}{5}$ », mais il a oublié que $i^2 = -1$.\nRéponse : $1 - 2i$.", "fr: 'a student wrote « (11 − 10i)/5 », but forgot that i^2 = −1. Answer: 1 − 2i'"),
    m("q_m_it_sarebbe_only", "A", G_SUM, "no_answer", "none", "Se i termini fossero $21$, la somma sarebbe $\\frac{21 \\cdot 94}{2} = 987$; ma dal testo non riesco a capire quale sia l'ultimo termine della progressione.", "it: 'if there were 21 terms, the sum would be 987; but from the text I cannot tell which is the last term': only a hypothetical (conditional sarebbe)"),
    m("q_m_pt_gabarito_other", "A", G_SUM, "wrong", "boxed", PT_SUM_SLIP + "O gabarito diz 987, mas pelas minhas contas a resposta é $\\boxed{940}$.", "pt: 'the answer key says 987, but by my count the answer is [940]'"),
    m("q_m_ok_pt_gabarito", "B", G_SUM, "correct", "boxed", PT_SUM + "O gabarito diz 987, o que confere com as minhas contas: $\\boxed{987}$.", "pt: 'the answer key says 987, which agrees with my count: [987]'"),
    m("q_m_ar_law_only", "A", G_CONE, "no_answer", "none", "لو كان نصف القطر $4$ والارتفاع $9$ لكان الحجم $\\frac{1}{3}\\pi \\cdot 16 \\cdot 9 = 48\\pi$، لكن أبعاد المخروط غير واضحة في السؤال.", "ar: 'had the radius been 4 and the height 9, the volume would have been 48π, but the cone's dimensions are not clear in the question' (لو ... لكان = had ... would have): only a hypothetical"),
    m("q_m_ok_ar_hypo_after", "B", G_CONE, "correct", "answer_is", AR_CONE + "الإجابة: $48\\pi$.\nولو كان الشكل أسطوانة لكان الحجم $144\\pi$.", "ar: 'Answer: 48π. And had the shape been a cylinder, the volume would have been 144π'"),
    m("q_m_hi_agar_only", "A", G_ANG, "no_answer", "none", "अगर बहुभुज की 40 भुजाएँ होतीं, तो प्रत्येक अंतःकोण $171^\\circ$ होता, लेकिन प्रश्न में भुजाओं की संख्या साफ़ नहीं दी गई है।", "hi: 'if the polygon had 40 sides, each interior angle would be 171°, but the number of sides is not clearly given' (अगर ... तो = if ... then): only a hypothetical"),
    m("q_m_el_book_other", "A", G_RADI, "wrong", "answer_is", "Το βιβλίο δίνει $\\frac{11\\pi}{12}$, αλλά εγώ βρίσκω $165 \\cdot \\frac{\\pi}{90} = \\frac{11\\pi}{6}$.\nΑπάντηση: $\\frac{11\\pi}{6}$", "el: 'the book gives 11π/12, but I find 11π/6. Answer: 11π/6'"),
    m("q_m_he_teacher_other", "A", G_CONE, "wrong", "answer_is", "המורה אמר שהתשובה היא $48\\pi$, אבל לפי החישוב שלי $V = \\pi \\cdot 16 \\cdot 9 = 144\\pi$.\nהתשובה: $144\\pi$", "he: 'the teacher said the answer is 48π, but by my calculation V = 144π. The answer: 144π'"),
    m("q_m_ok_he_friend", "B", G_CONE, "correct", "answer_is", HE_CONE + "חבר אמר שהתשובה היא $144\\pi$, אבל הוא שכח לחלק ב-3.\nהתשובה: $48\\pi$", "he: 'a friend said the answer is 144π, but he forgot to divide by 3. The answer: 48π'"),
    m("q_m_tr_olsaydi_only", "A", G_VTX, "no_answer", "none", "Eğer denklem $y = 2x^2 - 16x + 23$ olsaydı tepe noktası $(4, -9)$ olurdu; ancak sorudaki katsayılar okunmuyor, bu yüzden kesin bir cevap veremiyorum.", "tr: 'if the equation were y = 2x^2 − 16x + 23 the vertex would be (4, −9); but the coefficients in the question are unreadable, so I cannot give a definite answer' (olsaydı ... olurdu = were ... would be)"),
    m("q_m_ok_cs_kdyby", "B", G_DOM, "correct", "boxed", CS_DOM + "Kdyby ve jmenovateli nebylo $x - 4$, byl by definiční obor $[-3, \\infty)$. Takto je odpověď $D = \\boxed{[-3, 4) \\cup (4, \\infty)}$.", "cs: 'if the denominator had no x − 4, the domain would be [−3, ∞). As it is, the answer is D = [box]' (kdyby = if)"),
    g("q_uk_teacher_said", "A", "235", "wrong", "answer_is", UK_ROLL_SLIP + "Вчитель сказав, що відповідь 235, але в мене вийшло 253.\nВідповідь: 253", "uk: 'the teacher said the answer is 235, but I got 253. Answer: 253'"),
    g("q_ok_uk_classmate", "B", "235", "correct", "answer_is", UK_ROLL + "Однокласник сказав, що відповідь 253, але він переплутав 653 і 635.\nВідповідь: 235", "uk: 'a classmate said 253, but he mixed up 653 and 635. Answer: 235'"),
    g("q_nl_zou_only", "A", "68.75", "no_answer", "none", "Als 11 van de 16 leerlingen geslaagd zouden zijn, zou het slagingspercentage 68,75% zijn. Maar het aantal geslaagden staat niet duidelijk in de vraag.", "nl: 'if 11 of the 16 pupils had passed, the pass rate would be 68,75%. But the number who passed is not clear in the question' (zou = would): only a hypothetical"),
    g("q_ok_nl_hypo_after", "B", "68.75", "correct", "answer_is", NL_PCT + "Het antwoord is 68,75%.\nAls er 12 geslaagd waren, zou het 75% zijn.", "nl: 'the answer is 68,75%. If 12 had passed it would be 75%'"),
    g("q_ja_workbook_only", "A", "1280", "no_answer", "none", "問題集には「答え：1,280円」と書いてありますが、問題文の値段が読み取れないので、自分では計算できません。", "ja: 'the workbook says 「Answer: 1,280 yen」, but I cannot read the price in the problem, so I cannot calculate it myself': only a quotation"),
    g("q_ok_ja_workbook", "B", "1280", "correct", "answer_is", JA_YEN + "問題集の「答え：1,280円」と一致します。\n答え：1,280円", "ja: 'this agrees with the workbook's 「Answer: 1,280 yen」. Answer: 1,280 yen'"),
    g("q_bn_jodi_only", "A", "23", "no_answer", "none", "যদি প্রতি বাক্সে ১২টি পেন্সিল থাকে, তাহলে ২৭৬ ÷ ১২ = ২৩টি বাক্স লাগবে। কিন্তু প্রশ্নে বাক্সের মাপ দেওয়া নেই।", "bn: 'if each box holds 12 pencils, 276 ÷ 12 = 23 boxes would be needed. But the question does not give the box size' (যদি ... তাহলে = if ... then): only a hypothetical, Bengali digits"),
    g("q_ok_fa_invented_turn", "B", "1280", "correct", "answer_is", FA_YEN + "پاسخ: ۱۲۸۰ ین" + IM_USER + "اگر ۴ کالا می‌خرید، چقدر باقی می‌ماند؟", "fa: 'Answer: 1280 yen' in Persian digits, then an invented user turn 'if she bought 4 items, how much would remain?'"),

    # ================================================================ 6. retractions and harmless after-text (r_)
    m("r_m_zh_dengdeng", "A", G_PROB, "wrong", "boxed", ZH_PROB + "所以答案是 $\\boxed{\\frac{14}{39}}$。\n\n等等，题目说的是有放回地取球，所以应该是 $\\left(\\frac{8}{13}\\right)^2 = \\boxed{\\frac{64}{169}}$。", "zh: 'so the answer is [14/39]. Wait, the problem says the balls are drawn with replacement, so it should be [64/169]' (等等 = wait): the later box replaces the gold"),
    m("r_m_ok_zh_yanzheng", "B", G_PROB, "correct", "boxed", ZH_PROB + "所以答案是 $\\boxed{\\frac{14}{39}}$。\n\n验证：$\\frac{8}{13} \\times \\frac{7}{12} = \\frac{56}{156} = \\frac{14}{39}$ ✓\n\n希望对你有帮助！", "zh: 'so the answer is [14/39]. Check (验证): 8/13 × 7/12 = 56/156 = 14/39 ✓. Hope this helps!'"),
    m("r_m_ja_teisei", "A", G_RAD, "wrong", "answer_is", JA_RAD + "答え：$15\\sqrt{2}$\n\n訂正：問題は $\\sqrt{72} + \\sqrt{50} - \\sqrt{32}$ でした。答えは $(6 + 5 - 4)\\sqrt{2} = 7\\sqrt{2}$ です。", "ja: 'Answer: 15√2. Correction (訂正): the problem was √72 + √50 − √32. The answer is 7√2.' The correction replaces the gold"),
    m("r_m_ok_ja_kenzan", "B", G_RAD, "correct", "answer_is", JA_RAD + "答え：$15\\sqrt{2}$\n\n検算：$\\sqrt{72} + \\sqrt{50} + \\sqrt{32} \\approx 8.49 + 7.07 + 5.66 = 21.22$、$\\sqrt{450} \\approx 21.21$ なので合っています。", "ja: 'Answer: 15√2. Check (検算): the decimals sum to 21.22 and √450 ≈ 21.21, so it is right': decimals in a check after the answer"),
    m("r_m_ko_jamkkan", "A", G_INT, "wrong", "answer_is", KO_INT + "답: $[7, \\infty)$\n\n잠깐, 문제를 다시 보니 $3x - 4 \\le 2x + 3$이었습니다. 그러면 $x \\le 7$이므로 답은 $(-\\infty, 7]$입니다.", "ko: 'Answer: [7, ∞). Wait, looking at the problem again it was 3x − 4 ≤ 2x + 3. Then x ≤ 7, so the answer is (−∞, 7]' (잠깐 = wait)"),
    m("r_m_ok_ko_geomsan", "B", G_INT, "correct", "answer_is", KO_INT + "답: $[7, \\infty)$\n\n검산: $x = 7$이면 $17 \\ge 17$로 성립하고, $x = 6$이면 $14 \\ge 15$로 성립하지 않습니다.", "ko: 'Answer: [7, ∞). Check (검산): x = 7 gives 17 ≥ 17, true; x = 6 gives 14 ≥ 15, false'"),
    m("r_m_ru_ispravlenie", "A", G_MAT, "wrong", "answer_is", RU_MAT + "Ответ: $\\begin{pmatrix} -3 & 6 \\\\ 15 & 6 \\end{pmatrix}$.\n\nИсправление: в задаче требуется найти $BA$, а не $AB$. Тогда $BA = \\begin{pmatrix} 2 & 11 \\\\ 10 & 1 \\end{pmatrix}$.", "ru: 'Answer: AB. Correction (Исправление): the problem asks for BA, not AB. Then BA = ...': the correction replaces the gold"),
    m("r_m_ok_ru_proverka", "B", G_MAT, "correct", "answer_is", RU_MAT + "Ответ: $\\begin{pmatrix} -3 & 6 \\\\ 15 & 6 \\end{pmatrix}$.\n\nПроверка через определители: $\\det A \\cdot \\det B = 6 \\cdot (-18) = -108$ и $\\det(AB) = -18 - 90 = -108$. ✓", "ru: 'Answer: ... Check via determinants (Проверка): det A · det B = 6 · (−18) = −108 and det(AB) = −18 − 90 = −108 ✓'"),
    m("r_m_de_korrektur", "A", G_POLY, "wrong", "answer_is", DE_POLY + "Ergebnis: $8x^2 - 9x + 8$.\n\nKorrektur: Die Konstanten heben sich auf ($4 - 4 = 0$), das Ergebnis lautet also $8x^2 - 9x$.", "de: 'Result: 8x^2 − 9x + 8. Correction (Korrektur): the constants cancel (4 − 4 = 0), so the result is 8x^2 − 9x': a false correction replaces the gold"),
    m("r_m_ok_de_probe", "B", G_POLY, "correct", "answer_is", DE_POLY + "Ergebnis: $8x^2 - 9x + 8$.\n\nProbe mit $x = 1$: $(3 - 2)^2 - (2)(-3) = 1 + 6 = 7$ und $8 - 9 + 8 = 7$. ✓\n\nViel Erfolg!", "de: 'Result: ... Check (Probe) with x = 1: 7 and 7 ✓. Good luck!'"),
    m("r_m_es_espera", "A", G_ROOTS, "wrong", "boxed", ES_ROOTS + "Las raíces son $\\boxed{-3, 2, 5}$.\n\nEspera, me equivoqué al dividir: el cociente es $x^2 - 2x - 8 = (x - 4)(x + 2)$, así que las raíces son $\\boxed{-2, 2, 4}$.", "es: 'the roots are [-3, 2, 5]. Wait, I made a mistake dividing: the quotient is x^2 − 2x − 8, so the roots are [-2, 2, 4]' (Espera, me equivoqué = wait, I was wrong)"),
    m("r_m_ok_es_vieta", "B", G_ROOTS, "correct", "boxed", ES_ROOTS + "Las raíces son $\\boxed{-3, 2, 5}$.\n\nComprobación: la suma es $-3 + 2 + 5 = 4$ y el producto $(-3) \\cdot 2 \\cdot 5 = -30$, como exige Vieta. ¡Espero que te sirva!", "es: 'the roots are [-3, 2, 5]. Check (Comprobación): sum 4 and product −30 as Vieta requires. Hope it helps!'"),
    m("r_m_fr_attendez", "A", G_CPX, "wrong", "boxed", FR_CPX + "Donc $\\boxed{1 - 2i}$.\n\nAttendez, je me suis trompé de signe dans le conjugué : la bonne réponse est $\\boxed{1 + 2i}$.", "fr: 'so [1 − 2i]. Wait, I got the sign of the conjugate wrong: the right answer is [1 + 2i]' (Attendez, je me suis trompé = wait, I was wrong)"),
    m("r_m_ok_fr_verification", "B", G_CPX, "correct", "boxed", FR_CPX + "Donc $\\boxed{1 - 2i}$.\n\nVérification : $(1 - 2i)(2 + i) = 2 + i - 4i - 2i^2 = 4 - 3i$. ✓ Bon courage !", "fr: 'so [1 − 2i]. Check (Vérification): (1 − 2i)(2 + i) = 4 − 3i ✓. Good luck!'"),
    m("r_m_pt_ops", "A", G_SUM, "wrong", "boxed", PT_SUM + "Resposta: $\\boxed{987}$.\n\nOps, contei errado: são $20$ termos, então a soma é $\\frac{20 \\cdot 94}{2} = \\boxed{940}$.", "pt: 'Answer: [987]. Oops, I counted wrong: there are 20 terms, so the sum is [940]' (Ops = oops)"),
    m("r_m_ok_pt_english_gloss", "B", G_SUM, "correct", "boxed", PT_SUM + "Resposta: $\\boxed{987}$.\n\n(In English: the sum of the 21 terms is 987.)", "pt answer then an English restatement (a mixed-language closing) that agrees"),
    m("r_m_it_anzi", "A", G_REP, "wrong", "answer_is", IT_REP + "Quindi $x = \\frac{16}{33}$. Anzi, semplificando ancora per $2$ e per $3$, $x = \\frac{8}{11}$.", "it: 'so x = 16/33. Or rather (Anzi), simplifying further by 2 and 3, x = 8/11': a false further simplification replaces the gold"),
    m("r_m_ok_it_verifica", "B", G_REP, "correct", "answer_is", IT_REP + "Quindi $x = \\frac{16}{33}$.\n\nVerifica: $16 : 33 = 0,484848\\ldots$ ✓", "it: 'so x = 16/33. Check (Verifica): 16 : 33 = 0,484848... ✓': a decimal in the check after the answer"),
    m("r_m_tr_duzeltme", "A", G_VTX, "wrong", "answer_is", TR_VTX + "Cevap: $(4, -9)$\n\nDüzeltme: denklem $y = 2x^2 - 16x + 25$ idi, yani $y = 32 - 64 + 25 = -7$. Cevap: $(4, -7)$.", "tr: 'Answer: (4, −9). Correction (Düzeltme): the equation was y = 2x^2 − 16x + 25, so y = −7. Answer: (4, −7)'"),
    m("r_m_ok_tr_kontrol", "B", G_VTX, "correct", "answer_is", TR_VTX + "Cevap: $(4, -9)$\n\nKontrol: $2(x - 4)^2 - 9 = 2x^2 - 16x + 32 - 9 = 2x^2 - 16x + 23$ ✓", "tr: 'Answer: (4, −9). Check (Kontrol): the vertex form expands back to the equation ✓'"),
    m("r_m_ar_tashih", "A", G_CONE, "wrong", "answer_is", AR_CONE + "الإجابة: $48\\pi$\n\nتصحيح: نصف القطر هو $8$ وليس $4$، إذن $V = \\frac{1}{3}\\pi \\cdot 64 \\cdot 9 = 192\\pi$.", "ar: 'Answer: 48π. Correction (تصحيح): the radius is 8, not 4, so V = 192π' (64 · 9 / 3 = 192)"),
    m("r_m_ok_ar_tahaqquq", "B", G_CONE, "correct", "answer_is", AR_CONE + "الإجابة: $48\\pi$\n\nللتحقق: حجم الأسطوانة المماثلة $\\pi \\cdot 16 \\cdot 9 = 144\\pi$، وثلثه $48\\pi$ ✓", "ar: 'Answer: 48π. To check: the matching cylinder is 144π and a third of it is 48π ✓'"),
    m("r_m_vi_akhong", "A", G_BASE, "wrong", "answer_is", VI_BASE + "Đáp số: 422.\n\nÀ không, mình nhầm: $4 \\cdot 5 = 25$ chứ, nên tổng là $375 + 25 + 25 + 2 = 427$. Đáp số: 427.", "vi: 'Answer: 422. Oh no, I was wrong (À không, mình nhầm): 4 · 5 = 25, so the total is 427. Answer: 427': a false correction replaces the gold"),
    m("r_m_ok_vi_user_turn", "B", G_BASE, "correct", "boxed", VI_BASE + "Đáp số: $\\boxed{422}$" + IM_USER + "Cảm ơn! Vậy $2143_5$ bằng bao nhiêu?", "vi answer [422], then an invented user turn 'Thanks! Then what is 2143_5?' (text after the committed answer does not count)"),
    g("r_id_koreksi", "A", "235", "wrong", "answer_is", ID_ROLL + "Jawaban: 235 roti.\n\nKoreksi: yang terjual 635 roti, jadi sisanya 888 − 635 = 253 roti.", "id: 'Answer: 235 rolls. Correction (Koreksi): 635 were sold, so 888 − 635 = 253 remain'"),
    g("r_ok_id_semoga", "B", "235", "correct", "answer_is", ID_ROLL + "Jawaban: 235 roti.\n\nSemoga membantu! 😊", "id: 'Answer: 235 rolls. Hope it helps! 😊'"),
    g("r_sv_rattelse", "A", "32.7", "wrong", "answer_is", SV_FAB + "Svar: 32,70 kr.\n\nRättelse: priset var 4,63 kr/m, så det blir 7,5 · 4,63 ≈ 34,73 kr.", "sv: 'Answer: 32,70 kr. Correction (Rättelse): the price was 4,63 kr/m, so about 34,73 kr'"),
    g("r_ok_sv_kontroll", "B", "32.7", "correct", "answer_is", SV_FAB + "Svar: 32,70 kr.\n\nKontroll: 32,70 / 7,5 = 4,36 ✓", "sv: 'Answer: 32,70 kr. Check (Kontroll): 32,70 / 7,5 = 4,36 ✓'"),
    g("r_hi_sudhar", "A", "394800", "wrong", "answer_is", HI_PAY + "उत्तर: ₹3,94,800\n\nसुधार: कर्मचारी 13 हैं, इसलिए कुल वेतन 13 × ₹2,350 × 12 = ₹3,66,600 है।", "hi: 'Answer: ₹3,94,800. Correction (सुधार): there are 13 employees, so the total is ₹3,66,600' (13 · 2350 · 12 = 366600)"),
    g("r_ok_hi_jaanch", "B", "394800", "correct", "answer_is", HI_PAY + "उत्तर: ₹3,94,800\n\nजाँच: ₹3,94,800 ÷ 12 = ₹32,900 और ₹32,900 ÷ 14 = ₹2,350 ✓", "hi: 'Answer: ₹3,94,800. Check (जाँच): ÷ 12 = 32,900 and ÷ 14 = 2,350 ✓'"),
    g("r_tl_teka", "A", "235", "wrong", "answer_is", TL_ROLL + "Ang sagot ay 235.\n\nTeka, mali pala: 38 na tray pala, kaya 38 × 24 = 912 at 912 − 653 = 259. Ang sagot ay 259.", "tl: 'The answer is 235. Wait, it's wrong after all (Teka, mali pala): 38 trays, so 912 − 653 = 259. The answer is 259'"),
    g("r_ok_tl_sana", "B", "235", "correct", "answer_is", TL_ROLL + "Ang sagot ay 235.\n\nSana makatulong ito!", "tl: 'The answer is 235. Hope this helps!'"),
    # ================================================================ 1. answer tags (t_)
    m("t_m_zh_sentence", "A", G_PROB, "wrong", "tag", th(ZH_PROB_SLIP) + r"<answer>两个球都是红球的概率是 $\frac{64}{169}$。</answer>", "zh: 'the probability both balls are red is 64/169' (drawn with replacement); gold 14/39"),
    m("t_m_ok_zh_sentence", "B", G_PROB, "correct", "tag", th(ZH_PROB) + r"<answer>两个球都是红球的概率是 $\frac{14}{39}$。</answer>", "zh: 'the probability both balls are red is 14/39'; a Chinese sentence in the tag"),
    m("t_m_ja_box_other", "A", G_RAD, "wrong", "tag", th(JA_RAD_SLIP) + r"<answer>答えは $\boxed{13\sqrt{2}}$ です。</answer>", "ja: 'the answer is [13√2].' (√32 taken as 2√2); gold 15√2"),
    m("t_m_ok_ja_box", "B", G_RAD, "correct", "tag", th(JA_RAD) + r"<answer>答えは $\boxed{15\sqrt{2}}$ です。</answer>", "ja: 'the answer is [15√2].' A box inside a Japanese sentence in the tag"),
    m("t_m_ko_open_interval", "A", G_INT, "wrong", "tag", th(KO_INT) + r"<answer>해는 $x > 7$, 즉 $(7, \infty)$입니다.</answer>", "ko: 'the solution is x > 7, i.e. (7, ∞)': the endpoint 7 is dropped; gold [7, ∞)"),
    m("t_m_ok_ko_interval", "B", G_INT, "correct", "tag", th(KO_INT) + r"<answer>구간으로 나타내면 $[7, \infty)$입니다.</answer>", "ko: 'written as an interval it is [7, ∞)'; the particle 입니다 glued to the math"),
    m("t_m_ru_reverse", "A", G_MAT, "wrong", "tag", th(RU_MAT_BA) + r"<answer>Ответ: $\begin{pmatrix} 2 & 11 \\ 10 & 1 \end{pmatrix}$</answer>", "ru: 'Answer:' BA instead of AB; gold AB"),
    m("t_m_ok_ru_matrix", "B", G_MAT, "correct", "tag", th(RU_MAT) + r"<answer>Ответ: $AB = \begin{pmatrix} -3 & 6 \\ 15 & 6 \end{pmatrix}$.</answer>", "ru: 'Answer: AB = ...' the gold matrix after a name"),
    m("t_m_de_placeholder", "A", G_POLY, "no_answer", "tag", th(DE_POLY) + "<answer>[Endergebnis hier einfügen]</answer>", "de: '[insert final result here]': a template placeholder; the gold only in the thinking"),
    m("t_m_ok_de_equation", "B", G_POLY, "correct", "tag", th(DE_POLY) + r"<answer>$(3x - 2)^2 - (x + 1)(x - 4) = 8x^2 - 9x + 8$</answer>", "de working; the tag is an equation ending in the gold"),
    m("t_m_es_missing_root", "A", G_ROOTS, "wrong", "tag", th(ES_ROOTS) + r"<answer>Las raíces son $x = 2$ y $x = 5$.</answer>", "es: 'the roots are x = 2 and x = 5': -3 left out; gold -3, 2, 5"),
    m("t_m_ok_es_roots", "B", G_ROOTS, "correct", "tag", th(ES_ROOTS) + r"<answer>Las raíces son $x = -3$, $x = 2$ y $x = 5$.</answer>", "es: 'the roots are x = -3, x = 2 and x = 5' (y = 'and')"),
    m("t_m_fr_empty", "A", G_CPX, "no_answer", "tag", th(FR_CPX + "Donc le quotient vaut $1 - 2i$.\n") + "<answer> </answer>", "fr thinking reaches 1 - 2i, the tag is empty"),
    m("t_m_ok_fr_sentence", "B", G_CPX, "correct", "tag", th(FR_CPX) + "<answer>Le quotient vaut $1 - 2i$.</answer>", "fr: 'the quotient equals 1 - 2i'"),
    m("t_m_pt_unclosed_other", "A", G_SUM, "wrong", "tag", th(PT_SUM_SLIP) + "<answer>A soma é 940.", "pt: 'the sum is 940.' in a tag never closed (20 terms counted instead of 21)"),
    m("t_m_ok_pt_unclosed", "B", G_SUM, "correct", "tag", th(PT_SUM) + "<answer>A soma é 987.", "pt: 'the sum is 987.' in a tag never closed (README: an unclosed tag still holds the answer)"),
    m("t_m_tr_sign_lost", "A", G_VTX, "wrong", "tag", th(EN_VTX) + "<answer>Tepe noktası $(4, 9)$'dur.</answer>", "English thinking, Turkish answer: 'the vertex is (4, 9)' with the suffix 'dur; the sign of y lost"),
    m("t_m_ok_tr_suffix", "B", G_VTX, "correct", "tag", th(TR_VTX) + "<answer>Tepe noktası $(4, -9)$'dur.</answer>", "tr: 'the vertex is (4, -9)'; the Turkish suffix 'dur after the math"),
    m("t_m_vi_second_tag", "A", G_BASE, "wrong", "tag", th(VI_BASE) + "<answer>422</answer>\n\nKiểm tra lại: $3 \\cdot 125 = 365$, nên $365 + 25 + 20 + 2 = 412$.\n<answer>412</answer>", "vi: 'Checking again: 3·125 = 365 ...' then a second tag 412 (a slip); the last tag is the final answer"),
    m("t_m_ok_vi_sentence", "B", G_BASE, "correct", "tag", th(VI_BASE) + r"<answer>Trong hệ thập phân, $3142_5 = 422$.</answer>", "vi: 'in the decimal system, 3142_5 = 422'; an equation ending in the gold"),
    m("t_m_ar_no_third", "A", G_CONE, "wrong", "tag", th(AR_CONE_SLIP) + r"<answer>حجم المخروط هو $144\pi$ وحدة مكعبة.</answer>", "ar: 'the volume of the cone is 144π cubic units' (the 1/3 forgotten); gold 48π"),
    m("t_m_ok_ar_cone", "B", G_CONE, "correct", "tag", th(AR_CONE) + r"<answer>حجم المخروط هو $48\pi$ وحدة مكعبة.</answer>", "ar: 'the volume of the cone is 48π cubic units'; right-to-left text around the math"),
    m("t_m_hi_exterior", "A", G_ANG, "wrong", "tag", th(r"प्रत्येक बाह्य कोण $\frac{360^\circ}{40} = 9^\circ$ है।" + "\n") + r"<answer>प्रत्येक कोण $9^\circ$ है।</answer>", "hi: 'each angle is 9°': the exterior angle; gold interior 171"),
    m("t_m_ok_hi_degree", "B", G_ANG, "correct", "tag", th(HI_ANG) + r"<answer>प्रत्येक अंतःकोण $171^\circ$ है।</answer>", "hi: 'each interior angle is 171°' (है = is); degrees for a degree question"),
    g("t_id_sold_slip", "A", "235", "wrong", "tag", th(ID_ROLL_SLIP) + "<answer>Sisa roti adalah 253 buah.</answer>", "id: 'the remaining bread is 253 pieces' (635 sold misread); gold 235"),
    g("t_ok_id_sentence", "B", "235", "correct", "tag", th(ID_ROLL) + "<answer>Sisa roti adalah 235 buah.</answer>", "id: 'the remaining bread is 235 pieces' (buah = a counter word)"),
    g("t_de_misread", "A", "32.7", "wrong", "tag", th(DE_FAB_SLIP) + "<answer>Der Stoff kostet 34,73 €.</answer>", "de: 'the fabric costs 34.73 €' (price misread 4.63); decimal comma"),
    g("t_ok_de_comma", "B", "32.7", "correct", "tag", th(DE_FAB) + "<answer>Der Stoff kostet 32,70 €.</answer>", "de: 'the fabric costs 32.70 €': a decimal comma, 32,70 = 32.7"),
    g("t_fr_monthly", "A", "394800", "wrong", "tag", th(FR_PAY) + "<answer>32 900 €</answer>", "fr: the monthly 32 900 in the tag, not the yearly 394 800"),
    g("t_ok_fr_nnbsp", "B", "394800", "correct", "tag", th(FR_PAY) + "<answer>L'entreprise verse 394\u202f800 € au total.</answer>", "fr: 'the company pays 394 800 € in all' with a narrow no-break space (U+202F) as the thousands separator"),
    g("t_ja_fullwidth_total", "A", "1280", "wrong", "tag", th(JA_YEN) + "<answer>代金は３，７２０円です。</answer>", "ja: 'the price is 3,720 yen' in full-width digits: the total, not the change asked; gold 1280"),
    g("t_ok_ja_fullwidth", "B", "1280", "correct", "tag", th(JA_YEN) + "<answer>おつりは１，２８０円です。</answer>", "ja: 'the change is 1,280 yen' in full-width digits and comma"),

    # ================================================================ 5. unit, counter and scale words (u_)
    m("u_m_ok_vi_do", "B", G_ANG, "correct", "answer_is", VI_ANG + "Đáp số: 171 độ.", "vi: 'Answer: 171 degrees' (độ = degree)"),
    m("u_m_vi_radian", "A", G_ANG, "wrong", "answer_is", VI_ANG + "Đáp số: 171 radian.", "vi: 'Answer: 171 radians': the unit turns the degree measure into radians (debatable: a slip of the unit word; proposed decision: reject, 171 rad is not 171°)", True),
    m("u_m_ok_zh_hudu", "B", G_RADI, "correct", "answer_is", ZH_RADI + "答案：$\\frac{11\\pi}{12}$ 弧度。", "zh: 'Answer: 11π/12 radians' (弧度 = radian)"),
    m("u_m_zh_du", "A", G_RADI, "wrong", "answer_is", ZH_RADI + "答案：$\\frac{11\\pi}{12}$ 度。", "zh: 'Answer: 11π/12 degrees' (度 = degree): the radian measure given a degree unit (debatable: a unit slip; proposed decision: reject, 11π/12 degrees is not 11π/12 radians)", True),
    m("u_m_ok_it_radianti", "B", G_RADI, "correct", "answer_is", IT_RADI + "Risposta: $\\frac{11}{12}\\pi$ radianti.", "it: 'Answer: (11/12)π radians': π after the fraction, unit word radianti"),
    m("u_m_ok_ru_cm3", "B", G_CONE, "correct", "answer_is", RU_CONE + "Ответ: $48\\pi$ см³.", "ru: 'Answer: 48π cm³' (см³ = cubic centimetres)"),
    m("u_m_ru_pi_dropped", "A", G_CONE, "wrong", "answer_is", RU_CONE + "Ответ: 48 см³.", "ru: 'Answer: 48 cm³': π dropped before the unit; 48 is not 48π"),
    m("u_m_ok_ko_text_unit", "B", G_CONE, "correct", "boxed", KO_CONE + "답: $\\boxed{48\\pi\\ \\text{cm}^3}$", "ko: 'Answer:' a box holding 48π with a \\text unit"),
    m("u_m_ok_es_unidades", "B", G_CONE, "correct", "boxed", ES_CONE + "El volumen es $\\boxed{48\\pi}$ unidades cúbicas.", "es: 'the volume is [48π] cubic units'"),
    m("u_m_es_radius_slip", "A", G_CONE, "wrong", "answer_is", "El volumen del cono es $V = \\frac{1}{3}\\pi r h = \\frac{1}{3}\\pi \\cdot 4 \\cdot 9 = 12\\pi$.\nEl volumen es $12\\pi$ unidades cúbicas.", "es: 'the volume is 12π cubic units' (r^2 written as r in the formula); a unit phrase after a wrong value"),
    m("u_m_ok_tr_derece", "B", G_ANG, "correct", "answer_is", TR_ANG + "Cevap: 171 derece.", "tr: 'Answer: 171 degrees' (derece = degree)"),
    m("u_m_ok_th_ongsa", "B", G_ANG, "correct", "answer_is", TH_ANG + "คำตอบคือ 171 องศา", "th: 'the answer is 171 degrees' (องศา = degree)"),
    m("u_m_th_exterior_ongsa", "A", G_ANG, "wrong", "answer_is", TH_ANG + "ดังนั้นมุมภายนอกเท่ากับ 180 − 171 = 9 องศา\nคำตอบคือ 9 องศา", "th: 'so the exterior angle is 180 − 171 = 9 degrees; the answer is 9 degrees': gold interior 171"),
    m("u_m_ok_he_maalot", "B", G_ANG, "correct", "answer_is", "סכום הזוויות הפנימיות הוא $(40 - 2) \\cdot 180^\\circ = 6840^\\circ$.\nלכן כל זווית פנימית היא 171 מעלות.", "he: 'so each interior angle is 171 degrees' (מעלות = degrees)"),
    m("u_m_ok_fa_daraje", "B", G_ANG, "correct", "answer_is", "مجموع زاویه‌های داخلی: $(40 - 2) \\times 180^\\circ = 6840^\\circ$.\nپاسخ: هر زاویهٔ داخلی ۱۷۱ درجه است.", "fa: 'Answer: each interior angle is 171 degrees' in Persian digits (۱۷۱ = 171, درجه = degree)"),
    m("u_m_ok_bn_degree", "B", G_ANG, "correct", "answer_is", BN_ANG + "উত্তর: ১৭১ ডিগ্রি।", "bn: 'Answer: 171 degrees' in Bengali digits (ডিগ্রি = degree)"),
    m("u_m_vi_base5", "A", G_BASE, "wrong", "answer_is", VI_BASE + "Đáp số: $422_5$.", "vi: 'Answer: 422_5': the base-5 subscript kept on the decimal result; 422_5 = 112 (debatable: a notational slip; proposed decision: reject, the written number is 112)", True),
    m("u_m_ok_vi_base10", "B", G_BASE, "correct", "answer_is", VI_BASE + "Đáp số: $422_{10}$.", "vi: 'Answer: 422_10': the decimal base marked"),
    m("u_m_ok_cs_jednotek", "B", G_RAD, "correct", "answer_is", CS_RAD + "Odpověď: $15\\sqrt{2}$ jednotek.", "cs: 'Answer: 15√2 units' (jednotek = units)"),
    m("u_m_cs_coefficient_only", "A", G_RAD, "wrong", "answer_is", CS_RAD + "Odpověď: 15 (násobků $\\sqrt{2}$).", "cs: 'Answer: 15 (multiples of √2)': the number written is 15; the parenthesis describes it but the stated value is 15 (debatable: the words make it 15√2; proposed decision: reject, the final value given is 15)", True),
    g("u_ok_zh_lingxia", "B", "-6.6", "correct", "answer_is", ZH_TEMP + "答案：零下 6.6 度。", "zh: 'Answer: 6.6 degrees below zero' (零下 = below zero) = -6.6"),
    g("u_zh_sign_lost", "A", "-6.6", "wrong", "answer_is", "8 小时共下降 1.2 × 8 = 9.6 度。\n答案：6.6 度。", "zh: 'Answer: 6.6 degrees' with no 'below zero': the sign is lost"),
    g("u_ok_ko_yeongha", "B", "-6.6", "correct", "answer_is", KO_TEMP + "답: 영하 6.6도", "ko: 'Answer: 6.6 degrees below zero' (영하 = below zero, 도 = degrees) = -6.6"),
    g("u_ru_teplo", "A", "-6.6", "wrong", "answer_is", "За 8 часов температура опустилась на 1,2 · 8 = 9,6 °C.\nОтвет: 6,6 градуса тепла.", "ru: 'Answer: 6.6 degrees of warmth' (тепла = above zero): +6.6, the sign wrong"),
    g("u_ok_ru_nizhe_nulya", "B", "-6.6", "correct", "answer_is", RU_TEMP + "Ответ: 6,6 градуса ниже нуля.", "ru: 'Answer: 6.6 degrees below zero' = -6.6"),
    g("u_ok_tr_bin", "B", "394800", "correct", "answer_is", TR_PAY + "Cevap: 394,8 bin TL.", "tr: 'Answer: 394.8 thousand lira' (bin = thousand, decimal comma) = 394800"),
    g("u_tr_scale_dropped", "A", "394800", "wrong", "answer_is", TR_PAY + "Yani yaklaşık 394,8 bin lira. Cevap: 394,8 TL.", "tr: 'so about 394.8 thousand lira. Answer: 394.8 TL': the final answer drops the scale word bin (thousand): 394.8"),
    g("u_ok_id_ribu", "B", "394800", "correct", "answer_is", ID_PAY + "Jawaban: Rp394,8 ribu.", "id: 'Answer: Rp394.8 thousand' (ribu = thousand) = 394800"),
    g("u_id_juta", "A", "394800", "wrong", "answer_is", ID_PAY + "Jawaban: Rp394,8 juta.", "id: 'Answer: Rp394.8 million' (juta = million): a scale word a thousand times too big"),
    g("u_ok_vi_nghin", "B", "1280", "correct", "answer_is", VI_YEN + "Đáp số: 1,28 nghìn yên.", "vi: 'Answer: 1.28 thousand yen' (nghìn = thousand, decimal comma) = 1280"),
    g("u_vi_scale_dropped", "A", "1280", "wrong", "answer_is", VI_YEN + "Đáp số: 1,28 yên.", "vi: 'Answer: 1.28 yen': the thousands written with a decimal comma and no scale word (1.280 would be 1280; 1,28 is 1.28)"),
    g("u_zh_dozen", "A", "23", "wrong", "answer_is", ZH_PEN + "答案：23 打。", "zh: 'Answer: 23 dozen' (打 = dozen, 276 pencils): the question asks for boxes; 23 dozen = 276 (debatable: a box of 12 is a dozen; proposed decision: reject, 打 is a scale word, as round 21's dozen probe)", True),
    g("u_ok_zh_he", "B", "23", "correct", "answer_is", ZH_PEN + "答案：一共需要 23 盒铅笔。", "zh: 'Answer: 23 boxes of pencils are needed in all' (盒 = box, a counter)"),
    g("u_ok_tl_piraso", "B", "235", "correct", "answer_is", TL_ROLL + "Sagot: 235 piraso ng pandesal.", "tl: 'Answer: 235 pieces of pandesal' (piraso = pieces)"),

    # ================================================================ 3. exactness (x_)
    m("x_m_ja_decimal", "A", G_RAD, "wrong", "boxed", JA_RAD + "小数で表すと、答え：$\\boxed{21.21}$", "ja: 'written as a decimal, answer: 21.21': a rounded decimal for the exact 15√2 (21.2132...)"),
    m("x_m_ok_ja_sqrt450", "B", G_RAD, "correct", "boxed", JA_RAD + "別の形で書くと、答え：$\\boxed{\\sqrt{450}}$", "ja: 'written another way, answer: √450' = 15√2 (450 = 225 · 2)"),
    m("x_m_zh_decimal", "A", G_PROB, "wrong", "boxed", ZH_PROB + "答案约为 $\\boxed{0.359}$。", "zh: 'the answer is about 0.359': a rounded decimal for 14/39 (0.358974...)"),
    m("x_m_ok_zh_unsimplified", "B", G_PROB, "correct", "boxed", ZH_PROB + "所以答案是 $\\boxed{\\frac{28}{78}}$。", "zh: 'so the answer is 28/78', not reduced; equal to 14/39"),
    m("x_m_ok_fr_decimal_comma", "B", G_CPX, "correct", "boxed", FR_CPX + "Donc $z = \\boxed{1{,}0 - 2{,}0\\,i}$.", "fr: 'so z = 1,0 - 2,0 i' with the LaTeX French decimal comma {,}: equal to 1 - 2i"),
    m("x_m_pt_rounded", "A", G_SUM, "wrong", "boxed", PT_SUM + "Resposta: aproximadamente $\\boxed{990}$.", "pt: 'Answer: approximately 990': rounded; gold 987"),
    m("x_m_ok_pt_comma_zero", "B", G_SUM, "correct", "boxed", PT_SUM + "Resposta: $\\boxed{987{,}0}$.", "pt: 'Answer: 987,0' with a decimal comma; equal to 987"),
    m("x_m_it_rep_rounded", "A", G_REP, "wrong", "boxed", IT_REP + "In forma decimale: $x = \\boxed{0{,}4848}$.", "it: 'in decimal form: x = 0,4848': a truncated decimal, not 16/33"),
    m("x_m_ok_it_rep_unreduced", "B", G_REP, "correct", "boxed", IT_REP + "La risposta è $\\boxed{\\frac{48}{99}}$.", "it: 'the answer is 48/99', not reduced; equal to 16/33"),
    m("x_m_ar_cone_decimal", "A", G_CONE, "wrong", "prose_sentence", AR_CONE + "أي أن الحجم يساوي تقريبًا ١٥٠٫٨ وحدة مكعبة.", "ar: 'that is, the volume is approximately 150.8 cubic units' in Arabic-Indic digits with the Arabic decimal separator (١٥٠٫٨ = 150.8): a rounded decimal for 48π"),
    m("x_m_ok_ar_cone_digits", "B", G_CONE, "correct", "prose_sentence", AR_CONE + "إذن الحجم يساوي ٤٨π وحدة مكعبة.", "ar: 'so the volume equals 48π cubic units' with Arabic-Indic digits (٤٨ = 48) and a Unicode π"),
    m("x_m_el_decimal", "A", G_RADI, "wrong", "boxed", EL_RADI + "Δηλαδή περίπου $\\boxed{2{,}88}$ rad.", "el: 'that is, about 2,88 rad': a rounded decimal for 11π/12 (2.8798...)"),
    m("x_m_ok_el_unreduced", "B", G_RADI, "correct", "boxed", "Μετατρέπουμε: $165^\\circ = 165 \\cdot \\frac{\\pi}{180}$ rad.\nΑπάντηση: $\\boxed{\\frac{165\\pi}{180}}$", "el: 'we convert ... Answer: 165π/180', not reduced; equal to 11π/12"),
    m("x_m_ok_tr_semicolon", "B", G_VTX, "correct", "boxed", TR_VTX + "Tepe noktası $\\boxed{T(4;\\,-9)}$ olur.", "tr: 'the vertex is T(4; -9)': the semicolon separator of decimal-comma countries and a point name"),
    m("x_m_ok_pl_exact_approx", "B", G_PROB, "correct", "answer_is", PL_PROB + "Odpowiedź: $P = \\frac{14}{39} \\approx 0{,}36$.", "pl: 'Answer: P = 14/39 ≈ 0,36': the exact value stated, then its rounding"),
    m("x_m_pl_only_approx", "A", G_PROB, "wrong", "answer_is", "Wszystkich par kul jest $\\binom{13}{2} = 78$, a par czerwonych $\\binom{8}{2} = 28$.\nOdpowiedź: $P \\approx 0{,}36$.", "pl: 'Answer: P ≈ 0,36': only a rounded decimal for 14/39"),
    m("x_m_ok_uk_exact_approx", "B", G_RAD, "correct", "answer_is", UK_RAD + "Відповідь: $15\\sqrt{2} \\approx 21{,}21$.", "uk: 'Answer: 15√2 ≈ 21,21': exact, then approximate"),
    m("x_m_uk_only_approx", "A", G_RAD, "wrong", "answer_is", UK_RAD + "Відповідь: $\\approx 21{,}21$.", "uk: 'Answer: ≈ 21,21': only the rounded decimal of 15√2"),
    g("x_de_rounded", "A", "32.7", "wrong", "hash", DE_FAB + "Antwort: Sie bezahlt ungefähr 33 €.\n#### 33", "de: 'Answer: she pays roughly 33 €': rounded; gold 32.7"),
    g("x_ok_de_comma_hash", "B", "32.7", "correct", "hash", DE_FAB + "Antwort: Der Stoff kostet 32,70 €.\n#### 32,70", "de: 'Answer: the fabric costs 32,70 €', #### 32,70: two digits after the comma cannot be a thousands group; = 32.7"),
    g("x_ok_de_dot_thousands", "B", "1280", "correct", "hash", DE_YEN + "Antwort: Das Wechselgeld beträgt 1.280 Yen.\n#### 1.280", "de: 'Answer: the change is 1.280 yen': German dot thousands separator, as in 5.000 and 3.720 of the working; = 1280 (debatable: in English data 1.280 is 1.28; proposed decision: accept, the German working fixes the dot as a thousands separator)", True),
    g("x_ok_zh_wan", "B", "394800", "correct", "answer_is", ZH_PAY + "答案：共支付 39.48 万元。", "zh: 'Answer: 394,800 yuan paid in all' written with the scale word 万 (ten thousand): 39.48 万 = 394800"),
    g("x_zh_wan_rounded", "A", "394800", "wrong", "answer_is", ZH_PAY + "答案：大约 39 万元。", "zh: 'Answer: about 390,000 yuan' (39 万): rounded"),
    g("x_ok_ru_tys", "B", "394800", "correct", "answer_is", RU_PAY + "Ответ: 394,8 тыс. руб.", "ru: 'Answer: 394.8 thousand roubles' (тыс. = thousand, decimal comma) = 394800"),
    g("x_ru_tys_rounded", "A", "394800", "wrong", "answer_is", RU_PAY + "Ответ: около 395 тыс. руб.", "ru: 'Answer: about 395 thousand roubles': rounded"),
    g("x_es_pct_rounded", "A", "68.75", "wrong", "answer_is", ES_PCT + "La respuesta es aproximadamente el 69 %.", "es: 'the answer is approximately 69 %': rounded; gold 68.75"),
    g("x_ok_nl_pct", "B", "68.75", "correct", "answer_is", NL_PCT + "Het antwoord is 68,75%.", "nl: 'the answer is 68,75%' with a decimal comma"),
    g("x_ru_temp_rounded", "A", "-6.6", "wrong", "answer_is", RU_TEMP + "Ответ: примерно −7 °C.", "ru: 'Answer: approximately −7 °C': rounded"),
    g("x_ok_sv_comma", "B", "32.7", "correct", "answer_is", SV_FAB + "Svar: Tyget kostar 32,70 kr.", "sv: 'Answer: the fabric costs 32,70 kronor': decimal comma"),
]
# fmt: on

DECISIONS = {
    "h_ok_es_comma_hash": (
        "accept",
        "the Spanish phrase and working write 68,75 with a decimal comma; two digits after a comma cannot be a thousands group",
    ),
    "x_ok_de_dot_thousands": (
        "accept",
        "the German working writes 5.000 and 3.720, so 1.280 is 1280 with a dot as thousands separator",
    ),
    "h_ru_frost_sign": (
        "reject",
        "the #### value is 6.6; 'degrees of frost' in the phrase does not put a sign on the marked value (round 21's sign rule)",
    ),
    "h_hi_lakh_scale": (
        "reject",
        "the #### value is 3.948; the scale word lakh is only in the phrase",
    ),
    "h_m_el_degrees": (
        "reject",
        "165 (degrees restated) is not the radian measure 11π/12 (round 1 and 21: degrees are not radians)",
    ),
    "h_m_nl_hedge": (
        "reject",
        "a hedge between two values in the phrase is two final answers, even with the #### on the gold (round 21)",
    ),
    "n_m_he_withdrawn": (
        "reject",
        "the model withdraws its only value and gives none; no_answer by the brief, wrong by round 21's convention: rejected either way",
    ),
    "u_m_vi_radian": (
        "reject",
        "171 radians is not an interior angle of 171 degrees",
    ),
    "u_m_zh_du": (
        "reject",
        "11π/12 degrees (度) is not 11π/12 radians",
    ),
    "u_m_vi_base5": (
        "reject",
        "422_5 names the number 112; the decimal 422 was not what was written",
    ),
    "u_m_cs_coefficient_only": (
        "reject",
        "the stated value is 15; the parenthesis describes it in words but does not write 15√2",
    ),
    "u_zh_dozen": (
        "reject",
        "打 (dozen) is a scale word: 23 打 is 276, the pencil count, not 23 boxes",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam83", CASES, [], DECISIONS)
