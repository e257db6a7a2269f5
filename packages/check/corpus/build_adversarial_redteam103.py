r"""Build adversarial_redteam103.jsonl: a hundred-and-third round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam103", issue 25), written by a helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any other
round's builder but round 21's, and WITHOUT running the checker, math-verify, sympy or any grader on
the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md (label
conventions), corpus_build.py and build_adversarial_redteam21.py (structure) were read.

Aim of this round: final answers written in languages other than English, 29 languages (Chinese,
Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Malay, Thai, Greek, Hebrew, Czech,
Swedish, Romanian, Hungarian, Swahili, Tagalog) and a few mixed-language outputs, about 70 % GSM8K and
30 % MATH: each language's answer phrases, decimal commas and thousands separators (1.248, 2 490,
2,50,000), scale words (万, mil, lakh, nghìn, ribu, elfu), counted nouns and units after the value
(also after `####`), number words, native digits (Arabic-Indic, Persian, Bengali, Thai), negation and
correction idioms, self-corrections inside an answer tag, glosses after the value, checks after the
answer, reported and hypothetical speech, answer tags holding sentences. Every non-English answer
sentence has an English gloss in its note.

Problems (each language has its own GSM8K problem; arithmetic checked by hand, python used for
plain arithmetic only):
  zh 24 bottles x 15 crates = 360, minus 57 drunk -> 303
  ja 7 apples at 180 yen = 1260, plus milk 95 yen -> 1355
  ko 2.4 km a day for 15 days -> 36
  ru 4.5 kg at 120 roubles -> 540
  uk 84 pupils, 25 % of them -> 21
  es 1,250 euros a month for 12 months -> 15000
  pt 3 items at 4.65 reais -> 13.95
  fr 2 tickets at 1,245 euros -> 2490
  de 5 boards of 2.5 m -> 12.5
  it 3 cartons of 12 eggs -> 36
  nl 1,800 euros shared by 4 -> 450
  pl 7.5 hours at 24 zloty -> 180
  tr 1,500 lira minus 375 -> 1125
  ar 45 books at 8 riyals -> 360
  fa 6 boxes of 12 pencils -> 72
  hi 50 people giving 5,000 rupees -> 250000 (2,50,000 = 2.5 lakh)
  bn 8 rows of 15 chairs -> 120
  vi 6 notebooks at 45,000 dong -> 270000
  id 3 tickets at Rp12,500 -> 37500
  ms 6 plates at RM3.50 -> 21
  th 4 shirts at 150 baht -> 600
  el 5 bags of 3.6 kg -> 18
  he 240 sweets shared among 8 children -> 30
  cs 3 tickets at 2,450 crowns -> 7350
  sv 4 books at 12.50 kronor -> 50
  ro 1,200 lei less 15 % -> 1020 (15 % of 1200 = 180)
  hu 8 tickets at 350 forints -> 2800
  sw 5 sacks at 1,200 shillings -> 6000
  tl 7 kilos at 45 pesos -> 315
  and five more: zh 3000 yuan a month for 12 months -> 36000 (3.6 万); ru 1250 roubles a month for
  12 months -> 15000; ko 3,000 won a month for 12 months -> 36000 (3만 6천); de 1,250 euros a month
  for 12 months -> 15000; es 1,500 euros less 375 -> 1125
MATH (shared, written in each language's words):
  M_FR  1/3 + 1/4 -> \frac{7}{12}
  M_RAD \sqrt{48} -> 4\sqrt{3}
  M_INT x^2 - 3x - 10 <= 0 -> [-2, 5]   (roots -2 and 5: 4 + 6 - 10 = 0, 25 - 15 - 10 = 0)
  M_SYS x + y = 1, x - y = 3 -> (2, -1)
  M_CPX (1 + i)^2 + 3 -> 3 + 2i          ((1 + i)^2 = 1 + 2i - 1 = 2i)
  M_DEG interior angle of a regular 12-gon -> 150 (degrees; 180 * 10 / 12 = 150)
  M_POL (x - 2)(x - 3) expanded -> x^2 - 5x + 6
  M_SET roots of x^2 - 5x + 4 = 0 -> 1, 4
  M_VEC (1, 2) + (2, -3) as a column vector -> \begin{pmatrix} 3 \\ -1 \end{pmatrix}
  M_HALF 5 / 2 -> \frac{5}{2}

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, approximations, native digits); `n_` negation, strike-out, annotation;
`u_` words after a number (counted nouns, units, scale words, words that change the value); `r_`
retractions and corrections after the answer, and harmless checks after it; `q_` quoted, reported,
hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. The language code
follows the prefix (`t_zh_...`); `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Label conventions (corpus/README.md and round 21): the last final answer counts; a hedge, two
different final answers or a right number only in the working is `wrong`; no final answer (a
negation with nothing after, only a quotation, a hypothetical or a reported claim, a cut-off) is
`no_answer`; equal in value but written differently (decimal comma, local thousands separator,
native digits, a scale word such as 万 / lakh / mil / ribu, a number word) is `correct`; another
quantity (a subtotal, the per-item value, the other unit) is `wrong`; a decimal for an exact
irrational or fraction that it does not equal is `wrong`; an explicit correction after an answer
makes the corrected value final; a check, gloss or pleasantry after a committed answer does not
replace it; text in an invented next turn does not count; an answer tag's content is the final
answer, read for the value its sentence states; degrees are not radians; a NUL or a lone surrogate
anywhere makes the pair bad input (kind A, `no_answer`). Debatable probes carry `"debatable": true`
and a DECISIONS entry with the decision this round proposes.

Usage: python build_adversarial_redteam103.py (in the corpus folder). Run from elsewhere it writes
adversarial_redteam103.jsonl beside itself.
"""

from pathlib import Path

import corpus_build
from corpus_build import (
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    m,
    th,
    write_probes,
)  # noqa: F401

# ================================================================ MATH working (shared)
G_FR = r"\frac{7}{12}"
W_FR = r"$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$" + "\n"
G_RAD = r"4\sqrt{3}"
W_RAD = r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$" + "\n"
G_INT = "[-2, 5]"
W_INT = r"$x^2 - 3x - 10 = (x - 5)(x + 2) \le 0$, $-2 \le x \le 5$" + "\n"
G_SYS = "(2, -1)"
W_SYS = r"$2x = 4 \Rightarrow x = 2,\ y = 1 - 2 = -1$" + "\n"
G_CPX = "3 + 2i"
W_CPX = r"$(1 + i)^2 = 1 + 2i + i^2 = 2i$, $2i + 3 = 3 + 2i$" + "\n"
G_DEG = "150"
W_DEG = r"$\frac{180^\circ \cdot (12 - 2)}{12} = \frac{1800^\circ}{12} = 150^\circ$" + "\n"
G_POL = "x^2 - 5x + 6"
W_POL = r"$(x - 2)(x - 3) = x^2 - 3x - 2x + 6 = x^2 - 5x + 6$" + "\n"
G_SET = "1, 4"
W_SET = r"$x^2 - 5x + 4 = (x - 1)(x - 4) = 0$" + "\n"
G_VEC = r"\begin{pmatrix} 3 \\ -1 \end{pmatrix}"
W_VEC = (
    r"$\begin{pmatrix} 1 \\ 2 \end{pmatrix} + \begin{pmatrix} 2 \\ -3 \end{pmatrix} = \begin{pmatrix} 3 \\ -1 \end{pmatrix}$"
    + "\n"
)
G_HALF = r"\frac{5}{2}"
W_HALF = r"$5 \div 2 = \frac{5}{2}$" + "\n"


def surr(code: str) -> str:
    """A lone surrogate U+<code> in a completion: write_records cannot encode one, so the text holds a
    private-use marker that the main block turns into the JSON escape \\u<code> after writing (the
    record then decodes to the lone surrogate, as rounds with surrogates stored them)."""
    return "\ue000SURR" + code + "\ue001"


CASES = []

# ================================================================ Chinese (zh): gold 303
ZH = "每箱有 24 瓶，15 箱共有 24 × 15 = <<24*15=360>>360 瓶。\n喝掉 57 瓶后，剩下 360 − 57 = <<360-57=303>>303 瓶。\n"
ZH_SLIP = "每箱有 24 瓶，15 箱共有 24 × 15 = 360 瓶。\n喝掉 75 瓶后，剩下 360 − 75 = 285 瓶。\n"
CASES += [
    g(
        "h_zh_ok_counted",
        "B",
        "303",
        "correct",
        "hash",
        ZH + "答案：还剩 303 瓶。\n#### 303 瓶",
        "counted noun 瓶 (bottles) after ####; '答案：还剩 303 瓶' = 'Answer: 303 bottles remain'",
    ),
    g(
        "t_zh_ok_sentence",
        "B",
        "303",
        "correct",
        "tag",
        th(ZH) + "<answer>还剩 303 瓶水。</answer>",
        "a sentence in the tag: '303 bottles of water remain'",
    ),
    g(
        "r_zh_wait",
        "A",
        "303",
        "wrong",
        "phrase",
        ZH
        + "所以答案是 303 瓶。\n等等，题目说喝掉的是 75 瓶，我看错了。360 − 75 = 285。\n最终答案：285 瓶",
        "'So the answer is 303 bottles. Wait, the problem says 75 bottles were drunk, I misread. ... Final answer: 285 bottles': the correction is final",
    ),
    g(
        "r_zh_ok_wait",
        "B",
        "303",
        "correct",
        "phrase",
        ZH_SLIP
        + "等等，喝掉的是 57 瓶，不是 75 瓶。重新计算：360 − 57 = 303。\n所以最终答案是 303 瓶。",
        "'Wait, 57 bottles were drunk, not 75. Recomputing ... So the final answer is 303 bottles': corrected to the gold",
    ),
    g(
        "n_zh_not_but",
        "A",
        "303",
        "wrong",
        "phrase",
        ZH + "检查：如果没有喝掉，应是 360 瓶。\n所以答案不是 303 瓶，而是 360 瓶。",
        "'So the answer is not 303 bottles but 360 bottles': the negated gold is refused, 360 (the total) is final",
    ),
    g(
        "n_zh_ok_not_but",
        "B",
        "303",
        "correct",
        "phrase",
        ZH + "所以答案不是 360 瓶，而是 303 瓶。",
        "'So the answer is not 360 bottles but 303 bottles': the gold is the affirmed value",
    ),
    g(
        "q_zh_hypo",
        "A",
        "303",
        "wrong",
        "phrase",
        ZH_SLIP + "答案：285 瓶。\n（如果喝掉的是 57 瓶，答案就是 303 瓶。）",
        "'Answer: 285 bottles. (If 57 bottles had been drunk, the answer would be 303 bottles.)' the gold only in a hypothetical after the final answer",
    ),
    g(
        "b_zh_nul",
        "A",
        "303",
        "no_answer",
        "phrase",
        ZH + "答案：303\u0000",
        "a NUL after the right answer: bad input -> no_answer",
    ),
    m(
        "x_zh_m_approx",
        "A",
        G_FR,
        "wrong",
        "phrase",
        W_FR + "所以概率约为 0.58。",
        "'So the probability is about 0.58': a decimal approximation of 7/12 (0.5833...) is not equal",
    ),
    m(
        "t_zh_m_ok_sentence",
        "B",
        G_FR,
        "correct",
        "tag",
        th(W_FR) + r"<answer>概率为 $\dfrac{7}{12}$。</answer>",
        "'The probability is 7/12' in the tag, \\dfrac",
    ),
    m(
        "q_zh_m_other_part",
        "A",
        G_SET,
        "wrong",
        "boxed",
        W_SET
        + "（1）方程的根为 $1$ 和 $4$。\n（2）两根之和为 $1 + 4 = 5$。\n\n所以答案是 $\\boxed{5}$。",
        "'(1) the roots are 1 and 4. (2) the sum of the roots is 5. So the answer is \\boxed{5}': the boxed final answer is another quantity",
    ),
]

# ================================================================ Chinese scale word 万 (gold 36000)
ZH2 = "每月存 3000 元，一年 12 个月共存 3000 × 12 = 36000 元。\n"
CASES += [
    g(
        "u_zh_ok_wan",
        "B",
        "36000",
        "correct",
        "phrase",
        ZH2 + "答案：一年共存 3.6 万元。",
        "'Answer: 36 thousand (3.6 万) yuan saved in a year': 3.6 万 = 36000",
    ),
    g(
        "u_zh_wan_wrong",
        "A",
        "36000",
        "wrong",
        "phrase",
        "每月存 3000 元，一年共存 3000 × 12 = 36000 元。\n答案：36000 万元。",
        "'Answer: 36000 万 yuan' = 360,000,000 yuan: the scale word multiplies the value",
    ),
    g(
        "u_zh_ok_chinese_numerals",
        "B",
        "36000",
        "correct",
        "phrase",
        ZH2 + "答：一年共存三万六千元。",
        "'Answer: saved thirty-six thousand yuan in a year' in Chinese numerals 三万六千 = 36000",
    ),
]

