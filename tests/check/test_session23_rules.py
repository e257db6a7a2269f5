"""Issue 25, session 23: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session22_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"
ROOTS = "$x^2 - 2x - 35 = (x - 7)(x + 5) = 0$, so $x = 7$ or $x = -5$.\n"
ROOTS_ZH = "因式分解：$x^2 - 2x - 35 = (x - 7)(x + 5) = 0$，所以 $x = 7$ 或 $x = -5$。\n"

# "No real solution" as the answer: after a box it takes the box's place (round 78's
# r_m_zh_dengdeng: accepted before).
NO_SOLUTION = [
    (
        M,
        ROOTS + "Answer: $\\boxed{-5, 7}$\n\nWait, the constant is $+35$: the discriminant is "
        "negative. So the answer is: no real solution.",
        "-5, 7",
        False,
        MIS,
    ),
    (
        M,
        ROOTS_ZH
        + "答案：$\\boxed{-5, 7}$\n\n等等，常数项应该是 $+35$：判别式 $4 - 140 < 0$，没有实数根。"
        "所以答案是：无实数解。",
        "-5, 7",
        False,
        MIS,
    ),
    (
        M,
        ROOTS + "Answer: $\\boxed{-5, 7}$\n\nSo the answer is: there are no real solutions.",
        "-5, 7",
        False,
        MIS,
    ),
    (
        M,
        "Решим: дискриминант $4 - 140 < 0$.\nОтвет: нет действительных корней.",
        "-5, 7",
        False,
        None,
    ),
    (G, "Ответ: $\\boxed{12}$\n\nОтвет: нет решений.", "12", False, None),
    # the box stands when what follows only checks it
    (M, ROOTS_ZH + "答案：$\\boxed{-5, 7}$\n\n验证：$49 - 14 - 35 = 0$，正确。", "-5, 7", True, OK),
    (M, ROOTS + "Answer: $\\boxed{-5, 7}$\n\nBoth roots check out.", "-5, 7", True, OK),
    # a phrase that only mentions no solution in passing is no such statement
    (
        M,
        ROOTS + "The answer is $\\boxed{-5, 7}$, since $x = 0$ gives no solution.",
        "-5, 7",
        True,
        OK,
    ),
]

# A foreign answer line whose value is named by its variable (`$x=3$`) is a statement, not a
# check's equation: after a box it replaces the box's value.
NAMED_VALUE = [
    (
        M,
        ROOTS_ZH + "答案：$\\boxed{-5, 7}$\n\n常数项是 35。所以答案是：$x=3$。",
        "-5, 7",
        False,
        MIS,
    ),
    (M, "因式分解得 $(x-3)^2 = 0$。\n答案是：$x=3$。", "3", True, OK),
    # an equation that checks a value is still no statement
    (M, ROOTS_ZH + "答案：$\\boxed{-5, 7}$\n\n答案检验：$7 - 2 = 5$。", "-5, 7", True, OK),
]

# Intervals with a closed end in angle brackets and `;` between the ends (Czech, Slovak, Polish);
# a lone Cyrillic х as the variable x.
NOTATION = [
    (
        M,
        "$3x - 5 \\ge 7 \\iff x \\ge 4$\n\nVýsledek: $x \\in \\langle 4; \\infty)$",
        "[4, \\infty)",
        True,
        OK,
    ),
    (M, "Výsledek: $x \\in (4; \\infty)$", "[4, \\infty)", False, MIS),
    (M, "Oprava: $x \\in (-\\infty; -3\\rangle$", "(-\\infty, -3]", True, OK),
    (M, "Oprava: $x \\in (-\\infty; -3)$", "(-\\infty, -3]", False, MIS),
    (M, "Rozwiązanie: $x \\in \\langle -2; 5 \\rangle$", "[-2, 5]", True, OK),
    # a vector in angle brackets stays a tuple (commas, no `;`)
    (M, "The vector is $\\langle 4, 5 \\rangle$.", "\\langle 4, 5 \\rangle", True, OK),
    (M, "Ответ: $х \\in [4; +\\infty)$.", "[4, \\infty)", True, OK),
    (M, "Ответ: $х \\in (4; +\\infty)$.", "[4, \\infty)", False, MIS),
]


# A correction's own box after a retraction is the correction (round 80's r_zh_m_ok_wait), and
# "答案应该是" ("the answer should be") states the answer.
CORRECTED_BOX = [
    (
        M,
        "答案是 $\\boxed{\\frac{3}{8}}$。\n\n等等，分数不能这样相加，要先通分。重新计算：\n"
        "$\\frac{1}{3} + \\frac{2}{5} = \\frac{11}{15}$\n\n所以答案应该是 $\\boxed{\\frac{11}{15}}$。",
        "\\frac{11}{15}",
        True,
        OK,
    ),
    (
        M,
        "答案是 $\\boxed{\\frac{11}{15}}$。\n\n等等，重新计算：\n所以答案应该是 $\\boxed{\\frac{3}{8}}$。",
        "\\frac{11}{15}",
        False,
        MIS,
    ),
    (M, "所以答案应该是 $\\boxed{\\frac{11}{15}}$。", "\\frac{11}{15}", True, OK),
    (M, "所以答案不应该是 $\\boxed{\\frac{11}{15}}$。", "\\frac{11}{15}", False, None),
    # "wait" alone opens a check that keeps the answer
    (
        M,
        "答案：$\\boxed{\\frac{31}{36}}$\n\n等等，我再检查一下：21 + 10 = 31，分母 36 不变，没问题。",
        "\\frac{31}{36}",
        True,
        OK,
    ),
]

# A difference with a variable in math (`$7 - i$`) is math, not a dollar amount (round 80: Dutch,
# Hebrew and Vietnamese answer lines).
DIFFERENCE = [
    (M, "<answer>Het antwoord is $7 - i$.</answer>", "7 - i", True, OK),
    (M, "Antwort: $7 - i$", "7 - i", True, OK),
    (M, "Antwort: $7 - i$", "7 + i", False, MIS),
    (M, "\u202bהתשובה היא \u202a$7 - i$\u202c.\u202c", "7 - i", True, OK),
    (M, "Đáp án là $7 - i$.", "7 - i", True, OK),
    (M, "Đáp án là $7 - 2i$.", "7 - i", False, MIS),
    (G, "It costs $7 - a bargain.", "7", False, None),
]

# Fresh rounds 81-83 and real round 23, read after their fresh scores (their three wrong answers
# accepted, and what generalises of the right ones refused).
ROUNDS_81_83 = [
    # a guess to be checked, cut off: no answer committed
    (
        M,
        "Let's guess that the answer is $9 - 13i$ and check it by expanding: $(3 - i)(4 - 3i) = 12 -",
        "9 - 13i",
        False,
        NONE,
    ),
    (M, "I guess the answer is $9 - 13i$.", "9 - 13i", True, OK),
    # a quoted statement to prove, then "I cannot do this proof"
    (
        M,
        "問題文には「$\\binom{13}{5} = 1287$ を示せ」とありますが、申し訳ありませんが私にはこの証明ができません。",
        "1287",
        False,
        None,
    ),
    # Arabic's counterfactual: had it been ..., it would have been
    (
        M,
        "لو كان نصف القطر $4$ والارتفاع $9$ لكان الحجم $\\frac{1}{3}\\pi \\cdot 16 \\cdot 9 = 48\\pi$، "
        "لكن أبعاد المخروط غير واضحة في السؤال.",
        "48\\pi",
        False,
        None,
    ),
    # an interval's half-open end is no aside's bracket
    (
        M,
        "Odpověď: $D = [-3, 4) \\cup (4, \\infty)$\n#### [-3, 4) \\cup (4, \\infty)",
        "[-3, 4) \\cup (4, \\infty)",
        True,
        OK,
    ),
    # a few-shot template's "[Question]" after the answer opens a problem of the model's own
    (
        G,
        "So he runs 9 * 60 = 540 meters a week. The answer is 540.\n[Question]A party ... how many "
        "people?\n[Answer]1000 / 50 = 20. The answer is 20.",
        "540",
        True,
        OK,
    ),
    (
        G,
        "So he runs 9 * 60 = 540 meters a week. The answer is 450.\n[Question]How many?\n"
        "[Answer]The answer is 540.",
        "540",
        False,
        MIS,
    ),
    # the zero vector by name for a column of zeros
    (
        M,
        "<answer> $\\boxed{\\mathbf{0}}$ </answer>",
        "\\begin{pmatrix} 0 \\\\ 0 \\\\ 0 \\end{pmatrix}",
        True,
        OK,
    ),
    (M, "So $\\boxed{\\mathbf{0}}$.", "\\begin{pmatrix} 0 \\\\ 1 \\end{pmatrix}", False, MIS),
    # "not X but Y" with a reason or a note after it, a note on the denied value, a currency sign
    (
        G,
        "۵۰۰۰ − ۳۷۲۰ = ۱۲۸۰ ین.\nپاسخ ۳۷۲۰ نیست، بلکه ۱۲۸۰ ین است؛ ۳۷۲۰ قیمت کل است.",
        "1280",
        True,
        OK,
    ),
    (
        M,
        "إذن الإجابة ليست $144\\pi$ بل $48\\pi$، لأن حجم المخروط ثلث حجم الأسطوانة.",
        "48\\pi",
        True,
        OK,
    ),
    (
        M,
        "إذن الإجابة ليست $144\\pi$ بل $48\\pi$، لأن حجم المخروط ثلث حجم الأسطوانة.",
        "144\\pi",
        False,
        MIS,
    ),
    (
        G,
        "så hon läser 21 · 24 = 504 sidor.\nSvar: 504 sidor, inte 72 (24 · 3 räknar bara veckorna).",
        "504",
        True,
        OK,
    ),
    (
        G,
        "så hon läser 21 · 24 = 504 sidor.\nSvar: 504 sidor, inte 72 (24 · 3 räknar bara veckorna).",
        "72",
        False,
        MIS,
    ),
    (
        G,
        "Zusammen: 25,00 € + 21,75 € = 46,75 €.\nAntwort: 46,75 € (nicht 39,50 €).",
        "46.75",
        True,
        OK,
    ),
    (
        G,
        "Odpowiedź: nie 32 900 zł (to jest kwota miesięczna), lecz 394 800 zł.",
        "394800",
        True,
        OK,
    ),
    (
        G,
        "Odpowiedź: nie 32 900 zł (to jest kwota miesięczna), lecz 394 800 zł.",
        "32900",
        False,
        MIS,
    ),
    (G, "Cevap 1432,5 TL değil; doğru cevap 1910 TL.", "1910", True, OK),
    (G, "Cevap 1432,5 TL değil; belki 1910 TL.", "1910", False, None),
    (G, "Cevap 1432,5 TL değil; 1910 TL olabilir.", "1910", False, None),
    (G, "Ответ: не 1475, а 1910 рублей, наверное.", "1910", False, None),
    (G, "Ответ: не 1475, а 1910 рублей.", "1910", True, OK),
    # a continental text's numbers inside its answer tag: a line that opens with a common word,
    # Vietnam's dong, a box holding one number in dot groups
    (
        G,
        "<think>\nLa fábrica produce 2.375 tornillos por hora durante 16 horas:\n2.375 × 16 = "
        "38.000 tornillos.\n</think>\n<answer>La fábrica produce 38.000 tornillos.</answer>",
        "38000",
        True,
        OK,
    ),
    (
        G,
        "<think>\nMỗi cuốn vở giá 25.000 đồng, Lan mua 14 cuốn.\nSố tiền phải trả: 25.000 × 14 = "
        "350.000 đồng.\n</think>\n<answer>$\\boxed{350.000}$ đồng</answer>",
        "350000",
        True,
        OK,
    ),
    (
        G,
        "<think>\nMỗi cuốn vở giá 25.000 đồng, Lan mua 14 cuốn.\nSố tiền phải trả: 25.000 × 14 = "
        "350.000 đồng.\n</think>\n<answer>$\\boxed{350.000}$ đồng</answer>",
        "350",
        False,
        MIS,
    ),
    (G, "The price is 2.500 dollars, so $\\boxed{2.500}$.", "2.5", True, OK),
    # conditionals after the answer in Dutch and Arabic ("and had it been ...")
    (
        G,
        "11 / 16 = 0,6875, dus 68,75% is geslaagd.\nHet antwoord is 68,75%.\nAls er 12 geslaagd "
        "waren, zou het 75% zijn.",
        "68.75",
        True,
        OK,
    ),
    (
        M,
        "بالتعويض: $V = 48\\pi$.\nالإجابة: $48\\pi$.\nولو كان الشكل أسطوانة لكان الحجم $144\\pi$.",
        "48\\pi",
        True,
        OK,
    ),
    (
        M,
        "بالتعويض: $V = 48\\pi$.\nالإجابة: $48\\pi$.\nولو كان الشكل أسطوانة لكان الحجم $144\\pi$.",
        "144\\pi",
        False,
        MIS,
    ),
    # an Arabic noun after the value is no hedge (`قلمًا` holds the letters of `لم`, "did not")
    (
        G,
        "بعد توزيع 85 قلمًا يبقى: 338 − 85 = 253 قلمًا.\nالجواب ليس 280، بل 253 قلمًا.",
        "253",
        True,
        OK,
    ),
]

# Rounds 84-86, read after their fresh scores.
ROUNDS_84_86 = [
    # a value to check inside a think block that is cut off while checking it: nothing committed
    (
        G,
        "<think>\n27 * 14 = 378, 378 - 193 = 185.\nSo the answer should be 185, but let me double "
        "check the multiplication. 27 * 14: 20 * 14 = 280, 7 * 14 =",
        "185",
        False,
        NONE,
    ),
    (G, "<think>\n27 * 14 = 378, 378 - 193 = 185.\nSo the answer is 185.", "185", True, OK),
    # a reason without a comma after the box, and one that states another value
    (
        M,
        "Thus, the answer is \\(\\boxed{\\frac{14}{33}}\\).\n\nThis fraction is already in lowest "
        "terms since $\\gcd(14, 33) = 1$.",
        "\\frac{14}{33}",
        True,
        OK,
    ),
    (
        G,
        "So 18 * 14 = 252 plants.\n$\\boxed{252}$ is the count for 18 rows, and since the plan has "
        "17 rows the count is 238",
        "252",
        False,
        MIS,
    ),
    # dozens: Czech `tuctů` changes the number; the count in dozens after the count is the same one
    (G, "42 · 4 = 168 vajec.\nOdpověď: 168 tuctů", "168", False, None),
    (G, "42 · 4 = 168 vajec.\nOdpověď: 168 vajec (14 tuctů).", "168", True, OK),
    (G, "42只母鸡：42 × 4 = 168 个鸡蛋。\n答：一共有168个鸡蛋（14打）。", "168", True, OK),
    (G, "Réponse : 168 œufs, soit 14 douzaines.", "168", True, OK),
    (G, "Son 14 docenas, es decir, 168 huevos.", "168", True, OK),
    (G, "There are 170 eggs (14 dozen).", "168", False, MIS),
    # a later answer line in Korean (`답은`), a Vietnamese and a Hebrew correction after the answer
    (
        G,
        "35만 원 × 12 = 420만 원\n#### 4200000\n따라서 답은 350만 원입니다.",
        "4200000",
        False,
        MIS,
    ),
    (G, "35만 원 × 12 = 420만 원\n#### 4200000\n따라서 답은 420만 원입니다.", "4200000", True, OK),
    (
        M,
        "<answer>$-5 - 12i$</answer>\n\nKhoan đã, tôi tính lại: $(3i)^2 = 9$, nên đáp án đúng là "
        "$13 - 12i$.",
        "-5 - 12i",
        False,
        MIS,
    ),
    (
        M,
        "<answer>$-5 - 12i$</answer>\n\nKhoan đã, tôi tính lại: $(3i)^2 = -9$, nên đáp án đúng là "
        "$-5 - 12i$.",
        "-5 - 12i",
        True,
        OK,
    ),
    (
        M,
        "$x = \\boxed{\\frac{9}{11}}$\n\nתיקון: טעיתי, המחזור הוא ספרה אחת בלבד.\nהתשובה הסופית: "
        "$\\frac{9}{10}$",
        "\\frac{9}{11}",
        False,
        MIS,
    ),
    # a Vietnamese result label, in a tag with a counted noun
    (G, "<answer>Đáp số: 629 cây bút chì.</answer>", "629", True, OK),
    (G, "<answer>Đáp số: 692 cây bút chì.</answer>", "629", False, MIS),
    # conditionals after the answer in Spanish, Indonesian and Persian
    (
        G,
        "le quedan 8.750 − 2.875 = 5.875 €.\n#### 5875\n\nSi no hubiera comprado la bicicleta, "
        "tendría 8.750 €.",
        "5875",
        True,
        OK,
    ),
    (
        G,
        "Jawaban: 792\n\nJika urutan diperhatikan, banyak caranya menjadi 95.040.",
        "792",
        True,
        OK,
    ),
    (
        M,
        "$= \\boxed{-13}$\n\n(اگر سطرها را جابه\u200cجا کنیم، دترمینان $13$ می\u200cشود.)",
        "-13",
        True,
        OK,
    ),
    (G, "#### 5875\n\nPero en realidad le quedan 8.750 €.", "5875", False, None),
]

# Rounds 87-89, read after their fresh scores (after the session's last rules otherwise).
ROUNDS_87_89 = [
    # the roots of one variable joined by "or" of any language name both
    (M, "Antwoord: $x = 7$ of $x = -3$.", "-3, 7", True, OK),
    (M, "따라서 방정식의 해는 $x = -3$ 또는 $x = 7$입니다.", "-3, 7", True, OK),
    (M, "Ответ: $x = 7$ или $x = -4$.", "-3, 7", False, MIS),
    (M, "Ответ: $7$ или $-3$.", "-3, 7", False, None),
    (M, "সুতরাং, সমীকরণের মূলগুলি হলো $2$ এবং $7$।", "2, 7", True, OK),
    # Chinese numerals before more counters; `千克` after a myriad is the kilogram
    (G, "答案：二十三盒。", "23", True, OK),
    (G, "答案：二十四盒。", "23", False, MIS),
    (G, "答：一共运了24万千克。", "240000", True, OK),
    # Ukrainian `тис.` (thousand); Vietnamese and Chinese suppositions and reports
    (
        G,
        "За 6 місяців: 265 000 × 6 = 1 590 000 грн.\nВідповідь: 1 590 000 тис. грн",
        "1590000",
        False,
        MIS,
    ),
    (G, "Відповідь: 1 590 тис. грн", "1590000", True, OK),
    (
        M,
        "Nếu bán kính là $9$ thì diện tích hình quạt là $18\\pi$, nhưng đề bài chưa cho bán kính.",
        "18\\pi",
        False,
        NONE,
    ),
    (M, "Vậy đáp án là $18\\pi$.", "18\\pi", True, OK),
    (G, "课本上写着：「答案是 228 个。」但我没有自己算出来。", "228", False, NONE),
    # a property of the value denied after it changes nothing of it; a doubt still does
    (
        G,
        "96 - 96 = <<96-96=0>>0 dollars are left.\nShe has 0 dollars left; the amount isn't negative.",
        "0",
        True,
        OK,
    ),
    (
        G,
        "The answer is 11 slices (not a negative number, so the pizzas were enough).",
        "11",
        True,
        OK,
    ),
    (
        G,
        "The answer is 11 slices (not a negative number, so the pizzas were enough).",
        "12",
        False,
        MIS,
    ),
    (G, "The answer is 11 (not sure).", "11", False, None),
    (G, "The answer is 11, not 12.", "12", False, MIS),
    # a correction that names the right value after the answer (round 90); a hypothetical does not
    (
        G,
        "17700 + 950 = 18650 dollars.\n#### 18650\n\nP.S. The correct total is 19,600, because the "
        "deposit is charged twice.",
        "18650",
        False,
        MIS,
    ),
    (
        G,
        "17700 + 950 = 18650 dollars.\n#### 18650\n\nP.S. The correct total is 18,650, because the "
        "deposit is charged once.",
        "18650",
        True,
        OK,
    ),
    (
        G,
        "#### 18650\n\nNote: the actual total would be 19,600 if the deposit were charged twice.",
        "18650",
        True,
        OK,
    ),
    # Turkish "is not" with its copula; German "Ergebnis" after a book's value
    (G, "Her kasada 47 yumurta var.\nCevap 611 değildir.", "611", False, None),
    (
        M,
        "Laut Lösungsbuch ist das Ergebnis $\\boxed{4 - 7i}$. Ich rechne nach: $(2 - i)(3 - 2i) = 8 - "
        "7i$.\nMein Ergebnis: $8 - 7i$.",
        "4 - 7i",
        False,
        MIS,
    ),
    (M, "Ich rechne: $(2 - i)(3 - 2i) = 8 - 7i$.\nErgebnis: $8 - 7i$.", "8 - 7i", True, OK),
]

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("no_solution", NO_SOLUTION), ("named_value", NAMED_VALUE),
                        ("notation", NOTATION), ("corrected_box", CORRECTED_BOX),
                        ("difference", DIFFERENCE), ("rounds_81_83", ROUNDS_81_83),
                        ("rounds_84_86", ROUNDS_84_86),
                        ("rounds_87_89", ROUNDS_87_89))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session23_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
