"""Shared fixtures for the rppo_loss tests: the float64 reference loops and input builders."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
import torch


def _load(name: str, filename: str) -> ModuleType:
    # --import-mode=importlib puts no test folder on sys.path; load the helper module by path.
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(filename))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


# Loaded here, before the test modules of this folder, so that they can import it by this name.
_load("rppo_loss_tests_entropy", "_reference_entropy.py")


@pytest.fixture(scope="session")
def ref() -> ModuleType:
    """The slow float64 Python reference implementations (tests/loss/_reference.py)."""
    return _load("rppo_loss_tests_reference", "_reference.py")


def contiguous_mask(lengths: list[int], offsets: list[int], steps: int) -> torch.Tensor:
    """[B, steps] bool mask with row b True on [offsets[b], offsets[b] + lengths[b])."""
    mask = torch.zeros(len(lengths), steps, dtype=torch.bool)
    for b, (length, offset) in enumerate(zip(lengths, offsets, strict=True)):
        mask[b, offset : offset + length] = True
    return mask


@pytest.fixture(scope="session")
def make_mask():
    return contiguous_mask
