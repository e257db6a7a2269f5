r"""Build adversarial_redteam72.jsonl: a seventy-second round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam72", issue 25), written by a NEW helper author
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
or any earlier multilingual round, and WITHOUT running the checker (or any grader, math-verify or
sympy) on these probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md
("Fields", "How labels were made"), corpus_build.py, build_adversarial_redteam21.py (structure and
label rules) and the issue text were read. Labels were made by reading; python was used only for
arithmetic on plain numbers.

Aim of this round: the eight classes of the issue with answers written in languages OTHER than
English, as multilingual models write them: Chinese, Japanese, Korean, Russian, Ukrainian, German,
French, Spanish, Portuguese, Italian, Dutch, Polish, Czech, Swedish, Greek, Turkish, Arabic,
Persian, Hebrew, Hindi, Bengali, Vietnamese, Indonesian, Thai, Tagalog (25), and mixed outputs
(English thinking drifting into Chinese, Hinglish, Taglish). Answer phrases of each language,
decimal commas, dot and space thousands separators, Indian lakh grouping, scale words (万, nghìn,
हज़ार, लाख, هزار), native digits (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width),
counters and units, negation and correction idioms, checks after the answer, closings, reported
and hypothetical speech, answer tags holding sentences in the language.

Problems and golds (arithmetic checked by hand, then on plain numbers with python):
GSM8K path
- ZH orchard: 27 rows of 34 trees = 918 (27*34 = 810 + 108); 159 sold -> 759 (check 759 + 159 = 918).
  Slip: 195 sold -> 918 - 195 = 723.
- JA notebooks: 7 * 1,260 yen = 8,820; + bag 3,520 -> 12,340 yen (= 1万2340円). Without the bag 8,820.
- RU train: 74 km/h for 4.5 h -> 333 km (74*4 = 296, + 37). Slip: 4 h -> 296.
- DE bread: 6 * 2.35 EUR = 14.10 -> gold 14.1. Slip: 2.53 read -> 6 * 2.53 = 15.18.
- ES shirts: 3/5 of 1,875 sold = 5,625 / 5 = 1,125 -> gold 1125 (sold); left 750.
- FR tank: 85 % of 1,200 L = 1,020 -> gold 1020. Slip: 58 % -> 696.
- HI car: Rs 4,80,000 less 15 % (72,000) -> Rs 4,08,000 -> gold 408000 (= 4.08 lakh = 408 thousand).
- AR pens: 13 * 26 = 338; 85 given -> 253. Slip: 58 given -> 280.
- KO running: 2.4 km a day for 2 weeks (14 days) -> 33.6 km. Slip: one week -> 16.8.
- TR books: 23 * 36 = 828; 4 branches -> 207 (check 207 * 4 = 828). Slip: 3 branches -> 276.
- PT salary: R$ 2,340 less 35 % (819) -> R$ 1,521 -> gold 1521.
- VI apples: 3.5 kg at 45,000 dong -> 157,500 dong -> gold 157500 (= 157,5 nghìn).
- PL temperature: 2.5 C falling 1.5 C an hour for 7 h (10.5) -> -8.
- ID eggs: 7 dozen = 84; 23 sold -> 61 (= 5 dozen and 1).
- TH stationery: 14 * 35 = 490 + 9 * 15 = 135 -> 625 baht.
- NL cyclist: 18 km/h for 2 h 15 min = 2.25 h -> 40.5 km. Slip: 2.15 h -> 38.7.
- UK school: 434 pupils, 3/7 boys = 186 -> girls 248.
- IT books: 3 * 18.75 = 56.25; change from 100 -> 43.75.
- SV savings: 350 kr a month for 1.5 years = 18 months -> 6,300 kr.
- CS hens: 148 * 5 = 740 eggs a week. Slip: 184 hens -> 920.
- EL buses: 8 * 52 = 416 seats; 379 pupils -> 37 empty seats.
- FA apples: 3 kg at 85,000 toman -> 255,000 toman (= ۲۵۵ هزار).
- HE book: 456 pages at 24 a day -> 19 days (24 * 19 = 456). Slip: 12 a day -> 38.
- BN marbles: 6 boxes of 48 -> 288.
- TL shopping: 5 kg rice at P52 = 260; 2 dozen eggs = 24 at P8 = 192 -> P452. Slip: 2 eggs -> 276.
MATH path
- two of 7 red and 3 blue balls both red: C(7,2)/C(10,2) = 21/45 = \frac{7}{15} (0.4666...).
- distance (2, -1) to (-5, 3): sqrt(49 + 16) = \sqrt{65} (8.062...).
- |2x + 3| < 11: -14 < 2x < 8 -> (-7, 4). Slip: closed ends [-7, 4].
- (2 - 5i)(3 + i) = 6 + 2i - 15i - 5i^2 = 11 - 13i. Slip: -5i^2 taken as -5 -> 1 - 13i.
- 260 degrees = 260\pi/180 = \frac{13\pi}{9} (4.537...). Slip: /360 -> 13\pi/18.
- 4231_5 = 500 + 50 + 15 + 1 = 566.
- vertex of y = 3x^2 - 18x + 5: x = 3, y = 27 - 54 + 5 = -22 -> (3, -22). Slip: y = 22.
- C(14, 4) = 24024 / 24 = 1001. Slip: C(14, 3) = 2184 / 6 = 364.
- 0.\overline{63} = 63/99 = \frac{7}{11} (0.6363...).
- \sqrt{243} = \sqrt{81 * 3} = 9\sqrt{3} (15.588...). Slip: 3\sqrt{3}.
- inverse of f(x) = 4x - 7: \frac{x+7}{4}.
- circle of radius 13: 169\pi (530.93...). Slip: the circumference 26\pi.
- f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
- det [[5, -2], [3, 4]] = 20 + 6 = 26. Slip: 20 - 6 = 14.
- interior angles of a heptagon: 5 * 180 = 900.
- 3x^2 - 10x - 8 = (3x + 2)(x - 4) -> -\frac{2}{3}, 4.

Ids: the first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, thousands separators, scale words, rounding, decimals for exact golds);
`n_` negation, strike-out, annotation; `u_` words after a number (units, counters, scale words);
`r_` retractions after the answer and harmless after-text (checks, closings); `q_` quoted,
reported, hypothetical text and invented turns; `b_` bad input a JSON corpus can hold (no lone
surrogates). Then the language code (zh, ja, ko, ru, uk, de, fr, es, pt, it, nl, pl, cs, sv, el,
tr, ar, fa, he, hi, bn, vi, id, th, tl; `mix` for mixed-language text; `none` for text with no
language). `_m_` marks a MATH probe,
`_ok_` kind B. Every note glosses the non-English text it turns on.

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write, which a strict checker may refuse.

Labels (corpus/README.md "How labels were made", round 21's conventions): the model's LAST
COMMITTED final answer decides. A value it withdraws, negates, or only mentions as a hypothetical,
a quotation or someone else's claim is not its answer. A hedge between two values, or two different
final answers, is `wrong`. No final answer is `no_answer` (a negation with nothing after, a
withdrawal with nothing new, a placeholder, only a quotation or hypothetical, a cut-off). A value
equal to the gold mathematically is `correct` whatever the language's number writing (decimal
comma, dot or space thousands separators, lakh grouping, scale words, native digits) as long as
the reading is the one the language's convention and the working give; a decimal for an exact
irrational or repeating gold is `wrong`; a value the model itself marks wrong or withdraws, with no
other value after it, is `no_answer` (round 21 said `wrong`; both are refused); an explicit
correction after the answer makes the corrected value the final one; a check, a pleasantry or a
hypothetical after a committed answer does not replace it; text in an invented next turn does not
count; in an <answer> tag a sentence, an equation chain or a box is read for the value it states,
an unclosed tag still holds its answer. Debatable probes carry `"debatable": true`, the reasoning
in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam72.py
"""

