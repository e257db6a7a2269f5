"""The MATH speed shortcuts of session 21 (issue 25 item 5) decide nothing the full paths would not.

Each shortcut is compared with the path it skips, on generated inputs that reach its edges (signs,
zeros, leading zeros, a zero divisor, the longest numerals it takes and one digit more, every
fraction command) and on the MATH-500 answers.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path

from rppo_check import compiled, gates, numeric, plainvalue, retractions, separators
from rppo_check import normalize as normalize_module
from rppo_check.builtin import MathChecker, _bare_rational
from rppo_check.normalize import normalize
from rppo_check.prefilter import starts_only_at_word_edges

from .conftest import find_data_dir

_MATH = MathChecker()
_COMMANDS = ("frac", "dfrac", "tfrac", "cfrac", "sfrac", "over")


def _integer(rng: random.Random, digits: int) -> str:
    if rng.random() < 0.1:
        return rng.choice(["0", "00", "007", "0" * 19 + "1", "9" * 18, "1" * 19])
    return str(rng.randint(0, 10 ** rng.randint(1, digits)))


def _rationals(rng: random.Random, count: int, digits: int = 20) -> list[str]:
    """Bare integers, decimals and LaTeX fractions of integers, and near misses of them."""
    texts = ["0", "-0", "+0", "2", "-2", "0.5", "-0.50", "1.0", "\\frac{1}{2}", "\\dfrac{1}{2}",
             "\\frac{2}{4}", "\\frac{4}{2}", "-\\frac{4}{2}", "\\frac{0}{3}", "-\\frac{0}{3}",
             "\\frac{1}{0}", "\\frac{0}{0}", "\\frac{01}{2}", "\\frac{1}{02}", "\\frac12",
             "\\frac {1}{2}", "\\frac{ 1}{2}", "\\frac{1}{2} ", "--\\frac{1}{2}", "+\\frac{1}{2}",
             "\\frac{-1}{2}", "\\frac{1.5}{2}", "2\\frac{1}{2}", "\\frac{1}{2}\\%", "\\frac{10}{3}",
             "\\frac{1}{2}x", "x\\frac{1}{2}"]  # fmt: skip
    for _ in range(count):
        sign = rng.choice(["", "", "-", "+"])
        command = rng.choice(_COMMANDS)
        top, bottom = _integer(rng, digits), _integer(rng, digits)
        texts += [f"{sign}\\{command}{{{top}}}{{{bottom}}}", f"{sign}{top}"]
        texts.append(f"{sign}{top}.{_integer(rng, 4)}")
    return texts


def _math500_answers() -> list[str]:
    root = find_data_dir()
    path = root / "math500" / "test.jsonl" if root is not None else None
    if path is None or not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line)["answer"] for line in handle]


def test_plain_fraction_reads_as_the_rules_do() -> None:
    """`parse_number`'s shortcut for `\\frac{a}{b}` gives what its rules give, both ways."""
    rng = random.Random(2101)
    texts = _rationals(rng, 6000) + _math500_answers()
    taken = 0
    for text in texts:
        fast = numeric.plain_fraction(text)
        taken += fast is not None
        assert numeric.parse_number(text) == numeric._parse_by_rules(text), text
        if fast is not None:
            assert numeric._parse_by_rules(text) == fast, text
    assert taken > 1000  # the shortcut itself was tried
    assert numeric.plain_fraction("\\frac{1}{0}") is None
    assert numeric.plain_fraction("-\\dfrac{6}{4}") == numeric.parse_number("-1.5")


def test_bare_rational_is_the_readers_value_and_tree() -> None:
    """`plain_value`'s shortcut builds the very value and tree its reader and `_evaluate` build
    (compared by `repr`: the sign of a zero, the exact value, the error bound, the tree)."""
    rng = random.Random(2102)
    texts = _rationals(rng, 6000, digits=32) + [normalize(a) for a in _math500_answers()]
    taken = 0
    for text in texts:
        taken += plainvalue._bare_rational(text) is not None
        assert repr(plainvalue.plain_value(text)) == repr(plainvalue._read(text)), text
    assert taken > 3000
    assert plainvalue._bare_rational("\\frac{3}{0}") is None  # the reader refuses it too
    assert plainvalue._bare_rational("1" * 19) is None


