r"""Which part of a completion answers this turn: the text `extract` reads.

A completion can hold more than its answer: its own turn's header (`<|im_start|>assistant`), an
end-of-turn token and the next turn after it (`<|im_end|><|im_start|>user ...`), a new turn written
as text by a model that keeps going ("Question: ...", "### Instruction:"), GSM8K's calculator
annotations (`<<48/2=24>>`), zero-width characters, or pages of text after the answer. `clip`
removes what is not this answer; `new_turn_start` finds where a written new turn begins. Which
headers, tokens and new turns end the turn: packages/check/README.md, "Extraction". Linear
scans and regexes without nested quantifiers: bounded in time on any input.
"""

from __future__ import annotations

import re

from rppo_check.gates import any_word, has_any, lowered

# The speakers' labels of a chat written out as text: one list for every rule that reads a turn
# (`_NEW_TURN`, `_ASSISTANT_LINE` here; the turns `closings` and `extract` cut after an answer).
USER = r"(?:User|Human)"
MODEL = r"Assistant"

MAX_COMPLETION_CHARS = 65_536  # a longer completion is read from its last this-many characters
_ANSWER_WINDOW = 1_000  # how far after its last format marker a long completion's answer may run

# Chat/end-of-turn tokens: what follows them is another turn, not this answer.
_END_OF_TURN = re.compile(
    r"<\|(?:im_end|im_start|endoftext|end_of_text|eot_id|eom_id|eot|end|eos|user|assistant)\|>"
    r"|</s>|<eos>|<end_of_turn>|<start_of_turn>|<｜end▁of▁sentence｜>|<\|start_header_id\|>"
    r"|\[INST\]",
    re.IGNORECASE,
)
_MAYBE_TOKEN = ("|>", "</s>", "<eos>", "_of_turn>", "<｜", "[INST]")
# A completion may start with its own turn's header (decoded with special tokens kept): that is
# where the answer begins, not another turn.
_LEADING_HEADER = re.compile(
    r"\s*(?:<\|im_start\|>\s*assistant\b|<\|start_header_id\|>\s*assistant\s*<\|end_header_id\|>"
    r"|<\|assistant\|>|<start_of_turn>\s*model\b)\s*"
)
# GSM8K's calculator annotations (`48/2 = <<48/2=24>>24`), in its solutions and in what models
# trained on them write: the result follows the annotation, which is noise.
_ESCAPED_TAG = re.compile(r"&lt;(/?[ \t]*(?:answer|think))&gt;", re.IGNORECASE)
_BARE_BOX = re.compile(r"\\box ?\{")
CALCULATOR_ANNOTATION = re.compile(r"<<[^<>\n]{0,200}>>")
# Characters that show nothing: zero-width ones, bidirectional marks, embeddings and isolates
# (`#### \u200f18`), the soft hyphen, invisible operators, emoji variation selectors.
_INVISIBLE_CHARS = (
    "\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2066\u2067\u2068\u2069\u061c\u00ad\u180e\u2061\u2062\u2063\u2064\ufe0e\ufe0f"
)
_INVISIBLE = str.maketrans(dict.fromkeys(_INVISIBLE_CHARS))
# Also unseen: Unicode tag characters (U+E0000-E007F, flag sequences' payload), the keycap mark
# (`2️⃣` is the digit 2), and `Â` before a no-break space (UTF-8 read as Latin-1: `266Â\xa0books`).
# Private-use code points (U+E000-F8FF) have no glyph a reader could read either.
_UNSEEN = re.compile("[\U000e0000-\U000e007f\u20e3\ue000-\uf8ff]|Â(?=\xa0)")
# A literal `\n` escape that no LaTeX command starting with n continues.
_LITERAL_NEWLINE = re.compile(
    r"\\n(?!(?:eq|e|u|ewline|ot|otin|abla|eg|mid|i|exists|atural|earrow|warrow|geq|leq|less|gtr"
    r"|subseteq|supseteq|parallel|prec|succ|cong|sim|vdash|leftarrow|rightarrow|Leftarrow"
    r"|Rightarrow|leftrightarrow|Leftrightarrow)(?![A-Za-z]))"
)
# Terminal colour codes and other control characters (not tab or newline): no text a reader sees.
_CONTROL_CLASS = r"[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]"
_CONTROL_CHAR = re.compile(_CONTROL_CLASS)
# Text a terminal shows crossed out (SGR 9 until 29 or a reset): a strike-out as `~~...~~` is.
_ANSI_STRUCK = re.compile(r"\x1b\[9m([^\x1b\n]{1,1000})\x1b\[(?:29|0)?m")
_CONTROL_IN_NUMBER = re.compile(r"(?<=\d)[\x01-\x07\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f]+(?=\d)")
_CONTROLS = re.compile(r"\x1b\[[0-?]{0,32}[ -/]{0,8}[@-~]|" + _CONTROL_CLASS)
# A new turn written as text by a model that keeps going ("Question: ..." few-shot style, also in
# bold, numbered, as "Q." or a markdown heading).
_NEW_TURN = re.compile(
    # ("Assistant: User: ..." opens a user turn too; "Assistant:" alone may head the model's own)
    rf"\n[ \t>_-]*(?:\*\*)?(?:{MODEL}:[ \t]*)?(?:(?:Question|Problem|Exercise)[ \t]*#?[ \t]*\d{{0,3}}|Q[ \t]*\d{{0,3}}"
    rf"|{USER}|Instruction|Next[ \t]+(?:question|problem))[ \t]*(?:\*\*)?[ \t]*(?::|\.(?=[ \t]))"
    # (not a point's label before its coordinates: "- P: (1, sqrt(3))\n- Q: (-2, 0)")
    r"(?![ \t]*\([ \t]*[-−]?\d)"
    rf"|\n[ \t]*#{{1,3}}[ \t]*(?:Instruction|Input|Question|Problem|{USER})\b"
    # a few-shot template's bracketed label: "[Question]A certain store sells ..."
    rf"|\n[ \t]*\[[ \t]*(?:Instruction|Input|Question|Problem|{USER})[ \t]*\]"
    # a system prompt written after the answer: "You are an AI assistant that helps people ..."
    r"|\n[ \t]*You[ \t]+are[ \t]+(?:an?[ \t]+)?(?:(?:AI|helpful|honest|harmless|friendly)[ \t,]+)*"
    r"assistant\b",
    re.IGNORECASE,
)
# Speed only: every match of `_NEW_TURN` opens so, a line whose first letter may start one of its
# words in any case (`İ` and `ı` fold to `i` in `re`); most solutions have no such line, and the
# full scan tries its alternatives at every line break.
_OWN_QUESTIONS = re.compile(r"[ \t\n>_-]*(?:\*\*)?Q[ \t]*\d{0,3}[ \t]*(?:\*\*)?[ \t]*:")
_QUESTION_LABEL = re.compile(r"\n[ \t>_-]*(?:\*\*)?Q[ \t]*\d{0,3}[ \t]*(?:\*\*)?[ \t]*:")
# A problem's label of a few-shot template in the languages models answer in, on a line of its
# own after the answer: "문제:", "问题：", "Задача:", "Aufgabe:", "Problème :" (the English ones
# are `_NEW_TURN`'s).
# (also as the next or a new one: "Domanda successiva:", "Nächste Frage:", "Nouvelle question :")
_PROBLEM_LABEL_ABROAD = re.compile(
    r"\n[ \t>_*-]*(?:(?:Nächste|Neue|Weitere|Nouvelle|Autre|Nuova|Altra|Otra|Nueva|Outra|Nova"
    r"|Następne|Kolejne|Kolejna|Następna|Следующий|Следующая|Новый|Новая|Новое|Sonraki|Yeni"
    r"|Volgende|Nieuwe|Andere|Gyakorló)[ \t]+)?"
    # (a follow-up question the model sets itself: "延伸问题：", "Question bonus :", "Ek soru:")
    r"(?:延伸问题|延伸問題|추가\s*질문|Question\s+bonus|Додаткове\s+питання|Дополнительный\s+вопрос"
    r"|Ek\s+soru|अतिरिक्त\s+प्रश्न|Pertanyaan\s+tambahan|คำถามเพิ่มเติม|Extrafråga|Zusatzfrage"
    r"|Επιπλέον\s+ερώτηση|سؤال\s+إضافي|Pregunta\s+adicional|Domanda\s+bonus|Pytanie\s+dodatkowe"
    r"|문제|질문|問題|問|问题|题目|題目|Задача|Вопрос|Запитання|सवाल|Aufgabe|Frage|Problème|Problema|Pregunta"
    r"|Domanda|Pergunta|Zadanie|Pytanie|Soru|Câu\s+hỏi|Bài\s+toán|Soal|Pertanyaan|مسئله|مسألة|سؤال"
    r"|प्रश्न|שאלה|Πρόβλημα|Ερώτηση|Úloha|Otázka|Uppgift|Fråga|Opgave|Vraag"
    r"|கேள்வி|سوال|প্রশ্ন|Swali|Spørgsmål|Spørsmål|Kysymys|Tehtävä|Kérdés|Feladat|Întrebare"
    r"|Problemă|Soalan|Tanong|คำถาม|โจทย์|Питання|Завдання|Въпрос|Питање|Pitanje|Zadatak"
    # an exercise set for practice ("Übungsaufgabe: Wie viele Bücher bleiben, ...? Lösung: ...")
    r"|Übungsaufgabe|Übung|Zusatzaufgabe|Exercice|Ejercicio|Esercizio|Exercício|Упражнение|Вправа"
    r"|Ćwiczenie|Oefening|Alıştırma|Latihan|Bài\s+tập|练习题?|練習問題|練習|연습\s*문제|Cvičení|Cvičenie"
    r"|Övning|Øvelse|Harjoitus|Gyakorlat|Exercițiu|Zoezi|Pagsasanay|Άσκηση|תרגיל|تمرين|تمرین"
    # the user's turn, invented after the answer ("Usuario: ¡Gracias! Ahora este: 9 × 5")
    r"|Usuario|Utilisateur|Benutzer|Nutzer|Utente|Usuário|Пользователь|Користувач|Użytkownik"
    r"|Kullanıcı|المستخدم|کاربر|उपयोगकर्ता|ব্যবহারকারী|Pengguna|Người\s+dùng|ผู้ใช้|Gebruiker"
    r"|Användare|Uživatel|Χρήστης|משתמש|用户|用戶|ユーザー|사용자"
    r"|(?<=[ \t])(?:question|problème|pregunta|domanda|pergunta|problema|задача|вопрос|zadanie"
    r"|pytanie|soru|vraag|opgave|frage|aufgabe|otázka|úloha|fråga|uppgift|spørgsmål|spørsmål"
    r"|kysymys|tehtävä|kérdés|feladat|întrebare|soal|pertanyaan|soalan))"
    r"(?:[ \t]+(?:successiva|seguente|siguiente|nueva|adicional|suivante|supplémentaire|seguinte"
    r"|adicional|extra|bonus|tiếp[ \t]+theo|mới|berikutnya|baru|lain|dodatkowe|następne"
    r"|linalofuata|lingine|jipya))?"
    r"[ \t]*\d{0,3}[ \t]*(?:\*\*)?[ \t]*[:：]"
)
# Speed only: a line that opens with one of those labels spelt in ASCII (a scan led by the line
# break, ~0.4 µs a MATH solution, where the words one by one cost ~4 µs).
_PROBLEM_LINE_ASCII = re.compile(
    r"\n[ \t>_*-]*(?:[AFPDZSUOVKT](?:ufgabe|rage|roblema|regunta|omanda|ergunta|adanie|ytanie|oru|oal"
    r"|ertanyaan|ppgift|pgave|raag|wali|ysymys|oalan|anong|itanje|adatak|efening|agsasanay|oezi)"
    r"|E(?:xercice|jercicio|sercizio)|Latihan|Harjoitus|Gyakorlat|Usuario|Utilisateur|Utente"
    r"|Benutzer|Nutzer|Pengguna|Gebruiker|(?:Neue|Weitere|Nouvelle"
    r"|Autre|Nuova|Altra|Otra|Nueva|Outra|Nova|Kolejn[ea]|Sonraki|Yeni|Volgende|Nieuwe|Andere)[ \t])"
)
_NEW_TURN_LINE = re.compile(r"\n[ \t>_*#\[-]*[AaQqPpEeUuHhIiNnYy\u0130\u0131]")
# Only after an answer is stated (not after working alone, where "let's try a similar problem"
# may be a step of the solution): an invented user turn inside a line, a new problem of its own.
_NEW_PROBLEM = re.compile(
    # an invented user turn inside a line ("#### 18 User: great, now 5 eggs?")
    # (or written onto the text before it: "...Human: Question: ...", "```Human: ## Problem:")
    rf"(?:(?<=[ \t])|(?<=[.`]))(?:\*\*)?{USER}(?:\*\*)?[ \t]*:(?:\*\*)?[ \t]"
    # a new problem the model sets itself ("Now let's try another problem: ...", "Here is a
    # similar problem for practice", "Practice Problem:", "### New problem")
    r"|\b(?:let's|let\s+us|let\s+me|I'll|I\s+will|we'll|we\s+will|now)[ \t]+"
    r"(?:(?:try|solve|do|look\s+at|consider|tackle|work\s+on|practice(?:\s+with)?)[ \t]+)"
    # ("let's consider a similar problem" may be a step of the working: not this form)
    r"(?:another|a\s+new|one\s+more|the\s+next|a\s+follow-up)[ \t]+(?:\w+[ \t]+)?"
    r"(?:problem|question|exercise)"
    # ("Let's try another one: solve $2x + y = 8$ ...")
    r"|\b(?:let's|let\s+us|now)[ \t]+(?:try|solve|do)[ \t]+(?:another|one\s+more)[ \t]+one\b"
    # ("let's try a similar problem" after the answer: "consider" or "look at" may check it)
    r"|\b(?:let's|let\s+us|let\s+me|I'll|I\s+will|we'll|we\s+will|now)[ \t]+"
    r"(?:try|solve|do|tackle|practice(?:\s+with)?)[ \t]+(?:a\s+similar|a\s+related)[ \t]+"
    r"(?:\w+[ \t]+)?(?:problem|question|exercise)"
    # ("Let's try a harder one: if each hen laid 5 eggs, ...")
    r"|\b(?:let's|let\s+us|now)[ \t]+try[ \t]+(?:a|an)[ \t]+(?:harder|easier|tougher|trickier"
    r"|more\s+difficult)[ \t]+(?:one|version|variant|problem|question)\b"
    r"|\bhere(?:'s|\s+is|\s+are)[ \t]+(?:another|a\s+new|a\s+similar|one\s+more|a\s+related|a\s+follow-up"
    r"|a\s+practice|some)[ \t]+(?:\w+[ \t]+)?(?:problems?|questions?|examples?|exercises?)"
    # ("Now try this one: convert $1021_3$ ...", "Your turn: ..."; one space, as the gate reads)
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:now[ \t]*,?[ \t]+)?(?:try|solve|do)[ \t]+this one\b"
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:now[ \t]*,?[ \t]+)?try[ \t]+(?:this|it|one)[ \t]+"
    r"(?:yourself|on[ \t]+your[ \t]+own)\b"
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*now[ \t]*,?[ \t]+(?:you[ \t]+)?try[ \t]*:"
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*your turn\b"
    # ("**Try this next:** Simplify $\sqrt{18} + \sqrt{32}$. (Answer: $7\sqrt{2}$.)")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:now[ \t]+)?(?:you[ \t]+)?try[ \t]+(?:this|these|one|another)"
    r"(?:[ \t]+(?:next|yourself|on[ \t]+your[ \t]+own))?[ \t]*(?:\*\*[ \t]*:|:[ \t]*\*\*|:)"
    # a numbered problem after the answer ("**Problem 2.** Solve $x^2 - 4 = 0$.")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:problem|question|exercise|example)[ \t]+\d{1,3}[ \t]*(?:\*\*)?"
    r"[ \t]*[.:)]"
    # a heading that sets an exercise after the answer ("Practice: the sum of the first 5 terms
    # is $\boxed{242}$.", "**Bonus:** ...", "Challenge problem: ...")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:practice|bonus|challenge|exercise|follow-up|follow[ \t]+up)"
    # (numbered too: "## Follow-up question 1: How old will her son be then?")
    # (or set to the reader: "Follow-up for you: a circle has radius 5 cm; ...")
    r"(?:[ \t]+(?:problem|question|practice|exercise))?(?:[ \t]*\([a-z0-9]\)|[ \t]+\d{1,3}|[ \t]+for[ \t]+you)?"
    # (and a bold heading closed by a full stop: "**Exercise.** Find lcm(6, 8).")
    r"[ \t]*(?:\*\*[ \t]*:|:[ \t]*\*\*|:|\.[ \t]*\*\*)"
    # ... or a heading alone on its line ("### Exercise", "**Practice problem 2**")
    r"|^[ \t]*(?:#{1,6}[ \t]*|\*\*)(?:practice|bonus|challenge|exercise|problem|question|example)s?"
    r"(?:[ \t]+(?:problem|question|exercise)s?)?(?:[ \t]+\d{1,3})?[ \t]*(?:\*\*)?[ \t]*:?[ \t]*$"
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:another|new|similar|practice|bonus|follow-up|related|additional"
    # ("Harder problem: find the slope of ...")
    r"|extra|next|harder|easier|tougher|trickier|challenge|extension)[ \t]+(?:problem|question|exercise)s?\b"
    # ("Another one: $\log_{27} 243 = \frac{5}{3}$, so $\boxed{\frac{5}{3}}$.")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:here(?:'s|[ \t]+is)[ \t]+)?(?:another|one[ \t]+more)[ \t]+one"
    r"[ \t]*(?:\*\*)?[ \t]*:"
    # ("A harder one: find the sum of the roots of $4x^2 - 20x + 3 = 0$.")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:an?[ \t]+)?(?:harder|easier|tougher|trickier|similar|related)[ \t]+one"
    r"[ \t]*(?:\*\*)?[ \t]*:"
    # ("As an extra, the length of the segment is $\boxed{2\sqrt{34}}$.", "As a bonus: ...")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*as[ \t]+an?[ \t]+(?:extra|bonus)\b[ \t]*[,:]"
    # ("Now, a new problem: ...", "Next, a similar question:")
    r"|(?:^|(?<=[.!?\n]))[ \t#*]*(?:now|next)[ \t]*,?[ \t]+(?:a|an|one)[ \t]+(?:new|similar|related"
    r"|follow-up|practice|bonus|harder|easier|different|more)[ \t]+(?:problem|question|exercise)\b",
    re.IGNORECASE | re.MULTILINE,
)
# After the final answer, the working started again ("Let me solve this again step by step.",
# "To solve this problem, ...") and cut off by the token limit before any answer: a restart that
# never finished takes nothing back, so the committed answer stands.
_RESTART = re.compile(
    r"(?:^|(?<=[.!?\n]))[ \t*#]*(?:(?:okay|ok|so|now|alright|wait|hmm|actually)[,.!]?[ \t]+)?"
    r"(?:(?:let\s+me|let's|let\s+us|I\s+will|I'll|we\s+will|we'll)[ \t]+"
    r"(?:re-?)?(?:solve|do|work|go|think|start|approach|compute|calculate|redo|derive|deduce"
    r"|evaluate|count)\w*[ \t]+"
    r"(?:(?:this|it|the\s+problem|through\s+(?:this|it|the\s+problem))[ \t]+)?"
    r"(?:again|over|once\s+more|from\s+(?:the\s+)?(?:start|beginning|scratch|top)|step\s+by\s+step"
    r"|(?:more\s+)?carefully|differently|(?:in\s+)?(?:another|a\s+different)\s+way)"
    r"|to\s+solve\s+(?:this|the)\s+problem|starting\s+over|(?:step\s+1|solution)[ \t]*:"
    # "Let me redo this: $4 \cdot 125 = "
    r"|(?:let\s+me|let's|let\s+us|I\s+will|I'll)[ \t]+re-?(?:do|work|compute|calculate|solve|derive)"
    r"\w*[ \t]+(?:this|it|the[ \t]+(?:problem|calculation|computation|arithmetic|math|working|steps))"
    # (a bare "Hmm, let me redo this." doubts the answer: only a colon or "to be sure" (safe,
    # certain) restarts)
    r"(?:[ \t]*:|[ \t]+(?:just[ \t]+)?to[ \t]+be[ \t]+(?:sure|safe|certain)[ \t]*[:.]))",
    re.IGNORECASE | re.MULTILINE,
)
# Reasoning models think in <think>...</think>, then answer: the answer is what follows.
_THINK_END = "</think>"
# Before a written new turn, working that counts as this turn's (and not an echoed prompt).
_CONTENT = re.compile(r"\d[^\n]*\S", re.S)


