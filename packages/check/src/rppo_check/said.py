r"""What the model did not say itself: struck-out text and quotations, blanked before extraction.

`unsaid` finds struck-out text (markdown, HTML and LaTeX strike-outs), quotations (double quotes,
single quotes that open and close one) and markdown block quotes that are not the model's own
words, and blanks them before extraction reads the text. Which ones, and the exceptions (quotes
around the answer alone, a closing block quote holding the final answer): packages/check/README.md,
"Extraction".

`not_the_models` says the same of a statement whose sentence reports someone else's answer
without quotes, supposes it, or shows an example or a format (extraction drops such statements).

Blanking keeps every position (same length, spaces), so what extraction reports still points
into the completion. Linear scans without nested quantifiers: bounded in time.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterator

from rppo_check.gates import any_word, case_folded, has_any, lowered
from rppo_check.languages import FOREIGN_REPORTED
from rppo_check.prefilter import any_opening_matches, split_openings

_STRUCK = re.compile(
    r"<(del|strike|s)>[^<]{0,1000}</\1>"
    r"|\\(?:sout|st|cancel|bcancel|xcancel|strike)\s*\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\}){0,1000}\}"
    # MathJax: `\enclose{horizontalstrike}{\boxed{6\pi}}`
    r"|\\enclose\s*\{[^{}]*strike[^{}]*\}\s*\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\}){0,1000}\}"
    # (a `$` of money in it: `~~R$ 99,60~~`, `~~$18~~`; or a math span: `~~The answer is
    # $\boxed{\frac{5}{36}}$~~`)
    r"|(?<![~\\])~~(?=\S)(?:[^~\n$]|\$(?=[ \t]?\d)|\$[^$\n]{1,300}\$){1,1000}(?<=\S)~~(?!~)"
    # a math span struck out whole: `~~$\boxed{3\sqrt{7}}$~~`
    r"|(?<![~\\])~~\$[^$\n]{1,1000}\$~~(?!~)",
    re.IGNORECASE,
)
_DOLLAR = re.compile(r"(?<!\\)\$")
_NEWLINE = re.compile(r"\n")
_STRUCK_HINT = (
    "~~",
    "<del",
    "<DEL",
    "<strike",
    "<STRIKE",
    "<s>",
    "<S>",
    "\\sout",
    "\\st",
    "cancel",
)
# A quotation opens after a space, a colon or a bracket and closes before one or punctuation: the
# `"` of `12" pizza` (inches) opens nothing.
_QUOTE = re.compile(
    r"(?:^|(?<=[\s:(\[]))\"(?=\S)([^\"\n]{1,2000}?)(?<=\S)\"(?=[\s.,;:!?)\]]|$)"
    r"|“([^”\n]{1,2000})”|``([^'\n]{1,2000})''"
    # the quotation marks of other languages: «…», „…“, 「…」, 『…』
    r"|«([^»\n]{1,2000})»|„([^“”\n]{1,2000})[“”]|「([^」\n]{1,2000})」|『([^』\n]{1,2000})』"
    r"|(?:^|(?<=[\s:(\[]))'(?=\S)([^'\n]{1,2000}?)(?<=\S)'(?=[\s.,;:!?)\]]|$)",
    re.MULTILINE,
)
# An answer phrase right before a quoted marker makes it the model's own: `the answer is "\boxed{18}"`.
_OWN = re.compile(r"\banswer\b[^\"“'\n]{0,16}$", re.IGNORECASE)
_MARKER = re.compile(r"\\boxed|\\fbox|####|<answer>", re.IGNORECASE)
# What makes a quotation a statement of an answer: a format marker or an answer phrase in it.
_STATES = re.compile(r"\\boxed|\\fbox|####|\banswer\b|<answer>", re.IGNORECASE)
# What a quotation holds besides the answer: a word of prose.
_PROSE = re.compile(r"[^\W\d_]{2,}")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
_MARKUP = re.compile(r"\\[A-Za-z]+|\banswer\b|\bfinal\b|\bis\b", re.IGNORECASE)
# Reported speech: `He said: "the answer is \\boxed{18}"` quotes whatever it holds.
_SPEECH = re.compile(
    r"\b(?:said|says|say|asked|asks|ask|wrote|writes|write|writing|claims?|claimed|stated|suggests?"
    r"|suggested"
    r"|told|tells|reads|the\s+(?:prompt|user|hint|statement|problem\s+says))\b[^\"“\n]{0,12}$",
    re.IGNORECASE,
)
# Right after a quotation, the model agreeing with it: what it quotes is its own statement then.
_ENDORSED = re.compile(
    r"[\s.,;:!?)\]]*(?:(?:and|so)\s+)?(?:i\s+(?:fully\s+|completely\s+)?agree"
    r"|(?:that|this|it)(?:'s|’s|\s+is)\s+(?:right|correct)"
    r"|(?:she|he|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:right|correct))\b",
    re.IGNORECASE,
)
_BLOCK_QUOTE = re.compile(r"^[ \t]*>[^\n]*(?:\n[ \t]*>[^\n]*)*", re.MULTILINE)
_PLEASANTRY = re.compile(
    r"\s*(?:(?:i\s+hope\s+(?:this|that|it)|hope\s+this|let\s+me\s+know|thanks?|thank\s+you"
    r"|good\s+luck)[^\n]*)?\s*$",
    re.IGNORECASE,
)


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with each (start, end) span replaced by as many spaces: one pass, so thousands of
    spans cost one copy of the text, not one each."""
    if not spans:
        return text
    pieces, position = [], 0
    for start, end in sorted(spans):
        start = max(start, position)
        if end <= start:
            continue
        pieces += [text[position:start], " " * (end - start)]
        position = end
    return "".join([*pieces, text[position:]])


