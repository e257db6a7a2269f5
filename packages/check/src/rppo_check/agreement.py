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

from rppo_check.languages import FOREIGN_NOT_OR_HEDGE
from rppo_check.numeric import WRITTEN_NUMBER
from rppo_check.qualifiers import unsettled_note
from rppo_check.separators import in_a_comma_language
from rppo_check.turns import CALCULATOR_ANNOTATION

# A unit (or sign) -> its class: two different classes are two different quantities.
_UNIT_CLASS: dict[str, str] = {
    word: cls
    for cls, words in {
        # models swap currency signs freely (`€18` after `18 dollars`); cents are another number
        "money": "$ € £ ¥ ₹ dollar dollars buck bucks usd euro euros eur yen rupee rupees",
        "cent": "cent cents penny pennies ¢",
        "lb": "lb lbs",
        # a collective counts groups: `374 pairs` after `374 oranges` is another number
        "pair": "pair pairs couple couples",
        "celsius": "°c ℃ celsius degreecelsius degreescelsius",
        "fahrenheit": "°f ℉ fahrenheit degreefahrenheit degreesfahrenheit",
        "percent": "% percent percentage pct",
        "permille": "‰ permille",
        "basis point": "bp bps",
        "times": "times",
        "second": "second seconds sec secs",
        "minute": "minute minutes min mins",
        "hour": "h hour hours hr hrs",
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
        # kitchen measures: `9 tablespoons` is no `9 cups`
        "cup": "cup cups",
        "tablespoon": "tbsp tablespoon tablespoons",
        "teaspoon": "tsp teaspoon teaspoons",
        "pint": "pint pints",
        "quart": "quart quarts",
        "kl": "kl kiloliter kiloliters kilolitre kilolitres",
        "decade": "decade decades",
        "century": "century centuries",
        # a time of day is no duration: `#### 8 p.m.` after "480 ÷ 60 = 8 hours"
        "clock": "a.m. p.m. am pm o'clock",
    }.items()
    for word in words.split()
}
# A number as the working writes it, with what stands before it (`$`) and the word after it.
_MENTION = re.compile(
    r"(?P<minus>[-−])?(?P<sign>[$€£¥₹]\s*)?(?<![\d.,/])"
    r"(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?![\d,]*\.?\d)"
    # (an area or a volume is its own class: `80 meters` then `80 square meters`, `54 cm^2` then
    # `54 cm^3`)
    r"(?P<math>\$)?\**\s*(?P<after>%|‰|¢|km/h|[ap]\.m\.|°\s*[CF]\b|℃|℉"
    r"|[Dd]egrees?\s+(?i:celsius|fahrenheit)\b|(?:(?:square|sq|cubic)\s+)?"
    r"[A-Za-z]+(?:'[A-Za-z]+)?(?:\s*\^\s*\{?[23]\}?|[²³])?)?"
)
_LATEX_TEXT = re.compile(r"\\(?:text|mathrm|textbf|mbox)\s*\{([^{}]*)\}")
# A container or a group of things (`269 packs` after `269 pens`): a class of its own, by word.
_CONTAINER = re.compile(
    r"(pack|box|bag|crate|carton|case|set|bundle|packet|batch|tray|group|team|jar|basket"
    r"|bottle|bucket)(?:s|es)?"
)
# A noun that counts things (`cupcakes`, `books`): a class of its own, against a unit or `%`.
_COUNTED = re.compile(r"[a-z]{3,}s")
_NOT_COUNTED = frozenset(
    "is was has his its this thus yes does goes as us always perhaps sometimes towards plus minus "
    "less loss times cents pounds dollars bucks degrees"
    # verbs of the value itself: "So 138 stands.", "18 remains", "it works"
    " stands remains holds works checks equals seems looks".split()
)


# A rate after the number: `per hour`, `an hour`, `each`, `/ day`, `daily`.
_RATE = re.compile(
    r"[^\d]*?(?:\b(?:per|each|apiece|every|daily|weekly|monthly|yearly|annually|hourly)\b"
    # (not an adjective after the article: "300 miles on a single (tank)", "on a full tank")
    r"|\ban?\s+(?!(?:total|few|lot|single|full|whole|given|typical|normal|regular)\b)[a-z]+\s*$"
    r"|/\s*[a-z])",
    re.IGNORECASE,
)
# A speed's unit is a rate of its own (`= 6 \text{ mph}` before `\boxed{6 \text{ miles per hour}}`).
_SPEED = re.compile(r"[^\w]*(?:mph|kph|kmh|km/h|mi/h|m/s|ft/s)\b", re.IGNORECASE)
# A whole: a total or what is left (`so 48 - 39 = 9 slices are left`, `which leaves 47 muffins`).
_WHOLE = re.compile(
    r"\b(?:total|totals|altogether|together|in\s+all|overall|left|leaves|leaving|remain|remains|remaining"
    r"|leftover)\b",
    re.IGNORECASE,
)
# A time counted from now or from another time: only a value the working counted in that unit.
_TIMES_OF = frozenset(
    {"second", "minute", "hour", "day", "week", "month", "year", "decade", "century"}
)
_RELATIVE = re.compile(
    r"\b(?:ago|from\s+now|hence|later|earlier|before|after|older|younger|in\s+the\s+future)\b",
    re.IGNORECASE,
)
# A time counted back or on from now, and the age a working's value is ("40 years old").
_AGO = re.compile(r"\b(?:ago|from\s+now|hence|earlier|later)\b", re.IGNORECASE)
_OLD = re.compile(r"[ \t]*old\b", re.IGNORECASE)
# Which way a value goes: `25% cheaper` after `the price went up by 25%` is another answer.
_UP = frozenset(
    "more greater higher larger bigger longer taller older faster heavier increase increased "
    "increases rise rose risen rises up gain gained gains raise raised dearer warmer hotter".split()
)
_DOWN = frozenset(
    "less fewer lower smaller shorter younger slower lighter cheaper decrease decreased decreases "
    "fell fall falls fallen drop dropped drops down reduced reduction discount colder cooler "
    "lose loses lost losing".split()
)
_WORD = re.compile(r"[A-Za-z]+")
# ... not the particle of a verb: "14 people show up", "it adds up to", "she ends up with".
_PHRASAL_PARTICLE = re.compile(
    r"\b((?:show|turn|end|add|pick|sign|line|sit|write|break|settle)(?:s|ed|ing)?|made|make|makes"
    r"|gave|give|gives|set|sets|wrote|broke|sat)\s+(?:up|down)\b",
    re.IGNORECASE,
)
# The unit a rate is over: `per week`, `a day`, `an hour`, `every month`.
_RATE_UNIT = re.compile(r"\b(?:per|an?|every)\s+([A-Za-z]{2,})\s*$", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?;](?=\s|$)|\n")
_TIMES = re.compile(r"[*×·]|\\times|\\cdot|\s[xX]\s|\btimes\b")
_DIVIDED = re.compile(r"[/÷]|\\frac|\bdivided\b|\bover\b")
# Where a clause of the working ends (not the point of `18.50`).
_CLAUSE_END = re.compile(r"[.;:!?](?=\s|$)|\n")


def _plain(text: str) -> str:
    """LaTeX spellings of signs and units as plain text: `\\$740`, `73\\%`, `70\\text{ mph}`;
    without GSM8K's calculator annotations (`$<<39*7=273>>273` is `$273`)."""
    if "<<" in text:
        text = CALCULATOR_ANNOTATION.sub("", text)
    if "{,}" in text:
        text = text.replace("{,}", ",")  # `100{,}440`: LaTeX's thousands separator
    if "\\" in text:
        text = _LATEX_TEXT.sub(r" \1", text).replace("\\$", "$").replace("\\%", "%")
        # (inline math's delimiters are no part of what a number counts: "\( 6.5 \) feet")
        text = text.replace("\\(", " ").replace("\\)", " ")
    return text


_LENGTHS = ("mm", "cm", "meter", "inch", "foot", "yard", "mile", "km")
_POWERS = re.compile(r"^(square|sq|cubic)?(.*?)(\^\{?([23])\}?|([²³]))?$")


def _measured(word: str) -> str | None:
    """The class of a length unit raised to an area or a volume (`squaremeters`, `cm^3`, `ft²`:
    the `after` word with its spaces taken out), or None."""
    powers = _POWERS.match(word)
    if powers is None or not (powers.group(1) or powers.group(3)):
        return None
    length = _UNIT_CLASS.get(powers.group(2))
    if length not in _LENGTHS:
        return None
    cubic = powers.group(1) == "cubic" or powers.group(4) == "3" or powers.group(5) == "³"
    return ("volume of " if cubic else "area of ") + length


def _unit(match: re.Match[str]) -> str | None:
    """The class of what the number is written with: a sign before, a unit or a noun after."""
    sign = match.group("sign")
    word = (match.group("after") or "").lower().replace(" ", "")
    measured = _measured(word) if word[:2] in ("sq", "cu") or word[-1:] in "23²³}" else None
    if measured is not None:
        return measured
    if word in _UNIT_CLASS:
        return _UNIT_CLASS[word]
    container = _CONTAINER.fullmatch(word)
    if container:
        return "group of " + container.group(1)  # `269 packs`: packs, not pens
    if sign and not (sign.startswith("$") and match.group("math")):  # `$266$`: inline math
        return _UNIT_CLASS[sign.strip()]
    if _COUNTED.fullmatch(word) and word not in _NOT_COUNTED:
        return "counted"
    after = match.group("after") or ""
    if (
        after.isalpha()
        and after.islower()
        and len(after) > 2
        and not after.endswith("s")
        and not sign
        and "\n" not in match.string[match.end("number") : match.start("after")]
        and after not in _UP
        and after not in _DOWN
        and after not in _FUNCTION_WORDS
    ):
        # an adjective before the noun: "37 full pieces", "12 red apples" (not a unit after a
        # word of another language: "68 pour cent")
        noun = _NEXT_WORD.match(match.string, match.end())
        word = noun.group(1).lower() if noun is not None else ""
        if _COUNTED.fullmatch(word) and word not in _UNIT_CLASS:
            return None if word in _NOT_COUNTED else "counted"
    return None


