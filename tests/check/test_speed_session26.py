"""The MATH speed shortcuts of session 26 (issue 25 item 5) decide nothing the full paths would not.

Each shortcut is compared with the path it skips, on generated texts built from the characters and
words that reach its edges.
"""

from __future__ import annotations

import random
import re

from rppo_check import builtin, extract, gates, markers, prefilter, retractions, units

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


def test_never_starts_at_blank_after_word_reads_the_regex() -> None:
    """`prefilter.never_starts_at_blank_after_word` on regexes whose answer is known both ways,
    each also checked by trying it at every blank after a word of a sample text."""
    check = prefilter.never_starts_at_blank_after_word
    flags = re.IGNORECASE | re.MULTILINE
    sample = "ab \tx. a b\n q ( x [ \\x ✗ wait, no: it is not. Teacher: wrong\n  no;b a\tb"
    yes = (r"\bab", r"(?:^|(?<=[.!?(\n]))[ \t*]*x", r"\\x|\bq", r"[\[(]x", r"(?=a)\bb", r"\Bx",
           r"(?<![.])x", r"(?:^|(?<=\n))[ \t*]*[A-Za-z]+:", r"[✗❌]", r"(?:\bwait|\bno\b)")  # fmt: skip
    no = (r"[^a]", r"\s", r"[ \t*]*x", r"(?<=a) b", r"x?\s", r"", r"\b ", r"[\x00-\x7f]",
          r"(?:a|\t)", r"\W", r".", r"(?:\ba)*\s", r"[^\S\n]b")  # fmt: skip
    for source in yes:
        pattern = re.compile(source, flags)
        assert check(pattern), source
        for at in range(1, len(sample)):
            if sample[at] in " \t" and sample[at - 1] in retractions._WORD_CHARACTERS:
                assert pattern.match(sample, at) is None, (source, at)
    for source in no:
        assert not check(re.compile(source, flags)), source
    assert retractions._NOT_AFTER_WORDS  # the retraction regex opens at no blank after a word


def test_retraction_scan_skipping_blanks_after_words_finds_what_search_finds() -> None:
    """`_search_near_gates` (word middles and blanks after words skipped) against
    `_RETRACTION.search`, on texts of retraction words with spaces and tabs between them."""
    rng = random.Random(2604)
    words = ["wait", "no,", "not", "wrong", "false", "Teacher: wrong", "I made a mistake", "x",
             "(edit)", "tl;dr:", "Hmm, 18 is wrong", "it is not.", "oops", "5", "$5$", "Wait,",
             "I erred: 5", "disregard", "TBD", "so", "the answer", "is", "\n", ".", "*", "-"]  # fmt: skip
    tried = 0
    for _ in range(800):
        text = "".join(rng.choice(words) + rng.choice([" ", "  ", "\t", " \t", "", "\n"])
                       for _ in range(30))  # fmt: skip
        for end in range(0, len(text), 23):
            after = gates.lowered(text[end:])
            first = retractions.gate_start(after) if after is not None else None
            if first is None:
                continue
            found = retractions._search_near_gates(text, end, after, first)
            expected = retractions._RETRACTION.search(text, end)
            assert (found and found.span()) == (expected and expected.span()), text[end:][:200]
            tried += 1
    assert tried > 3000
