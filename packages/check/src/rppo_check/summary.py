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

_OPENERS = ("so", "thus", "therefore", "hence", "summary", "summari", "in total", "in conclusion",
            "overall", "altogether", "in short")  # fmt: skip
_SUMMARY = re.compile(
    r"[ \t>*_#-]*(?:so|thus|therefore|hence|in[ \t]+summary|summary|to[ \t]+summari[sz]e"
    r"|in[ \t]+total|in[ \t]+conclusion|overall|altogether|in[ \t]+short)\b[ \t]*[,:]?[ \t*_]*"
    r"(?P<subject>[^\n=]*?)\b(?:is|are|was|were|equals|costs?|pays?|paid|has|have|had|gets?|got"
    r"|earns?|earned|makes?|made|totals?|comes[ \t]+to|came[ \t]+to|is[ \t]+at|lies[ \t]+at"
    # (what was done to the amount: "Therefore, the train travels 400 miles in total.")
    r"|(?P<done>travel(?:s|ed|led)|drives|drove|walks|walked|runs|ran|covers|covered|saves|saved"
    r"|spends|spent|sells|sold|buys|bought|needs|needed|uses|used|collects|collected|receives"
    r"|received|owns|reads|weighs|weighed|takes|took|raises|raised|loses|lost)(?:[ \t]+in)?)[ \t]+"
    # (the amount named first: "So the school makes a profit of $2,800.")
    r"(?:(?:a|an|the)[ \t]+(?:net[ \t]+|total[ \t]+)?(?:total|profit|loss|sum|balance|amount"
    r"|revenue|income)[ \t]+of[ \t]+)?"
    r"(?P<value>\$[^$\n]{1,120}\$|\\\((?:(?!\\\)).){1,120}\\\)|\$?-?\d[\d,]*(?:\.\d+)?)"
    r"(?:[ \t]?°[CF]?)?(?P<words>(?:[ \t]+[A-Za-z]+){0,3})"
    # (then how it came about, the givens after the value: "In summary, the farm has 178 eggs
    # left after collecting 23 eggs a day for 9 days and using 28 of them.")
    r"(?:[ \t]*,?[ \t]+(?:after|from|for|since|by|on|starting|with)[ \t][^\n=]{1,160}?)?"
    # ("So the bakery has 95 cookies left at the end of the day.")
    r"(?:[ \t]+(?:at|by)[ \t]+the[ \t]+end(?:[ \t]+of[ \t]+the[ \t]+(?:day|week|month|year|trip|game"
    r"|party|sale|season))?|[ \t]+in[ \t]+the[ \t]+end)?"
    # ("So Maya has $720 in total, which is the answer.")
    r"(?:[ \t]*,?[ \t]*(?:which|and[ \t]+that|that)[ \t]+is[ \t]+(?:the|our|my)[ \t]+(?:final[ \t]+)?"
    r"answer)?[ \t*_]*[.!]?[ \t*_]*",
    re.IGNORECASE,
)
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
    if low is not None and not has_any(low, _OPENERS):
        return None
    found = _SUMMARY.fullmatch(line)
    if found is None:
        return None
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
