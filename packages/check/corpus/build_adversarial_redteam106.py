r"""Build adversarial_redteam106.jsonl: a hundred-and-sixth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam106", issue 25), written by a helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure) were read. Python was used for plain arithmetic only.

Aim of this round: final answers written in languages other than English, the way RL-trained and
reasoning models write them: R1 <think> blocks in the language with "wait, let me check" turns,
<answer> tags holding a value, a counted noun or a sentence, `####` lines with units and decimal
commas, boxes, Minerva lines after foreign working; each language's answer phrases, decimal commas
and thousands separators (31.000 / 31 000 / 15,90,000), scale words (万, mil, millones, тыс.,
lakh, duizend, 만 / 천), counters and units after the value (支, 本, 명, 個, টি, butir, คน), number
words (일흔일곱, sabini na saba), native digits (Arabic-Indic, Persian, Bengali, Thai), negation
idioms ("not X but Y" / "not X"), strike-outs and "(wrong)" annotations, corrections after the
answer and inside the tag, checks after the answer, glosses ("c'est-à-dire environ 6,93"),
reported speech, quoted questions and textbooks, hypotheticals, invented next user turns, other
parts, similar problems, and bad input (NUL, lone surrogates, ANSI escapes, CRLF, RLM marks, 150k
character loops). Twenty-nine languages: Chinese, Spanish, French, German, Russian, Portuguese,
Japanese, Korean, Italian, Turkish (about two thirds of the probes, kind B as common as kind A there),
Ukrainian, Dutch, Polish, Arabic, Persian, Hindi (and Hinglish), Bengali, Vietnamese, Indonesian,
Malay, Thai, Greek, Hebrew, Czech, Swedish, Romanian, Hungarian, Swahili, Tagalog (and Taglish).
Every note glosses the non-English answer sentence in English.

Problems and golds, arithmetic checked by hand (the working is restated in each language):
GSM8K
- PEN 179: 12 boxes of 18 pencils = 216; 37 given away -> 216 - 37 = 179 (179 + 37 = 216). Slips:
  216 (total), 253 (37 added).
- KG 14.7: 3.5 kg at 4.20 = 12.6 + 2.1 = 14.70. Slips: 14.07, 1.470, about 15.
- SAL 31000: 2,450 * 12 = 29,400; + 1,600 bonus = 31,000. Slips: 29,400, 30,460 (bonus 1,060), 31.
- PCT 57.5: 46 of 80 = 0.575 = 57.5 %. Slips: 0.575 (share), 42.5 (the 34 who failed).
- TMP -5: 1.5 * 6 = 9 degrees of fall; 4 - 9 = -5. Slips: 5 (sign lost), -2 (4 hours: 4 - 6).
- EGG 168: 28 hens * 6 = 168 = 14 dozen. Slips: 14 (dozens), 140 (5 eggs), 156 (26 hens).
- MIN 205: 3 h 25 min = 180 + 25 = 205 minutes. Slips: 3.25, about 3.4 hours, "3 h 25 min".
- LEFT 151: 500 - 3 * 85 - 2 * 47 = 500 - 255 - 94 = 151. Slips: 245 (trousers forgotten),
  349 (spent), 97 (74 each: 500 - 255 - 148), 131 (57 each: 500 - 255 - 114).
- KM 292.5: 65 km/h * 4.5 h = 260 + 32.5 = 292.5 km. Slips: 292, 293.
- POP 1590000: 1,250,000 + 340,000 = 1,590,000 (159万, 1,59 millones, 15.9 lakh). Slips: 159, 15.9, 1590.
- STU 77: 3 classes * 24 = 72 students + 5 teachers = 77. Slips: 72, 75 (3 teachers).
- COOK 12: 96 cookies / 8 children = 12 each. Slips: 96, 10 (9 people), 16 (6 children).
- ZERO 0: 4 tickets * 15 (000 Ft) = 60 (000); 60 - 60 = 0. Slip: 60 000 (spent).
MATH
- DICE \frac{5}{12}: P(sum of two dice > 7) = (5+4+3+2+1)/36 = 15/36 = 5/12. Slips: 7/12 (sum >= 7,
  21/36), 1/2, 0.417, 0.42, 0.4167. A similar problem P(sum < 7) is also 15/36 = 5/12.
- RAD 4\sqrt{3}: \sqrt{48} = \sqrt{16 * 3}; 2\sqrt{12} is equal. Slips: 6.93, 6.928, 16\sqrt3.
- INTV [-3, 7]: |x - 2| <= 5 -> -3 <= x <= 7 ([-3 ; 7], [-3; 7], <-3; 7> equal). Slip: open (-3, 7), ]-3 ; 7[.
- ROOT -2, 7: x^2 - 5x - 14 = (x - 7)(x + 2). Slips: one root, -7 and 2.
- ANG 150: regular dodecagon interior angle (12 - 2) * 180 / 12 = 150 degrees. Slips: 5\pi/6 (radians), "150 radians".
- CPX 5 + i: (2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 5 + i. Slips: -1 + i (i^2 sign), 5 - i.
- POLY 2x^2 + 5x - 12: (x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12. Slip: 2x^2 + 5x + 12.
- MAT [[1, 4], [0, 1]]: [[1, 2], [0, 1]]^2 (entry (1,2) = 1*2 + 2*1 = 4). Slip: [[1, 2], [0, 1]].
- SYS (6, 3): x + y = 9, x - y = 3 -> x = 6, y = 3 ((6; 3) equal). Slips: (3, 6), (5, 4) (x - y = 1).
- COMB 84: C(9, 3) = 504 / 6 = 84. Slip: 504 (ordered).
- REP \frac{4}{11}: 0.\overline{36} = 36/99 = 4/11. Slips: 0.36, 9/25.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####` (and
Minerva or answer phrases after foreign working); `x_` exactness, decimal commas and separators,
equal forms; `n_` negation, strike-out, annotation; `u_` words and units after the value (scale
words, counters, dozens, degrees, radians, below zero); `r_` retractions after the answer and
harmless checks after it; `q_` quoted, reported, hypothetical, other-part text and invented turns;
`b_` bad input JSON can hold. The second part names the language (zh es fr de ru pt ja ko it tr uk
nl pl ar fa hi bn vi id ms th el he cs sv ro hu sw tl); `_m_` marks a MATH probe; `_ok_` kind B.

Kinds: "A" a WRONG or unanswered completion the checker must refuse; "B" a RIGHT completion in a
notation or with after-text real models write.

Labels (corpus/README.md "How labels were made" and the brief): the last final answer counts; a
hedge or two different final answers is `wrong`; a right number only in the working with a
different (or no) final answer is `wrong` (or `no_answer`); a negation with nothing after it, only
reported or quoted text, only a hypothetical or example, or a completion cut before its answer is
`no_answer`; an explicit correction after the answer (or inside the tag) makes the corrected value
the final one; a check, a gloss of the same value or a pleasantry after a committed answer does not
replace it; a value the model marks wrong is not its answer; an invented next turn does not count
(the completion is labelled by the answer to the question posed); an answer tag's content is the
final answer, a sentence in it is read for the value it states; equal value written differently
(decimal comma, separators, scale words, native digits, number words, unsimplified fraction,
bmatrix, another root order) is `correct`; another quantity (subtotal, total, share, dozens, the
other unit) is `wrong`; a decimal for an exact gold is `wrong`, a rounded decimal for a decimal gold
is `wrong`; degrees are not radians; a percent gold accepts `57,5 %`; a NUL or a lone surrogate
anywhere makes the pair bad input (kind A, `no_answer`, debatable with decision `reject`), other
control characters, CRLF, direction marks and paired emoji do not. Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam106.py
(in /tmp/rt106 the builder writes beside itself; in the corpus folder, beside corpus_build.py)
"""

from __future__ import annotations

import json
from pathlib import Path

import corpus_build
from corpus_build import (
    IM_ASSIST,
    IM_USER,
    MINERVA,
    g,
    m,
    th,
    write_probes,
)

# ================================================================ GSM8K golds (arithmetic by hand)
# PEN 179: 12 boxes * 18 pencils = 216; 216 - 37 given away = 179 (check 179 + 37 = 216). Slip: 216.
# KG 14.7: 3.5 kg * 4.20 = 14.70 (3 * 4.2 = 12.6, 0.5 * 4.2 = 2.1). Slip: 14.07 / 12.6.
# SAL 31000: 2,450 * 12 = 29,400; + 1,600 bonus = 31,000. Slip: 29400 (no bonus).
# PCT 57.5: 46 of 80 = 0.575 = 57.5 %. Slip: 0.575 (share), 34 (failed count).
# TMP -5: 1.5 * 6 = 9 degrees of fall; 4 - 9 = -5. Slip: 5 (sign lost).
# EGG 168: 28 hens * 6 eggs = 168 = 14 dozen. Slip: 14 (dozens).
# MIN 205: 3 h 25 min = 180 + 25 = 205 minutes. Slip: 3.25 / 325.
# LEFT 151: 3 * 85 = 255; 2 * 47 = 94; 500 - 255 - 94 = 151 (check 151 + 94 + 255 = 500). Slip: 245 (500 - 255).
# KM 292.5: 65 km/h * 4.5 h = 260 + 32.5 = 292.5. Slip: 29.25 / 292.
# POP 1590000: 1,250,000 + 340,000 = 1,590,000 (= 159万 = 1,59 millones). Slip: 1590 / 159.
# STU 77: 3 classes * 24 = 72; + 5 teachers = 77. Slip: 72.
# COOK 12: 96 cookies / 8 children = 12 each. Slip: 96 (total), 1 dozen is also 12.
# ZERO 0: 4 tickets * 15 = 60; 60 - 60 = 0. Slip: 60.
PEN, KG, SAL, PCT, TMP, EGG, MIN, LEFT, KM, POP, STU, COOK, ZERO = (
    "179",
    "14.7",
    "31000",
    "57.5",
    "-5",
    "168",
    "205",
    "151",
    "292.5",
    "1590000",
    "77",
    "12",
    "0",
)

# ================================================================ MATH golds
# DICE 5/12: two dice, P(sum > 7): sums 8..12 have 5+4+3+2+1 = 15 of 36 outcomes; 15/36 = 5/12 (0.41666...).
# RAD 4\sqrt3: \sqrt{48} = \sqrt{16 * 3} = 4\sqrt3 (about 6.928).
# INTV [-3, 7]: |x - 2| <= 5 -> -5 <= x - 2 <= 5 -> -3 <= x <= 7.
# ROOT -2, 7: x^2 - 5x - 14 = (x - 7)(x + 2); check 49 - 35 - 14 = 0, 4 + 10 - 14 = 0.
# ANG 150: interior angle of a regular dodecagon (12 - 2) * 180 / 12 = 1800 / 12 = 150 degrees (5\pi/6 rad).
# CPX 5 + i: (2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i.
# POLY 2x^2 + 5x - 12: (x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12.
# MAT [[1,4],[0,1]]: [[1,2],[0,1]]^2 = [[1*1+2*0, 1*2+2*1],[0, 1]] = [[1,4],[0,1]].
# SYS (6, 3): x + y = 9, x - y = 3 -> 2x = 12, x = 6, y = 3.
# COMB 84: C(9, 3) = 9 * 8 * 7 / 6 = 504 / 6 = 84.
# REP 4/11: 0.\overline{36} = 36/99 = 4/11.
DICE = r"\frac{5}{12}"
RAD = r"4\sqrt{3}"
INTV = "[-3, 7]"
ROOT = "-2, 7"
ANG = "150"
CPX = "5 + i"
POLY = "2x^2 + 5x - 12"
MAT = r"\begin{pmatrix} 1 & 4 \\ 0 & 1 \end{pmatrix}"
SYS = "(6, 3)"
COMB = "84"
REP = r"\frac{4}{11}"

# ---------------------------------------------------------------- working, per language
# GSM8K annotations, language-neutral
A_PEN = "12 * 18 = <<12*18=216>>216\n216 - 37 = <<216-37=179>>179\n"
A_PEN_SLIP = "12 * 18 = <<12*18=216>>216\n"
A_SAL = "2450 * 12 = <<2450*12=29400>>29400\n29400 + 1600 = <<29400+1600=31000>>31000\n"
A_SAL_SLIP = "2450 * 12 = <<2450*12=29400>>29400\n"
A_LEFT = (
    "3 * 85 = <<3*85=255>>255\n2 * 47 = <<2*47=94>>94\n500 - 255 - 94 = <<500-255-94=151>>151\n"
)
A_KM = "65 * 4.5 = <<65*4.5=292.5>>292.5\n"
A_EGG = "28 * 6 = <<28*6=168>>168\n"
A_STU = "3 * 24 = <<3*24=72>>72\n72 + 5 = <<72+5=77>>77\n"

