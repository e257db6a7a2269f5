"""Issue 25, session 22: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session21_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"
YEN = "1人15,000円で9人分なので、15,000 × 9 = 135,000円です。\n"
SUM = "Сумма: $S = \\frac{(5 + 101) \\cdot 25}{2} = 1325$.\n"
MANGOES = "Bawat kahon ay may 45 na mangga, at may 8 kahon.\n8 × 45 = 360 na mangga\n"

# Numbers written in the ways of other scripts and languages.
NUMBERS_ABROAD = [
    # a myriad and then thousands: 13万5千 is 135,000, never 130,005
    (G, YEN + "答え：13万5千円", "135000", True, OK),
    (G, "한 달 45,000원, 3개월: 135,000원입니다.\n정답: 13만 5천 원", "135000", True, OK),
    (G, YEN + "答え：13万5千円", "130005", False, MIS),
    (G, "答え：1万2千500円", "12500", True, OK),
    (G, "答え：2万9400ユーロ", "29400", True, OK),
    # a place character the reading does not know is left alone (no 130,005 from 13万5百)
    (G, "答え：13万5百円", "130005", False, None),
    # a number, then itself in the other digit set in brackets
    (G, "لدينا 9 صناديق = 405 برتقالة.\nالإجابة: ٤٠٥ (405)", "405", True, OK),
    (G, "لدينا 9 صناديق = 405 برتقالة.\nالإجابة: ٤٠٥ (450)", "405", False, None),
    # LaTeX spaces between groups of digits, in a last line of another language
    (M, SUM + "Ответ: $1\\,325$.", "1325", True, OK),
    (M, SUM + "Ответ: $1\\,352$.", "1325", False, MIS),
    (G, SUM + "Ответ: $1\\,325$ рублей.", "1325", True, OK),
    # the full-width slash between digits
    (
        M,
        "全体は 36 通りなので、確率は $\\frac{5}{36}$ です。\n答え：５／３６",
        "\\frac{5}{36}",
        True,
        OK,
    ),
    (M, "答え：５／３７", "\\frac{5}{36}", False, MIS),
]

# A value denied, then the one put in its place, with math, and a reason after it.
NOT_THIS_BUT = [
    (
        M,
        "$2x > 10$, quindi $x > 5$.\nLa risposta non è $[5, \\infty)$ ma $(5, \\infty)$, "
        "perché $x = 5$ non soddisfa la disuguaglianza.",
        "(5, \\infty)",
        True,
        OK,
    ),
    (
        M,
        "$2x > 10$, quindi $x > 5$.\nLa risposta non è $(5, \\infty)$ ma $[5, \\infty)$, "
        "perché $x = 5$ soddisfa la disuguaglianza.",
        "(5, \\infty)",
        False,
        MIS,
    ),
    (
        M,
        "Η απάντηση είναι $-6$, όχι $6$, αφού $\\frac{1}{64} < 1$.",
        "-6",
        True,
        OK,
    ),
    (M, "Η απάντηση είναι $6$, όχι $-6$, αφού $64 > 1$.", "-6", False, MIS),
    (M, "הכפולה היא $75$.\nהתשובה אינה $15 \\cdot 25 = 375$ אלא 75.", "75", True, OK),
    (M, "התשובה אינה $75$ אלא 375.", "75", False, MIS),
    (
        M,
        "$99x = 45$.\nCevap $\\frac{45}{99}$ değil, sadeleştirilmiş hâliyle $\\frac{5}{11}$.",
        "\\frac{5}{11}",
        True,
        OK,
    ),
    (M, "Cevap $\\frac{5}{11}$ değil, aslında $\\frac{45}{98}$.", "\\frac{5}{11}", False, MIS),
]

# Denials of an equality: an equation chain is shortened, a denied one never is.
NOT_EQUAL = [
    (M, "hence $\\boxed{2223_5 \\not= 313}$", "313", False, None),
    (M, "hence $\\boxed{2223 \\not = 313}$", "313", False, None),
    (M, "hence $\\boxed{2223 =/= 313}$", "313", False, None),
    (M, "hence $\\boxed{2223_5 = 313}$", "313", True, OK),
]

# Scale and dozen words of more languages; one count said twice, as a dozen and in units.
SCALES_ABROAD = [
    (G, "รวมทั้งหมด 490 + 135 = 625 บาท\nคำตอบ: 625 พันบาท", "625", False, MIS),
    (G, "รวมทั้งหมด 490 + 135 = 625 บาท\nคำตอบ: 625 บาท", "625", True, OK),
    (G, "মোট মার্বেল = ৬ × ৪৮ = ২৮৮টি।\nউত্তর: ২৮৮ ডজন মার্বেল।", "288", False, MIS),
    (G, "মোট মার্বেল = ৬ × ৪৮ = ২৮৮টি।\nউত্তর: ২৮৮টি মার্বেল।", "288", True, OK),
    (G, MANGOES + "Sagot: 360 dosenang mangga.", "360", False, MIS),
    (G, MANGOES + "Sagot: 30 dosenang mangga, o 360 na mangga.", "360", True, OK),
    (G, MANGOES + "Sagot: 31 dosenang mangga, o 360 na mangga.", "360", False, None),
    (G, "8 × 45 = 360\nAntwort: 30 Dutzend, also 360 Mangos.", "360", True, OK),
]

# After the answer, in other languages: a mistake admitted, "in fact, no", doubt, inability, a
# note that calls it wrong; a new answer line with its currency sign after the amount.
AFTER_ABROAD = [
    (
        G,
        "À 85 %, il contient 1 200 × 0,85 = 1 020 litres.\n#### 1020\n\n"
        "En fait, non : l'énoncé dit 58 %, donc 1 200 × 0,58 = 696 litres.",
        "1020",
        False,
        MIS,
    ),
    (G, "À 85 %, il contient 1 200 × 0,85 = 1 020 litres.\n#### 1020", "1020", True, OK),
    (
        M,
        "$\\sqrt{243} = 9\\sqrt{3}$. Đáp án: $\\boxed{9\\sqrt{3}}$.\n\n"
        "Thực ra tôi nhầm: $243 = 27 \\cdot 9$, nên $\\sqrt{243} = 3\\sqrt{3}$. "
        "Đáp án đúng là $\\boxed{3\\sqrt{3}}$.",
        "9\\sqrt{3}",
        False,
        MIS,
    ),
    (M, "Součet kořenů: $\\boxed{\\frac{8}{5}}$ (chybně)", "\\frac{8}{5}", False, None),
    (M, "Součet kořenů: $\\boxed{\\frac{8}{5}}$", "\\frac{8}{5}", True, OK),
    (
        M,
        "所以概率为 $\\frac{21}{45} = \\boxed{\\frac{7}{15}}$（错误）",
        "\\frac{7}{15}",
        False,
        None,
    ),
    (M, "所以概率为 $\\boxed{\\frac{7}{15}}$。检查：没有错误。", "\\frac{7}{15}", True, OK),
    (
        M,
        "Se avessi il tempo, otterrei probabilmente qualcosa come $\\boxed{\\frac{7}{11}}$, "
        "ma non riesco a risolvere questo problema.",
        "\\frac{7}{11}",
        False,
        None,
    ),
    (M, "So $\\boxed{\\frac{7}{11}}$. Saya tidak yakin.", "\\frac{7}{11}", False, None),
    (M, "So $\\boxed{\\frac{7}{11}}$. Je ne peux pas le vérifier.", "\\frac{7}{11}", False, None),
    (
        G,
        "Kitapları şubelere dağıtmamız gerekiyor. Örneğin cevap 207 olabilir, ama emin değilim.",
        "207",
        False,
        None,
    ),
    (
        M,
        "Qualcuno potrebbe dire che la risposta è $3 + \\sqrt{3}$, ma non ne sono sicuro.",
        "3 + \\sqrt{3}",
        False,
        None,
    ),
    (
        G,
        "Für 6 Brote zahlt sie 6 · 2,35 € = 14,10 €.\n#### 14,10\nAntwort: Sie zahlt 15,18 €.",
        "14.1",
        False,
        MIS,
    ),
    (
        G,
        "Für 6 Brote zahlt sie 6 · 2,35 € = 14,10 €.\n#### 14,10\nAntwort: Sie zahlt 14,10 €.",
        "14.1",
        True,
        OK,
    ),
]

# An angle in the other unit than the gold's, said in words of any language after it.
ANGLES = [
    (
        M,
        "הזוויות הן $30^\\circ$, $45^\\circ$ ו-$105^\\circ$.\n"
        "לכן הזווית הגדולה ביותר במשולש היא 105 רדיאנים.",
        "105",
        False,
        MIS,
    ),
    (
        M,
        "הזוויות הן $30^\\circ$, $45^\\circ$ ו-$105^\\circ$.\nלכן הזווית הגדולה ביותר במשולש היא 105.",
        "105",
        True,
        OK,
    ),
    (
        M,
        "$210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$\nالإجابة: $\\frac{7\\pi}{6}$ درجة",
        "\\frac{7\\pi}{6}",
        False,
        MIS,
    ),  # fmt: skip
    (M, "So the answer: $\\frac{7\\pi}{6}$ degrees", "\\frac{7\\pi}{6}", False, MIS),
    (M, "Answer: $\\frac{7\\pi}{6}$ radians", "\\frac{7\\pi}{6}", True, OK),
]

# A tag planned inside a think block that is never closed and is cut off after it.
THINKING_CUT = [
    (
        G,
        "<think>\n846 minus 379 is 467.\nSo I will write <answer>467</answer>. Hmm, wait, does "
        "'sold' include the broken ones? Let me reread the problem. It says",
        "467",
        False,
        None,
    ),
    (G, "<think>\n846 minus 379 is 467.\n</think>\n<answer>467</answer>", "467", True, OK),
    (G, "<think>\n846 minus 379 is 467. So <answer>467</answer>", "467", True, OK),
]

# A closing line in other languages, whatever it says after its opening wish; a note that the
# answer was checked; a reason clause after the value; a denial after it with its unit.
AFTER_THE_VALUE = [
    (
        G,
        "Anna sparar 350 kr × 18 = 6 300 kr.\nSvar: 6 300 kr\n\n"
        "Hoppas det hjälper! Säg till om något är oklart.",
        "6300",
        True,
        OK,
    ),
    (
        G,
        "Anna sparar 350 kr × 18 = 6 300 kr.\nSvar: 6 300 kr\n\n"
        "Hoppas det hjälper! Men svaret är 6 800 kr.",
        "6300",
        False,
        None,
    ),
    (
        G,
        "12 · 1.475 € = 17.700 €.\n**Antwort:** 17.700 €\n\n"
        "Ich hoffe, das hilft! Bei weiteren Fragen melde dich gerne.",
        "17700",
        True,
        OK,
    ),
    (M, "$x \\geq 5$ olur.\nCevap: $[5, \\infty)$\n\nKolay gelsin!", "[5, \\infty)", True, OK),
    (G, "4,000 × 8 = 32,000（円）\n答え：32,000円（検算済み）", "32000", True, OK),
    (G, "4,000 × 8 = 32,000\n答案：32000元（已验证）", "32000", True, OK),
    (G, "4,000 × 8 = 32,000\n答え：32,001円（検算済み）", "32000", False, MIS),
    (G, "4,000 × 8 = 32,000\n答え：32,000円（たぶん）", "32000", False, None),
    (
        G,
        "À 85 %, il contient 1 200 × 0,85 = 1 020 litres.\n"
        "La réponse est 1 020 litres, car le réservoir n'est pas plein.",
        "1020",
        True,
        OK,
    ),
    (
        G,
        "À 85 %, il contient 1 200 × 0,85 = 1 020 litres.\n"
        "La réponse est 696 litres, car le réservoir est à 58 %.",
        "1020",
        False,
        MIS,
    ),
    (G, "7 · 13,85 = 96,95 (руб.)\nОтвет: не 95,06 руб., а 96,95 руб.", "96.95", True, OK),
    (G, "7 · 13,85 = 96,95 (руб.)\nОтвет: не 96,95 руб., а 95,06 руб.", "96.95", False, MIS),
    (G, "Temperatura końcowa: 2,5 − 10,5 = −8°C.\nOdpowiedź: −8°C (a nie 8°C).", "-8", True, OK),
    (G, "Temperatura końcowa: 8°C.\nOdpowiedź: 8°C (a nie −8°C).", "-8", False, None),
    (G, "Final: -8°C.\nThe answer is -8°C, not 8°C.", "-8", True, OK),
    (G, "Final: 8°C.\nThe answer is 8°C, not -8°C.", "-8", False, MIS),
    (
        M,
        "Відповідь: $\\begin{pmatrix} 8 & 9 \\\\ 6 & 15 \\end{pmatrix}$ (а не "
        "$\\begin{pmatrix} 4 & -2 \\\\ 0 & 15 \\end{pmatrix}$, як вийшло б при поелементному "
        "множенні).",
        "\\begin{pmatrix} 8 & 9 \\\\ 6 & 15 \\end{pmatrix}",
        True,
        OK,
    ),
]

# Money: the rupiah written onto the amount with dot thousands; major and minor units together.
MONEY = [
    (G, "9 × 6.500 = 58.500\nJadi, total harganya Rp58.500.", "58500", True, OK),
    (G, "9 × 6.500 = 58.500\nJadi, total harganya Rp58.600.", "58500", False, MIS),
    (G, "9 × 6.500 = 58.500\nJawaban: Rp58.500", "58500", True, OK),
    (G, "9 × 6.500 = 58.500\nJadi, total harganya Rp58,5 ribu.", "58500", True, OK),
    (
        G,
        "Total: Rp120.000 + Rp15.000 = Rp135.000.\n"
        "Jadi, total yang harus dibayar adalah Rp135.000,00.",
        "135000",
        True,
        OK,
    ),
    (G, "13.40 * 17 = 227.80\nSo Mia saves 227 dollars and 80 cents.", "227.8", True, OK),
    (G, "13.40 * 17 = 227.80\nSo Mia saves 227 dollars and 8 cents.", "227.8", False, MIS),
    (G, "7 · 13,85 = 96,95 (руб.)\nОтвет: 96 руб. 95 коп.", "96.95", True, OK),
    (G, "7 · 13,85 = 96,95 (руб.)\nОтвет: 96 руб. 59 коп.", "96.95", False, MIS),
]

# A problem the completion sets itself after its answer, with a box of its own.
SELF_POSED = [
    (
        G,
        "33 hens lay 4 eggs each, so the farm gets 33 * 4 = 132 eggs.\n"
        "The answer is $\\boxed{132}$.\n\nLet's try a harder one: if each hen laid 5 eggs, "
        "there would be 33 * 5 = 165 eggs, so $\\boxed{165}$.",
        "132",
        True,
        OK,
    ),
    (
        G,
        "33 hens lay 4 eggs each, so the farm gets 33 * 4 = 132 eggs.\n"
        "The answer is $\\boxed{132}$.\n\nWait, each hen laid 5 eggs: 33 * 5 = 165, so "
        "$\\boxed{165}$.",
        "132",
        False,
        None,
    ),
]

# Numbers in the words of other languages, in a last sentence without digits.
WORDS_ABROAD = [
    (G, "6 · 37,5 = 225 (грн).\nВідповідь: двісті двадцять п'ять гривень.", "225", True, OK),
    (G, "6 · 37,5 = 225 (грн).\nВідповідь: двісті двадцять шість гривень.", "225", False, MIS),
    (
        G,
        "3,5 × 42.000 = 147.000 đồng.\nĐáp số: một trăm bốn mươi bảy nghìn đồng.",
        "147000",
        True,
        OK,
    ),  # fmt: skip
    (G, "45 × 12 = 540 บาท\nคำตอบ: ห้าร้อยสี่สิบบาท", "540", True, OK),
    (G, "45 × 12 = 540 บาท\nคำตอบ: ห้าร้อยสี่สิบห้าบาท", "540", False, MIS),
    (G, "Das macht 5 · 108 = 540 Euro.\nAntwort: fünfhundertvierzig Euro.", "540", True, OK),
    (G, "Son 9 × 25 = 225.\nLa respuesta es doscientos veinticinco pesos.", "225", True, OK),
    (G, "Son 9 × 25 = 225.\nLa respuesta es dos tres pesos.", "225", False, None),
    (G, "C'est 97 €.\nRéponse : quatre-vingt-dix-sept euros.", "97", True, OK),
    (G, "Es sind 595 Stühle.\nإذن الإجابة هي خمسمائة وخمسة وتسعون كرسيًا.", "595", True, OK),
    (G, "Toplam 225.\nCevap: iki yüz yirmi beş.", "225", True, OK),
    (G, "Totalnya 147.000.\nJawaban: seratus empat puluh tujuh ribu rupiah.", "147000", True, OK),
    (G, "Summa 5 500 kr.\nSvar: femtusen femhundra kronor.", "5500", True, OK),
    # a word that opens with a number word is no number ("ไม่สามารถ": cannot, "สาม": three)
    (G, "คำตอบ: ไม่สามารถหาคำตอบได้", "3", False, None),
]

# A heading that sets an exercise after the answer, alone on its line.
EXERCISE_HEADING = [
    (
        M,
        "$\\binom{14}{3} = \\frac{2184}{6}$ $\\div 2 = \\boxed{182}$.\n\n### Exercise\n"
        "How many days are in 52 weeks?\n**Solution:** $52 \\cdot 7 = \\boxed{364}$.",
        "364",
        False,
        MIS,
    ),
    (
        M,
        "$\\binom{14}{3} = \\frac{2184}{6}$ $= \\boxed{364}$.\n\n### Exercise 1\n"
        "Compute $\\binom{14}{4}$.\n**Solution:** $\\frac{24024}{24} = \\boxed{1001}$.",
        "364",
        True,
        OK,
    ),
]

# Round 75-77's classes: continental interval brackets; a cross after a last line's value; a
# supposition; a hypothetical aside or remark after the answer; below zero in words.
ROUNDS_75_77 = [
    (M, "Donc $x < 8$.\nRéponse : $x \\in \\,]-\\infty, 8[$", "(-\\infty, 8)", True, OK),
    (M, "Donc $x \\le 8$.\nRéponse : $x \\in \\,]-\\infty, 8]$", "(-\\infty, 8)", False, MIS),
    (
        M,
        "<answer>$D = [3, 5[ \\, \\cup \\, ]5, +\\infty[$</answer>",
        "[3, 5) \\cup (5, \\infty)",
        True,
        OK,
    ),
    (M, "Réponse : $[2, 5]$", "[2, 5]", True, OK),
    (M, "נוציא גורם: $x(x - 5)(x + 3) = 0$.\nהתשובה: $x = -3, 0, 5$ ✗", "-3, 0, 5", False, None),
    (M, "נוציא גורם: $x(x - 5)(x + 3) = 0$.\nהתשובה: $x = -3, 0, 5$ ✓", "-3, 0, 5", True, OK),
    (M, "נניח שהפתרונות הם $-3, 0, 5$; נבדוק זאת בהמשך.", "-3, 0, 5", False, None),
    (M, "Supposons que les solutions sont $-3, 0, 5$ ; vérifions-le.", "-3, 0, 5", False, None),
    (
        G,
        "砍掉 59 棵后，剩下 918 − 59 = 859 棵。\n答：859 棵。\n（如果砍掉的是 95 棵，则剩 823 棵。）",
        "859",
        True,
        OK,
    ),
    (
        G,
        "砍掉 59 棵后，剩下 918 − 59 = 859 棵。\n答：823 棵。\n（如果砍掉的是 59 棵，则剩 859 棵。）",
        "859",
        False,
        None,
    ),
    (
        M,
        "La probabilité vaut $\\frac{2}{36} = \\frac{1}{18}$.\n**Réponse :** $\\frac{1}{18}$\n\n"
        "Remarque : si l'on demandait une somme de $10$, on trouverait $\\frac{1}{12}$.",
        "\\frac{1}{18}",
        True,
        OK,
    ),
    (
        G,
        "27 × 6 = 162 na mangga.\nSagot: 162 na mangga\n\nSana makatulong ito! 😊",
        "162",
        True,
        OK,
    ),  # fmt: skip
    (G, "2 − 13,5 = −11,5 °C.\nRéponse : 11,5 °C en dessous de zéro.", "-11.5", True, OK),
    (G, "2 − 13,5 = −11,5 °C.\nRéponse : 11,5 °C en dessous de zéro.", "11.5", False, MIS),
    (G, "Die Temperatur beträgt am Ende 8,5 Grad unter null.", "-8.5", True, OK),
    (G, "12 · 1'350 = 16'200 Franken.\nAntwort: 16'200 Franken", "16200", True, OK),
    (G, "12 · 1'350 = 16'200 Franken.\nAntwort: 16'300 Franken", "16200", False, MIS),
    (
        G,
        "2,4 Mio. + 0,35 Mio. = 2,75 Mio.\nAntwort: Die Stadt hat jetzt 2,75 Mio. Einwohner.",
        "2750000",
        True,
        OK,
    ),  # fmt: skip
    (
        M,
        "$(3x - 4)^2 = 9x^2 - 24x + 16$।\nउत्तर $9x^2 - 12x + 16$ नहीं, बल्कि $9x^2 - 24x + 16$ है।",
        "9x^2 - 24x + 16",
        True,
        OK,
    ),
    (
        M,
        "उत्तर $9x^2 - 24x + 16$ नहीं, बल्कि $9x^2 - 12x + 16$ है।",
        "9x^2 - 24x + 16",
        False,
        MIS,
    ),
    (M, "Ang sagot ay hindi $\\frac{16}{3}$ kundi $\\frac{16}{5}$.", "\\frac{16}{5}", True, OK),
    (M, "Ang sagot ay hindi $\\frac{16}{5}$ kundi $\\frac{16}{3}$.", "\\frac{16}{5}", False, MIS),
    (
        M,
        "Відповідь: не $2x^2 - 5$ (це $f(g(x))$), а $4x^2 + 4x - 2$.",
        "4x^2 + 4x - 2",
        True,
        OK,
    ),
    (
        M,
        "<answer>$\\sqrt{294} = 7\\sqrt{6}$ です。</answer>",
        "7\\sqrt{6}",
        True,
        OK,
    ),
    (M, "<answer>$\\sqrt{294} = 6\\sqrt{7}$ です。</answer>", "7\\sqrt{6}", False, MIS),
]

# Rounds 78-80's wrong answers accepted, and lists of values in math spans.
ROUNDS_78_80 = [
    (
        M,
        "We get $x(x - 5)(x + 3) = 0$.\nThe solutions are $-3$, $0$, and $5$.",
        "-3, 0, 5",
        True,
        OK,
    ),
    (M, "We get $x(x - 5)(x + 3) = 0$.\nThe solutions are $-3$ and $5$.", "-3, 0, 5", False, MIS),
    (M, "答：方程的解为 $x = -3$、$0$、$5$。", "-3, 0, 5", True, OK),
    (M, "<answer>הפתרונות הם $-3$, $0$ ו-$5$.</answer>", "-3, 0, 5", True, OK),
    (M, "<answer>الحلول هي $x = -3$ و $x = 0$ و $x = 5$.</answer>", "-3, 0, 5", True, OK),
    (G, "17 ÷ 25 = 0,68, soit 68 %.\nRéponse : 68 ‰", "68", False, None),
    (G, "17 ÷ 25 = 0,68, soit 68 %.\nRéponse : 68 %", "68", True, OK),
    (M, "каждый угол $162^\\circ$.\nВідповідь: $\\boxed{162 \\text{ рад}}$", "162", False, MIS),
    (M, "каждый угол $162^\\circ$.\nВідповідь: $\\boxed{162^\\circ}$", "162", True, OK),
    # (`градуси`, degrees, holds the letters of `рад`: no radians)
    (M, "кут $162^\\circ$.\nВідповідь: $\\boxed{162 \\text{ градуси}}$", "162", True, OK),
    (M, "$7 \\cdot 5 - 3 \\cdot 4 = \\boxed{2\x083}$", "23", False, MIS),
    (G, "7 * 37 = 259 seats.\nThe answer isn't 37; it's 259.", "259", True, OK),
    (G, "7 * 37 = 259 seats.\nThe answer isn't 259; it's 37.", "259", False, MIS),
    (
        M,
        "The sum of the first $40$ odd numbers is $40$ squared. The answer is $1600$ squared.",
        "1600",
        False,
        None,
    ),  # fmt: skip
    (
        M,
        "If I had to convert it, I might get something like $\\boxed{576}$, but I'm not able to "
        "do base conversions reliably, so I can't give an answer.",
        "576",
        False,
        None,
    ),
    (G, "12 × 1525 = 18300 千克。\n答案是 18300 千克。", "18300", True, OK),
    (G, "1,525kg × 12대 = 18,300kg\n따라서 정답은 1만 8,300kg입니다.", "18300", True, OK),
    (G, "২৮ × ৩৭ = ১০৩৬\nসুতরাং উত্তর হলো ১০৩৬টি পেন্সিল।", "1036", True, OK),
    (
        M,
        "这道题我不太确定怎么做。课本后面给出的答案是 $\\frac{11}{15}$，但我没能推导出来。",
        "\\frac{11}{15}",
        False,
        None,
    ),  # fmt: skip
    (
        M,
        "예를 들어 답이 $\\boxed{7 - i}$라고 가정하면, 확인할 수 있습니다. 하지만 문제가 잘려 있어서 "
        "계산할 수 없습니다.",
        "7 - i",
        False,
        None,
    ),
    (
        M,
        "$A \\cap B = \\{2, 4, 8\\}$\n\nউত্তর: $\\{2, 4, 8\\}$ (ভুল)",
        "\\{2, 4, 8\\}",
        False,
        None,
    ),  # fmt: skip
]

CLASSES = {
    "rounds_78_80": ROUNDS_78_80,
    "rounds_75_77": ROUNDS_75_77,
    "words_abroad": WORDS_ABROAD,
    "exercise_heading": EXERCISE_HEADING,
    "money": MONEY,
    "self_posed": SELF_POSED,
    "after_the_value": AFTER_THE_VALUE,
    "numbers_abroad": NUMBERS_ABROAD,
    "not_this_but": NOT_THIS_BUT,
    "not_equal": NOT_EQUAL,
    "scales_abroad": SCALES_ABROAD,
    "after_abroad": AFTER_ABROAD,
    "angles": ANGLES,
    "thinking_cut": THINKING_CUT,
}
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session22_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason, cls)
