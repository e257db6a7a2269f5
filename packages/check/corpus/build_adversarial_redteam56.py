r"""Build adversarial_redteam56.jsonl: a fifty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam56", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes; handed over BEFORE any scoring. Not model output. Only
corpus/README.md (fields, "How labels were made"), corpus_build.py, build_adversarial_redteam21.py
(structure and label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual models
(Qwen, DeepSeek, Llama, Gemma, GPT-4o-style chat models) write them when the question or the system
prompt is in that language: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese,
French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese,
Indonesian, Thai. The language's answer phrase with or without `####` / box / answer tag; counted
nouns and units of the language; scale words (万, тысяч, mil, Millionen, lakh, triệu, juta ...);
negations and corrections ("не 608, а 437", "no es ... sino ...", "修正："); checks after the answer
("验证：", "Проверка:"); pleasantries; someone else's claim or a hypothetical; a foreign answer
line beside a `####` line that disagrees; decimal commas and the language's thousands separators.
Every note glosses the non-English text in English.

Problems and golds (arithmetic checked by hand, and by python on the numbers only):
GSM8K
- pencils: 19 boxes of 23 -> 437 (19 * 23 = 380 + 57 = 437). Misread 32 a box: 19 * 32 = 608.
- library: 2,040 books, 655 lent out -> 1385 (2040 - 655 = 1385; check 1385 + 655 = 2040).
  Misread 565: 2040 - 565 = 1475.
- juice: 11 litres shared by 4 -> 2.75 (11 / 4 = 2.75; 4 * 2.75 = 11). Shared by 5: 2.2.
- savings: 2,500 a month for 5 months -> 12500 (2500 * 5 = 12500). Four months: 10000.
- students: 4 classes of 67 -> 268 (67 * 4 = 268). Misread 76: 76 * 4 = 304.
- rice: 12 kg at 0.7 a kg -> 8.4 (12 * 0.7 = 8.4). At 0.75: 9.
- factory: 43,000 units a week for 50 weeks -> 2150000 (43000 * 50 = 2,150,000 = 215万 = 21.5 lakh
  = 2,15 million). 52 weeks: 43000 * 52 = 2,236,000.
- trip: 248 + 263 + 235 km -> 746 (248 + 263 = 511; 511 + 235 = 746). Slip: 736.
- wages: 25 workers at 250 -> 6250 (25 * 250 = 6250). 24 workers: 6000.
- tickets: 11 tickets at 29 -> 319 (11 * 29 = 319). At 31: 341.
- books: 3 books at 5.75 -> 17.25 (3 * 5.75 = 17.25). Two: 11.5.
- temperature: 2.5 degrees, falling 1.25 an hour for 8 hours -> -7.5 (1.25 * 8 = 10; 2.5 - 10 = -7.5).
  Sign lost: 7.5.
MATH
- 5 red and 3 blue marbles, P(red) -> \frac{5}{8} (= 0.625 exactly). P(blue) = 3/8.
- x + y = -3, 3x - y = 11 -> (2, -5) (4x = 8, x = 2, y = -5; check 6 + 5 = 11). Swapped: (-5, 2).
- at least one six in two dice -> \frac{11}{36} (1 - 25/36). Double count: 1/6 + 1/6 = 1/3.
- (3/4)^2 -> \frac{9}{16} (= 0.5625). Slip: 6/8 = 3/4.
- slope through (1, 5) and (4, 1) -> -\frac{4}{3} ((1 - 5) / (4 - 1) = -4/3). Sign lost: 4/3.
- (x + 7)(x - 2) -> x^2 + 5x - 14 (x^2 - 2x + 7x - 14). Slip: x^2 - 5x - 14.
- |x - 3| < 4 -> (-1, 7) (-4 < x - 3 < 4). Closed: [-1, 7].
- 4x + 3 = 16 -> \frac{13}{4} (4x = 13; = 3.25). Slip: 19/4.
- \sqrt{28} -> 2\sqrt{7} (28 = 4 * 7; 5.2915...). Slip: 4\sqrt{7} = \sqrt{112}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, separators, scale words, near misses); `n_` negation, strike-out,
annotation; `u_` counted nouns, units and scale words after a number; `r_` retractions and harmless
after-text (checks, pleasantries); `q_` quoted, reported, hypothetical text; `b_` bad input a JSON
corpus can hold (no lone surrogates, no NUL). `_m_` after the prefix marks a MATH probe; `_ok_`
marks kind B. A language code follows (zh ja ko ru uk es pt fr de it nl pl tr ar fa hi bn vi id th).

Kinds: "A" a WRONG, withdrawn or not-stated final answer a careless checker accepts; "B" a RIGHT
final answer in a notation or wording real models write.

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides.
A value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`
(a foreign answer line beside a `####` line that disagrees with it is two final answers). No final
answer is `no_answer`. A value equal to the gold mathematically is `correct`: a decimal comma in a
language that uses one ("2,75" = 2.75), the language's thousands separator ("12.500" in German,
"12 500" in Russian or French, "21,50,000" in Indian grouping), a scale word ("215万", "21,5 lakh",
"2,15 Millionen") and a counted noun or unit after the number. A check, a pleasantry or a hypothetical
after a committed answer does not replace it; an explicit correction does. Debatable probes carry
`"debatable": true`, the reasoning in `note` and a proposed decision in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam56.py
"""

from corpus_build import IM_USER, MINERVA, QWEN_END, g, m, r1final, th, write_probes

# ================================================================ GSM8K working, per language
# pencils: gold 437 (19 * 23); slip 608 (19 * 32)
PEN_ZH = "每盒有 23 支铅笔，一共 19 盒。\n19 × 23 = 437\n所以一共有 437 支铅笔。\n"
PEN_ZH_SLIP = "每盒有 32 支铅笔，一共 19 盒。\n19 × 32 = 608\n所以一共有 608 支铅笔。\n"
PEN_JA = (
    "1箱に23本の鉛筆が入っていて、19箱あります。\n19 × 23 = 437\nよって、鉛筆は全部で437本です。\n"
)
PEN_JA_SLIP = (
    "1箱に32本の鉛筆が入っていて、19箱あります。\n19 × 32 = 608\nよって、鉛筆は全部で608本です。\n"
)
PEN_KO = "한 상자에 연필이 23자루씩 있고, 상자는 19개입니다.\n19 × 23 = 437\n따라서 연필은 모두 437자루입니다.\n"
PEN_TH = "ดินสอกล่องละ 23 แท่ง มีทั้งหมด 19 กล่อง\n19 × 23 = 437\nดังนั้นมีดินสอทั้งหมด 437 แท่ง\n"
PEN_TH_SLIP = "ดินสอกล่องละ 32 แท่ง มีทั้งหมด 19 กล่อง\n19 × 32 = 608\nดังนั้นมีดินสอทั้งหมด 608 แท่ง\n"
# library: gold 1385 (2040 - 655); slip 1475 (2040 - 565)
LIB_RU = "В библиотеке было 2040 книг, выдали 655.\n2040 − 655 = 1385\nЗначит, в библиотеке осталось 1385 книг.\n"
LIB_RU_SLIP = "В библиотеке было 2040 книг, выдали 565.\n2040 − 565 = 1475\nЗначит, в библиотеке осталось 1475 книг.\n"
LIB_UK = (
    "У бібліотеці було 2040 книжок, видали 655.\n2040 − 655 = 1385\nОтже, залишилося 1385 книжок.\n"
)
LIB_ES = "La biblioteca tenía 2040 libros y prestó 655.\n2040 - 655 = 1385\nPor lo tanto, quedan 1385 libros.\n"
LIB_ES_SLIP = "La biblioteca tenía 2040 libros y prestó 565.\n2040 - 565 = 1475\nPor lo tanto, quedan 1475 libros.\n"
LIB_PT = "A biblioteca tinha 2.040 livros e emprestou 655.\n2.040 - 655 = 1.385\nPortanto, restam 1.385 livros.\n"
# juice: gold 2.75 (11 / 4); slip 2.2 (11 / 5)
JUI_DE = "11 Liter Saft werden auf 4 Kinder aufgeteilt.\n11 : 4 = 2,75\nJedes Kind bekommt also 2,75 Liter.\n"
JUI_DE_SLIP = "11 Liter Saft werden auf 5 Kinder aufgeteilt.\n11 : 5 = 2,2\nJedes Kind bekommt also 2,2 Liter.\n"
JUI_FR = "On partage 11 litres de jus entre 4 enfants.\n11 ÷ 4 = 2,75\nChaque enfant reçoit donc 2,75 litres.\n"
JUI_IT = "11 litri di succo divisi tra 4 bambini.\n11 : 4 = 2,75\nQuindi ogni bambino riceve 2,75 litri.\n"
# savings: gold 12500 (2500 * 5); slip 10000 (2500 * 4)
SAV_DE = "Sie spart 5 Monate lang jeden Monat 2.500 €.\n5 · 2.500 = 12.500\nSie hat also 12.500 € gespart.\n"
SAV_DE_SLIP = "Sie spart 4 Monate lang jeden Monat 2.500 €.\n4 · 2.500 = 10.000\nSie hat also 10.000 € gespart.\n"
SAV_FR = "Elle économise 2 500 € par mois pendant 5 mois.\n5 × 2 500 = 12 500\nElle a donc économisé 12 500 €.\n"
SAV_ZH = "她每个月存 2500 元，存了 5 个月。\n2500 × 5 = 12500\n所以她一共存了 12500 元。\n"
SAV_NL = "Ze spaart 5 maanden lang elke maand € 2.500.\n5 × 2.500 = 12.500\nZe heeft dus € 12.500 gespaard.\n"
# students: gold 268 (67 * 4); slip 304 (76 * 4)
STU_KO = (
    "한 반에 학생이 67명씩 있고, 반은 4개입니다.\n67 × 4 = 268\n따라서 학생은 모두 268명입니다.\n"
)
STU_KO_SLIP = (
    "한 반에 학생이 76명씩 있고, 반은 4개입니다.\n76 × 4 = 304\n따라서 학생은 모두 304명입니다.\n"
)
STU_PL = "W każdej z 4 klas jest 67 uczniów.\n67 · 4 = 268\nW szkole jest więc 268 uczniów.\n"
STU_TR = (
    "Her sınıfta 67 öğrenci var ve 4 sınıf var.\n67 × 4 = 268\nYani toplam 268 öğrenci vardır.\n"
)
STU_TR_SLIP = (
    "Her sınıfta 76 öğrenci var ve 4 sınıf var.\n76 × 4 = 304\nYani toplam 304 öğrenci vardır.\n"
)
# rice: gold 8.4 (12 * 0.7); slip 9 (12 * 0.75)
RIC_VI = "Mỗi kg gạo giá 0,7 đô la, mua 12 kg.\n12 × 0,7 = 8,4\nVậy tổng số tiền là 8,4 đô la.\n"
RIC_ID = (
    "Harga beras 0,7 dolar per kg, dibeli 12 kg.\n12 × 0,7 = 8,4\nJadi, total harganya 8,4 dolar.\n"
)
RIC_ID_SLIP = (
    "Harga beras 0,75 dolar per kg, dibeli 12 kg.\n12 × 0,75 = 9\nJadi, total harganya 9 dolar.\n"
)
RIC_PT = "O arroz custa 0,70 dólar por kg e foram comprados 12 kg.\n12 × 0,70 = 8,40\nLogo, o total é 8,40 dólares.\n"
# factory: gold 2150000 (43000 * 50); slip 2236000 (43000 * 52)
FAC_ZH = "工厂每周生产 43000 件，共 50 周。\n43000 × 50 = 2150000\n即 215 万件。\n"
FAC_HI = "कारखाना हर सप्ताह 43,000 इकाइयाँ बनाता है, 50 सप्ताह तक।\n43,000 × 50 = 21,50,000\nयानी कुल 21.5 लाख इकाइयाँ।\n"
FAC_RU = "Завод выпускает 43 000 изделий в неделю в течение 50 недель.\n43 000 · 50 = 2 150 000\nТо есть 2,15 млн изделий.\n"
FAC_RU_SLIP = "Завод выпускает 43 000 изделий в неделю в течение 52 недель.\n43 000 · 52 = 2 236 000\nТо есть 2,236 млн изделий.\n"
FAC_DE = "Die Fabrik stellt 50 Wochen lang jede Woche 43.000 Teile her.\n43.000 · 50 = 2.150.000\n"
# trip: gold 746 (248 + 263 + 235); slip 736
TRI_AR = "قطعت العائلة 248 كم في اليوم الأول، و263 كم في اليوم الثاني، و235 كم في اليوم الثالث.\n248 + 263 = 511\n511 + 235 = 746\n"
TRI_AR_SLIP = "قطعت العائلة 248 كم في اليوم الأول، و263 كم في اليوم الثاني، و235 كم في اليوم الثالث.\n248 + 263 = 501\n501 + 235 = 736\n"
TRI_FA = "خانواده روز اول 248 کیلومتر، روز دوم 263 کیلومتر و روز سوم 235 کیلومتر رانندگی کرد.\n248 + 263 = 511\n511 + 235 = 746\n"
TRI_BN = "প্রথম দিনে 248 কিমি, দ্বিতীয় দিনে 263 কিমি এবং তৃতীয় দিনে 235 কিমি।\n248 + 263 = 511\n511 + 235 = 746\n"
# wages: gold 6250 (25 * 250); slip 6000 (24 * 250)
WAG_ES = "Hay 25 trabajadores y cada uno cobra 250 dólares.\n25 × 250 = 6250\n"
WAG_ES_SLIP = "Hay 24 trabajadores y cada uno cobra 250 dólares.\n24 × 250 = 6000\n"
WAG_IT = "Ci sono 25 operai e ognuno guadagna 250 euro.\n25 × 250 = 6.250\n"
WAG_HI = "25 मज़दूर हैं और हर एक को 250 रुपये मिलते हैं।\n25 × 250 = 6250\n"
# tickets: gold 319 (11 * 29); slip 341 (11 * 31)
TIC_UK = "11 квитків по 29 гривень.\n11 · 29 = 319\n"
TIC_UK_SLIP = "11 квитків по 31 гривні.\n11 · 31 = 341\n"
TIC_NL = "11 kaartjes van 29 euro.\n11 × 29 = 319\n"
TIC_BN = "প্রতিটি টিকিট 29 টাকা, 11টি টিকিট।\n11 × 29 = 319\n"
# books: gold 17.25 (3 * 5.75); two books 11.5
BOO_PL = "Trzy książki po 5,75 zł.\n3 · 5,75 = 17,25\n"
BOO_TR = "Tanesi 5,75 lira olan 3 kitap.\n3 × 5,75 = 17,25\n"
BOO_JA = "1冊5.75ドルの本を3冊買います。\n3 × 5.75 = 17.25\n"
# temperature: gold -7.5 (2.5 - 1.25 * 8); sign lost 7.5
TEM_RU = (
    "Температура падает на 1,25 градуса в час в течение 8 часов: 1,25 · 8 = 10.\n2,5 − 10 = −7,5\n"
)
TEM_ES = (
    "La temperatura baja 1,25 grados por hora durante 8 horas: 1,25 × 8 = 10.\n2,5 − 10 = −7,5\n"
)
TEM_VI = "Nhiệt độ giảm 1,25 độ mỗi giờ trong 8 giờ: 1,25 × 8 = 10.\n2,5 − 10 = −7,5\n"

