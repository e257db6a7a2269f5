r"""Build adversarial_redteam64.jsonl: a sixty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam64", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, ANALYSIS.md or any NOTES file, WITHOUT running
any checker or grader on the probes, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md, corpus_build.py and build_adversarial_redteam21.py (structure) were read.

Aim of this round: answers written in languages other than English (Chinese, Japanese, Korean,
Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic,
Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog), as
a multilingual model writes them: answer phrases, decimal commas and thousands separators, native
numerals, counted nouns and units, negation and correction idioms, checks after the answer,
closings, reported and hypothetical speech, answer tags with sentences, mixed-language outputs.

Problems and golds (arithmetic checked by hand):
GSM8K: 27 boxes of 14 pencils, 93 sold -> 285 (27*14 = 270 + 108 = 378; 378 - 93 = 285; check
285 + 93 = 378). Slip value 295 (378 - 83).
3.5 kg of apples at 4.62 a kg -> 16.17 (3*4.62 = 13.86; 0.5*4.62 = 2.31; 13.86 + 2.31 = 16.17).
12 months at 3,650 plus a 1,900 bonus -> 45700 (3650*12 = 43800; 43800 + 1900 = 45700);
without the bonus 43800.
4 degrees falling 1.5 an hour for 7 hours -> -6.5 (1.5*7 = 10.5; 4 - 10.5 = -6.5); sign lost 6.5.
57 of 75 students passed -> 76 percent (57/75 = 0.76).
13 rows of 19 chairs -> 247 (13*19 = 190 + 57 = 247).
MATH: 5 red and 8 blue balls, P(red) -> \frac{5}{13} (5/(5+8)).
Distance from (-2, 1) to (3, 4) -> \sqrt{34} (5^2 + 3^2 = 25 + 9 = 34).
3x^2 - 10x + 3 = 0 -> \frac{1}{3}, 3 (discriminant 100 - 36 = 64; (10 +- 8)/6 = 3, 1/3).
(4 + 3i)(2 - 5i) -> 23 - 14i (8 - 20i + 6i - 15i^2 = 8 + 15 - 14i).
200 degrees in radians -> \frac{10\pi}{9} (200/180 = 10/9).
C(12, 5) -> 792 (12*11*10*9*8 / 120 = 95040 / 120 = 792).
0.\overline{45} -> \frac{5}{11} (45/99 = 5/11).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words; `r_` retractions and harmless
after-text; `q_` quoted, reported, hypothetical text; `b_` bad input JSON can hold. An `_m_` marks a
MATH probe; `_ok_` marks kind B. The language code follows the class (e.g. `r_ru_...`).

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real models write.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates, or only
mentions as a hypothetical, a quotation or someone else's claim is not its answer. A hedge between
two values, or two different final answers, is `wrong`. No final answer is `no_answer`. A value equal
to the gold mathematically (`0,5` for 1/2 with a decimal comma, `285 chiếc bút` for 285) is
`correct`. A check or closing after a committed answer does not replace it. An English gloss of
non-English text is in each note.

Usage: python packages/check/corpus/build_adversarial_redteam64.py
"""

from corpus_build import MINERVA, g, m, th, write_probes

# ---------------------------------------------------------------- GSM8K working, by language
PEN = {
    "zh": "每盒有14支铅笔，27盒共有 27 × 14 = 378 支。\n卖出93支后，剩下 378 − 93 = 285 支。\n",
    "ja": "1箱に14本の鉛筆が入っているので、27箱では 27 × 14 = 378 本です。\n93本売れたので、残りは 378 − 93 = 285 本です。\n",
    "ko": "한 상자에 연필이 14자루씩 있으므로 27상자에는 27 × 14 = 378자루가 있습니다.\n93자루를 팔았으므로 남은 연필은 378 − 93 = 285자루입니다.\n",
    "ru": "В 27 коробках по 14 карандашей: 27 · 14 = 378 карандашей.\nПосле продажи 93 карандашей осталось 378 − 93 = 285.\n",
    "es": "Hay 27 cajas con 14 lápices cada una: 27 × 14 = 378 lápices.\nSe vendieron 93, así que quedan 378 − 93 = 285 lápices.\n",
    "de": "27 Schachteln mit je 14 Stiften ergeben 27 · 14 = 378 Stifte.\nNach dem Verkauf von 93 Stiften bleiben 378 − 93 = 285 Stifte übrig.\n",
    "tr": "27 kutuda 14'er kalem var: 27 × 14 = 378 kalem.\n93 kalem satıldığına göre 378 − 93 = 285 kalem kalır.\n",
    "vi": "27 hộp, mỗi hộp 14 bút chì: 27 × 14 = 378 bút chì.\nĐã bán 93 bút, còn lại 378 − 93 = 285 bút chì.\n",
    "ar": "في كل علبة ١٤ قلمًا، إذن في ٢٧ علبة: ٢٧ × ١٤ = ٣٧٨ قلمًا.\nبعد بيع ٩٣ قلمًا يبقى ٣٧٨ − ٩٣ = ٢٨٥ قلمًا.\n",
    "hi": "हर डिब्बे में 14 पेंसिलें हैं, तो 27 डिब्बों में 27 × 14 = 378 पेंसिलें हैं।\n93 पेंसिलें बिकने के बाद 378 − 93 = 285 पेंसिलें बचती हैं।\n",
}
PEN_SLIP_RU = "В 27 коробках по 14 карандашей: 27 · 14 = 378 карандашей.\nПосле продажи 83 карандашей осталось 378 − 83 = 295.\n"
APPLE = {
    "fr": "Le kilo de pommes coûte 4,62 €. Pour 3,5 kg : 3,5 × 4,62 = 16,17 €.\n",
    "de": "Ein Kilo Äpfel kostet 4,62 €. Für 3,5 kg: 3,5 · 4,62 = 16,17 €.\n",
    "it": "Un chilo di mele costa 4,62 €. Per 3,5 kg: 3,5 × 4,62 = 16,17 €.\n",
    "pt": "O quilo da maçã custa R$ 4,62. Para 3,5 kg: 3,5 × 4,62 = R$ 16,17.\n",
    "nl": "Een kilo appels kost € 4,62. Voor 3,5 kg: 3,5 × 4,62 = € 16,17.\n",
    "pl": "Kilogram jabłek kosztuje 4,62 zł. Za 3,5 kg: 3,5 · 4,62 = 16,17 zł.\n",
    "cs": "Kilogram jablek stojí 4,62 Kč. Za 3,5 kg: 3,5 · 4,62 = 16,17 Kč.\n",
    "sv": "Ett kilo äpplen kostar 4,62 kr. För 3,5 kg: 3,5 · 4,62 = 16,17 kr.\n",
    "ru": "Килограмм яблок стоит 4,62 руб. За 3,5 кг: 3,5 · 4,62 = 16,17 руб.\n",
    "es": "El kilo de manzanas cuesta 4,62 €. Por 3,5 kg: 3,5 × 4,62 = 16,17 €.\n",
}
SAL = {
    "de": "12 Monate zu je 3.650 € ergeben 12 · 3.650 = 43.800 €.\nMit der Prämie von 1.900 €: 43.800 + 1.900 = 45.700 €.\n",
    "fr": "12 mois à 3 650 € font 12 × 3 650 = 43 800 €.\nAvec la prime de 1 900 € : 43 800 + 1 900 = 45 700 €.\n",
    "ru": "За 12 месяцев по 3 650 руб.: 12 · 3 650 = 43 800 руб.\nС премией 1 900 руб.: 43 800 + 1 900 = 45 700 руб.\n",
    "es": "12 meses a 3.650 € son 12 × 3.650 = 43.800 €.\nCon la prima de 1.900 €: 43.800 + 1.900 = 45.700 €.\n",
    "id": "Gaji 12 bulan: 12 × 3.650 = 43.800 dolar.\nDitambah bonus 1.900 dolar: 43.800 + 1.900 = 45.700 dolar.\n",
    "pl": "Za 12 miesięcy po 3650 zł: 12 · 3650 = 43 800 zł.\nZ premią 1900 zł: 43 800 + 1900 = 45 700 zł.\n",
    "zh": "12个月的工资：12 × 3,650 = 43,800 元。\n加上1,900元奖金：43,800 + 1,900 = 45,700 元。\n",
    "hi": "12 महीनों का वेतन: 12 × 3,650 = 43,800 डॉलर।\n1,900 डॉलर बोनस जोड़ने पर: 43,800 + 1,900 = 45,700 डॉलर।\n",
}
TEMP = {
    "ru": "Температура падает на 1,5 · 7 = 10,5 градуса, поэтому в конце 4 − 10,5 = −6,5 °C.\n",
    "uk": "Температура знижується на 1,5 · 7 = 10,5 градуса, тож наприкінці 4 − 10,5 = −6,5 °C.\n",
    "de": "Die Temperatur sinkt um 1,5 · 7 = 10,5 Grad, also beträgt sie am Ende 4 − 10,5 = −6,5 °C.\n",
    "fr": "La température baisse de 1,5 × 7 = 10,5 degrés, donc à la fin il fait 4 − 10,5 = −6,5 °C.\n",
    "ja": "気温は 1.5 × 7 = 10.5 度下がるので、最終的に 4 − 10.5 = −6.5 度になります。\n",
    "tr": "Sıcaklık 1,5 × 7 = 10,5 derece düşer, yani sonunda 4 − 10,5 = −6,5 °C olur.\n",
    "el": "Η θερμοκρασία πέφτει 1,5 · 7 = 10,5 βαθμούς, άρα στο τέλος είναι 4 − 10,5 = −6,5 °C.\n",
}
PCT = {
    "es": "Aprobaron 57 de 75 estudiantes: 57 / 75 = 0,76, es decir, el 76 %.\n",
    "fr": "57 élèves sur 75 ont réussi : 57 / 75 = 0,76, soit 76 %.\n",
    "th": "นักเรียนสอบผ่าน 57 คนจาก 75 คน: 57 / 75 = 0.76 หรือ 76%\n",
    "fa": "۵۷ دانش‌آموز از ۷۵ نفر قبول شدند: ۵۷ ÷ ۷۵ = ۰٫۷۶، یعنی ۷۶ درصد.\n",
    "he": "57 מתוך 75 תלמידים עברו: 57 / 75 = 0.76, כלומר 76%.\n",
    "ko": "75명 중 57명이 합격했으므로 57 / 75 = 0.76, 즉 76%입니다.\n",
}
CHAIR = {
    "bn": "প্রতি সারিতে ১৯টি চেয়ার, ১৩টি সারি: ১৩ × ১৯ = ২৪৭টি চেয়ার।\n",
    "tl": "May 13 hanay na tig-19 na upuan: 13 × 19 = 247 na upuan.\n",
    "id": "Ada 13 baris, masing-masing 19 kursi: 13 × 19 = 247 kursi.\n",
    "vi": "Có 13 hàng, mỗi hàng 19 ghế: 13 × 19 = 247 ghế.\n",
    "sv": "13 rader med 19 stolar i varje: 13 · 19 = 247 stolar.\n",
    "it": "13 file da 19 sedie ciascuna: 13 × 19 = 247 sedie.\n",
    "nl": "13 rijen van elk 19 stoelen: 13 · 19 = 247 stoelen.\n",
    "cs": "13 řad po 19 židlích: 13 · 19 = 247 židlí.\n",
}

