r"""Which way a completion writes its numbers, and its numbers rewritten the English way.

Models answering in German, Spanish, Portuguese, Italian, Russian, Polish, Vietnamese... write
`2,75` for 2.75, `12.500` for 12500 and `2 150 000` for 2150000, as those languages do. Read the
English way, `12.500` is twelve and a half. Which reading a completion means is decided by its own
numbers (`continental`): a decimal comma no English number has (`2,75`, `0,625`, `3{,}25`) or dot
groups no English number has (`2.150.000`, `1.234,56`), or else its language (`Die Antwort
lautet`, an amount in euros); and nothing the English way only could be
(`2.5`, `1,234.5`, `2,150,000`), and no equation of its working true only read the English way
(`2.5 × 4 = 10`). The checker reads a completion so marked rewritten the English way
(`in_english`). Numbers in brackets (`(1,5)`, `[2,3]`) are points and intervals, never evidence,
and never rewritten.
"""

from __future__ import annotations

import re

from rppo_check.arith import arithmetic_value
from rppo_check.gates import has_any

# A number as written: digits with `.`, `,`, `{,}` or a space between groups; not after a letter
# (`x_1,2`), and not in brackets or braces, where a comma separates values: `(1,5)`, `(-2,1)`, `\boxed{-2,1}`,
# `[ -3,4]`, the last value before a closing bracket; a LaTeX decimal comma `0{,}625` in braces too)
# (The lookahead `(?=\d)` first, speed only: every match starts with a digit, after lookbehinds
# that `re` would otherwise test at every position of the text; led by it, `re` skips to the
# digits at once, ~1/3 of the cost. tests/check/test_speed_session21.py compares the spans.)
_NUMBER = re.compile(
    r"(?=\d)(?:"
    r"(?<![\d.,])(?<!\{,\})\d+\{,\}\d+(?![\d(])"
    # (a letter before it only in a currency written onto it: `Rp58.500`)
    r"|(?:(?<![\d.,(\[{A-Za-z_^])|(?<=\bRp)|(?<=\bRs)|(?<=\bRM))"
    r"(?<![(\[{,;]-)(?<![(\[{,;] )(?<![(\[{,;] -)"
    r"(?:\d{1,3}(?:(?:\.|,|\{,\}| (?=\d{3}(?!\d)))\d+)+|\d+,\d+)(?![\d(])"
    r"(?![ \t]*[,;]?[ \t]*-?[ \t]*\d*[ \t]*[)\]}])"
    r")"
)
_CONTINENTAL_ONLY = re.compile(
    r"\d{1,3}(?:\.\d{3}){2,}"  # `2.150.000`
    r"|\d{1,3}(?:\.\d{3})+,\d+"  # `1.234,56`
    r"|\d+(?:,|\{,\})(?:\d{1,2}|\d{4,})"  # `2,75`, `17,25`, `3{,}25`, `0,5625`
    r"|0(?:,|\{,\})\d+"  # `0,625`
)
_ENGLISH_ONLY = re.compile(
    r"\d{1,3}(?:,\d{3}){2,}"  # `2,150,000`
    r"|\d{1,3}(?:,\d{3})+\.\d+"  # `1,234.5`
    r"|\d+\.(?:\d{1,2}|\d{4,})"  # `2.5`, `16.67`, `3.1416`
    r"|0\.\d+"  # `0.625`
)
# A plain equation of the working: arithmetic on numbers, `=`, one number (`12 × 0,7 = 8,4`).
_EQUATION = re.compile(
    r"(?<![\w.,])((?:\d|[.,]\d|\{,\}\d|[ \t]*[-+−*/×·:()][ \t]*|[ \t](?=\d{3}(?!\d))){3,80}?)"
    r"[ \t]*=[ \t]*(\d(?:\d|[.,](?=\d)|\{,\}(?=\d)|[ \t](?=\d{3}(?!\d)))*)"
)
# "The answer" in the languages that write a decimal comma, and the euro sign: where no number says
# which way (`5 · 2.500 = 12.500` holds both ways), the language does.
_CONTINENTAL_WORDS = (
    "antwort", "réponse", "respuesta", "risposta", "resposta", "antwoord", "odpowiedź", "ответ",
    "відповідь", "cevap", "jawaban", "đáp án", "svar", "răspuns", "odpověď", "válasz", "vastaus",
    "€", "đồng", "₫",  # (Vietnam's dong: always dot thousands, `350.000 đồng`)
)  # fmt: skip
_CONTINENTAL_ASCII_WORDS = tuple(word for word in _CONTINENTAL_WORDS if word.isascii())
# Common words of those languages (two of them, or a Cyrillic letter, say the text is in one):
# "La fábrica produce 2.350 botellas al día." names no answer and no euro.
_COMMA_LANGUAGE_WORDS = (
    " de ", " la ", " el ", " los ", " las ", " del ", " por ", " para ", " und ", " der ", " das ",
    " ist ", " les ", " une ", " sont ", " della ", " sono ", " het ", " een ", " não ", " são ",
    " jest ", " są ", " bir ", " yang ", " dan ", " và ", " của ", " là ", " och ",
    " ett ", " og ", " er ", " je ", " ve ", " olan ", " sunt ", " este ",
    # (Italian, Portuguese, Spanish, Dutch, German, Swedish: "Il libro riporta 1.623, ma a me
    # viene 1.404.", "Lo stadio ha in tutto 46.250 posti.")
    " il ", " che ", " di ", " ma ", " mas ", " eu ", " da ", " uma ", " una ", " su ", " nel ",
    " ha ", " al ", " lo ", " hon ", " zijn ", " ein ", " eine ", " wird ",
    # (German: "Der Hof hat insgesamt 3.495 Eier.")
    " hat ", " insgesamt ", " sind ", " mit ", " nicht ", " auf ", " die ", " zu ", " von ", " im ",
    # (Indonesian: "Ia menabung 9.000 dolar dalam setahun.")
    " dalam ", " itu ", " ini ", " adalah ", " dengan ", " untuk ", " dolar ", " jiwa ", " orang ",
    # (the words a worked solution opens and closes with: "Vamos a resolverlo paso a paso. ...
    # Entonces el resultado es 4680.", "Rozwiążmy krok po kroku. ... Zatem wynik to 4680.", "Mari
    # kita selesaikan langkah demi langkah. ... Jadi hasilnya 4680.")
    " es ", " vamos ", " paso ", " entonces ", " resultado ", " passo ", " então ", " quindi ",
    " risultato ", " donc ", " krok ", " kroku ", " zatem ", " wynik ", " mari ", " kita ",
    " langkah ", " jadi ", " hasilnya ",
)  # fmt: skip
# Vietnamese letters (`đ`, and the vowels with two marks: "Đáp số: 25.500 euro"): a language that
# groups thousands with dots.
_VIETNAMESE = re.compile(r"[đ\u1ea0-\u1ef9]")
_CYRILLIC = re.compile(r"[а-яё]")
# Greek letters, Turkish's dotless i: languages that write a decimal comma ("Τελική απάντηση:
# 3.330 €", "Yıllık birikim: ₺3.330")
_GREEK_OR_TURKISH = re.compile(r"[α-ωάέήίόύώı]")
_RUPIAH = re.compile(r"\brp\.?[ \t]?\d")
_ACCENTED = re.compile(r"[à-öø-ÿąćęłńśźżčďěňřšťůžğışőű]")


