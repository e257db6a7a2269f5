r"""The format markers' statements: `\boxed{...}` / `\fbox{...}` and GSM8K's `####` lines.

`boxes` finds every box (nested braces matched in one linear pass) and `hash_lines` every `####`
answer line, each as a `Statement` (where it is and what it says); `rppo_check.extract` chooses
the final answer among them, the answer phrases and the answer tags. What a box or a `####` line
says and which ones are skipped (headings, negated or questioned boxes): packages/check/README.md,
"Extraction". Linear scans and regexes without nested quantifiers: bounded in time.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rppo_check.gates import any_word, has_any, lowered
from rppo_check.languages import FOREIGN_ANSWER_WORD
from rppo_check.numeric import HEDGE, NOT_A_UNIT, parse_number
from rppo_check.phrases import ANSWER_WORD_AFTER, reduce_phrase
from rppo_check.tail import more_than_the_answer, numbers_answer

MAX_ANSWER_CHARS = 1_000  # a longer final answer is not an answer ("parse_error")

# (up to the next `####` of its line: "#### 193 #### 193 #### 193", a small policy's loop, states
# 193 three times, and "#### 193 #### 139" two values)
_HASHES = re.compile(r"#{4,}[ \t]*((?:(?!####)[^\n])*)")
# The marker named in prose: "the #### line", "a `####` marker".
_ARTICLE_BEFORE = re.compile(r"\b(?:the|a|an|this|that|each|every)[ \t]+[`'\"]?$", re.IGNORECASE)
_MARKER_NAMED = re.compile(
    r"[`'\"]?[ \t]*(?:line|marker|format|sign|symbol|prefix|delimiter|separator|tag)s?\b",
    re.IGNORECASE,
)
# What a `####` line says, without markdown (`#### **18**`, `**#### 18**`) and without an answer
# phrase repeated inside it (`#### The answer is 18`).
_HASH_PHRASE = re.compile(r"^(?:the\s+)?(?:final\s+)?answer\s*(?:is|[:：=])\s*", re.IGNORECASE)
_BOX = re.compile(r"\\(?:boxed|fbox)\b")
# A brace no backslash escapes: `(?<!\\)[{}]` with the class first (speed only: a regex that
# opens with a character class is scanned for it at C speed, one that opens with a lookbehind
# is tried at every position, ~2.5x slower over a MATH solution; the same matches, since the
# lookbehind after the brace sees the character before it; tests/check/test_speed_session22.py)
_UNESCAPED_BRACE = re.compile(r"[{}](?<!\\[{}])")
# A `####` line followed by more text that starts with a word (`#### Step 2: Money`) is a markdown
# heading, not GSM8K's answer line; number words (`#### eighteen`) are answers.
_HEADING_WORD = re.compile(r"[A-Za-z]")
# A markdown heading that opens with a list number or a symbol, then words.
_LIST_HEADING = re.compile(r"(?:\d{1,2}[.)]|[^\w\s$\\(\[{+-])\s*[A-Za-z]{2,}")
# A box written as what the answer is not ("is $\boxed{16}$, not $\boxed{15}$").
_NEGATED = re.compile(
    r"(?:\bnot|n't|\brather\s+than|\binstead\s+of|\\neq?(?![A-Za-z])|\\not\s*=|≠|(?<![\d}!])!="
    # (and as models write it in Portuguese, Spanish, French, German, Italian, Russian: "O
    # resultado não é $\boxed{147}$")
    r"|\bnão(?:\s+é)?|\bno\s+es|\bn'est\s+pas|\bnicht|\bnon\s+è|(?<!\w)не(?:\s+равен)?"
    # (Polish, Czech, Croatian, Dutch, Swedish, Danish, Indonesian, Vietnamese, Chinese, Greek,
    # Hebrew, Arabic: "Wynik to nie $\boxed{\sqrt{34}}$")
    r"|\bnie(?:\s+jest)?|\bnení|\bnije|\bniet|\binte|\bikke|\bbukan|\btidak|\bkhông(?:\s+phải)?"
    r"|不是|并非|並非|(?<!\w)δεν(?:\s+είναι)?|(?<!\w)לא|(?<!\w)ليس|(?<!\w)ليست)"
    r"[\s$(]*$",
    re.IGNORECASE,
)
# After the box, a negation that languages put after what they deny: "Sonuç $\boxed{8 + i}$
# değil.", "उत्तर $\boxed{…}$ नहीं है।", "근은 $\boxed{…}$가 아닙니다.", "答えは $\boxed{…}$ ではありません".
_DENIED_AFTER_BOX = re.compile(
    r"[$\s)\]]*(?:가|이|은|는|が|は)?[ \t]*(?:değil|नहीं|नही|아닙니다|아니다|아니에요|아니야"
    r"|ではありません|ではない|じゃない|じゃありません)"
)


class Statement(NamedTuple):
    """One place where the completion states an answer: [start, end) and what it says.

    A NamedTuple: thousands are made per second in training, and a frozen dataclass is slow to build.
    """

    start: int
    end: int
    marker: str  # hash | boxed | tag | phrase
    text: str


def closing_braces(
    text: str, start: int = 0, *, settled_after: int | None = None
) -> dict[int, int]:
    """Position of each unescaped `{` at or after `start` -> its matching `}`, in one linear pass.

    Braces before `start` cannot change these matches: they lie below it on the stack, and a `}`
    pops an earlier `{` only once every later one is closed (so `_boxes` starts at its first box,
    not at the top of a long solution). `settled_after`: stop at the first `}` past it that closes
    every `{` read so far (speed only: later braces cannot change those matches; `boxes` asks of
    no `{` after its last box, and a figure's code may follow it)."""
    matches: dict[int, int] = {}
    stack: list[int] = []
    for match in _UNESCAPED_BRACE.finditer(text, start):  # (`\{` is a literal brace, a set)
        position = match.start()
        if text[position] == "{":
            stack.append(position)
        elif stack:
            matches[stack.pop()] = position
            if not stack and settled_after is not None and position > settled_after:
                break
    return matches


def _box_commands(text: str) -> list[tuple[int, int]]:
    """(start, end) of each match of `_BOX`, in order. Speed only: `str.find` skips to each
    command at memory-scan speed, where the regex tries every backslash of a solution's LaTeX."""
    found = []
    for command in ("\\boxed", "\\fbox"):
        at = text.find(command)
        while at >= 0:
            end = at + len(command)
            if end == len(text) or not (text[end].isalnum() or text[end] == "_"):
                found.append((at, end))  # (`\b`: no word character follows)
            at = text.find(command, end)
    return sorted(found) if len(found) > 1 else found


def boxes(text: str, *, named_abroad: bool | None = None) -> list[Statement]:
    r"""Every `\boxed{...}` / `\fbox{...}` (nested braces matched); `\boxed 5` yields the token.

    `named_abroad`: `names_answer_abroad(text)` of an ASCII `text` where the caller has read it
    (speed only: a box is denied in words only where its line names the answer abroad, and the
    line of an ASCII text holds no word of `_ASCII_ANSWER_WORDS` the whole text does not; the
    test costs ~3 µs a box, and `extract.statements` reads the whole text's once anyway)."""
    found: list[Statement] = []
    closing: dict[int, int] | None = None
    asks = "?" in text  # (speed only: `_QUESTION_AFTER` needs one)
    commands = _box_commands(text)
    for box_start, box_end in commands:
        pos = box_end
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos >= len(text):
            continue
        if text[pos] != "{":
            token = re.match(r"[^\s${}\\]+", text[pos : pos + MAX_ANSWER_CHARS])
            if token and box_end < pos:  # `\boxed 5` needs the space
                found.append(Statement(box_start, pos + token.end(), "boxed", token.group(0)))
            continue
        if closing is None:
            # later boxes all start after `pos`, and their `{` after the last command
            closing = closing_braces(text, pos, settled_after=commands[-1][1])
        end = closing.get(pos)
        if end is None or (found and box_start < found[-1].end):
            continue  # unclosed, or inside the previous box (`\boxed{\boxed{15}}`: that one)
        if _negated(text, box_start):
            continue  # "..., not $\boxed{15}$": what the answer is not
        if named_abroad is not False and _denied_in_words(text, box_start):
            continue  # "Odgovor nije $\boxed{…}$"
        if not text.isascii() and _DENIED_AFTER_BOX.match(text, end + 1):
            continue  # "Sonuç $\boxed{8 + i}$ değil."
        if asks and _QUESTION_AFTER.match(text, end + 1):
            continue  # "Could the answer be $\boxed{15}$?" asks
        content = unbox(text[pos + 1 : end])
        if content:  # `\boxed{}` (a template's empty box) states nothing
            found.append(Statement(box_start, end + 1, "boxed", content))
    return found


# Speed only (`rppo_check.gates`): every match of `_NEGATED` holds one of these, lower-cased; a
# box seldom follows any of them, and the case-insensitive scan costs ~1.5 µs a box.
_NEGATION_WORD = any_word(
    # ("no" also stands for "no es" and "non è")
    (
        "no",
        "n't",
        "rather",
        "instead",
        "\\ne",
        "≠",
        "!=",
        "n'est",
        "nicht",
        "não",
        "не",
        "nie",
        "není",
        "nije",
        "niet",
        "inte",
        "ikke",
        "bukan",
        "tidak",
        "không",
        "不是",
        "并非",
        "並非",
        "δεν",
        "לא",
        "ليس",
    )
)


def names_answer_abroad(text: str, lower: str | None = None) -> bool:
    """Whether `text` (a box's line, or a whole completion) may hold a word of
    `FOREIGN_ANSWER_WORD`: an ASCII text only through the words of `_ASCII_ANSWER_WORDS` (plain
    substring tests on the lowered text, at C speed, before the case-insensitive regex). `lower`:
    the caller's lower-cased copy of `text`, if it has one."""
    if text.isascii():
        low = text.lower() if lower is None else lower
        # (speed only: the anchor scan first, `_ANSWER_WORD_ANCHOR`)
        return _ANSWER_WORD_ANCHOR.search(low) is not None and has_any(low, _ASCII_ANSWER_WORDS)
    return _FOREIGN_ANSWER.search(text) is not None


_SENTENCE_STOPS = ("。", "！", "？", ". ", "! ", "? ")


def _denied_in_words(text: str, box_start: int) -> bool:
    """Whether the box's line names the answer in another language and says more of it than a
    copula before the box ("Odgovor nije $\boxed{\frac{6}{11}}$."; `tail.more_than_the_answer`)."""
    line_start = text.rfind("\n", max(0, box_start - _LINE_WINDOW), box_start) + 1
    line = text[line_start:box_start]
    # (its sentence: "$= 6 - 5 - 8$。答案不是 $\boxed{-7}$。" holds working before the full stop)
    ends = [at + len(stop) for stop in _SENTENCE_STOPS if (at := line.rfind(stop)) >= 0]
    line = line[max(ends, default=0) :]
    bare = line.rstrip("$\\( \t")
    # (the value test first, speed only: it finds the line's first `$` or digit at once, where
    # the word test reads the whole line once a word; both must pass, in either order)
    if _ANY_VALUE.search(bare):
        return False  # "答案不是 $7\sqrt{3}$，而是 $\boxed{…}$": another value is denied first
    if not names_answer_abroad(line):
        return False
    return more_than_the_answer(bare + " 0")


def _negated(text: str, box_start: int) -> bool:
    """Whether the 16 characters before a box say what the answer is not (`_NEGATED`)."""
    window = max(0, box_start - 16)
    low = lowered(text[window:box_start])
    if low is not None and _NEGATION_WORD.search(low) is None:
        return False
    return _NEGATED.search(text, window, box_start) is not None


_LINE_WINDOW = 200
_FOREIGN_ANSWER = re.compile(FOREIGN_ANSWER_WORD, re.IGNORECASE)
_ANY_VALUE = re.compile(r"[\d$]|\\[(\[]")
# The ASCII-spelt words of `FOREIGN_ANSWER_WORD` (lower-case; tests/check checks the list).
_ASCII_ANSWER_WORDS = (
    "odgovor", "odpowied", "valasz", "raspuns", "vastaus", "vastus", "jibu", "antwort",
    "reponse", "respuesta", "risposta", "resposta", "cevap", "jawab", "jawapan", "antwoord",
    "svar", "atsakymas", "atbilde", "sagot", "dap an",
)  # fmt: skip
# Speed only: a piece of each word above, most starting at a letter rare in English working (`j`,
# `k`, `v`, `w`), so one scan of a whole solution rarely stops (~2.5 µs a MATH solution, 1 in 60
# passing on to the 21 substring tests, which cost ~5.5 µs). A word holding none of the pieces
# joins them whole, so every word holds one: where no piece is found, no word is there.
_ANCHORS = ("bilde", "got", "jaw", "jibu", "kym", "p an", "ponse", "posta", "puest", "puns",
            "vala", "vap", "var", "vast", "vor", "wie", "woor", "wort")  # fmt: skip
_ANSWER_WORD_ANCHOR = any_word(
    _ANCHORS + tuple(w for w in _ASCII_ANSWER_WORDS if not any(a in w for a in _ANCHORS))
)
_QUESTION_AFTER = re.compile(r"[ \t]*\$*[ \t]*\?")
_WHOLE_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{(.*)\}", re.DOTALL)
_BOX_OPEN = re.compile(r"\\(?:boxed|fbox)\s*\{")


def unbox(content: str) -> str:
    """A box's text, with boxes that wrap all of it removed (`\boxed{\boxed{15}}` says 15, at
    any depth: one pass over the braces)."""
    content = content.strip()
    if not content.startswith(("\\boxed", "\\fbox")) or _WHOLE_BOX.fullmatch(content) is None:
        return content
    braces = closing_braces(content)
    start, end = 0, len(content)  # content[start:end] is what is left, stripped
    while True:
        opener = _BOX_OPEN.match(content, start, end)
        if opener is None or braces.get(opener.end() - 1) != end - 1:
            break
        start, end = opener.end(), end - 1
        while start < end and content[start].isspace():
            start += 1
        while end > start and content[end - 1].isspace():
            end -= 1
    return content[start:end]


def boxed_contents(text: str) -> list[str]:
    r"""The contents of every `\boxed{...}` / `\fbox{...}` in `text`, in order."""
    return [box.text for box in boxes(text)]


_DIGIT = re.compile(r"\d")
_WORD_PAIR = re.compile(r"[A-Za-z]{2,}\s+[A-Za-z]{2,}")


# Around what a `####` line says: a markdown heading's closing hashes (`#### 18 ####`), a closing
# pleasantry (Minerva's "#### 18. I hope it is correct."), a math span around a box.
_CLOSING_HASHES = re.compile(r"[ \t]+#+[ \t]*$")
_HASH_PLEASANTRY = re.compile(
    r"(?<=\S)[.!]?[ \t]+(?:I[ \t]+hope[ \t]+(?:it|this|that)|Hope[ \t]+(?:it|this|that)"
    r"|Let[ \t]+me[ \t]+know|Thanks?\b|Thank[ \t]+you|Good[ \t]+luck)[^\n]*$",
    re.IGNORECASE,
)
_SPAN_BOX = re.compile(
    r"(?:\$|\\\(|\\\[)[ \t]*(\\(?:boxed|fbox)\s*\{.*\})[ \t]*(?:\$|\\\)|\\\])[ \t.]*"
)


def hash_text(raw: str) -> str:
    text = raw.replace("**", "").replace("__", "").replace("`", "").strip()
    if text.startswith((":", "：")):
        text = text[1:].strip()  # `####: 47`
    if len(text) > 2 and text[0] == text[-1] and text[0] in "*_":
        text = text[1:-1].strip()  # `#### *266*`: markdown emphasis
    if "#" in text:
        text = _CLOSING_HASHES.sub("", text)
    phrase = _HASH_PHRASE.match(text)
    if phrase:
        reduced = reduce_phrase(text[phrase.end() :])
        text = reduced if reduced is not None else text
    if " " in text:
        text = _HASH_PLEASANTRY.sub("", text)
        if not text.isascii():
            text = _TICK_AFTER_VALUE.sub("", text)  # `#### 56 ✅ (verified: 56 / 16 = 3.5)`
        if text.endswith("]"):
            # `#### 592 [before taxes]`: a note in square brackets read as one in round ones
            # (which judge it as they judge `(wrong)`)
            text = _SQUARE_NOTE.sub(r" (\1)", text)
    if text.endswith(("answer", "Answer", "answer.")):
        text = ANSWER_WORD_AFTER.sub("", text)  # `#### 13 answer`: the marker's own name
    if text.endswith("!!!"):
        # `#### 301!!!!…`: a collapsed policy's run of marks, no word (`5!`, `5!!` are factorials)
        text = text.rstrip("! \t")
    if text.startswith(("$", "\\(", "\\[")):
        span = _SPAN_BOX.fullmatch(text)  # `#### $\boxed{18}$`
        text = span.group(1) if span else text
    return unbox(text) if text.startswith(("\\boxed", "\\fbox")) else text


_DIGIT_IN = re.compile(r"\d")
_SQUARE_NOTE = re.compile(r"(?<=\d)[ \t]*\[([A-Za-z][^\[\]\d\n]{0,60})\]$")
# A tick right after the value, before a note or the end: the value confirmed, no part of it.
_TICK_AFTER_VALUE = re.compile(r"(?<=\d)[ \t]*[✓✔✅☑](?=[ \t]*(?:\(|$))")


_SUPPOSED = re.compile(r"\b(?:if|when|unless|would|could|suppose|assuming)\b", re.IGNORECASE)


# An opening right before the marker that its value closes: `\(#### 109\).`, `'#### 13'.`,
# `$#### 25$` (what follows the closing is the sentence going on: "\(#### 34\) utensils").
_OPENED_BEFORE = re.compile(r"(\\\(|\$|['\"`‘“])[ \t]*(?:\*\*)?[ \t]*$")
_ANSWER_BEFORE_QUOTE = re.compile(r"\b(?:answer|result)\b[^\n]{0,12}$", re.IGNORECASE)
_CLOSING_OF = {"\\(": "\\)", "$": "$", "'": "'", '"': '"', "`": "`", "‘": "’", "“": "”"}


def _within_opening(text: str, match: re.Match[str]) -> str:
    """What a `####` line says, up to the closing of a math span or quote opened right before
    the marker (the whole rest of its line where none was)."""
    raw = match.group(1)
    opened = _OPENED_BEFORE.search(text, max(0, match.start() - 6), match.start())
    if opened is None:
        return raw
    if opened.group(1) not in ("\\(", "$") and not _ANSWER_BEFORE_QUOTE.search(
        text, max(0, opened.start() - 24), opened.start()
    ):
        return raw  # "end with a line like `#### 25`": the format quoted, no answer given
    closing = raw.find(_CLOSING_OF[opened.group(1)])
    return raw[:closing] if closing > 0 and _DIGIT.search(raw, 0, closing) else raw


# A placeholder in quotes after the marker: the format named, no answer ("'#### answer'",
# "\"#### N\"", "`#### <number>`").
_OPENING_QUOTES = ("'", '"', "‘", "“", "`")
_QUOTED_PLACEHOLDER = re.compile(
    r"[ \t]*(?:(?:your[ \t]+|final[ \t]+)?answer|N|X|number|<[^>\n]{1,20}>|\.\.\.)[ \t]*['\"’”`]",
    re.IGNORECASE,
)


# A `####` line that opens by saying its value is still to come.
_PENDING = re.compile(r"(?:TBD|TBA|N/?A|unknown|pending|undetermined|to\s+be\s+determined)\b", re.I)


def hash_lines(text: str) -> list[Statement]:
    """Every `####` answer line; a markdown heading (`#### Step 2: Money` with text after it) is
    not one, and `####` with its answer on the next line (`####\n18`) reads that line."""
    found = []
    for match in _HASHES.finditer(text):
        said = hash_text(_within_opening(text, match))
        after = text[match.end() :]
        if not said and after.startswith("####"):
            continue  # `#### #### 193`: the marker doubled, the next one holds the answer
        if text[match.start() - 1 : match.start()] in _OPENING_QUOTES and _QUOTED_PLACEHOLDER.match(
            text, match.start(1)
        ):
            continue  # "The final answer in the format '#### answer' is: 720.": the format named
        if _MARKER_NAMED.match(said) and _ARTICLE_BEFORE.search(
            text, max(0, match.start() - 12), match.start()
        ):
            continue  # "Edit: fixed formatting of the #### line.": the marker named, not used
        if not said and "####" in text[text.rfind("\n", 0, match.start()) + 1 : match.start()]:
            continue  # `#### 157 ####`: hashes that close a marker's line, no marker of their own
        if said and _HEADING_WORD.match(said) and parse_number(said) is None and after.strip():
            continue
        if _LIST_HEADING.match(said) and after.strip():
            continue  # `#### 2. Total cost`, `#### ✅ Final Answer:`: a heading
        if not said and after.strip():
            line = after.lstrip("\n").split("\n", 1)[0].strip()
            if line.startswith("####"):
                continue  # `####\n\n#### 18`: the next marker holds the answer
            if line and len(line) <= 40:
                said = hash_text(line)
                if parse_number(said) is None and _WORD_PAIR.search(said):
                    stated = numbers_answer(said)  # `####` / "He spends $9": the number it states
                    said = stated.text if stated is not None else said
        elif (
            said[:1].isalpha()
            and _DIGIT_IN.search(said)
            and parse_number(said) is None
            and not _PENDING.match(said)  # (`#### TBD (55 if there is no tax)`: none committed)
        ):
            if _WORD_PAIR.search(said) and not NOT_A_UNIT.search(said) and not HEDGE.search(said):
                # `#### The submarine ends at -153 meters.`: a sentence on the line, read for
                # the number it states as a last line is (none when it denies, hedges or bounds)
                stated = numbers_answer(said)
                if stated is None and "$" in said and not _SUPPOSED.search(said):
                    # `#### The vertex is $(-2, -5)$.`: the math the sentence states
                    said = reduce_phrase(said) or said
                else:
                    said = stated.text if stated is not None else said
        if not said and after.strip():
            continue  # a stray `####` before more working: no answer of its own
        found.append(Statement(match.start(), match.end(), "hash", said))
    return found