# Characters struck through by combining overlays (U+0335-U+0338): `3̶1̶` is `~~31~~` in plain text.
_OVERLAID = re.compile(r"(?:[^\s\u0335-\u0338][\u0335-\u0338]+)+")
_OVERLAYS = ("\u0335", "\u0336", "\u0337", "\u0338")


def may_strike(text: str) -> bool:
    """Whether `text` holds one of `_STRUCK_HINT` (each `_STRUCK` match holds one): the same test
    as `any(hint in text ...)`, with the rarer characters first (speed only: every MATH solution
    holds a backslash, few a `~` or a `<`)."""
    if "~~" in text or "cancel" in text:
        return True
    if not text.isascii() and any(overlay in text for overlay in _OVERLAYS):
        return True
    if "<" in text and (
        "<del" in text
        or "<DEL" in text
        or "<strike" in text
        or "<STRIKE" in text
        or "<s>" in text
        or "<S>" in text
    ):
        return True
    if "\\enclose" in text:
        return True
    return "\\s" in text and ("\\sout" in text or "\\st" in text)


def _struck_last_line(text: str, match: re.Match[str]) -> bool:
    """Whether a strike-out is the whole last line and holds a digit (`~~194~~` after the
    working): the answer's line crossed out, with nothing written in its place."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    return (
        not text[line_start : match.start()].strip()
        and not text[match.end() :].strip(" \t\n.")
        and any(char.isdigit() for char in match.group(0))
    )


def unsaid(text: str) -> tuple[str, bool]:
    """`text` with struck-out text, quoted statements and leading block quotes blanked, and
    whether a struck-out part stated an answer (`~~#### 18~~`: an answer crossed out, which the
    caller treats as taken back when nothing is stated after it)."""
    struck_answer = False
    if may_strike(text):
        dollars = [m.start() for m in _DOLLAR.finditer(text)]
        newlines = [m.start() for m in _NEWLINE.finditer(text)]
        spans = []
        for match in _STRUCK.finditer(text):
            if match.group(0).startswith("~~") and _inside_math(dollars, newlines, match.start()):
                continue  # `$x = 5~~\text{or}~~x = 6$`: LaTeX spacing, no strike-out
            struck_answer = (
                struck_answer
                or bool(_STATES.search(match.group(0)))
                # `\boxed{\cancel{15\pi}}`: the box's own content struck out
                or text[max(0, match.start() - 12) : match.start()].rstrip().endswith("boxed{")
                or _struck_last_line(text, match)
            )
            spans.append(match.span())
        if not text.isascii():
            spans += [match.span() for match in _OVERLAID.finditer(text)]
        text = _blank(text, spans)
    quotes = '"' in text or "“" in text or "``" in text or "'" in text
    if not quotes and not text.isascii():
        quotes = any(mark in text for mark in _FOREIGN_QUOTE_MARKS)
    if quotes and ("\\" in text or "####" in text or "nswer" in text or "NSWER" in text):
        spans = []
        for match in _quotes(text):
            inner = next(group for group in match.groups() if group is not None)
            if not _STATES.search(inner):
                continue
            before = text[max(0, match.start() - 40) : match.start()]
            # a marker quoted on its own (`"#### 18" is the format you want`) is a mention
            mention = bool(_MARKER.search(inner)) and not _OWN.search(before)
            if _ENDORSED.match(text, match.end()):
                continue  # `The key says: "The answer is 50, ..." That's right.`: adopted
            if _SPEECH.search(before) or mention or _quotes_more_than_answer(inner):
                spans.append(match.span())
        text = _blank(text, spans)
    if ">" in text:
        blocks = [match.span() for match in _BLOCK_QUOTE.finditer(text)]
        if blocks:
            start, end = blocks[-1]
            if _PLEASANTRY.fullmatch(text, end) is not None and text[:start].strip():
                blocks.pop()  # the model's own final answer, presented as a quote
        text = _blank(text, blocks)
    return text, struck_answer


# Speed only (`rppo_check.gates`): what every match of `_STATES` holds, lower-cased.
_STATES_WORDS = ("\\boxed", "\\fbox", "####", "answer")
_FOREIGN_QUOTE_MARKS = ("«", "„", "「", "『")
_DOUBLE_QUOTE_MARKS = ('"', "“", "``", *_FOREIGN_QUOTE_MARKS)


def _may_open_single_quote(line: str) -> bool:
    """Whether a `'` in `line` (a whole line) may open a `_QUOTE` quotation: at the line's start or
    after a space, colon or bracket, before a non-space. Speed only: a solution's `'` are mostly
    primes (`f'(x)`, after a letter), and the scan costs ~0.15 µs a character."""
    at = line.find("'")
    while at >= 0:
        opens = at == 0 or line[at - 1].isspace() or line[at - 1] in ":(["
        if opens and at + 1 < len(line) and not line[at + 1].isspace():
            return True
        at = line.find("'", at + 1)
    return False


