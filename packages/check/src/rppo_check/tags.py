r"""Answer tags: `<answer>...</answer>`, the format of R1-style prompts, read like a small completion.

`answer_tags` finds the tags; `read_tag` reads a tag's content with the same extraction as a whole
completion and returns the one answer it states, or the content itself when it states several or
none (which then does not parse). What counts as the tag's answer, with examples:
packages/check/README.md, "Extraction", item 2.

Each opening is paired with the next closing; the last opening may be left open at the end of the
completion (generation stopped at `</answer>`, a common stop string, or at the token limit), and
then what follows it is the content. Contents longer than `MAX_TAG_CHARS` are no answer. At most
`MAX_TAGS_READ` tags (the last ones; only the last can be final) get the full reading, so a text
of thousands of tags costs no more than a few. Linear scans: bounded in time.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from fractions import Fraction

from rppo_check.echoes import compact_math
from rppo_check.estimates import BOUND, ESTIMATE
from rppo_check.languages import (
    FOREIGN_ANSWER_WORD,
    FOREIGN_BOUND_OR_ABOUT,
    FOREIGN_NOT_OR_HEDGE,
    FOREIGN_REPORTED,
    PLAIN_BETWEEN,
)
from rppo_check.marks import CROSS_MARKS
from rppo_check.presentation import plain_presentation
from rppo_check.qualifiers import operated_after, unsettled_note
from rppo_check.tail import kept_not_denied

MAX_TAG_CHARS = 1_000
MAX_TAGS_READ = 4
_MAX_BARE_CLOSED = 200  # a closing tag with nothing before it but a short answer: `52</answer>`

# An opening tag, with attributes as some prompts write it: `<answer type="number">`, and with
# the stray spaces small policies write: `< answer >`.
_OPEN_PATTERN = (
    r"<[ \t]{0,3}(?:answer|anwser)(?:[ \t]+[A-Za-z_:-]{1,30}[ \t]*=[ \t]*(?:\"[^\"<>\n]{0,60}\"|'[^'<>\n]{0,60}'"
    r"|[\w.-]{1,40}))*[ \t]*>"
    # (as a LaTeX environment: "\end{think} \begin{answer} $\frac{5}{2}$ \end{answer}"; in
    # square brackets: "[answer] 147 [/answer]")
    r"|\\begin\{answer\}|\[answer\]"
    # (or its "<" lost at a line's start: "answer> 50 shells"; or bracketed so: "(answer) Two.")
    r"|(?:^|(?<=\n))[ \t]*(?:answer>|\(answer\))"
    # (or glued to the working's last number or sentence: "16/2/2 = 4answer> 4 are blue")
    r"|(?<=[\d.!?])answer>"
)
_OPEN = re.compile(_OPEN_PATTERN, re.IGNORECASE)
# A closing tag as models misspell it too: `<end answer>`, `\end answer>`, `[/answer]`, `</ answer>`,
# `</answers>`.
# Read as closing, so that text after it (a fresh solution with its own box) is not the tag's
# content and a second, different answer after it is seen as one.
_CLOSE = re.compile(
    r"<\s*/\s*(?:answers?|anwser)\s*>|<\\answer>|<end[ _]answer>|\\end[ {]?answer[}>]|\\?\[/answer\]"
    # (and left without its ">" by a small policy: "answer: 14</answer'")
    r"|\{/answer\}|<\s*/\s*answers?(?![\w>])",
    re.IGNORECASE,
)
_ANY_TAG = re.compile(_OPEN_PATTERN + "|" + _CLOSE.pattern, re.IGNORECASE)


# Right before a tag, words that show the format rather than answer in it.
_FORMAT_SHOWN = re.compile(
    r"\b(?:written|formatted|given|look|looks|put|wrapped|answered)[ \t]+(?:like|as)[ \t]*[:`'\"]?[ \t]*$"
    r"|\b(?:such[ \t]+as|e\.g\.|for[ \t]+example|for[ \t]+instance|like[ \t]+this)[ \t]*[:,`'\"]?[ \t]*$",
    re.IGNORECASE,
)


def answer_tags(text: str) -> list[tuple[int, int, str]]:
    """(start, end, content) of every answer tag, in order; the last may be unclosed."""
    text = _without_empty_last_opening(text)
    matches = list(_CLOSE.finditer(text))
    closings = [match.start() for match in matches]
    found = []
    openings = list(_OPEN.finditer(text))
    for index, opening in enumerate(openings):
        if _FORMAT_SHOWN.search(text, max(0, opening.start() - 40), opening.start()):
            continue  # "The answer should be written like <answer>42</answer>.": the format shown
        at = bisect.bisect_left(closings, opening.end())
        following = openings[index + 1].start() if index + 1 < len(openings) else len(text)
        if (
            at < len(closings)
            and following < closings[at]
            and len(closings) - at < len(openings) - index
        ):
            # opened again before it closed, and never closed on its own: a draft begun anew
            # ("<answer> First, ... 180 downloads.\n<answer> Finally, ... = 366 downloads in
            # total. </answer>"), read from there (not tags nested: "<answer>276 <answer>266
            # </answer></answer>" gives two values)
            continue
        if at < len(closings):
            if closings[at] - opening.end() <= MAX_TAG_CHARS:
                end = matches[at].end()
                # (an end token inside it is no part of it: "answer> 7 <end> </answer>")
                content = _without_end_token(text[opening.end() : closings[at]])
                found.append((opening.start(), end, content.strip()))
        elif _OPEN.search(text, opening.end()) is not None:
            # no closing after it, and it opened again: a draft begun anew ("Assistant: <answer>
            # q(1) is ... \nAssistant: <answer> $f(q(1))$ is ... So, $b=-1$."), read from there
            continue
        elif len(text) - opening.end() <= MAX_TAG_CHARS:
            # no closing after it: only the last opening is here (the end of the completion);
            # one that lost its "<" holds its line ("answer> 50 shells", then other lines)
            lost = opening.group(0).lstrip()[:1] in ("a", "(")
            stop = text.find("\n", opening.end()) if lost else -1
            if stop >= 0 and not text[opening.end() : stop].strip():
                stop = text.find("\n", stop + 1)  # ("answer>\n$\boxed{9}$": the next line)
            stop = len(text) if stop < 0 else stop
            if lost and "<" in text[opening.end() : stop]:
                stop = text.index("<", opening.end())  # ("answer> $694 <end>": an end token)
            # (an end token of the model's own closes it: "<answer> $b=0 $ <endthink>")
            content = _without_end_token(text[opening.end() : stop])
            found.append((opening.start(), stop, content.strip()))
            break
    if not found and len(matches) == 1:
        # a closing with no opening after the think block (`</think>\n52</answer>`, and what is
        # left of it once the think block is read apart): its content is what lies between them,
        # where that is one line with a value
        close = closings[0]
        think = text.rfind("</think>", 0, close)
        start = think + len("</think>") if think >= 0 else 0
        content = text[start:close].strip()
        one_value = "\n" not in content and any(char.isdigit() for char in content)
        if one_value and len(content) <= (MAX_TAG_CHARS if think >= 0 else _MAX_BARE_CLOSED):
            found.append((start, matches[0].end(), content))
    return found


# A tag-like end token at the end of an answer: `<endthink>`, `<end>`, `</s>`, `<|eot|>`.
# (named as end tokens are: not a word that may annotate the value, `<wrong>`, `<unsure>`)
_END_TOKEN = re.compile(
    r"[ \t\n]*<([/|]?)((?:end|eo[st]|im_end|stop)[A-Za-z_]{0,9}|s)\|?>[ \t\n]*$", re.IGNORECASE
)


def _without_end_token(content: str) -> str:
    """A tag's `content` without an end token of the model's own at its end ("7 <end>"), not an
    element's closing whose opening it holds (`<b>7</b>`)."""
    token = _END_TOKEN.search(content) if content.rstrip().endswith(">") else None
    if token is None or (token.group(1) == "/" and f"<{token.group(2)}" in content):
        return content
    return content[: token.start()]


