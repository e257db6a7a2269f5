r"""Build adversarial_redteam100.jsonl: a hundredth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam100", issue 25), written by a NEW helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any earlier
multilingual round, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed
over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat,
reasoning and RL models write them: the language's answer phrases (答案是 / 答え： / 정답: / Ответ: /
Respuesta: / Antwort: / Cevap: / الجواب / उत्तर / Đáp án / Jawaban / Απάντηση / תשובה / Odpověď /
Svar / คำตอบ / উত্তর / Sagot ...), number writing (decimal commas, dot / space / Indian lakh
grouping, native digits: full-width, Arabic-Indic, Persian, Devanagari, Bengali, Thai), scale words
(万, 만, тысяч, mil, lakh, ribu, nghìn, hezar ...), counted nouns, classifiers and units, negation
idioms whose negator FOLLOWS the number (Japanese ではない, Korean 이/가 아니라, Turkish değil, Hindi
नहीं, Bengali নয়, Persian نیست), correction idioms (等等 / 訂正 / 정정 / Поправка / Corrección /
Korrektur / Düzeltme / تصحيح / Ralat / Oprava ...), checks and closings after the answer, reported
and hypothetical speech (conditional / Konjunktiv / subjunctive), answer tags holding sentences in
the language, and mixed-language outputs. 25 languages, both paths, all eight classes.

Problems, golds and hand-checked arithmetic (each language's working is written in it):
GSM8K path
- zh: 13 boxes of 27 apples, 64 eaten: 27*13 = 351, 351 - 64 = 287 (slip: 46 eaten -> 305).
- ja: 7 notebooks at 185 yen, paid 2000: 185*7 = 1295, 2000 - 1295 = 705 (slip 185*7 "1259" -> 741;
  8 notebooks: 1480 -> 520).
- ko: 12 apples at 650 won, paid 10,000: 7,800, change 2,200 (13 apples: 8,450 -> 1,550).
- ru: 92 km/h for 3.5 h: 322 km (3 h: 276 km).
- uk: 3 crates of 49 kg, 68 kg sold: 147 - 68 = 79 (86 sold: 61).
- es: 7 kg at 2,35 EUR: 16,45 (price 2,53: 17,71).
- pt: R$ 1.250 a month for 12 months plus a 13th salary: 15.000 + 1.250 = 16.250 (no 13th: 15.000;
  10 months: 12.500 + 1.250 = 13.750).
- fr: 38 pages a day for 17 days: 646 (36 pages: 612).
- de: 45 crates of 24 bottles, 137 broken: 1.080 - 137 = 943 (173 broken: 907).
- it: 15 % off 380 EUR: 57 off, 323 (25 %: 95 off, 285).
- nl: 3 rolls of 12,25 m: 36,75 (12,5 m: 37,5).
- pl: 18 rows of 26 chairs, 325 taken: 468 - 325 = 143 (352 taken: 116).
- tr: 6 books at 43,50 TL: 261 (43 TL: 258).
- ar: 152 students, 3/8 boys: 152 / 8 = 19, 19 * 3 = 57 boys, 95 girls (160 students: 60, 100).
- fa: 5 kg rice at 125,000 toman: 625,000 (120,000: 600,000). 1 toman = 10 rial.
- hi: rent 47,500 for 3 months: 1,42,500 = 142500 = 1.425 lakh (2 months: 95,000; 1.42 lakh = 142000).
- bn: 15 packets of 24 biscuits, 47 eaten: 360 - 47 = 313 (74 eaten: 286).
- vi: 12 notebooks at 8.500 dong: 102.000 (8.000: 96.000).
- id: 16 pens at Rp4.750: Rp76.000 (15 pens: 71.250).
- th: 8 trays of 30 eggs, 17 broken: 240 - 17 = 223 (27 broken: 213).
- el: 3 tickets at 17,80 EUR: 53,40 (18,70: 56,10).
- he: 7 rows of 19 chairs: 133 (17 a row: 119).
- cs: 1 360 CZK less 3 tickets at 285: 1360 - 855 = 505 (2 tickets: 1360 - 570 = 790).
- sv: 3 degrees C falling 1,5 an hour for 5 hours: 3 - 7,5 = -4,5 (read as rising: 10,5).
- tl: 4 boxes of 36 mangoes, 89 sold: 144 - 89 = 55 (98 sold: 46).
MATH path
- zh: x^2 - 5x - 14 = (x - 7)(x + 2) = 0 -> -2, 7 (49 - 35 - 14 = 0; 4 + 10 - 14 = 0).
- ja: two dice summing to 9: (3,6), (4,5), (5,4), (6,3): 4/36 = 1/9 (0.111 rounded).
- ko: sqrt 180 = sqrt(36 * 5) = 6 sqrt 5 (about 13.416).
- ru: 5 + 9 + ... + 81: n = 76/4 + 1 = 20, S = 20 * 86 / 2 = 860 (n = 19 slip: 817).
- uk: 2^(x+1) = 32 = 2^5 -> x = 4.
- es: cone r = 3, h = 5: (1/3) pi 9 5 = 15 pi (about 47.12; pi r^2 h = 45 pi).
- pt: 300 degrees = 300 pi / 180 = 5 pi / 3 (about 5.236).
- fr: 7/12 + 5/16 = 28/48 + 15/48 = 43/48 (about 0.896).
- de: x^2 < 9 -> -3 < x < 3 = (-3, 3).
- it: (4 - 3i)^2 = 16 - 24i - 9 = 7 - 24i.
- nl: circle of radius 9: 81 pi (about 254.47).
- pl: C(9, 3) = 504 / 6 = 84.
- tr: 0.(45) = 45/99 = 5/11 (0.45 = 9/20 is not it).
- ar: slope through (2, 5), (6, -3): -8/4 = -2.
- fa: |2x - 3| = 7 -> x = 5 or x = -2.
- hi: sqrt 75 + sqrt 12 = 5 sqrt 3 + 2 sqrt 3 = 7 sqrt 3 (about 12.124; sqrt 87 about 9.327).
- vi: det [[4, -1], [3, 2]] = 8 + 3 = 11.
- id: x + 2y = 11, 3x - y = 5 -> (3, 4) (3 + 8 = 11, 9 - 4 = 5).
- th: 2/3 + 3/4 = 8/12 + 9/12 = 17/12 = 1 5/12 (about 1.4167).
- el: 101101_2 = 32 + 8 + 4 + 1 = 45.
- he: lcm(12, 18) = 2^2 * 3^2 = 36 (gcd 6).
- cs: interior angles of a heptagon: 5 * 180 = 900 degrees (= 5 pi radians).
- sv: f(x) = 3x - 4, f^{-1}(11): 3x - 4 = 11 -> x = 5 (f(11) = 29).
Golds were grepped in the earlier red-team files first; most (287, 705, 2200, 16.45, 16250, 943,
36.75, 625000, 142500, 102000, 76000, 53.4, 505, -4.5, 860, 43/48, (-3, 3), the pair "-2, 5", 17/12) appear in
no earlier round; the rest are small MATH values.

Id prefixes (class): `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness (number
writing, rounding, approximations, scale words that keep the value); `n_` negation, strike-out,
annotation; `u_` unit / counted-noun / scale words after the number; `r_` retractions and harmless
after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a JSON corpus can hold (native
and full-width digits, bidi marks, odd spaces; no lone surrogates, no NUL). Then the language code
(ISO 639-1: zh ja ko ru uk es pt fr de it nl pl tr ar fa hi bn vi id th el he cs sv tl). `_m_` marks
a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md "How labels were made" and round 21): the model's LAST COMMITTED final
answer decides. A value it withdraws, negates, or only mentions as a hypothetical, a quotation or
someone else's claim is not its answer. A hedge between two values, or two different final answers,
is `wrong`. The gold negated or struck with nothing else stated is `no_answer`; a box the model
itself marks wrong is `wrong`. A value equal to the gold mathematically (decimal comma, native
digits, grouping, number words, scale words: 2천2백 = 2200, 1,42,500 = 142500, 625 هزار = 625000)
is `correct`; an approximation of an exact gold, or a rounded decimal, is `wrong`. A check or a
closing after a committed answer does not replace it. Text in an invented next turn does not count.
Every non-English text has an English gloss in its note. Debatable probes carry `debatable: true`
and the proposed decision in the note.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam100.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ working, batch 1
# zh: 27*13 = 351; 351 - 64 = 287 (slip 351 - 46 = 305)
ZH = "每箱有 27 个苹果，一共 13 箱，所以共有 27 × 13 = 351 个苹果。\n吃掉了 64 个，还剩 351 − 64 = 287 个。\n"
ZH_SLIP = "每箱有 27 个苹果，一共 13 箱，所以共有 27 × 13 = 351 个苹果。\n吃掉了 46 个，还剩 351 − 46 = 305 个。\n"
# zh MATH: x^2 - 5x - 14 = (x - 7)(x + 2); 49 - 35 - 14 = 0, 4 + 10 - 14 = 0
G_ZHM = "-2, 7"
ZHM = (
    r"因式分解：$x^2 - 5x - 14 = (x - 7)(x + 2) = 0$，所以 $x - 7 = 0$ 或 $x + 2 = 0$，即 $x = 7$ 或 $x = -2$。"
    + "\n"
)
# ja: 185*7 = 1295; 2000 - 1295 = 705 (slip 1259 -> 741)
JA = "ノート1冊は185円なので、7冊で 185 × 7 = 1295円です。\n2000円払ったので、おつりは 2000 − 1295 = 705円です。\n"
JA_SLIP = "ノート1冊は185円なので、7冊で 185 × 7 = 1259円です。\n2000円払ったので、おつりは 2000 − 1259 = 741円です。\n"
# ja MATH: sums of 9: (3,6),(4,5),(5,4),(6,3): 4/36 = 1/9
G_JAM = r"\frac{1}{9}"
JAM = r"2個のサイコロの目の出方は全部で $6 \times 6 = 36$ 通りです。和が 9 になるのは $(3,6), (4,5), (5,4), (6,3)$ の 4 通りなので、確率は $\frac{4}{36}$"
JAM_SLIP = r"2個のサイコロの目の出方は全部で $6 \times 6 = 36$ 通りです。和が 9 になるのは $(3,6), (4,5), (5,4), (6,3), (4,4)$ の 5 通りなので、確率は $\frac{5}{36}$"
# ko: 650*12 = 7800; 10000 - 7800 = 2200 (13 apples: 8450 -> 1550)
KO = "사과 한 개에 650원이므로 12개는 650 × 12 = 7,800원입니다.\n10,000원을 냈으므로 거스름돈은 10,000 − 7,800 = 2,200원입니다.\n"
KO_SLIP = "사과 한 개에 650원이므로 13개는 650 × 13 = 8,450원입니다.\n10,000원을 냈으므로 거스름돈은 10,000 − 8,450 = 1,550원입니다.\n"
# ko MATH: 180 = 36 * 5, sqrt180 = 6 sqrt5 (~13.416)
G_KOM = r"6\sqrt{5}"
KOM = r"$180 = 36 \times 5$이므로 $\sqrt{180} = \sqrt{36} \times \sqrt{5}$"
# ru: 92 * 3.5 = 322 (3 h: 276)
RU = "Скорость поезда 92 км/ч, время в пути 3,5 ч.\nРасстояние: 92 · 3,5 = 322 км.\n"
RU_SLIP = "Скорость поезда 92 км/ч, время в пути 3 ч.\nРасстояние: 92 · 3 = 276 км.\n"
# ru MATH: a1 = 5, d = 4, an = 81: n = 76/4 + 1 = 20, S = 86 * 20 / 2 = 860 (n = 19 slip: 817)
G_RUM = "860"
RUM = r"Это арифметическая прогрессия: $a_1 = 5$, $d = 4$, $a_n = 81$. Число членов: $n = \frac{81 - 5}{4} + 1 = 20$. Сумма: $S_{20} = \frac{(5 + 81) \cdot 20}{2}$"
RUM_SLIP = r"Это арифметическая прогрессия: $a_1 = 5$, $d = 4$, $a_n = 81$. Число членов: $n = \frac{81 - 5}{4} = 19$. Сумма: $S_{19} = \frac{(5 + 81) \cdot 19}{2}$"

# ================================================================ working, batch 2
# uk: 3 * 49 = 147; 147 - 68 = 79 (slip: 86 sold -> 61)
UK = "У трьох ящиках по 49 кг картоплі: 3 · 49 = 147 кг.\nПродали 68 кг, отже залишилося 147 − 68 = 79 кг.\n"
UK_SLIP = "У трьох ящиках по 49 кг картоплі: 3 · 49 = 147 кг.\nПродали 86 кг, отже залишилося 147 − 86 = 61 кг.\n"
# uk MATH: 2^(x+1) = 32 = 2^5 -> x + 1 = 5 -> x = 4
G_UKM = "4"
UKM = r"Оскільки $32 = 2^5$, маємо $2^{x+1} = 2^5$, тобто $x + 1 = 5$."
# es: 7 * 2.35 = 16.45 (price misread 2.53: 17.71)
ES = "El kilo de tomates cuesta 2,35 €, así que 7 kilos cuestan 7 × 2,35 = 16,45 €.\n"
ES_SLIP = "El kilo de tomates cuesta 2,53 €, así que 7 kilos cuestan 7 × 2,53 = 17,71 €.\n"
# es MATH: cone r = 3, h = 5: (1/3) * pi * 9 * 5 = 15 pi (~47.12)
G_ESM = r"15\pi"
ESM = r"El volumen del cono es $V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 3^2 \cdot 5 = \frac{45\pi}{3}"
# pt: 1250 * 12 = 15000; + 1250 (13th salary) = 16250
PT = "Ela recebe R$ 1.250,00 por mês, então em 12 meses recebe 12 × 1.250 = R$ 15.000,00.\nSomando o 13º salário de R$ 1.250,00: 15.000 + 1.250 = R$ 16.250,00.\n"
PT_NO13 = "Ela recebe R$ 1.250,00 por mês, então em 12 meses recebe 12 × 1.250 = R$ 15.000,00.\n"
# pt MATH: 300 * pi / 180 = 5 pi / 3
G_PTM = r"\frac{5\pi}{3}"
PTM = r"Para converter graus em radianos, multiplicamos por $\frac{\pi}{180}$: $300 \cdot \frac{\pi}{180} = \frac{300\pi}{180}"
# fr: 38 * 17 = 646 (36 pages misread: 612)
FR = "Pierre lit 38 pages par jour pendant 17 jours, soit 38 × 17 = 646 pages.\n"
FR_SLIP = "Pierre lit 36 pages par jour pendant 17 jours, soit 36 × 17 = 612 pages.\n"
# fr MATH: 7/12 + 5/16 = 28/48 + 15/48 = 43/48 (~0.8958)
G_FRM = r"\frac{43}{48}"
FRM = r"Le dénominateur commun de $12$ et $16$ est $48$ : $\frac{7}{12} + \frac{5}{16} = \frac{28}{48} + \frac{15}{48}"
# de: 45 * 24 = 1080; 1080 - 137 = 943 (137 misread 173: 907)
DE = "Der Händler hat 45 Kisten mit je 24 Flaschen, also 45 · 24 = 1.080 Flaschen.\n137 Flaschen gehen zu Bruch: 1.080 − 137 = 943 Flaschen.\n"
DE_SLIP = "Der Händler hat 45 Kisten mit je 24 Flaschen, also 45 · 24 = 1.080 Flaschen.\n173 Flaschen gehen zu Bruch: 1.080 − 173 = 907 Flaschen.\n"
# de MATH: x^2 < 9 <=> |x| < 3 <=> -3 < x < 3
G_DEM = "(-3, 3)"
DEM = r"Es gilt $x^2 < 9 \iff |x| < 3 \iff -3 < x < 3$."
# it: 15 % of 380 = 57; 380 - 57 = 323 (25 % slip: 95 -> 285)
IT = (
    "Lo sconto è il 15% di 380 €, cioè 380 × 0,15 = 57 €.\nIl prezzo scontato è 380 − 57 = 323 €.\n"
)
# it MATH: (4 - 3i)^2 = 16 - 24i + 9i^2 = 7 - 24i
G_ITM = "7 - 24i"
ITM = r"Sviluppiamo il quadrato: $(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i - 9"

# ================================================================ working, batch 3
# nl: 3 * 12.25 = 36.75 (12.5 misread: 37.5)
NL = "Elke rol is 12,25 meter, dus 3 rollen zijn samen 3 × 12,25 = 36,75 meter.\n"
NL_SLIP = "Elke rol is 12,5 meter, dus 3 rollen zijn samen 3 × 12,5 = 37,5 meter.\n"
# nl MATH: r = 9, pi * 81 = 81 pi (~254.47)
G_NLM = r"81\pi"
NLM = r"De oppervlakte van een cirkel is $\pi r^2 = \pi \cdot 9^2"
# pl: 18 * 26 = 468; 468 - 325 = 143 (352 misread: 116)
PL = "Jest 18 rzędów po 26 krzeseł, czyli 18 · 26 = 468 krzeseł.\nZajętych jest 325, więc wolnych jest 468 − 325 = 143.\n"
PL_SLIP = "Jest 18 rzędów po 26 krzeseł, czyli 18 · 26 = 468 krzeseł.\nZajętych jest 352, więc wolnych jest 468 − 352 = 116.\n"
# pl MATH: C(9, 3) = 9*8*7/6 = 504/6 = 84
G_PLM = "84"
PLM = r"Wybieramy 3 osoby z 9: $9 \cdot 8 \cdot 7 = 504$ ustawień, a ponieważ kolejność nie ma znaczenia, dzielimy przez $3! = 6$"
# tr: 6 * 43.50 = 261 (43 misread: 258)
TR = "Bir kitap 43,50 TL olduğuna göre 6 kitap 6 × 43,50 = 261 TL eder.\n"
TR_SLIP = "Bir kitap 43 TL olduğuna göre 6 kitap 6 × 43 = 258 TL eder.\n"
# tr MATH: 0.(45) = 45/99 = 5/11
G_TRM = r"\frac{5}{11}"
TRM = r"$x = 0.\overline{45}$ olsun. $100x = 45.\overline{45}$ olduğundan $99x = 45$, yani $x = \frac{45}{99}$"
# ar: 152 / 8 * 3 = 57 boys; 152 - 57 = 95 girls
AR = "عدد الطلاب ١٥٢، وثلاثة أثمانهم أولاد: ١٥٢ × ٣ ÷ ٨ = ٥٧ ولدًا.\nإذن عدد البنات = ١٥٢ − ٥٧ = ٩٥ بنتًا.\n"
AR_W = "عدد الطلاب 152، وثلاثة أثمانهم أولاد: 152 × 3 ÷ 8 = 57 ولدًا.\nإذن عدد البنات = 152 − 57 = 95 بنتًا.\n"
# ar MATH: slope through (2, 5), (6, -3): (-3 - 5) / (6 - 2) = -8 / 4 = -2
G_ARM = "-2"
ARM = r"الميل يساوي $m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{-3 - 5}{6 - 2} = \frac{-8}{4}"
# fa: 5 * 125,000 = 625,000 toman (120,000 misread: 600,000)
FA = "قیمت هر کیلو برنج ۱۲۵٬۰۰۰ تومان است، پس ۵ کیلو برنج می‌شود ۵ × ۱۲۵٬۰۰۰ = ۶۲۵٬۰۰۰ تومان.\n"
FA_SLIP = "قیمت هر کیلو برنج ۱۲۰٬۰۰۰ تومان است، پس ۵ کیلو برنج می‌شود ۵ × ۱۲۰٬۰۰۰ = ۶۰۰٬۰۰۰ تومان.\n"
# fa MATH: |2x - 3| = 7: 2x - 3 = 7 -> x = 5; 2x - 3 = -7 -> x = -2
G_FAM = "-2, 5"
FAM = r"$|2x - 3| = 7$ یعنی $2x - 3 = 7$ یا $2x - 3 = -7$؛ پس $x = 5$ یا $x = -2$." + "\n"
# hi: 3 * 47,500 = 1,42,500 (two months: 95,000)
HI = "हर महीने का किराया ₹47,500 है, इसलिए 3 महीनों का किराया 3 × 47,500 = ₹1,42,500 होगा।\n"
HI_SLIP = "हर महीने का किराया ₹47,500 है, इसलिए 2 महीनों का किराया 2 × 47,500 = ₹95,000 होगा।\n"
# hi MATH: sqrt75 + sqrt12 = 5 sqrt3 + 2 sqrt3 = 7 sqrt3 (~12.124); not sqrt87 (~9.327)
G_HIM = r"7\sqrt{3}"
HIM = r"$\sqrt{75} = 5\sqrt{3}$ और $\sqrt{12} = 2\sqrt{3}$, इसलिए $\sqrt{75} + \sqrt{12} = 5\sqrt{3} + 2\sqrt{3}"

# ================================================================ working, batch 4
# bn: 24 * 15 = 360; 360 - 47 = 313 (74 misread: 286)
BN = "প্রতি প্যাকেটে ২৪টি বিস্কুট, ১৫টি প্যাকেটে মোট ২৪ × ১৫ = ৩৬০টি বিস্কুট।\n৪৭টি খাওয়া হলে বাকি থাকে ৩৬০ − ৪৭ = ৩১৩টি।\n"
BN_SLIP = "প্রতি প্যাকেটে ২৪টি বিস্কুট, ১৫টি প্যাকেটে মোট ২৪ × ১৫ = ৩৬০টি বিস্কুট।\n৭৪টি খাওয়া হলে বাকি থাকে ৩৬০ − ৭৪ = ২৮৬টি।\n"
# vi: 12 * 8,500 = 102,000 dong (8,000 misread: 96,000)
VI = "Mỗi quyển vở giá 8.500 đồng, nên 12 quyển giá 12 × 8.500 = 102.000 đồng.\n"
VI_SLIP = "Mỗi quyển vở giá 8.000 đồng, nên 12 quyển giá 12 × 8.000 = 96.000 đồng.\n"
# vi MATH: det [[4, -1], [3, 2]] = 4*2 - (-1)*3 = 8 + 3 = 11
G_VIM = "11"
VIM = r"Định thức của ma trận là $\det A = 4 \cdot 2 - (-1) \cdot 3 = 8 + 3"
# id: 16 * 4,750 = 76,000 rupiah (15 misread: 71,250)
ID = "Harga satu pulpen Rp4.750, jadi 16 pulpen harganya 16 × Rp4.750 = Rp76.000.\n"
ID_SLIP = "Harga satu pulpen Rp4.750, jadi 15 pulpen harganya 15 × Rp4.750 = Rp71.250.\n"
# id MATH: x + 2y = 11, 3x - y = 5: y = 3x - 5, 7x - 10 = 11, x = 3, y = 4 (3 + 8 = 11, 9 - 4 = 5)
G_IDM = "(3, 4)"
IDM = (
    r"Dari $3x - y = 5$ diperoleh $y = 3x - 5$. Substitusi: $x + 2(3x - 5) = 11$, sehingga $7x = 21$, $x = 3$ dan $y = 3 \cdot 3 - 5 = 4$."
    + "\n"
)
# th: 8 * 30 = 240; 240 - 17 = 223 (27 misread: 213)
TH = "ไข่ 1 แผงมี 30 ฟอง 8 แผงจึงมี 8 × 30 = 240 ฟอง\nไข่แตก 17 ฟอง เหลือ 240 − 17 = 223 ฟอง\n"
TH_SLIP = "ไข่ 1 แผงมี 30 ฟอง 8 แผงจึงมี 8 × 30 = 240 ฟอง\nไข่แตก 27 ฟอง เหลือ 240 − 27 = 213 ฟอง\n"
# th MATH: 2/3 + 3/4 = 8/12 + 9/12 = 17/12 (~1.4167)
G_THM = r"\frac{17}{12}"
THM = r"หา ค.ร.น. ของ 3 และ 4 ได้ 12 ดังนั้น $\frac{2}{3} + \frac{3}{4} = \frac{8}{12} + \frac{9}{12}"
# el: 3 * 17.80 = 53.40 (18.70 misread: 56.10)
EL = "Κάθε εισιτήριο κοστίζει 17,80 €, άρα τα 3 εισιτήρια κοστίζουν 3 × 17,80 = 53,40 €.\n"
EL_SLIP = "Κάθε εισιτήριο κοστίζει 18,70 €, άρα τα 3 εισιτήρια κοστίζουν 3 × 18,70 = 56,10 €.\n"
# el MATH: 101101_2 = 32 + 8 + 4 + 1 = 45
G_ELM = "45"
ELM = r"$101101_2 = 1 \cdot 2^5 + 0 \cdot 2^4 + 1 \cdot 2^3 + 1 \cdot 2^2 + 0 \cdot 2^1 + 1 \cdot 2^0 = 32 + 8 + 4 + 1"
# he: 7 * 19 = 133 (17 misread: 119)
HE = "באולם יש 7 שורות ובכל שורה 19 כיסאות, ולכן יש 7 × 19 = 133 כיסאות.\n"
HE_SLIP = "באולם יש 7 שורות ובכל שורה 17 כיסאות, ולכן יש 7 × 17 = 119 כיסאות.\n"
# he MATH: lcm(12, 18): 12 = 2^2 * 3, 18 = 2 * 3^2 -> 2^2 * 3^2 = 36
G_HEM = "36"
HEM = r"$12 = 2^2 \cdot 3$ ו־$18 = 2 \cdot 3^2$, ולכן $\operatorname{lcm}(12, 18) = 2^2 \cdot 3^2"
# cs: 3 * 285 = 855; 1360 - 855 = 505 (two tickets: 570 -> 790)
CS = "Tři lístky stojí 3 · 285 = 855 Kč.\nZbude mu 1 360 − 855 = 505 Kč.\n"
CS_SLIP = "Dva lístky stojí 2 · 285 = 570 Kč.\nZbude mu 1 360 − 570 = 790 Kč.\n"
# cs MATH: heptagon: (7 - 2) * 180 = 900 degrees
G_CSM = "900"
CSM = r"Součet vnitřních úhlů $n$-úhelníku je $(n - 2) \cdot 180^\circ$, pro sedmiúhelník $(7 - 2) \cdot 180^\circ"
# sv: 3 - 5 * 1.5 = 3 - 7.5 = -4.5
SV = "Temperaturen sjunker 1,5 grader per timme i 5 timmar, alltså 5 · 1,5 = 7,5 grader.\nSlutlig temperatur: 3 − 7,5 = −4,5 °C.\n"
SV_UP = "Temperaturen stiger 1,5 grader per timme i 5 timmar, alltså 5 · 1,5 = 7,5 grader.\nSlutlig temperatur: 3 + 7,5 = 10,5 °C.\n"
# sv MATH: f(x) = 3x - 4 = 11 -> 3x = 15 -> x = 5
G_SVM = "5"
SVM = (
    r"Vi söker $x$ så att $f(x) = 11$: $3x - 4 = 11 \Rightarrow 3x = 15 \Rightarrow x = 5$." + "\n"
)
# tl: 4 * 36 = 144; 144 - 89 = 55 (98 misread: 46)
TL = "May 36 na mangga sa bawat kahon, kaya 4 × 36 = 144 na mangga lahat.\nNaibenta ang 89, kaya 144 − 89 = 55 na mangga ang natira.\n"
TL_SLIP = "May 36 na mangga sa bawat kahon, kaya 4 × 36 = 144 na mangga lahat.\nNaibenta ang 98, kaya 144 − 98 = 46 na mangga ang natira.\n"

# fmt: off
CASES = [
    # ---------------------------------------------------------------- zh (Chinese)
    g("t_zh_sentence_other", "A", "287", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩 305 个苹果。</answer>", "tag sentence 'still 305 apples left': 305, not 287"),
    g("t_zh_ok_sentence", "B", "287", "correct", "tag", th(ZH) + "<answer>还剩 287 个苹果。</answer>", "tag sentence 'still 287 apples left'"),
    g("n_zh_strike", "A", "287", "no_answer", "hash", ZH + "最终答案：~~287~~", "'final answer:' with the gold struck through and nothing else"),
    g("n_zh_ok_bushi_ershi", "B", "287", "correct", "answer_is", ZH + "注意：答案不是 351 − 46 = 305，而是 287。", "'note: the answer is not 351 - 46 = 305 but 287' (不是…而是 = not … but)"),
    g("u_zh_ok_classifier", "B", "287", "correct", "answer_is", ZH + "答：还剩287个苹果。", "'Answer: 287 (classifier 个) apples left', no spaces"),
    g("x_zh_ok_hanzi_numerals", "B", "287", "correct", "answer_is", ZH + "答：还剩二百八十七个苹果。", "Chinese numerals 二百八十七 = 287"),
    g("r_zh_dengdeng", "A", "287", "wrong", "answer_is", ZH + "答案：287\n\n等等，我再看一下题目……吃掉的是 46 个，不是 64 个。重新计算：351 − 46 = 305。\n答案：305", "'wait, let me re-read … 46 were eaten, not 64. recompute: 305. Answer: 305'"),
    g("r_zh_ok_check", "B", "287", "correct", "answer_is", ZH + "答案：287\n\n检验：287 + 64 = 351，351 ÷ 13 = 27 ✓\n希望对你有帮助！", "check after the answer, then 'hope this helps!'"),
    g("q_zh_tongxue", "A", "287", "wrong", "answer_is", "有同学认为答案是 287，但他把 46 看成了 64。\n" + ZH_SLIP + "所以答案是 305。", "'a classmate thinks the answer is 287, but he read 46 as 64 … so the answer is 305'"),
    g("h_zh_ok_phrase_hash", "B", "287", "correct", "hash", ZH + "所以答案是：#### 287", "'so the answer is: #### 287'"),
    g("h_zh_phrase_hash_other", "A", "287", "wrong", "hash", ZH_SLIP + "所以答案是：#### 305", "'so the answer is: #### 305'"),
    g("b_zh_ok_fullwidth", "B", "287", "correct", "answer_is", ZH + "答：还剩２８７个。", "full-width digits ２８７"),
    m("t_m_zh_ok_sentence", "B", G_ZHM, "correct", "tag", th(ZHM) + "<answer>方程的解为 $x = -2$ 或 $x = 7$。</answer>", "'the solutions of the equation are x = -2 or x = 7': both roots, 或 = or listing the solution set"),
    m("t_m_zh_one_root", "A", G_ZHM, "wrong", "tag", th(ZHM) + "<answer>$x = 7$（舍去负根）</answer>", "'x = 7 (negative root discarded)': the equation has no constraint, one root only"),
    m("x_m_zh_ok_order", "B", G_ZHM, "correct", "boxed", ZHM + r"综上，方程的解为 $\boxed{7, -2}$。", "'in summary, the solutions are 7, -2': order swapped"),
    m("r_m_zh_ok_verify", "B", G_ZHM, "correct", "boxed", ZHM + r"所以答案是 $\boxed{-2, 7}$。" + "\n\n验证：$7^2 - 5 \\cdot 7 - 14 = 0$ ✓，$(-2)^2 + 10 - 14 = 0$ ✓。", "verification (验证) of both roots after the box"),
    m("q_m_zh_ruguo", "A", G_ZHM, "wrong", "boxed", r"如果常数项是 $+14$，那么 $x^2 - 5x + 14 = 0$ 没有实数解；但题目中常数项是 $-14$，" + r"$x^2 - 5x - 14 = (x - 7)(x + 2)$，所以 $\boxed{7}$。", "'if the constant were +14 there would be no real root; but it is -14, … so 7': the final box has one root only"),
    # ---------------------------------------------------------------- ja (Japanese)
    g("n_ja_dewanaku_other", "A", "705", "wrong", "answer_is", JA_SLIP + "答えは705円ではなく、741円です。", "'the answer is not 705 yen but 741 yen' (ではなく = not, after the number)"),
    g("n_ja_ok_dewanaku", "B", "705", "correct", "answer_is", JA + "答えは741円ではなく、705円です。", "'the answer is not 741 yen but 705 yen'"),
    g("n_ja_dewaarimasen", "A", "705", "no_answer", "answer_is", JA_SLIP + "したがって、おつりは705円ではありません。", "'therefore the change is NOT 705 yen' (ではありません = is not, after the number), nothing else stated"),
    g("u_ja_ok_yen", "B", "705", "correct", "answer_is", JA + "答え：705円", "'Answer: 705 yen' (円 attached)"),
    g("x_ja_approx", "A", "705", "wrong", "answer_is", JA + "答え：約700円", "'Answer: about 700 yen' (約 = about): rounded"),
    g("r_ja_teisei", "A", "705", "wrong", "answer_is", JA + "答え：705円\n\n訂正：ノートは8冊でした。185 × 8 = 1480円、2000 − 1480 = 520円。\n答え：520円", "'correction: it was 8 notebooks … Answer: 520 yen'"),
    g("r_ja_ok_kakunin", "B", "705", "correct", "answer_is", JA + "**答え：705円**\n\n確認：705 + 1295 = 2000 ✓", "'check: 705 + 1295 = 2000' after the answer"),
    g("q_ja_kaitourei", "A", "705", "wrong", "answer_is", JA_SLIP + "解答例には「705円」とありますが、私の計算では741円になります。\n答え：741円", "'the model answer says \"705 yen\", but by my calculation it is 741 yen. Answer: 741 yen'"),
    g("t_ja_ok_sentence", "B", "705", "correct", "tag", th(JA) + "<answer>おつりは705円です。</answer>", "tag sentence 'the change is 705 yen'"),
    g("b_ja_ok_fullwidth_yen", "B", "705", "correct", "answer_is", JA + "答え：７０５円", "full-width digits with 円"),
    m("x_m_ja_ok_unsimplified", "B", G_JAM, "correct", "boxed", JAM + r" $= \boxed{\frac{1}{9}}$ です。", "'… is 1/9'"),
    m("x_m_ja_decimal", "A", G_JAM, "wrong", "boxed", JAM + r" $\approx \boxed{0.111}$ です。", "0.111 is not 1/9 (a rounded decimal for an exact gold)"),
    m("t_m_ja_sentence_other", "A", G_JAM, "wrong", "tag", th(JAM_SLIP) + r"<answer>求める確率は $\frac{5}{36}$ です。</answer>", "'the required probability is 5/36' ((4,4) wrongly counted)"),
    m("q_m_ja_ok_omou", "B", G_JAM, "correct", "boxed", "「和が9なら確率は 1/6 では？」と思うかもしれませんが、" + JAM + r" $= \frac{1}{9}$。よって答えは $\boxed{\frac{1}{9}}$ です。", "'you might think \"isn't it 1/6?\", but … so the answer is 1/9'"),
    # ---------------------------------------------------------------- ko (Korean)
    g("n_ko_anira_other", "A", "2200", "wrong", "answer_is", KO_SLIP + "따라서 답은 2,200원이 아니라 1,550원입니다.", "'so the answer is not 2,200 won but 1,550 won' (이/가 아니라 = not, after the number)"),
    g("n_ko_ok_anira", "B", "2200", "correct", "answer_is", KO + "따라서 답은 1,550원이 아니라 2,200원입니다.", "'so the answer is not 1,550 won but 2,200 won'"),
    g("x_ko_ok_cheon_baek", "B", "2200", "correct", "prose_sentence", KO + "따라서 거스름돈은 2천2백 원입니다.", "'so the change is 2천2백 won' = 2 thousand 2 hundred = 2200"),
    g("r_ko_jeongjeong", "A", "2200", "wrong", "answer_is", KO + "정답: 2,200원\n\n정정: 사과는 13개였습니다. 650 × 13 = 8,450원, 10,000 − 8,450 = 1,550원.\n최종 답: 1,550원", "'correction: there were 13 apples … final answer: 1,550 won'"),
    g("r_ko_ok_closing", "B", "2200", "correct", "answer_is", KO + "**정답: 2,200원**\n\n도움이 되셨길 바랍니다! 더 궁금한 점이 있으면 물어보세요. 😊", "'Answer: 2,200 won' then 'hope this helped! ask if you have more questions'"),
    g("t_ko_hedge", "A", "2200", "wrong", "tag", th(KO) + "<answer>2,200원 또는 1,550원</answer>", "'2,200 won or 1,550 won' (또는 = or): a hedge"),
    g("t_ko_ok_dap", "B", "2200", "correct", "tag", th(KO) + "<answer>답: 2,200원</answer>", "'answer: 2,200 won' in the tag"),
    m("x_m_ko_ok", "B", G_KOM, "correct", "boxed", KOM + r" $= 6\sqrt{5}$입니다." + "\n\n따라서 답은 $\\boxed{6\\sqrt{5}}$입니다.", "'so the answer is 6√5' (입니다 = is)"),
    m("x_m_ko_decimal", "A", G_KOM, "wrong", "boxed", KOM + r" $\approx 13.42$이므로 답은 $\boxed{13.42}$입니다.", "a decimal (13.416…) for the exact 6√5"),
    m("n_m_ko_teullim", "A", G_KOM, "wrong", "boxed", KOM + r" $= \boxed{6\sqrt{5}}$ (틀림)", "debatable: the model marks its own box '(틀림)' = wrong, nothing after; proposed wrong (round 21: a box the model itself marks wrong is wrong), no_answer also defensible", True),
    # ---------------------------------------------------------------- ru (Russian)
    g("n_ru_ne_a", "A", "322", "wrong", "answer_is", RU_SLIP + "Ответ: не 322, а 276 км.", "'Answer: not 322 but 276 km' (не … а = not … but)"),
    g("n_ru_ok_ne_a", "B", "322", "correct", "answer_is", RU + "Ответ: не 276, а 322 км.", "'Answer: not 276 but 322 km'"),
    g("u_ru_ok_km", "B", "322", "correct", "answer_is", RU + "**Ответ:** 322 км.", "'Answer: 322 km'"),
    g("r_ru_popravka", "A", "322", "wrong", "answer_is", RU + "Ответ: 322 км.\n\nПоправка: поезд был в пути 3 часа, а не 3,5. Тогда 92 · 3 = 276 км.\nОтвет: 276 км.", "'Correction: the train travelled 3 hours, not 3.5 … Answer: 276 km'"),
    g("r_ru_ok_proverka", "B", "322", "correct", "answer_is", RU + "Ответ: 322 км.\n\nПроверка: 322 : 3,5 = 92 км/ч ✓. Надеюсь, это поможет!", "'Check: 322 : 3.5 = 92 km/h. Hope this helps!'"),
    g("q_ru_uchebnik", "A", "322", "wrong", "answer_is", RU_SLIP + "В ответах учебника указано 322 км, но у меня получилось 276 км.\nОтвет: 276 км.", "'the textbook answers say 322 km, but I got 276 km. Answer: 276 km'"),
    g("q_ru_ok_esli_by", "B", "322", "correct", "answer_is", RU + "Если бы поезд шёл 3 часа, он проехал бы 276 км, но он шёл 3,5 часа.\nОтвет: 322 км.", "'if the train had gone 3 hours it would have covered 276 km, but it went 3.5. Answer: 322 km'"),
    g("t_ru_ok_otvet", "B", "322", "correct", "tag", th(RU) + "<answer>Ответ: 322 км</answer>", "'Answer: 322 km' in the tag"),
    g("h_ru_ok_otvet_hash", "B", "322", "correct", "hash", RU + "Ответ: #### 322", "'Answer: #### 322'"),
    m("h_m_ru_ok_otvet", "B", G_RUM, "correct", "answer_is", RUM + " $= 860$.\n\n**Ответ:** $860$.", "'Answer: 860'"),
    m("r_m_ru_oshibka", "A", G_RUM, "wrong", "boxed", RUM + r" $= 860$. Ответ: $\boxed{860}$." + "\n\nОй, ошибка: число членов " + r"$n = \frac{81 - 5}{4} = 19$, тогда $S = \frac{86 \cdot 19}{2} = 817$." + "\nОтвет: $\\boxed{817}$.", "'oops, a mistake: the number of terms is 19 … Answer: 817' (the recount is itself wrong, but it is the final answer)"),
    m("q_m_ru_ok_uchitel", "B", G_RUM, "correct", "boxed", "Учитель говорил, что ответ 817, но он забыл прибавить единицу. " + RUM + r" $= 860$. Ответ: $\boxed{860}$.", "'the teacher said the answer is 817 but forgot to add one … Answer: 860'"),
    # ---------------------------------------------------------------- uk (Ukrainian)
    g("n_uk_ne_a", "A", "79", "wrong", "answer_is", UK_SLIP + "Відповідь: не 79, а 61 кг.", "'Answer: not 79 but 61 kg'"),
    g("u_uk_ok_kilogramiv", "B", "79", "correct", "prose_sentence", UK + "Отже, залишилося 79 кілограмів картоплі.", "'so 79 kilograms of potatoes are left'"),
    g("r_uk_ok_perevirka", "B", "79", "correct", "answer_is", UK + "Відповідь: 79 кг.\n\nПеревірка: 79 + 68 = 147 ✓", "'Answer: 79 kg. Check: 79 + 68 = 147'"),
    g("r_uk_vybachte", "A", "79", "wrong", "answer_is", UK + "Відповідь: 79 кг.\n\nВибачте, я помилився: продали 86 кг. 147 − 86 = 61.\nВідповідь: 61 кг.", "'sorry, I made a mistake: 86 kg were sold … Answer: 61 kg'"),
    m("t_m_uk_ok_chain", "B", G_UKM, "correct", "tag", th(UKM + "\n") + "<answer>x + 1 = 5, отже x = 4</answer>", "'x + 1 = 5, hence x = 4'"),
    m("t_m_uk_other", "A", G_UKM, "wrong", "tag", th(UKM + "\n") + r"<answer>$2^5 = 32$, тому $x = 5$</answer>", "'2^5 = 32, so x = 5': the exponent taken for x"),
    m("q_m_uk_pomylka", "A", G_UKM, "no_answer", "none", "Типова помилка — написати $x = 4$, не перевіривши умову. " + UKM + " Далі потрібно перевірити, чи не змінює щось основа…", "'a typical mistake is to write x = 4 without checking the condition … then we need to check whether the base changes anything…': the gold only as a 'typical mistake', no answer given; debatable: proposed no_answer (the gold is only named as an error to avoid)", True),
    # ---------------------------------------------------------------- es (Spanish)
    g("x_es_ok_comma", "B", "16.45", "correct", "answer_is", ES + "La respuesta es 16,45 €.", "decimal comma: 16,45 = 16.45"),
    g("x_es_rounded", "A", "16.45", "wrong", "answer_is", ES + "Respuesta: unos 16,5 €.", "'Answer: about 16.5 €': rounded"),
    g("n_es_sino", "A", "16.45", "wrong", "answer_is", ES_SLIP + "La respuesta no es 16,45 €, sino 17,71 €.", "'the answer is not 16.45 € but 17.71 €' (no … sino = not … but)"),
    g("n_es_ok_sino", "B", "16.45", "correct", "answer_is", ES + "La respuesta no es 17,71 €, sino 16,45 €.", "'the answer is not 17.71 € but 16.45 €'"),
    g("q_es_ok_si_fuera", "B", "16.45", "correct", "answer_is", ES + "Si el precio fuera 2,53 €, pagaría 17,71 €, pero el precio es 2,35 €.\n**Respuesta:** 16,45 €", "'if the price were 2.53 € he would pay 17.71 €, but it is 2.35 €. Answer: 16.45 €' (subjunctive hypothetical)"),
    g("q_es_si_fuera_only", "A", "16.45", "no_answer", "none", "Si el kilo costara 2,35 €, 7 kilos costarían 16,45 €. Sin embargo, el enunciado no indica el precio del kilo, así que no se puede calcular.", "'if a kilo cost 2.35 €, 7 kilos would cost 16.45 €. However the statement does not give the price, so it cannot be computed': hypothetical then refusal"),
    g("t_es_ok_sentence", "B", "16.45", "correct", "tag", th(ES) + "<answer>Pagará 16,45 euros.</answer>", "'he will pay 16.45 euros'"),
    g("r_es_correccion", "A", "16.45", "wrong", "answer_is", ES + "Respuesta: 16,45 €\n\nCorrección: releyendo el enunciado, el precio es 2,53 € el kilo, así que 7 × 2,53 = 17,71 €.\nRespuesta final: 17,71 €", "'correction: re-reading, the price is 2.53 € … final answer: 17.71 €'"),
    g("r_es_ok_espero", "B", "16.45", "correct", "answer_is", ES + "Respuesta: 16,45 €\n\n¡Espero que te sirva! Si tienes otra duda, aquí estoy.", "'hope it helps! if you have another question, I am here'"),
    g("h_es_ok_hash_comma", "B", "16.45", "correct", "hash", ES + "La respuesta es: #### 16,45", "'the answer is: #### 16,45' (decimal comma after ####)"),
    m("x_m_es_ok_box", "B", G_ESM, "correct", "boxed", ESM + r" = 15\pi$. La respuesta es $\boxed{15\pi}$.", "'the answer is 15π'"),
    m("x_m_es_decimal_comma", "A", G_ESM, "wrong", "boxed", ESM + r" = 15\pi \approx \boxed{47{,}12}$ cm³.", "47,12 (decimal comma) is a rounded 15π"),
    m("u_m_es_ok_cm3", "B", G_ESM, "correct", "boxed", ESM + r"$, es decir, $\boxed{15\pi \text{ cm}^3}$.", "15π with the unit cm³ in the box"),
    # ---------------------------------------------------------------- pt (Portuguese)
    g("x_pt_ok_reais", "B", "16250", "correct", "answer_is", PT + "Resposta: R$ 16.250,00", "Brazilian money format: dot thousands, comma cents"),
    g("x_pt_ok_mil", "B", "16250", "correct", "prose_sentence", PT + "Portanto, ela recebe 16,25 mil reais no ano.", "'so she earns 16.25 thousand reais in the year' (mil = thousand): 16250"),
    g("u_pt_mil_scale", "A", "16250", "wrong", "prose_sentence", PT + "Portanto, ela recebe 16.250 mil reais no ano.", "'16.250 mil reais' = 16,250 thousand = 16,250,000: a scale word that changes the value"),
    g("r_pt_ops", "A", "16250", "wrong", "answer_is", PT + "Resposta: R$ 16.250,00\n\nOps, o enunciado diz que ela começou em março, então são só 10 meses: 10 × 1.250 + 1.250 = R$ 13.750,00.\nResposta: R$ 13.750,00", "'oops, she started in March, so only 10 months … Answer: 13,750' (10*1250 + 1250 = 13750)"),
    g("q_pt_ok_sem_13", "B", "16250", "correct", "answer_is", PT + "**Resposta: R$ 16.250,00**\n\nObservação: sem o 13º, seriam R$ 15.000,00.", "'note: without the 13th salary it would be 15,000' after the answer"),
    g("h_pt_resposta_hash_other", "A", "16250", "wrong", "hash", PT_NO13 + "Resposta: #### 15.000", "'Answer: #### 15.000' = 15000 (13th salary forgotten)"),
    m("x_m_pt_ok_rad", "B", G_PTM, "correct", "boxed", PTM + r" = \frac{5\pi}{3}$ rad. Resposta: $\boxed{\frac{5\pi}{3}}$", "'Answer: 5π/3' after '… rad'"),
    m("r_m_pt_espere", "A", G_PTM, "wrong", "boxed", PTM + r" = \frac{5\pi}{3}$. Resposta: $\boxed{\frac{5\pi}{3}}$" + "\n\nEspere, simplifiquei errado: $\\frac{300}{180} = \\frac{5}{6}$, logo a resposta é $\\boxed{\\frac{5\\pi}{6}}$.", "'wait, I simplified wrong: 300/180 = 5/6, so the answer is 5π/6' (the 'correction' is itself wrong, and it is final)"),
    # ---------------------------------------------------------------- fr (French)
    g("n_fr_nest_pas_mais", "A", "646", "wrong", "answer_is", FR_SLIP + "La réponse n'est pas 646 mais 612.", "'the answer is not 646 but 612'"),
    g("n_fr_ok_ce_nest_pas", "B", "646", "correct", "answer_is", FR + "Ce n'est pas 612, c'est 646 : la réponse est 646 pages.", "'it is not 612, it is 646: the answer is 646 pages'"),
    g("u_fr_ok_reponse_colon", "B", "646", "correct", "answer_is", FR + "**Réponse :** 646 pages.", "French typography 'Réponse :' with a space before the colon"),
    g("q_fr_camarade", "A", "646", "wrong", "answer_is", "Mon camarade trouve 646, mais je pense qu'il s'est trompé de nombre de pages.\n" + FR_SLIP + "Réponse : 612 pages.", "'my classmate gets 646, but I think he got the pages wrong … Answer: 612 pages'"),
    g("r_fr_ok_bon_courage", "B", "646", "correct", "answer_is", FR + "Réponse : 646 pages.\n\nVérification : 646 ÷ 17 = 38 ✓. Bon courage !", "'check: 646 ÷ 17 = 38. Good luck!'"),
    g("t_fr_ok_phrase", "B", "646", "correct", "tag", th(FR) + "<answer>Pierre a lu 646 pages en tout.</answer>", "'Pierre read 646 pages in all'"),
    m("x_m_fr_ok_dfrac", "B", G_FRM, "correct", "boxed", FRM + r" = \dfrac{43}{48}$. La somme vaut $\boxed{\dfrac{43}{48}}$.", "'the sum is 43/48' with \\dfrac"),
    m("x_m_fr_virgule", "A", G_FRM, "wrong", "answer_is", FRM + r" = \frac{43}{48}$, soit environ $0{,}90$. La réponse est $0{,}90$.", "'i.e. about 0.90. The answer is 0.90': a rounded decimal (43/48 = 0.8958…)"),
    # ---------------------------------------------------------------- de (German)
    g("n_de_sondern", "A", "943", "wrong", "answer_is", DE_SLIP + "Die Antwort ist nicht 943, sondern 907.", "'the answer is not 943 but 907' (nicht … sondern)"),
    g("n_de_ok_sondern", "B", "943", "correct", "answer_is", DE + "Die Antwort ist nicht 907, sondern 943.", "'the answer is not 907 but 943'"),
    g("u_de_ok_flaschen", "B", "943", "correct", "answer_is", DE + "**Antwort:** Es bleiben 943 Flaschen übrig.", "'Answer: 943 bottles are left'"),
    g("q_de_waere", "A", "943", "wrong", "answer_is", "Die Antwort wäre 943, wenn 137 Flaschen zerbrochen wären – laut Aufgabe sind es aber 173.\n" + DE_SLIP + "Antwort: 907 Flaschen", "'the answer WOULD be 943 if 137 bottles had broken, but the task says 173 … Answer: 907' (Konjunktiv II)"),
    g("q_de_ok_haette", "B", "943", "correct", "answer_is", DE + "Antwort: 943 Flaschen.\n\nOhne den Bruch hätte er 1.080 Flaschen gehabt.", "'Answer: 943 bottles. Without the breakage he would have had 1,080' (Konjunktiv after the answer)"),
    g("n_de_strike_other", "A", "943", "wrong", "answer_is", DE_SLIP + "Antwort: ~~943~~ 907 Flaschen", "the gold struck, 907 after"),
    g("r_de_ok_probe", "B", "943", "correct", "answer_is", DE + "Antwort: 943 Flaschen\n\nProbe: 943 + 137 = 1.080 ✓ Viel Erfolg!", "'check (Probe): 943 + 137 = 1,080. Good luck!' (1.080 with a thousands dot)"),
    m("x_m_de_ok_french_interval", "B", G_DEM, "correct", "boxed", DEM + r" Die Lösungsmenge ist $L = \boxed{]-3; 3[}$.", "'the solution set is ]-3; 3[' (the continental notation for the open interval (-3, 3)); debatable: proposed correct, ]a; b[ is the standard school notation in French and German", True),
    m("x_m_de_closed", "A", G_DEM, "wrong", "boxed", DEM + r" Die Lösungsmenge ist $\boxed{[-3, 3]}$.", "a closed interval: ±3 do not satisfy x² < 9"),
    m("x_m_de_ok_ineq", "B", G_DEM, "correct", "answer_is", r"Es gilt $x^2 < 9 \iff |x| < 3$. **Antwort:** $-3 < x < 3$.", "'Answer: -3 < x < 3', the interval as an inequality"),
    # ---------------------------------------------------------------- it (Italian)
    g("x_it_ok_euro", "B", "323", "correct", "answer_is", IT + "La risposta è 323,00 euro.", "'the answer is 323.00 euro' (decimal comma)"),
    g("n_it_ok_non_ma", "B", "323", "correct", "answer_is", IT + "Attenzione: la risposta non è 57 € (quello è lo sconto), ma 323 €.", "'careful: the answer is not 57 € (that is the discount) but 323 €'"),
    g("r_it_aspetta", "A", "323", "wrong", "answer_is", IT + "Risposta: 323 €\n\nAspetta, ho letto male: lo sconto è del 25%, quindi 380 × 0,25 = 95 € e il prezzo è 380 − 95 = 285 €.\nRisposta: 285 €", "'wait, I misread: the discount is 25% … Answer: 285 €' (380*0.25 = 95)"),
    g("t_it_sconto", "A", "323", "wrong", "tag", th(IT) + "<answer>Lo sconto è di 57 €.</answer>", "'the discount is 57 €': the tag states the discount, not the price the working found"),
    m("x_m_it_ok", "B", G_ITM, "correct", "boxed", ITM + r" = 7 - 24i$. Quindi il risultato è $\boxed{7 - 24i}$.", "'so the result is 7 - 24i'"),
    m("n_m_it_non_e", "A", G_ITM, "wrong", "boxed", ITM + r" = 7 - 24i$. Quindi $\boxed{7 - 24i}$... no, il risultato non è $7 - 24i$: ho sbagliato il segno di $9i^2$, che è $+9$, quindi $\boxed{25 - 24i}$.", "'… no, the result is not 7 - 24i: I got the sign of 9i² wrong … so 25 - 24i' (a wrong correction, final)"),
    # ---------------------------------------------------------------- nl (Dutch)
    g("x_nl_ok_comma", "B", "36.75", "correct", "answer_is", NL + "Het antwoord is 36,75 meter.", "'the answer is 36.75 metres' (decimal comma)"),
    g("n_nl_niet_maar", "A", "36.75", "wrong", "answer_is", NL_SLIP + "Het antwoord is niet 36,75 maar 37,5 meter.", "'the answer is not 36.75 but 37.5 metres'"),
    g("x_nl_ongeveer", "A", "36.75", "wrong", "answer_is", NL + "Antwoord: ongeveer 37 meter.", "'Answer: about 37 metres' (ongeveer = about): rounded"),
    g("r_nl_wacht", "A", "36.75", "wrong", "answer_is", NL + "Antwoord: 36,75 m\n\nWacht, ik heb me vergist: elke rol is 12,5 meter. 3 × 12,5 = 37,5.\nAntwoord: 37,5 m", "'wait, I made a mistake: each roll is 12.5 m … Answer: 37.5 m'"),
    g("t_nl_ok_zin", "B", "36.75", "correct", "tag", th(NL) + "<answer>Er is in totaal 36,75 meter stof.</answer>", "'there are 36.75 metres of cloth in total'"),
    m("x_m_nl_ok", "B", G_NLM, "correct", "boxed", NLM + r" = \boxed{81\pi}$ cm².", "81π with cm² after the box"),
    m("x_m_nl_decimal", "A", G_NLM, "wrong", "boxed", NLM + r" = 81\pi \approx \boxed{254{,}47}$ cm².", "a rounded decimal (254,47 with a decimal comma) for 81π"),
    # ---------------------------------------------------------------- pl (Polish)
    g("u_pl_ok_krzesel", "B", "143", "correct", "answer_is", PL + "Odpowiedź: Wolne są 143 krzesła.", "'Answer: 143 chairs are free' (krzesła: the plural form Polish uses after numbers ending in 2-4)"),
    g("n_pl_nie_tylko", "A", "143", "wrong", "answer_is", PL_SLIP + "Odpowiedź: nie 143, tylko 116.", "'Answer: not 143, only/but 116'"),
    g("h_pl_ok_odp_hash", "B", "143", "correct", "hash", PL + "Odp.: #### 143", "'Ans.: #### 143' (Odp. = the Polish school abbreviation of Odpowiedź)"),
    g("r_pl_poprawka", "A", "143", "wrong", "answer_is", PL + "Odpowiedź: 143\n\nPoprawka: zajętych krzeseł jest 352, nie 325. 468 − 352 = 116.\nOdpowiedź: 116", "'correction: 352 chairs are taken, not 325 … Answer: 116'"),
    g("q_pl_gdyby_only", "A", "143", "no_answer", "none", "Gdyby zajętych było 325 krzeseł, wolnych byłoby 143. Niestety w treści zadania brakuje liczby zajętych miejsc, więc nie mogę podać odpowiedzi.", "'if 325 chairs were taken, 143 would be free. Unfortunately the task lacks the number of taken seats, so I cannot give an answer'"),
    m("x_m_pl_ok", "B", G_PLM, "correct", "boxed", PLM + r": $\frac{504}{6} = 84$." + "\n\nOdpowiedź: $\\boxed{84}$", "'Answer: 84'"),
    m("r_m_pl_nie_kolejnosc", "A", G_PLM, "wrong", "boxed", PLM + r": $\boxed{84}$." + "\n\nHmm, nie — w zadaniu osoby dostają różne funkcje, więc kolejność ma znaczenie: $\\boxed{504}$.", "'hmm, no — in the task the people get different roles, so order matters: 504': the final box is 504"),
    # ---------------------------------------------------------------- tr (Turkish)
    g("n_tr_degil_other", "A", "261", "wrong", "answer_is", TR_SLIP + "Cevap 261 TL değil, 258 TL.", "'the answer is NOT 261 TL, (it is) 258 TL' (değil = not, AFTER the number)"),
    g("n_tr_ok_degil", "B", "261", "correct", "answer_is", TR + "Cevap 258 TL değil, 261 TL'dir.", "'the answer is not 258 TL, it is 261 TL' (-dir = is)"),
    g("n_tr_degil_only", "A", "261", "no_answer", "answer_is", TR_SLIP + "Yani cevap 261 TL değil.", "'so the answer is NOT 261 TL' and nothing else"),
    g("u_tr_ok_lira", "B", "261", "correct", "prose_sentence", TR + "Sonuç olarak toplam 261 lira ödenir.", "'in conclusion 261 lira is paid in total'"),
    g("x_tr_ok_kurus", "B", "261", "correct", "answer_is", TR + "**Cevap:** 261,00 TL", "'Answer: 261,00 TL' (decimal comma, kuruş)"),
    g("r_tr_duzeltme", "A", "261", "wrong", "answer_is", TR + "Cevap: 261 TL\n\nDüzeltme: kitabın fiyatı 43 TL imiş, 43,50 değil. 6 × 43 = 258 TL.\nCevap: 258 TL", "'correction: the book costs 43 TL, not 43.50 … Answer: 258 TL'"),
    g("t_tr_ok_cumle", "B", "261", "correct", "tag", th(TR) + "<answer>6 kitap için 261 TL ödenir.</answer>", "'261 TL is paid for 6 books'"),
    m("x_m_tr_ok", "B", G_TRM, "correct", "boxed", TRM + r" $= \frac{5}{11}$. Cevap: $\boxed{\frac{5}{11}}$", "'Answer: 5/11'"),
    m("x_m_tr_decimal", "A", G_TRM, "wrong", "boxed", TRM + r". Cevap: $\boxed{0{,}45}$", "0,45 (decimal comma, not repeating) is not 5/11"),
    m("x_m_tr_ok_dir", "B", G_TRM, "correct", "answer_is", TRM + r" $= \frac{5}{11}$. Yani cevap $\frac{5}{11}$'dir.", "'so the answer is 5/11' with the suffix 'dir after the math"),
    # ---------------------------------------------------------------- ar (Arabic)
    g("b_ar_ok_indic", "B", "95", "correct", "answer_is", AR + "الجواب: ٩٥ بنتًا.", "Arabic-Indic digits: 'the answer: ٩٥ (95) girls'"),
    g("u_ar_ok_western", "B", "95", "correct", "answer_is", AR_W + "الجواب: 95 طالبة.", "'the answer: 95 (female) students'"),
    g("n_ar_laysa_bal", "A", "95", "wrong", "answer_is", AR_W + "انتبه: الجواب ليس 95 بل 57، لأن السؤال عن عدد الأولاد.", "'careful: the answer is not 95 but 57, because the question is about the number of boys' (ليس … بل = not … but); the gold (girls) withdrawn"),
    g("n_ar_ok_laysa_bal", "B", "95", "correct", "answer_is", AR_W + "انتبه: الجواب ليس 57 (عدد الأولاد) بل 95.", "'careful: the answer is not 57 (the boys) but 95'"),
    g("t_ar_ok_jumla", "B", "95", "correct", "tag", th(AR) + "<answer>عدد البنات هو ٩٥ بنتًا.</answer>", "'the number of girls is ٩٥ (95)' with Arabic-Indic digits"),
    g("q_ar_qala", "A", "95", "wrong", "answer_is", "قال أحمد إن عدد البنات 95، لكنه أخطأ لأن ثلاثة أثمان الطلاب بنات.\n152 × 3 ÷ 8 = 57\nالجواب: 57", "'Ahmad said the number of girls is 95, but he erred because three eighths are girls … Answer: 57' (reported speech; the model's own answer 57)"),
    g("r_ar_tashih", "A", "95", "wrong", "answer_is", AR_W + "الجواب: 95\n\nتصحيح: عدد الطلاب 160 وليس 152، إذن الأولاد 60 والبنات 100.\nالجواب النهائي: 100", "'correction: there are 160 students, not 152; boys 60, girls 100. Final answer: 100' (160*3/8 = 60)"),
    g("b_ar_ok_rlm", "B", "95", "correct", "answer_is", AR_W + "الجواب: \u200f95\u200f بنتًا.", "right-to-left marks U+200F around 95"),
    m("x_m_ar_ok", "B", G_ARM, "correct", "boxed", ARM + r" = \boxed{-2}$", "the slope -2 boxed after Arabic prose"),
    m("n_m_ar_khata", "A", G_ARM, "wrong", "boxed", ARM + r" = \boxed{-2}$ ✗ خطأ، لأن ترتيب النقاط مقلوب؛ الميل هو $\boxed{2}$.", "'✗ wrong, because the order of the points is reversed; the slope is 2' (a wrong self-correction, final)"),
    m("b_m_ar_ok_indic_box", "B", G_ARM, "correct", "boxed", "الميل يساوي $\\frac{-٨}{٤} = \\boxed{-٢}$", "Arabic-Indic digits in the box: -٢ = -2"),
    # ---------------------------------------------------------------- fa (Persian)
    g("b_fa_ok_persian_digits", "B", "625000", "correct", "answer_is", FA + "پاسخ: ۶۲۵٬۰۰۰ تومان", "'answer: 625,000 toman' in Persian digits with the Arabic thousands separator U+066C"),
    g("x_fa_ok_hezar", "B", "625000", "correct", "prose_sentence", FA + "بنابراین باید ۶۲۵ هزار تومان پرداخت کند.", "'so he must pay 625 thousand toman' (هزار = thousand)"),
    g("n_fa_nist_balke", "A", "625000", "wrong", "answer_is", FA_SLIP + "پاسخ ۶۲۵٬۰۰۰ تومان نیست، بلکه ۶۰۰٬۰۰۰ تومان است.", "'the answer is NOT 625,000 toman but 600,000 toman' (نیست = is not, AFTER the number)"),
    g("n_fa_ok_nist_balke", "B", "625000", "correct", "answer_is", FA + "پاسخ ۶۰۰٬۰۰۰ تومان نیست، بلکه ۶۲۵٬۰۰۰ تومان است.", "'the answer is not 600,000 toman but 625,000 toman'"),
    g("u_fa_rial", "A", "625000", "wrong", "answer_is", FA + "پاسخ: ۶۲۵٬۰۰۰ ریال", "debatable: '625,000 rial' where the working is in toman (1 toman = 10 rial): the unit changes the amount; proposed wrong", True),
    m("t_m_fa_ok", "B", G_FAM, "correct", "tag", th(FAM) + "<answer>$x = 5$ یا $x = -2$</answer>", "'x = 5 or x = -2' (یا = or, listing both roots)"),
    m("t_m_fa_one", "A", G_FAM, "wrong", "tag", th(FAM) + "<answer>$x = 5$</answer>", "one root only"),
    # ---------------------------------------------------------------- hi (Hindi)
    g("x_hi_ok_lakh_grouping", "B", "142500", "correct", "answer_is", HI + "उत्तर: ₹1,42,500", "'Answer: ₹1,42,500' (Indian lakh grouping = 142500)"),
    g("x_hi_ok_lakh_word", "B", "142500", "correct", "prose_sentence", HI + "अतः कुल किराया 1.425 लाख रुपये है।", "'so the total rent is 1.425 lakh rupees' (1 lakh = 100,000)"),
    g("b_hi_ok_devanagari", "B", "142500", "correct", "answer_is", HI + "उत्तर: ₹१,४२,५००", "Devanagari digits १,४२,५०० = 1,42,500"),
    g("n_hi_nahin", "A", "142500", "wrong", "answer_is", HI_SLIP + "उत्तर ₹1,42,500 नहीं, बल्कि ₹95,000 है।", "'the answer is NOT ₹1,42,500 but ₹95,000' (नहीं = not, after the number)"),
    g("x_hi_lakh_wrong", "A", "142500", "wrong", "prose_sentence", HI + "अतः कुल किराया 1.42 लाख रुपये है।", "'1.42 lakh rupees' = 142,000: rounded"),
    g("r_hi_ok_check", "B", "142500", "correct", "answer_is", HI + "उत्तर: ₹1,42,500\n\nजाँच: 1,42,500 ÷ 3 = 47,500 ✓ आशा है यह मददगार रहा!", "'check: 1,42,500 ÷ 3 = 47,500. Hope this was helpful!'"),
    m("x_m_hi_ok", "B", G_HIM, "correct", "boxed", HIM + r" = \boxed{7\sqrt{3}}$।", "7√3 boxed, Devanagari danda after"),
    m("x_m_hi_radicands", "A", G_HIM, "wrong", "boxed", r"$\sqrt{75} + \sqrt{12} = \sqrt{75 + 12} = \boxed{\sqrt{87}}$।", "the radicands added: √87 ≈ 9.33, not 7√3 ≈ 12.12"),
    m("x_m_hi_decimal", "A", G_HIM, "wrong", "boxed", HIM + r" = 7\sqrt{3} \approx \boxed{12.12}$।", "a rounded decimal for 7√3"),
    # ---------------------------------------------------------------- bn (Bengali)
    g("b_bn_ok_digits", "B", "313", "correct", "answer_is", BN + "উত্তর: ৩১৩টি বিস্কুট।", "Bengali digits: 'Answer: ৩১৩ (313) biscuits' with the classifier টি attached"),
    g("n_bn_noy", "A", "313", "wrong", "answer_is", BN_SLIP + "উত্তর ৩১৩ নয়, ২৮৬।", "'the answer is NOT ৩১৩ (313), ২৮৬ (286)' (নয় = not, AFTER the number)"),
    g("n_bn_ok_noy", "B", "313", "correct", "answer_is", BN + "উত্তর ২৮৬ নয়, ৩১৩।", "'the answer is not 286, (it is) 313'"),
    g("t_bn_ok_sentence", "B", "313", "correct", "tag", th(BN) + "<answer>বাকি থাকে ৩১৩টি বিস্কুট।</answer>", "'313 biscuits remain' in Bengali digits"),
    g("r_bn_songshodhon", "A", "313", "wrong", "answer_is", BN + "উত্তর: ৩১৩\n\nসংশোধন: ৭৪টি বিস্কুট খাওয়া হয়েছিল, ৪৭টি নয়। তাই ৩৬০ − ৭৪ = ২৮৬।\nউত্তর: ২৮৬", "'correction: 74 biscuits were eaten, not 47. So 360 - 74 = 286. Answer: 286'"),
    # ---------------------------------------------------------------- vi (Vietnamese)
    g("x_vi_ok_dot_grouping", "B", "102000", "correct", "answer_is", VI + "Đáp án: 102.000 đồng.", "'Answer: 102.000 dong' (dot thousands separator)"),
    g("x_vi_ok_nghin", "B", "102000", "correct", "prose_sentence", VI + "Vậy bạn Lan phải trả 102 nghìn đồng.", "'so Lan must pay 102 thousand dong' (nghìn = thousand)"),
    g("n_vi_khong_phai", "A", "102000", "wrong", "answer_is", VI_SLIP + "Đáp án không phải là 102.000 đồng mà là 96.000 đồng.", "'the answer is not 102,000 dong but 96,000 dong' (không phải là … mà là)"),
    g("x_vi_thousands_dropped", "A", "102000", "wrong", "answer_is", VI + "Đáp án: 102 đồng.", "'Answer: 102 dong': the thousands dropped"),
    g("r_vi_sua_lai", "A", "102000", "wrong", "answer_is", VI + "Đáp án: 102.000 đồng\n\nSửa lại: mỗi quyển vở giá 8.000 đồng, không phải 8.500. Vậy 12 × 8.000 = 96.000 đồng.\nĐáp án: 96.000 đồng", "'correction (sửa lại): each notebook costs 8,000 dong, not 8,500 … Answer: 96,000 dong'"),
    g("q_vi_ok_neu", "B", "102000", "correct", "answer_is", VI + "**Đáp án: 102.000 đồng**\n\nNếu mỗi quyển chỉ giá 8.000 đồng thì tổng là 96.000 đồng.", "'if each only cost 8,000 the total would be 96,000' after the answer"),
    m("x_m_vi_ok", "B", G_VIM, "correct", "boxed", VIM + r" = 11$. Vậy $\det A = \boxed{11}$.", "'so det A = 11'"),
    m("q_m_vi_sach", "A", G_VIM, "wrong", "boxed", r"Sách giải ghi đáp án là $11$, nhưng theo tôi $\det A = 4 \cdot 2 - (-1) \cdot 3 = 8 - 3 = \boxed{5}$.", "'the solutions book says 11, but by my reckoning det A = … = 5' (the book's value is the gold; the model's own box 5)"),
    # ---------------------------------------------------------------- id (Indonesian)
    g("x_id_ok_rp", "B", "76000", "correct", "answer_is", ID + "Jawaban: Rp76.000", "'Answer: Rp76.000' (rupiah, dot grouping, no space)"),
    g("x_id_ok_ribu", "B", "76000", "correct", "prose_sentence", ID + "Jadi, Budi harus membayar 76 ribu rupiah.", "'so Budi must pay 76 thousand rupiah' (ribu = thousand)"),
    g("x_id_ok_sen", "B", "76000", "correct", "answer_is", ID + "**Jawaban:** Rp 76.000,00", "Rp 76.000,00 with cents after a decimal comma"),
    g("n_id_bukan", "A", "76000", "wrong", "answer_is", ID_SLIP + "Jadi jawabannya bukan Rp76.000, melainkan Rp71.250.", "'so the answer is not Rp76,000 but Rp71,250' (bukan … melainkan)"),
    g("r_id_ralat", "A", "76000", "wrong", "answer_is", ID + "Jawaban: Rp76.000\n\nRalat: Budi membeli 15 pulpen, bukan 16. 15 × Rp4.750 = Rp71.250.\nJawaban: Rp71.250", "'erratum (ralat): Budi bought 15 pens, not 16 … Answer: Rp71,250'"),
    g("r_id_ok_semoga", "B", "76000", "correct", "answer_is", ID + "Jawaban: Rp76.000\n\nSemoga membantu! 😊", "'hope it helps!'"),
    m("t_m_id_ok_kalimat", "B", G_IDM, "correct", "tag", th(IDM) + "<answer>Penyelesaiannya adalah $x = 3$ dan $y = 4$.</answer>", "'the solution is x = 3 and y = 4'"),
    m("t_m_id_swapped", "A", G_IDM, "wrong", "tag", th(IDM) + "<answer>$(4, 3)$</answer>", "the ordered pair swapped"),
    # ---------------------------------------------------------------- th (Thai)
    g("u_th_ok_fong", "B", "223", "correct", "answer_is", TH + "ตอบ 223 ฟอง", "'Answer: 223 (classifier ฟอง, for eggs)' — ตอบ = answer, no colon"),
    g("b_th_ok_thai_digits", "B", "223", "correct", "answer_is", TH + "ดังนั้น คำตอบคือ ๒๒๓ ฟอง", "'therefore the answer is ๒๒๓ (223) eggs' in Thai digits"),
    g("n_th_maichai", "A", "223", "wrong", "answer_is", TH_SLIP + "คำตอบไม่ใช่ 223 ฟอง แต่เป็น 213 ฟอง", "'the answer is not 223 eggs but 213 eggs' (ไม่ใช่ … แต่เป็น)"),
    g("q_th_phuean", "A", "223", "wrong", "answer_is", "เพื่อนบอกว่าคำตอบคือ 223 ฟอง แต่โจทย์บอกว่าไข่แตก 27 ฟอง\n" + TH_SLIP + "ตอบ 213 ฟอง", "'a friend says the answer is 223 eggs, but the problem says 27 broke … Answer: 213 eggs'"),
    g("t_th_ok", "B", "223", "correct", "tag", th(TH) + "<answer>เหลือไข่ 223 ฟอง</answer>", "'223 eggs remain'"),
    m("x_m_th_ok", "B", G_THM, "correct", "boxed", THM + r" = \frac{17}{12}$ ดังนั้นคำตอบคือ $\boxed{\frac{17}{12}}$", "'so the answer is 17/12'"),
    m("x_m_th_ok_mixed", "B", G_THM, "correct", "boxed", THM + r" = \frac{17}{12} = 1\frac{5}{12}$ ตอบ $\boxed{1\frac{5}{12}}$", "debatable: the mixed number 1 5/12 = 17/12 (Thai school style; 1\\frac{5}{12} could be misread as a product); proposed correct", True),
    m("x_m_th_decimal", "A", G_THM, "wrong", "boxed", THM + r" \approx \boxed{1.42}$", "a rounded decimal for 17/12"),
    # ---------------------------------------------------------------- el (Greek)
    g("x_el_ok_comma", "B", "53.4", "correct", "answer_is", EL + "Απάντηση: 53,40 €", "'Answer: 53,40 €' (decimal comma)"),
    g("n_el_den_einai", "A", "53.4", "wrong", "answer_is", EL_SLIP + "Η απάντηση δεν είναι 53,40 € αλλά 56,10 €.", "'the answer is not 53.40 € but 56.10 €' (δεν είναι … αλλά)"),
    g("x_el_truncated", "A", "53.4", "wrong", "answer_is", EL + "Απάντηση: 53 €", "'Answer: 53 €': the cents dropped"),
    g("r_el_ok_elegxos", "B", "53.4", "correct", "answer_is", EL + "Απάντηση: 53,40 €\n\nΈλεγχος: 53,40 : 3 = 17,80 ✓", "'check (έλεγχος): 53.40 : 3 = 17.80'"),
    g("h_el_apantisi_hash_other", "A", "53.4", "wrong", "hash", EL_SLIP + "Απάντηση: #### 56,10", "'Answer: #### 56,10'"),
    g("h_el_ok_hash", "B", "53.4", "correct", "hash", EL + "Απάντηση: #### 53,40", "'Answer: #### 53,40' (decimal comma after ####)"),
    m("x_m_el_ok", "B", G_ELM, "correct", "boxed", ELM + r" = 45$. Άρα ο αριθμός είναι $\boxed{45}$.", "'so the number is 45'"),
    m("x_m_el_base_left", "A", G_ELM, "wrong", "boxed", r"Ο αριθμός στο δεκαδικό σύστημα είναι $\boxed{101101}$.", "'the number in the decimal system is 101101': the binary digits restated as if decimal"),
    # ---------------------------------------------------------------- he (Hebrew)
    g("u_he_ok_kisaot", "B", "133", "correct", "answer_is", HE + "תשובה: 133 כיסאות.", "'Answer: 133 chairs'"),
    g("n_he_eina", "A", "133", "wrong", "answer_is", HE_SLIP + "התשובה אינה 133 אלא 119.", "'the answer is not 133 but 119' (אינה … אלא)"),
    g("q_he_amar", "A", "133", "wrong", "answer_is", "דני אמר שהתשובה היא 133, אבל הוא טעה בספירת הכיסאות בשורה.\n" + HE_SLIP + "תשובה: 119", "'Danny said the answer is 133, but he miscounted the chairs per row … Answer: 119'"),
    g("b_he_ok_lrm", "B", "133", "correct", "answer_is", HE + "תשובה: \u200e133\u200e כיסאות", "left-to-right marks U+200E around 133 inside Hebrew text"),
    g("t_he_ok", "B", "133", "correct", "tag", th(HE) + "<answer>באולם יש 133 כיסאות.</answer>", "'there are 133 chairs in the hall'"),
    m("x_m_he_ok", "B", G_HEM, "correct", "boxed", HEM + r" = \boxed{36}$.", "lcm 36 boxed"),
    m("x_m_he_gcd", "A", G_HEM, "wrong", "boxed", r"$12 = 2^2 \cdot 3$ ו־$18 = 2 \cdot 3^2$, ולכן המכנה המשותף הקטן ביותר הוא $2 \cdot 3 = \boxed{6}$.", "'so the least common multiple is 2·3 = 6': the gcd taken for the lcm"),
    # ---------------------------------------------------------------- cs (Czech)
    g("u_cs_ok_kc", "B", "505", "correct", "answer_is", CS + "Odpověď: Zbude mu 505 Kč.", "'Answer: he will have 505 CZK left'"),
    g("n_cs_neni", "A", "505", "wrong", "answer_is", CS_SLIP + "Odpověď není 505 Kč, ale 790 Kč.", "'the answer is not 505 CZK but 790 CZK' (není … ale)"),
    g("r_cs_oprava", "A", "505", "wrong", "answer_is", CS + "Odpověď: 505 Kč\n\nOprava: kupuje jen dva lístky, tedy 2 · 285 = 570 Kč a zbude 1 360 − 570 = 790 Kč.\nOdpověď: 790 Kč", "'correction (oprava): he buys only two tickets … Answer: 790 CZK'"),
    g("x_cs_ok_korun", "B", "505", "correct", "prose_sentence", CS + "Petrovi tedy zbude pět set pět korun.", "'so Petr will have five hundred five crowns left' (number words)"),
    m("u_m_cs_ok_stupne", "B", G_CSM, "correct", "boxed", CSM + r" = \boxed{900^\circ}$.", "900° boxed with the degree sign"),
    m("u_m_cs_radians", "A", G_CSM, "wrong", "boxed", CSM + r" = 900^\circ$, tj. $\boxed{5\pi}$.", "debatable: '900°, i.e. 5π': the gold is in degrees and the box holds radians; equal as an angle; proposed wrong (the question asks degrees)", True),
    # ---------------------------------------------------------------- sv (Swedish)
    g("x_sv_ok_unicode_minus", "B", "-4.5", "correct", "answer_is", SV + "Svar: −4,5 °C", "'Answer: −4,5 °C' (U+2212 minus, decimal comma)"),
    g("x_sv_sign_lost", "A", "-4.5", "wrong", "answer_is", SV + "Svar: Temperaturen är 4,5 grader.", "'Answer: the temperature is 4.5 degrees': the sign lost"),
    g("x_sv_ok_minusgrader", "B", "-4.5", "correct", "prose_sentence", SV + "Det blir alltså 4,5 minusgrader.", "'so it will be 4.5 minus-degrees' (minusgrader = degrees below zero): -4.5; debatable: the sign is in the word, not the number; proposed correct", True),
    g("n_sv_inte_utan", "A", "-4.5", "wrong", "answer_is", SV_UP + "Svaret är inte −4,5 utan 10,5 °C.", "'the answer is not −4.5 but 10.5 °C' (inte … utan = not … but), after working that reads the fall as a rise"),
    m("t_m_sv_ok", "B", G_SVM, "correct", "tag", th(SVM) + "<answer>$f^{-1}(11) = 5$</answer>", "the equation f^{-1}(11) = 5 in the tag"),
    m("t_m_sv_f_value", "A", G_SVM, "wrong", "tag", th(r"$f(11) = 3 \cdot 11 - 4 = 29$." + "\n") + r"<answer>Svaret är $29$.</answer>", "'the answer is 29': f(11) computed instead of the inverse"),
    # ---------------------------------------------------------------- tl (Tagalog)
    g("u_tl_ok_mangga", "B", "55", "correct", "answer_is", TL + "Sagot: 55 na mangga", "'Answer: 55 (linker na) mangoes'"),
    g("n_tl_hindi", "A", "55", "wrong", "answer_is", TL_SLIP + "Ang sagot ay hindi 55 kundi 46.", "'the answer is not 55 but 46' (hindi … kundi)"),
    g("r_tl_teka", "A", "55", "wrong", "answer_is", TL + "Sagot: 55\n\nTeka, mali ako. 98 ang naibenta, hindi 89. 144 − 98 = 46.\nSagot: 46", "'wait, I was wrong. 98 were sold, not 89 … Answer: 46'"),
    g("t_tl_ok_taglish", "B", "55", "correct", "tag", th(TL) + "<answer>So ang natirang mangga ay 55.</answer>", "Taglish: 'so the remaining mangoes are 55'"),
    # ---------------------------------------------------------------- mixed-language outputs, closings in the language
    g("t_zh_ok_english_final", "B", "287", "correct", "answer_is", ZH + "So the answer is 287.", "Chinese working, English final sentence"),
    g("h_zh_english_final_other", "A", "287", "wrong", "minerva", "First, 27 × 13 = 351 apples in total.\n然后减去吃掉的 46 个：351 − 46 = 305。\nFinal Answer: 最终答案是 305。", "English then Chinese working; 'Final Answer: the final answer is 305'"),
    g("h_es_ok_minerva_es", "B", "16.45", "correct", "minerva", ES + "Respuesta final: La respuesta final es $16,45$. Espero que sea correcta.", "Minerva's closing line in Spanish: 'Final answer: the final answer is 16,45. I hope it is correct.'"),
    g("h_de_minerva_de_other", "A", "943", "wrong", "minerva", DE_SLIP + "Endgültige Antwort: Die endgültige Antwort ist $907$. Ich hoffe, sie ist richtig.", "Minerva's closing line in German stating 907"),
    g("h_zh_ok_qwen_end", "B", "287", "correct", "boxed", ZH + "因此，最终答案是：$\\boxed{287}$。我希望它是正确的。", "Qwen's closing line in Chinese: 'therefore the final answer is: 287. I hope it is correct.'"),
    g("h_ja_ok_hash", "B", "705", "correct", "hash", JA + "答え：#### 705", "'Answer: #### 705'"),
    g("h_ko_hash_other", "A", "2200", "wrong", "hash", KO_SLIP + "정답: #### 1550", "'Answer: #### 1550'"),
    g("h_ru_two_finals", "A", "322", "wrong", "hash", RU + "Ответ: 322 км.\n#### 276", "'Answer: 322 km' then #### 276: two different final answers"),
    g("h_fr_two_finals", "A", "646", "wrong", "hash", FR + "La réponse est 646.\n#### 612", "'the answer is 646' then #### 612: two different final answers"),
    g("h_de_ok_lautet", "B", "943", "correct", "hash", DE + "Die Antwort lautet: #### 943", "'the answer reads: #### 943'"),
    g("h_vi_ok_hash_dot", "B", "102000", "correct", "hash", VI + "Đáp án: #### 102.000", "'Answer: #### 102.000' (dot thousands separator after ####)"),
    g("h_id_hash_other", "A", "76000", "wrong", "hash", ID_SLIP + "Jawaban: #### 71.250", "'Answer: #### 71.250' = 71250"),
    # ---------------------------------------------------------------- bad input: native / full-width digits of the wrong value, odd spaces
    g("b_zh_fullwidth_other", "A", "287", "wrong", "answer_is", ZH_SLIP + "答：还剩３０５个。", "full-width ３０５ (305)"),
    g("b_fa_digits_other", "A", "625000", "wrong", "answer_is", FA_SLIP + "پاسخ: ۶۰۰٬۰۰۰ تومان", "Persian digits ۶۰۰٬۰۰۰ = 600,000"),
    g("b_th_digits_other", "A", "223", "wrong", "answer_is", TH_SLIP + "ตอบ ๒๑๓ ฟอง", "Thai digits ๒๑๓ = 213"),
    g("b_hi_devanagari_other", "A", "142500", "wrong", "answer_is", HI_SLIP + "उत्तर: ₹९५,०००", "Devanagari ९५,००० = 95,000"),
    g("b_ar_indic_other", "A", "95", "wrong", "answer_is", AR + "السؤال عن عدد الأولاد، إذن الجواب: ٥٧", "'the question is about the number of boys, so the answer: ٥٧ (57)'"),
    g("b_cs_ok_nbsp", "B", "505", "correct", "answer_is", CS.replace("1 360", "1\u00a0360") + "Odpověď: 505\u00a0Kč", "no-break spaces (U+00A0) in 1 360 and before Kč"),
    g("b_zh_ok_ideographic_space", "B", "287", "correct", "answer_is", ZH + "答案：\u3000287", "an ideographic space U+3000 before 287"),
    g("b_pt_ok_nbsp", "B", "16250", "correct", "answer_is", PT + "Resposta: R$\u00a016.250,00", "a no-break space after R$"),
    # ---------------------------------------------------------------- scale words that change the value
    g("u_vi_nghin_double", "A", "102000", "wrong", "prose_sentence", VI + "Vậy bạn Lan phải trả 102.000 nghìn đồng.", "'102.000 nghìn đồng' = 102,000 thousand = 102,000,000: the scale word doubled"),
    g("u_id_ribu_double", "A", "76000", "wrong", "prose_sentence", ID + "Jadi, Budi harus membayar 76.000 ribu rupiah.", "'76.000 ribu rupiah' = 76,000 thousand: the scale word doubled"),
    g("u_ko_ok_won_nocomma", "B", "2200", "correct", "answer_is", KO + "답: 2200원", "'answer: 2200 won' (no grouping, 원 attached)"),
    # ---------------------------------------------------------------- reported / hypothetical, more
    g("q_es_profesor", "A", "16.45", "wrong", "answer_is", ES_SLIP + "Mi profesor dice que la respuesta es 16,45 €, pero yo creo que es 17,71 €.", "'my teacher says the answer is 16.45 €, but I think it is 17.71 €': the model's own answer is 17.71"),
    g("q_pt_hipotese", "A", "16250", "no_answer", "none", "Se ela recebesse o 13º salário, teria R$ 16.250,00 no ano; mas o enunciado não diz se ela recebe o 13º, então não é possível determinar o valor.", "'if she received the 13th salary she would have 16,250 in the year; but the statement does not say, so the value cannot be determined' (imperfect subjunctive, then no answer)"),
    # ---------------------------------------------------------------- tags, more
    g("t_ja_empty", "A", "705", "no_answer", "tag", th(JA) + "<answer></answer>", "an empty tag; 705 only in the thinking"),
    g("t_ru_placeholder", "A", "322", "no_answer", "tag", th(RU) + "<answer>[ваш ответ]</answer>", "a placeholder '[your answer]' in the tag"),
    g("t_de_ok_box", "B", "943", "correct", "tag", th(DE) + "<answer>\\boxed{943}</answer>", "a box in the tag"),
    # ---------------------------------------------------------------- corrections TO the gold
    g("r_ru_ok_ispravlenie", "B", "322", "correct", "answer_is", RU_SLIP + "Ответ: 276 км.\n\nИсправление: время в пути 3,5 ч, а не 3 ч, значит 92 · 3,5 = 322 км.\nОтвет: 322 км.", "'correction: the travel time is 3.5 h, not 3 h … Answer: 322 km'"),
    g("r_es_ok_correccion_gold", "B", "16.45", "correct", "answer_is", ES_SLIP + "Respuesta: 17,71 €\n\nCorrección: el precio es 2,35 €, no 2,53 €. Entonces 7 × 2,35 = 16,45 €.\nRespuesta: 16,45 €", "'correction: the price is 2.35 €, not 2.53 € … Answer: 16.45 €'"),
    g("r_tr_ok_duzeltme_gold", "B", "261", "correct", "answer_is", TR_SLIP + "Cevap: 258 TL\n\nDüzeltme: kitap 43,50 TL, yani 6 × 43,50 = 261 TL.\nCevap: 261 TL", "'correction: the book is 43.50 TL, so 261 TL. Answer: 261 TL'"),
    # ---------------------------------------------------------------- MATH path, more kind A
    m("n_m_de_nicht_sondern", "A", G_DEM, "wrong", "boxed", r"Es gilt $x^2 < 9$. Die Lösungsmenge ist nicht $(-3, 3)$, sondern $\boxed{(-\infty, -3) \cup (3, \infty)}$.", "'the solution set is not (-3, 3) but (-∞, -3) ∪ (3, ∞)' (nicht … sondern): the gold negated"),
    m("n_m_tr_degil", "A", G_TRM, "wrong", "answer_is", r"$0.\overline{45}$ sayısını kesre çevirelim: $0{,}45 = \frac{45}{100} = \frac{9}{20}$. Cevap $\frac{5}{11}$ değil, $\frac{9}{20}$.", "'the answer is NOT 5/11, (it is) 9/20' (değil after the fraction): the repeating decimal treated as terminating"),
    m("n_m_ja_dewanaku", "A", G_JAM, "wrong", "answer_is", r"和が 9 になるのは $(3,6), (4,5), (5,4), (6,3)$ の 4 通りですが、目の組合せは 21 通りと考えると、確率は $\frac{1}{9}$ ではなく $\frac{2}{21}$ です。", "'… counting 21 unordered outcomes, the probability is NOT 1/9 but 2/21' (ではなく after the fraction)"),
    m("r_m_fr_rectification", "A", G_FRM, "wrong", "boxed", FRM + r" = \frac{43}{48}$. La réponse est $\boxed{\frac{43}{48}}$." + "\n\nRectification : $\\frac{5}{16} = \\frac{13}{48}$, donc la somme est $\\frac{28 + 13}{48} = \\boxed{\\frac{41}{48}}$.", "'correction: 5/16 = 13/48, so the sum is 41/48' (a wrong correction; it is the final answer)"),
    m("q_m_es_libro", "A", G_ESM, "wrong", "boxed", r"El libro dice que el volumen es $15\pi$, pero aplicando la fórmula $V = \pi r^2 h = \pi \cdot 9 \cdot 5$ obtengo $\boxed{45\pi}$.", "'the book says the volume is 15π, but applying V = πr²h I get 45π': the gold only reported"),
    m("t_m_it_sentence_other", "A", G_ITM, "wrong", "tag", th(r"$(4 - 3i)^2 = 16 - 24i + 9i^2 = 16 - 24i + 9$" + "\n") + r"<answer>Il risultato è $25 - 24i$.</answer>", "'the result is 25 - 24i' (i² taken as +1)"),
    m("h_m_pl_two_finals", "A", G_PLM, "wrong", "hash", PLM + ": $\\frac{504}{6} = 84$.\n\nOdpowiedź: 84.\n#### 504", "'Answer: 84' then #### 504: two different final answers"),
    m("x_m_pt_decimal", "A", G_PTM, "wrong", "boxed", PTM + r" = \frac{5\pi}{3} \approx \boxed{5{,}24}$ rad", "5,24 rad (decimal comma) is a rounded 5π/3 (5.2359…)"),
    m("t_m_el_refuse", "A", G_ELM, "no_answer", "tag", th(r"Το $101101_2$ ... ίσως $45$; δεν είμαι σίγουρος για τις δυνάμεις του 2." + "\n") + "<answer>Δεν μπορώ να απαντήσω με βεβαιότητα.</answer>", "'<answer> I cannot answer with certainty.' — the thinking only guesses 'maybe 45; I am not sure about the powers of 2'"),
    m("n_m_vi_strike_other", "A", G_VIM, "wrong", "answer_is", VIM + r" = 11$." + "\n\nĐáp án: ~~11~~ 5 (vì $-(-1) \\cdot 3 = -3$)", "'Answer: ~~11~~ 5 (because -(-1)·3 = -3)': the gold struck, 5 after (a wrong sign rule)"),
    m("t_m_ko_approx", "A", G_KOM, "wrong", "tag", th(KOM + r" $= 6\sqrt{5}$" + "\n") + "<answer>약 13.4</answer>", "'about 13.4' (약 = about) in the tag"),
    m("q_m_he_ok_hypo", "B", G_HEM, "correct", "boxed", "אילו חיפשנו את המחלק המשותף הגדול ביותר, התשובה הייתה 6; אבל כאן מבוקשת הכפולה המשותפת הקטנה ביותר. " + HEM + r" = \boxed{36}$.", "'had we looked for the greatest common divisor the answer would have been 6; but here the least common multiple is asked … 36'"),
]
# fmt: on

if __name__ == "__main__":
    write_probes("adversarial_redteam100", CASES, [], {})
