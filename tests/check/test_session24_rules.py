"""Issue 25, session 24: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session23_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

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

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("plain_math_abroad", PLAIN_MATH_ABROAD),)
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session24_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
