r"""Final-answer extraction: where in a completion is its final answer?

`extract_answers` finds each place where a completion *states* an answer (a `Statement`: a format
marker, an answer phrase, an answer tag), takes the last one as the final answer, and applies the
rules that keep "the last one counts" from becoming a way to hedge: each rule turns the answer
into a list of values that must ALL equal the gold. Only when no statement exists does it read
the last line (`rppo_check.tail`). The rules themselves, with their examples, are written once,
in packages/check/README.md ("The rules": Extraction, the last statement, Anti-hacking); this
module and its helpers implement them: which part of the completion answers this turn
(`rppo_check.turns`), what the model did not say itself (`rppo_check.said`), boxes and `####`
lines (`rppo_check.markers`), what a phrase keeps (`rppo_check.phrases`), answer tags
(`rppo_check.tags`), words that keep an answer from being committed (`rppo_check.qualifiers`) and
retractions (`rppo_check.retractions`).

Long (past ~300 lines) because the statement kinds and the rules between them are one definition
of "the final answer": apart, each rule would need the others' positions. Everything is a linear
scan or a regex without nested quantifiers on at most `MAX_COMPLETION_CHARS`: bounded in time.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from fractions import Fraction

from rppo_check.closings import (
    before_recap,
    foreign_check_line,
    without_check_after_answer,
    without_restart_from_the_top,
    without_trailing_remarks,
)
from rppo_check.echoes import echoed_values, subject_values
from rppo_check.estimates import BOUND, ESTIMATE, ESTIMATE_WORDS
from rppo_check.finalvalue import final_value
from rppo_check.gates import FOLDS_TO_ASCII, has_any, lowered
from rppo_check.jsonanswer import json_answers
from rppo_check.languages import (
    FOREIGN_ANSWER_WORD,
    FOREIGN_BOUND,
    FOREIGN_CHECK_WORD,
    FOREIGN_CHECKED_NOTE,
    FOREIGN_COMPARING,
    FOREIGN_COMPARING_WORD,
    FOREIGN_DENIAL,
    FOREIGN_NOT_OR_HEDGE,
    FOREIGN_PERCENT,
    FOREIGN_REPORTED,
    FOREIGN_THEREFORE,
    NO_SOLUTION,
    PLAIN_BETWEEN,
    REASON_WORD,
)
from rppo_check.markers import (
    MAX_ANSWER_CHARS,
    Statement,
    boxes,
    hash_lines,
    names_answer_abroad,
)
from rppo_check.numberwords import cjk_spelled_to_digits
from rppo_check.numeric import (
    ATTACHED_SCALE_WORD,
    WORDED_SCALE,
    WRITTEN_NUMBER,
    parse_duration,
    parse_number,
)
from rppo_check.phrases import (
    COUNTED_AFTER,
    NO_SOLUTION_ANSWER,
    PERCENT_AFTER,
    notes_only_working,
    reduce_phrase,
)
from rppo_check.qualifiers import doubt_below, qualified, tentative
from rppo_check.retractions import (
    ANOTHER_WAY_AGREES,
    check_agrees,
    cut_mid_number,
    last_word_number,
    retracted,
    takes_back,
)
from rppo_check.said import not_the_models, unsaid
from rppo_check.summary import equation_value, summary_value
from rppo_check.tags import ASIDE_NOTE, MAX_TAGS_READ, NOTE_ON_ANOTHER, answer_tags, read_tag
from rppo_check.tail import (
    LIST_MARKER_LINE,
    OPTION_LINE,
    TIME_OF_DAY_AFTER,
    cut_block_again_start,
    cut_copy_start,
    last_expression,
    without_cut_list_item,
)
from rppo_check.turns import (
    MAX_COMPLETION_CHARS,
    MODEL,
    USER,
    clip,
    new_turn_start,
    restart_start,
    unanswered_own_question,
)
from rppo_check.units import COMPARING, changes_the_number, converted, same_amount

MAX_ANSWERS = 8  # a compound of more boxes than this is a shotgun, never correct
MAX_PHRASE_TRIES = 16  # answer phrases read from the end before giving up on phrases

# The markers a prompt may ask for: `####`, `\boxed{}`, `<answer>...</answer>`.
FORMAT_MARKERS = ("hash", "boxed", "tag")

_NEWLINE = re.compile(r"\n")
# No two adjacent quantifiers may match the same characters (`\s*(?:\*\*)?\s*`): on a run of
# thousands of spaces that is quadratic. Each optional piece carries its own trailing spaces.
# (The word boundary that opens four of the alternatives is written once: `re` then tests it once
# a position, not once an alternative; the same matches, ~1/3 less time.)
_PHRASE = re.compile(
    r"\b(?:(?:the\s+)?(?:correct|right)\s+(?:option|choice)\s+is\b"
    r"|final\s+answer\b[^\S\n]*(?:\*\*[^\S\n]*)?(?:is|=|:|：)"
    r"|(?:the\s+|my\s+|correct\s+)?answer\s+(?:is|would\s+be|will\s+be|should\s+be)\b"
    r"|answer\s*(?:\*\*\s*)?[:：=])"
    r"|^[ \t>*#-]*(?:\*\*)?answer(?:\*\*)?(?=[ \t]+[-$\\\d(])",
    re.IGNORECASE | re.MULTILINE,
)
# GSM8K's model-solution format: `A: 42` at the start of a line.
_A_LINE = re.compile(r"^[ \t>*#-]*(?:\*\*)?A(?:\*\*)?[ \t]*:(?=[ \t]*[-$\\\d.(])", re.MULTILINE)
# A heading whose answer is on the next line: "# Answer", "**Final Answer**", "Final answer:".
_HEADING = re.compile(
    r"^[ \t#*]*(?:final[ \t]+)?answer[ \t*]*(?:[:：][ \t*]*)?\n\s*([^\n]{1,1000})",
    re.IGNORECASE | re.MULTILINE,
)
# The first item of a numbered list in words: "1. Total cost of food per month = ...".
_LIST_ITEM = re.compile(r"[ \t*]*\d{1,2}[.)][ \t]+[A-Za-z]")
_GAP_JOIN = re.compile(
    # (inline math closed and opened again between the boxes: `\(\boxed{90}\) and \(\boxed{150}\)`)
    r"(?:[\s$,;.&]|\\[()])*(?:\\(?:quad|qquad|text\{\s*)?|,)?\s*(?P<word>and|or)?(?:[\s$,}]|\\[()])*",
    re.IGNORECASE,
)
_BLANK = re.compile(r"\s*")
# "We may check our answer: 17 * 44 = 748 ...": a phrase that names the answer in order to verify
# it states no answer (MATH-500's reference solution 44 ends this way, after its box).
_VERIFYING = re.compile(
    r"\b(?:check|checking|verify|verifying|confirm|confirming|test|testing)"
    r"[ \t]+(?:(?:our|the|my|this|that|your)[ \t]+)?(?:final[ \t]+)?$",
    re.IGNORECASE,
)
# Before an answer phrase: words that suppose it ("Suppose the answer is 5", "if the answer is").
_SUPPOSED_PHRASE = re.compile(
    r"\b(?:if|suppose|supposing|assume|assuming|guessing"
    r"|let(?:'s|[ \t]+us)[ \t]+(?:say|suppose|assume|guess))"
    r"[ \t]+(?:that[ \t]+)?(?:the[ \t]+)?$",
    re.IGNORECASE,
)
# What would be under other facts: "If the inequality were $\le 0$ the answer would be ...".
_WOULD_BE = re.compile(r"[^\n]{0,30}?\bwould[ \t]+(?:be|have[ \t]+been)\b", re.IGNORECASE)
_IF_WERE = re.compile(
    r"\bif\b[^.!?\n;]{0,60}\b(?:were|had[ \t]+been)\b[^.!?\n;]{0,60}$", re.IGNORECASE
)
# Right after the final answer: an alternative to it ("#### 18\n(or 26 if ...)", "\boxed{15} (or
# $16$ ...)"), whose value must then equal the gold too.
_ALTERNATIVE = re.compile(
    r"(?:[ \t$.,;*]*|[\s$.,;*]*\()[ \t]*(?:\\text\s*\{\s*)?"
    r"(?:or(?!\s+(?:about|approximately|roughly|around|so\b|simply|in\s+decimal))"
    r"|maybe|perhaps|possibly|unless|alternatively|otherwise"
    r"|but\s+(?:it\s+)?(?:might|could|may)\s+(?:also\s+)?be)\b[^\S\n]*"
    # in the next sentence, with a value at once: "#### 479\n\nThough it could also be 398 if ..."
    r"|[\s$.,;*]*(?:(?:though|but|although|however|then\s+again),?\s+)?(?:it|the\s+answer)\s+"
    r"(?:might|could|may)\s+(?:also\s+|instead\s+)?be\b[^\S\n]*(?=\$?-?\d)"
    # on the next line only when a value follows at once: "#### 18\nor 26", "Or maybe $16$."
    r"|[ \t$.,;*]*\n\s*\(?(?:or|maybe|perhaps|possibly)\b[^\S\n]*(?:(?:maybe|perhaps|possibly)[^\S\n]+)?"
    r"(?=\$|-?\d)"
    # "#### 18\n(26 if she also sells the muffin eggs)", "(50 counting the spilled cups)", "; 192
    # if it runs the full 3 hours", "— 266 if the extra row counts", "($[-3, 3]$ if ...)"
    # (each word ends on a space or the bracket: two runs of letters side by side would split a
    # long word in ways without number)
    r"|[\s$.,;*]*(?:[A-Za-z]+(?:[ \t]+|(?=[(;—–-]))){0,2}?(?:\(|;|—|–|--)\s*"
    r"(?:or\s+(?:simply\s+|just\s+)?)?"
    r"(?=\$?-?\d[\d,.]*\$?\s+(?:if|unless|when|with|without|counting|including|excluding"
    r"|assuming)\b|\$[^$\n]{1,60}\$\s+(?:if|unless|when|with|without|counting|including|excluding"
    r"|assuming)\b)",
    re.IGNORECASE,
)
# "\lambda \in \boxed{(3,4]}, and $\lambda = 3$ works as well": one more value of the answer.
_ALSO = re.compile(
    r"[^\n.]{0,40}?\band\s+\$([^$\n]{1,120})\$\s*(?:works|is\s+also|also\s+works|as\s+well|too)\b",
    re.IGNORECASE,
)
# A box the text announces as the final answer ("the final answer is $\boxed{26}$"): a later
# phrase with another value is a second final answer, not the box's successor.
_ANNOUNCED = re.compile(r"answer\s*(?:is|[:：=])?\s*(?:\*\*)?\s*[:$]?\s*\$*\s*$", re.IGNORECASE)
_CONDITIONAL_TAIL = re.compile(r"\b(?:if|unless|provided|assuming)\b", re.IGNORECASE)
_LABEL_BEFORE = re.compile(r"([A-Za-z])\s*=\s*\$?\s*$")
_FIRST_VALUE = re.compile(r"\$([^$\n]{1,200})\$|-?\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d+)?")
# Between two boxes: an alternative, at any length up to a sentence ("\boxed{15} or, if you count
# the first day, \boxed{16}", "(or \boxed{16})", "\boxed{15} / \boxed{16}", "and/or").
_GAP_HEDGE = re.compile(
    # (whole words: the "or" of "for the grandmother" is none)
    r"\b(?:or|and\s*/\s*or|either|alternatively|otherwise|maybe|perhaps|possibly|probably)\b|/\s*$"
    # (and "or" in the languages models answer in: "$\boxed{2}$ oder $\boxed{-3}$")
    r"|(?<![^\W\d_])(?:oder|ou|o|или|або|lub|albo|nebo|veya|atau|hoặc|eller|tai|ή|או|أو|یا|या|অথবা"
    r"|বা|หรือ|또는)(?![^\W\d_])|或者?|または",
    re.IGNORECASE,
)
# LaTeX spacing, text wrappers, markdown and punctuation around a hedge word between two boxes
_GAP_NOISE = re.compile(r"\\(?:q?quad|text\s*\{|mbox\s*\{|[,;:! ])|[$*{}()\[\]—–,.;:]")
_IF = re.compile(r"\bif\b", re.IGNORECASE)
MAX_HEDGE_GAP = 120
# The sentence of the final box opens as an alternative to the one before, however long the
# gap: "$\boxed{45}$ / Alternatively, if the question intends that ... she would earn
# $\boxed{50}$." (its sentence: up to a full stop before a space, `$1.25` is no end)
_ALTERNATIVE_SENTENCE = re.compile(
    r"(?:^|[.!?:][ \t]|\n)[ \t*_>#]*(?:alternatively|otherwise|or[ \t]+else|if,?[ \t]+instead)\b"
    r"(?:[^.!?\n]|[.!?](?![ \t\n]))*$",
    re.IGNORECASE,
)
MAX_ALTERNATIVE_SENTENCE = 600
# An options list (`A: 15` / `B: 16` / ...) is not GSM8K's `A: N` answer line.
_NEXT_OPTION = re.compile(r"[^\n]*\n[ \t>*#-]*(?:\*\*)?B(?:\*\*)?[ \t]*[:)]")
_CONDITION = re.compile(r"\s*(?:if|unless|assuming|suppose|supposing|provided)\b", re.IGNORECASE)
# "We need to answer: Ann is 9, ...": the task named, not an answer stated.
_TASK = re.compile(
    r"\b(?:need|needs|have|has|want|wants|going|try|trying|asked|how)\s+to\s+$", re.IGNORECASE
)


@dataclass(frozen=True)
class Extraction:
    """The final answer: every text in `answers` must equal the gold for it to be correct.

    marker: where the final answer was read (see `MARKERS`); `tier` is its old name.
    """

    answers: tuple[str, ...]
    marker: str

    @property
    def tier(self) -> str:
        return self.marker


def _last_phrase(text: str, box_starts: list[int], lower: str | None = None) -> Statement | None:
    """The last answer phrase that states an answer (prose captures are skipped).

    Only the last can be the final answer, so phrases are read from the end, and at most
    `MAX_PHRASE_TRIES` of them: a text of thousands of "Answer:" lines costs no more than a few.
    """
    # The regexes only run where their words occur: most texts have no "answer" at all.
    lower = text.lower() if lower is None else lower  # (`lower`: the caller's, the same)
    has_answer = "answer" in lower
    has_phrase = has_answer or "option" in lower or "choice" in lower
    inline = _phrase_matches(text, lower) if has_phrase else []
    inline += _A_LINE.finditer(text) if "A" in text and ":" in text else ()
    if not inline and not has_answer:
        return None  # (the heading form needs the word "answer")
    newlines = [m.start() for m in _NEWLINE.finditer(text)]

    def line_end(position: int) -> int:
        index = bisect.bisect_left(newlines, position)
        return newlines[index] if index < len(newlines) else len(text)

    candidates = [(line_end(m.end()), "inline", m) for m in inline]
    if has_answer:
        first = _phrase_start(text, lower)
        candidates += [(m.end(), "heading", m) for m in _HEADING.finditer(text, first)]
    candidates.sort(key=lambda item: (item[0], item[2].start()), reverse=True)
    for end, kind, match in candidates[:MAX_PHRASE_TRIES]:
        if _VERIFYING.search(text, max(0, match.start() - 40), match.start()):
            continue
        if _TASK.search(text, max(0, match.start() - 16), match.start()):
            continue
        if _SUPPOSED_PHRASE.search(text, max(0, match.start() - 40), match.start()):
            continue  # "Suppose the answer is $3\sqrt{3}$; I would need to verify that."
        if _WOULD_BE.match(text, match.start()) and _IF_WERE.search(
            text, max(0, match.start() - 80), match.start()
        ):
            continue  # "If the inequality were $\le 0$ the answer would be $[1, 4]$, but ..."
        if match.re is _A_LINE and _NEXT_OPTION.match(text, match.end()):
            continue
        if kind == "heading":
            rest = match.group(1)
            if "\\boxed" in rest or "####" in rest or rest.rstrip(" *").endswith(":"):
                continue  # (a line that ends in a colon leads into the statement after it)
            if _LIST_ITEM.match(rest):
                continue  # "answer\n1. Total cost of food ...": a list of steps under it
        else:
            rest = text[match.end() : min(end, match.end() + MAX_ANSWER_CHARS)]
            rest = _inner_rest(text, match.start(), rest)
            if "</think>" in rest:
                rest = rest[: rest.index("</think>")]  # "Answer: 8400 </think>": its line ends
            if not rest.strip(" \t*:"):
                continue  # a heading: `_HEADING` reads the next line
            box = bisect.bisect_left(box_starts, match.end())
            if box < len(box_starts) and box_starts[box] < end:
                continue  # "The final answer is $\boxed{30}$": the box is the statement
            if "####" in rest and not _DIGIT.search(rest.split("####", 1)[0]):
                # "So the answer is #### 42", "Final Answer: The final answer is #### 42. I hope
                # it is correct.": the `####` line is the statement
                continue
        if "<answer>" in rest.lower():
            # "The answer is <answer>18</answer>.", "answer\n<answer> $\dfrac{5}{13}$ </answer>":
            # the tag is the statement
            continue
        answer = reduce_phrase(rest)
        if answer is not None:
            return Statement(match.start(), end, "phrase", answer)
    return None


# A phrase that only denies a value ("Note the answer is not 5.5 - the temperature is below
# zero."), and that value.
_DENIED_PHRASE = re.compile(
    r"[ \t*:]*(?:not|never)[ \t]+\$?(-?\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)[^\d]*$"
)


def _denial_before(phrase: Statement, found: list[Statement]) -> bool:
    """Whether `phrase` only denies a value other than a format statement after it states:
    "Note the answer is not 5.5 ...\n#### -5.5" states -5.5 (not a second, unreadable answer)."""
    denied = _DENIED_PHRASE.match(phrase.text)
    if denied is None:
        return False
    value = parse_number(denied.group(1))
    return any(
        later.start > phrase.end and parse_number(later.text) not in (None, value)
        for later in found
    )


# Speed only: every `_PHRASE` and `_HEADING` match holds one of these words, and before it only
# words, spaces and markdown (`the correct`, `final`, `**`, `# `, `> -`).
_PHRASE_WORDS = ("answer", "option", "choice")
_BEFORE_WORD = frozenset(" \t\n\r\f\v>*#-")


def _phrase_start(text: str, lower: str) -> int:
    """Where `_PHRASE` and `_HEADING` may first match: before the first answer word, back over the
    letters, spaces and markdown that may open the phrase (the scan costs ~0.3 µs a character, and
    a solution names its answer at the end). 0 where `lower` is no stand-in for the regex."""
    if len(lower) != len(text) or any(char in text for char in FOLDS_TO_ASCII):
        return 0
    found = [at for at in (lower.find(word) for word in _PHRASE_WORDS) if at >= 0]
    if not found:
        return 0
    start = min(found)
    while start and (
        text[start - 1].isalpha() or text[start - 1].isspace() or text[start - 1] in _BEFORE_WORD
    ):
        start -= 1
    return start


_ASCII_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _phrase_matches(text: str, lower: str) -> list[re.Match[str]]:
    """`_PHRASE.finditer(text)` as a list. Speed only: a match starts in the run of letters, spaces
    and markdown before an answer word it holds (`_phrase_start`), and not between two ASCII
    letters (each branch opens with `\\b` or `^`), so only those positions are tried, with `match`
    (the scan from the first answer word to the end cost ~15 µs a MATH solution naming its answer,
    ~0.3 µs a character). The runs are tried in order and a match ends past its run's word, so the
    matches are `finditer`'s (tests/check/test_speed_session26.py compares the two). Where `lower`
    is no stand-in for the regex (`_phrase_start`), the whole scan."""
    if len(lower) != len(text) or any(char in text for char in FOLDS_TO_ASCII):
        return list(_PHRASE.finditer(text))
    words = []
    for word in _PHRASE_WORDS:
        at = lower.find(word)
        while at >= 0:
            words.append(at)
            at = lower.find(word, at + 1)
    found = []
    tried = 0  # every position before it was tried, or lies inside a match found
    for at in sorted(words):
        start = at
        while start > tried and (
            text[start - 1].isalpha()
            or text[start - 1].isspace()
            or text[start - 1] in _BEFORE_WORD
        ):
            start -= 1
        for position in range(max(start, tried), at + 1):
            if (
                position
                and text[position - 1] in _ASCII_LETTERS
                and text[position] in _ASCII_LETTERS
            ):
                continue  # (inside a word: neither `\b` nor `^` holds)
            match = _PHRASE.match(text, position)
            if match is not None:
                found.append(match)
                tried = match.end()
                break
        else:
            tried = max(tried, at + 1)
    return found


# In a restart, words that deny the answer make it a correction, cut off or not.
_DENIES = re.compile(r"\b(?:answer|wrong|incorrect|mistake|error|not\s+\$?\d)", re.IGNORECASE)
# Text that ends on a full stop, a closing bracket or math: finished, not cut by the token limit.
# (a text ends finished on a full stop of any script, a tick, or a Thai word: Thai ends sentences
# with no mark)
_FINISHED = re.compile(r"[.!?)\]}$'\"\d。！？।۔؟✓✔✅\u0e00-\u0e7f]\s*$")


def _cut_off(text: str, start: int) -> bool:
    r"""Whether the text after `start` was cut off: it ends mid-sentence, or inside math or a
    brace it opened (`$\frac{14 \cdot 13`: a digit last, yet no finished line)."""
    if not _FINISHED.search(text, start):
        return True
    rest = text[start:]
    return len(_DOLLAR.findall(rest)) % 2 == 1 or rest.count("{") > rest.count("}")


_TEXT_OPEN = re.compile(r"\\(?:text|textbf|textit|textrm|mathrm|mbox)\s*\{[^{}]*$")
_DOLLAR = re.compile(r"(?<!\\)\$")
_PROSE = re.compile(r"(?<!\\)\b[A-Za-z]{3,}\b")
_STOP = re.compile(r"[.?!][\"')]*\s")


def _inner_rest(text: str, start: int, rest: str) -> str:
    r"""What follows a phrase written inside LaTeX: `$\text{Answer: } -\frac{\pi}{6}.$` says
    `-\frac{\pi}{6}`. Inside `\text{...}` the answer starts after its closing brace; inside a math
    span it ends where the span closes."""
    if _TEXT_OPEN.search(text, max(0, start - 24), start) and "}" in rest:
        rest = rest[rest.index("}") + 1 :]
    line = text[text.rfind("\n", 0, start) + 1 : start]
    if len(_DOLLAR.findall(line)) % 2 and not _money_before(line):
        close = _DOLLAR.search(rest)
        # (a `$` before a digit opens money, it closes nothing: "got $4 in change. The answer
        # is: $4")
        if close is not None and not rest[close.end() : close.end() + 1].isdigit():
            rest = rest[: close.start()]
    elif line.count("\\(") > line.count("\\)") and "\\)" in rest:
        rest = rest[: rest.index("\\)")]
    box = max(line.rfind("\\boxed{"), line.rfind("\\fbox{"))
    if box >= 0 and line.count("{", box) > line.count("}", box):
        rest = _within_braces(rest)  # `\boxed{\text{Answer: } \frac{3}{2}.}`: up to the box's end
    return rest


def _within_braces(rest: str) -> str:
    """`rest` up to the first closing brace it never opened (the end of the box it is in)."""
    depth = 0
    for position, char in enumerate(rest):
        if char == "{":
            depth += 1
        elif char == "}":
            if depth == 0:
                return rest[:position]
            depth -= 1
    return rest


def _money_before(line: str) -> bool:
    """The last `$` before a phrase is money, not an open math span: a digit follows it and prose
    sentences lie between it and the phrase (`He started with $200, but ... So answer is $66.`)."""
    last = line.rfind("$")
    between = line[last + 1 :]
    return (
        between[:1].isdigit() and len(_PROSE.findall(between)) >= 3 and bool(_STOP.search(between))
    )


def _contained(found: list[Statement]) -> set[int]:
    """Indices of statements inside a `####` line or an `<answer>` tag (the same statement)."""
    inside: set[int] = set()
    for marker in ("hash", "tag"):
        containers = sorted((s.start, s.end) for s in found if s.marker == marker)
        starts = [start for start, _end in containers]
        for index, statement in enumerate(found):
            at = bisect.bisect_left(starts, statement.start) - 1
            if at >= 0 and statement.end <= containers[at][1]:
                inside.add(index)
    return inside


def _tags(text: str) -> list[Statement]:
    """`<answer>...</answer>` (the last may be unclosed), each read like a small completion
    (`rppo_check.tags`): `<answer> The answer is 7. </answer>` says 7."""
    found = [Statement(start, end, "tag", content) for start, end, content in answer_tags(text)]
    for index in range(max(0, len(found) - MAX_TAGS_READ), len(found)):
        tag = found[index]
        found[index] = tag._replace(text=read_tag(tag.text, _tag_answers))
    return found


_AMOUNT = r"[-−]?[$€£¥₹]?[ \t]*\d(?:[\d.,]|[ \t](?=\d{3}(?!\d)))*"
# A tag that holds an amount and the words of what it counts: `179 Stifte`, `12 biscotti a testa`,
# `179 पेंसिलें बचीं।`, `36km를 걸었습니다`.
_AMOUNT_THEN_WORDS = re.compile(
    rf"[ \t]*({_AMOUNT}(?:[ \t]*(?:{WORDED_SCALE})(?![^\W\d_])\.?|{ATTACHED_SCALE_WORD})?)"
    # (a word runs on through the vowel signs of Indic scripts, which are no letters to `re`)
    r"[ \t]*((?:[^\W\d_][^\s\d.。।!?,;:()]*[ \t]*){1,4})[.。।!]?[ \t]*",
    re.IGNORECASE,
)
_NOT_OR_HEDGE_ABROAD = re.compile(FOREIGN_NOT_OR_HEDGE, re.IGNORECASE)
_BOUND_ABROAD = re.compile(FOREIGN_BOUND, re.IGNORECASE)
_COMPARED_ABROAD = re.compile(FOREIGN_COMPARING_WORD, re.IGNORECASE)
_SCALE_WORD = re.compile(rf"(?:{WORDED_SCALE})\.?|{ATTACHED_SCALE_WORD}", re.IGNORECASE)
_ANY_DIGIT = re.compile(r"\d")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_WORD_OF = re.compile(r"[^\W\d_][^\s\d.。।!?,;:()]*")
# Common words of the languages of Latin letters that are no English words: three of them in a
# completion say it is written in another language (its counted nouns are no English units).
_FUNCTION_WORDS_ABROAD = frozenset(
    """
    und der das ist nicht mit auf sind wir los las del que por para una les une est et pour avec
    sont nous della che sono gli het een niet zijn não são uma com jest się och är ett för ikke
    bir bu için yang dan dengan itu và của là không ang mga ng sa
    """.split()
)


def _counted_abroad(answer: str, text: str) -> str | None:
    """The amount of a tag's `answer` that is an amount and the words of another language
    naming what it counts (not English words a unit list would judge, and no word that denies,
    hedges, compares or signs it), or None."""
    counted = (
        _AMOUNT_THEN_WORDS.fullmatch(answer) if not answer.isascii() or " " in answer else None
    )
    if counted is None or parse_number(answer) is not None:
        return None
    words = [word.lower() for word in _WORD_OF.findall(counted.group(2))]
    if _SCALE_WORD.fullmatch(words[0]):
        return None  # `29,75 хиљада`: a scale word, which the number's reading weighs
    if any(len(word) == 1 and not _CJK.match(word) for word in words):
        return None  # `121π`: a constant or a variable, no noun (`179 个` is a counter)
    if _NOT_OR_HEDGE_ABROAD.search(counted.group(2)) or _FOREIGN_DENIED.search(counted.group(2)):
        return None
    if _BOUND_ABROAD.search(answer):
        return None  # `64 以上`: 64 or more, no amount
    if changes_the_number(words) or any(
        word in FOREIGN_COMPARING or word in COMPARING for word in words
    ):
        return None
    if any(not word.isascii() for word in words):
        return counted.group(1)
    seen = {word for word in _WORD_OF.findall(text.lower()) if word in _FUNCTION_WORDS_ABROAD}
    return counted.group(1) if len(seen) >= 3 else None


def _tag_answers(content: str) -> tuple[str, ...]:
    return extract_answers(content).answers


_DIGIT = re.compile(r"\d")
# Speed only: a tail after the final answer made of these characters alone (`$.`, `.$`, `.\]`)
# holds no letter, digit, bracket or dash, which every rule read after the answer needs
# (qualifiers, restarts, retractions, alternatives, a last number; tests/check/test_speed_shared.py).
_BARE_TAIL = re.compile(r"[ \t\n\r$.\\\]]*")


_STANDS = re.compile(
    r"[ \t*_]*(?:still[ \t]+)?(?:unchanged|the[ \t]+same(?:[ \t]+as[ \t]+(?:above|before))?"
    r"|as[ \t]+(?:above|before)"
    # "The answer is in litres, since ...": its unit, not a value
    r"|in[ \t]+[A-Za-z]+(?:[ \t]+[A-Za-z]+)?)[ \t*_.!)]*",
    re.IGNORECASE,
)


def statements(text: str, *, models_only: bool = True) -> list[Statement]:
    """The statements of an answer in `text` (already clipped), ordered by where they end.

    Every `####` line, box and tag; of the phrases only the last (no earlier one can be final).
    `models_only`: without those the model did not make itself (`said.not_the_models`).
    """
    lower = text.lower()  # (speed only: one lower-cased copy for the tags and the phrases)
    named = None  # `names_answer_abroad(text)`, read once for the boxes and the foreign phrase
    found_boxes: list[Statement] = []
    if "\\" in text:
        if text.isascii() and ("\\boxed" in text or "\\fbox" in text):
            named = names_answer_abroad(text, lower)
        found_boxes = boxes(text, named_abroad=named)
    found = hash_lines(text) if "####" in text else []
    found += found_boxes
    tagged = (
        "answer>" in lower
        or "answer >" in lower
        or "{answer}" in lower
        or "answer]" in lower
        or "(answer)" in lower
    )
    found += _tags(text) if tagged or "</answer" in lower or "anwser>" in lower else []
    phrase = _last_phrase(text, [box.start for box in found_boxes], lower)
    if (
        phrase is not None
        and not _STANDS.fullmatch(phrase.text)
        and not _denial_before(phrase, found)
    ):
        found.append(phrase)  # ("the answer is unchanged", "is in litres": no value, the one
        # before stands)
    if found and (names_answer_abroad(text, lower) if named is None else named):
        # "Ответ: 1475 книг.\n#### 1385": an answer line in another language beside the `####`
        # line, box, tag or phrase is a statement too (alone, the last-line tier reads it)
        foreign = _foreign_phrase(text)
        if foreign is not None and (phrase is None or foreign.start > phrase.end):
            found = [_said_again(statement, foreign, text) for statement in found]
            found.append(foreign)
    if models_only:
        found = [statement for statement in found if not not_the_models(text, statement.start)]
    if len(found) > 1:
        inside = _contained(found)
        found = [statement for index, statement in enumerate(found) if index not in inside]
        found.sort(key=lambda s: (s.end, s.start))
    return found


# "The answer" in other languages, with only copulas, articles, "final" or "correct" between it and
# a colon or the value (`languages.PLAIN_BETWEEN`): "答案是：608", "Ответ: 1475 книг.", "La
# respuesta correcta es 1475 libros.", "پاسخ نهایی: 736 کیلومتر".
_FOREIGN_PHRASE = re.compile(
    rf"(?:{FOREIGN_ANSWER_WORD})(?P<between>(?:[ \t]*[^\W\d_]+){{0,3}})[ \t]*[:：]?[ \t]*"
    rf"(?P<rest>(?:[-−$\\(\[\d]|(?={NO_SOLUTION}))[^\n]{{0,200}})",
    re.IGNORECASE,
)
# An answer line's value named by its variable: "所以答案是：$x=3$。" (no check's equation)
_NAMED_VALUE = re.compile(r"\$?[ \t]*[A-Za-z][ \t]*=[ \t]*[^=\n$]+\$?[ \t]*[。．.]?")


_BETWEEN_WORD = re.compile(r"[^\W\d_]+")


def _said_again(statement: Statement, foreign: Statement, text: str) -> Statement:
    """A `####` line right after an answer line in another language that repeats that line's
    value and the words after it ("Die Antwort ist 265 Bücher.\n#### 265 Bücher") says what the
    answer line does: its number (the noun of that language, which no closed list of units
    holds, was read there, and a word that changes the number kept it unread)."""
    if (
        statement.marker != "hash"
        or statement.start < foreign.end
        or text[foreign.end : statement.start].strip()
        or not statement.text.startswith(foreign.text)
        or statement.text == foreign.text
    ):
        return statement
    repeated = " ".join(statement.text.split())
    if repeated not in " ".join(text[foreign.start : foreign.end].split()):
        return statement
    return statement._replace(text=foreign.text)


def _foreign_phrase(text: str) -> Statement | None:
    """The last answer line in another language that states a value, or None; not one that
    checks a value (`FOREIGN_CHECK_WORD` before it) or an equation (`= 2040`)."""
    found: list[re.Match[str]] = []
    at = 0
    while len(found) < 4 * MAX_PHRASE_TRIES and (match := _FOREIGN_PHRASE.search(text, at)):
        found.append(match)  # (overlapping: "375 அல்ல; சரியான பதில் 357" holds a second one)
        at = match.start() + 1
    for match in reversed(found[-MAX_PHRASE_TRIES:]):
        between = _BETWEEN_WORD.findall(match.group("between"))
        if any(word.lower() not in PLAIN_BETWEEN for word in between):
            continue
        if _FOREIGN_CHECK.search(text, max(0, match.start() - 40), match.start()):
            continue
        rest = match.group("rest")
        if reduce_phrase(rest) == NO_SOLUTION_ANSWER:
            return Statement(match.start(), match.end(), "phrase", NO_SOLUTION_ANSWER)
        if (
            ("=" in rest and not _NAMED_VALUE.fullmatch(rest.strip()))
            or "\\box" in rest
            or "####" in rest
        ):
            continue  # (a check's equation; a box or `####` line is a statement of its own)
        if rest.count(")") > rest.count("(") + rest.count("["):  # (`[-3, 4)`: an interval's end)
            rest = rest[: rest.rfind(")")]  # "(La respuesta es 266 libros.)": the aside's bracket
        if _HEDGED_PAIR.search(rest):
            # "La risposta è 375 oppure 432.", "答えは285本か378本です。": two values, no one answer
            return Statement(match.start(), match.end(), "phrase", rest.strip())
        answer = reduce_phrase(rest)
        if answer is not None and _DIGIT.search(answer):
            answer = _FOREIGN_SENTENCE_END.sub("", answer)  # `20 ہے۔`, `20元。`: 20, 20元
            number = _LEADING_AMOUNT.match(answer)
            if number is not None and not _COMPARED_ABROAD.search(answer, number.end()):
                # "1475 книг", "45.000 Flaschen": the amount and its scale word, without the
                # noun of that language (which no closed list of units holds)
                answer = number.group(0).strip()
            return Statement(match.start(), match.end(), "phrase", answer)
    return None


_FOREIGN_CHECK = re.compile(FOREIGN_CHECK_WORD, re.IGNORECASE)
# Two values joined by "or" in the languages models answer in (`か`, `或`: between numbers only).
_HEDGED_PAIR = re.compile(
    r"\d[^\d\n]{0,12}?(?:(?<![^\W\d_])(?:o|oppure|ou|oder|of|lub|albo|nebo|или|або|veya|atau|hoặc"
    r"|eller|vagy|tai|sau|ή)(?![^\W\d_])|か|或|또는|یا|या|หรือ|أو)[^\d\n]{0,12}?\d",
    re.IGNORECASE,
)
# An amount at the start of a foreign answer line, with its scale word: `2,15 millones`, `36万`.
_LEADING_AMOUNT = re.compile(
    rf"[-−]?[$€£¥₹]?[ \t]*\d(?:[\d.,]|[ \t](?=\d{{3}}(?!\d)))*"
    rf"(?:[ \t]*(?:(?:{WORDED_SCALE})(?![^\W\d_])\.?|{ATTACHED_SCALE_WORD}))?"
    r"(?=[ \t]*[^\W\d_]|[ \t]*$)",
    re.IGNORECASE,
)
# A copula and a full stop closing an answer sentence in another language.
_FOREIGN_SENTENCE_END = re.compile(
    r"[ \t]*(?:ہے|है|です|입니다|이다|است|dır|dir|tır|tir|là)?[ \t]*[。．.۔।!！]*[ \t]*$"
)


def _cut_in_a_loop(text: str, same: list[Statement]) -> bool:
    """Whether the last statement is a repetition loop's next one, cut short at the end of the
    text: two or more equal statements before it, and it a strict beginning of theirs."""
    if len(same) < 3 or text[same[-1].end :].strip():
        return False
    last, before = same[-1].text, [s.text for s in same[-3:-1]]
    return before[0] == before[1] and len(last) < len(before[1]) and before[1].startswith(last)


def _compound(text: str, found: list[Statement]) -> list[str]:
    """The final statement with the ones written right before it: the parts of ONE answer.

    Side-by-side boxes (`\boxed{3}$ and $\boxed{-1}`) or `####` lines with nothing between them
    form one list answer (`3, -1`), compared as a whole; side-by-side answer tags are one answer
    repeated, each compared. Joined by "or" they are alternatives,
    returned apart so that each must equal the gold: `\boxed{15\frac{39}{40}}, or
    \boxed{\frac{639}{40}}` (one value twice) is right, `\boxed{12} or \boxed{18}` never is.
    The same answer repeated (boxed 9 times) is that answer once.
    """
    final = found[-1]
    same = [s for s in found if s.marker == final.marker]
    if _cut_in_a_loop(text, same):
        # `#### 317` seven times, then `#### 3` at the end: the token cap cut the loop's next line
        same.pop()
        final = same[-1]
    run = [final]
    hedge = False
    for statement in reversed(same[:-1]):
        gap = text[statement.end : run[0].start]
        if (len(gap) <= MAX_HEDGE_GAP and _hedge_gap(gap)) or _ALTERNATIVE_SENTENCE.search(
            gap, max(0, len(gap) - MAX_ALTERNATIVE_SENTENCE)
        ):
            # "\boxed{15} or maybe \boxed{16}", "#### 45\nor\n#### 50", "<answer>50</answer> or
            # <answer>45</answer>": alternatives
            hedge = True
            run.insert(0, statement)
            continue
        if final.marker == "boxed":
            label = _LABEL_BEFORE.search(gap)  # "$a = \boxed{-2}$ and $b = \boxed{1}$"
            bare = gap[: label.start()] if label else gap
            join = _GAP_JOIN.fullmatch(bare) if len(gap) <= 40 else None
        else:
            join = _BLANK.fullmatch(gap)
        if join is None:
            break
        hedge = hedge or (join.groupdict().get("word") or "").lower() == "or"
        run.insert(0, statement)
    # (labels name the parts of a list only: a single statement needs none)
    labels = (
        [_LABEL_BEFORE.search(text, max(0, s.start - 12), s.start) for s in run]
        if len(run) > 1
        else []
    )
    if len(run) > 1 and all(labels):
        parts = [
            f"{label.group(1)} = {s.text}" for label, s in zip(labels, run, strict=True) if label
        ]
    else:
        parts = [statement.text for statement in run]
    parts = list(dict.fromkeys(parts))
    # (answer tags side by side are the answer said again, as small models repeat it, not the
    # parts of a list, which the format puts in one tag: each must be the gold)
    if hedge or len(parts) > MAX_ANSWERS or final.marker == "tag":
        return parts  # alternatives (or a shotgun): every one of them must be the gold
    return [", ".join(parts)]


def _hedge_gap(gap: str) -> bool:
    """Two boxes with an alternative between them: "or", "maybe", "/", and "if" when no working
    stands between them ("$\boxed{15}$ if we skip Sunday, $\boxed{16}$ otherwise")."""
    words = " ".join(_GAP_NOISE.sub(" ", gap).split())
    if _GAP_HEDGE.search(words) or gap.strip(" $").startswith("/"):
        return True
    return bool(_IF.search(words)) and not any(char.isdigit() or char == "=" for char in gap)


def _shown_last(text: str, read: str) -> bool:
    """The last line holds a statement the model did not make itself and no value after it, and
    the last-line tier read that statement again (`read`; not where it skipped the sentence that
    holds it: "(If the angle were 150°, the area would be $\boxed{…}$.)")."""
    others = statements(text, models_only=False)
    if not others:
        return False
    end = others[-1].end
    if "\n" in text[end:].strip() or _DIGIT.search(text, end):
        return False
    return others[-1].text in read or read in text[others[-1].start : end]


def _read_statements(whole: str) -> tuple[str, bool, list[Statement]]:
    """The part of `whole` that answers (clipped, with what the model did not say blanked),
    whether a struck-out part stated an answer, and its statements."""
    text, struck = unsaid(clip(whole))
    found = statements(text)
    if not found and len(whole) > MAX_COMPLETION_CHARS:
        text, struck = unsaid(clip(whole, at_last_marker=True))
        found = statements(text)
    if not found and "</think>" in whole and _no_answer_after_think(whole):
        # after `</think>` no value before an invented turn (noise, then "User: ..."): the think
        # block's own conclusion ("Therefore, the answer is $3$.\n</think>\n请你完成...") is what
        # the model committed to
        thought, thought_struck = unsaid(clip(whole[: whole.rfind("</think>")]))
        thought_found = statements(thought)
        after = whole[whole.rfind("</think>") :]
        if not _ANSWER_CUT.search(after) and (
            thought_found or not (takes_back(after) or _LEFT_UNANSWERED.search(after))
        ):
            # (with no statement there either, its last line is read: "... is $243.00.
            # </think>\nThe user is happy with the answer."; not after an empty answer tag or
            # "I need to stop here.", nor after the answer's own sentence cut before its value:
            # "</think>\n**Final Answer**\n\nThe total distance she travels is")
            text, struck, found = thought, thought_struck, thought_found
            if not found and text.rstrip()[-1:].isalnum():
                # (the model closed the block: its last line was not cut by the token limit)
                text = text.rstrip() + "."
    if not found and "</think>" in whole and _summary_cut(whole):
        # "**Final Answer** ... \boxed{30}.\n</think>\n\nTo find ..., we calculate ... \sqrt[": the
        # summary after the think block cut by the token limit before its answer; the block
        # closed on its final answer, which the summary never took back
        thought, thought_struck = unsaid(clip(whole[: whole.rfind("</think>")]))
        thought_found = statements(thought)
        if thought_found and len(thought.rstrip()) - thought_found[-1].end <= _CLOSING_SPAN:
            text, struck, found = thought, thought_struck, thought_found
    first_end = min((s.end for s in found), default=len(text) + 1)
    first_start = min((s.start for s in found), default=None)
    new_turn = new_turn_start(text, first_end, first_start)
    if new_turn is not None and any(
        s.marker == "tag" and s.start < new_turn < s.end and "</" in text[new_turn : s.end]
        for s in found
    ):
        # ("<answer>The minimum is 4. Follow-up: ... the minimum is 1.</answer>": a problem set
        # inside a closed answer slot is the slot's, read with it, `tags.read_tag`)
        new_turn = None
    if new_turn is not None:
        text = text[:new_turn]
        found = statements(text)  # a statement running into the new turn is read without it
    return text, struck, found


# A last line that says there is no solution, with no number in it: "**Svar:** Olikheten saknar
# lösning.", "정답: 해 없음" (the empty set, as "no real solution" after a phrase is).
_NO_SOLUTION_LAST = re.compile(rf"(?:{NO_SOLUTION})[^\d\n]{{0,60}}\s*$", re.IGNORECASE)


# A last line of another language that names the answer (or the right option) and ends on an
# option's letter, alone or in brackets, with at most a copula after it.
_OPTION_LAST = re.compile(
    rf"(?:{FOREIGN_ANSWER_WORD}|答え|答案|정답|alternativa|opção|opción|option|şık)[^\n\d]{{0,40}}?"
    r"(?<![^\s(（])[(（]?((?-i:[A-E]))[)）]?(?![^\W\d_])[ \t]*(?:です|입니다|şıkkıdır|şıkkı|dır|dir|है|。)?[ \t.!。]*$",
    re.IGNORECASE,
)


# An English reasoning trace opens so ("Okay, so Carla ...", "Alright, let's ..."); one cut by
# the token limit ends in the middle of its prose (not in a check's arithmetic: "11,75 ÷ 5 =").
_TRACE_OPENING = re.compile(r"\s*(?:okay|alright)[,.]?[ \t]+(?:so|let's|let[ \t]+me|I)\b", re.I)
# (a word last, or a number right after a word: "... then back to the start (another 40), so
# total 80" has no full stop either)
_CUT_IN_PROSE = re.compile(r"[A-Za-z]{2,}(?:[ \t]+\$?\d[\d,]*(?:\.\d+)?)?[ \t]*$")


def _open_trace(text: str) -> bool:
    """Whether `text` is a reasoning trace ("Okay, so ...") with no end of thinking: a think
    block never closed, whose opening tag the prompt wrote."""
    return "</think>" not in text and _TRACE_OPENING.match(text) is not None


def _trace_cut(text: str) -> bool:
    """Whether `text` is an open reasoning trace (`_open_trace`) cut mid-sentence, or cut in a
    check it announced before the check concluded or agreed ("Hmm, wait, let me redo it once
    more carefully. ... Cost = 58 m × $7 per m = $406." and no more)."""
    if not _open_trace(text):
        return False
    if _CUT_IN_PROSE.search(text) is not None:
        return True
    announced = [*_CHECK_ANNOUNCED.finditer(text, max(0, len(text) - 3_000))]
    return bool(announced) and _CONCLUDED_OR_AGREED.search(text, announced[-1].end()) is None


# A check or a second working announced in a trace, and what ends one: a conclusion ("So ...",
# "the answer"), or agreement ("that's right", "Yes", "✓").
_CHECK_ANNOUNCED = re.compile(
    r"\blet[ \t]+me[ \t]+(?:re-?do|recompute|recalculate|rework|write[ \t]+out|double-check|check"
    r"|verify|confirm|go[ \t]+(?:over|through))\b",
    re.IGNORECASE,
)
_CONCLUDED_OR_AGREED = re.compile(
    r"(?:^|(?<=[.!?:])|(?<=\n))[ \t*]*(?:so|thus|therefore|hence)\b|\banswer\b|\byes\b|\bright\b"
    r"|\bcorrect\b|\bmakes[ \t]+sense\b|\bmatch(?:es)?\b|\bchecks[ \t]+out\b|\bconsistent\b"
    r"|\bconfirm(?:s|ed)?\b|\bsame\b|\bagree\b|✓|✔",
    re.IGNORECASE | re.MULTILINE,
)


def _unstated(text: str, struck: bool, *, fallback: bool) -> Extraction:
    """The answer of a text with no statement: a JSON field, a ticked item, a CJK answer line,
    a closing tool output, else (with `fallback`) the last line."""
    keyed = json_answers(text) if text.rstrip().endswith(("}", "```")) else ()
    if keyed:
        return Extraction(tuple(dict.fromkeys(keyed)), "phrase")  # `{"final_answer": "374"}`
    ticked = ticked_item(text) if "[x]" in text or "[X]" in text else None
    if ticked is not None:
        return Extraction((ticked,), "phrase")  # `- [x] (E)` among `- [ ] (A)` ...
    named = _plain_math_abroad_last(text) if fallback else None
    named = named or (_named_abroad_last(text) if fallback and not text.isascii() else None)
    if named is not None:
        return Extraction(
            (final_value(named),), "phrase"
        )  # "**最终答案**：Janet 每天赚取 **18 美元**。"
    if fallback and "```" in text:
        if text.count("```") % 2 and _OPEN_BLOCK_LAST.search(text):
            return Extraction((), "none")  # cut inside a code or output block: `(160`
        output = _OUTPUT_LAST.search(text)
        if output is not None:
            # a tool's printed result the completion ends on, with no answer stated after it:
            # the value it computed (`print(bottles * litres_each)` / ```output 10.5```)
            return Extraction((output.group(1),), "last_expression")
    if fallback and _cut_in_a_box(text):
        return Extraction((), "none")  # "... $= \boxed{\dfrac{7}{4" cut inside the final box
    # a crossed-out answer is not replaced by the working, nor one shown as an example or
    # reported ("like this example:\nFinal Answer: ... $16\pi$."): the last line is that one
    last_line = text.rfind("\n", 0, len(text.rstrip())) + 1  # (searched from there only)
    if fallback and not struck and (option := _OPTION_LAST.search(text, last_line)) is not None:
        # "Jadi, jawabannya adalah C.", "答えは (C) です。", "a alternativa correta é a letra C."
        return Extraction((f"({option.group(1)})",), "last_expression")
    if fallback and not struck and _NO_SOLUTION_LAST.search(text, last_line):
        return Extraction((NO_SOLUTION_ANSWER,), "last_expression")  # "**Ответ:** нет решений."
    if fallback and not struck:
        if "\n" in text:
            text = without_trailing_remarks(text)  # "Best,\nYour AI assistant", "### End ###"
            text = without_restart_from_the_top(text)  # "...\n\n好的，让我一步" (begun again, cut)
            text = without_check_after_answer(text)  # "答えは 68 です。\n\nもう一度確認します：..."
        tail = last_expression(text)
        concluded = before_recap(text) if tail is None else text
        if concluded != text and not takes_back(text[len(concluded) :]):
            tail = last_expression(concluded)  # "Therefore, ... 76 cakes." then a recap of it
        if tail is not None and not _shown_last(text, tail.text):
            return Extraction((tail.text, *_opening_value(text, tail.text)), tail.marker)
    return Extraction((), "none")


# A check announced after a value: "..., but let me double check", "Let me verify this.", "But
# just to be thorough, let me", "But just to make sure, let me compute" (the token limit cut it)
# A paragraph of a trace that raises another reading ("Alternatively, maybe ...", "Wait, maybe
# ..."), and a sentence that concludes ("So ...", "Therefore ...", "... the answer ...").
_REOPENED = re.compile(
    r"\n[ \t]*(?:alternatively|wait|hmm+|but)(?:[, \t]+(?:maybe|perhaps|what[ \t]+if|is[ \t]+it)\b"
    # (or the token limit cut right after the word: "So the answer is 500.\n\nAlternatively,")
    r"|[, \t.]*\s*$)",
    re.IGNORECASE,
)
_CONCLUSION_START = re.compile(
    r"(?:^|(?<=[.!?])[ \t]+|\n)[ \t*]*(?:so|thus|therefore|hence)\b|\banswer\b", re.IGNORECASE
)
_CHECK_PENDING = re.compile(
    r"\blet[ \t]+me[ \t]+(?:double[- ]?check|re-?check|check|verify|make[ \t]+sure|confirm)\b"
    r"|\bto[ \t]+(?:be[ \t]+(?:thorough|safe|sure|certain)|make[ \t]+sure|double[- ]?check)\b"
    # "Maybe I should check similar problems or see if there's a" (a check planned, then cut)
    r"|\b(?:maybe|perhaps)[ \t]+(?:I|we)[ \t]+should[ \t]+(?:double[- ]?check|re-?check|check|verify"
    r"|confirm)\b",
    re.IGNORECASE,
)


# An answer still to be written, announced after the value: "Now I need to write it in the",
# "Let me format the final answer", "I'll put it in the box".
_WRITE_PENDING = re.compile(
    r"\b(?:(?:I|we)[ \t]+(?:need|have|want)[ \t]+to|let[ \t]+me|let's|I'll|I[ \t]+will|I[ \t]+should)"
    r"[ \t]+(?:now[ \t]+)?(?:write|format|present|put|box|give|state|output)\b",
    re.IGNORECASE,
)


def _cut_after(text: str, end: int) -> bool:
    """Whether words follow `end` and the text ends mid-sentence, or inside a bracket its last
    line opened ("Numerator: (-3 + 4i)(1 - 2i)\n\n= (-3"): the token limit cut it."""
    if _PROSE.search(text, end) is None:
        return False
    last_line = text[text.rfind("\n", end) + 1 :]
    return _FINISHED.search(text, end) is None or last_line.count("(") > last_line.count(")")


def _cut_while_thinking(text: str, final: Statement) -> bool:
    """In a think block never closed, whether `final` was only planned: a tag with the thinking
    cut off after it ("<think> ... So I will write <answer>467</answer>. Hmm, wait, does 'sold'
    include"), or a value to check with the check cut off ("So the answer should be 185, but let
    me double check the multiplication. 27 * 14: 20 * 14 = 280, 7 * 14 =")."""
    if final.marker not in FORMAT_MARKERS and _trace_cut(text):
        # "Okay, so ... So, I think the answer is 91 minutes. But let me think ... Yes, that seems
        # correct": a trace cut mid-sentence, its thinking never ended, states no answer
        return True
    if final.marker == "tag":
        return _cut_after(text, final.end)
    if final.marker == "boxed":
        # "所以答案是 $\boxed{120}$。\n等等，让我再验证一下。... 等等，让我": the box, then a check
        # it opened and the token limit cut (a box the text ends on stays the answer)
        return _WAIT_OPENS.search(text, final.end) is not None and not _FINISHED.search(
            text, final.end
        )
    if final.marker != "phrase":
        return False
    open_trace = _open_trace(text)
    if open_trace and _cut_in_a_box(text):
        return True  # "So the answer should be 1 hour.\n\n**Final Answer**\n\boxed{" (cut there)
    # (an open think block too: "So, the answer is 16.\nHmm.\n\nWait.\n\nWait." to the cap)
    thinking = open_trace or text.lstrip().startswith("<think>")
    if thinking and _ran_down(text):
        # "So answer: 13.\n\nWait—is this correct.\n\nWait.\n\nSo.\n\nSo. ..." to the token limit
        return True
    reopened = [*_REOPENED.finditer(text, final.end)] if thinking else []
    if reopened and _CONCLUSION_START.search(text, reopened[-1].end()) is None:
        # "Therefore, I think the answer is 5 hours. / Alternatively, maybe the problem is
        # expecting me to calculate something else. ..." and no conclusion after it: the trace
        # doubted its answer again and never settled (its thinking cut later)
        return True
    if _CHECK_PENDING.search(text, final.start) is None and not _WRITE_PENDING.search(
        text, final.start
    ):
        return False  # (nor "So the answer is 359. Now I need to write it in the": still to write)
    return _cut_after(text, max(final.start, text.find(final.text, final.start, final.end)))


def _ran_down(text: str) -> bool:
    """Whether the thinking ran down into a word or two a line ("So.", "Wait.", "Hmm.",
    "Alternatively.", in any order) for its last eight lines or more: the token limit cut a
    trace that had stopped reasoning, whatever it stated before (no answer was committed)."""
    lines = [line for line in text[-600:].split("\n") if line.strip()][-_RUN_DOWN_LINES:]
    return len(lines) == _RUN_DOWN_LINES and all(_FILLER_LINE.fullmatch(line) for line in lines)


_RUN_DOWN_LINES = 8
_FILLER_LINE = re.compile(
    r"[ \t]*[A-Za-z]{1,14}(?:[ \t—–-]+[A-Za-z]{1,14})?[ \t]*[.,:;!?—–-]*[ \t]*"
)


# A line that stops to check, in English and the languages models think in.
_WAIT_OPENS = re.compile(
    r"\n[ \t*]*(?:(?:but[ \t]+)?wait|hmm+|hold[ \t]+on|let[ \t]+me[ \t]+(?:double[- ]?)?check"
    r"|等等|等一下|待って|ちょっと待って|잠깐|подожди|постой|зачекай|espera|aspetta|warte|attends"
    r"|wacht|czekaj|bekle|tunggu|khoan|vent|počkej|περίμενε|רגע|لحظة|انتظر|صبر|रुको|দাঁড়াও|เดี๋ยว)",
    re.IGNORECASE,
)


def _cut_in_a_box(text: str) -> bool:
    """Whether the text ends inside its last `\boxed{`: the token limit cut the final answer."""
    at = text.rfind("\\boxed")
    brace = text.find("{", at) if at >= 0 else -1
    if brace < 0 or text[at + len("\\boxed") : brace].strip():
        return False
    depth = 0
    for char in text[brace:]:
        depth += (char == "{") - (char == "}")
        if depth == 0:
            return False
    return True


def _without_cut_copy(text: str) -> str:
    """`text` before a copy of itself the token limit cut (`tail.cut_copy_start`)."""
    copy = cut_copy_start(text) if len(text) > 400 else None
    if copy is None and "\\boxed{" in text[-300:]:
        copy = cut_block_again_start(text)  # (a short closing block with its box, the same)
    heading = _STEP_HEADING_AT_END.search(text, max(0, len(text) - 20)) if copy is None else None
    if heading is not None:
        steps = _STEP_HEADING.split(text)
        if len(steps) >= 4 and steps[-2].strip() and steps[-2].strip() == steps[-3].strip():
            # "Step 82: Final answer.\nThe area ... is 12 square units.\n\nStep 83:": the same
            # step said again and again, cut right after the next one's heading
            return text[: heading.start()]
    if copy is None and "\n\n" in text[-400:]:
        head = _before_cut_paragraph(text)
        if head is not None:
            return head
    if copy is None:
        # (a numbered line said again and again, the last copy cut: "167. The answer is 60
        # instructions.\n168. The answer is 6", or cut right after its number: "\n151.")
        marker = LIST_MARKER_LINE.search(text, max(0, len(text) - 12))
        cut = text[-1:].isalnum() or bool(marker and _items_said_again(text[: marker.start()]))
        return without_cut_list_item(text) if cut else text
    return text[:copy]


def _before_cut_paragraph(text: str) -> str | None:
    """`text` before its last paragraph where that is a copy of the one before it, cut ("... is
    $75.60.\n\nThe total cost of fuel for the round": a short paragraph said again, its last copy
    cut; long copies: `cut_copy_start`); None where it is not."""
    head, _, last = text.rstrip(" \t").rpartition("\n\n")
    before = head.rstrip().rpartition("\n\n")[2].strip()
    cut = last.rstrip()[-1:] not in ".!?。"  # (a copy that ends its sentence is whole)
    if cut and last.strip() and before != last.strip() and before.startswith(last.strip()):
        return head
    return None


_STEP_HEADING = re.compile(r"\n[ \t*#]*Step[ \t]+\d{1,4}[ \t]*[:.][ \t*]*")
_STEP_HEADING_AT_END = re.compile(r"\n[ \t*#]*Step[ \t]+\d{1,4}[ \t]*[:.]?[ \t*]*$")


def _items_said_again(text: str) -> bool:
    """Whether the text's last two lines are numbered items that say the same words ("149. The
    final answer is 20%.\n150. The final answer is 20%."): a loop, which a next number cuts."""
    lines = text.rstrip().rsplit("\n", 2)[-2:]
    said = [_ITEM_NUMBER.sub("", line, count=1).strip() for line in lines]
    return len(said) == 2 and bool(said[0]) and said[0] == said[1] and said[0] != lines[0].strip()


_ITEM_NUMBER = re.compile(r"^[ \t*]*\d{1,4}[.)][ \t]*")


def extract_answers(text: str, *, fallback: bool = True, **_: object) -> Extraction:
    """The final answer of `text`: the last statement, else (with `fallback`) the last line."""
    trace_cut, text = _trace_cut(text), _without_cut_copy(text)  # (an answer copied, cut: once)
    thinking_cut = text.lstrip().startswith("<think>") and "</think>" not in text
    whole = text
    text, struck, found = _read_statements(text)
    if found and found[-1].marker == "tag":
        # (the language of the working, which clipping may cut, tells what a tag's words are)
        amount = _counted_abroad(found[-1].text, whole)
        if amount is not None:
            found[-1] = found[-1]._replace(text=amount)
    if not found:
        # (a completion that opens a think block and never closes it, or a trace cut mid-sentence
        # ("Okay, so ... which is more naturally"), was cut while thinking: no answer given)
        return _unstated(text, struck, fallback=fallback and not thinking_cut and not trace_cut)
    final = found[-1]
    if (thinking_cut or _open_trace(text)) and _cut_while_thinking(text, final):
        return Extraction((), "none")
    if text.endswith(":") and unanswered_own_question(text):
        return Extraction((), "none")  # "Q: (an example) A: ... 65.\n\nQ: (the task) ...?\nA:"
    if ("real" in text or "actual" in text or "original" in text) and _REAL_QUESTION_NEXT.search(
        text, final.end
    ):
        return Extraction((), "none")  # "Here is an example. ... #### 0\nNow the real question."
    if tentative(text, text.rfind("\n", 0, final.start) + 1, final.start):
        return Extraction((), "none")  # "Answer (tentative): #### 47", "Draft answer: \boxed{47}"
    answers = _compound(text, found) if final.marker in FORMAT_MARKERS else [final.text]
    answers = [final_value(answer) for answer in answers]
    if final.marker == "boxed" and _bound_before_box(text, final.start):
        before = found[-2] if len(found) > 1 else None
        if before is not None and before.marker == "boxed" and final.start - before.end <= 40:
            # "$\boxed{\frac{5}{6}}$, or about $\boxed{0.83}$": the exact value and its rounding
            # (compared as `\frac{5}{6} \approx 0.83`: the rounding must hold)
            return Extraction((f"{before.text} \\approx {final.text}",), final.marker)
        # "There are roughly $\boxed{210}$ committees.": an estimate states no value
        return Extraction(tuple(f"{answer} [bound]" for answer in answers), final.marker)
    if final.marker not in ("boxed", "tag"):
        answers = _unsettled_by_note(text, final, answers)  # (as a box's words are, below)
    # A phrase's statement runs to the end of its line; what follows its value there may take it
    # back ("The answer is 18. Scratch that — 20.")
    end = final.end
    if final.marker == "phrase" and final.text:
        at = text.find(final.text, final.start, final.end)
        end = at + len(final.text) if at >= 0 else end
    if _BARE_TAIL.fullmatch(text, end):
        # (speed only) nothing after the final answer but closing math and full stops, as in 2
        # of 3 MATH solutions (`$\boxed{5}$.`): no word there qualifies, restarts or takes it
        # back, and no number follows it; only the rules before its end remain
        answers += _more_values(text, found, bare_tail=True)
        return Extraction(tuple(dict.fromkeys(answers)), final.marker)
    if final.marker in ("boxed", "tag"):
        qualifier = qualified(text, final.end, final.text)
        if qualifier is not None:
            # "$\boxed{45}$ (approximately).", "\boxed{55} pencils or so": the words after the
            # box bound, estimate or doubt it, as they would on a `####` line
            answers = [f"{answer} [{qualifier}]" for answer in answers]  # (never parses)
        compared = _COMPARED_AFTER_BOX.match(text, final.end)
        if compared is not None and not _compared_as_a_difference(text, final, compared.end()):
            # "there are $\boxed{286}$ fewer": a difference, as `#### 286 fewer` is (the GSM8K
            # checker reads it only where the working made that comparison)
            answers = [f"{answer} {compared.group(1) or compared.group(2)}" for answer in answers]
        if final.marker == "boxed" and text.startswith("^", final.end):
            # `$= \boxed{25\pi}^2$`: a power of the box, not the box (never parses)
            answers = [f"{answer} [{text[final.end : final.end + 8]}]" for answer in answers]
        if final.marker == "boxed" and PERCENT_AFTER.match(text, final.end):
            # `$\boxed{28}$ percent`, `\boxed{28}\%`, `$\boxed{28}$ パーセント`: a percentage,
            # judged as `\boxed{28\%}` is
            answers = [answer if "%" in answer else f"{answer}\\%" for answer in answers]
        counted = COUNTED_AFTER.match(text, final.end)
        if counted is not None and not _counted_so_before(text, final.start, answers, counted):
            answers = [f"{answer} {counted.group(1)}" for answer in answers]  # `\boxed{84}$ dozen`
    restart = restart_start(text, final.end)
    if restart is not None and _cut_off(text, restart) and not _DENIES.search(text, restart):
        text = text[:restart]  # the working started again and was cut off: nothing taken back
    correction = retracted(text, end, answers)
    if correction is not None:
        return Extraction(*correction)
    if final.marker != "tag" or not _ENDS_MID_SENTENCE.search(text, end):
        answers += _said_after(text, found, end, answers)
    return Extraction(tuple(dict.fromkeys(answers)), final.marker)


# After the answer, its own value again behind a word that makes it an estimate.
_HEDGED_NUMBER = re.compile(
    r"\b(?:roughly|approximately|approx\.|about|around|nearly|almost|or[ \t]+so)[ \t]+"
    r"(?:\$|\\\(|\\\$)?[ \t]*(-?\d[\d,]*(?:\.\d+)?)(?![\d,]*\.?\d)",
    re.IGNORECASE,
)


def _hedged_again(text: str, end: int, answers: list[str]) -> bool:
    """Whether the text after the answer (which ends at `end`) says the answer's own number
    again as an estimate ("roughly 36"); a rounding of another value is no such statement."""
    after = text[end : end + 600]
    if not answers or not _DIGIT.search(after) or not has_any(after.lower(), _HEDGE_WORDS):
        return False
    value = parse_number(answers[-1])
    return value is not None and any(
        parse_number(found.group(1).replace(",", "")) == value
        for found in _HEDGED_NUMBER.finditer(after)
    )


_HEDGE_WORDS = ("rough", "approx", "about", "around", "nearly", "almost", " so")


def _said_after(text: str, found: list[Statement], end: int, answers: list[str]) -> list[str]:
    """The values the text gives after its final answer (which ends at `end`), each of which
    must agree with it: more statements, a new last number, a summary, a restatement."""
    after = _more_values(text, found)
    if _hedged_again(text, end, answers):
        # "\boxed{2.5}. **Note:** ..., so the amount is roughly 2.5 cups.", "<answer>36</answer>
        # Ana is roughly 36 years old.": the value said again as an estimate (never parses)
        after.append(f"{answers[-1]} [hedged]")
    after += _new_last_number(text, end, [*answers, *after][-1])
    summary = summary_value(text, end)
    if summary is not None:
        after.append(final_value(summary))  # "So she pays $20,700 in total.": must agree
    # "So, Plan B costs $34 more than Plan A ... \boxed{34}. However, ... So Plan B costs $84
    # more than Plan A over one year.": the concluding sentence again with another number
    after += echoed_values(text, end, answers)
    # "... the area is $25\pi$ ... \boxed{25\pi} ... Cancel that — ..., so the area is
    # \(100\pi\).": the very thing the answer was said to be, given another value
    after += subject_values(text, end, answers)
    equation = equation_value(text, end)
    if equation is not None:
        after.append(equation)  # "So $\sqrt{50} + \sqrt{8} = 5\sqrt{2}$." after the box
    restated = _restated_in_form(text, end)
    if restated is not None:
        after.append(restated.group(1).strip())  # "As a mixed number, this is $2\frac{3}{8}$."
    after += _that_is_another(text, end, answers)
    doubted = _WAIT_THEN_MATH.search(text, end) if "ait" in text or "mm" in text else None
    if doubted is not None:
        # "Wait, the sign could be the other way, giving $\frac{\sqrt{6}-\sqrt{2}}{4}$.": the
        # last word raises another value and does not take it back: it must agree too
        value = doubted.group(1) or doubted.group(2)
        after.append(value.rsplit("=", 1)[-1].strip())
    return after


def _that_is_another(text: str, end: int, answers: list[str]) -> list[str]:
    """The value a last line "That is ..." says after the final answer where it is another one
    ("#### 36\nThat is four dozen eggs.": 48, which must agree; "three dozen" says it again)."""
    said = _THAT_IS_LINE.search(text, end) if "hat" in text[end:] or "i.e" in text[end:] else None
    if said is None or not answers:
        return []
    if _CONVERTED.search(said.group(1)):
        # "That is 8 hours of reading." after 480 minutes: the same, in another unit (not "(That
        # is 7.5 kg of flour.)" after "10 × 75 = 750 g": another amount)
        return _converted_amiss(text[:end], said.group(1), answers[-1])
    value, first = parse_number(said.group(1)), parse_number(answers[-1])
    if value is None or first is None or value == first:
        return []
    return [str(value)]


def _converted_amiss(before: str, said: str, answer: str) -> list[str]:
    """The amount a "That is ..." line says in another unit where the working's unit for the
    answer's value makes it another amount (`units.same_amount`), else nothing."""
    amount = _AMOUNT_IN_UNIT.match(said.strip())
    value = parse_number(answer)
    timed = _DURATION_WORDS.match(said)
    duration = parse_duration(timed.group(0)) if timed else None
    if amount is None or value is None or (duration is not None and value in duration):
        return []  # ("(That's 6 hours and 25 minutes of lessons.)" after 385 minutes)
    other = parse_number(amount.group(1))
    units = [
        found.group(2)
        for found in _AMOUNT_IN_UNIT.finditer(before)
        if parse_number(found.group(1)) == value
    ]
    if other is None or not units or units[-1].lower() == amount.group(2).lower():
        return []
    if converted(value, units[-1], amount.group(2)) is None:
        return []  # (no two units of one kind the checker knows)
    return [] if same_amount(value, units[-1], other, amount.group(2)) else [str(other)]


_DURATION_WORDS = re.compile(r".*\b(?:seconds?|minutes?|hours?|days?|weeks?)\b", re.IGNORECASE)
_AMOUNT_IN_UNIT = re.compile(r"(\d[\d,]*(?:\.\d+)?)[ \t]*([A-Za-z]{1,12})\b")
_CONVERTED = re.compile(
    r"%|\$|\b(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|cents?|dollars?|pennies|percent"
    r"|meters?|metres?|centimet\w+|kilomet\w+|miles?|feet|foot|inch(?:es)?|grams?|kilograms?|pounds?"
    r"|ounces?|liters?|litres?|millilit\w+|kg|g|km|cm|mm|m|ml|l|hrs?|h|mins?|secs?|lbs?|oz|ft"
    r"|degrees?|fahrenheit|celsius)\b|°",
    re.IGNORECASE,
)
_THAT_IS_LINE = re.compile(
    r"\n[ \t]*\(?[ \t]*(?:that(?:'s|[ \t]+is)|i\.e\.|in[ \t]+other[ \t]+words)[ \t,:]+((?:[^\n.!?()]|\.(?=\d)){1,60})"
    r"[.!]?[ \t]*\)?[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


# The text's last line (or sentence), after the final answer, opened by a doubt and ending on a
# value in math: "... \boxed{[-2, 5]}\). Hmm, but ..., so the solution set is \((-2, 5)\).".
_WAIT_THEN_MATH = re.compile(
    r"(?:\n|(?<=[.!?])[ \t]+)[ \t*]*(?:wait|hmm+|hold[ \t]+on)\b[^\n]*?(?:\$([^$\n]{1,120})\$"
    r"|\\\((.{1,120}?)\\\))"
    r"[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


# The last line names the answer in Chinese, Japanese or Korean and a colon (or the Chinese "is":
# "答案是 13 打。"), then says it in a sentence:
# "**最终答案**：Janet 每天在农贸市场赚取 **18 美元**。" (the English "Final answer: ..." is a
# phrase marker). Its one number, with what follows it up to punctuation, is the answer (a
# counter is dropped, a scale word such as 打, a dozen, is read).
# (Chinese, Japanese and Korean only, which put the subject and verb before the value; the other
# languages' answer lines are read by the last-line tier, copulas only before the value.)
_NAMED_ABROAD_LINE = re.compile(
    r"[ \t*_#>]*(?:最终|最終|最后|最後の?)?(?:答案|答え|정답|(?P<bare>答)(?=[ \t]*[:：]))[ \t*_]*(?:[:：]|是|为|為)"
    r"[ \t*_]*(?P<rest>.+)"
)
# The copula of such a line's sentence: the value is after the last one ("答：4小时后的气温是零下
# 11摄氏度。": the temperature after 4 hours is 11 below zero; the 4 is the subject's).
# (or "altogether": "答：2年一共植树173500棵。", the 2 years are the subject's)
_COPULA_ABROAD = re.compile(r"是|为|為|は|은|는|一共|总共|總共|共有|共计|共計|合计|合計")
_FOREIGN_DENIED = re.compile(FOREIGN_DENIAL, re.IGNORECASE)
# Estimates and bounds in the languages of `_NAMED_ABROAD_LINE` (a hedged value is no answer).
_HEDGED_ABROAD = re.compile(
    r"约|約|大概|估计|至少|最多|超过|不到|不足|差不多|以上|以下|未満|およそ|くらい|ぐらい|左右|上下"
    # and negations (any `不`, `没`, `非`: a refusal costs less than a denied value read)
    r"|不|没|沒|非|无|無|ではな|じゃな|아니|않"
)


_MATH_ALONE = re.compile(r"[ \t]*\$([^$\n]{1,200})\$[ \t]*[。．.]?[ \t]*")


def _named_abroad_last(text: str) -> str | None:
    """The value of a last line that names the answer in another language (above), or None."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    named = _NAMED_ABROAD_LINE.match(last)
    if named is None or last.isascii():
        return None
    rest = named.group("rest")
    if named.group("bare") and not _ANY_DIGIT.search(rest):
        # ("答：所求概率为九分之一。": a bare 答 with numbers in words is the readers' below)
        return None
    math = _MATH_ALONE.fullmatch(rest)
    if math is not None:
        return math.group(1).strip()  # "答案是 $5 - i$。": the math, whole
    if not _ANY_DIGIT.search(rest):
        rest = cjk_spelled_to_digits(rest)  # "答：一年共存三万六千元。": 36000
    numbers = list(WRITTEN_NUMBER.finditer(rest))
    if len(numbers) > 1 and "(" not in rest and "（" not in rest:
        # (not into a note in brackets: "每个内角为 $162^\circ$（内角和为 $3240^\circ$）")
        copulas = list(_COPULA_ABROAD.finditer(rest))
        if copulas:
            numbers = [found for found in numbers if found.start() >= copulas[-1].end()]
    if len(numbers) != 1 or _HEDGED_ABROAD.search(rest) or _FOREIGN_DENIED.search(rest):
        return None
    number = numbers[0]
    after = rest[number.end() :]
    unit = _UNIT_BEFORE_NOTE.match(after)
    if unit is None or not _CHECKED_NOTE.match(after, unit.end()):
        # (any other note in brackets stays with the unit, and the answer does not parse:
        # "32,000円（たぶん）" may be a hedge)
        unit = _UNIT_ABROAD.match(after)
    # "零下8.5度", "氷点下8.5度", "영하 8.5도": below zero, a negative value
    # (and a minus sign the number pattern leaves out: "答え：－８.５度")
    sign = "-" if _BELOW_ZERO_BEFORE.search(rest, 0, number.start()) else ""
    return (sign + number.group(0) + (unit.group(0) if unit else "")).strip()


# The last line names the answer in another language and gives it as plain math, not a number
# with a unit: "Ответ: 6x² + 7x − 20", "Đáp án: 4√5", "Απάντηση: 11π/12", "答え：√７４",
# "Kaya ang sagot ay 2√22." (only "so", copulas, articles around the answer word). The value
# is the whole rest of the line: digits of any script, one-letter variables, √ π ² ³,
# operators and brackets; any other word (a denial, a hedge, a unit) leaves the line to the
# readers above and below.
_PLAIN_MATH_ABROAD_LINE = re.compile(
    rf"[ \t*_#>]*(?P<before>(?:[^\W\d_]+[ \t]+){{0,2}})(?:{FOREIGN_ANSWER_WORD})"
    r"(?P<between>(?:[ \t]+[^\W\d_]+){0,3})[ \t*_]*[:：]?[ \t*_]*"
    r"(?P<value>[-+−－]?[ \t]*(?:\d+(?:[.,]\d+)?|[√∛π²³]|(?<![A-Za-zａ-ｚ])[A-Za-zａ-ｚ](?![A-Za-zａ-ｚ])"
    r"|\^\{\d\}|[-+−－*/×·^()（）\[\],，;]|[ \t]){1,60}?)[ \t*_]*[.。．]?[ \t]*",
    re.IGNORECASE,
)
# What makes such a value math rather than a number: a root, π, a power, a variable after a
# coefficient, a pair.
# (`x²` is `x^{2}` here: `builtin.plain_unicode_math` ran first)
_PLAIN_MATH_SIGN = re.compile(
    r"[√∛π²³]|\^\{\d\}|\d[ \t]*[A-Za-zａ-ｚ]|[(（][^)）]{0,60}[,，;]"
    r"|\d[ \t]*[-+−－][ \t]*i(?![A-Za-z])"  # ("Відповідь: 5 − i": a complex number)
)


def _plain_math_abroad_last(text: str) -> str | None:
    """The value of a last line that names the answer in another language and gives it as plain
    math (above), or None."""
    last = text.rstrip().rsplit("\n", 1)[-1]
    # (a label in ASCII letters too, "**Resposta:** (2 ; 3)", where the value is a point)
    if (last.isascii() and ";" not in last) or not _PLAIN_MATH_SIGN.search(last):
        return None
    named = _PLAIN_MATH_ABROAD_LINE.fullmatch(last)
    if named is None:
        return None
    words = _BETWEEN_WORD.findall(named.group("before") + " " + named.group("between"))
    if any(word.lower() not in PLAIN_BETWEEN for word in words):
        return None
    value = named.group("value").strip()
    return value if _PLAIN_MATH_SIGN.search(value) and _DIGIT.search(value) else None


# The unit or counter after the number of an answer line, up to punctuation (`_UNIT_ABROAD`),
# and the same before a note in brackets ("32,000円（検算済み）": checked).
_UNIT_ABROAD = re.compile(r"[^\s。.,，;；!！?？*_)）]*(?:[ \t]*[^\s\d。.,，;；!！?？*_)）]+)?")
_UNIT_BEFORE_NOTE = re.compile(
    r"[^\s。.,，;；!！?？*_()（）]*(?:[ \t]*[^\s\d。.,，;；!！?？*_()（）]+)?"
)
_CHECKED_NOTE = re.compile(rf"[ \t]*[(（][ \t]*(?:{FOREIGN_CHECKED_NOTE})[ \t]*[)）]")
_BELOW_ZERO_BEFORE = re.compile(r"(?:零下|氷点下|マイナス|영하|마이너스|(?<!\d)[-−－])[ \t]*$")


# The last sentence gives the answer again in another form ("As a mixed number, this is
# $2\frac{3}{8}$.", "In degrees, that is $45^\circ$."): the same answer, so it must be equal.
# (An estimate says "approximately" and is not matched.)
_RESTATED_IN_FORM = re.compile(
    r"(?:^|[.!?][ \t]+|\n)[ \t]*(?:as|in)[ \t]+(?:an?[ \t]+)?(?:mixed[ \t]+number|decimal|fraction"
    r"|improper[ \t]+fraction|percent(?:age)?|simplest[ \t]+(?:radical[ \t]+)?form|lowest[ \t]+terms"
    r"|degrees|radians|interval[ \t]+notation|base[ \t]+\d+|scientific[ \t]+notation)[ \t]*,?[ \t]*"
    r"(?:this|that|it|the[ \t]+answer)[ \t]+(?:is|equals|becomes|would[ \t]+be)[ \t]+"
    r"\$([^$\n]{1,80})\$[ \t]*\.?\s*$",
    re.IGNORECASE,
)
# Speed only (`rppo_check.gates`): every match of `_RESTATED_IN_FORM` holds, lower-cased, one of
# these (its forms), which the text after most final answers does not.
_FORM_WORDS = ("mixed", "decimal", "fraction", "percent", "simplest", "lowest", "degrees",
               "radians", "interval", "base", "scientific")  # fmt: skip


def _restated_in_form(text: str, end: int) -> re.Match[str] | None:
    """`_RESTATED_IN_FORM.search(text, end)`, only where the text after `end` may hold a match."""
    tail = text[end:]
    if "$" not in tail:
        return None
    low = lowered(tail)
    if low is not None and not has_any(low, _FORM_WORDS):
        return None
    return _RESTATED_IN_FORM.search(text, end)


# How near the end of a think block its final answer stands when the block closes on it.
_CLOSING_SPAN = 120
_SUMMARY_FINISHED = re.compile(r"[.!?。！？)\]}$*>][ \t\n]*$")


def _summary_cut(whole: str) -> bool:
    """Whether the text after the last `</think>` is a summary the token limit cut (it ends in
    the middle of a sentence or a formula; no invented turn or tag after it)."""
    after = whole[whole.rfind("</think>") + len("</think>") :]
    if len(after.strip()) < 8 or _TAG_IN_SUMMARY.search(after):
        return False
    # (a formula ends on a bracket too: it is finished where its display or inline math was
    # closed; not "- Total for 5 weekdays: \(5 \times \$")
    if (
        _SUMMARY_FINISHED.search(after)
        and not _CUT_AT_INDENT.search(after)
        and not _HEADING_LAST.search(after)
        and after.count("\\[") <= after.count("\\]")
        and after.count("\\(") <= after.count("\\)")
    ):
        return False
    # (one short line is an answer, not a summary: "</think>\n(D) Plane"; unless it is the
    # opening of a sentence the token limit cut: "</think>\n\nAxel has 50 silver pesos and ")
    summary = after.strip()
    opening_cut = len(summary.split()) >= 4 and not _SENTENCE_ENDED.search(summary)
    return _USER_TURN_AFTER.search(after) is None and (
        "\n" in summary or len(summary) >= 40 or opening_cut
    )


_SENTENCE_ENDED = re.compile(r"[.!?。](?:\s|$)")


# A list item last, then the indentation of the next line begun and nothing after it: "1.
# **Rolls:**\n   - Total length in inches: \\( 300 \\times 4 = 1200 \\) inches.\n  " (cut there).
# (or a blank line begun after it: "4. The number of two-month periods in 36 months is
# \\( \\frac{36}{2} = 18 \\).\n\n")
_CUT_AT_INDENT = re.compile(r"\n[ \t]*(?:[-*]|\d{1,2}[.)])[ \t][^\n]*\n(?:[ \t]+|[ \t]*\n\s*)$")
# A heading last, with nothing under it: "**Step 2: Cost**", "2. **Remaining books:**" (a step
# the token limit cut before its working).
_HEADING_LAST = re.compile(
    r"\n[ \t]*(?:\d{1,2}[.)][ \t]*|#{1,4}[ \t]+)?\*\*[^*\n]{1,80}\*\*[ \t]*:?[ \t]*$"
)
_TAG_IN_SUMMARY = re.compile(
    r"<[ \t]*/?[ \t]*[A-Za-z|][\w|]*[ \t]*>"
)  # (not "N < 50", "0 < t < 23")
_USER_TURN_AFTER = re.compile(rf"\n[ \t*]*(?:{USER}|{MODEL})[ \t*]*:", re.IGNORECASE)


# From `</think>`: text with no digit, then an invented user turn (or the end).
def _counted_so_before(text: str, start: int, answers: list[str], counted: re.Match[str]) -> bool:
    r"""Whether the working before the final box already counted its value in the counting word
    after it ("84 eggs / 12 eggs/dozen = 7 dozen eggs." then "\boxed{7} dozen eggs"): the word is
    then the unit the question asked in, not a multiplier."""
    word = counted.group(1).lower()
    working = text[max(0, start - 2_000) : start].lower()
    # (`= 5 \text{ dozen}`, `5 **dozen**` as well)
    return any(
        re.search(rf"(?<![\d.,]){re.escape(answer)}(?:\s|\\text\s*\{{|\\[,;: ]|\*)*{word}", working)
        for answer in answers
    )


def _unsettled_by_note(text: str, final: Statement, answers: list[str]) -> list[str]:
    """`answers`, marked never to parse where a note in brackets on the answer's line estimates,
    doubts or unsettles it ("#### 27 (to be confirmed)", "The answer is $-2$ (or $3$ if ...)",
    "The answer is 143 (edit: the correct total is"), as it would after a box."""
    noted = _note_on_the_line(text, final)
    return answers if noted is None else [f"{answer} [{noted}]" for answer in answers]


def _note_on_the_line(text: str, final: Statement) -> str | None:
    """The words of the last note in brackets on the final statement's line, after its start (or
    alone on the line below it), when they qualify the value (`qualifiers.qualified`), else None.
    (Square brackets too: "#### 45 [low confidence]".)"""
    line_end = text.find("\n", final.start)
    stop = len(text) if line_end < 0 else line_end
    opening = max(text.rfind("(", final.start, stop), text.rfind("[", final.start, stop))
    if opening < 0 and line_end >= 0:
        return doubt_below(text, stop)  # ... or a doubt alone on the last line below it
    if opening < 0 or not _DIGIT.search(text, final.start, opening):
        return None
    return qualified(text, opening, final.text)


def _compared_as_a_difference(text: str, final: Statement, after: int) -> bool:
    r"""Whether a box with "more" / "less" after it holds a difference the text worked out right
    before it (`$\$70 - \$60 = \$\boxed{10}$ more`) or names what it is compared with ("feet
    less than Martha"): the comparison the question asked for, as MATH solutions state it."""
    before = text[max(0, final.start - 40) : final.start]
    if _DIFFERENCE_BEFORE_BOX.search(before) or _THAN_AFTER.match(text, after):
        return True
    digits = _LATEX_GROUPING.sub("", final.text.strip())
    if digits.isdigit() and _difference_worked(text, final.start, digits):
        # "57 - 48 = 9. Therefore, Mia needs to get \boxed{9} more chairs.", "\$32,\!400 -
        # \$24,\!000 = \$8,\!400 ... \(\boxed{\$8,\!400}\) more"
        return True
    # "\boxed{10} percent more" after "the percentage more is ... = 10%": the change asked for
    said = text[final.end : after].lower()
    return "percent" in said and _PERCENT_CHANGE.search(text, 0, final.start) is not None


def _difference_worked(text: str, end: int, value: str) -> bool:
    """Whether the working before `end` ends a subtraction on `value` (`57 - 48 = 9`)."""
    # (a dollar sign escaped in LaTeX too: `\(520 - 480 = \$40\)`; thousands grouped with
    # LaTeX's thin spaces: `\$32,\!400 - \$24,\!000 = \$8,\!400`)
    grouped = r"(?:,|\\!|\\,|\{,\})*".join(value)
    worked = re.compile(
        rf"\d[ \t]*[-−][ \t]*(?:\\?\$)?\d(?:[\d,.]|\\!)*[ \t]*=[ \t]*(?:\\?\$)?{grouped}"
        r"(?![\d.,]\d)"
    )
    window = text[max(0, end - 2_000) : end]
    if "\\text" in window:
        # (each amount named in the display: `\$200 \ (\text{camera cost}) - \$115 \
        # (\text{total funds}) = \$85`)
        window = _NAMED_IN_DISPLAY.sub("", window)
    return worked.search(window) is not None


# (or a unit after each: `30 \, \text{hours} - 21 \, \text{hours} = 9 \, \text{hours}`)
_NAMED_IN_DISPLAY = re.compile(
    r"(?:\\[ ,;:]|[ \t])*(?:\(\\text\s*\{[^{}\n]{0,60}\}\)|\\text\s*\{[^{}\n]{0,60}\})"
)


# A box's digits written as an amount in LaTeX: `\$8,\!400`, `8{,}400`, `8\,400`.
_LATEX_GROUPING = re.compile(r"\\\$|\\!|\\,|\{,\}|,")


_PERCENT_CHANGE = re.compile(
    r"\bpercent(?:age)?[ \t]+(?:more|less|fewer|increase|decrease|higher|lower)\b", re.IGNORECASE
)


_DIFFERENCE_BEFORE_BOX = re.compile(
    r"\d\s*[-−]\s*\\?\$?\s*\d[\d,.]*\s*=\s*\\?\$?\s*(?:\\boxed\s*)?$"
)
_THAN_AFTER = re.compile(r"[^.!?\n]{0,40}?\bthan\b", re.IGNORECASE)
# (and a multiple: "she rides $\boxed{56}$ times farther", "$\boxed{6\sqrt{2}}$ times bigger")
_COMPARED_AFTER_BOX = re.compile(
    r"[ \t]*(?:\$|\\\)|\\\])?[ \t]*(?:(?:[a-z]+[ \t]+)?(fewer|less|more)"
    r"|times[ \t]+(farther|further|longer|bigger|larger|smaller|higher|lower|faster|slower"
    r"|heavier|lighter|older|younger|greater|taller|shorter|wider|cheaper|costlier))\b",
    re.IGNORECASE,
)
# (an empty box is the answer left out too: "</think>\n\n$\boxed{}$")
_LEFT_UNANSWERED = re.compile(
    r"<\s*answer|\bstop|\bgive\s+up|\bno\s+answer|\\boxed\s*\{\s*\}", re.IGNORECASE
)
_NO_ANSWER_AFTER_THINK = re.compile(
    rf"</think>[^\d]*?(?:\n[ \t*]*{USER}[ \t*]*:|$)", re.IGNORECASE | re.DOTALL
)
_CODE_BLOCK = re.compile(r"```.*?(?:```|$)", re.DOTALL)
# After `</think>`, the answer's sentence cut by the token limit before its value.
_ANSWER_CUT = re.compile(
    # (any sentence that ends on its copula: "</think>\n**Final Answer**\n\nThe product is")
    r"\b(?:is|are|was|equals|be)[ \t:*]*$"
    r"|\b(?:answer|total|result)[ \t]*(?:\*\*)?[ \t]*[:=][ \t]*(?:\*\*)?[ \t]*$"
    # (a heading of the answer and nothing after it: "</think>\n**Final Answer**\n")
    r"|\n[ \t#*_]*final[ \t]+answer[\s*_:]*$",
    re.IGNORECASE,
)


def _no_answer_after_think(whole: str) -> bool:
    """Whether after the last `</think>` no value is stated (`_NO_ANSWER_AFTER_THINK`), code in
    fences set aside: "</think>\nLet's confirm our solution using Python code." and a code block
    with no output state none."""
    after = whole[whole.rfind("</think>") :]
    if "```" in after:
        after = _CODE_BLOCK.sub(" ", after)
    if OPTION_LINE.fullmatch(after[len("</think>") :].strip()):
        return False  # "</think>\n(C) Plane": an option's letter is a value
    if _NO_ANSWER_AFTER_THINK.match(after) is None:
        return False
    # (a value in words the checker does not read, in a sentence that names the answer or
    # concludes in another language, is stated: "</think>\n\nLa respuesta es cincuenta y seis.",
    # "</think>\n\n따라서 남는 달걀은 한두 개입니다.")
    return _CONCLUDES_ABROAD.search(after) is None


_CONCLUDES_ABROAD = re.compile(
    rf"{FOREIGN_ANSWER_WORD}|(?<![^\W\d_])(?:{FOREIGN_THEREFORE})(?![^\W\d_])|所以|因此|だから"
    r"|したがって",
    re.IGNORECASE,
)


# (estimates only: "must score at least $\boxed{9}$ points" answers a question about a minimum)
_BOUND_BEFORE_BOX = re.compile(
    # (`\approx \boxed{\$32,\!348}` rounds a computed value as the question asks: no hedge)
    rf"(?<!\\)\b(?:{ESTIMATE}|approximately|approx\.?|about|around|just[ \t]+(?:under|over)"
    # (or a bound: "costs at least \(\boxed{546}\) dollars", "is at most $\boxed{135^\circ}$")
    rf"|{BOUND}|no[ \t]+(?:more|less|fewer|greater)[ \t]+than"
    r"|upwards[ \t]+of|in[ \t]+excess[ \t]+of|an?[ \t]+(?:maximum|minimum)[ \t]+of|just[ \t]+shy[ \t]+of)"
    r"[ \t]*(?:\\\(|\$)?[ \t]*$",
    re.IGNORECASE,
)

# Speed only (`rppo_check.gates`): every match of `_BOUND_BEFORE_BOX` holds, lower-cased, one of
# these; the case-insensitive alternation tried at each of the 40 positions costs ~2 µs a check,
# and few boxes follow any of them (tests/check/test_speed_session17.py).
_BOUND_WORDS = (
    *ESTIMATE_WORDS,
    *("approx", "about", "around", "nearly", "almost", "close", "just", "least", "most"),
    *("than", "up", "excess", "maximum", "minimum"),
)


def _bound_before_box(text: str, box_start: int) -> bool:
    """Whether the 40 characters before the box bound or estimate it (`_BOUND_BEFORE_BOX`)."""
    window = max(0, box_start - 40)
    low = lowered(text[window:box_start])
    if low is not None and not has_any(low, _BOUND_WORDS):
        return False
    bound = _BOUND_BEFORE_BOX.search(text, window, box_start)
    if bound is None:
        return False
    if _A_LIMIT.match(bound.group(0)) and (
        _EXTREMUM_ASKED.search(text, 0, bound.start())
        or _REQUIRED_BEFORE.search(text, max(0, bound.start() - 80), bound.start())
    ):
        # "Jane must score at least $\boxed{9}$ points on her third test to pass": the least
        # that is needed, which the question asks for
        return False
    return True


# A bound that is no estimate ("at least", "no more than"), and words of a working that seeks
# the least or the most of something: the bound is then the question's, the value exact.
_A_LIMIT = re.compile(r"at[ \t]+(?:least|most)|no[ \t]+(?:more|less|fewer)", re.IGNORECASE)
_REQUIRED_BEFORE = re.compile(
    # (or what can be at most: "Therefore, Zach can have at most $\boxed{2}$ pencils left over.")
    r"\b(?:must|needs?|needed|required|has[ \t]+to|have[ \t]+to|can|could)\b[^.!?\n]{0,60}$",
    re.IGNORECASE,
)
_EXTREMUM_ASKED = re.compile(
    r"\b(?:minimum|maximum|minimal|maximal|fewest|smallest|largest|greatest|least[ \t]+(?:number"
    r"|amount)|most[ \t]+(?:number|amount))(?![a-z])",
    re.IGNORECASE,
)


# The completion ends inside a block it opened with a language or `output` (cut off there).
_OPEN_BLOCK_LAST = re.compile(r"```[A-Za-z]+[ \t]*\n[^`]*$")
# The completion ends on a closed output block of one value.
_OUTPUT_LAST = re.compile(r"```output[ \t]*\n[ \t]*(-?[\d.,/]{1,40})[ \t]*\n```\s*$")


# A markdown task list: `- [x] 157 (she gave 23)` among `- [ ] 147 (...)`.
_TASK_ITEM = re.compile(r"^[ \t]*[-*+][ \t]+\[([ xX])\][ \t]+(.+)$", re.MULTILINE)
_LEADING_VALUE = re.compile(r"\s*(\([A-Za-z]\)|\$?-?\d[\d,]*(?:\.\d+)?(?![\d,.]*\d))")


def ticked_item(text: str) -> str | None:
    """The value of the one ticked item of a task list of several, or None: a ticked list is
    an answer chosen among others."""
    items = _TASK_ITEM.findall(text)
    ticked = [content for mark, content in items if mark in "xX"]
    if len(items) < 2 or len(ticked) != 1:
        return None
    value = _LEADING_VALUE.match(ticked[0])
    return value.group(1) if value else None


# A first line that is only a value (a prompt's "Answer:" slot filled first): `$450`, `40 gold
# coins`, `55%`.
_VALUE_LINE = re.compile(r"[ \t]*\$?-?\d[\d,]*(?:\.\d+)?%?(?:[ \t]+[A-Za-z]+){0,3}[ \t.]*")


def _opening_value(text: str, answer: str) -> list[str]:
    """The value a completion opens with on a line of its own, before the working that follows,
    when it differs from the answer the working ends on: a second final answer ("$450 /
    Explanation: ... Total = $460"), which must agree."""
    body = text.lstrip()
    first, _, rest = body.partition("\n")
    if not rest.strip() or _VALUE_LINE.fullmatch(first) is None:
        return []
    opening, stated = parse_number(first), parse_number(answer)
    return [first.strip()] if opening is not None and opening != stated else []


_ANSWER_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


# A last line that opens as a remark beside the answer: its numbers are no new answer.
# A sentence that recalls what the problem started with: "At first she had 45.", "Originally
# there were 45 apples."
# A sentence after the answer that says it again and ends on the given it is measured against:
# "Keegan and Tasha need to earn an additional **\$26** to reach their fundraising goal of \$200."
_GOAL_OF = re.compile(
    r"\b(?:goal|target|budget|limit|capacity)[ \t]+of[ \t]+(?:\*\*)?\\?\$?[ \t]*$", re.IGNORECASE
)
_SENTENCE_NUMBER = re.compile(r"(?<![\d.,])\d[\d,]*(?:\.\d+)?(?![\d,]*\.?\d)")


def _measured_against_a_given(
    text: str, opening: int, said_in: int, stated: Fraction, end: int
) -> bool:
    """Whether the last number (at `said_in`) closes a sentence from `opening` that first states
    the answer's value `stated`, as the goal or limit it is measured against, and was given or
    worked out before the answer (which ends at `end`)."""
    if not _GOAL_OF.search(text, max(opening, said_in - 40), said_in):
        return False
    said = _SENTENCE_NUMBER.findall(text, opening, said_in)
    last = _SENTENCE_NUMBER.match(text, said_in)
    if last is None or stated not in [parse_number(number.replace(",", "")) for number in said]:
        return False
    return last.group(0) in text[:end]


_GIVEN_RECALLED = re.compile(
    r"[ \t>*_]*(?:at[ \t]+first|initially|originally|in[ \t]+the[ \t]+beginning|to[ \t]+begin[ \t]+with"
    r"|at[ \t]+the[ \t]+start)\b",
    re.IGNORECASE,
)
_ASIDE = re.compile(
    r"[ \t>*_]*(?:in[ \t]+general|more[ \t]+generally|generally|for[ \t]+comparison"
    r"|by[ \t]+comparison|for[ \t]+reference|as[ \t]+an[ \t]+aside|as[ \t]+a[ \t]+side[ \t]+note"
    r"|side[ \t]+note|fun[ \t]+fact"
    # a recap of the working ("In short: ... we divide the $5040$ ordered choices by $4! = 24$.")
    r"|in[ \t]+short|in[ \t]+summary|to[ \t]+summari[sz]e|summary|(?:to[ \t]+)?recap|briefly|explanation"
    # a note on another quantity ("Note: the discount itself is $28."; a note that corrects the
    # answer is read as a retraction before this)
    r"|note)\b",
    re.IGNORECASE,
)


# After the final answer, the words that turn from an example to the question asked: the answer
# belonged to the example ("Here is an example. ... #### 0\n\nNow the real question.").
_REAL_QUESTION_NEXT = re.compile(
    r"(?:^|[.!?:]\s|\n)[ \t*_#>]*(?:(?:and[ \t]+)?now[ \t]*,?[ \t]+(?:for[ \t]+|on[ \t]+to[ \t]+)?|here[ \t]+is[ \t]+)"
    r"(?:the|your|my)[ \t]+(?:real|actual)[ \t]+(?:question|problem)\b"
    # "Now for the original problem, we need ...": back from a side problem the model set itself
    r"|(?:^|[.!?:]\s|\n)[ \t*_#>]*(?:and[ \t]+)?(?:now[ \t]*,?[ \t]+)?(?:for|on[ \t]+to|back[ \t]+to)"
    r"[ \t]+the[ \t]+original[ \t]+(?:question|problem)\b",
    re.IGNORECASE,
)
# The last sentence ends in a reason given after a comma: its numbers are the reason's.
_REASON_LAST = re.compile(
    # (without a comma too, but not "as", and not a clause that states a value of its own: "...
    # already in lowest terms since $\gcd(14, 33) = 1$." is a reason; "... and since the plan has
    # 17 rows the count is 238" is not)
    r"(?:,[ \t]*(?:since|because|as|given[ \t]+that)|[ \t](?:since|because|given[ \t]+that)"
    r"(?![^.!?\n]*\b(?:is|are|was|were|be|equals?|makes?|gives?)[ \t]+\$?-?\d))\b[^.!?\n]*$"
    # (in the languages models answer in, after a comma: "(σωστό, αφού $405 = 27 \cdot 15$ ...)")
    rf"|[,，،][ \t]*(?:{REASON_WORD})[^.!?\n]*$",
    re.IGNORECASE,
)
# (the main clause's last number, a comma that ends the clause no part of it: "The correct total
# is 19,600, because ...")
_MAIN_VALUE = re.compile(r"(?<![\d,.])(-?\$?\d(?:[\d,]*\d)?(?:\.\d+)?),?[^,\d]*$")
_DENIED_BEFORE = re.compile(r"\bnot[ \t]*\$?[ \t]*$", re.IGNORECASE)
# A note after the answer that corrects it is no aside: "Note: actually the bill is 115."
_NOTE_CORRECTS = re.compile(
    r"\b(?:actually|correct\w*|wrong|mistake|error|instead|rather|should|really|typo|oops|sorry"
    # ("the real amount is approximately 300 liters": the value put in the answer's place)
    r"|wait|no|real|true|actual)\b|n't",
    re.IGNORECASE,
)
# A last line that supposes other facts, then dismisses the supposition by restating a fact: "P.S.
# Had they sold 63, it would be 57 — but they sold 73.", "If he had given away 68 instead, 364 would
# be left, but he gave away 58."
_DISMISSED_HYPOTHESIS = re.compile(
    r"[ \t>*_(]*(?:p\.?[ \t]?s\.?[ \t]*[:,-]?[ \t]*)?(?:if\b[^\n]{0,120}?\b(?:had|were|instead)\b|had\b|were\b)[^\n]{0,160}?"
    r"\bwould\b[^\n]{0,160}?(?:[,;:]|[ \t]+[—–-]+)[ \t]*but\b",
    re.IGNORECASE,
)


def _dismissed_hypothesis(text: str, line_start: int, end: int, last: str) -> bool:
    """Whether the last line is a supposition its own "but" dismisses, ending on a number the
    working stated before the answer (a fact of the problem, not a new value)."""
    hypothesis = _DISMISSED_HYPOTHESIS.match(text, line_start)
    if hypothesis is None or last not in text[hypothesis.end() :]:
        return False
    return last in _ANSWER_NUMBER.findall(text, 0, end)


_WOULD = re.compile(r"\b(?:would|could)[ \t]+(?:have[ \t]+)?\w+", re.IGNORECASE)
_SUPPOSED = re.compile(
    r"\b(?:if|had|were|otherwise|instead|in[ \t]+a[ \t]+full|with[ \t]+(?:one|two|an?)[ \t]+more"
    r"|without[ \t]+(?:the|a|an|her|his|their|its)[ \t]+\w+)\b",
    re.IGNORECASE,
)
_NAMES_THE_ANSWER = re.compile(r"\b(?:answer|result|correct|actually|really)\b", re.IGNORECASE)
_REPORTED_ABROAD = re.compile(FOREIGN_REPORTED, re.IGNORECASE)
# (of what `FOREIGN_REPORTED` holds, the conditionals: what would be, not what someone says)
_COUNTERFACTUAL_ABROAD = re.compile(
    r"(?<![^\W\d_])(?:si|se|als|indien|om|hvis|jika|kalau|seandainya|andaikan|wenn|falls|если"
    r"|якби|gdyby|kdyby|eğer|اگر|لو|ولو|如果|假如|要是|もし|만약)(?![^\W\d_])|如果|假如|要是|もし|만약"
    r"|wäre|würde|hätte",
    re.IGNORECASE,
)
_FOREIGN_ANSWER_NAMED = re.compile(FOREIGN_ANSWER_WORD, re.IGNORECASE)


def _hypothetical_last_sentence(text: str, end: int) -> bool:
    """Whether the last sentence after the answer supposes other facts and says what would be
    ("In a full 3 hours it would have gone 288 km."), naming no answer (which "If she also sold
    them, the answer would be 26" does: a hedge, read elsewhere)."""
    tail = text[end:].rstrip()
    start = max(tail.rfind(". ", 0, len(tail) - 1), tail.rfind("\n"), tail.rfind("(")) + 1
    sentence = tail[start:]
    if _WOULD.search(sentence) and _SUPPOSED.search(sentence):
        return not _NAMES_THE_ANSWER.search(sentence)
    # ... in another language: "Si no hubiera comprado la bicicleta, tendría 8.750 €."
    return (
        _REPORTED_ABROAD.search(sentence) is not None
        and _COUNTERFACTUAL_ABROAD.search(sentence) is not None
        and not _FOREIGN_ANSWER_NAMED.search(sentence)
    )


_DENIED_JUST_BEFORE = r"(?:\\neq?|≠)[ \t]*"


# A text that stops mid-sentence: on an operator, on a number after one, or on a word or comma.
# After an answer tag, such words (cut by the token limit) state no other value: "<answer>\n48\n
# </answer> ... the total would be 16 kg/bag x 3 bags = 4".
_ENDS_MID_SENTENCE = re.compile(r"(?:[=+*/×·-][ \t]*\d{0,4}|[A-Za-z,])[ \t]*$")


def _new_last_number(text: str, end: int, answer: str) -> list[str]:
    """The number the completion ends on after its final answer, when it is another value (not
    one denied there: "$\boxed{6}$ (note: $\neq 5$, since $2^5 = 32$)")."""
    found = _last_number_after(text, end, answer)
    if found and ("\\ne" in text or "≠" in text):
        if re.search(_DENIED_JUST_BEFORE + re.escape(found[-1]) + r"(?![\d.])", text[end:]):
            return []
    if found and _said_again_otherwise(text, end, answer, found[-1]):
        return []
    if found and _share_of_a_given(text, end, found[-1]):
        return []
    note = _NOTE_ENDS_TEXT.match(text, end) if found and "(" in text[end:] else None
    if note is not None and notes_only_working(note.group(1)):
        return []  # "\boxed{18} (9 pairs d · 180/d)", "The answer is 6 (Ana is 15, her brother is 9)."
    return found


# The answer, then where it is reached: "is 3, which occurs when m = 16", "is 12, attained at x = 2".
_VALUE_THEN_WHEN = re.compile(
    r"\bis[ \t]+\$?(-?\d+(?:,\d{3})*(?:\.\d+)?)\$?,?[ \t]+(?:which[ \t]+(?:occurs|happens|is[ \t]+"
    r"(?:attained|achieved|reached))[ \t]+|(?:attained|achieved|reached)[ \t]+)?(?:when|at|for)\b",
    re.IGNORECASE,
)


# After the answer (its closing, a unit word or two), a note in brackets that ends the text.
_NOTE_ENDS_TEXT = re.compile(
    r"[ \t]*(?:\$|\\\)|\\\]|\*\*)?[ \t]*(?:[A-Za-z%]+[ \t]+){0,2}?"
    r"\(((?:[^()\n]|\\\(|\\\)){1,200})\)[ \t]*[.!]?[ \t]*$"
)


# A share of a given, said right after the answer as what it is: "$\boxed{28}$, that is, 35
# percent of 80", "czyli 35 procent z 80", "즉 80의 35퍼센트", "80 का 35 प्रतिशत".
_PERCENT_SAID = r"(?:\\?%|\bper[ \t]?cent\b|" + FOREIGN_PERCENT + ")"
_SHARE_OF = re.compile(
    rf"(\d+(?:[.,]\d+)*)[ \t]*{_PERCENT_SAID}[ \t]*(?:of|de|di|du|des|del|della|da|von|vom|van|av|z|ze"
    r"|из|от|з|від|από|του|της|ของ|của|dari|från|من|از|מ-?|מתוך)(?![^\W\d_])[ \t]*-?\$?(\d+(?:[.,]\d+)*)"
    rf"|(\d+(?:[.,]\d+)*)[ \t]*-?(?:의|の|的|का|की|এর)[ \t]*(\d+(?:[.,]\d+)*)[ \t]*{_PERCENT_SAID}",
    re.IGNORECASE,
)


def _share_of_a_given(text: str, end: int, last: str) -> bool:
    """Whether the number the text ends on after its answer belongs to a share of a given said
    in the answer's sentence (`_SHARE_OF`): a description of the answer, no new value."""
    line_end = text.find("\n", end)
    share = _SHARE_OF.search(text, end, len(text) if line_end < 0 else line_end)
    if share is None or last not in share.groups():
        return False
    return not _SENTENCE_BREAK.search(text, end, share.start()) and share.start() - end <= 40


_SENTENCE_BREAK = re.compile(r"[.!?。！？](?:\s|$)")


# After the answer, another value denied in a note ("(note: not $f(2) = 9$)"), the same amount
# signed in words ("(he is overdrawn by $35)" after -35), or said in another unit ("cents, or
# $2.30" after 230 cents).
_DENIED_IN_NOTE = r"\bnot[ \t]+\$?(?:[^$\n=]{0,20}=[ \t]*)?\$?"
_SIGNED_IN_WORDS = re.compile(
    r"\b(?:overdrawn|in\s+(?:debt|the\s+red)|short|below\s+zero|a\s+(?:loss|deficit)\s+of|owes?|lost)\b",
    re.IGNORECASE,
)
_UNIT_AFTER_ANSWER = re.compile(r"[\s$}]*(?:\\text\{\s*)?([A-Za-z]+)")
_UNIT_OF_LAST = re.compile(r"[ \t]*([A-Za-z]+)")


_CUT_LIST_MARKER = re.compile(r"[ \t]*\d{1,2}[.)][ \t]*")
_NOT_NOTE = re.compile(r"[\s$.}]*\([ \t]*not\b", re.IGNORECASE)


def _inside_brackets(text: str, opening: int, at: int) -> bool:
    """Whether `at` lies inside the brackets opened at `opening` (closed within 300 characters)."""
    depth = 0
    for index in range(opening, min(len(text), opening + 300)):
        depth += {"(": 1, ")": -1}.get(text[index], 0)
        if depth == 0:
            return at < index
    return False


def _said_again_otherwise(text: str, end: int, answer: str, last: str) -> bool:
    """Whether the value the completion ends on, after its answer, only denies another value,
    signs the answer in words or says it in another unit (`_DENIED_IN_NOTE`)."""
    at = text.rfind(last, end)
    if at < 0:
        return False
    between = text[end:at]
    if re.search(_DENIED_IN_NOTE + r"$", between):
        return True
    note = _NOT_NOTE.match(between)
    if note is not None and _inside_brackets(text, end + between.index("("), at):
        return True  # "\boxed{17}$. (Not $9$; that is $h(2)$.)": a note on a value denied
    stated, value = parse_number(answer), parse_number(last)
    if stated is None or value is None:
        return False
    if stated == -value and _SIGNED_IN_WORDS.search(between):
        return True
    number = _ANSWER_NUMBER.search(answer)
    unit = _UNIT_OF_LAST.match(answer, number.end()) if number else None
    unit = unit or _UNIT_AFTER_ANSWER.match(text, end)
    if unit is None:
        return False
    other_unit = _UNIT_OF_LAST.match(text, at + len(last))
    other = "$" if between.rstrip().endswith("$") else (other_unit.group(1) if other_unit else "")
    return same_amount(abs(stated), unit.group(1), abs(value), other)


def _last_number_after(text: str, end: int, answer: str) -> list[str]:
    """`_new_last_number`, before denied values are set aside."""
    if not _DIGIT.search(text, end):
        return []  # (the cheap test first: most solutions end on their answer)
    stated = parse_number(answer)
    if stated is None:
        return []  # (numbers only: an expression's other forms are no new value)
    called_right = _CALLED_RIGHT.search(text, last_line_start(text, end))
    if called_right is not None and parse_number(called_right.group(1)) not in (None, stated):
        return [called_right.group(1)]  # "... so it is 60. Yes, 60 is right.": 60, not the answer
    said = _ANSWER_NUMBER.search(answer)
    last = last_word_number(text, end, said.group(0) if said else None)
    if last is None:
        return []
    line_start = text.rfind("\n", end) + 1
    if _CUT_LIST_MARKER.fullmatch(text, line_start):
        return []  # "...\n\n2." at the very end: the next item's number, its text cut
    aside = _ASIDE.match(text, line_start)
    if aside and not (aside.group(0).lower().endswith("note") and _NOTE_CORRECTS.search(text, end)):
        return []  # "In general the sum is ...; with n = 7 it would be 381.": a remark, no answer
    if _dismissed_hypothesis(text, line_start, end, last):
        return []
    said_in = text.rfind(last, end)
    opening = max(text.rfind(". ", end, said_in) + 2, line_start, end)
    if _GIVEN_RECALLED.match(text, opening):
        return []  # "Answer: 12 apples. At first she had 45.": a given recalled, no answer
    if _measured_against_a_given(text, opening, said_in, stated, end):
        return []  # "... need to earn an additional **\$26** to reach their goal of \$200."
    if _hypothetical_last_sentence(text, end):
        return []  # "(In a full 3 hours it would have gone 288 km.)": what would be, not what is
    where = _VALUE_THEN_WHEN.search(text, opening, said_in)
    if where is not None and parse_number(where.group(1)) == stated:
        return []  # "... is 3, which occurs when m = 16 and n = 13.": where the answer is reached
    said_at = text.rfind(last, end)
    aside = ASIDE_NOTE.search(text, end) if "(" in text[end:] else None
    if (
        aside is not None
        and aside.start() <= said_at
        and "\n" not in text[end : aside.start()]
        and NOTE_ON_ANOTHER.match(text, aside.start())
    ):
        return []  # "Ana is 36 years old now (her son is 12).": a note on something else
    if said_at > end and TIME_OF_DAY_AFTER.match(text, said_at + len(last)):
        return []  # "Final Answer: Fred must deliver 160 red roses by 5 pm.": when, not how many
    if said_at > end and not_the_models(text, said_at):
        return []  # "(The teacher said it should come out 21.)": someone else's value
    if cut_mid_number(text):
        return []  # "Let me re-check that: 37 * 24 = 8" (888), cut by the token limit
    if _cut_inside_brackets(text, line_start):
        return []  # "f(sqrt(2)) = (1/2)(sqrt(2))^4 - 2(sqrt(2": an expression cut, no value
    if _CHECK_OPENING.match(text, line_start) and (
        not _FINISHED.search(text)
        or _math_left_open(text, line_start)
        or _ends_on_start_of(text, answer)
        or check_agrees(text, line_start)
        or foreign_check_line(text[line_start:])
    ):
        # "To verify, we can also count ...: the second in" (a check cut off); "Wait, let me
        # double-check with Vieta: ... the product is $9 - 5 = 4$. Yes, that's correct."
        return []
    ended = text.rstrip(" \t\n.!")
    sentence_start = max(ended.rfind(". ", end), ended.rfind("\n", end), end)
    reason = (
        _REASON_LAST.search(ended, sentence_start) if len(ended) - sentence_start < 1_000 else None
    )
    if reason is not None:
        # "That is 15 degrees below zero, since the drop of 18 is larger than the starting 3.":
        # the reason's numbers are no answer; the main clause's value, when it has one, is
        main = _MAIN_VALUE.search(ended, sentence_start, reason.start())
        if main is None or _DENIED_BEFORE.search(ended, max(0, main.start() - 8), main.start()):
            return []  # ("$\boxed{12}$ (not $-1$, since ...)": a value denied is no new one)
        said_main = parse_number(main.group(0))
        said_main = parse_number(main.group(1)) if said_main is None else said_main
        return [] if said_main is None or said_main == stated else [main.group(1)]
    if said and _confirmed_with_reason(text[line_start:], said.group(0)):
        return []  # "0 is right, since 6 * 15 = 90.": the reason's numbers are no new answer
    value = parse_number(last)
    return [] if value is None or value == stated else [last]


def _math_left_open(text: str, start: int) -> bool:
    r"""Whether the text after `start` ends inside math it opened (`$\frac{14 \cdot 12}{2} = 8`,
    a digit last: the token limit cut it); a `$` before a digit is money, no math."""
    rest = text[start:]
    dollars = sum(
        1 for found in _DOLLAR.finditer(rest) if not rest[found.end() : found.end() + 1].isdigit()
    )
    return dollars % 2 == 1 or rest.count("\\(") > rest.count("\\)")


def _cut_inside_brackets(text: str, start: int) -> bool:
    """Whether the last line (from `start`) ends on a digit inside brackets it opened and never
    closed: the token limit cut an expression in the middle."""
    rest = text[start:].rstrip()
    if not rest[-1:].isdigit():
        return False
    # (LaTeX's `\(` opens math, no bracket of the expression: a summary cut inside its math
    # ("... = \(1.20 \div 4 = 0.30") is another reading's)
    opened = rest.count("(") - rest.count("\\(")
    return opened > rest.count(")") - rest.count("\\)")


_LAST_BARE_NUMBER = re.compile(r"(?<![\d.,])(\d+)[ \t]*$")


def _ends_on_start_of(text: str, answer: str) -> bool:
    """Whether the text ends, with no full stop, on a number whose digits begin the answer's and
    are fewer: a check the token limit cut while it wrote the answer again ("the largest being 1"
    after 13)."""
    last = _LAST_BARE_NUMBER.search(text, max(0, len(text) - 40))
    digits = "".join(char for char in answer if char.isdigit())
    return (
        last is not None and len(last.group(1)) < len(digits) and digits.startswith(last.group(1))
    )


# The text ends calling a value right: "Yes, 60 is right." (another value than the answer's is a
# correction, however it was reached).
_CALLED_RIGHT = re.compile(
    r"(?<![\d.,])(-?\$?\d[\d,]*(?:\.\d+)?)%?\$?[ \t]+(?:is|was)[ \t]+(?:indeed[ \t]+|definitely[ \t]+)?"
    r"(?:right|correct|the[ \t]+(?:right|correct)[ \t]+answer)\b[^.!?\n\d]*[.!]?\s*$",
    re.IGNORECASE,
)


def last_line_start(text: str, end: int) -> int:
    r"""Where the last line of `text` that holds more than whitespace starts, or `end` when that
    is later. Speed only: a match of `_CALLED_RIGHT` ends in `\s*$` and holds no newline before
    it, so it starts on that line, and its scan from there finds what the scan from `end` finds
    (the lookbehind still sees the text before; `str.rstrip` strips what `\s` matches). The scan
    from `end` tried every position of what follows the answer (~12 µs a MATH solution)."""
    return max(end, text.rfind("\n", 0, len(text.rstrip())) + 1)


# A last line that calls the answer right and says why: "Never mind my earlier doubt; 0 is
# right, since 6 * 15 = 90." (the numbers after "since" are the reason).
_RIGHT_BECAUSE = r"\$?\s+(?:is|was)\s+(?:indeed\s+|definitely\s+)?(?:right|correct)\s*[,;:]?\s+(?:since|because|as)\b"


# A line that opens a check of the answer ("To verify, ...", "Let's double-check: ...").
_CHECK_OPENING = re.compile(
    r"[ \t*#>]*(?:(?:wait|hmm|ok|okay|now|so)[,.!]?[ \t]+)?"
    r"(?:to[ \t]+(?:verify|check|double-check|confirm)|let(?:'s|[ \t]+me|[ \t]+us)[ \t]+"
    r"(?:verify|check|double-check|confirm)|verification|check(?:ing)?|double-check(?:ing)?)\b"
    # (in the languages models answer in: "確認：12 台では 96 人しか乗れません。", "Probe: ...")
    rf"|[ \t*#>]*(?:{FOREIGN_CHECK_WORD})[ \t]*[:：]",
    re.IGNORECASE,
)


def _confirmed_with_reason(line: str, number: str) -> bool:
    if "right" not in line and "correct" not in line:
        return False
    return re.search(rf"(?<![\d.,]){re.escape(number)}{_RIGHT_BECAUSE}", line) is not None


def _more_values(text: str, found: list[Statement], *, bare_tail: bool = False) -> list[str]:
    """Values the final answer must also equal (module docstring): an alternative right after it,
    "and $x$ works as well", the other format marker's last statement, the same answer restated
    next to it, the statement before a conditional final phrase. `bare_tail`: only `_BARE_TAIL`
    follows the final statement, where neither of the first two can be (speed only)."""
    final = found[-1]
    values = []
    alternative = None if bare_tail else _ALTERNATIVE.match(text, final.end)
    if alternative and ANOTHER_WAY_AGREES.match(text, final.end):
        alternative = None  # "Alternatively, completing the square: ... which again gives ..."
    if alternative:
        value = _FIRST_VALUE.search(text, alternative.end(), alternative.end() + MAX_HEDGE_GAP)
        if value:
            values.append(value.group(1) or value.group(0))
    also = None if bare_tail else _ALSO.match(text, final.end)
    if also:
        values.append(also.group(1))
    if final.marker in FORMAT_MARKERS:
        other = [s for s in found if s.marker in FORMAT_MARKERS and s.marker != final.marker]
        if other:
            values.append(other[-1].text)
    restated = _restated(text, found)
    if restated is None and final.marker == "phrase" and len(found) > 1:
        sentence = max(text.rfind(stop, 0, final.start) for stop in (".", "!", "?", "\n")) + 1
        if _CONDITION.match(text, sentence) or _CONDITIONAL_TAIL.search(
            text, final.start, final.end
        ):
            # "#### 18 / If she also sold the baking eggs, the answer would be 26": an answer
            # under another reading, a hedge against the one before it
            restated = found[-2].text
    if restated is not None:
        values.append(final_value(restated))
    return values


_PARENTHESES = re.compile(r"\([^()\n]{0,300}\)")


def _corrected_on_its_line(text: str, phrase: Statement) -> str | None:
    """What a phrase statement's own line corrects it to after its value ("The answer is 279.
    Wait, no: ... = 269."): the new value, "" when it is withdrawn with none, None when nothing
    on the line takes it back."""
    at = text.find(phrase.text, phrase.start, phrase.end) if phrase.text else -1
    if at < 0:
        return None
    said = [phrase.text]
    correction = retracted(text[: phrase.end], at + len(phrase.text), said)
    if correction is not None:
        values, _marker = correction
        return values[-1] if values else ""
    return said[-1] if len(said) > 1 else None


_SAME_COMPARED = re.compile(
    r"\s*\$?(-?\d+(?:,\d{3})*(?:\.\d+)?)\s+(?:less|more|fewer|greater|higher|lower|bigger|smaller)"
    r"\s+than\b",
    re.IGNORECASE,
)
_DENIED_VALUE = re.compile(r"\s*not[ \t]+\$?(-?\d+(?:,\d{3})*(?:\.\d+)?)", re.IGNORECASE)


def _restated(text: str, found: list[Statement]) -> str | None:
    """The statement right before the final one when it is the same answer said again: a `####` or
    `<answer>` line next to a phrase, a phrase before a box, or a box the text announced as the
    final answer before a phrase, with no working between them (`#### 26` / "The answer is 18.").
    Two such answers must agree. An intermediate box before a later phrase is not one: models box
    partial results, and the last statement wins there."""
    if len(found) < 2:
        return None
    before, final = found[-2], found[-1]
    pair = (before.marker, final.marker)
    restates = bool({before.marker, final.marker} & {"hash", "tag"}) or pair == ("phrase", "boxed")
    if pair == ("boxed", "phrase"):
        restates = bool(_ANNOUNCED.search(text, max(0, before.start - 40), before.start))
    if before.marker == final.marker or not restates:
        return None
    compared = _SAME_COMPARED.match(before.text) if before.marker == "phrase" else None
    if compared is not None and parse_number(compared.group(1)) == parse_number(final.text):
        # "... the proper answer is that Friday's revenue was $40 less than Thursday's." then
        # `<answer>$40</answer>`: the difference said as a comparison, then its amount
        return None
    denied = _DENIED_VALUE.match(before.text) if before.marker == "phrase" else None
    if denied is not None and parse_number(denied.group(1)) not in (None, parse_number(final.text)):
        # "Note: the answer is not 162, since ..." then `\boxed{115}`: another value denied
        return None
    if before.marker == "phrase":
        corrected = _corrected_on_its_line(text, before)
        if corrected is not None:
            # "The answer is 279. Wait, no: ... 408 - 139 = 269.\n#### 269": the phrase's own line
            # takes it back; what it corrects to is what the next statement must say again
            return corrected or None
    gap = text[before.end : final.start]
    if len(gap) > 2_000 or any(char.isdigit() for char in _PARENTHESES.sub(" ", gap)):
        return None  # (a note in brackets is no working: "The answer is 45. (40 * 1.25 ...)")
    if not any(char.isdigit() for char in before.text):
        return None  # "the answer is coming / #### eighteen": no value said twice
    if gap.strip() and takes_back(gap):
        return None  # "#### 159\n\nCorrection: the answer is 177.": corrected, not said again
    return before.text
