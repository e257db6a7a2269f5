r"""What may follow a GSM8K number and leave it the same number: a closed grammar of unit words.

`unit_tail_ok` says whether the words after a number (`18 apples left`, `$18 per day`) leave it
the same number, by a closed grammar over the closed list `UNITS`, counted nouns, the qualifier
words `_QUALIFIERS` and the refused words `_REFUSED`; a frame around the answer (`_FRAME`: `18 I
think`) is dropped first. Words that change the number (a hedge, a bound, another number, an
operation) are refused before this grammar is read (`rppo_check.numeric.NOT_A_UNIT`). The grammar
and its examples: packages/check/README.md, "Unit words". A plain linear scan of at most a few
words: bounded in time.
"""

from __future__ import annotations

import re
from fractions import Fraction

from rppo_check.languages import FOREIGN_ABOUT, FOREIGN_COMPARING, FOREIGN_DENIAL, FOREIGN_UNITS
from rppo_check.qualifiers import unsettled_note

MAX_UNIT_WORDS = 8

# Units by name, singular, plural and abbreviation: money, time, length, area, volume, mass,
# speed, temperature, energy, data, and count words that act as units.
UNITS: frozenset[str] = frozenset(
    """
    dollar dollars buck bucks cent cents penny pennies nickel nickels dime dimes euro euros
    pound pounds yen yuan rupee rupees peso pesos franc francs usd eur gbp inr
    second seconds sec secs minute minutes min mins hour hours hr hrs h day days week weeks wk wks
    month months mo year years yr yrs yo y.o decade decades century centuries o'clock am pm a.m
    p.m
    millimeter millimeters millimetre millimetres mm centimeter centimeters centimetre centimetres
    cm meter meters metre metres m kilometer kilometers kilometre kilometres km inch inches in
    foot feet ft yard yards yd yds mile miles mi
    sq square cubic acre acres hectare hectares
    liter liters litre litres l ml milliliter milliliters millilitre millilitres gallon gallons
    gal gals quart quarts qt pint pints pt cup cups tablespoon tablespoons tbsp teaspoon teaspoons
    tsp cc
    gram grams g kilogram kilograms kg milligram milligrams mg lb lbs ounce ounces oz ton tons
    tonne tonnes
    mph kph kmh mps knot knots wpm bpm rpm
    degree degrees celsius fahrenheit kelvin
    calorie calories cal kcal joule joules watt watts kw kwh
    bit bits byte bytes kb mb gb tb
    point points percent percentage
    stück stk pcs pc
    tl kr zł kč ft lei kn rm rp sek nok dkk pln brl idr rub czk huf chf jpy cny krw vnd mxn
    reais rupiah lira liras złotych złote zloty koruna korun forint kronor kroner kronur
    """.split()
)
# Plural nouns that do not end in -s.
_IRREGULAR_PLURALS = frozenset(
    "people children men women feet teeth geese mice sheep fish deer cattle oxen dice data "
    "bacteria cacti fungi police staff".split()
)
# Words ending in -s that are no plural noun.
_NOT_PLURAL = frozenset(
    "is was has his its this thus yes does goes as us always perhaps sometimes towards afterwards "
    "besides whereas unless regardless nevertheless various previous famous serious obvious "
    "minus plus bonus less loss".split()
)
# Never part of a unit: judgements and annotations of the answer, a guess, collective numerals.
_REFUSED = frozenset(
    "wrong incorrect false invalid unsure uncertain placeholder tbd tba dummy bogus fake nope "
    "guess guessed suspect tentative tentatively unverified unconfirmed draft error "
    "mistake typo oops wait not no never none nothing dozen dozens score scores gross "
    "incomplete unsolved unknown undetermined unclear questionable doubtful dubious crossed struck "
    # a number owed, lost or missing is not the amount: `18 in debt`, `18 deficit`, `$18 loss`
    "debt debts deficit shortfall owed overdrawn arrears owing overdue unpaid short shy loss losses"
    " struck deleted retracted strike rejected extraneous discarded excluded"
    # ... or taken back: `22 (withdrawn)`, `22 (premature; disregard)`
    " withdrawn withdraw withdrew retract retraction disregard disregarded ignore premature superseded"
    # a bound, an excess or a discount is not the amount: `30 (upper bound)`, `29 too many`,
    # `30% off`, `$30 in the hole`
    " bound bounds too off hole"
    # a constant that multiplies: `49 pi square metres` is 49π
    " pi"
    # a collective numeral: `18 tens` is 180
    " tens"
    # an answer not settled yet: `18 (scratch)`, `18 (see correction below)`, `18 (needs checking)`
    " scratch check checking double-check double-checking recheck verify verifying correction"
    " corrections corrected revise revised revisit pending provisional preliminary temporary"
    " todo fixme needs"
    # ... or doubted: `340 (doubt it)`, `64.80 (I don't believe this)`, `18 (maybe)`
    " doubt doubts doubted don't dont disbelieve maybe perhaps possibly probably unlikely hopefully"
    # "wrong" and "not" in the languages models answer in: `#### 266 (sai)`, `(fout)`, `(fel)`
    " sai fout fel feil forkert errado errada errato errata sbagliato falsch faux fausse"
    " incorrecto incorrecta falso falsa yanlış salah väärin rossz špatně błąd źle greșit"
    " bukan tidak nicht nein non"
    # a denial in a note: `266 (it can't be 266)`
    " can't cannot isn't wasn't".split()
)
# A debt written as a phrase: `$18 in the red`.
_IN_THE_RED = re.compile(r"\bin\s+the\s+red\b", re.IGNORECASE)
# In a note after the answer, a word that changes the number: a scale (`18 (thousand)`, `18 (in
# thousands)`) or an operation (`18 (squared)`); as units, `18 feet squared` keeps its number.
_NOTE_CHANGES = frozenset(
    "hundred hundreds thousand thousands million millions billion billions trillion trillions "
    "k grand lakh lakhs crore crores squared cubed times doubled tripled halved".split()
)
# Compare or sign the number: only as a modifier of a counted noun after them (`18 more apples`),
# after the noun (`18 dollars more`), or with the other side of the comparison (`$40 more on
# Thursday than on Friday`; `18 less than ...` is refused earlier, as a bound). Alone they state a
# comparison without what is compared: `#### 18 more` is no number.
COMPARING = frozenset(
    "more less fewer greater smaller larger bigger higher lower extra additional negative positive "
    "lesser".split()
)
# After the head (or alone): where, when, how it is counted.
_QUALIFIERS = frozenset(
    "left over leftover remaining total altogether combined overall all old long wide tall high "
    "deep away apart ago later earlier late early daily weekly monthly yearly annually hourly "
    "apiece each now more squared cubed round trip".split()
)
_ALONE = frozenset(  # qualifiers that may follow the number directly ("18 left", "$40 more")
    "left leftover remaining total altogether combined overall apiece each daily weekly "
    "monthly yearly annually hourly".split()
)
_JOINERS = frozenset("per a an each every of".split())
# A prepositional phrase after the amount says where or when, not how much: `$40 more on Thursday
# than on Friday`, `18 dollars every day at the market`.
# (and a clause after the counted noun: `29 days until she finishes the book`)
_PREPOSITIONS = frozenset(
    "in on at for from than by with into during until till before after when while because since".split()
)
_NOTE = re.compile(r"\(([^()]*)\)\s*$")
# A note that says none of a thing counted happened, with its verb: `(no eggs are lost)`, `(no
# students were absent)`; not `(no)`, `(no, 20)`, `(no idea)`.
_NONE_OF_THEM = re.compile(
    r"[ \t]*no[ \t]+[a-z]+s[ \t]+(?:are|were|is|was|get|got)[ \t]+[a-z]+[ \t]*\.?[ \t]*$",
    re.IGNORECASE,
)
_FOREIGN_WRONG = re.compile(FOREIGN_DENIAL, re.IGNORECASE)
_BREAKS = _JOINERS | _PREPOSITIONS | {"/"}
# also modify the noun after them (`80 leftover burritos`, `12 remaining eggs`, `14 old records`)
_MODIFIERS = frozenset("more total square cubic sq cu remaining leftover old".split())
# The unions and the difference the rules below test words against, built once (speed only: built
# in the test, a union of these sets cost ~2-5 µs a number with a unit, `90^\circ`, `15 cm^2`).
_NOTE_REFUSED = _REFUSED | COMPARING | _NOTE_CHANGES
_NOT_PLAIN = _BREAKS | _QUALIFIERS | COMPARING | _REFUSED
_HEAD_BREAKS = _BREAKS | (_QUALIFIERS - _MODIFIERS)
_NOT_SMALL_HEAD = COMPARING | _QUALIFIERS
# A frame around a committed answer, not a unit: `#### 18 I think`.
_FRAME = re.compile(r"[\s,]*(?:I\s+(?:think|believe)|it\s+seems)[\s.!]*$", re.IGNORECASE)
# (Latin letters with the accents of other languages, Vietnamese's included: `người`, `bánh`)
_TOKEN = re.compile(
    r"[A-Za-z\u00c0-\u024f\u1e00-\u1eff]+(?:['.-][A-Za-z\u00c0-\u024f\u1e00-\u1eff]+)*\.?|/|\S"
)
_POWER = re.compile(r"\s*(?:\^\s*\{?\s*[23]\s*\}?|[²³])")
# `28 km h^{-1}` is 28 km/h: a unit to the power -1 divides
_INVERSE = re.compile(r"\s*\b([A-Za-z]+)\s*\^\s*\{?\s*-\s*1\s*\}?")
_PERCENT = re.compile(r"\s*(?:%|percent\b|pct\b|per\s+cent\b)", re.IGNORECASE)


