"""Registry: entry points, module:attr, listing without importing, duplicate names."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from rppo_check import (
    CheckerInfo,
    CheckerNotFound,
    DuplicateChecker,
    Verdict,
    checker_info,
    list_checkers,
    load_checker,
)


def _fake_distribution(root: Path, dist: str, entries: dict[str, str]) -> None:
    info = root / f"{dist.replace('-', '_')}-1.2.3.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.2.3\n")
    lines = "".join(f"{name} = {target}\n" for name, target in entries.items())
    (info / "entry_points.txt").write_text(f"[reason_ppo.checkers]\n{lines}")


def _plugin_module(root: Path, module: str) -> Path:
    marker = root / f"{module}.imported"
    (root / f"{module}.py").write_text(
        "from pathlib import Path\n"
        f"Path({str(marker)!r}).write_text('imported')\n"
        "from rppo_check import Verdict\n"
        "def check(completion, gold, /):\n"
        "    return Verdict(completion == gold, completion, 'ok' if completion == gold else 'mismatch')\n"
    )
    return marker


def test_builtins_are_listed_with_their_distribution() -> None:
    infos = {info.name: info for info in list_checkers()}
    for name in ("gsm8k", "math", "exact"):
        assert infos[name].distribution == "rppo-check"
        assert infos[name].target == f"rppo_check.builtin:{name}"
        assert infos[name].version
    assert checker_info("math") == infos["math"]


def test_listing_does_not_import_a_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_distribution(tmp_path, "rppo-fake-a", {"sneaky": "rppo_fake_sneaky:check"})
    marker = _plugin_module(tmp_path, "rppo_fake_sneaky")
    monkeypatch.syspath_prepend(str(tmp_path))
    infos = {info.name: info for info in list_checkers()}
    assert infos["sneaky"] == CheckerInfo(
        "sneaky", "rppo-fake-a", "1.2.3", "rppo_fake_sneaky:check"
    )
    assert checker_info("sneaky").distribution == "rppo-fake-a"
    assert not marker.exists() and "rppo_fake_sneaky" not in sys.modules
    checker = load_checker("sneaky")
    assert marker.exists()
    assert checker("7", "7") == Verdict(True, "7", "ok")
    sys.modules.pop("rppo_fake_sneaky", None)


def test_two_distributions_one_name_is_an_error_naming_both(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_distribution(tmp_path, "rppo-fake-one", {"twin": "rppo_fake_twin:check"})
    _fake_distribution(tmp_path, "rppo-fake-two", {"twin": "rppo_fake_twin:check"})
    monkeypatch.syspath_prepend(str(tmp_path))
    for call in (list_checkers, lambda: load_checker("twin"), lambda: checker_info("gsm8k")):
        with pytest.raises(DuplicateChecker) as raised:
            call()
        assert "rppo-fake-one" in str(raised.value) and "rppo-fake-two" in str(raised.value)


def test_shadowing_a_builtin_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_distribution(tmp_path, "rppo-fake-shadow", {"gsm8k": "rppo_fake_shadow:check"})
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(
        DuplicateChecker, match="rppo-check.*rppo-fake-shadow|rppo-fake-shadow.*rppo-check"
    ):
        load_checker("gsm8k")


def test_module_attr_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _plugin_module(tmp_path, "rppo_fake_loose")
    monkeypatch.syspath_prepend(str(tmp_path))
    info = checker_info("rppo_fake_loose:check")
    assert info == CheckerInfo("rppo_fake_loose:check", "(unpackaged)", "", "rppo_fake_loose:check")
    assert load_checker("rppo_fake_loose:check")("a", "b").reason == "mismatch"
    sys.modules.pop("rppo_fake_loose", None)


@pytest.mark.parametrize(
    ("spec", "named"),
    [
        ("nope", "nope"),
        ("", "''"),
        ("rppo_no_such_module:x", "rppo_no_such_module"),
        ("rppo_check.builtin:no_such_attr", "no_such_attr"),
        ("rppo_check.builtin:logger.nothing", "nothing"),
        ("not a spec:at all", "not a spec"),
        ("rppo_check.extract:MAX_ANSWERS", "not callable"),
    ],
)
def test_not_found_names_the_spec(spec: str, named: str) -> None:
    with pytest.raises(CheckerNotFound) as raised:
        load_checker(spec)
    assert named in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_rppo_check_imports_no_torch_and_builtin_loads_sympy_lazily() -> None:
    code = (
        "import sys, rppo_check\n"
        "assert 'torch' not in sys.modules, 'torch'\n"
        "rppo_check.list_checkers()\n"
        "assert 'sympy' not in sys.modules, 'sympy'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_no_eval_exec_sympify_or_parse_expr_in_the_package() -> None:
    import re

    import rppo_check

    root = Path(rppo_check.__file__).parent
    forbidden = re.compile(r"\b(eval|exec|sympify|parse_expr|S)\s*\(")
    for path in root.glob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not forbidden.search(code), f"{path.name}:{number}: {line.strip()}"
