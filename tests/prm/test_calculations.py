"""The calculation checker (`CalculationScorer`, registered as `arithmetic`) on hand-written steps,
and its evaluator's safety."""

from __future__ import annotations

import time
from fractions import Fraction

import pytest
from rppo_prm import CalculationScorer, find_calculations, score_step
from rppo_prm.calc import CalcError, evaluate, lex

RIGHT, WRONG, NONE = 1.0, -1.0, 0.0

# (step, expected score). Right, wrong, and no checkable calculation, in the formats of GSM8K
# solutions, model outputs and MATH (LaTeX) steps.
CASES: list[tuple[str, float]] = [
    # --- right ---
    ("Natalia sold 48/2 = 24 clips in May.", RIGHT),
    ("She needs 16 x 3 = 48 eggs.", RIGHT),
    ("The toys cost $5 * 4 = $20.", RIGHT),
    ("3+4=7", RIGHT),
    ("He read 2/5 of 80 = 32 pages.", RIGHT),
    ("The price is $1,200 + $300 = $1,500.", RIGHT),
    ("Half is 1/2 * 30 = 15.", RIGHT),
    ("He has 3 x 4 = 12 boxes.", RIGHT),
    ("The tip is 5% of 200 = 10 dollars.", RIGHT),
    ("20% * 50 = 10", RIGHT),
    ("Janet sells 16 eggs - 3 eggs - 4 eggs = 9 eggs a day.", RIGHT),
    ("She works 8 hours * $15 per hour = $120.", RIGHT),
    ("3 hours * 60 minutes/hour = 180 minutes.", RIGHT),
    ("In total (3 + 4) * 2 = 14 apples.", RIGHT),
    ("The area is 2(3 + 4) = 14.", RIGHT),
    ("10/4 = 2.5", RIGHT),
    ("100/3 = 33.33 on average.", RIGHT),
    ("2/3 = 0.67 of the cake.", RIGHT),
    ("30/120 = 25% of the class.", RIGHT),
    ("30/120 * 100 = 25%", RIGHT),
    ("So 5 - 8 = -3 degrees.", RIGHT),
    ("The change was −5 + 2 = −3.", RIGHT),
    ("Each gets 12 ÷ 4 = 3 cookies.", RIGHT),
    ("The total is 7 × 6 = 42.", RIGHT),
    ("First 2 + 3 = 5, then 5 * 2 = 10.", RIGHT),
    ("Total cost = 5 + 3 = 8 dollars.", RIGHT),
    ("It is 5 + 3 = 8 = 8.", RIGHT),
    ("$3/2 = $1.50+$3.00=$4.50", RIGHT),
    ("$17 \\cdot 4 = 68$", RIGHT),
    ("$\\frac{3}{4} \\times 8 = 6$", RIGHT),
    ("$2^{10} = 1024$", RIGHT),
    ("That is 3^2 + 4^2 = 25.", RIGHT),
    ("$12 \\div 3 = 4$", RIGHT),
    ("So 1/3 * 3 = 1 exactly.", RIGHT),
    ("She paid $0.75 * 4 = $3.", RIGHT),
    ("The ratio is 10/3 ≈ 3.3.", RIGHT),
    ("32/96 = 33.333...%", RIGHT),
    ("He drove 60 km/hour * 2 hours = 120 km.", RIGHT),
    ("(He had 3 + 4 = 7 marbles.)", RIGHT),
    ("Then 2,000 * 3 = 6,000 people.", RIGHT),
    # --- wrong ---
    ("Natalia sold 48/2 = 25 clips in May.", WRONG),
    ("She needs 16 x 3 = 46 eggs.", WRONG),
    ("The toys cost $5 * 4 = $25.", WRONG),
    ("3+4=8", WRONG),
    ("He read 2/5 of 80 = 40 pages.", WRONG),
    ("The price is $1,200 + $300 = $1,400.", WRONG),
    ("The tip is 5% of 200 = 15 dollars.", WRONG),
    ("Janet sells 16 eggs - 3 eggs - 4 eggs = 8 eggs a day.", WRONG),
    ("In total (3 + 4) * 2 = 11 apples.", WRONG),
    ("First 2 + 3 = 5, then 5 * 2 = 12.", WRONG),
    ("100/3 = 33.5 on average.", WRONG),
    ("10/4 = 2", WRONG),
    ("$17 \\cdot 44 = 788$", WRONG),
    ("2 + 3 * 4 = 20", WRONG),
    ("The total is 7 × 6 = 36.", WRONG),
    ("So 5 - 8 = 3 degrees.", WRONG),
    ("She paid $0.75 * 4 = $4.", WRONG),
    ("It is 5 + 3 = 8 = 9.", WRONG),
    ("Each gets 12 ÷ 4 = 4 cookies.", WRONG),
    ("That is 3^2 + 4^2 = 49.", WRONG),
    # --- no checkable calculation ---
    ("She has some eggs left.", NONE),
    ("#### 72", NONE),
    ("So x = 5.", NONE),
    ("Solving 2x + 3 = 7 gives x = 2.", NONE),
    ("$x^2 + 3 = 12$", NONE),
    ("$\\sqrt{2} + 2 = 4$", NONE),  # irrational against rational: no float verdict
    ("5! = 120!", NONE),  # the last `!` may be an exclamation
    ("He had 24 = 24 apples.", NONE),
    ("16 students drank 2 quarts = 16 * 2 = 32 quarts", RIGHT),
    ("a_1 + 2 = 5", NONE),
    ("There are 20 sets of 3 eggs.", NONE),
    ("He bought 1 1/2 = 2 pies", NONE),
    ("Week 1 earnings + week 2 earnings = $500", NONE),
    ("The answer is 42.", NONE),
    ("In one hour, there are 60 / 15 = 4 (15 minutes).", RIGHT),
    ("If 3 < 4 then 5 >= 2.", NONE),
    # --- widened (issue 26 item 6): a boxed result, a value stated before its calculation ---
    ("Ok, so the sum of the roots is $34/1=\\boxed{34}$.", RIGHT),
    ("So the product is $(1)(2^2)(3^3)(4^4)=\\boxed{248832}$.", WRONG),  # it is 27648
    ("Right, $192 = 7*27+3$.", RIGHT),
    ("$264 = 2 * 2 * 2 * 3 * 12$", WRONG),
    ("5=1+4", RIGHT),
    ("The total is \\fbox{3 + 4 = 8}", WRONG),
    # ... but a lone number after prose still names a quantity, and one with a unit changes units
    ("16 students drank 2 quarts = 16 * 2", NONE),
    ("1.25 hours = 75 minutes", NONE),
    ("$5 x = 1 + 4$", NONE),
    ("And $1=3+4$ is clearly not true.", NONE),  # the step itself calls it false
    ("So 2 + 2 = 5 is a mistake; 2 + 2 = 4.", NONE),
    # --- widened (session 11): LaTeX functions of literals, exact; factorials ---
    ("$\\sqrt{4} + 2 = 4$", RIGHT),
    ("$\\sqrt{4} + 2 = 5$", WRONG),
    ("So $\\sqrt{\\frac{1}{36}}=\\frac{1}{6}$.", RIGHT),
    ("$\\sqrt[3]{27} = 3$", RIGHT),
    ("$\\sqrt[3]{-8} = -2$", RIGHT),
    ("$\\sqrt[3]{27} = 9$", WRONG),
    ("Finally we get $\\binom{8}{2}=28$", RIGHT),
    ("Finally we get $\\dbinom{8}{2}=56$", WRONG),
    ("Which would leave us with $\\binom{8}{2}=\\frac{8\\cdot 7}{2!}$", RIGHT),
    ("5! = 120", RIGHT),
    ("$(3)! + 1 = 6$", WRONG),
    ("$\\frac{10 \\cdot 11}{2} = 55$", RIGHT),
    ("So $p_F=\\frac{-\\frac{3}{6}}{-4}=\\frac{1}{8}$.", RIGHT),  # nested fractions
    ("So $\\frac{-\\frac{3}{6}}{-4}=\\frac{1}{6}$.", WRONG),
    ("That is equal to $-\\dfrac{1000}{8}=-125$.", RIGHT),
    ("$2\\sqrt{9} = 6$", RIGHT),
    ("$2\\frac{1}{2} = 1$", NONE),  # 2½ or 2·½: a mixed number is not read
    ("$\\sqrt{-4} = 2$", NONE),
    # irrational roots, exact as sums of square roots (rppo_prm.surds), when both sides are
    ("$\\sqrt{27} = \\sqrt{3^2 \\cdot 3} = \\sqrt{3^2} \\cdot \\sqrt{3} = 3\\sqrt{3}$.", RIGHT),
    ("We get $\\sqrt{\\frac{9}{2}}=\\frac{3}{\\sqrt{2}}$ in both cases.", RIGHT),
    ("$\\frac{1 + \\sqrt{5}}{2} + 1 = \\frac{3 + \\sqrt{5}}{2}$", RIGHT),
    ("$\\dfrac{4\\sqrt{3}}{4} = \\sqrt{3}$", RIGHT),
    ("$\\frac{\\sqrt{2}}{\\sqrt{2}} = 1$", RIGHT),
    ("$\\sqrt{2}\\cdot\\sqrt{2} = 2$", RIGHT),
    ("$f(\\sqrt{2})=\\sqrt{2+\\frac{2}{2} - 3(2) + \\frac{9}{2}} = \\sqrt{2}$", WRONG),
    ("$\\sqrt{\\frac{9}{2}} = \\frac{\\sqrt{18}}{3}$", WRONG),
    ("$\\sqrt{2} = 1.414$", NONE),  # irrational against rational: may be a rounding
    ("$\\sqrt{2} \\approx 1.5$", NONE),
    ("$\\frac{1}{2\\sqrt{2} + 3} = 3 - 2\\sqrt{2}$", NONE),  # division by a sum: not done
    ("$\\sqrt{" + str(10**9 + 7) + "} = \\sqrt{" + str(10**9 + 7) + "}$", NONE),  # not factored
    # a candidate tried in an equation may fail it: no verdict; said to hold, it is wrong
    ("Plugging in $1$ we get $1=\\sqrt{11-2(1)}+4$, which simplifies to $1=\\sqrt{9}+4$.", NONE),
    ("And $1=\\sqrt{9}+4$ is true.", WRONG),
]


