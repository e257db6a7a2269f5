r"""Build adversarial_redteam53.jsonl: a fifty-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam53", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Read:
corpus/README.md ("How labels were made" and the sources table), corpus_build.py (helpers) and
build_adversarial_redteam21.py (structure, conventions, label rules), and `issues show 25`.

Aim of this round: the issue's classes in the languages models answer in when prompted in them or
when they drift: answer lines, corrections, negations (also negations written AFTER the number, as
Japanese, Korean, Turkish and Hindi do), suppositions, quoted or reported answers, count / scale /
unit words after numbers (measure words and counters are harmless, scale words such as
thousand, 万, lakh, dozen change the value), decimal commas and thousands spaces, native digits,
and checks after the answer, in Chinese, Japanese, Korean, Russian, Spanish, French, German,
Portuguese, Italian, Turkish, Vietnamese, Arabic and Hindi. About half kind A, half kind B twins.
Every probe's note carries an English gloss of the foreign text.

Counts: 230 probes, 111 kind A (79 wrong, 32 no_answer) and 119 kind B; 134 GSM8K, 96 MATH; 2
debatable (x_de_ok_thousands_dot, r_m_it_new_problem). Every language has 14-25 probes.

Problems and golds (arithmetic checked by hand, re-checked with python on the numbers only):
GSM8K
- rolls: 17 trays of 14 rolls, 96 sold -> 142 (17 * 14 = 170 + 68 = 238; 238 - 96 = 142; check
  142 + 96 = 238). Slip: 17 * 14 taken as 220 -> 220 - 96 = 124.
- temperature: 3 degrees, falling 1.75 an hour for 10 hours -> -14.5 (1.75 * 10 = 17.5; 3 - 17.5 =
  -14.5). Sign lost: 14.5.
- seeds: 45 of 72 sprouted -> 62.5 % (45 / 72 = 5 / 8 = 0.625). Rounded: 62, 63.
- candies: 11 bags of 13, all eaten -> 0 (11 * 13 = 143; 143 - 143 = 0).
- ages: Mei is 4 times her brother's age, in 10 years twice his -> Mei 20 (4b + 10 = 2b + 20, b = 5;
  check 30 = 2 * 15). The brother's 5 is the wrong person.
- notebooks: 4 at $3.15 plus a $2.60 pen -> 15.20 (4 * 3.15 = 12.60; 12.60 + 2.60 = 15.20). Without
  the pen 12.60.
- eggs: 437 eggs in cartons of 12, how many left over -> 5 (36 * 12 = 432; 437 - 432 = 5). The
  number of full cartons, 36, is the wrong quantity.
- rent: 19 months at $2,340 plus a $1,875 fee -> 46,335 (19 * 2340 = 46800 - 2340 = 44460;
  44460 + 1875 = 46335). Without the fee 44460.
MATH
- log_9 243 = 5/2 (243 = 3^5, 9 = 3^2; check 9^(5/2) = 3^5 = 243). Inverted: 2/5.
- (3 + 2i)(2 - i) = 6 - 3i + 4i - 2i^2 = 8 + i. With i^2 = +1: 4 + i.
- 3x^2 + 4x - 4 = (3x - 2)(x + 2): roots -2, 2/3 (check 12 - 8 - 4 = 0; 4/3 + 8/3 - 4 = 0). Signs
  flipped: 2, -2/3 (12 + 8 - 4 = 16, not 0).
- sqrt(275) = 5 sqrt(11) (25 * 11 = 275; 16.5831...). Swapped: 11 sqrt5 = sqrt(605).
- a number drawn from 1-36 is a multiple of 5: 5, 10, ..., 35 = 7 -> 7/36 (= 0.19444...). Miscount
  6 -> 1/6.
- 105 degrees in radians: 105 * pi / 180 = 7pi/12 (1.8326...). 75 degrees would be 5pi/12.
- C(15, 3) = 15 * 14 * 13 / 6 = 2730 / 6 = 455. Ordered: 2730.
- |2x + 3| <= 7: -10 <= 2x <= 4, so [-5, 2]. Open: (-5, 2).
- f(x) = x^3 - 25x at x = 5: 125 - 125 = 0.
- |(4, 4, 7)| = sqrt(16 + 16 + 49) = sqrt(81) = 9. Summed coordinates: 15.
- 2103_4 = 2 * 64 + 1 * 16 + 0 * 4 + 3 = 128 + 16 + 3 = 147. Slip: 146.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, rounding, decimal for exact, decimal commas, thousands separators, number
words); `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after the
answer and harmless after-text; `q_` quoted, reported, hypothetical statements; `b_` bad input a
JSON corpus can hold (native and full-width digits, BOM, CRLF, bidi marks, NFD). The second part is
the language (zh ja ko ru es fr de pt it tr vi ar hi). An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation, a report or a hypothetical) is `no_answer`; equal in value but written differently
(decimal comma, thousands space, native or full-width digits, number words) is `correct`; a decimal
for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong is
`wrong`; an explicit correction after an answer makes the corrected value the final one; a check or
pleasantry after a committed answer does not replace it; text in an invented next turn does not
count; in an <answer> tag a sentence, an equation chain or a box is read for the value it states; a
scale word after a number (thousand, 万, lakh, dozen) is part of the value, a counter or a noun is
not. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam53.py
"""

import unicodedata

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes

# ================================================================ GSM8K-style working
# rolls: gold 142 (17 * 14 = 238; 238 - 96 = 142). Slip: 17 * 14 = 220 -> 124.
ROLL = "17 trays of 14 rolls: 17 * 14 = <<17*14=238>>238 rolls. After selling 96: 238 - 96 = <<238-96=142>>142 rolls left.\n"
ROLL_SLIP = "17 trays of 14 rolls: 17 * 14 = <<17*14=220>>220 rolls. After selling 96: 220 - 96 = <<220-96=124>>124 rolls left.\n"
ROLL_HEAD = "17 trays of 14 rolls: 17 * 14 = <<17*14=238>>238 rolls; 96 of them are sold.\n"
# temperature: gold -14.5 (1.75 * 10 = 17.5; 3 - 17.5 = -14.5).
TEMP = "It starts at 3 degrees and falls 1.75 degrees an hour for 10 hours: 1.75 * 10 = 17.5, and 3 - 17.5 = -14.5 degrees.\n"
# seeds: gold 62.5 (45 / 72 = 0.625).
PCT = "45 of the 72 seeds sprouted: 45 / 72 = 0.625 = 62.5 %.\n"
# candies: gold 0 (11 * 13 = 143; 143 - 143 = 0).
CANDY = "11 bags of 13 candies: 11 * 13 = <<11*13=143>>143; all 143 are eaten, so 143 - 143 = <<143-143=0>>0 are left.\n"
# ages: gold 20 (b = 5, Mei 4 * 5 = 20; in 10 years 30 = 2 * 15).
AGE = "Let b be the brother's age; Mei is 4b. In 10 years: 4b + 10 = 2(b + 10), so 2b = 10 and b = 5. The question asks Mei's age: 4 * 5 = 20.\n"
# notebooks: gold 15.2 (4 * 3.15 = 12.60; 12.60 + 2.60 = 15.20). Without the pen 12.60.
SHOP = "4 notebooks at $3.15: 4 * 3.15 = 12.60; plus a $2.60 pen: 12.60 + 2.60 = 15.20 dollars.\n"
SHOP_SLIP = "4 notebooks at $3.15: 4 * 3.15 = 12.60 dollars (the $2.60 pen forgotten).\n"
# eggs: gold 5 (36 * 12 = 432; 437 - 432 = 5). 36 = full cartons, not asked.
EGGR = "437 eggs in cartons of 12: 36 * 12 = 432, and 437 - 432 = 5. The question asks how many eggs are left over.\n"
# rent: gold 46335 (19 * 2340 = 44460; 44460 + 1875 = 46335). Without the fee 44460.
RENT = "19 months at $2,340: 19 * 2340 = <<19*2340=44460>>44460; plus a $1,875 fee: 44460 + 1875 = <<44460+1875=46335>>46335 dollars.\n"
RENT_NOFEE = (
    "19 months at $2,340: 19 * 2340 = <<19*2340=44460>>44460 dollars (the $1,875 fee left out).\n"
)

