r"""Build adversarial_redteam97.jsonl: a ninety-seventh round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam97", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or any grader, or sympy) on them; handed over
BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: the eight classes of issue 25 written as multilingual models answer, in
twenty-five languages (Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French,
German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian,
Thai, Greek, Hebrew, Czech, Swedish, Tagalog) and mixed-language text: each language's answer
phrases, number writing (decimal commas, dot / space / Indian / Persian thousands separators, native
digits, full-width digits, scale words such as 万, 만, тыс., Mio., lakh, ribu, hazār, millón), counted
nouns and units, negation that FOLLOWS the number (Japanese ではない, Korean 아니다, Hindi नहीं है,
Turkish değil, Persian نیست), correction idioms (更正, 訂正, 정정, Поправка, Fe de erratas, Aliás,
En fait, Korrektur, Anzi, Oeps, Poprawka, Düzeltme, Rättelse, Oprava), checks after the answer,
closings, reported and hypothetical speech, answer tags holding sentences in the language.

Problems and golds (arithmetic checked by hand, and the numbers once more with python on numbers only):
GSM8K
- ZH 749: 37 rows x 24 trees = 888 (37*24 = 720 + 168); 888 - 139 = 749.  Slip: 193 sold -> 695.
- ZH2 56400: 2,350 pieces a day x 24 days = 56,400 (2350*24 = 47000 + 9400) = 5.64 万.
- JA 9960: 1,260 yen x 7 = 8,820; 380 x 3 = 1,140; 8,820 + 1,140 = 9,960.  Slip: pens left out -> 8,820;
  two pens: 8,820 + 760 = 9,580.
- KO 459: 17 x 36 = 612 apples; 1/4 sold = 153; 612 - 153 = 459.  Slip: 153 (the sold ones); half: 306.
- KO2 34200000: 2,850,000 won x 12 = 34,200,000 won = 3,420 만 원.
- RU 449: 3.5 h x 86 = 301 km; 2 h x 74 = 148 km; 301 + 148 = 449.  Slip: 3 h -> 258 + 148 = 406;
  3 h on the second leg: 301 + 222 = 523.
- RU2 576000: 48 тыс. руб. x 12 = 576 тыс. = 576,000.
- RUT -9.4: 5 degC falling 1.8 degC an hour for 8 hours: 1.8 * 8 = 14.4; 5 - 14.4 = -9.4.
- UK 154.7: 3.4 kg x 45.50 UAH = 154.70 (3 * 45.5 = 136.5; 0.4 * 45.5 = 18.2).  Slip: 45 UAH -> 153.
- ES 13825: 1,250 x 14 = 17,500; 17,500 - 3,675 = 13,825.  Slip: 13 months -> 16,250 - 3,675 = 12,575.
- PT 99.6: 8 kg x R$ 12.45 = R$ 99.60.  Slip: 7 kg -> 87.15.
- FR 331: 26 x 18 = 468 seats; 468 - 137 = 331.  Slip: 26 x 18 = 458 -> 321.
- DE 139.5: 7.5 h x 18.60 EUR = 139.50 (7 * 18.6 = 130.2; 0.5 * 18.6 = 9.3).  Slip: 7 h -> 130.20.
- DE2 420000: 35 % of 1.2 million = 420,000.
- IT 214.4: 13.4 km x 16 days = 214.4.  Slip: 15 days -> 201.
- IT dozen / VI / ID 516: 43 boxes of 12 = 516 = 43 dozen.
- NL 525: 28 pupils x 3 books = 84; 84 x 6.25 EUR = 525.  Slip: 28 x 6.25 = 175; 2 books: 56 x 6.25 = 350.
- PL 753: 43 x 19 = 817; 817 - 64 = 753.  Slip: 46 withered -> 771.
- TR 7265: 1,275 x 6 = 7,650; 7,650 - 385 = 7,265.  Slip: 5 days -> 6,375 - 385 = 5,990.
- AR 2898: 23 cows x 18 l = 414 l a day; 414 x 7 = 2,898.  Slip: the daily 414.
- FA 3870000: 45 books x 86 thousand toman = 3,870 thousand = 3,870,000 toman.  Slip: 54 books ->
  4,644 thousand.
- HI 416: 35 % of 640 = 224 girls; 640 - 224 = 416 boys.  Slip: 224.
- HI2 134496: 11,208 rupees x 12 = 1,34,496 (Indian grouping) = 134,496.
- VI 1632: 136 kg x 12 = 1,632.  Slip: 11 days -> 1,496.
- ID 90000: 6 x 12,500 = 75,000; 4 x 3,750 = 15,000; total 90,000.  Slip: books only 75,000.
- TH 415: 48 x 25 = 1,200; 1,200 - 785 = 415.  Slip: 758 sold -> 442.
- EL 992: 64 x 15.50 EUR = 992.  Slip: 46 books -> 713.
- HE 373: 18 x 24 = 432 bottles; 432 - 59 = 373.  Slip: 95 broken -> 337.
- CS 224.7: 2.5 kg x 84 CZK = 210; 3 x 4.90 = 14.70; 210 + 14.70 = 224.70.  Slip: apples only 210;
  two rolls: 210 + 9.80 = 219.80.
- SV 13050: 1,450 SEK x 9 weeks = 13,050.  Slip: 8 weeks -> 11,600.
- BN 1242: 27 exercise books x 46 taka = 1,242 (27*46 = 920 + 322).  Slip: 36 taka -> 972.
- TL 233: 8 boxes x 45 mangoes = 360; 360 - 127 = 233.  Slip: 172 sold -> 188.
MATH
- ZH_M \frac{10}{91}: 5 red, 9 blue, two drawn, both red: C(5,2)/C(14,2) = 10/91.
- JA_M (-3, -7): y = 3x^2 + 18x + 20 = 3(x + 3)^2 - 27 + 20 = 3(x + 3)^2 - 7.
- KO_M 2 \pm 5i: x^2 - 4x + 29 = 0; disc 16 - 116 = -100; x = (4 +- 10i)/2.
- RU_M \frac{17}{111}: 0.(153) = 153/999 = 17/111 (divide by 9).
- UK_M 1130: 9, 14, ..., 104: n = 95/5 + 1 = 20; S = 20 * 113 / 2 = 1130.
- ES_M (-7, 5): x^2 + 2x - 35 = (x + 7)(x - 5) < 0.
- PT_M \frac{5x+2}{3}: the inverse of f(x) = (3x - 2)/5.
- FR_M \frac{22\pi}{15}: 264 degrees = 264/180 pi = 22/15 pi (divide by 12); about 4.6077.
- DE_M 288\pi: sphere of radius 6: 4/3 pi 216 = 288 pi; about 904.78.
- IT_M 17 - 28i: (6 + i)(2 - 5i) = 12 - 30i + 2i - 5i^2 = 17 - 28i.
- NL_M (4, 2): 3x + 2y = 16, x - y = 2: 3(y + 2) + 2y = 16 -> y = 2, x = 4; check 12 + 4 = 16.
- PL_M \sqrt{41}: (2, -1) to (7, 3): 5^2 + 4^2 = 41; about 6.403.
- TR_M 990: lcm(45, 66) = 2 * 3^2 * 5 * 11 = 990 (the gcd is 3).
- AR_M 346: 2341_5 = 250 + 75 + 20 + 1.
- FA_M \frac{9}{7}: sum of the roots of 7x^2 - 9x + 2 (roots 1 and 2/7); 9/7 = 1.2857...
- HI_M [2, 9) \cup (9, \infty): the domain of \sqrt{x - 2}/(x - 9).
- VI_M 6\sqrt{7}: \sqrt{252} = \sqrt{36 * 7}; about 15.875.
- ID_M \frac{111}{5}: the mean of 14, 17, 23, 26, 31 (sum 111) = 22.2 exactly.
- EL_M -\sqrt{3}: tan(2 pi / 3) = (\sqrt3/2)/(-1/2).
Every gold was grepped in adversarial_redteam*.jsonl: all but 6\sqrt{7} (8 earlier uses) are new.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounding, decimal separators, scale words, decimals for exact values); `n_` negation,
strike-out, annotation; `u_` words and units after (or before) a number; `r_` retractions after the
answer and harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input JSON can
hold (native digits, full-width digits, NBSP, RLM, ZWNJ, NFD, NUL, very long text; no lone
surrogates). A language code usually follows the class (`t_zh_...`); an `_m_` marks MATH, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write.

Labels (corpus/README.md): the model's LAST COMMITTED final answer decides. A value it withdraws,
negates, or only mentions as a hypothetical, a quotation or someone else's claim is not its answer; a
hedge between two values or two different final answers is `wrong`; no final answer is `no_answer`;
a value equal to the gold is `correct` whatever the language's notation (a decimal comma, a thousands
dot or space, native digits, a scale word: 5.64万 = 56400); a decimal for an exact irrational or
repeating gold, or a rounded value, is `wrong`; a value the model marks wrong is `wrong`; a check,
pleasantry or hypothetical after a committed answer does not replace it; in an <answer> tag a sentence,
equation or box is read for the value it states. English glosses are in the notes. Debatable probes
carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision proposed.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam97.py
"""

import unicodedata

