"""Shared fixtures for the rppo_loss tests: the float64 reference loops and input builders."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
import torch

_REFERENCE_NAME = "rppo_loss_tests_reference"


def _load_reference() -> ModuleType:
    # --import-mode=importlib puts no test folder on sys.path; load the helper module by path.
    if _REFERENCE_NAME in sys.modules:
        return sys.modules[_REFERENCE_NAME]
    spec = importlib.util.spec_from_file_location(
        _REFERENCE_NAME, Path(__file__).with_name("_reference.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[_REFERENCE_NAME] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def ref() -> ModuleType:
    """The slow float64 Python reference implementations (tests/loss/_reference.py)."""
    return _load_reference()


def contiguous_mask(lengths: list[int], offsets: list[int], steps: int) -> torch.Tensor:
    """[B, steps] bool mask with row b True on [offsets[b], offsets[b] + lengths[b])."""
    mask = torch.zeros(len(lengths), steps, dtype=torch.bool)
    for b, (length, offset) in enumerate(zip(lengths, offsets, strict=True)):
        mask[b, offset : offset + length] = True
    return mask


@pytest.fixture(scope="session")
def make_mask():
    return contiguous_mask
