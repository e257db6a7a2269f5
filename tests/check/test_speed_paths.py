"""The MATH speed shortcuts decide nothing the full path would decide otherwise (sessions 8, 9)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
import sympy
from rppo_check.markers import closing_braces as _closing_braces
from rppo_check.symbolic import (
    _EVAL_ERRORS,
    _INFINITE,
    _POINTS,
    DIGITS,
    REL_TOL,
    _as_complex,
    _close,
    _far,
    _float_parts,
    _number,
)


def test_closing_braces_from_a_start_matches_the_full_pass() -> None:
    # braces before `start` never change the matches of those after it (random texts with
    # escaped braces and stray closers, every start)
    rng = random.Random(8)
    for _ in range(400):
        text = "".join(rng.choice("{}{}\\ab") for _ in range(rng.randint(0, 40)))
        full = _closing_braces(text)
        for start in range(len(text) + 1):
            assert _closing_braces(text, start) == {k: v for k, v in full.items() if k >= start}


def _sympy_close(x: sympy.Expr, y: sympy.Expr) -> bool:
    return bool(abs(x - y) <= REL_TOL * max(sympy.Integer(1), abs(x), abs(y)))


_VALUES = [
    "0", "1", "-1", "1/3", "2**(1/2)", "pi", "pi + 10**-50", "10**-100*pi", "18 + 10**-50*I",
    "6 - 5*I", "6 - 5*I + 10**-45", "sqrt(51)", "10**400", "10**400 + 1", "-10**-400", "E**700",
    "1e-300", "I", "I*(1 + 10**-41)", "3 + 4*I", "5", "13/4", "10**20 + 10**-25",
]  # fmt: skip


@pytest.mark.parametrize("x", _VALUES)
def test_far_only_says_not_close(x: str) -> None:
    a = sympy.sympify(x).evalf(50)  # test-side constants, not model text
    for y in _VALUES:
        b = sympy.sympify(y).evalf(50)
        close = _sympy_close(a, b)
        assert not (close and _far(a, b)), (x, y)
        assert _close(a, b) == close, (x, y)


def _number_reference(value: sympy.Expr, subs: dict | None = None) -> sympy.Expr | None:
    """`symbolic._number` before session 9 (every result through `as_real_imag`)."""
    try:
        result = value.evalf(DIGITS, subs=subs)
        if not result.is_number or result.has(*_INFINITE):
            return None
        re_part, im_part = result.as_real_imag()
        if not (re_part.is_finite and im_part.is_finite):
            return None
    except _EVAL_ERRORS:
        return None
    return result


def _random_numbers(count: int) -> list[str]:
    rng = random.Random(9)
    atoms = ["0", "1", "-1", "2", "1/3", "-7/2", "10**-45", "10**30", "pi", "E", "sqrt(2)", "I",
             "-I", "2*I", "oo", "x", "y", "log(8) - 3*log(2)", "1/(x - x + 0)", "zoo", "nan"]  # fmt: skip
    out = []
    for _ in range(count):
        text = rng.choice(atoms)
        for _ in range(rng.randint(0, 3)):
            text = f"({text}) {rng.choice('+-*/')} ({rng.choice(atoms)})"
        out.append(text)
    return out


def test_number_and_float_parts_match_as_real_imag() -> None:
    # the structural shortcut returns what the full checks return, on random numbers, complex
    # ones and expressions with symbols (evaluated plain and at a point)
    x, y = sympy.symbols("x y")
    point = {x: _POINTS[0][0], y: _POINTS[0][1]}
    for text in [*_VALUES, *_random_numbers(600)]:
        value = sympy.sympify(text)  # test-side constants, not model text
        for subs in (None, point):
            got, want = _number(value, subs), _number_reference(value, subs)
            assert (got is None) == (want is None), text
            assert got is None or (got == want and type(got) is type(want)), text
            if want is None:
                continue
            parts = _float_parts(want)
            if parts is not None:
                assert parts == tuple(want.as_real_imag()), text
                try:
                    full = complex(want)
                except OverflowError:
                    continue  # past the float range: `_far` leaves it to sympy either way
                fast = _as_complex(want)
                if fast == full:
                    continue
                scale = max(1.0, abs(full.real), abs(full.imag))
                assert abs(fast.real - full.real) <= 2e-15 * scale, text
                assert abs(fast.imag - full.imag) <= 2e-15 * scale, text


# Session 11: gates on the text normalisers (a pass runs only where its hint occurs).
_NOISE_WORDS = [
    "\\", "frac", "dfrac", "tfrac", "cfrac", "text", "mbox", "mathrm", "{", "}", ",", "all ",
    "real ", "numbers", " ", "quad", "qquad", "and", "or", "mathbb", "R", "varnothing",
    "emptyset", "lt", "gt", "＜", "＞", "≤", "≥", "leqslant", "geqslant", "≠", "ne", "neq", "not",
    "=", "!", "/", "in", "left", "right", "displaystyle", "big", "Big", "bigg", "Bigg", "1", "2",
    "0", "10", "approx", "~", ";", ":", "^", "circ", "°", "degree", "%", "$", "mathbf", "textbf",
    "mathit", "boldsymbol", "textnormal", "textrm", "le", "leq", "ge", "geq", "dots", "ldots",
    "cdots", "−", "–", "x", "times", "cdot", "*", "(", ")", "5", ".", "e", "-", "√", "sqrt",
    "sin", "cos", "tan", "C", "F", "pct", "π", "∞", "∪", "·", "⋅", "langle", "rangle", "mid", "<",
    "]", "[", "|",
]  # fmt: skip


def _random_noise_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [
        "".join(rng.choice(_NOISE_WORDS) for _ in range(rng.randint(0, 14))) for _ in range(count)
    ]


def test_every_normalize_pass_holds_one_of_its_hints() -> None:
    from rppo_check.normalize import _NOISE

    for text in _random_noise_texts(60_000, 11):
        for pattern, _, hints in _NOISE:
            if pattern.search(text):
                assert any(hint in text for hint in hints), (pattern.pattern, text)


def test_gated_normalize_equals_every_pass_run() -> None:
    from rppo_check import normalize as module

    def every_pass(text: str) -> str:
        for pattern, replacement, _ in module._NOISE:
            text = pattern.sub(replacement, text)
        return text

    for text in _random_noise_texts(20_000, 12):
        gated = text
        for pattern, replacement, hints in module._NOISE:
            if any(hint in gated for hint in hints):
                gated = pattern.sub(replacement, gated)
        assert gated == every_pass(text), text


def test_number_normaliser_gates_change_nothing() -> None:
    from rppo_check import numeric

    def every_pass(text: str) -> str:
        text = text.translate(numeric._SPACES)
        text = numeric._TEMPERATURE.sub(
            lambda m: " celsius" if m.group(1) == "C" else " fahrenheit", text
        )
        text = numeric._DEGREE_SIGN.sub(" degrees", text)
        text = numeric._TEXT.sub(r" \1 ", text)
        text = numeric._LATEX_FRAC.sub(r" \1/\2", text)
        text = numeric._SCI_LATEX.sub(r"e\1", text)
        text = numeric._LATEX_THOUSANDS.sub(",", text)
        text = numeric._LATEX_NOISE.sub(" ", text)
        text = numeric._BRACED_COMMA.sub(",", text)
        for _ in range(4):
            group = numeric._WHOLE_GROUP.fullmatch(text)
            text = group.group(1) if group else text
        return text.replace("\\%", "%").strip().rstrip(".").strip()

    for text in _random_noise_texts(20_000, 13) + ["½", "7½", "1\u2009000", "3×10^5"]:
        assert numeric._normalize(text) == every_pass(text), text


def test_no_tail_is_what_every_tail_rule_accepts() -> None:
    # parse_number returns at once when nothing follows the number: each tail rule says so of ""
    from rppo_check import numeric

    assert numeric._SCALE.match("") is None and numeric._ATTACHED_SCALE.match("") is None
    assert numeric._ARITHMETIC_NOTE.sub("", "") == ""
    assert numeric._UNIT_TAIL.fullmatch("") is not None
    assert numeric.HEDGE.search("") is None and numeric.NOT_A_UNIT.search("") is None


def test_spelled_number_gate_is_where_no_word_can_start() -> None:
    from rppo_check.words import _NUMBER_WORD, may_start_word, spelled_number

    firsts = [chr(code) for code in range(0x3000)] + ["\U0001d400", "\u212a", "\u0131"]
    for first in firsts:
        for rest in ("two", " two", "-two", "x", ""):
            if not may_start_word(first):
                assert _NUMBER_WORD.match(first + rest) is None, repr(first + rest)
    assert spelled_number("forty-two apples") == (42, " apples")
    assert spelled_number(" twelve") is not None and spelled_number("(twelve") is None


def test_may_strike_is_any_struck_hint() -> None:
    from rppo_check.said import _STRUCK_HINT, may_strike

    rng = random.Random(15)
    pieces = [*_STRUCK_HINT, "~", "<", "\\", "s", "t", "out", "del", "DEL", "strike", "x", " "]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        assert may_strike(text) == any(hint in text for hint in _STRUCK_HINT), text


def test_not_the_models_matches_fit_the_window() -> None:
    # the opening scan reads only the fragment's last `_OPENING_MATCH` characters: every match of
    # the pattern on random fragments built from its words is shorter than that
    from rppo_check.said import _NOT_STATED_BY_MODEL, _OPENING_MATCH

    rng = random.Random(16)
    words = ["you said", "the solution manual suggests that", "if the final answer were",
             "for example", "format your final answer as follows", "like this:", "e.g.",
             "suppose that the answer is", "x", "y z", "  ", "answer", "the", ",", "12"]  # fmt: skip
    longest = 0
    for _ in range(20_000):
        text = "".join(rng.choice(words) + " " for _ in range(rng.randint(1, 12)))
        for start in range(len(text)):
            match = _NOT_STATED_BY_MODEL.match(text, start)
            if match and match.end() == len(text):
                longest = max(longest, len(text) - start)
                break
    assert 60 < longest < _OPENING_MATCH, longest


def test_reciprocal_is_safe_pow_of_minus_one() -> None:
    # session 15: `\frac{p}{q}` and `p / q` of rationals skip sympy's `Pow` (and its assumption
    # queries); the inverse, its type and the refusals are the same
    from rppo_check import latex

    rng = random.Random(18)
    values = [sympy.Integer(n) for n in (1, -1, 2, -2, 3, 10**300, -(10**300))]
    values += [sympy.Rational(1, 2), sympy.Rational(-1, 2), sympy.Integer(2) ** 20_000]
    values += [
        sympy.Integer(2) ** 19_999,
        sympy.Rational(1, 2**19_999),
        sympy.Rational(3, 2**20_000),
    ]
    for _ in range(3000):
        bits = rng.choice((3, 10, 64, 400))
        values.append(
            sympy.Rational(rng.randint(-(2**bits), 2**bits), rng.randint(1, 2**bits)) or sympy.S.One
        )
    values += [sympy.pi, sympy.Symbol("x"), sympy.sqrt(2), sympy.Float("0.5")]
    for value in values:
        try:
            expected: object = latex.safe_pow(value, sympy.Integer(-1))
        except latex.LatexError as error:
            expected = type(error)
        try:
            got: object = latex._reciprocal(value)
        except latex.LatexError as error:
            got = type(error)
        assert got == expected and type(got) is type(expected), value


def _latex_texts(data_dir) -> list[str]:  # noqa: ANN001
    """Answers to parse: every MATH-500 gold, the answers extracted from the labelled corpus, and
    random expressions over the parser's grammar."""
    import importlib.util
    import json
    from pathlib import Path

    from rppo_check.extract import extract_answers

    texts = []
    with (data_dir / "math500" / "test.jsonl").open(encoding="utf-8") as handle:
        texts += [json.loads(line)["answer"] for line in handle]
    corpus = Path(__file__).resolve().parents[2] / "packages/check/corpus/checker_corpus.py"
    spec = importlib.util.spec_from_file_location("checker_corpus_paths", corpus)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for record in module.load_corpus(held_out=True):
        texts += extract_answers(record["completion"]).answers
    rng = random.Random(19)
    atoms = ["3", "0", "-2", "x", "y", "\\pi", "i", "0.5", "12", "\\sqrt{2}", "\\frac{3}{4}",
             "\\frac{0}{5}", "\\frac{7}{-7}", "2^{19999}", "\\frac{1}{2^{20000}}", "\\frac 34",
             "²", "٣", "1²", "007", "0.1\\overline{6}", "10."]  # fmt: skip
    joins = ["+", "-", "\\cdot", "/", "", " ", "\\div", "^"]
    for _ in range(3000):
        parts = [rng.choice(atoms)]
        for _ in range(rng.randint(0, 4)):
            parts += [rng.choice(joins), rng.choice(atoms)]
        text = "".join(parts)
        texts += [text, "\\frac{" + text + "}{" + rng.choice(atoms) + "}", "(" + text + ")"]
    return texts


_PARSE_ERRORS = (
    ValueError,
    RecursionError,
    TypeError,
    ZeroDivisionError,
)  # LatexError is a ValueError


def test_parser_shortcuts_build_the_same_expressions(
    data_dir,  # noqa: ANN001
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # session 15: with `_reciprocal`, `_sum`, `_product`, `skip`'s early return and `number`'s
    # integers replaced by what they stand for, every text parses to the same expression (or
    # fails the same way)
    from rppo_check import latex

    def parse_all() -> list[str]:
        out = []
        for text in texts:
            try:
                out.append(sympy.srepr(latex.parse_latex(text)))
            except _PARSE_ERRORS as error:
                out.append(type(error).__name__)
        return out

    texts = _latex_texts(data_dir)
    fast = parse_all()

    def skip(self: latex._Parser) -> None:  # `_Parser.skip` as it was, without the early return
        text = self.text
        while self.pos < len(text):
            if text[self.pos] in " \t\n":
                self.pos += 1
            elif text.startswith(("\\,", "\\;", "\\:", "\\!", "\\ "), self.pos):
                self.pos += 2
            elif text[self.pos] == "\\" and self.peek_command() in latex._IGNORED:
                self.pos += 1 + len(self.peek_command())
            else:
                break

    monkeypatch.setattr(latex._Parser, "skip", skip)

    def number_as_fraction(self: latex._Parser) -> sympy.Expr:  # `number` as it was (no int path)
        self.last_was_number = True
        start = self.pos
        text = self.text
        while self.pos < len(text) and text[self.pos].isdigit():
            self.pos += 1
        if self.pos < len(text) and text[self.pos] == ".":
            self.pos += 1
            while self.pos < len(text) and text[self.pos].isdigit():
                self.pos += 1
        literal = text[start : self.pos]
        if literal == "." or len(literal) > latex.MAX_DIGITS:
            raise self.error("bad number")
        value = Fraction(literal)
        repeat = latex._REPEATING.match(text, self.pos) if "." in literal else None
        if repeat:
            self.pos = repeat.end()
            block = repeat.group(1)
            decimals = len(literal) - literal.index(".") - 1
            value += Fraction(int(block), (10 ** len(block) - 1) * 10**decimals)
        return sympy.Rational(value.numerator, value.denominator)

    monkeypatch.setattr(latex._Parser, "number", number_as_fraction)
    monkeypatch.setattr(latex, "_reciprocal", lambda v: latex.safe_pow(v, sympy.Integer(-1)))
    monkeypatch.setattr(latex, "_sum", lambda terms: sympy.Add(*terms))
    monkeypatch.setattr(latex, "_product", lambda factors: sympy.Mul(*factors))
    assert parse_all() == fast
    assert sum(result.startswith(("Rational", "Integer")) for result in fast) > 1000


def test_split_top_without_its_separator_is_the_whole_text() -> None:
    # session 15: `_split_top` returns at once where the separator does not occur
    from rppo_check.normalize import _split_top

    def reference(text: str, separator: str) -> list[str]:  # the loop alone
        parts, depth, start, index = [], 0, 0, 0
        while index < len(text):
            char = text[index]
            if char in "([{":
                depth += 1
            elif char in ")]}":
                depth -= 1
            elif depth == 0 and text.startswith(separator, index):
                parts.append(text[start:index])
                start = index + len(separator)
                index += len(separator)
                continue
            index += 1
        parts.append(text[start:])
        return [part.strip() for part in parts]

    rng = random.Random(23)
    for _ in range(5000):
        text = "".join(rng.choice(["(", ")", "{", "}", "[", "]", ",", "=", "\\cup", " ", "x", "1"])
                       for _ in range(rng.randint(0, 12)))  # fmt: skip
        for separator in (",", "=", "\\cup", "\x00"):
            assert _split_top(text, separator) == reference(text, separator), (text, separator)
