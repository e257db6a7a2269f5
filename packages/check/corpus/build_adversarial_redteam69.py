r"""Build adversarial_redteam69.jsonl: a sixty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam69", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier multilingual
rounds, and WITHOUT running the checker (or any grader, or sympy) on them; handed over BEFORE any
scoring. Not model output. Only corpus/README.md ("Fields", "How labels were made"),
corpus_build.py, build_adversarial_redteam21.py (structure, label rules) and the issue text were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat and
reasoning models write them: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese,
French, German, Italian, Dutch, Polish, Czech, Swedish, Turkish, Arabic, Persian, Hebrew, Hindi,
Bengali, Vietnamese, Indonesian, Thai, Greek, Tagalog (25), with mixed-language outputs (a Chinese
or English thinking block and an answer in another language). Each class of the issue is written
with the language's own answer phrases, number writing (decimal commas, dot / space / thin-space /
Arabic thousands separators, Indian lakh grouping, scale words 万 / 만 / लाख / тыс. / Tsd. / nghìn,
Arabic-Indic, Persian, Devanagari, Bengali, Thai and full-width digits), counted nouns and
classifiers (个, 本, 자루, แท่ง), temperature idioms (零下, 氷点下, 영하, мороза / тепла, unter Null,
bajo cero), negation word order (259ではなく, 259 değil, не X, а Y), corrections (訂正, Поправка,
Korrektur, Erratum, Teka, mali pala), checks after the answer (验证, 確認, Проверка, Probe, Zkouška,
Controle), closings, reported and hypothetical speech, and answer tags holding sentences.

Problems and golds (arithmetic checked by hand; python used on numbers only):
GSM8K
  ROL  37 trays of 24 rolls, 629 sold: 37*24 = 740 + 148 = 888; 888 - 629 = 259 (check 259 + 629 =
       888). Misreading 692 sold: 888 - 692 = 196.                                        gold 259
  PRC  3.75 kg at 4.36 a kg: 4.36*3 = 13.08, 4.36*0.75 = 3.27, sum 16.35. Rounded 16.4. Misread
       4.63: 3.75*4.63 = 17.3625 ~ 17.36.                                                 gold 16.35
  FAL  2 degrees, falling 1.5 an hour for 7 hours: 1.5*7 = 10.5; 2 - 10.5 = -8.5.         gold -8.5
  RIS  -5 degrees, rising 1.5 an hour for 9 hours: 1.5*9 = 13.5; -5 + 13.5 = 8.5.         gold 8.5
  PCT  28 of 80 pass: 28/80 = 0.35 = 35 %. (26 of 80 = 32.5 %.)                           gold 35
  PEN  13 boxes of 23 pencils: 13*23 = 299. (13*22 = 286.)                                gold 299
  SAL  12,000 a month for 15 months: 180,000 (= 18万 = 18만 = 1.8 lakh = 1,80,000). 14
       months: 168,000.                                                                   gold 180000
  CND  84 sweets, 12 children get 7 each: 12*7 = 84; 84 - 84 = 0. (6 each: 84 - 72 = 12.) gold 0
  TIX  1,250 tickets at 38 plus 2,640 donations: 1250*38 = 47,500; 47,500 + 2,640 = 50,140.
       (Donations 2,460: 49,960.)                                                         gold 50140
  LIT  4,905 litres into 3 tanks: 4905/3 = 1635 (3*1635 = 4905). Into 4: 1226.25.          gold 1635
MATH
  PRB  6 red, 4 blue, draw 2, one of each: 6*4 / C(10,2) = 24/45 = 8/15 (slip 24/90 = 4/15).
                                                                                  gold \frac{8}{15}
  DST  (2, -3) to (-5, 4): sqrt(49 + 49) = sqrt98 = 7 sqrt2 ~ 9.899.              gold 7\sqrt{2}
  ROOTS 2x^2 - 9x + 4 = (2x - 1)(x - 4): x = 1/2, 4 (2*16 - 36 + 4 = 0; 1/2 - 9/2 + 4 = 0).
                                                                                  gold \frac{1}{2}, 4
  CPX  (4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 23 + 14i.                         gold 23 + 14i
  RAD  100 degrees = 100 pi / 180 = 5 pi / 9 ~ 1.745.                              gold \frac{5\pi}{9}
  INT  |2x + 3| < 7: -10 < 2x < 4, -5 < x < 2.                                     gold (-5, 2)
  BAS  2143_5 = 250 + 25 + 20 + 3 = 298 (last digit 1: 296; 2134_5 = 250+25+15+4 = 294 is a digit swap).
                                                                                   gold 298
  REP  0.\overline{63} = 63/99 = 7/11 (= 0.6363...).                               gold \frac{7}{11}
  CMB  C(13, 4) = 13*12*11*10 / 24 = 17160 / 24 = 715; C(13, 3) = 1716/6 = 286.    gold 715
  SER  3 + 7 + ... + 79: n = 76/4 + 1 = 20, S = 20*82/2 = 820 (20*41 = 820).       gold 820
  ZER  g(x) = x^2 - 5x + 6 at 3: 9 - 15 + 6 = 0.                                   gold 0
  SEC  radius 6, 80 degrees: 80/360 * 36 pi = 2/9 * 36 pi = 8 pi.                  gold 8\pi
  RAT  18 / sqrt6 = 18 sqrt6 / 6 = 3 sqrt6.                                        gold 3\sqrt{6}
  SYS  x + y = 11, x - y = 3: x = 7, y = 4.                                         gold (7, 4)
  LIN  8x - 3 = 7: x = 10/8 = 5/4 = 1.25.                                          gold \frac{5}{4}
  POL  (2x - 5)(x + 4) = 2x^2 + 8x - 5x - 20 = 2x^2 + 3x - 20.                     gold 2x^2 + 3x - 20
  POW  2^20 = 1024^2 = 1,048,576.                                                  gold 1048576

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness and number writing (decimal commas, separators, scale words, native digits, tolerance
traps); `n_` negation, strike-out, annotation; `u_` unit words and idioms after a number; `r_`
retractions after the answer and harmless after-text; `q_` quoted, reported, hypothetical and
other-part statements, invented turns; `b_` bad input a JSON corpus can hold (NUL, bidi and
zero-width marks, full-width and native digits, decomposed letters, a long repetition loop). An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B. The two-letter language code follows
(`zh ja ko ru uk es pt fr de it nl pl cs sv tr ar fa he hi bn vi id th el tl`; `mix` for mixed).
Every note glosses the non-English answer text in English.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation or wording real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last
committed final answer counts; a hedge, two different final answers or a right number only in the
working is `wrong`; no final answer (a negation with nothing after, a placeholder, only a quotation
or a hypothetical, a refusal, cut off) is `no_answer`; equal in value but written differently
(decimal comma, any thousands separator the language uses, a scale word, native digits) is
`correct`; a number is read as the language of its sentence writes numbers (German / Italian /
Spanish `1.635` is 1635, `16,35` is 16.35); a decimal for an exact irrational or repeating gold is
`wrong`; a value the model itself marks wrong is `wrong`; an explicit correction after an answer
makes the corrected value the final one; a check or pleasantry after a committed answer does not
replace it; text in an invented next turn does not count; in an <answer> tag a sentence, an
equation chain or a box is read for the value it states. A NUL anywhere makes the pair bad input
(debatable, decision `reject`). Debatable probes carry `"debatable": true`, the reasoning in `note`,
and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam69.py
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working, by language
ROL = {
    "zh": "每盘有24个面包，37盘共有 37 × 24 = 888 个。\n卖出629个后，剩下 888 − 629 = 259 个。\n",
    "ja": "1トレイに24個のパンがあり、37トレイで 37 × 24 = 888 個です。\n629個売れたので、残りは 888 − 629 = 259 個です。\n",
    "ko": "한 판에 빵이 24개씩 37판이므로 37 × 24 = 888개입니다.\n629개를 팔았으므로 888 − 629 = 259개가 남습니다.\n",
    "tr": "Her tepside 24 ekmek var, 37 tepside 37 × 24 = 888 ekmek olur.\n629 ekmek satıldığına göre 888 − 629 = 259 ekmek kalır.\n",
    "ar": "في كل صينية 24 رغيفًا، فيكون في 37 صينية: 37 × 24 = 888 رغيفًا.\nبيع 629 رغيفًا، فيتبقى 888 − 629 = 259 رغيفًا.\n",
    "fa": "در هر سینی ۲۴ نان است، پس در ۳۷ سینی ۳۷ × ۲۴ = ۸۸۸ نان داریم.\n۶۲۹ نان فروخته شد، پس ۸۸۸ − ۶۲۹ = ۲۵۹ نان باقی می‌ماند.\n",
    "de": "37 Bleche mit je 24 Brötchen: 37 · 24 = 888 Brötchen.\nNach dem Verkauf von 629 Brötchen bleiben 888 − 629 = 259 übrig.\n",
    "tl": "May 24 na tinapay sa bawat tray, kaya 37 × 24 = 888 na tinapay.\nNaibenta ang 629, kaya 888 − 629 = 259 ang natira.\n",
    "he": "בכל מגש יש 24 לחמניות, ולכן ב-37 מגשים יש 37 × 24 = 888 לחמניות.\nנמכרו 629, ולכן נשארו 888 − 629 = 259 לחמניות.\n",
    "hi": "हर ट्रे में 24 ब्रेड हैं, तो 37 ट्रे में 37 × 24 = 888 ब्रेड हुईं।\n629 ब्रेड बिक गईं, तो 888 − 629 = 259 ब्रेड बचीं।\n",
    "th": "ถาดละ 24 ชิ้น 37 ถาด รวม 37 × 24 = 888 ชิ้น\nขายไป 629 ชิ้น เหลือ 888 − 629 = 259 ชิ้น\n",
    "vi": "Mỗi khay có 24 chiếc bánh, 37 khay có 37 × 24 = 888 chiếc.\nBán đi 629 chiếc, còn lại 888 − 629 = 259 chiếc.\n",
    "id": "Setiap nampan berisi 24 roti, jadi 37 nampan berisi 37 × 24 = 888 roti.\nTerjual 629 roti, sehingga tersisa 888 − 629 = 259 roti.\n",
    "es": "Cada bandeja tiene 24 panecillos, así que 37 bandejas tienen 37 × 24 = 888.\nSe vendieron 629, por lo que quedan 888 − 629 = 259.\n",
    "mix": "Okay, 37 trays with 24 rolls each, so 37 × 24 = 888 rolls.\n卖掉了629个，所以剩下 888 − 629 = 259 个。\nLet me double-check: 259 + 629 = 888. 对的。\n",
}
# the misreading 692 sold -> 196, in the languages that use it
ROL_SLIP = {
    k: v.replace("629", "692").replace("= 259", "= 196") for k, v in ROL.items() if k != "fa"
}
ROL_SLIP["fa"] = ROL["fa"].replace("۶۲۹", "۶۹۲").replace("= ۲۵۹", "= ۱۹۶")

PRC = {
    "de": "3,75 kg zu je 4,36 € kosten 3,75 · 4,36 = 16,35 €.\n",
    "ja": "1kgあたり4.36ユーロのりんごを3.75kg買うので、3.75 × 4.36 = 16.35 ユーロです。\n",
    "es": "3,75 kg a 4,36 € el kilo cuestan 3,75 × 4,36 = 16,35 €.\n",
    "pt": "3,75 kg a 4,36 € o quilo custam 3,75 × 4,36 = 16,35 €.\n",
    "uk": "3,75 кг по 4,36 € за кілограм коштують 3,75 · 4,36 = 16,35 €.\n",
    "fr": "3,75 kg à 4,36 € le kilo coûtent 3,75 × 4,36 = 16,35 €.\n",
}
FAL = {
    "ru": "За 7 часов температура опустится на 1,5 · 7 = 10,5 °C.\nИтоговая температура: 2 − 10,5 = −8,5 °C.\n",
    "es": "En 7 horas la temperatura baja 1,5 × 7 = 10,5 grados.\nLa temperatura final es 2 − 10,5 = −8,5 grados.\n",
    "ja": "7時間で 1.5 × 7 = 10.5 度下がります。\n最終的な気温は 2 − 10.5 = −8.5 度です。\n",
    "ko": "7시간 동안 1.5 × 7 = 10.5도 내려갑니다.\n최종 기온은 2 − 10.5 = −8.5도입니다.\n",
    "zh": "7小时内气温下降 1.5 × 7 = 10.5 度。\n最后气温为 2 − 10.5 = −8.5 度。\n",
    "fr": "En 7 heures, la température baisse de 1,5 × 7 = 10,5 °C.\nLa température finale est 2 − 10,5 = −8,5 °C.\n",
    "de": "In 7 Stunden sinkt die Temperatur um 1,5 · 7 = 10,5 Grad.\nEndtemperatur: 2 − 10,5 = −8,5 °C.\n",
}
RIS = {
    "fr": "En 9 heures, la température monte de 1,5 × 9 = 13,5 °C.\nLa température finale est −5 + 13,5 = 8,5 °C.\n",
    "ru": "За 9 часов температура поднимется на 1,5 · 9 = 13,5 °C.\nИтого: −5 + 13,5 = 8,5 °C.\n",
    "de": "In 9 Stunden steigt die Temperatur um 1,5 · 9 = 13,5 Grad.\nEndtemperatur: −5 + 13,5 = 8,5 °C.\n",
    "zh": "9小时内气温上升 1.5 × 9 = 13.5 度。\n最后气温为 −5 + 13.5 = 8.5 度。\n",
    "ko": "9시간 동안 1.5 × 9 = 13.5도 올라갑니다.\n최종 기온은 −5 + 13.5 = 8.5도입니다.\n",
    "es": "En 9 horas sube 1,5 × 9 = 13,5 grados.\nLa temperatura final es −5 + 13,5 = 8,5 grados.\n",
}
PCT = {
    "pt": "Passaram 28 de 80 alunos: 28 ÷ 80 = 0,35 = 35%.\n",
    "ru": "Сдали 28 из 80 учеников: 28 : 80 = 0,35, то есть 35 %.\n",
    "ko": "80명 중 28명이 합격했으므로 28 ÷ 80 = 0.35, 즉 35%입니다.\n",
    "tr": "80 öğrenciden 28'i geçti: 28 ÷ 80 = 0,35, yani %35.\n",
    "th": "นักเรียนสอบผ่าน 28 คนจาก 80 คน: 28 ÷ 80 = 0.35 = 35%\n",
    "hi": "80 में से 28 विद्यार्थी पास हुए: 28 ÷ 80 = 0.35, यानी 35%।\n",
    "el": "Πέρασαν 28 από τους 80 μαθητές: 28 : 80 = 0,35, δηλαδή 35%.\n",
    "ar": "نجح 28 طالبًا من أصل 80: 28 ÷ 80 = 0.35، أي 35٪.\n",
}
PEN = {
    "ko": "한 상자에 연필이 23자루씩 13상자이므로 13 × 23 = 299자루입니다.\n",
    "pl": "13 pudełek po 23 ołówki: 13 · 23 = 299 ołówków.\n",
    "de": "13 Schachteln mit je 23 Stiften: 13 · 23 = 299 Stifte.\n",
    "uk": "13 коробок по 23 олівці: 13 · 23 = 299 олівців.\n",
    "he": "13 קופסאות של 23 עפרונות: 13 · 23 = 299 עפרונות.\n",
    "bn": "প্রতি বাক্সে ২৩টি পেনসিল, ১৩টি বাক্সে ১৩ × ২৩ = ২৯৯টি পেনসিল।\n",
    "zh": "每盒23支，13盒共 13 × 23 = 299 支铅笔。\n",
    "ja": "1箱に23本ずつ13箱なので、13 × 23 = 299 本です。\n",
    "th": "กล่องละ 23 แท่ง 13 กล่อง รวม 13 × 23 = 299 แท่ง\n",
    "es": "13 cajas de 23 lápices: 13 × 23 = 299 lápices.\n",
    "fr": "13 boîtes de 23 crayons : 13 × 23 = 299 crayons.\n",
    "it": "13 scatole da 23 matite: 13 × 23 = 299 matite.\n",
}
PEN_SLIP = {k: v.replace("23", "22").replace("299", "286") for k, v in PEN.items() if k != "bn"}
SAL = {
    "ru": "12 000 рублей в месяц за 15 месяцев: 12 000 · 15 = 180 000 рублей.\n",
    "zh": "每月12000元，15个月共 12000 × 15 = 180000 元。\n",
    "ja": "毎月12,000円を15か月貯金するので、12,000 × 15 = 180,000円です。\n",
    "ko": "매달 12,000원씩 15개월이면 12,000 × 15 = 180,000원입니다.\n",
    "hi": "हर महीने ₹12,000, तो 15 महीनों में 12,000 × 15 = ₹1,80,000।\n",
    "es": "12.000 pesos al mes durante 15 meses: 12.000 × 15 = 180.000 pesos.\n",
    "vi": "Mỗi tháng tiết kiệm 12.000 đồng, 15 tháng là 12.000 × 15 = 180.000 đồng.\n",
    "id": "Setiap bulan menabung Rp12.000, selama 15 bulan: 12.000 × 15 = 180.000.\n",
}
CND = {
    "fr": "Chaque enfant reçoit 7 bonbons : 12 × 7 = 84 bonbons distribués.\nIl reste 84 − 84 = 0 bonbon.\n",
    "pt": "Cada criança recebe 7 balas: 12 × 7 = 84.\nSobram 84 − 84 = 0 balas.\n",
    "es": "Cada niño recibe 7 caramelos: 12 × 7 = 84.\nSobran 84 − 84 = 0 caramelos.\n",
    "id": "Setiap anak mendapat 7 permen: 12 × 7 = 84.\nSisa permen: 84 − 84 = 0.\n",
    "cs": "Každé dítě dostane 7 bonbonů: 12 · 7 = 84.\nZbyde 84 − 84 = 0 bonbonů.\n",
    "pl": "Każde dziecko dostaje 7 cukierków: 12 · 7 = 84.\nZostaje 84 − 84 = 0 cukierków.\n",
    "zh": "每个孩子分7颗，12 × 7 = 84 颗。\n剩下 84 − 84 = 0 颗。\n",
}
TIX = {
    "de": "1.250 Karten zu je 38 €: 1.250 · 38 = 47.500 €.\nDazu 2.640 € Spenden: 47.500 + 2.640 = 50.140 €.\n",
    "fr": "1 250 billets à 38 € : 1 250 × 38 = 47 500 €.\nAvec les 2 640 € de dons : 47 500 + 2 640 = 50 140 €.\n",
    "es": "1.250 entradas a 38 €: 1.250 × 38 = 47.500 €.\nMás 2.640 € de donaciones: 47.500 + 2.640 = 50.140 €.\n",
    "ru": "1 250 билетов по 38 руб.: 1 250 · 38 = 47 500 руб.\nПлюс 2 640 руб. пожертвований: 47 500 + 2 640 = 50 140 руб.\n",
    "zh": "1250张票，每张38元：1250 × 38 = 47500 元。\n加上捐款2640元：47500 + 2640 = 50140 元。\n",
    "ar": "بيعت 1250 تذكرة بسعر 38 دولارًا: 1250 × 38 = 47500.\nمع التبرعات البالغة 2640: ‏47500 + 2640 = 50140.\n",
}
TIX_NODON = {
    "de": "1.250 Karten zu je 38 €: 1.250 · 38 = 47.500 €.\n",
    "fr": "1 250 billets à 38 € : 1 250 × 38 = 47 500 €.\n",
}
LIT = {
    "it": "4.905 litri divisi in 3 serbatoi: 4.905 : 3 = 1.635 litri per serbatoio.\n",
    "nl": "4.905 liter verdeeld over 3 tanks: 4.905 : 3 = 1.635 liter per tank.\n",
    "sv": "4 905 liter fördelat på 3 tankar: 4 905 / 3 = 1 635 liter per tank.\n",
    "cs": "4 905 litrů rozděleno do 3 nádrží: 4 905 : 3 = 1 635 litrů na nádrž.\n",
    "pt": "4.905 litros divididos por 3 tanques: 4.905 ÷ 3 = 1.635 litros por tanque.\n",
    "fr": "4 905 litres répartis dans 3 cuves : 4 905 ÷ 3 = 1 635 litres par cuve.\n",
}

# ================================================================ MATH working (LaTeX; prose added per probe)
G_PRB = r"\frac{8}{15}"
PRB_ZH = r"共有 $\binom{10}{2} = 45$ 种取法，一红一蓝的取法有 $6 \times 4 = 24$ 种，所以概率为 $\frac{24}{45}$"
PRB_RU = r"Всего способов $\binom{10}{2} = 45$, благоприятных $6 \cdot 4 = 24$, значит, вероятность равна $\frac{24}{45}$"
PRB_KO = r"전체 경우의 수는 $\binom{10}{2} = 45$이고, 빨간 공과 파란 공을 하나씩 뽑는 경우는 $6 \times 4 = 24$이므로 확률은 $\frac{24}{45}$"
G_DST = r"7\sqrt{2}"
DST = r"$\sqrt{(-5 - 2)^2 + (4 - (-3))^2} = \sqrt{49 + 49} = \sqrt{98}$"
G_ROOTS = r"\frac{1}{2}, 4"
ROOTS = r"$2x^2 - 9x + 4 = (2x - 1)(x - 4) = 0$"
G_CPX = "23 + 14i"
CPX = r"$(4 - 3i)(2 + 5i) = 8 + 20i - 6i - 15i^2 = 8 + 14i + 15$"
G_RAD = r"\frac{5\pi}{9}"
RAD = r"$100^\circ \cdot \frac{\pi}{180^\circ} = \frac{100\pi}{180}$"
G_INT = "(-5, 2)"
INT = r"$-7 < 2x + 3 < 7 \Rightarrow -10 < 2x < 4 \Rightarrow -5 < x < 2$"
G_BAS = "298"
BAS = r"$2143_5 = 2 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3 = 250 + 25 + 20 + 3$"
G_REP = r"\frac{7}{11}"
REP = r"$x = 0{,}\overline{63}$, $100x - x = 63$, $x = \frac{63}{99}$"
G_CMB = "715"
CMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4!} = \frac{17160}{24}$"
G_SER = "820"
SER = r"$3, 7, \ldots, 79$: $n = \frac{79 - 3}{4} + 1 = 20$, $S = \frac{20(3 + 79)}{2}$"
G_ZER = "0"
ZER = r"$g(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6$"
G_SEC = r"8\pi"
SEC = r"$S = \frac{80}{360} \cdot \pi \cdot 6^2 = \frac{2}{9} \cdot 36\pi$"
G_RAT = r"3\sqrt{6}"
RAT = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}$"
G_SYS = "(7, 4)"
SYS = r"$2x = 14$, $x = 7$, $y = 11 - 7 = 4$"
G_LIN = r"\frac{5}{4}"
LIN = r"$8x - 3 = 7 \Rightarrow 8x = 10 \Rightarrow x = \frac{10}{8}$"
G_POL = "2x^2 + 3x - 20"
POL = r"$(2x - 5)(x + 4) = 2x^2 + 8x - 5x - 20$"
G_POW = "1048576"
POW = r"$2^{20} = (2^{10})^2 = 1024^2$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "259", "wrong", "tag", th(ROL_SLIP["zh"]) + "<answer>还剩196个面包。</answer>", "tag sentence 'there are 196 rolls left' (692 misread for 629)"),
    g("t_ok_zh_sentence", "B", "259", "correct", "tag", th(ROL["zh"]) + "<answer>还剩259个面包。</answer>", "tag sentence 'there are 259 rolls left'"),
    g("t_mix_en_think_zh_answer", "A", "259", "wrong", "tag", th("37 × 24 = 888. They sold 692, so 888 − 692 = 196.\n") + "<answer>答案是196。</answer>", "English thinking, Chinese tag 'the answer is 196'"),
    g("t_ok_mix_think", "B", "259", "correct", "tag", th(ROL["mix"]) + "<answer>259</answer>", "English/Chinese mixed thinking (Qwen-style language switch), bare 259 in the tag"),
    g("t_ja_rounded", "A", "16.35", "wrong", "tag", th(PRC["ja"] + "約16.4ユーロ。\n") + "<answer>答えは約16.4ユーロです。</answer>", "'the answer is about 16.4 euros': rounded"),
    g("t_ok_ja_sentence", "B", "16.35", "correct", "tag", th(PRC["ja"]) + "<answer>答え：16.35ユーロ</answer>", "'Answer: 16.35 euros'"),
    g("t_ok_ko_classifier", "B", "299", "correct", "tag", th(PEN["ko"]) + "<answer>정답은 299자루입니다.</answer>", "'the answer is 299 (pencils, classifier 자루)'"),
    g("t_ko_not_but", "A", "299", "wrong", "tag", th(PEN_SLIP["ko"]) + "<answer>정답은 299자루가 아니라 286자루입니다.</answer>", "'the answer is not 299 but 286 pencils'"),
    g("t_ok_ru_minus_comma", "B", "-8.5", "correct", "tag", th(FAL["ru"]) + "<answer>Ответ: −8,5 °C</answer>", "'Answer: -8,5 °C' (Unicode minus, decimal comma)"),
    g("t_ru_sign_lost", "A", "-8.5", "wrong", "tag", th(FAL["ru"].replace("−8,5", "8,5")) + "<answer>Ответ: 8,5 °C</answer>", "'Answer: 8,5 °C': the minus dropped"),
    g("t_ok_de_thousands_dot", "B", "50140", "correct", "tag", th(TIX["de"]) + "<answer>Die Antwort lautet 50.140 €.</answer>", "'the answer is 50.140 €' (German thousands dot = 50140)"),
    g("t_de_no_donations", "A", "50140", "wrong", "tag", th(TIX_NODON["de"]) + "<answer>Die Antwort lautet 47.500 €.</answer>", "'the answer is 47.500 €': donations left out"),
    g("t_es_placeholder", "A", "180000", "no_answer", "tag", th(SAL["es"]) + "<answer>Respuesta: (escribe aquí tu respuesta final)</answer>", "the template placeholder 'Answer: (write your final answer here)'; 180.000 only in the thinking"),
    g("t_ok_es_box_thinspace", "B", "180000", "correct", "tag", th(SAL["es"]) + r"<answer>El total ahorrado es $\boxed{180\,000}$ pesos.</answer>", "'the total saved is 180 000 pesos', a thin space in the box"),
    g("t_fr_unclosed_cut", "A", "0", "no_answer", "truncated", th(CND["fr"].split("Il reste")[0]) + "<answer>Il reste donc", "tag never closed, cut: 'So there remain' (nothing after)"),
    g("t_ok_fr_unclosed", "B", "0", "correct", "tag", th(CND["fr"]) + "<answer>Il reste 0 bonbon : tous les bonbons ont été distribués.", "tag never closed: 'there are 0 sweets left: all were handed out'"),
    g("t_pt_two_tags", "A", "35", "wrong", "tag", th(PCT["pt"]) + "<answer>Resposta: 35%</answer>\nEspere, 26 alunos passaram: 26 ÷ 80 = 0,325.\n<answer>Resposta: 32,5%</answer>", "two tags, the last 'Answer: 32,5%' after 'Wait, 26 students passed'"),
    g("t_ok_pt_percent_space", "B", "35", "correct", "tag", th(PCT["pt"]) + "<answer>Resposta final: 35 %</answer>", "'Final answer: 35 %'"),
    g("t_ok_it_thousands_dot", "B", "1635", "correct", "tag", th(LIT["it"]) + "<answer>La risposta è 1.635 litri per serbatoio.</answer>", "'the answer is 1.635 litres per tank' (Italian thousands dot)"),
    g("t_it_approx", "A", "1635", "wrong", "tag", th(LIT["it"] + "Circa 1.600.\n") + "<answer>Circa 1.600 litri per serbatoio.</answer>", "'about 1.600 litres per tank': rounded"),
    g("t_ok_tr_sentence", "B", "259", "correct", "tag", th(ROL["tr"]) + "<answer>Cevap: 259 ekmek kaldı.</answer>", "'Answer: 259 rolls remained'"),
    g("t_ar_indic_other", "A", "259", "wrong", "tag", th(ROL_SLIP["ar"]) + "<answer>الإجابة: ١٩٦</answer>", "'Answer: 196' in Arabic-Indic digits"),
    g("t_ok_ar_indic", "B", "259", "correct", "tag", th(ROL["ar"]) + "<answer>الإجابة: ٢٥٩ رغيفًا</answer>", "'Answer: 259 loaves' in Arabic-Indic digits"),
    g("t_ok_id_equation", "B", "0", "correct", "tag", th(CND["id"]) + "<answer>84 − 12 × 7 = 0, jadi tidak ada permen yang tersisa.</answer>", "an equation then 'so no sweets remain'"),
    m("t_m_ok_zh_sentence", "B", G_PRB, "correct", "tag", th(PRB_ZH + r" $= \frac{8}{15}$。" + "\n") + r"<answer>所求概率为 $\frac{8}{15}$。</answer>", "'the required probability is 8/15'"),
    m("t_m_zh_other", "A", G_PRB, "wrong", "tag", th(r"一红一蓝：$\frac{6 \times 4}{90} = \frac{4}{15}$。" + "\n") + r"<answer>所求概率为 $\frac{4}{15}$。</answer>", "'the required probability is 4/15' (ordered count over unordered total)"),
    m("t_m_ok_ja_box", "B", G_DST, "correct", "tag", th("距離は " + DST + r" $= 7\sqrt{2}$。" + "\n") + r"<answer>$\boxed{7\sqrt{2}}$ です。</answer>", "a box then 'desu' (it is)"),
    m("t_m_ko_sign", "A", G_ROOTS, "wrong", "tag", th(r"$2x^2 - 9x + 4 = (2x + 1)(x + 4)$" + "\n") + r"<answer>$x = -\frac{1}{2}$ 또는 $x = -4$</answer>", "'x = -1/2 or x = -4': wrong factorisation"),
    m("t_m_ok_ru_interval_semicolon", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>Ответ: $x \in (-5;\ 2)$.</answer>", "'Answer: x in (-5; 2)': the Russian school interval with a semicolon"),
    m("t_m_ok_fr_interval_brackets", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>L'ensemble des solutions est $]-5\,;\,2[$.</answer>", "'the solution set is ]-5 ; 2[': the French open-interval notation"),
    m("t_m_de_closed", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>Die Lösungsmenge ist $[-5, 2]$.</answer>", "'the solution set is [-5, 2]': closed, wrong"),
    m("t_m_ok_vi", "B", G_CPX, "correct", "tag", th(CPX + " = 23 + 14i\n") + r"<answer>Đáp án: $23 + 14i$</answer>", "'Answer: 23 + 14i'"),
    m("t_m_hi_conj", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>उत्तर: $\boxed{23 - 14i}$</answer>", "'Answer: 23 - 14i' in a box: the conjugate"),

    # ================================================================ 2. phrase + ####
    g("h_ok_zh", "B", "259", "correct", "hash", ROL["zh"] + "答案是259个。\n#### 259", "'the answer is 259' then ####"),
    g("h_zh_two_finals", "A", "259", "wrong", "hash", ROL["zh"] + "答案是259个。\n#### 196", "phrase 259, #### 196: two different final answers"),
    g("h_ok_ja", "B", "16.35", "correct", "hash", PRC["ja"] + "よって、答えは 16.35 ユーロです。\n#### 16.35", "'therefore the answer is 16.35 euros' then ####"),
    g("h_ja_rounded", "A", "16.35", "wrong", "hash", PRC["ja"] + "よって、答えは約16.4ユーロです。\n#### 16.4", "'about 16.4 euros' and #### 16.4"),
    g("h_ok_de_sameline", "B", "50140", "correct", "hash", TIX["de"] + "Die Antwort ist: #### 50140", "'the answer is: #### 50140'"),
    g("h_ok_de_dot", "B", "50140", "correct", "hash", TIX["de"] + "Antwort: #### 50.140", "'Answer: #### 50.140' (German thousands dot)"),
    g("h_de_other", "A", "50140", "wrong", "hash", TIX_NODON["de"] + "Die Antwort ist: #### 47.500", "'the answer is: #### 47.500' (no donations)"),
    g("h_ok_ru_space", "B", "180000", "correct", "hash", SAL["ru"] + "Ответ: #### 180 000", "'Answer: #### 180 000' (space thousands)"),
    g("h_ru_other", "A", "180000", "wrong", "hash", SAL["ru"].replace("15 месяцев", "14 месяцев").replace("· 15", "· 14").replace("180 000", "168 000") + "Окончательный ответ: #### 168 000", "'Final answer: #### 168 000' (14 months)"),
    g("h_ok_es_neg_comma", "B", "-8.5", "correct", "hash", FAL["es"] + "La respuesta es: #### -8,5", "'the answer is: #### -8,5'"),
    g("h_es_sign_lost", "A", "-8.5", "wrong", "hash", FAL["es"] + "La respuesta es: #### 8,5", "'the answer is: #### 8,5': sign dropped"),
    g("h_ok_fr_space_colon", "B", "8.5", "correct", "hash", RIS["fr"] + "Réponse finale : #### 8,5", "'Final answer : #### 8,5' (French space before the colon)"),
    g("h_fr_two_finals", "A", "8.5", "wrong", "hash", RIS["fr"] + "La réponse est 8,5 °C.\n#### -8,5", "phrase 8,5, #### -8,5: two different final answers"),
    g("h_ok_pt", "B", "35", "correct", "hash", PCT["pt"] + "A resposta é: #### 35", "'the answer is: #### 35'"),
    g("h_pt_complement", "A", "35", "wrong", "hash", PCT["pt"] + "Reprovaram 100% − 35% = 65%.\nA resposta é: #### 65", "'65% failed; the answer is: #### 65' (the complement)"),
    g("h_ok_pl", "B", "299", "correct", "hash", PEN["pl"] + "Odpowiedź: #### 299", "'Answer: #### 299'"),
    g("h_pl_two_finals", "A", "299", "wrong", "hash", PEN["pl"] + "Odpowiedź: 299 ołówków.\n#### 286", "'Answer: 299 pencils' then #### 286"),
    g("h_ok_nl", "B", "1635", "correct", "hash", LIT["nl"] + "Het antwoord is: #### 1635", "'the answer is: #### 1635'"),
    g("h_id_empty", "A", "0", "no_answer", "hash", CND["id"] + "Jadi, jawabannya adalah:\n####", "'So the answer is:' and an empty ####"),
    g("h_ok_id", "B", "0", "correct", "hash", CND["id"] + "Jadi, jawabannya adalah 0.\n#### 0", "'so the answer is 0' then #### 0"),
    g("h_ok_sv_space", "B", "1635", "correct", "hash", LIT["sv"] + "Svaret är: #### 1 635", "'the answer is: #### 1 635' (Swedish space thousands)"),
    g("h_cs_two_finals", "A", "1635", "wrong", "hash", LIT["cs"] + "Odpověď: 1 635 litrů.\n#### 1 625", "'Answer: 1 635 litres' then #### 1 625"),
    m("h_m_ok_tr", "B", G_BAS, "correct", "hash", BAS + " = 298.\nCevap: #### 298", "'Answer: #### 298' on the MATH path"),
    m("h_m_el_swap", "A", G_BAS, "wrong", "hash", r"$2143_5 = 2 \cdot 125 + 1 \cdot 25 + 3 \cdot 5 + 4 = 294$." + "\nΗ απάντηση είναι: #### 294", "'the answer is: #### 294' (digits 4 and 3 swapped: 2134_5 = 250 + 25 + 15 + 4)"),
]

CASES += [
    # ================================================================ 3. exactness and number writing
    g("x_ok_de_comma", "B", "16.35", "correct", "hash", PRC["de"] + "#### 16,35", "#### 16,35: German decimal comma"),
    g("x_de_rounded", "A", "16.35", "wrong", "hash", PRC["de"] + "Gerundet etwa 16,4 €.\n#### 16,4", "'rounded about 16,4 €': 16.4"),
    g("x_ok_fr_narrow_nbsp", "B", "50140", "correct", "hash", TIX["fr"] + "#### 50\u202f140", "#### 50 140 with a narrow no-break space (French typography)"),
    g("x_fr_round", "A", "50140", "wrong", "hash", TIX["fr"] + "Le total est d'environ 50 000 €.\n#### 50 000", "'the total is about 50 000 €'"),
    g("x_ok_es_dot", "B", "50140", "correct", "hash", TIX["es"] + "La recaudación total es de 50.140 €.\n#### 50.140", "'the total takings are 50.140 €': Spanish thousands dot"),
    g("x_it_decimal_reading", "A", "1635", "wrong", "answer_is", "4,905 litri sono quasi 5 litri; divisi in 3 serbatoi: 4,905 : 3 = 1,635 litri, cioè poco più di un litro e mezzo per serbatoio.\nLa risposta è 1,635 litri.", "the model read the problem's 4,905 as 4.905 l: Italian '1,635 litri, i.e. a little more than a litre and a half' is 1.635, not 1635"),
    g("x_ok_it_words", "B", "1635", "correct", "answer_is", LIT["it"] + "La risposta è milleseicentotrentacinque litri (1.635).", "'the answer is one thousand six hundred thirty-five litres (1.635)'"),
    g("x_ok_zh_wan", "B", "180000", "correct", "answer_is", SAL["zh"] + "答案：18万元。", "'Answer: 18 wan yuan' (18 × 10,000 = 180000)"),
    g("x_zh_wan_slip", "A", "180000", "wrong", "answer_is", "每月1.2万元，15个月共 1.2 × 15 = 1.8 万元。\n答案：1.8万元。", "'1.2 wan × 15 = 1.8 wan': 18000, a decimal slip (1.2 × 15 = 18)"),
    g("x_ok_ja_man", "B", "180000", "correct", "answer_is", SAL["ja"] + "答え：18万円", "'Answer: 18 man yen' (180000)"),
    g("x_ok_ko_man", "B", "180000", "correct", "answer_is", SAL["ko"] + "정답: 18만 원", "'Answer: 18 man won' (180000)"),
    g("x_ok_hi_lakh_group", "B", "180000", "correct", "answer_is", SAL["hi"] + "उत्तर: ₹1,80,000", "'Answer: ₹1,80,000' (Indian lakh grouping = 180000)"),
    g("x_ok_hi_lakh_word", "B", "180000", "correct", "answer_is", SAL["hi"] + "कुल बचत 1.8 लाख रुपये है।", "'the total saving is 1.8 lakh rupees' (1.8 × 100000)"),
    g("x_hi_lakh_slip", "A", "180000", "wrong", "hash", SAL["hi"] + "यानी 18 लाख रुपये।\n#### 18 लाख", "'i.e. 18 lakh rupees': 1,800,000, a lakh slip"),
    g("x_ok_bn_digits", "B", "299", "correct", "answer_is", PEN["bn"] + "উত্তর: ২৯৯টি পেনসিল।", "'Answer: 299 pencils' in Bengali digits"),
    g("x_ok_fa_digits", "B", "259", "correct", "answer_is", ROL["fa"] + "پاسخ: ۲۵۹ نان", "'Answer: 259 loaves' in Persian digits"),
    g("x_fa_digits_other", "A", "259", "wrong", "answer_is", ROL_SLIP["fa"] + "پاسخ: ۱۹۶ نان", "'Answer: 196 loaves' in Persian digits"),
    g("x_ok_th", "B", "35", "correct", "answer_is", PCT["th"] + "คำตอบคือ 35%", "'the answer is 35%'"),
    g("x_ok_ar_separator", "B", "50140", "correct", "answer_is", TIX["ar"] + "الإجابة: ٥٠٬١٤٠ دولارًا", "'Answer: 50,140 dollars' in Arabic-Indic digits with the Arabic thousands separator U+066C"),
    g("x_ok_uk_comma", "B", "16.35", "correct", "answer_is", PRC["uk"] + "Відповідь: 16,35 €.", "'Answer: 16,35 €'"),
    g("x_uk_truncated", "A", "16.35", "wrong", "answer_is", PRC["uk"] + "Відповідь: приблизно 16 €.", "'Answer: about 16 €'"),
    m("x_m_ok_de_comma_box", "B", G_LIN, "correct", "boxed", "Es gilt " + LIN + r" $= \boxed{1{,}25}$.", "1{,}25 = 5/4 (LaTeX decimal comma)"),
    m("x_m_de_rounded", "A", G_LIN, "wrong", "boxed", "Es gilt " + LIN + r" $\approx \boxed{1{,}3}$.", "1,3 rounded, not 5/4"),
    m("x_m_ok_ru_period", "B", G_REP, "correct", "boxed", "Пусть " + REP + r" $= \frac{7}{11}$. Ответ: $\boxed{0{,}(63)}$.", "debatable: 'Answer: 0,(63)', the Russian notation for the repeating decimal 0.636363... = 7/11; equal in value, proposed accept", True),
    m("x_m_ru_decimal", "A", G_REP, "wrong", "boxed", "Пусть " + REP + r". Ответ: $\boxed{0{,}64}$.", "'Answer: 0,64': a rounded decimal for 7/11"),
    m("x_m_ok_fr_thin", "B", G_POW, "correct", "boxed", "On a " + POW + r" $= \boxed{1\,048\,576}$.", "1 048 576 with LaTeX thin spaces"),
    m("x_m_fr_sci", "A", G_POW, "wrong", "boxed", "On a " + POW + r" $\approx \boxed{1{,}05 \times 10^{6}}$.", "1,05 × 10^6: rounded"),
    m("x_m_ok_es_sqrt98", "B", G_DST, "correct", "boxed", "La distancia es " + DST + r". La respuesta es $\boxed{\sqrt{98}}$.", "'the answer is sqrt98' = 7 sqrt2"),
    m("x_m_es_decimal", "A", G_DST, "wrong", "boxed", "La distancia es " + DST + r" $\approx \boxed{9{,}90}$.", "9,90: a decimal for 7 sqrt2"),
    m("x_m_ok_it_pi_factor", "B", G_RAD, "correct", "boxed", "Si ha " + RAD + r", quindi l'angolo è $\boxed{\frac{5}{9}\pi}$ radianti.", "'so the angle is 5/9 pi radians'"),
    m("x_m_it_decimal", "A", G_RAD, "wrong", "boxed", "Si ha " + RAD + r" $\approx \boxed{1{,}75}$ rad.", "1,75 rad: a decimal for 5pi/9 (1.745...)"),
    m("x_m_pl_float_noise", "A", G_ZER, "wrong", "boxed", "Mamy " + ZER + ".\nSprawdzam numerycznie w Pythonie (pierwiastek z `np.roots` to `3.0000000000000004`): `g(x)` daje `1.7763568394002505e-15`.\nOdpowiedź: $\\boxed{1{,}8 \\cdot 10^{-15}}$", "'checking numerically in Python (the root from np.roots is 3.0000000000000004): g(x) gives 1.776e-15. Answer: 1,8 · 10^-15': a float-noise value, not 0"),
    m("x_m_ok_pl_zero", "B", G_ZER, "correct", "boxed", "Mamy " + ZER + r" $= 0$." + "\nOdpowiedź: $\\boxed{0{,}0}$", "'Answer: 0,0' = 0"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_gold", "A", "259", "no_answer", "answer_is", ROL["zh"] + "检查后发现有问题，所以答案不是259。", "'after checking there is a problem, so the answer is NOT 259': nothing asserted"),
    g("n_ok_zh_not_other", "B", "259", "correct", "answer_is", ROL["zh"] + "答案不是196，而是259。", "'the answer is not 196 but 259'"),
    g("n_ja_postposed_neg", "A", "259", "wrong", "answer_is", ROL_SLIP["ja"] + "よって、答えは259個ではなく196個です。", "'so the answer is not 259 but 196' (Japanese: 259 dewa naku = not 259, negation after the number)"),
    g("n_ok_ja_postposed_neg", "B", "259", "correct", "answer_is", ROL["ja"] + "よって、答えは196個ではなく259個です。", "'so the answer is not 196 but 259'"),
    g("n_ko_not_then_other", "A", "259", "wrong", "answer_is", ROL_SLIP["ko"] + "정답은 259개가 아닙니다. 다시 계산하면 196개입니다.", "'the answer is not 259. Recalculating, it is 196'"),
    g("n_ok_ko_anira", "B", "259", "correct", "answer_is", ROL["ko"] + "정답은 196개가 아니라 259개입니다.", "'the answer is not 196 but 259'"),
    g("n_ru_ne_a", "A", "35", "wrong", "answer_is", PCT["ru"].replace("28", "26").replace("0,35, то есть 35", "0,325, то есть 32,5") + "Ответ: не 35 %, а 32,5 %.", "'Answer: not 35 % but 32,5 %'"),
    g("n_ok_ru_ne_a", "B", "35", "correct", "answer_is", PCT["ru"] + "Ответ: не 32,5 %, а 35 %.", "'Answer: not 32,5 % but 35 %'"),
    g("n_de_strike", "A", "299", "wrong", "answer_is", PEN_SLIP["de"] + "Die Antwort ist ~~299~~ 286.", "'the answer is ~~299~~ 286': the gold struck"),
    g("n_ok_de_strike", "B", "299", "correct", "answer_is", PEN["de"] + "Die Antwort ist ~~286~~ 299.", "'the answer is ~~286~~ 299'"),
    g("n_es_annot_wrong", "A", "16.35", "wrong", "hash", PRC["es"] + "#### 16,35 (incorrecto)", "#### 16,35 '(incorrect)': the model marks its own answer wrong"),
    g("n_ok_es_annot_checked", "B", "16.35", "correct", "hash", PRC["es"] + "#### 16,35 (comprobado)", "#### 16,35 '(checked)'"),
    g("n_fr_box_cross", "A", "50140", "wrong", "boxed", TIX["fr"] + r"$\boxed{50\,140}$ ✗ — ce résultat est faux, je n'ai pas le temps de le corriger.", "a cross and 'this result is false, I have no time to correct it'"),
    g("n_ok_fr_ce_nest_pas", "B", "50140", "correct", "answer_is", TIX_NODON["fr"] + "Ce n'est pas 47 500 € : il faut ajouter les 2 640 € de dons. Le total est donc de 50 140 €.", "'it is not 47 500 €: the 2 640 € of donations must be added. So the total is 50 140 €'"),
    g("n_pt_nao_e", "A", "0", "no_answer", "answer_is", CND["pt"].split("Sobram")[0] + "A resposta não é 0.", "'the answer is not 0': nothing asserted"),
    g("n_ok_pt_nenhum", "B", "0", "correct", "answer_is", CND["pt"] + "Não sobra nenhuma bala: a resposta é 0.", "'no sweet is left: the answer is 0' (a negation word before the gold)"),
    g("n_it_non_e", "A", "1635", "no_answer", "answer_is", LIT["it"] + "Ricontrollando, la risposta non è 1.635.", "'rechecking, the answer is not 1.635': nothing asserted"),
    g("n_ok_it_non_other", "B", "1635", "correct", "answer_is", LIT["it"] + "La risposta è 1.635 litri, non 1.625.", "'the answer is 1.635 litres, not 1.625'"),
    g("n_tr_degil_other", "A", "259", "wrong", "answer_is", ROL_SLIP["tr"] + "Cevap 259 değil, 196.", "'the answer is not 259, (it is) 196' (Turkish değil after the number)"),
    g("n_ok_tr_degil", "B", "259", "correct", "answer_is", ROL["tr"] + "Cevap 196 değil, 259.", "'the answer is not 196, (it is) 259'"),
    g("n_tr_degil_only", "A", "259", "no_answer", "answer_is", ROL["tr"] + "Bir hata var gibi görünüyor; cevap 259 değil.", "'there seems to be an error; the answer is not 259': nothing asserted"),
    g("n_he_not", "A", "259", "no_answer", "answer_is", ROL["he"] + "בדקתי שוב, והתשובה אינה 259.", "'I checked again, and the answer is not 259': nothing asserted"),
    m("n_m_zh_cancel", "A", G_PRB, "wrong", "boxed", PRB_ZH + r" $= \boxed{\cancel{\frac{8}{15}}}$，错了，应为 $\boxed{\frac{4}{15}}$。", "the gold box cancelled, 'wrong, it should be 4/15'"),
    m("n_m_ru_marked_wrong", "A", G_ROOTS, "wrong", "boxed", "Разложим: " + ROOTS + r". Ответ: $\boxed{\frac{1}{2}, 4}$ (неверно)", "'Answer: 1/2, 4 (incorrect)': marked wrong by the model"),
    m("n_m_ok_de_check", "B", G_ROOTS, "correct", "boxed", "Faktorisieren: " + ROOTS + r". Lösung: $\boxed{\frac{1}{2}, 4}$ (Probe: ✓)", "'Solution: 1/2, 4 (check: ✓)'"),
    m("n_m_vi_khong_phai", "A", G_CMB, "no_answer", "boxed", "Ta có " + CMB + r". Nhưng đề bài hỏi khác, nên đáp án không phải là $\boxed{715}$.", "'but the problem asks something else, so the answer is NOT 715': nothing asserted"),
    m("n_m_ok_vi_khong_phai_other", "B", G_CMB, "correct", "boxed", "Ta có " + CMB + r" $= 715$. Đáp án là $\boxed{715}$, không phải $\binom{13}{3} = 286$.", "'the answer is 715, not C(13,3) = 286'"),
    m("n_m_es_strike", "A", G_SEC, "wrong", "boxed", "El área es " + SEC + r" $=$ ~~$8\pi$~~ $16\pi$ (tomé el ángulo como $160^\circ$: $\frac{160}{360} \cdot 36\pi = 16\pi$). El área es $\boxed{16\pi}$.", "8pi struck and 16pi written: '(I took the angle as 160 degrees ...) The area is 16pi'"),
    m("n_m_ok_pl_a_nie", "B", G_SEC, "correct", "boxed", "Pole wycinka: " + SEC + r". Pole wynosi $\boxed{8\pi}$, a nie $16\pi$.", "'the area is 8pi, not 16pi'"),
]
CASES += [
    # ================================================================ 5. unit words and idioms after a number
    g("u_ok_zh_lingxia", "B", "-8.5", "correct", "answer_is", FAL["zh"] + "答案：零下8.5度。", "'Answer: 8.5 degrees below zero' (零下 = below zero) = -8.5"),
    g("u_zh_lingxia_for_positive", "A", "8.5", "wrong", "answer_is", RIS["zh"] + "答案：零下8.5度。", "'Answer: 8.5 degrees below zero' = -8.5, but the working gives +8.5"),
    g("u_ok_ja_hyoutenka", "B", "-8.5", "correct", "answer_is", FAL["ja"] + "答え：氷点下8.5度", "'Answer: 8.5 degrees below freezing' (氷点下) = -8.5"),
    g("u_ok_ko_yeongha", "B", "-8.5", "correct", "answer_is", FAL["ko"] + "정답: 영하 8.5도", "'Answer: minus 8.5 degrees' (영하 = below zero)"),
    g("u_ko_yeongha_for_positive", "A", "8.5", "wrong", "answer_is", RIS["ko"] + "정답: 영하 8.5도", "'Answer: 8.5 degrees below zero' = -8.5 against the rising case's 8.5"),
    g("u_ok_ru_moroz", "B", "-8.5", "correct", "answer_is", FAL["ru"] + "Ответ: 8,5 градуса мороза.", "'Answer: 8,5 degrees of frost' = -8.5 (мороз: below zero)"),
    g("u_ru_moroz_for_positive", "A", "8.5", "wrong", "answer_is", RIS["ru"] + "Ответ: 8,5 градуса мороза.", "'8,5 degrees of frost' = -8.5 against +8.5"),
    g("u_ok_ru_tepla", "B", "8.5", "correct", "answer_is", RIS["ru"] + "Ответ: 8,5 градуса тепла.", "'Answer: 8,5 degrees of warmth' = +8.5 (тепла: above zero)"),
    g("u_ok_de_unter_null", "B", "-8.5", "correct", "hash", FAL["de"] + "Am Ende sind es 8,5 Grad unter Null.\n#### −8,5", "'in the end it is 8,5 degrees below zero' then #### -8,5"),
    g("u_de_unter_null_hash", "A", "8.5", "wrong", "hash", RIS["de"] + "#### 8,5 Grad unter Null", "debatable: #### 8,5 'degrees below zero' = -8.5 against +8.5; the marked number is 8,5 but the words make it negative; proposed reject", True),
    g("u_es_bajo_cero", "A", "8.5", "wrong", "answer_is", RIS["es"] + "La respuesta es 8,5 grados bajo cero.", "'the answer is 8,5 degrees below zero' = -8.5 against +8.5"),
    g("u_ok_es_bajo_cero", "B", "-8.5", "correct", "answer_is", FAL["es"] + "La respuesta es 8,5 grados bajo cero.", "'the answer is 8,5 degrees below zero' = -8.5"),
    g("u_de_dutzend", "A", "299", "wrong", "hash", PEN["de"] + "#### 299 Dutzend", "#### 299 'dozen' = 3588 pencils"),
    g("u_es_docenas", "A", "299", "wrong", "answer_is", PEN["es"] + "La respuesta es 299 docenas.", "'the answer is 299 dozen'"),
    g("u_ok_fr_douzaines_aside", "B", "299", "correct", "answer_is", PEN["fr"] + "Il y a donc 299 crayons, soit un peu moins de 25 douzaines.", "'so there are 299 pencils, i.e. a little under 25 dozen' (25 × 12 = 300)"),
    g("u_pl_mniej", "A", "259", "wrong", "answer_is", "Na 37 blachach jest 37 · 24 = 888 bułek, sprzedano 629.\nOdpowiedź: zostało o 629 bułek mniej.", "'Answer: 629 fewer rolls remained': the sold count with 'fewer'"),
    g("u_it_in_meno", "A", "259", "wrong", "answer_is", "Ci sono 37 × 24 = 888 panini, ne vengono venduti 629.\nLa risposta è 629 in meno.", "'the answer is 629 fewer'"),
    g("u_ru_tys_wrong", "A", "50140", "wrong", "answer_is", TIX["ru"] + "Ответ: 50 140 тыс. руб.", "'Answer: 50 140 thousand roubles' = 50,140,000"),
    g("u_ok_ru_tys", "B", "50140", "correct", "answer_is", TIX["ru"] + "Ответ: 50,14 тыс. руб.", "'Answer: 50,14 thousand roubles' = 50140"),
    g("u_ok_de_tsd", "B", "50140", "correct", "answer_is", TIX["de"] + "Antwort: rund 50,14 Tsd. €, genau 50.140 €.", "'Answer: around 50,14 thousand €, exactly 50.140 €'"),
    g("u_zh_wan_unit_on_full", "A", "50140", "wrong", "answer_is", TIX["zh"] + "答案：50140万元。", "'Answer: 50140 wan yuan' = 501,400,000 (the 万 unit added to the full number)"),
    g("u_ok_zh_wan_decimal", "B", "50140", "correct", "answer_is", TIX["zh"] + "答案：5.014万元。", "'Answer: 5.014 wan yuan' = 50140"),
    g("u_ok_vi_nghin", "B", "180000", "correct", "answer_is", SAL["vi"] + "Đáp án: 180 nghìn đồng.", "'Answer: 180 thousand dong' = 180000"),
    g("u_vi_nghin_on_full", "A", "180000", "wrong", "answer_is", SAL["vi"] + "Đáp án: 180.000 nghìn đồng.", "'Answer: 180.000 thousand dong' = 180,000,000"),
    g("u_ok_id_rp", "B", "180000", "correct", "answer_is", SAL["id"] + "Jadi, total tabungannya adalah Rp180.000.", "'so the total savings are Rp180.000' (Indonesian thousands dot)"),
    g("u_ok_tr_percent_prefix", "B", "35", "correct", "answer_is", PCT["tr"] + "Cevap: %35", "'Answer: %35' (Turkish puts % before the number)"),
    g("u_ok_ar_percent", "B", "35", "correct", "answer_is", PCT["ar"] + "الإجابة: ٣٥٪", "'Answer: 35%' in Arabic-Indic digits with the Arabic percent sign"),
    g("u_ok_ja_classifier", "B", "299", "correct", "answer_is", PEN["ja"] + "答え：299本", "'Answer: 299 (long objects, classifier 本)'"),
    g("u_ok_th_classifier", "B", "299", "correct", "answer_is", PEN["th"] + "ดังนั้นมีดินสอทั้งหมด 299 แท่ง", "'so there are 299 pencils in all' (classifier แท่ง)"),
    m("u_m_ok_de_cm2", "B", G_SEC, "correct", "boxed", "Der Flächeninhalt ist " + SEC + r" $= \boxed{8\pi\ \text{cm}^2}$.", "'the area is 8pi cm^2'"),
    m("u_m_ok_zh_units_after", "B", G_SEC, "correct", "boxed", "扇形面积为 " + SEC + r" $= \boxed{8\pi}$ 平方单位。", "'the sector area is 8pi square units'"),
    m("u_m_ru_degrees", "A", G_RAD, "wrong", "boxed", "Переведём: " + RAD + r". Ответ: $\boxed{\frac{5\pi}{9}}$ градусов.", "debatable: 'Answer: 5pi/9 DEGREES': the model names the wrong unit; 5pi/9 degrees is not 5pi/9 radians; proposed reject", True),
    m("u_m_ok_ru_rad", "B", G_RAD, "correct", "boxed", "Переведём: " + RAD + r". Ответ: $\boxed{\frac{5\pi}{9}}$ рад.", "'Answer: 5pi/9 rad'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_de_korrektur", "A", "259", "wrong", "hash", ROL["de"] + "#### 259\n\nKorrektur: Es wurden 692 Brötchen verkauft, nicht 629. Also bleiben 888 − 692 = 196.", "'Correction: 692 rolls were sold, not 629. So 196 remain'"),
    g("r_ok_de_probe", "B", "259", "correct", "hash", ROL["de"] + "#### 259\n\nProbe: 259 + 629 = 888 ✓", "'Check: 259 + 629 = 888 ✓'"),
    g("r_zh_dengdeng", "A", "259", "wrong", "answer_is", ROL["zh"] + "答案是259。\n\n等等，我看错了题目，卖出的是692个……那么剩下 888 − 692 = 196 个。答案应该是196。", "'wait, I misread, 692 were sold ... so 196 remain. The answer should be 196'"),
    g("r_ok_zh_yanzheng", "B", "259", "correct", "answer_is", ROL["zh"] + "答案是259。\n\n验证：259 + 629 = 888，正确。", "'Verification: 259 + 629 = 888, correct'"),
    g("r_ja_teisei", "A", "16.35", "wrong", "answer_is", PRC["ja"] + "答えは16.35ユーロです。\n\n訂正：単価は4.63ユーロでした。3.75 × 4.63 = 17.3625 なので、答えは約17.36ユーロになります。", "'Correction: the unit price was 4.63 euros ... so the answer is about 17.36 euros'"),
    g("r_ok_ja_kakunin", "B", "16.35", "correct", "answer_is", PRC["ja"] + "答えは16.35ユーロです。\n\n確認：16.35 ÷ 3.75 = 4.36 ✓", "'Check: 16.35 ÷ 3.75 = 4.36 ✓'"),
    g("r_ko_sujeong", "A", "35", "wrong", "answer_is", PCT["ko"] + "정답: 35%\n\n수정: 다시 보니 합격자는 26명이므로 26 ÷ 80 = 0.325, 즉 32.5%입니다.", "'Correction: looking again, 26 passed, so 26 ÷ 80 = 0.325, i.e. 32.5%'"),
    g("r_ok_ko_closing", "B", "35", "correct", "answer_is", PCT["ko"] + "정답: 35%\n\n도움이 되셨길 바랍니다! 다른 질문이 있으면 언제든지 물어보세요.", "'I hope this helped! Ask any time if you have other questions'"),
    g("r_ru_popravka", "A", "180000", "wrong", "answer_is", SAL["ru"] + "Ответ: 180 000 рублей.\n\nПоправка: по условию он копил 14 месяцев, значит, 12 000 · 14 = 168 000 рублей.", "'Correction: by the statement he saved 14 months, so 168 000 roubles'"),
    g("r_ok_ru_proverka", "B", "180000", "correct", "answer_is", SAL["ru"] + "Ответ: 180 000 рублей.\n\nПроверка: 180 000 : 15 = 12 000 ✓", "'Check: 180 000 : 15 = 12 000 ✓'"),
    g("r_uk_oi_ni", "A", "299", "wrong", "answer_is", PEN["uk"] + "Відповідь: 299 олівців.\n\nОй, ні, я помилився: у кожній коробці 22 олівці, тому 13 · 22 = 286.", "'Oh no, I made a mistake: each box has 22 pencils, so 13 · 22 = 286'"),
    g("r_ok_uk_closing", "B", "299", "correct", "answer_is", PEN["uk"] + "Відповідь: 299 олівців.\n\nСподіваюся, це допомогло!", "'I hope this helped!'"),
    g("r_es_espera", "A", "0", "wrong", "answer_is", CND["es"] + "La respuesta es 0.\n\nEspera, me equivoqué: cada niño recibe 6 caramelos, así que sobran 84 − 72 = 12.", "'Wait, I was wrong: each child gets 6 sweets, so 84 - 72 = 12 are left'"),
    g("r_ok_es_espera_confirm", "B", "0", "correct", "answer_is", CND["es"] + "La respuesta es 0.\n\nEspera, verifiquemos: 12 × 7 = 84, así que efectivamente no sobra ninguno. La respuesta es 0.", "'Wait, let us check: 12 × 7 = 84, so indeed none is left. The answer is 0'"),
    g("r_fr_erratum", "A", "50140", "wrong", "hash", TIX["fr"] + "#### 50140\n\nErratum : les dons s'élevaient à 2 460 €, donc 47 500 + 2 460 = 49 960 €.", "'Erratum: the donations were 2 460 €, so 49 960 €'"),
    g("r_ok_fr_closing", "B", "50140", "correct", "hash", TIX["fr"] + "#### 50140\n\nN'hésitez pas si vous avez d'autres questions !", "'Don't hesitate if you have other questions!'"),
    g("r_pt_na_verdade", "A", "1635", "wrong", "answer_is", LIT["pt"] + "Resposta: 1.635 litros.\n\nNa verdade, são 4 tanques, então 4.905 ÷ 4 = 1.226,25 litros.", "'Actually, there are 4 tanks, so 1.226,25 litres'"),
    g("r_ok_pt_na_verdade_check", "B", "1635", "correct", "answer_is", LIT["pt"] + "Resposta: 1.635 litros.\n\nNa verdade, podemos confirmar: 3 × 1.635 = 4.905. ✓", "'Actually (= in fact), we can confirm: 3 × 1.635 = 4.905 ✓' (na verdade as a discourse word, no new value)"),
    m("r_m_it_aspetta", "A", G_BAS, "wrong", "boxed", BAS + r" $= \boxed{298}$." + "\n\nAspetta, ho letto male: l'ultima cifra è $1$, quindi $250 + 25 + 20 + 1 = \\boxed{296}$.", "'Wait, I misread: the last digit is 1, so 296'"),
    m("r_m_ok_it_verifica", "B", G_BAS, "correct", "boxed", BAS + r" $= \boxed{298}$." + "\n\nVerifica: $298 = 2 \\cdot 125 + 1 \\cdot 25 + 4 \\cdot 5 + 3$ ✓", "'Check: 298 = ... ✓'"),
    m("r_m_nl_oeps", "A", G_SER, "wrong", "boxed", "We hebben " + SER + r" $= \boxed{820}$." + "\n\nOeps, correctie: het laatste getal is 75, dus er zijn 19 termen en $S = \\frac{19 \\cdot 78}{2} = \\boxed{741}$.", "'Oops, correction: the last number is 75, so 19 terms and S = 741'"),
    m("r_m_ok_nl_controle", "B", G_SER, "correct", "boxed", "We hebben " + SER + r" $= \boxed{820}$." + "\n\nControle: $20 \\cdot 41 = 820$ ✓", "'Check: 20 · 41 = 820 ✓'"),
    m("r_m_sv_rattelse", "A", G_DST, "wrong", "boxed", "Avståndet är " + DST + r" $= \boxed{7\sqrt{2}}$." + "\n\nRättelse: den andra punkten är $(-5, 3)$, så avståndet blir $\\sqrt{49 + 36} = \\boxed{\\sqrt{85}}$.", "'Correction: the second point is (-5, 3), so the distance becomes sqrt85'"),
    m("r_m_ok_sv_closing", "B", G_DST, "correct", "boxed", "Avståndet är " + DST + r" $= \boxed{7\sqrt{2}}$." + "\n\nHoppas det hjälper!", "'Hope it helps!'"),
    g("r_tl_teka", "A", "259", "wrong", "answer_is", ROL["tl"] + "Ang sagot ay 259.\n\nTeka, mali pala. 692 ang naibenta, kaya 888 − 692 = 196 ang natira.", "'Wait, it is wrong after all. 692 were sold, so 196 remained'"),
    g("r_ok_tl_tama", "B", "259", "correct", "answer_is", ROL["tl"] + "Ang sagot ay 259.\n\nTama ang sagot: 259 + 629 = 888.", "'The answer is right: 259 + 629 = 888'"),
    m("r_m_pl_withdrawn", "A", G_SYS, "wrong", "boxed", r"Dodając równania: " + SYS + r". Odpowiedź: $\boxed{(7, 4)}$." + "\n\nJednak to rozwiązanie jest błędne, wycofuję tę odpowiedź.", "debatable: 'However this solution is wrong, I withdraw this answer' with nothing new (round 21's convention: wrong); proposed reject", True),
    g("r_ok_el_elegxos", "B", "35", "correct", "answer_is", PCT["el"] + "Η απάντηση είναι 35%.\n\nΈλεγχος: 0,35 × 80 = 28 ✓", "'the answer is 35%. Check: 0,35 × 80 = 28 ✓'"),
    g("r_he_tikun", "A", "299", "wrong", "answer_is", PEN["he"] + "התשובה: 299.\n\nתיקון: בכל קופסה יש 22 עפרונות, ולכן 13 · 22 = 286.", "'Answer: 299. Correction: each box has 22 pencils, so 286'"),
    g("r_ok_cs_zkouska", "B", "0", "correct", "answer_is", CND["cs"] + "Odpověď: Zbyde 0 bonbonů.\n\nZkouška: 12 · 7 = 84 ✓", "'Answer: 0 sweets are left. Check: 12 · 7 = 84 ✓'"),
    g("r_cs_oprava", "A", "0", "wrong", "answer_is", CND["cs"] + "Odpověď: Zbyde 0 bonbonů.\n\nOprava: dětí je 11, takže zbyde 84 − 77 = 7 bonbonů.", "'Correction: there are 11 children, so 84 - 77 = 7 sweets are left'"),
]
LOOP_ID = "Jadi, 37 × 24 = 888 roti. Kemudian 888 − 629 = 259 roti.\n" * 150

CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / other part / invented turns
    g("q_zh_teacher_said", "A", "259", "wrong", "answer_is", ROL_SLIP["zh"] + "老师说答案是259，但我算出来是196。\n答案：196", "'the teacher said the answer is 259, but I got 196. Answer: 196'"),
    g("q_ok_zh_classmate", "B", "259", "correct", "answer_is", ROL["zh"] + "同学说是196，但他把629看成了692。\n正确答案：259。", "'a classmate said 196, but he read 629 as 692. Correct answer: 259'"),
    g("q_ja_hypothetical_only", "A", "180000", "no_answer", "none", "もし15か月間毎月12,000円を貯金したなら、合計は180,000円になります。しかし、問題文から貯金した期間が読み取れないため、答えを確定できません。", "'if 12,000 yen were saved every month for 15 months the total would be 180,000 yen. But the saving period cannot be read from the problem, so I cannot fix an answer': only a hypothetical, then a refusal"),
    g("q_ko_quoted_claim", "A", "299", "wrong", "answer_is", "문제에서 \"정답은 299자루\"라고 했지만, 실제로 계산하면 13 × 22 = 286입니다.\n정답: 286", "'the problem said \"the answer is 299 pencils\", but calculating, 13 × 22 = 286. Answer: 286'"),
    g("q_ru_textbook", "A", "35", "wrong", "answer_is", "В учебнике ответ 35 %, но у меня получилось 26 : 80 = 0,325.\nОтвет: 32,5 %.", "'the textbook's answer is 35 %, but I got 0,325. Answer: 32,5 %'"),
    g("q_ok_ru_textbook_typo", "B", "35", "correct", "answer_is", "В учебнике ответ 32,5 %, но это опечатка: 28 из 80 — это 28 : 80 = 0,35.\nОтвет: 35 %.", "'the textbook says 32,5 %, but that is a misprint: 28 of 80 is 0,35. Answer: 35 %'"),
    g("q_de_angenommen", "A", "50140", "no_answer", "none", "Angenommen, die Spenden betragen 2.640 €, dann wären es 47.500 + 2.640 = 50.140 €. Ohne diese Angabe kann ich die Aufgabe aber nicht lösen.", "'assuming the donations are 2.640 €, it would be 50.140 €. Without this information I cannot solve the task': hypothetical and refusal"),
    g("q_es_profesor", "A", "0", "wrong", "answer_is", "Mi profesor dice que la respuesta es 0, pero no estoy de acuerdo: si cada niño recibe 6, sobran 84 − 72 = 12.\nRespuesta: 12", "'my teacher says the answer is 0, but I disagree: if each child gets 6, 12 are left. Answer: 12'"),
    g("q_fr_you_asked", "A", "1635", "no_answer", "none", "Vous avez demandé : « Montrez que la réponse est $\\boxed{1635}$. » Je ne peux pas le démontrer avec les données fournies.", "'You asked: \"Show that the answer is 1635 (boxed)\". I cannot prove it with the given data': the box only in the quoted request"),
    g("q_ok_fr_enonce_quote", "B", "1635", "correct", "answer_is", "Comme le dit l'énoncé, « 4 905 litres sont répartis également dans 3 cuves ».\n" + LIT["fr"] + "Réponse : 1 635 litres.", "the problem quoted in guillemets first, then 'Answer: 1 635 litres'"),
    g("q_pt_aluno_escreveu", "A", "16.35", "wrong", "hash", 'Um aluno escreveu "#### 16,35", mas o preço era 4,63 € o quilo: 3,75 × 4,63 = 17,3625.\n#### 17,36', "'a student wrote \"#### 16,35\", but the price was 4,63 € a kilo ... #### 17,36'"),
    m("q_m_it_se_chiedesse", "A", G_CMB, "wrong", "boxed", r"Se il testo chiedesse $\binom{13}{4}$, la risposta sarebbe $715$; ma chiede di scegliere $3$ persone, quindi $\binom{13}{3} = \boxed{286}$.", "'if the text asked C(13,4) the answer would be 715; but it asks to choose 3 people, so 286'"),
    m("q_m_ok_it_se_scegliessimo", "B", G_CMB, "correct", "boxed", r"Se scegliessimo $3$ persone avremmo $\binom{13}{3} = 286$; qui però ne scegliamo $4$: " + CMB + r" $= \boxed{715}$.", "'if we chose 3 people we would have 286; here though we choose 4: 715'"),
    g("q_ar_ahmad_said", "A", "259", "wrong", "answer_is", "قال أحمد إن الجواب 259، لكن الحساب الصحيح هو 888 − 692 = 196.\nالجواب: 196", "'Ahmad said the answer is 259, but the correct calculation is 888 - 692 = 196. Answer: 196'"),
    g("q_ok_ar_some_think", "B", "259", "correct", "answer_is", "قد يظن البعض أن الجواب 196، لكن عدد الأرغفة المبيعة 629 وليس 692.\n" + ROL["ar"] + "الجواب: 259", "'some may think the answer is 196, but 629 loaves were sold, not 692 ... Answer: 259'"),
    g("q_tr_parts", "A", "259", "wrong", "answer_is", ROL["tr"] + "(a) şıkkının cevabı 259, (b) şıkkının cevabı 196'dır.", "debatable: '(a)'s answer is 259, (b)'s answer is 196' for a one-part question: two final answers; proposed reject", True),
    g("q_hi_maan_lijiye", "A", "35", "no_answer", "none", "मान लीजिए कि 28 विद्यार्थी पास हुए, तो प्रतिशत 28 ÷ 80 = 35% होगा। लेकिन प्रश्न में पास हुए विद्यार्थियों की संख्या नहीं दी गई है, इसलिए उत्तर निकालना संभव नहीं है।", "'suppose 28 students passed, then the percentage would be 35%. But the question does not give the number who passed, so the answer cannot be found': hypothetical and refusal"),
    g("q_ok_hi_agar", "B", "35", "correct", "answer_is", "अगर 26 विद्यार्थी पास होते तो 32.5% होता; लेकिन 28 पास हुए, इसलिए 28 ÷ 80 = 0.35।\nउत्तर: 35%", "'if 26 had passed it would be 32.5%; but 28 passed, so 0.35. Answer: 35%'"),
    g("q_id_invented_user", "A", "259", "wrong", "answer_is", ROL_SLIP["id"] + "Jawaban: 196" + IM_USER + "Jawabannya 259, kan?", "'Answer: 196', then an invented user turn 'The answer is 259, right?'"),
    g("q_ok_id_invented_turns", "B", "259", "correct", "answer_is", ROL["id"] + "Jawaban: 259" + IM_USER + "Bagaimana kalau 692 roti yang terjual?" + IM_ASSIST + "Maka tersisa 888 − 692 = 196 roti.", "'Answer: 259', then an invented user turn 'what if 692 were sold?' and an invented answer 196 (labelled by the question posed)"),
    m("q_m_zh_assume", "A", G_CPX, "wrong", "boxed", r"假设结果为 $23 + 14i$，代回检验：$(4 - 3i)(2 + 5i) = 8 + 20i - 6i + 15i^2 = -7 + 14i$，不成立。所以答案是 $\boxed{-7 + 14i}$。", "'assume the result is 23 + 14i; substituting back (with a sign slip) gives -7 + 14i, it fails. So the answer is -7 + 14i'"),
    m("q_m_ko_quoted_request", "A", G_PRB, "no_answer", "none", r'질문: "답이 $\boxed{\frac{8}{15}}$임을 보이시오." 죄송하지만 주어진 정보만으로는 이를 증명할 수 없습니다.', "'Question: \"Show that the answer is 8/15 (boxed).\" Sorry, but I cannot prove it from the given information': the box only in the quoted request"),
    m("q_m_ok_ru_suppose", "B", G_PRB, "correct", "boxed", r"Предположим, что ответ $\frac{4}{15}$ — тогда мы учитывали бы порядок дважды. Нет: " + PRB_RU + r" $= \boxed{\frac{8}{15}}$.", "'suppose the answer is 4/15 — then we would count order twice. No: ... = 8/15'"),
    m("q_m_th_friend", "A", G_ROOTS, "wrong", "boxed", r"เพื่อนของฉันบอกว่าคำตอบคือ $\frac{1}{2}, 4$ แต่ฉันแยกตัวประกอบได้ $(2x + 1)(x + 4) = 0$" + "\nคำตอบ: $\\boxed{-\\frac{1}{2}, -4}$", "'my friend said the answer is 1/2, 4 but I factor (2x + 1)(x + 4) = 0. Answer: -1/2, -4'"),
    m("q_m_ok_el_quote", "B", G_INT, "correct", "boxed", r"Όπως λέει η εκφώνηση, «$|2x + 3| < 7$». Άρα " + INT + r", δηλαδή $x \in \boxed{(-5, 2)}$.", "'as the statement says, «|2x + 3| < 7». So ..., i.e. x in (-5, 2)'"),
    m("q_m_ok_he_quote_other", "B", G_RAT, "correct", "boxed", "בספר כתוב שהתשובה היא $6\\sqrt{3}$, אבל זו טעות: " + RAT + r" $= \boxed{3\sqrt{6}}$.", "'the book says the answer is 6sqrt3, but that is a mistake: ... = 3sqrt6'"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_ok_zh_fullwidth", "B", "259", "correct", "answer_is", ROL["zh"] + "答案：２５９", "'Answer:' then full-width 259"),
    g("b_zh_fullwidth_other", "A", "259", "wrong", "answer_is", ROL_SLIP["zh"] + "答案：１９６", "'Answer:' then full-width 196"),
    g("b_ok_ja_crlf", "B", "16.35", "correct", "answer_is", (PRC["ja"] + "答え：16.35ユーロ").replace("\n", "\r\n"), "CRLF line ends; 'Answer: 16.35 euros'"),
    g("b_ok_ar_rlm", "B", "259", "correct", "answer_is", ROL["ar"] + "\u200fالجواب: 259\u200f", "right-to-left marks around 'Answer: 259'"),
    g("b_ar_rlm_other", "A", "259", "wrong", "answer_is", ROL_SLIP["ar"] + "\u200fالجواب: 196\u200f", "right-to-left marks around 'Answer: 196'"),
    g("b_ok_he_lrm", "B", "259", "correct", "answer_is", ROL["he"] + "התשובה היא \u200e259\u200e.", "'the answer is 259' with left-to-right marks around the number"),
    g("b_ok_fa_zwnj", "B", "259", "correct", "answer_is", ROL["fa"] + "پاسخ نهایی: ۲۵۹ نان باقی می‌ماند.", "'Final answer: 259 loaves remain' (Persian digits, a zero-width non-joiner in می‌ماند)"),
    g("b_ok_hi_devanagari", "B", "259", "correct", "answer_is", ROL["hi"] + "उत्तर: २५९", "'Answer: 259' in Devanagari digits"),
    g("b_hi_devanagari_other", "A", "259", "wrong", "answer_is", ROL_SLIP["hi"] + "उत्तर: १९६", "'Answer: 196' in Devanagari digits"),
    g("b_ok_th_digits", "B", "259", "correct", "answer_is", ROL["th"] + "คำตอบ: ๒๕๙ ชิ้น", "'Answer: 259 pieces' in Thai digits"),
    g("b_ru_nul_other", "A", "180000", "wrong", "hash", SAL["ru"].replace("15 месяцев", "14 месяцев").replace("· 15", "· 14").replace("180 000", "168 000") + "#### 168\x00000", "a NUL inside 168 000 (14 months); debatable: a NUL makes the pair bad input; either way not accepted", True),
    g("b_ok_de_nnbsp_hash", "B", "50140", "correct", "hash", TIX["de"] + "#### 50\u00a0140", "#### 50 140 with a no-break space"),
    g("b_ok_uk_emoji", "B", "299", "correct", "answer_is", PEN["uk"] + "Відповідь: 299 олівців ✏️", "'Answer: 299 pencils' and an emoji with a variation selector"),
    g("b_es_gold_space_other", "A", " 0 ", "wrong", "answer_is", CND["es"].replace("7 caramelos: 12 × 7 = 84.\nSobran 84 − 84 = 0", "6 caramelos: 12 × 6 = 72.\nSobran 84 − 72 = 12") + "La respuesta es 12.", "a gold with spaces; the answer 12 (6 each)"),
    g("b_ok_vi_nfd", "B", "259", "correct", "answer_is", __import__("unicodedata").normalize("NFD", ROL["vi"] + "Đáp án: 259 chiếc bánh."), "Vietnamese in decomposed (NFD) form: 'Answer: 259 rolls'"),
    g("b_vi_nfd_other", "A", "259", "wrong", "answer_is", __import__("unicodedata").normalize("NFD", ROL_SLIP["vi"] + "Đáp án: 196 chiếc bánh."), "NFD Vietnamese: 'Answer: 196 rolls'"),
    g("b_ok_id_loop", "B", "259", "correct", "answer_is", ROL["id"] + LOOP_ID + "Jawaban akhir: 259", "a 150-line repetition loop ('So 888 rolls. Then 259 rolls.'), then 'Final answer: 259'"),
    g("b_id_loop_cut", "A", "259", "no_answer", "truncated", ROL["id"].split("Terjual")[0] + LOOP_ID.replace("Kemudian 888 − 629 = 259 roti.", "Kemudian"), "a repetition loop that never states a result ('So 888 rolls. Then'), cut"),
    m("b_m_ok_zh_gold_spaces", "B", " " + G_DST + "\n", "correct", "boxed", "两点间距离为 " + DST + r" $= \boxed{7\sqrt{2}}$。", "a gold with a space and a newline; 'the distance between the points is 7sqrt2'"),
    m("b_m_ja_cut_box", "A", G_DST, "no_answer", "truncated", "距離は " + DST + r" $= \boxed{7\sqrt{", "cut inside the box"),
    m("b_m_ok_ar_indic_box", "B", G_BAS, "correct", "boxed", "نحوّل العدد: " + BAS + r" $= \boxed{٢٩٨}$", "'we convert the number ... = 298' with Arabic-Indic digits in the box"),
    m("b_m_ko_zwsp_other", "A", G_SYS, "wrong", "boxed", "두 식을 더하면 " + SYS + ".\n정답: $\\boxed{(4,\u200b 7)}$", "'adding the two equations ... Answer: (4, 7)' with a zero-width space: the coordinates swapped"),
]
CASES += [
    # ================================================================ more MATH, all classes
    m("t_m_ok_de_minerva_tag", "B", G_LIN, "correct", "tag", th(LIN + r" $= \frac{5}{4}$" + "\n") + r"<answer>Die endgültige Antwort ist $\frac{5}{4}$. Ich hoffe, sie ist richtig.</answer>", "a translated Minerva line in the tag: 'the final answer is 5/4. I hope it is correct'"),
    m("t_m_es_hedge", "A", G_LIN, "wrong", "tag", th(LIN + "\n") + r"<answer>$x = \frac{5}{4}$ o quizás $x = \frac{4}{5}$</answer>", "'x = 5/4 or perhaps x = 4/5': a hedge"),
    m("t_m_ok_pt_equation", "B", G_SER, "correct", "tag", th(SER + "\n") + r"<answer>$S = \frac{20(3 + 79)}{2} = 820$</answer>", "an equation chain ending 820"),
    m("t_m_it_slip", "A", G_SER, "wrong", "tag", th(SER + "\n") + r"<answer>La somma è $S = 20 \cdot 41 = 802$.</answer>", "'the sum is S = 20 · 41 = 802': a multiplication slip"),
    m("t_m_ja_empty", "A", G_SER, "no_answer", "tag", th(SER + r" $= 820$。" + "\n") + "<answer></answer>", "an empty tag; 820 only in the thinking"),
    m("t_m_ok_zh_huo", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>答案：$x = \frac{1}{2}$ 或 $x = 4$</answer>", "'Answer: x = 1/2 or x = 4': the two roots of the equation joined by 或 (or), not a hedge"),
    m("t_m_ru_hedge", "A", G_CMB, "wrong", "tag", th(CMB + "\n") + r"<answer>Ответ: $715$ или $286$</answer>", "'Answer: 715 or 286': a hedge between C(13,4) and C(13,3)"),
    m("h_m_ok_ja", "B", G_SER, "correct", "hash", "初項3、公差4の等差数列なので " + SER + " = 820。\n答え：#### 820", "'arithmetic sequence with first term 3 and difference 4 ... Answer: #### 820'"),
    m("h_m_fr_other", "A", G_SER, "wrong", "hash", "On a $3, 7, \\ldots, 75$ : $19$ termes, $S = \\frac{19 \\cdot 78}{2} = 741$.\nLa réponse est : #### 741", "'the answer is: #### 741' (stopped at 75)"),
    m("x_m_ok_zh_dot_repeat", "B", G_REP, "correct", "boxed", r"设 $x = 0.\dot{6}\dot{3}$，则 $100x - x = 63$，$x = \frac{63}{99}$。所以答案是 $\boxed{0.\dot{6}\dot{3}}$。", "debatable: 'so the answer is 0.6̇3̇', the Chinese dot notation for the repeating decimal 0.6363... = 7/11, equal in value; proposed accept", True),
    m("x_m_ok_de_mixed", "B", G_LIN, "correct", "boxed", "Es gilt " + LIN + r" $= \boxed{1\frac{1}{4}}$.", "debatable: a German-school mixed number 1 1/4 = 5/4; read as a product it would be 1/4; proposed accept (the reading a teacher gives)", True),
    m("x_m_pl_swapped", "A", G_SYS, "wrong", "answer_is", r"Dodając równania: $2y = 8$, $y = 4$, $x = 7$." + "\nOdpowiedź: $x = 4$, $y = 7$.", "'Answer: x = 4, y = 7': the values swapped at the end"),
    m("x_m_ok_pl_pair", "B", G_SYS, "correct", "answer_is", r"Dodając równania: " + SYS + "." + "\nOdpowiedź: $x = 7$, $y = 4$.", "'Answer: x = 7, y = 4'"),
    m("x_m_ok_ru_semicolon_pair", "B", G_SYS, "correct", "boxed", "Сложим уравнения: " + SYS + r". Ответ: $\boxed{(7;\ 4)}$.", "'Answer: (7; 4)': Russian pairs with a semicolon"),
    m("x_m_sv_decimal", "A", G_RAT, "wrong", "boxed", "Vi får " + RAT + r" $\approx \boxed{7{,}35}$.", "7,35: a decimal for 3sqrt6 (7.348...)"),
    m("x_m_ok_sv_sqrt54", "B", G_RAT, "correct", "boxed", "Vi får " + RAT + r" $= \boxed{\sqrt{54}}$.", "sqrt54 = 3sqrt6"),
    m("x_m_ok_id_decimal_parts", "B", G_CPX, "correct", "boxed", "Dengan Python: `(4-3j)*(2+5j)` menghasilkan `(23+14j)`.\nJadi hasilnya $\\boxed{23{,}0 + 14{,}0i}$.", "'with Python ... gives (23+14j). So the result is 23,0 + 14,0i' (Indonesian decimal comma)"),
    m("n_m_ja_strike", "A", G_RAD, "wrong", "boxed", RAD + "。\n~~$\\frac{5\\pi}{9}$~~ → 半分にして $\\boxed{\\frac{5\\pi}{18}}$", "5pi/9 struck, 'halving it, 5pi/18'"),
    m("n_m_ok_ja_strike", "B", G_RAD, "correct", "boxed", RAD + "。\n~~$\\frac{5\\pi}{18}$~~ → 約分すると $\\boxed{\\frac{5\\pi}{9}}$", "5pi/18 struck, 'reducing, 5pi/9'"),
    m("n_m_ok_fr_neq_working", "B", G_ROOTS, "correct", "boxed", r"On a $\Delta = 81 - 32 = 49 \neq 0$, donc deux racines : $x = \frac{9 \pm 7}{4}$, soit $\boxed{\frac{1}{2}, 4}$.", "'Δ = 49 ≠ 0, so two roots: x = (9 ± 7)/4, i.e. 1/2, 4': a ≠ in the working"),
    m("n_m_he_unsure", "B", G_RAT, "correct", "boxed", "נכפיל במונה ובמכנה: " + RAT + r" $= \boxed{3\sqrt{6}}$ (לא בטוח לגמרי שזה נכון)", "debatable: '(not entirely sure this is right)' after the box; doubt is not a withdrawal; proposed accept", True),
    m("u_m_ok_fr_units_text", "B", G_SEC, "correct", "boxed", "L'aire du secteur est " + SEC + r" $= \boxed{8\pi \text{ unités d'aire}}$.", "'the sector area is 8pi area units'"),
    m("u_m_ok_ko_text_answer", "B", G_LIN, "correct", "boxed", LIN + r". $\text{정답: } \frac{5}{4}$", "'Answer: 5/4' inside \\text{} in math mode"),
    m("u_m_ok_ru_text_otvet", "B", G_RAT, "correct", "boxed", RAT + r". $\text{Ответ: } 3\sqrt{6}.$", "'Answer: 3sqrt6' inside \\text{}"),
    m("u_m_de_text_other", "A", G_RAT, "wrong", "boxed", r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{3}}{3}$. $\text{Antwort: } 6\sqrt{3}$", "'Answer: 6sqrt3' inside \\text{}: rationalised with sqrt3 by mistake"),
    m("r_m_ko_jamkkan", "A", G_CMB, "wrong", "boxed", CMB + r" $= \boxed{715}$" + "\n\n잠깐, 순서를 고려해야 하므로 $13 \\cdot 12 \\cdot 11 \\cdot 10 = \\boxed{17160}$입니다.", "'wait, order has to be considered, so 17160'"),
    m("r_m_ok_ko_geomsan", "B", G_CMB, "correct", "boxed", CMB + r" $= \boxed{715}$" + "\n\n검산: $715 \\times 24 = 17160$ ✓", "'Check: 715 × 24 = 17160 ✓'"),
    m("r_m_vi_sua_lai", "A", G_POL, "wrong", "boxed", "Khai triển: " + POL + r" $= \boxed{2x^2 + 3x - 20}$" + "\n\nSửa lại: đề bài là $(2x + 5)(x - 4)$, nên kết quả là $\\boxed{2x^2 - 3x - 20}$.", "'Correction: the problem is (2x + 5)(x - 4), so the result is 2x^2 - 3x - 20'"),
    m("r_m_ok_tr_kontrol", "B", G_POL, "correct", "boxed", "Açalım: " + POL + r" $= \boxed{2x^2 + 3x - 20}$" + "\n\nKontrol: $x = 1$ için $(-3)(5) = -15$ ve $2 + 3 - 20 = -15$ ✓", "'Check: for x = 1, (-3)(5) = -15 and 2 + 3 - 20 = -15 ✓'"),
    m("r_m_fa_eslah", "A", G_SEC, "wrong", "boxed", "مساحت قطاع: " + SEC + r" $= \boxed{8\pi}$" + "\n\nاصلاح: زاویه ۱۲۰ درجه است، پس مساحت $\\frac{120}{360} \\cdot 36\\pi = \\boxed{12\\pi}$ است.", "'Correction: the angle is 120 degrees, so the area is 12pi'"),
    m("q_m_ok_uk_hypo_after", "B", G_SYS, "correct", "boxed", "Додамо рівняння: " + SYS + r". Відповідь: $\boxed{(7, 4)}$." + "\n\nЯкби було $x - y = 5$, ми отримали б $(8, 3)$.", "'Answer: (7, 4). If it were x - y = 5, we would get (8, 3)': a hypothetical after the committed answer"),
    m("q_m_de_konjunktiv", "A", G_SEC, "no_answer", "none", r"Ohne den Radius lässt sich die Fläche nicht bestimmen; wäre $r = 6$, so ergäbe sich $\frac{80}{360} \cdot 36\pi = 8\pi$.", "'without the radius the area cannot be determined; if r were 6 it would give 8pi': only a subjunctive hypothetical"),
    m("q_m_es_other_part", "A", G_CMB, "wrong", "boxed", r"(a) " + CMB + r" $= 715$." + "\n(b) Con un presidente elegido aparte: $13 \\cdot \\binom{12}{3} = 13 \\cdot 220 = 2860$.\nRespuesta: $\\boxed{2860}$", "debatable: part (a) gives 715, the final box 2860 for an invented part (b); proposed reject", True),
    m("b_m_ok_ja_fullwidth_pair", "B", G_SYS, "correct", "answer_is", "2式を足すと " + SYS + "。\n答え：（７，４）", "'Answer:' and the pair in full-width digits, comma and parentheses"),
    m("b_m_ok_ar_rtl_box", "B", G_PRB, "correct", "boxed", "\u200fعدد الطرق الكلي $\\binom{10}{2} = 45$، والطرق المناسبة $6 \\times 4 = 24$، إذن الاحتمال $\\boxed{\\frac{8}{15}}$\u200f", "'the total number of ways is 45, the favourable 24, so the probability is 8/15' with right-to-left marks"),
    g("x_ok_el_comma", "B", "16.35", "correct", "answer_is", "3,75 κιλά προς 4,36 € το κιλό κοστίζουν 3,75 · 4,36 = 16,35 €.\nΑπάντηση: 16,35 €", "Greek: 'Answer: 16,35 €'"),
    g("x_el_cents", "A", "16.35", "wrong", "answer_is", "3,75 κιλά προς 4,36 € το κιλό κοστίζουν 3,75 · 4,36 = 16,35 €.\nΑπάντηση: 1635", "'Answer: 1635' (the decimal comma dropped)"),
    g("x_ok_nl_comma", "B", "16.35", "correct", "answer_is", "3,75 kg à € 4,36 per kilo kost 3,75 × 4,36 = € 16,35.\nHet antwoord is € 16,35.", "Dutch: 'the answer is € 16,35'"),
    g("x_tl_off", "A", "180000", "wrong", "answer_is", "₱12,000 bawat buwan sa loob ng 15 buwan: 12,000 × 15 = 18,000.\nAng sagot ay ₱18,000.", "Tagalog: '12,000 × 15 = 18,000 ... the answer is ₱18,000': a zero lost"),
    g("x_ok_tl", "B", "180000", "correct", "answer_is", "₱12,000 bawat buwan sa loob ng 15 buwan: 12,000 × 15 = 180,000.\nKaya ang kabuuang ipon ay ₱180,000.", "'so the total savings are ₱180,000'"),
]
FAL_UK = "За 7 годин температура знизиться на 1,5 · 7 = 10,5 °C.\nКінцева температура: 2 − 10,5 = −8,5 °C.\n"
RIS_UK = "За 9 годин температура підніметься на 1,5 · 9 = 13,5 °C.\nКінцева температура: −5 + 13,5 = 8,5 °C.\n"
RIS_IT = "In 9 ore la temperatura sale di 1,5 × 9 = 13,5 gradi.\nLa temperatura finale è −5 + 13,5 = 8,5 gradi.\n"

CASES += [
    # ================================================================ more kind A (and twins), several classes
    g("u_ja_dozen", "A", "299", "wrong", "answer_is", PEN["ja"] + "答え：299ダース", "'Answer: 299 dozen' (ダース)"),
    g("u_id_lusin", "A", "299", "wrong", "answer_is", "Ada 13 kotak berisi 23 pensil: 13 × 23 = 299.\nJawaban: 299 lusin pensil.", "'Answer: 299 dozen pencils' (lusin = dozen)"),
    g("u_tr_duzine", "A", "299", "wrong", "answer_is", "13 kutuda 23'er kalem: 13 × 23 = 299.\nCevap: 299 düzine kalem.", "'Answer: 299 dozen pencils' (düzine)"),
    g("u_uk_minus_word_for_positive", "A", "8.5", "wrong", "answer_is", RIS_UK + "Відповідь: мінус 8,5 °C.", "'Answer: minus 8,5 °C' (the word мінус) against +8.5"),
    g("u_ok_uk_minus_word", "B", "-8.5", "correct", "answer_is", FAL_UK + "Відповідь: мінус 8,5 градуса.", "'Answer: minus 8,5 degrees' = -8.5"),
    g("u_fr_moins_for_positive", "A", "8.5", "wrong", "answer_is", RIS["fr"] + "La réponse est moins 8,5 degrés.", "'the answer is minus 8,5 degrees' = -8.5 against +8.5"),
    g("u_it_sotto_zero", "A", "8.5", "wrong", "answer_is", RIS_IT + "La risposta è 8,5 gradi sotto zero.", "'the answer is 8,5 degrees below zero' = -8.5 against +8.5"),
    g("u_ok_it_sopra_zero", "B", "8.5", "correct", "answer_is", RIS_IT + "La risposta è 8,5 gradi sopra lo zero.", "'the answer is 8,5 degrees above zero'"),
    g("x_de_decimal_reading", "A", "1635", "wrong", "hash", "4,905 l sind knapp 5 Liter; auf 3 Tanks verteilt: 4,905 : 3 = 1,635 l, also gut 1,6 Liter pro Tank.\n#### 1,635", "the model read the problem's 4,905 as 4.905 l: German '1,635 l, i.e. a good 1,6 litres per tank' is 1.635, not 1635"),
    g("x_ko_cheon_slip", "A", "180000", "wrong", "answer_is", "매달 1만 2천 원씩 15개월이면 1만 2천 × 15 = 1만 8천 원입니다.\n정답: 1만 8천 원", "'Answer: 1 man 8 cheon won' = 18,000 (12,000 × 15 slipped to 18,000)"),
    g("x_ja_man_sen_slip", "A", "180000", "wrong", "answer_is", "毎月1万2千円を15か月なので、1万2千 × 15 = 1万8千円です。\n答え：1万8千円", "'Answer: 1 man 8 sen yen' = 18,000 (a zero lost)"),
    g("x_ok_hi_hazaar", "B", "180000", "correct", "answer_is", SAL["hi"] + "उत्तर: 180 हज़ार रुपये", "'Answer: 180 thousand rupees' (हज़ार = thousand)"),
    g("x_hi_hazaar_slip", "A", "180000", "wrong", "answer_is", "हर महीने 12 हज़ार, तो 15 महीनों में 12 × 15 = 18 हज़ार।\nउत्तर: 18 हज़ार रुपये", "'12 thousand × 15 = 18 thousand. Answer: 18 thousand rupees' = 18,000 (12 × 15 = 180 slipped)"),
    g("b_ja_fullwidth_minus", "A", "8.5", "wrong", "answer_is", "9時間で 1.5 × 9 = 13.5 度上がります。\n最終的な気温は −5 + 13.5 です。\n答え：－８.５度", "'Answer: -8.5 degrees' in a full-width minus and digits, against +8.5"),
    g("b_th_digits_other", "A", "259", "wrong", "answer_is", ROL_SLIP["th"] + "คำตอบ: ๑๙๖ ชิ้น", "'Answer: 196 pieces' in Thai digits"),
    g("b_bn_digits_other", "A", "299", "wrong", "answer_is", "প্রতি বাক্সে ২২টি পেনসিল, ১৩টি বাক্সে ১৩ × ২২ = ২৮৬টি পেনসিল।\nউত্তর: ২৮৬টি পেনসিল।", "'Answer: 286 pencils' in Bengali digits"),
    g("h_ko_other", "A", "299", "wrong", "hash", PEN_SLIP["ko"] + "정답: #### 286", "'Answer: #### 286'"),
    g("h_ar_other", "A", "259", "wrong", "hash", ROL_SLIP["ar"] + "الإجابة: #### 196", "'Answer: #### 196'"),
    g("h_vi_undetermined", "A", "259", "no_answer", "hash", "Mỗi khay có 24 chiếc bánh, 37 khay có 37 × 24 = 888 chiếc. Nhưng đề bài không nói đã bán bao nhiêu chiếc.\nĐáp án là: #### (không xác định)", "'but the problem does not say how many were sold. The answer is: #### (undetermined)'"),
    g("h_ok_vi", "B", "259", "correct", "hash", ROL["vi"] + "Đáp án là: #### 259", "'the answer is: #### 259'"),
    m("t_m_sv_placeholder", "A", G_RAT, "no_answer", "tag", th(RAT + r" $= 3\sqrt{6}$" + "\n") + "<answer>[ditt svar här]</answer>", "the placeholder '[your answer here]' in the tag; 3sqrt6 only in the thinking"),
    m("t_m_ok_sv_sentence", "B", G_RAT, "correct", "tag", th(RAT + "\n") + r"<answer>Svaret är $3\sqrt{6}$.</answer>", "'the answer is 3sqrt6'"),
    m("n_m_cs_neni", "A", G_POW, "no_answer", "boxed", POW + r" $= 1\,048\,576$? Ne, výsledek není $\boxed{1\,048\,576}$, někde mám chybu.", "'No, the result is not 1 048 576, I have a mistake somewhere': the value negated, nothing asserted"),
    m("n_m_ok_cs_ne_other", "B", G_POW, "correct", "boxed", POW + r" $= \boxed{1\,048\,576}$, ne $1\,000\,000$.", "'1 048 576, not 1 000 000'"),
]
# fmt: on

DECISIONS = {
    "x_m_ok_ru_period": (
        "accept",
        "0,(63) is the Russian school notation for 0.636363... = 7/11: equal in value",
    ),
    "x_m_ok_zh_dot_repeat": (
        "accept",
        "0.6̇3̇ (dots over 6 and 3) is the Chinese notation for 0.6363... = 7/11: equal in value",
    ),
    "x_m_ok_de_mixed": (
        "accept",
        "1\\frac{1}{4} is the mixed number 1 1/4 = 5/4 in the school reading",
    ),
    "u_de_unter_null_hash": (
        "reject",
        "'8,5 Grad unter Null' is -8.5; the working and the gold are +8.5",
    ),
    "u_m_ru_degrees": ("reject", "the model states 5pi/9 DEGREES, which is not 5pi/9 radians"),
    "r_m_pl_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 21's convention)",
    ),
    "q_tr_parts": (
        "reject",
        "two values for two invented parts of a one-part question: two final answers",
    ),
    "q_m_es_other_part": (
        "reject",
        "the final box is 2860, for a part the model invented; 715 only in part (a)",
    ),
    "n_m_he_unsure": (
        "accept",
        "doubt after a box is not a withdrawal; the committed answer is 3sqrt6",
    ),
    "b_ru_nul_other": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (rounds 3-21); the value is 168 000 anyway",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam69", CASES, [], DECISIONS)
