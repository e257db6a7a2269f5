r"""What a completion may write after its last stated value that states nothing (the last-line tier).

The patterns `rppo_check.tail` skips before it reads the sentence before them: a closing code
fence of a block the prompt opened (`drop_closing_fence`), an agreement (`AFFIRMATION`), a check
it agrees with (`CHECK`) and a note the model writes to itself about the reply (`META_REMARK`).
Which closings are skipped and which are kept, with examples: packages/check/README.md, the
last-line tier ("Closing pleasantries ... are skipped").
"""

from __future__ import annotations

import re

from rppo_check.languages import (
    FOREIGN_ANSWER_WORD,
    FOREIGN_CHECK_WORD,
    FOREIGN_CORRECTION,
    FOREIGN_DENIAL,
)
from rppo_check.qualifiers import unsettled_note
from rppo_check.stance import STRIKE, STRUCK, YES
from rppo_check.turns import MODEL, USER
from rppo_check.words import spelled_to_digits

_FENCE = re.compile(r"^[ \t]*```", re.MULTILINE)
_CLOSING_FENCE = re.compile(r"\n[ \t]*```[ \t]*\s*$")

# A sentence that is only a note about the reply: a verb of replying + what (answer, explanation,
# ...), or the bare word "Answer." — nothing else, so "Provide 18 apples." is no note.
META_REMARK = re.compile(
    r"^\W*(?:(?:so|thus|then|now|ok(?:ay)?|we\s+(?:should|need\s+to|will|can)|let's|let\s+us"
    r"|i\s+(?:should|will|need\s+to))[,\s]+)*"
    r"(?:(?:provide|give|write|produce|present|include|respond|reply|answer|output|show|add)"
    r"(?:\s+(?:with|the|an?|final|short|brief|concise|clear|our|my|maybe|and|step-by-step|some"
    r"|answer|explanation|reasoning|solution|working|steps|result|accordingly))*"
    r"|answer|final\s+answer|done)\W*$",
    re.IGNORECASE,
)

# A check announced and never written, with no number: "Let's verify this using Python code.",
# "Let me double-check.", "We can confirm our solution with code to ensure its accuracy."
CHECK_ANNOUNCED = re.compile(
    r"^\W*(?:(?:now|so|finally)[,\s]+)?(?:let's|let\s+(?:me|us)|we\s+(?:can|will|should)|i\s+will|i'll)"
    r"\s+(?:(?:quickly|also|now)\s+)?(?:(?:use|write|run)\s+(?:some\s+|a\s+)?(?:python|code|sympy)"
    r"(?:\s+(?:code|script|program))?\s+to\s+)?(?:verify|check|double-check|confirm|validate)\b"
    r"[^\d\n]{0,120}$",
    re.IGNORECASE,
)

# The prompt's format said back, with no number: "The reasoning process has been enclosed within
# <think> </think> tags and the answer has been enclosed within <answer> </answer>".
FORMAT_REMARK = re.compile(
    r"^\W*(?:the\s+)?(?:reasoning|thinking|thought|answer|final\s+answer|solution)\b[^\d\n]{0,40}?"
    r"\b(?:enclosed|wrapped|placed|put|written|given|formatted)\s+(?:with)?in\b[^\d\n]{0,200}$"
    # (or the form it is left in: "Note that we leave the answer in terms of $\pi$, as the
    # problem asks.")
    r"|^\W*(?:note\s+that\s+)?(?:we|I)\s+(?:leave|keep|give|express|write)\s+(?:the|our|my)\s+"
    r"(?:final\s+)?answer\s+in\s+(?:terms\s+of|simplest|exact|radical|fraction)[^\d\n]{0,80}$",
    re.IGNORECASE,
)

