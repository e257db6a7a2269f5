"""The keyword gates (session 9, `rppo_check.gates`) decide nothing the full scans would not.

Each gate is checked twice: at the regex level (where the gate says "no", the regex finds
nothing; the narrowed scan finds what the full one does), and end to end (`extract_answers` and
the checkers give the same result with every gate switched off) on random texts built from the
words the regexes look for and on real completions.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from pathlib import Path

import pytest
from rppo_check import extract, gates, load_checker, qualifiers, retractions, said, turns
from rppo_check.extract import extract_answers

ROOT = Path(__file__).resolve().parents[2]

# Words, marks and characters the gated regexes and the gates themselves turn on.
_TOKENS = [
    "wait", "Wait,", "oops", "sorry", "correction", "recheck", "re-check", "recalculating", "no,",
    "No.", "no :", "NO!", "hold on", "I made a mistake", "we have made an arithmetic error",
    "my error", "that's a mistake", "mistake above", "error earlier", "my typo", "that was a typo",
    "on second thought", "on reflection", "scratch that", "strike that", "my bad", "just kidding",
    "let me correct", "let  me recount", "that is not right", "this was wrong", "it's incorrect",
    "I was wrong", "the answer is wrong", "result was not correct", "don't know", "do not solve",
    "can't tell", "cannot determine", "couldn't figure", "could not compute", "never mind",
    "never-mind", "disregard", "ignore that", "I take it back", "retracted", "I misread",
    "placeholder", "TBD", "tba", "to be determined", "not yet final", "Edit:", "edited -",
    "Update 20", "Erratum:", "errata:", "corrigendum:", "revised answer:", "amended:",
    "corrected answer 5", "revision:", "typo: ", "[edit]", "(update)", "Wrong", "incorrect",
    "False", "nope", "Not 18", "not", "n't", "actually", "Actually,", "Instead", "rather",
    "was not able to finish", "am unable to solve", "can't be right", "could not be it",
    "start over", "begin again", "try again", "re-reading", "Rereading", "looking at the problem again",
    "only the expected output format", "just an example", "template only", "It is not.", "it isn't",
    "I am not sure", "I'm uncertain", "cannot complete", "couldn't work out", "不对", "错了",
    "違う", "틀렸다", "falsch", "faux", "incorrecto", "errato", "неправильно", "yanlış", "sai rồi",
    "غلط", "गलत", "✗", "❌", "klopt niet", "stimmt nicht", "nicht sicher", "확인하지 못", "यकीन नहीं",
    "不确定", "no estoy seguro", "is the expected JSON shape", "is just an example",
    "User:", "**Human**:", "user", "let's try another problem", "now solve a new question",
    "here is a similar example", "Practice problem", "new exercise", "Next question", "Question",
    "answer", "Answer:", "ANSWER", "The answer is", "final answer", "Final Answer:", "the correct",
    "option", "choice", "right choice is", "correct option is", "# Answer", "**Final Answer**",
    "> ", "- ", "* ", "#", "**", "\\boxed{18}", "\\boxed{20}", "\\fbox{7}", "#### 18", "####",
    "<answer>18</answer>", '"', "'", "“", "”", "``", "''", "He said:", "You asked:", "f'(x)",
    "Janet's", "12\"", "$", "$$", "\\(", "\\)", "\\text{", "}", "18", "20", "-3", "1/2", "x = 5",
    ".", ",", "!", "?", ":", ";", "(", ")", "[", "]", "ſ", "K", "İ", "ı", "Ünïcödé", "×", "≈",
    "\u200b", "\ufeff",
]  # fmt: skip
_SEPARATORS = [" ", " ", " ", "", "\n", "\n\n", "\t", "  ", ". ", ", "]


def _random_text(rng: random.Random, length: int) -> str:
    parts = []
    for _ in range(length):
        token = rng.choice(_TOKENS)
        roll = rng.random()
        token = token.upper() if roll < 0.1 else token.title() if roll < 0.2 else token
        parts += [token, rng.choice(_SEPARATORS)]
    return "".join(parts)


# Short texts dense in what one gate turns on: the phrase openers, and quotes around markers.
_PHRASE_TOKENS = [
    "> ", "- ", "* ", "# ", "**", "answer", "Answer", "ANSWER", "final", "the", "correct", "right",
    "option", "choice", "my", "is", ":", "=", "7", "$5$", "\\(3\\)", "(C)", "\n", " ", "\t", ".",
]  # fmt: skip
_QUOTE_TOKENS = [
    '"', "'", "“", "”", "``", "''", "\\boxed{1}", "\\fbox{2}", "\\FBOX{2}", "####", "answer",
    "<answer>", "the", "is", "He said:", "x", "\n", " ", ".", ":", "(",
]  # fmt: skip


def _texts(count: int, seed: int, tokens: list[str] | None = None) -> list[str]:
    rng = random.Random(seed)
    if tokens is None:
        return [_random_text(rng, rng.randint(1, 40)) for _ in range(count)]
    return ["".join(rng.choice(tokens) for _ in range(rng.randint(1, 14))) for _ in range(count)]


def test_folds_to_ascii_lists_every_such_character() -> None:
    ascii_letter = re.compile("[a-z]", re.IGNORECASE)
    found = [
        chr(code) for code in range(128, sys.maxunicode + 1) if ascii_letter.fullmatch(chr(code))
    ]
    assert sorted(found) == sorted(gates.FOLDS_TO_ASCII)
    # and they are the only characters whose lower case changes a text's length
    assert all(len(chr(c).lower()) == 1 for c in range(sys.maxunicode + 1) if chr(c) != "\u0130")


def test_retraction_gates_are_necessary() -> None:
    for text in _texts(3000, 1):
        low = gates.lowered(text)
        if low is None:
            continue
        if retractions._RETRACTION.search(text):
            assert retractions.gate_start(low) is not None, text
        if retractions._WEAK_RETRACTION.search(text):
            assert any(word in low for word in retractions._WEAK_GATE), text


def test_new_problem_gate_is_necessary() -> None:
    for text in _texts(3000, 2):
        if turns._NEW_PROBLEM.search(text):
            assert turns._may_set_problem(text, 0), text


def test_quote_lines_find_every_quote_that_states() -> None:
    for text in _texts(3000, 3) + _texts(20000, 6, _QUOTE_TOKENS):
        full = [m.span() for m in said._QUOTE.finditer(text) if _states(m)]
        narrowed = [m.span() for m in said._quotes(text) if _states(m)]
        assert narrowed == full, text


def _states(match: re.Match[str]) -> bool:
    inner = next(group for group in match.groups() if group is not None)
    return bool(said._STATES.search(inner))


def test_phrase_start_loses_no_phrase() -> None:
    for text in _texts(3000, 4) + _texts(20000, 7, _PHRASE_TOKENS):
        lower = text.lower()
        start = extract._phrase_start(text, lower)
        for pattern in (extract._PHRASE, extract._HEADING):
            full = [m.span() for m in pattern.finditer(text)]
            assert [m.span() for m in pattern.finditer(text, start)] == full, text


@pytest.fixture()
def no_gates(monkeypatch: pytest.MonkeyPatch):  # noqa: ANN201 - a context switch for the test
    """Every gate off: the scans run over the whole text, as before session 9."""

    def switch_off() -> None:
        for module in (retractions, said, turns):
            monkeypatch.setattr(module, "lowered", lambda text: None)
        monkeypatch.setattr(extract, "_phrase_start", lambda text, lower: 0)
        # (every invisible character still counts; "e" makes most texts take the full path)
        monkeypatch.setattr(turns, "_INVISIBLE_CHARS", turns._INVISIBLE_CHARS + "e")

    return switch_off


def _results(texts: list[str], golds: list[str]) -> list[tuple]:
    checkers = [load_checker("math"), load_checker("gsm8k")]
    out = []
    for text, gold in zip(texts, golds, strict=True):
        found = extract_answers(text)
        verdicts = [checker(text, gold) for checker in checkers]
        out.append((found, *verdicts))
    return out


def test_random_texts_read_the_same_without_gates(no_gates) -> None:  # noqa: ANN001
    texts = _texts(1500, 5)
    golds = [random.Random(i).choice(["18", "20", "7", "5"]) for i in range(len(texts))]
    gated = _results(texts, golds)
    no_gates()
    assert _results(texts, golds) == gated


def _real_completions() -> list[tuple[str, str]]:
    pairs = []
    for path in (
        ROOT / "packages/check/corpus/checker_corpus.py",
        ROOT / "bench/checker_corpus.py",
    ):
        if path.is_file():
            spec = importlib.util.spec_from_file_location("checker_corpus_gates", path)
            assert spec is not None and spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(module)
            pairs += [(r["completion"], r["gold"]) for r in module.load_corpus(held_out=True)]
            break
    return pairs


# The whole corpus read twice takes minutes on a slow machine, so the default suite reads a fixed
# eighth of it (every eighth pair, the same pairs on every run; a quarter until the corpus passed
# 66,000 records) and `make test-slow` reads it all.
@pytest.mark.parametrize(
    "stride", [pytest.param(8, id="eighth"), pytest.param(1, id="all", marks=pytest.mark.slow)]
)
def test_real_completions_read_the_same_without_gates(
    no_gates,  # noqa: ANN001
    data_dir: Path,
    stride: int,
) -> None:
    pairs = _real_completions()
    for name in ("math500/test.jsonl", "gsm8k/test.jsonl"):
        with (data_dir / name).open(encoding="utf-8") as handle:
            rows = [json.loads(line) for line in handle]
        pairs += [(r.get("solution") or r["answer"], r["answer"].rsplit("####")[-1]) for r in rows]
    pairs = pairs[::stride]
    texts, golds = [p[0] for p in pairs], [p[1] for p in pairs]
    gated = _results(texts, golds)
    no_gates()
    assert _results(texts, golds) == gated


_CATEGORY_CHARS = {"CATEGORY_SPACE": " \t", "CATEGORY_DIGIT": "0123456789", "CATEGORY_WORD": "aZ_7"}
_ANY_CHARS = " \tax7.,:;'$\\-"


def _sample(tree: list, rng: random.Random) -> str:
    """A random string that the parsed regex `tree` (`re._parser.parse`) may match: each branch,
    repeat count and class member picked at random; lookarounds and anchors emit nothing (callers
    keep the strings the regex does match)."""
    out = []
    for op, arg in tree:
        name = str(op)
        if name == "LITERAL":
            out.append(chr(arg))
        elif name in ("NOT_LITERAL", "ANY"):
            out.append(rng.choice([c for c in _ANY_CHARS if name == "ANY" or ord(c) != arg]))
        elif name == "IN":
            choices = []
            for kind, value in arg:
                if str(kind) == "LITERAL":
                    choices.append(chr(value))
                elif str(kind) == "RANGE":
                    choices += [chr(value[0]), chr(value[1])]
                elif str(kind) == "CATEGORY":
                    choices += _CATEGORY_CHARS.get(str(value), "a")
            if any(str(kind) == "NEGATE" for kind, _ in arg):
                choices = [c for c in _ANY_CHARS if c not in choices]
            out.append(rng.choice(choices))
        elif name == "BRANCH":
            out.append(_sample(rng.choice(arg[1]), rng))
        elif name == "SUBPATTERN":
            out.append(_sample(arg[-1], rng))
        elif name in ("MAX_REPEAT", "MIN_REPEAT"):
            low, high, sub = arg
            count = rng.randint(low, min(high, low + 2))
            out += [_sample(sub, rng) for _ in range(count)]
    return "".join(out)


def _matching_texts(pattern: re.Pattern[str], seed: int, count: int) -> list[str]:
    """Texts the pattern matches, generated from its own parse tree (every alternative is reached,
    and one added to the regex is reached by itself), in random case, after random prose."""
    import re._parser as parser

    tree = list(parser.parse(pattern.pattern, pattern.flags))
    rng = random.Random(seed)
    prose = ["", "", "So ", "Then, the ", "x = 5, and ", "Thus "]
    texts = []
    while len(texts) < count:
        text = rng.choice(prose) + _sample(tree, rng)
        roll = rng.random()
        text = text.upper() if roll < 0.1 else text.title() if roll < 0.2 else text
        if pattern.search(text):
            texts.append(text)
    return texts


@pytest.mark.parametrize(
    ("pattern", "gate"),
    [
        (said._NOT_STATED_BY_MODEL, said._may_not_be_stated),
        (said._NAMED_WRONG, lambda low: any(word in low for word in said._NAMED_WRONG_WORDS)),
    ],
    ids=["not_stated_by_model", "named_wrong"],
)
def test_not_the_models_gates_are_necessary(pattern: re.Pattern[str], gate) -> None:  # noqa: ANN001
    # session 15: the fragment before a statement is scanned only when it holds a gate word
    for text in _matching_texts(pattern, 17, 20_000):
        low = gates.lowered(text)
        assert low is None or gate(low), text


def test_retraction_scan_start_loses_no_match() -> None:
    # session 15: the retraction scan after the final answer starts at the run of
    # `_BEFORE_GATE_WORD` characters that ends at the first gate word (`gate_start`); on texts generated
    # from the regex (after junk that a figure's code or LaTeX leaves) every match holds a scan
    # gate word, and there and on random texts the scan finds what the scan from `end` finds
    rng = random.Random(20)
    junk = ["draw((0,0)--(1,1), false);\n", "$x^2 = \\frac{1}{2}$. ", "} = 5;", "", "not", "(C) "]
    generated = _matching_texts(retractions._RETRACTION, 21, 20000)
    for text in generated:
        low = gates.lowered(text)
        match = retractions._RETRACTION.search(text)
        gate = None if low is None else retractions.gate_start(low[: match.end()], match.start())
        assert low is None or gate is not None, text
    texts = [rng.choice(junk) + text + rng.choice(junk) for text in generated]
    texts += [text + " " + other for text, other in zip(texts, reversed(texts), strict=True)]
    texts += _texts(3000, 22)
    for text in texts:
        low = gates.lowered(text)
        if low is None:
            continue
        for end in {0, rng.randrange(len(text) + 1)}:
            if retractions.gate_start(low, end) is None:
                continue
            full = retractions._RETRACTION.search(text, end)
            narrowed = retractions._search_after(text, end)[0]
            assert (narrowed and narrowed.span()) == (full and full.span()), (text, end)


def test_session14_gates_are_necessary() -> None:
    # session 14: the tentative-answer scan and the possessive opening run only where their
    # words occur; every text their regexes match holds them
    for text in _matching_texts(qualifiers.TENTATIVE, 31, 5000):
        low = gates.lowered(text)
        assert low is None or any(word in low for word in qualifiers.TENTATIVE_WORDS), text
    for text in _matching_texts(said._POSSESSIVE_OPENING, 32, 5000):
        assert "'" in text or "’" in text, text
