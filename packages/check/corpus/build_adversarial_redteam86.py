r"""Build adversarial_redteam86.jsonl: an eighty-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam86", issue 25), written by a NEW helper author WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any
earlier multilingual round, and WITHOUT running the checker (or any grader, sympy or math-verify) on
the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue text were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat and
reasoning models write them (25 languages: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish,
Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali,
Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog): the language's answer
phrases, number writing (decimal commas, thousands dots and spaces, Eastern Arabic, Persian,
Devanagari and Bengali digits, full-width digits, scale words such as Korean 만), counted nouns and
units, negation and correction idioms, checks after the answer, closings, reported and hypothetical
speech, answer tags holding sentences in the language, and mixed-language outputs (English thinking,
a native-language answer, and the reverse). About two thirds are MATH-path probes.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K path
  zh apples: 14 boxes of 27 = 378; 378 - 129 sold = 249 (slip: 192 sold -> 186).        gold 249
  es savings: 1250 EUR x 7 months = 8750; 8750 - 2875 = 5875 (written 5.875 in Spanish). gold 5875
  de price: 3.45 EUR/kg x 6 kg = 20.70 (slip 3.54 x 6 = 21.24).                          gold 20.7
  ru train: 78 km/h x 4.5 h = 351 km (slip 78 x 4 = 312).                                 gold 351
  hi class: 117 pupils, 5/9 girls = 65 girls; boys 117 - 65 = 52.                          gold 52
  ja change: 85 yen x 12 = 1020; 2000 - 1020 = 980 (slip 58 yen: 696, 1304).              gold 980
  fr temperature: 4 - 1.5 x 11 = 4 - 16.5 = -12.5 degrees C.                              gold -12.5
  tr exam: 37 of 40 right = 0.925 = 92.5 % (3 wrong = 7.5 %).                              gold 92.5
  ko savings: 350,000 won (35 man) x 12 = 4,200,000 (420 man); 10 months: 3,500,000.       gold 4200000
  ar chairs: 27 rows x 12 = 324 (slip 27 x 13 = 351).                                      gold 324
  fa pencils: 14 boxes x 23 = 322 (slip 14 x 22 = 308).                                    gold 322
  The ko savings told again in zh (35 wan yuan x 12 = 420 wan), ja (35 man yen, scale dropped: 420),
  es (350 000 x 12 = 4 200 000 = 4,2 millones), ru (350 thousand x 12 = 4200 thousand = 4,2 mln),
  hi (3.5 lakh x 12 = 42 lakh; misread 35 thousand x 12 = 420 thousand = 4.2 lakh), id (350.000 x 12
  = 4.200.000 = 4,2 juta), tr (misread 35 bin x 12 = 420 bin = 420,000).              gold 4200000
  The de cherries told again in pt: R$ 3,45 x 6 = R$ 20,70 (2070 centavos).                gold 20.7
MATH path
  zh two red balls of 7 red + 3 white: C(7,2)/C(10,2) = 21/45 = 7/15 (with replacement 49/100).
  ja distance (0,3)-(5,-4): sqrt(25 + 49) = sqrt(74) ~ 8.602.                      gold \sqrt{74}
  ru x^2 - 5x + 4 < 0: (x-1)(x-4) < 0 -> (1, 4).                                   gold (1, 4)
  de [[1,2],[3,4]] [[2,0],[1,-1]] = [[2+2, 0-2],[6+4, 0-4]] = [[4,-2],[10,-4]].      gold pmatrix
  fr cos t = -sqrt3/2, t in [0, pi] -> 5pi/6 (150 degrees).                      gold \frac{5\pi}{6}
  es (x-3)(2x+5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15.                           gold 2x^2 - x - 15
  ko x^2 - x - 12 = (x-4)(x+3) = 0 -> -3, 4.                                       gold -3, 4
  it sum_{n=1}^{20} 1/(n(n+1)) = 1 - 1/21 = 20/21.                                 gold \frac{20}{21}
  pl sqrt72 + sqrt50 = 6sqrt2 + 5sqrt2 = 11sqrt2.                                  gold 11\sqrt{2}
  vi (2 - 3i)^2 = 4 - 12i + 9i^2 = -5 - 12i.                                       gold -5 - 12i
  pt 1011101_2 = 64 + 16 + 8 + 4 + 1 = 93.                                         gold 93
  ar |3x + 1| <= 8 -> -9 <= 3x <= 7 -> [-3, 7/3].                          gold \left[-3, \frac{7}{3}\right]
  hi circle of radius 11: 121 pi.                                                   gold 121\pi
  id C(12,5) = 12*11*10*9*8/120 = 95040/120 = 792.                                  gold 792
  tr line through (1,2) and (3,8): slope 6/2 = 3, 2 = 3 + b, b = -1.               gold y = 3x - 1
  el sin 75 = sin45 cos30 + cos45 sin30 = (sqrt6 + sqrt2)/4.              gold \frac{\sqrt{6}+\sqrt{2}}{4}
  he 0.(81) = 81/99 = 9/11.                                                          gold \frac{9}{11}
  cs y = 2x + 1, y = -x + 7: 3x = 6, x = 2, y = 5.                                   gold (2, 5)
  sv 160 degrees = 160 pi/180 = 8 pi/9.                                             gold \frac{8\pi}{9}
  uk 3 + 7 + ... + 103: n = (103-3)/4 + 1 = 26, sum = 26 * 106 / 2 = 1378.          gold 1378
  tl 6/sqrt3 = 6 sqrt3 / 3 = 2 sqrt3.                                                gold 2\sqrt{3}
  nl |x - 2| = 5 -> x = 7 or x = -3.                                                 gold -3, 7
  th vertex of x^2 - 4x + 7 = (x-2)^2 + 3 -> (2, 3).                                gold (2, 3)
  fa det [[3,5],[2,-1]] = -3 - 10 = -13.                                             gold -13
  bn lcm(18, 24) = 2^3 * 3^2 = 72 (gcd 6; 18 x 24 = 432).                           gold 72

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words and scale words after a number;
`r_` retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical
text; `b_` bad input a JSON corpus can hold (no lone surrogates). The language code follows the
class letter's underscore part (`t_zh_...`); an `_m_` marks a MATH probe, `_ok_` kind B.

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT final
answer in a notation or wording real models write in that language.

Labels (corpus/README.md, round 21): the model's LAST COMMITTED final answer decides; a value it
withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's claim is not
its answer; a hedge between two values or two different final answers is `wrong`; no final answer
is `no_answer`; a value equal to the gold mathematically (a decimal comma, a thousands dot in a
language that writes them, native digits, a scale word such as 420만 = 4,200,000, a counted noun or
unit) is `correct`; a decimal for an exact irrational or repeating gold is `wrong`; a check or
closing after a committed answer does not replace it; text in an invented next turn does not
count; an <answer> tag holding a sentence in any language is read for the value it states.
Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision this round proposes. Every non-English text has an English gloss in its note.

Usage: python packages/check/corpus/build_adversarial_redteam86.py
"""

import unicodedata

from corpus_build import IM_USER, MINERVA, QWEN_END, g, m, r1final, th, write_probes


def _digits(zero: str):  # noqa: ANN202
    table = str.maketrans("0123456789", "".join(chr(ord(zero) + i) for i in range(10)))
    return lambda s: s.translate(table)


AR = _digits("\u0660")  # Eastern Arabic digits ٠..٩
FA = _digits("\u06f0")  # Persian digits ۰..۹
HI = _digits("\u0966")  # Devanagari digits ०..९
BN = _digits("\u09e6")  # Bengali digits ০..৯
FW = _digits("\uff10")  # full-width digits ０..９

# ================================================================ GSM8K working
# zh apples, gold 249 (27 * 14 = 378; 378 - 129 = 249); slip 192 sold: 186.
ZH_APP = "每箱有 27 个苹果，14 箱一共有 27 × 14 = 378 个苹果。\n卖出 129 个以后，还剩 378 − 129 = 249 个。\n"
ZH_APP_SLIP = "每箱有 27 个苹果，14 箱一共有 27 × 14 = 378 个苹果。\n卖出 192 个以后，还剩 378 − 192 = 186 个。\n"
# es savings, gold 5875 (1250 * 7 = 8750; 8750 - 2875 = 5875).
ES_AH = "Marta ahorra 1.250 € al mes durante 7 meses: 1.250 × 7 = 8.750 €.\nLuego gasta 2.875 € en una bicicleta, así que le quedan 8.750 − 2.875 = 5.875 €.\n"
ES_AH_SLIP = "Marta ahorra 1.250 € al mes durante 7 meses: 1.250 × 7 = 8.750 €.\n"
# de price, gold 20.7 (3.45 * 6 = 20.70); slip 3.54 * 6 = 21.24.
DE_PR = "Ein Kilogramm Kirschen kostet 3,45 €.\nFür 6 kg bezahlt Frau Weber also 6 · 3,45 € = 20,70 €.\n"
DE_PR_SLIP = "Ein Kilogramm Kirschen kostet 3,54 €.\nFür 6 kg bezahlt Frau Weber also 6 · 3,54 € = 21,24 €.\n"
# ru train, gold 351 (78 * 4.5 = 351); slip 78 * 4 = 312.
RU_TR = "Поезд идёт со скоростью 78 км/ч в течение 4,5 часа.\nПройденный путь: 78 · 4,5 = 351 км.\n"
RU_TR_SLIP = (
    "Поезд идёт со скоростью 78 км/ч в течение 4 часов.\nПройденный путь: 78 · 4 = 312 км.\n"
)
# hi class, gold 52 (117 * 5/9 = 65 girls; 117 - 65 = 52 boys).
HI_CL = "कक्षा में कुल 117 विद्यार्थी हैं और उनमें से 5/9 लड़कियाँ हैं।\nलड़कियों की संख्या = 117 × 5/9 = 65\nलड़कों की संख्या = 117 − 65 = 52\n"
# ja change, gold 980 (85 * 12 = 1020; 2000 - 1020 = 980); slip 58 yen: 58 * 12 = 696, 2000 - 696 = 1304.
JA_CH = "りんごは1個85円なので、12個の代金は 85 × 12 = 1020 円です。\n2000円を払ったので、おつりは 2000 − 1020 = 980 円です。\n"
# fr temperature, gold -12.5 (1.5 * 11 = 16.5; 4 - 16.5 = -12.5).
FR_TE = "La température baisse de 1,5 °C par heure pendant 11 heures, soit 1,5 × 11 = 16,5 °C au total.\nElle passe donc de 4 °C à 4 − 16,5 = −12,5 °C.\n"
# tr exam, gold 92.5 (37 / 40 = 0.925); 3 wrong = 7.5 %.
TR_EX = "Ali 40 sorunun 37'sini doğru cevapladı.\nBaşarı oranı: 37 / 40 = 0,925, yani %92,5.\n"
# ko savings, gold 4200000 (350000 * 12 = 4200000); 10 months: 3500000.
KO_SV = "민수는 매달 35만 원씩 12개월 동안 저축합니다.\n35만 원 × 12 = 420만 원\n"
KO_SV_SLIP = "민수는 매달 35만 원씩 10개월 동안 저축합니다.\n35만 원 × 10 = 350만 원\n"
# ar chairs, gold 324 (27 * 12 = 324); slip 27 * 13 = 351.
AR_CH = AR("في القاعة 27 صفًا، وفي كل صف 12 كرسيًا.\nعدد الكراسي = 27 × 12 = 324 كرسيًا.\n")
AR_CH_SLIP = AR("في القاعة 27 صفًا، وفي كل صف 13 كرسيًا.\nعدد الكراسي = 27 × 13 = 351 كرسيًا.\n")
# fa pencils, gold 322 (14 * 23 = 322); slip 14 * 22 = 308.
FA_PE = FA("هر جعبه 23 مداد دارد و 14 جعبه داریم.\nتعداد کل مدادها = 14 × 23 = 322 مداد.\n")
FA_PE_SLIP = FA("هر جعبه 22 مداد دارد و 14 جعبه داریم.\nتعداد کل مدادها = 14 × 22 = 308 مداد.\n")

