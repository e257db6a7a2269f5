r"""The value an answer's text ends on: `final_value` (`5 \cdot 2 = 10` -> `10`, `18, not 20` ->
`18`, `18 ✅` -> `18`). A pure function of the answer text, shared by the extraction of every
statement kind and the retraction rule. The rules: packages/check/README.md, "Extraction".
"""

from __future__ import annotations

import re
from fractions import Fraction

from rppo_check.numeric import parse_number

_LABEL = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w+\}?)?\s*")
_TEXT_WORDS = re.compile(r"\\(?:text|mbox|mathrm)\s*\{[^{}]*\}")
# A number as prose writes it (also read by `rppo_check.tail`): `-18`, `$1,200.50`, `3/4`; not the
# digits of a word (`x2`, `H2O`), a decimal's tail or a root. Scripts that write no space before a
# number (`答えは437本です`, `ราคา 437`) are no word around it.
NUMBER = re.compile(
    r"(?<![A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f\d_.√∛])"
    r"[-−–]?\$?\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d+|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])?"  # (`12½`, one number)
)
# Another value denied after the answer: "18, not 20", "18 (not 20)", "18 but not 20".
# (after the value or its unit, and with the other value's own unit: "56 girls, not 40 boys",
# "22.5%, not 9%")
_DENIED_OTHER = re.compile(
    r"(?<=[\d}$A-Za-z%])[ \t]*(?:[,;—–][ \t]*|--?[ \t]+|\([ \t]*)(?:but[ \t]+|and[ \t]+)?not[ \t]+"
    r"\$?-?\d[\d,]*(?:\.\d+)?(?:/\d+)?\$?(?:[ \t]*(?:°[CF]?|%))?(?:[ \t]+[A-Za-z]+){0,2}[ \t]*\)?"
    # (and the reason for it, with no number of its own: "-16.5 degrees, not 16.5: it ends
    # below zero")
    r"(?:[ \t]*[:;][^\d\n]{1,120})?[ \t.]*$",
    re.IGNORECASE,
)


# A mark that approves the value after it: `#### 18 ✅`, `18 ✔️` (a cross, `18 ❌`, stays and
# refuses the answer).
_AFFIRMED = re.compile(r"(?<=\S)[ \t]*(?:✅|✔️?|✓|☑️?|👍|💯|👌|🎉|🥳|👏|🙌|✨|⭐|🌟|😊|🙂)[ \t.!]*$")
# A picture of what is counted after the value: `#### 325 🍪`, `12 🐑🐑` (pictographs, and the
# joiners and selectors of their sequences). Faces and the signs that doubt, refuse or deny
# (`🤔`, `🤷`, `👎`, `🚫`, `🤨`, `🫤`) are no pictures of a unit, and stay.
_PICTURED_UNIT = re.compile(
    "(?<=[\\w}$%])[ \t]*"
    "(?:(?![\U0001f44e\U0001f6ab\U0001f914\U0001f928\U0001f937\U0001f645\U0001fae4])"
    "[\U0001f300-\U0001f5ff\U0001f680-\U0001f6ff\U0001f900-\U0001f9ff\U0001fa70-\U0001faff]"
    "[\u200d\ufe0f]?[ \t]*){1,6}[ \t.!]*$"
)
# Words after the value that only insist on it: "#### 47 — no doubt about it.", "47, no more and no
# less", "47 for sure".
_INSISTED = re.compile(
    r"(?<=\S)[ \t]*(?:[,;—–]|--?)?[ \t]*(?:no[ \t]+doubt(?:[ \t]+about[ \t]+it)?|for[ \t]+sure"
    r"|no[ \t]+more[ \t]*,?[ \t]*(?:and[ \t]+|,[ \t]*)?no[ \t]+less|guaranteed|definitely"
    r"|not[ \t]+a[ \t]+typo|no[ \t]+typo|\(?nicht[ \t]+mehr,?[ \t]+nicht[ \t]+weniger\)?"
    r"|\(?ni[ \t]+(?:plus|más),?[ \t]+ni[ \t]+(?:moins|menos)\)?)[ \t.!]*$",
    re.IGNORECASE,
)