# Before a problem's label, text that leads back to the task ("Now for our problem:", "Back to the
# actual question:"), a list of the prompt's options, and the question echoed are no working of
# this turn: the label heads the model's own statement of the problem it answers.
_BACK_TO_THE_TASK = re.compile(
    r"(?:now|back|turning|returning|coming\s+back)[ \t,]+(?:(?:let's|let\s+us|we)[ \t]+(?:solve|do|turn\s+to)"
    r"[ \t]+|(?:for|to|on\s+to)[ \t]+)(?:our|the|this)[ \t]+(?:(?:actual|real|given|original|main)"
    r"[ \t]+)?(?:problem|question|task)[ \t]*[:.]?[ \t*]*\n[ \t]*$",
    re.IGNORECASE,
)
# An option ("A) 11", "(B) -11"), and one after it on the same line: a list of the prompt's options.
_FIRST_OPTION = re.compile(r"[A-E]\)[ \t]*\S")
_LATER_OPTION = re.compile(r"[B-E]\)[ \t]*\S")
_LABEL_TEXT = re.compile(r"[:.][ \t*]*([^\n]{24,200})")


def has_working_line(text: str) -> bool:
    """Whether a line of `text` holds a number and more, and is no list of the prompt's options
    ("The options are (A) 11 (B) -11 (C) -20."). Read line by line, option by option: one
    pattern spanning a line (any characters, an option, any characters, a later option) is tried
    from every position of the line, quadratic in its length (40 s on 130,000 characters)."""
    return any(_CONTENT.search(line) and not _lists_options(line) for line in text.split("\n"))


