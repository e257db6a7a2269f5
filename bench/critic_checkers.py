"""Checker plug-ins for `bench/critic_depth.py` on the `tiny` model (used with
`checker=critic_checkers:NAME` and `bench/` on PYTHONPATH).

The random tiny model starts about half its answers with a space: `starts_with_space` is a reward
that its first response token decides, so after that token a critic can know the return exactly —
a task on which critics of different depths can be compared by explained variance. `starts_with_seven`
(~3 % at first) is the test suite's learning task (tests/app/train/plugins/fixed_answer.py)."""

from __future__ import annotations

from rppo_check import Verdict


def starts_with_space(completion: str, gold: str, /) -> Verdict:
    hit = completion.startswith(" ")
    return Verdict(hit, completion[:1] or None, "ok" if hit else "mismatch")


def starts_with_seven(completion: str, gold: str, /) -> Verdict:
    text = completion.lstrip()
    hit = text.startswith("7")
    return Verdict(hit, text[:1] or None, "ok" if hit else "mismatch")


def gold_at_least_ten(completion: str, gold: str, /) -> Verdict:
    """Right iff the gold answer is >= 10 (45 % of 1-digit additions), whatever the completion:
    the return is decided by the prompt alone, so a critic must read the two digits of the question
    to predict it — a test of what a critic can compute, with the policy held fixed."""
    hit = float(gold) >= 10
    return Verdict(hit, gold, "ok" if hit else "mismatch")