# ================================================================ Japanese (ja): gold 1355
JA = "りんご 7 個で 180 × 7 = 1260 円、牛乳が 95 円なので、合計は 1260 + 95 = 1355 円です。\n"
JA_SUB = "りんご 7 個で 180 × 7 = 1260 円です。\n"
CASES += [
    g(
        "u_ja_ok_yen",
        "B",
        "1355",
        "correct",
        "phrase",
        JA + "答え：1,355円",
        "'Answer: 1,355 yen' with a comma separator and 円",
    ),
    g(
        "u_ja_ok_kanji",
        "B",
        "1355",
        "correct",
        "phrase",
        JA + "よって、代金は千三百五十五円です。",
        "'Therefore the cost is one thousand three hundred fifty-five yen' in kanji numerals",
    ),
    g(
        "x_ja_subtotal",
        "A",
        "1355",
        "wrong",
        "phrase",
        JA_SUB + "答え：1260円",
        "'Answer: 1260 yen': the apples only, a subtotal",
    ),
    g(
        "r_ja_matigai",
        "A",
        "1355",
        "wrong",
        "phrase",
        JA
        + "答えは 1355 円です。\nいや、違います。牛乳は 2 本なので 1260 + 190 = 1450 円です。\n答え：1450円",
        "'The answer is 1355 yen. No, that is wrong. There are 2 milks, so ... 1450 yen. Answer: 1450 yen': the correction is final",
    ),
    g(
        "r_ja_ok_check",
        "B",
        "1355",
        "correct",
        "phrase",
        JA + "答え：1355円\n\n確認：1355 − 95 = 1260、1260 ÷ 7 = 180 なので正しいです。",
        "'Answer: 1355 yen. Check: 1355 - 95 = 1260, 1260 / 7 = 180, so it is right': a check after the answer",
    ),
    g(
        "q_ja_reported",
        "A",
        "1355",
        "no_answer",
        "prose",
        "太郎くんは「合計は 1355 円だ」と言いましたが、本当にそうでしょうか。まず、りんごの代金を計算します。180 × 7 =",
        "'Taro said \"the total is 1355 yen\", but is that really so? First we compute the apples' cost. 180 x 7 =': a reported claim, then cut off",
    ),
    m(
        "t_ja_m_ok_box",
        "B",
        G_RAD,
        "correct",
        "tag",
        th(W_RAD) + r"<answer>答えは $\boxed{4\sqrt{3}}$ です。</answer>",
        "'The answer is \\boxed{4\\sqrt3}.' inside the tag",
    ),
    m(
        "x_ja_m_decimal",
        "A",
        G_RAD,
        "wrong",
        "phrase",
        W_RAD + "答え：約 6.93",
        "'Answer: about 6.93': a decimal for 4\\sqrt3",
    ),
    m(
        "u_ja_m_ok_deg",
        "B",
        G_DEG,
        "correct",
        "phrase",
        W_DEG + "よって、1つの内角は $150^\\circ$ です。",
        "'Therefore one interior angle is 150 degrees'",
    ),
]

# ================================================================ Korean (ko): gold 36
KO = "하루에 2.4 km씩 15일 동안 걸으면 2.4 × 15 = 36 km입니다.\n"
CASES += [
    g(
        "h_ko_ok_unit",
        "B",
        "36",
        "correct",
        "hash",
        KO + "따라서 답은 36킬로미터입니다.\n#### 36 km",
        "'Therefore the answer is 36 kilometres.' then #### with km",
    ),
    g(
        "u_ko_ok_particle",
        "B",
        "36",
        "correct",
        "phrase",
        KO + "정답: 총 36km를 걸었습니다.",
        "'Answer: walked 36 km in total' (particle 를 after km)",
    ),
    g(
        "u_ko_meter",
        "A",
        "36",
        "wrong",
        "phrase",
        "하루에 2.4 km씩 15일이면 36 km이고, 이것을 미터로 바꾸면 36000 m입니다.\n답: 36000미터",
        "'... converted to metres it is 36000 m. Answer: 36000 metres': the other unit (the problem asks km)",
        True,
    ),
    g(
        "n_ko_ani",
        "A",
        "36",
        "wrong",
        "phrase",
        KO + "답은 36이 아니라 38입니다.",
        "'The answer is not 36 but 38': the negated gold",
    ),
    g(
        "r_ko_ok_check",
        "B",
        "36",
        "correct",
        "phrase",
        KO + "답: 36 km\n\n검산: 36 ÷ 15 = 2.4 ✓",
        "'Answer: 36 km. Check: 36 / 15 = 2.4 ✓'",
    ),
    g(
        "t_ko_selfcorrect",
        "A",
        "36",
        "wrong",
        "tag",
        th(KO) + "<answer>36 km... 아니, 다시 계산하면 2.4 × 16 = 38.4 km</answer>",
        "'36 km... no, recomputing 2.4 x 16 = 38.4 km': a self-correction in the tag ends 38.4",
    ),
    m(
        "x_ko_m_ok_int",
        "B",
        G_INT,
        "correct",
        "boxed",
        W_INT + "따라서 해는 $\\boxed{[-2, 5]}$입니다.",
        "'Therefore the solution is \\boxed{[-2,5]}'",
    ),
    m(
        "x_ko_m_open",
        "A",
        G_INT,
        "wrong",
        "boxed",
        W_INT + "따라서 해의 범위는 $\\boxed{(-2, 5)}$입니다.",
        "'Therefore the solution range is (-2, 5)': open interval, endpoints lost",
    ),
]

# ================================================================ Russian (ru): gold 540
RU = "4,5 кг по 120 рублей за килограмм: 4,5 · 120 = 540 рублей.\n"
CASES += [
    g(
        "u_ru_ok_rub",
        "B",
        "540",
        "correct",
        "phrase",
        RU + "Ответ: 540 руб.",
        "'Answer: 540 rub.' with the abbreviation",
    ),
    g(
        "h_ru_ok_hash_words",
        "B",
        "540",
        "correct",
        "hash",
        RU + "**Ответ:** покупка стоит 540 рублей.\n#### 540 рублей",
        "'Answer: the purchase costs 540 roubles' then #### 540 roubles",
    ),
    g(
        "x_ru_per_kg",
        "A",
        "540",
        "wrong",
        "phrase",
        RU + "Ответ: 120 рублей за килограмм.",
        "'Answer: 120 roubles per kilogram': the per-unit price",
    ),
    g(
        "r_ru_net",
        "A",
        "540",
        "wrong",
        "phrase",
        RU
        + "Ответ: 540 рублей.\n\nХотя нет, я ошибся: цена 130 рублей, значит 4,5 · 130 = 585 рублей.\nОтвет: 585 рублей.",
        "'Answer: 540 roubles. Actually no, I made a mistake: the price is 130 roubles, so ... Answer: 585 roubles'",
    ),
    g(
        "n_ru_ne",
        "A",
        "540",
        "no_answer",
        "phrase",
        "Нужно умножить 4,5 на 120. Ответ не 450 и не 540 — сначала проверим условие задачи.",
        "'We must multiply 4.5 by 120. The answer is not 450 and not 540 - first let us check the problem statement.': both negated, no answer",
    ),
    g(
        "u_ru_ok_thousand",
        "B",
        "15000",
        "correct",
        "phrase",
        "За 12 месяцев по 1250 рублей: 1250 · 12 = 15 000 рублей.\nОтвет: 15 тыс. руб.",
        "'Answer: 15 thousand rub.' (тыс. = thousand): 15 000",
    ),
    g(
        "q_ru_invented_turn",
        "A",
        "540",
        "wrong",
        "phrase",
        "4,5 · 120 = 450 рублей.\nОтвет: 450 рублей."
        + IM_USER
        + "Проверь ещё раз. Правильный ответ 540?",
        "'Answer: 450 roubles.' then an invented user turn 'Check again. Is the right answer 540?': the model's answer is 450",
    ),
    m(
        "t_ru_m_ok_sentence",
        "B",
        G_SYS,
        "correct",
        "tag",
        th(W_SYS) + "<answer>Решение системы: $x = 2$, $y = -1$.</answer>",
        "'The solution of the system: x = 2, y = -1' in the tag",
    ),
    m(
        "x_ru_m_swapped",
        "A",
        G_SYS,
        "wrong",
        "phrase",
        W_SYS + "Ответ: $(-1; 2)$.",
        "'Answer: (-1; 2)': the pair swapped (Russian semicolon notation)",
    ),
    m(
        "x_ru_m_ok_semicolon",
        "B",
        G_SYS,
        "correct",
        "phrase",
        W_SYS + "Ответ: $(2; -1)$.",
        "'Answer: (2; -1)': the Russian school notation for a pair",
    ),
]

# ================================================================ Ukrainian (uk): gold 21
UK = "25 % від 84 учнів: 84 · 0,25 = 21 учень.\n"
CASES += [
    g(
        "u_uk_ok_noun",
        "B",
        "21",
        "correct",
        "phrase",
        UK + "Відповідь: 21 учень.",
        "'Answer: 21 pupils' (singular noun after 21 in Ukrainian)",
    ),
    g(
        "x_uk_percent_rest",
        "A",
        "21",
        "wrong",
        "phrase",
        UK + "Решта: 84 − 21 = 63.\nВідповідь: 63 учні.",
        "'The rest: ... Answer: 63 pupils': the other group",
    ),
    g(
        "r_uk_ok_vybachte",
        "B",
        "21",
        "correct",
        "phrase",
        "84 · 0,25 = 12.\nВідповідь: 12.\n\nВибачте, я помилився: 84 · 0,25 = 21.\nВідповідь: 21 учень.",
        "'Answer: 12. Sorry, I made a mistake: 84 x 0.25 = 21. Answer: 21 pupils': the correction is the gold",
    ),
    g(
        "q_uk_teacher",
        "A",
        "21",
        "wrong",
        "phrase",
        "84 · 0,2 = 16,8 ≈ 17.\nВідповідь: 17 учнів. (Вчитель казав, що має вийти 21.)",
        "'Answer: 17 pupils. (The teacher said it should come out 21.)': the gold only reported",
    ),
    g(
        "n_uk_cross",
        "A",
        "21",
        "wrong",
        "phrase",
        UK + "Відповідь: ~~21~~ 22 учні.",
        "'Answer: ~~21~~ 22 pupils': the gold struck out, 22 given",
    ),
    m(
        "x_uk_m_ok_cpx",
        "B",
        G_CPX,
        "correct",
        "phrase",
        W_CPX + "Відповідь: $3 + 2i$.",
        "'Answer: 3 + 2i'",
    ),
    m(
        "x_uk_m_cpx_conj",
        "A",
        G_CPX,
        "wrong",
        "phrase",
        W_CPX + "Отже, спряжене число: $3 - 2i$.\nВідповідь: $3 - 2i$.",
        "'So the conjugate is 3 - 2i. Answer: 3 - 2i': the conjugate",
    ),
]

# ================================================================ Spanish (es): gold 15000
ES = "Gana 1.250 € al mes durante 12 meses: 1.250 × 12 = 15.000 €.\n"
CASES += [
    g(
        "x_es_ok_dot_thousands",
        "B",
        "15000",
        "correct",
        "phrase",
        ES + "**Respuesta:** 15.000 €",
        "'Answer: 15.000 EUR': the dot is a Spanish thousands separator",
    ),
    g(
        "u_es_ok_mil",
        "B",
        "15000",
        "correct",
        "phrase",
        ES + "Por lo tanto, en un año gana 15 mil euros.",
        "'Therefore in a year she earns 15 thousand euros' (mil = thousand)",
    ),
    g(
        "u_es_mill",
        "A",
        "15000",
        "wrong",
        "phrase",
        ES + "La respuesta es 15 millones de euros.",
        "'The answer is 15 million euros': the scale word changes the value",
    ),
    g(
        "r_es_ok_espera",
        "B",
        "15000",
        "correct",
        "boxed",
        th("1250 × 10 = 12500. Espera, son 12 meses, no 10. 1250 × 12 = 15000.\n")
        + "La respuesta es $\\boxed{15000}$.",
        "think: 'Wait, it is 12 months, not 10'; final 'The answer is \\boxed{15000}'",
    ),
    g(
        "r_es_corrijo",
        "A",
        "15000",
        "wrong",
        "phrase",
        ES
        + "La respuesta final es 15.000 €.\n\nCorrijo: también cobra una paga extra de 1.250 €, así que el total es 16.250 €.",
        "'The final answer is 15.000 EUR. Correction: she also gets a bonus of 1.250 EUR, so the total is 16.250 EUR': the correction is final",
    ),
    g(
        "q_es_si",
        "A",
        "15000",
        "wrong",
        "phrase",
        "Gana 1.250 € al mes durante 10 meses: 12.500 €.\nRespuesta: 12.500 €.\nSi hubiera trabajado 12 meses, habría ganado 15.000 €.",
        "'Answer: 12.500 EUR. Had she worked 12 months, she would have earned 15.000 EUR': the gold only in a counterfactual",
    ),
    g(
        "n_es_no_es",
        "A",
        "15000",
        "wrong",
        "phrase",
        ES + "Pero eso no es lo que se pregunta: el ahorro es la mitad.\nRespuesta: 7.500 €.",
        "'But that is not what is asked: the saving is half. Answer: 7.500 EUR'",
    ),
    m(
        "t_es_m_ok_frac",
        "B",
        G_HALF,
        "correct",
        "tag",
        th(W_HALF) + "<answer>El resultado es $\\frac{5}{2}$, es decir, 2,5.</answer>",
        "'The result is 5/2, that is, 2.5' (gloss after the value, decimal comma)",
    ),
    m(
        "x_es_m_ok_comma",
        "B",
        G_HALF,
        "correct",
        "phrase",
        W_HALF + "Respuesta: 2,5",
        "'Answer: 2,5': a decimal comma exactly equal to 5/2",
    ),
    m(
        "x_es_m_comma_wrong",
        "A",
        G_HALF,
        "wrong",
        "phrase",
        "$5 \\div 2 = 2,25$\nRespuesta: 2,25",
        "'Answer: 2,25' = 2.25, not 5/2",
    ),
]