def _lists_options(line: str) -> bool:
    first = _FIRST_OPTION.search(line)
    return first is not None and _LATER_OPTION.search(line, first.end()) is not None


def _working_before(text: str, label: re.Match[str]) -> bool:
    """Whether a line with a number comes before a problem's label (`label`, no answer stated
    yet) that is working of this turn, which makes the label a new turn's."""
    before = text[: label.start()]
    if not _CONTENT.search(before):
        return False
    if _BACK_TO_THE_TASK.search(before[-200:] + "\n"):
        return False  # "For example, ... 25 left.\n\nNow for our problem:\n**Problem:** ..."
    if not has_working_line(before):
        return False  # "The options are (A) 11 (B) -11 (C) -20 (D) 29.\n\n**Problem:** ..."
    restated = _RESTATEMENT_HEADING.search(before[-600:])
    if restated is not None:
        # "**Problem Statement:**\nA robe requires **2 bolts** ...\n**Question:**\nHow many ...":
        # the summary after the thinking restates the problem, then asks its question again
        heading = len(before) - len(before[-600:]) + restated.start()
        if not _OPERATION.search(before, heading) and not has_working_line(before[:heading]):
            return False  # (its givens may hold a conversion: "- 1 foot = 12 inches")
    posed = _LABEL_TEXT.match(text, label.end() - 1)
    # "**Question:** A farm collects 26 eggs every day. ...\n**Problem:** A farm collects 26 ..."
    return posed is None or " ".join(posed.group(1).split()[:8]) not in " ".join(before.split())


