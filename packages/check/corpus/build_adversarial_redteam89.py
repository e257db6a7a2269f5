r"""Build adversarial_redteam89.jsonl: an eighty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam89", issue 25), written by a NEW helper WITHOUT reading the
checker's source, its README, bench/, tests/, ANALYSIS.md, any NOTES file or earlier multilingual
rounds, and WITHOUT running the checker (or math-verify or sympy) on any probe; handed over BEFORE any
scoring. Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py
(structure and label rules) and the issue text were read.

Aim of this round: answers written in languages OTHER than English, as multilingual chat and
reasoning models write them: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese,
French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese,
Indonesian, Thai, Greek, Hebrew, Czech, Swedish and Tagalog; their answer phrases (答案是, 答え,
정답, Ответ, Відповідь, Respuesta, Resposta, Réponse, Antwort, Risposta, Antwoord, Odpowiedź, Cevap,
الإجابة, پاسخ, उत्तर, উত্তর, Đáp án, Jawaban, คำตอบ, Απάντηση, תשובה, Odpověď, Svar, Sagot),
decimal commas, thousands separators (dot, space, NBSP, narrow NBSP, Indian grouping), native
numerals (Arabic-Indic, Persian, Devanagari, Bengali, Thai, Chinese), scale words (万, 만, тыс.,
mil, lakh, Tausend), French interval brackets `]a ; b[`, semicolon lists, counted nouns and units,
negation and correction idioms, checks after the answer, closings, reported and hypothetical
speech, answer tags holding sentences in the language, and mixed-language outputs. About two
thirds are MATH-path probes.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K
- PEN 289: 27 boxes of 14 pencils = 27 * 14 = 280 + 98 = 378; 89 sold -> 378 - 89 = 289
  (check 289 + 89 = 378). Misreading 98 sold: 378 - 98 = 280.
- PRICE 43.4: 3.5 kg at 12.40 a kg = 3 * 12.40 + 0.5 * 12.40 = 37.20 + 6.20 = 43.40. Misreading
  12.04: 3.5 * 12.04 = 36.12 + 6.02 = 42.14.
- SAL 24500: 16 months at 1,350 = 13,500 + 8,100 = 21,600; plus a 2,900 bonus = 24,500. Without the
  bonus 21,600.
- TEMP -7.5: 3 degrees falling 1.5 an hour for 7 hours: 1.5 * 7 = 10.5; 3 - 10.5 = -7.5.
- EGG 228: 38 hens * 6 eggs = 228 = 19 dozen (19 * 12 = 228).
- EXAM 84: 63 of 75 passed: 63 / 75 = 0.84 = 84 % (75 * 0.84 = 63).
- BOYS 35: 56 pupils, 3/8 girls = 56 / 8 * 3 = 21; boys 56 - 21 = 35.
MATH
- PROB \frac{4}{35}: multiples of 8 in 1..70 are 8, 16, ..., 64 (8 of them); 8/70 = 4/35 = 0.1142857...
- DIST 4\sqrt{5}: (1, 2) to (5, -6): dx = 4, dy = -8, 16 + 64 = 80 = 16 * 5; 4\sqrt5 = 8.944...
- INT (-2, 5): |2x - 3| < 7 -> -7 < 2x - 3 < 7 -> -4 < 2x < 10 -> -2 < x < 5.
- ROOTS \frac{1}{5}, 2: 5x^2 - 11x + 2 = (5x - 1)(x - 2); checks 20 - 22 + 2 = 0, 1/5 - 11/5 + 2 = 0.
- CPX 11 + 2i: (4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i + 3 = 11 + 2i.
- RAD \frac{25\pi}{18}: 250 * pi / 180 = 25 pi / 18 (= 4.3633...).
- BASE 107: 412_5 = 4 * 25 + 1 * 5 + 2 = 100 + 5 + 2 = 107.
- MAT \begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}: [[1, 2], [0, 3]] * [[2, 0], [1, 1]] =
  [[1*2 + 2*1, 1*0 + 2*1], [0*2 + 3*1, 0*0 + 3*1]] = [[4, 2], [3, 3]]. Transposed [[4, 3], [2, 3]].
- POLY 6x^2 + 7x - 20: (3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20. Sign slip: 6x^2 - 7x - 20.
- COMB 220: C(12, 3) = 12 * 11 * 10 / 6 = 1320 / 6 = 220.
- REP \frac{16}{33}: 0.\overline{48} = 48/99 = 16/33 (= 0.4848...).
- SEC 18\pi: radius 9, angle 80 degrees: 80/360 * 81 pi = 2/9 * 81 pi = 18 pi.
- RAT 2\sqrt{7}: 14/\sqrt7 = 14\sqrt7/7 = 2\sqrt7 (= 5.2915...).
- SET \{1, 2, 3, 6\}: divisors of 12 {1,2,3,4,6,12} meet divisors of 18 {1,2,3,6,9,18}.
- ANG 156^\circ: interior angle of a regular 15-gon = 180 * 13 / 15 = 156.
- DOM [3, 7) \cup (7, \infty): \sqrt{x - 3}/(x - 7) needs x >= 3 and x != 7.
- SER 253: 3 + 7 + ... + 43: n = (43 - 3)/4 + 1 = 11 terms, sum = 11 * (3 + 43)/2 = 11 * 23 = 253.
- COS -\frac{\sqrt{3}}{2}: cos(5 pi / 6) = -cos(pi / 6) = -\sqrt3/2 (= -0.866...).
- VTX (3, 2): y = x^2 - 6x + 11 = (x - 3)^2 + 2.
- SUR 8\sqrt{3}: \sqrt{75} + \sqrt{27} = 5\sqrt3 + 3\sqrt3 = 8\sqrt3.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, separators, scale words, rounding); `n_` negation, strike-out,
annotation; `u_` unit words and counted nouns; `r_` retractions and harmless after-text; `q_` quoted,
reported, hypothetical text; `b_` bad input JSON can hold (native digits, invisible marks, NBSP, BOM;
no lone surrogates). An `_m_` after the prefix marks MATH; `_ok_` marks kind B. Most ids end
with the language code (zh, ja, ko, ru, uk, es, pt, fr, de, it, nl, pl, tr, ar, fa, hi, bn, vi, id, th,
el, he, cs, sv, tl, mix).

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write in that language.

Labels (corpus/README.md, round 21): the model's LAST COMMITTED final answer counts; a value it
withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's claim is not
its answer; a hedge or two different final answers is `wrong`; no final answer is `no_answer`; a
value equal to the gold mathematically (a decimal comma, a thousands dot or space in a language that
writes them so, native numerals, 2.45万 for 24500, `]-2 ; 5[` for (-2, 5)) is `correct`; a rounded
decimal for an exact irrational or repeating gold is `wrong`; a check, a pleasantry or a
hypothetical after a committed answer does not replace it. Every non-English text has an English
gloss in its note. Debatable probes carry `"debatable": true` and the proposed decision in the note.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam89.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ GSM8K working (by language)
PEN_ZH = "27 盒铅笔，每盒 14 支，共 27 × 14 = 378 支。\n卖出 89 支后，剩下 378 − 89 = 289 支。\n"
PEN_ZH_SLIP = (
    "27 盒铅笔，每盒 14 支，共 27 × 14 = 378 支。\n卖出 98 支后，剩下 378 − 98 = 280 支。\n"
)
PEN_RU = "В 27 коробках по 14 карандашей: 27 · 14 = 378 карандашей.\nПосле продажи 89 штук осталось 378 − 89 = 289 карандашей.\n"
PEN_RU_SLIP = "В 27 коробках по 14 карандашей: 27 · 14 = 378 карандашей.\nПосле продажи 98 штук осталось 378 − 98 = 280 карандашей.\n"
PEN_ES = "27 cajas de 14 lápices son 27 × 14 = 378 lápices.\nDespués de vender 89, quedan 378 − 89 = 289 lápices.\n"
PEN_ES_SLIP = "27 cajas de 14 lápices son 27 × 14 = 378 lápices.\nDespués de vender 98, quedan 378 − 98 = 280 lápices.\n"
PEN_JA = "1箱に14本の鉛筆が27箱あるので、全部で 27 × 14 = 378 本です。\n89本売れたので、残りは 378 − 89 = 289 本です。\n"
PEN_AR = "في 27 علبة، في كل علبة 14 قلمًا: 27 × 14 = 378 قلمًا.\nبعد بيع 89 قلمًا يتبقى 378 − 89 = 289 قلمًا.\n"
PEN_HI = (
    "27 डिब्बों में 14-14 पेंसिलें हैं: 27 × 14 = 378 पेंसिलें।\n89 पेंसिलें बेचने के बाद 378 − 89 = 289 पेंसिलें बचीं।\n"
)
PEN_FA = "۲۷ جعبه، هر جعبه ۱۴ مداد: 27 × 14 = 378 مداد.\nبعد از فروش ۸۹ مداد، 378 − 89 = 289 مداد می‌ماند.\n"
PEN_TH = "ดินสอ 27 กล่อง กล่องละ 14 แท่ง รวม 27 × 14 = 378 แท่ง\nขายไป 89 แท่ง เหลือ 378 − 89 = 289 แท่ง\n"
PEN_BN = (
    "২৭টি বাক্সে ১৪টি করে পেনসিল: 27 × 14 = 378টি।\n৮৯টি বিক্রির পর 378 − 89 = 289টি পেনসিল থাকে।\n"
)
PRICE_DE = "3,5 kg zu je 12,40 € kosten 3,5 · 12,40 € = 37,20 € + 6,20 € = 43,40 €.\n"
PRICE_DE_SLIP = "3,5 kg zu je 12,04 € kosten 3,5 · 12,04 € = 36,12 € + 6,02 € = 42,14 €.\n"
PRICE_FR = "3,5 kg à 12,40 € le kilo coûtent 3,5 × 12,40 = 37,20 + 6,20 = 43,40 €.\n"
PRICE_PT = "3,5 kg a R$ 12,40 o quilo custam 3,5 × 12,40 = 37,20 + 6,20 = R$ 43,40.\n"
PRICE_PL = "3,5 kg po 12,40 zł za kilogram: 3,5 · 12,40 = 37,20 + 6,20 = 43,40 zł.\n"
SAL_DE = "16 Monate zu je 1.350 € ergeben 16 · 1.350 = 21.600 €.\nMit der Prämie von 2.900 €: 21.600 + 2.900 = 24.500 €.\n"
SAL_RU = "За 16 месяцев по 1350 рублей: 16 · 1350 = 21 600 рублей.\nС премией 2900 рублей: 21 600 + 2900 = 24 500 рублей.\n"
SAL_ZH = (
    "16 个月，每月 1350 元：16 × 1350 = 21600 元。\n加上 2900 元奖金：21600 + 2900 = 24500 元。\n"
)
SAL_HI = "16 महीने × ₹1,350 = ₹21,600।\n₹2,900 का बोनस जोड़ने पर: 21,600 + 2,900 = ₹24,500।\n"
SAL_KO = "16개월 동안 매달 1,350달러: 16 × 1,350 = 21,600달러.\n보너스 2,900달러를 더하면 21,600 + 2,900 = 24,500달러.\n"
TEMP_RU = (
    "За 7 часов температура понизится на 1,5 · 7 = 10,5 градуса и станет 3 − 10,5 = −7,5 °C.\n"
)
TEMP_UK = "За 7 годин температура знизиться на 1,5 · 7 = 10,5 градуса: 3 − 10,5 = −7,5 °C.\n"
TEMP_SV = "Temperaturen sjunker 1,5 · 7 = 10,5 grader, så den blir 3 − 10,5 = −7,5 °C.\n"
EGG_ES = "38 gallinas ponen 6 huevos cada una: 38 × 6 = 228 huevos.\n"
EGG_ZH = "38 只母鸡，每只下 6 个蛋，共 38 × 6 = 228 个蛋。\n"
EGG_IT = "38 galline fanno 6 uova ciascuna: 38 × 6 = 228 uova.\n"
EXAM_FR = "63 élèves sur 75 ont réussi : 63 / 75 = 0,84, soit 84 %.\n"
EXAM_TR = "75 öğrenciden 63'ü sınavı geçti: 63 / 75 = 0,84, yani %84.\n"
EXAM_VI = "Có 63 trên 75 học sinh đậu: 63 / 75 = 0,84 = 84%.\n"
BOYS_KO = "학생 56명 중 3/8이 여학생이므로 여학생은 56 × 3/8 = 21명입니다.\n남학생은 56 − 21 = 35명입니다.\n"
BOYS_ID = "Dari 56 siswa, 3/8 adalah perempuan: 56 × 3/8 = 21 siswa.\nJadi siswa laki-laki ada 56 − 21 = 35 orang.\n"
BOYS_TH = "นักเรียน 56 คน เป็นผู้หญิง 3/8 คือ 56 × 3/8 = 21 คน\nดังนั้นเป็นผู้ชาย 56 − 21 = 35 คน\n"
BOYS_TL = "Sa 56 na estudyante, 3/8 ang babae: 56 × 3/8 = 21.\nKaya ang lalaki ay 56 − 21 = 35.\n"

# ================================================================ MATH golds and working (LaTeX)
G_PROB = r"\frac{4}{35}"
PROB = r"$8, 16, \dots, 64$: $8$ / $70$, $\frac{8}{70} = \frac{4}{35}$"
G_DIST = r"4\sqrt{5}"
DIST = r"$d = \sqrt{(5-1)^2 + (-6-2)^2} = \sqrt{16 + 64} = \sqrt{80}$"
G_INT = "(-2, 5)"
INT = r"$-7 < 2x - 3 < 7 \Rightarrow -4 < 2x < 10 \Rightarrow -2 < x < 5$"
G_ROOTS = r"\frac{1}{5}, 2"
ROOTS = r"$5x^2 - 11x + 2 = (5x - 1)(x - 2) = 0$"
G_CPX = "11 + 2i"
CPX = r"$(4 + 3i)(2 - i) = 8 - 4i + 6i - 3i^2 = 8 + 2i + 3$"
G_RAD = r"\frac{25\pi}{18}"
RAD = r"$250^\circ \cdot \frac{\pi}{180^\circ} = \frac{250\pi}{180}$"
G_BASE = "107"
BASE = r"$412_5 = 4 \cdot 25 + 1 \cdot 5 + 2 = 100 + 5 + 2$"
G_MAT = r"\begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 0 & 3 \end{pmatrix}\begin{pmatrix} 2 & 0 \\ 1 & 1 \end{pmatrix} = \begin{pmatrix} 1\cdot 2 + 2\cdot 1 & 0 + 2\cdot 1 \\ 0 + 3\cdot 1 & 0 + 3\cdot 1 \end{pmatrix}$"
G_POLY = "6x^2 + 7x - 20"
POLY = r"$(3x - 4)(2x + 5) = 6x^2 + 15x - 8x - 20$"
G_COMB = "220"
COMB = r"$\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3!} = \frac{1320}{6}$"
G_REP = r"\frac{16}{33}"
REP = r"$x = 0.\overline{48}$, $100x - x = 48$, $x = \frac{48}{99}$"
G_SEC = r"18\pi"
SEC = r"$S = \frac{80}{360} \cdot \pi \cdot 9^2 = \frac{2}{9} \cdot 81\pi$"
G_RAT = r"2\sqrt{7}"
RAT = r"$\frac{14}{\sqrt{7}} = \frac{14\sqrt{7}}{7}$"
G_SET = r"\{1, 2, 3, 6\}"
SET = r"$A = \{1, 2, 3, 4, 6, 12\}$, $B = \{1, 2, 3, 6, 9, 18\}$"
G_ANG = r"156^\circ"
ANG = r"$\frac{(15 - 2) \cdot 180^\circ}{15} = \frac{2340^\circ}{15}$"
G_DOM = r"[3, 7) \cup (7, \infty)"
DOM = r"$x - 3 \ge 0$, $x - 7 \ne 0$"
G_SER = "253"
SER = r"$n = \frac{43 - 3}{4} + 1 = 11$, $S = \frac{11(3 + 43)}{2} = 11 \cdot 23$"
G_COS = r"-\frac{\sqrt{3}}{2}"
COS = r"$\cos\frac{5\pi}{6} = -\cos\frac{\pi}{6}$"
G_VTX = "(3, 2)"
VTX = r"$y = x^2 - 6x + 11 = (x - 3)^2 + 2$"
G_SUR = r"8\sqrt{3}"
SUR = r"$\sqrt{75} + \sqrt{27} = 5\sqrt{3} + 3\sqrt{3}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_ok_sentence_zh", "B", "289", "correct", "tag", th(PEN_ZH) + "<answer>还剩 289 支铅笔。</answer>", "tag sentence 'still 289 pencils left.'"),
    g("t_sentence_other_zh", "A", "289", "wrong", "tag", th(PEN_ZH_SLIP) + "<answer>还剩 280 支铅笔。</answer>", "tag sentence 'still 280 pencils left' (98 misread)"),
    g("t_ok_sentence_ru", "B", "289", "correct", "tag", th(PEN_RU) + "<answer>Ответ: 289 карандашей.</answer>", "'Answer: 289 pencils.' in the tag"),
    g("t_sentence_other_ru", "A", "289", "wrong", "tag", th(PEN_RU_SLIP) + "<answer>Ответ: 280 карандашей.</answer>", "'Answer: 280 pencils.'"),
    g("t_ok_decimal_comma_de", "B", "43.4", "correct", "tag", th(PRICE_DE) + "<answer>Sie bezahlt 43,40 €.</answer>", "'She pays 43,40 EUR' - decimal comma = 43.40"),
    g("t_decimal_comma_other_de", "A", "43.4", "wrong", "tag", th(PRICE_DE_SLIP) + "<answer>Sie bezahlt 42,14 €.</answer>", "'She pays 42,14 EUR' (price misread 12,04)"),
    g("t_empty_es", "A", "228", "no_answer", "tag", th(EGG_ES) + "<answer></answer>\n\nLa respuesta es la que está arriba.", "empty tag, then 'The answer is the one above.' - 228 only in the thinking; debatable: an empty tag with a pointer to the thinking is no stated final answer; proposed: not accepted", True),
    g("t_ok_eq_ko", "B", "35", "correct", "tag", th(BOYS_KO) + "<answer>56 − 21 = 35명</answer>", "equation chain ending '35 people' (명 = counter for people)"),
    g("t_eq_girls_ko", "A", "35", "wrong", "tag", th(BOYS_KO) + "<answer>여학생 21명</answer>", "'21 girls' - the girls count, not the boys asked"),
    g("t_two_tags_ja", "A", "289", "wrong", "tag", th(PEN_JA) + "<answer>289本</answer>\n<answer>280本</answer>", "two tags, the last 280 (本 = counter for long objects)"),
    g("t_ok_native_ar", "B", "289", "correct", "tag", th(PEN_AR) + "<answer>يتبقى ٢٨٩ قلمًا.</answer>", "'289 pencils remain' with Arabic-Indic digits ٢٨٩ = 289"),
    g("t_native_other_ar", "A", "289", "wrong", "tag", th(PEN_AR) + "<answer>يتبقى ٢٩٨ قلمًا.</answer>", "Arabic-Indic ٢٩٨ = 298, digits swapped"),
    g("t_placeholder_hi", "A", "289", "no_answer", "tag", th(PEN_HI) + "<answer>अंतिम उत्तर यहाँ लिखें</answer>", "placeholder 'write the final answer here'"),
    m("t_m_ok_box_zh", "B", G_RAD, "correct", "tag", th("角度化弧度：" + RAD + "，约分得 $\\frac{25\\pi}{18}$。\n") + r"<answer>答案是 $\boxed{\frac{25\pi}{18}}$。</answer>", "'The answer is \\boxed{25pi/18}.' in the tag (degrees to radians, reduced)"),
    m("t_m_box_other_zh", "A", G_RAD, "wrong", "tag", th("角度化弧度：" + RAD + "。\n") + r"<answer>答案是 $\boxed{\frac{5\pi}{18}}$。</answer>", "box 5pi/18, wrong reduction"),
    m("t_m_ok_sentence_fr", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>L'ensemble des solutions est $]-2 ; 5[$.</answer>", "'The solution set is ]-2 ; 5[' - French open-interval brackets = (-2, 5)"),
    m("t_m_halfopen_fr", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>L'ensemble des solutions est $]-2 ; 5]$.</answer>", "French ]-2 ; 5] is (-2, 5], closed at 5 - wrong"),
    m("t_m_ok_ru_semicolon", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>Ответ: $x \in (-2; 5)$.</answer>", "'Answer: x in (-2; 5)' Russian semicolon interval"),
    m("t_m_closed_ru", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>Ответ: $x \in [-2; 5]$.</answer>", "closed interval [-2; 5] - wrong for strict inequality"),
    m("t_m_ok_set_de", "B", G_SET, "correct", "tag", th("Gemeinsame Teiler: " + SET + ".\n") + r"<answer>Die Schnittmenge ist $A \cap B = \{1, 2, 3, 6\}$.</answer>", "'The intersection is A cap B = {1,2,3,6}.'"),
    m("t_m_set_missing_de", "A", G_SET, "wrong", "tag", th("Gemeinsame Teiler: " + SET + ".\n") + r"<answer>Die Schnittmenge ist $A \cap B = \{1, 2, 3\}$.</answer>", "set missing 6"),
    m("t_m_ok_roots_es", "B", G_ROOTS, "correct", "tag", th("Factorizamos: " + ROOTS + ".\n") + r"<answer>Las soluciones son $x = \frac{1}{5}$ y $x = 2$.</answer>", "'The solutions are x = 1/5 and x = 2.' (y = and)"),
    m("t_m_roots_one_es", "A", G_ROOTS, "wrong", "tag", th("Factorizamos: " + ROOTS + ".\n") + r"<answer>La solución positiva mayor es $x = 2$.</answer>", "'The larger positive solution is x = 2' - only one root"),
    m("t_m_ok_mat_it", "B", G_MAT, "correct", "tag", th("Moltiplichiamo riga per colonna: " + MAT + ".\n") + r"<answer>Il prodotto è $\begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}$.</answer>", "'The product is (matrix)'"),
    m("t_m_mat_transposed_it", "A", G_MAT, "wrong", "tag", th("Moltiplichiamo riga per colonna: " + MAT + ".\n") + r"<answer>Il prodotto è $\begin{pmatrix} 4 & 3 \\ 2 & 3 \end{pmatrix}$.</answer>", "transposed matrix"),
    m("t_m_ok_unclosed_vi", "B", G_COMB, "correct", "tag", th("Số cách chọn: " + COMB + " = 220.\n") + "<answer>Có 220 cách chọn.", "'There are 220 ways to choose.' tag never closed"),
    m("t_m_think_only_vi", "A", G_COMB, "no_answer", "truncated", "<think>\nSố cách chọn: " + COMB + " = 220. Bây giờ kiểm tra lại", "cut inside thinking ('Now check again'), no tag"),
    m("t_m_ok_pt_approx_after", "B", G_DIST, "correct", "tag", th("A distância: " + DIST + r" $= 4\sqrt{5}$." + "\n") + r"<answer>A distância é $4\sqrt{5} \approx 8{,}94$.</answer>", "'The distance is 4sqrt5 ≈ 8,94' - exact value stated, approximation after it; debatable: the exact value is stated; the approximation only follows it with ≈; proposed: correct", True),
    m("t_m_pt_approx_only", "A", G_DIST, "wrong", "tag", th("A distância: " + DIST + ".\n") + r"<answer>A distância é aproximadamente $8{,}94$.</answer>", "'approximately 8,94' - a rounded decimal for 4sqrt5"),
    m("t_m_ok_el", "B", G_VTX, "correct", "tag", th("Συμπληρώνουμε το τετράγωνο: " + VTX + ".\n") + "<answer>Η κορυφή είναι το σημείο $(3, 2)$.</answer>", "Greek 'The vertex is the point (3, 2).'"),
    m("t_m_el_swapped", "A", G_VTX, "wrong", "tag", th("Συμπληρώνουμε το τετράγωνο: " + VTX + ".\n") + "<answer>Η κορυφή είναι το σημείο $(2, 3)$.</answer>", "vertex swapped (2, 3)"),
    m("t_m_ok_mix_en_zh", "B", G_SER, "correct", "tag", th("Let me compute. 项数 " + SER + " = 253.\n") + "<answer>所以和为 253</answer>", "mixed English/Chinese; tag 'so the sum is 253'"),

    # ================================================================ 2. phrase + ####
    g("h_ok_otvet_ru", "B", "289", "correct", "hash", PEN_RU + "Ответ: #### 289", "'Answer: #### 289'"),
    g("h_otvet_other_ru", "A", "289", "wrong", "hash", PEN_RU_SLIP + "Ответ: #### 280", "'Answer: #### 280'"),
    g("h_ok_respuesta_es", "B", "289", "correct", "hash", PEN_ES + "La respuesta es: #### 289", "'The answer is: #### 289'"),
    g("h_respuesta_other_es", "A", "289", "wrong", "hash", PEN_ES_SLIP + "La respuesta es: #### 280", "'The answer is: #### 280'"),
    g("h_ok_zh_colon", "B", "289", "correct", "hash", PEN_ZH + "答案是：#### 289", "'The answer is: #### 289' with full-width colon"),
    g("h_zh_phrase_gold_hash_other", "A", "289", "wrong", "hash", PEN_ZH + "所以答案是 289 支。\n#### 280", "phrase 'so the answer is 289' then #### 280 - two different final answers"),
    g("h_ok_de_comma_hash", "B", "43.4", "correct", "hash", PRICE_DE + "Antwort: #### 43,40", "'Answer: #### 43,40' decimal comma"),
    g("h_de_comma_other", "A", "43.4", "wrong", "hash", PRICE_DE_SLIP + "Antwort: #### 42,14", "#### 42,14"),
    g("h_ok_fr_hash_after", "B", "84", "correct", "hash", EXAM_FR + "Réponse finale : 84 % des élèves ont réussi.\n#### 84", "'Final answer: 84 % of pupils passed.' then #### 84"),
    g("h_fr_share_hash", "A", "84", "wrong", "hash", EXAM_FR + "Réponse finale : #### 0,84", "#### 0,84 - the share, not the percent computed; debatable: the #### value 0,84 is the share, the working computes the percent 84 (round 21's decision); proposed: not accepted", True),
    g("h_ok_sv_minus", "B", "-7.5", "correct", "hash", TEMP_SV + "Svaret är: #### −7,5", "'The answer is: #### -7,5' with U+2212 minus and decimal comma"),
    g("h_sv_sign_lost", "A", "-7.5", "wrong", "hash", TEMP_SV + "Svaret är 7,5 minusgrader.\n#### 7,5", "phrase says '7,5 degrees below zero' but #### 7,5 drops the sign; debatable: the marked #### value is 7,5; 'minusgrader' in the phrase does not sign it; proposed: not accepted", True),
    g("h_ok_uk", "B", "-7.5", "correct", "hash", TEMP_UK + "Відповідь: #### -7,5", "Ukrainian 'Answer: #### -7,5'"),
    g("h_uk_drop", "A", "-7.5", "wrong", "hash", TEMP_UK + "Відповідь: температура знизиться на 10,5 градуса.\n#### 10,5", "'the temperature will fall by 10,5 degrees' - the drop, not the temperature"),
    g("h_ok_ko_thousands", "B", "24500", "correct", "hash", SAL_KO + "정답: #### 24,500", "'Answer: #### 24,500'"),
    g("h_ko_nobonus", "A", "24500", "wrong", "hash", SAL_KO + "정답: #### 21,600", "21,600 without the bonus"),
    g("h_ok_tr", "B", "84", "correct", "hash", EXAM_TR + "Cevap: #### 84", "Turkish 'Answer: #### 84'"),
    g("h_tr_hash_then_other", "A", "84", "wrong", "hash", EXAM_TR + "#### 84\nCevap: %16", "#### 84 then 'Answer: %16' (the failing share) - two final answers"),
    g("h_ok_id", "B", "35", "correct", "hash", BOYS_ID + "Jawabannya adalah #### 35", "Indonesian 'The answer is #### 35'"),
    g("h_id_girls", "A", "35", "wrong", "hash", BOYS_ID + "Jawabannya adalah #### 21", "#### 21, the girls"),
    g("h_ok_th", "B", "35", "correct", "hash", BOYS_TH + "คำตอบคือ #### 35", "Thai 'The answer is #### 35'"),
    g("h_ok_pl", "B", "43.4", "correct", "hash", PRICE_PL + "Odpowiedź: #### 43,4", "Polish 'Answer: #### 43,4'"),
    g("h_pl_hedge", "A", "43.4", "wrong", "hash", PRICE_PL + "Odpowiedź: 43,40 zł albo 37,20 zł.\n#### 43,4", "'43,40 or 37,20' hedge in the phrase before ####; debatable: a hedge before the #### line is two final answers; proposed: not accepted", True),
    m("h_m_ok_otvet_ru", "B", G_COMB, "correct", "hash", "Число способов: " + COMB + " = 220.\nОтвет: #### 220", "Russian 'Number of ways ... Answer: #### 220'"),
    m("h_m_ok_ja", "B", G_BASE, "correct", "hash", "5進法を10進法に直すと " + BASE + " = 107 です。\n答え：#### 107", "Japanese 'converting base 5 to base 10 gives 107. Answer: #### 107'"),
    m("h_m_ja_other", "A", G_BASE, "wrong", "hash", "5進法を10進法に直すと $4 \\cdot 25 + 1 \\cdot 5 + 2 = 102$ です。\n答え：#### 102", "slip 102"),
    m("h_m_ok_nl_frac", "B", G_PROB, "correct", "hash", "Veelvouden van 8: " + PROB + ".\nHet antwoord is: #### 4/35", "Dutch 'The answer is: #### 4/35'"),
    m("h_m_nl_unreduced_other", "A", G_PROB, "wrong", "hash", "Veelvouden van 8: $8, 16, \\dots, 64$, dat zijn er $8$ van de $70$.\nHet antwoord is: #### 8/64", "8/64: wrong denominator"),
    m("h_m_ok_cs", "B", G_SER, "correct", "hash", "Počet členů a součet: " + SER + " = 253.\nOdpověď: #### 253", "Czech 'Number of terms and sum ... Answer: #### 253'"),
    m("h_m_cs_terms", "A", G_SER, "wrong", "hash", "Počet členů a součet: " + SER + " = 253.\nOdpověď: počet členů je #### 11", "'Answer: the number of terms is #### 11'"),

    # ================================================================ 3. exactness
    g("x_ok_de_thousands_dot", "B", "24500", "correct", "answer_is", SAL_DE + "Die Antwort ist 24.500 €.", "'The answer is 24.500 EUR' - German thousands dot = 24500"),
    g("x_de_decimal_small", "A", "24500", "wrong", "answer_is", SAL_DE.replace("2.900", "29,00").replace("21.600 + 29,00 = 24.500", "21.600 + 29,00 = 21.629") + "Die Antwort ist 21.629 €.", "bonus misread as 29,00; 21.629 = 21629"),
    g("x_ok_ru_space", "B", "24500", "correct", "answer_is", SAL_RU + "Ответ: 24 500 рублей.", "'Answer: 24 500 roubles' - space thousands separator"),
    g("x_ok_zh_wan", "B", "24500", "correct", "answer_is", SAL_ZH + "答案是 2.45 万元。", "'The answer is 2.45 wan yuan' - 2.45 x 10,000 = 24,500"),
    g("x_zh_wan_wrong", "A", "24500", "wrong", "answer_is", SAL_ZH + "答案是 24500 万元。", "24500 wan = 245,000,000 - scale word misused"),
    g("x_ok_hi_lakh_grouping", "B", "24500", "correct", "answer_is", SAL_HI + "उत्तर: ₹24,500", "'Answer: Rs 24,500' Indian grouping (same as Western below 1 lakh)"),
    g("x_hi_lakh", "A", "24500", "wrong", "answer_is", SAL_HI + "उत्तर: ₹2.45 लाख", "'Rs 2.45 lakh' = 245,000, ten times the gold"),
    g("x_ok_ru_tys", "B", "24500", "correct", "answer_is", SAL_RU + "Ответ: 24,5 тыс. рублей.", "'Answer: 24,5 thousand roubles' = 24500"),
    g("x_ok_fr_decimal", "B", "43.4", "correct", "answer_is", PRICE_FR + "La réponse est 43,4 €.", "'The answer is 43,4 EUR'"),
    g("x_fr_rounded", "A", "43.4", "wrong", "answer_is", PRICE_FR + "La réponse est environ 43 €.", "'about 43 EUR' - rounded"),
    g("x_pt_comma_as_thousands", "A", "43.4", "wrong", "answer_is", PRICE_PT + "A resposta é R$ 4.340.", "R$ 4.340 in Portuguese notation is 4340 - wrong scale"),
    g("x_ok_pt", "B", "43.4", "correct", "answer_is", PRICE_PT + "A resposta é R$ 43,40.", "'The answer is R$ 43,40'"),
    m("x_m_ok_ru_decimal_frac", "B", G_ROOTS, "correct", "answer_is", "Разложим: " + ROOTS + r", откуда $x_1 = 0{,}2$, $x_2 = 2$." + "\nОтвет: $0{,}2$; $2$.", "'Factor ... whence x1 = 0,2, x2 = 2. Answer: 0,2; 2' - 0,2 = 1/5 exactly"),
    m("x_m_ru_decimal_wrong", "A", G_ROOTS, "wrong", "answer_is", "Разложим: " + ROOTS + r", откуда $x_1 = 0{,}5$, $x_2 = 2$." + "\nОтвет: $0{,}5$; $2$.", "0,5 is not 1/5"),
    m("x_m_de_decimal_irr", "A", G_DIST, "wrong", "boxed", "Abstand: " + DIST + r" $\approx \boxed{8{,}94}$", "German 'distance' ≈ 8,94 - rounded decimal for 4sqrt5"),
    m("x_m_ok_de_sqrt80", "B", G_DIST, "correct", "boxed", "Abstand: " + DIST + r" $= \boxed{\sqrt{80}}$", "sqrt80 = 4sqrt5"),
    m("x_m_es_rep_decimal", "A", G_REP, "wrong", "boxed", "Sea " + REP + r". Es decir, aproximadamente $\boxed{0{,}48}$.", "Spanish 'that is, approximately 0,48' - not 16/33"),
    m("x_m_ok_es_unsimplified", "B", G_REP, "correct", "boxed", "Sea " + REP + r". Por lo tanto, la fracción es $\boxed{\frac{48}{99}}$.", "'Therefore the fraction is 48/99' = 16/33"),
    m("x_m_ok_es_overline", "B", G_REP, "correct", "boxed", "Sea " + REP + r" $= \frac{16}{33}$. Simplificando: $\boxed{\frac{16}{33}}$", "'Simplifying: 16/33'"),
    m("x_m_ja_prob_decimal", "A", G_PROB, "wrong", "boxed", "8の倍数は " + PROB + r" なので、確率は約 $\boxed{0.114}$ です。", "Japanese 'so the probability is about 0.114' - rounded 4/35 = 0.1142857..."),
    m("x_m_ok_ja_prob", "B", G_PROB, "correct", "boxed", "8の倍数は " + PROB + r" なので、求める確率は $\boxed{\dfrac{4}{35}}$ です。", "'so the required probability is 4/35' (dfrac)"),
    m("x_m_ko_cos_decimal", "A", G_COS, "wrong", "boxed", "참조각을 이용하면 " + COS + r" $\approx -0.866$이므로 $\boxed{-0.866}$", "Korean 'using the reference angle ... so -0.866' - decimal for -sqrt3/2"),
    m("x_m_ok_ko_cos", "B", G_COS, "correct", "boxed", "참조각을 이용하면 " + COS + r" $= -\frac{\sqrt{3}}{2}$이므로 답은 $\boxed{-\frac{\sqrt3}{2}}$입니다.", "'so the answer is -sqrt3/2' (\\sqrt3 without braces)"),
    m("x_m_ko_cos_sign", "A", G_COS, "wrong", "boxed", "참조각을 이용하면 $\\cos\\frac{5\\pi}{6} = \\cos\\frac{\\pi}{6}$이므로 답은 $\\boxed{\\frac{\\sqrt{3}}{2}}$입니다.", "sign lost: +sqrt3/2"),
    m("x_m_ok_pl_rad", "B", G_RAD, "correct", "boxed", "Zamieniamy stopnie na radiany: " + RAD + r" $= \boxed{\frac{25}{18}\pi}$.", "Polish 'convert degrees to radians: 25/18 pi' = 25pi/18"),
    m("x_m_pl_rad_decimal", "A", G_RAD, "wrong", "boxed", "Zamieniamy stopnie na radiany: " + RAD + r" $\approx \boxed{4{,}36}$ rad.", "≈ 4,36 rad - rounded"),
    m("x_m_ok_tr_sur", "B", G_SUR, "correct", "boxed", "Kökleri sadeleştirelim: " + SUR + r" $= \boxed{8\sqrt{3}}$.", "Turkish 'Let us simplify the roots'"),
    m("x_m_ok_tr_sur_192", "B", G_SUR, "correct", "boxed", "Kökleri sadeleştirelim: " + SUR + r" $= 8\sqrt{3} = \boxed{\sqrt{192}}$.", "sqrt192 = 8sqrt3 (64 * 3 = 192)"),
    m("x_m_tr_sur_sum", "A", G_SUR, "wrong", "boxed", r"Kökleri toplayalım: $\sqrt{75} + \sqrt{27} = \sqrt{102}$, yani $\boxed{\sqrt{102}}$.", "'Let us add the roots' - sqrt102 is wrong (13.856 vs 10.1)"),
    m("x_m_ok_ar_sec", "B", G_SEC, "correct", "boxed", "مساحة القطاع: " + SEC + r" $= \boxed{18\pi}$ وحدة مربعة.", "Arabic 'area of the sector ... square units'"),
    m("x_m_ar_sec_decimal", "A", G_SEC, "wrong", "boxed", "مساحة القطاع: " + SEC + r" $\approx \boxed{56{,}5}$", "≈ 56,5 (18pi = 56.548...) - rounded"),
    m("x_m_ok_fa_rat", "B", G_RAT, "correct", "boxed", "گویا کردن مخرج: " + RAT + r" $= \boxed{2\sqrt{7}}$", "Persian 'rationalising the denominator'"),
    m("x_m_ok_fa_rat_sqrt28", "B", G_RAT, "correct", "boxed", "گویا کردن مخرج: " + RAT + r" $= 2\sqrt{7} = \boxed{\sqrt{28}}$", "sqrt28 = 2sqrt7"),
    m("x_m_fa_rat_decimal", "A", G_RAT, "wrong", "boxed", "گویا کردن مخرج: " + RAT + r" $\approx \boxed{5{,}29}$", "rounded decimal 5,29"),
    m("x_m_he_ang_rad", "A", G_ANG, "wrong", "boxed", "כל זווית פנימית במצולע משוכלל בעל 15 צלעות: " + ANG + r" $= \boxed{156}$ רדיאנים.", "Hebrew 'each interior angle of a regular 15-gon ... 156 radians' - the model's unit is radians, not degrees; debatable: 156 radians is not 156 degrees; the model's own unit makes the value wrong; proposed: not accepted", True),
    m("x_m_ok_he_ang", "B", G_ANG, "correct", "boxed", "כל זווית פנימית במצולע משוכלל בעל 15 צלעות: " + ANG + r" $= \boxed{156^\circ}$.", "Hebrew 'each interior angle of a regular 15-gon' = 156 degrees"),
    m("x_m_ok_he_ang_word", "B", G_ANG, "correct", "prose_sentence", "כל זווית פנימית במצולע משוכלל בעל 15 צלעות: " + ANG + ".\nלכן כל זווית פנימית היא 156 מעלות.", "'Therefore each interior angle is 156 degrees' (מעלות = degrees)"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_ru", "A", "289", "no_answer", "answer_is", PEN_RU + "Ответ не 289.", "'The answer is not 289.' nothing after"),
    g("n_not_gold_but_other_zh", "A", "289", "wrong", "answer_is", PEN_ZH + "答案不是 289，而是 280。", "'The answer is not 289 but 280.'"),
    g("n_ok_not_other_but_gold_es", "B", "289", "correct", "answer_is", PEN_ES + "La respuesta no es 280, sino 289.", "'The answer is not 280 but 289.'"),
    g("n_ok_not_other_zh", "B", "289", "correct", "answer_is", PEN_ZH + "答案不是 280，而是 289。", "'The answer is not 280, but 289.'"),
    g("n_de_nicht", "A", "43.4", "no_answer", "answer_is", PRICE_DE + "Das Ergebnis ist also nicht 43,40 €.", "'So the result is not 43,40 EUR.'"),
    g("n_ok_de_sondern", "B", "43.4", "correct", "answer_is", PRICE_DE + "Das Ergebnis ist nicht 42,14 €, sondern 43,40 €.", "'The result is not 42,14 EUR but 43,40 EUR.'"),
    g("n_strike_ja", "A", "289", "wrong", "answer_is", PEN_JA + "答え：~~289~~ 280本", "gold struck, 280 after"),
    g("n_ok_strike_ja", "B", "289", "correct", "answer_is", PEN_JA + "答え：~~280~~ 289本", "280 struck, gold after"),
    g("n_annot_wrong_it", "A", "228", "wrong", "boxed", EGG_IT + r"$\boxed{228}$ (sbagliato)", "'(wrong)' annotation on the box; debatable: the model marks its own box wrong; proposed: not accepted", True),
    g("n_ok_annot_it", "B", "228", "correct", "boxed", EGG_IT + r"$\boxed{228}$ (uova in totale)", "'(eggs in total)' annotation"),
    g("n_cross_ko", "A", "35", "wrong", "answer_is", BOYS_KO + "답: 35명 ✗ (틀림)", "'Answer: 35 people ✗ (wrong)' - model marks it wrong; debatable: the model marks its own answer wrong (✗, 틀림); proposed: not accepted", True),
    g("n_ok_check_ko", "B", "35", "correct", "answer_is", BOYS_KO + "답: 35명 ✓", "'Answer: 35 people ✓'"),
    g("n_tr_degil", "A", "84", "no_answer", "answer_is", EXAM_TR + "Cevap %84 değil.", "Turkish 'The answer is not 84%.'"),
    g("n_ok_tr_degil", "B", "84", "correct", "answer_is", EXAM_TR + "Cevap %16 değil, %84.", "'The answer is not 16% but 84%.'"),
    m("n_m_ne_box_ru", "A", G_CPX, "no_answer", "boxed", "Перемножим: " + CPX + r". Ответ: $\boxed{\neq 11 + 2i}$", "box holding ≠ gold"),
    m("n_m_ok_cpx_ru", "B", G_CPX, "correct", "boxed", "Перемножим: " + CPX + r". Ответ: $\boxed{11 + 2i}$", "'Multiply ... Answer: 11 + 2i'"),
    m("n_m_cancel_fr", "A", G_POLY, "no_answer", "boxed", "On développe : " + POLY + r" $= \boxed{\cancel{6x^2 + 7x - 20}}$", "French 'we expand' - cancelled box, nothing else"),
    m("n_m_ok_fr_poly", "B", G_POLY, "correct", "boxed", "On développe : " + POLY + r" $= \boxed{6x^2 + 7x - 20}$", "'We expand:'"),
    m("n_m_sout_fr", "A", G_POLY, "wrong", "boxed", "On développe : " + POLY + r" $= \boxed{\sout{6x^2 + 7x - 20}\ 6x^2 - 7x - 20}$", "gold struck, sign slip after"),
    m("n_m_ok_pt_nao", "B", G_SET, "correct", "answer_is", "Divisores: " + SET + r". A resposta não é $\{1, 2, 3\}$, e sim $\{1, 2, 3, 6\}$.", "Portuguese 'The answer is not {1,2,3} but rather {1,2,3,6}.'"),
    m("n_m_pt_nao", "A", G_SET, "wrong", "answer_is", "Divisores: " + SET + r". A resposta não é $\{1, 2, 3, 6\}$, e sim $\{1, 2, 3\}$.", "'The answer is not {1,2,3,6} but {1,2,3}.'"),
    m("n_m_vi_khong", "A", G_VTX, "no_answer", "answer_is", "Hoàn thành bình phương: " + VTX + r". Đỉnh không phải là $(3, 2)$.", "Vietnamese 'Completing the square ... The vertex is not (3, 2).'"),
    m("n_m_ok_vi", "B", G_VTX, "correct", "answer_is", "Hoàn thành bình phương: " + VTX + r". Vậy đỉnh là $(3, 2)$, không phải $(-3, 2)$.", "'So the vertex is (3, 2), not (-3, 2).'"),
    m("n_m_hi_galat", "A", G_COMB, "wrong", "boxed", "चुनने के तरीके: " + COMB + r" $= \boxed{220}$ (गलत)", "Hindi 'ways to choose ... (wrong)' - the model marks its box wrong; debatable: the model marks its own box wrong (गलत); proposed: not accepted", True),
    m("n_m_ok_hi_sahi", "B", G_COMB, "correct", "boxed", "चुनने के तरीके: " + COMB + r" $= \boxed{220}$ (सही)", "'(correct)' annotation"),
    m("n_m_el_ochi", "A", G_SER, "no_answer", "answer_is", "Πλήθος όρων και άθροισμα: " + SER + ".\nΤο άθροισμα δεν είναι 253.", "Greek 'The sum is not 253.'"),
    m("n_m_ok_el_ochi", "B", G_SER, "correct", "answer_is", "Πλήθος όρων και άθροισμα: " + SER + ".\nΤο άθροισμα είναι 253, όχι 242.", "'The sum is 253, not 242.'"),
    m("n_m_ok_nl_strike_tex", "B", G_RAT, "correct", "boxed", "Rationaal maken: " + RAT + r" $= \frac{\cancel{14}^{2}\sqrt{7}}{\cancel{7}} = \boxed{2\sqrt{7}}$", "Dutch 'Making rational' - cancellations in working"),
    m("n_m_nl_niet", "A", G_RAT, "wrong", "boxed", "Rationaal maken: " + RAT + r". Het is niet $2\sqrt{7}$ maar $\boxed{7\sqrt{2}}$.", "'It is not 2sqrt7 but 7sqrt2.'"),

    # ================================================================ 5. unit words, counted nouns, scale words
    g("u_ok_zh_counter", "B", "228", "correct", "answer_is", EGG_ZH + "答：一共有 228 个鸡蛋。", "'Answer: 228 eggs in all' (个 counter)"),
    g("u_ok_zh_dozen", "B", "228", "correct", "answer_is", EGG_ZH + "答：一共 19 打，也就是 228 个鸡蛋。", "'19 dozen, that is 228 eggs' - last value the gold"),
    g("u_zh_dozen_only", "A", "228", "wrong", "answer_is", EGG_ZH + "答：一共有 228 打鸡蛋。", "'228 dozen eggs' = 2736, not 228"),
    g("u_ok_es_docenas", "B", "228", "correct", "answer_is", EGG_ES + "Respuesta: 19 docenas.", "'Answer: 19 dozen' = 19 * 12 = 228 eggs, equal to the gold; debatable: the number written is 19, not 228; proposed: correct (a value equal to the gold with its unit)", True),
    g("u_ok_es_huevos", "B", "228", "correct", "answer_is", EGG_ES + "Respuesta: 228 huevos.", "'Answer: 228 eggs'"),
    g("u_ok_ja_man", "B", "24500", "correct", "answer_is", "16か月間、毎月1350円なので 16 × 1350 = 21600 円です。\nボーナス2900円を足すと 21600 + 2900 = 24500 円です。\n答え：2万4500円", "Japanese '16 months, 1350 yen a month ... adding the 2900 yen bonus ... Answer: 2 man 4500 yen' = 24,500 (万 = 10,000)"),
    g("u_ok_ko_man", "B", "24500", "correct", "answer_is", SAL_KO + "정답: 2만 4,500달러", "Korean '2 man 4,500 dollars' = 24,500"),
    g("u_ko_man_wrong", "A", "24500", "wrong", "answer_is", SAL_KO + "정답: 24,500만 달러", "'24,500 man dollars' = 245,000,000"),
    g("u_ok_es_mil", "B", "24500", "correct", "answer_is", "16 meses a 1.350 € son 16 × 1.350 = 21.600 €.\nMás la prima de 2.900 €: 21.600 + 2.900 = 24.500 €.\nRespuesta: 24,5 mil euros.", "'24,5 thousand euros' = 24,500"),
    g("u_es_millones", "A", "24500", "wrong", "answer_is", "16 meses a 1.350 € son 16 × 1.350 = 21.600 €.\nMás la prima de 2.900 €: 21.600 + 2.900 = 24.500 €.\nRespuesta: 24.500 millones de euros.", "'24.500 million euros' = 24.5 billion"),
    g("u_ok_de_tausend", "B", "24500", "correct", "answer_is", SAL_DE + "Antwort: 24,5 Tausend Euro.", "'24,5 thousand euro'"),
    g("u_ru_menshe", "A", "289", "wrong", "answer_is", PEN_RU + "Ответ: на 89 меньше.", "'Answer: 89 fewer.' - the sold count"),
    g("u_ok_ru_sht", "B", "289", "correct", "answer_is", PEN_RU + "Ответ: 289 шт.", "'Answer: 289 pcs.' (шт. = pieces)"),
    g("u_ok_uk_temp", "B", "-7.5", "correct", "answer_is", TEMP_UK + "Відповідь: −7,5 °C (сім з половиною градусів морозу).", "'Answer: -7,5 °C (seven and a half degrees of frost)'"),
    g("u_uk_moroz", "A", "-7.5", "wrong", "answer_is", TEMP_UK + "Відповідь: 7,5 градусів.", "'Answer: 7,5 degrees' - sign lost, no frost word"),
    g("u_ok_vi_percent", "B", "84", "correct", "answer_is", EXAM_VI + "Đáp số: 84 phần trăm.", "'Answer: 84 percent'"),
    g("u_ok_tl", "B", "35", "correct", "answer_is", BOYS_TL + "Ang sagot ay 35 na lalaking estudyante.", "Tagalog 'The answer is 35 male students.'"),
    g("u_tl_girls", "A", "35", "wrong", "answer_is", BOYS_TL + "Ang sagot ay 21 na babae.", "'The answer is 21 girls.'"),
    m("u_m_ok_ar_units", "B", G_DIST, "correct", "boxed", "المسافة بين النقطتين: " + DIST + r" $= \boxed{4\sqrt{5}}$ وحدة طول.", "Arabic 'The distance between the two points ... units of length'"),
    m("u_m_ok_ru_text_units", "B", G_SEC, "correct", "boxed", "Площадь сектора: " + SEC + r" $= \boxed{18\pi \text{ см}^2}$", "'Sector area ... 18pi cm^2' units inside the box"),
    m("u_m_ru_sec_diameter", "A", G_SEC, "wrong", "boxed", r"Площадь сектора: $S = \frac{80}{360} \cdot \pi \cdot 18^2 = \boxed{72\pi \text{ см}^2}$", "diameter used as radius: 72pi"),
    m("u_m_ok_de_grad", "B", G_ANG, "correct", "answer_is", "Innenwinkel: " + ANG + ".\nDie Antwort ist $156$ Grad.", "German 'interior angle ... The answer is 156 degrees.'"),
    m("u_m_de_aussen", "A", G_ANG, "wrong", "answer_is", r"Außenwinkel: $\frac{360^\circ}{15} = 24^\circ$." + "\nDie Antwort ist $24$ Grad.", "the exterior angle 24 degrees"),
    m("u_m_ok_zh_du", "B", G_ANG, "correct", "answer_is", "每个内角为 " + ANG + " = 156°。\n答：每个内角是 156 度。", "Chinese 'Answer: each interior angle is 156 degrees' (度 = degree)"),
    m("u_m_ok_cs_rad", "B", G_RAD, "correct", "boxed", "Převod na radiány: " + RAD + r" $= \boxed{\frac{25\pi}{18}\ \text{rad}}$", "Czech 'conversion to radians' - rad unit in box"),
    m("u_m_cs_deg", "A", G_RAD, "wrong", "boxed", r"Převod na radiány: $250^\circ = \boxed{250^\circ}$", "the degrees restated where radians were asked; debatable: the given degrees restated; no conversion to radians was made; proposed: not accepted", True),
    m("u_m_ok_sv_ways", "B", G_COMB, "correct", "answer_is", "Antal sätt: " + COMB + ".\nSvar: 220 sätt.", "Swedish 'Number of ways... Answer: 220 ways.'"),
    m("u_m_sv_ordered", "A", G_COMB, "wrong", "answer_is", r"Antal sätt: $12 \cdot 11 \cdot 10 = 1320$." + "\nSvar: 1320 sätt.", "ordered count 1320"),
    m("u_m_ok_bn_term", "B", G_SER, "correct", "answer_is", "পদসংখ্যা ও যোগফল: " + SER + " = 253।\nউত্তর: যোগফল ২৫৩।", "Bengali 'number of terms and sum ... Answer: the sum is ২৫৩' (Bengali digits = 253)"),
    m("u_m_bn_terms", "A", G_SER, "wrong", "answer_is", "পদসংখ্যা ও যোগফল: " + SER + " = 253।\nউত্তর: ১১টি পদ।", "'Answer: 11 terms' (১১ = 11) - the term count"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_dengdeng", "A", "289", "wrong", "answer_is", PEN_ZH + "答案是 289 支。\n\n等等，我看错了，卖出的是 98 支，所以 378 − 98 = 280，答案是 280 支。", "'Wait, I misread, 98 were sold, so ... the answer is 280.'"),
    g("r_ok_zh_check", "B", "289", "correct", "answer_is", PEN_ZH + "答案是 289 支。\n\n验算：289 + 89 = 378 ✓，27 × 14 = 378 ✓。希望对你有帮助！", "'Check: 289 + 89 = 378 ✓ ... Hope this helps!'"),
    g("r_ru_ispravlenie", "A", "289", "wrong", "hash", PEN_RU + "#### 289\n\nИсправление: продали 98 карандашей, значит, осталось 280.", "'Correction: 98 pencils were sold, so 280 remain.'"),
    g("r_ok_ru_proverka", "B", "289", "correct", "hash", PEN_RU + "#### 289\n\nПроверка: 289 + 89 = 378. Всё сходится.", "'Check: 289 + 89 = 378. Everything matches.'"),
    g("r_es_espera", "A", "228", "wrong", "answer_is", EGG_ES + "La respuesta es 228 huevos.\n\nEspera, me equivoqué: cada gallina pone 5 huevos, así que son 38 × 5 = 190 huevos.", "'Wait, I was wrong: each hen lays 5 eggs, so it is 38 * 5 = 190 eggs.'"),
    g("r_ok_es_espero", "B", "228", "correct", "answer_is", EGG_ES + "La respuesta es 228 huevos.\n\n¡Espero que te sirva! Si tienes otra pregunta, aquí estoy.", "'I hope it helps! If you have another question, I'm here.'"),
    g("r_de_moment", "A", "43.4", "wrong", "answer_is", PRICE_DE + "Antwort: 43,40 €.\n\nMoment, der Preis war 12,04 € pro kg. Dann: 3,5 · 12,04 = 42,14 €. Die richtige Antwort ist 42,14 €.", "'Wait, the price was 12,04 per kg... the correct answer is 42,14.'"),
    g("r_ok_de_probe", "B", "43.4", "correct", "answer_is", PRICE_DE + "Antwort: 43,40 €.\n\nProbe: 43,40 : 3,5 = 12,40 ✓", "'Check: 43,40 / 3,5 = 12,40 ✓'"),
    g("r_ja_machigai", "A", "289", "wrong", "answer_is", PEN_JA + "答えは289本です。\n\nあ、すみません、計算を間違えました。正しくは 378 − 98 = 280 本です。", "'Oh, sorry, I made a calculation mistake. Correctly it is 378 - 98 = 280.'"),
    g("r_ok_ja_closing", "B", "289", "correct", "answer_is", PEN_JA + "答えは289本です。\n\n以上です。他に質問があればどうぞ！", "'That is all. Ask if you have other questions!'"),
    g("r_tr_aslinda", "A", "84", "wrong", "answer_is", EXAM_TR + "Cevap: %84.\n\nAslında soru kalanları soruyor: 75 − 63 = 12, yani %16.", "Turkish 'Actually the question asks about the rest: 12, i.e. 16%.'"),
    g("r_ok_tr_kontrol", "B", "84", "correct", "answer_is", EXAM_TR + "Cevap: %84.\n\nKontrol: 75'in %84'ü 63 eder. ✓", "'Check: 84% of 75 is 63. ✓'"),
    g("r_ko_withdraw", "A", "35", "wrong", "answer_is", BOYS_KO + "답: 35명\n\n아, 이 답은 틀렸습니다. 다시 풀어야 합니다.", "'Oh, this answer is wrong. I need to solve it again.' - withdrawn with nothing new; debatable: a value the model withdraws with nothing new is wrong (round 20-21 convention); proposed: not accepted", True),
    g("r_ok_ko_done", "B", "35", "correct", "answer_is", BOYS_KO + "답: 35명\n\n검산: 21 + 35 = 56 ✓", "'Verification: 21 + 35 = 56 ✓'"),
    m("r_m_fr_en_fait", "A", G_INT, "wrong", "answer_is", INT + r". Donc $S = ]-2 ; 5[$." + "\n\nEn fait, je me suis trompé de signe : c'est $|2x + 3| < 7$, donc $S = ]-5 ; 2[$.", "French 'Actually I got the sign wrong: ... so S = ]-5 ; 2['"),
    m("r_m_ok_fr_verif", "B", G_INT, "correct", "answer_is", INT + r". Donc $S = ]-2 ; 5[$." + "\n\nVérification : pour $x = 0$, $|{-3}| = 3 < 7$ ✓ ; pour $x = 5$, $|7| = 7$, non strict ✗, donc $5$ est bien exclu.", "'Check: x = 0 works; x = 5 gives 7, not strict, so 5 is excluded' - check after the answer"),
    m("r_m_it_anzi", "A", G_POLY, "wrong", "boxed", "Sviluppando: " + POLY + r" $= \boxed{6x^2 + 7x - 20}$." + "\n\nAnzi, ho sbagliato il segno: il risultato corretto è $\\boxed{6x^2 - 7x - 20}$.", "Italian 'Rather, I got the sign wrong: the correct result is ...'"),
    m("r_m_ok_it_verifica", "B", G_POLY, "correct", "boxed", "Sviluppando: " + POLY + r" $= \boxed{6x^2 + 7x - 20}$." + "\n\nVerifica con $x = 1$: $(-1)(7) = -7$ e $6 + 7 - 20 = -7$ ✓", "'Check with x = 1: -7 both sides ✓' (3-4=-1, 2+5=7)"),
    m("r_m_pt_correcao", "A", G_MAT, "wrong", "boxed", "Multiplicando: " + MAT + r" $= \boxed{\begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}}$." + "\n\nCorreção: a ordem é $BA$, então o resultado é $\\boxed{\\begin{pmatrix} 2 & 4 \\\\ 1 & 5 \\end{pmatrix}}$.", "Portuguese 'Correction: the order is BA, so the result is ...' (BA = [[2,4],[1,5]]: 2*1+0*0=2, 2*2+0*3=4, 1*1+1*0=1, 1*2+1*3=5)"),
    m("r_m_ok_pt_obs", "B", G_MAT, "correct", "boxed", "Multiplicando: " + MAT + r" $= \boxed{\begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}}$." + "\n\nObservação: em geral $AB \\neq BA$; aqui $BA = \\begin{pmatrix} 2 & 4 \\\\ 1 & 5 \\end{pmatrix}$.", "'Remark: in general AB != BA; here BA = ...' - harmless remark after"),
    m("r_m_pl_poprawka", "A", G_BASE, "wrong", "answer_is", "Zamiana z systemu piątkowego: " + BASE + " = 107.\nOdpowiedź: 107.\n\nPoprawka: liczba była w systemie szóstkowym, więc $4 \\cdot 36 + 6 + 2 = 152$. Odpowiedź: 152.", "Polish 'Correction: the number was in base six, so 152. Answer: 152.'"),
    m("r_m_ok_pl_sprawdzenie", "B", G_BASE, "correct", "answer_is", "Zamiana z systemu piątkowego: " + BASE + " = 107.\nOdpowiedź: 107.\n\nSprawdzenie: $107 = 4 \\cdot 25 + 7 = 4 \\cdot 25 + 1 \\cdot 5 + 2$ ✓", "'Check: ...' after the answer"),
    m("r_m_nl_toch", "A", G_DOM, "wrong", "answer_is", "Voorwaarden: " + DOM + ". Het domein is $[3, 7) \\cup (7, \\infty)$.\n\nWacht, toch niet: de wortel staat in de noemer, dus het is $(3, 7) \\cup (7, \\infty)$.", "Dutch 'Wait, no after all: the root is in the denominator, so it is (3,7) u (7,inf)' - a (wrong) later answer"),
    m("r_m_ok_nl_dus", "B", G_DOM, "correct", "answer_is", "Voorwaarden: " + DOM + ". Het domein is $[3, 7) \\cup (7, \\infty)$.\n\nDus $x = 3$ mag wel (de wortel is dan 0), $x = 7$ niet.", "'So x = 3 is allowed (root is 0), x = 7 not.' - explanation after"),
    m("r_m_ar_khata", "A", G_CPX, "wrong", "answer_is", "بالضرب: " + CPX + ". الإجابة: $11 + 2i$.\n\nعذرًا، هناك خطأ: $i^2 = -1$ تعطي $8 + 2i - 3 = 5 + 2i$. الإجابة الصحيحة: $5 + 2i$.", "Arabic 'Sorry, there is a mistake ... the correct answer: 5 + 2i' (a wrong correction)"),
    m("r_m_ok_ar_tahaqquq", "B", G_CPX, "correct", "answer_is", "بالضرب: " + CPX + ". الإجابة: $11 + 2i$.\n\nللتحقق: $|4 + 3i| \\cdot |2 - i| = 5\\sqrt{5}$ و $|11 + 2i| = \\sqrt{125} = 5\\sqrt{5}$ ✓", "'To verify: moduli 5 * sqrt5 = sqrt125 ✓'"),
    m("r_m_vi_xin_loi", "A", G_SUR, "wrong", "boxed", "Rút gọn căn: " + SUR + r" $= \boxed{8\sqrt{3}}$." + "\n\nXin lỗi, tôi tính nhầm: $\\sqrt{75} = 3\\sqrt{5}$, nên đáp án là $\\boxed{3\\sqrt{5} + 3\\sqrt{3}}$.", "Vietnamese 'Sorry, I miscalculated: ... so the answer is 3sqrt5 + 3sqrt3'"),
    m("r_m_ok_vi_chuc", "B", G_SUR, "correct", "boxed", "Rút gọn căn: " + SUR + r" $= \boxed{8\sqrt{3}}$." + "\n\nChúc bạn học tốt!", "'Good luck with your studies!'"),
    m("r_m_id_ralat", "A", G_VTX, "wrong", "boxed", "Melengkapkan kuadrat: " + VTX + r", jadi titik puncaknya $\boxed{(3, 2)}$." + "\n\nRalat: konstanta yang benar $x^2 - 6x + 13$, jadi puncaknya $\\boxed{(3, 4)}$.", "Indonesian 'Erratum: the right constant is 13, so the vertex is (3, 4)'"),
    m("r_m_ok_id_semoga", "B", G_VTX, "correct", "boxed", "Melengkapkan kuadrat: " + VTX + r", jadi titik puncaknya $\boxed{(3, 2)}$." + "\n\nSemoga membantu!", "'Completing the square ... so the vertex is (3,2). Hope it helps!'"),
    m("r_m_ok_th_correct_to_gold", "B", G_PROB, "correct", "boxed", r"พหุคูณของ 8: มี 7 ตัว ความน่าจะเป็น $\boxed{\frac{7}{70}}$" + "\n\nขอแก้ไข: " + PROB + r" ดังนั้นคำตอบคือ $\boxed{\frac{4}{35}}$", "Thai 'Multiples of 8: 7 of them ... Let me correct: ... so the answer is 4/35' - correction to the gold"),
    m("r_m_th_correct_away", "A", G_PROB, "wrong", "boxed", "พหุคูณของ 8: " + PROB + r" ดังนั้น $\boxed{\frac{4}{35}}$" + "\n\nขอแก้ไข: นับ 0 ด้วย จึงเป็น $\\boxed{\\frac{9}{70}}$", "'Let me correct: count 0 too, so 9/70'"),
    m("r_m_he_ok_bli", "B", G_RAT, "correct", "boxed", "נרציונל את המכנה: " + RAT + r" $= \boxed{2\sqrt{7}}$." + "\n\nבהצלחה!", "Hebrew 'Rationalise the denominator ... Good luck!'"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_ru_uchitel", "A", "289", "wrong", "answer_is", PEN_RU_SLIP + "Учитель говорил, что ответ 289, но у меня получается 280.\nОтвет: 280.", "'The teacher said the answer is 289, but I get 280. Answer: 280.'"),
    g("q_ok_ru_drug", "B", "289", "correct", "answer_is", PEN_RU + "Мой друг получил 280, но он перепутал 89 и 98.\nОтвет: 289.", "'My friend got 280 but mixed up 89 and 98. Answer: 289.'"),
    g("q_es_si_fueran", "A", "289", "no_answer", "none", "Si se hubieran vendido 89 lápices, la respuesta sería 289; pero el enunciado no dice cuántos se vendieron, así que no puedo calcularlo.", "'If 89 pencils had been sold, the answer would be 289; but the statement does not say how many, so I cannot compute it.' - only a hypothetical"),
    g("q_ok_es_si_after", "B", "289", "correct", "answer_is", PEN_ES + "La respuesta es 289.\n\nSi se hubieran vendido 98, quedarían 280.", "a hypothetical after the committed answer"),
    g("q_zh_book_says", "A", "228", "no_answer", "none", "课本上写着：「答案是 228 个。」但我没有自己算出来。", "Chinese 'The textbook says: \"The answer is 228.\" But I did not work it out myself.' - only a quotation; debatable: only a quotation of the textbook; the model states it did not work it out; proposed: not accepted", True),
    g("q_ok_zh_quoted_problem", "B", "228", "correct", "answer_is", "题目：「38 只母鸡，每只下 6 个蛋。」\n" + EGG_ZH + "答：228 个。", "the problem quoted in 「」 first; 'Answer: 228'"),
    g("q_de_angenommen", "A", "24500", "no_answer", "none", "Angenommen, die Prämie wird ausgezahlt, dann wären es 24.500 €. Das geht aus der Aufgabe aber nicht hervor.", "German 'Assuming the bonus is paid, it would be 24,500. But the task does not say so.' - only a supposition"),
    g("q_ok_de_ohne_after", "B", "24500", "correct", "answer_is", SAL_DE + "Antwort: 24.500 €.\n\nOhne Prämie wären es nur 21.600 €.", "'Without the bonus it would be only 21,600' after the answer"),
    g("q_fr_partie", "A", "84", "wrong", "answer_is", "a) Taux de réussite : 84 %.\nb) Taux d'échec : 16 %.\nRéponse : 16 %.", "French 'a) pass rate 84 %. b) failure rate 16 %. Answer: 16 %.' - the gold only in another part"),
    g("q_hi_kaha", "A", "35", "wrong", "answer_is", "राहुल ने कहा कि लड़के 35 हैं, लेकिन मेरे हिसाब से लड़कियाँ 3/8 नहीं, 5/8 हैं: 56 × 5/8 = 35 लड़कियाँ, तो लड़के 56 − 35 = 21 हैं।\nउत्तर: 21", "Hindi 'Rahul said there are 35 boys, but by my reckoning the girls are 5/8, not 3/8: 35 girls, so the boys are 21. Answer: 21' - the gold only reported"),
    m("q_m_ru_sprashivaetsya", "A", G_COMB, "no_answer", "none", r"В задаче спрашивается: «Докажите, что $\binom{12}{3} = 220$». Я не могу это доказать.", "Russian 'The problem asks: \"Prove that C(12,3) = 220\". I cannot prove it.' - quoted, refusal"),
    m("q_m_ok_ru_primer", "B", G_COMB, "correct", "boxed", r"Например, $\binom{5}{3} = 10$. Аналогично " + COMB + r" $= \boxed{220}$.", "'For example, C(5,3) = 10. Similarly ... 220'"),
    m("q_m_ja_moshi", "A", G_SEC, "no_answer", "none", r"もし半径が $9$ なら面積は $18\pi$ になるはずですが、半径が与えられていないので求められません。", "Japanese 'If the radius were 9 the area should be 18pi, but the radius is not given so it cannot be found.'"),
    m("q_m_ok_ja_moshi_after", "B", G_SEC, "correct", "boxed", "扇形の面積は " + SEC + r" $= \boxed{18\pi}$ です。" + "\n\nもし中心角が $90^\\circ$ なら $\\frac{81\\pi}{4}$ になります。", "'The sector area is 18pi. If the central angle were 90 degrees it would be 81pi/4.' - hypothetical after"),
    m("q_m_ko_textbook", "A", G_CPX, "wrong", "answer_is", r"교과서에는 답이 $11 + 2i$라고 나와 있지만, 제 계산으로는 $(4 + 3i)(2 - i) = 8 - 4i + 6i + 3i^2 = 5 + 2i$입니다." + "\n따라서 답은 $5 + 2i$입니다.", "Korean 'The textbook gives 11 + 2i, but by my calculation ... 5 + 2i. So the answer is 5 + 2i.'"),
    m("q_m_ok_ko_friend", "B", G_CPX, "correct", "answer_is", r"친구는 $5 + 2i$라고 했지만, $i^2 = -1$이므로 " + CPX + r" $= 11 + 2i$입니다." + "\n따라서 답은 $11 + 2i$입니다.", "'A friend said 5 + 2i, but since i^2 = -1 ... So the answer is 11 + 2i.'"),
    m("q_m_fr_suppose", "A", G_ROOTS, "no_answer", "none", r"Supposons que les racines soient $\frac{1}{5}$ et $2$ ; il faudrait alors vérifier que leur produit vaut $\frac{2}{5}$.", "French 'Suppose the roots are 1/5 and 2; we would then have to check their product is 2/5.' - only a supposition"),
    m("q_m_ok_fr_vieta", "B", G_ROOTS, "correct", "answer_is", r"Supposons $x = 1$ : $5 - 11 + 2 = -4 \neq 0$, ce n'est pas une racine. On factorise : " + ROOTS + r"." + "\nLes solutions sont donc $\\frac{1}{5}$ et $2$.", "'Suppose x = 1: not a root. Factor... The solutions are therefore 1/5 and 2.'"),
    m("q_m_de_forum", "A", G_SUR, "wrong", "answer_is", r"Im Forum steht: „$\sqrt{75} + \sqrt{27} = 8\sqrt{3}$“. Ich komme aber auf $\sqrt{102}$." + "\nMeine Antwort: $\\sqrt{102}$.", "German 'The forum says: ... = 8sqrt3. But I get sqrt102. My answer: sqrt102.'"),
    m("q_m_ok_de_zitat", "B", G_SUR, "correct", "answer_is", "> Vereinfache $\\sqrt{75} + \\sqrt{27}$.\n\n" + SUR + r" $= 8\sqrt{3}$." + "\nDie Antwort ist $8\\sqrt{3}$.", "the problem quoted with >, then 'The answer is 8sqrt3.'"),
    m("q_m_es_otra_parte", "A", G_VTX, "wrong", "answer_is", r"(a) El vértice es $(3, 2)$. (b) El eje de simetría es $x = 3$." + "\nRespuesta final: $x = 3$.", "Spanish '(a) The vertex is (3, 2). (b) The axis is x = 3. Final answer: x = 3.' - gold only in another part; debatable: the final answer is x = 3; the gold only in another part; proposed: not accepted", True),
    m("q_m_ok_es_ejemplo", "B", G_VTX, "correct", "answer_is", r"Por ejemplo, para $y = x^2 + 1$ el vértice es $(0, 1)$. Aquí " + VTX + r", así que el vértice es $(3, 2)$.", "'For example, for y = x^2 + 1 the vertex is (0, 1). Here ... so the vertex is (3, 2).'"),
    m("q_m_pt_ele_disse", "A", G_DOM, "wrong", "answer_is", r"O professor disse que o domínio é $[3, 7) \cup (7, \infty)$, mas eu acho que é $(7, \infty)$." + "\nResposta: $(7, \\infty)$.", "Portuguese 'The teacher said the domain is [3,7)u(7,inf), but I think it is (7, inf). Answer: (7, inf).'"),
    m("q_m_ok_pt_contraex", "B", G_DOM, "correct", "answer_is", r"Alguém poderia dizer $(3, \infty)$, mas $x = 3$ é permitido e $x = 7$ não. " + DOM + "." + "\nResposta: $[3, 7) \\cup (7, \\infty)$.", "'Someone might say (3, inf), but x = 3 is allowed and 7 is not. Answer: ...'"),
    m("q_m_ar_qala", "A", G_ANG, "no_answer", "none", r"قال الطالب إن كل زاوية داخلية تساوي $156^\circ$، ولم أتحقق من ذلك.", "Arabic 'The student said each interior angle is 156 degrees, and I did not verify that.' - only a report"),
    m("q_m_ok_ar_after_report", "B", G_ANG, "correct", "answer_is", r"قال أحد الطلاب إنها $24^\circ$، لكن هذه الزاوية الخارجية. " + ANG + r" $= 156^\circ$." + "\nإذن الزاوية الداخلية تساوي $156^\\circ$.", "'A student said 24 degrees, but that is the exterior angle ... So the interior angle equals 156 degrees.'"),
    m("q_m_tr_eger", "A", G_BASE, "no_answer", "none", r"Eğer sayı 5 tabanında olsaydı cevap $107$ olurdu, ancak taban belirtilmemiş.", "Turkish 'If the number were in base 5 the answer would be 107, but the base is not given.' - only a hypothetical"),
    m("q_m_ok_tr_eger_after", "B", G_BASE, "correct", "answer_is", BASE + r" $= 107$." + "\nCevap: $107$.\n\nEğer 6 tabanında olsaydı $152$ olurdu.", "'Answer: 107. If it were base 6 it would be 152.' - hypothetical after"),
    m("q_m_mix_user_turn", "A", G_MAT, "wrong", "boxed", "Умножим матрицы: " + r"$\boxed{\begin{pmatrix} 4 & 3 \\ 2 & 3 \end{pmatrix}}$" + "<|im_end|>\n<|im_start|>user\nThe answer is $\\begin{pmatrix} 4 & 2 \\\\ 3 & 3 \\end{pmatrix}$.", "Russian 'Multiply the matrices' - the model's box is transposed; the gold only in an invented user turn"),
    m("q_m_ok_nl_citaat", "B", G_SET, "correct", "answer_is", "De opgave zegt: \"Bepaal $A \\cap B$.\" " + SET + ".\nDus $A \\cap B = \\{1, 2, 3, 6\\}$.", "Dutch 'The task says: \"Determine A cap B.\" ... So A cap B = {1,2,3,6}.'"),
    m("q_m_id_kata", "A", G_SET, "wrong", "answer_is", "Menurut kunci jawaban, $A \\cap B = \\{1, 2, 3, 6\\}$. Namun saya mendapat $\\{1, 2, 3, 6, 9\\}$.\nJawaban: $\\{1, 2, 3, 6, 9\\}$.", "Indonesian 'According to the answer key ... = {1,2,3,6}. But I get {1,2,3,6,9}. Answer: {1,2,3,6,9}.'"),
    m("q_m_el_ypothesi", "A", G_REP, "no_answer", "none", r"Αν ο αριθμός ήταν $0.\overline{48}$, τότε θα ήταν ίσος με $\frac{16}{33}$. Όμως δεν είναι σαφές ποια ψηφία επαναλαμβάνονται.", "Greek 'If the number were 0.(48), it would equal 16/33. But it is not clear which digits repeat.' - only a hypothetical"),
    m("q_m_cs_kniha", "A", G_RAD, "wrong", "answer_is", r"V učebnici je výsledek $\frac{25\pi}{18}$, ale já dostávám $\frac{25\pi}{36}$." + "\nOdpověď: $\\frac{25\\pi}{36}$.", "Czech 'The textbook result is 25pi/18 but I get 25pi/36. Answer: 25pi/36.'"),
    m("q_m_ok_sv_citat", "B", G_RAD, "correct", "answer_is", "Uppgiften: ”Omvandla $250^\\circ$ till radianer.” " + RAD + ".\nSvar: $\\frac{25\\pi}{18}$.", "Swedish 'The task: \"Convert 250 degrees to radians.\" ... Answer: 25pi/18' (Swedish quote marks)"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_fullwidth_zh", "B", "289", "correct", "answer_is", PEN_ZH + "答：还剩 ２８９ 支。", "full-width digits ２８９ = 289"),
    g("b_fullwidth_other_zh", "A", "289", "wrong", "answer_is", PEN_ZH_SLIP + "答：还剩 ２８０ 支。", "full-width ２８０"),
    g("b_ok_fa_digits", "B", "289", "correct", "answer_is", PEN_FA + "پاسخ: ۲۸۹ مداد", "Persian 'Answer: ۲۸۹ pencils' (Extended Arabic-Indic digits = 289)"),
    g("b_fa_digits_other", "A", "289", "wrong", "answer_is", PEN_FA + "پاسخ: ۲۹۸ مداد", "Persian digits ۲۹۸ = 298"),
    g("b_ok_hi_devanagari", "B", "289", "correct", "answer_is", PEN_HI + "उत्तर: २८९ पेंसिलें", "Devanagari digits २८९ = 289"),
    g("b_ok_th_digits", "B", "289", "correct", "answer_is", PEN_TH + "คำตอบ: ๒๘๙ แท่ง", "Thai digits ๒๘๙ = 289"),
    g("b_th_digits_other", "A", "289", "wrong", "answer_is", PEN_TH + "คำตอบ: ๘๙ แท่ง", "Thai ๘๙ = 89, the number sold"),
    g("b_ok_bn_digits", "B", "289", "correct", "answer_is", PEN_BN + "উত্তর: ২৮৯টি পেনসিল।", "Bengali '২৮৯ pencils' = 289"),
    g("b_ok_ar_decimal_sep", "B", "43.4", "correct", "answer_is", "سعر 3.5 كغ بسعر 12.40 للكيلوغرام: 3.5 × 12.40 = 43.40.\nالإجابة: ٤٣٫٤٠ ريالًا.", "Arabic 'Answer: ٤٣٫٤٠ riyals' - Arabic decimal separator U+066B = 43.40"),
    g("b_ar_thousands_sep", "A", "43.4", "wrong", "answer_is", "سعر 3.5 كغ بسعر 12.40 للكيلوغرام: 3.5 × 12.40 = 43.40.\nالإجابة: ٤٬٣٤٠ ريالًا.", "٤٬٣٤٠ with the Arabic thousands separator U+066C = 4340"),
    g("b_ok_rlm", "B", "289", "correct", "answer_is", PEN_AR + "الإجابة: \u200f289\u200f قلمًا.", "right-to-left marks around 289"),
    g("b_ok_nbsp_fr", "B", "24500", "correct", "answer_is", "16 mois à 1\u202f350 € : 21\u202f600 €, plus la prime de 2\u202f900 € : 24\u202f500 €.\nRéponse : 24\u202f500 €.", "French narrow NBSP thousands separators: 24 500 = 24500"),
    g("b_nbsp_fr_other", "A", "24500", "wrong", "answer_is", "16 mois à 1\u00a0350 € : 21\u00a0600 €.\nRéponse : 21\u00a0600 €.", "NBSP separators, bonus left out: 21600"),
    g("b_zwsp_other_ru", "A", "289", "wrong", "answer_is", PEN_RU_SLIP + "Ответ: 2\u200b80.", "zero-width space inside 280"),
    g("b_ok_bom_ru", "B", "289", "correct", "answer_is", "\ufeff" + PEN_RU + "Ответ: 289.", "a BOM first"),
    m("b_m_ok_fullwidth_zh", "B", G_SER, "correct", "answer_is", "项数与和：" + SER + "。\n答：和为 ２５３。", "Chinese 'Answer: the sum is ２５３' (full-width)"),
    m("b_m_fullwidth_terms_zh", "A", G_SER, "wrong", "answer_is", "项数与和：" + SER + "。\n答：共 １１ 项。", "'Answer: 11 terms in all' (full-width)"),
    m("b_m_ok_ar_digits_box", "B", G_BASE, "correct", "boxed", "التحويل إلى النظام العشري: " + BASE + r" $= \boxed{١٠٧}$", "Arabic 'conversion to decimal' - box with Arabic-Indic ١٠٧ = 107"),
    m("b_m_ar_digits_box_other", "A", G_BASE, "wrong", "boxed", "التحويل إلى النظام العشري: " + BASE + r" $= \boxed{١٧٠}$", "١٧٠ = 170"),
    m("b_m_ok_fa_frac", "B", G_PROB, "correct", "answer_is", "مضرب‌های ۸: " + PROB + ".\nپاسخ: احتمال برابر $\\frac{4}{35}$ است.", "Persian 'Answer: the probability equals 4/35' (ZWNJ in the word)"),
    m("b_m_fa_frac_native", "A", G_PROB, "wrong", "answer_is", "مضرب‌های ۸: " + PROB + ".\nپاسخ: ۴/۳۶", "Persian digits ۴/۳۶ = 4/36"),
    m("b_m_ok_unicode_poly", "B", G_POLY, "correct", "answer_is", "Раскроем скобки: " + POLY + ".\nОтвет: 6x² + 7x − 20", "Russian 'Expand the brackets ... Answer: 6x² + 7x − 20' with superscript 2 and U+2212"),
    m("b_m_unicode_poly_other", "A", G_POLY, "wrong", "answer_is", "Раскроем скобки: " + POLY + ".\nОтвет: 6x² − 7x − 20", "superscript, sign slip -7x"),
    m("b_m_ok_unicode_sqrt", "B", G_DIST, "correct", "answer_is", "Khoảng cách: " + DIST + ".\nĐáp án: 4√5", "Vietnamese 'Distance ... Answer: 4√5' (unicode root)"),
    m("b_m_unicode_sqrt_other", "A", G_DIST, "wrong", "answer_is", "Khoảng cách: " + DIST + ".\nĐáp án: 5√4", "5√4 = 10"),
    m("b_m_ok_nbsp_latex", "B", G_SEC, "correct", "boxed", "Fläche des Sektors:\u00a0" + SEC + "\u00a0$=\u00a0\\boxed{18\u00a0\\pi}$", "German 'area of the sector', NBSPs around and inside the box"),
    m("b_m_ok_crlf_pl", "B", G_CPX, "correct", "boxed", ("Mnożymy:\n" + CPX + r" $= \boxed{11 + 2i}$" + "\nOdpowiedź powyżej.").replace("\n", "\r\n"), "Polish 'We multiply ... Answer above.' CRLF lines"),
    m("b_m_nul_other", "A", G_CPX, "wrong", "boxed", "Mnożymy:\n" + CPX + " $= \\boxed{1\x001 + 2i}$", "a NUL inside 11 - bad input; the box is not a clean 11 + 2i; debatable: a NUL inside the number makes the pair bad input; it is not a clean 11 + 2i; proposed: not accepted", True),
    m("b_m_ok_gold_space", "B", " " + G_VTX + " ", "correct", "answer_is", "Hoàn thành bình phương: " + VTX + ".\nĐáp án: $(3, 2)$", "gold with spaces"),
    m("b_m_gold_space_other", "A", " " + G_VTX + " ", "wrong", "answer_is", "Hoàn thành bình phương: $y = (x + 3)^2 + 2$.\nĐáp án: $(-3, 2)$", "gold with spaces; answer (-3, 2)"),
    m("b_m_empty_ja", "A", G_RAT, "no_answer", "none", "", "empty completion"),
    m("b_m_ok_lrm_he", "B", G_RAT, "correct", "answer_is", "נרציונל את המכנה: " + RAT + ".\nהתשובה: \u200e$2\\sqrt{7}$\u200e", "Hebrew 'The answer:' with LRM marks around the LaTeX"),
    m("b_m_he_trunc", "A", G_RAT, "no_answer", "truncated", "נרציונל את המכנה: " + RAT + r" $= \boxed{2\sqrt", "cut inside the box"),

    # ================================================================ more MATH, all classes
    # --- tags
    m("t_m_ok_ja_sentence", "B", G_SUR, "correct", "tag", th("根号を簡単にする：" + SUR + " = 8\\sqrt{3}。\n") + r"<answer>答えは $8\sqrt{3}$ です。</answer>", "Japanese 'The answer is 8sqrt3.' in the tag"),
    m("t_m_ja_two_values", "A", G_SUR, "wrong", "tag", th("根号を簡単にする：" + SUR + "。\n") + r"<answer>$8\sqrt{3}$ または $\sqrt{102}$</answer>", "'8sqrt3 or sqrt102' - a hedge"),
    m("t_m_ko_placeholder", "A", G_CPX, "no_answer", "tag", th(CPX + " = 11 + 2i\n") + "<answer>여기에 최종 답을 쓰세요</answer>", "Korean placeholder 'write the final answer here'"),
    m("t_m_ok_ko_cpx", "B", G_CPX, "correct", "tag", th(CPX + " = 11 + 2i\n") + "<answer>곱은 $11 + 2i$입니다.</answer>", "'The product is 11 + 2i.'"),
    m("t_m_tr_eq_other", "A", G_SER, "wrong", "tag", th("Terim sayısı: " + SER + "\n") + "<answer>11 · 23 = 235</answer>", "Turkish 'number of terms' - the tag's chain ends 235 (an arithmetic slip)"),
    m("t_m_ok_tr_eq", "B", G_SER, "correct", "tag", th("Terim sayısı: " + SER + "\n") + "<answer>Toplam = 11 · 23 = 253</answer>", "'Sum = 11 * 23 = 253'"),
    m("t_m_uk_closed_dom", "A", G_DOM, "wrong", "tag", th("Умови: " + DOM + ".\n") + r"<answer>Область визначення: $[3; +\infty)$.</answer>", "Ukrainian 'Domain: [3; +inf)' - 7 not removed"),
    m("t_m_ok_uk_dom", "B", G_DOM, "correct", "tag", th("Умови: " + DOM + ".\n") + r"<answer>Область визначення: $[3; 7) \cup (7; +\infty)$.</answer>", "'Domain: [3; 7) u (7; +inf)' with semicolons"),
    m("t_m_cs_angle_ext", "A", G_ANG, "wrong", "tag", th("Vnější úhel: $360^\\circ / 15 = 24^\\circ$.\n") + r"<answer>Každý úhel má $24^\circ$.</answer>", "Czech 'Each angle has 24 degrees' - exterior angle"),
    m("t_m_ok_cs_angle", "B", G_ANG, "correct", "tag", th("Vnitřní úhel: " + ANG + ".\n") + r"<answer>Každý vnitřní úhel má $156^\circ$.</answer>", "'Each interior angle has 156 degrees.'"),
    m("t_m_id_think_box_tag_empty", "A", G_MAT, "no_answer", "tag", th("Kalikan baris dengan kolom: " + MAT + r" $= \begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}$." + "\n") + "<answer> </answer>", "Indonesian 'multiply row by column'; the gold only in thinking, tag blank"),
    m("t_m_sv_tag_rep_decimal", "A", G_REP, "wrong", "tag", th(REP + "\n") + r"<answer>Svaret är ungefär $0{,}485$.</answer>", "Swedish 'The answer is about 0,485' - rounded"),
    # --- phrase + ####
    m("h_m_ok_de_frac", "B", G_RAD, "correct", "hash", "Umrechnung: " + RAD + ".\nAntwort: #### 25π/18", "German 'Conversion... Answer: #### 25π/18'"),
    m("h_m_de_frac_other", "A", G_RAD, "wrong", "hash", "Umrechnung: " + RAD + ".\nAntwort: #### 25π/9", "25π/9"),
    m("h_m_it_hash_other_after", "A", G_COMB, "wrong", "hash", "Combinazioni: " + COMB + " = 220.\n#### 220\nLa risposta finale è 1320.", "Italian '#### 220 then The final answer is 1320.' - two final answers"),
    m("h_m_ok_it_hash", "B", G_COMB, "correct", "hash", "Combinazioni: " + COMB + " = 220.\nLa risposta finale è: #### 220", "'The final answer is: #### 220'"),
    m("h_m_ar_hash_terms", "A", G_SER, "wrong", "hash", "عدد الحدود: " + SER + " = 253.\nالإجابة: #### 23", "Arabic 'number of terms... Answer: #### 23' - the average term"),
    m("h_m_ok_ar_hash", "B", G_SER, "correct", "hash", "عدد الحدود: " + SER + " = 253.\nالإجابة: #### 253", "Arabic 'Answer: #### 253'"),
    # --- exactness
    m("x_m_ok_fr_frac_decimal", "B", G_ROOTS, "correct", "answer_is", "On factorise : " + ROOTS + ".\nLes solutions sont $x = 0,2$ et $x = 2$.", "French 'The solutions are x = 0,2 and x = 2' - decimal comma, 0,2 = 1/5; debatable: 0,2 is 1/5 with a French decimal comma; the roots are separated by 'et'; proposed: correct", True),
    m("x_m_fr_roots_approx", "A", G_ROOTS, "wrong", "answer_is", "Avec le discriminant : $\\Delta = 121 - 40 = 81$, $x = \\frac{11 \\pm 9}{10}$.\nLes solutions sont $x \\approx 0,19$ et $x = 2$.", "'solutions x ≈ 0,19 and x = 2' - 0,19 is not 1/5"),
    m("x_m_it_prob_percent", "A", G_PROB, "wrong", "answer_is", "Multipli di 8: " + PROB + ".\nLa probabilità è circa l'11,4 %.", "Italian 'The probability is about 11,4 %' - rounded"),
    m("x_m_ok_it_prob", "B", G_PROB, "correct", "answer_is", "Multipli di 8: " + PROB + ".\nLa probabilità è $\\frac{8}{70}$, cioè $\\frac{4}{35}$.", "'The probability is 8/70, that is 4/35.'"),
    m("x_m_uk_cos_decimal", "A", G_COS, "wrong", "answer_is", "Формула зведення: " + COS + ".\nВідповідь: $-0{,}87$.", "Ukrainian 'reduction formula ... Answer: -0,87' - rounded"),
    m("x_m_ok_uk_cos", "B", G_COS, "correct", "answer_is", "Формула зведення: " + COS + " $= -\\frac{\\sqrt{3}}{2}$.\nВідповідь: $-\\frac{\\sqrt{3}}{2}$.", "'Answer: -sqrt3/2'"),
    m("x_m_ok_id_cos_alt", "B", G_COS, "correct", "answer_is", "Sudut relasi: " + COS + ".\nJadi nilainya $-\\frac{1}{2}\\sqrt{3}$.", "Indonesian 'So its value is -1/2 sqrt3' - the form Indonesian textbooks use"),
    m("x_m_id_cos_half", "A", G_COS, "wrong", "answer_is", "Sudut relasi: $\\cos\\frac{5\\pi}{6} = -\\sin\\frac{\\pi}{6}$.\nJadi nilainya $-\\frac{1}{2}$.", "'So its value is -1/2' - wrong reduction"),
    m("x_m_pl_mat_decimal", "A", G_MAT, "wrong", "boxed", "Mnożymy wiersz przez kolumnę: " + r"$\boxed{\begin{pmatrix} 4 & 2 \\ 3 & 3{,}5 \end{pmatrix}}$", "Polish 'multiply row by column' - entry 3,5 wrong"),
    m("x_m_ok_pl_mat_bmatrix", "B", G_MAT, "correct", "boxed", "Mnożymy wiersz przez kolumnę: " + MAT + r" $= \boxed{\begin{bmatrix} 4 & 2 \\ 3 & 3 \end{bmatrix}}$", "bmatrix instead of pmatrix"),
    # --- negation
    m("n_m_ja_dewanai", "A", G_INT, "no_answer", "answer_is", "不等式を解くと " + INT + "。\n解は $(-2, 5)$ ではありません。", "Japanese 'Solving the inequality ... The solution is not (-2, 5).'"),
    m("n_m_ok_ja_dewanaku", "B", G_INT, "correct", "answer_is", "不等式を解くと " + INT + "。\n解は $[-2, 5]$ ではなく、$(-2, 5)$ です。", "'The solution is not [-2, 5] but (-2, 5).'"),
    m("n_m_ko_anida", "A", G_SET, "wrong", "answer_is", "공약수: " + SET + ".\n답은 $\\{1, 2, 3, 6\\}$이 아니라 $\\{1, 2, 3, 6, 12\\}$입니다.", "Korean 'The answer is not {1,2,3,6} but {1,2,3,6,12}.'"),
    m("n_m_ok_ko_set", "B", G_SET, "correct", "answer_is", "공약수: " + SET + ".\n답은 $\\{1, 2, 3, 6, 12\\}$이 아니라 $\\{1, 2, 3, 6\\}$입니다.", "'The answer is not {1,2,3,6,12} but {1,2,3,6}.'"),
    m("n_m_tl_hindi", "A", G_BASE, "no_answer", "answer_is", BASE + ".\nAng sagot ay hindi 107.", "Tagalog 'The answer is not 107.'"),
    m("n_m_ok_tl", "B", G_BASE, "correct", "answer_is", BASE + ".\nAng sagot ay 107, hindi 112.", "Tagalog 'The answer is 107, not 112.'"),
    m("n_m_sv_inte", "A", G_SEC, "wrong", "answer_is", "Sektorns area: " + SEC + ".\nSvaret är inte $18\\pi$ utan $36\\pi$.", "Swedish 'The answer is not 18pi but 36pi.'"),
    m("n_m_cs_strike", "A", G_RAD, "wrong", "answer_is", "Převod: " + RAD + ".\nOdpověď: ~~$\\frac{25\\pi}{18}$~~ $\\frac{5\\pi}{18}$", "Czech 'Answer:' gold struck, 5pi/18 after"),
    m("n_m_he_lo", "A", G_DIST, "no_answer", "answer_is", "המרחק: " + DIST + ".\nהתשובה היא לא $4\\sqrt{5}$.", "Hebrew 'The answer is not 4sqrt5.'"),
    m("n_m_ok_he_ela", "B", G_DIST, "correct", "answer_is", "המרחק: " + DIST + ".\nהתשובה היא לא $\\sqrt{48}$ אלא $4\\sqrt{5}$.", "Hebrew 'The answer is not sqrt48 but 4sqrt5.'"),
    # --- units
    m("u_m_ja_ko_counter", "A", G_COMB, "wrong", "answer_is", "選び方は " + COMB + " = 220 通り。\nただし順番を区別すると 1320 通り。\n答え：1320 通り", "Japanese 'ways = 220. But distinguishing order gives 1320. Answer: 1320 ways'"),
    m("u_m_ok_ja_tori", "B", G_COMB, "correct", "answer_is", "選び方は " + COMB + " = 220 通り。\n答え：220 通り", "'Answer: 220 ways' (通り counter)"),
    m("u_m_ko_cm", "A", G_DIST, "wrong", "answer_is", "두 점 사이의 거리: " + DIST + ".\n답: $80$ cm", "Korean 'distance between two points ... Answer: 80 cm' - the square of the distance"),
    m("u_m_ok_ko_dist", "B", G_DIST, "correct", "answer_is", "두 점 사이의 거리: " + DIST + ".\n답: $4\\sqrt{5}$ 단위", "'Answer: 4sqrt5 units' (단위 = unit)"),
    m("u_m_ok_el_moires", "B", G_ANG, "correct", "answer_is", "Εσωτερική γωνία: " + ANG + ".\nΑπάντηση: 156 μοίρες.", "Greek 'Interior angle ... Answer: 156 degrees.'"),
    m("u_m_ok_el_rad", "B", G_ANG, "correct", "answer_is", "Εσωτερική γωνία: " + ANG + r" $= \frac{13\pi}{15}$." + "\nΑπάντηση: 13π/15 ακτίνια.", "Greek 'Answer: 13pi/15 radians' - 13pi/15 rad = 156 degrees (13 * 180 / 15 = 156); debatable: the gold is in degrees; proposed: correct (the same angle)", True),
    m("u_m_hi_varg", "A", G_SEC, "wrong", "answer_is", "त्रिज्यखंड का क्षेत्रफल: " + SEC + ".\nउत्तर: 18 वर्ग इकाई", "Hindi 'area of the sector ... Answer: 18 square units' - pi dropped"),
    m("u_m_ok_hi_varg", "B", G_SEC, "correct", "answer_is", "त्रिज्यखंड का क्षेत्रफल: " + SEC + ".\nउत्तर: $18\\pi$ वर्ग इकाई", "'Answer: 18pi square units'"),
    # --- retractions
    m("r_m_ru_oy", "A", G_SUR, "wrong", "answer_is", "Упростим: " + SUR + ".\nОтвет: $8\\sqrt{3}$.\n\nОй, я ошибся: $\\sqrt{27} = 3\\sqrt{2}$. Тогда ответ $5\\sqrt{3} + 3\\sqrt{2}$.", "Russian 'Oops, I was wrong: sqrt27 = 3sqrt2. Then the answer is 5sqrt3 + 3sqrt2.'"),
    m("r_m_ok_ru_prover", "B", G_SUR, "correct", "answer_is", "Упростим: " + SUR + ".\nОтвет: $8\\sqrt{3}$.\n\nПроверим: $8\\sqrt{3} \\approx 13{,}86$, $\\sqrt{75} + \\sqrt{27} \\approx 8{,}66 + 5{,}20 = 13{,}86$ ✓", "'Let us check: ≈ 13,86 both ways ✓'"),
    m("r_m_uk_vlasne", "A", G_ROOTS, "wrong", "answer_is", "Розкладемо: " + ROOTS + ".\nВідповідь: $\\frac{1}{5}$; $2$.\n\nВласне, нас питають лише про більший корінь: $2$.", "Ukrainian 'Actually, we are asked only about the larger root: 2.'"),
    m("r_m_ok_uk_check", "B", G_ROOTS, "correct", "answer_is", "Розкладемо: " + ROOTS + ".\nВідповідь: $\\frac{1}{5}$; $2$.\n\nПеревірка за Вієтою: $\\frac{1}{5} + 2 = \\frac{11}{5}$, $\\frac{1}{5} \\cdot 2 = \\frac{2}{5}$ ✓", "'Vieta check: sum 11/5, product 2/5 ✓'"),
    m("r_m_es_mejor", "A", G_CPX, "wrong", "boxed", "Multiplicando: " + CPX + r" $= \boxed{11 + 2i}$." + "\n\nMejor dicho, el conjugado: $\\boxed{11 - 2i}$.", "Spanish 'Or rather, the conjugate: 11 - 2i'"),
    m("r_m_ok_es_conj_remark", "B", G_CPX, "correct", "boxed", "Multiplicando: " + CPX + r" $= \boxed{11 + 2i}$." + "\n\nNota: su conjugado sería $11 - 2i$.", "'Note: its conjugate would be 11 - 2i' - a remark after"),
    m("r_m_fa_eslah", "A", G_VTX, "wrong", "boxed", "مربع کامل: " + VTX + r"، پس رأس $\boxed{(3, 2)}$." + "\n\nاصلاح: رأس $\\boxed{(-3, 2)}$ است.", "Persian 'Correction: the vertex is (-3, 2).'"),
    m("r_m_ok_fa_movafagh", "B", G_VTX, "correct", "boxed", "مربع کامل: " + VTX + r"، پس رأس $\boxed{(3, 2)}$." + "\n\nموفق باشید!", "'Good luck!'"),
    m("r_m_bn_na", "A", G_RAD, "wrong", "boxed", "রেডিয়ানে রূপান্তর: " + RAD + r" $= \boxed{\frac{25\pi}{18}}$" + "\n\nনা, ভুল হয়েছে; সঠিক উত্তর $\\boxed{\\frac{25\\pi}{36}}$।", "Bengali 'No, a mistake happened; the correct answer is 25pi/36.'"),
    # --- quoted / hypothetical
    m("q_m_hi_yadi", "A", G_MAT, "no_answer", "none", r"यदि $A = \begin{pmatrix} 1 & 2 \\ 0 & 3 \end{pmatrix}$ होता, तो गुणनफल $\begin{pmatrix} 4 & 2 \\ 3 & 3 \end{pmatrix}$ होता; पर $A$ दिया नहीं गया है।", "Hindi 'If A were ..., the product would be ...; but A is not given.' - only a hypothetical"),
    m("q_m_vi_neu", "A", G_SEC, "no_answer", "none", r"Nếu bán kính là $9$ thì diện tích hình quạt là $18\pi$, nhưng đề bài chưa cho bán kính.", "Vietnamese 'If the radius is 9 then the sector area is 18pi, but the problem has not given the radius.'"),
    m("q_m_ok_th_quote", "B", G_SUR, "correct", "answer_is", "โจทย์: “จงทำให้ $\\sqrt{75} + \\sqrt{27}$ อยู่ในรูปอย่างง่าย” " + SUR + ".\nคำตอบคือ $8\\sqrt{3}$", "Thai 'Problem: \"simplify ...\" ... The answer is 8sqrt3'"),
    m("q_m_th_khru", "A", G_SUR, "wrong", "answer_is", "ครูบอกว่าคำตอบคือ $8\\sqrt{3}$ แต่ฉันได้ $\\sqrt{102}$\nคำตอบคือ $\\sqrt{102}$", "Thai 'The teacher said the answer is 8sqrt3 but I got sqrt102. The answer is sqrt102.'"),

    # ================================================================ more MATH (kind A heavy)
    m("t_m_zh_tag_hedge", "A", G_DOM, "wrong", "tag", th("条件：" + DOM + "。\n") + r"<answer>定义域是 $[3, 7) \cup (7, +\infty)$ 或 $(3, +\infty)$</answer>", "Chinese 'The domain is ... or (3, +inf)' - a hedge in the tag"),
    m("t_m_ok_zh_dom", "B", G_DOM, "correct", "tag", th("条件：" + DOM + "。\n") + r"<answer>定义域为 $\{x \mid x \ge 3 \text{ 且 } x \ne 7\}$</answer>", "'The domain is {x | x >= 3 and x != 7}' (且 = and) - set-builder form equal to the gold; debatable: {x | x >= 3 and x != 7} is the set [3, 7) u (7, inf); proposed: correct", True),
    m("t_m_de_tag_then_box_other", "A", G_BASE, "wrong", "tag", th(BASE + " = 107\n") + "<answer>107</answer>\n\nHmm, Moment: die Zahl steht zur Basis 6, also $4 \\cdot 36 + 6 + 2 = \\boxed{152}$.", "German 'Hmm, wait: the number is in base 6, so ... 152' - a later box revises the tag; debatable: a later explicit correction after the tag replaces it (152); proposed: not accepted", True),
    m("t_m_ok_ar_tag", "B", G_COMB, "correct", "tag", th(COMB + " = 220\n") + "<answer>عدد الطرق هو ٢٢٠ طريقة.</answer>", "Arabic 'The number of ways is ٢٢٠ ways.' (Arabic-Indic 220)"),
    m("t_m_ar_tag_other", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + "<answer>عدد الطرق هو ١٣٢٠ طريقة.</answer>", "١٣٢٠ = 1320, ordered count"),
    m("h_m_ru_hash_decimal", "A", G_REP, "wrong", "hash", "Пусть " + REP + ".\nОтвет: #### 0,48", "Russian 'Let ... Answer: #### 0,48' - 0.48 is not 16/33"),
    m("h_m_ok_ru_hash_frac", "B", G_REP, "correct", "hash", "Пусть " + REP + " $= \\frac{16}{33}$.\nОтвет: #### 16/33", "'Answer: #### 16/33'"),
    m("x_m_sv_interval_closed", "A", G_INT, "wrong", "answer_is", "Vi löser olikheten: " + INT + ".\nSvar: $-2 \\le x \\le 5$.", "Swedish 'We solve the inequality ... Answer: -2 <= x <= 5' - closed"),
    m("x_m_ok_sv_interval", "B", G_INT, "correct", "answer_is", "Vi löser olikheten: " + INT + ".\nSvar: $-2 < x < 5$.", "'Answer: -2 < x < 5' - the interval as an inequality"),
    m("x_m_nl_set_wrong", "A", G_SET, "wrong", "answer_is", "Delers van 12 en 18: " + SET + ".\nDe doorsnede is $\\{2, 3, 6\\}$ (1 telt niet als deler).", "Dutch 'The intersection is {2, 3, 6} (1 does not count as a divisor).' - 1 wrongly left out"),
    m("x_m_ok_nl_set_semicolon", "B", G_SET, "correct", "answer_is", "Delers van 12 en 18: " + SET + ".\nAntwoord: $A \\cap B = \\{1; 2; 3; 6\\}$.", "Dutch 'Answer:' with semicolons in the set"),
    m("n_m_fr_barre", "A", G_SER, "wrong", "answer_is", "Nombre de termes et somme : " + SER + ".\nRéponse : $\\cancel{253}$ $242$", "French 'Number of terms and sum ... Answer:' gold cancelled, 242 after"),
    m("n_m_ok_fr_faux_other", "B", G_SER, "correct", "answer_is", "Nombre de termes et somme : " + SER + ".\nRéponse : $253$ (et non $242$, qui oublie le dernier terme).", "'Answer: 253 (and not 242, which forgets ... a term)'"),
    m("n_m_pl_nie", "A", G_MAT, "no_answer", "answer_is", "Mnożymy: " + MAT + ".\nWynik nie jest równy $\\begin{pmatrix} 4 & 2 \\\\ 3 & 3 \\end{pmatrix}$.", "Polish 'The result is not equal to (gold matrix).'"),
    m("u_m_it_gradi", "A", G_RAD, "wrong", "answer_is", "Convertiamo: " + RAD + ".\nRisposta: $\\frac{25\\pi}{18}$ gradi.", "Italian 'Answer: 25pi/18 degrees' - the model calls radians degrees; debatable: 25pi/18 degrees is not 25pi/18 radians; the model's unit word makes it wrong; proposed: not accepted", True),
    m("u_m_ok_it_rad", "B", G_RAD, "correct", "answer_is", "Convertiamo: " + RAD + ".\nRisposta: $\\frac{25\\pi}{18}$ radianti.", "'Answer: 25pi/18 radians'"),
    m("r_m_de_nochmal_wrong", "A", G_PROB, "wrong", "answer_is", "Vielfache von 8: " + PROB + ".\nAntwort: $\\frac{4}{35}$.\n\nNochmal nachgezählt: 8, 16, 24, 32, 40, 48, 56, das sind 7 Vielfache. Also $\\frac{7}{70} = \\frac{1}{10}$. Endgültige Antwort: $\\frac{1}{10}$.", "German 'Recounted: 8, ..., 56, that is 7 multiples. So 7/70 = 1/10. Final answer: 1/10.' - a wrong recount (64 forgotten) replaces the answer"),
    m("r_m_ok_de_nochmal_gold", "B", G_PROB, "correct", "answer_is", "Vielfache von 8: " + PROB + ".\nAntwort: $\\frac{4}{35}$.\n\nNochmal nachgezählt: $64 / 8 = 8$ Vielfache ✓. Die Antwort bleibt $\\frac{4}{35}$.", "'Recounted: 64/8 = 8 multiples ✓. The answer stays 4/35.'"),
    m("r_m_tl_mali", "A", G_COS, "wrong", "answer_is", "Gamit ang reference angle: " + COS + " $= -\\frac{\\sqrt{3}}{2}$.\nSagot: $-\\frac{\\sqrt{3}}{2}$\n\nAy mali pala, nasa ikalawang kuwadrante kaya positibo: $\\frac{\\sqrt{3}}{2}$.", "Tagalog 'Oh, it's wrong after all, it is in the second quadrant so positive: sqrt3/2.' (a wrong revision)"),
    m("r_m_ok_tl_salamat", "B", G_COS, "correct", "answer_is", "Gamit ang reference angle: " + COS + " $= -\\frac{\\sqrt{3}}{2}$.\nSagot: $-\\frac{\\sqrt{3}}{2}$\n\nSana makatulong ito!", "Tagalog 'Answer: -sqrt3/2. Hope this helps!'"),
    m("q_m_uk_pidruchnyk", "A", G_COS, "no_answer", "none", "У підручнику сказано, що $\\cos\\frac{5\\pi}{6} = -\\frac{\\sqrt{3}}{2}$, але я не пам'ятаю, як це вивести.", "Ukrainian 'The textbook says cos(5pi/6) = -sqrt3/2, but I do not remember how to derive it.' - only a report"),
    m("q_m_ok_uk_yakby_after", "B", G_COS, "correct", "answer_is", COS + " $= -\\frac{\\sqrt{3}}{2}$.\nВідповідь: $-\\frac{\\sqrt{3}}{2}$.\n\nЯкби кут був $\\frac{\\pi}{6}$, відповідь була б $\\frac{\\sqrt{3}}{2}$.", "'Answer: -sqrt3/2. If the angle were pi/6, the answer would be sqrt3/2.' - hypothetical after"),
    m("q_m_bn_bolechhe", "A", G_VTX, "wrong", "answer_is", "শিক্ষক বলেছেন শীর্ষবিন্দু $(3, 2)$, কিন্তু আমার হিসাবে $y = (x + 3)^2 + 2$, তাই শীর্ষবিন্দু $(-3, 2)$।\nউত্তর: $(-3, 2)$", "Bengali 'The teacher said the vertex is (3, 2), but by my calculation ... so the vertex is (-3, 2). Answer: (-3, 2)'"),
    m("x_m_ok_el_or", "B", G_ROOTS, "correct", "answer_is", "Παραγοντοποίηση: " + ROOTS + ".\nΑπάντηση: $x = \\frac{1}{5}$ ή $x = 2$.", "Greek 'Answer: x = 1/5 or x = 2.' - ή ('or') lists both roots as Greek textbooks write solution sets; debatable: 'or' could be read as a hedge; proposed: correct (both roots, nothing else)", True),
    m("x_m_fa_fifth", "A", G_ROOTS, "wrong", "answer_is", "تجزیه: " + ROOTS + ".\nپاسخ: $x = 5$ و $x = 2$", "Persian 'Factorisation ... Answer: x = 5 and x = 2' - 5 for 1/5"),
]
# fmt: on

# The decision this round proposes for each debatable probe (write_probes records it).
DECISIONS = {
    "t_empty_es": (
        "reject",
        "an empty tag with a pointer to the thinking is no stated final answer",
    ),
    "t_m_ok_pt_approx_after": (
        "accept",
        "the exact value is stated; the approximation only follows it with ≈",
    ),
    "h_fr_share_hash": (
        "reject",
        "the #### value 0,84 is the share, the working computes the percent 84 (round 21's decision)",
    ),
    "h_sv_sign_lost": (
        "reject",
        "the marked #### value is 7,5; 'minusgrader' in the phrase does not sign it",
    ),
    "h_pl_hedge": ("reject", "a hedge before the #### line is two final answers"),
    "x_m_he_ang_rad": (
        "reject",
        "156 radians is not 156 degrees; the model's own unit makes the value wrong",
    ),
    "n_annot_wrong_it": ("reject", "the model marks its own box wrong"),
    "n_cross_ko": ("reject", "the model marks its own answer wrong (✗, 틀림)"),
    "n_m_hi_galat": ("reject", "the model marks its own box wrong (गलत)"),
    "u_ok_es_docenas": ("accept", "19 dozen = 228 eggs, equal to the gold with its unit"),
    "u_m_cs_deg": ("reject", "the given degrees restated; no conversion to radians was made"),
    "r_ko_withdraw": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20-21 convention)",
    ),
    "q_zh_book_says": (
        "reject",
        "only a quotation of the textbook; the model states it did not work it out",
    ),
    "q_m_es_otra_parte": ("reject", "the final answer is x = 3; the gold only in another part"),
    "b_m_nul_other": (
        "reject",
        "a NUL inside the number makes the pair bad input; it is not a clean 11 + 2i",
    ),
    "x_m_ok_fr_frac_decimal": (
        "accept",
        "0,2 is 1/5 with a French decimal comma; the roots are separated by 'et'",
    ),
    "u_m_ok_el_rad": ("accept", "13pi/15 rad is the same angle as 156 degrees"),
    "t_m_ok_zh_dom": ("accept", "{x | x >= 3 and x != 7} is the set [3, 7) u (7, inf)"),
    "t_m_de_tag_then_box_other": (
        "reject",
        "a later explicit correction after the tag replaces it (152)",
    ),
    "u_m_it_gradi": (
        "reject",
        "25pi/18 degrees is not 25pi/18 radians; the model's unit word makes it wrong",
    ),
    "x_m_ok_el_or": ("accept", "ή lists both roots; it is not a hedge between candidates"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam89", CASES, [], DECISIONS)
