r"""Retractions: words after the final answer that take it back, and what they put in its place.

`retracted` looks after the final statement for a strong marker (`_ANNOTATED`, `_RETRACTION`:
the full word list) or a weak one that opens a sentence (`_WEAK_RETRACTION`), and says what
stands: the correction stated after it, no answer, or the answer as it was. Which words take an
answer back and what then counts: packages/check/README.md, "Anti-hacking" (the retraction
rule). Linear regexes: bounded in time.
"""

from __future__ import annotations

import re
from fractions import Fraction

from rppo_check.arith import arithmetic_value
from rppo_check.echoes import compact_math
from rppo_check.finalvalue import final_value
from rppo_check.gates import has_any, lowered
from rppo_check.languages import (
    FOREIGN_ABOUT,
    FOREIGN_CORRECTION,
    FOREIGN_DENIAL,
    FOREIGN_REPORTED,
)
from rppo_check.markers import boxes
from rppo_check.marks import CROSS_MARK, CROSS_MARKS
from rppo_check.numeric import parse_number
from rppo_check.prefilter import never_starts_at_blank_after_word, starts_only_at_word_edges
from rppo_check.said import COUNTERFACTUAL, WRONG_HEADING
from rppo_check.stance import STRIKE, STRUCK, YES
from rppo_check.tail import TailAnswer, last_expression, last_stated_number

# (answers, marker): what stands after a retraction; `((), "none")` when it leaves no answer.
Correction = tuple[tuple[str, ...], str]