# Words between a number and a noun that are no adjective of it ("560 per week", "3 of the
# boxes", "5 and 7 apples").
_FUNCTION_WORDS = frozenset(
    "per each every and for from the are was were has had out off but not all can may its".split()
)
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z]+)\b")


def _value(match: re.Match[str]) -> Fraction:
    value = Fraction(match.group("number").replace(",", ""))
    return -value if match.group("minus") else value


def _direction(text: str) -> str | None:
    """ "up" or "down" where `text` says one way only (`25% cheaper`, `the price went up`)."""
    text = _PHRASAL_PARTICLE.sub(r"\1", text) if "up" in text or "down" in text else text
    words = {word.lower() for word in _WORD.findall(text)}
    up, down = bool(words & _UP), bool(words & _DOWN)
    return None if up == down else "up" if up else "down"


def _stated(answer: str) -> tuple[str | None, bool, str | None]:
    """The unit class an answer of one number states (`73%`, `$740`, `70 mph`; a counted noun is
    none), whether it states a rate (`$740 per hour`, `9 slices each`), and which way it says
    the value goes (`25% cheaper`: down)."""
    plain = _plain(answer)
    if "½" in plain or "¼" in plain or "¾" in plain:
        plain = _VULGAR.sub(lambda found: _VULGARS[found.group(0)], plain)  # `3½ tablespoons`
    match = _MENTION.search(plain)
    if match is None or match.start("number") > 3:
        return None, False, None
    unit = _unit(match)
    rate = _RATE.match(plain, match.end("number")) is not None
    return (None if unit == "counted" else unit), rate, _direction(plain[match.end("number") :])


_VULGARS = {"½": ".5", "¼": ".25", "¾": ".75"}
_VULGAR = re.compile("[½¼¾]")


def _last_mention(working: str, value: Fraction) -> re.Match[str] | None:
    """The working's last mention of `value` that says what it is: an operand of a later step
    (`6 * 32 = $192`) says what 192 is, not 32; the last mention of all where every one is."""
    last = last_result = None
    for match in _MENTION.finditer(working):
        if _value(match) == value:
            last = match
            before = working[max(0, match.start() - 12) : match.start()]
            if not _OPERAND_AFTER.match(
                working, match.end("number")
            ) and not _OPERAND_BEFORE.search(before):
                last_result = match
    return last_result or last


def _said_with_unit(
    working: str, value: Fraction, last: re.Match[str], stated: str | None
) -> tuple[re.Match[str], str | None]:
    r"""The mention of `value` that says what it is, and its unit: the last one, or where that
    has none and the answer names a unit, the last step that made it with one ("9000 g is 9 kg.
    ... 9,000 ÷ 1,000 = 9." then `\boxed{9 \text{ g}}`)."""
    worked = _unit(last)
    if worked is None and stated is not None:
        said = _last_unit_mention(working, value)
        if said is not None:
            return said, _unit(said)
        return last, _unit_of_terms(working, last)
    return last, worked


# A sum or a difference of plain numbers that makes the mention after it: `180 + 35 = `.
_TERMS_EQUAL = re.compile(
    r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?(?:[ \t]*[+−-][ \t]*\d[\d,]*(?:\.\d+)?)+)[ \t]*=[ \t]*$"
)
_TERM = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _unit_of_terms(working: str, mention: re.Match[str]) -> str | None:
    """The unit of measure of a bare sum or difference (`180 + 35 = 215` after "= 180 min" and
    "= 35 min"): the one unit the working last gave each of its terms, or None."""
    terms = _TERMS_EQUAL.search(working, max(0, mention.start() - 80), mention.start())
    if terms is None:
        return None
    units = set()
    for term in _TERM.findall(terms.group(1)):
        said = _last_unit_mention(working[: terms.start()], Fraction(term.replace(",", "")))
        unit = _unit(said) if said is not None else None
        if unit is None:
            return None
        units.add(unit)
    return units.pop() if len(units) == 1 else None


def _last_unit_mention(working: str, value: Fraction) -> re.Match[str] | None:
    """The working's last mention of `value` with a unit of measure or money after it (no
    counted noun), not as an operand of a later step."""
    said = None
    for match in _MENTION.finditer(working):
        if _value(match) != value or _OPERAND_AFTER.match(working, match.end("number")):
            continue
        unit = _unit(match)
        made = _MADE_BEFORE.search(working, max(0, match.start() - 6), match.start())
        if made and unit is not None and unit not in _NOT_MEASURES and not unit.startswith("group"):
            said = match
    return said


# A step's result, not a given: "= 6.5 feet", "9000 g is 9 kg".
_MADE_BEFORE = re.compile(r"(?:=|\bis|\bare)[ \t$]*$")
# Classes that are no unit of measure: money, counts and shares have rules of their own.
_NOT_MEASURES = frozenset({"money", "cent", "times", "percent", "permille", "basis point", "pair",
                           "counted"})  # fmt: skip


def _result_in_unit(working: str, value: Fraction, unit: str) -> bool:
    """Whether a step of the working ends on `value` in `unit` (`= $20.00`)."""
    return any(
        _value(match) == value
        and _unit(match) == unit
        and working[max(0, match.start() - 3) : match.start()].rstrip().endswith("=")
        for match in _MENTION.finditer(working)
    )


# A count of two or more in words, before the plural of the rate's unit ("three weeks").
_SMALL_COUNT = r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"


def _over_many(answer: str, working: str, mention: re.Match[str]) -> bool:
    """Whether a rate answer (`$2,940 per week`) gives the rate of a value its working made by
    multiplying over many of that unit (`In 4 weeks he earns 4 * 735 = $2,940.`): a total."""
    unit = _RATE_UNIT.search(_plain(answer))
    if unit is None:
        return False
    before = [end.end() for end in _SENTENCE_END.finditer(working, 0, mention.start())]
    after = _SENTENCE_END.search(working, mention.end())
    start, stop = before[-1] if before else 0, after.start() if after else len(working)
    sentence = working[start:stop]
    if not _TIMES.search(sentence) or _DIVIDED.search(sentence):
        return False  # `36 dollars divided by 18 hours is 2 dollars per hour`: a rate indeed
    # (`5 workdays` are many days, and so are "Three weeks")
    per = re.escape(unit.group(1).lower())
    many = re.compile(
        rf"\d\s*(?:[a-z]+)?{per}(?:s|es)?\b|\b{_SMALL_COUNT}\s+{per}(?:s|es)\b", re.IGNORECASE
    )
    return any(
        m.start() + start not in range(mention.start(), mention.end() + 1)
        for m in many.finditer(sentence)
    )


def _rate_times_count(
    answer: str, working: str, value: Fraction, mentions: list[re.Match[str]] | None = None
) -> bool:
    """Whether the working makes `value` as a rate it stated over the answer's own unit ("$138 a
    day" before `690 a day`; "$30 per shirt" before `90 each`) times a whole count of two or more
    (`5 × 138 = $690`): a total over many of that unit, no rate of it. (A day's rate times 5 is
    a week's rate: `735 per week` after "$147 a day" and `5 × 147 = 735` may be right.)
    `mentions` are the working's `_MENTION` matches where the caller has them already."""
    said = _RATE_UNIT.search(_plain(answer))
    unit = said.group(1).lower().rstrip("s") if said else None
    if unit is None and not _EACH_AFTER.search(_plain(answer)):
        return False
    if mentions is None:
        mentions = list(_MENTION.finditer(working))
    rates = set()
    for mention in mentions:
        found = _RATE_IN_WORKING.match(working, mention.end("number"))
        if found is None or _value(mention) == value:
            continue
        if _UNIT_CLASS.get((mention.group("after") or "").lower()) in _TIMES_OF:
            continue  # "50 weeks a year", "3 hours a day": a time's conversion, no amount's rate
        worked = found.group("unit") or found.group("unit2") or found.group("unit3")
        if (worked.lower().rstrip("s") == unit) if unit else worked.lower() not in _TIMES_OF:
            rates.add(_value(mention))
    if not rates:
        return False
    for mention in mentions:
        if _value(mention) != value or not working[: mention.start()].rstrip(" $").endswith("="):
            continue
        clause = _clause(working, mention)
        for product in _PRODUCT.finditer(clause):
            left, right = _amount(product.group(1)), _amount(product.group(2))
            for rate, count in ((left, right), (right, left)):
                if (
                    rate in rates
                    and count.denominator == 1
                    and count >= 2
                    and not _counts_other_things(working, count, unit)
                ):
                    return True
    return False


def _counts_other_things(working: str, count: Fraction, unit: str | None) -> bool:
    """Whether the working names `count` with a noun other than `unit` ("5,040 bottles": no
    count of days), so that a product with it makes no total over many of that unit. (An
    answer `each` has no unit: "3 shirts" are the many its price is over.)"""
    if unit is None:
        return False
    for mention in _MENTION.finditer(working):
        if _value(mention) != count:
            continue
        noun = (mention.group("after") or "").lower()
        if len(noun) >= 3 and noun.isalpha() and noun not in _NOT_A_NOUN:
            if noun.rstrip("s") != unit:
                return True
    return False


_NOT_A_NOUN = frozenset(
    "and the times for per each more less than are was were has had its his her their".split()
)
_EACH_AFTER = re.compile(r"\b(?:each|apiece)\b", re.IGNORECASE)


