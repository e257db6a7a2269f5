r"""The answer of a completion that never marks one: its last line, read conservatively.

Models often end without a marker: the whole completion is `$\frac{3}{4}$` or `2,500`, or the last
sentence says `... so she now has 15 marbles.` `last_expression` reads the whole completion when
it is one short line, else the last sentence of the last line (closings skipped:
`rppo_check.closings`), and only it, and gives up (None: no answer) rather than guess. What it
reads in that sentence and every refusal (a cut line, a question, a hedge, a bound, an answer per
part, ...): packages/check/README.md, "The last statement is the final answer" and the last-line
tier after it. Marker `last_expression` for a math span or a whole short completion,
`last_number` otherwise.

Long (past ~300 lines) because each refusal is a rule with its own reason and example, and
all of them read the same sentence; the math-span scan they share lives here too.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from rppo_check.closings import (
    AFFIRMATION,
    ANSWER_AFFIRMED,
    CHECK,
    CHECK_ANNOUNCED,
    CONFIRM_QUESTION,
    FORMAT_REMARK,
    MARKUP_ATTRIBUTE,
    META_REMARK,
    RESULT_DESCRIBED,
    drop_closing_fence,
    edit_note,
    foreign_check_line,
    without_the_few,
)
from rppo_check.estimates import BOUND, ESTIMATE, ESTIMATE_PHRASE
from rppo_check.finalvalue import NUMBER as _NUMBER
from rppo_check.finalvalue import final_value
from rppo_check.fractionwords import fraction_words_to_digits
from rppo_check.languages import (
    FOREIGN_ABOUT,
    FOREIGN_ABOUT_AFTER,
    FOREIGN_ANSWER_WORD,
    FOREIGN_BOUND,
    FOREIGN_BOUND_OR_ABOUT,
    FOREIGN_COMPARING_WORD,
    FOREIGN_CORRECTION,
    FOREIGN_DENIAL,
    FOREIGN_MAYBE,
    FOREIGN_NOT_OR_HEDGE,
    FOREIGN_PERCENT,
    FOREIGN_REPORTED,
    FOREIGN_THEREFORE,
    NOT_AT_DIGIT,
    NOT_THIS_BUT_ANY_LANGUAGE,
    NOT_THIS_BUT_MATH_ANY_LANGUAGE,
    PLAIN_BETWEEN,
    REASON_WORD,
)
from rppo_check.marks import CROSS_MARKS
from rppo_check.numberwords import (
    cjk_spelled_to_digits,
    foreign_spelled_to_digits,
    is_number_word,
)
from rppo_check.numeric import (
    ATTACHED_SCALE_WORD,
    BELOW_ZERO,
    DOZEN_WORDS,
    DURATION_AGAIN,
    DURATION_AND,
    HEDGE,
    HOUR_WORD,
    MINUTE_WORD,
    NOT_A_UNIT,
    WORDED_SCALE,
    parse_duration,
    parse_number,
)
from rppo_check.qualifiers import unsettled_note
from rppo_check.said import ATTRIBUTED_ANSWER, COUNTERFACTUAL, not_the_models
from rppo_check.units import (
    UNITS,
    changes_the_number,
    parts_make_amount,
    without_other_unit_note,
    without_rounding,
)
from rppo_check.words import spelled_to_digits

_MAX_SHORT = 80
_FOREIGN_ANSWER = re.compile(FOREIGN_ANSWER_WORD, re.IGNORECASE)
# A negation after the value it denies: Hindi, Bengali, Turkish, Persian, Japanese, Korean.
_NEGATION_AFTER_WORD = (
    r"(?<![^\W\d_])(?:नहीं|নয়|değil(?:dir)?|نه|نیست)(?![^\W\d_])|ではない|じゃない|ではありません"
    r"|(?:이|가)?[ \t]*아니(?:다|에요|ㅂ니다|니다)"
)
_VALUE_START = re.compile(r"[-−\d$]|\\[(\[]")
# A word of any script, its vowel signs and points included (`नहीं`, `אינה`).
_ANY_WORD = re.compile(
    r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u064b-\u065f\u0900-\u0dff\u0e00-\u0eff])+"
)
# A last line that is a number with its unit words and nothing else (`45 square roll-ups`): the
# answer written on its own line, not a sentence cut by the token limit.
_ANSWER_LINE = re.compile(r"[-−$]?\d[^\n]{0,60}$")
_DELIMITER = re.compile(r"(?<!\\)\$\$|(?<!\\)\$|\\\(|\\\)|\\\[|\\\]")  # `\$` is a dollar sign
_CLOSER = {"$$": "$$", "$": "$", "\\(": "\\)", "\\[": "\\]"}
# `$18 per day` is money, not the start of a math span (`$18$` is a span): drop that `$`.
_MONEY = re.compile(r"(?<!\\)\$(?=\d)")
# The dollar signs of other currencies, a space before the amount (`R$ 16,17`, `US$ 5`): money,
# read as `$16,17`; and the rupiah, rupee and ringgit written onto it (`Rp58.500`, `Rs.450`).
_PREFIXED_DOLLAR = re.compile(
    r"\b(?:R|US|C|A|NZ|HK|S|MX|NT)\$[ \t\u00a0]?(?=\d)|\b(?:Rp|Rs|RM)\.?[ \t\u00a0]?(?=\d)"
)
_UNESCAPED_DOLLAR = re.compile(r"(?<!\\)\$")
_ESCAPED_MONEY = re.compile(r"\\\$(?=\d)")
_DOLLAR_AFTER_AMOUNT = re.compile(r"(?<=\d)\$(?!\d)")
_MATH_SIGN = re.compile(
    r"\\[A-Za-z]+|[=+*/^×·<>]|\d[A-Za-z](?![A-Za-z])|\d[ \t]*[-−][ \t]*[A-Za-z](?![A-Za-z])"
    r"|\d_\{?\d|\{,\}"
)  # (`5i`, `3x`: a variable; `7 - i`: a difference with one, never money; `117_{10}`: a base;
# `0{,}(153)`: a decimal comma)
_PROSE_WORD = re.compile(r"[A-Za-z]{3,}")
_NUMBER_LIST = re.compile(r"\s*-?\d+(?:\s*,\s*-?\d+)+\s*")
# A number in math grouped by a LaTeX space or a braced comma: `$1\,325$`, `$12{,}500$`.
# (and MATH's own thousands: `912,\!673`)
_GROUPED_NUMBER_SPAN = re.compile(r"\s*-?\d{1,3}(?:(?:\\[,;: ]|\{,\}|~|,\\!)\d{3})+(?:[.,]\d+)?\s*")
_LABEL = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w+\}?)?\s*")
_DISPLAY_END = re.compile(r"(?:\\\]|\$\$)\s*[.,]?\s*$")
_WORD = re.compile(r"[A-Za-z]{2,}")
# A whole completion that is its answer starts like one: `2,500`, `$\frac34$`, `x = 5`, `(1, 2)`.
_STARTS_AS_ANSWER = re.compile(r"[-+−$\\(\[{\d.√]|[A-Za-z]\s*=|[A-Za-z]\W*$")
# Words that make a last sentence a hedge, a negation or a check rather than an answer. Kept
# narrow: "could" ("the most she could bake is 24"), "if" and "between" ("the difference between
# 20 and 5 is 15") are common in plain final sentences.
_HEDGE = re.compile(
    # ("about" / "around" before a noun phrase are prepositions: "walking around the park")
    # ("less than or equal to" is one relation, no alternative)
    rf"{NOT_AT_DIGIT}(?:"  # (speed only: see `languages.NOT_AT_DIGIT`)
    r"\b(?:(?<!\bthan\s)or(?!\s+equal\b)|not(?![ \t]+(?:only|just)\b)|maybe|perhaps|either|nor"
    r"|neither|approximately|approx"
    r"|roughly|unless"
    r"|(?:about|around)(?![ \t]+(?:the|a|an|his|her|their|its|our|my|this|that)\b)"
    r"|might|(?<!\bthe\s)(?<!\baverage\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)guess"
    r"|isn't|aren't|wasn't|doesn't|don't|cannot|can't|never|wrong"
    r"|incorrect|unclear|unknown(?![ \t]+(?:number|value|quantity|variable|integer|amount))|assume"
    r"|assuming|suppose|(?<!\bthe\s)(?<!\ba\s)(?<!\bhis\s)(?<!\bher\s)check|checked|checking|verify"
    r"|verified"
    r"|verifying|double-check\w*|let|could\s+be|may\s+be"
    # the task still to do: "We need to compute $\binom{9}{3}$.", "To expand $(3x - 4)(2x + 5)$,
    # use FOIL.", "Apply the same idea to $\log_2 64$."
    r"|(?:need|needs|want|wants|have|has)[ \t]+to[ \t]+(?:compute|evaluate|find|calculate|expand"
    r"|simplify|factor|solve|determine|convert)|(?<![\w$])to[ \t]+(?:compute|evaluate|expand"
    r"|simplify|factor|solve)|apply(?:[ \t]+\w+){0,4}[ \t]+to"
    r"|hasn't|haven't|hadn't|won't|wouldn't|shouldn't|unlikely|(?<!more\s)(?<!less\s)(?<!as\s)likely|probably|possibly"
    r"|estimated?|want|wants|wanted|(?-i:hopes?|hoping)|asks?|(?<!were\s)(?<!\bwas\s)asked|misprint|typo"
    r"|false|untrue|\blike[ \t]*[{\[<]|\bjson\b"
    # a negation in the languages models answer in: "Antwort: nicht 47.", "La respuesta no es 47."
    r"|nicht|kein\w*|no\s+(?:es|son|era|est|sont)|n'est|ne\s+sont|non\s+(?:è|e|sono|est)"
    r"|não\s+(?:é|são)|niet|geen|nie\s+jest|не|ні|değil(?:dir|dır)?|(?<!dưới\s)không(?:\s+phải)?|bukan|tidak)\b"
    r"|不是|不对|不對|並非|并非|ではない|じゃない|ではありません|아니다|아닙니다|아니에요"
    # ... a supposition, a check still to do, a maybe: "假设答案是 $\frac{7}{8}$，我们还需要验证。"
    r"|假设|假設|假定|假如|如果|要是|验证|驗證|也许|也許|或许|或許|可能|仮に|もし|만약|아마"
    # ... "let's" (a step still to do): "आइए $(3 + 2i)(2 - i)$ को विस्तार से लिखें।"
    r"|आइए|चलिए"
    # ... in Arabic, Persian, Urdu, Hebrew, Greek, Hindi, Bengali, Thai: "الجواب ليس 374."
    r"|(?<!\w)(?:ليس|ليست|نیست|نہیں|אינו|אינה|לא|δεν|όχι)(?!\w)|नहीं|नही|নয়|ไม่ใช่|ไม่"
    # ... in Czech, Hungarian, Romanian, Finnish, and "anything but"
    r"|\b(?:není|nem|nu\s+este|nu\s+e|ei\s+ole|anything\s+but)\b|அல்ல|இல்லை"
    # ... in Swedish, Danish, Norwegian, Polish, Serbo-Croatian, Slovak: "Inversen är inte $...$."
    r"|\b(?:är\s+inte|er\s+ikke|er\s+ikkje|nie\s+są|nije|nisu|nie\s+je)\b"
    # an impossibility is no answer: "It is impossible for the answer to be 374."
    r"|\bimpossible\b"
    # a value shown as a format to fill in: '{"answer": 266} is the expected JSON shape'
    r"|\bexpected[ \t]+(?:\w+[ \t]+)?(?:shape|format|schema|output)\b|\bfill[ \t]+in\b"
    # a margin: "17 ± 1 °C", "$18,000 ± $500 a month", "plus or minus 2"
    r"|±[ \t]*\$?\d|\bplus[ \t]+or[ \t]+minus\b"
    rf"|{FOREIGN_DENIAL}|{FOREIGN_BOUND})",
    re.IGNORECASE,
)
# Right before the stated number, a bound or an estimate: "more than 15 boxes", "nearly 15",
# "over 15 minutes", "at most 15" state no value. Right after it, a comparison: "3 more than the
# 12 his sister has". Before it, an operand of a step still to be done: "divide this by 15".
_BOUND = re.compile(
    rf"\b(?:{BOUND}|(?:smaller|larger)\s+than"
    r"|over|under|exceeds?|exceeding|below|above|just\s+shy\s+of|within"
    r"|max\.?|min\.?|maximum|minimum"
    r"|in\s+excess\s+of|upwards?\s+of|(?:at\s+)?the\s+very\s+(?:least|most)"
    r"|no\s+(?:more|less|fewer)\s+than|as\s+(?:much|many|little|few)\s+as|an?\s+(?:maximum|minimum)\s+of"
    r"|something\s+like|on\s+the\s+order\s+of|in\s+the\s+(?:neighbou?rhood|region|vicinity)\s+of"
    r"|(?:north|south)\s+of|somewhere\s+(?:near|around|between)|an?\s+ballpark(?:\s+figure\s+of)?"
    rf"|almost\s+exactly|the\s+better\s+part\s+of|{ESTIMATE}|effectively|approximately|about)"
    r"\s+\$?$",
    re.IGNORECASE,
)
# "hens ≠ 156", "x != 156", "\\neq 156": what the value is not, no value stated
_NOT_EQUAL_BEFORE = re.compile(r"(?:≠|!=|=/=|<>|\\neq?|\\not[ \t]*=)[ \t]*\$?$")
# "The answer is negative 7 degrees.": the sign in words, where the number is stated (not "20
# minus 7", an operation).
_SIGN_WORD = re.compile(
    r"(?:^|\b(?:is|was|are|were|be|equals|of|to|at|reach(?:es|ed)?|drops?\s+to)\s+)"
    r"(?:negative|minus)[ \t]+\$?$"
    # ("negative" names the sign wherever it stands: "Jake will have negative 18 dollars left")
    r"|\bnegative[ \t]+\$?$"
    # ... and "below zero" / "minus" before the number in Chinese, Japanese, Vietnamese, Russian,
    # Spanish, French, German: "最终温度是零下 14.5 度。", "là âm 14,5 độ"
    r"|(?:零下|氷点下|マイナス|영하|\bâm|\bминус|\bмінус|\beksi|\bmenos|\bmoins|\bminus"
    # (Persian and Arabic: "دمای نهایی منفی ۵ درجه است."; Hebrew, Greek: "מינוס 10 מעלות")
    r"|(?<!\w)منفی|(?<!\w)سالب|(?<!\w)מינוס|(?<!\w)μείον)[ \t]*\$?$",
    re.IGNORECASE,
)
# Below zero after the number in words `_AFTER_NUMBER` does not read: "8,5 градуса мороза".
_FROST_AFTER = re.compile(
    r"[ \t]*(?:градус\w{0,3}[ \t]+)?(?:мороза|морозу|ниже[ \t]+нуля|нижче[ \t]+нуля)(?![^\W\d_])",
    re.IGNORECASE,
)
# An estimate sign right before the number: `~47`, `≈ 47`, `\approx 47` (`is~47` is LaTeX's
# unbreakable space, after a word).
_APPROXIMATELY = re.compile(
    r"(?:^|\s)[~∼][ \t]*\$?$|(?:≈|\\approx|\\sim)[ \t]*\$?$"
    # an inequality or a denial of the value: `b < 266`, `b \neq 266`, `x ≥ 3` (a `<` or `>`
    # between spaces: `< answer >266`, `answer> $694` are tags, `=> 5` an arrow)
    r"|(?:(?<=[ \t])[<>]=?[ \t]+|[≤≥≠]|!=|\\(?:neq?|le|ge|leq|geq|lt|gt|not\s*=)(?![A-Za-z]))"
    r"[ \t]*\$?$"
)
_COMPARISON = re.compile(
    r"\s*%?\s*(?:\w+\s+)?(?:more|less|fewer|greater|smaller|larger|bigger)\s+than\b"
    r"|\s*times\s+(?:as|more|less)\b",
    re.IGNORECASE,
)
# ... a difference between two people, the sentence's last words: "So Mia earns $9 more than Joe."
# (no clause after "than": "$135 more than she needs" compares with what is not said)
_THAN_A_NAME = re.compile(
    r"[ \t]*(?:[a-z]+[ \t]+)?(?:more|less|fewer)[ \t]+than[ \t]+(?:(?:Mr|Mrs|Ms|Dr)\.?[ \t]+)?"
    # (or someone named by a role: "The basketball coach spent $85 more than the baseball coach.")
    r"(?:(?-i:[A-Z][a-z]+)|(?:the|his|her|their)[ \t]+(?:[a-z]+[ \t]+)?(?:coach|teacher|brother"
    r"|sister|friend|mother|father|mom|dad|son|daughter|husband|wife|neighbou?r|cousin|boss|partner"
    r"|aunt|uncle|grandma|grandpa|grandmother|grandfather|classmate|team|store|shop|company))"
    r"(?:['’]s)?"
    # (a possession of that person's, and its amount: "... than Mrs. Cruz's budget of $400 000")
    r"(?:[ \t]+[a-z]+(?:[ \t]+of[ \t]+\$?\d[\d ,.]*\d)?)?"
    # (and the span it is counted over: "... more than Sam in one year.", "each year")
    r"(?:[ \t]+(?:in|each|per|every|over|a)[ \t]+(?:a[ \t]+|one[ \t]+|the[ \t]+)?[a-z]+)?[ \t]*[.!]?[ \t]*$"
)
# ... said of what someone pays, earns or spends, right before the amount (not a count: "5 laps
# fewer than Quinn", whose direction the working may contradict).
_PAYS_BEFORE = re.compile(
    r"\b(?:pays?|paid|earns?|earned|spends?|spent|saves?|saved|costs?|makes?|made|gets?|got"
    r"|receives?|received)[ \t]+(?:about[ \t]+)?\$?$",
    re.IGNORECASE,
)
# ... or what something costs against a named person's money, after a copula: "The house is
# $9 500 more than Mrs. Cruz's budget." (the dollar sign is gone by the time the sentence is read)
_COSTS_COPULA = re.compile(r"\b(?:is|are|was|were|be|costs?)[ \t]+$", re.IGNORECASE)
# ... or what one named thing is more or less than another, said to the sentence's end: "Juice
# Box C is $2 more than Juice Box B." (the dollar sign gone too)
_THAN_A_NAMED_THING = re.compile(
    r"[ \t]*(?:[a-z]+[ \t]+)?(?:more|less)[ \t]+than[ \t]+(?:the[ \t]+)?(?:[A-Z][A-Za-z]*[ \t]+){0,3}"
    r"[A-Z][A-Za-z]*[ \t]*[.!]?[ \t]*$"
)
_THAN_A_NAMES_MONEY = re.compile(
    r"[ \t]*(?:more|less)[ \t]+than[ \t]+(?:(?:Mr|Mrs|Ms|Dr)\.?[ \t]+)?[A-Z][a-z]+['’]s[ \t]+"
    r"(?:budget|price|cost|salary|savings|bill|fee|rent|income|allowance|earnings|wages?|offer|bid)\b"
)


def _a_difference_paid(sentence: str, chosen: re.Match[str], before: str) -> bool:
    """Whether the chosen number is what one pays more or less than a named person ("Pam pays $10
    more than Susan.", "The house is $9 500 more than Mrs. Cruz's budget."), or what one named
    thing is more or less than another."""
    if _COSTS_COPULA.search(before):
        # "Juice Box C is $2 more than Juice Box B.": one named thing against another
        return bool(
            _THAN_A_NAMED_THING.match(sentence, chosen.end())
            or (
                _THAN_A_NAME.match(sentence, chosen.end())
                and _THAN_A_NAMES_MONEY.match(sentence, chosen.end())
            )
        )
    return bool(_THAN_A_NAME.match(sentence, chosen.end()) and _PAYS_BEFORE.search(before))


_OPERAND = re.compile(
    r"\b(?:divide|multiply|add|subtract)\w*\s+(?:\w+\s+){0,4}?(?:by|to|from|into)\s+\$?$",
    re.IGNORECASE,
)
# "If she buys 15 boxes, she will have enough.": the condition states no result; the main clause
# after its comma may ("So if she sells 9 eggs at $2 each, she makes $18.").
_CONDITION = re.compile(
    r"^\W*(?:(?:so|then|thus|therefore|hence)\W+)?(?:if|unless|when|whenever|assuming|suppose"
    r"|supposing|provided|since|because|as|given\s+that)\b",
    re.IGNORECASE,
)
# A clause after the main one that explains or restates it in other terms ("she makes $18 per
# day, which is $126 per week"; "$x = 1$ is the only solution, since $x = 5$ is extraneous").
_TRAILING_CLAUSE = re.compile(
    r",\s*(?:which|since|because|as|whereas|while|although|though)\b"
    # a comparison with another value after the answer: "$\sqrt{61}$ units, a little less than $8$"
    r"|,\s*(?:(?:a\s+(?:little|bit)|slightly|just|much|far)\s+)?(?:less|more|greater|smaller"
    r"|larger|bigger)\s+than\b",
    re.IGNORECASE,
)
_NAMES_ANSWER = re.compile(r"\b(?:answer|result)\b", re.IGNORECASE)
# "times" is an operator unless it counts occurrences: "downloaded 366 times in total."
_OPERATOR_AFTER = re.compile(
    r"\s*[-+*/×÷]|\s+(?:plus|minus)\b|\s+times\b(?!\s*(?:[.!;)]|$)"
    r"|\s+(?:in\s+total|in\s+all|altogether|overall|so\s+far|during|per|a|each|every|since"
    # (what comes with the count of times: "3 times with his 42 dollars", "4 times in a row")
    r"|with|in|before|after|this|that|last|already|to(?=[ \t]+[a-z])"
    # (or when they happened: "the alarm rang a total of 22 times today.")
    r"|today|yesterday|tonight|now|then)\b)"
)
# (an adverb that leaves the value as it is: "The sum of all such $p$ is simply 2.")
_PLAIN_ADVERB = r"(?:(?:simply|just|exactly|indeed|therefore|thus|then|also|now)\s+)?"
# `$x^3 - 2x + 1$ is 2`: the number the sentence gives the expression is the answer.
_VALUE_AFTER_SPAN = re.compile(
    rf"\s*(?:is|equals|=)\s+{_PLAIN_ADVERB}\$?(-?\d[\d,]*(?:\.\d+)?)(?!\.?\d)"
)
# A sentence whose last words, after its math, give a value: "... is divided by 7 is 0."
_ENDS_ON_VALUE = re.compile(
    rf"\s(?:is|equals)\s+{_PLAIN_ADVERB}\$?(-?\d[\d,]*(?:\.\d+)?)\$?\s*[.!]?\s*$"
)
# ... in the languages models answer in: "Số dư khi chia $2^{10}$ cho 7 là 2.", "Le reste de
# $2^{10}$ par 7 est 2." (not after a negation: "no es 2", "không phải là 2")
_ENDS_ON_VALUE_ABROAD = re.compile(
    r"(?<!\bno\s)(?<!\bnon\s)(?<!\bnão\s)(?<!phải\s)(?<!\bне\s)(?<!\bnie\s)(?<!\bne\s)"
    r"\s(?:est|ist|es|é|è|là|bằng|är|er|is|jest|je|είναι|равен|равна|равно|равны|составляет"
    r"|дорівнює|становить|adalah|ialah|olur|eşittir)\s+\$?(-?\d[\d,]*(?:\.\d+)?)\$?\s*[.!]?\s*$",
    re.IGNORECASE,
)
# ... in Turkish, the copula a suffix of the value: "... çarpımının gerçek kısmı 5'tir"
_VALUE_THEN_COPULA_TR = re.compile(r"\s(-?\d[\d,]*(?:\.\d+)?)['’](?:d|t)[ıiuü]r\s*[.!]?\s*$")
_WORDS_THEN_NUMBER = re.compile(
    r"(?:[ \t]+[^\W\d_]+){2,8}[ \t]+(-?\d[\d,]*(?:\.\d+)?)[ \t]*[.!。]?[ \t]*$"
)
_PLAIN_NUMBER_SPAN = re.compile(r"\s*-?\d[\d,]*(?:\.\d+)?\s*")
_COUNT_AFTER_SPAN = re.compile(
    r"[ \t]+(?:has|have|had|contains?)[ \t]+(?:exactly[ \t]+)?(\d{1,9})[ \t]+[A-Za-z][A-Za-z-]*"
    r"(?:[ \t]+[A-Za-z][A-Za-z-]*){0,3}[ \t]*[.!]?[ \t]*$"
)
_CUT = re.compile(
    r"(?:[-+*/=(,:×÷^{\\]|\\(?:times|cdot|frac|div)|"
    r"\b(?:and|or|the|of|to|a|an|is|are|was|so|then|with|by|for|in|on|at|from|we|which|that"
    r"|because|plus|minus|times|divided|multiplied|into|her|his|their|its|each|per|than|as)"
    r")\s*$",
    re.IGNORECASE,
)
# A prose sentence ends on `.` / `!`; one that ends the text on a word or a number instead was cut
# by the token limit (`So, there are 20 chickens`, `In total, she put 160 * 2 = 32`): what it
# would have said is unknown. Short lines (`3 * 5 = 15 pencils`, `Total: $45`) and math that
# closes (`$`, `)`, `]`) are whole without a stop.
_UNFINISHED = re.compile(r"[A-Za-z0-9%]\s*$")
_MIN_PROSE_WORDS = 3
# An equation that ends on a value and one unit word (`... = 80 burritos`)
_EQUATION_UNIT = re.compile(r"=\s*\$?\d[\d,]*(?:\.\d+)?\s+([A-Za-z]+)\s*$")
_PLEASANTRY = re.compile(
    r"^\W*(?:i\s+hope\s+(?:this|that|it)|hope\s+this|let\s+me\s+know|thanks?\b|thank\s+you"
    r"|good\s+luck|feel\s+free|have\s+a\s+(?:great|nice|good)"
    # (praise, as an invented reply gives it: "... = 366 downloads in total. Good calculation!")
    r"|(?:good|great|nice|excellent)\s+(?:job|work|calculation|thinking|reasoning|effort)\b"
    r"|well\s+done\b"
    # ... as models close in other languages: "¡Espero que esto te ayude!", "希望对你有帮助！"
    r"|espero\s+que|j'espère|ich\s+hoffe|spero\s+che|надеюсь|umarım|hy\s+vọng|أتمنى|आशा\s+है"
    r"|希望(?:这|這|以上|能)?|お役に立て|도움이\s*되"
    # (and "I hope I helped", "don't hesitate", "good luck" in more of them)
    r"|espero\s+(?:ter|haber|havere|ser)|spero\s+(?:di|sia)|n['’]hésitez|bonne\s+chance|ik\s+hoop"
    r"|mam\s+nadzieję|сподіваюся|امیدوارم|آمل|semoga|หวังว่า|আশা\s+করি|उम्मीद\s+है"
    r"|viel\s+erfolg|buena\s+suerte|boa\s+sorte|buona\s+fortuna|如有|ご不明|궁금한"
    # "If you have more questions, ..."
    r"|se\s+tiver|si\s+tienes|si\s+vous\s+avez|se\s+hai\s+(?:altre|altri|domande)"
    r"|wenn\s+(?:du|sie)\s+(?:noch\s+)?(?:weitere\s+)?fragen|если\s+у\s+вас|jika\s+ada"
    r"|nếu\s+(?:bạn\s+)?còn|chúc\s+bạn|natumaini|nadam\s+se|doufám|sper\s+că|ελπίζω|מקווה"
    r"|hoppas|håber|håper|toivottavasti|remélem|umarim"
    # (wishes: "Kolay gelsin!", "Sana nakatulong ito!", "Chúc may mắn!", "Bonne journée !")
    r"|kolay\s+gelsin|başarılar|iyi\s+çalışmalar|sana\s+(?:ay\s+)?(?:na|ma)katulong|salamat"
    r"|chúc\s+may\s+mắn"
    r"|bonne\s+journée|schönen\s+tag|buen\s+día|buona\s+giornata|bei\s+(?:weiteren\s+)?fragen"
    # "Any question, just ask."
    r"|qualquer\s+dúvida|cualquier\s+(?:duda|pregunta)|per\s+qualsiasi\s+dubbio)",
    re.IGNORECASE,
)
# A sentence ends at . ! ? (also just inside closing math: `= 7.$$ Therefore`), or where a math
# span closes and a capitalised word begins (`... = 7$ Now, substitute ...`).
# Sentence ends in scripts `_SENTENCE` does not read: the next sentence opens with a capital of
# another alphabet (Cyrillic, Greek, accented Latin) or a letter of a script without capitals
# (Hebrew, Arabic, Indic, Thai), or follows a Chinese or Japanese full stop, which takes no space.
_SENTENCE_ABROAD = re.compile(
    # (Korean ends its sentences with a full stop: "...입니다. 남은 사과는 459개입니다.")
    r"(?<=[.!?؟।۔])[\"”“»」]?\s+(?=[(（]?[À-ÖØ-ÞА-ЯЁІЇЄҐΑ-Ω\u0590-\u06ff\u0900-\u0dff\u0e00-\u0e7f"
    r"\uac00-\ud7a3])"
    r"|(?<=[。！？])(?=[^\s。！？」』）)])"
    # (Greek's question mark is a semicolon: "Μήπως η απάντηση είναι 18 κιλά; Ας ελέγξουμε ...")
    r"|(?<=[;\u037e])\s+(?=[Α-Ω])"
)


def _sentences(line: str) -> list[str]:
    """`line` split into sentences (`_SENTENCE`; in a line that is not ASCII, `_SENTENCE_ABROAD`
    too)."""
    sentences = _SENTENCE.split(line)
    if line.isascii():
        return sentences
    return [part for sentence in sentences for part in _SENTENCE_ABROAD.split(sentence)]


_SENTENCE = re.compile(
    # (not after a scale word or other abbreviation of German, whose nouns are capitalised:
    # "Die Stadt hat jetzt 2,75 Mio. Einwohner.")
    r"(?<=[.!?])(?<!\bMio\.)(?<!\bMrd\.)(?<!\bTsd\.)(?<!\bMill\.)(?<!\bNr\.)(?<!\bca\.)"
    r"(?<!\bbzw\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)(?:\$\$|\$|\\\])?\s+(?=[A-Z(])|(?<=\$)\s+(?=[A-Z][a-z])"
    # (after a quotation that ends its sentence: 'The question reads: "Is it more than 31?" I
    # lack the data.')
    r"|(?<=[.!?][\"”“»」])\s+(?=[A-Z(])"
    # a sentence may open with a number ("... a mistake. 20% of 50 is 10"), after a word that is
    # no abbreviation ("approx. 5" is one sentence, and keeps its hedge)
    r"|(?<=[a-z]{3}[.!?])(?<!approx\.)(?<!\best\.)(?<!\bapp\.)(?<!\bappx\.)(?<!\babt\.)"
    r"(?<!\bmin\.)(?<!\bmax\.)(?<!\betc\.)(?<!\bfig\.)(?<!\beqn\.)(?<!\bgodz\.)(?<!\bhod\.)"
    r"(?<!\bstd\.)(?<!\bStd\.)\s+(?=\d)"
)
# The words that qualify the number (`15 marbles`, `70 thousand dollars`, `18 or 26`), at most
# four, up to a clause that describes it (`12 sequences that meet the three conditions`).
_AFTER_NUMBER = re.compile(
    r"(?:[^\S\n]*(?!(?:that|which|who|whom|whose|where|when|while|because|since|so|if|as|in"
    # (whole words only: `Kč` is no `K`)
    # (a unit's power too: `130 m^{2}`, as `m²` is read)
    r"|for|of|with|from|after|before|during|each|per"
    # (how the amount is counted, no unit: "spent $200 overall on snacks and drinks")
    r"|overall|altogether|total"
    # ("$6.00 to return her overdue books": a purpose, not "18 to 20" or "5 to ten")
    r"|insgesamt|(?:no|en|au)(?=[ \t]+total\b)|in(?=[ \t]+totale\b)"
    r"|at(?=[ \t]+\$?\d)|to(?=[ \t]+(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty"
    r"|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)[a-z]{2}))\b)[A-Za-z%'$/-]+(?:\^\{?[23]\}?)?(?![^\W\d_]))"
    r"{0,4}",
    re.IGNORECASE,
)
# A scale or dozen word of another language right after the number (`rppo_check.numeric` reads
# it; the English ones are among the words `_AFTER_NUMBER` keeps).
_ONE_COMMA_GROUP = re.compile(r"\d{1,3},\d{3}")
_FOREIGN_SCALE_AFTER = re.compile(
    rf"[ \t]*(?:(?:{WORDED_SCALE})(?![^\W\d_])\.?|{ATTACHED_SCALE_WORD})", re.IGNORECASE
)
# A number the sentence states as its result: right after a copula or "=" (strong), or after a
# verb of having or paying (weak: "She pays $5 and gets $3 back" states no one result).
_STRONG = re.compile(
    # ("there is only 1 positive integer ...": "only", "exactly", "just" before the count)
    r"\b(?:is|are|was|were|equals|equal\s+to|total\s+of|totals?|totall?ing|be)\s+"
    r"(?:(?:only|exactly|just)\s+)?\$?$|=\s*\$?$"
    # "the total bill comes to $187.50", "the cost amounts to $42", "it all adds up to 96"
    r"|\b(?:comes?|came|amounts?|amounted|adds?\s+up|added\s+up)\s+to\s+\$?$"
    # "... equals a total cost of $12", "... gives a difference of 5 points", "gives me 1 hour"
    r"|\b(?:a|the)\s+total\s+(?:cost|amount|price|sum|number|value)\s+of\s+\$?$|\bworth\s+\$?$"
    r"|\b(?:gives?|gave|giving|yields?|yielding|leaves?|leaving)\s+(?:us\s+|me\s+)?(?:a|the)\s+"
    r"(?:difference|sum|product|result|total)\s+of\s+\$?$"
    r"|\b(?:gives?|gave|giving)\s+(?:me|us)\s+\$?$"
    # "..., making the total amount $6.00", "..., which makes the total 48"
    r"|\b(?:making|makes?|made)\s+(?:the|a)\s+total(?:\s+(?:amount|cost|price|sum|number|value))?\s+\$?$",
    re.IGNORECASE,
)
# ... in the languages models answer in: "Le reste de 10 par 7 est 3.", "从8人中选3人，共有56种
# 不同的选法。", "f(-2)의 값은 10입니다."
_STRONG_ABROAD = re.compile(
    r"(?<![^\W\d_])(?:est|ist|es|é|è|là|bằng|är|jest|είναι|равн[аоы]?|равен|составляет|дорівнює"
    r"|становить|adalah|ialah|son|sont|são|sono|sind|zijn"
    # (verbs of amounting to, "in all" and "that is" before the value: "beträgt also 38,25 cm²",
    # "ou seja, R$ 1.050 no total", "tổng cộng 265.000 đồng", "أي ١٨١ ريالًا")
    r"|beträgt|betragen|ergibt|ergeben|wynosi|wynoszą|činí|celkem|insgesamt|łącznie|razem|итого"
    r"|всего|toplam|tổng\s+cộng|ou\s+seja|es\s+decir|c['’]est-à-dire|то\s+есть|tức\s+là|czyli"
    r"|أي)(?:[ \t]+(?:also|donc|alors|quindi|então|entonces|итак|więc|tedy|jadi|vậy))?[, \t]+"
    r"(?:R\$|US\$|\$|€|£)?[ \t]*$"
    r"|(?:是|为|為|は|共有|一共|总共|總共|合计|合計|[가-힣](?:은|는))[ \t]*\$?$",
    re.IGNORECASE,
)
# "Instead of" in the languages that put the value first ("$A$ statt $B$", "A в место B"); the
# languages that put it last ("B の代わりに A", "B yerine A") are read by the last value.
_INSTEAD = (
    r"instead[ \t]+of|rather[ \t]+than|statt|anstatt|anstelle[ \t]+von|вместо|замість|bukannya"
    r"|alih-alih|i[ \t]+stället[ \t]+för|istället[ \t]+för|במקום|au[ \t]+lieu[ \t]+de|plutôt[ \t]+que"
    r"|en[ \t]+lugar[ \t]+de|en[ \t]+vez[ \t]+de|invece[ \t]+di|anziché|em[ \t]+vez[ \t]+de"
    r"|ao[ \t]+invés[ \t]+de|em[ \t]+lugar[ \t]+de|in[ \t]+plaats[ \t]+van|zamiast|místo|namísto"
    r"|thay[ \t]+vì|αντί[ \t]+για|αντί|بدلاً[ \t]+من|بدلا[ \t]+من|แทนที่จะเป็น"
)
# ... and the languages that name the replaced value first: "B yerine A", "B の代わりに A",
# "B 대신 A", "B के बजाय A", "B-এর বদলে A"
_INSTEAD_AFTER_WORD = re.compile(
    r"(?<![^\W\d_])yerine|বদলে|পরিবর্তে|の代わりに|대신|के[ \t]+बजाय|की[ \t]+जगह"
)
_INSTEAD_AFTER = re.compile(
    r"(?:\$[^$\n]{1,80}\$|(?<![\d.,])-?\d[\d.,]*(?:[^\W\d_]|[\u0980-\u09e5]|['’-])*)"
    r"[ \t]*(?:yerine|বদলে|পরিবর্তে|の代わりに|대신에?|के[ \t]+बजाय"
    r"|की[ \t]+जगह)[ \t,，、]*"
)
_INSTEAD_WORD = re.compile(rf"(?<![^\W\d_])(?:{_INSTEAD})(?![^\W\d_])", re.IGNORECASE)
_CURRENCY_SIGN = r"[€$£¥₹₽₺₩₪]"
_INSTEAD_OF = re.compile(
    rf"(?:\$(?P<math>[^$\n]{{1,80}})\$|(?:{_CURRENCY_SIGN}[ \t]?)?(?<![\d.,])(?P<number>-?\d[\d.,]*)"
    rf"(?P<unit>(?:[ \t]*(?:[^\W\d_]+|{_CURRENCY_SIGN})){{0,2}}))[ \t]*[,，]?[ \t]*"
    rf"(?:{_INSTEAD})[ \t]+(?:(?:the|la|le|el|los|las|les|de|het|die|der|das|den|dem)[ \t]+)?"
    rf"(?:\$[^$\n]{{1,80}}\$|(?:{_CURRENCY_SIGN}[ \t]?)?-?\d[\d.,]*)"
    # (the replaced value's unit, and a clause on it without numbers: "€ 37,50 in plaats van de
    # € 37,05 die ik eerst schreef.", "37,50 € statt der 37,05 €, die ich zuerst schrieb.")
    rf"(?:(?:[ \t]*[,，][ \t]*|[ \t]*)(?:{_CURRENCY_SIGN})|(?:[ \t]*[,，][ \t]*|[ \t]+)[^\W\d_]+){{0,8}}"
    r"[ \t]*[.!。]?[ \t]*$",
    re.IGNORECASE,
)
_SPACE_GROUPED = re.compile(r"\d[ \u00a0\u202f']\d{3}(?!\d)")
_FOREIGN_COPULA_WORD = re.compile(
    r"\b(?:est|ist|es|jest|son|sont|sono|sind|zijn|adalah|ialah|ergibt|ergeben|wynosi|wynosza"
    r"|celkem|insgesamt|razem|toplam|seja|decir|czyli)\b"
)
_ANCHOR = re.compile(
    r"\b(?:makes|made|gives|has|have|had|gets|got|needs|costs?|spends?|spent|earns?|earned"
    r"|pays?|paid|saves?|saved|sells?|sold|owes?|remains?|remaining|left\s+with"
    r"|remain(?:s|ed)?\s+with|end(?:s|ed)?\s+up\s+with"
    # (money coming in: "The eggs bring in $300 over the 4 weeks.")
    r"|(?:bring|brings|brought|rake|rakes|raked|pull|pulls|pulled)\s+in"
    # ("it will take Matthew 4 hours to dig ...")
    r"|(?:take|takes|took|taking)(?:\s+(?-i:[A-Z][a-z]+)|\s+(?:him|her|them|us|me))?)\s+\$?$",
    re.IGNORECASE,
)


# An answer given per part ("18 for part (a) and 20 for part (b)", "(a) 18, (b) 20"): several
# answers, not one (also for `rppo_check.phrases`). `f(a)` and `(a, b)` are no part labels.
_PART = re.compile(
    r"\bpart\s*\(?\s*(?:[a-h]|[ivx]{1,4}|\d{1,2})\s*\)?(?![A-Za-z])"
    r"|\b(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:part|question|sub-?question)\b",
    re.IGNORECASE,
)
_PART_LABEL = re.compile(r"(?:(?<![\w(])\(|(?<![\w(]))([a-h]|i{1,3}|iv)\)")


def by_parts(text: str) -> bool:
    """Whether `text` answers by parts (a part named, or two different part labels)."""
    if _PART.search(text):
        return True
    return len({label.lower() for label in _PART_LABEL.findall(text)}) >= 2


_DIFFERENCE_WORDS = ("more", "less", "fewer")
_MIXED_NUMBER = re.compile(r"(?<![\d.,/])(\d+)[ \t]+(\d+)/(\d+)(?![\d.,/])")
_NOT_WORD = re.compile(r"\b(?:not|never)\b|n't\b", re.IGNORECASE)
# Two or more values of one variable at the end of a sentence, joined by a comma or "and" / "or"
# of the languages models answer in: "x = 2 y x = 5", "x = -3, x = 0 und x = 3".
# (with an index, "x_{1} = 2, x_{2} = 3" (`x₁` read so); Arabic's variable س; Persian, Arabic,
# Hindi "or": "پس x = 2 یا x = 3.", "إذن: س = 2 أو س = 3")
_ROOT_VALUE = re.compile(r"([a-zس])(?:_\{?\d\}?)?[ \t]*=[ \t]*(-?\d+(?:\.\d+)?(?:/\d+)?)")
_ROOTS_JOIN = (
    r"[ \t]*(?:[,،;][ \t]*(?:(?:and|y|e|et|und|i|и|і|și|ve|dan|và|och|og|en|a)[ \t]+)?|[ \t]+(?:and|or|y|e|et"
    r"|und|oder|ou|o|и|или|і|або|i|lub|albo|și|sau|ve|veya|dan|atau|và|hoặc|och|eller|og|en|of|a"
    r"|nebo|یا|أو|या|או|অথবা|বা)[ \t]+"
    # (Chinese, Japanese and Korean "or" and "and" with no spaces: "答：x=2或x=3")
    r"|[ \t]*(?:或者|或|和|または|及び|또는)[ \t]*)"
)
_PLAIN_ROOTS = re.compile(
    rf"(?<![\w\\])([a-zس])(?:_\{{?\d\}}?)?[ \t]*=[ \t]*-?\d+(?:\.\d+)?(?:/\d+)?"
    rf"(?:{_ROOTS_JOIN}\1(?:_\{{?\d\}}?)?[ \t]*=[ \t]*-?\d+(?:\.\d+)?(?:/\d+)?)+[ \t]*[.!。]?[ \t]*$"
)
_EXCEPT = re.compile(
    r"\b(?:except(?:[ \t]+for)?|other[ \t]+than|anything[ \t]+but|everything[ \t]+but)[ \t]+\$?-?\d",
    re.IGNORECASE,
)
_LAST_NUMBER_IN = re.compile(r"\d[\d.,]*(?=\D*$)")
_COMPARED_ABROAD = re.compile(FOREIGN_COMPARING_WORD, re.IGNORECASE)
_OF_PLACE = frozenset("in on at for from by with into during after before".split())
# Also prepositions of place, before a noun phrase only ("5 hours walking around the park"; "18
# around" is an estimate).
_MOTION = frozenset("around about through across along over".split())
_DETERMINERS = frozenset("the a an his her their its our my this that these those".split())
# A number written onto a word is a modifier, not a quantity stated: "the 400-meter hurdles".
_HYPHEN_WORD = re.compile(r"-[A-Za-z]")


@dataclass(frozen=True)
class TailAnswer:
    text: str
    marker: str  # last_expression | last_number


def _drop_money_signs(line: str) -> str:
    """`$18 per day` is money, `$9 \\times 2 = 18$` is math: a `$` before a digit opens math only
    when another `$` closes it on the line around math (a command or an operator, no prose)."""
    if "R" in line:
        line = _PREFIXED_DOLLAR.sub("$", line)  # (every other prefix holds a `$`)
    if "$" not in line:
        return line
    if line.count("$") == 1 and _DOLLAR_AFTER_AMOUNT.search(line):
        return _DOLLAR_AFTER_AMOUNT.sub("", line)  # "Zaid will have 350$ left": the sign after
    line = _PREFIXED_DOLLAR.sub("$", line)
    if "\\$" in line:
        line = _ESCAPED_MONEY.sub("", line)  # `**\$36**`: markdown's escaped dollar is money
    dropped: list[int] = []
    for match in _MONEY.finditer(line):
        if match.start() in dropped:
            continue
        close = _UNESCAPED_DOLLAR.search(line, match.end())
        if close is None or line[close.end() : close.end() + 1].isdigit():
            dropped.append(match.start())  # no closer, or the next `$` is money too (`$2 = $18`)
            continue
        inner = line[match.end() : close.start()]
        math = (
            _PLAIN_NUMBER_SPAN.fullmatch(inner)
            or _MATH_SIGN.search(inner)
            or _NUMBER_LIST.fullmatch(inner)  # `$7, 9, 3, 1$`: a list in math
            or _GROUPED_NUMBER_SPAN.fullmatch(inner)  # `$1\,325$`
        )
        if not math or _PROSE_WORD.search(re.sub(r"\\[A-Za-z]+", " ", inner)):
            dropped.append(match.start())
    for position in reversed(dropped):
        line = line[:position] + line[position + 1 :]
    return line


def _strip_markdown(line: str) -> str:
    line = _drop_money_signs(line.replace("**", "").replace("__", "").replace("`", ""))
    return re.sub(r"^[ \t]*(?:[-*>]|\d+[.)]|#+)[ \t]+", "", line).strip()


class Span(NamedTuple):
    start: int
    end: int
    inner: str


def math_spans(text: str) -> list[Span]:
    r"""The math spans of `text` (`$$..$$`, `$..$`, `\(..\)`, `\[..\]`, none empty), left to right.

    Each opener pairs with the next closer of its kind; an opener without one is not a span, and
    a `$$` without a closing `$$` is read as `$`. One pass over the delimiters with a bisection for
    each closer: a regex with a lazy `.+?` rescans to the end once per unclosed opener, which on
    thousands of `\(` is quadratic.
    """
    if "$" not in text and "\\" not in text:
        return []
    where: dict[str, list[int]] = {"$$": [], "$": [], "\\)": [], "\\]": []}
    tokens = []
    for match in _DELIMITER.finditer(text):
        token = match.group(0)
        tokens.append((match.start(), token))
        if token in where:
            where[token].append(match.start())
        if token == "$$":
            where["$"] += [match.start(), match.start() + 1]
    # (a `$` right before a digit opens money, never closes math: "$520 - $480 = $40")
    where["$"] = sorted(at for at in where["$"] if not text[at + 1 : at + 2].isdigit())
    spans: list[Span] = []
    done = 0
    for start, token in tokens:
        if token == "$$" and start + 1 == done:
            start, token = start + 1, "$"  # `$\$$2500`: the first `$` closed a span
        if start < done or token in ("\\)", "\\]"):
            continue
        for opener in ("$$", "$") if token == "$$" else (token,):
            closer = _CLOSER[opener]
            positions = where[closer]
            at = bisect.bisect_left(positions, start + len(opener) + 1)  # not empty
            if at < len(positions):
                end = positions[at]
                spans.append(Span(start, end + len(closer), text[start + len(opener) : end]))
                done = end + len(closer)
                break
    return spans


def without_math(text: str) -> str:
    """`text` with each math span replaced by a space."""
    spans = math_spans(text)
    if not spans:
        return text
    pieces, position = [], 0
    for span in spans:
        pieces += [text[position : span.start], " "]
        position = span.end
    return "".join([*pieces, text[position:]])


def _last_line(text: str) -> str:
    """The last non-empty line; a display-math block that ends the text counts as one line."""
    stripped = text.rstrip()
    display = _DISPLAY_END.search(stripped)
    if display:
        closer = "$$" if display.group(0).lstrip().startswith("$$") else "\\]"
        opener = "$$" if closer == "$$" else "\\["
        start = stripped.rfind(opener, 0, display.start())
        if start >= 0:
            line_start = stripped.rfind("\n", 0, start) + 1
            return stripped[line_start:].replace("\n", " ")
    return stripped.rsplit("\n", 1)[-1]


# "If/Suppose ..., ... would/could/might be ...": a supposition and what would follow.
_SUPPOSED_CONSEQUENCE = re.compile(
    r"[ \t*_]*(?:if|suppose|supposing|assuming)\b[^,;]*,[^;]*\b(?:would|could|might)\b[^;]*$",
    re.IGNORECASE,
)
# The last of the sentence's clauses (after "; "), when it ends stating one value after a verb:
# "...; adding the $3,300 bonus gives $47,670.", "...; here it is strict, so $(-4, 7)$."
_LAST_CLAUSE = re.compile(
    r"; (?:(?!; |\bwould\b|\bcould\b|\bmight\b).)*?\b(?:is|are|gives?|takes?|makes?|earns?|equals?|totals?|costs?|pays?|gets?"
    r"|comes[ \t]+to|so|have|has)[ \t]+(?:about[ \t]+)?(?:\$[^$]+\$|\$?-?\d[\d,]*(?:\.\d+)?)"
    r"(?:[ \t]+[A-Za-z]+){0,2}[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# ... or, in the languages models answer in, the right value named after a value called wrong:
# "$\frac{1}{36}$ es incorrecto; el resultado correcto es $\frac{1}{6}$.", "8 ist falsch; richtig
# ist 7.", "8 نادرست است؛ نتیجهٔ درست 7 است."
_RIGHT_VALUE_CLAUSE = re.compile(
    r"[;؛] (?=[^\d$;؛]{0,40}?(?<![^\W\d_])(?:correct[oa]?|corrett[oa]|corret[oa]|correcte|richtig[e]?"
    r"|poprawn[yae]|doğru|درست|đúng|rätt[a]?|juiste|správn[ýáé]|правильн\w*|вірн\w*|верн\w*|σωστ\w*"
    r"|נכון|נכונה|الصحيح\w*|सही|সঠিক|benar|betul)(?![^\W\d_]))"
    r"[^\d$;؛]{0,60}?(?:\$[^$\n]{1,80}\$|-?\d[\d.,]*)[^\d$;؛]{0,30}$",
    re.IGNORECASE,
)
# A share of a number, then what it comes to: "Ben gets 4/7 of 91, which is 52."
# An expression in math, then its value in math: "$(3 - 2i)^2$, which is $5 - 12i$."
_EXPRESSION_WHICH_IS = re.compile(
    # (a word or two may follow the expression: "we add $9$ and $7$ together, which equals $16$")
    r"\$[^$\n]{1,120}\$(?:[ \t]+[A-Za-z]+){0,2}[ \t]*,[ \t]*which[ \t]+(?:is|equals|gives|comes[ \t]+to"
    r"|simplifies[ \t]+to)"
    r"[ \t]+(?:\$([^$\n]{1,120})\$|(-?\d+(?:\.\d+)?))[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
# ... or the parts listed, then their sum: "the second is 12 minutes, and the third is 6 minutes,
# which adds up to 22 minutes in total."
_WHICH_ADDS_UP = re.compile(
    r",[ \t]*which[ \t]+(?:adds[ \t]+up[ \t]+to|sums[ \t]+(?:up[ \t]+)?to|totals|makes[ \t]+a[ \t]+total[ \t]+of"
    r"|gives[ \t]+a[ \t]+total[ \t]+of)[ \t]+(\$?-?\d[\d,]*(?:\.\d+)?)(?:[ \t]+[A-Za-z]+){0,2}"
    r"(?:[ \t]+(?:in[ \t]+total|altogether|in[ \t]+all))?[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
_OF_WHICH = re.compile(
    r"(?<![\d/.,])\d[\d/.,]*[ \t]+of[ \t]+\$?\d[\d,.]*[^,;]*,[ \t]*which[ \t]+(?:is|equals|comes[ \t]+to|gives)[ \t]+"
    r"(\$?-?\d[\d,]*(?:\.\d+)?)(?:[ \t]+[A-Za-z]+){0,2}[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


# After the value, a property of it denied, which changes nothing of it: "...; the amount isn't
# negative.", "(not a negative number, so the pizzas were enough)", ", not rounded, since ...".
_HARMLESS_DENIAL = re.compile(
    r"[ \t]*(?:[,;]|\()[ \t]*(?:(?:the|this|that|it|which)[ \t]+(?:[a-z]+[ \t]+)?)?"
    r"(?:is[ \t]+not|isn't|is[ \t]+never|not)[ \t]+(?:a[ \t]+)?(?:negative(?:[ \t]+number)?|rounded"
    r"|an[ \t]+estimate|a[ \t]+fraction"
    # ("0 dollars left, not a cent more": exactly that much)
    r"|(?:(?:single[ \t]+)?(?:cent|penny|dime|dollar|euro|pound|minute|second|day|gram)|one)[ \t]+"
    r"(?:more|less)(?![^.!?()\n]*\d))\b[^.!?()\n]*\)?[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


def without_harmless_denial(text: str) -> str:
    """`text` without a denied property of its value at its end (`_HARMLESS_DENIAL`)."""
    if "not" not in text and "n't" not in text:
        return text
    found = _HARMLESS_DENIAL.search(text)
    return text[: found.start()] + "." if found and found.start() > 0 else text


# Greek writes its question mark as a semicolon (or U+037E): "Μήπως η απάντηση είναι 18 κιλά;"
_GREEK_QUESTION = re.compile(r"[\u0370-\u03ff][^;\u037e]*[;\u037e]\s*$")


# A complex number that ends a sentence after a word (its copula, in any language) or `=`,
# outside math delimiters.
_COMPLEX_AT_END = re.compile(
    r"(?:(?<![^\W\d_])[^\W\d_]+(?:[ \t]*:)?|=)[ \t]+"
    r"([-−]?\d+(?:\.\d+)?[ \t]*[-−+][ \t]*(?:\d+(?:\.\d+)?[ \t]*)?i)"
    r"(?![A-Za-z])[ \t.!]*$"
)
# A function of numbers in plain text that ends the sentence: `sqrt(119)`, `2*sqrt(3)`, `log(8)`,
# `sqrt(3)/3`, `1/sqrt(3)`.
_FUNCTION_AT_END = re.compile(
    r"(?<![A-Za-z\\])((?:\d+[ \t]*[*/]?[ \t]*)?(?:sqrt|cbrt|log|ln|exp|sin|cos|tan|abs|[fgh])[ \t]*"
    r"\([^()\n]{1,40}\)(?:[ \t]*[*/][ \t]*\d+(?![\d.,]*\d))?)[ \t.!]*$"
)


# Plain-text math a sentence ends on after its copula: `2*pi`, `[1, 5)`, `x^2 + 1`, `(2, -1)`.
# (and "∈", and the copulas of the languages models answer in: "El cociente es x^2 + 1.")
_COPULA_WORD = re.compile(
    r"[ \t](?:is|are|equals|=|∈|es|est|è|é|ist|är|er|je|jest|sono|son|sont|são|zijn|sind|равно"
    r"|равен|равна|равны|дорівнює|είναι|adalah|ialah|bằng|là|eşittir)[ \t]+(?=\S)"
)
# (LaTeX without its delimiters too: "The probability is \frac{5}{36}.", "... is 25\pi.")
_PLAIN_MATH = re.compile(r"[-−+*/^().,\[\] \t\w√π\\{}]{1,40}")
_PLAIN_MATH_SIGN = re.compile(r"[*/^+()\[\]√π]|\\[a-z]|\b(?:pi|sqrt|inf|infinity)\b|(?<=\w)-(?=\w)")
_PLAIN_MATH_WORDS = frozenset(
    "pi sqrt inf infinity frac dfrac tfrac cdot times infty circ pm left right".split()
)


# A sentence that opens with its value as the subject: "114,200 is the amount he will make.",
# "(2, -1) is the solution of the system.", "-2, 8 are the solutions."
_VALUE_AS_SUBJECT = re.compile(
    r"(?:^|(?<=[.!][ \t]))[ \t*]*([-−]?\$?(?:[\[(][^\[\]()\n]{1,30}[\])]|[\d√π][\d,./*^+√π() \t-]{0,30}?"
    r"|[a-z][²³^][\d,./*^+√π() \t²³a-z-]{0,30}?|pi/\d+|sqrt\(\d+\)/\d+)"
    r"(?:[ \t]*,[ \t]*[-−]?\d+)*)[ \t]+(?:is|are)[ \t]+(?:the|a|an|our)[ \t]+[a-z]",
)


def _value_as_subject(sentence: str) -> re.Match[str] | None:
    """The last statement of the sentence (its start, or after a full stop) that opens with its
    value as the subject (`_VALUE_AS_SUBJECT`), when no other statement follows it."""
    found = [*_VALUE_AS_SUBJECT.finditer(sentence)]
    if not found or _ANOTHER_STATED.search(sentence, found[-1].end()):
        return None  # ("12 is the son's age; the father is 48.": the value is the later one)
    return found[-1]


_ANOTHER_STATED = re.compile(
    r"[.!][ \t]+[-−$]?\d|[.!;][ \t]+[^.!;]*?(?:\b(?:is|are|was|were|equals)[ \t]+|=[ \t]*)\$?[-−]?\d"
)


def _brackets_open(text: str) -> int:
    """How many brackets `text` opens and does not close (an interval's `[1, 5)` closes its one)."""
    return sum(text.count(char) for char in "([") - sum(text.count(char) for char in ")]")


def _plain_math_stated(sentence: str) -> str | None:
    """The plain-text math after the last copula of a sentence that ends on it, when it is math
    (signs or brackets, and no word but `pi`, `sqrt`, `inf` or one-letter variables), the sentence
    neither hedges nor denies; else None."""
    copula = [*_COPULA_WORD.finditer(sentence)][-1]
    stated = sentence[copula.end() :].rstrip().rstrip(".!。").rstrip()
    if not stated or not _PLAIN_MATH.fullmatch(stated) or not _PLAIN_MATH_SIGN.search(stated):
        return None
    if "\\(" in stated or "\\[" in stated:
        return None  # ("is \(120\)": delimited math, which the span readers read)
    if _brackets_open(stated) != 0 or _brackets_open(sentence[: copula.start()]) != 0:
        return None  # "= 42 (et PPCM = 252).": the copula of a note in brackets
    words = [word for word in re.findall(r"[A-Za-z]+", stated) if len(word) > 1]
    if any(word.lower() not in _PLAIN_MATH_WORDS for word in words) or not _DIGIT_CHAR.search(
        stated
    ):
        return None
    if _HEDGE.search(sentence) or _NOT_OR_HEDGE.search(sentence):
        return None
    return stated


def _plain_math_of(sentence: str) -> str | None:
    """The plain-text math a sentence states, or None: a function of a number it ends on
    (`sqrt(119)`, `2*sqrt(3)`: whole, its argument is no value), the math after its copula ("So
    the circumference is 2*pi."), or the value it opens with as its subject ("1/6 is the
    probability that the sum is 7.", "[2, ∞) is the domain of f.")."""
    called = _FUNCTION_AT_END.search(sentence) if "(" in sentence else None
    if called is not None:
        return called.group(1)
    plain = _plain_math_stated(sentence) if _COPULA_WORD.search(sentence) else None
    if plain is not None:
        return plain
    subject = _value_as_subject(sentence)
    if subject is None or _HEDGE.search(sentence) or _NOT_OR_HEDGE.search(sentence):
        return None
    return subject.group(1).strip()


def _a_question(sentence: str) -> bool:
    """Whether the sentence asks, or marks its value as a question: "So 5 buses are needed (?)"."""
    # (a question inside quotes is one too: 'Question: "Is it 720 eggs in four weeks?"')
    ended = sentence.rstrip().rstrip("\"'”’»」』").rstrip()
    return (
        ended.rstrip(".").endswith(("(?)", "[?]", "(??)"))
        or ended.endswith(("?", "？", "\u037e"))
        or (ended.endswith(";") and _GREEK_QUESTION.search(ended) is not None)
    )


def _from_sentence(sentence: str) -> TailAnswer | None:
    if _a_question(sentence):
        return None
    complex_number = (
        _COMPLEX_AT_END.search(sentence) if sentence.rstrip(" \t.!").endswith("i") else None
    )
    if complex_number is not None and not _NOT_OR_HEDGE.search(sentence):
        # "The product is 5 − i.": a complex number in prose, outside math delimiters (not
        # "Відповідь не 5 − i": the answer is not 5 − i)
        return TailAnswer(complex_number.group(1).replace("−", "-"), "last_expression")
    plain = _plain_math_of(sentence)
    if plain is not None:
        return TailAnswer(plain, "last_expression")  # "So the circumference is 2*pi."
    evaluated = _EXPRESSION_WHICH_IS.search(sentence) if "which" in sentence else None
    if evaluated is not None:
        # "the problem asks for $(3 - 2i)^2$, which is $5 - 12i$.": the value of the expression
        # (or a plain number: "... is equal to the value of $g(6)$, which is 7.")
        return TailAnswer((evaluated.group(1) or evaluated.group(2)).strip(), "last_expression")
    if "; " in sentence:
        denied, _, stating = sentence.rpartition("; ")
        if (
            _NOT_WORD.search(denied)
            and _DIGIT_CHAR.search(stating)
            and not _NOT_WORD.search(stating)
        ):
            # "So it is not 252 muffins, since ...; the bakery has 36 muffins left.": the clause
            # after the denial states the value
            sentence = stating
    sentence = without_harmless_denial(sentence)
    if ",-" in sentence or ",–" in sentence:
        sentence = _WHOLE_AMOUNT_DASH.sub("", sentence)  # "€ 525,-": a whole amount of money
    sentence = digits_for_words(sentence)
    if _two_values_or(sentence):
        return None  # "Deve comprare tre o quattro torte.": two values, a hedge
    if not sentence.isascii() or "dozen" in sentence or "lusin" in sentence:
        sentence = _dozens_again(sentence)  # "168 butir (14 lusin).": 168 butir
    if _MINOR_UNIT.search(sentence):
        # "227 dollars and 80 cents", "96 руб. 95 коп.": one amount, in its decimal form
        sentence = _MAJOR_MINOR.sub(_as_decimal_amount, sentence)
    reason = _REASON_CLAUSE.search(sentence) if "," in sentence or "，" in sentence else None
    if reason is not None and _DIGIT_CHAR.search(sentence, 0, reason.start()):
        # "La réponse est 1 020 litres, car le réservoir n'est pas plein.": the reason after the
        # value says why it holds; its words (a negation, other numbers) are no part of it
        sentence = sentence[: reason.start()] + "."
    # (a sentence of a page's length is no answer's clause: the scan is bounded)
    last_clause = (
        (_LAST_CLAUSE.search(sentence) or _RIGHT_VALUE_CLAUSE.search(sentence))
        if ("; " in sentence or "؛ " in sentence) and len(sentence) <= 1_000
        else None
    )
    if last_clause is not None:
        # "..., $44,370; adding the $3,300 bonus gives $47,670.": the clause the sentence ends on
        # states the value (the ones before it are steps, or what someone else said)
        stated = _from_sentence(sentence[last_clause.start() + 2 :])
        if stated is not None:
            return stated
    if "would" in sentence and COUNTERFACTUAL.search(without_math(sentence)):
        return None  # "If the deposit were included, the total would be $24,450.": a supposition
    if _SUPPOSED_CONSEQUENCE.match(without_math(sentence)):
        return None  # "If the bonus counts, it would be $47,670.": what would be, no answer
    of_which = _value_after_which(sentence) if ", which" in sentence else None
    if of_which is not None:
        return TailAnswer(of_which, "last_number")  # "4/7 of 91, which is 52."
    if _CONDITION.match(sentence):
        comma = _prose_comma(sentence)  # not one inside math: "Since $f(x, y) = ...$ is ..., "
        if comma is None:
            return None
        sentence = sentence[comma + 1 :]
    clause = _TRAILING_CLAUSE.search(sentence)
    if clause and "which" in clause.group(0) and _CLAUSE_JUDGES.search(sentence, clause.start()):
        return None  # "So there are 40 girls, which is not right.": the value judged wrong
    if clause and not _NAMES_ANSWER.search(sentence, clause.end()):
        main = sentence_answer(sentence[: clause.start()])
        if main is not None:
            return main
    return sentence_answer(sentence)


# A trailing clause that calls the value wrong.
_CLAUSE_JUDGES = re.compile(
    r"\b(?:not|n't|never)\b[^.!?\n]{0,30}?\b(?:right|correct|accurate|true|possible|valid|the[ \t]+answer)\b"
    r"|\b(?:wrong|incorrect|a[ \t]+mistake|an[ \t]+error|impossible)\b",
    re.IGNORECASE,
)


def _value_after_which(sentence: str) -> str | None:
    """The value a closing ", which ..." says the sentence's numbers make: "4/7 of 91, which is
    52.", "the third is 6 minutes, which adds up to 22 minutes in total." (`_OF_WHICH`,
    `_WHICH_ADDS_UP`)."""
    found = _OF_WHICH.search(sentence) or _WHICH_ADDS_UP.search(sentence)
    if found is None:
        found = _WHICH_IS_VALUE_END.search(sentence)
        if found is not None and not (
            found.group(2)
            or "=" in sentence[found.start() : found.start(1)]
            or _WORKED_BEFORE.search(sentence, 0, found.start())
        ):
            return None  # "$18 per day, which is $126 per week": the value, then another unit's
    return found.group(1) if found is not None else None


# ... or the value of the working the sentence states, or the total of its parts, as its last
# words: "So the money Sara makes is 48 x 0.75, which is $36.", "So 5/6 of the tulips bloomed,
# which is 210 tulips.", "79 patients a week, which is 316 patients in all.", "1/2 - 1/4 = 1/4,
# which is 25%." (a number, its unit; no comparison, bound or hedge: those have words of their own
# before or after the number)
_WHICH_IS_VALUE_END = re.compile(
    r",[ \t]*which[ \t]+(?:is|equals|comes[ \t]+to|makes)[ \t]+"
    # (the sum worked there: "..., which equals 20 + 60 + 40 + 200 = 320 cards.")
    r"(?:(?:\$?\d[\d,]*(?:\.\d+)?[ \t]*[-+*×x][ \t]*)+\$?\d[\d,]*(?:\.\d+)?[ \t]*=[ \t]*)?"
    r"(\$?\d[\d,]*(?:\.\d+)?%?(?:[ \t]+(?!(?:more|less|fewer|than|times|percent|of|or|and|in)\b)[A-Za-z]+){0,2}"
    r"(?:[ \t]+(?:a|per|each|every)[ \t]+[A-Za-z]+)?)"
    r"([ \t]+(?:in[ \t]+(?:all|total)|altogether))?[.!]?[ \t]*$",
    re.IGNORECASE,
)
# ... right before it: an operation, or a share of a whole ("48 x 0.75", "$40 / 5 = $8 of interest"
# after "$100 of the loan plus", "5/6 of the tulips bloomed"); the operands may carry their units
# ("2080 gallons times $0.15 per gallon, which equals $312.00.")
_WORKED_BEFORE = re.compile(
    r"(?:\d(?:[ \t]+[A-Za-z]+){0,2}[ \t]*(?:[-+*/×÷x]|plus|minus|times|multiplied[ \t]+by"
    r"|divided[ \t]+by)[ \t]*\$?\d[\d,.]*(?:[ \t]+(?:per|a|an|each|every)[ \t]+[A-Za-z]+"
    r"|[ \t]+[A-Za-z]+){0,2}"
    r"|\bplus[ \t]+[^,]*|\d+/\d+[ \t]+of[ \t]+the[ \t]+[^,]*)$",
    re.IGNORECASE,
)


def _prose_comma(sentence: str) -> int | None:
    """Where the first comma outside math spans and numbers is, or None (a thousands comma,
    `41,400`, is no clause's)."""
    position = 0
    for span in [*math_spans(sentence), None]:  # in order: one pass
        stop = span.start if span is not None else len(sentence)
        comma = sentence.find(",", position, stop)
        while comma >= 0 and _THOUSANDS_COMMA.match(sentence, comma - 1):
            comma = sentence.find(",", comma + 1, stop)
        if comma >= 0:
            return comma
        if span is None:
            return None
        position = span.end
    return None


_THOUSANDS_COMMA = re.compile(r"\d,\d{3}(?!\d)")


# A value denied, then the one that stands: "It's not 57; it's 47.", "Not 57 but 47."
_NOT_THIS = (
    r"\W*(?:(?:so|thus|therefore|hence)\W+)?"
    r"(?:(?:it|that|the\s+answer|the(?:\s+[a-z]+){1,3})(?:(?:'s|’s|\s+is)\s+not|\s+isn['’]t)\s+"
    r"|not\s+)"
)
_BUT_THIS = (
    r"\s*(?:[;:,—–]|--?)\s*(?:but\s+)?(?:(?:it|that)(?:'s|’s|\s+is)\s+|rather\s+|instead\s+)?"
)
_NOT_THIS_BUT = re.compile(
    # (the denied number whole: "not 41,400" is no "not 41, but 400")
    # (each with a few words of unit: "It isn't 66 km, it's 106 km in total.")
    rf"{_NOT_THIS}\$?(-?\d[\d,]*(?:\.\d+)?)(?!,?\d)(?:\s+[A-Za-z]+){{0,2}}{_BUT_THIS}"
    r"\$?(-?\d[\d,]*(?:\.\d+)?)((?:\s+[A-Za-z]+){0,3})\s*[.!]?\s*",
    re.IGNORECASE,
)
# One count said twice, in a counting word and in units: "15 dozen, or 180 eggs".
# (and in the languages models answer in: "30 dosenang mangga, o 360 na mangga", "30 Dutzend,
# also 360 Mangos", "30 дюжин, или 360 манго")
_SAME_COUNT_AGAIN = re.compile(
    rf"(\d[\d,]*(?:\.\d+)?)\s+(dozen|gross|hundred|thousand|million|{WORDED_SCALE})s?"
    r"(?![^\W\d_])(?:\s+[^\W\d_]+){0,2}?\s*,?\s+"
    r"(?:or|i\.e\.|that\s+is|o|ou|oder|also|of|или|то\s+есть|або|тобто|lub|albo|czyli|nebo|tedy"
    r"|veya|yani|atau|yaitu|hoặc|tức\s+là|eller|cioè|ossia|es\s+decir|c'est-à-dire|d\.\s*h\.)[,:]?\s+"
    r"(\d[\d,]*(?:\.\d+)?)(?:\s+[^\W\d_]+){0,3}\s*[.!]?\s*$",
    re.IGNORECASE,
)
# ... and in Chinese, Japanese, Korean, the dozen written onto the number: "60打，即720个" (60
# dozen, that is 720).
_DOZENS_THAT_IS = re.compile(
    r"(\d{1,6})[ \t]*(?:打|ダース|다스)[ \t]*[，,、]?[ \t]*(?:即|也就是|就是|つまり|즉)[ \t]*(\d{1,7})(?![\d.,])"
)
# A value in math, then another one denied after it: "The solution is $(5, -2)$, not $(5, 2)$."
_THIS_NOT_THAT_MATH = re.compile(
    # (in brackets too, with a reason: "$-\frac{\sqrt{3}}{2}$ (not $\frac{\sqrt{3}}{2}$: cosine is
    # negative there)")
    # (and in the languages models answer in: "Η απάντηση είναι $-6$, όχι $6$.", "$x = 3$, et non
    # $x = -3$")
    r"\$([^$\n]{1,80})\$\s*,?\s*(?:\(\s*)?(?:(?:and|et|y|e|und|en|och|og|i|a|а|и|і|και|ve|dan|và|chứ)\s+)?"
    # (Czech "ne", Arabic's feminine "وليست", Thai "ไม่ใช่": "Je to $(2, 3)$, ne $(3, 2)$")
    r"(?:not|nicht|pas|non|no|niet|inte|ikke|nie|ne|não|не|ні|όχι|לא|ולא|وليس|ليس|وليست|ليست|không\s+phải"
    r"|bukan|ไม่ใช่)\s+"
    # (the denied value named first: "$11 + 10i$, not its conjugate $11 - 10i$")
    r"(?:(?:its|the|their)\s+[a-z]+(?:\s+[a-z]+)?\s+)?\$([^$\n]{1,80})\$"
    r"(?:\s*[:;,—–][^()$\n]{0,120})?\s*\)?\s*[.!]?\s*$",
    re.IGNORECASE,
)
# ... in the languages models answer in: "nicht 207, sondern 189", "答案不是 286，而是 277。",
# "не 1475, а 1385", "304명이 아니라 268명" (`languages.NOT_THIS_BUT_ANY_LANGUAGE`)
_NOT_THIS_BUT_ABROAD = re.compile(NOT_THIS_BUT_ANY_LANGUAGE, re.IGNORECASE)
# ... with the values in math: "La réponse n'est pas $\frac{1}{2}$ mais $-\frac{1}{2}$."
_NOT_THIS_BUT_LATIN_MATH = re.compile(NOT_THIS_BUT_MATH_ANY_LANGUAGE, re.IGNORECASE)
# ... with the values in math: "not $\pi$, it is $\frac{\pi}{2}$"
_NOT_THIS_BUT_MATH = re.compile(
    rf"{_NOT_THIS}\$([^$\n]{{1,80}})\${_BUT_THIS}\$([^$\n]{{1,80}})\$\s*[.!]?\s*", re.IGNORECASE
)
# A subject that holds its own negation, in a clause with a subject of its own, before the copula
# that states the value: "So the number of pens she did not give away is 29." denies nothing of 29
# ("The teacher did not say the answer is 29" has no such clause: it stays a negation).
_NEGATED_SUBJECT = re.compile(
    r"^\W*(?:(?:so|thus|therefore|hence|then|in\s+total)\W+)?the\s+[a-z]+(?:\s+[a-z]+){0,6}?\s+"
    r"(?:(?:(?:that|which|who)\s+)?(?:she|he|they|we|I|you|it)\s+(?:did|does|do|has|have|had|will"
    r"|would|could|can|is|are|was|were)(?:\s+not|n't)\s+[a-z]+(?:\s+[a-z]+){0,3}?"
    r"(?=\s+(?:is|are|was|were|equals)\s+\$?-?\d)"
    # a relative clause that negates a place, not the value: "The real value of $x$ that is not
    # in the domain of $f$ is $x=-4$." (math is blanked here; "that is not correct is 5" denies)
    r"|(?:that|which|who)\s+(?:is|are|was|were)\s+not\s+(?:in|on|inside|within|part|among|allowed"
    r"|defined|included|covered|permitted)\b[a-z ]{0,60}?"
    r"(?=\s+(?:is|are|was|were|equals)\s+(?:\$?-?\d|\s*[.!]?\s*$)))",
    re.IGNORECASE,
)


# Another value denied after the sentence's own: "..., not 15." (with its unit: "not 15 degrees")
_DENIED_AFTER = re.compile(
    # (and in the languages models answer in: "Die Antwort ist 21, nicht 35.", "答案是 25，不是
    # 15。", "Ответ: 13 (не 12).")
    # ("La réponse est 76 % (et non 57 %).", "Odpowiedź: 16,17 zł, a nie 16,71 zł.")
    r"[ \t]*(?:[,，،]|\()[ \t]*(?:(?:and|et|y|e|und|en|och|og|a|а|и|і|i)[ \t]+)?"
    # (Persian's "not" before the denied value: "پاسخ ۸۶۴ است، نه ۵۸۹.")
    # (Greek, Hebrew, Czech, Vietnamese: "420, όχι 21.", "420, לא 21.", "420, nikoli 21.")
    r"(?:(?:not|nicht|pas|non|no|niet|не|não|nie|ne|nikoli|inte|ikke|bukan|نه|όχι|לא"
    r"|không(?:[ \t]+phải)?)[ \t]+|(?:而)?不是[ \t]*)"
    r"(-?\$?\d[\d,]*(?:\.\d+)?\$?)(?:[ \t]*(?:%|°[CF]?|[€£¥₹₽₺₩])|(?:[ \t]+[^\W\d_]+){0,2})"
    # (a note in brackets on the denied value: "504 sidor, inte 72 (24 · 3 räknar bara veckorna).")
    r"(?:[ \t]*\([^()\n]{1,120}\))?[ \t]*\)?[ \t]*[.!。]?[ \t]*$"
)
# ... with the negation after the denied value, as Hindi, Turkish, Bengali, Persian, Japanese
# and Korean put it: "उत्तर 43200 है, 4320 नहीं।", "Cevap 28.450 TL, 26.100 TL değil."
_DENIED_AFTER_ABROAD = re.compile(
    r"[ \t]*[,，、،][ \t]*(-?\$?\d[\d,.]*)(?:[ \t]*[^\W\d_]+){0,2}?[ \t]*"
    rf"(?:{_NEGATION_AFTER_WORD})[ \t]*[.!。।]?[ \t]*$"
)
# The dash that closes a whole amount of money in Dutch, German, Swedish: `€ 525,-`, `525,– kr`.
_WHOLE_AMOUNT_DASH = re.compile(r"(?<=\d),[-–](?=[ \t]|$|[.!;)])")
# ... with "and not" written as one word, no comma: Arabic "وليس", Hebrew "ולא".
_AND_NOT_AFTER = re.compile(
    # (and Vietnamese "rather than", Thai "not", no comma either: "120 độ chứ không phải 60 độ",
    # "ผลรวมคือ 420 ไม่ใช่ 21")
    r"[ \t]+(?:وليس|وليست|ولیس|ולא|chứ[ \t]+không[ \t]+phải|ไม่ใช่)[ \t]+(-?\$?\d[\d,.]*)(?:[ \t]+[^\s\d.!。,]+){0,2}[ \t]*[.!。]?[ \t]*$"
)
_MAY_DENY_AFTER = re.compile(r"[,，،(]")  # (speed only: every match of `_DENIED_AFTER` holds one)
_LAST_NUMBER = re.compile(r"[-−]?\$?\d[\d,]*(?:\.\d+)?")
# A chance stated as a share at the end of its sentence: "The probability is 1 in 9."
_SHARE = re.compile(
    r"\b(?:probability|chance|likelihood)\b[^.!?\d]{0,40}?\b(?:is|are|of|be)[ \t]+"
    r"(\d+[ \t]+(?:in|out[ \t]+of)[ \t]+\d+)[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


def kept_not_denied(text: str) -> str | None:
    r"""Of "$(2, 3)$, not $(3, 2)$" (in any language `_THIS_NOT_THAT_MATH` knows), the value kept;
    None where the text is no such pair or both values are written alike."""
    kept = _THIS_NOT_THAT_MATH.search(text) if text.count("$") >= 4 else None
    if kept is None or kept.group(1).strip() == kept.group(2).strip():
        return None
    return kept.group(1).strip()


def not_this_but_abroad(text: str) -> str | None:
    """The value a sentence puts in place of another it denies, in another language ("не 1475, а
    1385": 1385), or None; not when the words after it judge or hedge it."""
    if text.isascii() and "n" not in text and "a" not in text:
        return None
    found = _NOT_THIS_BUT_ABROAD.search(text.rstrip())
    if found is None:
        return None
    denied = found.group("denied") or found.group("denied_after")
    value = found.group("value") or found.group("value_after")
    unit = found.group("unit") or found.group("unit_after") or ""
    if _FOREIGN_JUDGED.search(unit) or HEDGE.search(unit) or changes_the_number(unit.split()):
        return None
    if _MAYBE.search(unit):
        return None  # "..., 1910 TL olabilir." (may be): a hedge of the value put in its place
    words = found.group("words_after") or ""
    if words and (_MAYBE.search(words) or _FOREIGN_JUDGED.search(words) or HEDGE.search(words)):
        return None  # "... değil, belki 1910": a hedge, no value put in the denied one's place
    plain = (denied.replace(",", ".").strip("$€£¥₹"), value.replace(",", ".").strip("$€£¥₹"))
    return value if plain[0] != plain[1] else None


_FOREIGN_JUDGED = re.compile(FOREIGN_DENIAL, re.IGNORECASE)
_MAYBE = re.compile(FOREIGN_MAYBE, re.IGNORECASE)


# The count in dozens after the count itself, in brackets or after "that is": "168 eggs (14
# dozen)", "168 œufs, soit 14 douzaines", "168个鸡蛋（14打）", "168개(14다스)": the same amount again
# (`_dozens_again` checks that), no second value.
_DOZENS_AFTER = re.compile(
    # (the noun's words apart by spaces, the first written onto the value or not: two runs of
    # letters side by side would split a long word in ways without number)
    r"(?P<value>\d[\d,.]*)(?P<noun>[^\W\d_]*(?:[ \t]+[^\W\d_]+){0,2}?)[ \t]*"
    r"(?:[(（][ \t]*|[,，][ \t]*(?:soit|i\.e\.|that\s+is|es\s+decir|cioè|d\.\s*h\.|also|то\s+есть"
    r"|тобто|tức\s+là|yaitu|yakni|czyli|tedy|即|也就是)[ \t,:]*)"
    rf"(?P<dozens>\d+(?:[.,]\d+)?)[ \t]*(?:{DOZEN_WORDS})"
    r"(?![^\W\d_])[ \t]*[)）]?(?P<after>[ \t]*(?:입니다|です|이다)?[ \t]*[.。!]?[ \t]*)$",
    re.IGNORECASE,
)


def _without_value_said_again(sentence: str) -> str:
    """`sentence` without ", or ..." at its end where that says its last number again in other
    words: "36 eggs left, or three dozen.", "347 books, or three hundred forty-seven.", "150
    minutes a week, or 2 hours and 30 minutes." (another value there is a hedge, and stays)."""
    again = _OR_AGAIN.search(sentence) if ", or " in sentence else None
    if again is None:
        return sentence
    numbers = _LAST_PLAIN_NUMBER.findall(sentence, 0, again.start())
    value = parse_number(numbers[-1].replace(",", "")) if numbers else None
    if value is None:
        return sentence
    said = again.group("again")
    duration = parse_duration(said)
    # ("... spends 1 hour and 35 minutes, or 95 minutes, on her homework.": the rest after it)
    rest = (again.group("rest") or "").strip(" \t.!")
    kept = sentence[: again.start()] + (f" {rest}." if rest else ".")
    if parse_number(said) == value or (duration is not None and value in duration):
        return kept
    amount = parse_number(said)
    offset = max(0, again.start() - 40)
    for digit in (
        _DIGIT_CHAR.finditer(sentence, offset, again.start()) if amount is not None else ()
    ):
        first = parse_duration(sentence[digit.start() : again.start()])
        if first is not None and amount in first:
            # the amount first in hours and minutes, then in one unit: read in that unit
            return sentence[: digit.start()] + said + (f" {rest}." if rest else ".")
    return sentence


_OR_AGAIN = re.compile(
    r",[ \t]+or[ \t]+(?P<again>[^,;:.!?()]{2,60}?)(?:,(?P<rest>[^,;:!?()]{1,60}?))?[ \t]*[.!]?[ \t]*$"
)
_LAST_PLAIN_NUMBER = re.compile(r"(?<![\d.,])\d[\d,]*(?:\.\d+)?(?![\d,]*\.?\d)")


def _dozens_again(sentence: str) -> str:
    """`sentence` without a count in dozens after its count that says the same amount again."""
    again = _DOZENS_AFTER.search(sentence)
    if again is None:
        return sentence
    value = parse_number(again.group("value").replace(",", ""))
    dozens = parse_number(again.group("dozens").replace(",", "."))
    if value is None or dozens is None or dozens * 12 != value:
        return sentence
    return sentence[: again.start()] + again.group("value") + again.group("noun") + "."


# After what someone else said, the model's own clause that names the answer: "The teacher
# reported "about 60%", but the exact figure is 57.5%."
_BUT_THE_ANSWER = re.compile(
    r",?[ \t]+but[ \t]+(?=(?:the|my|our)[ \t]+(?:(?:exact|actual|correct|real|true|right|precise)"
    r"[ \t]+)?(?:figure|answer|value|result|number|total|rate|amount)[ \t]+(?:is|was)\b)"
    # (or the quantity the question asks, named before its value: "Her average speed is 13.2 km
    # per hour, but the question asks for the distance: she rides 66 km in total.")
    r"|,?[ \t]+but[ \t]+the[ \t]+question[ \t]+asks[ \t]+(?:for|about)[ \t]+(?:the[ \t]+)?"
    r"[a-z]+(?:[ \t]+[a-z]+){0,3}?[ \t]*[:,][ \t]*"
    # (or what the model itself finds, after what something else gives: "The worked example in
    # my notes gets 5/14, but I count 5 red of 8 on each draw: 25/64.")
    r"|,[ \t]+but[ \t]+(?=(?:I|we)[ \t]+(?:count|get|find|compute|calculate|obtain|make[ \t]+it)\b)",
    re.IGNORECASE,
)


# (and in the languages models answer in: "67,5 punktu procentowego więcej", "Prozentpunkte")
_PERCENTAGE_POINTS = re.compile(
    r"\d[ \t]*(?:(?:%[ \t]*|percentage[ \t]+)points?\b|prozentpunkt|procentpunkt|punkt(?:u|y|ów)?[ \t]+"
    r"procentow|points?[ \t]+de[ \t]+pourcentage|puntos?[ \t]+porcentual|punti[ \t]+percentual"
    r"|pontos?[ \t]+percentua|процентн\w*[ \t]+пункт|відсотков\w*[ \t]+пункт)",
    re.IGNORECASE,
)


def _stating_part(sentence: str) -> str:
    """The part of a last sentence that states its value: the clause after "so", without another
    value denied after it or a note that names another quantity."""
    if "$" in sentence and "\\" in sentence:
        gloss = _ROUNDED_GLOSS.search(sentence)
        if gloss is not None and "\\" in gloss.group(1):
            # "$\frac{7}{30}$, or about 23.3%.", "$\frac{5}{36}$, also etwa 13,9 %.": the exact
            # value, its rounding dropped (before the clause after "so" is taken apart)
            sentence = sentence[: gloss.start(2)] + "."
    consequence = _SO_CLAUSE.search(sentence) or _BUT_CLAUSE_ABROAD.search(sentence)
    if consequence is None and "but" in sentence:
        consequence = _BUT_THE_ANSWER.search(sentence)  # 'X said "about 60%", but the exact ...'
    if consequence and _DIGIT_CHAR.search(sentence, consequence.end()):
        # "The 2 broken ones are not counted, so she has 20 - 2 = 18 eggs.": the clause that
        # states the number is the one to read (a negation before its "so" denies nothing of it)
        sentence = sentence[consequence.end() :]
    denial = _DENIED_AFTER.search(sentence) if _MAY_DENY_AFTER.search(sentence) else None
    if denial is None and not sentence.isascii():
        denial = _DENIED_AFTER_ABROAD.search(sentence)  # "उत्तर 43200 है, 4320 नहीं।"
        denial = denial or _AND_NOT_AFTER.search(sentence)  # "٢٨٩٨ لترًا وليس ٤١٤ لترًا."
    if denial is not None:
        stated = _LAST_NUMBER.findall(sentence, 0, denial.start())
        if stated and parse_number(stated[-1]) != parse_number(denial.group(1)):
            sentence = sentence[: denial.start()]  # "The final temperature is -15 degrees, not 15."
    if denial is None and ("(" in sentence or "（" in sentence):
        sentence = _without_rounding_note(_without_denial_note(sentence))
    sentence = _without_named_note(sentence)
    if _EXPLANATION_START.search(sentence):
        sentence = _without_explanation_of_denial(sentence)  # "... sino 83: 97 son los ..."
    return sentence


# A note in brackets that ends a sentence, before its full stop and a copula of Hindi, Persian,
# Japanese, Turkish after it: "उत्तर ₹21.50 (≈ ₹22) है।"
# A note in brackets that ends the sentence, read for doubt ("(I may have misread the days)").
_DOUBT_AT_END = re.compile(r"\(([^()\n]{1,120})\)[ \t]*[.!]?[ \t]*$")


def _hedged(prose: str) -> bool:
    """Whether a sentence hedges its value, gives it in parts or reports someone else's, or ends
    on a note in brackets that doubts it ("So she walks 48 miles (I may have misread the number
    of days).", `unsettled_note`)."""
    if _HEDGE.search(prose) or by_parts(prose) or ATTRIBUTED_ANSWER.search(prose):
        return True
    note = _DOUBT_AT_END.search(prose) if prose.rstrip(" \t.!").endswith(")") else None
    return note is not None and unsettled_note(note.group(1))


_NOTE_AT_END = re.compile(
    r"[ \t]*(\([^()\n]{1,40}\))(?=[ \t]*(?:है|हैं|است|です|dır|dir|tır|tir)?[ \t]*[.!。।]?[ \t]*$)"
)


_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")


def _without_rounding_note(sentence: str) -> str:
    """`sentence` without a note at its end that gives its last number rounded ("La respuesta es
    21.50 € (≈ 22 €)."; `units.without_rounding`). A note that doubts it stays (`_DOUBT_AT_END`)."""
    note = _NOTE_AT_END.search(sentence)
    if note is None or unsettled_note(note.group(1)):
        return sentence
    numbers = _LAST_NUMBER.findall(sentence, 0, note.start())
    last = numbers[-1].replace("$", "") if numbers else ""
    # (a decimal comma too, "21,50 € (≈ 22 €)": only to compare with the rounding)
    value = parse_number(last.replace(",", ".") if _DECIMAL_COMMA.fullmatch(last) else last)
    if value is None:
        return sentence
    if without_rounding(note.group(1), value):
        # ... or says the same time in hours and minutes: "10.5 hours (10 hours 30 minutes)"
        words = _WORDS_BEFORE_NOTE.search(sentence, 0, note.start())
        said = f"{last}{words.group(0) if words else ''} {note.group(1)}"
        if parse_number(said) != value:
            return sentence
    return sentence[: note.start()] + sentence[note.end() :]


_WORDS_BEFORE_NOTE = re.compile(r"(?:[ \t]+[A-Za-z]+){1,2}[ \t]*$")


# After an exact value in math (a LaTeX command in it: a fraction, a root, pi), its rounding in
# words, as `\approx` inside the span says it: "$\frac{7}{30}$, or about 23.3%", "$4\sqrt{5}$
# (approximately 8.94)".
_ROUNDED_GLOSS = re.compile(
    r"\$([^$\n]{1,80})\$([ \t]*(?:,[ \t]*(?:or[ \t]+|i\.e\.,?[ \t]*|that[ \t]+is,?[ \t]*|so[ \t]+"
    r"|also[ \t]+|d\.[ \t]*h\.[ \t]+)?|\()"
    rf"(?:about|approximately|approx\.|roughly|around|nearly|{FOREIGN_ABOUT})[ \t]+\$?"
    r"-?\d+(?:[.,]\d+)?[ \t]*(?:\\?%|percent)?\$?[ \t]*\)?[ \t]*[.!]?[ \t]*)$",
    re.IGNORECASE,
)


# A note in brackets after the value that denies another value, with a reason after it: "the
# answer is $462$ (and not $426$, as I wrote before)", "התשובה היא $462$ (ולא $426$, ...)".
_DENIAL_NOTE = re.compile(
    r"[ \t]*[(（][ \t]*(?:(?:and|et|y|e|und|en|och|og|а|и|і|i)[ \t]+)?"
    r"(?:not|nicht|pas|non|no|niet|не|ні|não|nie|ne|inte|ikke|bukan|όχι|ולא|לא|وليس|ليس|ولا"
    r"|không\s+phải|而不是|不是|ではなく)[ \t]*"
    r"(?P<denied>\$[^$\n]{1,60}\$|-?\$?\d[\d,.]*)[^()（）\n]{0,120}[)）][ \t]*[.!。]?[ \t]*$",
    re.IGNORECASE,
)


def _without_denial_note(sentence: str) -> str:
    """`sentence` without a note that denies another value than the one before it."""
    note = _DENIAL_NOTE.search(sentence)
    if note is None:
        return sentence
    before = sentence[: note.start()]
    spans = math_spans(before)
    stated = spans[-1].inner.strip() if spans else (_LAST_NUMBER.findall(before) or [""])[-1]
    denied = note.group("denied").strip("$ ")
    if not stated or stated == denied:
        return sentence
    if not spans and parse_number(stated) == parse_number(denied):
        return sentence
    return before + "."


def _count_said_again(prose: str) -> TailAnswer | None:
    """One count said twice, in a counting word and in units: the units' number."""
    same = _SAME_COUNT_AGAIN.search(prose) if "," in prose or " o" in prose else None
    if same and parse_number(f"{same.group(1)} {same.group(2)}") == parse_number(same.group(3)):
        return TailAnswer(same.group(3), "last_number")  # "That is 15 dozen, or 180 eggs."
    attached = "打" in prose or "ダース" in prose or "다스" in prose
    dozens = _DOZENS_THAT_IS.search(prose) if attached else None
    if dozens and int(dozens.group(1)) * 12 == int(dozens.group(2)):
        return TailAnswer(dozens.group(2), "last_number")  # "一共60打，即720个鸡蛋。"
    return None


def _without_asides(sentence: str) -> str:
    """`sentence` without words that qualify neither its value nor its claim: why it was rounded
    (`_without_rounding_reason`), the problem's premise after "assuming" ("..., assuming that
    Brahmagupta will play optimally."; not "assuming I read the question right", nor one with a
    number), "neither ... nor ..." naming a kind ("So 234 of the books are neither fiction nor
    biographies."; not "neither 234 nor 240"), the value said again in other words after ", or"
    ("36 eggs left, or three dozen.", `_without_value_said_again`)."""
    sentence = _without_value_said_again(_without_rounding_reason(sentence))
    if "(" in sentence:
        # "... produces 420 tomatoes (84 plants × 5 tomatoes each).": how it was worked out
        sentence = _OPERANDS_NOTE.sub("", sentence)
    if "ssuming" in sentence:
        sentence = _PREMISE_AT_END.sub(".", sentence)
    return _NEITHER_KIND.sub("", sentence) if "neither" in sentence else sentence


# A note at a sentence's end that only multiplies or adds the working's numbers, with their
# nouns: "(84 plants × 5 tomatoes each)", "(7 boxes of 12 plus 9 single cupcakes)".
_OPERANDS_NOTE = re.compile(
    r"(?<=[\w%$])[ \t]+\((?![^()]*\b(?:not|or|about|approx\w*|roughly|around|nearly|wrong|if"
    r"|would|maybe|perhaps|total|answer|final)\b)[ \t]*\$?\d[\d,.]*(?:[ \t]+[A-Za-z]+){0,3}?[ \t]*"
    r"(?:[×*·+]|\\times|\\cdot|\bplus\b|\btimes\b)[ \t]*\$?\d[^()\n=]{0,60}\)(?=[ \t]*[.!]?[ \t]*$)",
    re.IGNORECASE,
)


def sentence_answer(sentence: str) -> TailAnswer | None:
    sentence = _without_amount_said_before(_stating_part(_without_asides(sentence)))
    restated = _SAID_AGAIN_OR.search(sentence) if " or " in sentence else None
    if restated is not None and parse_number(restated.group(1)) == parse_number(restated.group(2)):
        sentence = sentence[: restated.end(1)] + "."  # "33/100, or 0.33.": one value, said twice
    sentence, spans = _variables_as_letters(sentence, math_spans(sentence))
    pair = _PLAIN_PAIR_END.search(sentence) if not spans and "," in sentence else None
    if pair is not None and not _HEDGE.search(sentence[: pair.start()]):
        return TailAnswer(pair.group(1), "last_expression")  # "... are **(3, π/2)**."
    sentence = _without_replaced_first(sentence)
    sentence = _without_negated_relative(sentence)  # "40 girls who are not in the scout"
    prose = without_math(sentence)
    if _INSTEAD_WORD.search(sentence) and (instead := _INSTEAD_OF.search(sentence)):
        return _value_instead(instead)
    corrected = _NOT_THIS_BUT.fullmatch(prose)
    if corrected and parse_number(corrected.group(1)) != parse_number(corrected.group(2)):
        # "It's not 57; it's 47.": the value put in the denied one's place, with its unit
        return TailAnswer(corrected.group(2) + corrected.group(3), "last_number")
    again = _count_said_again(prose)
    if again is not None:
        return again
    share = _SHARE.search(prose) if " in " in prose or " out of " in prose else None
    if share is not None:
        return TailAnswer(share.group(1), "last_number")  # "The probability is 1 in 9."
    # (values in math that are no plain numbers are the math reading's below: "non è $100\pi$
    # ma $25\pi$" denies no 100 dollars)
    numbers_only = all(_PLAIN_NUMBER_SPAN.fullmatch(span.inner) for span in spans)
    replaced = not_this_but_abroad(sentence) if numbers_only else None
    if replaced is None and not spans and not sentence.isascii():
        # (values in math are the next reading's: "ليست $144\pi$ بل $48\pi$، لأن ...")
        bare = without_aside(sentence)  # "... نیست، بلکه ۱۲۸۰ ین است؛ ۳۷۲۰ قیمت کل است."
        replaced = not_this_but_abroad(bare) if bare != sentence else None
    if replaced is not None:
        return TailAnswer(replaced, "last_number")  # "nicht 207, sondern 189": 189
    reasoned = _without_reason(sentence, spans) if len(spans) >= 2 else sentence
    # ("الجواب ليس \(3\sqrt{2}\) بل \(2\sqrt{3}\).": the denial readers know `$` spans)
    reasoned = _in_dollars(reasoned) if "\\(" in reasoned and len(spans) >= 2 else reasoned
    latin = _NOT_THIS_BUT_LATIN_MATH.search(reasoned) if spans else None
    if latin is None and spans and not sentence.isascii() and without_aside(reasoned) != reasoned:
        latin = _NOT_THIS_BUT_LATIN_MATH.search(without_aside(reasoned))  # "...'dur; $y$ ..."
    if latin:
        denied = (latin.group("denied") or latin.group("denied_after")).strip()
        value = (latin.group("value") or latin.group("bare") or latin.group("value_after")).strip()
        if denied != value:
            return TailAnswer(value, "last_expression")  # "pas $\pi$ mais $2\pi$"
    kept = _THIS_NOT_THAT_MATH.search(reasoned) if len(spans) >= 2 else None
    if kept and kept.group(1).strip() != kept.group(2).strip():
        return TailAnswer(kept.group(1).strip(), "last_expression")  # "$(5, -2)$, not $(5, 2)$"
    corrected = _NOT_THIS_BUT_MATH.fullmatch(sentence) if len(spans) == 2 else None
    if corrected and corrected.group(1).strip() != corrected.group(2).strip():
        return TailAnswer(corrected.group(2).strip(), "last_expression")  # "not $\pi$, it is $2$"
    subject = _NEGATED_SUBJECT.match(prose)
    if subject:
        prose = prose[subject.end() :]  # "the number she did not give away is 29": its value
    roots = _roots_said_with_or(sentence, spans) if len(spans) >= 2 else None
    if roots is not None:
        return TailAnswer(roots, "last_expression")  # "$x = 2 + \sqrt{3}$ or $x = 2 - \sqrt{3}$"
    if _hedged(prose):
        return None
    if not sentence.isascii() and _REPORTED_ABROAD.search(sentence):
        return _own_value_after_report(sentence)  # "我的同学说答案是285。": someone else's
    if _EXCEPT.search(prose) or _PERCENTAGE_POINTS.search(prose):
        return None  # "any percentage except 35%", "rose by 57.5 percentage points": no value
    number = _LAST_NUMBER_IN.search(sentence)
    if number is not None and not_the_models(sentence, number.start()):
        return None  # 'According to the answer key, "Tom will be 32."': someone else's value
    if _FOREIGN_JUDGED.search(sentence):
        return None  # "Örneğin cevap 207 olabilir, ama emin değilim.": doubted in its sentence
    if more_than_the_answer(sentence):
        return None  # "Odpověď není 157.", "Jibu si $6\pi$.": another word before the value
    if spans and all(_PLAIN_NUMBER_SPAN.fullmatch(span.inner) for span in spans):
        # `$42$` is a number like the bare ones: the anchors choose ("there are 4 numbers that
        # add to $14$ to get $42$" states 4); when they cannot, the last span stands.
        numbers = _numbers_answer(_unwrap(sentence, spans))
        if numbers is not None:
            return numbers
    listed = _listed(sentence, spans) if len(spans) > 1 else None
    if listed is not None:
        return TailAnswer(listed, "last_expression")  # "The roots are $x = -3$ and $x = 2$."
    return _spans_answer(sentence, spans) if spans else _numbers_answer(sentence)


def _spans_answer(sentence: str, spans: list[Span]) -> TailAnswer | None:
    r"""What a sentence with math spans states: in or after its last span (`_last_span_answer`);
    in its prose where the spans only name points and angles ("\(\angle C\) measures 90
    degrees, so triangle \(ABC\) is a right triangle.")."""
    if all(_POINT_NAMES.fullmatch(span.inner) for span in spans):
        named = _unwrap(sentence, spans)
        return _numbers_answer(named) if _DIGIT_CHAR.search(named) else None
    while len(spans) > 1 and _FUNCTION_NAMED.fullmatch(spans[-1].inner):
        # "choose $x = -\frac{3}{8}$ to minimize $z(x,y)$": the function named after the value,
        # no value of its own
        spans = spans[:-1]
    return _last_span_answer(sentence, spans[-1])


# A function of its variables, named: `z(x,y)`, `f(x)`, `P(n)` (no number in it).
_FUNCTION_NAMED = re.compile(
    r"[ \t]*[A-Za-z](?:_\{?[a-z0-9]\}?)?\([ \t]*[a-z](?:[ \t]*,[ \t]*[a-z])*[ \t]*\)[ \t]*"
)


# A math span that only names points, a segment, an angle or a triangle: `ABC`, `\angle C`,
# `\overline{AB}`, `\triangle PQR`.
_POINT_NAMES = re.compile(
    r"[ \t]*(?:\\(?:angle|measuredangle|triangle|overline)[ \t]*)?\{?[ \t]*[A-Z]{1,4}[ \t]*\}?[ \t]*"
)


def _without_rounding_reason(sentence: str) -> str:
    """`sentence` without a clause that says why its value was rounded ("However, since he cannot
    have a fraction of a lego set, we can conclude that John still has 2 lego sets."): no denial
    of the value."""
    if "annot" not in sentence and "an't" not in sentence:
        return sentence
    return _WHOLE_THINGS_ONLY.sub("", sentence)


_WHOLE_THINGS_ONLY = re.compile(
    r"\b(?:since|because|as)[ \t]+(?:he|she|they|we|you|it|one|[A-Z][a-z]+)[ \t]+(?:cannot|can't|can[ \t]+not)"
    r"[ \t]+(?:have|buy|sell|make|use|order|hire|bake|fill|get|take|build|own|plant|pack|cut)[ \t]+"
    r"(?:a[ \t]+)?(?:fraction|part|portion)[ \t]+of[ \t]+(?:an?[ \t]+)?[a-z -]{1,40},[ \t]*",
    re.IGNORECASE,
)


def _last_span_answer(sentence: str, last: Span) -> TailAnswer | None:
    r"""What a sentence states in or after its last math span: a value said after it ("$2n+1$ is
    7", "$\sqrt[3]{512}$ is eight"), else the span's own value (with a percent sign after it)."""
    before = sentence[max(0, last.start - 60) : last.start]
    if _BOUND.search(before) and not _ADDS_UP_TO.search(before):
        return None  # "So the side length is at most \(\sqrt{2}\).": a bound, no value
    copula = _COPULA_AFTER_SPAN.match(sentence, last.end)
    if copula is not None and _BOUND_AFTER_COPULA.match(sentence, copula.end()):
        return None  # "So $\binom{12}{5}$ is at least 700.", "$\sqrt{175}$ lies between 13 and 14."
    after = _value_after_span(sentence, last.end)
    if after is not None:
        return TailAnswer(after, "last_number")
    worded = _worded_value_after_span(sentence, last.end)
    if worded is not None:
        return worded  # "So $\sqrt[3]{512}$ is eight.": the value in words, not the math
    if (
        _DIGIT_CHAR.search(sentence, last.end)
        and _COPULA_AFTER_SPAN.match(sentence, last.end)
        and UNEVALUATED.search(last.inner)
    ):
        # "So $(1+i)^8$ is a complex number of modulus 16.", "So $\sqrt{50} + \sqrt{18}$ is
        # between 11 and 12.": the expression asked about as the subject; what it is said to be
        # is no value read (and the expression itself equals the gold by definition)
        return None
    if _DIGIT_CHAR.search(sentence, last.end) and _hedged_after_span(sentence, last.end):
        # "Das Produkt \(\sqrt{8}\cdot\sqrt{18}\) ist also ungefähr 12.": the span names the
        # quantity asked about, its copula and an estimate follow it (no value is stated; not
        # "$6\sqrt{2}$ (also rund 8.49)", "$\frac{3}{8}$, т.е. примерно 0,375": a rounding)
        return None
    inner, approx, _ = last.inner.partition("\\approx")  # the exact value, not its rounding
    if approx and "=" not in inner and (_NAMED_QUANTITY.search(inner) or UNEVALUATED.search(inner)):
        return None  # "So $\sin 60^\circ \approx 0.866$.": the quantity named, then a rounding
    expr = final_value(inner.strip())
    if expr and _PERCENT_AFTER_SPAN.match(sentence, last.end):
        expr += " \\%"  # "$\frac{1}{9}$ %": a percentage, a hundredth of the fraction
    return TailAnswer(expr, "last_expression") if expr else None


_PERCENT_AFTER_SPAN = re.compile(r"[ \t]*%")
# After the last math's copula, a bound of it with a number: no value of the expression is said.
_BOUND_AFTER_COPULA = re.compile(
    r"[ \t]+(?:at[ \t]+(?:least|most)|between|(?:no[ \t]+)?(?:more|less|greater|fewer|smaller|larger)"
    r"[ \t]+than|under|over|above|below|within)[ \t]+\$?-?\d",
    re.IGNORECASE,
)
# (a sum, not a bound: "So the roots add up to $5$.")
_ADDS_UP_TO = re.compile(
    r"\b(?:adds?|added|sums?|summed|comes?|came)[ \t]+up[ \t]+to[ \t]+\$?$", re.I
)
_HEDGED_AFTER_SPAN = re.compile(
    rf"[ \t]*((?:[^\W\d_]+[ \t]+){{0,3}}?)(?:(?<![^\W\d_])(?:{FOREIGN_ABOUT})(?![^\W\d_])"
    r"|about|approximately|roughly|around|nearly|almost)[ \t]*([^\W\d_]+[ \t]+)?\$?\d",
    re.IGNORECASE,
)


def _hedged_after_span(sentence: str, end: int) -> bool:
    """Whether the math at `end` is followed by its copula (or none) and an estimate of a number
    ("ist also ungefähr 12", "은 약 12", "примерно равно 12"), not by a gloss ("یعنی تقریباً ۱۷")."""
    hedged = _HEDGED_AFTER_SPAN.match(sentence, end)
    if hedged is None:
        return False
    words = _ANY_WORD.findall(hedged.group(1) + " " + (hedged.group(2) or ""))
    return all(word.lower() in PLAIN_BETWEEN for word in words)


# A quantity named by a function of the problem, not a value: `\sin 60^\circ`, `\log_2 9`, `f(3)`.
_NAMED_QUANTITY = re.compile(
    r"\\(?:sin|cos|tan|cot|sec|csc|log|ln|lg|exp)(?![A-Za-z])|\b[a-zA-Z][ \t]*\("
)
# An expression as a problem poses it, not yet worked out: two radicals added, a power of a
# bracket, a logarithm or a trigonometric function (`\sqrt{50} + \sqrt{18}`, `(1+i)^8`,
# `\log_2 8 - \log_3 27`).
UNEVALUATED = re.compile(
    r"\\sqrt\{[^{}]*\}[ \t]*[-+][ \t]*(?:\d+[ \t]*)?\\sqrt|\)[ \t]*\^"
    r"|\\(?:log|ln|sin|cos|tan)(?![A-Za-z])"
)
_COPULA_AFTER_SPAN = re.compile(r"[ \t]*(?:is|are|was|equals|lies)\b", re.IGNORECASE)
_LETTER = re.compile(r"[ \t]*[A-Za-z][ \t]*")


_VARIABLE_NAMED_AFTER = re.compile(r"\b(?:for|of|in|on|with|to)[ \t]+$", re.IGNORECASE)


def _named_variable(sentence: str, span: Span) -> bool:
    """Whether `span` holds one letter that the sentence names as a variable: after "for", "of",
    "in", ... ("values for $x$") or before a hyphen and a word ("$y$-intercepts")."""
    if not _LETTER.fullmatch(span.inner):
        return False
    after = sentence[span.end : span.end + 2]
    return (
        (after[:1] == "-" and after[1:].isalpha())
        or bool(_VARIABLE_NAMED_AFTER.search(sentence, max(0, span.start - 8), span.start))
        # the sentence's subject, a number said after its copula: "So, $x$ is equal to 4."
        or bool(_VALUE_OF_VARIABLE_AFTER.match(sentence, span.end))
    )


# A value said again in another form after "or": "is 33/100, or 0.33.", "1/4, or 0.25".
def _without_amount_said_before(sentence: str) -> str:
    """ "The trip lasts 3 hours 35 minutes, that is, 215 minutes.": one amount said in two units
    (the parts add up to it), read as the last one ("The trip lasts 215 minutes."); else as is."""
    again = _SAID_IN_OTHER_UNIT.search(sentence) if "," in sentence or " or " in sentence else None
    if again is None:
        return sentence
    parts = [
        (Fraction(number.replace(",", "")), unit)
        for number, unit in _AMOUNT_IN_UNIT.findall(again.group("parts"))
    ]
    value = Fraction(again.group("value").replace(",", ""))
    if not parts_make_amount(parts, value, again.group("unit")):
        return sentence
    return f"{sentence[: again.start()]}{again.group('value')} {again.group('unit')}."


# Amounts in units, then the same amount in another unit after "or" / "that is" / "i.e.".
_SAID_IN_OTHER_UNIT = re.compile(
    r"(?P<parts>(?:\d[\d,]*(?:\.\d+)?[ \t]+[A-Za-z]+(?:[ \t]*,|[ \t]+and)?[ \t]*){1,3}?)"
    r"[ \t]*,?[ \t]*(?:or|that[ \t]+is|i\.e\.|which[ \t]+is)[ \t]*,?[ \t]+"
    r"(?P<value>\d[\d,]*(?:\.\d+)?)[ \t]+(?P<unit>[A-Za-z]+)[ \t]*[.!]?[ \t]*$"
)
_AMOUNT_IN_UNIT = re.compile(r"(\d[\d,]*(?:\.\d+)?)[ \t]+([A-Za-z]+)")
_SAID_AGAIN_OR = re.compile(
    r"(?<![\d.,/\-−])(\d+(?:\.\d+)?(?:/\d+)?),?[ \t]+or[ \t]+(\d+(?:\.\d+)?(?:/\d+)?)[ \t]*[.!]?[ \t]*$"
)
_VALUE_OF_VARIABLE_AFTER = re.compile(
    r"[ \t]+(?:is(?:[ \t]+equal[ \t]+to)?|equals|must[ \t]+be)[ \t]+[-−]?\d", re.IGNORECASE
)


def _own_value_after_report(sentence: str) -> TailAnswer | None:
    """In a sentence that reports someone else's value ("Kolega mówi, że odpowiedź to 285."),
    the model's own value after it turns back ("解答集には 5.15時間 と書いてありますが、私の計算では
    5.25時間 です。"), or None."""
    turned = [*_TURNS_BACK.finditer(sentence)]
    own = sentence[turned[-1].end() :] if turned else ""
    if own and _DIGIT_CHAR.search(own) and not _REPORTED_ABROAD.search(own):
        return sentence_answer(own)
    return None


def _without_replaced_first(sentence: str) -> str:
    """ "Onuncu terim 43 yerine 39'dur.", "৫৬টির বদলে ৫৭টি কার্টন লাগবে": the sentence without
    the value named before "instead" in the languages that name it first (no value of it)."""
    if not _INSTEAD_AFTER_WORD.search(sentence):
        return sentence
    return _INSTEAD_AFTER.sub(" ", sentence)


def _value_instead(instead: re.Match[str]) -> TailAnswer | None:
    """ "So the result is $5 - 5i$ instead of $5 + 5i$.", "Se necesitan 57 cartones en lugar de
    56.": the value put in the other one's place (`_INSTEAD_OF`)."""
    if instead.group("math"):
        value = final_value(instead.group("math").strip())
        return TailAnswer(value, "last_expression") if value else None
    return TailAnswer((instead.group("number") + instead.group("unit")).strip(), "last_number")


def _value_after_span(sentence: str, end: int) -> str | None:
    """A value the sentence gives after its last math (at `end`): "$2n+1$ is 7", "the remainder
    when $2n+1$ is divided by 7 is 0.", "The graph of $x = y^2 - 4y - 1$ has 2 y-intercepts."."""
    found = (
        _VALUE_AFTER_SPAN.match(sentence, end)
        or _VALUE_THEN_COPULA_TR.search(sentence, end)
        or _ENDS_ON_VALUE.search(sentence, end)
        or _COUNT_AFTER_SPAN.match(sentence, end)
        or _ENDS_ON_VALUE_ABROAD.search(sentence, end)
    )
    if found is None and not sentence.isascii():
        # "$(2 + 3i)(1 - i)$ çarpımının gerçek kısmı 5": words after the math, then the number
        # the sentence ends on (no "or", no denial, no hedge among them)
        found = _WORDS_THEN_NUMBER.match(sentence, end)
        if found is not None and _NOT_OR_HEDGE.search(sentence, end):
            found = None
    if found is not None and _NOT_OR_HEDGE.search(sentence, end, found.start(1)):
        return None  # "Итак, \(\sqrt{8}\cdot\sqrt{18}\) примерно равно 12.": hedged, no value
    return found.group(1) if found else None


def _worded_value_after_span(sentence: str, end: int) -> TailAnswer | None:
    """The value said in number words after the last math and its copula, with whatever it is
    said with ("eight (18)" stays two values), or None."""
    said = _COPULA_THEN_WORDS.match(sentence, end)
    if said is None:
        return None
    digits = spelled_to_digits(said.group(1)).strip()
    if not digits[:1].isdigit() or _PRONOUN_ONE.match(said.group(1)):
        return None  # ("$x$ is one of the roots": no value)
    return _numbers_answer(digits) or TailAnswer(digits.strip(), "last_number")


_PRONOUN_ONE = re.compile(r"one[ \t]+(?:of|that|which)\b", re.IGNORECASE)
_COPULA_THEN_WORDS = re.compile(
    r"[ \t]+(?:is|equals|is[ \t]+equal[ \t]+to)[ \t]+([A-Za-z][A-Za-z \t-]*(?:[ \t]*\([^()\n]*\))?)"
    r"[ \t]*[.!]?[ \t]*$"
)


def _variables_as_letters(sentence: str, spans: list[Span]) -> tuple[str, list[Span]]:
    """ "So there are 6 possible values for $x$.", "... has 2 $y$-intercepts.": a variable named
    in math is no value where the sentence has one (its letter is read as a word)."""
    if not any(_named_variable(sentence, span) for span in spans):
        return sentence, spans
    named = _unwrap_letters(sentence, spans)
    if _DIGIT_CHAR.search(named) or math_spans(named):
        return named, math_spans(named)
    return sentence, spans


def _unwrap_letters(sentence: str, spans: list[Span]) -> str:
    """`sentence` with every math span that names a variable written as that letter."""
    pieces, position = [], 0
    for span in spans:
        if _named_variable(sentence, span):
            pieces += [sentence[position : span.start], span.inner.strip()]
            position = span.end
    return "".join([*pieces, sentence[position:]])


# One variable's values, each in its own math span, in a list: "$x = -\frac{1}{3}$ and $x = 2$",
# "$x_1 = 4$, $x_2 = -1$".
# (and the Arabic school variables, `$س = 2$`)
_LABELLED_VALUE = re.compile(r"\s*([A-Za-zسصع])(?:_\{?\w{1,3}\}?)?\s*=\s*([^=]+?)\s*")
# ("and" also as models write it in Chinese, Japanese, French, Spanish, German, Italian: "$x = -4$
# 和 $x = \frac{3}{2}$")
# (and in more of them, with Hebrew's "and" written onto the value: "$-3$, $0$ ו-$5$")
_LIST_GAP = re.compile(
    # (a semicolon too, where a comma is the decimal mark: "$x_1 = 3$; $x_2 = 4$")
    r"\s*(?:[,，、;]|,?\s*(?:and|or|et|y|und|e|和|与|與|及|以及|或|と|و|ו-?|và|ve|i|и|і|a|och|og|en"
    r"|dan|at|και|और|এবং|และ)(?=[\s$]|$))\s*"
)


_ROOTS_GAP = re.compile(
    r"\s*(?:of|oder|ou|o|или|або|lub|albo|nebo|veya|ya\s+da|atau|hoặc|eller|tai|ή|או"
    r"|또는|หรือ|یا|या|أو|অথবা|或者?|または)(?=[\s$]|$)\s*",
    re.IGNORECASE,
)
# What may close a listed answer's sentence: a copula of Korean, Japanese, Hindi, Turkish.
_LIST_END = re.compile(r"[ \t]*(?:입니다|이다|です|है|हैं|dır|dir|tır|tir|dur|dür)?[ \t.!。।]*")


# An amount in a currency's major and minor units, in the languages models answer in.
_MINOR_UNIT = re.compile(
    r"\d[ \t]*(?:cents?|коп|gr\b|grosz|centavo|céntimo|centime|haléř|セント|센트|पैसे|पैसा|পয়সা"
    r"|สตางค์|kuruş|sen\b|xu\b|λεπτά|אגורות|فلس|قرش|цент|öre|سنت)",
    re.IGNORECASE,
)
# (and in Japanese and Korean: "13ドル25セント", "13달러 25센트")
_MAJOR_MINOR = re.compile(
    r"(?<![\d.,])(\d{1,9})[ \t]*(?:dollars?|euros?|pounds?|руб(?:лей|ля|ль)?\.?|грн\.?"
    r"|гривень|гривні|гривня|zł(?:otych|ote)?|reais|real|pesos?|kč|korun[ay]?|ドル|달러|ユーロ|유로"
    # (rupees and paise, taka and poisha, baht and satang, lira and kuruş)
    r"|रुपये|रुपया|रुपए|টাকা|บาท|lira|TL|доллар(?:ов|а)?|kronor|krona|kr\.?|دلار)"
    r"[ \t]*,?[ \t]*"
    r"(?:(?:and|и|і|i|e|y|et|und|con|com|avec|mit|ve|và|dan|och|و)[ \t]+)?(\d{1,2})[ \t]*"
    r"(?:cents?|коп(?:еек|ейки|ейка|ійок|ійки)?\.?"
    r"|gr(?:oszy|osze)?\.?|centavos?|céntimos?|centimes?|haléřů|セント|센트|पैसे|पैसा|পয়সা|สตางค์"
    r"|kuruş|цент(?:ов|а)?|öre|سنت)"
    r"(?:입니다|이에요|예요|です)?(?![^\W\d_])",
    re.IGNORECASE,
)


def _as_decimal_amount(match: re.Match[str]) -> str:
    return f"{match.group(1)}.{int(match.group(2)):02d}"


# (or where the value comes from: "... is $5$, coming from the solutions $x = 7$ and $x = -2$.")
_REASON_CLAUSE = re.compile(
    rf"[ \t]*[,，،][ \t]*(?:{REASON_WORD}|(?:coming|resulting|obtained|derived)[ \t]+from\b)",
    re.IGNORECASE,
)
_REASON_AFTER = re.compile(rf"[ \t]*[,，،;؛]?[ \t]*(?:{REASON_WORD})", re.IGNORECASE)
# The start of what explains a sentence's value after it: its last clause after a semicolon, or
# a clause of reason ("... بل $48\pi$، لأن ...", "..., lecz 394 800 zł; to kwota roczna").
_ASIDE_START = re.compile(rf"[ \t]*(?:[;؛]|[,，،][ \t]*(?:{REASON_WORD}))", re.IGNORECASE)


# A pair or triple in plain text that ends the sentence after its copula: "Therefore, the polar
# coordinates are **(3, π/2)**." (numbers, roots, π, fractions and signs only), or an interval:
# "The solution in interval notation is (5, ∞)."
_PLAIN_PAIR_END = re.compile(
    r"(?:\b(?:is|are|equals|at)|=)[ \t]+(?:\*\*)?([(\[][ \t]*[-−+]?[\d√π∞][\d√π∞/. \t+−-]*"
    r"(?:,[ \t]*[-−+]?[\d√π∞][\d√π∞/. \t+−-]*){1,2}[)\]])(?:\*\*)?[ \t]*[.!]?[ \t]*$"
)
# A note in brackets after the value that names another quantity and its value: "Each interior
# angle is $162^\circ$ (the angle sum is $3240^\circ$).", "每个内角为 $162^\circ$（内角和为
# $3240^\circ$）。" The note's value is a given or a step, not the answer; a note that names the
# answer, corrects, doubts or denies is no such note (`_NOTE_JUDGES`).
_NAMED_NOTE = re.compile(
    r"(?<=\$)[ \t]*[(（](?P<note>[^()（）$\n]{1,40}?[ \t]*(?:\b(?:is|was|are|were|equals)\b|=|为|為|是"
    r"|は|은|는|\b(?:est|ist|es|è|é|je|jest|равна|равен|bằng|adalah)\b)[ \t]*)\$[^$\n]{1,60}\$"
    r"[ \t]*[)）][ \t]*[.。．]?[ \t]*$"
)
_NOTE_JUDGES = re.compile(
    rf"{FOREIGN_ANSWER_WORD}|{FOREIGN_DENIAL}|{FOREIGN_MAYBE}|{FOREIGN_CORRECTION}|应该|應該|不|没"
    r"|\b(?:answer|result|final|actually|wait|rather|should|correct(?:ed|ion)?|oops|sorry|instead"
    r"|not|really|maybe|perhaps|probably|approximately|about|roughly|nearly|hmm|or)\b",
    re.IGNORECASE,
)


def _without_named_note(sentence: str) -> str:
    """`sentence` without a note after its value that names another quantity (`_NAMED_NOTE`)."""
    if "(" not in sentence and "（" not in sentence:
        return sentence
    note = _NAMED_NOTE.search(sentence)
    if note is None or _NOTE_JUDGES.search(note.group("note")):
        return sentence
    return sentence[: note.start()] + "."


def without_aside(sentence: str) -> str:
    """`sentence` up to its last semicolon or clause of reason, or itself when it has none."""
    starts = [match.start() for match in _ASIDE_START.finditer(sentence)]
    return sentence[: starts[-1]] + "." if starts else sentence


# The explanation after a value put in a denied one's place: "La respuesta no es 97 sino 83: 97
# son los lápices vendidos.", "Ответ не 240, а 495: 240 — это только груши."
_EXPLANATION_START = re.compile(rf"[ \t]*(?:[:：;؛]|[,，،][ \t]*(?:{REASON_WORD}))", re.IGNORECASE)


def _without_explanation_of_denial(sentence: str) -> str:
    """A sentence that denies a value and puts another in its place, without the explanation
    after that value (its numbers explain, they state no answer); the sentence as it is where
    the part before the explanation is no such denial."""
    for explained in _EXPLANATION_START.finditer(sentence):
        before = sentence[: explained.start()] + "."
        if not _DIGIT_CHAR.search(before):
            continue
        plain = without_math(before)
        if (
            _NOT_THIS_BUT.fullmatch(plain)
            or _NOT_THIS_BUT_ABROAD.search(before)
            or _NOT_THIS_BUT_LATIN_MATH.search(before)
            or _NOT_THIS_BUT_MATH.fullmatch(before)
        ):
            return before
    return sentence


# A relative clause that ends the sentence and places what was counted, negated: "there are 40
# girls in Grade 5 who are not in the girl scout." (what the value counts, no denial of it; not a
# judgement: "40 is the answer that is not correct")
_NEGATED_RELATIVE_END = re.compile(
    r"(?<=[a-z0-9])[ \t]+(?:(?:who|that|which)(?:[ \t]+(?-i:[A-Z][a-z]+)|[ \t]+(?:she|he|they|we|you))?"
    r"[ \t]+(?:is|are|was|were|do|does|did|has|have|had)(?:[ \t]+not|n't)"
    # (or the clause without its relative: "There are 40 girls not in the girl scout.")
    r"|(?<=[a-z]s[ \t])not(?=[ \t]+(?:in|on|at|part|members?|enrolled|attending|going|included"
    r"|involved|ready|yet|ripe|sold|used|eaten|picked|harvested|finished|done)\b))[ \t]+"
    r"(?!(?:correct|right|wrong|true|false|valid|possible|sure|certain|accurate|exact|the[ \t]+answer"
    r"|an?[ \t]+answer)\b)[a-z][a-z \t'-]{0,60}[.!]?[ \t]*$",
    re.IGNORECASE,
)
_JUDGED_NOUN = re.compile(r"\b(?:answer|result|value|solution|number|one)$", re.IGNORECASE)


# ... or the predicate of a count that opens the sentence: "21 baby watermelons were not ready for
# harvest after the two weeks." (what is counted, not the count, is negated)
_COUNT_NOT = re.compile(
    r"[ \t*]*(?:(?:so|thus|therefore|hence|finally|in[ \t]+conclusion|in[ \t]+total|overall)\b[, \t]*)?"
    r"\$?\d[\d,.]*[ \t]+(?!(?:is|are|was|were)\b)"
    r"[a-z]+(?:[ \t]+[a-z]+){0,3}?[ \t]+(?:were|are|was|is|will[ \t]+be|remain|remained"
    # (or a verb of their own: "Therefore, 26 guests did not get a second hotdog.")
    r"|did|do|does|could|can|would|will)[ \t]+(not)[ \t]+"
    + _NEGATED_RELATIVE_END.pattern[_NEGATED_RELATIVE_END.pattern.index("(?!(?:correct") :],
    re.IGNORECASE,
)


# ... or a relative clause of the subject, before the copula that states the count: "the number
# of pounds of carrots that will not be used is 120 pounds."
_SUBJECT_NOT = re.compile(
    r"(?:\b(?:who|that|which)[ \t]+(?:(?:will|would|do|does|did|can|could|is|are|was|were|has|have"
    r"|had)[ \t]+)?|\b(?:number|amount|count)[ \t]+of[ \t]+[a-z]+[ \t]+"
    # (or a limit the subject keeps to: "... loaded onto the truck while not exceeding the
    # bridge's weight limit is 83 boxes.")
    r"|\b(?:while|whilst)[ \t]+(?=not[ \t]+(?:exceeding|going|spending|breaking|crossing)\b))(not)[ \t]+"
    r"(?!(?:correct|right|wrong|true|false|valid|possible|sure|certain|accurate|exact|the[ \t]+answer"
    r"|an?[ \t]+answer)\b)(?:be[ \t]+)?[a-z]+(?:[ \t]+[a-z'’]+){0,8}?"
    # (the count, or its working: "is 84 - 63 = 21 watermelons.")
    r"[ \t]+(?:is|are|was|were|will[ \t]+be)[ \t]+\$?\d[\d,.]*(?:[ \t]*[-+*/×x=][ \t]*\$?\d[\d,.]*)*"
    r"[ \t]*[a-z]*[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


def _without_negated_relative(prose: str) -> str:
    """`prose` without `_NEGATED_RELATIVE_END` after a counted noun with a digit before it, or
    without the "not" of `_COUNT_NOT`."""
    if " not " not in prose and "n't " not in prose:
        return prose
    counted = _COUNT_NOT.match(prose) or _SUBJECT_NOT.search(prose)
    if counted is not None and not _JUDGED_NOUN.search(prose, 0, counted.start(1) - 5):
        return prose[: counted.start(1)] + prose[counted.end(1) + 1 :]
    clause = _NEGATED_RELATIVE_END.search(prose)
    if clause is None or _JUDGED_NOUN.search(prose, 0, clause.start()):
        return prose
    before = prose[: clause.start()]
    return before + "." if _DIGIT_CHAR.search(before) else prose


def _in_dollars(sentence: str) -> str:
    r"""`sentence` with each `\(..\)` span written `$..$` (the denial readers know dollars)."""
    out, done = [], 0
    for span in math_spans(sentence):
        if sentence.startswith("\\(", span.start):
            out += [sentence[done : span.start], "$", span.inner, "$"]
            done = span.end
    return "".join(out) + sentence[done:]


def _without_reason(sentence: str, spans: list[Span]) -> str:
    r"""A sentence without the clause that gives the reason for its value after its second span
    or a later one ("not $[5, \infty)$ but $(5, \infty)$, because $x = 5$ ..."): the reason
    holds math of its own, which is no value of the answer's."""
    for span in spans[1:]:
        if _REASON_AFTER.match(sentence, span.end):
            return sentence[: span.end] + "."
    return sentence


_CONDITION_BEFORE = re.compile(r"\b(?:when|if|for|given)[ \t]+\$?$", re.IGNORECASE)


def _listed(sentence: str, spans: list[Span]) -> str | None:
    """The values a sentence lists in its spans (`_labelled_list`), or the union two
    inequalities joined by "or" make (`_either_inequality`: "$x < 1$ или $x > 4$")."""
    if len(spans) == 2 and _CONDITION_BEFORE.search(sentence, 0, spans[0].start):
        return None  # "Therefore, when $y = 3$, $x = 600$.": a condition, then the value
    listed = _labelled_list(sentence, spans)
    if listed is None and len(spans) == 2:
        listed = _either_inequality(sentence, spans)
    return listed


def _roots_said_with_or(sentence: str, spans: list[Span]) -> str | None:
    r""" "Therefore, $x = 2 + \sqrt{3}$ or $x = 2 - \sqrt{3}$.": the values of one variable joined
    by "or" name the solution set, no alternative answers; their list, or None (other labels,
    bare values, or a hedge outside the list: "maybe $x = 2$ or $x = 3$")."""
    labelled = [_LABELLED_VALUE.fullmatch(span.inner) for span in spans]
    if not all(labelled) or len({match.group(1) for match in labelled if match}) != 1:
        return None
    if not all(
        _OR_GAP.fullmatch(sentence, a.end, b.start) for a, b in zip(spans, spans[1:], strict=False)
    ):
        return None
    outside = without_math(sentence[: spans[0].start]) + " " + sentence[spans[-1].end :]
    if _HEDGE.search(outside):
        return None
    return _labelled_list(sentence, spans)


_OR_GAP = re.compile(r"[ \t]*,?[ \t]*(?:or\b)?[ \t]*", re.IGNORECASE)


def _labelled_list(sentence: str, spans: list[Span]) -> str | None:
    """The values of one variable a sentence lists, each in its own span, or bare values in
    spans ("The solutions are $-3$, $0$, and $5$."), joined as a list (the way a box holds
    them), or None."""
    labelled = [_LABELLED_VALUE.fullmatch(span.inner) for span in spans]
    values = [span.inner.strip() for span in spans]
    first = labelled[0]
    label_once = first is not None and not any(labelled[1:])
    if all(labelled):
        labels = [match.group(1) for match in labelled if match]
        if labels[0] in "سصع":
            values = [match.group(2).strip() for match in labelled if match]  # (`$س = 2$`: 2)
        if len(set(labels)) == len(labels) and all(
            _LIST_GAP.fullmatch(sentence, a.end, b.start)
            for a, b in zip(spans, spans[1:], strict=False)
        ):
            # "The solution is $x = 3$ and $y = 4$.": one value of each variable, the point they
            # make (read in the labels' order); joined by "or" they would be a hedge
            return ", ".join(values) if _list_ends(sentence, spans) else None
        if len(set(labels)) != 1:
            return None  # (the values of one variable)
    elif label_once and first is not None:
        values[0] = first.group(2)  # "$x = -3$、$0$、$5$": the label once, for all of them
    elif any(labelled):
        return None
    if not all(labelled) and any("=" in value or "\\text" in value for value in values):
        return None  # (bare values: "$-3$, $0$, and $5$")
    # (the roots of one variable may be joined by "or" of any language: `$x = 7$ of $x = -3$`,
    # "$x = -3$ 또는 $x = 7$", the way "x = 7 or x = -3" names both)
    gaps = (_LIST_GAP, _ROOTS_GAP) if all(labelled) else (_LIST_GAP,)
    if not all(
        any(gap.fullmatch(sentence, a.end, b.start) for gap in gaps)
        for a, b in zip(spans, spans[1:], strict=False)
    ):
        return None
    if not _list_ends(sentence, spans):
        return None
    if label_once and first is not None and len(spans) > 1:
        return f"{first.group(1)} = " + ", ".join(values)
    return ", ".join(values)


# One side of an inequality of one variable: `x < 1`, `x \geq 4`.
_ONE_SIDE = re.compile(
    r"[ \t]*([a-z])[ \t]*(?:<|>|\\le|\\ge|\\leq|\\geq|\\leqslant|\\geqslant|≤|≥)[^<>=$]{1,30}"
)


def _either_inequality(sentence: str, spans: list[Span]) -> str | None:
    """Two inequalities of one variable joined by "or" of any language at the end of the
    sentence ("Ответ: $x < 1$ или $x > 4$.", "Cevap: $x < 1$ veya $x > 4$"): the union, written
    as English joins it; else None."""
    first, second = (_ONE_SIDE.fullmatch(span.inner) for span in spans)
    if first is None or second is None or first.group(1) != second.group(1):
        return None
    if not _ROOTS_GAP.fullmatch(sentence, spans[0].end, spans[1].start):
        return None
    if not _list_ends(sentence, spans):
        return None
    return f"{spans[0].inner.strip()} \\text{{ or }} {spans[1].inner.strip()}"


def _list_ends(sentence: str, spans: list[Span]) -> bool:
    """Whether the listed spans end the sentence, and no equation comes before them."""
    return (
        bool(_LIST_END.fullmatch(sentence, spans[-1].end)) and "=" not in sentence[: spans[0].start]
    )


def more_than_the_answer(sentence: str) -> bool:
    """Whether a sentence that names the answer in another language (`FOREIGN_ANSWER_WORD`) puts
    a word before the value that is no copula, article, "final" or "correct" (`PLAIN_BETWEEN`):
    it may deny the value, and the checker does not know that language's words for "not"."""
    named = _FOREIGN_ANSWER.search(sentence)
    if named is None:
        return False
    value = _VALUE_START.search(sentence, named.end())
    end = value.start() if value else len(sentence)
    while (again := _FOREIGN_ANSWER.search(sentence, named.end(), end)) is not None:
        # "Resposta final: La resposta final és $[-2, 5]$.": a label ("final" at most, and its
        # colon), then the sentence that names the answer again: its words up to the value are
        # what is read (not after "答案写着：“答案是 ...", the answer key says: "...")
        gap = sentence[named.end() : again.start()]
        if gap.count(":") + gap.count("：") != 1 or not all(
            word.lower() in PLAIN_BETWEEN for word in _ANY_WORD.findall(gap)
        ):
            break
        named = again
    between = sentence[named.end() : value.start() if value else len(sentence)]
    if all(word.lower() in PLAIN_BETWEEN for word in _ANY_WORD.findall(between)):
        return False
    # "Odpověď: Sleva je 171 Kč.": after the colon, a sentence that states the value; unless a
    # word of any language's "not" or "about" is in it ("Odpověď: Sleva není 171 Kč.")
    colon = _COLON_AFTER.match(sentence, named.end())
    return colon is None or _NOT_OR_HEDGE.search(sentence, colon.end()) is not None


_COLON_AFTER = re.compile(r"[ \t*_]*[:：][ \t]*")
_NOT_OR_HEDGE = re.compile(FOREIGN_NOT_OR_HEDGE, re.IGNORECASE)
_REPORTED_ABROAD = re.compile(FOREIGN_REPORTED, re.IGNORECASE)


def _unwrap(sentence: str, spans: list[Span]) -> str:
    pieces, position = [], 0
    for span in spans:
        pieces += [sentence[position : span.start], " ", span.inner.strip(), " "]
        position = span.end
    return "".join([*pieces, sentence[position:]])


def last_stated_number(text: str) -> TailAnswer | None:
    """After a retraction, the correction's last sentence may state its number after a verb of
    having or paying among others ("She sells 9 eggs and makes $18."): the last such number."""
    line = _strip_markdown(_last_line(text.strip()))
    sentences = [s for s in _sentences(line) if s.strip()]
    if not sentences:
        return None
    sentence = sentences[-1]
    anchored = [
        m for m in _NUMBER.finditer(sentence)
        if _STRONG.search(sentence, max(0, m.start() - 24), m.start())
        or _ANCHOR.search(sentence, max(0, m.start() - 24), m.start())
    ]  # fmt: skip
    if not anchored or _HEDGE.search(without_math(sentence)):
        return None
    chosen = anchored[-1]
    return TailAnswer(chosen.group(0).strip(), "last_number")


def numbers_answer(sentence: str) -> TailAnswer | None:
    """The number a sentence without math states, or None (also for `rppo_check.phrases`)."""
    # ("Answer: 40 girls are not in the girl scout.": what is counted is negated, not the count)
    return _numbers_answer(_without_negated_relative(digits_for_words(sentence)))


# A dozen (or half of one) as an amount, with its article, in English and the languages models
# answer in: "a dozen", "half a dozen", "uma dúzia", "una docena", "ein Dutzend", "дюжина".
_A_DOZEN = re.compile(
    r"(?<![^\W\d_])(?:(?P<half>half[ \t]+a)[ \t]+dozen|(?:a|one)[ \t]+dozen(?![ \t]+(?:times|more|less))"
    r"|uma[ \t]+dúzia|una[ \t]+docena|una[ \t]+dozzina|une[ \t]+douzaine|ein(?:e)?[ \t]+Dutzend"
    r"|een[ \t]+dozijn|ett[ \t]+dussin|jeden[ \t]+tuzin|tuzin|jeden[ \t]+tucet|tucet|дюжин[ау]|дюжина"
    r"|bir[ \t]+düzine|selusin|satu[ \t]+lusin|μια[ \t]+ντουζίνα|ντουζίνα|תריסר|یک[ \t]+دوجین"
    r"|دزينة|một[ \t]+tá|एक[ \t]+दर्जन|এক[ \t]+ডজন)(?![^\W\d_])"
    r"|หนึ่งโหล|一打|1ダース|한[ \t]*다스",
    re.IGNORECASE,
)


def _dozen_as_digits(match: re.Match[str]) -> str:
    return "6" if match.group("half") else "12"


def digits_for_words(sentence: str) -> str:
    """A sentence without digits with its number words as digits ("She earns two hundred
    ninety-four dollars."; in another language where it is not English or names the answer in
    one: "Відповідь: двісті двадцять п'ять гривень."); one with digits as it is (its number words
    are not the answer)."""
    if any(char.isdigit() for char in sentence):
        # ("答えは8分の3です。": a fraction in words of digits is one number, 3/8)
        return cjk_spelled_to_digits(sentence) if "分" in sentence else sentence
    if _A_DOZEN.search(sentence):
        # "So the baker puts a dozen muffins in the boxes.", "Sobra uma dúzia de biscoitos."
        sentence = _A_DOZEN.sub(_dozen_as_digits, sentence)
    # "Il reste donc exactement un œuf.": after "exactly", the word for "one" is the number, no
    # article (alone it is read as neither: "enough for one big omelette")
    sentence = _EXACTLY_ONE.sub(r"\g<exactly> 1", sentence)
    # ("... the difference between the two sisters' bead collections.": the people counted
    # before, named again, no value)
    sentence = without_the_few(sentence)
    sentence = spelled_to_digits(sentence)
    if not sentence.isascii() or _FOREIGN_ANSWER.search(sentence):
        # ("La probabilidad es de tres octavos.": a fraction in words is one number, 3/8)
        sentence = foreign_spelled_to_digits(fraction_words_to_digits(sentence))
    elif not _ENGLISH_WORD.search(sentence) and not any(char.isdigit() for char in sentence):
        # a sentence in another language written in ASCII letters ("Necesitan siete autobuses.",
        # "Ze hebben zeven bussen nodig."): its number words (not in an English one: "Once ...")
        sentence = foreign_spelled_to_digits(fraction_words_to_digits(sentence))
    return sentence


_EXACTLY_ONE = re.compile(
    r"(?<![^\W\d_])(?P<exactly>exactly|exactement|exactamente|esattamente|exatamente|genau|precies"
    r"|precis|dokładnie|přesně|ровно|рівно|tam[ \t]+olarak|tepat|persis|đúng|ठीक|ঠিক)[ \t]+"
    r"(?:one|un|une|una|uno|um|uma|ein|eine|einen|einem|een|één|ett|en|jeden|jedna|jedno|jednu"
    r"|один|одна|одно|одну|bir|satu|một|एक|একটি|একটা)(?![^\W\d_])",
    re.IGNORECASE,
)


# Two numbers joined by "or" in the languages models answer in ("tre o quattro" read as "3 o 4",
# "三または四個"; English "or" is `_HEDGE`'s).
_FOREIGN_OR = (
    r"(?<![^\W\d_])(?:o|ou|oder|of|eller|или|або|lub|albo|nebo|veya|atau|hoặc|vagy|tai|ή|או|أو|یا"
    r"|या|또는|หรือ|অথবা|বা)(?![^\W\d_])|または|か|或者?"
)
# (a Chinese or Japanese numeral left as it is on either side: "三または4個")
_OR_BETWEEN_NUMBERS = re.compile(
    rf"[\d〇一二三四五六七八九十][ \t]*(?:{_FOREIGN_OR})[ \t]*[\d〇一二三四五六七八九十]"
)
# ... one of them a number word the sentence's reading left as a word ("tre o 4")
# (a word from its start, of bounded length: a scan from inside a long word would be quadratic)
_OR_NEXT_TO_NUMBER = re.compile(
    rf"(?<![^\W\d_])([^\W\d_]{{1,24}})[ \t]+(?:{_FOREIGN_OR})[ \t]+\d"
    rf"|\d[ \t]+(?:{_FOREIGN_OR})[ \t]+([^\W\d_]{{1,24}})"
)


def _two_values_or(sentence: str) -> bool:
    """Whether `sentence` (its number words read) joins two values with "or" in a language other
    than English (`_OR_BETWEEN_NUMBERS`, `_OR_NEXT_TO_NUMBER`)."""
    if _ENGLISH_WORD.search(sentence):
        return False  # (English "or" is `_HEDGE`'s; "3 of 4" is no Dutch hedge there)
    if not _DIGIT_CHAR.search(sentence):
        return False
    if _OR_BETWEEN_NUMBERS.search(sentence):
        return True
    return any(
        is_number_word((match.group(1) or match.group(2)).lower())
        for match in _OR_NEXT_TO_NUMBER.finditer(sentence)
    )


# Words of English that no language models answer in writes as a word of its own: a sentence
# with one is English.
_ENGLISH_WORD = re.compile(
    r"\b(?:the|is|are|was|were|and|they|she|he|it|we|you|of|to|for|need|needs|has|have|had|so"
    r"|answer|total|with|will|can|there|this|that|be|by|at|on|from|more|left|each|after)\b",
    re.IGNORECASE,
)


_SO_CLAUSE = re.compile(
    r"^.*[,;，；،؛、][ \t]*(?:and[ \t]+)?(?:so|therefore|thus|hence"
    # (as models write it in French, Spanish, Italian, Portuguese, German, Russian, Ukrainian,
    # Polish, Czech, Dutch, Swedish, Turkish, Indonesian, Vietnamese, Persian, Arabic, Hebrew,
    # Hindi, Korean, Chinese, Japanese)
    rf"|also|{FOREIGN_THEREFORE})[ \t,，]+"
    r"|^.*[,;，；、][ \t]*(?:所以|因此|だから|したがって)[ \t,，、]*"
    # (Korean and Japanese say it with a verb ending: "19개씩이므로 답은 247개", "…ので、答えは")
    r"|^.*(?:므로|ので)[ \t,，、]*",
    re.IGNORECASE,
)
# "But" in other languages, opening a last clause that states the value against a reported one:
# "老师说答案是 124，但那是错的；正确答案是 142。", "मेरे दोस्त ने 124 कहा था, लेकिन सही उत्तर 142 है।"
_BUT_CLAUSE_ABROAD = re.compile(
    r"^.*[,;，；،؛][ \t]*(?:(?:pero|mais|aber|но|ama|nhưng|ma|però|mas|maar|men|mutta|dar|ali|ale|але"
    r"|однако|jednak|ancak|fakat|tetapi|tapi|namun|αλλά|али|де|de|dog|men)[ \t,]+"
    r"|(?:但是?|可是|然而|लेकिन|परंतु|لكن|ولكن|אבל|اما|ولی|কিন্তু|لیکن|แต่)[ \t,，]*)"
    # ... and the "but" written onto the verb, or with no comma before it: "친구는 답이 75라고
    # 하지만, 제 계산으로는 65입니다.", "Arkadaşım ... söylüyor ama ben 65 buldum."
    r"|^.*(?:하지만|그러나|けれども|けど|しかし|(?:했|였|었|았)지만)[ \t,，、]*|^.*[ \t]ama[ \t]+(?=ben(?:im)?\b|bence\b)",
    re.IGNORECASE,
)
_WORKING_ASIDE = re.compile(r"\s*\([^()]*=[^()]*\)[\s.!]*$")
_DIGIT_CHAR = re.compile(r"\d")
# Right before a later number of the sentence: a join that makes it another part of the answer.
_ANOTHER_QUANTITY = re.compile(r"(?:\band|\bplus|,|;)[ \t]*\$?[ \t]*$", re.IGNORECASE)


_LEFT_AFTER = re.compile(
    r"\s+(?:[a-z]+\s+){0,2}?(?:remain(?:s|ed)?|(?:are|is|were|was)\s+left|left\s+over)\b", re.I
)
_RELATIVE_BOUND = re.compile(
    r"\b(?:that|which|who)\s+(?:is|are|was|were)\s+(?:less|more|greater|fewer|smaller|larger"
    r"|at\s+(?:most|least)|no\s+(?:more|less))\b[^.;]*$",
    re.IGNORECASE,
)
# A thing's own measure in a relative clause after the value: "9 customers would buy a television
# that costs $2500" (the television's price is given, the count is the value).
_RELATIVE_GIVEN = re.compile(
    r"\b(?:that|which)[ \t]+(?:costs?|weighs?|holds?|contains?|measures?|sells?[ \t]+for)[ \t]+"
    r"(?:only[ \t]+|just[ \t]+)?\$?$",
    re.IGNORECASE,
)
# A span of time the count is over: "They can watch 24 movies in 4 weeks." (not the 4).
# (and in the languages models answer in: "elle gagne 12 540 € en 30 semaines", "за 30 дней")
_TIME_SPAN_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:in|over|during|within|for|after|en|pendant|sur|durante|per|während|innerhalb"
    r"|binnen|gedurende|em|przez|za|за|в\s+течение|протягом|během|dalam|selama|trong|på|under"
    r"|i)\s+(?:the\s+(?:first|last|next|past|remaining|following)\s+)?$",
    re.IGNORECASE,
)
_TIME_UNIT_AFTER = re.compile(
    r"\s+(?:weeks?|days?|hours?|minutes?|months?|years?|semaines?|jours?|heures?|mois|ans|années"
    r"|semanas?|días?|dias?|horas?|meses|mes|años|anos|settimane|giorni|ore|mesi|anni|wochen"
    r"|tage[n]?|stunden|monate[n]?|jahre[n]?|weken|dagen|uur|maanden|jaar|jaren|tygodni"
    r"|tygodnie|dni|godzin|miesięcy|lat|недел[ьяи]|дн(?:ей|я)|час(?:ов|а)?|месяц(?:ев|а)?"
    r"|лет|год(?:а)?|тижн(?:ів|і)|днів|týdnů|dní|hodin|měsíců|let|minggu|hari|jam|bulan"
    r"|tahun|tuần|ngày|giờ|tháng|năm|veckor|dagar|timmar|månader|år)(?![^\W\d_])",
    re.I,
)


def _span_of_time(sentence: str, number: re.Match[str]) -> bool:
    # ("5 cars drove through in the first 15 minutes": the span is a given, not the answer; "Fred
    # must deliver 160 red roses by 5 pm": a time of day says when)
    if TIME_OF_DAY_AFTER.match(sentence, number.end()):
        return True
    unit = _TIME_UNIT_AFTER.match(sentence, number.end())
    if unit is not None and _OPENING_SPAN.fullmatch(sentence, 0, number.start()):
        # ("So, 2 years of the service cost Bill $284.": a span as the subject, of something)
        return _OF_AFTER.match(sentence, unit.end()) is not None
    before = _TIME_SPAN_BEFORE.search(sentence, max(0, number.start() - 32), number.start())
    if before is None or _TIME_UNIT_AFTER.match(sentence, number.end()) is None:
        return False
    # ("The 42 kg bag of rice will last for 3 weeks.": how long it lasts is the value stated)
    return not _LASTS_FOR.search(sentence, max(0, before.start() - 16), before.end())


_LASTS_FOR = re.compile(r"\blast(?:s|ed)?[ \t]+for[ \t]+$", re.IGNORECASE)
# What opens a concluding sentence before a span that is its subject ("So, 2 years of ..."; not
# an answer line's "10 minutes of filling time at 24 liters per minute", the value itself)
_OPENING_SPAN = re.compile(
    r"\W*(?:so|thus|therefore|hence|overall|altogether|in[ \t]+total)\b[, \t]*", re.IGNORECASE
)
_OF_AFTER = re.compile(r"[ \t]+of\b")


# A preposition of time that ends a value's words: "160 red roses by (5 pm)" (when is no unit).
_WHEN_LAST = re.compile(r"[ \t]+(?:by|at|before|until)$")
# A time of day after a number: "by 5 pm", "at 6:30 a.m.", "until 9 o'clock" (also for
# `rppo_check.extract`'s numbers said after the answer)
TIME_OF_DAY_AFTER = re.compile(r"(?::\d\d)?[ \t]*(?:[ap]\.m\.|[ap]m\b|o'clock\b)", re.IGNORECASE)


def _a_given_named(
    sentence: str, number: re.Match[str], first: re.Match[str], purpose: re.Match[str] | None
) -> bool:
    """Whether `number` names a given of the problem rather than stating a value: after a
    possessive ("each of his 20 friends") or in a relative clause of a thing's own measure, as a
    compound before a noun ("the 360 piece puzzle"), or in a purpose clause after the sentence's
    first number ("10 pizzas to make sure each ... can have 4 slices"; `purpose` is the first
    opener of one after `first`, searched once a sentence: a search a number would make a
    sentence of 2,000 numbers quadratic)."""
    before = sentence[max(0, number.start() - 60) : number.start()]
    if _POSSESSIVE_BEFORE.search(before):
        return True  # (and the list it opens: "for its 148 students and 12 teachers")
    if number is not first and _RELATIVE_GIVEN.search(before[-30:]):
        return True  # "9 customers would buy a television that costs $2500"
    if _DEFINITE_SUBJECT.fullmatch(sentence, 0, first.start()) and (
        number is first or _OF_COUNT_BETWEEN.fullmatch(sentence, first.end(), number.start())
    ):
        # "The 5 people brought in 14 old records in total.", "So the 72 boxes of 6 muffins
        # bring the bakery $648 in total.": the things given, named as the subject
        return True
    if before.endswith(("the ", "The ", "a ", "A ")) and _COMPOUND_AFTER.match(
        sentence, number.end()
    ):
        return True  # ("A 42 kg bag of rice will last for 3 weeks.": the bag the problem gives)
    return number is not first and purpose is not None and purpose.end() <= number.start()


# "neither ... nor ..." with no number in it, after the value: the kind of thing counted.
_NEITHER_KIND = re.compile(
    r"(?<=[a-z])[ \t]+neither[ \t]+[^\d.;,:]{1,40}?[ \t]nor[ \t]+[A-Za-z'-]+"
    # (the kind's words, not the copula after them: "boxes that contain neither pens nor
    # pencils is 3")
    r"(?:[ \t]+(?!(?:is|are|was|were|equals|comes|totals)\b)[A-Za-z'-]+){0,3}"
)
# Between the subject's count and a second number of its noun phrase: "72 boxes of (6 muffins)".
_OF_COUNT_BETWEEN = re.compile(r"[ \t]+[a-z]+(?:[ \t]+[a-z]+)?[ \t]+(?:of|with)[ \t]+")
# A sentence that opens on "the" before its first number: a subject the problem gave.
_DEFINITE_SUBJECT = re.compile(
    r"\W*(?:(?:so|thus|therefore|hence|in[ \t]+total|overall|altogether)\b[, \t]*)?the[ \t]+",
    re.IGNORECASE,
)
_POSSESSIVE_BEFORE = re.compile(
    r"\b(?:his|her|their|its|our|my|your)[ \t]+"
    r"(?:\$?\d[\d,.]*(?:[ \t]+[A-Za-z]+){1,5}[ \t]+and[ \t]+)?\$?$",
    re.IGNORECASE,
)
# A singular unit word, then the noun it describes: "360 piece puzzle", "5 gallon bucket".
_COMPOUND_AFTER = re.compile(
    r"[ \t-]+(?:piece|gallon|pound|ounce|inch|foot|yard|meter|metre|mile|liter|litre|hour|minute"
    r"|day|week|month|year|page|person|seat|story|acre|ton|dollar|kg|lb|oz|ml|km|cm)[ \t]+[a-z]{3,}\b"
)
_PURPOSE_OPENS = re.compile(
    r"\b(?:to[ \t]+make[ \t]+sure|to[ \t]+ensure|so[ \t]+that|in[ \t]+order[ \t]+(?:to|for)|so[ \t]+as[ \t]+to)\b",
    re.IGNORECASE,
)


# An amount someone has, named after what the sentence states: "Peter can go to the movies 3
# times with his 42 dollars." (the 42 is a given of the problem)
_OWN_AMOUNT_BEFORE = re.compile(
    r"\b(?:with|from|out\s+of)\s+(?:his|her|their|its|my|our|your)\s+\$?$", re.IGNORECASE
)


# "It depends" in the languages models answer in: after results supposed one way and the other,
# the model chose none.
_DEPENDS = re.compile(
    r"\b(?:it|that|this|the\s+answer)\s+depends\b|\bdepend(?:e|s)?\s+d[eu]\b|\bdépend\b|\bdipende\b"
    r"|\bhängt\b[^.\n]{0,40}\bab\b|\bзависит\b|\bзалежить\b|\bzależy\b|\bzáleží\b|\bbağlı(?:dır)?\b"
    r"|\btergantung\b|\bphụ\s+thuộc\b|\bhangt\s+af\b|\bberor\s+på\b|取决于|取決於|次第|따라\s*다르",
    re.IGNORECASE,
)
_PER_MILLE_AFTER = re.compile(
    r"[ \t]*(?:‰|(?:promille|promil|pro[ \t]+mille|per[ \t]+mille|промилле|проміле)(?![^\W\d_]))",
    re.IGNORECASE,
)
# A root of a number the sentence ends on, with no coefficient (`NUMBER` reads no number after
# a root sign): "the distance is √117 units.", "x = -∛5".
_ROOT_VALUE_AT_END = re.compile(
    r"(?<![\w.√∛])([-−]?[√∛]\d+)(?:[ \t]+(?:square[ \t]+|cubic[ \t]+)?[a-z]{1,12})?[ \t]*[.!]?[ \t]*$"
)
# A root or π written onto the number: `3√13`, `4π`, `5√(2)`, `11π/12`.
_ROOT_OR_PI_AFTER = re.compile(r"/?(?:[√∛](?:\d+|\([^()\n]{1,20}\))|π)(?:/\d+)?")


def _root_after(sentence: str, end: int) -> re.Match[str] | None:
    """A root or pi right after the number ending at `end` ("is 20000/π square meters", "is
    6sqrt(2) centimeters": no 6), in the sentence's script."""
    return (_ROOT_OR_PI_AFTER if not sentence.isascii() else _PLAIN_ROOT_AFTER).match(sentence, end)


# ... as plain text: "6sqrt(2)", "6 sqrt(2)", "4 pi", "3*sqrt(5)"
_PLAIN_ROOT_AFTER = re.compile(
    r"[ \t]*\*?[ \t]*(?:(?:sqrt|cbrt)[ \t]*\([^()\n]{1,20}\)|pi\b)(?:[ \t]*/[ \t]*\d+)?",
    re.IGNORECASE,
)
_PER_ITEM_AFTER = re.compile(r"\s+[a-z]+\s+(?:in\s+each|in\s+every|each|per|apiece)\b", re.I)


# A number, then the same number in brackets: "الإجابة: ٤٠٥ (405)" (the other digit set), "18 (18)".
_SAME_IN_BRACKETS = re.compile(r"(?<![\d.,])(\d[\d.,]*)[ \t]*\((\d[\d.,]*)\)")


def _once_if_same(match: re.Match[str]) -> str:
    first, second = match.group(1, 2)
    return first if parse_number(first) == parse_number(second) else match.group(0)


# The amount, then a note that says it again in another unit: "He runs 480 minutes in total
# (that's 8 hours)." (`units.without_other_unit_note` decides that the two are one amount).
_AMOUNT_THEN_NOTE = re.compile(
    r"(?<![\d.,])(\d[\d,]*(?:\.\d+)?)([ \t]+[A-Za-z]+\b[^()\n\d]{0,40}?[ \t]*\([^()\n]{1,40}\))"
)


def _once_in_one_unit(match: re.Match[str]) -> str:
    value, tail = match.groups()
    try:
        amount = Fraction(value.replace(",", ""))
    except (ValueError, ZeroDivisionError):
        return match.group(0)
    said_once = without_other_unit_note(tail, amount)
    return value + said_once if said_once != tail else match.group(0)


# A time in hours and minutes that ends the sentence (`numeric.parse_duration` reads it).
# (not every "and" of `DURATION_AND`: a Swedish or Norwegian answer line of hours and minutes is
# read by the answer-line rules, which see whether it restates a given; red-team round 106)
_SENTENCE_DURATION_AND = r",|and|et|und|y|e|i|и|ve|dan|và|en|و|ו-|ו־|ו"
# (and in the languages models answer in: "答え：10時間30分", "soit 10 h 30 min")
_DURATION_AT_END = re.compile(
    rf"(?<![\d.,])(\d{{1,4}}[ \t]*(?:{HOUR_WORD})\.?[ \t]*(?:{_SENTENCE_DURATION_AND})?[ \t]*"
    rf"\d{{1,2}}[ \t]*(?:{MINUTE_WORD}))(?![^\W\d_])[ \t.!。]*$",
    re.IGNORECASE,
)


# ... and that time followed by the same time in hours in brackets: "3 horas y 45 minutos
# (3,75 horas).", "3 h 45 min (soit 3,75 h)."
_DURATION_THEN_NOTE = re.compile(
    rf"(?<![\d.,])(\d{{1,4}}[ \t]*(?:{HOUR_WORD})\.?[ \t]*(?:{DURATION_AND})?[ \t]*"
    rf"\d{{1,2}}[ \t]*(?:{MINUTE_WORD}))\.?[ \t]*[(（]([^()（）\n]{{1,40}})[)）][ \t.!。]*$",
    re.IGNORECASE,
)


# ... and a time in minutes followed by the same time in hours and minutes in brackets: "155
# minut (2 godz. 35 min).", "155分（2時間35分）", "155 dakika (2 saat 35 dakika) sürmüştür."
_AMOUNT_THEN_DURATION = re.compile(
    r"(?<![\d.,])(\d{1,5}(?:[.,]\d{1,2})?)[ \t]*([^\W\d_]{1,12})\.?[ \t]*[(（]([^()（）\n]{3,40})[)）]"
    r"(?=[ \t]*(?:[^\W\d_]{1,12})?[ \t.!。]*$)"
)


def _without_duration_note(sentence: str) -> str:
    """`sentence` without a last note in brackets that gives the time before it in hours."""
    again = _AMOUNT_THEN_DURATION.search(sentence)
    duration = parse_duration(again.group(3)) if again else None
    if again is not None and duration is not None:
        amount = parse_number(again.group(1).replace(",", "."))
        if amount in duration:
            return sentence[: again.end(2)] + sentence[again.end() :]
    match = _DURATION_THEN_NOTE.search(sentence)
    numbers = _NUMBER.findall(match.group(2)) if match is not None else []
    if match is None or len(numbers) != 1:
        return sentence
    number = numbers[0].replace(",", ".") if _DECIMAL_COMMA.fullmatch(numbers[0]) else numbers[0]
    duration = parse_duration(match.group(1))
    if duration is None or parse_number(number) not in duration:
        return sentence
    return sentence[: match.end(1)] + "."


def _without_duration_again(sentence: str) -> str:
    """`sentence` without the time before its end said again in hours and minutes: "She walked
    10.5 hours, i.e. 10 hours 30 minutes.", "Elle a marché 10,5 heures, soit 10 h 30 min."."""
    again = DURATION_AGAIN.search(sentence.rstrip(" \t.!。"))
    duration = parse_duration(again.group(1)) if again is not None else None
    if again is None or duration is None:
        return sentence
    before = _NUMBER.findall(sentence, 0, again.start())
    if not before:
        return sentence
    number = before[-1].replace(",", ".") if _DECIMAL_COMMA.fullmatch(before[-1]) else before[-1]
    return sentence[: again.start()] + "." if parse_number(number) in duration else sentence


_NOT_EXACTLY = re.compile(
    r"\b(?:not|never|about|around|roughly|approximately|almost|nearly|maybe|perhaps)\b|n't\b",
    re.IGNORECASE,
)


# A last note in brackets that gives the number before it rounded: "Camina 27,5 km en la semana
# (es decir, unos 28)." (`units.without_rounding` decides that it rounds that number).
_GLOSS_AT_END = re.compile(r"[ \t]*[(（]([^()（）\n]{1,60})[)）][ \t]*(?=[.!。।]?[ \t]*$)")
_COMMA_DECIMAL = re.compile(r"\d+,\d{1,2}")


def _without_rounded_gloss(sentence: str) -> str:
    note = _GLOSS_AT_END.search(sentence)
    numbers = _NUMBER.findall(sentence, 0, note.start()) if note is not None else []
    if note is None or not numbers:
        return sentence
    number = numbers[-1].lstrip("-−–$")
    number = number.replace(",", "." if _COMMA_DECIMAL.fullmatch(number) else "")
    try:
        value = Fraction(number)
    except (ValueError, ZeroDivisionError):
        return sentence
    if without_rounding(f"({note.group(1)})", value):
        return sentence
    return sentence[: note.start()] + sentence[note.end() :]


_PLAIN_VALUE = re.compile(r"[-−]?\d+(?:\.\d+)?(?:/\d+)?")
# The solutions of an equation named in plain numbers, all of them: "the solutions are 4 and -4",
# "The roots of the equation are -1, 2, or 3."
_SOLUTIONS_NAMED = re.compile(
    r"\b(?:solutions|roots|zeros|zeroes)\b(?:[ \t]+(?:of|to)[ \t][^.,;:\d]{0,60}?)?[ \t]+(?:are|:)[ \t]+"
    r"((?:[-−]?\d+(?:\.\d+)?(?:/\d+)?[ \t]*,[ \t]*)*[-−]?\d+(?:\.\d+)?(?:/\d+)?,?[ \t]+(?:and|or)[ \t]+"
    r"[-−]?\d+(?:\.\d+)?(?:/\d+)?)[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


def _listed_roots(sentence: str) -> TailAnswer | None:
    """ "Las soluciones son x = 2 y x = 5.": the values of one variable, listed in plain text ("y"
    is Spanish "and" here: the same label follows it), as a box lists them; else None."""
    roots = _PLAIN_ROOTS.search(sentence) if "=" in sentence else None
    if roots is None:
        solutions = (
            _SOLUTIONS_NAMED.search(sentence) if "and" in sentence or "or" in sentence else None
        )
        if solutions is None:
            return None
        # "So the solutions are 4 and -4.": the roots, in plain numbers
        return TailAnswer(", ".join(_PLAIN_VALUE.findall(solutions.group(1))), "last_expression")
    values = _ROOT_VALUE.findall(roots.group(0))
    # (Arabic's س is the x of the answer's math)
    named = [(label if label.isascii() else "x", value) for label, value in values]
    return TailAnswer(", ".join(f"{label} = {value}" for label, value in named), "last_expression")


def _with_mixed_number(sentence: str, numbers: int) -> str | None:
    """ "So Rosa rides 268 1/2 km in total.": the sentence with its one mixed number written as an
    improper fraction (537/2), so that it is one number, not two; else None. (Among `numbers`
    others, only where it is the one: "Lucy needs 6 3/4 cups of flour for the 3 batches.")"""
    if (
        numbers < 2
        or numbers > 2
        and ("(" in sentence or len(_MIXED_NUMBER.findall(sentence)) != 1)
    ):
        return None
    mixed = _MIXED_NUMBER.search(sentence)
    if mixed is None or not 0 < int(mixed.group(2)) < int(mixed.group(3)) < 1000:
        return None
    whole, numerator, denominator = (int(group) for group in mixed.groups())
    improper = f"{whole * denominator + numerator}/{denominator}"
    return sentence[: mixed.start()] + improper + sentence[mixed.end() :]


def _compared_abroad(sentence: str, number: str, end: int) -> TailAnswer | None:
    """ "La respuesta es 38 menos.", "Svaret er 38 gange så mange.", "Válasz: 223 utassal
    kevesebb.": the answer named in another language, then compared or signed (kept with the
    number, so that it does not parse, as "The answer is 38 fewer." is); else None."""
    compared = _COMPARED_ABROAD.search(sentence, end)
    if compared is None or not _FOREIGN_ANSWER.search(sentence, 0, end - len(number)):
        return None
    return TailAnswer(f"{number} {compared.group(0)}", "last_number")


# A number that names a thing rather than counting it: "40 girls in Grade 5".
_NAME_NUMBER_BEFORE = re.compile(r"\b(?:Grade|Room|Chapter|Page|Step|Level|Floor|Route)[ \t]+$")


def _remaining_at_a_rate(sentence: str, numbers: list[re.Match[str]]) -> bool:
    """ "she needs to walk the remaining 6 miles at 2 miles per hour": a given distance, then the
    rate the sentence works out (no value stated)."""
    return any(
        _AT_A_RATE.match(sentence, number.end())
        and _THE_REMAINING.search(sentence, max(0, number.start() - 30), number.start())
        for number in numbers[:-1]
    )


def _chosen_number(sentence: str, numbers: list[re.Match[str]]) -> re.Match[str] | None:
    """The number a sentence states, of the numbers in it, or None when it states no one."""
    numbers = _after_opening_givens(sentence, numbers)
    condition = _CONDITION_AFTER.search(sentence, numbers[0].end()) if len(numbers) > 1 else None
    if condition is not None and _SUBJECT_THEN_IS.match(sentence):
        # "the number of ways 6 girls and 2 boys can sit if the 2 boys insist on sitting together
        # is 10080": the condition is the subject's; the sentence states the value after it
        condition = None
    if condition is not None and _another_result_if(sentence, condition):
        return None
    if condition is not None and not _OTHERWISE.search(sentence, condition.start()):
        # "you can eat 48 grams of chips if your daily calorie target is 2000 and you have already
        # consumed 1800 calories": the condition restates givens (not "18 if ..., or else 20")
        numbers = [m for m in numbers if m.start() < condition.start()]
    if _remaining_at_a_rate(sentence, numbers):
        return None
    # "Jean can fill 14 bags with 2 lollipops in each bag.": a count per item describes the unit;
    # "there are 400 terms that are less than or equal to 20": a bound in a relative clause
    purpose = _PURPOSE_OPENS.search(sentence, numbers[0].end())
    described = [
        m for m in numbers
        if not _RELATIVE_BOUND.search(sentence, max(0, m.start() - 60), m.start())
        and not _span_of_time(sentence, m)
        and not _OWN_AMOUNT_BEFORE.search(sentence, max(0, m.start() - 24), m.start())
        and not _a_given_named(sentence, m, numbers[0], purpose)
        and not _NAME_NUMBER_BEFORE.search(sentence, max(0, m.start() - 12), m.start())
    ]  # fmt: skip
    # (a rate is the value where every other number is a span or a given: "Solo needs to read
    # 6 pages per day to finish in the remaining 4 days.")
    numbers = [m for m in described if not _PER_ITEM_AFTER.match(sentence, m.end())] or (
        described or numbers
    )
    if len(numbers) == 1:
        return numbers[0]
    # The number the sentence states: the last one after "is" / "=" / "total of"; else the only
    # one after a verb like "has" / "pays" ("She pays $5 and gets $3 back": no answer).
    strong = [m for m in numbers if _STRONG.search(sentence, max(0, m.start() - 24), m.start())]
    if not strong and (not sentence.isascii() or _FOREIGN_COPULA_WORD.search(sentence)):
        # (only the value the sentence ends on: "答えは75%です――いや、待って：25%" and "La
        # respuesta es 74,70 € o 62,25 €" state none; nor a number grouped by spaces, which
        # `numbers` holds in pieces: "ist 13 750 Einwohner")
        last = numbers[-1]
        if _STRONG_ABROAD.search(
            sentence, max(0, last.start() - 24), last.start()
        ) and not _SPACE_GROUPED.search(sentence):
            strong = [last]
    # (or what is left, said after it: "After selling 163 of the 378 apples, 215 remain.")
    strong = strong or [m for m in numbers if _LEFT_AFTER.match(sentence, m.end())]
    if not strong and _LEAVING_BEFORE.search(sentence, 0, numbers[-1].start()):
        strong = [numbers[-1]]  # "The kids eat 36 slices, leaving 4 slices.": what is left
    weak = [m for m in numbers if _ANCHOR.search(sentence, max(0, m.start() - 24), m.start())]
    subject = _OPENING_COUNT.match(sentence) if not strong and not weak else None
    if subject is not None and subject.start(1) == numbers[0].start():
        # "Therefore, 3 trucks will be needed to transport 80 flagstones in one trip.": the count
        # the sentence opens on, what it is needed for after it
        later = numbers[1:]
        return numbers[0] if not later or _PURPOSE.match(sentence, subject.end()) else None
    if not strong and not weak and _needed_for(sentence, numbers[0]):
        return numbers[0]
    if strong:
        chosen = strong[-1]
    elif len(weak) == 1:
        chosen = weak[0]
    else:
        # the value the main clause's verb states, every later number in a phrase that
        # describes it: "The train averages 210 kilometers per hour over the 525 km trip."
        return _main_clause_number(sentence, numbers)
    later = [m for m in numbers if m.start() > chosen.end()]
    if (
        later
        and _ANOTHER_QUANTITY.search(sentence, chosen.end(), later[0].start())
        and not _COMPARED_APPOSITIVE.match(sentence, chosen.end())
        and not _DESCRIBED_AFTER.match(sentence, chosen.end())
    ):
        return None  # "The answer is 3 bolts of blue and 1.5 bolts of white": two quantities
    return chosen


# An opening phrase of givens, up to its comma, then a clause with its own subject: "So for 150
# pens in packs of 8, the teacher must buy 19", "With 45 pepper plants, ..."
_OPENING_GIVENS = re.compile(
    r"\W*(?:(?:so|thus|therefore|hence|overall|finally)\b[, \t]*)?(?:for|with|out[ \t]+of)[ \t]+"
    r"[^,;:!?=]*\d[^,;:!?=]*,[ \t]*(?=(?:the|she|he|they|it|we|you|each|[A-Z][a-z]+)\b|\d)",
    re.IGNORECASE,
)
# A verb of surpassing, then the margin after "by" ("outnumber the 45 pepper plants by 39")
_SURPASSES = re.compile(
    r"\b(?:outnumber|exceed|outweigh|outscore|outsell|outlast|outrun|outpace|outgrow)(?:s|ed)?\b",
    re.IGNORECASE,
)
_BY_BEFORE = re.compile(r"\bby[ \t]+(?:(?:only|exactly|just)[ \t]+)?\$?$", re.IGNORECASE)


def _after_opening_givens(sentence: str, numbers: list[re.Match[str]]) -> list[re.Match[str]]:
    """The numbers after an opening phrase of givens, where any stand after it ("So for 150 pens
    in packs of 8, the teacher must buy 19.": the clause after its comma states the value); only
    the last where it is the margin of a verb of surpassing (`_margin_stated`)."""
    if _margin_stated(sentence, numbers):
        return numbers[-1:]
    givens = _OPENING_GIVENS.match(sentence)
    if givens is None or numbers[-1].start() < givens.end():
        return numbers
    return [m for m in numbers if m.start() >= givens.end()]


def _margin_stated(sentence: str, numbers: list[re.Match[str]]) -> bool:
    """Whether the sentence's last number is the margin after "by" of a verb of surpassing ("So
    the 84 tomato plants outnumber the 45 pepper plants by 39.": the margin is stated)."""
    last = numbers[-1]
    surpasses = _SURPASSES.search(sentence, 0, last.start())
    return (
        surpasses is not None
        and _BY_BEFORE.search(sentence, max(0, last.start() - 20), last.start()) is not None
        and not _DIGIT_CHAR.search(sentence, last.end())
    )


_PREMISE_AT_END = re.compile(
    r",[ \t]+assuming[ \t]+(?:that[ \t]+)?(?![^.;!?\n]*\b(?:I|me|my|we|our|us|right|correct\w*"
    r"|mistakes?|errors?|typos?|misread|understood|understand|interpreted|not|no)\b)"
    r"[^\d.;!?\n$]{1,80}[.!]?[ \t]*$"
)


_CONDITION_AFTER = re.compile(
    r"[ \t]+(?:if|provided(?:[ \t]+that)?|as[ \t]+long[ \t]+as|given[ \t]+that|assuming)[ \t]+",
    re.IGNORECASE,
)
# A sentence whose subject is a quantity named by a noun phrase, its value after "is" at its end
_SUBJECT_THEN_IS = re.compile(
    r"\W*(?:(?:so|thus|therefore|hence)\b[, \t]*)?the[ \t]+(?:total[ \t]+)?(?:number|amount|count"
    r"|sum)[ \t]+of[ \t]+[^.;:!?=]*[ \t](?:is|equals)[ \t]+\$?\d[\d,]*(?:\.\d+)?[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)


def _another_result_if(sentence: str, condition: re.Match[str]) -> bool:
    """Whether "but if" opens a condition with a number after it: another result under another
    reading ("19 packs, but if the school already has 6 pens, 18 packs are enough"), a hedge."""
    return bool(
        _BUT_BEFORE.search(sentence, 0, condition.start())
        and _DIGIT_CHAR.search(sentence, condition.end())
    )


def _needed_for(sentence: str, first: re.Match[str]) -> bool:
    """Whether the sentence's first number is a count needed, then what for (`_NEEDED_FOR`: "The
    electric company will need 15 electric poles to supply electricity to the neighborhood with
    45 electric wires.")."""
    needed = _NEEDED_FOR.search(sentence)
    return needed is not None and needed.start(1) == first.start()


_BUT_BEFORE = re.compile(r",?[ \t]*\bbut$", re.IGNORECASE)
_OTHERWISE = re.compile(
    r"\b(?:or|otherwise|else|but|not|unless|instead|would|could|might|only)\b", re.IGNORECASE
)


# A count that opens the sentence as its subject, with a verb in the passive: "So, 3 trucks will
# be needed", "Thus 12 cupcakes were left over"
_OPENING_COUNT = re.compile(
    r"\W*(?:(?:so|thus|therefore|hence|overall|finally)\b[, \t]*)?\$?(\d[\d,]*(?:\.\d+)?(?:/\d+)?)"
    r"(?:[ \t]+[a-z]+){1,3}[ \t]+(?:will[ \t]+be|would[ \t]+be|are|is|were|was)[ \t]+"
    r"(?:needed|required|used|left(?:[ \t]+over)?|sold|eaten|given|bought|made|built|filled|sent|packed)\b",
    re.IGNORECASE,
)
# A count needed, then (after "to" and a verb) what for, to the end: "will need 15 electric poles
# to supply electricity to the neighborhood with 45 electric wires".
_NEEDED_FOR = re.compile(
    r"\b(?:need|needs|needed|require|requires|required|(?:must|should|has[ \t]+to|have[ \t]+to"
    r"|needs?[ \t]+to)[ \t]+(?:buy|order|get|use|make|bake|rent|hire|book|take))[ \t]+"
    r"\$?(\d[\d,]*(?:\.\d+)?)"
    # (what for: "to transport 80 flagstones", or whom: "You need 3.75 cups of sugar for 60
    # cookies.")
    r"(?:[ \t]+[a-z]+){1,3}?[ \t]+(?:(?:in[ \t]+order[ \t]+)?to[ \t]+[a-z]+\b"
    r"[^,;]*|for[ \t]+(?:the[ \t]+|all[ \t]+)?\d[\d,]*(?:[ \t]+[a-z]+){1,3}[ \t.!]*)$",
    re.IGNORECASE,
)
# What the value is needed for, with its own numbers: "to transport 80 flagstones in one trip"
# (or whom for: "15/4 cups of sugar are needed for 60 cookies")
_PURPOSE = re.compile(
    r"[ \t]+(?:(?:in[ \t]+order[ \t]+)?to[ \t]+[a-z]+|for)\b[^,;]*$", re.IGNORECASE
)


def _main_clause_number(sentence: str, numbers: list[re.Match[str]]) -> re.Match[str] | None:
    """The first number right after a verb ("covers", "averaged"), when what follows it up to
    the next number is a phrase that describes it (`_DESCRIBED_AFTER`: "at", "over the", ",
    with", ", of which"), else None ("Lena's bakery sold 1,250 and Tom's sold 5,000": two)."""
    verbal = [
        m
        for m in numbers
        if _VERB_BEFORE.search(sentence, max(0, m.start() - 24), m.start())
        # (or the result an equation's right side opens on: "= 58 potted plants after ...")
        or not sentence[: m.start()].strip(" \t$")
    ]
    if not verbal or not sentence.isascii():
        return None
    chosen = verbal[0]
    later = [m for m in numbers if m.start() > chosen.end()]
    if later and not _DESCRIBED_AFTER.match(sentence, chosen.end()):
        return None
    if chosen is not numbers[0] and _WILL_VERB_BEFORE.search(
        sentence, max(0, chosen.start() - 24), chosen.start()
    ):
        return None  # "4 weeks will last 40 chocolate eggs": the count the sentence opens on
    return chosen


_WILL_VERB_BEFORE = re.compile(r"\bwill[ \t]+[a-z]{2,}[ \t]+(?:(?:only|exactly|just)[ \t]+)?\$?$")
# A verb right before the number, in the third person or the past: "covers 180", "averages 210",
# "collected 91" (not an operation: "3 times 5", "plus 4").
_VERB_BEFORE = re.compile(
    r"\b(?!(?:times|plus|minus|less|unless|perhaps|towards|besides|across|hours|minutes|seconds"
    r"|days|weeks|months|years|dollars|cents|points|steps|items|units|is|was|has|as|us)\b)"
    r"[a-z]{2,}(?:s|ed)[ \t]+(?:for[ \t]+)?(?:(?:only|exactly|just)[ \t]+)?\$?$"
    # (or its infinitive after "to": "Shannon needs to make 5 dozen cookies to last her 30 days.")
    r"|\bto[ \t]+(?!(?:be|have|get|the|a|an)\b)[a-z]{2,}[ \t]+(?:(?:only|exactly|just)[ \t]+)?\$?$"
    # (or after "will": "Artie will make $88.00 from selling 12 pots of marigolds, ...")
    r"|\bwill[ \t]+(?!(?:be|have|get|the|a|an|not|need)\b)[a-z]{2,}[ \t]+(?:(?:only|exactly|just)[ \t]+)?\$?$"
)
# After the value and its unit (at most four words), a phrase that describes it, up to the next
# number: "180 km in 2.5 hours", "210 kilometers per hour over the 525 km trip", "91 cans, with
# Class B collecting 43", "5 hours, of which 4.5 hours are spent driving", "15,120 bottles a day,
# at 5,040 bottles an hour", "4.5 hours at 14 km/h".
_DESCRIBED_AFTER = re.compile(
    r"(?:[ \t]*%)?(?:[ \t]+(?!(?:and|or|but|so|plus)\b)[A-Za-z/]+){0,4}[ \t]*,?[ \t]*"
    r"(?:with|of[ \t]+which|at|over[ \t]+(?:the|a|an)|in(?![ \t]+(?:total|all)\b)|during|within"
    # (or what the value is for: "4 hours to dig 30 small holes")
    r"|to(?=[ \t]+[a-z])"
    # (or where it came from: "$221 from selling 43 brownies"; not a rate, "from each of 12";
    # or what was done first: "58 potted plants after giving away 40 potted plants")
    r"|from(?=[ \t]+(?:selling|the|his|her|their|its|a|an)\b)|after(?=[ \t]+[a-z]+ing\b)"
    # (or when: "walked for 200 minutes after 5 days at the office")
    r"|after(?=[ \t]+\d[\d,.]*[ \t]+(?:minutes?|hours?|days?|weeks?|months?|years?)\b)"
    # ("5600 pounds after the termites ate 30% of its wood": what happened to it)
    r"|after(?=[ \t]+(?:the|his|her|their|its|a|an)[ \t]+[a-z]+[ \t]+[a-z]+ed\b|[ \t]+(?:the|his|her"
    r"|their|its)[ \t]+[a-z]+[ \t]+(?:ate|ran|took|gave|sold|spent|lost|grew|fell|paid|made|got)\b)"
    # (or the size of each, after a comma: "8 pieces of wire, each 6 inches long")
    r"|(?<=,)[ \t]*each(?=[ \t]+\d[\d.]*[ \t]+[a-z]+[ \t]+(?:long|wide|tall|high|deep|thick)\b)"
    # (or a part it holds, after a comma: "$187.50, including the $30 call-out fee")
    r"|(?<=,)[ \t]*(?:including|excluding|not[ \t]+counting))"
    r"[ \t]+[^\d,;:()]{0,40}\d"
)


# After the value and its unit, the one later number a comparison that describes it, to the
# sentence's end: "So Lucia has 93 stamps, 62 more than Diego." (93; the 62 compares it)
_COMPARED_APPOSITIVE = re.compile(
    r"(?:[ \t]+[A-Za-z]+){0,2},[ \t]*\$?\d[\d,]*(?:\.\d+)?[ \t]*%?(?:[ \t]+[A-Za-z]+)?[ \t]+"
    r"(?:more|fewer|less|greater|smaller|larger|higher|lower)[ \t]+than[ \t]+[^\d\n]{1,60}$"
)


# What is left named last, after a comma: "..., leaving 4 slices", "..., which leaves $30".
_LEAVING_BEFORE = re.compile(
    r",[ \t]*(?:which[ \t]+|and[ \t]+)?(?:leaving|leaves)[ \t]+(?:(?:only|just|exactly)[ \t]+)?\$?$",
    re.IGNORECASE,
)
_THE_REMAINING = re.compile(r"\bthe[ \t]+(?:remaining|rest[ \t]+of[ \t]+the|other)[ \t]+\$?$", re.I)
_AT_A_RATE = re.compile(r"[ \t]+[A-Za-z]{1,20}[ \t]+at[ \t]+\$?\d")


def _root_at_end(sentence: str) -> TailAnswer | None:
    """The root the sentence ends on as its value ("... is √117 units."), or None."""
    root = _ROOT_VALUE_AT_END.search(sentence)
    if root is None or _NOT_OR_HEDGE.search(sentence):
        return None
    if _BOUND.search(sentence, max(0, root.start() - 40), root.start()):
        return None  # "at most √117"
    return TailAnswer(root.group(1), "last_expression")


# A multiple of an unknown (`9x`, `-2y`, `3n`): no value until the unknown is found.
_VARIABLE_TERM = re.compile(r"[-−]?\d+(?:\.\d+)?[ \t]*[xyzn]")


# Dollars grouped in thousands by spaces: "$118 000", "$409 500" (one amount).
_SPACE_GROUPED_DOLLARS = re.compile(r"(?<=\$)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?!\d)")
# (without a `$`: two groups and more, or one before a word of money or people or the sentence's
# end; not "3 250-ml bottles")
_SPACE_GROUPED_AMOUNT = re.compile(
    r"(?<![\d.,])(?:\d{1,3}(?:[ \u00a0\u202f]\d{3}){2,}|\d{1,3}[ \u00a0\u202f]\d{3}(?=[ \t]*(?:"
    r"(?:dollars|euros|pounds|yen|people|residents|inhabitants)\b|[.!]?[ \t]*$)))(?![\d,.-]?\d)"
)


def _without_bracket_notes(sentence: str) -> str:
    """`sentence` without the brackets that only note its value again: the working ("that's a
    bit more than 7 full shelves (7 * 36 = 252)."), the same value in another form or unit, a
    rounding."""
    aside = _WORKING_ASIDE.search(sentence) if "(" in sentence else None
    if aside and _DIGIT_CHAR.search(sentence, 0, aside.start()):
        sentence = sentence[: aside.start()]  # (the sentence states its own number)
    if "(" in sentence or "（" in sentence:
        sentence = _SAME_IN_BRACKETS.sub(_once_if_same, sentence)
        sentence = _without_duration_note(sentence)
        sentence = _AMOUNT_THEN_NOTE.sub(_once_in_one_unit, sentence)
        sentence = _without_rounded_gloss(sentence)
    return sentence


def _sentence_numbers(sentence: str) -> list[re.Match[str]]:
    """The numbers of a sentence, without the number of a hyphenated word ("3-year-old") and a
    unit's power ("38,25 cm^{2}")."""
    return [
        m
        for m in _NUMBER.finditer(sentence)
        if not _HYPHEN_WORD.match(sentence, m.end())
        and not sentence.endswith(("^", "^{"), 0, m.start())
        # (nor a step's number: "the answer is the squared volume computed in Step 8")
        and not _STEP_NAMED.search(sentence, max(0, m.start() - 6), m.start())
    ]


_STEP_NAMED = re.compile(r"\b[Ss]teps?[ \t]+$")


def _percent_compared(sentence: str, chosen: re.Match[str], before: str) -> bool:
    return bool(
        _RATIO_COMPARED.match(sentence, chosen.end())
        and not _BOUND.search(before)
        and not _APPROXIMATELY.search(before)
    )


def _numbers_answer(sentence: str) -> TailAnswer | None:
    listed = _listed_roots(sentence)
    if listed is not None:
        return listed
    if "(" in sentence or "（" in sentence:
        sentence = _without_bracket_notes(sentence)
    if "=" in sentence:
        right = sentence.rsplit("=", 1)[1].strip().rstrip(".!")
        if "\\" in right or "√" in right or "π" in right:
            return TailAnswer(right, "last_expression")  # `Distance = 3√13`: its math
        if _VARIABLE_TERM.fullmatch(right):
            return None  # "... by car = 9x.": an expression in the unknown, no number
        sentence = right
    if "," in sentence and len(sentence) < 300:
        sentence = _without_duration_again(sentence)
    numbers = _sentence_numbers(sentence)
    if not numbers:
        return _root_at_end(sentence) if not sentence.isascii() else None
    duration = _DURATION_AT_END.search(sentence) if len(numbers) == 2 else None
    if duration is not None:
        before = sentence[max(0, duration.start() - 40) : duration.start()]
        if _BOUND.search(before) or _APPROXIMATELY.search(before) or _NOT_EXACTLY.search(before):
            return None
        return TailAnswer(duration.group(1), "last_number")  # "That is 12 hours and 30 minutes."
    mixed = _with_mixed_number(sentence, len(numbers))
    if mixed is not None:
        return _numbers_answer(mixed)
    chosen = _chosen_number(sentence, numbers)
    if chosen is None:
        return None
    before = sentence[max(0, chosen.start() - 40) : chosen.start()]
    if _percent_compared(sentence, chosen, before):
        # "was 50% more likely to feel tired", "25% more than Store A": a percentage, the value
        # a "what percent more" question asks (a sentence that states some other value states
        # no such percentage). Not "24 times as many": a count may be read as that ratio.
        return TailAnswer(chosen.group(0) + "%", "last_number")
    if _bounded_or_compared(sentence, chosen, before) or _OWED_AFTER.match(sentence, chosen.end()):
        return None  # (or a debt: "Jake's balance is $18 in the red.")
    if _a_difference_paid(sentence, chosen, before):
        return TailAnswer(chosen.group(0), "last_number")  # "Pam pays $10 more than Susan."
    root = _root_after(sentence, chosen.end())
    if root is not None and not _NOT_OR_HEDGE.search(sentence):  # "is 20000/π square meters"
        return TailAnswer(chosen.group(0) + root.group(0), "last_expression")  # "is **3√13 units**"
    if _OPERATOR_AFTER.match(sentence, chosen.end()):
        return None  # "The total is 9 + 6": an expression still to be worked out
    if _PER_MILLE_AFTER.match(sentence, chosen.end()):
        # "68 ‰" is 6.8 %, no 68 ("68,75 promille", "68,75 промилле" too)
        return TailAnswer(chosen.group(0) + " ‰", "last_number")
    if chosen.group(0)[:1] not in "-−–" and BELOW_ZERO.match(sentence, chosen.end()):
        # "11,5 °C en dessous de zéro", "8 stopni poniżej zera": the value below zero
        return TailAnswer("-" + chosen.group(0), "last_number")
    signed = _SIGN_WORD.search(before) or _FROST_AFTER.match(sentence, chosen.end())
    sign = "-" if signed and chosen.group(0)[:1] not in "-−–" else ""
    scale = _FOREIGN_SCALE_AFTER.match(sentence, chosen.end())
    if scale is not None:
        # "Ответ: 13 тысяч.": 13,000; "2,15 millones de unidades": 2,150,000 (whatever follows)
        number = chosen.group(0)
        if _ONE_COMMA_GROUP.fullmatch(number) and scale.group(0)[:1].isspace():
            number = number.replace(",", ".")  # "1,275 duizend": a decimal comma before the word
        return TailAnswer((sign + number + scale.group(0)).strip(), "last_number")
    if _PERCENT_WORD_FIRST.match(sentence, chosen.end()):
        # "28 procent", "28 процентов", "28 パーセント": a percentage, judged as `28%` is
        return TailAnswer(sign + chosen.group(0) + "%", "last_number")
    compared = _compared_abroad(sentence, sign + chosen.group(0), chosen.end())
    if compared is not None:
        return compared
    words = _AFTER_NUMBER.match(sentence, chosen.end())
    trailing = words.group(0) if words else ""
    if trailing.strip().lower() in _DIFFERENCE_WORDS:
        # "She needs $40 more.": a sentence that ends on the difference states it (in an answer
        # slot, `#### 40 more` is no number: `rppo_check.units`)
        trailing = ""
    trailing = _WHEN_LAST.sub("", _unit_words(chosen.group(0), trailing, sentence[chosen.end() :]))
    rate = _RATE_AFTER.match(sentence, chosen.end() + len(words.group(0) if words else ""))
    if rate is not None:
        # "So Omar earned $156 per hour.": the rate is part of what is stated, judged against
        # the working as `#### 156 per hour` is (`rppo_check.agreement`)
        trailing += rate.group(0).rstrip()
    number = _without_comma_before_with(sentence, chosen)
    return TailAnswer((sign + number + trailing).strip(), "last_number")


# A rate that ends the sentence right after the value and its unit: "per hour", "per working day",
# "per worker", "a month" (English words only: "15.360 dolar per tahun" is read by its own rules).
_RATE_AFTER = re.compile(
    r"[ \t]+(?:per[ \t]+(?:working[ \t]+)?(?:hour|day|week|month|year|minute|night|weekend|person"
    r"|worker|employee|student|child|kid|guest|item|piece|unit)|an?[ \t]+(?:hour|day|week|month|year"
    r"|minute|night|weekend))\b(?=[ \t]*[.!,;]?[ \t]*$)",
    re.IGNORECASE,
)


# A percentage comparison right after the number.
_RATIO_COMPARED = re.compile(
    r"[ \t]*(?:%|[ \t]percent)[ \t]+(?:more|less|higher|lower|greater|smaller)"
    r"(?:[ \t]+likely)?\b(?![ \t]+than[ \t]+(?:the[ \t]+)?\$?\d)",
    re.IGNORECASE,
)


# A balance below zero said after the amount: "$18 in the red", "$18 in debt", "$18 overdrawn".
_OWED_AFTER = re.compile(
    r"(?:[ \t]+[a-z]+)?[ \t]+(?:in[ \t]+the[ \t]+red|in[ \t]+debt|overdrawn|in[ \t]+arrears)\b",
    re.IGNORECASE,
)


def _digits_only(grouped: re.Match[str]) -> str:
    return re.sub(r"\D", "", grouped.group(0))


def _bounded_or_compared(sentence: str, chosen: re.Match[str], before: str) -> bool:
    """Whether the chosen number is a bound or an estimate ("more than 15", "about 15", "около
    22", "約7600円"), an operand of a step still to do, or the side of a comparison ("3 more than
    the 12 ...")."""
    return bool(
        # ("So the solutions add up to 5.": a sum, no bound "up to" it, nor a step to do)
        ((_BOUND.search(before) or _OPERAND.search(before)) and not _ADDS_UP_TO.search(before))
        or _NOT_EQUAL_BEFORE.search(before)
        or _APPROXIMATELY.search(before)
        or _ESTIMATE_ABROAD_BEFORE.search(before)
        or _ESTIMATE_ABROAD_AFTER.match(sentence, chosen.end())
        or (
            _COMPARISON.match(sentence, chosen.end())
            and not _a_difference_paid(sentence, chosen, before)
        )
    )


# A bound or an estimate of another language right before the number, or one word between:
# "aproximadamente 113 canicas", "Napełniono więc około 22 worków", "残りは約7600円", "约为0.3".
_ESTIMATE_ABROAD_BEFORE = re.compile(
    rf"(?:{FOREIGN_BOUND_OR_ABOUT})(?:[ \t]*[^\W\d_]{{1,12}})?[ \t]*[$€£¥₱₹₩₺₫₽₦]?[ \t]*$",
    re.IGNORECASE,
)


_ESTIMATE_ABROAD_AFTER = re.compile(FOREIGN_ABOUT_AFTER, re.IGNORECASE)


def _without_comma_before_with(sentence: str, chosen: re.Match[str]) -> str:
    """The chosen number without the comma the number reader took with it before "with" ("is
    $40, with Thursday having higher revenue.": 40); other commas stay (and fail to parse)."""
    number = chosen.group(0)
    rest = sentence[chosen.end() :]
    return number[:-1] if number.endswith(",") and _own_clause_after(rest) else number


def _own_clause_after(rest: str) -> bool:
    """Whether what follows a number's comma is "with ..." or a clause of its own with no number
    (`_CLAUSE_AFTER_COMMA`: "Wilson's grade is 80, and he will be able to have the car for the
    weekend."), so that the words after it are no unit of it."""
    return bool(
        _WITH_AFTER.match(rest)
        or (_CLAUSE_AFTER_COMMA.match(rest) and not _NOT_OR_HEDGE.search(rest))
    )


_WITH_AFTER = re.compile(r"[ \t]+with[ \t]")
# After a comma, "and" or "so", a subject of its own and its verb, no number to the end
_CLAUSE_AFTER_COMMA = re.compile(
    r"[ \t]+(?:(?:and|so)[ \t]+(?:he|she|they|(?-i:[A-Z][a-z]+))[ \t]+(?:will|would|can|could|is|was"
    r"|has|does|did|meets|gets|passes|qualifies|wins)\b[^\d]*"
    # (or a relative clause that calls it the answer: "gives $12, which is the correct answer.")
    r"|which[ \t]+is[ \t]+(?:the[ \t]+|our[ \t]+|my[ \t]+)?(?:correct|right|final|required)[ \t]+"
    r"(?:answer|result)[ \t]*[.!]?[ \t]*)$",
    re.IGNORECASE,
)


# Things counted, then what state they are left in (no judgement of the number: "18 incomplete"
# is one).
_LEFT_UNDONE = re.compile(r"([ \t]+[a-z]{3,}s)[ \t]+(?:incomplete|unfinished|unsolved|unanswered)")


def _unit_words(number: str, trailing: str, rest: str) -> str:
    """Of the prose words after a number in a sentence, those that go with it as its unit: "12 mm
    less rain" states 12 mm, "16 clownfish in the display tank" 16, "9 cheaper than" 9. Words that
    change the number (a bound or range ahead, a hedge, a judgement, a sign: "18 to 20", "18
    negative") are kept, so that the number does not parse."""
    words = trailing.split()
    bound = _BOUND_AFTER_UNIT.match(rest)
    if bound is not None:
        # "13 months at the very least": past the words `trailing` holds; "zero for all practical
        # purposes": no unit before it
        return bound.group(0)
    if not words or parse_number(number + trailing) is not None:
        return trailing
    if number.endswith(",") and _CLAUSE_AFTER_COMMA.match(rest) and _own_clause_after(rest):
        return ""  # "80, and he will be able to ...": another clause
    if parse_duration(number + trailing) is not None:
        return trailing  # "3 horas y media": a duration, whole (no "3 horas")
    # a hedge anywhere in them ("18 dollars a day and 126 a week"), and a bound, a range or another
    # number before any preposition ("18 to 20", "18 dollars fifty cents"; not "72000 jellyfish
    # in four hours")
    second = words[min(1, len(words) - 1)]
    near = rest[: rest.find(second) + len(second) + 4]
    own = " ".join(words[: _place_at(words)])
    left_undone = _LEFT_UNDONE.fullmatch(trailing)
    if left_undone is not None:
        return left_undone.group(1)  # "Mark left 105 questions incomplete.": the questions' state
    if changes_the_number(words):
        return trailing
    if (HEDGE.search(trailing) or HEDGE.search(near)) and not _TWO_THINGS_SPENT_ON.match(rest):
        return trailing
    # (not "on the two pizzas": things counted before, no number of this one)
    few = without_the_few(rest)
    near_few = few[: few.find(second) + len(second) + 4] if few != rest else near
    if NOT_A_UNIT.search(without_the_few(own)) or NOT_A_UNIT.search(near_few):
        return trailing
    for count in range(len(words) - 1, 0, -1):
        kept = " " + " ".join(words[:count])
        if parse_number(number + kept) is not None:
            return kept
    return ""


# A bound a few words after the number: "13 months at the very least", "4 hours or more".
_BOUND_AFTER_UNIT = re.compile(
    r"(?:[ \t]+[A-Za-z]+){0,2}?[ \t]+(?:at[ \t]+(?:the[ \t]+)?(?:very[ \t]+)?(?:least|most)"
    r"|or[ \t]+(?:more|less|fewer|so|thereabouts)"
    # ... or an estimate: "The net force is zero for all practical purposes."
    rf"|roughly|essentially|{ESTIMATE_PHRASE})\b"
)
# The unit, then two things it is spent on joined by "and", no number after but the span of time
# it took: "36 hours on TV and reading." (not "18 and up", "18 hours and 20 minutes")
_TWO_THINGS_SPENT_ON = re.compile(
    r"(?:[ \t]+[a-z]+)?[ \t]+(?:on|for|of|with|about)[ \t]+(?:the[ \t]+|his[ \t]+|her[ \t]+)?"
    r"[A-Za-z]+[ \t]+and[ \t]+(?!(?:above|over|up|more|less|below|under|beyond|counting|higher"
    r"|lower|fewer|greater|then|so|not|that|this|it)\b)[A-Za-z]+"
    # (and when: "36 hours on TV and reading in 4 weeks")
    r"(?:[ \t]+(?:in|over|during|each|every|per|this|last)[ \t]+[^.!?\n]{1,30}?"
    # (or what for: "$50.00 on the meat and cheese to make enough sandwiches to serve 20 people")
    r"|[ \t]+to[ \t]+[a-z]+\b(?![^.!?\n]*\b(?:or|but|not|instead|plus|and)\b)[^.!?\n]*?)?"
    r"[.!]?[ \t]*$"
)
_PERCENT_WORD_FIRST = re.compile(r"[ \t]*(?:" + FOREIGN_PERCENT + ")", re.IGNORECASE)


def _place_at(words: list[str]) -> int | None:
    """Where a phrase of place or time opens among the words after a number, or None."""
    for index, word in enumerate(words):
        lowered = word.lower()
        if lowered in _OF_PLACE:
            return index
        if lowered in _MOTION and words[index + 1 : index + 2] != []:
            if words[index + 1].lower() in _DETERMINERS:
                return index
    return None


def _unclosed(line: str) -> bool:
    r"""A `\(` or `\[` without its closer: the line was cut inside math."""
    return line.count("\\(") != line.count("\\)") or line.count("\\[") != line.count("\\]")


_LABELLED_AMOUNT = re.compile(
    r"[A-Za-z][A-Za-z ]{0,40}:[ \t]*\$?\d[\d,]*(?:\.\d+)?[ \t]+([A-Za-z]{1,12})"
)
# A label that names the answer in another language, a colon and a number alone ("Jibu la
# mwisho: 43.40", "Konačan odgovor: 43,40", "תשובה סופית: 43.40"): a whole line, not prose cut
# before its full stop.
_LABELLED_ABROAD = re.compile(
    # (two words before it at most: "Moje vlastní odpověď: 410", my own answer)
    rf"(?:[^\W\d_]+[ \t]+){{0,2}}(?:{FOREIGN_ANSWER_WORD})(?:[ \t]+[^\W\d_]+){{0,2}}[ \t]*[:：][ \t]*"
    r"[-−]?\d(?:[\d.,\u00a0\u202f ]*\d)?"
    # (and what it counts, a few words: "Endergebnis: 7 Kekse pro Tüte"; and an amount's minor
    # unit: "Svar: 17 kronor och 25 öre")
    r"(?:[ \t]+[^\W\d_]+\.?){0,5}(?:[ \t]+\d{1,2}[ \t]*[^\W\d_]+\.?)?",
    re.IGNORECASE,
)


def _unfinished(sentence: str) -> bool:
    """A prose sentence that stops without its full stop: cut by the token limit."""
    if not _UNFINISHED.search(sentence):
        return False
    labelled = _LABELLED_AMOUNT.fullmatch(sentence.strip(" *_"))
    if labelled is not None and labelled.group(1).lower() in UNITS:
        return False  # "**Final price: $36 USD**": a label, its value and the unit, whole
    if _LABELLED_ABROAD.fullmatch(sentence.replace("*", "").strip()):
        return False
    prose = re.sub(r"\\[A-Za-z]+", " ", without_math(sentence))
    unit = _EQUATION_UNIT.search(sentence)
    if unit and {word.lower() for word in _WORD.findall(prose)} == {unit.group(1).lower()}:
        return False  # `600 burritos - 520 burritos = 80 burritos`: only the operands' unit, whole
    return len(_WORD.findall(prose)) >= _MIN_PROSE_WORDS


# A whole solution written again word for word is at least this long (a shorter period is a loop:
# `looping`), and the copy the token limit cut shows at least `_COPY_PROBE` characters of it.
_MIN_COPY_PERIOD = 200
_COPY_PROBE = 40
_MIN_COPY = 80
# (not a money sign after an operator or a space: "5 * $3 = $" opens an amount the limit cut)
_FINISHED_END = re.compile(r"(?:[.!?。！？)\]}*>]|(?<![=+*/ \t-])\$)[ \t\n]*$")


def cut_block_again_start(text: str) -> int | None:
    """Where the text starts one short paragraph with a box again, word for word, and the token
    limit cuts that copy ("**Final Answer**\n\\[\n\\boxed{540}\n\\]" written over and over, the
    last copy ending at "\\boxed{"): the copy adds nothing to the paragraph written before it.
    None where the text does not end so (a copy of a whole solution is `cut_copy_start`'s)."""
    if _FINISHED_END.search(text, len(text) - 4):
        return None
    start = text.rfind("\n\n") + 2
    fragment = text[start:]
    if start < 2 or len(fragment.strip()) < 6:
        return None
    previous = text.rfind(fragment, 0, start)
    block = text[previous:start] if previous >= 0 else ""
    if not block or "\n\n" in block.rstrip("\n") or len(block) > _MIN_COPY_PERIOD:
        return None  # (the copy must repeat the one paragraph right before it)
    if "\\boxed{" not in block or block.count("{") != block.count("}"):
        return None
    return start


def cut_copy_start(text: str) -> int | None:
    """Where the text starts writing an earlier stretch of itself again, word for word, to its
    end, when that stretch is a whole solution (`_MIN_COPY_PERIOD`) and not a short loop: the
    model repeated its finished answer and the token limit cut the copy. What the copy holds was
    all said before it, so the text before it says everything the completion says. None where
    the text does not end so."""
    size = len(text)
    if size < _MIN_COPY_PERIOD + _COPY_PROBE or (
        _FINISHED_END.search(text, size - 4) and not LIST_MARKER_LINE.search(text, size - 12)
    ):
        # (a text that ends on a full stop or a closed bracket was not cut; "...\n2. ", the next
        # item's number, was)
        return None
    copy = _copy_run(text)
    if copy is None:
        return None
    low, period = copy
    # A loop of a whole block ("However, there seems to be a mistake. Let's re-evaluate ...
    # Therefore, Chris is 10.") copies its last lines, which say the same words as the end of
    # the solution before it, one period back: the run found starts inside the block, and the
    # conclusion said last stands one period earlier. Read to the end of the sentence that states
    # its value (which may lie in the copy: the same words again).
    # (on the conclusion's line or the next one written: "**Final Answer**\nThe answer is 5.",
    # "Therefore:\n\nTotal = 729 - 192 + 3 = 540.")
    # (the block's final answer where it names one: "Therefore, Pam's cost is $70." inside the
    # block is a step; "The final answer is 10." ends it)
    conclusions = [*_CONCLUDES.finditer(text, low - period, low)]
    if not conclusions:
        return low  # (a block looped with no word of conclusion: `_copy_run`)
    final = [found for found in conclusions if not _STEP_CONCLUSION.fullmatch(found.group(0))]
    concluding = (final or conclusions)[-1]
    line_end = text.find("\n", concluding.end())
    next_line = _NEXT_LINE.match(text, line_end) if line_end >= 0 else None
    within = min(size, low + period, next_line.end() if next_line else size)
    stated = _VALUE_SENTENCE_END.search(text, concluding.end(), within)
    return low if stated is None else stated.end()


def _copy_run(text: str) -> tuple[int, int] | None:
    """Where a copy of an earlier stretch of the text runs to its end, and the period back to
    that stretch (`cut_copy_start`), or None. The text's last words may stand at several earlier
    places ("...= 2 * sqrt(5).\n\nTherefore, the ..." closes both a check and the solution):
    the nearest ones first, the first whose copy is long enough and concludes."""
    size = len(text)
    probe = text[-_COPY_PROBE:]
    earlier = text.rfind(probe, 0, size - _MIN_COPY_PERIOD)
    for _ in range(_COPY_TRIES):
        if earlier < 0:
            return None
        period = size - _COPY_PROBE - earlier
        # the copy runs back as far as the text equals itself one period earlier (all of a run
        # of copies: the text before them then holds the first, whole)
        low, high = period, size - _COPY_PROBE
        while low < high:
            middle = (low + high) // 2
            if text[middle:] == text[middle - period : size - period]:
                high = middle
            else:
                low = middle + 1
        # (a sentence said again, as a summary repeats the working's last one, is no copy; and a
        # stretch that concludes nothing is a loop of working, not a finished answer said again)
        if size - low >= _MIN_COPY and _CONCLUDES.search(text, low - period, low):
            return low, period
        if (
            period >= _MIN_BLOCK
            and size - low >= 2 * period
            and not _DOUBT_IN_BLOCK.search(text, low - period, low)
        ):
            # (a whole block said three times and more, its last copy cut, is a finished answer
            # looped even with no word of conclusion: "... Joey is now winning by 5 points."; a
            # block that doubts or corrects itself is a loop of working that never settled)
            return low, period
        earlier = text.rfind(probe, 0, earlier)
    return None


_COPY_TRIES = 4
_MIN_BLOCK = 300
_DOUBT_IN_BLOCK = re.compile(
    r"\b(?:but|however|wait|hmm+|actually|correct\w*|mistake|error|re-?evaluat\w*|re-?check\w*)\b",
    re.IGNORECASE,
)


# From a conclusion's word on, the end of the sentence or line where it states a value: "15
# sides.", "\boxed{81}.", "10 years old.\n".
_VALUE_SENTENCE_END = re.compile(r"\d[^\n.!]*(?:[.!](?:(?=\s)|$)|(?=\n))")
_NEXT_LINE = re.compile(r"\s*[^\n]*")
_STEP_CONCLUSION = re.compile(r"therefore|thus|hence|in[ \t]+conclusion", re.IGNORECASE)
# What a finished solution says as it concludes.
_CONCLUDES = re.compile(
    r"\\boxed|####|final[ \t]+answer|\b(?:therefore|thus|hence|in[ \t]+conclusion)\b"
    # (or an answer line: "Answer: The chef spent $300 on onions."; not "Step by step answer:")
    r"|(?<=\n)[ \t*#]*answer[ \t*]*:"
    # (or names the answer in another language: "**Resposta:** 126")
    rf"|{FOREIGN_ANSWER_WORD}",
    re.IGNORECASE,
)


def _loop(text: str) -> tuple[int, int] | None:
    """Where the loop the text ends in starts, and its period (`looping`'s loops), or None."""
    tail = text[-400:]
    for period in range(1, 101):
        repeats = max(4, -(-60 // period))
        if period * repeats > len(tail):
            break
        if tail[-period * repeats :] == tail[-period:] * repeats:
            start = len(text) - period * repeats
            while start > 0 and text[start - 1] == text[start - 1 + period]:
                start -= 1
            return start, period
    return None


# A loop's copy that states the answer ("したがって、答えは 76 です。", "The answer is 36."), and
# words that turn against what came before it ("But the correct answer is: ..."; such a loop
# says it again and again and never settles).
_ANSWER_IN_LOOP = re.compile(
    # (or a sentence that states its one value: "The change she received is $3." again and again)
    rf"\banswer\b|{FOREIGN_ANSWER_WORD}|\b(?:is|are|was|were|equals)[ \t]+\$?\d",
    re.IGNORECASE,
)
_TURNS_AGAINST = re.compile(
    r"\b(?:but|however|actually|correct(?:ed|ion)?|wait|instead)\b|但是|不过|不過|でも|しかし|하지만"
    r"|(?<![^\W\d_])(?:но|однак|aber|pero|mais|però|ale|maar|men|ama|لكن|اما|אבל|लेकिन|কিন্তু|tapi|nhưng|แต่|αλλά)(?![^\W\d_])",
    re.IGNORECASE,
)


def _before_loop(body: str) -> str:
    """`body` without the loop it ends in, where the loop adds nothing: a closing said again and
    again with no number ("お役に立てれば幸いです！" x 100) goes whole; a loop of the answer's
    sentence with its one value ("したがって、答えは 76 です。" x 100, cut) keeps one copy.
    Anything else (working said again, a loop that turns against itself) stays: no answer."""
    found = _loop(body)
    if found is None:
        return body
    start, period = found
    unit = body[start : start + period]
    if not _DIGIT_CHAR.search(unit):
        # (only after a line that names the answer: a loop of "Let me check again." after
        # working that never said one stays what it is, no answer)
        before = body[:start].rstrip()
        named = before[before.rfind("\n") + 1 :]
        return before if _ANSWER_IN_LOOP.search(named) and _DIGIT_CHAR.search(named) else body
    if (
        len(_NUMBER.findall(unit)) == 1
        and _ANSWER_IN_LOOP.search(unit + unit)
        and not _TURNS_AGAINST.search(unit + unit)
    ):
        # (one copy, whole: up to the end of the sentence of the value in the second period, as
        # the loop's first copy may start inside a sentence the working began)
        window = body[: start + 2 * period]
        value_end = [*_DIGIT_RUN.finditer(window)][-1].end()
        # (its full stop may stand just past the window: "... is $3" then ".")
        stop = _SENTENCE_STOP.search(body, value_end, min(len(body), value_end + period))
        return body[: stop.end() if stop else value_end].rstrip()
    return body


_DIGIT_RUN = re.compile(r"\d+")
_SENTENCE_STOP = re.compile(r"[.!?。！？]|\n")


def looping(text: str) -> bool:
    """The text ends in a loop (the same few characters again and again, 60 characters or more):
    generation was cut by the token limit, whatever number the loop happens to end on."""
    tail = text.rstrip()[-400:]
    for period in range(1, 101):
        repeats = max(4, -(-60 // period))
        if period * repeats > len(tail):
            break
        if tail[-period * repeats :] == tail[-period:] * repeats:
            return True
    return False


_TICKS = ("✓", "✔", "✅", "☑")
_CROSSES = tuple(CROSS_MARKS)


def _without_closing_sentences(sentences: list[str]) -> bool:
    """Drop (in place) the sentences after the one that states the value: an aside that supposes,
    a reason, a closing, a check (agreed to); whether an agreement ("Yes.") was among them."""
    agreed = False
    while len(sentences) > 1 and (
        _supposed_aside(sentences[-1]) or _reason_after(sentences[-2], sentences[-1])
    ):
        # "(If the angle were 150°, the area would be ...)": no answer; "... is 5600 pounds.
        # This is because the termites ate 30%, leaving 70% of the original weight.": why
        sentences.pop()
    while len(sentences) > 1 and _closing(sentences[-1]):
        agreed = bool(AFFIRMATION.search(sentences.pop()))
        if agreed and len(sentences) > 1 and CHECK.match(sentences[-1]):
            sentences.pop()  # "Check: 91+182=273. Yes.": the check agrees with what it checks
    while len(sentences) > 1 and foreign_check_line(sentences[-1].lstrip()):
        sentences.pop()  # "Ответ: $(9; 4)$. Проверка: $9 - 4 = 5$ — верно.": the check
    return agreed


# A sentence that gives the reason for the one before it: "This is because ...", "That's because".
_REASON_SENTENCE = re.compile(
    r"[ \t*]*(?:this|that)(?:[ \t]+is|['’]s)[ \t]+(?:because|since)\b|[ \t*]*because\b",
    re.IGNORECASE,
)
# (its words must not take the value back: "This is because I made an error: it is 70.")
_REASON_TAKES_BACK = re.compile(
    r"\b(?:wrong|mistake|error|incorrect|actually|instead|should[ \t]+be|not[ \t]+\$?\d|wait)\b",
    re.IGNORECASE,
)


def _reason_after(stated: str, sentence: str) -> bool:
    """Whether `sentence` only says why the sentence before it, which states a value, holds."""
    return bool(
        _REASON_SENTENCE.match(sentence)
        and _DIGIT_CHAR.search(stated)
        and not _REASON_TAKES_BACK.search(sentence)
    )


def _supposed_aside(sentence: str) -> bool:
    r"""A sentence in brackets that supposes another case ("(If the angle were $150^\circ$, the
    area would be ...)")."""
    bare = sentence.strip()
    if not (bare.startswith(("(", "（")) and bare.rstrip(".。").endswith((")", "）"))):
        return False
    if not bare.isascii() and _REPORTED_ABROAD.search(bare):
        return True  # "（如果砍掉的是 95 棵，则剩 823 棵。）"
    return COUNTERFACTUAL.search(without_math(bare)) is not None


def _supposed_line(line: str) -> bool:
    """A line that only supposes other facts or reports someone else ("If 75 were empty, 357
    would be occupied.", "Si hubiera gastado solo el 30 %, le quedarían 1.680 €."): after the
    answer's line it states no answer of its own."""
    if line.isascii() and COUNTERFACTUAL.search(without_math(line)) is not None:
        return True
    # (and in other languages, ASCII ones too: "Remarque : si l'on demandait ..., on trouverait")
    return _REPORTED_ABROAD.search(line) is not None and not _TURNS_BACK.search(line)


_TURNS_BACK = re.compile(
    r"(?<![^\W\d_])(?:but|pero|mais|aber|но|але|ale|ama|ancak|nhưng|però|mas|maar|men|tetapi|tapi"
    # (and "so", as in English: "el profesor dijo que ..., así que: $\boxed{…}$" takes it up)
    r"|αλλά|οπότε|άρα|επομένως|so|así\s+que|por\s+lo\s+tanto|donc|alors|quindi|dunque|então|portanto"
    r"|also|daher|dolayısıyla|bu\s+yüzden|do\s+đó|oleh\s+karena\s+itu|maka|proto|tedy|takže"
    r"|поэтому|значит|тому|отже|więc|zatem|dus|daarom|så|därför|yani|jadi|vì\s+vậy)(?![^\W\d_])"
    r"|但|可是|所以|因此|だから|따라서|لكن|لذلك|אבל|לכן|लेकिन|इसलिए|اما|پس|কিন্তু|لیکن"
    # (Italian's "ma" after a comma only, Polish "ma" is "has"; Korean's "but" on the verb)
    r"|[,;][ \t]*ma(?![^\W\d_])|지만"
    # (Japanese "but" on the verb: "...と書いてありますが、私の計算では ...", and its other forms)
    r"|(?<=[ぁ-ん])が[、,]|けれども?|しかし",
    re.IGNORECASE,
)


def _plain_remark(line: str) -> bool:
    """Whether a last line after working is a remark of one or two short sentences with no
    number, math or number word, that neither doubts, denies nor speaks of the answer or the
    question ("Cyclic patterns make problems like this much easier."): it closes, as a
    pleasantry does, and the line above it states the answer."""
    if len(line) > 160 or not line.isascii() or _REMARK_BARS.search(line):
        return False
    if not line.rstrip(" *_").endswith((".", "!")) or not _ENGLISH_WORD.search(line):
        return False  # (a line the token limit cut, or one of another language, says more)
    if len(line.split()) < 4:
        return False  # ("That means Mr.": too short to be a remark)
    return not _HEDGE.search(line) and digits_for_words(line) == line


# What keeps a line from being a plain remark: a digit, math, an English number word, and words
# that doubt, deny, correct, or speak of the answer, the question or the working still to do.
# (a span blanked as struck out or quoted leaves a run of blanks: "The marathon lasts <s>388</s>
# minutes." reads "The marathon lasts      minutes."; "b can be any real number" is a value)
_REMARK_BARS = re.compile(
    r"[\d$\\=?<>~]|[ \t]{2,}|\b(?:any|all|every|infinite|infinitely|real|integers?|numbers?"
    r"|values?|undefined|exists?|impossible|can|cannot|could|must|should|only|would"
    r"|couple|pairs?|few|several|many|most|least|lots?|some|both|either|enough|more|less"
    r"|fewer|last|first|second|fourth|fifth|sixth|seventh|eighth|ninth|tenth|Mrs?|Ms|Dr"
    r"|answer|answers|question|problem|result|solution|solutions|final|wait|actually|wrong"
    r"|incorrect|mistake|mistakes|error|errors|sorry|no|not|none|never|nothing|sure|unsure|think"
    r"|believe|guess|recheck|redo|again|however|but|instead|correct|correction|right|true|false"
    r"|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred|thousand"
    r"|half|third|quarter|dozen|twice|once|double|triple)\b|n't",
    re.IGNORECASE,
)


def _closing(sentence: str) -> bool:
    """A closing pleasantry or a note about the reply to write (`rppo_check.closings`)."""
    return bool(
        _PLEASANTRY.search(sentence)
        or META_REMARK.search(sentence)
        or CHECK_ANNOUNCED.search(sentence)
        or FORMAT_REMARK.search(sentence)
        or ANSWER_AFFIRMED.search(sentence)
        or CONFIRM_QUESTION.match(sentence)
        or RESULT_DESCRIBED.match(sentence)
        or edit_note(sentence)
        or (sentence.strip() and AFFIRMATION.search(sentence))
    )


# A last line of math alone, outside math delimiters, with a root or a LaTeX command in it:
# `5√6`, `5\sqrt{6}`, `\frac{3}{8}` (no word of prose: `\text` is none of these commands).
_BARE_MATH_LINE = re.compile(
    r"[ \t]*[-+−]?[ \t]*(?=[^\n]*(?:√|\\(?:sqrt|frac|dfrac|tfrac|pi)\b))"
    r"(?:[\d.,+\-−*/×·^_()\[\]{} \t√π]|\\(?:sqrt|frac|dfrac|tfrac|pi|cdot|times|left|right)\b){1,60}"
    r"[ \t.]*"
)


_CUT_CHECK_ANNOUNCED = re.compile(
    r"(?<=[.!?])[ \t]+(?:let's|let[ \t]+(?:me|us))[ \t]+(?:[A-Za-z]+[ \t]+){0,2}?"
    r"(?:verify|check|confirm|double-check|validate)\b[^\d.!?\n]*$",
    re.IGNORECASE,
)
# A reply that is one option's letter, with at most three words of what it says: "(C) Plane"
# (`rppo_check.extract`: a value after `</think>`, though it has no digit).
OPTION_LINE = re.compile(r"[ \t*]*\([A-H]\)[ \t*]*(?:[A-Za-z][A-Za-z-]*[ \t]*){0,3}[.!]?[ \t*]*")


def _one_line_answer(body: str) -> TailAnswer | None:
    """The answer of a completion that is one short line opening as an answer (`4 + 4 = 8`, `$4x
    = -6$, so $x = -\frac{3}{2}$`), with at most two words of prose, or None."""
    if (
        "\n" in body
        or len(body) > _MAX_SHORT
        or not _STARTS_AS_ANSWER.match(body)
        or _HEDGE.search(without_math(body))
        or (not body.isascii() and _FOREIGN_ANSWER.search(body))  # ("…= 117$. Ответ: $117_{10}$.")
    ):
        return None
    prose_words = _WORD.findall(re.sub(r"\\[A-Za-z]+", " ", without_math(body)))
    if len(prose_words) > 2 or _CUT.search(body):
        return None
    bare = body.rstrip(". 。")  # (a Chinese or Japanese full stop ends it as well)
    whole = math_spans(bare)
    consequence = _SO_CLAUSE.search(bare) if len(whole) >= 2 else None
    if consequence is not None:
        # `$4x = -6$, so $x = -\frac{3}{2}$`: the value the clause after "so" states
        bare = bare[consequence.end() :].strip()
        whole = math_spans(bare)
    covers = len(whole) == 1 and (whole[0].start, whole[0].end) == (0, len(bare))
    answer = whole[0].inner.strip() if covers else bare
    return TailAnswer(final_value(answer), "last_expression")  # `4 + 4 = 8` answers 8


# A table that ends the completion on a row whose last cell alone is bold: `| 36 | **91** |` (the
# running sum's last value, marked as the result).
_BOLD_LAST_CELL = re.compile(
    r"\|(?:[^|*\n]*\|)+[ \t]*\*\*([^*|\n]{0,40}\d[^*|\n]{0,40})\*\*[ \t]*\|"
)


LIST_MARKER_LINE = re.compile(r"\n[ \t]*(\d{1,4})[.)][ \t]*$")
_LIST_NUMBER = re.compile(r"\d{1,4}[.)][ \t]*")
_DIGITS_LAST_LINE = re.compile(r"\n[ \t]*(\d{1,4})$")
_LIST_ITEM_LAST_LINE = re.compile(r"\n[ \t]*(\d{1,4})[.)][ \t]+(?=[^\n]+$)")


def without_cut_list_item(body: str) -> str:
    """`body` without a last line that is only the next item's number of a numbered list (the
    item the token limit cut before its text), or that item cut inside a copy of the item before
    it ("167. The answer is 60 instructions.\n168. The answer is 6"): the line before it must be
    item n - 1."""
    marker = LIST_MARKER_LINE.search(body, max(0, len(body) - 12))
    if marker is None:
        digits = _DIGITS_LAST_LINE.search(body, max(0, len(body) - 12))
        if digits is not None:
            # the next item's number itself cut ("...\n181. The answer is 10.\n1"): a prefix of it
            before = body[: digits.start()].rstrip()
            item = _LIST_NUMBER.match(before[before.rfind("\n") + 1 :].lstrip(" \t*"))
            number = item.group(0).rstrip(".) \t") if item else ""
            if number.isdigit() and str(int(number) + 1).startswith(digits.group(1)):
                return before
            return body
        marker = _LIST_ITEM_LAST_LINE.search(body, max(0, len(body) - 400))
        if marker is None or _FINISHED_END.search(body, len(body) - 4):
            return body
    before = body[: marker.start()].rstrip()
    previous = before[before.rfind("\n") + 1 :].lstrip(" \t*")
    if not previous.startswith((f"{int(marker.group(1)) - 1}.", f"{int(marker.group(1)) - 1})")):
        return body
    cut = body[marker.end() :]
    if cut and not _LIST_NUMBER.sub("", previous, count=1).startswith(cut):
        # (or the one two items up, where two lines take turns: "173. The final answer is
        # 10.\n174. The answer is 10.\n175. The final answer is 1")
        earlier = before[: before.rfind("\n")].rstrip()
        two_up = earlier[earlier.rfind("\n") + 1 :].lstrip(" \t*")
        if not (
            two_up.startswith(f"{int(marker.group(1)) - 2}.")
            and _LIST_NUMBER.sub("", two_up, count=1).startswith(cut)
        ):
            return body  # (an item of its own, not one before it said again)
    return before


# A step that rounds to a place ("7. **Round the result to the nearest tenth of a cent:**"), and
# "approximately" (or "about") right before a value in the last line.
_ROUNDING_STEP = re.compile(r"\bround(?:ed|ing)?\b[^\n]{0,80}?\bto[ \t]+the[ \t]+nearest\b", re.I)
_ROUGHLY_BEFORE = re.compile(
    r"\b(?:approximately|about)[ \t]+(?:\\\(|\$)?[ \t]*(-?\d[\d,]*(?:\.\d+)?)(?![\d.,]\d)"
)


def _rounded_as_worked(line: str, body: str) -> str:
    r"""`line` without "approximately" before its value where the working rounded to a place and
    got that value ("Round the result to the nearest tenth: 5.4186 cents ≈ 5.4 cents", then "...
    is approximately \(5.4\) cents."): the rounding the question asked for, no estimate."""
    roughly = _ROUGHLY_BEFORE.search(line)
    step = _ROUNDING_STEP.search(body) if roughly is not None else None
    if roughly is None or step is None:
        return line
    value = re.escape(roughly.group(1))
    if not re.search(rf"(?:\\approx|≈|=)[ \t]*\$?{value}(?![\d.,]\d)", body[step.end() :]):
        return line
    return line[: roughly.start()] + line[roughly.start() :].split(None, 1)[1]


def last_expression(text: str) -> TailAnswer | None:
    """The answer a completion without any answer marker ends on, or None (see module doc)."""
    body = drop_closing_fence(text.strip())
    fenced = len(body) < len(text.strip())  # the model closed its block: no line was cut
    if body[-1:] in ".)" or not _FINISHED_END.search(body, len(body) - 4):
        body = without_cut_list_item(body)  # "...\n165. $276,000 = $276,000\n166."
    if body and looping(body):
        body = _before_loop(body)
    if not body or looping(body):
        return None
    short = _one_line_answer(body)
    if short is not None:
        return short
    if body.endswith("|"):
        row = _BOLD_LAST_CELL.fullmatch(_last_line(body).strip())
        if row is not None:
            return TailAnswer(row.group(1).strip(), "last_number")  # `| 36 | **91** |`
    for attempt in range(3):  # a closing pleasantry line or two ("I hope this helps!") is skipped
        line = _last_line(body)
        if "$" in line and " " in line:
            line = _SPACE_GROUPED_DOLLARS.sub(_digits_only, line)  # "$118 000": one amount
        if " " in line and line.isascii() and _SPACE_GROUPED.search(line):
            # "1 200 000.", "1 250 dollars": thousands grouped by spaces, one amount
            line = _SPACE_GROUPED_AMOUNT.sub(_digits_only, line)
        line = _strip_markdown(line)
        if ",-" in line or ",–" in line:
            line = _WHOLE_AMOUNT_DASH.sub("", line)  # "€ 525,-": no line cut at a hyphen
        if "pprox" in line or "about" in line:
            line = _rounded_as_worked(line, body)
        if line == "####":
            return None  # "#### \n\nI hope this helps!": the answer's field left empty
        announced = _CUT_CHECK_ANNOUNCED.search(line) if "et" in line else None
        if announced is not None:
            # "... is 16. Let's confirm this with Python code to": a check announced, cut by the
            # token limit after the sentence that states the value
            line = line[: announced.start()]
        if (
            not line
            or _CUT.search(line)
            or len(_UNESCAPED_DOLLAR.findall(_drop_money_signs(line))) % 2
            or _unclosed(line)
            or MARKUP_ATTRIBUTE.search(line)
        ):
            return None
        sentences = [s for s in _sentences(line) if s.strip()]
        # only after working: a one-line completion (`I think it is 18`) is whole as it is
        cut = attempt == 0 and "\n" in body and not fenced and not _closing(sentences[-1])
        agreed = _without_closing_sentences(sentences)
        # the line was that check, agreed to or ticked ("Probe: 4 * 86 = 344. ✓"): skip it
        if line.rstrip(" .。．|").endswith(_CROSSES):  # (also a table's last row: "| 57.5% ✗ |")
            return None  # "התשובה: $x = -3, 0, 5$ ✗": the line marks its own value wrong
        ticked = agreed or line.rstrip(" .。．").endswith(_TICKS)
        # ... or in another language with no word that denies or corrects ("检验：..., 正确。")
        checked = bool(ticked and CHECK.match(sentences[-1])) or foreign_check_line(line)
        if _supposed_line(line) and _DEPENDS.search(line):
            return (
                None  # "If $i^2$ were 1, it would be ...; if ..., .... It depends on ...": a hedge
            )
        # ... or it supposes other facts, or reports someone else, below an answer line (not
        # in an aside dropped above: "Відповідь: 17 учнів. (Вчитель казав, що має вийти 21.)")
        checked = checked or ("\n" in body and _supposed_line(" ".join(sentences)))
        # (a line without numbers that opens with a closing closes in whatever it says next:
        # "Hoppas det hjälper! Säg till om något är oklart.")
        closes = (
            _closing(sentences[-1])
            or (len(sentences) > 1 and _closing(sentences[0]) and not _DIGIT_CHAR.search(line))
            or (attempt == 0 and "\n" in body and _plain_remark(line))
        )
        if not closes and not checked:
            if len(sentences) == 1 and _ANSWER_LINE.match(line) and parse_number(line) is not None:
                return TailAnswer(line.rstrip(". "), "last_number")  # `45 square roll-ups`
            if len(sentences) == 1 and _BARE_MATH_LINE.fullmatch(line) and _DIGIT_CHAR.search(line):
                return TailAnswer(line.rstrip(". "), "last_expression")  # `5√6`, `5\sqrt{6}`
            if cut and _unfinished(sentences[-1]):
                return None
            return _from_sentence(sentences[-1])
        body = body[: body.rfind("\n")].rstrip() if "\n" in body else ""
        if not body:
            return None
    return None
