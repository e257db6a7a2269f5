r"""What a final answer's surroundings say of it: words that keep it from being committed.

`qualified` reads the rest of a box's or a tag's sentence for words that estimate, bound or doubt
its value (`$\boxed{45}$ (approximately).`, `\boxed{55} pencils or so`, `— at most`, `(?)`), as
a `####` line's own words are read by `rppo_check.numeric`; `tentative` reads the final answer's
line before it ("Answer (tentative): #### 47", "Draft answer:"). The rules: packages/check/README.md,
"The rules" (session 14). Linear regexes on at most a line: bounded in time.
"""

from __future__ import annotations

import re

from rppo_check.estimates import ESTIMATE
from rppo_check.gates import has_any, lowered
from rppo_check.languages import FOREIGN_BOUND
from rppo_check.stance import YES

# After a box or a tag, in the rest of its sentence: words that estimate, bound or doubt the
# value. Right after it (in a bracket or within a few words) bounds count too; further on, only
# words that cannot describe the answer otherwise.
_CLOSE_AFTER = re.compile(r"(?:[ \t$)\]]|\\[)\]]|\n(?=[ \t]*(?:\\\]|\$\$|\()))*")
_SENTENCE_REST = re.compile(r"[^\n!?]{0,160}?(?:(?<!\.)\.(?![.\d])(?=\s|$)|[!?]|(?=\n)|$)")
_DOUBTED = re.compile(
    rf"(?<!\\)\b(?:approx(?:imately|\.)?|{ESTIMATE}|or[ \t]+so|give[ \t]+or[ \t]+take"
    r"|more[ \t]+or[ \t]+less"
    r"|(?:or[ \t]+)?thereabouts|ballpark|estimated?|probably|possibly|perhaps|maybe|presumably"
    r"|(?<=\()[ \t]*(?:a[ \t]+|my[ \t]+|rough[ \t]+|best[ \t]+)?guess(?:ed)?"
    r"|I[ \t]+(?:guess|think|believe|suppose)|hopefully|not[ \t]+(?:sure|certain)|unsure|unverified"
    r"|doubtful|dubious|questionable|tentative|uncertain|unchecked|not[ \t]+(?:double-?|re-?)?checked"
    r"|(?:don't|do[ \t]+not)[ \t]+quote[ \t]+me|I[ \t]+doubt|not[ \t]+(?:fully|entirely|completely|totally)[ \t]+(?:sure|certain)"
    # ("(Not confident — I may have the overage rate wrong.)", "10 - 5i, unless I mishandled i^2")
    r"|not[ \t]+(?:very[ \t]+|fully[ \t]+|entirely[ \t]+)?confident|unless[ \t]+I[ \t]"
    r"|(?:may|might|could)[ \t]+have[ \t]+(?:[\w'-]+[ \t]+){1,5}?wrong\b"
    # a slip owned as possible: "though I may have mixed up the order"
    r"|(?:may|might|could)[ \t]+have[ \t]+(?:mixed|swapped|confused|misread|miscounted|miscalculated"
    r"|flipped|reversed|messed|made[ \t]+(?:a|an)[ \t]+(?:\w+[ \t]+)?(?:error|mistake|slip))"
    r"|unconfirmed|(?:could|might|may)[ \t]+be[ \t]+(?:wrong|off|mistaken|incorrect|flipped)|if[ \t]+I(?:'m|[ \t]+am|[ \t]+did|[ \t]+got"
    r"|[ \t]+have)\b"
    # ... or a step of it: "(if I factored 175 correctly)", "(if I read the graph right)"
    r"|if[ \t]+I(?:'ve)?[ \t]+[a-z]+[ \t]+(?:\S+[ \t]+){0,3}?(?:correctly|right)\b"
    # a confidence short of certainty in words: "(reasonably sure)", "(fairly confident)"
    r"|(?:reasonably|fairly|pretty|mostly|somewhat|moderately|quite)[ \t]+(?:sure|certain|confident)"
    r"|if[ \t]+(?:this|that)[ \t]+is[ \t]+right|needs?[ \t]+(?:a[ \t]+)?(?:second[ \t]+look"
    r"|checking|to[ \t]+be[ \t]+checked|verification)|double[- \t]check\w*|or[ \t]+is[ \t]+it"
    r"|or[ \t]+(?:maybe[ \t]+)?(?:fewer|more|less)"
    # a confidence short of certainty: "(confidence: 0.4)", "(low confidence)", "(70% sure)"
    r"|confidence[ \t]*(?:level[ \t]*)?[:=]?[ \t]*(?:0?\.\d+|low|medium|moderate|fair)"
    r"|(?:low|medium|moderate)[ \t-]+confidence|[1-9]?\d(?:\.\d+)?[ \t]*%[ \t]+(?:sure|confident|certain))\b"
    r"|\(\s*\?|\bconfidence[ \t]*(?:level[ \t]*)?[:=≈~]?[ \t]*(?:about[ \t]+)?[1-9]?\d(?:\.\d+)?[ \t]*%"
    # (a wish for luck: "(fingers crossed)", 🤞)
    r"|\bfingers[ \t]+crossed\b|🤞"
    # a check still owed or a hunch: "(check pending)", "(haven't ruled out double counting)",
    # "(gut feeling)", a note that asks: "(is that right?)", "(right?)"
    r"|\bpending\b|\b(?:haven't|have[ \t]+not|not)[ \t]+(?:yet[ \t]+)?ruled[ \t]+out\b"
    r"|\bgut[ \t]+(?:feeling|instinct|call|sense)\b|\bhunch\b|^[^()\n]{0,60}\?[ \t]*$"
    # (not one answered at once: "Is this correct? Yes, that's correct.")
    r"|\bis[ \t]+(?:that|this|it)[ \t]+(?:right|correct|true)[ \t]*\?"
    rf"(?![ \t]*(?:{YES}|indeed|it[ \t]+is|that's|correct|right)\b)",
    re.IGNORECASE,
)
# ... or leave it unsettled: an edit or a correction to come ("(edit: 138 ...)", "(edit: the
# correct total is" cut there), "(typo ...)", "(scratch that; 1.5)", "(not final)", "(to be
# confirmed)", "(if I read the question right)", a margin ("±5"), another value on a condition
# ("(or $3$ if a zero value also counts)"; not the same value in another unit: "(or
# $\frac{3\pi}{4}$ radians)").
_UNSETTLED = re.compile(
    r"\bedit(?:ed)?\b[ \t]*[:—–-]|\btypo\b|\bscratch[ \t]+that\b|\bnot[ \t]+(?:yet[ \t]+)?final\b"
    r"|\bto[ \t]+be[ \t]+(?:confirmed|checked|verified|determined|decided)\b|\btb[cd]\b"
    r"|\bif[ \t]+I[ \t]+(?:read|understood|understand|interpreted)\b"
    r"|(?:±|\\pm\b|\bplus[ \t]+or[ \t]+minus\b)[ \t]*\$?\d"
    r"|\bor[ \t]+(?:\\\(|\$)?[ \t]*-?\d[^\n]{0,60}?\bif\b|\b(?:best|my|a|rough)[ \t]+guess\b",
    re.IGNORECASE,
)


