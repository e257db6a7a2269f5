"""`PolicyOptions`: how a policy runs, fixed at `load` and read back; only the run-time ones change
afterwards, through `reconfigure`; the scoring micro-batch is the options' and nothing else's."""

from __future__ import annotations

import dataclasses

import pytest

torch = pytest.importorskip("torch")

from rppo_policy import ActorCritic, PolicyOptions  # noqa: E402


def test_defaults_are_the_documented_ones() -> None:
    assert dataclasses.asdict(PolicyOptions()) == {
        "scoring_batch_size": 8,
        "head_chunk": 512,
        "share_prompts": True,
        "reserve_kv_room": True,
        "lean_decoding": True,
        "gradient_checkpointing": False,
        "recompute_mlp": False,
    }
    with pytest.raises(ValueError, match="scoring_batch_size"):
        PolicyOptions(scoring_batch_size=0)


def test_load_keeps_the_options_and_builds_by_them() -> None:
    options = PolicyOptions(scoring_batch_size=3, share_prompts=False, gradient_checkpointing=True)
    policy = ActorCritic.load("tiny", options=options)
    assert policy.options is options
    assert any(getattr(m, "gradient_checkpointing", False) for m in policy.model.modules())
    assert ActorCritic.load("tiny").options == PolicyOptions()


def test_reconfigure_changes_run_time_options_only(fresh_tiny) -> None:
    fresh_tiny.reconfigure(share_prompts=False, head_chunk=7)
    assert (fresh_tiny.options.share_prompts, fresh_tiny.options.head_chunk) == (False, 7)
    with pytest.raises(ValueError, match="gradient_checkpointing is fixed"):
        fresh_tiny.reconfigure(gradient_checkpointing=True)
    with pytest.raises(TypeError, match="micro_batch_size"):
        fresh_tiny.reconfigure(micro_batch_size=2)
    fresh_tiny.reconfigure(recompute_mlp=False)  # unchanged: allowed


@pytest.mark.parametrize("name", ["share_prompts", "micro_batch_size", "checkpointing", "options"])
def test_the_old_attributes_cannot_be_set(fresh_tiny, name) -> None:
    with pytest.raises(AttributeError):
        setattr(fresh_tiny, name, False)


@pytest.mark.parametrize(("rows", "calls"), [(8, 1), (3, 3), (1, 8)])
def test_scoring_batch_size_is_the_rows_per_forward(helpers, fresh_tiny, rows, calls) -> None:
    batch = fresh_tiny.generate(
        [f"prompt {i}" for i in range(8)], max_new_tokens=4,
        generator=torch.Generator().manual_seed(0),
    )  # fmt: skip
    seen = []
    decoder = fresh_tiny.architecture.decoder
    handle = decoder.register_forward_pre_hook(lambda *_: seen.append(1))
    try:
        fresh_tiny.reconfigure(scoring_batch_size=rows, share_prompts=False)
        fresh_tiny.ref_logp(batch)
    finally:
        handle.remove()
    assert len(seen) == calls