# A note that gives the value rounded: `(≈ 22 €)`, `(about $22)`, `(ca. 22 Kč)`, `(≈ ₹22)`.
_ROUNDED = re.compile(
    # (after "that is" of the languages models answer in: "(es decir, unos 28)", "(つまり約28)")
    r"[ \t\u00a0\u202f]*(?:(?:i\.[ \t]*e\.|that[ \t]+is|es[ \t]+decir|also|d\.[ \t]*h\.|das[ \t]+heißt|тобто"
    r"|то[ \t]+есть|т\.[ \t]*е\.|yani|यानी|tức[ \t]+là|dus|δηλαδή|つまり|即|也就是|즉|c'est-à-dire|soit"
    r"|ou[ \t]+seja|cioè|czyli|yaitu|yakni|dvs\.?|tj\.|tedy|أي|یعنی|כלומר)[ \t\u00a0\u202f]*,?)?"
    r"[ \t\u00a0\u202f]*(?:≈|~|≃|\\approx|about|approx\.?|approximately|roughly|around|nearly|"
    + FOREIGN_ABOUT
    + r")"
    r"[ \t\u00a0\u202f]*(?:R\$|[$€£¥₹₺₽]|[A-Za-z]{2,3}[ \t\u00a0\u202f])?[ \t\u00a0\u202f]*"
    r"(\d{1,3}(?:,\d{3})+(?![\d.])|\d{1,9}(?:\.\d{1,6})?)[ \t\u00a0\u202f]*"
    r"(?:([^\W\d_]{1,10})\.?|[$€£¥₹₺₽%])?[ \t\u00a0\u202f]*",
    re.IGNORECASE,
)
# A scale word after the rounded number: "(about 15 thousand yuan)", "（约1.5万元）".
_ROUNDED_SCALES = {"thousand": 1000, "million": 10**6, "billion": 10**9, "千": 1000, "万": 10**4,
                   "萬": 10**4, "만": 10**4, "천": 1000, "亿": 10**8}  # fmt: skip