def _quotes(text: str) -> Iterator[re.Match[str]]:
    """`_QUOTE.finditer(text)`, less the quotes that cannot state an answer: no quotation spans a
    line, so only lines with a quote mark and a word of `_STATES` are scanned (the scan costs
    ~0.15 µs a character; a solution's quotes are mostly primes, `f'(x)`, far from its box)."""
    low = lowered(text)
    if low is None:
        yield from _QUOTE.finditer(text)
        return
    lines: set[tuple[int, int]] = set()
    for word in _STATES_WORDS:
        at = low.find(word)
        while at >= 0:
            start = text.rfind("\n", 0, at) + 1
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            lines.add((start, end))
            at = low.find(word, end)
    for start, end in sorted(lines):
        line = text[start:end]
        if any(mark in line for mark in _DOUBLE_QUOTE_MARKS) or _may_open_single_quote(line):
            # `endpos` ends the line as `$` and the `\n` after it would: the same matches
            yield from _QUOTE.finditer(text, start, end)


def _inside_math(dollars: list[int], newlines: list[int], position: int) -> bool:
    """An odd number of unescaped `$` before `position` on its line (`dollars`, `newlines`: their
    places; bisected, so thousands of strike-outs on one line stay linear)."""
    line = bisect.bisect_left(newlines, position)
    line_start = newlines[line - 1] + 1 if line else 0
    return (
        bisect.bisect_left(dollars, position) - bisect.bisect_left(dollars, line_start)
    ) % 2 == 1


def _quotes_more_than_answer(inner: str) -> bool:
    """`Show that the answer is \\boxed{18}.` holds prose besides the answer; `\\boxed{18}` and
    `The answer is 18` do not."""
    words = _PROSE.findall(_MARKUP.sub(" ", inner))
    if len(words) >= 2:
        return True
    # (Chinese and Japanese put no spaces between words: four of their characters are prose)
    return not inner.isascii() and len(_CJK_CHAR.findall(inner)) >= 4


