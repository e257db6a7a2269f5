"""`reason-ppo check` (score completions against golds) and `reason-ppo checkers` (list them).

`check` reads JSON Lines `{"completion": ..., "gold": ...}` and writes one JSON verdict per input
line, in order, to stdout; a malformed line becomes a `bad_input` verdict plus a warning on
stderr naming FILE:LINE, and the run goes on. Every check runs in the killable worker pool of
`rppo_check`, so a hostile completion or plug-in cannot hang or crash the command.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import typer

from reason_ppo.errors import ExitCode

if TYPE_CHECKING:
    from rppo_check import CheckerPool, Verdict

_BATCH = 256  # lines per check_many: output streams while memory stays bounded


def _refuse(message: str) -> NoReturn:
    """`check`'s own one-line error (its prefix is `error:`), exit 2."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(ExitCode.BAD_INPUT)


def _verdict_json(verdict: Verdict) -> str:
    fields = {"correct": verdict.correct, "extracted": verdict.extracted, "reason": verdict.reason}
    fields |= {"format_ok": verdict.format_ok, "marker": verdict.marker}
    if verdict.gold_unreadable:
        fields["gold_unreadable"] = True
    return json.dumps(fields, ensure_ascii=False)


def _read_pairs(lines: Iterator[str], source: str) -> Iterator[tuple[int, tuple[str, str] | None]]:
    """(line number, pair or None when malformed), warning on stderr for each malformed line."""
    for number, line in enumerate(lines, start=1):
        pair = _parse_pair(line)
        if isinstance(pair, str):
            typer.echo(f"warning: {source}:{number}: {pair}; verdict bad_input", err=True)
            yield number, None
        else:
            yield number, pair


def _parse_pair(line: str) -> tuple[str, str] | str:
    """The (completion, gold) of one JSON line, or what is wrong with it."""
    try:
        row = json.loads(line)
    except json.JSONDecodeError as error:
        return f"not JSON ({error.msg})"
    if not isinstance(row, dict):
        return "not a JSON object"
    completion, gold = row.get("completion"), row.get("gold")
    if isinstance(gold, int | float) and not isinstance(gold, bool):
        gold = str(gold)  # {"gold": 18} is a reasonable way to write a gold
    if not isinstance(completion, str):
        return "field 'completion': missing or not a string"
    if not isinstance(gold, str):
        return "field 'gold': missing or not a string"
    return completion, gold


def _pick_checker(checker: str | None, dataset: str | None) -> str:
    if checker:
        return checker
    if dataset:
        from reason_ppo.data import default_checker

        try:
            return default_checker(dataset)  # gsm8k/arithmetic/jsonl -> gsm8k, math500 -> math
        except ValueError as error:
            _refuse(f"--dataset: {error}")
    return "gsm8k"


def check_command(
    completion: str | None = typer.Argument(
        None, help="One completion to check (with --gold). Omit when using --input."
    ),
    input_path: str | None = typer.Option(
        None, "--input", "-i", help="JSONL file of {completion, gold} lines ('-' for stdin)."
    ),
    gold: str | None = typer.Option(None, "--gold", "-g", help="Gold answer for one completion."),
    checker: str | None = typer.Option(
        None,
        "--checker",
        "-c",
        help="Registered name (see `reason-ppo checkers`) or pkg.module:attr "
        "(default: the checker of --dataset, else gsm8k).",
    ),
    dataset: str | None = typer.Option(
        None,
        "--dataset",
        help="Use the default checker of a data set (gsm8k, arithmetic, math500).",
    ),
    timeout: float = typer.Option(2.0, "--timeout", help="Hard deadline per check, seconds."),
    workers: int = typer.Option(2, "--workers", help="Checker worker processes."),
) -> None:
    """Score completions: one JSON verdict {correct, extracted, reason, format_ok, marker} per
    input, in order.

    Examples:

        reason-ppo check --gold 18 "She makes 9 * 2 = 18 dollars. #### 18"

        reason-ppo check --input completions.jsonl --checker math --timeout 5
    """
    from rppo_check import CheckerNotFound, CheckerPool, DuplicateChecker

    _check_arguments(completion, input_path, gold, timeout, workers)
    handle = None
    if input_path is not None and input_path != "-":
        try:
            handle = Path(input_path).open(encoding="utf-8", errors="replace")  # noqa: SIM115
        except OSError as error:
            _refuse(f"--input {input_path}: {error.strerror or error}")
    spec = _pick_checker(checker, dataset)
    try:
        pool = CheckerPool(spec, workers=workers, timeout=timeout)
    except (CheckerNotFound, DuplicateChecker) as error:
        _refuse(f"--checker: {error}")
    try:
        with pool:
            if completion is not None:
                assert gold is not None
                typer.echo(_verdict_json(pool.check_many([(completion, gold)])[0]))
                return
            lines = handle if handle is not None else sys.stdin
            source = input_path if input_path != "-" else "<stdin>"
            rows = _read_pairs((line.rstrip("\n") for line in lines), str(source))
            _check_stream(pool, rows)
    except (CheckerNotFound, DuplicateChecker) as error:
        _refuse(f"--checker: {error}")
    finally:
        if handle is not None:
            handle.close()


def _check_arguments(
    completion: str | None, input_path: str | None, gold: str | None, timeout: float, workers: int
) -> None:
    if timeout <= 0:
        _refuse(f"--timeout must be > 0, got {timeout}")
    if workers < 1:
        _refuse(f"--workers must be >= 1, got {workers}")
    if (input_path is None) == (completion is None):
        _refuse("give either --input FILE.jsonl or a COMPLETION with --gold")
    if completion is not None and gold is None:
        _refuse("--gold is required with a COMPLETION argument")
    if input_path is not None and gold is not None:
        _refuse("--gold applies to one COMPLETION, not to --input")


def _check_stream(pool: CheckerPool, rows: Iterator[tuple[int, tuple[str, str] | None]]) -> None:
    from rppo_check import Verdict

    bad = Verdict(False, None, "bad_input")
    batch: list[tuple[int, tuple[str, str] | None]] = []

    def flush() -> None:
        pairs = [pair for _, pair in batch if pair is not None]
        verdicts = iter(pool.check_many(pairs))
        out = [_verdict_json(next(verdicts) if pair is not None else bad) for _, pair in batch]
        sys.stdout.write("\n".join(out) + "\n")
        sys.stdout.flush()
        batch.clear()

    for row in rows:
        batch.append(row)
        if len(batch) >= _BATCH:
            flush()
    if batch:
        flush()
    counters = pool.counters
    if counters["timeouts"] or counters["errors"]:
        typer.echo(
            f"note: {counters['timeouts']} timeouts, {counters['errors']} errors "
            f"in {counters['checks']} checks",
            err=True,
        )


def checkers_command() -> None:
    """List the registered checkers: name, distribution, version (plug-ins are not imported)."""
    from rppo_check import DuplicateChecker, list_checkers

    try:
        infos = list_checkers()
    except DuplicateChecker as error:
        _refuse(str(error))
    rows = [("name", "distribution", "version", "target")]
    rows += [(i.name, i.distribution, i.version, i.target) for i in infos]
    widths = [max(len(row[col]) for row in rows) for col in range(4)]
    for row in rows:
        typer.echo(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )
