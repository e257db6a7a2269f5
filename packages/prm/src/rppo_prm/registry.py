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
    "arithmetic": "rppo_prm.calculations:CalculationScorer",
    "prm-model": "rppo_prm.model:PRMModelScorer",
    "math-shepherd": "rppo_prm.presets:MathShepherd",
    "qwen2.5-math-prm": "rppo_prm.presets:QwenMathPRM",
    "rlhflow": "rppo_prm.presets:RLHFlow",
    "skywork-prm": "rppo_prm.presets:SkyworkPRM",
}


@runtime_checkable
class StepScorer(Protocol):
    """Scores the steps of one solution: one float in [−1, 1] per step (−1 wrong, +1 right, 0 unsure)."""

    def __call__(self, question: str, steps: Any, /) -> list[float]: ...


class StepScorerNotFound(ValueError):
    """The spec names no registered step scorer and no importable `pkg.mod:attr`."""


class DuplicateStepScorer(ValueError):
    """Two distributions register the same step-scorer name (the message names both)."""


@dataclass(frozen=True)
class StepScorerInfo:
    name: str
    distribution: str
    version: str
    target: str


def _entry_points() -> dict[str, EntryPoint]:
    """The registered step scorers by name; a name two distributions claim is refused (rppo-prm's
    own built-ins are entry points too, so shadowing one is refused the same way)."""
    found: dict[str, EntryPoint] = {}
    for ep in entry_points(group=GROUP):
        previous = found.get(ep.name)
        # An editable install can expose the same distribution twice on sys.path: not a clash.
        if previous is not None and _distribution(previous) != _distribution(ep):
            raise DuplicateStepScorer(
                f"step scorer name {ep.name!r} is registered by two distributions: "
                f"{_provenance(previous)} and {_provenance(ep)}; uninstall one"
            )
        found[ep.name] = ep
    return found


def _distribution(ep: EntryPoint) -> str:
    return ep.dist.name if ep.dist is not None else "?"


def _provenance(ep: EntryPoint) -> str:
    version = ep.dist.version if ep.dist is not None else "?"
    return f"{_distribution(ep)} {version} ({ep.value})"


def list_step_scorers() -> list[StepScorerInfo]:
    """Registered step scorers, sorted by name, without importing any of them."""
    found: dict[str, StepScorerInfo] = {}
    for name, ep in _entry_points().items():
        version = ep.dist.version if ep.dist is not None else "?"
        found[name] = StepScorerInfo(name, _distribution(ep), version, ep.value)
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


def resolve_step_scorer(spec: str) -> Any:
    """The object `spec` names (a registered name or `pkg.mod:attr`), imported but not called:
    a class or factory to build with options, or a plain scoring function.
    Raises StepScorerNotFound naming the spec, DuplicateStepScorer as `load_step_scorer` does."""
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
    return _import_target(target, spec)


def load_step_scorer(spec: str, **options: Any) -> StepScorer:
    """The scorer named by `spec` (a registered name or `pkg.mod:attr`), ready to call.

    A class (or, with options, any factory) is called with `options`, e.g.
    `load_step_scorer("prm-model", model="path/to/prm")`; a plain function is returned as is.
    Raises StepScorerNotFound naming the spec, DuplicateStepScorer when two distributions register
    its name, or ValueError for options the scorer rejects.
    """
    obj = resolve_step_scorer(spec)
    if inspect.isclass(obj) or options:
        try:
            obj = obj(**options)
        except TypeError as exc:
            raise ValueError(f"step scorer {spec!r}: bad options {sorted(options)}: {exc}") from exc
    if not callable(obj):
        raise StepScorerNotFound(f"step scorer {spec!r}: {obj!r} is not callable")
    logger.debug("loaded step scorer %s -> %r", spec, obj)
    return obj
