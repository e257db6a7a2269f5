r"""Build adversarial_redteam88.jsonl: an eighty-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam88", issue 25), written by a NEW helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or any grader) on the probes; handed over BEFORE
any scoring. Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py
(structure) and the issue text were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual models
write them: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German,
Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai,
Greek, Hebrew, Czech, Swedish, Tagalog. Their answer phrases (答案是, Ответ:, La respuesta es,
Antwort:, الإجابة, جواب, उत्तर, Đáp án, Jawaban, คำตอบ, Απάντηση, תשובה, Odpověď, Svar, Sagot ...),
number writing (decimal commas, dot / space / apostrophe thousands separators, Indian lakh
grouping, Arabic-Indic, Persian, Bengali and Thai digits, full-width digits, scale words 万, 만,
млн, mil, lakh, triệu, ribu), counted nouns and measure words, negation and correction idioms
(不是…而是, нет, а…, no es…sino, nicht…sondern, 訂正, Исправление, Correção), checks after the
answer, closings, reported and hypothetical speech, answer tags with sentences in the language and
mixed-language outputs.

Problems and golds (arithmetic checked by hand, and by python on the numbers only):
GSM8K
- ZH pens: 27 boxes x 14 = 378; 378 - 171 = 207 (gold 207). Slip: sold 117 -> 378 - 117 = 261.
- JA dinner: 8 x 1,250 yen = 10,000; + 3,400 tip = 13,400 (gold 13400). Slip: tip forgotten 10000.
- RU trip: 12.5 km/h x 3.4 h = 42.5 km (gold 42.5). Slip: 3.6 h -> 45.
- UK salary: 265 000 x 6 = 1 590 000 UAH (gold 1590000). Slip: 5 months -> 1 325 000.
- ES percent: 35 % of 460 = 0.35 x 460 = 161 (gold 161). Slip: of 640 -> 224.
- PT boxes: 6 x R$ 31,45 = R$ 188,70 (gold 188.7). Slip: 5 boxes -> 157.25.
- FR temperature: 6 - 2.5 x 7 = 6 - 17.5 = -11.5 (gold -11.5). Slip: sign lost 11.5.
- DE rent: 12 x 1.275 EUR = 15.300 EUR (gold 15300). Slip: 11 months -> 14.025.
- IT students: 3/8 of 136 = 408 / 8 = 51 (gold 51). Slip: 5/8 -> 85.
- NL eggs: 6 dozen = 72; 72 - 29 = 43 (gold 43). Slip: 72 + 29 = 101.
- PL water: 2.75 l x 14 = 38.5 l (gold 38.5). Slip: 2.5 x 14 = 35.
- TR shop: 9 x 17 TL = 153; + 28 = 181 (gold 181). Slip: pen forgotten 153.
- AR chairs: 19 rows x 17 = 323 (gold 323). Slip: 19 x 16 = 304.
- FA pencils: 24 x 16 = 384 (gold 384). Slip: 24 x 15 = 360.
- HI savings: 8,000 x 30 = 2,40,000 rupees (gold 240000). Slip: 24,000 (a zero lost).
- BN books: 7 x 45 = 315 taka (gold 315). Slip: 6 x 45 = 270.
- VI books: 14 x 125.000 = 1.750.000 dong (gold 1750000). Slip: 12 x 125.000 = 1.500.000.
- ID eggs: 4 dozen (lusin) = 48; 48 - 17 = 31 (gold 31). Slip: 48 - 13 = 35.
- TH boxes: 12 x 8 = 96 (gold 96). Slip: 86.
- EL crates: 15 x 3.6 kg = 54 kg (gold 54). Slip: 5.4.
- HE split: 1,200 / 16 = 75 shekels (gold 75). Slip: 15 people -> 80.
- CS discount: 35 % of 840 = 294 CZK (gold 294). Slip: 65 % -> 546.
- KO apples: 3.75 kg x 4,800 won = 18,000 won (gold 18000). Slip: 3 kg -> 14,400.
- SV tickets: 7 x 145 kr = 1 015 kr (gold 1015). Slip: 6 -> 870.
- TL mangoes: 18 x 24 = 432 (gold 432). Slip: 17 x 24 = 408.
MATH
- ZH x^2 - x - 12 = (x - 4)(x + 3) -> -3, 4 (16 - 4 - 12 = 0; 9 + 3 - 12 = 0).
- JA two dice sum 10: (4,6), (5,5), (6,4) -> 3/36 = 1/12.
- KO triangle 9, 10, 17: s = 18, 18 * 9 * 8 * 1 = 1296, area 36.
- RU 3 + 7 + ... + 83: n = 80/4 + 1 = 21, S = 21 * 86 / 2 = 903.
- FR distance (1, 2) to (8, 6): 49 + 16 = 65 -> \sqrt{65}.
- DE cos 120 degrees = -1/2.
- ES C(10, 3) = 720 / 6 = 120.
- PT 5 + 5/4 + 5/16 + ... = 5 / (3/4) = 20/3.
- IT (2 + 3i)(1 - i) = 2 - 2i + 3i + 3 = 5 + i.
- PL 165 degrees = 165 pi / 180 = 11 pi / 12.
- AR 2x - 1 > 5 -> x > 3 -> (3, \infty).
- VI y = x^2 - 6x + 11 = (x - 3)^2 + 2 -> vertex (3, 2).
- HI 0.\overline{63} = 63/99 = 7/11.
- TR 2^10 mod 7: 2^3 = 8 = 1 mod 7, 2^10 = (2^3)^3 * 2 = 2 mod 7 (1024 = 7 * 146 + 2) -> 2.
- EL \sqrt{50} = 5\sqrt{2}.
- HE gcd(90, 168): 90 = 2 * 3^2 * 5, 168 = 2^3 * 3 * 7 -> 6.
- ID f(x) = 3x - 4, f^{-1}(11): 3x - 4 = 11 -> x = 5.
- TH diagonals of an octagon: 8 * 5 / 2 = 20.
- CS 1234_5 = 125 + 50 + 15 + 4 = 194.
Values in retractions and after-text: 2.5 x 6 = 15, 6 - 15 = -9; 153 + 23 = 176; 3,000 tip -> 13,000;
9,000 x 30 = 2,70,000; 1244_5 = 125 + 50 + 20 + 4 = 199; (2 + 3i)(1 + i) = -1 + 5i; 5 / (1 - 1/5) = 25/4;
(5 + i)(1 + i) / 2 = (4 + 6i) / 2 = 2 + 3i; 21 * 43 = 903 (not 893); 24 + 7 = 31 (2 lusin lebih 7).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (number writing of the language included); `n_` negation, strike-out, annotation; `u_`
unit words and counted nouns; `r_` retractions and harmless after-text; `q_` quoted, reported,
hypothetical text; `b_` bad input a JSON corpus can hold. An `_m_` marks a MATH probe; `_ok_` marks
kind B. The language code follows (`_zh`, `_ja`, ...).

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides.
A value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`.
No final answer is `no_answer`. A value equal to the gold (a decimal comma, a thousands separator
of the language, native digits, a scale word: 2,40,000 = 1.750.000 dong = 1 590 000 = 240000 when
the text's own convention says so) is `correct`. A decimal for an exact irrational gold is `wrong`.
Text after a committed answer that does not change it (a check, a closing, a translation) does not
count; an explicit correction (訂正, Исправление, Correção, Korrektur ...) makes the corrected value
final. Every non-English note carries an English gloss. Debatable probes carry `"debatable": true`
and the decision this round proposes in the note and in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam88.py
"""

import unicodedata

