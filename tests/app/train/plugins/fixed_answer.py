"""A checker plug-in for the learning test: right iff the completion's first word is "7"."""

from __future__ import annotations

from rppo_check import Verdict


def first_word_seven(completion: str, gold: str, /) -> Verdict:
    words = completion.split()
    first = words[0] if words else None
    return Verdict(first == "7", first, "ok" if first == "7" else "mismatch")


def contains_seven(completion: str, gold: str, /) -> Verdict:
    hit = "7" in completion
    return Verdict(hit, "7" if hit else None, "ok" if hit else "mismatch")


def starts_with_seven(completion: str, gold: str, /) -> Verdict:
    text = completion.lstrip()
    hit = text.startswith("7")
    return Verdict(hit, text[:1] or None, "ok" if hit else "mismatch")
