r"""Whether the unit an answer gives its value is of the dimension the working said it has.

A working that names what its result is ("so the area is $\pi r^2 = 25\pi$", "the side length
is $2\sqrt{5}$", "the volume of the cone is $12\pi$") says its dimension: an area, a length, a
volume. An answer that gives that value a unit of another dimension (`25\pi \text{ cm}` for the
area, `2\sqrt{5} \text{ square units}` for the side, `12\pi \text{ square units}` for the volume)
says it is something else. Only the subject of the last sentence before the answer that holds
the answer's own value is read, and only where that subject is one of the few nouns below; an
answer without a unit of length, area or volume is left as it is.
"""

from __future__ import annotations

import re

from rppo_check.echoes import SENTENCE_END, compact_math

# The noun a subject ends on ("the total surface area", "the length of the side") -> dimension.
_NOUN_DIMENSION = {
    **dict.fromkeys(("area", "surface"), "area"),
    **dict.fromkeys(("volume", "capacity"), "volume"),
    **dict.fromkeys(
        (
            "length", "perimeter", "circumference", "distance", "radius", "diameter", "height",
            "width", "side", "hypotenuse", "altitude", "depth", "edge", "apothem", "chord",
        ),
        "length",
    ),
}  # fmt: skip
# "the <subject> is", "the <subject> =", "<Subject> =": the subject one to five words.
_SUBJECT = re.compile(
    r"(?:\b(?:the|its|their|his|her)[ \t]+|^[ \t*#-]*)((?:[a-z]+[ \t]+){0,4}?[a-z]+)[ \t]*"
    r"(?:\bis\b|\bequals\b|(?:\\\(|\$)?[ \t]*=|:)",
    re.IGNORECASE | re.MULTILINE,
)
# The letters geometry names these by, at the start of an equation: "\(C = \pi d = 7\pi\)",
# "$d = \sqrt{50}$", "A = 25π".
_LETTER_SUBJECT = re.compile(r"[ \t]*([AVCPrdh])[ \t]*=")
_LETTER_DIMENSION = {"A": "area", "V": "volume", "C": "length", "P": "length", "r": "length",
                     "d": "length", "h": "length"}  # fmt: skip
_LENGTH_UNIT = (
    r"(?:units?|cm|mm|km|m|in|ft|yd|mi|inch(?:es)?|feet|foot|yards?|miles?|meters?|metres?"
    r"|centimet(?:er|re)s?|millimet(?:er|re)s?|kilomet(?:er|re)s?)"
)
_POWER = r"[ \t]*(?:\^[ \t]*\{?[ \t]*(?P<power>[23])[ \t]*\}?|(?P<glyph>[²³]))"
_ANSWER_UNIT = re.compile(
    rf"(?:(?P<square>square|sq\.?)|(?P<cubic>cubic|cu\.?))?[ \t]*\b{_LENGTH_UNIT}\b(?:{_POWER})?"
    r"[ \t.}$]*$",
    re.IGNORECASE,
)
_LATEX_TEXT = re.compile(r"\\(?:text|mathrm|textrm|mbox)\s*\{([^{}]*)\}")
_LETTERS = re.compile(r"[A-Za-z]")


def _answer_dimension(answer: str) -> tuple[str, str] | None:
    """The answer's value (as written before its unit) and its unit's dimension, or None."""
    if not _LETTERS.search(answer):
        return None  # (speed only: a bare number, as most answers are, names no unit)
    plain = _LATEX_TEXT.sub(r" \1", answer).replace("\\,", " ").replace("\\ ", " ").strip()
    unit = _ANSWER_UNIT.search(plain)
    if unit is None or unit.start() == 0:
        return None
    value = plain[: unit.start()].strip(" $\\(")
    if not value or not any(character.isdigit() for character in value):
        return None
    power = unit.group("power") or {"²": "2", "³": "3"}.get(unit.group("glyph") or "", "")
    if unit.group("cubic") or power == "3":
        return value, "volume"
    if unit.group("square") or power == "2":
        return value, "area"
    return value, "length"


