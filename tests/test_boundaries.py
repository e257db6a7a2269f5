"""Each package imports in a fresh interpreter without loading what its boundary forbids.

Two probes: `import <package>` (the root a user imports; `rppo_policy`'s is lazy and loads only
`models.py`), and every module of the package, so that a forbidden import in, say,
`rppo_policy.actor_critic` cannot hide behind a lazy root.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

# What `import <package>` may never load.
FORBIDDEN = {
    "rppo_check": {"torch", "transformers"},
    "rppo_loss": {"transformers", "peft", "bitsandbytes", "sympy"},
    "rppo_prm": {"torch", "transformers"},
    "rppo_policy": {"sympy"},
}
# What importing every module of the package may never load. rppo_policy's modules load
# transformers and peft, whose torch.distributed imports sympy (symbolic shapes): only the root
# is held to "no sympy".
FORBIDDEN_IN_ANY_MODULE = {**FORBIDDEN, "rppo_policy": set[str]()}
ALLOWED_SIBLINGS = {
    "rppo_check": set[str](),
    "rppo_loss": set[str](),
    "rppo_policy": set[str](),
    "rppo_prm": {"rppo_check"},
}
OURS = {"rppo_check", "rppo_loss", "rppo_prm", "rppo_policy", "reason_ppo"}

PROBE = """
import importlib, json, pkgutil, sys
package = importlib.import_module(sys.argv[1])
modules = [package.__name__]
if sys.argv[2] == "all":
    walk = pkgutil.walk_packages(package.__path__, package.__name__ + ".")
    modules += [m.name for m in walk if not m.name.endswith(".__main__")]  # __main__ runs the CLI
    for name in modules:
        importlib.import_module(name)
loaded = sorted({name.split(".")[0] for name in sys.modules})
print(json.dumps({"modules": modules, "loaded": loaded}))
"""


def probe(package: str, *, every_module: bool = False) -> tuple[list[str], set[str]]:
    """(modules imported, top-level names loaded) of importing `package` in a fresh interpreter."""
    out = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", PROBE, package, "all" if every_module else "root"],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    return result["modules"], set(result["loaded"])


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_stays_inside_its_boundary(package: str) -> None:
    _, loaded = probe(package)
    assert package in loaded
    leaked = FORBIDDEN[package] & loaded
    assert not leaked, f"importing {package} loaded {sorted(leaked)}"


@pytest.mark.parametrize("package", sorted(FORBIDDEN_IN_ANY_MODULE))
def test_every_module_stays_inside_its_boundary(package: str) -> None:
    modules, loaded = probe(package, every_module=True)
    assert len(modules) > 3, modules  # the walk found the modules, not just the root
    leaked = FORBIDDEN_IN_ANY_MODULE[package] & loaded
    assert not leaked, f"importing every module of {package} loaded {sorted(leaked)}"
    siblings = (loaded & OURS) - {package} - ALLOWED_SIBLINGS[package]
    assert not siblings, f"{package} imported sibling packages {sorted(siblings)}"


def test_every_module_of_the_app_imports() -> None:
    modules, _ = probe("reason_ppo", every_module=True)
    assert "reason_ppo.training.recipe" in modules and "reason_ppo.cli.app" in modules


def test_probe_detects_a_leak() -> None:
    # The probe itself must be able to fail: importing rppo_loss does load torch.
    assert "torch" in probe("rppo_loss")[1]


@pytest.mark.parametrize("package", sorted(ALLOWED_SIBLINGS))
def test_packages_import_only_allowed_siblings(package: str) -> None:
    leaked = (probe(package)[1] & OURS) - {package} - ALLOWED_SIBLINGS[package]
    assert not leaked, f"{package} imported sibling packages {sorted(leaked)}"


def test_cli_help_answers() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "reason_ppo", "--help"], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    for command in ("train", "eval", "check", "plot"):
        assert command in out.stdout
