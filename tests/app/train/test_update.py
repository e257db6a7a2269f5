"""(7) The PPO update: minibatch order, and minibatches without signal."""

from __future__ import annotations

import pytest
import torch
from reason_ppo.config import load_config
from reason_ppo.training.update import Experience, group_order, ppo_epochs

TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false"]  # fmt: skip


@pytest.mark.parametrize("n, group", [(12, 4), (12, 1), (10, 4)])
def test_group_order_is_a_permutation_keeping_groups_together(n, group):
    orders = [group_order(n, group, torch.Generator().manual_seed(s)).tolist() for s in range(5)]
    for order in orders:
        assert sorted(order) == list(range(n))
        if n % group == 0:
            # Each aligned run of `group` positions holds exactly one prompt's samples, in order.
            runs = [order[i : i + group] for i in range(0, n, group)]
            assert all(r == list(range(r[0], r[0] + group)) and r[0] % group == 0 for r in runs)
    assert len({tuple(o) for o in orders}) > 1  # it does shuffle


def test_minibatches_without_signal_leave_the_actor_alone() -> None:
    """GRPO groups that all scored alike give adv == 0: no actor step, not even Adam's momentum
    from an earlier rewarded minibatch (which would otherwise keep moving the actor)."""
    from types import SimpleNamespace

    from rppo_policy import ActorCritic

    cfg = load_config(None, TINY + ["advantage=grpo", "ppo_epochs=1", "lr=1e-2"])
    policy = ActorCritic.load("tiny")
    batch = policy.generate(["What is 2 + 3?"] * 4 + ["What is 1 + 1?"] * 4, max_new_tokens=4)
    optims = {"actor": torch.optim.AdamW(policy.actor_parameters(), lr=cfg.lr, weight_decay=0.0)}
    state = SimpleNamespace(shuffle_gen=torch.Generator().manual_seed(0), nonfinite_skips=0,
                            nonfinite_total=0, nonfinite_role="")  # fmt: skip
    zeros = torch.zeros_like(batch.logp)

    def update(adv: torch.Tensor) -> dict[str, float]:
        return ppo_epochs(cfg, policy, Experience(batch, adv, zeros, zeros), optims, state,
                          train_actor=True, train_critic=False)  # fmt: skip

    signal = torch.tensor([1.0, -1.0, 0.5, -0.5] * 2)[:, None] * batch.mask
    initial = [p.detach().clone() for p in policy.actor_parameters()]
    assert update(signal)["ppo/skipped_frac"] == 0.0
    before = [p.detach().clone() for p in policy.actor_parameters()]
    assert any(not torch.equal(a, b) for a, b in zip(initial, before, strict=True))
    stats = update(zeros)
    assert stats["ppo/skipped_frac"] == 1.0 and "loss/policy" not in stats
    assert all(torch.equal(a, b) for a, b in zip(before, policy.actor_parameters(), strict=True))