_SCALE_THEN_WORD = re.compile(
    r"[ \t]*(thousand|million|billion)\b[ \t]*([A-Za-z]{1,10})?\.?[ \t]*$"
)


def without_rounding(tail: str, value: Fraction) -> str:
    """`tail` without a last note in brackets that gives `value` rounded to the digits it shows
    and says nothing else (`21.50 € (≈ 22 €)`, `(about $22)`): the exact value is stated."""
    if "(" not in tail:
        return tail
    note = _NOTE.search(tail)
    inside = note.group(1) if note else ""
    scaled = _SCALE_THEN_WORD.search(inside) if "illion" in inside or "thousand" in inside else None
    if scaled is not None:
        inside = inside[: scaled.start()] + " " + (scaled.group(2) or "")  # "15 thousand yuan"
    rounded = _ROUNDED.fullmatch(inside) if note else None
    if note is None or rounded is None:
        return tail
    word = rounded.group(2)
    scale = _ROUNDED_SCALES[scaled.group(1).lower()] if scaled else 1
    if word and word[0] in _ROUNDED_SCALES and scale == 1:
        scale, word = _ROUNDED_SCALES[word[0]], word[1:]  # `1.5万元`: 15,000 yuan
    if word and (word.lower() in _NOTE_REFUSED or _FOREIGN_WRONG.search(word)):
        return tail  # `(≈ 22 wrong)`: judged, not rounded
    shown = rounded.group(1).replace(",", "")
    decimals = len(shown.partition(".")[2])
    # the place it was rounded to: its last decimal, or the zeros that end a whole number
    # (`about 15,000`: to the thousand), times the scale word's size
    place = (
        Fraction(1, 10**decimals)
        if decimals
        else Fraction(10 ** (len(shown) - len(shown.rstrip("0"))))
    )
    if abs(Fraction(shown) * scale - abs(value)) * 2 > place * scale:
        return tail
    return tail[: note.start()].rstrip()