# An answer that is someone else's, by its possessive: "the textbook's answer", "the key's value"
# (in a statement's sentence the possessive opens it: the statement starts at "answer").
_POSSESSOR = (
    r"\b(?:book|textbook|teacher|key|author|manual|problem|question|hint|user|prompt|student"
    r"|friend|other|reference|official)(?:'s|’s|s')"
)
# (and what kind of answer it is: "the textbook's worked answer")
_ANSWER_KIND = r"(?:(?:final|worked|printed|given|listed|stated|expected)[ \t]+)?"
# "The textbook's answer is 20": the statement (at "answer") opens right after the possessive.
_POSSESSIVE_OPENING = re.compile(_POSSESSOR + r"[ \t]+" + _ANSWER_KIND + "$", re.IGNORECASE)
ATTRIBUTED_ANSWER = re.compile(
    _POSSESSOR + r"[ \t]+" + _ANSWER_KIND + r"(?:answer|result|solution|value)\b"
    # (or the answer a source prints: "the answer in the back of the book")
    r"|\banswer[ \t]+(?:(?:given|listed|printed|shown)[ \t]+)?(?:in|at)[ \t]+the[ \t]+back[ \t]+of\b",
    re.IGNORECASE,
)
# A sentence that says what would be under other facts: "If the deposit were included, the
# total would be $24,450." (a supposition, not the model's answer)
COUNTERFACTUAL = re.compile(
    r"\bif\b[^.!?\n;]{0,80}\b(?:were|had[ \t]+been)\b[^.!?\n;]{0,80}\bwould\b", re.IGNORECASE
)
# What opens a statement that is not the model's own, in its sentence: someone else's answer
# reported without quotes ("You said the answer is 18", "the book claims $\boxed{18}$"), a
# hypothesis ("If the answer were $\boxed{18}$"), an example or a format shown ("For example, ...
# you write $\boxed{18}$", "Format your answer like this:\n#### 18").
_NOT_STATED_BY_MODEL = re.compile(
    # a source that gives an answer ("the book gives $\boxed{18}$", "the key says"); a person that
    # says or thinks one ("you said", "they claim"; "she gave 5 apples" is the story, and "the
    # number she thinks of" a description)
    r"(?:\b(?:the[ \t]+(?:book|problem|question|hint|text|prompt|teacher|user|key|answer[ \t]+key"
    r"|textbook|solution[ \t]+manual|grader(?:['’]s[ \t]+note)?))[ \t]+(?:said|says|say|reads|claim|claims"
    r"|claimed|state|states|stated|suggest|suggests|suggested|think|thinks|thought|believe"
    r"|believes|wrote|writes|gives|gave|tells[ \t]+us|told[ \t]+(?:me|us)|asserts?)\b"
    r"|\b(?:you|someone|they|he|she)[ \t]+(?:said|says|say|claim|claims|claimed|state|states"
    r"|stated|suggest|suggests|suggested|think|thinks|thought|believe|believes|wrote|writes"
    r"|tells[ \t]+us|told[ \t]+(?:me|us)|asserts?)\b(?![ \t]+of\b)"
    # (not a relative clause of what was written or said, before the copula: "the total number of
    # stories they wrote altogether is 360")
    r"(?![ \t]+(?:(?:altogether|in[ \t]+total|in[ \t]+all|so[ \t]+far|together)[ \t]+)?(?:is|are|was|were)\b)"
    r"|\b(?:my|the|our|your|a|another)[ \t]+(?:teacher|tutor|professor|friend|classmate|student|book"
    r"|textbook|key|answer[ \t]+key|answer[ \t]+sheet|worksheet|reference"
    # ("Another assistant gave \(\boxed{23}\)", "The solutions PDF I was given says ...")
    r"|assistant|chatbot|AI|solutions|pdf|website)\b[^.!?\n]{0,40}?\b(?:said"
    r"|says|claims?|claimed|wrote|writes|gives|gave|lists|shows|answered|replied)\b"
    # what the reader asked or wrote: "You asked me to show that $\sqrt{98} = \boxed{7\sqrt{2}}$",
    # "Your note says the answer is $(1, 4)$"
    r"|\byou[ \t]+(?:asked|want(?:ed)?|wish(?:ed)?)[ \t]+(?:me[ \t]+)?to[ \t]+(?:show|prove|confirm"
    r"|verify|check|explain|justify|demonstrate)\b"
    r"|\byour[ \t]+(?:note|message|hint|claim|question|text|comment|post|draft|answer|worksheet)"
    r"[ \t]+(?:said|says|states|stated|claims|claimed|reads|gives|gave|suggests|suggested)\b"
    # (a source's answer named as a noun: "The textbook answer is $\boxed{\sqrt{5}}$, but ...")
    r"|\b(?:the|a|my)[ \t]+(?:textbook|book|key|reference)[ \t]+(?:answer|solution|result)[ \t]+"
    r"(?:is|was|says|gives)\b"
    # a saying denied: "The teacher did not say the answer is 18", "I don't think the answer is"
    r"|\b(?:did|does|do|would|could|should|can|will|am|is|are)(?:[ \t]+not|n't)[ \t]+"
    r"(?:say|claim|state|mean|think|believe|write|know|show|prove|saying|claiming|sure)\b"
    r"|\bnever[ \t]+(?:said|says|claimed|stated|wrote|meant|thought)\b"
    # a statement denied as a whole: "It is not true that the answer is 60."
    r"|(?:\bnot|n't)[ \t]+(?:true|the[ \t]+case|correct|right)[ \t]+that\b|\b(?:untrue|false)[ \t]+that\b"
    # an answer that is someone else's: "The textbook's answer of 29 contains a misprint"
    rf"|{_POSSESSOR}[ \t]+{_ANSWER_KIND}(?:answer|result|solution)\b"
    # someone else's answer without quotes: "many people think the answer is", "one might think",
    # "a student ... might say", "according to the key"
    r"|\b(?:would|might|may|could)[ \t]+(?:say|think|guess|claim|argue|conclude|write)\b"
    r"|\baccording[ \t]+to\b|\b(?:people|many|most|others|someone|somebody|students|wikipedia"
    r"|(?:chat)?gpt\S*)[ \t]+(?:often[ \t]+|usually[ \t]+|would[ \t]+)?(?:think|thinks|say|says"
    r"|said|believe|believes)\b"
    r"|\bthe[ \t]+(?:obvious|naive|tempting|intuitive)\b"
    # a grader's note or a marking scheme: "Rubric for graders: full credit only for #### 72."
    r"|\b(?:rubric|marking[ \t]+scheme|mark[ \t]+scheme|grading[ \t]+(?:guide|key|scheme|notes?))\b"
    r"|\b(?:full|partial)[ \t]+(?:credit|marks?)[ \t]+(?:only[ \t]+)?(?:for|if|when)\b"
    # what someone told: "Omar's teacher told him it would take $\boxed{6}$ hours."
    r"|\b(?:teacher|tutor|professor|friend|classmate|mother|father|mom|dad|parent|brother|sister"
    r"|boss|coach|clerk|guide|neighbou?r)[ \t]+(?:told|tells)[ \t]+(?:him|her|them|me|us|\w+)\b"
    # a supposition: "Suppose the noon temperature were $\boxed{12}$°C; then ...", "If each angle
    # were $\boxed{144^\circ}$, the polygon would have 10 sides."
    r"|\b(?:if|suppose|supposing|assume|assuming)\b[^.!?\n;]{0,60}\bwere\b"
    # an example's result: "A worked example in my notes gets $\boxed{36{,}000}$, but ..."
    # ... whatever it does to reach it: "The book's worked example for the ratio $3:3:3:4:5$ ends
    # with $\boxed{150}$", "A worked example in the notes telescopes this sum to $\boxed{...}$"
    r"|\b(?:worked|solved|textbook|book's|notes')[ \t]+example\b(?:[ \t]+(?:in|from)[ \t]+(?:my|the|our|a)"
    r"[ \t]+(?:notes|book|textbook|lecture|class|homework)\b)?"
    r"|\b(?:a|an|the)[ \t]+(?:worked[ \t]+)?example(?:[ \t]+in[ \t]+(?:my|the|our)[ \t]+"
    r"(?:notes|book|textbook|lecture))?[ \t]+(?:gets?|got|gives?|gave|shows?|says?)\b"
    r"|\b(?:if|suppose|supposing|assume|assuming)[ \t]+(?:that[ \t]+)?(?:the[ \t]+)?(?:final[ \t]+)?"
    r"answer[ \t]+(?:were|was|is|would[ \t]+be|equals)\b"
    r"|\bfor[ \t]+(?:example|instance)\b|\bas[ \t]+an[ \t]+example\b|\be\.g\.|\bsuch[ \t]+as\b"
    # what is said to be, not said: "Supposedly the answer is \(\frac{19}{24}\), but ..."
    r"|\b(?:supposedly|allegedly|reportedly|purportedly)\b"
    # the instructions' own example: "The instructions ask me to reply like "The answer is
    # $\frac{5}{36}$", but ...", "reply with ..."
    r"|\binstructions?[ \t]+(?:ask|asks|asked|say|says|said|tell|tells|told|want|wants|require"
    r"|requires)\b|\b(?:reply|respond)[ \t]+(?:like|with)\b"
    # an example labelled as one: "> Example from the instructions: <answer>100</answer>",
    # "Sample output: #### 100"
    r"|\b(?:example|sample)(?:[ \t]+(?:answer|output|response|solution|format|reply))?"
    r"(?:[ \t]+(?:from|in|of)[ \t]+(?:the|my|your|this|an?)[ \t]+\w+)?[ \t]*:"
    r"|\byou[ \t]+(?:would|should|must|can|need[ \t]+to|have[ \t]+to)[ \t]+(?:write|put|enter|type)\b"
    r"|\byou[ \t]+(?:write|put|enter|type)[ \t]+(?:your|the)[ \t]+(?:final[ \t]+)?answer\b"
    # an instruction echoed: "Write your final answer in the form $\boxed{6\sqrt{3}}$"
    r"|\b(?:write|put|give|express|present|enter|provide)[ \t]+(?:your|the|my)[ \t]+(?:final[ \t]+)?"
    r"(?:answer|result)[ \t]+(?:in|as|inside|within)\b"
    # (not "my response is as follows:", the model's own statement led in)
    r"|\b(?:like|(?<!\bis[ \t])(?<!\bare[ \t])as)[ \t]+(?:this|so|follows)(?:[ \t]+\w+)?[ \t]*:"
    # (not the model's own answer put in the format asked: "The answer in the requested format
    # is:\n#### 623", "The final numeric answer in the format '#### answer' is: 720.")
    r"|\b(?<!requested[ \t])(?<!required[ \t])(?<!specified[ \t])(?<!answer[ \t]in[ \t]the[ \t])"
    r"format\b(?![ \t]+(?:given|asked|requested|required|specified)\b)[^:\n]{0,40}:"
    # a counterfactual: "If the radius were 4, the area would be $\boxed{16\pi}$."
    r"|\bif\b[^.!?\n]{0,60}\b(?:were|had[ \t]+been)\b[^.!?\n]{0,60}\bwould\b"
    # ... its "would" in the statement: "If the bonus were included, the answer would be 58800."
    r"|\bif\b[^.!?\n;]{0,60}\b(?:were|had[ \t]+been)\b[^.!?\n;,]{0,60},[ \t]*$"
    # an example worked through: "For example, if $r = 2$ and $h = 5$ then $V = \boxed{20\pi}$.",
    # "Example 3 in the textbook simplifies ...", "如果高是 4，体积就是 $\boxed{12\pi}$"
    r"|\bfor[ \t]+(?:example|instance)[ \t]*,?[ \t]+if\b[^.!?\n;]{0,80}\b(?:then|would)\b"
    r"|\b(?:in|at)[ \t]+the[ \t]+(?:back[ \t]+of[ \t]+the[ \t]+)?(?:textbook|book|lecture)\b"
    r"|(?:如果|假如|假设|假設|要是)[^。！？.!?\n]{0,40}(?:就|则|則)"
    # ... and in other languages: "Gdyby kąt wynosił 60°, pole byłoby ...", "例：..."
    r"|\b(?:gdyby|kdyby|если[ \t]+бы)\b|\bwenn\b[^.!?\n]{0,60}\b(?:wäre|würde|hätte)\b"
    r"|\bsi\b[^.!?\n]{0,60}\b(?:fuera|fuese|sería|serait|était)\b|(?:^|[\s(])例[ \t]*[:：]|例えば|例如|比如"
    # a tool's result: "A CAS gives $\boxed{24\pi}$ for ..., but here ..."
    r"|\b(?:a|the|my)[ \t]+(?:cas|calculator|computer|tool|program|script|software|solver"
    r"|wolfram(?:[ \t]*alpha)?|code|python)[ \t]+(?:gives|gave|returns|returned|outputs|output"
    r"|says|said|shows|showed|prints|printed)\b"
    # another solution's result: "Another solution I saw online gives $\boxed{6}$.", "Many
    # solutions online give $\boxed{\frac{1}{17}}$, but ..."
    r"|\b(?:solutions?|sources?|websites?|sites?|answer[ \t]+keys?)[ \t]+(?:I[ \t]+(?:saw|found|read)[ \t]+)?"
    r"(?:online[ \t]+|on[ \t]+the[ \t]+(?:web|internet)[ \t]+)?(?:gives?|gave|says?|said|lists?|listed"
    r"|shows?|showed|claims?|claimed|gets?|got)\b"
    # someone else's answer by name or role: "Reviewer 2 thinks the answer is ..."
    r"|\b\w+(?:[ \t]+\d+)?[ \t]+(?:thinks|claims|believes|argues|suggests|insists)[ \t]+"
    r"(?:that[ \t]+)?(?:the[ \t]+)?(?:final[ \t]+)?answer\b"
    # a plan, not a result: "I would evaluate $\binom{10}{4}$ and expect to get $\boxed{210}$"
    # (not the question's own words: "the total number of birds Lillian can expect to see")
    r"|(?<!\bcan[ \t])(?<!\bcould[ \t])\bexpect(?:s|ed)?[ \t]+to[ \t]+(?:get|find|obtain|see|reach"
    r"|end[ \t]+up[ \t]+with)\b"
    # an example like the problem, worked after it: "Similarly, the midpoint of $(1, 1)$ and
    # $(3, 5)$ would be $\boxed{(2, 3)}$."
    r"|\b(?:similarly|likewise)\b[^.!?\n;]{0,80}\bwould[ \t]+(?:be|give|get|equal|have)\b"
    r"|\b(?:template|sample|example|illustration|placeholder|hypothesis|conjecture)[ \t]*"
    r"(?:output|answer)?[ \t]*:)"
    # up to the statement, with no turn back to the model's own voice ("..., but I get")
    r"(?:(?!\b(?:but|however|whereas|although|though|yet|while|I|my|we|our|so|thus|therefore"
    r"|hence|then)\b)[^.!?\n;]){0,60}$",
    re.IGNORECASE,
)
# A value the sentence names as a wrong answer ("A common wrong answer is $\boxed{29}$."), or an
# example output: not the model's answer, unless a right or correct one follows in the sentence.
_NAMED_WRONG = re.compile(
    r"(?:\b(?:wrong|incorrect|mistaken|naive|tempting|trap)[ \t]+(?:answer|guess|result)s?"
    r"[ \t]+(?:is|are|would[ \t]+be|was|of)\b|\b(?:common|typical|frequent|classic)[ \t]+"
    r"(?:mistake|error|trap|pitfall)[ \t]+(?:is|would[ \t]+be)\b"
    r"|\b(?:example|sample)[ \t]+(?:output|answer|response)\b)"
    r"(?:(?!\b(?:but|however|right|correct|actual|true|I|my|we|our)\b)[^.!?\n;]){0,60}$",
    re.IGNORECASE,
)
# The same scan on the lower-cased fragment (speed only, `gates.case_folded`: ~4x faster).
_NOT_STATED_BY_MODEL_FOLDED = case_folded(_NOT_STATED_BY_MODEL)
# ... one opening at a time, each only where the fragment holds its words (speed only,
# `rppo_check.prefilter`: the ~30 openings tried at each position cost ~40 µs a fragment)
_NOT_STATED_OPENINGS = split_openings(_NOT_STATED_BY_MODEL_FOLDED)
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|etc|cf|vs|viz)\.$", re.IGNORECASE)
# A heading over the working that calls it wrong: "**Incorrect solution (for contrast):**",
# "Wrong approach:" (on the statement's line or the line before it).
WRONG_HEADING = re.compile(
    r"[ \t#>*_-]*(?:an?[ \t]+)?(?:incorrect|wrong|flawed|erroneous|mistaken|bad|naive)"
    r"[ \t]+(?:solution|approach|attempt|method|answer|reasoning|version|working|example)\b"
    r"[^\n.:!?]{0,40}[:*]",  # a heading: it ends in a colon or in bold
    re.IGNORECASE,
)
# A line that is a label and its value ("Incorrect answer: 91") heads nothing after it.
_HOLDS_ITS_VALUE = re.compile(r"[:：][ \t*_]*\$?-?\d[\d,.]*[ \t*_.]*$")
_OPENING_WINDOW = 200
# Before a statement, what leaves its line without words of its own: markup, or the opening of a
# Minerva answer line ("Final Answer: The final answer is $16\pi$." under "like this example:").
_LINE_OPENING = re.compile(
    r"[ \t*#>$]*(?:\\[(\[][ \t]*)?(?:final[ \t]+answer[ \t]*:[ \t]*(?:the[ \t]+)?)?", re.IGNORECASE
)
_OPENING_MATCH = 130  # longer than any match of `_NOT_STATED_BY_MODEL` (an opening + 60)


