"""Issue 25, session 27: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session26_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

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


# A speed's unit in the working is a rate (real round 36: `\boxed{6 \text{ miles per hour}}`
# after "= 6 \text{ mph}" and "6 miles" remaining); a rate said of a distance left still is not.
SPEED_IS_A_RATE = [
    (G, "\\[\n\\text{Required Speed} = \\frac{\\text{Remaining Distance}}{\\text{Remaining Time}} = "
     "\\frac{6 \\text{ miles}}{1 \\text{ hour}} = 6 \\text{ mph}\n\\]\n\n**Final Answer:**\n\n"
     "\\[\n\\boxed{6 \\text{ miles per hour}}\n\\]", "6", True, OK),
    (G, "So 6 miles are left.\n#### 6 miles per hour", "6", False, MIS),
]  # fmt: skip

# A fraction turned into the percentage the answer gives (real round 36: "58/900, which is
# approximately 6.4%" then `<answer>6.4%</answer>`); a percentage the working never made is not.
FRACTION_AS_PERCENT = [
    (G, "Both ways: 58/900, which is approximately 6.4%. </think> <answer>6.4%</answer>", "6.4",
     True, OK),
    (G, "There are 64 left, 6.4 of them. </think> <answer>6.4%</answer>", "6.4", False, MIS),
]  # fmt: skip

# A closing sentence "at the end of the day" restates the answer (round 127); the same words
# after the box's own value agree.
SUMMARY_AT_THE_END = [
    (G, "252 - 175 = 77.\n\\boxed{77}\n\nSo the bakery has 95 cookies left at the end of the day.",
     "77", False, MIS),
    (G, "252 - 175 = 77.\n\\boxed{77}\n\nSo the bakery has 77 cookies left at the end of the day.",
     "77", True, OK),
]  # fmt: skip

# A follow-up problem after the answer is the model's own (round 127).
FOLLOW_UP = [
    (M, "A decagon has $35$.\n\nThus, the answer is \\(\\boxed{35}\\).\n\nFollow-up: a dodecagon has "
     "$\\frac{12 \\cdot 9}{2} = \\boxed{54}$ diagonals.", "35", True, OK),
    (M, "A decagon has $54$.\n\nThus, the answer is \\(\\boxed{54}\\).\n\nFollow-up: a dodecagon has "
     "$\\boxed{35}$ diagonals.", "35", False, MIS),
]  # fmt: skip

# Minutes or seconds said of a value the working computed in degrees rename it (round 127); a
# clock problem's minutes stay.
MINUTES_FOR_DEGREES = [
    (M, "Each angle is $540^\\circ / 5 = 108^\\circ$. \\(\\boxed{108 \\text{ minutes}}\\)", "108",
     False, MIS),
    (M, "The hands gain $5.5^\\circ$ a minute; 110/5.5 = 20 minutes. \\(\\boxed{20 \\text{ minutes}}\\)",
     "20", True, OK),
]  # fmt: skip

# A struck-out phrase holding a box (round 128: `~~The answer is $\boxed{..}$~~`) states nothing.
STRUCK_PHRASE_WITH_MATH = [
    (M, "x\n\n~~The answer is $\\boxed{\\frac{5}{36}}$~~\n\nI need to recheck the count.",
     "\\frac{5}{36}", False, NONE),
    (M, "x\n\n~~The answer is $\\boxed{\\frac{5}{35}}$~~ The answer is $\\boxed{\\frac{5}{36}}$.",
     "\\frac{5}{36}", True, OK),
]  # fmt: skip

# After what someone else reported, ", but the exact figure is" is the model's own (round 128).
BUT_THE_FIGURE = [
    (G, "0.575 * 100 = 57.5%.\n\nThe teacher reported \"about 60%\", but the exact figure is 57.5%.",
     "57.5", True, OK),
    (G, "0.575 * 100 = 57.5%.\n\nThe teacher reported 57.5%, but the exact figure is 60%.", "57.5",
     False, MIS),
]  # fmt: skip

# Percentage points are a change of a rate, in English and other languages (rounds 128, 129).
PERCENTAGE_POINTS = [
    (G, "0.575 * 100 = 57.5%.\n\nThe pass rate rose by 57.5 percentage points.", "57.5", False,
     NONE),
    (G, "27 / 40 * 100 = 67.5 percent.\nZdało o 67,5 punktu procentowego więcej.", "67.5", False,
     NONE),
    (G, "0.575 * 100 = 57.5%.\n\nThe pass rate is 57.5 percent.", "57.5", True, OK),
]  # fmt: skip

# A difference said of the working's total (round 128: "372 more miles than planned" after "In
# all: ... = 372 miles"); a difference the working made stays.
DIFFERENCE_OF_A_TOTAL = [
    (G, "First leg: 192 miles.\nIn all: 192 + 180 = 372 miles.\n\nThe Garcias drove 372 more miles "
     "than planned.", "372", False, MIS),
    (G, "In total she has 15 - 10 = 5 more apples than Tom.\n#### 5 more apples", "5", True, OK),
]  # fmt: skip

# The answer put back into the equation, ending on a given of the problem (round 128).
COMPUTED_BACK = [
    (M, "Write $128 = 2^7$ and $4 = 2^2$, so $x = \\frac{7}{2}$.\n\n\\boxed{3.5}\n\nThat is, "
     "$4^{3.5} = 128$.", "\\frac{7}{2}", True, OK),
    (M, "Write $128 = 2^7$ and $4 = 2^2$, so $x = \\frac{7}{2}$.\n\n\\boxed{3.5}\n\nThat is, "
     "$4^{3.5} = 129$.", "\\frac{7}{2}", False, MIS),
]  # fmt: skip

# Round 129: "wrong" in Serbian and Bulgarian Cyrillic; a thousand in Danish, Tamil, Romanian;
# pairs in Catalan; a percent sign after the math; a next question in Swahili; degrees of frost
# in Finnish and Norwegian; "that is" in Urdu; Spanish roots joined by "y"; a German school
# point; a transposed row with semicolons; Vietnamese and Romanian thousands; a complex number in
# plain text; a CJK answer line that ends on math.
ROUND_129 = [
    (M, "So each is $1440^\\circ / 10$.\n\n$\\boxed{144}$ (погрешно)", "144", False, NONE),
    (M, "So $\\frac{4}{36} = \\boxed{\\frac{1}{9}}$ (грешно)", "\\frac{1}{9}", False, NONE),
    (G, "252 - 197 = 55 rolls.\nDer er 55 tusind boller tilbage.", "55", False, MIS),
    (G, "252 - 197 = 55 rolls.\nவிடை 55 ஆயிரம் ரொட்டிகள்.", "55", False, MIS),
    (G, "22500 + 3000 = 25500.\nEconomiile totale sunt 25.500 mii de lei.", "25500", False, MIS),
    (G, "22500 + 3000 = 25500.\nEconomiile totale sunt 25.500 de lei.", "25500", True, OK),
    (G, "252 - 197 = 55 rolls.\nQueden 55 parells de panets.", "55", False, MIS),
    (M, "so $\\frac{4}{36}$\n\nSandsynligheden er $\\frac{1}{9}$ %.", "\\frac{1}{9}", False, MIS),
    (M, "$a + 2b$\n\nJibu: $(4, 7, 7)^T$.\n\nSwali linalofuata: Hesabu $a - b$. Jibu: $(4, 7, -1)^T$.",
     "(4, 7, -1)", False, MIS),
    (G, "-3 - 9 = -12 degrees.\nLämpötila on lopulta 12 pakkasastetta.", "-12", True, OK),
    (G, "-3 - 9 = -12 degrees.\nTemperaturen blir 12 grader kulde.", "-12", True, OK),
    (M, "so 4x = 7\n</think>\n<answer>$x = \\frac{7}{4}$ یعنی $1.75$</answer>", "\\frac{7}{4}", True,
     OK),
    (M, "so 4x = 7\n</think>\n<answer>$x = \\frac{7}{4}$ یعنی $1.5$</answer>", "\\frac{7}{4}", False,
     PARSE),
    (M, "so\n</think>\n<answer>x = 2 y x = 5</answer>", "2, 5", True, OK),
    (M, "so\n</think>\n<answer>x = 2 y x = 6</answer>", "2, 5", False, MIS),
    (M, "M = ((-2 + 5)/2, (7 - 3)/2)\n</think>\n<answer>Der Mittelpunkt ist $M(1{,}5 \\mid 2)$.</answer>",
     "\\left( \\frac{3}{2}, 2 \\right)", True, OK),
    (M, "a + 2b\n\nA keresett vektor: $(4; 7; -1)^T$", "\\begin{pmatrix} 4 \\\\ 7 \\\\ -1 \\end{pmatrix}",
     True, OK),
    (G, "22500 + 3000 = 25500.\nĐáp số: 25.500 euro\n#### 25500", "25500", True, OK),
    (M, "so $3 - i + 2$\n\nВідповідь: 5 − i", "5 - i", True, OK),
    (M, "so $3 - i + 2$\n\nВідповідь не 5 − i", "5 - i", False, NONE),
    (M, "so $3 - i + 2$\n\n答案是 $5 - i$。", "5 - i", True, OK),
    (M, "so $3 - i + 2$\n\n答案不是 $5 - i$。", "5 - i", False, NONE),
]  # fmt: skip


# Rounds 130-131: a note that judges the phrase's value wrong; "together" is a whole a rate is not
# said of; `135 rad` after working in degrees; a doubt before a restart that is cut; a few-shot
# example echoed, then the task's question left unanswered; "Follow-up (a):"; a thousand and a
# million in more languages; "but" written onto the verb (Korean, Turkish) or after a comma
# (Serbian, Hungarian); "wrong" in Polish; "wait" inside a tag, then words of why and a colon;
# a difference worked with LaTeX's escaped dollar before a box and "more" (real round 37).
ROUNDS_130_131 = [
    (M, "so $5 - i$.\nFinal Answer: The final answer is $5 - i$ (this is incorrect). I hope it is "
     "correct.", "5 - i", False, PARSE),
    (M, "so $5 - i$.\nFinal Answer: The final answer is $5 - i$. I hope it is correct.", "5 - i", True,
     OK),
    (G, "Together 38.25 + 33.60 = 71.85 dollars.\n#### 71.85 per ticket", "71.85", False, None),
    (G, "Together 38.25 + 33.60 = 71.85 dollars.\n#### 71.85", "71.85", True, OK),
    (M, "Each angle is 1080/8 = 135.\n</think>\n<answer>135 rad</answer>", "135", False, MIS),
    (M, "$\\sqrt{48} = 4\\sqrt{3}$.\n\n$\\boxed{4\\sqrt{3}}$\n\nHmm, I don't think that's right. Let me "
     "start over.\n\n$48 = ", "4\\sqrt{3}", False, NONE),
    (G, "Q: A shop had 100 pens and sold 35. How many are left?\nA: 100 - 35 = 65. The answer is 65."
     "\n\nQ: A bakery bakes 14 trays and sells 187. How many are left?\nA:", "65", False, NONE),
    (G, "Q: How many were baked?\nA: 252.\nQ: How many are left?\nA: 65.\n#### 65", "65", True, OK),
    (G, "38.25 + 33.60 = 71.85 dollars.\n#### 71.85\n\nFollow-up (a): two adults alone would pay "
     "2 * 12.75 = 25.50.", "71.85", True, OK),
    (G, "252 − 187 = 65\n\nAtbilde: 65 tūkstoši.", "65", False, MIS),
    (G, "252 − 187 = 65\n\nDie antwoord is 65 duisend.", "65", False, MIS),
    (G, "80000 × 30 = 2400000\n\nOdpowiedź: 2,4 miliona butelek.", "2400000", True, OK),
    (G, "80000 × 30 = 2400000\n\nSvaret er 2,4 millioner flasker.", "2400000", True, OK),
    (G, "252 − 187 = 65\n\n친구는 답이 75라고 하지만, 제 계산으로는 65입니다.", "65", True, OK),
    (G, "252 − 187 = 65\n\nArkadaşım cevabın 75 olduğunu söylüyor ama ben 65 buldum.", "65", True,
     OK),
    (G, "252 − 187 = 65\n\nAz osztálytársam szerint a válasz 75, de nekem 65 jön ki.", "65", True,
     OK),
    (G, "252 − 187 = 65\n\nOdpowiedź: 65 (błędnie).", "65", False, None),
    (G, "262 − 187 = 75\n</think>\n<answer>75 نان باقی می‌ماند. صبر کنید، این اشتباه است: پاسخ درست 65 "
     "است.</answer>", "65", True, OK),
    (G, "- **Difference:** \\(520 - 480 = \\$40\\)\n\n### Final Answer\nThe mechanic earned "
     "\\(\\boxed{40}\\) dollars more on the day with higher revenue.", "40", True, OK),
    (G, "Total: \\(520 + 480 = \\$1000\\)\n\nThe mechanic earned \\(\\boxed{40}\\) dollars more.",
     "40", False, PARSE),
    (G, "252 − 187 = 65\n\nA válasz 65.\n\nGyakorló feladat: ha 200 zsemlét adnak el, hány marad? "
     "(Megoldás: 52)", "65", True, OK),
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
                        ("or_equivalently", OR_EQUIVALENTLY), ("bold_last_cell", BOLD_LAST_CELL),
                        ("speed_is_a_rate", SPEED_IS_A_RATE),
                        ("fraction_as_percent", FRACTION_AS_PERCENT),
                        ("summary_at_the_end", SUMMARY_AT_THE_END), ("follow_up", FOLLOW_UP),
                        ("minutes_for_degrees", MINUTES_FOR_DEGREES),
                        ("struck_phrase_with_math", STRUCK_PHRASE_WITH_MATH),
                        ("but_the_figure", BUT_THE_FIGURE), ("percentage_points", PERCENTAGE_POINTS),
                        ("difference_of_a_total", DIFFERENCE_OF_A_TOTAL),
                        ("computed_back", COMPUTED_BACK), ("round_129", ROUND_129),
                        ("rounds_130_131", ROUNDS_130_131))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session27_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
