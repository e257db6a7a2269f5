"""The MATH speed shortcuts of session 16 (issue 25 item 5) decide nothing the full paths would not.

Each shortcut is compared with the path it skips, on generated inputs that reach its edges and on
the MATH-500 answers.
"""

from __future__ import annotations

import itertools
import json
import random

from rppo_check import markers
from rppo_check.builtin import _PLAIN_NUMERAL, MathChecker

from .conftest import find_data_dir

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