from corpus_build import IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working, one problem a language
ZH = "每排有 24 棵苹果树，共 37 排，所以一共有 37 × 24 = 888 棵。\n卖掉了 139 棵，剩下 888 − 139 = 749 棵。\n"
ZH_SLIP = "每排有 24 棵苹果树，共 37 排，所以一共有 37 × 24 = 888 棵。\n卖掉了 193 棵，剩下 888 − 193 = 695 棵。\n"
ZH2 = "工厂每天生产 2350 件，24 天共生产 2350 × 24 = 56400 件。\n"
JA = "ノートの代金：1,260円 × 7冊 = 8,820円\nペンの代金：380円 × 3本 = 1,140円\n合計：8,820円 + 1,140円 = 9,960円\n"
JA_SLIP = "ノートの代金：1,260円 × 7冊 = 8,820円\n"
KO = "사과는 모두 17 × 36 = 612개입니다.\n그중 1/4을 팔았으므로 612 ÷ 4 = 153개를 팔았습니다.\n남은 사과는 612 − 153 = 459개입니다.\n"
KO_SLIP = "사과는 모두 17 × 36 = 612개입니다.\n그중 1/4을 팔았으므로 612 ÷ 4 = 153개입니다.\n"
KO2 = "월급이 2,850,000원이므로 1년 동안 받는 돈은 2,850,000 × 12 = 34,200,000원입니다.\n"
RU = "Первый участок: 3,5 ч × 86 км/ч = 301 км.\nВторой участок: 2 ч × 74 км/ч = 148 км.\nВсего: 301 + 148 = 449 км.\n"
RU_SLIP = "Первый участок: 3 ч × 86 км/ч = 258 км.\nВторой участок: 2 ч × 74 км/ч = 148 км.\nВсего: 258 + 148 = 406 км.\n"
RU2 = "Зарплата 48 тыс. руб. в месяц, за год: 48 × 12 = 576 тыс. руб.\n"
RUT = "За 8 часов температура понизилась на 1,8 × 8 = 14,4 °C.\nБыло +5 °C, стало 5 − 14,4 = −9,4 °C.\n"
UK = "Вартість яблук: 3,4 кг × 45,50 грн = 154,70 грн.\n"
UK_SLIP = "Вартість яблук: 3,4 кг × 45 грн = 153 грн.\n"
ES = "En 14 meses ahorra 1.250 € × 14 = 17.500 €.\nDespués de gastar 3.675 €, le quedan 17.500 € − 3.675 € = 13.825 €.\n"
ES_SLIP = "En 13 meses ahorra 1.250 € × 13 = 16.250 €.\nDespués de gastar 3.675 €, le quedan 16.250 € − 3.675 € = 12.575 €.\n"
PT = "O preço é R$ 12,45 por quilo. Para 8 kg: 8 × 12,45 = R$ 99,60.\n"
PT_SLIP = "O preço é R$ 12,45 por quilo. Para 7 kg: 7 × 12,45 = R$ 87,15.\n"
FR = "La salle compte 26 rangées de 18 sièges, soit 26 × 18 = 468 places.\nIl y a 137 places vides, donc 468 − 137 = 331 spectateurs.\n"
FR_SLIP = "La salle compte 26 rangées de 18 sièges, soit 26 × 18 = 458 places.\nIl y a 137 places vides, donc 458 − 137 = 321 spectateurs.\n"
DE = "Sie arbeitet 7,5 Stunden zu je 18,60 €.\n7,5 × 18,60 € = 139,50 €.\n"
DE_SLIP = "Sie arbeitet 7 Stunden zu je 18,60 €.\n7 × 18,60 € = 130,20 €.\n"
DE2 = "35 % von 1,2 Millionen Einwohnern: 0,35 × 1.200.000 = 420.000.\n"
IT = "Marco percorre 13,4 km al giorno per 16 giorni: 13,4 × 16 = 214,4 km.\n"
IT_SLIP = "Marco percorre 13,4 km al giorno per 15 giorni: 13,4 × 15 = 201 km.\n"
IT_DOZ = "Ci sono 43 scatole da 12 uova, quindi 43 × 12 = 516 uova.\n"
NL = "Elke leerling koopt 3 boeken, dus 28 × 3 = 84 boeken.\n84 × € 6,25 = € 525.\n"
NL_SLIP = "28 leerlingen × € 6,25 = € 175.\n"
PL = "W ogrodzie są 43 rzędy po 19 tulipanów, czyli 43 · 19 = 817 tulipanów.\nZwiędło 64, więc zostało 817 − 64 = 753 tulipany.\n"
PL_SLIP = "W ogrodzie są 43 rzędy po 19 tulipanów, czyli 43 · 19 = 817 tulipanów.\nZwiędło 46, więc zostało 817 − 46 = 771 tulipanów.\n"
TR = "Fabrika günde 1.275 parça üretiyor. 6 günde 1.275 × 6 = 7.650 parça üretilir.\nBunların 385'i kusurlu olduğundan sağlam parça sayısı 7.650 − 385 = 7.265'tir.\n"
TR_SLIP = "Fabrika günde 1.275 parça üretiyor. 5 günde 1.275 × 5 = 6.375 parça üretilir.\nBunların 385'i kusurlu olduğundan sağlam parça sayısı 6.375 − 385 = 5.990'dır.\n"
AR = "كل بقرة تعطي ١٨ لترًا يوميًا، وعدد الأبقار ٢٣، إذن الإنتاج اليومي = ٢٣ × ١٨ = ٤١٤ لترًا.\nفي أسبوع (٧ أيام): ٤١٤ × ٧ = ٢٨٩٨ لترًا.\n"
AR_SLIP = "كل بقرة تعطي ١٨ لترًا يوميًا، وعدد الأبقار ٢٣، إذن الإنتاج اليومي = ٢٣ × ١٨ = ٤١٤ لترًا.\n"
FA = "قیمت هر کتاب ۸۶ هزار تومان است و ۴۵ کتاب خریده می‌شود.\n۴۵ × ۸۶ = ۳۸۷۰ هزار تومان، یعنی ۳٬۸۷۰٬۰۰۰ تومان.\n"
FA_SLIP = "قیمت هر کتاب ۸۶ هزار تومان است و ۵۴ کتاب خریده می‌شود.\n۵۴ × ۸۶ = ۴۶۴۴ هزار تومان، یعنی ۴٬۶۴۴٬۰۰۰ تومان.\n"
HI = "कुल छात्र = 640\nलड़कियाँ = 640 का 35% = 640 × 35/100 = 224\nलड़के = 640 − 224 = 416\n"
HI_SLIP = "कुल छात्र = 640\nलड़कियाँ = 640 का 35% = 640 × 35/100 = 224\n"
HI2 = "हर महीने की बचत ₹11,208 है। 12 महीनों में: 11,208 × 12 = ₹1,34,496\n"
VI = "Mỗi ngày cửa hàng bán 136 kg gạo. Trong 12 ngày bán được: 136 × 12 = 1.632 kg.\n"
VI_SLIP = "Mỗi ngày cửa hàng bán 136 kg gạo. Trong 11 ngày bán được: 136 × 11 = 1.496 kg.\n"
ID = "Harga 6 buku: 6 × Rp12.500 = Rp75.000\nHarga 4 pulpen: 4 × Rp3.750 = Rp15.000\nTotal: Rp75.000 + Rp15.000 = Rp90.000\n"
ID_SLIP = "Harga 6 buku: 6 × Rp12.500 = Rp75.000\n"
TH = "ส้มทั้งหมด = 48 × 25 = 1,200 ผล\nขายไป 785 ผล\nเหลือ = 1,200 − 785 = 415 ผล\n"
TH_SLIP = "ส้มทั้งหมด = 48 × 25 = 1,200 ผล\nขายไป 758 ผล\nเหลือ = 1,200 − 758 = 442 ผล\n"
EL = "Το βιβλιοπωλείο πούλησε 64 βιβλία προς 15,50 € το καθένα.\n64 × 15,50 = 992 €.\n"
EL_SLIP = "Το βιβλιοπωλείο πούλησε 46 βιβλία προς 15,50 € το καθένα.\n46 × 15,50 = 713 €.\n"
HE = "בכל ארגז יש 24 בקבוקים, ויש 18 ארגזים: 18 × 24 = 432 בקבוקים.\n59 בקבוקים נשברו, ולכן נשארו 432 − 59 = 373 בקבוקים.\n"
HE_SLIP = "בכל ארגז יש 24 בקבוקים, ויש 18 ארגזים: 18 × 24 = 432 בקבוקים.\n95 בקבוקים נשברו, ולכן נשארו 432 − 95 = 337 בקבוקים.\n"
CS = "Jablka: 2,5 kg × 84 Kč = 210 Kč.\nRohlíky: 3 × 4,90 Kč = 14,70 Kč.\nCelkem: 210 + 14,70 = 224,70 Kč.\n"
CS_SLIP = "Jablka: 2,5 kg × 84 Kč = 210 Kč.\n"
SV = "Hyran är 1 450 kr per vecka i 9 veckor: 1 450 × 9 = 13 050 kr.\n"
SV_SLIP = "Hyran är 1 450 kr per vecka i 8 veckor: 1 450 × 8 = 11 600 kr.\n"
BN = "প্রতিটি খাতার দাম ৪৬ টাকা। ২৭টি খাতার দাম = ২৭ × ৪৬ = ১২৪২ টাকা।\n"
BN_SLIP = "প্রতিটি খাতার দাম ৩৬ টাকা। ২৭টি খাতার দাম = ২৭ × ৩৬ = ৯৭২ টাকা।\n"
TL = "May 8 kahon na may tig-45 na mangga, kaya 8 × 45 = 360 na mangga.\nNaibenta ang 127, kaya 360 − 127 = 233 na mangga ang natira.\n"
TL_SLIP = "May 8 kahon na may tig-45 na mangga, kaya 8 × 45 = 360 na mangga.\nNaibenta ang 172, kaya 360 − 172 = 188 na mangga ang natira.\n"