# A product of two numbers in a clause: `5 × 138`, `78 * 7`, `3 x 30`.
_PRODUCT = re.compile(
    r"(?<![\d.,])\$?(\d[\d,]*(?:\.\d+)?)"
    # (the rate's own words between: "$138 per day × 5 days")
    r"(?:[ \t]+(?:[a-z]+[ \t]+)?(?:per|an?|each|every)[ \t]+[a-z]+)?"
    r"[ \t]*(?:[×*·]|\\times|\\cdot|[ \t]x)[ \t]*\$?(\d[\d,]*(?:\.\d+)?)(?![\d,]*\.?\d)"
)
# A rate right after a number of the working: "$138 a day", "$7 per meter", "30 pages each".
_RATE_IN_WORKING = re.compile(
    r"[ \t]*(?:(?!(?:and|or|with|in|on|to|for|from|of|is|are|was|were)\b)[A-Za-z]+[ \t]+){0,2}?"
    r"(?:(?:per|an?|each|every)[ \t]+(?!(?:total|few|lot|half|third"
    r"|quarter|dozen)\b)(?P<unit>[a-z]+)\b|(?P<unit2>each|apiece)\b)|[ \t]*/[ \t]*(?P<unit3>[a-z]+)",
    re.IGNORECASE,
)


def _a_total_compared(working: str, clause: str, last: re.Match[str]) -> bool:
    """Whether an answer that compares (`more`, `fewer`) gives a value the working made as a
    total: "They drove 372 more miles than planned." after "In all: 192 + 180 = 372 miles", `27
    more bikes` after "9 + 18 = 27" (a line that compares nothing)."""
    line = working[working.rfind("\n", 0, last.start()) + 1 : last.end()]
    if _DIFFERENCE_NAMED.search(line) or _SUBTRACTED_INTO.search(line[: -len(last.group(0))]):
        # "Difference = This week's total - Last week's total = 8 - 4 = \boxed{4}": the totals
        # are its operands, the value their difference
        return False
    return bool(
        _WHOLE.search(line)
        or (_a_plain_sum(clause, last.group("number")) and _direction(line) is None)
    )


# A subtraction that makes the number right after it: "8 - 4 = ", "= 112 - 27 = \boxed{".
_SUBTRACTED_INTO = re.compile(
    r"\d[\d,.]*[ \t]*[-−–][ \t]*\$?\d[\d,.]*[ \t]*=[ \t]*\$?(?:\\boxed\{|\*\*)?[ \t]*$"
)


def _a_plain_sum(clause: str, number: str) -> bool:
    """Whether the clause makes the number by adding and nothing else (`9 + 18 = 27`, `−5 + 17 =
    12`: a negative number's sign subtracts nothing): no minus, no comparison, no division before
    it."""
    before = _NEGATIVE_NUMBER.sub(" ", clause[: clause.rfind(number)])
    return bool(
        _SUMMED.search(before)
        and before.rstrip(" \t$").endswith("=")
        and not _DIFFERENCE.search(before)
        and not _DIVIDED.search(before)
    )


def _a_share_totalled(answer: str, working: str, value: Fraction) -> bool:
    """Whether an answer that calls its value a total (`in total`, `for the group`) gives one the
    working made as a share or a difference: `$27 for the group` after "Each friend pays $108 ÷ 4
    = $27.", `24 apples in total` after "Difference: 53 − 29 = 24."."""
    if not _TOTAL_SAID.search(answer):
        return False
    last = _last_mention(working, value)
    if last is None:
        return False
    clause = _clause(working, last)
    if _EACH_PAYS.search(clause) or (_EACH.search(clause) and _DIVIDED.search(clause)):
        return True  # (a share: "38 tickets at $12.75 each cost 38 * 12.75 = 484.5" is a total)
    line = working[working.rfind("\n", 0, last.start()) + 1 : last.end()]
    return _DIFFERENCE_NAMED.search(line) is not None


_TOTAL_SAID = re.compile(
    r"\b(?:in[ \t]+total|altogether|combined|in[ \t]+all|all[ \t]+together|for[ \t]+(?:the[ \t]+"
    r"(?:whole[ \t]+|entire[ \t]+)?(?:group|family|class|team)|everyone|all[ \t]+of[ \t]+them))\b",
    re.IGNORECASE,
)
_DIFFERENCE_NAMED = re.compile(r"\bdifference\b", re.IGNORECASE)
# "Each friend pays $18.": a share, its "each" the subject's (not a price's: "$12.75 each")
_EACH_PAYS = re.compile(
    r"(?<![\d.$])(?<![\d.][ \t])\beach[ \t]+(?:of[ \t]+(?:them|us|the[ \t]+\w+)[ \t]+|[a-z]+[ \t]+)"
    r"(?:pays?|gets?|receives?|owes?|contributes?|spends?)\b",
    re.IGNORECASE,
)


def _summed(answer: str, clause: str, number: str) -> bool:
    """Whether an answer of so much "each" (`_EACH_AFTER`, no rate of time) is a number the
    clause made by adding, and divides nothing: a whole, no share."""
    if _per_time(_plain(answer)) is not None or not _EACH_AFTER.search(_plain(answer)):
        return False
    if _EACH_WORD.search(clause) or _DIVIDED.search(clause):
        return False  # ("Each box holds 4 + 2 = 6 apples.": a share made by adding)
    return _SUMMED.search(clause[: clause.rfind(number)]) is not None


_SUMMED = re.compile(r"\+|\bplus\b")
# A minus that signs a number, not a difference: `= −5 + 17`, `(−14)`, at a clause's start.
_NEGATIVE_NUMBER = re.compile(r"(?:(?<=[=(:])|^)[ \t]*[-−–](?=\d)")
_EACH_WORD = re.compile(r"\b(?:each|per|every|apiece|a[ \t]+(?:piece|person|head))\b", re.I)


def _clause(working: str, mention: re.Match[str]) -> str:
    """The clause of the working a mention stands in."""
    before = [end.end() for end in _CLAUSE_END.finditer(working, 0, mention.start())]
    after = _CLAUSE_END.search(working, mention.end())
    return working[before[-1] if before else 0 : after.start() if after else len(working)]


_PER_TIME = re.compile(
    r"\b(?:per|an?|each|every)\s+(second|minute|hour|day|week|month|year)s?\b"
    r"|\b(hourly|daily|weekly|monthly|yearly|annually)\b",
    re.IGNORECASE,
)
_ADVERB_TIME = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month"}


def _per_time(text: str) -> str | None:
    """The unit of time a rate is per (`$615 a month`: month), or None."""
    found = _PER_TIME.search(text)
    if found is None:
        return None
    if found.group(1):
        return found.group(1).lower()
    return _ADVERB_TIME.get(found.group(2).lower(), "year")


def _heading_above(working: str, at: int) -> str:
    """The line right above the one that holds `at`, where it names a step ("## Step 3: Find how
    many pages are left."), else ""."""
    line_start = working.rfind("\n", 0, at) + 1
    above = working[working.rfind("\n", 0, max(0, line_start - 1)) + 1 : line_start]
    return above if _STEP_HEADING.match(above) else ""


_STEP_HEADING = re.compile(r"[ \t]*(?:#{1,4}[ \t]*|\*\*)?[ \t]*step[ \t]*\d", re.IGNORECASE)


def _over_its_period(answer: str, clause: str, heading: str) -> bool:
    """Whether the working's clause (or the step heading over it) totals over the very period the
    answer's rate is per: "Total for the week", "over the 7 days of a week", "per week" before `...
    per week`; a heading's "each year" (`_step_per_period`)."""
    if _step_per_period(answer, heading):
        return True
    clause = clause + "\n" + heading
    per = _per_time(_plain(answer))
    if per is not None and re.search(
        rf"(?<![\d$])[ \t](?:per|a|an|each|every)[ \t]+{per}[ \t]+(?:is|was|comes[ \t]+to)\b",
        clause,
    ):
        return True  # "the total cost of driving per year is $30,000 + $1,800 = $31,800"
    over = rf"\b(?:for|in|over|during)\b[^.;\n]{{0,30}}?\b{per}\b" if per else None
    return over is not None and re.search(over, clause, re.IGNORECASE) is not None


def _step_per_period(answer: str, heading: str) -> bool:
    """Whether the step heading over the working's clause finds a total per the very period the
    answer's rate is per: "Step 6: Calculate the total cost of the driving service each year."
    before `$31,800 a year`. (Only the heading: the clause's own operands may be rates of it.)"""
    per = _per_time(_plain(answer))
    return per is not None and bool(
        re.search(rf"\b(?:each|every|per|a|an|one)[ \t]+{per}\b", heading, re.IGNORECASE)
    )


# Words that name the other part of a whole: `87.5% failed` is not the `87.5% passed` worked out.
_COMPLEMENT_PAIRS = (
    ("passed", "failed"), ("won", "lost"), ("present", "absent"), ("boys", "girls"),
    ("men", "women"), ("sold", "unsold"), ("accepted", "rejected"), ("odd", "even"),
    ("inside", "outside"), ("completed", "incomplete"), ("finished", "unfinished"),
)  # fmt: skip
_COMPLEMENT = {a: b for a, b in _COMPLEMENT_PAIRS} | {b: a for a, b in _COMPLEMENT_PAIRS}


def _names_the_complement(answer: str, working: str, value: Fraction) -> bool:
    """Whether the answer's words name the complement of what the working's last mention of
    the value says it is (`87.5% failed` after `87.5% passed`)."""
    said = {w.lower() for w in _WORD.findall(answer)} & _COMPLEMENT.keys()
    if not said:
        return False
    last = _last_mention(working, value)
    if last is None:
        return False
    near = working[last.end("number") : last.end("number") + 40]
    worked = {w.lower() for w in _WORD.findall(near)[:_WORDS_AFTER_MENTION]}
    return any(_COMPLEMENT[word] in worked and word not in worked for word in said)


# What a qualifier after a value says of it, as a key: a rate (`per day`, `a day`, `each way`),
# a whole (`in total`), what is left (`left to pay`, `still needed`), a comparison and what it
# is made with (`more ... than Sam`).
_QUALIFIER = re.compile(
    r"\b(?:(?P<way>each\s+way|one\s+way)|(?:per|an?|each|every)\s+(?P<per>(?!total\b)[a-z]+)"
    r"|(?P<total>in\s+total|altogether|in\s+all|combined)"
    r"|(?P<left>left(?:\s+to\s+pay)?|remaining|still\s+(?:needed|owed|owes|to\s+pay)|to\s+go)"
    # (what is over or short of a need: `26 spare chairs` after "2 extra chairs")
    r"|(?P<extra>spare|extra|surplus|missing|short)"
    # (compared with a name: "than Sam"; not "than her sister", which names no one of its own)
    r"|(?P<compare>more|fewer|less)\b(?:[^.;\n]{0,30}?\bthan\s+(?P<object>(?-i:[A-Z][a-z]+)))?"
    r"|(?P<times>times\s+as\s+(?:many|much|long|large|big|old|tall)))\b",
    re.IGNORECASE,
)
_QUALIFIER_WINDOW = 40  # characters after a value where its qualifiers stand
# ... up to the end of its clause, an operator or another number (`1,250 - 400 = $850 left`)
_QUALIFIED_UNTIL = re.compile(r"[.;:!?](?=\s|$)|\n|[-+*/=×÷<>]|\d")