def test_bare_rationals_compare_as_the_rules_do() -> None:
    """`MathChecker.compare`'s shortcut for fractions against fractions or numerals."""
    rng = random.Random(2103)
    texts = _rationals(rng, 1500, digits=6) + _math500_answers()
    pairs = itertools.chain(
        itertools.product(texts[:40], texts[:40]),
        ((rng.choice(texts), rng.choice(texts)) for _ in range(20_000)),
        # the same value written apart: a fraction, its reduced form, its integer or decimal
        (("\\frac{6}{4}", "\\frac{3}{2}"), ("\\frac{6}{3}", "2"), ("1.5", "\\dfrac{3}{2}")),
    )
    taken = 0
    for answer, gold in pairs:
        assert _MATH.compare(answer, gold) == _MATH.compare_by_rules(answer, gold), (answer, gold)
        bare = _bare_rational(answer) is not None and _bare_rational(gold) is not None
        taken += bare and ("frac" in answer or "frac" in gold)
    assert taken > 2000
    assert _MATH.compare("\\frac{6}{4}", "\\dfrac{3}{2}") == "ok"
    assert _MATH.compare("-\\frac{1}{2}", "\\frac{1}{2}") == "mismatch"


def test_continental_ascii_words_gate() -> None:
    """`separators.continental` looks for only the ASCII words in an ASCII text: the same answer
    as every word, on texts of the words in both cases, with and without other letters (`İ`,
    the Kelvin sign, which lower-case to ASCII, and Cyrillic)."""
    rng = random.Random(2104)
    words = [*separators._CONTINENTAL_WORDS, "ОТВЕТ", "Antwort", "RESPUESTA", "\u212a", "İ", "12,5"]
    for _ in range(20_000):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 5)))
        lowered = text.lower()
        every = any(word in lowered for word in separators._CONTINENTAL_WORDS)
        ascii_words = separators._CONTINENTAL_ASCII_WORDS
        chosen = ascii_words if text.isascii() else separators._CONTINENTAL_WORDS
        assert every == any(word in lowered for word in chosen), text
    assert separators.continental("Die Antwort lautet 12.500") is True
    assert "€" not in separators._CONTINENTAL_ASCII_WORDS


