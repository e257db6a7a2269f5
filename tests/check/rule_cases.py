"""The one assertion every session's rule file makes (test_session*_rules.py, test_heldout3_rules.py):
a case's verdict is right, and where the case names a reason, for that reason."""

from __future__ import annotations

from rppo_check import load_checker


def assert_verdict(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None, label: str = ""
) -> None:
    """`completion` checked against `gold` by the `checker` plug-in is judged `correct`, for
    `reason` where it is not None (`label` names the case's class in a failure)."""
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (label, completion, gold, verdict)
    if reason is not None:
        assert verdict.reason == reason, (label, completion, gold, verdict)
