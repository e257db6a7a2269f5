"""The MATH speed shortcuts of session 26 (issue 25 item 5) decide nothing the full paths would not.

Each shortcut is compared with the path it skips, on generated texts built from the characters and
words that reach its edges.
"""

from __future__ import annotations

import random
import re

from rppo_check import builtin, extract, markers, units

_APOSTROPHES = ("'", "’")


def _apostrophe_texts(rng: random.Random, count: int) -> list[str]:
    """Texts dense in digits, apostrophes, the Turkish copulas and what may stand around them."""
    pieces = ["1", "16", "200", "2000", "20", "'", "’", "dir", "tır", "dur", "tür", "dırlar", "}",
              "$", " ", "a", "x", "ı", "\n", "'200", "’000", "0'", "TL", "ş", "_", "lar", "é"]  # fmt: skip
    texts = ["16'200", "16’200", "1'2000", "'200", "1'20", "1''200", "422'dir", "28.450 TL'dir",
             "5}'tir", "$'dur", "a'dir", "3'dırlar", "3'dırlarx", "3'dıré", "3'dır1", "'dir"]  # fmt: skip
    for _ in range(count):
        texts.append("".join(rng.choice(pieces) for _ in range(rng.randint(1, 14))))
    return texts


def test_apostrophe_regexes_match_as_their_lookbehind_forms() -> None:
    """`builtin`'s apostrophe regexes open with the apostrophe (speed only); they substitute as
    the forms that open with the lookbehind do, in the order `__call__` applies them."""
    groups = re.compile(r"(?<=\d)['’](?=\d{3}(?!\d))")
    copula = re.compile(r"(?<=[\d}$])['’][dt][ıiuü]r(?:lar)?(?![^\W\d_])")
    rng = random.Random(2601)
    changed = 0
    for text in _apostrophe_texts(rng, 20000):
        assert builtin._APOSTROPHE_GROUPS.sub("", text) == groups.sub("", text), text
        assert builtin._TURKISH_COPULA.sub("", text) == copula.sub("", text), text
        once = builtin._TURKISH_COPULA.sub("", builtin._APOSTROPHE_GROUPS.sub("", text))
        assert once == copula.sub("", groups.sub("", text)), text
        changed += once != text
    assert changed > 1000  # the regexes did match


def _boxed_texts(rng: random.Random, count: int) -> list[str]:
    """ASCII texts with boxes after words of `_ASCII_ANSWER_WORDS`, denials and values."""
    words = [*markers._ASCII_ANSWER_WORDS, "Odgovor", "ODGOVOR nije", "Antwort ist nicht", "nije",
             "is", "not", "the answer", "valasz", "Respuesta: no es", "svar", "jawapan bukan"]  # fmt: skip
    around = ["", " ", "$", "\\(", ". ", "\n", "! ", "? ", "7", ", ", "x"]
    boxes = ["\\boxed{7}", "$\\boxed{12}$", "\\fbox{3}", "\\boxed{\\frac{1}{2}}", "\\boxed 5"]
    texts = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(1, 6)):
            parts += [rng.choice(around), rng.choice(words), rng.choice(around)]
            if rng.random() < 0.6:
                parts.append(rng.choice(boxes))
        texts.append("".join(parts))
    return texts


def test_boxes_given_the_whole_texts_foreign_answer_word_are_the_same() -> None:
    """`boxes(text, named_abroad=names_answer_abroad(text))` (the shortcut `extract.statements`
    takes for an ASCII text) finds what `boxes(text)` finds."""
    rng = random.Random(2602)
    denied = 0
    for text in _boxed_texts(rng, 20000):
        assert text.isascii()
        named = markers.names_answer_abroad(text, text.lower())
        full = markers.boxes(text)
        assert markers.boxes(text, named_abroad=named) == full, text
        denied += named and full != markers.boxes(text, named_abroad=False)
    assert denied > 100  # some box was denied in words, so the shortcut's other side was tried


def _phrase_texts(rng: random.Random, count: int) -> list[str]:
    """Texts built from the words, markdown and spaces `_PHRASE` reads, in either case."""
    pieces = ["answer", "Answer", "ANSWER", "answers", "option", "choice", "the", "my", "correct",
              "right", "final", "is", "would", "be", "will", "should", " ", "  ", "\n", "\t", "**",
              "*", "#", ">", "-", ":", "：", "=", "$", "5", "\\frac{1}{2}", "(", ".", "x", "_",
              "é", "ß", "İ", "ſ", "K", "\u00a0", "unanswered", "optional", "1answer", "a"]  # fmt: skip
    texts = ["The answer is 5.", "**Final Answer**: 7", "answer: 3\nanswer: 4", "Answer 5",
             "The correct option is (B). The answer is 5", "the the answer is is 3"]  # fmt: skip
    for _ in range(count):
        texts.append(" ".join(rng.choice(pieces) for _ in range(rng.randint(1, 24))))
        texts.append("".join(rng.choice(pieces) for _ in range(rng.randint(1, 24))))
    return texts


def test_phrase_matches_are_finditers() -> None:
    """`extract._phrase_matches` (the answer phrases tried only before their words) finds the very
    matches of `_PHRASE.finditer`."""
    rng = random.Random(2603)
    matched = several = 0
    for text in _phrase_texts(rng, 20000):
        fast = [m.span() for m in extract._phrase_matches(text, text.lower())]
        assert fast == [m.span() for m in extract._PHRASE.finditer(text)], text
        matched += len(fast) > 0
        several += len(fast) > 1
    assert matched > 2000 and several > 50  # texts with phrases, and with several, were tried


def test_units_word_sets_are_the_unions_their_rules_name() -> None:
    """`units` builds its unions of word sets once (speed only); they are the sets the rules name."""
    assert units._NOTE_REFUSED == units._REFUSED | units.COMPARING | units._NOTE_CHANGES
    assert units._NOT_PLAIN == units._BREAKS | units._QUALIFIERS | units.COMPARING | units._REFUSED
    assert units._HEAD_BREAKS == units._BREAKS | (units._QUALIFIERS - units._MODIFIERS)
    assert units._NOT_SMALL_HEAD == units.COMPARING | units._QUALIFIERS
