"""Issue 25, session 28: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session27_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# "second" before a counted noun is the ordinal, not the unit of time (real round 38: "**Final
# answer:** 4 second graders." refused); a unit before another noun still ends the reading.
ORDINAL_SECOND = [
    (G, "42 - 38 = 4\n**Final answer:** 4 second graders.", "4", True, OK),
    (G, "30 - 23 = 7\nThe answer is 7 second graders.", "7", True, OK),
    (G, "42 - 38 = 4\n**Final answer:** 5 second graders.", "4", False, MIS),
    (G, "42 - 38 = 4\n#### 4 dollars apples", "4", False, PARSE),
]

# A note that says none of a counted thing happened, with its verb, says nothing of the number
# (round 132: "#### 192 (no eggs are lost)" refused); "no" alone, with a number or a hedge still
# judges it.
NONE_OF_THEM = [
    (G, "16 * 12 = 192\n#### 192 (no eggs are lost)", "192", True, OK),
    (G, "25 * 4 = 100\n#### 100 (no students were absent)", "100", True, OK),
    (G, "16 * 12 = 192\n#### 192 (no idea)", "192", False, PARSE),
    (G, "16 * 12 = 192\n#### 192 (no, 180)", "192", False, PARSE),
    (G, "16 * 12 = 192\n#### 192 (no eggs are wrong)", "192", False, PARSE),
]

# A whole last line struck out with a number in it takes the answer back: the working's last
# expression is not read in its place (round 132: "~~194~~" after "= 125 + 50 + 15 + 4").
STRUCK_LAST_LINE = [
    (M, "$2 \\cdot 49 + 3 \\cdot 7 + 1 = 98 + 21 + 1$\n\n~~120~~", "120", False, NONE),
    (G, "So she pays 12 + 30 + 8\n~~50~~", "50", False, NONE),
    (M, "$2 \\cdot 49 + 3 \\cdot 7 + 1 = 98 + 21 + 1$\n\n~~119~~\n\n120", "120", True, OK),
]

# "X, not its conjugate Y": the denied value named before it (round 132: no answer read).
NOT_ITS_NAME = [
    (M, "So the product is $7 - 4i$, not its conjugate $7 + 4i$.", "7 - 4i", True, OK),
    (
        M,
        "Thus the result is $\\frac{3}{5}$, not the reciprocal $\\frac{5}{3}$.",
        "\\frac35",
        True,
        OK,
    ),
    (M, "So the product is $7 - 4i$, not its conjugate $7 + 4i$.", "7 + 4i", False, MIS),
]

# The exact value, then its rounding in words, as `\approx` inside the span says it (round 132:
# "The probability is $\frac{7}{30}$, or about 23.3%." refused).
ROUNDED_GLOSS = [
    (M, "The probability is $\\frac{5}{12}$, or about 41.7%.", "\\frac{5}{12}", True, OK),
    (M, "The distance is $2\\sqrt{13}$ (approximately 7.21).", "2\\sqrt{13}", True, OK),
    (M, "The probability is $\\frac{5}{12}$, or about 41.7%.", "\\frac{7}{12}", False, MIS),
    (M, "The probability is $\\frac{5}{12}$, or $\\frac{7}{12}$.", "\\frac{5}{12}", False, NONE),
]

# An edit note about a LaTeX (markdown, minor) typo fixed changes no answer (round 132).
LATEX_TYPO = [
    (
        M,
        "So $\\boxed{\\frac{3\\pi}{4}}$\n\nEdit: fixed a LaTeX typo.",
        "\\frac{3\\pi}{4}",
        True,
        OK,
    ),
    (M, "So $\\boxed{12}$\n\nEdit: corrected a minor typo.", "12", True, OK),
    (M, "So $\\boxed{12}$\n\nEdit: fixed a LaTeX typo; the answer is $14$.", "12", False, MIS),
]

# Nothing after `</think>`: the think block is the reply, its closing tag no part of its last
# line (real round 38: "Answer: ... is 36.</think>" refused).
THINK_CLOSE_LAST = [
    (G, "5 + 7 + 11 + 13 = 36\nAnswer: The smallest possible sum is 36.</think>", "36", True, OK),
    (G, "<think>\n9 * 8 = 72\nAnswer: 72</think>", "72", True, OK),
    (G, "5 + 7 + 11 + 13 = 36\nAnswer: The smallest possible sum is 26.</think>", "36", False, MIS),
]

# Against a decimal gold a numeral in another base answers nothing, by its digits or its value
# (round 132: `1234_5` restating the given numeral for 194; real round 38: `20311_5` for the gold
# 1331, the base-5 answer's digits).
BASE_AGAINST_DECIMAL = [
    (
        M,
        "$1243_5 = 125 + 50 + 20 + 3 = 198$, which in base 5 reads $\\boxed{1243_5}$.",
        "198",
        False,
        MIS,
    ),
    (M, "<answer> $2120_{3}$ </answer>", "69", False, MIS),
    (M, "$1243_5 = 125 + 50 + 20 + 3 = \\boxed{198}$", "198", True, OK),
    (M, "So the answer is $\\boxed{1243_5}$.", "1243_5", True, OK),
]

# Persian: "not" before the denied value after the value ("پاسخ ۸۶۴ است، نه ۵۸۹."), "minus" in
# words ("منفی ۵"); Vietnamese: "below zero" (dưới không) is no negation, "đô la" a unit; Korean:
# a sentence after a full stop is read on its own, and "-지만" (but) after reported speech turns
# back to the model's own value; Italian ", ma" the same (round 133).
ROUND_133 = [
    (G, "24 × 36 = 864\n864 − 275 = 589\nپاسخ ۸۶۴ است، نه ۵۸۹.", "589", False, MIS),
    (G, "24 × 36 = 864\n864 − 275 = 589\nپاسخ ۵۸۹ است، نه ۸۶۴.", "589", True, OK),
    (G, "2 × 7 = 14\n6 - 14 = -8\nدمای نهایی منفی ۸ درجه است.", "-8", True, OK),
    (G, "2 × 7 = 14\n6 - 14 = -8\nدمای نهایی ۸ درجه است.", "-8", False, MIS),
    (
        G,
        "6 - 14 = -8\nNhiệt độ cuối cùng là 8 độ.\nKhoan, nhiệt độ dưới không: nhiệt độ cuối cùng là -8 độ.",
        "-8",
        True,
        OK,
    ),
    (G, "6 - 14 = -8\nNhiệt độ cuối cùng không phải là -8 độ.", "-8", False, NONE),
    (G, "15 × 1320 = 19800\nĐáp án cuối cùng:\n#### 19.800 đô la", "19800", True, OK),
    (G, "15 × 1320 = 19800\nĐáp án cuối cùng:\n#### 19.800 đô la sai", "19800", False, PARSE),
    (
        G,
        "12 × 1250 = 15000\n15000 + 2480 = 17480\n제 친구는 17,480달러라고 했지만, 보너스를 빼면 15,000달러입니다.",
        "17480",
        False,
        MIS,
    ),
    (
        G,
        "12 × 1250 = 15000\n15000 + 2480 = 17480\n제 친구는 15,000달러라고 했지만, 보너스를 더하면 17,480달러입니다.",
        "17480",
        True,
        OK,
    ),
    (
        G,
        "12 × 1250 = 15000\n15000 + 2480 = 17480\nIl mio amico ha detto che sono 17.480 dollari, ma senza il bonus sono 15.000 dollari.",
        "17480",
        False,
        MIS,
    ),
    (
        G,
        "612 − 153 = 459\n해설에는 153개라고 되어 있지만, 그것은 판매한 개수입니다. 남은 사과는 459개입니다.",
        "459",
        True,
        OK,
    ),
]

# Rounds 134, 135 and real round 39 (scored fresh first): a note that gives the value rounded
# ("21,50 € (≈ 22 €)"), a currency's code before the value ("CHF 21.50"), number words of another
# language in a sentence in ASCII letters ("Necesitan siete autobuses."), one Chinese or Japanese
# numeral before a counter ("七台"), Bengali "but", a given span of time or one's own money after
# the value stated, "N times with ...", the amount said again in another unit, a value denied in
# a note after the box, the sign said in words, a product in a tag, a clock's leading zero.
ROUNDS_134_135 = [
    (G, "2.4 × 13 = 31.20\nLa respuesta es 31,20 € (≈ 31 €).", "31.2", True, OK),
    (G, "2.4 × 13 = 31.20\nLa respuesta es 31,20 € (≈ 35 €).", "31.2", False, NONE),
    (G, "2.4 × 13 = 31.20\nThe answer is $31.20 (about $31).", "31.2", True, OK),
    (G, "2.4 × 13 = 31.20\n#### 31.2 (≈ 31 wrong)", "31.2", False, PARSE),
    (G, "2.4 × 13 = 31.20\nDie Antwort ist CHF 31.20.", "31.2", True, OK),
    (G, "2.4 × 13 = 31.20\nDie Antwort ist nicht CHF 31.20.", "31.2", False, NONE),
    (G, "72 ÷ 8 = 9\nNecesitan nueve autobuses.", "9", True, OK),
    (G, "72 ÷ 8 = 9\nNecesitan nueve autobuses.", "8", False, MIS),
    (G, "72 ÷ 8 = 9\nZe hebben negen bussen nodig.", "9", True, OK),
    (G, "72 ÷ 8 = 9\nバスは九台必要です。", "9", True, OK),
    (G, "72 ÷ 8 = 9\n需要九辆公交车。", "8", False, MIS),
    (G, "120 + 30 = 150\nআমার বন্ধু বলছে উত্তর ১২০, কিন্তু আমি পেয়েছি ১৫০।", "150", True, OK),
    (G, "120 + 30 = 150\nআমার বন্ধু বলছে উত্তর ১২০, কিন্তু আমি পেয়েছি ১৫০।", "120", False, MIS),
    (G, "x = 8\n\nSo, 8 buses left the depot in the first 20 minutes.", "8", True, OK),
    (G, "x = 8\n\nSo, 8 buses left the depot in the first 20 minutes.", "20", False, MIS),
    (G, "90 / 15 = 6\n\nSo, she can buy 6 books with her 90 dollars.", "6", True, OK),
    (G, "90 / 15 = 6\n\nSo, she can go 6 times with her 90 dollars.", "6", True, OK),
    (G, "90 / 15 = 6\n\nSo, she can buy 6 books with her 90 dollars.", "90", False, MIS),
    (G, "<answer>480 minutes (8 hours)</answer>", "480", True, OK),
    (G, "<answer>480 minutes (9 hours)</answer>", "480", False, PARSE),
    (G, "<answer>345 cents ($3.45)</answer>", "345", True, OK),
    (G, "3 * 115 = 345 cents.\n$\\boxed{345}$ cents, or $3.45.", "345", True, OK),
    (G, "3 * 115 = 345 cents.\n$\\boxed{345}$ cents, or $3.55.", "345", False, MIS),
    (M, "$g(-3) = 9 + 12 + 1 = \\boxed{22}$ (note: not $g(3) = 7$)", "22", True, OK),
    (M, "$g(-3) = 9 + 12 + 1 = \\boxed{22}$ (note: $g(3) = 7$)", "22", False, MIS),
    (G, "60 - 100 = -40\n$\\boxed{-40}$ (she is overdrawn by $40)", "-40", True, OK),
    (G, "60 - 100 = -40\n$\\boxed{-40}$ (she has $40)", "-40", False, MIS),
    (M, "<think>x</think> <answer>4(3x+5)</answer>", "12x+20", True, OK),
    (M, "<think>x</think> <answer>4(3x+6)</answer>", "12x+20", False, MIS),
    (M, "<answer>03:05:10 p.m.</answer>", "3\\!:\\!05\\!:\\!10 \\text{ p.m.}", True, OK),
    (M, "<answer>03:05:10 a.m.</answer>", "3\\!:\\!05\\!:\\!10 \\text{ p.m.}", False, MIS),
]

# Rounds 136-137 and real round 40 (scored fresh first): dot groups after working that computed
# the whole number, in more languages (Italian, Portuguese, Greek, Turkish, a label's euro);
# one space group the working computed ("3 330 грн", "3 330,- Kč"); a foreign "or" between two
# values (number words too) is a hedge; a Dutch compound never ends on "and" ("tiene" is no 10);
# "bensì"; roots in plain text with an index or Persian/Arabic "or"; `\vee`; set-builder
# notation; "the remaining N ... at M per ..."; the same time in hours and minutes in a note.
ROUNDS_136_137 = [
    (G, "2136 + 475 = 2611\nIl libro riporta 2.136, ma a me viene 2.611.", "2611", True, OK),
    (G, "2136 + 475 = 2611\nIl libro riporta 2.136, ma a me viene 2.611.", "2136", False, MIS),
    (G, "2136 + 475 = 2611\nΗ βιβλιοθήκη έχει τώρα 2.611 βιβλία.", "2611", True, OK),
    (G, "217.50 * 12 = 2610\nYıllık birikim: ₺2.610", "2610", True, OK),
    (G, "217.50 * 12 = 2610\n**Antwoord:** € 2.610", "2610", True, OK),
    (G, "2.5 * 1.044 = 2.61\nThe answer is 2.610.", "2610", False, MIS),
    (G, "217.50 * 12 = 2610\nZa rok ušetří 2 610,- Kč.", "2610", True, OK),
    (G, "217.50 * 12 = 2610\n**Кінцева відповідь:** 2 610 грн", "2610", True, OK),
    (G, "217.50 * 12 = 2610\n**Кінцева відповідь:** 2 611 грн", "2610", False, NONE),
    (G, "45 / 8 = 5.625\nDeve comprare cinque o sei torte.", "6", False, NONE),
    (G, "45 / 8 = 5.625\nDeve comprare tre o quattro torte.", "4", False, NONE),
    (G, "45 / 8 = 5.625\nパイを五または六個買う必要があります。", "6", False, NONE),
    (G, "45 / 8 = 5.625\nTiene que comprar seis tartas.", "6", True, OK),
    (M, "$\\frac{6!}{3!} = 120$\nLa risposta non è $720$, bensì $120$.", "120", True, OK),
    (M, "x\nОтвет: x₁ = -1, x₂ = 4.", "-1, 4", True, OK),
    (M, "x\nپس x = ۱ یا x = ۵.", "1, 5", True, OK),
    (M, "x\nپس x = ۱ یا x = ۶.", "1, 5", False, MIS),
    (M, "Dus $x = -1 \\vee x = 4$.", "-1, 4", True, OK),
    (M, "Dus $x = -1 \\vee x = 5$.", "-1, 4", False, MIS),
    (
        M,
        "<answer>$\\{y \\in \\mathbb{R} \\mid y \\neq 7\\}$</answer>",
        "(-\\infty,7) \\cup (7,\\infty)",
        True,
        OK,
    ),
    (
        M,
        "<answer>$\\{y \\in \\mathbb{R} \\mid y \\neq 8\\}$</answer>",
        "(-\\infty,7) \\cup (7,\\infty)",
        False,
        MIS,
    ),
    (G, "x\n\nSo he needs to drive the remaining 9 miles at 3 miles per hour.", "9", False, NONE),
    (G, "x\n\nSo he needs to drive 9 miles.", "9", True, OK),
    (G, "510/60 = 8.5\nShe reads for 8.5 hours (8 hours 30 minutes).", "8.5", True, OK),
    (G, "510/60 = 8.5\nShe reads for 8.5 hours (8 hours 20 minutes).", "8.5", False, NONE),
]

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("ordinal_second", ORDINAL_SECOND), ("none_of_them", NONE_OF_THEM),
                        ("struck_last_line", STRUCK_LAST_LINE), ("not_its_name", NOT_ITS_NAME),
                        ("rounded_gloss", ROUNDED_GLOSS), ("latex_typo", LATEX_TYPO),
                        ("think_close_last", THINK_CLOSE_LAST),
                        ("base_against_decimal", BASE_AGAINST_DECIMAL), ("round_133", ROUND_133),
                        ("rounds_134_135", ROUNDS_134_135), ("rounds_136_137", ROUNDS_136_137))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session28_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
