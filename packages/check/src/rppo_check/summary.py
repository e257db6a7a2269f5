r"""A closing line that says the answer again: "So she pays $20,700 in total.", "Summary: the
square of $2 + 3i$ is $13 + 12i$." after the final answer. What it states is a value the final
answer must equal: a summary that gives the asked quantity another value takes the answer back
as surely as "Update: 20" does (red-team round 35: five such probes, each accepted).

Only the completion's last line is read, and only when it is one sentence that opens as a
conclusion ("So", "Thus", "In summary", "Summary:", ...) and ends on its one value after a verb
that states it ("is", "costs", "pays", "has", ...), with at most a few words of unit after it.
A sentence that computes (`=`), supposes ("if", "would"), compares ("more", "than") or speaks of a
share ("each", "per") is no restatement of the answer. The rules: packages/check/README.md, "The
rules" (session 18). Linear regexes on one line: bounded in time.
"""

from __future__ import annotations

import re

from rppo_check.gates import has_any, lowered
from rppo_check.tail import UNEVALUATED

_OPENERS = ("so", "thus", "therefore", "hence", "summary", "summari", "in total", "in conclusion",
            "overall", "altogether", "in short")  # fmt: skip
_OPENER = (
    r"[ \t>*_#-]*(?:so|thus|therefore|hence|in[ \t]+summary|summary|to[ \t]+summari[sz]e"
    r"|in[ \t]+total|in[ \t]+conclusion|overall|altogether|in[ \t]+short)\b[ \t]*[,:]?[ \t*_]*"
)
_RESTATED = (
    r"(?P<subject>[^\n=]*?)\b(?:is|are|was|were|equals|costs?|pays?|paid|has|have|had|gets?|got"
    r"|earns?|earned|makes?|made|totals?|comes[ \t]+to|came[ \t]+to|is[ \t]+at|lies[ \t]+at"
    # (what was done to the amount: "Therefore, the train travels 400 miles in total.")
    r"|(?P<done>(?:will[ \t]+)?(?:need|take|spend|pay|travel|drive|walk|run|cover|save|sell|buy|use)"
    r"|travel(?:s|ed|led)|drives|drove|walks|walked|runs|ran|covers|covered|saves|saved"
    r"|spends|spent|sells|sold|buys|bought|needs|needed|uses|used|collects|collected|receives"
    r"|received|owns|reads|weighs|weighed|takes|took|raises|raised|loses|lost"
    # (what was made: "So the bakery bakes 252 muffins.")
    r"|bakes|baked|produces|produced)"
    r"(?:[ \t]+in)?)[ \t]+"
    # (the amount named first: "So the school makes a profit of $2,800.")
    r"(?:(?:a|an|the)[ \t]+(?:net[ \t]+|total[ \t]+)?(?:total|profit|loss|sum|balance|amount"
    r"|revenue|income)[ \t]+of[ \t]+)?"
    r"(?P<value>\$[^$\n]{1,120}\$|\\\((?:(?!\\\)).){1,120}\\\)|\$?-?\d[\d,]*(?:\.\d+)?)"
    r"(?:[ \t]?°[CF]?)?(?P<words>(?:[ \t]+[A-Za-z]+){0,3})"
    # ("So Marcus needs 180 inches of string in total.")
    r"(?:[ \t]+(?:in[ \t]+(?:total|all)|altogether|overall))?"
    # (then how it came about, the givens after the value: "In summary, the farm has 178 eggs
    # left after collecting 23 eggs a day for 9 days and using 28 of them.", "So it will take 15
    # minutes to fill the tank.")
    # ("So the train travels 480 miles in 7 hours.": the time it took, not "in 1 hour", a rate)
    r"(?:[ \t]*,?[ \t]+(?:after|from|for|since|by|on|starting|with|to"
    r"|in(?=[ \t]+(?!(?:1|one|a|an|each|every|per)\b)))[ \t][^\n=]{1,160}?)?"
    # ("So the bakery has 95 cookies left at the end of the day.")
    r"(?:[ \t]+(?:at|by)[ \t]+the[ \t]+end(?:[ \t]+of[ \t]+the[ \t]+(?:day|week|month|year|trip|game"
    r"|party|sale|season))?|[ \t]+in[ \t]+the[ \t]+end)?"
    # ("So Maya has $720 in total, which is the answer.")
    r"(?:[ \t]*,?[ \t]*(?:which|and[ \t]+that|that)[ \t]+is[ \t]+(?:the|our|my)[ \t]+(?:final[ \t]+)?"
    r"answer)?[ \t*_]*[.!]?[ \t*_]*"
)
_SUMMARY = re.compile(_OPENER + _RESTATED, re.IGNORECASE)
# ... or, right after the answer's box and its closing, a sentence with no opener that says the
# answer again in words: "\\boxed{50}\n\\]\nTom pays $60 for the jacket." must agree too
_SAID_AGAIN = re.compile(r"[ \t>*_#-]*(?=[A-Z])" + _RESTATED, re.IGNORECASE)
_CLOSING_ONLY = re.compile(r"[\s$}.*_]*(?:\\\]|\\\)|\$\$)?[\s$}.*_]*")
_DIGIT = re.compile(r"\d")
# Words that make the sentence something other than the answer said again.
_NOT_A_RESTATEMENT = re.compile(
    r"\b(?:if|would|could|might|should|when|unless|each|per|every|apiece|more|less|fewer|than"
    r"|not|no|never|only|about|approximately|roughly|around|nearly|almost|at[ \t]+(?:least|most)"
    r"|originally|initially|first|previously|earlier|difference)\b"
    r"|[=<>%]|\\(?:approx|neq?|le|ge|leq|geq|pm)\b",
    re.IGNORECASE,
)