# Chinese
ZH_PEN = "每盒有18支铅笔，12盒一共有 12 × 18 = 216 支。\n送出37支后，剩下 216 − 37 = 179 支。\n"
ZH_PEN_T = "好的，我来算一下。12盒，每盒18支，一共 12×18=216 支。送出去37支，剩下 216−37=179 支。\n等等，再检查一下：179+37=216，没错。\n"
ZH_SAL = "每月工资2450元，一年12个月：2450 × 12 = 29400 元。\n加上年终奖1600元：29400 + 1600 = 31000 元。\n"
ZH_EGG = "28只母鸡，每只下6个蛋：28 × 6 = 168 个。\n"
ZH_TMP = "温度每小时下降1.5度，6小时共下降 1.5 × 6 = 9 度。\n最终温度：4 − 9 = −5 度。\n"
ZH_POP = "原有人口1,250,000，新增340,000：1250000 + 340000 = 1590000。\n"
ZH_KG = "3.5公斤，每公斤4.20元：3.5 × 4.20 = 14.70 元。\n"
# Spanish
ES_PEN = "Cada caja tiene 18 lápices, así que 12 cajas tienen 12 × 18 = 216 lápices.\nDespués de regalar 37, quedan 216 − 37 = 179 lápices.\n"
ES_SAL = "El salario anual es 2.450 × 12 = 29.400 €.\nCon el bono de 1.600 €: 29.400 + 1.600 = 31.000 €.\n"
ES_TMP = "La temperatura baja 1,5 grados por hora durante 6 horas: 1,5 × 6 = 9 grados.\nTemperatura final: 4 − 9 = −5 grados.\n"
ES_POP = "La población era de 1.250.000 habitantes y aumentó en 340.000: 1.250.000 + 340.000 = 1.590.000.\n"
ES_KG = "3,5 kg a 4,20 € el kilo: 3,5 × 4,20 = 14,70 €.\n"
# French
FR_PEN = "Chaque boîte contient 18 crayons, donc 12 boîtes en contiennent 12 × 18 = 216.\nAprès en avoir donné 37, il en reste 216 − 37 = 179.\n"
FR_KM = "La voiture roule à 65 km/h pendant 4,5 h : 65 × 4,5 = 292,5 km.\n"
FR_SAL = "Salaire annuel : 2 450 × 12 = 29 400 €.\nAvec la prime de 1 600 € : 29 400 + 1 600 = 31 000 €.\n"
FR_PCT = "46 élèves sur 80 ont réussi : 46 ÷ 80 = 0,575, soit 57,5 %.\n"
# German
DE_PEN = "In 12 Schachteln mit je 18 Stiften sind 12 · 18 = 216 Stifte.\nNachdem 37 verschenkt wurden, bleiben 216 − 37 = 179 Stifte übrig.\n"
DE_SAL = "Jahresgehalt: 2.450 € · 12 = 29.400 €.\nMit dem Bonus von 1.600 €: 29.400 € + 1.600 € = 31.000 €.\n"
DE_KG = "3,5 kg zu je 4,20 €: 3,5 · 4,20 = 14,70 €.\n"
DE_EGG = "28 Hühner legen je 6 Eier: 28 · 6 = 168 Eier.\n"
DE_MIN = "3 Stunden und 25 Minuten sind 3 · 60 + 25 = 180 + 25 = 205 Minuten.\n"
# Russian
RU_PEN = "В 12 коробках по 18 карандашей: 12 · 18 = 216 карандашей.\nПосле того как отдали 37, осталось 216 − 37 = 179 карандашей.\n"
RU_SAL = "Зарплата за год: 2 450 · 12 = 29 400 рублей.\nС премией 1 600 рублей: 29 400 + 1 600 = 31 000 рублей.\n"
RU_TMP = "За 6 часов температура упала на 1,5 · 6 = 9 градусов.\nИтоговая температура: 4 − 9 = −5 градусов.\n"
RU_KM = "Машина ехала 4,5 часа со скоростью 65 км/ч: 65 · 4,5 = 292,5 км.\n"
# Portuguese
PT_PEN = "Cada caixa tem 18 lápis, então 12 caixas têm 12 × 18 = 216 lápis.\nDepois de doar 37, restam 216 − 37 = 179 lápis.\n"
PT_LEFT = "Três camisetas de R$ 85: 3 × 85 = R$ 255.\nDuas calças de R$ 47: 2 × 47 = R$ 94.\nSobram 500 − 255 − 94 = R$ 151.\n"
PT_POP = "A população era de 1.250.000 e aumentou 340.000: 1.250.000 + 340.000 = 1.590.000.\n"
# Japanese
JA_PEN = "1箱に18本の鉛筆が入っているので、12箱では 12 × 18 = 216 本です。\n37本をあげたので、残りは 216 − 37 = 179 本です。\n"
JA_SAL = "月給2,450ドルを12か月分：2,450 × 12 = 29,400ドル。\nボーナス1,600ドルを足すと：29,400 + 1,600 = 31,000ドル。\n"
JA_MIN = "3時間25分を分に直すと、3 × 60 + 25 = 205 分です。\n"
# Korean
KO_PEN = "한 상자에 연필이 18자루씩 들어 있으므로 12상자에는 12 × 18 = 216자루가 있습니다.\n37자루를 나누어 주었으므로 남은 연필은 216 − 37 = 179자루입니다.\n"
KO_SAL = "월급 2,450달러 × 12개월 = 29,400달러입니다.\n보너스 1,600달러를 더하면 29,400 + 1,600 = 31,000달러입니다.\n"
KO_STU = "3개 반에 학생이 24명씩 있으므로 3 × 24 = 72명입니다.\n선생님 5명을 더하면 72 + 5 = 77명입니다.\n"
# Italian
IT_PEN = "Ogni scatola contiene 18 matite, quindi 12 scatole ne contengono 12 × 18 = 216.\nDopo averne regalate 37, ne restano 216 − 37 = 179.\n"
IT_KG = "3,5 kg a 4,20 € al chilo: 3,5 × 4,20 = 14,70 €.\n"
IT_COOK = "96 biscotti divisi tra 8 bambini: 96 ÷ 8 = 12 biscotti a testa.\n"
# Turkish
TR_PEN = "Her kutuda 18 kalem var, 12 kutuda 12 × 18 = 216 kalem olur.\n37 kalem verildikten sonra 216 − 37 = 179 kalem kalır.\n"
TR_LEFT = "3 tişört: 3 × 85 = 255 TL.\n2 pantolon: 2 × 47 = 94 TL.\nKalan para: 500 − 255 − 94 = 151 TL.\n"
TR_KM = "Araba 4,5 saat boyunca saatte 65 km hızla gitti: 65 × 4,5 = 292,5 km.\n"

