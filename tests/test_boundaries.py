"""Each package imports in a fresh interpreter without loading what its boundary forbids."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

FORBIDDEN = {
    "rppo_check": {"torch", "transformers"},
    "rppo_loss": {"transformers", "peft", "bitsandbytes", "sympy"},
    "rppo_prm": {"torch", "transformers"},
    "rppo_policy": {"sympy"},
}

PROBE = """
import importlib, json, sys
importlib.import_module(sys.argv[1])
print(json.dumps(sorted({name.split(".")[0] for name in sys.modules})))
"""


def loaded_after_import(module: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", PROBE, module], capture_output=True, text=True, check=True
    )
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_stays_inside_its_boundary(package: str) -> None:
    loaded = loaded_after_import(package)
    assert package in loaded
    leaked = FORBIDDEN[package] & loaded
    assert not leaked, f"importing {package} loaded {sorted(leaked)}"


def test_probe_detects_a_leak() -> None:
    # The probe itself must be able to fail: importing rppo_loss does load torch.
    assert "torch" in loaded_after_import("rppo_loss")


@pytest.mark.parametrize(
    ("package", "allowed_siblings"),
    [
        ("rppo_check", set()),
        ("rppo_loss", set()),
        ("rppo_policy", set()),
        ("rppo_prm", {"rppo_check"}),
    ],
)
def test_packages_import_only_allowed_siblings(package: str, allowed_siblings: set[str]) -> None:
    siblings = {"rppo_check", "rppo_loss", "rppo_prm", "rppo_policy", "reason_ppo"} - {package}
    leaked = (loaded_after_import(package) & siblings) - allowed_siblings
    assert not leaked, f"{package} imported sibling packages {sorted(leaked)}"


def test_cli_help_answers() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "reason_ppo", "--help"], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    for command in ("train", "eval", "check", "plot"):
        assert command in out.stdout
