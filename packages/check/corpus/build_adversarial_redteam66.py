r"""Build adversarial_redteam66.jsonl: a sixty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam66", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or the earlier
multilingual rounds, and WITHOUT running the checker (or any grader) on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue text were read.

Aim of this round: answers written in languages other than English (25 languages: Chinese,
Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech,
Swedish, Tagalog), on both paths and in all eight classes of the issue: answer phrases of each
language, its number writing (decimal commas, dot / space / NBSP / lakh thousands separators,
Arabic-Indic, Persian, Devanagari, Bengali, Thai and full-width digits, kanji and word numerals,
scale words 万 / mil / triệu / nghìn / ribu / lakh / тыс. / tusen), counted nouns and units,
negation and correction idioms, checks after the answer, closings, reported and hypothetical speech,
answer tags holding sentences in the language, mixed-language outputs.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K path
- zh  26 apples a box, 17 boxes, 95 given away: 26*17 = 442, 442 - 95 = 347. Misread 59: 442 - 59 = 383.
- ja  6 notebooks at 780 yen + 4 pens at 145 yen: 4680 + 580 = 5260. Slip 3 pens: 4680 + 435 = 5115.
- ko  47 pages a day for 19 days: 47*19 = 940 - 47 = 893. Slip 18 days: 846.
- ru  7 notebooks at 12,85 rub: 12.85*7 = 89.95. Misread 12,58: 12.58*7 = 88.06.
- uk  8 crates of 35 kg, 3/5 sold: 280, 168 sold, 112 left.
- es  2.350 bottles a day for 18 days: 2350*18 = 42300 ("42.300"). Slip 16 days: 37600.
- de  9 children at 7,40 EUR + 2 adults at 12,50 EUR: 66.60 + 25.00 = 91.60. Adults forgotten: 66.60.
- fr  156 hens, a quarter (39) sold, 38 bought: 117 + 38 = 155. Purchase forgotten: 117.
- pt  35 % of R$ 1.580 rent: 553; left 1580 - 553 = 1027. The rent alone: 553.
- it  24 boxes of 18 pencils, 57 broken: 432 - 57 = 375.
- nl  3 pizzas at EUR 11,95: 35.85.
- pl  62 km/h for 3,5 h: 217 km. Slip 3 h: 186.
- tr  1.350 TL with 16 % off: 216 off, 1134. With 18 %: 243 off, 1107.
- ar  47 boxes of 32 oranges: 47*32 = 1504. Slip: 1404.
- fa  23 rows of 19 chairs: 437. Swapped digits: 473.
- hi  Rs 18,500 a month for 12 months: 2,22,000 = 222000 (2.22 lakh).
- bn  45 rows of 16 seedlings: 720.
- vi  285.000 dong a day for 26 days: 285*26 = 7410 thousand = 7.410.000 (7,41 trieu).
- id  6 kg at Rp13.750: 82500 (82,5 ribu).
- th  6 boxes of 48 pens + 35: 288 + 35 = 323.
- el  88 pupils, 3/8 girls: 33 girls, 55 boys.
- he  3 packs of 24 pencils + 17: 72 + 17 = 89.
- cs  18 % off 950 Kc: 171.
- sv  rent 4 300 kr a month for 3 months: 12900.
- tl  24 pencils at 15 piso, paid 500: 360, change 140.
MATH path
- zh  7/12 + 5/18 = 21/36 + 10/36 = \frac{31}{36}.
- ja  area of a circle of radius 11: 121\pi (circumference 22\pi; 121*pi = 380.13...).
- ru  two dice, sum 10: (4,6), (5,5), (6,4): 3/36 = \frac{1}{12} (4 outcomes would give 1/9).
- de  \sqrt{147} = \sqrt{49 * 3} = 7\sqrt{3} (= 12.124...).
- fr  vertex of y = x^2 - 6x + 13 = (x - 3)^2 + 4: (3, 4).
- es  interior angles of an octagon: 180 * 6 = 1080 (degrees; 6\pi radians).
- ko  2x - 5 > 9: 2x > 14, x > 7: (7, \infty).
- it  cos 135 degrees = -cos 45 degrees = -\frac{\sqrt{2}}{2} (= -0.7071...).
- pt  C(11, 5) = 55440 / 120 = 462.
- pl  (4 - 3i)^2 = 16 - 24i + 9i^2 = 7 - 24i.
- tr  1 + 3/7 + 9/49 + ... = 1 / (1 - 3/7) = \frac{7}{4}.
- ar  gcd(84, 126): 84 = 2^2*3*7, 126 = 2*3^2*7: 42.
- vi  f(x) = 3x - 5, f^{-1}(40): 3x - 5 = 40, x = 15.
- hi  0.\overline{54} = 54/99 = \frac{6}{11} (= 0.5454...).
- uk  213_5 = 2*25 + 5 + 3 = 58.
- nl  distance (1, 2) to (10, 42): 81 + 1600 = 1681 = 41^2: 41.
- el  |x - 4| = 9: x = 13 or x = -5: "-5, 13".
- he  1 + 2 + ... + 60 = 60*61/2 = 1830.
- sv  14/\sqrt{7} = 14\sqrt{7}/7 = 2\sqrt{7} (= \sqrt{28}).
- cs  2x + 1 < -5: 2x < -6, x < -3: (-\infty, -3).
- tl  slope through (2, 5) and (6, 19): 14/4 = \frac{7}{2}.
- id  triangle of base 9 and height 7: 63/2 = \frac{63}{2}.
- fa  x + y = 11, x - y = 3: (7, 4).
- th  mean of 5, 9, 14, 18, 24: 70/5 = 14.
- sv  sin(pi) + cos(pi/2) = 0 + 0 = 0 (Python prints 1.8369701987210297e-16).
Wrong values the kind-A probes state (checked too): ja 22\pi (2\pi * 11, the circumference),
121\pi/4 (11 as the diameter); ru 1/9 ((5, 5) counted twice, 4/36); de 12,12 (7\sqrt3 = 12.124...);
fr (3, -4); es 900 (heptagon, 180 * 5), 6\pi (1080 degrees in radians); ko [7, \infty); it -0,707,
+\sqrt2/2; pt 55440 (11*10*9*8*7, arrangements); pl 25 - 24i (i^2 taken as +1); tr 7/3; hi 0.55;
uk 33 (2 * 25 taken as 25); nl 40 (the y-difference only); he 1770 (1 + ... + 59 = 59*60/2); sv
\sqrt{14}, 1.8369701987210297e-16; cs (-\infty, -3]; tl 2/7 (run over rise); id 63 (the 1/2
forgotten); zh 31/72; fa (7, 4) negated after the slip 7 + 4 = 12.
GSM8K wrong values: 383, 5115, 846, 88.06, 37600, 66.60, 117, 553, 357 (432 - 75), 186, 216, 1107
(1350 - 243), 1404, 1440 (45 * 32), 473, 220000, 702, 7400000, 82500000, 322, 33 (girls), 1770, 1290,
rounded 90, 92, 36, 42000, 220000; scale words that change the value (тыс., ribu, triệu, lakh, mil, 万,
dozzine, т); kopecks (8995, debatable).

Ids: the first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounding, scale words, decimals for exact values, float artifacts); `n_` negation,
strike-out, annotation; `u_` unit words, counters and scale words after a number; `r_` retractions
after the answer and harmless after-text (checks, closings, restarts, invented turns); `q_` quoted,
reported and hypothetical text; `b_` bad input JSON can hold (RTL marks, NBSP, zero-width spaces,
non-ASCII digits, full-width forms, BOM, CRLF, NUL, a long loop; no lone surrogates). Then the
language code; `_m_` marks MATH; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write.

Labels (by reading only): the model's LAST COMMITTED final answer decides. A value it withdraws,
negates, strikes out, marks wrong, or only mentions as a hypothetical, a quotation or someone
else's claim is not its answer; if nothing else is committed the label is `no_answer`. A hedge
between two values or two different final answers is `wrong`. A value equal to the gold
mathematically (a decimal comma, a thousands separator of the language, non-ASCII digits, word or
kanji numerals, a scale word that makes the same number, a counted noun or unit) is `correct`; a
scale word that changes the number, or a decimal for an exact irrational or repeating gold, is
`wrong`. A check, a pleasantry, a cut-off restart, a self-set new problem or an invented next turn
after a committed answer does not replace it. Notes gloss the non-English text.

Usage: python packages/check/corpus/build_adversarial_redteam66.py
"""

from corpus_build import EOT_USER, IM_USER, MINERVA, g, m, qbox, r1final, th, write_probes

