"""Finding checkers: entry points of group `reason_ppo.checkers`, or a `pkg.mod:attr` spec.

Listing reads only package metadata, so no plug-in code runs until one is chosen. Two
distributions registering the same name is an error that names both, never a silent pick.
"""

from __future__ import annotations

import functools
import importlib
import importlib.metadata
import importlib.util
import logging
import re
from dataclasses import dataclass
from typing import cast

from rppo_check.verdict import Checker

logger = logging.getLogger(__name__)

GROUP = "reason_ppo.checkers"
# Used only when rppo-check's own metadata is missing (running from a source tree).
_BUILTINS = {
    "gsm8k": "rppo_check.builtin:gsm8k",
    "math": "rppo_check.builtin:math",
    "exact": "rppo_check.builtin:exact",
}
_SPEC = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*")


class CheckerNotFound(ValueError):
    """No checker of that name or spec (the message names it and what exists)."""


class DuplicateChecker(ValueError):
    """Two distributions register the same checker name (the message names both)."""


@dataclass(frozen=True)
class CheckerInfo:
    """Where a checker comes from: recorded with every run so rewards can be traced.

    target: the `module:attr` the name points to.
    """

    name: str
    distribution: str
    version: str
    target: str


def _registered() -> dict[str, CheckerInfo]:
    found: dict[str, CheckerInfo] = {}
    for entry in importlib.metadata.entry_points(group=GROUP):
        dist = entry.dist
        info = CheckerInfo(
            name=entry.name,
            distribution=dist.metadata["Name"] if dist is not None else "(unknown)",
            version=dist.version if dist is not None else "",
            target=entry.value,
        )
        previous = found.get(entry.name)
        # An editable install can expose the same distribution twice on sys.path: not a clash.
        if previous is not None and previous.distribution != info.distribution:
            raise DuplicateChecker(
                f"checker name {entry.name!r} is registered by two distributions: "
                f"{previous.distribution} {previous.version} ({previous.target}) and "
                f"{info.distribution} {info.version} ({info.target}); uninstall one"
            )
        found[entry.name] = info
    for name, target in _BUILTINS.items():
        found.setdefault(name, CheckerInfo(name, "rppo-check", _own_version(), target))
    return found


def _own_version() -> str:
    try:
        return importlib.metadata.version("rppo-check")
    except importlib.metadata.PackageNotFoundError:
        return "0+source"


def list_checkers() -> list[CheckerInfo]:
    """All registered checkers, sorted by name. Imports no plug-in."""
    return sorted(_registered().values(), key=lambda info: info.name)


def checker_info(spec: str) -> CheckerInfo:
    """Provenance of a name or `module:attr` spec, without importing the plug-in.

    Raises `CheckerNotFound` for an unknown name or a module that cannot be found.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise CheckerNotFound(f"checker {spec!r}: give a registered name or module:attr")
    spec = spec.strip()
    if ":" in spec:
        if not _SPEC.fullmatch(spec):
            raise CheckerNotFound(f"checker {spec!r}: expected the form pkg.module:attr")
        module = spec.split(":", 1)[0]
        try:
            found = importlib.util.find_spec(module)
        except (ImportError, ValueError):
            found = None
        if found is None:
            raise CheckerNotFound(f"checker {spec!r}: module {module!r} not found")
        distribution, version = _distribution_of(module.split(".")[0])
        return CheckerInfo(spec, distribution, version, spec)
    registered = _registered()
    if spec not in registered:
        known = ", ".join(sorted(registered))
        raise CheckerNotFound(f"checker {spec!r} not found; registered: {known}")
    return registered[spec]


@functools.lru_cache(maxsize=64)
def _distribution_of(top_module: str) -> tuple[str, str]:
    # packages_distributions() scans every installed distribution (~0.3 s): once per module.
    names = importlib.metadata.packages_distributions().get(top_module, [])
    if not names:
        return "(unpackaged)", ""
    return names[0], importlib.metadata.version(names[0])


def _resolve(target: str) -> object:
    module_name, _, attr_path = target.partition(":")
    obj: object = importlib.import_module(module_name)
    for attr in attr_path.split("."):
        obj = getattr(obj, attr)
    return obj


def load_checker(spec: str) -> Checker:
    """Import and return the checker for a registered name or a `module:attr` spec.

    A class is instantiated without arguments; any other callable is returned as is.
    Raises `CheckerNotFound` naming the spec when it cannot be found or is not callable.
    """
    return load_target(checker_info(spec).target, spec)


def load_target(target: str, spec: str | None = None) -> Checker:
    """Import `module:attr` (already resolved from a spec) and return the checker it names."""
    spec = spec or target
    try:
        obj = _resolve(target)
    except (ImportError, AttributeError) as error:
        raise CheckerNotFound(f"checker {spec!r}: cannot load {target}: {error}") from error
    if isinstance(obj, type):
        obj = obj()
    if not callable(obj):
        raise CheckerNotFound(f"checker {spec!r}: {target} is not callable")
    return cast(Checker, obj)  # callable, checked above; the protocol is structural
