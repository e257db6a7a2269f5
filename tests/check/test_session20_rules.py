"""Issue 25, session 20: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session19_rules.py and
test_issue25_classes.py."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE = "ok", "mismatch", "parse_error"
EGGS = "437 eggs in cartons of 12: 36 * 12 = 432, and 437 - 432 = 5.\n"

# A counted noun of another language in Latin letters after the number (round 53's misses: the
# English grammar reads plurals by their -s only): `#### 5 uova`, `20 anni`, `142 tane`. Words
# that change the number stay refused in any language: more, times, dozens, tens, scales, a half,
# an estimate, a sign, "or", "not", "wrong", a percentage; and abbreviations and units of other
# quantities, and English words after an English article (`a $169 saving`).
NOUNS_ABROAD = [
    (G, EGGS + "Risposta finale: #### 5 uova", "5", True, OK),
    (G, EGGS + "#### 5 Eier", "5", True, OK),
    (G, EGGS + "La risposta è 5 uova.", "5", True, OK),
    (G, "Mei: 4 * 5 = 20.\n#### 20 anni", "20", True, OK),
    (G, "238 - 96 = 142.\n#### 142 tane", "142", True, OK),
    (G, "238 - 96 = 142.\nĐáp án: 142 cái bánh", "142", True, OK),
    (G, "7 + 0 = 7.\n#### 7 người", "7", True, OK),
    # the same nouns with the wrong value are still the wrong value
    (G, EGGS + "#### 6 uova", "5", False, MIS),
    (G, "238 - 96 = 142.\n#### 124 tane", "142", False, MIS),
    # words that change the number
    (G, EGGS + "#### 5 uova in meno", "5", False, None),
    (G, EGGS + "#### 5 weniger", "5", False, PARSE),
    (G, EGGS + "#### 5 dozzine", "5", False, PARSE),
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

CLASSES = {"nouns_abroad": NOUNS_ABROAD}
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session20_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (cls, completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (cls, completion, verdict)