# (a fraction given as `3/4` is no operation; `120 / 4` is)
_OPERATION = re.compile(
    r"\d[ \t]*(?:[-+×*÷−]|\\times|\\cdot)[ \t]*\(?\d|\d[ \t]+/[ \t]*\d|\d/[ \t]+\d"
)
# A heading over the problem restated in the model's own words.
_RESTATEMENT_HEADING = re.compile(
    r"\n[ \t#*_]*(?:Problem(?:[ \t]+Statement)?|Given(?:[ \t]+Information)?|Understanding[ \t]+the"
    r"[ \t]+Problem|Restat\w+[ \t]+the[ \t]+Problem)[ \t*_]*:?[ \t*_]*\n",
    re.IGNORECASE,
)
_BACKSPACED = re.compile(r"[^\x08\n]\x08")
# Every ASCII byte `_CONTROL_CHAR` does not match.
_NOT_CONTROL = bytes(range(0x20, 0x7F)) + b"\x00\t\n\r"


def _has_control_char(text: str) -> bool:
    """`_CONTROL_CHAR.search(text) is not None`. Speed only: an ASCII text is read as bytes, where
    deleting every other byte costs ~0.6 ns a character against the class scan's ~2.3."""
    if text.isascii():
        return bool(text.encode("ascii").translate(None, _NOT_CONTROL))
    return _CONTROL_CHAR.search(text) is not None