# ================================================================ MATH working
G_LOG = r"\frac{5}{2}"  # 243 = 3^5, 9 = 3^2 -> 5/2
LOG = r"$243 = 3^5$ and $9 = 3^2$, so $\log_9 243 = \frac{5}{2}$." + "\n"
LOG_SLIP = r"$243 = 3^5$ and $9 = 3^2$, so $\log_9 243 = \frac{2}{5}$." + "\n"
G_CPX = "8 + i"  # 6 - 3i + 4i - 2i^2 = 8 + i
CPX = r"$(3 + 2i)(2 - i) = 6 - 3i + 4i - 2i^2 = 8 + i$." + "\n"
CPX_SLIP = r"$(3 + 2i)(2 - i) = 6 - 3i + 4i - 2i^2 = 6 + i - 2 = 4 + i$." + "\n"
G_ROOTS = r"-2, \frac{2}{3}"  # (3x - 2)(x + 2)
ROOTS = r"$3x^2 + 4x - 4 = (3x - 2)(x + 2) = 0$." + "\n"
G_SQRT = r"5\sqrt{11}"  # 275 = 25 * 11
SQRT = r"$\sqrt{275} = \sqrt{25 \cdot 11} = 5\sqrt{11}$." + "\n"
G_PROB = r"\frac{7}{36}"  # 5, 10, ..., 35: seven of 36
PROB = (
    r"The multiples of $5$ from $1$ to $36$ are $5, 10, 15, 20, 25, 30, 35$: seven, so the probability is $\frac{7}{36}$."
    + "\n"
)
G_RAD = r"\frac{7\pi}{12}"  # 105 * pi / 180
RAD = r"$105^\circ \cdot \frac{\pi}{180^\circ} = \frac{7\pi}{12}$." + "\n"
G_COMB = "455"  # 2730 / 6
COMB = r"$\binom{15}{3} = \frac{15 \cdot 14 \cdot 13}{6} = \frac{2730}{6} = 455$." + "\n"
G_INT = "[-5, 2]"  # -10 <= 2x <= 4
INT = r"$-7 \le 2x + 3 \le 7$ gives $-10 \le 2x \le 4$, so $-5 \le x \le 2$." + "\n"
G_ZERO = "0"  # 125 - 125
ZERO = r"$f(5) = 5^3 - 25 \cdot 5 = 125 - 125$." + "\n"
G_VEC = "9"  # sqrt(16 + 16 + 49) = sqrt81
VEC = r"$|(4, 4, 7)| = \sqrt{16 + 16 + 49} = \sqrt{81}$." + "\n"
G_BASE = "147"  # 128 + 16 + 0 + 3
BASE = r"$2103_4 = 2 \cdot 64 + 1 \cdot 16 + 0 \cdot 4 + 3 = 128 + 16 + 3$." + "\n"

PROB_SLIP = (
    r"The multiples of $5$ from $1$ to $36$ are $5, 10, 15, 20, 25, 30$: six, so the probability is $\frac{6}{36} = \frac{1}{6}$."
    + "\n"
)
VEC_SLIP = r"$|(4, 4, 7)| = 4 + 4 + 7 = 15$." + "\n"
SQRT_SLIP = r"$\sqrt{275} = 11\sqrt{5}$." + "\n"

