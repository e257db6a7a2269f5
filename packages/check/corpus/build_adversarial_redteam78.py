r"""Build adversarial_redteam78.jsonl: a seventy-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam78", issue 25), written by a NEW helper author WITHOUT
reading the checker's source (packages/check/src/), its README, bench/, tests/, corpus/ANALYSIS.md,
any NOTES file or their git history, WITHOUT reading the earlier multilingual rounds, and WITHOUT
running the checker (or math-verify, or sympy) on any probe; labels were made by reading and hand
arithmetic, and the file was handed over BEFORE any scoring. Not model output. Read: corpus/README.md
(fields, "How labels were made"), corpus_build.py, build_adversarial_redteam21.py (structure, label
rules) and the issue text.

Aim of this round: answers written in languages OTHER than English, as multilingual chat and
reasoning models write them: 25 languages (Chinese, Japanese, Korean, Russian, Ukrainian, Spanish,
Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali,
Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog), both paths, all eight classes:
answer phrases (答案是, 答え, 정답, Ответ, Відповідь, Respuesta, Resposta, Réponse, Antwort, Risposta,
Antwoord, Odpowiedź, Cevap, الإجابة, پاسخ, उत्तर, উত্তর, Đáp số, Jawaban, ตอบ, Απάντηση, תשובה,
Odpověď, Svar, Sagot), number writing (decimal commas, thousands dots and spaces, no-break and thin
spaces, Indian lakh grouping, 万/만 grouping, native digits: Arabic-Indic, Persian, Devanagari,
Bengali, Thai, full-width, kanji/hanzi numerals), scale words (万, 만, 천, लाख, करोड़, тыс., mil,
tysięcy, nghìn, triệu, Tsd., হাজার), counted nouns and classifiers (个, 円, 원, кг, buah, na, টি),
negation that follows the number (…이 아닙니다, …ではありません, … değil, … नहीं है, … نیست),
correction idioms (等等, Подождите, Espera, Korrektur, Erratum, 訂正, 정정, Aliás, Düzeltme,
Poprawka, Sửa lại, Oprava, Ralat, Зачекайте, Wacht even), checks after the answer (验算, Проверка,
검산, التحقق, ตรวจสอบ, Kontroll), closings, reported and hypothetical speech (subjunctives and
conditionals: 如果…就, Если бы, würde, 만약…라면, Gdyby, אילו, Supposons), answer tags holding
sentences in the language, and mixed-language outputs (English thinking with a native answer and the
other way round, English closing lines of Minerva, Qwen and Llama after native working).

Problems and golds (arithmetic checked by hand; a SLIP is the wrong variant some probes use):
GSM8K path (numeric gold)
  zh  27 apples a box x 16 boxes = 432, 35 bad -> 397 (check 397 + 35 = 432). SLIP 53 bad: 432 - 53 = 379.
  es  7 kg at 2,85 EUR -> 19.95 (7 x 2.85 = 19.95). SLIP 2,58: 7 x 2.58 = 18.06.
  de  3.460 EUR a month x 12 -> 41520 (3460 x 12 = 41520). SLIP 11 months: 38060.
  ru  15 boxes of 123 pencils -> 1845 (1230 + 615). SLIP 132 a box: 1980. 1980 - 1845 = 135.
  ja  5 books at 2,480 yen -> 12400 (= 1万2400 = 1.24万 = 一万二千四百). SLIP 2,840: 14,200.
  hi  rent 47,000 rupees x 5 months -> 235000 (= 2,35,000 = 2.35 lakh). SLIP 4 months: 1,88,000.
  fr  17 of 25 pupils passed -> 68 (%) (17 / 25 = 0.68). SLIP the failed share 8 / 25 = 32 %.
  ar  18 rows x 27 seats -> 486 (270 + 216). SLIP 26 seats: 468.
  fa  17 boxes x 38 pencils -> 646 (380 + 266), Persian digits ۶۴۶. SLIP 36: 612.
  ko  4 tickets at 17,500 won -> 70000 (= 7만). SLIP 3 people: 52,500.
  tr  7 kg at 13,5 TL -> 94.5. SLIP 15,3: 107.1 (7 x 15.3). Arabic-Indic variant ٧ × ١٣٫٥ = ٩٤٫٥.
  pt  3 instalments of R$ 412,30 -> 1236.9 (R$ 1.236,90). SLIP 2 instalments: 824.60.
  it  -2 C falling 3,25 C an hour for 3 hours -> -11.75 (3 x 3.25 = 9.75; -2 - 9.75). SLIP +: 7.75.
  pl  5 packs x 48 + 17 loose -> 257 (240 + 17). SLIP 240 - 17 = 223.
  vi  6 notebooks at 45.000 dong -> 270000. SLIP 5 notebooks: 225.000.
  id  19 trays x 29 cakes -> 551 (580 - 29). SLIP 28: 532.
  th  9 boxes x 64 oranges -> 576 (= 48 dozen). SLIP 8 boxes: 512.
  el  4,6 km a day x 15 days -> 69. SLIP 14 days: 64.4.
  he  9 shelves x 16 books = 144, 29 sold -> 115. SLIP 39 sold: 105.
  cs  4 tickets at 1 350 Kc -> 5400. SLIP 3 tickets: 4 050.
  sv  3 sweaters at 149 kr -> 447. SLIP 194 kr: 582.
  uk  23 crates x 15 kg -> 345. SLIP 16 kg: 368.
  nl  3,5 hours at 46 km/h -> 161 (138 + 23). SLIP 3 hours: 138.
  bn  13 rows x 37 seedlings -> 481 (370 + 111), Bengali digits ৪৮১. SLIP 36: 468.
  tl  9 boxes x 65 mangoes -> 585. SLIP 8 boxes: 520.
MATH path (LaTeX gold)
  zh  x^2 - 2x - 35 = (x - 7)(x + 5) -> "-5, 7" (49 - 14 - 35 = 0; 25 + 10 - 35 = 0).
  ja  two dice summing to 11: (5,6), (6,5) -> 2/36 = \frac{1}{18}.
  ru  \sqrt{162} = \sqrt{81 * 2} -> 9\sqrt{2} (= 12.7279...). \sqrt{126} = 3\sqrt{14}.
  fr  2x - 3 > 5 -> x > 4 -> (4, \infty) (French ]4, +\infty[).
  de  315 degrees -> \frac{7\pi}{4} (315 / 180 = 7 / 4; = 5.4978...).
  es  C(12, 4) = 11880 / 24 -> 495.
  ko  1 + ... + 26 = 26 * 27 / 2 -> 351 (1 + ... + 25 = 325).
  it  (6 + i)(2 - 3i) = 12 - 18i + 2i + 3 -> 15 - 16i.
  pt  distance (2, -1) to (7, 4) = \sqrt{50} -> 5\sqrt{2} (= 7.0710...).
  ar  2x + y = 19, x - y = -1 -> (6, 7) (12 + 7 = 19; 6 - 7 = -1).
  hi  0.\overline{54} = 54/99 -> \frac{6}{11} (= 0.5454...).
  vi  243_7 = 98 + 28 + 3 -> 129.
  tr  (x - 4)(3x + 2) -> 3x^2 - 10x - 8.
  pl  circle of radius 13 -> 169\pi (= 530.929...); circumference 26\pi.
  el  f(x) = x^2 - 9 at 3 -> 0.
  id  slope through (-2, 1), (5, 5) -> \frac{4}{7} (= 0.5714...); with the sign lost 4/3.
  fa  gcd(84, 126) -> 42 (2^2*3*7, 2*3^2*7); 21 is a common divisor, not the greatest.
  he  21/\sqrt{3} -> 7\sqrt{3} (= 12.1243...).
  uk  interior angle of a regular 20-gon: 18 * 180 / 20 -> 162 (degrees).
  nl  domain of \sqrt{x - 2} -> [2, \infty).
  cs  at least one head in 3 tosses: 1 - 1/8 -> \frac{7}{8} (= 0.875); four tosses would give 15/16.
  sv  f(x) = 2x + 3, g(x) = x^2: f(g(2)) = f(4) -> 11 (g(f(2)) = 49).
  th  4x + 7 = 35 -> 7 (35 + 7 = 42 -> 10.5 is the slip; 4x = 32 -> 8 another).
Golds were chosen after `grep -c` over adversarial_redteam*.jsonl; most GSM8K golds no earlier round
used; small MATH golds (0, 7, 11, 42, 162 ...) are unavoidable repeats.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounding, scale words, decimal commas, decimals for exact golds); `n_` negation,
strike-out, annotation; `u_` unit, counter and scale words after a number; `r_` retractions after
the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements;
`b_` input a JSON corpus can hold (native digits, full-width forms, invisible marks, odd spaces, BOM,
CRLF, a NUL). An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B; `mixed` marks a
mixed-language output. Every note glosses the non-English text it turns on.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, language or wording real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the model's
LAST COMMITTED final answer decides; a value it withdraws, negates, marks wrong, or only states as a
hypothetical, a quotation or someone else's claim is not its answer; a hedge between two different
values or two different final answers is `wrong`; no final answer (a negation with nothing after, a
placeholder, only a hypothetical or a quotation, a refusal, a cut inside the thinking) is
`no_answer`; a value equal to the gold is `correct` whatever its script, digits, grouping, decimal
mark, scale word or counted noun (`1万2400円`, `2.35 लाख`, `41.520 €` in German, `19,95 €`, `٤٨٦`,
`１２，４００円`, `三百九十七`); a rounded decimal for an exact or non-terminating gold is `wrong`; a
number is read in the convention of its own text and working (a German or Portuguese thousands dot,
a decimal comma), also after a language-neutral `####` or an English marker (both debatable, noted),
while an English-formatted number (`R$ 1,236.90`) is read in English; a scale word
multiplies the number (`397 万` = 3,970,000, `70,000만` = 700,000,000); text after the committed
answer that re-states another final value replaces it, a check, a note or a pleasantry does not;
text in an invented next turn does not count; in an <answer> tag a sentence, an equation chain or
a box is read for the value it states. Debatable probes carry `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam78.py
"""

from corpus_build import IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, th, write_probes

