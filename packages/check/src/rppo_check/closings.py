r"""What a completion may write after its last stated value that states nothing (the last-line tier).

The patterns `rppo_check.tail` skips before it reads the sentence before them: a closing code
fence of a block the prompt opened (`drop_closing_fence`), an agreement (`AFFIRMATION`), a check
it agrees with (`CHECK`) and a note the model writes to itself about the reply (`META_REMARK`).
Which closings are skipped and which are kept, with examples: packages/check/README.md, the
last-line tier ("Closing pleasantries ... are skipped").
"""

from __future__ import annotations

import re

from rppo_check.languages import FOREIGN_CHECK_WORD, FOREIGN_CORRECTION, FOREIGN_DENIAL

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
    r"\b(?:enclosed|wrapped|placed|put|written|given|formatted)\s+(?:with)?in\b[^\d\n]{0,200}$",
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
    r"^\W*(?:(?:yes|yeah|yep|yup|ok(?:ay)?|great|good|right|correct|perfect)\b[\W]*)*"
    r"(?:(?:so\s+)?(?:i\s+(?:think|believe|am\s+(?:pretty\s+)?(?:sure|confident))\s+)?"
    r"(?:that|this|it|everything)(?:'s|\s+is|\s+seems|\s+looks|\s+makes|\s+matches|\s+checks)"
    r"(?:\s+(?:to\s+be|all|like|out|up))?(?:\s+(?:right|correct|sense|good|fine|consistent|ok(?:ay)?"
    r"|out))?)?\W*$",
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
