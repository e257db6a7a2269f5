"""No function in the product (packages/*/src, apps/*/src) is longer than 80 lines.

A function past 80 lines hides its steps; split it into named parts. The length counts from the
first decorator to the last line of the body, docstring and comments included.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 80
# Functions allowed past the limit: none since session 9 (issue 29, item 7). An entry would be a
# (path, name) debt with its reason beside it.
ALLOWED: set[tuple[str, str]] = set()


def long_functions() -> list[tuple[str, str, int]]:
    """(path relative to the root, qualified name, lines) of every function over LIMIT lines."""
    found = []
    sources = [*ROOT.glob("packages/*/src/**/*.py"), *ROOT.glob("apps/*/src/**/*.py")]
    for path in sorted(sources):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for name, node in _functions(tree, ""):
            start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            lines = (node.end_lineno or node.lineno) - start + 1
            if lines > LIMIT:
                found.append((path.relative_to(ROOT).as_posix(), name, lines))
    return found


def _functions(node: ast.AST, prefix: str):  # type: ignore[no-untyped-def]
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            name = f"{prefix}{child.name}"
            yield name, child
            yield from _functions(child, f"{name}.")
        elif isinstance(child, ast.ClassDef):
            yield from _functions(child, f"{prefix}{child.name}.")
        else:
            yield from _functions(child, prefix)


def test_no_function_over_the_limit() -> None:
    over = [
        f"{path}: {name} ({lines} lines)"
        for path, name, lines in long_functions()
        if (path, name) not in ALLOWED
    ]
    assert not over, f"functions over {LIMIT} lines:\n" + "\n".join(over)


def test_the_allow_list_holds_only_long_functions() -> None:
    """An entry whose function got short (or moved) is removed, so the list only shrinks."""
    long = {(path, name) for path, name, _ in long_functions()}
    stale = ALLOWED - long
    if stale:
        pytest.fail(f"no longer over {LIMIT} lines, remove from ALLOWED: {sorted(stale)}")
