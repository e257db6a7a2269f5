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
from rppo_check.plainvalue import FIRST_POINT, MAX_SYMBOLS, clearly_apart
from rppo_check.symbolic import _POINT_DIGITS, _POINTS

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
                markers.names_answer_abroad(text[:start])
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


def _plain_texts(rng: random.Random, count: int) -> list[str]:
    """Texts in `rppo_check.plainvalue`'s grammar and around it: every factor, mixed numbers,
    signs, spaces, zero divisors, perfect squares, and what the grammar leaves to sympy."""
    numerals = ["0", "1", "2", "3", "4", "9", "12", "3.5", "0.25", "100", "2.0", "007", "16"]
    near = ["\\cdot", "(", ")", "^2", "e", "\\sqrt[3]{2}", "12.", ".5", "x", ",", "=", "\\pm",
            "\\frac{1}{0}", "\\sqrt{-4}", "\\overline{3}", "\\left(", "\\,", "*", "/", "!", "ii",
            "\\pix", "\\in", "_1", "{2}", "\\text{cm}", " or ", "<", "\\infty", "xy", "x - x",
            "^{-1}", "^x", "^2.5", "^{100}", "2^{999}", "0^0", "\\cos x", "b_1", "and"]  # fmt: skip

    def factor(depth: int) -> str:
        roll = rng.random()
        if roll < 0.3 or depth > 1:
            atom = rng.choice(["\\pi", "i", "\\sqrt{2}", "\\sqrt2", "\\sqrt{16}", "\\sqrt 9", "e",
                               "x", "y", "a", "R", "x", "r", "(x+1)", "(a - b)"])  # fmt: skip
            return atom + (
                rng.choice(["^2", "^{3}", "^0", "^1", "^10", "^{ 2 }"]) if roll < 0.1 else ""
            )
        if roll < 0.4:
            return "(" + expr(depth + 1) + ")" + rng.choice(["", "", "^2", "^{2}"])
        if roll < 0.45:
            return "\\sqrt{" + rng.choice([*numerals, "\\frac{9}{4}", "\\frac18"]) + "}"
        if roll < 0.55:
            return "\\sqrt{" + expr(depth + 1) + "}"
        if roll < 0.7:
            return (
                rng.choice(["\\frac", "\\dfrac"])
                + rng.choice("0123456789")
                + rng.choice("0123456789")
            )
        return rng.choice(["\\frac", "\\dfrac", "\\frac "]) + (
            "{" + expr(depth + 1) + "}{" + expr(depth + 1) + "}"
        )

    def term(depth: int) -> str:
        parts = [rng.choice(numerals)] if rng.random() < 0.6 else []
        parts += [factor(depth) for _ in range(rng.randint(0 if parts else 1, 2 - min(depth, 1)))]
        if rng.random() < 0.03:
            parts.insert(rng.randrange(len(parts) + 1), rng.choice(near))
        return rng.choice(["", " "]).join(parts)

    def expr(depth: int) -> str:
        text = rng.choice(["", "", "-", "+", "- "]) + term(depth)
        for _ in range(rng.randint(0, 2 - min(depth, 1))):
            text += rng.choice(["+", "-", " + ", " - "]) + term(depth)
        return text

    return [expr(0) for _ in range(count)]


def test_plain_values_are_what_parse_answer_reads() -> None:
    from rppo_check import builtin

    texts = _plain_texts(random.Random(1609), 6000)
    read = with_letters = 0
    for text in texts:
        plain = builtin._plain(text)
        if plain is None:
            continue
        read += 1
        parsed = builtin._answer_value(text)
        assert parsed is not None and parsed.kind == "expr" and parsed.expr is not None, text
        letters = sorted(parsed.expr.free_symbols, key=lambda symbol: symbol.name)
        with_letters += bool(letters)
        assert tuple(symbol.name for symbol in letters) == plain.letters, text
        point = {symbol: _POINTS[0][i % 4] + i // 4 for i, symbol in enumerate(letters)}
        exact = complex(parsed.expr.evalf(40, subs=point))
        assert abs(exact - plain.value) <= plain.error * 16 + 1e-300, (text, exact, plain)
        assert parsed.expr.is_Rational == bool(plain.rational) or plain.rational is None, text
        if plain.exact is not None:
            assert parsed.expr == plain.exact, text
    assert read > 2000  # most of them were read, and the refusals too were tried
    assert with_letters > 500


def test_plain_values_decide_only_what_the_full_comparison_decides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from rppo_check import builtin

    rng = random.Random(1610)
    texts = [text for text in _plain_texts(rng, 1500) if builtin._plain(text) is not None]
    root = find_data_dir()
    if root is not None and (root / "math500" / "test.jsonl").is_file():
        with (root / "math500" / "test.jsonl").open(encoding="utf-8") as handle:
            texts += [json.loads(line)["answer"] for line in handle]
    texts += ["x^2 + 1", "x^2+2", "(x+1)^2", "x^2 + 2x + 1", "0.7310585786", "y", "x", "2x"]
    texts += ["2.5", "\\frac52", "2\\frac12", "5/2", "\\sqrt{4}", "2", "\\pi", "3.14159", "x = 2"]
    pairs = [(rng.choice(texts), rng.choice(texts)) for _ in range(6000)]
    pairs += [(text, text) for text in texts[:300]] + [
        (t, u) for t in texts[-9:] for u in texts[-9:]
    ]
    # one value written two ways, and values closer than any float test may part
    same = [("\\sqrt{8}", "2\\sqrt2"), ("\\frac{\\sqrt3}{3}", "\\frac{1}{\\sqrt3}"),
            ("\\frac{\\pi}{6}", "\\frac{2\\pi}{12}"), ("3\\sqrt{13}", "\\sqrt{117}"),
            ("6 - 5i", "6-5i"), ("\\frac{1+i}{2}", "\\frac12+\\frac12 i"), ("2\\pi", "\\pi+\\pi"),
            ("\\frac{\\sqrt{21}}{5}", "\\sqrt{\\frac{21}{25}}"), ("\\sqrt2\\sqrt2", "2"),
            ("\\sqrt{2}", "1.41421356237"), ("\\pi", "3.14159265358979"), ("\\frac{22}{7}", "\\pi"),
            ("\\frac{1}{\\sqrt2 - 1}", "\\sqrt2 + 1"), ("i i", "-1"), ("0.1 + 0.2", "0.3"),
            ("100000000000000001 - 100000000000000000", "1")]  # fmt: skip
    pairs += (same + [(b, a) for a, b in same]) * 3
    checker = MathChecker()
    apart = []
    monkeypatch.setattr(
        builtin, "clearly_apart", lambda a, b: apart.append(clearly_apart(a, b)) or apart[-1]
    )
    fast = [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs]
    assert sum(apart) > 2000 and not all(apart)  # the shortcut was taken, and passed on
    builtin._math_compare.cache_clear()
    monkeypatch.setattr(builtin, "_plain", lambda text: None)
    assert [checker(f"So $\\boxed{{{a}}}$.", g).astuple() for a, g in pairs] == fast
    builtin._math_compare.cache_clear()


def test_plain_values_evaluate_where_the_symbolic_comparison_does() -> None:
    from rppo_check import symbolic

    assert FIRST_POINT == _POINT_DIGITS[0] and MAX_SYMBOLS == symbolic.MAX_SYMBOLS