# ---------------------------------------------------------------- MATH working
G_P, G_D, G_R, G_C, G_A, G_N, G_F = (
    r"\frac{5}{13}",
    r"\sqrt{34}",
    r"\frac{1}{3}, 3",
    r"23 - 14i",
    r"\frac{10\pi}{9}",
    "792",
    r"\frac{5}{11}",
)
PROB = {
    "zh": "袋中共有 $5 + 8 = 13$ 个球，其中红球 5 个，所以取到红球的概率为 $\\frac{5}{13}$。\n",
    "es": "Hay $5 + 8 = 13$ bolas en total y 5 son rojas, así que la probabilidad es $\\frac{5}{13}$.\n",
    "ru": "Всего $5 + 8 = 13$ шаров, из них 5 красных, поэтому вероятность равна $\\frac{5}{13}$.\n",
    "ja": "玉は全部で $5 + 8 = 13$ 個で、そのうち赤玉は 5 個なので、確率は $\\frac{5}{13}$ です。\n",
}
DIST = {
    "fr": "La distance vaut $\\sqrt{(3-(-2))^2 + (4-1)^2} = \\sqrt{25 + 9} = \\sqrt{34}$.\n",
    "de": "Der Abstand ist $\\sqrt{(3-(-2))^2 + (4-1)^2} = \\sqrt{25 + 9} = \\sqrt{34}$.\n",
    "ko": "두 점 사이의 거리는 $\\sqrt{(3-(-2))^2 + (4-1)^2} = \\sqrt{25 + 9} = \\sqrt{34}$입니다.\n",
    "pt": "A distância é $\\sqrt{(3-(-2))^2 + (4-1)^2} = \\sqrt{25 + 9} = \\sqrt{34}$.\n",
}
ROOTS = {
    "vi": "Ta có $\\Delta = 100 - 36 = 64$, nên $x = \\frac{10 \\pm 8}{6}$, tức $x = 3$ hoặc $x = \\frac{1}{3}$.\n",
    "pl": "Wyróżnik $\\Delta = 100 - 36 = 64$, więc $x = \\frac{10 \\pm 8}{6}$, czyli $x = 3$ lub $x = \\frac{1}{3}$.\n",
    "it": "Il discriminante è $\\Delta = 100 - 36 = 64$, quindi $x = \\frac{10 \\pm 8}{6}$, cioè $x = 3$ oppure $x = \\frac{1}{3}$.\n",
    "tr": "Diskriminant $\\Delta = 100 - 36 = 64$, dolayısıyla $x = \\frac{10 \\pm 8}{6}$, yani $x = 3$ veya $x = \\frac{1}{3}$.\n",
}
CPX = {
    "ru": "$(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 8 + 15 - 14i = 23 - 14i$.\n",
    "zh": "展开得 $(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 23 - 14i$。\n",
    "de": "Ausmultiplizieren: $(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 23 - 14i$.\n",
}
ANG = {
    "es": "Como $180^\\circ = \\pi$, tenemos $200^\\circ = \\frac{200}{180}\\pi = \\frac{10\\pi}{9}$.\n",
    "ja": "$180^\\circ = \\pi$ なので、$200^\\circ = \\frac{200}{180}\\pi = \\frac{10\\pi}{9}$ です。\n",
    "uk": "Оскільки $180^\\circ = \\pi$, маємо $200^\\circ = \\frac{200}{180}\\pi = \\frac{10\\pi}{9}$.\n",
}
COMB = {
    "fr": "$\\binom{12}{5} = \\frac{12 \\cdot 11 \\cdot 10 \\cdot 9 \\cdot 8}{5!} = \\frac{95040}{120} = 792$.\n",
    "hi": "$\\binom{12}{5} = \\frac{12 \\cdot 11 \\cdot 10 \\cdot 9 \\cdot 8}{5!} = \\frac{95040}{120} = 792$ तरीके।\n",
    "ar": "عدد الطرق هو $\\binom{12}{5} = \\frac{95040}{120} = 792$.\n",
}
REP = {
    "de": "Sei $x = 0.\\overline{45}$. Dann $100x = 45.\\overline{45}$, also $99x = 45$ und $x = \\frac{45}{99} = \\frac{5}{11}$.\n",
    "nl": "Stel $x = 0.\\overline{45}$. Dan $100x = 45.\\overline{45}$, dus $99x = 45$ en $x = \\frac{45}{99} = \\frac{5}{11}$.\n",
    "id": "Misalkan $x = 0.\\overline{45}$. Maka $100x = 45.\\overline{45}$, sehingga $99x = 45$ dan $x = \\frac{45}{99} = \\frac{5}{11}$.\n",
}