# ================================================================ GSM8K working, one problem per language
# zh: 27 * 16 = 432 apples, 35 bad -> 397 (check 397 + 35 = 432). Slip: 53 bad -> 432 - 53 = 379.
ZH = "每箱有 27 个苹果，一共 16 箱：27 × 16 = 432 个。\n其中坏了 35 个：432 − 35 = 397 个。\n"
ZH_SLIP = "每箱有 27 个苹果，一共 16 箱：27 × 16 = 432 个。\n其中坏了 53 个：432 − 53 = 379 个。\n"
# es: 7 kg at 2,85 EUR -> 19,95 (7 * 2.85 = 19.95). Slip: 2,58 -> 7 * 2.58 = 18.06.
ES = "El kilo de cerezas cuesta 2,85 € y Lucía compra 7 kg.\nTotal: 7 × 2,85 = 19,95 €.\n"
ES_SLIP = "El kilo de cerezas cuesta 2,58 € y Lucía compra 7 kg.\nTotal: 7 × 2,58 = 18,06 €.\n"
# de: 3.460 EUR a month for 12 months -> 41.520 (3460 * 12 = 41520). Slip: 11 months -> 38.060.
DE = "Sie verdient 3.460 € im Monat.\nIn einem Jahr sind das 12 × 3.460 € = 41.520 €.\n"
DE_SLIP = "Sie verdient 3.460 € im Monat, aber nur 11 Monate lang.\n11 × 3.460 € = 38.060 €.\n"
# ru: 15 boxes of 123 pencils -> 1845 (15 * 123 = 1230 + 615 = 1845). Slip: 132 -> 1980.
RU = "В каждой коробке 123 карандаша, а коробок 15.\nВсего: 15 · 123 = 1845 карандашей.\n"
RU_SLIP = "В каждой коробке 132 карандаша, а коробок 15.\nВсего: 15 · 132 = 1980 карандашей.\n"
# ja: 5 books at 2,480 yen -> 12,400 (2480 * 5 = 12400). Slip: 2,840 -> 14,200.
JA = "1冊2,480円の本を5冊買うので、\n2,480 × 5 = 12,400円です。\n"
JA_SLIP = "1冊2,840円の本を5冊買うので、\n2,840 × 5 = 14,200円です。\n"
# hi: rent 47,000 rupees for 5 months -> 2,35,000 (Indian grouping; 47000 * 5 = 235000). Slip: 4 months -> 1,88,000.
HI = "हर महीने का किराया ₹47,000 है, तो 5 महीनों का किराया:\n47,000 × 5 = ₹2,35,000\n"
HI_SLIP = "हर महीने का किराया ₹47,000 है, तो 4 महीनों का किराया:\n47,000 × 4 = ₹1,88,000\n"
# fr: 17 of 25 pupils passed -> 68 % (17 / 25 = 0.68). Slip: the share that failed, 8 / 25 = 32 %.
FR = "17 élèves sur 25 ont réussi l'examen.\n17 ÷ 25 = 0,68, soit 68 %.\n"
FR_SLIP = "25 − 17 = 8 élèves ont échoué.\n8 ÷ 25 = 0,32, soit 32 %.\n"
# ar: 18 rows of 27 seats -> 486 (18 * 27 = 270 + 216 = 486). Slip: 26 seats -> 468.
AR = "في القاعة 18 صفًا، وفي كل صف 27 مقعدًا.\nعدد المقاعد = 18 × 27 = 486 مقعدًا.\n"
AR_SLIP = "في القاعة 18 صفًا، وفي كل صف 26 مقعدًا.\nعدد المقاعد = 18 × 26 = 468 مقعدًا.\n"
# fa: 17 boxes of 38 pencils -> 646 (17 * 38 = 380 + 266 = 646), Persian digits. Slip: 36 -> 612.
FA = "هر جعبه ۳۸ مداد دارد و ۱۷ جعبه داریم.\nتعداد کل مدادها: ۱۷ × ۳۸ = ۶۴۶ مداد.\n"
FA_SLIP = "هر جعبه ۳۶ مداد دارد و ۱۷ جعبه داریم.\nتعداد کل مدادها: ۱۷ × ۳۶ = ۶۱۲ مداد.\n"
# ko: 4 tickets at 17,500 won -> 70,000 = 7만 (17500 * 4 = 70000). Slip: 3 people -> 52,500.
KO = "1인당 입장료는 17,500원이고 4명이므로\n17,500 × 4 = 70,000원입니다.\n"
KO_SLIP = "1인당 입장료는 17,500원이고 3명이므로\n17,500 × 3 = 52,500원입니다.\n"
# tr: 7 kg of cheese at 13,5 TL -> 94,5 (7 * 13.5 = 94.5). Slip: 15,3 -> 107,1.
TR = "Peynirin kilosu 13,5 TL ve Ayşe 7 kilo alıyor.\n7 × 13,5 = 94,5 TL.\n"
TR_SLIP = "Peynirin kilosu 15,3 TL ve Ayşe 7 kilo alıyor.\n7 × 15,3 = 107,1 TL.\n"
# pt: 3 instalments of R$ 412,30 -> R$ 1.236,90 (412.3 * 3 = 1236.9). Slip: 2 -> R$ 824,60.
PT = "Cada parcela custa R$ 412,30 e são 3 parcelas.\nTotal: 3 × 412,30 = R$ 1.236,90.\n"
PT_SLIP = "Cada parcela custa R$ 412,30 e são 2 parcelas.\nTotal: 2 × 412,30 = R$ 824,60.\n"
# it: -2 C falling 3,25 C an hour for 3 hours -> -11,75 (3 * 3.25 = 9.75; -2 - 9.75 = -11.75). Slip (sign): -2 + 9,75 = 7,75.
IT = "La temperatura parte da -2 °C e scende di 3,25 °C all'ora per 3 ore.\nCalo totale: 3 × 3,25 = 9,75 °C.\nTemperatura finale: -2 − 9,75 = -11,75 °C.\n"
IT_SLIP = "La temperatura parte da -2 °C e scende di 3,25 °C all'ora per 3 ore.\nCalo totale: 3 × 3,25 = 9,75 °C.\nTemperatura finale: -2 + 9,75 = 7,75 °C.\n"
# pl: 5 packs of 48 sweets + 17 loose -> 257 (240 + 17). Slip: 240 - 17 = 223.
PL = "5 paczek po 48 cukierków to 5 · 48 = 240 cukierków.\nDo tego 17 luzem: 240 + 17 = 257 cukierków.\n"
PL_SLIP = (
    "5 paczek po 48 cukierków to 5 · 48 = 240 cukierków.\nOddała 17: 240 − 17 = 223 cukierki.\n"
)
# vi: 6 notebooks at 45.000 dong -> 270.000 (45000 * 6 = 270000). Slip: 5 -> 225.000.
VI = "Mỗi quyển vở giá 45.000 đồng, Lan mua 6 quyển.\nSố tiền: 6 × 45.000 = 270.000 đồng.\n"
VI_SLIP = "Mỗi quyển vở giá 45.000 đồng, Lan mua 5 quyển.\nSố tiền: 5 × 45.000 = 225.000 đồng.\n"
# id: 19 trays of 29 cakes -> 551 (19 * 29 = 580 - 29 = 551). Slip: 28 -> 532.
ID = "Ada 19 loyang dan setiap loyang berisi 29 kue.\nJumlah kue = 19 × 29 = 551 kue.\n"
ID_SLIP = "Ada 19 loyang dan setiap loyang berisi 28 kue.\nJumlah kue = 19 × 28 = 532 kue.\n"
# th: 9 boxes of 64 oranges -> 576 (64 * 9 = 576). Slip: 8 boxes -> 512.
TH = "มีส้ม 9 กล่อง กล่องละ 64 ลูก\nจำนวนส้มทั้งหมด = 64 × 9 = 576 ลูก\n"
TH_SLIP = "มีส้ม 8 กล่อง กล่องละ 64 ลูก\nจำนวนส้มทั้งหมด = 64 × 8 = 512 ลูก\n"
# el: 4,6 km a day for 15 days -> 69 (4.6 * 15 = 69). Slip: 14 days -> 64,4.
EL = "Ο Νίκος περπατά 4,6 km την ημέρα για 15 ημέρες.\nΣυνολικά: 15 × 4,6 = 69 km.\n"
EL_SLIP = "Ο Νίκος περπατά 4,6 km την ημέρα για 14 ημέρες.\nΣυνολικά: 14 × 4,6 = 64,4 km.\n"
# he: 9 shelves of 16 books, 29 sold -> 115 (144 - 29). Slip: 39 sold -> 105.
HE = "יש 9 מדפים ועל כל מדף 16 ספרים: 9 × 16 = 144 ספרים.\nנמכרו 29 ספרים: 144 − 29 = 115 ספרים.\n"
HE_SLIP = (
    "יש 9 מדפים ועל כל מדף 16 ספרים: 9 × 16 = 144 ספרים.\nנמכרו 39 ספרים: 144 − 39 = 105 ספרים.\n"
)
# cs: 4 tickets at 1 350 Kc -> 5 400 (1350 * 4 = 5400). Slip: 3 -> 4 050.
CS = "Jedna vstupenka stojí 1 350 Kč a kupují 4 vstupenky.\nCelkem: 4 · 1 350 = 5 400 Kč.\n"
CS_SLIP = "Jedna vstupenka stojí 1 350 Kč a kupují 3 vstupenky.\nCelkem: 3 · 1 350 = 4 050 Kč.\n"
# sv: 3 sweaters at 149 kr -> 447 (149 * 3). Slip: 194 -> 582.
SV = "En tröja kostar 149 kr och Elsa köper 3 tröjor.\n3 · 149 = 447 kr.\n"
SV_SLIP = "En tröja kostar 194 kr och Elsa köper 3 tröjor.\n3 · 194 = 582 kr.\n"
# uk: 23 crates of 15 kg -> 345 (23 * 15 = 345). Slip: 16 kg -> 368.
UK = "Є 23 ящики, у кожному 15 кг яблук.\nРазом: 23 · 15 = 345 кг.\n"
UK_SLIP = "Є 23 ящики, у кожному 16 кг яблук.\nРазом: 23 · 16 = 368 кг.\n"
# nl: 3,5 hours at 46 km/h -> 161 (3.5 * 46 = 138 + 23 = 161). Slip: 3 hours -> 138.
NL = "Hij fietst 3,5 uur met een snelheid van 46 km/u.\nAfstand: 3,5 × 46 = 161 km.\n"
NL_SLIP = "Hij fietst 3 uur met een snelheid van 46 km/u.\nAfstand: 3 × 46 = 138 km.\n"
# bn: 13 rows of 37 seedlings -> 481 (13 * 37 = 370 + 111 = 481), Bengali digits. Slip: 36 -> 468.
BN = "প্রতি সারিতে ৩৭টি চারা, মোট ১৩টি সারি।\nমোট চারা = ১৩ × ৩৭ = ৪৮১টি।\n"
BN_SLIP = "প্রতি সারিতে ৩৬টি চারা, মোট ১৩টি সারি।\nমোট চারা = ১৩ × ৩৬ = ৪৬৮টি।\n"
# tl: 9 boxes of 65 mangoes -> 585 (65 * 9 = 585). Slip: 8 boxes -> 520.
TL = "Bawat kahon ay may 65 na mangga at may 9 na kahon.\nKabuuan: 9 × 65 = 585 na mangga.\n"
TL_SLIP = "Bawat kahon ay may 65 na mangga at may 8 na kahon.\nKabuuan: 8 × 65 = 520 na mangga.\n"