def _without_empty_last_opening(text: str) -> str:
    """`text` without an answer tag opened at its very end with nothing in it, where an earlier
    tag was opened: "<answer>15</answer>\n<answer>", "<answer> $50 - $35 = $15 ... </think>\n
    <answer>" (real round 260) stopped before a second tag said anything, and the answer given is
    the one before it (a lone empty opening is no answer at all: real round 60)."""
    end = len(text.rstrip())
    if not text.endswith((">", "]", "}", ")"), 0, end):
        return text
    last = next(reversed([*_OPEN.finditer(text, max(0, end - 60), end)]), None)
    if last is None or last.end() != end or _OPEN.search(text, 0, last.start()) is None:
        return text
    return text[: last.start()]


# Values labelled one by one, and nothing else: `x_1 = -2,\ x_2 = \tfrac13`, `x = 1 or x = 2`,
# one a line (`x = 3` / `x = 5` / `x = 7`).
_LABEL = r"[ \t$]*[A-Za-z](?:_\{?\w+\}?)?[ \t]*=[ \t]*[^=,;\n]{1,60}?"
_LABELLED_LIST = re.compile(
    rf"{_LABEL}(?:(?:[ \t$]*(?:,|;|\n|\\[,;! ]|\\q?quad|\b(?:and|or)\b|\\text\{{\s*(?:and|or)\s*\}}))+"
    rf"{_LABEL})+[ \t$.]*"
)


_LINE_BREAKS = re.compile(r"[ \t]*\n[ \t]*")
# A tag that holds an expression of single letters, numbers and operators and nothing else
# (`i + 7`, `x+7`, `2\pi - 1`): no English, so no sentence to read a last number from
_BARE_EXPRESSION = re.compile(
    r"[ \t]*\$?(?=[^=]*(?<![A-Za-z\\])[A-Za-z](?![A-Za-z]))(?=[^=]*[-+*/^])"
    r"(?:[\d.,{}()+\-*/^_' \t]|\\(?!text|mathrm|mbox|operatorname|boxed|fbox)[A-Za-z]+"
    r"|(?<![A-Za-z])[A-Za-z](?![A-Za-z]))+\$?[ \t.]*"
)
_LIST_ITEM = re.compile(r"^[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+")
# A tag that holds only a table or only a list (a first line without numbers may name it).
_TABLE_OR_LIST = re.compile(
    r"(?:[^\n\d]*\n)?(?:[ \t]*\|[^\n]*\|[ \t]*(?:\n|$))+|(?:[^\n\d]*\n)?(?:[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t]+[^\n]*(?:\n|$))+"
)


def _plain_inner(content: str) -> str:
    """The text a tag holds, its markup made plain: other tags and HTML dropped, a table's last
    row or a list's last item, inline math and a one-line display as `$...$`."""
    inner = _ANY_TAG.sub(" ", content).strip()
    if "<" in inner:
        inner = _HTML_MARKUP.sub(" ", inner).strip()  # `<p>The answer is $140</p>`
    if "\n" in inner and _TABLE_OR_LIST.fullmatch(inner):
        inner = _last_row_or_item(inner)  # "| Total spent ($) | 53.75 |", "- Round trip: 330"
    if "\\(" in inner and "$" not in inner:
        inner = _INLINE_PARENS.sub(r"$\1$", inner)  # `\(106\) km` as `$106$ km`
    if "\\begin" in inner:
        # "... is: \begin{align*} x^3 + 3x - 6 \end{align*}"
        inner = _ONE_LINE_DISPLAY.sub(lambda found: f" ${found.group(2).strip()}$ ", inner)
    return inner


def _last_row_or_item(inner: str) -> str:
    """A tag that holds a table or a list: its last row or item, read as a line of its own."""
    return _LIST_ITEM.sub("", plain_presentation("\n" + inner).rsplit("\n", 1)[1]).strip()


