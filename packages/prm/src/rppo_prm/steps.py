"""Split a solution into steps, keeping each step's character span in the original text.

The spans are what lets the app place a step's reward on the token that ends the step: a span
`(start, end)` is a half-open character range with `text[start:end] == step`, trimmed of the
whitespace around it, so `end - 1` is the step's last visible character.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

SplitMode = Literal["lines", "sentences", "tag"]

Span = tuple[int, int]

# A sentence ends at . ! or ? followed by whitespace; "3.5" and "e.g.x" stay whole because the
# dot there is not followed by whitespace.
_SENTENCE_END = re.compile(r"[.!?]+(?=\s)")


def _trimmed(text: str, start: int, end: int) -> Span | None:
    """The span [start, end) without leading/trailing whitespace, or None when nothing is left."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end) if start < end else None


def split_steps(text: str, mode: SplitMode = "lines", *, tag: str = "\n\n") -> list[Span]:
    """Character spans of the steps of `text`, in order; `[text[s:e] for s, e in spans]` are the steps.

    Modes:
      - `lines`: one step per non-blank line (GSM8K solutions write one calculation a line).
      - `sentences`: one step per sentence, also breaking at line ends.
      - `tag`: steps are separated by the string `tag` (e.g. "ки" or "<extra_0>" for PRMs that expect
        a separator after each step, or "\\n\\n" for paragraph steps); the tag is not part of a step.
    Blank pieces are dropped; each span is trimmed of surrounding whitespace.
    """
    if mode == "tag" and not tag:
        raise ValueError("split_steps: mode 'tag' needs a non-empty tag")
    if mode == "lines":
        cuts = [m.end() for m in re.finditer(r"\n", text)]
        pieces = _pieces(text, cuts, sep_len=0)
    elif mode == "sentences":
        cuts = sorted({m.end() for m in re.finditer(r"\n", text)} | _sentence_cuts(text))
        pieces = _pieces(text, cuts, sep_len=0)
    elif mode == "tag":
        cuts = [m.start() for m in re.finditer(re.escape(tag), text)]
        pieces = _pieces(text, cuts, sep_len=len(tag))
    else:
        raise ValueError(f"split_steps: unknown mode {mode!r} (lines | sentences | tag)")
    return [span for start, end in pieces if (span := _trimmed(text, start, end)) is not None]


def _sentence_cuts(text: str) -> set[int]:
    return {m.end() for m in _SENTENCE_END.finditer(text)}


def _pieces(text: str, cuts: Sequence[int], *, sep_len: int) -> list[Span]:
    """Raw ranges between cut points; a separator of `sep_len` chars starts at each cut."""
    pieces: list[Span] = []
    start = 0
    for cut in cuts:
        pieces.append((start, cut))
        start = cut + sep_len
    pieces.append((start, len(text)))
    return pieces


def steps_of(text: str, spans: Sequence[Span]) -> list[str]:
    """The step strings a list of spans points at."""
    return [text[start:end] for start, end in spans]


def join_steps(steps: Sequence[str], sep: str = "\n") -> tuple[str, list[Span]]:
    """Join steps into one text and return it with each step's span (the inverse of split_steps)."""
    parts: list[str] = []
    spans: list[Span] = []
    pos = 0
    for i, step in enumerate(steps):
        if i:
            parts.append(sep)
            pos += len(sep)
        parts.append(step)
        spans.append((pos, pos + len(step)))
        pos += len(step)
    return "".join(parts), spans
