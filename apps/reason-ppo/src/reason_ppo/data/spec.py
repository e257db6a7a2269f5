"""The problem record, the data error, and the data-set spec strings (``gsm8k``, ``jsonl:PATH``, ...).

Kept apart from the loaders so that `reason_ppo.data.prompts` and the loaders can both use them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

KINDS = ("gsm8k", "math500", "arithmetic", "jsonl")
ARITHMETIC_OPTIONS = ("level", "n")


class DataError(ValueError):
    """Bad data or a data set that cannot be found; the message is one line naming the culprit."""


@dataclass(frozen=True)
class Problem:
    """One problem: a stable `id`, the `question` shown to the model and the `gold` answer string.

    `meta` carries the source (file, line) and per-set extras (e.g. MATH subject/level, the GSM8K
    worked solution, the arithmetic level); it is not hashed.
    """

    id: str
    question: str
    gold: str
    meta: dict[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class DatasetSpec:
    """A parsed dataset string: `kind` in KINDS, `path` for jsonl, `options` for arithmetic."""

    kind: str
    path: Path | None = None
    options: dict[str, str] = field(default_factory=dict, hash=False)


def parse_dataset(dataset: str) -> DatasetSpec:
    """Parse ``gsm8k`` | ``math500`` | ``jsonl:PATH`` | ``arithmetic[:key=value,...]``.

    Arithmetic options: ``level`` (``1``..``6``, a range ``1-3`` or a list ``1+4``) and ``n``
    (problems to generate). Raises DataError naming the spec.
    """
    kind, sep, rest = dataset.partition(":")
    if kind == "jsonl":
        if not rest:
            raise DataError("dataset 'jsonl:' needs a path, e.g. jsonl:data/my.jsonl")
        return DatasetSpec("jsonl", path=Path(rest).expanduser())
    if kind == "arithmetic":
        options: dict[str, str] = {}
        for item in filter(None, rest.split(",")):
            key, eq, value = item.partition("=")
            key = key.strip()
            if not eq or key not in ARITHMETIC_OPTIONS or not value.strip():
                raise DataError(
                    f"dataset {dataset!r}: bad option {item!r}; "
                    f"expected key=value with key in {', '.join(ARITHMETIC_OPTIONS)}"
                )
            options[key] = value.strip()
        return DatasetSpec("arithmetic", options=options)
    if kind in ("gsm8k", "math500"):
        if sep:
            raise DataError(f"dataset {dataset!r}: {kind} takes no options")
        return DatasetSpec(kind)
    raise DataError(
        f"unknown dataset {dataset!r}; expected gsm8k, math500, arithmetic[:level=N] or jsonl:PATH"
    )


def dataset_kind(dataset: str) -> str:
    """The kind of a dataset string: gsm8k | math500 | arithmetic | jsonl."""
    return parse_dataset(dataset).kind