def _without_denied_other(expr: str) -> str:
    """`18, not 20` -> `18`; `18, not 18` (the answer denied itself) stays, and does not parse."""
    denial = _DENIED_OTHER.search(expr)
    if denial is None:
        return expr
    kept = expr[: denial.start()]
    denied = _DENIED_VALUE.search(denial.group(0))  # (a fraction whole: "7/8, not 1/8")
    if denied is None:
        return expr
    stated, other = parse_number(kept), parse_number(denied.group(0))
    same = other == stated if stated is not None else denied.group(0).strip("$ ") in kept
    return expr if same else kept


_DENIED_VALUE = re.compile(r"-?\d[\d,]*(?:\.\d+)?(?:/\d+)?")


# The value said again after it: "4/36, which simplifies to 1/9" (the simpler form is the value
# stated last), "(3, -11), i.e. x = 3 and y = -11" (the same numbers, spelt out).
_RESTATEMENT = re.compile(
    r"(?P<value>.+?)[ \t]*,?[ \t]*(?:(?P<simpler>which[ \t]+(?:simplifies|reduces)[ \t]+to)"
    r"|i\.[ \t]*e\.[ \t]*,?|that[ \t]+is[ \t]*,"
    # ... in the languages models answer in: "$x = \frac{7}{4}$ یعنی $1.75$", "d.h.", "cioè"
    r"|یعنی|يعني|d\.[ \t]*h\.|c'est-à-dire|es[ \t]+decir,?|cioè|ou[ \t]+seja,?|то[ \t]+есть|тобто"
    r"|czyli|yani|tức[ \t]+là|yaitu|yakni|dvs\.?|eli|tj\.|azaz|adică|dus|即|つまり|즉)"
    r"[ \t]+\$?(?P<again>[^$]+?)\$?[ \t]*[.!。]?[ \t]*",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"-?\d+(?:\.\d+)?")
_LABELLED = re.compile(r"^\s*[A-Za-z]\s*=\s*")
_FRAC = re.compile(r"\\d?frac\s*\{\s*(-?\d+)\s*\}\s*\{\s*(\d+)\s*\}")
# The ASCII-spelt "that is" of other languages (speed only: `_RESTATEMENT` runs where one may be).
_RESTATED_ABROAD = re.compile(
    r"\b(?:d\.\s*h\.|es\s+decir|ou\s+seja|czyli|yani|yaitu|yakni|dvs|eli|tj\.|azaz|dus)"
)


# A share of a named whole ("37.5% of the town", "35 percent of the class"): no value again.
_SHARE_DESCRIBED = re.compile(
    r"\d[\d.,]*[ \t]*(?:\\?%|percent|per[ \t]+cent)[ \t]+of[ \t]+(?:the|all|his|her|their|its)[ \t]+"
    r"[A-Za-z][A-Za-z \t'-]{0,40}?[ \t.]*",
    re.IGNORECASE,
)


def _without_restatement(expr: str) -> str:
    """`expr` with a restatement of its value after it (`_RESTATEMENT`) read: a simpler form of
    the same number is the value; the same numbers spelt out are dropped. Anything else (a
    "simpler" form of another value) stays as it is, and does not parse."""
    found = _RESTATEMENT.fullmatch(expr) if len(expr) <= 400 else None
    if found is None:
        return expr
    value, again = found.group("value").strip().strip("$").strip(), found.group("again").strip()
    if _SHARE_DESCRIBED.fullmatch(again) and parse_number(value) is not None:
        return value  # "4500 people, i.e. 37.5% of the town": what share of a whole it is
    if found.group("simpler"):
        simpler = parse_number(again)
        return again if simpler is not None and simpler == parse_number(value) else expr
    if sorted(_DIGITS.findall(value)) == sorted(_DIGITS.findall(again)) and _DIGITS.search(value):
        return value
    # "$x = \frac{7}{4}$ یعنی $1.75$", "3/8, that is, 0.375": the same number as a decimal
    plain = _LABELLED.sub("", _FRAC.sub(r"\1/\2", value), count=1)
    said, decimal = parse_number(plain), parse_number(again)
    return value if said is not None and said == decimal else expr