# ================================================================ MATH working
G_MZH = "-5, 7"  # x^2 - 2x - 35 = (x - 7)(x + 5); check 49 - 14 - 35 = 0, 25 + 10 - 35 = 0
MZH = r"因式分解：$x^2 - 2x - 35 = (x - 7)(x + 5) = 0$，所以 $x = 7$ 或 $x = -5$。"
G_MJA = r"\frac{1}{18}"  # sum 11: (5,6), (6,5) -> 2/36 = 1/18
MJA = r"2つのサイコロの目の和が11になるのは $(5,6), (6,5)$ の2通り。全体は $36$ 通りなので、確率は $\frac{2}{36}$"
G_MRU = r"9\sqrt{2}"  # 162 = 81 * 2
MRU = r"Разложим подкоренное выражение: $\sqrt{162} = \sqrt{81 \cdot 2} = 9\sqrt{2}$."
G_MFR = r"(4, \infty)"  # 2x - 3 > 5 -> 2x > 8 -> x > 4
MFR = r"On résout $2x - 3 > 5$ : $2x > 8$, donc $x > 4$."
G_MDE = r"\frac{7\pi}{4}"  # 315 / 180 = 7 / 4
MDE = r"Umrechnung ins Bogenmaß: $315^\circ \cdot \frac{\pi}{180^\circ} = \frac{315\pi}{180} = \frac{7\pi}{4}$."
G_MES = "495"  # 12 * 11 * 10 * 9 = 11880; 11880 / 24 = 495
MES = r"El número de comités es $\binom{12}{4} = \frac{12 \cdot 11 \cdot 10 \cdot 9}{4!} = \frac{11880}{24}$"
G_MKO = "351"  # 26 * 27 / 2 = 702 / 2 = 351
MKO = r"1부터 26까지의 합은 $\frac{26 \cdot 27}{2} = \frac{702}{2} = 351$입니다."
G_MIT = "15 - 16i"  # 12 - 18i + 2i - 3i^2 = 12 - 16i + 3
MIT = r"Sviluppiamo: $(6 + i)(2 - 3i) = 12 - 18i + 2i - 3i^2 = 12 - 16i + 3 = 15 - 16i$."
G_MPT = r"5\sqrt{2}"  # (2, -1) to (7, 4): 5^2 + 5^2 = 50 = 25 * 2
MPT = r"A distância entre $(2, -1)$ e $(7, 4)$ é $\sqrt{5^2 + 5^2} = \sqrt{50} = 5\sqrt{2}$."
G_MAR = "(6, 7)"  # 2x + y = 19, x - y = -1: 3x = 18, x = 6, y = 7; check 12 + 7 = 19, 6 - 7 = -1
MAR = r"بجمع المعادلتين $2x + y = 19$ و $x - y = -1$ نحصل على $3x = 18$، أي $x = 6$، ثم $y = 6 + 1 = 7$."
G_MHI = r"\frac{6}{11}"  # 54 / 99 = 6 / 11
MHI = (
    r"मान लीजिए $x = 0.\overline{54}$। तब $100x - x = 54$, अतः $x = \frac{54}{99} = \frac{6}{11}$।"
)
G_MVI = "129"  # 2 * 49 + 4 * 7 + 3 = 98 + 28 + 3
MVI = r"Đổi sang hệ thập phân: $243_7 = 2 \cdot 7^2 + 4 \cdot 7 + 3 = 98 + 28 + 3 = 129$."
G_MTR = "3x^2 - 10x - 8"  # 3x^2 + 2x - 12x - 8
MTR = r"Çarpımı açalım: $(x - 4)(3x + 2) = 3x^2 + 2x - 12x - 8 = 3x^2 - 10x - 8$."
G_MPL = r"169\pi"  # 13^2 = 169
MPL = r"Pole koła o promieniu $13$ wynosi $\pi r^2 = \pi \cdot 13^2 = 169\pi$."
G_MEL = "0"  # 3^2 - 9 = 0
MEL = r"Έχουμε $f(3) = 3^2 - 9 = 9 - 9$"
G_MID = r"\frac{4}{7}"  # (5 - 1) / (5 + 2) = 4 / 7
MID = r"Gradien garis yang melalui $(-2, 1)$ dan $(5, 5)$ adalah $m = \frac{5 - 1}{5 - (-2)} = \frac{4}{7}$."
G_MFA = "42"  # 84 = 2^2 * 3 * 7, 126 = 2 * 3^2 * 7 -> 2 * 3 * 7 = 42
MFA = r"$84 = 2^2 \cdot 3 \cdot 7$ و $126 = 2 \cdot 3^2 \cdot 7$، پس ب.م.م برابر است با $2 \cdot 3 \cdot 7 = 42$."
G_MHE = r"7\sqrt{3}"  # 21 sqrt3 / 3 = 7 sqrt3
MHE = r"נגרום למכנה להיות רציונלי: $\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = 7\sqrt{3}$."
G_MUK = "162"  # (20 - 2) * 180 = 3240; 3240 / 20 = 162
MUK = r"Сума внутрішніх кутів 20-кутника: $180^\circ \cdot 18 = 3240^\circ$, тож кожен кут дорівнює $3240^\circ : 20 = 162^\circ$."
G_MNL = r"[2, \infty)"  # x - 2 >= 0
MNL = r"De wortel $\sqrt{x - 2}$ is alleen gedefinieerd als $x - 2 \ge 0$, dus $x \ge 2$."
G_MCS = r"\frac{7}{8}"  # 1 - (1/2)^3 = 7/8
MCS = r"Pravděpodobnost, že nepadne ani jeden líc, je $\left(\frac{1}{2}\right)^3 = \frac{1}{8}$, takže hledaná pravděpodobnost je $1 - \frac{1}{8} = \frac{7}{8}$."
G_MSV = "11"  # g(2) = 4, f(4) = 2 * 4 + 3 = 11
MSV = r"Först $g(2) = 2^2 = 4$, så $f(g(2)) = f(4) = 2 \cdot 4 + 3 = 11$."
G_MTH = "7"  # 4x + 7 = 35 -> 4x = 28 -> x = 7
MTH = r"จาก $4x + 7 = 35$ จะได้ $4x = 28$ ดังนั้น $x = 7$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_zh_sentence_slip", "A", "397", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩 379 个苹果。</answer>", "a Chinese sentence in the tag states 379 (gloss: '379 apples are left'); the working misread 35 bad apples as 53"),
    g("t_zh_not_gold", "A", "397", "wrong", "tag", th(ZH) + "<answer>答案不是 397，而是 379。</answer>", "gloss: 'the answer is not 397 but 379': the gold negated, 379 asserted"),
    g("t_ja_placeholder", "A", "12400", "no_answer", "tag", th(JA) + "<answer>ここに最終的な答えを書いてください</answer>", "the tag holds the prompt's Japanese placeholder (gloss: 'write your final answer here'); 12,400 only in the thinking"),
    g("t_ko_slip", "A", "70000", "wrong", "tag", th(KO_SLIP) + "<answer>총 52,500원입니다.</answer>", "gloss: 'the total is 52,500 won'; 3 people instead of 4"),
    g("t_ru_two_tags", "A", "1845", "wrong", "tag", th(RU) + "<answer>1845</answer>\n<answer>1980</answer>", "two tags, the last 1980: two different final answers"),
    g("t_de_blank_tag", "A", "41520", "no_answer", "tag", th(DE + "Also verdient sie 41.520 € im Jahr.\n") + "<answer> </answer>", "a tag holding only a space; the gold only in the German thinking"),
    g("t_es_hedge", "A", "19.95", "wrong", "tag", th(ES + "Si el precio fuera 2,58 €, serían 18,06 €.\n") + "<answer>19,95 € o 18,06 €</answer>", "a hedge between two values in the tag ('o' = 'or')"),
    g("t_hi_unclosed_think", "A", "235000", "no_answer", "truncated", "<think>\n" + HI + "तो कुल किराया 2,35,000 रुपये होना चाहिए, लेकिन मुझे जमा राशि भी", "cut inside the Hindi thinking (gloss: 'so the total rent should be 2,35,000 rupees, but I also ... the deposit'), no tag"),
    g("t_fr_share_failed", "A", "68", "wrong", "tag", th(FR_SLIP) + "<answer>32 % des élèves ont échoué.</answer>", "gloss: '32 % of the pupils failed'; the gold is the share that passed (68 %)"),
    m("t_m_zh_sum_of_roots", "A", G_MZH, "wrong", "tag", th(MZH + "\n两根之和为 $7 + (-5) = 2$。\n") + "<answer>$x_1 + x_2 = 2$</answer>", "the tag states the sum of the roots, 2, not the roots -5 and 7"),
    m("t_m_ja_box_slip", "A", G_MJA, "wrong", "tag", th(MJA + r" $= \frac{1}{12}$。" + "\n") + r"<answer>$\boxed{\frac{1}{12}}$</answer>", "2/36 mis-reduced to 1/12; the box in the tag states 1/12"),
    m("t_m_de_decimal", "A", G_MDE, "wrong", "tag", th(MDE + "\nAls Dezimalzahl etwa 5,50.\n") + r"<answer>$\approx 5{,}50$</answer>", "a rounded decimal with a German decimal comma for the exact 7\\pi/4 (= 5.4978...)"),
    m("t_m_ar_swapped", "A", G_MAR, "wrong", "tag", th(MAR) + "<answer>الحل هو $(7, 6)$.</answer>", "gloss: 'the solution is (7, 6)': x and y swapped"),
    g("t_ok_zh_sentence", "B", "397", "correct", "tag", th(ZH) + "<answer>还剩 397 个苹果。</answer>", "gloss: '397 apples are left'; counter word 个 after the number"),
    g("t_ok_ja_yen", "B", "12400", "correct", "tag", th(JA) + "<answer>合計は12,400円です。</answer>", "gloss: 'the total is 12,400 yen'; no space around the number"),
    g("t_ok_ko_man", "B", "70000", "correct", "tag", th(KO) + "<answer>총 7만 원입니다.</answer>", "gloss: 'the total is 70,000 won', written 7만 (7 x 10,000), as Korean writes round amounts"),
    g("t_ok_ru_equation", "B", "1845", "correct", "tag", th(RU) + "<answer>15 · 123 = 1845 карандашей</answer>", "an equation chain with a middle dot and a counted noun ('pencils') ending in the gold"),
    g("t_ok_de_thousands_dot", "B", "41520", "correct", "tag", th(DE) + "<answer>Sie verdient im Jahr 41.520 €.</answer>", "gloss: 'she earns 41,520 EUR a year'; the German thousands dot, the working 12 x 3.460 = 41.520 fixes the reading"),
    g("t_ok_es_comma", "B", "19.95", "correct", "tag", th(ES) + "<answer>Lucía paga 19,95 € en total.</answer>", "gloss: 'Lucia pays 19.95 EUR in total'; a decimal comma"),
    g("t_ok_ar_sentence", "B", "486", "correct", "tag", th(AR) + "<answer>عدد المقاعد هو 486 مقعدًا.</answer>", "gloss: 'the number of seats is 486 seats'; right-to-left sentence with Western digits"),
    g("t_ok_vi_dots", "B", "270000", "correct", "tag", th(VI) + "<answer>Tổng cộng là 270.000 đồng.</answer>", "gloss: 'the total is 270,000 dong'; Vietnamese thousands dot"),
    m("t_m_ok_zh_box", "B", G_MZH, "correct", "tag", th(MZH) + r"<answer>方程的解为 $\boxed{x = -5 \text{ 或 } x = 7}$</answer>", "gloss: 'the solutions are x = -5 or x = 7'; 或 ('or') between the two roots inside \\text: both roots, not a hedge"),
    m("t_m_ok_fr_interval", "B", G_MFR, "correct", "tag", th(MFR) + r"<answer>L'ensemble des solutions est $]4, +\infty[$.</answer>", "French open-interval notation ]4, +inf[ = (4, inf)"),
    m("t_m_ok_ja_sentence", "B", G_MJA, "correct", "tag", th(MJA + r" $= \frac{1}{18}$。") + r"<answer>求める確率は $\frac{1}{18}$ です。</answer>", "gloss: 'the required probability is 1/18'"),
    m("t_m_ok_hi_box", "B", G_MHI, "correct", "tag", th(MHI) + r"<answer>उत्तर: $\boxed{\frac{6}{11}}$</answer>", "Hindi 'answer:' then a box in the tag"),
    m("t_m_ok_it_mixed", "B", G_MIT, "correct", "tag", th("Let me expand the product. " + MIT + "\n") + r"<answer>Il prodotto è $15 - 16i$.</answer>", "English thinking, Italian answer sentence (gloss: 'the product is 15 - 16i')"),

    # ================================================================ 2. phrase marker then #### (h_)
    g("h_zh_phrase_slip", "A", "397", "wrong", "hash", ZH_SLIP + "答案是 379。\n#### 379", "phrase (gloss: 'the answer is 379') and #### agree on 379"),
    g("h_zh_phrase_gold_hash_other", "A", "397", "wrong", "hash", ZH + "所以答案是 397。\n#### 379", "phrase says 397, the #### line 379: two different final answers"),
    g("h_de_colon_hash_slip", "A", "41520", "wrong", "hash", DE_SLIP + "Die Antwort ist: #### 38.060", "German phrase then #### 38.060 (= 38060, 11 months)"),
    g("h_ru_hash_empty", "A", "1845", "no_answer", "hash", RU + "Ответ:\n####", "'Ответ:' ('Answer:') then an empty ####; the gold only in the working"),
    g("h_es_hash_then_phrase_other", "A", "19.95", "wrong", "hash", ES + "#### 19,95\nCorrigiendo el precio por kilo (2,58 €), la respuesta es 18,06 €.", "#### gold, then a Spanish phrase 'correcting the price per kilo (2.58), the answer is 18.06': the last answer is 18.06"),
    g("h_ja_colon_hash_slip", "A", "12400", "wrong", "hash", JA_SLIP + "答え：#### 14,200", "full-width colon after 答え ('answer'), #### 14,200"),
    g("h_ko_phrase_hash_slip", "A", "70000", "wrong", "hash", KO_SLIP + "따라서 답은 #### 52500", "gloss: 'therefore the answer is #### 52500'"),
    g("h_pt_colon_hash_slip", "A", "1236.9", "wrong", "hash", PT_SLIP + "Resposta: #### 824,60", "'Resposta:' then #### 824,60 (two instalments)"),
    g("h_tr_colon_hash_slip", "A", "94.5", "wrong", "hash", TR_SLIP + "Cevap: #### 107,1", "'Cevap:' ('answer:') then #### 107,1"),
    g("h_it_hash_sign_lost", "A", "-11.75", "wrong", "hash", IT + "La temperatura finale è di 11,75 gradi sotto zero.\n#### 11,75", "debatable: the sentence says '11.75 degrees below zero' (= -11.75), but the marked #### value drops the sign; proposed wrong, as round 21 decided for the same shape", True),
    g("h_fr_colon_hash_slip", "A", "68", "wrong", "hash", FR_SLIP + "La réponse est : #### 32", "French spacing before the colon, #### 32 (the share that failed)"),
    m("h_m_vi_hash_digits", "A", G_MVI, "wrong", "hash", r"Ta có $243_7$ trong hệ cơ số 7. Đáp án là: #### 243", "gloss: 'we have 243_7 in base 7. The answer is: #### 243': the base-7 digits repeated, not 129"),
    g("h_ok_zh_colon_hash", "B", "397", "correct", "hash", ZH + "答案是：#### 397", "gloss: 'the answer is: #### 397' with a full-width colon"),
    g("h_ok_ru_colon_hash", "B", "1845", "correct", "hash", RU + "Ответ: #### 1845", "'Ответ:' ('Answer:') then #### on the same line"),
    g("h_ok_es_comma_hash", "B", "19.95", "correct", "hash", ES + "La respuesta es: #### 19,95", "a decimal comma after ####"),
    g("h_ok_de_dot_hash", "B", "41520", "correct", "hash", DE + "Die Antwort lautet: #### 41.520", "debatable: the German thousands dot after the language-neutral #### marker (GSM8K's own convention would read 41.520 as 41.52); the German working 12 x 3.460 = 41.520 fixes the reading as 41520; proposed correct", True),
    g("h_ok_ja_hash", "B", "12400", "correct", "hash", JA + "答え: #### 12400", "答え ('answer') then ####"),
    g("h_ok_ko_hash_comma", "B", "70000", "correct", "hash", KO + "정답: #### 70,000", "정답 ('correct answer') then #### with a thousands comma"),
    g("h_ok_fr_percent_hash", "B", "68", "correct", "hash", FR + "La réponse est donc 68 %.\n#### 68", "phrase with a spaced percent sign, then #### 68"),
    g("h_ok_pt_hash_br", "B", "1236.9", "correct", "hash", PT + "Resposta: #### 1.236,90", "Brazilian number format after ####: thousands dot, decimal comma (= 1236.90)"),
    g("h_ok_tr_hash", "B", "94.5", "correct", "hash", TR + "Cevap: #### 94,5", "Turkish decimal comma after ####"),
    g("h_ok_hi_hash", "B", "235000", "correct", "hash", HI + "अतः उत्तर है: #### 235000", "gloss: 'hence the answer is: #### 235000'"),
    g("h_ok_id_hash", "B", "551", "correct", "hash", ID + "Jadi, jawabannya adalah #### 551", "gloss: 'so the answer is #### 551'"),
    g("h_ok_vi_hash", "B", "270000", "correct", "hash", VI + "Vậy đáp án là: #### 270000", "gloss: 'so the answer is: #### 270000'"),
    g("h_ok_pl_bold_hash", "B", "257", "correct", "hash", PL + "**Odpowiedź:** #### 257", "bold Polish 'Answer:' then ####"),
    m("h_m_ok_ko_hash", "B", G_MKO, "correct", "hash", MKO + "\n따라서 답은 #### 351", "gloss: 'therefore the answer is #### 351', a MATH answer with ####"),

    # ================================================================ 3. exactness, scale words, decimal commas (x_)
    g("x_ja_approx_man", "A", "12400", "wrong", "answer_is", JA + "答えは約1.2万円です。", "gloss: 'the answer is about 1.2 man yen' = about 12,000: rounded"),
    g("x_ko_cheon", "A", "70000", "wrong", "answer_is", KO + "따라서 정답은 7천 원입니다.", "gloss: 'so the answer is 7 cheon won': 천 = 1,000, so 7,000, not 70,000 (만)"),
    g("x_hi_crore", "A", "235000", "wrong", "answer_is", HI + "उत्तर: ₹2.35 करोड़", "करोड़ (crore) = 10^7, so 23,500,000; the working's 2,35,000 is 2.35 lakh"),
    g("x_ru_approx_tys", "A", "1845", "wrong", "answer_is", RU + "Ответ: примерно 1,8 тыс. карандашей.", "gloss: 'answer: about 1.8 thousand pencils' = about 1800: rounded"),
    g("x_es_rounded", "A", "19.95", "wrong", "answer_is", ES + "La respuesta es aproximadamente 20 €.", "gloss: 'the answer is about 20 EUR': rounded"),
    g("x_tr_truncated", "A", "94.5", "wrong", "answer_is", TR + "Cevap: 94 TL", "the kuruş dropped: 94, not 94.5"),
    g("x_pt_cents_typo", "A", "1236.9", "wrong", "answer_is", PT + "Resposta: R$ 1.236,09", "1236.09, not 1236.90"),
    g("x_de_comma_decimal", "A", "41520", "wrong", "answer_is", DE + "Die Antwort ist 41,52 €.", "in German 41,52 € is 41.52 euros (no scale word): not 41520"),
    g("x_el_rounded", "A", "69", "wrong", "answer_is", EL + "Απάντηση: περίπου 70 km", "gloss: 'answer: about 70 km': rounded, not 69"),
    m("x_m_ru_decimal", "A", G_MRU, "wrong", "answer_is", MRU + r" Ответ: $\approx 12{,}73$.", "a rounded decimal (decimal comma) for 9\\sqrt2 = 12.7279..."),
    m("x_m_pl_decimal_pi", "A", G_MPL, "wrong", "boxed", MPL + r" Odpowiedź: $\boxed{530{,}93}$", "169\\pi = 530.929...; a rounded decimal for an exact gold"),
    m("x_m_hi_decimal_repeating", "A", G_MHI, "wrong", "boxed", MHI + r" दशमलव में $\approx \boxed{0.55}$", "gloss: 'in decimal about 0.55'; 6/11 = 0.5454..."),
    m("x_m_id_decimal", "A", G_MID, "wrong", "boxed", MID + r" Jadi gradiennya kira-kira $\boxed{0{,}57}$.", "gloss: 'so the gradient is about 0.57'; 4/7 = 0.5714..."),
    m("x_m_he_decimal", "A", G_MHE, "wrong", "boxed", MHE + r" בקירוב $\boxed{12.12}$.", "gloss: 'approximately 12.12'; 7\\sqrt3 = 12.124..."),
    m("x_m_cs_rounded", "A", G_MCS, "wrong", "answer_is", MCS + r" Odpověď: přibližně $0{,}88$.", "gloss: 'answer: approximately 0.88'; 7/8 = 0.875"),
    g("x_ok_ja_man", "B", "12400", "correct", "answer_is", JA + "答えは1万2400円です。", "1万2400円 = 10,000 + 2,400 = 12,400 yen (Japanese 万 grouping)"),
    g("x_ok_ja_decimal_man", "B", "12400", "correct", "answer_is", JA + "合計で1.24万円になります。", "gloss: 'in total it comes to 1.24 man yen' = 1.24 x 10,000 = 12,400"),
    g("x_ok_hi_lakh", "B", "235000", "correct", "answer_is", HI + "उत्तर: ₹2.35 लाख", "लाख (lakh) = 100,000, so 2.35 lakh = 235,000"),
    g("x_ok_ru_tys", "B", "1845", "correct", "answer_is", RU + "Ответ: 1,845 тыс. карандашей.", "Russian decimal comma with тыс. ('thousand'): 1.845 thousand = 1845"),
    g("x_ok_es_cents_words", "B", "19.95", "correct", "answer_is", ES + "La respuesta es 19,95 € (diecinueve euros con noventa y cinco céntimos).", "the value in digits and in Spanish words ('nineteen euros and ninety-five cents')"),
    g("x_ok_tr_vulgar_half", "B", "94.5", "correct", "answer_is", TR + "Cevap: 94½ TL", "94½ with the vulgar fraction sign = 94.5"),
    g("x_ok_pt_one_decimal", "B", "1236.9", "correct", "answer_is", PT + "Resposta: R$ 1.236,9", "one decimal place, Brazilian format = 1236.9"),
    g("x_ok_it_unicode_minus", "B", "-11.75", "correct", "answer_is", IT + "Risposta: −11,75 °C", "U+2212 minus sign and a decimal comma = -11.75"),
    g("x_ok_de_tsd", "B", "41520", "correct", "answer_is", DE + "Antwort: 41,52 Tsd. €", "Tsd. (Tausend) after a decimal comma: 41.52 thousand = 41520"),
    m("x_m_ok_cs_decimal_exact", "B", G_MCS, "correct", "answer_is", MCS + r" Odpověď: $0{,}875$", "0,875 = 7/8 exactly (decimal comma in braces)"),
    m("x_m_ok_ru_unsimplified", "B", G_MRU, "correct", "boxed", r"Имеем $\sqrt{162}$; упрощать не обязательно." + "\n" + r"Ответ: $\boxed{\sqrt{162}}$", "gloss: 'we have sqrt162; simplifying is not required': \\sqrt{162} = 9\\sqrt2"),
    m("x_m_ok_ja_unsimplified", "B", G_MJA, "correct", "boxed", MJA.replace(r"確率は $\frac{2}{36}$", r"確率は $\boxed{\frac{2}{36}}$") + " です。", "2/36 = 1/18 unsimplified"),
    m("x_m_ok_el_zero", "B", G_MEL, "correct", "boxed", MEL + r" $= \boxed{0}$." + "\nΆρα η τιμή είναι μηδέν.", "box 0, then 'so the value is zero' in Greek"),
    m("x_m_ok_uk_degrees", "B", G_MUK, "correct", "answer_is", MUK + "\nВідповідь: $162^\\circ$.", "'Відповідь:' ('Answer:') 162 degrees; the gold is the angle in degrees"),

    # ================================================================ 4. negation, strike-out, annotation (n_)
    g("n_zh_not_gold", "A", "397", "no_answer", "answer_is", ZH + "再检查一下：答案不是 397。", "gloss: 'checking again: the answer is not 397.'; the gold negated, nothing stated after"),
    g("n_zh_strike_gold_then_other", "A", "397", "wrong", "answer_is", ZH_SLIP + "答案：~~397~~ 379", "the gold struck with ~~, 379 after"),
    g("n_ru_ne_a", "A", "1845", "wrong", "answer_is", RU_SLIP + "Ответ: не 1845, а 1980.", "gloss: 'answer: not 1845 but 1980'"),
    g("n_de_nicht_sondern", "A", "41520", "wrong", "answer_is", DE_SLIP + "Die Antwort ist nicht 41.520 €, sondern 38.060 €.", "gloss: 'the answer is not 41,520 EUR but 38,060 EUR'"),
    g("n_es_no_es", "A", "19.95", "no_answer", "answer_is", ES + "Pero la respuesta no es 19,95 €.", "gloss: 'but the answer is not 19.95 EUR.': negated, nothing after"),
    g("n_fr_faux", "A", "68", "wrong", "answer_is", FR + "Réponse : 68 % (faux)", "the model marks its own value '(faux)' ('wrong')"),
    g("n_ja_cross", "A", "12400", "wrong", "answer_is", JA + "答え：12,400円 ✗", "a cross mark after the answer: the model marks it wrong"),
    g("n_ko_anida", "A", "70000", "no_answer", "answer_is", KO + "하지만 정답은 70,000원이 아닙니다.", "gloss: 'but the answer is not 70,000 won': Korean negation comes after the number"),
    g("n_ja_dewa_nai", "A", "12400", "no_answer", "answer_is", JA + "しかし、答えは12,400円ではありません。", "gloss: 'however, the answer is not 12,400 yen': Japanese negation after the number"),
    g("n_tr_degil", "A", "94.5", "no_answer", "answer_is", TR + "Ancak cevap 94,5 TL değil.", "gloss: 'but the answer is not 94.5 TL': Turkish değil after the number"),
    g("n_hi_nahin", "A", "235000", "no_answer", "answer_is", HI + "लेकिन उत्तर ₹2,35,000 नहीं है।", "gloss: 'but the answer is not 2,35,000 rupees': Hindi नहीं after the number"),
    m("n_m_fa_nist", "A", G_MFA, "no_answer", "answer_is", MFA + "\nاما پاسخ ۴۲ نیست.", "gloss: 'but the answer is not 42' (Persian digits); negation after the number, nothing else stated"),
    m("n_m_pl_strike", "A", G_MPL, "no_answer", "answer_is", MPL + "\nOdpowiedź: ~~$169\\pi$~~", "the only answer struck out with ~~"),
    m("n_m_it_errato", "A", G_MIT, "wrong", "boxed", MIT + "\n" + r"Quindi $\boxed{15 - 16i}$ (errato: rivedere il segno)", "the model annotates its box 'errato: rivedere il segno' ('wrong: recheck the sign')"),
    g("n_ok_ru_ne_a", "B", "1845", "correct", "answer_is", RU + "Ответ: не 1980, а 1845.", "gloss: 'answer: not 1980 but 1845'"),
    g("n_ok_de_nicht_sondern", "B", "41520", "correct", "answer_is", DE + "Die Antwort ist nicht 38.060 €, sondern 41.520 €.", "gloss: 'the answer is not 38,060 but 41,520 EUR'"),
    g("n_ok_zh_strike_other", "B", "397", "correct", "answer_is", ZH + "答案：~~379~~ 397", "the wrong value struck, the gold after"),
    g("n_ok_ko_check", "B", "70000", "correct", "answer_is", KO + "정답: 70,000원 ✅", "a green check mark after the answer"),
    g("n_ok_ja_verified", "B", "12400", "correct", "answer_is", JA + "答え：12,400円（検算済み）", "annotation '（検算済み）' = 'verified'"),
    g("n_ok_es_no_sino", "B", "19.95", "correct", "answer_is", ES + "La respuesta no es 18,06 €, sino 19,95 €.", "gloss: 'the answer is not 18.06 but 19.95 EUR'"),
    g("n_ok_fr_et_non", "B", "68", "correct", "answer_is", FR + "La réponse est 68 %, et non 32 %.", "gloss: 'the answer is 68 %, and not 32 %'"),
    g("n_ok_tr_degil_other", "B", "94.5", "correct", "answer_is", TR + "Cevap 107,1 TL değil, 94,5 TL.", "gloss: 'the answer is not 107.1 TL, (it is) 94.5 TL'"),
    g("n_ok_hi_nahin_other", "B", "235000", "correct", "answer_is", HI + "उत्तर ₹1,88,000 नहीं, बल्कि ₹2,35,000 है।", "gloss: 'the answer is not 1,88,000 but 2,35,000 rupees'"),
    g("n_ok_it_non", "B", "-11.75", "correct", "answer_is", IT + "Risposta: -11,75 °C (non 7,75 °C).", "the wrong sign's value negated in parentheses after the answer"),
    m("n_m_ok_fa_not_other", "B", G_MFA, "correct", "answer_is", MFA + "\nپاسخ ۲۱ نیست، بلکه ۴۲ است.", "gloss: 'the answer is not 21 but 42' (Persian digits)"),
    m("n_m_ok_pl_not_circumference", "B", G_MPL, "correct", "boxed", MPL + "\n" + r"Odpowiedź: $\boxed{169\pi}$ (nie $26\pi$ – to byłby obwód).", "gloss: '(not 26pi, that would be the circumference)': another value negated after the box"),

    # ================================================================ 5. unit words, counted nouns, scale words (u_)
    g("u_es_mil", "A", "19.95", "wrong", "answer_is", ES + "La respuesta es 19,95 mil euros.", "'mil' = thousand: 19.95 thousand = 19,950 euros"),
    g("u_pl_tysiecy", "A", "257", "wrong", "answer_is", PL + "Odpowiedź: 257 tysięcy cukierków.", "'tysięcy' = thousand: 257,000"),
    g("u_zh_wan", "A", "397", "wrong", "answer_is", ZH + "答案是 397 万个。", "万 = 10,000: 3,970,000"),
    g("u_vi_trieu", "A", "270000", "wrong", "answer_is", VI + "Đáp số: 270 triệu đồng", "'triệu' = million: 270,000,000 dong"),
    g("u_ko_man_doubled", "A", "70000", "wrong", "answer_is", KO + "정답: 70,000만 원", "70,000 x 만 (10,000) = 700,000,000 won"),
    g("u_ru_menshe", "A", "1845", "wrong", "answer_is", RU + "Если бы в коробке было 132 карандаша, было бы 15 · 132 = 1980.\nРазница: 1980 − 1845 = 135.\nОтвет: на 135 карандашей меньше.", "gloss: 'if a box held 132 pencils there would be 1980. Difference: 135. Answer: 135 pencils fewer': the final value is a difference, 135 (1980 - 1845 = 135)"),
    g("u_th_dozen", "A", "576", "wrong", "answer_is", TH + "ตอบ 576 โหล", "โหล = dozen: 576 dozen = 6912, not the 576 oranges the working counts"),
    g("u_fr_per_mille", "A", "68", "wrong", "answer_is", FR + "Réponse : 68 ‰", "per-mille sign: 68 per mille = 6.8 %, not 68 %"),
    g("u_it_sign_lost", "A", "-11.75", "wrong", "answer_is", IT + "Risposta: 11,75 °C", "the minus sign dropped: 11.75, not -11.75"),
    g("u_tl_dosena", "A", "585", "wrong", "answer_is", TL + "Sagot: 585 dosenang mangga", "'dosena' = dozen: 585 dozen = 7020"),
    g("u_bn_hajar", "A", "481", "wrong", "answer_is", BN + "উত্তর: ৪৮১ হাজার চারা।", "হাজার = thousand: 481,000 (Bengali digits)"),
    m("u_m_de_grad", "A", G_MDE, "wrong", "boxed", r"Gegeben ist der Winkel $315^\circ$." + "\n" + r"Antwort: $\boxed{315^\circ}$", "debatable: the given degrees restated where the question asks for radians; equal as an angle; proposed wrong (round 1's decision, degrees are not radians)", True),
    g("u_ok_zh_ge", "B", "397", "correct", "answer_is", ZH + "答案：397个", "counter word 个 glued to the number"),
    g("u_ok_ja_kanji", "B", "12400", "correct", "answer_is", JA + "答え：一万二千四百円", "kanji numerals: 一万二千四百 = 10,000 + 2,000 + 400 = 12,400"),
    g("u_ok_zh_hanzi", "B", "397", "correct", "answer_is", ZH + "答案：三百九十七个苹果", "Chinese numerals: 三百九十七 = 397"),
    g("u_ok_vi_nghin", "B", "270000", "correct", "answer_is", VI + "Đáp số: 270 nghìn đồng", "'nghìn' = thousand: 270,000"),
    g("u_ok_cs_kc", "B", "5400", "correct", "answer_is", CS + "Odpověď: 5 400 Kč", "Czech space thousands separator and Kč"),
    g("u_ok_sv_kronor", "B", "447", "correct", "answer_is", SV + "Svar: Elsa betalar 447 kronor.", "gloss: 'Elsa pays 447 kronor'"),
    g("u_ok_uk_kg", "B", "345", "correct", "answer_is", UK + "Відповідь: 345 кг яблук.", "gloss: 'answer: 345 kg of apples'"),
    g("u_ok_nl_km", "B", "161", "correct", "answer_is", NL + "Antwoord: hij fietst 161 km.", "gloss: 'he cycles 161 km'"),
    g("u_ok_el_words", "B", "69", "correct", "answer_is", EL + "Απάντηση: 69 χιλιόμετρα.", "'χιλιόμετρα' = kilometres"),
    g("u_ok_id_buah", "B", "551", "correct", "answer_is", ID + "Jawaban: 551 buah kue.", "Indonesian classifier 'buah' before the noun"),
    g("u_ok_tl_na", "B", "585", "correct", "answer_is", TL + "Sagot: 585 na mangga.", "Tagalog linker 'na' after the number"),
    g("u_ok_he_books", "B", "115", "correct", "answer_is", HE + "תשובה: 115 ספרים.", "gloss: 'answer: 115 books'"),
    g("u_ok_ar_seats", "B", "486", "correct", "answer_is", AR + "الإجابة: 486 مقعدًا.", "gloss: 'the answer: 486 seats'"),
    g("u_ok_th_dozen_then", "B", "576", "correct", "answer_is", TH + "ตอบ 48 โหล หรือ 576 ลูก", "'48 dozen, i.e. 576 oranges' (48 x 12 = 576): the same amount twice, not a hedge"),
    g("u_ok_fr_pour_cent", "B", "68", "correct", "answer_is", FR + "Réponse : 68 pour cent des élèves ont réussi.", "'pour cent' = percent"),
    g("u_ok_it_sotto_zero", "B", "-11.75", "correct", "prose_sentence", IT + "Quindi alla fine la temperatura è di 11,75 gradi sotto zero.", "debatable: 'so in the end the temperature is 11.75 degrees below zero' = -11.75 degrees; no marker, no sign; proposed correct (the words carry the sign, unlike a marked 11,75)", True),
    m("u_m_ok_pl_units", "B", G_MPL, "correct", "boxed", MPL + "\n" + r"Odpowiedź: $\boxed{169\pi \text{ cm}^2}$", "units in the box"),
    m("u_m_ok_uk_gradusiv", "B", G_MUK, "correct", "boxed", MUK + "\n" + r"Відповідь: $\boxed{162 \text{ градуси}}$", "'градуси' ('degrees') as text in the box; the gold is the angle in degrees"),

    # ================================================================ 6. retractions and harmless after-text (r_)
    g("r_zh_dengdeng", "A", "397", "wrong", "answer_is", ZH + "答案：397\n\n等等，我看错了，坏的是 53 个，所以应该是 432 − 53 = 379。", "gloss: 'wait, I misread, 53 are bad, so it should be 432 - 53 = 379'"),
    g("r_ru_podozhdite", "A", "1845", "wrong", "answer_is", RU + "Ответ: 1845\n\nПодождите, в коробке 132 карандаша, а не 123. Тогда 15 · 132 = 1980.\nОтвет: 1980", "gloss: 'wait, a box holds 132 pencils, not 123. Then 1980.' A second answer line 1980"),
    g("r_es_espera", "A", "19.95", "wrong", "answer_is", ES + "La respuesta es 19,95 €.\n\nEspera, me equivoqué: el kilo cuesta 2,58 €, así que son 18,06 €.", "gloss: 'wait, I was wrong: a kilo costs 2.58, so it is 18.06'"),
    g("r_de_korrektur", "A", "41520", "wrong", "hash", DE + "#### 41520\n\nKorrektur: Sie arbeitet nur 11 Monate, also 38.060 €.", "gloss: 'correction: she works only 11 months, so 38,060 EUR'"),
    g("r_fr_erratum", "A", "68", "wrong", "answer_is", FR + "Réponse : 68 %\n\nErratum : on demandait le taux d'échec, soit 32 %.", "gloss: 'erratum: the failure rate was asked, i.e. 32 %'"),
    g("r_ja_teisei", "A", "12400", "wrong", "answer_is", JA + "答え：12,400円\n\n訂正：1冊2,840円でした。正しくは14,200円です。", "gloss: 'correction: one book was 2,840 yen. The right answer is 14,200 yen'"),
    g("r_ko_jeongjeong", "A", "70000", "wrong", "answer_is", KO + "정답: 70,000원\n\n정정: 3명이므로 52,500원입니다.", "gloss: 'correction: since there are 3 people, it is 52,500 won'"),
    g("r_pt_alias", "A", "1236.9", "wrong", "answer_is", PT + "Resposta: R$ 1.236,90\n\nAliás, me enganei: são só 2 parcelas, então R$ 824,60.", "gloss: 'actually, I was wrong: only 2 instalments, so R$ 824.60'"),
    g("r_tr_duzeltme", "A", "94.5", "wrong", "answer_is", TR + "Cevap: 94,5 TL\n\nDüzeltme: kilosu 15,3 TL olmalı, yani 107,1 TL.", "gloss: 'correction: the price per kilo should be 15.3 TL, so 107.1 TL'"),
    g("r_pl_poprawka", "A", "257", "wrong", "answer_is", PL + "Odpowiedź: 257\n\nPoprawka: 17 cukierków oddała, a nie dostała, więc 240 − 17 = 223.", "gloss: 'correction: she gave 17 away, not received, so 223'"),
    g("r_vi_sua_lai", "A", "270000", "wrong", "answer_is", VI + "Đáp số: 270.000 đồng\n\nSửa lại: Lan chỉ mua 5 quyển, nên là 225.000 đồng.", "gloss: 'correction: Lan only buys 5, so 225,000 dong'"),
    g("r_cs_oprava", "A", "5400", "wrong", "answer_is", CS + "Odpověď: 5 400 Kč\n\nOprava: kupují jen 3 vstupenky, tedy 4 050 Kč.", "gloss: 'correction: they buy only 3 tickets, so 4,050 Kč'"),
    m("r_m_id_ralat", "A", G_MID, "wrong", "boxed", MID + "\n" + r"Jadi $\boxed{\frac{4}{7}}$." + "\n\n" + r"Ralat: titik pertama adalah $(2, 1)$, sehingga $m = \frac{4}{3}$. Jawaban: $\boxed{\frac{4}{3}}$.", "gloss: 'erratum: the first point is (2, 1), so m = 4/3': a later box 4/3"),
    m("r_m_he_withdraw", "A", G_MHE, "wrong", "boxed", MHE + "\n" + r"התשובה: $\boxed{7\sqrt{3}}$" + "\n\nרגע, זה לא נכון. אני חוזר בי מהתשובה.", "debatable: gloss 'wait, this is not right. I withdraw the answer.': the gold withdrawn with nothing new; proposed wrong (round 20's convention for a withdrawn value)", True),
    g("r_ok_zh_check", "B", "397", "correct", "answer_is", ZH + "答案：397\n\n验算：397 + 35 = 432 = 27 × 16 ✓\n希望对你有帮助！", "a check ('验算') and 'hope this helps!' after the answer"),
    g("r_ok_ru_check", "B", "1845", "correct", "answer_is", RU + "Ответ: 1845\n\nПроверка: 1845 : 15 = 123 ✓\nНадеюсь, это помогло!", "a check ('Проверка') with the Russian division colon, then 'hope this helped!'"),
    g("r_ok_es_espera_gold", "B", "19.95", "correct", "answer_is", ES_SLIP + "La respuesta es 18,06 €.\n\nEspera, me equivoqué: el kilo cuesta 2,85 €, no 2,58 €. Entonces 7 × 2,85 = 19,95 €.\nLa respuesta es 19,95 €.", "a Spanish correction ('wait, I was wrong') to the gold"),
    g("r_ok_de_korrektur_gold", "B", "41520", "correct", "hash", DE_SLIP + "#### 38060\n\nKorrektur: Sie arbeitet alle 12 Monate, also 12 × 3.460 = 41.520 €.\n#### 41520", "a German correction to the gold with a new ####"),
    g("r_ok_ja_pleasantry", "B", "12400", "correct", "answer_is", JA + "答え：12,400円\n\n他にご質問があれば、お気軽にどうぞ！", "gloss: 'if you have other questions, feel free to ask!'"),
    g("r_ok_ko_verify", "B", "70000", "correct", "answer_is", KO + "정답: 70,000원\n\n검산: 70,000 ÷ 4 = 17,500 ✓", "a check ('검산') after the answer"),
    g("r_ok_fr_edit_format", "B", "68", "correct", "answer_is", FR + "Réponse : 68 %\n\nEdit : mise en forme corrigée.", "gloss: 'edit: formatting fixed'"),
    g("r_ok_it_nota", "B", "-11.75", "correct", "answer_is", IT + "Risposta: -11,75 °C\n\nNota: il segno meno indica che la temperatura è sotto lo zero.", "gloss: 'note: the minus sign means the temperature is below zero'"),
    g("r_ok_ar_check", "B", "486", "correct", "answer_is", AR + "الإجابة: 486\n\nالتحقق: 486 ÷ 18 = 27 ✓", "a check ('التحقق') after the answer"),
    g("r_ok_id_semoga", "B", "551", "correct", "answer_is", ID + "Jadi, jawabannya adalah 551 kue.\n\nSemoga membantu! 😊", "gloss: 'hope it helps!' with an emoji"),
    g("r_ok_th_check", "B", "576", "correct", "answer_is", TH + "ตอบ 576 ลูก\n\nตรวจสอบ: 576 ÷ 9 = 64 ✓", "a Thai check ('ตรวจสอบ') after the answer"),
    m("r_m_ok_he_tikun_gold", "B", G_MHE, "correct", "boxed", r"$\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{9} = \frac{7\sqrt{3}}{3}$" + "\n\n" + r"תיקון: $\sqrt{3} \cdot \sqrt{3} = 3$, לא $9$, ולכן $\frac{21\sqrt{3}}{3} = 7\sqrt{3}$." + "\n" + r"התשובה: $\boxed{7\sqrt{3}}$", "gloss: 'correction: sqrt3 * sqrt3 = 3, not 9, so 7sqrt3'"),
    m("r_m_ok_sv_kontroll", "B", G_MSV, "correct", "boxed", MSV + "\n" + r"Svar: $\boxed{11}$" + "\n\n" + r"Kontroll: $f(4) = 8 + 3 = 11$ ✓", "a Swedish check ('Kontroll') after the box"),
    m("r_m_ok_nl_opmerking", "B", G_MNL, "correct", "boxed", MNL + "\n" + r"Het domein is $\boxed{[2, \infty)}$." + "\n\n" + r"Opmerking: voor $x < 2$ is de wortel niet reëel.", "gloss: 'remark: for x < 2 the root is not real': a harmless note with another number after"),

    # ================================================================ 7. quoted, reported, hypothetical, other-part text (q_)
    g("q_zh_teacher", "A", "397", "wrong", "answer_is", ZH_SLIP + "老师说答案是 397，但我算出来是 379。\n答案：379", "gloss: 'the teacher says the answer is 397, but I get 379. Answer: 379': the gold only reported"),
    g("q_zh_ruguo", "A", "397", "wrong", "answer_is", "如果坏的苹果是 35 个，答案就是 397；但我认为坏了 53 个。\n" + ZH_SLIP + "答案：379", "gloss: 'if 35 apples were bad, the answer would be 397; but I think 53 were bad ... answer: 379': the gold only in a hypothetical"),
    g("q_ru_esli_by", "A", "1845", "no_answer", "none", "Если бы в каждой коробке было 123 карандаша, ответ был бы 1845. Но в условии не сказано, сколько карандашей в коробке, поэтому решить задачу нельзя.", "gloss: 'if each box held 123 pencils, the answer would be 1845. But the statement does not say how many, so it cannot be solved': only a hypothetical, then a refusal"),
    g("q_de_konjunktiv", "A", "41520", "no_answer", "none", "Wenn sie alle 12 Monate arbeiten würde, wären es 41.520 €. Da die Aufgabe aber nicht angibt, wie viele Monate sie arbeitet, kann ich sie nicht eindeutig lösen.", "gloss: 'if she worked all 12 months it would be 41,520 EUR. Since the task does not say how many months, I cannot solve it unambiguously': German subjunctive, no own answer"),
    g("q_es_amigo_dice", "A", "19.95", "wrong", "answer_is", ES_SLIP + "Mi amigo dice que son 19,95 €, pero yo obtengo 18,06 €.\nRespuesta: 18,06 €", "gloss: 'my friend says it is 19.95, but I get 18.06'"),
    g("q_fr_manuel", "A", "68", "no_answer", "none", "Le manuel indique : « Réponse : 68 % ». Je n'arrive pas à retrouver ce résultat avec les données de l'énoncé.", "debatable: gloss 'the textbook states: \"Answer: 68 %\". I cannot reproduce this result from the data': the gold only in a French quotation, the model gives none of its own; proposed no_answer", True),
    g("q_ja_quote", "A", "12400", "wrong", "answer_is", "問題集の解答には「答えは12,400円」と書いてありますが、私の計算は違います。\n" + JA_SLIP + "答え：14,200円", "gloss: 'the answer key says \"the answer is 12,400 yen\", but my calculation differs ... answer: 14,200 yen'"),
    g("q_ko_hypo", "A", "70000", "no_answer", "none", "만약 4명이라면 17,500 × 4 = 70,000원이 됩니다. 하지만 문제에 인원 수가 나와 있지 않아서 답을 정할 수 없습니다.", "gloss: 'if it were 4 people it would be 70,000 won. But the problem does not give the number of people, so the answer cannot be determined'"),
    g("q_pt_voce_disse", "A", "1236.9", "wrong", "answer_is", "Você disse que a resposta é R$ 1.236,90, mas pelos meus cálculos são só 2 parcelas.\n" + PT_SLIP + "Resposta: R$ 824,60", "gloss: 'you said the answer is R$ 1,236.90, but by my calculation there are only 2 instalments'"),
    g("q_ar_invented_turn", "A", "486", "wrong", "answer_is", AR_SLIP + "الإجابة: 468" + IM_USER + "الإجابة الصحيحة هي 486.", "the model's answer is 468; the gold only in an invented ChatML user turn (gloss: 'the correct answer is 486')"),
    g("q_tr_other_part", "A", "94.5", "wrong", "hash", "a) İndirimsiz tutar: 7 × 13,5 = 94,5 TL\nb) 10 TL indirimle: 94,5 − 10 = 84,5 TL\n#### 84,5", "debatable: the gold only in part (a) ('amount without discount'); the committed #### is part (b)'s 84.5; proposed wrong", True),
    m("q_m_fr_supposons", "A", G_MFR, "no_answer", "none", r"Supposons que l'ensemble des solutions soit $(4, \infty)$ ; il faudrait alors vérifier l'inégalité pour chaque borne, ce que je ne peux pas faire sans l'énoncé complet.", "gloss: 'suppose the solution set is (4, inf); one would then have to check ... which I cannot do without the full statement': only a supposition"),
    m("q_m_es_ejemplo", "A", G_MES, "no_answer", "none", r"Por ejemplo, si fuera $\binom{12}{4}$, obtendríamos $\boxed{495}$, pero el enunciado está incompleto y no puedo resolverlo.", "debatable: gloss 'for example, if it were C(12,4) we would get 495, but the statement is incomplete and I cannot solve it': a box under a hypothetical, then a refusal; proposed no_answer (round 21's decision for the same shape)", True),
    m("q_m_ko_quote_box", "A", G_MKO, "wrong", "boxed", "교과서 풀이에는 \"$\\boxed{351}$\"이라고 되어 있지만, 저는 1부터 25까지 더했습니다.\n" + r"$\frac{25 \cdot 26}{2} = 325$" + "\n" + r"답: $\boxed{325}$", "gloss: 'the textbook solution says \"351\", but I added 1 to 25 ... answer 325': the gold only in a quoted box"),
    g("q_ok_zh_classmate_wrong", "B", "397", "correct", "answer_is", ZH + "同学说是 379，但他把 35 看成了 53。\n答案：397", "gloss: 'a classmate says 379, but he read 35 as 53. Answer: 397'"),
    g("q_ok_ru_quote_problem", "B", "1845", "correct", "answer_is", "> «В каждой коробке 123 карандаша, коробок 15.»\n\n" + RU + "Ответ: 1845", "the problem quoted in Russian guillemets first"),
    g("q_ok_de_hypo_after", "B", "41520", "correct", "answer_is", DE + "Antwort: 41.520 €\n\nWürde sie nur 11 Monate arbeiten, wären es 38.060 €.", "a subjunctive after the committed answer (gloss: 'if she worked only 11 months it would be 38,060')"),
    g("q_ok_es_amigo_wrong", "B", "19.95", "correct", "answer_is", ES + "Mi amigo dijo 18,06 €, pero usó 2,58 € por kilo.\nRespuesta: 19,95 €", "another's wrong value reported first"),
    g("q_ok_ja_quote_problem", "B", "12400", "correct", "answer_is", "問題：「1冊2,480円の本を5冊買うといくらですか。」\n" + JA + "答え：12,400円", "the problem quoted in 「」 first"),
    g("q_ok_ko_if_after", "B", "70000", "correct", "answer_is", KO + "정답: 70,000원\n\n만약 3명이었다면 52,500원이었을 것입니다.", "a hypothetical after the answer (gloss: 'if it had been 3 people, it would have been 52,500 won')"),
    g("q_ok_pt_parts", "B", "1236.9", "correct", "answer_is", "a) Valor de cada parcela: R$ 412,30\nb) Total: 3 × 412,30 = R$ 1.236,90\n\nResposta: R$ 1.236,90", "working steps labelled a), b); the final answer is the total"),
    g("q_ok_it_suppose_refuted", "B", "-11.75", "correct", "answer_is", "Supponiamo che la temperatura salga: -2 + 9,75 = 7,75 °C. No, il testo dice che scende.\n" + IT + "Risposta: -11,75 °C", "gloss: 'suppose the temperature rises ... No, the text says it falls'; a refuted supposition first"),
    m("q_m_ok_ar_quote_problem", "B", G_MAR, "correct", "boxed", "> حل النظام: $2x + y = 19$ و $x - y = -1$.\n\n" + MAR + "\n" + r"الحل: $\boxed{(6, 7)}$", "the problem quoted first (gloss: 'solve the system'); 'الحل' = 'the solution'"),
    m("q_m_ok_sv_example_first", "B", G_MSV, "correct", "boxed", r"Till exempel är $f(g(1)) = f(1) = 5$. På samma sätt: " + MSV + "\n" + r"Svar: $\boxed{11}$", "gloss: 'for example f(g(1)) = 5. In the same way: ...'; an example with another value first"),
    m("q_m_ok_th_suppose", "B", G_MTH, "correct", "boxed", r"สมมติว่า $x = 6$ จะได้ $4(6) + 7 = 31 \neq 35$ จึงไม่ใช่คำตอบ" + "\n" + MTH + "\n" + r"ดังนั้นคำตอบคือ $\boxed{7}$", "gloss: 'suppose x = 6: 31 != 35, so not the answer ... therefore the answer is 7'"),
    m("q_m_ok_cs_textbook_agrees", "B", G_MCS, "correct", "boxed", r"Učebnice uvádí výsledek $\frac{7}{8}$ a můj výpočet souhlasí: " + MCS + "\n" + r"Odpověď: $\boxed{\frac{7}{8}}$", "gloss: 'the textbook gives 7/8 and my calculation agrees'; the model's own box follows"),

    # ================================================================ 8. input a JSON corpus can hold: native digits, invisible marks, odd spaces (b_)
    g("b_zh_fullwidth_slip", "A", "397", "wrong", "answer_is", ZH_SLIP + "答案：３７９", "full-width digits 379"),
    g("b_ar_indic_slip", "A", "486", "wrong", "answer_is", AR_SLIP + "الإجابة: ٤٦٨", "Arabic-Indic digits ٤٦٨ = 468"),
    g("b_fa_persian_slip", "A", "646", "wrong", "answer_is", FA_SLIP + "پاسخ: ۶۱۲", "Persian digits ۶۱۲ = 612"),
    g("b_hi_devanagari_slip", "A", "235000", "wrong", "answer_is", HI_SLIP + "उत्तर: ₹१,८८,०००", "Devanagari digits with Indian grouping = 188,000"),
    g("b_bn_bengali_slip", "A", "481", "wrong", "answer_is", BN_SLIP + "উত্তর: ৪৬৮টি চারা।", "Bengali digits ৪৬৮ = 468"),
    g("b_th_thai_digits_slip", "A", "576", "wrong", "answer_is", TH_SLIP + "ตอบ ๕๑๒ ลูก", "Thai digits ๕๑๒ = 512"),
    g("b_he_rlm_slip", "A", "115", "wrong", "answer_is", HE_SLIP + "תשובה: \u200f105\u200f ספרים", "right-to-left marks around 105"),
    g("b_ideographic_space_only", "A", "397", "no_answer", "none", "\u3000\n", "only an ideographic space and a newline"),
    g("b_zwsp_inside_slip", "A", "397", "wrong", "answer_is", ZH_SLIP + "答案：3\u200b79", "a zero-width space inside 379"),
    g("b_nul_inside_slip", "A", "12400", "wrong", "answer_is", JA_SLIP + "答え：14,\x00200円", "a NUL inside 14,200 (the slip's value); wrong whether read or refused as bad input"),
    m("b_m_fa_persian_slip", "A", G_MFA, "wrong", "answer_is", r"$84 = 4 \cdot 21$ و $126 = 6 \cdot 21$، پس ب.م.م برابر ۲۱ است." + "\nپاسخ: ۲۱", "21 divides both but is not the greatest common divisor (42); Persian digits ۲۱ = 21"),
    g("b_ok_zh_fullwidth", "B", "397", "correct", "answer_is", ZH + "答案：３９７", "full-width digits, as Chinese input methods type them"),
    g("b_ok_ja_fullwidth_comma", "B", "12400", "correct", "answer_is", JA + "答え：１２，４００円", "full-width digits and a full-width comma"),
    g("b_ok_ar_indic", "B", "486", "correct", "answer_is", AR + "الإجابة: ٤٨٦ مقعدًا", "Arabic-Indic digits ٤٨٦ = 486"),
    g("b_ok_fa_persian", "B", "646", "correct", "answer_is", FA + "پاسخ: ۶۴۶ مداد", "Persian digits ۶۴۶ = 646 (۴ and ۶ differ from the Arabic-Indic forms)"),
    g("b_ok_hi_devanagari", "B", "235000", "correct", "answer_is", HI + "उत्तर: ₹२,३५,०००", "Devanagari digits with Indian grouping = 235,000"),
    g("b_ok_bn_bengali", "B", "481", "correct", "answer_is", BN + "উত্তর: ৪৮১টি চারা।", "Bengali digits ৪৮১ = 481 with the classifier টি"),
    g("b_ok_th_thai_digits", "B", "576", "correct", "answer_is", TH + "ตอบ ๕๗๖ ลูก", "Thai digits ๕๗๖ = 576"),
    g("b_ok_he_rlm", "B", "115", "correct", "answer_is", HE + "תשובה: \u200f115\u200f ספרים", "right-to-left marks around 115"),
    g("b_ok_fr_nbsp", "B", "68", "correct", "answer_is", FR + "Réponse\u00a0: 68\u202f%", "French typography: no-break space before the colon, narrow no-break space before %"),
    g("b_ok_pt_nbsp", "B", "1236.9", "correct", "answer_is", PT + "Resposta: R$\u00a01.236,90", "a no-break space after R$"),
    g("b_ok_cs_nbsp_thousands", "B", "5400", "correct", "answer_is", CS + "Odpověď: 5\u00a0400\u00a0Kč", "a no-break space as thousands separator"),
    g("b_ok_ru_thin_space", "B", "1845", "correct", "answer_is", RU + "Ответ: 1\u2009845", "a thin space as thousands separator"),
    g("b_ok_ar_decimal_sep", "B", "94.5", "correct", "answer_is", "سعر الكيلو ١٣٫٥ ليرة، واشترت ٧ كيلوغرامات.\nالمجموع: ٧ × ١٣٫٥ = ٩٤٫٥ ليرة.\nالإجابة: ٩٤٫٥ ليرة", "Arabic-Indic digits with the Arabic decimal separator U+066B: ٩٤٫٥ = 94.5 (7 x 13.5 = 94.5)"),
    g("b_ok_de_crlf", "B", "41520", "correct", "answer_is", (DE + "Antwort: 41.520 €").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_ko_bom", "B", "70000", "correct", "answer_is", "\ufeff" + KO + "정답: 70,000원", "a BOM first"),
    m("b_m_ok_fa_persian_box", "B", G_MFA, "correct", "boxed", MFA + "\n" + r"پاسخ: $\boxed{۴۲}$", "Persian digits ۴۲ = 42 inside the box"),
    m("b_m_ok_gold_space", "B", G_MSV + " ", "correct", "boxed", MSV + "\n" + r"Svar: $\boxed{11}$", "a gold with a trailing space"),

    # ================================================================ mixed-language outputs and more of the rarer languages (class by prefix)
    g("h_mixed_es_en_slip", "A", "19.95", "wrong", "hash", ES_SLIP + "So the answer is 18,06 €.\n#### 18.06", "Spanish working, English phrase, #### 18.06"),
    g("h_el_hash_slip", "A", "69", "wrong", "hash", EL_SLIP + "Απάντηση: #### 64,4", "Greek 'Answer:' then #### 64,4 (14 days)"),
    g("h_tl_hash_slip", "A", "585", "wrong", "hash", TL_SLIP + "Ang sagot ay #### 520", "gloss: 'the answer is #### 520' (8 boxes)"),
    g("h_ok_mixed_zh_en", "B", "397", "correct", "hash", ZH + "The answer is 397.\n#### 397", "Chinese working, English phrase and ####"),
    g("h_ok_uk_hash", "B", "345", "correct", "hash", UK + "Відповідь: #### 345", "Ukrainian 'Answer:' then ####"),
    g("h_ok_nl_hash", "B", "161", "correct", "hash", NL + "Het antwoord is: #### 161", "gloss: 'the answer is: #### 161'"),
    g("h_ok_bn_native_hash", "B", "481", "correct", "hash", BN + "উত্তর: #### ৪৮১", "Bengali 'answer:' then #### with Bengali digits ৪৮১ = 481"),
    g("t_ok_mixed_en_ja", "B", "12400", "correct", "tag", th("Each book costs 2,480 yen and she buys 5, so 2,480 × 5 = 12,400 yen.\n") + "<answer>12,400円</answer>", "English thinking, Japanese yen sign 円 in the tag"),
    m("t_m_ok_mixed_ko_qwen", "B", G_MKO, "correct", "boxed", MKO + "\n\n" + QWEN_END.format("351"), "Korean working, Qwen's English closing line with the box"),
    g("r_mixed_ru_en", "A", "1845", "wrong", "answer_is", RU + "Ответ: 1845\n\nWait, I misread: each box has 132 pencils. So 15 × 132 = 1980.\n**Final answer: 1980**", "Russian answer, then an English retraction to 1980"),
    g("r_uk_zachekaite", "A", "345", "wrong", "answer_is", UK + "Відповідь: 345 кг\n\nЗачекайте, у кожному ящику 16 кг, тож 23 · 16 = 368 кг.", "gloss: 'wait, each crate holds 16 kg, so 368 kg'"),
    g("r_nl_wacht", "A", "161", "wrong", "answer_is", NL + "Antwoord: 161 km\n\nWacht even, hij fietst maar 3 uur: 3 × 46 = 138 km.", "gloss: 'wait, he only cycles 3 hours: 138 km'"),
    m("r_m_mixed_tr_llama", "A", G_MTR, "wrong", "boxed", MTR + "\n\n" + LLAMA_END.format("3x^2 - 10x - 8") + "\n\n" + r"Düzeltme: işaret hatası yaptım; doğrusu $\boxed{3x^2 - 14x - 8}$.", "Llama's English closing with the gold, then a Turkish 'correction: I made a sign error; the right one is 3x^2 - 14x - 8' (itself wrong): the last committed answer"),
    g("r_ok_mixed_de_en", "B", "41520", "correct", "answer_is", DE + "**Final Answer:** 41.520 €\n\nIch hoffe, das hilft!", "debatable: an English marker line with a German-formatted number 41.520 (read in English, 41.52), German working and German closing ('I hope this helps!'); the number keeps the German convention of the working; proposed correct", True),
    g("r_ok_tl_sana", "B", "585", "correct", "answer_is", TL + "Sagot: 585 na mangga\n\nSana makatulong ito!", "gloss: 'I hope this helps!'"),
    m("r_m_ok_mixed_tr_llama", "B", G_MTR, "correct", "boxed", MTR + "\n\n" + LLAMA_END.format("3x^2 - 10x - 8") + "\n\nUmarım yardımcı olmuştur!", "Llama's closing, then Turkish 'I hope it helped!'"),
    g("q_mixed_ko_en", "A", "70000", "wrong", "answer_is", "The worked example says \"정답은 70,000원\", but that is for 4 people; here there are 3.\n" + KO_SLIP + "Answer: 52,500원", "the gold only in a quoted Korean sentence ('the answer is 70,000 won'); the model's own answer 52,500"),
    g("q_he_hypo", "A", "115", "no_answer", "none", "אילו נמכרו 29 ספרים, התשובה הייתה 115. אבל בשאלה לא כתוב כמה ספרים נמכרו.", "gloss: 'had 29 books been sold, the answer would be 115. But the question does not say how many were sold': only a hypothetical"),
    g("n_sv_inte_utan", "A", "447", "wrong", "answer_is", SV_SLIP + "Svaret är inte 447 kr utan 582 kr.", "gloss: 'the answer is not 447 kr but 582 kr'"),
    g("n_ok_cs_neni_ale", "B", "5400", "correct", "answer_is", CS + "Odpověď není 4 050 Kč, ale 5 400 Kč.", "gloss: 'the answer is not 4,050 Kč but 5,400 Kč'"),
    g("n_ok_mixed_id_en", "B", "551", "correct", "answer_is", ID + "Jawaban: 551 kue (not 532).", "Indonesian answer, an English parenthetical negating another value"),
    g("u_ok_mixed_hi_en", "B", "235000", "correct", "answer_is", HI + "Final answer: ₹2,35,000 (2.35 lakh rupees)", "English marker, Indian grouping, 'lakh' in the gloss: all 235,000"),
    g("x_ok_mixed_pt_en", "B", "1236.9", "correct", "answer_is", PT + "Final answer: R$ 1,236.90", "Portuguese working, English number format in the English answer line = 1236.90"),
    g("x_mixed_pt_cents_dropped", "A", "1236.9", "wrong", "answer_is", PT + "Final answer: R$ 1.236", "Brazilian thousands dot with the cents dropped: 1236 (an English reading, 1.236, is also wrong)"),
    m("x_m_ok_mixed_es_minerva", "B", G_MES, "correct", "minerva", MES + " $= 495$.\n\n" + MINERVA.format("$495$"), "Spanish working, Minerva's English closing line"),
    m("x_m_mixed_es_no_factorial", "A", G_MES, "wrong", "minerva", r"El número de comités es $12 \cdot 11 \cdot 10 \cdot 9 = 11880$." + "\n\n" + MINERVA.format("$11880$"), "ordered selections (11880), the division by 4! = 24 forgotten"),
    m("x_m_ok_pt_sqrt50", "B", G_MPT, "correct", "boxed", MPT + "\n" + r"Resposta: $\boxed{\sqrt{50}}$", "\\sqrt{50} = 5\\sqrt2, unsimplified"),
    m("x_m_pt_decimal", "A", G_MPT, "wrong", "boxed", MPT + "\n" + r"Resposta: aproximadamente $\boxed{7{,}07}$", "gloss: 'answer: approximately 7.07'; 5\\sqrt2 = 7.0710..., a rounded decimal for an exact gold"),
    m("h_m_ok_vi_hash", "B", G_MVI, "correct", "hash", MVI + "\nĐáp án: #### 129", "'Đáp án:' ('answer:') then ####"),
    m("t_m_ok_vi_sentence", "B", G_MVI, "correct", "tag", th(MVI + "\n") + "<answer>Số đó trong hệ thập phân là 129.</answer>", "gloss: 'that number in decimal is 129'"),
    m("u_m_ok_vi_base_subscript", "B", G_MVI, "correct", "boxed", MVI + "\n" + r"Vậy $243_7 = \boxed{129_{10}}$.", "129 with the base-10 subscript (README: a base subscript on the right value is correct)"),

    # ================================================================ more MATH probes (class by prefix)
    m("t_m_ru_placeholder", "A", G_MRU, "no_answer", "tag", th(MRU + "\n") + "<answer>Ответ запишите здесь</answer>", "the tag holds a Russian placeholder (gloss: 'write the answer here'); the gold only in the thinking"),
    m("t_m_pl_radius", "A", G_MPL, "wrong", "tag", th(MPL + "\n") + "<answer>Promień wynosi 13.</answer>", "gloss: 'the radius is 13': the tag states the given radius, not the area"),
    m("t_m_cs_complement", "A", G_MCS, "wrong", "tag", th(MCS + "\n") + r"<answer>$\frac{1}{8}$</answer>", "the complement's probability 1/8 in the tag"),
    m("t_m_th_slip", "A", G_MTH, "wrong", "tag", th(r"จาก $4x + 7 = 35$ จะได้ $4x = 42$ ดังนั้น $x = 10.5$" + "\n") + "<answer>x = 10.5</answer>", "35 + 7 instead of 35 - 7: x = 10.5"),
    m("h_m_id_hash_slip", "A", G_MID, "wrong", "hash", r"Gradien garis yang melalui $(-2, 1)$ dan $(5, 5)$ adalah $m = \frac{5 - 1}{5 - 2} = \frac{4}{3}$." + "\nJawabannya: #### 4/3", "the sign of -2 lost: 4/3; gloss 'the answer: #### 4/3'"),
    m("h_m_sv_hash_order", "A", G_MSV, "wrong", "hash", r"$f(2) = 2 \cdot 2 + 3 = 7$, så $g(f(2)) = 7^2 = 49$." + "\nSvaret är: #### 49", "the composition taken in the wrong order: g(f(2)) = 49"),
    m("x_m_zh_one_root", "A", G_MZH, "wrong", "boxed", MZH + "\n" + r"答案：$\boxed{7}$", "only one of the two roots boxed (the question asks for the solutions -5 and 7)"),
    m("x_m_he_float", "A", G_MHE, "wrong", "answer_is", MHE + "\n" + r"התשובה: $12.124355652982141$", "a float for 7\\sqrt3 (12.12435565298214...), not exact"),
    m("x_m_de_decimal_box", "A", G_MDE, "wrong", "boxed", MDE + "\n" + r"Als Dezimalzahl: $\frac{7\pi}{4} \approx 5{,}498$." + "\n" + r"Antwort: $\boxed{5{,}498}$", "the box holds the rounded decimal 5,498 for 7\\pi/4"),
    m("n_m_ja_not_but", "A", G_MJA, "wrong", "boxed", MJA + "。答えは $\\frac{1}{18}$ ではなく、$\\boxed{\\frac{1}{36}}$ です。", "gloss: 'the answer is not 1/18 but 1/36'"),
    m("n_m_ar_cross", "A", G_MAR, "wrong", "boxed", MAR + "\n" + r"الحل: $\boxed{(6, 7)}$ ✗", "a cross mark after the box: the model marks it wrong"),
    m("n_m_ok_ja_not_other", "B", G_MJA, "correct", "boxed", MJA + r" $= \frac{1}{18}$。答えは $\frac{1}{36}$ ではなく $\boxed{\frac{1}{18}}$ です。", "gloss: 'the answer is not 1/36 but 1/18'"),
    m("n_m_ok_ar_check", "B", G_MAR, "correct", "boxed", MAR + "\n" + r"الحل: $\boxed{(6, 7)}$ ✓", "a check mark after the box"),
    m("u_m_uk_radians", "A", G_MUK, "wrong", "boxed", MUK + "\n" + r"Відповідь: $\boxed{162 \text{ рад}}$", "'рад' = radians: 162 radians is not 162 degrees"),
    m("r_m_zh_dengdeng", "A", G_MZH, "wrong", "boxed", MZH + "\n" + r"答案：$\boxed{-5, 7}$" + "\n\n" + r"等等，常数项应该是 $+35$：$x^2 - 2x + 35 = 0$ 的判别式为 $4 - 140 < 0$，没有实数根。所以答案是：无实数解。", "gloss: 'wait, the constant should be +35: the discriminant is negative, no real roots. So the answer is: no real solution': the retraction's final answer replaces the box"),
    m("r_m_ok_zh_check", "B", G_MZH, "correct", "boxed", MZH + "\n" + r"答案：$\boxed{-5, 7}$" + "\n\n" + r"验证：$(-5)^2 - 2 \cdot (-5) - 35 = 0$，$7^2 - 2 \cdot 7 - 35 = 0$ ✓", "a check ('验证') of both roots after the box"),
    m("r_m_cs_oprava", "A", G_MCS, "wrong", "boxed", MCS + "\n" + r"Odpověď: $\boxed{\frac{7}{8}}$" + "\n\n" + r"Oprava: mince se hází čtyřikrát, takže $1 - \frac{1}{16} = \boxed{\frac{15}{16}}$.", "gloss: 'correction: the coin is tossed four times, so 15/16': a later box"),
    m("q_m_ru_textbook", "A", G_MRU, "wrong", "boxed", r"В ответах учебника указано $\boxed{9\sqrt{2}}$, но это для $\sqrt{162}$, а у нас $\sqrt{126} = \sqrt{9 \cdot 14} = 3\sqrt{14}$." + "\n" + r"Ответ: $\boxed{3\sqrt{14}}$", "gloss: 'the textbook's answers give 9sqrt2, but that is for sqrt162; ours is sqrt126 = 3sqrt14': the gold only as the book's claim"),
    m("q_m_pl_gdyby", "A", G_MPL, "no_answer", "none", r"Gdyby promień wynosił $13$, pole byłoby równe $169\pi$. W treści zadania brakuje jednak promienia, więc nie mogę podać wyniku.", "gloss: 'if the radius were 13, the area would be 169pi. But the radius is missing, so I cannot give a result': only a hypothetical"),
    m("q_m_ok_ru_hypo_after", "B", G_MRU, "correct", "boxed", MRU + "\n" + r"Ответ: $\boxed{9\sqrt{2}}$" + "\n\n" + r"Если бы под корнем было $128$, получилось бы $8\sqrt{2}$.", "a hypothetical after the committed box (gloss: 'if it were 128 under the root, we would get 8sqrt2')"),
    m("b_m_th_digit_slip", "A", G_MTH, "wrong", "answer_is", r"จาก $4x + 7 = 35$ จะได้ $4x = 32$ ดังนั้น $x = 8$" + "\nคำตอบคือ ๘", "28 miscomputed as 32; the answer in a Thai digit ๘ = 8"),
    m("b_m_ok_th_digit", "B", G_MTH, "correct", "answer_is", MTH + "\nคำตอบคือ ๗", "gloss: 'the answer is 7' with the Thai digit ๗"),
    m("b_m_ok_hi_devanagari_frac", "B", G_MHI, "correct", "answer_is", MHI + "\nउत्तर: ६/११", "Devanagari digits ६/११ = 6/11"),
    m("b_m_ok_sv_nbsp", "B", G_MSV, "correct", "boxed", MSV + "\nSvar:\u00a0" + r"$\boxed{11}$", "a no-break space after 'Svar:'"),

]
# fmt: on