# ================================================================ Portuguese (pt): gold 13.95
PT = "3 cadernos a R$ 4,65 cada: 3 × 4,65 = 13,95 reais.\n"
CASES += [
    g(
        "x_pt_ok_comma",
        "B",
        "13.95",
        "correct",
        "phrase",
        PT + "Resposta: R$ 13,95",
        "'Answer: R$ 13,95': decimal comma",
    ),
    g(
        "h_pt_ok_hash_comma",
        "B",
        "13.95",
        "correct",
        "hash",
        PT + "Portanto, a resposta é 13,95 reais.\n#### 13,95",
        "'Therefore the answer is 13,95 reais.' then #### 13,95 with a decimal comma",
    ),
    g(
        "x_pt_rounded",
        "A",
        "13.95",
        "wrong",
        "phrase",
        PT + "Resposta: aproximadamente R$ 14.",
        "'Answer: approximately R$ 14': rounded",
    ),
    g(
        "x_pt_comma_misplaced",
        "A",
        "13.95",
        "wrong",
        "phrase",
        "3 × 4,65 = 139,5 reais.\nResposta: R$ 139,50",
        "'Answer: R$ 139,50': a decimal slip, ten times the gold",
    ),
    g(
        "r_pt_ops",
        "A",
        "13.95",
        "wrong",
        "phrase",
        PT
        + "Resposta: R$ 13,95.\n\nOps, esqueci o desconto de R$ 1,00. Resposta correta: R$ 12,95.",
        "'Answer: R$ 13,95. Oops, I forgot the R$ 1,00 discount. Correct answer: R$ 12,95'",
    ),
    g(
        "q_pt_enunciado",
        "A",
        "13.95",
        "no_answer",
        "prose",
        'O enunciado diz: "Ana gastou R$ 13,95?" Vamos verificar. Primeiro, 3 × 4,65',
        "'The statement says: \"Did Ana spend R$ 13,95?\" Let us check. First, 3 x 4,65' : the question quoted, cut before any answer",
    ),
    g(
        "t_pt_ok_sentence",
        "B",
        "13.95",
        "correct",
        "tag",
        th(PT) + "<answer>Ana gastou R$ 13,95 no total.</answer>",
        "'Ana spent R$ 13,95 in total' in the tag",
    ),
    m(
        "n_pt_m_nao",
        "A",
        G_POL,
        "wrong",
        "phrase",
        W_POL + "Resposta: $x^2 + 5x + 6$, não $x^2 - 5x + 6$.",
        "'Answer: x^2 + 5x + 6, not x^2 - 5x + 6': the gold negated",
    ),
    m(
        "t_pt_m_ok_pol",
        "B",
        G_POL,
        "correct",
        "tag",
        th(W_POL) + "<answer>$(x-2)(x-3) = x^2 - 5x + 6$</answer>",
        "an equation chain in the tag ending in the gold",
    ),
]

# ================================================================ French (fr): gold 2490
FR = "Deux billets à 1 245 € : 2 × 1 245 = 2 490 €.\n"
CASES += [
    g(
        "x_fr_ok_space",
        "B",
        "2490",
        "correct",
        "phrase",
        FR + "**Réponse :** 2 490 €",
        "'Answer: 2 490 EUR': space thousands separator, French space before the colon",
    ),
    g(
        "x_fr_ok_nbsp",
        "B",
        "2490",
        "correct",
        "phrase",
        FR + "La réponse est donc 2\u202f490\u00a0euros.",
        "'The answer is therefore 2 490 euros' with a narrow no-break space and a no-break space",
    ),
    g(
        "u_fr_ok_milliers",
        "B",
        "2490",
        "correct",
        "phrase",
        FR + "Donc le total est de deux mille quatre cent quatre-vingt-dix euros.",
        "'So the total is two thousand four hundred ninety euros' in words (quatre-vingt-dix = 90)",
    ),
    g(
        "r_fr_non_attendez",
        "A",
        "2490",
        "wrong",
        "phrase",
        FR
        + "La réponse est 2 490 €.\n\nNon, attendez : il y a trois billets, donc 3 × 1 245 = 3 735 €.\n\nRéponse finale : 3 735 €",
        "'The answer is 2 490 EUR. No, wait: there are three tickets, so ... Final answer: 3 735 EUR'",
    ),
    g(
        "r_fr_ok_verif",
        "B",
        "2490",
        "correct",
        "phrase",
        FR + "Réponse : 2 490 €.\n\nVérification : 2 490 ÷ 2 = 1 245. C'est bien cela.",
        "'Answer: 2 490 EUR. Check: 2 490 / 2 = 1 245. That is right.'",
    ),
    g(
        "n_fr_pas",
        "A",
        "2490",
        "no_answer",
        "phrase",
        "Ce n'est pas 2 490 € : il faut d'abord connaître le prix exact d'un billet, qui n'est pas donné clairement.",
        "'It is not 2 490 EUR: one must first know the exact price of a ticket, which is not given clearly': a negation, no answer",
    ),
    g(
        "u_fr_milliards",
        "A",
        "2490",
        "wrong",
        "phrase",
        FR + "Réponse : 2 490 milliards d'euros.",
        "'Answer: 2 490 billion euros': the scale word changes the value",
    ),
    g(
        "q_fr_eleve",
        "A",
        "2490",
        "wrong",
        "phrase",
        "Un élève répondrait « 2 490 € », mais il oublie les frais de 15 € par billet : 2 × 1 260 = 2 520 €.\nRéponse : 2 520 €",
        "'A pupil would answer \"2 490 EUR\", but forgets the 15 EUR fee per ticket: ... Answer: 2 520 EUR': the gold is reported speech",
    ),
    m(
        "x_fr_m_ok_virgule",
        "B",
        G_HALF,
        "correct",
        "phrase",
        W_HALF + "Réponse : $2{,}5$",
        "'Answer: 2{,}5': LaTeX decimal comma = 5/2",
    ),
    m(
        "u_fr_m_rad",
        "A",
        G_DEG,
        "wrong",
        "phrase",
        W_DEG + "En radians : $\\frac{5\\pi}{6}$.\nRéponse : $\\frac{5\\pi}{6}$",
        "'In radians: 5pi/6. Answer: 5pi/6': radians for a degree gold",
    ),
    m(
        "t_fr_m_ok_set",
        "B",
        G_SET,
        "correct",
        "tag",
        th(W_SET) + "<answer>Les solutions sont $x = 1$ et $x = 4$.</answer>",
        "'The solutions are x = 1 and x = 4' in the tag",
    ),
]

# ================================================================ German (de): gold 12.5
DE = "5 Bretter zu je 2,5 m: 5 · 2,5 = 12,5 m.\n"
CASES += [
    g(
        "x_de_ok_comma",
        "B",
        "12.5",
        "correct",
        "phrase",
        DE + "**Antwort:** Insgesamt sind es 12,5 m.",
        "'Answer: In total it is 12,5 m': decimal comma",
    ),
    g(
        "h_de_ok_hash_unit",
        "B",
        "12.5",
        "correct",
        "hash",
        DE + "Die Antwort lautet 12,5 Meter.\n#### 12,5 m",
        "'The answer is 12,5 metres' then #### 12,5 m",
    ),
    g(
        "x_de_ok_halb",
        "B",
        "12.5",
        "correct",
        "phrase",
        DE + "Antwort: zwölfeinhalb Meter.",
        "'Answer: twelve and a half metres' as one German number word",
    ),
    g(
        "u_de_cm",
        "A",
        "12.5",
        "wrong",
        "phrase",
        DE + "Das sind 1250 cm.\nAntwort: 1250 cm",
        "'That is 1250 cm. Answer: 1250 cm': the other unit",
        True,
    ),
    g(
        "r_de_moment",
        "A",
        "12.5",
        "wrong",
        "phrase",
        DE
        + "Antwort: 12,5 m\n\nMoment, jedes Brett wird noch um 0,5 m gekürzt: 5 · 2 = 10 m.\nAntwort: 10 m",
        "'Answer: 12,5 m. Wait, each board is shortened by 0,5 m: ... Answer: 10 m'",
    ),
    g(
        "r_de_ok_probe",
        "B",
        "12.5",
        "correct",
        "phrase",
        DE + "Antwort: 12,5 m.\n\nProbe: 12,5 : 5 = 2,5 ✓ Die Rechnung stimmt.",
        "'Answer: 12,5 m. Check: 12,5 : 5 = 2,5 ✓ The calculation is correct.'",
    ),
    g(
        "n_de_nicht",
        "A",
        "12.5",
        "wrong",
        "phrase",
        DE + "Die Antwort ist also nicht 12,5 m, sondern 12 m, weil die Bretter überlappen.",
        "'So the answer is not 12,5 m but 12 m, because the boards overlap'",
    ),
    g(
        "t_de_ok_sentence",
        "B",
        "12.5",
        "correct",
        "tag",
        th(DE) + "<answer>Die Bretter sind zusammen 12,5 m lang.</answer>",
        "'Together the boards are 12,5 m long' in the tag",
    ),
    g(
        "t_de_ok_selfcorrect",
        "B",
        "12.5",
        "correct",
        "tag",
        th(DE) + "<answer>10 m – nein, Korrektur: 5 · 2,5 = 12,5 m</answer>",
        "'10 m - no, correction: 5 x 2,5 = 12,5 m' in the tag: the self-correction is the gold",
    ),
    m(
        "x_de_m_decimal",
        "A",
        G_FR,
        "wrong",
        "phrase",
        W_FR + "Ergebnis: $\\approx 0{,}583$",
        "'Result: about 0,583': a rounded decimal for 7/12",
    ),
    m(
        "t_de_m_ok_vec",
        "B",
        G_VEC,
        "correct",
        "tag",
        th(W_VEC) + "<answer>Der Vektor ist $\\begin{pmatrix} 3 \\\\ -1 \\end{pmatrix}$.</answer>",
        "'The vector is (3, -1)^T' in the tag",
    ),
]

# ================================================================ Italian (it): gold 36
IT = "3 confezioni da 12 uova: 3 × 12 = 36 uova.\n"
CASES += [
    g(
        "u_it_ok_uova",
        "B",
        "36",
        "correct",
        "phrase",
        IT + "Risposta: 36 uova.",
        "'Answer: 36 eggs'",
    ),
    g(
        "u_it_dozzine",
        "A",
        "36",
        "wrong",
        "phrase",
        IT + "Risposta: 36 dozzine di uova.",
        "'Answer: 36 dozen eggs' = 432: the word changes the value",
    ),
    g(
        "u_it_ok_tre_dozzine",
        "B",
        "36",
        "correct",
        "phrase",
        IT + "Quindi Marco ha 36 uova, cioè tre dozzine.",
        "'So Marco has 36 eggs, that is, three dozen': a gloss after the value",
        True,
    ),
    g(
        "x_it_confezioni",
        "A",
        "36",
        "wrong",
        "phrase",
        IT + "Risposta: 3 confezioni.",
        "'Answer: 3 cartons': another quantity",
    ),
    g(
        "r_it_anzi",
        "A",
        "36",
        "wrong",
        "phrase",
        IT + "La risposta è 36. Anzi no: due uova si sono rotte, quindi 34.",
        "'The answer is 36. Actually no: two eggs broke, so 34'",
    ),
    g(
        "q_it_domanda",
        "A",
        "36",
        "wrong",
        "phrase",
        "3 × 12 = 36 uova in totale; ne usa 4.\nRisposta: 32 uova.\n\nDomanda successiva: e se non ne usasse nessuna? Allora sarebbero 36.",
        "'Answer: 32 eggs. Next question: and if he used none? Then it would be 36': a self-set new question after the answer",
    ),
    m(
        "n_it_m_non",
        "A",
        G_CPX,
        "no_answer",
        "phrase",
        "Il risultato non è $3 + 2i$, come si potrebbe pensare. Ricontrolliamo il quadrato di $1 + i$...",
        "'The result is not 3 + 2i, as one might think. Let us recheck the square of 1 + i...': negated, no answer",
    ),
    m(
        "x_it_m_ok_box",
        "B",
        G_CPX,
        "correct",
        "boxed",
        W_CPX + "Quindi il risultato è $\\boxed{3+2i}$.",
        "'So the result is \\boxed{3+2i}'",
    ),
]

