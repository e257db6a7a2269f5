"""`make build-fast`: compile rppo_check's modules, unchanged, with mypyc (~1 minute, 2 cores).

The binaries go to `src/rppo_check/_compiled/` with a manifest: the SHA-256 of every `.py` file of
the package as compiled, and the interpreter's extension suffix. `rppo_check.compiled` imports them
only while both still hold (see its docstring), so a stale build falls back to the sources with a
warning. Delete the folder (or `make clean`) to drop the build; RPPO_CHECK_PURE=1 ignores it.

Usage: .venv/bin/python packages/check/build_compiled.py [--out DIR] [--if-stale]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ["RPPO_CHECK_PURE"] = "1"  # the build never loads the binaries it replaces
from rppo_check.compiled import (  # noqa: E402
    BUILD_DIR,
    EXT_SUFFIX,
    MANIFEST,
    source_hashes,
    usable_build,
)

SOURCE = Path(__file__).resolve().parent / "src" / "rppo_check"
# Left as Python: the package's entry and the guard itself (they decide what to load), `Verdict`
# (plug-ins build and return it; it crosses worker processes), the registry and the pool (they
# start processes and import plug-ins: no checking happens in them). The built-in checkers
# compile; their classes then are compiled classes, which Python code cannot subclass.
PURE = {"__init__", "compiled", "verdict", "registry", "pool"}
# mypyc type-checks first, as `make lint` does; sympy has no stubs.
MYPY_CONFIG = """[mypy]
check_untyped_defs = True
[mypy-sympy,sympy.*]
ignore_missing_imports = True
"""


def build(out: Path) -> None:
    """Compile a copy of the sources (so the hashes are of exactly the bytes compiled) and put
    the binaries and manifest in place at once: a failed build leaves the old one as it was."""
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        skip = shutil.ignore_patterns("_compiled*", "__pycache__", "*.so")
        shutil.copytree(SOURCE, tmp / "rppo_check", ignore=skip)
        (tmp / "mypy.ini").write_text(MYPY_CONFIG, encoding="utf-8")
        modules = sorted(p.stem for p in (tmp / "rppo_check").glob("*.py") if p.stem not in PURE)
        files = [f"rppo_check/{name}.py" for name in modules]
        command = [sys.executable, "-m", "mypyc", "--config-file", "mypy.ini", *files]
        subprocess.run(command, cwd=tmp, check=True)
        staged = out.with_name(out.name + ".new")
        shutil.rmtree(staged, ignore_errors=True)
        staged.mkdir(parents=True)
        binaries = {}
        for name in modules:
            binary = f"{name}{EXT_SUFFIX}"
            shutil.move(tmp / "rppo_check" / binary, staged / binary)
            binaries[f"rppo_check.{name}"] = binary
        # mypyc puts the code of every module in one shared library, named after the group.
        (shared,) = tmp.glob(f"*__mypyc{EXT_SUFFIX}")
        shutil.move(shared, staged / shared.name)
        binaries[shared.name.removesuffix(EXT_SUFFIX)] = shared.name
        manifest = {
            "ext_suffix": EXT_SUFFIX,
            "sources": source_hashes(tmp / "rppo_check"),
            "binaries": binaries,
        }
        (staged / MANIFEST).write_text(json.dumps(manifest, indent=1), encoding="utf-8")
        shutil.rmtree(out, ignore_errors=True)
        staged.rename(out)
    print(f"compiled {len(modules)} modules of rppo_check into {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=BUILD_DIR, help="default: %(default)s")
    parser.add_argument(
        "--if-stale",
        action="store_true",
        help="build only where the build in --out would not be used (`make bench-checker`)",
    )
    args = parser.parse_args()
    if args.if_stale and not isinstance(usable_build(args.out), str):
        print(f"the compiled build in {args.out} is fresh: not rebuilt")
        return
    build(args.out)


if __name__ == "__main__":
    main()
