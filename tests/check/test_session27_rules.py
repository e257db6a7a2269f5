"""Issue 25, session 27: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session26_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# The words for a dozen in Finnish, Danish and Norwegian, Slovak, Serbian, Bulgarian and Hebrew's
# construct state multiply the number (round 126: "265 dusin bøger" was read as 265 books).
DOZEN_WORDS = [
    (G, "14 × 23 = 322\n322 − 57 = 265\nSvaret er 265 dusin bøger.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nVastaus on 265 tusinaa kirjoja.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nOdpoveď je 265 tuctov kníh.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nОтговорът е 265 дузини книги.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nOdgovor je 265 tuceta knjiga.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nהתשובה היא 265 תריסרי ספרים.", "265", False, MIS),
    (G, "14 × 23 = 322\n322 − 57 = 265\nSvaret er 265 bøger.", "265", True, OK),
]

# A label that names the answer in another language, its colon and a number alone is a whole
# line, not prose cut before its full stop; "final" in more languages is a plain word between
# the answer word and the value (round 126: three decimals refused as cut off).
LABELLED_ABROAD = [
    (G, "3.5 × 12.40 = 43.40\n**Jibu la mwisho:** 43.40", "43.4", True, OK),
    (G, "3,5 × 12,40 = 43,40\n**Konačan odgovor:** 43,40", "43.4", True, OK),
    (G, "3.5 × 12.40 = 43.40\n**תשובה סופית:** 43.40", "43.4", True, OK),
    (G, "3.5 × 12.40 = 43.40\n**Jibu la mwisho:** 44.40", "43.4", False, MIS),
    (G, "3,5 × 12,40 = 43,40\nOdgovor nije: 43,40", "43.4", False, NONE),
    (G, "3.5 × 12.40 = 43.40\nJibu si: 43.40", "43.4", False, NONE),
]

# A label ("Resposta final:"), then a sentence that names the answer again: the words read are
# those of the sentence (round 126's Catalan Minerva line); not after a verb of saying ("the
# answer key says: 'the answer is 435'", round 94).
LABEL_THEN_SENTENCE = [
    (
        M,
        "$x^2 - 3x - 10 \\le 0$\n\nResposta final: La resposta final és $[-2, 5]$. Espero que "
        "sigui correcta.",
        "[-2, 5]",
        True,
        OK,
    ),
    (M, "$x$\n\nRespuesta final: La respuesta no es $[-2, 5]$.", "[-2, 5]", False, NONE),
    (G, "这道题我不会做。书后的答案写着：“答案是 435。”", "435", False, NONE),
]

# "The right answer is" in Indonesian and Malay (`yang benar`, `yang betul`, `yang tepat`) after a
# retraction: the box after it is the model's (round 126); "yang salah" (the wrong one) is not.
RIGHT_ANSWER_ABROAD = [
    (
        M,
        "Jawabannya adalah $\\boxed{45}$.\n\nTunggu, itu salah. Jawaban yang benar adalah "
        "$\\boxed{135^\\circ}$.",
        "135",
        True,
        OK,
    ),
    (
        M,
        "Jawapannya ialah $\\boxed{45}$.\n\nTunggu, saya tersilap. Jawapan yang betul ialah "
        "$\\boxed{135^\\circ}$.",
        "135",
        True,
        OK,
    ),
    (M, "Jawaban yang salah adalah $\\boxed{135}$.", "135", False, NONE),
]

# An exercise set for practice after the answer, in other languages, is a problem of the model's
# own (round 126: "Übungsaufgabe: ... Lösung: 265." was read as the answer).
EXERCISE_ABROAD = [
    (
        G,
        "14 × 23 = 322\n\nDie Antwort ist 322.\n\nÜbungsaufgabe: Wie viele Bücher bleiben, wenn 57 "
        "ausgeliehen werden? Lösung: 322 − 57 = 265.",
        "265",
        False,
        MIS,
    ),
    (
        G,
        "14 × 23 = 322\n\nLa respuesta es 322.\n\nEjercicio: ¿cuántos libros quedan si se prestan "
        "57? Solución: 265.",
        "322",
        True,
        OK,
    ),
]

# A `####` line right after an answer line in another language, repeating its value and noun,
# says what that line says (round 126: "#### 265 Bücher" did not parse); a word that changes the
# number is kept.
HASH_REPEATS_THE_LINE = [
    (G, "322 − 57 = 265\nDie Antwort ist 265 Bücher.\n#### 265 Bücher", "265", True, OK),
    (G, "322 − 57 = 265\nCevap: 265 kitap.\n#### 265 kitap", "265", True, OK),
    (G, "322 − 57 = 265\nDie Antwort ist 265 Bücher.\n#### 256 Bücher", "265", False, None),
    (G, "322 − 57 = 265\nDie Antwort ist 265 Bücher weniger.\n#### 265 Bücher weniger", "265",
     False, PARSE),
    (G, "322 − 57 = 265\nDie Antwort ist 265.\n#### 265 Bücher", "265", False, PARSE),
]  # fmt: skip

# A sentence after the answer that states it again and goes on in words to a given number
# (round 124: "It takes Ben 14 weeks to save $490." read 490 as a new value); a range, a choice,
# a turn or a second clause still bring a second value.
RESTATED_THEN_DESCRIBED = [
    (G, "490 / 35 = 14\n<answer>14</answer>\nIt takes Ben 14 weeks to save $490.", "14", True, OK),
    (G, "490 / 35 = 14\n<answer>14</answer>\nIt takes Ben 14 weeks or maybe 15.", "14", False,
     MIS),
    (G, "490 / 35 = 14\n<answer>14</answer>\nBen saves for 14 weeks and then has $490.", "14",
     False, MIS),
    (G, "490 / 35 = 14\n#### 14\nBen needs 14 weeks, but really 15.", "14", False, MIS),
]  # fmt: skip

# "Not a cent more" after the value says it is exact (round 125); a number after it is another.
NOT_A_CENT_MORE = [
    (G, "75 - 75 = 0 dollars are left.\nSo she has 0 dollars left, not a cent more.", "0", True,
     OK),
    (G, "75 - 75 = 0 dollars are left.\nSo she has 0 dollars left, not a cent more than 5.", "0",
     False, NONE),
]  # fmt: skip

# A box that opens with `\text{The area is }` holds the math after it (round 125); words that
# deny or hedge keep the box unread.
NAMED_IN_TEXT = [
    (M, "The radius is $5$. $\\boxed{\\text{The area is } 25\\pi}$", "25\\pi", True, OK),
    (M, "The radius is $5$. $\\boxed{\\text{The area is } 24\\pi}$", "25\\pi", False, MIS),
    (M, "The radius is $5$. $\\boxed{\\text{The area is not } 25\\pi}$", "25\\pi", False, PARSE),
    (M, "The radius is $5$. $\\boxed{\\text{Approximately the area is } 25\\pi}$", "25\\pi",
     False, PARSE),
]  # fmt: skip

# "Or equivalently" after the box gives a second form, which must be equal (round 125: `or
# equivalently $\sqrt{12}$` after `\boxed{2\sqrt{6}}` was let pass).
OR_EQUIVALENTLY = [
    (M, "$\\boxed{2\\sqrt{6}}$, or equivalently $\\sqrt{12}$.", "2\\sqrt{6}", False, MIS),
    (M, "$\\boxed{2\\sqrt{6}}$, or equivalently $\\sqrt{24}$.", "2\\sqrt{6}", True, OK),
]

# A table that ends on a row whose last cell alone is bold: that cell (round 125).
BOLD_LAST_CELL = [
    (M, "Running sums:\n\n| d | sum |\n|---|---|\n| 18 | 55 |\n| 36 | **91** |", "91", True, OK),
    (M, "Running sums:\n\n| d | sum |\n|---|---|\n| 18 | 55 |\n| 36 | **90** |", "91", False,
     MIS),
    (M, "Running sums:\n\n| d | sum |\n|---|---|\n| 18 | 55 |\n| **36** | 91 |", "91", False,
     NONE),
]  # fmt: skip


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("dozen_words", DOZEN_WORDS), ("labelled_abroad", LABELLED_ABROAD),
                        ("label_then_sentence", LABEL_THEN_SENTENCE),
                        ("right_answer_abroad", RIGHT_ANSWER_ABROAD),
                        ("exercise_abroad", EXERCISE_ABROAD),
                        ("hash_repeats_the_line", HASH_REPEATS_THE_LINE),
                        ("restated_then_described", RESTATED_THEN_DESCRIBED),
                        ("not_a_cent_more", NOT_A_CENT_MORE), ("named_in_text", NAMED_IN_TEXT),
                        ("or_equivalently", OR_EQUIVALENTLY), ("bold_last_cell", BOLD_LAST_CELL))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session27_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