def _doubt_in(note: str) -> str | None:
    """The words of a note that estimate or doubt the value (`_DOUBTED`), or None."""
    doubt = _DOUBTED.search(note)
    return doubt.group(0) if doubt is not None else None


def unsettled_note(note: str) -> bool:
    """Whether a note on an answer estimates, doubts or leaves it unsettled (`_DOUBTED`,
    `_UNSETTLED`): no such note describes how the value came about."""
    return _DOUBTED.search(note) is not None or _UNSETTLED.search(note) is not None


# An exact value (`169\pi`, `\frac{7}{3}`, `2\sqrt{5}`), and a decimal right after the estimate word.
_EXACT = re.compile(r"\\(?:pi|sqrt|frac|dfrac|tfrac)\b|\d\s*e\b|\\ln|\\log")
_DECIMAL_AFTER = re.compile(r"[ \t]*(?:equal[ \t]+to[ \t]+|to[ \t]+)?(?:\$|\\\()?[ \t]*-?\d+\.\d+")
_BOUNDED = re.compile(
    r"^[ \t,;:—–(-]*(?:[A-Za-z]+[ \t,;:—–(-]+){0,2}?(?:\\text\s*\{\s*)?(?:an?[ \t]+)?"
    r"(?:at[ \t]+(?:the[ \t]+)?(?:very[ \t]+)?(?:most|least|best|outside)|tops|(?:upper|lower)[ \t]+bound"
    # ("a minimum", "the maximum" name what the value is: the vertex "(a minimum, since 2 > 0)")
    r"|(?:in[ \t]+the[ \t]+)?(?:best|worst)[ \t]+case|(?<!\ba[ \t])(?<!\bthe[ \t])(?:max|min)(?:imum)?)\b",
    re.IGNORECASE,
)


