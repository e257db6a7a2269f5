"""`reason-ppo check` (score completions against golds) and `reason-ppo checkers` (list them).

`check` reads JSON Lines `{"completion": ..., "gold": ...}` and writes one JSON verdict per input
line, in order, to stdout; a malformed line becomes a `bad_input` verdict plus a warning on
stderr naming FILE:LINE, and the run goes on. Whatever a line holds, it gets its verdict and never
ends the batch: not JSON (or nested past the parser's depth, or a number past its digit limit), a
missing field, a lone surrogate (`"\ud800"`, no Unicode text), a NUL, a line longer than
`MAX_LINE_BYTES` (read past in chunks, never held whole), bytes that are not UTF-8. A UTF-8
byte-order mark that opens the file is read past. Every check runs in the killable worker pool of
`rppo_check`, so a hostile completion or plug-in cannot hang or crash the command.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, NoReturn

import typer

from reason_ppo.errors import ExitCode

if TYPE_CHECKING:
    from rppo_check import CheckerPool, Verdict

_BATCH = 256  # lines per check_many: output streams while memory stays bounded
MAX_LINE_BYTES = 64 * 1024 * 1024  # a longer line is bad_input (the checker reads 64 KiB of it)
_CHUNK = 1 << 20
_BOM = b"\xef\xbb\xbf"


def _refuse(message: str) -> NoReturn:
    """`check`'s own one-line error (its prefix is `error:`), exit 2."""
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(ExitCode.BAD_INPUT)


def _verdict_json(verdict: Verdict, *, ascii_only: bool = False) -> str:
    extracted = verdict.extracted
    if extracted is not None:
        # a plug-in may return a lone surrogate: shown escaped, never an encoding error
        extracted = extracted.encode("utf-8", "backslashreplace").decode("utf-8")
    fields = {"correct": verdict.correct, "extracted": extracted, "reason": verdict.reason}
    fields |= {"format_ok": verdict.format_ok, "marker": verdict.marker}
    if verdict.gold_unreadable:
        fields["gold_unreadable"] = True
    return json.dumps(fields, ensure_ascii=ascii_only)


def _raw_lines(handle: BinaryIO) -> Iterator[bytes | None]:
    """Each line of `handle` without its newline; None for a line past `MAX_LINE_BYTES`, whose
    rest is read past in chunks (memory stays bounded whatever the file holds)."""
    while True:
        line = handle.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while True:
                chunk = handle.readline(_CHUNK)
                if not chunk or chunk.endswith(b"\n"):
                    break
            yield None
            continue
        yield line[:-1] if line.endswith(b"\n") else line


def _read_pairs(
    lines: Iterator[bytes | None], source: str
) -> Iterator[tuple[int, tuple[str, str] | None]]:
    """(line number, pair or None when malformed), warning on stderr for each malformed line."""
    for number, line in enumerate(lines, start=1):
        if line is None:
            pair: tuple[str, str] | str = f"line longer than {MAX_LINE_BYTES} bytes"
        else:
            if number == 1 and line.startswith(_BOM):
                line = line[len(_BOM) :]  # written by some Windows tools; the line is no worse
            try:
                pair = _parse_pair(line.decode("utf-8"))
            except UnicodeDecodeError as error:
                pair = f"not UTF-8 (byte 0x{line[error.start]:02x} at offset {error.start})"
        if isinstance(pair, str):
            typer.echo(f"warning: {source}:{number}: {pair}; verdict bad_input", err=True)
            yield number, None
        else:
            yield number, pair


def _parse_pair(line: str) -> tuple[str, str] | str:
    """The (completion, gold) of one JSON line, or what is wrong with it."""
    from rppo_check.verdict import not_text

    try:
        row = json.loads(line)
    except json.JSONDecodeError as error:
        return f"not JSON ({error.msg})"
    except (ValueError, RecursionError) as error:
        # nested past the parser's depth, or an integer past Python's digit limit
        return f"not JSON the reader can hold ({type(error).__name__})"
    if not isinstance(row, dict):
        return "not a JSON object"
    completion, gold = row.get("completion"), row.get("gold")
    if isinstance(gold, int | float) and not isinstance(gold, bool):
        try:
            gold = str(gold)  # {"gold": 18} is a reasonable way to write a gold
        except ValueError:
            return "field 'gold': a number past the digit limit"
    if not isinstance(completion, str):
        return "field 'completion': missing or not a string"
    if not isinstance(gold, str):
        return "field 'gold': missing or not a string"
    for name, value in (("completion", completion), ("gold", gold)):
        if not_text(value):
            return f"field {name!r}: a lone surrogate (not Unicode text)"
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
    handle: BinaryIO | None = None
    if input_path is not None and input_path != "-":
        try:
            handle = Path(input_path).open("rb")  # noqa: SIM115
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
            lines = handle if handle is not None else sys.stdin.buffer
            source = input_path if input_path != "-" else "<stdin>"
            rows = _read_pairs(_raw_lines(lines), str(source))
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
        done = iter(pool.check_many(pairs))
        verdicts = [next(done) if pair is not None else bad for _, pair in batch]
        try:
            sys.stdout.write("\n".join(_verdict_json(v) for v in verdicts) + "\n")
        except UnicodeEncodeError:  # a stdout that is not UTF-8 (LANG=C): escaped, still JSON
            sys.stdout.write("\n".join(_verdict_json(v, ascii_only=True) for v in verdicts) + "\n")
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