def _without_intermediate_note(inner: str) -> str:
    """`inner` without a closing note that names a step's value as intermediate: "最終的な答えは92
    （途中の値は130）", "Окончательный ответ: $25\\pi$ (промежуточный результат был $5$)"."""
    if not inner.endswith((")", "）")) or not _INTERMEDIATE_NOTE.search(inner):
        return inner
    return _INTERMEDIATE_NOTE.sub("", inner).rstrip()


def _settled_early(inner: str, content: str) -> str | None:
    """What a tag's text stands for before it is read, or None: the text itself where it is empty
    or sets a problem; a text that never parses where it is withdrawn, doubted or flagged."""
    if not inner or _sets_a_problem(inner):
        return content
    if _withdrawn_in_tag(inner):
        return f"{content} [withdrawn]"  # (never parses: "0 (I doubt it)")
    if not inner.isascii() and any(mark in inner for mark in _DOUBT_MARKS):
        return f"{content} [doubted]"  # "$6\sqrt{5}$ 🚩", "153 ❌": flagged, crossed or doubted
    return None


def _doubted_after(inner: str, answer: str) -> bool:
    """Whether the words after the value the tag's text states doubt it (`unsettled_note`)."""
    at = inner.rfind(answer)
    return at >= 0 and unsettled_note(inner[at + len(answer) :])


def read_tag(content: str, extract: Callable[[str], tuple[str, ...]]) -> str:
    """The one answer `content` states (by `extract`, the completion reader), else `content`."""
    inner = _without_intermediate_note(_plain_inner(content))
    if (early := _settled_early(inner, content)) is not None:
        return early
    inner = inner.replace("−", "-")  # (a minus as U+2212 keeps "about −5" English)
    english = _reads_as_english(inner)
    if not english:
        if _asks_or_bounds(inner):
            return content  # "ما هو \(\sqrt{12}\)؟" (what is ...?), `约 64`, `64 以上`: no value
        inner, counted = _without_label_abroad(inner, extract)
        if counted is not None:
            return counted
    inner, last_step = _chain_concluded(inner)
    if last_step or _BARE_EXPRESSION.fullmatch(inner):
        return inner.strip(" \t$.")  # `i + 7`, `x + 7`: the expression, never its last number
    if "=" in inner and _LABELLED_LIST.fullmatch(inner):
        return _LINE_BREAKS.sub(", ", inner.strip())  # `x_1 = -2,\ x_2 = 3`, one a line or not
    named = _NAMED_VALUE_LINE.fullmatch(inner) if ":" in inner else None
    if (
        named is not None
        and _DIGIT.search(named.group("label"))
        and not _JUDGING_LABEL.search(named.group("label"))
    ):
        # "Total inner volume of all 3 boxes: 72 cubic inches": what the value is, then the value
        # (the label's own numbers are no answer; a label without numbers the readers below read)
        answers = extract(named.group("value"))
        if len(answers) == 1 and answers[0]:
            return answers[0]
    if "(" in inner and _may_hold_aside(inner):
        # "The train travels 264 km (2.75 h × 96 km/h).": the working in brackets is no answer
        # (a box is no bracket: "Ana has \boxed{72} stickers (Ben has 24).")
        inner = _WORKING_NOTE.sub(".", inner).strip()
        note = ASIDE_NOTE.search(inner)
        if note is not None and any(char.isdigit() for char in inner[: note.start()]):
            # "The mother is 32 years old now (her son is 8).": a note on something else
            inner = inner[: note.start()] + "."
    kept = _kept_or_explained(inner)
    if kept is not None:
        return kept  # "Es $11$, no $12$", "2\sqrt{13} (not 10, ...)": the value, and what it is not
    corrected = _SELF_CORRECTED.search(inner) if _DIGIT.search(inner) else None
    if corrected is not None and _DIGIT.search(inner, 0, corrected.start()):
        # "36 km... no, 38.4 km", "106块……不对，应该是115块。", "25 %… non, pardon : 75 %": the
        # value said, taken back at once, and the one put in its place (read alone)
        put_instead = inner[corrected.end() :]
        # "Нет, исправляю: 297,5 км.": after "I correct it:" or the last "so", its new value
        led = _CORRECTION_LEAD.match(put_instead)
        last_so = [*_SO_LAST.finditer(put_instead)]
        answers = extract(put_instead[last_so[-1].end() if last_so else led.end() if led else 0 :])
        why = _WHY_THEN_COLON.match(put_instead) if len(answers) != 1 else None
        if why is not None:
            answers = extract(put_instead[why.end() :])  # "dat klopt niet: het juiste ... 65."
        if len(answers) == 1 and answers[0] and _DIGIT.search(answers[0]):
            return answers[0]
    said = _value_then_words(inner, content, extract)
    if said is not None:
        return said
    concluded = _LABELLED_THEN_SO.fullmatch(inner) if "=" in inner else None
    if concluded is not None:
        return concluded.group(1)  # "x = 3, y = 4, so (3, 4)": the point the values make
    answers = extract(inner)
    if len(answers) == 1 and answers[0]:
        if _doubted_after(inner, answers[0]):
            return content  # "$(2, 3)$, though I may have mixed up the order": doubted (no value)
        if _read_as_said(inner, english, answers[0]):
            return answers[0]
        # (a whole sentence of another language back, unread: the value it ends on, if any)
        return _last_value_abroad(inner, extract) or answers[0]
    ended = _ENDS_ON_VALUE.search(inner) if not inner.isascii() else None
    if (
        ended is not None
        and ended.group("copula").lower() in PLAIN_BETWEEN
        and not _NOT_OR_HEDGE.search(inner)
    ):
        # "Число 3142_5 в десятичной системе равно 422.": a sentence of another language that
        # ends on its value after a copula, with no word of "not", "about" or "or" in it
        return ended.group("value").strip("$ ")
    if not inner.isascii():  # (and the last value of a line with math signs: "... × 6 = 360 miles")
        return _last_value_abroad(inner, extract) or content
    return content


# A chain's last step that is math alone: `x < -2`, `x = \sqrt{5}`.
_LAST_STEP = re.compile(
    r"[ \t$]*[A-Za-z][ \t]*(?:[<>=≤≥]|\\[lg]eq?)[^A-Za-z\n]{1,40}|[ \t$]*[\d\\][^A-Za-z\n]{0,40}"
)


def _read_as_said(inner: str, english: bool, answer: str) -> bool:
    """Whether the completion reader's one answer for a tag's text stands: English text (math
    signs read as English, but for a chain of equations, whose last value is read apart), a value
    other than the whole text, or text that is no sentence."""
    plain = inner.isascii() or (english and "=" not in inner)
    return plain or answer not in (inner, inner.rstrip(" \t.。!")) or not _is_sentence(inner)


def _reads_as_english(inner: str) -> bool:
    """Whether a tag's text is English to read (math signs are no language: "5π/6 radians")."""
    return inner.isascii() or all(char.isascii() or char in _MATH_SIGNS for char in inner)


def _chain_concluded(inner: str) -> tuple[str, bool]:
    r"""A tag's chain of steps as the step it concludes with ("3 - 2x > 7 \Rightarrow -2x > 4
    \Rightarrow x < -2": `x < -2`, the answer itself, True; "(x-y)^2 = ... = 5, so x - y =
    \sqrt{5}": the equation after ", so", to read), else `inner` as it is, False."""
    if "\\Rightarrow" in inner or "\\implies" in inner or "⇒" in inner or "⟹" in inner:
        inner = _IMPLIES.split(inner)[-1].strip()
        if _LAST_STEP.fullmatch(inner):
            return inner.strip(" \t$."), True
    concluded = _SO_EQUATION.search(inner) if ", " in inner and "=" in inner else None
    return (concluded.group(1), False) if concluded is not None else (inner, False)


_IMPLIES = re.compile(r"\\(?:Longrightarrow|Rightarrow|implies)|⇒|⟹")
# The equation a chain of steps concludes with, after ", so" (its one "=", no more clauses).
_SO_EQUATION = re.compile(
    r",[ \t]*(?:so|thus|hence|therefore)[ \t]+([^,;=]{1,40}=[^,;=]{1,60})$", re.I
)
_MATH_SIGNS = frozenset("π√∞×÷·±≤≥≠≈²³½¼¾∪∩∈")


def _asks_or_bounds(inner: str) -> bool:
    """Whether a tag's words of another language ask a question or give an estimate or a bound
    (`约 64`, `64 以上`, `mindestens 64`) rather than a value."""
    if inner.rstrip(" \t*").endswith(("?", "？", "؟")):
        return True
    return len(inner) <= 40 and _BOUND_OR_ABOUT_ABROAD.search(inner) is not None


def _without_label_abroad(
    inner: str, extract: Callable[[str], tuple[str, ...]]
) -> tuple[str, str | None]:
    """A tag's words of another language without their answer label ("Ответ: $x = 2$, $y =
    -5$.") and the copula after math; with the count the label reads when a count and its noun
    follow it ("Đáp số: 629 cây bút chì.": the label tells the reader a count follows; the noun
    alone is no unit it knows)."""
    labelled = inner
    inner = _FOREIGN_LEAD.sub("", inner, count=1)
    if inner != labelled and _COUNTED.match(inner):
        answers = extract(labelled)
        if len(answers) == 1 and answers[0]:
            return inner, answers[0]
    return _COPULA_AFTER_MATH.sub("$", inner), None  # "$\sqrt{294} = 7\sqrt{6}$ です。"


# The value a sentence of another language ends on, with at most three words after it (its unit,
# counter or copula): "5千克苹果一共17.25元", "Nach 3 Stunden beträgt die Temperatur −5 Grad.",
# "1 से 50 तक की संख्याओं का योग 1275 है".
_LAST_VALUE = re.compile(
    # (not the last group of a number grouped by spaces: "73 500 piezas")
    r"(?<![\d.,])(?<!\d[ \u00a0\u202f'])"
    # (a fraction too: "... ισούται με 7/12.")
    r"(?P<value>\$[^$\n]{1,80}\$|[-−]?\d(?:\d|[.,](?=\d))*(?:/\d+)?%?)"
    # (words apart by spaces, the first one written onto the value or not: no two runs of letters
    # side by side, which a long word would split in ways without number)
    r"(?P<after>(?:[^\W\d_]|[\u0900-\u0963\u0980-\u09e5])*"
    r"(?:[ \t]+(?:[^\W\d_]|[\u0900-\u0963\u0980-\u09e5])+){0,3})[ \t]*[.。!।]?[ \t]*$"
)
_REPORTED_ABROAD = re.compile(FOREIGN_REPORTED, re.IGNORECASE)
_WORD_RUN = re.compile(r"(?:[^\W\d_]|[\u0900-\u0963\u0980-\u09e5]){2,}")
_SAID_AGAIN = re.compile(
    r"یعنی|يعني|d\.[ \t]*h\.|c'est-à-dire|es[ \t]+decir|cioè|ou[ \t]+seja|то[ \t]+есть|тобто|czyli"
    r"|yani|tức[ \t]+là|yaitu|yakni|即|つまり|즉|अर्थात|অর্থাৎ",
    re.IGNORECASE,
)
_APPROXIMATE_SIGN = re.compile(r"[≈~≃∼]|\\approx|\\sim")
_NOT_EQUAL_SIGN = re.compile(r"[≠≢]|!=|=/=|\\neq?(?![A-Za-z])|\\not[ \t]*=")


def _sets_a_problem(inner: str) -> bool:
    """Whether the answer slot opens a problem of the model's own after a sentence, with a number
    ("The minimum is 4. Follow-up: for x^2 - 6x + 10 the minimum is 1."): another problem's value
    in the slot too, no one answer."""
    return _DIGIT.search(inner) is not None and _PROBLEM_SET_INSIDE.search(inner, 1) is not None


