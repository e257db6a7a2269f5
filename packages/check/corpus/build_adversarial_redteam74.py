r"""Build adversarial_redteam74.jsonl: a seventy-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam74", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT looking at the
earlier multilingual rounds, and WITHOUT running the checker (or any grader, or sympy) on the probes;
handed over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue text were read. Labels were
made by reading and hand arithmetic.

Aim of this round: final answers written in languages OTHER than English, as multilingual models
write them: 25 languages (Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese,
French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese,
Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog), their answer phrases ("答案是", "Ответ:",
"Die Antwort lautet", "La réponse est", "उत्तर:", "الجواب:", "Đáp án:", "Cevap:", ...), number writing
(decimal commas, dot / space / NBSP / narrow-NBSP thousands, Indian lakh grouping, Arabic-Indic,
Persian and Bengali digits, full-width digits, scale words 万 / 千 / लाख / करोड़ / тыс. / Tsd. / Mio. /
mil / ribu / milliers, "bajo cero"), counters and units, negation and correction idioms ("不是…而是",
"не …, а …", "no es …, sino …", "bukan", "אינה … אלא", "Korrektur:", "Poprawka:", "Düzeltme:",
"정정:", "いや、やっぱり", "Anzi no"), checks after the answer ("验算", "Проверка", "確認", "जाँच",
"Sprawdzenie", "Έλεγχος"), closings, reported and hypothetical speech (a teacher, a textbook's answer
key, a classmate, "Wäre…", "Gdyby…", "Giả sử…", "अगर…"), answer tags with sentences in the
language, and mixed-language outputs. About two thirds of the probes take the MATH path.

Problems and golds (arithmetic checked by hand):
GSM8K path
- ZH 19 boxes of 27 pencils: 19 * 27 = 540 - 27 = 513. Slip: 18 boxes, 18 * 27 = 486.
- RU 7 notebooks at 13,85 rub: 7 * 13.85 = 96.95. Slip: 13,58 -> 7 * 13.58 = 95.06.
- DE rent 1.475 EUR a month for 12 months: 12 * 1475 = 17700 (17.700 EUR). Slip: 11 months,
  11 * 1475 = 16225.
- FR 48 pages a day for 365 days: 48 * 365 = 17520 (17 520). Slip 356 days: 48 * 356 = 17088.
- ES 4 C falling 3 C an hour for 5 hours: 4 - 15 = -11. Slip (4 hours): 4 - 12 = -8.
- JA 4,000 yen a month for 8 months: 32,000 yen = 3万2千円 = 3.2万円. Slip 9 months: 36,000.
- HI 50,000 rupees a month for 5 months: 2,50,000 = 250000 = 2.5 lakh (1 lakh = 100,000;
  1 crore = 10,000,000, so 2.5 crore = 25,000,000). Slip 5 * 5,000 = 25,000.
- AR 4 rows of 17 chairs: 17 * 4 = 68 (Arabic-Indic ٦٨). Slip 17 * 3 = 51 (٥١).
- FA 4 boxes of 23 pencils: 23 * 4 = 92 (Persian ۹۲). Slip 23 + 4 = 27 (۲۷).
- KO 15 boxes of 28 apples: 15 * 28 = 420. Slip 15 + 28 = 43.
- PT 3 instalments of R$ 411,50: 3 * 411.50 = 1234.50 (R$ 1.234,50). Slip 1.243,50.
- TR 35 of 56 students passed: 35 / 56 = 0.625 = %62,5 (56 * 0.625 = 35). Rounded 63 is wrong.
- VI 12 notebooks at 2.500 dong: 12 * 2500 = 30000 (30.000 đồng).
- IT 3,5 km a day for 22 days: 3.5 * 22 = 77.
- ID 9 books at Rp6.500: 9 * 6500 = 58500 (Rp58.500 = 58,5 ribu). Slip 8 books: 52000.
- NL 6 croissants at EUR 2,35: 6 * 2.35 = 14.10. Rounded 14 is wrong.
- SV 4 tickets at 1 250 kr: 4 * 1250 = 5000. Slip 3 tickets: 3750.
- TL 8 boxes of 45 mangoes: 8 * 45 = 360 (= 30 dozen, 30 * 12 = 360).
- CS 14 m of cloth at 12,50 Kc: 14 * 12.5 = 175. Slip 14 * 1,25 = 17,5.
MATH path
- ZH (and FA) two balls from 7 red and 3 blue, both red: C(7,2)/C(10,2) = 21/45 = 7/15 (= 0.4666...);
  with replacement it would be 49/100, the first ball alone 7/10.
- RU sqrt72 + sqrt50 = 6sqrt2 + 5sqrt2 = 11sqrt2 (= sqrt242, ~15.556); sqrt122 is wrong.
- DE x^2 - 5x - 14 < 0: (x - 7)(x + 2) < 0 -> (-2, 7) (check 49 - 35 - 14 = 0, 4 + 10 - 14 = 0).
- FR inverse of [[2, 1], [3, 4]]: det 8 - 3 = 5, inverse (1/5)[[4, -1], [-3, 2]]
  (check [[2,1],[3,4]] [[4,-1],[-3,2]] = [[5,0],[0,5]]).
- ES (and PL) cos theta = -sqrt2/2, 0 <= theta <= 180 deg: theta = 180 - 45 = 135 deg (= 3pi/4 rad).
- JA (x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20 = 3x^2 - 7x - 20 (x = 1: -3 * 8 = -24 = 3 - 7 - 20).
- KO x^3 - 4x^2 - 5x = x(x - 5)(x + 1) = 0 -> x = -1, 0, 5.
- PT 1/3 + 2/7 = 7/21 + 6/21 = 13/21; 3/10 (adding tops and bottoms) is wrong.
- IT 6/(3 - sqrt3) = 6(3 + sqrt3)/(9 - 3) = 3 + sqrt3 (~4.732).
- PL (4 - 3i)^2 = 16 - 24i + 9i^2 = 7 - 24i (|7 - 24i| = sqrt(49 + 576) = 25 = |4 - 3i|^2).
- TR 2x - 3 >= 7 -> x >= 5 -> [5, infinity).
- AR 210 deg in radians: 210pi/180 = 7pi/6 (~3.665).
- HI vertex of y = 2x^2 - 12x + 5: x = 12/4 = 3, y = 18 - 36 + 5 = -13 -> (3, -13); at x = -3:
  18 + 36 + 5 = 59.
- VI cube root of 54 = cube root of (27 * 2) = 3 cbrt2 ((3 cbrt2)^3 = 27 * 2 = 54).
- ID slope through (-1, 5) and (6, -4): (-4 - 5)/(6 + 1) = -9/7.
- UK [[1, 2], [0, 3]] [[4, -1], [2, 5]] = [[4 + 4, -1 + 10], [0 + 6, 0 + 15]] = [[8, 9], [6, 15]];
  the entrywise product [[4, -2], [0, 15]] and BA = [[4, 5], [2, 19]] are wrong.
- NL domain of sqrt(x - 2)/(x - 5): x >= 2 and x != 5 -> [2, 5) U (5, infinity).
- EL (x^2 - 9)/(x + 3) = x - 3.
- HE angles in ratio 2:3:7: 12k = 180, k = 15 -> 30, 45, 105; the largest is 105 (deg).
- CS sum of the roots of 5x^2 - 8x + 1 = 0: -b/a = 8/5 = 1.6.
- SV exactly 3 heads in 5 tosses: C(5,3)/2^5 = 10/32 = 5/16 = 0.3125 = 31.25 %; at least 3:
  (10 + 5 + 1)/32 = 1/2.
- TH area of an equilateral triangle of side 6: (sqrt3/4) * 36 = 9sqrt3 (~15.588).
- BN lcm(18, 24): 18 = 2 * 3^2, 24 = 2^3 * 3 -> 2^3 * 3^2 = 72 (Bengali ৭২); gcd 6.
- TL x^2 + 3x - 7 = 0: x = (-3 +- sqrt(9 + 28))/2 = (-3 +- sqrt37)/2.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit and scale words; `r_` retractions after
the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements;
`b_` bad or unusual input a JSON corpus can hold (no lone surrogates). `_m_` marks a MATH probe,
`_ok_` kind B; the language code (zh, ja, ko, ru, uk, es, pt, fr, de, it, nl, pl, tr, ar, fa, hi,
bn, vi, id, th, el, he, cs, sv, tl) follows the class.

Kinds: "A" a WRONG, withdrawn or unanswered completion a careless checker accepts; "B" a RIGHT
completion in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made", round 21's conventions): the model's LAST
COMMITTED final answer decides. A value it withdraws, negates, or only mentions as a hypothetical,
a quotation, someone else's claim, or in an invented next turn is not its answer. A hedge or two
different final answers is `wrong`; no final answer (a negation or strike-out with nothing after,
a placeholder, only a hypothetical or a report) is `no_answer`; a value the model itself marks
wrong, or withdraws with nothing new, is `wrong`; an explicit correction after an answer makes the
corrected value the final one; a check, note or closing after a committed answer does not replace
it; a value equal to the gold is `correct` whatever its notation (decimal comma, thousands
separators of the language, native digits, scale words, unit words, 0.3125 for 5/16); a rounded
decimal for an exact irrational or repeating gold is `wrong`; a scale word that changes the value
(万, लाख / करोड़, тыс., Mio., mil) makes it that value. In an <answer> tag a sentence, an equation
or a box is read for the value it states. Non-English text is glossed in each note. Debatable
probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision proposed.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam74.py
"""

from corpus_build import IM_USER, g, m, th, write_probes


def L(*lines: str) -> str:
    """Lines joined with newlines (the LaTeX below is in raw strings)."""
    return "\n".join(lines)


# ================================================================ GSM8K working (one per language)
ZH = "每盒有 27 支铅笔，一共有 19 盒。\n19 × 27 = 513（支）\n"
ZH_SLIP = "每盒有 27 支铅笔，一共有 18 盒。\n18 × 27 = 486（支）\n"
RU = "Одна тетрадь стоит 13,85 руб., тетрадей 7.\n7 · 13,85 = 96,95 (руб.)\n"
RU_SLIP = "Одна тетрадь стоит 13,58 руб., тетрадей 7.\n7 · 13,58 = 95,06 (руб.)\n"
DE = "Die Miete beträgt 1.475 € im Monat. Für 12 Monate: 12 · 1.475 € = 17.700 €.\n"
DE_SLIP = "Die Miete beträgt 1.475 € im Monat. Im Januar wohnt sie noch nicht dort, also 11 Monate: 11 · 1.475 € = 16.225 €.\n"
FR = "Il lit 48 pages par jour pendant 365 jours : 48 × 365 = 17 520 pages.\n"
FR_SLIP = "Il lit 48 pages par jour pendant 356 jours : 48 × 356 = 17 088 pages.\n"
ES = "La temperatura empieza en 4 °C y baja 3 °C cada hora durante 5 horas.\nBaja en total 3 × 5 = 15 °C, así que 4 − 15 = −11 °C.\n"
JA = "毎月4,000円ずつ8か月貯金するので、\n4,000 × 8 = 32,000（円）\n"
JA_SLIP = "毎月4,000円ずつ9か月貯金するので、\n4,000 × 9 = 36,000（円）\n"
HI = "हर महीने ₹50,000 की बचत, 5 महीनों तक:\n5 × 50,000 = 2,50,000 रुपये\n"
HI_SLIP = "हर महीने ₹5,000 की बचत, 5 महीनों तक:\n5 × 5,000 = 25,000 रुपये\n"
AR = "في كل صف ١٧ كرسيًا، وعدد الصفوف ٤، إذن عدد الكراسي = ١٧ × ٤ = ٦٨ كرسيًا.\n"
AR_SLIP = "في كل صف ١٧ كرسيًا، وعدد الصفوف ٣، إذن عدد الكراسي = ١٧ × ٣ = ٥١ كرسيًا.\n"
FA = "هر جعبه ۲۳ مداد دارد و ۴ جعبه داریم، پس تعداد مدادها ۲۳ × ۴ = ۹۲ است.\n"
FA_SLIP = "هر جعبه ۲۳ مداد دارد و ۴ جعبه داریم، پس تعداد مدادها ۲۳ + ۴ = ۲۷ است.\n"
KO = "한 상자에 사과가 28개씩 들어 있고 상자는 15개입니다.\n15 × 28 = 420(개)\n"
KO_SLIP = "한 상자에 사과가 28개씩 들어 있고 상자는 15개입니다.\n15 + 28 = 43(개)\n"
PT = "Cada parcela custa R$ 411,50 e são 3 parcelas:\n3 × 411,50 = 1.234,50\n"
PT_SLIP = "Cada parcela custa R$ 411,50 e são 3 parcelas:\n3 × 411,50 = 1.243,50\n"
TR = "56 öğrenciden 35'i sınavı geçti.\n35 ÷ 56 = 0,625, yani %62,5.\n"
VI = "Mỗi quyển vở giá 2.500 đồng, mua 12 quyển:\n12 × 2.500 = 30.000 (đồng)\n"
IT = "Luca corre 3,5 km al giorno per 22 giorni:\n3,5 × 22 = 77 km\n"
ID = "Harga satu buku Rp6.500, dan Budi membeli 9 buku.\n9 × 6.500 = 58.500\n"
ID_SLIP = "Harga satu buku Rp6.500, dan Budi membeli 8 buku.\n8 × 6.500 = 52.000\n"
NL = "Eén croissant kost €2,35 en Sanne koopt er 6.\n6 × 2,35 = 14,10 euro\n"
SV = "Varje biljett kostar 1 250 kr och familjen köper 4 biljetter.\n4 · 1 250 = 5 000 kr\n"
SV_SLIP = "Varje biljett kostar 1 250 kr och familjen köper 3 biljetter.\n3 · 1 250 = 3 750 kr\n"
TL = "Bawat kahon ay may 45 na mangga, at may 8 kahon.\n8 × 45 = 360 na mangga\n"
CS = "Jeden metr látky stojí 12,50 Kč a Jana potřebuje 14 metrů.\n14 · 12,50 = 175 Kč\n"
CS_SLIP = "Jeden metr látky stojí 1,25 Kč a Jana potřebuje 14 metrů.\n14 · 1,25 = 17,5 Kč\n"

