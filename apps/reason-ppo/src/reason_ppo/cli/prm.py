"""`reason-ppo prm-score` and `reason-ppo prm-eval`: step scorers on files, and against human labels.

Input files are read and validated in full before the scorer is built, so a bad line costs a second,
not a model load. Scoring is `rppo_prm`; this module only reads, counts and prints.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import typer

from reason_ppo.errors import fail

if TYPE_CHECKING:
    from rppo_prm import SplitMode

DATA_ENV = "REASON_PPO_DATA"
PRM800K_FILE = "prm800k/phase1_test.stepwise-critic.jsonl"
SPLIT_CHOICES = ("lines", "sentences", "tag")


class InputError(ValueError):
    """A malformed input line; the message is `FILE:LINE: field 'F': reason`."""


def _json_lines(path: Path) -> Iterator[tuple[int, dict[str, Any]]]:
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror or exc}") from None
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"{path}:{number}: not JSON ({exc.msg})") from None
            if not isinstance(row, dict):
                raise InputError(f"{path}:{number}: expected a JSON object")
            yield number, row


def _field(row: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = row.get(name)
    if not isinstance(value, kind):
        got = "missing" if name not in row else type(value).__name__
        raise InputError(f"{where}: field {name!r}: expected {kind.__name__}, got {got}")
    return value


def _str_list(row: dict[str, Any], name: str, where: str) -> list[str]:
    items = _field(row, name, list, where)
    if not all(isinstance(item, str) for item in items):
        raise InputError(f"{where}: field {name!r}: every item must be a string")
    return items


def _options(pairs: list[str]) -> dict[str, Any]:
    """`key=value` scorer options; values that read as JSON (numbers, true/false) are converted."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            fail(f"--option {pair!r}: expected KEY=VALUE")
        try:
            options[key.strip()] = json.loads(value)
        except json.JSONDecodeError:
            options[key.strip()] = value
    return options


def _scorer(name: str, options: dict[str, Any]) -> Any:
    from rppo_prm import StepScorerNotFound, load_step_scorer

    try:
        return load_step_scorer(name, **options)
    except (StepScorerNotFound, ValueError, OSError) as exc:
        fail(f"--scorer {name}: {exc}")


def _score_all(step_scorer: Any, jobs: list[tuple[str, list[str]]]) -> list[list[float]]:
    """Each job's step scores: in batched forwards where the scorer has `score_many` (the model
    scorers), else one call per job."""
    many = getattr(step_scorer, "score_many", None)
    if many is not None:
        return list(many([q for q, _ in jobs], [steps for _, steps in jobs]))
    return [list(step_scorer(question, steps)) for question, steps in jobs]