# A problem the model sets itself, opened inside the answer slot after a sentence, with a number.
_PROBLEM_SET_INSIDE = re.compile(
    r"(?<=[.!?\n])[ \t#*_]*(?:follow-?[ \t]?up|bonus|practice|exercise|challenge|next[ \t]+(?:question"
    r"|problem)|another[ \t]+(?:question|problem|example))\b[^\n]*?\d",
    re.IGNORECASE,
)
_BOUND_SIGN = re.compile(r"[≥≤⩾⩽]|\\[gl]eq?\b|\bat[ \t]+(?:least|most)\b", re.IGNORECASE)
_LABELLED = re.compile(r"(?<![A-Za-z\\])[A-Za-z](?:_\{?\w{1,3}\}?)?[ \t]*=")


def _is_sentence(inner: str) -> bool:
    """Whether `inner` holds words (four letters or more in runs of two), not only math."""
    return sum(len(run) for run in _WORD_RUN.findall(inner)) >= 4


def _last_value_abroad(inner: str, extract: Callable[[str], tuple[str, ...]]) -> str | None:
    """In an answer tag, a sentence of another language that gives the problem's numbers, then
    its value last (above): that value, with its unit where the reader reads one; None where the
    sentence denies, hedges, offers two values or reports someone else's."""
    last = _LAST_VALUE.search(inner)
    if (
        last is None
        or not _is_sentence(inner)  # (not a value with a sign or variables: "≈ 18", "−4x^4 + 14")
        or _APPROXIMATE_SIGN.search(inner)
        or _BOUND_SIGN.search(inner)  # ("f(x) ≥ 4, so at least 4": a bound, no value)
        or _NOT_EQUAL_SIGN.search(inner)  # ("hens ≠ 156": what it is not, no value)
        or _SAID_AGAIN.search(inner)  # ("$x = \frac{7}{4}$ یعنی $1.5$": two values to agree)
        or len(_LABELLED.findall(inner)) > 1  # (values in a list: "$x = -4$ か $x = 3$")
        or _NOT_OR_HEDGE.search(inner)
        or _ESTIMATED_IN_ENGLISH.search(inner)  # ("roughly 25π": English, not ASCII for its π)
        or _REPORTED_ABROAD.search(inner)
    ):
        return None
    answers = extract((last.group("value") + last.group("after")).replace("−", "-"))
    if len(answers) == 1 and answers[0]:
        return answers[0]
    if last.group("after")[:1].isspace() or not last.group("after"):
        return last.group("value").strip("$ ").replace("−", "-")
    return None  # ("72π ...": what is written onto the number is part of the value)


_ESTIMATED_IN_ENGLISH = re.compile(
    rf"\b(?:{ESTIMATE}|{BOUND}|approx\w*|about|around|near|somewhere"
    r"|within|max|min|maximum|minimum)\b"
    r"(?=[ \t]*(?:\$|\\\(|-|−)?[ \t]*\d)",  # (before a value: not "effectively tackled")
    re.IGNORECASE,
)
_INLINE_PARENS = re.compile(r"\\\(([^$\n]{1,200}?)\\\)")
# A display environment of one line, no alignment in it: read as the math it holds.
_ONE_LINE_DISPLAY = re.compile(
    r"\\begin\{(align|equation|gather|displaymath)\*?\}((?:(?!\\\\|&|\\end\b|\\begin\b)[^$]){1,300})"
    r"\\end\{\1\*?\}",
    re.DOTALL,
)


# The value that ends a sentence, after a copula: "... равно 422.", "... là $\frac{3}{4}$."
_ENDS_ON_VALUE = re.compile(
    r"(?<![^\W\d_])(?P<copula>[^\W\d_]+)[ \t]*[:：]?[ \t]+"
    r"(?P<value>\$[^$\n]{1,80}\$|-?\d(?:\d|[.,](?=\d))*%?)[ \t]*[.。!]?[ \t]*$"
)
_NOT_OR_HEDGE = re.compile(FOREIGN_NOT_OR_HEDGE, re.IGNORECASE)
_BOUND_OR_ABOUT_ABROAD = re.compile(FOREIGN_BOUND_OR_ABOUT, re.IGNORECASE)
_COUNTED = re.compile(r"-?\d[\d.,]*[ \t]+[^\W\d_]")
_DIGIT = re.compile(r"\d")
# A value taken back inside a tag: a pause ("...", "…", a dash, a comma), a word of "no" or
# "wrong" in the languages models answer in, then (after a few words of why) the value put in its
# place: "36 km... no, 38.4 km", "106块……不对，应该是115块。", "$(-2; 5)$ — нет, концы входят: ...".
_SELF_CORRECTED = re.compile(
    # (a full stop before it too: "255 км. Нет, исправляю: 297,5 км.")
    r"(?:\.{1,}|…+|[—–]|,|，|;|[ \t]\()[ \t]*(?:no|nope|wait|oops|ops|sorry|actually|nein|non|nee|nej|nei|não|nao"
    r"|euh[ \t]+non|halt|anzi(?:[ \t]+no)?|いえ|いや"
    r"|нет|ні|nie|ne|не|hayır|tidak|bukan|không|όχι|לא|لا|नहीं|いや|違う|아니|不对|不對|不是|错了|錯了"
    # "wait" in other languages: "Wacht, dat klopt niet: het juiste antwoord is 65.", "等等，这不对"
    r"|wacht|warte|attends|espera|aspetta|espere|подожди|постой|зачекай|czekaj|bekle|tunggu|khoan"
    r"|vent|odota|várj|počkej|περίμενε|רגע|صبر[ \t]+کنید|انتظر|等等|等一下|ちょっと待って|잠깐)"
    r"(?![^\W\d_])[ \t]*[,，:：!！.。、،]?[ \t]*",
    re.IGNORECASE,
)