# English that withdraws the answer without the list's words: an evaluation of it ("That result
# is bogus", "This is definitely incorrect", "that's way off"), or of the working ("Something
# went wrong", "I messed up", "doesn't add up", "I must have miscounted").
_DENIAL_EN = (
    r"(?:that|this|it|which|the\s+(?:answer|result)|my\s+(?:answer|result)|that\s+result"
    r"|this\s+result)(?:'s|\s+is|\s+was|\s+would\s+be|\s+seems|\s+looks)\s+(?:\w+ly\s+)?"
    r"(?:wrong|incorrect|off|bogus|nonsense|not\s+(?:right|correct))"
    r"|(?:that|this)(?:'s|\s+is)\s+way\s+off|(?:got|have|had)\s+the\s+wrong\s+(?:answer|result)"
    r"|(?:that|this|it)(?:'s|\s+is|\s+was)\s+the\s+wrong\s+(?:answer|result)"
    r"|(?:doesn't|does\s+not|didn't|did\s+not)\s+(?:look|seem|sound)\s+right"
    r"|(?:doesn't|does\s+not|didn't)\s+(?:add\s+up|make\s+sense)|makes\s+no\s+sense"
    r"|something(?:'s|\s+is|\s+was)?\s+(?:off|wrong)|went\s+wrong|messed\s+up|screwed\s+up"
    r"|goofed|not\s+quite(?=\s*[.!]|\s*$)|(?:can't|cannot)\s+be(?=\s*[.!]|\s*$)"
    r"|I\s+doubt|(?:that|this|it)(?:'s|\s+is|\s+was)\s+impossible(?=[\s,]*(?:though|however)?[\s.!]*$)|not\s+convinced|(?:I'm|I\s+am)\s+off|(?:arithmetic|calculation)\s+slip"
    r"|must\s+have\s+mis\w+"
    # ("Hmm, I don't think that's right. Let me start over.")
    r"|(?:don't|do\s+not)\s+think\s+(?:that|this|it)(?:'s|\s+is)\s+(?:right|correct)"
    # a check that finds the values at odds and leaves them so: "Hmm, that's 153, but above I got
    # 162. These don't agree, so one of the two conversions is wrong."
    # (the values, not the model: "My tutor replied: 'No, the answer is 50.' I don't agree.")
    r"|(?:these|they|the\s+two|both|the\s+(?:results|values|numbers|answers|totals))\s+"
    r"(?:(?:don't|do\s+not|didn't|did\s+not)\s+(?:agree|match)|disagree)\b|(?:this|that|it|which)\s+"
    r"(?:doesn't|does\s+not|didn't|did\s+not)\s+(?:agree|match)|inconsistent|discrepanc(?:y|ies)"
)
_LETTER = (
    r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0900-\u0dff\u0e00-\u0eff"
    r"\u1000-\u109f\u1780-\u17ff])"
)
_INTERJECTION_LINE = (
    # (one word or two: "Күтө туруңуз, мен жаңылдым: ...")
    rf"^[ \t*]*{_LETTER}{{2,20}}(?:[ \t]+{_LETTER}{{2,20}})?[ \t]*[,，、][^\n:：=]{{1,80}}[:：](?=[^\n=]*$)"
)
# "Never mind the number of hens; it does not change the count.": never mind a detail of the
# problem, not the answer ("never mind the above", "never mind my answer" still take it back).
_MINDS_A_DETAIL = (
    r"[ \t]+(?:the|about|how|why|whether|if)\b"
    r"(?![ \t]+(?:above|previous|last|earlier|first|answer|result|calculation|mistake|error"
    r"|final|total|number\s+I)\b)"
)
# More facts needed before an answer: "I need the actual counts to answer.", "I would need more
# data to solve it" (after an answer: it was not given after all)
_NEEDS_MORE_FIRST = (
    r"I\s+(?:would\s+|will\s+|still\s+)?need\s+(?:the|more|some|actual|real|exact|missing"
    r"|additional|further)\b[^.!?\n]{0,40}?\b(?:to|before\s+I\s+can|in\s+order\s+to)\s+"
    r"(?:answer|solve|finish|give\s+(?:an?\s+|the\s+)?answer)"
    # ... or the answer left blank for now: "I'll leave the answer blank until that is clarified."
    r"|leave\s+(?:the\s+(?:final\s+)?answer|it|this)\s+(?:blank|empty|open|unanswered)"
)
# "I withdraw the boxed value until ...", "withdrew my answer": the answer taken back.
_WITHDRAWS_IT = (
    r"withdr[ae]w[ \t]+(?:my|the|this|that)[ \t]+(?:(?:boxed|final|above|earlier|stated)[ \t]+)?"
    # (or the value itself: "I withdraw the 26 for now.")
    r"(?:answer|result|solution|value|number|box|\$?\d[\d,.]*)"
)
# An answer held back or struck out after it is given: "Hold the 285 until I confirm the stop; no
# final answer yet.", "I'm pulling this answer until I recheck the division", "~~$6\sqrt{2}$~~ I've
# struck this out and have nothing to replace it with yet."
_HELD_BACK = (
    r"no\s+final\s+(?:answer|value|number|result)\s+yet|pulling\s+(?:this|the|my)\s+answer"
    r"|until\s+I\s+(?:can\s+)?(?:confirm|recheck|re-check|verify|double-check|check)"
    rf"|(?:{STRUCK})\s+(?:this|that|it|the\s+(?:answer|value))\s+out"
)
_RETRACTION = re.compile(
    r"\b(?:wait|oops|sorry|correction|recheck|re-check|recalculat\w*|no,|(?:hold|hang)\s+on"
    # a stumble that turns back: "Err, the second point is (4, 2), so ..."
    r"|(?:err+|erm|whoops|uh-oh|ugh|argh|darn|drat|shoot|oh\s+no)(?=\s*[,!—–])"
    # a mistake admitted, not explained ("It is a common mistake to count the squares")
    r"|(?:I|we)\s+(?:have\s+|'ve\s+)?made\s+(?:a|an)\s+(?:\w+\s+)?(?:mistake|error)"
    r"|(?:my|our)\s+(?:\w+\s+)?(?:mistake|error)|(?:that|this|there)(?:'s|\s+is|\s+was)\s+"
    r"(?:a|an)\s+(?:\w+\s+)?(?:mistake|error|slip)|mistake\s+(?:above|earlier|here)"
    # a typo of its own ("there is a typo in the problem" takes nothing back)
    r"|error\s+(?:above|earlier)|(?:my|(?:I|we)\s+made\s+a|that\s+was\s+a)\s+typo"
    r"|on\s+(?:second\s+thought|reflection)|my\s+bad|just\s+kidding"
    # "Scratch the above: ...", "Strike all that.": the answer set aside
    rf"|(?:{STRIKE})\s+(?:that|this|the\s+above|all\s+(?:of\s+)?(?:that|this|the\s+above))"
    # "Mistake on my part: the divisor is x + 2, so ..."
    r"|(?:mistake|error|slip)\s+on\s+(?:my|our)\s+part"
    r"|let\s+me\s+(?:correct|fix|redo|revise|reconsider|rethink|recompute|recount)"
    # "In hindsight I should have said 870", "(I should have used 48 as the denominator: ...)"
    r"|(?:I|we)\s+should\s+have\s+(?:said|written|used|put|answered|given|added|multiplied"
    r"|divided|subtracted|counted|included)"
    r"|(?:I|we)\s+(?:need|have)\s+to\s+(?:fix|correct|redo|revise)\s+(?:this|that|it|my\s+answer)\b"
    r"|(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:not\s+(?:right|correct)|wrong|incorrect)"
    r"|(?:I|we)\s+(?:was|were|am|are)\s+wrong"
    # a correction in other words: "P.S. I read the remainders in the wrong order; it should be
    # $104_6$."
    r"|(?:it|that|this|the\s+(?:answer|result))\s+should\s+(?:have\s+been|be|read)\b"
    # a postscript that puts another value: "P.S. it's 2 — an exponent ≡ 0 (mod 4) lands ..."
    r"|\bP\.?\s?(?:P\.?\s?)?S\.?[ \t:,—–-]+(?:it(?:'s|\s+is|\s+should\s+be)|that(?:'s|\s+is)|make\s+(?:it|that)"
    # ... or another line of the working: "P.P.S. the middle term should be 1/5: the total is 7/10."
    r"|[\w\s]{0,40}?\bshould\s+(?:have\s+been|be)\b"
    r"|\$?-?\d)"
    # a correction that names the right value: "P.S. The correct total is 19,600, because ..."
    r"|the\s+(?:correct|right|actual|true)\s+(?:answer|total|result|value|amount|sum)\s+"
    r"(?:is|was|should\s+be)\b"
    r"|(?:answer|result|solution|above)\s+(?:is|was)\s+(?:wrong|incorrect|not\s+(?:right|correct))"
    r"|(?:this|that|it)(?:\s+is|'s)\s+(?:false|wrong|incorrect)\b"
    # a refusal after all: "#### 18 ... I cannot solve this", "but I don't know the real answer"
    r"|(?:don't|do\s+not|can't|cannot|couldn't|could\s+not)\s+(?:really\s+)?"
    r"(?:know|solve|tell|determine|figure|compute|answer|prove|produce|verify|confirm|finish|complete"
    r"|continue|proceed|be\s+(?:sure|certain)|say|find|work\s+(?:it\s+|this\s+)?out|stand\s+by|vouch\s+for"
    r"|do\s+(?:it|this|that)|give\s+(?:you\s+)?(?:an?\s+|the\s+|any\s+)?(?:final\s+|single\s+|unique\s+|definite\s+)?"
    r"(?:answer|number|value))"
    # more facts needed first: "I need the actual counts to answer."
    rf"|{_NEEDS_MORE_FIRST}"
    # not able to: "I was not able to finish the computation."
    r"|(?:was|were|am|'m|’m|is|are|wasn't|weren't)\s+(?:not\s+)?(?:un)?able\s+to\s+(?:finish|complete"
    r"|solve|answer|determine|work|compute|find|verify|do)"
    # "that can't be right", "let me start over": the answer is set aside
    r"|(?:can't|cannot|can\s+not|couldn't|could\s+not)\s+be\s+(?:right|correct|it)"
    r"|(?:start|begin)\s+(?:over|again|from\s+scratch)|(?:try|do)\s+(?:it\s+|this\s+)?again"
    r"|(?:work|figure)\s+(?:it|this|that)\s+out\s+again"
    # a reading of the question again: "Re-reading the question: it says 63 were sold."
    r"|re-?read\w*|(?:reading|looking\s+at)\s+(?:the\s+(?:question|problem)\s+)?again"
    # the answer shown as a format only: "(This is the format only.)", "The above is only the
    # expected output format."
    r"|(?:only|just)\s+(?:the\s+|an?\s+)?(?:expected\s+)?(?:output\s+)?(?:format|template|example)"
    r"|(?:format|template|example)\s+only"
    # "That is the output format; I'll leave the computation to you."
    r"|(?:that|this)(?:'s|\s+is|\s+was)\s+(?:the|an?|my)\s+(?:expected\s+)?(?:output\s+|answer\s+)?"
    r"(?:format|template)\b|(?:I'll|I\s+will)\s+leave\s+(?:the\s+\w+|it|this|the\s+rest)\s+to\s+you"
    # "(It is not.)": a denial with nothing after it
    r"|(?:it|that|this)(?:\s+is|\s+was|'s)\s+not(?=\s*[.!)]|\s*$)|(?:it|that|this)\s+(?:isn't|wasn't)(?=\s*[.!)]|\s*$)"
    # doubt about its own answer: "For this question I am not sure."
    r"|(?:I\s+am|I'm|I\s+was|we\s+are|we're)\s+(?:still\s+|really\s+)?"
    r"(?:not\s+(?:sure|certain|confident)|unsure|uncertain)"
    # words that set the answer aside
    rf"|never[ \t-]*mind(?!{_MINDS_A_DETAIL})|disregard|ignore\s+(?:that|this|the\s+(?:\w+\s+)?above|my|what)"
    # "(Rough draft — ...)": the answer is not one yet
    r"|rough\s+draft"
    # ("...; ignore it.", "(ignore it)", "please ignore it": said to the reader, not "so we ignore
    # it" of a small term)
    r"|(?:(?<=[;(:]\s)|(?<=[;(:])|(?<=please\s))ignore\s+it\b"
    # "Upon review, the answer above is premature."
    r"|premature"
    # "Cancel that — ...", "Belay that: ...", "Forget the above; ...": the answer set aside
    r"|(?:cancel|belay|forget)\s+(?:that|this|the\s+above|all\s+(?:of\s+)?(?:that|this))"
    # a second reading that turns back: "Mea culpa — ...", "On review: ...", "Upon closer
    # inspection, ...", "Second look: ...", "Looking again, ...", "Rethinking: ..."
    r"|mea\s+culpa|(?:on|upon|after)\s+(?:(?:a|further|closer|second)\s+)?(?:review|inspection|look)"
    r"|upon\s+reflection|(?:second|another|closer)\s+look(?=\s*[,:—–])"
    r"|(?:looking\s+(?:again|closer)|rethinking)(?=\s*[,:—–])"
    # "Changed my mind: ...", "Answer pending — ...", "Later note: ..., so it is $\frac{1}{6}$."
    r"|changed\s+my\s+mind|(?:answer|result|value)\s+(?:is\s+)?(?:pending|on\s+hold)"
    r"|(?:later|late)\s+note(?=\s*[:—–])|afterthought(?=\s*[:—–])"
    r"|I\s+take\s+(?:it|that|this)\s+back|retract\w*"
    # "Correcting myself: the roots are ...", "I'm no longer confident in Vieta here; ..."
    r"|correct(?:ing)?\s+myself|no\s+longer\s+(?:confident|sure|certain|convinced)"
    # ("[answer withdrawn by the author]", a line headed "Withdrawn:"; not money withdrawn from
    # an account)
    r"|(?<=answer[ \t])withdrawn|withdrawn[ \t]+by[ \t]+the|(?<![^\n])withdrawn(?=[ \t]*[:—–])|"
    rf"{_WITHDRAWS_IT}"
    r"|I\s+mis(?:read|calculated|counted|typed|spoke)"
    # a mistake admitted without its place: "I think I mixed up hours and minutes somewhere. I'll
    # need to redo this."
    r"|mixed\s+up|(?:need|have)\s+to\s+redo|redo\s+(?:this|it|the)"
    # "— actually, make that 12,420; ...": the value put in the answer's place
    r"|make\s+(?:that|it)\b"
    # an answer that is not one yet
    r"|placeholder|TBD|TBA|to\s+be\s+(?:determined|confirmed|decided|replaced|revised)"
    r"|not\s+(?:yet\s+)?(?:my\s+|the\s+|a\s+)?final|(?<=[\[(])[ \t]*(?:draft|pending)"
    # ("I need to recount the outcomes before giving a final answer", "before this is final")
    r"|before\s+(?:giving|writing|stating|committing\s+to|settling\s+on)\s+(?:a|the|my|any)\s+final"
    r"|before\s+(?:this|it|that)\s+is\s+final"
    rf"|{_HELD_BACK})\b"
    r"|\bno\s*[,.!:]"
    # an edit note
    r"|\b(?:edit(?:ed)?|update[d]?|erratum|errata|corrigendum|revised(?:\s+answer)?|amended"
    # (an addendum that puts another value: "Addendum: he rested for the last half hour, so ...
    # 17.75 km in all."; one that agrees leaves the answer)
    r"|amendment|addend(?:um|a)|corrected(?:\s+answer)?|revision|typo)(?:[ \t]*[:：\-–—]|[ \t]+(?=\$?-?\d))"
    r"|[\[(][ \t]*(?:edit(?:ed)?|update[d]?|correction|erratum)[ \t]*[\])]"
    # a correction labelled so at its line's start: "Mistake: 1 + 1/n → 1, so the limit is 1.",
    # "Revised after rechecking: ..."
    r"|(?:^|(?<=\n))[ \t*]*(?:mistake|error|(?:revised|corrected|updated)\b[^:\n]{0,30})[ \t*]*:"
    # a sentence (or a parenthesis) that opens by denying: "Wrong! 20", "(Not 18; 20.)"
    r"|(?:^|(?<=[.!?(\n]))[ \t*]*(?:wrong|incorrect|false|nope)\b"
    r"|(?:^|(?<=[.!?(\[\n]))[ \t*]*not[ \t]+(?=\$?-?(?:\d|\\[a-z]|\([ \t]*-?\d))"
    # a verdict given by a role: "Teacher: incorrect, see me.", "Self-evaluation: [VERIFY] wrong."
    r"|(?:^|(?<=\n))[ \t*]*[A-Za-z][A-Za-z -]{0,30}[ \t*]*:[ \t*]*(?:\[[A-Za-z]+\][ \t]*)?"
    r"(?:wrong|incorrect|false)\b"
    # a sentence that judges the value itself: "18 is wrong, though", "$18$ seems incorrect"
    r"|(?:^|(?<=[.!?\n]))[ \t]*(?:(?:hmm+|oh|ah|uh|well|but|so)[,.]*[ \t]+)?"
    r"\$?-?\d[\d,.]*\$?[ \t]+(?:is|was|seems|looks)[ \t]+"
    r"(?:wrong|incorrect|not[ \t]+(?:right|correct))\b"
    rf"|{FOREIGN_DENIAL}|{FOREIGN_CORRECTION}|\b(?:{_DENIAL_EN})\b"
    # a cross after the answer: "... I hope it is correct. ✗"
    rf"|{CROSS_MARK}|\\(?:xmark|ding\{{5[56]\}})"
    # a summary after the answer restates it: "TL;DR: 147 marbles." must agree with it
    r"|\btl;?dr\b[ \t]*[:：]"
    # in any language, a line that opens with one word and a comma, then says something up to a
    # colon: "Wait, I made a mistake: ...", "Чакай, сбърках знака: ...", "Teka, nagkamali ako:
    # ...": what follows the colon is put in the answer's place (a check with `=` is no such line)
    rf"|{_INTERJECTION_LINE}",
    re.IGNORECASE | re.MULTILINE,
)
# After a retraction word, a check that confirms the answer takes nothing back ("Wait, let me
# double-check ... Yes, $18 a day is right. Over a week that would be $126.").
# A check of the answer opening ("To verify, ...:"), and a text that ends as finished text does
# (not on a word the token limit cut it at).
_CHECKING = re.compile(
    r"[ \t*#>]*(?:to[ \t]+(?:verify|check|double-check|confirm)|let(?:'s|[ \t]+me|[ \t]+us)[ \t]+"
    r"(?:verify|check|double-check|confirm))\b",
    re.IGNORECASE,
)
_ENDS_FINISHED = re.compile(r"[.!?)\]}$'\"\d]\s*$")
# Another way to the same answer, after it: "Alternatively, completing the square: ..., which
# again gives $-\frac{1}{2} < x < 3$." (a method, not another answer).
ANOTHER_WAY_AGREES = re.compile(
    r"[\s$.,;*\]\\]*(?:alternatively|another[ \t]+way)\b[^\n]{0,600}?\b(?:again|also)[ \t]+"
    r"(?:gives?|yields?|get|gets|obtain|find|arrive|confirms?)\b",
    re.IGNORECASE,
)
_PAUSE = re.compile(r"[ \t,.!:;—–-]*")
# The last sentence of a check says the answer holds.
CHECK_AGREES = re.compile(
    r"(?:^|[.!?:]\s)[ \t*_]*(?:yes|yep|good|great|perfect|correct|right|confirmed|verified)\b"
    r"[^.!?\n\d]*[.!]?[ \t*_]*$|\b(?:checks[ \t]+out|that(?:'s|[ \t]+is)[ \t]+(?:correct|right))\b[.!]?\s*$",
    re.IGNORECASE,
)


