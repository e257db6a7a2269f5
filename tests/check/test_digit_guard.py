"""`languages.NOT_AT_DIGIT` (a speed guard in front of the longest alternations) changes no match.

The guard lets a search pass a run of digits at one test a character (CI found a 100,000-digit
"final answer" over the fuzz test's 2 s). It is exact only while no branch of the guarded
patterns opens on a digit: the guarded and the bare pattern are compared on texts generated from
the patterns' own branches, with digits written right before, inside and after them, and on the
real completions of the corpus.
"""

from __future__ import annotations

import random
import re

import pytest
from rppo_check import languages, tail

from .test_speed_gates import _matching_texts, _real_completions

_GUARDED = {
    "hedge": tail._HEDGE,
    "foreign_judged": tail._FOREIGN_JUDGED,
    "reported_abroad": tail._REPORTED_ABROAD,
    "denial": re.compile(languages.FOREIGN_DENIAL, re.IGNORECASE),
    "reported": re.compile(languages.FOREIGN_REPORTED, re.IGNORECASE),
}


def _bare(pattern: re.Pattern[str]) -> re.Pattern[str]:
    guard = languages.NOT_AT_DIGIT + "(?:"
    assert guard in pattern.pattern  # (the pattern still carries its guard)
    return re.compile(pattern.pattern.replace(guard, "(?:"), pattern.flags)


def _spans(pattern: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    return [match.span() for match in pattern.finditer(text)]


@pytest.mark.parametrize("name", sorted(_GUARDED))
def test_the_guard_changes_no_match_on_generated_texts(name: str) -> None:
    guarded = _GUARDED[name]
    bare = _bare(guarded)
    rng = random.Random(5)
    digits = ["7", "18", "3.5", "٣", "１２"]
    for text in _matching_texts(bare, 6, 3000):
        cut = rng.randrange(len(text) + 1)
        for variant in (
            text,
            rng.choice(digits) + text,
            text[:cut] + rng.choice(digits) + text[cut:],
            text + rng.choice(digits) + " " + text,
        ):
            assert _spans(guarded, variant) == _spans(bare, variant), variant


def test_the_guard_changes_no_match_on_real_completions() -> None:
    rng = random.Random(7)
    pairs = _real_completions()
    sample = rng.sample(pairs, min(1500, len(pairs)))
    # (and every completion that is not ASCII: the scripts the foreign lists are written for)
    sample += [pair for pair in pairs if not pair[0].isascii()][:1500]
    bares = {name: _bare(pattern) for name, pattern in _GUARDED.items()}
    for completion, _ in sample:
        text = completion[-4000:]
        for name, guarded in _GUARDED.items():
            assert _spans(guarded, text) == _spans(bares[name], text), (name, text[-300:])


def test_a_digit_never_opens_a_match() -> None:
    # what the guard assumes, on the shapes a number takes next to these words
    for text in ("18以上", "5'ten fazla", "17 ± 1", "100 или больше", "3не", "2不对", "٣ ليس"):
        for pattern in _GUARDED.values():
            for match in _bare(pattern).finditer(text):
                assert not text[match.start()].isdigit(), (text, match)
