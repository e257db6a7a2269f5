"""Algebraic identities checked at random exact points (`rppo_prm.identities`): +1 or no verdict."""

from __future__ import annotations

import time

import pytest
from rppo_prm import score_step
from rppo_prm.identities import find_identities, identities_hold

RIGHT, WRONG, NONE = 1.0, -1.0, 0.0

CASES: list[tuple[str, float]] = [
    # --- an identity that holds: the step's algebra is right ---
    ("So $x = 7n + 5 = 7(7m + 3) + 5 = 49m + 26$", RIGHT),
    ("$(x+1)^2 = x^2+2x+1$", RIGHT),
    ("Finally, $\\left(-\\frac{1}{2x^2}\\right)^{3}=\\frac{-1}{8x^6}$.", RIGHT),
    ("$\\dfrac{x^2-1}{x-1} = x+1$", RIGHT),
    ("Notice that $r_1^2+r_2^2+r_1r_2=(r_1+r_2)^2-r_1r_2$.", RIGHT),
    ("We get $z_1+z_2+z_3+z_4=i+i+i+i=4i$.", RIGHT),
    ("The first component is $2c - (-5)b = 2c + 5b$.", RIGHT),
    ("$2ab^2 + ab^2 = 3ab^2$", RIGHT),
    ("$a(b+c) = ab+ac$", RIGHT),
    ("$ar_1 + ar_2 = a(r_1+r_2)$", RIGHT),
    ("$\\pi r^2 \\cdot 2 = 2\\pi r^2$", RIGHT),
    ("\\[a_{n+1} + a_{n+1} = 2a_{n+1}\\]", RIGHT),
    ("$\\frac{1}{2}x = \\frac{x}{2}$", RIGHT),
    ("$\\theta^2 \\cdot \\theta = \\theta^3$", RIGHT),
    # --- sides that differ are an equation, a definition or a substitution: never −1 ---
    ("$3p+e=124$", NONE),
    ("Thus $x = 7(7m + 3) + 5 = 49m + 24$", NONE),  # a wrong expansion, but only abstained on
    ("$2x + 1 = x + 3$", NONE),
    ("So $x = 5$.", NONE),
    # a chain with a link that fails between the same variables: no verdict for the step
    (
        "So $\\frac{1}{(a-b)(a-c)}+\\frac{1}{(b-a)(b-c)}=\\frac{(b-c)+(a-c)}{(a-b)(a-c)(b-c)}"
        "=\\frac{a+b-2c}{(a-b)(a-c)(b-c)}$.",
        NONE,
    ),
    # --- readings that are not one polynomial reading are skipped ---
    ("$f(2x) = 2f(x)$", NONE),  # f may be a function
    ("$ab(c) = abc$", NONE),
    ("$s(2) = 2s$", NONE),  # s(t) may be a position at time t
    ("$v(-t) + v(t) = 0v$", NONE),
    ("$x(x+1) = x^2 + x$", RIGHT),
    ("$1/2x = x/2$", NONE),  # 1/(2x) or x/2?
    ("$\\sqrt{x^2} = x$", NONE),  # |x|
    ("$x^n x = x^{n+1}$", NONE),  # a variable exponent
    ("$n! = n(n-1)!$", NONE),
    ("$\\frac{dy}{dx} = \\frac{y}{x}$", NONE),  # differentials, not products
    ("$\\sin^2 x + \\cos^2 x = 1$", NONE),
    ("$x \\text{ cm} + x = 2x$", NONE),
    ("$x' + x' = 2x'$", NONE),
    ("$2\\frac{1}{2}x = \\frac{5}{2}x$", NONE),  # a mixed number?
    ("$(x+1)^{100} = (x+1)^{100}$", NONE),  # past the evaluator's exponent bound
    ("$x + y = y + x$ and 2 + 2 = 5", WRONG),  # wrong arithmetic still makes the step wrong
    ("$x + y$ = $y + x$", NONE),  # `=` outside the math spans
]


@pytest.mark.parametrize(("step", "expected"), CASES)
def test_step_score(step: str, expected: float) -> None:
    assert score_step(step) == expected, find_identities(step)


def test_a_failed_link_is_reported_as_failed_never_as_wrong() -> None:
    links = find_identities("Thus $x = 7(7m + 3) + 5 = 49m + 24$")
    assert [(link.holds, link.same_variables) for link in links] == [(False, False), (False, True)]
    assert not identities_hold("Thus $x = 7(7m + 3) + 5 = 49m + 24$")


def test_a_substitution_does_not_block_the_identity_after_it() -> None:
    links = find_identities("$x = 7n + 5 = 7(7m + 3) + 5 = 49m + 26$")
    assert [link.holds for link in links] == [False, False, True]
    assert links[2].left == "7 * ( 7 * m + 3 ) + 5" and links[2].right == "49 * m + 26"


def test_a_pole_at_a_point_draws_another() -> None:
    # 1/x at x = 0 has no value; every point drawn must still give both sides a value.
    assert identities_hold("$\\frac{x}{x} + \\frac{1}{x} = \\frac{x+1}{x}$")


def test_the_verdict_is_the_same_every_time() -> None:
    step = "$(a+b)^3 = a^3 + 3a^2b + 3ab^2 + b^3$"
    assert {score_step(step) for _ in range(5)} == {RIGHT}


def test_hostile_spans_are_neither_slow_nor_a_crash() -> None:
    start = time.perf_counter()
    assert score_step("$" + "(" * 3000 + "x = x" + ")" * 3000 + "$") == 0.0
    assert score_step("$" + "x^{9^{9}}" + " = x$") == 0.0
    assert score_step("$" + "+".join(["(x+1)^{60}"] * 30) + " = 0$") == 0.0
    assert time.perf_counter() - start < 2.0