def _qualifiers(text: str) -> set[str]:
    """The keys of the qualifiers in `text` (`per:day`, `way`, `total`, `left`, `more:Sam`)."""
    keys = set()
    for found in _QUALIFIER.finditer(text):
        if found.group("per"):
            keys.add("per:" + found.group("per").lower().rstrip("s"))
        elif found.group("way"):
            keys.add("way")
        elif found.group("total"):
            keys.add("total")
        elif found.group("left"):
            keys.add("left")
        elif found.group("extra"):
            keys.add("extra")
        elif found.group("times"):
            keys.add("times")
        else:
            compared = found.group("compare").lower()
            keys.add(
                ("more" if compared == "more" else "less") + ":" + (found.group("object") or "")
            )
    return keys


# A comparison the working makes between two quantities (not a subtraction of what is used up).
_COMPARISON_MADE = re.compile(
    r"\b(?:than|difference|apart|how\s+many\s+(?:more|fewer|less))\b", re.IGNORECASE
)
_DIFFERENCE = re.compile(r"[-−–]|\bminus\b|\bdifference\b|\bthan\b|\bapart\b|\bgap\b", re.I)


def _states_an_amount(working: str, value: Fraction, own: set[str]) -> bool:
    """Whether the working states the value as an amount, never as a comparison: what is left or
    a whole, or a counted noun in a clause with no difference in it (`9 * 32 = 288 rolls`; after
    `12 - 7 = 5 apples` a comparison may be what the question asked)."""
    if own & {"left", "total"}:
        return True
    last = _last_mention(working, value)
    # (kitchen measures count as nouns do: `6 more cups` after "8 x 3/4 = 6 cups")
    if last is None or (_unit(last) != "counted" and _unit(last) not in _KITCHEN_MEASURES):
        return False
    return _DIFFERENCE.search(_clause(working, last)) is None and not (
        {w.lower() for w in _WORD.findall(_clause(working, last))} & (_UP | _DOWN)
    )


# "each pays", "each of them spends", "the cost per person is": the clause's value is per one
# ("9 eggs at $2 each" says it of the price, not of the clause's value)
_THAN = re.compile(r"\bthan\s+([A-Z][a-z]+)")
_EACH = re.compile(
    r"\beach(?:[ \t]+(?:of[ \t]+(?:them|the[ \t]+\w+)|[a-z]+))?[ \t]+(?:pays?"
    r"|spends?|gets?|receives?|has|owes?|needs?|costs?|earns?|gives?|takes?|buys?|contributes?"
    r"|must|will|would|should)\b|\bper[ \t]+(?:person|head|student|friend|child|member)[ \t]+"
    r"(?:is|was|comes?[ \t]+to)\b",
    re.IGNORECASE,
)


def _each_before(working: str, value: Fraction) -> bool:
    """Whether the clause that last states `value` says it of each one ("each pays ... = 67")."""
    last = _last_mention(working, value)
    if last is None:
        return False
    clause = _clause(working, last)
    before = clause[: clause.rfind(last.group("number"))] if last.group("number") in clause else ""
    if "each" in before:
        # "38 tickets at $12.75 each cost 38 * 12.75 = 484.5": that "each" prices one ticket
        before = _PRICE_EACH.sub("", before)
    return _EACH.search(before) is not None and not _WHOLE.search(clause)


_PRICE_EACH = re.compile(r"\$?\d[\d,.]*[ \t]+each\b", re.IGNORECASE)


def _qualifier_of_another(answer: str, working: str, value: Fraction) -> bool:
    """Whether a qualifier of the answer is one the working gave another value and never this
    one (`$1,250 left to pay` after "$850 left to pay", `$32 in total` after "$192 in total",
    `350 minutes each way` after "35 minutes each way"), or a comparison the working made the
    other way round (`Sam has 168 more ... than Jo` after "Jo has 168 more ... than Sam")."""
    number = _MENTION.search(answer)
    if number is None:
        return False
    window = answer[number.end("number") : number.end("number") + _QUALIFIER_WINDOW]
    said = _qualifiers(re.split(r"[(,;]", window, maxsplit=1)[0])  # (a note is read apart)
    if not said:
        return False
    own: set[str] = set()
    others: set[str] = set()
    for mention in _MENTION.finditer(working):
        after = working[mention.end("number") : mention.end("number") + _QUALIFIER_WINDOW]
        stop = _QUALIFIED_UNTIL.search(after)
        keys = _qualifiers(after[: stop.start()] if stop else after)
        (own if _value(mention) == value else others).update(keys)
    for key in said:
        if key.startswith(("more:", "less:")):
            direction, _, thing = key.partition(":")
            mine = [k for k in own if k.startswith(("more:", "less:"))]
            if not mine and _states_an_amount(working, value, own):
                return True  # `237 fewer tiles` after "816 - 579 = 237 tiles are left"
            if not mine and thing and key in others:
                # `120 more stamps than Ben` after "Kate has 120 - 40 = 80 more stamps than Ben":
                # the working's comparison with Ben is another value's
                return True
            if mine and own & {"left"} and not _COMPARISON_MADE.search(working):
                # `77 fewer` after "252 - 175 = 77 cookies are left. So there are 77 fewer.":
                # what is left, called a comparison no question of the working made
                return True
            for worked in mine:
                worked_direction, _, worked_thing = worked.partition(":")
                if thing and worked_thing and thing != worked_thing:
                    if direction == worked_direction:
                        return True  # the same comparison with its sides swapped
                elif direction != worked_direction:
                    return True  # `168 fewer` after "168 more"
            continue
        # (rates are shared by many values of a working, `3 times a week`, `540 meters a week`:
        # only a whole, what is left and a way, against a value the working qualified otherwise)
        if key == "times" and key not in own:
            return True  # `168 times as many` where the working never made 168 a factor
        if key == "total" and key not in own and _each_before(working, value):
            return True  # `67 in total` after "each pays 603 / 9 = 67 dollars"
        if key == "extra" and key not in own:
            last = _last_mention(working, value)
            if last is not None and _WHOLE.search(_clause(working, last)):
                return True  # `26 spare chairs` after "the total is 24 + 2 = 26 chairs"
        if key.startswith("per:") or key not in others or key in own:
            continue
        if key != "left" or own:
            return True
    return False


# A comparison word right after a sentence's number ("Mia has 27 less."), and the name the
# sentence opens on (its subject: not "So", "She", "The", ...).
_COMPARED_AFTER = re.compile(r"[ \t]*(?:[a-z]+[ \t]+)?(more|less|fewer)\b", re.IGNORECASE)
_BARE_NUMBER = re.compile(r"\$?\d[\d,]*(?:\.\d+)?")
_NAMED_SUBJECT = re.compile(r"[ \t*]*([A-Z][a-z]+)\b")
_NOT_A_NAME = frozenset(
    "so thus the she he they it there therefore hence then now we i answer final this that in"
    " after altogether finally overall total".split()
)
_NAME = re.compile(r"\b[A-Z][a-z]+\b")


def turns_the_comparison(answer: str, completion: str, value: Fraction) -> bool:
    """Whether a bare number read from the last sentence ("Mia has 27 less.") is said there of
    the same person the working compared the other way ("so Mia has 86 - 59 = 27 more stickers
    than Leo"). Another subject ("Leo has 27 fewer.") may be the same comparison turned round."""
    if not _BARE_NUMBER.fullmatch(answer):
        return False
    end = completion.rfind(answer)
    said = _COMPARED_AFTER.match(completion, end + len(answer)) if end > 0 else None
    if said is None or completion[end - 1].isdigit():
        return False
    line_start = completion.rfind("\n", 0, end) + 1
    subject = _NAMED_SUBJECT.match(completion, line_start, end)
    if subject is None or subject.group(1).lower() in _NOT_A_NAME:
        return False
    ours = "up" if said.group(1).lower() == "more" else "down"
    working = _plain(completion[:line_start])
    for mention in _MENTION.finditer(working):
        if _value(mention) != value:
            continue
        after = working[mention.end("number") : mention.end("number") + _QUALIFIER_WINDOW]
        words = [word.lower() for word in _WORD.findall(after)[: _WORDS_TO_COMPARISON + 1]]
        theirs = "up" if "more" in words else "down" if {"less", "fewer"} & set(words) else None
        names = _NAME.findall(
            working[working.rfind("\n", 0, mention.start()) + 1 : mention.start()]
        )
        if theirs and theirs != ours and names and names[-1] == subject.group(1):
            return True
    return False


_COUNTED_AFTER = re.compile(r"\s*\$?\d[\d,]*(?:\.\d+)?\s+([a-z]{3,}s)\b")
_WORDS_AFTER_MENTION = 4
_CENTS = re.compile(r"\bcents?\b|¢|\bpenn(?:y|ies)\b", re.IGNORECASE)
_DOLLARS = re.compile(
    r"\$|\bdollars?\b|\bmoney\b|\brevenue\b|\bprofit\b|\bearn(?:s|ed|ings)?\b|\bcosts?\b|\bprice\b",
    re.IGNORECASE,
)


_CENTS_ANSWER = re.compile(r"\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:cents?|¢)\s*\.?\s*", re.IGNORECASE)


