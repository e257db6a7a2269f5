"""Issue 25, session 19: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). The earlier sessions' cases are in
test_issue25_classes.py."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS = "ok", "mismatch"
BOX = "So $\\boxed{\\frac{3}{2}}$\n"

# An edit note after the answer in another language puts its value in the answer's place, as
# "Correction:" does in English (round 45's miss: "更正：答案应为 $\frac{2}{3}$。").
FOREIGN_CORRECTIONS = [
    (M, BOX + "更正：答案应为 $\\frac{2}{3}$。", "\\frac{3}{2}", False, MIS),
    (M, BOX + "更正：答案应为 $\\frac{2}{3}$。", "\\frac{2}{3}", True, OK),
    (M, BOX + "更正：答案应为 $\\frac{3}{2}$。", "\\frac{3}{2}", True, OK),
    (M, BOX + "答案应该是 $\\frac{2}{3}$。", "\\frac{3}{2}", False, MIS),
    (M, BOX + "訂正：$\\frac{2}{3}$", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Korrektur: $\\frac{2}{3}$.", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Corrección: la respuesta es $\\frac{2}{3}$.", "\\frac{3}{2}", False, MIS),
    (M, BOX + "Corrección: la respuesta es $\\frac{2}{3}$.", "\\frac{2}{3}", True, OK),
    (G, "#### 20\nИсправление: 21", "20", False, MIS),
    (G, "#### 20\nИсправление: 21", "21", True, OK),
    (G, "#### 20\n修正：21", "20", False, MIS),
    # a note that names no value takes nothing back
    (M, BOX + "注意：答案应为最简分数。", "\\frac{3}{2}", True, OK),
    # "should be" alone states what a step should give, not the answer
    (G, "#### 20\n第二步应为 4 + 16 = 20。", "20", True, OK),
]

# Rounds 46-48's rules (scored fresh first: bench/NOTES-checker.md, session 19).
# Counting in groups: "84 pairs" is 168 beads unless the working counted pairs (MATH did this
# already; GSM8K now too, and both in other languages).
GROUPS = [
    (G, "The blue beads: 7 * 12 = 84.\nThe answer is 84 pairs.", "84", False, MIS),
    (G, "The blue beads: 7 * 12 = 84.\nLa respuesta es 84 pares.", "84", False, MIS),
    (G, "46 socks make 46 / 2 = 23 pairs.\n#### 23 pairs", "23", True, OK),
    # (a longer word that holds it is no grouping: "par" is in "parts")
    (
        G,
        "9 parts of 108 / 9 = 12 beads, and 7 * 12 = 84.\nLa respuesta es 84 pares.",
        "84",
        False,
        MIS,
    ),
    (G, "#### 7 dozen", "84", True, OK),  # (GSM8K reads "dozen" as 12)
    # "答案是 13 打。" is 13 dozen; a counter after the number is dropped
    (G, "463 - 450 = 13 apples are left.\n答案是 13 打。", "13", False, MIS),
    (G, "463 - 450 = 13 apples are left.\n答案是 13 个。", "13", True, OK),
]
# A denied value with an aside before "but", in English and in other languages.
NOT_THIS_BUT = [
    (G, "Priya is 45.\nThe answer is not 15 (that is the nephew) but 45.", "45", True, OK),
    (G, "Priya is 45.\nThe answer is not 45 (that is Priya) but 15.", "45", False, MIS),
    (
        M,
        "So $\\sin x$. La réponse n'est pas $\\frac{1}{2}$ mais $-\\frac{1}{2}$.",
        "-\\frac{1}{2}",
        True,
        OK,
    ),
    (
        M,
        "So $\\sin x$. La réponse n'est pas $\\frac{1}{2}$ mais $-\\frac{1}{2}$.",
        "\\frac{1}{2}",
        False,
        MIS,
    ),
    (M, "Then. La respuesta no es $(-8, 3)$ sino $[-8, 3]$.", "[-8, 3]", True, OK),
    # "not" before a description denies no value; before the answer's value it still does
    (G, "#### 10\n\nNote that the answer is not the average of 14 and 35.", "10", True, OK),
    (G, "#### 10\n\nNote that the answer is not 10.", "10", False, "parse_error"),
    # a value denied in the main clause before a reason is no new value
    (
        M,
        "So the remainder is $\\boxed{12}$ (not $-1$, since remainders lie in $0, \\dots, 12$).",
        "12",
        True,
        OK,
    ),
    (
        M,
        "So the remainder is $\\boxed{12}$, since $5^{30} \\equiv 12$. Hmm, it is $-1$, since $5^2 = 25$.",
        "12",
        False,
        MIS,
    ),
]
# After a retraction word, a text that ends saying the answer stands took nothing back.
STANDS = [
    (
        M,
        "$= \\boxed{-11 - 2i}$\n\nWait, is $8i^3 = -8i$? Yes, since $i^3 = -i$. So the answer stands.",
        "-11 - 2i",
        True,
        OK,
    ),
    (
        M,
        "$= \\boxed{-11 - 2i}$\n\nWait, $8i^3 = 8i$, so it is $-11 + 14i$.",
        "-11 - 2i",
        False,
        MIS,
    ),
]
# A check line ticked or agreed to is skipped by the last-line reading, in other languages too.
CHECK_LINES = [
    (G, "Die Antwort ist 86.\nProbe: 4 * 86 = 344. ✓", "86", True, OK),
    (G, "So she has 86.\nCheck: 4 * 86 = 344 ✓", "86", True, OK),
    (G, "答案是 86。\n验证：4 × 86 = 344 ✓", "86", True, OK),
    # a check line in another language with no word that denies or corrects checks the answer
    # (round 53: "검산", "检验", "تحقق"); in English the check must agree or be cut off
    (G, "Die Antwort ist 86.\nProbe: 4 * 86 = 344.", "86", True, OK),
    (G, "The answer is 86.\nCheck: 4 * 86 = 344. Wrong, it is 87.", "86", False, MIS),
    # an empty box after the think block is the answer left out
    (
        M,
        "<think>\nSo the quotient is $\\frac{1}{2}$.\nCheck: ok ✓.\n</think>\n\n$\\boxed{}$",
        "\\frac{1}{2}",
        False,
        None,
    ),
]
# A note in brackets that says the value is negative agrees with a negative value.
SIGN_NOTES = [
    (G, "#### -10.65 (negative: the account is overdrawn)", "-10.65", True, OK),
    (G, "#### -10.65 (negative: the account is overdrawn)", "10.65", False, MIS),
    (G, "#### 10.65 (negative)", "10.65", False, "parse_error"),
]
# Lists, "so" clauses and agreement in other languages.
ABROAD = [
    (M, "<answer>答案是 $x = -4$ 和 $x = \\frac{3}{2}$</answer>", "-4, \\frac{3}{2}", True, OK),
    (M, "<answer>答案是 $x = -4$ 和 $x = \\frac{3}{2}$</answer>", "\\frac{3}{2}", False, MIS),
    (
        G,
        "Donc la réponse est 24,5.\nNon, attendez : 1/14 + 1/35 = 1/10, donc la réponse est 10.",
        "10",
        True,
        OK,
    ),
    (
        G,
        "Donc la réponse est 24,5.\nNon, attendez : 1/14 + 1/35 = 1/10, donc la réponse est 10.",
        "24.5",
        False,
        MIS,
    ),
    (
        M,
        "So $x = \\frac{5}{37}$. The textbook's answer, $\\frac{5}{37}$, agrees: $\\boxed{\\frac{5}{37}}$.",
        "\\frac{5}{37}",
        True,
        OK,
    ),
    (M, "The textbook's answer is $\\boxed{\\frac{5}{37}}$.", "\\frac{5}{37}", False, None),
]
# Equations listed (`x = -4, x = \frac{3}{2}`) are a list, not a chain that ends on its last side.
LISTED_EQUATIONS = [
    (M, "The roots are $x = -4$ and $x = \\frac{3}{2}$.", "\\frac{3}{2}", False, MIS),
    (M, "The roots are $x = -4$ and $x = \\frac{3}{2}$.", "-4, \\frac{3}{2}", True, OK),
    (M, "$\\boxed{x = -4, x = \\frac{3}{2}}$", "\\frac{3}{2}", False, MIS),
    (M, "$\\boxed{a + b = 2 + 5 + 4 = 11}$", "11", True, OK),
]
# "\box{7}" (public_heldout18: a prompt that asks for it) is read as the box it stands for.
BARE_BOX = [
    (G, "So she has 7 * 1 = 7 hours.\nSo the answer is \\box{7}", "7", True, OK),
    (G, "So she has 7 * 1 = 7 hours.\nSo the answer is \\box{7}", "8", False, MIS),
    (M, "So the answer is $\\box{\\frac{1}{2}}$.", "\\frac{1}{2}", True, OK),
]
# Rounds 49-51's rules (rounds scored fresh first: bench/NOTES-checker.md, session 19).
# A trailing denial of another value in other languages; "答案不是" before a box denies it.
DENIED_ABROAD = [
    (G, "So 21 litres.\nDie Antwort ist 21, nicht 35.", "21", True, OK),
    (G, "So 21 litres.\nDie Antwort ist 21, nicht 35.", "35", False, MIS),
    (G, "So 25 percent.\n答案是 25，不是 15。", "25", True, OK),
    (G, "So 13 vans.\nОтвет: 13 (не 12).", "13", True, OK),
    (G, "So 13 vans.\nОтвет: 13 (не 12).", "12", False, MIS),
    (M, "$= 6 - 5 - 8$。答案不是 $\\boxed{-7}$。", "-7", False, None),
    (M, "$= 6 - 5 - 8$。答案是 $\\boxed{-7}$。", "-7", True, OK),
    (
        M,
        "<answer>$-\\frac{1}{2}$ (not $\\frac{1}{2}$: cosine is negative there)</answer>",
        "-\\frac{1}{2}",
        True,
        OK,
    ),
    (
        M,
        "<answer>$-\\frac{1}{2}$ (not $\\frac{1}{2}$: cosine is negative there)</answer>",
        "\\frac{1}{2}",
        False,
        MIS,
    ),
]
# Scale and dozen words of other languages after the number.
SCALES_ABROAD = [
    (G, "So 13 vans are needed.\nОтвет: 13 тысяч.", "13", False, MIS),
    (G, "So 13 vans are needed.\nОтвет: 13 тысяч.", "13000", True, OK),
    (G, "So 13 vans are needed.\n答えは 13 ダースです。", "13", False, MIS),
    (G, "Juice is 18 litres.\n답은 18 다스입니다.", "18", False, MIS),
]
# A check line in another language after the answer adds no value; a supposition states none.
CHECKS_AND_SUPPOSITIONS_ABROAD = [
    (G, "So 13 vans are needed.\n#### 13\n\n確認：12 台では 96 人しか乗れません。", "13", True, OK),
    (
        M,
        "So $1 - \\frac{1}{8}$.\n假设答案是 $\\frac{7}{8}$，我们还需要验证。",
        "\\frac{7}{8}",
        False,
        None,
    ),
    (M, "So $1 - \\frac{1}{8}$.\n答案是 $\\frac{7}{8}$。", "\\frac{7}{8}", True, OK),
]
# Rounds 52-54's rules (rounds scored fresh first: bench/NOTES-checker.md, session 19).
# Negations after the box, and before it, as other languages place them.
NEGATED_ABROAD = [
    (M, "$= 8 + i$.\nSonuç $\\boxed{8 + i}$ değil.", "8 + i", False, None),
    (M, "$= 8 + i$.\nSonuç $\\boxed{8 + i}$.", "8 + i", True, OK),
    (M, "근은 $\\boxed{-2, \\frac{2}{3}}$가 아닙니다.", "-2, \\frac{2}{3}", False, None),
    (M, "उत्तर $\\boxed{\\frac{7\\pi}{12}}$ नहीं है।", "\\frac{7\\pi}{12}", False, None),
    (M, "उत्तर $\\boxed{\\frac{7\\pi}{12}}$ है।", "\\frac{7\\pi}{12}", True, OK),
    (M, "$= 147$.\nO resultado não é $\\boxed{147}$.", "147", False, None),
    (M, "$= 455$.\nLa réponse est donc $\\boxed{455}$.", "455", True, OK),
]
# Scale words of other languages; nouns written with combining marks; "below zero" before it.
SCALES_AND_NOUNS_ABROAD = [
    (G, "238 - 96 = 142 rolls left.\n#### 142 千", "142", False, MIS),
    (G, "238 - 96 = 142 rolls left.\n#### 142 ألف", "142", False, MIS),
    (G, "238 - 96 = 142 rolls left.\n#### 142 लाख", "142", False, MIS),
    (G, "44460 + 1875 = 46335 dollars.\n#### 46335만", "46335", False, MIS),
    (G, "238 - 96 = 142 rolls left.\n#### 142 रोल", "142", True, OK),
    (G, "238 - 96 = 142 rolls left.\n#### 142 رغيفًا", "142", True, OK),
    (G, "3 - 17.5 = -14.5 degrees.\n最终温度是零下 14.5 度。", "-14.5", True, OK),
    (G, "3 - 17.5 = -14.5 degrees.\nNhiệt độ cuối cùng là âm 14,5 độ.", "-14.5", True, OK),
    (G, "44460 + 1875 = 46335 dollars.\nОтвет: 46\u00a0335 долларов.", "46335", True, OK),
]
# Checks, pleasantries, refusals and reports in other languages.
AFTER_AND_AROUND_ABROAD = [
    (G, "238 - 96 = 142.\n答案是 142。\n检验：142 + 96 = 238 = 17 × 14，正确。", "142", True, OK),
    (
        G,
        "4 * 5 = 20.\n#### 20\n확인: 10년 후 메이는 30살, 남동생은 15살이므로 2배입니다.",
        "20",
        True,
        OK,
    ),
    (G, "4 * 5 = 20.\n#### 20\n확인: 틀렸습니다, 답은 25입니다.", "20", False, None),
    (G, "437 - 432 = 5.\nLa respuesta es 5.\n¡Espero que esto te ayude!", "5", True, OK),
    (
        G,
        "17 * 14 = 238 rolls; 96 are sold.\n老师说答案是 142，但我算不出来还剩多少。",
        "142",
        False,
        None,
    ),
    (G, "238 - 96 = 142.\n老师说答案是 124，但那是错的；正确答案是 142。", "142", True, OK),
    (
        M,
        "В задачнике приведён ответ $\\boxed{455}$, но решить задачу я не могу.",
        "455",
        False,
        None,
    ),
    (
        G,
        "1400 - 1250 = 150 people, 12 percent.\nThe answer is 12% (not 150, which is the rise in people).",
        "12",
        True,
        OK,
    ),
    (G, "64.80 + 9.72 = 74.52 dollars.\n#### 74.52 (not rounded)", "74.52", True, OK),
]
# Round 55's rules: Russian "десяток" (ten) and "дюжина" (dozen) after the number; Turkish
# "I could not solve it" after a reported answer.
ROUND55 = [
    (G, "13 baskets x 17 apples = 221 apples.\nОтвет: 221 десяток.", "221", False, MIS),
    (G, "13 baskets x 17 apples = 221 apples.\nОтвет: 221 яблоко.", "221", True, OK),
    (
        G,
        "17 apples each.\nÖğretmen cevabın 221 olduğunu söyledi, ama ben çözemedim.",
        "221",
        False,
        None,
    ),
]

CLASSES = {
    "foreign_corrections": FOREIGN_CORRECTIONS, "groups": GROUPS, "not_this_but": NOT_THIS_BUT,
    "stands": STANDS, "check_lines": CHECK_LINES, "sign_notes": SIGN_NOTES, "abroad": ABROAD,
    "listed_equations": LISTED_EQUATIONS, "bare_box": BARE_BOX, "denied_abroad": DENIED_ABROAD,
    "scales_abroad": SCALES_ABROAD, "checks_abroad": CHECKS_AND_SUPPOSITIONS_ABROAD,
    "negated_abroad": NEGATED_ABROAD, "scales_nouns_abroad": SCALES_AND_NOUNS_ABROAD,
    "after_around_abroad": AFTER_AND_AROUND_ABROAD, "round55": ROUND55,
}  # fmt: skip
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session19_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason, cls)