# ================================================================ Dutch (nl): gold 450
NL = "€ 1.800 verdeeld over 4 personen: 1.800 : 4 = 450 euro.\n"
CASES += [
    g(
        "u_nl_ok_euro",
        "B",
        "450",
        "correct",
        "phrase",
        NL + "Antwoord: ieder krijgt € 450,-.",
        "'Answer: each gets EUR 450,-' (the Dutch ',-' for whole euros)",
    ),
    g(
        "x_nl_ok_komma",
        "B",
        "450",
        "correct",
        "phrase",
        NL + "Het antwoord is € 450,00.",
        "'The answer is EUR 450,00': decimal comma",
    ),
    g(
        "r_nl_nee_wacht",
        "A",
        "450",
        "wrong",
        "phrase",
        NL
        + "Antwoord: € 450.\n\nNee wacht, het zijn 5 personen: 1.800 : 5 = 360.\nAntwoord: € 360.",
        "'Answer: EUR 450. No wait, there are 5 people: ... Answer: EUR 360'",
    ),
    g(
        "n_nl_geen",
        "A",
        "450",
        "wrong",
        "phrase",
        NL + "Dus niet € 450 per persoon, maar € 900 per tweetal.\nAntwoord: € 900",
        "'So not EUR 450 per person, but EUR 900 per pair. Answer: EUR 900'",
    ),
    g(
        "h_nl_ok_hash",
        "B",
        "450",
        "correct",
        "hash",
        NL + "Het antwoord is 450.\n#### 450 euro",
        "'The answer is 450.' then #### 450 euro",
    ),
    m(
        "x_nl_m_ok_sqrt",
        "B",
        G_RAD,
        "correct",
        "phrase",
        "$\\sqrt{48} = \\sqrt{16}\\cdot\\sqrt{3}$\nAntwoord: $4\\sqrt3$",
        "'Answer: 4\\sqrt3' without braces",
    ),
    m(
        "x_nl_m_sqrt_wrong",
        "A",
        G_RAD,
        "wrong",
        "phrase",
        "$\\sqrt{48} = \\sqrt{4}\\cdot\\sqrt{12}$\nAntwoord: $2\\sqrt{12}$... dus $\\sqrt{48} = 3\\sqrt{4}$.\nHet antwoord is $3\\sqrt{4}$.",
        "'Answer: 2\\sqrt12... so ... The answer is 3\\sqrt4' = 6, wrong",
    ),
]

# ================================================================ Polish (pl): gold 180
PL = "7,5 godziny po 24 zł: 7,5 · 24 = 180 zł.\n"
CASES += [
    g(
        "u_pl_ok_zl",
        "B",
        "180",
        "correct",
        "phrase",
        PL + "Odpowiedź: Zarobi 180 zł.",
        "'Answer: He will earn 180 zloty'",
    ),
    g(
        "h_pl_ok_hash",
        "B",
        "180",
        "correct",
        "hash",
        PL + "Odp. 180 zł\n#### 180 zł",
        "'Ans. 180 zl' then #### 180 zl",
    ),
    g(
        "x_pl_hours",
        "A",
        "180",
        "wrong",
        "phrase",
        "7,5 · 24 = 180 zł za dzień? Nie, liczymy godziny: 7,5 h.\nOdpowiedź: 7,5 godziny.",
        "'... No, we count hours: 7,5 h. Answer: 7,5 hours': another quantity",
    ),
    g(
        "r_pl_poprawka",
        "A",
        "180",
        "wrong",
        "phrase",
        PL + "Odpowiedź: 180 zł.\nPoprawka: stawka wynosi 26 zł, więc 7,5 · 26 = 195 zł.",
        "'Answer: 180 zl. Correction: the rate is 26 zl, so ... = 195 zl'",
    ),
    g(
        "n_pl_przekreslone",
        "A",
        "180",
        "wrong",
        "phrase",
        PL + "Odpowiedź: <s>180 zł</s> 168 zł (po odjęciu 12 zł podatku).",
        "'Answer: <s>180 zl</s> 168 zl (after subtracting 12 zl tax)': the gold struck out",
    ),
    g(
        "u_pl_ok_slownie",
        "B",
        "180",
        "correct",
        "phrase",
        PL + "Odpowiedź: sto osiemdziesiąt złotych.",
        "'Answer: one hundred eighty zloty' in words",
    ),
    m(
        "q_pl_m_zalozmy",
        "A",
        G_INT,
        "no_answer",
        "phrase",
        "Załóżmy, że rozwiązaniem jest $[-2, 5]$. Sprawdźmy, czy $x = 6$ spełnia nierówność: $36 - 18 - 10 = 8 > 0$...",
        "'Suppose the solution is [-2, 5]. Let us check whether x = 6 satisfies the inequality: ...': a supposition, cut off",
    ),
    m(
        "t_pl_m_ok_int",
        "B",
        G_INT,
        "correct",
        "tag",
        th(W_INT) + "<answer>$x \\in [-2, 5]$</answer>",
        "x \\in [-2,5] in the tag",
    ),
]

# ================================================================ Turkish (tr): gold 1125
TR = "1.500 TL'den 375 TL harcanınca 1.500 − 375 = 1.125 TL kalır.\n"
CASES += [
    g(
        "x_tr_ok_dot",
        "B",
        "1125",
        "correct",
        "phrase",
        TR + "Cevap: 1.125 TL",
        "'Answer: 1.125 TL': dot as Turkish thousands separator",
    ),
    g(
        "u_tr_ok_suffix",
        "B",
        "1125",
        "correct",
        "phrase",
        TR + "Sonuç olarak Ayşe'nin 1125 lirası kalır.",
        "'As a result Ayse has 1125 lira left' (possessive suffix on the unit)",
    ),
    g(
        "u_tr_ok_apostrophe",
        "B",
        "1125",
        "correct",
        "phrase",
        TR + "Yanıt: Geriye kalan miktar 1.125'tir.",
        "'Answer: the remaining amount is 1.125' (apostrophe + copula suffix on the number)",
    ),
    g(
        "r_tr_hayir",
        "A",
        "1125",
        "wrong",
        "phrase",
        TR + "Cevap: 1.125 TL.\n\nHayır, yanlış hesapladım: 1.500 − 735 = 765 TL.\nCevap: 765 TL",
        "'Answer: 1.125 TL. No, I computed wrongly: ... Answer: 765 TL'",
    ),
    g(
        "n_tr_degil",
        "A",
        "1125",
        "wrong",
        "phrase",
        TR + "Yani cevap 1.125 değil, 1.875 TL'dir.",
        "'So the answer is not 1.125 but 1.875 TL'",
    ),
    g(
        "q_tr_ogretmen",
        "A",
        "1125",
        "no_answer",
        "prose",
        'Öğretmen "cevap 1.125 TL" dedi, ama ben emin değilim. Önce harcamaları toplayalım:',
        "'The teacher said \"the answer is 1.125 TL\", but I am not sure. First let us add up the expenses:': reported, cut off",
    ),
    m(
        "x_tr_m_ok_sys",
        "B",
        G_SYS,
        "correct",
        "boxed",
        W_SYS + "Çözüm kümesi: $\\boxed{(2, -1)}$",
        "'Solution set: \\boxed{(2,-1)}'",
    ),
    m(
        "x_tr_m_sys_part",
        "A",
        G_SYS,
        "wrong",
        "boxed",
        W_SYS + "Buna göre $x$ değeri $\\boxed{2}$ olur.",
        "'Accordingly the value of x is \\boxed{2}': only one coordinate",
    ),
]

# ================================================================ Arabic (ar): gold 360
AR = "ثمن 45 كتابًا بسعر 8 ريالات للكتاب الواحد: 45 × 8 = 360 ريالًا.\n"
CASES += [
    g(
        "u_ar_ok_riyal",
        "B",
        "360",
        "correct",
        "phrase",
        AR + "الإجابة: 360 ريالًا.",
        "'The answer: 360 riyals'",
    ),
    g(
        "x_ar_ok_indic",
        "B",
        "360",
        "correct",
        "phrase",
        "ثمن ٤٥ كتابًا بسعر ٨ ريالات: ٤٥ × ٨ = ٣٦٠ ريالًا.\nإذن الإجابة النهائية هي ٣٦٠ ريالًا.",
        "'So the final answer is 360 riyals' in Arabic-Indic digits ٣٦٠",
    ),
    g(
        "x_ar_indic_wrong",
        "A",
        "360",
        "wrong",
        "phrase",
        "٤٥ × ٨ = ٣٢٠\nالإجابة: ٣٢٠ ريالًا.",
        "'Answer: 320 riyals' in Arabic-Indic digits (٣٢٠): wrong value",
    ),
    g(
        "r_ar_la_khata",
        "A",
        "360",
        "wrong",
        "phrase",
        AR
        + "الإجابة: 360 ريالًا.\n\nلا، هذا خطأ؛ هناك خصم 10%، إذن 360 − 36 = 324 ريالًا.\nالإجابة النهائية: 324",
        "'Answer: 360 riyals. No, that is a mistake; there is a 10% discount, so ... Final answer: 324'",
    ),
    g(
        "n_ar_laysa",
        "A",
        "360",
        "wrong",
        "phrase",
        AR + "إذن الجواب ليس 360 بل 400 ريال.",
        "'So the answer is not 360 but 400 riyals'",
    ),
    g(
        "h_ar_ok_hash",
        "B",
        "360",
        "correct",
        "hash",
        AR + "إذن، الإجابة هي 360.\n#### 360 ريالًا",
        "'So the answer is 360.' then #### 360 riyals",
    ),
    g(
        "t_ar_ok_sentence",
        "B",
        "360",
        "correct",
        "tag",
        th(AR) + "<answer>يدفع أحمد ٣٦٠ ريالًا.</answer>",
        "'Ahmad pays 360 riyals' in Arabic-Indic digits in the tag",
    ),
    g(
        "q_ar_qala",
        "A",
        "360",
        "no_answer",
        "prose",
        "قال المعلم إن الإجابة 360 ريالًا، لكن دعنا نتحقق من ذلك خطوة بخطوة. أولًا، نضرب 45 في",
        "'The teacher said the answer is 360 riyals, but let us verify it step by step. First, we multiply 45 by': reported, cut off",
    ),
    m(
        "x_ar_m_ok_frac",
        "B",
        G_FR,
        "correct",
        "phrase",
        W_FR + "إذن الاحتمال يساوي $\\frac{7}{12}$.",
        "'So the probability equals 7/12'",
    ),
    m(
        "x_ar_m_frac_wrong",
        "A",
        G_FR,
        "wrong",
        "phrase",
        r"$\frac{1}{3} + \frac{1}{4} = \frac{2}{7}$" + "\nالإجابة: $\\frac{2}{7}$",
        "'Answer: 2/7': adding numerators and denominators",
    ),
]

# ================================================================ Persian (fa): gold 72
FA = "۶ جعبه، هر جعبه ۱۲ مداد: ۶ × ۱۲ = ۷۲ مداد.\n"
CASES += [
    g(
        "x_fa_ok_digits",
        "B",
        "72",
        "correct",
        "phrase",
        FA + "پاسخ: ۷۲ مداد",
        "'Answer: 72 pencils' in Persian digits ۷۲",
    ),
    g(
        "u_fa_ok_ta",
        "B",
        "72",
        "correct",
        "phrase",
        "6 × 12 = 72\nبنابراین جواب ۷۲ تا مداد است.",
        "'So the answer is 72 pencils' (counter تا)",
    ),
    g(
        "x_fa_boxes",
        "A",
        "72",
        "wrong",
        "phrase",
        FA + "پاسخ: ۶ جعبه",
        "'Answer: 6 boxes': another quantity",
    ),
    g(
        "r_fa_na",
        "A",
        "72",
        "wrong",
        "phrase",
        FA + "پاسخ: ۷۲ مداد.\nنه، اشتباه کردم؛ ۸ مداد شکسته است، پس ۷۲ − ۸ = ۶۴.\nپاسخ نهایی: ۶۴",
        "'Answer: 72 pencils. No, I was wrong; 8 pencils are broken, so ... Final answer: 64'",
    ),
    g(
        "h_fa_ok_hash",
        "B",
        "72",
        "correct",
        "hash",
        FA + "جواب نهایی ۷۲ است.\n#### ۷۲",
        "'The final answer is 72.' then #### in Persian digits",
    ),
    g(
        "b_fa_surrogate",
        "A",
        "72",
        "no_answer",
        "phrase",
        FA + "پاسخ: ۷۲ " + surr("dcb0") + "مداد",
        "a lone surrogate (U+DCB0) in the answer line: bad input -> no_answer",
    ),
    m(
        "u_fa_m_ok_deg",
        "B",
        G_DEG,
        "correct",
        "phrase",
        W_DEG + "پس هر زاویهٔ داخلی ۱۵۰ درجه است.",
        "'So each interior angle is 150 degrees' in Persian digits",
    ),
]