# An aligned derivation written as the answer (`<answer>$\begin{aligned} ... \\ \theta &=
# 150^\circ. \end{aligned}$</answer>`): its rows, and a row that only gives one letter a constant.
_ALIGNED = re.compile(r"\\begin\{(align\w*\*?)\}(.*)\\end\{\1\}[ \t.]*", re.DOTALL)
_ROW_BREAK = re.compile(r"\\\\(?:\[[^\]]*\])?")
_ASSIGNED = re.compile(r"\s*[A-Za-z]\s*=\s*-?[\d.]+\s*")


def _last_derived(expr: str) -> str:
    r"""The last row of an aligned derivation (`\theta = 150^\circ`), where its rows derive one
    value; rows that each give a letter a constant (`x &= 2 \\ y &= 3`) state a solution and stay."""
    aligned = _ALIGNED.fullmatch(expr)
    if aligned is None:
        return expr
    rows = [row.replace("&", "").strip() for row in _ROW_BREAK.split(aligned.group(2))]
    rows = [row for row in rows if row]
    if len(rows) < 2 or all(_ASSIGNED.fullmatch(row.rstrip(".,")) for row in rows):
        return expr
    return rows[-1].rstrip(".,").strip()


# After a LaTeX value, a note that denies another value or says what would be under other
# facts: `(-4, 7), \text{ not } [-4, 7]`, `-\sqrt{3} \quad (\neq \sqrt{3})`, `\frac{7}{15}
# \text{ (with replacement it would be } \frac{49}{100}\text{)}`.
_MATH_NOTES = (
    re.compile(
        r"(.+?)\s*,?\s*\\text\s*\{\s*\(?\s*not\s*\}\s*(.+?)\s*(?:\\text\s*\{\s*\)\s*\})?\s*"
    ),
    re.compile(
        r"(.+?)\s*(?:\\q?quad|\\[,;!]|,)?\s*\(\s*(?:\\neq?(?![A-Za-z])|\\not\s*=|≠)\s*([^()]+)\)\s*"
    ),
    re.compile(
        r"(.+?)\s*\\text\s*\{\s*\(([^{}]*\b(?:would|if)\b[^{}]*)\}.*\\text\s*\{\s*\)\s*\}\s*"
    ),
)


def _without_math_note(expr: str) -> str:
    """`expr` without a note (`_MATH_NOTES`) on another value than its own; else `expr`."""
    if len(expr) > 600:
        return expr  # (a note is short; the scans stay bounded)
    for pattern in _MATH_NOTES:
        found = pattern.fullmatch(expr)
        if found is not None:
            value, other = found.group(1).strip(), found.group(2).strip()
            return value if value and value.replace(" ", "") != other.replace(" ", "") else expr
    return expr


_LONE_LETTER = re.compile(r"[A-Za-z]")
# A value, then a note that denies that very value and gives another: `164 (Not 164; 218.)`.
_SELF_DENIED = re.compile(
    r"\s*\$?(-?\d[\d,]*(?:\.\d+)?)\s*\(\s*not\s+\$?(-?\d[\d,]*(?:\.\d+)?)\s*[;,:—–-]\s*"
    r"(?:it(?:'s|\s+is)\s+)?\$?(-?\d[\d,]*(?:\.\d+)?)\s*[.!]?\s*\)\s*[.!]?\s*",
    re.IGNORECASE,
)
# A congruence stated with its modulus: `7^{2026} \equiv 649 \pmod{1000}`, `... \equiv 649
# \ (\mathrm{mod}\ 1000)`.
_RESIDUE = re.compile(
    r"[^=]+?\\equiv\s*(-?\d+)\s*(?:\\pmod\s*\{\s*\d+\s*\}|\\?\s*\(\s*(?:\\(?:bmod|mod|mathrm\{mod\}|text\{mod\})|mod)\s*\\?\s*\d+\s*\)|\\bmod\s*\d+)\s*"
)


# A box that says the answer in a sentence opened in `\text{}`: `\text{The area is } 25\pi`,
# `\text{The total cost is } \$45`. The words name what the value is (a few, none that denies,
# hedges, supposes or dates it); the math after them is the value.
_NAMED_IN_TEXT = re.compile(
    # (or what it costs, comes to, totals: `\boxed{\text{The trip costs } \$99}`)
    r"\\text\s*\{\s*((?:[A-Za-z]+\s+){0,6}?)(?:is|are|equals|costs|comes\s+to|totals|makes|earns"
    r"|pays|spends|needs)\s*:?\s*\}\s*(\S.*)",
    re.DOTALL,
)
_NOT_A_NAME = re.compile(
    r"\b(?:not|never|no|approx\w*|about|around|roughly|nearly|almost|maybe|perhaps|probably|likely"
    r"|possibly|least|most|over|under|estimat\w*|guess\w*|wrong|incorrect|false|would|could|might"
    r"|should|if|was|were|before|earlier|initially|thought|claimed|said|says)\b",
    re.IGNORECASE,
)


