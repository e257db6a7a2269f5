"""The MATH speed shortcuts decide nothing the full path would decide otherwise (session 8)."""

from __future__ import annotations

import random

import pytest
import sympy
from rppo_check.extract import _closing_braces
from rppo_check.symbolic import REL_TOL, _close, _far


def test_closing_braces_from_a_start_matches_the_full_pass() -> None:
    # braces before `start` never change the matches of those after it (random texts with
    # escaped braces and stray closers, every start)
    rng = random.Random(8)
    for _ in range(400):
        text = "".join(rng.choice("{}{}\\ab") for _ in range(rng.randint(0, 40)))
        full = _closing_braces(text)
        for start in range(len(text) + 1):
            assert _closing_braces(text, start) == {k: v for k, v in full.items() if k >= start}


def _sympy_close(x: sympy.Expr, y: sympy.Expr) -> bool:
    return bool(abs(x - y) <= REL_TOL * max(sympy.Integer(1), abs(x), abs(y)))


_VALUES = [
    "0", "1", "-1", "1/3", "2**(1/2)", "pi", "pi + 10**-50", "10**-100*pi", "18 + 10**-50*I",
    "6 - 5*I", "6 - 5*I + 10**-45", "sqrt(51)", "10**400", "10**400 + 1", "-10**-400", "E**700",
    "1e-300", "I", "I*(1 + 10**-41)", "3 + 4*I", "5", "13/4", "10**20 + 10**-25",
]  # fmt: skip


@pytest.mark.parametrize("x", _VALUES)
def test_far_only_says_not_close(x: str) -> None:
    a = sympy.sympify(x).evalf(50)  # test-side constants, not model text
    for y in _VALUES:
        b = sympy.sympify(y).evalf(50)
        close = _sympy_close(a, b)
        assert not (close and _far(a, b)), (x, y)
        assert _close(a, b) == close, (x, y)