# ================================================================ Hindi (hi): gold 250000
HI = "50 लोगों ने 5,000 रुपये दिए: 50 × 5,000 = 2,50,000 रुपये।\n"
CASES += [
    g(
        "x_hi_ok_indian_grouping",
        "B",
        "250000",
        "correct",
        "phrase",
        HI + "उत्तर: ₹2,50,000",
        "'Answer: Rs 2,50,000': Indian digit grouping",
    ),
    g(
        "u_hi_ok_lakh",
        "B",
        "250000",
        "correct",
        "phrase",
        HI + "अतः कुल राशि 2.5 लाख रुपये है।",
        "'Hence the total is 2.5 lakh rupees' (lakh = 100,000)",
    ),
    g(
        "u_hi_crore",
        "A",
        "250000",
        "wrong",
        "phrase",
        HI + "उत्तर: 2.5 करोड़ रुपये",
        "'Answer: 2.5 crore rupees' = 25,000,000: the wrong scale word",
    ),
    g(
        "r_hi_nahin",
        "A",
        "250000",
        "wrong",
        "phrase",
        HI
        + "उत्तर: ₹2,50,000\n\nनहीं, रुको — 10 लोगों ने पैसे नहीं दिए, तो 40 × 5,000 = 2,00,000।\nअंतिम उत्तर: ₹2,00,000",
        "'Answer: Rs 2,50,000. No, wait - 10 people did not pay, so ... Final answer: Rs 2,00,000'",
    ),
    g(
        "q_hi_ok_hinglish",
        "B",
        "250000",
        "correct",
        "phrase",
        "Total = 50 × 5000 = 250000 rupees.\nToh final answer hai 2,50,000 rupees, yaani 2.5 lakh.",
        "Hinglish: 'So the final answer is 2,50,000 rupees, that is 2.5 lakh': a gloss after the value",
    ),
    g(
        "x_hi_ok_devanagari",
        "B",
        "250000",
        "correct",
        "phrase",
        "५० × ५,००० = २,५०,०००\nउत्तर: २,५०,००० रुपये",
        "'Answer: 2,50,000 rupees' in Devanagari digits",
    ),
    m(
        "t_hi_m_ok_cpx",
        "B",
        G_CPX,
        "correct",
        "tag",
        th(W_CPX) + "<answer>उत्तर $3 + 2i$ है।</answer>",
        "'The answer is 3 + 2i' in the tag",
    ),
    m(
        "x_hi_m_cpx_modulus",
        "A",
        G_CPX,
        "wrong",
        "phrase",
        W_CPX + "इसका मापांक $\\sqrt{13}$ है।\nउत्तर: $\\sqrt{13}$",
        "'Its modulus is \\sqrt13. Answer: \\sqrt13': another quantity",
    ),
]

# ================================================================ Bengali (bn): gold 120
BN = "৮ সারিতে ১৫টি করে চেয়ার: ৮ × ১৫ = ১২০টি চেয়ার।\n"
CASES += [
    g(
        "x_bn_ok_digits",
        "B",
        "120",
        "correct",
        "phrase",
        BN + "উত্তর: ১২০টি চেয়ার।",
        "'Answer: 120 chairs' in Bengali digits with the classifier -টি",
    ),
    g(
        "u_bn_ok_latin",
        "B",
        "120",
        "correct",
        "phrase",
        "8 × 15 = 120\nসুতরাং, মোট চেয়ার 120টি।",
        "'So the total chairs are 120' (classifier -টি on a Latin numeral)",
    ),
    g(
        "x_bn_rows",
        "A",
        "120",
        "wrong",
        "phrase",
        BN + "উত্তর: ৮টি সারি",
        "'Answer: 8 rows': another quantity",
    ),
    g(
        "r_bn_na",
        "A",
        "120",
        "wrong",
        "phrase",
        BN + "উত্তর: ১২০টি।\nনা, ভুল হয়েছে — ১২টি চেয়ার ভাঙা, তাই ১২০ − ১২ = ১০৮টি।",
        "'Answer: 120. No, there was a mistake - 12 chairs are broken, so ... = 108'",
    ),
    g(
        "n_bn_noy",
        "A",
        "120",
        "wrong",
        "phrase",
        BN + "অতএব উত্তর ১২০ নয়, ১৩৫।",
        "'Therefore the answer is not 120, it is 135'",
    ),
    m(
        "x_bn_m_ok_set",
        "B",
        G_SET,
        "correct",
        "boxed",
        W_SET + "সুতরাং সমাধান: $\\boxed{1, 4}$",
        "'So the solution: \\boxed{1, 4}'",
    ),
    m(
        "x_bn_m_set_half",
        "A",
        G_SET,
        "wrong",
        "boxed",
        W_SET + "ধনাত্মক বৃহত্তম মূল: $\\boxed{4}$",
        "'The largest positive root: \\boxed{4}': one root only",
    ),
]

# ================================================================ Vietnamese (vi): gold 270000
VI = "6 quyển vở, mỗi quyển 45.000 đồng: 6 × 45.000 = 270.000 đồng.\n"
CASES += [
    g(
        "x_vi_ok_dot",
        "B",
        "270000",
        "correct",
        "phrase",
        VI + "Đáp số: 270.000 đồng.",
        "'Answer: 270.000 dong': dot thousands separator",
    ),
    g(
        "u_vi_ok_nghin",
        "B",
        "270000",
        "correct",
        "phrase",
        VI + "Vậy Lan phải trả 270 nghìn đồng.",
        "'So Lan must pay 270 thousand dong' (nghìn = thousand)",
    ),
    g(
        "u_vi_trieu",
        "A",
        "270000",
        "wrong",
        "phrase",
        VI + "Đáp số: 270 triệu đồng.",
        "'Answer: 270 million dong': the scale word changes the value",
    ),
    g(
        "r_vi_khong",
        "A",
        "270000",
        "wrong",
        "phrase",
        VI
        + "Đáp số: 270.000 đồng.\n\nKhông, mình tính nhầm: Lan được giảm 20.000 đồng, nên còn 250.000 đồng.\nĐáp số: 250.000 đồng.",
        "'Answer: 270.000 dong. No, I miscalculated: Lan gets 20.000 dong off, so 250.000 dong. Answer: 250.000 dong'",
    ),
    g(
        "x_vi_unit_price",
        "A",
        "270000",
        "wrong",
        "phrase",
        VI + "Đáp số: 45.000 đồng một quyển.",
        "'Answer: 45.000 dong per notebook': the per-item value",
    ),
    g(
        "t_vi_ok_sentence",
        "B",
        "270000",
        "correct",
        "tag",
        th(VI) + "<answer>Lan phải trả 270.000 đồng.</answer>",
        "'Lan must pay 270.000 dong' in the tag",
    ),
    m(
        "n_vi_m_khong_phai",
        "A",
        G_POL,
        "no_answer",
        "phrase",
        "Kết quả không phải là $x^2 - 5x + 6$ như đề gợi ý; ta cần kiểm tra lại dấu của các hệ số...",
        "'The result is not x^2 - 5x + 6 as the problem suggests; we need to recheck the signs of the coefficients...': negated, no answer",
    ),
    m(
        "x_vi_m_ok_pol",
        "B",
        G_POL,
        "correct",
        "boxed",
        W_POL + "Vậy $(x-2)(x-3) = \\boxed{x^2 - 5x + 6}$.",
        "'So (x-2)(x-3) = \\boxed{x^2-5x+6}'",
    ),
]

# ================================================================ Indonesian (id): gold 37500
ID = "3 tiket masing-masing Rp12.500: 3 × 12.500 = Rp37.500.\n"
CASES += [
    g(
        "x_id_ok_rp",
        "B",
        "37500",
        "correct",
        "phrase",
        ID + "Jawaban: Rp37.500",
        "'Answer: Rp37.500': dot thousands separator, Rp prefix",
    ),
    g(
        "u_id_ok_ribu",
        "B",
        "37500",
        "correct",
        "phrase",
        ID + "Jadi, Budi membayar 37,5 ribu rupiah.",
        "'So Budi pays 37,5 thousand rupiah' (ribu = thousand, decimal comma)",
    ),
    g(
        "x_id_ok_rp_comma00",
        "B",
        "37500",
        "correct",
        "phrase",
        ID + "Jadi, jawabannya adalah Rp37.500,00.",
        "'So the answer is Rp37.500,00'",
    ),
    g(
        "r_id_eh",
        "A",
        "37500",
        "wrong",
        "phrase",
        ID
        + "Jawaban: Rp37.500\n\nEh, tunggu, tiketnya 4, bukan 3. Jadi 4 × 12.500 = Rp50.000.\nJawaban akhir: Rp50.000",
        "'Answer: Rp37.500. Eh, wait, there are 4 tickets, not 3. So ... Final answer: Rp50.000'",
    ),
    g(
        "q_id_misal",
        "A",
        "37500",
        "wrong",
        "phrase",
        "2 × 12.500 = Rp25.000.\nJawaban: Rp25.000.\nMisalnya Budi membeli 3 tiket, ia akan membayar Rp37.500.",
        "'Answer: Rp25.000. Supposing Budi bought 3 tickets, he would pay Rp37.500': the gold only in a supposition",
    ),
    g(
        "n_id_bukan",
        "A",
        "37500",
        "wrong",
        "phrase",
        ID + "Jadi jawabannya bukan Rp37.500, melainkan Rp35.000 karena ada diskon.",
        "'So the answer is not Rp37.500 but Rp35.000 because there is a discount'",
    ),
    m(
        "t_id_m_ok_half",
        "B",
        G_HALF,
        "correct",
        "tag",
        th(W_HALF) + "<answer>Hasilnya adalah $2\\frac{1}{2}$</answer>",
        "'The result is 2 1/2' as a mixed number in the tag",
        True,
    ),
    m(
        "x_id_m_ok_int_words",
        "B",
        G_INT,
        "correct",
        "phrase",
        W_INT + "Jadi, himpunan penyelesaiannya adalah $\\{x \\mid -2 \\le x \\le 5\\}$.",
        "'So the solution set is {x | -2 <= x <= 5}': set-builder for [-2, 5]",
    ),
]

# ================================================================ Malay (ms): gold 21
MS = "6 pinggan berharga RM3.50 sebiji: 6 × 3.50 = RM21.00.\n"
CASES += [
    g("x_ms_ok_rm", "B", "21", "correct", "phrase", MS + "Jawapan: RM21.00", "'Answer: RM21.00'"),
    g(
        "u_ms_ok_ringgit",
        "B",
        "21",
        "correct",
        "phrase",
        MS + "Oleh itu, jumlah harga ialah 21 ringgit.",
        "'Therefore, the total price is 21 ringgit'",
    ),
    g(
        "x_ms_unit_price",
        "A",
        "21",
        "wrong",
        "phrase",
        MS + "Jawapan: RM3.50 sebiji.",
        "'Answer: RM3.50 each': the per-item value",
    ),
    g(
        "r_ms_silap",
        "A",
        "21",
        "wrong",
        "phrase",
        MS + "Jawapan: RM21.00.\nMaaf, saya silap: ada 8 pinggan, jadi 8 × 3.50 = RM28.00.",
        "'Answer: RM21.00. Sorry, I was wrong: there are 8 plates, so ... = RM28.00'",
    ),
    g(
        "h_ms_ok_hash",
        "B",
        "21",
        "correct",
        "hash",
        MS + "Jawapan akhir ialah RM21.\n#### 21 ringgit",
        "'The final answer is RM21.' then #### 21 ringgit",
    ),
    m(
        "x_ms_m_ok_deg",
        "B",
        G_DEG,
        "correct",
        "phrase",
        W_DEG + "Jawapan: $150^{\\circ}$",
        "'Answer: 150^{\\circ}'",
    ),
    m(
        "x_ms_m_deg_wrong",
        "A",
        G_DEG,
        "wrong",
        "phrase",
        "$\\frac{360^\\circ}{12} = 30^\\circ$\nJawapan: $30^\\circ$",
        "'Answer: 30 degrees': the exterior angle",
    ),
]

# ================================================================ Thai (th): gold 600
TH = "เสื้อ 4 ตัว ตัวละ 150 บาท: 4 × 150 = 600 บาท\n"
CASES += [
    g("u_th_ok_baht", "B", "600", "correct", "phrase", TH + "คำตอบ: 600 บาท", "'Answer: 600 baht'"),
    g(
        "x_th_ok_digits",
        "B",
        "600",
        "correct",
        "phrase",
        "๔ × ๑๕๐ = ๖๐๐\nดังนั้น ต้องจ่ายเงินทั้งหมด ๖๐๐ บาท",
        "'Therefore one must pay 600 baht in total' in Thai digits ๖๐๐",
    ),
    g(
        "u_th_ok_words",
        "B",
        "600",
        "correct",
        "phrase",
        TH + "ตอบ หกร้อยบาท",
        "'Answer: six hundred baht' in Thai words",
    ),
    g(
        "r_th_mai",
        "A",
        "600",
        "wrong",
        "phrase",
        TH
        + "คำตอบ: 600 บาท\n\nเดี๋ยวก่อน ได้ส่วนลด 50 บาท ดังนั้น 600 − 50 = 550 บาท\nคำตอบสุดท้าย: 550 บาท",
        "'Answer: 600 baht. Wait a moment, there is a 50 baht discount, so ... Final answer: 550 baht'",
    ),
    g(
        "n_th_maichai",
        "A",
        "600",
        "wrong",
        "phrase",
        TH + "ดังนั้นคำตอบไม่ใช่ 600 บาท แต่เป็น 450 บาท",
        "'So the answer is not 600 baht but 450 baht'",
    ),
    g(
        "t_th_ok_sentence",
        "B",
        "600",
        "correct",
        "tag",
        th(TH) + "<answer>ต้องจ่ายทั้งหมด 600 บาท</answer>",
        "'Must pay 600 baht in total' in the tag (no spaces between Thai words)",
    ),
    m(
        "x_th_m_ok_vec",
        "B",
        G_VEC,
        "correct",
        "boxed",
        W_VEC + "ดังนั้น คำตอบคือ $\\boxed{\\begin{pmatrix} 3 \\\\ -1 \\end{pmatrix}}$",
        "'Therefore the answer is' the boxed column vector",
    ),
    m(
        "x_th_m_vec_wrong",
        "A",
        G_VEC,
        "wrong",
        "boxed",
        "$\\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix} + \\begin{pmatrix} 2 \\\\ -3 \\end{pmatrix} = \\begin{pmatrix} 3 \\\\ 1 \\end{pmatrix}$\nดังนั้น คำตอบคือ $\\boxed{\\begin{pmatrix} 3 \\\\ 1 \\end{pmatrix}}$",
        "'Therefore the answer is' (3, 1)^T: a sign slip",
    ),
]

