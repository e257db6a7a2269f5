"""Find step scorers: entry points of the group `reason_ppo.step_scorers`, or `pkg.mod:attr`.

Listing reads package metadata only; loading imports just the chosen scorer, so choosing
`arithmetic` never imports torch. Built-ins are registered the same way in rppo-prm's pyproject;
the table below is a fallback for a source tree whose metadata predates a built-in.
"""

from __future__ import annotations

import importlib
import inspect
import logging
from dataclasses import dataclass
from importlib.metadata import EntryPoint, entry_points
from typing import Any, Protocol, runtime_checkable

logger = logging.getLogger(__name__)

GROUP = "reason_ppo.step_scorers"

_BUILTINS: dict[str, str] = {
    "arithmetic": "rppo_prm.arithmetic:ArithmeticScorer",
    "prm-model": "rppo_prm.model:PRMModelScorer",
}


@runtime_checkable
class StepScorer(Protocol):
    """Scores the steps of one solution: one float in [−1, 1] per step (−1 wrong, +1 right, 0 unsure)."""

    def __call__(self, question: str, steps: Any, /) -> list[float]: ...


class StepScorerNotFound(ValueError):
    """The spec names no registered step scorer and no importable `pkg.mod:attr`."""


@dataclass(frozen=True)
class StepScorerInfo:
    name: str
    distribution: str
    version: str
    target: str


def _entry_points() -> dict[str, EntryPoint]:
    return {ep.name: ep for ep in entry_points(group=GROUP)}


def list_step_scorers() -> list[StepScorerInfo]:
    """Registered step scorers, sorted by name, without importing any of them."""
    found: dict[str, StepScorerInfo] = {}
    for name, ep in _entry_points().items():
        dist = ep.dist
        found[name] = StepScorerInfo(
            name=name,
            distribution=dist.name if dist is not None else "?",
            version=dist.version if dist is not None else "?",
            target=ep.value,
        )
    for name, target in _BUILTINS.items():
        found.setdefault(name, StepScorerInfo(name, "rppo-prm", "builtin", target))
    return [found[name] for name in sorted(found)]


def _import_target(target: str, spec: str) -> Any:
    module_name, _, attr = target.partition(":")
    try:
        obj: Any = importlib.import_module(module_name)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError) as exc:
        raise StepScorerNotFound(f"step scorer {spec!r}: cannot import {target!r} ({exc})") from exc
    return obj


def load_step_scorer(spec: str, **options: Any) -> StepScorer:
    """The scorer named by `spec` (a registered name or `pkg.mod:attr`), ready to call.

    A class (or, with options, any factory) is called with `options`, e.g.
    `load_step_scorer("prm-model", model="path/to/prm")`; a plain function is returned as is.
    Raises StepScorerNotFound naming the spec, or ValueError for options the scorer rejects.
    """
    registered = _entry_points()
    if spec in registered:
        target = registered[spec].value
    elif spec in _BUILTINS:
        target = _BUILTINS[spec]
    elif ":" in spec:
        target = spec
    else:
        names = ", ".join(info.name for info in list_step_scorers())
        raise StepScorerNotFound(f"unknown step scorer {spec!r} (registered: {names})")
    obj = _import_target(target, spec)
    if inspect.isclass(obj) or options:
        try:
            obj = obj(**options)
        except TypeError as exc:
            raise ValueError(f"step scorer {spec!r}: bad options {sorted(options)}: {exc}") from exc
    if not callable(obj):
        raise StepScorerNotFound(f"step scorer {spec!r}: {target!r} is not callable")
    logger.debug("loaded step scorer %s -> %s", spec, target)
    return obj