def _end_of_turn(text: str) -> int | None:
    """Where the first end-of-turn token starts, or None. A `</s>` that closes an HTML strike-out
    opened on its line (`<answer><s>47</s></answer>`) is no end of sequence: a tokenizer's `<s>`
    opens the text, never a line in its middle."""
    for match in _END_OF_TURN.finditer(text):
        if match.group(0).lower() == "</s>":
            line = text[text.rfind("\n", 0, match.start()) + 1 : match.start()].lower()
            opening = line.rfind("<s>")
            if opening >= 0 and text.lower().find("<s>") > 0:
                continue
        return match.start()
    return None


_USER_TURN_FIRST = re.compile(rf"\s*(?:\*\*)?{USER}[ \t]*(?:\*\*)?[ \t]*:", re.IGNORECASE)


def _before_invented_thinking(text: str) -> str:
    """`text` up to a new turn written after its first think block when a later think block
    follows (`</answer>\nUser: now 200 more?\nAssistant: <think> ... </think> <answer> 231`):
    that thinking, and its answer, belong to a turn the model invented."""
    first, last = text.find(_THINK_END), text.rfind(_THINK_END)
    if first == last:
        return text
    turn = _NEW_TURN.search(text, first, last)
    if turn is None and _may_set_problem(text[:last], first):
        # ("</answer>\n\nPractice problem: In a class of 36 ...?\n<think> ... </think>
        # <answer>15</answer>": a problem the model set itself, and its own answer)
        turn = _NEW_PROBLEM.search(text, first, last)
    if turn is not None:
        return text[: turn.start()]
    assistant = _ASSISTANT_LINE.search(text, first, last) if "ssistant" in text else None
    if assistant is not None and text[first + len(_THINK_END) : assistant.start()].strip():
        # (not the model's own label right after its thinking, nothing between: "... make
        # sense?</think>\nAssistant: Now, let's find the cube root ...</think>\n<answer>")
        # ("</answer>\n\nGreat! Can you help me with one more task? ...\nAssistant: <think>": an
        # unlabelled user turn, then the model's next one: cut where that user turn begins)
        paragraph = text.rfind("\n\n", first, assistant.start())
        return text[: paragraph if paragraph >= 0 else assistant.start()]
    if has_any(text, _MAYBE_TOKEN):
        # (`</answer><|im_end|>\n<|im_start|>user\n...`: a turn its tokens end)
        end_of_turn = _end_of_turn(text[first:last])
        if end_of_turn is not None:
            return text[: first + end_of_turn]
    return text