# ================================================================ Greek (el): gold 18
EL = "5 σακιά των 3,6 κιλών: 5 · 3,6 = 18 κιλά.\n"
CASES += [
    g(
        "u_el_ok_kila",
        "B",
        "18",
        "correct",
        "phrase",
        EL + "Απάντηση: 18 κιλά.",
        "'Answer: 18 kilos'",
    ),
    g(
        "h_el_ok_hash",
        "B",
        "18",
        "correct",
        "hash",
        EL + "Άρα η απάντηση είναι 18 kg.\n#### 18 κιλά",
        "'So the answer is 18 kg.' then #### 18 kilos",
    ),
    g(
        "x_el_per_bag",
        "A",
        "18",
        "wrong",
        "phrase",
        EL + "Απάντηση: 3,6 κιλά το σακί.",
        "'Answer: 3,6 kilos per bag': the per-item value",
    ),
    g(
        "r_el_oxi",
        "A",
        "18",
        "wrong",
        "phrase",
        EL
        + "Απάντηση: 18 κιλά.\n\nΌχι, περίμενε· τα σακιά είναι 6, άρα 6 · 3,6 = 21,6 κιλά.\nΤελική απάντηση: 21,6 κιλά",
        "'Answer: 18 kilos. No, wait; the bags are 6, so ... Final answer: 21,6 kilos'",
    ),
    g(
        "n_el_den",
        "A",
        "18",
        "no_answer",
        "phrase",
        "Η απάντηση δεν είναι 18 κιλά, γιατί δεν ξέρουμε πόσα σακιά γέμισαν τελικά.",
        "'The answer is not 18 kilos, because we do not know how many bags were finally filled': negated, no answer",
    ),
    g(
        "q_el_greek_question_mark",
        "A",
        "18",
        "no_answer",
        "prose",
        "Μήπως η απάντηση είναι 18 κιλά; Ας ελέγξουμε πρώτα πόσα σακιά υπάρχουν",
        "'Could the answer be 18 kilos? Let us first check how many bags there are': a question (Greek ';' is a question mark), cut off",
    ),
    m(
        "t_el_m_ok_rad",
        "B",
        G_RAD,
        "correct",
        "tag",
        th(W_RAD) + "<answer>$\\sqrt{48} = 4\\sqrt{3}$</answer>",
        "an equation in the tag ending 4\\sqrt3",
    ),
    m(
        "x_el_m_rad_sq",
        "A",
        G_RAD,
        "wrong",
        "phrase",
        W_RAD + "Το τετράγωνο του αποτελέσματος είναι $48$.\nΑπάντηση: $48$",
        "'The square of the result is 48. Answer: 48': another quantity",
    ),
]

# ================================================================ Hebrew (he): gold 30
HE = "240 סוכריות מתחלקות בין 8 ילדים: 240 ÷ 8 = 30 סוכריות לכל ילד.\n"
CASES += [
    g(
        "u_he_ok_noun",
        "B",
        "30",
        "correct",
        "phrase",
        HE + "תשובה: 30 סוכריות לכל ילד.",
        "'Answer: 30 sweets for each child'",
    ),
    g(
        "u_he_ok_words",
        "B",
        "30",
        "correct",
        "phrase",
        HE + "לכן כל ילד מקבל שלושים סוכריות.",
        "'Therefore each child gets thirty sweets' (number word)",
    ),
    g(
        "x_he_total",
        "A",
        "30",
        "wrong",
        "phrase",
        HE + "תשובה: 240 סוכריות.",
        "'Answer: 240 sweets': the total",
    ),
    g(
        "r_he_lo",
        "A",
        "30",
        "wrong",
        "phrase",
        HE + "תשובה: 30.\nלא, טעיתי: יש 10 ילדים, אז 240 ÷ 10 = 24.\nתשובה סופית: 24",
        "'Answer: 30. No, I made a mistake: there are 10 children, so ... Final answer: 24'",
    ),
    g(
        "n_he_lo_30",
        "A",
        "30",
        "wrong",
        "phrase",
        HE + "התשובה היא לא 30 אלא 32, כי נשארו 16 סוכריות נוספות.",
        "'The answer is not 30 but 32, because 16 more sweets were left'",
    ),
    g(
        "t_he_ok_sentence",
        "B",
        "30",
        "correct",
        "tag",
        th(HE) + "<answer>כל ילד מקבל 30 סוכריות.</answer>",
        "'Each child gets 30 sweets' in the tag (right-to-left text around a number)",
    ),
    m(
        "x_he_m_ok_box",
        "B",
        G_FR,
        "correct",
        "boxed",
        W_FR + "לכן התשובה היא $\\boxed{\\frac{7}{12}}$.",
        "'Therefore the answer is \\boxed{7/12}'",
    ),
]

# ================================================================ Czech (cs): gold 7350
CS = "3 vstupenky po 2 450 Kč: 3 · 2 450 = 7 350 Kč.\n"
CASES += [
    g(
        "x_cs_ok_space",
        "B",
        "7350",
        "correct",
        "phrase",
        CS + "Odpověď: Zaplatí 7 350 Kč.",
        "'Answer: He will pay 7 350 CZK': space thousands separator",
    ),
    g(
        "x_cs_ok_comma_dash",
        "B",
        "7350",
        "correct",
        "phrase",
        CS + "Odpověď: 7 350,- Kč",
        "'Answer: 7 350,- CZK' (Czech ',-' for whole crowns)",
    ),
    g(
        "u_cs_tisic",
        "A",
        "7350",
        "wrong",
        "phrase",
        CS + "Odpověď: 7 350 tisíc Kč.",
        "'Answer: 7 350 thousand CZK': the scale word changes the value",
    ),
    g(
        "r_cs_ne_pockat",
        "A",
        "7350",
        "wrong",
        "phrase",
        CS
        + "Odpověď: 7 350 Kč.\n\nNe, počkat — vstupenky jsou 4: 4 · 2 450 = 9 800 Kč.\nOdpověď: 9 800 Kč",
        "'Answer: 7 350 CZK. No, wait - there are 4 tickets: ... Answer: 9 800 CZK'",
    ),
    g(
        "r_cs_ok_zkouska",
        "B",
        "7350",
        "correct",
        "phrase",
        CS + "Odpověď: 7 350 Kč.\nZkouška: 7 350 : 3 = 2 450 ✓",
        "'Answer: 7 350 CZK. Check: 7 350 : 3 = 2 450 ✓'",
    ),
    m(
        "x_cs_m_ok_int",
        "B",
        G_INT,
        "correct",
        "phrase",
        W_INT + "Odpověď: $x \\in \\langle -2; 5 \\rangle$",
        "'Answer: x in <-2; 5>': the Czech notation for a closed interval",
        True,
    ),
    m(
        "x_cs_m_int_wrong",
        "A",
        G_INT,
        "wrong",
        "phrase",
        W_INT + "Odpověď: $x \\in (-\\infty; -2\\rangle \\cup \\langle 5; \\infty)$",
        "'Answer: x in (-inf; -2] u [5; inf)': the complement",
    ),
]

# ================================================================ Swedish (sv): gold 50
SV = "4 böcker à 12,50 kr: 4 · 12,50 = 50 kr.\n"
CASES += [
    g("u_sv_ok_kr", "B", "50", "correct", "phrase", SV + "Svar: 50 kr", "'Answer: 50 kr'"),
    g(
        "x_sv_ok_comma",
        "B",
        "50",
        "correct",
        "phrase",
        SV + "Svaret är 50,00 kronor.",
        "'The answer is 50,00 kronor'",
    ),
    g(
        "x_sv_unit_price",
        "A",
        "50",
        "wrong",
        "phrase",
        SV + "Svar: 12,50 kr styck.",
        "'Answer: 12,50 kr apiece': the per-item price",
    ),
    g(
        "r_sv_nej_vanta",
        "A",
        "50",
        "wrong",
        "phrase",
        SV + "Svar: 50 kr.\n\nNej, vänta, det är 5 böcker: 5 · 12,50 = 62,50 kr.\nSvar: 62,50 kr",
        "'Answer: 50 kr. No, wait, it is 5 books: ... Answer: 62,50 kr'",
    ),
    g(
        "h_sv_ok_hash_kr",
        "B",
        "50",
        "correct",
        "hash",
        SV + "Svaret är 50 kr.\n#### 50 kr",
        "'The answer is 50 kr.' then #### 50 kr",
    ),
    g(
        "q_sv_fraga",
        "A",
        "50",
        "wrong",
        "phrase",
        "4 · 12,50 = 50 kr, men hon har en rabattkupong på 10 kr.\nSvar: 40 kr."
        + EOT_USER
        + "Blir det inte 50 kr?",
        "'... but she has a 10 kr coupon. Answer: 40 kr.' then an invented user turn 'Isn't it 50 kr?'",
    ),
    m(
        "n_sv_m_inte",
        "A",
        G_SYS,
        "wrong",
        "phrase",
        W_SYS + "Lösningen är alltså inte $(2, -1)$ utan $(2, 1)$.",
        "'So the solution is not (2, -1) but (2, 1)'",
    ),
]

# ================================================================ Romanian (ro): gold 1020
RO = "Reducerea este 15% din 1.200 lei: 0,15 · 1.200 = 180 lei.\nPrețul final: 1.200 − 180 = 1.020 lei.\n"
CASES += [
    g(
        "x_ro_ok_dot",
        "B",
        "1020",
        "correct",
        "phrase",
        RO + "Răspuns: 1.020 lei",
        "'Answer: 1.020 lei': dot thousands separator",
    ),
    g(
        "x_ro_discount",
        "A",
        "1020",
        "wrong",
        "phrase",
        RO + "Răspuns: 180 lei",
        "'Answer: 180 lei': the discount, a subtotal",
    ),
    g(
        "u_ro_ok_de",
        "B",
        "1020",
        "correct",
        "phrase",
        RO + "Deci Maria plătește 1020 de lei.",
        "'So Maria pays 1020 lei' (Romanian 'de' before the noun after 20+)",
    ),
    g(
        "r_ro_ba_nu",
        "A",
        "1020",
        "wrong",
        "phrase",
        RO
        + "Răspuns: 1.020 lei.\n\nBa nu, reducerea este de 20%: 1.200 − 240 = 960 lei.\nRăspuns final: 960 lei",
        "'Answer: 1.020 lei. No, actually the discount is 20%: ... Final answer: 960 lei'",
    ),
    g(
        "t_ro_ok_sentence",
        "B",
        "1020",
        "correct",
        "tag",
        th(RO) + "<answer>Maria plătește 1.020 lei, adică aproximativ 205 euro.</answer>",
        "'Maria pays 1.020 lei, that is, about 205 euros': a gloss in another currency after the value",
    ),
    m(
        "q_ro_m_daca",
        "A",
        G_HALF,
        "wrong",
        "phrase",
        "$5 \\div 4 = \\frac{5}{4}$\nRăspuns: $\\frac{5}{4}$. (Dacă împărțitorul ar fi 2, rezultatul ar fi $\\frac{5}{2}$.)",
        "'Answer: 5/4. (If the divisor were 2, the result would be 5/2.)': the gold only in a hypothetical",
    ),
]

# ================================================================ Hungarian (hu): gold 2800
HU = "8 jegy, egyenként 350 Ft: 8 · 350 = 2800 Ft.\n"
CASES += [
    g(
        "u_hu_ok_ft",
        "B",
        "2800",
        "correct",
        "phrase",
        HU + "Válasz: 2800 Ft-ot fizet.",
        "'Answer: he pays 2800 Ft' (case suffix -ot on the unit)",
    ),
    g(
        "x_hu_ok_space",
        "B",
        "2800",
        "correct",
        "phrase",
        HU + "Tehát a válasz: 2 800 forint.",
        "'So the answer: 2 800 forints'",
    ),
    g(
        "r_hu_nem",
        "A",
        "2800",
        "wrong",
        "phrase",
        HU + "Válasz: 2800 Ft.\nNem, elszámoltam: 9 jegy van, 9 · 350 = 3150 Ft.",
        "'Answer: 2800 Ft. No, I miscounted: there are 9 tickets, ... = 3150 Ft'",
    ),
    g(
        "n_hu_nem_hanem",
        "A",
        "2800",
        "wrong",
        "phrase",
        HU + "A válasz tehát nem 2800, hanem 2450 Ft, mert egy jegy ingyenes.",
        "'So the answer is not 2800 but 2450 Ft, because one ticket is free'",
    ),
    g(
        "h_hu_ok_hash",
        "B",
        "2800",
        "correct",
        "hash",
        HU + "A válasz 2800.\n#### 2800 Ft",
        "'The answer is 2800.' then #### 2800 Ft",
    ),
    m(
        "x_hu_m_ok_cpx",
        "B",
        G_CPX,
        "correct",
        "phrase",
        W_CPX + "Válasz: $2i + 3$",
        "'Answer: 2i + 3': terms in the other order",
    ),
]

