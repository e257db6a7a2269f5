"""The checker contract: one `Verdict` per (completion, gold) pair, and the `Checker` protocol.

A checker is any callable `(completion, gold) -> Verdict`. The reward is `1.0 if correct else 0.0`,
so `correct` must only ever be True when the completion's one final answer equals the gold.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

# Why a verdict failed. "ok" is the only reason that goes with correct=True.
REASONS: frozenset[str] = frozenset(
    {"ok", "mismatch", "no_answer", "parse_error", "timeout", "error", "bad_input"}
)


@dataclass(frozen=True)
class Verdict:
    """The result of one check.

    correct: the completion's final answer equals the gold (reward 1).
    extracted: the final answer as read from the completion (None when nothing was read).
    reason: one of `REASONS`: ok | mismatch | no_answer | parse_error | timeout | error | bad_input.
    """

    correct: bool
    extracted: str | None
    reason: str


@runtime_checkable
class Checker(Protocol):
    """Anything that scores one completion against one gold answer."""

    def __call__(self, completion: str, gold: str, /) -> Verdict: ...


def sanitize(value: object, *, max_extracted: int = 2_000) -> Verdict:
    """Turn whatever a (possibly hostile) checker returned into a well-formed `Verdict`.

    Anything that is not a Verdict with a bool `correct`, a str/None `extracted` and a known
    `reason` becomes `Verdict(False, None, "error")`: garbage never scores 1.
    """
    if not isinstance(value, Verdict):
        return Verdict(False, None, "error")
    correct, extracted, reason = value.correct, value.extracted, value.reason
    if type(correct) is not bool or type(reason) is not str or reason not in REASONS:
        return Verdict(False, None, "error")
    if extracted is not None and type(extracted) is not str:
        return Verdict(False, None, "error")
    if correct and reason != "ok":
        return Verdict(False, None, "error")
    if extracted is not None and len(extracted) > max_extracted:
        extracted = extracted[:max_extracted]
    # Rebuild from plain values so a subclass with odd behaviour never leaves this function.
    return Verdict(bool(correct), None if extracted is None else str(extracted), str(reason))