# MATH working
W_DICE = r"Sums greater than $7$: $8$ (5 ways), $9$ (4), $10$ (3), $11$ (2), $12$ (1), $15$ of $36$ outcomes, $\frac{15}{36} = \frac{5}{12}$."
W_RAD = r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$."
W_INTV = r"$|x - 2| \le 5 \iff -5 \le x - 2 \le 5 \iff -3 \le x \le 7$."
W_ROOT = r"$x^2 - 5x - 14 = (x - 7)(x + 2) = 0$."
W_ANG = r"$\frac{(12 - 2) \cdot 180^\circ}{12} = \frac{1800^\circ}{12} = 150^\circ$."
W_CPX = r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$."
W_POLY = r"$(x + 4)(2x - 3) = 2x^2 - 3x + 8x - 12 = 2x^2 + 5x - 12$."
W_MAT = r"$\begin{pmatrix} 1 & 2 \\ 0 & 1 \end{pmatrix}^2 = \begin{pmatrix} 1 & 2 + 2 \\ 0 & 1 \end{pmatrix}$."
W_SYS = r"$x + y = 9$, $x - y = 3$: $2x = 12$, $x = 6$, $y = 3$."
W_COMB = r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3!} = \frac{504}{6} = 84$."
W_REP = r"$x = 0.\overline{36}$, $100x - x = 36$, $x = \frac{36}{99} = \frac{4}{11}$."
# fmt: off
CASES = [
    # ================================================================ Chinese (zh)
    g("t_zh_ok_r1_tag", "B", PEN, "correct", "tag", th(ZH_PEN_T) + "<answer>179</answer>", "zh R1 think block with a check ('等等，再检查一下' = wait, let me check again), tag 179"),
    g("t_zh_ok_tag_sentence", "B", PEN, "correct", "tag", th(ZH_PEN_T) + "<answer>还剩179支铅笔。</answer>", "tag holds a sentence: '还剩179支铅笔' = 179 pencils are left"),
    g("t_zh_tag_total", "A", PEN, "wrong", "tag", th("12×18=216。\n") + "<answer>一共有216支铅笔。</answer>", "tag sentence 'there are 216 pencils in total': the subtotal before giving 37 away"),
    g("t_zh_ok_tag_corrected_inside", "B", PEN, "correct", "tag", th(ZH_PEN_T) + "<answer>216支……不对，要减去送出的37支，剩下179支。</answer>", "self-correction inside the tag: '216 ... no, subtract the 37 given away, 179 left'; the corrected value is the final one"),
    g("t_zh_tag_corrected_to_wrong", "A", PEN, "wrong", "tag", th(ZH_PEN_T) + "<answer>179支。不对，应该是216支。</answer>", "inside the tag: '179. No, it should be 216': corrected to the wrong value"),
    g("h_zh_ok_phrase_hash", "B", SAL, "correct", "hash", ZH_SAL + "答案：31,000元\n#### 31000", "'答案：31,000元' = answer: 31,000 yuan, then #### 31000"),
    g("h_zh_hash_unit", "B", SAL, "correct", "hash", ZH_SAL + "所以他一年共收入31000元。\n#### 31000元", "#### value with the unit 元 (yuan) after it"),
    g("h_zh_hash_other", "A", SAL, "wrong", "hash", "2450 × 12 = 29400 元。\n所以答案是29400元。\n#### 29400", "phrase and #### 29400: the bonus left out"),
    g("u_zh_wan_ok", "B", POP, "correct", "phrase", ZH_POP + "所以现在的人口是159万。", "'现在的人口是159万' = the population is now 159 wan (159 × 10,000 = 1,590,000)"),
    g("u_zh_wan_missing", "A", POP, "wrong", "phrase", ZH_POP + "答案：159", "'answer: 159' with the scale word 万 (10,000) dropped"),
    g("u_zh_dozen", "A", EGG, "wrong", "phrase", ZH_EGG + "168个蛋就是14打。\n答案：14打", "'answer: 14 打 (dozen)' = 14 dozen: another quantity (the count in dozens), the gold asks for eggs"),
    g("u_zh_ok_measure_word", "B", EGG, "correct", "boxed", ZH_EGG + "所以一共有 $\\boxed{168}$ 个鸡蛋。", "box then the counted noun '个鸡蛋' (eggs)"),
    g("n_zh_not", "A", PEN, "no_answer", "phrase", ZH_PEN + "答案不是216。", "'答案不是216' = the answer is not 216: a negation, nothing stated"),
    g("n_zh_ok_not_but", "B", PEN, "correct", "phrase", ZH_PEN + "答案不是216，而是179。", "'not 216, but 179'"),
    g("n_zh_annot_wrong", "A", TMP, "wrong", "phrase", ZH_TMP + "最终答案：−5（错误）\n正确答案：5", "'final answer: −5 (wrong)', then 'correct answer: 5': the model marks −5 wrong and states 5"),
    g("r_zh_wait", "A", PEN, "wrong", "boxed", ZH_PEN + "答案是 $\\boxed{179}$。\n\n等等，题目说的是又买了37支，不是送出。重新算：216 + 37 = 253 支。\n最终答案：253", "after the box: '等等，题目说的是又买了37支，不是送出 ... 最终答案：253' = wait, the problem says 37 more were bought, not given away ... final answer 253: retracts 179"),
    g("r_zh_ok_check", "B", PEN, "correct", "boxed", ZH_PEN + "答案是 $\\boxed{179}$。\n\n验算：179 + 37 = 216 = 12 × 18，正确。", "check after the box: '验算 ... 正确' = verification ... correct"),
    g("q_zh_reported", "A", PEN, "no_answer", "prose", "题目：12盒铅笔，每盒18支，送出37支，还剩多少支？\n小明说答案是179支，但我没有验证他的算法。", "'Xiao Ming says the answer is 179, but I did not check his method': reported, not stated"),
    g("q_zh_next_turn", "A", PEN, "wrong", "tag", th("12×18=216\n") + "<answer>216</answer>" + IM_USER + "不对吧，应该是179？", "tag 216; the invented user turn ('isn't it 179?') does not count"),
    g("x_zh_ok_decimal", "B", KG, "correct", "phrase", ZH_KG + "答案：14.70元", "'answer: 14.70 yuan' = 14.7"),
    g("x_zh_near", "A", KG, "wrong", "phrase", "3.5 × 4.20 ≈ 15 元。\n答案：约15元", "'answer: about 15 yuan': rounded, not the value"),
    m("t_zh_m_ok_tag", "B", DICE, "correct", "tag", th("两个骰子点数和大于7的情况：8有5种，9有4种，10有3种，11有2种，12有1种，共15种。\n概率 = 15/36 = 5/12。\n") + r"<answer>$\frac{5}{12}$</answer>", "zh think block; tag 5/12"),
    m("t_zh_m_ok_unsimplified", "B", DICE, "correct", "tag", th("共15种，总共36种。\n") + "<answer>概率为15/36</answer>", "'the probability is 15/36' = 5/12, equal value unsimplified"),
    m("x_zh_m_decimal", "A", DICE, "wrong", "boxed", "共有15种情况，概率为 15/36 ≈ 0.417。\n\n所以答案是 $\\boxed{0.417}$。", "rounded decimal 0.417 for the exact 5/12"),
    m("n_zh_m_ok_not_equal", "B", RAD, "correct", "boxed", "化简：$\\sqrt{48} = \\sqrt{16 \\times 3} = 4\\sqrt{3}$，注意 $\\sqrt{48} \\neq 16\\sqrt{3}$。\n\n最终答案：$\\boxed{4\\sqrt{3}}$", "a ≠ remark in the working, then 'final answer' box 4√3"),
    m("r_zh_m_wait", "A", ROOT, "wrong", "boxed", W_ROOT + "\n\n所以 $x = -2$ 或 $x = 7$。\n\n等等，我把符号弄反了：应该是 $(x + 7)(x - 2)$，所以 $\\boxed{-7, 2}$。", "'wait, I flipped the signs' then a wrong box -7, 2 (x^2+5x-14): retracted to wrong"),
    m("u_zh_m_ok_degree", "B", ANG, "correct", "phrase", "正十二边形的内角和为 $(12-2) \\times 180^\\circ = 1800^\\circ$，每个内角为 $1800^\\circ \\div 12 = 150^\\circ$。\n\n答：每个内角是150度。", "'答：每个内角是150度' = each interior angle is 150 degrees"),

    # ================================================================ Spanish (es)
    g("t_es_ok_tag", "B", PEN, "correct", "tag", th("Vale, 12 cajas de 18 lápices: 12 × 18 = 216. Regala 37: 216 − 37 = 179.\nEspera, ¿son 37 lápices o 37 cajas? Lápices. Entonces 179.\n") + "<answer>179</answer>", "es R1 think ('Espera' = wait) then tag 179"),
    g("t_es_ok_tag_sentence", "B", PEN, "correct", "tag", th(ES_PEN) + "<answer>Le quedan 179 lápices.</answer>", "'Le quedan 179 lápices' = he has 179 pencils left"),
    g("t_es_tag_regalo", "A", PEN, "wrong", "tag", th(ES_PEN) + "<answer>Regaló 37 lápices.</answer>", "tag 'he gave away 37 pencils': a given number, not the answer"),
    g("h_es_ok_sep", "B", SAL, "correct", "hash", ES_SAL + "La respuesta es 31.000 €.\n#### 31.000", "'La respuesta es 31.000 €' with a point as thousands separator, #### 31.000"),
    g("h_es_hash_sin_bono", "A", SAL, "wrong", "hash", "El salario anual es 2.450 × 12 = 29.400 €.\nLa respuesta es 29.400 €.\n#### 29.400", "29.400 (no bonus)"),
    g("u_es_ok_mil", "B", SAL, "correct", "phrase", ES_SAL + "Respuesta: gana 31 mil euros al año.", "'gana 31 mil euros al año' = earns 31 thousand euros a year"),
    g("u_es_ok_millones", "B", POP, "correct", "phrase", ES_POP + "Por lo tanto, la población actual es de 1,59 millones de habitantes.", "'1,59 millones de habitantes' = 1.59 million inhabitants (decimal comma)"),
    g("u_es_docenas", "A", EGG, "wrong", "phrase", A_EGG + "168 huevos son 14 docenas.\nRespuesta: 14 docenas", "'Respuesta: 14 docenas' = 14 dozen: another unit (dozens), the gold counts eggs"),
    g("u_es_ok_bajo_cero", "B", TMP, "correct", "phrase", ES_TMP + "La temperatura final es de 5 grados bajo cero.", "'5 grados bajo cero' = 5 degrees below zero = −5", True),
    g("u_es_grados_sin_signo", "A", TMP, "wrong", "phrase", "La temperatura baja 1,5 × 6 = 9 grados.\nRespuesta: 5 grados", "'Respuesta: 5 grados' = 5 degrees: sign lost"),
    g("x_es_ok_coma", "B", KG, "correct", "phrase", ES_KG + "Respuesta final: 14,70 €", "decimal comma 14,70 = 14.7"),
    g("x_es_coma_misread", "A", KG, "wrong", "phrase", "3,5 × 4,20 = 14,07 €.\nRespuesta final: 14,07 €", "14,07 = 14.07, a slip, not 14.7"),
    g("n_es_ok_no_sino", "B", PEN, "correct", "phrase", ES_PEN + "La respuesta no es 216, sino 179.", "'not 216, but 179'"),
    g("n_es_tachado", "A", PEN, "wrong", "phrase", ES_PEN + "Respuesta: ~~179~~ 216", "179 struck out, 216 left"),
    g("r_es_espera", "A", PEN, "wrong", "boxed", ES_PEN + "La respuesta es $\\boxed{179}$.\n\nEspera, me equivoqué: los 37 lápices se compraron, no se regalaron. Entonces hay 216 + 37 = 253 lápices.\nRespuesta final: 253", "'Espera, me equivoqué: los 37 lápices se compraron' = wait, I was wrong: the 37 pencils were bought; 'Respuesta final: 253' after the box (216 + 37 = 253) retracts 179"),
    g("r_es_ok_comprobacion", "B", PEN, "correct", "boxed", ES_PEN + "La respuesta es $\\boxed{179}$.\n\nComprobación: 179 + 37 = 216 = 12 × 18. ✓", "a check ('Comprobación') after the box"),
    g("q_es_hipotetico", "A", PEN, "wrong", "phrase", ES_PEN + "Si fueran 13 cajas, quedarían 13 × 18 − 37 = 197 lápices.\nRespuesta: 197", "a hypothetical 13 boxes (13 * 18 = 234; 234 - 37 = 197) stated as the answer: wrong"),
    g("q_es_ok_hipotetico_luego", "B", PEN, "correct", "phrase", "Si fueran 13 cajas, quedarían 197 lápices; pero son 12 cajas: 12 × 18 − 37 = 179.\nRespuesta: 179", "hypothetical 197 ('si fueran 13 cajas' = if there were 13 boxes) then the real answer 179"),
    m("t_es_m_ok_tag", "B", INTV, "correct", "tag", th("Resolvamos $|x - 2| \\le 5$: $-5 \\le x - 2 \\le 5$, luego $-3 \\le x \\le 7$.\n") + "<answer>$x \\in [-3, 7]$</answer>", "tag x ∈ [-3, 7]"),
    m("x_es_m_open", "A", INTV, "wrong", "boxed", "De $|x - 2| \\le 5$ se obtiene $-3 < x < 7$.\n\nLa solución es $\\boxed{(-3, 7)}$.", "open interval for ≤: endpoints lost"),
    m("h_es_m_ok_minerva", "B", CPX, "correct", "phrase", "Multiplicamos: " + W_CPX + "\n\n" + MINERVA.format("$5 + i$"), "Minerva line after Spanish working"),
    m("n_es_m_not", "A", SYS, "no_answer", "prose", W_SYS + "\n\nLa solución no es $(3, 6)$; hay que revisar el sistema.", "'the solution is not (3, 6); the system must be checked': negation, nothing stated"),
    m("u_es_m_ok_grados", "B", ANG, "correct", "boxed", W_ANG + "\n\nCada ángulo interior mide $\\boxed{150^\\circ}$.", "'each interior angle measures 150°'"),
    m("u_es_m_radianes", "A", ANG, "wrong", "boxed", W_ANG + "\n\nEn radianes: $\\boxed{\\frac{5\\pi}{6}}$.", "'in radians: 5π/6': degrees are not radians"),

    # ================================================================ French (fr)
    g("t_fr_ok_tag", "B", PEN, "correct", "tag", th("Bon, 12 boîtes de 18 crayons, ça fait 12 × 18 = 216. On en donne 37 : 216 − 37 = 179.\nAttends, vérifions : 179 + 37 = 216. Oui.\n") + "<answer>Il reste 179 crayons.</answer>", "fr think ('Attends, vérifions' = wait, let's check); tag 'Il reste 179 crayons' = 179 pencils remain"),
    g("t_fr_tag_wrong", "A", PEN, "wrong", "tag", th(FR_PEN) + "<answer>Il y avait 216 crayons.</answer>", "'there were 216 pencils': the total, not the answer"),
    g("x_fr_ok_virgule", "B", KM, "correct", "phrase", FR_KM + "Réponse : 292,5 km", "'Réponse : 292,5 km' decimal comma, km unit"),
    g("x_fr_arrondi", "A", KM, "wrong", "phrase", FR_KM + "Réponse : environ 293 km", "'environ 293 km' = about 293 km: rounded"),
    g("h_fr_ok_espace", "B", SAL, "correct", "hash", FR_SAL + "La réponse est 31 000 €.\n#### 31 000", "thin space thousands separator: 31 000, #### 31 000"),
    g("h_fr_hash_other", "A", SAL, "wrong", "hash", FR_SAL + "La réponse est 31 000 €.\n#### 29 400", "phrase 31 000 but #### 29 400: two different final answers"),
    g("u_fr_ok_pourcent", "B", PCT, "correct", "phrase", FR_PCT + "Réponse finale : 57,5 %", "'57,5 %' French spacing and decimal comma = 57.5"),
    g("u_fr_part", "A", PCT, "wrong", "phrase", FR_PCT + "Réponse finale : 0,575", "the share 0,575 for the percent"),
    g("n_fr_ok_non_mais", "B", PEN, "correct", "phrase", FR_PEN + "La réponse n'est pas 216 mais 179.", "'is not 216 but 179'"),
    g("n_fr_pas", "A", PEN, "no_answer", "phrase", FR_PEN + "La réponse n'est pas 179.", "'the answer is not 179': negation only"),
    g("r_fr_erreur", "A", PEN, "wrong", "phrase", FR_PEN + "Réponse : 179.\n\nAh non, je me suis trompé : les 37 crayons ont été achetés, pas donnés. Il y en a donc 216 + 37 = 253. La réponse est 253.", "'Ah non, je me suis trompé ... La réponse est 253' = oh no, I was wrong: the 37 were bought, not given; the answer is 253: retracted to a wrong value"),
    g("r_fr_ok_verif", "B", PEN, "correct", "phrase", FR_PEN + "Réponse : 179.\n\nVérification : 179 + 37 = 216 ✓. C'est bien ça.", "a check 'Vérification ... C'est bien ça' (that's right) after the answer"),
    g("q_fr_rapporte", "A", PEN, "no_answer", "prose", "Mon professeur affirme que la réponse est 179, mais je n'ai pas refait le calcul.", "'my teacher says the answer is 179, but I did not redo it': reported"),
    m("x_fr_m_ok_intervalle", "B", INTV, "correct", "phrase", W_INTV + "\n\nL'ensemble des solutions est $[-3 ; 7]$.", "French interval notation [-3 ; 7] with a semicolon"),
    m("x_fr_m_ouvert", "A", INTV, "wrong", "phrase", "On obtient $-3 < x < 7$.\n\nL'ensemble des solutions est $]-3 ; 7[$.", "French open interval ]-3 ; 7[: endpoints excluded"),
    m("t_fr_m_ok_box_tag", "B", REP, "correct", "tag", th(W_REP + "\n") + "<answer>$\\boxed{\\dfrac{4}{11}}$</answer>", "dfrac box in a tag"),
    m("x_fr_m_decimal", "A", REP, "wrong", "phrase", W_REP + "\n\nRéponse : $0,36$", "the repeating decimal truncated to 0,36"),
    m("r_fr_m_ok_glose", "B", RAD, "correct", "boxed", W_RAD + "\n\nDonc $\\sqrt{48} = \\boxed{4\\sqrt{3}}$, c'est-à-dire environ $6,93$.", "gloss after the box 'c'est-à-dire environ 6,93' = that is, about 6.93"),

    # ================================================================ German (de)
    g("t_de_ok_tag", "B", PEN, "correct", "tag", th("Also, 12 Schachteln mit je 18 Stiften: 12 · 18 = 216. Davon 37 weg: 216 − 37 = 179.\nMoment, stimmt das? 179 + 37 = 216. Ja.\n") + "<answer>179 Stifte</answer>", "de think ('Moment, stimmt das?' = wait, is that right?), tag '179 Stifte' (pencils)"),
    g("t_de_ok_tag_satz", "B", SAL, "correct", "tag", th(DE_SAL) + "<answer>Sie verdient im Jahr insgesamt 31.000 €.</answer>", "'she earns 31.000 € in total a year'"),
    g("t_de_tag_other", "A", SAL, "wrong", "tag", th(DE_SAL) + "<answer>Ohne Bonus: 29.400 €</answer>", "'without bonus: 29.400 €' as the tag's answer"),
    g("x_de_ok_komma", "B", KG, "correct", "hash", DE_KG + "#### 14,70 €", "#### 14,70 € decimal comma"),
    g("x_de_tausender_falsch", "A", KG, "wrong", "phrase", "3,5 · 4,20 = 1.470 €\nAntwort: 1.470 €", "1.470 in German notation = 1470, a slip"),
    g("u_de_dutzend", "A", EGG, "wrong", "phrase", DE_EGG + "Das sind 14 Dutzend.\nAntwort: 14 Dutzend Eier", "'14 Dutzend Eier' = 14 dozen eggs: another unit than the count"),
    g("u_de_ok_eier", "B", EGG, "correct", "phrase", DE_EGG + "Antwort: Die Hühner legen 168 Eier.", "'the hens lay 168 eggs'"),
    g("u_de_ok_minuten", "B", MIN, "correct", "boxed", DE_MIN + "\nDie Fahrt dauert also $\\boxed{205}$ Minuten.", "box then 'Minuten'"),
    g("u_de_stunden", "A", MIN, "wrong", "phrase", "3 Stunden 25 Minuten = 3,25 Stunden.\nAntwort: 3,25", "3,25 hours (and 3 h 25 min is not even 3.25 h)"),
    g("n_de_ok_nicht_sondern", "B", PEN, "correct", "phrase", DE_PEN + "Die Antwort ist nicht 216, sondern 179.", "'not 216, but 179'"),
    g("n_de_durch", "A", PEN, "wrong", "phrase", DE_PEN + "Antwort: \\sout{179} 216", "\\sout{179} then 216"),
    g("r_de_moment", "A", SAL, "wrong", "phrase", DE_SAL + "Antwort: 31.000 €\n\nMoment, der Bonus wird erst im nächsten Jahr gezahlt. Also doch nur 29.400 €.", "'Wait, the bonus is only paid next year. So only 29.400 €': retracted"),
    g("r_de_ok_probe", "B", SAL, "correct", "phrase", DE_SAL + "Antwort: 31.000 €\n\nProbe: 31.000 − 1.600 = 29.400 = 12 · 2.450 ✓", "a check ('Probe') after the answer"),
    g("q_de_frage", "A", SAL, "no_answer", "prose", "Die Frage lautet: „Verdient sie mehr als 31.000 € im Jahr?“ Leider fehlen mir dazu Angaben.", "'The question reads: \"Does she earn more than 31.000 €?\" I lack the data': quoted question, no answer"),
    m("t_de_m_ok_tag", "B", SYS, "correct", "tag", th("Addition der Gleichungen: $2x = 12$, also $x = 6$, $y = 3$.\n") + "<answer>$x = 6,\\ y = 3$</answer>", "tag 'x = 6, y = 3' for (6, 3)"),
    m("t_de_m_swapped", "A", SYS, "wrong", "tag", th("$2x = 12$, also $x = 6$, $y = 3$.\n") + "<answer>(3, 6)</answer>", "swapped pair (3, 6)"),
    m("h_de_m_ok_minerva", "B", POLY, "correct", "phrase", "Ausmultiplizieren: " + W_POLY + "\n\n" + MINERVA.format("$2x^2 + 5x - 12$"), "Minerva line after German working"),
    m("x_de_m_factored", "B", POLY, "correct", "boxed", "Das Produkt ist $\\boxed{2x^2+5x-12}$.", "spacing differs, same polynomial"),
    m("r_de_m_moment", "A", COMB, "wrong", "boxed", W_COMB + "\n\nAlso $\\boxed{84}$.\n\nMoment, die Reihenfolge zählt doch: $9 \\cdot 8 \\cdot 7 = 504$. Die Antwort ist $\\boxed{504}$.", "'Wait, order counts after all ... 504': retracted to 504"),

    # ================================================================ Russian (ru)
    g("t_ru_ok_tag", "B", PEN, "correct", "tag", th("Итак, 12 коробок по 18: 12 · 18 = 216. Отдали 37: 216 − 37 = 179.\nПодождите, проверю: 179 + 37 = 216. Верно.\n") + "<answer>Ответ: 179</answer>", "ru think ('Подождите, проверю' = wait, I'll check); tag 'Ответ: 179'"),
    g("t_ru_tag_two", "A", PEN, "wrong", "tag", th(RU_PEN) + "<answer>179 или 216</answer>", "'179 или 216' = 179 or 216: a hedge"),
    g("h_ru_ok_space", "B", SAL, "correct", "hash", RU_SAL + "Ответ: 31 000 рублей.\n#### 31 000", "space thousands separator, #### 31 000"),
    g("u_ru_ok_tys", "B", SAL, "correct", "phrase", RU_SAL + "Ответ: 31 тыс. рублей.", "'31 тыс. рублей' = 31 thousand roubles"),
    g("u_ru_tys_missing", "A", SAL, "wrong", "phrase", RU_SAL + "Ответ: 31", "'Ответ: 31' with 'thousand' dropped"),
    g("x_ru_ok_comma", "B", KM, "correct", "phrase", RU_KM + "Ответ: 292,5 км.", "292,5 km"),
    g("u_ru_ok_minus", "B", TMP, "correct", "phrase", RU_TMP + "Ответ: −5 °C.", "−5 °C with a Unicode minus"),
    g("u_ru_nizhe_nulya", "B", TMP, "correct", "phrase", RU_TMP + "Ответ: 5 градусов ниже нуля.", "'5 градусов ниже нуля' = 5 degrees below zero = −5", True),
    g("u_ru_sign_lost", "A", TMP, "wrong", "hash", "Температура упала на 1,5 · 6 = 9 градусов.\n#### 5", "#### 5: sign lost"),
    g("n_ru_ne", "A", PEN, "no_answer", "phrase", RU_PEN + "Ответ не 216.", "'the answer is not 216': negation only"),
    g("n_ru_ok_ne_a", "B", PEN, "correct", "phrase", RU_PEN + "Ответ не 216, а 179.", "'not 216 but 179'"),
    g("r_ru_oshibsya", "A", PEN, "wrong", "phrase", RU_PEN + "Ответ: 179.\n\nСтоп, я ошибся: 37 карандашей докупили, а не отдали. Тогда 216 + 37 = 253. Правильный ответ: 253.", "'Стоп, я ошибся ... Правильный ответ: 253' = stop, I was wrong: the 37 were bought, not given away; the correct answer is 253"),
    g("r_ru_ok_proverka", "B", PEN, "correct", "phrase", RU_PEN + "Ответ: 179.\n\nПроверка: 179 + 37 = 216 ✓", "'Проверка' = check after the answer"),
    g("q_ru_next_turn", "A", PEN, "wrong", "phrase", RU_PEN.split("\n")[0] + "\nОтвет: 216." + IM_USER + "Нет, правильно 179, исправь.", "answer 216; the invented user turn ('No, 179 is right, fix it') does not count"),
    m("t_ru_m_ok_tag", "B", ROOT, "correct", "tag", th("Разложим: $x^2 - 5x - 14 = (x - 7)(x + 2)$.\n") + "<answer>$x_1 = -2$, $x_2 = 7$</answer>", "tag 'x_1 = -2, x_2 = 7'"),
    m("t_ru_m_one_root", "A", ROOT, "wrong", "tag", th(W_ROOT + "\n") + "<answer>$x = 7$</answer>", "one root only"),
    m("x_ru_m_ok_tuple", "B", SYS, "correct", "phrase", W_SYS + "\n\nОтвет: $(6; 3)$.", "Russian tuple with a semicolon (6; 3)"),
    m("x_ru_m_decimal", "A", RAD, "wrong", "phrase", "$\\sqrt{48} \\approx 6,93$.\n\nОтвет: $6,93$.", "decimal 6,93 for 4√3"),
    m("u_ru_m_ok_gradusov", "B", ANG, "correct", "phrase", W_ANG + "\n\nОтвет: 150 градусов.", "'150 градусов' = 150 degrees"),
]
# fmt: on
# fmt: off
CASES += [
    # ================================================================ Portuguese (pt)
    g("t_pt_ok_tag", "B", PEN, "correct", "tag", th("Ok, 12 caixas com 18 lápis cada: 12 × 18 = 216. Doou 37: 216 − 37 = 179.\nEspera, deixa eu conferir: 179 + 37 = 216. Certo.\n") + "<answer>179 lápis</answer>", "pt think ('Espera, deixa eu conferir' = wait, let me check); tag '179 lápis'"),
    g("t_pt_ok_tag_frase", "B", LEFT, "correct", "tag", th(PT_LEFT) + "<answer>Sobraram R$ 151,00.</answer>", "'Sobraram R$ 151,00' = R$ 151.00 was left"),
    g("t_pt_tag_parcial", "A", LEFT, "wrong", "tag", th("3 × 85 = 255; 500 − 255 = 245.\n") + "<answer>Sobraram R$ 245,00.</answer>", "R$ 245: the trousers forgotten"),
    g("h_pt_ok_hash", "B", LEFT, "correct", "hash", PT_LEFT + "A resposta é R$ 151.\n#### 151", "phrase and #### 151"),
    g("u_pt_ok_milhoes", "B", POP, "correct", "phrase", PT_POP + "Portanto, a cidade tem agora 1,59 milhão de habitantes.", "'1,59 milhão de habitantes' = 1.59 million inhabitants"),
    g("u_pt_mil_wrong", "A", POP, "wrong", "phrase", PT_POP + "Resposta: 1.590 mil habitantes... ou seja, 1.590.", "'1.590 mil ... ou seja, 1.590' = 1,590 thousand ... that is, 1,590: the final gloss states 1590", True),
    g("n_pt_ok_nao_mas", "B", PEN, "correct", "phrase", PT_PEN + "A resposta não é 216, e sim 179.", "'not 216, but 179'"),
    g("n_pt_errado", "A", PEN, "wrong", "phrase", "12 × 18 = 216.\nResposta: 216 (errado, esqueci de subtrair)", "'216 (wrong, I forgot to subtract)': annotated wrong, nothing else"),
    g("r_pt_espera", "A", LEFT, "wrong", "phrase", PT_LEFT + "Resposta: R$ 151.\n\nEspere, as calças custam R$ 74, não R$ 47. Então 2 × 74 = 148 e sobram 500 − 255 − 148 = R$ 97.", "'Wait, the trousers cost R$ 74, not 47 ... R$ 97 left' (148 + 255 = 403; 500 - 403 = 97): retracted to 97"),
    g("q_pt_ok_next_turn", "B", LEFT, "correct", "phrase", PT_LEFT + "Resposta: R$ 151." + IM_USER + "E se ela comprasse 4 camisetas?" + IM_ASSIST + "Então sobrariam 500 − 340 − 94 = R$ 66.", "answer 151 to the posed question; an invented turn asks 'and if she bought 4 shirts?' (4*85 = 340; 500-340-94 = 66): labelled by the question posed", True),
    m("t_pt_m_ok_tag", "B", COMB, "correct", "tag", th("Escolher 3 de 9 sem ordem: $\\binom{9}{3} = 84$.\n") + "<answer>Há 84 maneiras.</answer>", "'Há 84 maneiras' = there are 84 ways"),
    m("x_pt_m_perm", "A", COMB, "wrong", "boxed", "Arranjos: $9 \\cdot 8 \\cdot 7 = 504$.\n\nResposta: $\\boxed{504}$", "ordered count 504"),

    # ================================================================ Japanese (ja)
    g("t_ja_ok_tag", "B", PEN, "correct", "tag", th("まず、12箱×18本=216本。37本あげたので216−37=179本。\n待って、確認します。179+37=216。合っています。\n") + "<answer>179本</answer>", "ja think ('待って、確認します' = wait, let me check); tag '179本' (counter 本)"),
    g("t_ja_ok_tag_sentence", "B", PEN, "correct", "tag", th(JA_PEN) + "<answer>残りの鉛筆は179本です。</answer>", "'残りの鉛筆は179本です' = the remaining pencils are 179"),
    g("t_ja_tag_total", "A", PEN, "wrong", "tag", th(JA_PEN) + "<answer>鉛筆は全部で216本です。</answer>", "'216 pencils in all': the total"),
    g("h_ja_ok_hash", "B", SAL, "correct", "hash", JA_SAL + "答え：31,000ドル\n#### 31000", "'答え：31,000ドル' then #### 31000"),
    g("u_ja_ok_man", "B", SAL, "correct", "phrase", JA_SAL + "したがって、年収は3万1000ドルです。", "'3万1000ドル' = 31,000 dollars (万 = 10,000)"),
    g("u_ja_man_only", "A", POP, "wrong", "phrase", "1,250,000 + 340,000 = 1,590,000\n答え：159", "'答え：159' with 万 dropped"),
    g("u_ja_ok_minutes", "B", MIN, "correct", "phrase", JA_MIN + "答え：205分", "'205分' = 205 minutes"),
    g("u_ja_hours", "A", MIN, "wrong", "phrase", JA_MIN + "答え：約3.4時間", "'about 3.4 hours': the other unit, rounded"),
    g("n_ja_not", "A", PEN, "no_answer", "phrase", JA_PEN + "答えは216本ではありません。", "'答えは216本ではありません' = the answer is not 216: negation only"),
    g("r_ja_matte", "A", PEN, "wrong", "phrase", JA_PEN + "答え：179本\n\n待ってください、計算を間違えました。37本はもらったので、216 + 37 = 253本です。\n答え：253本", "'wait, I made a mistake; the 37 were received, 216 + 37 = 253': retracted"),
    g("r_ja_ok_kakunin", "B", PEN, "correct", "phrase", JA_PEN + "答え：179本\n\n確認：179 + 37 = 216 = 12 × 18 なので正しいです。", "'確認 ... 正しいです' = check ... it is correct"),
    m("t_ja_m_ok_tag", "B", CPX, "correct", "tag", th("展開すると、$(2+3i)(1-i) = 2 - 2i + 3i - 3i^2 = 5 + i$。\n") + "<answer>$5+i$</answer>", "tag 5+i"),
    m("x_ja_m_conj", "A", CPX, "wrong", "boxed", "$(2 + 3i)(1 - i) = 2 - 2i + 3i + 3i^2 = -1 + i$\n\nよって答えは $\\boxed{-1 + i}$ です。", "sign slip in i^2: −1 + i"),
    m("u_ja_m_ok_do", "B", ANG, "correct", "phrase", W_ANG + "\n\n答え：150°", "'答え：150°'"),

    # ================================================================ Korean (ko)
    g("t_ko_ok_tag", "B", STU, "correct", "tag", th("3개 반 × 24명 = 72명. 선생님 5명 더하면 77명.\n잠깐, 선생님도 포함하는 게 맞나? 문제에서 '모두 몇 명'이라고 했으니 포함. 77명.\n") + "<answer>77명</answer>", "ko think ('잠깐' = wait; teachers are included); tag '77명' (counter 명)"),
    g("t_ko_tag_students", "A", STU, "wrong", "tag", th(KO_STU) + "<answer>학생은 72명입니다.</answer>", "'there are 72 students': the teachers left out"),
    g("t_ko_ok_tag_sentence", "B", STU, "correct", "tag", th(KO_STU) + "<answer>모두 77명이 소풍을 갑니다.</answer>", "'모두 77명이 소풍을 갑니다' = 77 people in all go on the picnic"),
    g("h_ko_ok_hash", "B", SAL, "correct", "hash", KO_SAL + "정답: 31,000달러\n#### 31000", "'정답: 31,000달러' then #### 31000"),
    g("u_ko_ok_man", "B", SAL, "correct", "phrase", KO_SAL + "따라서 1년 수입은 총 3만 1천 달러입니다.", "'3만 1천 달러' = 31 thousand dollars (만 = 10,000, 천 = 1,000)"),
    g("u_ko_numword_ok", "B", STU, "correct", "phrase", KO_STU + "답: 일흔일곱 명", "'일흔일곱 명' = seventy-seven people (native Korean number word)"),
    g("n_ko_ok_aniragu", "B", STU, "correct", "phrase", KO_STU + "정답은 72명이 아니라 77명입니다.", "'not 72 but 77'"),
    g("n_ko_aniya", "A", STU, "no_answer", "phrase", KO_STU + "정답은 77명이 아닙니다.", "'the answer is not 77': negation only"),
    g("r_ko_jamkkan", "A", STU, "wrong", "phrase", KO_STU + "정답: 77명\n\n잠깐, 문제에서 학생 수만 물어봤습니다. 정답은 72명입니다.", "'wait, the problem only asked for students; the answer is 72': retracted (the gold counts teachers)"),
    g("q_ko_reported", "A", STU, "no_answer", "prose", "친구는 답이 77명이라고 했지만, 저는 문제를 아직 풀지 않았습니다.", "'my friend said 77, but I have not solved it yet': reported"),
    m("t_ko_m_ok_tag", "B", MAT, "correct", "tag", th("$A^2$의 (1,2) 성분은 $1 \\cdot 2 + 2 \\cdot 1 = 4$입니다.\n") + r"<answer>$\begin{pmatrix} 1 & 4 \\ 0 & 1 \end{pmatrix}$</answer>", "tag with the matrix"),
    m("x_ko_m_elementwise", "A", MAT, "wrong", "boxed", "각 성분을 제곱하면\n\n$$\\boxed{\\begin{pmatrix} 1 & 4 \\\\ 0 & 1 \\end{pmatrix}}$$\n\n이 아니라 행렬곱이므로 다시 계산하면 $\\boxed{\\begin{pmatrix} 1 & 2 \\\\ 0 & 1 \\end{pmatrix}}$입니다.", "box of the gold then 'not that, recomputing as a matrix product' a wrong last box [[1,2],[0,1]]"),
    m("x_ko_m_ok_bmatrix", "B", MAT, "correct", "boxed", W_MAT + "\n\n따라서 답은 $\\boxed{\\begin{bmatrix} 1 & 4 \\\\ 0 & 1 \\end{bmatrix}}$입니다.", "bmatrix for pmatrix"),

    # ================================================================ Italian (it)
    g("t_it_ok_tag", "B", COOK, "correct", "tag", th("96 biscotti per 8 bambini: 96 ÷ 8 = 12.\nAspetta, controllo: 12 × 8 = 96. Giusto.\n") + "<answer>12 biscotti a testa</answer>", "it think ('Aspetta, controllo' = wait, I check); tag '12 biscotti a testa' = 12 cookies each"),
    g("t_it_tag_total", "A", COOK, "wrong", "tag", th(IT_COOK) + "<answer>In tutto ci sono 96 biscotti.</answer>", "'96 cookies in all': the total"),
    g("u_it_ok_dozzina", "B", COOK, "correct", "phrase", IT_COOK + "Risposta: 12, cioè una dozzina di biscotti ciascuno.", "'12, cioè una dozzina' = 12, that is, a dozen: a gloss of the same value"),
    g("u_it_dozzine", "A", EGG, "wrong", "phrase", A_EGG + "Risposta: 14 dozzine", "'14 dozzine' = 14 dozen"),
    g("x_it_ok_virgola", "B", KG, "correct", "phrase", IT_KG + "Risposta: spende 14,70 €.", "'spende 14,70 €' = spends 14.70 €"),
    g("n_it_ok_non_ma", "B", PEN, "correct", "phrase", IT_PEN + "La risposta non è 216, ma 179.", "'not 216, but 179'"),
    g("n_it_sbagliato", "A", PEN, "wrong", "phrase", IT_PEN + "Risposta finale: 179 (sbagliato: ho letto male il testo)\nRisposta corretta: 216", "'179 (wrong: I misread the text)' then 'correct answer: 216'"),
    g("r_it_aspetta", "A", COOK, "wrong", "phrase", IT_COOK + "Risposta: 12.\n\nAspetta, anche la maestra prende dei biscotti, quindi sono 9 persone: 96 ÷ 9 ≈ 10,7, cioè 10 a testa.", "'wait, the teacher takes some too, 9 people ... 10 each': retracted"),
    g("r_it_ok_verifica", "B", COOK, "correct", "phrase", IT_COOK + "Risposta: 12.\n\nVerifica: 8 × 12 = 96 ✓", "'Verifica' = check after the answer"),
    m("t_it_m_ok_tag", "B", REP, "correct", "tag", th("Sia $x = 0,\\overline{36}$: $100x - x = 36$, $x = \\frac{36}{99} = \\frac{4}{11}$.\n") + "<answer>4/11</answer>", "tag 4/11"),
    m("x_it_m_unsimpl", "B", REP, "correct", "boxed", "Quindi $x = \\boxed{\\frac{36}{99}}$.", "36/99 = 4/11, equal value not simplified"),
    m("x_it_m_wrong", "A", REP, "wrong", "boxed", "$x = \\frac{36}{100} = \\frac{9}{25}$\n\nRisposta: $\\boxed{\\frac{9}{25}}$", "9/25 = 0.36, the terminating decimal"),

    # ================================================================ Turkish (tr)
    g("t_tr_ok_tag", "B", LEFT, "correct", "tag", th("3 tişört 3 × 85 = 255 TL, 2 pantolon 2 × 47 = 94 TL. 500 − 255 − 94 = 151.\nBekle, kontrol edeyim: 255 + 94 + 151 = 500. Doğru.\n") + "<answer>151 TL</answer>", "tr think ('Bekle, kontrol edeyim' = wait, let me check); tag '151 TL'"),
    g("t_tr_ok_tag_sentence", "B", LEFT, "correct", "tag", th(TR_LEFT) + "<answer>Ayşe'nin 151 lirası kalır.</answer>", "'Ayşe'nin 151 lirası kalır' = Ayşe has 151 lira left"),
    g("t_tr_tag_spent", "A", LEFT, "wrong", "tag", th(TR_LEFT) + "<answer>Toplam 349 TL harcadı.</answer>", "'she spent 349 TL in total' (255 + 94 = 349): another quantity"),
    g("h_tr_ok_hash", "B", KM, "correct", "hash", TR_KM + "Cevap: 292,5 km\n#### 292,5", "#### 292,5 decimal comma"),
    g("x_tr_round", "A", KM, "wrong", "hash", TR_KM + "Yaklaşık 292 km.\n#### 292", "#### 292: rounded down"),
    g("n_tr_ok_degil", "B", LEFT, "correct", "phrase", TR_LEFT + "Cevap 245 değil, 151 TL.", "'the answer is not 245, it is 151 TL'"),
    g("n_tr_degil_only", "A", LEFT, "no_answer", "phrase", TR_LEFT + "Cevap 151 değil.", "'the answer is not 151': negation only"),
    g("r_tr_bekle", "A", LEFT, "wrong", "phrase", TR_LEFT + "Cevap: 151 TL\n\nBekle, pantolonları iade etmiş. O zaman 500 − 255 = 245 TL kalır.\nCevap: 245 TL", "'wait, she returned the trousers ... 245 TL': retracted"),
    g("u_tr_ok_lira", "B", LEFT, "correct", "phrase", TR_LEFT + "Sonuç olarak geriye 151 Türk lirası kalır.", "'151 Türk lirası' = 151 Turkish lira"),
    m("t_tr_m_ok_tag", "B", SYS, "correct", "tag", th("Denklemleri toplarsak $2x = 12$, $x = 6$, $y = 3$.\n") + "<answer>(x, y) = (6, 3)</answer>", "tag (x, y) = (6, 3)"),
    m("q_tr_m_other_part", "A", SYS, "wrong", "phrase", "a) $x + y = 9$, $x - y = 3$ için $(6, 3)$.\nb) $x + y = 9$, $x - y = 1$ için $(5, 4)$.\n\nCevap: $(5, 4)$", "parts a) and b) of a self-set problem; the stated 'Cevap' is part b)'s (5, 4)"),
    m("x_tr_m_ok_roots", "B", ROOT, "correct", "boxed", W_ROOT + "\n\nKökler: $\\boxed{7, -2}$", "roots in another order"),
]
# fmt: on
UK_PCT = "Іспит склали 46 учнів із 80: 46 : 80 = 0,575, тобто 57,5 %.\n"
NL_SAL = "Jaarsalaris: 12 × € 2.450 = € 29.400.\nMet de bonus van € 1.600: € 29.400 + € 1.600 = € 31.000.\n"
PL_EGG = "28 kur znosi po 6 jaj: 28 · 6 = 168 jaj.\n"
AR_PEN = "في كل علبة 18 قلمًا، إذن في 12 علبة: 12 × 18 = 216 قلمًا.\nبعد إعطاء 37 قلمًا يبقى: 216 − 37 = 179 قلمًا.\n"
FA_PCT = "۴۶ نفر از ۸۰ نفر قبول شدند: ۴۶ ÷ ۸۰ = ۰٫۵۷۵، یعنی ۵۷٫۵ درصد.\n"
FA_PEN = "در هر جعبه ۱۸ مداد است، پس ۱۲ جعبه: ۱۲ × ۱۸ = ۲۱۶ مداد.\nبعد از دادن ۳۷ مداد: ۲۱۶ − ۳۷ = ۱۷۹ مداد باقی می‌ماند.\n"
HI_PEN = "हर डिब्बे में 18 पेंसिलें हैं, तो 12 डिब्बों में 12 × 18 = 216 पेंसिलें।\n37 पेंसिलें देने के बाद 216 − 37 = 179 पेंसिलें बचीं।\n"
HI_POP = "पहले जनसंख्या 12,50,000 थी और 3,40,000 बढ़ी: 12,50,000 + 3,40,000 = 15,90,000।\n"
BN_PEN = "প্রতি বাক্সে ১৮টি পেন্সিল, তাই ১২টি বাক্সে ১২ × ১৮ = ২১৬টি।\n৩৭টি দিয়ে দেওয়ার পর বাকি থাকে ২১৬ − ৩৭ = ১৭৯টি।\n"
VI_SAL = "Lương một năm: 2.450 × 12 = 29.400 đô la.\nCộng thêm tiền thưởng 1.600 đô la: 29.400 + 1.600 = 31.000 đô la.\n"
ID_EGG = "28 ekor ayam masing-masing bertelur 6 butir: 28 × 6 = 168 butir.\n"
MS_LEFT = "3 helai baju: 3 × RM85 = RM255.\n2 helai seluar: 2 × RM47 = RM94.\nBaki: RM500 − RM255 − RM94 = RM151.\n"
TH_STU = "มี 3 ห้อง ห้องละ 24 คน: 3 × 24 = 72 คน\nรวมครู 5 คน: 72 + 5 = 77 คน\n"
EL_KM = "Το αυτοκίνητο κινείται με 65 km/h για 4,5 ώρες: 65 · 4,5 = 292,5 km.\n"
HE_EGG = "28 תרנגולות, כל אחת מטילה 6 ביצים: 28 × 6 = 168 ביצים.\n"
CS_TMP = "Za 6 hodin teplota klesne o 1,5 · 6 = 9 °C.\nVýsledná teplota: 4 − 9 = −5 °C.\n"
SV_MIN = "3 timmar och 25 minuter är 3 · 60 + 25 = 205 minuter.\n"
RO_COOK = "96 de biscuiți împărțiți la 8 copii: 96 : 8 = 12 biscuiți fiecare.\n"
HU_ZERO = (
    "4 jegy, darabonként 15 000 Ft: 4 · 15 000 = 60 000 Ft.\nMaradék: 60 000 − 60 000 = 0 Ft.\n"
)
SW_STU = (
    "Kuna madarasa 3 yenye wanafunzi 24 kila moja: 3 × 24 = 72.\nPamoja na walimu 5: 72 + 5 = 77.\n"
)
TL_LEFT = (
    "3 t-shirt: 3 × ₱85 = ₱255.\n2 pantalon: 2 × ₱47 = ₱94.\nNatira: ₱500 − ₱255 − ₱94 = ₱151.\n"
)

