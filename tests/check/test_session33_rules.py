"""Issue 25, session 33: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session32_rules.py and
before."""

from __future__ import annotations

import pytest
from rppo_check import load_checker

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

# An answer with a closing note in brackets: the note's givens are weighed against the working
# (more than four words before it too); a note that says the value is not another; the French
# thousand; "my (own) answer" labels of other languages.
NOTES_AND_LABELS = [
    (G, "5 × 7 = 35\n35 × 2 = 70\n\n**Answer:** 70 cups in all (35 guests × 2 cups).", "70", True, OK),
    (G, "5 × 7 = 35\n35 × 2 = 70\n\n**Answer:** 70 cups in all (35 guests × 3 cups).", "70", False, None),
    (G, "5 × 7 = 35\n35 × 2 = 70\n\n**Answer:** 70 dollars will be left (after spending 35 dollars).", "70", True, OK),
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

ALL = BOXED_UNITS + PERCENT_WORDS + SHARE_OF_A_GIVEN + NOTES_AND_LABELS


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session33_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct is correct, (completion, verdict)
    if reason is not None:
        assert verdict.reason == reason, (completion, verdict)