def check_agrees(text: str, start: int) -> bool:
    """Whether the check after `start` ends on a sentence, with no number, that agrees ("Yes,
    that's correct."), and nowhere turns ("actually", "wrong", "should be", ...)."""
    return CHECK_AGREES.search(text, start) is not None and _CHECK_TURNS.search(text, start) is None


_CHECK_TURNS = re.compile(
    r"\b(?:actually|wrong|mistake|error|instead|should[ \t]+be|isn't|incorrect|oops|rather)\b"
    # ("11 × 8 = 88, which is enough, while 10 × 8 = 80 is not.": a number that falls short, no
    # turn of the check)
    r"|(?<!\d[ \t]is[ \t])\bnot\b(?![ \t]+(?:enough|sufficient)\b)",
    re.IGNORECASE,
)

# An apology for how the working was shown, not for its value.
_ONLY_HOW_IT_WAS_SHOWN = re.compile(
    r"[ \t,.!:;—–-]*(?:I[ \t]+)?(?:should[ \t]+have|forgot[ \t]+to|didn't|did[ \t]+not|for[ \t]+not)"
    r"[ \t]+(?:show|explain|write|include|mention|list|spell)\w*[ \t]+(?:out[ \t]+)?"
    r"(?:the[ \t]+|every[ \t]+|each[ \t]+|all[ \t]+|my[ \t]+)?"
    r"(?:(?:middle|intermediate|missing|full|last|first|second|next|final)[ \t]+)?"
    r"(?:steps?|work(?:ing)?|details?|calculations?|units?)\b",
    re.IGNORECASE,
)
# The answer withdrawn or held back, naming it or not ("I withdraw the 26 for now.").
_HOLDS_IT_BACK = re.compile(rf"\b(?:{_WITHDRAWS_IT}|{_HELD_BACK})\b", re.IGNORECASE)
_CONFIRMED = re.compile(
    rf"\b(?:{YES}|confirm(?:s|ed)?|checks?\s+out|(?:is|was|are)\s+(?:indeed\s+)?(?:right|correct))\b",
    re.IGNORECASE,
)
_DENIED = re.compile(
    r"\b(?:not|n't|wrong|incorrect|mistake|error|placeholder|TBD)\b", re.IGNORECASE
)
_WEAK_RETRACTION = re.compile(
    r"(?:^|(?<=[.!?\n])|(?<=[.!?]\$))[ \t]*(?:(?:hmm+|oh|ah|well|but|so)[,.!]?[ \t]+)?"
    r"(?:actually|instead|rather)\b",
    re.IGNORECASE | re.MULTILINE,
)
# An answer that is a word: `\text{Monday}`, `Friday`, `\textbf{odd}`.
_WORD_ANSWER = re.compile(r"\s*(?:\\text(?:bf|rm)?\s*\{\s*)?([A-Za-z]{2,20})\s*\}?\s*")
_JUDGED_WRONG = re.compile(r"wrong|incorrect|not\s+(?:right|correct)|mistake", re.IGNORECASE)
# An answer that is an option letter (`(B)`, `\text{(B)}`, `B`), and a letter named after it.
_OPTION_ANSWER = re.compile(
    r"\s*(?:\\text(?:bf)?\s*\{\s*)?(?:\\?\(|\\textbf\{)?\s*([A-E])\s*\)?\s*\}?\s*\}?\s*"
)
_OPTION_MENTION = re.compile(r"\(([A-E])\)|\b(?:option|choice)\s+\(?([A-E])\b")
_DENIES_FIRST = re.compile(r"[\s(*]*not\b", re.IGNORECASE)
# Where a correction's first clause ends and its explanation begins.
_CLAUSE_BREAK = re.compile(
    r"\s+[—–]\s+|\s*--\s+|[:;]\s+|[.!)](?:\s|$)|,\s+(?:since|because|as)\b|\s+(?:because|since)\b"
    r"|,\s+(?=(?:I|we)\s+(?:forgot|missed|misread|used|left|counted|added|took|had|did)\b)"
    r"|\s+\("
)
_CLAUSE_VALUE = re.compile(
    r"(?<![\w.,])-?\$?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,])|(?<![\w.,])-?\$?\d+(?:\.\d+)?(?![\d.])"
)
_CLAUSE_WORDS = re.compile(
    r"(?:(?:it'?s|it\s+is|that'?s|the\s+(?:answer|total|result)\s+is|actually|so|make\s+that"
    r"|should\s+be|is|equals?)\s+)*",
    re.IGNORECASE,
)


def _first_clause_value(after: str, *, denied: bool) -> str | None:
    """The one number a correction's first clause states, where only correction words stand
    around it ("it's actually 14,740", "378"); after a denial ("(Not 39; 49.)") the clause after
    the denied value. None otherwise."""
    if denied:
        skip = _CLAUSE_BREAK.search(after)
        if skip is None:
            return None
        after = after[skip.end() :]
    end = _CLAUSE_BREAK.search(after)
    clause = after[: end.start() if end else len(after)]
    if end is None or len(clause) > 60:
        return None  # (no explanation after it: the reading above already takes its value)
    words = _CLAUSE_WORDS.match(clause)
    rest = clause[words.end() if words else 0 :].strip(" $*")
    value = _CLAUSE_VALUE.fullmatch(rest.rstrip(" .")) if rest else None
    return value.group(0).lstrip("$") if value else None


