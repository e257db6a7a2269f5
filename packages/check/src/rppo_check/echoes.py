"""A sentence after the final answer that repeats a concluding sentence before it word for word,
but for its number: "So, Plan B costs $34 more than Plan A over one year. The answer is
\\(\\boxed{34}\\). However, many carriers waive the activation fee ... So Plan B costs $84 more
than Plan A over one year." The second sentence says the answer again with another value, as a
summary line does, and must agree with the answer (red-team round 194: a caveat paragraph and a
drifting summary, each accepted because its sentence compares, "more ... than", and so was read
as no restatement).

The echo is found by its words, not by the shape of a restatement: every word of the sentence
before the answer, in order, with numbers as placeholders and a few connectives and hedges left
out ("so", "about", "in total"), and at least four words besides. Only sentences before the
answer that hold the answer's own number are templates, and only the number in the answer's
place is read from the echo. Sentences are split on lines, on ". " (not on decimal points) and before ", so";
both windows are bounded, so the scan stays linear and small.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

_BEFORE_WINDOW = 2_000
_AFTER_WINDOW = 1_500
# (and a clause that concludes: "..., she needs 5.6 weeks, so it will take Nora about 6 weeks")
SENTENCE_END = re.compile(r"(?<=[.!?])[ \t]+|\n+|,[ \t]+(?=(?:so|thus|therefore|hence)[ \t])")
_TOKEN = re.compile(r"\d[\d,]*(?:\.\d+)?|[^\W\d_]+")
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
# Words an echo may add or drop without saying anything else: connectives, hedges, "in total".
_FILLERS = frozenset(
    "so thus therefore hence then about approximately roughly around nearly almost exactly just "
    "in total all altogether overall finally".split()
)
_MIN_WORDS = 4
_DIGIT = re.compile(r"\d")


def _number(token: str) -> Decimal | None:
    try:
        return Decimal(token.replace(",", ""))
    except InvalidOperation:
        return None


def _template(sentence: str) -> tuple[tuple[str, ...], list[Decimal | None]]:
    """The sentence's words, numbers as "#" and fillers left out, and its numbers in order."""
    words: list[str] = []
    numbers: list[Decimal | None] = []
    for token in _TOKEN.findall(sentence.lower()):
        if _NUMBER.fullmatch(token):
            words.append("#")
            numbers.append(_number(token))
        elif token not in _FILLERS:
            words.append(token)
    return tuple(words), numbers


def echoed_values(text: str, end: int, answers: list[str]) -> list[str]:
    """The numbers that sentences after the answer (which ends at `end`) give in its place, where
    they echo a sentence before it that states the answer; empty when there is no such echo."""
    after = text[end : end + _AFTER_WINDOW]
    if not _DIGIT.search(after):
        return []
    wanted = {value for value in map(_number, answers) if value is not None}
    if not wanted:
        return []  # (only plain numbers are followed from one sentence into its echo)
    templates: dict[tuple[str, ...], int] = {}
    for sentence in SENTENCE_END.split(text[max(0, end - _BEFORE_WINDOW) : end]):
        words, numbers = _template(sentence)
        places = [i for i, number in enumerate(numbers) if number in wanted]
        if len(places) == 1 and len(words) - len(numbers) >= _MIN_WORDS:
            templates[words] = places[0]
    if not templates:
        return []
    values: list[str] = []
    for sentence in SENTENCE_END.split(after):
        words, numbers = _template(sentence)
        place = templates.get(words)
        if place is not None and numbers[place] is not None and numbers[place] not in wanted:
            values.append(str(numbers[place]))
    return values


# A sentence that names what the answer is and gives it a value: "so the area is
# \(\pi r^2 = 25\pi\)", "the remainder is \(2^3 - 8 = 0\)". Its subject is a noun phrase of one
# to five words after "the".
_SUBJECT_IS = re.compile(
    r"\bthe[ \t]+((?:[a-z]+[ \t]+){0,4}?[a-z]+)[ \t]+(?:is|equals|must[ \t]+be|should[ \t]+be)[ \t]+",
    re.IGNORECASE,
)
# What such a sentence after the answer ends on: one math span or one plain number, then the
# sentence's end.
_SUBJECT_VALUE = re.compile(
    r"(?:\\\((?P<inline>[^()]{1,120}?)\\\)|\$(?P<dollar>[^$\n]{1,120})\$"
    r"|(?P<plain>-?\d[\d,]*(?:\.\d+)?))[ \t]*[.!]?[ \t]*$"
)
# Words that make such a sentence no statement of the answer's value: an estimate, a
# supposition, a denial, a question.
_NOT_SAID_SO = re.compile(
    r"\b(?:approx\w*|about|roughly|nearly|around|if|suppose|were|would|not|no|never|only\s+if)\b"
    r"|≈|\\approx|\?",
    re.IGNORECASE,
)
# What a value's math may hold or drop without being another value: spaces (also LaTeX's `\ `
# and `\,`), `\left`/`\right`, math delimiters; `π` is `\pi`.
_MATH_NOISE = re.compile(r"\s+|\\[,;!]|\\left|\\right|\$|\\\(|\\\)|\\ ")
# An example or a case worked after the answer: what it finds is no value of the answer.
_AN_EXAMPLE = re.compile(
    r"\b(?:for[ \t]+(?:example|instance)|e\.g\.|if|suppose|say|when|let)\b", re.IGNORECASE
)


def compact_math(math: str) -> str:
    """`math` as one run of symbols, to find a value inside a sentence however it was spaced."""
    return _MATH_NOISE.sub("", math).replace("π", "\\pi")


def subject_values(text: str, end: int, answers: list[str]) -> list[str]:
    """The values sentences after the answer (which ends at `end`) give the very thing a sentence
    before it said the answer is ("so the area is $25\\pi$" ... `\\boxed{25\\pi}` ... "Cancel
    that — I'll take 10 as the radius, so the area is \\(100\\pi\\)."): each must agree with it."""
    answer = compact_math(answers[-1]) if answers else ""
    after = text[end : end + _AFTER_WINDOW]
    if not answer or " is " not in after and " equals " not in after and " be " not in after:
        return []
    subjects: set[str] = set()
    for sentence in SENTENCE_END.split(text[max(0, end - 600) : end]):
        if answer in compact_math(sentence):
            subjects.update(found.group(1).lower() for found in _SUBJECT_IS.finditer(sentence))
    values: list[str] = []
    seen = 0
    for sentence in SENTENCE_END.split(after) if subjects else ():
        before, seen = after[max(0, seen - 200) : seen], seen + len(sentence) + 1
        if _AN_EXAMPLE.search(before):
            continue  # "For example, if $r = 2$, ... The simplified expression is ... = 160."
        for found in _SUBJECT_IS.finditer(sentence):
            if found.group(1).lower() not in subjects or _NOT_SAID_SO.search(sentence):
                continue
            value = _SUBJECT_VALUE.match(sentence, found.end())
            if value is not None:
                said = value.group("inline") or value.group("dollar") or value.group("plain")
                values.append(said.rsplit("=", 1)[-1].strip())
    return values