# An empty pair of tags named in a sentence, as a prompt names them ("enclosed within <think>
# </think> tags and the answer ... within <answer> </answer>").
_NAMED_TAGS = re.compile(
    r"(?:(?<=within )|(?<=inside )|(?<=in )|(?<=using )|(?<=between ))<(think|answer)>[ \t]*</\1>"
)


def clip(text: str, *, at_last_marker: bool = False) -> str:
    """The part of `text` that answers this turn: after `</think>`, up to an end-of-turn, at most
    the tail. `at_last_marker`: for a completion longer than `MAX_COMPLETION_CHARS`, the tail that
    ends just after its last `####` / `\\boxed` instead (the answer, then pages of something else;
    the caller asks for it when the plain tail states no answer)."""
    if "<" in text or "[INST]" in text:
        if has_any(text, _MAYBE_TOKEN):
            header = _LEADING_HEADER.match(text)
            if header:
                text = text[header.end() :]
        if "> </" in text or "></" in text:
            # "... has been enclosed within <think> </think> tags": the tags named, not used
            text = _NAMED_TAGS.sub(r"\1", text)
        if _THINK_END in text:
            text = _before_invented_thinking(text)
            answer = text[text.rfind(_THINK_END) + len(_THINK_END) :]
            # (after `</think>` an invented user turn and no answer tag: the whole text is read,
            # which cuts that turn off after the working; the tag the format asks for is the
            # model's answer wherever it stands after the think block)
            invented = _USER_TURN_FIRST.match(answer) and "answer>" not in answer.lower()
            text = answer if answer.strip() and not invented else text
            if not answer.strip():
                # nothing after the think block: it is the reply, its closing tag no part of its
                # last line ("Answer: The smallest sum is 36.</think>")
                text = text[: text.rfind(_THINK_END)]
        if has_any(text, _MAYBE_TOKEN):
            end_of_turn = _end_of_turn(text)
            if end_of_turn is not None:
                text = text[:end_of_turn]
    if len(text) > MAX_COMPLETION_CHARS:
        if at_last_marker:
            last = max(text.rfind("####"), text.rfind("\\boxed"))  # two linear scans
            if last >= 0:
                text = text[: last + 2 * _ANSWER_WINDOW]
        text = text[-MAX_COMPLETION_CHARS:]
    if "<<" in text:
        text = CALCULATOR_ANNOTATION.sub("", text)
    if "&lt;" in text:
        text = _ESCAPED_TAG.sub(r"<\1>", text)  # `&lt;answer&gt;`: a tag an HTML page escaped
    if "\\box{" in text or "\\box " in text:
        # "So the answer is \box{7}": a prompt's own marker (TeX's `\box` shows no frame, and no
        # model writes it for anything else), read as the box it stands for
        text = _BARE_BOX.sub(r"\\boxed{", text)
    if _has_control_char(text):  # (rarely true)
        if "\x1b[9m" in text:
            text = _ANSI_STRUCK.sub(r"~~\1~~", text)  # the terminal's crossed-out text
        while "\x08" in text and _BACKSPACED.search(text):
            # `\boxed{2\x083}` shows `3`: a backspace erases the character before it
            text = _BACKSPACED.sub("", text)
        # (`3\x076`: a bell between two digits splits the number, as a space would)
        text = _CONTROLS.sub("", _CONTROL_IN_NUMBER.sub(" ", text))
    if "\n" not in text and "\\n" in text:
        text = _json_string(text)
    if (
        "\\\\" in text
        and _DOUBLED_COMMAND.search(text)
        and not _SINGLE_COMMAND.search(text)
        and '":' not in text  # (a JSON object's strings escape them, and `json_answers` reads them)
    ):
        text = text.replace("\\\\", "\\")  # `\\(\\frac{5}{11}\\)`: every backslash written twice
    if text.isascii():
        return text
    if _UNSEEN.search(text):
        text = _UNSEEN.sub(lambda match: " " if match.group(0)[0] == "Â" else "", text)
    text = _plain_digits(text)
    if not any(char in text for char in _INVISIBLE_CHARS):
        return text  # `translate` looks up every character in Python (~10 µs a solution)
    return text.translate(_INVISIBLE)