# An edit note that only fixed the presentation, with no number and no judgement of the answer:
# "Editado: corrigi apenas a formatação.", "Edit : mise en forme corrigée.", "Edycja: poprawiłem
# formatowanie." (the English "Edit: fixed the formatting." after a statement: retractions.py)
EDIT_NOTE = re.compile(
    r"^\W*(?:edit(?:ed)?|editado|editada|edycja|bearbeitet|bearbeitung|modifica|modifié|édition"
    r"|edición|editato|правка|редакция|düzenleme|chỉnh\s+sửa|sunting|redigerad|bewerkt|úprava)"
    r"[ \t]*[:：][^\d\n]*?(?:format\w*|mise\s+en\s+forme|typo\w*|literówk\w*|опечатк\w*"
    r"|faute\s+de\s+frappe|tippfehler|rechtschreib\w*|orthograph\w*|ortograf\w*|spelling|wording"
    r"|форматировани\w*|biçim\w*|yazım|định\s+dạng|chính\s+tả|ejaan|překlep\w*|opmaak)[^\d\n]*$",
    re.IGNORECASE,
)
_EDIT_JUDGES = re.compile(
    rf"{FOREIGN_DENIAL}|{FOREIGN_CORRECTION}|\b(?:answer|result|wrong|incorrect|withdraw\w*"
    r"|retract\w*|respuesta|resposta|réponse|risposta|antwort|odpowied\w*|ответ|cevap|sai)\b",
    re.IGNORECASE,
)


def edit_note(sentence: str) -> bool:
    """Whether `sentence` is an edit note that changed only the presentation (`EDIT_NOTE`)."""
    return EDIT_NOTE.match(sentence) is not None and not _EDIT_JUDGES.search(sentence)


# A sentence that only agrees with what came before ("Yeah, that makes sense.", "I think that's
# right.", "Yep, that seems correct.", "Yes."): it states no value, the sentence before does. Not
# one that doubts or denies ("That doesn't seem right." is no match, and stays a sentence).
AFFIRMATION = re.compile(
    rf"^\W*(?:(?:{YES}|ok(?:ay)?|great|good|right|correct|perfect)\b[\W]*)*"
    r"(?:(?:so\s+)?(?:i\s+(?:think|believe|am\s+(?:pretty\s+)?(?:sure|confident))\s+)?"
    r"(?:that|this|it|everything)(?:'s|\s+is|\s+seems|\s+looks|\s+makes|\s+matches|\s+checks)"
    r"(?:\s+(?:to\s+be|all|like|out|up))?(?:\s+(?:right|correct|sense|good|fine|consistent|ok(?:ay)?"
    r"|out))?)?\W*$",
    re.IGNORECASE,
)
# A request to confirm the answer above, or an offer of more help, with no number: "Is that
# correct?", "Does that sound right to you?", "Would you like me to explain any step?" (the
# answer stands; a question that doubts a value names one: "Is it 88?").
CONFIRM_QUESTION = re.compile(
    r"^\W*(?:(?:is|does|did)\s+(?:that|this|it)\s+(?:sound\s+|seem\s+|look\s+)?(?:correct|right"
    r"|ok(?:ay)?|make\s+sense|help)(?:\s+to\s+you)?|am\s+i\s+(?:correct|right)|did\s+i\s+get\s+it"
    r"\s+right|(?:would|do)\s+you\s+(?:like|want)\s+(?:me\s+to\s+)?(?:explain|go\s+over|see|check)"
    r"[^\d\n?]{0,60}|can\s+i\s+help\s+(?:with\s+)?(?:anything|something)[^\d\n?]{0,30})\s*\?\W*$",
    re.IGNORECASE,
)
# The value above described as what was asked, with no number: "This is the amount he receives
# after accounting for all the costs associated with the sale." (not one that names it something
# else: "This is the amount before the discount.")
RESULT_DESCRIBED = re.compile(
    r"^\W*(?:this|that)(?:['’]s|\s+is|\s+was)\s+(?:the|how\s+much|how\s+many)\s+(?:[a-z]+\s+){0,2}?"
    r"(?:amount|number|total|sum|value|result|distance|price|cost|profit)\b"
    r"(?![^\n]*\b(?:not|before|without|instead|but|only|except|excluding|wrong|incorrect|yet)\b)"
    r"[^\d\n]{0,200}$",
    re.IGNORECASE,
)
# The answer above called the answer, with no number: "This is the correct answer that he should
# have obtained.", "That is our final answer." (not "This is the answer to part (a)", "... if ...")
ANSWER_AFFIRMED = re.compile(
    r"^\W*(?:so[,\s]+)?(?:this|that|it)(?:'s|\s+is)\s+(?:the|our|my)\s+(?:(?:correct|final|right"
    r"|required|desired|exact)\s+)?answer\b(?![^\d\n]*\b(?:part|not|if|unless|but)\b)[^\d\n]{0,120}$",
    re.IGNORECASE,
)
# A check of the value before it ("Check: 91+182=273."): skipped with the agreement after it
# ("Yes."), and never read as the answer itself.
# (and in the languages models answer in: "Probe: 4 * 86 = 344. ✓", "Vérification : ...", "验证：")
# (led by "Hmm," or "let me": "Hmm, let me verify: 20^3 = 8000. Correct.")
CHECK = re.compile(
    r"\W*(?:(?:hmm+|ok(?:ay)?|so|now)[,.!]?\s+)?(?:(?:let(?:'s|\s+me|\s+us)|to)\s+)?"
    rf"(?:(?:check(?:ing)?|verify(?:ing)?|verification|double-check(?:ing)?|re-?check(?:ing)?"
    r"|(?:just[ \t]+)?to[ \t]+be[ \t]+(?:safe|sure))\b"
    rf"|{FOREIGN_CHECK_WORD})"
    r"\s*[:：]",
    re.I,
)
_FOREIGN_CHECK = re.compile(rf"\W*(?:{FOREIGN_CHECK_WORD})\s*[:：]", re.I)
_FOREIGN_JUDGED = re.compile(f"{FOREIGN_DENIAL}|{FOREIGN_CORRECTION}", re.I)


