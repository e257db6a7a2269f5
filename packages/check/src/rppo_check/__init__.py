"""rppo_check: safe, fast final-answer checkers for math RL rewards.

Public API (the contract other parts code against):
`Verdict`, `Checker`, `load_checker`, `list_checkers`, `checker_info`, `CheckerInfo`,
`CheckerNotFound`, `DuplicateChecker`, `CheckerPool`, `with_format`, `FORMAT_MARKERS`, and
`rppo_check.numeric`
(`parse_number`, `numbers_equal`). Imports no torch; sympy loads only with the `math` checker.
"""

# ruff: noqa: E402 - the compiled build's guard must run before any other module of the package loads
from rppo_check import compiled

compiled.install()

from rppo_check import numeric
from rppo_check.extract import FORMAT_MARKERS
from rppo_check.numeric import numbers_equal, parse_number
from rppo_check.pool import CheckerPool
from rppo_check.registry import (
    CheckerInfo,
    CheckerNotFound,
    DuplicateChecker,
    checker_info,
    list_checkers,
    load_checker,
)
from rppo_check.verdict import REASONS, Checker, Verdict, with_format

__all__ = [
    "FORMAT_MARKERS",
    "REASONS",
    "Checker",
    "CheckerInfo",
    "CheckerNotFound",
    "CheckerPool",
    "DuplicateChecker",
    "Verdict",
    "checker_info",
    "list_checkers",
    "load_checker",
    "numbers_equal",
    "numeric",
    "parse_number",
    "with_format",
]
