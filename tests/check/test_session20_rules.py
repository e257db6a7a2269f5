"""Issue 25, session 20: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session19_rules.py and
test_issue25_classes.py."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE = "ok", "mismatch", "parse_error"
EGGS = "437 eggs in cartons of 12: 36 * 12 = 432, and 437 - 432 = 5.\n"

# A unit or counter of another language in Latin letters after the number, from a closed list as
# the English units are (round 53's misses): `20 anni`, `142 tane`, `142 cái bánh`. Any other
# word stays refused, a counted noun of another language too (`5 uova`: the checker cannot tell
# it from a word that changes the number, as `#### 18 banana` is refused in English).
NOUNS_ABROAD = [
    (G, EGGS + "Risposta finale: #### 5 uova", "5", False, PARSE),
    (G, EGGS + "#### 5 Eier", "5", False, PARSE),
    (G, EGGS + "#### 18 banana", "5", False, None),
    (G, "Mei: 4 * 5 = 20.\n#### 20 anni", "20", True, OK),
    (G, "238 - 96 = 142.\n#### 142 tane", "142", True, OK),
    (G, "238 - 96 = 142.\nĐáp án: 142 cái bánh", "142", True, OK),
    (G, "7 + 0 = 7.\n#### 7 người", "7", True, OK),
    # the same nouns with the wrong value are still the wrong value
    (G, EGGS + "#### 6 uova", "5", False, None),
    (G, "238 - 96 = 142.\n#### 124 tane", "142", False, MIS),
    # words that change the number
    (G, EGGS + "#### 5 uova in meno", "5", False, None),
    (G, EGGS + "#### 5 weniger", "5", False, PARSE),
    (G, EGGS + "#### 5 dozzine", "5", False, MIS),  # (five dozen: 60, since session 21)
    (G, EGGS + "#### 20 decine", "20", False, PARSE),
    (G, EGGS + "#### 5 buçuk", "5", False, PARSE),
    (G, EGGS + "#### 5 mila", "5", False, None),
    (G, EGGS + "#### 5 volte", "5", False, PARSE),
    (G, EGGS + "#### 5 Prozent", "5", False, PARSE),
    (G, EGGS + "#### 5 falsch", "5", False, None),
    (G, EGGS + "#### 5 vielleicht", "5", False, PARSE),
    (G, EGGS + "#### 5 oder", "5", False, PARSE),
    (G, EGGS + "#### 5 negativo", "5", False, PARSE),
    # English words and abbreviations the grammar refused before stay refused
    (G, EGGS + "#### 5 initially", "5", False, PARSE),
    (G, EGGS + "#### 14 mpg", "14", False, PARSE),
    (G, EGGS + "#### 18 odd", "18", False, PARSE),
    (G, EGGS + "#### 47 shorter", "47", False, PARSE),
    (G, "The discount is $91; the price is 260 - 91 = $169.\n#### a $169 saving", "169", False,
     PARSE),
    (M, "The angle is $\\boxed{140 \\text{ gon}}$", "140", False, None),
]  # fmt: skip

# Numbers written the continental way (round 56's misses): `2,75`, `12.500`, `2 150 000`,
# `0{,}625`, read so when the completion's own numbers, equations or language say so; never when
# one of its numbers can only be English (`2.5`, `1,234.5`), and never for points in brackets.
SEPARATORS = [
    (G, "11 : 4 = 2,75\nJedes Kind bekommt also 2,75 Liter.\n#### 2,75", "2.75", True, OK),
    (G, "2.040 - 655 = 1.385\nA resposta é 1.385 livros.\n#### 1.385", "1385", True, OK),
    (G, "5 · 2.500 = 12.500\nDie Antwort lautet 12.500 €.\n#### 12.500", "12500", True, OK),
    (G, "43 000 · 50 = 2 150 000\nОтвет: 2 150 000 изделий.", "2150000", True, OK),
    (G, "43.000 × 50 = 2.150.000\nLa respuesta es 2.150.000 unidades.", "2150000", True, OK),
    (
        G,
        "3 · 5,75 = 17,25\nOdpowiedź: 17,25 zł.\n\nSprawdzenie: 17,25 : 3 = 5,75 ✓",
        "17.25",
        True,
        OK,
    ),
    (
        M,
        "La probabilidad es $\\frac{5}{8}$, es decir $\\boxed{0{,}625}$.",
        "\\frac{5}{8}",
        True,
        OK,
    ),
    # the wrong value, read either way, is still wrong
    (G, "2.040 - 655 = 1.385\nA resposta é 1.385 livros.\n#### 1.485", "1385", False, MIS),
    # ... and the continental reading decides where the English one would find the gold
    (G, "5 · 2.500 = 12.500\nDie Antwort lautet 12.500 €.\n#### 12.500", "12.5", False, MIS),
    (G, "43.000 · 50 = 2.150.000\nLa respuesta es 2.150 millones.", "2150000", False, MIS),
    # an English number elsewhere keeps the English reading: 12.500 is twelve and a half
    (G, "It costs $2.5 a day, 5 days: 5 * 2.5 = 12.500\n#### 12.500", "12500", False, MIS),
    (G, "2,340 + 1,875 = 4,215\n#### 12.500", "12500", False, MIS),
    # a point in brackets is no decimal comma
    (M, "The point is $\\boxed{(1,5)}$.", "1.5", False, None),
]
# Scale words of other languages in Latin letters, and Thai and Bengali ones written onto the
# number: "2,15 millones", "6,25 tys.", "21.5 แสน".
SCALES_ABROAD = [
    (G, "43.000 × 50 = 2.150.000\nLa respuesta es 2,15 millones de unidades.", "2150000", True, OK),
    (G, "25 · 250 = 6250\nOdpowiedź: 6,25 tys. zł.", "6250", True, OK),
    (G, "43,000 × 50 = 2,150,000\nดังนั้นคำตอบคือ 21.5 แสนชิ้น", "2150000", True, OK),
    (G, "Jawaban: 2,15 juta unit", "2150000", True, OK),
    (G, "La respuesta es 2,15 millones de unidades.", "2.15", False, None),
]
# Answer tags with the stray spaces small policies write: `< answer > 1230 < /answer >`.
SPACED_TAGS = [
    (G, "<think>6 * 205 = 1230</think>\n< answer > 1230 < /answer >", "1230", True, OK),
    (G, "<think>6 * 205 = 1230</think>\n< answer > 1320 < /answer >", "1230", False, MIS),
    (M, "<think>...</think>\n< answer >7+4i< /answer >", "7 + 4i", True, OK),
]

# A value denied and the one put in its place, in twenty languages (round 56's misses): the
# value put in its place is the answer, whichever side the negation stands on.
NOT_THIS_BUT_ABROAD = [
    (G, "2040 − 655 = 1385\nОтвет: не 1475, а 1385.", "1385", True, OK),
    (G, "2040 − 655 = 1385\nОтвет: не 1385, а 1475.", "1385", False, MIS),
    (G, "25 × 250 = 6250\nLa respuesta no es 6000 sino 6250 dólares.", "6250", True, OK),
    (G, "25 × 250 = 6250\nLa respuesta no es 6250 sino 6000 dólares.", "6250", False, MIS),
    (G, "67 × 4 = 268\n정답은 304명이 아니라 268명입니다.", "268", True, OK),
    (G, "67 × 4 = 268\n정답은 268명이 아니라 304명입니다.", "268", False, MIS),
    (G, "25 × 250 = 6250\nउत्तर 6000 नहीं, बल्कि 6250 रुपये है।", "6250", True, OK),
    (G, "19 × 23 = 437\nคำตอบไม่ใช่ 608 แต่เป็น 437 แท่ง", "437", True, OK),
    (G, "248 + 263 = 511\nپاسخ 736 نیست، بلکه 746 کیلومتر است.", "746", True, OK),
    (G, "248 + 263 = 511\nپاسخ 746 نیست، بلکه 736 کیلومتر است.", "746", False, MIS),
    (G, "Cevap 300 değil, 268.", "268", True, OK),
    (G, "Odpowiedź: nie 300, lecz 268 zł.", "268", True, OK),
    (G, "12 × 0,7 = 8,4\nĐáp án không phải 9 mà là 8,4 đô la.", "8.4", True, OK),
    (M, "Відповідь: не $[-1, 7]$, а $(-1, 7)$.", "(-1, 7)", True, OK),
    (M, "Відповідь: не $(-1, 7)$, а $[-1, 7]$.", "(-1, 7)", False, MIS),
    # the value put in its place, then judged: no answer stated
    (G, "Die Antwort ist nicht 300, sondern 268, aber das ist falsch.", "268", False, None),
]
# A MATH gold in grams written `gm` (public_heldout20's miss: `12 \text{ gm}`).
GOLD_UNITS = [
    (M, "So, the average of the six weights is $\\boxed{12}$ grams.", "12 \\text{ gm}", True, OK),
    (M, "So, the average of the six weights is $\\boxed{13}$ grams.", "12 \\text{ gm}", False, MIS),
]

# An answer line in another language beside a `####` line, box or tag is a statement of its own:
# two different values are two final answers (round 56's and round 53's wrong answers accepted).
FOREIGN_ANSWER_LINES = [
    (G, "19 × 32 = 608\n答案是：608\n#### 437", "437", False, MIS),
    (G, "19 × 23 = 437\n答案是：437\n#### 437", "437", True, OK),
    (G, "2040 − 565 = 1475\nОтвет: 1475 книг.\n#### 1385", "1385", False, MIS),
    (G, "2040 − 655 = 1385\nОтвет: 1385 книг.\n#### 1385", "1385", True, OK),
    (G, "2040 - 655 = 1385\n#### 1385\nLa respuesta correcta es 1475 libros.", "1385", False, MIS),
    (G, "511 + 235 = 746\nپاسخ نهایی: 736 کیلومتر\n#### 746", "746", False, MIS),
    (
        M,
        "поэтому $P = \\boxed{\\frac{5}{8}}$.\n\nОтвет: $\\frac{3}{8}$",
        "\\frac{5}{8}",
        False,
        MIS,
    ),
    (M, "поэтому $P = \\boxed{\\frac{5}{8}}$.\n\nОтвет: $\\frac{5}{8}$", "\\frac{5}{8}", True, OK),
    # a check that names the answer states nothing new
    (G, "2040 − 655 = 1385\n#### 1385\nПроверка: ответ 1385 + 655 = 2040.", "1385", True, OK),
    # a decimal comma with its unit, beside the `####` line: one value
    (G, "4,8 / 2 = 2,4\nLa respuesta es 4,8 litros.\n#### 4.8", "4.8", True, OK),
]

# Closing pleasantries in more languages are skipped by the last-line reading; a number right
# after a CJK or Thai word is a number (`答えは437本です。`), and "I could not confirm it" in
# Japanese doubts it.
CLOSINGS_AND_CJK = [
    (
        G,
        "2040 - 655 = 1385\nA resposta é 1385 livros.\n\nEspero ter ajudado! Se tiver mais "
        "dúvidas, é só perguntar.",
        "1385",
        True,
        OK,
    ),
    (
        G,
        "11 ÷ 4 = 2,75\nLa réponse est 2,75 litres.\n\nN'hésitez pas si vous avez d'autres "
        "questions !",
        "2.75",
        True,
        OK,
    ),
    (G, "19 × 23 = 437\nคำตอบคือ 437 แท่ง\n\nหวังว่าจะช่วยได้นะครับ", "437", True, OK),
    (G, "19 × 23 = 437\nคำตอบคือ 473 แท่ง\n\nหวังว่าจะช่วยได้นะครับ", "437", False, MIS),
    (G, "19 × 23 = 437\n答えは437本です。", "437", True, OK),
    (G, "19 × 23 = 437\n答えは473本です。", "437", False, MIS),
    (G, "教科書の答えは47ですが、確認できませんでした。", "47", False, None),
    (
        M,
        "Final Answer: The final answer is $(2, -5)$. I hope it is correct.\n\nОтвет: $(-5, 2)$.",
        "(2, -5)",
        False,
        MIS,
    ),
]

# Rounds 57 and 58 (English): an exact box then its decimal value; "N times more" is a ratio; a
# dozen count in a note says the same number; "it could also be N" after the answer hedges it;
# the answer's own value with a percent sign is no percentage worked; a root alone on the last
# line; the value after "so" in a short answer; a loop of `####` lines cut at the token cap; a
# run of exclamation marks; answer tags written `< answer >`.
ENGLISH_ROUNDS = [
    (
        M,
        "The area is $\\boxed{169\\pi}$ (approximately $530.93$ square units).",
        "169\\pi",
        True,
        OK,
    ),
    (M, "The area is $\\boxed{531}$ (approximately).", "531", False, None),
    (M, "So $\\boxed{45}$ (approximately 45.2).", "45", False, None),
    (G, "158 - 89 = 69 more stamps.\nThe answer is 69 times more stamps.", "69", False, None),
    (G, "She ran 18 times.\nThe answer is 18 times.", "18", True, OK),
    (G, "78 * 14 = 1092 eggs.\n#### 1092 (that is 91 dozen)", "1092", True, OK),
    (G, "78 * 14 = 1092 eggs.\n#### 1092 (that is 90 dozen)", "1092", False, None),
    (
        G,
        "888 - 409 = 479.\n#### 479\n\nThough it could also be 398 if the problem meant 490 sold.",
        "479",
        False,
        MIS,
    ),
    (G, "888 - 409 = 479.\n#### 479\nIt could also be written as 479.0", "479", True, OK),
    (
        G,
        "158 - 89 = 69 more stamps.\nSo Maya has 69% more stamps than Leo.\n#### 69%",
        "69",
        False,
        MIS,
    ),
    (G, "12 of 60 passed: 12 / 60 × 100 = 20.\nSo 20% passed.\n#### 20%", "20", True, OK),
    (G, "13 / 20 = 0,65, soit 65 % des graines.\n#### 65 %", "65", True, OK),
    (M, "$\\sqrt{150} = 5\\sqrt{6}$.\n5√6", "5\\sqrt{6}", True, OK),
    (M, "$\\sqrt{150} = 5\\sqrt{6}$.\n6√5", "5\\sqrt{6}", False, MIS),
    (M, "<answer>$4x = 3 - 9 = -6$, so $x = -\\frac{3}{2}$</answer>", "-\\frac{3}{2}", True, OK),
    (M, "<answer>$4x = 3 - 9 = -6$, so $x = \\frac{3}{2}$</answer>", "-\\frac{3}{2}", False, MIS),
    (G, "19 * 24 = 456; 456 - 139 = 317.\n#### 317\n#### 317\n#### 317\n#### 3", "317", True, OK),
    (G, "19 * 24 = 456; 456 - 139 = 317.\n#### 317\n#### 318\n#### 3", "317", False, None),
    (G, "7 * 43 = 301.\n#### 301!!!!!!!!!!!!!!!!", "301", True, OK),
    (G, "7 * 43 = 301.\n#### 310!!!!!!!!!!!!!!!!", "301", False, MIS),
]

# Notation of other scripts and schools: the Arabic decimal mark and full-width marks between
# digits, semicolons between a pair's values, "Ответ:" opening a tag, a Persian copula before a
# box, a decimal comma in a MATH tag.
NOTATION_ABROAD = [
    (G, "۱۲ × ۰٫۷ = ۸٫۴\nپاسخ: ۸٫۴ دلار", "8.4", True, OK),
    (G, "۱۲ × ۰٫۷ = ۸٫۴\nپاسخ: ۸٫۵ دلار", "8.4", False, MIS),
    (G, "3 × 5.75 = 17.25\n答え：１７．２５ドル", "17.25", True, OK),
    (M, "$\\boxed{(2; -5)}$", "(2, -5)", True, OK),
    (M, "$\\boxed{(x; y) = (2; -5)}$", "(2, -5)", True, OK),
    (M, "$\\boxed{(2; 5)}$", "(2, -5)", False, MIS),
    (M, "<answer>Ответ: $x = 2$, $y = -5$.</answer>", "(2, -5)", True, OK),
    (M, "<answer>Ответ: $x = 2$, $y = 5$.</answer>", "(2, -5)", False, MIS),
    (M, "بنابراین پاسخ نهایی می\u200cشود $\\boxed{-\\frac{4}{3}}$.", "-\\frac{4}{3}", True, OK),
    (
        M,
        "Il y a $5 + 3 = 8$ billes. Donc $P = \\frac{5}{8}$.\n<answer>P = 0,625</answer>",
        "\\frac{5}{8}",
        True,
        OK,
    ),
    (
        M,
        "Il y a $5 + 3 = 8$ billes. Donc $P = \\frac{5}{8}$.\n<answer>P = 0,625</answer>",
        "\\frac{3}{8}",
        False,
        MIS,
    ),
]

# Round 60's misses: "Correct answer: 127" after "Incorrect answer: 91" (a label with its value
# heads nothing); "127 rather than 91"; "$12.75 each" prices one item, so "$484.50 in total"
# after it is the total; "The book's answer, X, agrees with mine: \boxed{X}" is the model's.
ROUND60 = [
    (
        G,
        "486 - 359 = 127 rolls are left.\nIncorrect answer: 91\nCorrect answer: 127",
        "127",
        True,
        OK,
    ),
    (
        G,
        "486 - 359 = 127 rolls are left.\nIncorrect answer: 127\nCorrect answer: 91",
        "127",
        False,
        MIS,
    ),
    (
        G,
        "**Correct solution:** 120 - 63 = 57.\n#### 57\n\n**Incorrect solution (for contrast):** "
        "120 - 73 = 47.\n#### 47",
        "47",
        False,
        None,
    ),
    (G, "486 - 359 = 127 rolls are left.\nThe answer is 127 rather than 91.", "127", True, OK),
    (G, "486 - 359 = 127 rolls are left.\nThe answer is 91 rather than 127.", "127", False, None),
    (
        G,
        "38 tickets at $12.75 each cost 38 * 12.75 = 484.5 dollars.\n#### $484.50 in total",
        "484.5",
        True,
        OK,
    ),
    (G, "Each of the 9 pays 603 / 9 = 67 dollars.\n#### 67 in total", "67", False, MIS),
    (
        M,
        "four of the $36$ outcomes. The book's answer, $\\frac{1}{9}$, agrees with mine: "
        "$\\boxed{\\frac{1}{9}}$.",
        "\\frac{1}{9}",
        True,
        OK,
    ),
    (
        M,
        "The book's answer is $\\boxed{\\frac{1}{9}}$, but I could not check it.",
        "\\frac{1}{9}",
        False,
        None,
    ),
]

# Round 59's languages: "not X but Y" in Hebrew, Greek, Romanian, Swahili; scale words of
# Ukrainian, Czech, Romanian, Greek, Hebrew, Persian, Swahili; "below zero" in other languages;
# closings in Vietnamese and Swahili.
ROUND59_LANGUAGES = [
    (G, "888 - 259 = 629\nהתשובה היא לא 593 אלא 629.", "629", True, OK),
    (G, "888 - 259 = 629\nהתשובה היא לא 629 אלא 593.", "629", False, MIS),
    (G, "888 - 259 = 629\nΗ απάντηση δεν είναι 593 αλλά 629.", "629", True, OK),
    (G, "888 - 259 = 629\nRăspunsul nu este 593, ci 629.", "629", True, OK),
    (G, "888 - 259 = 629\nJibu si 593 bali ni 629.", "629", True, OK),
    (G, "200 000 · 12 = 2 400 000\nOdpověď: 2,4 milionu návštěvníků.", "2400000", True, OK),
    (G, "Відповідь: 2,4 мільйона.", "2400000", True, OK),
    (G, "Відповідь: 2,4 мільйона.", "2.4", False, None),
    (G, "Odpověď: 629 tis. Kč", "629", False, None),
    (G, "2,5 - 11 = -8,5\nDie Antwort ist 8,5 Grad unter null.", "-8.5", True, OK),
    (G, "2,5 - 11 = -8,5\nDie Antwort ist 8,5 Grad unter null.", "8.5", False, None),
    (G, "888 - 259 = 629 cây.\nĐáp án: 629. Chúc bạn học tốt!", "629", True, OK),
    (G, "888 - 259 = 629.\nJibu: 629. Natumaini hii inasaidia!", "629", True, OK),
]

# public_heldout21's miss: "\boxed{10} percent more" after the working found "the percentage
# more ... = 10%": the change asked for, not a difference in units.
PERCENT_MORE = [
    (
        G,
        "So, the percentage more is $(100 / 1000) * 100 = 10$%.\nTherefore, the factory is "
        "making \\boxed{10} percent more per day now.",
        "10",
        True,
        OK,
    ),
    (
        G,
        "So, the percentage more is $(100 / 1000) * 100 = 10$%.\nTherefore, the factory is "
        "making \\boxed{11} percent more per day now.",
        "10",
        False,
        None,
    ),
    (G, "They sold 100 and then 90.\nSo they sold \\boxed{10} percent more.", "10", False, None),
]

# Chinese numerals after an answer word; the Spanish and Portuguese `mil` (a thousand) where the
# completion writes its numbers the continental way; round 62's misses: a private-use code point
# after the answer, a reason in brackets inside the box, a bracketed supposition after the
# answer's sentence.
LATE_RULES = [
    (G, "238 - 96 = 142\n答案是一百四十二个。", "142", True, OK),
    (G, "238 - 96 = 142\n答案是一百四十三个。", "142", False, MIS),
    (G, "19 × 23 = 437\n答：一共有四百三十七支铅笔。", "437", True, OK),
    (G, "15000 × 24 = 360000 件。\n答案：三十六万件。", "360000", True, OK),
    (G, "15.000 × 24 = 360.000 unidades.\nLa respuesta es 360 mil unidades.", "360000", True, OK),
    (G, "Resposta: 360 mil peças.", "360000", True, OK),
    (G, "Resposta: 360 mil peças.", "360", False, None),
    (G, "The answer is 360 mil.", "360000000", True, OK),
    (G, "378 - 139 = 239 pens are left.\n#### 239\ue000", "239", True, OK),
    (M, "Thus, the answer is \\(\\boxed{4 \\text{ (since } 3^4 = 81)}\\).", "4", True, OK),
    (M, "Thus, the answer is \\(\\boxed{4 \\text{ (since } 3^4 = 81)}\\).", "5", False, MIS),
    (M, "Thus, the answer is \\(\\boxed{4 \\text{ (not } 3)}\\).", "3", False, None),
    (
        M,
        "so the sector's area is $6\\pi$. (If the angle were $150^\\circ$, the area would be "
        "$\\boxed{\\frac{20\\pi}{3}}$.)",
        "6\\pi",
        True,
        OK,
    ),
    (
        M,
        "so the sector's area is $6\\pi$. (If the angle were $150^\\circ$, the area would be "
        "$\\boxed{\\frac{20\\pi}{3}}$.)",
        "\\frac{20\\pi}{3}",
        False,
        None,
    ),
]

# Round 61's first rules: currencies of other languages before and after the amount, a Chinese
# numeral anywhere in an answer line, a myriad then digits, Swedish closings.
ROUND61 = [
    (G, "6 × 3.250 = 19.500 TL\nCevap: 19.500 TL", "19500", True, OK),
    (G, "6 × 3.250 = 19.500 TL\nCevap: 19.600 TL", "19500", False, MIS),
    (G, "6 × 3.250 = 19.500\nCevap: #### ₺19.500", "19500", True, OK),
    (G, "408 − 129 = 279 个。\n答：还剩二百七十九个苹果。", "279", True, OK),
    (G, "5000 − 2760 = 2240円です。\n答え：おつりは二千二百四十円です。", "2240", True, OK),
    (G, "2450 × 12 = 29400ユーロです。\n答えは 2万9400ユーロ です。", "29400", True, OK),
    (G, "2450 × 12 = 29400ユーロです。\n答えは 2万9300ユーロ です。", "29400", False, MIS),
    (G, "4 · 1 375 = 5 500 kr.\nSvar: 5 500 kr\n\nHoppas det hjälper!", "5500", True, OK),
    (
        G,
        "1,250 * 36 = 45,000 bottles.\nDie Antwort ist 45.000 Flaschen.\n#### 45000",
        "45000",
        True,
        OK,
    ),
    (
        G,
        "1,250 * 36 = 45,000 bottles.\nDie Antwort ist 46.000 Flaschen.\n#### 45000",
        "45000",
        False,
        MIS,
    ),
]

CLASSES = {
    "english_rounds": ENGLISH_ROUNDS, "round61": ROUND61, "late_rules": LATE_RULES, "percent_more": PERCENT_MORE, "round59_languages": ROUND59_LANGUAGES, "round60": ROUND60, "notation_abroad": NOTATION_ABROAD,
    "foreign_answer_lines": FOREIGN_ANSWER_LINES, "closings_and_cjk": CLOSINGS_AND_CJK, "not_this_but_abroad": NOT_THIS_BUT_ABROAD, "gold_units": GOLD_UNITS,
    "nouns_abroad": NOUNS_ABROAD, "separators": SEPARATORS, "scales_abroad": SCALES_ABROAD,
    "spaced_tags": SPACED_TAGS,
}  # fmt: skip
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session20_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason, cls)