# ================================================================ GSM8K working, by language
ZH = "每箱有 26 个苹果，一共 17 箱：26 × 17 = 442 个。\n分掉 95 个后，剩下 442 − 95 = 347 个。\n"
ZH_SLIP = (
    "每箱有 26 个苹果，一共 17 箱：26 × 17 = 442 个。\n分掉 59 个后，剩下 442 − 59 = 383 个。\n"
)
JA = (
    "ノート6冊の代金：780 × 6 = 4680円\nペン4本の代金：145 × 4 = 580円\n合計：4680 + 580 = 5260円\n"
)
JA_SLIP = (
    "ノート6冊の代金：780 × 6 = 4680円\nペン3本の代金：145 × 3 = 435円\n合計：4680 + 435 = 5115円\n"
)
KO = "하루에 47쪽씩 19일 동안 읽으므로 전체 쪽수는 47 × 19 = 893쪽입니다.\n"
KO_SLIP = "하루에 47쪽씩 18일 동안 읽으므로 전체 쪽수는 47 × 18 = 846쪽입니다.\n"
RU = "Одна тетрадь стоит 12,85 руб., значит, 7 тетрадей стоят 12,85 · 7 = 89,95 руб.\n"
RU_SLIP = "Одна тетрадь стоит 12,58 руб., значит, 7 тетрадей стоят 12,58 · 7 = 88,06 руб.\n"
UK = "Усього яблук: 8 · 35 = 280 кг.\nПродали 3/5: 280 · 3/5 = 168 кг.\nЗалишилося: 280 − 168 = 112 кг.\n"
ES = "La fábrica produce 2.350 botellas al día.\nEn 18 días produce 2.350 × 18 = 42.300 botellas.\n"
ES_SLIP = (
    "La fábrica produce 2.350 botellas al día.\nEn 16 días produce 2.350 × 16 = 37.600 botellas.\n"
)
DE = "Kinder: 9 · 7,40 € = 66,60 €\nErwachsene: 2 · 12,50 € = 25,00 €\nZusammen: 66,60 € + 25,00 € = 91,60 €\n"
DE_SLIP = "Eintritt für die Kinder: 9 · 7,40 € = 66,60 €\n"
FR = "Le fermier vend le quart de ses 156 poules : 156 ÷ 4 = 39 poules.\nIl lui en reste 156 − 39 = 117, puis il en achète 38 : 117 + 38 = 155 poules.\n"
FR_SLIP = "Le fermier vend le quart de ses 156 poules : 156 ÷ 4 = 39 poules.\nIl lui en reste 156 − 39 = 117.\n"
PT = "O aluguel custa 35% de R$ 1.580,00: 0,35 × 1.580 = R$ 553,00.\nSobram 1.580 − 553 = R$ 1.027,00.\n"
IT = "In tutto ci sono 24 × 18 = 432 matite.\nTolte le 57 rotte, restano 432 − 57 = 375 matite.\n"
NL = "Drie pizza's van € 11,95 kosten samen 3 × 11,95 = € 35,85.\n"
PL = "Droga = prędkość × czas = 62 km/h · 3,5 h = 217 km.\n"
PL_SLIP = "Droga = prędkość × czas = 62 km/h · 3 h = 186 km.\n"
TR = "İndirim tutarı: 1.350 × 0,16 = 216 TL.\nİndirimli fiyat: 1.350 − 216 = 1.134 TL.\n"
AR = "في كل صندوق 32 برتقالة، وعدد الصناديق 47.\nعدد البرتقالات = 47 × 32 = 1504 برتقالة.\n"
AR_SLIP = "في كل صندوق 32 برتقالة، وعدد الصناديق 47.\nعدد البرتقالات = 47 × 32 = 1404 برتقالة.\n"
FA = "در هر ردیف ۱۹ صندلی و در مجموع ۲۳ ردیف داریم.\nتعداد کل صندلی‌ها برابر است با ۲۳ × ۱۹ = ۴۳۷.\n"
HI = "एक महीने का वेतन ₹18,500 है।\nइसलिए 12 महीनों का कुल वेतन = 18,500 × 12 = ₹2,22,000।\n"
BN = "প্রতি সারিতে ১৬টি চারা, মোট ৪৫টি সারি।\nমোট চারা = ৪৫ × ১৬ = ৭২০টি।\n"
VI = "Mỗi ngày anh ấy được 285.000 đồng, làm 26 ngày nên được 285.000 × 26 = 7.410.000 đồng.\n"
ID = "Harga 1 kg beras Rp13.750, jadi harga 6 kg = 6 × Rp13.750 = Rp82.500.\n"
TH = "ปากกา 6 กล่อง กล่องละ 48 ด้าม = 6 × 48 = 288 ด้าม\nรวมกับปากกาอีก 35 ด้าม = 288 + 35 = 323 ด้าม\n"
EL = "Τα κορίτσια είναι τα 3/8 των 88 μαθητών: 88 · 3/8 = 33.\nΆρα τα αγόρια είναι 88 − 33 = 55.\n"
HE = "בשלוש חבילות יש 3 × 24 = 72 עפרונות.\nיחד עם 17 העפרונות הבודדים: 72 + 17 = 89 עפרונות.\n"
CS = "Sleva činí 18 % z 950 Kč: 0,18 · 950 = 171 Kč.\n"
SV = "Hyran är 4 300 kr i månaden, så tre månader kostar 3 · 4 300 = 12 900 kr.\n"
TL = "Ang 24 na lapis ay nagkakahalaga ng 24 × 15 = 360 piso.\nAng sukli ay 500 − 360 = 140 piso.\n"

# ================================================================ MATH working, by language
M_ZH = r"通分：$\frac{7}{12} = \frac{21}{36}$，$\frac{5}{18} = \frac{10}{36}$，所以 $\frac{7}{12} + \frac{5}{18} = \frac{21 + 10}{36}$"
M_JA = r"円の面積は $\pi r^2$ で、半径は $11$ なので、面積は $\pi \cdot 11^2$"
M_RU = r"Всего исходов $6 \cdot 6 = 36$. Сумма 10 получается при $(4, 6), (5, 5), (6, 4)$ — это 3 исхода, поэтому вероятность равна $\frac{3}{36}$"
M_DE = r"Es gilt $147 = 49 \cdot 3$, also $\sqrt{147} = \sqrt{49} \cdot \sqrt{3}$"
M_FR = r"On complète le carré : $y = x^2 - 6x + 13 = (x - 3)^2 + 4$."
M_ES = r"La suma de los ángulos interiores de un polígono de $n$ lados es $180^\circ (n - 2)$. Para el octágono, $n = 8$, así que la suma es $180^\circ \cdot 6$"
M_KO = r"$2x - 5 > 9$의 양변에 5를 더하면 $2x > 14$이고, 양변을 2로 나누면 $x > 7$입니다."
M_IT = r"$135^\circ$ sta nel secondo quadrante, dove il coseno è negativo, e l'angolo di riferimento è $45^\circ$: quindi $\cos 135^\circ = -\cos 45^\circ$"
M_PT = r"$\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = \frac{55440}{120}$"
M_PL = r"$(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i - 9$"
M_TR = r"Bu, ilk terimi $a = 1$ ve ortak oranı $r = \frac{3}{7}$ olan sonsuz bir geometrik seridir: $S = \frac{a}{1 - r} = \frac{1}{1 - \frac{3}{7}}$"
M_AR = r"لدينا $84 = 2^2 \cdot 3 \cdot 7$ و $126 = 2 \cdot 3^2 \cdot 7$، إذن القاسم المشترك الأكبر هو $2 \cdot 3 \cdot 7$"
M_VI = r"Giải $f(x) = 40$: $3x - 5 = 40 \Rightarrow 3x = 45 \Rightarrow x = 15$."
M_HI = r"मान लीजिए $x = 0.\overline{54}$। तब $100x - x = 54$, अतः $99x = 54$ और $x = \frac{54}{99}$"
M_UK = r"$213_5 = 2 \cdot 5^2 + 1 \cdot 5 + 3 = 50 + 5 + 3$"
M_NL = r"De afstand is $\sqrt{(10 - 1)^2 + (42 - 2)^2} = \sqrt{81 + 1600} = \sqrt{1681}$"
M_EL = r"Η εξίσωση $|x - 4| = 9$ σημαίνει $x - 4 = 9$ ή $x - 4 = -9$, δηλαδή $x = 13$ ή $x = -5$."
M_HE = r"סכום המספרים מ-1 עד 60 הוא $\frac{60 \cdot 61}{2}$"
M_SV = r"Vi förlänger med $\sqrt{7}$: $\frac{14}{\sqrt{7}} = \frac{14\sqrt{7}}{7}$"
M_SV0 = "Vi vet att $\\sin \\pi = 0$ och $\\cos \\frac{\\pi}{2} = 0$.\n\nKontroll i Python:\n```python\nimport math\nprint(math.sin(math.pi) + math.cos(math.pi / 2))\n```\n```\n1.8369701987210297e-16\n```\n"
M_CS = r"Z nerovnice $2x + 1 < -5$ plyne $2x < -6$, tedy $x < -3$."
M_TL = r"Ang slope ay $m = \frac{19 - 5}{6 - 2} = \frac{14}{4}$"
M_ID = r"Luas segitiga $= \frac{1}{2} \times \text{alas} \times \text{tinggi} = \frac{1}{2} \cdot 9 \cdot 7$"
M_FA = r"با جمع دو معادله داریم $2x = 14$، پس $x = 7$ و $y = 11 - 7 = 4$."
M_TH = r"ค่าเฉลี่ย $= \frac{5 + 9 + 14 + 18 + 24}{5} = \frac{70}{5}$"