# ================================================================ MATH working, per language
G_RED = r"\frac{5}{8}"  # 5 red of 8; 0.625 exactly
RED_ES = (
    r"Hay $5 + 3 = 8$ canicas en total y $5$ son rojas, así que la probabilidad es $\frac{5}{8}$."
)
RED_FR = r"Il y a $5 + 3 = 8$ billes au total, dont $5$ rouges."
RED_ZH = r"袋中共有 $5 + 3 = 8$ 个球，其中红球 $5$ 个。"
G_SYS = "(2, -5)"  # 4x = 8, x = 2, y = -5; check 3*2 - (-5) = 11
SYS_DE = r"Addition der Gleichungen: $4x = 8$, also $x = 2$ und $y = -3 - 2 = -5$."
SYS_RU = r"Складывая уравнения, получаем $4x = 8$, откуда $x = 2$, $y = -3 - 2 = -5$."
SYS_KO = r"두 식을 더하면 $4x = 8$이므로 $x = 2$, $y = -3 - 2 = -5$입니다."
G_DICE = r"\frac{11}{36}"  # 1 - (5/6)^2 = 1 - 25/36
DICE_PT = r"A probabilidade de nenhum seis é $\left(\frac{5}{6}\right)^2 = \frac{25}{36}$, logo $1 - \frac{25}{36} = \frac{11}{36}$."
DICE_JA = r"6が一度も出ない確率は $\left(\frac{5}{6}\right)^2 = \frac{25}{36}$ なので、$1 - \frac{25}{36} = \frac{11}{36}$。"
DICE_IT = r"La probabilità di nessun sei è $\left(\frac{5}{6}\right)^2 = \frac{25}{36}$, quindi $1 - \frac{25}{36} = \frac{11}{36}$."
G_SQ = r"\frac{9}{16}"  # (3/4)^2 = 9/16 = 0.5625
SQ_TR = r"$\left(\frac{3}{4}\right)^2 = \frac{3^2}{4^2} = \frac{9}{16}$"
G_SLOPE = r"-\frac{4}{3}"  # (1 - 5) / (4 - 1)
SLOPE_FA = r"شیب خط برابر است با $\frac{1 - 5}{4 - 1} = \frac{-4}{3}$."
SLOPE_AR = r"الميل يساوي $\frac{1 - 5}{4 - 1} = \frac{-4}{3}$."
SLOPE_ID = r"Gradien garis adalah $m = \frac{1 - 5}{4 - 1} = \frac{-4}{3}$."
G_POLY = "x^2 + 5x - 14"  # x^2 - 2x + 7x - 14
POLY_VI = r"Ta có $(x + 7)(x - 2) = x^2 - 2x + 7x - 14$."
POLY_NL = r"Uitwerken: $(x + 7)(x - 2) = x^2 - 2x + 7x - 14$."
POLY_HI = r"$(x + 7)(x - 2) = x^2 - 2x + 7x - 14$ होता है।"
G_INT = "(-1, 7)"  # -4 < x - 3 < 4 -> -1 < x < 7
INT_PL = r"Nierówność $|x - 3| < 4$ oznacza $-4 < x - 3 < 4$, czyli $-1 < x < 7$."
INT_TH = r"จาก $|x - 3| < 4$ จะได้ $-4 < x - 3 < 4$ ดังนั้น $-1 < x < 7$"
INT_UK = r"Нерівність $|x - 3| < 4$ означає $-4 < x - 3 < 4$, тобто $-1 < x < 7$."
G_LIN = r"\frac{13}{4}"  # 4x = 13; 3.25
LIN_BN = r"$4x + 3 = 16$ থেকে $4x = 13$, তাই $x = \frac{13}{4}$।"
LIN_FR = r"On a $4x + 3 = 16$, donc $4x = 13$ et $x = \frac{13}{4}$."
LIN_DE = r"Aus $4x + 3 = 16$ folgt $4x = 13$, also $x = \frac{13}{4}$."
G_ROOT = r"2\sqrt{7}"  # sqrt(4 * 7); 5.2915...
ROOT_ZH = r"$\sqrt{28} = \sqrt{4 \times 7} = 2\sqrt{7}$"
ROOT_ES = r"Como $28 = 4 \cdot 7$, tenemos $\sqrt{28} = \sqrt{4}\,\sqrt{7} = 2\sqrt{7}$."
ROOT_TR = r"$28 = 4 \cdot 7$ olduğundan $\sqrt{28} = 2\sqrt{7}$."

# fmt: off
CASES_1 = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "437", "wrong", "tag", th(PEN_ZH_SLIP) + "<answer>一共有 608 支铅笔。</answer>", "zh: 'there are 608 pencils in all'; the misread 32 a box gives 608"),
    g("t_ok_zh_sentence", "B", "437", "correct", "tag", th(PEN_ZH) + "<answer>一共有 437 支铅笔。</answer>", "zh: 'there are 437 pencils in all'; a sentence with a counter (支) in the tag"),
    g("t_ja_sentence_other", "A", "437", "wrong", "tag", th(PEN_JA_SLIP) + "<answer>答えは608本です。</answer>", "ja: 'the answer is 608 (pencils, counter 本)'"),
    g("t_ok_ja_sentence", "B", "437", "correct", "tag", th(PEN_JA) + "<answer>答えは437本です。</answer>", "ja: 'the answer is 437 (counter 本)'; no space between number and counter"),
    g("t_ok_ko_sentence", "B", "268", "correct", "tag", th(STU_KO) + "<answer>정답은 268명입니다.</answer>", "ko: 'the correct answer is 268 people (명)'; the counter and copula are glued to the number"),
    g("t_ko_sentence_other", "A", "268", "wrong", "tag", th(STU_KO_SLIP) + "<answer>정답은 304명입니다.</answer>", "ko: 'the correct answer is 304 people'; misread 76 a class"),
    g("t_ok_ru_phrase", "B", "1385", "correct", "tag", th(LIB_RU) + "<answer>Ответ: 1385 книг.</answer>", "ru: 'Answer: 1385 books.'"),
    g("t_ru_negated_gold", "A", "1385", "wrong", "tag", th(LIB_RU_SLIP) + "<answer>Не 1385, а 1475.</answer>", "ru: 'Not 1385, but 1475.' The gold is negated; the stated answer is 1475"),
    g("t_ok_ru_not_other", "B", "1385", "correct", "tag", th(LIB_RU) + "<answer>Не 1475, а 1385.</answer>", "ru: 'Not 1475, but 1385.' Twin of t_ru_negated_gold: the gold is the stated answer"),
    g("t_ok_de_decimal_comma", "B", "2.75", "correct", "tag", th(JUI_DE) + "<answer>2,75 Liter</answer>", "de: '2,75 litres'; a German decimal comma, 2,75 = 2.75"),
    g("t_de_decimal_other", "A", "2.75", "wrong", "tag", th(JUI_DE_SLIP) + "<answer>2,2 Liter</answer>", "de: '2,2 litres' = 2.2; 11 shared by 5 instead of 4"),
    g("t_ok_ar_sentence", "B", "746", "correct", "tag", th(TRI_AR) + "<answer>المسافة الكلية هي 746 كيلومترًا.</answer>", "ar: 'the total distance is 746 kilometres.'"),
    g("t_ar_sentence_other", "A", "746", "wrong", "tag", th(TRI_AR_SLIP) + "<answer>المسافة الكلية هي 736 كيلومترًا.</answer>", "ar: 'the total distance is 736 kilometres.' (the working's slip 248 + 263 = 501)"),
    g("t_zh_empty_tag", "A", "12500", "no_answer", "tag", th(SAV_ZH + "答案是 12500。\n") + "<answer></answer>", "zh in the thinking: 'the answer is 12500'; the answer tag is empty, so no final answer"),
    g("t_zh_placeholder", "A", "12500", "no_answer", "tag", th(SAV_ZH) + "<answer>在这里填写最终答案</answer>", "zh: 'write the final answer here': a template placeholder, no value"),
    m("t_m_ok_es_box", "B", G_RED, "correct", "tag", th(RED_ES + "\n") + r"<answer>La probabilidad es $\boxed{\frac{5}{8}}$.</answer>", "es: 'the probability is [box 5/8]'"),
    m("t_m_fr_other", "A", G_RED, "wrong", "tag", th(RED_FR + " Donc il y a 3 billes bleues sur 8.\n") + r"<answer>La probabilité est $\frac{3}{8}$.</answer>", "fr: 'so there are 3 blue marbles of 8' / 'the probability is 3/8': the blue probability, not red"),
    m("t_m_ok_fr_decimal", "B", G_RED, "correct", "tag", th(RED_FR + " Donc $P = \\frac{5}{8}$.\n") + "<answer>P = 0,625</answer>", "fr: 'so P = 5/8'; the tag holds 0,625 with a decimal comma, = 5/8 exactly"),
    m("t_m_ok_ru_pair", "B", G_SYS, "correct", "tag", th(SYS_RU + "\n") + r"<answer>Ответ: $x = 2$, $y = -5$.</answer>", "ru: 'Answer: x = 2, y = -5'; the solution as two equations = (2, -5)"),
    m("t_m_ru_swapped", "A", G_SYS, "wrong", "tag", th(SYS_RU + "\n") + r"<answer>Ответ: $(-5, 2)$</answer>", "ru: 'Answer: (-5, 2)': the pair swapped"),
    m("t_m_ok_th_interval", "B", G_INT, "correct", "tag", th(INT_TH + "\n") + r"<answer>คำตอบคือ $x \in (-1, 7)$</answer>", "th: 'the answer is x in (-1, 7)'"),
    m("t_m_th_closed", "A", G_INT, "wrong", "tag", th(INT_TH + "\n") + r"<answer>คำตอบคือ $[-1, 7]$</answer>", "th: 'the answer is [-1, 7]': closed ends, the inequality is strict"),
    g("t_ok_th_sentence", "B", "437", "correct", "tag", th(PEN_TH) + "<answer>มีดินสอทั้งหมด 437 แท่ง</answer>", "th: 'there are 437 pencils (แท่ง, sticks) in total'; no spaces between Thai words"),
    g("t_th_sentence_other", "A", "437", "wrong", "tag", th(PEN_TH_SLIP) + "<answer>มีดินสอทั้งหมด 608 แท่ง</answer>", "th: 'there are 608 pencils in total'"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_zh_phrase_hash", "B", "437", "correct", "hash", PEN_ZH + "答案是：437\n#### 437", "zh: 'the answer is: 437' then #### 437"),
    g("h_zh_phrase_disagrees", "A", "437", "wrong", "hash", PEN_ZH_SLIP + "答案是：608\n#### 437", "zh: 'the answer is: 608' then #### 437: two different final answers (the working is the misread 608)"),
    g("h_ok_es_phrase_hash", "B", "1385", "correct", "hash", LIB_ES + "La respuesta es: #### 1385", "es: 'the answer is: #### 1385' on one line"),
    g("h_es_phrase_hash_other", "A", "1385", "wrong", "hash", LIB_ES_SLIP + "La respuesta es: #### 1475", "es: 'the answer is: #### 1475'"),
    g("h_es_hash_then_phrase_other", "A", "1385", "wrong", "hash", LIB_ES + "#### 1385\nLa respuesta correcta es 1475 libros.", "es: after #### 1385, 'the correct answer is 1475 books': two different final answers"),
    g("h_ok_pt_thousands_hash", "B", "1385", "correct", "hash", LIB_PT + "A resposta é 1.385 livros.\n#### 1.385", "pt: 'the answer is 1.385 books'; the Portuguese thousands point, 1.385 = 1385 (the working writes 2.040 the same way)"),
    g("h_ok_ru_phrase_hash", "B", "1385", "correct", "hash", LIB_RU + "Ответ: #### 1385", "ru: 'Answer: #### 1385'"),
    g("h_ru_phrase_other_hash_gold", "A", "1385", "wrong", "hash", LIB_RU_SLIP + "Ответ: 1475 книг.\n#### 1385", "ru: 'Answer: 1475 books.' then #### 1385: the answer line and #### disagree, two final answers"),
    g("h_ok_de_phrase_hash", "B", "12500", "correct", "hash", SAV_DE + "Die Antwort lautet: #### 12500", "de: 'the answer is: #### 12500'"),
    g("h_ok_de_thousands_hash", "B", "12500", "correct", "hash", SAV_DE + "Die Antwort lautet 12.500 €.\n#### 12.500", "de: 'the answer is 12.500 €'; the German thousands point, 12.500 = 12500"),
    g("h_de_phrase_other", "A", "12500", "wrong", "hash", SAV_DE_SLIP + "Die Antwort lautet: #### 10.000", "de: 'the answer is: #### 10.000' = 10000 (four months)"),
    g("h_ok_fr_space_thousands", "B", "12500", "correct", "hash", SAV_FR + "La réponse est : #### 12 500", "fr: 'the answer is: #### 12 500'; French thousands space (a plain space), 12 500 = 12500"),
    g("h_ok_fr_nbsp_thousands", "B", "12500", "correct", "hash", SAV_FR.replace("2 500", "2\u202f500").replace("12 500", "12\u202f500") + "La réponse est : 12\u202f500 €\n#### 12\u202f500", "fr: 'the answer is: 12 500 €'; thousands separated by a narrow no-break space (U+202F), as French typography writes"),
    g("h_ok_tr_phrase_hash", "B", "268", "correct", "hash", STU_TR + "Cevap: 268 öğrenci\n#### 268", "tr: 'Answer: 268 students'"),
    g("h_tr_phrase_other", "A", "268", "wrong", "hash", STU_TR_SLIP + "Cevap: 304 öğrenci\n#### 304", "tr: 'Answer: 304 students' (misread 76)"),
    g("h_ok_ko_phrase_hash", "B", "268", "correct", "hash", STU_KO + "답: #### 268", "ko: 'Answer: #### 268'"),
    g("h_ko_hash_then_phrase_other", "A", "268", "wrong", "hash", STU_KO + "#### 268\n\n정답: 304명", "ko: after #### 268, 'correct answer: 304 people': two different final answers, the last 304"),
    g("h_ok_vi_phrase_hash", "B", "8.4", "correct", "hash", RIC_VI + "Đáp số: #### 8,4", "vi: 'Answer: #### 8,4'; Vietnamese decimal comma, 8,4 = 8.4"),
    g("h_vi_phrase_other", "A", "8.4", "wrong", "hash", RIC_VI.replace("0,7", "0,75").replace("8,4", "9") + "Đáp số: #### 9", "vi: 'Answer: #### 9' (0,75 a kg)"),
    g("h_ok_hi_phrase_hash", "B", "6250", "correct", "hash", WAG_HI + "उत्तर: #### 6250", "hi: 'Answer: #### 6250'"),
    g("h_ok_id_phrase_hash", "B", "8.4", "correct", "hash", RIC_ID + "Jawaban: #### 8,4", "id: 'Answer: #### 8,4'; Indonesian decimal comma"),
    g("h_id_phrase_gold_hash_other", "A", "8.4", "wrong", "hash", RIC_ID + "Jawabannya adalah 8,4 dolar.\n#### 9", "id: 'the answer is 8,4 dollars.' then #### 9: the two disagree"),
    g("h_ok_ar_phrase_hash", "B", "746", "correct", "hash", TRI_AR + "الإجابة: #### 746", "ar: 'The answer: #### 746'"),
    g("h_fa_phrase_other_hash", "A", "746", "wrong", "hash", TRI_FA + "پاسخ نهایی: 736 کیلومتر\n#### 746", "fa: 'final answer: 736 kilometres' then #### 746: disagree, two final answers"),
    m("h_m_ok_pl_phrase_hash", "B", G_INT, "correct", "hash", INT_PL + "\nOdpowiedź: #### (-1, 7)", "pl: 'the inequality means ... i.e. -1 < x < 7'; 'Answer: #### (-1, 7)'"),

    # ================================================================ 3. exactness: decimal commas, separators, scales
    g("x_ok_de_comma_hash", "B", "2.75", "correct", "hash", JUI_DE + "#### 2,75", "de: a German decimal comma after ####; 2,75 = 2.75"),
    g("x_de_comma_swapped", "A", "2.75", "wrong", "hash", JUI_DE.replace("2,75", "2,57") + "#### 2,57", "de: 2,57 = 2.57, digits swapped; a checker dropping the comma would read 257"),
    g("x_ok_fr_comma_phrase", "B", "2.75", "correct", "answer_is", JUI_FR + "La réponse est 2,75 litres.", "fr: 'the answer is 2,75 litres'"),
    g("x_fr_comma_rounded", "A", "2.75", "wrong", "answer_is", JUI_FR.replace("Chaque enfant reçoit donc 2,75 litres.", "En arrondissant, chaque enfant reçoit environ 2,8 litres.") + "La réponse est 2,8 litres.", "fr: 'rounding, each child gets about 2,8 litres' / 'the answer is 2,8 litres': rounded, 2.8 is not 2.75"),
    g("x_ok_it_comma", "B", "2.75", "correct", "answer_is", JUI_IT + "La risposta è 2,75.", "it: 'the answer is 2,75'"),
    g("x_it_truncated", "A", "2.75", "wrong", "answer_is", JUI_IT.replace("Quindi ogni bambino riceve 2,75 litri.", "Quindi ogni bambino riceve circa 2,7 litri.") + "La risposta è 2,7.", "it: '11 : 4 = 2,75; so each child gets about 2,7 litres. The answer is 2,7.' A truncated decimal, 2.7 is not 2.75"),
    g("x_ok_ru_space_thousands", "B", "2150000", "correct", "answer_is", FAC_RU + "Ответ: 2 150 000 изделий.", "ru: 'That is 2,15 million articles.' / 'Answer: 2 150 000 articles.' Russian thousands spaces"),
    g("x_ok_ru_mln", "B", "2150000", "correct", "answer_is", FAC_RU + "Ответ: 2,15 млн изделий.", "ru: 'Answer: 2,15 mln (million) articles' = 2,150,000"),
    g("x_ru_mln_dropped", "A", "2150000", "wrong", "answer_is", FAC_RU + "Ответ: 2,15.", "ru: 'Answer: 2,15.' The scale word (млн) dropped: the stated value is 2.15"),
    g("x_ru_mln_slip", "A", "2150000", "wrong", "answer_is", FAC_RU_SLIP + "Ответ: 2,236 млн изделий.", "ru: 'Answer: 2,236 mln articles' = 2,236,000 (52 weeks)"),
    g("x_ok_zh_wan", "B", "2150000", "correct", "answer_is", FAC_ZH + "答案是 215 万件。", "zh: 'that is 2.15 million (215 万) pieces' / 'the answer is 215 万 pieces'; 万 = 10,000, 215 万 = 2,150,000"),
    g("x_zh_wan_dropped", "A", "2150000", "wrong", "hash", FAC_ZH + "#### 215", "zh: the working says '215 万件' (2.15 million pieces); the #### drops 万: 215"),
    g("x_ok_hi_lakh", "B", "2150000", "correct", "answer_is", FAC_HI + "अतः उत्तर 21.5 लाख है।", "hi: 'the factory makes 43,000 units a week for 50 weeks ... i.e. 21.5 lakh units in all' / 'so the answer is 21.5 lakh'; 1 lakh = 100,000, 21.5 lakh = 2,150,000"),
    g("x_ok_hi_indian_grouping", "B", "2150000", "correct", "hash", FAC_HI + "#### 21,50,000", "hi: Indian digit grouping 21,50,000 = 2,150,000"),
    g("x_hi_lakh_dropped", "A", "2150000", "wrong", "hash", FAC_HI + "#### 21.5", "hi: the working says 21.5 lakh; #### 21.5 drops the scale"),
    g("x_ok_de_mio", "B", "2150000", "correct", "answer_is", FAC_DE + "Die Antwort lautet: 2,15 Millionen Teile.", "de: 'the answer is: 2,15 million parts' = 2,150,000"),
    g("x_de_mrd", "A", "2150000", "wrong", "answer_is", FAC_DE + "Die Antwort lautet: 2,15 Milliarden Teile.", "de: 'the answer is: 2,15 billion (Milliarden) parts' = 2,150,000,000, a scale slip"),
    m("x_m_ok_es_decimal_exact", "B", G_RED, "correct", "boxed", RED_ES + r" Es decir, $\boxed{0{,}625}$.", "es: 'that is, [box 0,625]'; LaTeX decimal comma 0{,}625 = 5/8 exactly"),
    m("x_m_es_decimal_rounded", "A", G_RED, "wrong", "boxed", RED_ES + r" Es decir, aproximadamente $\boxed{0{,}63}$.", "es: 'that is, approximately [box 0,63]': rounded, not 5/8"),
    m("x_m_ok_tr_decimal", "B", G_SQ, "correct", "boxed", SQ_TR + r" $= 0{,}5625$. Cevap: $\boxed{0{,}5625}$", "tr: 'Answer: 0,5625' = 9/16 exactly"),
    m("x_m_tr_decimal_cut", "A", G_SQ, "wrong", "boxed", SQ_TR + r" $\approx 0{,}56$. Cevap: $\boxed{0{,}56}$", "tr: 'Answer: 0,56': a rounded decimal, not 9/16"),
    m("x_m_zh_decimal_irrational", "A", G_ROOT, "wrong", "boxed", ROOT_ZH + r" $\approx 5.29$，所以答案是 $\boxed{5.29}$。", "zh: 'so the answer is [box 5.29]': a decimal for 2\\sqrt7 (5.2915...)"),
    m("x_m_ok_zh_sqrt28", "B", G_ROOT, "correct", "boxed", r"化简：$\sqrt{28}$ 已经是最终形式吗？其实 $\sqrt{28} = 2\sqrt{7}$。答案：$\boxed{2\sqrt{7}}$", "zh: 'simplify: is sqrt28 already final? Actually sqrt28 = 2 sqrt7. Answer: [box]'"),
]
# fmt: on
STU_PL_SLIP = STU_PL.replace("67", "76").replace("268", "304")
LIN_DE_SLIP = r"Aus $4x + 3 = 16$ folgt $4x = 19$, also $x = \frac{19}{4}$."
TIC_JA = "1枚29円のチケットを11枚買います。\n11 × 29 = 319\n"
SAV_JA = "毎月2500円ずつ5か月貯金します。\n2500 × 5 = 12500\n"
SAV_KO = "매달 2500원씩 5개월 동안 저축합니다.\n2500 × 5 = 12500\n"
FAC_ES = (
    "La fábrica produce 43.000 unidades por semana durante 50 semanas.\n43.000 × 50 = 2.150.000\n"
)
FAC_PT = (
    "A fábrica produz 43.000 unidades por semana durante 50 semanas.\n43.000 × 50 = 2.150.000\n"
)
FAC_VI = "Nhà máy sản xuất 43.000 sản phẩm mỗi tuần trong 50 tuần.\n43.000 × 50 = 2.150.000\n"
FAC_ID = "Pabrik memproduksi 43.000 unit per minggu selama 50 minggu.\n43.000 × 50 = 2.150.000\n"
FAC_BN = "কারখানা প্রতি সপ্তাহে 43,000টি পণ্য তৈরি করে, 50 সপ্তাহ ধরে।\n43,000 × 50 = 21,50,000\n"
FAC_TH = "โรงงานผลิตสัปดาห์ละ 43,000 ชิ้น เป็นเวลา 50 สัปดาห์\n43,000 × 50 = 2,150,000\n"
WAG_RU = "25 рабочих, каждый получает 250 рублей.\n25 · 250 = 6250\n"
WAG_PL = "25 pracowników, każdy dostaje 250 zł.\n25 · 250 = 6250\n"
WAG_FA = "25 کارگر داریم و هر کدام 250 تومان می‌گیرند.\n25 × 250 = 6250\n"