# ================================================================ MATH working
# zh: 7 red + 3 white, two drawn: C(7,2) = 21, C(10,2) = 45, 21/45 = 7/15; with replacement 49/100.
ZH_P0 = r"袋中有 7 个红球和 3 个白球，从中任取 2 个。总的取法有 $\binom{10}{2} = 45$ 种，两个都是红球的取法有 $\binom{7}{2} = 21$ 种，所以概率为 $\frac{21}{45}$"
ZH_P = ZH_P0[:-1] + r" = \frac{7}{15}$。" + "\n"
ZH_P_SLIP = (
    r"每次取到红球的概率都是 $\frac{7}{10}$，所以两次都是红球的概率为 $\left(\frac{7}{10}\right)^2 = \frac{49}{100}$。"
    + "\n"
)
G_ZH = r"\frac{7}{15}"
# ja: distance (0,3)-(5,-4) = sqrt(25 + 49) = sqrt 74 (8.6023...); slip (-4+3)^2: sqrt 26.
JA_D = (
    r"点 $(0, 3)$ と点 $(5, -4)$ の距離は $\sqrt{(5-0)^2 + (-4-3)^2} = \sqrt{25 + 49} = \sqrt{74}$ です。"
    + "\n"
)
JA_D_SLIP = (
    r"点 $(0, 3)$ と点 $(5, -4)$ の距離は $\sqrt{(5-0)^2 + (-4+3)^2} = \sqrt{25 + 1} = \sqrt{26}$ です。"
    + "\n"
)
G_JA = r"\sqrt{74}"
# ru: x^2 - 5x + 4 < 0 -> (1, 4).
RU_I = (
    r"Решим неравенство $x^2 - 5x + 4 < 0$. Корни уравнения $x^2 - 5x + 4 = 0$: $x_1 = 1$, $x_2 = 4$. Ветви параболы направлены вверх, поэтому неравенство выполняется между корнями."
    + "\n"
)
G_RU = "(1, 4)"
# de: [[1,2],[3,4]] [[2,0],[1,-1]] = [[4,-2],[10,-4]]; BA = [[2,4],[-2,-2]].
DE_M = (
    r"Wir berechnen $AB = \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \begin{pmatrix} 2 & 0 \\ 1 & -1 \end{pmatrix}$ Eintrag für Eintrag: $1 \cdot 2 + 2 \cdot 1 = 4$, $1 \cdot 0 + 2 \cdot (-1) = -2$, $3 \cdot 2 + 4 \cdot 1 = 10$, $3 \cdot 0 + 4 \cdot (-1) = -4$."
    + "\n"
)
DE_M_BA = (
    r"Wir berechnen $BA = \begin{pmatrix} 2 & 0 \\ 1 & -1 \end{pmatrix} \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}$ Eintrag für Eintrag: $2 \cdot 1 + 0 \cdot 3 = 2$, $2 \cdot 2 + 0 \cdot 4 = 4$, $1 \cdot 1 + (-1) \cdot 3 = -2$, $1 \cdot 2 + (-1) \cdot 4 = -2$."
    + "\n"
)
G_DE = r"\begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}"
# fr: cos t = -sqrt3/2 on [0, pi] -> 5pi/6 (= 150 degrees; 5pi/6 = 2.61799...).
FR_A = (
    r"On cherche $\theta \in [0, \pi]$ tel que $\cos\theta = -\frac{\sqrt{3}}{2}$. Comme $\cos\frac{\pi}{6} = \frac{\sqrt{3}}{2}$ et $\cos(\pi - t) = -\cos t$, on a $\theta = \pi - \frac{\pi}{6} = \frac{5\pi}{6}$."
    + "\n"
)
FR_A_SLIP = (
    r"On cherche $\theta \in [0, \pi]$ tel que $\cos\theta = -\frac{\sqrt{3}}{2}$. Comme $\cos\frac{\pi}{6} = \frac{\sqrt{3}}{2}$, on a $\theta = \frac{\pi}{6}$."
    + "\n"
)
G_FR = r"\frac{5\pi}{6}"
# es: (x-3)(2x+5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15; sign slip -3*5 = +15: 2x^2 - x + 15.
ES_E = r"Aplicamos la propiedad distributiva: $(x-3)(2x+5) = 2x^2 + 5x - 6x - 15$." + "\n"
ES_E_SLIP = r"Aplicamos la propiedad distributiva: $(x-3)(2x+5) = 2x^2 + 5x - 6x + 15$." + "\n"
G_ES = "2x^2 - x - 15"
# ko: x^2 - x - 12 = (x-4)(x+3) -> -3, 4; slip (x+4)(x-3): -4, 3.
KO_Q = (
    r"$x^2 - x - 12 = 0$을 인수분해하면 $(x - 4)(x + 3) = 0$입니다. 따라서 $x = 4$ 또는 $x = -3$입니다."
    + "\n"
)
KO_Q_SLIP = (
    r"$x^2 - x - 12 = 0$을 인수분해하면 $(x + 4)(x - 3) = 0$입니다. 따라서 $x = -4$ 또는 $x = 3$입니다."
    + "\n"
)
G_KO = "-3, 4"
# it: sum 1/(n(n+1)), n = 1..20 = 1 - 1/21 = 20/21 (0.95238...); off by one 19/20.
IT_S = (
    r"Scomponiamo: $\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}$. La somma è telescopica: $\sum_{n=1}^{20} \left(\frac{1}{n} - \frac{1}{n+1}\right) = 1 - \frac{1}{21}$."
    + "\n"
)
G_IT = r"\frac{20}{21}"
# pl: sqrt72 + sqrt50 = 6 sqrt2 + 5 sqrt2 = 11 sqrt2 = sqrt242 (15.556...).
PL_R = (
    r"Upraszczamy: $\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$ oraz $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$. Zatem $\sqrt{72} + \sqrt{50} = 6\sqrt{2} + 5\sqrt{2}$."
    + "\n"
)
G_PL = r"11\sqrt{2}"
# vi: (2 - 3i)^2 = 4 - 12i + 9i^2 = -5 - 12i; slip i^2 = 1: 13 - 12i.
VI_C = (
    r"Ta có $(2 - 3i)^2 = 2^2 - 2 \cdot 2 \cdot 3i + (3i)^2 = 4 - 12i + 9i^2 = 4 - 12i - 9$." + "\n"
)
G_VI = "-5 - 12i"
# pt: 1011101_2 = 64 + 16 + 8 + 4 + 1 = 93; slip without 4: 89.
PT_B = (
    r"Convertendo $1011101_2$ para a base 10: $1 \cdot 2^6 + 0 \cdot 2^5 + 1 \cdot 2^4 + 1 \cdot 2^3 + 1 \cdot 2^2 + 0 \cdot 2^1 + 1 \cdot 2^0 = 64 + 16 + 8 + 4 + 1$."
    + "\n"
)
PT_B_SLIP = r"Convertendo $1011101_2$ para a base 10: $64 + 16 + 8 + 1 = 89$." + "\n"
G_PT = "93"
# ar: |3x + 1| <= 8 -> -9 <= 3x <= 7 -> [-3, 7/3] (7/3 = 2.333...).
AR_I = (
    r"لدينا $|3x + 1| \le 8$، أي $-8 \le 3x + 1 \le 8$، ومنه $-9 \le 3x \le 7$، أي $-3 \le x \le \frac{7}{3}$."
    + "\n"
)
G_AR = r"\left[-3, \frac{7}{3}\right]"
# hi: circle of radius 11: 121 pi; with pi = 22/7: 2662/7 = 380.2857...; circumference 22 pi.
HI_A = r"वृत्त की त्रिज्या $r = 11$ सेमी है। क्षेत्रफल $= \pi r^2 = \pi \cdot 11^2$ ।" + "\n"
G_HI = r"121\pi"
# id: C(12,5) = 95040 / 120 = 792; ordered: 95040.
ID_K = (
    r"Banyak cara memilih 5 orang dari 12 orang adalah $\binom{12}{5} = \frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{5 \cdot 4 \cdot 3 \cdot 2 \cdot 1} = \frac{95040}{120}$."
    + "\n"
)
G_ID = "792"
# tr: line through (1,2), (3,8): m = 3, b = -1.
TR_L = (
    r"$(1, 2)$ ve $(3, 8)$ noktalarından geçen doğrunun eğimi $m = \frac{8 - 2}{3 - 1} = 3$'tür. $y = 3x + b$ denkleminde $(1, 2)$ noktasını yerine koyarsak $2 = 3 + b$, yani $b = -1$ olur."
    + "\n"
)
TR_L_SLIP = (
    r"$(1, 2)$ ve $(3, 8)$ noktalarından geçen doğrunun eğimi $m = \frac{8 - 2}{3 - 1} = 3$'tür. $y = 3x + b$ denkleminde $(1, 2)$ noktasını yerine koyarsak $2 = 3 - b$, yani $b = 1$ olur."
    + "\n"
)
G_TR = "y = 3x - 1"
# el: sin 75 = (sqrt6 + sqrt2)/4 (0.96593...); (sqrt6 - sqrt2)/4 = sin 15 = cos 75.
EL_T = (
    r"Γράφουμε $75^\circ = 45^\circ + 30^\circ$. Τότε $\sin 75^\circ = \sin 45^\circ \cos 30^\circ + \cos 45^\circ \sin 30^\circ = \frac{\sqrt{2}}{2} \cdot \frac{\sqrt{3}}{2} + \frac{\sqrt{2}}{2} \cdot \frac{1}{2}$."
    + "\n"
)
EL_T_SLIP = (
    r"Γράφουμε $75^\circ = 45^\circ + 30^\circ$. Τότε $\sin 75^\circ = \sin 45^\circ \cos 30^\circ - \cos 45^\circ \sin 30^\circ = \frac{\sqrt{6}}{4} - \frac{\sqrt{2}}{4}$."
    + "\n"
)
G_EL = r"\frac{\sqrt{6}+\sqrt{2}}{4}"
# he: 0.(81) = 81/99 = 9/11; slip 10x: 81/90 = 9/10.
HE_R = (
    r"נסמן $x = 0.\overline{81}$. אז $100x = 81.\overline{81}$, ולכן $99x = 81$, כלומר $x = \frac{81}{99}$."
    + "\n"
)
HE_R_SLIP = (
    r"נסמן $x = 0.\overline{81}$. אז $10x = 8.\overline{18}$, ולכן $9x = 8.1$, כלומר $x = \frac{81}{90}$."
    + "\n"
)
G_HE = r"\frac{9}{11}"
# cs: y = 2x + 1, y = -x + 7: x = 2, y = 5; slip y = 2*2 - 1 = 3.
CS_S = r"Dosadíme: $2x + 1 = -x + 7$, tedy $3x = 6$ a $x = 2$. Pak $y = 2 \cdot 2 + 1 = 5$." + "\n"
CS_S_SLIP = (
    r"Dosadíme: $2x + 1 = -x + 7$, tedy $3x = 6$ a $x = 2$. Pak $y = 2 \cdot 2 - 1 = 3$." + "\n"
)
G_CS = "(2, 5)"
# sv: 160 degrees = 160 pi / 180 = 8 pi / 9 (2.7925...).
SV_V = (
    r"Vi omvandlar grader till radianer: $160^\circ \cdot \frac{\pi}{180^\circ} = \frac{160\pi}{180}$."
    + "\n"
)
G_SV = r"\frac{8\pi}{9}"
# uk: 3 + 7 + ... + 103: n = 26, S = 53 * 26 = 1378; slip n = 25: 25 * 53 = 1325.
UK_A = (
    r"Це арифметична прогресія з $a_1 = 3$, $d = 4$, $a_n = 103$. Кількість членів: $n = \frac{103 - 3}{4} + 1 = 26$. Сума: $S_{26} = \frac{(3 + 103) \cdot 26}{2} = 53 \cdot 26$."
    + "\n"
)
UK_A_SLIP = (
    r"Це арифметична прогресія з $a_1 = 3$, $d = 4$, $a_n = 103$. Кількість членів: $n = \frac{103 - 3}{4} = 25$. Сума: $S_{25} = \frac{(3 + 103) \cdot 25}{2} = 53 \cdot 25 = 1325$."
    + "\n"
)
G_UK = "1378"
# tl: 6 / sqrt3 = 6 sqrt3 / 3 = 2 sqrt3 (3.4641...); slip denominator 9: 2 sqrt3 / 3.
TL_R = (
    r"I-rationalize natin ang denominator: $\frac{6}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$."
    + "\n"
)
TL_R_SLIP = (
    r"I-rationalize natin ang denominator: $\frac{6}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{6\sqrt{3}}{9} = \frac{2\sqrt{3}}{3}$."
    + "\n"
)
G_TL = r"2\sqrt{3}"
# nl: |x - 2| = 5 -> 7, -3.
NL_A = r"$|x - 2| = 5$ betekent $x - 2 = 5$ of $x - 2 = -5$, dus $x = 7$ of $x = -3$." + "\n"
G_NL = "-3, 7"
# th: x^2 - 4x + 7 = (x-2)^2 + 3: vertex (2, 3).
TH_V = (
    r"เขียน $x^2 - 4x + 7$ ในรูปกำลังสองสมบูรณ์: $x^2 - 4x + 7 = (x - 2)^2 + 3$ ดังนั้นจุดยอดอยู่ที่ $x = 2$ และ $y = 3$"
    + "\n"
)
G_TH = "(2, 3)"
# fa: det [[3,5],[2,-1]] = -3 - 10 = -13; slip -3 + 10 = 7.
FA_D = (
    r"دترمینان ماتریس $\begin{pmatrix} 3 & 5 \\ 2 & -1 \end{pmatrix}$ برابر است با $3 \cdot (-1) - 5 \cdot 2 = -3 - 10$."
    + "\n"
)
FA_D_SLIP = (
    r"دترمینان ماتریس $\begin{pmatrix} 3 & 5 \\ 2 & -1 \end{pmatrix}$ برابر است با $3 \cdot (-1) + 5 \cdot 2 = -3 + 10 = 7$."
    + "\n"
)
G_FA = "-13"
# bn: lcm(18, 24) = 2^3 3^2 = 72; gcd 6.
BN_L = r"$18 = 2 \cdot 3^2$ এবং $24 = 2^3 \cdot 3$। তাই ল.সা.গু. $= 2^3 \cdot 3^2 = 8 \cdot 9$।" + "\n"
G_BN = "72"

