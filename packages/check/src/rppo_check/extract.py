r"""Final-answer extraction: where in a completion is the answer, and is there exactly one?

Markers, strongest first. The first tier that occurs decides; every answer of that tier is
returned, so the caller can refuse a completion that states several different final answers:

1. `#### N` (GSM8K style, to the end of the line) and `\boxed{...}` / `\fbox{...}` (MATH style,
   nested braces; `\boxed 5` too);
2. "The (final) answer is ..." (to the end of the line or sentence); only when there is none,
   "Answer: ..." captures of at most `MAX_ANSWER_WORDS` words;
3. optionally, the last number in the text.

Everything here is a linear scan or a regex without nested quantifiers, on text already cut to
`MAX_COMPLETION_CHARS`, so extraction is bounded in time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_COMPLETION_CHARS = 65_536  # longer completions are refused ("bad_input"), not scanned
MAX_ANSWER_CHARS = 1_000  # a longer final answer is not an answer ("parse_error")
MAX_ANSWERS = 8  # more final answers than this is a shotgun, never correct
MAX_ANSWER_WORDS = 3  # an "Answer: ..." capture with more words is prose (not for "answer is")

_HASHES = re.compile(r"####[ \t]*([^\n]*)")
_BOX = re.compile(r"\\(?:boxed|fbox)\b")
_BRACE = re.compile(r"[{}]")
_ANSWER_IS = re.compile(
    r"(?:the\s+)?(?:final\s+)?answer\s+is\s*[:：]?[ \t]*([^\n]*)", re.IGNORECASE
)
_ANSWER_COLON = re.compile(r"(?:^|\n|\*\*|\b)(?:final\s+)?answer\s*\**[:：]\**[ \t]*([^\n]*)", re.I)
_LAST_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
# A sentence end inside an "answer is" line: ". " followed by an upper-case word.
_WORD = re.compile(r"[A-Za-z]{2,}")
_SENTENCE_END = re.compile(r"\.\s+(?=[A-Z])")


@dataclass(frozen=True)
class Extraction:
    """The final answers found (in order) and the marker tier they came from.

    tier: "hash" | "boxed" | "phrase" | "last_number" | "none".
    """

    answers: tuple[str, ...]
    tier: str


def _closing_braces(text: str) -> dict[int, int]:
    """Position of each unescaped `{` -> its matching `}`, in one linear pass."""
    matches: dict[int, int] = {}
    stack: list[int] = []
    for match in _BRACE.finditer(text):
        position = match.start()
        if position and text[position - 1] == "\\":
            continue  # `\{` is a literal brace (a set), not a group
        if match.group(0) == "{":
            stack.append(position)
        elif stack:
            matches[stack.pop()] = position
    return matches


def boxed_contents(text: str) -> list[str]:
    r"""Contents of every `\boxed{...}` / `\fbox{...}` in `text`, nested braces matched.

    `\boxed 5` (no braces) yields the next token. An unclosed box yields nothing. Linear in
    len(text); stops after `MAX_ANSWERS + 1` boxes (more is a shotgun anyway).
    """
    found: list[str] = []
    closing: dict[int, int] | None = None
    for match in _BOX.finditer(text):
        if len(found) > MAX_ANSWERS:
            break
        pos = match.end()
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos >= len(text):
            continue
        if text[pos] != "{":
            token = re.match(r"[^\s${}\\]+", text[pos : pos + MAX_ANSWER_CHARS])
            if token and match.end() < pos:  # `\boxed 5` needs the space
                found.append(token.group(0))
            continue
        if closing is None:
            closing = _closing_braces(text)
        end = closing.get(pos)
        if end is not None:
            found.append(text[pos + 1 : end])
    return found


def _clean_phrase(raw: str) -> str:
    r"""Trim an "answer is ..." capture to the answer: first sentence, no `$`, `**`, `.`."""
    raw = _SENTENCE_END.split(raw, maxsplit=1)[0]
    raw = raw.strip().strip("*").strip()
    if raw.startswith("$") and raw.count("$") >= 2:
        raw = raw[1 : raw.index("$", 1)]
    elif raw.startswith("\\(") and "\\)" in raw:
        raw = raw[2 : raw.index("\\)")]
    elif raw.startswith("\\[") and "\\]" in raw:
        raw = raw[2 : raw.index("\\]")]
    return raw.strip().rstrip(".!").strip()


def extract_answers(text: str, *, last_number_fallback: bool = False) -> Extraction:
    """Find the final answers of `text` (see module docstring for the tiers)."""
    hashes = [m.group(1).strip() for m in _HASHES.finditer(text)]
    boxes = [b.strip() for b in boxed_contents(text)] if "\\" in text else []
    strong = hashes + boxes
    if strong:
        return Extraction(tuple(strong), "hash" if hashes and not boxes else "boxed")
    phrases = [p for p in (_clean_phrase(m.group(1)) for m in _ANSWER_IS.finditer(text)) if p]
    if not phrases:
        # "Answer: Let's think step by step" is prose, not an answer: skip wordy captures
        captures = (_clean_phrase(m.group(1)) for m in _ANSWER_COLON.finditer(text))
        phrases = [p for p in captures if p and len(_WORD.findall(p)) <= MAX_ANSWER_WORDS]
    if phrases:
        return Extraction(tuple(dict.fromkeys(phrases)), "phrase")
    if last_number_fallback:
        numbers = _LAST_NUMBER.findall(text[-2_000:])
        if numbers:
            return Extraction((numbers[-1].rstrip(","),), "last_number")
    return Extraction((), "none")