# fmt: off
CASES_2 = [
    # ================================================================ 4. negation / strike-out / annotation
    g("n_ru_ne_a_other", "A", "1385", "wrong", "answer_is", LIB_RU_SLIP + "Ответ: не 1385, а 1475.", "ru: 'Answer: not 1385, but 1475.'"),
    g("n_ok_ru_ne_a_gold", "B", "1385", "correct", "answer_is", LIB_RU + "Ответ: не 1475, а 1385.", "ru: 'Answer: not 1475, but 1385.'"),
    g("n_es_no_es_sino", "A", "6250", "wrong", "answer_is", WAG_ES_SLIP + "La respuesta no es 6250 sino 6000 dólares.", "es: 'the answer is not 6250 but 6000 dollars.'"),
    g("n_ok_es_no_es_sino", "B", "6250", "correct", "answer_is", WAG_ES + "La respuesta no es 6000 sino 6250 dólares.", "es: 'the answer is not 6000 but 6250 dollars.'"),
    g("n_de_nicht_sondern", "A", "12500", "wrong", "answer_is", SAV_DE_SLIP + "Die Antwort ist nicht 12.500 €, sondern 10.000 €.", "de: 'the answer is not 12.500 € but 10.000 €.'"),
    g("n_ok_de_nicht_sondern", "B", "12500", "correct", "answer_is", SAV_DE + "Die Antwort ist nicht 10.000 €, sondern 12.500 €.", "de: 'the answer is not 10.000 € but 12.500 €' (12.500 = 12500, German thousands point)"),
    g("n_zh_bushi_ershi", "A", "437", "wrong", "answer_is", PEN_ZH_SLIP + "答案不是 437，而是 608。", "zh: 'the answer is not 437 but 608.'"),
    g("n_ok_zh_bushi_ershi", "B", "437", "correct", "answer_is", PEN_ZH + "答案不是 608，而是 437。", "zh: 'the answer is not 608 but 437.'"),
    g("n_zh_not_gold_after_count", "A", "437", "wrong", "answer_is", PEN_ZH_SLIP + "所以答案不是 437。", "zh: the working ends 'so there are 608 pencils in all', then 'so the answer is not 437.' The gold is only negated; the count the model states is 608"),
    g("n_ja_dewanaku", "A", "437", "wrong", "answer_is", PEN_JA_SLIP + "答えは437本ではなく、608本です。", "ja: 'the answer is not 437 but 608 (pencils).'"),
    g("n_ok_ja_dewanaku", "B", "437", "correct", "answer_is", PEN_JA + "答えは608本ではなく、437本です。", "ja: 'the answer is not 608 but 437.'"),
    g("n_ko_anira", "A", "268", "wrong", "answer_is", STU_KO_SLIP + "정답은 268명이 아니라 304명입니다.", "ko: 'the answer is not 268 people but 304 people.'"),
    g("n_ok_ko_anira", "B", "268", "correct", "answer_is", STU_KO + "정답은 304명이 아니라 268명입니다.", "ko: 'the answer is not 304 people but 268 people.'"),
    g("n_nl_niet_maar", "A", "319", "wrong", "answer_is", TIC_NL.replace("29", "31").replace("319", "341") + "Het antwoord is niet 319 maar 341 euro.", "nl: 'the answer is not 319 but 341 euros.' (31 a ticket)"),
    g("n_ok_nl_niet_maar", "B", "319", "correct", "answer_is", TIC_NL + "Het antwoord is niet 341 maar 319 euro.", "nl: 'the answer is not 341 but 319 euros.'"),
    g("n_pl_nie_lecz", "A", "268", "wrong", "answer_is", STU_PL_SLIP + "Odpowiedź: nie 268, lecz 304 uczniów.", "pl: 'Answer: not 268 but 304 pupils.'"),
    g("n_ok_pl_nie_lecz", "B", "268", "correct", "answer_is", STU_PL + "Odpowiedź: nie 304, lecz 268 uczniów.", "pl: 'Answer: not 304 but 268 pupils.'"),
    g("n_tr_degil", "A", "268", "wrong", "answer_is", STU_TR_SLIP + "Cevap 268 değil, 304 öğrencidir.", "tr: 'the answer is not 268, it is 304 students.'"),
    g("n_ok_tr_degil", "B", "268", "correct", "answer_is", STU_TR + "Cevap 304 değil, 268 öğrencidir.", "tr: 'the answer is not 304, it is 268 students.'"),
    g("n_ar_laysa_bal", "A", "746", "wrong", "answer_is", TRI_AR_SLIP + "الإجابة ليست 746 بل 736 كيلومترًا.", "ar: 'the answer is not 746 but 736 kilometres.'"),
    g("n_ok_ar_laysa_bal", "B", "746", "correct", "answer_is", TRI_AR + "الإجابة ليست 736 بل 746 كيلومترًا.", "ar: 'the answer is not 736 but 746 kilometres.'"),
    g("n_fa_na_balke", "A", "746", "wrong", "answer_is", TRI_FA.replace("511", "501").replace("746", "736") + "پاسخ 746 نیست، بلکه 736 کیلومتر است.", "fa: 'the answer is not 746, rather it is 736 km.' (the working's slip 248 + 263 = 501)"),
    g("n_ok_fa_na_balke", "B", "746", "correct", "answer_is", TRI_FA + "پاسخ 736 نیست، بلکه 746 کیلومتر است.", "fa: 'the answer is not 736, rather it is 746 km.'"),
    g("n_hi_nahi_balki", "A", "6250", "wrong", "answer_is", WAG_HI.replace("25 मज़दूर", "24 मज़दूर").replace("25 × 250 = 6250", "24 × 250 = 6000") + "उत्तर 6250 नहीं, बल्कि 6000 रुपये है।", "hi: '24 workers ... the answer is not 6250 but 6000 rupees.'"),
    g("n_ok_hi_nahi_balki", "B", "6250", "correct", "answer_is", WAG_HI + "उत्तर 6000 नहीं, बल्कि 6250 रुपये है।", "hi: 'the answer is not 6000 but 6250 rupees.'"),
    g("n_vi_khong_phai_ma_la", "A", "8.4", "wrong", "answer_is", RIC_VI.replace("0,7", "0,75").replace("8,4", "9") + "Đáp án không phải 8,4 mà là 9 đô la.", "vi: 'the answer is not 8,4 but 9 dollars.'"),
    g("n_ok_vi_khong_phai_ma_la", "B", "8.4", "correct", "answer_is", RIC_VI + "Đáp án không phải 9 mà là 8,4 đô la.", "vi: 'the answer is not 9 but 8,4 dollars.' (decimal comma)"),
    g("n_id_bukan_melainkan", "A", "8.4", "wrong", "answer_is", RIC_ID_SLIP + "Jawabannya bukan 8,4, melainkan 9 dolar.", "id: 'the answer is not 8,4 but 9 dollars.'"),
    g("n_th_maichai_tae", "A", "437", "wrong", "answer_is", PEN_TH_SLIP + "คำตอบไม่ใช่ 437 แต่เป็น 608 แท่ง", "th: 'the answer is not 437 but 608 (pencils).'"),
    g("n_ok_th_maichai_tae", "B", "437", "correct", "answer_is", PEN_TH + "คำตอบไม่ใช่ 608 แต่เป็น 437 แท่ง", "th: 'the answer is not 608 but 437.'"),
    g("n_uk_ne_a", "A", "319", "wrong", "answer_is", TIC_UK_SLIP + "Відповідь: не 319, а 341 гривня.", "uk: 'Answer: not 319 but 341 hryvnias.'"),
    g("n_ok_uk_ne_a", "B", "319", "correct", "answer_is", TIC_UK + "Відповідь: не 341, а 319 гривень.", "uk: 'Answer: not 341 but 319 hryvnias.'"),
    g("n_bn_noy_borong", "A", "319", "wrong", "answer_is", TIC_BN.replace("29", "31").replace("319", "341") + "উত্তর 319 নয়, বরং 341 টাকা।", "bn: 'the answer is not 319 but 341 taka.' (31 a ticket)"),
    g("n_ok_bn_noy_borong", "B", "319", "correct", "answer_is", TIC_BN + "উত্তর 341 নয়, বরং 319 টাকা।", "bn: 'the answer is not 341 but 319 taka.'"),
    g("n_zh_strike_then_other", "A", "437", "wrong", "hash", PEN_ZH_SLIP + "答案：~~437~~ 608\n#### 608", "zh: 'answer: (437 struck) 608' then #### 608"),
    g("n_ok_zh_strike_other", "B", "437", "correct", "hash", PEN_ZH + "答案：~~608~~ 437\n#### 437", "zh: 'answer: (608 struck) 437'"),
    g("n_es_annot_incorrect", "A", "6250", "wrong", "boxed", WAG_ES + "La respuesta es $\\boxed{6250}$ (esto es incorrecto, hay que revisar el número de trabajadores).", "es: 'the answer is [box 6250] (this is incorrect, the number of workers must be checked).' The model marks its own answer wrong"),
    g("n_ok_de_annot_checked", "B", "12500", "correct", "boxed", SAV_DE + "Die Antwort lautet $\\boxed{12500}$ (überprüft ✓).", "de: 'the answer is [box 12500] (checked ✓).'"),
    g("n_fr_not_only", "A", "2.75", "no_answer", "answer_is", "On partage 11 litres entre 4 enfants.\nLa réponse n'est pas 2,75 litres, car il faut tenir compte de la bouteille renversée.", "fr: 'we share 11 litres among 4 children. The answer is not 2,75 litres, because the spilled bottle must be taken into account.' The gold negated, no value asserted"),
    m("n_m_de_nicht_sondern", "A", G_LIN, "wrong", "boxed", LIN_DE_SLIP + r" Die Lösung ist nicht $\frac{13}{4}$, sondern $\boxed{\frac{19}{4}}$.", "de: 'from 4x + 3 = 16 follows 4x = 19 (sign slip) ... the solution is not 13/4 but [box 19/4].'"),
    m("n_m_ok_de_nicht_sondern", "B", G_LIN, "correct", "boxed", LIN_DE + r" Die Lösung ist nicht $\frac{19}{4}$, sondern $\boxed{\frac{13}{4}}$.", "de: 'the solution is not 19/4 but [box 13/4].'"),
    m("r_m_ru_withdrawn", "A", G_SYS, "wrong", "boxed", SYS_RU + r" Ответ: $\boxed{(2, -5)}$." + "\n\nХотя нет, это неверно: я перепутал знаки в условии.", "debatable: ru: 'Answer: [box (2, -5)].' then 'Though no, this is incorrect: I mixed up the signs in the problem.' The model withdraws its boxed gold and gives nothing new (convention of rounds 20-21: a value the model withdraws is wrong)", True),
    m("n_m_ja_dewanaku", "A", G_DICE, "wrong", "answer_is", r"6が出る確率はそれぞれ $\frac{1}{6}$ なので、$\frac{1}{6} + \frac{1}{6} = \frac{1}{3}$。答えは $\frac{11}{36}$ ではなく $\frac{1}{3}$ です。", "ja: 'each six has probability 1/6, so 1/6 + 1/6 = 1/3. The answer is not 11/36 but 1/3.'"),
    m("n_m_ok_ja_dewanaku", "B", G_DICE, "correct", "answer_is", DICE_JA + r"答えは $\frac{1}{3}$ ではなく $\frac{11}{36}$ です。", "ja: 'the probability of no six is 25/36, so 1 - 25/36 = 11/36. The answer is not 1/3 but 11/36.'"),
    m("n_m_uk_ne_a", "A", G_INT, "wrong", "answer_is", INT_UK + r" Відповідь: не $(-1, 7)$, а $[-1, 7]$.", "uk: 'the inequality means -4 < x - 3 < 4, i.e. -1 < x < 7. Answer: not (-1, 7) but [-1, 7].' The closed interval is wrong for a strict inequality"),
    m("n_m_ok_uk_ne_a", "B", G_INT, "correct", "answer_is", INT_UK + r" Відповідь: не $[-1, 7]$, а $(-1, 7)$.", "uk: 'Answer: not [-1, 7] but (-1, 7).'"),
    m("n_m_zh_cancel", "A", G_ROOT, "no_answer", "boxed", ROOT_ZH + r"，答案：$\boxed{\cancel{2\sqrt{7}}}$", "zh: 'answer: [box with 2 sqrt7 cancelled]' — struck, nothing else"),
    m("n_m_ok_ko_check", "B", G_SYS, "correct", "boxed", SYS_KO + r" 따라서 답은 $\boxed{(2, -5)}$ 입니다. (검산: $3 \cdot 2 - (-5) = 11$ ✓)", "ko: 'adding the two equations ... so the answer is [box (2, -5)]. (check: 3*2 - (-5) = 11 ✓)'"),

    # ================================================================ 5. counted nouns, units, scale words
    g("u_ok_ja_yen", "B", "319", "correct", "answer_is", TIC_JA + "答えは319円です。", "ja: 'buy 11 tickets at 29 yen ... the answer is 319 yen (円).'"),
    g("u_ok_ja_man", "B", "12500", "correct", "answer_is", SAV_JA + "答えは1万2500円です。", "ja: 'save 2500 yen a month for 5 months ... the answer is 1万2500 yen' = 10,000 + 2,500 = 12500"),
    g("u_ja_man_scale", "A", "12500", "wrong", "answer_is", SAV_JA + "答えは12500万円です。", "ja: 'the answer is 12500万 yen' = 125,000,000: 万 (10,000) multiplies"),
    g("u_ok_ko_man", "B", "12500", "correct", "answer_is", SAV_KO + "답: 1만 2500원", "ko: 'save 2500 won a month for 5 months ... Answer: 1만 2500 won' = 12500"),
    g("u_ko_man_scale", "A", "12500", "wrong", "answer_is", SAV_KO + "답: 12500만 원", "ko: 'Answer: 12500만 won' = 125,000,000"),
    g("u_ok_es_millones", "B", "2150000", "correct", "answer_is", FAC_ES + "La respuesta es 2,15 millones de unidades.", "es: 'the answer is 2,15 million units' = 2,150,000"),
    g("u_es_mil_millones", "A", "2150000", "wrong", "answer_is", FAC_ES + "La respuesta es 2.150 millones de unidades.", "es: 'the answer is 2.150 millones (2,150 million = 2.15 billion) units': a scale slip, 2,150,000,000"),
    g("u_ok_es_points", "B", "2150000", "correct", "answer_is", FAC_ES + "La respuesta es 2.150.000 unidades.", "es: 'the answer is 2.150.000 units' (Spanish thousands points)"),
    g("u_ok_pt_milhoes", "B", "2150000", "correct", "answer_is", FAC_PT + "A resposta é 2,15 milhões de unidades.", "pt: 'the answer is 2,15 million units'"),
    g("u_pt_bilhoes", "A", "2150000", "wrong", "answer_is", FAC_PT + "A resposta é 2,15 bilhões de unidades.", "pt: 'the answer is 2,15 billion units' = 2,150,000,000"),
    g("u_ok_vi_trieu", "B", "2150000", "correct", "answer_is", FAC_VI + "Vậy đáp án là 2,15 triệu sản phẩm.", "vi: 'so the answer is 2,15 triệu (million) products'"),
    g("u_vi_ty", "A", "2150000", "wrong", "answer_is", FAC_VI + "Vậy đáp án là 2,15 tỷ sản phẩm.", "vi: 'so the answer is 2,15 tỷ (billion) products' = 2,150,000,000"),
    g("u_ok_id_juta", "B", "2150000", "correct", "answer_is", FAC_ID + "Jadi, jawabannya adalah 2,15 juta unit.", "id: 'so the answer is 2,15 juta (million) units'"),
    g("u_id_juta_tenfold", "A", "2150000", "wrong", "answer_is", FAC_ID + "Jadi, jawabannya adalah 21,5 juta unit.", "id: 'so the answer is 21,5 million units' = 21,500,000, ten times the product"),
    g("u_ok_bn_lakh", "B", "2150000", "correct", "answer_is", FAC_BN + "সুতরাং উত্তর হলো 21.5 লক্ষ পণ্য।", "bn: 'so the answer is 21.5 lakh (লক্ষ) products' = 2,150,000"),
    g("u_bn_koti", "A", "2150000", "wrong", "answer_is", FAC_BN + "সুতরাং উত্তর হলো 21.5 কোটি পণ্য।", "bn: 'so the answer is 21.5 crore (কোটি, 10 million) products' = 215,000,000"),
    g("u_ok_th_saen", "B", "2150000", "correct", "answer_is", FAC_TH + "ดังนั้นคำตอบคือ 21.5 แสนชิ้น", "th: 'so the answer is 21.5 แสน (hundred thousand) pieces' = 2,150,000"),
    g("u_ok_th_laan", "B", "2150000", "correct", "answer_is", FAC_TH + "ดังนั้นคำตอบคือ 2.15 ล้านชิ้น", "th: 'so the answer is 2.15 ล้าน (million) pieces'"),
    g("u_ok_ru_tys", "B", "6250", "correct", "answer_is", WAG_RU + "Ответ: 6,25 тыс. рублей.", "ru: 'Answer: 6,25 thousand roubles' = 6250"),
    g("u_ru_tys_scale", "A", "6250", "wrong", "answer_is", WAG_RU + "Ответ: 6250 тыс. рублей.", "ru: 'Answer: 6250 thousand roubles' = 6,250,000"),
    g("u_ok_pl_tys", "B", "6250", "correct", "answer_is", WAG_PL + "Odpowiedź: 6,25 tys. zł.", "pl: 'Answer: 6,25 thousand złoty' = 6250"),
    g("u_ok_it_euro", "B", "6250", "correct", "answer_is", WAG_IT + "La risposta è 6.250 euro.", "it: 'the answer is 6.250 euros' (Italian thousands point)"),
    g("u_fa_hezar_toman", "A", "6250", "wrong", "answer_is", WAG_FA + "پاسخ: 6250 هزار تومان", "fa: '25 workers, each gets 250 toman ... Answer: 6250 thousand (هزار) toman' = 6,250,000 toman: a scale word added"),
    g("u_ok_uk_hryven", "B", "319", "correct", "answer_is", TIC_UK + "Відповідь: 319 гривень.", "uk: 'Answer: 319 hryvnias.'"),
    g("u_uk_kopiyok", "A", "319", "wrong", "answer_is", TIC_UK + "Відповідь: 319 копійок.", "uk: 'Answer: 319 kopiyky' = 3.19 hryvnias; the tickets cost 29 hryvnias each, a unit slip"),
    g("u_ok_nl_euro", "B", "319", "correct", "answer_is", TIC_NL + "Het antwoord is € 319,-.", "nl: 'the answer is € 319,-' (Dutch whole-euro notation ',-')"),
    g("u_nl_cent", "A", "319", "wrong", "answer_is", TIC_NL + "Het antwoord is 319 cent.", "nl: 'the answer is 319 cents' = 3.19 euros; a unit slip"),
    g("u_ok_zh_numerals", "B", "437", "correct", "answer_is", PEN_ZH.replace("所以一共有 437 支铅笔。\n", "") + "答：一共有四百三十七支铅笔。", "zh: 'Answer: four hundred thirty-seven (四百三十七) pencils in all' in Chinese numerals"),
    g("u_zh_numerals_other", "A", "437", "wrong", "answer_is", PEN_ZH_SLIP.replace("所以一共有 608 支铅笔。\n", "") + "答：一共有六百零八支铅笔。", "zh: 'Answer: six hundred and eight (六百零八) pencils'"),
    g("u_ok_tr_adet", "B", "268", "correct", "hash", STU_TR + "#### 268 öğrenci", "tr: '#### 268 students (öğrenci)'"),
    g("u_ok_ko_myeong_hash", "B", "268", "correct", "hash", STU_KO + "#### 268명", "ko: '#### 268명' (people counter glued)"),
    g("u_ko_ban", "A", "268", "wrong", "answer_is", STU_KO + "답: 4반", "ko: 'Answer: 4 반 (classes)': the number of classes, not the students"),
    g("u_ok_ar_km", "B", "746", "correct", "answer_is", TRI_AR + "الإجابة: 746 كم", "ar: 'The answer: 746 km (كم)'"),
    g("u_ar_meters", "A", "746", "wrong", "answer_is", TRI_AR + "الإجابة: 746000 متر", "debatable: ar: 'The answer: 746000 metres' — the same distance in metres; the gold counts kilometres (proposed: wrong, the number is not the gold)", True),
    m("u_m_ok_fr_text", "B", G_LIN, "correct", "boxed", LIN_FR + r" La solution est $\boxed{x = \frac{13}{4}}$.", "fr: 'the solution is [box x = 13/4]'"),
    m("u_m_ok_hi_text", "B", G_POLY, "correct", "boxed", POLY_HI + r" अतः उत्तर $\boxed{x^2 + 5x - 14}$ है।", "hi: '(x + 7)(x - 2) = x^2 - 2x + 7x - 14 holds. So the answer is [box] .'"),
    m("u_m_hi_slip", "A", G_POLY, "wrong", "boxed", r"$(x + 7)(x - 2) = x^2 - 7x + 2x - 14$ होता है। अतः उत्तर $\boxed{x^2 - 5x - 14}$ है।", "hi: 'so the answer is [box x^2 - 5x - 14]': a sign slip"),
]
# fmt: on
# fmt: off
CASES_3 = [
    # ================================================================ 6. retractions, corrections, harmless after-text
    g("r_zh_xiuzheng", "A", "437", "wrong", "hash", PEN_ZH + "#### 437\n\n修正：我看错了题目，每盒是 32 支，所以应该是 19 × 32 = 608 支。", "zh: after #### 437, 'Correction: I misread the problem, each box has 32, so it should be 19 × 32 = 608 pencils.'"),
    g("r_ok_zh_yanzheng", "B", "437", "correct", "hash", PEN_ZH + "#### 437\n\n验证：437 ÷ 19 = 23 ✓", "zh: after #### 437, 'Verification: 437 ÷ 19 = 23 ✓'"),
    g("r_ok_zh_correction_to_gold", "B", "437", "correct", "answer_is", PEN_ZH_SLIP + "答案是 608。\n\n修正：题目中每盒是 23 支，不是 32 支，所以 19 × 23 = 437。最终答案是 437。", "zh: 'the answer is 608.' then 'Correction: each box has 23, not 32, so 19 × 23 = 437. The final answer is 437.'"),
    g("r_ru_ispravlenie", "A", "1385", "wrong", "answer_is", LIB_RU + "Ответ: 1385 книг.\n\nИсправление: в условии выдали 565 книг, поэтому осталось 2040 − 565 = 1475 книг.", "ru: 'Answer: 1385 books.' then 'Correction: in the problem 565 books were lent, so 2040 − 565 = 1475 remain.'"),
    g("r_ok_ru_proverka", "B", "1385", "correct", "answer_is", LIB_RU + "Ответ: 1385 книг.\n\nПроверка: 1385 + 655 = 2040 ✓", "ru: 'Answer: 1385 books.' then 'Check: 1385 + 655 = 2040 ✓'"),
    g("r_de_korrektur", "A", "12500", "wrong", "answer_is", SAV_DE + "Die Antwort lautet 12.500 €.\n\nKorrektur: Sie hat nur 4 Monate gespart, also 4 · 2.500 = 10.000 €.", "de: 'the answer is 12.500 €.' then 'Correction: she only saved for 4 months, so 4 · 2.500 = 10.000 €.'"),
    g("r_ok_de_probe", "B", "12500", "correct", "answer_is", SAV_DE + "Die Antwort lautet 12.500 €.\n\nProbe: 12.500 : 5 = 2.500 ✓", "de: 'the answer is 12.500 €.' then 'Check (Probe): 12.500 : 5 = 2.500 ✓'"),
    g("r_es_correccion", "A", "6250", "wrong", "hash", WAG_ES + "#### 6250\n\nCorrección: releyendo el enunciado, son 24 trabajadores, así que el total es 24 × 250 = 6000 dólares.", "es: after #### 6250, 'Correction: rereading the problem, there are 24 workers, so the total is 24 × 250 = 6000 dollars.'"),
    g("r_ok_es_comprobacion", "B", "6250", "correct", "hash", WAG_ES + "#### 6250\n\nComprobación: 6250 ÷ 25 = 250 ✓. ¡Espero que te sirva!", "es: 'Check: 6250 ÷ 25 = 250 ✓. I hope it helps!'"),
    g("r_pt_correcao", "A", "1385", "wrong", "answer_is", LIB_PT + "A resposta é 1.385 livros.\n\nCorreção: foram emprestados 565 livros, e não 655; logo, restam 2.040 - 565 = 1.475 livros.", "pt: 'the answer is 1.385 books.' then 'Correction: 565 books were lent, not 655; so 2.040 - 565 = 1.475 remain.'"),
    g("r_ok_pt_espero", "B", "1385", "correct", "answer_is", LIB_PT + "A resposta é 1.385 livros.\n\nEspero ter ajudado! Se tiver mais dúvidas, é só perguntar. 😊", "pt: 'the answer is 1.385 books.' then 'I hope I helped! If you have more questions, just ask.'"),
    g("r_fr_en_fait", "A", "2.75", "wrong", "answer_is", JUI_FR + "La réponse est 2,75 litres.\n\nEn fait, non : il y a 5 enfants en comptant Léa, donc 11 ÷ 5 = 2,2 litres.", "fr: 'the answer is 2,75 litres.' then 'Actually, no: there are 5 children counting Léa, so 11 ÷ 5 = 2,2 litres.'"),
    g("r_ok_fr_nhesitez", "B", "2.75", "correct", "answer_is", JUI_FR + "La réponse est 2,75 litres.\n\nN'hésitez pas si vous avez d'autres questions !", "fr: 'the answer is 2,75 litres.' then 'Do not hesitate if you have other questions!'"),
    g("r_it_anzi", "A", "6250", "wrong", "answer_is", WAG_IT + "La risposta è 6.250 euro. Anzi no, gli operai sono 24: 24 × 250 = 6.000 euro.", "it: 'the answer is 6.250 euros. Or rather no, there are 24 workers: 24 × 250 = 6.000 euros.'"),
    g("r_ok_it_spero", "B", "6250", "correct", "answer_is", WAG_IT + "La risposta è 6.250 euro.\n\nSpero di esserti stato utile!", "it: 'the answer is 6.250 euros.' then 'I hope I was useful to you!'"),
    g("r_nl_oeps", "A", "319", "wrong", "answer_is", TIC_NL + "Het antwoord is 319 euro.\n\nOeps, ik heb me vergist: een kaartje kost 31 euro, dus 11 × 31 = 341 euro.", "nl: 'the answer is 319 euros.' then 'Oops, I made a mistake: a ticket costs 31 euros, so 11 × 31 = 341 euros.'"),
    g("r_ok_nl_controle", "B", "319", "correct", "answer_is", TIC_NL + "Het antwoord is 319 euro.\n\nControle: 319 : 11 = 29 ✓", "nl: 'the answer is 319 euros.' then 'Check: 319 : 11 = 29 ✓'"),
    g("r_pl_poprawka", "A", "17.25", "wrong", "answer_is", BOO_PL + "Odpowiedź: 17,25 zł.\n\nPoprawka: kupiono tylko dwie książki, więc 2 · 5,75 = 11,50 zł.", "pl: 'Answer: 17,25 zł.' then 'Correction: only two books were bought, so 2 · 5,75 = 11,50 zł.'"),
    g("r_ok_pl_sprawdzenie", "B", "17.25", "correct", "answer_is", BOO_PL + "Odpowiedź: 17,25 zł.\n\nSprawdzenie: 17,25 : 3 = 5,75 ✓", "pl: 'Answer: 17,25 zł' (decimal comma) then 'Check: 17,25 : 3 = 5,75 ✓'"),
    g("r_tr_duzeltme", "A", "17.25", "wrong", "answer_is", BOO_TR + "Cevap: 17,25 lira.\n\nDüzeltme: 2 kitap alınmış, yani 2 × 5,75 = 11,50 lira.", "tr: 'Answer: 17,25 lira.' then 'Correction: 2 books were bought, so 2 × 5,75 = 11,50 lira.'"),
    g("r_ok_tr_umarim", "B", "17.25", "correct", "answer_is", BOO_TR + "Cevap: 17,25 lira.\n\nUmarım yardımcı olmuştur!", "tr: 'Answer: 17,25 lira.' then 'I hope it has helped!'"),
    g("r_ar_tashih", "A", "746", "wrong", "answer_is", TRI_AR + "الإجابة: 746 كم.\n\nتصحيح: المسافة في اليوم الثالث كانت 225 كم، لذا المجموع 511 + 225 = 736 كم.", "ar: 'The answer: 746 km.' then 'Correction: the third day's distance was 225 km, so the total is 511 + 225 = 736 km.'"),
    g("r_ok_ar_tahaqquq", "B", "746", "correct", "answer_is", TRI_AR + "الإجابة: 746 كم.\n\nالتحقق: 746 − 235 = 511، و511 − 263 = 248 ✓", "ar: 'The answer: 746 km.' then 'Verification: 746 − 235 = 511, and 511 − 263 = 248 ✓'"),
    g("r_fa_eslah", "A", "746", "wrong", "answer_is", TRI_FA + "پاسخ: 746 کیلومتر\n\nاصلاح: روز سوم 225 کیلومتر بود، پس مجموع 511 + 225 = 736 کیلومتر است.", "fa: 'Answer: 746 km' then 'Correction: the third day was 225 km, so the total is 511 + 225 = 736 km.'"),
    g("r_ok_fa_omidvaram", "B", "746", "correct", "answer_is", TRI_FA + "پاسخ: 746 کیلومتر\n\nامیدوارم این توضیح مفید بوده باشد!", "fa: 'Answer: 746 km' then 'I hope this explanation was useful!'"),
    g("r_hi_sudhar", "A", "6250", "wrong", "answer_is", WAG_HI + "उत्तर: 6250 रुपये\n\nसुधार: मज़दूर 24 हैं, 25 नहीं, इसलिए 24 × 250 = 6000 रुपये।", "hi: 'Answer: 6250 rupees' then 'Correction: there are 24 workers, not 25, so 24 × 250 = 6000 rupees.'"),
    g("r_ok_hi_janch", "B", "6250", "correct", "answer_is", WAG_HI + "उत्तर: 6250 रुपये\n\nजाँच: 6250 ÷ 25 = 250 ✓", "hi: 'Answer: 6250 rupees' then 'Check: 6250 ÷ 25 = 250 ✓'"),
    g("r_bn_songshodhon", "A", "319", "wrong", "answer_is", TIC_BN + "উত্তর: 319 টাকা।\n\nসংশোধন: প্রতিটি টিকিটের দাম 31 টাকা, তাই 11 × 31 = 341 টাকা।", "bn: 'Answer: 319 taka.' then 'Correction: each ticket costs 31 taka, so 11 × 31 = 341 taka.'"),
    g("r_ok_bn_jachai", "B", "319", "correct", "answer_is", TIC_BN + "উত্তর: 319 টাকা।\n\nযাচাই: 319 ÷ 11 = 29 ✓", "bn: 'Answer: 319 taka.' then 'Check: 319 ÷ 11 = 29 ✓'"),
    g("r_vi_sua_lai", "A", "-7.5", "wrong", "answer_is", TEM_VI + "Đáp số: −7,5 độ.\n\nSửa lại: nhiệt độ giảm trong 6 giờ, nên 1,25 × 6 = 7,5 và 2,5 − 7,5 = −5 độ.", "vi: 'Answer: −7,5 degrees.' then 'Correction: the temperature falls for 6 hours, so 1,25 × 6 = 7,5 and 2,5 − 7,5 = −5 degrees.'"),
    g("r_ok_vi_kiem_tra", "B", "-7.5", "correct", "answer_is", TEM_VI + "Đáp số: −7,5 độ.\n\nKiểm tra: −7,5 + 10 = 2,5 ✓", "vi: 'Answer: −7,5 degrees' (U+2212 minus, decimal comma) then 'Check: −7,5 + 10 = 2,5 ✓'"),
    g("r_id_koreksi", "A", "8.4", "wrong", "answer_is", RIC_ID + "Jawabannya adalah 8,4 dolar.\n\nKoreksi: harganya 0,75 dolar per kg, jadi 12 × 0,75 = 9 dolar.", "id: 'the answer is 8,4 dollars.' then 'Correction: the price is 0,75 dollars a kg, so 12 × 0,75 = 9 dollars.'"),
    g("r_ok_id_semoga", "B", "8.4", "correct", "answer_is", RIC_ID + "Jawabannya adalah 8,4 dolar.\n\nSemoga membantu!", "id: 'the answer is 8,4 dollars.' then 'Hope it helps!'"),
    g("r_th_kaekhai", "A", "437", "wrong", "answer_is", PEN_TH + "คำตอบคือ 437 แท่ง\n\nแก้ไข: โจทย์บอกว่ากล่องละ 32 แท่ง ดังนั้น 19 × 32 = 608 แท่ง", "th: 'the answer is 437.' then 'Correction: the problem says 32 a box, so 19 × 32 = 608.'"),
    g("r_ok_th_wangwa", "B", "437", "correct", "answer_is", PEN_TH + "คำตอบคือ 437 แท่ง\n\nหวังว่าจะช่วยได้นะครับ", "th: 'the answer is 437.' then 'I hope this helps (polite)'"),
    g("r_ja_teisei", "A", "17.25", "wrong", "answer_is", BOO_JA + "答えは17.25ドルです。\n\n訂正：買ったのは2冊なので、2 × 5.75 = 11.5ドルです。", "ja: 'the answer is 17.25 dollars.' then 'Correction: two books were bought, so 2 × 5.75 = 11.5 dollars.'"),
    g("r_ok_ja_kenzan", "B", "17.25", "correct", "answer_is", BOO_JA + "答えは17.25ドルです。\n\n検算：17.25 ÷ 3 = 5.75 ✓", "ja: 'the answer is 17.25 dollars.' then 'Check (検算): 17.25 ÷ 3 = 5.75 ✓'"),
    g("r_ko_jeongjeong", "A", "268", "wrong", "answer_is", STU_KO + "답: 268명\n\n정정: 한 반의 학생 수는 76명이므로 76 × 4 = 304명입니다.", "ko: 'Answer: 268 people' then 'Correction: a class has 76 students, so 76 × 4 = 304.'"),
    g("r_ok_ko_geomsan", "B", "268", "correct", "answer_is", STU_KO + "답: 268명\n\n검산: 268 ÷ 4 = 67 ✓", "ko: 'Answer: 268 people' then 'Check: 268 ÷ 4 = 67 ✓'"),
    g("r_uk_vypravlennia", "A", "-7.5", "wrong", "answer_is", TEM_RU.replace("Температура падает на", "Температура знижується на").replace("градуса в час в течение 8 часов", "градуса на годину протягом 8 годин") + "Відповідь: −7,5 °C.\n\nВиправлення: температура знижувалася лише 6 годин, тож 2,5 − 7,5 = −5 °C.", "uk: 'The temperature falls by 1,25 degrees an hour for 8 hours ... Answer: −7,5 °C.' then 'Correction: it fell only 6 hours, so 2,5 − 7,5 = −5 °C.'"),
    g("r_ok_ru_temp_proverka", "B", "-7.5", "correct", "answer_is", TEM_RU + "Ответ: −7,5 °C.\n\nПроверка: −7,5 + 10 = 2,5 ✓", "ru: 'Answer: −7,5 °C' then 'Check: −7,5 + 10 = 2,5 ✓'"),
    g("h_es_temp_sign_lost", "A", "-7.5", "wrong", "answer_is", TEM_ES + "La respuesta es 7,5 grados bajo cero.\n#### 7,5", "debatable: es: 'the answer is 7,5 degrees below zero' (= -7.5) then '#### 7,5' without the sign: the phrase and the marked value differ in sign (proposed: wrong, the #### value is 7.5)", True),
    g("r_ok_es_temp_bajo_cero", "B", "-7.5", "correct", "answer_is", TEM_ES + "La respuesta es −7,5 °C, es decir, 7,5 grados bajo cero.", "es: 'the answer is −7,5 °C, that is, 7,5 degrees below zero': the signed value first, the gloss restates it"),
    m("r_m_es_correccion", "A", G_ROOT, "wrong", "boxed", ROOT_ES + r" La respuesta es $\boxed{2\sqrt{7}}$." + "\n\nCorrección: el radicando era $112$, así que $\\sqrt{112} = \\boxed{4\\sqrt{7}}$.", "es: 'the answer is [box 2 sqrt7].' then 'Correction: the radicand was 112, so sqrt112 = [box 4 sqrt7].'"),
    m("r_m_ok_es_verificacion", "B", G_ROOT, "correct", "boxed", ROOT_ES + r" La respuesta es $\boxed{2\sqrt{7}}$." + "\n\nVerificación: $(2\\sqrt{7})^2 = 4 \\cdot 7 = 28$ ✓", "es: 'the answer is [box 2 sqrt7].' then 'Verification: (2 sqrt7)^2 = 28 ✓'"),
    m("r_m_zh_dengdeng", "A", G_SLOPE, "wrong", "boxed", r"斜率 $k = \frac{1 - 5}{4 - 1} = -\frac{4}{3}$，所以答案是 $\boxed{-\frac{4}{3}}$。" + "\n\n等等，我把两个点的顺序弄反了，应该是 $k = \\frac{5 - 1}{4 - 1} = \\frac{4}{3}$。所以答案是 $\\boxed{\\frac{4}{3}}$。", "zh: 'slope k = ... = -4/3, so the answer is [box -4/3].' then 'Wait, I reversed the order of the two points, it should be k = (5 - 1)/(4 - 1) = 4/3. So the answer is [box 4/3].' (a wrong correction, but the last committed answer)"),
    m("r_m_ok_zh_yanzheng", "B", G_SLOPE, "correct", "boxed", r"斜率 $k = \frac{1 - 5}{4 - 1} = -\frac{4}{3}$，所以答案是 $\boxed{-\frac{4}{3}}$。" + "\n\n验证：从 $(1, 5)$ 出发，$x$ 增加 $3$，$y$ 减少 $4$，斜率为负，正确。", "zh: 'so the answer is [box -4/3].' then 'Verification: from (1, 5), x increases by 3, y decreases by 4, the slope is negative, correct.'"),
    m("r_m_de_korrektur", "A", G_SQ, "wrong", "boxed", r"$\left(\frac{3}{4}\right)^2 = \frac{9}{16}$. Die Antwort lautet $\boxed{\frac{9}{16}}$." + "\n\nKorrektur: Gemeint war $\\frac{3}{4} \\cdot 2 = \\frac{6}{4} = \\boxed{\\frac{3}{2}}$.", "de: 'the answer is [box 9/16].' then 'Correction: what was meant was 3/4 * 2 = 6/4 = [box 3/2].'"),
    m("r_m_ok_de_probe", "B", G_LIN, "correct", "boxed", LIN_DE + r" Die Lösung lautet $\boxed{\frac{13}{4}}$." + "\n\nProbe: $4 \\cdot \\frac{13}{4} + 3 = 13 + 3 = 16$ ✓", "de: 'the solution is [box 13/4].' then 'Check (Probe): 4 * 13/4 + 3 = 16 ✓'"),
    m("r_m_ok_pt_qwen_end", "B", G_DICE, "correct", "boxed", DICE_PT + "\n\n" + QWEN_END.format(r"\frac{11}{36}") + "\n\nEspero ter ajudado!", "pt: 'the probability of no six is 25/36, so 1 - 25/36 = 11/36' then the English closing line with the box, then 'I hope I helped!'"),
    m("r_m_it_ripensamento", "A", G_DICE, "wrong", "boxed", DICE_IT + r" La risposta è $\boxed{\frac{11}{36}}$." + "\n\nRipensandoci, basta sommare: $\\frac{1}{6} + \\frac{1}{6} = \\boxed{\\frac{1}{3}}$.", "it: 'the answer is [box 11/36].' then 'On second thought, it is enough to add: 1/6 + 1/6 = [box 1/3].'"),
]
# fmt: on
# fmt: off
CASES_4 = [
    # ================================================================ 7. quoted, reported, hypothetical text
    g("q_zh_laoshi_shuo", "A", "437", "wrong", "answer_is", PEN_ZH_SLIP + "老师说答案是 437，但我算出来是 608。\n答案：608", "zh: 'the teacher said the answer is 437, but I calculated 608. Answer: 608'"),
    g("q_ok_zh_tongxue", "B", "437", "correct", "answer_is", PEN_ZH + "同学说是 608，但他把每盒 23 支看成了 32 支。\n答案：437", "zh: 'a classmate said 608, but he read 23 a box as 32. Answer: 437'"),
    g("q_zh_ruguo_only", "A", "437", "no_answer", "none", "如果每盒有 23 支铅笔，那么 19 盒一共有 437 支。不过题目中每盒的数量没有给出，所以无法确定答案。", "zh: 'if each box had 23 pencils, 19 boxes would hold 437. But the number a box is not given in the problem, so the answer cannot be determined.' Only a hypothetical, then a refusal"),
    g("q_ja_moshi", "A", "437", "wrong", "answer_is", "もし1箱23本なら19 × 23 = 437本になりますが、問題では1箱32本なので、19 × 32 = 608本です。\n答え：608本", "ja: 'if a box held 23 it would be 437, but in the problem a box holds 32, so 608. Answer: 608'"),
    g("q_ok_ja_moshi", "B", "437", "correct", "answer_is", "もし1箱32本なら19 × 32 = 608本になりますが、実際は1箱23本なので、19 × 23 = 437本です。\n答え：437本", "ja: 'if a box held 32 it would be 608, but in fact a box holds 23, so 437. Answer: 437'"),
    g("q_ko_chingu", "A", "268", "wrong", "answer_is", STU_KO_SLIP + "친구는 268명이라고 했지만, 제 계산으로는 304명입니다.\n답: 304명", "ko: 'my friend said 268, but by my calculation it is 304. Answer: 304'"),
    g("q_ok_ko_chingu", "B", "268", "correct", "answer_is", STU_KO + "친구는 304명이라고 했지만, 그것은 67을 76으로 잘못 읽은 것입니다.\n답: 268명", "ko: 'my friend said 304, but that misreads 67 as 76. Answer: 268'"),
    g("q_ru_esli_by", "A", "1385", "wrong", "answer_is", "Если бы выдали 655 книг, осталось бы 2040 − 655 = 1385. Но по условию выдали 565 книг, поэтому осталось 2040 − 565 = 1475.\nОтвет: 1475.", "ru: 'if 655 books had been lent, 1385 would remain. But by the problem 565 were lent, so 1475 remain. Answer: 1475.'"),
    g("q_ok_ru_esli_by", "B", "1385", "correct", "answer_is", "Если бы выдали 565 книг, осталось бы 2040 − 565 = 1475. Но по условию выдали 655 книг, поэтому осталось 2040 − 655 = 1385.\nОтвет: 1385.", "ru: 'if 565 had been lent, 1475 would remain. But 655 were lent, so 1385 remain. Answer: 1385.'"),
    g("q_es_si_fueran_only", "A", "6250", "no_answer", "none", "Si fueran 25 trabajadores, el total sería 25 × 250 = 6250 dólares. Sin embargo, el enunciado no dice cuántos trabajadores hay, así que no puedo dar una respuesta definitiva.", "es: 'if there were 25 workers, the total would be 6250 dollars. However, the problem does not say how many workers there are, so I cannot give a definitive answer.' Only a hypothetical"),
    g("q_de_loesungsheft", "A", "12500", "wrong", "answer_is", SAV_DE_SLIP + "Im Lösungsheft steht „12.500 €“, aber ich komme auf 10.000 €.\nAntwort: 10.000 €", "de: 'the answer booklet says „12.500 €“, but I get 10.000 €. Answer: 10.000 €'"),
    g("q_ok_de_loesungsheft", "B", "12500", "correct", "answer_is", SAV_DE + "Im Lösungsheft steht „10.000 €“, aber das sind nur 4 Monate.\nAntwort: 12.500 €", "de: 'the answer booklet says „10.000 €“, but that is only 4 months. Answer: 12.500 €'"),
    g("q_fr_corrige_only", "A", "2.75", "no_answer", "none", "Selon le corrigé, « la réponse est 2,75 litres ». Je n'arrive pas à retrouver ce résultat avec les données de l'énoncé.", "fr: 'according to the answer key, « the answer is 2,75 litres ». I cannot reproduce this result from the data of the problem.' Only a quotation, no own answer"),
    g("q_ok_fr_quoted_problem", "B", "2.75", "correct", "answer_is", "> « On partage 11 litres de jus entre 4 enfants. »\n\n" + JUI_FR + "La réponse est 2,75 litres.", "fr: the problem quoted (« we share 11 litres of juice among 4 children »), then 'the answer is 2,75 litres.'"),
    g("q_ar_kitab_yaqul", "A", "746", "wrong", "answer_is", TRI_AR_SLIP + "يقول الكتاب إن الإجابة 746 كم، لكنني حصلت على 736 كم.\nالإجابة: 736 كم", "ar: 'the book says the answer is 746 km, but I got 736 km. The answer: 736 km'"),
    g("q_ok_ar_some_think", "B", "746", "correct", "answer_is", TRI_AR + "قد يظن البعض أن الإجابة 736 كم بسبب خطأ في الجمع، لكن الصحيح:\nالإجابة: 746 كم", "ar: 'some may think the answer is 736 km because of an addition mistake, but the correct one: The answer: 746 km'"),
    g("q_hi_agar", "A", "6250", "wrong", "answer_is", "अगर 25 मज़दूर होते तो कुल 25 × 250 = 6250 रुपये होते, लेकिन मज़दूर 24 हैं, इसलिए 24 × 250 = 6000।\nउत्तर: 6000 रुपये", "hi: 'if there were 25 workers the total would be 6250 rupees, but there are 24 workers, so 6000. Answer: 6000 rupees'"),
    g("q_tr_ogretmen_only", "A", "268", "no_answer", "none", "Öğretmenim cevabın 268 olduğunu söyledi ama ben bu soruyu çözemedim, çünkü sınıf sayısı verilmemiş.", "tr: 'my teacher said the answer is 268, but I could not solve this problem, because the number of classes is not given.' Only a report and a refusal"),
    g("q_id_kunci", "A", "8.4", "wrong", "answer_is", RIC_ID_SLIP + "Menurut kunci jawaban, hasilnya 8,4 dolar. Namun, perhitungan saya memberikan 9 dolar.\nJawaban: 9 dolar", "id: 'according to the answer key, the result is 8,4 dollars. However, my calculation gives 9 dollars. Answer: 9 dollars'"),
    g("q_pl_gdyby_only", "A", "268", "no_answer", "none", "Gdyby w każdej klasie było 67 uczniów, w szkole byłoby 67 · 4 = 268 uczniów. Niestety w treści zadania brakuje liczby uczniów w klasie.", "pl: 'if each class had 67 pupils, the school would have 268. Unfortunately the problem text lacks the number of pupils a class.' Only a hypothetical"),
    g("q_nl_volgens", "A", "319", "wrong", "answer_is", TIC_NL.replace("29", "31").replace("319", "341") + "Volgens mijn broer is het 319 euro, maar ik kom op 341 euro.\nAntwoord: 341 euro", "nl: 'according to my brother it is 319 euros, but I get 341 euros. Answer: 341 euros'"),
    g("q_uk_yakby_only", "A", "319", "no_answer", "none", "Якби квиток коштував 29 гривень, то 11 квитків коштували б 319 гривень. Але ціну квитка в умові не вказано.", "uk: 'if a ticket cost 29 hryvnias, 11 tickets would cost 319. But the ticket price is not given in the problem.' Only a hypothetical"),
    g("q_bn_boi", "A", "319", "wrong", "answer_is", TIC_BN.replace("29", "31").replace("319", "341") + "বইয়ে উত্তর 319 টাকা লেখা আছে, কিন্তু আমার হিসাবে 341 টাকা।\nউত্তর: 341 টাকা", "bn: 'the book has 319 taka written as the answer, but by my reckoning 341. Answer: 341 taka'"),
    g("q_th_phuean", "A", "437", "wrong", "answer_is", PEN_TH_SLIP + "เพื่อนบอกว่าคำตอบคือ 437 แต่ผมคิดได้ 608\nคำตอบ: 608 แท่ง", "th: 'a friend said the answer is 437, but I got 608. Answer: 608'"),
    g("q_vi_neu_only", "A", "8.4", "no_answer", "none", "Nếu giá gạo là 0,7 đô la mỗi kg thì 12 kg có giá 8,4 đô la. Tuy nhiên, đề bài không cho giá gạo nên không thể tính được.", "vi: 'if rice cost 0,7 dollars a kg, 12 kg would cost 8,4. However the problem does not give the price, so it cannot be computed.' Only a hypothetical"),
    g("q_fa_doostam", "A", "746", "wrong", "answer_is", TRI_FA.replace("511", "501").replace("746", "736") + "دوستم می‌گوید جواب 746 است، اما من 736 به دست آوردم.\nپاسخ: 736 کیلومتر", "fa: 'my friend says the answer is 746, but I obtained 736. Answer: 736 km'"),
    g("q_es_hash_quoted", "A", "1385", "wrong", "hash", 'Un compañero escribió "#### 1385", pero yo leo 565 libros prestados.\n' + LIB_ES_SLIP + "#### 1475", "es: 'a classmate wrote \"#### 1385\", but I read 565 books lent' ... '#### 1475': the gold only in a quoted #### line"),
    g("h_ru_answer_line_vs_hash", "A", "1385", "wrong", "hash", LIB_RU + "#### 1385\n\nОкончательный ответ: 1475 книг.", "ru: after #### 1385, 'Final answer: 1475 books': a foreign answer line after the #### disagrees with it, two final answers"),
    g("h_ok_ru_answer_line_agrees", "B", "1385", "correct", "hash", LIB_RU + "#### 1385\n\nОкончательный ответ: 1385 книг.", "ru: after #### 1385, 'Final answer: 1385 books'"),
    m("q_m_zh_invented_turn", "A", G_DICE, "wrong", "boxed", r"每个骰子出现 6 的概率是 $\frac{1}{6}$，所以概率是 $\frac{1}{6} + \frac{1}{6} = \boxed{\frac{1}{3}}$。" + IM_USER + r"不对，答案应该是 $\frac{11}{36}$。", "zh: 'each die shows 6 with probability 1/6, so the probability is [box 1/3].' then an invented user turn: 'No, the answer should be 11/36.' The gold only in the invented turn"),
    m("q_m_ok_pt_quote_problem", "B", G_SYS, "correct", "boxed", "> Resolva o sistema $x + y = -3$ e $3x - y = 11$.\n\n" + r"Somando as equações: $4x = 8$, então $x = 2$ e $y = -5$. A solução é $\boxed{(2, -5)}$.", "pt: the problem quoted ('solve the system ...'), then 'adding the equations: 4x = 8, so x = 2 and y = -5. The solution is [box (2, -5)].'"),
    m("q_m_de_angenommen_only", "A", G_LIN, "no_answer", "none", r"Angenommen, $x = \frac{13}{4}$. Dann müsste $4x + 3 = 16$ gelten. Leider ist die Gleichung in der Aufgabe unleserlich, daher kann ich sie nicht lösen.", "de: 'suppose x = 13/4. Then 4x + 3 = 16 would have to hold. Unfortunately the equation in the task is illegible, so I cannot solve it.' Only a supposition and a refusal"),
    m("q_m_fr_eleve", "A", G_RED, "wrong", "boxed", RED_FR + r" Un élève a répondu $\frac{5}{8}$, mais il faut compter les billes bleues : $\boxed{\frac{3}{8}}$.", "fr: 'there are 8 marbles, 5 red. A pupil answered 5/8, but one must count the blue marbles: [box 3/8].'"),
    m("q_m_ok_fr_eleve", "B", G_RED, "correct", "boxed", RED_FR + r" Un élève a répondu $\frac{3}{8}$, mais il a compté les bleues. La probabilité est $\boxed{\frac{5}{8}}$.", "fr: 'a pupil answered 3/8, but he counted the blue ones. The probability is [box 5/8].'"),
    m("q_m_ko_gajeong", "A", G_POLY, "wrong", "boxed", r"$(x - 7)(x + 2) = x^2 + 2x - 7x - 14 = x^2 - 5x - 14$. 만약 식이 $(x + 7)(x - 2)$라면 $x^2 + 5x - 14$가 되겠지만, 위 계산에 따라 답은 $\boxed{x^2 - 5x - 14}$입니다.", "ko: the model expands (x - 7)(x + 2) (a misread), then 'if the expression were (x + 7)(x - 2) it would be x^2 + 5x - 14, but by the calculation above the answer is [box x^2 - 5x - 14].' The gold only in a hypothetical"),
    m("q_m_ok_nl_stel", "B", G_POLY, "correct", "boxed", "Stel dat we per ongeluk $(x - 7)(x + 2)$ uitwerken, dan krijgen we $x^2 - 5x - 14$; dat is niet gevraagd.\n" + POLY_NL + r" Het antwoord is $\boxed{x^2 + 5x - 14}$.", "nl: 'suppose we accidentally expand (x - 7)(x + 2), we get x^2 - 5x - 14; that is not asked. Expanding: ... The answer is [box x^2 + 5x - 14].'"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_zh_fullwidth", "B", "437", "correct", "answer_is", PEN_ZH + "答案是 ４３７。", "zh: 'the answer is ４３７' in full-width digits, as a Chinese IME writes"),
    g("b_zh_fullwidth_other", "A", "437", "wrong", "answer_is", PEN_ZH_SLIP + "答案是 ６０８。", "zh: 'the answer is ６０８' (full-width)"),
    g("b_ok_ar_indic_digits", "B", "746", "correct", "answer_is", TRI_AR + "الإجابة: ٧٤٦ كم", "ar: 'The answer: ٧٤٦ km' in Arabic-Indic digits = 746"),
    g("b_ar_indic_digits_other", "A", "746", "wrong", "answer_is", TRI_AR_SLIP + "الإجابة: ٧٣٦ كم", "ar: 'The answer: ٧٣٦ km' = 736"),
    g("b_ok_fa_persian_digits", "B", "746", "correct", "answer_is", TRI_FA + "پاسخ: ۷۴۶ کیلومتر", "fa: 'Answer: ۷۴۶ km' in Persian digits (U+06F0 block) = 746"),
    g("b_ok_fa_decimal_momayyez", "B", "8.4", "correct", "answer_is", "قیمت هر کیلو برنج ۰٫۷ دلار است و ۱۲ کیلو خریده‌ایم.\n۱۲ × ۰٫۷ = ۸٫۴\nپاسخ: ۸٫۴ دلار", "fa: 'rice is ۰٫۷ dollars a kilo and we bought ۱۲ kilos ... Answer: ۸٫۴ dollars' = 8.4 (Persian digits, U+066B decimal separator)"),
    g("b_fa_decimal_other", "A", "8.4", "wrong", "answer_is", "قیمت هر کیلو برنج ۰٫۷۵ دلار است و ۱۲ کیلو خریده‌ایم.\n۱۲ × ۰٫۷۵ = ۹\nپاسخ: ۹ دلار", "fa: 'rice is ۰٫۷۵ dollars a kilo ... Answer: ۹ dollars' = 9"),
    g("b_ok_bn_digits", "B", "319", "correct", "answer_is", TIC_BN + "উত্তর: ৩১৯ টাকা।", "bn: 'Answer: ৩১৯ taka' in Bengali digits = 319"),
    g("b_bn_digits_other", "A", "319", "wrong", "answer_is", TIC_BN.replace("29", "31").replace("319", "341") + "উত্তর: ৩৪১ টাকা।", "bn: 'Answer: ৩৪১ taka' = 341"),
    g("b_ok_hi_devanagari_digits", "B", "6250", "correct", "answer_is", WAG_HI + "उत्तर: ६२५० रुपये", "hi: 'Answer: ६२५० rupees' in Devanagari digits = 6250"),
    g("b_ok_th_digits", "B", "437", "correct", "answer_is", PEN_TH + "คำตอบคือ ๔๓๗ แท่ง", "th: 'the answer is ๔๓๗' in Thai digits = 437"),
    g("b_ok_ar_rlm", "B", "746", "correct", "answer_is", TRI_AR + "الإجابة:\u200f 746\u200f كم", "ar: 'The answer: 746 km' with right-to-left marks (U+200F) around the number"),
    g("b_ok_zh_ideographic_space", "B", "437", "correct", "hash", PEN_ZH + "####\u3000437", "zh: '####' then an ideographic space (U+3000) then 437"),
    g("b_ok_ru_crlf_nbsp", "B", "2150000", "correct", "answer_is", (FAC_RU + "Ответ: 2\u00a0150\u00a0000 изделий.").replace("\n", "\r\n"), "ru: CRLF line ends; 'Answer: 2 150 000 articles' with no-break spaces (U+00A0) as thousands separators"),
    g("b_ok_de_bom", "B", "2.75", "correct", "answer_is", "\ufeff" + JUI_DE + "Die Antwort lautet 2,75 Liter.", "de: a BOM first; 'the answer is 2,75 litres'"),
    g("b_ok_ja_fullwidth_colon", "B", "17.25", "correct", "answer_is", BOO_JA + "答え：１７．２５ドル", "ja: 'Answer: １７．２５ dollars' in full-width digits and full-width full stop = 17.25"),
    g("b_ja_fullwidth_other", "A", "17.25", "wrong", "answer_is", BOO_JA.replace("3冊", "2冊").replace("3 × 5.75 = 17.25", "2 × 5.75 = 11.5") + "答え：１１．５ドル", "ja: 'buy 2 books ... Answer: １１．５ dollars' = 11.5"),
    g("b_ok_gold_spaces_ko", "B", " 268 ", "correct", "answer_is", STU_KO + "답: 268명", "ko: 'Answer: 268 people'; a gold stored with spaces"),
    g("b_ru_sign_lost", "A", "-7.5", "wrong", "answer_is", TEM_RU + "Ответ: 7,5 °C.", "ru: 'Answer: 7,5 °C': the sign dropped, 7.5 is not -7.5"),
    g("b_ok_ru_unicode_minus", "B", "-7.5", "correct", "hash", TEM_RU + "#### −7,5", "ru: '#### −7,5' with U+2212 minus and a decimal comma"),
    m("b_m_ok_zh_fullwidth_box", "B", G_LIN, "correct", "boxed", r"由 $4x + 3 = 16$ 得 $4x = 13$，所以 $x = \boxed{\dfrac{13}{4}}$。", "zh: 'from 4x + 3 = 16 we get 4x = 13, so x = [box dfrac 13/4].' Chinese full-width punctuation around the math"),
    m("b_m_zh_unclosed_box", "A", G_LIN, "no_answer", "truncated", r"由 $4x + 3 = 16$ 得 $4x = 13$，所以 $x = \boxed{\frac{13", "zh: 'from 4x + 3 = 16 we get 4x = 13, so x = [box cut off]': cut inside the box"),
    m("b_m_ok_ar_box_rtl", "B", G_SLOPE, "correct", "boxed", SLOPE_AR + "\nإذن الإجابة هي \u200f$\\boxed{-\\frac{4}{3}}$\u200f.", "ar: 'the slope equals (1 - 5)/(4 - 1) = -4/3. So the answer is [box -4/3]' with right-to-left marks around the math"),
    m("b_m_ar_sign_lost", "A", G_SLOPE, "wrong", "boxed", SLOPE_AR + "\nإذن الإجابة هي $\\boxed{\\frac{4}{3}}$.", "ar: 'So the answer is [box 4/3]': the sign lost"),
]
# fmt: on
# fmt: off
CASES_5 = [
    # ================================================================ MATH in the answer tag
    m("t_m_ok_zh_sentence", "B", G_DICE, "correct", "tag", th(r"两个骰子都不是 6 的概率是 $\frac{25}{36}$，所以至少一个 6 的概率是 $1 - \frac{25}{36} = \frac{11}{36}$。" + "\n") + r"<answer>概率为 $\frac{11}{36}$。</answer>", "zh: 'the probability that neither die is 6 is 25/36, so at least one 6 is 11/36.' Tag: 'the probability is 11/36.'"),
    m("t_m_zh_sentence_other", "A", G_DICE, "wrong", "tag", th(r"每个骰子是 6 的概率是 $\frac{1}{6}$，两个相加得 $\frac{1}{3}$。" + "\n") + r"<answer>概率为 $\frac{1}{3}$。</answer>", "zh: 'each die is 6 with probability 1/6, adding the two gives 1/3.' Tag: 'the probability is 1/3.'"),
    m("t_m_ok_ja_box", "B", G_ROOT, "correct", "tag", th(r"$28 = 4 \times 7$ なので $\sqrt{28} = 2\sqrt{7}$。" + "\n") + r"<answer>$\boxed{2\sqrt{7}}$ です。</answer>", "ja: 'since 28 = 4 × 7, sqrt28 = 2 sqrt7.' Tag: '[box 2 sqrt7] (it is).'"),
    m("t_m_ok_ko_poly", "B", G_POLY, "correct", "tag", th(r"$(x + 7)(x - 2) = x^2 - 2x + 7x - 14$" + "\n") + r"<answer>전개하면 $x^2 + 5x - 14$입니다.</answer>", "ko: 'expanding, it is x^2 + 5x - 14.' The Korean copula glued after the math"),
    m("t_m_ko_poly_other", "A", G_POLY, "wrong", "tag", th(r"$(x + 7)(x - 2) = x^2 + 2x - 7x - 14$" + "\n") + r"<answer>전개하면 $x^2 - 5x - 14$입니다.</answer>", "ko: 'expanding, it is x^2 - 5x - 14.' (sign slip)"),
    m("t_m_ok_vi_slope", "B", G_SLOPE, "correct", "tag", th(r"Hệ số góc $k = \frac{1 - 5}{4 - 1} = -\frac{4}{3}$." + "\n") + r"<answer>Hệ số góc là $-\frac{4}{3}$.</answer>", "vi: 'the slope is -4/3.'"),
    m("t_m_vi_slope_sign", "A", G_SLOPE, "wrong", "tag", th(r"Hệ số góc $k = \frac{5 - 1}{4 - 1} = \frac{4}{3}$." + "\n") + r"<answer>Hệ số góc là $\frac{4}{3}$.</answer>", "vi: 'the slope is 4/3.' (the points' order mixed in the numerator only)"),
    m("t_m_ok_id_decimal", "B", G_LIN, "correct", "tag", th(r"$4x + 3 = 16$, jadi $4x = 13$ dan $x = 3{,}25$." + "\n") + "<answer>x = 3,25</answer>", "id: '4x + 3 = 16, so 4x = 13 and x = 3,25.' Tag: x = 3,25 (decimal comma) = 13/4 exactly"),
    m("t_m_id_decimal_other", "A", G_LIN, "wrong", "tag", th(r"$4x + 3 = 16$, jadi $4x = 19$ dan $x = 4{,}75$." + "\n") + "<answer>x = 4,75</answer>", "id: '... so 4x = 19 and x = 4,75' (sign slip). Tag: x = 4,75 = 19/4"),
    m("t_m_pl_interval_other", "A", G_INT, "wrong", "tag", th(r"$|x - 3| < 4$, więc $-1 < x < 7$." + "\n") + r"<answer>Odpowiedź: $x \in \langle -1, 7 \rangle$</answer>", "pl: 'Answer: x ∈ ⟨-1, 7⟩' — Polish school notation for the CLOSED interval [-1, 7]; the inequality is strict"),
    m("t_m_ok_pl_interval", "B", G_INT, "correct", "tag", th(r"$|x - 3| < 4$, więc $-1 < x < 7$." + "\n") + r"<answer>Odpowiedź: $x \in (-1, 7)$</answer>", "pl: 'Answer: x ∈ (-1, 7)'"),

    # ================================================================ MATH phrase / marker combinations
    m("h_m_ok_de_phrase_hash", "B", G_RED, "correct", "hash", r"Es gibt $5 + 3 = 8$ Kugeln, davon $5$ rote." + "\nDie Antwort lautet: #### 5/8", "de: 'there are 8 balls, 5 of them red. The answer is: #### 5/8'"),
    m("h_m_ru_box_then_answer_line", "A", G_RED, "wrong", "boxed", r"Всего $8$ шаров, из них $5$ красных, поэтому $P = \boxed{\frac{5}{8}}$." + "\n\nОтвет: $\\frac{3}{8}$", "ru: 'there are 8 balls, 5 red, so P = [box 5/8].' then 'Answer: 3/8': a foreign answer line after the box disagrees, two final answers"),
    m("h_m_ok_ru_box_then_answer_line", "B", G_RED, "correct", "boxed", r"Всего $8$ шаров, из них $5$ красных, поэтому $P = \boxed{\frac{5}{8}}$." + "\n\nОтвет: $\\frac{5}{8}$", "ru: the box and the 'Answer:' line agree on 5/8"),
    m("h_m_ok_ja_minerva", "B", G_SQ, "correct", "minerva", r"$\left(\frac{3}{4}\right)^2 = \frac{3^2}{4^2} = \frac{9}{16}$ となります。" + "\n" + MINERVA.format(r"$\frac{9}{16}$"), "ja: '(3/4)^2 = 9/16 (it becomes)' then an English Minerva line"),
    m("h_m_ja_minerva_then_teisei", "A", G_SQ, "wrong", "minerva", r"$\left(\frac{3}{4}\right)^2 = \frac{9}{16}$ となります。" + "\n" + MINERVA.format(r"$\frac{9}{16}$") + "\n\n訂正：問題は $\\frac{3}{4} \\times 2$ でしたので、正しい答えは $\\frac{3}{2}$ です。", "ja: after the Minerva line, 'Correction: the problem was 3/4 × 2, so the correct answer is 3/2.'"),

    # ================================================================ MATH exactness in the languages' notations
    m("x_m_ok_vi_decimal_comma", "B", G_LIN, "correct", "boxed", r"Ta có $4x = 13$ nên $x = \boxed{3{,}25}$.", "vi: 'we have 4x = 13 so x = [box 3,25]' = 13/4 exactly"),
    m("x_m_vi_decimal_rounded", "A", G_LIN, "wrong", "boxed", r"Ta có $4x = 13$ nên $x \approx \boxed{3{,}3}$.", "vi: 'so x ≈ [box 3,3]': rounded"),
    m("x_m_ok_ru_slash", "B", G_LIN, "correct", "answer_is", r"$4x + 3 = 16$, $4x = 13$." + "\nОтвет: x = 13/4.", "ru: 'Answer: x = 13/4.'"),
    m("x_m_ok_pl_slash", "B", G_SQ, "correct", "answer_is", r"$\left(\frac{3}{4}\right)^2 = \frac{9}{16}$" + "\nOdpowiedź: 9/16", "pl: 'Answer: 9/16'"),
    m("x_m_ko_decimal_dice", "A", G_DICE, "wrong", "boxed", r"$1 - \left(\frac{5}{6}\right)^2 = 1 - \frac{25}{36} \approx 0.31$ 이므로 답은 $\boxed{0.31}$ 입니다.", "ko: 'since 1 - 25/36 ≈ 0.31, the answer is [box 0.31]': rounded (11/36 = 0.30555...)"),
    m("x_m_ok_it_sqrt28", "B", G_ROOT, "correct", "boxed", r"La risposta è $\boxed{\sqrt{28}}$, cioè $2\sqrt{7}$ semplificato... quindi $\boxed{2\sqrt{7}}$.", "it: 'the answer is [box sqrt28], i.e. 2 sqrt7 simplified... so [box 2 sqrt7]': both boxes are the same value"),
    m("x_m_th_root_other", "A", G_ROOT, "wrong", "boxed", r"$\sqrt{28} = \sqrt{4 \cdot 7} = 4\sqrt{7}$ ดังนั้นคำตอบคือ $\boxed{4\sqrt{7}}$", "th: 'sqrt28 = sqrt(4 · 7) = 4 sqrt7, so the answer is [box 4 sqrt7]': the 4 not rooted"),
    m("x_m_ok_th_root", "B", G_ROOT, "correct", "boxed", r"$\sqrt{28} = \sqrt{4 \cdot 7} = 2\sqrt{7}$ ดังนั้นคำตอบคือ $\boxed{2\sqrt{7}}$", "th: 'so the answer is [box 2 sqrt7]'"),
    m("x_m_ok_fa_inequality", "B", G_INT, "correct", "boxed", r"از $|x - 3| < 4$ داریم $-4 < x - 3 < 4$، پس $\boxed{-1 < x < 7}$.", "fa: 'from |x - 3| < 4 we have -4 < x - 3 < 4, so [box -1 < x < 7]': the interval written as an inequality, the same set"),
    m("x_m_ok_de_semicolon_pair", "B", G_SYS, "correct", "answer_is", SYS_DE + "\nDie Lösung ist $(x; y) = (2; -5)$.", "de: 'the solution is (x; y) = (2; -5)': the semicolon that decimal-comma countries use in pairs"),
    m("x_m_ru_semicolon_swapped", "A", G_SYS, "wrong", "answer_is", SYS_RU + "\nОтвет: $(-5; 2)$.", "ru: 'Answer: (-5; 2)': the pair swapped"),
    m("x_m_ok_ru_semicolon_pair", "B", G_SYS, "correct", "answer_is", SYS_RU + "\nОтвет: $(2; -5)$.", "ru: 'Answer: (2; -5)'"),

    # ================================================================ MATH negation, annotation, text in boxes
    m("n_m_fr_pas_mais", "A", G_SLOPE, "wrong", "boxed", r"La pente vaut $\frac{5 - 1}{4 - 1}$. La pente n'est pas $-\frac{4}{3}$ mais $\boxed{\frac{4}{3}}$.", "fr: 'the slope is (5 - 1)/(4 - 1). The slope is not -4/3 but [box 4/3].'"),
    m("n_m_ok_fr_pas_mais", "B", G_SLOPE, "correct", "boxed", r"La pente vaut $\frac{1 - 5}{4 - 1}$. La pente n'est pas $\frac{4}{3}$ mais $\boxed{-\frac{4}{3}}$.", "fr: 'the slope is not 4/3 but [box -4/3].'"),
    m("n_m_es_tachado", "A", G_DICE, "wrong", "boxed", r"La probabilidad es $\boxed{\sout{\frac{11}{36}}\ \frac{1}{3}}$.", "es: 'the probability is [box: 11/36 struck out, then 1/3]'"),
    m("n_m_ok_ar_walaysat", "B", G_RED, "correct", "boxed", r"الإجابة $\boxed{\frac{5}{8}}$ وليست $\frac{3}{8}$.", "ar: 'the answer is [box 5/8] and not 3/8.'"),
    m("n_m_ar_walaysat_other", "A", G_RED, "wrong", "boxed", r"الإجابة $\boxed{\frac{3}{8}}$ وليست $\frac{5}{8}$.", "ar: 'the answer is [box 3/8] and not 5/8.'"),
    m("u_m_ok_ru_text_in_box", "B", G_SYS, "correct", "boxed", SYS_RU + "\n" + r"$\boxed{\text{Ответ: } (2, -5)}$", "ru: the box holds \\text{Ответ: } ('Answer:') and (2, -5)"),
    m("u_m_es_text_in_box_other", "A", G_RED, "wrong", "boxed", r"Hay $3$ azules de $8$. $\boxed{\text{Respuesta: } \frac{3}{8}}$", "es: 'there are 3 blue of 8. [box Answer: 3/8]'"),
    m("u_m_ok_de_text_in_box", "B", G_LIN, "correct", "boxed", LIN_DE + "\n" + r"$\boxed{\text{Lösung: } x = \tfrac{13}{4}}$", "de: the box holds \\text{Lösung: } ('solution:') and x = 13/4"),
    m("u_m_ok_zh_label_after", "B", G_SLOPE, "correct", "boxed", r"斜率为 $\frac{1 - 5}{4 - 1}$，即 $\boxed{-\frac{4}{3}}$（斜率）", "zh: 'the slope is (1 - 5)/(4 - 1), i.e. [box -4/3] (slope)': a label after the box"),

    # ================================================================ MATH retractions, closings, reports
    m("r_m_ok_zh_r1final_thanks", "B", G_DICE, "correct", "boxed", th(r"没有 6 的概率 $\frac{25}{36}$，所以答案 $\frac{11}{36}$。" + "\n") + r1final(r"\frac{11}{36}") + "\n\n希望对你有帮助！", "zh: 'no six with probability 25/36, so the answer 11/36' in the thinking; an R1 final block; then 'I hope this helps you!'"),
    m("r_m_ru_minerva_then_otvet", "A", G_SYS, "wrong", "minerva", SYS_RU + "\n" + MINERVA.format("$(2, -5)$") + "\n\nОтвет: $(-5, 2)$.", "ru: after an English Minerva line with the gold, 'Answer: (-5, 2).' Two final answers, the last the swapped pair"),
    m("r_m_ok_ko_minerva_check", "B", G_SYS, "correct", "minerva", SYS_KO + "\n" + MINERVA.format("$(2, -5)$") + "\n\n검산: $2 + (-5) = -3$ ✓", "ko: after the Minerva line, 'Check: 2 + (-5) = -3 ✓'"),
    m("r_m_tr_aslinda", "A", G_POLY, "wrong", "boxed", r"$(x + 7)(x - 2) = x^2 + 5x - 14$. Cevap: $\boxed{x^2 + 5x - 14}$." + "\n\nAslında hata yaptım: $-2x + 7x$ değil $2x - 7x$ olmalı, yani $\\boxed{x^2 - 5x - 14}$.", "tr: 'Answer: [box x^2 + 5x - 14].' then 'Actually I made a mistake: it should be 2x - 7x not -2x + 7x, so [box x^2 - 5x - 14].'"),
    m("r_m_ok_tr_kontrol", "B", G_POLY, "correct", "boxed", r"$(x + 7)(x - 2) = x^2 + 5x - 14$. Cevap: $\boxed{x^2 + 5x - 14}$." + "\n\nKontrol: $x = 1$ için $8 \\cdot (-1) = -8$ ve $1 + 5 - 14 = -8$ ✓", "tr: 'Answer: [box].' then 'Check: for x = 1, 8 · (-1) = -8 and 1 + 5 - 14 = -8 ✓'"),
    m("r_m_ok_fr_pleasantry", "B", G_RED, "correct", "boxed", RED_FR + r" La probabilité est donc $\boxed{\frac{5}{8}}$." + "\n\nJ'espère que c'est clair ! N'hésite pas si tu as besoin d'autres exemples, par exemple la probabilité d'une bille bleue serait $\\frac{3}{8}$.", "fr: 'the probability is therefore [box 5/8].' then 'I hope it is clear! Ask if you need other examples, e.g. the probability of a blue marble would be 3/8.' A hypothetical aside after the committed answer"),
    m("q_m_es_si_fuera", "A", G_RED, "wrong", "boxed", r"Si la pregunta fuera por las rojas, la respuesta sería $\frac{5}{8}$; pero se pregunta por las azules, así que la respuesta es $\boxed{\frac{3}{8}}$.", "es: 'if the question were about the red ones, the answer would be 5/8; but it asks about the blue ones, so the answer is [box 3/8].' (the gold 5/8 is for red: the model misread)"),
    m("q_m_ok_it_libro", "B", G_DICE, "correct", "boxed", r"Il libro riporta $\frac{1}{3}$, ma quel valore conta due volte il doppio sei. " + DICE_IT + r" La risposta è $\boxed{\frac{11}{36}}$.", "it: 'the book gives 1/3, but that value counts the double six twice.' then the complement working and 'the answer is [box 11/36].'"),
    m("q_m_ru_uchebnik_only", "A", G_SYS, "no_answer", "none", r"В учебнике ответ $(2, -5)$, но у меня не получается решить эту систему: я не понимаю, как исключить $y$.", "ru: 'the textbook's answer is (2, -5), but I cannot solve this system: I do not understand how to eliminate y.' Only a report"),
    m("q_m_ok_th_invented_turn_after", "B", G_INT, "correct", "boxed", INT_TH + "\n" + r"คำตอบคือ $\boxed{(-1, 7)}$" + IM_USER + r"ขอบคุณครับ แล้วถ้าเป็น $|x - 3| \le 4$ ล่ะ คำตอบคือ $[-1, 7]$ ใช่ไหม", "th: 'so the answer is [box (-1, 7)]' then an invented user turn: 'thanks, and if it were |x - 3| <= 4, is the answer [-1, 7]?' The invented turn does not count"),
    m("q_m_uk_invented_turn_gold", "A", G_INT, "wrong", "boxed", INT_UK + r" Відповідь: $\boxed{[-1, 7]}$" + IM_USER + r"Ні, правильна відповідь $(-1, 7)$, бо нерівність строга.", "uk: 'Answer: [box [-1, 7]]' then an invented user turn: 'No, the right answer is (-1, 7), because the inequality is strict.' The gold only in the invented turn"),
    m("b_m_ok_zh_crlf", "B", G_SQ, "correct", "boxed", (r"$\left(\frac{3}{4}\right)^2 = \frac{9}{16}$" + "\n所以答案是 " + r"$\boxed{\frac{9}{16}}$。").replace("\n", "\r\n"), "zh: CRLF line ends; 'so the answer is [box 9/16].'"),
    m("b_m_ok_fa_zwnj", "B", G_SLOPE, "correct", "boxed", SLOPE_FA + "\nبنابراین پاسخ نهایی می\u200cشود $\\boxed{-\\frac{4}{3}}$.", "fa: 'the slope equals -4/3. Therefore the final answer equals [box -4/3]' with a zero-width non-joiner (U+200C) in the Persian text"),
    m("b_m_ok_gold_newline_hi", "B", G_POLY + "\n", "correct", "boxed", POLY_HI + r" उत्तर: $\boxed{x^2 + 5x - 14}$", "hi: 'Answer: [box]'; a gold stored with a trailing newline"),
    m("b_m_ok_zh_fullwidth_comma_pair", "B", G_SYS, "correct", "answer_is", r"两式相加得 $4x = 8$，所以 $x = 2$，$y = -5$。" + "\n答：方程组的解为 (2，-5)。", "zh: 'adding the equations gives 4x = 8, so x = 2, y = -5. Answer: the system's solution is (2，-5)' with a full-width comma (U+FF0C) in the pair, outside math mode"),
]
# fmt: on

CASES = CASES_1 + CASES_2 + CASES_3 + CASES_4 + CASES_5

DECISIONS = {
    "r_m_ru_withdrawn": (
        "reject",
        "the model calls its boxed (2, -5) incorrect and gives nothing new: a withdrawn value is not its answer (rounds 20-21: wrong)",
    ),
    "u_ar_meters": (
        "reject",
        "746000 metres is the same distance, but the number stated is not the gold's count of kilometres (round 1's decision: degrees are not radians)",
    ),
    "h_es_temp_sign_lost": (
        "reject",
        "the #### value is 7,5 without its sign; the phrase's 'bajo cero' (below zero) does not change the marked value (round 21's h_hash_sign_lost)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam56", CASES, [], DECISIONS)
