"""The compiled build of session 20 (issue 25 item 5): `make build-fast` compiles rppo_check with
mypyc, and `rppo_check.compiled` lets it run only while it is the build of today's sources.

The suite itself runs the pure-Python modules (tests/conftest.py sets RPPO_CHECK_PURE=1; the
first test holds it to that). Parity: every verdict of the compiled build equals the pure one on
the labelled corpus and the bench pairs, in a subprocess, for the build in the tree when there is
one and for a build made here (`slow`: ~1 minute of mypyc and a C compiler).
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from rppo_check import compiled, extract

ROOT = Path(__file__).resolve().parents[2]

# Prints every verdict (correct, extracted, reason) of the built-in checkers on the labelled
# corpus (held-out sets too) and the bench pairs, as JSON, and whether the modules were compiled.
# argv[1]: "pure", "tree" (the build in the tree, as `import rppo_check` finds it) or a build folder.
_DUMP = """
import json, os, sys
from pathlib import Path
mode, root = sys.argv[1], Path(sys.argv[2])
if mode != "tree":
    os.environ["RPPO_CHECK_PURE"] = "1"
if mode not in ("pure", "tree"):
    from rppo_check import compiled
    for name in [name for name in sys.modules if name.startswith("rppo_check")]:
        if name != "rppo_check.compiled":
            del sys.modules[name]  # loaded pure by `import rppo_check`: load them again, compiled
    assert compiled.activate(Path(mode))
sys.path[:0] = [str(root / "bench"), str(root / "packages/check/corpus")]
import bench_checker
from checker_corpus import load_corpus
from rppo_check import compiled, extract, load_checker
checkers = {name: load_checker(name) for name in ("gsm8k", "math", "exact")}
pairs = [(r["checker"], r["completion"], r["gold"]) for r in load_corpus(held_out=True)]
data = bench_checker.data_dir()
for name, build in (("gsm8k", bench_checker.gsm8k_pairs), ("math", bench_checker.math_pairs)):
    pairs += [(name, completion, gold) for completion, gold, _ in build(data)]
verdicts = [checkers[name](completion, gold) for name, completion, gold in pairs]
print(json.dumps({
    "compiled": extract.__file__.endswith(compiled.EXT_SUFFIX),
    "verdicts": [[v.correct, v.extracted, v.reason] for v in verdicts],
}))
"""


def _dump(mode: str) -> dict:
    env = {key: value for key, value in os.environ.items() if key != compiled.PURE_ENV}
    done = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", _DUMP, mode, str(ROOT)],
        capture_output=True, text=True, env=env, timeout=600, check=True,
    )  # fmt: skip
    return json.loads(done.stdout)


def test_the_suite_runs_the_pure_python_modules():
    assert os.environ.get(compiled.PURE_ENV)
    assert not compiled.ACTIVE
    assert extract.__file__.endswith("extract.py")


def _fake_package(tmp_path: Path) -> tuple[Path, Path]:
    """A package `fakepkg` with one module and a "build" of it whose binary is no binary at all:
    importing the module fails where the build is used and gives the source where it is not."""
    package = tmp_path / "src" / "fakepkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "mod.py").write_text("SOURCE = True\n")
    build = tmp_path / "build"
    build.mkdir()
    (build / f"mod{compiled.EXT_SUFFIX}").write_bytes(b"not an extension module")
    manifest = {
        "ext_suffix": compiled.EXT_SUFFIX,
        "sources": compiled.source_hashes(package),
        "binaries": {"fakepkg.mod": f"mod{compiled.EXT_SUFFIX}"},
    }
    (build / compiled.MANIFEST).write_text(json.dumps(manifest))
    return package, build


@pytest.fixture
def fake_build(tmp_path, monkeypatch):
    package, build = _fake_package(tmp_path)
    monkeypatch.syspath_prepend(str(package.parent))
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))  # activate() adds to it
    yield package, build
    for name in ("fakepkg.mod", "fakepkg"):
        sys.modules.pop(name, None)


def test_a_fresh_build_is_imported_before_the_source(fake_build):
    package, build = fake_build
    assert compiled.activate(build, package)
    with pytest.raises(ImportError):
        import fakepkg.mod  # noqa: F401 - the "binary" is loaded (and is no extension module)


@pytest.mark.parametrize(
    "change",
    ["edit a compiled module", "edit another module", "add a module", "remove a module",
     "other Python", "binary missing", "manifest torn"],
)  # fmt: skip
def test_a_stale_build_is_not_imported_and_says_why(fake_build, change):
    package, build = fake_build
    manifest = json.loads((build / compiled.MANIFEST).read_text())
    if change == "edit a compiled module":
        (package / "mod.py").write_text("SOURCE = True  # edited\n")
    elif change == "edit another module":
        (package / "__init__.py").write_text("# edited\n")
    elif change == "add a module":
        (package / "new.py").write_text("")
    elif change == "remove a module":
        manifest["sources"]["gone.py"] = hashlib.sha256(b"").hexdigest()
    elif change == "other Python":
        manifest["ext_suffix"] = ".cpython-39-x86_64-linux-gnu.so"
    elif change == "binary missing":
        (build / f"mod{compiled.EXT_SUFFIX}").unlink()
    if change != "manifest torn":
        (build / compiled.MANIFEST).write_text(json.dumps(manifest))
    else:
        (build / compiled.MANIFEST).write_text(json.dumps(manifest)[:40])
    reason = compiled.usable_build(build, package)
    assert isinstance(reason, str) and reason
    with pytest.warns(RuntimeWarning, match="not using the compiled build"):
        assert not compiled.activate(build, package)
    import fakepkg.mod

    assert fakepkg.mod.SOURCE and fakepkg.mod.__file__.endswith("mod.py")


def test_no_build_is_no_warning(tmp_path):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert not compiled.activate(tmp_path / "nothing", tmp_path)


def test_the_reason_names_the_changed_file(fake_build):
    package, build = fake_build
    (package / "mod.py").write_text("SOURCE = False\n")
    assert compiled.usable_build(build, package) == "mod.py changed since it was built"


def _assert_parity(mode: str) -> None:
    pure, fast = _dump("pure"), _dump(mode)
    assert not pure["compiled"] and fast["compiled"]
    assert len(pure["verdicts"]) > 35_000  # the corpus (~18,400) and the bench pairs (18,584)
    assert len(pure["verdicts"]) == len(fast["verdicts"])
    pairs = zip(pure["verdicts"], fast["verdicts"], strict=True)
    differ = [index for index, (a, b) in enumerate(pairs) if a != b]
    assert not differ, differ[:20]


def test_the_build_in_the_tree_gives_the_pure_verdicts(data_dir):
    found = compiled.usable_build(compiled.BUILD_DIR)
    if isinstance(found, str):
        pytest.skip(f"no usable compiled build in the tree ({found or 'none'}): make build-fast")
    _assert_parity("tree")


@pytest.mark.slow
def test_a_fresh_build_gives_the_pure_verdicts(data_dir, tmp_path):
    out = tmp_path / "_compiled"
    subprocess.run(
        [sys.executable, str(ROOT / "packages/check/build_compiled.py"), "--out", str(out)],
        check=True, capture_output=True, timeout=900,
    )  # fmt: skip
    _assert_parity(str(out))