# ================================================================ Swahili (sw): gold 6000
SW = "Magunia 5, kila moja shilingi 1,200: 5 × 1,200 = 6,000.\n"
CASES += [
    g(
        "u_sw_ok_tsh",
        "B",
        "6000",
        "correct",
        "phrase",
        SW + "Jibu: Tsh 6,000",
        "'Answer: TSh 6,000'",
    ),
    g(
        "u_sw_ok_elfu",
        "B",
        "6000",
        "correct",
        "phrase",
        SW + "Kwa hiyo, jibu ni shilingi elfu sita.",
        "'Therefore, the answer is six thousand shillings' (elfu sita)",
    ),
    g(
        "u_sw_elfu_wrong",
        "A",
        "6000",
        "wrong",
        "phrase",
        SW + "Jibu: shilingi elfu sitini.",
        "'Answer: sixty thousand shillings': the number word is 60,000",
    ),
    g(
        "r_sw_hapana",
        "A",
        "6000",
        "wrong",
        "phrase",
        SW
        + "Jibu: 6,000.\nHapana, nimekosea: magunia ni 6, kwa hiyo 6 × 1,200 = 7,200.\nJibu la mwisho: 7,200",
        "'Answer: 6,000. No, I erred: there are 6 sacks, so ... Final answer: 7,200'",
    ),
    g(
        "x_sw_per_sack",
        "A",
        "6000",
        "wrong",
        "phrase",
        SW + "Jibu: shilingi 1,200 kwa kila gunia.",
        "'Answer: 1,200 shillings for each sack': the per-item value",
    ),
    g(
        "t_sw_ok_sentence",
        "B",
        "6000",
        "correct",
        "tag",
        th(SW) + "<answer>Atalipa shilingi 6,000 kwa jumla.</answer>",
        "'He will pay 6,000 shillings in total' in the tag",
    ),
]

# ================================================================ Tagalog (tl): gold 315
TL = "7 kilo ng bigas, ₱45 bawat kilo: 7 × 45 = ₱315.\n"
CASES += [
    g("u_tl_ok_piso", "B", "315", "correct", "phrase", TL + "Sagot: ₱315", "'Answer: PHP 315'"),
    g(
        "u_tl_ok_taglish",
        "B",
        "315",
        "correct",
        "phrase",
        TL + "So ang final answer ay 315 pesos.",
        "Taglish: 'So the final answer is 315 pesos'",
    ),
    g(
        "r_tl_hindi",
        "A",
        "315",
        "wrong",
        "phrase",
        TL
        + "Sagot: ₱315.\n\nHindi, mali pala: 8 kilo ang binili, kaya 8 × 45 = ₱360.\nSagot: ₱360",
        "'Answer: PHP 315. No, it was wrong: 8 kilos were bought, so ... Answer: PHP 360'",
    ),
    g(
        "n_tl_hindi_ito",
        "A",
        "315",
        "wrong",
        "phrase",
        TL + "Kaya ang sagot ay hindi ₱315 kundi ₱270, dahil may diskwento.",
        "'So the answer is not PHP 315 but PHP 270, because there is a discount'",
    ),
    g(
        "x_tl_per_kilo",
        "A",
        "315",
        "wrong",
        "phrase",
        TL + "Sagot: ₱45 bawat kilo",
        "'Answer: PHP 45 per kilo': the per-item value",
    ),
    g(
        "h_tl_ok_hash",
        "B",
        "315",
        "correct",
        "hash",
        TL + "Ang sagot ay 315.\n#### 315",
        "'The answer is 315.' then #### 315",
    ),
    m(
        "t_tl_m_ok_set",
        "B",
        G_SET,
        "correct",
        "tag",
        th(W_SET) + "<answer>Ang mga ugat ay $x = 1$ at $x = 4$.</answer>",
        "'The roots are x = 1 and x = 4' in the tag",
    ),
]

# ================================================================ MATH in more languages, mixed outputs
CASES += [
    # --- answer tags
    m(
        "t_zh_m_selfcorrect",
        "A",
        G_INT,
        "wrong",
        "tag",
        th(W_INT) + "<answer>$[-2, 5]$，不对，应该是 $(-2, 5)$</answer>",
        "'[-2, 5], no, it should be (-2, 5)' in the tag: the self-correction (open interval) is final",
    ),
    m(
        "t_ru_m_ok_selfcorrect",
        "B",
        G_INT,
        "correct",
        "tag",
        th(W_INT) + "<answer>$(-2; 5)$ — нет, концы входят: $[-2; 5]$</answer>",
        "'(-2; 5) - no, the endpoints are included: [-2; 5]' in the tag: the correction is the gold",
    ),
    m(
        "t_es_m_two_values",
        "A",
        G_SET,
        "wrong",
        "tag",
        th(W_SET) + "<answer>$x = 1$ o tal vez $x = -4$</answer>",
        "'x = 1 or maybe x = -4' in the tag: a hedge with a wrong root",
    ),
    m(
        "t_ko_m_empty",
        "A",
        G_POL,
        "no_answer",
        "tag",
        th(W_POL) + "<answer>답: </answer>",
        "'Answer: ' with nothing in the tag; the gold only in the thinking",
    ),
    m(
        "t_ar_m_ok_sentence",
        "B",
        G_SYS,
        "correct",
        "tag",
        th(W_SYS) + "<answer>الحل هو $(2, -1)$</answer>",
        "'The solution is (2, -1)' in the tag",
    ),
    # --- phrase then ####
    m(
        "h_ru_m_ok_hash",
        "B",
        G_RAD,
        "correct",
        "hash",
        W_RAD + "Ответ: $4\\sqrt{3}$\n#### 4\\sqrt{3}",
        "'Answer: 4\\sqrt3' then #### with the same value",
    ),
    m(
        "h_de_m_hash_other",
        "A",
        G_RAD,
        "wrong",
        "hash",
        W_RAD + "Antwort: $4\\sqrt{3}$\n#### 2\\sqrt{3}",
        "'Answer: 4\\sqrt3' then #### 2\\sqrt3: two different final answers",
    ),
    m(
        "h_fr_m_hash_empty",
        "A",
        G_FR,
        "no_answer",
        "hash",
        W_FR + "Réponse :\n####",
        "'Answer:' and an empty ####; the gold only in the working",
    ),
    m(
        "h_pt_m_ok_hash_deg",
        "B",
        G_DEG,
        "correct",
        "hash",
        W_DEG + "Resposta: cada ângulo interno mede 150°.\n#### 150°",
        "'Answer: each interior angle measures 150 degrees' then #### 150°",
    ),
    # --- exactness
    m(
        "x_vi_m_ok_frac_inline",
        "B",
        G_FR,
        "correct",
        "phrase",
        W_FR + "Vậy xác suất là 7/12.",
        "'So the probability is 7/12' as a plain slash fraction",
    ),
    m(
        "x_pl_m_frac_decimal",
        "A",
        G_FR,
        "wrong",
        "phrase",
        W_FR + "Odpowiedź: $0{,}58(3)$... czyli w przybliżeniu $0{,}58$.",
        "'Answer: 0,58(3)... that is approximately 0,58': ends on an approximation; 0,58(3) is the Polish repeating notation for 7/12, but the stated final value is the approximation",
        True,
    ),
    m(
        "x_it_m_ok_rad_form",
        "B",
        G_RAD,
        "correct",
        "phrase",
        W_RAD + "Quindi il risultato è $\\sqrt{3} \\cdot 4$.",
        "'So the result is \\sqrt3 * 4': equal value, factors swapped",
    ),
    m(
        "x_sv_m_cpx_real",
        "A",
        G_CPX,
        "wrong",
        "phrase",
        W_CPX + "Realdelen är $3$.\nSvar: $3$",
        "'The real part is 3. Answer: 3': only the real part",
    ),
    m(
        "x_uk_m_ok_vec_text",
        "B",
        G_VEC,
        "correct",
        "phrase",
        W_VEC + "Відповідь: вектор $(3, -1)^T$.",
        "'Answer: the vector (3, -1)^T' as a transposed row",
        True,
    ),
    m(
        "x_tr_m_pol_factored_wrong",
        "A",
        G_POL,
        "wrong",
        "phrase",
        "$(x - 2)(x - 3) = x^2 - 6x + 5$\nCevap: $x^2 - 6x + 5$",
        "'Answer: x^2 - 6x + 5': wrong expansion",
    ),
    m(
        "x_hu_m_ok_pol_order",
        "B",
        G_POL,
        "correct",
        "phrase",
        W_POL + "Válasz: $6 - 5x + x^2$",
        "'Answer: 6 - 5x + x^2': terms reordered",
    ),
    # --- negation / annotation
    m(
        "n_de_m_falsch",
        "A",
        G_FR,
        "wrong",
        "phrase",
        W_FR + "Antwort: $\\frac{7}{12}$ (falsch, siehe unten)\n\nRichtig ist $\\frac{2}{7}$.",
        "'Answer: 7/12 (wrong, see below). Correct is 2/7': the model annotates the gold wrong and gives 2/7",
    ),
    m(
        "n_zh_m_cuowu",
        "A",
        G_HALF,
        "wrong",
        "boxed",
        "$\\boxed{\\frac{5}{2}}$（错误）\n重新计算：$5 \\div 2 = 2.25$，所以答案是 $\\boxed{2.25}$。",
        "'\\boxed{5/2} (wrong). Recomputing: ... so the answer is \\boxed{2.25}'",
    ),
    m(
        "n_es_m_ok_no_es",
        "B",
        G_DEG,
        "correct",
        "phrase",
        W_DEG + "No es $30^\\circ$ (ese es el ángulo exterior); la respuesta es $150^\\circ$.",
        "'It is not 30 degrees (that is the exterior angle); the answer is 150 degrees'",
    ),
    m(
        "n_ja_m_sout",
        "A",
        G_SET,
        "wrong",
        "phrase",
        W_SET + "答え：$\\sout{1, 4}$ $-1, -4$",
        "'Answer:' the gold struck out with \\sout, then -1, -4",
    ),
    # --- units / words after
    m(
        "u_ko_m_rad_word",
        "A",
        G_DEG,
        "wrong",
        "phrase",
        W_DEG + "답: 150 라디안",
        "'Answer: 150 radians': the unit word changes the value",
    ),
    m(
        "u_it_m_ok_gradi",
        "B",
        G_DEG,
        "correct",
        "phrase",
        W_DEG + "Risposta: 150 gradi.",
        "'Answer: 150 degrees'",
    ),
    m(
        "u_fa_m_ok_digits_frac",
        "B",
        G_HALF,
        "correct",
        "phrase",
        W_HALF + "پاسخ: ۲٫۵",
        "'Answer: 2.5' in Persian digits with the Persian decimal separator ٫",
    ),
    # --- retractions
    m(
        "r_hi_m_galat",
        "A",
        G_SYS,
        "wrong",
        "phrase",
        W_SYS + "उत्तर: $(2, -1)$\n\nरुको, यह गलत है: $y = 1 + 2 = 3$, तो उत्तर $(2, 3)$ है।",
        "'Answer: (2, -1). Wait, this is wrong: y = 1 + 2 = 3, so the answer is (2, 3)'",
    ),
    m(
        "r_el_m_ok_elegxos",
        "B",
        G_SYS,
        "correct",
        "phrase",
        W_SYS + "Απάντηση: $(2, -1)$\n\nΈλεγχος: $2 + (-1) = 1$ ✓, $2 - (-1) = 3$ ✓",
        "'Answer: (2, -1). Check: ...': a check after the answer",
    ),
    m(
        "r_nl_m_toch",
        "A",
        G_CPX,
        "wrong",
        "phrase",
        W_CPX
        + "Antwoord: $3 + 2i$.\nToch niet: $i^2 = 1$, dus $(1+i)^2 = 2 + 2i$ en het antwoord is $5 + 2i$.",
        "'Answer: 3 + 2i. Not so after all: i^2 = 1, so ... the answer is 5 + 2i'",
    ),
    m(
        "r_id_m_ok_sanity",
        "B",
        G_RAD,
        "correct",
        "boxed",
        W_RAD
        + "Jadi jawabannya $\\boxed{4\\sqrt{3}}$.\n\nCek: $(4\\sqrt{3})^2 = 16 \\cdot 3 = 48$ ✓",
        "'So the answer is \\boxed{4\\sqrt3}. Check: ...'",
    ),
    # --- quoted / reported
    m(
        "q_ko_m_question_only",
        "A",
        G_FR,
        "no_answer",
        "prose",
        '문제: "$\\frac{1}{3} + \\frac{1}{4}$의 값은 $\\frac{7}{12}$인가?"\n먼저 통분을 해 봅시다.',
        "'Problem: \"Is the value of 1/3 + 1/4 equal to 7/12?\" First let us find a common denominator.': only the quoted question, no answer",
    ),
    m(
        "q_fr_m_manuel",
        "A",
        G_RAD,
        "wrong",
        "phrase",
        "Le manuel donne $4\\sqrt{3}$, mais je trouve $\\sqrt{48} = 6\\sqrt{2}$.\nRéponse : $6\\sqrt{2}$",
        "'The textbook gives 4\\sqrt3, but I find ... Answer: 6\\sqrt2': the gold only reported",
    ),
    m(
        "q_th_m_next_turn",
        "A",
        G_POL,
        "wrong",
        "boxed",
        "$(x-2)(x-3) = x^2 - 5x - 6$\nคำตอบคือ $\\boxed{x^2 - 5x - 6}$"
        + IM_USER
        + "ผิดนะ คำตอบที่ถูกคือ $x^2 - 5x + 6$",
        "'The answer is \\boxed{x^2-5x-6}' then an invented user turn 'That is wrong, the right answer is x^2 - 5x + 6'",
    ),
    m(
        "q_zh_m_ok_minerva_mixed",
        "B",
        G_RAD,
        "correct",
        "phrase",
        "首先化简：$\\sqrt{48} = \\sqrt{16 \\times 3} = 4\\sqrt{3}$。\n\n"
        + MINERVA.format("$4\\sqrt{3}$"),
        "Chinese working, then the English Minerva line 'The final answer is 4\\sqrt3'",
    ),
    m(
        "q_es_m_ok_llama",
        "B",
        G_CPX,
        "correct",
        "boxed",
        "## Paso 1: Calcular $(1+i)^2$\n$(1+i)^2 = 1 + 2i + i^2 = 2i$\n\n## Paso 2: Sumar 3\n$2i + 3 = 3 + 2i$\n\n"
        + LLAMA_END.format("3 + 2i"),
        "Llama-3 steps in Spanish ('Step 1: compute', 'Step 2: add 3') then the English closing line",
    ),
    m(
        "q_de_m_ok_qwen",
        "B",
        G_HALF,
        "correct",
        "boxed",
        "Wir teilen $5$ durch $2$: $\\frac{5}{2} = 2{,}5$.\n\n" + QWEN_END.format("\\frac{5}{2}"),
        "German 'We divide 5 by 2', then Qwen's English closing line",
    ),
    # --- bad input
    m(
        "b_ru_m_nul",
        "A",
        G_FR,
        "no_answer",
        "boxed",
        W_FR + "Ответ: $\\boxed{\\frac{7}{12}}$\u0000",
        "a NUL after the right box: bad input -> no_answer",
    ),
    m(
        "b_ja_m_surrogate",
        "A",
        G_RAD,
        "no_answer",
        "boxed",
        W_RAD + "答え：$\\boxed{4\\sqrt{3}}$ " + surr("d83d"),
        "a lone high surrogate (U+D83D, half an emoji) after the right box: bad input -> no_answer",
    ),
    m(
        "b_ar_m_ok_rtl_marks",
        "B",
        G_FR,
        "correct",
        "phrase",
        W_FR + "\u200fالإجابة: \u200e$\\frac{7}{12}$\u200e",
        "RTL and LTR marks (U+200F, U+200E) around the answer: 'The answer: 7/12'; format characters, not bad input",
    ),
]