def foreign_check_line(line: str) -> bool:
    """A check line in another language ("检验：142 + 96 = 238 = 17 × 14，正确。") with no word
    that denies or corrects: it checks the answer, and its numbers are no new one (the checker
    cannot read its agreement as it reads "Yes, that's correct.", but it can read a denial)."""
    opening = _FOREIGN_CHECK.match(line)
    if opening is None or _FOREIGN_JUDGED.search(line):
        return False
    # (it works something out, in signs or in words with numbers: "ตรวจสอบ: 364 ถูกต้อง" only
    # calls one value right, it checks nothing)
    if _WORKED.search(line, opening.end()) is not None:
        return True
    return len(_NUMBER.findall(line, opening.end())) >= 2


_WORKED = re.compile(r"[=+×*/÷·−≈]|\d[ \t]*[-:][ \t]*\d|\\(?:times|cdot|div|frac)")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


# Markup with attributes in a last line (`<answer content="1"></answer>`): a value there is an
# attribute of a tag, not a statement; the last-line tier reads no answer from such a line.
MARKUP_ATTRIBUTE = re.compile(r"<[A-Za-z][\w-]*\s+[\w-]+\s*=")


def drop_closing_fence(body: str) -> str:
    """`body` without a closing fence that closes a block the completion did not open."""
    match = _CLOSING_FENCE.search(body)
    if match is None or len(_FENCE.findall(body)) % 2 == 0:
        return body
    return body[: match.start()].rstrip()


# What a base model writes after its answer that answers nothing: a letter's sign-off ("Best,\nYour
# AI assistant"), an end marker and whatever follows it ("### End of solution ###\n\nFun fact:
# ..."), the question echoed as a paragraph of its own (it ends on "?" and works nothing out).
_SIGN_OFF = re.compile(
    r"\n[ \t]*(?:best|best[ \t]+regards|regards|kind[ \t]+regards|cheers|sincerely|warm[ \t]+regards)"
    r"[ \t]*,?[ \t]*\n[^\n]{1,40}\s*$",
    re.IGNORECASE,
)
_END_MARKER = re.compile(
    r"\n[ \t]*(?:#{2,}|={3,}|-{3,})?[ \t]*end[ \t]+of[ \t]+(?:the[ \t]+)?(?:solution|answer|response|reply)"
    r"[ \t]*(?:#{2,}|={3,}|-{3,})?[ \t]*(?:\n|$)",
    re.IGNORECASE,
)
# A proof's end mark or a bare "END" line: "So, $b=-1$. $\blacksquare$", "... is 14.\n**END**".
_PROOF_END = re.compile(
    r"[ \t\n]*(?:\$[ \t]*\\(?:blacksquare|square|Box|qed)[ \t]*\$|\\\([ \t]*\\(?:blacksquare|square|Box|qed)"
    r"[ \t]*\\\)|[∎□■]|\\qed\b|Q\.E\.D\.?|\n[ \t*#=_-]*END[ \t*#=_-]*)[ \t.]*$"
)
# A turn invented after the answer that holds no number: "Assistant: That's correct. ..."
_AGREEING_TURN = re.compile(
    rf"\n[ \t>*_]*(?:\*\*)?(?:{MODEL}|{USER})(?:\*\*)?[ \t]*:[ \t]*(?P<said>[^\d\n]{{1,400}})$"
)
_NARRATED_TURN = re.compile(
    rf"\n[ \t]*The[ \t]+{USER}[ \t]+(?:asks|says|writes|replies|responds)\b"
)
_ECHOED_QUESTION = re.compile(
    r"\n[ \t]*\n(?:[^\n=]{20,600}\?"
    # (and the answer's form it asks for: "... the sum is 7? Express your answer as a fraction.")
    r"(?:[ \t]*(?:express|give|write|enter|round)[ \t]+(?:your|the)[ \t]+answer\b[^\n?]{0,120})?"
    # (or the problem's own instruction: "Find cos(pi/4).", "Solve |x - 3| = 5. List all ...")
    r"|(?:compute|find|solve|expand|simplify|evaluate|determine|calculate|factor)\b[^\n]{4,600}[.?])"
    r"\s*$",
    re.IGNORECASE,
)