# Units one amount is said in twice (`600 minutes (10 hours)`, `230 cents, or $2.30`): each
# word's dimension and size in that dimension's smallest unit here.
_SIZES: dict[str, tuple[str, int]] = {
    **dict.fromkeys(("second", "seconds", "sec", "secs", "s"), ("time", 1)),
    **dict.fromkeys(("minute", "minutes", "min", "mins"), ("time", 60)),
    **dict.fromkeys(("hour", "hours", "hr", "hrs", "h"), ("time", 3600)),
    **dict.fromkeys(("day", "days"), ("time", 86400)),
    **dict.fromkeys(("week", "weeks"), ("time", 604800)),
    **dict.fromkeys(("cent", "cents", "¢"), ("money", 1)),
    **dict.fromkeys(("dollar", "dollars", "$"), ("money", 100)),
    **dict.fromkeys(("inch", "inches", "in"), ("length", 1)),
    **dict.fromkeys(("foot", "feet", "ft"), ("length", 12)),
    **dict.fromkeys(("yard", "yards", "yd", "yds"), ("length", 36)),
    **dict.fromkeys(("millimeter", "millimeters", "mm"), ("metric", 1)),
    **dict.fromkeys(("centimeter", "centimeters", "cm"), ("metric", 10)),
    **dict.fromkeys(("meter", "meters", "metre", "metres", "m"), ("metric", 1000)),
    **dict.fromkeys(("kilometer", "kilometers", "km"), ("metric", 1000000)),
    **dict.fromkeys(("gram", "grams", "g"), ("mass", 1)),
    **dict.fromkeys(("kilogram", "kilograms", "kg"), ("mass", 1000)),
    **dict.fromkeys(("ounce", "ounces", "oz"), ("ounces", 1)),
    **dict.fromkeys(("pound", "pounds", "lb", "lbs"), ("ounces", 16)),
    # (`63,000 cm³ = 63 L`: a cubic centimetre is a millilitre)
    **dict.fromkeys(
        ("milliliter", "milliliters", "millilitre", "millilitres", "ml"), ("volume", 1)
    ),
    **dict.fromkeys(("cm^{3}", "cm^3", "cm³", "cc"), ("volume", 1)),
    **dict.fromkeys(("liter", "liters", "litre", "litres", "l"), ("volume", 1000)),
    # (speeds in millimetres an hour: `26 km/h (about 7.2 m/s)`)
    **dict.fromkeys(("km/h", "kph", "kmh", "km/hr"), ("speed", 1_000_000)),
    **dict.fromkeys(("m/s",), ("speed", 3_600_000)),
    **dict.fromkeys(("mph", "mi/h", "mi/hr"), ("speed", 1_609_344)),
}
# Speeds written with a slash (`km/h`, `m/s`) are no single word of `UNITS`.
_SPEEDS = frozenset(word for word, (dimension, _) in _SIZES.items() if dimension == "speed")


