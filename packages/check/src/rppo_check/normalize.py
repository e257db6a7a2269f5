r"""Answer text without its LaTeX noise, for comparing: `normalize`, `text_key`, and the
bracket-aware splitting the MATH parser and the label rules share. No sympy: the GSM8K checker and
its worker processes use this without loading the MATH machinery.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

from rppo_check.numeric import HEDGE, NOT_A_UNIT, SCALE_WORD
from rppo_check.units import COMPARING, changes_the_number

_TRIG_DEGREES = re.compile(
    r"\\(sin|cos|tan|sec|csc|cot)\s*(?:\{\s*|\(\s*|\\left\s*\(\s*)?(-?\d+(?:\.\d+)?)\s*"
    r"(?:\^\s*\{?\s*\\circ\s*\}?|°|\\degree)\s*(?:\}|\\right\s*\)|\))?"
)
# "and" and "or" in other languages: the words that join two values in a list of solutions or
# a hedge, as `\text{and}` / "or" do in English (`languages.py` names the languages).
_FOREIGN_AND = ("und", "och", "og", "dan", "oraz", "ve", "et", "ed", "và", "și", "és", "και",
                "и", "і", "та", "和", "与", "與", "及", "및", "و", "और", "এবং")  # fmt: skip
_FOREIGN_OR = ("oder", "oppure", "ou", "eller", "lub", "albo", "nebo", "veya", "atau", "sau",
               "vagy", "tai", "hoặc", "или", "або", "ή", "或者", "或", "または", "또는", "أو", "או",
               "یا", "या", "অথবা")  # fmt: skip
# ... inside `\text{}` also the one-letter words (`\text{ y }`, `\text{ o }`, `\text{ i }`), which
# bare could be variables or the imaginary unit
_FOREIGN_JOIN_IN_TEXT = re.compile(
    r"\\(?:text|textnormal|mbox|mathrm)\s*\{\s*("
    + "|".join((*_FOREIGN_AND, *_FOREIGN_OR, "e", "y", "i", "a", "o", "u"))
    + r")\s*\}"
)
_FOREIGN_JOIN = re.compile(
    r"(?<=[\w})$])\s+(" + "|".join((*_FOREIGN_AND, *_FOREIGN_OR)) + r")\s+(?=[-\w\\($])"
    # (Chinese, Japanese and Korean write them without spaces: `x=3或x=5`)
    r"|(?<=[\w})$])\s*(或者|或|和|及|または|또는)\s*(?=[-\w\\($])"
)
_FOREIGN_JOIN_HINTS = tuple(
    f" {word} " for word in (*_FOREIGN_AND, *_FOREIGN_OR) if word.isascii()
) + tuple(word for word in (*_FOREIGN_AND, *_FOREIGN_OR) if not word.isascii())


def _point_as_tuple(match: re.Match[str]) -> str:
    return "(" + ", ".join(group for group in match.groups() if group is not None) + ")"


def _semicolon_row(match: re.Match[str]) -> str:
    return "(" + re.sub(r"\s*;(?:\s|\\ )*", ", ", match.group(1)) + ")"


def _english_join(match: re.Match[str]) -> str:
    word = next(group for group in match.groups() if group is not None)
    return " or " if word in _FOREIGN_OR or word == "o" or word == "u" else " and "


# (pattern, replacement, hints): every match of the pattern holds one of its hints, so the
# substitution runs only where one occurs (speed only: most of the ~25 passes find nothing, and a
# regex pass costs ~0.3 µs where `in` costs ~0.03; tests/check/test_speed_paths.py checks it).
_NOISE: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], tuple[str, ...]]] = [
    (re.compile(r"[−–]"), "-", ("−", "–")),  # unicode minus and en dash
    (re.compile(r"\\(?:dfrac|tfrac|cfrac)"), r"\\frac", ("frac",)),
    # set-builder notation around a condition on the reals: `\{y \in \mathbb{R} | y \neq -20\}` is
    # the set `y \neq -20` states
    (
        re.compile(
            r"\\\{\s*([A-Za-z])\s*(?:\\in\s*(?:\\mathbb\s*\{?\s*R\s*\}?|ℝ)\s*)?(?:\||\\mid|:)\s*"
            # (two conditions joined by a word: `x < 1 \text{ 或 } x > 4`; the domain named after
            # the condition: `x \le -2,\ x \in \mathbb{R}`)
            r"(\1\s*(?:\\neq?|\\ne|≠|<|>|\\le|\\ge|\\leq|\\geq)(?:[^{}|\\]|\\[a-z]+(?![a-z{])|\\text\s*\{[^{}]{1,12}\}){1,60}?)"
            r"(?:\s*,\s*(?:\\[ ,;!]\s*)*\1\s*\\in\s*(?:\\mathbb\s*\{?\s*R\s*\}?|ℝ))?\s*\\\}"
        ),
        r"\2",
        ("\\{",),
    ),
    # logic's "or" between values, as Dutch and German schools write it: `x = 2 \vee x = 3`
    (
        re.compile(r"\s*(?:\\vee|\\lor|∨)(?![A-Za-z])\s*"),
        r" \\text{ or } ",
        ("\\vee", "\\lor", "∨"),
    ),
    # plain TeX's fraction: `{1 \over 9}`
    (re.compile(r"\{([^{}]{1,60}?)\s*\\over\s*([^{}]{1,60}?)\}"), r"\\frac{\1}{\2}", ("\\over",)),
    # square roots written without LaTeX: `3√5`, `√(2)`, `3*sqrt(5)`
    (
        re.compile(r"√\s*(?:\{([^{}]*)\}|\(([^()]*)\)|(\d+(?:\.\d+)?|[A-Za-z]))"),
        lambda m: "\\sqrt{" + (m.group(1) or m.group(2) or m.group(3)) + "}",
        ("√",),
    ),
    (re.compile(r"(?<![\\A-Za-z])sqrt\s*\(([^()]*)\)"), r"\\sqrt{\1}", ("sqrt",)),
    # `\sqrt85` is √85 as models write it (TeX would take one digit: √8·5, which nobody means)
    (re.compile(r"\\sqrt\s*(\d{2,})(?![\d.])"), r"\\sqrt{\1}", ("\\sqrt",)),
    # symbols written as characters: `9π`, `(-∞, 2] ∪ [3, ∞)`, `6·√2`
    (re.compile(r"π"), r"\\pi ", ("π",)),
    # `81 pi square centimetres`: pi spelt out after a number (read before the unit words go);
    # and as a word of its own in plain-text math: `2*pi`, `pi/4`
    (re.compile(r"(?<=\d)\s*pi\b(?![-'])|(?<![\\A-Za-z])pi(?![A-Za-z'-])"), r"\\pi ", ("pi",)),
    (re.compile(r"∞"), r"\\infty ", ("∞",)),
    (re.compile(r"∪"), r"\\cup ", ("∪",)),
    # an interval's end and a union in plain text: `[1,4) U (4, inf)`, `(-infinity, 2]`
    (re.compile(r"(?<=[,(\[]) ?([-+]?)(?:infinity|infty|inf)(?= ?[,)\]])"), r"\1\\infty", ("inf",)),
    (re.compile(r"(?<=[)\]]) ?U ?(?=[(\[])"), r" \\cup ", (" U", ")U", "]U")),
    (re.compile(r"[·⋅]"), r"\\cdot ", ("·", "⋅")),
    # Czech, Slovak and Polish intervals: a closed end in angle brackets, the ends split by `;`
    # (`\langle 4; \infty)` is [4, ∞), `(-\infty; -3\rangle` is (-∞, -3]); not a vector's commas
    (
        re.compile(
            r"\\langle(?![A-Za-z])\s*([^;()\[\]]+?)\s*;\s*([^;()\[\]]+?)\s*"
            r"(\\rangle(?![A-Za-z])|\)|\])"
        ),
        lambda m: (
            f"[{m.group(1)}, {m.group(2)}" + ("]" if m.group(3) == "\\rangle" else m.group(3))
        ),
        ("\\langle",),
    ),
    (
        re.compile(r"(\(|\[)\s*([^;()\[\]]+?)\s*;\s*([^;()\[\]]+?)\s*\\rangle(?![A-Za-z])"),
        lambda m: f"{m.group(1)}{m.group(2)}, {m.group(3)}]",
        ("\\rangle",),
    ),
    # a lone Cyrillic х is the variable x (`х \in [4; +\infty)` in a Russian answer)
    (re.compile(r"(?<![^\W\d_])х(?![^\W\d_])"), "x", ("х",)),
    # a vector in angle brackets is the tuple: `\langle 3, -1 \rangle`
    (re.compile(r"\\langle(?![A-Za-z])"), "(", ("\\langle",)),
    (re.compile(r"\\rangle(?![A-Za-z])"), ")", ("\\rangle",)),
    # an interval written as a set: `\{x \mid -1 < x < 5\}` is (-1, 5); French `]-1, 5[` too
    (
        re.compile(
            r"^\s*\\\{\s*[A-Za-z]\s*(?:\\mid|\||:)\s*([^<>{}]+?)\s*(<|\\le|\\leq)\s*[A-Za-z]\s*"
            r"(<|\\le|\\leq)\s*([^<>{}]+?)\s*\\\}\s*$"
        ),
        lambda m: (
            ("(" if m.group(2) == "<" else "[")
            + m.group(1)
            + ", "
            + m.group(4)
            + (")" if m.group(3) == "<" else "]")
        ),
        ("\\{",),
    ),
    # (`\left]-4; 7\right[`: with LaTeX's sizing and the semicolon of the languages that write
    # a decimal comma)
    (
        re.compile(
            r"^\s*(?:\\left\s*)?\]\s*([^\[\];]+?)\s*[,;]\s*([^\[\];]+?)\s*(?:\\right\s*)?\[\s*$"
        ),
        r"(\1, \2)",
        ("]",),
    ),
    # the French half-open intervals: `[-2, 3[` is `[-2, 3)`, `]-2, 3]` is `(-2, 3]`
    (
        re.compile(
            r"^\s*(?:\\left\s*)?\[\s*([^\[\];]+?)\s*[,;]\s*([^\[\];]+?)\s*(?:\\right\s*)?\[\s*$"
        ),
        r"[\1, \2)",
        ("[",),
    ),
    (
        re.compile(
            r"^\s*(?:\\left\s*)?\]\s*([^\[\];]+?)\s*[,;]\s*([^\[\];]+?)\s*(?:\\right\s*)?\]\s*$"
        ),
        r"(\1, \2]",
        ("]",),
    ),
    # a row transposed is the column (`(2, -5, 1)^T`, `(6; -3; 1)^{\top}`)
    (
        re.compile(
            r"\)\s*\^\s*(?:\{\s*)?(?:T|\\top|\\intercal|\\mathsf\s*\{\s*T\s*\}|\\mathrm\s*\{\s*T\s*\})(?:\s*\})?\s*$"
        ),
        ")",
        ("^",),
    ),
    # a repeating digit under a dot (British): `0.8\dot{3}` is `0.8\overline{3}`
    (re.compile(r"\\dot\s*\{?\s*(\d)\s*\}?"), r"\\overline{\1}", ("\\dot",)),
    # ... after a decimal comma: `4{,}\overline{6}`, `0,\overline{48}` (Turkish, Russian, ...)
    (re.compile(r"(\d)(?:\{,\}|,)(\d*\\overline)"), r"\1.\2", ("\\overline",)),
    # the repeating block in brackets, the whole answer: `4,(6)`, `0.(54)`, `0,1(6)`
    (
        re.compile(r"^\s*(-?\d+)(?:\{,\}|[.,])(\d*)\((\d{1,20})\)\s*$"),
        r"\1.\2\\overline{\3}",
        ("(",),
    ),
    (
        re.compile(
            r"\\(?:text|textnormal|mbox|mathrm)\s*\{\s*all\s+real\s+numbers\s*\}"
            r"|^\s*all\s+real\s+numbers\s*$"
        ),
        r"\\mathbb{R}",
        ("real",),
    ),  # fmt: skip
    (re.compile(r"\\(?:quad|qquad)(?![A-Za-z])"), " ", ("quad",)),
    (re.compile(r"\s*\{\s*,\s*\}\s*"), ",", ("{",)),
    (
        re.compile(r"\\(?:text|textnormal|mbox|mathrm)\s*\{\s*(and|or)\s*\}"),
        r" \1 ",
        ("\\text", "\\mbox", "\\mathrm"),
    ),
    # "and" / "or" of other languages between two values (`x = 3 oppure x = \frac{1}{3}`,
    # `\frac{1}{3} \text{ ve } 3`, `x=3 或 x=5`): read as the English words (a list, a hedge)
    (_FOREIGN_JOIN_IN_TEXT, _english_join, ("\\text", "\\mbox", "\\mathrm")),
    (_FOREIGN_JOIN, _english_join, _FOREIGN_JOIN_HINTS),
    # Dutch "of" and Japanese "か" ("or", words of other meanings too) only between two values of
    # a variable: `$x = -4$ of $x = 3$`, `$x = -4$ か $x = 3$`
    (re.compile(r"(?<=[\d}$])(?:\s+of\s+|\s*か\s*)(?=\$?\s*[a-z]\s*=)"), " or ", (" of ", "か")),
    # a point as German schools write it, its coordinates parted by a bar: `M(1,5 | 2)`
    (
        re.compile(
            r"^\s*[A-Z]?\s*\(\s*(-?\d+(?:\.\d+)?)\s*(?:\\mid|\|)\s*(-?\d+(?:\.\d+)?)"
            r"(?:\s*(?:\\mid|\|)\s*(-?\d+(?:\.\d+)?))?\s*\)\s*$"
        ),
        _point_as_tuple,
        ("|", "\\mid"),
    ),
    # a row with semicolons, as the comma-decimal languages part values (`(4; 7; -1)^T`, its
    # transposition already read above)
    (
        re.compile(r"^\s*\(\s*(-?[\d.]+(?:\s*;(?:\s|\\ )*-?[\d.]+){1,3})\s*\)\s*$"),
        _semicolon_row,
        (";",),
    ),
    # ... and the one-letter (or Swahili) "and" between two values of one variable, where no
    # variable can be meant: `x = 2 y x = 5`, `x = 2 na x = 5`
    (
        re.compile(r"\b([A-Za-z])(\s*=\s*[^=\s]+)\s+(?:y|e|i|a|na)\s+(?=\1\s*=)"),
        r"\1\2 and ",
        (" y ", " e ", " i ", " a ", " na "),
    ),
    (re.compile(r"\\mathbb\s*\{?\s*R\s*\}?"), r"(-\\infty,\\infty)", ("\\mathbb",)),
    (
        re.compile(r"\\(?:varnothing|emptyset)(?![A-Za-z])|\\\{\s*\\\}"),
        r"\\varnothing",
        ("\\varnothing", "\\emptyset", "\\{"),
    ),
    (re.compile(r"\\(?:lt)(?![A-Za-z])|＜"), "<", ("\\lt", "＜")),
    (re.compile(r"\\(?:gt)(?![A-Za-z])|＞"), ">", ("\\gt", "＞")),
    # (and the Japanese school forms `\leqq`, `≦`)
    (re.compile(r"[≤≦]|\\leq(?:slant|q)(?![A-Za-z])"), "<=", ("≤", "≦", "\\leqslant", "\\leqq")),
    (re.compile(r"[≥≧]|\\geq(?:slant|q)(?![A-Za-z])"), ">=", ("≥", "≧", "\\geqslant", "\\geqq")),
    # `\not=`, `!=`, `=/=` deny equality like `\neq` (never a label `\not` and a value)
    (
        re.compile(r"≠|\\ne(?:q)?(?![A-Za-z])|\\not\s*=|!=|=/="),
        r"\\neq ",
        ("≠", "\\ne", "\\not", "!=", "=/="),
    ),
    (re.compile(r"\\not\s*\\in(?![A-Za-z])"), r"\\notin ", ("\\not",)),
    (
        re.compile(r"\\(?:left|right|displaystyle|big|Big|bigg|Bigg)(?![A-Za-z])"),
        "",
        ("\\left", "\\right", "\\displaystyle", "\\big", "\\Big"),
    ),
    (re.compile(r"(?<=\d),\s*\\[!,;: ]\s*(?=\d{3}(?!\d))"), ",", (",",)),  # `10,\!080`: one number
    # `288\pi \approx 904.78`; `\doteq` is the Czech and Slovak "approximately"
    (re.compile(r"\s*\\(?:approx|doteq)\b.*$", re.S), "", ("\\approx", "\\doteq")),
    (
        re.compile(r"(?<!\\)\\[!,;: ]|~"),
        " ",
        ("\\!", "\\,", "\\;", "\\:", "\\ ", "~"),
    ),
    # a trigonometric function of an angle in degrees: `\sin 60^\circ` is sin(π/3), so the
    # angle is converted before the degree signs go (elsewhere `30^\circ` answers 30)
    (_TRIG_DEGREES, r"\\\1(\\frac{\2\\pi}{180})", ("\\circ", "°", "\\degree")),
    (
        re.compile(r"\^\s*\{?\s*\\circ\s*\}?|°|\\circ|\\degree"),
        "",
        ("\\circ", "°", "\\degree"),
    ),
    (re.compile(r"\\%|%"), "", ("%",)),
    # a plain-text exponent in brackets: `5^(1/2)` is `5^{1/2}`
    (re.compile(r"\^\s*\(([^()]{1,30})\)"), r"^{\1}", ("^(", "^ (")),
    (re.compile(r"\\\$|\$"), "", ("$",)),
    # the other math delimiters, as `$` goes: `\(x < -\frac{1}{4}\) or \(x > 2\)`
    (re.compile(r"(?<!\\)\\[()]"), "", ("\\(", "\\)")),
    (
        re.compile(r"\\(?:mathrm|textbf|textnormal|textrm)\s*\{"),
        r"\\text{",
        ("\\math", "\\text", "\\boldsymbol"),
    ),
    (re.compile(r"\\mbox\s*\{"), r"\\text{", ("\\mbox",)),
    (re.compile(r"\\(?:le|leq)(?![A-Za-z])"), "<=", ("\\le",)),
    (re.compile(r"\\(?:ge|geq)(?![A-Za-z])"), ">=", ("\\ge",)),
    (re.compile(r"\\dots|\\ldots|\\cdots"), "...", ("dots",)),
]
_UNIT_TEXT = re.compile(r"\\text\s*\{\s*[A-Za-z][A-Za-z .]*\}(?:\s*\^\s*\{?[23]\}?)?\s*$")
# (after a digit, a group or `\pi`: `10\pi square units`)
_TRAILING_WORDS = re.compile(
    r"(?:(?<=[\d}])|(?<=\\pi))\s+(?:[a-z]{2,}\.?\s*){1,3}(?:\^\s*\{?[23]\}?)?$"
)
_CLOCK = re.compile(r"\b[ap]\.?\s*m\b", re.IGNORECASE)
_CLOCK_LEADING_ZERO = re.compile(r"(?<![\d:.])0(\d):(?=\d\d(?!\d))")
_PURE_TEXT = re.compile(r"\\text\s*\{([^{}]*)\}")


# Every decimal digit of Unicode (Arabic-Indic, Persian, Devanagari, fullwidth, ...) as its ASCII
# digit: one character for one, so positions in the text stay where they were.
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")  # `\d` is every decimal digit of Unicode


# A numeral in Chinese characters right after an answer word or "altogether", before a counter,
# a unit or the end of the sentence: "答案是一百四十二个。", "答案：三十六万件。", "一共有四百三十七支".
HAN_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
               "六": 6, "七": 7, "八": 8, "九": 9}  # fmt: skip
HAN_UNITS = {"十": 10, "百": 100, "千": 1000}
HAN_MYRIADS = {"万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}
_HAN_ANSWER = re.compile(
    r"((?:答案?(?:是|为|為|[：:])|答え(?:は|[：:])|一共有?|共有|总共有?|總共有?)[ \t]*)"
    r"([〇零一二两兩三四五六七八九十百千万萬亿億]{1,12})"
    r"(?=[个個支件本人元岁歲只条條张張位名台辆輛天年次块塊米克种種分秒円ドル盒箱瓶包袋颗顆棵朵杯碗根头頭匹份双雙套页頁册冊篇架艘座间間层層户戶打斤升吨噸公枚冊匹羽頭。．.，,！!\s]|$)"
)


# An answer line ("答：...", "答えは...", "最终答案：...") and, in it, a numeral of two or more
# characters with a unit character (十百千万亿) before a counter, a unit or the sentence's end:
# "答：还剩二百七十九个苹果。", "答え：おつりは二千二百四十円です。".
_HAN_ANSWER_LINE = re.compile(r"^[ \t*]*(?:最终)?答(?:案|え)?[^\n]{0,200}$", re.MULTILINE)
_HAN_NUMERAL = re.compile(
    # (not after a digit: `24万千克` is 24万 kilograms, `千克` the kilogram)
    r"(?<![〇零一二两兩三四五六七八九十百千万萬亿億\d])"
    r"(?=[〇零一二两兩三四五六七八九]*[十百千万萬亿億])[〇零一二两兩三四五六七八九十百千万萬亿億]{2,12}"
    r"(?=[个個支件本人元岁歲只条條张張位名台辆輛天年次块塊米克种種分秒円ドル盒箱瓶包袋颗顆棵朵杯碗根头頭匹份双雙套页頁册冊篇架艘座间間层層户戶打斤升吨噸公枚冊匹羽頭。．.，,！!\s]|$)"
)
# (`13万5千円`, `13만 5천 원`: the rest may be thousands and three digits, `1万2千500`; a digit
# before a place character it does not read is left alone: `1万2百` is not 10002)
_MYRIAD_THEN_DIGITS = re.compile(
    r"(?<![\d.,])(\d{1,4})[万萬만][ \t]?"
    r"(?:(?P<thousands>\d)[千천](?:[ \t]?(?P<rest>\d{3}))?|(?P<digits>\d,\d{3}|\d{1,4}))"
    r"(?![\d.,百佰백十拾십千仟천])"
)


# Digits with place words between them, as Chinese, Japanese, Korean and Thai write amounts:
# `4만 3천 2백`, `4万3千2百`, `2 แสน 6 หมื่น` (two places or more, or one and digits after it).
_PLACES = {"十": 10, "百": 100, "千": 1000, "십": 10, "백": 100, "천": 1000, "สิบ": 10,
           "ร้อย": 100, "พัน": 1000, "หมื่น": 10**4, "แสน": 10**5}  # fmt: skip
_MULTIPLIERS = {"万": 10**4, "萬": 10**4, "만": 10**4, "亿": 10**8, "億": 10**8, "억": 10**8,
                "ล้าน": 10**6}  # fmt: skip
_PLACE = "|".join(sorted({*_PLACES, *_MULTIPLIERS}, key=len, reverse=True))
_DIGIT_PLACES = re.compile(
    rf"(?<![\d.,])(?:\d{{1,4}}[ \t]?(?:{_PLACE})[ \t]?){{1,6}}(?:\d{{1,4}}(?![\d.,]))?"
)
_DIGIT_PLACE = re.compile(rf"(\d{{1,4}})[ \t]?({_PLACE})|(\d{{1,4}})")


def _digits_with_places(match: re.Match[str]) -> str:
    """`4만 3천 2백` -> `43200` (`_DIGIT_PLACES`); as written when the places do not fall."""
    total = section = 0
    small = big = 10**12
    groups = _DIGIT_PLACE.findall(match.group(0))
    if len(groups) < 2:
        return match.group(0)
    for digits, place, trailing in groups:
        if trailing:
            section += int(trailing)
        elif place in _MULTIPLIERS:
            if _MULTIPLIERS[place] >= big:
                return match.group(0)
            total += (section + int(digits)) * _MULTIPLIERS[place]
            section, small, big = 0, 10**12, _MULTIPLIERS[place]
        else:
            if _PLACES[place] >= min(small, big):
                return match.group(0)
            section += int(digits) * _PLACES[place]
            small = _PLACES[place]
    tail = " " if match.group(0).endswith((" ", "\t")) else ""
    return str(total + section) + tail


def _han_numerals_in_line(match: re.Match[str]) -> str:
    return _HAN_NUMERAL.sub(lambda m: str(han_number(m.group(0))), match.group(0))


def _myriads_and_rest(match: re.Match[str]) -> str:
    thousands, rest, digits = match.group("thousands", "rest", "digits")
    below = int(digits.replace(",", "")) if digits else int(thousands) * 1000 + int(rest or 0)
    return str(int(match.group(1)) * 10_000 + below)


def han_number(numeral: str) -> int:
    """The value of a numeral in Chinese characters: `四百三十七` 437, `三十六万` 360000,
    `两千零五` 2005."""
    total = section = digit = 0
    for char in numeral:
        if char in HAN_DIGITS:
            digit = HAN_DIGITS[char]
        elif char in HAN_UNITS:
            section += (digit or 1) * HAN_UNITS[char]
            digit = 0
        else:
            total += (section + digit) * HAN_MYRIADS[char]
            section = digit = 0
    return total + section + digit


def ascii_digits(text: str) -> str:
    """`text` with its decimal digits in ASCII (`۵۷` -> `57`), and the marks other scripts put
    between digits as ASCII marks: the Arabic decimal and thousands separators (`۸٫۴` -> `8.4`,
    `۱٬۲۰۰` -> `1,200`), the full-width full stop, comma and slash (`１７．２５` -> `17.25`,
    `５／３６` -> `5/36`)."""
    text = _OTHER_DIGIT.sub(lambda match: str(unicodedata.decimal(match.group(0))), text)
    if "٫" in text or "٬" in text or "．" in text or "，" in text or "／" in text:
        text = _BETWEEN_DIGITS.sub(lambda match: _DIGIT_MARKS[match.group(0)], text)
    return text


_DIGIT_MARKS = {"٫": ".", "٬": ",", "．": ".", "，": ",", "／": "/"}
_BETWEEN_DIGITS = re.compile(r"(?<=\d)[٫٬．／](?=\d)|(?<=\d)，(?=\d{3}(?!\d))")


_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁽⁾ⁿ", "0123456789+-()n")
_SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_SCRIPT_FRACTION = re.compile(r"([⁰¹²³⁴⁵⁶⁷⁸⁹]+)⁄([₀₁₂₃₄₅₆₇₈₉]+)")
_SUPERSCRIPT_RUN = re.compile(r"[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁽⁾ⁿ]+")
# Subscript digits after a digit or a letter: a base or an index (`1045₆` is `1045_{6}`).
_SUBSCRIPT_RUN = re.compile(r"(?<=[0-9A-Za-z}])[₀₁₂₃₄₅₆₇₈₉]+")
# Mathematical alphanumeric symbols (`𝜋`, `𝑥`, `𝟑`): styled letters and digits of their own.
_MATH_ALPHANUMERIC = re.compile("[\U0001d400-\U0001d7ff]")


# Compatibility forms an answer may be typed in: full-width (`（－３，－８）`, `5π／6`) and small
# (`﹣12`) ASCII, and the separators of other scripts (`٤٫٨`, `5⁄36`, `-2、\\frac13`, `-12℃`).
_COMPATIBLE = re.compile("[\uff01-\uff5e\ufe50-\ufe6b]")
_SEPARATORS = str.maketrans(
    {"٫": ".", "٬": ",", "⁄": "/", "∕": "/", "、": ", ", "℃": "°C", "℉": "°F", "−": "-", "،": ","}
)


def plain_answer(answer: str) -> str:
    """An answer in compatibility forms as plain ASCII punctuation (above); read on the answer
    only, not the completion, whose prose in those scripts keeps its own punctuation."""
    if _COMPATIBLE.search(answer):
        answer = _COMPATIBLE.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), answer)
    return answer.translate(_SEPARATORS)


_PLACE_GATE = re.compile(rf"\d[ \t]?(?:{_PLACE})")


def _han_answer_number(match: re.Match[str]) -> str:
    """The numeral after an answer word in digits; not a lone 一 before a span of time
    ("答：一年共存三万六千元。": in one year, 36000 yuan)."""
    if match.group(2) == "一" and match.string[match.end() : match.end() + 1] in _SPANS_OF_TIME:
        return match.group(0)
    return match.group(1) + str(han_number(match.group(2)))


_SPANS_OF_TIME = frozenset("年天月周週日次")


def plain_unicode_math(text: str) -> str:
    """Unicode spellings of math as the checker reads them: digits of any script in ASCII,
    styled letters plain (`20𝜋` -> `20π`), superscripts as powers (`x²` -> `x^{2}`, `6.2 × 10⁴`
    -> `6.2 × 10^{4}`), subscripts as subscripts (`1045₆` -> `1045_{6}`), a Chinese or Japanese
    numeral after an answer word in digits (`答案是一百四十二个` -> `答案是142个`)."""
    text = ascii_digits(text)
    if "答" in text or "共" in text:
        text = _HAN_ANSWER.sub(_han_answer_number, text)
        text = _HAN_ANSWER_LINE.sub(_han_numerals_in_line, text)
    if _PLACE_GATE.search(text):
        text = _DIGIT_PLACES.sub(_digits_with_places, text)  # `4만 3천 2백 개`, `2 แสน 6 หมื่น`
    if "万" in text or "萬" in text or "만" in text:
        # `2万9400ユーロ`, `1만 2500원`: myriads, then the rest of the number in digits
        text = _MYRIAD_THEN_DIGITS.sub(_myriads_and_rest, text)
    if "⁄" in text or "⅟" in text:
        # `¹⁄₁₇`, `⅟17`: a fraction from super- and subscripts, or numerator one
        text = _SCRIPT_FRACTION.sub(
            lambda m: f"{m.group(1).translate(_SUPERSCRIPTS)}/{m.group(2).translate(_SUBSCRIPTS)}",
            text,
        ).replace("⅟", "1/")
    if _MATH_ALPHANUMERIC.search(text):
        text = _MATH_ALPHANUMERIC.sub(lambda m: unicodedata.normalize("NFKC", m.group(0)), text)
    if _SUBSCRIPT_RUN.search(text):
        text = _SUBSCRIPT_RUN.sub(lambda m: "_{" + m.group(0).translate(_SUBSCRIPTS) + "}", text)
    if _SUPERSCRIPT_RUN.search(text):
        text = _SUPERSCRIPT_RUN.sub(
            lambda m: "^{" + m.group(0).translate(_SUPERSCRIPTS) + "}", text
        )
    return text


_UPRIGHT_CONSTANT = re.compile(r"\\mathrm\s*\{\s*([ie])\s*\}")
_MATH_STYLE = re.compile(r"\\(?:mathbf|boldsymbol|bm|mathit)\s*\{")


def unstyled(text: str) -> str:
    """`\\mathbf{-\\frac{\\sqrt3}{2}}` -> `-\\frac{\\sqrt3}{2}`: math in bold or italic type
    is the same math (the group's braces kept, so `\\mathbf{x}^2` stays one base)."""
    out, pos = [], 0
    for style in _MATH_STYLE.finditer(text):
        if style.start() < pos:
            continue
        out.append(text[pos : style.start()] + "{")
        pos = style.end()
    if not out:
        return text
    styled = "".join(out) + text[pos:]
    # (bold type around the whole answer: `\mathbf{108^\circ}` is `108^\circ`, its degree sign
    # free to go with the group's braces)
    return styled[1:-1] if _one_group(styled) else styled


def _one_group(text: str) -> bool:
    """Whether `text` is one brace group from its first character to its last."""
    if not (text.startswith("{") and text.endswith("}")):
        return False
    depth = 0
    for index, char in enumerate(text):
        depth += (char == "{") - (char == "}")
        if depth == 0 and index < len(text) - 1:
            return False
    return depth == 0


# A bare decimal numeral or LaTeX fraction of integers (`-12`, `0.5`, `\frac{11}{36}`), as most
# MATH answers and golds are: `normalize` returns it as it is (no hint of a rule is in it; the
# trailing-unit rules need a letter). tests/check/test_speed_session21.py compares the paths.
_BARE = re.compile(r"-?[0-9]+(?:\.[0-9]+)?|-?\\frac\{[0-9]+\}\{[0-9]+\}")


@lru_cache(maxsize=4096)
def normalize(text: str, *, units: bool = True) -> str:
    """LaTeX noise out, whitespace collapsed, and (`units`) a trailing unit dropped.

    Bounded: a fixed list of linear regexes. Cached: one check normalises the same answer and
    gold several times (equality, labels, bases, equation sides), and this is most of its cost.
    """
    if _BARE.fullmatch(text):
        return text  # (speed only: no rule changes a bare numeral or fraction)
    return _normalize_by_rules(text, units=units)


def _normalize_by_rules(text: str, *, units: bool = True) -> str:
    """`normalize` without its shortcut for bare numerals and fractions."""
    text = text.strip()
    if "\\math" in text or "\\bold" in text or "\\bm" in text:
        text = _UPRIGHT_CONSTANT.sub(r"\1", unstyled(text))  # `10\mathrm{i}`: the unit i
    for pattern, replacement, hints in _NOISE:
        for hint in hints:
            if hint in text:
                text = pattern.sub(replacement, text)
                break
    text = " ".join(text.split())
    text = text.strip().rstrip(".").strip()
    if ":" in text:
        text = _CLOCK_LEADING_ZERO.sub(r"\1:", text)  # `04:51:06 p.m.` is `4:51:06 p.m.`
    # a unit after a value: 5.4 \text{ cents}, 864 \text{ inches}^2, 15 cm
    if units and not text.startswith("\\text"):
        text = _UNIT_TEXT.sub(_drop_unit, text).strip()
        text = _TRAILING_WORDS.sub(_drop_unit, text).strip()
    return text


# Short words that are units; other short lowercase words after a number are variables (`2 xy`).
SHORT_UNITS = {
    "cm", "mm", "km", "in", "ft", "yd", "mi", "hr", "hrs", "min", "mins", "sec", "lb", "lbs",
    "oz", "kg", "mg", "ml", "mph", "kph", "sq", "cu", "deg", "rad", "pt", "qt", "gal", "ton",
    "day", "days", "yr", "yrs", "mo", "wk", "wks", "am", "pm", "usd", "cal", "kw", "kwh", "mps",
    "gm", "gms",  # grams, as MATH's golds write them (`12 \text{ gm}`)
}  # fmt: skip


def _drop_unit(match: re.Match[str]) -> str:
    words = re.findall(r"[A-Za-z]+", match.group(0).replace("\\text", " ").replace("\\mbox", " "))
    if words and all(len(w) <= 3 and w.lower() not in SHORT_UNITS for w in words):
        return match.group(0)  # `2 xy` is a product of variables, not 2 in units of xy
    # "18 or nineteen" is a hedge, "3 million" a scale, "15 squared" an operation and
    # "15 approximately" an estimate, not units: keep them (they then fail to parse)
    kept = HEDGE.search(match.group(0)) or SCALE_WORD.search(match.group(0))
    kept = kept or NOT_A_UNIT.search(match.group(0).replace("\\text", " ").strip(" {}"))
    kept = kept or _CLOCK.search(match.group(0))  # 5:15 p.m. is not 5:15 a.m.
    # `18 \text{ less}`, `18 \text{ in debt}`, `18 \text{ dozen}`: words that judge, compare or
    # change the number are no unit (the GSM8K path refuses them too: `rppo_check.units`)
    lowered = [word.lower() for word in words]
    changes = changes_the_number(words) or any(word in COMPARING for word in lowered)
    return match.group(0) if kept or changes else ""


def text_key(text: str) -> str:
    """Text answers compare case- and punctuation-free: `\\text{(C)}` == `C` == `(c)`."""
    text = _PURE_TEXT.sub(r"\1", text)
    return re.sub(r"[^0-9a-z]", "", text.lower())


def _split_top(text: str, separator: str) -> list[str]:
    """Split on `separator` outside any bracket. Intervals mix ( and ], so depth ignores kind."""
    if separator not in text:
        return [text.strip()]  # (speed only: what the loop below returns without a separator)
    parts, depth, start, index = [], 0, 0, 0
    width = len(separator)
    while index < len(text):
        char = text[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif depth == 0 and text.startswith(separator, index):
            parts.append(text[start:index])
            start = index + width
            index += width
            continue
        index += 1
    parts.append(text[start:])
    return [part.strip() for part in parts]


def _balanced_outer(text: str) -> bool:
    """True when the first bracket closes at the very end (so `(a)(b)` is not a tuple)."""
    depth = 0
    for index, char in enumerate(text):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0 and index != len(text) - 1:
                return False
    return depth == 0


# The units an answer may end in, by name, for telling two different ones apart (`5.4 dollars` is
# not `5.4 cents`). Unknown words (`marbles`) are never judged.
_UNIT_NAMES = {
    "cent": "cent", "cents": "cent", "dollar": "dollar", "dollars": "dollar", "$": "dollar",
    "inch": "inch", "inches": "inch", "in": "inch", "foot": "foot", "feet": "foot", "ft": "foot",
    "yard": "yard", "yards": "yard", "yd": "yard", "mile": "mile", "miles": "mile", "mi": "mile",
    "centimeter": "cm", "centimeters": "cm", "cm": "cm", "millimeter": "mm", "millimeters": "mm",
    "mm": "mm", "meter": "m", "meters": "m", "metre": "m", "metres": "m", "m": "m",
    "kilometer": "km", "kilometers": "km", "km": "km", "second": "s", "seconds": "s", "sec": "s",
    "minute": "min", "minutes": "min", "min": "min", "hour": "h", "hours": "h", "hr": "h",
    "day": "day", "days": "day", "week": "week", "weeks": "week", "year": "year", "years": "year",
    "degree": "degree", "degrees": "degree", "radian": "radian", "radians": "radian",
    "rad": "radian", "gram": "g", "grams": "g", "gm": "g", "gms": "g", "kilogram": "kg",
    "kilograms": "kg", "kg": "kg",
    "pound": "lb", "pounds": "lb", "lb": "lb", "lbs": "lb", "ounce": "oz", "ounces": "oz",
}  # fmt: skip
_UNIT_AT_END = re.compile(
    r"(?:\\(?:text|mbox|mathrm|textnormal)\s*\{\s*((?:square\s+|cubic\s+)?[A-Za-z]+)\s*\}"
    r"|(?<=[\d}\s])((?:square\s+|cubic\s+)?[A-Za-z]+))\.?\s*(\^\s*\{?\s*([23])\s*\}?)?\s*$"
)

# Speed only: the last character but spaces of a text `_UNIT_AT_END` matches is a unit's letter,
# the `}` of `\text{...}` or of `^{2}`, the power's digit or the full stop after the unit (the scan
# tries every position of the answer).
_UNIT_LAST_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz}23.")
_DOLLAR_FIRST = re.compile(r"\s*-?\\?\$")


def unit_of(text: str) -> str | None:
    """The known unit `text` ends in (`864 \\text{ feet}^2` -> "foot^2", `\\$5.40` -> "dollar"),
    or None."""
    stripped = text.strip().rstrip(".")
    last = stripped.rstrip()[-1:]  # (`cm. .` strips to `cm. `: the regex's `\s*` takes the rest)
    match = _UNIT_AT_END.search(stripped) if last in _UNIT_LAST_CHARS else None
    if match is None:
        return "dollar" if _DOLLAR_FIRST.match(text) else None
    word = (match.group(1) or match.group(2)).lower()
    power = match.group(4) or ""
    for prefix, exponent in (("square ", "2"), ("cubic ", "3")):
        if word.startswith(prefix):
            word, power = word[len(prefix) :].strip(), exponent
    name = _UNIT_NAMES.get(word)
    return None if name is None else name + (f"^{power}" if power else "")
