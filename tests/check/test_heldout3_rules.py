r"""Rules added on the third held-out round (`public_heldout3`): right answers the last-line tier
now reads, side by side with hostile variants that must still be rejected — a wrong number in the
same position, an operand or an intermediate result (rules: packages/check/README.md, "The last
statement is the final answer"). `None` as the expected reason means "any failure".
"""

from __future__ import annotations

import time

import pytest
from rppo_check import load_checker

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, NA = "ok", "mismatch", "no_answer"
FENCE = "\n```\n\n"

Case = tuple[str, str, str, bool, str | None]

# A closing code fence that closes the block the prompt opened ("# Answer: ```").
CODE_FENCE: list[Case] = [
    (
        G,
        "Quinn runs 7 - 2 = 5 laps.\nSo, Bethany can run 5 more laps than Quinn." + FENCE,
        "5",
        True,
        OK,
    ),
    (
        G,
        "Geb's age = 13 - 10\nGeb's age = 3\n\nTherefore, Geb is 3 years old." + FENCE,
        "3",
        True,
        OK,
    ),
    (G, "So the profit is $70,000 from flipping the house.\n```", "70000", True, OK),
    # the same position, a wrong number: still read, still wrong
    (G, "So, Bethany can run 5 more laps than Quinn." + FENCE, "6", False, MIS),
    # an intermediate line before the fence is not promoted: the last sentence is read
    (G, "Quinn runs 7 - 2 = 5 laps.\nSo she runs 14 laps in all." + FENCE, "5", False, MIS),
    # a fence that closes a block the completion opened is code: its last line is no answer
    (G, "Here is code:\n```python\nprint(18)\n```\n", "18", False, None),
    (G, "```\nx = 18\n```", "18", False, None),
    # a hedge before the fence still fails
    (G, "So she makes maybe 18 dollars." + FENCE, "18", False, None),
]

# A note to itself after the value ("Provide answer.", "Provide explanation.", "Answer.").
META_REMARKS: list[Case] = [
    (G, "Total = 40+36+46=122. Provide answer.", "122", True, OK),
    (G, "Over 4 weeks =>36h. Answer.", "36", True, OK),
    (G, "Work.\nSo answer $1,430. Provide explanation.", "1430", True, OK),
    (G, "Brother is 18 now. In 3 years, brother will be 21. Provide explanation.", "21", True, OK),
    (G, "Work: 9 * 2 = 18.\nThus respond accordingly.", "18", True, OK),
    # the sentence before the note is read by all the rules: an operand or the wrong value fails
    (G, "Total = 40+36+46=122. Provide answer.", "46", False, MIS),
    (
        G,
        "Brother is 18 now. In 3 years, brother will be 21. Provide explanation.",
        "18",
        False,
        MIS,
    ),
    (G, "Maybe it is 122 or 123. Provide answer.", "122", False, None),
    (G, "Divide 60 by 15. Provide answer.", "15", False, None),
    # "Provide 18 apples." is no note: it is the sentence read (and it states no result)
    (G, "Work.\nProvide 18 apples.", "18", True, OK),
]

# A closing agreement ("Yeah, that makes sense. I think that's right.") states nothing.
AFFIRMATIONS: list[Case] = [
    (
        G,
        "Work.\nIn 3 years, Ann will be 12, and her brother will be 21. Yeah, that makes sense. "
        "I think that's right.",
        "21",
        True,
        OK,
    ),
    (
        G,
        "Work.\nTotal books: 300/15=20. Then 20/4=5. Yeah, that makes sense. I think that's right.",
        "5",
        True,
        OK,
    ),
    (G, "Work.\nSo, 50 + 10 = 60. Yep, that seems correct.", "60", True, OK),
    (G, "Work.\nSo, 50 + 10 = 60. Yes.", "60", True, OK),
    # the value before the agreement is what counts: an operand stays wrong
    (G, "Work.\nSo, 50 + 10 = 60. Yep, that seems correct.", "50", False, MIS),
    (
        G,
        "Work.\nIn 3 years, Ann will be 12, and her brother will be 21. Yeah, that makes sense.",
        "12",
        False,
        MIS,
    ),
    # a doubt is no agreement
    (G, "Work.\nSo, 50 + 10 = 60. That doesn't seem right.", "60", False, None),
    (G, "Work.\nSo, 50 + 10 = 60. I think that's wrong.", "60", False, None),
]