_DOUBT = re.compile(
    r"^i\s+doubt|(?:not|no\s+longer)\s+(?:sure|certain|confident|convinced)|unsure|uncertain", re.I
)
# An edit or a second look that says the answer stands as it was.
_UNCHANGED = re.compile(
    r"\b(?:(?:answer|result|value|total)\s+(?:is|stays|remains)\s+(?:unchanged|the\s+same)"
    r"|(?:answer|result|value|total)\s+(?:still\s+)?stands|does(?:n't|\s+not)\s+change\s+the"
    r"\s+(?:answer|result|total)"
    # an edit of the presentation ("Edit: fixed a typo in the working."), an order that does not
    # matter ("Sorry, I wrote $x = \frac32$ before $x = -2$; the order does not matter.")
    r"|(?:fixed|corrected)\s+(?:a\s+|the\s+|some\s+)?(?:(?:latex|markdown|small|minor)\s+)?"
    r"(?:typos?|formatting|spelling|wording)"
    r"(?:\s+(?:in|of)\s+(?:the\s+|my\s+)?(?:working|explanation|steps?|text|solution))?"
    r"|order\s+(?:does(?:n't|\s+not)|did(?:n't|\s+not))\s+matter)\b",
    re.IGNORECASE,
)
_ANY_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
# A place in the working named by its number: "step 2", "line 3", "equation (4)".
_NUMBERED_PLACE = re.compile(r"\b(?:step|line|equation|part|row)\s*\(?\d+\)?", re.IGNORECASE)
# Right after the final statement, an annotation that judges it: `\boxed{18} (wrong)`,
# `\boxed{18}\text{ (incorrect)}`, `#### 18 -- wrong`, `$\boxed{18}$ is not the answer`.
_ANNOTATED = re.compile(
    # what may stand between: spaces, math delimiters, brackets, dashes, LaTeX spacing and text
    # commands (`\boxed{18} \; (\text{incorrect})`, `\boxed{18}\text{ -- not correct}`)
    # (and a cross in math before the word: `\boxed{…} \quad ($\times$ wrong)`)
    # (and a closing math delimiter: "\(\boxed{156}\) is NOT the answer")
    r"(?:[ \t$*}~(:,–—←⟵⇐-]|<-|\\[,;:! )\]]|\\q?quad(?![A-Za-z])|\\(?:leftarrow|Leftarrow|gets|times)(?![A-Za-z])"
    r"|\\(?:text|textbf|textit|textrm|mathrm|mbox)\s*\{|\\(?:textcolor|color)\s*\{[a-z]{0,16}\}\s*\{?)*"
    r"(?:is[ \t]+|was[ \t]+)?"
    r"(?:wrong|incorrect|false|invalid|extraneous|rejected|not[ \t]+(?:right|correct|it|the[ \t]+answer"
    r"|final|valid|allowed|admissible|possible|acceptable|in[ \t]+the[ \t]+(?:required[ \t]+)?"
    r"(?:range|domain|interval)|a[ \t]+(?:valid[ \t]+)?solution)"
    r"|(?:cannot|can't|can[ \t]+not|couldn't|could[ \t]+not)[ \t]+(?:possibly[ \t]+)?be[ \t]+"
    r"(?:right|correct|it|the[ \t]+answer)"
    # what the statement only shows: "{"answer": 266} is the expected JSON shape"
    r"|(?:is|was)[ \t]+(?:only[ \t]+|just[ \t]+)?(?:the|an?)[ \t]+(?:[\w-]+[ \t]+){0,2}?"
    r"(?:format|shape|schema|template|example|placeholder))\b"
    # a cross after it: `$9\pi$ ✗`, `#### 18 ❌`, a red `\times` (`\boxed{2\sqrt{3}} \;\;
    # \color{red}{\times}`)
    rf"|{CROSS_MARK}|\\(?:xmark|ding\{{5[56]\}})"
    r"|(?:[ \t$]|\\[,;:! ]|\\q?quad)*\\(?:textcolor|color)\s*\{red\}\s*\{?[ \t]*\\times[ \t}$]*$"
    # ... or denied as the value of what was asked: "$\boxed{35}$ is not the value of $\binom{7}{3}$."
    r"|[ \t$})]*(?:is|was)[ \t]+not[ \t]+the[ \t]+(?:value|result|solution)[ \t]+(?:of|for)\b[^.!?\n]*",
    re.IGNORECASE,
)
# A retraction that denies the answer (not just "sorry" or "wait"): with no number after it, the
# answer is gone.
_WITHDRAWN = re.compile(
    r"\b(?:wrong|incorrect|false|not\s+(?:right|correct|final|sure|certain|confident)|unsure|uncertain"
    r"|unable|not\s+able|start\s+over|start\s+again|begin\s+again|from\s+scratch"
    r"|(?:try|do)\s+(?:it\s+|this\s+)?again"
    r"|(?:format|template|example)\s+only"
    r"|(?:only|just)\s+(?:the\s+|an?\s+)?(?:expected\s+)?(?:output\s+)?(?:format|template|example)"
    r"|(?:that|this)(?:'s|\s+is|\s+was)\s+(?:the|an?|my)\s+(?:expected\s+)?(?:output\s+|answer\s+)?"
    r"(?:format|template)\b|leave\s+(?:the\s+\w+|it|this|the\s+rest)\s+to\s+you"
    r"|(?:it|that|this)(?:\s+is|\s+was|'s)\s+not|isn't|wasn't"
    r"|mistake|error|typo|placeholder|TBD|TBA|I\s+doubt|impossible|(?<=[\[(])[ \t]*(?:draft|pending)"
    r"|before\s+(?:giving|writing|stating|committing\s+to|settling\s+on)\s+(?:a|the|my|any)\s+final"
    r"|before\s+(?:this|it|that)\s+is\s+final"
    r"|kidding|don't|do\s+not|can't|cannot|couldn't|could\s+not"
    rf"|to\s+be\s+(?:determined|confirmed|decided|replaced|revised)|disregard|ignore"
    rf"|never[ \t-]*mind(?!{_MINDS_A_DETAIL})"
    r"|take\s+\w+\s+back"
    r"|retract\w*|(?<=answer[ \t])withdrawn|withdrawn[ \t]+by[ \t]+the|"
    rf"{_WITHDRAWS_IT}"
    rf"|misread|mis(?:calculated|counted)|(?:{STRIKE}|cancel|belay|forget)\s+that|mea\s+culpa"
    # the answer left to be checked or finished: "Scrap that answer; I need to recheck the cycle."
    r"|(?:need|have)\s+to\s+re-?check|(?:haven't|have\s+not|hasn't|has\s+not)\s+(?:finished|verified)"
    r"|(?:answer|result|value)\s+(?:is\s+)?(?:pending|on\s+hold)|changed\s+my\s+mind"
    r"|rough\s+draft"
    r"|erratum|nope|premature|(?:work|figure)\s+(?:it|this|that)\s+out\s+again"
    r"|mixed\s+up|redo"
    rf"|{_HELD_BACK}"
    r"|no(?=[ \t]*[.!]*[ \t]*$))\b"
    rf"|{_NEEDS_MORE_FIRST}"
    rf"|{FOREIGN_DENIAL}|{CROSS_MARK}|\\(?:xmark|ding\{{5[56]\}})|\b(?:{_DENIAL_EN})\b",
    re.IGNORECASE,
)

# Speed only (`rppo_check.gates`): every match of `_RETRACTION` holds one of these words,
# lower-cased; after the final answer there is usually none of them, and the full regex costs
# ~1 µs a character. One entry per alternative of `_RETRACTION`, by the word it cannot match
# without (`not\s` stands for "do not", "cannot", "could not", "not right", "not final", ...).
# Grouped by first letter (session 15): `re` tries each alternative of a branch at every
# position, so ~90 words cost ~0.12 µs a character and 21 letter groups ~0.05 µs; and as every
# group opens with its letter (`\bfel\b` is `f` then `(?<!\w.)el\b`), `re` skips at C speed the
# positions where none of those letters stands (~0.02 µs a character). The positions where some
# word matches are the same (tests/check/test_speed_shared.py keeps the flat list).
_RETRACTION_GATE = re.compile(
    r"a(?:fterthought|rgh|nswer\s+(?:is\s+)?(?:pending|on)|ble\s+to|gain|mend|ddend|dd\s+up|ctual\s+(?:answer|total|result|value|amount|sum)\s|ttends|spetta"
    r"|c?h[ \t]*,?[ \t]+(?:bukan|tidak|nein|nee|nej|non))"
    r"|b(?:elay|ad|ack|egin\s+(?:over|again)|ogus|etul|erichtigung|ilmiyorum|ekle|efore\s)"
    r"|c(?:hanged\s+my|rossed\s|ancel|orrection|orrecting|orrect\s+myself|onfirmed|orrigendum|orrected|an't|annot|orrect[oa]|orreccion|orrezione|ofam"
    r"|orrecao|orrect\s+(?:answer|total|result|value|amount|sum)\s|orectare|orrectie"
    r"|orregida|orretta|orrigida|zekaj|hwila)"
    r"|d(?:arn|rat|etermined|ecided|isregard|oubt|ikoreksi|isagree|iscrepanc|raft)"
    r"|e(?:rror|dit|rrat|xample|rrad|quivo|nganei|igentlich|n\s+fait|n\s+realidad|spera|spere"
    r"|rr+\s*[,!—–]|rm\s*[,!—–]"
    r"|hm?[ \t]*,?[ \t]+(?:bukan|tidak|nein|nee|nej|non))"
    r"|f(?:orget|alse|ormat|alsch|aux|ausse|out|eil|orkert|(?<!\w.)el\b)"
    r"|g(?:oofed|iust|eri\s+al|ecorrigeerd)"
    r"|h(?:old|ang|elytelen|abe\s+mich|ata\s+yapt|mm[ \t]*,?[ \t]+(?:bukan|tidak|nein|nee|nej|non))"
    r"|i(?:nspection|gnore|ncorrect|mpossible|k\s+heb\s+me|kke\s+sikker|n\s+feite|nconsistent"
    r"|\s+(?:would\s+|will\s+|still\s+)?need\s|\s+have\s+to\s)"
    r"|je\s+(?:ne|me\s+suis)\s"
    r"|k(?:idding|lopt|orrektur|urang\s+yakin|orjaus|oreksi|orrigierte|orrigerat|hoan)"
    r"|l(?:et\s+me\s|eave\s|ook|ater\s+note|ate\s+note)"
    r"|m(?:ea\s+culpa|istake|is|essed|ust\s+have|ali|ixed\s+up|ake\s+(?:that|it)\b|oment)"
    r"|n(?:o\s*[,.!:]|o\s+longer|o\s+final\s|ot\s|ot[.!)]|ot$|'t\s|'t[.!)]|'t$|ever|ope|onsense|e\s+va|on\s+va|eteising|'est\s+pas"
    r"|iepoprawn|'arrive|on\s+riesco|o\s+puedo|ie\s+umiem|iet\s+zeker|ie\s+jestem|ejsem\s"
    r"|a\s+verdade)"
    r"|o(?:h\s+no|ops|(?<!\w.)ff\b|prava|h[ \t]*,?[ \t]+(?:bukan|tidak|nein|nee|nej|non))"
    r"|p(?:laceholder|ending|ulling\s|oprawka|embetulan|očkej|\.\s?s|\.?\s?s\.?[ \t:,—–-]|remature)"
    r"|r(?:eview|ethinking|echeck|e-check|ecalculat|eflection|etract|evis|e-?read|edo|ectification|eplaced"
    r"|ight\s+(?:answer|total|result|value|amount|sum)\s|ettelse|alat|ettifica|etir|itiro|ivista)"
    r"|s(?:hoot|orry|cratch|crap|trike|truck\s|tart\s+over|ense|crewed|lip|alah|timmt|bagliat|icher|egur|icur|hould\s|pletl|prostowanie"
    r"|aya\s+(?:ter)?silap)"
    r"|jawapan\s+yang"
    r"|t(?:ypo|hought|bd|ba|emplate|l;?dr|idak\s+yakin|rue\s+(?:answer|total|result|value|amount|sum)\s|unggu)"
    r"|u(?:pdate|nsure|ncertain|h-oh|gh|ntil\s+i\s)"
    r"|v(?:erbetering|ent|änta)"
    r"|w(?:ait|rong|ent\s+wrong|acht|arte|ithdr|hoops|e\s+(?:need|have)\s+to\s)"
    # the words of `FOREIGN_DENIAL` that ASCII text can hold (above, by letter: falsch, faux,
    # fausse, errad, klopt, stimmt, giust, sbagliat, correct[oa], salah, betul, mali, fout, fel,
    # feil, forkert, ne va, non va, sicher, segur, sicur); `YANLIŞ` lower-cases to `yanliş`
    # and `YAPAMADIM` to `yapamadim`
    r"|yanl|yapamad|yanil"
    # `\xmark`, `\ding{55}`; `_INTERJECTION_LINE` (a comma, then a colon on the same line)
    r"|\\(?:xmark|ding)|,[^\n:=]{1,80}:"
)
# What only a text that is not ASCII can hold: the other words of `FOREIGN_DENIAL`, and crosses.
# (Apart: that pattern costs ~15x the ASCII gate a character, and most text is ASCII.)
_FOREIGN_GATE = re.compile(
    # (`_INTERJECTION_LINE` from its line's start: the scan cannot step back over a word whose
    # vowel signs are no `\w`, as in `थांबा`)
    rf"{FOREIGN_DENIAL}|{FOREIGN_CORRECTION}|{CROSS_MARK}|^[^\n,，、]{{2,40}}[,，、][^\n:：=]{{1,80}}[:：]",
    re.MULTILINE,
)


