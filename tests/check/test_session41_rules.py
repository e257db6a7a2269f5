"""Issue 25, session 41: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session40_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_EGGS = "In a week the farm collects 84 x 7 = <<84*7=588>>588 eggs.\n"

# "N dozen" after the marker is the count of dozens where the working divided by 12 into it, a
# GSM8K calculator note between the "=" and the count included.
DOZENS = [
    (G, _EGGS + "That is 588 / 12 = <<588/12=49>>49 dozen.\n#### 49 dozen", "49", True, OK),
    (G, _EGGS + "That is 588 / 12 = <<588/12=49>>49 cartons.\n#### 49 dozen", "49", False, MIS),
]  # fmt: skip

ALL = DOZENS


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session41_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