from corpus_build import IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-path working, by language
# ZH gold 759 (27 * 34 = 918; 918 - 159 = 759). Slip: 195 sold -> 723.
ZH = "果园里有 27 排苹果树，每排 34 棵，共有 27 × 34 = 918 棵。\n卖掉 159 棵后，剩下 918 − 159 = 759 棵。\n"
ZH_SLIP = "果园里有 27 排苹果树，每排 34 棵，共有 27 × 34 = 918 棵。\n卖掉 195 棵后，剩下 918 − 195 = 723 棵。\n"
# JA gold 12340 (1,260 * 7 = 8,820; + 3,520 = 12,340). Without the bag: 8,820.
JA = "ノート1冊は1,260円なので、7冊で 1,260 × 7 = 8,820円です。\nかばんは3,520円なので、合計は 8,820 + 3,520 = 12,340円です。\n"
JA_NOBAG = "ノート1冊は1,260円なので、7冊で 1,260 × 7 = 8,820円です。\n"
# RU gold 333 (74 * 4.5). Slip: 4 h -> 296.
RU = "Скорость поезда 74 км/ч, время в пути 4,5 часа.\nРасстояние: 74 · 4,5 = 333 км.\n"
RU_SLIP = "Скорость поезда 74 км/ч, время в пути 4 часа.\nРасстояние: 74 · 4 = 296 км.\n"
# DE gold 14.1 (6 * 2.35 = 14.10). Slip: 2.53 -> 15.18.
DE = "Ein Brot kostet 2,35 €. Für 6 Brote zahlt sie 6 · 2,35 € = 14,10 €.\n"
DE_SLIP = "Ein Brot kostet 2,53 €. Für 6 Brote zahlt sie 6 · 2,53 € = 15,18 €.\n"
# ES gold 1125 (3/5 of 1875 sold); 750 left.
ES = "La tienda tenía 1.875 camisetas y vendió 3/5 de ellas.\n3/5 de 1.875 = 1.875 × 3 ÷ 5 = 5.625 ÷ 5 = 1.125 camisetas vendidas.\n"
ES_REST = ES + "Le quedan 1.875 − 1.125 = 750 camisetas.\n"
# FR gold 1020 (1200 * 0.85). Slip: 58 % -> 696.
FR = "Le réservoir contient 1 200 litres quand il est plein.\nÀ 85 %, il contient 1 200 × 0,85 = 1 020 litres.\n"
FR_SLIP = "Le réservoir contient 1 200 litres quand il est plein.\nÀ 58 %, il contient 1 200 × 0,58 = 696 litres.\n"
# HI gold 408000 (480000 - 72000).
HI = "कार की कीमत ₹4,80,000 है।\n15% छूट = 4,80,000 × 15/100 = ₹72,000\nछूट के बाद कीमत = 4,80,000 − 72,000 = ₹4,08,000\n"
# AR gold 253 (13 * 26 = 338; 338 - 85). Slip: 58 given -> 280.
AR = "عدد الأقلام في الصناديق: 13 × 26 = 338 قلمًا.\nبعد توزيع 85 قلمًا يبقى: 338 − 85 = 253 قلمًا.\n"
AR_SLIP = (
    "عدد الأقلام في الصناديق: 13 × 26 = 338 قلمًا.\nبعد توزيع 58 قلمًا يبقى: 338 − 58 = 280 قلمًا.\n"
)
# KO gold 33.6 (2.4 * 14). Slip: one week -> 16.8.
KO = "민수는 하루에 2.4km를 달립니다.\n2주는 14일이므로 2.4 × 14 = 33.6km입니다.\n"
KO_SLIP = "민수는 하루에 2.4km를 달립니다.\n1주는 7일이므로 2.4 × 7 = 16.8km입니다.\n"
# TR gold 207 (23 * 36 = 828; / 4). Slip: / 3 -> 276.
TR = "Toplam kitap sayısı: 23 × 36 = 828.\nDört şubeye eşit dağıtılırsa her şubeye 828 ÷ 4 = 207 kitap düşer.\n"
TR_SLIP = "Toplam kitap sayısı: 23 × 36 = 828.\nÜç şubeye eşit dağıtılırsa her şubeye 828 ÷ 3 = 276 kitap düşer.\n"
# PT gold 1521 (2340 - 819).
PT = "João ganha R$ 2.340,00 por mês e gasta 35% com aluguel.\n35% de 2.340 = 0,35 × 2.340 = R$ 819,00.\nSobram 2.340 − 819 = R$ 1.521,00.\n"
# VI gold 157500 (45000 * 3.5).
VI = "Giá 1 kg táo là 45.000 đồng.\nMua 3,5 kg thì phải trả 45.000 × 3,5 = 157.500 đồng.\n"
# PL gold -8 (2.5 - 7 * 1.5).
PL = "Temperatura początkowa: 2,5°C.\nSpadek w ciągu 7 godzin: 7 · 1,5 = 10,5°C.\nTemperatura końcowa: 2,5 − 10,5 = −8°C.\n"
# ID gold 61 (7 * 12 = 84; 84 - 23).
ID = "7 lusin telur = 7 × 12 = 84 butir.\nSetelah terjual 23 butir, sisa telur = 84 − 23 = 61 butir.\n"
# TH gold 625 (490 + 135).
TH = "ค่าสมุด 14 เล่ม × 35 บาท = 490 บาท\nค่าปากกา 9 ด้าม × 15 บาท = 135 บาท\nรวมทั้งหมด 490 + 135 = 625 บาท\n"
# NL gold 40.5 (18 * 2.25). Slip: 2.15 h -> 38.7.
NL = "2 uur en 15 minuten is 2,25 uur.\nAfstand = 18 km/u × 2,25 u = 40,5 km.\n"
NL_SLIP = "2 uur en 15 minuten is 2,15 uur.\nAfstand = 18 km/u × 2,15 u = 38,7 km.\n"
# UK gold 248 (434 * 3/7 = 186 boys; 434 - 186).
UK = "Хлопців: 434 · 3/7 = 186.\nДівчат: 434 − 186 = 248.\n"
# IT gold 43.75 (100 - 3 * 18.75).
IT = "Tre libri costano 3 × 18,75 € = 56,25 €.\nIl resto da 100 € è 100 − 56,25 = 43,75 €.\n"
# SV gold 6300 (350 * 18).
SV = "1,5 år är 18 månader.\nAnna sparar 350 kr × 18 = 6 300 kr.\n"
# CS gold 740 (148 * 5). Slip: 184 hens -> 920.
CS = "Farmář má 148 slepic a každá snese za týden 5 vajec.\nZa týden je to 148 · 5 = 740 vajec.\n"
CS_SLIP = (
    "Farmář má 184 slepic a každá snese za týden 5 vajec.\nZa týden je to 184 · 5 = 920 vajec.\n"
)
# EL gold 37 (8 * 52 = 416; 416 - 379).
EL = "Τα 8 λεωφορεία έχουν 8 × 52 = 416 θέσεις.\nΟι μαθητές είναι 379, άρα μένουν 416 − 379 = 37 κενές θέσεις.\n"
# FA gold 255000 (3 * 85000), Persian digits, U+066C thousands separator.
FA = "قیمت هر کیلو سیب ۸۵٬۰۰۰ تومان است.\nبرای ۳ کیلو: ۳ × ۸۵٬۰۰۰ = ۲۵۵٬۰۰۰ تومان.\n"
# HE gold 19 (456 / 24). Slip: 12 a day -> 38.
HE = "בספר יש 456 עמודים ודני קורא 24 עמודים ביום.\n456 ÷ 24 = 19, ולכן הוא יסיים את הספר ב-19 ימים.\n"
# BN gold 288 (6 * 48), Bengali digits.
BN = "৬টি বাক্সের প্রতিটিতে ৪৮টি মার্বেল আছে।\nমোট মার্বেল = ৬ × ৪৮ = ২৮৮টি।\n"
# TL gold 452 (260 + 192). Slip: 2 eggs, not 2 dozen -> 260 + 16 = 276.
TL = "Bigas: 5 kilo × ₱52 = ₱260\nItlog: 2 dosena = 24 itlog × ₱8 = ₱192\nKabuuan: ₱260 + ₱192 = ₱452\n"
TL_SLIP = "Bigas: 5 kilo × ₱52 = ₱260\nItlog: 2 × ₱8 = ₱16\nKabuuan: ₱260 + ₱16 = ₱276\n"
# Mixed: English thinking drifting into Chinese (orchard, gold 759).
MIX_ZH = "Let me compute the total first: 27 × 34 = 918 trees.\n然后卖掉 159 棵，所以 918 − 159 = 759。\n"

