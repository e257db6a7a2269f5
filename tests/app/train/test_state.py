"""What a checkpoint restores: optimizer state and every RNG, exactly, through safetensors + JSON."""

from __future__ import annotations

import json
from pathlib import Path

import torch
from reason_ppo.training import state


def test_optimizer_round_trip_is_exact(tmp_path: Path) -> None:
    torch.manual_seed(0)
    params = [torch.nn.Parameter(torch.randn(4, 3))]
    opt = torch.optim.AdamW(params, lr=1e-2)
    for _ in range(3):
        params[0].grad = torch.randn(4, 3)
        opt.step()
    state.save_optimizer(opt, tmp_path, "opt")
    clone = torch.optim.AdamW([torch.nn.Parameter(params[0].detach().clone())], lr=1e-2)
    state.load_optimizer(clone, tmp_path, "opt")
    a, b = opt.state_dict(), clone.state_dict()
    for key in ("exp_avg", "exp_avg_sq", "step"):
        assert torch.equal(a["state"][0][key], b["state"][0][key])
    assert a["param_groups"] == b["param_groups"]


def test_rng_round_trip(tmp_path: Path) -> None:
    import random

    import numpy as np

    tensors, meta = state.rng_state()
    expected = (random.random(), float(np.random.rand()), float(torch.rand(1)))
    state.set_rng_state(tensors, json.loads(json.dumps(meta)))
    assert (random.random(), float(np.random.rand()), float(torch.rand(1))) == expected