def prm_score_command(
    input_path: Path = typer.Option(
        ...,
        "--input",
        "-i",
        help='JSONL: {"question", "steps": [...]} or {"question", "completion"}.',
    ),
    scorer: str = typer.Option("arithmetic", "--scorer", help="Step scorer name or pkg.mod:attr."),
    option: list[str] = typer.Option(
        [], "--option", help="Scorer option KEY=VALUE, repeatable (e.g. model=PATH for prm-model)."
    ),
    split: str = typer.Option("lines", "--split", help="How a completion is cut into steps."),
    tag: str = typer.Option("\n\n", "--tag", help="Step separator for --split tag."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
) -> None:
    """Score the steps of each line; write one {"scores": [...]} per line, in order.

    Examples:

        reason-ppo prm-score --input steps.jsonl

        reason-ppo prm-score -i completions.jsonl --scorer prm-model --option model=./math-shepherd
    """
    from rppo_prm import split_steps, steps_of

    if split not in SPLIT_CHOICES:
        fail(f"--split must be one of {', '.join(SPLIT_CHOICES)}, not {split!r}")
    jobs: list[tuple[str, list[str], bool]] = []
    try:
        for number, row in _json_lines(input_path):
            where = f"{input_path}:{number}"
            question = _field(row, "question", str, where)
            if "steps" in row:
                jobs.append((question, _str_list(row, "steps", where), False))
            elif "completion" in row:
                text = _field(row, "completion", str, where)
                spans = split_steps(text, cast("SplitMode", split), tag=tag)  # checked above
                jobs.append((question, steps_of(text, spans), True))
            else:
                raise InputError(f"{where}: field 'steps' or 'completion': missing")
    except InputError as exc:
        fail(str(exc))
    step_scorer = _scorer(scorer, _options(option))
    all_scores = _score_all(step_scorer, [(q, steps) for q, steps, _ in jobs])
    lines = []
    for (_, steps, segmented), scores in zip(jobs, all_scores, strict=True):
        record: dict[str, Any] = {"scores": [float(s) for s in scores]}
        if segmented:  # the caller did not choose the steps: say what was scored
            record["steps"] = steps
        lines.append(json.dumps(record, ensure_ascii=False))
    text = "".join(line + "\n" for line in lines)
    if out is None:
        typer.echo(text, nl=False)
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        fail(f"--out {out}: cannot write: {exc.strerror or exc}")
    typer.echo(f"wrote {len(lines)} lines to {out}", err=True)


@dataclass(frozen=True)
class LabelledStep:
    question: str
    prefix: list[str]
    step: str
    rating: int


def read_prm800k(path: Path, limit: int | None = None) -> list[LabelledStep]:
    """The rated rows of the PRM800K stepwise-critic file (rating -1/0/+1; null rows skipped)."""
    rows: list[LabelledStep] = []
    for number, row in _json_lines(path):
        where = f"{path}:{number}"
        rating = row.get("rating")
        if rating is None:
            continue
        if rating not in (-1, 0, 1) or isinstance(rating, bool):
            raise InputError(f"{where}: field 'rating': expected -1, 0, 1 or null, got {rating!r}")
        question = _field(row, "instruction", str, where)
        prefix = _str_list(row, "responses", where)
        step = _field(row, "next_response", str, where)
        rows.append(LabelledStep(question, prefix, step, int(rating)))
        if limit is not None and len(rows) >= limit:
            break
    return rows


def bad_step_report(scores: list[float], ratings: list[int]) -> dict[str, float]:
    """Bad-step detection: a step is flagged when its score < 0, and is bad when rated −1.

    precision = flagged∧bad / flagged, recall = flagged∧bad / bad, abstain = share scored exactly 0.
    """
    flagged = [s < 0 for s in scores]
    bad = [r == -1 for r in ratings]
    true_pos = sum(f and b for f, b in zip(flagged, bad, strict=True))
    n = len(scores)
    return {
        "steps": float(n),
        "bad_steps": float(sum(bad)),
        "flagged": float(sum(flagged)),
        "true_positives": float(true_pos),
        "precision": true_pos / sum(flagged) if any(flagged) else 0.0,
        "recall": true_pos / sum(bad) if any(bad) else 0.0,
        "abstain": sum(s == 0 for s in scores) / n if n else 0.0,
        "passed_good": sum(s > 0 and r == 1 for s, r in zip(scores, ratings, strict=True)) / n
        if n
        else 0.0,
    }


@dataclass(frozen=True)
class Solution:
    question: str
    steps: list[str]
    first_error: int  # index of the first wrong step; −1 when every step is right


def read_prm800k_solutions(path: Path, limit: int | None = None) -> list[Solution]:
    """ProcessBench-style solutions from the stepwise-critic rows: each step rated −1, after its
    prefix of chosen steps (which PRM800K's raters accepted), is a wrong solution whose first error
    is that step; each finished solution (`is_solution`) not rated −1 is a right one (−1)."""
    solutions: list[Solution] = []
    for number, row in _json_lines(path):
        where = f"{path}:{number}"
        rating = row.get("rating")
        if rating != -1 and not (row.get("is_solution") is True and rating in (0, 1, None)):
            continue
        question = _field(row, "instruction", str, where)
        prefix = _str_list(row, "responses", where)
        steps = [*prefix, _field(row, "next_response", str, where)]
        solutions.append(Solution(question, steps, len(prefix) if rating == -1 else -1))
        if limit is not None and len(solutions) >= limit:
            break
    return solutions


def processbench_report(predicted: list[int], labels: list[int]) -> dict[str, float]:
    """ProcessBench's figures: accuracy of the first-error index on wrong solutions (label ≥ 0),
    of acceptance (predicted −1) on right ones, and their harmonic mean F1."""
    pairs = list(zip(predicted, labels, strict=True))
    wrong = [p == label for p, label in pairs if label >= 0]
    right = [p == -1 for p, label in pairs if label < 0]
    error_acc = sum(wrong) / len(wrong) if wrong else 0.0
    correct_acc = sum(right) / len(right) if right else 0.0
    both = error_acc + correct_acc
    return {
        "solutions": float(len(pairs)),
        "wrong_solutions": float(len(wrong)),
        "right_solutions": float(len(right)),
        "error_accuracy": error_acc,
        "correct_accuracy": correct_acc,
        "f1": 2 * error_acc * correct_acc / both if both else 0.0,
    }


def _first_error(scores: list[float]) -> int:
    """The predicted first error: the first step scored < 0 (p < 0.5), or −1."""
    return next((i for i, s in enumerate(scores) if s < 0), -1)


def _processbench(
    path: Path, scorer: str, options: dict[str, Any], limit: int | None
) -> dict[str, float]:
    try:
        solutions = read_prm800k_solutions(path, limit)
    except InputError as exc:
        fail(str(exc))
    if not solutions:
        fail(f"{path}: no rated solutions")
    step_scorer = _scorer(scorer, options)
    started = time.perf_counter()
    scores = _score_all(step_scorer, [(s.question, s.steps) for s in solutions])
    report = processbench_report(
        [_first_error(row) for row in scores], [s.first_error for s in solutions]
    )
    report["seconds"] = round(time.perf_counter() - started, 3)
    typer.echo(f"scorer: {scorer}   data: {path}   format: processbench")
    typer.echo(
        f"solutions: {int(report['solutions'])}   wrong: {int(report['wrong_solutions'])}   "
        f"right: {int(report['right_solutions'])}"
    )
    typer.echo(
        f"first-error accuracy: {report['error_accuracy']:.3f}   acceptance: "
        f"{report['correct_accuracy']:.3f}   F1: {report['f1']:.3f}   ({report['seconds']:.1f} s)"
    )
    return report


def _data_dir(option: Path | None) -> tuple[Path, str]:
    if option is not None:
        return option, f"--data-dir {option}"
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV]), f"{DATA_ENV}={os.environ[DATA_ENV]}"
    fail(
        f"prm-eval needs the data folder: pass --data-dir DIR or set {DATA_ENV} (holds {PRM800K_FILE})"
    )