# ================================================================ MATH working
G_ZH = r"\frac{10}{91}"
ZH_M = r"从 14 个球中任取 2 个，共有 $\binom{14}{2} = 91$ 种取法；两个都是红球的取法有 $\binom{5}{2} = 10$ 种。"
G_JA = "(-3, -7)"
JA_M = r"$y = 3x^2 + 18x + 20 = 3(x + 3)^2 - 27 + 20 = 3(x + 3)^2 - 7$ と平方完成できる。"
G_KO = r"2 \pm 5i"
KO_M = r"근의 공식에 의해 $x = \frac{4 \pm \sqrt{16 - 116}}{2} = \frac{4 \pm \sqrt{-100}}{2} = \frac{4 \pm 10i}{2}$ 입니다."
G_RU = r"\frac{17}{111}"
RU_M = r"Пусть $x = 0{,}(153)$. Тогда $1000x = 153{,}(153)$, и $999x = 153$, откуда $x = \frac{153}{999}$."
G_UK = "1130"
UK_M = r"Це арифметична прогресія з $a_1 = 9$, $d = 5$, $a_n = 104$. Кількість членів: $n = \frac{104 - 9}{5} + 1 = 20$. Сума: $S_{20} = \frac{(9 + 104) \cdot 20}{2}$"
G_ES = "(-7, 5)"
ES_M = r"Factorizamos: $x^2 + 2x - 35 = (x + 7)(x - 5) < 0$. El producto es negativo entre las raíces, es decir, $-7 < x < 5$."
G_PT = r"\frac{5x+2}{3}"
PT_M = r"Escrevemos $y = \frac{3x - 2}{5}$, então $5y = 3x - 2$ e $x = \frac{5y + 2}{3}$. Trocando as variáveis,"
G_FR = r"\frac{22\pi}{15}"
FR_M = r"On convertit : $264^\circ \times \frac{\pi}{180^\circ} = \frac{264\pi}{180}$"
G_DE = r"288\pi"
DE_M = r"$V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 6^3 = \frac{4}{3} \cdot 216\,\pi$"
G_IT = "17 - 28i"
IT_M = r"$(6 + i)(2 - 5i) = 12 - 30i + 2i - 5i^2 = 12 - 28i + 5$"
G_NL = "(4, 2)"
NL_M = r"Uit de tweede vergelijking volgt $x = y + 2$. Invullen: $3(y + 2) + 2y = 16$, dus $5y = 10$, $y = 2$ en $x = 4$."
G_PL = r"\sqrt{41}"
PL_M = r"$d = \sqrt{(7 - 2)^2 + (3 - (-1))^2} = \sqrt{25 + 16}$"
G_TR = "990"
TR_M = r"$45 = 3^2 \cdot 5$ ve $66 = 2 \cdot 3 \cdot 11$ olduğundan EKOK$(45, 66) = 2 \cdot 3^2 \cdot 5 \cdot 11$"
G_AR = "346"
AR_M = r"$2341_5 = 2 \cdot 5^3 + 3 \cdot 5^2 + 4 \cdot 5 + 1 = 250 + 75 + 20 + 1$"
G_FA = r"\frac{9}{7}"
FA_M = r"طبق روابط ویت، مجموع ریشه‌های معادلهٔ $7x^2 - 9x + 2 = 0$ برابر است با $-\frac{b}{a}$"
G_HI = r"[2, 9) \cup (9, \infty)"
HI_M = r"$\sqrt{x - 2}$ के परिभाषित होने के लिए $x \ge 2$ होना चाहिए, और हर शून्य नहीं हो सकता, इसलिए $x \ne 9$।"
G_VI = r"6\sqrt{7}"
VI_M = r"Ta có $252 = 36 \cdot 7$ nên $\sqrt{252} = \sqrt{36} \cdot \sqrt{7}$"
G_ID = r"\frac{111}{5}"
ID_M = r"Jumlah data: $14 + 17 + 23 + 26 + 31 = 111$, banyak data $5$, jadi rata-ratanya $\frac{111}{5}$"
G_EL = r"-\sqrt{3}"
EL_M = r"$\tan\frac{2\pi}{3} = \frac{\sin\frac{2\pi}{3}}{\cos\frac{2\pi}{3}} = \frac{\frac{\sqrt{3}}{2}}{-\frac{1}{2}}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "749", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩 695 棵苹果树。</answer>", "the tag's sentence says 695 trees remain ('还剩 695 棵苹果树' = 695 apple trees are left); 193 misread for 139"),
    g("t_ok_zh_sentence", "B", "749", "correct", "tag", th(ZH) + "<answer>还剩 749 棵苹果树。</answer>", "twin: a Chinese sentence in the tag, 749 trees remain"),
    g("t_ja_equation_other", "A", "9960", "wrong", "tag", th(JA_SLIP) + "<answer>1,260円 × 7 = 8,820円</answer>", "an equation in the tag ending 8,820 yen (the pens left out)"),
    g("t_ok_ja_sentence", "B", "9960", "correct", "tag", th(JA) + "<answer>合計は9,960円です。</answer>", "'合計は9,960円です' = the total is 9,960 yen"),
    g("t_ko_placeholder", "A", "459", "no_answer", "tag", th(KO) + "<answer>여기에 최종 답을 쓰세요</answer>", "the tag holds the template text '여기에 최종 답을 쓰세요' (write the final answer here); 459 only in the thinking"),
    g("t_ok_ko_sentence", "B", "459", "correct", "tag", th(KO) + "<answer>남은 사과는 459개입니다.</answer>", "'남은 사과는 459개입니다' = the remaining apples are 459 (개 is the counter, glued to the number)"),
    g("t_ru_answer_word_other", "A", "449", "wrong", "tag", th(RU_SLIP) + "<answer>Ответ: 406 км.</answer>", "'Ответ: 406 км' = Answer: 406 km (3 h read for 3.5 h)"),
    g("t_ok_ru_answer_word", "B", "449", "correct", "tag", th(RU) + "<answer>Ответ: 449 км.</answer>", "twin: Answer: 449 km inside the tag"),
    g("t_ok_uk_decimal_comma", "B", "154.7", "correct", "tag", th(UK) + "<answer>154,70 грн</answer>", "a decimal comma: 154,70 hryvnias = 154.7"),
    g("t_uk_rounded", "A", "154.7", "wrong", "tag", th(UK) + "<answer>≈ 155 грн</answer>", "the tag holds a rounded 155 (≈) for 154.70"),
    g("t_es_box_other", "A", "13825", "wrong", "tag", th(ES_SLIP) + r"<answer>Le quedan $\boxed{12.575}$ €.</answer>", "'Le quedan 12.575 €' = she has 12,575 euros left (Spanish thousands dot); 13 months used instead of 14"),
    g("t_ok_es_box_thousands", "B", "13825", "correct", "tag", th(ES) + r"<answer>Le quedan $\boxed{13.825}$ €.</answer>", "twin: 13.825 with a Spanish thousands dot is 13,825, as the working (17.500 − 3.675) shows"),
    g("t_pt_empty_after_colon", "A", "99.6", "no_answer", "tag", th(PT) + "<answer>Resposta:</answer>", "'Resposta:' (Answer:) with nothing after it; 99,60 only in the thinking"),
    g("t_ok_pt_sentence", "B", "99.6", "correct", "tag", th(PT) + "<answer>O valor total é R$ 99,60.</answer>", "'O valor total é R$ 99,60' = the total is R$ 99.60"),
    g("t_fr_cut_in_think", "A", "331", "no_answer", "truncated", "<think>\nBon, la salle compte 26 rangées de 18 sièges, soit 26 × 18 = 468 places. Il y a 137 places vides, donc il reste", "cut inside the thinking ('donc il reste' = so there remain), no tag, no answer"),
    g("t_ok_fr_unclosed", "B", "331", "correct", "tag", th(FR) + "<answer>331 spectateurs", "an answer tag that is never closed (generation stopped): 331 spectators"),
    g("t_de_points_up", "A", "139.5", "no_answer", "tag", th(DE) + "<answer>Die Lösung steht oben in der Rechnung.</answer>", "debatable: the tag says 'the solution is above in the calculation' and states no value; the tag's content is the answer, so no_answer (decision reject)", True),
    g("t_ok_de_sentence", "B", "139.5", "correct", "tag", th(DE) + "<answer>Sie verdient 139,50 €.</answer>", "'Sie verdient 139,50 €' = she earns 139.50 euros"),
    g("t_it_equation_other", "A", "214.4", "wrong", "tag", th(IT_SLIP) + "<answer>13,4 × 15 = 201 km</answer>", "an equation ending 201 km (15 days for 16)"),
    g("t_ok_it_equation", "B", "214.4", "correct", "tag", th(IT) + "<answer>13,4 × 16 = 214,4 km</answer>", "twin: the equation ends in 214,4 km (decimal comma)"),
    g("t_nl_hedge", "A", "525", "wrong", "tag", th(NL) + "<answer>€ 525 of € 175</answer>", "'of' is Dutch for 'or': a hedge between 525 and 175"),
    g("t_ok_nl_price_dash", "B", "525", "correct", "tag", th(NL) + "<answer>Het totaal is € 525,-</answer>", "'Het totaal is € 525,-' = the total is 525 euros; ',-' is the Dutch whole-euro price notation"),
    g("t_tr_box_other", "A", "7265", "wrong", "tag", th(TR_SLIP) + r"<answer>Sağlam parça sayısı $\boxed{5.990}$'dır.</answer>", "'Sağlam parça sayısı 5.990'dır' = the number of sound parts is 5,990 (5 days for 6)"),
    g("t_ok_tr_suffix", "B", "7265", "correct", "tag", th(TR) + "<answer>Cevap 7.265'tir.</answer>", "'Cevap 7.265'tir' = the answer is 7,265: Turkish thousands dot, the copula suffix after an apostrophe"),
    g("t_ar_daily_other", "A", "2898", "wrong", "tag", th(AR_SLIP) + "<answer>الإنتاج اليومي ٤١٤ لترًا</answer>", "'the daily production is 414 litres' in Arabic-Indic digits; the week's 2,898 not reached"),
    g("t_ok_ar_digits", "B", "2898", "correct", "tag", th(AR) + "<answer>٢٨٩٨ لترًا</answer>", "Arabic-Indic digits ٢٨٩٨ = 2898 litres"),
    g("t_ok_mixed_zh_en", "B", "56400", "correct", "tag", th("The factory makes 2350 pieces per day. 2350 × 24 = 56400.\n") + "<answer>一共生产 56400 件。</answer>", "mixed language: English thinking, a Chinese sentence in the tag ('一共生产 56400 件' = 56,400 pieces in all)"),
    m("t_m_ok_zh_sentence", "B", G_ZH, "correct", "tag", th(ZH_M + "\n") + r"<answer>概率为 $\frac{10}{91}$。</answer>", "'概率为 10/91' = the probability is 10/91"),
    m("t_m_zh_complement", "A", G_ZH, "wrong", "tag", th(ZH_M + "\n所以至少一个蓝球的概率是 $1 - \\frac{10}{91} = \\frac{81}{91}$。\n") + r"<answer>概率为 $\frac{81}{91}$。</answer>", "the tag gives 81/91, the complement (at least one blue)"),
    m("t_m_ja_sign_other", "A", G_JA, "wrong", "tag", th(JA_M + "\n") + "<answer>頂点の座標は $(3, -7)$ です。</answer>", "'頂点の座標は (3, -7) です' = the vertex is (3, -7): the x sign lost"),
    m("t_m_ok_ja_box", "B", G_JA, "correct", "tag", th(JA_M + "\nよって頂点は $(-3, -7)$。\n") + r"<answer>$\boxed{(-3, -7)}$</answer>", "a box in math mode in the tag"),
    m("t_m_ko_one_root", "A", G_KO, "wrong", "tag", th(KO_M + "\n") + "<answer>$x = 2 + 5i$</answer>", "only one of the two roots 2 ± 5i"),
    m("t_m_ok_ko_sentence", "B", G_KO, "correct", "tag", th(KO_M + "\n") + r"<answer>해는 $x = 2 \pm 5i$ 입니다.</answer>", "'해는 x = 2 ± 5i 입니다' = the solutions are x = 2 ± 5i"),
    m("t_m_ok_ru_dfrac", "B", G_RU, "correct", "tag", th(RU_M + r" Сокращаем на 9: $\frac{17}{111}$." + "\n") + r"<answer>Ответ: $\dfrac{17}{111}$.</answer>", "'Ответ:' = Answer:, a \\dfrac"),
    m("t_m_ru_truncated_decimal", "A", G_RU, "wrong", "tag", th(RU_M + "\n") + r"<answer>Ответ: $0{,}153$</answer>", "0,153 (decimal comma) = 0.153, not the repeating 0.153153... = 17/111"),
    m("t_m_ok_hi_sentence", "B", G_HI, "correct", "tag", th(HI_M + "\n") + r"<answer>फलन का प्रांत $[2, 9) \cup (9, \infty)$ है।</answer>", "'फलन का प्रांत ... है' = the domain of the function is ..."),
    m("t_m_hi_nine_kept", "A", G_HI, "wrong", "tag", th(HI_M + "\n") + r"<answer>प्रांत: $[2, \infty)$</answer>", "'प्रांत' = domain: [2, ∞) keeps x = 9, where the denominator is zero"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_zh_phrase_hash", "B", "749", "correct", "hash", ZH + "答案是 749。\n#### 749", "'答案是 749' = the answer is 749, then ####"),
    g("h_zh_colon_hash_other", "A", "749", "wrong", "hash", ZH_SLIP + "最终答案：#### 695", "'最终答案：' (final answer, full-width colon) then #### 695"),
    g("h_ok_zh_colon_hash", "B", "749", "correct", "hash", ZH + "最终答案：#### 749", "twin: 'final answer:' with a full-width colon, then #### 749"),
    g("h_ok_ja_colon_hash", "B", "9960", "correct", "hash", JA + "答え：#### 9960", "'答え：' = Answer: then ####"),
    g("h_ja_wa_hash_other", "A", "9960", "wrong", "hash", JA_SLIP + "よって、答えは #### 8820 です。", "'よって、答えは #### 8820 です' = so the answer is #### 8820 (the pens left out)"),
    g("h_ok_ko_hash", "B", "459", "correct", "hash", KO + "따라서 답은 #### 459", "'따라서 답은' = therefore the answer is, then ####"),
    g("h_ko_phrase_gold_hash_other", "A", "459", "wrong", "hash", KO + "따라서 답은 459개입니다.\n#### 153", "the phrase says 459, the #### line 153 (the sold apples): two different final answers"),
    g("h_ok_ru_hash", "B", "449", "correct", "hash", RU + "Ответ: #### 449", "'Ответ:' = Answer:, then ####"),
    g("h_ru_hash_other", "A", "449", "wrong", "hash", RU_SLIP + "Ответ: #### 406", "Answer: #### 406 (3 h for 3.5 h)"),
    g("h_ok_uk_hash_comma", "B", "154.7", "correct", "hash", UK + "Відповідь: #### 154,70", "'Відповідь:' = Answer:; 154,70 with a decimal comma = 154.7, as the working's 45,50 shows"),
    g("h_uk_hash_other", "A", "154.7", "wrong", "hash", UK_SLIP + "Відповідь: #### 153", "Answer: #### 153 (45 for 45,50)"),
    g("h_ok_es_hash", "B", "13825", "correct", "hash", ES + "La respuesta es: #### 13825", "'La respuesta es:' = the answer is:, then ####"),
    g("h_es_hash_empty", "A", "13825", "no_answer", "hash", ES + "La respuesta final es:\n####", "'the final answer is:' then an empty ####; 13.825 only in the working"),
    g("h_ok_pt_hash_comma", "B", "99.6", "correct", "hash", PT + "Resposta final: #### 99,60", "'Resposta final:' = final answer:; 99,60 = 99.6"),
    g("h_pt_hash_other", "A", "99.6", "wrong", "hash", PT_SLIP + "Resposta final: #### 87,15", "final answer #### 87,15 (7 kg for 8)"),
    g("h_ok_fr_hash", "B", "331", "correct", "hash", FR + "La réponse est : #### 331", "'La réponse est :' (French space before the colon) then ####"),
    g("h_fr_hash_then_phrase_other", "A", "331", "wrong", "hash", FR + "#### 331\nDonc la réponse finale est 321.", "#### 331 then 'so the final answer is 321': two different final answers, the last 321"),
    g("h_ok_de_hash", "B", "139.5", "correct", "hash", DE + "Die Antwort lautet: #### 139,50", "'Die Antwort lautet:' = the answer is:; 139,50 = 139.5"),
    g("h_de_hash_approx", "A", "139.5", "wrong", "hash", DE + "Die Antwort ist ungefähr #### 140", "'ungefähr' = approximately: a rounded 140"),
    g("h_ok_it_hash", "B", "214.4", "correct", "hash", IT + "Risposta: #### 214,4", "'Risposta:' = Answer:; 214,4 = 214.4"),
    g("h_it_hash_other", "A", "214.4", "wrong", "hash", IT_SLIP + "Quindi la risposta è #### 201", "'so the answer is' #### 201 (15 days for 16)"),
    g("h_ok_nl_hash", "B", "525", "correct", "hash", NL + "Het antwoord is: #### 525", "'Het antwoord is:' = the answer is:"),
    g("h_nl_hash_other", "A", "525", "wrong", "hash", NL_SLIP + "Het antwoord is: #### 175", "#### 175: the 3 books a pupil left out"),
    g("h_ok_pl_hash", "B", "753", "correct", "hash", PL + "Odpowiedź: #### 753", "'Odpowiedź:' = Answer:"),
    g("h_pl_hash_other", "A", "753", "wrong", "hash", PL_SLIP + "Odpowiedź: #### 771", "Answer: #### 771 (46 withered read for 64)"),
    g("h_ok_tr_hash", "B", "7265", "correct", "hash", TR + "Cevap: #### 7265", "'Cevap:' = Answer:"),
    g("h_tr_hash_dot_other", "A", "7265", "wrong", "hash", TR_SLIP + "Cevap: #### 5.990", "Answer: #### 5.990 (Turkish thousands dot, 5,990; 5 days for 6)"),
    g("h_ok_vi_hash", "B", "1632", "correct", "hash", VI + "Đáp án: #### 1632", "'Đáp án:' = Answer:"),
    g("h_vi_hash_other", "A", "1632", "wrong", "hash", VI_SLIP + "Vậy đáp số là #### 1496", "'Vậy đáp số là' = so the result is #### 1496 (11 days for 12)"),
    g("h_ok_id_hash", "B", "90000", "correct", "hash", ID + "Jadi, jawabannya adalah #### 90000", "'Jadi, jawabannya adalah' = so the answer is"),
    g("h_id_hash_dot_other", "A", "90000", "wrong", "hash", ID_SLIP + "Jadi, jawabannya adalah #### 75.000", "#### 75.000 (Indonesian thousands dot, 75,000: the pens left out)"),
    g("h_ok_el_hash", "B", "992", "correct", "hash", EL + "Άρα η απάντηση είναι: #### 992", "'Άρα η απάντηση είναι:' = so the answer is:"),
    g("h_ok_sv_hash_space", "B", "13050", "correct", "hash", SV + "Svaret är: #### 13 050", "'Svaret är:' = the answer is:; a Swedish thousands space"),
    g("h_ok_mixed_en_ko", "B", "459", "correct", "hash", KO + "Final Answer: #### 459개", "mixed: an English marker, then #### 459 with the Korean counter 개"),
    m("h_m_ok_es_hash", "B", G_ES, "correct", "hash", ES_M + "\nLa respuesta es: #### (-7, 5)", "a MATH answer after 'La respuesta es: ####'"),
    m("h_m_es_hash_closed", "A", G_ES, "wrong", "hash", ES_M + "\nLa respuesta es: #### [-7, 5]", "a closed interval for a strict inequality"),
    m("h_m_ok_tr_hash", "B", G_TR, "correct", "hash", TR_M + " $= 990$.\nCevap: #### 990", "Answer: #### 990"),

    # ================================================================ 3. exactness
    g("x_uk_rounded", "A", "154.7", "wrong", "answer_is", UK + "Відповідь: приблизно 155 грн.", "'приблизно' = approximately: 155 for 154.70"),
    g("x_ok_uk_short_decimal", "B", "154.7", "correct", "answer_is", UK + "Відповідь: 154,7 грн.", "154,7 = 154.7 (decimal comma, trailing zero dropped)"),
    g("x_ok_de_decimal_comma", "B", "139.5", "correct", "answer_is", DE + "**Antwort:** Sie bekommt 139,50 €.", "'Sie bekommt 139,50 €' = she gets 139.50 euros"),
    g("x_de_rounded", "A", "139.5", "wrong", "answer_is", DE + "**Antwort:** Sie bekommt rund 140 €.", "'rund' = roughly: 140 for 139.50"),
    g("x_ok_es_thousands_dot", "B", "13825", "correct", "answer_is", ES + "**Respuesta:** le quedan 13.825 €.", "Spanish thousands dot: 13.825 = 13,825 (the working 17.500 − 3.675 fixes the reading)"),
    g("x_es_mil_rounded", "A", "13825", "wrong", "answer_is", ES + "**Respuesta:** le quedan unos 13,8 mil €.", "'unos 13,8 mil €' = some 13.8 thousand euros: rounded (13,800)"),
    g("x_ok_pt_short_decimal", "B", "99.6", "correct", "answer_is", PT + "Resposta: R$ 99,6.", "R$ 99,6 = 99.6"),
    g("x_pt_misplaced_zero", "A", "99.6", "wrong", "answer_is", PT + "Resposta: R$ 99,06.", "99,06 = 99.06, not 99.60"),
    g("x_ok_it_decimal", "B", "214.4", "correct", "answer_is", IT + "In totale Marco percorre 214,4 km.", "no marker: 'in total Marco covers 214,4 km'"),
    g("x_it_truncated", "A", "214.4", "wrong", "answer_is", IT + "In totale Marco percorre circa 214 km.", "'circa 214 km' = about 214 km: rounded"),
    g("x_ok_cs_decimal", "B", "224.7", "correct", "answer_is", CS + "Odpověď: Zaplatí 224,70 Kč.", "'Zaplatí 224,70 Kč' = she pays 224.70 crowns"),
    g("x_cs_cash_rounded", "A", "224.7", "wrong", "answer_is", CS + "Protože haléře se už nepoužívají, zaplatí v hotovosti 225 Kč.\nOdpověď: 225 Kč", "debatable: 'since hellers are no longer used, she pays 225 crowns in cash' - real Czech cash rounding, but the computed total asked for is 224.70; the final answer 225 is wrong (decision reject)", True),
    g("x_ok_el_two_decimals", "B", "992", "correct", "answer_is", EL + "Απάντηση: 992,00 €", "'Απάντηση' = Answer: 992,00 = 992"),
    g("x_el_place_value_slip", "A", "992", "wrong", "answer_is", EL + "Απάντηση: 9,92 €", "9,92 = 9.92 euros with the Greek decimal comma: a place-value slip"),
    g("x_ok_ru_point_zero", "B", "449", "correct", "answer_is", RU + "Ответ: 449,0 км.", "449,0 = 449"),
    g("x_ok_ja_fullstop_yen", "B", "9960", "correct", "answer_is", JA + "したがって、合計金額は9,960円です。", "'したがって、合計金額は9,960円です' = therefore the total is 9,960 yen"),
    g("x_ja_about_ichiman", "A", "9960", "wrong", "answer_is", JA + "したがって、合計金額は約1万円です。", "'約1万円' = about 10,000 yen: rounded"),
    g("x_ok_tr_thousands_dot", "B", "7265", "correct", "answer_is", TR + "Cevap: 7.265 parça.", "'7.265 parça' = 7,265 pieces (Turkish thousands dot)"),
    g("x_vi_decimal_comma_slip", "A", "1632", "wrong", "answer_is", VI + "Đáp số: 1,632 kg.", "Vietnamese uses the comma as the DECIMAL sign (the working writes 1.632 for 1632), so 1,632 kg here is 1.632 kg; debatable: a reader may take the comma as an English thousands comma (decision reject)", True),
    g("x_ok_vi_thousands_dot", "B", "1632", "correct", "answer_is", VI + "Đáp số: 1.632 kg.", "'Đáp số' = result; 1.632 with the Vietnamese thousands dot = 1632, as the working shows"),
    m("x_m_ok_ru_periodic", "B", G_RU, "correct", "answer_is", RU_M + r" Ответ: $0{,}(153)$.", "0,(153) is the Russian notation for the repeating decimal 0.153153... = 17/111 exactly"),
    m("x_m_ru_approx", "A", G_RU, "wrong", "answer_is", RU_M + r" Ответ: $x \approx 0{,}153$.", "≈ 0,153, a decimal approximation of a repeating decimal"),
    m("x_m_ok_id_decimal", "B", G_ID, "correct", "answer_is", ID_M + r" $= 22{,}2$." + "\nJadi, rata-ratanya adalah $22{,}2$.", "22,2 = 22.2 = 111/5 exactly ('jadi, rata-ratanya adalah' = so the mean is)"),
    m("x_m_id_rounded", "A", G_ID, "wrong", "answer_is", ID_M + r" $\approx 22$." + "\nJadi, rata-ratanya adalah $22$.", "rounded to 22"),
    m("x_m_ok_vi_box_equation", "B", G_VI, "correct", "boxed", VI_M + r" $= 6\sqrt{7}$. Vậy $\boxed{\sqrt{252} = 6\sqrt{7}}$.", "'Vậy' = so: an equation in the box ending in the gold"),
    m("x_m_vi_decimal", "A", G_VI, "wrong", "boxed", VI_M + r" $\approx 15{,}87$. Vậy $\boxed{15{,}87}$.", "15,87 = 15.87, a decimal for the irrational 6\\sqrt7 = 15.8745..."),
    m("x_m_ok_pl_exact_approx", "B", G_PL, "correct", "answer_is", PL_M + r" $= \sqrt{41}$." + "\nOdpowiedź: $d = \\sqrt{41} \\approx 6{,}40$.", "the exact value with its approximation after it; the exact value is the answer"),
    m("x_m_pl_approx_only", "A", G_PL, "wrong", "answer_is", PL_M + r" $= \sqrt{41}$." + "\nOdpowiedź: $d \\approx 6{,}4$.", "only the decimal 6,4 is given as the answer"),
    m("x_m_ok_fr_unsimplified", "B", G_FR, "correct", "boxed", FR_M + r" rad." + "\n" + r"Réponse : $\boxed{\frac{264\pi}{180}}$", "264π/180 = 22π/15, left unsimplified ('Réponse' = answer)"),
    m("x_m_fr_decimal", "A", G_FR, "wrong", "boxed", FR_M + r" $\approx \boxed{4{,}61}$ rad.", "4,61 (about 4.6077), a decimal for 22π/15"),
    m("x_m_ok_de_exact_then_approx", "B", G_DE, "correct", "boxed", DE_M + r" $= \boxed{288\pi} \approx 904{,}78$ Volumeneinheiten.", "the box holds 288π; the approximation after it is an annotation"),
    m("x_m_de_decimal_box", "A", G_DE, "wrong", "boxed", DE_M + r" $= 288\pi \approx \boxed{904{,}8}$", "the box holds the decimal 904,8"),
    m("x_m_ok_fa_decimal_digits", "B", G_FA, "correct", "answer_is", FA_M + r" $= \frac{9}{7}$." + "\nپاسخ: ۹/۷", "'پاسخ' = answer: 9/7 in Persian digits"),
    m("x_m_fa_decimal", "A", G_FA, "wrong", "answer_is", FA_M + r" $= \frac{9}{7}$." + "\nپاسخ: تقریباً ۱٫۲۹", "'تقریباً ۱٫۲۹' = approximately 1.29 (Persian decimal separator): a decimal for 9/7"),
    m("x_m_tr_gcd", "A", G_TR, "wrong", "boxed", r"$45 = 3^2 \cdot 5$ ve $66 = 2 \cdot 3 \cdot 11$ olduğundan ortak asal çarpan yalnızca $3$'tür, yani EBOB$(45, 66) = \boxed{3}$.", "EBOB (the gcd, 3) computed where EKOK (the lcm) is asked ('ortak asal çarpan yalnızca 3' = the only common prime factor is 3)"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_gold_then_other", "A", "749", "wrong", "answer_is", ZH + "检查一下：答案不是 749，因为题目说卖掉的是 193 棵。\n所以剩下 888 − 193 = 695 棵。", "'答案不是 749' = the answer is not 749 (misreading the sold count as 193); the final value is 695"),
    g("n_ok_zh_not_other", "B", "749", "correct", "answer_is", ZH + "答案不是 695，而是 749。", "'答案不是 695，而是 749' = the answer is not 695 but 749"),
    g("n_ja_dewanai_then_other", "A", "9960", "wrong", "answer_is", JA + "答えは9,960円ではありません。ペンは別会計なので、答えは8,820円です。", "'答えは9,960円ではありません' = the answer is NOT 9,960 yen (the negation follows the number); the final answer is 8,820"),
    g("n_ok_ja_dehanaku", "B", "9960", "correct", "answer_is", JA + "答えは8,820円ではなく、9,960円です。", "'8,820円ではなく、9,960円です' = not 8,820 yen but 9,960 yen"),
    g("n_ja_dewanai_only", "A", "9960", "no_answer", "answer_is", JA + "……いや、答えは9,960円ではない。もう一度問題文を確認する必要がある。", "'the answer is not 9,960 yen. I need to check the problem again': the gold negated, nothing stated after"),
    g("n_ko_marked_wrong", "A", "459", "wrong", "answer_is", KO + "답: 459개 ❌ (틀림 — 1/4이 아니라 1/3을 팔았다고 나와 있음)", "the model marks its 459 wrong ('틀림' = wrong; 'it says 1/3 was sold, not 1/4') and states no new value; debatable between wrong and no_answer (decision reject; round 21 labels a self-marked-wrong answer wrong)", True),
    g("n_ok_ko_check", "B", "459", "correct", "answer_is", KO + "답: 459개 ✔ (검산: 459 + 153 = 612)", "a check mark and a check ('검산' = verification) after the answer"),
    g("n_ru_ne_only", "A", "449", "no_answer", "answer_is", RU + "Хм, значит, ответ не 449 км. Где-то ошибка, надо пересчитать.", "'so the answer is not 449 km. There is an error somewhere, I must recount': negated, nothing after"),
    g("n_ok_ru_ne_a", "B", "449", "correct", "answer_is", RU_SLIP + "Стоп, первый участок длился 3,5 ч, а не 3 ч: 3,5 · 86 = 301 км.\nОтвет не 406 км, а 449 км.", "'Ответ не 406 км, а 449 км' = the answer is not 406 km but 449 km"),
    g("n_uk_strike_gold_other", "A", "154.7", "wrong", "answer_is", UK + "Відповідь: ~~154,70 грн~~ 153 грн", "the gold struck, 153 after it"),
    g("n_ok_uk_strike_other", "B", "154.7", "correct", "answer_is", UK_SLIP + "Ой, ціна 45,50 грн, а не 45 грн.\nВідповідь: ~~153 грн~~ 154,70 грн", "'Oops, the price is 45.50, not 45': the wrong value struck, the gold after"),
    g("n_es_no_es_sino", "A", "13825", "wrong", "answer_is", ES + "Pero cuidado: son 13 meses. La respuesta no es 13.825 €, sino 12.575 €.", "'la respuesta no es 13.825 €, sino 12.575 €' = the answer is not 13,825 but 12,575"),
    g("n_ok_es_no_es_sino", "B", "13825", "correct", "answer_is", ES_SLIP + "Corrijo: el enunciado dice 14 meses. La respuesta no es 12.575 €, sino 13.825 €.", "twin: 'not 12,575 but 13,825'"),
    g("n_pt_strike_only", "A", "99.6", "no_answer", "answer_is", PT + "Resposta: ~~R$ 99,60~~", "the only answer is struck out, nothing after it"),
    g("n_fr_barre_a_refaire", "A", "331", "no_answer", "answer_is", FR + "Réponse : ~~331~~ (erreur de calcul, à refaire)", "struck out, '(calculation error, to be redone)': no answer"),
    g("n_ok_fr_et_non", "B", "331", "correct", "answer_is", FR + "Réponse : 331 spectateurs (et non 321).", "'(et non 321)' = (and not 321) after the gold"),
    g("n_de_nicht_sondern", "A", "139.5", "wrong", "answer_is", DE + "Moment, laut Aufgabe waren es nur 7 Stunden. Die Antwort ist nicht 139,50 €, sondern 130,20 €.", "'nicht 139,50 €, sondern 130,20 €' = not 139.50 but 130.20"),
    g("n_ok_de_nicht_sondern", "B", "139.5", "correct", "answer_is", DE_SLIP + "Moment, es waren 7,5 Stunden. Die Antwort ist nicht 130,20 €, sondern 139,50 €.", "twin: not 130.20 but 139.50"),
    g("n_it_non_only", "A", "214.4", "no_answer", "answer_is", IT + "Quindi la risposta non è 214,4 km: devo aver sbagliato qualcosa.", "'the answer is not 214,4 km: I must have got something wrong'"),
    g("n_ok_it_non_other", "B", "214.4", "correct", "answer_is", IT + "La risposta è 214,4 km, non 201 km.", "'214,4 km, non 201 km' = 214.4 km, not 201 km"),
    g("n_nl_cross_mark", "A", "525", "wrong", "hash", NL + "#### 525 ❌ (fout: ik heb de 3 boeken dubbel geteld)", "the model marks 525 wrong ('fout: I counted the 3 books twice')"),
    g("n_ok_nl_check_mark", "B", "525", "correct", "hash", NL + "#### 525 ✅", "a check mark after the answer"),
    g("n_pl_nie_tylko", "A", "753", "wrong", "answer_is", PL + "Odpowiedź: nie 753, tylko 771 tulipanów.", "'nie 753, tylko 771' = not 753 but 771"),
    g("n_ok_pl_a_nie", "B", "753", "correct", "answer_is", PL + "Odpowiedź: 753 tulipany, a nie 771.", "'753 tulipany, a nie 771' = 753 tulips, and not 771"),
    g("n_tr_degil_only", "A", "7265", "no_answer", "answer_is", TR + "Cevap 7.265 değil. Kusurlu parça sayısını tekrar kontrol etmeliyim.", "'Cevap 7.265 değil' = the answer is NOT 7,265 (değil follows the number); 'I must check the defective count again'"),
    g("n_ok_tr_degil_other", "B", "7265", "correct", "answer_is", TR + "Cevap 5.990 değil, 7.265'tir.", "'the answer is not 5,990, it is 7,265'"),
    g("n_ar_laysa_only", "A", "2898", "no_answer", "answer_is", AR + "إذن الجواب ليس ٢٨٩٨ لترًا، يجب أن أراجع عدد الأيام.", "'so the answer is not 2898 litres; I must check the number of days'"),
    g("n_ok_ar_wa_laysa", "B", "2898", "correct", "answer_is", AR + "الجواب: ٢٨٩٨ لترًا وليس ٤١٤ لترًا.", "'2898 litres and not 414 litres'"),
    g("n_hi_nahin_hai", "A", "416", "no_answer", "answer_is", HI + "इसलिए उत्तर 416 नहीं है। मुझे प्रश्न दोबारा पढ़ना होगा।", "'so the answer is NOT 416 (नहीं है follows the number). I must read the question again'"),
    g("n_ok_hi_nahin_other", "B", "416", "correct", "answer_is", HI + "उत्तर 224 नहीं, 416 है।", "'the answer is not 224, it is 416'"),
    g("n_fa_nist", "A", "3870000", "no_answer", "answer_is", FA + "پس پاسخ ۳٬۸۷۰٬۰۰۰ تومان نیست؛ باید قیمت را دوباره بررسی کنم.", "'so the answer is NOT 3,870,000 toman (نیست follows); I must check the price again'"),
    m("n_m_ja_dewanai", "A", G_JA, "no_answer", "answer_is", JA_M + "\nしかし、頂点は $(-3, -7)$ ではない。どこかで計算を間違えている。", "'but the vertex is not (-3, -7). I made an error somewhere'"),
    m("n_m_ok_ja_dehanaku", "B", G_JA, "correct", "answer_is", JA_M + "\nよって頂点は $(3, -7)$ ではなく $(-3, -7)$ である。", "'so the vertex is not (3, -7) but (-3, -7)'"),
    m("n_m_ko_anida", "A", G_KO, "no_answer", "answer_is", KO_M + "\n그러므로 답은 $2 \\pm 5i$가 아닙니다. 판별식을 다시 계산해 보겠습니다.", "'so the answer is NOT 2 ± 5i (가 아닙니다 follows). Let me recompute the discriminant'"),
    m("n_m_ok_ko_anira", "B", G_KO, "correct", "answer_is", KO_M + "\n따라서 답은 $-2 \\pm 5i$가 아니라 $2 \\pm 5i$입니다.", "'so the answer is not -2 ± 5i but 2 ± 5i'"),
    m("n_m_de_cancel_box", "A", G_DE, "no_answer", "boxed", DE_M + r" $= \boxed{\cancel{288\pi}}$ — falsch, hier fehlt noch etwas.", "a cancelled box, 'wrong, something is still missing here'"),
    m("n_m_ok_de_annot", "B", G_DE, "correct", "boxed", DE_M + r" $= \boxed{288\pi}$ (in Kubikeinheiten)", "'(in Kubikeinheiten)' = in cubic units: a harmless annotation"),
    m("n_m_el_oxi_alla", "A", G_EL, "wrong", "answer_is", EL_M + "\nΆρα η απάντηση δεν είναι $-\\sqrt{3}$ αλλά $\\sqrt{3}$, γιατί η εφαπτομένη είναι θετική.", "'so the answer is not -√3 but √3, because the tangent is positive' (a wrong correction; tan is negative in the second quadrant)"),
    m("n_m_ok_el_oxi", "B", G_EL, "correct", "answer_is", EL_M + "\nΆρα η απάντηση είναι $-\\sqrt{3}$ και όχι $\\sqrt{3}$.", "'so the answer is -√3 and not √3'"),

    # ================================================================ 5. unit and scale words
    g("u_ok_zh_wan", "B", "56400", "correct", "answer_is", ZH2 + "答：一共生产了 5.64 万件。", "'5.64 万件' = 5.64 ten-thousands of pieces = 56,400 (万 = 10^4)"),
    g("u_zh_wan_slip", "A", "56400", "wrong", "answer_is", ZH2 + "答：一共生产了 56.4 万件。", "'56.4 万件' = 564,000 pieces: the 万 scale word multiplies by 10^4"),
    g("u_zh_wan_dropped", "A", "56400", "wrong", "answer_is", ZH2.replace("56400 件", "5.64 万件") + "#### 5.64", "the working says 5.64 万 (= 56,400) but the #### value drops the scale word: 5.64"),
    g("u_ok_zh_numerals", "B", "749", "correct", "answer_is", ZH + "答：还剩七百四十九棵。", "Chinese numerals: 七百四十九 = 749 ('还剩' = there remain)"),
    g("u_ok_ja_kanji_numerals", "B", "9960", "correct", "answer_is", JA + "答え：九千九百六十円", "kanji numerals: 九千九百六十円 = 9,960 yen"),
    g("u_ok_ko_man_won", "B", "34200000", "correct", "answer_is", KO2 + "따라서 연봉은 3,420만 원입니다.", "'3,420만 원' = 3,420 ten-thousands of won = 34,200,000 (만 = 10^4)"),
    g("u_ko_man_dropped", "A", "34200000", "wrong", "answer_is", KO2 + "따라서 연봉은 3,420원입니다.", "'3,420원' = 3,420 won: the 만 of 3,420만 dropped"),
    g("u_ok_ru_tys", "B", "576000", "correct", "answer_is", RU2 + "Ответ: 576 тыс. руб.", "'576 тыс. руб.' = 576 thousand roubles = 576,000"),
    g("u_ru_tys_dropped", "A", "576000", "wrong", "hash", RU2 + "#### 576", "the working counts in thousands (тыс.) but the #### value is 576"),
    g("u_ok_ru_moroz", "B", "-9.4", "correct", "answer_is", RUT + "Ответ: 9,4 градуса мороза.", "'9,4 градуса мороза' = 9.4 degrees of frost = -9.4 °C (a Russian idiom for below zero)"),
    g("u_ru_sign_lost", "A", "-9.4", "wrong", "answer_is", RUT.replace("−9,4", "9,4") + "Ответ: 9,4 °C.", "the minus sign lost: 9,4 °C for -9.4"),
    g("u_ok_ru_minus_word", "B", "-9.4", "correct", "answer_is", RUT + "Ответ: минус 9,4 °C.", "'минус 9,4' = minus 9.4"),
    g("u_ok_zh_lingxia", "B", "-9.4", "correct", "answer_is", "8 小时内气温下降了 1.8 × 8 = 14.4 °C。\n原来是 5 °C，所以现在是 5 − 14.4 = −9.4 °C。\n答：现在的气温是零下 9.4 摄氏度。", "'零下 9.4 摄氏度' = 9.4 degrees Celsius below zero = -9.4"),
    g("u_ok_ko_yeongha", "B", "-9.4", "correct", "answer_is", "8시간 동안 기온이 1.8 × 8 = 14.4°C 내려갔습니다.\n처음 기온이 5°C였으므로 5 − 14.4 = −9.4°C입니다.\n답: 영하 9.4도", "'영하 9.4도' = 9.4 degrees below zero = -9.4"),
    g("u_ko_yeongsang", "A", "-9.4", "wrong", "answer_is", "8시간 동안 기온이 1.8 × 8 = 14.4°C 내려갔습니다.\n처음 기온이 5°C였으므로 14.4 − 5 = 9.4°C입니다.\n답: 영상 9.4도", "'영상 9.4도' = 9.4 degrees ABOVE zero (the subtraction reversed): +9.4"),
    g("u_ok_vi_am", "B", "-9.4", "correct", "answer_is", "Nhiệt độ giảm 1,8 × 8 = 14,4 °C.\nNhiệt độ lúc sau: 5 − 14,4 = −9,4 °C.\nĐáp số: âm 9,4 độ C.", "'âm 9,4 độ C' = minus 9.4 degrees C (âm = negative)"),
    g("u_ok_it_sotto_zero", "B", "-9.4", "correct", "answer_is", "In 8 ore la temperatura scende di 1,8 × 8 = 14,4 °C.\nPartendo da 5 °C: 5 − 14,4 = −9,4 °C.\nRisposta: 9,4 gradi sotto zero.", "'9,4 gradi sotto zero' = 9.4 degrees below zero = -9.4"),
    g("u_ok_it_dozzine", "B", "516", "correct", "answer_is", IT_DOZ + "Risposta: 43 dozzine, cioè 516 uova.", "'43 dozzine, cioè 516 uova' = 43 dozen, that is 516 eggs: the last value is the gold"),
    g("u_it_dozzine_gold", "A", "516", "wrong", "answer_is", IT_DOZ + "Risposta: 516 dozzine di uova.", "'516 dozzine' = 516 dozen = 6,192 eggs, not the 516 eggs the working counts"),
    g("u_ok_vi_ta", "B", "516", "correct", "answer_is", "Có 43 hộp, mỗi hộp 12 quả trứng, nên có 43 × 12 = 516 quả trứng.\nĐáp số: 516 quả trứng.", "'516 quả trứng' = 516 eggs (quả is the classifier)"),
    g("u_vi_ta_gold", "A", "516", "wrong", "answer_is", "Có 43 hộp, mỗi hộp 12 quả trứng, nên có 43 × 12 = 516 quả trứng.\nĐáp số: 516 tá trứng.", "'516 tá' = 516 dozen (tá = dozen in Vietnamese) = 6,192 eggs"),
    g("u_ok_id_lusin_equiv", "B", "516", "correct", "answer_is", "Ada 43 kotak, masing-masing berisi 1 lusin (12 butir) telur.\nJumlah telur = 43 × 12 = 516 butir.\nJadi, ada 43 lusin atau 516 butir telur.", "'43 lusin atau 516 butir' = 43 dozen or 516 eggs: the same quantity twice, not a hedge (lusin = dozen)"),
    g("u_ok_id_ribu", "B", "90000", "correct", "answer_is", ID + "Jadi, Budi harus membayar 90 ribu rupiah.", "'90 ribu rupiah' = 90 thousand rupiah = 90,000"),
    g("u_id_ribu_other", "A", "90000", "wrong", "answer_is", ID_SLIP + "Jadi, Budi harus membayar 75 ribu rupiah.", "'75 ribu rupiah' = 75,000: the pens left out"),
    g("u_ok_de_tsd", "B", "420000", "correct", "answer_is", DE2 + "Antwort: Es sind 420 Tsd. Menschen.", "'420 Tsd.' = 420 thousand (Tausend) = 420,000"),
    g("u_ok_de_mio", "B", "420000", "correct", "answer_is", DE2 + "Antwort: 0,42 Mio. Einwohner", "'0,42 Mio.' = 0.42 million = 420,000"),
    g("u_de_mio_slip", "A", "420000", "wrong", "answer_is", DE2 + "Antwort: 420 Mio. Einwohner", "'420 Mio.' = 420 million: a scale-word slip"),
    g("u_ok_hi_lakh_grouping", "B", "134496", "correct", "answer_is", HI2 + "उत्तर: एक साल में कुल बचत ₹1,34,496 होगी।", "Indian digit grouping 1,34,496 = 134,496 ('in one year the total saving will be')"),
    g("u_hi_lakh_rounded", "A", "134496", "wrong", "answer_is", HI2 + "उत्तर: लगभग 1.34 लाख रुपये।", "'लगभग 1.34 लाख' = about 1.34 lakh = 134,000: rounded"),
    g("u_ok_fa_million", "B", "3870000", "correct", "answer_is", FA + "پاسخ: ۳ میلیون و ۸۷۰ هزار تومان", "'۳ میلیون و ۸۷۰ هزار تومان' = 3 million and 870 thousand toman = 3,870,000"),
    g("u_fa_hezar_dropped", "A", "3870000", "wrong", "hash", FA + "#### 3870", "the #### value 3870 drops 'هزار' (thousand): the working's ۳۸۷۰ هزار = 3,870,000"),
    g("u_ok_es_words", "B", "13825", "correct", "answer_is", ES + "Respuesta: le quedan trece mil ochocientos veinticinco euros.", "number words: 'trece mil ochocientos veinticinco' = 13,825"),
    g("u_es_menos", "A", "13825", "wrong", "answer_is", ES + "Respuesta: le quedan 3.675 € menos de lo que ahorró.", "'she has 3,675 euros less than she saved': the only value stated is the spent amount, not what is left"),
    g("u_ok_sv_tusen", "B", "13050", "correct", "answer_is", SV + "Svar: 13,05 tusen kronor, alltså 13 050 kr.", "'13,05 tusen kronor, alltså 13 050 kr' = 13.05 thousand crowns, that is 13,050"),
    g("u_ok_th_phon", "B", "415", "correct", "answer_is", TH + "ตอบ 415 ผล", "'ตอบ 415 ผล' = answer: 415 (ผล is the fruit classifier)"),
    g("u_ok_tl_na_mangga", "B", "233", "correct", "answer_is", TL + "Sagot: 233 na mangga", "'Sagot: 233 na mangga' = Answer: 233 mangoes"),
    g("u_tl_kulang", "A", "233", "wrong", "answer_is", TL + "Sagot: 127 na mangga ang kulang sa 360.", "'127 mangoes short of 360': the only value stated is the sold mangoes, not what is left"),
    m("u_m_ok_de_cubic_units", "B", G_DE, "correct", "boxed", DE_M + r" $= \boxed{288\pi\ \text{cm}^3}$", "a unit inside the box"),
    m("u_m_ok_fr_rad", "B", G_FR, "correct", "boxed", FR_M + r" $= \boxed{\frac{22\pi}{15}\ \text{rad}}$", "'rad' inside the box"),
    m("u_m_fr_degrees_restated", "A", G_FR, "wrong", "boxed", r"L'angle mesure $\boxed{264^\circ}$.", "debatable: the given degrees restated where radians are asked; the same angle, not the asked form (decision reject, as round 21)", True),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "749", "wrong", "answer_is", ZH + "答案：749\n\n更正：题目中卖掉的是 193 棵，所以应该剩下 888 − 193 = 695 棵。", "'更正' = correction: 193 sold, so 695 remain"),
    g("r_ok_zh_yanzheng", "B", "749", "correct", "answer_is", ZH + "答案：749\n\n验证：749 + 139 = 888 ✓", "'验证' = verification after the answer"),
    g("r_ja_teisei", "A", "9960", "wrong", "answer_is", JA + "答え：9,960円\n\n訂正：ペンは2本でした。8,820円 + 760円 = 9,580円です。", "'訂正' = correction: two pens, so 9,580 yen"),
    g("r_ok_ja_kakunin", "B", "9960", "correct", "answer_is", JA + "答え：9,960円\n\n確認：9,960 − 1,140 = 8,820 = 1,260 × 7 ✓", "'確認' = check after the answer"),
    g("r_ko_jeongjeong", "A", "459", "wrong", "hash", KO + "#### 459\n\n정정: 문제를 다시 읽어 보니 절반을 팔았으므로 612 ÷ 2 = 306개가 남습니다.", "'정정' = correction: reading again, half were sold, so 306 remain"),
    g("r_ok_ko_closing", "B", "459", "correct", "hash", KO + "#### 459\n\n도움이 되셨길 바랍니다! 😊", "'I hope this helped!' after the answer"),
    g("r_ru_popravka", "A", "449", "wrong", "answer_is", RU + "Ответ: 449 км.\n\nПоправка: на втором участке поезд шёл 3 ч, значит 301 + 3 · 74 = 301 + 222 = 523 км.", "'Поправка' = correction: 3 h on the second leg, 523 km"),
    g("r_ok_ru_proverka", "B", "449", "correct", "answer_is", RU + "Ответ: 449 км.\n\nПроверка: 449 − 148 = 301 = 3,5 · 86 ✓", "'Проверка' = check after the answer"),
    g("r_uk_ni_zachekaite", "A", "154.7", "wrong", "answer_is", UK + "Відповідь: 154,70 грн.\n\nНі, зачекайте — у задачі ціна 45 грн за кг, тож 3,4 · 45 = 153 грн.", "'No, wait - the price is 45 UAH a kg, so 153': withdrawn for 153"),
    g("r_ok_uk_closing", "B", "154.7", "correct", "answer_is", UK + "Відповідь: 154,70 грн.\n\nСподіваюся, це допомогло! Якщо будуть питання — пишіть.", "'I hope this helped! Write if you have questions.'"),
    g("r_es_fe_de_erratas", "A", "13825", "wrong", "answer_is", ES + "**Respuesta:** 13.825 €\n\nFe de erratas: eran 13 meses, así que la respuesta correcta es 12.575 €.", "'Fe de erratas' = erratum: 13 months, so the correct answer is 12,575"),
    g("r_ok_es_corrected", "B", "13825", "correct", "answer_is", ES_SLIP + "**Respuesta:** 12.575 €\n\nEspera, el enunciado dice 14 meses: 1.250 × 14 = 17.500 y 17.500 − 3.675 = 13.825.\n**Respuesta corregida:** 13.825 €", "'Espera' = wait; 'Respuesta corregida' = corrected answer: the gold"),
    g("r_pt_alias_nao", "A", "99.6", "wrong", "answer_is", PT + "Resposta: R$ 99,60. Aliás, não: o enunciado fala em 7 kg, então 7 × 12,45 = R$ 87,15.", "'Aliás, não' = actually, no: 7 kg, so R$ 87.15"),
    g("r_ok_pt_closing", "B", "99.6", "correct", "answer_is", PT + "Resposta: R$ 99,60.\n\nEspero ter ajudado! Se tiver mais dúvidas, é só perguntar.", "'I hope I helped! If you have more questions, just ask.'"),
    g("r_fr_en_fait", "A", "331", "wrong", "answer_is", FR + "Réponse : 331\n\nEn fait, non : je me suis trompé dans la multiplication, 26 × 18 = 458, donc 458 − 137 = 321.", "'En fait, non' = actually, no: a (wrong) recount gives 321, the last committed answer"),
    g("r_ok_fr_verification", "B", "331", "correct", "answer_is", FR + "Réponse : 331\n\nVérification : 331 + 137 = 468 = 26 × 18. ✔", "'Vérification' = check"),
    g("r_de_korrektur", "A", "139.5", "wrong", "answer_is", DE + "**Antwort:** 139,50 €\n\nKorrektur: Sie hat nur 7 Stunden gearbeitet, also 7 × 18,60 € = 130,20 €.", "'Korrektur' = correction: only 7 hours, 130.20"),
    g("r_ok_de_probe", "B", "139.5", "correct", "answer_is", DE + "**Antwort:** 139,50 €\n\nProbe: 139,50 € ÷ 7,5 = 18,60 € ✓", "'Probe' = check"),
    g("r_it_anzi_no", "A", "214.4", "wrong", "answer_is", IT + "Risposta: 214,4 km. Anzi no, rileggendo il testo i giorni sono 15: 13,4 × 15 = 201 km.", "'Anzi no' = or rather, no: 15 days, 201 km"),
    g("r_ok_it_anzi_gold", "B", "214.4", "correct", "answer_is", IT_SLIP + "Risposta: 201 km. Anzi no, i giorni sono 16: 13,4 × 16 = 214,4 km.", "twin: 'Anzi no' then the gold"),
    g("r_nl_oeps", "A", "525", "wrong", "answer_is", NL + "Antwoord: € 525\n\nOeps, ik zie nu dat elke leerling 2 boeken koopt: 56 × € 6,25 = € 350.", "'Oeps' = oops: 2 books each, 350"),
    g("r_ok_nl_controle", "B", "525", "correct", "answer_is", NL + "Antwoord: € 525\n\nControle: € 525 ÷ € 6,25 = 84 boeken = 28 × 3 ✓", "'Controle' = check"),
    g("r_pl_poprawka", "A", "753", "wrong", "answer_is", PL + "Odpowiedź: 753 tulipany.\n\nPoprawka: zwiędło 46 tulipanów, więc zostało 817 − 46 = 771.", "'Poprawka' = correction: 46 withered, 771"),
    g("r_ok_pl_sprawdzenie", "B", "753", "correct", "answer_is", PL + "Odpowiedź: 753 tulipany.\n\nSprawdzenie: 753 + 64 = 817 ✓", "'Sprawdzenie' = check"),
    g("r_tr_duzeltme", "A", "7265", "wrong", "answer_is", TR + "Cevap: 7.265\n\nDüzeltme: Fabrika 5 gün çalışmış, yani 6.375 − 385 = 5.990.", "'Düzeltme' = correction: the factory worked 5 days, 5,990"),
    g("r_ok_tr_closing", "B", "7265", "correct", "answer_is", TR + "Cevap: 7.265\n\nUmarım yardımcı olmuştur!", "'I hope it helped!'"),
    g("r_sv_rattelse", "A", "13050", "wrong", "answer_is", SV + "Svar: 13 050 kr\n\nRättelse: det var 8 veckor, alltså 1 450 × 8 = 11 600 kr.", "'Rättelse' = correction: 8 weeks, 11,600"),
    g("r_ok_sv_kontroll", "B", "13050", "correct", "answer_is", SV + "Svar: 13 050 kr\n\nKontroll: 13 050 / 9 = 1 450 ✓", "'Kontroll' = check"),
    g("r_cs_oprava", "A", "224.7", "wrong", "answer_is", CS + "Odpověď: 224,70 Kč\n\nOprava: rohlíky byly jen 2, tedy 210 + 9,80 = 219,80 Kč.", "'Oprava' = correction: only 2 rolls, 219.80"),
    g("r_ok_cs_zkouska", "B", "224.7", "correct", "answer_is", CS + "Odpověď: 224,70 Kč\n\nZkouška: 224,70 − 14,70 = 210 = 2,5 · 84 ✓", "'Zkouška' = check"),
    g("r_he_tikun", "A", "373", "wrong", "answer_is", HE + "תשובה: 373 בקבוקים.\n\nתיקון: נשברו 95 בקבוקים, ולכן נשארו 432 − 95 = 337.", "'תיקון' = correction: 95 broken, 337 left"),
    g("r_ok_he_bdika", "B", "373", "correct", "answer_is", HE + "תשובה: 373 בקבוקים.\n\nבדיקה: 373 + 59 = 432 ✓", "'בדיקה' = check"),
    g("r_ok_mixed_restart_cut", "B", "1242", "correct", "answer_is", BN + "উত্তর: ১২৪২ টাকা।\n\nLet me double-check: 27 × 46 = 27 × 40 + 27 × 6 = 1080 +", "a Bengali answer (১২৪২ = 1242) then an English re-check cut off mid-line: the committed answer stands"),
    m("r_m_ja_iya_matte", "A", G_JA, "wrong", "boxed", JA_M + "\nよって頂点は $\\boxed{(-3, -7)}$。\n\nいや、待って。符号を間違えた。頂点は $\\boxed{(3, -7)}$ だ。", "'いや、待って。符号を間違えた' = no, wait, I got the sign wrong: a later box (3, -7)"),
    m("r_m_ok_ko_check", "B", G_KO, "correct", "boxed", KO_M + "\n$\\boxed{2 \\pm 5i}$\n\n검산: $(2+5i)+(2-5i) = 4$, $(2+5i)(2-5i) = 4 + 25 = 29$ ✓", "'검산' = check by Vieta after the box"),
    m("r_m_tr_ama_dur", "A", G_TR, "wrong", "boxed", TR_M + r" $= \boxed{990}$" + "\n\nAma dur, soru EBOB'u soruyormuş: $\\boxed{3}$.", "'Ama dur, soru EBOB'u soruyormuş' = but wait, the question was asking for the gcd: a later box 3"),
    m("r_m_ok_pl_check", "B", G_PL, "correct", "boxed", PL_M + r" $= \boxed{\sqrt{41}}$" + "\n\nSprawdzenie: $5^2 + 4^2 = 25 + 16 = 41$ ✓", "a check after the box"),
    m("r_m_uk_withdrawn", "A", G_UK, "wrong", "boxed", UK_M + r" $= \boxed{1130}$" + "\n\nХоча ні, стривайте, я неправильно порахував кількість членів. Відповідь поки не можу дати.", "debatable: 'No, wait, I counted the terms wrongly. I cannot give an answer yet': the gold withdrawn with nothing new; wrong per round 21 (decision reject)", True),
    m("r_m_ok_uk_pleasantry", "B", G_UK, "correct", "boxed", UK_M + r" $= \boxed{1130}$" + "\n\nСподіваюся, пояснення зрозуміле!", "'I hope the explanation is clear!'"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_zh_laoshi_shuo", "A", "749", "wrong", "answer_is", ZH_SLIP + "老师说答案是 749，但我算出来是 695。\n答案：695", "'the teacher said the answer is 749, but I got 695': the gold only reported; the model's answer 695"),
    g("q_ok_zh_tongxue_shuo", "B", "749", "correct", "answer_is", ZH + "同学说答案是 695，但他把 139 看成了 193。\n答案：749", "'a classmate said 695, but he read 139 as 193': another's value reported first"),
    g("q_ja_moshi", "A", "9960", "wrong", "answer_is", JA_SLIP + "もしペンも含めるなら、合計は9,960円になります。\n答え：8,820円", "'if the pens are included the total would be 9,960 yen' - a hypothetical; the answer given is 8,820"),
    g("q_ok_ja_moshi_after", "B", "9960", "correct", "answer_is", JA + "答え：9,960円\n\nもしペンを買わなければ、8,820円でした。", "a hypothetical after the committed answer ('if no pens had been bought, it would have been 8,820')"),
    g("q_ko_chingu_only", "A", "459", "no_answer", "none", "친구는 답이 459개라고 했지만, 저는 아직 확인하지 못했습니다. 문제의 조건을 조금 더 알려 주시겠어요?", "'my friend said the answer is 459, but I have not checked it yet. Could you tell me more of the conditions?': only a report, no own answer"),
    g("q_ok_ko_haeseol", "B", "459", "correct", "answer_is", KO + "교과서 해설에는 153개라고 되어 있지만, 그것은 판매한 개수입니다. 남은 사과는 459개입니다.", "'the textbook's solution says 153, but that is the number sold. The remaining apples are 459.'"),
    g("q_ru_esli_by", "A", "449", "no_answer", "none", "Если бы скорость на первом участке была 86 км/ч в течение 3,5 ч, ответ был бы 449 км, но в условии не сказано, сколько длился первый участок.", "'If the speed were 86 km/h for 3.5 h, the answer would be 449 km, but the statement does not say how long the first leg took': only a conditional"),
    g("q_ok_ru_esli_after", "B", "449", "correct", "answer_is", RU + "Ответ: 449 км.\n\nЕсли бы первый участок занял 3 ч, получилось бы 406 км.", "a conditional after the committed answer"),
    g("q_uk_uchen_napysav", "A", "154.7", "wrong", "answer_is", UK_SLIP + "Учень написав «154,70 грн», але я рахую за ціною 45 грн.\nВідповідь: 153 грн.", "'a pupil wrote «154,70 грн», but I count at 45': the gold only quoted"),
    g("q_es_profe_dice", "A", "13825", "wrong", "answer_is", ES_SLIP + "Mi profesor dice que la respuesta es 13.825 €, pero a mí me sale 12.575 €.\nRespuesta: 12.575 €", "'my teacher says the answer is 13,825, but I get 12,575'"),
    g("q_ok_es_cita_enunciado", "B", "13825", "correct", "answer_is", "> «Ana ahorra 1.250 € al mes durante 14 meses y después gasta 3.675 €. ¿Cuánto le queda?»\n\n" + ES + "Respuesta: 13.825 €", "the problem quoted first with « »"),
    g("q_pt_gabarito_only", "A", "99.6", "no_answer", "none", "Segundo o gabarito, a resposta é R$ 99,60. Não consegui chegar a esse valor com os dados do enunciado.", "'according to the answer key the answer is R$ 99,60. I could not reach that value': only the key's value, reported"),
    g("q_fr_supposons_cut", "A", "331", "no_answer", "truncated", "Supposons que la réponse soit 331 ; vérifions : 331 + 137 =", "'suppose the answer were 331; let us check: 331 + 137 =' cut off: a supposition, never committed"),
    g("q_ok_fr_si_after", "B", "331", "correct", "answer_is", FR + "Réponse : 331 spectateurs.\n\nSi toutes les places étaient occupées, il y en aurait 468.", "'if all seats were taken there would be 468' after the answer"),
    g("q_de_loesungsheft", "A", "139.5", "wrong", "answer_is", DE_SLIP + "Laut Lösungsheft sind es 139,50 €, aber ich komme auf 130,20 €.\nAntwort: 130,20 €", "'according to the answer booklet it is 139,50, but I get 130,20'"),
    g("q_ok_de_mitschueler", "B", "139.5", "correct", "answer_is", DE + "Mein Mitschüler meinte „130,20 €“, aber er hat nur 7 Stunden gerechnet.\nAntwort: 139,50 €", "a classmate's value in German quotes „…“ first, then the gold"),
    g("q_it_se_fossero", "A", "214.4", "no_answer", "none", "Se i giorni fossero 16, la risposta sarebbe 214,4 km; ma il testo non specifica per quanti giorni Marco si allena.", "'if the days were 16 the answer would be 214,4 km; but the text does not say how many days': only a conditional"),
    g("q_pl_klucz", "A", "753", "wrong", "answer_is", PL_SLIP + "Według klucza odpowiedzi jest 753, ale moim zdaniem 771.\nOdpowiedź: 771", "'according to the answer key it is 753, but in my view 771'"),
    g("q_tr_ogretmen", "A", "7265", "wrong", "answer_is", TR_SLIP + "Öğretmenim cevabın 7.265 olduğunu söyledi ama ben 5.990 buldum.\nCevap: 5.990", "'my teacher said the answer is 7,265 but I found 5,990'"),
    g("q_ok_tr_eger_after", "B", "7265", "correct", "answer_is", TR + "Cevap: 7.265\n\nEğer fabrika 5 gün çalışsaydı cevap 5.990 olurdu.", "'if the factory had worked 5 days, the answer would be 5,990' after the answer"),
    g("q_ar_qala", "A", "2898", "wrong", "answer_is", AR_SLIP + "قال المعلم إن الجواب ٢٨٩٨ لترًا، لكنني حصلت على ٤١٤ لترًا.\nالجواب: ٤١٤ لترًا", "'the teacher said the answer is 2898 litres, but I got 414'"),
    g("q_ok_ar_law_after", "B", "2898", "correct", "answer_is", AR + "الجواب: ٢٨٩٨ لترًا.\n\nلو كان السؤال عن يوم واحد لكان الجواب ٤١٤ لترًا.", "'had the question been about one day, the answer would be 414' after the answer"),
    g("q_hi_agar_only", "A", "416", "no_answer", "none", "अगर 35% लड़कियाँ हों, तो लड़कों की संख्या 416 होगी। लेकिन प्रश्न में यह साफ़ नहीं है कि प्रतिशत लड़कियों का है या लड़कों का।", "'if 35% are girls the number of boys would be 416. But the question does not make clear whether the percentage is of girls or boys': only a conditional"),
    g("q_vi_theo_sach", "A", "1632", "wrong", "answer_is", VI_SLIP + "Theo đáp án trong sách, kết quả là 1.632 kg, nhưng mình tính ra 1.496 kg.\nĐáp số: 1.496 kg", "'according to the book's key the result is 1.632 kg, but I get 1.496 kg'"),
    g("q_ok_vi_neu_after", "B", "1632", "correct", "answer_is", VI + "Đáp số: 1.632 kg\n\nNếu chỉ bán trong 11 ngày thì sẽ là 1.496 kg.", "'if sold for only 11 days it would be 1.496 kg' after the answer"),
    g("q_id_misalkan", "A", "90000", "no_answer", "none", "Misalkan jawabannya Rp90.000; kita perlu memeriksa apakah harga pulpennya memang Rp3.750.", "'suppose the answer is Rp90,000; we need to check whether the pen price is indeed Rp3,750': a supposition"),
    g("q_he_mora_amra", "A", "373", "wrong", "answer_is", HE_SLIP + "המורה אמרה שהתשובה היא 373, אבל לי יצא 337.\nתשובה: 337", "'the teacher said the answer is 373, but I got 337'"),
    g("q_ok_he_ilu_after", "B", "373", "correct", "answer_is", HE + "תשובה: 373 בקבוקים.\n\nאילו נשברו 95 בקבוקים, היו נשארים 337.", "'had 95 bottles broken, 337 would remain' after the answer"),
    g("q_invented_user_turn_zh", "A", "749", "wrong", "answer_is", ZH_SLIP + "答案：695" + IM_USER + "不对，答案是 749。", "the gold only in an invented next user turn ('不对，答案是 749' = wrong, the answer is 749); the model's answer is 695"),
    m("q_m_ok_zh_example_first", "B", G_ZH, "correct", "boxed", "举个例子，如果只有 3 个红球，概率是 $\\frac{\\binom{3}{2}}{\\binom{14}{2}} = \\frac{3}{91}$。本题有 5 个红球，" + ZH_M + r"所以概率为 $\boxed{\frac{10}{91}}$。", "an example with another value first ('for example, with only 3 red balls the probability is 3/91')"),
    m("q_m_ru_user_turn", "A", G_RU, "wrong", "boxed", r"Пусть $x = 0{,}(153)$. Тогда $x = \frac{153}{1000}$, ответ: $\boxed{\frac{153}{1000}}$." + IM_USER + r"Неверно, правильный ответ $\frac{17}{111}$.", "the model's box is 153/1000; the gold only in an invented user turn ('wrong, the right answer is 17/111')"),
    m("q_m_es_si_fuera", "A", G_ES, "no_answer", "none", r"Si la desigualdad fuera $\le$, la solución sería $[-7, 5]$; si es $<$, sería $(-7, 5)$. No queda claro en el enunciado cuál de las dos se pide.", "debatable: 'if it were ≤ the solution would be [-7, 5]; if <, (-7, 5). The statement is unclear': two conditionals, no commitment (decision reject as no_answer)", True),
    m("q_m_ok_es_si_then", "B", G_ES, "correct", "boxed", ES_M + r" Si la desigualdad fuera no estricta, incluiríamos los extremos; como es estricta, la solución es $\boxed{(-7, 5)}$.", "a conditional about the non-strict case, then the committed box"),
    m("q_m_pt_enunciado_pede", "A", G_PT, "no_answer", "none", r"O enunciado pede: “Mostre que $f^{-1}(x) = \frac{5x+2}{3}$.” Infelizmente, não consigo resolver este problema.", "'the statement asks: “Show that f^{-1}(x) = (5x+2)/3.” Unfortunately I cannot solve this': the gold only in the quoted task"),
    m("q_m_ok_pt_inverse", "B", G_PT, "correct", "boxed", PT_M + r" $f^{-1}(x) = \boxed{\frac{5x + 2}{3}}$.", "'Trocando as variáveis' = swapping the variables: the gold boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_fr_narrow_nbsp", "B", "331", "correct", "hash", FR + "La réponse est\u202f: #### 331", "a narrow no-break space (U+202F) before the colon, as French typography sets it"),
    g("b_ok_sv_nbsp_thousands", "B", "13050", "correct", "answer_is", SV + "Svar: 13\u00a0050 kr", "a no-break space (U+00A0) as the Swedish thousands separator"),
    g("b_sv_nbsp_other", "A", "13050", "wrong", "answer_is", SV_SLIP + "Svar: 11\u00a0600 kr", "11 600 with a no-break space: 8 weeks for 9"),
    g("b_ok_fr_nnbsp_thousands", "B", "13825", "correct", "answer_is", "Elle économise 1\u202f250 € × 14 = 17\u202f500 €.\nAprès avoir dépensé 3\u202f675 €, il lui reste 17\u202f500 − 3\u202f675 = 13\u202f825 €.\nRéponse : 13\u202f825 €", "French with narrow no-break spaces (U+202F) as thousands separators: 13 825 = 13,825"),
    g("b_ok_he_rlm", "B", "373", "correct", "answer_is", HE + "תשובה: \u200f373\u200f בקבוקים", "right-to-left marks (U+200F) around the number in Hebrew text ('תשובה' = answer)"),
    g("b_he_rlm_other", "A", "373", "wrong", "answer_is", HE_SLIP + "תשובה: \u200f337\u200f בקבוקים", "RLM marks around 337 (95 broken read for 59)"),
    g("b_ok_fa_digits_separator", "B", "3870000", "correct", "answer_is", FA + "پاسخ: ۳٬۸۷۰٬۰۰۰ تومان", "Persian digits with the Arabic thousands separator U+066C: ۳٬۸۷۰٬۰۰۰ = 3,870,000"),
    g("b_fa_digits_other", "A", "3870000", "wrong", "answer_is", FA_SLIP + "پاسخ: ۴٬۶۴۴٬۰۰۰ تومان", "Persian digits 4,644,000 (54 books read for 45)"),
    g("b_ok_bn_digits", "B", "1242", "correct", "answer_is", BN + "উত্তর: ১২৪২ টাকা।", "Bengali digits ১২৪২ = 1242 ('উত্তর' = answer)"),
    g("b_bn_digits_other", "A", "1242", "wrong", "answer_is", BN_SLIP + "উত্তর: ৯৭২ টাকা।", "Bengali digits ৯৭২ = 972 (36 taka read for 46)"),
    g("b_ok_th_digits", "B", "415", "correct", "answer_is", TH + "ตอบ ๔๑๕ ผล", "Thai digits ๔๑๕ = 415"),
    g("b_th_digits_other", "A", "415", "wrong", "answer_is", TH_SLIP + "ตอบ ๔๔๒ ผล", "Thai digits ๔๔๒ = 442 (758 read for 785)"),
    g("b_ok_hi_devanagari", "B", "416", "correct", "answer_is", HI + "उत्तर: ४१६ लड़के", "Devanagari digits ४१६ = 416 boys"),
    g("b_hi_devanagari_other", "A", "416", "wrong", "answer_is", HI_SLIP + "उत्तर: २२४", "Devanagari digits २२४ = 224, the girls"),
    g("b_ok_ja_fullwidth", "B", "9960", "correct", "answer_is", JA + "答え：９，９６０円", "full-width digits and comma ９，９６０ = 9,960"),
    g("b_ja_fullwidth_other", "A", "9960", "wrong", "answer_is", JA_SLIP + "答え：８，８２０円", "full-width ８，８２０ = 8,820 (the pens left out)"),
    g("b_ok_zh_zwsp", "B", "749", "correct", "answer_is", ZH + "答案：749\u200b", "a zero-width space (U+200B) after the answer"),
    g("b_zh_nul_other", "A", "749", "wrong", "hash", ZH_SLIP + "#### 695\x00", "a NUL after 695 (the slip's value)"),
    g("b_ok_ko_emoji", "B", "459", "correct", "answer_is", KO + "답: 459개 🍎", "an emoji after the answer"),
    g("b_ok_ru_line_separator", "B", "449", "correct", "answer_is", RU + "Ответ:\u2028449 км", "a Unicode LINE SEPARATOR (U+2028) between the marker and the value"),
    g("b_ok_vi_nfd", "B", "1632", "correct", "answer_is", unicodedata.normalize("NFD", VI + "Đáp số: 1.632 kg"), "the whole text in NFD (decomposed Vietnamese diacritics); 1.632 = 1632"),
    g("b_vi_nfd_other", "A", "1632", "wrong", "answer_is", unicodedata.normalize("NFD", VI_SLIP + "Đáp số: 1.496 kg"), "NFD text, 1.496 = 1496 (11 days)"),
    g("b_pl_loop_no_answer", "A", "753", "no_answer", "truncated", PL + "Sprawdzam jeszcze raz: 43 · 19 = 817, 817 − 64 = 753.\n" * 400 + "Sprawdzam jeszcze raz: 43 · 19 =", "a repetition loop of 400 checks cut at the token limit, no committed answer (the gold only in the working); very long input"),
    g("b_ok_pl_long_then_answer", "B", "753", "correct", "answer_is", PL + "Sprawdzam jeszcze raz: 43 · 19 = 817, 817 − 64 = 753.\n" * 120 + "Odpowiedź: 753 tulipany.", "a long repeated check, then the answer"),
    g("b_ok_tl", "B", "233", "correct", "answer_is", TL + "Sagot: 233 na mangga", "Tagalog 'Sagot' = answer"),
    g("b_tl_other", "A", "233", "wrong", "answer_is", TL_SLIP + "Sagot: 188 na mangga", "188 (172 read for 127)"),
    g("b_ok_ar_tatweel_digits", "B", "2898", "correct", "answer_is", AR + "الجــواب: ٢٨٩٨ لترًا", "a tatweel (U+0640) stretching the Arabic word 'answer', Arabic-Indic digits"),
    m("b_m_ok_ar_digits_box", "B", G_AR, "correct", "boxed", AR_M + r" $= \boxed{٣٤٦}$", "Arabic-Indic digits inside the box: ٣٤٦ = 346"),
    m("b_m_ar_digits_box_other", "A", G_AR, "wrong", "boxed", AR_M + r" $= \boxed{٣٦٤}$", "Arabic-Indic ٣٦٤ = 364, digits transposed"),
    m("b_m_ok_fa_digits_frac", "B", G_FA, "correct", "boxed", FA_M + r" $= \boxed{\frac{۹}{۷}}$", "Persian digits inside \\frac: ۹/۷ = 9/7"),
    m("b_m_ok_zwnj_text", "B", G_HI, "correct", "boxed", HI_M + r" अतः प्रांत $\boxed{[2, 9) \cup (9, \infty)}$ है।" + "\u200c", "a zero-width non-joiner (U+200C) at the end; 'अतः प्रांत ... है' = hence the domain is"),
    m("b_m_nl_nbsp_other", "A", G_NL, "wrong", "boxed", NL_M + "\u00a0De oplossing is $\\boxed{(2,\u00a04)}$.", "a no-break space inside the box, and the pair in the wrong order: (2, 4) for (x, y) = (4, 2)"),
    m("b_m_ok_nl", "B", G_NL, "correct", "boxed", NL_M + "\u00a0De oplossing is $\\boxed{(4,\u00a02)}$.", "a no-break space inside the box's pair"),

    # ================================================================ more MATH, by class
    m("t_m_it_sign_other", "A", G_IT, "wrong", "tag", th(IT_M + " $= 17 - 28i$.\n") + "<answer>Il prodotto è $17 + 28i$.</answer>", "'Il prodotto è 17 + 28i' = the product is 17 + 28i: the tag's sign differs from the working"),
    m("t_m_ok_it_sentence", "B", G_IT, "correct", "tag", th(IT_M + " $= 17 - 28i$.\n") + "<answer>Il prodotto è $17 - 28i$.</answer>", "twin: the product is 17 - 28i"),
    m("t_m_id_placeholder", "A", G_ID, "no_answer", "tag", th(ID_M + r" $= 22{,}2$." + "\n") + "<answer>...</answer>", "the tag holds only an ellipsis; 22,2 only in the thinking"),
    m("t_m_ok_id_sentence", "B", G_ID, "correct", "tag", th(ID_M + r" $= 22{,}2$." + "\n") + "<answer>Rata-ratanya adalah 22,2.</answer>", "'Rata-ratanya adalah 22,2' = the mean is 22.2 = 111/5"),
    m("h_m_ok_ru_unsimplified_hash", "B", G_RU, "correct", "hash", RU_M + "\nОтвет: #### \\frac{153}{999}", "153/999 = 17/111, unsimplified, after 'Ответ: ####'"),
    m("h_m_ar_hash_restated", "A", G_AR, "wrong", "hash", AR_M + " = ٣٤٦\nالجواب: #### 2341", "the #### value restates the base-5 digits 2341, not the base-10 value 346 the working (٣٤٦) reaches"),
    m("x_m_el_decimal", "A", G_EL, "wrong", "boxed", EL_M + r" $\approx \boxed{-1{,}732}$", "-1,732 (Greek decimal comma), a decimal for -√3 = -1.7320508..."),
    m("x_m_ok_el_sqrt_nobrace", "B", G_EL, "correct", "boxed", EL_M + r" $= \boxed{-\sqrt 3}$", "-\\sqrt 3 without braces = -√3"),
    m("x_m_zh_decimal", "A", G_ZH, "wrong", "answer_is", ZH_M + "所以概率约为 0.11。", "'概率约为 0.11' = the probability is about 0.11: a rounded decimal for 10/91 = 0.10989..."),
    m("x_m_ok_zh_unsimplified", "B", G_ZH, "correct", "answer_is", ZH_M.replace(r"$\binom{14}{2} = 91$ 种取法", r"$14 \times 13 = 182$ 种（有序）取法").replace(r"$\binom{5}{2} = 10$", r"$5 \times 4 = 20$") + r"所以概率为 $\frac{20}{182}$。", "ordered pairs: 20/182 = 10/91, unsimplified ('所以概率为' = so the probability is)"),
    m("n_m_it_non_e", "A", G_IT, "no_answer", "answer_is", IT_M + " $= 17 - 28i$.\nEppure il risultato non è $17 - 28i$: ho sbagliato un segno da qualche parte.", "'and yet the result is not 17 - 28i: I got a sign wrong somewhere': the gold negated, nothing after"),
    m("n_m_pt_nao_e_sim", "A", G_PT, "wrong", "answer_is", PT_M + r" $f^{-1}(x)$ não é $\frac{5x+2}{3}$, e sim $\frac{5x-2}{3}$.", "'f^{-1}(x) is not (5x+2)/3 but (5x-2)/3'"),
    m("n_m_ok_pt_nao_e_sim", "B", G_PT, "correct", "answer_is", PT_M + r" $f^{-1}(x)$ não é $\frac{5x-2}{3}$, e sim $\frac{5x+2}{3}$.", "twin: 'not (5x-2)/3 but (5x+2)/3'"),
    m("r_m_id_eh_salah", "A", G_ID, "wrong", "boxed", ID_M + r" $= \boxed{22{,}2}$" + "\n\nEh, salah hitung: jumlahnya $121$, jadi rata-ratanya $\\boxed{24{,}2}$.", "'Eh, salah hitung' = oh, miscounted: a (wrong) recount gives a later box 24,2"),
    m("r_m_ok_id_periksa", "B", G_ID, "correct", "boxed", ID_M + r" $= \boxed{22{,}2}$" + "\n\nPeriksa: $22{,}2 \\times 5 = 111$ ✓", "'Periksa' = check after the box"),
    m("r_m_fa_eslah", "A", G_FA, "wrong", "boxed", FA_M + r" $= \boxed{\frac{9}{7}}$" + "\n\nاصلاح: علامت را اشتباه گرفتم؛ مجموع ریشه‌ها $\\boxed{-\\frac{9}{7}}$ است.", "'اصلاح' = correction: 'I got the sign wrong; the sum of the roots is -9/7' (a wrong correction, the last box)"),
    m("q_m_vi_gia_su", "A", G_VI, "no_answer", "truncated", r"Giả sử đáp án là $6\sqrt{7}$. Ta kiểm tra lại: $(6\sqrt{7})^2 = 36 \cdot 7 =", "'suppose the answer is 6√7. Let us check: (6√7)^2 = 36 · 7 =' cut off: a supposition, never committed"),
    m("q_m_el_kathigitis", "A", G_EL, "wrong", "answer_is", "Ο καθηγητής είπε ότι η απάντηση είναι $-\\sqrt{3}$, αλλά εγώ βρίσκω $\\tan\\frac{2\\pi}{3} = \\tan\\frac{\\pi}{3} = \\sqrt{3}$.\nΑπάντηση: $\\sqrt{3}$", "'the teacher said the answer is -√3, but I find √3': the gold only reported"),
    m("q_m_ok_el_an_after", "B", G_EL, "correct", "answer_is", EL_M + r" $= -\sqrt{3}$." + "\nΑπάντηση: $-\\sqrt{3}$\n\nΑν η γωνία ήταν $\\frac{\\pi}{3}$, θα παίρναμε $\\sqrt{3}$.", "'if the angle were π/3 we would get √3' after the answer"),
    m("q_m_hi_user_turn", "A", G_HI, "wrong", "boxed", r"$\sqrt{x - 2}$ के लिए $x \ge 2$ होना चाहिए। अतः प्रांत $\boxed{[2, \infty)}$ है।" + IM_USER + r"सही उत्तर $[2, 9) \cup (9, \infty)$ है।", "the model's box [2, ∞) keeps x = 9; the gold only in an invented user turn ('the right answer is ...')"),
    m("b_m_ok_ja_fullwidth_pair", "B", G_JA, "correct", "answer_is", JA_M + "\nよって、頂点の座標は（−3, −7）です。", "full-width parentheses and U+2212 minus signs: （−3, −7） = (-3, -7)"),
    m("b_m_ja_fullwidth_other", "A", G_JA, "wrong", "answer_is", JA_M + "\nよって、頂点の座標は（３, −７）です。", "full-width （３, −７） = (3, -7): the x sign lost"),
    m("b_m_ok_uk_crlf", "B", G_UK, "correct", "boxed", UK_M + " $= 1130$.\r\n\r\nВідповідь: $\\boxed{1130}$", "CRLF line ends; 'Відповідь' = answer"),
    m("u_m_ok_uk_sum_word", "B", G_UK, "correct", "answer_is", UK_M + " $= 1130$.\nВідповідь: сума дорівнює 1130.", "'сума дорівнює 1130' = the sum equals 1130"),
    m("u_m_ar_base_suffix", "A", G_AR, "wrong", "boxed", AR_M + r" $= 346$، إذن الجواب $\boxed{346_5}$.", "debatable: the box writes 346 with a base-5 subscript; 346_5 is not a valid base-5 numeral (digit 6) and is not the base-10 value asked (decision reject)", True),
    m("u_m_ok_ar_base_ten", "B", G_AR, "correct", "boxed", AR_M + r" $= 346$، إذن الجواب $\boxed{346_{10}}$.", "346 with a base-10 subscript: 346_{10} = 346 ('إذن الجواب' = so the answer is)"),
]
# fmt: on

# The MATH working above ends inside or after a $...$; a probe that goes on with " $= ..." would
# read "...$ $= ..."; join such a continuation into the same math span, as a model writes it.
CASES = [
    case[:6] + (case[6].replace("$ $= ", " = ").replace("$ $\\approx ", " \\approx "),) + case[7:]
    for case in CASES
]

DECISIONS = {
    "t_de_points_up": (
        "reject",
        "the tag states no value ('the solution is above'); the tag's content is the answer",
    ),
    "x_cs_cash_rounded": (
        "reject",
        "the final answer 225 is a cash-rounded total, not the computed 224.70 the problem asks",
    ),
    "x_vi_decimal_comma_slip": (
        "reject",
        "in Vietnamese, as the working's 1.632 shows, a comma is the decimal sign: 1,632 kg reads 1.632 kg",
    ),
    "n_ko_marked_wrong": (
        "reject",
        "the model marks its only answer wrong (round 21: a value the model marks wrong is wrong)",
    ),
    "u_m_fr_degrees_restated": (
        "reject",
        "the given degrees restated where the conversion to radians is asked (round 21's decision)",
    ),
    "r_m_uk_withdrawn": (
        "reject",
        "the gold withdrawn with nothing new (round 20-21 convention: wrong)",
    ),
    "u_m_ar_base_suffix": (
        "reject",
        "346_5 names no base-5 number and is not the base-10 346 asked",
    ),
    "q_m_es_si_fuera": ("reject", "two conditional answers and no commitment: no final answer"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam97", CASES, [], DECISIONS)