def dozens_as_counted(answer: str, completion: str) -> str | None:
    """The count of dozens an answer names ("7 dozens of eggs"), where the working divided by 12
    to count them in dozens ("84 eggs / 12 eggs/dozen = 7 dozens"): the question asked in dozens,
    and the word is its unit, not a factor of 12. None otherwise ("#### 18 dozen" alone stays 216,
    and so does "56 dozen" after "672 / 12 = 56 cartons")."""
    said = _DOZENS_ANSWER.match(answer)
    if said is None:
        return None
    if _RATE_UNIT.search(_plain(answer).rstrip(" .)]")) or _EACH_AFTER.search(answer, said.end()):
        return None  # ("8 dozen a day", "8 dozen per hen": a rate, judged as any rate is)
    count = re.escape(said.group(1))
    worked = re.search(
        # (GSM8K's calculator note may sit between: "588 / 12 = <<588/12=49>>49 dozen")
        rf"(?:/|÷|divided[ \t]+by)[ \t]*12\b[^=\n]{{0,24}}=[ \t]*(?:<<[^<>\n]{{0,40}}>>)?"
        rf"{count}[ \t]+dozens?\b",
        completion,
    ) or re.search(
        # ("so the number of dozens is \[ 504 \div 12 = 42. \]": the dozens named just before)
        rf"\bdozens\b[^=\n]{{0,40}}?\s{{0,4}}(?:\\\[|\\\(|\$)?[ \t]*\d[\d,]*[ \t]*(?:/|÷|\\div|divided[ \t]+by)"
        rf"[ \t]*12\b[ \t]*=[ \t]*{count}(?![\d.,]\d)(?![ \t]*[A-Za-z])",
        completion,
        re.IGNORECASE,
    )
    if worked is None and _ASKED_IN_DOZENS.search(completion):
        # "To find out how many dozen cookies she needs to make: \frac{60 \text{ cookies}}{12
        # \text{ cookies/dozen}} = 5", "we need to divide 60 by 12": the question, echoed, asks
        # in dozens and the working divided by 12
        worked = _DIVIDED_BY_12.search(completion)
    return said.group(1) if worked else None


_ASKED_IN_DOZENS = re.compile(
    r"\bhow[ \t]+many[ \t]+dozens?\b|\bnumber[ \t]+of[ \t]+dozens?\b", re.I
)
_DIVIDED_BY_12 = re.compile(
    r"(?:/|÷|\\div|divided[ \t]+by|divide[ \t]+\d[\d,]*[ \t]+by|\\frac\{[^{}]*\}\{)[ \t]*12\b", re.I
)
_DOZENS_ANSWER = re.compile(r"[ \t]*(\d+)[ \t]+dozens?\b", re.IGNORECASE)


def cents_in_dollars(answer: str, completion: str) -> str | None:
    """`1,870 cents` as dollars (`18.70`) where the working counts in dollars (`$18.70`): the
    same amount in another unit. None otherwise."""
    cents = _CENTS_ANSWER.fullmatch(_plain(answer))
    if cents is None:
        return None
    end = completion.rfind(answer)
    working = completion[: end if end >= 0 else 0]
    if not _DOLLARS.search(working):
        return None
    return str(Fraction(cents.group(1).replace(",", "")) / 100)


# One number in dot groups (`13.500 habitantes`), which reads as a decimal the English way and as
# thousands in the languages that write a decimal comma.
_DOT_GROUPS_ANSWER = re.compile(r"\s*\$?(\d{1,3})((?:\.\d{3})+)(?![\d.,])[^\d]{0,40}")


# "The answer" of a language that writes a decimal comma, as a line's label ("**Antwoord:** €
# 3.330"), or the euro sign before or after the amount.
_CONTINENTAL_LABEL = re.compile(
    r"(?:antwort|réponse|respuesta|risposta|resposta|antwoord|odpowiedź|svar|răspuns|odpověď"
    r"|válasz|vastaus|cevap|jawaban|απάντηση|ergebnis|resultado|risultato|résultat|wynik)"
    # (a word of "final" after it: "Respuesta final:", "Odpowiedź końcowa:")
    r"(?:[ \t]+[^\W\d_]{2,12})?[ \t*_]*:|€",
)


def dot_groups_as_worked(answer: str, completion: str) -> str | None:
    """`13.500 habitantes` as 13500 where the working computed 13500 (`12500 + 1000 = 13500`, or
    `13,500`) and never the decimal (13.5): the value the working reached, grouped the way the
    answer's language groups thousands. None otherwise."""
    grouped = _DOT_GROUPS_ANSWER.fullmatch(answer)
    end = completion.rfind(answer)
    if grouped is None or end < 0:
        return None
    line_start = completion.rfind("\n", 0, end) + 1
    line = completion[line_start : completion.find("\n", end) % (len(completion) + 1)]
    if not any(char.isalpha() for char in line):
        # `#### 11.785` under "Sekarang kota itu berpenduduk 11.785 jiwa.": the sentence above
        # says it in its language
        line = completion[completion.rfind("\n", 0, max(line_start - 1, 0)) + 1 : line_start] + line
    lowered = line.lower()
    if not in_a_comma_language(lowered) and not _CONTINENTAL_LABEL.search(lowered):
        return None  # (`#### 1.840` in English is 1.84, whatever the working computed)
    worked = _worked_numbers(completion[:end])
    whole = grouped.group(1) + grouped.group(2).replace(".", "")
    if _worked_whole_not_decimal(grouped, ".", worked):
        return whole
    return whole if grouped_result_worked(completion[:end], whole) else None


# One step of working whose result is written in thousands groups: `1.970 - 415 = 1.555`,
# `1 970 - 415 = 1 555`.
_GROUPED_STEP = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d{1,9})[ \t]*([-+−×*·])[ \t]*"
    r"(\d{1,3}(?:[. \u00a0\u202f]\d{3})+|\d{1,9})[ \t]*=[ \t]*(\d{1,3}(?:[. \u00a0\u202f]\d{3})+)(?![\d]|[.,]\d)"
)
_OPERATIONS = {
    "+": lambda x, y: x + y,
    "-": lambda x, y: x - y,
    "−": lambda x, y: x - y,
    "×": lambda x, y: x * y,
    "*": lambda x, y: x * y,
    "·": lambda x, y: x * y,
}


def grouped_result_worked(working: str, whole: str) -> bool:
    """Whether a step of `working` computes `whole` written in thousands groups, and is true only
    read so: `1.970 - 415 = 1.555` (1970 - 415 = 1555; read as decimals it is false)."""
    for step in _GROUPED_STEP.finditer(working) if len(working) <= 20_000 else ():
        first, operation, second, result = step.groups()
        if re.sub(r"\D", "", result) != whole:
            continue
        operate = _OPERATIONS[operation]
        as_thousands = operate(int(re.sub(r"\D", "", first)), int(re.sub(r"\D", "", second)))
        if as_thousands != int(whole):
            continue
        try:  # (the same step read with decimal points: `1.500 + 0.055 = 1.555` says nothing)
            as_decimals = operate(
                Fraction(first.replace(" ", "")), Fraction(second.replace(" ", ""))
            )
            if " " not in result and as_decimals == Fraction(result):
                continue
        except (ValueError, ZeroDivisionError):
            pass
        return True
    return False


def _worked_numbers(working: str) -> set[str]:
    """The numbers `working` writes, their comma groups joined (`13,500` -> `13500`)."""
    return {match.group(0).replace(",", "") for match in WRITTEN_NUMBER.finditer(working)}


# One space group in the last line (`3 330 грн`, `3 330,- Kč`): thousands in the languages that
# group with spaces, or two numbers.
_ONE_SPACE_GROUP = re.compile(r"(?<![\d.,])(\d{1,3}) (\d{3})(?![\d.]|,\d)")


def space_group_as_worked(completion: str) -> str | None:
    """`completion` with the one space group of its last line joined (`3 330` -> `3330`) where the
    working before that line computed the joined number and neither part alone; else None."""
    line_start = completion.rstrip().rfind("\n") + 1
    found = [*_ONE_SPACE_GROUP.finditer(completion, line_start)]
    if len(found) != 1:
        return None
    group = found[0]
    whole = group.group(1) + group.group(2)
    worked = _worked_numbers(completion[:line_start])
    parts_worked = group.group(1) in worked or group.group(2) in worked
    # ("1 970 - 415 = 1 555": the working computed it, grouped the same way)
    if not grouped_result_worked(completion[:line_start], whole) and (
        whole not in worked or parts_worked
    ):
        return None
    return completion[: group.start()] + whole + completion[group.end() :]


_COMMA_GROUPS_ANSWER = re.compile(r"\s*\$?(\d{1,3})((?:,\d{3})+)(?![\d.,])[^\d]{0,40}")


def comma_groups_as_worked(answer: str, completion: str) -> bool:
    """Whether `10,240` (one number in comma groups) is the 10240 the working computed (written
    plain, `7500 + 2740 = 10240`) where the working never wrote the decimal 10.24 (or `10,24`):
    an English thousands comma in a text otherwise written the continental way."""
    grouped = _COMMA_GROUPS_ANSWER.fullmatch(answer)
    end = completion.rfind(answer)
    if grouped is None or end < 0:
        return False
    worked = {match.group(0) for match in _PLAIN_NUMBER.finditer(completion[:end])}
    return _worked_whole_not_decimal(grouped, ",", worked)


def _worked_whole_not_decimal(grouped: re.Match[str], separator: str, worked: set[str]) -> bool:
    """Whether the number `grouped` (its first group, then `separator` and groups of three) is
    among the `worked` numbers read whole, and its first separator read as a decimal point is
    not (`13.500` against 13500 and 13.5)."""
    whole = grouped.group(1) + grouped.group(2).replace(separator, "")
    decimal = grouped.group(1) + "." + grouped.group(2)[1:].replace(separator, "").rstrip("0")
    decimal_worked = any(
        value.replace(",", ".").rstrip("0").rstrip(".") == decimal.rstrip(".") for value in worked
    )
    return whole in worked and not decimal_worked


_PLAIN_NUMBER = re.compile(r"(?<![\d.,])\d+(?:[.,]\d+)?(?![\d.,]?\d)")


