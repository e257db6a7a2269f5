r"""Answer phrases: what follows "The answer is", "Final Answer:", "Answer:", `A:`, `# Answer`.

`reduce_phrase` keeps only the answer in what follows such a phrase (`The total number of marbles
is 15` -> 15), or None when what follows is prose, not an answer. What it keeps and what it
refuses: packages/check/README.md, "Extraction", item 3. Linear regexes on at most one line of text: bounded in time.
"""

from __future__ import annotations

import re

from rppo_check.estimates import ESTIMATE
from rppo_check.languages import FOREIGN_CHECKED_NOTE, FOREIGN_PERCENT, NO_SOLUTION
from rppo_check.numeric import WRITTEN_NUMBER, parse_number
from rppo_check.qualifiers import DASH, unsettled_note
from rppo_check.tags import ASIDE_NOTE, NOTE_ON_ANOTHER
from rppo_check.tail import (
    TailAnswer,
    by_parts,
    numbers_answer,
    sentence_answer,
    without_harmless_denial,
)

MAX_PHRASE_WORDS = 4  # prose words an answer phrase may keep ("15 marbles in total")
# "no real solution", "无实数解": no value stated, the statement is the answer (`NO_SOLUTION_ANSWER`)
_NO_SOLUTION = re.compile(rf"(?:{NO_SOLUTION})[ \t]*[.!。．]?", re.IGNORECASE)
NO_SOLUTION_ANSWER = "no solution"

