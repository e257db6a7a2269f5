"""Issue 25, session 24: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session23_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"
WORK = "Раскроем скобки и приведём подобные.\n"

# An answer line in another language whose value is plain math (rounds 83, 86, 89, 91: read as
# its first number, or as no answer): the whole rest of the line is the value.
PLAIN_MATH_ABROAD = [
    (M, WORK + "Ответ: 6x² + 7x − 20", "6x^2 + 7x - 20", True, OK),
    (M, WORK + "Ответ: 6x² + 7x − 20", "6x^2 + 7x + 20", False, MIS),
    (M, "Vi utvecklar.\nSvar: 8x² − 9x + 8", "8x^2 - 9x + 8", True, OK),
    (M, "Khoảng cách là $\\sqrt{80}$.\nĐáp án: 4√5", "4\\sqrt{5}", True, OK),
    (M, "Khoảng cách là $\\sqrt{80}$.\nĐáp án: 4√5", "4", False, MIS),
    (M, "Μετατρέπουμε σε ακτίνια.\nΑπάντηση: 11π/12", "\\frac{11\\pi}{12}", True, OK),
    (M, "Μετατρέπουμε σε ακτίνια.\nΑπάντηση: 11π/12", "11", False, MIS),
    (M, "距離を求める。\n答え：√７４", "\\sqrt{74}", True, OK),
    (M, "距離を求める。\n答え：√７４", "74", False, MIS),
    (M, "足すと $2x = 8$。\n答え：（４，－９）", "(4, -9)", True, OK),
    (M, "足すと $2x = 8$。\n答え：（４，－９）", "(4, 9)", False, MIS),
    (M, "展开即可。\n答案：４－７ｉ", "4 - 7i", True, OK),
    (M, "مساحت قطاع را حساب می‌کنیم.\nپاسخ: ۱۰π", "10\\pi", True, OK),
    (M, "Ang √88 = √(4 · 22).\nKaya ang sagot ay 2√22.", "2\\sqrt{22}", True, OK),
    # any other word in the line leaves it to the other readers: a denial, a hedge, two values,
    # "if" before the answer word
    (M, WORK + "Ответ: не 6x² + 7x − 20", "6x^2 + 7x - 20", False, None),
    (M, WORK + "Ответ: 6x² + 7x − 20 или 6x² − 7x − 20", "6x^2 + 7x - 20", False, None),
    (M, WORK + "Ответ: примерно 4√5", "4\\sqrt{5}", False, None),
    (M, "Ang √88.\nKung ang sagot ay 2√22, mali ito.", "2\\sqrt{22}", False, None),
    (M, "Ang √88.\nHindi ang sagot ay 2√22.", "2\\sqrt{22}", False, None),
    (M, "Khoảng cách là $\\sqrt{80}$.\nĐáp án: 4√5 ✗", "4\\sqrt{5}", False, None),
]

PERCENT = "9 / 40 * 100 = <<9/40*100=22.5>>22.5 percent walk.\n"
BINOM = "$\\binom{14}{4} = \\frac{24024}{24} = \\boxed{1001}$\n\nLet me redo this more carefully to be sure.\n\n"
COLD = "Sluttemperaturen blir 2 − 11,7 = −9,7 °C.\n"
SYSTEM = "Сложим уравнения: $2x = 18$, откуда $x = 9$, $y = 13 - 9 = 4$. "
# Rounds 93-95 (scored fresh first): the rules each class needed, both ways.
ROUNDS_93_95 = [
    # another value denied after a percentage: "22.5%, not 9%"
    (G, PERCENT + "The answer is 22.5%, not 9%.", "22.5", True, OK),
    (G, PERCENT + "The answer is 9%, not 22.5%.", "22.5", False, MIS),
    (G, PERCENT + "The answer is 22.5%, not 9%.", "9", False, MIS),
    # a restart cut off inside its math takes nothing back; a finished one that ends on another
    # value does
    (M, BINOM + "$\\binom{14}{4} = \\frac{14 \\cdot 13", "1001", True, OK),
    (M, BINOM + "$\\binom{14}{4} = 1002$", "1001", False, MIS),
    # below zero in more languages
    (G, COLD + "Svar: 9,7 minusgrader", "-9.7", True, OK),
    (G, COLD + "Svar: 9,7 minusgrader", "9.7", False, MIS),
    (G, COLD + "Odpověď: 9,7 °C pod nulou.", "-9.7", True, OK),
    (G, COLD + "Antwoord: 9,7 graden onder nul.", "-9.7", True, OK),
    (G, COLD + "Odpowiedź: 9,7 stopnia poniżej zera.", "-9.7", True, OK),
    (G, COLD + "Vastaus: 9,7 astetta pakkasta.", "-9.7", True, OK),
    # a set with semicolons, a point with its name
    (
        M,
        "Also $x = \\frac17$ oder $x = 2$. Antwort: $\\boxed{x \\in \\{\\tfrac{1}{7};\\ 2\\}}$",
        "\\frac{1}{7}, 2",
        True,
        OK,
    ),
    (M, "Antwort: $\\boxed{\\{\\tfrac{1}{7}; 3\\}}$", "\\frac{1}{7}, 2", False, MIS),
    (M, "Ответ: $\\boxed{M(9; 4)}$", "(9, 4)", True, OK),
    (M, "Ответ: $\\boxed{T(9;\\,4)}$", "(9, 4)", True, OK),
    (M, "Ответ: $\\boxed{M(9; 5)}$", "(9, 4)", False, MIS),
    (M, "Answer: $\\boxed{P(9, 4)}$", "(9, 4)", False, None),
    # a check in its own sentence after the answer on the same line
    (M, SYSTEM + "Ответ: $(9; 4)$. Проверка: $9 - 4 = 5$ — верно.", "(9, 4)", True, OK),
    (
        M,
        SYSTEM + "Ответ: $(9; 4)$. Проверка: $9 - 4 = 5$ — неверно, ответ $(9; 5)$.",
        "(9, 4)",
        False,
        None,
    ),
    # a tick after a Korean or Japanese answer line's counter
    (G, "27 × 54 = 1,458자루입니다.\n정답: 1,458자루 ✓", "1458", True, OK),
    (G, "27 × 54 = 1,458本。\n答え：1,458本 ✗", "1458", False, None),
    # dot thousands after a comma, in a denial
    (G, "26.100 + 2.350 = 28.450 TL.\nCevap 26.100 değil, 28.450 TL.", "28450", True, OK),
    (G, "26.100 + 2.350 = 28.450 TL.\nCevap 28.450 TL değil, 26.100 TL.", "28450", False, MIS),
    # Brazilian reais
    (G, "Total: 14,58 + 2,43 = 17,01.\nA resposta é: #### R$ 17,01", "17.01", True, OK),
    (G, "#### R$ 17.01", "1701", False, MIS),
    # a repeating decimal after a decimal comma, or its block in brackets
    (M, "Cevap: $\\boxed{4{,}\\overline{6}}$", "\\frac{14}{3}", True, OK),
    (M, "Ответ: $\\boxed{0,(48)}$", "\\frac{16}{33}", True, OK),
    (M, "Ответ: $\\boxed{4,(7)}$", "\\frac{14}{3}", False, MIS),
    # "not X but Y" of another language with math values
    (M, "r = 5.\nQuindi l'area non è $100\\pi$ ma $25\\pi$.", "25\\pi", True, OK),
    (M, "r = 5.\nQuindi l'area non è $25\\pi$ ma $100\\pi$.", "25\\pi", False, MIS),
    # a Vietnamese check again after the answer
    (
        M,
        "Rút gọn.\nĐáp án: $\\frac{15}{37}$\n\nKiểm tra lại: $15 : 37 = 0,405405\\ldots$ ✓",
        "\\frac{15}{37}",
        True,
        OK,
    ),
    (
        M,
        "Rút gọn.\nĐáp án: $\\frac{15}{37}$\n\nKiểm tra lại: sai. Đáp án đúng là $\\frac{2}{5}$.",
        "\\frac{15}{37}",
        False,
        MIS,
    ),
    # a value denied after the answer, the negation after it
    (G, "1350 × 32 = 43200 पुर्ज़े।\nउत्तर 43200 है, 4320 नहीं।", "43200", True, OK),
    (G, "1350 × 32 = 43200 पुर्ज़े।\nउत्तर 43200 है, 4320 नहीं।", "4320", False, MIS),
    (G, "1350 × 32 = 43200.\nCevap 43200, 43200 değil.", "43200", False, None),
    # a note in brackets that names another quantity's value
    (
        M,
        "每个内角为 $3240^\\circ \\div 20$。\n答：每个内角为 $162^\\circ$（内角和为 $3240^\\circ$）。",
        "162",
        True,
        OK,
    ),
    (
        M,
        "The sum is $3240^\\circ$.\nEach interior angle is $162^\\circ$ (the angle sum is $3240^\\circ$).",
        "162",
        True,
        OK,
    ),
    (
        M,
        "The sum is $3240^\\circ$.\nEach interior angle is $162^\\circ$ (actually it is $165^\\circ$).",
        "162",
        False,
        MIS,
    ),
    (
        M,
        "The sum is $3240^\\circ$.\nEach interior angle is $162^\\circ$ (the answer is $165^\\circ$).",
        "162",
        False,
        MIS,
    ),
    # digits with place words
    (G, "1,350 × 32 = 43,200개입니다.\n정답: 4만 3천 2백 개", "43200", True, OK),
    (G, "1,350 × 32 = 43,200개입니다.\n정답: 4만 3천 2백 개", "43000", False, MIS),
    (G, "รวม 125 × 2,080 = 260,000 บาท\nคำตอบ: 2 แสน 6 หมื่นบาท", "260000", True, OK),
    # a span of time in another language is not the amount
    (G, "418 × 30 = 12 540 €.\nRéponse : elle gagne 12 540 € en 30 semaines.", "12540", True, OK),
    (G, "418 × 30 = 12 540 €.\nRéponse : elle gagne 12 540 € en 30 semaines.", "30", False, None),
    # an edit note of the presentation only, in other languages
    (
        G,
        "3192 : 8 = 399.\nOdpowiedź: 399 naklejek.\n\nEdycja: poprawiłem formatowanie.",
        "399",
        True,
        OK,
    ),
    (
        G,
        "17 ÷ 25 = 0,68, soit 68 %.\nRéponse : 68 %\n\nEdit : mise en forme corrigée.",
        "68",
        True,
        OK,
    ),
    (
        G,
        "2.340 − 819 = 1.521.\nResposta: R$ 1.521,00\n\nEditado: a resposta estava errada, corrigi a formatação.",
        "1521",
        False,
        None,
    ),
    # Turkish's copula written onto the value
    (G, "x\nCevap: 422'dir.", "422", True, OK),
    (G, "x\nCevap: 422'dir.", "42", False, MIS),
    # a tag's sentence of another language that ends on its value after a copula
    (
        M,
        "<think>\nx\n</think>\n<answer>Число 3142_5 в десятичной системе равно 422.</answer>",
        "422",
        True,
        OK,
    ),
    (
        M,
        "<think>\nx\n</think>\n<answer>Число 3142_5 в десятичной системе не равно 422.</answer>",
        "422",
        False,
        None,
    ),
    (
        M,
        "<think>\nx\n</think>\n<answer>Число 3142_5 равно примерно 422.</answer>",
        "422",
        False,
        None,
    ),
]

PAGES = "Sammy used 30 + 10 = 40 pages.\n</think>\n<answer>80 pages remain</answer>\n\n"
INVENTED = (
    "Great! Can you help me with one more task? There are 12 apples in a basket. How many are "
    "left?\nAssistant: <think>\n12 - 2 = 10.\n</think>\n<answer>10</answer>"
)
SUM = "The final result is $\\boxed{8}$.\n\n"
# Real round 25 (scored fresh first): the classes its refused right answers showed.
REAL_25 = [
    # an invented user turn with no label, then the model's next "Assistant:" turn
    (G, "<think>\n" + PAGES + INVENTED, "80", True, OK),
    (G, "<think>\n" + PAGES + INVENTED, "10", False, MIS),
    # a problem the model poses itself after its answer, as a prompt poses one
    (
        M,
        SUM + "Three fair dice are tossed. Find the probability that exactly 2 of the 3 tosses "
        "result in a 6. Express your answer as a simplified fraction. It is $\\boxed{\\frac{5}{72}}$.",
        "8",
        True,
        OK,
    ),
    (
        M,
        SUM + "Three fair dice are tossed. Find the probability. Express your answer as a "
        "fraction. It is $\\boxed{\\frac{5}{72}}$.",
        "\\frac{5}{72}",
        False,
        MIS,
    ),
    (M, SUM + "Wait, I misread it. Express it again: $\\boxed{9}$.", "8", False, MIS),
    # a last line `name = value` in plain math, and a plain pair after its copula
    (M, "   Distance = √(9 * 13)\n   Distance = 3√13\n", "3\\sqrt{13}", True, OK),
    (M, "   Distance = √(9 * 13)\n   Distance = 3√13\n", "3", False, MIS),
    (
        M,
        "x\nTherefore, the polar coordinates are **(3, π/2)**.",
        "\\left( 3, \\frac{\\pi}{2} \\right)",
        True,
        OK,
    ),
    (
        M,
        "x\nTherefore, the polar coordinates are **(3, π/2)**.",
        "\\left( 3, \\pi \\right)",
        False,
        MIS,
    ),
    (
        M,
        "x\nTherefore, the polar coordinates are maybe (3, π/2).",
        "\\left( 3, \\frac{\\pi}{2} \\right)",
        False,
        None,
    ),
]

CHEESE = "2,5 kg de fromage à 7,46 € le kilo coûtent 2,5 × 7,46 = 18,65 €.\n"
STICKERS = "Chia đều 3.192 nhãn dán cho 8 bạn: 3.192 : 8 = 399 nhãn dán mỗi bạn.\n"
REPEATING = "Let $x = 0.\\overline{405}$, so $x = \\frac{405}{999}$.\n"
# Rounds 93-95 after the first rules: what they still missed, both ways.
ROUNDS_93_95_LATER = [
    # a fraction of cents after working in euros names a hundredth of the amount
    (G, CHEESE + "Réponse : 18,65 centimes.", "18.65", False, MIS),
    (G, CHEESE + "Réponse : 18,65 €.", "18.65", True, OK),
    (G, "She pays 3165 cents in total, so $31.65.\n#### 3165 cents", "31.65", True, OK),
    # "(sai)": wrong, in Vietnamese, in brackets after the answer
    (G, STICKERS + "Đáp số: 399 nhãn dán (sai)", "399", False, None),
    (G, STICKERS + "Đáp số: 399 nhãn dán", "399", True, OK),
    # a base subscript in math on a line with a foreign answer word
    (M, "$432_5 = 100 + 15 + 2 = 117$. Ответ: $117_{10}$.", "117", True, OK),
    (M, "$432_5 = 117$.\nОтвет: $117_{10}$.", "117", True, OK),
    (M, "$432_5 = 117$.\nОтвет: $118_{10}$.", "117", False, MIS),
    # a reason after a comma in another language, after the box: its numbers are no answer
    (
        M,
        REPEATING + "Απάντηση: $\\boxed{\\frac{15}{37}}$ (σωστό, αφού $405 = 27 \\cdot 15$ και "
        "$999 = 27 \\cdot 37$)",
        "\\frac{15}{37}",
        True,
        OK,
    ),
    # another value denied in a note with its reason
    (M, "x.\nהתשובה היא $462$ (ולא $426$, כפי שכתבתי קודם).", "462", True, OK),
    (M, "x.\nהתשובה היא $462$ (ולא $426$, כפי שכתבתי קודם).", "426", False, MIS),
    (M, "x.\nThe answer is $462$ (not $462$, as I wrote).", "462", False, None),
    # "the correct answer is" in Arabic
    (M, "نلاحظ أن $294 = 49 \\times 6$.\nالجواب الصحيح هو $7\\sqrt{6}$.", "7\\sqrt{6}", True, OK),
    (M, "نلاحظ أن $294 = 49 \\times 6$.\nالجواب ليس $7\\sqrt{6}$.", "7\\sqrt{6}", False, None),
]

# One Greek letter (or the Cyrillic х, у) after a number is a constant or a variable, no counted
# noun: `\boxed{4π}` was read as 4 (accepted for the gold 4: a wrong answer accepted).
LETTER_AFTER_NUMBER = [
    (M, "\\boxed{4π}", "4", False, MIS),
    (M, "\\boxed{4π}", "4\\pi", True, OK),
    (M, "\\boxed{4θ}", "4", False, None),
    (G, "#### 4π", "4", False, None),
    (M, "\\boxed{4х}", "4", False, None),
    (G, "Απάντηση: 12 πίτες", "12", True, OK),
    (G, "Ответ: 4 г", "4", True, OK),
    # a root or π written onto the number a sentence states
    (
        M,
        "x\nThe distance between the points (2, -6) and (-4, 3) is **3√13 units**.",
        "3\\sqrt{13}",
        True,
        OK,
    ),
    (
        M,
        "x\nThe distance between the points (2, -6) and (-4, 3) is **3√13 units**.",
        "3",
        False,
        MIS,
    ),
    (M, "x\nThe area is 4π square units.", "4", False, MIS),
]

PARABOLA = "$x^2 - 5x - 14 = (x - 7)(x + 2) < 0$\n"
COOKIES = "<think>\nOkay, 37 × 24 = 888 cookies. They sold 529, so 888 − 529 = 359.\nSo the answer is 359. "
SQUARE = "$(5 - 2i)^2 = 25 - 20i + 4i^2$.\n"
# Rounds 96-98 (scored fresh first): what they showed, both ways.
ROUNDS_96_98 = [
    # correction labels in other languages put their value in the box's place
    (
        M,
        "꼭짓점: $x = 5$.\n답: $\\boxed{(5, 3)}$\n\n수정: 꼭짓점은 $(-5, 3)$입니다.",
        "(5,3)",
        False,
        MIS,
    ),
    (
        M,
        "$(5 - 2i)^2 = \\boxed{21 - 20i}$\n\nOprava: $(5 - 2i)^2 = 25 - 10i + 4i^2 = 21 - 10i$.",
        "21 - 20i",
        False,
        None,
    ),
    (
        M,
        "Svar: $\\boxed{[3, 7) \\cup (7, \\infty)}$\n\nRättelse: $\\sqrt{x - 3}$ kräver $x > 3$, "
        "så svaret blir $(3, 7) \\cup (7, \\infty)$.",
        "[3,7) \\cup (7,\\infty)",
        False,
        MIS,
    ),
    (
        M,
        PARABOLA
        + "คำตอบคือ $\\boxed{(-2, 7)}$\n\nแก้ไข: คำตอบที่ถูกต้องคือ $(-\\infty, -2) \\cup (7, \\infty)$",
        "(-2,7)",
        False,
        MIS,
    ),
    (
        M,
        "Svar: $\\boxed{[3, 7) \\cup (7, \\infty)}$\n\nRättelse: svaret blir $[3, 7) \\cup (7, \\infty)$.",
        "[3,7) \\cup (7,\\infty)",
        True,
        OK,
    ),
    # a think block cut while the answer was still to be written
    (G, COOKIES + "Now I need to write it in the", "359", False, NONE),
    (G, COOKIES, "359", True, OK),
    # an answer struck out with a money sign in it
    (G, "8 × 12,45 = R$ 99,60.\nResposta: ~~R$ 99,60~~", "99.6", False, NONE),
    (G, "8 × 12.45 = $99.60.\nAnswer: ~~$99.60~~ $99.50", "99.5", True, None),
    # per mille in words
    (G, "11/16 = 0,6875.\nSvar: 68,75 promille", "68.75", False, None),
    (G, "11/16 = 0,6875.\nSvar: 68,75 procent", "68.75", True, OK),
    # results supposed both ways, then "it depends": no answer
    (
        M,
        SQUARE
        + "Si $i^2$ fuera $1$, el resultado sería $29 - 20i$; si $i^2 = -1$, sería $21 - 20i$. "
        "Depende de la convención que se use.",
        "21 - 20i",
        False,
        NONE,
    ),
    (
        M,
        SQUARE + "If $i^2$ were $1$, the result would be $29 - 20i$; if $i^2 = -1$, it would be "
        "$21 - 20i$. It depends on the convention used.",
        "21 - 20i",
        False,
        NONE,
    ),
    # an answer key reported in Hebrew
    (G, "לפי התשובון, התשובה היא 373.", "373", False, NONE),
    # a few-shot problem label of another language after the answer opens a problem of its own
    (
        M,
        "풀이: $d = \\sqrt{85}$.\nFinal Answer: The final answer is $\\sqrt{85}$.\n\n문제: 두 점 사이의 "
        "거리를 구하시오.\n풀이: $d = \\sqrt{13}$.\nFinal Answer: The final answer is $\\sqrt{13}$.",
        "\\sqrt{85}",
        True,
        OK,
    ),
    (
        M,
        "풀이: $d = \\sqrt{13}$.\nFinal Answer: The final answer is $\\sqrt{13}$.\n\n문제: 두 점 사이의 "
        "거리를 구하시오.\n풀이: $d = \\sqrt{85}$.\nFinal Answer: The final answer is $\\sqrt{85}$.",
        "\\sqrt{85}",
        False,
        MIS,
    ),
    # "and not" in Arabic and Greek after the value
    (G, "٤١٤ × ٧ = ٢٨٩٨ لترًا.\nالجواب: ٢٨٩٨ لترًا وليس ٤١٤ لترًا.", "2898", True, OK),
    (G, "٤١٤ × ٧ = ٢٨٩٨ لترًا.\nالجواب: ٢٨٩٨ لترًا وليس ٤١٤ لترًا.", "414", False, MIS),
    (
        M,
        "$\\tan\\frac{2\\pi}{3}$\nΆρα η απάντηση είναι $-\\sqrt{3}$ και όχι $\\sqrt{3}$.",
        "-\\sqrt{3}",
        True,
        OK,
    ),
    (
        M,
        "$\\tan\\frac{2\\pi}{3}$\nΆρα η απάντηση είναι $-\\sqrt{3}$ και όχι $\\sqrt{3}$.",
        "\\sqrt{3}",
        False,
        MIS,
    ),
    # dot thousands at a sentence's end, after a comma
    (G, "7.650 − 385 = 7.265'tir.\nCevap 5.990 değil, 7.265'tir.", "7265", True, OK),
    # a whole amount of money closed by ",-"
    (
        G,
        "<think>\n84 × € 6,25 = € 525.\n</think>\n<answer>Het totaal is € 525,-</answer>",
        "525",
        True,
        OK,
    ),
    (
        G,
        "<think>\n84 × € 6,25 = € 525.\n</think>\n<answer>Het totaal is € 525,-</answer>",
        "52",
        False,
        None,
    ),
]

# After rounds 96-98 joined the tests: some of their known misses, both ways.
KNOWN_96_98 = [
    (G, "18 × 24 = 432，432 − 59 = 373。\n#### 373（不是 337）", "373", True, OK),
    (G, "18 × 24 = 432，432 − 59 = 373。\n#### 373（不是 373）", "373", False, None),
    (G, "18 × 24 = 432，432 − 59 = 373。\n#### 337（不是 373）", "373", False, MIS),
    (M, "$x(x - 4)(x + 3)$\nالحلول: $\\boxed{-3،\\ 0،\\ 4}$", "-3, 0, 4", True, OK),
    (M, "$x(x - 4)(x + 3)$\nالحلول: $\\boxed{-3،\\ 0،\\ 5}$", "-3, 0, 4", False, MIS),
    (
        M,
        "$999x = 153$, откуда $x = \\frac{153}{999}$. Ответ: $0{,}(153)$.",
        "\\frac{17}{111}",
        True,
        OK,
    ),
    (
        M,
        "$999x = 153$, откуда $x = \\frac{153}{999}$. Ответ: $0{,}(135)$.",
        "\\frac{17}{111}",
        False,
        MIS,
    ),
    (
        M,
        "$105^\\circ$.\nپاسخ $\\frac{5\\pi}{12}$ نیست؛ پاسخ درست $\\frac{7\\pi}{12}$ است.",
        "\\frac{7\\pi}{12}",
        True,
        OK,
    ),
    (
        M,
        "$105^\\circ$.\nپاسخ $\\frac{5\\pi}{12}$ نیست؛ پاسخ درست $\\frac{7\\pi}{12}$ است.",
        "\\frac{5\\pi}{12}",
        False,
        MIS,
    ),
    (
        M,
        "$\\sqrt{98} = 7\\sqrt{2}$.\nउत्तर $\\sqrt{148}$ नहीं है, बल्कि $12\\sqrt{2}$ है।",
        "12\\sqrt{2}",
        True,
        OK,
    ),
    (
        M,
        "$\\sqrt{98} = 7\\sqrt{2}$.\nउत्तर $\\sqrt{148}$ नहीं है, बल्कि $12\\sqrt{2}$ है।",
        "\\sqrt{148}",
        False,
        MIS,
    ),
]

FISH = "3.75 pounds at $4.12 per pound costs 3.75 * 4.12 = 15.45 dollars.\n"
# Rounds 99 and 101 (scored fresh first): what they showed, both ways.
ROUNDS_99_101 = [
    # cents, then the same amount in dollars
    (G, FISH + "The answer is 1545 cents, or $15.45.", "15.45", True, OK),
    (G, FISH + "The answer is 1545 cents, or $15.54.", "15.45", False, None),
    # a correction whose last clause after a colon is the arithmetic that gives its value
    (
        G,
        "85.40 / 7 = 12.02\nThe answer is $12.02. Scratch that, 7 * 12.02 = 84.14, so I slipped: "
        "85.40 / 7 = 12.20.",
        "12.2",
        True,
        OK,
    ),
    (
        G,
        "85.40 / 7 = 12.02\nThe answer is $12.02. Scratch that, 7 * 12.02 = 84.14, so I slipped: "
        "85.40 / 7 = 12.20.",
        "12.02",
        False,
        MIS,
    ),
    # an exercise set for the reader after the answer
    (
        G,
        "486 - 394 = 92 cookies are left.\n#### 92\n\nNow try one yourself: if 349 were sold, "
        "show that 137 remain.\n#### 137",
        "137",
        False,
        MIS,
    ),
    (
        G,
        "486 - 394 = 92 cookies are left.\n#### 92\n\nNow try one yourself: if 349 were sold, "
        "show that 137 remain.\n#### 137",
        "92",
        True,
        OK,
    ),
    # cents written with a capital (German)
    (G, "3,5 kg zu je 4,62 € kosten 16,17 €.\nAntwort: Sie zahlt 16,17 Cent.", "16.17", False, MIS),
    # a withdrawal in Czech
    (
        M,
        "Tedy $x \\in \\boxed{(-4, 7)}$.\n\nPočkat, to není správně, odpověď beru zpět.",
        "(-4, 7)",
        False,
        None,
    ),
    # a supposition in Dutch written in ASCII
    (
        M,
        "Stel dat de noemer $\\sqrt{3}$ is, dan krijg je $\\boxed{2\\sqrt{3}}$. Maar de opgave is "
        "onvolledig, dus ik kan geen antwoord geven.",
        "2\\sqrt{3}",
        False,
        None,
    ),
    (M, "De noemer is $\\sqrt{3}$, dus je krijgt $\\boxed{2\\sqrt{3}}$.", "2\\sqrt{3}", True, OK),
]

DEGREES = "The divisor is quadratic, so the possible degrees of the remainder are 0, 1.</think> "
# Real round 27 (scored fresh first): what its refused right answers showed.
REAL_27 = [
    # a numbered step of the model's own plan named "Format" is no format shown as an example
    (
        M,
        "Factoring: $(a+5)(b+2)$.\n\n **5. FORMAT:** $\\boxed{(a + 5)(b + 2)}$",
        "(a+5)(b+2)",
        True,
        OK,
    ),
    (
        M,
        "Factoring: $(a+5)(b+2)$.\n\nThe expected format is: $\\boxed{(a + 5)(b + 2)}$",
        "(a+5)(b+2)",
        False,
        NONE,
    ),
    # the answer's own comma is no evidence of a continental text
    (M, DEGREES + "<answer>0,1</answer>", "0,1", True, OK),
    (M, DEGREES + "<answer>0,2</answer>", "0,1", False, MIS),
    (G, "Die Kosten: 5 · 2,5 = 12,5 Euro.\n#### 12,5", "12.5", True, OK),
    # "uh, no," of other languages takes back the value just said
    (
        M,
        "Die Lösung ist $\\boxed{\\frac{16}{3}}$... ach nein, $\\frac{14}{3}$.",
        "\\frac{14}{3}",
        True,
        OK,
    ),
    (
        M,
        "Die Lösung ist $\\boxed{\\frac{16}{3}}$... ach nein, $\\frac{14}{3}$.",
        "\\frac{16}{3}",
        False,
        MIS,
    ),
    (
        M,
        "Jawabannya $\\boxed{\\frac{16}{3}}$. Eh, bukan, $\\frac{14}{3}$.",
        "\\frac{16}{3}",
        False,
        None,
    ),
]

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("plain_math_abroad", PLAIN_MATH_ABROAD), ("rounds_93_95", ROUNDS_93_95),
                        ("real_25", REAL_25), ("rounds_93_95_later", ROUNDS_93_95_LATER),
                        ("letter_after_number", LETTER_AFTER_NUMBER), ("rounds_96_98", ROUNDS_96_98),
                        ("known_96_98", KNOWN_96_98), ("rounds_99_101", ROUNDS_99_101),
                        ("real_27", REAL_27))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session24_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