# A fraction of a minor unit of money, in the languages models answer in: `18,65 centimes`,
# `28,80 Cent`, `18.65 cents` — after working in the major unit (`2,5 × 7,46 = 18,65 €`), a
# unit slip that makes the amount a hundredth of the one worked out.
_FRACTIONAL_MINOR = re.compile(
    r"\s*[-−]?\d+[.,]\d+\s*(?:cents?|centimes?|céntimos?|centavos?|centesim[io]|cent|eurocent"
    r"|kopecks?|kopeks?|копе\w*|копій\w*|grosz[ey]?|groszy|haléř\w*|kuruş|paise|¢)\s*\.?\s*",
    re.IGNORECASE,
)
_MAJOR_MONEY = re.compile(
    r"[$€£₽₴₺]|R\$|\bzł|\bkč\b|\b(?:dollars?|euros?|pounds?|reais|real|pesos?|rubles?|roubles?"
    r"|рубл\w*|гривн\w*|złotych|korun\w*|lira|liras|rupees?)\b",
    re.IGNORECASE,
)


def fractional_minor_units(answer: str, completion: str) -> bool:
    """Whether the answer counts a fraction of cents (`_FRACTIONAL_MINOR`) where the working
    counted money in its major unit: the amount it names is a hundredth of the one worked out."""
    if _FRACTIONAL_MINOR.fullmatch(_plain(answer)) is None:
        return False
    end = completion.rfind(answer)
    return _MAJOR_MONEY.search(completion[: end if end >= 0 else len(completion)]) is not None


_WORDS_TO_COMPARISON = 3
_COMPARED_ANSWER = re.compile(
    r"\s*(\$?\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+)?(more|fewer|less)(?:\s+than\s+[A-Z][a-z]+)?\s*\.?\s*",
    re.IGNORECASE,
)


# The subtraction an answer ends (`$520 - $480 = ` before `$40 more`).
_DIFFERENCE_BEFORE = re.compile(
    r"\$?(\d[\d,]*(?:\.\d+)?)\s*[-−–]\s*\$?(\d[\d,]*(?:\.\d+)?)\s*=\s*$"
)


def _amount(number: str) -> Fraction:
    return Fraction(number.replace(",", ""))


def compared_as_worked(answer: str, completion: str) -> str | None:
    """`63 more` where the working said the same of 63 ("198 - 135 = 63 dollars more than Kai"):
    the comparison the question asked for, as the working made it; its number. None otherwise
    (`#### 18 more` alone compares with nothing: no number)."""
    compared = _COMPARED_ANSWER.fullmatch(_plain(answer))
    end = completion.rfind(answer)
    if compared is None or end < 0:
        return None
    value = Fraction(compared.group(1).lstrip("$").replace(",", ""))
    word = compared.group(2).lower()
    working = _plain(completion[:end])
    difference = _DIFFERENCE_BEFORE.search(working)
    if difference and _amount(difference.group(1)) - _amount(difference.group(2)) == value:
        return compared.group(1)  # "$520 - $480 = $40 more": the difference, as worked
    for mention in _MENTION.finditer(working):
        if _value(mention) == value:
            after = working[mention.end("number") : mention.end("number") + _QUALIFIER_WINDOW]
            if word in _WORD.findall(after.lower())[:_WORDS_TO_COMPARISON]:
                return compared.group(1)  # ("63 dollars more than Kai": within three words)
    return None


def _spoke_of_dollars_only(working: str) -> bool:
    return _DOLLARS.search(working) is not None and _CENTS.search(working) is None


_OPERAND_BEFORE = re.compile(r"\d[\s$]*[*×x/÷+-][\s$]*$")
_OPERAND_AFTER = re.compile(r"\$?\s*[*×x/÷+]\s*\$?\d|\$?\s*-\s*\$?\d")


_LINE_LABEL = re.compile(r"[ \t*#>-]*(?:total[ \t]+)?([A-Za-z]+s)\b[^:\n]{0,30}:")


def _words_to_noun(after: str) -> set[str]:
    """The first few words after a number, lower-cased, up to the first noun that counts ("red
    apples"; "5 buses seat 225 people": buses, not the verb after them)."""
    words = set()
    for word in _WORD.findall(after)[:_WORDS_AFTER_MENTION]:
        word = word.lower()
        words.add(word)
        if (_COUNTED.fullmatch(word) and word not in _NOT_COUNTED) or word in _UNIT_CLASS:
            break
    return words


def _counts_another_thing(answer: str, working: str, value: Fraction) -> bool:
    """Whether the noun an answer counts (`2,880 shelves`) is one the working counted another
    number of (`16 shelves`), while the working counts another noun with this value (`2,880
    books`) and no mention has the answer's noun within a few words (`12 red apples`)."""
    noun = _COUNTED_AFTER.match(answer)
    if noun is None or noun.group(1) in _NOT_COUNTED:
        return False
    word = noun.group(1)
    forms = {word, word[:-1], word[:-2] if word.endswith("es") else word}
    counted_other, last_noun, named_money, value_label = False, None, False, ""
    for mention in _MENTION.finditer(working):
        after = working[mention.end("number") : mention.end("number") + 60].lower()
        # (within its clause: "= 24 socks.\nAlternatively: 9 pairs" names no pairs of the 24)
        after = _CLAUSE_END_AFTER.split(after, maxsplit=1)[0]
        near = _words_to_noun(after)
        if _value(mention) == value:
            if _OPERAND_AFTER.match(working, mention.end("number")):
                continue  # ("Check: 126 * 6 = 756 pears": the nouns after are the product's)
            if forms & near:
                return False
            named = (mention.group("after") or "").lower()
            if not named:
                # "Slices left over: 40 - 36 = 4": the line's label names what the value counts
                label = _LINE_LABEL.match(working, working.rfind("\n", 0, mention.start()) + 1)
                named = label.group(1).lower() if label else ""
                value_label = value_label or named
                if named and not re.search(rf"\d[ \t]+{named}\b", working, re.IGNORECASE):
                    named = ""  # (a label the working never counts: "Attends, vérifions : 179")
                if named in forms:
                    return False
            if _COUNTED.fullmatch(named) and named not in _NOT_COUNTED:
                last_noun = named
            named_money = named_money or _unit(mention) == "money"
        elif (mention.group("after") or "").lower() in forms:
            counted_other = True
    counted_other = counted_other or _labels_another_result(working, forms, value)
    # (only where the working counts another noun with the value itself, or says it in money: a
    # value the working leaves bare may be answered with the noun the question asks for)
    if counted_other or last_noun is not None:
        # (`960 tickets` after "= 960 dollars" and "165 tickets")
        # (or a line's label names the value's noun: "Bags of 6: 630 ÷ 6 = 105." then `105 lemons`
        # after "Lemons: 15 × 42 = 630.")
        return counted_other and (last_noun is not None or named_money or bool(value_label))
    return False


def _labels_another_result(working: str, forms: set[str], value: Fraction) -> bool:
    """Whether a line labelled with the answer's noun ("Lemons: 15 × 42 = 630.", "Seats sold:
    80% of 250 = 200.") ends on another number than `value`."""
    for line in working.splitlines():
        label = _LINE_LABEL.match(line)
        if label is None or label.group(1).lower() not in forms:
            continue
        result = _LINE_RESULT.search(line)
        if result is not None and Fraction(result.group(1).replace(",", "")) != value:
            return True
    return False


_LINE_RESULT = re.compile(r"=[ \t$]*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)[^=\d]*$")


_CLAUSE_END_AFTER = re.compile(r"[.;:!?]\s|\n")
_HOW_MANY_TIMES = re.compile(r"\b(?:how[ \t]+many|number[ \t]+of)[ \t]+times\b", re.IGNORECASE)


def _rate_of_a_whole(
    answer: str, working: str, clause: str, last: re.Match[str], value: Fraction
) -> bool:
    """Whether a rate answer (`unit_disagrees`, where the working's mention is no rate) names a
    whole the working made: under a heading that finds what is left (`#### 48 pages a day` after
    "## Step 3: Find how many pages are left.\n... = 48"), a rate times a count (`#### 690 a day`
    after "$138 a day" and "5 × 138 = $690"), or a sum of what was bought (`$147 each` after
    "138, plus 9 for parking is 147")."""
    return bool(
        _WHOLE.search(_heading_above(working, last.start()))
        or _rate_times_count(answer, working, value)
        or _summed(answer, clause, last.group("number"))
        or _a_difference_of_wholes(answer, working, clause, last.group("number"))
    )


def _a_difference_of_wholes(answer: str, working: str, clause: str, number: str) -> bool:
    """Whether the clause makes the value as one amount less another (`350 - 270 = 80 pages`,
    `$100 - $90 = $10`), neither of which the working ever names a rate, nor names the amount
    taken from on a line with the answer's own rate ("1 bag of cookies a week, which has 36
    cookies" before `9 cookies a week`), in a clause that names no rate and divides nothing: what
    is left or the change, no rate (`#### 80 pages per day`, `#### 10 per ticket`). (A difference
    of rates is a rate: "$15 an hour" ... `15 - 12 = 3`.)"""
    at = clause.rfind(number)
    if at < 0 or _EACH_WORD.search(clause) or _DIVIDED.search(clause):
        return False
    if not _RATE_RIGHT_AFTER.match(_plain(answer)):
        return False  # ("saves $6 by buying a ride bracelet": what was bought, no rate)
    difference = _DIFFERENCE_EQUALS.search(clause, 0, at)
    if difference is None:
        return False
    whole = _amount(difference.group(1))
    taken = {_amount(found) for found in _BARE_AMOUNT.findall(difference.group(2))}
    said = _RATE_UNIT.search(_plain(answer))
    per = re.compile(rf"\b(?:per|an?|each|every)\s+{said.group(1)}\b", re.I) if said else None
    for mention in _MENTION.finditer(working):
        if _value(mention) != whole and _value(mention) not in taken:
            continue
        if (
            _RATE_IN_WORKING.match(working, mention.end("number")) is not None
            or _SPEED.match(working, mention.end("number")) is not None
        ):
            return False
        line_start = working.rfind("\n", 0, mention.start()) + 1
        line_end = working.find("\n", mention.end())
        line = working[line_start : line_end if line_end >= 0 else len(working)]
        if per is not None and _value(mention) == whole and per.search(line):
            return False
    return True