# Where an answer phrase's answer ends: the sentence, then a clause that explains it.
# (a note in brackets after the value is a sentence of its own: "17 pupils. (The teacher said it
# should come out 21.)")
# (after a value, a sentence may open with a number and a word: "The answer is 70. 63 is the
# number of seeds.", not after "i.e."; after a semicolon or colon, a clause that says what a
# number is: "70, not 63; 63 is the number of seeds")
_SENTENCE_END = re.compile(
    # (not a title's full stop: "Answer: Mrs. Sherman fed 48 pieces of rolls to the chickens.")
    r"(?<!\bMrs)(?<!\bMr)(?<!\bMs)(?<!\bDr)(?<!\bSt)\.\s+(?=\(?[A-Z])|(?<=[\d$%)])\.\s+(?=\d[\d,]*(?:\.\d+)?[ \t]+[a-z])|\.\s*$|[!?](?:\s|$)"
    r"|\s+(?:I\s+hope|Hope)\b"
    r"|[;:]\s+(?=\d[\d,]*(?:\.\d+)?[ \t]+(?:is|was|are|were)[ \t]+(?:the|a|an|how|what)\b)"
)
# The value's kind named before it: "the point (2, 5)", "the ordered pair $(2, 5)$", "the interval
# $[1, 4]$".
_SHAPE_NAMED = re.compile(
    r"(?:the[ \t]+)?(?:ordered[ \t]+)?(?:point|pair|coordinates|interval|set|vector|matrix|triple"
    r"|solution[ \t]+set)[ \t]+(?=[\[($]|\\[(\[{]|\\left|\\begin)",
    re.IGNORECASE,
)
# A note after the answer that denies another value: "$273 (not $280 — there are 39 boxes)".
# A note in brackets that judges the value just given wrong: "(this is incorrect)", "(wrong)".
_JUDGED_WRONG = re.compile(
    r"\(\s*(?:(?:this|that|it)(?:\s+answer)?\s+(?:is|was)\s+)?(?:incorrect|wrong|not\s+(?:correct|right)"
    r"|false|nope|invalid|bogus)\s*\)",
    re.IGNORECASE,
)
_NOTE_DENYING_ANOTHER = re.compile(
    # ("(not the $7.25 change)": with an article before the denied value)
    r"\s*\(\s*not\s+(?:the\s+|a\s+|an\s+)?\$?(-?\d[\d,]*(?:\.\d+)?)[^()\n]{0,200}\)\s*[.!]?\s*$",
    re.IGNORECASE,
)
# A denied other value, then a note in brackets on it: "12, not 14 (14 is what each child
# gets)" (the note explains the denied value; the answer is before it).
_DENIAL_EXPLAINED = re.compile(
    r"(.*?\d.*?,[ \t]*not[ \t]+\$?-?\d[\d,]*(?:\.\d+)?\$?)[ \t]*\([^()\n]{1,200}\)[ \t]*[.!]?[ \t]*",
    re.IGNORECASE,
)
_CLAUSE = re.compile(
    r",\s*(?:which|because|since|as|so|where|when|that|for|from|after|if|but|and\s+(?:so|thus)"
    r"|given|assuming|considering|provided|while|whereas|although|though|unless|otherwise"
    r"|and(?!\s*[-$\\\d]))\b"
    r"|\s+(?:because|since|which|while|whereas|although|though|if|unless|provided|assuming)\s"
    r"|\s*[;(]\s*(?:since|because|as|which|checked|check|verified|verify|i\.e|that\s+is|if|unless)\b"
    # (a note that the answer was checked, in the languages models answer in: "32,000円（検算済み）")
    rf"|\s*[;(（]\s*(?:{FOREIGN_CHECKED_NOTE})"
)
# A clause that gives another answer under another reading ("18, but if she also sells the
# baking eggs it is 26"): a hedge, kept as "18 or 26" so that no checker can accept it. The
# other value is said by a verb of its own ("it is", "she makes", "=") or right after the word;
# a condition that only restates a given is none ("$18,000 in a year if she pays 50% more").
_ALTERNATIVE_CLAUSE = re.compile(
    r"[,;]?\s*\(?\s*(?:but\s+|or\s+)?(?:if|unless|otherwise)\b(?:[^.!?]*?(?:\b(?:is|are|was|were|be"
    r"|becomes?|gives?|makes?|gets?|equals?|costs?|(?:would|will)\s+\w+)\b|=|,|;))?\s*"
    r"(?:(?:or|only|just|about|then|otherwise|else)\s+)*(?<![\d.,$-])(-?\$?\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)
# ... or another value offered in it as a maybe ("-3, since 3^3 = 27, maybe 3")
_MAYBE_OTHER = re.compile(
    r"\b(?:maybe|perhaps|possibly)[ \t]+(?:it'?s[ \t]+|even[ \t]+)?(-?\$?\d[\d,]*(?:\.\d+)?)",
    re.IGNORECASE,
)
_LEADING_NUMBER = re.compile(r"[-−]?\$?\d")
_DIGIT_OR_MATH = re.compile(r"[\d$\\]")
_JUDGED = re.compile(
    r"(?:not\s+)?(?:correct|incorrect|right|wrong|valid|invalid|reasonable|plausible|confirmed"
    r"|verified|consistent|accurate)\b",
    re.IGNORECASE,
)
_CONNECTIVE = re.compile(
    r"^(?:therefore|thus|hence|then|so|clearly|simply|just|indeed|exactly|precisely|equal\s+to"
    # confident adverbs ("I think the answer is definitely 8000"); hedges ("probably") stay
    r"|definitely|certainly|surely|undoubtedly|unquestionably|obviously|evidently|absolutely"
    r"|really|truly|actually|finally|ultimately|now|still)"
    r"\b[,:]?\s*",
    re.IGNORECASE,
)
_QUOTES = re.compile(r"^(?:\\?[\"'“”‘’])+|(?:\\?[\"'“”‘’])+(?=[.!]?$)")
# (not a relative clause's: "There are 3 integers that are factors of both 100 and 150")
_COPULA = re.compile(r"(?<!\bthat)(?<!\bwhich)(?<!\bwho)\s(?:is|are|was|were|equals|=)\s")
# Spans are one answer only when joined by a comma or "and"/"or"; `$90$ $°$` or `$30$ $(without$`
# is the answer and then something else. (Each optional piece carries its own spaces: two `\s*`
# side by side are quadratic on a long run of spaces.)
# An operation said after the value, which makes it another number ("$1600$ squared").
_OPERATION_AFTER = re.compile(
    r"[ \t]*(squared|cubed|doubled|tripled|halved|to\s+the\s+\w+\s+power)\b", re.IGNORECASE
)
_LABELLED_VALUE = re.compile(r"[A-Za-z](?:_\{?\w+\}?)?\s*=")
_SEMICOLON_THEN_LABEL = re.compile(r"\s*;\s*(?=\$\s*[A-Za-z](?:_\{?\w+\}?)?\s*=)()()")
_SPAN_JOIN = re.compile(r"\s*(?:,\s*(?:(and|or)\b\s*)?|(and|or)\b\s*)", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]{2,}")
_OPTION_WITH_NAME = re.compile(r"\*{0,2}\(([A-E])\)\*{0,2}[ \t]+[A-Za-z][A-Za-z \t-]{0,30}")
_VERDICT_WORD = re.compile(
    r"(?:not\s+)?(?:correct|incorrect|right|wrong|valid|invalid|reasonable|plausible|confirmed"
    r"|verified|consistent|accurate|indeed|clear|simple|obvious|below|above|as\s+follows"
    r"|given|different|same|this|that|it|yes\s+indeed)",
    re.IGNORECASE,
)
# `\$` is a dollar sign, never a delimiter: "The answer is $\$18$."
# (a `$` right before a digit is money, never a closing delimiter: "$520 - $480 = $40")
_MATH_SPAN = re.compile(
    r"(?<!\\)\$\$(.+?)(?<!\\)\$\$|(?<!\\)\$(.+?)(?<!\\)\$(?!\d)|\\\((.+?)\\\)|\\\[(.+?)\\\]",
    re.DOTALL,
)


# "more" / "less" / "fewer" right after the math, with nothing it is compared to ("than ...")
_COMPARED_AFTER = re.compile(
    r"[ \t]*(?:[a-z]+[ \t]+)?(more|less|fewer)\b(?![^.!?\n]{0,40}\bthan\b)", re.I
)
_PERCENT_AFTER = re.compile(r"[ \t]*(?:percent|per[ \t]+cent)\b", re.IGNORECASE)
# A counting word right after the math multiplies it: "$84$ dozen" is 1,008, "$3$ million"
# 3,000,000 (never 84 or 3).
COUNTED_AFTER = re.compile(
    r"[ \t]*(?:\$|\\\)|\\\])?[ \t]*(dozen|gross|hundred|thousand|million|billion|trillion)s?\b",
    re.IGNORECASE,
)
# A percent sign or word right after a box, outside it: `$\boxed{28}$ percent`, `\boxed{28}\%`.
PERCENT_AFTER = re.compile(
    r"[ \t]*(?:\$|\\\)|\\\])?[ \t]*(?:\\?%|percent\b|per[ \t]+cent\b|" + FOREIGN_PERCENT + ")",
    re.IGNORECASE,
)
_BASE_AFTER = re.compile(
    r"[ \t]*\(?(?:in|written[ \t]+in)[ \t]+base[ \t]*\$?[ \t]*(\d{1,2})\b", re.I
)
# A value said again in its own notation at the end: ", i.e. $[-4, 5]$".
_RESTATED_AS = re.compile(
    r",?[ \t]*(?:i\.[ \t]*e\.|that[ \t]+is)[ \t]*,?[ \t]*(?:\$([^$\n]{1,120})\$|\\\((.{1,120}?)\\\))[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# (a note that says what another number of the working is: "(the $2,800 is the ticket money)")
_VALUE_THEN_NOTE = re.compile(
    r"\$?-?\d[\d,]*(?:\.\d+)?(?:[ \t]+[A-Za-z]+){0,2}[ \t]*\((?:the[ \t]+)?\$?\d[\d,]*(?:\.\d+)?"
    r"[ \t]+(?:is|was|are|were)[ \t][^()\n]{1,120}\)"
)
# The answer's own name after its value: "#### 13 answer", "Final Answer: 105 answer".
ANSWER_WORD_AFTER = re.compile(r"(?<=\d)[ \t]+answer\.?$", re.IGNORECASE)
_HASHED_VALUE = re.compile(r"#{1,4}[ \t]*(-?\$?\d[\d,]*(?:\.\d+)?)[ \t]*#{1,4}[.!]?")
_NOT_BUT = re.compile(
    # (an aside about the denied value may stand before "but": "not 15 (that is the nephew) but 45")
    # (each value with its unit: "not 36 miles but 72 miles")
    # (the values in math: "not \(\frac{1}{2}\) but \(\frac{1}{3}\)")
    r"\s*not\s+(\$?-?\d[\d,.]*\$?|\\\([^\n]{1,80}?\\\))(?:\s+[A-Za-z]+){0,2}\s*"
    r"(?:\([^()\n]{1,80}\)\s*)?,?\s*but\s+"
    r"(?:rather\s+)?(\$?-?\d[\d,.]*?\$?|\\\([^\n]{1,80}?\\\))((?:\s+[A-Za-z]+){0,3}?)\s*"
    # (and its reason after it: "not $126 but $151, since the fee is added once", "not $2,800
    # but $1,600, because the $1,200 of costs ...", "... but 83: 97 are the pencils sold")
    r"(?:(?:,\s*(?:since|because|as)\s|\s*[:;]\s)[^\n]*)?[.!]?\s*",
    re.IGNORECASE,
)
# Another value denied after the phrase's own: "127 rather than 91", "127 instead of 91".
_RATHER_THAN = re.compile(
    r"[ \t,]+(?:rather[ \t]+than|instead[ \t]+of)[ \t]+\$?(-?\d[\d,]*(?:\.\d+)?)\b[^\n\d]{0,30}$",
    re.IGNORECASE,
)
# The phrase denies what follows it: "not 18 hours", "not equal to 18", "never 18".
_DENIED_LEAD = re.compile(r"\s*(?:not|never|no\s+longer)\b", re.IGNORECASE)
# ... a description, not a value: "not the average of 14 and 35", "not a whole number"
_DENIES_A_DESCRIPTION = re.compile(
    r"\s*(?:not|never|no\s+longer)\s+(?:the|a|an|simply|just)\s+[A-Za-z]", re.IGNORECASE
)
# ... unless a value is put in its place: "not 335 (that would be 169 sold); it is 325."
_REPLACED = re.compile(r"\b(?:but|rather|instead|it(?:'s|\s+is)|actually)\b|;", re.IGNORECASE)
_DENIED_AGAIN = re.compile(r"\b(?:not|never|no)\b|n't\b", re.IGNORECASE)


def _replaced(raw: str) -> bool:
    """Whether a denied answer has a value put in its place (`_REPLACED`); a clause after a
    semicolon that denies too puts none ("not 0; the ratio never reaches 0")."""
    replaced = _REPLACED.search(raw)
    if replaced is None:
        return False
    return replaced.group(0) != ";" or not _DENIED_AGAIN.search(raw, replaced.end())


_ANYTHING_BUT = re.compile(
    r"\s*(?:anything|everything|any\s+[a-z]+)\s+(?:but|except|other\s+than)\b",
    re.IGNORECASE,
)


_CLOSING_TAG_END = re.compile(r"[ \t]*<[ \t]*/[ \t]*answers?[ \t]*>?['\"]?[ \t]*$", re.IGNORECASE)


def _bare_phrase(raw: str) -> str:
    """What follows an answer phrase without markdown, quotes, a connective, a harmless denial
    of a property and the name of the value's kind."""
    raw = _unquote(raw.strip().lstrip(":：").replace("**", "").replace("`", ""))
    # "The answer is therefore 3."; "11 slices (not a negative number, so ...)": 11 slices
    raw = without_harmless_denial(_CONNECTIVE.sub("", raw, count=1))
    if raw[:1] in "tTopOPicsvmICSVM":
        raw = _SHAPE_NAMED.sub("", raw, count=1)  # "the point (2, 5)": the point is the value
    if "####" in raw and not raw.startswith("#"):
        # "Final answer: 336 eggs #### 336": the phrase's own value ends where `####` starts
        raw = raw[: raw.index("####")].rstrip()
    if raw[:1] == "#" and (hashed := _HASHED_VALUE.fullmatch(raw)):
        raw = hashed.group(1)  # "Answer: #11#": the value between the marker's hashes
    if "</" in raw and "answer>" not in raw[: raw.find("</")].lower():
        # "answer: 14</answer'": the tag's closing, its ">" lost (not a whole tag's)
        raw = _CLOSING_TAG_END.sub("", raw)
    if raw.endswith(("answer", "Answer", "answer.")):
        raw = ANSWER_WORD_AFTER.sub("", raw)  # "**Final Answer: 105 answer**": the phrase's name
    return raw


def _in_its_own_form(raw: str) -> str | None:
    """The value an answer phrase ends on in its own notation, or None: "all $x$ from $-4$ to $5$
    inclusive, i.e. $[-4, 5]$" (`[-4, 5]`); "(C) Plane", an option's letter and its name (`(C)`)."""
    option = _OPTION_WITH_NAME.fullmatch(raw.strip().rstrip("."))
    if option is not None:
        return f"({option.group(1)})"
    restated = _RESTATED_AS.search(raw)
    if restated is None:
        return None
    return next(group for group in restated.groups() if group is not None).strip()


# Right after the phrase, words that estimate, doubt or bound the value to come.
_HEDGED_LEAD = re.compile(
    r"[ \t*_]*(?:(?:most|very|quite|highly|more[ \t]+than|definitely|certainly|surely|clearly)[ \t]+)?"
    # ("the answer is definitely around $735": an estimate, however sure)
    r"(?:(?:about|around|effectively)(?=[ \t]*\$?\d)|likely|probably|possibly|perhaps"
    rf"|maybe|presumably|approximately|{ESTIMATE}|nearly|almost|at[ \t]+(?:least|most)"
    # ("essentially $0$", "practically 0": an estimate of an exact value)
    r"|negligibly[ \t]+small,?[ \t]+essentially"
    r"|no[ \t]+(?:more|less|fewer)[ \t]+than|(?:more|less|fewer)[ \t]+than|somewhere[ \t]+around)\b",
    re.IGNORECASE,
)


# A count as the subject and what those things cost, weigh or take after it: "8 pens will cost
# $12.00" states the cost (not "26 whereas my first estimate was 18": that starts on its answer).
_COUNT_THEN_PRICE = re.compile(
    r"\$?\d[\d,]*(?:\.\d+)?(?:[ \t]+(?!(?:whereas|while|but|and|or|not|because|since|although"
    r"|though|if|instead|rather|than|unlike)\b)[a-z]+){1,3}[ \t]+(?:will[ \t]+|would[ \t]+)?"
    r"(?:cost|costs|weigh|weighs|take|takes|last|lasts)[ \t]+\$?\d"
)


def reduce_phrase(raw: str) -> str | None:
    r"""The answer inside what follows an answer phrase, or None when it is prose.

    `$\frac34$.` -> `\frac34`; `$12$ and $13$` -> `12 and 13`; `15 marbles, which is 9 + 6.` ->
    `15 marbles`; `The total number of marbles is 15.` -> `15`; `Let's think step by step` -> None.
    """
    raw = _bare_phrase(raw)
    if _NO_SOLUTION.fullmatch(raw):  # "So the answer is: no real solution." (after a box too)
        return NO_SOLUTION_ANSWER
    if _HEDGED_LEAD.match(raw):
        # "The answer is most likely \(x = 7\).", "The answer is at least 21.": an estimate or
        # a bound, no value (marked so that no letter reads as a factor: `likely \(0\)` is 0)
        return f"{raw} [hedged]"
    raw = _without_rather_than(raw)
    instead = _NOT_BUT.fullmatch(raw)
    if instead and instead.group(1).strip("$") != instead.group(2).strip("$"):
        raw = _value_put_instead(instead)  # "... not 279 but 269.": the value put instead
    elif _DENIED_LEAD.match(raw) and not _replaced(raw):
        if _DENIES_A_DESCRIPTION.match(raw):
            return None  # "Note that the answer is not the average of 14 and 35.": no value said
        return raw  # "The answer is not 3.6 hours.", "... not equal to 18": denied (never parses)
    if "(" in raw and _JUDGED_WRONG.search(raw):
        return raw  # "The final answer is $5 - i$ (this is incorrect).": judged (never parses)
    if "(" in raw:
        raw = _without_denied_note(raw)
    if not raw:
        return ""
    if by_parts(raw):
        return raw  # "18 for part (a) and 20 for part (b)": several answers, kept whole
    own_form = _in_its_own_form(raw)
    if own_form is not None:
        return own_form
    spans = _joined_spans(raw)
    if spans is not None:
        return spans
    sentence = _SENTENCE_END.search(raw)
    if sentence:
        if sentence.group(0).startswith("?"):
            return None  # "The answer is 18? No, ..." asks; it does not state
        raw = raw[: sentence.start()]
    unclaused = _without_clause(raw)
    if unclaused is None:
        return raw  # "10 - 5i, though I may be wrong.": doubted (never parses)
    raw, alternative = unclaused
    if alternative is not None:
        return f"{raw.strip().rstrip('.!').strip()} or {alternative}"
    raw = raw.strip().rstrip(".!").strip()
    if (clause := _THAT_CLAUSE.match(raw)) is not None:
        return _clause_value(raw[clause.end() :])  # "the answer is that 3 oranges are left ..."
    # "The total number of marbles is 15": the answer is after the last "is"/"="; an answer that
    # starts with its number is that number ("26 whereas my first estimate was 18"), or where an
    # equation chain ends ("15 gallons * 8 pints / gallon = 120 pints").
    copula = list(_COPULA.finditer(raw))
    if _LEADING_NUMBER.match(raw):
        copula = [match for match in copula if "=" in match.group(0)]
    if copula and _WORD.search(raw[: copula[-1].start()]):
        raw = _unquote(raw[copula[-1].end() :])
        if _DENIED_LEAD.match(raw) and not _REPLACED.search(raw):
            return raw  # "The number of boxes ... is not 83 boxes.": denied (never parses)
        spans = _joined_spans(raw)
        if spans is not None:
            return spans
    if _JUDGED.match(raw) or _ANYTHING_BUT.match(raw):
        # "The answer is correct: we checked 18 twice" judges an answer; "anything but 157"
        # excludes one
        return None
    return _stated_in_words(raw)


def _stated_in_words(raw: str) -> str | None:
    """The value a phrase's remaining words state: the one number of a sentence, a number in
    words, the value of a phrase of many words; None for prose."""
    words = _WORD.findall(re.sub(r"\\[A-Za-z]+|\{[^{}]*\}", " ", raw))
    priced = _COUNT_THEN_PRICE.match(raw) if _LEADING_NUMBER.match(raw) else None
    if len(words) >= 2 and (priced or not _LEADING_NUMBER.match(raw)) and re.search(r"\d", raw):
        # "Final Answer: Janet makes $18 daily.": a sentence that states one number states it
        # (its math read as math: "has length $\sqrt{2}$" states no 2)
        stated = numbers_answer(raw)
        if stated is not None and ("\\" in raw or "^" in raw):
            stated = sentence_answer(raw)
        if stated is not None:
            return stated.text
    if not re.search(r"\d", raw) and parse_number(raw) is not None:
        return raw  # "two hundred ninety-four dollars": a number in words
    if len(words) > MAX_PHRASE_WORDS:
        return _long_phrase_value(raw)
    if not re.search(r"[\d\\]|^[A-Za-z]{1,3}\)?$|^\(?[A-Za-z]\)?$", raw) and not _short_text(raw):
        return None
    return raw


def _without_clause(raw: str) -> tuple[str, str | None] | None:
    """`raw` up to a clause that follows its value (`_CLAUSE`), and the other answer that clause
    gives under another reading (`_ALTERNATIVE_CLAUSE`: "18, but if ... it is 26"), if any; None
    where the clause doubts the value ("18 apples, though I may be wrong."), which a phrase of
    many words would otherwise lose when its number is read alone."""
    aside = _DASH_ASIDE.search(raw)
    if aside is not None and _DIGIT_OR_MATH.search(raw, 0, aside.start()):
        if _doubted_at_the_end(raw, aside.start()):
            return None  # "2.75 hours — I'm doubtful about the second leg, though."
    clause = _CLAUSE.search(raw)
    if clause is None or (
        not _DIGIT_OR_MATH.search(raw, 0, clause.start()) and _COPULA.search(raw, clause.end())
    ):
        # ("Charlie's net profit if he makes and sells 20 candles is $20.00": a clause of the
        # subject, before any value; the value follows the copula after it)
        return raw, None
    if _doubted_at_the_end(raw, clause.start()):
        return None
    alternative = _ALTERNATIVE_CLAUSE.match(raw, clause.start()) or _MAYBE_OTHER.search(
        raw, clause.start()
    )
    if alternative is None and _SAID_AGAIN_LEAD.match(raw, clause.start()):
        if _ANOTHER_READING.search(raw, clause.end()):
            # ("3 out of 8, i.e. \frac{3}{8}, or \frac{1}{2} if ...": a second value after the
            # one said again; read whole, as a hedge)
            return raw, None
        again = _SAID_AGAIN_AS.match(raw, clause.start())
        stated = parse_number(raw[: clause.start()])
        if again is not None and stated is not None and parse_number(again.group(1)) != stated:
            alternative = again  # "18, that is, 20 apples": said again, and not the same
    return raw[: clause.start()], alternative.group(1) if alternative else None


def _doubted_at_the_end(raw: str, start: int) -> bool:
    """Whether the clause at `start` doubts the value before it and the text ends with its
    sentence ("10 - 5i, unless I mishandled i^2."; not a check that goes on: "185, but let me
    double check the multiplication. 27 * 14: ...", nor a clause with a value of its own: an
    exact value's decimal, "π, which is approximately 3.14", or "26 while my first estimate
    was 18")."""
    stop = _SENTENCE_STOP.search(raw, start)
    end = stop.end() if stop else len(raw)
    return (
        unsettled_note(raw[start:end])
        and not _OWN_NUMBER.search(raw, start, end)
        and not _DIGIT_OR_MATH.search(raw, end)
    )


_OWN_NUMBER = re.compile(r"(?<![\w^_{])\d")
_DASH_ASIDE = re.compile(rf"[ \t]+{DASH}[ \t]+")
_SENTENCE_STOP = re.compile(r"[.!?](?=\s|$)|\n")
_SAID_AGAIN_LEAD = re.compile(r",[ \t]*(?:that[ \t]+is|i\.[ \t]*e)\b", re.IGNORECASE)
_ANOTHER_READING = re.compile(r"\b(?:or|if|otherwise|unless)\b", re.IGNORECASE)


# After the value, "that is" / "i.e." and a bare number with a word or two of unit at most, to
# the end: the value said again ("37.5% of the town" or "3 bags of 6" describe it instead).
_SAID_AGAIN_AS = re.compile(
    r",[ \t]*(?:that[ \t]+is|i\.[ \t]*e\.?)[ \t]*,?[ \t]*\$?(-?\d[\d,]*(?:\.\d+)?)"
    r"(?:[ \t]+[A-Za-z]+){0,2}[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


_THAT_CLAUSE = re.compile(r"that[ \t]+(?=\$?\d)", re.IGNORECASE)


def _clause_value(clause: str) -> str | None:
    """The value a clause after "the answer is that" states, read as a sentence is."""
    stated = numbers_answer(clause)
    return stated.text if stated is not None else None


def _value_put_instead(instead: re.Match[str]) -> str:
    r"""The value `_NOT_BUT` found put in the denied one's place, with its unit (out of its math
    span: "not \(\frac{1}{2}\) but \(\frac{1}{3}\)" -> `\frac{1}{3}`)."""
    raw = instead.group(2) + instead.group(3)
    return raw[2:].split("\\)", 1)[0] if raw.startswith("\\(") else raw


def _without_denied_note(raw: str) -> str:
    """`raw` without a note in brackets on another value it denies: "12, not 14 (14 is what each
    child gets)" -> "12, not 14"; "$273 (not $280 — there are 39 boxes, not 40)" -> "$273"; or
    without a note of only the working after the value (`_WORKING_NOTE`, `notes_only_working`)."""
    explained = _DENIAL_EXPLAINED.fullmatch(raw) if len(raw) <= 600 else None
    if explained is not None:
        raw = explained.group(1)
    denial = _NOTE_DENYING_ANOTHER.search(raw) if "(" in raw else None
    if denial is not None:
        lead = WRITTEN_NUMBER.search(raw, 0, denial.start())
        if lead is not None and lead.group(0).replace(",", "") != denial.group(1).replace(",", ""):
            raw = raw[: denial.start()]
    noted = _WORKING_NOTE.fullmatch(raw) if "(" in raw and len(raw) <= 300 else None
    if noted is not None and notes_only_working(noted.group(2)):
        raw = noted.group(1)
    aside = ASIDE_NOTE.search(raw) if "(" in raw else None
    if (
        aside
        and NOTE_ON_ANOTHER.match(raw, aside.start())
        and re.search(r"\d", raw[: aside.start()])
    ):
        raw = raw[: aside.start()]  # "Ana is 36 years old now (her son is 12)": a note aside
    return raw


def _long_phrase_value(raw: str) -> str | None:
    """The value of a phrase of many words: the number its sentence states ("Final Answer: Janet
    makes $18 daily."), or the value and its note in brackets as they stand."""
    stated = numbers_answer(raw)
    if _LEADING_NUMBER.match(raw) and (
        (stated is None and _VALUE_THEN_NOTE.fullmatch(raw)) or _from_note(raw, stated)
    ):
        # "$1,600 (the $2,800 is the ticket money)", "15 (Ana is 6 years older than her
        # brother)": the value and a note on it, which the checker's own rules judge (a note
        # that doubts, bounds or totals is a second value); not the note's number alone
        return raw
    return stated.text if stated is not None else None


def _from_note(raw: str, stated: TailAnswer | None) -> bool:
    """Whether the number a sentence reading found in `raw` (a value, then a note in brackets)
    is the note's, not the value's."""
    if stated is None or _WORKING_NOTE.fullmatch(raw) is None:
        return False
    lead = WRITTEN_NUMBER.search(raw)
    said = WRITTEN_NUMBER.search(stated.text)
    return lead is not None and said is not None and lead.group(0) != said.group(0)


def notes_only_working(note: str) -> bool:
    """Whether a note in brackets after the answer only gives the working behind it ("14 × 23 =
    322; 322 + 460 = 782", "since 3x = 27", "x = 7, y = 5"): an equation, an operation or a
    reason, and no word that takes the value back, doubts, rounds or bounds it, offers another or
    concludes anew (a statement of a value, "(she has $40)", "(forty percent)", may be another
    answer: the other rules read it)."""
    return (
        _WORKING_IN_NOTE.search(note) is not None
        and _NOTE_DOUBTS.search(note) is None
        and not unsettled_note(note)
    )


_WORKING_IN_NOTE = re.compile(
    r"=|\d[ \t]*(?:[-+×*/÷·−]|\\cdot|\\times)[ \t]*\\?\(?[ \t]*\$?\d"
    # (the operands with their nouns: "84 plants × 5 tomatoes each", "7 boxes of 12 plus 9")
    r"|\d(?:[ \t]+[A-Za-z]+){0,3}?[ \t]*(?:[×*·]|\\times|\\cdot|\bplus\b|\btimes\b)[ \t]*\$?\d"
    r"|^[ \t]*(?:since|because|as|from|by|with|using)\b",
    re.IGNORECASE,
)


# The value, its unit, then a note in brackets that ends the phrase ("782 dollars (14 × 23 = 322;
# 322 + 460 = 782).", "9 (since 3x = 27)"). Where the note only gives the working
# (`notes_only_working`) the value before it is the answer; any other note (a fact with a number
# of its own, a doubt, a rounding, another value) is left to the other rules.
_WORKING_NOTE = re.compile(
    r"([-−]?\$?\d[\d,]*(?:\.\d+)?%?(?:[ \t]+[A-Za-z]+){0,2})[ \t]*\(([^()\n]{1,200})\)[ \t]*[.!]?[ \t]*"
)
_NOTE_DOUBTS = re.compile(
    r"\b(?:not|no|never|wrong|incorrect|correct(?:ed|ion)?|actually|should|rather|instead|mistake"
    r"|error|oops|wait|typo|sorry|or|either|approx\w*|about|around|roughly|nearly|almost|rounded"
    r"|estimated?|least|most|guess|maybe|perhaps|probably|unsure|tbd|placeholder|so|thus|hence"
    r"|therefore|total|all|altogether|overall|answer|final|really|per|every|a|an|hmm+|can't"
    r"|cannot|won't|scratch|unless|if|assum\w*|doubt\w*|sure|but|hope\w*|likely|think|believe"
    r"|seem\w*|presum\w*|suppos\w*|tentative\w*|pending|i|i'm|i'd|me|my|let|it|note|nb)\b"
    r"|[≈~∼?!]|\\approx",
    re.IGNORECASE,
)


def _without_rather_than(raw: str) -> str:
    """`raw` without another value denied after its own ("127 rather than 91": 127)."""
    other = _RATHER_THAN.search(raw) if "than" in raw or "instead" in raw else None
    if other is None:
        return raw
    lead = WRITTEN_NUMBER.search(raw, 0, other.start())
    if lead is None or lead.group(0).replace(",", "") == other.group(1).replace(",", ""):
        return raw
    return raw[: other.start()]


def _unquote(text: str) -> str:
    """Quotes around an answer are not part of it: `"15"`, `\\"$12$\\"`, `“x”`."""
    return _QUOTES.sub("", text.strip()).strip()


def _joined_spans(raw: str) -> str | None:
    """Math spans at the start of `raw`, joined by "," / "and" / "or": `$12$ and $13$` -> `12 and
    13`; with a word right after them that changes the value kept (`$\frac{5}{36}$ percent`,
    `$201$ in base $4$`). None when `raw` does not start with one."""
    joined = _spans_at_start(raw)
    if joined is None:
        return None
    text, end = joined
    if _DOUBTED_AFTER.match(raw, end):
        return raw  # "\(\frac{4}{11}\), maybe \(\frac{9}{25}\).": doubted (never parses)
    percent = _PERCENT_AFTER.match(raw, end)
    if percent is not None:
        return f"{text}\\%"  # "$\frac{5}{36}$ percent" is a percentage, not the fraction
    operated = _OPERATION_AFTER.match(raw, end)
    if operated is not None:
        return f"{text} {operated.group(1)}"  # "The answer is $1600$ squared.": another number
    compared = _COMPARED_AFTER.match(raw, end)
    if compared is not None:
        return f"{text} {compared.group(1)}"  # "The answer is $20\\pi$ less.": a difference
    counted = COUNTED_AFTER.match(raw, end)
    if counted is not None:
        return f"{text} {counted.group(1)}"
    base = _BASE_AFTER.match(raw, end)
    if base is not None and text.isdigit():
        return f"{text}_{{{base.group(1)}}}"  # "$201$ in base $4$" is 201 written in base 4
    return text


_DOUBTED_AFTER = re.compile(
    r"[ \t]*[,;]?[ \t]*(?:or[ \t]+)?(?:maybe|perhaps|possibly|probably|I[ \t]+(?:think|guess|believe))\b",
    re.IGNORECASE,
)


def _spans_at_start(raw: str) -> tuple[str, int] | None:
    """`_joined_spans` without what follows: the joined text and where the spans end."""
    parts: list[str] = []
    position = end = 0
    while True:
        span = _MATH_SPAN.match(raw, position)
        if span is None:
            break
        parts.append(next(group for group in span.groups() if group is not None).strip())
        end = span.end()
        join = _SPAN_JOIN.match(raw, end)
        if join is None and _LABELLED_VALUE.match(parts[-1]):
            # "Відповідь: $x_1 = 0{,}5$; $x_2 = 3$.": labelled values, a semicolon between them
            join = _SEMICOLON_THEN_LABEL.match(raw, end)
        if join is None or not _MATH_SPAN.match(raw, join.end()):
            break
        parts.append((join.group(1) or join.group(2) or ",").lower())
        position = join.end()
    if not parts:
        return None
    text = " ".join(parts).replace(" , ", ", ").strip()
    return text.rstrip(".").strip(), end


def _short_text(raw: str) -> bool:
    """A one- or two-word text answer (`Evelyn`, `(C)`, `yes`), not a prose fragment."""
    if _VERDICT_WORD.fullmatch(raw):
        return False  # "our answer is correct": a judgement of an answer, not one
    return bool(re.fullmatch(r"\(?[A-Za-z][A-Za-z'.-]*(?:\s+[A-Za-z][A-Za-z'.-]*)?\)?", raw))