def named_in_text(expr: str) -> str:
    """The math after a `\text{...}` that names it (`_NAMED_IN_TEXT`), else `expr`."""
    named = _NAMED_IN_TEXT.fullmatch(expr.strip())
    if named is None or _NOT_A_NAME.search(named.group(1)) or "\\text" in named.group(2):
        return expr
    return named.group(2).strip()


_MODULUS_NOTE = re.compile(
    r"\s*(-?\d+)\s*(?:\(\s*(?:\\(?:bmod|mod)|mod(?:ulo)?)\s*\{?\s*\d+\s*\}?\s*\)"
    r"|\\pmod\s*\{?\s*\d+\s*\}?)\s*\.?\s*"
)
_ANSWER_MACRO = re.compile(r"\\answer(?![A-Za-z{])\s*")


# A position written as an ordinal in LaTeX, as MATH answers to "which term" write it:
# `15\text{th}`, `15^{\text{th}}`, `1^{st}`, with what it ranks after it (`12^{\mathrm{th}}
# \text{ grade}`) (a bare "73rd" after `####` stays no count).
_ORDINAL = re.compile(
    r"\s*(\d{1,6})\s*(?:\^\s*\{?\s*(?:\\(?:text|mathrm|textrm)\s*\{\s*)?|\\(?:text|mathrm|textrm)\s*\{\s*)"
    r"(st|nd|rd|th)\s*\}?\s*\}?\s*(?:\\(?:text|mathrm|textrm)\s*\{\s*[A-Za-z]{2,12}\s*\}\s*)?"
)


def _ordinal_suffix(number: int) -> str:
    """The English suffix of `number` as an ordinal: 1st, 2nd, 3rd, 11th, 12th, 13th, 21st."""
    if number % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")