def prm_eval_command(
    data_dir: Path | None = typer.Option(
        None, "--data-dir", help=f"Folder holding {PRM800K_FILE} [default: ${DATA_ENV}]."
    ),
    scorer: str = typer.Option("arithmetic", "--scorer", help="Step scorer name or pkg.mod:attr."),
    option: list[str] = typer.Option([], "--option", help="Scorer option KEY=VALUE, repeatable."),
    limit: int | None = typer.Option(
        None, "--limit", min=1, help="Score only the first N rated steps."
    ),
    json_out: Path | None = typer.Option(None, "--json", help="Also write the figures here."),
    format_: str = typer.Option(
        "steps", "--format", help="steps (bad-step precision/recall) or processbench (F1)."
    ),
) -> None:
    """Score PRM800K's human-labelled steps (phase-1 test) and report bad-step precision/recall.

    Each rated step is scored in context (question, earlier steps); a score < 0 flags it as bad,
    a human rating of −1 makes it bad. `--format processbench` instead scores whole solutions
    (a prefix of accepted steps and a step rated −1, whose first error is that step; finished
    solutions, which have none) and reports ProcessBench's F1 of first-error accuracy on the
    wrong ones and acceptance on the right ones, to set beside the published table.

    Examples:

        reason-ppo prm-eval --data-dir ../shared/data

        REASON_PPO_DATA=../shared/data reason-ppo prm-eval --scorer prm-model --option model=DIR
    """
    folder, how = _data_dir(data_dir)
    path = folder / PRM800K_FILE
    if not path.is_file():
        fail(f"{path}: not found ({how}); it is the PRM800K stepwise-critic JSONL")
    if format_ not in ("steps", "processbench"):
        fail(f"--format must be steps or processbench, not {format_!r}")
    if format_ == "processbench":
        _write_json(
            json_out,
            {
                "scorer": scorer,
                "data": str(path),
                **_processbench(path, scorer, _options(option), limit),
            },
        )
        return
    try:
        steps = read_prm800k(path, limit)
    except InputError as exc:
        fail(str(exc))
    if not steps:
        fail(f"{path}: no rated steps")
    step_scorer = _scorer(scorer, _options(option))
    started = time.perf_counter()
    # A scorer that judges each step on its own (`context_free`) need not re-read the prefix.
    alone = bool(getattr(step_scorer, "context_free", False))
    jobs = [(s.question, [s.step] if alone else [*s.prefix, s.step]) for s in steps]
    scores = [row[-1] for row in _score_all(step_scorer, jobs)]
    seconds = time.perf_counter() - started
    report = bad_step_report(scores, [s.rating for s in steps])
    report["seconds"] = round(seconds, 3)
    typer.echo(f"scorer: {scorer}   data: {path}")
    typer.echo(
        f"rated steps: {int(report['steps'])}   bad (−1): {int(report['bad_steps'])}   "
        f"flagged (score < 0): {int(report['flagged'])}"
    )
    typer.echo(
        f"bad-step precision: {report['precision']:.3f}   recall: {report['recall']:.3f}   "
        f"abstain: {report['abstain']:.3f}   ({seconds:.1f} s)"
    )
    _write_json(json_out, {"scorer": scorer, "data": str(path), **report})


def _write_json(json_out: Path | None, payload: dict[str, Any]) -> None:
    if json_out is None:
        return
    try:
        json_out.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    except OSError as exc:
        fail(f"--json {json_out}: cannot write: {exc.strerror or exc}")
