r"""Final-answer extraction: where in a completion is its final answer?

A completion states answers in many ways. Each place where it *states* one is a `Statement`:

* format markers: `#### N` (GSM8K, to the end of the line) and `\boxed{...}` / `\fbox{...}`
  (MATH, nested braces; `\boxed 5` too);
* phrases: "The (final) answer is ...", "Final Answer: ...", "Answer: ...", `A: N` at the start
  of a line (GSM8K's own model-solution format), `Answer $7$`, a `# Answer` / `**Final Answer**`
  heading followed by the answer, `<answer>...</answer>`.

The **last** statement is the final answer: a model that writes `#### 8 ... wait ... #### 6` or
boxes an intermediate `5\cdot2=\boxed{10}` before "The final answer is 30" means the last one.
Two rules keep that from becoming a way to hedge:

* boxes written side by side (`\boxed{3}` and `\boxed{-1}`, or `\boxed{12}\boxed{18}`) are ONE
  compound answer, compared as a list; joined by "or" they are a hedge, never correct;
* when the final answer is a format marker, the last statement of the other format marker must
  agree with it (`\boxed{12} ... #### 18` is two final answers, never correct).

Only when no statement exists is the last line read (`last_expression` / `last_number`, see
`rppo_check.tail`); a hedge, a negation, a question or a line cut mid-way is no answer there.
What a phrase keeps of the text after it is `rppo_check.phrases`.

The text is first cut at an end-of-turn token (`<|im_end|>` ...) or a new "Question:" turn, and a
completion longer than `MAX_COMPLETION_CHARS` is read from its tail. Everything is a linear scan
or a regex without nested quantifiers on at most that many characters: bounded in time.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from typing import NamedTuple

from rppo_check.phrases import reduce_phrase
from rppo_check.tail import final_value, last_expression

MAX_COMPLETION_CHARS = 65_536  # a longer completion is read from its last this-many characters
MAX_ANSWER_CHARS = 1_000  # a longer final answer is not an answer ("parse_error")
MAX_ANSWERS = 8  # a compound of more boxes than this is a shotgun, never correct
MAX_PHRASE_TRIES = 16  # answer phrases read from the end before giving up on phrases

FORMAT_MARKERS = ("hash", "boxed")

# Chat/end-of-turn tokens: what follows them is another turn, not this answer.
_END_OF_TURN = re.compile(
    r"<\|(?:im_end|im_start|endoftext|end_of_text|eot_id|end|eos|user|assistant)\|>"
    r"|</s>|<end_of_turn>|<start_of_turn>|<｜end▁of▁sentence｜>|<\|start_header_id\|>"
)
# A new turn written as text by a model that keeps going ("Question: ..." few-shot style).
_NEW_TURN = re.compile(r"\n[ \t]*(?:Question|Q|Problem|User|Human)[ \t]*:", re.IGNORECASE)
_HASHES = re.compile(r"####[ \t]*([^\n]*)")
_BOX = re.compile(r"\\(?:boxed|fbox)\b")
_BRACE = re.compile(r"[{}]")
_NEWLINE = re.compile(r"\n")
_PHRASE = re.compile(
    r"(?:\bfinal\s+answer\b[^\S\n]*(?:\*\*)?[^\S\n]*(?:is|=|:|：)"
    r"|\b(?:the\s+|my\s+|correct\s+)?answer\s+(?:is|would\s+be|will\s+be|should\s+be)\b"
    r"|\banswer\s*(?:\*\*)?\s*[:：=]"
    r"|^[ \t>*#-]*(?:\*\*)?answer(?:\*\*)?(?=[ \t]+[-$\\\d(]))",
    re.IGNORECASE | re.MULTILINE,
)
# GSM8K's model-solution format: `A: 42` at the start of a line.
_A_LINE = re.compile(r"^[ \t>*#-]*(?:\*\*)?A(?:\*\*)?[ \t]*:(?=[ \t]*[-$\\\d.(])", re.MULTILINE)
# A heading whose answer is on the next line: "# Answer", "**Final Answer**", "Final answer:".
_HEADING = re.compile(
    r"^[ \t#*]*(?:final[ \t]+)?answer[ \t*]*[:：]?[ \t*]*\n\s*([^\n]{1,1000})",
    re.IGNORECASE | re.MULTILINE,
)
_GAP_JOIN = re.compile(
    r"[\s$,;.&]*(?:\\(?:quad|qquad|text\{\s*)?|,)?\s*(?P<word>and|or)?[\s$,}]*",
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
_RETRACTION = re.compile(
    r"\b(?:wait|actually|oops|sorry|correction|mistake|instead|rather|recheck|re-check"
    r"|recalculat\w*|no,)\b|\bno\s*[,.!:]",
    re.IGNORECASE,
)
_ANY_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")


class Statement(NamedTuple):
    """One place where the completion states an answer: [start, end) and what it says.

    A NamedTuple: thousands are made per second in training, and a frozen dataclass is slow to build.
    """

    start: int
    end: int
    marker: str  # hash | boxed | tag | phrase
    text: str


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


def clip(text: str) -> str:
    """The part of `text` that answers this turn: up to an end-of-turn, at most the tail."""
    if "<" in text and ("|>" in text or "</s>" in text or "_of_turn>" in text or "<｜" in text):
        end_of_turn = _END_OF_TURN.search(text)
        if end_of_turn:
            text = text[: end_of_turn.start()]
    if len(text) > MAX_COMPLETION_CHARS:
        text = text[-MAX_COMPLETION_CHARS:]
    return text


def _closing_braces(text: str) -> dict[int, int]:
    """Position of each unescaped `{` -> its matching `}`, in one linear pass."""
    matches: dict[int, int] = {}
    stack: list[int] = []
    for match in _BRACE.finditer(text):
        position = match.start()
        if position and text[position - 1] == "\\":
            continue  # `\{` is a literal brace (a set), not a group
        if match.group(0) == "{":
            stack.append(position)
        elif stack:
            matches[stack.pop()] = position
    return matches


def _boxes(text: str) -> list[Statement]:
    r"""Every `\boxed{...}` / `\fbox{...}` (nested braces matched); `\boxed 5` yields the token."""
    found: list[Statement] = []
    closing: dict[int, int] | None = None
    for match in _BOX.finditer(text):
        pos = match.end()
        while pos < len(text) and text[pos] in " \t":
            pos += 1
        if pos >= len(text):
            continue
        if text[pos] != "{":
            token = re.match(r"[^\s${}\\]+", text[pos : pos + MAX_ANSWER_CHARS])
            if token and match.end() < pos:  # `\boxed 5` needs the space
                found.append(Statement(match.start(), pos + token.end(), "boxed", token.group(0)))
            continue
        if closing is None:
            closing = _closing_braces(text)
        end = closing.get(pos)
        if end is not None:
            found.append(Statement(match.start(), end + 1, "boxed", text[pos + 1 : end].strip()))
    return found


def boxed_contents(text: str) -> list[str]:
    r"""The contents of every `\boxed{...}` / `\fbox{...}` in `text`, in order."""
    return [box.text for box in _boxes(text)]


def _last_phrase(text: str, box_starts: list[int]) -> Statement | None:
    """The last answer phrase that states an answer (prose captures are skipped).

    Only the last can be the final answer, so phrases are read from the end, and at most
    `MAX_PHRASE_TRIES` of them: a text of thousands of "Answer:" lines costs no more than a few.
    """
    # The regexes only run where their words occur: most texts have no "answer" at all.
    has_answer = "answer" in text.lower()
    inline = [*(_PHRASE.finditer(text) if has_answer else ())]
    inline += _A_LINE.finditer(text) if "A" in text and ":" in text else ()
    if not inline and not has_answer:
        return None
    newlines = [m.start() for m in _NEWLINE.finditer(text)]

    def line_end(position: int) -> int:
        index = bisect.bisect_left(newlines, position)
        return newlines[index] if index < len(newlines) else len(text)

    candidates = [(line_end(m.end()), "inline", m) for m in inline]
    if has_answer:
        candidates += [(m.end(), "heading", m) for m in _HEADING.finditer(text)]
    candidates.sort(key=lambda item: (item[0], item[2].start()), reverse=True)
    for end, kind, match in candidates[:MAX_PHRASE_TRIES]:
        if _VERIFYING.search(text, max(0, match.start() - 40), match.start()):
            continue
        if kind == "heading":
            rest = match.group(1)
            if "\\boxed" in rest or "####" in rest:
                continue
        else:
            rest = text[match.end() : min(end, match.end() + MAX_ANSWER_CHARS)]
            if not rest.strip(" \t*:"):
                continue  # a heading: `_HEADING` reads the next line
            box = bisect.bisect_left(box_starts, match.end())
            if box < len(box_starts) and box_starts[box] < end:
                continue  # "The final answer is $\boxed{30}$": the box is the statement
        answer = reduce_phrase(rest)
        if answer is not None:
            return Statement(match.start(), end, "phrase", answer)
    return None


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
    """`<answer>...</answer>`, each opening paired with the next closing (one linear pass)."""
    lower = text.lower()
    closings = [m.start() for m in re.finditer("</answer>", lower)]
    found = []
    for opening in re.finditer("<answer>", lower):
        at = bisect.bisect_left(closings, opening.end())
        if at < len(closings) and closings[at] - opening.end() <= MAX_ANSWER_CHARS:
            content = text[opening.end() : closings[at]].strip()
            found.append(
                Statement(opening.start(), closings[at] + len("</answer>"), "tag", content)
            )
    return found


def statements(text: str) -> list[Statement]:
    """The statements of an answer in `text` (already clipped), ordered by where they end.

    Every `####` line, box and tag; of the phrases only the last (no earlier one can be final).
    """
    boxes = _boxes(text) if "\\" in text else []
    found = [
        Statement(m.start(), m.end(), "hash", m.group(1).strip()) for m in _HASHES.finditer(text)
    ]
    found += boxes
    found += _tags(text) if "answer>" in text.lower() else []
    phrase = _last_phrase(text, [box.start for box in boxes])
    if phrase is not None:
        found.append(phrase)
    if len(found) > 1:
        inside = _contained(found)
        found = [statement for index, statement in enumerate(found) if index not in inside]
        found.sort(key=lambda s: (s.end, s.start))
    return found


def _compound(text: str, found: list[Statement]) -> list[str]:
    """The final statement with the ones written right before it: the parts of ONE answer.

    Side-by-side boxes (`\boxed{3}$ and $\boxed{-1}`) or `####` lines with nothing between them
    form one list answer (`3, -1`), compared as a whole. Joined by "or" they are alternatives,
    returned apart so that each must equal the gold: `\boxed{15\frac{39}{40}}, or
    \boxed{\frac{639}{40}}` (one value twice) is right, `\boxed{12} or \boxed{18}` never is.
    The same answer repeated (boxed 9 times) is that answer once.
    """
    final = found[-1]
    same = [s for s in found if s.marker == final.marker]
    run = [final]
    hedge = False
    for statement in reversed(same[:-1]):
        gap = text[statement.end : run[0].start]
        if final.marker == "boxed":
            join = _GAP_JOIN.fullmatch(gap) if len(gap) <= 40 else None
        else:
            join = _BLANK.fullmatch(gap)
        if join is None:
            break
        hedge = hedge or (join.groupdict().get("word") or "").lower() == "or"
        run.insert(0, statement)
    parts = list(dict.fromkeys(statement.text for statement in run))
    if hedge or len(parts) > MAX_ANSWERS:
        return parts  # alternatives (or a shotgun): every one of them must be the gold
    return [", ".join(parts)]


def extract_answers(text: str, *, fallback: bool = True, **_: object) -> Extraction:
    """The final answer of `text`: the last statement, else (with `fallback`) the last line."""
    text = clip(text)
    found = statements(text)
    first_end = min((s.end for s in found), default=len(text) + 1)
    new_turn = next((m for m in _NEW_TURN.finditer(text) if m.start() >= first_end), None)
    if new_turn is not None:
        text = text[: new_turn.start()]
        found = [s for s in found if s.end <= new_turn.start()]
    if not found:
        if fallback:
            tail = last_expression(text)
            if tail is not None:
                return Extraction((tail.text,), tail.marker)
        return Extraction((), "none")
    final = found[-1]
    answers = _compound(text, found) if final.marker in FORMAT_MARKERS else [final.text]
    answers = [final_value(answer) for answer in answers]
    retraction = _RETRACTION.search(text, final.end)
    if retraction:
        # "#### 18\nOops, I made a mistake. The total is 19." takes the last statement back: a
        # clear last sentence after the retraction is the answer; where the text ends on another
        # number without one ("Wait, no: 19"), the two must agree, so the answer is wrong.
        correction = last_expression(text[retraction.end() :])
        if correction is not None:
            return Extraction((correction.text,), correction.marker)
        numbers = _ANY_NUMBER.findall(text, retraction.end())
        said = _ANY_NUMBER.findall(answers[-1])
        if numbers and (not said or numbers[-1] != said[-1]):
            answers.append(numbers[-1])
    if final.marker in FORMAT_MARKERS:
        other = [s for s in found if s.marker in FORMAT_MARKERS and s.marker != final.marker]
        if other:
            answers.append(other[-1].text)
    return Extraction(tuple(dict.fromkeys(answers)), final.marker)