# One amount less others, then "=" right before the value: "350 - 270 = ", "$100 - $90 = $",
# "36 - 20 - 7 = " (the amount taken from first; no sum or product before it)
_DIFFERENCE_EQUALS = re.compile(
    r"(?<![\d.,*×/+\-−–])(?<![*×/+\-−–][ \t])\$?(\d[\d,]*(?:\.\d+)?)"
    r"((?:[ \t]*[a-z]*[ \t]*[-−–][ \t]*\$?\d[\d,]*(?:\.\d+)?)+)[ \t]*[a-z]*[ \t]*=[ \t]*\$?$"
)
_BARE_AMOUNT = re.compile(r"\d[\d,]*(?:\.\d+)?")
# A rate right after the number and at most two words of its unit: "80 pages per day", "14 each"
_RATE_RIGHT_AFTER = re.compile(
    r"[^\d]*\d[\d,]*(?:\.\d+)?[ \t]*(?:(?!(?:by|for|on|in|to|from|with|of|at|after|before)\b)"
    r"[A-Za-z]+[ \t]+){0,2}(?:per|an?|each|every|apiece)\b",
    re.IGNORECASE,
)


def _answer_start(answer: str, completion: str, value: Fraction) -> int:
    """Where `answer` stands in the completion: its last occurrence, unless the value is boxed
    after that (`\\boxed{10}` percent, read as `10\\%`, after "= 10\\%" in the working: the
    working's `10\\%` is no answer), then its last mention; -1 where it is not written."""
    end = completion.rfind(answer)
    if end < 0:
        return end
    later = [
        mention.start()
        for mention in _MENTION.finditer(completion, end + len(answer))
        if _value(mention) == value
        and _BOX_OPENED.search(completion, max(0, mention.start() - 12), mention.start())
    ]
    return later[-1] if later else end


_BOX_OPENED = re.compile(r"\\(?:boxed|fbox)\s*\{\s*$")


def unit_disagrees(answer: str, completion: str, value: Fraction) -> bool:
    """Whether `answer` says of `value` something the working's last mention of it (before the
    answer) does not: a unit of another class, a rate where that mention is a whole, the other
    way of a change (module doc)."""
    stated, rate, direction = _stated(answer)
    end = _answer_start(answer, completion, value)
    if end >= 0 and _names_the_complement(_plain(answer), _plain(completion[:end]), value):
        return True  # `#### 87.5% failed` after "so 87.5% passed"
    if end >= 0 and _qualifier_of_another(_plain(answer), _plain(completion[:end]), value):
        return True  # `#### $1,250 left to pay` after "$850 left to pay"
    if end >= 0 and _a_share_totalled(_plain(answer), _plain(completion[:end]), value):
        return True  # `$27 for the group` after "Each friend pays $108 ÷ 4 = $27."
    if stated is None and not rate and direction is None:
        if end < 0 or not _COUNTED_AFTER.match(_plain(answer)):
            return False
        if completion[:end].rstrip(" \t$").endswith("="):
            return False  # "15 rats / 3 cages = 5 rats in each cage.": worked out with its noun
        # `#### 2,880 shelves` after "4 * 720 = 2,880 books" and "16 shelves"
        return _counts_another_thing(_plain(answer), _plain(completion[:end]), value)
    working = _plain(completion[: end if end >= 0 else len(completion)])
    last = _last_mention(working, value)
    if last is None:
        return False
    last, worked = _said_with_unit(working, value, last, stated)
    if stated == "pair" and worked is None and end >= 0:
        # `<answer>24 pairs</answer>` after "12 pairs" and "12 x 2 = 24 socks": pairs are counted
        # as any noun is (a collective of 2 is another number)
        return _counts_another_thing(_plain(answer), working, value)
    if stated == "times" and worked == "counted" and _HOW_MANY_TIMES.search(working):
        return False  # `24 times` after "how many times ..." and "= 24 cleanings": events
    if stated is not None and worked is not None and worked != stated:
        # (unless a step's result said it in the answer's unit: `= $20.00`, then "... $20.00 if he
        # sells 20 candles" and `<answer>$20.00</answer>`)
        return not _result_in_unit(working, value, stated)
    if stated == "cent" and worked is None and _spoke_of_dollars_only(working):
        return True  # `#### 153 cents` after `36 \times 4.25 = 153` in a working of dollars
    if stated in _TIMES_OF and worked != stated and _RELATIVE.search(_plain(answer)):
        return True  # `#### 41 years from now` after `In 5 years she will be 36 + 5 = 41.` (an age)
    if stated in _TIMES_OF and _AGO.search(_plain(answer)) and _OLD.match(working, last.end()):
        return True  # `#### 40 years ago` after "In 7 years Ben will be 33 + 7 = 40 years old."
    if stated == "year" and direction is not None and _OLD.match(working, last.end()):
        return True  # `#### 24 years older` after "Liam is 3 × 8 = 24 years old.": an age
    clause = _clause(working, last)
    if stated in _TIMES_OF and worked is None:
        # `#### 37 months` after "In 9 years she will be 28 + 9 = 37.": the clause counts in years
        counted = {_UNIT_CLASS.get(word.lower()) for word in _WORD.findall(clause)} & _TIMES_OF
        if counted and stated not in counted:
            return True
    stop = _CLAUSE_END.search(working, last.end("number"))
    worked_after = working[last.end("number") : stop.start() if stop else len(working)]
    worked_rate = _RATE.match(worked_after) is not None or _SPEED.match(worked_after) is not None
    if rate and _rate_named_otherwise(answer, working, value):
        return True  # `#### 144 km per week` after "24 km a week. 6 weeks: 144 km."
    if rate and worked_rate:
        # (`... = $615 a month.` then `#### $615 each month`: the rate it worked out; `per year`
        # is another one)
        per, worked_per = _per_time(_plain(answer)), _per_time(worked_after)
        return per is not None and worked_per is not None and per != worked_per
    if rate and not worked_rate and _rate_unsupported(answer, completion, end, clause, last):
        return True  # `#### 23.5 per day` after "3 × 4.5 + 10 = 23.5": no rate the working named
    if rate and _EACH.search(clause[: max(0, clause.rfind(last.group("number")))]):
        return False  # `35 cards per player` after "each player gets 35 cards and 2 are left"
    if rate and _over_its_period(answer, clause, _heading_above(working, last.start())):
        # `20.5 km per week` after "Total for the week: 12.5 + 8 = 20.5 km"; "9 cookies a week"
        # under "Step 4: Calculate the number of cookies Jenny eats in a week."
        return False
    if rate and (_WHOLE.search(clause) or _over_many(answer, working, last)):
        return True
    if rate and not worked_rate and _rate_of_a_whole(answer, working, clause, last, value):
        return True
    # `#### 25% cheaper` after `so the price went up by 25%`
    worked_direction = _direction(clause)
    if direction is not None and worked_direction is None:
        return _a_total_compared(working, clause, last)
    if direction is not None and worked_direction is not None and direction != worked_direction:
        # "Sam has 168 fewer than Jo" after "Jo has 168 more than Sam": the same comparison,
        # its sides swapped
        ours, theirs = _THAN.search(_plain(answer)), _THAN.search(clause)
        return not (ours and theirs and ours.group(1).lower() != theirs.group(1).lower())
    return False


# After a GSM8K answer, a note in brackets or a closing phrase that says how the answer came
# about, in words and with numbers the working stated before it: `$273 (from 39 boxes)`,
# `46 (18 fewer than Tom's 64)`, `$615 each month for 24 months`.
_NOTE_AT_END = re.compile(r"\s*\(([^()\n]{1,120})\)[ \t.!]*$")
_PHRASE_AT_END = re.compile(
    r"\s+((?:for|over|from|during|across|after|out\s+of)\s+[^()\n]{1,80}?)[ \t.!]*$", re.IGNORECASE
)
# A note with one of these words doubts, bounds, chooses or totals: a second value, not a
# description (`18 (or 26)`, `18 (26 in total)`, `18 (about 20)`, `18 (if she keeps 4)`).
_NOT_A_DESCRIPTION = re.compile(
    r"\b(?:or|maybe|perhaps|possibly|probably|if|unless|would|could|should|might|not|no|never"
    r"|wrong|incorrect|about|approx\w*|roughly|around|nearly|almost|instead|otherwise|rounded"
    r"|estimated?|guess\w*|total|all|altogether|overall|combined|final|answer|actually|really"
    r"|least|most|up\s+to|under|over\s+\$?\d|than\s+\$?\d[\d,.]*\s*$)\b|n't",
    re.IGNORECASE,
)


def _numbers_in(text: str) -> list[str]:
    """The numbers written in `text`, by their digits (no sign, no thousands commas)."""
    return [number.lstrip("-").replace(",", "") for number in WRITTEN_NUMBER.findall(text)]


def described_by_working(answer: str, completion: str) -> str | None:
    """The answer without a note or closing phrase that only describes how it came about (above):
    every number in it was stated in the working before the answer, and no word of it doubts,
    bounds, chooses or totals. None when there is no such note."""
    found = _NOTE_AT_END.search(answer) or _PHRASE_AT_END.search(answer)
    if found is None:
        return None
    value, note = answer[: found.start()].strip(), found.group(1)
    numbers = _numbers_in(note)
    words = [word for word in re.findall(r"[A-Za-z]{2,}", note)]
    if not numbers or not words or not any(char.isdigit() for char in value):
        return None
    if _NOT_A_DESCRIPTION.search(note) or unsettled_note(note):
        return None
    end = completion.rfind(answer)
    if end < 0:
        return None  # (the note would be found in itself)
    working = _plain(completion[:end])
    stated = set(_numbers_in(working))
    return value if all(number in stated for number in numbers) else None