# ================================================================ MATH working and golds
G_ZH = r"\frac{7}{15}"
ZH_P = r"从 10 个球中任取 2 个，共有 $\binom{10}{2} = 45$ 种取法；两个都是红球的取法有 $\binom{7}{2} = 21$ 种。所以概率为 $\frac{21}{45}"
G_RU = r"11\sqrt{2}"
RU_R = r"Вынесем множители из-под корня: $\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$, $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$. Складываем: $6\sqrt{2} + 5\sqrt{2}"
G_DE = "(-2, 7)"
DE_I = r"Die Nullstellen von $x^2 - 5x - 14 = (x - 7)(x + 2)$ sind $x = -2$ und $x = 7$. Da die Parabel nach oben geöffnet ist, ist der Term zwischen den Nullstellen negativ."
G_FR = r"\begin{pmatrix} \frac{4}{5} & -\frac{1}{5} \\ -\frac{3}{5} & \frac{2}{5} \end{pmatrix}"
FR_M = (
    r"Le déterminant vaut $\det A = 2 \cdot 4 - 1 \cdot 3 = 5 \neq 0$, donc $A$ est inversible et"
    + "\n"
    + r"$$A^{-1} = \frac{1}{5}\begin{pmatrix} 4 & -1 \\ -3 & 2 \end{pmatrix}.$$"
    + "\n"
)
FR_BOX = r"\boxed{\begin{pmatrix} \frac{4}{5} & -\frac{1}{5} \\ -\frac{3}{5} & \frac{2}{5} \end{pmatrix}}"
G_ES = r"135^\circ"
ES_A = r"Sabemos que $\cos 45^\circ = \frac{\sqrt{2}}{2}$. Como el coseno es negativo, el ángulo está en el segundo cuadrante: $\theta = 180^\circ - 45^\circ"
G_JA = "3x^2 - 7x - 20"
JA_E = r"展開すると $(x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20$ となり、同類項をまとめると"
G_KO = "-1, 0, 5"
KO_S = r"$x^3 - 4x^2 - 5x = x(x^2 - 4x - 5) = x(x - 5)(x + 1) = 0$ 이므로"
G_PT = r"\frac{13}{21}"
PT_F = r"O mmc de 3 e 7 é 21. Então $\frac{1}{3} + \frac{2}{7} = \frac{7}{21} + \frac{6}{21}"
PT_F_SLIP = r"Somando numeradores e denominadores: $\frac{1}{3} + \frac{2}{7} = \frac{1 + 2}{3 + 7}"
G_IT = r"3 + \sqrt{3}"
IT_R = r"Moltiplichiamo numeratore e denominatore per il coniugato $3 + \sqrt{3}$: $\frac{6(3 + \sqrt{3})}{9 - 3} = \frac{6(3 + \sqrt{3})}{6}"
G_PL = "7 - 24i"
PL_C = r"Korzystamy ze wzoru skróconego mnożenia: $(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i - 9"
G_TR = r"[5, \infty)"
TR_I = r"$2x - 3 \geq 7$ ise $2x \geq 10$, yani $x \geq 5$ olur."
G_AR = r"\frac{7\pi}{6}"
AR_A = r"نحوّل من الدرجات إلى الراديان بضرب الزاوية في $\frac{\pi}{180}$: $210 \cdot \frac{\pi}{180} = \frac{210\pi}{180}"
G_HI = "(3, -13)"
HI_V = r"शीर्ष का $x$-निर्देशांक $x = -\frac{b}{2a} = \frac{12}{4} = 3$ है। तब $y = 2(3)^2 - 12(3) + 5 = 18 - 36 + 5 = -13$।"
G_VI = r"3\sqrt[3]{2}"
VI_R = r"Ta có $54 = 27 \cdot 2 = 3^3 \cdot 2$, nên $\sqrt[3]{54} = \sqrt[3]{3^3 \cdot 2}"
G_ID = r"-\frac{9}{7}"
ID_S = r"Gradien garis yang melalui $(-1, 5)$ dan $(6, -4)$ adalah $m = \frac{-4 - 5}{6 - (-1)} = \frac{-9}{7}"
G_UK = r"\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}"
UK_M = L(
    "Перемножимо рядки першої матриці на стовпці другої:",
    r"$c_{11} = 1 \cdot 4 + 2 \cdot 2 = 8$, $c_{12} = 1 \cdot (-1) + 2 \cdot 5 = 9$,",
    r"$c_{21} = 0 \cdot 4 + 3 \cdot 2 = 6$, $c_{22} = 0 \cdot (-1) + 3 \cdot 5 = 15$.",
    "",
)
G_NL = r"[2, 5) \cup (5, \infty)"
NL_D = r"De wortel vereist $x - 2 \geq 0$, dus $x \geq 2$, en de noemer mag niet nul zijn, dus $x \neq 5$."
G_EL = "x - 3"
EL_E = r"Παραγοντοποιούμε τον αριθμητή: $x^2 - 9 = (x - 3)(x + 3)$, οπότε $\frac{(x - 3)(x + 3)}{x + 3}"
G_HE = "105"
HE_A = r"נסמן את הזוויות ב-$2k$, $3k$ ו-$7k$. סכום הזוויות במשולש הוא $180^\circ$, ולכן $12k = 180$, כלומר $k = 15$. הזוויות הן $30^\circ$, $45^\circ$ ו-$105^\circ$."
G_CS = r"\frac{8}{5}"
CS_V = r"Podle Vietových vzorců je součet kořenů rovnice $ax^2 + bx + c = 0$ roven $-\frac{b}{a}$. Zde $a = 5$, $b = -8$, takže součet je $-\frac{-8}{5}"
G_SV = r"\frac{5}{16}"
SV_P = r"Antalet sätt att få exakt 3 krona på 5 kast är $\binom{5}{3} = 10$, och det finns $2^5 = 32$ möjliga utfall. Sannolikheten blir $\frac{10}{32}"
G_TH = r"9\sqrt{3}"
TH_T = r"พื้นที่ของสามเหลี่ยมด้านเท่าที่มีด้านยาว $a$ คือ $\frac{\sqrt{3}}{4}a^2$ ดังนั้นพื้นที่ $= \frac{\sqrt{3}}{4} \cdot 6^2 = \frac{36\sqrt{3}}{4}"
G_BN = "72"
BN_L = r"$18 = 2 \cdot 3^2$ এবং $24 = 2^3 \cdot 3$। তাই ল.সা.গু. $= 2^3 \cdot 3^2 = 8 \cdot 9"
G_TL = r"\frac{-3 \pm \sqrt{37}}{2}"
TL_Q = r"Gamit ang quadratic formula: $x = \frac{-3 \pm \sqrt{3^2 - 4(1)(-7)}}{2(1)} = \frac{-3 \pm \sqrt{9 + 28}}{2}"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "513", "wrong", "tag", th(ZH_SLIP) + "<answer>一共有 486 支铅笔。</answer>", "the tag's sentence ('there are 486 pencils in total') states 486 from the 18-box misreading"),
    g("t_zh_ok_sentence", "B", "513", "correct", "tag", th(ZH) + "<answer>一共有 513 支铅笔。</answer>", "a Chinese sentence in the tag: 'there are 513 pencils in total'"),
    g("t_ru_ok_comma", "B", "96.95", "correct", "tag", th(RU) + "<answer>96,95 руб.</answer>", "decimal comma and 'руб.' (roubles) in the tag: 96,95 = 96.95"),
    g("t_ru_comma_other", "A", "96.95", "wrong", "tag", th(RU_SLIP) + "<answer>95,06 руб.</answer>", "95,06 roubles from the misread price 13,58"),
    g("t_de_ok_thousands", "B", "17700", "correct", "tag", th(DE) + "<answer>Die Miete für ein Jahr beträgt 17.700 €.</answer>", "'the rent for a year is 17.700 EUR': German thousands dot, 17.700 = 17700"),
    g("t_de_thousands_other", "A", "17700", "wrong", "tag", th(DE_SLIP) + "<answer>Für 11 Monate zahlt sie 16.225 €.</answer>", "'for 11 months she pays 16.225 EUR' = 16225"),
    g("t_ja_ok_man", "B", "32000", "correct", "tag", th(JA) + "<answer>3万2千円</answer>", "3万2千円 = 3 * 10000 + 2 * 1000 yen = 32000"),
    g("t_ja_man_other", "A", "32000", "wrong", "tag", th(JA_SLIP) + "<answer>3万6千円</answer>", "3万6千円 = 36000 yen (9 months)"),
    m("t_m_fr_ok_matrix", "B", G_FR, "correct", "tag", th(FR_M) + r"<answer>$A^{-1} = \begin{pmatrix} \frac{4}{5} & -\frac{1}{5} \\ -\frac{3}{5} & \frac{2}{5} \end{pmatrix}$</answer>", "the inverse matrix with 'A^{-1} =' in the tag"),
    m("t_m_fr_matrix_other", "A", G_FR, "wrong", "tag", th(r"Le déterminant vaut $2 \cdot 4 - 1 \cdot 3 = 5$. On divise la matrice des cofacteurs par $5$ :" + "\n" + r"$$A^{-1} = \frac{1}{5}\begin{pmatrix} 4 & 1 \\ 3 & 2 \end{pmatrix}.$$" + "\n") + r"<answer>$A^{-1} = \begin{pmatrix} \frac{4}{5} & \frac{1}{5} \\ \frac{3}{5} & \frac{2}{5} \end{pmatrix}$</answer>", "the off-diagonal signs are lost (French: 'divide the cofactor matrix by 5')"),
    m("t_m_fr_ok_scalar", "B", G_FR, "correct", "tag", th(FR_M) + r"<answer>$A^{-1} = \frac{1}{5}\begin{pmatrix} 4 & -1 \\ -3 & 2 \end{pmatrix}$</answer>", "a scalar times a matrix, equal to the gold entry by entry"),
    m("t_m_zh_ok_sentence", "B", G_ZH, "correct", "tag", th(ZH_P + r" = \frac{7}{15}$。" + "\n") + r"<answer>两个球都是红球的概率是 $\frac{7}{15}$。</answer>", "'the probability that both balls are red is 7/15'"),
    m("t_m_zh_placeholder", "A", G_ZH, "no_answer", "tag", th(ZH_P + r" = \frac{7}{15}$。" + "\n") + "<answer>最终答案</answer>", "the tag holds only the words 'final answer' (最终答案), a placeholder; 7/15 is only in the thinking"),
    m("t_m_ko_ok_set", "B", G_KO, "correct", "tag", th(KO_S + r" 해는 $x = -1, 0, 5$이다." + "\n") + "<answer>$x = -1, 0, 5$</answer>", "the three roots with x = ('the solutions are ...' in the thinking)"),
    m("t_m_ko_set_missing", "A", G_KO, "wrong", "tag", th(KO_S + r" $x = 0$ 또는 $x = 5$이다." + "\n") + "<answer>$x = 0, 5$</answer>", "the root -1 is dropped ('x = 0 or x = 5')"),
    m("t_m_es_ok_sentence", "B", G_ES, "correct", "tag", th(ES_A + r" = 135^\circ$." + "\n") + r"<answer>El ángulo es $\theta = 135^\circ$.</answer>", "'the angle is theta = 135 deg'"),
    m("t_m_es_ref_angle", "A", G_ES, "wrong", "tag", th(ES_A + r" = 135^\circ$." + "\n") + r"<answer>El ángulo de referencia es $45^\circ$.</answer>", "'the reference angle is 45 deg': the tag states 45, not the angle asked"),
    m("t_m_ru_ok_box", "B", G_RU, "correct", "tag", th(RU_R + r" = 11\sqrt{2}$." + "\n") + r"<answer>Ответ: $\boxed{11\sqrt{2}}$</answer>", "'Ответ:' (Answer:) and a box in the tag"),
    m("t_m_ru_sqrt_sum", "A", G_RU, "wrong", "tag", th(r"Сложим подкоренные выражения: $\sqrt{72} + \sqrt{50} = \sqrt{72 + 50} = \sqrt{122}$." + "\n") + r"<answer>Ответ: $\sqrt{122}$</answer>", "sqrt122 (~11.05) from adding under the root ('add the radicands'); the gold is 11sqrt2 = sqrt242"),
    m("t_m_tr_ok_interval", "B", G_TR, "correct", "tag", th(TR_I + "\n") + r"<answer>Çözüm kümesi $[5, \infty)$ olur.</answer>", "'the solution set is [5, inf)'"),
    m("t_m_tr_open_interval", "A", G_TR, "wrong", "tag", th(TR_I + "\n") + r"<answer>Çözüm kümesi $(5, \infty)$ olur.</answer>", "the endpoint 5 is left out: (5, inf)"),
    m("t_m_vi_ok_sentence", "B", G_VI, "correct", "tag", th(VI_R + r" = 3\sqrt[3]{2}$." + "\n") + r"<answer>Vậy $\sqrt[3]{54} = 3\sqrt[3]{2}$.</answer>", "'So cbrt54 = 3cbrt2': an equation whose last side is the gold"),
    m("t_m_vi_two_tags", "A", G_VI, "wrong", "tag", th(VI_R + r" = 3\sqrt[3]{2}$." + "\n") + r"<answer>$3\sqrt[3]{2}$</answer>" + "\n" + r"<answer>$3\sqrt{6}$</answer>", "two answer tags, the last 3sqrt6 (~7.35, not cbrt54 ~3.78)"),
    m("t_m_pl_ok_unclosed", "B", G_PL, "correct", "tag", th(PL_C + r" = 7 - 24i$." + "\n") + "<answer>Odpowiedź: $7 - 24i$", "'Odpowiedź:' (Answer:) in a tag that is never closed; the content is the answer"),
    m("t_m_pl_empty", "A", G_PL, "no_answer", "tag", th(PL_C + r" = 7 - 24i$." + "\n") + "<answer>\n</answer>", "an empty tag; 7 - 24i only in the thinking"),
    m("t_m_th_ok_units", "B", G_TH, "correct", "tag", th(TH_T + r" = 9\sqrt{3}$" + "\n") + r"<answer>พื้นที่คือ $9\sqrt{3}$ ตารางหน่วย</answer>", "Thai: 'the area is 9sqrt3 square units'"),
    m("t_m_th_decimal", "A", G_TH, "wrong", "tag", th(TH_T + r" = 9\sqrt{3} \approx 15.59$" + "\n") + r"<answer>พื้นที่ประมาณ $15.59$ ตารางหน่วย</answer>", "Thai: 'the area is about 15.59 square units': a rounded decimal for 9sqrt3 = 15.588..."),

    # ================================================================ 2. phrase + ####
    g("h_zh_ok_marker", "B", "513", "correct", "hash", ZH + "答案是：#### 513", "'the answer is:' then ####"),
    g("h_zh_other", "A", "513", "wrong", "hash", ZH_SLIP + "所以答案是：#### 486", "'so the answer is:' #### 486"),
    g("h_ru_ok_comma", "B", "96.95", "correct", "hash", RU + "Ответ: #### 96,95", "'Answer:' #### with a Russian decimal comma: 96,95 = 96.95 (two digits after the comma, the working's roubles)"),
    g("h_ru_comma_other", "A", "96.95", "wrong", "hash", RU_SLIP + "Ответ: #### 95,06", "#### 95,06 from the misread price"),
    g("h_es_ok_minus", "B", "-11", "correct", "hash", ES + "La respuesta es: #### −11", "'the answer is:' #### with a Unicode minus sign (U+2212)"),
    g("h_es_sign_lost", "A", "-11", "wrong", "hash", ES + "La temperatura final es de 11 grados bajo cero.\nLa respuesta es: #### 11", "debatable: the sentence says '11 degrees below zero' (= -11) but the marked #### value drops the sign; proposed wrong (the marked value is 11)", True),
    g("h_de_ok_dot", "B", "17700", "correct", "hash", DE + "Die Antwort lautet: #### 17.700", "'the answer is:' #### 17.700, the German thousands dot of the working (1.475 EUR): 17700"),
    g("h_de_other", "A", "17700", "wrong", "hash", DE_SLIP + "Die Antwort lautet: #### 16.225", "#### 16.225 = 16225 (11 months)"),
    g("h_fr_ok_nnbsp", "B", "17520", "correct", "hash", FR + "La réponse est : #### 17\u202f520", "'the answer is:' #### with a narrow no-break space as thousands separator"),
    g("h_fr_two_answers", "A", "17520", "wrong", "hash", FR + "La réponse est 17 520 pages.\n#### 17 088", "the phrase says 17 520, the #### line 17 088: two different final answers"),
    g("h_ko_ok_marker", "B", "420", "correct", "hash", KO + "따라서 답은 420개입니다.\n#### 420", "'so the answer is 420 (items)' then #### 420"),
    g("h_ko_other", "A", "420", "wrong", "hash", KO_SLIP + "따라서 답은 43개입니다.\n#### 43", "15 + 28 = 43 instead of a product"),
    g("h_pt_ok_marker", "B", "1234.5", "correct", "hash", PT + "Resposta: #### 1.234,50", "'Answer:' #### in Brazilian notation: 1.234,50 = 1234.5"),
    g("h_pt_other", "A", "1234.5", "wrong", "hash", PT_SLIP + "Resposta: #### 1.243,50", "an arithmetic slip: 1243.50"),
    g("h_hi_ok_lakh", "B", "250000", "correct", "hash", HI + "उत्तर: #### 2,50,000", "'उत्तर:' (Answer:) #### with Indian lakh grouping 2,50,000 = 250000"),
    g("h_hi_other", "A", "250000", "wrong", "hash", HI_SLIP + "उत्तर: #### 25,000", "25,000 from the misread 5,000"),
    g("h_vi_ok_marker", "B", "30000", "correct", "hash", VI + "Đáp án: #### 30.000", "'Đáp án:' (Answer:) #### with a Vietnamese thousands dot"),
    g("h_vi_empty", "A", "30000", "no_answer", "hash", VI + "Đáp án là:\n####", "'the answer is:' and an empty #### line"),
    g("h_id_ok_marker", "B", "58500", "correct", "hash", ID + "Jadi, jawabannya adalah #### 58.500", "'so the answer is' #### 58.500 (Indonesian thousands dot)"),
    g("h_id_other", "A", "58500", "wrong", "hash", ID_SLIP + "Jadi, jawabannya adalah #### 52.000", "8 books instead of 9: 52000"),
    m("h_m_tr_ok_marker", "B", G_TR, "correct", "hash", TR_I + "\n" + r"Cevap: #### $[5, \infty)$", "'Cevap:' (Answer:) then #### and the interval"),
    m("h_m_tr_other", "A", G_TR, "wrong", "hash", TR_I + "\n" + r"Cevap: #### $(5, \infty)$", "an open endpoint: (5, inf)"),
    m("h_m_pt_ok_marker", "B", G_PT, "correct", "hash", PT_F + r" = \frac{13}{21}$." + "\n" + "A resposta é: #### 13/21", "'the answer is:' #### 13/21"),
    m("h_m_pt_other", "A", G_PT, "wrong", "hash", PT_F_SLIP + r" = \frac{3}{10}$." + "\n" + "A resposta é: #### 3/10", "3/10 from adding numerators and denominators ('somando numeradores e denominadores')"),
    m("h_m_bn_ok_digits", "B", G_BN, "correct", "hash", BN_L + r" = 72$।" + "\n" + "উত্তর: #### ৭২", "'উত্তর:' (Answer:) #### in Bengali digits: ৭২ = 72"),
    m("h_m_bn_gcd", "A", G_BN, "wrong", "hash", r"$18 = 2 \cdot 3^2$ এবং $24 = 2^3 \cdot 3$। সাধারণ উৎপাদকগুলো নিয়ে $2 \cdot 3 = 6$।" + "\n" + "উত্তর: #### ৬", "Bengali digit ৬ = 6: the gcd ('taking the common factors'), not the lcm"),
    m("h_m_sv_ok_marker", "B", G_SV, "correct", "hash", SV_P + r" = \frac{5}{16}$." + "\n" + "Svaret är: #### 5/16", "'the answer is:' #### 5/16"),
    m("h_m_sv_other", "A", G_SV, "wrong", "hash", r"Antalet sätt att få exakt 3 krona på 5 kast är $\binom{5}{3} = 10$, och det finns $2^4 = 16$ möjliga utfall. Sannolikheten blir $\frac{10}{16}$." + "\n" + "Svaret är: #### 10/16", "10/16 = 5/8 from 2^4 outcomes instead of 2^5"),
    m("h_m_el_ok_marker", "B", G_EL, "correct", "hash", EL_E + r" = x - 3$." + "\n" + "Η απάντηση είναι: #### x - 3", "Greek 'the answer is:' then #### x - 3"),
    m("h_m_el_other", "A", G_EL, "wrong", "hash", r"Παραγοντοποιούμε τον αριθμητή: $x^2 - 9 = (x + 3)^2$, οπότε $\frac{(x + 3)^2}{x + 3} = x + 3$." + "\n" + "Η απάντηση είναι: #### x + 3", "x^2 - 9 factored wrongly as (x + 3)^2 ('we factor the numerator'), so x + 3"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 3. exactness
    m("x_m_ru_decimal", "A", G_RU, "wrong", "answer_is", RU_R + r" = 11\sqrt{2} \approx 15{,}556$." + "\n" + r"Ответ: $\approx 15{,}56$.", "'Answer: ~15,56': a rounded decimal (decimal comma) for 11sqrt2 = 15.5563..."),
    m("x_m_ru_ok_sqrt242", "B", G_RU, "correct", "answer_is", r"Возведём в квадрат: $(\sqrt{72} + \sqrt{50})^2 = 72 + 50 + 2\sqrt{3600} = 122 + 120 = 242$. Значит, сумма равна $\sqrt{242}$." + "\n" + r"Ответ: $\sqrt{242}$.", "sqrt242 = sqrt(121 * 2) = 11sqrt2 ('squaring: ... so the sum is sqrt242')"),
    m("x_m_zh_ok_unsimplified", "B", G_ZH, "correct", "boxed", ZH_P + "$。\n" + r"答案为 $\boxed{\frac{21}{45}}$。", "'the answer is' 21/45 = 7/15, not reduced"),
    m("x_m_zh_rounded", "A", G_ZH, "wrong", "boxed", ZH_P + r" = \frac{7}{15} \approx 0.47$。" + "\n" + r"答案为 $\boxed{0.47}$。", "0.47 rounded; 7/15 = 0.4666..."),
    m("x_m_zh_ok_repeating", "B", G_ZH, "correct", "boxed", ZH_P + r" = \frac{7}{15} = 0.4\overline{6}$。" + "\n" + r"答案为 $\boxed{0.4\overline{6}}$。", "0.4 repeating 6 = 0.4666... = 7/15 exactly"),
    m("x_m_it_decimal", "A", G_IT, "wrong", "boxed", IT_R + r" = 3 + \sqrt{3} \approx 4{,}73$." + "\n" + r"La risposta è $\boxed{4{,}73}$.", "'the answer is 4,73': a rounded decimal (decimal comma) for 3 + sqrt3 = 4.732..."),
    m("x_m_it_ok_order", "B", G_IT, "correct", "boxed", IT_R + r" = \sqrt{3} + 3$." + "\n" + r"La risposta è $\boxed{\sqrt{3} + 3}$.", "the terms in the other order"),
    m("x_m_it_ok_unsimplified", "B", G_IT, "correct", "boxed", r"Moltiplichiamo per il coniugato: $\frac{6(3 + \sqrt{3})}{(3 - \sqrt{3})(3 + \sqrt{3})} = \frac{18 + 6\sqrt{3}}{6}$." + "\n" + r"Il risultato razionalizzato è $\boxed{\frac{18 + 6\sqrt{3}}{6}}$.", "'the rationalised result is' (18 + 6sqrt3)/6 = 3 + sqrt3, not reduced"),
    m("x_m_es_ok_no_degree", "B", G_ES, "correct", "boxed", ES_A + r" = 135^\circ$." + "\n" + r"Por lo tanto, $\theta = \boxed{135}$ grados.", "'therefore theta = 135 degrees': the degree sign as a word outside the box (README: 30 for 30^\\circ is correct)"),
    m("x_m_es_ok_radians", "B", G_ES, "correct", "boxed", ES_A + r" = 135^\circ$, es decir, $\frac{3\pi}{4}$ radianes." + "\n" + r"Respuesta: $\boxed{\frac{3\pi}{4}}$", "debatable: 3pi/4 radians is the same angle as 135 deg ('that is, 3pi/4 radians'), but the problem is set in degrees; proposed correct (the same angle, stated as such)", True),
    m("x_m_pl_ok_order", "B", G_PL, "correct", "boxed", PL_C + r" = -24i + 7$." + "\n" + r"Odpowiedź: $\boxed{-24i + 7}$", "the terms in the other order"),
    m("x_m_pl_conjugate", "A", G_PL, "wrong", "boxed", r"Korzystamy ze wzoru: $(4 - 3i)^2 = 16 + 24i + 9i^2 = 7 + 24i$." + "\n" + r"Odpowiedź: $\boxed{7 + 24i}$", "the sign of the middle term is lost: 7 + 24i"),
    m("x_m_ar_decimal", "A", G_AR, "wrong", "boxed", AR_A + r" = \frac{7\pi}{6} \approx 3.67$" + "\n" + r"الإجابة: $\boxed{3.67}$", "'the answer: 3.67': a rounded decimal for 7pi/6 = 3.665..."),
    m("x_m_ar_ok_unsimplified", "B", G_AR, "correct", "boxed", AR_A + "$\n" + r"الإجابة: $\boxed{\frac{210\pi}{180}}$", "210pi/180 = 7pi/6, not reduced ('the answer:')"),
    m("x_m_cs_ok_decimal_comma", "B", G_CS, "correct", "boxed", CS_V + r" = \frac{8}{5} = 1{,}6$." + "\n" + r"Součet kořenů je $\boxed{1{,}6}$.", "'the sum of the roots is 1,6' = 8/5 exactly, Czech decimal comma"),
    m("x_m_cs_sign", "A", G_CS, "wrong", "boxed", r"Podle Vietových vzorců je součet kořenů $\frac{b}{a}$, tedy $\frac{-8}{5}$." + "\n" + r"Součet kořenů je $\boxed{-\frac{8}{5}}$.", "Vieta's sign lost: -8/5"),
    m("x_m_sv_ok_decimal", "B", G_SV, "correct", "boxed", SV_P + r" = \frac{5}{16} = 0{,}3125$." + "\n" + r"Sannolikheten är $\boxed{0{,}3125}$.", "'the probability is 0,3125' = 5/16 exactly"),
    m("x_m_sv_percent_rounded", "A", G_SV, "wrong", "answer_is", SV_P + r" \approx 0{,}31$." + "\n" + "Svar: ungefär 31 %.", "'Answer: about 31 %': rounded; 5/16 = 31.25 %"),
    m("x_m_th_ok_form", "B", G_TH, "correct", "boxed", TH_T + "$\n" + r"ดังนั้นพื้นที่คือ $\boxed{\sqrt{243}}$ ตารางหน่วย", "Thai 'so the area is sqrt243 square units': 9sqrt3 = sqrt(81 * 3) = sqrt243"),
    m("x_m_hi_decimal_vertex", "A", G_HI, "wrong", "boxed", r"शीर्ष का $x$-निर्देशांक $x = -\frac{b}{2a} = \frac{12}{4} = 3$ है, और ग्राफ़ से पढ़ने पर $y \approx -12.9$।" + "\n" + r"उत्तर: $\boxed{(3, -12.9)}$", "Hindi 'reading off the graph y ~ -12.9': (3, -12.9), not (3, -13)"),
    g("x_tr_ok_comma", "B", "62.5", "correct", "answer_is", TR + "Cevap: %62,5", "Turkish percent sign before the number, decimal comma: %62,5 = 62.5"),
    g("x_tr_rounded", "A", "62.5", "wrong", "hash", TR + "Yaklaşık %63 öğrenci geçti.\n#### 63", "'about 63 % passed': rounded"),
    g("x_nl_ok_trailing_zero", "B", "14.1", "correct", "answer_is", NL + "Antwoord: €14,10", "'Answer:' euro amount with decimal comma and a trailing zero: 14,10 = 14.1"),
    g("x_nl_rounded", "A", "14.1", "wrong", "answer_is", NL + "Antwoord: ongeveer €14", "'Answer: about 14 EUR': rounded"),
    g("x_ru_ok_rub_kop", "B", "96.95", "correct", "answer_is", RU + "Ответ: 96 руб. 95 коп.", "'96 roubles 95 kopecks' = 96.95 roubles"),
    g("x_cs_ok_decimals", "B", "175", "correct", "answer_is", CS + "Odpověď: Jana zaplatí 175,00 Kč.", "'Answer: Jana pays 175,00 CZK' = 175"),
    g("x_cs_slip", "A", "175", "wrong", "answer_is", CS_SLIP + "Odpověď: Jana zaplatí 17,50 Kč.", "17,50 from the misread price 1,25"),
    g("x_id_ok_ribu", "B", "58500", "correct", "answer_is", ID + "Jadi, total harganya Rp58,5 ribu.", "'so the total price is Rp58,5 thousand' (ribu = thousand) = 58500"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_only", "A", "513", "no_answer", "answer_is", ZH + "答案不是 513，我再检查一下盒数……", "'the answer is NOT 513, let me check the number of boxes again...': the gold negated, nothing after"),
    g("n_zh_ok_not_but", "B", "513", "correct", "answer_is", ZH + "答案不是 486，而是 513。", "'the answer is not 486 but 513' (不是…而是)"),
    g("n_ru_not_but_other", "A", "96.95", "wrong", "answer_is", RU_SLIP + "Ответ: не 96,95 руб., а 95,06 руб.", "'Answer: not 96,95 but 95,06 roubles'"),
    g("n_ru_ok_not_but", "B", "96.95", "correct", "answer_is", RU + "Ответ: не 95,06 руб., а 96,95 руб.", "'Answer: not 95,06 but 96,95 roubles'"),
    g("n_de_strike_only", "A", "17700", "no_answer", "answer_is", DE + "**Antwort:** ~~17.700 €~~", "'Answer:' with the gold struck through and nothing after"),
    g("n_de_ok_strike_other", "B", "17700", "correct", "answer_is", DE + "**Antwort:** ~~16.225 €~~ 17.700 €", "the 11-month value struck, the gold after"),
    g("n_ja_marked_wrong", "A", "32000", "wrong", "answer_is", JA + "答え：32,000円（誤り）", "'Answer: 32,000 yen (wrong)': the model marks its own answer wrong"),
    g("n_ja_ok_verified", "B", "32000", "correct", "answer_is", JA + "答え：32,000円（検算済み）", "'Answer: 32,000 yen (verified)'"),
    m("n_m_es_no_sino_other", "A", G_ES, "wrong", "boxed", r"Sabemos que $\cos 45^\circ = \frac{\sqrt{2}}{2}$, y el ángulo agudo con ese coseno es $45^\circ$." + "\n" + r"La respuesta no es $135^\circ$, sino $\boxed{45^\circ}$.", "'the answer is not 135 deg but 45 deg' (no es … sino)"),
    m("n_m_es_ok_no_sino", "B", G_ES, "correct", "boxed", ES_A + r" = 135^\circ$." + "\n" + r"La respuesta no es $45^\circ$, sino $\boxed{135^\circ}$.", "'the answer is not 45 deg but 135 deg'"),
    m("n_m_pt_strike_gold", "A", G_PT, "wrong", "answer_is", PT_F_SLIP + r" = \frac{3}{10}$." + "\n" + r"Resposta: ~~$\frac{13}{21}$~~ $\frac{3}{10}$", "'Answer:' the gold struck through, 3/10 after"),
    m("n_m_pt_ok_strike_other", "B", G_PT, "correct", "boxed", PT_F + r" = \frac{13}{21}$." + "\n" + r"Resposta: ~~$\frac{3}{10}$~~ $\boxed{\frac{13}{21}}$", "3/10 struck, the gold boxed after"),
    m("n_m_ko_false_claim", "A", G_KO, "wrong", "answer_is", KO_S + r" $x = -1$ 또는 $x = 0$이다. ($x = 5$는 해가 아니다.)", "'x = -1 or x = 0. (x = 5 is NOT a solution.)': the model excludes the root 5"),
    m("n_m_ko_ok_harmless_not", "B", G_KO, "correct", "answer_is", KO_S + r" 해는 $x = -1, 0, 5$이다. (중근은 없다.)", "'the solutions are x = -1, 0, 5. (There is no double root.)': a harmless negation"),
    m("n_m_it_negated_box", "A", G_IT, "no_answer", "boxed", IT_R + "$.\n" + r"Il risultato **non** è $\boxed{3 + \sqrt{3}}$: ho sbagliato il segno del coniugato e devo rifare il calcolo.", "'the result is NOT 3 + sqrt3: I got the sign of the conjugate wrong and must redo the calculation': the boxed gold negated, nothing after"),
    m("n_m_it_ok_not_other", "B", G_IT, "correct", "boxed", IT_R + r" = 3 + \sqrt{3}$." + "\n" + r"Il risultato è $\boxed{3 + \sqrt{3}}$, non $3 - \sqrt{3}$.", "'the result is 3 + sqrt3, not 3 - sqrt3'"),
    m("n_m_el_not_but_other", "A", G_EL, "wrong", "boxed", r"Παραγοντοποιούμε: $x^2 - 9 = (x + 3)^2$, οπότε το κλάσμα γίνεται $x + 3$." + "\n" + r"Η απάντηση δεν είναι $x - 3$ αλλά $\boxed{x + 3}$.", "Greek 'the answer is not x - 3 but x + 3'"),
    m("n_m_el_ok_not_but", "B", G_EL, "correct", "boxed", EL_E + r" = x - 3$." + "\n" + r"Η απάντηση δεν είναι $x + 3$ αλλά $\boxed{x - 3}$.", "Greek 'the answer is not x + 3 but x - 3'"),
    m("n_m_he_not_but_other", "A", G_HE, "wrong", "boxed", r"נסמן את הזוויות ב-$2k$, $3k$ ו-$7k$. אז $12k = 180$ ו-$k = 15$. הזווית הגדולה היא $5k = 75^\circ$." + "\n" + r"התשובה אינה $105^\circ$ אלא $\boxed{75^\circ}$.", "Hebrew 'the answer is not 105 deg but 75 deg' (the largest part taken as 5k)"),
    m("n_m_he_ok_not_but", "B", G_HE, "correct", "boxed", HE_A + "\n" + r"התשובה אינה $75^\circ$ אלא $\boxed{105^\circ}$.", "Hebrew 'the answer is not 75 deg but 105 deg'"),
    m("n_m_uk_not_but_other", "A", G_UK, "wrong", "answer_is", r"Множимо відповідні елементи: $1 \cdot 4 = 4$, $2 \cdot (-1) = -2$, $0 \cdot 2 = 0$, $3 \cdot 5 = 15$." + "\n" + r"Відповідь: не $\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}$, а $\begin{pmatrix} 4 & -2 \\ 0 & 15 \end{pmatrix}$.", "Ukrainian 'we multiply corresponding entries ... Answer: not [[8,9],[6,15]] but [[4,-2],[0,15]]'"),
    m("n_m_uk_ok_not_other", "B", G_UK, "correct", "answer_is", UK_M + r"Відповідь: $\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}$ (а не $\begin{pmatrix} 4 & -2 \\ 0 & 15 \end{pmatrix}$, як вийшло б при поелементному множенні).", "Ukrainian 'Answer: [[8,9],[6,15]] (and not [[4,-2],[0,15]], as entrywise multiplication would give)'"),
    m("n_m_vi_strike_only", "A", G_VI, "no_answer", "answer_is", VI_R + r" = 3\sqrt[3]{2}$." + "\n" + r"Đáp án: ~~$3\sqrt[3]{2}$~~ (sai)", "Vietnamese 'Answer:' the value struck and marked '(sai)' = (wrong), nothing else"),
    m("n_m_vi_ok_check_mark", "B", G_VI, "correct", "boxed", VI_R + r" = 3\sqrt[3]{2}$." + "\n" + r"Đáp án: $\boxed{3\sqrt[3]{2}}$ ✔", "'Answer:' box and a check mark"),
    m("n_m_cs_marked_wrong", "A", G_CS, "wrong", "boxed", CS_V + r" = \frac{8}{5}$." + "\n" + r"Součet kořenů: $\boxed{\frac{8}{5}}$ (chybně)", "Czech '(chybně)' = (incorrect) after the box: the model marks its answer wrong"),
    m("n_m_cs_ok_verified", "B", G_CS, "correct", "boxed", CS_V + r" = \frac{8}{5}$." + "\n" + r"Součet kořenů: $\boxed{\frac{8}{5}}$ (ověřeno)", "Czech '(ověřeno)' = (verified)"),
    m("n_m_id_bukan_other", "A", G_ID, "wrong", "boxed", r"Gradien garis yang melalui $(-1, 5)$ dan $(6, -4)$ adalah $m = \frac{5 - (-4)}{6 - (-1)} = \frac{9}{7}$." + "\n" + r"Jadi gradiennya adalah $\boxed{\frac{9}{7}}$, bukan $-\frac{9}{7}$.", "Indonesian 'so the slope is 9/7, not -9/7' (bukan = not); the differences are taken in opposite orders"),
    m("n_m_id_ok_bukan", "B", G_ID, "correct", "boxed", ID_S + r" = -\frac{9}{7}$." + "\n" + r"Jadi gradiennya adalah $\boxed{-\frac{9}{7}}$, bukan $\frac{9}{7}$.", "'so the slope is -9/7, not 9/7'"),
    m("n_m_tl_hindi_other", "A", G_TL, "wrong", "boxed", TL_Q + r" = \frac{-3 \pm \sqrt{37}}{2}$." + "\n" + r"Kaya ang sagot ay hindi $\boxed{\frac{-3 \pm \sqrt{37}}{2}}$ kundi $\boxed{\frac{3 \pm \sqrt{37}}{2}}$.", "Tagalog 'so the answer is NOT (-3 +- sqrt37)/2 but (3 +- sqrt37)/2' (hindi … kundi); the last box is wrong"),
    m("n_m_tl_ok_hindi", "B", G_TL, "correct", "boxed", TL_Q + r" = \frac{-3 \pm \sqrt{37}}{2}$." + "\n" + r"Kaya ang sagot ay $\boxed{\frac{-3 \pm \sqrt{37}}{2}}$, hindi $\frac{3 \pm \sqrt{37}}{2}$.", "Tagalog 'so the answer is (-3 +- sqrt37)/2, not (3 +- sqrt37)/2'"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 5. unit and scale words
    g("u_zh_ok_counter", "B", "513", "correct", "answer_is", ZH + "答：一共有513支铅笔。", "'Answer: there are 513 (counter 支) pencils in total'"),
    g("u_zh_wan", "A", "513", "wrong", "answer_is", ZH + "答：一共有513万支铅笔。", "'513万 pencils' = 5,130,000: the scale word 万 (ten thousand) changes the value"),
    g("u_ja_ok_man_decimal", "B", "32000", "correct", "answer_is", JA + "答え：3.2万円", "'Answer: 3.2万 yen' = 3.2 * 10000 = 32000"),
    g("u_ja_man_slip", "A", "32000", "wrong", "answer_is", JA + "答え：32万円", "'32万 yen' = 320000: a wrong conversion of 32,000 to 万"),
    g("u_hi_ok_lakh", "B", "250000", "correct", "answer_is", HI + "उत्तर: 2.5 लाख रुपये", "'Answer: 2.5 lakh rupees' = 250000"),
    g("u_hi_crore", "A", "250000", "wrong", "answer_is", HI + "उत्तर: 2.5 करोड़ रुपये", "'2.5 crore rupees' = 25,000,000"),
    g("u_ru_thousand", "A", "96.95", "wrong", "answer_is", RU + "Ответ: 96,95 тыс. руб.", "'96,95 thousand roubles' = 96950"),
    g("u_ru_ok_word", "B", "96.95", "correct", "answer_is", RU + "Ответ: 96,95 рубля.", "'Answer: 96,95 roubles' (genitive рубля)"),
    g("u_de_ok_tsd", "B", "17700", "correct", "answer_is", DE + "Antwort: Sie zahlt 17,7 Tsd. € Miete im Jahr.", "'she pays 17,7 thousand EUR rent a year' (Tsd. = Tausend) = 17700"),
    g("u_de_mio", "A", "17700", "wrong", "answer_is", DE + "Antwort: Sie zahlt 17,7 Mio. € Miete im Jahr.", "'17,7 million EUR' (Mio. = Millionen) = 17,700,000"),
    g("u_es_ok_bajo_cero", "B", "-11", "correct", "prose_sentence", ES + "Por lo tanto, la temperatura final es de 11 grados bajo cero.", "'so the final temperature is 11 degrees below zero' = -11"),
    g("u_es_sobre_cero", "A", "-11", "wrong", "prose_sentence", ES + "Por lo tanto, la temperatura final es de 11 grados sobre cero.", "'11 degrees ABOVE zero' = +11"),
    g("u_pt_ok_reais_words", "B", "1234.5", "correct", "answer_is", PT + "Resposta: R$ 1.234,50 (mil duzentos e trinta e quatro reais e cinquenta centavos).", "'Answer: R$ 1.234,50 (one thousand two hundred thirty-four reais and fifty centavos)' = 1234.5"),
    g("u_pt_mil", "A", "1234.5", "wrong", "answer_is", PT + "Resposta: 1.234,50 mil reais.", "'1.234,50 thousand reais' (mil = thousand) = 1,234,500"),
    g("u_fr_ok_pages", "B", "17520", "correct", "answer_is", FR + "Réponse : 17 520 pages.", "'Answer: 17 520 pages' (space as thousands separator)"),
    g("u_fr_milliers_approx", "A", "17520", "wrong", "answer_is", FR + "Réponse : environ 17,5 milliers de pages.", "'about 17,5 thousand pages' = 17500, rounded"),
    g("u_tl_ok_dozen", "B", "360", "correct", "answer_is", TL + "Sagot: 30 dosenang mangga, o 360 na mangga.", "Tagalog 'Answer: 30 dozen mangoes, or 360 mangoes': the last value is the gold (30 dozen = 360)"),
    g("u_tl_dozen_gold", "A", "360", "wrong", "answer_is", TL + "Sagot: 360 dosenang mangga.", "'360 dozen mangoes' = 4320, not the 360 mangoes counted"),
    g("u_ko_ok_spaced_counter", "B", "420", "correct", "answer_is", KO + "답: 사과는 모두 420 개입니다.", "'Answer: there are 420 apples in all' (counter 개 after a space)"),
    m("u_m_th_ok_unit_text", "B", G_TH, "correct", "boxed", TH_T + r" = 9\sqrt{3}$" + "\n" + r"ดังนั้นพื้นที่คือ $\boxed{9\sqrt{3}\ \text{ตารางเซนติเมตร}}$", "Thai 'so the area is 9sqrt3 square centimetres', the unit in \\text inside the box"),
    m("u_m_es_radianes_slip", "A", G_ES, "wrong", "answer_is", ES_A + r" = 135^\circ$." + "\n" + "Respuesta: el ángulo mide 135 radianes.", "'the angle measures 135 RADIANS': 135 rad is not 135 deg"),
    m("u_m_es_ok_grados", "B", G_ES, "correct", "answer_is", ES_A + r" = 135^\circ$." + "\n" + "Respuesta: el ángulo mide 135 grados.", "'the angle measures 135 degrees'"),
    m("u_m_ar_ok_radian", "B", G_AR, "correct", "boxed", AR_A + r" = \frac{7\pi}{6}$" + "\n" + r"الإجابة: $\boxed{\frac{7\pi}{6}}$ راديان", "'the answer: 7pi/6 radians' (راديان after the box)"),
    m("u_m_ar_degree_word", "A", G_AR, "wrong", "answer_is", AR_A + r" = \frac{7\pi}{6}$" + "\n" + r"الإجابة: $\frac{7\pi}{6}$ درجة", "debatable: 'the answer: 7pi/6 DEGREES' (درجة = degree); a unit slip that states a different angle (7pi/6 deg ~ 3.7 deg); proposed wrong", True),
    m("u_m_he_ok_maalot", "B", G_HE, "correct", "prose_sentence", HE_A + "\n" + "לכן הזווית הגדולה ביותר במשולש היא 105 מעלות.", "Hebrew 'so the largest angle in the triangle is 105 degrees' (מעלות)"),
    m("u_m_he_radians_word", "A", G_HE, "wrong", "prose_sentence", HE_A + "\n" + "לכן הזווית הגדולה ביותר במשולש היא 105 רדיאנים.", "Hebrew '... is 105 RADIANS' (רדיאנים): not 105 degrees"),
    m("u_m_sv_ok_percent", "B", G_SV, "correct", "answer_is", SV_P + r" = \frac{5}{16}$." + "\n" + "Svar: Sannolikheten är 31,25 %.", "debatable: 'Answer: the probability is 31,25 %' = 0.3125 = 5/16; a percent for a probability fraction; proposed correct (equal in value)", True),
    m("u_m_bn_ok_minutes", "B", G_BN, "correct", "answer_is", BN_L + r" = 72$।" + "\n" + "উত্তর: ৭২ মিনিট পর দুটি ঘণ্টা আবার একসাথে বাজবে।", "Bengali 'Answer: after 72 (৭২) minutes the two bells ring together again': the lcm as a time"),
    m("u_m_vi_ok_don_vi", "B", G_TH, "correct", "answer_is", r"Diện tích tam giác đều cạnh $a$ là $\frac{\sqrt{3}}{4}a^2 = \frac{\sqrt{3}}{4} \cdot 36 = 9\sqrt{3}$." + "\n" + r"Đáp số: $9\sqrt{3}$ (đơn vị diện tích).", "a Vietnamese answer to the triangle problem: 'Final result: 9sqrt3 (units of area)'"),
    m("u_m_id_ok_satuan", "B", G_ID, "correct", "answer_is", ID_S + r" = -\frac{9}{7}$." + "\n" + r"Jawaban: gradien $= -\frac{9}{7}$ (tanpa satuan).", "Indonesian 'Answer: slope = -9/7 (without a unit)': a harmless 'tanpa' (without)"),
    m("u_m_pl_ok_postac", "B", G_PL, "correct", "answer_is", PL_C + r" = 7 - 24i$." + "\n" + r"Odpowiedź: $7 - 24i$ (postać algebraiczna).", "Polish 'Answer: 7 - 24i (algebraic form)'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_wait_other", "A", "513", "wrong", "answer_is", ZH + "答案：513\n\n等等，我把盒数看错了，应该是 18 盒：18 × 27 = 486。\n答案：486", "'wait, I misread the number of boxes, it should be 18 boxes ... Answer: 486': the correction is final"),
    g("r_zh_ok_check", "B", "513", "correct", "answer_is", ZH + "答案：513\n\n验算：513 ÷ 27 = 19 ✓", "'验算' (check): 513 / 27 = 19 after the answer"),
    g("r_ru_ok_check", "B", "96.95", "correct", "answer_is", RU + "Ответ: 96,95 руб.\n\nПроверка: 96,95 : 7 = 13,85 — верно.", "'Проверка' (check): 96,95 : 7 = 13,85 — correct"),
    g("r_ru_oshibka", "A", "96.95", "wrong", "answer_is", RU + "Ответ: 96,95 руб.\n\nОй, ошибка: тетрадь стоит 13,58 руб., значит 7 · 13,58 = 95,06 руб.\nОтвет: 95,06 руб.", "'oops, a mistake: the notebook costs 13,58 ... Answer: 95,06'"),
    g("r_de_korrektur", "A", "17700", "wrong", "answer_is", DE + "**Antwort:** 17.700 €\n\nKorrektur: Im Januar wohnt sie noch nicht dort, also nur 11 Monate: 11 · 1.475 € = 16.225 €.", "'Korrektur' (correction): 'in January she does not live there yet, so only 11 months: 16.225 EUR'"),
    g("r_de_ok_closing", "B", "17700", "correct", "answer_is", DE + "**Antwort:** 17.700 €\n\nIch hoffe, das hilft! Bei weiteren Fragen melde dich gerne.", "'I hope this helps! Get in touch with further questions'"),
    g("r_es_ok_closing", "B", "-11", "correct", "answer_is", ES + "La respuesta es −11 °C.\n\n¡Espero que te sirva! Si tienes otra pregunta, aquí estoy.", "'I hope it helps! If you have another question, I am here'"),
    g("r_es_perdon", "A", "-11", "wrong", "answer_is", ES + "La respuesta es −11 °C.\n\nPerdón, me equivoqué: baja 3 °C cada hora durante 4 horas, así que 4 − 12 = −8 °C.", "'sorry, I was wrong: ... 4 hours, so 4 - 12 = -8 C': the correction is final"),
    g("r_pt_ok_obs", "B", "1234.5", "correct", "answer_is", PT + "Resposta: R$ 1.234,50\n\nObservação: não foram considerados juros.", "'Observação' (note): 'interest was not considered'"),
    g("r_vi_xin_loi", "A", "30000", "wrong", "answer_is", VI + "Đáp án: 30.000 đồng.\n\nXin lỗi, tôi tính nhầm: mua 15 quyển nên 15 × 2.500 = 37.500 đồng.", "Vietnamese 'sorry, I miscalculated: 15 notebooks, so 37.500 dong'"),
    m("r_m_fr_ok_verif", "B", G_FR, "correct", "boxed", FR_M + "Donc $A^{-1} = " + FR_BOX + "$.\n\n" + r"Vérification : $A \cdot \frac{1}{5}\begin{pmatrix} 4 & -1 \\ -3 & 2 \end{pmatrix} = \frac{1}{5}\begin{pmatrix} 5 & 0 \\ 0 & 5 \end{pmatrix} = I_2$. ✓", "'Vérification' (check) that A A^{-1} = I after the box"),
    m("r_m_fr_en_fait", "A", G_FR, "wrong", "boxed", FR_M + "Donc $A^{-1} = " + FR_BOX + "$.\n\n" + r"En fait, je me suis trompé : le déterminant vaut $2 \cdot 4 + 1 \cdot 3 = 11$, donc $A^{-1} = \frac{1}{11}\begin{pmatrix} 4 & -1 \\ -3 & 2 \end{pmatrix}$.", "'in fact, I was wrong: the determinant is 11, so A^{-1} = (1/11)[...]': a wrong correction is final"),
    m("r_m_ja_ok_check", "B", G_JA, "correct", "boxed", JA_E + "\n" + r"答え：$\boxed{3x^2 - 7x - 20}$" + "\n\n" + r"確認：$x = 1$ を代入すると $(1 - 4)(3 + 5) = -24$、$3 - 7 - 20 = -24$ で一致します。", "'確認' (check): substituting x = 1 both sides give -24"),
    m("r_m_ja_yappari", "A", G_JA, "wrong", "boxed", JA_E + "\n" + r"答え：$\boxed{3x^2 - 7x - 20}$" + "\n\n" + r"いや、やっぱり符号を間違えました。正しくは $\boxed{3x^2 + 7x - 20}$ です。", "'no, after all I got a sign wrong. The correct one is 3x^2 + 7x - 20': the corrected box is final"),
    m("r_m_ko_ok_closing", "B", G_KO, "correct", "boxed", KO_S + r" $\boxed{-1, 0, 5}$" + "\n\n도움이 되셨길 바랍니다! 😊", "'I hope this helped!' after the box"),
    m("r_m_ko_jeongjeong", "A", G_KO, "wrong", "boxed", KO_S + r" $\boxed{-1, 0, 5}$" + "\n\n" + r"정정: $x = 0$은 제외해야 하므로 답은 $\boxed{-1, 5}$입니다.", "'정정' (correction): 'x = 0 must be excluded, so the answer is -1, 5': the model drops a root"),
    m("r_m_it_ok_nota", "B", G_IT, "correct", "boxed", IT_R + r" = \boxed{3 + \sqrt{3}}$." + "\n\n" + "Nota: il denominatore è stato razionalizzato moltiplicando per il coniugato.", "'Note: the denominator was rationalised by multiplying by the conjugate'"),
    m("r_m_it_anzi", "A", G_IT, "wrong", "boxed", IT_R + r" = \boxed{3 + \sqrt{3}}$. Anzi no, il risultato è $\boxed{3 - \sqrt{3}}$.", "'Anzi no' (actually no), 'the result is 3 - sqrt3'"),
    m("r_m_pl_ok_check", "B", G_PL, "correct", "boxed", PL_C + r" = 7 - 24i$." + "\n" + r"Odpowiedź: $\boxed{7 - 24i}$" + "\n\n" + r"Sprawdzenie: $|4 - 3i|^2 = 25$ oraz $|7 - 24i| = \sqrt{49 + 576} = 25$. Zgadza się.", "'Sprawdzenie' (check): moduli agree, 'zgadza się' (it matches)"),
    m("r_m_pl_poprawka", "A", G_PL, "wrong", "boxed", PL_C + r" = 7 - 24i$." + "\n" + r"Odpowiedź: $\boxed{7 - 24i}$" + "\n\n" + r"Poprawka: $i^2 = 1$, więc wynik to $\boxed{25 - 24i}$.", "'Poprawka' (correction): 'i^2 = 1, so the result is 25 - 24i'"),
    m("r_m_hi_ok_check", "B", G_HI, "correct", "boxed", HI_V + "\n" + r"उत्तर: $\boxed{(3, -13)}$" + "\n\n" + r"जाँच: $x = 3$ पर $y = 18 - 36 + 5 = -13$ ✓", "Hindi 'जाँच' (check) at x = 3"),
    m("r_m_hi_sudhar", "A", G_HI, "wrong", "boxed", HI_V + "\n" + r"उत्तर: $\boxed{(3, -13)}$" + "\n\n" + r"सुधार: शीर्ष $x = -\frac{b}{2a} = -3$ पर है, इसलिए सही उत्तर $\boxed{(-3, 59)}$ है।", "Hindi 'सुधार' (correction): 'the vertex is at x = -3, so the right answer is (-3, 59)'"),
    m("r_m_tr_ok_closing", "B", G_TR, "correct", "answer_is", TR_I + "\n" + r"Cevap: $[5, \infty)$" + "\n\nKolay gelsin!", "Turkish closing 'Kolay gelsin!' (may it be easy) after the answer"),
    m("r_m_tr_duzeltme", "A", G_TR, "wrong", "answer_is", TR_I + "\n" + r"Cevap: $[5, \infty)$" + "\n\n" + r"Düzeltme: eşitsizlik kesin olduğu için cevap $(5, \infty)$ olmalı.", "'Düzeltme' (correction): 'since the inequality is strict, the answer should be (5, inf)'"),
    m("r_m_el_ok_check", "B", G_EL, "correct", "boxed", EL_E + r" = x - 3$." + "\n" + r"Άρα $\boxed{x - 3}$, με $x \neq -3$." + "\n\n" + r"Έλεγχος: για $x = 1$: $\frac{1 - 9}{4} = -2 = 1 - 3$. ✓", "Greek 'so x - 3, with x != -3' then 'Έλεγχος' (check) at x = 1"),
    m("r_m_el_diorthosi", "A", G_EL, "wrong", "boxed", EL_E + r" = x - 3$." + "\n" + r"Άρα $\boxed{x - 3}$." + "\n\n" + r"Διόρθωση: η σωστή απάντηση είναι $x + 3$.", "Greek 'Διόρθωση' (correction): 'the right answer is x + 3'"),
    m("r_m_cs_ok_closing", "B", G_CS, "correct", "boxed", CS_V + r" = \boxed{\frac{8}{5}}$." + "\n\nDoufám, že to pomohlo!", "Czech 'I hope that helped!'"),
    m("r_m_sv_vanta", "A", G_SV, "wrong", "answer_is", SV_P + r" = \frac{5}{16}$." + "\n" + r"Svar: $\frac{5}{16}$" + "\n\n" + r"Vänta, jag räknade fel: $\binom{5}{3} = 20$, så sannolikheten är $\frac{20}{32} = \frac{5}{8}$.", "Swedish 'wait, I miscalculated: C(5,3) = 20, so ... 5/8': a wrong correction is final"),
    m("r_m_nl_ok_opmerking", "B", G_NL, "correct", "answer_is", NL_D + "\n" + r"Het domein is $[2, 5) \cup (5, \infty)$." + "\n\n" + r"Opmerking: $x = 5$ valt af omdat de noemer dan nul is.", "Dutch 'the domain is ...' then 'Opmerking' (remark): 'x = 5 drops out because the denominator is then zero'"),
    m("r_m_nl_withdrawn", "A", G_NL, "wrong", "answer_is", NL_D + "\n" + r"Het domein is $[2, 5) \cup (5, \infty)$." + "\n\n" + "Wacht, dit klopt niet. Ik trek dit antwoord in.", "debatable: Dutch 'wait, this is not right. I withdraw this answer.': the gold withdrawn with nothing new; proposed wrong (round 21: a value the model withdraws is wrong)", True),
    m("r_m_uk_ok_check", "B", G_UK, "correct", "answer_is", UK_M + r"Відповідь: $\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}$." + "\n\n" + "Перевірка: слід добутку $8 + 15 = 23$, а $\\det = 8 \\cdot 15 - 9 \\cdot 6 = 66 = 3 \\cdot 22$ — збігається з добутком визначників.", "Ukrainian 'Перевірка' (check): det of the product 120 - 54 = 66 = det A * det B = 3 * 22"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_zh_teacher_gold", "A", "513", "wrong", "answer_is", ZH_SLIP + "老师说答案是 513，但我算出来是 486。\n答案：486", "'the teacher said the answer is 513, but I got 486. Answer: 486': the gold only reported"),
    g("q_zh_ok_classmate", "B", "513", "correct", "answer_is", ZH + "有同学算成 18 × 27 = 486，那是把盒数看错了。\n答案：513", "'a classmate computed 18 * 27 = 486, which misread the number of boxes. Answer: 513'"),
    g("q_ru_ok_textbook_typo", "B", "96.95", "correct", "answer_is", RU + "В ответах учебника указано 95,06 руб., но это, скорее всего, опечатка: 7 · 13,85 = 96,95.\nОтвет: 96,95 руб.", "'the textbook's answers give 95,06, but that is most likely a misprint ... Answer: 96,95'"),
    g("q_ru_esli_by", "A", "96.95", "wrong", "answer_is", "Если бы тетрадь стоила 13,85 руб., ответ был бы 7 · 13,85 = 96,95 руб. Но в условии сказано 13,58 руб., значит 7 · 13,58 = 95,06 руб.\nОтвет: 95,06 руб.", "'if a notebook cost 13,85, the answer would be 96,95. But the problem says 13,58 ... Answer: 95,06': the gold only as a counterfactual"),
    g("q_de_konjunktiv_only", "A", "17700", "no_answer", "none", "Falls die Miete das ganze Jahr über 1.475 € beträgt, wären es 12 · 1.475 € = 17.700 €. Leider steht in der Aufgabe nicht, ab welchem Monat die Erhöhung gilt, daher kann ich die Frage nicht eindeutig beantworten.", "German 'IF the rent is 1.475 all year, it WOULD be 17.700 EUR. Unfortunately the problem does not say from which month the increase applies, so I cannot answer the question unambiguously': only a conditional, then a refusal"),
    g("q_de_ok_laut", "B", "17700", "correct", "answer_is", "Laut Aufgabe zahlt sie 1.475 € pro Monat.\n12 · 1.475 € = 17.700 €\n**Antwort:** Sie zahlt 17.700 € im Jahr.", "'according to the problem (laut Aufgabe) ... Answer: she pays 17.700 EUR a year'"),
    g("q_ja_answer_key_gold", "A", "32000", "wrong", "answer_is", "解答例では「32,000円」となっていますが、問題文をよく読むと9か月なので、\n4,000 × 9 = 36,000（円）\n答え：36,000円", "'the model answer says \"32,000 yen\", but reading the problem carefully it is 9 months ... Answer: 36,000 yen'"),
    g("q_ja_ok_quote_problem", "B", "32000", "correct", "answer_is", "問題文に「毎月4,000円ずつ8か月」とあるので、\n4,000 × 8 = 32,000（円）\n答え：32,000円", "'the problem says \"4,000 yen a month for 8 months\", so ... Answer: 32,000 yen'"),
    m("q_m_es_ok_common_error", "B", G_ES, "correct", "boxed", "Un error común es responder $45^\\circ$, que es sólo el ángulo de referencia.\n" + ES_A + r" = \boxed{135^\circ}$.", "'a common error is to answer 45 deg, which is only the reference angle' then the box"),
    m("q_m_es_alumno_gold", "A", G_ES, "wrong", "boxed", r"Un alumno respondió $135^\circ$, pero el coseno de $45^\circ$ es $\frac{\sqrt{2}}{2}$, así que en realidad $\theta = \boxed{45^\circ}$.", "'a student answered 135 deg, but ... so actually theta = 45 deg': the gold only as another's answer"),
    m("q_m_fr_si_only", "A", G_FR, "no_answer", "none", r"Si l'on avait $\det A = 5$, on obtiendrait $A^{-1} = \frac{1}{5}\begin{pmatrix} 4 & -1 \\ -3 & 2 \end{pmatrix}$. Mais je ne suis pas sûr du calcul du déterminant, je ne peux donc pas conclure.", "French 'IF we had det A = 5, we WOULD get A^{-1} = (1/5)[...]. But I am not sure of the determinant, so I cannot conclude': only a hypothetical, then a refusal"),
    m("q_m_fr_ok_supposons", "B", G_FR, "correct", "boxed", r"Supposons que $A^{-1} = \begin{pmatrix} a & b \\ c & d \end{pmatrix}$. L'égalité $A A^{-1} = I_2$ donne $2a + c = 1$, $3a + 4c = 0$, $2b + d = 0$, $3b + 4d = 1$, d'où $a = \frac{4}{5}$, $c = -\frac{3}{5}$, $b = -\frac{1}{5}$, $d = \frac{2}{5}$." + "\n" + "Donc $A^{-1} = " + FR_BOX + "$.", "'suppose A^{-1} = [[a,b],[c,d]]' (an ansatz, not a claim), then the solved box (2a + c = 1, 3a + 4c = 0 -> a = 4/5, c = -3/5; 2b + d = 0, 3b + 4d = 1 -> b = -1/5, d = 2/5)"),
    m("q_m_ko_user_turn", "A", G_KO, "wrong", "boxed", r"$x^3 - 4x^2 - 5x = x^2(x - 5) = 0$ 이므로 $\boxed{0, 5}$" + IM_USER + r"답은 $-1, 0, 5$ 아닌가요?", "the model's box is 0, 5 (a wrong factorisation); the gold only in an invented user turn ('isn't the answer -1, 0, 5?')"),
    m("q_m_ko_ok_user_turn", "B", G_KO, "correct", "boxed", KO_S + r" $\boxed{-1, 0, 5}$" + IM_USER + r"고마워요! 그럼 $x^3 - x = 0$의 해는 $0, 1$ 맞죠?", "the gold boxed; an invented user turn after it ('thanks! then the solutions of x^3 - x = 0 are 0, 1, right?') does not count"),
    m("q_m_pt_gabarito_gold", "A", G_PT, "wrong", "answer_is", "O gabarito diz $\\frac{13}{21}$, mas eu encontrei outra coisa.\n" + PT_F_SLIP + r" = \frac{3}{10}$." + "\n" + r"Resposta: $\frac{3}{10}$", "'the answer key says 13/21, but I found something else ... Answer: 3/10'"),
    m("q_m_pt_ok_gabarito", "B", G_PT, "correct", "boxed", PT_F + r" = \frac{13}{21}$." + "\n" + r"Resposta: $\boxed{\frac{13}{21}}$, que confere com o gabarito.", "'Answer: 13/21, which matches the answer key'"),
    m("q_m_it_qualcuno_only", "A", G_IT, "no_answer", "none", r"Qualcuno potrebbe dire che la risposta è $3 + \sqrt{3}$, ma non ne sono sicuro e non riesco a completare la razionalizzazione.", "Italian 'someone might say the answer is 3 + sqrt3, but I am not sure and cannot finish the rationalisation': only a hypothetical claim of another"),
    m("q_m_it_ok_se_avessimo", "B", G_IT, "correct", "boxed", r"Se avessimo moltiplicato per $3 - \sqrt{3}$ non avremmo eliminato la radice dal denominatore. Moltiplicando invece per il coniugato: " + IT_R[IT_R.index("$\\frac"):] + r" = \boxed{3 + \sqrt{3}}$.", "'had we multiplied by 3 - sqrt3 we would not have removed the root ... multiplying instead by the conjugate' then the box"),
    m("q_m_pl_ok_zalozmy", "B", G_PL, "correct", "boxed", r"Załóżmy, że wynik to $7 + 24i$; wtedy część urojona byłaby dodatnia, a przecież $2 \cdot 4 \cdot (-3) = -24$. Liczymy dokładnie: " + PL_C[PL_C.index("$"):] + r" = 7 - 24i$." + "\n" + r"Odpowiedź: $\boxed{7 - 24i}$", "Polish 'suppose the result is 7 + 24i; then the imaginary part would be positive, yet 2 * 4 * (-3) = -24' (refuted), then the box"),
    m("q_m_pl_odpowiedzi_gold", "A", G_PL, "wrong", "boxed", r"W odpowiedziach podano $7 - 24i$, ale moim zdaniem: $(4 - 3i)^2 = 16 - 24i + 9 = 25 - 24i$, bo $(-3i)^2 = 9$." + "\n" + r"Odpowiedź: $\boxed{25 - 24i}$", "'the answers (in the book) give 7 - 24i, but in my opinion ... 25 - 24i'"),
    m("q_m_hi_dost_gold", "A", G_HI, "wrong", "boxed", "मेरे दोस्त ने उत्तर $(3, -13)$ बताया, लेकिन मुझे कुछ और मिला।\n" + r"शीर्ष $x = -\frac{b}{2a} = -\frac{12}{4} = -3$ पर है, और $y = 2(9) + 36 + 5 = 59$।" + "\n" + r"उत्तर: $\boxed{(-3, 59)}$", "Hindi 'my friend said the answer is (3, -13), but I got something else ... Answer: (-3, 59)'"),
    m("q_m_hi_ok_misprint", "B", G_HI, "correct", "boxed", "किताब में उत्तर $(3, 13)$ छपा है, जो छपाई की गलती लगती है।\n" + HI_V + "\n" + r"उत्तर: $\boxed{(3, -13)}$", "Hindi 'the book prints the answer (3, 13), which looks like a misprint' then the box"),
    m("q_m_vi_sach_only", "A", G_VI, "no_answer", "none", r"Theo sách giải, đáp án là $3\sqrt[3]{2}$. Tôi chưa tự kiểm tra lại được kết quả này.", "debatable: Vietnamese 'according to the solutions book, the answer is 3cbrt2. I have not been able to check this result myself': only a reported answer; proposed no_answer", True),
    m("q_m_vi_ok_gia_su_checked", "B", G_VI, "correct", "boxed", r"Giả sử đáp án là $3\sqrt[3]{2}$. Thử lại: $(3\sqrt[3]{2})^3 = 27 \cdot 2 = 54$. Đúng." + "\n" + r"Vậy $\sqrt[3]{54} = \boxed{3\sqrt[3]{2}}$.", "'suppose the answer is 3cbrt2. Check: (3cbrt2)^3 = 54. Right. So cbrt54 = 3cbrt2'"),
    m("q_m_id_ok_andi", "B", G_ID, "correct", "boxed", "Andi menjawab $\\frac{9}{7}$, tetapi ia lupa tanda minus.\n" + ID_S + r" = -\frac{9}{7}$." + "\n" + r"Jadi, gradiennya adalah $\boxed{-\frac{9}{7}}$.", "'Andi answered 9/7, but he forgot the minus sign' then the box"),
    m("q_m_id_menurut_gold", "A", G_ID, "wrong", "boxed", r"Menurut Andi, gradiennya $-\frac{9}{7}$. Namun saya mendapatkan $m = \frac{-4 - 5}{6 - 1} = -\frac{9}{5}$." + "\n" + r"Jadi, gradiennya adalah $\boxed{-\frac{9}{5}}$.", "'according to Andi the slope is -9/7. But I get -9/5 ... so the slope is -9/5'"),
    m("q_m_sv_other_part", "A", G_SV, "wrong", "boxed", r"a) $P(\text{exakt 3 krona}) = \frac{10}{32} = \frac{5}{16}$" + "\n" + r"b) $P(\text{minst 3 krona}) = \frac{10 + 5 + 1}{32} = \frac{1}{2}$" + "\n\n" + r"Svar: $\boxed{\frac{1}{2}}$", "debatable: Swedish parts 'a) P(exactly 3 heads) = 5/16, b) P(at least 3 heads) = 1/2', the final box 1/2; the gold only in another part; proposed wrong", True),
    m("q_m_nl_ok_docent", "B", G_NL, "correct", "answer_is", "De docent zei in de les dat je bij een breuk altijd naar de noemer moet kijken.\n" + NL_D + "\n" + r"Antwoord: het domein is $[2, 5) \cup (5, \infty)$.", "Dutch 'the teacher said in class to always look at the denominator of a fraction' (reported advice, no value) then the answer"),
    m("q_m_cs_kdyby_only", "A", G_CS, "no_answer", "none", r"Kdyby rovnice byla $5x^2 - 8x + 1 = 0$, byl by součet kořenů $\frac{8}{5}$. V zadání ale chybí koeficient u $x$, takže úlohu nelze vyřešit.", "Czech 'IF the equation were 5x^2 - 8x + 1 = 0, the sum of the roots WOULD be 8/5. But the coefficient of x is missing from the statement, so the task cannot be solved': only a hypothetical, then a refusal"),
    m("q_m_ar_ok_kama_qala", "B", G_AR, "correct", "boxed", "كما قال المعلم: «لتحويل الدرجات إلى راديان نضرب في $\\frac{\\pi}{180}$».\n" + AR_A + r" = \boxed{\frac{7\pi}{6}}$", "Arabic 'as the teacher said: \"to convert degrees to radians we multiply by pi/180\"' then the box"),

    # ================================================================ 8. bad or unusual input a JSON corpus can hold
    g("b_ar_ok_indic_digits", "B", "68", "correct", "answer_is", AR + "الجواب: ٦٨ كرسيًا", "Arabic 'the answer: 68 chairs' in Arabic-Indic digits (٦٨ = 68)"),
    g("b_ar_indic_other", "A", "68", "wrong", "answer_is", AR_SLIP + "الجواب: ٥١ كرسيًا", "٥١ = 51 (3 rows)"),
    g("b_fa_ok_persian_digits", "B", "92", "correct", "answer_is", FA + "پاسخ: ۹۲ مداد", "Persian 'answer: 92 pencils' in Persian digits (۹۲ = 92)"),
    g("b_fa_persian_other", "A", "92", "wrong", "answer_is", FA_SLIP + "پاسخ: ۲۷ مداد", "۲۷ = 27 (added instead of multiplied)"),
    g("b_zh_ok_fullwidth", "B", "513", "correct", "answer_is", ZH + "答案：５１３", "full-width digits ５１３ = 513"),
    g("b_zh_fullwidth_other", "A", "513", "wrong", "answer_is", ZH_SLIP + "答案：４８６", "full-width ４８６ = 486"),
    g("b_zh_ok_hanzi_numerals", "B", "513", "correct", "answer_is", ZH + "答：一共有五百一十三支铅笔。", "Chinese numerals: 五百一十三 = 5 * 100 + 10 + 3 = 513"),
    g("b_zh_hanzi_other", "A", "513", "wrong", "answer_is", ZH_SLIP + "答：一共有四百八十六支铅笔。", "四百八十六 = 486"),
    g("b_ja_ok_zwsp", "B", "32000", "correct", "answer_is", JA + "答え：32,000\u200b円", "a zero-width space between the number and 円"),
    g("b_sv_ok_nbsp", "B", "5000", "correct", "answer_is", SV + "Svar: 5\u00a0000 kr", "Swedish 'Answer:' with a no-break space as thousands separator"),
    g("b_sv_nbsp_other", "A", "5000", "wrong", "answer_is", SV_SLIP + "Svar: 3\u00a0750 kr", "3 750 (3 tickets)"),
    g("b_whitespace_only", "A", "420", "no_answer", "none", "\u200b\n\u3000\n\u00a0", "only a zero-width space, an ideographic space and a no-break space"),
    m("b_m_he_ok_rlm", "B", G_HE, "correct", "answer_is", HE_A + "\n" + "התשובה: \u200f$105^\\circ$\u200f", "Hebrew 'the answer:' with right-to-left marks around the math"),
    m("b_m_he_rlm_other", "A", G_HE, "wrong", "answer_is", r"נסמן את הזוויות ב-$2k$, $3k$ ו-$7k$, ולכן $12k = 180$ ו-$k = 15$. הזווית הגדולה היא $5k$." + "\n" + "התשובה: \u200f$75^\\circ$\u200f", "75 deg with RLM marks (the largest taken as 5k)"),
    m("b_m_ru_nul_other", "A", G_RU, "wrong", "boxed", r"Сложим подкоренные выражения: $\sqrt{72 + 50} = \sqrt{122}$." + "\x00\n" + r"Ответ: $\boxed{\sqrt{122}}$", "a NUL before a wrong answer sqrt122"),
    m("b_m_ko_ok_emoji", "B", G_KO, "correct", "boxed", KO_S + r" 해는 $\boxed{-1, 0, 5}$ 입니다 🎉", "an emoji after the box ('the solutions are ...')"),
    m("b_m_tl_ok_crlf", "B", G_TL, "correct", "boxed", (TL_Q + r" = \frac{-3 \pm \sqrt{37}}{2}$." + "\n" + r"Kaya ang sagot ay $\boxed{\frac{-3 \pm \sqrt{37}}{2}}$.").replace("\n", "\r\n"), "Tagalog 'so the answer is ...' with CRLF line ends"),
    m("b_m_tl_crlf_other", "A", G_TL, "wrong", "boxed", (r"Gamit ang quadratic formula: $x = \frac{-3 \pm \sqrt{9 + 14}}{2} = \frac{-3 \pm \sqrt{23}}{2}$." + "\n" + r"Kaya ang sagot ay $\boxed{\frac{-3 \pm \sqrt{23}}{2}}$.").replace("\n", "\r\n"), "the discriminant 9 + 14 = 23 (4ac taken as 14); CRLF"),
    m("b_m_zh_ok_fullwidth_fraction", "B", G_ZH, "correct", "answer_is", ZH_P + r" = \frac{7}{15}$。" + "\n" + "答案：７／１５", "full-width digits and slash: ７／１５ = 7/15"),
    m("b_m_zh_fullwidth_other", "A", G_ZH, "wrong", "answer_is", r"两个都是红球的概率为 $\frac{7}{10} \cdot \frac{7}{10} = \frac{49}{100}$。" + "\n" + "答案：４９／１００", "49/100 (drawing with replacement), full-width"),
    m("b_m_fr_ok_nbsp", "B", G_FR, "correct", "boxed", FR_M + "Donc\u00a0: $A^{-1} = " + FR_BOX.replace(" & ", "\u00a0&\u00a0") + "$.", "French typography: no-break spaces before the colon and around & inside the matrix"),
    m("b_m_bn_ok_digits_box", "B", G_BN, "correct", "boxed", BN_L + r" = 72$।" + "\n" + r"উত্তর: $\boxed{৭২}$", "Bengali digits inside the box (৭২ = 72)"),
    m("b_m_bn_other", "A", G_BN, "wrong", "boxed", r"ল.সা.গু. বের করতে সংখ্যা দুটি গুণ করি: $18 \cdot 24 = 432$, তারপর ৩ দিয়ে ভাগ করি: $432 \div 3 = 144$।" + "\n" + r"উত্তর: $\boxed{১৪৪}$", "Bengali 'to find the lcm we multiply: 432, then divide by 3: 144' — 144 is a common multiple, not the least (১৪৪ = 144)"),
    m("b_m_el_ok_gold_spaces", "B", " x - 3\n", "correct", "boxed", EL_E + r" = \boxed{x - 3}$.", "a gold with a leading space and a trailing newline"),
    m("b_m_uk_ok_mixed_cyrillic", "B", G_UK, "correct", "boxed", UK_M + r"Отже, $AB = \boxed{\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}}$.", "Ukrainian 'so' and the box; Cyrillic text right before the math"),
    m("b_m_th_ok_thai_digits", "B", G_TH, "correct", "answer_is", TH_T + r" = 9\sqrt{3}$" + "\n" + "คำตอบ: ๙√๓ ตารางหน่วย", "debatable: Thai 'answer: ๙√๓ square units' with Thai digits (๙ = 9, ๓ = 3) and a Unicode root sign; proposed correct (the same value, written as Thai models sometimes do)", True),
]
# fmt: on

# ---- more MATH: German interval, Japanese expression, Persian probability, mixed-language outputs
FA_P = r"تعداد حالت‌های انتخاب ۲ مهره از ۱۰ مهره برابر $\binom{10}{2} = 45$ و تعداد حالت‌های انتخاب ۲ مهره‌ی قرمز از ۷ مهره‌ی قرمز برابر $\binom{7}{2} = 21$ است. پس احتمال برابر $\frac{21}{45}"
UK_BA = L(
    "Перемножимо рядки другої матриці на стовпці першої:",
    r"$4 \cdot 1 + (-1) \cdot 0 = 4$, $4 \cdot 2 + (-1) \cdot 3 = 5$, $2 \cdot 1 + 5 \cdot 0 = 2$, $2 \cdot 2 + 5 \cdot 3 = 19$.",
    "",
)

# fmt: off
CASES += [
    m("t_m_de_sentence_other", "A", G_DE, "wrong", "tag", th(r"$x^2 - 5x - 14 = (x - 7)(x + 2)$, Nullstellen $-2$ und $7$. Die Parabel ist nach oben geöffnet, also ist der Term außerhalb der Nullstellen negativ." + "\n") + r"<answer>Die Lösungsmenge ist $(-\infty, -2) \cup (7, \infty)$.</answer>", "German 'the solution set is (-inf, -2) U (7, inf)': the outside of the roots (where the term is positive)"),
    m("t_m_de_ok_sentence", "B", G_DE, "correct", "tag", th(DE_I + "\n") + r"<answer>Die Lösungsmenge ist $L = (-2, 7)$.</answer>", "German 'the solution set is L = (-2, 7)'"),
    m("t_m_ja_mixed_other", "A", G_JA, "wrong", "tag", th(r"展開すると $(x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20$。$5x - 12x$ をまとめて $-17x$。" + "\n") + r"<answer>The expanded form is $3x^2 - 17x - 20$.</answer>", "Japanese thinking, an English sentence in the tag: 3x^2 - 17x - 20 (5x - 12x taken as -17x)"),
    m("t_m_fa_ok_sentence", "B", G_ZH, "correct", "tag", th(FA_P + r" = \frac{7}{15}$ است." + "\n") + r"<answer>احتمال برابر $\frac{7}{15}$ است.</answer>", "Persian 'the probability equals 7/15' in the tag (the ZH probability problem in Persian)"),
    m("t_m_fa_other", "A", G_ZH, "wrong", "tag", th(r"احتمال قرمز بودن مهره‌ی اول $\frac{7}{10}$ است." + "\n") + r"<answer>احتمال برابر $\frac{7}{10}$ است.</answer>", "Persian 'the probability of the first ball being red is 7/10 ... the probability equals 7/10'"),
    m("t_m_uk_order_other", "A", G_UK, "wrong", "tag", th(UK_BA) + r"<answer>$\begin{pmatrix} 4 & 5 \\ 2 & 19 \end{pmatrix}$</answer>", "Ukrainian 'multiply the rows of the SECOND matrix by the columns of the first': BA = [[4,5],[2,19]], not AB"),
    m("h_m_de_closed", "A", G_DE, "wrong", "hash", DE_I + "\n" + r"Die Antwort lautet: #### $[-2, 7]$", "'the answer is:' #### a closed interval; the inequality is strict"),
    m("h_m_ko_other", "A", G_KO, "wrong", "hash", r"$x^3 - 4x^2 - 5x = x^2(x - 5) = 0$ 이므로 $x = 0$ 또는 $x = 5$." + "\n" + "답은 #### 0, 5", "'the answer is' #### 0, 5 (a wrong factorisation)"),
    m("h_m_cs_sign", "A", G_CS, "wrong", "hash", r"Součet kořenů je $\frac{b}{a} = \frac{-8}{5}$." + "\n" + "Odpověď: #### -8/5", "Czech 'the sum of the roots is b/a' -> #### -8/5"),
    m("x_m_de_ok_inequality", "B", G_DE, "correct", "boxed", DE_I + "\n" + r"Lösung: $\boxed{-2 < x < 7}$", "'Lösung' (solution): the interval as a double inequality"),
    m("x_m_de_closed", "A", G_DE, "wrong", "boxed", DE_I + "\n" + r"Lösung: $\boxed{[-2, 7]}$", "closed endpoints for a strict inequality"),
    m("x_m_nl_ok_setbuilder", "B", G_NL, "correct", "boxed", NL_D + "\n" + r"Het domein is $\boxed{\{x \in \mathbb{R} \mid x \geq 2,\ x \neq 5\}}$.", "Dutch 'the domain is' in set-builder notation, the same set"),
    m("x_m_nl_missing_point", "A", G_NL, "wrong", "boxed", r"De wortel vereist $x - 2 \geq 0$, dus $x \geq 2$." + "\n" + r"Het domein is $\boxed{[2, \infty)}$.", "x = 5 (denominator zero) not removed"),
    m("x_m_tl_decimal", "A", G_TL, "wrong", "answer_is", TL_Q + r" = \frac{-3 \pm \sqrt{37}}{2}$, kaya $x \approx 1.54$ o $x \approx -4.54$." + "\n" + r"Sagot: $x \approx 1.54$ o $x \approx -4.54$", "Tagalog 'Answer: x ~ 1.54 or x ~ -4.54': rounded decimals ((-3 + 6.0828)/2 = 1.5414, (-3 - 6.0828)/2 = -4.5414) for exact roots"),
    m("x_m_ja_ok_order", "B", G_JA, "correct", "boxed", JA_E + r" $-20 - 7x + 3x^2$ です。" + "\n" + r"答え：$\boxed{-20 - 7x + 3x^2}$", "the same polynomial in ascending order ('Answer:')"),
    m("n_m_de_nicht_zwischen", "A", G_DE, "wrong", "boxed", r"$x^2 - 5x - 14 = (x - 7)(x + 2)$ hat die Nullstellen $-2$ und $7$." + "\n" + r"Die Ungleichung gilt für alle $x$, die **nicht** zwischen $-2$ und $7$ liegen: $\boxed{x < -2 \text{ oder } x > 7}$.", "German 'the inequality holds for all x that do NOT lie between -2 and 7': the complement"),
    m("n_m_ja_dewanaku", "A", G_JA, "wrong", "boxed", r"展開すると $(x - 4)(3x + 5) = 3x^2 - 5x + 12x - 20$ となるので、" + "\n" + r"答えは $3x^2 - 7x - 20$ ではなく、$\boxed{3x^2 + 7x - 20}$ です。", "Japanese 'the answer is NOT 3x^2 - 7x - 20 BUT 3x^2 + 7x - 20' (ではなく); signs swapped in the expansion"),
    m("n_m_fa_na_balke", "A", G_ZH, "wrong", "boxed", r"چون مهره‌ها را با جایگذاری برمی‌داریم، احتمال برابر $\frac{7}{10} \cdot \frac{7}{10} = \frac{49}{100}$ است." + "\n" + r"پاسخ $\frac{7}{15}$ نیست، بلکه $\boxed{\frac{49}{100}}$ است.", "Persian 'the answer is not 7/15 but 49/100' (... نیست، بلکه); drawing with replacement assumed"),
    m("n_m_th_maichai", "A", G_TH, "wrong", "boxed", r"พื้นที่ $= \sqrt{3} \cdot 6^2 = 36\sqrt{3}$" + "\n" + r"คำตอบไม่ใช่ $9\sqrt{3}$ แต่เป็น $\boxed{36\sqrt{3}}$", "Thai 'the answer is not 9sqrt3 but 36sqrt3' (ไม่ใช่ … แต่เป็น); the 1/4 forgotten"),
    m("r_m_de_korrektur_interval", "A", G_DE, "wrong", "boxed", DE_I + "\n" + r"Lösung: $\boxed{(-2, 7)}$" + "\n\n" + r"Korrektur: Ich habe die Vorzeichen der Nullstellen vertauscht, richtig ist $\boxed{(-7, 2)}$.", "German 'Korrektur: I swapped the signs of the roots, correct is (-7, 2)'"),
    m("r_m_vi_a_khong", "A", G_VI, "wrong", "boxed", VI_R + r" = 3\sqrt[3]{2}$." + "\n" + r"Đáp án: $\boxed{3\sqrt[3]{2}}$" + "\n\n" + r"À không, $54 = 9 \cdot 6$, nên đáp án đúng là $\boxed{3\sqrt[3]{6}}$.", "Vietnamese 'ah no, 54 = 9 * 6, so the right answer is 3cbrt6' (= cbrt162, wrong)"),
    m("r_m_zh_en_wait", "A", G_ZH, "wrong", "boxed", th(ZH_P + r" = \frac{7}{15}$。" + "\n") + "\n**Final Answer**\n" + r"\[\boxed{\frac{7}{15}}\]" + "\n\n" + r"等一下，题目说的是有放回地抽取，所以应该是 $\frac{7}{10} \cdot \frac{7}{10} = \boxed{\frac{49}{100}}$。", "an English 'Final Answer' block, then Chinese 'wait, the problem says drawing WITH replacement, so it should be 49/100': the last committed box is 49/100"),
    m("r_m_zh_ok_en_closing", "B", G_ZH, "correct", "boxed", th(ZH_P + r" = \frac{7}{15}$。" + "\n") + "\n**Final Answer**\n" + r"\[\boxed{\frac{7}{15}}\]" + "\n\n希望对你有帮助！", "mixed language: an English 'Final Answer' block, then Chinese 'I hope this helps!'"),
    m("q_m_de_lehrer_sei", "A", G_DE, "wrong", "boxed", r"Unser Lehrer meinte, die Lösung sei $(-2, 7)$, aber ich komme auf andere Nullstellen: $x^2 - 5x - 14 = (x + 7)(x - 2)$." + "\n" + r"Lösung: $\boxed{(-7, 2)}$", "German reported speech (Konjunktiv 'sei'): 'our teacher said the solution is (-2, 7), but I get other roots ... (-7, 2)'"),
    m("q_m_ja_sensei", "A", G_JA, "wrong", "boxed", r"先生は「$3x^2 - 7x - 20$ になる」と言っていましたが、私の計算では $5x - 12x = -17x$ なので $3x^2 - 17x - 20$ です。" + "\n" + r"答え：$\boxed{3x^2 - 17x - 20}$", "Japanese 'the teacher said \"it becomes 3x^2 - 7x - 20\", but by my calculation ... 3x^2 - 17x - 20'"),
    m("q_m_uk_yakby_only", "A", G_UK, "no_answer", "none", r"Якби ми множили поелементно, то отримали б $\begin{pmatrix} 4 & -2 \\ 0 & 15 \end{pmatrix}$, а якби за правилом «рядок на стовпець» — $\begin{pmatrix} 8 & 9 \\ 6 & 15 \end{pmatrix}$. Я не впевнений, яке множення мається на увазі, тому остаточної відповіді не даю.", "Ukrainian 'IF we multiplied entrywise we WOULD get ..., and IF row by column — [[8,9],[6,15]]. I am not sure which product is meant, so I give no final answer': only hypotheticals"),
    m("q_m_th_nakrian", "A", G_TH, "wrong", "boxed", r"นักเรียนคนหนึ่งตอบว่า $9\sqrt{3}$ แต่ผมคิดว่าพื้นที่คือ $\frac{\sqrt{3}}{2} \cdot 6^2 = 18\sqrt{3}$" + "\n" + r"ดังนั้นคำตอบคือ $\boxed{18\sqrt{3}}$", "Thai 'a student answered 9sqrt3, but I think the area is (sqrt3/2) * 36 = 18sqrt3 ... so the answer is 18sqrt3'"),
    m("u_m_hi_ok_bindu", "B", G_HI, "correct", "prose_sentence", HI_V + "\n" + "अतः परवलय का शीर्ष बिंदु $(3, -13)$ पर है।", "Hindi 'hence the vertex of the parabola is at the point (3, -13)'"),
    m("u_m_pl_stopni", "A", G_ES, "wrong", "answer_is", r"Cosinus jest ujemny, więc kąt leży w drugiej ćwiartce: $\theta = 180^\circ - 45^\circ = 135^\circ$, czyli $\frac{3\pi}{4}$." + "\n" + r"Odpowiedź: $\theta = \frac{3\pi}{4}$ stopni.", "debatable: Polish 'Answer: theta = 3pi/4 DEGREES' (stopni): the radian value with a degree word, which states about 2.36 deg; a reader may call it a slip for radians (the working says 135 deg, i.e. 3pi/4); proposed wrong", True),
    m("b_m_fa_ok_persian_fraction", "B", G_ZH, "correct", "answer_is", FA_P + r" = \frac{7}{15}$ است." + "\n" + "پاسخ: ۷/۱۵", "Persian 'answer: 7/15' in Persian digits (۷/۱۵)"),
    m("b_m_fa_persian_other", "A", G_ZH, "wrong", "answer_is", r"احتمال برابر $\frac{7}{10} \cdot \frac{6}{10} = \frac{42}{100}$ است." + "\n" + "پاسخ: ۴۲/۱۰۰", "Persian digits ۴۲/۱۰۰ = 42/100 (the second draw's total not reduced)"),
]
# fmt: on

DECISIONS = {
    "h_es_sign_lost": (
        "reject",
        "the marked #### value is 11; the sentence's 'bajo cero' before it does not change the marked value",
    ),
    "x_m_es_ok_radians": (
        "accept",
        "3pi/4 rad is the angle 135 deg, stated as the same angle in the working ('es decir')",
    ),
    "u_m_ar_degree_word": (
        "reject",
        "'7pi/6 degrees' states an angle of about 3.7 deg, not 210 deg = 7pi/6 rad",
    ),
    "u_m_pl_stopni": (
        "reject",
        "'3pi/4 degrees' states an angle of about 2.36 deg, not 135 deg",
    ),
    "u_m_sv_ok_percent": (
        "accept",
        "31,25 % = 0.3125 = 5/16 exactly; a percent is a way to write a probability",
    ),
    "r_m_nl_withdrawn": (
        "reject",
        "the model withdraws its answer with nothing new (round 21: a withdrawn value is wrong)",
    ),
    "q_m_vi_sach_only": (
        "reject",
        "only a solutions book's answer is reported; the model states it has not checked it and commits to nothing",
    ),
    "q_m_sv_other_part": (
        "reject",
        "the final box is part b's 1/2; the gold appears only as part a",
    ),
    "b_m_th_ok_thai_digits": (
        "accept",
        "Thai digits ๙ = 9 and ๓ = 3 with a root sign: 9sqrt3, the working's value",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam74", CASES, [], DECISIONS)