def gate_start(low: str, start: int = 0) -> int | None:
    """Where the first retraction gate word is in the lower-cased `low` from `start`, or None
    when `_RETRACTION` cannot match there (speed only)."""
    found = _RETRACTION_GATE.search(low, start)
    foreign = None if low.isascii() else _FOREIGN_GATE.search(low, start)
    if foreign is not None and (found is None or foreign.start() < found.start()):
        found = foreign
    return found.start() if found is not None else None


_WEAK_GATE = ("actually", "instead", "rather")


def _search_after(text: str, end: int) -> tuple[re.Match[str] | None, bool]:
    """`_RETRACTION.search(text, end)`, and whether `_WEAK_RETRACTION` may match after `end`;
    the keyword gates skip the scans that cannot match."""
    after = lowered(text[end:])
    if after is None:
        return _RETRACTION.search(text, end), True
    strong = None
    first = gate_start(after)
    if first is not None:
        strong = _search_near_gates(text, end, after, first)
    return strong, has_any(after, _WEAK_GATE)


# Speed only: in a match of `_RETRACTION`, what stands before its gate word is made of these
# characters (words, spaces, `I've`, `**`, `$18,`, `[edit`, `Teacher:`), so no match starts before
# the run of them that ends at the first gate word after `end`: the scan (~1 µs a character) starts
# there. After its box, a MATH solution may draw its figure in pages of Asymptote code, where a
# `false` or a `not` passes the gate. tests/check/test_speed_gates.py checks both on texts
# generated from the regex itself.
_BEFORE_GATE_WORD = re.compile(r"[\w\s'*$,.:\-\[\](]*")
# Where `_EDGES_ONLY` does not hold: a run before a gate word longer than this (prose) is scanned
# from its start to the end of the text; a shorter one (`draw(..., false)` in a figure's code)
# position by position.
_MAX_RUN_TRIED = 64


def _scan_start(text: str, end: int, gate: int) -> int:
    """Where `_RETRACTION`'s scan after `end` may start, given its first gate word `gate`
    characters after `end`: back from it over `_BEFORE_GATE_WORD`'s characters."""
    run = _BEFORE_GATE_WORD.match(text[end : end + gate][::-1])
    return end + gate - (run.end() if run else 0)


# Speed only: no match of `_RETRACTION` starts between two ASCII word characters (each branch
# opens with `\b`, `^`, a lookbehind for punctuation or a character that is no word character),
# read off the regex itself (`prefilter.starts_only_at_word_edges`), so `_search_near_gates` tries
# only the edges of words (an attempt costs ~1 µs: the alternation is tried whole), and tries a
# long run position by position too instead of scanning to the end of the text (after a figure's
# Asymptote code: ~0.1-0.3 ms a solution). A branch added that may start inside a word turns it
# off; tests/check/test_speed_session21.py compares the scan with `_RETRACTION.search`.
_EDGES_ONLY = starts_only_at_word_edges(_RETRACTION)
# ... nor at the space or tab right after a word (its branches that may open with a blank need
# the start of a line or punctuation before it: `prefilter.never_starts_at_blank_after_word`), so
# that blank is skipped too: the runs before a gate word in prose are words and the spaces after
# them, half of the positions, ~7 µs each (tests/check/test_speed_session26.py).
_NOT_AFTER_WORDS = never_starts_at_blank_after_word(_RETRACTION)
_WORD_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _inside_word(text: str, position: int) -> bool:
    """Whether `position` lies between two ASCII word characters of `text`."""
    return (
        0 < position < len(text)
        and text[position] in _WORD_CHARACTERS
        and text[position - 1] in _WORD_CHARACTERS
    )


def _blank_after_word(text: str, position: int) -> bool:
    """Whether `position` holds a space or a tab right after an ASCII word character."""
    return (
        0 < position < len(text)
        and text[position] in " \t"
        and text[position - 1] in _WORD_CHARACTERS
    )


def _search_near_gates(text: str, end: int, after: str, first: int) -> re.Match[str] | None:
    """`_RETRACTION.search(text, end)` given `after` (the lower-cased text from `end`) and its
    first gate word `first`: every match starts in the run of `_BEFORE_GATE_WORD` characters
    that ends at one of its gate words, or inside that word (speed only: after a figure's code
    the scan from the first gate word to the end of the text cost ~0.5-2 ms a solution).

    A position is tried with `match`, which sees the same text around it as `search` does; the
    runs are tried in order, so the first match is the leftmost one. Runs start no earlier than
    the one before (a run that reaches back past a gate word holds that word's own run)."""
    if not after.isascii():
        return _RETRACTION.search(text, _scan_start(text, end, first))  # (foreign gate words)
    tried = end  # every position before `tried` that may open a match has been tried
    for gate in _RETRACTION_GATE.finditer(after, first):
        run = _BEFORE_GATE_WORD.match(text[tried : end + gate.start()][::-1])
        start = end + gate.start() - (run.end() if run else 0)
        stop = end + gate.end()
        if stop - start > _MAX_RUN_TRIED and not _EDGES_ONLY:
            return _RETRACTION.search(text, start)
        for position in range(start, stop):
            if _EDGES_ONLY and _inside_word(text, position):
                continue  # (no match starts there: `_EDGES_ONLY`)
            if _NOT_AFTER_WORDS and _blank_after_word(text, position):
                continue  # (nor there: `_NOT_AFTER_WORDS`)
            match = _RETRACTION.match(text, position)
            if match is not None:
                return match
        tried = stop
    return None


# The completion's last word after its final answer, when that word is a number: whatever led to
# it ("Hang on: ... so it's 20.", "Korrektur: 20", "等等，应该是20。", "I mean 20."), a different number
# there is a new value, which must agree with the answer. An adverb may follow it ("20 actually");
# a number that is denied, compared, approximated or a term of arithmetic ("not 20", "more than
# 17", "18 out of 20", "about 0.0287", "which is 9 * 2") states nothing.
_LAST_WORD_NUMBER = re.compile(
    r"(?<![A-Za-z0-9_.,/^{:#])\$?(-?\d[\d,]*(?:\.\d+)?)\$?"
    r"(?:[ \t]+(?:actually|instead|then|now|really|I[ \t]+think|I[ \t]+believe))?"
    # a currency sign written after the amount ("Sie zahlt 15,18 €.", "1 500 ₽")
    r"(?:[ \t]*[€£¥₹₽₺₩₫฿₴₦])?"
    # a copula after the number in Japanese, Korean, Hindi ("31です。", "31이다.", "31 है।")
    # a measure word after it in Chinese, Japanese, Korean ("答案是57个。", "57個です", "57개입니다")
    r"(?:[ \t]*(?:个|個|개|名|人|本|枚|件|只|元|円|원|块|塊|岁|歳|살|つ))?"
    r"(?:[ \t]*(?:です|だ|である|이다|입니다|이에요|예요|है|हैं|است|ہے|ہیں))?"
    # or one word of another script, or a short suffix or word (Basque "276 da", Azerbaijani
    # "276-dır", Amharic "276 ነው", Marathi "276 आहे", Armenian "276 է")
    r"(?:[ \t-]*(?:(?:[^\W\d_A-Za-z\u00c0-\u024f]|[\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f"
    r"\u1780-\u17ff])+|[A-Za-z\u00c0-\u024f]{1,3}))?"
    r"[\s.!?。！？।۔։።។။၊،)*$\"'`]*$",
    re.IGNORECASE,
)
# Read on the reversed text: up to the last digit, then the run of number characters it ends.
_BACK_OVER_LAST_NUMBER = re.compile(r"\D*\d[\d,.\-]*")


def _last_number_run(text: str, end: int) -> int:
    """Where `_LAST_WORD_NUMBER`'s search after `end` may start (speed only: the scan tries every
    position of a tail that may be pages long). In ASCII text only its number holds a digit, so
    its number holds the last digit, and a match starts at most one character (`$`) before the
    run of digits, commas, points and minus signs around that digit."""
    tail = text[end:]
    if not tail.isascii():
        return end  # (a Devanagari digit may stand in the words after the number)
    run = _BACK_OVER_LAST_NUMBER.match(tail[::-1])
    return end if run is None else max(end, len(text) - run.end() - 1)


# A function's bracket just before the number: `f(-2)`, `g(3)`, `\sin(2)`.
_ARGUMENT_BEFORE = re.compile(r"(?:\b[a-zA-Z]|\\[a-z]+)\($")
_NOT_STATED = re.compile(
    r"(?:\b(?:not|than|of|instead\s+of|isn't|wasn't|nor|about|approximately|approx|roughly"
    r"|around|nearly|almost|"
    # ("about" in the languages models answer in: "$\boxed{\frac{5}{36}}$ (aproximadamente 0,139)")
    + FOREIGN_ABOUT
    # a reference, not a value: "[1] Practice set B, question 12.", "page 4", "step 3"
    + r"|questions?|problems?|exercises?|pages?|p\.|chapters?|sections?|steps?|lines?|items?|parts?"
    r"|bases?|mod|modulo"
    r"|no\.|nos\.|examples?|figures?|fig\.|tables?|eq\.|equations?|ids?)"
    # (`\boxed{294} \neq 2134`: a value denied beside the answer, not stated)
    r"|n't|\\approx|≈|~|\\neq?|≠|!=|[*×·/+^-])[ \t$]*$",
    re.IGNORECASE,
)