def _echoed_question(text: str) -> re.Match[str] | None:
    """The question the text ends on, echoed from the prompt (`_ECHOED_QUESTION`), unless it is
    a request to confirm the sentence before it ("So Eli has finished 152 problems. Is that
    correct?": that sentence is the answer)."""
    echoed = _ECHOED_QUESTION.search(text)
    if echoed is None:
        return None
    paragraph = echoed.group(0).strip()
    if _CONCLUDES.match(paragraph):
        return None  # "So Eli has 88 problems left — or 202 if .... Can you clarify?": said
    last = re.split(r"(?<=[.!?])\s+", paragraph)[-1]
    return None if CONFIRM_QUESTION.match(last) else echoed


_CONCLUDES = re.compile(
    r"[ \t*]*(?:so|therefore|thus|hence|in[ \t]+conclusion)\b[^\n?]*\d[^\n?]*[.!]", re.IGNORECASE
)


# A closing paragraph of remarks only: no digit, no math, no number in words, no answer named
# ("This method avoids dealing with the specific solutions and directly uses the relationship
# derived from the original equation.").
_REMARK_ONLY = re.compile(
    # (after a step's label, whose number counts nothing: "Step 4: The reasoning is based on ...")
    r"\n[ \t]*\n(?:(?:Step|Part)[ \t]+\d{1,2}[:.)][ \t]*)?((?![^\n]*(?:\d|\$|\\|\banswer|\b(?:zero|one|two|three|four|five|six|seven|eight"
    r"|nine|ten|eleven|twelve|twenty|hundred|thousand|million|half|third|quarter|fifth|none)\b))"
    r"[A-Z][^\n]{40,400}[.!])\s*$",
    re.IGNORECASE,
)


# ... or a last sentence of remarks on the line of a sentence that ends on its value: "..., we can
# see that the total amount Dillon will spend is $880. This method ensures that we accurately
# calculate each item's cost and sum them up to find the final total."
_REMARK_SENTENCE = re.compile(
    r"(?<=\d\.)[ \t]+((?![^\n]*(?:\d|\$|\\|\b(?:zero|one|two|three|four|five|six|seven"
    r"|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|half|third|quarter|fifth"
    r"|none)\b))(?:This|These|That|Such|The)(?:[ \t]+[\w-]+)?[ \t]+(?:method|approach|process|way"
    r"|solution|step-by-step|steps|calculations?|explanation|reasoning|working)"
    r"\b[^\n.!?]{20,300}[.!])[ \t]*$",
    re.IGNORECASE,
)


# ... or a sentence that points back at the value just stated and names what it is, with no
# number the sentence before did not give: "... is $11,050. This is the amount that Bentley paid
# to fill 170 balloons after the price increase."
_POINTS_BACK = re.compile(
    r"(?<=\d\.)[ \t]+((?:This|That|It)[ \t]+(?:is|was|represents)[ \t]+the[ \t]+(?:amount|total"
    r"|number|cost|price|sum|value|answer|result)\b[^\n.!?]{0,200}[.!])[ \t]*$"
)


def _remark_sentence(text: str) -> re.Match[str] | None:
    """`_REMARK_SENTENCE` (or `_POINTS_BACK`) in the text's last 400 characters (none that takes
    the answer back)."""
    start = max(0, len(text.rstrip()) - 400)
    remark = _REMARK_SENTENCE.search(text, start)
    if remark is None:
        remark = _POINTS_BACK.search(text, start)
        if remark is not None:
            said = text[max(0, remark.start() - 300) : remark.start()].replace(",", "")
            if any(
                number not in said
                for number in _NUMBER_RUN.findall(remark.group(1).replace(",", ""))
            ):
                return None  # (a number of its own: another value)
    if remark is None or _TAKES_BACK.search(remark.group(1)):
        return None
    return remark


