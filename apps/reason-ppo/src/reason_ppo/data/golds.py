"""The data check on gold answers: which golds the run's checker cannot parse.

An unreadable gold is not fatal (the checker compares answers to it as normalised text and says
so in `Verdict.gold_unreadable`), but a user should hear about it before training, not discover a
problem that silently never scores. Only the built-in checkers can answer without running
plug-in code in this process; a plug-in is asked nothing (None).
"""

from __future__ import annotations

from collections.abc import Sequence

from reason_ppo.data.spec import Problem


def unreadable_golds(problems: Sequence[Problem], checker: str) -> list[Problem] | None:
    """The problems whose gold `checker` cannot parse, or None when the checker cannot tell."""
    from rppo_check import checker_info, load_checker
    from rppo_check.builtin import gold_answer

    if checker_info(checker).distribution != "rppo-check":
        return None  # a plug-in: never imported in the trainer's process
    read_gold = getattr(load_checker(checker), "read_gold", None)
    if read_gold is None:
        return None
    seen: dict[str, bool] = {}
    unreadable = []
    for problem in problems:
        gold = gold_answer(problem.gold)
        if gold not in seen:
            seen[gold] = bool(read_gold(gold))
        if not seen[gold]:
            unreadable.append(problem)
    return unreadable


def describe_unreadable(unreadable: Sequence[Problem], total: int, checker: str) -> str:
    """One warning line: how many, and the first few ids with their golds."""
    shown = ", ".join(f"{p.id} {p.gold[:40]!r}" for p in unreadable[:3])
    more = f" and {len(unreadable) - 3} more" if len(unreadable) > 3 else ""
    return (
        f"{len(unreadable)} of {total} gold answers cannot be parsed by checker {checker!r}; "
        f"answers to them are compared as normalised text (counted as checker/gold_unreadable): "
        f"{shown}{more}"
    )
