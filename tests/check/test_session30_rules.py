"""Issue 25, session 30: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session29_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# A paragraph after the answer in the user's voice asking for help with a task of its own opens an
# invented turn (real round 50: its options' letter was read as the answer after the box).
HELP_ASKED = [
    (M, "So the value is $\\boxed{0}$.\n\nI'm trying to find $6 \\frac{1}{5} - 2 \\frac{1}{2}$. "
        "Could you help me with this?\n\na) $3\\frac{1}{10}$\nb) $3\\frac{7}{10}$\n\n"
        "Therefore, the correct answer is $b) 3\\frac{7}{10}$.", "0", True, OK),
    (M, "So the value is $\\boxed{0}$.\n\nCan you help me find $6 - 2$?\n\nIt is $\\boxed{4}$.",
     "0", True, OK),
    (M, "So the value is $\\boxed{0}$.\n\nWait, I made a mistake: it is $\\boxed{4}$.", "0", False,
     MIS),
]  # fmt: skip

# A line that calls the value above the answer ("This is the correct answer ...") closes, with the
# prose after it on its line; "the answer if ..." or "to part (a)" still does not.
ANSWER_AFFIRMED = [
    (M, "the expression simplifies to:\n\n\\[\n\\frac{5 + 10i}{5} = 1 + 2i\n\\]\n\n"
        "This is the correct answer that he should have obtained. His calculation had a sign "
        "error.\n</answer>", "1+2i", True, OK),
    (M, "So we get:\n\n\\[\nx = 7\n\\]\n\nThat is our final answer.", "7", True, OK),
    (M, "So we get:\n\n\\[\nx = 7\n\\]\n\nThat is our final answer.", "8", False, MIS),
    (M, "So we get:\n\n\\[\nx = 7\n\\]\n\nThis is the answer if the sign is kept.", "7", False,
     NONE),
]  # fmt: skip

# `\text{...}` that names what the value costs or comes to, then the value, in a box.
NAMED_IN_TEXT = [
    (G, "6 * 14.50 + 12 = 99\n$\\boxed{\\text{The trip costs } \\$99}$", "99", True, OK),
    (G, "6 * 14.50 + 12 = 99\n$\\boxed{\\text{The total comes to } 99}$", "99", True, OK),
    (G, "6 * 14.50 + 12 = 99\n$\\boxed{\\text{The trip costs } \\$99}$", "87", False, MIS),
    (G, "6 * 14.50 + 12 = 99\n$\\boxed{\\text{The trip would cost } \\$99}$", "99", False,
     PARSE),
]  # fmt: skip

# Another unit denied after the amount, in brackets after the counted noun too.
OTHER_UNIT_DENIED = [
    (G, "48 * 7 = 336\n<answer>336 (eggs, not dozens)</answer>", "336", True, OK),
    (G, "48 * 7 = 336\n<answer>336 eggs, not dozens</answer>", "336", True, OK),
    (G, "48 * 7 = 336\n#### 336 minutes, not hours", "336", True, OK),
    (G, "48 * 7 = 336\n<answer>336 (not sure)</answer>", "336", False, PARSE),
    (G, "48 * 7 = 336\n<answer>336 (eggs, not dozens</answer>", "336", False, PARSE),
    (G, "48 * 7 = 336\n#### 336 (dozens, not eggs)", "336", False, PARSE),
]

# A tag sentence whose subject is a one-word gold (a name), with no other name, denial or
# comparison in it.
NAME_AS_SUBJECT = [
    (M, "<think>x</think>\n<answer> Navin would earn the most after working an eight-hour day. "
        "</answer>", "\\text{Navin}", True, OK),
    (M, "<think>x</think>\n<answer> Navin earns the most. </answer>", "\\text{Navin}", True, OK),
    (M, "<think>x</think>\n<answer> Navin would not earn the most. </answer>", "\\text{Navin}",
     False, MIS),
    (M, "<think>x</think>\n<answer> Navin earns less than Luka. </answer>", "\\text{Navin}", False,
     MIS),
    (M, "<think>x</think>\n<answer> Luka would earn the most. </answer>", "\\text{Navin}", False,
     MIS),
]  # fmt: skip

# A time of day as the gold (`4\!:\!51\!:\!06 \text{ p.m.}`): the same time in any writing, the
# half of the day not said or said alike (real round 51).
CLOCK_TIME = [
    (M, "... we get 4:51:06 p.m.</think> <answer>04:51:06</answer>",
     "4\\!:\\!51\\!:\\!06 \\text{ p.m.}", True, OK),
    (M, "So it is $\\boxed{16:51:06}$.", "4\\!:\\!51\\!:\\!06 \\text{ p.m.}", True, OK),
    (M, "So it is $\\boxed{4:51:06 \\text{ a.m.}}$.", "4\\!:\\!51\\!:\\!06 \\text{ p.m.}", False,
     MIS),
    (M, "So it is $\\boxed{4:51}$.", "4\\!:\\!51\\!:\\!06 \\text{ p.m.}", False, MIS),
    (M, "So it is $\\boxed{4:30 \\text{ PM}}$.", "\\text{4:30 p.m.}", True, OK),
]  # fmt: skip

# A closing sentence after `####` that states another value with a verb of what was done to the
# amount ("travels", "sold") is a second final answer; with the givens in its subject, no answer.
SUMMARY_VERBS = [
    (G, "260 + 150 = 410\n#### 410\n\nTherefore, the train travels 400 miles in total.", "410",
     False, MIS),
    (G, "260 + 150 = 410\n#### 410\n\nSo the train travels 410 miles in total.", "410", True, OK),
    # (session 41: with how long it took the line still says the distance again, and 400 is not
    # 410; red-team round 215 labels "So the train travel 480 miles in 7 hours." after 420 wrong)
    (G, "260 + 150 = 410\n#### 410\n\nSo the train travels 400 miles in 7 hours.", "410", False,
     MIS),
    (G, "532 - 187 = 345\n#### 345\n\nSummary: started with 532 cookies, sold 187.", "345", True,
     OK),
]  # fmt: skip

# The point a function is taken at (`f(-2)`) after the answer is no value stated.
FUNCTION_ARGUMENT = [
    (M, "$f(-2) = 17$\n\n$\\boxed{17}$\n\nNote $f(2) = 9$ would be different, but we want "
        "$f(-2)$.", "17", True, OK),
    (M, "$f(-2) = 17$\n\n$\\boxed{17}$\n\nWait, I made a mistake; it is $-2$.", "17", False, MIS),
]  # fmt: skip

# A note in brackets that rounds the value to a place its zeros or a scale word show.
ROUNDED_TO_A_PLACE = [
    (
        G,
        "1280 * 12 = 15360\nSo the rent for the year totals 15,360 yuan (about 15,000 yuan).",
        "15360",
        True,
        OK,
    ),
    (G, "#### 15360 (about 15 thousand)", "15360", True, OK),
    (G, "1280 * 12 = 15360\n因此一年的房租共计15,360元（约1.5万元）。", "15360", True, OK),
    (G, "#### 15,360 yuan (about 16,000 yuan)", "15360", False, PARSE),
    (G, "#### 15,360 yuan (about 14 thousand)", "15360", False, PARSE),
]

# An exact MATH value, then ", so about" / ", also etwa" its rounding: the exact value stated.
ROUNDED_GLOSS_SO = [
    (M, "The probability is $\\frac{5}{36}$, so about 13.9 %.", "\\frac{5}{36}", True, OK),
    (M, "Die Wahrscheinlichkeit beträgt $\\frac{5}{36}$, also etwa 13,9 %.", "\\frac{5}{36}",
     True, OK),
    (M, "The probability is $\\frac{5}{36}$, so about 13.9 %.", "\\frac{5}{6}", False, MIS),
]  # fmt: skip

# Hours and minutes in the languages models answer in, and a time said again in hours and minutes.
DURATIONS = [
    (G, "630 / 60 = 10.5\n答え：10時間30分", "10.5", True, OK),
    (G, "630 / 60 = 10.5\nElle a marché 10,5 heures, soit 10 h 30 min.", "10.5", True, OK),
    (G, "630 / 60 = 10.5\nShe walked 10.5 hours, i.e. 10 hours 30 minutes.", "10.5", True, OK),
    (G, "#### 10.5 hours, i.e. 10 hours 30 minutes", "10.5", True, OK),
    (G, "630 / 60 = 10.5\nShe walked 10.5 hours, i.e. 10 hours 20 minutes.", "10.5", False, NONE),
    (G, "#### 10.5 hours, i.e. 10 hours 20 minutes", "10.5", False, PARSE),
    (G, "630 / 60 = 10.5\n答え：10時間20分", "10.5", False, MIS),
]

# A German sentence in a tag: its dot groups thousands.
GERMAN_IN_A_TAG = [
    (G, "<think>\n2520 + 975 = 3495\n</think>\n<answer>Der Hof hat insgesamt 3.495 Eier.</answer>",
     "3495", True, OK),
    (G, "<think>\n2520 + 975 = 3495\n</think>\n<answer>Der Hof hat insgesamt 3.495 Eier.</answer>",
     "3.495", False, MIS),
]  # fmt: skip

# Labelled values in math spans with a semicolon between them, after an answer phrase.
LABELLED_SEMICOLON = [
    (M, "Answer: $x_1 = 0.5$; $x_2 = 3$.", "\\frac{1}{2}, 3", True, OK),
    (M, "Answer: $x_1 = 0.5$; $x_2 = 4$.", "\\frac{1}{2}, 3", False, MIS),
    (M, "Answer: $x = 3$; $y$ is free.", "3", True, OK),
]

# An answer sentence of two numbers: the one the working's last step ended on (the other restates
# a given); with a denial, or neither equal to that result, none.
WORKED_OF_TWO = [
    (G, "40 / 10 = 4 weeks.\n</think>\n<answer>4 weeks will last 40 chocolate eggs.</answer>",
     "4", True, OK),
    (G, "40 / 10 = 4 weeks.\n</think>\n<answer>4 weeks will last 40 chocolate eggs.</answer>",
     "40", False, MIS),
    (G, "40 / 10 = 4 weeks.\n</think>\n<answer>4 weeks will not last 40 chocolate eggs.</answer>",
     "4", False, PARSE),
    (G, "40 / 8 = 5 weeks.\n</think>\n<answer>4 weeks will last 40 chocolate eggs.</answer>",
     "4", False, PARSE),
]  # fmt: skip

# Batch 2 (red-team rounds 149-150, real round 53).
# A plain-text function of a number is no number (`sqrt(119)` was read as 119).
PLAIN_FUNCTION = [
    (G, "<answer> sqrt(119) </answer>", "119", False, PARSE),
    (M, "<answer> sqrt(119) </answer>", "\\sqrt{119}", True, OK),
    (G, "So x = 2*sqrt(3).", "3", False, PARSE),
    (G, "The total is 119 (7 * 17).", "119", True, OK),
]

# A step's result in the answer's unit agrees with it, though a given with that number is the
# working's last mention (`= $20.00`, then "... sells 20 candles", `<answer>$20.00</answer>`).
RESULT_IN_UNIT = [
    (G, "Net profit = $40.00 - $20.00 = $20.00\n\nSo his profit is $20.00 if he sells 20 candles."
        "\n\n<answer>\n$20.00\n</answer>", "20", True, OK),
    (G, "There are 16 shelves. Each shelf holds 720 books, 4 * 720 = 2,880 books.\n"
        "#### 2,880 shelves", "2880", False, MIS),
]  # fmt: skip

# `\answer` written as a LaTeX command before the value.
ANSWER_MACRO = [
    (G, "So 163.\n\n\\[\n\\answer\n163\n\\]", "163", True, OK),
    (G, "So 163.\n\n\\[\n\\answer\n163\n\\]", "162", False, MIS),
]

# A phrase that denies another value before the final box is no second answer; one that denies
# the box's own value still is.
DENIED_BEFORE_BOX = [
    (G, "She has 162 - 47 = 115 muffins.\n\nNote: the answer is not 162, since 47 were given "
        "away.\n\n$\\boxed{115}$", "115", True, OK),
    (G, "The answer is not 115.\n\n$\\boxed{115}$", "115", False, PARSE),
]  # fmt: skip

# Words after a boxed set that take points out of it.
EXCLUDING_AFTER_SET = [
    (M, "so $x < 5$.\n\n$\\boxed{(-\\infty, 5)}$ excluding $x = 0$", "(-\\infty, 5)", False,
     PARSE),
    (M, "so $x < 5$.\n\n$\\boxed{(-\\infty, 5)}$ is the domain.", "(-\\infty, 5)", True, OK),
    (G, "So $\\boxed{18}$ excluding tax.", "18", True, OK),
]  # fmt: skip

# After `</think>` only an answer heading: the reply cut before its value.
HEADING_ONLY = [
    (M, "<think>\nso its sum is $\\frac{15(5 + 61)}{2}$. = 495.\n</think>\n**Final Answer**\n",
     "495", False, NONE),
    (M, "<think>\nso its sum is 495.\n</think>\n", "495", True, OK),
    (M, "<think>\nso its sum is 495.\n</think>\n**Final Answer**\n$\\boxed{495}$", "495", True,
     OK),
]  # fmt: skip

# `####` then a sentence that states the math value.
HASH_SENTENCE_MATH = [
    (M, "so $y = -5$.\n#### The vertex is $(-2, -5)$.", "(-2,-5)", True, OK),
    (M, "#### If x = 2, the vertex is $(-2, -5)$.", "(-2,-5)", False, PARSE),
    (M, "#### The vertex is $(2, 5)$.", "(-2,-5)", False, MIS),
]

# A check in Chinese that ends "so ... should be N" puts N in the answer's place.
CHECK_SHOULD_BE = [
    (M, "答：余数为2。\n验算：$1024 - 1022 = 3$，所以余数应为3。", "2", False, MIS),
    (M, "答：余数为2。\n验算：$1024 - 1022 = 2$，所以余数应为2。", "2", True, OK),
]

# Money in dollars and cents in Japanese and Korean; hours and a half; a French clock duration.
MONEY_AND_HALVES = [
    (G, "12.50 + 0.75 = 13.25\n答え：13ドル25セント", "13.25", True, OK),
    (G, "12.50 + 0.75 = 13.25\n총 13달러 25센트입니다.", "13.25", True, OK),
    (G, "12.50 + 0.75 = 13.25\n答え：13ドル20セント", "13.25", False, MIS),
    (G, "150 / 60 = 2.5\n答え：2時間半", "2.5", True, OK),
    (G, "150 / 60 = 2.5\n答え：2時間半", "2", False, MIS),
    (G, "150 / 60 = 2.5\nRéponse : 2 h 30.", "2.5", True, OK),
    (G, "#### 2h30", "2.5", True, OK),
]

# A point with a bar between its coordinates (German schools).
PIPE_POINT = [
    (M, "Antwort: $(4|3)$", "(4, 3)", True, OK),
    (M, "Antwort: $(2,5|3)$", "(2.5, 3)", True, OK),
    (M, "Antwort: $(3|4)$", "(4, 3)", False, MIS),
]

# A sentence after the answer that recalls the start is no new value; a residue with its modulus.
GIVEN_RECALLED_AND_MODULUS = [
    (G, "21 - 9 = 12\nAnswer: 12 apples. At first she had 45.", "12", True, OK),
    (G, "21 - 9 = 12\n#### 12\n\nOriginally there were 45 apples.", "12", True, OK),
    (G, "21 - 9 = 12\n#### 12\n\nWait, actually she has 15.", "12", False, MIS),
    (M, "Answer: the remainder is 2 (mod 7).", "2", True, OK),
    (M, "So $\\boxed{2 \\pmod{7}}$.", "2", True, OK),
    (M, "Answer: the remainder is 2 (mod 7).", "3", False, MIS),
]

# Batch 3 (red-team rounds 151-152, real rounds 55-56).
# A tag that holds its working and then a sentence of two numbers: the working's last result.
WORKED_OF_TWO_IN_A_TAG = [
    (G, "1. Find the words\n</think>\n<answer>\n10 pages * 450 words per page = 4,500 words\n"
        "4,500 words / 90 words per minute = 50 minutes\nIt would take Tom 50 minutes to type out "
        "10 pages.\n</answer>", "50", True, OK),
    (G, "1. Find the words\n</think>\n<answer>\n10 pages * 450 words per page = 4,500 words\n"
        "4,500 words / 90 words per minute = 50 minutes\nIt would take Tom 50 minutes to type out "
        "10 pages.\n</answer>", "10", False, MIS),
    (G, "21 - 9 = 12\n</think>\n<answer>Anna has 12 apples left out of 45.</answer>", "45", False,
     None),
]  # fmt: skip

# A phrase that says the final tag's amount as a comparison ("$40 less than Thursday's") agrees
# with the tag; another amount still does not.
COMPARISON_THEN_AMOUNT = [
    (G, "Therefore, the proper answer is that Friday's revenue was $40 less than Thursday's.\n\n"
        "<answer>$40</answer>", "40", True, OK),
    (G, "Therefore, the proper answer is that Friday's revenue was $30 less than Thursday's.\n\n"
        "<answer>$40</answer>", "40", False, None),
]  # fmt: skip

# School notations: `[-2, 3[` with `x \in` and LaTeX spaces, `\leqq`, `\doteq` (checked like
# `\approx`).
SCHOOL_NOTATIONS = [
    (M, "Solución: $x \\in [-2, 3[$", "[-2, 3)", True, OK),
    (M, "Réponse : $x \\in [-2\\,;\\,3[$", "[-2, 3)", True, OK),
    (M, "Solución: $x \\in [-2, 3[$", "[-2, 3]", False, MIS),
    (M, "Answer: $-2 \\leqq x < 3$", "[-2, 3)", True, OK),
    (M, "Odpověď: $\\frac{11}{24} \\doteq 0{,}46$", "\\frac{11}{24}", True, OK),
    (M, "Odpověď: $\\frac{11}{24} \\doteq 0{,}52$", "\\frac{11}{24}", False, MIS),
]

# A complex number ending a sentence outside math delimiters (a Unicode minus too).
COMPLEX_IN_PROSE = [
    (M, "<answer>The product is 5 − i.</answer>", "5 - i", True, OK),
    (M, "<think>x</think>\n<answer>Το γινόμενο είναι 5 − i.</answer>", "5 - i", True, OK),
    (M, "So the product is 5 + i.", "5 - i", False, MIS),
    (M, "So the product is −5 − i.", "-5 - i", True, OK),
    (M, "So the product is not 5 − i.", "5 - i", False, None),
    (M, "so $3 - i + 2$\n\nВідповідь не 5 − i", "5 - i", False, None),
]

# After `</think>`, a reply cut on its copula ("The product is"): no answer, whatever the think
# block concluded (red-team round 153, read after its fresh score).
CUT_ON_COPULA = [
    (M, "<think>\nSo 11 - 10i.\n</think>\n**Final Answer**\n\nThe product is", "11 - 10i", False,
     NONE),
    (M, "<think>\nSo 11 - 10i.\n</think>\n", "11 - 10i", True, OK),
]  # fmt: skip

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("help_asked", HELP_ASKED), ("answer_affirmed", ANSWER_AFFIRMED),
                        ("named_in_text", NAMED_IN_TEXT), ("other_unit_denied", OTHER_UNIT_DENIED),
                        ("name_as_subject", NAME_AS_SUBJECT), ("clock_time", CLOCK_TIME),
                        ("summary_verbs", SUMMARY_VERBS), ("function_argument", FUNCTION_ARGUMENT),
                        ("rounded_to_a_place", ROUNDED_TO_A_PLACE),
                        ("rounded_gloss_so", ROUNDED_GLOSS_SO), ("durations", DURATIONS),
                        ("german_in_a_tag", GERMAN_IN_A_TAG),
                        ("labelled_semicolon", LABELLED_SEMICOLON),
                        ("worked_of_two", WORKED_OF_TWO), ("plain_function", PLAIN_FUNCTION),
                        ("result_in_unit", RESULT_IN_UNIT), ("answer_macro", ANSWER_MACRO),
                        ("denied_before_box", DENIED_BEFORE_BOX),
                        ("excluding_after_set", EXCLUDING_AFTER_SET),
                        ("heading_only", HEADING_ONLY), ("hash_sentence_math", HASH_SENTENCE_MATH),
                        ("check_should_be", CHECK_SHOULD_BE),
                        ("money_and_halves", MONEY_AND_HALVES), ("pipe_point", PIPE_POINT),
                        ("given_recalled_and_modulus", GIVEN_RECALLED_AND_MODULUS),
                        ("worked_of_two_in_a_tag", WORKED_OF_TWO_IN_A_TAG),
                        ("comparison_then_amount", COMPARISON_THEN_AMOUNT),
                        ("school_notations", SCHOOL_NOTATIONS),
                        ("complex_in_prose", COMPLEX_IN_PROSE), ("cut_on_copula", CUT_ON_COPULA))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session30_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