# A tag that opens on its value (a sign, a currency sign or a bracket before it at most), and a
# clause after that value: a comma, a dash or a bracket, then words.
_VALUE_FIRST = re.compile(r"[ \t]*[-$(]?\$?\d")
# (not the value again in words: "105 (one hundred five) chairs")
_VALUE_THEN_CLAUSE = re.compile(
    # (a reason without a comma too: "6 because 2^6=64")
    r"(?:,|[ \t](?=(?:because|since)[ \t])|[ \t][-—–][ \t]|[ \t]\((?!(?:zero|one|two|three|four|five|six|seven|eight|nine|ten"
    r"|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a[ \t]+hundred"
    r"|hundred)\b))[ \t]*[A-Za-z]{2,}",
    re.IGNORECASE,
)


def _value_then_clause(inner: str, extract: Callable[[str], tuple[str, ...]]) -> str | None:
    """What a tag that opens on its value, a clause after it, states ("" for nothing; None for a
    tag of another shape). A tag is an answer slot: the words after its value are read as they
    are after "The answer is" ("-3, since (-3)^3 = -27", "26 students, which is 9 fewer than
    Class A"; "$0 (placeholder until I confirm ...)" states nothing); a conclusion after "so" is
    the answer ("$20 off, so the jacket costs $60"); a count whose list follows it is that count
    ("9 divisors: 1, 2, 3, 4, 6, 9, 12, 18, 36")."""
    if not _VALUE_FIRST.match(inner):
        return None
    listed = _COUNT_THEN_LIST.fullmatch(inner)
    if listed is None and not _VALUE_THEN_CLAUSE.search(inner):
        return None
    if listed is not None:
        items = [item for item in _LIST_SEPARATOR.split(listed.group("items")) if item.strip()]
        if len(items) == int(listed.group("count")):
            return listed.group("count") + listed.group("noun")
    remark = _DASH_REMARK.fullmatch(inner)
    if remark is not None and not _DOUBT_IN_REMARK.search(remark.group("remark")):
        inner = remark.group("value")  # "$0 - she spends exactly all of her money.": a remark
    concluded = [*_SO_CONCLUSION.finditer(inner)]
    if concluded and _DIGIT.search(inner, concluded[-1].end()):
        answers = extract(inner[concluded[-1].end() :])
    else:
        answers = extract(f"The answer is {inner}")
    return answers[0] if len(answers) == 1 and answers[0] else ""


# A count, what it counts, and the things counted after a colon: "9 divisors: 1, 2, 3, 4, 6".
_COUNT_THEN_LIST = re.compile(
    r"[ \t]*(?P<count>\d{1,2})(?P<noun>(?:[ \t]+[a-z]+){1,2})[ \t]*:[ \t]*"
    r"(?P<items>[^:;\n]+?)[ \t.]*"
)
_LIST_SEPARATOR = re.compile(r"[ \t]*,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+")
# A value, then a dash and a remark with no number that a pronoun opens ("- she spends it all").
_DASH_REMARK = re.compile(
    r"(?P<value>[^\n]+?)[ \t]+[-—–][ \t]+(?P<remark>(?:she|he|they|it|this|that|we|I)\b[^\d\n]*)",
    re.IGNORECASE,
)
# ... unless it doubts, bounds, takes back or checks the value: "- that's not final", "- I think".
_DOUBT_IN_REMARK = re.compile(
    rf"\b(?:not|no|never|maybe|perhaps|probably|possibly|approx\w*|about|around|{ESTIMATE}"
    r"|estimat\w*"
    r"|guess\w*|think|wrong|incorrect|unsure|sure|placeholder|tbd|draft|pending|check\w*"
    r"|verif\w*|confirm\w*|or|if|unless|except|but|least|most)\b|n't\b|\?",
    re.IGNORECASE,
)
_SO_CONCLUSION = re.compile(r",[ \t]*(?:so|thus|therefore|hence)[ \t]+", re.IGNORECASE)


# Values labelled one by one, then what they make after "so": "x = 3, y = 4, so (3, 4)".
def _value_then_words(
    inner: str, content: str, extract: Callable[[str], tuple[str, ...]]
) -> str | None:
    """What a tag's words after its value make of it: `content` unread where they operate on
    the math's value ("$25\\pi$, halved for the semicircle"), the value alone where they break it
    into its parts ("359 people go on the trip: 336 students and 23 teachers.", "xy = 21, with
    x = 7 and y = 3."), else what a clause after it leaves (`_value_then_clause`); None where
    there is none of these."""
    last_math = inner.rfind("$") if inner.count("$") >= 2 else -1
    if last_math >= 0 and operated_after(inner[last_math + 1 :]):
        return content
    broken_down = _VALUE_THEN_PARTS.fullmatch(inner) if ":" in inner or "with" in inner else None
    if broken_down is None or not _parts_make(broken_down):
        said_first = _value_then_clause(inner, extract) if inner.isascii() else None
        return None if said_first is None else said_first or content
    answers = extract(broken_down.group("value"))
    return answers[0] if len(answers) == 1 and answers[0] else None


# A value stated first, then its parts after a colon or "with" (each part a number or a letter set
# equal to one, joined by "and"): "359 people go on the trip: 336 students and 23 teachers."
_VALUE_THEN_PARTS = re.compile(
    r"(?P<value>[^:;\d]*\d[\d,.]*[^:;,\d]*)(?:[ \t]*:|,[ \t]*with)[ \t]+"
    r"(?P<parts>(?:[A-Za-z]+[ \t]*=[ \t]*)?-?\d[\d,.]*(?:[ \t]+[a-z]+)?(?:(?:,[ \t]*|[ \t]+)(?:and[ \t]+)?"
    r"(?:[A-Za-z]+[ \t]*=[ \t]*)?-?\d[\d,.]*(?:[ \t]+[a-z]+)?){1,3})[ \t]*[.!]?[ \t]*"
)
_PART_NUMBER = re.compile(r"(?<![\d.])-?\d[\d,]*(?:\.\d+)?")
_LETTER_SET = re.compile(r"[A-Za-z]+[ \t]*=")


