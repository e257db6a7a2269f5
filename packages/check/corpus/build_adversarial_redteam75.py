r"""Build adversarial_redteam75.jsonl: a seventy-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam75", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, ANALYSIS.md, any NOTES file or any earlier
multilingual round, and WITHOUT running the checker (or any grader, or sympy) on a probe; handed over
BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue text were read.

Aim of this round: the eight classes of issue 25 in answers written in languages other than English
(Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch,
Polish, Czech, Swedish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai,
Greek, Hebrew, Tagalog), as a model writes them in that language: its answer phrases ("答：",
"Ответ:", "Respuesta:", "Antwort:", "정답:", "الإجابة:", "उत्तर:", "Đáp án:", "Jawaban:", ...), its
number writing (decimal commas, dot / space / NBSP / lakh thousands separators, Arabic-Indic,
Persian, Bengali, Thai and full-width digits, scale words 万 / 만 / lakh / triệu / ribu / тыс.),
counted nouns and units, negation and correction idioms (不是…而是, 아니라, не…а, Korrektur,
Erratum, Corrección, 訂正, تصحيح), checks after the answer, closings, reported and hypothetical
speech, answer tags holding sentences in the language, mixed-language outputs.

Problems and golds (arithmetic checked by hand, and the products once more with python on the
numbers only; a `_SLIP` working is a realistic misreading whose value is wrong; `grep -c` over
adversarial_redteam*.jsonl found no earlier probe with these GSM8K golds except -11.5, 38, 175 and
207, kept because their problems and working are new):
GSM8K
- ZH orchard: 27 rows of 34 trees, 59 cut -> 859 (27*34 = 918; 918-59 = 859; check 859+59 = 918).
  Slip: 95 cut -> 918-95 = 823.
- DE cheese: 3,5 kg at 13,20 EUR/kg -> 46.2 (3*13.2 = 39.6; 0.5*13.2 = 6.6; 39.6+6.6 = 46.2).
  Slip: 3 kg -> 39.60.
- RU boxes: 4 boxes at 1250 rub + 375 delivery -> 5375 (4*1250 = 5000; +375). Slip: no delivery 5000.
- ES notebooks: 1236 in January + 2589 in February -> 3825 (1236+2589 = 3825; check 3825-2589 =
  1236). Slip: 2598 -> 3834.
- FR temperature: 2 C falling 1,5 C an hour for 9 hours -> -11.5 (1.5*9 = 13.5; 2-13.5 = -11.5).
  Slip: the drop 13.5 given as the answer; a retraction to 7 hours gives 2-10.5 = -8.5.
- JA pencils: 34 boxes of 45 -> 1530 (45*34 = 1350+180 = 1530). Slip: 54 a box -> 54*34 = 1836.
- KO notebooks: 8 at 4500 won -> 36000 (= 3만 6천). Slip: 9 -> 40500 (= 4만 500).
- AR chairs: 24 rows of 28 -> 672 (24*28 = 560+112). Slip: 27 a row -> 648; 22 rows -> 616.
- FA books: 3 shelves of 52, 23 lent -> 133 (3*52 = 156; 156-23 = 133). Slip: 23 added -> 179.
- HI salary: Rs 18,750 a month for 12 months -> 225000 (= 2,25,000 = 2.25 lakh). Slip: 11 months
  -> 206250 (18750*11); 2.2 lakh = 220000 and 22.5 lakh = 2,250,000 are wrong.
- TR exam: 57 of 150 passed -> 38 (57/150 = 0.38; check 0.38*150 = 57). Slip: failing 93/150 = 62 %.
- VI wages: 350,000 dong a day for 7 days -> 2450000 (= 2,45 triệu = 2.450 nghìn). Slip: 6 days ->
  2,100,000.
- ID shopping: 3 kg rice at Rp12.500 + 2 bottles of oil at Rp25.000 -> 87500 (37500 + 50000 = 87,5
  ribu). Slip: one bottle -> 62500.
- PL instalments: 3 of 412,35 zl -> 1237.05 (3*412.35 = 1237.05). Slip: 2 -> 824.70.
- PT plan: R$ 87,30 a month for 12 months -> 1047.6 (87.3*12 = 873+174.6). Slip: 11 -> 960.30;
  R$ 1.047 (cents dropped) = 1047 is wrong.
- IT train: 14:35 to 17:30 -> 175 minutes (3 h = 180 min to 17:35, less 5). Slip: 17:40 -> 185.
- NL tulips: 37 rows of 68 -> 2516 (30*68 = 2040; 7*68 = 476). Slip: 36 rows -> 2448.
- CS class fund: 45 pupils at 82 CZK -> 3690 (45*82 = 3600+90). Slip: 28 CZK -> 1260.
- SV apples: 6 kg at 34,50 kr -> 207 (6*34.5). Slip: 43,50 -> 261.
- EL tickets: 14 at 85 EUR -> 1190 (14*85 = 1120+70). Slip: 58 EUR -> 812.
- HE books: 3 at 145 NIS -> 435. Slip: 4 -> 580.
- TL mangoes: 27 boxes of 6 -> 162. Slip: 26 boxes -> 156.
- BN pens: 14 boxes of 7 -> 98 (Bengali digits ৯৮). Slip: 8 a box -> 112.
- TH water: 6 bottles at 17 baht -> 102 (Thai digits ๑๐๒). Slip: 7 -> 119.
- UK honey: 6 kg at 215 UAH -> 1290 (6*215). Slip: 5 kg -> 1075.
MATH
- ZH x^2 - 2x - 48 = 0 -> -6, 8 ((x-8)(x+6); 64-16-48 = 0; 36+12-48 = 0). Slip (x+8)(x-6) -> -8, 6.
- FR two dice, sum 11 -> 1/18 ((5,6), (6,5): 2/36; about 0.0556). Slip: sum 10 -> 3/36 = 1/12.
- DE distance (-2, 3) to (4, 5) -> 2\sqrt{10} (36 + 4 = 40; about 6.3246). sqrt40 is equal.
- RU interior angles of an 11-gon -> 1620 (9*180). Slip 11*180 = 1980; a decagon 8*180 = 1440.
- JA 4 + 9 + ... + 99 -> 1030 (20 terms: (99-4)/5 + 1; 20*103/2). Slip 19 terms to 94: 19*98/2 = 931.
- ES 3x - 4 > 11 -> (5, \infty) (3x > 15, x > 5).
- KO (6 + i)(2 - 3i) -> 15 - 16i (12 - 18i + 2i + 3). Slip i^2 = 1: 9 - 16i.
- IT 255 degrees in radians -> 17\pi/12 (255/180 = 17/12; about 4.4506).
- PT 0.\overline{72} -> 8/11 (72/99). 0.\overline{27} = 3/11.
- PL vertex of y = x^2 - 8x + 21 -> (4, 5) (16 - 32 + 21 = 5). Slip 21 copied as 19: (4, 3).
- AR C(11, 5) -> 462 (55440/120). Ordered: 55440.
- HI sqrt108 -> 6\sqrt{3} (36*3; about 10.392). 3\sqrt{12} = 6\sqrt3; 4\sqrt3 = sqrt48 is wrong.
- VI 3021_4 -> 201 (192 + 0 + 8 + 1). Reversed digits 1203_4 = 64 + 32 + 0 + 3 = 99.
- EL circle of diameter 18 -> 81\pi (r = 9; about 254.47). Slip r = 18: 324\pi.
- HE lcm(18, 42) -> 126 (2 * 3^2 * 7); the gcd is 6.
- NL |x - 3| <= 5 -> [-2, 8].
- TR slope through (2, -1) and (8, 13) -> 7/3 (14/6; about 2.333). Inverted: 3/7.
- TH sin 60 degrees -> \sqrt{3}/2 (about 0.8660); cos 60 = 1/2.
- CS (3x - 4)(x + 5) -> 3x^2 + 11x - 20 (15x - 4x = 11x; check x = 1: -1*6 = -6 = 3 + 11 - 20).
- UK x + y = 13, x - y = 3 -> (8, 5). Swapped: (5, 8).
Several MATH golds (1/18, 2\sqrt{10}, 8/11, 462, 6\sqrt{3}, 201, 81\pi, 126, 7/3, \sqrt{3}/2, 15 - 16i,
3x^2 + 11x - 20) had been used by earlier rounds; the problems and the working are new.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounded decimals for exact values, equal forms, interval ends, slips); `n_` negation
(不是…而是, 아니라, не…а, ليس…بل, نه…بلکه, değil, không phải…mà là, לא…אלא, ไม่ใช่…แต่เป็น),
strike-out, annotation; `u_` unit, counter and scale words (万-style scale words, lakh, triệu, ribu,
тыс., mil, counted nouns, %38, yüzde); `r_` retractions after the answer (更正, 訂正, Korrektur,
Поправка, Corrección, Erratum, تصحيح, اصلاح, सुधार, Düzeltme, Sửa lại, Koreksi, Poprawka, Correção,
Errata corrige, Correctie, Rättelse, Διόρθωση, תיקון, Виправлення, Taglish "mali pala") and harmless
after-text (checks, closings); `q_` quoted, reported, hypothetical speech and invented turns; `b_`
bad input a JSON corpus can hold (native digits, full-width digits, NBSP / narrow NBSP, bidi marks,
BOM, CRLF, NUL, zero-width space, empty or whitespace-only text; no lone surrogates). An `_m_` after
the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation or wording real models write in that language.

Labels (by reading and hand arithmetic only): the model's LAST COMMITTED final answer decides. A
value it withdraws, negates, strikes out, or only states under a hypothetical, a quotation, another
person's claim or an invented next turn is not its answer. A hedge between two values, or two
different final answers (a phrase and a #### that disagree), is `wrong`; a list of all the roots
joined by 或 / "or" is not a hedge. No final answer (empty, placeholder, cut off, only a negation, a
refusal after a hypothetical) is `no_answer`. A value equal to the gold mathematically in the
language's own notation (decimal comma, dot / space / lakh grouping, native digits, scale words,
`x > 5` for `(5, \infty)`, `(4; 5)` for `(4, 5)`, `\sqrt{40}` for `2\sqrt{10}`) is `correct`; a
rounded decimal for an exact or a non-terminating value is `wrong`; a scale word that multiplies a
number already written in full is `wrong`. A check, closing or hypothetical after a committed answer
does not replace it; an explicit correction after it does, whether the correction is right or not.
Debatable probes carry `"debatable": true`, the reasoning in `note`, and the decision this round
proposes in DECISIONS.

Usage: python packages/check/corpus/build_adversarial_redteam75.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ GSM8K working
# ZH: gold 859. Gloss: "Each row has 34 trees, 27 rows, so 27 x 34 = 918 trees. After cutting 59,
# 918 - 59 = 859 remain."
ZH = "每排有 34 棵树，共 27 排，所以一共有 27 × 34 = 918 棵树。\n砍掉 59 棵后，剩下 918 − 59 = 859 棵。\n"
ZH_SLIP = "每排有 34 棵树，共 27 排，所以一共有 27 × 34 = 918 棵树。\n砍掉 95 棵后，剩下 918 − 95 = 823 棵。\n"
ZH_EN = "<think>\nThere are 27 rows with 34 trees each: 27 * 34 = 918 trees. 59 are cut down: 918 - 59 = 859.\n</think>\n"
# DE: gold 46.2. Gloss: "The cheese costs 13.20 EUR per kg. For 3.5 kg Lena pays 3.5 * 13.20 = 46.20 EUR."
DE = "Der Käse kostet 13,20 € pro Kilogramm. Für 3,5 kg zahlt Lena 3,5 · 13,20 € = 46,20 €.\n"
DE_SLIP = "Der Käse kostet 13,20 € pro Kilogramm. Für 3 kg zahlt Lena 3 · 13,20 € = 39,60 €.\n"
# RU: gold 5375. Gloss: "Four boxes at 1250 roubles cost 4 * 1250 = 5000 roubles. Delivery costs 375,
# so in all 5000 + 375 = 5375 roubles."
RU_BOX = "Четыре коробки по 1250 рублей стоят 4 · 1250 = 5000 рублей.\n"
RU = RU_BOX + "Доставка стоит 375 рублей, поэтому всего 5000 + 375 = 5375 рублей.\n"
# ES: gold 3825 (Spanish writes 3.825). Gloss: "In January 1,236 notebooks were sold and 2,589 in
# February. In all: 1,236 + 2,589 = 3,825 notebooks."
ES = "En enero se vendieron 1.236 cuadernos y en febrero, 2.589.\nEn total: 1.236 + 2.589 = 3.825 cuadernos.\n"
ES_SLIP = "En enero se vendieron 1.236 cuadernos y en febrero, 2.598.\nEn total: 1.236 + 2.598 = 3.834 cuadernos.\n"
# FR: gold -11.5. Gloss: "The temperature drops 1.5 C an hour for 9 hours, i.e. 13.5 C. It goes from
# 2 C to 2 - 13.5 = -11.5 C."
FR_DROP = (
    "La température baisse de 1,5 °C par heure pendant 9 heures, soit 1,5 × 9 = 13,5 °C au total.\n"
)
FR = FR_DROP + "Elle passe donc de 2 °C à 2 − 13,5 = −11,5 °C.\n"
# JA: gold 1530. Gloss: "A box holds 45 pencils. There are 34 boxes, so 45 x 34 = 1530 (pencils)."
JA = "1箱に鉛筆が45本入っています。34箱あるので、45 × 34 = 1530(本)です。\n"
JA_SLIP = "1箱に鉛筆が54本入っています。34箱あるので、54 × 34 = 1836(本)です。\n"
# KO: gold 36000. Gloss: "A notebook costs 4,500 won and 8 were bought, so 4,500 x 8 = 36,000 won."
KO = "공책 한 권의 가격은 4,500원이고 8권을 샀으므로 4,500 × 8 = 36,000원입니다.\n"
KO_SLIP = "공책 한 권의 가격은 4,500원이고 9권을 샀으므로 4,500 × 9 = 40,500원입니다.\n"

# AR: gold 672. Gloss: "The hall has 24 rows with 28 chairs in each. Chairs = 24 x 28 = 672 chairs."
AR = "في القاعة 24 صفًا، وفي كل صف 28 كرسيًا.\nإذن عدد الكراسي = 24 × 28 = 672 كرسيًا.\n"
AR_SLIP = "في القاعة 24 صفًا، وفي كل صف 27 كرسيًا.\nإذن عدد الكراسي = 24 × 27 = 648 كرسيًا.\n"
# FA: gold 133 (3 * 52 = 156; 156 - 23 = 133), Persian digits. Gloss: "Each shelf has 52 books and
# there are 3 shelves, so 3 x 52 = 156 books. 23 books are lent out, so 156 - 23 = 133 remain."
FA = "هر قفسه ۵۲ کتاب دارد و ۳ قفسه داریم، پس ۳ × ۵۲ = ۱۵۶ کتاب.\n۲۳ کتاب امانت داده شده است، پس ۱۵۶ − ۲۳ = ۱۳۳ کتاب در کتابخانه می‌ماند.\n"
FA_SLIP = "هر قفسه ۵۲ کتاب دارد و ۳ قفسه داریم، پس ۳ × ۵۲ = ۱۵۶ کتاب.\n۲۳ کتاب دیگر اضافه شده است، پس ۱۵۶ + ۲۳ = ۱۷۹ کتاب.\n"
# HI: gold 225000 (18750 * 12 = 225000 = 2.25 lakh). Gloss: "Rahul's monthly salary is Rs 18,750.
# A year has 12 months, so the yearly salary = 18,750 x 12 = Rs 2,25,000." Slip: 11 months = 206250.
HI = "राहुल का मासिक वेतन ₹18,750 है।\nएक साल में 12 महीने होते हैं, इसलिए वार्षिक वेतन = 18,750 × 12 = ₹2,25,000 है।\n"
HI_SLIP = "राहुल का मासिक वेतन ₹18,750 है।\nउसने 11 महीने काम किया, इसलिए कुल वेतन = 18,750 × 11 = ₹2,06,250 है।\n"
# TR: gold 38 (57 / 150 = 0.38). Gloss: "Of the 150 students who sat the exam, 57 passed. Share: 57 / 150
# = 0.38, i.e. 38 %." Slip: the failing share 93 / 150 = 0.62.
TR = "Sınava giren 150 öğrenciden 57'si geçti.\nGeçenlerin oranı: 57 ÷ 150 = 0,38, yani %38.\n"
TR_SLIP = "Sınava giren 150 öğrenciden 57'si geçti, 150 − 57 = 93 öğrenci kaldı.\nOran: 93 ÷ 150 = 0,62, yani %62.\n"
# VI: gold 2450000 (350000 * 7). Gloss: "Each day Nam earns 350,000 dong. In 7 days he earns
# 350,000 x 7 = 2,450,000 dong." Slip: 6 days = 2,100,000.
VI = "Mỗi ngày anh Nam kiếm được 350.000 đồng.\nTrong 7 ngày, anh kiếm được 350.000 × 7 = 2.450.000 đồng.\n"
VI_SLIP = "Mỗi ngày anh Nam kiếm được 350.000 đồng.\nTrong 6 ngày, anh kiếm được 350.000 × 6 = 2.100.000 đồng.\n"
# ID: gold 87500 (3 * 12500 = 37500; 2 * 25000 = 50000; 37500 + 50000 = 87500). Gloss: "3 kg rice x
# Rp12,500 = Rp37,500; 2 bottles of oil x Rp25,000 = Rp50,000; total Rp87,500." Slip: one bottle 62500.
ID_RICE = "Harga beras: 3 kg × Rp12.500 = Rp37.500.\n"
ID = (
    ID_RICE
    + "Harga minyak: 2 botol × Rp25.000 = Rp50.000.\nTotal belanja: Rp37.500 + Rp50.000 = Rp87.500.\n"
)
ID_SLIP = (
    ID_RICE
    + "Harga minyak: 1 botol × Rp25.000 = Rp25.000.\nTotal belanja: Rp37.500 + Rp25.000 = Rp62.500.\n"
)
# PL: gold 1237.05 (412.35 * 3). Gloss: "Three instalments of 412.35 zl: 3 x 412.35 = 1237.05 zl."
PL = "Trzy raty po 412,35 zł to razem 3 · 412,35 zł = 1237,05 zł.\n"
PL_SLIP = "Dwie raty po 412,35 zł to razem 2 · 412,35 zł = 824,70 zł.\n"
# PT: gold 1047.6 (87.30 * 12). Gloss: "The plan costs R$ 87.30 a month. In a year: 87.30 x 12 = R$ 1,047.60."
PT = "O plano custa R$ 87,30 por mês.\nEm um ano: 87,30 × 12 = R$ 1.047,60.\n"
PT_SLIP = (
    "O plano custa R$ 87,30 por mês.\nEm 11 meses (o primeiro é grátis): 87,30 × 11 = R$ 960,30.\n"
)
# IT: gold 175 (14:35 -> 17:30 is 2 h 55 min = 120 + 55 = 175 min). Slip: 17:40 -> 185.
IT = "Il treno parte alle 14:35 e arriva alle 17:30.\nDalle 14:35 alle 17:35 sono 3 ore, cioè 180 minuti; tolgo 5 minuti: 180 − 5 = 175 minuti.\n"
IT_SLIP = "Il treno parte alle 14:35 e arriva alle 17:40.\nDalle 14:35 alle 17:35 sono 180 minuti; aggiungo 5 minuti: 180 + 5 = 185 minuti.\n"
# NL: gold 2516 (37 * 68 = 2040 + 476). Gloss: "37 rows of 68 tulips: 37 x 68 = 2,516 tulips." Slip 36 rows: 2448.
NL = "Er zijn 37 rijen met elk 68 tulpen.\nIn totaal: 37 × 68 = 2516 tulpen.\n"
NL_SLIP = "Er zijn 36 rijen met elk 68 tulpen.\nIn totaal: 36 × 68 = 2448 tulpen.\n"
# CS: gold 3690 (45 * 82 = 3600 + 90). Gloss: "45 pupils each pay 82 CZK: 45 x 82 = 3,690 CZK." Slip 28: 1260.
CS = "Každý z 45 žáků zaplatí 82 Kč.\nCelkem: 45 · 82 = 3690 Kč.\n"
CS_SLIP = "Každý z 45 žáků zaplatí 28 Kč.\nCelkem: 45 · 28 = 1260 Kč.\n"
# SV: gold 207 (6 * 34.5 = 207). Gloss: "6 kg of apples at 34.50 kr per kg: 6 x 34.50 = 207 kronor." Slip 43,50: 261.
SV = "Äpplena kostar 34,50 kr per kilo och Emma köper 6 kg.\n6 · 34,50 = 207 kr.\n"
SV_SLIP = "Äpplena kostar 43,50 kr per kilo och Emma köper 6 kg.\n6 · 43,50 = 261 kr.\n"
# EL: gold 1190 (14 * 85 = 1190). Gloss: "14 tickets at 85 EUR each: 14 x 85 = 1,190 EUR." Slip 58: 812.
EL = "Η οικογένεια αγοράζει 14 εισιτήρια των 85 € το καθένα.\nΣυνολικό κόστος: 14 × 85 = 1190 €.\n"
EL_SLIP = (
    "Η οικογένεια αγοράζει 14 εισιτήρια των 58 € το καθένα.\nΣυνολικό κόστος: 14 × 58 = 812 €.\n"
)
# HE: gold 435 (3 * 145). Gloss: "Each book costs 145 NIS and Dana bought 3 books: 3 x 145 = 435 NIS." Slip 4: 580.
HE = "כל ספר עולה 145 ₪, ודנה קנתה 3 ספרים.\n3 × 145 = 435 ₪.\n"
HE_SLIP = "כל ספר עולה 145 ₪, ודנה קנתה 4 ספרים.\n4 × 145 = 580 ₪.\n"
# TL: gold 162 (27 * 6). Gloss: "There are 27 boxes with 6 mangoes in each: 27 x 6 = 162 mangoes." Slip 26: 156.
TL = "May 27 na kahon at may 6 na mangga sa bawat kahon.\n27 × 6 = 162 na mangga.\n"
TL_SLIP = "May 26 na kahon at may 6 na mangga sa bawat kahon.\n26 × 6 = 156 na mangga.\n"
# BN: gold 98 (14 * 7), Bengali digits. Gloss: "Each box has 7 pens, 14 boxes: 14 x 7 = 98 pens." Slip 8: 112.
BN = "প্রতিটি বাক্সে ৭টি কলম আছে, মোট ১৪টি বাক্স।\nমোট কলম = ১৪ × ৭ = ৯৮টি।\n"
BN_SLIP = "প্রতিটি বাক্সে ৮টি কলম আছে, মোট ১৪টি বাক্স।\nমোট কলম = ১৪ × ৮ = ১১২টি।\n"
# TH: gold 102 (6 * 17). Gloss: "6 bottles of water at 17 baht each: 6 x 17 = 102 baht." Slip 7: 119.
TH = "ซื้อน้ำ 6 ขวด ขวดละ 17 บาท\nราคารวม = 6 × 17 = 102 บาท\n"
TH_SLIP = "ซื้อน้ำ 7 ขวด ขวดละ 17 บาท\nราคารวม = 7 × 17 = 119 บาท\n"
# UK: gold 1290 (6 * 215). Gloss: "6 kg of honey at 215 UAH a kg: 6 x 215 = 1290 UAH." Slip 5: 1075.
UK = "Кілограм меду коштує 215 грн. Оксана купила 6 кг.\n6 · 215 = 1290 грн.\n"
UK_SLIP = "Кілограм меду коштує 215 грн. Оксана купила 5 кг.\n5 · 215 = 1075 грн.\n"

# ================================================================ MATH working
# ZH: x^2 - 2x - 48 = 0 -> (x - 8)(x + 6) = 0 -> -6, 8 (64 - 16 - 48 = 0; 36 + 12 - 48 = 0).
# Gloss: "Factor: ... so x = 8 or x = -6." Slip: (x + 8)(x - 6) -> -8, 6 (64 + 16 - 48 != 0).
G_ZH = "-6, 8"
ZH_M = r"因式分解：$x^2 - 2x - 48 = (x - 8)(x + 6) = 0$，所以 $x = 8$ 或 $x = -6$。" + "\n"
ZH_M_SLIP = r"因式分解：$x^2 - 2x - 48 = (x + 8)(x - 6) = 0$，所以 $x = -8$ 或 $x = 6$。" + "\n"
# FR: two dice, sum 11: (5,6), (6,5) -> 2/36 = 1/18. Slip: sum 10 (4,6),(5,5),(6,4) -> 3/36 = 1/12.
G_FR = r"\frac{1}{18}"
FR_M = (
    r"Les issues favorables sont $(5, 6)$ et $(6, 5)$, soit $2$ issues sur $36$. La probabilité vaut $\frac{2}{36} = \frac{1}{18}$."
    + "\n"
)
FR_M_SLIP = (
    r"Les issues favorables sont $(4, 6)$, $(5, 5)$ et $(6, 4)$, soit $3$ issues sur $36$. La probabilité vaut $\frac{3}{36} = \frac{1}{12}$."
    + "\n"
)
# DE: distance (-2, 3) to (4, 5): dx = 6, dy = 2, 36 + 4 = 40 = 4 * 10 -> 2 sqrt10 (about 6.3246).
G_DE = r"2\sqrt{10}"
DE_M = (
    r"Es gilt $d = \sqrt{(4 - (-2))^2 + (5 - 3)^2} = \sqrt{36 + 4} = \sqrt{40} = 2\sqrt{10}$."
    + "\n"
)
# RU: interior angles of an 11-gon: (11 - 2) * 180 = 1620. Slip 11 * 180 = 1980.
G_RU = "1620"
RU_M = (
    r"Сумма внутренних углов $n$-угольника равна $(n - 2) \cdot 180^\circ$. При $n = 11$: $9 \cdot 180^\circ = 1620^\circ$."
    + "\n"
)
RU_M_SLIP = (
    r"Сумма внутренних углов $n$-угольника равна $n \cdot 180^\circ$. При $n = 11$: $11 \cdot 180^\circ = 1980^\circ$."
    + "\n"
)
# JA: 4 + 9 + ... + 99, d = 5: n = (99 - 4)/5 + 1 = 20; S = 20 * 103 / 2 = 1030. Slip n = 19: 19 * 98/2 = 931.
G_JA = "1030"
JA_M = (
    r"初項 $4$、公差 $5$、末項 $99$ なので、項数は $\frac{99 - 4}{5} + 1 = 20$。和は $\frac{20(4 + 99)}{2} = 1030$。"
    + "\n"
)
JA_M_SLIP = (
    r"初項 $4$、公差 $5$ なので、項数は $\frac{99 - 4}{5} = 19$。末項を $94$ として、和は $\frac{19(4 + 94)}{2} = 931$。"
    + "\n"
)
# ES: 3x - 4 > 11 -> 3x > 15 -> x > 5 -> (5, \infty).
G_ES = r"(5, \infty)"
ES_M = r"Sumamos $4$ a ambos lados: $3x > 15$. Dividimos entre $3$: $x > 5$." + "\n"
# KO: (6 + i)(2 - 3i) = 12 - 18i + 2i - 3i^2 = 12 - 16i + 3 = 15 - 16i. Slip i^2 = 1: 9 - 16i.
G_KO = "15 - 16i"
KO_M = r"$(6 + i)(2 - 3i) = 12 - 18i + 2i - 3i^2 = 12 - 16i + 3 = 15 - 16i$" + "\n"
KO_M_SLIP = r"$(6 + i)(2 - 3i) = 12 - 18i + 2i - 3i^2 = 12 - 16i - 3 = 9 - 16i$" + "\n"
# IT: 255 degrees = 255 pi / 180 = 17 pi / 12 (255 = 15 * 17, 180 = 15 * 12); about 4.4506.
G_IT = r"\frac{17\pi}{12}"
IT_M = (
    r"Per convertire in radianti moltiplico per $\frac{\pi}{180^\circ}$: $255 \cdot \frac{\pi}{180} = \frac{17\pi}{12}$."
    + "\n"
)
# PT: x = 0.(72): 100x - x = 72, x = 72/99 = 8/11. (0.(27) = 27/99 = 3/11.)
G_PT = r"\frac{8}{11}"
PT_M = (
    r"Seja $x = 0,\overline{72}$. Então $100x = 72,\overline{72}$ e $100x - x = 72$, logo $x = \frac{72}{99} = \frac{8}{11}$."
    + "\n"
)
# PL: y = x^2 - 8x + 21: x_w = 8/2 = 4, y_w = 16 - 32 + 21 = 5 -> (4, 5). Slip y = 3.
G_PL = "(4, 5)"
PL_M = (
    r"$p = -\frac{b}{2a} = \frac{8}{2} = 4$, $q = 4^2 - 8 \cdot 4 + 21 = 16 - 32 + 21 = 5$." + "\n"
)
PL_M_SLIP = (
    r"$p = -\frac{b}{2a} = \frac{8}{2} = 4$, $q = 4^2 - 8 \cdot 4 + 21 = 16 - 32 + 19 = 3$." + "\n"
)
# AR: C(11, 5) = 11*10*9*8*7 / 120 = 55440 / 120 = 462.
G_AR = "462"
AR_M = (
    r"عدد طرق اختيار $5$ طلاب من $11$ هو $\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = \frac{55440}{120} = 462$."
    + "\n"
)
# HI: sqrt108 = sqrt(36 * 3) = 6 sqrt3 (about 10.392). 3 sqrt12 = 3 * 2 sqrt3 = 6 sqrt3.
G_HI = r"6\sqrt{3}"
HI_M = r"$108 = 36 \times 3$, इसलिए $\sqrt{108} = \sqrt{36} \cdot \sqrt{3} = 6\sqrt{3}$।" + "\n"
# VI: 3021_4 = 3*64 + 0*16 + 2*4 + 1 = 192 + 8 + 1 = 201. Reversed digits 1203_4 = 64 + 32 + 0 + 3 = 99.
G_VI = "201"
VI_M = r"Ta có $3021_4 = 3 \cdot 4^3 + 0 \cdot 4^2 + 2 \cdot 4 + 1 = 192 + 0 + 8 + 1 = 201$." + "\n"
VI_M_SLIP = (
    r"Ta có $3021_4 = 1 \cdot 4^3 + 2 \cdot 4^2 + 0 \cdot 4 + 3 = 64 + 32 + 0 + 3 = 99$." + "\n"
)
# EL: diameter 18 -> r = 9 -> area 81 pi (about 254.47). Slip r = 18: 324 pi.
G_EL = r"81\pi"
EL_M = r"Η ακτίνα είναι $r = \frac{18}{2} = 9$, άρα $E = \pi r^2 = 81\pi$." + "\n"
EL_M_SLIP = r"Η ακτίνα είναι $r = 18$, άρα $E = \pi r^2 = 324\pi$." + "\n"
# HE: lcm(18, 42): 18 = 2 * 3^2, 42 = 2 * 3 * 7 -> 2 * 9 * 7 = 126 (gcd 6).
G_HE = "126"
HE_M = (
    r"$18 = 2 \cdot 3^2$ ו-$42 = 2 \cdot 3 \cdot 7$, לכן $\operatorname{lcm}(18, 42) = 2 \cdot 3^2 \cdot 7 = 126$."
    + "\n"
)
# NL: |x - 3| <= 5 -> -5 <= x - 3 <= 5 -> -2 <= x <= 8.
G_NL = "[-2, 8]"
NL_M = r"$|x - 3| \le 5$ betekent $-5 \le x - 3 \le 5$, dus $-2 \le x \le 8$." + "\n"
# TR: slope through (2, -1) and (8, 13): (13 - (-1)) / (8 - 2) = 14/6 = 7/3 (about 2.333).
G_TR = r"\frac{7}{3}"
TR_M = r"Eğim $m = \frac{13 - (-1)}{8 - 2} = \frac{14}{6} = \frac{7}{3}$." + "\n"
# TH: sin 60 degrees = sqrt3 / 2 (about 0.8660).
G_TH = r"\frac{\sqrt{3}}{2}"
TH_M = (
    r"จากสามเหลี่ยมด้านเท่าที่มีด้านยาว $2$ ความสูงคือ $\sqrt{3}$ ดังนั้น $\sin 60^\circ = \frac{\sqrt{3}}{2}$"
    + "\n"
)
# CS: (3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20 = 3x^2 + 11x - 20.
G_CS = "3x^2 + 11x - 20"
CS_M = r"$(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20$" + "\n"
# UK: x + y = 13, x - y = 3 -> 2x = 16, x = 8, y = 5 (check 8 - 5 = 3).
G_UK = "(8, 5)"
UK_M = r"Додамо рівняння: $2x = 16$, отже $x = 8$, $y = 13 - 8 = 5$." + "\n"

# fmt: off
CASES = [
    # ---------------------------------------------------------------- Chinese (GSM8K 859)
    g("t_zh_sentence_other", "A", "859", "wrong", "tag", th(ZH_SLIP) + "<answer>剩下 823 棵树。</answer>", "tag sentence '823 trees remain' (misread 95)"),
    g("t_ok_zh_sentence", "B", "859", "correct", "tag", th(ZH) + "<answer>剩下 859 棵树。</answer>", "tag sentence 'there remain 859 trees'"),
    g("t_ok_zh_mixed", "B", "859", "correct", "tag", ZH_EN + "<answer>答案是 859 棵。</answer>", "English thinking, Chinese tag 'the answer is 859 (trees)'"),
    g("h_zh_answer_hash_other", "A", "859", "wrong", "hash", ZH_SLIP + "答：剩下 823 棵。\n#### 823", "'Answer: 823 remain' then #### 823"),
    g("h_ok_zh_answer_hash", "B", "859", "correct", "hash", ZH + "答：剩下 859 棵。\n#### 859", "'Answer: 859 remain' then #### 859"),
    g("u_ok_zh_number_words", "B", "859", "correct", "prose_sentence", ZH + "答：还剩八百五十九棵树。", "Chinese number words 八百五十九 = 859 ('Answer: eight hundred fifty-nine trees remain')"),
    g("u_zh_number_words_other", "A", "859", "wrong", "prose_sentence", ZH_SLIP + "答：还剩八百二十三棵树。", "Chinese number words 八百二十三 = 823"),
    g("n_zh_not_then_other", "A", "859", "wrong", "answer_is", ZH + "所以答案是 859 吗？不对，我再看一下题目：砍掉的是 95 棵，918 − 95 = 823。\n所以答案是 823 棵。", "'So is the answer 859? No, I re-read: 95 were cut ... so the answer is 823': final 823"),
    g("n_ok_zh_not_but", "B", "859", "correct", "answer_is", ZH + "答案不是 823，而是 859 棵。", "不是 823，而是 859 = 'not 823 but 859'"),
    g("n_zh_only_negated", "A", "859", "no_answer", "answer_is", ZH + "不过答案应该不是 859，题目里可能还有别的条件，我无法确定。", "'but the answer should not be 859, there may be other conditions, I cannot be sure': the gold negated, no answer given"),
    g("r_zh_correction", "A", "859", "wrong", "answer_is", ZH + "答：859 棵。\n\n更正：题目中砍掉的是 95 棵，所以应为 918 − 95 = 823 棵。", "'Correction: 95 were cut, so it should be 823': final 823"),
    g("r_ok_zh_verify", "B", "859", "correct", "answer_is", ZH + "答：859 棵。\n\n验算：859 + 59 = 918，918 ÷ 34 = 27，正确。", "a check after the answer ('verification ... correct')"),
    g("q_zh_teacher", "A", "859", "wrong", "answer_is", ZH_SLIP + "老师说答案是 859，但我算出来是 823。\n答：823 棵。", "'The teacher said 859 but I got 823. Answer: 823'"),
    g("q_zh_hypothetical", "A", "859", "no_answer", "none", "如果砍掉的是 59 棵，那么就剩 859 棵；但题目没有说明砍掉了多少棵，所以无法确定答案。", "'If 59 were cut, 859 would remain; but the problem does not say how many, so no answer can be given': only a hypothetical"),
    g("q_ok_zh_hypo_after", "B", "859", "correct", "answer_is", ZH + "答：859 棵。\n（如果砍掉的是 95 棵，则剩 823 棵。）", "a hypothetical after the committed answer ('if 95 were cut, 823 would remain')"),
    g("b_ok_zh_fullwidth", "B", "859", "correct", "answer_is", ZH + "答：８５９棵", "full-width digits, common in Chinese text"),

    # ---------------------------------------------------------------- German (GSM8K 46.2)
    g("t_ok_de_comma", "B", "46.2", "correct", "tag", th(DE) + "<answer>46,20 €</answer>", "decimal comma in the tag"),
    g("t_de_comma_other", "A", "46.2", "wrong", "tag", th(DE_SLIP) + "<answer>Lena muss 39,60 € bezahlen.</answer>", "'Lena has to pay 39.60 EUR' (3 kg)"),
    g("h_ok_de_phrase_hash", "B", "46.2", "correct", "hash", DE + "Die Antwort lautet: 46,20 €.\n#### 46.20", "'The answer is 46,20 EUR' then #### 46.20"),
    g("h_ok_de_hash_comma", "B", "46.2", "correct", "hash", DE + "Die Antwort lautet: #### 46,20", "debatable: #### with a German decimal comma; '46,20' cannot be a thousands grouping (two digits after the comma), so it is 46.20; proposed decision accept", True),
    g("x_de_rounded", "A", "46.2", "wrong", "answer_is", DE + "Lena zahlt also rund 46 €.\n**Antwort:** 46 €", "'so Lena pays about 46 EUR': rounded"),
    g("x_ok_de_short_decimal", "B", "46.2", "correct", "answer_is", DE + "**Antwort:** Lena zahlt 46,2 Euro.", "46,2 with one decimal and the word Euro"),
    g("r_de_korrektur", "A", "46.2", "wrong", "answer_is", DE + "**Antwort:** 46,20 €\n\nKorrektur: Lena kauft laut Aufgabe nur 3 kg, also 3 · 13,20 € = 39,60 €.", "'Correction: Lena buys only 3 kg, so 39.60': final 39.60"),
    g("r_ok_de_probe", "B", "46.2", "correct", "answer_is", DE + "**Antwort:** 46,20 €\n\nProbe: 46,20 € : 3,5 = 13,20 € ✓", "a check ('Probe') after the answer"),
    g("q_de_konjunktiv", "A", "46.2", "no_answer", "none", "Wenn Lena 3,5 kg kaufen würde, müsste sie 46,20 € bezahlen. Da die Menge in der Aufgabe aber nicht eindeutig angegeben ist, kann ich keine endgültige Antwort geben.", "'If Lena bought 3.5 kg she would pay 46.20; as the amount is unclear I cannot give a final answer': subjunctive only"),

    # ---------------------------------------------------------------- Russian (GSM8K 5375)
    g("u_ok_ru_space_thousands", "B", "5375", "correct", "answer_is", RU + "**Ответ:** 5 375 рублей.", "'Answer: 5 375 roubles' with a space as thousands separator"),
    g("b_ok_ru_nbsp", "B", "5375", "correct", "answer_is", RU + "Ответ: 5\u00a0375 руб.", "NBSP thousands separator and the abbreviation руб."),
    g("u_ok_ru_tys_decimal", "B", "5375", "correct", "answer_is", RU + "Ответ: 5,375 тыс. рублей.", "'5,375 thousand roubles' with a Russian decimal comma = 5375"),
    g("u_ru_tys_scaled", "A", "5375", "wrong", "answer_is", RU + "Ответ: 5375 тыс. рублей.", "'5375 thousand roubles' = 5,375,000"),
    g("h_ru_slip_hash", "A", "5375", "wrong", "hash", RU_BOX + "Ответ: 5000 рублей.\n#### 5000", "delivery forgotten: 5000"),
    g("r_ru_popravka", "A", "5375", "wrong", "answer_is", RU + "Ответ: 5375 рублей.\n\nПоправка: при заказе от 5000 рублей доставка бесплатная, значит, итого 5000 рублей.", "'Amendment: delivery is free from 5000, so the total is 5000': final 5000"),
    g("r_ok_ru_proverka", "B", "5375", "correct", "answer_is", RU + "Ответ: 5375 рублей.\n\nПроверка: 5375 − 375 = 5000 = 4 · 1250. Всё верно.", "'Check: ... All correct.' after the answer"),
    g("n_ru_ne_a_other", "A", "5375", "wrong", "answer_is", RU_BOX + "Доставка уже входит в цену, поэтому итого не 5375, а 5000 рублей.\nОтвет: 5000", "'delivery is included, so the total is not 5375 but 5000'"),
    g("n_ok_ru_ne_a", "B", "5375", "correct", "answer_is", RU + "Итого не 5000, а 5375 рублей, потому что нужно учесть доставку.\nОтвет: 5375", "'the total is not 5000 but 5375, delivery must be counted'"),
    g("q_ru_textbook", "A", "5375", "wrong", "answer_is", RU_BOX + "В ответе учебника указано 5375 рублей, но по моим расчётам выходит 5000.\nОтвет: 5000 рублей.", "'the textbook says 5375 but by my calculation 5000. Answer: 5000'"),

    # ---------------------------------------------------------------- Spanish (GSM8K 3825)
    g("u_ok_es_dot_thousands", "B", "3825", "correct", "answer_is", ES + "**Respuesta:** se vendieron 3.825 cuadernos en total.", "Spanish thousands dot: 3.825 = 3825 ('3,825 notebooks were sold in all')"),
    g("h_ok_es_hash", "B", "3825", "correct", "hash", ES + "La respuesta es 3825.\n#### 3825", "'The answer is 3825' then ####"),
    g("h_ok_es_hash_dot", "B", "3825", "correct", "hash", ES + "La respuesta es: #### 3.825", "debatable: #### with a Spanish thousands dot after a working that writes every number so; 3.825 here is 3825; proposed decision accept", True),
    g("x_es_slip", "A", "3825", "wrong", "answer_is", ES_SLIP + "**Respuesta:** 3.834 cuadernos.", "misread 2598: 3834"),
    g("r_es_correccion", "A", "3825", "wrong", "answer_is", ES + "La respuesta es 3.825 cuadernos.\n\nCorrección: en febrero se vendieron 2.598, así que el total es 3.834 cuadernos.", "'Correction: 2,598 in February, so the total is 3,834'"),
    g("r_ok_es_espero", "B", "3825", "correct", "answer_is", ES + "La respuesta es 3.825 cuadernos.\n\n¡Espero que te sirva! Si tienes más preguntas, no dudes en escribirme.", "a closing pleasantry ('hope it helps')"),
    g("q_es_segun_libro", "A", "3825", "no_answer", "none", "Según el solucionario, la respuesta sería 3.825, pero no tengo los datos de febrero para comprobarlo, así que no puedo darte una respuesta segura.", "'according to the answer key it would be 3,825, but I lack February's data and cannot give an answer': reported only"),

    # ---------------------------------------------------------------- French (GSM8K -11.5)
    g("u_ok_fr_unicode_minus", "B", "-11.5", "correct", "answer_is", FR + "**Réponse :** la température finale est de −11,5 °C.", "Unicode minus, decimal comma, °C ('the final temperature is -11.5 C')"),
    g("x_fr_drop_only", "A", "-11.5", "wrong", "answer_is", FR_DROP + "**Réponse :** 13,5 °C", "the drop 13.5, not the final temperature"),
    g("u_ok_fr_sous_zero", "B", "-11.5", "correct", "answer_is", FR + "Réponse : 11,5 °C en dessous de zéro.", "debatable: '11.5 C below zero' = -11.5 in words; proposed decision accept", True),
    g("h_fr_hash_sign_lost", "A", "-11.5", "wrong", "hash", FR + "La température finale est de 11,5 °C en dessous de zéro.\n#### 11.5", "debatable: the sentence says 'below zero' but the #### value drops the sign (round 21's decision: reject)", True),
    g("r_fr_je_me_suis_trompe", "A", "-11.5", "wrong", "answer_is", FR + "Réponse : −11,5 °C.\n\nAh non, je me suis trompé : la baisse dure 7 heures, donc 2 − 1,5 × 7 = 2 − 10,5 = −8,5 °C.\nRéponse : −8,5 °C", "'Oh no, I was wrong: 7 hours, so -8.5': final -8.5"),
    g("r_ok_fr_verification", "B", "-11.5", "correct", "answer_is", FR + "Réponse : −11,5 °C.\n\nVérification : −11,5 + 13,5 = 2 ✓. Bonne journée !", "a check and 'have a nice day' after the answer"),

    # ---------------------------------------------------------------- Japanese (GSM8K 1530)
    g("t_ok_ja_sentence", "B", "1530", "correct", "tag", th(JA) + "<answer>鉛筆は全部で1530本です。</answer>", "tag 'there are 1530 pencils in all'"),
    g("t_ja_sentence_other", "A", "1530", "wrong", "tag", th(JA_SLIP) + "<answer>鉛筆は全部で1836本です。</answer>", "tag states 1836 (54 a box)"),
    g("u_ok_ja_kanji", "B", "1530", "correct", "prose_sentence", JA + "答え：千五百三十本", "kanji numeral 千五百三十 = 1530 with the counter 本"),
    g("b_ok_ja_fullwidth", "B", "1530", "correct", "answer_is", JA + "答え：１，５３０本", "full-width digits and comma"),
    g("r_ja_teisei", "A", "1530", "wrong", "answer_is", JA + "答え：1530本\n\n訂正：1箱に54本入っているので、54 × 34 = 1836本です。", "'Correction: a box holds 54, so 1836'"),
    g("r_ok_ja_kakunin", "B", "1530", "correct", "answer_is", JA + "答え：1530本\n\n確認：1530 ÷ 34 = 45 なので正しいです。", "'Check: 1530 / 34 = 45, so it is right'"),
    g("q_ja_friend", "A", "1530", "wrong", "answer_is", JA_SLIP + "友達は1530本だと言っていましたが、私の計算では1836本です。\n答え：1836本", "'my friend said 1530, but by my calculation 1836. Answer: 1836'"),

    # ---------------------------------------------------------------- Korean (GSM8K 36000)
    g("u_ok_ko_man", "B", "36000", "correct", "answer_is", KO + "따라서 정답은 3만 6천 원입니다.", "Korean scale words 3만 6천 = 36,000 ('so the answer is 36 thousand won')"),
    g("u_ko_man_other", "A", "36000", "wrong", "answer_is", KO_SLIP + "따라서 정답은 4만 500원입니다.", "4만 500 = 40,500"),
    g("h_ok_ko_hash", "B", "36000", "correct", "hash", KO + "정답: 36,000원\n#### 36000", "'Answer: 36,000 won' then ####"),
    g("n_ko_anira_other", "A", "36000", "wrong", "answer_is", KO + "그런데 공책을 9권 샀으므로, 정답은 36,000원이 아니라 40,500원입니다.", "'but 9 were bought, so the answer is not 36,000 but 40,500'"),
    g("n_ok_ko_anira", "B", "36000", "correct", "answer_is", KO + "정답은 40,500원이 아니라 36,000원입니다.", "'the answer is not 40,500 but 36,000'"),
    g("q_ko_hypothetical", "A", "36000", "no_answer", "none", "만약 공책 8권을 샀다면 36,000원이 되겠지만, 문제에서 권수가 주어지지 않아 답을 구할 수 없습니다.", "'if 8 were bought it would be 36,000, but the count is not given, so no answer': only a hypothetical"),
    g("r_ok_ko_check", "B", "36000", "correct", "answer_is", KO + "정답: 36,000원\n\n검산: 36,000 ÷ 8 = 4,500 ✓", "'verification' after the answer"),
    # ---------------------------------------------------------------- Arabic (GSM8K 672)
    g("t_ok_ar_sentence", "B", "672", "correct", "tag", th(AR) + "<answer>عدد الكراسي هو 672 كرسيًا.</answer>", "tag 'the number of chairs is 672 chairs'"),
    g("t_ar_other", "A", "672", "wrong", "tag", th(AR_SLIP) + "<answer>648 كرسيًا</answer>", "tag '648 chairs' (27 a row)"),
    g("b_ok_ar_indic_digits", "B", "672", "correct", "answer_is", AR + "الإجابة النهائية: ٦٧٢ كرسيًا", "'Final answer: 672 chairs' in Arabic-Indic digits"),
    g("b_ar_indic_digits_other", "A", "672", "wrong", "answer_is", AR_SLIP + "الإجابة النهائية: ٦٤٨ كرسيًا", "Arabic-Indic 648"),
    g("b_ok_ar_rlm", "B", "672", "correct", "answer_is", AR + "الإجابة: \u200f672\u200f كرسيًا", "right-to-left marks around the number ('Answer: 672 chairs')"),
    g("n_ar_laysa_bal_other", "A", "672", "wrong", "answer_is", AR + "لكن انتبه: في كل صف 27 كرسيًا فقط، إذن الجواب ليس 672 بل 24 × 27 = 648.", "'careful: only 27 a row, so the answer is not 672 but 648'"),
    g("n_ok_ar_laysa_bal", "B", "672", "correct", "answer_is", AR + "إذن الجواب ليس 648 بل 672 كرسيًا.", "'so the answer is not 648 but 672 chairs'"),
    g("r_ar_tashih", "A", "672", "wrong", "answer_is", AR + "الإجابة النهائية: 672 كرسيًا.\n\nتصحيح: أُزيل صفّان من القاعة، فيصبح العدد 22 × 28 = 616 كرسيًا.", "'Correction: two rows were removed, so 22 x 28 = 616'"),
    g("r_ok_ar_closing", "B", "672", "correct", "answer_is", AR + "الإجابة النهائية: 672 كرسيًا.\n\nأتمنى أن يكون هذا مفيدًا!", "'I hope this is useful!' after the answer"),
    g("q_ar_law", "A", "672", "no_answer", "none", "لو كان في كل صف 28 كرسيًا لكان العدد 672، لكن السؤال لا يحدد عدد الكراسي في كل صف، فلا يمكن تحديد الإجابة.", "'had each row 28 chairs the count would be 672, but the question does not say, so no answer': counterfactual only"),

    # ---------------------------------------------------------------- Persian (GSM8K 133)
    g("h_ok_fa_hash", "B", "133", "correct", "hash", FA + "پاسخ: ۱۳۳ کتاب\n#### 133", "'Answer: 133 books' in Persian digits, then #### 133"),
    g("b_ok_fa_digits", "B", "133", "correct", "answer_is", FA + "پاسخ نهایی: ۱۳۳ کتاب", "'Final answer: 133 books' in Persian digits (with ZWNJ in the working)"),
    g("b_fa_digits_other", "A", "133", "wrong", "answer_is", FA_SLIP + "پاسخ نهایی: ۱۷۹ کتاب", "Persian 179 (books added, not lent)"),
    g("n_ok_fa_na_balke", "B", "133", "correct", "answer_is", FA + "پس جواب ۱۷۹ نیست، بلکه ۱۳۳ کتاب است.", "'so the answer is not 179 but 133 books'"),
    g("r_fa_eslah", "A", "133", "wrong", "answer_is", FA + "پاسخ: ۱۳۳ کتاب\n\nاصلاح: ۲۳ کتاب به کتابخانه اضافه شده، نه امانت داده شده؛ پس ۱۵۶ + ۲۳ = ۱۷۹ کتاب.", "'Correction: 23 books were added, not lent; so 179'"),
    g("q_fa_dustam", "A", "133", "wrong", "answer_is", FA_SLIP + "دوستم گفت جواب ۱۳۳ است، اما به نظر من ۱۷۹ درست است.\nپاسخ: ۱۷۹", "'my friend said 133, but I think 179 is right. Answer: 179'"),

    # ---------------------------------------------------------------- Hindi (GSM8K 225000)
    g("u_ok_hi_lakh_grouping", "B", "225000", "correct", "answer_is", HI + "उत्तर: ₹2,25,000", "Indian lakh grouping 2,25,000 = 225000"),
    g("u_ok_hi_lakh_word", "B", "225000", "correct", "prose_sentence", HI + "अतः राहुल का वार्षिक वेतन 2.25 लाख रुपये है।", "'so Rahul's yearly salary is 2.25 lakh rupees' = 225000"),
    g("x_hi_lakh_rounded", "A", "225000", "wrong", "prose_sentence", HI + "अतः राहुल का वार्षिक वेतन लगभग 2.2 लाख रुपये है।", "'about 2.2 lakh' = 220000: rounded"),
    g("h_hi_slip_hash", "A", "225000", "wrong", "hash", HI_SLIP + "उत्तर: ₹2,06,250\n#### 206250", "11 months: 206250"),
    g("r_hi_sudhar", "A", "225000", "wrong", "answer_is", HI + "उत्तर: ₹2,25,000\n\nसुधार: राहुल ने केवल 11 महीने काम किया, इसलिए 18,750 × 11 = ₹2,06,250.", "'Correction: Rahul worked only 11 months, so 2,06,250'"),
    g("r_ok_hi_jaanch", "B", "225000", "correct", "answer_is", HI + "उत्तर: ₹2,25,000\n\nजाँच: 2,25,000 ÷ 12 = 18,750 ✓", "'Check' after the answer"),
    g("q_hi_agar", "A", "225000", "no_answer", "none", "अगर राहुल पूरे साल काम करता, तो उसका वेतन ₹2,25,000 होता, लेकिन प्रश्न में यह नहीं बताया गया है कि उसने कितने महीने काम किया।", "'if Rahul worked the whole year his pay would be 2,25,000, but the question does not say how many months': counterfactual only"),
    g("t_ok_hi_mixed", "B", "225000", "correct", "tag", th(HI) + "<answer>The annual salary is ₹2,25,000.</answer>", "Hindi thinking, English sentence in the tag, lakh grouping"),

    # ---------------------------------------------------------------- Turkish (GSM8K 38)
    g("u_ok_tr_percent_prefix", "B", "38", "correct", "answer_is", TR + "Cevap: %38", "Turkish prefix percent sign %38"),
    g("u_ok_tr_yuzde", "B", "38", "correct", "answer_is", TR + "Yani öğrencilerin yüzde 38'i sınavı geçti.\n**Cevap:** yüzde 38", "'yüzde 38' = 38 percent"),
    g("x_tr_share", "A", "38", "wrong", "answer_is", TR + "Cevap: 0,38", "debatable: the share 0,38 for the percent the working computes (%38); proposed decision reject (round 21)", True),
    g("u_tr_other", "A", "38", "wrong", "answer_is", TR_SLIP + "Cevap: %62", "the failing share %62"),
    g("n_tr_degil_other", "A", "38", "wrong", "answer_is", TR + "Ama soru kalanların oranını soruyor; yani cevap %38 değil, %62.\nCevap: %62", "'but the question asks for those who failed; the answer is not 38 but 62'"),
    g("n_ok_tr_degil", "B", "38", "correct", "answer_is", TR + "Cevap %62 değil, %38'dir.", "'the answer is not 62 % but 38 %'"),
    g("r_ok_tr_kontrol", "B", "38", "correct", "answer_is", TR + "Cevap: %38\n\nKontrol: 150'nin %38'i = 57 ✓", "'Check: 38 % of 150 = 57'"),
    g("r_tr_duzeltme", "A", "38", "wrong", "answer_is", TR + "Cevap: %38\n\nDüzeltme: Soruda kalan öğrencilerin oranı soruluyor, yani %62.", "'Correction: the question asks for those who failed, so 62 %'"),

    # ---------------------------------------------------------------- Vietnamese (GSM8K 2450000)
    g("u_ok_vi_dot", "B", "2450000", "correct", "answer_is", VI + "Vậy đáp số là 2.450.000 đồng.", "dot thousands separators ('so the result is 2,450,000 dong')"),
    g("u_ok_vi_trieu", "B", "2450000", "correct", "answer_is", VI + "Đáp án: 2,45 triệu đồng.", "'2,45 triệu' = 2.45 million"),
    g("u_vi_trieu_other", "A", "2450000", "wrong", "answer_is", VI_SLIP + "Đáp án: 2,1 triệu đồng.", "2.1 million (6 days)"),
    g("t_ok_vi_sentence", "B", "2450000", "correct", "tag", th(VI) + "<answer>Anh Nam kiếm được 2.450.000 đồng.</answer>", "tag 'Nam earns 2,450,000 dong'"),
    g("r_vi_sua_lai", "A", "2450000", "wrong", "answer_is", VI + "Đáp án: 2.450.000 đồng.\n\nSửa lại: anh Nam nghỉ 1 ngày nên chỉ làm 6 ngày: 350.000 × 6 = 2.100.000 đồng.", "'Correction: Nam took a day off, 6 days: 2,100,000'"),
    g("q_vi_ban_noi", "A", "2450000", "wrong", "answer_is", VI_SLIP + "Bạn tôi nói đáp án là 2.450.000 đồng, nhưng theo tôi tính thì là 2.100.000 đồng.\nĐáp án: 2.100.000 đồng.", "'my friend says 2,450,000, but I get 2,100,000'"),

    # ---------------------------------------------------------------- Indonesian (GSM8K 87500)
    g("u_ok_id_rp", "B", "87500", "correct", "answer_is", ID + "Jadi, jawabannya adalah Rp87.500.", "'So the answer is Rp87.500' (dot thousands)"),
    g("u_ok_id_rp_cents", "B", "87500", "correct", "answer_is", ID + "Jawaban: Rp 87.500,00", "dot thousands and comma cents"),
    g("u_ok_id_ribu", "B", "87500", "correct", "prose_sentence", ID + "Jadi total belanjanya 87,5 ribu rupiah.", "'87,5 ribu' = 87.5 thousand"),
    g("h_id_slip_hash", "A", "87500", "wrong", "hash", ID_SLIP + "Jadi, jawabannya adalah Rp62.500.\n#### 62500", "one bottle: 62500"),
    g("r_id_koreksi", "A", "87500", "wrong", "answer_is", ID + "Jawaban: Rp87.500\n\nKoreksi: minyak yang dibeli hanya 1 botol, jadi totalnya Rp37.500 + Rp25.000 = Rp62.500.", "'Correction: only 1 bottle, so 62,500'"),
    g("q_id_misalnya", "A", "87500", "no_answer", "none", "Misalnya harga minyak Rp25.000 per botol, maka totalnya Rp87.500. Namun harga minyak tidak disebutkan di soal, jadi saya tidak bisa menjawab dengan pasti.", "'supposing oil is 25,000 a bottle the total would be 87,500; the price is not given, so I cannot answer': supposition only"),

    # ---------------------------------------------------------------- Polish (GSM8K 1237.05)
    g("u_ok_pl_comma", "B", "1237.05", "correct", "answer_is", PL + "Odpowiedź: 1237,05 zł.", "decimal comma and zł"),
    g("u_ok_pl_space", "B", "1237.05", "correct", "answer_is", PL + "**Odpowiedź:** Pan Nowak zapłaci łącznie 1 237,05 zł.", "space thousands and decimal comma ('Mr Nowak will pay 1 237,05 zl in all')"),
    g("x_pl_rounded", "A", "1237.05", "wrong", "answer_is", PL + "Odpowiedź: około 1237 zł.", "'about 1237 zl': rounded"),
    g("x_pl_other", "A", "1237.05", "wrong", "answer_is", PL_SLIP + "Odpowiedź: 824,70 zł.", "two instalments"),
    g("r_pl_poprawka", "A", "1237.05", "wrong", "answer_is", PL + "Odpowiedź: 1237,05 zł.\n\nPoprawka: pierwsza rata została już zapłacona, więc zostało 2 · 412,35 = 824,70 zł.", "'Correction: the first instalment is paid, 824,70 remains'"),
    g("h_ok_pl_hash", "B", "1237.05", "correct", "hash", PL + "Odpowiedź: 1237,05 zł\n#### 1237.05", "Polish phrase then #### with a dot"),

    # ---------------------------------------------------------------- Portuguese (GSM8K 1047.6)
    g("u_ok_pt_brl", "B", "1047.6", "correct", "answer_is", PT + "**Resposta:** R$ 1.047,60 por ano.", "Brazilian R$ 1.047,60 = 1047.60"),
    g("u_pt_other", "A", "1047.6", "wrong", "answer_is", PT_SLIP + "**Resposta:** R$ 960,30", "11 months"),
    g("n_ok_pt_nao_e_sim", "B", "1047.6", "correct", "answer_is", PT + "Portanto, o custo anual não é R$ 960,30, e sim R$ 1.047,60.", "'not 960,30 but rather 1.047,60'"),
    g("n_pt_nao_e_sim_other", "A", "1047.6", "wrong", "answer_is", PT + "Mas o primeiro mês é grátis, então o custo anual não é R$ 1.047,60, e sim R$ 960,30.", "'but the first month is free, so not 1.047,60 but 960,30'"),
    g("r_ok_pt_espero", "B", "1047.6", "correct", "answer_is", PT + "Resposta: R$ 1.047,60\n\nEspero ter ajudado! 😊", "'hope I helped' and an emoji after"),
    g("x_pt_cents_dropped", "A", "1047.6", "wrong", "answer_is", PT + "Resposta: R$ 1.047", "R$ 1.047 = 1047 (cents dropped)"),

    # ---------------------------------------------------------------- Italian (GSM8K 175)
    g("u_ok_it_minuti", "B", "175", "correct", "answer_is", IT + "**Risposta:** il viaggio dura 175 minuti.", "'the journey lasts 175 minutes'"),
    g("u_ok_it_ore_minuti", "B", "175", "correct", "answer_is", IT + "Risposta: 2 ore e 55 minuti.", "debatable: '2 hours and 55 minutes' = 175 minutes, but not in the unit the working ends in; proposed decision accept", True),
    g("x_it_other", "A", "175", "wrong", "answer_is", IT_SLIP + "Risposta: 185 minuti.", "arrival misread 17:40"),
    g("r_it_errata", "A", "175", "wrong", "answer_is", IT + "Risposta: 175 minuti.\n\nErrata corrige: il treno arriva alle 17:40, quindi il viaggio dura 185 minuti.", "'Erratum: the train arrives at 17:40, so 185 minutes'"),
    g("q_it_se", "A", "175", "no_answer", "none", "Se il treno arrivasse alle 17:30, il viaggio durerebbe 175 minuti; ma l'orario di arrivo non è indicato, quindi non posso rispondere.", "'if the train arrived at 17:30 the trip would last 175 min; arrival is not given, I cannot answer'"),

    # ---------------------------------------------------------------- Dutch (GSM8K 2516)
    g("u_ok_nl_dot", "B", "2516", "correct", "answer_is", NL + "**Antwoord:** er staan 2.516 tulpen op het veld.", "Dutch thousands dot: 2.516 = 2516"),
    g("r_nl_correctie", "A", "2516", "wrong", "answer_is", NL + "Antwoord: 2516 tulpen.\n\nCorrectie: er zijn maar 36 rijen, dus 36 × 68 = 2448 tulpen.", "'Correction: only 36 rows, so 2448'"),
    g("t_nl_other", "A", "2516", "wrong", "tag", th(NL_SLIP) + "<answer>Er zijn 2448 tulpen.</answer>", "tag 'there are 2448 tulips'"),
    g("r_ok_nl_controle", "B", "2516", "correct", "answer_is", NL + "Antwoord: 2516 tulpen.\n\nControle: 2516 : 68 = 37 ✓", "'Check' after the answer"),

    # ---------------------------------------------------------------- Czech (GSM8K 3690)
    g("u_ok_cs_space", "B", "3690", "correct", "answer_is", CS + "Odpověď: Třída vybere celkem 3 690 Kč.", "space thousands ('the class collects 3 690 CZK in all')"),
    g("x_cs_other", "A", "3690", "wrong", "answer_is", CS_SLIP + "Odpověď: 1 260 Kč", "28 CZK misread: 1260"),
    g("n_ok_cs_neni_ale", "B", "3690", "correct", "answer_is", CS + "Výsledek tedy není 1 260 Kč, ale 3 690 Kč.", "'the result is not 1 260 but 3 690 CZK'"),
    g("q_cs_ucitelka", "A", "3690", "wrong", "answer_is", CS_SLIP + "Paní učitelka říkala, že vyjde 3 690 Kč, ale mně vychází 1 260 Kč.\nOdpověď: 1 260 Kč", "'the teacher said 3 690, but I get 1 260. Answer: 1 260'"),

    # ---------------------------------------------------------------- Swedish (GSM8K 207)
    g("u_ok_sv_kr", "B", "207", "correct", "answer_is", SV + "Svar: Emma betalar 207 kr.", "'Answer: Emma pays 207 kr'"),
    g("u_ok_sv_decimal", "B", "207", "correct", "answer_is", SV + "Svar: 207,00 kronor", "207,00 with a decimal comma"),
    g("x_sv_other", "A", "207", "wrong", "answer_is", SV_SLIP + "Svar: 261 kr", "43,50 misread: 261"),
    g("r_sv_rattelse", "A", "207", "wrong", "answer_is", SV + "Svar: 207 kr\n\nRättelse: priset är 43,50 kr per kilo, alltså 6 · 43,50 = 261 kr.", "'Correction: the price is 43,50, so 261'"),

    # ---------------------------------------------------------------- Greek (GSM8K 1190)
    g("u_ok_el_dot", "B", "1190", "correct", "answer_is", EL + "Απάντηση: Το συνολικό κόστος είναι 1.190 €.", "Greek thousands dot ('the total cost is 1.190 EUR')"),
    g("x_el_other", "A", "1190", "wrong", "answer_is", EL_SLIP + "Απάντηση: 812 €", "58 EUR misread: 812"),
    g("r_el_diorthosi", "A", "1190", "wrong", "answer_is", EL + "Απάντηση: 1190 €\n\nΔιόρθωση: το εισιτήριο κοστίζει 58 €, άρα 14 × 58 = 812 €.", "'Correction: a ticket costs 58, so 812'"),
    g("t_ok_el_sentence", "B", "1190", "correct", "tag", th(EL) + "<answer>Το κόστος είναι 1190 ευρώ.</answer>", "tag 'the cost is 1190 euros'"),

    # ---------------------------------------------------------------- Hebrew (GSM8K 435)
    g("u_ok_he_shekel", "B", "435", "correct", "answer_is", HE + "תשובה: 435 ₪", "'Answer: 435 NIS'"),
    g("t_ok_he_sentence", "B", "435", "correct", "tag", th(HE) + "<answer>דנה שילמה 435 ש\"ח.</answer>", "tag 'Dana paid 435 NIS' with the abbreviation ש\"ח"),
    g("r_he_tikun", "A", "435", "wrong", "answer_is", HE + "תשובה: 435 ₪\n\nתיקון: דנה קנתה 4 ספרים, לכן 4 × 145 = 580 ₪.", "'Correction: Dana bought 4 books, so 580'"),
    g("n_ok_he_lo_ela", "B", "435", "correct", "answer_is", HE + "התשובה היא לא 580 אלא 435 ₪.", "'the answer is not 580 but 435 NIS'"),

    # ---------------------------------------------------------------- Tagalog (GSM8K 162)
    g("u_ok_tl_na", "B", "162", "correct", "answer_is", TL + "Kaya, ang sagot ay 162 na mangga.", "'So the answer is 162 mangoes'"),
    g("x_tl_other", "A", "162", "wrong", "answer_is", TL_SLIP + "Sagot: 156 na mangga", "26 boxes: 156"),
    g("r_tl_taglish", "A", "162", "wrong", "answer_is", TL + "Sagot: 162 na mangga\n\nWait, mali pala. 26 lang pala ang kahon, so 26 × 6 = 156.\nSagot: 156 na mangga", "Taglish: 'wait, that was wrong, there are only 26 boxes ... Answer: 156'"),
    g("r_ok_tl_sana", "B", "162", "correct", "answer_is", TL + "Sagot: 162 na mangga\n\nSana makatulong ito! 😊", "'hope this helps' after"),

    # ---------------------------------------------------------------- Bengali (GSM8K 98)
    g("b_ok_bn_digits", "B", "98", "correct", "answer_is", BN + "উত্তর: ৯৮টি কলম", "'Answer: 98 pens' in Bengali digits with the classifier টি"),
    g("b_bn_digits_other", "A", "98", "wrong", "answer_is", BN_SLIP + "উত্তর: ১১২টি কলম", "Bengali 112"),
    g("h_ok_bn_hash", "B", "98", "correct", "hash", BN + "উত্তর: ৯৮টি\n#### 98", "Bengali answer line then #### 98"),

    # ---------------------------------------------------------------- Thai (GSM8K 102)
    g("b_ok_th_digits", "B", "102", "correct", "answer_is", TH + "ตอบ ๑๐๒ บาท", "'Answer 102 baht' in Thai digits"),
    g("u_ok_th_baht", "B", "102", "correct", "answer_is", TH + "ดังนั้น คำตอบคือ 102 บาท", "'therefore the answer is 102 baht'"),
    g("x_th_other", "A", "102", "wrong", "answer_is", TH_SLIP + "ดังนั้น คำตอบคือ 119 บาท", "7 bottles: 119"),

    # ---------------------------------------------------------------- Ukrainian (GSM8K 1290)
    g("u_ok_uk_hrn", "B", "1290", "correct", "answer_is", UK + "Відповідь: 1290 грн.", "'Answer: 1290 UAH'"),
    g("r_uk_vypravlennia", "A", "1290", "wrong", "answer_is", UK + "Відповідь: 1290 грн.\n\nВиправлення: Оксана купила 5 кг, тож 5 · 215 = 1075 грн.", "'Correction: Oksana bought 5 kg, so 1075'"),
    g("n_ok_uk_ne_a", "B", "1290", "correct", "answer_is", UK + "Отже, не 1075, а 1290 грн.\nВідповідь: 1290 грн.", "'so not 1075 but 1290 UAH'"),
    g("q_uk_podruha", "A", "1290", "wrong", "answer_is", UK_SLIP + "Подруга каже, що вийде 1290 грн, але в мене виходить 1075 грн.\nВідповідь: 1075 грн.", "'a friend says 1290, but I get 1075. Answer: 1075'"),

    # ---------------------------------------------------------------- bad input across languages
    g("b_ar_nul_other", "A", "672", "wrong", "answer_is", AR_SLIP + "الإجابة: 64\x008 كرسيًا", "a NUL inside 648; wrong whichever way the NUL is read"),
    g("b_ok_de_crlf", "B", "46.2", "correct", "answer_is", (DE + "Antwort: 46,20 €").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_ru_bom", "B", "5375", "correct", "answer_is", "\ufeff" + RU + "Ответ: 5375 рублей.", "a BOM first"),
    g("b_zh_zwsp_other", "A", "859", "wrong", "answer_is", ZH_SLIP + "答：82\u200b3 棵", "a zero-width space inside 823; wrong either way"),
    g("b_ko_empty", "A", "36000", "no_answer", "none", "", "an empty completion"),
    g("b_ja_cut", "A", "1530", "no_answer", "truncated", "1箱に鉛筆が45本入っています。34箱あるので、45 × 34 =", "cut before the product ('a box holds 45 pencils; 34 boxes, so 45 x 34 =')"),

    # ================================================================ MATH path
    # ---------------------------------------------------------------- Chinese (-6, 8)
    m("t_m_ok_zh_sentence", "B", G_ZH, "correct", "tag", th(ZH_M) + "<answer>方程的解为 $x = -6$ 或 $x = 8$。</answer>", "tag 'the solutions are x = -6 or x = 8' (或 lists both roots, not a hedge)"),
    m("t_m_zh_discard", "A", G_ZH, "wrong", "tag", th(ZH_M) + "<answer>$x = 8$（舍去 $x = -6$）</answer>", "'x = 8 (discard x = -6)': one root dropped without cause"),
    m("x_m_ok_zh_boxed", "B", G_ZH, "correct", "boxed", ZH_M + r"所以 $\boxed{-6, 8}$。", "both roots boxed ('so ...')"),
    m("x_m_zh_slip", "A", G_ZH, "wrong", "boxed", ZH_M_SLIP + r"所以 $\boxed{-8, 6}$。", "sign slip in the factoring"),
    m("n_m_ok_zh_not_but", "B", G_ZH, "correct", "boxed", ZH_M + r"答案不是 $-8, 6$，而是 $\boxed{-6, 8}$。", "'the answer is not -8, 6 but -6, 8'"),
    m("r_m_ok_zh_check", "B", G_ZH, "correct", "boxed", ZH_M + r"$\boxed{-6, 8}$" + "\n\n" + r"检验：$(-6)^2 - 2(-6) - 48 = 36 + 12 - 48 = 0$，$8^2 - 2 \cdot 8 - 48 = 0$，正确。", "a substitution check ('verification ... correct') after the box"),

    # ---------------------------------------------------------------- French (1/18)
    m("x_m_ok_fr_dfrac", "B", G_FR, "correct", "boxed", FR_M + r"La probabilité est donc $\boxed{\dfrac{1}{18}}$.", "\\dfrac in the box"),
    m("x_m_fr_decimal", "A", G_FR, "wrong", "answer_is", FR_M + r"**Réponse :** la probabilité est d'environ $0{,}056$.", "'about 0,056': a rounded decimal for 1/18"),
    m("x_m_ok_fr_unsimplified", "B", G_FR, "correct", "boxed", FR_M + r"**Réponse :** $\boxed{\frac{2}{36}}$", "2/36 = 1/18 unsimplified"),
    m("q_m_fr_camarade", "A", G_FR, "wrong", "answer_is", FR_M_SLIP + r"Mon camarade trouve $\frac{1}{18}$, mais je pense que c'est $\frac{1}{12}$." + "\n" + r"**Réponse :** $\frac{1}{12}$", "'my classmate gets 1/18, but I think it is 1/12'"),
    m("q_m_ok_fr_remarque", "B", G_FR, "correct", "answer_is", FR_M + r"**Réponse :** $\frac{1}{18}$" + "\n\n" + r"Remarque : si l'on demandait une somme de $10$, on trouverait $\frac{3}{36} = \frac{1}{12}$.", "a hypothetical remark after the answer ('if a sum of 10 were asked, 1/12')"),

    # ---------------------------------------------------------------- German (2 sqrt10)
    m("u_m_ok_de_le", "B", G_DE, "correct", "boxed", DE_M + r"Der Abstand beträgt $\boxed{2\sqrt{10}}$ Längeneinheiten.", "'the distance is 2 sqrt10 length units'"),
    m("x_m_de_decimal", "A", G_DE, "wrong", "answer_is", DE_M + r"**Antwort:** $d \approx 6{,}32$", "a rounded decimal with a decimal comma"),
    m("x_m_ok_de_sqrt40", "B", G_DE, "correct", "boxed", DE_M.replace(r" = 2\sqrt{10}", "") + r"**Antwort:** $\boxed{\sqrt{40}}$", "sqrt40 = 2 sqrt10"),
    m("r_m_de_korrektur", "A", G_DE, "wrong", "boxed", DE_M + r"$\boxed{2\sqrt{10}}$" + "\n\n" + r"Korrektur: Der zweite Punkt ist $(4, -5)$, also $d = \sqrt{36 + 64} = 10$. $\boxed{10}$", "'Correction: the second point is (4, -5), so 10': a later box"),

    # ---------------------------------------------------------------- Russian (1620)
    m("u_m_ok_ru_degree", "B", G_RU, "correct", "answer_is", RU_M + r"**Ответ:** $1620^\circ$.", "the degree sign on an angle sum given in degrees"),
    m("x_m_ru_slip", "A", G_RU, "wrong", "answer_is", RU_M_SLIP + r"**Ответ:** $1980^\circ$.", "n*180 instead of (n-2)*180"),
    m("u_m_ok_ru_gradusov", "B", G_RU, "correct", "answer_is", RU_M + "Ответ: 1620 градусов.", "'1620 degrees' in words"),
    m("q_m_ru_esli_by", "A", G_RU, "no_answer", "none", r"Если бы многоугольник был одиннадцатиугольником, сумма углов была бы $1620^\circ$; но число сторон в условии не указано, поэтому ответ дать нельзя.", "'if it were an 11-gon the sum would be 1620; the number of sides is not given, so no answer'"),
    m("h_m_ok_ru_hash", "B", G_RU, "correct", "hash", RU_M + "Ответ: 1620.\n#### 1620", "'Answer: 1620.' then #### on the MATH path"),

    # ---------------------------------------------------------------- Japanese (1030)
    m("t_m_ok_ja_sentence", "B", G_JA, "correct", "tag", th(JA_M) + "<answer>和は $1030$ です。</answer>", "tag 'the sum is 1030'"),
    m("t_m_ja_other", "A", G_JA, "wrong", "tag", th(JA_M_SLIP) + "<answer>和は $931$ です。</answer>", "term count off by one: 931"),
    m("x_m_ok_ja_boxed", "B", G_JA, "correct", "boxed", JA_M + r"よって、答えは $\boxed{1030}$ です。", "'therefore the answer is ...'"),
    m("r_m_ja_teisei", "A", G_JA, "wrong", "boxed", JA_M + r"よって、答えは $\boxed{1030}$ です。" + "\n\n" + r"訂正：項数を数え間違えました。正しくは $19$ 項なので、和は $\boxed{931}$ です。", "'Correction: I miscounted; there are 19 terms, so the sum is 931' (a wrong retraction, but the last committed answer)"),
    m("b_m_ok_ja_fullwidth", "B", G_JA, "correct", "answer_is", JA_M + "答え：１０３０", "full-width digits"),
    m("b_m_ja_unclosed_box", "A", G_JA, "no_answer", "truncated", JA_M + r"よって、答えは $\boxed{103", "cut inside the box"),

    # ---------------------------------------------------------------- Spanish ((5, oo))
    m("x_m_ok_es_interval", "B", G_ES, "correct", "boxed", ES_M + r"La solución es $x \in \boxed{(5, \infty)}$.", "'the solution is x in (5, oo)'"),
    m("x_m_ok_es_inequality", "B", G_ES, "correct", "boxed", ES_M + r"**Respuesta:** $\boxed{x > 5}$", "debatable: x > 5 is the same set, but not in interval notation; proposed decision accept", True),
    m("x_m_es_closed", "A", G_ES, "wrong", "boxed", ES_M + r"**Respuesta:** $\boxed{[5, \infty)}$", "a closed end at 5"),
    m("n_m_es_no_sino", "A", G_ES, "wrong", "boxed", ES_M + r"Pero la desigualdad no es estricta, así que la solución no es $x > 5$, sino $x \geq 5$: $\boxed{[5, \infty)}$", "'the inequality is not strict, so the solution is not x > 5 but x >= 5'"),
    m("q_m_es_profesor", "A", G_ES, "wrong", "answer_is", r"Mi profesor dice que el resultado es $(5, \infty)$, pero al dividir cambio el signo: $x < 5$." + "\n" + r"**Respuesta:** $(-\infty, 5)$", "'my teacher says (5, oo), but I flip the sign: x < 5'"),

    # ---------------------------------------------------------------- Korean (15 - 16i)
    m("x_m_ok_ko_boxed", "B", G_KO, "correct", "boxed", KO_M + r"따라서 답은 $\boxed{15 - 16i}$입니다.", "'so the answer is ...'"),
    m("x_m_ko_slip", "A", G_KO, "wrong", "boxed", KO_M_SLIP + r"따라서 답은 $\boxed{9 - 16i}$입니다.", "i^2 sign slip"),
    m("n_m_ok_ko_anira", "B", G_KO, "correct", "boxed", KO_M + r"답은 $9 - 16i$가 아니라 $\boxed{15 - 16i}$입니다.", "'the answer is not 9 - 16i but 15 - 16i'"),
    m("t_m_ok_ko_bare", "B", G_KO, "correct", "tag", th(KO_M) + "<answer>$15-16i$</answer>", "a bare value in math mode in the tag"),

    # ---------------------------------------------------------------- Italian (17 pi / 12)
    m("u_m_ok_it_radianti", "B", G_IT, "correct", "boxed", IT_M + r"Quindi $255^\circ = \boxed{\frac{17\pi}{12}}$ radianti.", "'so 255 degrees = 17pi/12 radians'"),
    m("u_m_it_degrees", "A", G_IT, "wrong", "boxed", r"L'angolo è $\boxed{255^\circ}$.", "debatable: the given degrees restated where radians are asked; proposed decision reject (round 21: degrees are not radians)", True),
    m("x_m_it_decimal", "A", G_IT, "wrong", "answer_is", IT_M + r"**Risposta:** circa $4{,}45$ rad", "about 4,45 rad: a rounded decimal"),
    m("r_m_ok_it_verifica", "B", G_IT, "correct", "boxed", IT_M + r"$\boxed{\frac{17\pi}{12}}$" + "\n\n" + r"Verifica: $\frac{17\pi}{12} \cdot \frac{180^\circ}{\pi} = 255^\circ$ ✓", "'Check' after the box"),

    # ---------------------------------------------------------------- Portuguese (8/11)
    m("x_m_ok_pt_dfrac", "B", G_PT, "correct", "boxed", PT_M + r"Logo, $0,\overline{72} = \boxed{\dfrac{8}{11}}$.", "'hence ...' with a decimal comma in the repeating decimal"),
    m("x_m_pt_truncated", "A", G_PT, "wrong", "boxed", r"Arredondando, $0,\overline{72} \approx \boxed{0{,}72}$.", "0,72 is not 8/11"),
    m("x_m_ok_pt_unsimplified", "B", G_PT, "correct", "boxed", PT_M.replace(r" = \frac{8}{11}", "") + r"**Resposta:** $\boxed{\frac{72}{99}}$", "72/99 = 8/11 unsimplified"),
    m("r_m_pt_correcao", "A", G_PT, "wrong", "boxed", PT_M + r"$\boxed{\frac{8}{11}}$" + "\n\n" + r"Correção: na verdade a dízima é $0,\overline{27}$, então $x = \frac{27}{99} = \boxed{\frac{3}{11}}$.", "'Correction: the decimal is actually 0.(27), so 3/11'"),

    # ---------------------------------------------------------------- Polish ((4, 5))
    m("x_m_ok_pl_boxed", "B", G_PL, "correct", "boxed", PL_M + r"Wierzchołek paraboli to $\boxed{(4, 5)}$.", "'the vertex of the parabola is (4, 5)'"),
    m("x_m_ok_pl_semicolon", "B", G_PL, "correct", "answer_is", PL_M + r"Odpowiedź: $W = (4; 5)$.", "Polish school notation: a semicolon between coordinates"),
    m("x_m_pl_slip", "A", G_PL, "wrong", "answer_is", PL_M_SLIP + r"Odpowiedź: $W = (4; 3)$.", "21 copied as 19: (4; 3)"),
    m("q_m_pl_podrecznik", "A", G_PL, "wrong", "answer_is", PL_M_SLIP + r"W odpowiedziach w podręczniku jest $(4, 5)$, ale mi wychodzi $(4, 3)$." + "\n" + r"Odpowiedź: $(4, 3)$", "'the textbook answers say (4, 5), but I get (4, 3)'"),

    # ---------------------------------------------------------------- Arabic (462)
    m("x_m_ok_ar_boxed", "B", G_AR, "correct", "boxed", AR_M + r"إذن عدد الطرق هو $\boxed{462}$.", "'so the number of ways is 462'"),
    m("b_m_ok_ar_indic", "B", G_AR, "correct", "answer_is", AR_M + "الجواب: ٤٦٢ طريقة", "'Answer: 462 ways' in Arabic-Indic digits"),
    m("x_m_ar_permutations", "A", G_AR, "wrong", "boxed", r"عدد الطرق هو $11 \cdot 10 \cdot 9 \cdot 8 \cdot 7 = \boxed{55440}$.", "ordered selections, not combinations"),
    m("r_m_ok_ar_tahaqquq", "B", G_AR, "correct", "boxed", AR_M + r"$\boxed{462}$" + "\n\n" + r"للتحقق: $\binom{11}{5} = \binom{11}{6} = 462$ ✓", "'to verify: ...' after the box"),

    # ---------------------------------------------------------------- Hindi (6 sqrt3)
    m("x_m_ok_hi_boxed", "B", G_HI, "correct", "boxed", HI_M + r"अतः उत्तर $\boxed{6\sqrt{3}}$ है।", "'so the answer is 6 sqrt3'"),
    m("x_m_hi_decimal", "A", G_HI, "wrong", "answer_is", HI_M + r"उत्तर: $\approx 10.39$", "a rounded decimal"),
    m("x_m_ok_hi_unsimplified", "B", G_HI, "correct", "boxed", r"$108 = 9 \times 12$, इसलिए $\sqrt{108} = \boxed{3\sqrt{12}}$।", "3 sqrt12 = 6 sqrt3, not fully simplified but equal"),
    m("x_m_hi_slip", "A", G_HI, "wrong", "boxed", r"$108 = 16 \times 3$ मानकर, $\sqrt{108} = \boxed{4\sqrt{3}}$।", "'taking 108 = 16 x 3': 4 sqrt3 (= sqrt48)"),

    # ---------------------------------------------------------------- Vietnamese (201)
    m("x_m_ok_vi_boxed", "B", G_VI, "correct", "boxed", VI_M + r"Vậy $3021_4 = \boxed{201}$.", "'so 3021_4 = 201'"),
    m("x_m_ok_vi_base10", "B", G_VI, "correct", "boxed", VI_M + r"Đáp án: $\boxed{201_{10}}$", "201 with the base 10 subscript"),
    m("x_m_vi_reversed", "A", G_VI, "wrong", "boxed", VI_M_SLIP + r"Vậy đáp án là $\boxed{99}$.", "digits read in reverse"),

    # ---------------------------------------------------------------- Greek (81 pi)
    m("u_m_ok_el_units", "B", G_EL, "correct", "boxed", EL_M + r"Άρα το εμβαδόν είναι $\boxed{81\pi}$ τετραγωνικές μονάδες.", "'so the area is 81pi square units'"),
    m("x_m_el_radius_slip", "A", G_EL, "wrong", "boxed", EL_M_SLIP + r"Άρα $E = \boxed{324\pi}$.", "the diameter used as radius"),
    m("x_m_el_decimal", "A", G_EL, "wrong", "answer_is", EL_M + r"Απάντηση: $E \approx 254{,}47$", "a rounded decimal for 81 pi"),

    # ---------------------------------------------------------------- Hebrew (126)
    m("x_m_ok_he_boxed", "B", G_HE, "correct", "boxed", HE_M + r"לכן הכפולה המשותפת הקטנה ביותר היא $\boxed{126}$.", "'so the least common multiple is 126'"),
    m("x_m_he_gcd", "A", G_HE, "wrong", "boxed", r"$18 = 2 \cdot 3^2$, $42 = 2 \cdot 3 \cdot 7$, המחלק המשותף הוא $2 \cdot 3$, לכן התשובה $\boxed{6}$.", "the gcd given for the lcm ('the common divisor is 2 x 3, so the answer 6')"),

    # ---------------------------------------------------------------- Dutch ([-2, 8])
    m("x_m_ok_nl_interval", "B", G_NL, "correct", "boxed", NL_M + r"De oplossing is $\boxed{[-2, 8]}$.", "'the solution is [-2, 8]'"),
    m("x_m_ok_nl_inequality", "B", G_NL, "correct", "boxed", NL_M + r"Antwoord: $\boxed{-2 \le x \le 8}$", "debatable: the same set as a double inequality, not in interval notation; proposed decision accept", True),
    m("x_m_nl_open", "A", G_NL, "wrong", "boxed", NL_M + r"Antwoord: $\boxed{(-2, 8)}$", "open ends: the end points dropped"),

    # ---------------------------------------------------------------- Turkish (7/3)
    m("x_m_ok_tr_dfrac", "B", G_TR, "correct", "boxed", TR_M + r"Eğim $m = \boxed{\dfrac{7}{3}}$ olur.", "'the slope is 7/3'"),
    m("x_m_tr_inverted", "A", G_TR, "wrong", "boxed", r"Eğim $m = \frac{8 - 2}{13 - (-1)} = \frac{6}{14} = \boxed{\frac{3}{7}}$", "run over rise: 3/7"),
    m("x_m_tr_decimal", "A", G_TR, "wrong", "answer_is", TR_M + r"Cevap: $m \approx 2{,}33$", "a rounded decimal"),

    # ---------------------------------------------------------------- Thai (sqrt3 / 2)
    m("x_m_ok_th_boxed", "B", G_TH, "correct", "boxed", TH_M + r"คำตอบคือ $\boxed{\frac{\sqrt{3}}{2}}$", "'the answer is sqrt3/2'"),
    m("x_m_th_decimal", "A", G_TH, "wrong", "answer_is", TH_M + r"คำตอบโดยประมาณคือ $0.866$", "'the approximate answer is 0.866'"),

    # ---------------------------------------------------------------- Czech (3x^2 + 11x - 20)
    m("x_m_ok_cs_boxed", "B", G_CS, "correct", "boxed", CS_M + r"Po sečtení členů dostáváme $\boxed{3x^2 + 11x - 20}$.", "'after collecting terms we get ...'"),
    m("x_m_cs_sign", "A", G_CS, "wrong", "boxed", r"$(3x - 4)(x + 5) = 3x^2 - 15x + 4x - 20 = \boxed{3x^2 - 11x - 20}$", "sign slip: -11x"),

    # ---------------------------------------------------------------- Ukrainian ((8, 5))
    m("x_m_ok_uk_semicolon", "B", G_UK, "correct", "answer_is", UK_M + r"Відповідь: $(8; 5)$.", "Ukrainian notation with a semicolon"),
    m("x_m_uk_swapped", "A", G_UK, "wrong", "answer_is", r"Віднімемо рівняння: $2y = 16$, отже $y = 8$, $x = 5$." + "\n" + r"Відповідь: $(5; 8)$.", "subtraction slip: x and y swapped"),

    # ================================================================ more of each class, across languages
    # ---------------------------------------------------------------- answer tags
    g("t_ko_empty_tag", "A", "36000", "no_answer", "tag", th(KO) + "<answer></answer>", "an empty tag; the gold only in the thinking"),
    g("t_ru_placeholder", "A", "5375", "no_answer", "tag", th(RU) + "<answer>ваш ответ здесь</answer>", "a template placeholder in the tag ('your answer here')"),
    g("t_es_two_tags", "A", "3825", "wrong", "tag", th(ES) + "<answer>3.825</answer>\n<answer>3.834</answer>", "two tags, the last 3.834"),
    g("t_ok_pt_unclosed", "B", "1047.6", "correct", "tag", th(PT) + "<answer>R$ 1.047,60", "an unclosed tag holding R$ 1.047,60 (README: unclosed tags still hold the answer)"),
    g("t_zh_cut_in_think", "A", "859", "no_answer", "truncated", "<think>\n" + ZH + "所以答案是", "cut inside the thinking ('so the answer is'), no tag"),
    m("t_m_fr_hedge", "A", G_FR, "wrong", "tag", th(FR_M) + r"<answer>$\frac{1}{18}$ ou $\frac{1}{12}$</answer>", "a hedge in the tag ('1/18 or 1/12')"),
    m("t_m_ok_de_sentence", "B", G_DE, "correct", "tag", th(DE_M) + r"<answer>Der Abstand beträgt $2\sqrt{10}$.</answer>", "tag 'the distance is 2 sqrt10'"),
    m("t_m_ok_ar_box", "B", G_AR, "correct", "tag", th(AR_M) + r"<answer>$\boxed{462}$</answer>", "a box in the tag"),

    # ---------------------------------------------------------------- phrase marker then ####
    g("h_ja_phrase_hash_other", "A", "1530", "wrong", "hash", JA + "答え：1530本\n#### 1836", "phrase 1530 and #### 1836: two different final answers"),
    g("h_ru_empty_hash", "A", "5375", "no_answer", "hash", RU + "Ответ:\n####", "'Answer:' and an empty ####; the gold only in the working"),
    g("h_ok_tr_colon_hash", "B", "38", "correct", "hash", TR + "Cevap: #### 38", "'Answer: #### 38' in Turkish"),
    g("h_ok_vi_colon_hash", "B", "2450000", "correct", "hash", VI + "Đáp án: #### 2450000", "'Answer: #### 2450000' in Vietnamese"),
    g("h_ok_ar_colon_hash", "B", "672", "correct", "hash", AR + "الإجابة النهائية: #### 672", "'Final answer: #### 672' in Arabic"),
    g("h_ko_hash_then_phrase_other", "A", "36000", "wrong", "hash", KO + "#### 36000\n\n잠깐, 공책은 9권입니다. 정답: 40,500원", "#### 36000, then 'wait, there are 9 notebooks. Answer: 40,500 won'"),

    # ---------------------------------------------------------------- unit and scale words
    g("u_ok_es_mil_decimal", "B", "3825", "correct", "answer_is", ES + "Respuesta: 3,825 mil cuadernos, es decir, 3.825 cuadernos.", "'3,825 mil' = 3.825 thousand, then 'that is, 3.825 notebooks' (= 3825)"),
    g("u_es_mil_scaled", "A", "3825", "wrong", "answer_is", ES + "Respuesta: 3.825 mil cuadernos.", "'3.825 mil' = 3825 thousand = 3,825,000 (a scale word on a number already in thousands)"),
    g("u_id_ribu_scaled", "A", "87500", "wrong", "answer_is", ID + "Jadi, total belanjanya adalah 87.500 ribu rupiah.", "'87.500 ribu' = 87,500 thousand = 87.5 million"),
    g("u_ok_vi_nghin", "B", "2450000", "correct", "answer_is", VI + "Đáp án: 2.450 nghìn đồng.", "'2.450 nghìn' = 2450 thousand = 2,450,000"),
    g("u_hi_lakh_decimal_slip", "A", "225000", "wrong", "prose_sentence", HI + "अतः राहुल का वार्षिक वेतन 22.5 लाख रुपये है।", "'22.5 lakh' = 2,250,000: a decimal slip"),
    g("u_ko_deo_more", "A", "36000", "wrong", "answer_is", KO_SLIP + "따라서 9권을 사면 8권보다 4,500원 더 냅니다.\n정답: 4,500원 더", "'Answer: 4,500 won more' (the difference, not the cost)"),

    # ---------------------------------------------------------------- negation / strike-out / annotation
    g("n_de_strike_gold", "A", "46.2", "wrong", "answer_is", DE + "Moment, Lena kauft nur 3 kg.\n**Antwort:** ~~46,20 €~~ 39,60 €", "'wait, only 3 kg': the gold struck, 39,60 after"),
    g("n_ok_de_strike_other", "B", "46.2", "correct", "answer_is", DE + "**Antwort:** ~~39,60 €~~ 46,20 €", "the slip struck, the gold after"),
    g("n_ja_dewanaku", "A", "1530", "wrong", "answer_is", JA + "答えは1530本…ではなく、1箱54本入りなので54 × 34 = 1836本です。\n答え：1836本", "'the answer is 1530 ... no, rather, 54 a box, so 1836'"),
    g("n_pl_not_correct_only", "A", "1237.05", "no_answer", "none", PL + "Wynik 1237,05 zł nie jest jednak poprawny, ale nie potrafię znaleźć błędu.", "'the result 1237,05 is not correct, but I cannot find the error': the gold negated, nothing else"),
    g("n_ok_es_intentos", "B", "3825", "correct", "answer_is", "Intento 1: 1.236 + 2.598 = 3.834 ✗ (copié mal febrero)\nIntento 2: 1.236 + 2.589 = 3.825 ✓\n\n**Respuesta final:** 3.825 cuadernos", "'attempt 1 ... ✗ (I copied February wrong); attempt 2 ... ✓; final answer 3.825'"),
    m("n_m_ok_vi_khong_phai", "B", G_VI, "correct", "boxed", VI_M + r"Đáp án không phải $99$ mà là $\boxed{201}$.", "'the answer is not 99 but 201'"),
    m("n_m_th_mai_chai", "A", G_TH, "wrong", "boxed", TH_M + r"แต่คำถามถาม $\cos 60^\circ$ ไม่ใช่ $\sin 60^\circ$ ดังนั้นคำตอบไม่ใช่ $\frac{\sqrt{3}}{2}$ แต่เป็น $\boxed{\frac{1}{2}}$", "'but the question asks cos 60, not sin 60, so the answer is not sqrt3/2 but 1/2'"),

    # ---------------------------------------------------------------- retractions and harmless after-text
    g("r_ok_zh_closing", "B", "859", "correct", "answer_is", ZH + "答：还剩 859 棵树。\n\n希望对你有帮助！如果还有问题，欢迎继续提问。", "'hope this helps! ask if you have more questions'"),
    g("r_ru_withdrawn", "A", "5375", "no_answer", "answer_is", RU + "Ответ: 5375 рублей.\n\nХотя нет, я не уверен в этом ответе. Нужно перепроверить условие.", "debatable: 'actually no, I am not sure of this answer; I need to re-check the problem': withdrawn with nothing new; no_answer by the brief's rule (round 21 called such a probe wrong); either way rejected", True),
    m("r_m_ok_ja_closing", "B", G_JA, "correct", "boxed", JA_M + r"答え：$\boxed{1030}$" + "\n\n以上です。ご不明な点があればお気軽にどうぞ。", "'that is all; feel free to ask' after the box"),
    m("r_m_ko_daesin", "A", G_KO, "wrong", "boxed", KO_M + r"답: $\boxed{15 - 16i}$" + "\n\n" + r"다시 보니 $i^2 = 1$로 계산해야 하므로 답은 $\boxed{9 - 16i}$입니다.", "'looking again, i^2 should be 1, so the answer is 9 - 16i' (a wrong second box, the last one)"),
    m("r_m_ok_cs_zkouska", "B", G_CS, "correct", "boxed", CS_M + r"$= \boxed{3x^2 + 11x - 20}$" + "\n\n" + r"Zkouška pro $x = 1$: $(3 - 4)(1 + 5) = -6$ a $3 + 11 - 20 = -6$ ✓", "'check for x = 1' after the box"),

    # ---------------------------------------------------------------- quoted / reported / hypothetical
    g("q_ok_ar_zamili", "B", "672", "correct", "answer_is", AR + "قال زميلي إن الجواب 648، لكنه أخطأ في عدد الكراسي في كل صف.\nالإجابة النهائية: 672", "'my classmate said 648, but he got the chairs per row wrong. Final answer: 672'"),
    g("q_ok_de_zitat", "B", "46.2", "correct", "answer_is", "> „Ein Kilogramm Käse kostet 13,20 €. Lena kauft 3,5 kg.“\n\n" + DE + "Antwort: 46,20 €", "the problem quoted in German quotes first"),
    g("q_sv_invented_turn", "A", "207", "wrong", "answer_is", SV_SLIP + "Svar: 261 kr<|im_end|>\n<|im_start|>user\nFel, svaret är 207 kr.", "the gold only in an invented user turn ('Wrong, the answer is 207 kr'); the model's answer 261"),
    m("q_m_ok_ru_esli_after", "B", G_RU, "correct", "answer_is", RU_M + r"**Ответ:** $1620^\circ$." + "\n\n" + r"(Если бы это был десятиугольник, сумма была бы $8 \cdot 180^\circ = 1440^\circ$.)", "a hypothetical after the answer ('if it were a decagon, 1440')"),
    m("q_m_ok_zh_quote", "B", G_ZH, "correct", "boxed", "> 解方程 $x^2 - 2x - 48 = 0$。\n\n" + ZH_M + r"$\boxed{-6, 8}$", "the problem quoted ('solve ...')"),
    m("q_m_ok_hi_invented_turn_after", "B", G_HI, "correct", "boxed", HI_M + r"अतः उत्तर $\boxed{6\sqrt{3}}$ है।" + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n" + r"अब $\sqrt{75}$ को सरल कीजिए।", "an invented next user turn with a new problem ('now simplify sqrt75') after the box"),
    m("q_m_nl_leraar", "A", G_NL, "wrong", "boxed", r"Volgens mijn leraar is het antwoord $[-2, 8]$, maar ik kom uit op $\boxed{[-8, 2]}$.", "'according to my teacher [-2, 8], but I get [-8, 2]'"),

    # ---------------------------------------------------------------- bad input
    g("b_ok_fr_nnbsp", "B", "-11.5", "correct", "answer_is", FR + "Réponse\u202f: −11,5\u00a0°C", "French typography: narrow NBSP before the colon, NBSP before °C, Unicode minus"),
    g("b_ok_he_bidi", "B", "435", "correct", "answer_is", HE + "תשובה: \u202a435\u202c ₪", "LRE/PDF bidi controls around the number"),
    g("b_tl_whitespace", "A", "162", "no_answer", "none", "\n\n   \n\t", "only whitespace"),
    m("b_m_ok_ko_crlf", "B", G_KO, "correct", "boxed", (KO_M + r"따라서 답은 $\boxed{15 - 16i}$입니다.").replace("\n", "\r\n"), "CRLF line ends"),

]
# fmt: on

DECISIONS = {
    "h_ok_de_hash_comma": (
        "accept",
        "'46,20' after #### is a German decimal comma: two digits after the comma cannot be a "
        "thousands group, and the working writes 46,20 EUR",
    ),
    "h_ok_es_hash_dot": (
        "accept",
        "'3.825' after #### follows the working's Spanish thousands dot (1.236 + 2.589 = 3.825); "
        "the value the model states is 3825",
    ),
    "u_ok_fr_sous_zero": (
        "accept",
        "'11,5 C en dessous de zéro' states -11.5 in words; no #### carries a different value",
    ),
    "h_fr_hash_sign_lost": (
        "reject",
        "the marked #### value is 11.5, not -11.5; the sentence's 'below zero' does not change the "
        "marked value (round 21's decision)",
    ),
    "x_tr_share": (
        "reject",
        "a decimal share is not the percent the working computes (round 21's GSM8K decision)",
    ),
    "u_ok_it_ore_minuti": (
        "accept",
        "2 hours 55 minutes is 175 minutes; the value is the gold in a mixed unit",
    ),
    "u_m_it_degrees": (
        "reject",
        "the box restates the given degrees where radians are asked (round 21: degrees are not radians)",
    ),
    "x_m_ok_es_inequality": (
        "accept",
        "x > 5 is the set (5, \\infty); equal in value (README: equal but written differently is correct)",
    ),
    "x_m_ok_nl_inequality": (
        "accept",
        "-2 <= x <= 8 is the set [-2, 8]; equal in value",
    ),
    "r_ru_withdrawn": (
        "reject",
        "the model withdraws its answer and gives none: no_answer by this round's rule, wrong by "
        "round 21's; rejected either way",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam75", CASES, [], DECISIONS)
