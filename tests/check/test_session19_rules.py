"""Issue 25, session 19: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). The earlier sessions' cases are in
test_issue25_classes.py."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS = "ok", "mismatch"
BOX = "So $\\boxed{\\frac{3}{2}}$\n"

# An edit note after the answer in another language puts its value in the answer's place, as
# "Correction:" does in English (round 45's miss: "更正：答案应为 $\frac{2}{3}$。").
FOREIGN_CORRECTIONS = [
    (M, BOX + "更正：答案应为 $\\frac{2}{3}$。", "\\frac{3}{2}", False, MIS),
    (M, BOX + "更正：答案应为 $\\frac{2}{3}$。", "\\frac{2}{3}", True, OK),
    (M, BOX + "更正：答案应为 $\\frac{3}{2}$。", "\\frac{3}{2}", True, OK),
    (M, BOX + "答案应该是 $\\frac{2}{3}$。", "\\frac{3}{2}", False, MIS),
    (M, BOX + "訂正：$\\frac{2}{3}$", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Korrektur: $\\frac{2}{3}$.", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Corrección: la respuesta es $\\frac{2}{3}$.", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Corrección: la respuesta es $\\frac{2}{3}$.", "\\frac{2}{3}", True, OK),
    (G, "#### 20\nИсправление: 21", "20", False, MIS),
    (G, "#### 20\nИсправление: 21", "21", True, OK),
    (G, "#### 20\n修正：21", "20", False, MIS),
    # a note that names no value takes nothing back
    (M, BOX + "注意：答案应为最简分数。", "\\frac{3}{2}", True, OK),
    # "should be" alone states what a step should give, not the answer
    (G, "#### 20\n第二步应为 4 + 16 = 20。", "20", True, OK),
]

CLASSES = {"foreign_corrections": FOREIGN_CORRECTIONS}
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session19_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (cls, completion, verdict)
    assert verdict.reason == reason, (cls, completion, verdict)