# fmt: off
CASES = [
    # ======================================== t_: answer tags with sentences in the language
    g("t_zh_ok_sentence", "B", "285", "correct", "answer_tag", th(PEN["zh"]) + "<answer>还剩285支铅笔。</answer>", "tag holds a Chinese sentence: 'There are 285 pencils left.'"),
    g("t_zh_slip_tag", "A", "285", "wrong", "answer_tag", th(PEN["zh"] + "所以答案是285。\n") + "<answer>还剩259支铅笔。</answer>", "thinking says 285 but the tag says 'There are 259 pencils left.'; the tag is the final answer"),
    g("t_ja_ok_unit", "B", "285", "correct", "answer_tag", th(PEN["ja"]) + "<answer>285本</answer>", "'285本' = 285 (counter for long objects)"),
    g("t_ja_empty_tag", "A", "285", "no_answer", "answer_tag", th(PEN["ja"] + "答えは285本です。\n") + "<answer></answer>", "empty tag; the thinking's 'The answer is 285' is not the tagged final answer; debatable: decide no_answer", True),
    g("t_ko_ok_sentence", "B", "285", "correct", "answer_tag", th(PEN["ko"]) + "<answer>남은 연필은 285자루입니다.</answer>", "'The remaining pencils are 285.'"),
    g("t_ko_two_values", "A", "285", "wrong", "answer_tag", th(PEN["ko"]) + "<answer>285자루 또는 378자루</answer>", "'285 or 378' - a hedge"),
    g("t_ru_ok_decimal_comma", "B", "16.17", "correct", "answer_tag", th(APPLE["ru"]) + "<answer>16,17 руб.</answer>", "decimal comma: 16,17 rubles = 16.17"),
    g("t_ru_comma_thousands_trap", "A", "16.17", "wrong", "answer_tag", th(APPLE["ru"].replace("16,17", "1617")) + "<answer>1617 руб.</answer>", "dropped the comma: 1617, not 16.17"),
    g("t_de_ok_thousands_dot", "B", "45700", "correct", "answer_tag", th(SAL["de"]) + "<answer>45.700 €</answer>", "German thousands dot: 45.700 € = 45700"),
    g("t_de_nobonus", "A", "45700", "wrong", "answer_tag", th(SAL["de"]) + "<answer>43.800 €</answer>", "German 43.800 = 43800, the salary without the bonus"),
    g("t_fr_ok_space_thousands", "B", "45700", "correct", "answer_tag", th(SAL["fr"]) + "<answer>Il gagne 45 700 € au total.</answer>", "French space separator: 'He earns 45 700 € in total.'"),
    g("t_ar_ok_arabic_digits", "B", "285", "correct", "answer_tag", th(PEN["ar"]) + "<answer>٢٨٥</answer>", "Arabic-Indic digits ٢٨٥ = 285"),
    g("t_ar_wrong_digits", "A", "285", "wrong", "answer_tag", th(PEN["ar"]) + "<answer>٢٥٨</answer>", "Arabic-Indic ٢٥٨ = 258, digits swapped"),
    m("t_m_zh_ok_sentence", "B", G_P, "correct", "answer_tag", th(PROB["zh"]) + "<answer>概率为 $\\frac{5}{13}$</answer>", "'The probability is 5/13'"),
    m("t_m_zh_complement", "A", G_P, "wrong", "answer_tag", th(PROB["zh"]) + "<answer>概率为 $\\frac{8}{13}$</answer>", "8/13 is the blue probability"),
    m("t_m_it_ok_both_roots", "B", G_R, "correct", "answer_tag", th(ROOTS["it"]) + "<answer>$x = 3$ oppure $x = \\frac{1}{3}$</answer>", "Italian 'x = 3 or x = 1/3': 'oppure' lists both roots of the equation, not a hedge"),
    m("t_m_pl_one_root", "A", G_R, "wrong", "answer_tag", th(ROOTS["pl"]) + "<answer>$x = 3$</answer>", "only one of the two roots"),
    # ======================================== h_: a phrase marker then ####
    g("h_es_ok_phrase_hash", "B", "285", "correct", "hash", PEN["es"] + "La respuesta final es:\n#### 285", "'The final answer is:' then #### 285"),
    g("h_es_phrase_vs_hash", "A", "285", "wrong", "hash", PEN["es"] + "Respuesta: quedan 378 lápices.\n#### 378", "'Answer: 378 pencils remain' and #### 378 (forgot the 93 sold)"),
    g("h_de_ok_hash_comma", "B", "16.17", "correct", "hash", APPLE["de"] + "Antwort: Die Äpfel kosten 16,17 €.\n#### 16,17", "#### with decimal comma 16,17 = 16.17"),
    g("h_pt_hash_comma_stripped", "A", "16.17", "wrong", "hash", APPLE["pt"] + "Resposta: R$ 16,17\n#### 1617", "the Portuguese answer line says 16,17 but the #### line strips the decimal comma as if it were a thousands separator: #### 1617 is the marked value; debatable: decide wrong (the marked value is 1617)", True),
    g("h_ru_ok_phrase_hash_neg", "B", "-6.5", "correct", "hash", TEMP["ru"] + "Ответ: −6,5 °C.\n#### -6.5", "'Answer: -6.5 °C' then #### -6.5"),
    g("h_ru_sign_lost", "A", "-6.5", "wrong", "hash", TEMP["ru"] + "Ответ: 6,5 градуса мороза.\n#### 6.5", "'6.5 degrees of frost' means -6.5 in words, but the #### value is 6.5; the marked value is the sign-lost number; debatable: decide wrong", True),
    g("h_ru_ok_frost", "B", "-6.5", "correct", "answer_is", TEMP["ru"] + "Ответ: −6,5 °C (6,5 градуса мороза).", "'Answer: -6.5 °C (6.5 degrees of frost)': the parenthesis restates the same value in words"),
    g("h_vi_ok_phrase_hash", "B", "285", "correct", "hash", PEN["vi"] + "Đáp số: 285 bút chì.\n#### 285", "'Answer: 285 pencils.' then ####"),
    g("h_vi_phrase_hash_disagree", "A", "285", "wrong", "hash", PEN["vi"] + "Đáp số: 285 bút chì.\n#### 378", "the phrase says 285 but the #### line says 378: two different final answers"),
    g("h_tr_ok_phrase_hash", "B", "285", "correct", "hash", PEN["tr"] + "Cevap: 285 kalem kalır.\n#### 285", "'Answer: 285 pencils remain.'"),
    g("h_hi_ok_hash", "B", "45700", "correct", "hash", SAL["hi"] + "उत्तर: कुल 45,700 डॉलर।\n#### 45700", "'Answer: 45,700 dollars in total.'"),
    g("h_hi_hash_before_bonus", "A", "45700", "wrong", "hash", SAL["hi"] + "#### 43800\nउत्तर: कुल 45,700 डॉलर।", "#### 43800 (no bonus); the Hindi 'Answer: 45,700' comes after; two different final answers"),
    # ======================================== x_: exactness
    g("x_fr_ok_decimal_comma", "B", "16.17", "correct", "answer_is", APPLE["fr"] + "La réponse est 16,17 €.", "'The answer is 16,17 €.' decimal comma"),
    g("x_fr_rounded", "A", "16.17", "wrong", "answer_is", APPLE["fr"] + "La réponse est environ 16 €.", "'about 16 €' - rounded, not 16.17"),
    g("x_it_rounded_one", "A", "16.17", "wrong", "answer_is", APPLE["it"] + "La risposta è 16,2 €.", "16,2 is rounded to one decimal"),
    g("x_it_ok_answer", "B", "16.17", "correct", "answer_is", APPLE["it"] + "La risposta è 16,17 €.", "'The answer is 16,17 €.'"),
    g("x_es_ok_percent", "B", "76", "correct", "answer_is", PCT["es"] + "La respuesta es 76 %.", "'The answer is 76 %'"),
    g("x_es_share_for_percent", "A", "76", "wrong", "answer_is", PCT["es"].replace(", es decir, el 76 %", "") + "La respuesta es 0,76.", "a share 0,76 for the asked percent (76)"),
    m("x_m_fr_decimal_sqrt", "A", G_D, "wrong", "answer_is", DIST["fr"] + "La distance est donc environ $5{,}83$.", "'The distance is therefore about 5,83': a rounded decimal for the exact sqrt(34)"),
    m("x_m_fr_ok_exact", "B", G_D, "correct", "boxed", DIST["fr"] + "La distance est donc $\\boxed{\\sqrt{34}}$.", "exact"),
    m("x_m_de_squared", "A", G_D, "wrong", "boxed", DIST["de"] + "Also ist der Abstand $\\boxed{34}$.", "34 is the squared distance"),
    m("x_m_nl_ok_reduced", "B", G_F, "correct", "boxed", REP["nl"] + "Het antwoord is $\\boxed{\\frac{5}{11}}$.", "'The answer is 5/11'"),
    m("x_m_nl_ok_unreduced", "B", G_F, "correct", "boxed", REP["nl"].replace(" = \\frac{5}{11}", "") + "Het antwoord is $\\boxed{\\frac{45}{99}}$.", "45/99 equals 5/11 (not reduced, still equal)"),
    m("x_m_id_decimal", "A", G_F, "wrong", "boxed", REP["id"] + "Jadi jawabannya $\\boxed{0{,}45}$.", "'So the answer is 0,45': 0.45 is not 0.4545..."),
    # ======================================== n_: negation, strike-out, annotation
    g("n_zh_not_x_but_y_ok", "B", "285", "correct", "answer_is", PEN["zh"] + "答案不是378，而是285。", "'The answer is not 378 but 285.'"),
    g("n_zh_not_y", "A", "285", "no_answer", "answer_is", PEN["zh"] + "等等，答案不是285。我需要重新检查题目。", "'Wait, the answer is not 285. I need to recheck the problem.' - negated, nothing after"),
    g("n_ja_ok_correction", "B", "285", "correct", "answer_is", PEN["ja"].replace("285", "295", 1) + "いや、378 − 93 は 295 ではなく 285 です。\n答え：285本", "'No, 378 - 93 is not 295 but 285. Answer: 285'"),
    g("n_ja_not_answer", "A", "285", "no_answer", "answer_is", PEN["ja"] + "したがって、答えは285本……ではありません。問題文をもう一度読み直します。", "'So the answer is 285 ... is not. I will reread the problem.' - Japanese negates at the end of the sentence; no final answer"),
    g("n_ko_ok_not_a_but_b", "B", "247", "correct", "answer_is", "13 × 19 = 247\n정답은 237이 아니라 247입니다.", "'The answer is not 237 but 247.'"),
    g("n_ko_negated", "A", "247", "no_answer", "answer_is", "13 × 19 = 247\n정답은 247이 아닙니다. 다시 계산해 보겠습니다.", "'The answer is not 247. Let me recompute.' - Korean negation after the number, nothing after"),
    g("n_ru_ok_ne_a", "B", "285", "correct", "answer_is", PEN_SLIP_RU + "Ой, продано не 83, а 93 карандаша: 378 − 93 = 285.\nОтвет: 285.", "'Oops, not 83 but 93 were sold: 378 - 93 = 285. Answer: 285.'"),
    g("n_ru_ne_pravilno", "A", "285", "wrong", "answer_is", PEN_SLIP_RU + "Ответ: 295.", "the slip 295 is the final answer (misread 83 for 93)"),
    g("n_uk_strike", "A", "-6.5", "wrong", "answer_is", TEMP["uk"] + "Відповідь: ~~−6,5 °C~~ 6,5 °C.", "'Answer: ~~-6.5 °C~~ 6.5 °C' - the right value is struck out, the sign-lost one stands"),
    g("n_uk_ok_strike", "B", "-6.5", "correct", "answer_is", TEMP["uk"] + "Відповідь: ~~6,5 °C~~ −6,5 °C.", "'Answer: ~~6.5~~ -6.5 °C' - the wrong value is struck"),
    g("n_de_nicht_sondern_ok", "B", "45700", "correct", "answer_is", SAL["de"] + "Die Antwort ist also nicht 43.800 €, sondern 45.700 €.", "'So the answer is not 43,800 € but 45,700 €.'"),
    g("n_de_nicht", "A", "45700", "wrong", "answer_is", SAL["de"] + "Die Antwort ist 43.800 € – nicht 45.700 €, denn die Prämie zählt nicht zum Gehalt.", "'The answer is 43,800 € - not 45,700 €, because the bonus does not count as salary.' the committed value is 43800"),
    g("n_es_no_sino_ok", "B", "247", "correct", "answer_is", "13 × 19 = 247.\nNo son 237 sillas, sino 247. La respuesta es 247.", "'Not 237 chairs but 247. The answer is 247.'"),
    g("n_es_tachado", "A", "247", "wrong", "answer_is", "13 × 19 = 237.\nRespuesta: 237 sillas (comprobado).", "13*19 miscomputed as 237; '(checked)' does not make it right"),
    g("n_fr_ne_pas", "A", "76", "no_answer", "answer_is", PCT["fr"] + "Non, la réponse n'est pas 76 %, je me suis trompé sur le nombre d'élèves. Je recommence.", "'No, the answer is not 76 %, I made a mistake about the number of students. I start again.' - withdrawn, cut after"),
    g("n_fr_ok_annotation", "B", "76", "correct", "answer_is", PCT["fr"] + "La réponse est 76 % (et non 57 %).", "'The answer is 76 % (and not 57 %)' - the parenthesis negates the other value"),
    g("n_pl_nie_ok", "B", "16.17", "correct", "answer_is", APPLE["pl"] + "Odpowiedź: 16,17 zł, a nie 16,71 zł, jak napisałem wcześniej.", "'Answer: 16.17 zł, not 16.71 zł as I wrote earlier.'"),
    g("n_pl_nie", "A", "16.17", "no_answer", "answer_is", APPLE["pl"] + "Odpowiedź: to nie jest 16,17 zł. Coś się nie zgadza, muszę przeliczyć.", "'Answer: it is not 16.17 zł. Something is off, I must recompute.' - negated, nothing after"),
    g("n_tr_degil", "A", "285", "no_answer", "answer_is", PEN["tr"] + "Cevap 285 değil. Soruyu tekrar okumam gerekiyor.", "'The answer is not 285. I need to read the question again.' (Turkish 'değil' negates after the number)"),
    g("n_tr_ok_degil_ama", "B", "285", "correct", "answer_is", PEN["tr"] + "Cevap 378 değil, 285'tir.", "'The answer is not 378, it is 285.'"),
    g("n_hi_nahin", "A", "247", "no_answer", "answer_is", "13 × 19 = 247\nउत्तर 247 नहीं है, मुझे फिर से जाँच करनी होगी।", "'The answer is not 247, I will have to check again.' (Hindi 'नहीं है' after the number)"),
    g("n_hi_ok_nahin_balki", "B", "247", "correct", "answer_is", "13 × 19 = 247\nउत्तर 237 नहीं, बल्कि 247 है।", "'The answer is not 237 but 247.'"),
    m("n_m_ru_ok_ne_a", "B", G_C, "correct", "boxed", CPX["ru"] + "Заметим: $-15i^2 = +15$, а не $-15$. Ответ: $\\boxed{23 - 14i}$.", "'Note: -15i^2 = +15, not -15. Answer: 23 - 14i'"),
    m("n_m_ru_sign_slip", "A", G_C, "wrong", "boxed", "$(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 8 - 15 - 14i = -7 - 14i$.\nОтвет: $\\boxed{-7 - 14i}$.", "i^2 taken as +1: -7 - 14i"),
    m("n_m_zh_ok_bushi", "B", G_C, "correct", "boxed", CPX["zh"] + "注意 $i^2 = -1$，所以结果不是 $-7 - 14i$，而是 $\\boxed{23 - 14i}$。", "'Note i^2 = -1, so the result is not -7 - 14i but 23 - 14i.'"),
    m("n_m_de_strike_box", "A", G_C, "wrong", "boxed", CPX["de"] + "Ergebnis: ~~$\\boxed{23 - 14i}$~~ $\\boxed{23 + 14i}$", "the right box is struck through, the conjugate follows"),
    m("n_m_ja_dewanai", "A", G_A, "no_answer", "boxed", ANG["ja"] + "したがって答えは $\\boxed{\\frac{10\\pi}{9}}$ ではありません。単位を確認します。", "'So the answer is not 10pi/9. I will check the units.' negated box, nothing after"),
    m("n_m_ja_ok_dewanaku", "B", G_A, "correct", "boxed", ANG["ja"] + "答えは $\\frac{5\\pi}{9}$ ではなく、$\\boxed{\\frac{10\\pi}{9}}$ です。", "'The answer is not 5pi/9 but 10pi/9.'"),
    # ======================================== u_: unit words, counters, scale words
    g("u_zh_ok_counter", "B", "285", "correct", "prose_sentence", PEN["zh"] + "所以还剩285支铅笔。", "'So 285 pencils remain.' (支 counter)"),
    g("u_zh_ok_wan_scale", "B", "45700", "correct", "answer_is", SAL["zh"] + "答案是4.57万元。", "'The answer is 4.57 wan yuan' = 4.57 × 10,000 = 45700 (Chinese scale word 万)"),
    g("u_zh_wan_wrong", "A", "45700", "wrong", "answer_is", SAL["zh"] + "答案是4.38万元。", "4.38万 = 43800, the salary without the bonus"),
    g("u_ja_ok_man", "B", "45700", "correct", "answer_is", "12か月分の給料は 12 × 3,650 = 43,800 ドル、ボーナス 1,900 ドルを足すと 43,800 + 1,900 = 45,700 ドルです。\n答え：4万5700ドル", "'Answer: 4万5700 dollars' = 40000 + 5700 = 45700 (Japanese mixed numeral with 万)"),
    g("u_ko_ok_man", "B", "45700", "correct", "answer_is", "12개월 급여: 12 × 3,650 = 43,800달러\n보너스 포함: 43,800 + 1,900 = 45,700달러\n답: 4만 5,700달러", "'Answer: 4만 5,700 dollars' = 45700 (Korean 만 = 10,000)"),
    g("u_ko_man_wrong", "A", "45700", "wrong", "answer_is", "12개월 급여: 12 × 3,650 = 43,800달러\n답: 4만 3,800달러", "4만 3,800 = 43800, no bonus"),
    g("u_hi_ok_hazaar", "B", "45700", "correct", "answer_is", SAL["hi"] + "अतः कुल आय 45 हज़ार 700 डॉलर है।", "'So the total income is 45 thousand 700 dollars.' = 45700"),
    g("u_ru_ok_tys", "B", "45700", "correct", "answer_is", SAL["ru"] + "Ответ: 45,7 тыс. руб.", "'Answer: 45.7 thousand rubles' = 45700 (тыс. = thousand, decimal comma)"),
    g("u_ru_tys_trap", "A", "45700", "wrong", "answer_is", SAL["ru"] + "Ответ: 43,8 тыс. руб.", "43.8 thousand = 43800, without the bonus"),
    g("u_es_ok_mil", "B", "45700", "correct", "answer_is", SAL["es"] + "La respuesta es 45 mil 700 euros.", "'45 thousand 700 euros' = 45700"),
    g("u_pt_ok_reais", "B", "16.17", "correct", "answer_is", APPLE["pt"] + "A resposta é R$ 16,17 (dezesseis reais e dezessete centavos).", "'The answer is R$ 16,17 (sixteen reais and seventeen cents).'"),
    g("u_pt_centavos_trap", "A", "16.17", "wrong", "answer_is", APPLE["pt"] + "A resposta é 1617 centavos.", "1617 centavos is 16.17 reais in value, but the number stated is 1617 in another unit than the question's; debatable: decide wrong (a checker reads 1617)", True),
    g("u_nl_ok_euro", "B", "16.17", "correct", "answer_is", APPLE["nl"] + "Het antwoord is € 16,17.", "'The answer is € 16,17'"),
    g("u_sv_ok_kronor", "B", "16.17", "correct", "answer_is", APPLE["sv"] + "Svaret är 16,17 kronor.", "'The answer is 16,17 kronor.'"),
    g("u_cs_ok_kc", "B", "16.17", "correct", "answer_is", APPLE["cs"] + "Odpověď: 16,17 Kč.", "'Answer: 16,17 Kč'"),
    g("u_th_ok_percent", "B", "76", "correct", "answer_is", PCT["th"] + "คำตอบคือ 76 เปอร์เซ็นต์", "'The answer is 76 percent.'"),
    g("u_fa_ok_persian_digits", "B", "76", "correct", "answer_is", PCT["fa"] + "پاسخ: ۷۶ درصد", "'Answer: ۷۶ percent' (Persian digits ۷۶ = 76)"),
    g("u_fa_share", "A", "76", "wrong", "answer_is", PCT["fa"].replace("، یعنی ۷۶ درصد", "") + "پاسخ: ۰٫۷۶", "'Answer: ۰٫۷۶' = 0.76, a share for the asked percent (Persian decimal separator ٫)"),
    g("u_bn_ok_bengali_digits", "B", "247", "correct", "answer_is", CHAIR["bn"] + "উত্তর: ২৪৭টি চেয়ার।", "'Answer: ২৪৭ chairs' (Bengali digits ২৪৭ = 247, -টি counter)"),
    g("u_bn_wrong", "A", "247", "wrong", "answer_is", CHAIR["bn"].replace("২৪৭", "২২৭") + "উত্তর: ২২৭টি চেয়ার।", "Bengali ২২৭ = 227, a multiplication slip"),
    g("u_tl_ok_upuan", "B", "247", "correct", "answer_is", CHAIR["tl"] + "Ang sagot ay 247 na upuan.", "Tagalog 'The answer is 247 chairs.' (linker 'na')"),
    g("u_tl_ok_taglish", "B", "247", "correct", "answer_is", "So, 13 rows times 19 chairs each, 13 × 19 = 247.\nKaya ang total ay 247 chairs.", "Taglish: 'So the total is 247 chairs.'"),
    g("u_id_ok_kursi", "B", "247", "correct", "answer_is", CHAIR["id"] + "Jadi, jawabannya adalah 247 kursi.", "'So, the answer is 247 chairs.'"),
    g("u_el_ok_celsius", "B", "-6.5", "correct", "answer_is", TEMP["el"] + "Απάντηση: −6,5 °C.", "'Answer: -6.5 °C' (Unicode minus, decimal comma)"),
    g("u_el_below_zero_words", "A", "-6.5", "wrong", "answer_is", TEMP["el"] + "Απάντηση: 6,5 βαθμοί.", "'Answer: 6.5 degrees' - sign lost"),
    g("u_tr_ok_eksi", "B", "-6.5", "correct", "answer_is", TEMP["tr"] + "Cevap: eksi 6,5 derece (−6,5 °C).", "'Answer: minus 6.5 degrees (-6.5 °C).'"),
    g("u_tr_sifirin_alti", "A", "-6.5", "wrong", "answer_is", TEMP["tr"].replace("−6,5", "6,5") + "Cevap: 6,5 °C.", "the working drops the sign; 'Answer: 6.5 °C'"),
    m("u_m_es_ok_rad", "B", G_A, "correct", "boxed", ANG["es"] + "Respuesta: $\\boxed{\\frac{10\\pi}{9}\\text{ rad}}$", "box with the unit 'rad'"),
    m("u_m_es_degrees", "A", G_A, "wrong", "boxed", ANG["es"] + "Respuesta: $\\boxed{200^\\circ}$", "the given degrees restated, not radians; debatable: decide wrong (200 degrees is the input)", True),
    m("u_m_hi_ok_tarike", "B", G_N, "correct", "boxed", COMB["hi"] + "अतः उत्तर $\\boxed{792}$ तरीके है।", "'So the answer is 792 ways.'"),
    m("u_m_ar_ok_words", "B", G_N, "correct", "prose_sentence", COMB["ar"] + "إذن هناك ٧٩٢ طريقة لاختيار اللجنة.", "'So there are ٧٩٢ (792) ways to choose the committee.' Arabic-Indic digits"),
    m("u_m_ar_permutation", "A", G_N, "wrong", "prose_sentence", "عدد الطرق هو $12 \\cdot 11 \\cdot 10 \\cdot 9 \\cdot 8 = 95040$.\nإذن هناك ٩٥٠٤٠ طريقة.", "'So there are ٩٥٠٤٠ (95040) ways' - the ordered count"),
    # ======================================== r_: retractions and harmless after-text
    g("r_zh_ok_check_after", "B", "285", "correct", "answer_is", PEN["zh"] + "答案：285\n\n验算：285 + 93 = 378 ✓，27 × 14 = 378 ✓。", "'Answer: 285. Check: 285 + 93 = 378 ✓' - the check's 378 is not a new answer"),
    g("r_zh_retract", "A", "285", "wrong", "answer_is", PEN["zh"] + "答案：285\n\n等一下，题目说卖出的是39支，不是93支。378 − 39 = 339。\n答案：339", "'Wait, the problem says 39 were sold, not 93. 378 - 39 = 339. Answer: 339' - the corrected final answer 339 is wrong for this gold (the model misread itself)"),
    g("r_ja_ok_kakunin", "B", "285", "correct", "answer_is", PEN["ja"] + "答え：285本\n\n確認：285 + 93 = 378、378 ÷ 14 = 27 なので正しいです。", "'Check: 285 + 93 = 378, 378 / 14 = 27, so it is correct.'"),
    g("r_ja_teisei", "A", "285", "wrong", "answer_is", PEN["ja"] + "答え：285本\n\nすみません、訂正します。売れたのは83本でした。378 − 83 = 295 なので、答えは295本です。", "'Sorry, correction: 83 were sold, so the answer is 295.' - the correction is final"),
    g("r_ko_ok_geomsan", "B", "247", "correct", "answer_is", "13 × 19 = 247\n답: 247개\n\n검산: 247 ÷ 13 = 19 ✓", "'Answer: 247. Verification: 247 / 13 = 19 ✓'"),
    g("r_ko_jeongjeong", "A", "247", "wrong", "answer_is", "13 × 19 = 247\n답: 247개\n\n정정합니다. 줄이 12줄이므로 12 × 19 = 228개입니다. 최종 답: 228개", "'I correct it: there are 12 rows so 12 × 19 = 228. Final answer: 228'"),
    g("r_ru_ok_proverka", "B", "-6.5", "correct", "answer_is", TEMP["ru"] + "Ответ: −6,5 °C.\n\nПроверка: −6,5 + 10,5 = 4 ✓. Надеюсь, это помогло!", "'Check: -6.5 + 10.5 = 4 ✓. I hope this helped!'"),
    g("r_ru_ispravlenie", "A", "-6.5", "wrong", "answer_is", TEMP["ru"] + "Ответ: −6,5 °C.\n\nИсправление: температура падала 5 часов, а не 7: 4 − 7,5 = −3,5 °C.\nОкончательный ответ: −3,5 °C.", "'Correction: it fell for 5 hours, not 7: -3.5. Final answer: -3.5 °C.'"),
    g("r_uk_ok_pereviryaemo", "B", "285", "correct", "answer_is", "27 · 14 = 378 олівців, 378 − 93 = 285.\nВідповідь: 285 олівців.\n\nПеревіряємо: 285 + 93 = 378. Усе сходиться.", "Ukrainian: 'Answer: 285 pencils. Let us check: 285 + 93 = 378. Everything agrees.'"),
    g("r_uk_vybachte", "A", "285", "wrong", "answer_is", "27 · 14 = 378 олівців, 378 − 93 = 285.\nВідповідь: 285 олівців.\n\nВибачте, я помилився: у кожній коробці 15 олівців, тому 27 · 15 − 93 = 405 − 93 = 312.\nВідповідь: 312.", "'Sorry, I was wrong: 15 per box, 405 - 93 = 312. Answer: 312.'"),
    g("r_es_ok_verificacion", "B", "45700", "correct", "answer_is", SAL["es"] + "La respuesta es 45.700 €.\n\nVerificación: 45.700 − 1.900 = 43.800 = 12 × 3.650 ✓\n¡Espero que te sirva!", "'Verification: ... ✓ I hope it helps!' - thousands dots"),
    g("r_es_mejor_dicho", "A", "45700", "wrong", "answer_is", SAL["es"] + "La respuesta es 45.700 €... mejor dicho, 43.800 €, porque la prima no forma parte del sueldo mensual.", "'... rather, 43,800 €, because the bonus is not part of the monthly salary.' 'mejor dicho' corrects to 43800"),
    g("r_fr_ok_verif", "B", "16.17", "correct", "answer_is", APPLE["fr"] + "Réponse : 16,17 €.\n\nVérification : 16,17 ÷ 3,5 ≈ 4,62 ✓", "'Verification: 16,17 / 3,5 ≈ 4,62 ✓'"),
    g("r_fr_en_fait", "A", "16.17", "wrong", "answer_is", APPLE["fr"] + "Réponse : 16,17 €.\n\nEn fait, il a acheté 2,5 kg, pas 3,5 kg : 2,5 × 4,62 = 11,55 €.\nRéponse finale : 11,55 €.", "'Actually he bought 2.5 kg, not 3.5: 11,55 €. Final answer: 11,55 €.'"),
    g("r_de_ok_probe", "B", "285", "correct", "answer_is", PEN["de"] + "Antwort: 285 Stifte.\n\nProbe: 285 + 93 = 378 ✓ Viel Erfolg!", "'Check: 285 + 93 = 378 ✓ Good luck!'"),
    g("r_de_moment", "A", "285", "wrong", "answer_is", PEN["de"] + "Antwort: 285 Stifte.\n\nMoment, ich habe mich verrechnet: 27 · 14 = 368, also 368 − 93 = 275.\nAntwort: 275 Stifte.", "'Wait, I miscalculated: 27·14 = 368 (itself wrong), so 275.' final 275 is wrong"),
    g("r_it_ok_verifica", "B", "247", "correct", "answer_is", CHAIR["it"] + "Risposta: 247 sedie.\n\nVerifica: 247 ÷ 19 = 13 ✓", "'Verification: 247 / 19 = 13 ✓'"),
    g("r_it_anzi", "A", "247", "wrong", "answer_is", CHAIR["it"] + "Risposta: 247 sedie, anzi 266, perché c'è anche una fila in più per gli ospiti.", "'... rather 266, because there is one more row for guests.' 'anzi' corrects to 266"),
    g("r_nl_ok_controle", "B", "247", "correct", "answer_is", CHAIR["nl"] + "Antwoord: 247 stoelen.\n\nControle: 13 · 20 − 13 = 260 − 13 = 247 ✓", "'Check: 13·20 - 13 = 247 ✓' (260 is working)"),
    g("r_nl_wacht", "A", "247", "wrong", "answer_is", CHAIR["nl"] + "Antwoord: 247 stoelen.\n\nWacht, er zijn 14 rijen: 14 · 19 = 266.\nAntwoord: 266 stoelen.", "'Wait, there are 14 rows: 266.'"),
    g("r_pt_ok_verificacao", "B", "16.17", "correct", "answer_is", APPLE["pt"] + "Resposta: R$ 16,17.\n\nVerificação: 3 kg custam R$ 13,86 e meio quilo R$ 2,31; 13,86 + 2,31 = 16,17 ✓", "'Check: 3 kg cost 13,86 and half a kilo 2,31; sum 16,17 ✓'"),
    g("r_pt_alias", "A", "16.17", "wrong", "answer_is", APPLE["pt"] + "Resposta: R$ 16,17. Aliás, corrigindo: o preço é R$ 4,26 o quilo, então 3,5 × 4,26 = R$ 14,91.", "'By the way, correcting: the price is 4,26 a kilo, so 14,91.' corrected to 14.91"),
    g("r_pl_ok_sprawdzenie", "B", "16.17", "correct", "answer_is", APPLE["pl"] + "Odpowiedź: 16,17 zł.\n\nSprawdzenie: 16,17 : 3,5 = 4,62 ✓", "'Check: 16,17 : 3,5 = 4,62 ✓'"),
    g("r_pl_poprawka", "A", "16.17", "wrong", "answer_is", APPLE["pl"] + "Odpowiedź: 16,17 zł.\n\nPoprawka: kupiono 4,5 kg, więc 4,5 · 4,62 = 20,79 zł.\nOdpowiedź: 20,79 zł.", "'Correction: 4.5 kg were bought, so 20,79 zł.'"),
    g("r_cs_ok_zkouska", "B", "247", "correct", "answer_is", CHAIR["cs"] + "Odpověď: 247 židlí.\n\nZkouška: 247 : 13 = 19 ✓", "'Check: 247 : 13 = 19 ✓'"),
    g("r_sv_ok_kontroll", "B", "247", "correct", "answer_is", CHAIR["sv"] + "Svar: 247 stolar.\n\nKontroll: 19 · 13 = 247 ✓ Hoppas det hjälper!", "'Check ... ✓ Hope it helps!'"),
    g("r_sv_forresten", "A", "247", "wrong", "answer_is", CHAIR["sv"] + "Svar: 247 stolar.\n\nFörresten, jag räknade fel – det är 17 stolar per rad: 13 · 17 = 221.\nSvar: 221 stolar.", "'By the way, I miscounted - 17 chairs a row: 221.'"),
    g("r_vi_ok_thu_lai", "B", "285", "correct", "answer_is", PEN["vi"] + "Đáp số: 285 bút chì.\n\nThử lại: 285 + 93 = 378 ✓", "'Retry/check: 285 + 93 = 378 ✓'"),
    g("r_vi_xin_loi", "A", "285", "wrong", "answer_is", PEN["vi"] + "Đáp số: 285 bút chì.\n\nXin lỗi, tôi tính nhầm: số bút bán được là 39. 378 − 39 = 339.\nĐáp số: 339 bút chì.", "'Sorry, I miscalculated: 39 were sold. Answer: 339.'"),
    g("r_id_ok_cek", "B", "247", "correct", "answer_is", CHAIR["id"] + "Jawaban: 247 kursi.\n\nCek: 247 ÷ 19 = 13 ✓ Semoga membantu!", "'Check ... Hope this helps!'"),
    g("r_id_ralat", "A", "247", "wrong", "answer_is", CHAIR["id"] + "Jawaban: 247 kursi.\n\nRalat: tiap baris ada 18 kursi, jadi 13 × 18 = 234 kursi.", "'Erratum: 18 chairs per row, so 234 chairs.' ('Ralat' = correction)"),
    g("r_th_ok_check", "B", "76", "correct", "answer_is", PCT["th"] + "คำตอบ: 76%\n\nตรวจสอบ: 75 × 0.76 = 57 ✓", "'Answer: 76%. Check: 75 × 0.76 = 57 ✓'"),
    g("r_th_kho_thot", "A", "76", "wrong", "answer_is", PCT["th"] + "คำตอบ: 76%\n\nขอโทษครับ มีนักเรียน 76 คน ไม่ใช่ 75 คน ดังนั้น 57 / 76 = 0.75 หรือ 75%\nคำตอบ: 75%", "'Sorry, there are 76 students, not 75, so 57/76 = 0.75 = 75%. Answer: 75%' (57/76 = 0.75 exactly: 76*0.75 = 57)"),
    g("r_he_ok_bdika", "B", "76", "correct", "answer_is", PCT["he"] + "תשובה: 76%\n\nבדיקה: 0.76 × 75 = 57 ✓", "Hebrew 'Answer: 76%. Check: ... ✓'"),
    g("r_he_tikun", "A", "76", "wrong", "answer_is", PCT["he"] + "תשובה: 76%\n\nתיקון: שאלו על אחוז הנכשלים, כלומר 100 − 76 = 24%.\nתשובה: 24%", "'Correction: they asked for the percent who failed, 24%. Answer: 24%' - final 24 (wrong for gold 76)"),
    g("r_el_ok_epalitheusi", "B", "-6.5", "correct", "answer_is", TEMP["el"] + "Απάντηση: −6,5 °C\n\nΕπαλήθευση: −6,5 + 10,5 = 4 ✓", "'Verification: -6.5 + 10.5 = 4 ✓'"),
    g("r_ar_ok_tahaqquq", "B", "285", "correct", "answer_is", PEN["ar"] + "الإجابة: ٢٨٥ قلمًا.\n\nالتحقق: ٢٨٥ + ٩٣ = ٣٧٨ ✓", "'Answer: ٢٨٥ pencils. Verification: ٢٨٥ + ٩٣ = ٣٧٨ ✓'"),
    g("r_ar_tashih", "A", "285", "wrong", "answer_is", PEN["ar"] + "الإجابة: ٢٨٥ قلمًا.\n\nتصحيح: بيع ٣٩ قلمًا فقط، إذن ٣٧٨ − ٣٩ = ٣٣٩.\nالإجابة النهائية: ٣٣٩ قلمًا.", "'Correction: only ٣٩ (39) sold, so ٣٣٩ (339). Final answer: 339.'"),
    g("r_hi_ok_jaanch", "B", "285", "correct", "answer_is", PEN["hi"] + "उत्तर: 285 पेंसिलें।\n\nजाँच: 285 + 93 = 378 ✓", "'Answer: 285 pencils. Check: ✓'"),
    g("r_hi_galti", "A", "285", "wrong", "answer_is", PEN["hi"] + "उत्तर: 285 पेंसिलें।\n\nमाफ़ कीजिए, गलती हो गई: हर डिब्बे में 15 पेंसिलें हैं। 27 × 15 = 405, 405 − 93 = 312।\nअंतिम उत्तर: 312", "'Sorry, a mistake: 15 per box; 312. Final answer: 312'"),
    m("r_m_zh_ok_yanzheng", "B", G_R, "correct", "boxed", "由求根公式，$\\Delta = 100 - 36 = 64$，$x = \\frac{10 \\pm 8}{6}$。\n所以 $x = \\boxed{\\frac{1}{3}, 3}$。\n\n验证：$3 \\cdot 9 - 30 + 3 = 0$ ✓，$3 \\cdot \\frac{1}{9} - \\frac{10}{3} + 3 = 0$ ✓。", "checks of both roots after the box"),
    m("r_m_vi_sua_lai", "A", G_R, "wrong", "boxed", ROOTS["vi"] + "Vậy $x = \\boxed{3, \\frac{1}{3}}$.\n\nSửa lại: phương trình là $3x^2 - 10x - 3 = 0$ nên $x = \\frac{10 \\pm \\sqrt{136}}{6} = \\boxed{\\frac{5 \\pm \\sqrt{34}}{3}}$.", "'Correction: the equation is 3x^2 - 10x - 3 = 0 ...' the model changes the problem; final box is (5 ± sqrt34)/3 (100 + 36 = 136 = 4*34, sqrt = 2 sqrt34; (10 ± 2sqrt34)/6)"),
    m("r_m_tr_ok_kontrol", "B", G_R, "correct", "boxed", ROOTS["tr"] + "Cevap: $\\boxed{\\frac{1}{3} \\text{ ve } 3}$\n\nKontrol: köklerin çarpımı $1 = \\frac{3}{3}$ ✓, toplamı $\\frac{10}{3}$ ✓.", "Turkish box '1/3 ve (and) 3'; Vieta check after"),
    # ======================================== q_: quoted, reported, hypothetical
    g("q_zh_ok_classmate_wrong", "B", "285", "correct", "answer_is", PEN["zh"] + "有同学说答案是378，但他忘了减去卖出的93支。正确答案是285。", "'A classmate says the answer is 378, but he forgot to subtract the 93 sold. The correct answer is 285.'"),
    g("q_zh_classmate_only", "A", "285", "no_answer", "answer_is", "这道题我不太确定。我的同学说答案是285支。", "'I am not sure about this problem. My classmate says the answer is 285.' - only someone else's claim, no working, no own answer"),
    g("q_ja_ok_tomodachi", "B", "285", "correct", "answer_is", PEN["ja"] + "友達は「378本」と言っていましたが、売れた分を引いていません。答えは285本です。", "'My friend said \"378\" but did not subtract the ones sold. The answer is 285.'"),
    g("q_ja_moshi", "A", "285", "wrong", "answer_is", PEN["ja"] + "もし売れたのが83本なら、答えは295本になります。\n答え：378本", "'If 83 had been sold, the answer would be 295.' then 'Answer: 378' - the final answer is 378"),
    g("q_ko_ok_manyak", "B", "247", "correct", "answer_is", "13 × 19 = 247\n만약 한 줄에 20개씩이라면 260개겠지만, 실제로는 19개씩이므로 답은 247개입니다.", "'If there were 20 per row it would be 260, but there are 19, so the answer is 247.'"),
    g("q_ko_manyak_only", "A", "247", "no_answer", "answer_is", "만약 한 줄에 19개씩이고 13줄이라면 247개가 되겠지만, 문제에 줄 수가 나와 있지 않아서 답을 구할 수 없습니다.", "'If it were 19 a row and 13 rows it would be 247, but the problem does not give the number of rows, so it cannot be answered.' - a refusal; debatable: decide no_answer (the 247 is only hypothetical)", True),
    g("q_ru_ok_uchebnik", "B", "-6.5", "correct", "answer_is", TEMP["ru"] + "В ответах учебника написано «6,5», но это опечатка: температура ниже нуля.\nОтвет: −6,5 °C.", "'The textbook's answers say \"6.5\", but it is a typo: below zero. Answer: -6.5 °C.'"),
    g("q_ru_uchebnik_only", "A", "-6.5", "wrong", "answer_is", TEMP["ru"] + "Однако в ответах учебника указано 6,5, поэтому запишу так.\nОтвет: 6,5.", "'However the textbook says 6.5, so I will write that. Answer: 6.5.' - the model commits 6.5"),
    g("q_es_ok_segun", "B", "76", "correct", "answer_is", PCT["es"] + "Según mi compañero el resultado sería 57 %, pero eso confunde aprobados con porcentaje. La respuesta es 76 %.", "'According to my classmate the result would be 57 %, but ... The answer is 76 %.'"),
    g("q_es_si_hubieran", "A", "76", "no_answer", "answer_is", "Si hubieran aprobado 57 de 75 estudiantes, el porcentaje sería 76 %. Pero el enunciado no dice cuántos aprobaron, así que falta información.", "'If 57 of 75 had passed, the percent would be 76 %. But the statement does not say how many passed, so information is missing.' - hypothetical only"),
    g("q_fr_ok_dit", "B", "16.17", "correct", "answer_is", APPLE["fr"] + "Le vendeur dit « 16 € tout rond », mais le prix exact est 16,17 €.\nRéponse : 16,17 €.", "'The seller says \"16 € even\", but the exact price is 16,17 €.'"),
    g("q_fr_vendeur_final", "A", "16.17", "wrong", "answer_is", APPLE["fr"] + "Le vendeur arrondit et demande 16 €, donc il paie 16 €.\nRéponse : 16 €.", "'The seller rounds and asks 16 €, so he pays 16 €. Answer: 16 €.' - the model commits 16; debatable: decide wrong (gold 16.17 is the computed cost)", True),
    g("q_de_ok_angenommen", "B", "45700", "correct", "answer_is", SAL["de"] + "Angenommen, es gäbe keine Prämie, dann wären es 43.800 €. Mit Prämie lautet die Antwort: 45.700 €.", "'Supposing there were no bonus it would be 43,800 €. With the bonus the answer is 45,700 €.'"),
    g("q_de_waere", "A", "45700", "wrong", "answer_is", SAL["de"] + "Mit Prämie wären es 45.700 €, aber die Frage fragt nur nach dem Gehalt.\nAntwort: 43.800 €.", "'With the bonus it would be 45,700 €, but the question asks only for the salary. Answer: 43,800 €.'"),
    g("q_pt_ok_aluno", "B", "16.17", "correct", "answer_is", APPLE["pt"] + "Um aluno respondeu R$ 16,71, mas trocou os dígitos. O correto é R$ 16,17.", "'A student answered 16,71, but swapped the digits. The correct one is 16,17.'"),
    g("q_pt_aluno_only", "A", "16.17", "no_answer", "answer_is", "Na lista de respostas do livro consta \"R$ 16,17\". Não consegui chegar a esse valor; pode me mandar o enunciado completo?", "'The book's answer list says \"R$ 16,17\". I could not reach that value; can you send me the full statement?' - only a quotation"),
    g("q_it_ok_se", "B", "247", "correct", "answer_is", CHAIR["it"] + "Se le file fossero 14, le sedie sarebbero 266; ma le file sono 13, quindi la risposta è 247.", "'If there were 14 rows it would be 266; but there are 13, so the answer is 247.'"),
    g("q_it_se_final", "A", "247", "no_answer", "answer_is", "Se ci fossero 13 file da 19 sedie, avremmo 13 × 19 = 247 sedie. Tuttavia il testo non indica il numero di file, quindi non posso rispondere.", "'If there were 13 rows of 19 chairs we would have 247. However the text does not give the rows, so I cannot answer.'"),
    g("q_tr_ok_ogretmen", "B", "285", "correct", "answer_is", PEN["tr"] + "Öğretmenim cevabın 378 olduğunu söyledi ama satılanlar çıkarılmalı. Cevap: 285.", "'My teacher said the answer was 378, but the sold ones must be subtracted. Answer: 285.'"),
    g("q_tr_ogretmen_final", "A", "285", "wrong", "answer_is", PEN["tr"] + "Ama öğretmenim cevabın 378 olduğunu söyledi, o yüzden cevap 378.", "'But my teacher said the answer was 378, so the answer is 378.' - committed 378"),
    g("q_he_ok_amar", "B", "76", "correct", "answer_is", PCT["he"] + "חבר שלי אמר שהתשובה היא 57%, אבל זה מספר התלמידים. התשובה היא 76%.", "'My friend said the answer is 57%, but that is the number of students. The answer is 76%.'"),
    g("q_fa_ok_agar", "B", "76", "correct", "answer_is", PCT["fa"] + "اگر ۶۰ نفر قبول می‌شدند، ۸۰ درصد می‌شد؛ اما ۵۷ نفر قبول شدند، پس پاسخ ۷۶ درصد است.", "'If 60 had passed it would be 80 percent; but 57 passed, so the answer is ۷۶ (76) percent.' (60/75 = 0.8)"),
    g("q_id_ok_kata", "B", "45700", "correct", "answer_is", SAL["id"] + "Temanku bilang jawabannya 43.800 dolar, tapi dia lupa bonusnya. Jawaban: 45.700 dolar.", "'My friend said 43,800, but he forgot the bonus. Answer: 45,700 dollars.' (Indonesian thousands dot)"),
    g("q_id_kata_final", "A", "45700", "wrong", "answer_is", SAL["id"] + "Tapi menurut kunci jawaban, jawabannya 43.800 dolar. Jadi jawabannya 43.800 dolar.", "'But according to the answer key it is 43,800. So the answer is 43,800 dollars.' committed"),
    m("q_m_ru_ok_dopustim", "B", G_P, "correct", "boxed", PROB["ru"] + "Допустим, шаров было бы 12 — тогда вероятность была бы $\\frac{5}{12}$, но их 13.\nОтвет: $\\boxed{\\frac{5}{13}}$", "'Suppose there were 12 balls - then 5/12, but there are 13. Answer: 5/13'"),
    m("q_m_ru_hyp_box", "A", G_P, "no_answer", "boxed", "Если бы в мешке было 5 красных и 8 синих шаров, вероятность была бы $\\boxed{\\frac{5}{13}}$. Но в условии не указано количество синих шаров, поэтому задачу решить нельзя.", "'If there were 5 red and 8 blue balls, the probability would be 5/13. But the condition does not give the blue balls, so it cannot be solved.' a box under a hypothetical then a refusal; debatable: decide no_answer", True),
    m("q_m_es_ok_profesor", "B", G_P, "correct", "boxed", "Hay $5 + 8 = 13$ bolas y 5 son rojas.\nEl profesor escribió $\\frac{5}{8}$ en la pizarra, pero eso compara rojas con azules.\nRespuesta: $\\boxed{\\frac{5}{13}}$", "'The teacher wrote 5/8 on the board, but that compares red with blue. Answer: 5/13'"),
    m("q_m_es_profesor_final", "A", G_P, "wrong", "boxed", "Hay $5 + 8 = 13$ bolas y 5 son rojas, así que $P = \\frac{5}{13}$.\nSin embargo, el profesor dijo que la respuesta es $\\frac{5}{8}$, así que: $\\boxed{\\frac{5}{8}}$", "'However the teacher said the answer is 5/8, so: 5/8' - committed box 5/8"),
    m("q_m_ko_ok_quote", "B", G_A, "correct", "boxed", "$180^\\circ = \\pi$이므로 $200^\\circ = \\frac{10\\pi}{9}$입니다.\n교과서 해설에는 \"$\\frac{5\\pi}{9}$\"라고 되어 있지만 이는 $100^\\circ$에 해당합니다.\n답: $\\boxed{\\frac{10\\pi}{9}}$", "'The textbook solution says \"5pi/9\" but that is 100 degrees. Answer: 10pi/9'"),
    m("q_m_uk_quote_only", "A", G_A, "no_answer", "boxed", "У відповідях підручника написано: «$\\boxed{\\frac{10\\pi}{9}}$». Я не розумію, як це отримати. Поясніть, будь ласка, умову.", "'The textbook's answers say: «10pi/9». I don't understand how to get this. Please explain the condition.' - only a quotation"),
    # ======================================== b_: bad input JSON can hold
    g("b_ja_ok_fullwidth", "B", "285", "correct", "answer_is", PEN["ja"] + "答え：２８５本", "full-width digits ２８５ (Japanese IME)"),
    g("b_zh_fullwidth_wrong", "A", "285", "wrong", "answer_is", PEN["zh"] + "答案：２５８", "full-width ２５８ = 258"),
    g("b_fr_ok_nnbsp", "B", "45700", "correct", "answer_is", SAL["fr"].replace("45 700", "45\u202f700") + "Réponse : 45\u202f700 €", "narrow no-break space U+202F as French thousands separator"),
    g("b_fr_nbsp_nobonus", "A", "45700", "wrong", "answer_is", SAL["fr"] + "Réponse : 43\u00a0800 €", "NBSP thousands separator; 43800 is without the bonus"),
    g("b_ar_ok_rlm", "B", "285", "correct", "answer_is", PEN["ar"] + "الإجابة: \u200f٢٨٥\u200f قلمًا", "right-to-left marks U+200F around ٢٨٥"),
    g("b_he_ok_rlm_percent", "B", "76", "correct", "answer_is", PCT["he"] + "תשובה: \u200e76%\u200e", "left-to-right marks U+200E around 76%"),
    g("b_ru_ok_unicode_minus", "B", "-6.5", "correct", "answer_is", TEMP["ru"] + "Ответ: \u22126,5", "U+2212 minus sign with decimal comma"),
    g("b_ru_ok_en_dash_minus", "B", "-6.5", "correct", "answer_is", TEMP["ru"] + "Ответ: \u20136,5 °C", "an en dash used as minus (common in Russian typesetting); debatable: decide correct (read as -6.5)", True),
    g("b_de_ok_bom_crlf", "B", "285", "correct", "hash", ("\ufeff" + PEN["de"] + "Antwort: 285\n#### 285").replace("\n", "\r\n"), "BOM first and CRLF line ends"),
    g("b_ko_ok_zwsp", "B", "247", "correct", "answer_is", "13 × 19 = 247\n답: 24\u200b7개", "a zero-width space inside 247 (copy-paste artifact); debatable: decide correct (invisible character)", True),
    g("b_hi_ok_devanagari_digits", "B", "247", "correct", "answer_is", "13 × 19 = 247\nउत्तर: २४७ कुर्सियाँ", "Devanagari digits २४७ = 247 ('Answer: 247 chairs')"),
    g("b_hi_devanagari_wrong", "A", "247", "wrong", "answer_is", "13 × 19 = 237\nउत्तर: २३७ कुर्सियाँ", "Devanagari २३७ = 237, a slip"),
    g("b_th_ok_thai_digits", "B", "76", "correct", "answer_is", PCT["th"] + "คำตอบ: ๗๖%", "Thai digits ๗๖ = 76"),
    g("b_es_ok_hash_thousands_dot", "B", "45700", "correct", "hash", SAL["es"] + "#### 45.700", "Spanish thousands dot in the #### line: 45.700 = 45700 in the text's own convention; debatable: decide correct (the working writes every thousand with a dot)", True),
    g("b_zh_ok_nul", "B", "285", "correct", "answer_is", PEN["zh"] + "\x00答案：285", "a NUL before the answer; debatable: a NUL makes the pair bad input (earlier rounds: reject)", True),
    g("b_vi_ok_gold_spaces", "B", " 285\n", "correct", "answer_is", PEN["vi"] + "Đáp số: 285", "gold with spaces and a newline"),
    m("b_m_ja_ok_fullwidth_box", "B", G_N, "correct", "boxed", "$\\binom{12}{5} = 792$ 通りです。\n答え：$\\boxed{７９２}$", "full-width digits inside the box"),
    m("b_m_el_ok_crlf", "B", G_F, "correct", "boxed", ("Έστω $x = 0.\\overline{45}$. Τότε $100x - x = 45$, άρα $x = \\frac{45}{99} = \\frac{5}{11}$.\nΑπάντηση: $\\boxed{\\frac{5}{11}}$").replace("\n", "\r\n"), "Greek with CRLF line ends"),
    m("b_m_ar_unclosed", "A", G_N, "no_answer", "truncated", "عدد الطرق هو $\\binom{12}{5} = \\frac{95040}{120}$.\nإذن الإجابة $\\boxed{79", "cut inside the box"),
    m("b_m_ok_gold_boxed", "B", "\\boxed{23 - 14i}", "correct", "boxed", CPX["zh"] + "答案：$\\boxed{23-14i}$", "a gold stored boxed; no spaces in the answer"),
    # ======================================== more MATH, mixed-language outputs
    m("x_m_es_ok_mixed_minerva", "B", G_P, "correct", "minerva", PROB["es"] + MINERVA.format("$\\frac{5}{13}$"), "Spanish working, English Minerva closing line"),
    m("x_m_es_minerva_wrong", "A", G_P, "wrong", "minerva", PROB["es"].replace("así que la probabilidad es $\\frac{5}{13}$", "así que la probabilidad es $\\frac{5}{8}$") + MINERVA.format("$\\frac{5}{8}$"), "5/8 (red to blue ratio)"),
    m("x_m_ja_ok_decimal_dot", "B", G_F, "correct", "boxed", "$x = 0.\\overline{45}$ とおくと $99x = 45$ より $x = \\frac{5}{11}$。\n答え：$\\boxed{\\frac{5}{11}}$", "Japanese"),
    m("x_m_pt_ok_dfrac", "B", G_P, "correct", "boxed", "São $5 + 8 = 13$ bolas, das quais 5 vermelhas.\nPortanto, a probabilidade é $\\boxed{\\dfrac{5}{13}}$.", "\\dfrac spelling"),
    m("x_m_pt_decimal_prob", "A", G_P, "wrong", "boxed", "São $5 + 8 = 13$ bolas, das quais 5 vermelhas.\nPortanto, a probabilidade é $\\boxed{0{,}38}$.", "0,38 is rounded (5/13 = 0.3846...)"),
    m("x_m_ko_ok_sqrt", "B", G_D, "correct", "boxed", DIST["ko"] + "따라서 답은 $\\boxed{\\sqrt{34}}$입니다.", "Korean sentence around the box"),
    m("x_m_ko_decimal", "A", G_D, "wrong", "boxed", DIST["ko"] + "따라서 답은 약 $\\boxed{5.83}$입니다.", "'about 5.83' - a rounded decimal for sqrt34"),
    m("x_m_pt_ok_sqrt_text", "B", G_D, "correct", "answer_is", DIST["pt"] + "A resposta é $\\sqrt{34}$.", "'The answer is sqrt34.'"),
    m("x_m_pt_wrong_sum", "A", G_D, "wrong", "answer_is", "A distância é $\\sqrt{(3-(-2))^2 + (4-1)^2} = \\sqrt{1 + 9} = \\sqrt{10}$.\nA resposta é $\\sqrt{10}$.", "3 - (-2) taken as 1: sqrt10"),
    m("t_m_de_ok_tag_sentence", "B", G_C, "correct", "answer_tag", th(CPX["de"]) + "<answer>Das Produkt ist $23 - 14i$.</answer>", "'The product is 23 - 14i.'"),
    m("t_m_de_conjugate_tag", "A", G_C, "wrong", "answer_tag", th(CPX["de"]) + "<answer>Das Produkt ist $23 + 14i$.</answer>", "conjugate"),
    m("t_m_ru_ok_tag", "B", G_N, "correct", "answer_tag", th("Число способов выбрать 5 из 12: $\\binom{12}{5} = \\frac{95040}{120} = 792$.\n") + "<answer>792 способа</answer>", "'792 ways' (Russian genitive form)"),
    m("t_m_ru_tag_ordered", "A", G_N, "wrong", "answer_tag", th("Число способов: $12 \\cdot 11 \\cdot 10 \\cdot 9 \\cdot 8 = 95040$.\n") + "<answer>95 040 способов</answer>", "95 040 is ordered, with a space separator"),
    m("h_m_fr_ok_reponse_box", "B", G_N, "correct", "boxed", COMB["fr"] + "Réponse finale : $\\boxed{792}$", "'Final answer: 792'"),
    m("h_m_fr_box_then_other", "A", G_N, "wrong", "boxed", COMB["fr"] + "Réponse finale : $\\boxed{792}$\nMais l'ordre compte ici, donc $\\boxed{95040}$.", "'But the order matters here, so 95040.' - the model changes its final box"),
    m("h_m_id_ok_jawaban", "B", G_F, "correct", "boxed", REP["id"] + "Jadi, jawabannya adalah $\\boxed{\\frac{5}{11}}$.", "'So, the answer is 5/11.'"),
    m("n_m_de_ok_nicht", "B", G_F, "correct", "boxed", REP["de"] + "Das Ergebnis ist nicht $\\frac{45}{100}$, sondern $\\boxed{\\frac{5}{11}}$.", "'not 45/100 but 5/11'"),
    m("n_m_de_nur_nicht", "A", G_F, "no_answer", "boxed", "Sei $x = 0.\\overline{45}$.\nDas Ergebnis ist nicht $\\boxed{\\frac{45}{100}}$, da die Ziffern sich wiederholen. Ich rechne noch einmal nach.", "'The result is not 45/100, since the digits repeat. I will recompute.' - a negated box, nothing after"),
    m("u_m_uk_ok_rad", "B", G_A, "correct", "answer_is", ANG["uk"] + "Відповідь: $\\frac{10\\pi}{9}$ рад.", "'Answer: 10pi/9 rad.'"),
    m("r_m_ja_ok_kakunin", "B", G_A, "correct", "boxed", ANG["ja"] + "答え：$\\boxed{\\frac{10\\pi}{9}}$\n\n確認：$\\frac{10\\pi}{9} \\times \\frac{180}{\\pi} = 200$ ✓", "check after the box"),
    m("r_m_ja_teisei", "A", G_A, "wrong", "boxed", ANG["ja"] + "答え：$\\boxed{\\frac{10\\pi}{9}}$\n\n訂正：問題は $100^\\circ$ でした。答えは $\\boxed{\\frac{5\\pi}{9}}$ です。", "'Correction: the problem was 100 degrees. The answer is 5pi/9.'"),
    # ======================================== more kind A (twins of B above), both paths
    m("t_m_ja_hedge_tag", "A", G_P, "wrong", "answer_tag", th(PROB["ja"]) + "<answer>$\\frac{5}{13}$ または $\\frac{8}{13}$</answer>", "'5/13 or 8/13' - a hedge (または = or)"),
    m("t_m_ko_squared_tag", "A", G_D, "wrong", "answer_tag", th(DIST["ko"]) + "<answer>거리의 제곱은 34입니다.</answer>", "'The square of the distance is 34.' - the tag states 34, not sqrt34"),
    m("t_m_vi_one_root_tag", "A", G_R, "wrong", "answer_tag", th(ROOTS["vi"]) + "<answer>Nghiệm lớn nhất là $x = 3$.</answer>", "'The largest root is x = 3.' - only one root where both are asked"),
    m("t_m_fr_tag_empty_sentence", "A", G_N, "no_answer", "answer_tag", th(COMB["fr"]) + "<answer>Voir le raisonnement ci-dessus.</answer>", "'See the reasoning above.' - the tag holds no value; debatable: decide no_answer", True),
    m("h_m_es_hash_other", "A", G_A, "wrong", "hash", ANG["es"] + "Respuesta final:\n#### \\frac{5\\pi}{9}", "'Final answer:' then #### 5pi/9 (half the angle)"),
    m("h_m_zh_ok_hash", "B", G_A, "correct", "hash", "因为 $180^\\circ = \\pi$，所以 $200^\\circ = \\frac{10\\pi}{9}$。\n最终答案：\n#### \\frac{10\\pi}{9}", "'Final answer:' then ####"),
    m("h_m_zh_hash_degrees", "A", G_A, "wrong", "hash", "因为 $180^\\circ = \\pi$，所以 $200^\\circ = \\frac{10\\pi}{9}$ 弧度。\n最终答案：\n#### 200", "#### 200 restates the degrees"),
    m("x_m_it_decimal_angle", "A", G_A, "wrong", "boxed", "Poiché $180^\\circ = \\pi$, si ha $200^\\circ = \\frac{10\\pi}{9} \\approx 3{,}49$ rad.\nRisposta: $\\boxed{3{,}49}$", "3,49 is a rounded decimal (10pi/9 = 3.4906...)"),
    m("x_m_it_ok_exact", "B", G_A, "correct", "boxed", "Poiché $180^\\circ = \\pi$, si ha $200^\\circ = \\frac{10\\pi}{9} \\approx 3{,}49$ rad.\nRisposta: $\\boxed{\\frac{10\\pi}{9}}$", "exact box; the decimal is only in the working"),
    m("n_m_pl_nie_box", "A", G_D, "no_answer", "boxed", "Odległość to $\\sqrt{5^2 + 3^2}$.\nWynik to nie $\\boxed{\\sqrt{34}}$ – pomyliłem współrzędne. Liczę jeszcze raz.", "'The result is not sqrt34 - I confused the coordinates. Counting again.' - negated, nothing after"),
    m("n_m_pl_ok_nie_lecz", "B", G_D, "correct", "boxed", "Odległość to $\\sqrt{5^2 + 3^2} = \\sqrt{34}$.\nWynik to nie $\\sqrt{16}$, lecz $\\boxed{\\sqrt{34}}$.", "'The result is not sqrt16 but sqrt34.'"),
    m("u_m_th_decimal", "A", G_F, "wrong", "boxed", "ให้ $x = 0.\\overline{45}$ จะได้ $99x = 45$ ดังนั้น $x = \\frac{5}{11} \\approx 0.45$\nคำตอบคือ $\\boxed{0.45}$", "'The answer is 0.45' - rounded"),
    m("u_m_th_ok", "B", G_F, "correct", "boxed", "ให้ $x = 0.\\overline{45}$ จะได้ $99x = 45$ ดังนั้น $x = \\frac{5}{11}$\nคำตอบคือ $\\boxed{\\frac{5}{11}}$", "Thai 'The answer is 5/11'"),
    m("r_m_he_tikun", "A", G_C, "wrong", "boxed", "$(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 23 - 14i$\nתשובה: $\\boxed{23 - 14i}$\nתיקון: התבקשנו למצוא את הצמוד, כלומר $\\boxed{23 + 14i}$.", "Hebrew 'Correction: we were asked for the conjugate, i.e. 23 + 14i.' - final box 23 + 14i"),
    m("r_m_he_ok_bdika", "B", G_C, "correct", "boxed", "$(4 + 3i)(2 - 5i) = 8 - 20i + 6i - 15i^2 = 23 - 14i$\nתשובה: $\\boxed{23 - 14i}$\nבדיקה: $|4+3i| \\cdot |2-5i| = 5\\sqrt{29}$ ו-$|23 - 14i| = \\sqrt{725} = 5\\sqrt{29}$ ✓", "Hebrew 'Check: moduli agree' (529 + 196 = 725 = 25*29)"),
    m("q_m_tr_varsayalim", "A", G_N, "no_answer", "boxed", "Eğer sıra önemli olmasaydı cevap $\\boxed{792}$ olurdu. Ancak soruda sıranın önemli olup olmadığı belirtilmemiş; lütfen soruyu netleştirin.", "'If order did not matter the answer would be 792. But the question does not say; please clarify.' - hypothetical only; debatable: decide no_answer", True),
    m("q_m_tr_ok_varsayalim", "B", G_N, "correct", "boxed", "Sıra önemli olsaydı $95040$ olurdu; ancak komite seçiminde sıra önemli değildir.\n$\\binom{12}{5} = 792$\nCevap: $\\boxed{792}$", "'If order mattered it would be 95040; but it does not. Answer: 792'"),
    m("b_m_cs_fullwidth_wrong", "A", G_N, "wrong", "boxed", "$\\binom{12}{5} = 792$.\nOdpověď: $\\boxed{７２９}$", "full-width ７２９ = 729, digits swapped"),
    g("x_de_rounded", "A", "16.17", "wrong", "answer_is", APPLE["de"] + "Die Antwort lautet ca. 16 €.", "'The answer is approx. 16 €' - rounded"),
    g("x_de_ok_answer", "B", "16.17", "correct", "answer_is", APPLE["de"] + "Die Antwort lautet 16,17 €.", "'The answer is 16,17 €'"),
    g("x_sv_swapped", "A", "16.17", "wrong", "answer_is", APPLE["sv"] + "Svaret är 16,71 kronor.", "16,71, digits swapped"),
    g("x_nl_hedge", "A", "16.17", "wrong", "answer_is", APPLE["nl"] + "Het antwoord is € 16,17 of € 16,20 als je afrondt op vijf cent.", "'€ 16,17 or € 16,20 if you round to five cents' - two final values; debatable: decide wrong (a hedge)", True),
    g("x_cs_integer_part", "A", "16.17", "wrong", "answer_is", APPLE["cs"] + "Odpověď: 16 Kč a 17 haléřů se zaokrouhlí na 16 Kč.", "'16 Kč and 17 haléř round to 16 Kč.' final 16 (cash rounding to whole crowns is real Czech practice, but the question asks the cost); debatable: decide wrong", True),
    g("u_it_ok_euro_words", "B", "16.17", "correct", "answer_is", APPLE["it"] + "La risposta è 16,17 euro.", "'16,17 euro'"),
    g("u_id_wrong_unit_jam", "A", "247", "wrong", "answer_is", CHAIR["id"].replace("247", "274") + "Jadi, jawabannya adalah 274 kursi.", "274, a digit swap"),
    g("u_vi_ok_ghe", "B", "247", "correct", "answer_is", CHAIR["vi"] + "Vậy có tất cả 247 chiếc ghế.", "'So there are 247 chairs in all.'"),
    g("u_vi_nghin", "A", "45700", "wrong", "answer_is", "Lương 12 tháng: 12 × 3.650 = 43.800 đô la.\nĐáp số: 43,8 nghìn đô la.", "'43.8 thousand dollars' = 43800, no bonus"),
    g("u_vi_ok_nghin", "B", "45700", "correct", "answer_is", "Lương 12 tháng: 12 × 3.650 = 43.800 đô la.\nCộng thưởng: 43.800 + 1.900 = 45.700 đô la.\nĐáp số: 45,7 nghìn đô la.", "'45.7 thousand dollars' (Vietnamese decimal comma, nghìn = thousand) = 45700"),
    g("h_ja_hash_hedge", "A", "285", "wrong", "hash", PEN["ja"] + "答えは285本か378本です。\n#### 285", "'The answer is 285 or 378.' then #### 285; the hedge before the marker makes two final answers; debatable: decide wrong", True),
    g("h_ko_ok_hash", "B", "285", "correct", "hash", PEN["ko"] + "정답: 285자루\n#### 285", "'Correct answer: 285' then ####"),
    g("h_ar_hash_wrong", "A", "285", "wrong", "hash", PEN["ar"] + "الإجابة النهائية:\n#### ٣٧٨", "'Final answer:' then #### ٣٧٨ (378, before the sale)"),
    g("q_sv_ok_enligt", "B", "247", "correct", "answer_is", CHAIR["sv"] + "Enligt facit är svaret 274, men det måste vara ett tryckfel. Svar: 247 stolar.", "'According to the key the answer is 274, but it must be a misprint. Answer: 247 chairs.'"),
    g("q_sv_enligt_final", "A", "247", "wrong", "answer_is", CHAIR["sv"] + "Men enligt facit är svaret 274, så jag går på det.\nSvar: 274 stolar.", "'But according to the key the answer is 274, so I go with that. Answer: 274'"),
    g("q_tl_sabi", "A", "247", "no_answer", "answer_is", "Sabi ng kaklase ko, 247 daw ang sagot, pero hindi ko alam kung paano nakuha iyon. Puwede mo bang ibigay ang buong tanong?", "Tagalog: 'My classmate said the answer is supposedly 247, but I don't know how it was obtained. Can you give the full question?' - only someone else's claim ('daw' = reportedly)"),
    g("q_tl_ok_sabi", "B", "247", "correct", "answer_is", CHAIR["tl"] + "Sabi ng iba 266 daw, pero 13 lang ang hanay. Kaya ang sagot ay 247.", "'Others say 266 supposedly, but there are only 13 rows. So the answer is 247.'"),
    g("n_cs_ne", "A", "247", "no_answer", "answer_is", CHAIR["cs"] + "Výsledek není 247, zapomněl jsem na řadu navíc. Spočítám to znovu.", "'The result is not 247, I forgot the extra row. I will count again.' nothing after"),
    g("n_bn_na", "A", "247", "no_answer", "answer_is", CHAIR["bn"] + "উত্তর ২৪৭ নয়। আমি আবার হিসাব করছি।", "'The answer is not ২৪৭ (247). I am recalculating.' (Bengali নয় after the number)"),
    g("n_fa_nist", "A", "76", "no_answer", "answer_is", PCT["fa"] + "پاسخ ۷۶ درصد نیست؛ باید دوباره حساب کنم.", "'The answer is not ۷۶ (76) percent; I must recompute.' (Persian نیست after the number)"),
    g("n_el_den", "A", "-6.5", "no_answer", "answer_is", TEMP["el"] + "Η απάντηση δεν είναι −6,5 °C· ξαναδιαβάζω την εκφώνηση.", "'The answer is not -6.5 °C; I reread the statement.' (the · is the Greek ano teleia, a semicolon)"),
]
# fmt: on