def is_unit_word(word: str) -> bool:
    """Whether `word` names a unit (`weeks`, `km`, `km/h`), in any case."""
    return word.lower() in UNITS or word.lower() in _SPEEDS


def same_amount(value: Fraction, unit: str, other: Fraction, other_unit: str) -> bool:
    """Whether `value` `unit` and `other` `other_unit` are one amount in two units (`600`
    minutes and `10` hours; not `600` minutes and `10` minutes, nor `600` minutes and `10` days)."""
    first, second = _SIZES.get(unit.lower()), _SIZES.get(other_unit.lower())
    if first is None or second is None or first[0] != second[0] or first[1] == second[1]:
        return False
    return value * first[1] == other * second[1]


def parts_make_amount(parts: list[tuple[Fraction, str]], other: Fraction, other_unit: str) -> bool:
    """Whether amounts in units of one kind (`3` hours and `35` minutes) add up to `other`
    `other_unit` (`215` minutes), said in another unit than theirs at least in part."""
    second = _SIZES.get(other_unit.lower())
    sizes = [_SIZES.get(unit.lower()) for _, unit in parts]
    if second is None or not parts or any(size is None or size[0] != second[0] for size in sizes):
        return False
    if all(size == second for size in sizes):
        return False
    return sum(value * size[1] for (value, _), size in zip(parts, sizes, strict=True) if size) == (
        other * second[1]
    )


# A note that says the amount again in another unit: `(10 hours)`, `(= 10 hours)`, `(i.e. $2.30)`.
_IN_ANOTHER_UNIT = re.compile(
    # (its thousands grouped or not: `30.8 km (30,800 m)`)
    r"[ \t]*(?:=|i\.e\.,?|that\s+is,?|that['’]s|or)?[ \t]*(\$)?[ \t]*"
    r"(\d{1,3}(?:,\d{3}){1,3}(?:\.\d{1,6})?|\d{1,9}(?:\.\d{1,6})?)[ \t]*"
    r"([A-Za-z]{1,12}(?:/[A-Za-z]{1,3})?)?\.?[ \t]*"
)
_FIRST_WORD = re.compile(r"[ \t]*([A-Za-z]+(?:/[A-Za-z]{1,3})?)")


def without_other_unit_note(tail: str, value: Fraction) -> str:
    """`tail` without a last note in brackets that says `value` again in another unit (`600
    minutes (10 hours)`): the amount is stated once, in the note's words as in the tail's."""
    if "(" not in tail:
        return tail
    note = _NOTE.search(tail)
    said = note.group(1) if note else ""
    rounded = _ROUNDED_LEAD.match(said)
    again = _IN_ANOTHER_UNIT.fullmatch(said[rounded.end() :] if rounded else said)
    unit = _FIRST_WORD.match(tail)
    if note is None or again is None or unit is None:
        return tail
    other_unit = "$" if again.group(1) else again.group(3)
    if other_unit is None:
        # (a bare amount after cents is in dollars: `230 cents (2.30)`, its `$` dropped before)
        other_unit = "$" if unit.group(1).lower() in ("cent", "cents") else ""
    other = Fraction(again.group(2).replace(",", ""))
    if rounded is not None:
        # `215 minutes (about 3.58 hours)`: the amount in another unit, rounded to the digits
        # written (a rounding that does not hold is another amount: `(about 3.5 hours)`)
        decimals = len(again.group(2).partition(".")[2])
        exact = converted(abs(value), unit.group(1), other_unit)
        if exact is None or abs(exact - other) > Fraction(1, 2 * 10**decimals):
            return tail
    elif not same_amount(abs(value), unit.group(1), other, other_unit):
        return tail
    return tail[: note.start()].rstrip()