def test_build_if_stale_keeps_a_fresh_build(tmp_path) -> None:
    """`make bench-checker` builds the compiled checker only where the build would not be used:
    a build whose manifest matches the sources is left as it is (no compiler runs)."""
    out = tmp_path / "_compiled"
    out.mkdir()
    manifest = {"ext_suffix": compiled.EXT_SUFFIX, "sources": compiled.source_hashes(),
                "binaries": {}}  # fmt: skip
    (out / compiled.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    script = Path(__file__).resolve().parents[2] / "packages/check/build_compiled.py"
    done = subprocess.run(
        [sys.executable, str(script), "--out", str(out), "--if-stale"],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    assert "fresh: not rebuilt" in done.stdout
    assert sorted(path.name for path in out.iterdir()) == [compiled.MANIFEST]


def test_edges_only_reads_the_regex() -> None:
    """`prefilter.starts_only_at_word_edges` on regexes whose answer is known both ways."""
    edges = starts_only_at_word_edges
    flags = re.IGNORECASE | re.MULTILINE
    for source in (r"\bab", r"(?:^|(?<=[.!?(\n]))[ \t*]*x", r"\\x|\bq", r"[\[(]x", r"(?=a)\bb",
                   r"(?:\bwait|\bno\b)", r"[✗❌]", r"(?:\ba)+b", r"(?i:\bx)"):  # fmt: skip
        assert edges(re.compile(source, flags)), source
    for source in (r"a", r"[ \t*]*x", r"(?<=a)b", r"ſ", r"\u212a", r"x?\by", r"[^a]", r"\w",
                   r"(?:\ba|b)", r"(?:\ba)*b", r"", r"(?<![.])x", r"\Bx", r"(?:\bwait|no\b)"):  # fmt: skip
        assert not edges(re.compile(source, flags)), source
    assert retractions._EDGES_ONLY  # the retraction regex opens at word edges only


def test_retraction_scan_skipping_word_middles_finds_what_search_finds() -> None:
    """`_search_near_gates` (word edges only, long runs tried position by position) against
    `_RETRACTION.search`, after every 40th position of the MATH-500 solutions and of texts with
    retraction words put inside and after words."""
    rng = random.Random(2105)
    root = find_data_dir()
    path = root / "math500" / "test.jsonl" if root is not None else None
    texts = []
    if path is not None and path.is_file():
        with path.open(encoding="utf-8") as handle:
            texts = [json.loads(line)["solution"] for line in handle]
    words = ["wait", "no,", "not", "wrong", "false", "Teacher: wrong", "I made a mistake", "x",
             "(edit)", "tl;dr:", "Hmm, 18 is wrong", "nowait", "swrong", "it is not.", "oops",
             "draw((0,1)--(1,0), false);", "\n", ". ", "Wait, I erred: 5", "disregard", "TBD"]  # fmt: skip
    for _ in range(600):
        texts.append("".join(rng.choice(words) + rng.choice(["", " ", "\n"]) for _ in range(40)))
    tried = 0
    for text in texts:
        for end in range(0, len(text), 40):
            after = gates.lowered(text[end:])
            if after is None or not after.isascii():
                continue
            first = retractions.gate_start(after)
            if first is None:
                continue
            found = retractions._search_near_gates(text, end, after, first)
            expected = retractions._RETRACTION.search(text, end)
            assert (found and found.span()) == (expected and expected.span()), text[end:][:200]
            tried += 1
    assert tried > 5000


def test_bare_texts_normalise_as_the_rules_do() -> None:
    """`normalize` returns a bare numeral or fraction as it is: what its rules return too."""
    rng = random.Random(2106)
    texts = _rationals(rng, 3000) + _math500_answers() + ["1.", "1 ", " 1", "1.5.", "-", "5 cm"]
    taken = 0
    for text in texts:
        taken += normalize_module._BARE.fullmatch(text) is not None
        for units in (True, False):
            fast = normalize_module.normalize.__wrapped__(text, units=units)
            assert fast == normalize_module._normalize_by_rules(text, units=units), text
    assert taken > 3000


def _unled(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` without its leading `(?=\\d)(?:` ... `)` (the regex as it was before)."""
    source = pattern.pattern
    assert source.startswith("(?=\\d)(?:") and source.endswith(")")
    return re.compile(source[len("(?=\\d)(?:") : -1], pattern.flags)


def test_digit_led_number_scans_find_what_they_found() -> None:
    """`separators._NUMBER` and `_MAYBE_CONTINENTAL` led by `(?=\\d)` find the same spans as
    without it, on the MATH-500 solutions and on texts dense in the separators they read."""
    rng = random.Random(2107)
    root = find_data_dir()
    path = root / "math500" / "test.jsonl" if root is not None else None
    texts = []
    if path is not None and path.is_file():
        with path.open(encoding="utf-8") as handle:
            texts = [json.loads(line)["solution"] for line in handle]
    pieces = ["1", "0", "12", "2.150.000", "1.234,56", "0,625", "3{,}25", "{,}", ",", ".", " ",
              "-", "(", ")", "[", "]", "{", "}", ";", "x", "_", "^", "\t", "5 000", "a1,2", "€"]  # fmt: skip
    texts += ["".join(rng.choice(pieces) for _ in range(30)) for _ in range(20_000)]
    for led in (separators._NUMBER, separators._MAYBE_CONTINENTAL):
        plain = _unled(led)
        for text in texts:
            spans = [match.span() for match in led.finditer(text)]
            assert spans == [match.span() for match in plain.finditer(text)], text