from corpus_build import IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
ZH = "每盒有 14 支笔，27 盒一共有 27 × 14 = 378 支笔。\n卖出 171 支后，还剩 378 − 171 = 207 支。\n"
ZH_SLIP = (
    "每盒有 14 支笔，27 盒一共有 27 × 14 = 378 支笔。\n卖出 117 支后，还剩 378 − 117 = 261 支。\n"
)
JA = "1人あたり 1,250円なので、8人分は 1,250 × 8 = 10,000円です。\nこれにチップの 3,400円を加えると、10,000 + 3,400 = 13,400円になります。\n"
JA_SLIP = "1人あたり 1,250円なので、8人分は 1,250 × 8 = 10,000円です。\n"
RU = "Скорость велосипедиста 12,5 км/ч, он ехал 3,4 ч.\nРасстояние: 12,5 · 3,4 = 42,5 км.\n"
RU_SLIP = "Скорость велосипедиста 12,5 км/ч, он ехал 3,6 ч.\nРасстояние: 12,5 · 3,6 = 45 км.\n"
UK = "Щомісячна зарплата — 265 000 грн.\nЗа 6 місяців: 265 000 × 6 = 1 590 000 грн.\n"
UK_SLIP = "Щомісячна зарплата — 265 000 грн.\nЗа 5 місяців: 265 000 × 5 = 1 325 000 грн.\n"
ES = "Necesitamos el 35 % de 460.\n0,35 × 460 = 161.\n"
ES_SLIP = "Necesitamos el 35 % de 640.\n0,35 × 640 = 224.\n"
PT = "Cada caixa custa R$ 31,45.\nPortanto, 6 caixas custam 6 × 31,45 = R$ 188,70.\n"
PT_SLIP = "Cada caixa custa R$ 31,45.\nPortanto, 5 caixas custam 5 × 31,45 = R$ 157,25.\n"
FR = "La température baisse de 2,5 °C par heure pendant 7 heures, soit 2,5 × 7 = 17,5 °C.\nElle passe donc de 6 °C à 6 − 17,5 = −11,5 °C.\n"
DE = "Die Miete beträgt 1.275 € im Monat.\nIn einem Jahr sind das 12 × 1.275 € = 15.300 €.\n"
DE_SLIP = "Die Miete beträgt 1.275 € im Monat.\nFür 11 Monate sind das 11 × 1.275 € = 14.025 €.\n"
IT = "I 3/8 dei 136 studenti vanno in gita: 136 × 3 = 408, e 408 ÷ 8 = 51.\n"
IT_SLIP = "I 5/8 dei 136 studenti vanno in gita: 136 × 5 = 680, e 680 ÷ 8 = 85.\n"
NL = "6 dozijn eieren is 6 × 12 = 72 eieren.\nNa het bakken zijn er 29 gebruikt, dus er blijven 72 − 29 = 43 eieren over.\n"
NL_SLIP = "6 dozijn eieren is 6 × 12 = 72 eieren.\nEr komen 29 bij, dus 72 + 29 = 101 eieren.\n"
PL = "Ania pije 2,75 l wody dziennie.\nPrzez 14 dni: 2,75 · 14 = 38,5 l.\n"
PL_SLIP = "Ania pije 2,5 l wody dziennie.\nPrzez 14 dni: 2,5 · 14 = 35 l.\n"
TR = "9 defterin fiyatı 9 × 17 = 153 TL.\nKalem 28 TL olduğundan toplam 153 + 28 = 181 TL eder.\n"
TR_SLIP = "9 defterin fiyatı 9 × 17 = 153 TL.\n"
AR = "في القاعة ١٩ صفًا، وفي كل صف ١٧ كرسيًا.\nإذن عدد الكراسي = ١٩ × ١٧ = ٣٢٣ كرسيًا.\n"
AR_SLIP = "في القاعة ١٩ صفًا، وفي كل صف ١٦ كرسيًا.\nإذن عدد الكراسي = ١٩ × ١٦ = ٣٠٤ كرسيًا.\n"
FA = "هر جعبه ۱۶ مداد دارد و ۲۴ جعبه داریم.\nپس تعداد مدادها ۲۴ × ۱۶ = ۳۸۴ است.\n"
FA_SLIP = "هر جعبه ۱۵ مداد دارد و ۲۴ جعبه داریم.\nپس تعداد مدادها ۲۴ × ۱۵ = ۳۶۰ است.\n"
HI = "रीना हर महीने ₹8,000 बचाती है।\n30 महीनों में बचत = 8,000 × 30 = ₹2,40,000\n"
HI_SLIP = "रीना हर महीने ₹8,000 बचाती है।\n30 महीनों में बचत = 8,000 × 30 = ₹24,000\n"
BN = "প্রতিটি বইয়ের দাম ৪৫ টাকা।\n৭টি বইয়ের দাম = ৭ × ৪৫ = ৩১৫ টাকা।\n"
BN_SLIP = "প্রতিটি বইয়ের দাম ৪৫ টাকা।\n৬টি বইয়ের দাম = ৬ × ৪৫ = ২৭০ টাকা।\n"
VI = "Mỗi cuốn sách giá 125.000 đồng.\nMua 14 cuốn: 14 × 125.000 = 1.750.000 đồng.\n"
VI_SLIP = "Mỗi cuốn sách giá 125.000 đồng.\nMua 12 cuốn: 12 × 125.000 = 1.500.000 đồng.\n"
ID = "Ibu membeli 4 lusin telur, yaitu 4 × 12 = 48 butir.\nUntuk membuat kue dipakai 17 butir, jadi sisanya 48 − 17 = 31 butir.\n"
ID_SLIP = "Ibu membeli 4 lusin telur, yaitu 4 × 12 = 48 butir.\nUntuk membuat kue dipakai 13 butir, jadi sisanya 48 − 13 = 35 butir.\n"
TH = "มีกล่อง 12 กล่อง แต่ละกล่องมีส้ม 8 ลูก\nดังนั้นมีส้มทั้งหมด 12 × 8 = 96 ลูก\n"
EL = "Κάθε κιβώτιο ζυγίζει 3,6 kg.\nΤα 15 κιβώτια ζυγίζουν 15 × 3,6 = 54 kg.\n"
HE = 'החשבון הוא 1,200 ש"ח ומתחלקים בו 16 אנשים.\n1,200 ÷ 16 = 75 ש"ח לכל אחד.\n'
HE_SLIP = 'החשבון הוא 1,200 ש"ח ומתחלקים בו 15 אנשים.\n1,200 ÷ 15 = 80 ש"ח לכל אחד.\n'
CS = "Sleva je 35 % z 840 Kč.\n0,35 · 840 = 294 Kč.\n"
CS_SLIP = "Sleva je 65 % z 840 Kč.\n0,65 · 840 = 546 Kč.\n"
KO = "사과 1kg의 가격은 4,800원입니다.\n3.75kg의 가격은 3.75 × 4,800 = 18,000원입니다.\n"
KO_SLIP = "사과 1kg의 가격은 4,800원입니다.\n3kg의 가격은 3 × 4,800 = 14,400원입니다.\n"
SV = "En biljett kostar 145 kr och de är 7 personer.\n7 · 145 = 1 015 kr.\n"
SV_SLIP = "En biljett kostar 145 kr och de är 6 personer.\n6 · 145 = 870 kr.\n"
TL = "May 18 na kahon at may 24 na mangga sa bawat kahon.\n18 × 24 = 432 na mangga.\n"
TL_SLIP = "May 17 na kahon at may 24 na mangga sa bawat kahon.\n17 × 24 = 408 na mangga.\n"