def dimension_disagrees(answer: str, completion: str) -> bool:
    """Whether `answer` gives its value a unit of another dimension than the one the working
    last gave that value (module doc)."""
    found = _answer_dimension(answer)
    if found is None:
        return False
    value, dimension = found
    end = completion.rfind(answer)
    working = completion[: end if end >= 0 else len(completion)]
    tried = 0
    for sentence in reversed(SENTENCE_END.split(working[-2_000:])):
        named = _named_dimension(sentence, value)
        if named == "":
            continue  # (the value is not in this sentence)
        if named is not None:
            return named != dimension
        tried += 1
        if tried == _SENTENCES_TRIED:
            break
    return False


_SENTENCES_TRIED = 3
# A noun right before the value: "area 25π", "Side \(= \sqrt{180}", "Area: $25\pi$".
_NOUN_BEFORE = re.compile(
    r"\b([a-z]+)[ \t]*(?:is|equals)?[ \t]*[:=]?[ \t]*(?:\\\(|\$)?[ \t]*[:=]?[ \t]*$", re.I
)
_UNIT_AFTER = re.compile(
    rf"[ \t$)]*(?:\\(?:text|mathrm)\s*\{{)?[ \t]*(?:(?P<square>square|sq\.?)|(?P<cubic>cubic|cu\.?))?"
    rf"[ \t]*\b{_LENGTH_UNIT}\b(?:[ \t]*\}}?[ \t]*\$?(?:{_POWER}))?",
    re.IGNORECASE,
)


_DIMENSION_NOUN = re.compile(r"\b(" + "|".join(_NOUN_DIMENSION) + r")\b", re.IGNORECASE)


def _named_after(sentence: str, raw: int, named: str) -> bool:
    """Whether the sentence names a quantity of another dimension after the value ("... $= 36\\pi$
    as well, but the volume is in cubic units"): which one the value is, it leaves open."""
    after = sentence[raw:] if raw >= 0 else ""
    return any(
        _NOUN_DIMENSION[noun.group(1).lower()] != named for noun in _DIMENSION_NOUN.finditer(after)
    )


def _named_dimension(sentence: str, value: str) -> str | None:
    """The dimension a sentence of the working gives `value`: by a unit after it, or by the noun
    it is said of; "" where the value is not in the sentence, None where it names none."""
    at = compact_math(sentence).rfind(compact_math(value))
    if at < 0:
        return ""
    raw = sentence.rfind(value)
    if raw < 0 and "\\pi" in value:
        value = value.replace("\\pi", "π")  # ("area 25π" for `25\pi`)
        raw = sentence.rfind(value)
    if raw >= 0:
        unit = _UNIT_AFTER.match(sentence, raw + len(value))
        if unit is not None:
            power = unit.group("power") or {"²": "2", "³": "3"}.get(unit.group("glyph") or "", "")
            if unit.group("cubic") or power == "3":
                return "volume"
            return "area" if unit.group("square") or power == "2" else "length"
        before = _NOUN_BEFORE.search(sentence, 0, raw)
        if before is not None and before.group(1).lower() in _NOUN_DIMENSION:
            return _NOUN_DIMENSION[before.group(1).lower()]
    subjects = [
        subject.group(1).lower()
        for subject in _SUBJECT.finditer(sentence)
        if len(compact_math(sentence[: subject.end()])) <= at
    ]
    if subjects:
        named = _NOUN_DIMENSION.get(subjects[-1].split(" of ")[0].split()[-1])
        return None if named and _named_after(sentence, raw, named) else named
    if raw < 0:
        return None
    # the letter an equation chain that ends on the value opens with: "$V = \pi r^2 h = 80\pi$"
    span = max(sentence.rfind("$", 0, raw) + 1, sentence.rfind("\\(", 0, raw) + 2, 0)
    letter = _LETTER_SUBJECT.match(sentence, span)
    return _LETTER_DIMENSION[letter.group(1)] if letter is not None else None
