"""Issue 25, session 25: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session24_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# One value of each variable joined by "and" (of any language) is the point they make, read in
# the labels' order (rounds 69, 100, 101: the last span alone was read, `y = 4`); joined by "or"
# it is a hedge, and other values make another point.
POINT_BY_LABELS = [
    (M, "<answer>The solution is $x = 3$ and $y = 4$.</answer>", "(3, 4)", True, OK),
    (M, "<answer>Penyelesaiannya adalah $x = 3$ dan $y = 4$.</answer>", "(3, 4)", True, OK),
    (M, "<answer>A solução é $x = 6$ e $y = 3$.</answer>", "(6, 3)", True, OK),
    (M, "So $y = 4$ and $x = 3$.", "(3, 4)", True, OK),
    (M, "<answer>x = 3 and y = 4</answer>", "(3, 4)", True, OK),
    (M, "So $x = 4$ and $y = 3$.", "(3, 4)", False, MIS),
    (M, "<answer>x = 4 and y = 3</answer>", "(3, 4)", False, MIS),
    (M, "So $x = 3$ or $y = 4$.", "(3, 4)", False, None),
    (M, "<answer>x = 3 or y = 4</answer>", "(3, 4)", False, None),
    (M, "The roots are $x = 3$ and $x = 4$.", "3, 4", True, OK),
]

# After the answer, a note in brackets is a sentence of its own, and a value someone else gives
# in it (or a supposition, or a question in Greek) is no answer of the model's (rounds 102-103:
# the note's value was read, or the answer's line was dropped).
ASIDES_AFTER_THE_ANSWER = [
    (
        G,
        "84 x 0.2 = 16.8.\nAnswer: 17 pupils. (The teacher said it should come out 21.)",
        "21",
        False,
        MIS,
    ),
    (
        G,
        "84 x 0.2 = 16.8.\nAnswer: 17 pupils. (The teacher said it should come out 21.)",
        "17",
        True,
        OK,
    ),
    (G, "Answer: 17 pupils.\nMy friend said 21.", "17", True, OK),
    (G, "Answer: 17 pupils.\nMy friend said 21.", "21", False, MIS),
    (
        G,
        "84 · 0,2 = 16,8 ≈ 17.\nВідповідь: 17 учнів. (Вчитель казав, що має вийти 21.)",
        "21",
        False,
        None,
    ),
    (
        G,
        "84 · 0,2 = 16,8 ≈ 17.\nВідповідь: 17 учнів. (Вчитель казав, що має вийти 21.)",
        "17",
        True,
        OK,
    ),
    (
        G,
        "Risposta: 32 uova.\n\nDomanda successiva: e se non ne usasse nessuna? Allora sarebbero 36.",
        "36",
        False,
        None,
    ),
    (
        G,
        "Risposta: 32 uova.\n\nNuova domanda: e se non ne usasse nessuna? Allora sarebbero 36.",
        "32",
        True,
        OK,
    ),
    (
        M,
        "$5 \\div 4 = \\frac{5}{4}$\nRăspuns: $\\frac{5}{4}$. (Dacă împărțitorul ar fi 2, rezultatul ar fi $\\frac{5}{2}$.)",
        "\\frac{5}{2}",
        False,
        None,
    ),
    (
        M,
        "$5 \\div 4 = \\frac{5}{4}$\nRăspuns: $\\frac{5}{4}$. (Dacă împărțitorul ar fi 2, rezultatul ar fi $\\frac{5}{2}$.)",
        "\\frac{5}{4}",
        True,
        OK,
    ),
    (
        G,
        "Μήπως η απάντηση είναι 18 κιλά; Ας ελέγξουμε πρώτα πόσα σακιά υπάρχουν",
        "18",
        False,
        NONE,
    ),
    (G, "Μήπως η απάντηση είναι 18 κιλά;", "18", False, NONE),
    (G, "Έχουμε 3 σακιά.\nΗ απάντηση είναι 18 κιλά.", "18", True, OK),
]

# A number the answer names, then compared, multiplied or signed in another language, or scaled
# by a milliard (rounds 103-104: the noun was dropped as a counted noun); a counted noun stays.
COMPARED_ABROAD = [
    (G, "Vende 250.\nLa respuesta es 38 menos.", "38", False, PARSE),
    (G, "Vende 250.\nHet antwoord is 38 minder.", "38", False, PARSE),
    (G, "Vende 250.\nSvaret er 38 gange så mange.", "38", False, PARSE),
    (G, "Vende 250.\nRespuesta: 1.125 negativo", "1125", False, PARSE),
    (G, "Vende 250.\nLa respuesta es 38 panes.", "38", True, OK),
    (G, "Vende 250.\nSvaret er 38 brød.", "38", True, OK),
    (G, "Deux billets.\nRéponse : 2 490 milliards d'euros.", "2490", False, MIS),
    (G, "Deux billets.\nRéponse : 2,49 milliards d'euros.", "2490000000", True, OK),
    (G, "Deux billets.\nRéponse : 2 490 euros.", "2490", True, OK),
]

# Rounds 102-106 and real round 28: `\(...\)` delimiters in a listed answer, a new problem set
# after "Now, a new problem:", a plain number of radians beyond a full turn, a quotation ending
# its sentence, and a sentence that gives someone else's value.
ROUNDS_102_106 = [
    (
        M,
        "<answer> \\(x < -\\frac{1}{4}\\) or \\(x > 2\\)</answer>",
        "\\left( -\\infty, -\\frac{1}{4} \\right) \\cup (2,\\infty)",
        True,
        OK,
    ),
    (
        M,
        "<answer> \\(x < -\\frac{1}{4}\\) or \\(x > 3\\)</answer>",
        "\\left( -\\infty, -\\frac{1}{4} \\right) \\cup (2,\\infty)",
        False,
        MIS,
    ),
    (
        G,
        "23 + 12 = 35 eggs.\n\n$\\boxed{35}$\n\nNow, a new problem: A farm collects 23 eggs a day for 12 days. How many eggs?\n\n23 × 12 = $\\boxed{276}$",
        "276",
        False,
        MIS,
    ),
    (
        G,
        "23 + 12 = 35 eggs.\n\n$\\boxed{35}$\n\nNow, a new problem: A farm collects 23 eggs a day for 12 days. How many eggs?\n\n23 × 12 = $\\boxed{276}$",
        "35",
        True,
        OK,
    ),
    (M, "Каждый угол.\nОтвет: 150 радиан.", "150", False, MIS),
    (M, "The angle.\nThe answer is 150 radians.", "150", False, MIS),
    (M, "Each angle.\nLa respuesta es 144 radianes.", "144", False, MIS),
    (M, "The arc.\nThe answer is 2 radians.", "2", True, OK),
    (M, "The answer is $\\frac{5\\pi}{6}$ radians.", "\\frac{5\\pi}{6}", True, OK),
    (
        G,
        "Die Frage lautet: „Verdient sie mehr als 31.000 € im Jahr?“ Leider fehlen mir dazu Angaben.",
        "31000",
        False,
        NONE,
    ),
    (G, 'The question reads: "Does she earn 31,000?" I lack the data.', "31000", False, NONE),
    (G, 'According to the answer key, "Tom will be 32."', "32", False, NONE),
    (G, "Tom is 27 now.\nAccording to my calculation, Tom will be 32.", "32", True, OK),
    (G, "Janet.\nThe book claims $\\boxed{20}$, but I get $18$.", "18", True, OK),
]

# An answer tag that holds an amount and the words of another language naming what it counts
# (the working's language, or the words' script, says so; rounds 104 and 106): the amount. Not a
# word that denies, hedges, compares or signs it, nor a lone letter (`121π`); and a "not" or a
# comparison of another script after a number is no counted noun anywhere (`179 нет`).
COUNTED_IN_A_TAG_ABROAD = [
    (
        G,
        "<think>\nWir haben 12 Schachteln mit je 18 Stiften, das sind 216. Sie gibt 37 ab, und es bleiben 179.\n</think>\n<answer>179 Stifte</answer>",
        "179",
        True,
        OK,
    ),
    (
        G,
        "<think>\nWir haben 12 Schachteln mit je 18 Stiften, das sind 216. Sie gibt 37 ab, und es bleiben 179.\n</think>\n<answer>179 weniger</answer>",
        "179",
        False,
        PARSE,
    ),
    (
        G,
        "<think>\nWir haben 12 Schachteln mit je 18 Stiften, das sind 216. Sie gibt 37 ab, und es bleiben 179.\n</think>\n<answer>179 nicht</answer>",
        "179",
        False,
        PARSE,
    ),
    (
        G,
        "<think>\nThe answer is 12 and the rest.\n</think>\n<answer>179 Stifte</answer>",
        "179",
        False,
        PARSE,
    ),
    (G, "<think>\n216 − 37 = 179\n</think>\n<answer>179 पेंसिलें बचीं।</answer>", "179", True, OK),
    (G, "<think>\n2.4 × 15 = 36\n</think>\n<answer>36km를 걸었습니다</answer>", "36", True, OK),
    (G, "<think>\n216 − 37 = 179\n</think>\n<answer>179 нет</answer>", "179", False, PARSE),
    (G, "<think>\n216 − 37 = 179\n</think>\n<answer>179 меньше</answer>", "179", False, PARSE),
    (G, "<think>\n216 − 37 = 179\n</think>\n<answer>179 ручек</answer>", "179", True, OK),
    (G, "<think>\n216 − 37 = 179\n</think>\n<answer>179 لا</answer>", "179", False, PARSE),
    (G, "<think>\n703 = 19 × 37\n</think>\n<answer>703 قلمًا</answer>", "703", True, OK),
    (
        M,
        "<think>\nThe area is $\\pi \\cdot 11^2$.\n</think>\n<answer>121π</answer>",
        "121\\pi",
        True,
        OK,
    ),
]

# English shapes of rounds 102 and 105: a clause after the counted noun; "not X but Y" with its
# reason; a check's note after `####`; what would be under other facts before the box; an extra
# the model sets itself after the box; a table row marked wrong; a closing sentence that calls
# another value the answer.
ENGLISH_102_105 = [
    (
        G,
        "Nora needs 29 days.\nSo, the answer is 29 days until she finishes the whole book.\n#### 29",
        "29",
        True,
        OK,
    ),
    (G, "#### 29 until 31", "29", False, PARSE),
    (G, "#### 29 days until 30", "29", False, PARSE),
    (
        G,
        "Maya pays 126 dollars.\nThe answer is not $126 but $151, since the fee is added once.",
        "151",
        True,
        OK,
    ),
    (
        G,
        "Maya pays 126 dollars.\nThe answer is not $126 but $151, since the fee is added once.",
        "126",
        False,
        MIS,
    ),
    (
        G,
        "In a week: 36 * 7 = 252 eggs.\n#### 252 (verified: 252 / 63 = 4 eggs per hen per day)",
        "252",
        True,
        OK,
    ),
    (
        G,
        "In a week: 36 * 7 = 252 eggs.\n#### 252 (verified: 252 / 63 = 4 eggs per hen per day)",
        "4",
        False,
        MIS,
    ),
    (
        M,
        "If the inequality were $\\le 0$ the answer would be $[1, 4]$, but it is strict. So $1 < x < 4$.\n\n$\\boxed{(1, 4)}$",
        "(1, 4)",
        True,
        OK,
    ),
    (M, "The roots are 1 and 4. The answer would be $[1, 4]$.", "[1, 4]", True, OK),
    (
        M,
        "The midpoint is $(5, 2)$.\n\n$\\boxed{(5, 2)}$\n\nAs an extra, the length is $\\sqrt{136} = \\boxed{2\\sqrt{34}}$.",
        "(5, 2)",
        True,
        OK,
    ),
    (
        M,
        "The midpoint is $(5, 2)$.\n\n$\\boxed{(5, 2)}$\n\nAs an extra, the length is $\\sqrt{136} = \\boxed{2\\sqrt{34}}$.",
        "2\\sqrt{34}",
        False,
        MIS,
    ),
    (
        G,
        "| Step | Value |\n|---|---|\n| Walkers | 46 |\n| Percent | 57.5% ✗ |",
        "57.5",
        False,
        None,
    ),
    (G, "| Step | Value |\n|---|---|\n| Walkers | 46 |\n| Percent | 57.5% |", "57.5", True, OK),
    (
        G,
        "So 485.\n**Final Answer**\n\\[\n\\boxed{485}\n\\]\n\nSo Maya has $720 in total, which is the answer.",
        "485",
        False,
        MIS,
    ),
    (
        G,
        "**Final Answer**\n\\[\n\\boxed{485}\n\\]\n\nSo Maya has $485 left, which is the answer.",
        "485",
        True,
        OK,
    ),
]

# English shapes of round 107: a `####` line holding a sentence; a value excluded; a favourable
# note after `####`; a denial, then a clause after a semicolon that states the value; a mixed
# number in the last sentence.
ENGLISH_107 = [
    (G, "So -153.\n\n#### The submarine ends at -153 meters.", "-153", True, OK),
    (G, "So -153.\n\n#### The submarine ends at -153 meters.", "153", False, MIS),
    (G, "#### an estimated 6,750 litres", "6750", False, PARSE),
    (G, "#### The answer is not 18", "18", False, PARSE),
    (G, "The shop sold 35 percent.\nThe answer is any percentage except 35%.", "35", False, NONE),
    (G, "In 3 weeks.\n#### 268.5 (correct, checked twice)", "268.5", True, OK),
    (G, "In 3 weeks.\n#### 268.5 (not correct)", "268.5", False, PARSE),
    (
        G,
        "Rosa.\nSo it is not 252 muffins, since some were sold and some given away; the bakery has 36 muffins left.",
        "36",
        True,
        OK,
    ),
    (
        G,
        "Rosa.\nSo it is not 252 muffins, since some were sold and some given away; the bakery has 36 muffins left.",
        "252",
        False,
        MIS,
    ),
    (G, "Rosa rides 89.5 km a week.\nSo Rosa rides 268 1/2 km in total.", "268.5", True, OK),
    (G, "Rosa rides 89.5 km a week.\nSo Rosa rides 268 1/2 km in total.", "268", False, MIS),
    # what is left, then called a comparison no question of the working made (round 102)
    (
        G,
        "It sells 175, so 252 - 175 = 77 cookies are left.\nSo there are 77 fewer.\n#### 77 fewer",
        "77",
        False,
        None,
    ),
    (
        G,
        "Jo has 252 cookies and Sam 175. Sam has 252 - 175 = 77 fewer cookies than Jo.\n#### 77 fewer",
        "77",
        True,
        OK,
    ),
]

# Round 109: a comparison or sign anywhere after the counted noun of another language; below
# zero in Malay; thousands in Serbian and Croatian, the Tamil dozen; "incorrect" in Slovak.
ABROAD_109 = [
    (
        G,
        "<think>\n5 × 48 = 240, 240 − 17 = 223.\n</think>\n<answer>La respuesta es 223 pasajeros menos.</answer>",
        "223",
        False,
        None,
    ),
    (
        G,
        "<think>\n5 × 48 = 240, 240 − 17 = 223.\n</think>\n<answer>La respuesta es 223 pasajeros.</answer>",
        "223",
        True,
        OK,
    ),
    (
        G,
        "<think>\n240 − 17 = 223\n</think>\n<answer>Válasz: 223 utassal kevesebb.</answer>",
        "223",
        False,
        None,
    ),
    (
        G,
        "<think>\n240 − 17 = 223\n</think>\n<answer>উত্তর: 223 জন কম যাত্রী।</answer>",
        "223",
        False,
        None,
    ),
    (
        G,
        "<think>\n−4 + 15 = 11\n</think>\n<answer>Jawapannya: 11 darjah di bawah sifar.</answer>",
        "11",
        False,
        None,
    ),
    (
        G,
        "<think>\n−4 + 15 = 11\n</think>\n<answer>Jawapannya: 11 darjah di bawah sifar.</answer>",
        "-11",
        True,
        OK,
    ),
    (
        G,
        "<think>\n7 × 4.25 = 29.75\n</think>\n<answer>Одговор: 29,75 хиљада долара.</answer>",
        "29.75",
        False,
        None,
    ),
    (
        G,
        "<think>\n7 × 4.25 = 29.75\n</think>\n<answer>Одговор: 29,75 хиљада долара.</answer>",
        "29750",
        True,
        OK,
    ),
    (
        G,
        "<think>\n5/6 of 360 = 300\n</think>\n<answer>விடை: 60 டஜன் பிஸ்கட்டுகள்.</answer>",
        "60",
        False,
        None,
    ),
    (
        G,
        "<think>\n45 / 72 = 0.625\n</think>\n<answer>Odpoveď: 62,5 % (nesprávne)</answer>",
        "62.5",
        False,
        None,
    ),
]

# Real round 30: a tag that names its value with numbers in the name, then gives it after a colon
# (the name's numbers are no answer); not when the name judges or bounds it.
NAMED_VALUE_IN_A_TAG = [
    (
        G,
        "Work.\n<answer>\nTotal inner volume of all 3 boxes: 72 cubic inches\n</answer>",
        "72",
        True,
        OK,
    ),
    (
        G,
        "Work.\n<answer>\nTotal inner volume of all 3 boxes: 72 cubic inches\n</answer>",
        "3",
        False,
        MIS,
    ),
    (G, "Work.\n<answer>Subtotal for 3 boxes: 24</answer>", "24", False, PARSE),
    (
        G,
        "<think>\n27 × 14 = 378 kalem.\n</think>\n<answer>Cevap: 293 kalem</answer>",
        "293",
        True,
        OK,
    ),
]

# A value taken back inside an answer tag, and the one put in its place (any language; rounds
# 103, 106, 108).
SELF_CORRECTED_IN_A_TAG = [
    (G, "Work 1.\n<answer>36 km... no, 38.4 km</answer>", "38.4", True, OK),
    (G, "Work 1.\n<answer>36 km... no, 38.4 km</answer>", "36", False, MIS),
    (G, "Work 1.\n<answer>106块……不对，应该是115块。</answer>", "115", True, OK),
    (G, "Work 1.\n<answer>25 %… non, pardon : 75 %</answer>", "75", True, OK),
    (G, "Work 1.\n<answer>15 Äpfel... nein, 17 Äpfel</answer>", "17", True, OK),
    (G, "Work 1.\n<answer>36 km... no, wait, I am not sure</answer>", "36", False, PARSE),
    (G, "Work 1.\n<answer>36, no 38 or 39</answer>", "38", False, PARSE),
    (M, "Work.\n<answer>$(-2; 5)$ — нет, концы входят: $[-2; 5]$</answer>", "[-2, 5]", True, OK),
    (M, "Work.\n<answer>$(-2; 5)$ — нет, концы входят: $[-2; 5]$</answer>", "(-2, 5)", False, MIS),
    # (round 111: "euh non", "halt", "いえ", "ops", "anzi no")
    (G, "Travail.\n<answer>Elle paie 12,75 €, euh non, 14,25 €.</answer>", "14.25", True, OK),
    (G, "Rechnung.\n<answer>6 Grad – halt, minus 6 Grad.</answer>", "-6", True, OK),
    (G, "計算。\n<answer>5個…いえ、60個です</answer>", "60", True, OK),
    (G, "Conta.\n<answer>18%, ops, 45%</answer>", "45", True, OK),
    (G, "Conta.\n<answer>18%, ops, 45%</answer>", "18", False, MIS),
]

# Number words of ten more languages (Catalan, Romanian, Czech, Greek, Persian, Hebrew,
# Hungarian, Finnish, native Korean, Swahili), Chinese and Japanese numerals and fractions
# (rounds 100-109): the digits they say; a malformed run stays words.
NUMBER_WORDS_ABROAD = [
    (G, "Treballa 38 hores.\nLa resposta és trenta-vuit.", "38", True, OK),
    (G, "Lucrăm.\nRăspunsul este douăzeci și trei.", "23", True, OK),
    (G, "Počítáme.\nOdpověď je sedmdesát sedm.", "77", True, OK),
    (G, "Υπολογίζουμε.\nΗ απάντηση είναι σαράντα επτά.", "47", True, OK),
    (G, "محاسبه می‌کنیم.\nپاسخ هفتاد و هفت است.", "77", True, OK),
    (G, "נחשב.\nלכן כל ילד מקבל שלושים סוכריות.", "30", True, OK),
    (G, "Számolunk.\nA válasz hetvenhét.", "77", True, OK),
    (G, "Lasketaan.\nVastaus on seitsemänkymmentäseitsemän.", "77", True, OK),
    (G, "Hesabu.\nJibu ni elfu sita.", "6000", True, OK),
    (G, "Hesabu.\nJibu ni sabini na saba.", "77", True, OK),
    (G, "Hesabu.\nJibu ni sabini na saba.", "70", False, MIS),
    (G, "每月存 3000 元。\n答：一年共存三万六千元。", "36000", True, OK),
    (G, "每月存 3000 元。\n答：一年共存三万六千元。", "3000", False, MIS),
    (G, "JA.\nよって、代金は千三百五十五円です。", "1355", True, OK),
    (M, "<think>\n3/8\n</think>\n<answer>八分之三</answer>", "\\frac{3}{8}", True, OK),
    (M, "JA.\n答えは8分の3です。", "\\frac{3}{8}", True, OK),
    (M, "JA.\n答えは8分の5です。", "\\frac{3}{8}", False, MIS),
]

# MATH notation of other languages (rounds 101, 104, 109): `]a; b[` intervals with LaTeX's
# sizing and the semicolon, a transposed row for a column, a named point with a decimal comma and
# a semicolon against a gold in `\left( \right)`, roots listed in plain text with "y" (Spanish
# "and") before the same label.
MATH_NOTATION_ABROAD = [
    (M, "Work.\n<answer>$D_f = \\left]-4; 7\\right[$</answer>", "(-4, 7)", True, OK),
    (M, "Work.\n<answer>$]-4; 8[$</answer>", "(-4, 7)", False, MIS),
    (M, "Work.\n\\boxed{[-2; 3[}", "[-2, 3)", True, OK),
    (
        M,
        "Work.\n<answer>Der gesuchte Vektor ist $(2, -5, 1)^T$.</answer>",
        "\\begin{pmatrix} 2 \\\\ -5 \\\\ 1 \\end{pmatrix}",
        True,
        OK,
    ),
    (
        M,
        "Work.\n<answer>Der gesuchte Vektor ist $(2, 5, 1)^T$.</answer>",
        "\\begin{pmatrix} 2 \\\\ -5 \\\\ 1 \\end{pmatrix}",
        False,
        MIS,
    ),
    (
        M,
        "Work.\n<answer>Mijlocul segmentului este $M(1,5 ; 2)$.</answer>",
        "\\left( \\frac{3}{2}, 2 \\right)",
        True,
        OK,
    ),
    (M, "Work.\n<answer>Las soluciones son x = 2 y x = 5.</answer>", "2, 5", True, OK),
    (M, "Work.\n<answer>Las soluciones son x = 2 y x = 6.</answer>", "2, 5", False, MIS),
    (M, "Work.\nSo x = -3, x = 0 und x = 3.", "-3, 0, 3", True, OK),
]

# Rounds 110 and 112: an instruction echoed ("provide your answer in the form:"); an edit that
# keeps the answer, in brackets; "I cannot give a single answer" after the box; "over the 6 days"
# after the unit; a point after "meet at" in a tag.
ENGLISH_110_112 = [
    (
        G,
        "45 / 72 = 0.625.\nPlease provide your answer in the form: The answer is 67.5.",
        "67.5",
        False,
        NONE,
    ),
    (
        G,
        "It ends at 4 - 9 = -5 degrees.\n#### -5\n\n(Edit: fixed a typo in the first line; the answer is unchanged.)",
        "-5",
        True,
        OK,
    ),
    (
        M,
        "For n = 6: $180 \\cdot 4 = 720$. $\\boxed{720}$\n\nHmm, that formula is for convex polygons and the problem does not say the hexagon is convex, so I cannot give a single answer.",
        "720",
        False,
        NONE,
    ),
    (
        G,
        "She runs 7.5 km a day for 6 days: 7.5 * 6 = 45 km.\nShe runs a total of 45 kilometers over the 6 days.",
        "45",
        True,
        OK,
    ),
    (G, "#### 45 over 50", "45", False, PARSE),
    (
        M,
        "<think>\nx = 2, y = 5.\n</think>\n<answer>The lines meet at (2, 5).</answer>",
        "(2, 5)",
        True,
        OK,
    ),
    (
        M,
        "<think>\nx = 2, y = 5.\n</think>\n<answer>The lines meet at (5, 2).</answer>",
        "(2, 5)",
        False,
        MIS,
    ),
]


def test_cjk_numerals_read_only_when_well_formed() -> None:
    from rppo_check.numberwords import cjk_value, foreign_spelled_to_digits

    assert cjk_value("三万六千") == 36000
    assert cjk_value("千三百五十五") == 1355
    assert cjk_value("十五") == 15
    assert cjk_value("一一") is None  # one by one
    assert cjk_value("万一") is None  # in case
    assert foreign_spelled_to_digits("百分之九十") == "90%"
    assert foreign_spelled_to_digits("Hmm, set the table.") == "Hmm, set the table."


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("point_by_labels", POINT_BY_LABELS),
                        ("asides_after_the_answer", ASIDES_AFTER_THE_ANSWER),
                        ("compared_abroad", COMPARED_ABROAD), ("rounds_102_106", ROUNDS_102_106),
                        ("counted_in_a_tag_abroad", COUNTED_IN_A_TAG_ABROAD),
                        ("english_102_105", ENGLISH_102_105), ("english_107", ENGLISH_107),
                        ("abroad_109", ABROAD_109),
                        ("named_value_in_a_tag", NAMED_VALUE_IN_A_TAG),
                        ("self_corrected_in_a_tag", SELF_CORRECTED_IN_A_TAG),
                        ("number_words_abroad", NUMBER_WORDS_ABROAD),
                        ("math_notation_abroad", MATH_NOTATION_ABROAD),
                        ("english_110_112", ENGLISH_110_112))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session25_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