# An answer sentence of two plain numbers with words between them: "4 weeks will last 40
# chocolate eggs for Maddy." (no list: "2 and 3", "2, 3"; nothing that denies, supposes, compares
# or shares).
# (two words at least between the numbers: "95 eller 85", "60 percent of 45" are no such sentence)
_TWO_NUMBER_SENTENCE = re.compile(
    r"[ \t]*[A-Za-z ]{0,60}?(?<![\w.])(\d+(?:\.\d+)?)[ \t]+[A-Za-z]+[ \t]+[A-Za-z][A-Za-z ]{0,60}?"
    r"[ \t]+(\d+(?:\.\d+)?)(?![\w.])[ \t]*[A-Za-z ]{0,60}[.!]?[ \t]*"
)
_NOT_PLAINLY_STATED = re.compile(
    r"\b(?:not|no|never|neither|nor|if|could|might|maybe|perhaps|about|approximately|more|less"
    r"|fewer|than|each|per|every|and|or|of|out[ \t]+of|percent|between|from|times"
    # (an operation on the number in words: "546 minus the 24 m side along the house wall")
    r"|minus|plus|except|excluding|besides|without|already|halved|doubled|twice|half)\b|n't\b|"
    + FOREIGN_NOT_OR_HEDGE,
    re.IGNORECASE,
)
# The result a step of the working ends on: `= 4 weeks.`, `= 50 minutes`
_STEP_RESULT = re.compile(r"=[ \t]*\$?(-?\d[\d,]*(?:\.\d+)?)(?![\d,]*\d)")


def worked_of_two(answer: str, completion: str) -> str | None:
    """Of an answer sentence of two numbers (`_TWO_NUMBER_SENTENCE`), the one the working's last
    step ended on: the result asked for (the other restates a given). None where that is not
    exactly one of the two."""
    # (a tag may hold its working, then the sentence: "4,500 words / 90 words per minute = 50
    # minutes\nIt would take Tom 50 minutes to type out 10 pages.")
    lines = answer.strip().rsplit("\n", 1) if len(answer) <= 1_000 else [""]
    sentence = lines[-1]
    two = _TWO_NUMBER_SENTENCE.fullmatch(sentence) if len(sentence) <= 200 else None
    end = completion.rfind(answer) if two is not None else -1
    if two is None or end < 0 or _NOT_PLAINLY_STATED.search(sentence):
        return None
    working = completion[max(0, end - 2_000) : end] + " " + (lines[0] if len(lines) > 1 else "")
    results = _STEP_RESULT.findall(working)
    if not results:
        return None
    last = _amount(results[-1])
    chosen = [number for number in two.groups() if _amount(number) == last]
    return chosen[0] if len(chosen) == 1 else None


def _rate_key(mention: re.Match[str]) -> str:
    """What a number with a rate after it counts: money by its sign, else the noun or unit right
    after it ("24 km a week": km; "1,125 bolts a day": bolt; "14.5 per hour": nothing)."""
    if mention.group("sign"):
        return "money"
    word = (mention.group("after") or "").lower()
    if word in ("per", "a", "an", "each", "every"):
        return ""
    return _UNIT_CLASS.get(word) or word.rstrip("s")


def _rate_named_otherwise(answer: str, working: str, value: Fraction) -> bool:
    """Whether the working names the rate over the answer's own unit (`per week`, `a day`, `per
    text`) with another value only ("24 km a week" before `144 km per week`; "$0.10 per text"
    before `$59 per text`): the answer's value is no such rate."""
    said = _RATE_UNIT.search(_plain(answer).rstrip(" .)]"))
    if said is None:
        return False
    unit = said.group(1).lower().rstrip("s")
    stated = _MENTION.search(_plain(answer))
    if stated is None:
        return False
    mentions = list(_MENTION.finditer(working))  # (read twice here, and by `_rate_times_count`)
    rates = set()
    for mention in mentions:
        found = _RATE_IN_WORKING.match(working, mention.end("number"))
        if found is None or _rate_key(mention) != _rate_key(stated):
            continue  # (a rate of another thing: "3 times a week", "50 weeks a year")
        worked = found.group("unit") or found.group("unit2") or found.group("unit3")
        if worked.lower().rstrip("s") != unit:
            continue
        if _value(mention) == value:
            return False
        rates.add(_value(mention))
    if not rates:
        return False
    for mention in mentions:
        if _value(mention) != value:
            continue
        terms = _TERMS_EQUAL.search(working, max(0, mention.start() - 80), mention.start())
        if terms is not None and any(
            Fraction(term.replace(",", "")) in rates for term in _TERM.findall(terms.group(1))
        ):
            return False  # "$12 an hour and $2.50 an hour in tips: 12 + 2.5 = 14.5": a rate
        clause = _clause(working, mention)
        if _QUOTIENT_EQUALS.search(clause, 0, max(0, clause.rfind(mention.group("number")))):
            return False  # "$72 / 4 = $18" before `18 dollars per person`: a share, a rate
        for product in _PRODUCT.finditer(clause):
            if {_amount(product.group(1)), _amount(product.group(2))} & rates:
                # "33 hens each lay 8 eggs a week: 33 * 8 = 264 eggs" (a week's rate of all the
                # hens) against "1,125 bolts a day; 1,125 × 4 = 4,500" (4 days' total)
                return _rate_times_count(answer, working, value, mentions)
    return True


def _rate_unsupported(
    answer: str, completion: str, end: int, clause: str, last: re.Match[str]
) -> bool:
    """Whether an answer slot (`####`, the tag, a box, "the answer is") puts a rate on its value
    that the working never named nor made (`_rate_named`): `#### 23.5 per day`, `<answer>450 per
    minute</answer>` after "18 * 25 = 450 pages". Only the question could say the rate is the one
    asked, and the working, which never says it, is all the checker has (session 42: it refused
    20 wrong rates of the red-team rounds and one honest `$1,250 per week` after "50 * 25")."""
    if end < 0 or not _SLOT_BEFORE.search(completion, max(0, end - 30), end):
        return False
    working = _plain(completion[:end])
    return not _rate_named(answer, working, clause, last.group("number"))


def _rate_named(answer: str, working: str, clause: str, number: str) -> bool:
    """Whether the working names the answer's rate (`per day`, `a day`, `daily`, "12 months"
    for a year's), or makes it (a quotient right before the value, "each" in its clause for so
    much per item)."""
    unit = _RATE_UNIT.search(_plain(answer).rstrip(" .)]"))
    word = unit.group(1).lower().rstrip("s") if unit else None
    if word == "cent":
        return True  # `36 per cent`: a percentage
    quotient = _QUOTIENT_EQUALS.search(clause, 0, max(0, clause.rfind(number)))
    if word is None and "/" in answer and _DIVIDED.search(clause):
        return True  # `210 km/h` after "525 / 2.5" or "\frac{525}{2.5} = 210": a quotient
    if word not in _PERIODS:
        # so much each, per batch, per person: a share the working made by dividing (not into
        # dozens), or named ("each", "per", "every" in its clause, "per ticket" anywhere)
        if quotient is not None and not (quotient.group(1) == "12" and "dozen" in answer.lower()):
            return True
        if re.search(r"\b(?:each|per|every|apiece)\b", clause if word else working, re.I):
            return True  # (so much "each": the working's own "each" anywhere)
        if word is None:
            return False
    named = rf"\b(?:per|an?|each|every|one)\s+{word}s?\b|/\s*{word}\b"
    if re.search(named, working, re.IGNORECASE):
        return True
    if word in _ADVERBS and re.search(rf"\b(?:{_ADVERBS[word]})\b", working, re.IGNORECASE):
        return True
    # (or the many of a shorter period that make one: "12 months at $3,145" before `per year`;
    # or a rate of the shorter period times their count: "$138 a day", then "5 × 138 = $690"
    # before `690 a week`, as session 39 decided)
    for count, shorter, unit_of in _MAKE_ONE.get(word, ()):
        if re.search(rf"\b{count}[ \t]+(?:{shorter})\b", working, re.IGNORECASE):
            return True
        if re.search(
            rf"(?<![\d.]){count}[ \t]*{_TIMES_SIGN}|{_TIMES_SIGN}[ \t]*\$?{count}(?![\d.])", clause
        ) and re.search(rf"\b(?:per|an?|each|every)[ \t]+{unit_of}\b", working, re.IGNORECASE):
            return True
    return False


_PERIODS = {"second", "minute", "hour", "day", "week", "month", "year"}
_KITCHEN_MEASURES = {"cup", "tablespoon", "teaspoon", "pint", "quart"}
_TIMES_SIGN = r"(?:[×*·]|\\times|\\cdot|(?<=[ \t])x(?=[ \t]))"
_ADVERBS = {
    "hour": "hourly", "day": "daily", "week": "weekly", "month": "monthly",
    "year": "yearly|annual|annually",
}  # fmt: skip
_MAKE_ONE = {
    "year": (("12", "months", "month"), ("52", "weeks", "week"), ("365", "days", "day")),
    "week": (
        ("7", "days", "day"),
        ("5", "days|workdays|weekdays|working[ \t]+days|school[ \t]+days", "day"),
    ),
    "day": (("24", "hours", "hour"),),
    "hour": (("60", "minutes", "minute"),),
    "month": (("30", "days", "day"), ("31", "days", "day"), ("4", "weeks", "week")),
}
# A quotient right before the value: "3 / 60 = ", "8.40 / 12 = $", "351 ÷ 4 = "
_QUOTIENT_EQUALS = re.compile(
    r"\d[\d,]*(?:\.\d+)?[ \t]*[a-z]*[ \t]*(?:/|÷|divided[ \t]+by)[ \t]*\$?(\d[\d,]*(?:\.\d+)?)"
    r"[ \t]*[a-z]*[ \t]*=[ \t]*\$?$"
)
# What opens an answer slot, right before the answer: "#### ", "<answer>", "\boxed{", "answer is"
_SLOT_BEFORE = re.compile(r"(?:####|<answer>|\\boxed\{|answer\s*(?:is|:))[\s$]*$", re.I)
