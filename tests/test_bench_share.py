"""bench/ stays a set of benchmarks, not a second product: its Python is under 35 % of the product's.

Counted: non-blank lines of the `.py` files git tracks. bench/ counts everything under it; the
product counts only the shipped sources, `packages/*/src` and `apps/*/src` (the same files that
tests/test_function_length.py holds to its limit). Corpora, their builders and tests are in
neither: moving a builder out of bench/ into `packages/check/corpus/` shrinks bench/ without
growing the product, so the share cannot be met by relabelling benchmark code as product code.
Issue 29 measured 47 % (6,557 against 13,734 lines, counted otherwise) when the checker corpus'
builders still lived in bench/.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 0.35


def python_lines(*pathspecs: str) -> int:
    """Non-blank lines of the tracked `.py` files matching the git pathspecs."""
    files = subprocess.run(
        ["git", "ls-files", "-z", "--", *pathspecs],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split("\0")
    total = 0
    for name in filter(None, files):
        path = ROOT / name
        if path.suffix == ".py" and path.is_file():  # a file deleted but not yet committed: skip
            text = path.read_text(encoding="utf-8")
            total += sum(1 for line in text.splitlines() if line.strip())
    return total


@pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs a git checkout"
)
def test_bench_python_is_under_a_third_of_the_product() -> None:
    bench = python_lines("bench/")
    product = python_lines(":(glob)packages/*/src/**", ":(glob)apps/*/src/**")
    assert product > 5000, product  # the pathspecs found the product
    share = bench / product
    assert share < LIMIT, (
        f"bench/ holds {bench} lines of Python, {share:.0%} of the product's {product}"
    )