# ... in the languages models answer in, right after the value (a few letters between: a counter
# or a case ending).
_BOUNDED_ABROAD = re.compile(
    rf"^[ \t,;:—–(-]*[^\W\d_]{{0,4}}?[ \t]*(?:{FOREIGN_BOUND}|以上|以下|未満|未满|이상|이하|미만|초과)",
    re.IGNORECASE,
)


_HOPE_SIGN_OFF = re.compile(r"[ \t]*I[ \t]+hope[ \t]+it[ \t]+is[ \t]+correct[.!]?")
# (inline math inside it too: "(if I simplified \(\sqrt{20}\) correctly)")
_NOTE_AFTER = re.compile(r"[ \t]*\(((?:\\[()]|[^()\n]){1,80})\)[ \t.]*(?=\n|$)")
# A dash that opens an aside (`phrases` reads one after an answer phrase's value too) ...
DASH = r"(?:—|–|--)"
# ... here after a dash that ends the line: "\(\boxed{(3, 3)}\). — tentative."
_DASH_NOTE_AFTER = re.compile(rf"[ \t]*{DASH}[ \t]*([^\n]{{1,80}}?)[ \t.!]*(?=\n|$)")


def _note_below(longest: int, line_end: str) -> re.Pattern[str]:
    """A note in brackets alone on a line of its own below the answer's line."""
    return re.compile(rf"[ \t]*\n\s*\(((?:\\[()]|[^()\n]){{1,{longest}}})\)[ \t.]*{line_end}")


# ... or alone on a line of its own below it: "$\boxed{\frac{5}{4}}$\n\n(I may have flipped the
# wrong fraction.)"
_NOTE_BELOW = _note_below(80, r"(?=\n|$)")
# ... and below a `####` line, as the text's last line, a sentence of its own: "#### 39\n(Not
# confident — I may have the overage rate wrong.)"
_LAST_NOTE_BELOW = _note_below(120, "$")


def doubt_below(text: str, line_end: int) -> str | None:
    """The doubting words of a note alone on the text's last line, below the answer's line that
    ends at `line_end` (`_doubt_in`), or None. (An edit note there is the retraction scan's to
    read: "(Edit: fixed a typo in the first line; the answer is unchanged.)")"""
    below = _LAST_NOTE_BELOW.match(text, line_end)
    return _doubt_in(below.group(1)) if below is not None else None