# ================================================================ MATH working
G_ZH = "-3, 4"
M_ZH = r"因式分解：$x^2 - x - 12 = (x - 4)(x + 3) = 0$，所以 $x = 4$ 或 $x = -3$。" + "\n"
G_JA = r"\frac{1}{12}"
M_JA = (
    r"和が 10 になるのは $(4,6), (5,5), (6,4)$ の 3 通りで、目の出方は全部で $36$ 通りなので、確率は $\frac{3}{36}$ です。"
    + "\n"
)
G_KO = "36"
M_KO = (
    r"헤론의 공식을 사용합니다. $s = \frac{9 + 10 + 17}{2} = 18$이고, 넓이 $= \sqrt{18 \cdot 9 \cdot 8 \cdot 1} = \sqrt{1296}$입니다."
    + "\n"
)
G_RU = "903"
M_RU = (
    r"Это арифметическая прогрессия: $a_1 = 3$, $d = 4$, $a_n = 83$. Число членов $n = \frac{83 - 3}{4} + 1 = 21$, сумма $S_{21} = \frac{21 \cdot (3 + 83)}{2} = 21 \cdot 43$."
    + "\n"
)
G_FR = r"\sqrt{65}"
M_FR = r"La distance vaut $\sqrt{(8 - 1)^2 + (6 - 2)^2} = \sqrt{49 + 16}$." + "\n"
G_DE = r"-\frac{1}{2}"
M_DE = r"Es gilt $\cos 120^\circ = \cos(180^\circ - 60^\circ) = -\cos 60^\circ$." + "\n"
G_ES = "120"
M_ES = (
    r"El número de formas es $\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3!} = \frac{720}{6}$."
    + "\n"
)
G_PT = r"\frac{20}{3}"
M_PT = (
    r"É uma série geométrica com primeiro termo $a = 5$ e razão $r = \frac{1}{4}$. Logo, a soma é $\frac{5}{1 - \frac{1}{4}} = \frac{5}{\frac{3}{4}}$."
    + "\n"
)
G_IT = "5 + i"
M_IT = r"Sviluppiamo: $(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3$." + "\n"
G_PL = r"\frac{11\pi}{12}"
M_PL = (
    r"Zamieniamy stopnie na radiany: $165^\circ \cdot \frac{\pi}{180^\circ} = \frac{165\pi}{180}$."
    + "\n"
)
G_AR = r"(3, \infty)"
M_AR = r"لدينا $2x - 1 > 5$، إذن $2x > 6$، ومنه $x > 3$." + "\n"
G_VI = "(3, 2)"
M_VI = r"Ta có $y = x^2 - 6x + 11 = (x - 3)^2 + 2$." + "\n"
G_HI = r"\frac{7}{11}"
M_HI = (
    r"माना $x = 0.\overline{63}$। तब $100x = 63.\overline{63}$, इसलिए $99x = 63$ और $x = \frac{63}{99}$।"
    + "\n"
)
G_TR = "2"
M_TR = (
    r"$2^3 = 8 \equiv 1 \pmod{7}$ olduğundan $2^{10} = (2^3)^3 \cdot 2 \equiv 1 \cdot 2 \pmod{7}$."
    + "\n"
)
G_EL = r"5\sqrt{2}"
M_EL = r"Έχουμε $\sqrt{50} = \sqrt{25 \cdot 2}$." + "\n"
G_HE = "6"
M_HE = (
    r"$90 = 2 \cdot 3^2 \cdot 5$ ו־$168 = 2^3 \cdot 3 \cdot 7$, ולכן המחלק המשותף הגדול ביותר הוא $2 \cdot 3$."
    + "\n"
)
G_ID = "5"
M_ID = (
    r"Misalkan $f^{-1}(11) = x$, maka $f(x) = 11$, yaitu $3x - 4 = 11$, sehingga $3x = 15$." + "\n"
)
G_TH = "20"
M_TH = (
    r"จำนวนเส้นทแยงมุมของรูป $n$ เหลี่ยมคือ $\frac{n(n - 3)}{2}$ เมื่อ $n = 8$ จะได้ $\frac{8 \cdot 5}{2}$"
    + "\n"
)
G_CS = "194"
M_CS = (
    r"Převedeme: $1234_5 = 1 \cdot 5^3 + 2 \cdot 5^2 + 3 \cdot 5 + 4 = 125 + 50 + 15 + 4$." + "\n"
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_slip", "A", "207", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩 261 支笔。</answer>", "the tag's Chinese sentence ('261 pens are left') states 261, the slip value"),
    g("t_ja_tip_forgot", "A", "13400", "wrong", "tag", th(JA_SLIP) + "<answer>合計は 10,000円です。</answer>", "'the total is 10,000 yen': the tip forgotten"),
    g("t_ru_placeholder", "A", "42.5", "no_answer", "tag", th(RU) + "<answer>Ответ: ___</answer>", "'Answer: ___' a blank template in the tag; 42,5 only in the thinking"),
    g("t_es_two_tags", "A", "161", "wrong", "tag", th(ES) + "<answer>161</answer>\n<answer>224</answer>", "two tags, the last 224"),
    g("t_de_equation_slip", "A", "15300", "wrong", "tag", th(DE_SLIP) + "<answer>11 × 1.275 € = 14.025 €</answer>", "an equation chain ending 14.025 EUR (= 14025, 11 months)"),
    g("t_ar_sentence_slip", "A", "323", "wrong", "tag", th(AR_SLIP) + "<answer>عدد الكراسي هو ٣٠٤ كرسيًا.</answer>", "Arabic 'the number of chairs is 304 chairs' in Arabic-Indic digits"),
    g("t_fa_empty", "A", "384", "no_answer", "tag", th(FA) + "<answer></answer>", "an empty tag; 384 only in the Persian thinking"),
    g("t_ko_box_slip", "A", "18000", "wrong", "tag", th(KO_SLIP) + r"<answer>\boxed{14,400}원</answer>", "a box with 14,400 won (3 kg)"),
    g("t_hi_zero_lost", "A", "240000", "wrong", "tag", th(HI_SLIP) + "<answer>कुल बचत ₹24,000 है।</answer>", "Hindi 'the total saving is Rs 24,000': a zero lost"),
    g("t_vi_cut_in_think", "A", "1750000", "no_answer", "truncated", "<think>\n" + VI + "Vậy đáp án là", "cut inside the thinking after 'So the answer is'; no tag"),
    m("t_m_zh_one_root", "A", G_ZH, "wrong", "tag", th(M_ZH) + "<answer>$x = 4$</answer>", "only one of the two roots"),
    m("t_m_ja_bad_simplify", "A", G_JA, "wrong", "tag", th(M_JA) + r"<answer>確率は $\frac{3}{36} = \frac{1}{6}$ です。</answer>", "Japanese 'the probability is 3/36 = 1/6': the chain ends on 1/6 (a bad simplification)"),
    m("t_m_pl_wrong_den", "A", G_PL, "wrong", "tag", th(M_PL) + r"<answer>Odpowiedź: $\frac{11\pi}{6}$</answer>", "Polish 'Answer:' 11pi/6, not 11pi/12"),
    m("t_m_th_no_half", "A", G_TH, "wrong", "tag", th(M_TH) + "<answer>รูปแปดเหลี่ยมมีเส้นทแยงมุม 40 เส้น</answer>", "Thai 'an octagon has 40 diagonals' (the /2 forgotten)"),
    g("t_ok_zh_sentence", "B", "207", "correct", "tag", th(ZH) + "<answer>还剩 207 支笔。</answer>", "Chinese '207 pens are left' with the measure word 支"),
    g("t_ok_ja_sentence", "B", "13400", "correct", "tag", th(JA) + "<answer>合計は 13,400円です。</answer>", "'the total is 13,400 yen'"),
    g("t_ok_ru_comma", "B", "42.5", "correct", "tag", th(RU) + "<answer>Ответ: 42,5 км.</answer>", "Russian 'Answer: 42,5 km': a decimal comma, the text's own convention (12,5 and 3,4 above)"),
    g("t_ok_es_sentence", "B", "161", "correct", "tag", th(ES) + "<answer>La respuesta es 161.</answer>", "Spanish 'the answer is 161'"),
    g("t_ok_de_dot", "B", "15300", "correct", "tag", th(DE) + "<answer>Die Jahresmiete beträgt 15.300 €.</answer>", "German 'the yearly rent is 15.300 EUR': a dot thousands separator (1.275 EUR a month above)"),
    g("t_ok_ar_digits", "B", "323", "correct", "tag", th(AR) + "<answer>٣٢٣</answer>", "Arabic-Indic digits 323"),
    g("t_ok_fa_sentence", "B", "384", "correct", "tag", th(FA) + "<answer>تعداد مدادها ۳۸۴ است.</answer>", "Persian 'the number of pencils is 384' in Persian digits"),
    g("t_ok_ko_won", "B", "18000", "correct", "tag", th(KO) + "<answer>18,000원</answer>", "18,000 won"),
    g("t_ok_hi_lakh", "B", "240000", "correct", "tag", th(HI) + "<answer>कुल बचत ₹2,40,000 है।</answer>", "Hindi 'the total saving is Rs 2,40,000': Indian lakh grouping"),
    g("t_ok_vi_box", "B", "1750000", "correct", "tag", th(VI) + r"<answer>\boxed{1.750.000} đồng</answer>", "Vietnamese dot thousands separators in a box, then 'dong'"),
    m("t_m_ok_zh_box", "B", G_ZH, "correct", "tag", th(M_ZH) + r"<answer>方程的解为 $x = -3$ 或 $x = 4$，即 $\boxed{-3, 4}$。</answer>", "Chinese 'the solutions are x = -3 or x = 4, i.e.' a box"),
    m("t_m_ok_ja_sentence", "B", G_JA, "correct", "tag", th(M_JA) + r"<answer>求める確率は $\frac{1}{12}$ です。</answer>", "Japanese 'the required probability is 1/12'"),
    m("t_m_ok_pl_sentence", "B", G_PL, "correct", "tag", th(M_PL) + r"<answer>Odpowiedź: $\frac{11\pi}{12}$</answer>", "Polish 'Answer:'"),
    m("t_m_ok_th_sentence", "B", G_TH, "correct", "tag", th(M_TH) + "<answer>รูปแปดเหลี่ยมมีเส้นทแยงมุมทั้งหมด 20 เส้น</answer>", "Thai 'an octagon has 20 diagonals in all' (เส้น is the classifier)"),

    # ================================================================ 2. phrase + ####
    g("h_zh_slip", "A", "207", "wrong", "hash", ZH_SLIP + "答案是：#### 261", "'the answer is:' then #### 261"),
    g("h_ru_phrase_hash_differ", "A", "42.5", "wrong", "hash", RU + "Ответ: 42,5 км.\n#### 45", "'Answer: 42,5 km' then #### 45: two different final answers"),
    g("h_uk_slip", "A", "1590000", "wrong", "hash", UK_SLIP + "Відповідь: #### 1 325 000", "Ukrainian 'Answer:' #### 1 325 000 (5 months)"),
    g("h_pt_slip", "A", "188.7", "wrong", "hash", PT_SLIP + "Resposta: #### 157,25", "Portuguese 'Answer:' #### 157,25 (5 boxes)"),
    g("h_it_slip", "A", "51", "wrong", "hash", IT_SLIP + "Quindi la risposta è: #### 85", "Italian 'so the answer is:' #### 85"),
    g("h_nl_slip", "A", "43", "wrong", "hash", NL_SLIP + "Het antwoord is: #### 101", "Dutch 'the answer is:' #### 101"),
    g("h_tr_forgot", "A", "181", "wrong", "hash", TR_SLIP + "Cevap: #### 153", "Turkish 'Answer:' #### 153 (the pen forgotten)"),
    g("h_bn_slip", "A", "315", "wrong", "hash", BN_SLIP + "উত্তর: #### ২৭০", "Bengali 'Answer:' #### 270 in Bengali digits"),
    g("h_id_empty", "A", "31", "no_answer", "hash", ID + "Jawaban: ####", "Indonesian 'Answer:' then an empty ####; 31 only in the working"),
    g("h_sv_hash_then_phrase", "A", "1015", "wrong", "hash", SV + "#### 1015\nSvar: 870 kr", "#### 1015 then Swedish 'Answer: 870 kr': two different final answers"),
    g("h_cs_hedge", "A", "294", "wrong", "hash", CS + "Odpověď: 294 Kč nebo 546 Kč\n#### 294", "debatable: Czech 'Answer: 294 CZK or 546 CZK' (a hedge) before #### 294; proposed wrong (a hedge is two final answers)", True),
    g("h_he_slip", "A", "75", "wrong", "hash", HE_SLIP + "תשובה: #### 80", "Hebrew 'Answer:' #### 80 (15 people)"),
    g("h_tl_slip", "A", "432", "wrong", "hash", TL_SLIP + "Ang sagot ay: #### 408", "Tagalog 'the answer is:' #### 408"),
    m("h_m_tr_forgot", "A", G_TR, "wrong", "hash", M_TR + "Cevap: #### 1", "Turkish 'Answer:' #### 1 (the factor 2 dropped)"),
    g("h_ok_zh", "B", "207", "correct", "hash", ZH + "答案是：#### 207", "'the answer is:' then ####"),
    g("h_ok_ja", "B", "13400", "correct", "hash", JA + "答え：#### 13400", "Japanese 'Answer:' with a full-width colon"),
    g("h_ok_ru_comma", "B", "42.5", "correct", "hash", RU + "Ответ: #### 42,5", "debatable: a decimal comma after #### (GSM8K reads commas as thousands); the Russian text writes 12,5 and 3,4 as decimals, so 42,5 is 42.5; proposed correct", True),
    g("h_ok_uk_spaces", "B", "1590000", "correct", "hash", UK + "Відповідь: #### 1 590 000", "Ukrainian 'Answer:' with space thousands separators"),
    g("h_ok_pt_comma", "B", "188.7", "correct", "hash", PT + "Resposta: #### 188,70", "debatable: Portuguese decimal comma after ####, as in R$ 31,45 above; proposed correct", True),
    g("h_ok_it", "B", "51", "correct", "hash", IT + "Quindi la risposta è: #### 51", "Italian 'so the answer is:'"),
    g("h_ok_nl", "B", "43", "correct", "hash", NL + "Het antwoord is: #### 43", "Dutch 'the answer is:'"),
    g("h_ok_tr", "B", "181", "correct", "hash", TR + "Cevap: #### 181", "Turkish 'Answer:'"),
    g("h_ok_bn_digits", "B", "315", "correct", "hash", BN + "উত্তর: #### ৩১৫", "Bengali 'Answer:' #### 315 in Bengali digits"),
    g("h_ok_id", "B", "31", "correct", "hash", ID + "Jawaban: #### 31", "Indonesian 'Answer:'"),
    g("h_ok_sv_space", "B", "1015", "correct", "hash", SV + "Svar: #### 1 015", "Swedish 'Answer:' with a space thousands separator"),
    g("h_ok_he", "B", "75", "correct", "hash", HE + "תשובה: #### 75", "Hebrew 'Answer:' (right-to-left text)"),
    g("h_ok_cs", "B", "294", "correct", "hash", CS + "Odpověď: #### 294", "Czech 'Answer:'"),
    g("h_ok_el", "B", "54", "correct", "hash", EL + "Απάντηση: #### 54", "Greek 'Answer:'"),
    g("h_ok_tl", "B", "432", "correct", "hash", TL + "Ang sagot ay: #### 432", "Tagalog 'the answer is:'"),
    m("h_m_ok_tr", "B", G_TR, "correct", "hash", M_TR + "Cevap: #### 2", "Turkish 'Answer:' on the MATH path"),

    # ================================================================ 3. exactness and number writing
    g("x_fr_sign_lost", "A", "-11.5", "wrong", "answer_is", FR + "La température finale est de 11,5 °C.", "French 'the final temperature is 11,5 C': the sign lost"),
    g("x_pt_rounded", "A", "188.7", "wrong", "answer_is", PT + "Resposta: aproximadamente R$ 189.", "Portuguese 'Answer: about R$ 189': rounded"),
    g("x_pl_truncated", "A", "38.5", "wrong", "answer_is", PL + "Odpowiedź: 38 l", "Polish 'Answer: 38 l': the half litre dropped"),
    g("x_ru_comma_misplaced", "A", "42.5", "wrong", "answer_is", RU + "Ответ: 4,25 км.", "Russian 'Answer: 4,25 km': the comma in the wrong place"),
    g("x_vi_zero_dropped", "A", "1750000", "wrong", "answer_is", VI + "Đáp án: 175.000 đồng.", "Vietnamese 'Answer: 175.000 dong' = 175000, a zero dropped"),
    g("x_hi_lakh_wrong", "A", "240000", "wrong", "answer_is", HI + "उत्तर: ₹24 लाख", "Hindi 'Answer: Rs 24 lakh' = 2,400,000"),
    g("x_ja_rounded_man", "A", "13400", "wrong", "answer_is", JA + "合計は約1万3千円です。", "Japanese 'the total is about 13 thousand yen' (1万3千 = 13000): rounded"),
    g("x_ko_about", "A", "18000", "wrong", "answer_is", KO + "따라서 약 2만 원입니다.", "Korean 'so it is about 20,000 won' (2만 = 20000)"),
    g("x_uk_mln_rounded", "A", "1590000", "wrong", "answer_is", UK + "Відповідь: близько 1,6 млн грн.", "Ukrainian 'Answer: about 1,6 million UAH': rounded"),
    g("x_el_comma_shift", "A", "54", "wrong", "answer_is", EL + "Απάντηση: 5,4 kg", "Greek 'Answer: 5,4 kg'"),
    g("x_th_digits_wrong", "A", "96", "wrong", "answer_is", TH + "คำตอบ: ๘๖ ลูก", "Thai 'Answer: 86 (Thai digits) fruits'; 96 only in the working"),
    m("x_m_fr_decimal", "A", G_FR, "wrong", "boxed", M_FR + r"La distance est d'environ $\boxed{8{,}06}$.", "French 'the distance is about' 8,06: a decimal for sqrt 65 (8.062...)"),
    m("x_m_pt_decimal", "A", G_PT, "wrong", "boxed", M_PT + r"Logo, a soma é aproximadamente $\boxed{6{,}67}$.", "Portuguese 'so the sum is approximately' 6,67 for 20/3"),
    m("x_m_hi_decimal", "A", G_HI, "wrong", "boxed", M_HI + r"अतः उत्तर $\boxed{0.64}$ है।", "Hindi 'so the answer is' 0.64 for 7/11 = 0.6363..."),
    m("x_m_el_decimal", "A", G_EL, "wrong", "boxed", M_EL + r"Άρα $\sqrt{50} \approx \boxed{7{,}07}$.", "Greek 'so' a decimal for 5 sqrt 2"),
    m("x_m_vi_swapped", "A", G_VI, "wrong", "boxed", M_VI + r"Vậy đỉnh của parabol là $\boxed{(2;\,3)}$.", "Vietnamese 'so the vertex of the parabola is' (2; 3): coordinates swapped"),
    g("x_ok_de_tsd", "B", "15300", "correct", "answer_is", DE + "Die Jahresmiete beträgt also 15,3 Tsd. €.", "German 'so the yearly rent is 15,3 thousand EUR' = 15300"),
    g("x_ok_ja_man", "B", "13400", "correct", "answer_is", JA + "合計は 1万3,400円 です。", "Japanese 'the total is 1万3,400 yen' = 13400"),
    g("x_ok_ko_man", "B", "18000", "correct", "answer_is", KO + "답: 1만 8천 원", "Korean 'Answer: 1만 8천 won' = 10000 + 8000"),
    g("x_ok_uk_mln", "B", "1590000", "correct", "answer_is", UK + "Відповідь: 1,59 млн грн.", "Ukrainian 'Answer: 1,59 million UAH' = 1590000"),
    g("x_ok_hi_lakh_word", "B", "240000", "correct", "answer_is", HI + "उत्तर: ₹2.4 लाख", "Hindi 'Answer: Rs 2.4 lakh' = 240000"),
    g("x_ok_vi_trieu", "B", "1750000", "correct", "answer_is", VI + "Đáp án: 1,75 triệu đồng.", "Vietnamese 'Answer: 1,75 million dong' (decimal comma) = 1750000"),
    g("x_ok_el_zero", "B", "54", "correct", "answer_is", EL + "Απάντηση: 54,0 kg", "Greek 'Answer: 54,0 kg'"),
    g("x_ok_cs_zeros", "B", "294", "correct", "answer_is", CS + "Odpověď: 294,00 Kč", "Czech 'Answer: 294,00 CZK'"),
    g("x_ok_pt_reais", "B", "188.7", "correct", "answer_is", PT + "Resposta: R$ 188,70", "Portuguese 'Answer: R$ 188,70'"),
    g("x_ok_fr_minus_sign", "B", "-11.5", "correct", "answer_is", FR + "Réponse : −11,5 °C", "French 'Answer :' with U+2212 and a decimal comma"),
    g("x_ok_fr_below_zero", "B", "-11.5", "correct", "answer_is", FR + "La température finale est de 11,5 °C en dessous de zéro.", "debatable: French 'the final temperature is 11,5 C below zero' = -11.5 in words; proposed correct", True),
    g("x_ok_zh_fullwidth", "B", "207", "correct", "answer_is", ZH + "答案：２０７", "Chinese 'Answer:' with full-width digits"),
    g("x_ok_th_digits", "B", "96", "correct", "answer_is", TH + "คำตอบ: ๙๖ ลูก", "Thai 'Answer: 96 (Thai digits) fruits'"),
    g("x_ok_sv_kr", "B", "1015", "correct", "answer_is", SV + "Svar: 1 015 kr", "Swedish 'Answer: 1 015 kr', a space thousands separator"),
    m("x_m_ok_de_comma", "B", G_DE, "correct", "boxed", M_DE + r"Also ist $\cos 120^\circ = \boxed{-0{,}5}$.", "German 'so' -0,5: an exact decimal with a comma"),
    m("x_m_ok_pt_mixed", "B", G_PT, "correct", "boxed", M_PT + r"Logo, a soma é $\boxed{6\frac{2}{3}}$.", "debatable: Portuguese 'so the sum is' a mixed number 6 2/3 = 20/3 (could be read 6 * 2/3); proposed correct", True),
    m("x_m_ok_vi_semicolon", "B", G_VI, "correct", "boxed", M_VI + r"Vậy đỉnh của parabol là $\boxed{(3;\,2)}$.", "debatable: Vietnamese school notation writes points with a semicolon, (3; 2); proposed correct", True),
    m("x_m_ok_it_order", "B", G_IT, "correct", "boxed", M_IT + r"Quindi il risultato è $\boxed{i + 5}$.", "Italian 'so the result is' i + 5"),
    m("x_m_ok_cs_base", "B", G_CS, "correct", "boxed", M_CS + r"Tedy $1234_5 = \boxed{194_{10}}$.", "Czech 'so' 194 with base 10 subscript"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_but", "A", "207", "wrong", "answer_is", ZH_SLIP + "所以答案不是 207，而是 261。", "Chinese 'so the answer is not 207 but 261'"),
    g("n_ru_ne_a", "A", "42.5", "wrong", "answer_is", RU_SLIP + "Ответ: не 42,5 км, а 45 км.", "Russian 'Answer: not 42,5 km but 45 km'"),
    g("n_es_no_sino", "A", "161", "wrong", "answer_is", ES_SLIP + "La respuesta no es 161, sino 224.", "Spanish 'the answer is not 161 but 224'"),
    g("n_de_nicht_sondern", "A", "15300", "wrong", "answer_is", DE_SLIP + "Die Antwort ist nicht 15.300 €, sondern 14.025 €.", "German 'the answer is not 15.300 EUR but 14.025 EUR'"),
    g("n_fr_pas", "A", "-11.5", "no_answer", "answer_is", FR + "Non, la réponse n'est pas −11,5 °C. Je dois revoir le calcul.", "French 'No, the answer is not -11,5 C. I must redo the calculation.': the gold negated, nothing after"),
    g("n_it_strike", "A", "51", "wrong", "answer_is", IT_SLIP + "Risposta: ~~51~~ 85", "Italian 'Answer:' 51 struck, 85 after"),
    g("n_ja_strike_only", "A", "13400", "no_answer", "answer_is", JA + "答え：~~13,400円~~", "Japanese 'Answer:' the gold struck out, nothing after"),
    g("n_ko_annot_wrong", "A", "18000", "wrong", "answer_is", KO + "답: 18,000원 (틀림)", "Korean 'Answer: 18,000 won (wrong)': the model marks it wrong"),
    g("n_tr_degil", "A", "181", "wrong", "answer_is", TR_SLIP + "Cevap 181 değil, 153 TL.", "Turkish 'the answer is not 181, 153 TL'"),
    g("n_pl_nie_tylko", "A", "38.5", "wrong", "answer_is", PL_SLIP + "Odpowiedź: nie 38,5 l, tylko 35 l.", "Polish 'Answer: not 38,5 l but 35 l'"),
    g("n_ar_laysa_bal", "A", "323", "wrong", "answer_is", AR_SLIP + "الإجابة ليست ٣٢٣ بل ٣٠٤.", "Arabic 'the answer is not 323 but 304'"),
    g("n_hi_nahin_balki", "A", "240000", "wrong", "answer_is", HI_SLIP + "उत्तर ₹2,40,000 नहीं, बल्कि ₹24,000 है।", "Hindi 'the answer is not Rs 2,40,000 but Rs 24,000'"),
    g("n_nl_cross", "A", "43", "wrong", "answer_is", NL + "Antwoord: 43 ✗", "Dutch 'Answer: 43' with a cross mark: the model marks it wrong"),
    m("n_m_zh_cancel", "A", G_ZH, "no_answer", "boxed", M_ZH + r"答案：$\boxed{\cancel{-3, 4}}$", "Chinese 'Answer:' a cancelled box"),
    m("n_m_ru_sout", "A", G_RU, "wrong", "boxed", M_RU + r"Ответ: $S = \boxed{\sout{903}\ 930}$.", "Russian 'Answer:' 903 struck, 930 after"),
    m("n_m_es_incorrect", "A", G_ES, "wrong", "boxed", M_ES + r"$= \boxed{120}$ (incorrecto)", "Spanish '(incorrect)' after the box: the model marks it wrong"),
    m("n_m_id_bukan", "A", G_ID, "wrong", "boxed", M_ID + r"Jadi $x$ bukan $5$, melainkan $\boxed{\frac{11}{3}}$.", "Indonesian 'so x is not 5 but' 11/3"),
    g("n_ok_zh_not_but", "B", "207", "correct", "answer_is", ZH + "所以答案不是 261，而是 207。", "Chinese 'so the answer is not 261 but 207'"),
    g("n_ok_ru_ne_a", "B", "42.5", "correct", "answer_is", RU + "Ответ: не 45 км, а 42,5 км.", "Russian 'Answer: not 45 km but 42,5 km'"),
    g("n_ok_es_no_sino", "B", "161", "correct", "answer_is", ES + "La respuesta no es 224, sino 161.", "Spanish 'the answer is not 224 but 161'"),
    g("n_ok_de_nicht_sondern", "B", "15300", "correct", "answer_is", DE + "Die Antwort ist nicht 14.025 €, sondern 15.300 €.", "German 'not 14.025 EUR but 15.300 EUR'"),
    g("n_ok_it_strike", "B", "51", "correct", "answer_is", IT + "Risposta: ~~85~~ 51", "Italian 'Answer:' 85 struck, 51 after"),
    g("n_ok_tr_degil", "B", "181", "correct", "answer_is", TR + "Cevap 153 değil, 181 TL.", "Turkish 'the answer is not 153, 181 TL'"),
    g("n_ok_pl_nie_tylko", "B", "38.5", "correct", "answer_is", PL + "Odpowiedź: nie 35 l, tylko 38,5 l.", "Polish 'Answer: not 35 l but 38,5 l'"),
    g("n_ok_ar_laysa_bal", "B", "323", "correct", "answer_is", AR + "الإجابة ليست ٣٠٤ بل ٣٢٣.", "Arabic 'the answer is not 304 but 323'"),
    g("n_ok_hi_nahin_balki", "B", "240000", "correct", "answer_is", HI + "उत्तर ₹24,000 नहीं, बल्कि ₹2,40,000 है।", "Hindi 'the answer is not Rs 24,000 but Rs 2,40,000'"),
    g("n_ok_ko_check", "B", "18000", "correct", "answer_is", KO + "답: 18,000원 ✓", "Korean 'Answer:' with a check mark"),
    g("n_ok_nl_niet_negatief", "B", "43", "correct", "answer_is", NL + "Antwoord: 43 eieren (niet negatief, dus dat klopt).", "Dutch 'Answer: 43 eggs (not negative, so that is right)': a harmless 'not'"),
    m("n_m_ok_es_correct", "B", G_ES, "correct", "boxed", M_ES + r"$= \boxed{120}$ (correcto)", "Spanish '(correct)' after the box"),
    m("n_m_ok_ru_sout", "B", G_RU, "correct", "boxed", M_RU + r"Ответ: $S = \boxed{\sout{930}\ 903}$.", "Russian 'Answer:' 930 struck, 903 after"),
    m("n_m_ok_id_bukan", "B", G_ID, "correct", "boxed", M_ID + r"Jadi $x$ bukan $\frac{11}{3}$, melainkan $\boxed{5}$.", "Indonesian 'so x is not 11/3 but' 5"),

    # ================================================================ 5. unit words and counted nouns
    g("u_ja_man_suffix", "A", "13400", "wrong", "answer_is", JA + "答え：13,400万円", "Japanese 'Answer: 13,400万 yen' = 134,000,000 (万 = 10,000)"),
    g("u_ko_man_suffix", "A", "18000", "wrong", "answer_is", KO + "답: 18,000만 원", "Korean 'Answer: 18,000만 won' = 180,000,000 (만 = 10,000)"),
    g("u_id_lusin", "A", "31", "wrong", "answer_is", ID + "Jawaban: 31 lusin", "Indonesian 'Answer: 31 dozen' = 372, not the 31 eggs counted"),
    g("u_nl_dozijn", "A", "43", "wrong", "answer_is", NL + "Antwoord: 43 dozijn", "Dutch 'Answer: 43 dozen' = 516"),
    g("u_uk_tys", "A", "1590000", "wrong", "answer_is", UK + "Відповідь: 1 590 000 тис. грн", "Ukrainian 'Answer: 1 590 000 thousand UAH' = 1.59e9"),
    g("u_de_tausend", "A", "15300", "wrong", "answer_is", DE + "Antwort: 15.300 Tausend €", "German 'Answer: 15.300 thousand EUR' = 15.3 million"),
    g("u_tr_eksik", "A", "181", "wrong", "answer_is", TR + "Cevap: 28 TL eksik.", "Turkish 'Answer: 28 TL short': the stated value is 28"),
    g("u_fr_de_moins", "A", "-11.5", "wrong", "answer_is", FR + "Réponse : 17,5 degrés de moins.", "French 'Answer: 17,5 degrees less': the drop, not the final temperature"),
    g("u_hi_crore", "A", "240000", "wrong", "answer_is", HI + "उत्तर: ₹2.4 करोड़", "Hindi 'Answer: Rs 2.4 crore' = 24,000,000 (crore = 10^7)"),
    g("u_vi_nghin", "A", "1750000", "wrong", "answer_is", VI + "Đáp án: 1.750.000 nghìn đồng.", "Vietnamese 'Answer: 1.750.000 thousand dong' = 1.75e9"),
    g("u_th_dozen", "A", "96", "wrong", "answer_is", TH + "คำตอบ: 96 โหล", "Thai 'Answer: 96 dozen' = 1152"),
    g("u_zh_wan", "A", "207", "wrong", "answer_is", ZH + "答：还剩 207 万支笔。", "Chinese 'Answer: 207万 pens are left' = 2,070,000 (万 = 10,000)"),
    m("u_m_pl_degrees", "A", G_PL, "wrong", "boxed", M_PL + r"Odpowiedź: $\boxed{165^\circ}$", "debatable: Polish 'Answer:' the given degrees restated where radians are asked; proposed wrong (degrees are not the radian answer asked)", True),
    g("u_ok_zh_measure", "B", "207", "correct", "answer_is", ZH + "答：还剩 207 支笔。", "Chinese 'Answer: 207 pens are left' with the measure word 支"),
    g("u_ok_ja_yen", "B", "13400", "correct", "answer_is", JA + "合計金額は13400円となります。", "Japanese 'the total amount is 13400 yen'"),
    g("u_ok_ko_hangul", "B", "18000", "correct", "answer_is", KO + "답: 18,000원 (만 팔천 원)", "Korean 'Answer: 18,000 won (eighteen thousand won in Sino-Korean words)'"),
    g("u_ok_id_butir", "B", "31", "correct", "answer_is", ID + "Jawaban: 31 butir telur", "Indonesian 'Answer: 31 eggs' with the classifier butir"),
    g("u_ok_nl_eieren", "B", "43", "correct", "answer_is", NL + "Antwoord: 43 eieren", "Dutch 'Answer: 43 eggs'"),
    g("u_ok_uk_hryven", "B", "1590000", "correct", "answer_is", UK + "Відповідь: 1 590 000 гривень", "Ukrainian 'Answer: 1 590 000 hryvnias'"),
    g("u_ok_de_euro", "B", "15300", "correct", "answer_is", DE + "Antwort: 15.300 Euro", "German 'Answer: 15.300 euros'"),
    g("u_ok_tr_lira", "B", "181", "correct", "answer_is", TR + "Cevap: 181 lira", "Turkish 'Answer: 181 lira'"),
    g("u_ok_fr_degres", "B", "-11.5", "correct", "answer_is", FR + "Réponse : −11,5 degrés Celsius", "French 'Answer: -11,5 degrees Celsius'"),
    g("u_ok_hi_rupaye", "B", "240000", "correct", "answer_is", HI + "उत्तर: 2,40,000 रुपये", "Hindi 'Answer: 2,40,000 rupees'"),
    g("u_ok_vi_d", "B", "1750000", "correct", "answer_is", VI + "Đáp án: 1.750.000 đ", "Vietnamese 'Answer:' with the dong sign abbreviation"),
    g("u_ok_th_luk", "B", "96", "correct", "answer_is", TH + "คำตอบ: ส้มทั้งหมด 96 ลูก", "Thai 'Answer: 96 oranges in all' (ลูก is the classifier)"),
    g("u_ok_id_lusin_equiv", "B", "31", "correct", "answer_is", ID + "Jadi sisa telur adalah 31 butir, yaitu 2 lusin lebih 7 butir.", "Indonesian 'so the eggs left are 31, i.e. 2 dozen and 7': 24 + 7 = 31, an equivalent restatement"),
    g("u_ok_el_kila", "B", "54", "correct", "answer_is", EL + "Απάντηση: 54 κιλά", "Greek 'Answer: 54 kilos'"),
    g("u_ok_bn_taka", "B", "315", "correct", "answer_is", BN + "উত্তর: ৩১৫ টাকা", "Bengali 'Answer: 315 taka' in Bengali digits"),
    m("u_m_ok_ko_units", "B", G_KO, "correct", "boxed", M_KO + r"따라서 넓이는 $\boxed{36}$ 제곱단위입니다.", "Korean 'so the area is 36 square units'"),
    m("u_m_ok_pl_rad", "B", G_PL, "correct", "boxed", M_PL + r"$= \boxed{\frac{11\pi}{12}}$ rad", "Polish working, 'rad' after the box"),
    m("u_m_ok_th_lines", "B", G_TH, "correct", "boxed", M_TH + r"$= \boxed{20}$ เส้น", "the Thai classifier 'lines' after the box"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_ja_teisei", "A", "13400", "wrong", "answer_is", JA + "答え：13,400円\n\n訂正：チップは 3,000円でした。よって合計は 13,000円です。", "Japanese 'Correction: the tip was 3,000 yen, so the total is 13,000 yen'"),
    g("r_ru_ispravlenie", "A", "42.5", "wrong", "answer_is", RU + "Ответ: 42,5 км.\n\nИсправление: время было 3,6 ч, значит 45 км.", "Russian 'Correction: the time was 3,6 h, so 45 km'"),
    g("r_pt_correcao", "A", "188.7", "wrong", "answer_is", PT + "Resposta: R$ 188,70\n\nCorreção: eram 5 caixas, então R$ 157,25.", "Portuguese 'Correction: there were 5 boxes, so R$ 157,25'"),
    g("r_de_korrektur", "A", "15300", "wrong", "answer_is", DE + "Antwort: 15.300 €\n\nKorrektur: Ein Monat war mietfrei, also 14.025 €.", "German 'Correction: one month was rent-free, so 14.025 EUR'"),
    g("r_es_espera", "A", "161", "wrong", "answer_is", ES + "La respuesta es 161.\n\nEspera, me equivoqué: era el 35 % de 640, así que 224.", "Spanish 'Wait, I was wrong: it was 35 % of 640, so 224'"),
    g("r_zh_dengdeng", "A", "207", "wrong", "answer_is", ZH + "答案是 207。\n\n等等，我看错了，卖出的是 117 支，所以还剩 261 支。", "Chinese 'Wait, I misread: 117 were sold, so 261 are left'"),
    g("r_ko_jamkkan", "A", "18000", "wrong", "answer_is", KO + "답: 18,000원\n\n잠깐, 3kg였네요. 다시 계산하면 14,400원입니다.", "Korean 'Wait, it was 3 kg. Recomputing, it is 14,400 won'"),
    g("r_fr_en_fait", "A", "-11.5", "wrong", "answer_is", FR + "Réponse : −11,5 °C.\n\nEn fait, non : la baisse a duré 6 heures, donc 6 − 15 = −9 °C.", "French 'Actually, no: the fall lasted 6 hours, so -9 C' (2.5 * 6 = 15)"),
    g("r_it_anzi", "A", "51", "wrong", "answer_is", IT + "Risposta: 51.\nAnzi no, sono i 5/8: 85.", "Italian 'Rather, no, it is 5/8: 85'"),
    g("r_tr_duzeltme", "A", "181", "wrong", "answer_is", TR + "Cevap: 181 TL\n\nDüzeltme: kalem 23 TL, yani toplam 176 TL.", "Turkish 'Correction: the pen is 23 TL, so the total is 176 TL' (153 + 23)"),
    g("r_he_withdrawn", "A", "75", "wrong", "answer_is", HE + "תשובה: 75\n\nרגע, זה לא נכון. אני צריך לבדוק שוב.", "debatable: Hebrew 'Wait, this is not right. I need to check again.': the gold withdrawn with nothing new; proposed wrong (round 21's convention)", True),
    m("r_m_cs_oprava", "A", G_CS, "wrong", "boxed", M_CS + r"Tedy $\boxed{194}$." + "\n\n" + r"Oprava: špatně jsem přečetl zadání, číslo je $1244_5 = 125 + 50 + 20 + 4$, tedy $\boxed{199}$.", "Czech 'Correction: I misread the problem, the number is 1244_5, so' 199"),
    m("r_m_ar_tashih", "A", G_AR, "wrong", "boxed", M_AR + r"إذن مجموعة الحل هي $\boxed{(3, \infty)}$." + "\n\n" + r"تصحيح: المتباينة هي $2x - 1 > 7$، لذا الحل $\boxed{(4, \infty)}$.", "Arabic 'Correction: the inequality is 2x - 1 > 7, so the solution is' (4, inf)"),
    g("r_ok_ja_kenzan", "B", "13400", "correct", "answer_is", JA + "答え：13,400円\n\n検算：13,400 − 3,400 = 10,000 = 1,250 × 8 ✓", "Japanese 'Check:' after the answer"),
    g("r_ok_ru_proverka", "B", "42.5", "correct", "answer_is", RU + "Ответ: 42,5 км.\n\nПроверка: 42,5 : 3,4 = 12,5 км/ч — верно.", "Russian 'Check: 42,5 : 3,4 = 12,5 km/h, right'"),
    g("r_ok_pt_correcao_gold", "B", "188.7", "correct", "answer_is", PT_SLIP + "Resposta: R$ 157,25\n\nCorreção: são 6 caixas, então 6 × 31,45 = R$ 188,70.", "Portuguese 'Correction: there are 6 boxes, so R$ 188,70'"),
    g("r_ok_de_closing", "B", "15300", "correct", "answer_is", DE + "Antwort: 15.300 €\n\nIch hoffe, das hilft! Bei weiteren Fragen melde dich gern.", "German 'I hope this helps! Ask if you have more questions.'"),
    g("r_ok_es_espera_gold", "B", "161", "correct", "answer_is", ES_SLIP + "La respuesta es 224.\n\nEspera, me equivoqué: era el 35 % de 460, así que 161.", "Spanish 'Wait, I was wrong: it was 35 % of 460, so 161'"),
    g("r_ok_zh_yansuan", "B", "207", "correct", "answer_is", ZH + "答案是 207。\n\n验算：207 + 171 = 378 ✓", "Chinese 'Check: 207 + 171 = 378'"),
    g("r_ok_ko_closing", "B", "18000", "correct", "answer_is", KO + "답: 18,000원\n\n도움이 되셨길 바랍니다!", "Korean 'I hope this helped!'"),
    g("r_ok_fr_verif", "B", "-11.5", "correct", "answer_is", FR + "Réponse : −11,5 °C.\n\nVérification : −11,5 + 17,5 = 6 ✓", "French 'Check: -11,5 + 17,5 = 6'"),
    g("r_ok_it_anzi_gold", "B", "51", "correct", "answer_is", IT_SLIP + "Risposta: 85.\nAnzi no, sono i 3/8: 51.", "Italian 'Rather, no, it is 3/8: 51'"),
    g("r_ok_tr_closing", "B", "181", "correct", "answer_is", TR + "Cevap: 181 TL\n\nUmarım yardımcı olmuştur!", "Turkish 'I hope it helped!'"),
    g("r_ok_he_closing", "B", "75", "correct", "answer_is", HE + "תשובה: 75\n\nבהצלחה!", "Hebrew 'Good luck!'"),
    g("r_ok_sv_english", "B", "1015", "correct", "answer_is", SV + "Svar: 1 015 kr\n\n(English: The answer is 1,015 kronor.)", "Swedish 'Answer:' then an English restatement of the same value"),
    m("r_m_ok_cs_zkouska", "B", G_CS, "correct", "boxed", M_CS + r"Tedy $\boxed{194}$." + "\n\n" + r"Zkouška: $194 = 125 + 69$, $69 = 2 \cdot 25 + 19$, $19 = 3 \cdot 5 + 4$ ✓", "Czech 'Check:' converting back"),
    m("r_m_ok_ar_check", "B", G_AR, "correct", "boxed", M_AR + r"إذن مجموعة الحل هي $\boxed{(3, \infty)}$." + "\n\n" + r"للتحقق: عند $x = 4$ نجد $2(4) - 1 = 7 > 5$ ✓", "Arabic 'so the solution set is' then 'To check: at x = 4, 7 > 5'"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_zh_teacher", "A", "207", "wrong", "answer_is", ZH_SLIP + "老师说答案是 207，但我算出来是 261。\n答案：261", "Chinese 'the teacher said the answer is 207, but I got 261. Answer: 261': the gold only reported"),
    g("q_ru_quote_only", "A", "42.5", "no_answer", "none", "В учебнике написано: «Ответ: 42,5 км». Но я не понимаю, как это получить.", "debatable: Russian 'The textbook says: <<Answer: 42,5 km>>. But I do not understand how to get it.': only a quotation; proposed no_answer", True),
    g("q_es_si_fuera", "A", "161", "wrong", "answer_is", "Si fuera el 35 % de 460, la respuesta sería 161, pero el enunciado dice 640.\n" + ES_SLIP + "La respuesta es 224.", "Spanish 'if it were 35 % of 460 the answer would be 161, but the statement says 640 ... the answer is 224'"),
    g("q_de_konjunktiv", "A", "15300", "wrong", "answer_is", DE_SLIP + "Wären es 12 Monate, wäre die Antwort 15.300 €. Es sind aber 11 Monate.\nAntwort: 14.025 €", "German subjunctive 'were it 12 months, the answer would be 15.300 EUR; but it is 11 months. Answer: 14.025 EUR'"),
    g("q_fr_hypo_only", "A", "-11.5", "no_answer", "none", "Si la baisse durait 7 heures, la température serait de −11,5 °C, mais l'énoncé ne précise pas la durée, je ne peux donc pas conclure.", "French 'if the fall lasted 7 hours the temperature would be -11,5 C, but the statement does not give the duration, so I cannot conclude': only a hypothetical"),
    g("q_pt_aluno", "A", "188.7", "wrong", "hash", 'Um aluno escreveu "#### 188,70", mas ele usou 6 caixas em vez de 5.\n' + PT_SLIP + "#### 157,25", "Portuguese 'a student wrote \"#### 188,70\", but he used 6 boxes instead of 5': the gold in a quoted ####, the model's #### 157,25"),
    g("q_ja_user_turn", "A", "13400", "wrong", "answer_is", JA_SLIP + "答え：10,000円" + IM_USER + "答えは13,400円ですよね？", "Japanese 'Answer: 10,000 yen', then an invented user turn 'the answer is 13,400 yen, right?'"),
    g("q_ko_chingu", "A", "18000", "wrong", "prose_sentence", KO_SLIP + "친구는 18,000원이라고 했지만, 제 계산으로는 14,400원입니다.", "Korean 'my friend said 18,000 won, but by my calculation it is 14,400 won'"),
    g("q_ar_qala", "A", "323", "wrong", "prose_sentence", AR_SLIP + "قال أحد الطلاب إن الإجابة ٣٢٣، لكن الصحيح ٣٠٤.", "Arabic 'one student said the answer is 323, but the right one is 304'"),
    g("q_hi_agar", "A", "240000", "no_answer", "none", "अगर हर महीने ₹8,000 बचाए जाएँ, तो 30 महीनों में ₹2,40,000 होंगे, लेकिन प्रश्न में मासिक बचत नहीं दी गई है, इसलिए मैं उत्तर नहीं दे सकता।", "Hindi 'if Rs 8,000 were saved each month there would be Rs 2,40,000 in 30 months, but the question does not give the monthly saving, so I cannot answer'"),
    g("q_id_kutipan", "A", "31", "no_answer", "none", "> Jawaban: 31\n\nItu jawaban untuk soal sebelumnya. Untuk soal ini saya belum bisa menghitungnya.", "Indonesian: a quoted 'Answer: 31', then 'that is the answer to the previous problem; I cannot compute this one yet'"),
    g("q_tl_sabi_libro", "A", "432", "wrong", "answer_is", TL_SLIP + "Sabi ng libro, 432 daw ang sagot, pero sa tingin ko 408.\nAng sagot ay 408 na mangga.", "Tagalog 'the book says the answer is 432 (reportedly), but I think 408. The answer is 408 mangoes.'"),
    m("q_m_vi_sach", "A", G_VI, "wrong", "boxed", M_VI.replace("+ 2$", "- 2$") + r"Đáp án trong sách là $\boxed{(3, 2)}$, nhưng em tính ra đỉnh là $\boxed{(3, -2)}$.", "Vietnamese 'the book's answer is (3, 2), but I get the vertex (3, -2)': the model's own last box is (3, -2)"),
    m("q_m_el_suppose", "A", G_EL, "no_answer", "none", r"Ας υποθέσουμε ότι $\sqrt{50} = 5\sqrt{2}$· τότε θα έπρεπε να ελέγξουμε ότι $50 = 25 \cdot 2$.", "debatable: Greek 'let us suppose sqrt 50 = 5 sqrt 2; then we would have to check that 50 = 25 * 2': only a supposition, never asserted; proposed no_answer", True),
    m("q_m_he_user_turn", "A", G_HE, "wrong", "boxed", M_HE + r"$= \boxed{3}$" + "\n" + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n" + "התשובה היא 6.", "the model's box 3; the gold only in an invented user turn (Hebrew 'the answer is 6')"),
    m("q_m_ko_teacher", "A", G_KO, "wrong", "boxed", M_KO + r"선생님께서는 답이 $36$이라고 하셨지만, 저는 $\boxed{72}$가 나왔습니다.", "Korean 'the teacher said the answer is 36, but I got 72'"),
    g("q_ok_zh_teacher", "B", "207", "correct", "answer_is", ZH + "老师说答案是 261，但那是把 171 看成了 117。\n答案：207", "Chinese 'the teacher said 261, but that read 171 as 117. Answer: 207'"),
    g("q_ok_ru_quote_problem", "B", "42.5", "correct", "answer_is", "> «Велосипедист ехал 3,4 ч со скоростью 12,5 км/ч. Какое расстояние он проехал?»\n\n" + RU + "Ответ: 42,5 км.", "the Russian problem quoted first, then the working and 'Answer: 42,5 km'"),
    g("q_ok_es_si_after", "B", "161", "correct", "answer_is", ES + "La respuesta es 161.\n\nSi fuera el 35 % de 640, sería 224, pero no es el caso.", "Spanish: a hypothetical after the answer ('if it were 35 % of 640 it would be 224, but it is not')"),
    g("q_ok_de_konj_after", "B", "15300", "correct", "answer_is", DE + "Antwort: 15.300 €\n\nWäre ein Monat mietfrei, wären es 14.025 €.", "German subjunctive after the answer: 'were one month rent-free, it would be 14.025 EUR'"),
    g("q_ok_pt_aluno", "B", "188.7", "correct", "answer_is", 'Um aluno escreveu "R$ 157,25", mas ele usou 5 caixas em vez de 6.\n' + PT + "Resposta: R$ 188,70", "Portuguese 'a student wrote R$ 157,25, but he used 5 boxes instead of 6 ... Answer: R$ 188,70'"),
    g("q_ok_ja_user_turn", "B", "13400", "correct", "answer_is", JA + "答え：13,400円" + IM_USER + "ありがとう！では、10人ならいくらですか？", "Japanese 'Answer: 13,400 yen', then an invented user turn asking a new question ('thanks! and for 10 people?')"),
    g("q_ok_ko_chingu", "B", "18000", "correct", "prose_sentence", KO + "친구는 14,400원이라고 했지만, 제 계산으로는 18,000원입니다.", "Korean 'my friend said 14,400 won, but by my calculation it is 18,000 won'"),
    g("q_ok_ar_qala", "B", "323", "correct", "prose_sentence", AR + "قال أحد الطلاب إن الإجابة ٣٠٤، لكن الصحيح ٣٢٣.", "Arabic 'one student said the answer is 304, but the right one is 323'"),
    g("q_ok_hi_agar_after", "B", "240000", "correct", "answer_is", HI + "उत्तर: ₹2,40,000\n\nअगर वह हर महीने ₹9,000 बचाती, तो यह ₹2,70,000 होता।", "Hindi: a hypothetical after the answer ('if she saved Rs 9,000 a month it would be Rs 2,70,000'; 9000 * 30 = 270000)"),
    g("q_ok_tl_kaibigan", "B", "432", "correct", "answer_is", TL + "Sabi ng kaibigan ko, 408 daw, pero mali siya.\nAng sagot ay 432 na mangga.", "Tagalog 'my friend says 408, but he is wrong. The answer is 432 mangoes.'"),
    m("q_m_ok_vi_sach", "B", G_VI, "correct", "boxed", M_VI + r"Đáp án trong sách là $(3, -2)$, nhưng em tính ra đỉnh là $\boxed{(3, 2)}$.", "Vietnamese 'the book's answer is (3, -2), but I get the vertex' (3, 2)"),
    m("q_m_ok_ko_teacher", "B", G_KO, "correct", "boxed", M_KO + r"선생님께서는 답이 $72$라고 하셨지만, 다시 계산해 보니 $\boxed{36}$입니다.", "Korean 'the teacher said 72, but recomputing it is 36'"),
    m("q_m_ok_he_turn", "B", G_HE, "correct", "boxed", M_HE + r"$= \boxed{6}$" + "\n" + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n" + "התשובה היא 3?", "the model's box 6; an invented user turn asks (Hebrew) 'is the answer 3?'"),
    m("q_m_ok_el_example", "B", G_EL, "correct", "boxed", r"Για παράδειγμα, $\sqrt{12} = 2\sqrt{3}$. Ομοίως, " + M_EL + r"Άρα $\sqrt{50} = \boxed{5\sqrt{2}}$.", "Greek 'for example, sqrt 12 = 2 sqrt 3. Likewise ... so' the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "207", "no_answer", "none", "", "an empty completion"),
    g("b_zh_fullwidth_slip", "A", "207", "wrong", "answer_is", ZH_SLIP + "答案：２６１", "Chinese 'Answer:' full-width 261"),
    g("b_ar_hash_slip", "A", "323", "wrong", "hash", AR_SLIP + "#### ٣٠٤", "Arabic-Indic 304 after ####"),
    g("b_fa_slip", "A", "384", "wrong", "answer_is", FA_SLIP + "پاسخ: ۳۶۰", "Persian 'Answer: 360' in Persian digits"),
    g("b_bn_slip", "A", "315", "wrong", "answer_is", BN_SLIP + "উত্তর: ২৭০ টাকা", "Bengali 'Answer: 270 taka' in Bengali digits"),
    g("b_he_rlm_slip", "A", "75", "wrong", "answer_is", HE_SLIP + "תשובה: \u200f80\u200f", "Hebrew 'Answer:' 80 between right-to-left marks"),
    g("b_zh_zwsp_slip", "A", "207", "wrong", "hash", ZH_SLIP + "#### 2\u200b61", "a zero-width space inside 261"),
    g("b_sv_nbsp_slip", "A", "1015", "wrong", "hash", SV_SLIP + "Svar: #### 870\u00a0kr", "Swedish 'Answer:' #### 870 with a no-break space before kr"),
    g("b_ru_nul_slip", "A", "42.5", "wrong", "hash", RU_SLIP + "Ответ: #### 4\x005", "a NUL inside 45"),
    g("b_ko_bom_slip", "A", "18000", "wrong", "answer_is", "\ufeff" + KO_SLIP + "답: 14,400원", "a BOM first; Korean 'Answer: 14,400 won'"),
    g("b_de_crlf_slip", "A", "15300", "wrong", "answer_is", (DE_SLIP + "Antwort: 14.025 €").replace("\n", "\r\n"), "CRLF line ends; German 'Answer: 14.025 EUR'"),
    g("b_hi_cut", "A", "240000", "no_answer", "truncated", "रीना हर महीने ₹8,000 बचाती है।\n30 महीनों में बचत = 8,000 × 30 = ₹2,4", "Hindi 'Rina saves Rs 8,000 a month. Saving in 30 months = 8,000 x 30 = Rs 2,4': cut in the middle of the result; no finished answer"),
    m("b_m_ja_fullwidth_slip", "A", G_JA, "wrong", "answer_is", M_JA + "答え：１／６", "Japanese 'Answer:' full-width 1/6"),
    m("b_m_ru_unclosed_box", "A", G_RU, "no_answer", "truncated", M_RU + r"Ответ: $\boxed{90", "cut inside the box"),
    g("b_ok_ja_fullwidth", "B", "13400", "correct", "answer_is", JA + "答え：１３４００円", "Japanese 'Answer:' full-width 13400 yen"),
    g("b_ok_ar_hash", "B", "323", "correct", "hash", AR + "#### ٣٢٣", "Arabic-Indic 323 after ####"),
    g("b_ok_fa_pasokh", "B", "384", "correct", "answer_is", FA + "پاسخ: ۳۸۴", "Persian 'Answer: 384' in Persian digits"),
    g("b_ok_fa_arabic_digits", "B", "384", "correct", "answer_is", FA + "پاسخ: ٣٨٤", "Persian 'Answer:' with Arabic-Indic (not Persian) digits, a mix real models write"),
    g("b_ok_he_rlm", "B", "75", "correct", "answer_is", HE + "תשובה: \u200f75\u200f", "Hebrew 'Answer:' 75 between right-to-left marks"),
    g("b_ok_sv_nbsp", "B", "1015", "correct", "hash", SV + "Svar: #### 1\u00a0015", "a no-break space thousands separator (Swedish typography)"),
    g("b_ok_fr_nnbsp", "B", "-11.5", "correct", "answer_is", FR + "Réponse\u202f: −11,5\u202f°C", "French typography: narrow no-break spaces before the colon and the unit"),
    g("b_ok_ko_bom", "B", "18000", "correct", "answer_is", "\ufeff" + KO + "답: 18,000원", "a BOM first"),
    g("b_ok_de_crlf", "B", "15300", "correct", "answer_is", (DE + "Antwort: 15.300 €").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_id_gold_space", "B", " 31 ", "correct", "hash", ID + "Jawaban: #### 31", "a gold with spaces"),
    g("b_ok_vi_nfd", "B", "1750000", "correct", "answer_is", unicodedata.normalize("NFD", VI + "Đáp án: 1.750.000 đồng."), "Vietnamese in decomposed (NFD) Unicode"),
    g("b_ok_th_nospace", "B", "96", "correct", "answer_is", TH + "ดังนั้นคำตอบคือ96ลูก", "Thai 'so the answer is 96 fruits' with no spaces around the number, as Thai is written"),
    g("b_ok_ko_emoji", "B", "18000", "correct", "answer_is", KO + "답: 18,000원 🍎", "an emoji after the answer"),
    m("b_m_ok_ja_fullwidth", "B", G_JA, "correct", "answer_is", M_JA + "答え：１／１２", "Japanese 'Answer:' full-width 1/12"),
    m("b_m_ok_gold_newline", "B", G_RU + "\n", "correct", "boxed", M_RU + r"Ответ: $\boxed{903}$.", "a gold with a trailing newline"),

    # ================================================================ more MATH, mixed-language closings
    m("t_m_ru_sentence_slip", "A", G_RU, "wrong", "tag", th(M_RU) + r"<answer>Сумма равна $21 \cdot 43 = 893$.</answer>", "Russian 'the sum equals 21 * 43 = 893': an arithmetic slip (21 * 43 = 903)"),
    m("t_m_es_placeholder", "A", G_ES, "no_answer", "tag", th(M_ES + "= 120.\n") + "<answer>[tu respuesta final aquí]</answer>", "Spanish '[your final answer here]': a template placeholder in the tag"),
    m("t_m_ok_ru_sentence", "B", G_RU, "correct", "tag", th(M_RU) + r"<answer>Сумма равна $21 \cdot 43 = 903$.</answer>", "Russian 'the sum equals 21 * 43 = 903'"),
    m("t_m_ok_fr_box", "B", G_FR, "correct", "tag", th(M_FR) + r"<answer>La distance est $\boxed{\sqrt{65}}$.</answer>", "French 'the distance is' a box"),
    m("h_m_de_minerva_slip", "A", G_DE, "wrong", "minerva", M_DE + r"Also ist $\cos 120^\circ = \frac{1}{2}$." + "\n" + MINERVA.format(r"$\frac{1}{2}$"), "German working ('so cos 120 = 1/2'), an English Minerva line: the sign lost"),
    m("h_m_ok_de_minerva", "B", G_DE, "correct", "minerva", M_DE + r"Also ist $\cos 120^\circ = -\frac{1}{2}$." + "\n" + MINERVA.format(r"$-\frac{1}{2}$"), "German working, an English Minerva line (mixed-language output)"),
    g("h_zh_hash_minerva_differ", "A", "207", "wrong", "minerva", ZH + "#### 207\n" + MINERVA.format("$261$"), "Chinese working, #### 207 then an English Minerva line stating 261: two different final answers"),
    g("h_ok_zh_hash_minerva", "B", "207", "correct", "minerva", ZH + "#### 207\n" + MINERVA.format("$207$"), "Chinese working, #### 207 and an English Minerva line agreeing"),
    m("x_m_it_conjugate", "A", G_IT, "wrong", "boxed", M_IT + r"Quindi il risultato è $\boxed{5 - i}$.", "Italian 'so the result is' 5 - i: the sign of i wrong"),
    m("x_m_es_no_divide", "A", G_ES, "wrong", "boxed", M_ES + r"$= \boxed{720}$", "720, the numerator, without dividing by 3!"),
    m("x_m_ok_hi_unsimplified", "B", G_HI, "correct", "boxed", M_HI + r"अतः उत्तर $\boxed{\frac{63}{99}}$ है।", "Hindi 'so the answer is' 63/99 = 7/11 unsimplified"),
    m("x_m_ok_el_sqrt50", "B", G_EL, "correct", "boxed", M_EL + r"Άρα η απάντηση είναι $\boxed{\sqrt{25 \cdot 2}}$.", "Greek 'so the answer is' sqrt(25 * 2) = 5 sqrt 2, equal in value"),
    m("n_m_tr_degil", "A", G_TR, "wrong", "boxed", M_TR + r"Kalan $2$ değil, $\boxed{4}$." , "Turkish 'the remainder is not 2, it is' 4"),
    m("n_m_ok_tr_degil", "B", G_TR, "correct", "boxed", M_TR + r"Kalan $1$ değil, $\boxed{2}$.", "Turkish 'the remainder is not 1, it is' 2"),
    m("n_m_he_taut", "A", G_HE, "wrong", "boxed", M_HE + r"$= \boxed{6}$ ❌ טעות", "Hebrew 'mistake' with a cross mark after the box: the model marks it wrong"),
    m("r_m_it_rileggendo", "A", G_IT, "wrong", "boxed", M_IT + r"$= \boxed{5 + i}$" + "\n\n" + r"Rileggendo il testo, il prodotto era $(2 + 3i)(1 + i) = 2 + 2i + 3i - 3 = -1 + 5i$, quindi $\boxed{-1 + 5i}$.", "Italian 'rereading the problem, the product was (2 + 3i)(1 + i) ... so' -1 + 5i"),
    m("r_m_pt_porem", "A", G_PT, "wrong", "boxed", M_PT + r"Logo, a soma é $\boxed{\frac{20}{3}}$." + "\n\n" + r"Porém, a razão correta é $\frac{1}{5}$, então a soma é $\frac{5}{1 - \frac{1}{5}} = \boxed{\frac{25}{4}}$.", "Portuguese 'However, the right ratio is 1/5, so the sum is' 25/4"),
    m("r_m_ok_it_verifica", "B", G_IT, "correct", "boxed", M_IT + r"$= \boxed{5 + i}$" + "\n\n" + r"Verifica: $\frac{5 + i}{1 - i} = \frac{(5 + i)(1 + i)}{2} = \frac{4 + 6i}{2} = 2 + 3i$ ✓", "Italian 'Check:' dividing back"),
    m("r_m_ok_pt_closing", "B", G_PT, "correct", "boxed", M_PT + r"Logo, a soma é $\boxed{\frac{20}{3}}$." + "\n\nEspero ter ajudado! 😊", "Portuguese 'I hope I helped!'"),
    m("q_m_fr_camarade", "A", G_FR, "wrong", "boxed", M_FR + r"Mon camarade a trouvé $\sqrt{65}$, mais je pense que c'est $\boxed{\sqrt{53}}$.", "French 'my classmate found sqrt 65, but I think it is' sqrt 53"),
    m("q_m_ok_fr_camarade", "B", G_FR, "correct", "boxed", M_FR + r"Mon camarade a trouvé $\sqrt{53}$, mais c'est bien $\boxed{\sqrt{65}}$.", "French 'my classmate found sqrt 53, but it is indeed' sqrt 65"),
    m("q_m_id_andaikan", "A", G_ID, "no_answer", "none", r"Andaikan $f^{-1}(11) = 5$, maka $f(5) = 11$. Namun saya tidak yakin dengan rumus $f$, jadi saya tidak bisa menjawab.", "Indonesian 'suppose f^-1(11) = 5, then f(5) = 11. But I am not sure of the formula of f, so I cannot answer': only a supposition"),
    m("b_m_ar_digits_slip", "A", G_AR, "wrong", "answer_is", M_AR.replace("5$", "7$").replace("6$", "8$").replace("3$", "4$") + "إذن الحل: $x > ٤$", "Arabic 'so the solution: x > 4' with an Arabic-Indic 4 (the model read 7 for 5)"),
    m("b_m_ok_th_digits", "B", G_TH, "correct", "answer_is", M_TH + "ดังนั้นคำตอบคือ ๒๐ เส้น", "Thai 'so the answer is 20 lines' in Thai digits"),
    m("b_m_ok_ar_french_interval", "B", G_AR, "correct", "answer_is", M_AR + r"إذن مجموعة الحل هي $]3, +\infty[$.", "debatable: Arabic 'so the solution set is' ]3, +inf[, the reversed-bracket open interval of French and Maghrebi schools; proposed correct", True),
]
# fmt: on

DECISIONS = {}
for _case in CASES:
    if _case[-1]:
        DECISIONS[_case[0]] = (
            "accept" if _case[1] == "B" else "reject",
            "proposed by this round: " + _case[7],
        )

if __name__ == "__main__":
    write_probes("adversarial_redteam88", CASES, [], DECISIONS)
