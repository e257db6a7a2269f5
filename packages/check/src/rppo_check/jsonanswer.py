"""A completion that ends in a JSON object with an answer field: `{"reasoning": "...",
"final_answer": "\\frac{5\\pi}{6}"}` answers with that field.

Models asked for structured output write their answer so; the object must close the completion
(a code fence around it allowed) and parse as JSON, and its field must be one of `ANSWER_KEYS`
holding a string or a number. A JSON shown inside a sentence ("Return JSON like {"answer": 73}.")
does not close the completion and is no answer. `json.JSONDecoder.raw_decode` is linear.
"""

from __future__ import annotations

import json
import re

ANSWER_KEYS = frozenset(
    {"answer", "final_answer", "finalanswer", "final answer", "final", "result"}
)
_FENCE_END = re.compile(r"\n?```\s*$")
# Where the object may open: the text's start, or a line's start (after spaces).
_OPENING = re.compile(r"(?:^|\n)[ \t]*\{")
_MAX_TRIES = 4
# `revised_answer`, `corrected answer`, `updatedAnswer`: an answer too (a draft's is not)
_REVISED_KEY = re.compile(r"[a-z]+[ _-]?answer")
_SUPERSEDED = re.compile(r"initial|draft|old|previous|original|first|wrong|incorrect|example")
_DECODER = json.JSONDecoder()


def json_answers(text: str) -> tuple[str, ...]:
    """The answer fields of the JSON object that closes `text` (module doc); every one must be
    right, so a revision (`"answer": 374, "revised_answer": 364`) is two answers that disagree.
    Empty where there is none."""
    body = text.rstrip()
    if body.endswith("```"):
        body = _FENCE_END.sub("", body).rstrip()
    if not body.endswith("}"):
        return ()
    openings = [match.end() - 1 for match in _OPENING.finditer(body)]
    for start in openings[:_MAX_TRIES]:
        try:
            value, end = _DECODER.raw_decode(body, start)
        except ValueError:
            continue
        if end != len(body) or not isinstance(value, dict):
            continue
        return tuple(
            _field_text(field)
            for key, field in value.items()
            if isinstance(key, str) and _answer_key(key) and _field_text(field)
        )
    return ()


def _answer_key(key: str) -> bool:
    key = key.strip().lower()
    return key in ANSWER_KEYS or (
        _REVISED_KEY.fullmatch(key) is not None and _SUPERSEDED.search(key) is None
    )


def _field_text(field: object) -> str:
    if isinstance(field, str):
        return field.strip()
    if isinstance(field, int | float) and not isinstance(field, bool):
        return str(field)
    return ""