def test_there_are_at_least_sixty_hand_written_steps() -> None:
    kinds = [score for _, score in CASES]
    assert len(CASES) >= 60
    assert min(kinds.count(RIGHT), kinds.count(WRONG), kinds.count(NONE)) >= 12


@pytest.mark.parametrize(("step", "expected"), CASES)
def test_step_score(step: str, expected: float) -> None:
    assert score_step(step) == expected, find_calculations(step)


def test_scorer_scores_every_step_in_order() -> None:
    scorer = CalculationScorer()
    assert scorer("q", ["3+4=7", "3+4=8", "no maths"]) == [1.0, -1.0, 0.0]
    assert scorer("q", []) == []


def test_one_wrong_calculation_makes_the_step_wrong() -> None:
    calcs = find_calculations("First 2 + 3 = 5, then 5 * 2 = 12.")
    assert [c.correct for c in calcs] == [True, False]
    assert calcs[1].left_value == 10 and calcs[1].right_value == 12


@pytest.mark.parametrize(
    ("expr", "value"),
    [
        ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9),
        ("2 ^ 3 ^ 2", 512),
        ("-2 ^ 2", -4),
        ("8 / 4 / 2", 1),
        ("1/3 + 1/6", Fraction(1, 2)),
        ("$1,200 - 200", 1000),
        ("50% of 30", 15),
        ("2(3)", 6),
        ("\\frac{\\frac{1}{2}}{3}", Fraction(1, 6)),
        ("\\sqrt{\\frac{16}{9}}", Fraction(4, 3)),
        ("\\sqrt[5]{" + str(7**150) + "}", 7**30),  # exact integer root, no float round-off
        ("3! + \\binom{5}{2}", 16),
        ("2^{3!}", 64),
    ],
)
def test_evaluate_is_exact(expr: str, value: Fraction | int) -> None:
    assert evaluate(lex(expr)) == value