DECISIONS = {
    "h_ok_de_dot_hash": (
        "accept",
        "41.520 after #### keeps the German thousands dot of the working 12 x 3.460 = 41.520 €: 41520",
    ),
    "r_ok_mixed_de_en": (
        "accept",
        "the number 41.520 € keeps the German convention of the working and the closing, though the marker is English",
    ),
    "h_it_hash_sign_lost": (
        "reject",
        "the marked #### value is 11,75; the sentence's 'sotto zero' (below zero) does not change the marked value (round 21's decision)",
    ),
    "u_m_de_grad": (
        "reject",
        "the box restates the given degrees where radians are asked (round 1's decision: degrees are not radians)",
    ),
    "u_ok_it_sotto_zero": (
        "accept",
        "an unmarked final sentence '11,75 gradi sotto zero' states -11.75 in words; the sign is carried by 'sotto zero'",
    ),
    "r_m_he_withdraw": (
        "reject",
        "a value the model withdraws ('אני חוזר בי', 'I take it back') with nothing new is wrong (round 20's convention)",
    ),
    "q_fr_manuel": (
        "reject",
        "only a quotation of the textbook's answer, which the model says it cannot reproduce: no own answer",
    ),
    "q_tr_other_part": (
        "reject",
        "the committed #### is part (b)'s 84,5; the gold only in part (a)",
    ),
    "q_m_es_ejemplo": (
        "reject",
        "a box under a hypothetical ('si fuera'), followed by a refusal, is no final answer (round 21's decision)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam78", CASES, [], DECISIONS)