# fmt: off
CASES = [
    # ================================================================ GSM8K: zh apples, gold 249
    g("t_zh_sentence_other", "A", "249", "wrong", "tag", th(ZH_APP_SLIP) + "<answer>还剩 186 个苹果。</answer>", "zh: the tag sentence 'still 186 apples left' states 186 (slip 192 sold)"),
    g("t_zh_ok_sentence", "B", "249", "correct", "tag", th(ZH_APP) + "<answer>还剩 249 个苹果。</answer>", "zh: the tag sentence 'still 249 apples left'; twin of t_zh_sentence_other"),
    g("t_zh_ok_english_think", "B", "249", "correct", "tag", th("27 * 14 = 378 apples. 378 - 129 = 249.\n") + "<answer>答案：249 个</answer>", "mixed: English thinking, a Chinese tag 'Answer: 249 (counter word 个)'"),
    g("h_zh_ok_phrase_hash", "B", "249", "correct", "hash", ZH_APP + "所以答案是 249。\n#### 249", "zh: 'so the answer is 249.' then #### 249"),
    g("h_zh_phrase_gold_hash_other", "A", "249", "wrong", "hash", ZH_APP + "所以答案是 249。\n#### 186", "zh: phrase 'the answer is 249' but #### 186: two different final answers"),
    g("n_zh_not_gold", "A", "249", "wrong", "answer_is", ZH_APP_SLIP + "答案不是 249，而是 186。", "zh: 'the answer is not 249 but 186': the gold negated, 186 asserted"),
    g("n_zh_ok_not_other", "B", "249", "correct", "answer_is", ZH_APP + "答案不是 186，而是 249。", "zh: 'the answer is not 186 but 249'; twin of n_zh_not_gold"),
    g("r_zh_wait_other", "A", "249", "wrong", "hash", ZH_APP + "#### 249\n\n等等，我看错了题目：卖出的是 192 个，所以应该还剩 378 − 192 = 186 个。\n最终答案：186", "zh: after #### 249 'wait, I misread: 192 were sold, so 186 should remain. Final answer: 186'"),
    g("r_zh_ok_check", "B", "249", "correct", "hash", ZH_APP + "#### 249\n\n验算：249 + 129 = 378 ✓，答案正确。", "zh: 'check: 249 + 129 = 378 ✓, the answer is right' after the answer"),
    g("q_zh_teacher", "A", "249", "wrong", "answer_is", ZH_APP_SLIP + "老师说答案是 249，但我算出来是 186。\n答案：186", "zh: 'the teacher says 249, but I get 186. Answer: 186': the gold only reported"),
    # ================================================================ GSM8K: es savings, gold 5875
    g("u_es_ok_thousands_dot", "B", "5875", "correct", "answer_is", ES_AH + "La respuesta es 5.875 €.", "es: 'the answer is 5.875 €': a Spanish thousands dot, 5875 (the working writes 8.750 and 2.875 the same way)"),
    g("h_es_ok_phrase_hash", "B", "5875", "correct", "hash", ES_AH + "Por lo tanto, a Marta le quedan 5.875 €.\n#### 5875", "es: 'therefore Marta has 5.875 € left' then #### 5875"),
    g("h_es_ok_hash_dot", "B", "5875", "correct", "hash", ES_AH + "Respuesta final: le quedan 5.875 euros.\n#### 5.875", "debatable: '#### 5.875' with a Spanish thousands dot; the working writes every amount this way (8.750, 2.875), so it is 5875. Decision: accept", True),
    g("h_es_forgot_spend", "A", "5875", "wrong", "hash", ES_AH_SLIP + "Por lo tanto, a Marta le quedan 8.750 €.\n#### 8750", "es: 'so Marta has 8.750 € left' / #### 8750: the 2.875 spent is forgotten"),
    g("n_es_not_gold", "A", "5875", "wrong", "answer_is", ES_AH_SLIP + "La respuesta no es 5.875 €, sino 8.750 €, porque el gasto no cuenta.", "es: 'the answer is not 5.875 € but 8.750 €, because the spending does not count': gold negated"),
    g("n_es_ok_not_other", "B", "5875", "correct", "answer_is", ES_AH + "La respuesta no es 8.750 €, sino 5.875 €, porque hay que restar la bicicleta.", "es: 'not 8.750 € but 5.875 €, because the bicycle must be subtracted'"),
    g("q_es_ok_hypo_after", "B", "5875", "correct", "hash", ES_AH + "#### 5875\n\nSi no hubiera comprado la bicicleta, tendría 8.750 €.", "es: after the answer 'had she not bought the bicycle, she would have 8.750 €': a hypothetical"),
    g("q_es_hypo_only", "A", "5875", "no_answer", "none", "Si Marta ahorrara 1.250 € durante 7 meses y gastara 2.875 €, le quedarían 5.875 €. Pero el enunciado no dice cuántos meses ahorra, así que no se puede determinar la respuesta.", "es: 'if Marta saved ... and spent ..., she would have 5.875 €. But the statement does not say how many months, so the answer cannot be determined': only a conditional, then a refusal"),
    # ================================================================ GSM8K: de price, gold 20.7
    g("u_de_ok_decimal_comma", "B", "20.7", "correct", "answer_is", DE_PR + "Antwort: Frau Weber bezahlt 20,70 €.", "de: 'Answer: Mrs Weber pays 20,70 €': a decimal comma"),
    g("h_de_ok_hash_comma", "B", "20.7", "correct", "hash", DE_PR + "Die Antwort ist 20,70 €.\n#### 20,70", "de: 'the answer is 20,70 €' then '#### 20,70': a German decimal comma (not 2070)"),
    g("h_de_slip_hash", "A", "20.7", "wrong", "hash", DE_PR_SLIP + "Die Antwort ist 21,24 €.\n#### 21,24", "de: price misread 3,54: 21,24"),
    g("x_de_rounded", "A", "20.7", "wrong", "answer_is", DE_PR + "Antwort: Sie bezahlt rund 21 €.", "de: 'Answer: she pays about 21 €': rounded"),
    g("r_de_nein_other", "A", "20.7", "wrong", "answer_is", DE_PR + "Antwort: 20,70 €.\n\nNein, Moment – ich habe den Preis falsch abgeschrieben, er beträgt 3,54 €. Also 6 · 3,54 € = 21,24 €.\nAntwort: 21,24 €", "de: after 20,70 'no, wait - I copied the price wrong, it is 3,54 €. So 21,24 €. Answer: 21,24 €'"),
    g("r_de_ok_probe", "B", "20.7", "correct", "answer_is", DE_PR + "Antwort: 20,70 €.\n\nProbe: 20,70 € : 6 = 3,45 € ✓", "de: 'Probe' (check) after the answer: 20,70 : 6 = 3,45"),
    g("n_de_ok_not_other", "B", "20.7", "correct", "answer_is", DE_PR + "Frau Weber bezahlt also nicht 21,24 €, sondern 20,70 €.", "de: 'so Mrs Weber pays not 21,24 € but 20,70 €'"),
    # ================================================================ GSM8K: ru train, gold 351
    g("u_ru_ok_km", "B", "351", "correct", "answer_is", RU_TR + "Ответ: 351 км.", "ru: 'Answer: 351 km.'"),
    g("u_ru_ok_word_unit", "B", "351", "correct", "answer_is", RU_TR + "Ответ: поезд проедет 351 километр.", "ru: 'Answer: the train will travel 351 kilometre' (Russian singular after 1)"),
    g("u_ru_slip", "A", "351", "wrong", "answer_is", RU_TR_SLIP + "Ответ: 312 км.", "ru: 4 hours instead of 4,5: 312 km"),
    g("n_ru_ne_a", "A", "351", "wrong", "answer_is", RU_TR_SLIP + "Ответ: не 351 км, а 312 км.", "ru: 'Answer: not 351 km but 312 km'"),
    g("n_ru_ok_ne_a", "B", "351", "correct", "answer_is", RU_TR + "Ответ: не 312 км, а 351 км.", "ru: 'Answer: not 312 km but 351 km'"),
    g("q_ru_textbook", "A", "351", "wrong", "answer_is", RU_TR_SLIP + "В ответах учебника указано 351 км, но у меня получилось 312 км.\nОтвет: 312 км.", "ru: 'the textbook's answers give 351 km, but I got 312 km. Answer: 312 km.'"),
    g("r_ru_ok_check", "B", "351", "correct", "answer_is", RU_TR + "Ответ: 351 км.\n\nПроверка: 351 : 4,5 = 78 км/ч ✓", "ru: 'Check: 351 : 4,5 = 78 km/h ✓' after the answer"),
    g("h_ru_ok_hash", "B", "351", "correct", "hash", RU_TR + "Итак, ответ: 351 км.\n#### 351", "ru: 'So, the answer: 351 km.' then #### 351"),
    # ================================================================ GSM8K: hi class, gold 52
    g("u_hi_ok_noun", "B", "52", "correct", "answer_is", HI_CL + "अतः कक्षा में 52 लड़के हैं।\nउत्तर: 52 लड़के", "hi: 'so there are 52 boys in the class. Answer: 52 boys'"),
    g("u_hi_ok_devanagari", "B", "52", "correct", "answer_is", HI_CL + HI("उत्तर: 52 लड़के"), "hi: 'Answer: ५२ boys' in Devanagari digits"),
    g("u_hi_girls", "A", "52", "wrong", "answer_is", HI_CL.split("लड़कों")[0] + "उत्तर: 65 लड़कियाँ", "hi: 'Answer: 65 girls': the number of girls, not boys"),
    g("u_hi_devanagari_other", "A", "52", "wrong", "answer_is", HI_CL.split("लड़कों")[0] + HI("उत्तर: 65"), "hi: 'Answer: ६५' in Devanagari digits: 65, the girls"),
    g("n_hi_hedge", "A", "52", "wrong", "answer_is", HI_CL + "उत्तर 52 या 65 हो सकता है।", "hi: 'the answer may be 52 or 65': a hedge"),
    g("h_hi_ok_hash", "B", "52", "correct", "hash", HI_CL + "इसलिए उत्तर 52 है।\n#### 52", "hi: 'therefore the answer is 52.' then #### 52"),
    # ================================================================ GSM8K: ja change, gold 980
    g("u_ja_ok_yen", "B", "980", "correct", "answer_is", JA_CH + "答え：980円", "ja: 'Answer: 980 yen'"),
    g("b_ja_ok_fullwidth", "B", "980", "correct", "answer_is", JA_CH + "答え：" + FW("980") + "円", "ja: 'Answer: ９８０ yen' in full-width digits"),
    g("h_ja_price_hash", "A", "980", "wrong", "hash", JA_CH.split("2000円")[0] + "答えは1020円です。\n#### 1020", "ja: 'the answer is 1020 yen': the price, not the change"),
    g("n_ja_ok_dewanaku", "B", "980", "correct", "answer_is", JA_CH + "答えは1020円ではなく、980円です。", "ja: 'the answer is not 1020 yen but 980 yen'"),
    g("r_ja_sumimasen", "A", "980", "wrong", "hash", JA_CH + "#### 980\n\nすみません、問題を読み間違えました。りんごは1個58円でした。58 × 12 = 696円、2000 − 696 = 1304円です。\n#### 1304", "ja: after #### 980 'sorry, I misread: an apple is 58 yen. 696 yen, 2000 - 696 = 1304 yen' then #### 1304"),
    g("r_ja_ok_closing", "B", "980", "correct", "hash", JA_CH + "#### 980\n\n以上です。ほかに質問があれば、お気軽にどうぞ！", "ja: 'that is all. If you have other questions, feel free to ask!' after the answer"),
    g("t_ja_ok_sentence", "B", "980", "correct", "tag", th(JA_CH) + "<answer>おつりは980円です。</answer>", "ja: tag sentence 'the change is 980 yen.'"),
    g("t_ja_price_sentence", "A", "980", "wrong", "tag", th(JA_CH) + "<answer>代金は1020円です。</answer>", "ja: tag sentence 'the cost is 1020 yen.': the price, not the change asked"),
    # ================================================================ GSM8K: fr temperature, gold -12.5
    g("u_fr_ok_minus_comma", "B", "-12.5", "correct", "answer_is", FR_TE + "La réponse est −12,5 °C.", "fr: 'the answer is −12,5 °C' with a Unicode minus and a decimal comma"),
    g("h_fr_ok_hash_comma", "B", "-12.5", "correct", "hash", FR_TE + "La température finale est donc de −12,5 °C.\n#### -12,5", "fr: 'the final temperature is thus −12,5 °C' then '#### -12,5'"),
    g("h_fr_sign_lost", "A", "-12.5", "wrong", "hash", FR_TE + "La température finale est de 12,5 degrés en dessous de zéro.\n#### 12,5", "debatable: 'the final temperature is 12,5 degrees below zero' but the #### value drops the sign. Decision: reject", True),
    g("u_fr_sans_signe", "A", "-12.5", "wrong", "answer_is", FR_TE.replace("−12,5", "12,5") + "Réponse : 12,5 °C.", "fr: the working and 'Réponse : 12,5 °C' lose the sign: 12.5"),
    g("r_fr_ok_verif", "B", "-12.5", "correct", "answer_is", FR_TE + "Réponse : −12,5 °C.\n\nVérification : −12,5 + 16,5 = 4 ✓", "fr: 'Vérification' (check) after the answer"),
    g("q_fr_si", "A", "-12.5", "no_answer", "none", "Si la température baissait de 1,5 °C par heure pendant 11 heures, elle atteindrait −12,5 °C. Cependant, l'énoncé ne précise pas la température de départ, je ne peux donc pas conclure.", "fr: 'if the temperature fell ..., it would reach −12,5 °C. However the statement does not give the start temperature, so I cannot conclude': only a conditional, then no answer"),
    # ================================================================ GSM8K: tr exam, gold 92.5
    g("u_tr_ok_percent_first", "B", "92.5", "correct", "answer_is", TR_EX + "Cevap: %92,5", "tr: 'Answer: %92,5': Turkish writes the percent sign first, a decimal comma"),
    g("h_tr_ok_hash", "B", "92.5", "correct", "hash", TR_EX + "Sonuç olarak Ali'nin başarı oranı %92,5'tir.\n#### 92,5", "tr: 'as a result Ali's success rate is %92,5' (suffix -tir) then '#### 92,5'"),
    g("u_tr_wrong_rate", "A", "92.5", "wrong", "answer_is", "Ali 40 sorunun 3'ünü yanlış cevapladı: 3 / 40 = 0,075, yani %7,5.\nCevap: %7,5", "tr: the wrong-answer rate 'Answer: %7,5'"),
    g("x_tr_rounded", "A", "92.5", "wrong", "answer_is", TR_EX + "Cevap: yaklaşık %93", "tr: 'Answer: about %93': rounded"),
    g("n_tr_degil", "A", "92.5", "wrong", "answer_is", TR_EX + "Ancak soru yanlış cevapların oranını soruyor: 3 / 40 = 0,075.\nCevap: %92,5 değil, %7,5.", "tr: 'but the question asks for the share of wrong answers: 3 / 40 = 0,075. Answer: not %92,5 but %7,5': the gold negated, 7.5 asserted"),
    # ================================================================ GSM8K: ko savings, gold 4200000
    g("u_ko_ok_man", "B", "4200000", "correct", "answer_is", KO_SV + "따라서 답은 420만 원입니다.", "ko: 'so the answer is 420 man won' (만 = 10,000): 4,200,000"),
    g("h_ko_ok_hash", "B", "4200000", "correct", "hash", KO_SV + "따라서 민수가 모은 돈은 420만 원입니다.\n#### 4200000", "ko: 'so the money Minsu saved is 420 man won' then #### 4200000"),
    g("u_ko_ok_commas", "B", "4200000", "correct", "answer_is", KO_SV + "답: 4,200,000원", "ko: 'Answer: 4,200,000 won'"),
    g("u_ko_man_dropped", "A", "4200000", "wrong", "hash", KO_SV + "따라서 답은 420만 원입니다.\n#### 420", "ko: phrase '420 man won' but '#### 420': the scale word dropped, 420"),
    g("u_ko_slip", "A", "4200000", "wrong", "answer_is", KO_SV_SLIP + "따라서 답은 350만 원입니다.", "ko: 10 months: 'the answer is 350 man won' = 3,500,000"),
    g("r_ko_ok_check", "B", "4200000", "correct", "answer_is", KO_SV + "답: 420만 원\n\n검산: 420만 ÷ 12 = 35만 ✓", "ko: 'check: 420 man / 12 = 35 man ✓' after the answer"),
    # ================================================================ GSM8K: ar chairs, gold 324
    g("u_ar_ok_eastern", "B", "324", "correct", "answer_is", AR_CH + AR("الإجابة: 324 كرسيًا"), "ar: 'Answer: ٣٢٤ chairs' in Eastern Arabic digits"),
    g("u_ar_eastern_other", "A", "324", "wrong", "answer_is", AR_CH_SLIP + AR("الإجابة: 351 كرسيًا"), "ar: 'Answer: ٣٥١ chairs' (13 per row misread)"),
    g("h_ar_ok_hash_western", "B", "324", "correct", "hash", AR_CH + "إذن الجواب هو 324.\n#### 324", "ar: 'so the answer is 324' in Western digits then #### 324 after Eastern-digit working"),
    g("n_ar_laysa", "A", "324", "wrong", "answer_is", AR_CH_SLIP + AR("الجواب ليس 324، بل 351."), "ar: 'the answer is not ٣٢٤ but ٣٥١'"),
    g("q_ar_ok_qad_yazun", "B", "324", "correct", "answer_is", AR("قد يظن البعض أن الجواب 351، لكن في كل صف 12 كرسيًا فقط.\n") + AR_CH + AR("الإجابة النهائية: 324"), "ar: 'some may think the answer is ٣٥١, but each row has only ١٢ chairs ... Final answer: ٣٢٤'"),
    # ================================================================ GSM8K: fa pencils, gold 322
    g("u_fa_ok_persian", "B", "322", "correct", "answer_is", FA_PE + FA("پاسخ: 322 مداد"), "fa: 'Answer: ۳۲۲ pencils' in Persian digits"),
    g("u_fa_persian_other", "A", "322", "wrong", "answer_is", FA_PE_SLIP + FA("پاسخ: 308 مداد"), "fa: 'Answer: ۳۰۸ pencils' (22 per box misread)"),
    g("r_fa_eslah", "A", "322", "wrong", "answer_is", FA_PE + FA("پاسخ: 322 مداد\n\nاصلاح: هر جعبه 22 مداد دارد، پس پاسخ درست 308 است."), "fa: after 'Answer: ۳۲۲' 'Correction: each box holds ۲۲ pencils, so the right answer is ۳۰۸'"),
    g("t_fa_ok_tag", "B", "322", "correct", "tag", th("14 boxes * 23 pencils = 322.\n") + FA("<answer>در مجموع 322 مداد داریم.</answer>"), "mixed: English thinking, a Persian tag 'in total we have ۳۲۲ pencils'"),

    # ================================================================ MATH: zh probability, gold 7/15
    m("t_zh_m_ok_sentence", "B", G_ZH, "correct", "tag", th(ZH_P) + r"<answer>所求概率为 $\frac{7}{15}$。</answer>", "zh: tag sentence 'the required probability is 7/15.'"),
    m("t_zh_m_replacement", "A", G_ZH, "wrong", "tag", th(ZH_P_SLIP) + r"<answer>所求概率为 $\frac{49}{100}$。</answer>", "zh: drawn with replacement: tag sentence 'the required probability is 49/100'"),
    m("x_zh_m_ok_unsimplified", "B", G_ZH, "correct", "boxed", ZH_P0 + r"，即 $\boxed{\frac{21}{45}}$。", "zh: '..., i.e. 21/45': unsimplified, equal to 7/15"),
    m("x_zh_m_decimal", "A", G_ZH, "wrong", "boxed", ZH_P + r"约等于 $0.47$。" + "\n\n答案：$\\boxed{0.47}$", "zh: 'about 0.47. Answer: 0.47': a rounded decimal for 7/15 = 0.4666..."),
    m("r_zh_m_replacement", "A", G_ZH, "wrong", "boxed", ZH_P + r"答案：$\boxed{\frac{7}{15}}$" + "\n\n等等，题目说的是“有放回地”取两次。" + ZH_P_SLIP + "\n最终答案：$\\boxed{\\frac{49}{100}}$", "zh: after the gold box 'wait, the problem says drawn twice WITH replacement ... Final answer: 49/100'"),
    m("q_zh_m_ok_hypo_after", "B", G_ZH, "correct", "boxed", ZH_P + r"答案：$\boxed{\frac{7}{15}}$" + "\n\n（如果是有放回地取球，概率就是 $\\frac{49}{100}$。）", "zh: after the answer '(if the balls were drawn with replacement, the probability would be 49/100)': a hypothetical"),
    m("n_zh_m_strike", "A", G_ZH, "wrong", "answer_is", ZH_P_SLIP + r"所以答案是 ~~$\frac{7}{15}$~~ $\frac{49}{100}$（题目是有放回抽取）。", "zh: 'so the answer is ~~7/15~~ 49/100 (the problem draws with replacement)': the gold struck"),
    m("n_zh_m_ok_strike", "B", G_ZH, "correct", "answer_is", ZH_P + r"所以答案是 ~~$\frac{49}{100}$~~ $\frac{7}{15}$（题目是不放回抽取）。", "zh: 'so the answer is ~~49/100~~ 7/15 (drawn without replacement)'"),
    m("q_zh_m_invented_turn", "A", G_ZH, "wrong", "boxed", ZH_P_SLIP + r"答案：$\boxed{\frac{49}{100}}$" + IM_USER + r"不对，正确答案是 $\frac{7}{15}$，请重新计算。", "zh: final box 49/100; the gold only in an invented user turn ('no, the right answer is 7/15, recompute')"),
    # ================================================================ MATH: ja distance, gold sqrt 74
    m("x_ja_m_ok_box", "B", G_JA, "correct", "boxed", JA_D + r"よって、求める距離は $\boxed{\sqrt{74}}$ です。", "ja: 'therefore the required distance is sqrt 74'"),
    m("x_ja_m_decimal", "A", G_JA, "wrong", "boxed", JA_D + r"$\sqrt{74} \approx 8.60$ なので、答えは $\boxed{8.60}$ です。", "ja: 'since sqrt74 ~ 8.60, the answer is 8.60': a decimal for an irrational"),
    m("x_ja_m_ok_unsimplified", "B", G_JA, "correct", "boxed", r"距離の公式より、$d = \boxed{\sqrt{5^2 + 7^2}}$ です。", "ja: 'by the distance formula d = sqrt(5^2 + 7^2)' = sqrt 74, unevaluated but equal"),
    m("t_ja_m_ok_sentence", "B", G_JA, "correct", "tag", th(JA_D) + r"<answer>2点間の距離は $\sqrt{74}$ です。</answer>", "ja: tag sentence 'the distance between the two points is sqrt 74'"),
    m("t_ja_m_squared", "A", G_JA, "wrong", "tag", th(r"$(5-0)^2 + (-4-3)^2 = 25 + 49 = 74$" + "\n") + "<answer>距離は 74 です。</answer>", "ja: tag 'the distance is 74': the square root forgotten"),
    m("n_ja_m_dewanaku", "A", G_JA, "wrong", "answer_is", JA_D_SLIP + r"したがって、答えは $\sqrt{74}$ ではなく $\sqrt{26}$ です。", "ja: 'therefore the answer is not sqrt74 but sqrt26'"),
    m("n_ja_m_ok_dewanaku", "B", G_JA, "correct", "answer_is", JA_D + r"したがって、答えは $\sqrt{26}$ ではなく $\sqrt{74}$ です。", "ja: 'therefore the answer is not sqrt26 but sqrt74'"),
    m("b_ja_m_ok_fullwidth", "B", G_JA, "correct", "bare_last_line", JA_D + "答え：√" + FW("74"), "ja: 'Answer: √７４' with a Unicode root sign and full-width digits, as Japanese IME text writes it"),
    m("q_ja_m_ok_next_turn", "B", G_JA, "correct", "boxed", JA_D + r"答え：$\boxed{\sqrt{74}}$" + IM_USER + r"ありがとうございます。では、点 $(1, 1)$ と点 $(4, 5)$ の距離は $\boxed{5}$ ですか？", "ja: the gold box, then an invented user turn 'thank you. Then is the distance of (1,1) and (4,5) 5?' that does not count"),
    # ================================================================ MATH: ru inequality, gold (1, 4)
    m("x_ru_m_closed", "A", G_RU, "wrong", "answer_is", RU_I + r"Ответ: $x \in [1; 4]$.", "ru: 'Answer: x in [1; 4]': the closed interval for a strict inequality"),
    m("x_ru_m_ok_semicolon", "B", G_RU, "correct", "answer_is", RU_I + r"Ответ: $x \in (1; 4)$.", "ru: 'Answer: x in (1; 4)': the Russian semicolon inside an interval"),
    m("x_ru_m_ok_double_ineq", "B", G_RU, "correct", "answer_is", RU_I + r"Ответ: $1 < x < 4$.", "ru: 'Answer: 1 < x < 4'"),
    m("x_ru_m_complement", "A", G_RU, "wrong", "answer_is", RU_I.replace("между корнями", "вне отрезка между корнями") + r"Ответ: $x \in (-\infty; 1) \cup (4; +\infty)$.", "ru: 'holds outside the segment between the roots. Answer: (-inf; 1) U (4; +inf)': the complement"),
    m("t_ru_m_ok_tag", "B", G_RU, "correct", "tag", th(RU_I) + r"<answer>Ответ: $x \in (1;\,4)$</answer>", "ru: a tag holding 'Answer: x in (1; 4)' with a thin space"),
    m("r_ru_m_ok_check", "B", G_RU, "correct", "answer_is", RU_I + r"Ответ: $(1; 4)$." + "\n\nПроверка: при $x = 2$ получаем $4 - 10 + 4 = -2 < 0$ ✓", "ru: 'Check: at x = 2 we get -2 < 0 ✓' after the answer"),
    m("n_ru_m_ne_a", "A", G_RU, "wrong", "answer_is", RU_I + r"Ответ: не $(1; 4)$, а $[1; 4]$, так как концы тоже подходят.", "ru: 'Answer: not (1; 4) but [1; 4], since the ends also fit': the gold negated"),
    m("q_ru_m_reshebnik", "A", G_RU, "wrong", "answer_is", RU_I + r"В решебнике дан ответ $(1; 4)$, но, по-моему, концы тоже входят." + "\nОтвет: $[1; 4]$.", "ru: 'the answer book gives (1; 4), but in my view the ends belong too. Answer: [1; 4]': the gold only reported"),
    m("h_ru_m_ok_hash", "B", G_RU, "correct", "hash", RU_I + "Итак, ответ: $(1, 4)$.\n#### (1, 4)", "ru: 'So the answer: (1, 4).' then #### (1, 4)"),
    # ================================================================ MATH: de matrix product
    m("x_de_m_ok_box", "B", G_DE, "correct", "boxed", DE_M + r"Also ist $AB = \boxed{\begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}}$.", "de: 'so AB = ...' boxed"),
    m("x_de_m_ok_bmatrix", "B", G_DE, "correct", "answer_is", DE_M + r"Ergebnis: $AB = \begin{bmatrix} 4 & -2 \\ 10 & -4 \end{bmatrix}$", "de: 'Result:' with bmatrix instead of pmatrix"),
    m("x_de_m_ba", "A", G_DE, "wrong", "boxed", DE_M_BA + r"Also ist das Produkt $\boxed{\begin{pmatrix} 2 & 4 \\ -2 & -2 \end{pmatrix}}$.", "de: BA computed instead of AB"),
    m("x_de_m_transpose", "A", G_DE, "wrong", "boxed", DE_M + r"Also ist $AB = \boxed{\begin{pmatrix} 4 & 10 \\ -2 & -4 \end{pmatrix}}$.", "de: the right entries placed as the transpose"),
    m("t_de_m_ok_tag", "B", G_DE, "correct", "tag", th(DE_M) + r"<answer>Das Produkt ist $\begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}$.</answer>", "de: tag sentence 'the product is ...'"),
    m("r_de_m_korrektur", "A", G_DE, "wrong", "boxed", DE_M + r"$AB = \boxed{\begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}}$" + "\n\nKorrektur: Ich habe die Reihenfolge verwechselt, gesucht ist $BA$.\n" + DE_M_BA + r"Endergebnis: $\boxed{\begin{pmatrix} 2 & 4 \\ -2 & -2 \end{pmatrix}}$", "de: 'Correction: I mixed up the order, BA is wanted ... Final result: BA': a later box"),
    m("h_de_m_ok_minerva", "B", G_DE, "correct", "minerva", DE_M + "\n" + MINERVA.format(r"$\begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}$"), "mixed: German working, an English Minerva closing"),
    m("q_de_m_behauptung", "A", G_DE, "no_answer", "none", r"Ein Mitschüler behauptet, $AB = \begin{pmatrix} 4 & -2 \\ 10 & -4 \end{pmatrix}$. Ohne die Matrizen $A$ und $B$ kann ich das leider nicht überprüfen.", "de: 'a classmate claims AB = (gold). Without the matrices A and B I unfortunately cannot check it': only someone else's claim"),
    # ================================================================ MATH: fr angle, gold 5pi/6
    m("x_fr_m_ok_box", "B", G_FR, "correct", "boxed", FR_A + r"Donc $\theta = \boxed{\frac{5\pi}{6}}$.", "fr: 'so theta = 5pi/6'"),
    m("u_fr_m_ok_degrees", "B", G_FR, "correct", "answer_is", FR_A + r"La réponse est $\theta = 150^\circ$.", "debatable: 'the answer is theta = 150 degrees' for the gold 5pi/6: the same angle in degrees (README: 30 for 30^\\circ is correct). Decision: accept", True),
    m("x_fr_m_first_quadrant", "A", G_FR, "wrong", "boxed", FR_A_SLIP + r"Donc $\theta = \boxed{\frac{\pi}{6}}$.", "fr: the sign of the cosine ignored: pi/6"),
    m("x_fr_m_decimal", "A", G_FR, "wrong", "boxed", FR_A + r"Numériquement, $\theta \approx \boxed{2{,}618}$ rad.", "fr: 'numerically theta ~ 2,618 rad': a decimal (French comma) for 5pi/6 = 2.61799..."),
    m("n_fr_m_ok_et_non", "B", G_FR, "correct", "answer_is", FR_A + r"Réponse : $\theta = \frac{5\pi}{6}$ (et non $\frac{\pi}{6}$, dont le cosinus est positif).", "fr: 'Answer: 5pi/6 (and not pi/6, whose cosine is positive)'"),
    m("n_fr_m_et_non", "A", G_FR, "wrong", "answer_is", FR_A_SLIP + r"Réponse : $\theta = \frac{\pi}{6}$ (et non $\frac{5\pi}{6}$).", "fr: 'Answer: pi/6 (and not 5pi/6)': the gold negated"),
    m("q_fr_m_corrige", "A", G_FR, "wrong", "answer_is", FR_A_SLIP + r"Le corrigé donne $\frac{5\pi}{6}$ ; pour ma part, je trouve $\frac{\pi}{6}$." + "\nRéponse : $\\frac{\\pi}{6}$", "fr: 'the answer key gives 5pi/6; for my part I find pi/6. Answer: pi/6'"),
    m("r_fr_m_ok_closing", "B", G_FR, "correct", "boxed", FR_A + r"$\theta = \boxed{\frac{5\pi}{6}}$" + "\n\nJ'espère que cela vous aide ! N'hésitez pas si vous avez d'autres questions.", "fr: 'I hope this helps! Do not hesitate if you have other questions.' after the box"),
    # ================================================================ MATH: es expansion, gold 2x^2 - x - 15
    m("x_es_m_ok_box", "B", G_ES, "correct", "boxed", ES_E + r"Por lo tanto, el resultado es $\boxed{2x^2 - x - 15}$.", "es: 'therefore the result is ...'"),
    m("x_es_m_sign", "A", G_ES, "wrong", "boxed", ES_E_SLIP + r"Por lo tanto, el resultado es $\boxed{2x^2 - x + 15}$.", "es: the sign of -3*5 lost: + 15"),
    m("x_es_m_ok_order", "B", G_ES, "correct", "boxed", ES_E + r"Agrupando términos semejantes: $\boxed{-x + 2x^2 - 15}$.", "es: 'grouping like terms': the terms in another order"),
    m("t_es_m_ok_tag", "B", G_ES, "correct", "tag", th(ES_E) + r"<answer>El polinomio desarrollado es $2x^2 - x - 15$.</answer>", "es: tag sentence 'the expanded polynomial is ...'"),
    m("r_es_m_perdon", "A", G_ES, "wrong", "boxed", ES_E + r"Resultado: $\boxed{2x^2 - x - 15}$" + "\n\nPerdón, me equivoqué con el signo del término independiente: $(-3)(5) = +15$. El resultado correcto es $\\boxed{2x^2 - x + 15}$.", "es: 'sorry, I got the constant's sign wrong: (-3)(5) = +15. The right result is 2x^2 - x + 15': a (mistaken) correction is the last answer"),
    m("q_es_m_ok_si", "B", G_ES, "correct", "boxed", ES_E + r"Resultado: $\boxed{2x^2 - x - 15}$" + "\n\nSi el primer factor fuera $(x+3)$, obtendríamos $2x^2 + 11x + 15$.", "es: after the box 'if the first factor were (x+3) we would get 2x^2 + 11x + 15' (2x^2 + 5x + 6x + 15): a hypothetical"),
    m("h_es_m_ok_hash", "B", G_ES, "correct", "hash", ES_E + "La respuesta es $2x^2 - x - 15$.\n#### 2x^2 - x - 15", "es: 'the answer is ...' then ####"),
    m("n_es_m_no_sino", "A", G_ES, "wrong", "answer_is", ES_E_SLIP + r"La respuesta no es $2x^2 - x - 15$, sino $2x^2 - x + 15$.", "es: 'the answer is not (gold) but 2x^2 - x + 15'"),
    # ================================================================ MATH: ko roots, gold -3, 4
    m("x_ko_m_ok_box", "B", G_KO, "correct", "boxed", KO_Q + r"답: $\boxed{-3, 4}$", "ko: 'Answer:' box"),
    m("x_ko_m_ok_ttoneun", "B", G_KO, "correct", "answer_is", KO_Q + r"따라서 방정식의 해는 $x = -3$ 또는 $x = 4$입니다.", "ko: 'so the solutions of the equation are x = -3 or x = 4': 또는 (or) lists both roots, not a hedge"),
    m("x_ko_m_sign", "A", G_KO, "wrong", "boxed", KO_Q_SLIP + r"답: $\boxed{-4, 3}$", "ko: the factors' signs swapped: -4, 3"),
    m("x_ko_m_one_root", "A", G_KO, "wrong", "boxed", KO_Q + r"답: $\boxed{4}$", "ko: only one of the two roots"),
    m("t_ko_m_ok_tag", "B", G_KO, "correct", "tag", th(KO_Q) + r"<answer>$x = -3$ 또는 $x = 4$</answer>", "ko: tag 'x = -3 or x = 4'"),
    m("t_ko_m_sum", "A", G_KO, "wrong", "tag", th(KO_Q + "두 근의 합은 $-3 + 4 = 1$입니다.\n") + "<answer>두 근의 합은 1입니다.</answer>", "ko: tag 'the sum of the two roots is 1': not the roots asked"),
    m("n_ko_m_ok_anira", "B", G_KO, "correct", "answer_is", KO_Q + r"답은 $x = 3, -4$가 아니라 $x = -3, 4$입니다.", "ko: 'the answer is not x = 3, -4 but x = -3, 4'"),
    m("r_ko_m_ok_check", "B", G_KO, "correct", "boxed", KO_Q + r"답: $\boxed{-3, 4}$" + "\n\n검산: $(-3)^2 - (-3) - 12 = 9 + 3 - 12 = 0$ ✓, $4^2 - 4 - 12 = 0$ ✓", "ko: '검산' (check) after the box"),
    m("q_ko_m_hypo", "A", G_KO, "no_answer", "none", r"만약 주어진 식이 $x^2 - x - 12 = 0$이라면 해는 $-3, 4$일 것입니다. 하지만 문제에 식이 빠져 있어서 답을 드릴 수 없습니다.", "ko: 'if the given equation were x^2 - x - 12 = 0, the roots would be -3, 4. But the equation is missing from the problem, so I cannot give an answer': only a conditional"),
    # ================================================================ MATH: it telescoping, gold 20/21
    m("x_it_m_ok_box", "B", G_IT, "correct", "boxed", IT_S + r"Quindi la somma vale $\boxed{\frac{20}{21}}$.", "it: 'so the sum equals 20/21'"),
    m("x_it_m_decimal", "A", G_IT, "wrong", "boxed", IT_S + r"Quindi la somma vale circa $\boxed{0{,}952}$.", "it: 'so the sum is about 0,952': a decimal for 20/21 = 0.95238..."),
    m("x_it_m_ok_unsimplified", "B", G_IT, "correct", "boxed", IT_S + r"Risposta: $\boxed{1 - \frac{1}{21}}$", "it: 'Answer: 1 - 1/21' = 20/21, left unsimplified"),
    m("x_it_m_off_by_one", "A", G_IT, "wrong", "boxed", IT_S.replace(r"1 - \frac{1}{21}", r"1 - \frac{1}{20}") + r"Quindi la somma vale $\boxed{\frac{19}{20}}$.", "it: off by one: 1 - 1/20 = 19/20"),
    m("t_it_m_ok_tag", "B", G_IT, "correct", "tag", th(IT_S) + r"<answer>La somma è $\frac{20}{21}$.</answer>", "it: tag sentence 'the sum is 20/21'"),
    m("r_it_m_anzi", "A", G_IT, "wrong", "answer_is", IT_S + r"La somma è $\frac{20}{21}$, anzi no: l'ultimo termine è $\frac{1}{20 \cdot 21}$, quindi resta $1 - \frac{1}{20} = \frac{19}{20}$." + "\nRisposta: $\\frac{19}{20}$", "it: 'the sum is 20/21, or rather no: the last term is 1/(20*21), so 1 - 1/20 = 19/20 remains. Answer: 19/20': a (mistaken) correction"),
    m("r_it_m_ok_verifica", "B", G_IT, "correct", "boxed", IT_S + r"$= \boxed{\frac{20}{21}}$" + "\n\nVerifica con $n$ fino a $1$: $\\frac{1}{2} = 1 - \\frac{1}{2}$ ✓", "it: 'check with n up to 1: 1/2 = 1 - 1/2 ✓' after the box"),
    m("q_it_m_ok_libro", "B", G_IT, "correct", "answer_is", IT_S + r"Il libro riporta $\frac{19}{20}$, ma è un refuso: la risposta corretta è $\frac{20}{21}$.", "it: 'the book gives 19/20, but it is a misprint: the right answer is 20/21'"),
    # ================================================================ MATH: pl radicals, gold 11 sqrt2
    m("x_pl_m_ok_box", "B", G_PL, "correct", "boxed", PL_R + r"Odpowiedź: $\boxed{11\sqrt{2}}$", "pl: 'Answer:' box"),
    m("x_pl_m_decimal", "A", G_PL, "wrong", "answer_is", PL_R + r"Odpowiedź: $\approx 15{,}56$", "pl: 'Answer: about 15,56': a decimal for 11 sqrt2 = 15.556..."),
    m("x_pl_m_ok_sqrt242", "B", G_PL, "correct", "boxed", r"$(\sqrt{72} + \sqrt{50})^2 = 72 + 50 + 2\sqrt{3600} = 242$, więc suma wynosi $\boxed{\sqrt{242}}$.", "pl: '..., so the sum equals sqrt 242' = 11 sqrt2 (242 = 121 * 2; 72 * 50 = 3600)"),
    m("x_pl_m_added_radicands", "A", G_PL, "wrong", "boxed", r"$\sqrt{72} + \sqrt{50} = \sqrt{72 + 50} = \sqrt{122}$." + "\nOdpowiedź: $\\boxed{\\sqrt{122}}$", "pl: radicands added: sqrt 122"),
    m("n_pl_m_nie_tylko", "A", G_PL, "wrong", "answer_is", r"$\sqrt{72} + \sqrt{50} = \sqrt{72 + 50} = \sqrt{122}$." + "\nOdpowiedź: nie $11\\sqrt{2}$, tylko $\\sqrt{122}$.", "pl: 'Answer: not 11 sqrt2, but sqrt 122'"),
    m("t_pl_m_ok_tag", "B", G_PL, "correct", "tag", th(PL_R) + r"<answer>Odp.: $11\sqrt{2}$</answer>", "pl: tag 'Odp.:' (the abbreviation of Odpowiedź, answer)"),
    m("r_pl_m_ok_sprawdzenie", "B", G_PL, "correct", "answer_is", PL_R + r"Odp.: $11\sqrt{2}$." + "\n\nSprawdzenie: $(11\\sqrt{2})^2 = 242$ oraz $(\\sqrt{72} + \\sqrt{50})^2 = 122 + 2\\sqrt{3600} = 242$ ✓", "pl: 'Sprawdzenie' (check) after the answer"),
    # ================================================================ MATH: vi complex square, gold -5 - 12i
    m("x_vi_m_ok_box", "B", G_VI, "correct", "boxed", VI_C + r"Vậy $(2 - 3i)^2 = \boxed{-5 - 12i}$.", "vi: 'so (2 - 3i)^2 = ...'"),
    m("x_vi_m_i_squared", "A", G_VI, "wrong", "boxed", r"Ta có $(2 - 3i)^2 = 4 - 12i + 9 = 13 - 12i$." + "\nVậy đáp án là $\\boxed{13 - 12i}$.", "vi: i^2 taken as 1: 13 - 12i"),
    m("x_vi_m_ok_order", "B", G_VI, "correct", "boxed", VI_C + r"Kết quả: $\boxed{-12i - 5}$", "vi: 'Result:' with the terms in another order"),
    m("t_vi_m_ok_tag", "B", G_VI, "correct", "tag", th(VI_C) + r"<answer>Đáp án: $-5 - 12i$</answer>", "vi: tag 'Đáp án' (answer)"),
    m("n_vi_m_khong_phai", "A", G_VI, "wrong", "answer_is", r"Ta có $(2 - 3i)^2 = 4 - 12i + 9 = 13 - 12i$." + "\nĐáp án không phải là $-5 - 12i$ mà là $13 - 12i$.", "vi: 'the answer is not -5 - 12i but 13 - 12i'"),
    m("q_vi_m_ok_neu", "B", G_VI, "correct", "boxed", VI_C + r"Vậy đáp án là $\boxed{-5 - 12i}$." + "\n\nNếu tính nhầm $i^2 = 1$ thì sẽ ra $13 - 12i$, nhưng điều đó sai.", "vi: after the box 'if one mistakenly took i^2 = 1 one would get 13 - 12i, but that is wrong'"),
    m("r_vi_m_xin_loi", "A", G_VI, "wrong", "boxed", VI_C + r"Vậy đáp án là $\boxed{-5 - 12i}$." + "\n\nXin lỗi, tôi đã nhầm: $(3i)^2 = 9$, nên kết quả đúng là $\\boxed{13 - 12i}$.", "vi: 'sorry, I was wrong: (3i)^2 = 9, so the right result is 13 - 12i': a (mistaken) correction is the last answer"),
    # ================================================================ MATH: pt binary, gold 93
    m("x_pt_m_ok_box", "B", G_PT, "correct", "boxed", PT_B + r"Portanto, $1011101_2 = \boxed{93}$.", "pt: 'therefore ... = 93'"),
    m("x_pt_m_ok_subscript", "B", G_PT, "correct", "boxed", PT_B + r"Resposta: $\boxed{93_{10}}$", "pt: 'Answer: 93_{10}': the base-ten subscript"),
    m("x_pt_m_slip", "A", G_PT, "wrong", "boxed", PT_B_SLIP + r"Resposta: $\boxed{89}$", "pt: the 2^2 place dropped: 89"),
    m("t_pt_m_ok_tag", "B", G_PT, "correct", "tag", th(PT_B) + "<answer>O número é 93 na base dez.</answer>", "pt: tag sentence 'the number is 93 in base ten'"),
    m("h_pt_m_ok_hash", "B", G_PT, "correct", "hash", PT_B + "A resposta é 93.\n#### 93", "pt: 'the answer is 93.' then ####"),
    m("r_pt_m_ok_verificacao", "B", G_PT, "correct", "boxed", PT_B + r"$= \boxed{93}$" + "\n\nVerificação: dividindo 93 sucessivamente por 2, os restos são 1, 0, 1, 1, 1, 0, 1 ✓", "pt: 'check: dividing 93 by 2 repeatedly the remainders are 1, 0, 1, 1, 1, 0, 1 ✓' (93, 46, 23, 11, 5, 2, 1)"),
    m("u_pt_m_restated_binary", "A", G_PT, "wrong", "answer_is", "O número em binário é 1011101.\nResposta: 1011101", "pt: 'the number in binary is 1011101. Answer: 1011101': the given numeral restated, not converted"),
    m("n_pt_m_nao_e", "A", G_PT, "wrong", "answer_is", PT_B_SLIP + "A resposta não é 93, é 89.", "pt: 'the answer is not 93, it is 89'"),
    # ================================================================ MATH: ar interval, gold [-3, 7/3]
    m("x_ar_m_ok_box", "B", G_AR, "correct", "boxed", AR_I + r"إذن مجموعة الحلول هي $\boxed{\left[-3, \frac{7}{3}\right]}$.", "ar: 'so the solution set is ...'"),
    m("x_ar_m_open", "A", G_AR, "wrong", "boxed", AR_I + r"إذن مجموعة الحلول هي $\boxed{\left(-3, \frac{7}{3}\right)}$.", "ar: 'so the solution set is' the open interval"),
    m("x_ar_m_ok_ineq", "B", G_AR, "correct", "answer_is", AR_I + r"الحل: $-3 \le x \le \frac{7}{3}$", "ar: 'the solution: -3 <= x <= 7/3'"),
    m("x_ar_m_decimal", "A", G_AR, "wrong", "answer_is", AR_I + r"الحل: $x \in [-3, 2.33]$", "ar: 'the solution: [-3, 2.33]': a rounded end for 7/3"),
    m("t_ar_m_ok_tag", "B", G_AR, "correct", "tag", th(AR_I) + r"<answer>مجموعة الحل هي $[-3, \frac{7}{3}]$</answer>", "ar: tag sentence 'the solution set is [-3, 7/3]'"),
    m("q_ar_m_yaqul", "A", G_AR, "no_answer", "none", r"يقول الكتاب إن الحل هو $[-3, \frac{7}{3}]$، لكنني لم أتمكن من التحقق من ذلك لأن نص المتباينة غير واضح.", "ar: 'the book says the solution is [-3, 7/3], but I could not verify it because the inequality's text is unclear': only a reported claim"),
    m("r_ar_m_ok_tahaqquq", "B", G_AR, "correct", "boxed", AR_I + r"الجواب: $\boxed{\left[-3, \frac{7}{3}\right]}$" + "\n\nالتحقق: عند $x = 0$ نجد $|1| = 1 \\le 8$ ✓", "ar: 'check: at x = 0, |1| = 1 <= 8 ✓' after the box"),
    # ================================================================ MATH: hi circle area, gold 121 pi
    m("x_hi_m_ok_box", "B", G_HI, "correct", "boxed", HI_A + r"अतः क्षेत्रफल $\boxed{121\pi}$ वर्ग सेमी है।", "hi: 'so the area is 121 pi square cm'"),
    m("x_hi_m_22_by_7", "A", G_HI, "wrong", "answer_is", HI_A + r"$\pi = \frac{22}{7}$ लेने पर, क्षेत्रफल $= \frac{22}{7} \times 121 = 380.29$ वर्ग सेमी।" + "\nउत्तर: 380.29 वर्ग सेमी", "hi: 'taking pi = 22/7, area = 380.29 sq cm. Answer: 380.29 sq cm': the textbook approximation for 121 pi (= 380.13...)"),
    m("x_hi_m_22_by_7_fraction", "A", G_HI, "wrong", "boxed", HI_A + r"$\pi = \frac{22}{7}$ लेने पर, क्षेत्रफल $= \boxed{\frac{2662}{7}}$ वर्ग सेमी।", "hi: 'taking pi = 22/7, area = 2662/7': exact-looking but an approximation of 121 pi"),
    m("x_hi_m_circumference", "A", G_HI, "wrong", "answer_is", r"परिधि $= 2\pi r = 2\pi \cdot 11 = 22\pi$ ।" + "\nउत्तर: $22\\pi$", "hi: 'circumference = 22 pi. Answer: 22 pi': the circumference, not the area"),
    m("u_hi_m_ok_units", "B", G_HI, "correct", "answer_is", HI_A + r"उत्तर: $121\pi$ वर्ग सेमी", "hi: 'Answer: 121 pi sq cm'"),
    m("t_hi_m_ok_tag", "B", G_HI, "correct", "tag", th("Area = pi r^2 = 121 pi.\n") + r"<answer>वृत्त का क्षेत्रफल $121\pi$ है।</answer>", "mixed: English thinking, a Hindi tag 'the area of the circle is 121 pi'"),
    m("n_hi_m_nahin_balki", "A", G_HI, "wrong", "answer_is", r"परिधि $= 2\pi r = 22\pi$ ।" + "\nउत्तर $121\\pi$ नहीं, बल्कि $22\\pi$ है।", "hi: 'the answer is not 121 pi but 22 pi'"),
    # ================================================================ MATH: id combinations, gold 792
    m("x_id_m_ok_box", "B", G_ID, "correct", "boxed", ID_K + r"$= \boxed{792}$. Jadi, banyak cara adalah 792 cara.", "id: '= 792. So the number of ways is 792 ways'"),
    m("u_id_m_ok_cara", "B", G_ID, "correct", "answer_is", ID_K + "Jawaban: 792 cara", "id: 'Answer: 792 ways'"),
    m("x_id_m_ordered", "A", G_ID, "wrong", "answer_is", r"Banyak cara $= 12 \cdot 11 \cdot 10 \cdot 9 \cdot 8 = 95.040$." + "\nJawaban: 95.040 cara", "id: 'Answer: 95.040 ways': ordered selections (Indonesian thousands dot, 95040)"),
    m("h_id_m_ok_hash", "B", G_ID, "correct", "hash", ID_K + "Jadi, jawabannya adalah 792.\n#### 792", "id: 'so the answer is 792.' then ####"),
    m("t_id_m_ok_tag", "B", G_ID, "correct", "tag", th(ID_K) + "<answer>Ada 792 cara.</answer>", "id: tag sentence 'there are 792 ways'"),
    m("r_id_m_ralat", "A", G_ID, "wrong", "answer_is", ID_K + "Jawaban: 792\n\nRalat: urutan pemilihan diperhatikan, jadi jawabannya $12 \\cdot 11 \\cdot 10 \\cdot 9 \\cdot 8 = 95.040$.", "id: after 'Answer: 792' 'Ralat (erratum): the order matters, so the answer is 95.040'"),
    m("q_id_m_ok_jika", "B", G_ID, "correct", "answer_is", ID_K + "Jawaban: 792\n\nJika urutan diperhatikan, banyak caranya menjadi 95.040.", "id: after the answer 'if order mattered, the number of ways would be 95.040': a hypothetical"),
    # ================================================================ MATH: tr line, gold y = 3x - 1
    m("x_tr_m_ok_box", "B", G_TR, "correct", "boxed", TR_L + r"Doğrunun denklemi $\boxed{y = 3x - 1}$'dir.", "tr: 'the equation of the line is y = 3x - 1' (suffix 'dir)"),
    m("x_tr_m_ok_general_form", "B", G_TR, "correct", "answer_is", TR_L + r"Cevap: $3x - y - 1 = 0$", "debatable: 'Answer: 3x - y - 1 = 0': the same line as y = 3x - 1, written in general form; a reader who wants the slope-intercept form the gold uses might refuse it. Decision: accept (an equation of the same line)", True),
    m("x_tr_m_intercept_sign", "A", G_TR, "wrong", "boxed", TR_L_SLIP + r"Doğrunun denklemi $\boxed{y = 3x + 1}$'dir.", "tr: the intercept's sign slipped: y = 3x + 1"),
    m("x_tr_m_slope_only", "A", G_TR, "wrong", "answer_is", TR_L + "Cevap: 3", "tr: 'Answer: 3': only the slope"),
    m("t_tr_m_ok_tag", "B", G_TR, "correct", "tag", th(TR_L) + r"<answer>Doğrunun denklemi $y = 3x - 1$ olur.</answer>", "tr: tag sentence 'the line's equation becomes y = 3x - 1'"),
    m("n_tr_m_degil", "A", G_TR, "wrong", "answer_is", TR_L_SLIP + r"Cevap $y = 3x - 1$ değil, $y = 3x + 1$.", "tr: 'the answer is not y = 3x - 1 but y = 3x + 1'"),
    m("r_tr_m_ok_kontrol", "B", G_TR, "correct", "boxed", TR_L + r"Cevap: $\boxed{y = 3x - 1}$" + "\n\nKontrol: $x = 3$ için $y = 9 - 1 = 8$ ✓", "tr: 'Kontrol (check): for x = 3, y = 8 ✓'"),
    # ================================================================ MATH: el sin 75, gold (sqrt6 + sqrt2)/4
    m("x_el_m_ok_box", "B", G_EL, "correct", "boxed", EL_T + r"Άρα $\sin 75^\circ = \boxed{\frac{\sqrt{6}+\sqrt{2}}{4}}$.", "el: 'so sin 75 = ...'"),
    m("x_el_m_ok_split", "B", G_EL, "correct", "answer_is", EL_T + r"Απάντηση: $\frac{\sqrt{6}}{4} + \frac{\sqrt{2}}{4}$", "el: 'Answer: sqrt6/4 + sqrt2/4': the fraction split"),
    m("x_el_m_decimal", "A", G_EL, "wrong", "answer_is", EL_T + r"Απάντηση: $\sin 75^\circ \approx 0{,}9659$", "el: 'Answer: sin 75 ~ 0,9659': a decimal for an exact value"),
    m("x_el_m_minus", "A", G_EL, "wrong", "boxed", EL_T_SLIP + r"Άρα $\sin 75^\circ = \boxed{\frac{\sqrt{6}-\sqrt{2}}{4}}$.", "el: the addition formula with a minus: (sqrt6 - sqrt2)/4 = sin 15"),
    m("t_el_m_ok_tag", "B", G_EL, "correct", "tag", th(EL_T) + r"<answer>Η απάντηση είναι $\frac{\sqrt{6}+\sqrt{2}}{4}$.</answer>", "el: tag sentence 'the answer is ...'"),
    m("n_el_m_den_einai", "A", G_EL, "wrong", "answer_is", EL_T_SLIP + r"Η απάντηση δεν είναι $\frac{\sqrt{6}+\sqrt{2}}{4}$ αλλά $\frac{\sqrt{6}-\sqrt{2}}{4}$.", "el: 'the answer is not (gold) but (sqrt6 - sqrt2)/4'"),
    m("q_el_m_ok_an", "B", G_EL, "correct", "boxed", EL_T + r"Άρα $\sin 75^\circ = \boxed{\frac{\sqrt{6}+\sqrt{2}}{4}}$." + "\n\n(Αν ζητούσαμε το $\\cos 75^\\circ$, θα παίρναμε $\\frac{\\sqrt{6}-\\sqrt{2}}{4}$.)", "el: after the box '(if we were asked for cos 75 we would get (sqrt6 - sqrt2)/4)': a hypothetical"),
    # ================================================================ MATH: he repeating decimal, gold 9/11
    m("x_he_m_ok_box", "B", G_HE, "correct", "boxed", HE_R + r"לכן התשובה היא $\boxed{\frac{9}{11}}$.", "he: 'therefore the answer is 9/11'"),
    m("x_he_m_ok_unsimplified", "B", G_HE, "correct", "answer_is", HE_R + r"התשובה: $\frac{81}{99}$", "he: 'the answer: 81/99' = 9/11"),
    m("x_he_m_decimal", "A", G_HE, "wrong", "answer_is", HE_R + r"התשובה: $0.81$", "he: 'the answer: 0.81': the repeating decimal truncated"),
    m("x_he_m_slip", "A", G_HE, "wrong", "boxed", HE_R_SLIP + r"לכן התשובה היא $\boxed{\frac{9}{10}}$.", "he: 10x - x misused: 81/90 = 9/10"),
    m("t_he_m_ok_tag", "B", G_HE, "correct", "tag", th(HE_R) + r"<answer>התשובה היא $\frac{9}{11}$.</answer>", "he: tag sentence 'the answer is 9/11'"),
    m("r_he_m_ok_bdika", "B", G_HE, "correct", "boxed", HE_R + r"$x = \boxed{\frac{9}{11}}$" + "\n\nבדיקה: $9 \\div 11 = 0.8181\\ldots$ ✓", "he: 'check: 9 / 11 = 0.8181... ✓' after the box"),
    m("n_he_m_lo_ela", "A", G_HE, "wrong", "answer_is", HE_R_SLIP + r"התשובה היא לא $\frac{9}{11}$ אלא $\frac{9}{10}$.", "he: 'the answer is not 9/11 but 9/10'"),
    # ================================================================ MATH: cs intersection, gold (2, 5)
    m("x_cs_m_ok_box", "B", G_CS, "correct", "boxed", CS_S + r"Průsečík je $\boxed{(2, 5)}$.", "cs: 'the intersection is (2, 5)'"),
    m("x_cs_m_ok_czech_point", "B", G_CS, "correct", "answer_is", CS_S + r"Průsečík: $P = [2; 5]$", "debatable: 'intersection: P = [2; 5]': Czech schools write a point's coordinates in square brackets with a semicolon; it reads like a closed interval elsewhere. Decision: accept (the text names it a point, P)", True),
    m("x_cs_m_swapped", "A", G_CS, "wrong", "boxed", CS_S + r"Průsečík je $\boxed{(5, 2)}$.", "cs: coordinates swapped"),
    m("x_cs_m_x_only", "A", G_CS, "wrong", "answer_is", CS_S + r"Odpověď: $x = 2$", "cs: 'Answer: x = 2': only the first coordinate"),
    m("t_cs_m_ok_tag", "B", G_CS, "correct", "tag", th(CS_S) + r"<answer>Přímky se protínají v bodě $(2, 5)$.</answer>", "cs: tag sentence 'the lines meet at the point (2, 5)'"),
    m("n_cs_m_ne_ale", "A", G_CS, "wrong", "answer_is", CS_S_SLIP + r"Odpověď: ne $(2, 5)$, ale $(2, 3)$.", "cs: 'Answer: not (2, 5) but (2, 3)'"),
    m("r_cs_m_ok_zkouska", "B", G_CS, "correct", "boxed", CS_S + r"Průsečík je $\boxed{(2, 5)}$." + "\n\nZkouška: $-2 + 7 = 5$ ✓", "cs: 'Zkouška (check): -2 + 7 = 5 ✓'"),
    # ================================================================ MATH: sv radians, gold 8pi/9
    m("x_sv_m_ok_box", "B", G_SV, "correct", "boxed", SV_V + r"Svar: $\boxed{\frac{8\pi}{9}}$", "sv: 'Svar' (answer) box"),
    m("x_sv_m_ok_unsimplified", "B", G_SV, "correct", "answer_is", SV_V + r"Svar: $\frac{16\pi}{18}$", "sv: 'Answer: 16pi/18' = 8pi/9"),
    m("x_sv_m_decimal", "A", G_SV, "wrong", "answer_is", SV_V + r"Svar: $\approx 2{,}79$ rad", "sv: 'Answer: about 2,79 rad': a decimal for 8pi/9 = 2.7925..."),
    m("u_sv_m_ok_rad", "B", G_SV, "correct", "answer_is", SV_V + r"$= \frac{8\pi}{9}$" + "\nSvar: $\\frac{8\\pi}{9}$ rad", "sv: 'Answer: 8pi/9 rad' with the unit"),
    m("t_sv_m_ok_tag", "B", G_SV, "correct", "tag", th(SV_V) + r"<answer>Svaret är $\frac{8\pi}{9}$ radianer.</answer>", "sv: tag sentence 'the answer is 8pi/9 radians'"),
    m("x_sv_m_slip", "A", G_SV, "wrong", "answer_is", SV_V + r"$= \frac{4\pi}{9}$" + "\nSvar: $\\frac{4\\pi}{9}$", "sv: 160/180 simplified wrongly to 4/9"),
    m("r_sv_m_nej_vanta", "A", G_SV, "wrong", "boxed", SV_V + r"$= \boxed{\frac{8\pi}{9}}$" + "\n\nNej, vänta: man ska dividera tvärtom, $\\frac{180}{160}\\pi = \\frac{9\\pi}{8}$.\nSvar: $\\boxed{\\frac{9\\pi}{8}}$", "sv: after the gold 'no, wait: one should divide the other way, 9pi/8. Answer: 9pi/8': a (mistaken) correction"),
    # ================================================================ MATH: uk arithmetic series, gold 1378
    m("x_uk_m_ok_box", "B", G_UK, "correct", "boxed", UK_A + r"$= \boxed{1378}$." + "\nВідповідь: 1378.", "uk: 'Відповідь' (answer): 1378"),
    m("x_uk_m_ok_space_thousands", "B", G_UK, "correct", "answer_is", UK_A + "Відповідь: 1\u00a0378.", "uk: 'Answer: 1 378' with a no-break space as the thousands separator"),
    m("x_uk_m_n25", "A", G_UK, "wrong", "answer_is", UK_A_SLIP + "Відповідь: 1325.", "uk: the count of terms off by one (25): 1325"),
    m("h_uk_m_ok_hash", "B", G_UK, "correct", "hash", UK_A + "Отже, відповідь: 1378.\n#### 1378", "uk: 'so the answer: 1378.' then ####"),
    m("t_uk_m_ok_tag", "B", G_UK, "correct", "tag", th(UK_A) + "<answer>Сума дорівнює 1378.</answer>", "uk: tag sentence 'the sum equals 1378'"),
    m("n_uk_m_ne_a", "A", G_UK, "wrong", "answer_is", UK_A_SLIP + "Відповідь: не 1378, а 1325.", "uk: 'Answer: not 1378 but 1325'"),
    m("q_uk_m_ok_pidruchnyk", "B", G_UK, "correct", "answer_is", UK_A + "У підручнику помилково вказано 1325, але правильна відповідь — 1378.", "uk: 'the textbook wrongly gives 1325, but the right answer is 1378'"),
    # ================================================================ MATH: tl rationalising, gold 2 sqrt3
    m("x_tl_m_ok_box", "B", G_TL, "correct", "boxed", TL_R + r"Kaya ang sagot ay $\boxed{2\sqrt{3}}$.", "tl: 'so the answer is 2 sqrt3'"),
    m("x_tl_m_ok_unsimplified", "B", G_TL, "correct", "answer_is", TL_R + r"Ang sagot ay $\frac{6\sqrt{3}}{3}$.", "tl: 'the answer is 6 sqrt3 / 3' = 2 sqrt3"),
    m("x_tl_m_decimal", "A", G_TL, "wrong", "answer_is", TL_R + r"Ang sagot ay humigit-kumulang $3.46$.", "tl: 'the answer is approximately 3.46': a decimal for 2 sqrt3 = 3.4641..."),
    m("x_tl_m_slip", "A", G_TL, "wrong", "boxed", TL_R_SLIP + r"Kaya ang sagot ay $\boxed{\frac{2\sqrt{3}}{3}}$.", "tl: sqrt3 * sqrt3 taken as 9: 2 sqrt3 / 3"),
    m("t_tl_m_ok_taglish", "B", G_TL, "correct", "tag", th(TL_R) + r"<answer>Ang final answer ay $2\sqrt{3}$.</answer>", "tl: Taglish tag 'the final answer is 2 sqrt3'"),
    m("n_tl_m_hindi_kundi", "A", G_TL, "wrong", "answer_is", TL_R_SLIP + r"Kaya ang sagot ay hindi $2\sqrt{3}$, kundi $\frac{2\sqrt{3}}{3}$.", "tl: 'so the answer is not 2 sqrt3 but 2 sqrt3 / 3'"),
    m("r_tl_m_ok_sana", "B", G_TL, "correct", "boxed", TL_R + r"$= \boxed{2\sqrt{3}}$" + "\n\nTingnan natin: $2\\sqrt{3} \\cdot \\sqrt{3} = 6$ ✓. Sana makatulong ito!", "tl: 'let us check: 2 sqrt3 * sqrt3 = 6 ✓. I hope this helps!'"),
    # ================================================================ MATH: nl absolute value, gold -3, 7
    m("x_nl_m_ok_box", "B", G_NL, "correct", "boxed", NL_A + r"De oplossingen zijn $\boxed{-3, 7}$.", "nl: 'the solutions are -3, 7'"),
    m("x_nl_m_ok_of", "B", G_NL, "correct", "answer_is", NL_A + r"Antwoord: $x = 7$ of $x = -3$.", "nl: 'Answer: x = 7 or x = -3': 'of' (or) lists both solutions, not a hedge"),
    m("x_nl_m_one", "A", G_NL, "wrong", "answer_is", r"$x - 2 = 5$, dus $x = 7$." + "\nAntwoord: $x = 7$", "nl: the negative case forgotten: 'Answer: x = 7'"),
    m("x_nl_m_sign", "A", G_NL, "wrong", "boxed", r"$|x - 2| = 5$ betekent $x + 2 = 5$ of $x + 2 = -5$, dus $x = 3$ of $x = -7$." + "\nDe oplossingen zijn $\\boxed{-7, 3}$.", "nl: the sign inside the bars slipped: -7, 3"),
    m("t_nl_m_ok_tag", "B", G_NL, "correct", "tag", th(NL_A) + r"<answer>$x = -3$ en $x = 7$</answer>", "nl: tag 'x = -3 and x = 7'"),
    m("n_nl_m_niet_maar", "A", G_NL, "wrong", "answer_is", NL_A + r"Het antwoord is dus niet $-3, 7$ maar alleen $7$, want $x$ moet positief zijn.", "nl: 'so the answer is not -3, 7 but only 7, because x must be positive' (no such condition in the problem): 7"),
    m("r_nl_m_ok_controle", "B", G_NL, "correct", "boxed", NL_A + r"Antwoord: $\boxed{-3, 7}$" + "\n\nControle: $|7 - 2| = 5$ ✓ en $|-3 - 2| = 5$ ✓", "nl: 'Controle (check)' after the box"),
    # ================================================================ MATH: th vertex, gold (2, 3)
    m("x_th_m_ok_box", "B", G_TH, "correct", "boxed", TH_V + r"ดังนั้น จุดยอดคือ $\boxed{(2, 3)}$", "th: 'therefore the vertex is (2, 3)'"),
    m("x_th_m_sign", "A", G_TH, "wrong", "boxed", TH_V.replace("x = 2", "x = -2") + r"ดังนั้น จุดยอดคือ $\boxed{(-2, 3)}$", "th: the vertex's x sign flipped: (-2, 3)"),
    m("x_th_m_min_only", "A", G_TH, "wrong", "answer_is", TH_V + "ค่าต่ำสุดของฟังก์ชันคือ 3\nคำตอบ: 3", "th: 'the minimum of the function is 3. Answer: 3': the minimum value, not the vertex"),
    m("t_th_m_ok_tag", "B", G_TH, "correct", "tag", th(TH_V) + r"<answer>จุดยอดคือ $(2, 3)$</answer>", "th: tag 'the vertex is (2, 3)'"),
    m("n_th_m_maichai", "A", G_TH, "wrong", "answer_is", TH_V.replace("x = 2", "x = -2") + r"คำตอบไม่ใช่ $(2, 3)$ แต่เป็น $(-2, 3)$", "th: 'the answer is not (2, 3) but (-2, 3)'"),
    m("r_th_m_ok_check", "B", G_TH, "correct", "boxed", TH_V + r"คำตอบ: $\boxed{(2, 3)}$" + "\n\nตรวจสอบ: $2^2 - 4 \\cdot 2 + 7 = 3$ ✓", "th: 'ตรวจสอบ (check): 4 - 8 + 7 = 3 ✓'"),
    # ================================================================ MATH: fa determinant, gold -13
    m("x_fa_m_ok_box", "B", G_FA, "correct", "boxed", FA_D + r"$= \boxed{-13}$", "fa: the determinant boxed"),
    m("x_fa_m_ok_persian_digits", "B", G_FA, "correct", "answer_is", FA_D + FA("پاسخ: \u200e\u221213"), "fa: 'Answer: −۱۳' in Persian digits with a left-to-right mark before the minus"),
    m("x_fa_m_slip", "A", G_FA, "wrong", "boxed", FA_D_SLIP + r"پس دترمینان $\boxed{7}$ است.", "fa: 'so the determinant is 7': the cross term added"),
    m("t_fa_m_ok_tag", "B", G_FA, "correct", "tag", th(FA_D) + r"<answer>دترمینان برابر $-13$ است.</answer>", "fa: tag sentence 'the determinant equals -13'"),
    m("n_fa_m_nist_balke", "A", G_FA, "wrong", "answer_is", FA_D_SLIP + r"پاسخ $-13$ نیست، بلکه $7$ است.", "fa: 'the answer is not -13 but 7'"),
    m("q_fa_m_ok_agar", "B", G_FA, "correct", "boxed", FA_D + r"$= \boxed{-13}$" + "\n\n(اگر سطرها را جابه‌جا کنیم، دترمینان $13$ می‌شود.)", "fa: after the box '(if we swapped the rows, the determinant would become 13)': a hypothetical"),
    # ================================================================ MATH: bn lcm, gold 72
    m("x_bn_m_ok_box", "B", G_BN, "correct", "boxed", BN_L + r"$= \boxed{72}$", "bn: the LCM (ল.সা.গু.) boxed"),
    m("x_bn_m_ok_bengali_digits", "B", G_BN, "correct", "answer_is", BN_L + BN("উত্তর: 72"), "bn: 'Answer: ৭২' in Bengali digits"),
    m("x_bn_m_gcd", "A", G_BN, "wrong", "answer_is", r"$18 = 2 \cdot 3^2$ এবং $24 = 2^3 \cdot 3$। গ.সা.গু. $= 2 \cdot 3 = 6$।" + "\n" + BN("উত্তর: 6"), "bn: the GCD (গ.সা.গু.): 'Answer: ৬'"),
    m("t_bn_m_ok_tag", "B", G_BN, "correct", "tag", th("lcm(18, 24) = 2^3 * 3^2 = 72.\n") + BN("<answer>ল.সা.গু. হলো 72।</answer>"), "mixed: English thinking, a Bengali tag 'the LCM is ৭২'"),
    m("r_bn_m_ok_check", "B", G_BN, "correct", "boxed", BN_L + r"$= \boxed{72}$" + "\n\nযাচাই: $72 \\div 18 = 4$ ✓, $72 \\div 24 = 3$ ✓", "bn: 'যাচাই (check)' after the box"),
    m("q_bn_m_shikkhok", "A", G_BN, "wrong", "answer_is", r"শিক্ষক বলেছেন উত্তর 72, কিন্তু আমি পেয়েছি $18 \times 24 = 432$।" + "\nউত্তর: 432", "bn: 'the teacher said the answer is 72, but I got 18 * 24 = 432. Answer: 432': the gold only reported"),
    # ================================================================ more phrase + #### (both paths)
    g("h_ru_ok_otvet_hash", "B", "351", "correct", "hash", RU_TR + "Ответ: #### 351", "ru: 'Answer: #### 351': a phrase marker directly before ####"),
    g("h_zh_ok_daan_hash", "B", "249", "correct", "hash", ZH_APP + "答案：#### 249", "zh: 'Answer: #### 249' with a full-width colon"),
    g("h_ja_ok_kotae_hash", "B", "980", "correct", "hash", JA_CH + "答え：#### 980", "ja: 'Answer: #### 980'"),
    g("h_fa_phrase_hash_other", "A", "322", "wrong", "hash", FA_PE + FA("پاسخ: 322 مداد") + "\n#### 308", "fa: 'Answer: ۳۲۲ pencils' then '#### 308': two different final answers"),
    g("h_tr_hash_empty", "A", "92.5", "no_answer", "hash", TR_EX + "Cevap:\n####", "tr: 'Cevap:' (answer) and an empty ####; the gold only in the working"),
    g("h_ko_hash_other_phrase", "A", "4200000", "wrong", "hash", KO_SV + "#### 4200000\n따라서 답은 350만 원입니다.", "ko: #### 4200000 then 'so the answer is 350 man won' (3,500,000) as the last stated answer"),
    m("h_ja_m_phrase_hash_decimal", "A", G_JA, "wrong", "hash", JA_D + r"答えは $\sqrt{74}$ です。" + "\n#### 8.6", "debatable: phrase 'the answer is sqrt74' but '#### 8.6': the marked value is a decimal, not sqrt 74 (8.602...); a reader may take the phrase as the answer and the #### as a numeric gloss. Decision: reject (two different final answers; a decimal for an irrational is wrong)", True),
    m("h_zh_m_ok_hash", "B", G_ZH, "correct", "hash", ZH_P + r"答案是 $\frac{7}{15}$。" + "\n#### 7/15", "zh: 'the answer is 7/15.' then #### 7/15"),
    m("h_he_m_ok_hash", "B", G_HE, "correct", "hash", HE_R + "התשובה היא 9/11.\n#### 9/11", "he: 'the answer is 9/11.' then ####"),
    m("h_ko_m_ok_dap_hash", "B", G_KO, "correct", "hash", KO_Q + "답: #### -3, 4", "ko: '답 (answer): #### -3, 4'"),
    m("h_vi_m_dap_an_hash_other", "A", G_VI, "wrong", "hash", VI_C.replace("4 - 12i - 9", "4 - 12i + 9") + "Đáp án: #### 13 - 12i", "vi: i^2 = 1 slip in the last step: 'Đáp án (answer): #### 13 - 12i'"),
    m("h_uk_m_hash_other_phrase", "A", G_UK, "wrong", "hash", UK_A + "#### 1378\n\nОтже, остаточна відповідь: 1325.", "uk: #### 1378 then 'so the final answer: 1325': two different final answers, the last 1325"),
    # ================================================================ more tags
    m("t_ru_m_placeholder", "A", G_RU, "no_answer", "tag", th(RU_I) + "<answer>Ответ: ...</answer>", "ru: a tag holding the placeholder 'Answer: ...'"),
    m("t_es_m_two_tags", "A", G_ES, "wrong", "tag", th(ES_E) + r"<answer>$2x^2 - x - 15$</answer>" + "\n" + r"<answer>$2x^2 - x + 15$</answer>", "es: two tags, the last 2x^2 - x + 15"),
    m("t_ar_m_ok_unclosed", "B", G_AR, "correct", "tag", th(AR_I) + r"<answer>الحل هو $\left[-3, \frac{7}{3}\right]$", "ar: an unclosed tag 'the solution is [-3, 7/3]' (README: unclosed tags still hold the answer)"),
    m("t_he_m_hedge", "A", G_HE, "wrong", "tag", th(HE_R) + r"<answer>התשובה היא $\frac{9}{11}$ או $\frac{9}{10}$</answer>", "he: tag 'the answer is 9/11 or 9/10': a hedge"),
    g("t_ko_ok_tag_man", "B", "4200000", "correct", "tag", th(KO_SV) + "<answer>민수가 모은 돈은 420만 원입니다.</answer>", "ko: tag sentence 'the money Minsu saved is 420 man won' (4,200,000)"),
    g("t_ru_tag_slip", "A", "351", "wrong", "tag", th(RU_TR_SLIP) + "<answer>Поезд проедет 312 км.</answer>", "ru: tag sentence 'the train will travel 312 km'"),
    m("t_el_m_empty_then_think", "A", G_EL, "no_answer", "tag", "<think>\n" + EL_T + r"$= \frac{\sqrt{6}+\sqrt{2}}{4}$" + "\n</think>\n<answer></answer>", "el: an empty tag; the gold only in the thinking"),
    m("t_zh_m_ok_r1final", "B", G_ZH, "correct", "boxed", "<think>\n" + ZH_P + "</think>\n\n" + r1final(r"\frac{7}{15}"), "zh: a Chinese think block then an R1-distill '**Final Answer**' box"),
    m("t_ko_m_ok_qwen_end", "B", G_KO, "correct", "boxed", KO_Q + "\n" + QWEN_END.format("-3, 4"), "mixed: Korean working, Qwen's English closing line"),
    # ================================================================ more quoted / reported / hypothetical
    m("q_hi_m_yadi", "A", G_HI, "no_answer", "none", r"यदि त्रिज्या 11 हो, तो क्षेत्रफल $121\pi$ होगा। लेकिन प्रश्न में त्रिज्या नहीं दी गई है, इसलिए उत्तर निकालना संभव नहीं है।", "hi: 'if the radius were 11, the area would be 121 pi. But the question gives no radius, so the answer cannot be found': only a conditional"),
    m("q_tr_m_ogrenci", "A", G_TR, "wrong", "answer_is", TR_L_SLIP + r"Bir öğrenci cevabın $y = 3x - 1$ olduğunu söyledi; ben ise $y = 3x + 1$ buldum." + "\nCevap: $y = 3x + 1$", "tr: 'a student said the answer is y = 3x - 1; I found y = 3x + 1. Answer: y = 3x + 1': the gold only reported"),
    m("q_sv_m_citat", "A", G_SV, "no_answer", "none", "> Svar: $\\frac{8\\pi}{9}$\n\nOvanstående är elevens svar. Utan själva uppgiften kan jag inte avgöra om det stämmer.", "sv: a quoted '> Answer: 8pi/9' then 'the above is the pupil's answer. Without the task itself I cannot tell whether it is right': only a quotation"),
    m("q_pl_m_ok_cytat", "B", G_PL, "correct", "answer_is", "> Oblicz $\\sqrt{72} + \\sqrt{50}$.\n\n" + PL_R + r"Odp.: $11\sqrt{2}$", "pl: the problem quoted ('> Compute ...'), then the working and 'Odp.: 11 sqrt2'"),
    m("q_it_m_esempio", "A", G_IT, "no_answer", "none", r"Ad esempio, la somma potrebbe valere $\frac{20}{21}$, ma senza sapere fino a quale $n$ si somma non posso concludere.", "it: 'for example, the sum might be 20/21, but without knowing up to which n we sum I cannot conclude': only a possibility"),
    g("q_de_ok_rechnung_zitiert", "B", "20.7", "correct", "answer_is", "Gegeben: „Ein Kilogramm Kirschen kostet 3,45 €. Frau Weber kauft 6 kg.“\n\n" + DE_PR + "Antwort: 20,70 €", "de: the problem quoted with German quotation marks ('Given: «One kilogram of cherries costs 3,45 €. Mrs Weber buys 6 kg.»'), then 'Answer: 20,70 €'"),
    g("q_ja_sensei", "A", "980", "wrong", "answer_is", "先生は「おつりは980円」と言っていましたが、りんごは1個58円なので、58 × 12 = 696円、おつりは 2000 − 696 = 1304円です。\n答え：1304円", "ja: 'the teacher said \"the change is 980 yen\", but an apple is 58 yen, so 696 yen and the change is 1304 yen. Answer: 1304 yen': the gold only quoted"),
    # ================================================================ more unit / scale words
    g("u_zh_ok_wan", "B", "4200000", "correct", "answer_is", "每月存 35 万元，存 12 个月，共 35 × 12 = 420 万元。\n答案：420 万元", "zh: 'save 350,000 yuan (35 wan) a month for 12 months: 420 wan yuan. Answer: 420 wan yuan' (万 = 10,000): 4,200,000"),
    g("u_ja_man_dropped", "A", "4200000", "wrong", "answer_is", "毎月35万円を12か月貯金すると、35 × 12 = 420 です。\n答え：420円", "ja: 'saving 350,000 yen (35 man) a month for 12 months gives 35 x 12 = 420. Answer: 420 yen': the scale word 万 dropped, 420"),
    g("u_es_ok_mil", "B", "4200000", "correct", "answer_is", "Ahorra 350 000 wones al mes durante 12 meses: 350 000 × 12 = 4 200 000.\nRespuesta: 4,2 millones de wones.", "es: 'Answer: 4,2 million won' = 4,200,000 (decimal comma with a scale word)"),
    g("u_ru_ok_tys", "B", "4200000", "correct", "answer_is", "Минсу откладывает по 350 тыс. вон в месяц в течение 12 месяцев: 350 · 12 = 4200 тыс. вон.\nОтвет: 4,2 млн вон.", "ru: 'saves 350 thousand won a month ... 4200 thousand won. Answer: 4,2 mln won' = 4,200,000"),
    g("u_ru_tys_dropped", "A", "4200000", "wrong", "hash", "Минсу откладывает по 350 тыс. вон в месяц в течение 12 месяцев: 350 · 12 = 4200 тыс. вон.\n#### 4200", "ru: the working counts in thousands ('тыс.') and '#### 4200' drops the scale: 4200"),
    g("u_pt_ok_reais", "B", "20.7", "correct", "answer_is", "Cada quilo de cerejas custa R$ 3,45. Para 6 kg: 6 × 3,45 = R$ 20,70.\nResposta: R$ 20,70 (vinte reais e setenta centavos).", "pt: 'Answer: R$ 20,70 (twenty reais and seventy centavos)'"),
    g("u_pt_centavos", "A", "20.7", "wrong", "answer_is", "Cada quilo de cerejas custa R$ 3,45. Para 6 kg: 6 × 3,45 = R$ 20,70.\nResposta: 2070", "pt: 'Answer: 2070' (in centavos, no unit written): 2070, not 20.70"),
    # ================================================================ bad input a JSON corpus can hold
    g("b_ar_ok_rlm", "B", "324", "correct", "answer_is", AR_CH + "الإجابة: \u200f" + AR("324"), "ar: 'Answer:' then a right-to-left mark before ٣٢٤"),
    g("b_ar_rlm_other", "A", "324", "wrong", "answer_is", AR_CH_SLIP + "الإجابة: \u200f" + AR("351"), "ar: a right-to-left mark before ٣٥١"),
    m("b_he_m_ok_rlm", "B", G_HE, "correct", "answer_is", HE_R + "התשובה: \u200f$\\frac{9}{11}$\u200f", "he: 'the answer:' with right-to-left marks around the fraction"),
    g("b_zh_ok_fullwidth", "B", "249", "correct", "answer_is", ZH_APP + "答案：" + FW("249") + " 个", "zh: 'Answer: ２４９' full-width digits with the counter 个"),
    g("b_zh_fullwidth_other", "A", "249", "wrong", "answer_is", ZH_APP_SLIP + "答案：" + FW("186") + " 个", "zh: 'Answer: １８６' full-width digits: 186"),
    g("b_zh_nul_other", "A", "249", "wrong", "hash", ZH_APP_SLIP + "#### 18\x006", "zh: a NUL inside 186"),
    g("b_de_ok_crlf", "B", "20.7", "correct", "answer_is", (DE_PR + "Antwort: 20,70 €").replace("\n", "\r\n"), "de: CRLF line ends"),
    m("b_vi_m_ok_nfd", "B", G_VI, "correct", "boxed", unicodedata.normalize("NFD", VI_C + r"Vậy đáp án là $\boxed{-5 - 12i}$."), "vi: the Vietnamese text in decomposed (NFD) Unicode, combining accents"),
    g("b_fr_ok_nbsp", "B", "-12.5", "correct", "answer_is", FR_TE + "Réponse\u00a0: \u221212,5\u00a0°C", "fr: French typography: a no-break space before the colon and before °C, a Unicode minus"),
    g("b_ko_ok_bom", "B", "4200000", "correct", "answer_is", "\ufeff" + KO_SV + "답: 420만 원", "ko: a BOM first; 'Answer: 420 man won'"),
    m("b_ja_m_ok_ideographic_space", "B", G_JA, "correct", "boxed", JA_D + "答え：\u3000$\\boxed{\\sqrt{74}}$", "ja: an ideographic space after the full-width colon"),
    m("b_th_m_ok_zwsp", "B", G_TH, "correct", "boxed", TH_V.replace("ดังนั้น", "\u200bดังนั้น\u200b") + "ดังนั้น\u200bจุดยอด\u200bคือ $\\boxed{(2, 3)}$", "th: zero-width spaces between Thai words, as Thai text often carries"),
    g("b_zh_blank_tag", "A", "249", "no_answer", "tag", th(ZH_APP) + "<answer>\u3000</answer>", "zh: a tag holding only an ideographic space; the gold only in the thinking"),
    m("b_ru_m_ok_long", "B", G_RU, "correct", "answer_is", th(RU_I * 400) + r"<answer>Ответ: $(1; 4)$</answer>", "ru: a very long (about 100 KB) repeated thinking block, then a tag 'Answer: (1; 4)'"),
    m("b_es_m_replacement_char", "A", G_ES, "wrong", "boxed", ES_E_SLIP + r"Resultado: $\boxed{2x^2 - x + 15}$" + "\ufffd", "es: a replacement character after the wrong box"),
    m("b_ar_m_ok_tatweel", "B", G_AR, "correct", "boxed", AR_I + r"الجـــواب: $\boxed{\left[-3, \frac{7}{3}\right]}$", "ar: 'الجـــواب' (the answer) stretched with tatweel (kashida) characters"),
    # ================================================================ more kind A: tags
    m("t_ja_m_placeholder", "A", G_JA, "no_answer", "tag", th(JA_D) + "<answer>（ここに最終的な答えを書く）</answer>", "ja: a tag holding the template text '(write the final answer here)'"),
    g("t_de_cut_in_think", "A", "20.7", "no_answer", "truncated", "<think>\nEin Kilogramm Kirschen kostet 3,45 €. Für 6 kg bezahlt Frau Weber also 6 · 3,45 € = 20,", "de: cut inside the thinking ('so Mrs Weber pays 6 · 3,45 € = 20,'), no tag, no answer"),
    m("t_fr_m_tag_first_quadrant", "A", G_FR, "wrong", "tag", th(FR_A_SLIP) + r"<answer>$\theta = \frac{\pi}{6}$</answer>", "fr: the tag holds pi/6"),
    g("t_hi_tag_girls", "A", "52", "wrong", "tag", th(HI_CL.split("लड़कों")[0]) + "<answer>कक्षा में 65 लड़कियाँ हैं।</answer>", "hi: tag sentence 'there are 65 girls in the class': the girls, not the boys asked"),
    m("t_tr_m_tag_slope", "A", G_TR, "wrong", "tag", th(TR_L) + "<answer>Doğrunun eğimi 3'tür.</answer>", "tr: tag sentence 'the slope of the line is 3': not the equation asked"),
    m("t_id_m_tag_ordered", "A", G_ID, "wrong", "tag", th(r"$12 \cdot 11 \cdot 10 \cdot 9 \cdot 8 = 95040$" + "\n") + "<answer>Ada 95.040 cara.</answer>", "id: tag sentence 'there are 95.040 ways' (95040, ordered)"),
    m("t_pl_m_tag_hedge", "A", G_PL, "wrong", "tag", th(PL_R) + r"<answer>$11\sqrt{2}$ lub $\sqrt{122}$</answer>", "pl: tag '11 sqrt2 lub (or) sqrt 122': a hedge"),
    m("t_uk_m_tag_equation_other", "A", G_UK, "wrong", "tag", th(UK_A_SLIP) + r"<answer>$S_{25} = 53 \cdot 25 = 1325$</answer>", "uk: an equation chain in the tag ending 1325"),
    g("t_ar_tag_refusal", "A", "324", "no_answer", "tag", th(AR("عدد الصفوف 27، لكن عدد الكراسي في كل صف غير مذكور.\n")) + "<answer>لا أستطيع تحديد الإجابة.</answer>", "ar: thinking 'the rows are ٢٧, but the chairs per row are not given', tag 'I cannot determine the answer'"),
    # ================================================================ more kind A: bad input
    m("b_zh_m_nul_box", "A", G_ZH, "wrong", "boxed", ZH_P_SLIP + "答案：$\\boxed{\\frac{49}{1\x0000}}$", "zh: a NUL inside the box of 49/100"),
    g("b_ko_zwsp_other", "A", "4200000", "wrong", "answer_is", KO_SV_SLIP + "답: 350\u200b만 원", "ko: a zero-width space inside '350만 원' (3,500,000)"),
    m("b_hi_m_devanagari_other", "A", G_HI, "wrong", "answer_is", r"परिधि $= 2\pi r = 22\pi$ ।" + "\n" + HI("उत्तर: 22π"), "hi: 'Answer: २२π' in Devanagari digits: the circumference"),
    g("b_fa_arabic_digits_other", "A", "322", "wrong", "answer_is", FA_PE_SLIP + "پاسخ: " + AR("308") + " مداد", "fa: Persian text with Arabic-Indic digits ٣٠٨ (308)"),
    m("b_he_m_rlm_other", "A", G_HE, "wrong", "answer_is", HE_R_SLIP + "התשובה: \u200f$\\frac{9}{10}$\u200f", "he: right-to-left marks around 9/10"),
    m("b_el_m_zwsp_only", "A", G_EL, "no_answer", "none", "\u200b", "el: a completion of one zero-width space"),
    m("b_th_m_cut_in_box", "A", G_TH, "no_answer", "truncated", TH_V + "ดังนั้น จุดยอดคือ $\\boxed{(2,", "th: 'therefore the vertex is' then cut inside the box"),
    # ================================================================ more kind A: retractions
    m("r_vi_m_after_tag", "A", G_VI, "wrong", "tag", th(VI_C) + r"<answer>$-5 - 12i$</answer>" + "\n\nKhoan đã, tôi tính lại: $(3i)^2 = 9$, nên đáp án đúng là $13 - 12i$.", "vi: after the tag 'hold on, I recompute: (3i)^2 = 9, so the right answer is 13 - 12i': a (mistaken) correction is the last answer"),
    g("r_ko_jamkkan", "A", "4200000", "wrong", "answer_is", KO_SV + "답: 420만 원\n\n잠깐, 다시 보니 10개월 동안 저축하네요. 35만 × 10 = 350만 원.\n답: 350만 원", "ko: after 'Answer: 420 man won' 'wait, looking again it is saved for 10 months. 350 man won. Answer: 350 man won'"),
    m("r_he_m_tikun", "A", G_HE, "wrong", "boxed", HE_R + r"$x = \boxed{\frac{9}{11}}$" + "\n\nתיקון: טעיתי, המחזור הוא ספרה אחת בלבד.\n" + HE_R_SLIP + "התשובה הסופית: $\\frac{9}{10}$", "he: after the gold box 'correction: I erred, the period is one digit only ... final answer: 9/10'"),
    g("r_tr_duzeltme", "A", "92.5", "wrong", "answer_is", TR_EX + "Cevap: %92,5\n\nDüzeltme: soru yanlış cevapların oranını soruyordu, yani 3 / 40 = %7,5.", "tr: after 'Answer: %92,5' 'Düzeltme (correction): the question asked for the wrong-answer rate, so %7,5'"),
    m("r_hi_m_sudhar", "A", G_HI, "wrong", "answer_is", HI_A + r"उत्तर: $121\pi$" + "\n\nसुधार: प्रश्न में 11 सेमी व्यास दिया है, इसलिए त्रिज्या 5.5 सेमी है और क्षेत्रफल $30.25\\pi$ वर्ग सेमी है।", "hi: after 'Answer: 121 pi' 'correction: the question gives a diameter of 11 cm, so the radius is 5.5 and the area 30.25 pi' (5.5^2 = 30.25)"),
    # ================================================================ more kind A: phrase + ####
    g("h_de_antwort_hash_other", "A", "20.7", "wrong", "hash", DE_PR_SLIP + "Antwort: #### 21,24", "de: 'Antwort: #### 21,24': a phrase marker then #### with the slip's value"),
    m("h_ar_m_hash_empty", "A", G_AR, "no_answer", "hash", AR_I + "الجواب:\n####", "ar: 'the answer:' then an empty ####; the solution only in the working"),
    g("h_es_hash_hedge", "A", "5875", "wrong", "hash", ES_AH + "La respuesta es 5.875 € u 8.750 €, según se cuente la bicicleta.\n#### 5875", "debatable: 'the answer is 5.875 € or 8.750 €, depending on whether the bicycle counts' then #### 5875: a hedge before the #### line. Decision: reject (README: a hedge is wrong)", True),
    # ================================================================ more unit / scale words
    g("u_tr_bin_wrong_scale", "A", "4200000", "wrong", "answer_is", "Minsu her ay 35 bin won biriktiriyor: 35 × 12 = 420.\nCevap: 420 bin won", "tr: 35만 (350,000) misread as '35 bin' (35,000): 'Answer: 420 bin won' = 420,000"),
    g("u_hi_ok_lakh", "B", "4200000", "correct", "answer_is", "मिनसु हर महीने 3.5 लाख वॉन बचाता है, 12 महीनों में 3.5 × 12 = 42 लाख वॉन।\nउत्तर: 42 लाख वॉन", "hi: 'saves 3.5 lakh won a month, 42 lakh won in 12 months. Answer: 42 lakh won' (lakh = 100,000): 4,200,000"),
    g("u_hi_lakh_wrong", "A", "4200000", "wrong", "answer_is", "मिनसु हर महीने 35 हज़ार वॉन बचाता है, 12 महीनों में 35 × 12 = 420 हज़ार वॉन।\nउत्तर: 4.2 लाख वॉन", "hi: 35만 misread as 35 thousand: 'Answer: 4.2 lakh won' = 420,000"),
    g("u_id_ok_juta", "B", "4200000", "correct", "answer_is", "Minsu menabung 350.000 won setiap bulan selama 12 bulan: 350.000 × 12 = 4.200.000 won.\nJawaban: 4,2 juta won", "id: '350.000 won a month ... 4.200.000 won. Answer: 4,2 juta (million) won'"),
    # ================================================================ more kind A: quoted / hypothetical
    m("q_ru_m_esli_by", "A", G_RU, "no_answer", "none", r"Если бы знак неравенства был строгим, ответ был бы $(1; 4)$. Но в условии знак не виден, поэтому дать окончательный ответ я не могу.", "ru: 'if the inequality sign were strict, the answer would be (1; 4). But the sign is not visible in the statement, so I cannot give a final answer': only a conditional"),
    m("q_el_m_vivlio", "A", G_EL, "no_answer", "none", r"Σύμφωνα με το βιβλίο, η απάντηση είναι $\frac{\sqrt{6}+\sqrt{2}}{4}$. Δεν μπορώ όμως να το επαληθεύσω χωρίς την εκφώνηση.", "el: 'according to the book, the answer is (gold). But I cannot verify it without the statement': only a reported claim"),
    g("q_pt_hipotese", "A", "20.7", "no_answer", "none", "Se o quilo custasse R$ 3,45, seis quilos custariam R$ 20,70. Mas o enunciado não informa o preço, então não é possível responder.", "pt: 'if a kilo cost R$ 3,45, six kilos would cost R$ 20,70. But the statement gives no price, so it cannot be answered': only a conditional"),
    m("q_nl_m_leraar", "A", G_NL, "wrong", "answer_is", r"Volgens de leraar zijn de oplossingen $-3$ en $7$, maar $x$ moet positief zijn." + "\nAntwoord: $x = 7$", "nl: 'according to the teacher the solutions are -3 and 7, but x must be positive. Answer: x = 7': the gold only reported"),
]
# fmt: on