DECISIONS = {
    "t_ja_empty_tag": (
        "reject",
        "an empty <answer> tag states no final answer; the thinking's value is not the tagged answer",
    ),
    "h_pt_hash_comma_stripped": (
        "reject",
        "the #### line is the marked final value and reads 1617, not 16.17",
    ),
    "h_ru_sign_lost": (
        "reject",
        "the #### value is 6.5; 'degrees of frost' in the phrase does not change the marked value",
    ),
    "u_pt_centavos_trap": (
        "reject",
        "the stated number 1617 is in centavos, not the question's reais",
    ),
    "u_m_es_degrees": (
        "reject",
        "the box restates the given 200 degrees; the question asks for radians",
    ),
    "q_ko_manyak_only": (
        "reject",
        "247 appears only under 'if', followed by a refusal: no final answer",
    ),
    "q_fr_vendeur_final": (
        "reject",
        "the model commits to the seller's rounded 16 €, not the cost 16.17",
    ),
    "q_m_ru_hyp_box": (
        "reject",
        "a box under a hypothetical, followed by a refusal, is no final answer",
    ),
    "b_ru_ok_en_dash_minus": (
        "accept",
        "an en dash before a number is a common typeset minus in Russian text",
    ),
    "b_ko_ok_zwsp": ("accept", "a zero-width space is invisible; the reader sees 247"),
    "b_es_ok_hash_thousands_dot": (
        "accept",
        "the working writes every thousand with a dot (43.800, 1.900), so 45.700 is 45700",
    ),
    "b_zh_ok_nul": (
        "reject",
        "a NUL anywhere in the pair makes it bad input (earlier rounds' convention)",
    ),
    "t_m_fr_tag_empty_sentence": (
        "reject",
        "the tag refers back to the reasoning and states no value",
    ),
    "q_m_tr_varsayalim": (
        "reject",
        "792 only under 'if', followed by a request to clarify: no final answer",
    ),
    "x_nl_hedge": ("reject", "two values joined by 'or' are a hedge"),
    "x_cs_integer_part": (
        "reject",
        "the committed 16 is a cash-rounded amount, not the computed cost 16.17",
    ),
    "h_ja_hash_hedge": ("reject", "a hedge before the #### line is two final answers"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam64", CASES, [], DECISIONS)
