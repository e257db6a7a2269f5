"""The MATH speed shortcuts of session 22 (issue 25 item 5) decide nothing the full paths would not.

Each prefilter is held to the test it guards, on texts generated from the words it must find (in
every case, inside and across other words, cut at every point) and on the MATH-500 solutions and
the labelled corpus: where the prefilter says "no", the full test says "no" too.
"""

from __future__ import annotations

import json
import random
import re

from rppo_check import markers
from rppo_check.gates import has_any

from .conftest import find_data_dir
from .test_speed_gates import _real_completions


def _math500_solutions() -> list[str]:
    root = find_data_dir()
    path = root / "math500" / "test.jsonl" if root is not None else None
    if path is None or not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line)["solution"] for line in handle]


def _names_by_words(text: str) -> bool:
    """`names_answer_abroad` before the anchor scan: the 21 substring tests alone."""
    if text.isascii():
        return has_any(text.lower(), markers._ASCII_ANSWER_WORDS)
    return markers._FOREIGN_ANSWER.search(text) is not None


def test_every_answer_word_holds_an_anchor() -> None:
    """The anchor scan finds something in each word of `_ASCII_ANSWER_WORDS`."""
    for word in markers._ASCII_ANSWER_WORDS:
        assert markers._ANSWER_WORD_ANCHOR.search(word) is not None, word
    # (a word added to the list without an anchor would join the anchors whole)
    unanchored = [
        w for w in markers._ASCII_ANSWER_WORDS if not any(a in w for a in markers._ANCHORS)
    ]
    assert unanchored == []


def test_anchor_scan_finds_what_the_word_tests_find() -> None:
    """`names_answer_abroad` against the substring tests alone, on texts built from the words
    (any case, cut short, run into other words), on the MATH-500 solutions and on each of them
    with a word put in at random."""
    rng = random.Random(2201)
    words = [
        *markers._ASCII_ANSWER_WORDS,
        "var",
        "got",
        "wie",
        "answer",
        "the",
        "$x$",
        "\\boxed{3}",
    ]
    texts = _math500_solutions()
    for solution in list(texts):
        at = rng.randrange(len(solution) + 1)
        texts.append(solution[:at] + rng.choice(words) + solution[at:])
    for _ in range(3000):
        text = "".join(rng.choice(words) + rng.choice(["", " ", ": ", "\n"]) for _ in range(6))
        text = rng.choice([text, text.upper(), text.title(), text[: rng.randrange(len(text) + 1)]])
        texts.append(text)
    said = 0
    for text in texts:
        expected = _names_by_words(text)
        assert markers.names_answer_abroad(text) == expected, text[:200]
        assert markers.names_answer_abroad(text, text.lower()) == expected, text[:200]
        said += expected
    assert said > 1000  # (the texts reach both answers)


def test_anchor_scan_on_the_labelled_completions() -> None:
    """The same on every completion of the labelled corpus (held-out sets too), as written,
    upper-cased and cut at a random point."""
    rng = random.Random(2202)
    tried = 0
    for completion, _ in _real_completions():
        cut = completion[: rng.randrange(len(completion) + 1)]
        for text in (completion, completion.upper(), cut):
            assert markers.names_answer_abroad(text) == _names_by_words(text), text[:200]
            tried += 1
    assert tried > 30000


def test_class_first_brace_scan_finds_what_the_lookbehind_scan_finds() -> None:
    """`markers._UNESCAPED_BRACE` (class first) against `(?<!\\)[{}]` from every start, on texts
    of braces, backslashes and other characters and on the MATH-500 solutions."""
    reference = re.compile(r"(?<!\\)[{}]")
    rng = random.Random(2203)
    pieces = ["{", "}", "\\", "\\\\", "\\{", "\\}", "a", " ", "\n", "$", "é", "\\frac{1}{2}"]
    texts = ["", "{", "}", "\\{", "\\\\{", "{\\}"] + _math500_solutions()
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randrange(30))) for _ in range(3000)]
    tried = 0
    for text in texts:
        for start in range(0, len(text) + 1, 1 if len(text) < 40 else 17):
            found = [m.span() for m in markers._UNESCAPED_BRACE.finditer(text, start)]
            assert found == [m.span() for m in reference.finditer(text, start)], (text, start)
            tried += 1
    assert tried > 20000