def _parts_make(found: re.Match[str]) -> bool:
    """Whether the parts after the value add up to it (a count broken down) or each set a letter
    the value's own equation names ("xy = 21, with x = 7 and y = 3")."""
    value_numbers = _PART_NUMBER.findall(found.group("value"))
    parts = found.group("parts")
    if len(value_numbers) != 1 or _HEDGE_IN_PARTS.search(parts):
        return False
    numbers = [Fraction(n.replace(",", "")) for n in _PART_NUMBER.findall(parts)]
    if _LETTER_SET.search(parts):
        letters = {m.group(0).rstrip(" \t=") for m in _LETTER_SET.finditer(parts)}
        named = _LETTER_SET.search(found.group("value"))
        return named is not None and all(letter in named.group(0) for letter in letters)
    return len(numbers) >= 2 and sum(numbers) == Fraction(value_numbers[0].replace(",", ""))


_HEDGE_IN_PARTS = re.compile(r"\b(?:or|not|if|about|maybe|but)\b", re.IGNORECASE)
_LABELLED_THEN_SO = re.compile(
    r"(?:[ \t$]*[A-Za-z][ \t]*=[ \t]*[^,;=\n]{1,30}?[ \t$]*[,;][ \t]*){1,4}"
    r"(?:so|thus|hence|therefore|i\.e\.)[ \t,]+(\$?[(\[][^=\n]{1,80}?[)\]]\$?)[ \t.]*"
)
_CORRECTION_LEAD = re.compile(
    r"(?:I[ \t]+mean|correction|I[ \t]+correct(?:[ \t]+(?:it|myself))?|исправляю|поправка|исправљам"
    r"|ispravljam|je[ \t]+corrige|ich[ \t]+korrigiere|corrijo|correggo|corrijo|poprawiam|opravuji)"
    r"[ \t]*[:：,][ \t]*",
    re.IGNORECASE,
)
# A few words of why, no number, then a colon: "dat klopt niet: het juiste antwoord is 65."
_WHY_THEN_COLON = re.compile(r"[^:：\d\n]{1,60}[:：][ \t]*")
_SO_LAST = re.compile(
    r"[,;][ \t]*(?:so|thus|therefore|дакле|значит|итак|отже|also|donc|quindi|entonces|então|więc"
    r"|tedy|takže|dus|så|yani|jadi|vậy)[ \t]+",
    re.IGNORECASE,
)
# A tag that names its value in words, then gives it after a colon: "Total cost: $18".
_NAMED_VALUE_LINE = re.compile(
    r"(?P<label>[A-Za-z][A-Za-z0-9 ,'()-]{2,80}):[ \t]*(?P<value>\$?-?\d[^:\n]{0,60}?)[ \t.]*"
)
# ... unless the label judges or bounds the value: "Not 72: 70", "Estimate: 72".
_JUDGING_LABEL = re.compile(
    r"\b(?:not|wrong|incorrect|draft|estimated?|guess|approx\w*|about|wait|tentative|before"
    r"|previous|old|first|initial|partial|subtotal|step)\b",
    re.IGNORECASE,
)
# "The answer:" in another language, opening a tag's content (`languages.FOREIGN_ANSWER_WORD`).
_FOREIGN_LEAD = re.compile(rf"^(?:{FOREIGN_ANSWER_WORD})[ \t]*[:：][ \t]*", re.IGNORECASE)
# A copula after the math that ends a tag's content, in Japanese, Korean, Hindi, Vietnamese, Turkish.
_COPULA_AFTER_MATH = re.compile(
    r"\$[ \t]*(?:です|である|だ|입니다|이다|है|हैं|là|dir|dır|tir|tır)[ \t]*[。.।]?[ \t]*$"
)
# HTML markup a model wraps its answer in (paragraphs, breaks, emphasis): no part of it.
_HTML_MARKUP = re.compile(r"</?(?:p|br|b|strong|i|em|span|div|code)[ \t]*/?>", re.IGNORECASE)
# A note in brackets at the end that names a value of the working as an intermediate result, in
# English and the languages models answer in.
_INTERMEDIATE_NOTE = re.compile(
    r"[ \t]*[(（][^()（）\n]{0,60}?(?:intermediate|subtotal|intermedi[oaá]|intermediári[oa]"
    r"|intermédiaire|zwischen|промежуточн|проміжн|pośredni|ara[ \t]+(?:sonuç|değer)|میانی|وسيط"
    r"|ביניים|बीच[ \t]+का|मध्यवर्ती|মধ্যবর্তী|অন্তর্বর্তী|hasil[ \t]+antara|trung[ \t]+gian|ระหว่าง"
    r"|tussen|mellan|mezivýsled|ενδιάμεσ|中间|中間|途中|중간)[^()（）\n]{0,60}[)）][ \t]*[.。]?[ \t]*$",
    re.IGNORECASE,
)
# A note in brackets at the end that neither doubts, bounds, corrects nor supposes.
# (words of a sentence, at least two: `(5)` in `3*sqrt(5)` is no note)
# ... whose subject is someone or something else, as after an answer phrase it must be
# (`rppo_check.phrases`, `rppo_check.extract`: "The answer is: Ana is 36 years old now (her son is
# 12).", "(the $120 fee plus 12 months at $45)"; not "(she has $40)", "(note: it is $5$)")
NOTE_ON_ANOTHER = re.compile(
    r"[ \t]*\((?:(?:his|her|their|its|the|each|every)[ \t]+(?!(?:answer|value|result|total|final)\b)[a-z$]"
    r"|(?-i:[A-Z][a-z]+)[ \t]+(?!(?:is|was|it)\b))",
    re.IGNORECASE,
)
ASIDE_NOTE = re.compile(
    r"(?<=[\w.%$])[ \t]+\((?![^()]*\b(?:or|maybe|perhaps|possibly|probably|not|no|actually|wrong"
    r"|incorrect|false|invalid|draft|guess\w*|estimate\w*|unsure|uncertain|tentative|placeholder|tbd"
    r"|check\w*|verif\w*|correct\w*|revised?|pending|error|mistake|typo|scratch|instead|about"
    r"|approx\w*|roughly|around|nearly|if|would|could|might|total|answer|final)\b)"
    # (words, or a name and its number: "Priya collected 50 shells (Owen 25)")
    r"(?=[^()]*[A-Za-z]{2,}[ \t]+[A-Za-z]|[A-Z][a-z]+:?[ \t]+\$?\d[\d,.]*\))[^()\n]{1,120}\)[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# (after a space: `6(5w+2)` is a product, its brackets no note)
# (with brackets of its own inside: "56 ✓ (C(7,2) + C(7,3) = 21 + 35 = 56)")
_WORKING_NOTE = re.compile(
    r"(?<![\w)\]}^])[ \t]*\((?:[^()\n]|\([^()\n]{0,20}\)){0,120}[×*/÷=+]"
    r"(?:[^()\n]|\([^()\n]{0,20}\)){0,120}\)[ \t]*[.!]?[ \t]*$"
)


def _may_hold_aside(inner: str) -> bool:
    """Whether a tag's brackets may hold working or a note aside: no LaTeX but boxes (LaTeX's
    brackets hold the value itself), no note that opens by taking the value back."""
    return inner.count("\\") == inner.count("\\boxed{") and not _TAKES_BACK_NOTE.search(inner)


# A note in brackets that opens by taking the value back: "66 (no: she sold 95 jars ..., so 161 −
# 47.5 = 113.5)", "-14 (wait, only x = 7 is valid, so 7)": no working, no aside.
def _withdrawn_in_tag(inner: str) -> bool:
    """Whether a note in brackets withdraws the tag's value (`_WITHDRAWN_NOTE`: "22 [retracted:
    recount needed]"): the value taken back in its own tag."""
    if ("[" in inner or "(" in inner) and _WITHDRAWN_NOTE.search(inner) is not None:
        return True
    if "(" in inner and any(
        unsettled_note(note.replace("*", "")) and not _DIGIT.search(note)
        for note in _BRACKETED.findall(inner)
    ):
        return True  # "5 + i (low confidence)", "9 (but don't quote me)", "0 (I doubt it)"
    # (or a clause after a comma that calls it a guess: "(2, 5), though that's only a guess")
    return "," in inner and _GUESS_CLAUSE.search(inner) is not None


_BRACKETED = re.compile(r"\(([^()\n]{1,80})\)")


def _kept_or_explained(inner: str) -> str | None:
    """The value a tag states beside one it is not ("Es $11$, no $12$", `kept_not_denied`), or
    with a note that only explains it (`_explained_value`); else None."""
    if inner.rstrip(" .").endswith(")") and (explained := _explained_value(inner)) is not None:
        return explained
    return kept_not_denied(inner) if "$" in inner else None


def _explained_value(inner: str) -> str | None:
    """A bare value, then a note that only explains it: another value it is not ("2\\sqrt{13}
    (not 10, which is the distance along the grid lines)"), or its sign, said again ("-\\sqrt{3}
    (negative, since tangent is negative in quadrant II)"). The value, or None."""
    found = _VALUE_THEN_NOTE.fullmatch(inner)
    if found is None or _WORD_IN_VALUE.search(found.group("value")):
        return None
    value = found.group("value").strip(" \t$")
    denied = _NOTE_DENIES_OTHER.fullmatch(found.group("note"))
    if denied is not None and compact_math(denied.group("other")) != compact_math(value):
        return value
    sign = _NOTE_STATES_SIGN.fullmatch(found.group("note"))
    if sign is not None and (sign.group("sign").lower() == "negative") == value.startswith("-"):
        return value
    return None


_VALUE_THEN_NOTE = re.compile(r"(?P<value>[^()\n]{1,80}?)[ \t]*\((?P<note>[^()\n]{1,160})\)[ \t.]*")
# (a word in the value: a sentence, not a bare value; LaTeX's commands are no words)
_WORD_IN_VALUE = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{2,}|^\D*$")
_NOTE_DENIES_OTHER = re.compile(
    r"[ \t]*not[ \t]+\$?(?P<other>-?\d[\d.,]*|-?\\frac\{\d+\}\{\d+\})\$?(?:[ \t]*[,;:—–][^()]*)?",
    re.IGNORECASE,
)
_NOTE_STATES_SIGN = re.compile(
    r"[ \t]*(?P<sign>negative|positive)(?:[ \t]*[,;:][ \t]*(?:since|because|as)\b[^()]*)?[ \t]*",
    re.IGNORECASE,
)
# (and the marks that hope or doubt rather than cross: 🤞 🤔 🤷 ⚠)
_DOUBT_MARKS = CROSS_MARKS + "🤞🤔🤷⚠"
_GUESS_CLAUSE = re.compile(
    r",[ \t]*(?:though|but|although|which[ \t]+is|this[ \t]+is|that(?:'s|’s|[ \t]+is))\b[^\n]{0,40}?"
    r"\b(?:(?:a|my|best|rough|wild|educated)[ \t]+guess|not[ \t]+(?:sure|certain|confident)|unsure"
    r"|uncertain|(?:might|could|may)[ \t]+be[ \t]+wrong)\b",
    re.IGNORECASE,
)


# A note in brackets that withdraws the value it follows: "[retracted: recount needed]",
# "(withdrawn)", "(not final)", "[placeholder]".
_WITHDRAWN_NOTE = re.compile(
    r"[\[(][^\])\n]{0,30}\b(?:retract\w*|withdr[ae]wn?|disregard|ignore[ \t]+(?:this|it)|not[ \t]+final"
    r"|crossed[ \t]+out|struck(?:[ \t]+(?:out|through))?"
    r"|placeholder|tbd|to[ \t]+be[ \t]+(?:determined|confirmed))\b[^\])\n]{0,60}[\])]",
    re.IGNORECASE,
)
_TAKES_BACK_NOTE = re.compile(
    r"\([ \t]*(?:(?:no|nope)[ \t]*[:,;—–]|(?:wait|oops|actually|sorry|correction)\b)", re.I
)