# A check of the answer after it, whose equation ends the text: its result is no new value.
_CHECK_WORD = re.compile(
    r"\b(?:check(?:s|ed|ing)?|verif(?:y|ied|ies|ying|ication)|double-check\w*|sanity[ \t-]check"
    r"|proof|indeed|kontroll?e?|controle|control|prüfung|probe|verifica|verificación|vérification"
    r"|verificação|проверка|kiểm\s+tra|sağlama|comprobación|comprobacion|perevirka|перевірка"
    r"|sprawdzenie|kontrola|ellenőrzés|tarkistus|periksa|cek|doğrulama|provjera|preverjanje"
    r"|kontrolle)\b|检查|檢查|验算|驗算|验证|驗證|検算|確認|확인|जाँच|ตรวจสอบ|যাচাই|בדיקה|تحقق",
    re.IGNORECASE,
)
_RESULT_OF = re.compile(r"=[ \t$]*$")
# After the answer, the rest of its sentence (no full stop, no line break before the number) that
# opens with a word that describes (has, is, when, for, ...), and no word that turns it.
_SAME_SENTENCE = re.compile(
    r"[ \t$}),]*(?:has|have|is|are|was|were|when|where|for|as|since|because|which|that|if|with"
    r"|leaves|gives|satisfies|works|reached|attained|achieved|occurs|occurring|obtained|at)\b"
    r"[^.!?\n。！？]*",
    re.IGNORECASE,
)
# In the answer's sentence, a second clause that states a value of its own: "..., and with the
# 4 spilled cups she earns 40", "since the plan has 17 rows the count is 238".
_NEW_CLAUSE = re.compile(
    r",\s*(?:and|but|so)\b|\band\s+(?:with|after|when|if|since|for)\b"
    r"|\b(?:is|are|was|were|earns?|covers?|has|have|gets?|makes?|costs?)\s+\$?-?\d[\d,.]*\$?\s*[.!]?\s*$",
    re.IGNORECASE,
)
_TURN = re.compile(
    r"\b(?:but|actually|rather|instead|no|not|wait|hmm|mean|meant|oops|sorry|correct\w*|or\s+"
    r"(?:maybe|rather|else)|otherwise|maybe|perhaps|really|should)\b|n't",
    re.IGNORECASE,
)


def _computes_back_to_a_given(text: str, end: int, match: re.Match[str], answer: str) -> bool:
    """Whether the last number is the result of one equation in math whose left side uses
    `answer` (`$4^{3.5} = 128$` after `\boxed{3.5}`) and which ends on a number the working
    stated before the answer (128): the answer substituted back, a check, no new value."""
    if not _RESULT_OF.search(text, max(end, match.start() - 8), match.start()):
        return False
    span_start = text.rfind("$", end, match.start())
    if span_start < 0 or text.count("$", end, match.start()) != 1:
        return False  # (the number is the result inside the last math span after the answer)
    left = text[span_start + 1 : text.rfind("=", span_start, match.start())]
    if "=" in left or _TURN.search(text, end, match.start()):
        return False
    said = rf"(?<![\d.,]){re.escape(answer)}(?![\d]|[.,]\d)"
    result = rf"(?<![\d.,]){re.escape(match.group(1))}(?![\d]|[.,]\d)"
    return re.search(said, left) is not None and re.search(result, text[:end]) is not None


# Words that, right before the last number, join it to the answer's as a range, a choice or a
# sum ("14 to 15 weeks", "14 weeks or 15 weeks", "14 weeks plus 2"): a second value, not a fact
# the sentence tells of the answer.
_JOINS_VALUES = frozenset(
    "to or and through until till nor than not minus plus times by over from between".split()
)
_SENTENCE_STOP = re.compile(r"[.!?;:](?:\s|$)")
_ANY_DIGIT = re.compile(r"\d")
_LAST_NUMBER_OF = re.compile(r"\d[\d,.]*$")


def _restated_then_described(after: str, answer: str) -> bool:
    """Whether `after` (from the final statement's end through the last number) is one sentence
    that states `answer` again and then goes on in words only to the last number: "It takes Ben
    14 weeks to save $490". No other number, no equation, no turn ("but", "actually"), no second
    clause, and no word that joins two values before the last number."""
    if _NEW_CLAUSE.search(after):
        return False
    head = _LAST_NUMBER_OF.sub("", after.lstrip(" \t\n.)>*"))
    if "\n" in head or _SENTENCE_STOP.search(head) or "=" in head:
        return False
    said = re.search(rf"(?<![\d.,]){re.escape(answer)}(?![\d]|[.,]\d)", head)
    if said is None:
        return False
    before, between = head[: said.start()], head[said.end() :]
    if _ANY_DIGIT.search(before) or _ANY_DIGIT.search(between) or _TURN.search(head):
        return False
    if re.search(r"[-+*/×÷<>%^]", between):
        return False
    words = re.findall(r"[A-Za-z]+", between)
    return len(words) >= 2 and words[-1].lower() not in _JOINS_VALUES


def _of_the_answer(text: str, confirmation: re.Match[str], answer: str | None) -> bool:
    """A confirmation confirms the answer unless its sentence names another number ("yes, $1.25
    per cup" confirms a price, not the answer) or turns with "but"."""
    start = max(
        text.rfind(". ", 0, confirmation.start()), text.rfind("\n", 0, confirmation.start())
    )
    stop = text.find(". ", confirmation.end())
    sentence = text[start + 1 : stop if stop >= 0 else len(text)]
    numbers = _ANY_NUMBER.findall(sentence)
    if answer is not None and any(number != answer for number in numbers):
        return False
    return not re.search(r"\bbut\b", sentence, re.IGNORECASE)


def last_word_number(text: str, end: int, answer: str | None = None) -> str | None:
    """The number the text after `end` ends on, when it ends on one that is stated (above). After
    a check that confirms the answer ("Yes, $18 a day is right. Over a week that is $126."), a
    later number is an aside, unless a retraction follows the confirmation; so is the result of a
    check's equation that computes with `answer` (its number, as written)."""
    match = _LAST_WORD_NUMBER.search(text, _last_number_run(text, end))
    if match is None or _NOT_STATED.search(text, max(end, match.start() - 16), match.start()):
        return None
    if _ARGUMENT_BEFORE.search(text, max(end, match.start(1) - 8), match.start(1)):
        return None  # "..., but we want $f(-2)$.": the point a function is taken at, no value
    if (
        _SAME_SENTENCE.fullmatch(text, end, match.start())
        and not _TURN.search(text, end, match.start())
        and not _NEW_CLAUSE.search(text, end, match.end())
    ):
        # "$\boxed{49}$ has a remainder of 1 when divided by 2, 3, 4, or 6.": the sentence of
        # the answer goes on to describe it; its numbers are no new value
        return None
    if answer is not None and _computes_back_to_a_given(text, end, match, answer):
        return None  # "$\boxed{3.5}$ That is, $4^{3.5} = 128$.": the answer put back in
    if answer is not None and _restated_then_described(text[end : match.end()], answer):
        return None  # "<answer>14</answer>\nIt takes Ben 14 weeks to save $490.": 14 again
    if answer is not None and _RESULT_OF.search(text, max(end, match.start() - 8), match.start()):
        check = _CHECK_WORD.search(text, end, match.start())
        if (
            check
            and _RETRACTION.search(text, check.end(), match.start()) is None
            and answer in _ANY_NUMBER.findall(text, check.end(), match.start())
        ):
            return None  # "\boxed{29} (checked: $29 + 19 = 48$)": the check computes with 29
    confirmations = [
        m for m in _CONFIRMED.finditer(text, end, match.start()) if _of_the_answer(text, m, answer)
    ]
    if confirmations and not _DENIED.search(text, end, confirmations[-1].end()):
        if _RETRACTION.search(text, confirmations[-1].end(), match.start()) is None:
            return None
    return match.group(1)


# A completion that ends on plain arithmetic and a result: `37 * 24 = 8`.
_ENDS_ON_RESULT = re.compile(
    r"([\d$][\d$,.\s]*(?:(?:[-+*/×·÷x]|\\cdot|\\times|\\div)[\d$,.\s]+)+)=\s*(\d[\d,]*(?:\.\d+)?)$"
)
_LATEX_OPERATOR = {"\\cdot": "*", "\\times": "*", "\\div": "/"}


def cut_mid_number(text: str) -> bool:
    """Whether `text` ends on a computation whose result was cut off by the token limit: the
    digits written are the start of the true result, not all of it (`37 * 24 = 8` for 888)."""
    ending = _ENDS_ON_RESULT.search(text[-200:].rstrip())
    if ending is None:
        return False
    # ("82 + 91 = 173, 173 + 77 = 25": the computation is the one after the list's last comma)
    computed = re.split(r"[,;]\s+", ending.group(1))[-1]
    for command, operator in _LATEX_OPERATOR.items():
        computed = computed.replace(command, operator)  # "\\[ 7 \\cdot 13 = 9" (91)
    value = arithmetic_value(computed)
    written = ending.group(2).replace(",", "")
    if value is None or Fraction(written) == value:
        return False
    # (a decimal result as it is written: "0.9 * 55 = 4" for 49.5)
    shown = str(value.numerator) if value.denominator == 1 else _decimal(value)
    return shown is not None and shown.startswith(written) and len(written) < len(shown)


def _decimal(value: Fraction) -> str | None:
    """`value` written as a decimal (`49.5`), or None where it has no finite one."""
    for places in range(1, 7):
        scaled = value * 10**places
        if scaled.denominator == 1:
            whole, part = divmod(abs(scaled.numerator), 10**places)
            return ("-" if value < 0 else "") + f"{whole}.{part:0{places}d}".rstrip("0")
    return None


def takes_back(text: str) -> bool:
    """Whether `text` (a short stretch between two answers) holds a retraction word: "Correction:",
    "Wait, no", "Sorry, ..."."""
    return _RETRACTION.search(text) is not None