# A note's rounding word, before the amount in another unit.
_ROUNDED_LEAD = re.compile(
    r"[ \t]*(?:about|approximately|approx\.?|roughly|around|≈|~)[ \t]*", re.I
)


def converted(value: Fraction, unit: str, other_unit: str) -> Fraction | None:
    """`value` `unit` in `other_unit` (`215` minutes in hours: 43/12), or None where the two are
    no units of one kind (or the same unit)."""
    first, second = _SIZES.get(unit.lower()), _SIZES.get(other_unit.lower())
    if first is None or second is None or first[0] != second[0] or first[1] == second[1]:
        return None
    return value * first[1] / second[1]


def changes_the_number(words: list[str]) -> bool:
    """Whether prose words after a number judge it or end on a comparison or sign (`18 negative`,
    `18 (wrong)`): such a number is not stated as it is, in a sentence either."""
    lowered = [word.lower().strip(".,;:!()") for word in words]
    if any(word in _REFUSED for word in lowered):
        return True
    return bool(lowered) and lowered[-1] in COMPARING - {"more", "less", "fewer"}


def _plural(word: str) -> bool:
    if word in _IRREGULAR_PLURALS:
        return True
    return len(word) > 2 and word.endswith("s") and word[-2] not in "su" and word not in _NOT_PLURAL


def unit_tail_ok(tail: str, value: Fraction, *, money: bool = False, foreign: bool = True) -> bool:
    """Whether `tail` (what follows the number) leaves `value` the number stated (module doc).
    `money`: the number carries a currency sign (`$18 profit`: one word says what the money is).
    `foreign`: the words may be of another language (not after `a $169 saving`'s English article)."""
    if "^" in tail:
        tail = _INVERSE.sub(r" / \1", tail)
    tail = _FRAME.sub("", _POWER.sub(" ", tail)).strip()
    if _IN_THE_RED.search(tail):
        return False
    percent = _PERCENT.match(tail)
    if percent:
        tail = tail[percent.end() :].strip()
    tail = without_other_unit_note(without_rounding(tail, value), value)
    note = _NOTE.search(tail)
    if note:
        # `18 (dollars)`, `18 dollars (her daily earnings)`: a note on the answer, unless it
        # judges or compares it
        if not note.group(1).isascii() and _FOREIGN_WRONG.search(note.group(1)):
            return False  # `266 (yanlış)`: "wrong" in another language
        words = [word.lower().rstrip(".") for word in _TOKEN.findall(note.group(1))]
        if _NONE_OF_THEM.match(note.group(1)):
            words = words[1:]  # `192 (no eggs are lost)`: "no" says none of a thing, not the number
        if any(w in _NOTE_REFUSED or not w[:1].isalpha() for w in words):
            return False
        if unsettled_note(note.group(1)):
            return False  # `61.20 (unchecked)`, `18 (to be confirmed)`: it doubts the value
        tail = tail[: note.start()].strip()
    if not tail:
        return True
    tokens = [token.lower().rstrip(".") for token in _TOKEN.findall(tail)]
    if len(tokens) > MAX_UNIT_WORDS or any(t in _REFUSED for t in tokens):
        return False
    if foreign and any(token in FOREIGN_COMPARING for token in tokens):
        # `38 menos`, `223 pasajeros menos`, `1.125 negativo`: compared or signed, in another
        # language
        return False
    if any(not t[:1].isalpha() and t != "/" for t in tokens):
        return False  # a digit (a list), a question mark, a bracket left over
    if percent and len(tokens) == 1 and tokens[0] not in COMPARING:
        return True  # what the percentage is: `25% chance`, `20% discount` (not `18% less`)
    head = _head(tokens, small=abs(value) <= 1)
    if head is None and money and _plain(tokens[0]):
        head = 0  # `$18 profit`, `$18 tip`
    if head is not None and head + 1 < len(tokens) and _plain(tokens[head + 1]):
        head += 1  # a compound noun: `18 dollars profit`, `18 miles difference`
    if _qualifiers(tokens, 0 if head is None else head + 1):
        return True
    if head is None and foreign and _counted_in_another_language(tokens, tail):
        return True
    # A sentence goes on after the counted noun: `18 roll-ups can be made`, `18 students passed
    # the test` state 18 roll-ups, 18 students. Only after a noun, and only when no word of the
    # rest compares or judges (those were refused above, or are caught here: `18 apples fewer`).
    if head is None:
        return False
    for end in range(len(tokens) - 1, head, -1):
        rest = tokens[end:]
        if _plain(rest[0]) and not any(t in COMPARING for t in rest):
            if _qualifiers(tokens[:end], head + 1):
                return True
    return False