_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
# A thin or no-break space between digit groups, as French and Russian write thousands: `46 335`.
_SPACED_THOUSANDS = re.compile(r"(?<=\d)[\u00a0\u2009\u202f](?=\d{3}(?!\d))")


def _plain_digits(text: str) -> str:
    """Full-width digits as ASCII ones (`１４２個`), and thousands joined across a thin or no-break
    space (`46 335 $`): the number as every later rule reads it."""
    if any("０" <= char <= "９" for char in text):
        text = text.translate(_FULLWIDTH_DIGITS)
    if "\u00a0" in text or "\u2009" in text or "\u202f" in text:
        text = _SPACED_THOUSANDS.sub("", text)
    return text


# LaTeX with every backslash doubled, as an escaped string shows it (`\\frac`, `\\(`), and none
# single (`\frac`): the model wrote the escapes of its text, not the text.
_DOUBLED_COMMAND = re.compile(r"\\\\(?:[A-Za-z]{2,}|[()\[\]])")
_SINGLE_COMMAND = re.compile(r"(?<!\\)\\(?:[A-Za-z]{2,}|[()\[\]])")


def _json_string(text: str) -> str:
    """A completion that arrives as a JSON string's source (`"… 266 books.\\n#### 266"`: no line
    break, only `\\n` escapes) read as the text it stands for; `\\neq`, `\\nu`, ... stay LaTeX."""
    if len(_LITERAL_NEWLINE.findall(text)) < 2:
        return text
    text = _LITERAL_NEWLINE.sub("\n", text)
    stripped = text.strip()
    if len(stripped) > 1 and stripped[0] == stripped[-1] == '"':
        text = stripped[1:-1]
    return text


# Speed only (`rppo_check.gates`): every match of `_RESTART` holds one of these, lower-cased.
_RESTART_WORD = any_word(("let", "will", "'ll", "solve", "starting", "step", "solution"))


def restart_start(text: str, after: int) -> int | None:
    """Where the working starts again after the final answer (which ends at `after`), or None."""
    low = lowered(text[after:])
    if low is not None and _RESTART_WORD.search(low) is None:
        return None
    match = _RESTART.search(text, after)
    return match.start() if match else None


_EMPTY_ANSWER_LABEL = re.compile(r"\n[ \t>_-]*(?:\*\*)?A[ \t]*(?:\*\*)?[ \t]*:$")


def unanswered_own_question(text: str) -> bool:
    """Whether a completion that asks itself questions ("Q: ... A: ...") ends on a question whose
    answer label is empty: cut before it answered the last one (a few-shot example echoed, then
    the task's question)."""
    return _OWN_QUESTIONS.match(text) is not None and _EMPTY_ANSWER_LABEL.search(text) is not None


