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


# Where a final answer was read (see `rppo_check.extract`); "other" for a plug-in's own.
MARKERS: frozenset[str] = frozenset(
    {"hash", "boxed", "tag", "phrase", "last_expression", "last_number", "none", "other"}
)


@dataclass(frozen=True)
class Verdict:
    """The result of one check.

    correct: the completion's final answer equals the gold (reward 1).
    extracted: the final answer as read from the completion (None when nothing was read).
    reason: one of `REASONS`: ok | mismatch | no_answer | parse_error | timeout | error | bad_input.
    format_ok: the final answer was written in the marker the prompt asked for (`####` for the
        GSM8K checker, `\\boxed` for MATH, `<answer>` for a prompt that asks for the tag: see
        `with_format`). Correctness never depends on it; the reward may (`format_reward`,
        `strict_format`). False whenever nothing was read.
    marker: where the final answer was read: hash | boxed | tag | phrase | last_expression |
        last_number | none | other.
    gold_unreadable: the gold could not be parsed, so it was compared as normalised text.
    """

    correct: bool
    extracted: str | None
    reason: str
    format_ok: bool = False
    marker: str = "none"
    gold_unreadable: bool = False

    def astuple(self) -> tuple[bool, str | None, str, bool, str, bool]:
        """Plain values, in field order: what a worker process sends back."""
        return (
            self.correct,
            self.extracted,
            self.reason,
            self.format_ok,
            self.marker,
            self.gold_unreadable,
        )


@runtime_checkable
class Checker(Protocol):
    """Anything that scores one completion against one gold answer."""

    def __call__(self, completion: str, gold: str, /) -> Verdict: ...


def not_text(value: str) -> bool:
    """Whether `value` holds a lone surrogate (`"\\ud800"` from JSON): a str that is no Unicode
    text, which no tokenizer decodes to and no output can encode."""
    if value.isascii():
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


# Failures carry no format credit: `format_reward` must never pay for a timeout or a crash.
_NO_FORMAT = frozenset({"timeout", "error", "bad_input", "no_answer"})


def with_format(verdict: Verdict, marker: str | None) -> Verdict:
    """`verdict` with `format_ok` for a prompt that asked for `marker` (hash | boxed | tag): the
    final answer was read from that marker. None keeps the checker's own default (`####` for
    gsm8k, `\\boxed` for math). `correct` never changes."""
    if marker is None:
        return verdict
    format_ok = verdict.marker == marker and verdict.reason not in _NO_FORMAT
    if format_ok == verdict.format_ok:
        return verdict
    return Verdict(verdict.correct, verdict.extracted, verdict.reason, format_ok, verdict.marker,
                   verdict.gold_unreadable)  # fmt: skip


def sanitize(value: object, *, max_extracted: int = 2_000) -> Verdict:
    """Turn whatever a (possibly hostile) checker returned into a well-formed `Verdict`.

    Anything that is not a Verdict with a bool `correct`, a str/None `extracted`, a known
    `reason` and bool flags becomes `Verdict(False, None, "error")`: garbage never scores 1.
    An unknown `marker` becomes "other".
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
    format_ok, marker, gold_unreadable = value.format_ok, value.marker, value.gold_unreadable
    if type(format_ok) is not bool or type(gold_unreadable) is not bool:
        return Verdict(False, None, "error")
    if type(marker) is not str or marker not in MARKERS:
        marker = "other"
    if extracted is not None and len(extracted) > max_extracted:
        extracted = extracted[:max_extracted]
    if reason in _NO_FORMAT:
        format_ok = False
    # Rebuild from plain values so a subclass with odd behaviour never leaves this function.
    return Verdict(
        bool(correct),
        None if extracted is None else str(extracted),
        str(reason),
        bool(format_ok),
        str(marker),
        bool(gold_unreadable),
    )