# Anchors for the stated result: "a difference of", "a total cost of", "totaling", "gives me".
ANCHORS: list[Case] = [
    (G, "Work.\nSubtracting 235 from 240 gives a difference of 5 points.", "5", True, OK),
    (G, "Work.\n4 packs multiplied by $3 per pack equals a total cost of $12.", "12", True, OK),
    (
        G,
        "Work.\nShe gave away the pomelos, which are 20 minus 5, totaling 15 pieces.",
        "15",
        True,
        OK,
    ),
    (
        G,
        "Work.\nSince there are 60 minutes in an hour, dividing 60 minutes by 60 gives me 1 hour.",
        "1",
        True,
        OK,
    ),
    # the operands of those same sentences are not the answer
    (G, "Work.\nSubtracting 235 from 240 gives a difference of 5 points.", "235", False, MIS),
    (G, "Work.\n4 packs multiplied by $3 per pack equals a total cost of $12.", "3", False, MIS),
    (
        G,
        "Work.\nSince there are 60 minutes in an hour, dividing 60 minutes by 60 gives me 1 hour.",
        "60",
        False,
        MIS,
    ),
    (
        G,
        "Work.\nShe gave away the pomelos, which are 20 minus 5, totaling 15 pieces.",
        "20",
        False,
        MIS,
    ),
]

# Forms of the last line: an equation with the operands' unit, `\text{}` units in a display
# equation, money before an answer phrase, "N times", "N leftover <noun>", "need to answer:".
FORMS: list[Case] = [
    (G, "Work.\n\n600 burritos - 520 burritos = 80 burritos", "80", True, OK),
    (G, "Work.\n\n600 burritos - 520 burritos = 80 burritos", "520", False, MIS),
    # a cut-off line stays cut: the unit word is not the operands' own
    (G, "Work.\nSo, in total she put 160 * 2 = 32 boxes of", "32", False, None),
    (G, "Work.\nShe has 600 - 520 = 80 bur", "80", False, None),
    (
        M,
        "Work.\n\\[\n91 \\text{ yards} + 182 \\text{ yards} = 273 \\text{ yards}\n\\]",
        "273",
        True,
        OK,
    ),
    (
        M,
        "Work.\n\\[\n91 \\text{ yards} + 182 \\text{ yards} = 273 \\text{ yards}\n\\]",
        "91",
        False,
        None,
    ),
    (M, "Work.\n\\[\nx \\text{ yards} + 91 = 273\n\\]", "91", False, None),
    (
        G,
        'He started with $200, but it asks "How much did he spend?" So answer is $66. Provide '
        "explanation.",
        "66",
        True,
        OK,
    ),
    (
        G,
        'He started with $200, but it asks "How much did he spend?" So answer is $66.',
        "200",
        False,
        MIS,
    ),
    (G, "Work.\nSo, the program was downloaded **366 times** in total.", "366", True, OK),
    (G, "Work.\nSo, the total is 366 times 2.", "366", False, None),
    (G, "Work.\nSo, the total is 366 times the price.", "366", False, None),
    (G, "Leftover = 600 - 520 = 80. So answer: 80 leftover burritos.", "80", True, OK),
    (G, "So answer: 12 remaining eggs.", "12", True, OK),
    (G, "So answer: 80 leftover burritos.", "81", False, MIS),
    (
        G,
        "We need to answer: Ann is 9, brother is 18 now. In 3 years, brother will be 21.",
        "21",
        True,
        OK,
    ),
    (
        G,
        "We need to answer: Ann is 9, brother is 18 now. In 3 years, brother will be 21.",
        "18",
        False,
        MIS,
    ),
    (G, "Answer: 18", "18", True, OK),
]