def new_turn_start(text: str, after: int, stated: int | None = None) -> int | None:
    """Where a new turn written as text begins: at or after `after` (the end of the first answer
    statement), or after working of this turn (a line with a number). A "Question:" before any of
    that is the prompt echoed, not a new turn."""
    # (a completion that opens with its own "Q:" asks itself the steps: "**Q:** How many were
    # baked? **A:** 486.\n**Q:** How many are left? **A:** 227.\n#### 227"; its next "Q:" is one)
    own_questions = _OWN_QUESTIONS.match(text) is not None
    for match in _NEW_TURN.finditer(text) if _NEW_TURN_LINE.search(text) else ():
        if own_questions and _QUESTION_LABEL.match(text, match.start()):
            continue
        if match.start() >= after or _working_before(text, match):
            return match.start()
    if (not text.isascii() or _PROBLEM_LINE_ASCII.search(text)) and not (
        _PROBLEM_LABEL_ABROAD.match("\n" + text[:80])  # (a text that opens with the label echoes
    ):  # the few-shot prompt: its labels are the template's, as `own_questions` above)
        for label in _PROBLEM_LABEL_ABROAD.finditer(text):
            if label.start() >= after or _CONTENT.search(text, 0, label.start()):
                return label.start()  # "...\n\n문제: 두 점 ... 풀이: ...": a problem of its own
    # a new problem or user turn may start inside the first statement's line (`#### 18 User: ...`,
    # "Now try this one: Ben picks ... How many are left? The answer is 30.": the only statement
    # is the invented problem's)
    start = after if stated is None else min(after, text.rfind("\n", 0, stated) + 1)
    problem = _NEW_PROBLEM.search(text, start) if _may_set_problem(text, start) else None
    if problem is not None:
        return problem.start()
    return _unlabelled_turn(text, after)


# After the answer, a line that opens the model's own next turn ("Assistant: <think>"): what came
# between was a user turn it invented ("Great! Can you help me with one more task? ..."). Or a
# paragraph that poses a problem as a prompt does ("Three fair dice are tossed. Find ... Express
# your answer as a simplified fraction."): a problem it set itself, with an answer of its own.
# An instruction template's "### Response:" heading after the answer opens a next turn the same way.
_ASSISTANT_LINE = re.compile(
    rf"\n[ \t>*_]*(?:(?:\*\*)?{MODEL}(?:\*\*)?[ \t]*:|#{{1,3}}[ \t]*Response[ \t]*:)", re.IGNORECASE
)
_POSED = re.compile(
    r"(?:^|(?<=[.!?][ \t]))(?:Express|Give|Enter|Write|Round|Simplify)[ \t]+your[ \t]+"
    r"(?:final[ \t]+)?answer\b",
    re.MULTILINE,
)


# ... or a paragraph that sets up a new problem and asks it: "Let \( f(x)=\frac{x}{1-x} \).
# Determine the largest subset of real numbers ..."
_LET_THEN_TASK = re.compile(
    r"(?<=\n\n)Let[ \t](?!me\b|us\b)[^\n]{1,300}?[.)][ \t]*(?:Determine|Find|Compute|Calculate|Evaluate|Prove"
    r"|Show\s+that)\b"
)


# ... or a paragraph in the user's voice that asks for help with a task of its own: "I'm trying
# to find the result of $6 \frac{1}{5} - 2 \frac{1}{2}$. Could you help me with this ...?"
_HELP_ASKED = re.compile(
    r"(?<=\n\n)[^\n]{0,300}?\b(?:could|can|would|will)[ \t]+you[ \t]+(?:please[ \t]+)?help[ \t]+me\b",
    re.IGNORECASE,
)


def _unlabelled_turn(text: str, after: int) -> int | None:
    """Where a turn or problem with no label starts after the answer (above), or None."""
    if after >= len(text) or not any(
        word in text for word in ("ssistant", "your", "esponse", "\nLet ", "help me")
    ):
        return None
    turn = _ASSISTANT_LINE.search(text, after)
    posed = (
        (
            _POSED.search(text, after)
            or _LET_THEN_TASK.search(text, after)
            or _HELP_ASKED.search(text, after)
        )
        if turn is None
        else None
    )
    found = turn or posed
    if found is None:
        return None
    paragraph = text.rfind("\n\n", after, found.start())
    if paragraph >= 0:
        return paragraph
    line = text.find("\n", after, found.start())
    return line if line >= 0 and turn is not None else None


# Speed only (`rppo_check.gates`): every match of `_NEW_PROBLEM` holds one of these words.
_NEW_PROBLEM_WORDS = (
    "user", "human", "problem", "question", "exercise", "example", "this one", "your turn",
    "try:", "yourself", "your own", "practice", "bonus", "challenge", "harder", "easier", "tougher",
    "trickier", "more difficult", "as an extra", "as a bonus", "try this", "try these", "try one",
    "try another", "follow-up", "follow up", "another one", "one more one",
)  # fmt: skip
_NEW_PROBLEM_WORD = any_word(_NEW_PROBLEM_WORDS)


def _may_set_problem(text: str, start: int) -> bool:
    if start >= len(text):
        return False
    after = lowered(text[start:])
    return after is None or _NEW_PROBLEM_WORD.search(after) is not None
