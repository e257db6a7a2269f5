"""Issue 25, session 33: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session32_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A MATH box whose `\text{unit}` puts a number gold in another unit than the working's last
# mention of it: an area boxed as a volume, inches boxed as feet, minutes as hours, dollars as
# cents. The same unit (or its abbreviation), or no unit in the working, is left alone.
BOXED_UNITS = [
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42 \\text{ m}^3}$", "42", False, MIS),
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42 \\text{ m}^2}$", "42", True, OK),
    (M, "The rectangle is 6 m by 7 m, so its area is 42 square meters.\n\n$\\boxed{42}$", "42", True, OK),
    (M, "A box 2 by 3 by 4 inches holds $24$ cubic inches.\n\n$\\boxed{24 \\text{ ft}^3}$", "24", False, MIS),
    (M, "A box 2 by 3 by 4 inches holds $24$ cubic inches.\n\n$\\boxed{24 \\text{ in}^3}$", "24", True, OK),
    (M, "Working together they need 1.5 hours, which is $1.5 \\cdot 60 = 90$ minutes.\n\n$\\boxed{90 \\text{ hours}}$", "90", False, MIS),
    (M, "Working together they need 1.5 hours, which is $1.5 \\cdot 60 = 90$ minutes.\n\n$\\boxed{90 \\text{ min}}$", "90", True, OK),
    (M, "Four pens cost $4 \\cdot \\$2.25 = \\$9$.\n\n$\\boxed{9 \\text{ cents}}$", "9", False, MIS),
    (M, "Four pens cost $4 \\cdot \\$2.25 = \\$9$.\n\n$\\boxed{9 \\text{ dollars}}$", "9", True, OK),
    (M, "$3 \\cdot 3 = 9$\n\n$\\boxed{9 \\text{ cm}}$", "9", True, OK),
]  # fmt: skip

# A percentage's sign or word after a box or a number, in English and other languages: the
# answer is then a percentage, refused where the working never made one, kept where it did.
PERCENT_WORDS = [
    (M, "$0.4 \\cdot 60 = 24$\n\n**Answer:** $\\boxed{24}$ percent.", "24", False, MIS),
    (M, "$0.4 \\cdot 60 = 24$\n\n**Answer:** $\\boxed{24}$%", "24", False, MIS),
    (M, "$0.4 \\cdot 60 = 24$\n\n**答え：**$\\boxed{24}$ パーセント", "24", False, MIS),
    (M, "$0{,}4 \\cdot 60 = 24$\n\n**Risposta:** $\\boxed{24}$ per cento", "24", False, MIS),
    (M, "$0.4 \\cdot 60 = 24$\n\n**پاسخ:** $\\boxed{24}$ درصد", "24", False, MIS),
    (M, "$\\frac{24}{60} = 0.4 = 40\\%$\n\n**Answer:** $\\boxed{40}$%", "40", True, OK),
    (M, "$\\frac{24}{60} = 0{,}4$\n\n**Antwort:** $\\boxed{40}$ Prozent", "40", True, OK),
    (M, "Доля равна $\\frac{24}{60} = 0{,}4$, то есть 40 процентов.\n\n**Ответ:** $\\boxed{40}$ процентов", "40", True, OK),
    (G, "0,4 × 60 = 24\n\n**Antwoord:** 24 procent", "24", False, MIS),
    (G, "0,4 × 60 = 24\n\n**Ответ:** 24 процента", "24", False, MIS),
    (G, "24 / 60 = 0,4 = 40 процентов\n\n**Ответ:** 40 процентов", "40", True, OK),
    (G, "24 / 60 × 100 = 40\n\n**Antwort:** 40 Prozent", "40", True, OK),
    (G, "81 − 66 = 15\n\n**Jawaban:** tim biru mendapat 15% poin lebih banyak.", "15", False, MIS),
    (G, "18 / 24 = 0,75\n\nLa réponse est soixante-quinze pour cent.", "75", True, OK),
]  # fmt: skip

# After a boxed answer, the same sentence saying what share of a given it is ("that is, 40
# percent of 60", in the word orders of other languages): a description, no new value.
SHARE_OF_A_GIVEN = [
    (M, "$0.4 \\cdot 60 = 24$\n\n**정답:** $\\boxed{24}$, 즉 60의 40퍼센트입니다.", "24", True, OK),
    (M, "$0{,}4 \\cdot 60 = 24$\n\n**Odpowiedź:** $\\boxed{24}$, czyli 40 procent z 60.", "24", True, OK),
    (M, "$0.4 \\cdot 60 = 24$\n\n**คำตอบ:** $\\boxed{24}$ ซึ่งก็คือ 40 เปอร์เซ็นต์ของ 60", "24", True, OK),
    (M, "$0.4 \\cdot 60 = 24$\n\n**Answer:** $\\boxed{24}$. No wait, it is 40.", "24", False, MIS),
    (M, "$0.4 \\cdot 60 = 24$\n\n**Antwort:** $\\boxed{24}$. Nein, die Antwort ist 40.", "24", False, MIS),
]  # fmt: skip

# A note that says the value is not another; the French thousand; "my (own) answer" labels of
# other languages.
NOTES_AND_LABELS = [
    (G, "30 × 11 = 330\n330 − 90 = 240\n\n**Answer:** 240 (240 ≠ 330)", "240", True, OK),
    (G, "30 × 11 = 330\n330 − 90 = 240\n\n**Answer:** 330 (330 ≠ 240)", "240", False, MIS),
    (G, "30 × 11 = 330\n330 − 90 = 240\n\n**Answer:** 330 (240 ≠ 330)", "240", False, None),
    (G, "8700 + 3300 = 12000\n\n**Réponse :** 12 mille habitants", "12000", True, OK),
    (G, "8700 + 3300 = 12000\n\n**Réponse :** 12 mille habitants", "12", False, MIS),
    (G, "3 × 4 = 12\n\n**Réponse :** 12 milles", "12", True, OK),
    (G, "Gợi ý:\n> #### 131\n\n81 − 66 = 15\n\nĐáp án của tôi: 15", "15", True, OK),
    (G, "Gợi ý:\n> #### 131\n\n81 − 66 = 15\n\nĐáp án của tôi: 15", "131", False, MIS),
    (G, "Nápověda:\n> #### 330\n\n330 − 90 = 240\n\nMoje vlastní odpověď: 240", "240", True, OK),
    (G, "81 − 66 = 15\n\nJawaban saya: 15", "15", True, OK),
]  # fmt: skip

# A finished solution written again word for word and cut by the token limit mid-copy: read
# as the text before the copy; an R1 think block that closes on its boxed final answer, then a summary cut
# before its own; "that are" of a relative clause is no copula; `sqrt(3)/3` in prose.
_SOLUTION = (
    "The rectangle is 7 by 9, so its area is 7 * 9 = 63 square units, and half of it is the "
    "triangle: 63 / 2 = 31.5. Checking: the triangle's base is 7 and its height 9, so the area is "
    "7 * 9 / 2 = 31.5 square units. Therefore, the area of the triangle is 31.5 square units.\n"
)
_THOUGHT = (
    "<think>\nThe sides are 2, 2 and 2*sqrt(3), so by the law of cosines cos Q = sqrt(3)/2, "
    "which is 30 degrees. That checks out.\n\n**Final Answer**\nThe smallest angle measures "
    "\\(\\boxed{30}\\).\n</think>\n\nTo find the smallest angle, we first compute the distances "
    "between the centers. The distance \\(PQ\\) is\n\\[\nPQ = \\sqrt["
)
COPIES_AND_SUMMARIES = [
    (M, _SOLUTION * 4 + _SOLUTION[:150], "31.5", True, OK),
    (M, _SOLUTION * 4 + _SOLUTION[:150], "63", False, MIS),
    (M, _THOUGHT, "30", True, OK),
    (M, _THOUGHT, "60", False, MIS),
    (M, "w\n\nAnswer: There are 4 two-digit integers that are factors of both 120 and 180.", "4", True, OK),
    (M, "w\n\nAnswer: There are 4 two-digit integers that are factors of both 120 and 180.", "120", False, MIS),
    (M, "First we simplify. Therefore, the simplified expression is sqrt(2)/2.", "\\frac{\\sqrt{2}}{2}", True, OK),
    (M, "First we simplify. Therefore, the simplified expression is 1/sqrt(2).", "\\frac{\\sqrt{2}}{2}", True, OK),
    (M, "First we simplify. Therefore, the simplified expression is sqrt(2)/4.", "\\frac{\\sqrt{2}}{2}", False, MIS),
]  # fmt: skip

# After the final box: a last line opened by "Wait" that raises another value in math must agree
# too; a recap line that goes over the steps with their own numbers is no restatement.
AFTER_THE_BOX = [
    (M, "So the answer is $\\boxed{\\frac{3}{4}}$.\n\nWait, the sign could be the other way, giving $-\\frac{3}{4}$.", "\\frac{3}{4}", False, MIS),
    (M, "So the answer is $\\boxed{\\frac{3}{4}}$.\n\nHmm, arctan gives $1$, so maybe it is $\\left(2, \\frac{\\pi}{4}\\right)$.", "\\frac{3}{4}", False, MIS),
    (M, "So the answer is $\\boxed{\\frac{3}{4}}$.\n\nWait, let me double-check: $\\frac{6}{8} = \\frac{3}{4}$. Yes.", "\\frac{3}{4}", True, OK),
    (M, "So the answer is $\\boxed{\\frac{3}{4}}$.\n\nWait, that is $0.75$.", "\\frac{3}{4}", True, OK),
    (G, "First leg: $2 \\times 70 = 140$ km.\nSecond leg: $1.5 \\times 40 = 60$ km.\nTotal: $140 + 60 = 200$ km.\n\n**Final Answer**\n\\[ \\boxed{200} \\]\n\nIn short: 2 hours at 70 km/h is 140 km and 1.5 hours at 40 km/h is 60 km.", "200", True, OK),
    (G, "Ana takes $\\frac{1}{4} \\times 120 = 30$, leaving $90$.\nLeo takes $\\frac{1}{3} \\times 90 = 30$, leaving $60$.\n\n$$\\boxed{60}$$\n\nTo recap: Ana took 30 of the 120 stickers and Leo took 30 of the remaining 90.", "60", True, OK),
    (G, "Ana takes $\\frac{1}{4} \\times 120 = 30$, leaving $90$.\n\n$$\\boxed{60}$$\n\nIn short: she has 90 left.", "60", False, MIS),
]  # fmt: skip

# Answer tags: "the value, not another" in other languages; a note naming an intermediate result;
# thousands in dot or space groups where the working is in a language that writes them so.
TAGS = [
    (M, "<think>\nw\n</think>\n<answer>Es $13$, no $14$</answer>", "13", True, OK),
    (M, "<think>\nw\n</think>\n<answer>È $\\frac{2}{9}$, non $\\frac{9}{2}$</answer>", "\\frac{2}{9}", True, OK),
    (M, "<think>\nw\n</think>\n<answer>Je to $(4, 1)$, ne $(1, 4)$</answer>", "(4, 1)", True, OK),
    (M, "<think>\nw\n</think>\n<answer>Je to $14$, ne $13$</answer>", "13", False, MIS),
    (M, "<think>\nw\n</think>\n<answer>Окончательный ответ: $16\\pi$ (промежуточный результат был $4$)</answer>", "16\\pi", True, OK),
    (M, "<think>\nw\n</think>\n<answer>A resposta final é $6\\sqrt{3}$ (o resultado intermediário era $\\sqrt{3}$)</answer>", "6\\sqrt{3}", True, OK),
    (G, "<think>\n9 × 12 = 108\n108 + 17 = 125\n</think>\n<answer>最終的な答えは108（途中の値は125）</answer>", "125", False, MIS),
    (G, "<think>\nVamos a resolverlo paso a paso.\n3 × 1500 = 4500\n4500 − 270 = 4230\nEntonces el resultado es 4230.\n</think>\n<answer>4.230 gallinas</answer>", "4230", True, OK),
    (G, "<think>\nVamos a resolverlo paso a paso.\n6 × 250 ml = 1.500 ml\n</think>\n<answer>1.500</answer>", "1.5", False, MIS),
    (G, "<think>\nMari kita selesaikan langkah demi langkah.\n3 × 1500 = 4500\n4500 − 270 = 4230\nJadi hasilnya 4230.\n</think>\n<answer>4.230</answer>", "4230", True, OK),
]  # fmt: skip

# Base models' prose: plain-text math after the copula (`2*pi`, `[1, 5)`; not inside a note's
# brackets), a value as the sentence's subject, `pi` as a word; what they write after the answer
# (a sign-off, an end marker, the question echoed or its instruction restated).
_SIGNED = (
    "\n\nI hope this helps! Let me know if you need anything else.\n\nBest,\nYour AI assistant"
)
BASE_MODEL_PROSE = [
    (M, "With r = 3, C = 2 * pi * 3 = 6*pi.\nSo the circumference is 6*pi.", "6\\pi", True, OK),
    (M, "With r = 3, C = 2 * pi * 3 = 6*pi.\nSo the circumference is 6*pi.", "3\\pi", False, MIS),
    (M, "Divide by 3: 2 <= x < 7.\nSo the solution in interval notation is [2, 7).", "[2,7)", True, OK),
    (M, "Divide by 3: 2 <= x < 7.\nSo the solution in interval notation is [2, 7).", "[2,7]", False, MIS),
    (M, "Divide by 3: 2 <= x < 7.\nSo the solution is maybe [2, 7).", "[2,7)", False, None),
    (M, "w\nRéponse : PGCD(60 ; 90) = 30 (et PPCM = 180).", "30", True, OK),
    (M, "The angle is pi/6.\npi/6 is the value of arcsin(1/2).", "\\frac{\\pi}{6}", True, OK),
    (M, "The angle is pi/3.\npi/3 is the value of arccos(1/2).", "\\frac{\\pi}{6}", False, MIS),
    (M, "The probability is 4/36 = 1/9.\n1/9 is the probability that the sum is 5.", "\\frac{1}{9}", True, OK),
    (G, "50,000 + 2500 = 52,500. 52,500 + 3000 = 55,500. 55,500 is the amount she will earn this year with the bonus of $3000.", "55500", True, OK),
    (G, "50,000 + 2500 = 52,500. 52,500 + 3000 = 55,500. 55,500 is the amount she will earn this year with the bonus of $3000.", "52500", False, MIS),
    (G, "So 15 are blue.\n15 is the number of blue beads.", "30", False, MIS),
    (M, "The cube root of $614,\\!125$ is $85$. To find $A + B$, we add the digits $8$ and $5$ together, which equals $13$.", "13", True, OK),
    (M, "The cube root of $614,\\!125$ is $85$. To find $A + B$, we add the digits $8$ and $5$ together, which equals $13$.", "85", False, MIS),
    (M, "Then x^3 - 2x + 1 = (2x + 1) - 2x + 1 = 2.\n\nThis method avoids dealing with the specific solutions and uses the original equation directly.", "2", True, OK),
    (M, "Then x^3 - 2x + 1 = (2x + 1) - 2x + 1 = 2.\n\nThis method avoids dealing with the specific solutions and uses the original equation directly.", "3", False, MIS),
    (G, "12 * 1250 = 15000\nJawaban akhir: 15.000 dolar\n\nLupakan saja, saya akan menghitung ulang dari awal.", "15000", False, None),
    (M, "$(x - 3)(x - 4) = 0$\n\nSvar: $x = 3$ og $x = 4$\n\nVent, det er forkert. Jeg må regne det igen.", "3, 4", False, None),
    (G, "The rest are red: 50 - 20 = 30.\nSo there are 30 red beads in the box." + _SIGNED, "30", True, OK),
    (G, "The rest are red: 50 - 20 = 30.\nSo there are 30 red beads in the box.\n\nA box holds 50 beads. Twenty are blue. How many red beads are in the box?", "30", True, OK),
    (G, "The rest are red: 50 - 20 = 30.\nSo there are 30 red beads in the box.\n\n### End of solution ###\n\nFun fact: glass beads are 4000 years old.", "30", True, OK),
    (M, "So 3 + 4 = 7.\n7 is the sum of the roots.\n\nFind the sum of the roots of x^2 - 7x + 12 = 0.", "7", True, OK),
    (M, "So 3 + 4 = 7.\n7 is the sum of the roots.\n\nFind the sum of the roots of x^2 - 7x + 12 = 0.", "12", False, MIS),
]  # fmt: skip

# Accidents at the token limit: a loop of a closing with no number (dropped) or of the answer's
# sentence (one copy read; a loop that turns against itself stays no answer), the reply begun
# again from the top and cut, a check or summary after the answer line cut or unconcluded, a box
# in an unclosed think block followed by a check that is cut, an invented user turn in another
# language, a short solution copied word for word and cut.
_ANSWER_JA = "4 × 12 = 48\n48 + 9 = 57\n\nしたがって、答えは 57 です。"
ACCIDENTS = [
    (G, _ANSWER_JA + "\n\n" + "お役に立てれば幸いです！\n" * 40 + "お役に立て", "57", True, OK),
    (G, "4 × 12 = 48\n48 + 9 = 57\n\n" + "したがって、答えは 57 です。 " * 40 + "したがっ", "57", True, OK),
    (G, "4 × 12 = 48\n48 + 9 = 57\n\n" + "**Réponse :** 57\n\n" * 40 + "**Répon", "57", True, OK),
    (G, "4 × 12 = 48\n48 + 9 = 57\n\n" + "Mais la bonne réponse est 57. " * 30, "57", False, None),
    (G, "好的，让我一步一步地解这道题。\n\n4 × 12 = 48\n48 + 9 = 57\n\n**答案：**57\n\n希望对你有帮助！\n\n好的，让我一步", "57", True, OK),
    (G, _ANSWER_JA + "\n\nもう一度確認します：\n57 − 9 = 48\n48 ÷ 4 = ", "57", True, OK),
    (G, "4 × 12 = 48\n48 + 9 = 57\n\n따라서 답은 57입니다.\n\n다시 한번 확인해 보겠습니다:\n4 × 13 = 52\n52 + 9 = 61", "61", False, MIS),
    (G, "Die Antwort ist also 57.\n\nIch überprüfe das noch einmal:\n57 − 9 = ", "57", True, OK),
    (M, "<think>\n$4 \\cdot 12 + 9 = 57$\n所以答案是 $\\boxed{57}$。\n等等，让我再验证一下。\n$57 - 9 = 48$\n等等，让我", "57", False, NONE),
    (M, "<think>\n$4 \\cdot 12 + 9 = 57$\n\nSo the answer is $\\boxed{57}$.", "57", True, OK),
    (G, "<think>\n4 × 12 = 48\n48 + 9 = 57\nPor lo tanto, la respuesta es 57.\n\\boxed{57}\n</think>\n\n**Resumen:**\n1. 48 + 9 = ", "57", True, OK),
    (G, "38 − 15 = 23\n\nPor lo tanto, la respuesta es 23.\n\nUsuario: ¡Gracias! Ahora este: 8 × 7\n\nAsistente: 8 × 7 = 56\n\nPor lo tanto, la respuesta es 56.", "56", False, MIS),
    (G, "38 − 15 = 23\n\nPor lo tanto, la respuesta es 23.\n\nUsuario: ¡Gracias! Ahora este: 8 × 7\n\nAsistente: 8 × 7 = 56\n\nPor lo tanto, la respuesta es 56.", "23", True, OK),
    (G, ("Certo, vou resolver passo a passo.\n\n27 × 8 = 216\n342 − 216 = 126\n\nSolução:\nPasso 1: 27 × 8 = 216\nPasso 2: 342 − 216 = 126\n\nPortanto, a resposta é 126.\n\n**Resposta:** 126\n\nEspero ter ajudado!\n\n") * 2 + "Certo, vou resolver passo a passo.\n\n27 × 8 = 216\n342 − 216 = 126\n\nSolução:\nPasso 1: 27 × 8 = 216\nPasso 2: 342 − 216 = ", "126", True, OK),
    (G, "7 × 12 = 84\n84 + 5 = 89\n\n" + "Let me check again.\n" * 40, "89", False, NONE),
    (G, "7 × 12 = 84\n84 + 5 = 89\n\n" + "让我再检查一遍。" * 40, "89", False, NONE),
    (G, "In 4 years: 5s + 4 = 3(s + 4), so s = 4.\nThe answer is 4. Never mind, 4 is the son's age; the father is 20.", "20", True, OK),
    (M, "The centers are\n- P: (1, 2)\n- Q: (-2, 0)\n- S: (2, 0)\n\nSo the smallest angle is $\\boxed{30}$.", "30", True, OK),
]  # fmt: skip

ALL = (
    BASE_MODEL_PROSE
    + ACCIDENTS
    + BOXED_UNITS
    + PERCENT_WORDS
    + SHARE_OF_A_GIVEN
    + NOTES_AND_LABELS
    + COPIES_AND_SUMMARIES
    + AFTER_THE_BOX
    + TAGS
)


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session33_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