# The text ends saying the answer stands: whatever was checked after it took nothing back.
MAX_STANDS_SENTENCE = 120
_ANSWER_STANDS = re.compile(
    r"(?:^|[.!?:]\s+|\n)[ \t*]*(?:(?:so|thus|therefore|hence|then)[, \t]+)?(?:the|my|our)[ \t]+"
    r"(?:(?:boxed|final|original|above)[ \t]+)?answer[ \t]+(?:still[ \t]+)?(?:stands|holds"
    r"|is[ \t]+(?:still[ \t]+)?(?:unchanged|right|correct)|remains(?:[ \t]+(?:the[ \t]+same|unchanged"
    r"|correct|right|valid))?)[ \t*]*[.!]?[ \t*]*$",
    re.IGNORECASE,
)


def _takes_nothing_back(text: str, retraction: re.Match[str], answers: list[str]) -> bool:
    """Whether a retraction word found after the answer leaves it standing: an apology for the
    layout, a cross in a table of tests, a check that confirms the answer, an example's heading."""
    if _ONLY_HOW_IT_WAS_SHOWN.match(text, retraction.end()):
        return True  # "Sorry, I should have shown the middle step: ...": the value stands
    if cut_mid_number(text):
        return True  # "Let me re-check that: 37 * 24 = 8" (888): a check the token limit cut
    pause = _PAUSE.match(text, retraction.end())  # ("Wait, let me double-check": the check after)
    after_pause = pause.end() if pause else retraction.end()
    checking = _CHECKING.match(retraction.group(0)) or _CHECKING.match(text, after_pause)
    if checking and (not _ENDS_FINISHED.search(text) or check_agrees(text, retraction.end())):
        # "To verify, we can also count ...: the second in", "Wait, let me double-check. 26 out
        # of 40 means": a check cut off; "... the product is $9 - 5 = 4$. Yes, that's correct.":
        # a check that ends agreeing
        return True
    if ANOTHER_WAY_AGREES.match(text, retraction.start()):
        return True  # "Alternatively, completing the square: ..., which again gives ..."
    if retraction.group(0) in _CROSSES and _tests_a_case(text, retraction):
        return True  # "x = 2 gives -2 < 0 ✓; x = 5 gives 4 > 0 ✗ (outside)": a table of tests
    if _ANSWER_STANDS.search(text, max(retraction.end(), len(text) - MAX_STANDS_SENTENCE)):
        return True  # "Wait, is $8i^3 = -8i$? Yes, since $i^3 = -i$. So the answer stands."
    # ("I doubt this is right", "I am not sure this is correct": what is doubted is no
    # confirmation)
    doubted = _DOUBT.search(retraction.group(0)) is not None
    if not doubted and _confirmed(text[retraction.end() :]):
        confirmation = _CONFIRMED.search(text, retraction.end())
        until = confirmation.start() if confirmation else len(text)
        sentence = max(
            text.rfind(". ", retraction.end(), until), text.rfind("\n", retraction.end(), until)
        )
        span = text[retraction.end() : sentence + 1 if sentence > retraction.end() else until]
        if not _confirms_a_correction(span, answers[-1] if answers else ""):
            return True  # a check that confirms the answer itself ("Wait, ... Yes, 18.")
        if answers and _restates_the_answer(text[until:], answers[-1]):
            # "Wait, is $210^\circ$ in the third quadrant? Yes, $\pi < \frac{7\pi}{6} <
            # \frac{3\pi}{2}$, consistent.": the yes holds the answer itself
            return True
    # "**Incorrect solution (for contrast):**" heads an example, no correction
    return bool(WRONG_HEADING.match(text, text.rfind("\n", 0, retraction.start()) + 1))


def retracted(text: str, end: int, answers: list[str]) -> Correction | None:
    """After the final statement (ending at `end`), what a retraction leaves: the correction it
    states, no answer at all, or None when nothing is taken back. Where the text ends on another
    number without a clear sentence ("Wait, no: 19"), that number joins `answers` (both must
    agree) and None is returned."""
    if "```" in text[end:] and (judged := _judged_in_code(text, end)) is not None:
        return judged
    annotated = retraction = _ANNOTATED.match(text, end)
    may_weaken = True
    searched_from, skipped = end, 0
    while retraction is None:
        retraction, may_weaken = _search_after(text, searched_from)
        other = _denies_another(text, retraction, answers)
        if other is None or skipped == MAX_DENIALS_SKIPPED:
            break
        # "#### 18 (Not 20: ...)": 18 stands so far
        retraction, searched_from, skipped = None, other, skipped + 1
    if retraction and _takes_nothing_back(text, retraction, answers):
        retraction = None
    if retraction is None:
        weak = _WEAK_RETRACTION.search(text, end) if may_weaken else None
        correction = last_expression(text[weak.end() :]) if weak else None
        return ((correction.text,), correction.marker) if correction else None
    after = text[retraction.end() :]
    if not after.strip(" .,;:!?)]}$*"):  # (what closes the annotation's brackets and math)
        # Nothing put in its place: an annotation ("... is not the answer.") or a withdrawal
        # ("Wait, that is wrong.") denies the answer; a bare "Wait." takes nothing back.
        withdrawn = annotated or _WITHDRAWN.search(text, retraction.start())
        return ((), "none") if withdrawn else None
    # ("Wait. 20", "Strike that — 64": the retraction's punctuation is no part of the value)
    after = after.lstrip(" .,;:!—–")
    closer = _CLOSERS.get(text[retraction.start() - 1 : retraction.start()])
    if closer and after.rstrip().endswith(closer):
        after = after.rstrip()[:-1]  # "[Correction: the second root is $2$, not $-2$.]"
    after = after.replace("{,}", ",")  # `5{,}040`: LaTeX's thousands separator
    boxed = boxes(after) if "box" in after else []
    if boxed:
        # "等等，……重新计算：…… 所以答案应该是 $\boxed{\frac{11}{15}}$。": the new box is the correction
        return (boxed[-1].text,), "boxed"
    decided, result = _decided_early(text, retraction, after, answers)
    if decided:
        return result
    held_back = _HOLDS_IT_BACK.search(after)
    if held_back is not None and not _ANY_NUMBER.search(after, held_back.end()):
        # "Hold on — I'm no longer sure who boards first; I withdraw the 26 for now.": the value
        # named is the one taken back, nothing is put in its place
        return (), "none"
    correction = last_expression(after) or last_stated_number(after)
    clause = max(after.rfind("; "), after.rfind(": "))
    if correction is None and clause > 0 and _DENIED.search(after, 0, clause):
        # "Wait, I negated the wrong entries; the inverse should be $...$.": the sentence admits
        # the mistake (which the last-sentence reading refuses), its last clause corrects it
        correction = last_expression(after[clause + 2 :])
    if correction is not None and ": " in correction.text and "=" in correction.text:
        # "Scratch that, 7 * 12.02 = 84.14, so I slipped: 85.40 / 7 = 12.20.": the equation
        # after the last colon ends on the value put in the answer's place
        worked = _WORKED_AFTER_COLON.search(correction.text)
        if worked is not None:
            correction = TailAnswer(worked.group(1), correction.marker)
    if correction is not None:
        if (
            retraction.group(0)[:2].lower() == "tl"
            and answers
            and _same_value(correction.text, answers[-1])
        ):
            return None  # "TL;DR: 157 marbles." says the answer again: it stands as it was
        return (correction.text,), correction.marker
    numbers = _ANY_NUMBER.findall(text, retraction.end())
    if not numbers:
        if annotated or _WITHDRAWN.search(text, retraction.start()) or _DENIED.search(after):
            # (an annotation that judges the statement, then words: "$\boxed{-\frac{\pi}{4}}$ is
            # not in the required range, so there is no solution.")
            # denied, and nothing put in its place ("Oh wait, that's the number she gave away,
            # not kept.")
            return (), "none"
        return None  # "Sorry for the long answer.", "Wait." with nothing after: it stands
    return _unread_correction(text, retraction, after, numbers[-1], answers)


def _unread_correction(
    text: str, retraction: re.Match[str], after: str, last_number: str, answers: list[str]
) -> Correction | None:
    """After a retraction whose correction no reader reads, ending on `last_number`: that number
    joins `answers` (both must agree) where the answer ends on another; a judgement with nothing
    put in its place leaves no answer; a value that ends on the answer's own last number but is
    another one joins `answers`; else None (the answer stands)."""
    said = _ANY_NUMBER.findall(answers[-1])
    if not said or last_number != said[-1]:
        answers.append(last_number)
    elif _JUDGED_WRONG.search(retraction.group(0)) and _WITHDRAWN.search(after):
        # "This is incorrect, since $\frac{41}{90}$ does not terminate. I'm not sure how to fix
        # it.": the answer judged wrong, named again and not replaced
        return (), "none"
    elif (
        (put := _value_put_last(after))
        and compact_math(put) != compact_math(answers[-1])
        and not _HYPOTHETICAL.search(text, _sentence_start(text, retraction.start()))
    ):
        # "Later note: ..., that is \((-\infty, -1) \cup (6, \infty)\)." after `(-1, 6)`, "Sorry,
        # typo above: I meant ..., 5π/6." after `\frac{\pi}{6}`: what the retraction ends on
        # shares the answer's last number, but is another value; both must agree
        answers.append(put)
    return None


# The value a text ends on: its last math span, or its last word that holds a digit.
_LAST_SPAN = re.compile(r"(?:\\\(|\$)((?:(?!\\[()])[^$\n]){1,200})(?:\\\)|\$)[^$\n]{0,40}$")
_CHAIN_STEP = re.compile(r"=|\\equiv|\\approx|≡")
# What would be, or what was supposed, after the retraction word: no value put in the answer's
# place ("Had I read the question wrong, the answer would be $2x^2 - 5x - 12$.")
_HYPOTHETICAL = re.compile(rf"{COUNTERFACTUAL.pattern}|{FOREIGN_REPORTED}", re.IGNORECASE)
_LAST_DIGIT_WORD = re.compile(r"(\S*\d\S*?)[.,;:!?)\]]*[ \t]*$")