_NUMBER_RUN = re.compile(r"\d[\d.]*\d|\d")


# (an English remark: "Lupakan saja, saya akan menghitung ulang dari awal." may take it back)
_ENGLISH_WORD = re.compile(
    r"\b(?:the|this|and|of|to|is|we|it|that|with|from|uses?)\b", re.IGNORECASE
)
_TAKES_BACK = re.compile(
    r"\b(?:not|no|wrong|mistake|error|incorrect|wait|actually|never|sorry|oops|however|but|cannot"
    r"|can't|retract|withdraw|again|unsure|doubt|check|verify|maybe|perhaps|instead|correct"
    rf"|{STRUCK}|{STRIKE})\b",
    re.IGNORECASE,
)


def without_trailing_remarks(text: str) -> str:
    """`text` without the sign-off, end marker or echoed question it ends on (above), while a
    paragraph before them remains."""
    for _ in range(3):
        end_marker = _END_MARKER.search(text) or _PROOF_END.search(text, max(0, len(text) - 40))
        turn = _AGREEING_TURN.search(text) if "\n" in text and end_marker is None else None
        if turn is not None and AFFIRMATION.search(turn.group("said").split(".")[0]):
            end_marker = turn  # "... which is 25%.\nAssistant: That's correct. ... Good job!"
        if end_marker is None and "The " in text:
            # 'Sloane counted 250 customers ...\nThe User asks, "Where did the 250 come from?"':
            # a turn invented after the answer, told as a story
            end_marker = _NARRATED_TURN.search(text)
        if end_marker is not None and text[: end_marker.start()].strip():
            text = text[: end_marker.start()]
            continue
        tail = _SIGN_OFF.search(text) or _echoed_question(text)
        if tail is None and text.rstrip().endswith("."):
            remark = _REMARK_ONLY.search(text)
            if remark is not None and (
                len(_ENGLISH_WORD.findall(remark.group(1))) < 2
                or _TAKES_BACK.search(remark.group(1))
            ):
                remark = None  # ("Vent, det er forkert. Jeg må regne det igen.": a retraction)
            if remark is None:
                remark = _remark_sentence(text)  # "... is $880. This method ensures that ..."
            before = text[: remark.start()].rstrip() if remark else ""
            # (only after a line that ends on a value: "... = 2." then the remark)
            tail = remark if before and _ANY_DIGIT.search(before[-12:]) else None
        if tail is None and text.rstrip().endswith((")", ").")):
            tail = _aside_after_value(text)
        if tail is None or not text[: tail.start()].strip():
            return text
        text = text[: tail.start()]
    return text


def _aside_after_value(text: str) -> re.Match[str] | None:
    """A last sentence wholly in brackets after a sentence that states a value ("Therefore, the
    school needs 5 buses. (With 5 buses there are 260 seats, so 30 seats will be empty.)"): an
    aside on the answer, unless it takes it back."""
    aside = _BRACKETED_SENTENCE.search(text)
    if aside is None or _TAKES_BACK.search(aside.group(0)):
        return None
    before = text[: aside.start()].rstrip()
    sentence = before[max(before.rfind(". ", 0, len(before) - 1), before.rfind("\n")) + 1 :]
    return aside if _ANY_DIGIT.search(sentence) else None


_BRACKETED_SENTENCE = re.compile(r"(?<=[.!])[ \t]*\((?=[A-Z])[^()\n]{3,200}\)[ \t]*\.?[ \t]*$")


def without_restart_from_the_top(text: str) -> str:
    """`text` without a last paragraph that opens the whole reply again word for word and is cut
    ("...\n\n希望对你有帮助！\n\n好的，让我一步" after a reply that opened "好的，让我一步一步地解这道题。"):
    the model began again and was cut before saying anything new."""
    body = text.rstrip()
    start = body.rfind("\n\n") + 2
    last = body[start:].strip()
    if not body[:start].strip() or not 4 <= len(last) <= 200 or not text.lstrip().startswith(last):
        return text
    return body[:start].rstrip()