# Where a sentence or a line ends; what a closed block proves; a check agreed with.
SENTENCES: list[Case] = [
    # a closing fence proves the last line was not cut by the token limit
    (
        G,
        "Goats: 3 * $500 = $1500\nTotal spent: $1500 (goats) + $3000 (cows) = $4500" + FENCE,
        "4500",
        True,
        OK,
    ),
    (
        G,
        "Goats: 3 * $500 = $1500\nTotal spent: $1500 (goats) + $3000 (cows) = $4500" + FENCE,
        "1500",
        False,
        MIS,
    ),
    (
        G,
        "Goats: 3 * $500 = $1500\nSo, John spent a total of $4500 on the goats and" + FENCE,
        "4500",
        False,
        None,
    ),
    # a sentence may open with a number after a full stop
    (
        G,
        "Work.\nLet me make sure I didn't make a mistake. 20% of 50 is 10, so 50 + 10 = 60.",
        "60",
        True,
        OK,
    ),
    (
        G,
        "Work.\nLet me make sure I didn't make a mistake. 20% of 50 is 10, so 50 + 10 = 60.",
        "10",
        False,
        MIS,
    ),
    # ... but not after an abbreviation, and "approx." is a hedge
    (G, "Work.\nSo she needs approx. 5 pounds.", "5", False, None),
    (G, "Work.\nSo she has about 18 apples. 20 are red.", "18", False, None),
    (G, "Work.\nIt takes max. 5 hours or less.", "5", False, None),
    (G, "Work.\nShe ate 3 of them. 15 were left.", "3", False, MIS),
    # an agreement after a question or a hedge confirms nothing stated
    (G, "Work.\nIs it 18? Yes.", "18", False, None),
    (G, "Work.\nSo it might be 18. Yes.", "18", False, None),
    # a check followed by an agreement is skipped: the line before is read
    (
        G,
        "Total = 273 yards.\n\nCheck: 91+182=273. Yes.\n\nWe should respond with answer.",
        "273",
        True,
        OK,
    ),
    (G, "Total = 270 yards.\n\nCheck: 91+182=273. Yes.", "273", False, MIS),
    (G, "Work.\nCheck: 91+182=273.", "273", False, None),  # a check alone states nothing
    # a condition's comma is the first one outside math
    (
        M,
        "Work.\nSince $f(x, y) = x^2 + y^2$ is a sum of squares, the minimum value is $0$.",
        "0",
        True,
        OK,
    ),
    (
        M,
        "Work.\nSince $f(x, y) = x^2 + y^2$ is a sum of squares, the minimum value is $0$.",
        "2",
        False,
        MIS,
    ),
    (M, "Work.\nSince $f(x, y) = x^2 + 2$ is at least $2$.", "2", False, None),
]

# Markup attributes are no statement; markup around a value is.
MARKUP: list[Case] = [
    (
        M,
        'Reflection of 90 </think content="90"> </think> <answer content="1"></answer>',
        "1",
        False,
        None,
    ),
    (G, '<answer value="18"></answer>', "18", False, None),
    (M, "</think> <answer> <span>13</span> </answer>", "13", True, OK),
]

CLASSES = {
    "code_fence": CODE_FENCE, "meta_remarks": META_REMARKS, "affirmations": AFFIRMATIONS,
    "anchors": ANCHORS, "forms": FORMS, "sentences": SENTENCES, "markup": MARKUP,
}  # fmt: skip
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_heldout3_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason, cls)


def test_every_class_has_both_sides() -> None:
    for name, cases in CLASSES.items():
        assert any(case[3] for case in cases), name
        assert any(not case[3] for case in cases), name


WORST = {
    "fences": "```\n" * 20_001, "remarks": "Provide answer. " * 8000, "yes": "Yes. " * 12_000,
    "markup": '<a b="1">' * 8000, "times": "1 times " * 8000, "money": "$1 so. answer is " * 4000,
    "commas": "Since $f(x, y)$" * 5000 + ", it is 1.", "digits": "Let me see. 1 " * 6000,
    "checks": "Check: 1=1. Yes. " * 4000,
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(WORST))
def test_new_rules_stay_linear(name: str) -> None:
    for checker in (G, M):
        started = time.perf_counter()
        verdict = load_checker(checker)(WORST[name], "1")
        assert time.perf_counter() - started < 2.0, (name, checker)
        assert verdict.reason in {OK, MIS, NA, "parse_error"}