def final_value(expr: str) -> str:
    r"""The value an equation chain ends on: `5 \cdot 2 = 10` -> `10`; `\log_2 8 = 3` -> `3`;
    `y = 8.8 - 2.8 = 6` -> `y = 6`. A labelled answer (`x = 5`) and a real equation (`x + y = 5`,
    `2x - y + 3z = 8`) are kept as they are: only a chain of constants is shortened. Another value
    denied after it is no part of it: `18, not 20` -> `18`."""
    ordinal = _ORDINAL.fullmatch(expr) if expr[-1:] in "thsdr}" else None
    if ordinal is not None and ordinal.group(2) == _ordinal_suffix(int(ordinal.group(1))):
        return ordinal.group(1)  # `15\text{th}`, "15th": the position asked for, 15
    if expr.startswith("\\answer") and (macro := _ANSWER_MACRO.match(expr)) is not None:
        expr = expr[macro.end() :]  # `\[ \answer 163 \]`: the answer tag as a command
    if expr.endswith("\\") and not expr.endswith("\\\\"):
        expr = expr[:-1].rstrip()  # `2\sqrt{3}\.`: its full stop went, the backslash is no math
    if "not" in expr.lower():
        corrected = _SELF_DENIED.fullmatch(expr)
        if corrected is not None and corrected.group(1) == corrected.group(2):
            return corrected.group(3)  # `164 (Not 164; 218.)`: the note takes 164 back for 218
        expr = _without_denied_other(expr)
    if "\\" in expr and ("not" in expr or "\\ne" in expr or "would" in expr):
        expr = _without_math_note(expr)
    if not expr.isascii():
        expr = _PICTURED_UNIT.sub("", _AFFIRMED.sub("", expr))
    if "no" in expr or "sure" in expr or "defin" in expr or "guarant" in expr or "ni" in expr:
        expr = _INSISTED.sub("", expr)
    if expr.startswith("\\text"):
        expr = named_in_text(expr)
    if expr.startswith("\\begin{align"):
        expr = _last_derived(expr)
    if "mod" in expr and (residue := _MODULUS_NOTE.fullmatch(expr)) is not None:
        return residue.group(1)  # "2 (mod 7)", `2 \pmod{7}`: the residue, its modulus named
    if "\\equiv" in expr:
        residue = _RESIDUE.fullmatch(expr)
        if residue is not None:
            return residue.group(1).strip()  # `7^{2026} \equiv 649 \pmod{1000}`: 649
    if (
        "which" in expr
        or "i.e" in expr
        or "that is" in expr
        or not expr.isascii()
        or (_RESTATED_ABROAD.search(expr))
    ):
        expr = _without_restatement(expr)
    if "cent" in expr:
        in_dollars = _CENTS_THEN_DOLLARS.fullmatch(expr)
        if in_dollars and Fraction(in_dollars.group(1).replace(",", "")) / 100 == Fraction(
            in_dollars.group(2).replace(",", "")
        ):
            return "$" + in_dollars.group(2)  # `1545 cents, or $15.45`: the same amount, in dollars
        in_words = _DOLLARS_THEN_WORDS.fullmatch(expr)
        if in_words and in_words.group(1, 2) == in_words.group(3, 4):
            # `$64.80, or 64 dollars and 80 cents`: the same amount said twice
            return "$" + in_words.group(1) + "." + in_words.group(2)
    if "=" not in expr or _NOT_EQUAL.search(expr):
        return expr  # (`2223_5 \not= 313` denies an equality: no chain to shorten)
    pieces = _split_equals(expr)
    if len(pieces) < 2:
        return expr
    if len(pieces) == 2 and _LONE_LETTER.fullmatch(pieces[1]) and _is_constant(pieces[0]):
        return f"{pieces[1]} = {pieces[0]}"  # `3 = b`: the value, labelled from the right
    label = pieces[0] if _LABEL.fullmatch(pieces[0]) else None
    body = pieces[1:] if label else pieces
    if len(body) < 2 or not all(_is_constant(piece) for piece in body[:-1]):
        return expr
    return f"{label.strip()} = {body[-1]}" if label else body[-1]


# An amount in cents, then the same in dollars: `1545 cents, or $15.45`.
_CENTS_THEN_DOLLARS = re.compile(
    r"\s*(\d[\d,]*)\s*cents?\s*,?\s*(?:or|i\.e\.|that\s+is)\s*,?\s*\$\s*(\d[\d,]*\.\d{2})\s*[.!]?\s*",
    re.IGNORECASE,
)
# An amount in dollars, then the same in dollars and cents: `$64.80, or 64 dollars and 80 cents`,
# `$31.65 (31 dollars and 65 cents)`.
_DOLLARS_THEN_WORDS = re.compile(
    r"\s*\$\s*(\d[\d,]*)\.(\d{2})\s*(?:dollars?\s*)?(?:\(|,?\s*(?:or|i\.e\.|that\s+is)\s*,?)\s*"
    r"(\d[\d,]*)\s+dollars?\s+and\s+(\d{2})\s+cents?\s*\)?\s*[.!]?\s*",
    re.IGNORECASE,
)
# An equals sign that denies equality, as `\neq` does (`normalize` reads them so).
_NOT_EQUAL = re.compile(r"\\not\s*=|!=|=/=")


def _split_equals(expr: str) -> list[str]:
    pieces, depth, start = [], 0, 0
    for index, char in enumerate(expr):
        if char in "({[":
            depth += 1
        elif char in ")}]":
            depth -= 1
        elif (
            char == "="
            and depth == 0
            and expr[index - 1 : index] not in ("<", ">", "!", "\\", "=")
            and expr[index + 1 : index + 2] != "="
        ):
            pieces.append(expr[start:index].strip())
            start = index + 1
    pieces.append(expr[start:].strip())
    return pieces if all(pieces) else [expr]


def _is_constant(piece: str) -> bool:
    r"""No variable in it: letters only inside `\commands` (`\log_2{8}`, `\frac{1}{2}`) and unit
    words in `\text{}` (`91 \text{ yards} + 182 \text{ yards}`)."""
    piece = _TEXT_WORDS.sub("", piece)
    return not re.search(r"[A-Za-z]", re.sub(r"\\[A-Za-z]+", "", piece))