def qualified(text: str, end: int, value: str = "") -> str | None:
    r"""The words after a box or tag ending at `end` that qualify its value, or None. `value`: the
    box's content, whose decimal approximation after it qualifies nothing (`\boxed{169\pi}
    (approximately $530.93$ square units)`)."""
    closing = _CLOSE_AFTER.match(text, end)  # (matches at any position: all of it is optional)
    rest = _SENTENCE_REST.match(text, closing.end() if closing else end)
    words = rest.group(0) if rest else ""
    doubt = _DOUBTED.search(words) or _UNSETTLED.search(words)
    # (past Minerva's sign-off: "$\boxed{(3, \infty)}$. I hope it is correct. (Confidence:
    # moderate.)")
    at = rest.end() if rest else end
    hope = _HOPE_SIGN_OFF.match(text, at)
    at = hope.end() if hope else at
    note = (
        (
            _NOTE_AFTER.match(text, at)
            or _DASH_NOTE_AFTER.match(text, at)
            or _NOTE_BELOW.match(text, at)
        )
        if rest and not doubt
        else None
    )
    doubted = words
    if note is not None:
        # "... is \(\boxed{-i}\). (sign not double-checked)": a bracket after the sentence
        # that closes the line is a note on it
        doubted = note.group(1)
        doubt = _DOUBTED.search(doubted) or _UNSETTLED.search(doubted)
    if doubt and _EXACT.search(value) and _DECIMAL_AFTER.match(doubted, doubt.end()):
        doubt = None  # an exact value, then its decimal value: "approximately" is the decimal's
    if doubt or not words.strip():
        return doubt.group(0) if doubt else None
    bound = _BOUNDED.match(words)
    if bound is None and not words.isascii():
        bound = _BOUNDED_ABROAD.match(words)  # `$\boxed{64}$ 以上`, "\boxed{9} en az"
    if bound is None and _A_SET.search(value):
        bound = _EXCLUDING.match(words)  # `\boxed{(-\infty, 5)}` excluding $x = 0$: another set
    if bound is None:
        bound = _OPERATED.match(words)  # "\boxed{9} integers, plus the endpoints": another value
    return bound.group(0).strip(" ,;:—–(-") if bound else None


# Right after the value (a few words between), an operation still to be done on it: "\boxed{9}
# integers, plus the endpoints", "$25\pi$, halved for the semicircle", "$3 + \sqrt{2}$ and its
# conjugate", "546 minus the 24 m side": the value is not the one stated.
_OPERATED = re.compile(
    r"^[ \t,;:—–(-]*(?:[A-Za-z]+[ \t,;:—–(-]+){0,2}?(?:(?:plus|minus)(?=[ \t]+(?:the|an?|its|his"
    r"|her|their|\$|\\\(|\d))|halved|doubled|tripled"
    r"|times[ \t]+(?:\$|\\\()?[ \t]*\d"
    # (not what the other value is: "\boxed{11 - 10i}$, and its conjugate is $11 + 10i$")
    r"|(?:and|or|with)[ \t]+its[ \t]+(?:conjugate|negative|opposite|reciprocal|mirror)"
    r"(?![ \t]+(?:is|=|being|equals|would)\b))\b",
    re.IGNORECASE,
)


def operated_after(words: str) -> bool:
    """Whether `words` (what follows a value) begin with an operation on it (`_OPERATED`)."""
    return _OPERATED.match(words) is not None


# A set or an interval (`(-\infty, 5)`, `\{1, 2\}`, `[0, 3) \cup (3, 4]`), and words right after it
# that take points out of it.
_A_SET = re.compile(r"\\infty|\\cup|\\\{|^\s*[(\[][^,]*,")
_EXCLUDING = re.compile(
    r"^[ \t,;:—–(-]*(?:but[ \t]+)?(?:excluding|except(?:[ \t]+for)?|other[ \t]+than|apart[ \t]+from"
    r"|not[ \t]+including|without)\b",
    re.IGNORECASE,
)


# On the final answer's line before it, a word that says the answer is not committed.
TENTATIVE = re.compile(
    r"\b(?:tentative(?:ly)?|provisional(?:ly)?|preliminary|draft|unverified|unconfirmed"
    r"|placeholder|(?:rough|wild|best|my|a)[ \t]+guess|guessing|(?:had|have)[ \t]+to[ \t]+guess"
    # a label that calls the answer an estimate: "Answer (approximate): #### 237"
    r"|(?<=\()[ \t]*(?:approximate|approx|estimated?|rough))\b",
    re.IGNORECASE,
)


# Speed only: every match of `TENTATIVE` holds one of these, lower-cased (a MATH solution's
# answer line may be a paragraph long).
TENTATIVE_WORDS = ("tentativ", "provision", "prelim", "draft", "unverif", "unconfirm", "placehold",
                    "guess", "approx", "estimat")  # fmt: skip


def tentative(text: str, start: int, end: int) -> bool:
    low = lowered(text[start:end])
    if low is not None and not has_any(low, TENTATIVE_WORDS):
        return False
    return TENTATIVE.search(text, start, end) is not None
