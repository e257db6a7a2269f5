"""`prm-eval --format processbench`: solutions from PRM800K's rows, first errors, and the F1."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from reason_ppo.cli.app import app
from reason_ppo.cli.prm import processbench_report, read_prm800k_solutions
from typer.testing import CliRunner

Q = "What is 2 + 3 + 4?"


def _row(prefix: list[str], step: str, rating: int | None, *, solution: bool = False) -> dict:
    return {"instruction": Q, "responses": prefix, "next_response": step, "rating": rating,
            "is_solution": solution, "is_preferred_response": rating == 1}  # fmt: skip


ROWS = [
    _row([], "2 + 3 = 5", 1),
    _row([], "2 + 3 = 6", -1),  # wrong at step 0
    _row(["2 + 3 = 5"], "5 + 4 = 8", -1),  # wrong at step 1
    _row(["2 + 3 = 5"], "5 + 4 = 9", 0),  # neither a wrong nor a finished solution
    _row(["2 + 3 = 5", "5 + 4 = 9"], "The answer is 9", 1, solution=True),  # right
    _row(["2 + 3 = 5", "5 + 4 = 9"], "The answer is 9!", None, solution=True),  # right, unrated
]


def _write(folder: Path) -> Path:
    path = folder / "prm800k" / "phase1_test.stepwise-critic.jsonl"
    path.parent.mkdir(parents=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS), encoding="utf-8")
    return path


def test_solutions_and_their_first_errors(tmp_path: Path) -> None:
    solutions = read_prm800k_solutions(_write(tmp_path))
    assert [(s.steps, s.first_error) for s in solutions] == [
        (["2 + 3 = 6"], 0),
        (["2 + 3 = 5", "5 + 4 = 8"], 1),
        (["2 + 3 = 5", "5 + 4 = 9", "The answer is 9"], -1),
        (["2 + 3 = 5", "5 + 4 = 9", "The answer is 9!"], -1),
    ]
    assert (
        len(read_prm800k_solutions(tmp_path / "prm800k/phase1_test.stepwise-critic.jsonl", 1)) == 1
    )


def test_report_by_hand() -> None:
    # Wrong solutions: 2 of 3 first errors found; right ones: 1 of 2 accepted.
    report = processbench_report([0, 2, 1, -1, 0], [0, 1, 1, -1, -1])
    assert report["error_accuracy"] == pytest.approx(2 / 3)
    assert report["correct_accuracy"] == pytest.approx(1 / 2)
    assert report["f1"] == pytest.approx(2 * (2 / 3) * (1 / 2) / (2 / 3 + 1 / 2))
    assert processbench_report([-1], [-1])["f1"] == 0.0  # no wrong solutions: no F1


def test_cli_with_the_arithmetic_scorer(tmp_path: Path) -> None:
    _write(tmp_path)
    out = tmp_path / "pb.json"
    result = CliRunner().invoke(
        app,
        ["prm-eval", "--data-dir", str(tmp_path), "--format", "processbench", "--json", str(out)],
    )
    assert result.exit_code == 0, result.output
    figures = json.loads(out.read_text())
    # arithmetic: "2 + 3 = 6" and "5 + 4 = 8" are wrong at the right step; the right solutions'
    # steps all check (or say nothing): F1 = 1.
    assert figures["error_accuracy"] == 1.0 and figures["correct_accuracy"] == 1.0
    assert figures["f1"] == 1.0 and "F1: 1.000" in result.output
    bad = CliRunner().invoke(app, ["prm-eval", "--data-dir", str(tmp_path), "--format", "nope"])
    assert bad.exit_code == 2 and "--format" in bad.output
