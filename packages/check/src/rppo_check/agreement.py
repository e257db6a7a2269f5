r"""Whether the unit a number answer states agrees with the unit the working gave that number.

The checker never sees the question, so `#### 73%` or `#### 740 cents` cannot be judged by the
unit alone: `75%` answers "what percent passed?", `740 cents` a question asked in cents. But the
completion's own working can: when it last wrote the value with a unit or a counted noun
(`168 - 95 = 73 cupcakes are left`, `18.50 * 40 = $740`, `245 / 3.5 = 70 km/h`) and the answer
gives the same value a different unit (`73%`, `740 cents`, `70 mph`, `25 times` after `25%`), the
answer says something other than what was worked out. Only units the closed table `_UNIT_CLASS`
knows are judged, and only against the working's LAST mention of the value (earlier ones may be
other quantities that happen to be equal); a value the working never wrote with a unit, or an
answer with a plain noun, is left as it is.
"""

from __future__ import annotations

import re
from fractions import Fraction

# A unit (or sign) -> its class: two different classes are two different quantities.
_UNIT_CLASS: dict[str, str] = {
    word: cls
    for cls, words in {
        # models swap currency signs freely (`€18` after `18 dollars`); cents are another number
        "money": "$ € £ ¥ ₹ dollar dollars buck bucks usd euro euros eur yen rupee rupees",
        "cent": "cent cents penny pennies ¢",
        "lb": "lb lbs",
        "percent": "% percent percentage pct",
        "times": "times",
        "second": "second seconds sec secs",
        "minute": "minute minutes min mins",
        "hour": "hour hours hr hrs",
        "day": "day days",
        "week": "week weeks wk wks",
        "month": "month months",
        "year": "year years yr yrs",
        "mm": "mm millimeter millimeters millimetre millimetres",
        "cm": "cm centimeter centimeters centimetre centimetres",
        "meter": "m meter meters metre metres",
        "inch": "inch inches",
        "foot": "ft foot feet",
        "yard": "yd yds yard yards",
        # a speed is compared by its length unit: `70 mph` is no `70 km/h`, `6 miles per hour` is
        # `6 mph`, and `70 miles` in one hour may be answered `70 miles per hour`
        "mile": "mi mile miles mph",
        "km": "km kilometer kilometers kilometre kilometres km/h kph kmh",
        "gram": "g gram grams",
        "kg": "kg kilogram kilograms",
        "ounce": "oz ounce ounces",
        "liter": "l liter liters litre litres",
        "ml": "ml milliliter milliliters millilitre millilitres",
        "gallon": "gal gallon gallons",
    }.items()
    for word in words.split()
}
# A number as the working writes it, with what stands before it (`$`) and the word after it.
_MENTION = re.compile(
    r"(?P<sign>[$€£¥₹]\s*)?(?<![\d.,/])(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\.?\d)"
    r"(?P<math>\$)?\s*(?P<after>%|¢|km/h|[A-Za-z]+(?:'[A-Za-z]+)?)?"
)
_LATEX_TEXT = re.compile(r"\\(?:text|mathrm|textbf|mbox)\s*\{([^{}]*)\}")
# A noun that counts things (`cupcakes`, `books`): a class of its own, against a unit or `%`.
_COUNTED = re.compile(r"[a-z]{3,}s")
_NOT_COUNTED = frozenset(
    "is was has his its this thus yes does goes as us always perhaps sometimes towards plus minus "
    "less loss times cents pounds dollars bucks".split()
)


def _plain(text: str) -> str:
    """LaTeX spellings of signs and units as plain text: `\\$740`, `73\\%`, `70\\text{ mph}`."""
    if "\\" in text:
        text = _LATEX_TEXT.sub(r" \1", text).replace("\\$", "$").replace("\\%", "%")
    return text


def _unit(match: re.Match[str]) -> str | None:
    """The class of what the number is written with: a sign before, a unit or a noun after."""
    sign = match.group("sign")
    word = (match.group("after") or "").lower()
    if word in _UNIT_CLASS:
        return _UNIT_CLASS[word]
    if sign and not (sign.startswith("$") and match.group("math")):  # `$266$`: inline math
        return _UNIT_CLASS[sign.strip()]
    if _COUNTED.fullmatch(word) and word not in _NOT_COUNTED:
        return "counted"
    return None


def _value(number: str) -> Fraction:
    return Fraction(number.replace(",", ""))


def stated_unit(answer: str) -> str | None:
    """The unit class of an answer that is one number with a unit (`73%`, `$740`, `70 mph`)."""
    match = _MENTION.search(_plain(answer))
    if match is None or match.start("number") > 3:
        return None
    unit = _unit(match)
    return None if unit == "counted" else unit


def unit_disagrees(answer: str, completion: str, value: Fraction) -> bool:
    """Whether the working's last mention of `value` (before the answer) gives it a unit of
    another class than the one `answer` states (module doc)."""
    stated = stated_unit(answer)
    if stated is None:
        return False
    end = completion.rfind(answer)
    working = _plain(completion[: end if end >= 0 else len(completion)])
    last = None
    for match in _MENTION.finditer(working):
        if _value(match.group("number")) == value:
            last = match
    if last is None:
        return False
    worked = _unit(last)
    return worked is not None and worked != stated