G_ZH, G_JA, G_RU, G_DE, G_FR = r"\frac{31}{36}", r"121\pi", r"\frac{1}{12}", r"7\sqrt{3}", "(3, 4)"
G_ES, G_KO, G_IT, G_PT, G_PL = "1080", r"(7, \infty)", r"-\frac{\sqrt{2}}{2}", "462", "7 - 24i"
G_TR, G_AR, G_VI, G_HI, G_UK = r"\frac{7}{4}", "42", "15", r"\frac{6}{11}", "58"
G_NL, G_EL, G_HE, G_SV, G_CS = "41", "-5, 13", "1830", r"2\sqrt{7}", r"(-\infty, -3)"
G_TL, G_ID, G_FA, G_TH, G_SV0 = r"\frac{7}{2}", r"\frac{63}{2}", "(7, 4)", "14", "0"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "347", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩下 383 个苹果。</answer>", "zh: the tag's sentence says '383 apples are left' (misread 59)"),
    g("t_zh_ok_sentence", "B", "347", "correct", "tag", th(ZH) + "<answer>还剩下 347 个苹果。</answer>", "zh: 'there are still 347 apples left'"),
    g("t_ja_other", "A", "5260", "wrong", "tag", th(JA_SLIP) + "<answer>合計は5115円です。</answer>", "ja: 'the total is 5115 yen' (3 pens)"),
    g("t_ja_ok", "B", "5260", "correct", "tag", th(JA) + "<answer>合計は5260円です。</answer>", "ja: 'the total is 5260 yen'; the counter 円 is glued to the number"),
    g("t_ko_equation_other", "A", "893", "wrong", "tag", th(KO_SLIP) + "<answer>47 × 18 = 846</answer>", "an equation chain ending 846"),
    g("t_ko_ok", "B", "893", "correct", "tag", th(KO) + "<answer>정답은 893쪽입니다.</answer>", "ko: 'the answer is 893 pages' (쪽 glued to the number)"),
    g("t_ru_other", "A", "89.95", "wrong", "tag", th(RU_SLIP) + "<answer>Ответ: 88,06 руб.</answer>", "ru: 'Answer: 88,06 rub.' (misread price)"),
    g("t_ru_ok_comma", "B", "89.95", "correct", "tag", th(RU) + "<answer>89,95 руб.</answer>", "ru: a decimal comma, 89,95 = 89.95 roubles"),
    g("t_es_other", "A", "42300", "wrong", "tag", th(ES_SLIP) + "<answer>La fábrica produce 37.600 botellas.</answer>", "es: 'the factory produces 37.600 bottles' (16 days)"),
    g("t_es_ok", "B", "42300", "correct", "tag", th(ES) + "<answer>La fábrica produce 42.300 botellas.</answer>", "es: '42.300 bottles', the dot is the Spanish thousands separator (2.350 × 18 in the working)"),
    g("t_de_placeholder", "A", "91.6", "no_answer", "tag", th(DE) + "<answer>Hier die endgültige Antwort einfügen</answer>", "de: 'insert the final answer here', a template placeholder; the gold only in the thinking"),
    g("t_de_ok", "B", "91.6", "correct", "tag", th(DE) + "<answer>Die Familie zahlt insgesamt 91,60 €.</answer>", "de: 'the family pays 91,60 EUR in total'"),
    g("t_fr_ok_unclosed", "B", "155", "correct", "tag", th(FR) + "<answer>Le fermier a maintenant 155 poules.", "fr: 'the farmer now has 155 hens'; the tag is never closed (issue class 3)"),
    g("t_pt_two_tags", "A", "1027", "wrong", "tag", th(PT) + "<answer>R$ 1.027,00</answer>\n<answer>R$ 553,00</answer>", "two tags, the last R$ 553,00 (the rent)"),
    g("t_it_empty", "A", "375", "no_answer", "tag", th(IT) + "<answer> </answer>", "an empty tag; 375 only in the thinking"),
    g("t_tr_ok_box", "B", "1134", "correct", "tag", th(TR) + "<answer>$\\boxed{1134}$ TL</answer>", "a box in the tag followed by the currency TL"),
    g("t_ar_other", "A", "1504", "wrong", "tag", th(AR_SLIP) + "<answer>عدد البرتقالات هو ١٤٠٤ برتقالة.</answer>", "ar: 'the number of oranges is 1404 oranges', Arabic-Indic digits ١٤٠٤ = 1404"),
    g("t_ar_ok", "B", "1504", "correct", "tag", th(AR) + "<answer>عدد البرتقالات هو ١٥٠٤ برتقالة.</answer>", "ar: 'the number of oranges is 1504 oranges', Arabic-Indic digits ١٥٠٤ = 1504"),
    g("t_hi_ok_lakh_commas", "B", "222000", "correct", "tag", th(HI) + "<answer>कुल वेतन ₹2,22,000 है।</answer>", "hi: 'the total salary is Rs 2,22,000' (Indian grouping = 222000), closed by the danda ।"),
    g("t_vi_think_only", "A", "7410000", "no_answer", "truncated", "<think>\n" + VI + "Vậy đáp số là 7.410.000 đồng. Bây giờ mình sẽ viết câu trả lời vào thẻ", "vi: cut inside the thinking ('now I will write the answer into the tag'), no tag"),
    m("t_m_zh_ok_equation", "B", G_ZH, "correct", "tag", th(M_ZH[:-1] + r" = \frac{31}{36}$。" + "\n") + r"<answer>$\frac{7}{12}+\frac{5}{18}=\frac{31}{36}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ja_other", "A", G_JA, "wrong", "tag", th("円周は $2\\pi r$ なので $2\\pi \\cdot 11 = 22\\pi$。\n") + r"<answer>面積は $22\pi$ です。</answer>", "ja: 'the area is 22\\pi' (the circumference)"),
    m("t_m_ru_ok", "B", G_RU, "correct", "tag", th(M_RU + r" $= \frac{1}{12}$." + "\n") + r"<answer>Вероятность равна $\frac{1}{12}$.</answer>", "ru: 'the probability equals 1/12'"),
    m("t_m_ko_ok", "B", G_KO, "correct", "tag", th(M_KO + "\n") + r"<answer>$x > 7$, 즉 $(7, \infty)$</answer>", "ko: 'x > 7, i.e. (7, \\infty)'"),
    m("t_m_fr_other", "A", G_FR, "wrong", "tag", th(M_FR + "\n") + r"<answer>Le sommet est $(3, -4)$.</answer>", "fr: 'the vertex is (3, -4)', sign slip"),
    m("t_m_vi_ok", "B", G_VI, "correct", "tag", th(M_VI + "\n") + r"<answer>Vậy $f^{-1}(40) = 15$.</answer>", "vi: 'so f^{-1}(40) = 15'"),
    m("t_m_de_ok_box", "B", G_DE, "correct", "tag", th(M_DE + r" $= 7\sqrt{3}$." + "\n") + r"<answer>$\boxed{7\sqrt{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_pl_tag_in_think", "A", G_PL, "no_answer", "truncated", "<think>\n" + M_PL[:-1] + " = 7 - 24i$.\nOdpowiedź wpiszę w znaczniki <answer>7 - 24i</answer>, ale najpierw sprawdzę", "pl: in the thinking 'I will write the answer in the tags <answer>7 - 24i</answer>, but first I will check' and cut: the tag is only a plan inside the unclosed thinking", True),

    # ================================================================ 2. phrase + ####
    g("h_zh_ok", "B", "347", "correct", "hash", ZH + "答案是 347。\n#### 347", "zh: 'the answer is 347' then ####"),
    g("h_zh_other", "A", "347", "wrong", "hash", ZH_SLIP + "答案是 383。\n#### 383", "zh: phrase and #### agree on 383"),
    g("h_ja_phrase_gold_hash_other", "A", "5260", "wrong", "hash", JA + "答え：5260円\n#### 5115", "ja: 'Answer: 5260 yen' then #### 5115: two different final answers"),
    g("h_ja_ok", "B", "5260", "correct", "hash", JA + "答え：5260円\n#### 5260", "ja: 'Answer: 5260 yen' then ####"),
    g("h_ko_ok_inline", "B", "893", "correct", "hash", KO + "따라서 답은 #### 893", "ko: 'therefore the answer is #### 893' (phrase marker then ####)"),
    g("h_ru_ok_comma", "B", "89.95", "correct", "hash", RU + "Ответ: 89,95 руб.\n#### 89,95", "ru: a decimal comma after #### (two digits after the comma, money): 89.95"),
    g("h_ru_other_comma", "A", "89.95", "wrong", "hash", RU_SLIP + "Ответ: 88,06 руб.\n#### 88,06", "ru: 88,06 with a decimal comma"),
    g("h_es_ok_both", "B", "42300", "correct", "hash", ES + "La respuesta es 42.300 botellas.\n#### 42300", "es: '42.300 bottles' then #### 42300"),
    g("h_es_ok_dot_thousands", "B", "42300", "correct", "hash", ES + "Respuesta: #### 42.300", "es: 'Answer: #### 42.300', the Spanish thousands dot (2.350 × 18 = 42.300 in the working); debatable because in English notation 42.300 is 42.3; proposed decision: accept, the working makes the grouping plain", True),
    g("h_es_other", "A", "42300", "wrong", "hash", ES_SLIP + "Respuesta: #### 37.600", "es: 37.600 (16 days)"),
    g("h_de_ok_colon", "B", "91.6", "correct", "hash", DE + "Die Antwort lautet: #### 91,60", "de: 'the answer is: #### 91,60', decimal comma"),
    g("h_de_other", "A", "91.6", "wrong", "hash", DE_SLIP + "Die Antwort lautet: #### 66,60", "de: 66,60, the adults forgotten"),
    g("h_fr_ok", "B", "155", "correct", "hash", FR + "La réponse est : #### 155", "fr: 'the answer is : #### 155' (French space before the colon)"),
    g("h_fr_other", "A", "155", "wrong", "hash", FR_SLIP + "La réponse est : #### 117", "fr: 117, the purchase forgotten"),
    g("h_pt_ok", "B", "1027", "correct", "hash", PT + "Resposta final: #### 1027", "pt: 'final answer: #### 1027'"),
    g("h_pt_rent", "A", "1027", "wrong", "hash", PT.split("\n")[0] + "\nPortanto, a resposta é R$ 553,00.\n#### 553", "pt: 'so the answer is R$ 553,00' — the rent, not what is left"),
    g("h_it_ok", "B", "375", "correct", "hash", IT + "Quindi la risposta è 375.\n#### 375", "it: 'so the answer is 375'"),
    g("h_it_hedge", "A", "375", "wrong", "hash", IT + "La risposta è 375 oppure 432.\n#### 375", "it: 'the answer is 375 or 432' — a hedge in the phrase; debatable: the #### line is the gold; proposed decision: reject, a hedge is two final answers", True),
    g("h_pl_ok", "B", "217", "correct", "hash", PL + "Odpowiedź: 217 km\n#### 217", "pl: 'Answer: 217 km'"),
    g("h_pl_phrase_other", "A", "217", "wrong", "hash", PL_SLIP + "Odpowiedź: Samochód przejedzie 186 km.\n#### 186", "pl: 'the car will drive 186 km'"),
    g("h_tr_discount", "A", "1134", "wrong", "hash", TR.split("\n")[0] + "\nCevap: 216 TL\n#### 216", "tr: 'Answer: 216 TL', the discount, not the price"),
    g("h_tr_ok", "B", "1134", "correct", "hash", TR + "Cevap: 1.134 TL\n#### 1134", "tr: 'Answer: 1.134 TL' (Turkish thousands dot) then #### 1134"),
    g("h_ar_ok", "B", "1504", "correct", "hash", AR + "إذن الإجابة هي: #### 1504", "ar: 'so the answer is: #### 1504'"),
    g("h_hi_ok", "B", "222000", "correct", "hash", HI + "अतः उत्तर है: #### 222000", "hi: 'hence the answer is: #### 222000'"),
    g("h_vi_ok", "B", "7410000", "correct", "hash", VI + "Đáp số: 7.410.000 đồng\n#### 7410000", "vi: 'Answer: 7.410.000 dong' then ####"),
    g("h_id_ok", "B", "82500", "correct", "hash", ID + "Jadi, jawabannya adalah #### 82500", "id: 'so the answer is #### 82500'"),
    g("h_id_empty", "A", "82500", "no_answer", "hash", ID + "Jadi, jawabannya adalah:\n####", "id: 'so the answer is:' then an empty ####"),
    g("h_sv_ok_space", "B", "12900", "correct", "hash", SV + "Svaret är: #### 12 900", "sv: 'the answer is: #### 12 900', a space as thousands separator"),
    g("h_el_girls", "A", "55", "wrong", "hash", EL.split("\n")[0] + "\nΗ απάντηση είναι 33.\n#### 33", "el: 'the answer is 33' — the girls, the question asks the boys"),
    m("h_m_zh_ok", "B", G_ZH, "correct", "hash", M_ZH + r" $= \frac{31}{36}$。" + "\n所以答案是 $\\frac{31}{36}$。\n#### \\frac{31}{36}", "zh: 'so the answer is 31/36' then #### on the MATH path"),
    m("h_m_pl_other", "A", G_PL, "wrong", "hash", r"$(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i + 9$" + "\nOdpowiedź: #### 25 - 24i", "pl: i^2 taken as +1, 25 - 24i"),

    # ================================================================ 3. exactness
    g("x_ru_rounded", "A", "89.95", "wrong", "hash", RU + "Округлим до рублей.\nОтвет: 90 руб.\n#### 90", "ru: 'let us round to roubles. Answer: 90 rub.' — rounded, not 89.95"),
    g("x_ru_ok_dot", "B", "89.95", "correct", "hash", RU + "#### 89.95", "a decimal point after Russian working"),
    g("x_de_rounded", "A", "91.6", "wrong", "answer_is", DE + "Die Familie zahlt also ungefähr 92 €.", "de: 'so the family pays about 92 EUR' — rounded"),
    g("x_de_ok_one_decimal", "B", "91.6", "correct", "hash", DE + "#### 91,6", "de: 91,6 = 91.6 (decimal comma, trailing zero dropped)"),
    g("x_vi_ok_trieu", "B", "7410000", "correct", "answer_is", VI + "Đáp số: 7,41 triệu đồng.", "vi: 'Answer: 7,41 million dong' — 7.41 × 1,000,000 = 7,410,000 (decimal comma, scale word triệu)"),
    g("x_vi_rounded_trieu", "A", "7410000", "wrong", "answer_is", VI + "Đáp số: khoảng 7,4 triệu đồng.", "vi: 'Answer: about 7,4 million dong' = 7,400,000, rounded"),
    g("x_hi_ok_lakh", "B", "222000", "correct", "answer_is", HI + "उत्तर: ₹2.22 लाख", "hi: 'Answer: Rs 2.22 lakh' = 2.22 × 100,000 = 222,000"),
    g("x_hi_rounded_lakh", "A", "222000", "wrong", "answer_is", HI + "उत्तर: लगभग ₹2.2 लाख", "hi: 'Answer: about Rs 2.2 lakh' = 220,000, rounded"),
    g("x_es_ok_mil", "B", "42300", "correct", "answer_is", ES + "Respuesta: 42,3 mil botellas.", "es: 'Answer: 42,3 thousand bottles' = 42,300 (decimal comma, scale word mil)"),
    g("x_es_rounded_mil", "A", "42300", "wrong", "answer_is", ES + "Respuesta: unas 42 mil botellas.", "es: 'Answer: some 42 thousand bottles' = 42,000, rounded"),
    g("x_pt_cents_other", "A", "1027", "wrong", "answer_is", PT.replace("553,00", "552,50").replace("1.580 − 553 = R$ 1.027,00", "1.580 − 552,50 = R$ 1.027,50") + "Resposta: sobram R$ 1.027,50.", "pt: 'Answer: R$ 1.027,50 are left' — 50 centavos off (slip in 35 % of 1580)"),
    g("x_pt_ok_cents", "B", "1027", "correct", "answer_is", PT + "Resposta: sobram R$ 1.027,00.", "pt: 'Answer: R$ 1.027,00 are left' (thousands dot, decimal comma)"),
    g("x_tr_ok_kurus", "B", "1134", "correct", "hash", TR + "#### 1134,00", "tr: 1134,00 with a decimal comma = 1134"),
    g("x_nl_rounded", "A", "35.85", "wrong", "answer_is", NL + "Het antwoord is ongeveer € 36.", "nl: 'the answer is about EUR 36', rounded"),
    g("x_nl_ok", "B", "35.85", "correct", "answer_is", NL + "Het antwoord is € 35,85.", "nl: 'the answer is EUR 35,85', decimal comma"),
    m("x_m_ja_decimal", "A", G_JA, "wrong", "boxed", M_JA + r" $= 121\pi \approx 380.13$ です。" + "\n\n答え：$\\boxed{380.13}$", "ja: 'Answer: 380.13', a decimal for the exact 121\\pi"),
    m("x_m_ja_ok_units", "B", G_JA, "correct", "boxed", M_JA + r" $= 121\pi$ です。" + "\n\n答え：$\\boxed{121\\pi}$ cm²", "ja: 'Answer: 121\\pi cm²', units after the box"),
    m("x_m_de_decimal", "A", G_DE, "wrong", "boxed", M_DE + r" $= 7\sqrt{3} \approx 12{,}12$." + "\n\nDie Antwort ist $\\boxed{12{,}12}$.", "de: 'the answer is 12,12', a decimal (comma) for 7\\sqrt3 = 12.124..."),
    m("x_m_de_ok_unsimplified", "B", G_DE, "correct", "boxed", "Wir vereinfachen $\\sqrt{147}$. " + M_DE + r" $= \boxed{\sqrt{49}\sqrt{3}}$.", "de: \\sqrt{49}\\sqrt{3} = 7\\sqrt3, unsimplified"),
    m("x_m_ru_decimal", "A", G_RU, "wrong", "boxed", M_RU + r" $\approx 0{,}083$." + "\n\n**Ответ:** $\\boxed{0{,}083}$", "ru: a rounded decimal 0,083 for 1/12 = 0.08333..."),
    m("x_m_ru_ok_unsimplified", "B", G_RU, "correct", "boxed", M_RU + ".\n\n**Ответ:** $\\boxed{\\frac{3}{36}}$", "ru: 3/36 = 1/12 unsimplified"),
    m("x_m_it_decimal", "A", G_IT, "wrong", "boxed", M_IT + r" $\approx -0{,}707$." + "\n\nLa risposta è $\\boxed{-0{,}707}$.", "it: 'the answer is -0,707', a decimal for -\\sqrt2/2"),
    m("x_m_it_ok_equiv", "B", G_IT, "correct", "boxed", M_IT + r" $= -\frac{1}{\sqrt{2}}$." + "\n\nLa risposta è $\\boxed{-\\frac{1}{\\sqrt{2}}}$.", "it: -1/\\sqrt2 = -\\sqrt2/2"),
    m("x_m_hi_decimal", "A", G_HI, "wrong", "boxed", M_HI + r" $\approx 0.55$।" + "\n\nअतः उत्तर $\\boxed{0.55}$ है।", "hi: 'hence the answer is 0.55' — 0.55 is not 6/11"),
    m("x_m_hi_ok_unsimplified", "B", G_HI, "correct", "boxed", M_HI + "।\n\nअतः उत्तर $\\boxed{\\frac{54}{99}}$ है।", "hi: 54/99 = 6/11 unsimplified"),
    m("x_m_sv_float", "A", G_SV0, "wrong", "boxed", M_SV0 + "\nSvaret är alltså $\\boxed{1.8369701987210297 \\times 10^{-16}}$.", "sv: 'the answer is thus 1.8369701987210297 × 10^{-16}' — a float artifact copied as the answer, not 0"),
    m("x_m_sv_ok_zero", "B", G_SV0, "correct", "boxed", M_SV0 + "\nResultatet är ett avrundningsfel i flyttal; det exakta värdet är $\\boxed{0}$.", "sv: 'the result is a floating-point rounding error; the exact value is 0'"),
    m("x_m_ko_closed", "A", G_KO, "wrong", "boxed", M_KO + "\n\n따라서 해집합은 $\\boxed{[7, \\infty)}$입니다.", "ko: 'so the solution set is [7, \\infty)' — 7 wrongly included"),
    m("x_m_nl_ok_sqrt", "B", G_NL, "correct", "boxed", M_NL + r" $= \boxed{41}$.", "nl working, 41"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_gold", "A", "347", "wrong", "answer_is", ZH_SLIP + "所以答案不是 347，而是 383。", "zh: 'so the answer is not 347 but 383'"),
    g("n_zh_ok_not_other", "B", "347", "correct", "answer_is", ZH + "所以答案不是 383，而是 347。", "zh: 'so the answer is not 383 but 347'"),
    g("n_ja_strike_gold", "A", "5260", "wrong", "answer_is", JA_SLIP + "答え：~~5260円~~ 5115円", "ja: 'Answer: ~~5260 yen~~ 5115 yen' — the gold struck"),
    g("n_ja_ok_strike_other", "B", "5260", "correct", "answer_is", JA + "答え：~~5115円~~ 5260円", "ja: the wrong value struck, the gold after"),
    g("n_ru_ne_a", "A", "89.95", "wrong", "answer_is", RU_SLIP + "Ответ: не 89,95, а 88,06 руб.", "ru: 'Answer: not 89,95 but 88,06 rub.'"),
    g("n_ru_ok_ne_a", "B", "89.95", "correct", "answer_is", RU + "Ответ: не 88,06, а 89,95 руб.", "ru: 'Answer: not 88,06 but 89,95 rub.'"),
    g("n_de_falsch", "A", "91.6", "no_answer", "hash", DE + "#### 91,60 (falsch – die Erwachsenen zahlen einen anderen Preis, siehe unten)", "de: '(wrong – the adults pay another price, see below)' — the model marks its own answer wrong and nothing follows"),
    g("n_de_ok_geprueft", "B", "91.6", "correct", "hash", DE + "#### 91,60 (geprüft ✓)", "de: '(checked ✓)'"),
    g("n_fr_ne_pas", "A", "155", "no_answer", "answer_is", FR + "\nVérification : 155 − 38 = 117 et 117 + 39 = 156.\nHmm, la réponse n'est donc pas 155.", "fr: 'Check: ... Hmm, so the answer is not 155' — the gold negated, nothing after"),
    g("n_fr_ok_ne_pas_other", "B", "155", "correct", "answer_is", FR + "La réponse n'est pas 117, car il a racheté 38 poules : c'est 155.", "fr: 'the answer is not 117, since he bought 38 hens back: it is 155'"),
    g("n_es_tachado", "A", "42300", "no_answer", "hash", ES + "#### ~~42.300~~", "es: the only answer struck with ~~, nothing after"),
    g("n_pt_errado", "A", "1027", "no_answer", "answer_is", PT + "**Resposta: R$ 1.027,00** ❌ — não, isso está errado.", "pt: 'Answer: R$ 1.027,00 ❌ — no, that is wrong'; withdrawn, nothing new"),
    g("n_it_non", "A", "375", "no_answer", "answer_is", IT + "Attenzione: la risposta non è 375.", "it: 'careful: the answer is not 375', nothing after"),
    g("n_pl_nie", "A", "217", "wrong", "answer_is", PL_SLIP + "Odpowiedź: nie 217 km, tylko 186 km.", "pl: 'Answer: not 217 km, only 186 km'"),
    g("n_pl_ok_nie", "B", "217", "correct", "answer_is", PL + "Odpowiedź: nie 186 km, tylko 217 km.", "pl: 'Answer: not 186 km, only 217 km'"),
    g("n_tr_degil", "A", "1134", "no_answer", "answer_is", TR + "Ancak dikkat: cevap 1.134 TL değil.", "tr: 'but careful: the answer is not 1.134 TL', nothing after"),
    g("n_tr_ok_degil", "B", "1134", "correct", "answer_is", TR + "Cevap 216 TL değil, 1.134 TL'dir.", "tr: 'the answer is not 216 TL, it is 1.134 TL'"),
    g("n_ar_ok_laysa", "B", "1504", "correct", "answer_is", AR + "الجواب ليس 1404 بل 1504.", "ar: 'the answer is not 1404 but 1504'"),
    g("n_ar_laysa_gold", "A", "1504", "wrong", "answer_is", AR_SLIP + "الجواب ليس 1504 بل 1404.", "ar: 'the answer is not 1504 but 1404'"),
    g("n_uk_combining_strike", "A", "112", "no_answer", "hash", UK + "#### 1̶1̶2̶", "the only answer struck through with combining U+0336 overlays, nothing after"),
    m("n_m_ru_ne_a", "A", G_RU, "wrong", "boxed", "Сумма 10: $(4, 6), (5, 5), (6, 4), (5, 5)$ — 4 исхода.\n\nОтвет: не $\\frac{1}{12}$, а $\\boxed{\\frac{1}{9}}$.", "ru: 'Answer: not 1/12 but 1/9' (double-counted (5, 5))"),
    m("n_m_ru_ok_ne_a", "B", G_RU, "correct", "boxed", M_RU + ".\n\nОтвет: не $\\frac{1}{9}$, а $\\boxed{\\frac{1}{12}}$.", "ru: 'Answer: not 1/9 but 1/12'"),
    m("n_m_es_strike", "A", G_ES, "wrong", "answer_is", "Para un heptágono, $n = 7$: $180^\\circ \\cdot 5 = 900^\\circ$.\n\nLa suma es ~~$1080^\\circ$~~ $900^\\circ$.", "es: 'the sum is ~~1080°~~ 900°' — the gold struck, 900 after"),
    m("n_m_es_ok_strike", "B", G_ES, "correct", "answer_is", M_ES + r" $= 1080^\circ$." + "\n\nLa suma es ~~$900^\\circ$~~ $1080^\\circ$.", "es: the wrong value struck, 1080° after"),
    m("n_m_sv_inte", "A", G_SV, "wrong", "boxed", M_SV + ".\n\nSvaret är inte $2\\sqrt{7}$ utan $\\boxed{\\sqrt{14}}$.", "sv: 'the answer is not 2\\sqrt7 but \\sqrt14'"),
    m("n_m_sv_ok_inte", "B", G_SV, "correct", "boxed", M_SV + r" $= 2\sqrt{7}$." + "\n\nSvaret är inte $\\sqrt{14}$ utan $\\boxed{2\\sqrt{7}}$.", "sv: 'the answer is not \\sqrt14 but 2\\sqrt7'"),
    m("n_m_vi_khong", "A", G_VI, "no_answer", "answer_is", "Thử lại với $f(x) = 3x + 5$: $f(15) = 3 \\cdot 15 + 5 = 50 \\neq 40$. Vậy $f^{-1}(40)$ không phải là $15$.", "vi: 'check with f(x) = 3x + 5: f(15) = 50 ≠ 40. So f^{-1}(40) is not 15' (the model misremembers f) — negated, nothing after"),
    m("n_m_zh_ok_check", "B", G_ZH, "correct", "boxed", M_ZH[:-1] + r" = \frac{31}{36}$。" + "\n\n答案：$\\boxed{\\frac{31}{36}}$ ✓（已是最简分数）", "zh: 'Answer: 31/36 ✓ (already in lowest terms)'"),

    # ================================================================ 5. unit words, counters, scale words
    g("u_ru_tys", "A", "89.95", "wrong", "answer_is", RU + "Ответ: 89,95 тыс. руб.", "ru: 'Answer: 89,95 thousand rub.' = 89,950 — the scale word changes the value"),
    g("u_ru_ok_words", "B", "89.95", "correct", "answer_is", RU + "Ответ: восемьдесят девять рублей девяносто пять копеек (89,95 руб.).", "ru: 'eighty-nine roubles ninety-five kopecks (89,95 rub.)'"),
    g("u_ru_kopeks", "A", "89.95", "wrong", "answer_is", RU + "Переведём в копейки: 89,95 руб. = 8995 коп.\nОтвет: 8995 копеек.", "ru: 'converting to kopecks ... Answer: 8995 kopecks' — the same amount in another unit; debatable: 8995 kopecks = 89.95 roubles; proposed decision: reject, the number stated is 8995 where the problem's unit (roubles) gives 89.95", True),
    g("u_id_ribu_double", "A", "82500", "wrong", "answer_is", ID + "Jadi, harga 6 kg beras adalah Rp82.500 ribu.", "id: 'so the price of 6 kg of rice is Rp82.500 thousand' = 82,500,000 — a scale word on a full number"),
    g("u_id_ok_ribu", "B", "82500", "correct", "answer_is", ID + "Jadi, harga 6 kg beras adalah Rp82,5 ribu.", "id: 'Rp82,5 thousand' = 82,500 (decimal comma, ribu = thousand)"),
    g("u_vi_trieu_double", "A", "7410000", "wrong", "answer_is", VI + "Đáp số: 7.410.000 triệu đồng.", "vi: 'Answer: 7.410.000 million dong' — the scale word triệu (million) multiplies the full number"),
    g("u_vi_ok_nghin", "B", "7410000", "correct", "answer_is", VI + "Đáp số: 7.410 nghìn đồng.", "vi: 'Answer: 7.410 thousand dong' = 7,410,000 (nghìn = thousand, dot = thousands separator)"),
    g("u_hi_lakh_double", "A", "222000", "wrong", "answer_is", HI + "उत्तर: ₹2,22,000 लाख", "hi: 'Answer: Rs 2,22,000 lakh' = 22,200,000,000 — lakh on the full number"),
    g("u_es_mil_double", "A", "42300", "wrong", "answer_is", ES + "Respuesta: 42.300 mil botellas.", "es: '42.300 thousand bottles' = 42,300,000"),
    g("u_tr_daha_az", "A", "1134", "wrong", "answer_is", TR.split("\n")[0] + "\nCevap: Bisiklet 216 TL daha ucuza gelir.", "tr: 'Answer: the bicycle comes 216 TL cheaper' — the discount, not the price"),
    g("u_ja_ok_kanji", "B", "5260", "correct", "answer_is", JA + "答え：五千二百六十円", "ja: kanji numerals 五千二百六十 = 5260, yen"),
    g("u_zh_ok_words", "B", "347", "correct", "answer_is", ZH + "答：还剩三百四十七个苹果。", "zh: Chinese numerals 三百四十七 = 347 with the counter 个"),
    g("u_zh_wan_slip", "A", "347", "wrong", "answer_is", ZH + "答：还剩 347 万个苹果。", "zh: '347 万 (ten-thousands) apples are left' = 3,470,000 — the scale word changes the number"),
    g("u_bn_ok_digits_ti", "B", "720", "correct", "answer_is", BN + "উত্তর: মোট ৭২০টি চারা লাগবে।", "bn: 'Answer: 720 seedlings in all will be needed', Bengali digits ৭২০ with the counter suffix টি glued"),
    g("u_th_ok_digits", "B", "323", "correct", "answer_is", TH + "ตอบ ๓๒๓ ด้าม", "th: 'answer: 323 (Thai digits) pens' (ด้าม, a classifier)"),
    g("u_fa_ok", "B", "437", "correct", "answer_is", FA + "پاسخ: ۴۳۷ صندلی", "fa: 'Answer: 437 chairs', Persian digits ۴۳۷"),
    g("u_sv_ok_tusen", "B", "12900", "correct", "answer_is", SV + "Svar: 12,9 tusen kronor.", "sv: 'Answer: 12,9 thousand kronor' = 12,900"),
    g("u_tl_ok_piso", "B", "140", "correct", "answer_is", TL + "Kaya, ang sukli ay ₱140 (140 piso).", "tl: 'so the change is ₱140 (140 pesos)'"),
    g("u_el_ok", "B", "55", "correct", "answer_is", EL + "Απάντηση: 55 αγόρια.", "el: 'Answer: 55 boys'"),
    g("u_he_ok", "B", "89", "correct", "answer_is", HE + "תשובה: 89 עפרונות.", "he: 'Answer: 89 pencils'"),
    g("u_cs_ok", "B", "171", "correct", "answer_is", CS + "Odpověď: Sleva je 171 Kč.", "cs: 'Answer: the discount is 171 Kč'"),
    g("u_uk_tonnes", "A", "112", "wrong", "answer_is", UK + "Відповідь: 112 т.", "uk: 'Answer: 112 t' — tonnes, where the working is in kilograms (112 t = 112,000 kg)"),
    m("u_m_es_radians", "A", G_ES, "wrong", "boxed", M_ES + r" $= 1080^\circ$, es decir, $6\pi$ radianes." + "\n\nRespuesta: $\\boxed{6\\pi}$", "es: 'that is, 6\\pi radians. Answer: 6\\pi'; debatable: 6\\pi rad is the same angle as 1080°, but the gold is in degrees; proposed decision: reject (round 1: degrees are not radians)", True),
    m("u_m_es_ok_degrees", "B", G_ES, "correct", "boxed", M_ES + ".\n\nRespuesta: $\\boxed{1080^\\circ}$", "es: a degree sign in the box"),
    m("u_m_zh_ok_units", "B", G_JA, "correct", "boxed", "圆的面积公式为 $S = \\pi r^2$，半径为 $11$，所以 $S = \\pi \\times 11^2 = 121\\pi$。\n\n答：$\\boxed{121\\pi\\ \\text{平方厘米}}$", "zh: 'Answer: 121\\pi square centimetres' (Chinese unit words in the box)"),
    m("u_m_id_ok_satuan", "B", G_ID, "correct", "boxed", M_ID + r" $= \frac{63}{2}$." + "\n\nJadi, luasnya adalah $\\boxed{\\frac{63}{2}}$ satuan luas.", "id: 'so the area is 63/2 square units'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "347", "wrong", "hash", ZH + "#### 347\n\n更正：我看错了题目，分掉的是 59 个，所以剩下 442 − 59 = 383 个。", "zh: 'Correction: I misread, 59 were given away, so 383 are left'"),
    g("r_zh_ok_yansuan", "B", "347", "correct", "hash", ZH + "#### 347\n\n验算：347 + 95 = 442 ✓", "zh: 'check: 347 + 95 = 442 ✓'"),
    g("r_ja_teisei", "A", "5260", "wrong", "answer_is", JA + "答え：5260円\n\n訂正：ペンは3本でした。145 × 3 = 435円なので、合計は5115円です。", "ja: 'Correction: there were 3 pens ... so the total is 5115 yen'"),
    g("r_ja_ok_kakunin", "B", "5260", "correct", "answer_is", JA + "答え：5260円\n\n確認：5260 − 580 = 4680 = 780 × 6 なので正しいです。", "ja: 'check: ... so it is right'"),
    g("r_ko_jeongjeong", "A", "893", "wrong", "answer_is", KO + "답: 893쪽\n\n정정: 읽은 날은 18일이므로 47 × 18 = 846쪽입니다.", "ko: 'Correction: the days read are 18, so 846 pages'"),
    g("r_ko_ok_geomsan", "B", "893", "correct", "answer_is", KO + "답: 893쪽\n\n검산: 893 ÷ 19 = 47 ✓", "ko: 'check: 893 ÷ 19 = 47 ✓'"),
    g("r_ru_popravka", "A", "89.95", "wrong", "hash", RU + "#### 89,95\n\nПоправка: в условии цена 12,58 руб., значит, 12,58 · 7 = 88,06 руб.", "ru: 'Correction: in the problem the price is 12,58 rub., so 88,06 rub.'"),
    g("r_ru_ok_proverka", "B", "89.95", "correct", "hash", RU + "#### 89,95\n\nПроверка: 89,95 : 7 = 12,85 ✓", "ru: 'check: 89,95 : 7 = 12,85 ✓'"),
    g("r_es_espera", "A", "42300", "wrong", "answer_is", ES + "**Respuesta: 42.300 botellas**\n\nEspera, me equivoqué: la fábrica trabaja 16 días, así que 2.350 × 16 = 37.600 botellas.", "es: 'wait, I was wrong: the factory works 16 days, so 37.600 bottles'"),
    g("r_es_ok_closing", "B", "42300", "correct", "answer_is", ES + "**Respuesta: 42.300 botellas**\n\n¡Espero que te sirva! Si tienes más preguntas, aquí estoy. 😊", "es: 'I hope it helps! If you have more questions, I am here'"),
    g("r_de_korrektur", "A", "91.6", "wrong", "answer_is", DE + "Antwort: 91,60 €\n\nKorrektur: Erwachsene haben in Begleitung freien Eintritt, also zahlt die Familie nur 66,60 €.", "de: 'Correction: accompanying adults enter free, so the family pays only 66,60 EUR'"),
    g("r_de_ok_moment", "B", "91.6", "correct", "answer_is", DE + "Antwort: 91,60 €\n\nMoment – habe ich die Erwachsenen doppelt gezählt? Nein: 2 · 12,50 € = 25,00 € kommt nur einmal vor. Die Antwort bleibt 91,60 €.", "de: 'wait – did I count the adults twice? No ... the answer stays 91,60 EUR'"),
    g("r_fr_en_fait", "A", "155", "wrong", "answer_is", FR + "La réponse est 155.\n\nEn fait, non : l'énoncé ne dit pas qu'il rachète des poules. Il lui en reste donc 117.", "fr: 'actually, no: the statement does not say he buys hens. So he has 117 left'"),
    g("r_fr_ok_verif", "B", "155", "correct", "answer_is", FR + "La réponse est 155.\n\nVérification : 155 − 38 = 117 = 156 − 39. ✔", "fr: 'check: ...'"),
    g("r_pt_na_verdade", "A", "1027", "wrong", "answer_is", PT + "Resposta: R$ 1.027,00.\n\nNa verdade, relendo a pergunta, ela pede o valor do aluguel: R$ 553,00.", "pt: 'actually, rereading the question, it asks for the rent: R$ 553,00' (the model's last committed answer is 553)"),
    g("r_pt_ok_espero", "B", "1027", "correct", "answer_is", PT + "Resposta: sobram R$ 1.027,00.\n\nEspero ter ajudado! Qualquer dúvida, é só perguntar.", "pt: 'I hope I helped! Any doubt, just ask'"),
    g("r_it_anzi", "A", "375", "wrong", "answer_is", IT + "La risposta è 375. Anzi no, le matite rotte erano 75: 432 − 75 = 357.", "it: 'the answer is 375. Rather no, the broken pencils were 75: 357'"),
    g("r_tr_duzeltme", "A", "1134", "wrong", "hash", TR + "#### 1134\n\nDüzeltme: indirim %18 olmalıydı: 1.350 × 0,18 = 243 TL, yani 1.350 − 243 = 1.107 TL.", "tr: 'Correction: the discount should have been 18 %: ... so 1.107 TL'"),
    g("r_ar_tashih", "A", "1504", "wrong", "answer_is", AR + "الإجابة: 1504 برتقالة.\n\nتصحيح: عدد الصناديق 45 وليس 47، إذن 45 × 32 = 1440 برتقالة.", "ar: 'Answer: 1504 oranges. Correction: the boxes are 45, not 47, so 45 × 32 = 1440 oranges'"),
    g("r_hi_ok_closing", "B", "222000", "correct", "answer_is", HI + "अतः कुल वेतन ₹2,22,000 है।\n\nउम्मीद है यह मदद करेगा! 😊", "hi: 'hence the total salary is Rs 2,22,000. Hope this helps!'"),
    g("r_vi_ok_closing", "B", "7410000", "correct", "answer_is", VI + "Vậy đáp số là 7.410.000 đồng.\n\nChúc bạn học tốt!", "vi: 'so the answer is 7.410.000 dong. Good luck with your studies!'"),
    g("r_pl_ok_user_turn", "B", "217", "correct", "hash", PL + "#### 217" + IM_USER + "Dzięki! A ile przejedzie w 5 godzin?", "pl: an invented next user turn ('thanks! and how far in 5 hours?') after the committed answer"),
    g("r_uk_ok_llama_turn", "B", "112", "correct", "answer_is", UK + "Відповідь: 112 кг." + EOT_USER + "А скільки кілограмів продали?", "uk: 'Answer: 112 kg.' then an invented Llama-3 user turn ('and how many kilograms were sold?')"),
    m("r_m_zh_ok_dengdeng", "B", G_ZH, "correct", "boxed", M_ZH[:-1] + r" = \frac{31}{36}$。" + "\n\n答案：$\\boxed{\\frac{31}{36}}$\n\n等等，我再检查一下：21 + 10 = 31，分母 36 不变，没问题。", "zh: 'wait, let me check again: 21 + 10 = 31, denominator 36 unchanged, no problem'"),
    m("r_m_ja_machigai", "A", G_JA, "wrong", "boxed", M_JA + r" $= 121\pi$" + "\n\n答え：$\\boxed{121\\pi}$\n\nすみません、間違えました。$11$ は直径なので半径は $\\frac{11}{2}$、面積は $\\boxed{\\frac{121}{4}\\pi}$ です。", "ja: 'sorry, I made a mistake. 11 is the diameter, so the radius is 11/2 and the area is 121\\pi/4'"),
    m("r_m_ko_ok_restart_cut", "B", G_KO, "correct", "boxed", M_KO + "\n\n따라서 해는 $\\boxed{(7, \\infty)}$입니다.\n\n다시 한 번 풀어 보겠습니다. $2x - 5 > 9$에서 양변에", "ko: 'so the solution is (7, \\infty). Let me solve it once more. From 2x - 5 > 9, on both sides' — a restart cut off after the committed answer"),
    m("r_m_el_ok_new_problem", "B", G_EL, "correct", "boxed", M_EL + "\n\nΆρα $x \\in \\boxed{\\{-5, 13\\}}$.\n\n**Άσκηση 2.** Να λυθεί η εξίσωση $|x + 1| = 3$.\n\nΈχουμε $x + 1 = 3$ ή $x + 1 = -3$, άρα $\\boxed{-4, 2}$.", "el: 'so x ∈ {-5, 13}. Exercise 2: solve |x + 1| = 3 ... -4, 2' — a self-set new problem after the answer; the answer to the question posed is {-5, 13}"),
    m("r_m_uk_withdraw", "A", G_UK, "no_answer", "boxed", M_UK + r" $= \boxed{58}$." + "\n\nНі, стоп, це неправильно — треба перевірити основу системи числення.", "uk: 'no, stop, this is wrong — I have to check the base of the numeral system'; the box withdrawn, nothing new"),
    m("r_m_he_ok_user", "B", G_HE, "correct", "boxed", M_HE + r" $= \frac{3660}{2} = 1830$." + "\n\nהתשובה: $\\boxed{1830}$" + IM_USER + "מה הסכום מ-1 עד 100?", "he: 'the answer: 1830' then an invented user turn ('what is the sum from 1 to 100?')"),
    m("r_m_tr_minerva_check", "B", G_TR, "correct", "minerva", M_TR + r" $= \frac{1}{\frac{4}{7}} = \frac{7}{4}$." + "\n\n" + MINERVA.format("$\\frac{7}{4}$") + "\n\nKontrol: $\\frac{7}{4} \\cdot \\frac{4}{7} = 1$ ✓", "tr working, a Minerva line, then 'Kontrol' (check) ✓"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_zh_cankao", "A", "347", "wrong", "answer_is", ZH_SLIP + "参考答案是 347，但我算出来是 383。\n答：383 个。", "zh: 'the reference answer is 347, but I got 383. Answer: 383'"),
    g("q_zh_ok_tongxue", "B", "347", "correct", "answer_is", ZH + "有同学说答案是 383，但他把 95 看成了 59。\n答：347 个。", "zh: 'a classmate said 383, but he read 95 as 59. Answer: 347'"),
    g("q_ja_karini", "A", "5260", "no_answer", "none", "問題文が途中で切れているようです。仮に合計が5260円だとすると、ペンの本数を確かめる必要があります。問題文の全体を送っていただけますか？", "ja: 'the problem seems cut off. Supposing the total were 5260 yen, we would need to check the number of pens. Could you send the whole problem?' — only a supposition"),
    g("q_ja_ok_moshi", "B", "5260", "correct", "answer_is", JA + "もしペンが3本なら5115円になりますが、問題では4本なので、答えは5260円です。", "ja: 'if there were 3 pens it would be 5115 yen, but the problem has 4, so the answer is 5260 yen'"),
    g("q_ru_uchebnik", "A", "89.95", "wrong", "answer_is", RU_SLIP + "В учебнике ответ «89,95 руб.», но у меня получилось 88,06 руб.\nОтвет: 88,06 руб.", "ru: 'the textbook's answer is «89,95 rub.», but I got 88,06 rub. Answer: 88,06 rub.'"),
    g("q_ru_ok_opechatka", "B", "89.95", "correct", "answer_is", RU + "В учебнике ответ «88,06», но это опечатка: 12,85 · 7 = 89,95.\nОтвет: 89,95 руб.", "ru: 'the textbook says «88,06», but that is a misprint ... Answer: 89,95 rub.'"),
    g("q_es_si_fueran", "A", "42300", "wrong", "answer_is", "Si fueran 18 días, serían 2.350 × 18 = 42.300 botellas; pero el enunciado dice 16 días, así que la respuesta es 2.350 × 16 = 37.600 botellas.", "es: 'if it were 18 days it would be 42.300 bottles; but the statement says 16 days, so the answer is 37.600' (the gold assumes 18 days; the model's answer is 37.600)"),
    g("q_es_ok_cita", "B", "42300", "correct", "hash", "> «Una fábrica produce 2.350 botellas al día. ¿Cuántas botellas produce en 18 días?»\n\n" + ES + "#### 42300", "es: the problem quoted first («A factory produces 2.350 bottles a day. How many in 18 days?»)"),
    g("q_de_du_schriebst", "A", "91.6", "wrong", "answer_is", "Du hast geschrieben: „Die Antwort ist 91,60 €.“ Das kann ich leider nicht bestätigen.\n\n" + DE_SLIP + "Die Familie zahlt 66,60 €.", "de: 'you wrote: \"the answer is 91,60 EUR.\" Unfortunately I cannot confirm that. ... The family pays 66,60 EUR'"),
    g("q_de_loesungsheft", "A", "91.6", "no_answer", "none", "Laut Lösungsheft:\n> #### 91,60\n\nIch kann den Rechenweg dazu leider nicht nachvollziehen, weil die Preise in der Aufgabe fehlen.", "de: 'according to the answer book: > #### 91,60. Unfortunately I cannot follow the working because the prices are missing' — only a quotation, no own answer"),
    g("q_fr_corrige", "A", "155", "no_answer", "none", "D'après le corrigé que vous mentionnez, la réponse serait 155, mais je n'arrive pas à retrouver ce résultat sans connaître le nombre de poules vendues.", "fr: 'according to the answer key you mention the answer would be 155, but I cannot get that result without the number of hens sold' — a reported claim only"),
    g("q_fr_ok_hypo_after", "B", "155", "correct", "answer_is", FR + "La réponse est 155 poules.\n\nSi le fermier n'avait pas racheté de poules, il lui en resterait 117.", "fr: 'the answer is 155 hens. If the farmer had not bought hens, he would have 117 left' — a hypothetical after the committed answer"),
    g("q_pt_parts_last_other", "A", "1027", "wrong", "hash", "(a) Aluguel: 0,35 × 1.580 = R$ 553,00\n(b) Sobra: 1.580 − 553 = R$ 1.027,00\n\n#### 553", "pt: parts (a) rent 553 and (b) remainder 1.027, but the final #### is 553"),
    g("q_pt_ok_parts", "B", "1027", "correct", "hash", "(a) Aluguel: 0,35 × 1.580 = R$ 553,00\n(b) Sobra: 1.580 − 553 = R$ 1.027,00\n\n#### 1027", "pt: parts (a) rent, (b) remainder; #### the remainder"),
    g("q_pl_user_turn", "A", "217", "wrong", "hash", PL_SLIP + "#### 186" + IM_USER + "Hmm, w odpowiedziach jest 217 km.", "pl: #### 186, then an invented user turn 'hmm, the answer key says 217 km' — not the model's statement"),
    g("q_tr_cevap_anahtari", "A", "1134", "wrong", "answer_is", "Cevap anahtarında 1.134 TL yazıyor ama ben farklı buldum:\n1.350 × 0,18 = 243 TL indirim, 1.350 − 243 = 1.107 TL.\nCevap: 1.107 TL", "tr: 'the answer key says 1.134 TL but I found otherwise ... Answer: 1.107 TL'"),
    g("q_ar_ok_qad_yazunn", "B", "1504", "correct", "answer_is", AR + "قد يظن البعض أن الجواب 1404، لكن الصحيح هو 1504 برتقالة.", "ar: 'some may think the answer is 1404, but the right one is 1504 oranges'"),
    g("q_vi_ban_noi", "A", "7410000", "no_answer", "none", "Bạn nói đáp số là 7.410.000 đồng. Mình chưa chắc lắm, bạn có thể gửi lại đề bài đầy đủ không?", "vi: 'you say the answer is 7.410.000 dong. I am not quite sure, could you send the full problem again?' — a reported claim only"),
    g("q_id_misal", "A", "82500", "no_answer", "truncated", "Misalkan jawabannya Rp82.500. Untuk memeriksanya, kita bagi dengan 6: 82.500 ÷ 6 =", "id: 'suppose the answer is Rp82.500. To check it, we divide by 6: 82.500 ÷ 6 =' — a supposition, cut off"),
    m("q_m_zh_ruguo", "A", G_ZH, "no_answer", "none", "您的问题似乎不完整。请问您能提供完整的题目吗？例如，如果题目是 $\\frac{7}{12} + \\frac{5}{18}$，答案就是 $\\boxed{\\frac{31}{36}}$。", "zh: 'your question seems incomplete. Could you give the whole problem? For example, if the problem were 7/12 + 5/18, the answer would be 31/36' — a box under a hypothetical; debatable: the example happens to be the problem; proposed decision: reject, the model did not answer the problem it was given", True),
    m("q_m_fr_enonce", "A", G_FR, "no_answer", "none", "Vous demandez : « Montrer que le sommet de la parabole est $\\boxed{(3, 4)}$. » Je ne peux pas le vérifier sans l'équation de la parabole.", "fr: 'you ask: «show that the vertex of the parabola is (3, 4).» I cannot check it without the equation' — the box is inside a quotation of the user"),
    m("q_m_ko_ok_example", "B", G_KO, "correct", "boxed", "예를 들어 $x = 8$이면 $2 \\cdot 8 - 5 = 11 > 9$로 성립하고, $x = 7$이면 $9 > 9$가 성립하지 않습니다.\n" + M_KO + "\n\n따라서 해는 $\\boxed{(7, \\infty)}$입니다.", "ko: 'for example x = 8 works, x = 7 does not ... so the solution is (7, \\infty)'"),
    m("q_m_tl_libro", "A", G_TL, "wrong", "boxed", "Ayon sa sagot sa likod ng libro, ang slope ay $\\frac{7}{2}$, pero ang nakuha ko ay $m = \\frac{6 - 2}{19 - 5} = \\frac{4}{14} = \\frac{2}{7}$.\n\nKaya ang sagot ay $\\boxed{\\frac{2}{7}}$.", "tl: 'according to the answer at the back of the book the slope is 7/2, but I got 2/7 (run over rise). So the answer is 2/7'"),
    m("q_m_tl_ok_online", "B", G_TL, "correct", "boxed", "Ayon sa isang solusyon online, ang slope ay $\\frac{2}{7}$, pero mali iyon dahil binaligtad ang fraction.\n" + M_TL + r" $= \frac{7}{2}$." + "\n\nKaya ang sagot ay $\\boxed{\\frac{7}{2}}$.", "tl: 'according to a solution online it is 2/7, but that is wrong since the fraction was flipped ... So the answer is 7/2'"),
    m("q_m_cs_ok_kdyby", "B", G_CS, "correct", "boxed", M_CS + "\n\nKdyby nerovnost byla neostrá, výsledek by byl $(-\\infty, -3]$. Zde je ostrá, takže $x \\in \\boxed{(-\\infty, -3)}$.", "cs: 'if the inequality were non-strict the result would be (-\\infty, -3]. Here it is strict, so x ∈ (-\\infty, -3)'"),
    m("q_m_cs_kdyby_only", "A", G_CS, "wrong", "boxed", M_CS + "\n\nKdyby nerovnost byla ostrá, výsledek by byl $(-\\infty, -3)$. Protože je neostrá, platí $x \\in \\boxed{(-\\infty, -3]}$.", "cs: 'if the inequality were strict the result would be (-\\infty, -3). Since it is non-strict, x ∈ (-\\infty, -3]' — the gold only in a hypothetical (the model misreads the strict inequality)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ar_ok_rlm", "B", "1504", "correct", "hash", AR + "\u200f#### 1504\u200f", "right-to-left marks (U+200F) around the #### line, as Arabic text editors insert"),
    g("b_he_ok_rle", "B", "89", "correct", "answer_is", HE + "תשובה: \u202b89\u202c עפרונות.", "he: 'Answer: 89 pencils' with the number wrapped in RLE/PDF embedding controls (U+202B, U+202C)"),
    g("b_sv_ok_nbsp", "B", "12900", "correct", "hash", SV.replace("4 300", "4\u00a0300").replace("12 900", "12\u00a0900") + "#### 12\u00a0900", "sv: a no-break space (U+00A0) as thousands separator"),
    g("b_fr_ok_nnbsp", "B", "12900", "correct", "answer_is", "Le loyer est de 4\u202f300\u00a0€ par mois, donc pour trois mois : 3 × 4\u202f300 = 12\u202f900\u00a0€.\n\nLa réponse est 12\u202f900\u00a0€.", "fr: a narrow no-break space (U+202F) as thousands separator, as French typography writes"),
    g("b_ja_ok_fullwidth", "B", "5260", "correct", "answer_is", JA + "答え：５２６０円", "ja: full-width digits ５２６０ = 5260"),
    g("b_ja_fullwidth_other", "A", "5260", "wrong", "answer_is", JA_SLIP + "答え：５１１５円", "ja: full-width digits ５１１５ = 5115"),
    g("b_zh_ok_ideographic_space", "B", "347", "correct", "hash", ZH + "####　３４７", "an ideographic space (U+3000) and full-width digits after ####"),
    g("b_hi_ok_devanagari", "B", "222000", "correct", "hash", HI + "#### २२२०००", "hi: Devanagari digits २२२००० = 222000"),
    g("b_th_digits_other", "A", "323", "wrong", "hash", TH + "#### ๓๒๒", "th: Thai digits ๓๒๒ = 322"),
    g("b_fa_ok_digits", "B", "437", "correct", "hash", FA + "#### ۴۳۷", "fa: Persian digits ۴۳۷ = 437"),
    g("b_fa_digits_other", "A", "437", "wrong", "hash", FA + "#### ۴۷۳", "fa: Persian digits ۴۷۳ = 473, digits swapped"),
    g("b_fa_ok_arabic_mix", "B", "437", "correct", "answer_is", FA + "پاسخ: \u0664\u06f3\u06f7", "fa: the Arabic-Indic four ٤ (U+0664) mixed with the Persian ۳ and ۷ (U+06F3, U+06F7), as an Arabic keyboard layout writes it: still 437"),
    g("b_bn_ok_digits", "B", "720", "correct", "hash", BN + "#### ৭২০", "bn: Bengali digits ৭২০ = 720"),
    g("b_zh_ok_zwsp", "B", "347", "correct", "hash", ZH + "#### 34\u200b7", "a zero-width space (U+200B) inside 347, a tokenizer artefact"),
    g("b_vi_ok_crlf", "B", "7410000", "correct", "hash", (VI + "Đáp số: 7.410.000 đồng\n#### 7410000").replace("\n", "\r\n"), "vi: CRLF line ends"),
    g("b_id_ok_bom", "B", "82500", "correct", "hash", "\ufeff" + ID + "#### 82500", "a BOM first"),
    g("b_el_ok_tab", "B", "55", "correct", "hash", EL + "####\t55", "a tab after ####"),
    g("b_el_greek_qmark", "A", "55", "wrong", "answer_is", EL + "Ή μήπως 33\u037e", "el: '(so the boys are 88 − 33 = 55.) Or perhaps 33?' with the Greek question mark U+037E (looks like ';'): a hedge after the answer; debatable: the afterthought may be read as mere doubt; proposed decision: reject, a hedge between two values is wrong", True),
    g("b_ko_nul_other", "A", "893", "wrong", "hash", KO_SLIP + "#### 84\x006", "a NUL inside 846"),
    g("b_zh_loop", "A", "347", "no_answer", "truncated", ZH.split("\n")[0] + "\n" + "让我们再检查一下。" * 2500, "zh: the working, then 'let us check again.' repeated 2500 times (22,500 characters) and cut: a degenerate loop with no final answer"),
    g("b_vi_ok_emoji", "B", "7410000", "correct", "answer_is", VI + "✅ **Đáp số: 7.410.000 đồng** 🎉", "vi: emoji around the bold answer"),
    m("b_m_el_ok_minus_sign", "B", G_EL, "correct", "boxed", M_EL + "\n\nΆρα $\\boxed{\u22125, 13}$.", "the Unicode minus sign U+2212 in the box"),
    m("b_m_ar_ok_digits", "B", G_AR, "correct", "boxed", M_AR + " $= 42$.\n\nالجواب: $\\boxed{٤٢}$", "ar: Arabic-Indic digits ٤٢ = 42 in the box"),
    m("b_m_pt_unclosed", "A", G_PT, "no_answer", "truncated", M_PT + " $= 462$.\n\nPortanto, a resposta é $\\boxed{46", "pt: cut inside the box"),
    m("b_m_it_ok_nbsp", "B", G_IT, "correct", "boxed", M_IT + ".\n\nLa risposta è $\\boxed{-\\frac{\\sqrt{2}}{2}}$\u00a0.", "it: a stray no-break space (U+00A0) before the final full stop"),
    m("b_m_fa_ok_rlm", "B", G_FA, "correct", "boxed", M_FA + "\n\nپاسخ: \u200e$\\boxed{(7, 4)}$\u200e", "fa: 'Answer:' with left-to-right marks (U+200E) around the LaTeX"),
    m("b_m_th_ok", "B", G_TH, "correct", "boxed", M_TH + " $= 14$\n\nดังนั้น ค่าเฉลี่ยคือ $\\boxed{14}$", "th: 'therefore the mean is 14' (no spaces between Thai words)"),

    # ================================================================ more: R1 and Qwen closings, mixed languages
    m("r_m_zh_ok_r1final", "B", G_ZH, "correct", "boxed", th("嗯，我需要计算 $\\frac{7}{12} + \\frac{5}{18}$。12 和 18 的最小公倍数是 36。\n" + M_ZH[:-1] + r" = \frac{31}{36}$。31 是质数，不能再约分。" + "\n") + "\n" + M_ZH[:-1] + r" = \frac{31}{36}$。" + "\n\n" + r1final(r"\frac{31}{36}"), "zh thinking and working, then an English R1-distill '**Final Answer**' box (mixed languages)"),
    m("r_m_zh_r1final_budui", "A", G_ZH, "wrong", "boxed", M_ZH[:-1] + r" = \frac{31}{36}$。" + "\n\n" + r1final(r"\frac{31}{36}") + "\n\n不对，我把分母弄错了：$12$ 和 $18$ 的公分母应该取 $72$，所以答案是 $\\boxed{\\frac{31}{72}}$。", "zh: after the Final Answer box, 'not right, I got the denominator wrong: the common denominator of 12 and 18 should be 72, so the answer is 31/72' — a later (wrong) box"),
    m("t_m_id_ok_qbox", "B", G_ID, "correct", "boxed", M_ID + r" $= \frac{63}{2}$." + "\n\n" + qbox(r"\frac{63}{2}", "Jadi, jawabannya adalah"), "id: Qwen-style closing 'so the answer is \\(\\boxed{63/2}\\)'"),
    m("t_m_id_qbox_other", "A", G_ID, "wrong", "boxed", r"Luas segitiga $= \text{alas} \times \text{tinggi} = 9 \cdot 7 = 63$." + "\n\n" + qbox("63", "Jadi, luasnya adalah"), "id: 'so the area is 63' — the 1/2 forgotten"),
    g("h_hi_ok_hinglish", "B", "222000", "correct", "hash", "Monthly salary ₹18,500 hai, toh 12 months ka total = 18,500 × 12 = ₹2,22,000.\nYaani total salary two lakh twenty-two thousand rupees hai.\n#### 222000", "Hinglish (Hindi in Latin script mixed with English): 'so the total salary is two lakh twenty-two thousand rupees'"),
    g("t_zh_ok_mixed", "B", "347", "correct", "tag", th("Okay, 先算总数：26 × 17 = 442。Then subtract 95: 442 − 95 = 347。\n") + "<answer>答案是 347（There are 347 apples left.）</answer>", "zh/en mixed thinking and tag: 'the answer is 347 (there are 347 apples left)'"),
    g("r_ko_tag_then_retract", "A", "893", "wrong", "tag", th(KO) + "<answer>893쪽</answer>\n\n잠깐, 문제를 다시 읽어 보니 18일 동안 읽었네요. 정답은 47 × 18 = 846쪽입니다.", "ko: after the tag, 'wait, rereading the problem, it was read for 18 days. The answer is 846 pages'"),
    g("q_ja_ok_keigo_quote", "B", "5260", "correct", "answer_is", "「ノートを6冊とペンを4本買うと、いくらになりますか。」という問題ですね。\n\n" + JA + "\nしたがって、答えは **5260円** です。", "ja: the problem quoted in 「」 ('this is the problem \"...how much for 6 notebooks and 4 pens?\"'), then 'therefore the answer is 5260 yen'"),

    # ================================================================ more kind A (balance), mostly MATH
    m("t_m_he_other", "A", G_HE, "wrong", "tag", th(r"סכום המספרים מ-1 עד 59 הוא $\frac{59 \cdot 60}{2} = 1770$." + "\n") + "<answer>הסכום הוא 1770.</answer>", "he: 'the sum is 1770' (summed to 59)"),
    m("t_m_tl_other", "A", G_TL, "wrong", "tag", th(r"$m = \frac{6 - 2}{19 - 5} = \frac{4}{14} = \frac{2}{7}$" + "\n") + r"<answer>Ang slope ay $\frac{2}{7}$.</answer>", "tl: 'the slope is 2/7' (run over rise)"),
    m("h_m_uk_other", "A", G_UK, "wrong", "hash", r"$213_5 = 2 \cdot 5^2 + 1 \cdot 5 + 3 = 25 + 5 + 3 = 33$" + "\nВідповідь: #### 33", "uk: 'Answer: #### 33' (2 · 25 taken as 25)"),
    m("n_m_fa_nist", "A", G_FA, "no_answer", "answer_is", M_FA + "\n\nاما با جایگذاری در معادلهٔ اول: $7 + 4 = 12 \\neq 11$... صبر کنید، پس پاسخ $(7, 4)$ نیست.", "fa: 'but substituting in the first equation: 7 + 4 = 12 ≠ 11 (an addition slip) ... wait, so the answer is not (7, 4)' — the gold negated, nothing after"),
    m("n_m_nl_niet", "A", G_NL, "wrong", "boxed", r"Omdat het verschil in $x$ klein is, kijk ik alleen naar het verschil in $y$: $42 - 2 = 40$." + "\n\nHet antwoord is niet $41$ maar $\\boxed{40}$.", "nl: 'since the difference in x is small, I only look at the difference in y: 40. The answer is not 41 but 40'"),
    m("q_m_he_sefer", "A", G_HE, "wrong", "boxed", "כתוב בספר שהתשובה היא 1830, אבל אני קיבלתי תוצאה אחרת:\n" + r"$\frac{59 \cdot 60}{2} = 1770$." + "\n\nהתשובה: $\\boxed{1770}$", "he: 'the book says the answer is 1830, but I got another result: ... Answer: 1770'"),
    m("q_m_ar_nafrid", "A", G_AR, "no_answer", "none", "لنفترض أن القاسم المشترك الأكبر هو $42$؛ عندئذٍ يجب أن يقسم $42$ كلا العددين. لكنني أحتاج إلى معرفة العدد الثاني لإكمال الحل.", "ar: 'suppose the gcd is 42; then 42 must divide both numbers. But I need to know the second number to complete the solution' — only a supposition"),
    m("r_m_pt_espere", "A", G_PT, "wrong", "boxed", M_PT + r" $= \boxed{462}$." + "\n\nEspere: a ordem importa aqui, então são arranjos, não combinações: $11 \\cdot 10 \\cdot 9 \\cdot 8 \\cdot 7 = \\boxed{55440}$.", "pt: 'wait: order matters here, so these are arrangements, not combinations: 55440'"),
    m("r_m_it_anzi", "A", G_IT, "wrong", "boxed", M_IT + r" $= -\frac{\sqrt{2}}{2}$." + "\n\nLa risposta è $\\boxed{-\\frac{\\sqrt{2}}{2}}$. Anzi, nel secondo quadrante il coseno è positivo, quindi $\\boxed{\\frac{\\sqrt{2}}{2}}$.", "it: 'rather, in the second quadrant the cosine is positive, so \\sqrt2/2' — a wrong correction, the last box"),
    m("b_m_ja_fullwidth_other", "A", G_JA, "wrong", "boxed", "円周の公式を使うと $2\\pi \\cdot 11$ です。\n\n答え：$\\boxed{２２\\pi}$", "ja: full-width digits ２２ = 22: 22\\pi (the circumference)"),
    m("b_m_he_rle_other", "A", G_HE, "wrong", "boxed", r"$\frac{59 \cdot 60}{2} = 1770$" + "\n\nהתשובה: \u202b$\\boxed{1770}$\u202c", "he: 'the answer:' and a box wrapped in RLE/PDF controls; 1770"),
    m("b_m_tr_zwsp_other", "A", G_TR, "wrong", "boxed", r"$S = \frac{1}{1 - \frac{3}{7}} = \frac{7}{3}$" + "\n\nCevap: $\\boxed{\\frac{7}{\u200b3}}$", "tr: 'Answer: 7/3' (1 - 3/7 taken as 3/7) with a zero-width space in the box"),
    g("b_ar_rlm_other", "A", "1504", "wrong", "hash", AR_SLIP + "\u200f#### 1404\u200f", "right-to-left marks around #### 1404"),
    g("b_hi_devanagari_other", "A", "222000", "wrong", "hash", HI.replace("₹2,22,000", "₹2,20,000") + "#### २२००००", "hi: Devanagari digits २२०००० = 220000 (a multiplication slip)"),
    g("b_bn_digits_other", "A", "720", "wrong", "hash", BN.replace("৭২০", "৭০২") + "#### ৭০২", "bn: Bengali digits ৭০২ = 702"),
    g("b_sv_nbsp_other", "A", "12900", "wrong", "hash", SV.replace("12 900", "1\u00a0290") + "#### 1\u00a0290", "sv: 1 290 with a no-break space, a dropped zero"),
    g("u_it_dozzine", "A", "375", "wrong", "answer_is", IT + "La risposta è 375 dozzine di matite.", "it: 'the answer is 375 dozen pencils' = 4500 pencils — the unit word multiplies"),
]
# fmt: on

DECISIONS = {
    "t_m_pl_tag_in_think": (
        "reject",
        "the tag is only the plan inside a thinking block that is cut off; no answer was given",
    ),
    "h_es_ok_dot_thousands": (
        "accept",
        "Spanish writes thousands with a dot; the working 2.350 × 18 = 42.300 makes the grouping plain",
    ),
    "h_it_hedge": (
        "reject",
        "a hedge in the phrase is two final answers (README: a hedge is wrong)",
    ),
    "u_ru_kopeks": (
        "reject",
        "the number stated is 8995 in kopecks; the problem's unit (roubles) gives 89.95",
    ),
    "u_m_es_radians": (
        "reject",
        "the gold is in degrees; 6\\pi radians is another number (round 1)",
    ),
    "q_m_zh_ruguo": (
        "reject",
        "a box under a hypothetical after asking for the problem is no answer",
    ),
    "b_el_greek_qmark": (
        "reject",
        "a hedge after the answer ('or perhaps 33?') is two final answers",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam66", CASES, [], DECISIONS)
