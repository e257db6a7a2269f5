"""Issue 25, session 23: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session22_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

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

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("no_solution", NO_SOLUTION), ("named_value", NAMED_VALUE),
                        ("notation", NOTATION), ("corrected_box", CORRECTED_BOX),
                        ("difference", DIFFERENCE))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session23_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