def _sentence_start(text: str, window: int, end: int) -> int:
    """Just after the last `.`, `!` or `?` in `text[window:end]`, else `window` (written out, not
    as a generator over the three marks: it runs for every statement)."""
    return max(
        window,
        text.rfind(".", window, end) + 1,
        text.rfind("!", window, end) + 1,
        text.rfind("?", window, end) + 1,
    )


_ENDORSEMENT_WINDOW = 400


def _endorsed_quote(text: str, start: int) -> bool:
    """Whether a quotation closes on the line of the statement at `start` and the model agrees
    with it right after (`_ENDORSED`): `The answer key says: "The answer is 50." That's right.`"""
    # (within `_ENDORSEMENT_WINDOW`: thousands of quoted boxes on one line stay linear)
    line_end = text.find("\n", start, start + _ENDORSEMENT_WINDOW)
    line_end = min(len(text), start + _ENDORSEMENT_WINDOW) if line_end < 0 else line_end
    for mark in ('"', "”"):
        close = text.find(mark, start, line_end)
        while close >= 0:
            if _ENDORSED.match(text, close + 1):
                return True
            close = text.find(mark, close + 1, line_end)
    return False


def not_the_models(text: str, start: int) -> bool:
    """Whether the statement at `start` opens in a sentence that reports, supposes or shows it
    (above); a line that ends in a colon ("like this:") leads into the next. A quotation the model
    then agrees with is its own."""
    if _reported(text, start):
        return not (('"' in text or "”" in text) and _endorsed_quote(text, start))
    return False