DECISIONS = {
    "h_es_ok_hash_dot": (
        "accept",
        "the working writes every euro amount with a Spanish thousands dot (1.250, 8.750, 2.875), so '#### 5.875' is 5875",
    ),
    "h_fr_sign_lost": (
        "reject",
        "the #### value is 12,5, not -12,5; 'below zero' in the phrase does not change the marked value",
    ),
    "u_fr_m_ok_degrees": (
        "accept",
        "150 degrees is the angle 5pi/6; README counts 30 for 30^\\circ correct, and the problem does not ask for radians",
    ),
    "x_cs_m_ok_czech_point": (
        "accept",
        "P = [2; 5] is the Czech school notation for the point (2, 5); the text names it the intersection point P",
    ),
    "x_tr_m_ok_general_form": (
        "accept",
        "3x - y - 1 = 0 is an equation of the same line as y = 3x - 1 (equal mathematically)",
    ),
    "h_ja_m_phrase_hash_decimal": (
        "reject",
        "the #### value 8.6 is a rounded decimal for sqrt 74 and differs from the phrase's value: two different final answers",
    ),
    "h_es_hash_hedge": (
        "reject",
        "a hedge between two values before the #### line is two final answers (README: a hedge is wrong)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam86", CASES, [], DECISIONS)