@pytest.mark.parametrize(
    "expr",
    [
        "1 / 0",
        "2 ^ 0.5",
        "(1 + 2",
        "1 +",
        "9 ^ 9 ^ 9",
        "__import__",
        "\\sqrt{2}",
        "\\sqrt 4",
        "\\frac{1}{0}",
        "101! + 1",
        "\\binom{2000}{3}",
        "\\sqrt[3]{" + "9" * 2000 + "}",
    ],
)
def test_evaluate_rejects(expr: str) -> None:
    with pytest.raises(CalcError):
        evaluate(lex(expr))


def test_hostile_text_is_neither_executed_nor_slow() -> None:
    hostile = "__import__('os').system('echo hi') = 0 and 9^9^9^9 = 1 and " + "(" * 5000 + "1 = 1"
    start = time.perf_counter()
    assert score_step(hostile) == 0.0
    assert score_step("1+" * 60 + "1 = 61") == 1.0
    assert score_step("1+" * 3000 + "1 = 3001") == 0.0  # too long to be a hand calculation
    assert time.perf_counter() - start < 2.0


def test_surds_are_exact() -> None:
    from rppo_prm.surds import Surd

    root2, root3 = Surd.sqrt(Fraction(2)), Surd.sqrt(Fraction(3))
    assert root2 * root2 == 2 and root2 * root3 == Surd.sqrt(Fraction(6))
    assert Surd.sqrt(Fraction(27, 4)) == root3 * Fraction(3, 2)
    assert (1 + root2) ** 2 == 3 + 2 * root2
    assert 1 / root2 == root2 / 2 and (root2 + root3).rational() is None
    assert root2 != Fraction(99, 70)  # close, not equal
    with pytest.raises(CalcError):
        _ = 1 / (1 + root2)  # division by a sum is refused, not guessed
    with pytest.raises(CalcError):
        Surd.sqrt(Fraction(-4))


def test_an_irrational_root_is_its_own_error_and_has_a_surd_value() -> None:
    from rppo_prm.calc import IrrationalRoot
    from rppo_prm.surds import Surd

    with pytest.raises(IrrationalRoot):
        evaluate(lex("\\sqrt{12} - 1"))
    assert evaluate(lex("\\sqrt{12} - 1"), surds=True) == 2 * Surd.sqrt(Fraction(3)) - 1