# Units of another language written in more than one word (Vietnamese "dollar", "US dollar").
_FOREIGN_UNIT_PHRASES = frozenset({"đô la", "đô la mỹ", "đô-la"})


def _counted_in_another_language(tokens: list[str], tail: str) -> bool:
    """`#### 20 anni`, `142 tane`, `142 cái bánh`: a unit or counter of another language in
    Latin letters (`languages.FOREIGN_UNITS`, a closed list), alone or before one more word of
    that language (the counted noun after a counter), unless a word judges the number."""
    if " ".join(tokens) in _FOREIGN_UNIT_PHRASES:
        return True  # `17.480 đô la`: a unit of two words
    if not 1 <= len(tokens) <= 2 or tokens[0] not in FOREIGN_UNITS or _FOREIGN_WRONG.search(tail):
        return False
    return len(tokens) == 1 or (tokens[1].isalpha() and not tokens[1].isascii())


def _plain(word: str) -> bool:
    """A word that may name what is counted: no qualifier, joiner, comparison or refusal."""
    return word.isalpha() and word not in _NOT_PLAIN


def _head(tokens: list[str], *, small: bool) -> int | None:
    """Where the noun phrase that opens `tokens` ends on its head (`square roll-ups`: 1), or None
    when it opens with no counted noun or unit. After a number of size <= 1 any noun is a head."""
    for end in range(min(3, len(tokens)), 0, -1):
        last, before = tokens[end - 1], tokens[: end - 1]
        if any(t in _HEAD_BREAKS for t in tokens[:end]):
            continue
        if last in UNITS or _plural(last) or (small and last not in _NOT_SMALL_HEAD):
            # (`second` before a counted noun is the ordinal: `4 second graders`)
            ordinal = last not in UNITS and before == ["second"]
            modifiers = all(t not in UNITS or t in _MODIFIERS for t in before)
            return end - 1 if modifiers or ordinal else None
    return None


def _qualifiers(tokens: list[str], start: int) -> bool:
    """tokens[start:] are qualifiers only (`left over`, `per day`, `/ h`, `of wine`)."""
    index = start
    while index < len(tokens):
        token = tokens[index]
        if token in _PREPOSITIONS:
            return True
        if index == 0 and token in COMPARING:
            # a comparison with its other side: `$40 more on Thursday than on Friday`
            return index + 1 < len(tokens) and tokens[index + 1] in _PREPOSITIONS
        if (token in _JOINERS or token == "/") and not (
            token in _ALONE and index + 1 == len(tokens)
        ):
            if index + 1 >= len(tokens) or tokens[index + 1] in COMPARING:
                return False  # `per` with nothing after it was cut
            index += 3 if token == "of" and index + 2 < len(tokens) else 2
            continue
        if token not in _QUALIFIERS or (index == 0 and token not in _ALONE):
            return False
        index += 1
    return True