def _sentence_start(text: str, position: int) -> int:
    return max(text.rfind(". ", 0, position), text.rfind("\n", 0, position)) + 1


def _value_put_last(after: str) -> str | None:
    span = _LAST_SPAN.search(after[-300:])
    if span is not None and any(c.isdigit() for c in span.group(1)):
        # (a chain's last term: "$3^{2024} \equiv 4^{506} \equiv 16 \equiv 2$" reaches 2)
        return _CHAIN_STEP.split(span.group(1))[-1].strip()
    word = _LAST_DIGIT_WORD.search(after[-300:])
    return word.group(1) if word is not None else None


def _judged_in_code(text: str, end: int) -> Correction | None:
    """What a comment of the model's own code after the answer leaves where it opens by judging
    the answer wrong ("```python\nd = 5 * 2 ** 0.5  # wrong, the diagonal is 2 * 5 = 10\n```"):
    the value it says instead, or no answer; None where no comment judges it."""
    judged = _CODE_COMMENT_JUDGES.search(text, end)
    if judged is None:
        return None
    numbers = _ANY_NUMBER.findall(judged.group(1))
    return ((numbers[-1],), "last_number") if numbers else ((), "none")


# A comment in code after the answer that opens by judging it wrong: "# wrong, the diagonal is 10".
_CODE_COMMENT_JUDGES = re.compile(
    r"(?:^|[ \t])(?:#|//)[ \t]*(?:wrong|incorrect|oops|mistake|actually|correction|not[ \t]+right"
    r"|should[ \t]+be)\b([^\n]*)",
    re.IGNORECASE | re.MULTILINE,
)


# The clause after a correction's last colon is plain arithmetic that ends on a number.
_WORKED_AFTER_COLON = re.compile(
    r":[ \t]+[\d.,$ \t]+(?:[-+*/×÷·][\d.,$ \t]+)+=[ \t]*\$?(-?\d[\d,]*(?:\.\d+)?)[ \t.]*$"
)


def _decided_early(
    text: str, retraction: re.Match[str], after: str, answers: list[str]
) -> tuple[bool, Correction | None]:
    """What a retraction leaves where the answer's kind or the correction's first words decide
    it (`retracted`'s result, with True), else (False, None)."""
    said = set(_ANY_NUMBER.findall(answers[-1])) if answers else set()
    others = set(_ANY_NUMBER.findall(_NUMBERED_PLACE.sub(" ", after))) - said
    if _UNCHANGED.search(after) and not others:
        # "Edit: formatting only; the answer is unchanged.", "Erratum: step 2 of my working had
        # a typo; the boxed answer stands." (no number but the answer's own)
        return True, None
    option = _OPTION_ANSWER.fullmatch(answers[-1]) if answers else None
    if option is not None:
        # An option letter is replaced only by another letter, after words that judge it wrong:
        # "Wait, let me double-check (B) against (A): $9 > 8$ ✓." computes, it does not correct
        if not _WITHDRAWN.search(text, retraction.start()):
            return True, None
        chosen = [m.group(1) or m.group(2) for m in _OPTION_MENTION.finditer(after)]
        return True, ((f"({chosen[-1]})",), "last_expression") if chosen else ((), "none")
    worded = _WORD_ANSWER.fullmatch(answers[-1]) if answers else None
    if worded and after.rstrip(" .!$*").lower().endswith(worded.group(1).lower()):
        # "\boxed{\text{Monday}} / Wait — does 'after' count Saturday itself? No: ..., so 100
        # days after is Monday.": the second look ends on the answer's own word
        return True, None
    first = _first_clause_value(after, denied=_DENIES_FIRST.match(retraction.group(0)) is not None)
    if first is not None and answers and not _same_value(first, answers[-1]):
        # "Update: it's actually 14,740 — I forgot the $640 deposit.", "Never mind, 378: there
        # are 9 episodes, not 8.", "(Not 39; 49.)": the value the correction opens with, before
        # its explanation (whose numbers are the working's)
        return True, ((first,), "last_expression")
    return False, None


_CROSSES = frozenset(CROSS_MARKS)
_TICKS = ("✓", "✔", "✅", "☑")


def _tests_a_case(text: str, cross: re.Match[str]) -> bool:
    """Whether the cross marks one case in a line of tests that ticks others (its line holds a
    tick too): the line tests values, it does not judge the answer."""
    start = text.rfind("\n", 0, cross.start()) + 1
    stop = text.find("\n", cross.end())
    line = text[start : stop if stop >= 0 else len(text)]
    return any(tick in line for tick in _TICKS)


# How many denials of other values are read past (each rescans the rest: a bound keeps it linear);
# one more stays a retraction.
MAX_DENIALS_SKIPPED = 3
# A sentence or parenthesis that opens by denying a value: "(Not 20: the muffins use 4 eggs.)"
_NOT_VALUE = re.compile(
    # (a math span holds no clause: "(Not $4.65; the pen was free, so $7.25.)" is money)
    r"[ \t*]*not[ \t]+(?:\$((?:[^$\n;.]|\.(?=\S)){1,80})\$|\$?(-?\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)"
    # (or a point: "(Not (2, 3): x comes first.)")
    r"|(\([ \t]*-?\d[^()\n]{0,40}\)))",
    re.IGNORECASE,
)


def _denies_another(text: str, retraction: re.Match[str] | None, answers: list[str]) -> int | None:
    """Where a retraction that only denies ANOTHER value ends ("#### 18 (Not 20: ...)" takes
    nothing back; "(Not 18; 20.)" does): the search goes on from there. None otherwise."""
    if retraction is None or not answers:
        return None
    denial = _NOT_VALUE.match(text, retraction.start())
    if denial is None or denial.end() < retraction.end():
        return None
    # ("(not 150, which is ...)")
    written = denial.group(1) or (denial.group(2) or "").rstrip(",") or denial.group(3)
    denied, answer = parse_number(written), parse_number(answers[-1])
    if denied is not None and answer is not None:
        return denial.end() if denied != answer else None
    # "$\boxed{16\pi}$ (not $8\pi$, which is the circumference)": another expression denied
    expression = denial.group(1) or denial.group(3)
    return denial.end() if expression and not _same_value(written, answers[-1]) else None


_MATH_SPAN = re.compile(r"\$([^$\n]{1,120})\$")


_CLOSERS = {"[": "]", "(": ")"}
# A check by putting a value in: "at $x = 1$", "plugging in $x = 2$", "substituting x = 3".
_SUBSTITUTION_CHECK = re.compile(
    r"\b(?:at|for|when|with|plugging\s+in|plug\s+in|substituting|substitute)\s+\$?[a-z]\s*=\s*-?\d",
    re.IGNORECASE,
)


def _confirms_a_correction(span: str, answer: str) -> bool:
    """Whether the text between a retraction and a confirmation states a new value, which the
    confirmation then confirms ("Wait, I misread: 40 * 1.25 = 50 dollars. Yes, that is
    correct."), rather than checking the answer ("Hold on — 29 + 19 = 48. Yes."): a value stated
    in its last sentence that is not the answer, in a sentence that does not compute with it."""
    stated = last_expression(span) or last_stated_number(span)
    value = final_value(stated.text) if stated else None
    if value is None:
        spans = _MATH_SPAN.findall(span)  # "..., and the area is $9\pi$, which is indeed correct"
        value = spans[-1] if spans else None
    if value is None or _same_value(value, answer):
        return False
    if _SUBSTITUTION_CHECK.search(span):
        return False  # "let me double-check: at $x = 1$, $(-5)(4) = -20$ and ... = -20. Yes."
    if parse_number(answer) is None:
        return True  # (an expression: its digits say nothing of the working)
    said = _ANY_NUMBER.findall(answer)
    last = span.rstrip()
    sentence = last[max(last.rfind(". ", 0, len(last) - 1), last.rfind("\n")) + 1 :]
    if stated is not None:
        # the new value's own digits are no computation with the answer: `-\frac{7}{3}` after
        # the answer `\frac{7}{3}`
        sentence = sentence.replace(stated.text, " ")
    if len(said) > 1:  # `\frac{7}{3}`: its last digits alone (`3`) are in every `3x`
        return "".join(answer.split()) not in "".join(sentence.split())
    return not (said and said[-1] in _ANY_NUMBER.findall(sentence))


def _restates_the_answer(confirmation: str, answer: str) -> bool:
    r"""Whether the sentence of a confirmation writes the answer itself (spaces aside), where an
    expression's digits cannot be mistaken for a number of the working: `\frac{7\pi}{6}`."""
    end = confirmation.find("\n")
    sentence = "".join((confirmation if end < 0 else confirmation[:end]).split())
    written = "".join(answer.split())
    return len(written) >= 4 and parse_number(answer) is None and written in sentence


def _same_value(value: str, answer: str) -> bool:
    """Whether `value` (written after a retraction) is the answer again: the same number, or the
    same text once spaces and a label (`x =`) are gone."""
    number, stated = parse_number(value), parse_number(answer)
    if number is not None and stated is not None:
        return number == stated

    def bare(text: str) -> str:
        return re.sub(r"^[A-Za-z]\s*=|[\s$]", "", text)

    return bare(value) == bare(answer)


def _confirmed(after: str) -> bool:
    """Whether `after` confirms the answer (and denies nothing); a confirmation still to come
    ("to be replaced once I confirm whether the hens lay on Sundays") confirms nothing."""
    if _DENIED.search(after):
        return False
    return any(
        not _CONFIRMATION_TO_COME.search(after, max(0, found.start() - 16), found.start())
        for found in _CONFIRMED.finditer(after)
    )


_CONFIRMATION_TO_COME = re.compile(
    r"\b(?:once|until|till|when|if|to|will|'ll|need|must|before|after|can)[ \t]+(?:I[ \t]+|we[ \t]+)?$",
    re.IGNORECASE,
)