# A paragraph that checks or sums up the answer (opened by the words of a check or a summary in
# any language) after a line that states it: "答えは 68 です。\n\nもう一度確認します：\n68 ÷ 80 =".
_CHECK_OR_SUMMARY = re.compile(
    rf"let[ \t]+me[ \t]+(?:double[- ]?)?check|double[- ]?check|\bverif|\bcheck\b|\bsummary\b|{FOREIGN_CHECK_WORD}"
    # (the verbs' other forms: "Déjame comprobarlo", "Ich überprüfe", "Ricontrolliamo",
    # "Zkontroluji", "Ας ελέγξουμε", "בוא נבדוק")
    r"|comprob|ricontroll|controlliam|controleer|überprüf|nachprüf|перепровер|провер|перевір"
    r"|sprawdź|sprawdz|zkontrol|ελέγξ|επαληθ|נבדוק|בדוק|kontrol|periksa|kiểm"
    r"|总结|總結|要約|まとめ|요약|итог|підсумок|resumen|zusammenfassung|résumé|riepilogo|resumo"
    r"|podsumowanie|özet|خلاصه|ملخص|सारांश|সারসংক্ষেপ|ringkasan|tóm[ \t]+tắt|สรุป|samenvatting"
    r"|sammanfattning|shrnutí|σύνοψη|סיכום",
    re.IGNORECASE,
)
_ANSWER_WORD = re.compile(rf"\banswer\b|{FOREIGN_ANSWER_WORD}", re.IGNORECASE)
_ANY_DIGIT = re.compile(r"\d")


_ARITHMETIC_LINE = re.compile(r"[ \t*\d.,()$\\{}a-z^]*[=+\-−×*/÷·][^\n]*", re.IGNORECASE)
_PROSE_WORD = re.compile(r"[^\W\d_]{4,}")


def _only_arithmetic(lines: str) -> bool:
    """Whether every line is arithmetic (an operator or `=`, no prose word), the last one maybe cut."""
    rows = [row for row in lines.split("\n") if row.strip()]
    return bool(rows) and all(
        _ARITHMETIC_LINE.fullmatch(row.strip()) and not _PROSE_WORD.search(_LATEX.sub("", row))
        for row in rows
    )


_LATEX = re.compile(r"\\[A-Za-z]+")


def without_check_after_answer(text: str) -> str:
    """`text` without a last paragraph that checks or sums up (`_CHECK_OR_SUMMARY`, its first line
    and no number there) with arithmetic only after it, after a paragraph whose last line names
    the answer with a value: the answer stands; the check, finished or cut, says nothing of its
    own (a check that says it found an error and gives another result is read as it stands)."""
    body = text.rstrip()
    start = body.rfind("\n\n") + 2
    if not body[: max(0, start - 2)].strip():
        return text
    last = body[start:]
    first_line, _, worked = last.partition("\n")
    if not _CHECK_OR_SUMMARY.search(first_line) or _ANSWER_WORD.search(last):
        return text
    if len(first_line) > 80 or _ANY_DIGIT.search(first_line) or not _only_arithmetic(worked):
        return text  # ("Перепроверяю: я ошибся. Правильный результат: 192.": a correction, said)
    before = body[:start].rstrip()
    answer_line = before[before.rfind("\n") + 1 :]
    if not _ANSWER_WORD.search(answer_line) or not _ANY_DIGIT.search(answer_line):
        return text
    return before


def before_recap(text: str) -> str:
    """`text` up to its last concluding sentence ("Therefore, Rose bought a total of 76 cakes.")
    where what follows only goes over the working again ("To summarize, ... 50 tons x 2 = 100
    barrels.", "The key to solving this problem is ..."): no number the text had not written
    before the conclusion, no word that takes it back. Else `text` as it is."""
    if not text.rstrip().endswith((".", "!", ")")):
        return text  # (cut by the token limit: "Therefore, the answer is", "Let me just list")
    window = max(0, len(text) - _RECAP_WINDOW)
    conclusions = [*_CONCLUSION_SENTENCE.finditer(text, window)]
    if not conclusions or len(text) - conclusions[-1].end() < 2:
        return text
    concluding = conclusions[-1]
    # (a list's item numbers are no values: "To summarize, the steps are:\n1. ..."; numbers in
    # words are: "So Tom buys two dozen and four eggs.")
    after = spelled_to_digits(without_the_few(_ITEM_NUMBER.sub("", text[concluding.end() :])))
    if _takes_it_back(_agreeing_checks(after, concluding)):
        return text
    # (a check that confirms the conclusion may work with numbers of its own: "We can verify
    # this: ... a total of $30, and $80 − $30 = $50. This confirms the price he pays.")
    after = _CONFIRMING_CHECK.sub("", after) if _CONFIRMS.search(after) else after
    before = {number.replace(",", "") for number in _NUMBER.findall(text, 0, concluding.start())}
    if any(number.replace(",", "") not in before for number in _NUMBER.findall(after)):
        return text
    return text[: concluding.end()]


