"""The optional compiled build (`make build-fast`): the same modules, compiled by mypyc.

`packages/check/build_compiled.py` compiles most of this package's modules, unchanged, into
`_compiled/` beside this file, with a `manifest.json` that names each binary and holds the
SHA-256 of every `.py` file of the package as it was compiled. `rppo_check/__init__.py` calls
`install()` before it imports anything else; the binaries are used only while the sources are
still those bytes. The guard covers the whole package, not just the compiled modules: mypyc
calls between modules of one build go straight to each other's compiled code, so one stale
module would make every binary of the build run old code.

Without a build, with a stale one (a warning names the file that changed), with a build for
another Python, or with RPPO_CHECK_PURE=1 (the test suite sets it), every module is the
pure-Python source, as in a plain install. Verdicts are identical either way (tested by
`tests/check/test_speed_session20.py` on the labelled corpus and the bench pairs).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

PACKAGE_DIR = Path(__file__).resolve().parent
BUILD_DIR = PACKAGE_DIR / "_compiled"
MANIFEST = "manifest.json"
# Set to any non-empty value to ignore a compiled build.
PURE_ENV = "RPPO_CHECK_PURE"
# The binaries are built for one interpreter ABI; another Python must not load them.
EXT_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

# Whether this process runs the compiled build (set once, by `install`).
ACTIVE = False


def source_hashes(package_dir: Path = PACKAGE_DIR) -> dict[str, str]:
    """SHA-256 of every `.py` file of the package, by file name."""
    return {
        path.name: hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(package_dir.glob("*.py"))
    }


def usable_build(build_dir: Path, package_dir: Path = PACKAGE_DIR) -> dict[str, Path] | str:
    """The binaries of the build in `build_dir` by module name, when they may be imported;
    else why not ("" where there is no build at all, which is no reason to warn)."""
    try:
        manifest = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return ""
    except (OSError, ValueError) as error:
        return f"its manifest is unreadable ({error})"
    if manifest.get("ext_suffix") != EXT_SUFFIX:
        return f"it was built for {manifest.get('ext_suffix')}, this Python loads {EXT_SUFFIX}"
    built, now = manifest.get("sources", {}), source_hashes(package_dir)
    changed = sorted(name for name in built.keys() | now.keys() if built.get(name) != now.get(name))
    if changed:
        return f"{', '.join(changed)} changed since it was built"
    binaries = {module: build_dir / name for module, name in manifest.get("binaries", {}).items()}
    missing = [str(path) for path in binaries.values() if not path.is_file()]
    return f"{missing[0]} is missing" if missing else binaries


class _CompiledFinder:
    """Finds the build's binaries first, and nothing else (every other import goes on as usual)."""

    def __init__(self, binaries: dict[str, Path]) -> None:
        self.binaries = binaries

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        binary = self.binaries.get(fullname)
        return None if binary is None else importlib.util.spec_from_file_location(fullname, binary)


def activate(build_dir: Path, package_dir: Path = PACKAGE_DIR) -> bool:
    """Import the build's binaries from now on, if the build is fresh; else warn (unless there is
    no build) and leave imports alone. Whether the build is in use."""
    found = usable_build(build_dir, package_dir)
    if isinstance(found, str):
        if found:
            warnings.warn(
                f"rppo_check: not using the compiled build in {build_dir}: {found}; the "
                "pure-Python modules run instead (`make build-fast` rebuilds it)",
                RuntimeWarning,
                stacklevel=2,
            )
        return False
    sys.meta_path.insert(0, _CompiledFinder(found))
    return True


def install() -> None:
    """Called once by `rppo_check/__init__.py`, before any other module of the package loads."""
    global ACTIVE
    if not os.environ.get(PURE_ENV):
        ACTIVE = activate(BUILD_DIR)
