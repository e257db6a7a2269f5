"""The MATH speed shortcuts of session 16 (issue 25 item 5) decide nothing the full paths would not.

Each shortcut is compared with the path it skips, on generated inputs that reach its edges and on
the MATH-500 answers.
"""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest
from rppo_check import gates, markers, prefilter, said
from rppo_check.builtin import _PLAIN_NUMERAL, MathChecker

from .conftest import find_data_dir
from .test_speed_gates import _matching_texts, _texts

_MATH = MathChecker()


def _numerals(rng: random.Random, count: int) -> list[str]:
    """Bare numerals with the forms that could part the two paths: signs, leading and trailing
    zeros, `-0`, a `10` (`_SCI_LATEX` reads `10^`), the longest the shortcut takes."""
    edges = ["0", "00", "-0", "-0.0", "1", "10", "100", "0.1", "0.10", "1.0", "-1", "-10.5", "2",
             "3", "23", "32", "007", "7", "0.5", "-0.50", "3.14159", "2.0000", "1" * 40,
             "9" * 40 + "." + "0" * 40, "1" * 41, "10.", ".5", "1e3", "+5", "5 ", "1,000"]  # fmt: skip
    numerals = list(edges)
    for _ in range(count):
        long = rng.random() < 0.05
        text = "-" if rng.random() < 0.3 else ""
        text += "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 42 if long else 6)))
        if rng.random() < 0.4:
            text += "." + "".join(rng.choice("0123456789") for _ in range(rng.randint(1, 5)))
        numerals.append(text)
    # the same value written apart: leading and trailing zeros added
    numerals += ["0" + text.lstrip("-") for text in numerals[:200]]
    numerals += [text + ("0" if "." in text else ".0") for text in numerals[:200]]
    return numerals


def test_plain_numerals_compare_as_the_rules_do() -> None:
    rng = random.Random(1601)
    numerals = _numerals(rng, 2000)
    pairs = itertools.chain(
        itertools.product(numerals[:60], numerals[:60]),
        ((rng.choice(numerals), rng.choice(numerals)) for _ in range(20_000)),
        ((text, text.rstrip("0").rstrip(".") or "0") for text in numerals),
    )
    taken = 0
    for answer, gold in pairs:
        shortcut = _MATH.compare(answer, gold)
        assert shortcut == _MATH.compare_by_rules(answer, gold), (answer, gold)
        taken += bool(_PLAIN_NUMERAL.fullmatch(answer) and _PLAIN_NUMERAL.fullmatch(gold))
    assert taken > 10_000  # the shortcut itself was tried, both ways
    assert _MATH.compare("0.50", "0.5") == "ok" and _MATH.compare("3", "-3") == "mismatch"


def test_plain_numerals_against_the_math500_answers() -> None:
    root = find_data_dir()
    if root is None or not (root / "math500" / "test.jsonl").is_file():
        return
    with (root / "math500" / "test.jsonl").open(encoding="utf-8") as handle:
        golds = [json.loads(line)["answer"] for line in handle]
    rng = random.Random(1602)
    answers = [*_numerals(rng, 300), *golds]
    for gold in golds:
        for answer in rng.sample(answers, 40):
            assert _MATH.compare(answer, gold) == _MATH.compare_by_rules(answer, gold)


def test_a_value_before_the_box_clears_it_as_the_foreign_word_test_would() -> None:
    # `_denied_in_words` tests for a value before the box first: the same answer either way
    lines = ["Odgovor nije ", "Odgovor nije 7, nego ", "Antwort: ", "The answer is ", "",
             "Odgovor nije $7$ nego ", "答案不是 ", "Respuesta no es \\(", "svar ", "12 "]  # fmt: skip
    for line in lines:
        for box in ("$\\boxed{5}$", "\\boxed{5}"):
            text = line + box
            start = text.index("\\boxed")
            bare = text[:start].rstrip("$\\( \t")
            full = (
                markers._names_answer_abroad(text[:start])
                and not markers._ANY_VALUE.search(bare)
                and markers.more_than_the_answer(bare + " 0")
            )
            assert markers._denied_in_words(text, start) == full, text


