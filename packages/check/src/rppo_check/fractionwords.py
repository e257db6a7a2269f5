"""Fractions in the words of other languages: "tres octavos", "drei Achtel", "три восьмых",
"sekizde üç", "ba phần tám", "آٹھ" ... (3/8).

`fraction_words_to_digits` writes each such fraction in a sentence as `3/8`, for the last-line
tier (`rppo_check.tail`), before the numbers in words are read (a numerator alone would be read
as the answer). A fraction is read only where a numerator word (or digits) stands right before a
denominator word of the table below, in that language's order; halves are left out ("media hora",
"un demi-litre" are no fractions of the answer).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from functools import cache

from rppo_check.numberwords import ADDED, UNIT, language_words


def _named(names: str, start: int = 3) -> dict[str, int]:
    """`names` (one denominator per space-separated group, from `start`; `/` between spellings)."""
    return {
        name: start + index
        for index, group in enumerate(names.split())
        for name in group.split("/")
        if name != "-"
    }


# The denominators 3-10, in the order numerator-denominator.
_DENOMINATORS: dict[str, int] = {
    **_named(
        "tercio/tercios cuarto/cuartos quinto/quintos sexto/sextos séptimo/séptimos "
        "octavo/octavos noveno/novenos décimo/décimos"
    ),
    **_named("terço/terços - - - sétimo/sétimos oitavo/oitavos nono/nonos"),
    **_named(
        "tiers quart/quarts cinquième/cinquièmes sixième/sixièmes septième/septièmes "
        "huitième/huitièmes neuvième/neuvièmes dixième/dixièmes"
    ),
    **_named(
        "terzo/terzi quarti quinti sesto/sesti settimo/settimi ottavo/ottavi nono/noni decimo/decimi"
    ),
    **_named("drittel viertel fünftel sechstel siebtel achtel neuntel zehntel"),
    **_named(
        "derde/derden vierde/vierden vijfde/vijfden zesde/zesden zevende/zevenden "
        "achtste/achtsten negende/negenden tiende/tienden"
    ),
    **_named(
        "tredjedel/tredjedelar fjärdedel/fjärdedelar femtedel/femtedelar sjättedel/sjättedelar "
        "sjundedel/sjundedelar åttondel/åttondelar niondel/niondelar tiondel/tiondelar"
    ),
    **_named(
        "треть/трети/третей четверть/четверти/четвертей пятая/пятых/пятым шестая/шестых/шестым "
        "седьмая/седьмых/седьмым восьмая/восьмых/восьмым девятая/девятых/девятым "
        "десятая/десятых/десятым"
    ),
    **_named(
        "третина/третини/третин чверть/чверті/чвертей п'ята/п'ятих/п'ятим шоста/шостих/шостим "
        "сьома/сьомих/сьомим восьма/восьмих/восьмим дев'ята/дев'ятих/дев'ятим "
        "десята/десятих/десятим"
    ),
    **_named(
        "trzecia/trzecie/trzecich czwarta/czwarte/czwartych piąta/piąte/piątych "
        "szósta/szóste/szóstych siódma/siódme/siódmych ósma/ósme/ósmych "
        "dziewiąta/dziewiąte/dziewiątych dziesiąta/dziesiąte/dziesiątych"
    ),
    **_named(
        "třetina/třetiny/třetin čtvrtina/čtvrtiny/čtvrtin pětina/pětiny/pětin "
        "šestina/šestiny/šestin sedmina/sedminy/sedmin osmina/osminy/osmin "
        "devítina/devítiny/devítin desetina/desetiny/desetin"
    ),
    **_named(
        "τρίτο/τρίτα τέταρτο/τέταρτα πέμπτο/πέμπτα έκτο/έκτα έβδομο/έβδομα όγδοο/όγδοα "
        "ένατο/ένατα δέκατο/δέκατα"
    ),
    **_named(
        "שליש/שלישים רבע/רבעים חמישית/חמישיות שישית/שישיות שביעית/שביעיות שמינית/שמיניות "
        "תשיעית/תשיעיות עשירית/עשיריות"
    ),
    # (Arabic "سبع", "تسع", "عشر" are also seven, nine, ten: their plurals only)
    **_named("ثلث/أثلاث ربع/أرباع خمس/أخماس سدس/أسداس أسباع ثمن/أثمان أتساع أعشار"),
    **_named("سوم چهارم پنجم ششم هفتم هشتم نهم دهم"),
    **_named("pertiga perempat perlima perenam pertujuh perdelapan persembilan persepuluh"),
}
# Turkish names the denominator first, in the locative: "sekizde üç" (3/8).
_DENOMINATORS_FIRST: dict[str, int] = _named("üçte dörtte beşte altıda yedide sekizde dokuzda onda")
# Extra numerators the number lexicons do not hold (the dative after "equal to": "трьом восьмим").
_NUMERATORS_MORE = {"трём": 3, "трьом": 3, "двум": 2, "двом": 2, "одной": 1, "одній": 1}


@cache
def _numerators() -> dict[str, int]:
    found = {
        word: value
        for word, (kind, value) in language_words().items()
        if kind in (UNIT, ADDED) and 1 <= value <= 20
    }
    return {**found, **_NUMERATORS_MORE}


_WORD = re.compile(r"\d{1,2}(?![\d.,])|(?:[^\W\d_]|['’])+")
_GAP = re.compile(r"[ \t]+")
# "ba phần tám" (Vietnamese), "আট ভাগের তিন ভাগ" (Bengali: eight parts' three parts)
_PHAN = re.compile(r"(?<![^\W\d_])(\w+)[ \t]+phần[ \t]+(\w+)(?![^\W\d_])", re.IGNORECASE)
_BHAG = re.compile(r"(?<!\S)(\S+)[ \t]+ভাগের[ \t]+(\S+)[ \t]+ভাগ")


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return _numerators().get(word.lower())


def _fraction(first: str, second: str) -> str | None:
    """The fraction two words make, as `n/d`, or None."""
    denominator = _DENOMINATORS.get(second.lower())
    numerator = _number(first)
    if denominator is None or numerator is None:
        denominator = _DENOMINATORS_FIRST.get(first.lower())
        numerator = _number(second)
    if denominator is None or numerator is None:
        return None
    return f"{numerator}/{denominator}"


def _ordered(numerator_at: int, denominator_at: int) -> Callable[[re.Match[str]], str]:
    """A replacement that reads the numerator and the denominator from the groups named."""

    def replace(match: re.Match[str]) -> str:
        numerator = _number(match.group(numerator_at))
        denominator = _number(match.group(denominator_at))
        if numerator is None or denominator is None or denominator < 2:
            return match.group(0)
        return f"{numerator}/{denominator}"

    return replace


def fraction_words_to_digits(sentence: str) -> str:
    """`sentence` with each fraction in words as `n/d` ("La probabilidad es de tres octavos." ->
    "La probabilidad es de 3/8.")."""
    if "phần" in sentence:
        sentence = _PHAN.sub(_ordered(1, 2), sentence)
    if "ভাগের" in sentence:
        sentence = _BHAG.sub(_ordered(2, 1), sentence)
    words = list(_WORD.finditer(sentence))
    pieces, at = [], 0
    for first, second in itertools.pairwise(words):
        if first.start() < at or not _GAP.fullmatch(sentence, first.end(), second.start()):
            continue
        fraction = _fraction(first.group(0), second.group(0))
        if fraction is not None:
            pieces += [sentence[at : first.start()], fraction]
            at = second.end()
    return "".join([*pieces, sentence[at:]])
