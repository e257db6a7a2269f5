"""Data sets: GSM8K, MATH-500, any JSONL file and the built-in arithmetic task, as `Problem`s.

Where files come from, in order: the `data_dir` argument (``--data-dir``), else the checkout's own
``data/`` folder when the file is there (``reason-ppo data fetch`` puts it there), else the
``REASON_PPO_DATA`` variable (layout ``gsm8k/train.jsonl``, ``gsm8k/test.jsonl``,
``math500/test.jsonl``), else the Hugging Face hub through `datasets` (imported only here, cached
by `datasets`). A folder that is given but lacks the file is an error, not a silent download.

Every row is validated before anything heavy loads: malformed JSON, a missing field, a wrong type,
a missing/empty/unparseable gold, a duplicate id or an over-long question is a `DataError`
``FILE:LINE: field 'F': reason``. With ``skip_invalid=True`` such rows are skipped, counted and
written to `rejects_path` (JSONL: source, line, field, reason, raw).
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reason_ppo.data import arithmetic
from reason_ppo.data.rows import RowError, to_problem
from reason_ppo.data.spec import DataError, DatasetSpec, Problem, dataset_kind, parse_dataset

__all__ = [
    "LoadReport",
    "checkout_data_dir",
    "load_problems",
    "load_problems_with_report",
    "locate",
]

logger = logging.getLogger(__name__)

ENV_VAR = "REASON_PPO_DATA"
MAX_LINE_BYTES = 16 << 20  # a row past this is not a problem but a runaway file (or /dev/zero)
DEFAULT_MAX_PROMPT_CHARS = 4000  # longest GSM8K question: 985 chars, MATH-500: 1,733
LOCAL_FILES = {
    ("gsm8k", "train"): "gsm8k/train.jsonl",
    ("gsm8k", "test"): "gsm8k/test.jsonl",
    ("math500", "test"): "math500/test.jsonl",
}
HUB_SETS = {"gsm8k": ("openai/gsm8k", "main"), "math500": ("HuggingFaceH4/MATH-500", None)}
_UPSTREAM = {
    "gsm8k": "https://github.com/openai/grade-school-math (grade_school_math/data)",
    "math500": "https://github.com/openai/prm800k (prm800k/math_splits/test.jsonl)",
}


@dataclass(frozen=True)
class LoadReport:
    """What a load produced: the problems, how many rows were skipped, and where they came from."""

    problems: list[Problem]
    skipped: int
    source: str
    rejects_path: Path | None = None


def load_problems(
    dataset: str,
    *,
    split: str = "train",
    data_dir: Path | None = None,
    skip_invalid: bool = False,
    rejects_path: Path | None = None,
    question_field: str = "question",
    answer_field: str = "answer",
    limit: int | None = None,
    seed: int = 0,
    max_prompt_chars: int | None = DEFAULT_MAX_PROMPT_CHARS,
) -> list[Problem]:
    """The problems of `dataset` ("gsm8k" | "math500" | "arithmetic[:opts]" | "jsonl:PATH").

    `question_field`/`answer_field` name the fields of a jsonl file (gsm8k and math500 have fixed
    formats). `limit` keeps the first N valid problems; `seed` drives the arithmetic generator.
    See `load_problems_with_report` for the skipped-row count.
    """
    return load_problems_with_report(
        dataset,
        split=split,
        data_dir=data_dir,
        skip_invalid=skip_invalid,
        rejects_path=rejects_path,
        question_field=question_field,
        answer_field=answer_field,
        limit=limit,
        seed=seed,
        max_prompt_chars=max_prompt_chars,
    ).problems


def load_problems_with_report(
    dataset: str,
    *,
    split: str = "train",
    data_dir: Path | None = None,
    skip_invalid: bool = False,
    rejects_path: Path | None = None,
    question_field: str = "question",
    answer_field: str = "answer",
    limit: int | None = None,
    seed: int = 0,
    max_prompt_chars: int | None = DEFAULT_MAX_PROMPT_CHARS,
) -> LoadReport:
    """As `load_problems`, returning a `LoadReport` (problems, skipped count, source)."""
    spec = parse_dataset(dataset)
    if data_dir is not None and not Path(data_dir).expanduser().is_dir():
        raise DataError(f"--data-dir {data_dir}: no such folder (dataset {dataset})")
    if limit is not None and limit < 1:
        raise DataError(f"limit must be >= 1, got {limit}")
    if spec.kind == "arithmetic":
        return _load_arithmetic(spec, split, limit, seed)
    source, rows = _rows(spec, dataset, split, data_dir)
    fields = (question_field, answer_field)
    problems, rejects = _validate(
        spec, split, source, rows, fields, skip_invalid, limit, max_prompt_chars
    )
    if rejects_path is not None:
        _write_rejects(rejects_path, rejects)
    if rejects:
        logger.warning(
            "%s: skipped %d invalid rows%s",
            source,
            len(rejects),
            f" (written to {rejects_path})" if rejects_path else "",
        )
    if not problems:
        raise DataError(f"{source}: no valid problems ({len(rejects)} rows skipped as invalid)")
    logger.info("loaded %d problems from %s", len(problems), source)
    return LoadReport(problems, len(rejects), source, rejects_path)


Rows = Iterator[tuple[int, str | dict[str, Any]]]  # (line number, raw row)


def _rows(spec: DatasetSpec, dataset: str, split: str, data_dir: Path | None) -> tuple[str, Rows]:
    """Where the rows come from (a file, or the hub) and the rows themselves."""
    if spec.kind == "jsonl":
        assert spec.path is not None
        if not spec.path.is_file():
            raise DataError(f"{spec.path}: no such file (dataset jsonl:{spec.path})")
        return str(spec.path), _file_rows(spec.path)
    _check_split(spec.kind, split)
    path = locate(dataset, split, data_dir)
    if path is not None:
        return str(path), _file_rows(path)
    return _hub_rows(spec.kind, split)


def _validate(
    spec: DatasetSpec,
    split: str,
    source: str,
    rows: Rows,
    fields: tuple[str, str],
    skip_invalid: bool,
    limit: int | None,
    max_prompt_chars: int | None,
) -> tuple[list[Problem], list[dict[str, Any]]]:
    """The valid problems (the first `limit`) and, with `skip_invalid`, the rejected rows; without
    it the first bad row raises DataError `FILE:LINE: field 'F': reason`."""
    question_field, answer_field = fields
    problems: list[Problem] = []
    rejects: list[dict[str, Any]] = []
    first_line_of_id: dict[str, int] = {}
    for line, raw in rows:
        try:
            problem = to_problem(spec, split, raw, source, line, question_field, answer_field)
            if max_prompt_chars is not None and len(problem.question) > max_prompt_chars:
                raise RowError(
                    "question" if spec.kind != "jsonl" else question_field,
                    f"{len(problem.question)} characters, over max_prompt_chars={max_prompt_chars}",
                )
            if problem.id in first_line_of_id:
                raise RowError(
                    "id",
                    f"duplicate id {problem.id!r} (first at line {first_line_of_id[problem.id]})",
                )
        except RowError as err:
            where = f"{source}:{line}: " + (f"field {err.field!r}: " if err.field else "")
            if not skip_invalid:
                raise DataError(where + err.reason) from None
            rejects.append(
                {
                    "source": source,
                    "line": line,
                    "field": err.field,
                    "reason": err.reason,
                    "raw": raw if isinstance(raw, str) else json.dumps(raw, default=str),
                }
            )
            continue
        first_line_of_id[problem.id] = line
        problems.append(problem)
        if limit is not None and len(problems) >= limit:
            break
    return problems, rejects


def locate(dataset: str, split: str, data_dir: Path | None = None) -> Path | None:
    """The local file of a gsm8k/math500 split, or None when the hub is the place to look.

    `data_dir` wins over the checkout's `data/` folder (when the file is there), which wins over
    $REASON_PPO_DATA; a folder that is given but lacks the file raises DataError saying which file
    goes where (no silent fallback to a download).
    """
    kind = dataset_kind(dataset)
    if kind not in HUB_SETS:
        raise DataError(f"dataset {dataset!r} has no data folder to locate (gsm8k, math500 do)")
    _check_split(kind, split)
    relative = LOCAL_FILES[(kind, split)]
    checkout = checkout_data_dir()
    if data_dir is not None:
        folder, how = Path(data_dir).expanduser(), f"--data-dir {data_dir}"
    elif checkout is not None and (checkout / relative).is_file():
        return checkout / relative
    elif os.environ.get(ENV_VAR):
        folder, how = Path(os.environ[ENV_VAR]).expanduser(), f"{ENV_VAR}={os.environ[ENV_VAR]}"
    else:
        return None
    path = folder / relative
    if not path.is_file():
        raise DataError(
            f"{path}: not found ({how}); put {kind}'s {split} split there as {relative} "
            f"(from {_UPSTREAM[kind]}, or: reason-ppo data fetch {kind} --to {folder})"
        )
    return path


def checkout_data_dir() -> Path | None:
    """The `data/` folder of the source checkout this package runs from (the editable install of
    `make install`), or None for an installed wheel: the folder `reason-ppo data fetch` fills."""
    parents = Path(__file__).resolve().parents  # <root>/apps/reason-ppo/src/reason_ppo/data/
    if len(parents) < 6:  # a wheel installed near `/` (e.g. pip --target /tmp/site)
        return None
    root = parents[5]
    if (root / "apps" / "reason-ppo" / "pyproject.toml").is_file() and (root / "data").is_dir():
        return root / "data"
    return None


def _check_split(kind: str, split: str) -> None:
    splits = sorted(s for (k, s) in LOCAL_FILES if k == kind)
    if split not in splits:
        raise DataError(f"{kind} has split(s) {', '.join(splits)}, not {split!r}")


def _file_rows(path: Path) -> Iterator[tuple[int, str]]:
    """(line number, text) for every non-blank line; bad UTF-8 is a DataError naming the line."""
    with path.open("rb") as handle:
        for number, data in enumerate(iter(lambda: handle.readline(MAX_LINE_BYTES + 1), b""), 1):
            if len(data) > MAX_LINE_BYTES:
                raise DataError(f"{path}:{number}: line longer than {MAX_LINE_BYTES} bytes")
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as err:
                raise DataError(f"{path}:{number}: not UTF-8 ({err.reason})") from None
            if text.strip():
                yield number, text.rstrip("\n")


def _hub_rows(kind: str, split: str) -> tuple[str, Iterator[tuple[int, dict[str, Any]]]]:
    """Rows from the Hugging Face hub (cached by `datasets`), or a DataError saying what to do."""
    repo, config = HUB_SETS[kind]
    source = f"hub:{repo}[{split}]"
    where = (
        f"run `reason-ppo data fetch {kind}`, or put {LOCAL_FILES[(kind, split)]} (from "
        f"{_UPSTREAM[kind]}) in a folder DIR and pass --data-dir DIR or set {ENV_VAR}=DIR"
    )
    try:
        import datasets  # optional extra: reason-ppo[hub]
    except ImportError:
        raise DataError(
            f"{kind} {split}: no local file and `datasets` is not installed "
            f"(pip install 'reason-ppo[hub]', or `make install`); {where}"
        ) from None
    why = _hub_unreachable()
    if why is not None:  # datasets would retry for a minute, then say the same
        raise DataError(f"{kind} {split}: no local file and {why}; {where}")
    try:
        table = datasets.load_dataset(repo, config, split=split)
    except Exception as err:  # offline, missing cache, hub errors: all mean "not available"
        first_line = (str(err).strip().splitlines() or [""])[0][:160]
        raise DataError(
            f"{kind} {split}: no local file and the hub is unavailable "
            f"({type(err).__name__}: {first_line}); {where}"
        ) from None
    return source, ((number, dict(row)) for number, row in enumerate(table, 1))


def _hub_unreachable(timeout: float = 3.0) -> str | None:
    """None when the hub can be asked (or HF_HUB_OFFLINE is set: `datasets` then reads its own
    cache); else why not. One request, no retries: offline, that takes milliseconds."""
    import urllib.error
    import urllib.request

    if os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true", "yes", "on"):
        return None
    endpoint = os.environ.get("HF_ENDPOINT") or "https://huggingface.co"
    try:
        request = urllib.request.Request(endpoint, method="HEAD")
        urllib.request.urlopen(request, timeout=timeout).close()  # noqa: S310 - the hub endpoint
    except urllib.error.HTTPError:
        return None  # it answered
    except (OSError, ValueError) as exc:
        return f"the hub is unavailable ({endpoint}: {getattr(exc, 'reason', None) or exc})"
    return None


def _load_arithmetic(spec: DatasetSpec, split: str, limit: int | None, seed: int) -> LoadReport:
    if split not in arithmetic.SPLITS:
        raise DataError(f"arithmetic has splits train, test, not {split!r}")
    options = spec.options
    try:
        levels = arithmetic.parse_levels(options.get("level", "1"))
        n = int(options["n"]) if "n" in options else (limit or arithmetic.DEFAULT_N[split])
    except ValueError as err:
        raise DataError(f"dataset arithmetic: {err}") from None
    if n < 1:
        raise DataError(f"dataset arithmetic: n must be >= 1, got {n}")
    items = arithmetic.generate(split, n, levels=levels, seed=seed)[:limit]
    source = f"arithmetic[level={'+'.join(map(str, levels))},split={split},seed={seed}]"
    problems = [
        Problem(
            f"arithmetic/{split}/{index}",
            item.question,
            str(item.answer),
            {"source": source, "level": item.level},
        )
        for index, item in enumerate(items)
    ]
    return LoadReport(problems, 0, source, None)


def _write_rejects(path: Path, rejects: list[dict[str, Any]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for reject in rejects:
            handle.write(json.dumps(reject, ensure_ascii=False) + "\n")