def names_answer_in_comma_language(line: str) -> bool:
    """Whether `line` names the answer in a language that writes a decimal comma ("Ответ:",
    "Cevap:", "Respuesta:")."""
    lowered = line.lower()
    return any(word in lowered for word in _CONTINENTAL_WORDS if word.isalpha() or " " in word)


def in_a_comma_language(lowered: str) -> bool:
    """Whether a lower-cased text is in a language that writes a decimal comma (its words)."""
    # (a word that opens a line counts too: "La fábrica produce ...")
    lowered = " " + lowered.replace("\n", " ")
    if lowered.isascii():
        found = 0
        for word in _COMMA_LANGUAGE_WORDS:
            found += word in lowered
            if found >= 2:
                return True
        return False
    if (
        _CYRILLIC.search(lowered)
        or _VIETNAMESE.search(lowered)
        or _GREEK_OR_TURKISH.search(lowered)
    ):
        return True
    if len(_ACCENTED.findall(lowered)) >= 3:
        return True  # (or three letters of the Latin alphabets of Europe: "fábrica", "días")
    return sum(word in lowered for word in _COMMA_LANGUAGE_WORDS) >= 2


# Where a `_CONTINENTAL_ONLY` number may be: a comma before 1-2 or 4+ digits, a dot group followed
# by another separator, a LaTeX decimal comma, `0,` before digits.
_MAYBE_CONTINENTAL = re.compile(
    r"(?=\d)(?:\d(?:,\d(?:\d?(?!\d)|\d{3})|\.\d{3}[.,]\d|\{,\}\d)|(?<![\d.])0,\d)"
)  # (`(?=\d)`: as in `_NUMBER`, speed only)
MAX_CHARS = 20_000


def continental(text: str) -> bool:
    """Whether `text` writes its numbers the continental way (module doc)."""
    if len(text) > MAX_CHARS:
        return False
    lowered = text.lower()
    # (speed only: an ASCII text, lowered, holds none of the words spelt with other letters)
    words = _CONTINENTAL_ASCII_WORDS if text.isascii() else _CONTINENTAL_WORDS
    worded = (
        has_any(lowered, words)
        or in_a_comma_language(lowered)
        or ("rp" in lowered and _RUPIAH.search(lowered) is not None)  # (`Rp58.500`: Indonesian)
    )
    if not worded and _MAYBE_CONTINENTAL.search(text) is None:
        return False  # (speed only: a necessary condition of the evidence below, on the raw text)
    numbers = [match.group(0) for match in _NUMBER.finditer(text)]
    if not numbers:
        return worded  # (`Resposta: 360 mil peças.`: no separator to read, the language decides)
    if any(_ENGLISH_ONLY.fullmatch(number) for number in numbers):
        return False
    if not worded and not any(_CONTINENTAL_ONLY.fullmatch(number) for number in numbers):
        return False
    return _equation_votes(text) >= 0


def in_english(text: str) -> str:
    """`text` with its numbers written the English way: `2,75` -> `2.75`, `12.500` -> `12500`,
    `2 150 000` -> `2150000`, `0{,}625` -> `0.625`; and the Spanish and Portuguese `mil` after a
    number as the thousand it is there (`360 mil` -> `360 thousand`; in English `mil` is a
    million)."""
    if "\\boxed{" in text:
        # a box holding one number in dot groups, `\boxed{350.000}`: a value, no list of values
        text = _BOXED_DOT_GROUPS.sub(lambda match: match.group(0).replace(".", ""), text)
    text = _NUMBER.sub(lambda match: _english(match.group(0)), text)
    if ", " in text or "; " in text:
        # dot groups after a comma, outside any bracket's list: "26.100 değil, 28.450 TL"
        text = _GROUPS_AFTER_COMMA.sub(lambda match: match.group(0).replace(".", ""), text)
    return _MIL.sub(" thousand", text) if "mil" in text else text


# (`_NUMBER` reads no number after `, ` or `; `, where a list in brackets may go on: `(1, 2.5)`;
# thousands in dot groups, before a word or the end of the line, are no such list's value)
_GROUPS_AFTER_COMMA = re.compile(
    r"(?<=[,;] )(?<![(\[{][,;] )[1-9]\d{0,2}(?:\.\d{3})+(?![\d,]|\.\d)(?=[ \t]*(?:[^\W\d_]|$|\.))",
    re.MULTILINE,
)


_MIL = re.compile(r"(?<=\d)[ \t]+mil\b")
_BOXED_DOT_GROUPS = re.compile(r"(?<=\\boxed\{)-?[1-9]\d{0,2}(?:\.\d{3})+(?=\})")


def _english(number: str) -> str:
    number = number.replace("{,}", ",")
    whole, comma, fraction = number.partition(",")
    return whole.replace(".", "").replace(" ", "") + ("." + fraction if comma else "")


def _equation_votes(text: str) -> int:
    """+1 for each plain equation of the working true only when read the continental way, -1
    for each true only when read the English way (`12 × 0,7 = 8,4`: +1; `2.5 × 4 = 10`: -1)."""
    votes = 0
    for match in _EQUATION.finditer(text):
        left, right = match.group(1), match.group(2)
        if not any(mark in left + right for mark in ".,{ "):
            continue
        english = _holds(left, right)
        abroad = _holds(in_english(left), in_english(right))
        votes += (abroad and not english) - (english and not abroad)
    return votes


def _holds(left: str, right: str) -> bool:
    """Whether `left = right` holds, both sides read as English arithmetic."""
    left_value = arithmetic_value(left.replace(":", "/"))
    return left_value is not None and left_value == arithmetic_value(right + " + 0")