# Case-sensitive regexes with the shapes `required_words` reads: literal runs, alternations
# with a common start, classes, optional and repeated pieces, anchors, lookarounds, groups.
_PREFILTER_REGEXES = [
    r"abc", r"(?:said|says|say)\b", r"\bthe[ \t]+(?:book|key)x", r"\w+ing", r"a?b", r"x{2,5}",
    r"(?:foo|\w)bar", r"(?:ab|cd)*e", r"(a|b\w)", r"(?<!q)uu(?!v)", r"[^x]yz|wq", r"(?:n't|not)\s",
    r"例[ \t]*[:：]", r"(?:a|bb){1,3}c?", r"\d+(?:\.\d+)?%", r"(?:the\s+)?answer\s+is\b",
]  # fmt: skip


@pytest.mark.parametrize("source", _PREFILTER_REGEXES)
def test_required_words_are_in_every_match(source: str) -> None:
    pattern = re.compile(source)
    words = prefilter.required_words(pattern)
    for text in _matching_texts(pattern, 1603, 2000):
        low = text.lower()  # (`_matching_texts` changes the case of some: keep those it matches)
        if words is not None and pattern.search(low):
            assert any(word in low for word in words), (source, low, words)


def test_openings_of_the_statement_scan_hold_their_words() -> None:
    openings = said._NOT_STATED_OPENINGS
    assert len(openings) > 20  # the scan was split, and most openings have words
    assert sum(words is not None for words, _ in openings) > 20
    for words, regex in openings:
        for text in _matching_texts(regex, 1604, 300):
            if words is not None and regex.search(text):
                assert any(word in text for word in words), (regex.pattern[:60], text, words)


def test_split_openings_match_where_the_whole_scan_does() -> None:
    rng = random.Random(1605)
    whole = said._NOT_STATED_BY_MODEL_FOLDED
    texts = _matching_texts(said._NOT_STATED_BY_MODEL, 1606, 6000) + _texts(3000, 1607)
    texts += [a + " " + b for a, b in zip(texts[:2000], reversed(texts[:2000]), strict=True)]
    texts += [text[rng.randrange(len(text) + 1) :] for text in texts[:3000]]
    matched = 0
    for text in texts:
        low = gates.lowered(text)
        if low is None:
            continue
        expected = whole.search(low) is not None
        matched += expected
        assert prefilter.any_opening_matches(said._NOT_STATED_OPENINGS, low) == expected, low
    assert matched > 3000


@pytest.mark.parametrize(
    ("source", "branches", "rest"),
    [
        (r"(?:a|b)c", ["a", "b"], "c"),
        (r"(?:a|[|)]|\||(b|c))d$", ["a", "[|)]", r"\|", "(b|c)"], "d$"),
        (r"(?:[]|]x|y)z", ["[]|]x", "y"], "z"),
        (r"(?:[^]|]x|(?:p|q))", ["[^]|]x", "(?:p|q)"], ""),
    ],
)
def test_top_alternatives_split_at_the_opening_group_only(
    source: str, branches: list[str], rest: str
) -> None:
    assert prefilter._top_alternatives(source) == (branches, rest)


@pytest.mark.parametrize(
    "source", [r"(?:(a)|b)\1", r"(?:(a)|b)(?(1)c|d)", r"(?:(?>ab)|c)d", r"(?:a++|b)c", r"a(?:b|c)"]
)
def test_split_openings_keeps_the_regex_whole_where_branches_are_tied(source: str) -> None:
    pattern = re.compile(source)
    assert [regex for _words, regex in prefilter.split_openings(pattern)] == [pattern]


def test_required_words_refuse_case_insensitive_regexes() -> None:
    assert prefilter.required_words(re.compile("abc", re.IGNORECASE)) is None
    pattern = re.compile("(?:ab|cd)e", re.IGNORECASE)
    assert prefilter.split_openings(pattern) == ((None, pattern),)


def test_bare_numerals_parse_as_the_full_reading_does(monkeypatch: pytest.MonkeyPatch) -> None:
    from rppo_check import numeric

    rng = random.Random(1608)
    numerals = _numerals(rng, 3000) + ["1" * 200, "-" + "1" * 199, "1" * 201, "0" * 5, "-0.000"]
    numerals += [text + suffix for text in numerals[:300] for suffix in (" ", "%", "e3", " cm")]
    shortcut = [numeric.parse_number(text) for text in numerals]
    assert sum(value is not None for value in shortcut) > 3000
    monkeypatch.setattr(numeric, "_PLAIN_DECIMAL", re.compile(r"(?!)"))  # (matches nothing)
    assert [numeric.parse_number(text) for text in numerals] == shortcut