def _takes_it_back(after: str) -> bool:
    """Whether what follows the conclusion takes it back (`_TAKES_IT_BACK`) or doubts it
    (`qualifiers.unsettled_note`: "give or take", "probably"); "However" alone
    only where a number follows it ("However, this assumes no water leaks out. The problem
    mentions no leak, so the time stays the same." keeps it)."""
    if unsettled_note(after):
        return True  # "The club needs 27 more chairs (give or take a few for guests ...).": doubted
    words = {match.group(0).lower() for match in _TAKES_IT_BACK.finditer(after)}
    return bool(words) and (words != {"however"} or _DIGIT.search(after) is not None)


_DIGIT = re.compile(r"\d")
# A paragraph that checks the conclusion and says the check agrees.
_CONFIRMS = re.compile(r"\b(?:this|which|that)[ \t]+(?:confirms|matches|checks[ \t]+out)\b", re.I)
_CONFIRMING_CHECK = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!][ \t]))[ \t]*(?:we[ \t]+can[ \t]+(?:double[- ]?)?(?:verify|check)"
    r"|to[ \t]+(?:double[- ]?)?(?:verify|check)|let(?:'s|[ \t]+us)[ \t]+(?:double[- ]?)?(?:verify|check)"
    r"|(?:double[- ]?)?check[ \t]*:|verification[ \t]*:)[^\n]*?"
    r"\b(?:this|which|that)[ \t]+(?:confirms|matches|checks[ \t]+out)\b[^\n.!]*[.!]?",
    re.IGNORECASE,
)


_RECAP_WINDOW = 3_000
# A check that finds the concluded value again: "the number of unmanned ruined castles should be
# 44." after "Therefore, ... is 44." (it takes nothing back)
_SHOULD_BE_VALUE = re.compile(r"\bshould[ \t]+be[ \t]+\$?(\d[\d,]*(?:\.\d+)?)(?![\d,.]*\d)")


def _agreeing_checks(after: str, concluding: re.Match[str]) -> str:
    """`after` without the checks that state the concluding sentence's own number again."""
    stated = {number.replace(",", "") for number in _NUMBER.findall(concluding.group(0))}
    return _SHOULD_BE_VALUE.sub(
        lambda check: "" if check.group(1).replace(",", "") in stated else check.group(0), after
    )


_ITEM_NUMBER = re.compile(r"^[ \t*]*\d{1,2}[.)][ \t]", re.MULTILINE)
# "the two sisters' bead collections": the people or things counted before, named again, no value.
_THE_FEW = re.compile(r"\bthe[ \t]+(?:two|three|four|five)(?=[ \t]+[a-z]+s\b)", re.IGNORECASE)


def without_the_few(text: str) -> str:
    """`text` with "the two <plural>" (up to five) read as no number (`_THE_FEW`)."""
    return _THE_FEW.sub("the several", text) if "the" in text.lower() else text


# A sentence that opens on a conclusion word and states a number.
_CONCLUSION_SENTENCE = re.compile(
    r"(?:^|(?<=[.!?][ \t])|(?<=\n))[ \t*]*(?:therefore|thus|hence|so|in[ \t]+conclusion)\b"
    # (a title's period ends no sentence: "... $9 500 more than Mrs. Cruz's budget.")
    r"[^\n.!?]*?\d[^\n!?]*?(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)[.!](?=\s|$)",
    re.IGNORECASE | re.MULTILINE,
)
# (and an answer line of its own, or a struck value: "**Final answer:** ~~6~~")
_TAKES_IT_BACK = re.compile(
    r"\b(?:wrong|incorrect|mistakes?|errors?|not[ \t]+correct|isn't[ \t]+(?:right|correct)|should"
    r"[ \t]+be|actually|wait|instead|recalculate|re-?evaluate|re-?check|recompute|however)\b"
    r"|answer[ \t*]*[:：]|~~|####|\\boxed",
    re.IGNORECASE,
)
