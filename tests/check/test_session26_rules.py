"""Issue 25, session 26: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session25_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A multiple of pi named radians is radians even when the working went through degrees (round
# 112: `\frac{\pi}{6}\ \text{rad}` after `\tan 30^\circ` was refused as degrees renamed); a plain
# number of "radians" after working in degrees still is degrees renamed.
RADIANS_WITH_PI = [
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{6}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "Since $\\tan 30^\\circ = \\frac{1}{\\sqrt{3}}$, the answer is "
        "$\\boxed{\\frac{\\pi}{3}\\ \\text{rad}}$.",
        "\\frac{\\pi}{6}",
        False,
        MIS,
    ),
    (
        M,
        "The angle is $180^\\circ - 36^\\circ = 144^\\circ$, so $\\boxed{144 \\text{ radians}}$.",
        "144",
        False,
        None,
    ),
]

# A check after the answer whose "yes" writes the answer itself confirms it, even where the question
# it answers holds another value (round 112: the chain `\pi < \frac{7\pi}{6} < \frac{3\pi}{2}` was
# read as a new answer); a "yes" that writes another value, or denies, still corrects.
YES_HOLDS_THE_ANSWER = [
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, is $210^\\circ$ in the third quadrant? Yes, $\\pi < \\frac{7\\pi}{6} < "
        "\\frac{3\\pi}{2}$, consistent.",
        "\\frac{7\\pi}{6}",
        True,
        OK,
    ),
    (
        M,
        "So $210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}$. $\\boxed{\\frac{7\\pi}{6}}$\n\n"
        "Wait, the angle is $\\frac{5\\pi}{6}$. Yes, $\\frac{5\\pi}{6}$, not $\\frac{7\\pi}{6}$.",
        "\\frac{7\\pi}{6}",
        False,
        MIS,
    ),
]

# Before a problem's label, working that is no working of this turn: a lead back to the task, a
# list of the prompt's options, the question echoed (round 113: the answer after the label was cut
# as a new turn's). After an answer, or after real working, the label still opens a new turn.
_PLAN = (
    "**Problem:** A farm collects 26 eggs every day. How many eggs does it collect in one week?\n\n"
    "**Solution:**\nEggs in a week = 26 * 7 = <<26*7=182>>182 eggs.\n\n#### 182"
)
LABEL_HEADS_THE_TASK = [
    (
        G,
        "**Question:** A farm collects 26 eggs every day. How many eggs does it collect in one "
        "week?\n\n" + _PLAN,
        "182",
        True,
        OK,
    ),
    (
        G,
        "For example, with 10 eggs a day for 4 days it would be 40.\n\nNow for our problem:\n"
        + _PLAN,
        "182",
        True,
        OK,
    ),
    (G, "The options are (A) 182 (B) 172 (C) 26 (D) 33.\n\n" + _PLAN, "182", True, OK),
    # (another problem after an answer or real working: its 217 is not read)
    (G, "#### 182\n\n" + _PLAN.replace("26", "31").replace("182", "217"), "182", True, OK),
    (
        G,
        "She collects 26 * 7 = 182 eggs.\n\n" + _PLAN.replace("26", "31").replace("182", "217"),
        "182",
        True,
        OK,
    ),
]

# An option's letter before a GSM8K value is read as that option's value, held to the options
# the working listed (round 113: "The answer is (B) -11." did not parse).
OPTION_LETTER_BEFORE_A_NUMBER = [
    (
        G,
        "The options are (A) 11 (B) -11 (C) -20.\nSo 9 - 20 = -11. The answer is (B) -11.",
        "-11",
        True,
        OK,
    ),
    (
        G,
        "The options are (A) 11 (B) -11 (C) -20.\nSo 9 - 20 = -11. The answer is (B) 11.",
        "-11",
        False,
        MIS,
    ),
    (
        G,
        "The options are (A) 11 (B) 12 (C) -20.\nSo 9 - 20 = -11. The answer is (B) -11.",
        "-11",
        False,
        MIS,
    ),
    (G, "So 9 - 20 = -11. The answer is (C) -20.", "-11", False, MIS),
]

# The amount again in dollars and cents words (rounds 87, 113: refused as two answers); other
# figures in the words are another amount.
DOLLARS_AND_CENTS_IN_WORDS = [
    (
        G,
        "Final price = 60 + 4.80 = 64.80 dollars.\nThe final answer is $64.80, or 64 dollars and "
        "80 cents.",
        "64.8",
        True,
        OK,
    ),
    (G, "The final answer is $64.80 (64 dollars and 80 cents).", "64.8", True, OK),
    (G, "The final answer is $64.80, or 46 dollars and 80 cents.", "64.8", False, PARSE),
    (G, "The final answer is $64.80, or 64 dollars and 08 cents.", "64.8", False, PARSE),
]

# After the answer's value, a sentence or clause that opens with another number and says what it
# is (round 115: "The answer is 70, not 63; 63 is the number of seeds." read 63); "i.e." is no
# sentence's end.
A_NUMBER_OPENS_THE_NEXT_SENTENCE = [
    (
        G,
        "63 / 90 * 100 = 70 percent.\nThe answer is 70, not 63; 63 is the number of seeds.",
        "70",
        True,
        OK,
    ),
    (
        G,
        "63 / 90 * 100 = 70 percent.\nThe answer is 70. 63 is the number of seeds.",
        "70",
        True,
        OK,
    ),
    (G, "63 / 90 * 100 = 70 percent.\nThe answer is 63; 70 is the percent.", "70", False, MIS),
    (G, "63 / 90 * 100 = 70 percent.\nThe answer is 63. 70 is the percent.", "70", False, MIS),
    (G, "She has 17 * 12 = 204 eggs.\nThe answer is 17 dozen, i.e. 204 eggs.", "204", True, OK),
]

# Round 114 (other languages): scale words, thousands no English number writes, comparisons,
# quotes, problem labels, corrections inside a tag, checks; each both ways.
ROUND_114 = [
    (G, "<answer>9,6 mln zł</answer>", "9600000", True, OK),
    (G, "<answer>9,6 mln zł</answer>", "9600", False, MIS),
    (
        G,
        "Per year: 2,400,000 * 4 = 9600000.\nلہٰذا سالانہ آمدنی 96 لاکھ روپے ہے۔",
        "9600000",
        True,
        OK,
    ),
    (G, "Per year: 2,400,000 * 4 = 9600000.\nJawaban: Rp9.600.000", "9600000", True, OK),
    (G, "Per year: 2,400,000 * 4 = 9600000.\nJawaban: Rp9.600.000", "9600", False, MIS),
    (
        G,
        "Per year: 2,400,000 * 4 = 9600000.\nSo the revenue is 9 600 000 dollars.",
        "9600000",
        True,
        OK,
    ),
    (
        G,
        "New population: 12500 + 1000 = 13500.\nRespuesta: 13 mil 500 habitantes.",
        "13500",
        True,
        OK,
    ),
    (
        G,
        "New population: 12500 + 1000 = 13500.\nRespuesta: 13 mil 50 habitantes.",
        "13500",
        False,
        MIS,
    ),
    # dot groups in a comma language's sentence: the value the working computed, not 13.5
    (
        G,
        "0.08 * 12500 = 1000.\n12500 + 1000 = 13500.\nPor lo tanto, la ciudad tendrá 13.500 "
        "habitantes.",
        "13500",
        True,
        OK,
    ),
    (G, "27 / 2 = 13.5\nPor lo tanto, la ciudad tendrá 13.500 habitantes.", "13500", False, MIS),
    (G, "0.08 * 12500 = 1000.\n12500 + 1000 = 13500.\n#### 13.500", "13500", False, MIS),
    (G, "Growth: 1000.\n#### R$ 12,15", "12.15", True, OK),
    (M, "$\\binom{9}{3} = \\frac{504}{6}$ = 84.\nلہٰذا جواب 84 گنا زیادہ ہے۔", "84", False, None),
    (M, "$\\binom{9}{3} = \\frac{504}{6}$ = 84.\nلہٰذا جواب 84 ہے۔", "84", True, OK),
    (G, '교과서에는 "정답: 149권"이라고 적혀 있습니다.', "149", False, NONE),
    (G, "정답: 149권", "149", True, OK),
    (G, 'Question: "Is it 720 eggs in four weeks?"', "720", False, NONE),
    (
        G,
        "In 5 weken: 180 × 5 = 900 eieren.\nAntwoord: 900 eieren.\n\nVolgende vraag: hoeveel "
        "eieren in 4 weken? Antwoord: 720.",
        "720",
        False,
        MIS,
    ),
    (G, "-4 - 15 = -19 degrees.\nΗ απάντηση δεν είναι −15 αλλά −19 βαθμοί.", "-19", True, OK),
    (G, "-4 - 15 = -19 degrees.\nDie Antwort ist nicht −19, sondern −15 Grad.", "-19", False, MIS),
    (
        M,
        "We factor: $(x - 7)(x + 2) = 0$.\n所以 $x = \\boxed{-2, 7}$（这个答案是错的）",
        "-2, 7",
        False,
        NONE,
    ),
    (
        M,
        "We factor: $(x - 7)(x + 2) = 0$.\n所以 $x = \\boxed{-2, 7}$（这个答案不是错的）",
        "-2, 7",
        True,
        OK,
    ),
    (G, "4 周共产蛋：180 × 4 = 720 个。\n一共60打，即720个鸡蛋。", "720", True, OK),
    (G, "4 周共产蛋：180 × 4 = 720 个。\n一共60打，即702个鸡蛋。", "702", False, NONE),
    (
        G,
        "85 × 3,5 = 297,5 км.\n</think>\n<answer>255 км. Нет, исправляю: 297,5 км.</answer>",
        "297.5",
        True,
        OK,
    ),
    (
        M,
        "3 + 10i + 8\n</think>\n<answer>$-5 + 10i$... не, $-8i^2 = +8$, дакле $11 + 10i$.</answer>",
        "11 + 10i",
        True,
        OK,
    ),
    (M, "$\\det A = 1$\nSå $x$ är inte $5$.", "5", False, NONE),
    (M, "$\\det A = 1$\nSå är $x = 5$.", "5", True, OK),
    (M, "Cituji řešení z učebnice: „$\\sqrt{72} = 6\\sqrt{2}$“.", "6\\sqrt{2}", False, NONE),
    (M, "Řešení: $\\sqrt{72} = 6\\sqrt{2}$.", "6\\sqrt{2}", True, OK),
    (G, "1840 × 12 = 22080.\nJibu ni 22080.\nHakiki: 22080 ÷ 12 = 1840 ✓", "22080", True, OK),
    (
        G,
        "2,5 × 84 = 210 км.\nவிடை: 210 கி.மீ.\nசரிபார்ப்பு: 210 ÷ 84 = 2.5 மணி நேரம் ✓",
        "210",
        True,
        OK,
    ),
    # an English thousands comma where the rest is written the continental way: the working's
    # value, not the decimal
    (
        G,
        "6 mező × 1250 kg = 7500 kg.\nA pótlással együtt 7500 + 2740 = 10240 kg a termés.\n"
        "คำตอบ: 10,240 กิโลกรัม",
        "10240",
        True,
        OK,
    ),
    (G, "Die Ernte: 7,5 + 2,74 = 10,24 Tonnen.\nAntwort: 10,240", "10240", False, MIS),
    (
        M,
        "3 + 10i + 8\n</think>\n<answer>$-5 + 10i$... не, $-8i^2 = +8$, дакле $11 + 8i$.</answer>",
        "11 + 10i",
        False,
        MIS,
    ),
]

# Rounds 116-117 (English): checks led by "Hmm, let me verify:" or "just to be safe:", an
# expression and then its value, a new problem after "Try this next:", the marker named in
# prose, a note of the form, an equation's unit on its value side.
ROUNDS_116_117 = [
    (
        G,
        "The crate holds 20 * 20 * 20 = 8000 cubic inches.\nThe crate holds 8000 cubic inches.\n\n"
        "Hmm, let me verify: 20^3 = 8000. Correct.",
        "8000",
        True,
        OK,
    ),
    (
        G,
        "The crate holds 20 * 20 * 20 = 8000 cubic inches.\nThe crate holds 8000 cubic inches.\n\n"
        "Hmm, let me verify: 20^3 = 8000. Wrong.",
        "8000",
        False,
        NONE,
    ),
    (
        G,
        "Films: 190 + 20 = 210 minutes.\nSvar: 210 minutter.\n\nTjek: 2 · 95 + 20 = 210. Det passer.",
        "210",
        True,
        OK,
    ),
    (
        M,
        "9 - 4 + 12i = 5 + 12i.\n**Final Answer**\n\\[\n\\boxed{5 + 12i}\n\\]\n\nEdit: the problem "
        "asks for $(3 - 2i)^2$, which is $5 - 12i$.",
        "5 + 12i",
        False,
        MIS,
    ),
    (M, "So the answer is $(3 + 2i)^2$, which is $5 + 12i$.", "5 + 12i", True, OK),
    (
        M,
        "**Final Answer**\n\\[\n\\boxed{11\\sqrt{2}}\n\\]\n\n**Try this next:** Simplify "
        "$\\sqrt{18} + \\sqrt{32}$. (Answer: $7\\sqrt{2}$.)",
        "11\\sqrt{2}",
        True,
        OK,
    ),
    (
        G,
        "Cost: 15 * 3.40 = 51 dollars.\n#### 51\n\nEdit: fixed formatting of the #### line.",
        "51",
        True,
        OK,
    ),
    (G, "Cost: 15 * 3.40 = 51 dollars.\n#### 51\n\nEdit: the #### 53 is right.", "51", False, None),
    (M, "\\[\n\\boxed{2x^2 - x - 15 \\text{ (expanded form)}}\n\\]", "2x^2 - x - 15", True, OK),
    (
        G,
        "Gallons: 420 / 28 = 15 gallons.\n</think>\n<answer>15 gallons × $3.40 = $51.00</answer>",
        "51",
        True,
        OK,
    ),
    (
        G,
        "33 hens lay 4 eggs each, so 33 * 4 = 132 eggs.\n#### 132 (verified: 132 / 4 = 33 hens)",
        "132",
        True,
        OK,
    ),
]

# Round 119 (English): a power written on the box, a multiple after it, a control character
# that splits a number.
ROUND_119 = [
    (M, "so the area is $\\pi \\cdot 5^2$ $= \\boxed{25\\pi}^2$.", "25\\pi", False, PARSE),
    (M, "so the area is $\\pi \\cdot 5^2$ $= \\boxed{25\\pi}$.", "25\\pi", True, OK),
    (G, "3.5 * 16 = 56 miles.\nSo she rides $\\boxed{56}$ times farther.", "56", False, PARSE),
    (G, "3.5 * 16 = 56 miles.\nSo she rides $\\boxed{56}$ miles.", "56", True, OK),
    (G, "So the shirt costs 48 - 12 = 36 dollars.\n#### 3\x076", "36", False, PARSE),
    (G, "So the shirt costs 48 - 12 = 36 dollars.\n#### 36\x07", "36", True, OK),
    (G, "So the shirt costs 48 - 12 = 36 dollars.\n\n**Final price: $36 USD**", "36", True, OK),
    (G, "So the shirt costs 48 - 12 = 36 dollars.\n\nFinal price: 36 fewer", "36", False, NONE),
    (G, "She covers 3.5 * 16 = 56 miles.\n#### 56 ✅ (verified: 56 / 16 = 3.5)", "56", True, OK),
    (G, "She covers 3.5 * 16 = 56 miles.\n#### 56 [before taxes]", "56", True, OK),
    (G, "She covers 3.5 * 16 = 56 miles.\n#### 56 [wrong]", "56", False, PARSE),
    (M, "The answer is the point (2, 5).\n#### (2, 5)", "(2, 5)", True, OK),
    (M, "The answer is the point (5, 2).", "(2, 5)", False, MIS),
    (M, "So $\\log_2 64 = \\boxed{6}$ (note: $\\neq 5$, since $2^5 = 32$)", "6", True, OK),
    (M, "So $\\log_2 64 = \\boxed{6}$ (note: it is $5$, since $2^5 = 32$)", "6", False, MIS),
]

# Round 121 (other languages): a correction in Malay, a box judged wrong in French, Swedish,
# Korean, a textbook quoted in Chinese and Thai, gradians for degrees.
ROUND_121 = [
    (
        M,
        "So $x = 4$, $y = 3$.\nJawapannya ialah $\\boxed{(4, 3)}$.\n\nTunggu, saya tersilap kira; "
        "jawapan yang betul ialah $\\boxed{(3, 4)}$.",
        "(4, 3)",
        False,
        MIS,
    ),
    (
        M,
        "$\\sqrt{45}$\n$\\boxed{3\\sqrt{5}}$ n'est pas la bonne réponse.",
        "3\\sqrt{5}",
        False,
        None,
    ),
    (M, "$\\sqrt{45}$\n$\\boxed{3\\sqrt{5}}$ est la bonne réponse.", "3\\sqrt{5}", True, OK),
    (G, "504 - 87 = 417\n답: 417 (아님)", "417", False, None),
    (
        M,
        "$(3x - 1)(x - 3) = 0$\n$\\boxed{\\frac{1}{3}, 3}$ – nej, det stämmer inte.",
        "\\frac{1}{3}, 3",
        False,
        None,
    ),
    (
        M,
        "引用课本的话：“两个骰子点数之和为 8 的概率是 $\\frac{5}{36}$。”",
        "\\frac{5}{36}",
        False,
        NONE,
    ),
    (
        M,
        "$\\frac{1080^\\circ}{8}$\nChaque angle intérieur mesure 135 grades.",
        "135^\\circ",
        False,
        None,
    ),
    (
        M,
        "$\\frac{1080^\\circ}{8}$\nChaque angle intérieur mesure 135 degrés.",
        "135^\\circ",
        True,
        OK,
    ),
]

# Rounds 122-123 (English): the task's expression is no answer; comparisons inside the box's
# text; a thousands comma is no clause's comma nor two numbers; "not X: it is Y".
ROUNDS_122_123 = [
    (M, "We need to compute $\\binom{9}{3}$.", "84", False, None),
    (M, "Thus $\\binom{9}{3} = 84$.", "84", True, OK),
    (M, "To expand $(3x - 4)(2x + 5)$, use FOIL.", "6x^2 + 7x - 20", False, None),
    (M, "Expanding, $(3x - 4)(2x + 5) = 6x^2 + 7x - 20$.", "6x^2 + 7x - 20", True, OK),
    (
        M,
        "For example, $\\log_2 8 = \\boxed{3}$. Apply the same idea to $\\log_2 64$.",
        "6",
        False,
        None,
    ),
    (G, "So she needs to pay 36 dollars.", "36", True, OK),
    (M, "$\\frac{504}{6}$ $= \\boxed{84 \\text{ times as many}}$", "84", False, MIS),
    (M, "$\\frac{504}{6}$ $= \\boxed{84 \\text{ ways}}$", "84", True, OK),
    (G, "41400 + 2950 = 44350 dollars.\nThe total is not 41,400.", "400", False, NONE),
    (
        G,
        "41400 + 2950 = 44350 dollars.\nThe total is not 41,400: it is $44,350.",
        "44350",
        True,
        OK,
    ),
    (
        G,
        "41400 + 2950 = 44350 dollars.\nThe total is not 44,350: it is $41,400.",
        "44350",
        False,
        MIS,
    ),
]

# Round 120 (small policies): a closing tag misspelt `</answers>`, labelled values then the
# point they make after "so".
ROUND_120 = [
    (G, "<think>\n26 * 12 = 312 cookies.\n</think>\n<answer>312</answers>", "312", True, OK),
    (
        M,
        "<think>\n$x = 3$, $y = 4$.\n</think>\n<answer>x = 3, y = 4, so (3, 4)</answer>",
        "(3, 4)",
        True,
        OK,
    ),
    (
        M,
        "<think>\n$x = 3$, $y = 4$.\n</think>\n<answer>x = 3, y = 4, so (4, 3)</answer>",
        "(3, 4)",
        False,
        MIS,
    ),
]


ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("radians_with_pi", RADIANS_WITH_PI),
                        ("yes_holds_the_answer", YES_HOLDS_THE_ANSWER),
                        ("label_heads_the_task", LABEL_HEADS_THE_TASK),
                        ("option_letter_before_a_number", OPTION_LETTER_BEFORE_A_NUMBER),
                        ("dollars_and_cents_in_words", DOLLARS_AND_CENTS_IN_WORDS),
                        ("a_number_opens_the_next_sentence", A_NUMBER_OPENS_THE_NEXT_SENTENCE),
                        ("round_114", ROUND_114), ("rounds_116_117", ROUNDS_116_117),
                        ("round_119", ROUND_119), ("round_120", ROUND_120),
                        ("round_121", ROUND_121), ("rounds_122_123", ROUNDS_122_123))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session26_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