NFD = unicodedata.normalize("NFD", "Đáp án là 5 quả trứng.")

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "142", "wrong", "tag", th(ROLL_SLIP) + "<answer>还剩 124 个面包卷。</answer>", "zh: 'there are 124 rolls left'"),
    g("t_zh_ok_sentence", "B", "142", "correct", "tag", th(ROLL) + "<answer>还剩 142 个面包卷。</answer>", "zh: 'there are 142 rolls left'"),
    g("t_ja_not_gold", "A", "142", "no_answer", "tag", th(ROLL) + "<answer>答えは 142 ではありません。</answer>", "ja: 'the answer is not 142' (negation after the number), nothing else"),
    g("t_ja_ok_desu", "B", "142", "correct", "tag", th(ROLL) + "<answer>答えは 142 個です。</answer>", "ja: 'the answer is 142 (pieces)'"),
    g("t_ko_other_person", "A", "20", "wrong", "tag", th(AGE) + "<answer>남동생은 5살입니다.</answer>", "ko: 'the younger brother is 5 years old'; the working says the question asks Mei's age"),
    g("t_ko_ok_sal", "B", "20", "correct", "tag", th(AGE) + "<answer>메이는 20살입니다.</answer>", "ko: 'Mei is 20 years old' (살 = years of age, 입니다 = is, attached)"),
    g("t_vi_other_quantity", "A", "5", "wrong", "tag", th(EGGR) + "<answer>Cần 36 hộp.</answer>", "vi: '36 cartons are needed'; the question asks the eggs left over"),
    g("t_vi_ok_sentence", "B", "5", "correct", "tag", th(EGGR) + "<answer>Còn dư 5 quả trứng.</answer>", "vi: '5 eggs are left over'"),
    g("t_ar_ok_sentence", "B", "46335", "correct", "tag", th(RENT) + "<answer>المبلغ الإجمالي هو 46335 دولارًا.</answer>", "ar: 'the total amount is 46335 dollars'"),
    g("t_hi_unclosed_other", "A", "142", "wrong", "tag", th(ROLL_SLIP) + "<answer>उत्तर 124 है।", "hi: 'the answer is 124.' (tag never closed)"),
    g("t_hi_ok_unclosed", "B", "142", "correct", "tag", th(ROLL) + "<answer>उत्तर 142 है।", "hi: 'the answer is 142.' (tag never closed)"),
    m("t_m_ru_sentence_other", "A", G_LOG, "wrong", "tag", th(LOG_SLIP) + r"<answer>Ответ: $\frac{2}{5}$.</answer>", "ru: 'Answer: 2/5'"),
    m("t_m_ru_ok_sentence", "B", G_LOG, "correct", "tag", th(LOG) + r"<answer>Ответ: $\log_9 243 = \frac{5}{2}$.</answer>", "ru: 'Answer:' then an equation ending in the gold"),
    m("t_m_es_box_other", "A", G_CPX, "wrong", "tag", th(CPX_SLIP) + r"<answer>La respuesta es $\boxed{4 + i}$.</answer>", "es: 'the answer is 4+i'"),
    m("t_m_es_ok_box", "B", G_CPX, "correct", "tag", th(CPX) + r"<answer>La respuesta es $\boxed{8 + i}$.</answer>", "es: 'the answer is 8+i', a box in the tag"),
    m("t_m_fr_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB) + "<answer>[votre réponse ici]</answer>", "fr: '[your answer here]', a template placeholder; 455 only in the thinking"),
    m("t_m_de_equation_other", "A", G_COMB, "wrong", "tag", th(COMB) + r"<answer>$15 \cdot 14 \cdot 13 = 2730$ Möglichkeiten</answer>", "de: '2730 possibilities' (ordered choices)"),
    m("t_m_de_ok_equation", "B", G_COMB, "correct", "tag", th(COMB) + r"<answer>Es gibt $\binom{15}{3} = 455$ Möglichkeiten.</answer>", "de: 'there are C(15,3) = 455 possibilities'"),

    # ================================================================ 2. phrase + ####
    g("h_ru_two_values", "A", "142", "wrong", "hash", ROLL + "Ответ: 124.\n#### 142", "ru: 'Answer: 124' then #### 142: two different final answers"),
    g("h_ru_ok_otvet_hash", "B", "142", "correct", "hash", ROLL + "Ответ: 142 булочки.\n#### 142", "ru: 'Answer: 142 rolls' then ####"),
    g("h_es_other", "A", "15.2", "wrong", "hash", SHOP_SLIP + "La respuesta es 12,60 $.\n#### 12.60", "es: 'the answer is $12.60'"),
    g("h_es_ok", "B", "15.2", "correct", "hash", SHOP + "La respuesta es 15,20 $.\n#### 15.20", "es: 'the answer is $15.20' (decimal comma in the phrase)"),
    g("h_fr_truncated", "A", "62.5", "wrong", "hash", PCT + "La réponse est : 62 %.\n#### 62", "fr: 'the answer is: 62 %' (62.5 truncated)"),
    g("h_fr_ok", "B", "62.5", "correct", "hash", PCT + "La réponse est : 62,5 %.\n#### 62.5", "fr: 'the answer is: 62,5 %'"),
    g("h_de_other_person", "A", "20", "wrong", "hash", AGE + "Die Antwort ist: #### 5", "de: 'The answer is: #### 5' (the brother's age)"),
    g("h_de_ok_same_line", "B", "20", "correct", "hash", AGE + "Die Antwort ist: #### 20", "de: 'The answer is: #### 20', phrase and #### on one line"),
    g("h_pt_empty", "A", "0", "no_answer", "hash", CANDY + "Resposta final:\n####", "pt: 'Final answer:' then an empty ####; 0 only in the working"),
    g("h_pt_ok_same_line", "B", "0", "correct", "hash", CANDY + "Resposta: #### 0", "pt: 'Answer: #### 0'"),
    g("h_it_other_quantity", "A", "5", "wrong", "hash", EGGR + "Risposta finale: #### 36 cartoni", "it: 'Final answer: #### 36 cartons'"),
    g("h_it_ok_noun", "B", "5", "correct", "hash", EGGR + "Risposta finale: #### 5 uova", "it: 'Final answer: #### 5 eggs'"),
    g("h_tr_phrase_gold_hash_other", "A", "142", "wrong", "hash", ROLL + "Sonuç 142.\n#### 124", "tr: 'The result is 142.' then #### 124: two different final answers"),
    g("h_tr_ok_same_line", "B", "142", "correct", "hash", ROLL + "Cevap: #### 142", "tr: 'Answer: #### 142'"),
    m("h_m_zh_ok", "B", G_PROB, "correct", "hash", PROB + "所以答案是：#### 7/36", "zh: 'so the answer is: #### 7/36'"),
    m("h_m_ja_ok", "B", G_COMB, "correct", "hash", COMB + "答え：#### 455", "ja: 'Answer: #### 455'"),
    m("h_m_ko_other", "A", G_COMB, "wrong", "hash", COMB + "따라서 답은: #### 2730", "ko: 'so the answer is: #### 2730'"),

    # ================================================================ 3. exactness
    g("x_zh_numeral_other", "A", "142", "wrong", "answer_is", ROLL_SLIP + "答案是一百二十四个。", "zh: 'the answer is one hundred twenty-four' in Chinese numerals"),
    g("x_zh_ok_numeral", "B", "142", "correct", "answer_is", ROLL + "答案是一百四十二个。", "zh: 'the answer is one hundred forty-two' in Chinese numerals"),
    g("x_it_rounded", "A", "15.2", "wrong", "answer_is", SHOP + "Il totale è di circa 15 €.", "it: 'the total is about 15 euros' (rounded)"),
    g("x_it_ok_decimal_comma", "B", "15.2", "correct", "answer_is", SHOP + "Il totale è di 15,20 €.", "it: 'the total is 15,20 euros'; two digits after the comma cannot be a thousands group"),
    g("x_pt_rounded", "A", "62.5", "wrong", "answer_is", PCT + "A resposta é aproximadamente 63%.", "pt: 'the answer is approximately 63%'"),
    g("x_pt_ok_decimal_comma", "B", "62.5", "correct", "answer_is", PCT + "A resposta é 62,5%.", "pt: 'the answer is 62,5%'"),
    g("x_tr_near_zero", "A", "0", "wrong", "hash", CANDY + "Geriye yaklaşık 0,1 şeker kalır.\n#### 0.1", "tr: 'about 0.1 candies remain'; 0.1 against gold 0"),
    g("x_tr_ok_zero", "B", "0", "correct", "hash", CANDY + "Hiç şeker kalmaz.\n#### 0", "tr: 'no candies remain'"),
    g("x_fr_ok_thin_space", "B", "46335", "correct", "answer_is", RENT + "Le loyer total est de 46\u202f335 $.", "fr: 'the total rent is 46 335 dollars', thousands split by a narrow no-break space U+202F"),
    g("x_ru_ok_nbsp", "B", "46335", "correct", "answer_is", RENT + "Ответ: 46\u00a0335 долларов.", "ru: 'Answer: 46 335 dollars', a no-break space U+00A0 between the thousands"),
    g("x_ru_other_nbsp", "A", "46335", "wrong", "answer_is", RENT_NOFEE + "Ответ: 44\u00a0460 долларов.", "ru: 'Answer: 44 460 dollars' (the fee left out)"),
    g("x_de_ok_thousands_dot", "B", "46335", "correct", "answer_is", RENT + "Die Gesamtmiete beträgt 46.335 $.", "de: 'the total rent is 46.335 dollars' with the German thousands dot; debatable: read as an English decimal it is 46.335, but the working's 46335 and the German sentence leave one reading", True),
    m("x_m_ja_decimal_irrational", "A", G_SQRT, "wrong", "boxed", SQRT + r"答えは約 $\boxed{16.58}$ です。", "ja: 'the answer is approximately 16.58' (5 sqrt11 = 16.583...)"),
    m("x_m_ja_ok_sqrt275", "B", G_SQRT, "correct", "boxed", r"答えは $\boxed{\sqrt{275}}$ です。", "ja: 'the answer is sqrt275' (= 5 sqrt11, unsimplified)"),
    m("x_m_ko_decimal_fraction", "A", G_PROB, "wrong", "boxed", PROB + r"답은 약 $\boxed{0.19}$입니다.", "ko: 'the answer is about 0.19' (7/36 = 0.1944...)"),
    m("x_m_ko_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r"답은 $\boxed{\frac{14}{72}}$입니다.", "ko: 'the answer is 14/72' (= 7/36)"),
    m("x_m_ru_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO + r"Ответ: $\boxed{10^{-12}}$.", "ru: 'Answer: 10^-12' against gold 0"),
    m("x_m_ru_ok_zero", "B", G_ZERO, "correct", "boxed", ZERO + r"Ответ: $\boxed{0}$.", "ru: 'Answer: 0'"),
    m("x_m_es_inverted", "A", G_LOG, "wrong", "boxed", LOG_SLIP + r"El valor es $\boxed{0.4}$.", "es: 'the value is 0.4' (= 2/5, the inverted log)"),
    m("x_m_es_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r"El valor es $\boxed{2.5}$.", "es: 'the value is 2.5' (= 5/2 exactly)"),
    m("x_m_de_decimal_pi", "A", G_RAD, "wrong", "boxed", RAD + r"Das sind ungefähr $\boxed{1.83}$ Radiant.", "de: 'that is approximately 1.83 radians' (7pi/12 = 1.8326...)"),
    m("x_m_fr_ok_sqrt", "B", G_SQRT, "correct", "boxed", SQRT + r"La réponse est $\boxed{\sqrt{11} \cdot 5}$.", "fr: 'the answer is sqrt11 * 5'"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_tr_degil", "A", "142", "no_answer", "answer_is", ROLL + "Cevap 142 değil.", "tr: 'the answer is not 142' (değil = not, after the number), nothing after"),
    g("n_tr_ok_dir", "B", "142", "correct", "answer_is", ROLL + "Cevap 142'dir.", "tr: 'the answer is 142' (-dir = is, suffixed after an apostrophe)"),
    g("n_hi_nahin", "A", "142", "no_answer", "answer_is", ROLL + "उत्तर 142 नहीं है।", "hi: 'the answer is not 142' (नहीं = not, after the number)"),
    g("n_hi_ok", "B", "142", "correct", "answer_is", ROLL + "अतः उत्तर 142 है।", "hi: 'so the answer is 142'"),
    g("n_ko_anida", "A", "20", "no_answer", "answer_is", AGE + "답은 20이 아닙니다.", "ko: 'the answer is not 20' (아닙니다 = is not, after the number)"),
    g("n_ko_ok", "B", "20", "correct", "answer_is", AGE + "따라서 답은 20입니다.", "ko: 'therefore the answer is 20'"),
    g("n_ja_not_then_other", "A", "5", "wrong", "answer_is", EGGR + "答えは 5 ではなく、36 です。", "ja: 'the answer is not 5 but 36'"),
    g("n_ja_ok_not_other_then_gold", "B", "5", "correct", "answer_is", EGGR + "答えは 36 ではなく、5 です。", "ja: 'the answer is not 36 but 5'"),
    g("n_de_nicht_sondern", "A", "142", "wrong", "answer_is", ROLL_SLIP + "Die Antwort ist nicht 142, sondern 124.", "de: 'the answer is not 142 but 124'"),
    g("n_de_ok_nicht_sondern", "B", "142", "correct", "answer_is", ROLL + "Die Antwort ist nicht 124, sondern 142.", "de: 'the answer is not 124 but 142'"),
    g("n_es_no_es", "A", "15.2", "no_answer", "answer_is", SHOP + "La respuesta no es 15,20 $.", "es: 'the answer is not $15.20', nothing after"),
    g("n_fr_ok_ne_pas_other", "B", "15.2", "correct", "answer_is", SHOP + "Ce n'est pas 12,60 $ : la réponse est 15,20 $.", "fr: 'it is not $12.60: the answer is $15.20'"),
    g("n_vi_khong_phai", "A", "0", "no_answer", "answer_is", CANDY + "Đáp án không phải là 0.", "vi: 'the answer is not 0', nothing after"),
    g("n_vi_ok", "B", "0", "correct", "answer_is", CANDY + "Vậy đáp án là 0.", "vi: 'so the answer is 0'"),
    g("n_ar_laysa", "A", "46335", "no_answer", "answer_is", RENT + "الجواب ليس 46335.", "ar: 'the answer is not 46335', nothing after"),
    g("n_ar_ok", "B", "46335", "correct", "answer_is", RENT + "إذن الجواب هو 46335.", "ar: 'so the answer is 46335'"),
    g("n_zh_strike", "A", "142", "no_answer", "answer_is", ROLL + "答案：~~142~~", "zh: 'Answer:' then the gold struck out, nothing after"),
    g("n_zh_ok_strike_then_gold", "B", "142", "correct", "answer_is", ROLL + "答案：~~124~~ 142", "zh: 'Answer:' then 124 struck out and 142"),
    g("n_ru_annotated_wrong", "A", "142", "wrong", "boxed", ROLL + r"Ответ: $\boxed{142\text{ (неверно)}}$", "ru: '(incorrect)' inside the box: the model marks its value wrong"),
    g("n_ru_ok_annotated_checked", "B", "142", "correct", "boxed", ROLL + r"Ответ: $\boxed{142}$ (проверено).", "ru: '(checked)' after the box"),
    m("n_m_zh_neq_box", "A", G_VEC, "no_answer", "boxed", VEC + r"答案：$\boxed{\neq 9}$", "zh: 'Answer:' then a box saying 'not equal to 9'"),
    m("n_m_zh_ok", "B", G_VEC, "correct", "boxed", VEC + r"所以答案是 $\boxed{9}$。", "zh: 'so the answer is 9'"),
    m("n_m_es_annotated_wrong", "A", G_PROB, "wrong", "boxed", PROB + r"La respuesta es $\boxed{\frac{7}{36}\text{ (incorrecto)}}$.", "es: '(incorrect)' inside the box"),
    m("n_m_fr_not_gold", "A", G_COMB, "no_answer", "boxed", COMB + r"La réponse n'est pas $\boxed{455}$.", "fr: 'the answer is not 455', nothing after"),
    m("n_m_fr_ok", "B", G_COMB, "correct", "boxed", COMB + r"La réponse est donc $\boxed{455}$.", "fr: 'the answer is therefore 455'"),
    m("n_m_it_strike", "A", G_INT, "no_answer", "answer_is", INT + r"Soluzione: ~~$[-5, 2]$~~", "it: 'Solution:' then the interval struck out, nothing after"),
    m("n_m_it_ok_strike_then_gold", "B", G_INT, "correct", "boxed", INT + r"Soluzione: ~~$(-5, 2)$~~ $\boxed{[-5, 2]}$", "it: 'Solution:' then the open interval struck out and the closed one boxed"),
    m("n_m_pt_not_gold", "A", G_BASE, "no_answer", "boxed", BASE + r"O resultado não é $\boxed{147}$.", "pt: 'the result is not 147', nothing after"),
    m("n_m_pt_ok", "B", G_BASE, "correct", "boxed", BASE + r"O resultado é $\boxed{147}$.", "pt: 'the result is 147'"),
    m("n_m_tr_degil", "A", G_CPX, "no_answer", "boxed", CPX + r"Sonuç $\boxed{8 + i}$ değil.", "tr: 'the result is not 8+i' (değil after the box)"),
    m("n_m_tr_ok_olur", "B", G_CPX, "correct", "boxed", CPX + r"Sonuç $\boxed{8 + i}$ olur.", "tr: 'the result is 8+i' (olur = comes out as, after the box)"),
    m("n_m_hi_nahin", "A", G_RAD, "no_answer", "boxed", RAD + r"उत्तर $\boxed{\frac{7\pi}{12}}$ नहीं है।", "hi: 'the answer is not 7pi/12' (नहीं है after the box)"),
    m("n_m_hi_ok", "B", G_RAD, "correct", "boxed", RAD + r"अतः उत्तर $\boxed{\frac{7\pi}{12}}$ है।", "hi: 'so the answer is 7pi/12'"),
    m("n_m_ko_anida", "A", G_ROOTS, "no_answer", "boxed", ROOTS + r"근은 $\boxed{-2, \frac{2}{3}}$가 아닙니다.", "ko: 'the roots are not -2, 2/3' (아닙니다 after the box)"),
    m("n_m_ko_ok", "B", G_ROOTS, "correct", "boxed", ROOTS + r"따라서 근은 $\boxed{-2, \frac{2}{3}}$입니다.", "ko: 'therefore the roots are -2, 2/3'"),

    # ================================================================ 5. words after a number
    g("u_zh_qian", "A", "142", "wrong", "hash", ROLL + "#### 142 千", "zh: '142 thousand' (千 = thousand)"),
    g("u_zh_ok_ge", "B", "142", "correct", "hash", ROLL + "#### 142 个", "zh: 142 with the counter 个 (no scale)"),
    g("u_ja_man", "A", "142", "wrong", "answer_is", ROLL + "答えは 142 万個です。", "ja: 'the answer is 1,420,000 pieces' (万 = ten thousand)"),
    g("u_ja_ok_ko", "B", "142", "correct", "hash", ROLL + "#### 142 個", "ja: 142 with the counter 個"),
    g("u_ko_man", "A", "46335", "wrong", "hash", RENT + "#### 46335만", "ko: 46335만 = 463,350,000 (만 = ten thousand, attached)"),
    g("u_ko_ok_gae", "B", "5", "correct", "hash", EGGR + "#### 5개", "ko: 5 with the counter 개 attached"),
    g("u_ru_tysyachi", "A", "142", "wrong", "hash", ROLL + "#### 142 тысячи", "ru: '142 thousand'"),
    g("u_ru_ok_sht", "B", "142", "correct", "hash", ROLL + "#### 142 шт.", "ru: шт. = pieces (штук)"),
    g("u_es_docenas", "A", "142", "wrong", "hash", ROLL + "#### 142 docenas", "es: '142 dozen' = 1704"),
    g("u_es_ok_noun", "B", "142", "correct", "hash", ROLL + "#### 142 panecillos", "es: '142 rolls'"),
    g("u_de_dutzend", "A", "5", "wrong", "hash", EGGR + "#### 5 Dutzend", "de: '5 dozen' = 60"),
    g("u_de_ok_noun", "B", "5", "correct", "hash", EGGR + "#### 5 Eier", "de: '5 eggs'"),
    g("u_pt_mil", "A", "46335", "wrong", "hash", RENT + "#### 46335 mil", "pt: '46335 thousand'"),
    g("u_pt_ok_noun", "B", "46335", "correct", "hash", RENT + "#### 46335 dólares", "pt: '46335 dollars'"),
    g("u_it_ok_anni", "B", "20", "correct", "hash", AGE + "#### 20 anni", "it: '20 years'"),
    g("u_it_decine", "A", "20", "wrong", "hash", AGE + "#### 20 decine", "it: '20 tens' = 200 (decina = a group of ten)"),
    g("u_zh_ok_lingxia", "B", "-14.5", "correct", "answer_is", TEMP + "最终温度是零下 14.5 度。", "zh: 'the final temperature is 14.5 degrees below zero' (零下 = below zero, before the number)"),
    g("u_zh_sign_lost", "A", "-14.5", "wrong", "answer_is", TEMP + "最终温度是 14.5 度。", "zh: 'the final temperature is 14.5 degrees' (sign lost)"),
    g("u_vi_ok_am", "B", "-14.5", "correct", "answer_is", TEMP + "Nhiệt độ cuối cùng là âm 14,5 độ.", "vi: 'the final temperature is minus 14,5 degrees' (âm = negative, before the number; decimal comma)"),
    g("u_vi_nghin", "A", "142", "wrong", "hash", ROLL + "#### 142 nghìn", "vi: '142 thousand'"),
    g("u_tr_bin", "A", "142", "wrong", "hash", ROLL + "#### 142 bin", "tr: '142 thousand'"),
    g("u_tr_ok_tane", "B", "142", "correct", "hash", ROLL + "#### 142 tane", "tr: tane = a count word (pieces)"),
    g("u_ar_alf", "A", "142", "wrong", "hash", ROLL + "#### 142 ألف", "ar: '142 thousand'"),
    g("u_ar_ok_noun", "B", "142", "correct", "hash", ROLL + "#### 142 رغيفًا", "ar: '142 loaves'"),
    g("u_hi_lakh", "A", "142", "wrong", "hash", ROLL + "#### 142 लाख", "hi: '142 lakh' = 14,200,000"),
    g("u_hi_ok_noun", "B", "142", "correct", "hash", ROLL + "#### 142 रोल", "hi: '142 rolls'"),
    m("u_m_zh_ok_zhong", "B", G_COMB, "correct", "answer_is", COMB + "答案：455 种。", "zh: 'Answer: 455 (ways)' (种 = kinds, a counter)"),
    m("u_m_ja_ok_radian", "B", G_RAD, "correct", "boxed", RAD + r"答えは $\boxed{\frac{7\pi}{12}}$ ラジアンです。", "ja: 'the answer is 7pi/12 radians'"),
    m("u_m_ru_ok_units", "B", G_VEC, "correct", "boxed", VEC + r"Ответ: $\boxed{9}$ единиц.", "ru: 'Answer: 9 units'"),
    m("u_m_de_tausend", "A", G_COMB, "wrong", "answer_is", COMB + "Antwort: 455 Tausend Möglichkeiten.", "de: 'Answer: 455 thousand possibilities'"),

    # ================================================================ 6. retractions and after-text
    g("r_zh_gengzheng", "A", "142", "wrong", "answer_is", ROLL + "答案是 142。\n更正：应为 124。", "zh: 'the answer is 142. Correction: it should be 124.'"),
    g("r_zh_ok_check", "B", "142", "correct", "answer_is", ROLL + "答案是 142。\n检验：142 + 96 = 238 = 17 × 14，正确。", "zh: 'the answer is 142. Check: 142 + 96 = 238 = 17 x 14, correct.'"),
    g("r_ja_teisei", "A", "142", "wrong", "hash", ROLL + "#### 142\n訂正：124 でした。", "ja: 'Correction: it was 124.'"),
    g("r_ja_ok_check", "B", "142", "correct", "hash", ROLL + "#### 142\n確認：142 + 96 = 238 なので正しいです。", "ja: 'Check: 142 + 96 = 238, so it is right.'"),
    g("r_ko_jeongjeong", "A", "20", "wrong", "hash", AGE + "#### 20\n정정: 메이는 25살입니다.", "ko: 'Correction: Mei is 25.'"),
    g("r_ko_ok_check", "B", "20", "correct", "hash", AGE + "#### 20\n확인: 10년 후 메이는 30살, 남동생은 15살이므로 2배입니다.", "ko: 'Check: in 10 years Mei is 30 and the brother 15, so twice.'"),
    g("r_ru_ispravlenie", "A", "15.2", "wrong", "answer_is", SHOP + "Ответ: 15,20.\nИсправление: на самом деле 16,20.", "ru: 'Answer: 15,20. Correction: actually 16,20.'"),
    g("r_ru_ok_proverka", "B", "15.2", "correct", "answer_is", SHOP + "Ответ: 15,20.\nПроверка: 12,60 + 2,60 = 15,20 ✓", "ru: 'Answer: 15,20. Check: 12,60 + 2,60 = 15,20'"),
    g("r_es_espera", "A", "5", "wrong", "answer_is", EGGR + "La respuesta es 5.\nEspera, me equivoqué: la respuesta correcta es 7.", "es: 'the answer is 5. Wait, I made a mistake: the correct answer is 7.'"),
    g("r_es_ok_pleasantry", "B", "5", "correct", "answer_is", EGGR + "La respuesta es 5.\n¡Espero que esto te ayude!", "es: 'the answer is 5. I hope this helps you!'"),
    g("r_fr_en_fait", "A", "62.5", "wrong", "hash", PCT + "#### 62.5\nEn fait, non : c'est 37,5 %.", "fr: 'Actually, no: it is 37,5 %.'"),
    g("r_fr_ok_verif", "B", "62.5", "correct", "hash", PCT + "#### 62.5\nVérification : 0,625 × 72 = 45. ✔", "fr: 'Check: 0,625 x 72 = 45.'"),
    g("r_de_korrektur", "A", "46335", "wrong", "hash", RENT + "#### 46335\nKorrektur: Die Gebühr zählt nicht, also 44460.", "de: 'Correction: the fee does not count, so 44460.'"),
    g("r_de_ok_probe", "B", "46335", "correct", "hash", RENT + "#### 46335\nProbe: 46335 - 1875 = 44460 = 19 · 2340 ✓", "de: 'Check (Probe): 46335 - 1875 = 44460 = 19 * 2340'"),
    g("r_pt_ok_corrected_to_gold", "B", "142", "correct", "hash", ROLL_SLIP + "A resposta é 124.\nCorreção: 17 × 14 = 238, então 238 − 96 = 142.\n#### 142", "pt: 'the answer is 124. Correction: 17 x 14 = 238, so 238 - 96 = 142.' then #### 142"),
    g("r_it_correzione", "A", "0", "wrong", "hash", CANDY + "#### 0\nCorrezione: ne restano 13.", "it: 'Correction: 13 of them remain.'"),
    g("r_it_ok_pleasantry", "B", "0", "correct", "hash", CANDY + "#### 0\nSpero che sia utile!", "it: 'I hope it is useful!'"),
    g("r_tr_duzeltme", "A", "5", "wrong", "hash", EGGR + "#### 5\nDüzeltme: doğru cevap 9.", "tr: 'Correction: the right answer is 9.'"),
    g("r_tr_ok_kontrol", "B", "0", "correct", "hash", CANDY + "#### 0\nKontrol: 11 × 13 = 143 şekerin hepsi yendi. ✓", "tr: 'Check: all 11 x 13 = 143 candies were eaten.'"),
    g("r_vi_sua_lai", "A", "5", "wrong", "answer_is", EGGR + "Đáp án: 5\nSửa lại: đáp án đúng là 8.", "vi: 'Answer: 5. Correction: the right answer is 8.'"),
    g("r_ar_tashih", "A", "20", "wrong", "answer_is", AGE + "الجواب: 20\nتصحيح: الجواب الصحيح هو 5.", "ar: 'Answer: 20. Correction: the right answer is 5.'"),
    g("r_ar_ok_check", "B", "20", "correct", "answer_is", AGE + "الجواب: 20\nتحقق: بعد 10 سنوات يكون عمر مي 30 وعمر أخيها 15.", "ar: 'Answer: 20. Check: in 10 years Mei is 30 and her brother 15.'"),
    g("r_hi_ok_user_turn", "B", "20", "correct", "hash", AGE + "#### 20" + IM_USER + "धन्यवाद! अब 30 का आधा क्या है?" + IM_ASSIST + "#### 15", "hi: an invented next user turn 'Thanks! Now what is half of 30?' answered #### 15; the turn does not count"),
    m("r_m_zh_gengzheng", "A", G_ROOTS, "wrong", "boxed", ROOTS + r"所以根为 $\boxed{-2, \frac{2}{3}}$。更正：应为 $\boxed{2, -\frac{2}{3}}$。", "zh: 'so the roots are -2, 2/3. Correction: they should be 2, -2/3.'"),
    m("r_m_zh_ok_check", "B", G_ROOTS, "correct", "boxed", ROOTS + r"所以根为 $\boxed{-2, \frac{2}{3}}$。检验：$3 \cdot 4 - 8 - 4 = 0$ ✓", "zh: 'so the roots are -2, 2/3. Check: 3*4 - 8 - 4 = 0'"),
    m("r_m_de_moment", "A", G_CPX, "wrong", "boxed", CPX + r"Also $\boxed{8 + i}$. Moment, ich habe mich verrechnet: $\boxed{4 + i}$.", "de: 'So 8+i. Wait, I miscalculated: 4+i.'"),
    m("r_m_es_ok_verif", "B", G_CPX, "correct", "boxed", CPX + r"Por lo tanto, $\boxed{8 + i}$. Verificación: $|3+2i|^2 \, |2-i|^2 = 13 \cdot 5 = 65 = 8^2 + 1^2$ ✓", "es: 'Therefore 8+i. Check: |3+2i|^2 |2-i|^2 = 65 = 8^2 + 1^2'"),
    m("r_m_fr_ok_restart_cut", "B", G_LOG, "correct", "boxed", LOG + r"Donc la réponse est $\boxed{\frac{5}{2}}$." + "\n\n" + r"Reprenons autrement : $\log_9 243 = \frac{\ln 243}{\ln 9} = ", "fr: 'So the answer is 5/2.' then 'Let us redo it another way: ...' cut off before any new value"),
    m("r_m_ja_teisei", "A", G_BASE, "wrong", "boxed", BASE + r"答えは $\boxed{147}$ です。訂正：$\boxed{146}$ です。", "ja: 'the answer is 147. Correction: it is 146.'"),
    m("r_m_ko_ok_check", "B", G_BASE, "correct", "boxed", BASE + r"따라서 답은 $\boxed{147}$입니다. 확인: $147 = 2 \cdot 64 + 16 + 3$.", "ko: 'so the answer is 147. Check: 147 = 2*64 + 16 + 3.'"),
    m("r_m_it_new_problem", "B", G_VEC, "correct", "boxed", VEC + r"Quindi $\boxed{9}$." + "\n\n" + r"Esercizio aggiuntivo: calcola $|(1, 2, 2)|$. Risposta: $\boxed{3}$.", "it: 'So 9.' then 'Extra exercise: compute |(1,2,2)|. Answer: 3.'; debatable: the last box belongs to a self-set new problem, not to this one", True),
    m("r_m_pt_withdrawn_other", "A", G_SQRT, "wrong", "boxed", SQRT + r"Logo, $\boxed{5\sqrt{11}}$. Não, espere: o correto é $\boxed{11\sqrt{5}}$.", "pt: 'So 5 sqrt11. No, wait: the right one is 11 sqrt5.'"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_zh_teacher_only", "A", "142", "no_answer", "answer_is", ROLL_HEAD + "老师说答案是 142，但我算不出来还剩多少。", "zh: 'The teacher said the answer is 142, but I cannot work out how many are left.'"),
    g("q_zh_ok_teacher_wrong", "B", "142", "correct", "answer_is", ROLL + "老师说答案是 124，但那是错的；正确答案是 142。", "zh: 'The teacher said 124, but that is wrong; the right answer is 142.'"),
    g("q_ja_moshi", "A", "142", "no_answer", "answer_is", ROLL_HEAD + "もし答えが 142 なら、検算は 142 + 96 = 238 になります。でも、まだ解けていません。", "ja: 'If the answer were 142, the check would be 142 + 96 = 238. But I have not solved it yet.'"),
    g("q_ko_friend_other", "A", "20", "wrong", "answer_is", "친구는 20이라고 했지만, 제 계산으로는 답은 5입니다.", "ko: 'My friend said 20, but by my calculation the answer is 5.'"),
    g("q_ru_textbook_only", "A", "5", "no_answer", "answer_is", "В учебнике написано: «Ответ: 5». Я не понимаю, как это получить.", "ru: 'The textbook says: «Answer: 5». I do not understand how to get it.'"),
    g("q_ru_ok_quote_problem", "B", "5", "correct", "answer_is", "«Сколько яиц останется?»\n" + EGGR + "Ответ: 5.", "ru: the question quoted ('How many eggs will be left?'), then 'Answer: 5.'"),
    g("q_es_si_fuera", "A", "15.2", "no_answer", "answer_is", "Si la respuesta fuera 15,20 $, cada cuaderno costaría 3,15 $. No puedo confirmarlo.", "es: 'If the answer were $15.20, each notebook would cost $3.15. I cannot confirm it.'"),
    g("q_es_ok_supongamos", "B", "15.2", "correct", "answer_is", "Supongamos que pagó 20 $; eso no cuadra, porque " + SHOP + "La respuesta es 15,20 $.", "es: 'Suppose she paid $20; that does not fit, because ...' then 'the answer is $15.20'"),
    g("q_fr_corrige_only", "A", "62.5", "no_answer", "hash", "Selon le corrigé : « #### 62.5 ». Je n'arrive pas à le retrouver.", "fr: 'According to the answer key: « #### 62.5 ». I cannot reproduce it.'"),
    g("q_de_laut_other", "A", "46335", "wrong", "hash", RENT_NOFEE + "Laut Musterlösung: „#### 46335“. Ich komme aber auf 44460.\n#### 44460", "de: 'According to the model solution: „#### 46335“. But I get 44460.' then #### 44460"),
    g("q_pt_user_turn_only", "A", "0", "no_answer", "hash", "11 * 13 = 143." + IM_USER + "Resposta: #### 0", "pt: the gold only in an invented user turn ('Answer: #### 0')"),
    g("q_it_se_fosse", "A", "20", "no_answer", "answer_is", "Se Mei avesse 20 anni, il fratello ne avrebbe 5; ma non riesco a verificarlo.", "it: 'If Mei were 20, her brother would be 5; but I cannot check it.'"),
    g("q_tr_ok_hoca_wrong", "B", "20", "correct", "answer_is", AGE + "Hocam 5 dedi ama o kardeşin yaşı; Mei'nin yaşı 20'dir.", "tr: 'My teacher said 5 but that is the brother's age; Mei's age is 20.'"),
    g("q_ar_colleague_other", "A", "142", "wrong", "hash", ROLL_SLIP + "قال زميلي إن الجواب 142، لكن حسابي يعطي 124.\n#### 124", "ar: 'My colleague said the answer is 142, but my calculation gives 124.' then #### 124"),
    g("q_hi_ok_friend_wrong", "B", "142", "correct", "answer_is", ROLL + "मेरे दोस्त ने 124 कहा था, लेकिन सही उत्तर 142 है।", "hi: 'My friend said 124, but the right answer is 142.'"),
    g("q_vi_ok_gia_su", "B", "0", "correct", "hash", "Giả sử còn lại 1 viên kẹo; điều đó sai, vì " + CANDY + "#### 0", "vi: 'Suppose 1 candy were left; that is false, because ...' then #### 0"),
    m("q_m_zh_jiashe", "A", G_LOG, "no_answer", "boxed", r"假设答案是 $\boxed{\frac{5}{2}}$，那么 $9^{5/2} = 243$ 应成立。但我无法确认。", "zh: 'Suppose the answer is 5/2; then 9^(5/2) = 243 should hold. But I cannot confirm it.'"),
    m("q_m_ja_ok_quote_problem", "B", G_INT, "correct", "boxed", "問題：「$|2x + 3| \\le 7$ を解け」\n" + INT + r"答え：$\boxed{[-5, 2]}$", "ja: 'Problem: «solve |2x+3| <= 7»' quoted, then 'Answer: [-5, 2]'"),
    m("q_m_ru_book_only", "A", G_COMB, "no_answer", "boxed", r"В задачнике приведён ответ $\boxed{455}$, но решить задачу я не могу.", "ru: 'The problem book gives the answer 455, but I cannot solve the problem.'"),
    m("q_m_es_ok_example_first", "B", G_VEC, "correct", "boxed", r"Por ejemplo, $|(1, 2, 2)| = 3$. Del mismo modo, " + VEC + r"Resultado: $\boxed{9}$.", "es: 'For example, |(1,2,2)| = 3. Likewise ...' then 'Result: 9'"),
    m("q_m_ar_teacher_only", "A", G_PROB, "no_answer", "boxed", r"كتب المعلم: «الجواب $\boxed{\frac{7}{36}}$». لا أعرف كيف أحصل عليه.", "ar: 'The teacher wrote: «the answer is 7/36». I do not know how to get it.'"),
    m("q_m_vi_ok_gia_su", "B", G_ZERO, "correct", "boxed", r"Giả sử $f(5) = 1$; điều đó sai, vì " + ZERO + r"Vậy đáp án là $\boxed{0}$.", "vi: 'Suppose f(5) = 1; that is false, because ...' then 'So the answer is 0'"),
    m("q_m_hi_user_turn_only", "A", G_CPX, "no_answer", "boxed", r"आइए $(3 + 2i)(2 - i)$ को विस्तार से लिखें।" + IM_USER + r"उत्तर $\boxed{8 + i}$ है।", "hi: 'Let us expand (3+2i)(2-i).' then the gold only in an invented user turn ('the answer is 8+i')"),
    m("q_m_de_ok_partner_wrong", "B", G_SQRT, "correct", "boxed", SQRT + r"Mein Partner meint $11\sqrt{5}$, aber richtig ist $\boxed{5\sqrt{11}}$.", "de: 'My partner thinks 11 sqrt5, but the right one is 5 sqrt11.'"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ja_fullwidth_other", "A", "142", "wrong", "answer_is", ROLL_SLIP + "答えは１２４個です。", "ja: full-width digits, 'the answer is 124 (pieces)'"),
    g("b_ja_ok_fullwidth", "B", "142", "correct", "answer_is", ROLL + "答えは１４２個です。", "ja: full-width digits, 'the answer is 142 (pieces)'"),
    g("b_ar_indic_other", "A", "142", "wrong", "answer_is", ROLL_SLIP + "الجواب هو ١٢٤.", "ar: Arabic-Indic digits ١٢٤ = 124"),
    g("b_ar_ok_indic", "B", "142", "correct", "answer_is", ROLL + "الجواب هو ١٤٢.", "ar: Arabic-Indic digits ١٤٢ = 142, 'the answer is 142'"),
    g("b_ar_ok_rlm", "B", "46335", "correct", "hash", RENT + "\u200f#### 46335\u200f", "a right-to-left mark U+200F around the #### line"),
    g("b_hi_devanagari_other", "A", "142", "wrong", "answer_is", ROLL_SLIP + "उत्तर: १२४", "hi: Devanagari digits १२४ = 124"),
    g("b_hi_ok_devanagari", "B", "142", "correct", "answer_is", ROLL + "उत्तर: १४२", "hi: Devanagari digits १४२ = 142, 'Answer: 142'"),
    g("b_zh_ok_ideographic_space", "B", "142", "correct", "answer_is", ROLL + "答案：\u3000142", "zh: 'Answer:' then an ideographic space U+3000 and 142"),
    g("b_ko_ok_crlf", "B", "20", "correct", "answer_is", (AGE + "답: 20").replace("\n", "\r\n"), "ko: 'Answer: 20', CRLF line ends"),
    g("b_vi_ok_nfd", "B", "5", "correct", "answer_is", EGGR + NFD, "vi: 'the answer is 5 eggs' in decomposed (NFD) diacritics"),
    g("b_ru_ok_bom", "B", "142", "correct", "answer_is", "\ufeff" + ROLL + "Ответ: 142", "ru: a BOM first, 'Answer: 142'"),
    g("b_ru_bom_other", "A", "142", "wrong", "answer_is", "\ufeff" + ROLL_SLIP + "Ответ: 124", "ru: a BOM first, 'Answer: 124'"),
    m("b_m_ja_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB.replace(" = 455$.", "$.") + r"答えは $\boxed{45", "ja: 'the answer is' then cut inside the box"),
    m("b_m_ko_ok_gold_newline", "B", G_VEC + "\n", "correct", "boxed", VEC + r"답: $\boxed{9}$", "ko: 'Answer: 9'; a gold with a trailing newline"),
    # ================================================================ 9. MATH twins across the classes
    m("t_m_zh_swapped", "A", G_SQRT, "wrong", "tag", th(SQRT_SLIP) + r"<answer>化简后为 $11\sqrt{5}$。</answer>", "zh: 'after simplifying it is 11 sqrt5'"),
    m("t_m_zh_ok_sentence", "B", G_SQRT, "correct", "tag", th(SQRT) + r"<answer>化简后为 $5\sqrt{11}$。</answer>", "zh: 'after simplifying it is 5 sqrt11'"),
    m("t_m_ja_open", "A", G_INT, "wrong", "tag", th(INT) + r"<answer>解は $-5 < x < 2$ です。</answer>", "ja: 'the solution is -5 < x < 2' (endpoints dropped)"),
    m("t_m_ja_ok_inequality", "B", G_INT, "correct", "tag", th(INT) + r"<answer>解は $-5 \le x \le 2$ です。</answer>", "ja: 'the solution is -5 <= x <= 2' (the interval as an inequality)"),
    m("t_m_tr_not_gold", "A", G_BASE, "no_answer", "tag", th(BASE) + "<answer>Cevap 147 değil.</answer>", "tr: 'the answer is not 147', nothing else"),
    m("t_m_ko_ok_box", "B", G_BASE, "correct", "tag", th(BASE) + r"<answer>$\boxed{147}$입니다</answer>", "ko: 'it is 147' (입니다 after the box)"),
    m("t_m_vi_miscount", "A", G_PROB, "wrong", "tag", th(PROB_SLIP) + r"<answer>Xác suất là $\frac{1}{6}$.</answer>", "vi: 'the probability is 1/6' (30 counted, 35 missed)"),
    m("t_m_vi_ok", "B", G_PROB, "correct", "tag", th(PROB) + r"<answer>Xác suất là $\frac{7}{36}$.</answer>", "vi: 'the probability is 7/36'"),
    m("t_m_ar_other", "A", G_RAD, "wrong", "tag", th(RAD) + r"<answer>الجواب هو $\frac{5\pi}{12}$</answer>", "ar: 'the answer is 5pi/12' (the working's 7pi/12 not carried)"),
    m("t_m_ar_ok", "B", G_RAD, "correct", "tag", th(RAD) + r"<answer>الجواب هو $\frac{7\pi}{12}$</answer>", "ar: 'the answer is 7pi/12'"),
    m("t_m_hi_near_zero", "A", G_ZERO, "wrong", "tag", th(ZERO) + r"<answer>उत्तर लगभग $10^{-9}$ है।</answer>", "hi: 'the answer is approximately 10^-9' against gold 0"),
    m("t_m_hi_ok", "B", G_ZERO, "correct", "tag", th(ZERO) + "<answer>उत्तर 0 है।</answer>", "hi: 'the answer is 0'"),
    m("h_m_pt_other", "A", G_VEC, "wrong", "hash", VEC_SLIP + "Resposta: #### 15", "pt: 'Answer: #### 15' (coordinates summed)"),
    m("h_m_pt_ok", "B", G_VEC, "correct", "hash", VEC + "Resposta: #### 9", "pt: 'Answer: #### 9'"),
    m("h_m_it_other", "A", G_BASE, "wrong", "hash", BASE + "La risposta è: #### 146", "it: 'The answer is: #### 146' (the working's sum is 147)"),
    m("h_m_it_ok", "B", G_BASE, "correct", "hash", BASE + "La risposta è: #### 147", "it: 'The answer is: #### 147'"),
    m("x_m_tr_decimal_pi", "A", G_RAD, "wrong", "boxed", RAD + r"Cevap yaklaşık $\boxed{1.8326}$ radyandır.", "tr: 'the answer is approximately 1.8326 radians' (7pi/12 = 1.83259...)"),
    m("x_m_it_ok_reordered", "B", G_CPX, "correct", "boxed", CPX + r"Il risultato è $\boxed{i + 8}$.", "it: 'the result is i + 8'"),
    m("u_m_ko_man", "A", G_COMB, "wrong", "answer_is", COMB + "답: 455만 가지", "ko: 'Answer: 4,550,000 ways' (만 = ten thousand)"),
    m("u_m_ko_ok_gaji", "B", G_COMB, "correct", "answer_is", COMB + "답: 455가지", "ko: 'Answer: 455 ways' (가지 = kinds, a counter, attached)"),
    m("u_m_hi_hazar", "A", G_COMB, "wrong", "prose_sentence", COMB + "कुल 455 हज़ार तरीके हैं।", "hi: 'there are 455 thousand ways in all'"),
    m("u_m_hi_ok", "B", G_COMB, "correct", "prose_sentence", COMB + "कुल 455 तरीके हैं।", "hi: 'there are 455 ways in all'"),
    m("u_m_ar_ok_units", "B", G_VEC, "correct", "boxed", VEC + r"الطول هو $\boxed{9}$ وحدات.", "ar: 'the length is 9 units'"),
    m("q_m_fr_si", "A", G_ROOTS, "no_answer", "answer_is", r"Si les racines étaient $-2$ et $\frac{2}{3}$, on aurait $3x^2 + 4x - 4 = (3x - 2)(x + 2)$ ; je n'ai pas pu le vérifier.", "fr: 'If the roots were -2 and 2/3, we would have ...; I could not check it.'"),
    m("q_m_fr_ok_suppose_refuted", "B", G_ROOTS, "correct", "boxed", r"Si l'on suppose $x = 2$, on trouve $12 + 8 - 4 = 16 \neq 0$ ; donc $2$ n'est pas racine. " + ROOTS + r"Les racines sont $\boxed{-2, \frac{2}{3}}$.", "fr: 'Supposing x = 2 gives 16, not 0; so 2 is not a root.' then 'The roots are -2, 2/3.'"),
    m("q_m_it_book_only", "A", G_RAD, "no_answer", "answer_is", r"Il libro dice: «$105^\circ = \frac{7\pi}{12}$». Non so perché.", "it: 'The book says: «105 degrees = 7pi/12». I do not know why.'"),
    m("q_m_tr_ok_book_wrong", "B", G_RAD, "correct", "boxed", RAD + r"Kitapta $\frac{5\pi}{12}$ yazıyor ama bu $75^\circ$ içindir; cevap $\boxed{\frac{7\pi}{12}}$.", "tr: 'The book says 5pi/12 but that is for 75 degrees; the answer is 7pi/12.'"),
    m("q_m_pt_reported_other", "A", G_LOG, "wrong", "boxed", LOG_SLIP + r"Meu professor disse $\frac{5}{2}$, mas eu obtive $\boxed{\frac{2}{5}}$.", "pt: 'My teacher said 5/2, but I got 2/5.'"),
    m("r_m_ru_ispravlenie", "A", G_INT, "wrong", "boxed", INT + r"Ответ: $\boxed{[-5, 2]}$." + "\n" + r"Исправление: концы не входят, ответ $\boxed{(-5, 2)}$.", "ru: 'Answer: [-5, 2]. Correction: the endpoints are not included, the answer is (-5, 2).'"),
    m("r_m_ru_ok_check", "B", G_INT, "correct", "boxed", INT + r"Ответ: $\boxed{[-5, 2]}$." + "\n" + r"Проверка: при $x = 2$ имеем $|7| = 7 \le 7$ ✓", "ru: 'Answer: [-5, 2]. Check: at x = 2, |7| = 7 <= 7'"),
    m("r_m_vi_sua_lai", "A", G_ZERO, "wrong", "boxed", ZERO + r"Đáp án: $\boxed{0}$. Sửa lại: $\boxed{250}$.", "vi: 'Answer: 0. Correction: 250.'"),
    m("r_m_vi_ok_pleasantry", "B", G_ZERO, "correct", "boxed", ZERO + r"Đáp án: $\boxed{0}$. Chúc bạn học tốt!", "vi: 'Answer: 0. Good luck with your studies!'"),
    m("r_m_ar_tashih", "A", G_PROB, "wrong", "boxed", PROB + r"الجواب $\boxed{\frac{7}{36}}$. تصحيح: $\boxed{\frac{1}{6}}$.", "ar: 'The answer is 7/36. Correction: 1/6.'"),
    m("r_m_hi_ok_check", "B", G_LOG, "correct", "boxed", LOG + r"अतः उत्तर $\boxed{\frac{5}{2}}$ है। जाँच: $9^{5/2} = 3^5 = 243$ ✓", "hi: 'So the answer is 5/2. Check: 9^(5/2) = 3^5 = 243'"),
    m("b_m_ru_bom_other", "A", G_SQRT, "wrong", "boxed", "\ufeff" + SQRT_SLIP + r"Ответ: $\boxed{11\sqrt{5}}$", "ru: a BOM first, 'Answer: 11 sqrt5'"),
    m("b_m_de_ok_crlf", "B", G_SQRT, "correct", "boxed", (SQRT + r"Antwort: $\boxed{5\sqrt{11}}$").replace("\n", "\r\n"), "de: 'Answer: 5 sqrt11', CRLF line ends"),
    m("b_m_ar_ok_rlm", "B", G_CPX, "correct", "boxed", CPX + "\u200f" + r"الجواب: $\boxed{8 + i}$", "ar: a right-to-left mark U+200F, then 'Answer: 8+i'"),
    m("b_m_zh_ok_fullwidth_comma", "B", G_INT, "correct", "boxed", INT + r"答案：$\boxed{[-5，2]}$", "zh: 'Answer:' then the interval with a full-width comma U+FF0C"),
]
# fmt: on

DECISIONS = {
    "x_de_ok_thousands_dot": (
        "accept",
        "in a German sentence 46.335 $ is forty-six thousand three hundred thirty-five dollars; "
        "the working's 46335 leaves no other reading",
    ),
    "r_m_it_new_problem": (
        "accept",
        "the last box answers a self-set 'extra exercise', not this problem (issue 25 class 4: "
        "self-set new problems after the committed answer); the answer to this problem is 9",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam53", CASES, [], DECISIONS)