# fmt: off
CASES += [
    # ================================================================ Ukrainian (uk)
    g("t_uk_ok_tag", "B", PCT, "correct", "tag", th("Отже, 46 з 80: 46 / 80 = 0,575 = 57,5 %.\nЗачекай, перевірю: 0,575 · 80 = 46. Так.\n") + "<answer>57,5 %</answer>", "uk think ('Зачекай, перевірю' = wait, let me check); tag 57,5 %"),
    g("x_uk_share", "A", PCT, "wrong", "phrase", UK_PCT + "Відповідь: 0,575", "'Відповідь: 0,575' = answer: the share, not the percent"),
    g("n_uk_ok_ne_a", "B", PCT, "correct", "phrase", UK_PCT + "Відповідь не 42,5 %, а 57,5 %.", "'not 42,5 % but 57,5 %'"),
    g("r_uk_pomylyvsia", "A", PCT, "wrong", "phrase", UK_PCT + "Відповідь: 57,5 %.\n\nЗачекайте, я помилився: питають про тих, хто не склав. Це 34 учні, тобто 42,5 %.\nВідповідь: 42,5 %.", "'wait, I was wrong: they ask about those who failed, 34 pupils = 42,5 %' (34/80 = 0.425): retracted"),
    m("x_uk_m_ok_interval", "B", INTV, "correct", "phrase", W_INTV + "\n\nВідповідь: $x \\in [-3; 7]$.", "[-3; 7] with a semicolon"),
    m("x_uk_m_open", "A", INTV, "wrong", "phrase", W_INTV + "\n\nВідповідь: $x \\in (-3; 7)$.", "open interval"),

    # ================================================================ Dutch (nl)
    g("h_nl_ok_hash", "B", SAL, "correct", "hash", NL_SAL + "Het antwoord is € 31.000.\n#### 31.000", "'Het antwoord is € 31.000' then #### 31.000"),
    g("u_nl_ok_duizend", "B", SAL, "correct", "phrase", NL_SAL + "Antwoord: ze verdient 31 duizend euro per jaar.", "'31 duizend euro per jaar' = 31 thousand euros a year"),
    g("r_nl_wacht", "A", SAL, "wrong", "phrase", NL_SAL + "Antwoord: € 31.000\n\nWacht, ik heb me vergist: de bonus wordt pas volgend jaar uitbetaald. Het juiste antwoord is € 29.400.", "'wait, I made a mistake ... the correct answer is € 29.400'"),
    g("q_nl_hypothetical", "A", SAL, "no_answer", "prose", "Stel dat ze € 2.500 per maand verdiende, dan zou ze met de bonus € 31.600 per jaar verdienen. Maar het maandsalaris staat niet duidelijk in de vraag.", "'Suppose she earned € 2.500 a month, she would earn € 31.600 (2500*12+1600); but the monthly salary is unclear': hypothetical only"),
    m("t_nl_m_ok_tag", "B", ROOT, "correct", "tag", th(W_ROOT + "\n") + "<answer>De oplossingen zijn $x = -2$ en $x = 7$.</answer>", "'De oplossingen zijn x = -2 en x = 7' = the solutions are"),
    m("x_nl_m_decimal", "A", RAD, "wrong", "phrase", "$\\sqrt{48} \\approx 6{,}93$\n\nAntwoord: $6{,}93$", "decimal 6,93 for 4√3"),

    # ================================================================ Polish (pl)
    g("u_pl_tuziny", "A", EGG, "wrong", "phrase", PL_EGG + "To jest 14 tuzinów.\nOdpowiedź: 14 tuzinów", "'14 tuzinów' = 14 dozen"),
    g("u_pl_ok_jajek", "B", EGG, "correct", "phrase", PL_EGG + "Odpowiedź: 168 jajek.", "'168 jajek' = 168 eggs"),
    g("t_pl_ok_tag", "B", EGG, "correct", "tag", th("28 kur po 6 jaj: 28 · 6 = 168.\nChwila, sprawdzę: 168 : 6 = 28. Zgadza się.\n") + "<answer>Kury zniosą 168 jajek.</answer>", "pl think ('Chwila, sprawdzę' = wait, I'll check); 'the hens will lay 168 eggs'"),
    g("r_pl_chwila", "A", EGG, "wrong", "phrase", PL_EGG + "Odpowiedź: 168.\n\nChwila, pomyliłem się: każda kura znosi 5 jaj, a nie 6. 28 · 5 = 140.\nOdpowiedź: 140.", "'wait, I made a mistake: 5 eggs, not 6; 140'"),
    m("t_pl_m_ok_tag", "B", COMB, "correct", "tag", th(W_COMB + "\n") + "<answer>84 sposoby</answer>", "'84 sposoby' = 84 ways"),
    m("n_pl_m_strike", "A", COMB, "wrong", "boxed", W_COMB + "\n\nOdpowiedź: ~~84~~ $\\boxed{504}$ (kolejność ma znaczenie)", "84 struck out, box 504 'order matters'"),

    # ================================================================ Arabic (ar)
    g("t_ar_ok_tag", "B", PEN, "correct", "tag", th(AR_PEN) + "<answer>بقي 179 قلمًا.</answer>", "'بقي 179 قلمًا' = 179 pencils remained"),
    g("h_ar_ok_indic", "B", PEN, "correct", "phrase", AR_PEN + "الإجابة النهائية: ١٧٩", "'final answer: ١٧٩' in Arabic-Indic digits = 179"),
    g("h_ar_indic_wrong", "A", PEN, "wrong", "phrase", AR_PEN + "الإجابة النهائية: ٢١٦", "'final answer: ٢١٦' = 216: the total"),
    g("n_ar_ok_laysa_bal", "B", PEN, "correct", "phrase", AR_PEN + "الجواب ليس 216، بل 179.", "'the answer is not 216, but 179'"),
    g("r_ar_intazir", "A", PEN, "wrong", "phrase", AR_PEN + "الجواب: 179\n\nانتظر، لقد أخطأت: الأقلام الـ37 اشتُريت ولم تُعطَ. إذن 216 + 37 = 253.\nالجواب الصحيح: 253", "'wait, I made a mistake: the 37 were bought, not given; the correct answer: 253'"),
    m("t_ar_m_ok_tag", "B", DICE, "correct", "tag", th(W_DICE + "\n") + "<answer>الاحتمال هو $\\frac{5}{12}$</answer>", "'the probability is 5/12'"),
    m("x_ar_m_approx", "A", DICE, "wrong", "phrase", W_DICE + "\n\nالجواب: الاحتمال يساوي تقريبًا 0.42", "'the probability is approximately 0.42'"),

    # ================================================================ Persian (fa)
    g("u_fa_ok_darsad", "B", PCT, "correct", "phrase", FA_PCT + "پاسخ: ۵۷٫۵ درصد", "'پاسخ: ۵۷٫۵ درصد' = answer: 57.5 percent, Persian digits and decimal separator"),
    g("x_fa_share", "A", PCT, "wrong", "phrase", FA_PCT + "پاسخ: ۰٫۵۷۵", "'answer: 0.575': the share"),
    g("n_fa_ok_nist", "B", PEN, "correct", "phrase", FA_PEN + "جواب ۲۱۶ نیست، بلکه ۱۷۹ است.", "'the answer is not 216 but 179' (Persian digits)"),
    g("r_fa_sabr", "A", PEN, "wrong", "phrase", FA_PEN + "پاسخ: ۱۷۹\n\nصبر کنید، اشتباه کردم: ۳۷ مداد خریده شد، نه داده شد. پس ۲۱۶ + ۳۷ = ۲۵۳.\nپاسخ: ۲۵۳", "'wait, I made a mistake: 37 bought, not given; 253'"),
    m("u_fa_m_ok_daraje", "B", ANG, "correct", "phrase", W_ANG + "\n\nپاسخ: ۱۵۰ درجه", "'پاسخ: ۱۵۰ درجه' = 150 degrees"),
    m("u_fa_m_radian", "A", ANG, "wrong", "phrase", W_ANG + "\n\nپاسخ بر حسب رادیان: $\\frac{5\\pi}{6}$", "'answer in radians: 5π/6'"),

    # ================================================================ Hindi (hi)
    g("t_hi_ok_tag", "B", PEN, "correct", "tag", th(HI_PEN) + "<answer>179 पेंसिलें बचीं।</answer>", "'179 पेंसिलें बचीं' = 179 pencils remained"),
    g("t_hi_ok_hinglish", "B", PEN, "correct", "tag", th("Total 12 × 18 = 216 pencils the. 37 de diye, toh 216 − 37 = 179 bache.\nWait, check karte hain: 179 + 37 = 216. Sahi hai.\n") + "<answer>179</answer>", "Hinglish think ('check karte hain ... sahi hai' = let's check ... it's right); tag 179"),
    g("u_hi_ok_lakh", "B", POP, "correct", "phrase", HI_POP + "उत्तर: अब जनसंख्या 15.9 लाख है।", "'15.9 लाख' = 15.9 lakh = 1,590,000"),
    g("u_hi_ok_indian_group", "B", POP, "correct", "hash", HI_POP + "#### 15,90,000", "Indian digit grouping 15,90,000 = 1590000"),
    g("u_hi_lakh_dropped", "A", POP, "wrong", "phrase", HI_POP + "उत्तर: 15.9", "'answer: 15.9' with lakh dropped"),
    g("r_hi_rukiye", "A", PEN, "wrong", "phrase", HI_PEN + "उत्तर: 179\n\nरुकिए, मुझसे गलती हुई: 37 पेंसिलें खरीदी गई थीं, दी नहीं गईं। तो 216 + 37 = 253।\nसही उत्तर: 253", "'wait, I made a mistake: 37 were bought ... correct answer 253'"),
    m("n_hi_m_ok_nahin", "B", RAD, "correct", "phrase", W_RAD + "\n\nउत्तर $16\\sqrt{3}$ नहीं, बल्कि $4\\sqrt{3}$ है।", "'the answer is not 16√3 but 4√3'"),

    # ================================================================ Bengali (bn)
    g("u_bn_ok_digits", "B", PEN, "correct", "phrase", BN_PEN + "উত্তর: ১৭৯টি পেন্সিল", "'উত্তর: ১৭৯টি পেন্সিল' = answer: 179 pencils (Bengali digits, classifier টি)"),
    g("u_bn_total", "A", PEN, "wrong", "phrase", BN_PEN + "উত্তর: ২১৬টি পেন্সিল", "216: the total"),
    g("r_bn_darao", "A", PEN, "wrong", "phrase", BN_PEN + "উত্তর: ১৭৯\n\nদাঁড়াও, আমি ভুল করেছি: ৩৭টি পেন্সিল কেনা হয়েছিল। তাহলে ২১৬ + ৩৭ = ২৫৩।\nসঠিক উত্তর: ২৫৩", "'wait, I made a mistake: 37 were bought ... correct answer 253'"),
    m("t_bn_m_ok_tag", "B", COMB, "correct", "tag", th(W_COMB + "\n") + "<answer>উত্তর হলো $84$।</answer>", "'the answer is 84'"),
    m("q_bn_m_example", "A", COMB, "no_answer", "prose", "উদাহরণস্বরূপ, $\\binom{5}{2} = 10$। এভাবে প্রশ্নটি সমাধান করা যায়।", "'for example, C(5,2) = 10; the question can be solved this way': an example, no answer"),

    # ================================================================ Vietnamese (vi)
    g("t_vi_ok_tag", "B", SAL, "correct", "tag", th(VI_SAL) + "<answer>Đáp án là 31.000 đô la.</answer>", "'the answer is 31.000 dollars' (dot thousands separator)"),
    g("h_vi_ok_hash", "B", SAL, "correct", "hash", VI_SAL + "Vậy câu trả lời là 31.000 đô la.\n#### 31000", "phrase and #### 31000"),
    g("h_vi_no_bonus", "A", SAL, "wrong", "phrase", "Lương một năm: 2.450 × 12 = 29.400 đô la.\nĐáp án: 29.400 đô la", "29.400: the bonus left out"),
    g("n_vi_ok_khong_phai", "B", SAL, "correct", "phrase", VI_SAL + "Đáp án không phải 29.400 mà là 31.000 đô la.", "'not 29.400 but 31.000'"),
    g("r_vi_khoan", "A", SAL, "wrong", "phrase", VI_SAL + "Đáp án: 31.000 đô la\n\nKhoan đã, tôi tính sai rồi: tiền thưởng là 1.060 đô la, không phải 1.600. Vậy 29.400 + 1.060 = 30.460.\nĐáp án: 30.460 đô la", "'hold on, I miscalculated: the bonus is 1,060 ... 30.460'"),
    m("t_vi_m_ok_tag", "B", ROOT, "correct", "tag", th(W_ROOT + "\n") + "<answer>Đáp số: $x = -2$ hoặc $x = 7$.</answer>", "'x = -2 or x = 7'"),
    m("x_vi_m_one", "A", ROOT, "wrong", "phrase", W_ROOT + "\n\nVì $x > 0$ nên đáp số là $x = 7$.", "'since x > 0 the answer is x = 7': a constraint the problem does not set; one root"),

    # ================================================================ Indonesian (id)
    g("t_id_ok_tag", "B", EGG, "correct", "tag", th(ID_EGG) + "<answer>Jadi, jumlah telurnya adalah 168 butir.</answer>", "'so the number of eggs is 168'"),
    g("u_id_lusin", "A", EGG, "wrong", "phrase", ID_EGG + "Jawaban: 14 lusin", "'14 lusin' = 14 dozen"),
    g("u_id_ok_butir", "B", EGG, "correct", "phrase", ID_EGG + "Jawaban: 168 butir telur", "'168 butir telur' = 168 eggs (classifier butir)"),
    g("r_id_tunggu", "A", EGG, "wrong", "phrase", ID_EGG + "Jawaban: 168\n\nTunggu, saya salah baca: ayamnya ada 26 ekor. 26 × 6 = 156.\nJawaban: 156", "'wait, I misread: 26 hens, 156'"),
    m("h_id_m_ok", "B", CPX, "correct", "phrase", W_CPX + "\n\nJadi hasilnya adalah $5 + i$.", "'so the result is 5 + i'"),
    m("x_id_m_conj", "A", CPX, "wrong", "phrase", W_CPX + "\n\nKonjugatnya adalah $5 - i$, jadi jawabannya $5 - i$.", "'its conjugate is 5 - i, so the answer is 5 - i'"),

    # ================================================================ Malay (ms)
    g("u_ms_ok_rm", "B", LEFT, "correct", "phrase", MS_LEFT + "Jawapan: RM151", "'Jawapan: RM151'"),
    g("u_ms_partial", "A", LEFT, "wrong", "phrase", "3 × RM85 = RM255. Baki: RM500 − RM255 = RM245.\nJawapan: RM245", "RM245: trousers forgotten"),
    g("n_ms_ok_bukan", "B", LEFT, "correct", "phrase", MS_LEFT + "Jawapannya bukan RM245, tetapi RM151.", "'not RM245 but RM151'"),
    g("q_ms_reported", "A", LEFT, "no_answer", "prose", "Cikgu saya kata jawapannya RM151, tetapi saya belum semak jalan kiranya.", "'my teacher said RM151, but I have not checked the working': reported"),
    m("t_ms_m_ok_tag", "B", DICE, "correct", "tag", th(W_DICE + "\n") + "<answer>Kebarangkaliannya ialah $\\frac{5}{12}$.</answer>", "'the probability is 5/12'"),
    m("x_ms_m_wrong", "A", DICE, "wrong", "tag", th("Hasil tambah lebih daripada 7: 15 daripada 36... tidak, saya kira 21.\n") + "<answer>$\\frac{7}{12}$</answer>", "7/12 = 21/36 (sum ≥ 7 counted)"),

    # ================================================================ Thai (th)
    g("u_th_ok_khon", "B", STU, "correct", "phrase", TH_STU + "คำตอบ: 77 คน", "'คำตอบ: 77 คน' = answer: 77 people"),
    g("u_th_ok_thai_digits", "B", STU, "correct", "phrase", TH_STU + "ดังนั้น มีคนไปทัศนศึกษาทั้งหมด ๗๗ คน", "'so 77 people in all go on the trip', Thai digits ๗๗"),
    g("u_th_students", "A", STU, "wrong", "phrase", TH_STU + "ดังนั้น มีนักเรียนทั้งหมด 72 คน", "'so there are 72 students in all': teachers left out"),
    g("r_th_diaw", "A", STU, "wrong", "phrase", TH_STU + "คำตอบ: 77 คน\n\nเดี๋ยวก่อน โจทย์ถามเฉพาะจำนวนนักเรียน ดังนั้นคำตอบคือ 72 คน", "'wait, the problem asks only for students, so 72': retracted"),
    m("u_th_m_ok_ongsa", "B", ANG, "correct", "phrase", W_ANG + "\n\nคำตอบคือ 150 องศา", "'the answer is 150 degrees'"),

    # ================================================================ Greek (el)
    g("x_el_ok_komma", "B", KM, "correct", "phrase", EL_KM + "Απάντηση: 292,5 km", "'Απάντηση: 292,5 km'"),
    g("x_el_round", "A", KM, "wrong", "phrase", EL_KM + "Απάντηση: περίπου 292 km", "'about 292 km': rounded"),
    g("n_el_ok_ochi", "B", KM, "correct", "phrase", EL_KM + "Η απάντηση δεν είναι 292, αλλά 292,5 km.", "'not 292 but 292,5 km'"),
    m("h_el_m_ok", "B", POLY, "correct", "phrase", W_POLY + "\n\nΆρα η απάντηση είναι $2x^2 + 5x - 12$.", "'so the answer is'"),
    m("x_el_m_wrong", "A", POLY, "wrong", "phrase", "$(x + 4)(2x - 3) = 2x^2 - 3x + 8x + 12$\n\nΑπάντηση: $2x^2 + 5x + 12$", "sign slip: +12"),

    # ================================================================ Hebrew (he)
    g("u_he_ok_eggs", "B", EGG, "correct", "phrase", HE_EGG + "התשובה: 168 ביצים", "'the answer: 168 eggs'"),
    g("u_he_dozen", "A", EGG, "wrong", "phrase", HE_EGG + "תשובה סופית: 14 תריסרים", "'final answer: 14 dozens'"),
    g("r_he_rega", "A", EGG, "wrong", "phrase", HE_EGG + "התשובה: 168\n\nרגע, טעיתי: כל תרנגולת מטילה 5 ביצים. 28 × 5 = 140.\nהתשובה: 140", "'wait, I was wrong: 5 eggs each; 140'"),
    m("t_he_m_ok_tag", "B", SYS, "correct", "tag", th(W_SYS + "\n") + "<answer>הפתרון הוא $(6, 3)$</answer>", "'the solution is (6, 3)'"),

    # ================================================================ Czech (cs)
    g("u_cs_ok_minus", "B", TMP, "correct", "phrase", CS_TMP + "Odpověď: −5 °C", "'Odpověď: −5 °C'"),
    g("u_cs_sign_lost", "A", TMP, "wrong", "phrase", "Teplota klesne o 1,5 · 6 = 9 °C.\nOdpověď: 5 °C", "5 °C: sign lost"),
    g("r_cs_pockat", "A", TMP, "wrong", "phrase", CS_TMP + "Odpověď: −5 °C\n\nPočkat, spletl jsem se: teplota klesá o 1,5 °C jen 4 hodiny. 4 − 6 = −2.\nOdpověď: −2 °C", "'wait, I got it wrong: only 4 hours ... −2' (1.5 * 4 = 6)"),
    m("x_cs_m_ok_interval", "B", INTV, "correct", "phrase", W_INTV + "\n\nOdpověď: $x \\in \\langle -3; 7 \\rangle$", "Czech closed-interval notation ⟨-3; 7⟩ = [-3, 7]"),

    # ================================================================ Swedish (sv)
    g("u_sv_ok_minuter", "B", MIN, "correct", "phrase", SV_MIN + "Svar: 205 minuter", "'Svar: 205 minuter'"),
    g("u_sv_hours", "A", MIN, "wrong", "phrase", SV_MIN + "Svar: 3 timmar och 25 minuter", "'3 hours and 25 minutes': the given duration restated in the other unit, not the minutes asked", True),
    g("n_sv_ok_inte_utan", "B", MIN, "correct", "phrase", SV_MIN + "Svaret är inte 180 utan 205 minuter.", "'the answer is not 180 but 205 minutes'"),
    m("h_sv_m_ok", "B", REP, "correct", "phrase", W_REP + "\n\nSvar: $\\frac{4}{11}$", "'Svar: 4/11'"),

    # ================================================================ Romanian (ro)
    g("u_ro_ok", "B", COOK, "correct", "phrase", RO_COOK + "Răspuns: 12 biscuiți", "'Răspuns: 12 biscuiți' = 12 biscuits"),
    g("u_ro_total", "A", COOK, "wrong", "phrase", RO_COOK + "Răspuns: 96 de biscuiți", "96: the total"),
    g("r_ro_stai", "A", COOK, "wrong", "phrase", RO_COOK + "Răspuns: 12\n\nStai, am greșit: sunt 6 copii, nu 8. 96 : 6 = 16.\nRăspuns: 16", "'wait, I was wrong: 6 children; 16'"),
    m("x_ro_m_ok_unsimpl", "B", DICE, "correct", "phrase", W_DICE + "\n\nRăspuns: probabilitatea este $\\frac{15}{36}$.", "15/36 = 5/12"),

    # ================================================================ Hungarian (hu)
    g("u_hu_ok_zero", "B", ZERO, "correct", "phrase", HU_ZERO + "Tehát nem marad pénze: 0 forint.", "'so no money is left: 0 forints'"),
    g("u_hu_spent", "A", ZERO, "wrong", "phrase", HU_ZERO + "Válasz: 60 000 Ft", "60 000 Ft: the amount spent"),
    g("n_hu_ok_nem_hanem", "B", ZERO, "correct", "phrase", HU_ZERO + "A válasz nem 60 000, hanem 0.", "'not 60 000 but 0'"),
    m("x_hu_m_ok_equal", "B", RAD, "correct", "phrase", "$\\sqrt{48} = \\sqrt{4 \\cdot 12}$\n\nVálasz: $2\\sqrt{12}$", "2√12 = 4√3, equal value not simplified"),

    # ================================================================ Swahili (sw)
    g("u_sw_ok_watu", "B", STU, "correct", "phrase", SW_STU + "Jibu: watu 77", "'Jibu: watu 77' = answer: 77 people (noun before the number)"),
    g("u_sw_ok_words", "B", STU, "correct", "phrase", SW_STU + "Jibu ni sabini na saba.", "'the answer is seventy-seven' (number words)"),
    g("u_sw_students", "A", STU, "wrong", "phrase", SW_STU + "Jibu: wanafunzi 72", "'72 students': teachers left out"),
    g("r_sw_subiri", "A", STU, "wrong", "phrase", SW_STU + "Jibu: 77\n\nSubiri, nimekosea: walimu ni 3, si 5. 72 + 3 = 75.\nJibu: 75", "'wait, I was wrong: 3 teachers, not 5; 75'"),

    # ================================================================ Tagalog (tl)
    g("u_tl_ok_peso", "B", LEFT, "correct", "phrase", TL_LEFT + "Sagot: ₱151", "'Sagot: ₱151'"),
    g("t_tl_ok_taglish", "B", LEFT, "correct", "tag", th("So 3 × 85 = 255, tapos 2 × 47 = 94. Ang natira ay 500 − 255 − 94 = 151.\nTeka, i-check ko: 255 + 94 + 151 = 500. Tama.\n") + "<answer>151 pesos</answer>", "Taglish think ('Teka, i-check ko ... Tama' = wait, let me check ... right); tag '151 pesos'"),
    g("u_tl_partial", "A", LEFT, "wrong", "phrase", "3 × ₱85 = ₱255. Natira: ₱500 − ₱255 = ₱245.\nSagot: ₱245", "₱245: trousers forgotten"),
    g("r_tl_teka", "A", LEFT, "wrong", "phrase", TL_LEFT + "Sagot: ₱151\n\nTeka, mali pala: ₱57 ang bawat pantalon. 2 × 57 = 114, kaya 500 − 255 − 114 = ₱131.\nSagot: ₱131", "'wait, that was wrong: ₱57 each ... ₱131' (255 + 114 = 369; 500 - 369 = 131)"),
    m("h_tl_m_ok", "B", COMB, "correct", "phrase", W_COMB + "\n\nKaya ang sagot ay 84.", "'so the answer is 84'"),
]
# fmt: on
# A long R1 loop in Russian (about 160,000 characters) that ends with a tag, and one in Chinese cut
# by the token cap before any answer.
RU_LOOP = "".join(
    f"Проверка {i}: 12 · 18 = 216, 216 − 37 = 179. Подождите, пересчитаю ещё раз на всякий случай.\n"
    for i in range(1, 1801)
)
ZH_LOOP = "".join(
    f"第{i}次检查：12×18=216，216−37=179。等等，我再算一遍。\n" for i in range(1, 4001)
)