# ================================================================ MATH-path working
G_PROB = r"\frac{7}{15}"
M_PROB = r"从 7 个红球和 3 个蓝球中任取 2 个，共有 $\binom{10}{2} = 45$ 种取法，两个都是红球的取法有 $\binom{7}{2} = 21$ 种，所以概率为 $\frac{21}{45}$"
G_DIST = r"\sqrt{65}"
M_DIST = r"Der Abstand ist $\sqrt{(-5-2)^2 + (3-(-1))^2} = \sqrt{49 + 16}$"
G_INT = "(-7, 4)"
M_INT = r"$|2x + 3| < 11 \iff -11 < 2x + 3 < 11 \iff -14 < 2x < 8 \iff -7 < x < 4$."
G_CPX = "11 - 13i"
M_CPX = r"Desarrollamos: $(2 - 5i)(3 + i) = 6 + 2i - 15i - 5i^2 = 6 - 13i + 5$"
M_CPX_SLIP = r"Desarrollamos: $(2 - 5i)(3 + i) = 6 + 2i - 15i - 5i^2 = 6 - 13i - 5$"
G_RAD = r"\frac{13\pi}{9}"
M_RAD = r"On multiplie par $\frac{\pi}{180^\circ}$ : $260^\circ \times \frac{\pi}{180^\circ} = \frac{260\pi}{180}$"
M_RAD_SLIP = r"On multiplie par $\frac{\pi}{360^\circ}$ : $260^\circ \times \frac{\pi}{360^\circ} = \frac{260\pi}{360}$"
G_BASE = "566"
M_BASE = r"$4231_5 = 4 \cdot 5^3 + 2 \cdot 5^2 + 3 \cdot 5 + 1 = 500 + 50 + 15 + 1$"
G_VTX = "(3, -22)"
M_VTX = r"꼭짓점의 $x$좌표는 $x = -\frac{-18}{2 \cdot 3} = 3$이고, $y = 3 \cdot 9 - 18 \cdot 3 + 5 = 27 - 54 + 5 = -22$입니다."
M_VTX_SLIP = r"꼭짓점의 $x$좌표는 $x = -\frac{-18}{2 \cdot 3} = 3$이고, $y = 3 \cdot 9 - 18 \cdot 3 + 5 = 27 - 54 + 5 = 22$입니다."
G_COMB = "1001"
M_COMB = r"$\binom{14}{4} = \frac{14 \cdot 13 \cdot 12 \cdot 11}{4!} = \frac{24024}{24}$"
G_REP = r"\frac{7}{11}"
M_REP = r"Sia $x = 0.\overline{63}$. Allora $100x = 63.\overline{63}$, quindi $99x = 63$ e $x = \frac{63}{99}$"
G_SQRT = r"9\sqrt{3}"
M_SQRT = r"Ta có $243 = 81 \cdot 3$, nên $\sqrt{243} = \sqrt{81} \cdot \sqrt{3}$"
G_INV = r"\frac{x+7}{4}"
M_INV = r"Niech $y = 4x - 7$. Wtedy $4x = y + 7$, czyli $x = \frac{y + 7}{4}$. Zamieniając zmienne"
G_AREA = r"169\pi"
M_AREA = r"Dairenin alanı $A = \pi r^2 = \pi \cdot 13^2$"
G_ZERO = "0"
M_ZERO = r"نعوّض $x = 3$: $f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_DET = "26"
M_DET = r"सारणिक $= 5 \cdot 4 - (-2) \cdot 3 = 20 + 6$"
G_HEPT = "900"
M_HEPT = r"Сума внутрішніх кутів $n$-кутника дорівнює $(n-2) \cdot 180^\circ$. Для семикутника $n = 7$: $5 \cdot 180^\circ$"
G_ROOTS = r"-\frac{2}{3}, 4"
M_ROOTS = r"We ontbinden: $3x^2 - 10x - 8 = (3x + 2)(x - 4) = 0$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "759", "wrong", "tag", th(ZH_SLIP) + "<answer>剩下 723 棵苹果树。</answer>", "the tag's sentence says 'there are 723 apple trees left' (195 misread for 159)"),
    g("t_ja_sentence_nobag", "A", "12340", "wrong", "tag", th(JA_NOBAG) + "<answer>合計は8,820円です。</answer>", "'the total is 8,820 yen': the bag left out"),
    g("t_ru_placeholder", "A", "333", "no_answer", "tag", th(RU) + "<answer>ваш окончательный ответ</answer>", "the tag holds the template text 'your final answer'; 333 only in the thinking"),
    g("t_es_equation_rest", "A", "1125", "wrong", "tag", th(ES_REST) + "<answer>1.875 − 1.125 = 750</answer>", "an equation chain that passes the gold 1.125 (= 1125) and ends at 750, the shirts left, not the ones sold"),
    g("t_de_empty", "A", "14.1", "no_answer", "tag", th(DE) + "<answer>\n</answer>", "an empty tag; 14,10 only in the thinking"),
    g("t_ko_two_tags", "A", "33.6", "wrong", "tag", th(KO) + "<answer>33.6km</answer>\n<answer>16.8km</answer>", "two tags, the last 16.8 km (one week)"),
    g("t_ar_box_other", "A", "253", "wrong", "tag", th(AR_SLIP) + "<answer>يتبقى \\boxed{280} قلمًا</answer>", "'there remain \\boxed{280} pens' (58 misread for 85)"),
    g("t_hi_think_cut", "A", "408000", "no_answer", "truncated", "<think>\n" + HI + "अब मैं उत्तर को", "cut inside the thinking ('now I [write] the answer'), no tag; the gold only in the working"),
    g("t_pt_tag_distractor", "A", "1521", "wrong", "tag", th(PT) + "<answer>João gasta R$ 819,00 com aluguel.</answer>", "'João spends R$ 819.00 on rent': the rent, not what is left"),
    g("t_vi_tag_hedge", "A", "157500", "wrong", "tag", th(VI) + "<answer>157.500 đồng hoặc 135.000 đồng</answer>", "'157,500 dong OR 135,000 dong': a hedge"),
    g("t_he_tag_question", "A", "19", "no_answer", "tag", th("בספר יש 456 עמודים ודני קורא 24 עמודים ביום.\n") + "<answer>כמה ימים ייקח לו לסיים את הספר?</answer>", "the tag repeats the question 'how many days will it take him to finish the book?'; no value"),
    m("t_m_fr_sentence_other", "A", G_RAD, "wrong", "tag", th(M_RAD_SLIP + r" $= \frac{13\pi}{18}$." + "\n") + r"<answer>La mesure en radians est $\frac{13\pi}{18}$.</answer>", "'the radian measure is 13\\pi/18' (divided by 360)"),
    m("t_m_zh_tag_decimal", "A", G_PROB, "wrong", "tag", th(M_PROB + r" $= \frac{7}{15}$。" + "\n") + "<answer>概率约为 0.47</answer>", "'the probability is about 0.47': a rounded decimal for 7/15 = 0.4666..."),
    m("t_m_ja_unknown", "A", G_BASE, "no_answer", "tag", th(M_BASE + r" $= 566$" + "\nでも基数の変換が合っているか自信がない。\n") + "<answer>わかりません</answer>", "the tag says 'I don't know' (the thinking: 'not sure the base conversion is right'); 566 only in the thinking"),
    g("t_ok_zh_sentence", "B", "759", "correct", "tag", th(ZH) + "<answer>剩下 759 棵苹果树。</answer>", "'759 apple trees are left'"),
    g("t_ok_ja_man", "B", "12340", "correct", "tag", th(JA) + "<answer>合計は1万2340円です。</answer>", "'the total is 1万2340 yen' = 12,340 (万 = 10,000)"),
    g("t_ok_ru_sentence", "B", "333", "correct", "tag", th(RU) + "<answer>Поезд проедет 333 км.</answer>", "'the train will travel 333 km'"),
    g("t_ok_es_thousands", "B", "1125", "correct", "tag", th(ES) + "<answer>Vendió 1.125 camisetas.</answer>", "'it sold 1.125 shirts': Spanish dot thousands separator, 1125 (shirts are whole, and the working gives 1.875 x 3/5)"),
    g("t_ok_de_comma", "B", "14.1", "correct", "tag", th(DE) + "<answer>Sie zahlt 14,10 €.</answer>", "'she pays 14,10 EUR': decimal comma, 14.10"),
    g("t_ok_ko_unit", "B", "33.6", "correct", "tag", th(KO) + "<answer>33.6km</answer>", "km glued to the number"),
    g("t_ok_ar_digits", "B", "253", "correct", "tag", th(AR) + "<answer>٢٥٣ قلمًا</answer>", "Arabic-Indic digits: ٢٥٣ = 253, 'pens'"),
    g("t_ok_hi_lakh", "B", "408000", "correct", "tag", th(HI) + "<answer>छूट के बाद कार की कीमत ₹4,08,000 है।</answer>", "'after the discount the car costs Rs 4,08,000': Indian lakh grouping = 408000"),
    g("t_ok_th_digits", "B", "625", "correct", "tag", th(TH) + "<answer>รวมทั้งหมด ๖๒๕ บาท</answer>", "'total 625 baht' in Thai digits ๖๒๕"),
    g("t_ok_tl_unclosed", "B", "452", "correct", "tag", th(TL) + "<answer>Ang kabuuang gastos ay ₱452.", "'the total cost is P452'; the tag is never closed"),
    g("t_ok_mix_en_zh", "B", "759", "correct", "tag", th(MIX_ZH) + "<answer>答案：759</answer>", "English thinking drifting into Chinese; the tag says 'answer: 759'"),
    g("t_ok_el_sentence", "B", "37", "correct", "tag", th(EL) + "<answer>Μένουν 37 κενές θέσεις.</answer>", "'37 empty seats remain'"),
    m("t_m_ok_fr_box", "B", G_RAD, "correct", "tag", th(M_RAD + r" $= \frac{13\pi}{9}$." + "\n") + r"<answer>$\boxed{\frac{13\pi}{9}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_zh_sentence", "B", G_PROB, "correct", "tag", th(M_PROB + r" $= \frac{7}{15}$。" + "\n") + r"<answer>所求概率为 $\frac{7}{15}$。</answer>", "'the required probability is 7/15'"),
    m("t_m_ok_ja_sentence", "B", G_BASE, "correct", "tag", th(M_BASE + r" $= 566$" + "\n") + "<answer>答えは $566$ です。</answer>", "'the answer is 566'"),
    m("t_m_ok_ko_point", "B", G_VTX, "correct", "tag", th(M_VTX + "\n") + "<answer>꼭짓점은 $(3, -22)$입니다.</answer>", "'the vertex is (3, -22)'"),

    # ================================================================ 2. phrase marker then ####
    g("h_zh_phrase_other", "A", "759", "wrong", "hash", ZH_SLIP + "答案是 723。\n#### 723", "'the answer is 723' and #### agree on 723"),
    g("h_ru_phrase_gold_hash_other", "A", "333", "wrong", "hash", RU + "Ответ: 333 км.\n#### 296", "'Answer: 333 km' then #### 296: two different final answers"),
    g("h_de_hash_gold_phrase_other", "A", "14.1", "wrong", "hash", DE + "#### 14,10\nAntwort: Sie zahlt 15,18 €.", "#### 14,10 then 'Answer: she pays 15,18 EUR': the last final answer is 15.18"),
    g("h_es_phrase_empty_hash", "A", "1125", "no_answer", "hash", ES + "La respuesta es:\n####", "'the answer is:' and an empty ####; the gold only in the working"),
    g("h_fr_hash_hedge", "A", "1020", "wrong", "hash", FR + "La réponse est 1 020 ou 696 litres.\n#### 1020", "'the answer is 1 020 OR 696 litres' before #### 1020: a hedge in the phrase; debatable whether the #### line settles it (proposed: wrong, two final values stated)", True),
    g("h_pt_distractor", "A", "1521", "wrong", "hash", PT + "Resposta: João gasta R$ 819,00 com aluguel.\n#### 819", "'Answer: João spends R$ 819.00 on rent', #### 819"),
    g("h_it_range", "A", "43.75", "wrong", "hash", IT + "La risposta è circa 40-45 euro.\n#### 40-45", "'the answer is about 40-45 euro': a range"),
    g("h_uk_distractor", "A", "248", "wrong", "hash", UK + "Відповідь: 186 хлопців.\n#### 186", "'Answer: 186 boys': the boys, not the girls"),
    g("h_tr_phrase_other", "A", "207", "wrong", "hash", TR_SLIP + "Cevap: 276 kitap.\n#### 276", "'Answer: 276 books' (three branches)"),
    g("h_id_hash_then_phrase_other", "A", "61", "wrong", "hash", ID + "#### 61\nJadi jawabannya adalah 84 butir telur.", "#### 61 then 'so the answer is 84 eggs': the last final answer is 84"),
    g("h_pl_sign_lost", "A", "-8", "wrong", "hash", PL + "Odpowiedź: 8 stopni poniżej zera.\n#### 8", "'Answer: 8 degrees below zero' then #### 8: the marked value drops the sign; debatable (proposed: wrong, the #### value is 8)", True),
    g("h_nl_slip", "A", "40.5", "wrong", "hash", NL_SLIP + "Het antwoord is 38,7 km.\n#### 38.7", "'the answer is 38,7 km' (2 h 15 min read as 2.15 h)"),
    m("h_m_ko_sign_lost", "A", G_VTX, "wrong", "hash", M_VTX_SLIP + "\n답: $(3, 22)$\n#### (3, 22)", "'Answer: (3, 22)': 27 - 54 + 5 slipped to 22 (it is -22)"),
    g("h_ok_zh", "B", "759", "correct", "hash", ZH + "答案是 759。\n#### 759", "'the answer is 759', #### agrees"),
    g("h_ok_ja", "B", "12340", "correct", "hash", JA + "答え：12,340円\n#### 12340", "'answer: 12,340 yen' (full-width colon), #### agrees"),
    g("h_ok_ru", "B", "333", "correct", "hash", RU + "Ответ: 333 км.\n#### 333", "'Answer: 333 km'"),
    g("h_ok_de_comma_hash", "B", "14.1", "correct", "hash", DE + "Die Antwort ist 14,10 €.\n#### 14.10", "'the answer is 14,10 EUR', #### 14.10"),
    g("h_ok_es_same_line", "B", "1125", "correct", "hash", ES + "La respuesta es: #### 1125", "'the answer is: #### 1125' on one line (the issue's phrase + ####)"),
    g("h_ok_fr_same_line", "B", "1020", "correct", "hash", FR + "Réponse finale : #### 1020", "'final answer : #### 1020' (French space before the colon)"),
    g("h_ok_pt_same_line", "B", "1521", "correct", "hash", PT + "Resposta final: #### 1521", "'final answer: #### 1521'"),
    g("h_ok_vi_same_line", "B", "157500", "correct", "hash", VI + "Đáp án: #### 157500", "'answer: #### 157500'"),
    g("h_ok_tr_same_line", "B", "207", "correct", "hash", TR + "Cevap: #### 207", "'answer: #### 207'"),
    g("h_ok_pl_negative", "B", "-8", "correct", "hash", PL + "Odpowiedź: #### -8", "'answer: #### -8'"),
    g("h_ok_sv_same_line", "B", "6300", "correct", "hash", SV + "Svaret är: #### 6300", "'the answer is: #### 6300'"),
    g("h_ok_cs_same_line", "B", "740", "correct", "hash", CS + "Odpověď: #### 740", "'answer: #### 740'"),
    g("h_ok_tl_same_line", "B", "452", "correct", "hash", TL + "Ang sagot ay: #### 452", "'the answer is: #### 452'"),
    g("h_ok_mix_hinglish", "B", "408000", "correct", "hash", "Car ka price ₹4,80,000 hai aur 15% discount milta hai.\nDiscount = 4,80,000 × 0.15 = 72,000\nToh final price = 4,80,000 − 72,000 = 4,08,000 rupees.\nToh final answer hai: #### 408000", "Hinglish: 'so the final answer is: #### 408000'"),
    g("h_ok_he_phrase_hash", "B", "19", "correct", "hash", HE + "התשובה היא 19 ימים.\n#### 19", "'the answer is 19 days', #### agrees"),
    m("h_m_ok_ru", "B", G_INT, "correct", "hash", M_INT + "\nОтвет: #### (-7, 4)", "'Answer: #### (-7, 4)' on the MATH path"),

    # ================================================================ 3. exactness
    g("x_de_comma_dropped", "A", "14.1", "wrong", "hash", DE + "#### 1410", "the decimal comma of 14,10 dropped: 1410"),
    g("x_ko_rounded", "A", "33.6", "wrong", "hash", KO + "반올림하면 약 34km입니다.\n#### 34", "'rounded, about 34 km': 34 is not 33.6"),
    g("x_it_circa", "A", "43.75", "wrong", "answer_is", IT + "Quindi il resto è di circa 44 €.", "'so the change is about 44 EUR': rounded"),
    g("x_ru_approx", "A", "333", "wrong", "answer_is", RU + "Ответ: ≈ 330 км.", "'Answer: ≈ 330 km': rounded"),
    g("x_vi_thousands_lost", "A", "157500", "wrong", "hash", VI + "#### 157.5", "157.500 (Vietnamese thousands dot) written as the decimal 157.5 in the #### line"),
    g("x_fr_share", "A", "1020", "wrong", "hash", FR + "#### 0,85", "the fill share 0,85, not the litres"),
    g("x_nl_thousand_misread", "A", "40.5", "wrong", "answer_is", NL + "Het antwoord is 405 km.", "'the answer is 405 km': the comma of 40,5 lost"),
    g("x_sv_ungefar", "A", "6300", "wrong", "answer_is", SV + "Svar: ungefär 6 000 kr", "'Answer: about 6 000 kr': rounded"),
    g("x_ok_sv_tusen", "B", "6300", "correct", "answer_is", SV + "Svar: 6,3 tusen kronor.", "'Answer: 6,3 thousand kronor' = 6300 (tusen = thousand, decimal comma)"),
    m("x_m_zh_decimal_repeating", "A", G_PROB, "wrong", "boxed", M_PROB + r" $\approx \boxed{0.467}$。", "a rounded decimal for 7/15 = 0.4666..."),
    m("x_m_de_decimal_irrational", "A", G_DIST, "wrong", "boxed", M_DIST + r" $\approx \boxed{8{,}06}$.", "a decimal (German comma) for \\sqrt{65} = 8.062..."),
    m("x_m_ar_float_zero", "A", G_ZERO, "wrong", "boxed", r"باستخدام الحاسبة: $f(3) \approx 1.2 \times 10^{-15}$، إذن الجواب هو $\boxed{1.2 \times 10^{-15}}$.", "'using the calculator ... so the answer is 1.2 x 10^{-15}': a float residue against gold 0"),
    m("x_m_fr_decimal_pi", "A", G_RAD, "wrong", "boxed", M_RAD + r" $\approx \boxed{4{,}54}$.", "a decimal (French comma) for 13\\pi/9 = 4.537..."),
    m("x_m_it_truncated_repeating", "A", G_REP, "wrong", "boxed", r"Il numero $0.\overline{63}$ vale circa $0.63$, quindi la risposta è $\boxed{0.63}$.", "'is about 0.63, so the answer is 0.63': 0.63 is not 7/11"),
    m("x_m_vi_sqrt_decimal", "A", G_SQRT, "wrong", "boxed", M_SQRT + r" $\approx 15{,}59$. Vậy đáp án là $\boxed{15{,}59}$.", "'so the answer is 15,59': a decimal for 9\\sqrt3 = 15.588..."),
    m("x_m_tr_pi_decimal", "A", G_AREA, "wrong", "boxed", M_AREA + r" $= 169\pi \approx 530{,}93$. Cevap: $\boxed{530{,}93}$", "'Answer: 530,93': a decimal for 169\\pi"),
    g("x_ok_de_comma_hash", "B", "14.1", "correct", "hash", DE + "#### 14,10", "#### 14,10: a German decimal comma (two digits after it cannot be a thousands group)"),
    g("x_ok_de_short", "B", "14.1", "correct", "answer_is", DE + "Antwort: 14,1 €", "'Answer: 14,1 EUR' = 14.1"),
    g("x_ok_vi_nghin", "B", "157500", "correct", "answer_is", VI + "Đáp án: 157,5 nghìn đồng.", "'answer: 157,5 thousand dong' = 157,500 (nghìn = thousand, decimal comma)"),
    g("x_ok_fr_narrow_space", "B", "1020", "correct", "answer_is", FR + "Réponse : 1\u202f020 litres.", "'answer: 1 020 litres' with a narrow no-break space (U+202F) as thousands separator"),
    g("x_ok_hi_lakh_word", "B", "408000", "correct", "answer_is", HI + "उत्तर: 4.08 लाख रुपये", "'answer: 4.08 lakh rupees' = 4.08 x 100,000 = 408,000"),
    g("x_ok_ja_man", "B", "12340", "correct", "answer_is", JA + "答え：1万2340円", "'answer: 1万2340 yen' = 12,340"),
    g("x_ok_sv_space", "B", "6300", "correct", "answer_is", SV + "Svar: 6 300 kr", "'Answer: 6 300 kr': space thousands separator"),
    g("x_ok_it_comma", "B", "43.75", "correct", "answer_is", IT + "Risposta: 43,75 €", "'Answer: 43,75 EUR'"),
    g("x_ok_es_hash_dot", "B", "1125", "correct", "hash", ES + "#### 1.125", "#### 1.125 in a Spanish answer: the dot is the thousands separator the working uses (1.875 x 3/5), so 1125; debatable because the #### line is a machine format where 1.125 reads as a decimal (proposed: correct)", True),
    g("x_ok_pt_reais", "B", "1521", "correct", "answer_is", PT + "Resposta: sobram R$ 1.521,00.", "'Answer: R$ 1.521,00 are left': Brazilian dot thousands, comma decimals = 1521"),
    m("x_m_ok_zh_unsimplified", "B", G_PROB, "correct", "boxed", M_PROB + r" $= \boxed{\frac{21}{45}}$。", "21/45 = 7/15 unsimplified"),
    m("x_m_ok_it_unsimplified", "B", G_REP, "correct", "boxed", M_REP + r", quindi $\boxed{\frac{63}{99}}$.", "63/99 = 7/11 unsimplified"),
    m("x_m_ok_fr_unsimplified", "B", G_RAD, "correct", "boxed", M_RAD + r" $= \boxed{\frac{260\pi}{180}}$.", "260\\pi/180 = 13\\pi/9 unsimplified"),
    m("x_m_ok_ar_zero", "B", G_ZERO, "correct", "boxed", M_ZERO + r" $= 0$، إذن الجواب هو $\boxed{0}$.", "'so the answer is 0'"),
    m("x_m_ok_pl_inverse_split", "B", G_INV, "correct", "boxed", M_INV + r": $f^{-1}(x) = \boxed{\frac{1}{4}x + \frac{7}{4}}$.", "x/4 + 7/4 = (x + 7)/4"),
    m("x_m_ok_es_complex", "B", G_CPX, "correct", "boxed", M_CPX + r" $= \boxed{11-13i}$.", "11-13i without spaces"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not", "A", "759", "no_answer", "answer_is", ZH + "答案不是 759。", "'the answer is not 759', no other value"),
    g("n_ja_strike_then_other", "A", "12340", "wrong", "hash", JA_NOBAG + "#### ~~12340~~ 8820", "the gold struck, 8820 after"),
    g("n_ru_not_gold_but_other", "A", "333", "wrong", "answer_is", RU_SLIP + "Ответ не 333, а 296 км.", "'the answer is not 333 but 296 km'"),
    g("n_de_cross_mark", "A", "14.1", "no_answer", "boxed", DE + r"$\boxed{14{,}10}$ ✗ – das stimmt nicht, der Preis war 2,53 €.", "a cross mark and 'that is not right, the price was 2,53 EUR': the model marks its only box wrong and gives no new value"),
    g("n_es_struck_only", "A", "1125", "no_answer", "hash", ES + "#### ~~1125~~", "struck with ~~ and nothing after"),
    g("n_fr_nest_pas", "A", "1020", "no_answer", "answer_is", FR + "La réponse n'est pas 1 020 litres.", "'the answer is not 1 020 litres', nothing else"),
    g("n_ko_anida", "A", "33.6", "no_answer", "answer_is", KO + "따라서 답은 33.6km가 아닙니다.", "'so the answer is NOT 33.6 km' (아닙니다 = is not)"),
    g("n_tr_degil", "A", "207", "no_answer", "answer_is", TR + "Yani cevap 207 değil.", "'so the answer is not 207' (değil = not)"),
    g("n_pl_bledny", "A", "-8", "no_answer", "answer_is", PL + "Wynik −8°C jest błędny.", "'the result -8 C is wrong': the model rejects its only value, nothing new"),
    g("n_ar_laysa", "A", "253", "no_answer", "answer_is", AR + "إذن الجواب ليس 253.", "'so the answer is not 253' (ليس = is not)"),
    g("n_el_den", "A", "37", "no_answer", "answer_is", EL + "Η απάντηση δεν είναι 37.", "'the answer is not 37' (δεν είναι = is not)"),
    g("n_cs_neni", "A", "740", "wrong", "answer_is", CS_SLIP + "Odpověď není 740, ale 920 vajec.", "'the answer is not 740 but 920 eggs'"),
    m("n_m_pt_cancel", "A", G_COMB, "no_answer", "boxed", M_COMB + r" $= \boxed{\cancel{1001}}$", "a cancelled box, nothing after"),
    m("n_m_fr_sout", "A", G_RAD, "wrong", "boxed", M_RAD_SLIP + r" $= \boxed{\sout{\frac{13\pi}{9}}\ \frac{13\pi}{18}}$", "the gold struck with \\sout, 13\\pi/18 after"),
    m("n_m_zh_wrong_annot", "A", G_PROB, "no_answer", "boxed", M_PROB + r" $= \boxed{\frac{7}{15}}$（错误）", "the only box annotated （错误）= '(wrong)', no other value"),
    g("n_ok_zh_not_other", "B", "759", "correct", "answer_is", ZH + "答案不是 723，而是 759。", "'the answer is not 723 but 759'"),
    g("n_ok_ru_ne_a", "B", "333", "correct", "answer_is", RU + "Ответ не 296, а 333 км.", "'the answer is not 296 but 333 km'"),
    g("n_ok_ja_strike_other", "B", "12340", "correct", "hash", JA + "#### ~~8820~~ 12340", "8820 struck, the gold after"),
    g("n_ok_de_check_mark", "B", "14.1", "correct", "boxed", DE + r"$\boxed{14{,}10}$ ✓", "a German-comma box with a check mark"),
    g("n_ok_fr_pas_plein", "B", "1020", "correct", "answer_is", FR + "La réponse est 1 020 litres, car le réservoir n'est pas plein.", "'the answer is 1 020 litres, because the tank is not full': a harmless negation after"),
    g("n_ok_ko_anira", "B", "33.6", "correct", "answer_is", KO + "답은 16.8km가 아니라 33.6km입니다.", "'the answer is not 16.8 km but 33.6 km'"),
    g("n_ok_tr_degil_other", "B", "207", "correct", "answer_is", TR + "Cevap 276 değil, 207 kitaptır.", "'the answer is not 276, it is 207 books'"),
    g("n_ok_es_no_rest", "B", "1125", "correct", "answer_is", ES + "La respuesta es 1125 camisetas, no 750.", "'the answer is 1125 shirts, not 750'"),
    g("n_ok_pl_nie_plus", "B", "-8", "correct", "answer_is", PL + "Odpowiedź: −8°C (a nie 8°C).", "'Answer: -8 C (and not 8 C)', U+2212 minus"),
    g("n_ok_ar_laysa_bal", "B", "253", "correct", "answer_is", AR + "الجواب ليس 280، بل 253 قلمًا.", "'the answer is not 280, rather 253 pens'"),
    g("n_ok_cs_neni_ale", "B", "740", "correct", "answer_is", CS + "Odpověď není 920, ale 740 vajec.", "'the answer is not 920 but 740 eggs'"),
    m("n_m_ok_pt_cancel_working", "B", G_COMB, "correct", "boxed", r"$\binom{14}{4} = \frac{14 \cdot 13 \cdot \cancel{12} \cdot 11}{\cancel{24}} \cdot \frac{1}{2} = 7 \cdot 13 \cdot 11$, logo a resposta é $\boxed{1001}$.", "cancellations in the working (14*13*11/2 = 1001), 'so the answer is 1001'"),
    m("n_m_ok_it_annot", "B", G_REP, "correct", "boxed", M_REP + r" $= \boxed{\frac{7}{11}}$ (frazione ridotta ai minimi termini)", "annotation '(fraction reduced to lowest terms)'"),

    # ================================================================ 5. words after a number
    g("u_id_lusin", "A", "61", "wrong", "answer_is", ID + "Jadi jawabannya 61 lusin.", "'so the answer is 61 dozen' (lusin = dozen) = 732, not the 61 eggs the working counts"),
    g("u_ja_man_slip", "A", "12340", "wrong", "answer_is", JA + "答え：12,340万円", "'answer: 12,340万 yen' = 123,400,000 yen (万 = 10,000): a scale word that changes the value"),
    g("u_hi_crore", "A", "408000", "wrong", "answer_is", HI + "उत्तर: 4.08 करोड़ रुपये", "'answer: 4.08 crore rupees' = 40,800,000 (crore = 10^7), not 4.08 lakh"),
    g("u_vi_nghin_slip", "A", "157500", "wrong", "answer_is", VI + "Đáp án: 157.500 nghìn đồng.", "'answer: 157.500 thousand dong' = 157,500,000 dong"),
    g("u_ru_tys", "A", "333", "wrong", "answer_is", RU + "Ответ: 333 тыс. км.", "'Answer: 333 thousand km' (тыс. = thousand)"),
    g("u_pt_mil", "A", "1521", "wrong", "answer_is", PT + "Resposta: sobram 1.521 mil reais.", "'Answer: 1.521 thousand reais are left' = 1,521,000 reais (mil = thousand)"),
    g("u_fr_percent", "A", "1020", "wrong", "hash", FR + "#### 85 %", "85 %, the fill share, not the litres"),
    g("u_ar_alf", "A", "253", "wrong", "answer_is", AR + "الجواب: 253 ألف قلم.", "'the answer: 253 thousand pens' (ألف = thousand)"),
    g("u_fa_milyun", "A", "255000", "wrong", "answer_is", FA + "جواب: ۲۵۵ میلیون تومان", "'answer: 255 million toman' (میلیون = million)"),
    g("u_uk_tysiach", "A", "248", "wrong", "answer_is", UK + "Відповідь: 248 тисяч дівчат.", "'Answer: 248 thousand girls' (тисяч = thousand)"),
    g("u_th_phan", "A", "625", "wrong", "answer_is", TH + "คำตอบ: 625 พันบาท", "'answer: 625 thousand baht' (พัน = thousand)"),
    g("u_es_menos", "A", "1125", "wrong", "answer_is", ES_REST + "La respuesta es 750 camisetas menos.", "'the answer is 750 fewer shirts': 750, the shirts left"),
    g("u_bn_dozen", "A", "288", "wrong", "answer_is", BN + "উত্তর: ২৮৮ ডজন মার্বেল।", "'answer: 288 dozen marbles' (ডজন = dozen) = 3456"),
    m("u_m_fr_degrees", "A", G_RAD, "wrong", "boxed", r"L'angle de $260^\circ$ vaut donc $\boxed{260^\circ}$.", "'the angle of 260 degrees is therefore 260 degrees': the given degrees restated where radians are asked; debatable (equal as an angle), proposed: wrong (round 21's decision: degrees are not radians)", True),
    g("u_ok_id_butir", "B", "61", "correct", "answer_is", ID + "Jadi, sisa telur adalah 5 lusin 1 butir, yaitu 61 butir.", "'so the eggs left are 5 dozen 1 (egg), that is 61 eggs': the last value 61"),
    g("u_ok_fa_hezar", "B", "255000", "correct", "answer_is", FA + "جواب: ۲۵۵ هزار تومان", "'answer: 255 thousand toman' = 255,000 (هزار = thousand)"),
    g("u_ok_hi_hazar", "B", "408000", "correct", "answer_is", HI + "उत्तर: 408 हज़ार रुपये", "'answer: 408 thousand rupees' = 408,000 (हज़ार = thousand)"),
    g("u_ok_ja_yen", "B", "12340", "correct", "hash", JA + "#### 12340円", "円 (yen) glued to the #### value"),
    g("u_ok_ko_km", "B", "33.6", "correct", "hash", KO + "#### 33.6km", "km glued to the #### value"),
    g("u_ok_ru_km", "B", "333", "correct", "hash", RU + "#### 333 км", "км (km) after the #### value"),
    g("u_ok_zh_ke", "B", "759", "correct", "hash", ZH + "#### 759 棵", "the Chinese counter 棵 (for trees) after the #### value"),
    g("u_ok_th_baht", "B", "625", "correct", "hash", TH + "#### 625 บาท", "บาท (baht) after the #### value"),
    g("u_ok_bn_ti", "B", "288", "correct", "answer_is", BN + "উত্তর: ২৮৮টি মার্বেল।", "'answer: 288 marbles': Bengali digits with the counter টি"),
    g("u_ok_tl_piso", "B", "452", "correct", "answer_is", TL + "Kaya, ang sagot ay 452 piso.", "'so the answer is 452 pesos'"),
    g("u_ok_vi_dong", "B", "157500", "correct", "hash", VI + "#### 157500 đồng", "đồng after the #### value"),
    g("u_ok_el_theseis", "B", "37", "correct", "answer_is", EL + "Απάντηση: 37 κενές θέσεις.", "'Answer: 37 empty seats'"),
    g("u_ok_pl_ponizej", "B", "-8", "correct", "answer_is", PL + "Odpowiedź: temperatura wyniesie 8 stopni poniżej zera.", "'Answer: the temperature will be 8 degrees below zero' = -8 in words; debatable because the written number is 8 (proposed: correct, equal to the gold mathematically, no #### value to contradict it)", True),
    m("u_m_ok_tr_area_units", "B", G_AREA, "correct", "boxed", M_AREA + r" $= \boxed{169\pi \text{ birim}^2}$", "'birim^2' = square units in the box"),
    m("u_m_ok_ja_base10", "B", G_BASE, "correct", "boxed", M_BASE + r" $= \boxed{566_{10}}$（10進法）", "566 with base subscript 10 and '(decimal system)'"),
    m("u_m_ok_uk_degrees", "B", G_HEPT, "correct", "boxed", M_HEPT + r" $= \boxed{900^\circ}$.", "900 degrees for the angle-sum gold 900"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "759", "wrong", "hash", ZH + "#### 759\n\n更正：题目中卖掉的是 195 棵，所以剩下 918 − 195 = 723 棵。\n答案：723", "更正 'correction: 195 were sold, so 723 are left. Answer: 723'"),
    g("r_ja_teisei", "A", "12340", "wrong", "answer_is", JA + "答え：12,340円\n\n訂正：問題文ではかばんの代金は含まないので、答えは8,820円です。", "訂正 'correction: the bag is not included, so the answer is 8,820 yen'"),
    g("r_ru_popravka", "A", "333", "wrong", "hash", RU + "#### 333\n\nПоправка: в условии поезд ехал 4 часа, значит 74 · 4 = 296 км.", "'Correction: the train went 4 hours, so 296 km'"),
    g("r_de_korrektur", "A", "14.1", "wrong", "answer_is", DE + "Antwort: 14,10 €\n\nKorrektur: Das Brot kostet 2,53 €, also 6 · 2,53 = 15,18 €.", "'Correction: the bread costs 2,53, so 15,18 EUR'"),
    g("r_es_perdon", "A", "1125", "wrong", "hash", ES + "#### 1125\n\nPerdón, me equivoqué: la pregunta es cuántas camisetas le quedan, así que la respuesta es 750.", "'sorry, I was wrong: the question is how many are left, so the answer is 750'"),
    g("r_fr_en_fait", "A", "1020", "wrong", "hash", FR + "#### 1020\n\nEn fait, non : l'énoncé dit 58 %, donc 1 200 × 0,58 = 696 litres.", "'actually, no: the statement says 58 %, so 696 litres'"),
    g("r_pt_alias", "A", "1521", "wrong", "answer_is", PT + "Resposta: R$ 1.521,00\n\nAliás, me enganei: a pergunta pede o gasto com aluguel, que é R$ 819,00.", "'by the way, I was mistaken: the question asks the rent, R$ 819.00'"),
    g("r_ko_jeongjeong", "A", "33.6", "wrong", "answer_is", KO + "답: 33.6km\n\n정정: 문제는 1주일 동안이므로 답은 16.8km입니다.", "정정 'correction: the problem is for one week, so the answer is 16.8 km'"),
    g("r_tr_duzeltme", "A", "207", "wrong", "hash", TR + "#### 207\n\nDüzeltme: şube sayısı 3, yani her şubeye 276 kitap düşer.", "'correction: there are 3 branches, so 276 books each'"),
    g("r_it_aspetta", "A", "43.75", "wrong", "answer_is", IT + "Il resto è 43,75 €.\n\nAspetta, ho sbagliato: i libri costano 17,25 € ciascuno, quindi il resto è 100 − 51,75 = 48,25 €.", "'wait, I got it wrong: 17,25 each, so the change is 48,25 EUR' (3 x 17.25 = 51.75)"),
    g("r_he_tikun", "A", "19", "wrong", "answer_is", HE + "התשובה: 19 ימים.\n\nתיקון: דני קורא 12 עמודים ביום, ולכן 456 ÷ 12 = 38 ימים.", "תיקון 'correction: Dani reads 12 pages a day, so 38 days'"),
    g("r_cs_oprava", "A", "740", "wrong", "answer_is", CS + "Odpověď: 740 vajec.\n\nOprava: slepic je 184, takže 184 · 5 = 920 vajec.", "'Correction: there are 184 hens, so 920 eggs'"),
    m("r_m_vi_thuc_ra", "A", G_SQRT, "wrong", "boxed", M_SQRT + r" $= 9\sqrt{3}$. Đáp án: $\boxed{9\sqrt{3}}$." + "\n\nThực ra tôi nhầm: $243 = 27 \\cdot 9$, nên $\\sqrt{243} = 3\\sqrt{3}$. Đáp án đúng là $\\boxed{3\\sqrt{3}}$.", "'actually I was mistaken ... the correct answer is 3\\sqrt3' (a false correction; the last answer is 3\\sqrt3)"),
    m("r_m_pl_withdraw", "A", G_INV, "no_answer", "boxed", M_INV + r": $f^{-1}(x) = \boxed{\frac{x+7}{4}}$." + "\n\nChwileczkę, to jest błędne. Wycofuję tę odpowiedź.", "'just a moment, this is wrong. I withdraw this answer.': withdrawn, nothing new: no final answer (round 21 labelled such a case wrong; either way refused)"),
    m("r_m_ru_recheck_other", "A", G_INT, "wrong", "answer_is", M_INT + "\nОтвет: $(-7, 4)$.\n\nПроверим ещё раз: при $x = 4$ имеем $|11| \\le 11$, значит граница входит. На самом деле ответ $[-7, 4]$.", "'let's check again: at x = 4, |11| <= 11, so the endpoint is included. Actually the answer is [-7, 4]': a later (false) final answer with closed ends"),
    g("r_ok_zh_check", "B", "759", "correct", "hash", ZH + "#### 759\n\n验算：759 + 159 = 918 = 27 × 34 ✓", "验算 'check' after the answer"),
    g("r_ok_ja_kenzan", "B", "12340", "correct", "answer_is", JA + "答え：12,340円\n\n検算：12,340 − 3,520 = 8,820 = 1,260 × 7 なので正しいです。", "検算 'check: ... so it is right'"),
    g("r_ok_ru_proverka", "B", "333", "correct", "answer_is", RU + "Ответ: 333 км.\n\nПроверка: 333 : 74 = 4,5 ч. Верно.", "'Check: 333 : 74 = 4,5 h. Correct.'"),
    g("r_ok_de_korrektur_gold", "B", "14.1", "correct", "answer_is", DE_SLIP + "Antwort: 15,18 €\n\nKorrektur: Ich habe 2,53 statt 2,35 gelesen. Richtig ist 6 · 2,35 = 14,10 €.\nAntwort: 14,10 €", "'Correction: I read 2,53 instead of 2,35. Right is 14,10 EUR. Answer: 14,10 EUR'"),
    g("r_ok_es_espero", "B", "1125", "correct", "hash", ES + "#### 1125\n\n¡Espero que te sirva! Si tienes más preguntas, aquí estoy.", "a closing 'I hope this helps! If you have more questions, I am here.'"),
    g("r_ok_fr_verif", "B", "1020", "correct", "hash", FR + "#### 1020\n\nVérification : 1 020 ÷ 1 200 = 0,85 ✔", "'Check: 1 020 / 1 200 = 0,85'"),
    g("r_ok_pt_editado", "B", "1521", "correct", "answer_is", PT + "Resposta: R$ 1.521,00\n\nEditado: corrigi apenas a formatação.", "'Edited: I only fixed the formatting'"),
    g("r_ok_ko_jeongjeong_gold", "B", "33.6", "correct", "answer_is", KO_SLIP + "답: 16.8km\n\n정정: 문제는 2주 동안이므로 2.4 × 14 = 33.6km입니다.\n답: 33.6km", "'correction: the problem is for 2 weeks, so 33.6 km. Answer: 33.6 km'"),
    g("r_ok_tr_kontrol", "B", "207", "correct", "hash", TR + "#### 207\n\nKontrol: 207 × 4 = 828 ✓", "'Check: 207 x 4 = 828'"),
    g("r_ok_sv_hoppas", "B", "6300", "correct", "answer_is", SV + "Svar: 6 300 kr\n\nHoppas det hjälper! Säg till om något är oklart.", "'hope it helps! Tell me if anything is unclear.'"),
    g("r_ok_id_cek", "B", "61", "correct", "hash", ID + "#### 61\n\nCek: 61 + 23 = 84 = 7 × 12. Benar.", "'Check: ... Correct.'"),
    g("r_ok_mix_taglish", "B", "452", "correct", "hash", "So una, yung bigas: 5 × ₱52 = ₱260.\nTapos yung itlog, 2 dozen = 24 pcs × ₱8 = ₱192.\nSo ang total ay ₱260 + ₱192 = ₱452.\n#### 452\n\nSana makatulong ito! 😊", "Taglish working, then 'hope this helps!'"),
    m("r_m_ok_vi_simplify", "B", G_SQRT, "correct", "boxed", r"$\sqrt{243} = \sqrt{27 \cdot 9} = 3\sqrt{27}$, vậy đáp án là $\boxed{3\sqrt{27}}$." + "\n\nThực ra có thể rút gọn thêm: $3\\sqrt{27} = 3 \\cdot 3\\sqrt{3} = 9\\sqrt{3}$. Đáp án: $\\boxed{9\\sqrt{3}}$.", "'actually it can be simplified further ... Answer: 9\\sqrt3' (both boxes equal the gold)"),
    m("r_m_ok_uk_perevirka", "B", G_HEPT, "correct", "boxed", M_HEPT + r" $= 900^\circ$. Відповідь: $\boxed{900}$." + "\n\nПеревірка: для трикутника $(3-2) \\cdot 180^\\circ = 180^\\circ$, отже формула правильна.", "'Check: for a triangle (3-2)*180 = 180, so the formula is right'"),
    m("r_m_ok_de_hinweis", "B", G_DIST, "correct", "boxed", M_DIST + r" $= \boxed{\sqrt{65}}$." + "\n\nHinweis: Das sind ungefähr 8,06 Längeneinheiten.", "'Note: that is about 8,06 length units' (a decimal aside after the exact box)"),

    # ================================================================ 7. quoted / reported / hypothetical / invented turns
    g("q_zh_teacher", "A", "759", "wrong", "answer_is", ZH_SLIP + "老师说答案是 759，但我算出来是 723。\n答案：723", "'the teacher said the answer is 759, but I got 723. Answer: 723': the gold only reported"),
    g("q_ja_quote_only", "A", "12340", "no_answer", "none", "教科書の解答には「答え：12,340円」と書いてありますが、私には解き方がわかりませんでした。", "'the textbook's solution says \"answer: 12,340 yen\", but I could not work out how to solve it': only a quotation"),
    g("q_ru_if", "A", "333", "no_answer", "none", "Если бы поезд ехал 4,5 часа, он проехал бы 74 · 4,5 = 333 км. Но время в пути в условии не указано, поэтому ответить невозможно.", "'IF the train travelled 4,5 hours it would cover 333 km. But the time is not given, so it is impossible to answer': a hypothetical and a refusal"),
    g("q_de_student", "A", "14.1", "wrong", "hash", DE_SLIP + "Ein Schüler schrieb „#### 14,10“, aber ich rechne 6 · 2,53 = 15,18.\n#### 15,18", "'a pupil wrote \"#### 14,10\", but I compute 15,18': the gold in a quoted ####, the final answer 15,18"),
    g("q_es_supongamos", "A", "1125", "no_answer", "none", "Supongamos que vendió 1.125 camisetas; entonces le quedarían 750. Pero no estoy seguro de haber entendido bien el enunciado. ¿Podrías aclararlo?", "'suppose it sold 1.125 shirts; then 750 would be left. But I am not sure I understood the statement. Could you clarify?': only a supposition"),
    g("q_fr_corrige", "A", "1020", "wrong", "answer_is", FR_SLIP + "Selon le corrigé, la réponse est 1 020 litres, mais je trouve 696.\nRéponse : 696 litres.", "'according to the answer key the answer is 1 020 litres, but I find 696. Answer: 696 litres'"),
    g("q_ko_invented_turn", "A", "33.6", "wrong", "answer_is", KO_SLIP + "답: 16.8km" + IM_USER + "정답은 33.6km 아닌가요?", "the final answer 16.8 km; 'isn't the right answer 33.6 km?' only in an invented user turn"),
    g("q_pt_other_part", "A", "1521", "wrong", "hash", "(a) Gasto com aluguel: 0,35 × 2.340 = R$ 819,00.\n(b) Quanto sobra: 2.340 − 819 = R$ 1.521,00.\n\n#### 819", "(a) 'rent spent: 819', (b) 'how much is left: 1.521'; the final #### is 819; debatable (the gold is stated as another part's value; proposed: wrong, the committed #### answer is 819)", True),
    g("q_tr_ornegin", "A", "207", "no_answer", "none", "Kitapları şubelere dağıtmamız gerekiyor. Örneğin cevap 207 olabilir, ama emin değilim.", "'we need to distribute the books to the branches. For example the answer could be 207, but I am not sure': no working, an example value disowned; debatable (a tentative answer? proposed: no_answer)", True),
    g("q_cs_kdyby", "A", "740", "no_answer", "none", "Kdyby každá slepice snesla 5 vajec týdně, bylo by to 148 · 5 = 740 vajec. V zadání ale chybí, kolik vajec slepice snáší, takže úlohu nelze jednoznačně vyřešit.", "'IF each hen laid 5 eggs a week it would be 740 eggs. But the statement lacks how many eggs a hen lays, so the task cannot be solved': a hypothetical and a refusal"),
    g("q_hi_dost", "A", "408000", "wrong", "hash", "मेरे दोस्त ने कहा कि उत्तर ₹4,08,000 है, लेकिन मेरे हिसाब से यहाँ छूट पूछी गई है:\n4,80,000 × 15/100 = ₹72,000\n#### 72000", "'my friend said the answer is Rs 4,08,000, but by my reckoning the discount is asked': the gold only reported, the final 72000"),
    g("q_he_invented_turn", "A", "19", "wrong", "answer_is", "דני קורא 12 עמודים ביום, ולכן 456 ÷ 12 = 38.\nהתשובה: 38 ימים." + IM_USER + "התשובה הנכונה היא 19 ימים.", "the final answer 38 days; 'the correct answer is 19 days' only in an invented user turn"),
    g("q_mix_taglish", "A", "452", "wrong", "answer_is", TL_SLIP + "Sabi ng kaibigan ko ₱452 daw, pero I think mali siya kasi 2 itlog lang yung binili.\nAng sagot ko: ₱276", "Taglish: 'my friend said P452, but I think he is wrong because only 2 eggs were bought. My answer: P276'"),
    g("q_sv_facit_only", "A", "6300", "no_answer", "none", "> Svar: 6 300 kr\n\nDetta är vad facit i boken säger. Jag vet tyvärr inte hur man kommer fram till det, och jag är inte säker på att det stämmer.", "a quoted key '> Answer: 6 300 kr', then 'this is what the book's key says. Unfortunately I don't know how to get there, and I am not sure it is right'; debatable (proposed: no_answer, only a quotation the model does not endorse)", True),
    m("q_m_it_hypothetical", "A", G_REP, "no_answer", "none", r"Se avessi il tempo di fare tutti i calcoli, otterrei probabilmente qualcosa come $\boxed{\frac{7}{11}}$, ma non riesco a risolvere questo problema.", "'if I had time to do all the calculations I would probably get something like 7/11, but I cannot solve this problem': a box under a hypothetical and a refusal; debatable (proposed: no_answer)", True),
    m("q_m_zh_user_asked", "A", G_PROB, "no_answer", "none", r"你要求：“请证明答案是 $\boxed{\frac{7}{15}}$。” 抱歉，我无法完成这个证明。", "'you asked: \"please prove the answer is 7/15.\" Sorry, I cannot complete this proof': the box only in the quoted request"),
    m("q_m_ar_book", "A", G_ZERO, "wrong", "boxed", r"يقول الكتاب إن الجواب $\boxed{0}$، لكنني أحصل على $f(3) = 3^3 + 9 \cdot 3 = 54$." + "\n\n" + r"الجواب: $\boxed{54}$", "'the book says the answer is 0, but I get 54. Answer: 54'"),
    g("q_ok_zh_classmate", "B", "759", "correct", "answer_is", ZH + "同学说答案是 723，但他把 159 看成了 195。\n答案：759", "'a classmate said 723, but he read 159 as 195. Answer: 759'"),
    g("q_ok_ja_quoted_problem", "B", "12340", "correct", "hash", "> ノートを7冊（1冊1,260円）と3,520円のかばんを買いました。合計はいくらですか。\n\n" + JA + "#### 12340", "the problem quoted first ('bought 7 notebooks and a 3,520-yen bag; how much in total?')"),
    g("q_ok_ru_hypo_after", "B", "333", "correct", "answer_is", RU + "Ответ: 333 км.\n\nЕсли бы поезд ехал только 4 часа, расстояние было бы 296 км.", "a hypothetical after the committed answer: 'if the train went only 4 hours, it would be 296 km'"),
    g("q_ok_de_schueler_wrong", "B", "14.1", "correct", "hash", DE + "Ein Schüler schrieb „15,18 €“, aber er hat 2,53 statt 2,35 gelesen.\n#### 14,10", "'a pupil wrote \"15,18\", but he read 2,53 instead of 2,35'; #### 14,10 (decimal comma)"),
    g("q_ok_es_si_hubiera", "B", "1125", "correct", "hash", "Si hubiera vendido 2/5, serían 750 camisetas. Pero vendió 3/5:\n" + ES + "#### 1125", "'if it had sold 2/5 it would be 750. But it sold 3/5:' then the working and #### 1125"),
    g("q_ok_fr_corrige_agrees", "B", "1020", "correct", "answer_is", FR + "Le corrigé du manuel indique « 1 020 litres », ce qui confirme mon calcul.\nRéponse : 1 020 litres.", "'the textbook key says \"1 020 litres\", which confirms my calculation. Answer: 1 020 litres'"),
    g("q_ok_ko_turns_after", "B", "33.6", "correct", "hash", KO + "#### 33.6" + IM_USER + "1주일이면요?" + IM_ASSIST + "1주일이면 16.8km입니다.", "#### 33.6, then an invented user turn 'what about one week?' and an invented reply '16.8 km for one week': invented turns do not count"),
    g("q_ok_pt_parts", "B", "1521", "correct", "hash", "(a) Gasto com aluguel: 0,35 × 2.340 = R$ 819,00.\n(b) Quanto sobra: 2.340 − 819 = R$ 1.521,00.\n\n#### 1521", "steps (a) rent, (b) what is left; #### 1521"),
    g("q_ok_hi_dost_wrong", "B", "408000", "correct", "answer_is", HI + "मेरे दोस्त ने ₹72,000 कहा था, लेकिन वह सिर्फ छूट है।\nउत्तर: ₹4,08,000", "'my friend said Rs 72,000, but that is only the discount. Answer: Rs 4,08,000'"),
    g("q_ok_mix_zh_en", "B", "759", "correct", "answer_is", "The question says \"卖掉 159 棵\", i.e. 159 trees were sold.\n" + ZH + "So the final answer is 759.", "English and Chinese mixed; the problem quoted ('159 sold'); 'so the final answer is 759'"),
    m("q_m_ok_it_example_first", "B", G_REP, "correct", "boxed", r"Per esempio, $0.\overline{3} = \frac{1}{3}$. Allo stesso modo, s" + M_REP[1:] + r" $= \frac{7}{11}$, quindi la risposta è $\boxed{\frac{7}{11}}$.", "'for example, 0.(3) = 1/3. Likewise ... so the answer is 7/11'"),
    m("q_m_ok_zh_quote_problem", "B", G_PROB, "correct", "boxed", "> 从 7 个红球和 3 个蓝球中任取 2 个，求两个都是红球的概率。\n\n" + M_PROB + r" $= \boxed{\frac{7}{15}}$。", "the problem quoted first ('draw 2 of 7 red and 3 blue balls; find the probability both are red')"),
    m("q_m_ok_ar_book_agrees", "B", G_ZERO, "correct", "boxed", M_ZERO + r" $= 0$، إذن الجواب $\boxed{0}$، وهذا يتفق مع ما ورد في الكتاب.", "'so the answer is 0, which agrees with what the book says'"),
    m("q_m_ok_nl_suppose", "B", G_ROOTS, "correct", "boxed", r"Stel dat $x = -4$ een oplossing is: $3 \cdot 16 + 40 - 8 = 80 \neq 0$, dus niet. " + M_ROOTS + r", dus $x = -\frac{2}{3}$ of $x = 4$." + "\n\n" + r"Antwoord: $\boxed{-\frac{2}{3}, 4}$", "'suppose x = -4 is a solution: 80 != 0, so not' (3*16 + 40 - 8 = 80), then the roots; 'Answer: -2/3, 4'"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_zh_fullwidth_other", "A", "759", "wrong", "hash", ZH_SLIP + "#### ７２３", "full-width 723"),
    g("b_ar_rlm_other", "A", "253", "wrong", "hash", AR_SLIP + "#### \u200f280", "a right-to-left mark before 280"),
    g("b_none_empty_think", "A", "253", "no_answer", "none", "<think>\n\n</think>\n", "an empty think block and nothing else"),
    g("b_none_whitespace_only", "A", "333", "no_answer", "none", "\n\n \t\u3000\n", "only whitespace (with an ideographic space U+3000)"),
    g("b_ja_nul_other", "A", "12340", "wrong", "hash", JA_NOBAG + "#### 88\x0020", "a NUL inside 8820 (the bag left out): wrong under any reading"),
    g("b_zh_bom_other", "A", "759", "wrong", "answer_is", "\ufeff" + ZH_SLIP + "答案：723", "a BOM first, 'answer: 723'"),
    g("b_de_zwsp_other", "A", "14.1", "wrong", "hash", DE_SLIP + "#### 15,\u200b18", "a zero-width space inside 15,18"),
    g("b_ko_emoji_other", "A", "33.6", "wrong", "answer_is", KO_SLIP + "답: 16.8km 🏃‍♂️", "'answer: 16.8 km' and a ZWJ emoji sequence"),
    g("b_ru_long_other", "A", "333", "wrong", "hash", RU_SLIP * 300 + "#### 296", "300 repeats of the working (a looping model), then #### 296"),
    g("b_es_ansi_other", "A", "1125", "wrong", "hash", ES_REST + "#### 750\x1b[0m", "an ANSI escape after 750"),
    g("b_fa_rlm_other", "A", "255000", "wrong", "answer_is", FA + "جواب:\u200f ۲۵۰٬۰۰۰ تومان", "'answer: 250,000 toman' in Persian digits after a right-to-left mark: not the 255,000 of the working"),
    g("b_hi_nul_tail_other", "A", "408000", "wrong", "answer_is", HI + "उत्तर: ₹72,000\x00", "'answer: Rs 72,000' (the discount) and a trailing NUL"),
    g("b_tr_gold_space_other", "A", " 207 ", "wrong", "hash", TR_SLIP + "#### 276", "a gold with spaces; the answer 276"),
    m("b_m_ja_unclosed_box", "A", G_BASE, "no_answer", "truncated", M_BASE + r" $= \boxed{56", "cut inside the box"),
    m("b_m_ko_gold_boxed_other", "A", r"\boxed{(3, -22)}", "wrong", "boxed", M_VTX_SLIP + r" 답: $\boxed{(3, 22)}$", "a gold stored boxed; the model's (3, 22)"),
    g("b_ok_zh_fullwidth", "B", "759", "correct", "answer_is", ZH + "答案：７５９", "'answer: ７５９' in full-width digits"),
    g("b_ok_ar_rlm", "B", "253", "correct", "hash", AR + "#### \u200f253", "a right-to-left mark before 253"),
    g("b_ok_fa_digits", "B", "255000", "correct", "answer_is", FA + "جواب: ۲۵۵٬۰۰۰ تومان", "'answer: 255,000 toman' in Persian digits with the Arabic thousands separator U+066C"),
    g("b_ok_ja_crlf", "B", "12340", "correct", "hash", (JA + "#### 12340").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_hi_devanagari", "B", "408000", "correct", "answer_is", HI + "उत्तर: ₹४,०८,०००", "'answer: Rs 4,08,000' in Devanagari digits"),
    g("b_ok_bn_digits", "B", "288", "correct", "hash", BN + "#### ২৮৮", "#### with Bengali digits ২৮৮ = 288"),
    g("b_ok_th_digits", "B", "625", "correct", "answer_is", TH + "คำตอบ: ๖๒๕ บาท", "'answer: 625 baht' in Thai digits"),
    g("b_ok_tr_gold_space", "B", " 207 ", "correct", "hash", TR + "#### 207", "a gold with spaces"),
    g("b_ok_ko_emoji", "B", "33.6", "correct", "answer_is", KO + "답: 33.6km 🏃‍♂️", "'answer: 33.6 km' and a ZWJ emoji sequence"),
    g("b_ok_ru_long", "B", "333", "correct", "hash", RU * 300 + "#### 333", "300 repeats of the working, then #### 333"),
    g("b_ok_fr_nbsp", "B", "1020", "correct", "hash", FR + "#### 1\u00a0020", "#### 1 020 with a no-break space"),
    g("b_ok_he_rlm", "B", "19", "correct", "answer_is", HE + "התשובה: \u200f19 ימים", "'the answer: 19 days' with a right-to-left mark"),
    g("b_ok_uk_trailing_nbsp", "B", "248", "correct", "hash", UK + "#### 248\u00a0\n", "a trailing no-break space"),
    m("b_m_ok_ko_gold_boxed", "B", r"\boxed{(3, -22)}", "correct", "boxed", M_VTX + r" 답: $\boxed{(3, -22)}$", "a gold stored boxed"),
    m("b_m_ok_zh_gold_newline", "B", G_PROB + "\n", "correct", "boxed", M_PROB + r" $= \boxed{\frac{7}{15}}$。", "a gold with a trailing newline"),

    # ================================================================ MATH additions, every class
    m("t_m_es_box_other", "A", G_CPX, "wrong", "tag", th(M_CPX_SLIP + r" $= 1 - 13i$." + "\n") + r"<answer>El producto es $\boxed{1 - 13i}$.</answer>", "'the product is 1 - 13i' (-5i^2 taken as -5)"),
    m("t_m_hi_equation_other", "A", G_DET, "wrong", "tag", th(r"सारणिक $= 5 \cdot 4 - (-2) \cdot 3$" + "\n") + r"<answer>सारणिक $= 20 - 6 = 14$</answer>", "'determinant = 20 - 6 = 14': an equation chain ending at the sign slip 14"),
    m("t_m_ok_es_sentence", "B", G_CPX, "correct", "tag", th(M_CPX + r" $= 11 - 13i$." + "\n") + "<answer>El producto es $11 - 13i$.</answer>", "'the product is 11 - 13i'"),
    m("t_m_ok_de_equation", "B", G_DIST, "correct", "tag", th(M_DIST + r" $= \sqrt{65}$." + "\n") + r"<answer>$d = \sqrt{49 + 16} = \sqrt{65}$</answer>", "an equation chain ending in the gold"),
    m("h_m_nl_one_root", "A", G_ROOTS, "wrong", "hash", M_ROOTS + r", dus $x = -\frac{2}{3}$ of $x = 4$." + "\nHet antwoord is: #### 4", "'the answer is: #### 4': only one of the two roots"),
    m("h_m_ok_tr_same_line", "B", G_AREA, "correct", "hash", M_AREA + r" $= 169\pi$." + "\nCevap: #### 169\\pi", "'answer: #### 169\\pi'"),
    m("h_m_ok_pt_minerva", "B", G_COMB, "correct", "minerva", M_COMB + r" $= 1001$." + "\n#### 1001\n" + MINERVA.format("$1001$"), "#### then a Minerva line agreeing"),
    m("x_m_ru_closed", "A", G_INT, "wrong", "boxed", M_INT + r" Ответ: $x \in \boxed{[-7, 4]}$.", "'Answer: x in [-7, 4]': closed ends for a strict inequality"),
    m("x_m_ok_pl_decimal_coeffs", "B", G_INV, "correct", "boxed", M_INV + r": $f^{-1}(x) = \boxed{0.25x + 1.75}$.", "0.25x + 1.75 = (x + 7)/4 exactly (terminating decimals)"),
    m("x_m_ok_hi_decimal", "B", G_DET, "correct", "boxed", M_DET + r" $= 26.0$, अतः उत्तर $\boxed{26.0}$ है।", "'so the answer is 26.0'"),
    m("n_m_tr_degil_other", "A", G_AREA, "wrong", "boxed", r"Alan $169\pi$ değil; soruda istenen çevre: $2\pi r = 26\pi$. Cevap: $\boxed{26\pi}$", "'the area is not 169\\pi; what is asked is the circumference ... Answer: 26\\pi': the gold negated, another value boxed"),
    m("n_m_ok_ru_ne", "B", G_INT, "correct", "answer_is", M_INT + r" Ответ: $(-7, 4)$, а не $[-7, 4]$, так как неравенство строгое.", "'Answer: (-7, 4), not [-7, 4], because the inequality is strict'"),
    m("u_m_ok_es_unidades", "B", G_DIST, "correct", "boxed", r"La distancia es $\sqrt{(-5-2)^2 + (3+1)^2} = \boxed{\sqrt{65}\ \text{unidades}}$.", "'the distance is \\sqrt{65} units'"),
    m("u_m_id_satuan_other", "A", G_AREA, "wrong", "boxed", r"Luas lingkaran $= \pi r^2 = \pi \cdot 13^2 = 169\pi$. Dalam satuan persegi, jawabannya $\boxed{169\pi^2}$.", "'in square units, the answer is 169\\pi^2': the squared unit wrongly put on \\pi"),
    m("q_m_pt_colega", "A", G_COMB, "wrong", "boxed", r"Meu colega disse que a resposta é $\boxed{1001}$, mas eu acho que devemos escolher 3, então $\binom{14}{3} = 364$." + "\n\n" + r"Resposta: $\boxed{364}$", "'my colleague said 1001, but I think we choose 3 ... Answer: 364' (14*13*12/6 = 364)"),
    m("q_m_ok_pt_colega", "B", G_COMB, "correct", "boxed", r"Um colega disse que a resposta é $\binom{14}{3} = 364$, mas isso conta grupos de 3, e queremos grupos de 4: " + M_COMB + r" $= 1001$." + "\n\n" + r"Resposta: $\boxed{1001}$", "'a colleague said 364, but that counts groups of 3 ... Answer: 1001'"),
    m("r_m_es_en_realidad", "A", G_CPX, "wrong", "boxed", M_CPX + r" $= 11 - 13i$. Respuesta: $\boxed{11 - 13i}$." + "\n\n" + r"En realidad, me equivoqué con el signo: $-5i^2 = -5$, así que el resultado es $\boxed{1 - 13i}$.", "'actually, I got the sign wrong ... the result is 1 - 13i': a false correction; the last answer is 1 - 13i"),
    m("r_m_ok_hi_jaanch", "B", G_DET, "correct", "boxed", M_DET + r" $= 26$। उत्तर: $\boxed{26}$" + "\n\n" + r"जाँच: $5 \cdot 4 = 20$ और $(-2) \cdot 3 = -6$, इसलिए $20 - (-6) = 26$ ✓", "जाँच 'check' after the answer"),
    m("b_m_ok_tr_crlf", "B", G_AREA, "correct", "boxed", (M_AREA + r" $= 169\pi$." + "\n" + r"Cevap: $\boxed{169\pi}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_tr_fullwidth_other", "A", G_AREA, "wrong", "boxed", M_AREA + r" $= 169\pi$. Çevre ise $26\pi$." + "\n" + r"Cevap: $\boxed{２６\pi}$", "full-width digits: 26\\pi, the circumference"),
]
# fmt: on

# The MATH working strings end in a closed "$...$"; a continuation written as " $= ...$" or
# " $\\approx ...$" is joined into the same math span, as a model writes it.
CASES = [
    c[:6] + (c[6].replace("$ $=", " =").replace("$ $\\approx", " \\approx"),) + c[7:] for c in CASES
]

DECISIONS = {
    "h_fr_hash_hedge": (
        "reject",
        "the phrase states two values ('1 020 ou 696'); a hedge is wrong even when the #### line picks one",
    ),
    "h_pl_sign_lost": (
        "reject",
        "the #### value is 8, not -8; the phrase's 'below zero' does not change the marked value (round 21's decision)",
    ),
    "x_ok_es_hash_dot": (
        "accept",
        "in a Spanish answer whose working writes 1.875 and 5.625 with dot thousands separators, #### 1.125 is 1125 shirts",
    ),
    "u_m_fr_degrees": (
        "reject",
        "the box restates the given 260 degrees where radians are asked (round 21's decision: degrees are not radians)",
    ),
    "u_ok_pl_ponizej": (
        "accept",
        "'8 stopni poniżej zera' (8 degrees below zero) is -8 in words; no marked bare 8 contradicts it",
    ),
    "q_pt_other_part": (
        "reject",
        "the committed #### answer is 819; the gold 1.521 is only another step's value",
    ),
    "q_tr_ornegin": (
        "reject",
        "'for example the answer could be 207, but I am not sure', with no working: an example the model disowns, not a committed answer",
    ),
    "q_sv_facit_only": (
        "reject",
        "only a quoted answer key the model says it cannot derive and is not sure of",
    ),
    "q_m_it_hypothetical": (
        "reject",
        "a box under 'if I had time ... something like', followed by 'I cannot solve this problem'",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam72", CASES, [], DECISIONS)