# A statement that opens by naming another source's answer: "The answer in the back of the book is
# $0$", "The answer given in the key is 18".
_ANSWER_OF_A_SOURCE = re.compile(
    r"[ \t*]*(?:the[ \t]+)?(?:final[ \t]+)?answer[ \t]+(?:(?:given|listed|printed|shown)[ \t]+)?"
    r"(?:in|at|from)[ \t]+the[ \t]+(?:back[ \t]+of[ \t]+the[ \t]+)?(?:book|textbook|key|answer[ \t]+key"
    r"|manual|solutions?)\b",
    re.IGNORECASE,
)
# Someone else's answer the model agrees with, then its own statement after a colon.
_AGREED_THEN_SAID = re.compile(
    r"\b(?:agrees?|matches|confirms?|is[ \t]+(?:also[ \t]+)?(?:right|correct))"
    # ("agrees with mine:", "matches my answer:")
    r"(?:[ \t]+(?:with[ \t]+)?(?:mine|ours|my[ \t]+(?:own[ \t]+)?(?:answer|result|value)))?"
    r"[ \t]*[:：][ \t]*\$*[ \t]*$",
    re.IGNORECASE,
)


def _line_before(text: str, line_start: int) -> tuple[int, str]:
    """Where the line before the one at `line_start` starts (its newline) and that line, over one
    blank line ("Here is a sample output for this kind of question:\n\n\\(\\boxed{56}\\)")."""
    end = line_start - 1
    previous_start = text.rfind("\n", max(0, end - _OPENING_WINDOW), end)
    previous = text[max(previous_start + 1, end - _OPENING_WINDOW) : end]
    if not previous.strip() and previous_start > 0:
        end = previous_start
        previous_start = text.rfind("\n", max(0, end - _OPENING_WINDOW), end)
        previous = text[max(previous_start + 1, end - _OPENING_WINDOW) : end]
    return previous_start, previous