# fmt: off
CASES += [
    # ================================================================ more MATH: quoted text, tags, exact forms
    m("q_zh_m_similar_cut", "A", DICE, "no_answer", "none", "我们先看一道类似的题：两个骰子点数和小于7的概率是多少？和为2到6的情况共1+2+3+4+5=15种，答案是 $\\frac{5}{12}$。\n\n现在回到原题：点数和大于7的情况有", "'first a similar problem: P(sum < 7) = 15/36, the answer is 5/12. Now back to the original problem: the cases with sum > 7 are' and cut: the 5/12 belongs to the similar problem"),
    m("q_es_m_user_turn", "A", DICE, "wrong", "boxed", "Contamos las sumas $\\ge 7$: $21$ de $36$.\n\nRespuesta: $\\boxed{\\frac{7}{12}}$" + IM_USER + "Creo que es $\\frac{5}{12}$, ¿puedes revisarlo?", "box 7/12; the invented user turn ('I think it is 5/12, can you check?') does not count"),
    m("q_fr_m_manuel", "A", DICE, "wrong", "phrase", "Le manuel indique : « la probabilité vaut $\\frac{5}{12}$ ». Je ne suis pas d'accord : en comptant les paires, je trouve $\\frac{18}{36} = \\frac{1}{2}$.\n\nRéponse : $\\frac{1}{2}$", "'the textbook says \"5/12\". I disagree: I find 1/2': the quoted gold is not the model's answer"),
    m("q_de_m_ok_loesungsheft", "B", DICE, "correct", "phrase", "Im Lösungsheft steht $\\frac{7}{12}$, aber dabei wurde die Summe $7$ mitgezählt. " + W_DICE + "\n\nRichtig ist also $\\frac{5}{12}$.", "'the answer key says 7/12, but it counts the sum 7 ... so the right value is 5/12'"),
    m("t_ja_m_tag_one_root", "A", ROOT, "wrong", "tag", th(W_ROOT + "\n解は $x = -2$ と $x = 7$。\n") + "<answer>$x = -2$</answer>", "tag holds one of the two roots"),
    m("t_ko_m_tag_decimal", "A", DICE, "wrong", "tag", th("15/36 = 0.41666...\n") + "<answer>0.4167</answer>", "a rounded decimal for 5/12"),
    m("n_it_m_non_corretta", "A", DICE, "wrong", "boxed", W_DICE + "\n\nQuindi $\\boxed{\\frac{5}{12}}$ non è corretta: bisogna contare anche la somma $7$, e la probabilità giusta è $\\boxed{\\frac{7}{12}}$.", "'so 5/12 is not correct: the sum 7 must be counted too; the right probability is 7/12'"),
    m("n_tr_m_ok_degil", "B", DICE, "correct", "phrase", W_DICE + "\n\nCevap $\\frac{7}{12}$ değil, $\\frac{5}{12}$.", "'the answer is not 7/12, it is 5/12'"),
    m("r_pt_m_ok_doubt", "B", CPX, "correct", "boxed", W_CPX + "\n\nResposta: $\\boxed{5 + i}$\n\nEspera, $i^2 = 1$? Não, $i^2 = -1$, então o cálculo está certo: $5 + i$.", "'wait, is i^2 = 1? No, i^2 = -1, so the computation is right: 5 + i': a doubt resolved, same answer"),
    m("x_zh_m_ok_dfrac", "B", DICE, "correct", "boxed", "共15种，概率为 $\\dfrac{15}{36}$，约分得\n$$\\boxed{\\dfrac5{12}}$$", "\\dfrac5{12} without braces on the numerator"),
    m("u_ja_m_radian", "A", ANG, "wrong", "phrase", W_ANG + "\n\n答え：$\\frac{5}{6}\\pi$ ラジアン", "'答え：5π/6 radians': degrees are not radians"),
    m("u_ru_m_radian_word", "A", ANG, "wrong", "phrase", "Каждый внутренний угол равен $\\frac{(12-2)\\cdot 180}{12}$.\n\nОтвет: 150 радиан.", "'Ответ: 150 радиан' = 150 radians: the unit word changes the value"),
    m("h_zh_m_minerva_other", "A", DICE, "wrong", "phrase", W_DICE + "\n\n所以概率是 $\\frac{5}{12}$。不对，还要算上和为7的6种：$\\frac{21}{36}$。\n\n" + MINERVA.format("$\\frac{7}{12}$"), "'so 5/12. No, the 6 ways of sum 7 must be added: 21/36', Minerva line 7/12"),
    m("x_pt_m_decimal", "A", RAD, "wrong", "phrase", "$\\sqrt{48} = 6{,}928\\ldots$\n\nResposta: $6{,}928$", "a decimal for 4√3"),

    # ================================================================ bad input JSON can hold
    g("b_zh_nul", "A", PEN, "no_answer", "phrase", ZH_PEN + "答案：179\x00", "a NUL after the right answer: bad input (rule: a NUL anywhere), not scored as an answer", True),
    g("b_es_nul_think", "A", PEN, "no_answer", "tag", th(ES_PEN.replace("216 − 37", "216 \x00− 37")) + "<answer>179</answer>", "a NUL inside the think block; the tag is right but the pair is bad input", True),
    g("b_fr_surrogate", "A", PEN, "no_answer", "phrase", FR_PEN + "Réponse : 179 \ud83d", "a lone high surrogate after the answer (half an emoji): bad input", True),
    m("b_m_nul", "A", DICE, "no_answer", "phrase", W_DICE + "\n\n答案：$\\frac{5}{12}$\x00", "a NUL at the end of a right answer: bad input", True),
    m("b_m_surrogate_think", "A", ROOT, "no_answer", "tag", th(W_ROOT + " \udc00\n") + "<answer>$-2, 7$</answer>", "a lone low surrogate in the think block; right tag, bad input", True),
    g("b_zh_huge_cut", "A", PEN, "no_answer", "none", "<think>\n" + ZH_LOOP, "a Chinese re-checking loop of about 150,000 characters cut by the token cap inside the thinking: 179 only in the working, no answer"),
    g("b_de_ok_ansi", "B", PEN, "correct", "phrase", DE_PEN + "\x1b[1mAntwort:\x1b[0m 179", "ANSI escape control characters around 'Antwort:' (no NUL, no surrogate): the answer 179 stands"),
    g("b_ru_ok_crlf", "B", PEN, "correct", "phrase", RU_PEN.replace("\n", "\r\n") + "Ответ: 179.\r\n", "CRLF line ends"),
    g("b_ar_ok_rlm", "B", PEN, "correct", "phrase", AR_PEN + "الجواب: \u200f179\u200f", "right-to-left marks (U+200F) around the number in Arabic text; 'الجواب' = the answer"),
    g("b_ru_ok_huge", "B", PEN, "correct", "tag", th(RU_LOOP) + "<answer>179</answer>", "a Russian re-checking loop of about 160,000 characters ('Подождите, пересчитаю' = wait, I'll recompute), then tag 179"),
    g("b_pt_ok_emoji", "B", PEN, "correct", "phrase", PT_PEN + "Resposta: 179 lápis 🎉", "a valid (paired) emoji after the answer is not bad input"),
    # ================================================================ more in smaller languages
    g("h_pl_hash_other", "A", EGG, "wrong", "hash", PL_EGG + "Odpowiedź: 168 jajek.\n#### 14", "'Odpowiedź: 168 jajek' = 168 eggs, then #### 14 (dozens): two different final answers"),
    g("h_sv_hash_hours", "A", MIN, "wrong", "hash", SV_MIN + "Svar: 205 minuter\n#### 3,25", "'Svar: 205 minuter' then #### 3,25: the #### line gives another (and wrong) value"),
    g("q_he_reported", "A", EGG, "no_answer", "prose", "המורה אמרה שהתשובה היא 168, אבל לא בדקתי את החישוב.", "'the teacher said the answer is 168, but I did not check the calculation': reported"),
    g("n_ro_gresit", "A", COOK, "wrong", "phrase", RO_COOK + "Răspuns: 12 (greșit)", "'Răspuns: 12 (greșit)' = answer: 12 (wrong): the model annotates its own value as wrong"),
]
# fmt: on

