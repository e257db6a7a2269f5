"""Row formats: one JSON line (or hub row) of gsm8k, math500 or a jsonl file -> a `Problem`.

A bad row raises `RowError(field, reason)`; the loader adds FILE:LINE and decides whether to raise
or skip. Golds are validated here: a GSM8K final must be a number, others must be non-empty.
"""

from __future__ import annotations

import json
import re
from typing import Any

from reason_ppo.data.spec import DatasetSpec, Problem

# GSM8K finals: optional minus, digits with thousands commas only in the right places, decimals.
_GSM8K_NUMBER = re.compile(r"-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
# Bounds on what a row may hold: Python refuses int() past 4300 digits, json.loads recurses per
# nesting level. No real problem comes near either; a row past them is refused naming its line.
MAX_GOLD_DIGITS = 4000
MAX_JSON_DEPTH = 64
_DIGIT_RUN = re.compile(rf"\d{{{MAX_GOLD_DIGITS + 1},}}")


class RowError(Exception):
    """A bad row: the field at fault (None for the whole line) and why."""

    def __init__(self, field: str | None, reason: str) -> None:
        super().__init__(reason)
        self.field = field
        self.reason = reason


def to_problem(
    spec: DatasetSpec,
    split: str,
    raw: str | dict[str, Any],
    source: str,
    line: int,
    question_field: str,
    answer_field: str,
) -> Problem:
    """One row as a Problem (id, question, gold, meta with source and line), or RowError."""
    if isinstance(raw, str):
        if _depth(raw) > MAX_JSON_DEPTH:
            raise RowError(None, f"JSON nested deeper than {MAX_JSON_DEPTH} levels")
        try:
            row = json.loads(raw)
        except json.JSONDecodeError as err:
            raise RowError(None, f"malformed JSON ({err.msg} at column {err.colno})") from None
    else:
        row = raw
    if not isinstance(row, dict):
        raise RowError(None, f"expected a JSON object, got {type(row).__name__}")
    meta: dict[str, Any] = {"source": source, "line": line}
    if spec.kind == "gsm8k":
        question = _text_field(row, "question")
        solution = _text_field(row, "answer")
        gold = _bounded_gold(_gsm8k_gold(solution), "answer")
        return Problem(f"gsm8k/{split}/{line}", question, gold, {**meta, "solution": solution})
    if spec.kind == "math500":
        question = _text_field(row, "problem")
        gold = _bounded_gold(_text_field(row, "answer"), "answer")
        unique_id = row.get("unique_id")
        problem_id = unique_id if isinstance(unique_id, str) and unique_id else f"math500/{line}"
        extras = {k: row[k] for k in ("subject", "level", "unique_id", "solution") if k in row}
        return Problem(problem_id, question, gold, {**meta, **extras})
    # jsonl: configurable fields; a number is an acceptable gold; "... #### X" keeps X.
    question = _text_field(row, question_field)
    answer = row.get(answer_field)
    if isinstance(answer, (int, float)) and not isinstance(answer, bool):
        answer = str(answer)
    gold_text = _text_field({**row, answer_field: answer}, answer_field)
    gold = _bounded_gold(gold_text.rsplit("####", 1)[-1].strip(), answer_field)
    if not gold:
        raise RowError(answer_field, "empty gold after ####")
    raw_id = row.get("id")
    if raw_id is not None and (isinstance(raw_id, bool) or not isinstance(raw_id, (str, int))):
        raise RowError("id", f"must be a string or integer, got {type(raw_id).__name__}")
    assert spec.path is not None
    problem_id = str(raw_id) if raw_id is not None else f"{spec.path.stem}/{line}"
    extras = {k: v for k, v in row.items() if k not in (question_field, answer_field, "id")}
    return Problem(problem_id, question, gold, {**meta, **extras})


def _depth(text: str) -> int:
    """An upper bound on the nesting depth of a JSON text, without parsing it (brackets inside
    strings count too: a bound, which is all a refusal needs)."""
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return 0
    depth = deepest = 0
    for char in text:
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _bounded_gold(gold: str, field: str) -> str:
    if _DIGIT_RUN.search(gold):
        raise RowError(field, f"gold has a number of more than {MAX_GOLD_DIGITS} digits")
    return gold


def _text_field(row: dict[str, Any], name: str) -> str:
    """row[name] as a non-empty string, or a RowError naming the field."""
    if name not in row or row[name] is None:
        raise RowError(name, "missing")
    value = row[name]
    if not isinstance(value, str):
        raise RowError(name, f"must be a string, got {type(value).__name__}")
    if not value.strip():
        raise RowError(name, "empty")
    return value.strip()


def _gsm8k_gold(solution: str) -> str:
    """The number after the last ``####``, thousands commas removed ("1,080" -> "1080")."""
    if "####" not in solution:
        raise RowError("answer", "no '#### <final answer>' line")
    final = solution.rsplit("####", 1)[1].strip()
    if not final:
        raise RowError("answer", "empty gold after ####")
    if not _GSM8K_NUMBER.fullmatch(final):
        raise RowError("answer", f"gold {final[:40]!r} after #### is not a number")
    return final.replace(",", "")