def summary_value(text: str, end: int) -> str | None:
    """The value the completion's last line restates after the final answer (which ends at
    `end`), or None when that line is no such restatement."""
    tail = text[end:].rstrip()
    start = tail.rfind("\n") + 1
    if start == 0:
        return None  # (the answer's own line: read by the rules of its statement)
    line = tail[start:]
    if len(line) > 400:
        return None  # (a restatement is one short sentence; the scan stays bounded)
    low = lowered(line)
    opened = low is None or has_any(low, _OPENERS)
    found = _SUMMARY.fullmatch(line) if opened else None
    last = _last_conclusion(line) if opened and found is None else None
    if last is not None:
        # "However, ... the total is 162 + 18 = 180 inches. So Marcus needs 180 inches of string
        # in total.": the line's last sentence concludes anew
        line = line[last.start() :]
        found = _SUMMARY.fullmatch(line)
    if found is None and _CLOSING_ONLY.fullmatch(tail, 0, start):
        found = _SAID_AGAIN.fullmatch(line)  # (right after the answer: no opener needed)
        if found is not None and not _plainly_said_again(found):
            found = None
    return _restated_value(found, line, text, end) if found is not None else None


# A sentence right after the answer that says it again plainly: its subject a name or a noun
# phrase ("Tom pays $60 for the jacket.", "The train travels 280 km in total."), its value a
# number; not a remark ("That is 8 hours of reading.", "For comparison, the taxicab distance is
# 14.", "Recap: in 6 years Ana will be 30 ...", "Verification: the product is $I$.").
_REMARK_SUBJECT = re.compile(
    r"[ \t>*_#-]*(?:that|this|it|which|here|there|these|those)\b|.*[,:;(]", re.I
)
_PLAIN_VALUE = re.compile(r"\$?\d[\d,]*(?:\.\d+)?")


def _plainly_said_again(found: re.Match[str]) -> bool:
    return bool(
        _PLAIN_VALUE.fullmatch(found.group("value"))
        and not _REMARK_SUBJECT.match(found.group("subject"))
    )


def _restated_value(found: re.Match[str], line: str, text: str, end: int) -> str | None:
    """The value a restatement line (`found`) states, or None when it is no restatement."""
    said = found.group("subject") + " " + found.group("words")
    if _NOT_A_RESTATEMENT.search(said):
        return None
    if found.group("done") and _DIGIT.search(found.group("subject")):
        return None  # "Summary: started with 532 cookies, sold 187.": the givens, listed
    if _recounts_the_working(line, text[:end]):
        return None
    value = found.group("value")
    if value.startswith("\\("):
        return value[2:-2].strip()
    if value.startswith("$") and value.endswith("$") and len(value) > 1:
        return value[1:-1].strip()
    return value.lstrip("$")


# A sentence of a line of several that opens as a conclusion, and a later sentence's start.
_CONCLUSION_START = re.compile(
    r"(?<=[.!?])[ \t]+(?=(?:So|Thus|Therefore|Hence|In[ \t]+summary|Overall|Altogether)\b)"
)
_SENTENCE_START = re.compile(r"[.!?][ \t]+[A-Z]")


def _last_conclusion(line: str) -> re.Match[str] | None:
    """The start of the line's last sentence, when it opens as a conclusion, else None."""
    starts = [*_CONCLUSION_START.finditer(line)] if ". " in line else []
    if not starts or _SENTENCE_START.search(line, starts[-1].end()):
        return None
    return starts[-1]


# A number as a recap line writes it (`2.5`, `1,200`, `$90`).
_RECAP_NUMBER = re.compile(r"(?<![\d.,])\d[\d,]*(?:\.\d+)?(?![\d,]*\.?\d)")
_AND = re.compile(r"\band\b", re.IGNORECASE)


def _recounts_the_working(line: str, before: str) -> bool:
    """Whether a recap line goes over the steps, clause by clause ("In short: 3 hours at 80 km/h
    is 240 km and 2.5 hours at 60 km/h is 150 km."): several numbers joined by "and", every one
    of them worked out or given before the answer. Its last value is a step's, no restatement."""
    numbers = _RECAP_NUMBER.findall(line)
    if len(numbers) < 3 or not _AND.search(line):
        return False
    worked = set(_RECAP_NUMBER.findall(before))
    return all(number in worked for number in numbers)


# The last line after the answer: a conclusion that sets the expression the problem poses equal to
# a value, in math: "So $\sqrt{50} + \sqrt{8} = 5\sqrt{2}$." (after `\boxed{7\sqrt{2}}`).
_EQUATION_LINE = re.compile(
    r"[ \t>*_#-]*(?:so|thus|therefore|hence)\b[ \t,]*(?:\$|\\\()([^$=\n]{1,120})=([^$=\n]{1,120})"
    r"(?:\$|\\\))[ \t]*[.!]?[ \t]*",
    re.IGNORECASE,
)


def equation_value(text: str, end: int) -> str | None:
    """The value the last line after the answer (which ends at `end`) gives the expression the
    problem poses (`UNEVALUATED`), or None when the line is no such equation."""
    tail = text[end:].rstrip()
    start = tail.rfind("\n") + 1
    if start == 0 or len(tail) - start > 300:
        return None
    found = _EQUATION_LINE.fullmatch(tail, start)
    if found is None or not UNEVALUATED.search(found.group(1)):
        return None
    return found.group(2).strip()