# ================================================================ more GSM8K: bad input, long inputs, mixed language
LONG_ZH = th(
    "让我们一步一步思考。\n"
    + "每箱有 24 瓶，15 箱共有 360 瓶。再检查一遍：24 × 15 = 240 + 120 = 360。\n" * 2500
    + "喝掉 57 瓶，剩下 303 瓶。\n"
)
LONG_RU = (
    "Решим задачу по шагам.\n" + "Проверим: 4,5 · 120 = 450 + 90 = 540. Всё сходится.\n" * 3000
)
CASES += [
    g(
        "b_zh_ok_long",
        "B",
        "303",
        "correct",
        "tag",
        LONG_ZH + "<answer>303</answer>",
        "a very long (~190,000 characters) Chinese thinking block that repeats its check, then the right tag",
    ),
    g(
        "b_ru_long_cut",
        "A",
        "540",
        "no_answer",
        "none",
        LONG_RU + "Итак, окончательный ответ:",
        "a long Russian repetition loop ('Let us check: ... All is consistent.') cut at 'So, the final answer:' with no value: no answer",
    ),
    g(
        "b_es_ok_control",
        "B",
        "15000",
        "correct",
        "phrase",
        ES + "Respuesta: 15.000 €\u0007\u001b[0m",
        "a BEL and an ANSI reset after 'Answer: 15.000 EUR': control characters other than NUL; the answer stands",
        True,
    ),
    g(
        "b_vi_nul_middle",
        "A",
        "270000",
        "no_answer",
        "phrase",
        VI + "Đáp\u0000 số: 270.000 đồng.",
        "a NUL inside 'Đáp số' (Answer): bad input -> no_answer",
    ),
    g(
        "b_tr_surrogate",
        "A",
        "1125",
        "no_answer",
        "phrase",
        TR + "Cevap: 1.125 TL " + surr("de00"),
        "a lone low surrogate (U+DE00) after 'Answer: 1.125 TL': bad input -> no_answer",
    ),
    g(
        "b_th_ok_zwsp",
        "B",
        "600",
        "correct",
        "phrase",
        TH + "คำตอบ:\u200b600\u200bบาท",
        "zero-width spaces (U+200B, which Thai text uses as word breaks) around the value: 'Answer: 600 baht'",
    ),
    g(
        "q_mix_ok_en_zh_drift",
        "B",
        "303",
        "correct",
        "phrase",
        "Okay, so there are 24 bottles per crate and 15 crates, that is 360 bottles. Then 57 are drunk.\n嗯，360 − 57 = 303。\n所以最后的答案是 303 瓶。",
        "English thinking drifting into Chinese: 'Hm, 360 - 57 = 303. So the last answer is 303 bottles'",
    ),
    g(
        "q_mix_en_ko_drift_wrong",
        "A",
        "36",
        "wrong",
        "phrase",
        "2.4 km per day for 15 days... 2.4 × 15 = 36 km.\n음, 그런데 마지막 날은 쉬었으니 14일입니다. 2.4 × 14 = 33.6.\n최종 답: 33.6 km",
        "English then Korean: 'Hm, but the last day he rested, so 14 days. ... Final answer: 33.6 km'",
    ),
    g(
        "q_mix_hinglish_hypo",
        "A",
        "250000",
        "wrong",
        "phrase",
        "50 × 4,000 = 2,00,000.\nAnswer: ₹2,00,000.\nAgar har kisi ne 5,000 diye hote, toh total 2,50,000 hota.",
        "Hinglish: 'Answer: Rs 2,00,000. If everyone had given 5,000, the total would have been 2,50,000': the gold only in a counterfactual",
    ),
    g(
        "q_mix_taglish_ok_check",
        "B",
        "315",
        "correct",
        "phrase",
        TL + "Final answer: ₱315.\nI-check natin: 315 ÷ 7 = 45. Tama!",
        "Taglish: 'Final answer: PHP 315. Let us check: 315 / 7 = 45. Correct!'",
    ),
    g(
        "q_pt_outra_parte",
        "A",
        "13.95",
        "wrong",
        "phrase",
        PT + "a) R$ 13,95\nb) O troco de R$ 20,00 é 20 − 13,95 = R$ 6,05.\n\nResposta: R$ 6,05",
        "'a) R$ 13,95 b) The change from R$ 20,00 is ... Answer: R$ 6,05': the gold in part (a), the final answer another part",
    ),
    g(
        "q_de_beispiel",
        "A",
        "12.5",
        "no_answer",
        "prose",
        "Beispiel: Wenn ein Brett 2,5 m lang ist und man 5 davon hat, ergibt das 12,5 m. Jetzt zu deiner Aufgabe: Wie lang sind die Bretter in deinem Fall?",
        "'Example: if a board is 2,5 m long and one has 5 of them, that gives 12,5 m. Now to your task: how long are the boards in your case?': an example, then a question back, no answer",
    ),
    g(
        "q_ar_fard",
        "A",
        "360",
        "wrong",
        "phrase",
        "٤٥ × ٧ = ٣١٥\nالإجابة: ٣١٥ ريالًا.\nلو كان سعر الكتاب ٨ ريالات لكانت الإجابة ٣٦٠.",
        "'Answer: 315 riyals. Had the price of the book been 8 riyals, the answer would have been 360': the gold only in a counterfactual",
    ),
    g(
        "h_es_hash_other",
        "A",
        "15000",
        "wrong",
        "hash",
        ES + "La respuesta es 15.000 €.\n#### 1.250",
        "'The answer is 15.000 EUR.' then #### 1.250: two different final answers",
    ),
    g(
        "h_ru_hash_ok_space",
        "B",
        "540",
        "correct",
        "hash",
        RU + "Ответ: 540.\n#### 540 руб.",
        "'Answer: 540.' then #### 540 rub.",
    ),
    g(
        "h_ja_hash_ok_yen",
        "B",
        "1355",
        "correct",
        "hash",
        JA + "答えは 1355 円です。\n#### 1355円",
        "'The answer is 1355 yen.' then #### 1355円 (no space)",
    ),
    g(
        "h_hi_ok_hash_lakh",
        "B",
        "250000",
        "correct",
        "hash",
        HI + "उत्तर: ₹2,50,000\n#### 2,50,000",
        "'Answer: Rs 2,50,000' then #### 2,50,000 with Indian grouping",
    ),
    g(
        "n_ko_cross_tag",
        "A",
        "36",
        "wrong",
        "tag",
        th(KO) + "<answer>~~36 km~~ 30 km</answer>",
        "the gold struck out in the tag, 30 km given",
    ),
    g(
        "n_fr_barre",
        "A",
        "2490",
        "no_answer",
        "phrase",
        FR + "Réponse : <del>2 490 €</del>",
        "'Answer:' with the gold struck out (<del>) and nothing else",
    ),
    g(
        "n_id_ok_bukan",
        "B",
        "37500",
        "correct",
        "phrase",
        ID + "Jawabannya bukan Rp12.500 (itu harga satu tiket), melainkan Rp37.500.",
        "'The answer is not Rp12.500 (that is the price of one ticket), but Rp37.500'",
    ),
    g(
        "u_ru_tysyach_wrong",
        "A",
        "540",
        "wrong",
        "phrase",
        RU + "Ответ: 540 тысяч рублей.",
        "'Answer: 540 thousand roubles': the scale word changes the value",
    ),
    g(
        "u_ja_man_wrong",
        "A",
        "1355",
        "wrong",
        "phrase",
        JA + "答え：1355万円",
        "'Answer: 1355 man-yen' = 13,550,000 yen: the scale word 万 changes the value",
    ),
    g(
        "u_ko_ok_man_won",
        "B",
        "36000",
        "correct",
        "phrase",
        "한 달에 3,000원씩 12달 저축하면 3,000 × 12 = 36,000원입니다.\n답: 3만 6천 원",
        "'Answer: 36 thousand won' written 3만 6천 (3 ten-thousands 6 thousands) = 36000",
    ),
    g(
        "u_de_ok_tausend",
        "B",
        "15000",
        "correct",
        "phrase",
        "1.250 € pro Monat, 12 Monate: 1.250 · 12 = 15.000 €.\nAntwort: 15 Tsd. €",
        "'Answer: 15 thousand EUR' (Tsd. = thousand)",
    ),
    g(
        "u_es_negativo",
        "A",
        "1125",
        "wrong",
        "phrase",
        "Tenía 1.500 € y gastó 375 €. 1.500 − 375 = 1.125.\nRespuesta: 1.125 negativo",
        "'Answer: 1.125 negative': the word changes the value",
    ),
]

DECISIONS = {
    "u_ko_meter": (
        "reject",
        "36000 m equals 36 km, but the problem's unit is km and the gold 36; another unit is another quantity (corpus convention)",
    ),
    "u_de_cm": (
        "reject",
        "1250 cm equals 12,5 m, but the gold is in metres; the other unit is another quantity (corpus convention)",
    ),
    "u_it_ok_tre_dozzine": (
        "accept",
        "the answer is 36 eggs; 'cioè tre dozzine' (that is, three dozen) is an equal gloss after it, not a change of value",
    ),
    "t_id_m_ok_half": (
        "accept",
        "2\\frac{1}{2} is the mixed number 5/2 as models write it, not 2 times 1/2",
    ),
    "x_cs_m_ok_int": (
        "accept",
        "<-2; 5> is the Czech (and Polish) school notation for the closed interval [-2, 5]",
    ),
    "x_pl_m_frac_decimal": (
        "reject",
        "the last stated value is the approximation 0,58; 0,58(3) before it is exact but is followed by 'czyli w przybliżeniu' (that is, approximately)",
    ),
    "x_uk_m_ok_vec_text": ("accept", "(3, -1)^T is the column vector of the gold"),
    "b_es_ok_control": (
        "accept",
        "control characters other than NUL do not make the pair bad input; the answer line is whole",
    ),
}


def _surrogate_escapes(path: Path) -> None:
    """Turn the private-use markers of `surr` into JSON escapes of lone surrogates."""
    import re

    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub("\ue000SURR([0-9a-f]{4})\ue001", r"\\u\1", text), encoding="utf-8")


if __name__ == "__main__":
    if Path(__file__).resolve().parent != Path(corpus_build.__file__).resolve().parent:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam103", CASES, [], DECISIONS)
    _surrogate_escapes(corpus_build.HERE / "adversarial_redteam103.jsonl")