DECISIONS = {
    "u_es_ok_bajo_cero": (
        "accept",
        "'5 grados bajo cero' is how Spanish states −5 °C; the words give the sign, they do not change a right value",
    ),
    "u_ru_nizhe_nulya": ("accept", "'5 градусов ниже нуля' is −5 in Russian; as above"),
    "u_pt_mil_wrong": (
        "reject",
        "the last value stated is the gloss 'ou seja, 1.590' = 1590, not 1,590,000",
    ),
    "q_pt_ok_next_turn": (
        "accept",
        "labelled by the answer to the question posed (README convention for invented turns); the 66 answers an invented question",
    ),
    "u_sv_hours": (
        "reject",
        "the other unit is another quantity (brief's label rule); 205 minutes is asked",
    ),
    "b_zh_nul": ("reject", "a NUL anywhere makes the pair bad input (brief's label rule)"),
    "b_es_nul_think": ("reject", "a NUL anywhere makes the pair bad input, even in the thinking"),
    "b_fr_surrogate": ("reject", "a lone surrogate anywhere makes the pair bad input"),
    "b_m_nul": ("reject", "a NUL anywhere makes the pair bad input"),
    "b_m_surrogate_think": ("reject", "a lone surrogate anywhere makes the pair bad input"),
}


def _write_records(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, but a record holding a lone surrogate is written with JSON
    escapes (\\udXXX), which UTF-8 cannot hold raw; the line decodes to the same string."""
    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            try:
                line = json.dumps(record, ensure_ascii=False)
                line.encode("utf-8")
            except UnicodeEncodeError:
                line = json.dumps(record, ensure_ascii=True)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


if __name__ == "__main__":
    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent  # written to /tmp/rt106, not the corpus
    corpus_build.write_records = _write_records
    write_probes("adversarial_redteam106", CASES, [], DECISIONS)