def _reported(text: str, start: int) -> bool:
    if _ANSWER_OF_A_SOURCE.match(text, start):
        return True  # "The answer in the back of the book is $0$, but my computation gives $3$"
    # (at most `_OPENING_WINDOW` characters back: thousands of boxes on one line stay linear)
    line_start = text.rfind("\n", max(0, start - _OPENING_WINDOW), start) + 1
    window = max(line_start, start - _OPENING_WINDOW)
    fragment_start = _sentence_start(text, window, start)
    while fragment_start > window and _ABBREVIATION.search(
        text, max(window, fragment_start - 5), fragment_start
    ):
        # "..., e.g. $\boxed{47}$": the full stop of an abbreviation ends no sentence
        fragment_start = _sentence_start(text, window, fragment_start - 4)
    fragment = text[fragment_start:start]
    previous_line = text.rfind(
        "\n", max(0, line_start - 1 - _OPENING_WINDOW), max(0, line_start - 1)
    )
    if WRONG_HEADING.match(text, line_start) or (
        line_start > 0
        and WRONG_HEADING.match(text, previous_line + 1)
        and not _HOLDS_ITS_VALUE.search(text[previous_line + 1 : line_start - 1])
    ):
        return True  # under "**Incorrect solution (for contrast):**"
    if _LINE_OPENING.fullmatch(fragment) and line_start > 0:
        previous_start, previous = _line_before(text, line_start)
        if previous.lstrip().startswith("```") and previous_start > 0:
            # a statement shown in a code block: the line before the fence leads into it
            # ("For reference, the expected format is:\n```\n<answer>157</answer>")
            before = text.rfind("\n", max(0, previous_start - _OPENING_WINDOW), previous_start)
            previous = text[max(before + 1, previous_start - _OPENING_WINDOW) : previous_start]
        if previous.rstrip().endswith(":"):
            fragment = previous
    if fragment.rstrip(" \t$").endswith((":", "：")) and _AGREED_THEN_SAID.search(fragment):
        return False  # "The textbook's answer, $\frac{5}{37}$, agrees: $\boxed{\frac{5}{37}}$."
    if _PLAN_STEP_FORMAT.match(fragment) and _STEP_NUMBER.search(text, 0, fragment_start):
        return False  # "**5. FORMAT:** $\boxed{(a + 5)(b + 2)}$": a numbered step of its own plan
    abroad = not text.isascii() or has_any(fragment.lower(), _ASCII_ABROAD_WORDS)
    if abroad and _reported_abroad(fragment):
        return True  # "Если бы ..., вероятность была бы $\boxed{…}$", "Kolega mówi, że ..."
    # (speed only) a match ends the fragment and spans at most ~110 characters
    fragment = fragment[-_OPENING_MATCH:]
    low = lowered(fragment)
    if low is not None and _OPENING_WORD.search(low) is None:
        return False  # (speed only: no word of any scan below, nor an apostrophe)
    if low is None or _may_not_be_stated(low):
        if low is None:
            found = _NOT_STATED_BY_MODEL.search(fragment) is not None
        else:
            found = any_opening_matches(_NOT_STATED_OPENINGS, low)
        if found:
            return True
    if low is None or has_any(low, _NAMED_WRONG_WORDS):
        if _NAMED_WRONG.search(fragment) is not None:
            return True
    if "'" not in fragment and "’" not in fragment:
        return False  # (speed only: every possessive holds an apostrophe)
    return _POSSESSIVE_OPENING.search(fragment) is not None


# Speed only (`rppo_check.gates`): each scan above costs ~10-25 µs a statement (a case-insensitive
# alternation tried at each of up to 130 positions), and 9 in 10 statements in MATH solutions
# hold none of these words. Every match of `_NOT_STATED_BY_MODEL` holds, lower-cased, one of
# `_NOT_STATED_WORDS` (one or more per alternative: each verb of "you said", `not`, `never`, the
# apostrophe of `n't` and of a possessive, `example`, `instance`, `e.g.`, `such`, `you`, the colon
# of "like this:" and "format ...:", a grader's `rubric`, `scheme`, `credit`, `mark`) or `answer`
# with one of `_SUPPOSING` ("if the answer were");
# every match of `_NAMED_WRONG` holds one of `_NAMED_WRONG_WORDS` (its first words).
# tests/check/test_speed_gates.py checks both on random fragments built from the regexes' words.
_NOT_STATED_WORDS = (
    "say", "said", "claim", "state", "suggest", "think", "thought", "believe", "wrote", "write",
    "gives", "gave", "tells", "told", "assert", "not", "never", "'", "’", "example", "instance",
    "expect",
    "e.g.", "such", "you", ":", "according", "obvious", "naive", "tempting", "intuitive", "guess",
    "argue", "conclude", "were", "been", "book", "lecture",
    "如果", "假如", "假设", "假設", "要是", "insist", "gdyby", "kdyby", "если", "wenn", "fuera",
    "fuese", "sería", "serait", "était", "例", "比如", "cas ", "cas\t", "calculator", "computer", "tool",
    "program", "script", "software", "solver", "wolfram", "code", "python", "untrue", "false",
    "put", "give", "express", "present", "enter", "provide", "similarly", "likewise",
    "solution", "source", "site", "key", "lists", "shows", "sheet", "answered", "replied",
    "reference", "rubric", "scheme", "grading", "credit", "mark", "sample", "instruction",
    "reply", "respond", "supposedly", "allegedly", "reportedly", "purportedly", "reads",
)  # fmt: skip
_SUPPOSING = ("if", "suppos", "assum")
_NAMED_WRONG_WORDS = (
    "wrong", "incorrect", "mistaken", "naive", "tempting", "trap", "common", "typical",
    "frequent", "classic", "example", "sample",
)  # fmt: skip


# Every gate word above, and `answer` (speed only: one scan rules out all three scans of
# `not_the_models` for 7 in 10 statements in MATH solutions; the apostrophes of `_NOT_STATED_WORDS`
# stand for the possessive opening).
_OPENING_WORD = any_word((*_NOT_STATED_WORDS, *_NAMED_WRONG_WORDS, "answer"))


# A step of the model's own numbered plan named "Format" (BREAKDOWN, PLAN, SOLVE, VERIFY, FORMAT):
# its statement is the answer, no format shown as an example.
_PLAN_STEP_FORMAT = re.compile(r"[ \t*#]*format[ \t*]*:[ \t*$]*$", re.IGNORECASE)
_STEP_NUMBER = re.compile(r"(?:^|\n)[ \t*#]*\d{1,2}\.$")
_REPORTED_ABROAD = re.compile(FOREIGN_REPORTED, re.IGNORECASE)
# (speed only) the words of `FOREIGN_REPORTED` an ASCII text of another language may hold: Dutch,
# Swedish, Indonesian, German, French, Spanish, Italian text is often ASCII ("Stel dat de noemer
# $\sqrt{3}$ is, dan krijg je $\boxed{2\sqrt{3}}$.")
_ASCII_ABROAD_WORDS = (
    "stel dat", "veronderstel", "antag", "anta at", "oletetaan", "misalkan", "andaikan",
    "angenommen", "supposons", "supongamos", "suponiendo", "supponiamo", "supponendo",
    "suponhamos", "supondo", "laut ", "selon ", "secondo ", "segundo ", "podle ", "zegt", "dice ",
    " dit que", " sagt", "bilang", "mengatakan", "sarebbe", "serait",
)  # fmt: skip
# "But" in other languages: the model's own voice again after a report ("..., ale ja liczę ...").
_TURN_ABROAD = re.compile(
    r"(?<![^\W\d_])(?:but|pero|mais|aber|но|але|ale|ama|ancak|nhưng|però|mas|maar|men|tetapi|tapi"
    # (and "so", as in English: "el profesor dijo que ..., así que: $\boxed{…}$" takes it up)
    r"|αλλά|so|así\s+que|por\s+lo\s+tanto|donc|alors|quindi|dunque|então|portanto|also|daher"
    r"|поэтому|значит|тому|отже|więc|zatem|dus|daarom|så|därför|yani|jadi|vì\s+vậy)(?![^\W\d_])"
    r"|但|可是|所以|因此|だから|따라서|لكن|لذلك|אבל|לכן|लेकिन|इसलिए|اما|پس",
    re.IGNORECASE,
)


def _reported_abroad(fragment: str) -> bool:
    """Whether the fragment before a statement reports someone else's answer or supposes one in
    another language (`languages.FOREIGN_REPORTED`), with no turn back to the model's own voice
    after it."""
    # (the statement's clause: "Gdyby ..., wynosiłby $\frac{1}{16}$; bez zwracania wynosi ...")
    fragment = fragment[max(fragment.rfind(";"), fragment.rfind("；")) + 1 :]
    found = _REPORTED_ABROAD.search(fragment)
    while found is not None:
        if not _TURN_ABROAD.search(fragment, found.end()):
            return True
        found = _REPORTED_ABROAD.search(fragment, found.end())
    return False


def _may_not_be_stated(low: str) -> bool:
    """The gate of `_NOT_STATED_BY_MODEL` on a lower-cased fragment (above)."""
    if has_any(low, _NOT_STATED_WORDS):
        return True
    return "answer" in low and has_any(low, _SUPPOSING)
