"""Data-parallel training: the pieces in one process (default suite) and real 2-process runs on
CPU with gloo (`dist` marker: `make test-dist`, run by CI after `make test`)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from reason_ppo import checkpoint
from reason_ppo.training.distributed import LOCAL, Dist, join_rollouts, merge_metrics
from safetensors.torch import load_file

pytest.importorskip("rppo_policy")

# Batch 8 x 4 samples; 2 minibatches per epoch, 2 epochs: every rank takes a share of each. The
# checker rewards answers starting with "7" (a few % of the tiny model's), so there is signal.
TINY = ["model=tiny", "quantize=none", "batch_size=8", "samples_per_prompt=4",
        "max_new_tokens=6", "micro_batch_size=8", "minibatch_size=16", "eval_every=0",
        "gradient_checkpointing=false", "save_every=1", "keep_last=10", "samples_to_log=32",
        "seed=3", "lr=1e-3", "critic_lr=1e-3", "warmup_steps=0", "lr_schedule=constant",
        "checker=fixed_answer:starts_with_seven"]  # fmt: skip
PLUGINS = str(Path(__file__).parent / "plugins")
ENV = {**os.environ, "OMP_NUM_THREADS": "1", "TOKENIZERS_PARALLELISM": "false",
       "PYTHONPATH": os.pathsep.join(filter(None, [PLUGINS, os.environ.get("PYTHONPATH")]))}  # fmt: skip


# --- one process: the pieces ------------------------------------------------------------------


@pytest.mark.parametrize("world", [1, 2, 3])
def test_shares_cover_every_row_once_in_order_and_keep_groups_whole(world: int) -> None:
    rows = torch.randperm(24)
    parts = [Dist(rank, world).share(rows, 4) for rank in range(world)]
    assert torch.equal(torch.cat(parts), rows)
    assert all(len(part) % 4 == 0 for part in parts)
    spans = [Dist(rank, world).span(10) for rank in range(world)]
    assert [s for s, _ in spans] == [0, *[e for _, e in spans[:-1]]] and spans[-1][1] == 10


def test_local_dist_is_the_identity() -> None:
    rows = torch.arange(6)
    assert LOCAL.share(rows, 2) is rows
    assert LOCAL.gather_objects("x") == ["x"] and LOCAL.from_main(3) == 3
    assert LOCAL.any(True) and not LOCAL.any(False) and LOCAL.sum(2.5) == 2.5
    assert LOCAL.sum_stats(1.0, {"a": 2.0}) == (1.0, {"a": 2.0})


def test_merge_metrics_sums_counts_and_weights_means() -> None:
    merged = merge_metrics(
        [(8, {"checker/timeouts": 1.0, "prm/bad_step_frac": 0.5, "prm/errors": 2.0}),
         (24, {"checker/timeouts": 2.0, "prm/bad_step_frac": 0.1, "extra/only_here": 1.0})]
    )  # fmt: skip
    assert merged["checker/timeouts"] == 3.0 and merged["prm/errors"] == 2.0
    assert merged["prm/bad_step_frac"] == pytest.approx((8 * 0.5 + 24 * 0.1) / 32)
    assert merged["extra/only_here"] == 1.0


def test_joined_shares_are_the_whole_batch(tiny) -> None:
    """Rollouts drawn in two shares, joined, equal the rollouts one `generate` call draws for the
    whole batch (per-prompt generators; logp up to float rounding)."""
    from reason_ppo.training.recipe import problem_generators

    prompts = ["What is 2 + 3?", "Compute 7 times 8.", "Ann has 12 apples and gives away 5. How many?",
               "What is 10 - 4?"]  # fmt: skip
    rows = [p for p in prompts for _ in range(2)]

    def gens() -> list[torch.Generator]:
        return problem_generators(torch.Generator().manual_seed(1), 4, 2, "cpu")

    whole = tiny.generate(rows, max_new_tokens=10, generator=gens())
    g = gens()
    parts = [
        tiny.generate(rows[a:b], max_new_tokens=10, generator=g[a:b]) for a, b in ((0, 2), (2, 8))
    ]
    joined = join_rollouts(parts, tiny.tokenizer.pad_token_id)
    for name in ("input_ids", "attention_mask", "response_ids", "mask", "no_eos"):
        assert torch.equal(getattr(joined, name), getattr(whole, name)), name
    assert joined.texts == whole.texts and joined.prompt_len == whole.prompt_len
    assert torch.allclose(joined.logp, whole.logp, atol=1e-5)


def test_a_checkpoint_of_another_world_size_is_refused(tmp_path: Path, fresh_tiny) -> None:
    from reason_ppo.config import load_config
    from reason_ppo.errors import CheckpointError
    from reason_ppo.training.state import load_state, make_optimizers, make_state, save_state

    cfg = load_config(None, TINY)
    state, optims = make_state(cfg, 10), make_optimizers(cfg, fresh_tiny)
    save_state(tmp_path, cfg, state, fresh_tiny, optims)
    with pytest.raises(CheckpointError, match=r"written by 1 process\(es\), resumed with 2"):
        load_state(tmp_path, state, fresh_tiny, optims, Dist(0, 2))


# --- two processes ------------------------------------------------------------------------------


def train_args(run_dir: Path, steps: int, *extra: str) -> list[str]:
    # `extra` last: a test's own keys override TINY's (later key=value wins).
    return ["-m", "reason_ppo", "train", "arithmetic", "--out", str(run_dir), *TINY, *extra,
            f"steps={steps}"]  # fmt: skip


def torchrun(run_dir: Path, steps: int, *extra: str) -> subprocess.CompletedProcess:
    launcher = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2"]
    return subprocess.run(
        [*launcher, *train_args(run_dir, steps, *extra)],
        capture_output=True, text=True, timeout=600, env=ENV,
    )  # fmt: skip


def single(run_dir: Path, steps: int, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *train_args(run_dir, steps, *extra)],
        capture_output=True, text=True, timeout=600, env=ENV,
    )  # fmt: skip


def metric_lines(run_dir: Path) -> list[dict]:
    lines = (run_dir / "metrics.jsonl").read_text().splitlines()
    return [{k: v for k, v in json.loads(x).items() if not k.startswith("perf/")} for x in lines]


def adapters(folder: Path) -> dict[str, torch.Tensor]:
    return {
        f"{p.relative_to(folder)}:{k}": v
        for p in sorted((folder / "policy").rglob("*.safetensors"))
        for k, v in load_file(str(p)).items()
    }


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    """The same 3 iterations by 2 ranks (torchrun) and by 1 process."""
    root = tmp_path_factory.mktemp("dist")
    two, one = root / "two", root / "one"
    done = torchrun(two, 3)
    assert done.returncode == 0, done.stderr[-4000:]
    done = single(one, 3)
    assert done.returncode == 0, done.stderr[-4000:]
    return {"two": two, "one": one}


@pytest.mark.dist
def test_ranks_hold_identical_adapters_after_every_step(runs: dict[str, Path]) -> None:
    """Each rank hashes its trainable parameters at every checkpoint (save_every=1), and a
    checkpoint is only written when the hashes agree; rank 1's RNGs are in it too."""
    steps = sorted(checkpoint.step_dirs(runs["two"]))
    assert [s for s, _ in steps] == [1, 2, 3]
    for _, folder in steps:
        assert checkpoint.verify(folder) is None
        meta = json.loads((folder / "trainer.json").read_text())
        assert meta["world_size"] == 2
        digests = meta["trainable_sha256"]
        assert len(digests) == 2 and digests[0] == digests[1], folder
        assert (folder / "rng-rank1.safetensors").is_file()


@pytest.mark.dist
def test_two_ranks_match_one_process(runs: dict[str, Path]) -> None:
    """Same prompts, the same 96 samples, and losses, metrics and adapters equal up to float
    rounding: batch_size is global and each problem draws from its own generator.

    How close is "up to rounding": the losses agree to ~1e-5 relative. In the adapters, Adam
    turns the rounding noise of a near-zero gradient element into a step of up to ~lr either
    way, so a few elements (~0.01 %) end up to ~lr apart while the whole differs by ~2e-5
    relative; one process with micro_batch_size 4 instead of 8 (the same sums, in another
    order) lands as far from itself (6.7e-5). A lost or doubled share would move every
    element by ~lr, ~1e-2 relative."""
    assert sum(m["reward/score_mean"] for m in metric_lines(runs["one"])) > 0  # some signal
    assert_same_up_to_rounding(runs["two"], runs["one"], steps=3)


@pytest.mark.dist
def test_two_ranks_match_one_process_with_grpo_groups(tmp_path: Path) -> None:
    """GRPO: each problem's 4 samples form a group on one rank; whitening is global.

    lr 1e-4, not TINY's 1e-3: Adam's first steps move every weight by ~lr whatever the size of its
    gradient, so a gradient entry that is rounding noise (summed in another order over 2 ranks)
    gets a full step of either sign; at 1e-3 that flipped a draw of step 2 (seed 3)."""
    two, one = tmp_path / "two", tmp_path / "one"
    for launch, run_dir in ((torchrun, two), (single, one)):
        done = launch(run_dir, 3, "advantage=grpo", "lr=1e-4")
        assert done.returncode == 0, done.stderr[-4000:]
    assert any(m["loss/policy"] is not None for m in metric_lines(one))  # some group had signal
    assert_same_up_to_rounding(two, one, steps=3)


@pytest.mark.dist
def test_two_ranks_match_one_process_with_a_branched_critic(tmp_path: Path) -> None:
    """critic_layers=1: one process runs the critic on the reference pass's trunk; under
    torchrun the update's minibatches mix the ranks' rows, so each rank recomputes the trunk of
    its micro-batches. Same bottom layers, no adapter below the branch: the same values."""
    two, one = tmp_path / "two", tmp_path / "one"
    for launch, run_dir in ((torchrun, two), (single, one)):
        done = launch(run_dir, 3, "critic_layers=1")
        assert done.returncode == 0, done.stderr[-4000:]
    assert_same_up_to_rounding(two, one, steps=3)


def assert_same_up_to_rounding(two: Path, one: Path, steps: int) -> None:
    samples = [(run / "samples.jsonl").read_text().splitlines() for run in (two, one)]
    assert len(samples[0]) == steps * 32 and samples[0] == samples[1]
    lines2, lines1 = metric_lines(two), metric_lines(one)
    assert [m.keys() for m in lines2] == [m.keys() for m in lines1]
    for m2, m1 in zip(lines2, lines1, strict=True):
        for key, value in m1.items():
            if key == "value/explained_var" and m1["reward/score_mean"] == 0:
                continue  # 1 - Var[G-V]/Var[G] with Var[G] ~ 1e-16 (no reward, only the KL)
            if isinstance(value, float):
                assert m2[key] == pytest.approx(value, rel=1e-3, abs=1e-6), (m1["step"], key)
            else:
                assert m2[key] == value, key
    last = f"step-{steps}"
    a2, a1 = adapters(two / "checkpoints" / last), adapters(one / "checkpoints" / last)
    assert a2.keys() == a1.keys() and a1
    for group in ("actor", "critic", "value_head"):
        keys = [key for key in a1 if group in key]
        if group != "actor" and not keys:
            continue  # GRPO trains no critic (its adapter is still saved, untouched)
        diff = torch.cat([(a2[k] - a1[k]).flatten() for k in keys])
        whole = torch.cat([a1[k].flatten() for k in keys])
        assert diff.norm() <= 1e-3 * whole.norm(), group
        assert diff.abs().max() <= 2e-3, group  # 2 x lr


@pytest.mark.dist
def test_two_rank_resume_is_bit_identical(runs: dict[str, Path], tmp_path: Path) -> None:
    split = tmp_path / "split"
    done = torchrun(split, 2)
    assert done.returncode == 0, done.stderr[-4000:]
    done = torchrun(split, 3, "--resume")
    assert done.returncode == 0, done.stderr[-4000:]
    assert metric_lines(split) == metric_lines(runs["two"])
    assert (split / "samples.jsonl").read_text() == (runs["two"] / "samples.jsonl").read_text()
    a, b = (
        adapters(split / "checkpoints" / "step-3"),
        adapters(runs["two"] / "checkpoints" / "step-3"),
    )
    assert a.keys() == b.keys() and a
    for key in a:
        assert torch.equal(a[key], b[key]), key


@pytest.mark.dist
def test_resume_with_another_world_size_is_refused(runs: dict[str, Path], tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(runs["two"], copy)
    done = single(copy, 4, "--resume")
    assert done.returncode == 2, done.stderr[-3000:]
    assert "written by 2 process(es), resumed with 1" in done.stderr


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.dist
def test_kill_9_of_one_rank_stops_the_other(tmp_path: Path) -> None:
    """Two ranks started by hand (no launcher agent to stop the survivor): after kill -9 of rank
    1, rank 0 fails in its next collective and exits non-zero within 60 s; every checkpoint left
    behind verifies."""
    run_dir = tmp_path / "R"
    port = str(_free_port())
    procs = []
    for rank in (0, 1):
        env = {**ENV, "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": port, "WORLD_SIZE": "2",
               "RANK": str(rank), "LOCAL_RANK": str(rank)}  # fmt: skip
        procs.append(
            subprocess.Popen(
                [sys.executable, *train_args(run_dir, 1000)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )  # fmt: skip
        )
    try:
        deadline = time.monotonic() + 300
        metrics = run_dir / "metrics.jsonl"
        while not (metrics.exists() and metrics.read_text().count("\n") >= 2):
            assert time.monotonic() < deadline, "no iteration finished"
            assert procs[0].poll() is None, procs[0].communicate()[1][-3000:]
            time.sleep(0.2)
        procs[1].send_signal(signal.SIGKILL)
        killed = time.monotonic()
        _, err = procs[0].communicate(timeout=60)
        assert time.monotonic() - killed < 60
        assert procs[0].returncode not in (0, None), err[-3000:]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    dirs = checkpoint.step_dirs(run_dir)
    assert dirs
    for _, folder in dirs:
        assert checkpoint.verify(folder) is None, folder


def test_one_process_iteration_lands_on_the_rollouts_device(tiny) -> None:
    """The checker's scores and a PRM's step rewards are CPU tensors; the rewards, advantages and
    update that follow run where the rollouts are (a CUDA run mixed devices here before). The
    meta device stands in for CUDA."""
    batch = tiny.generate(["What is 2 + 3?", "Compute 7 times 8."], max_new_tokens=4)
    on_meta = batch.to("meta")
    score, step_rewards = torch.tensor([1.0, 0.0]), torch.zeros(2, batch.mask.shape[1])
    ref_logp = values = torch.zeros(batch.mask.shape, device="meta")
    got = LOCAL.gather_iteration(on_meta, ref_logp, values, step_rewards, score, [], {}, pad_id=0)
    assert got.score.device.type == "meta" and got.step_rewards is not None
    assert got.step_rewards.device.type == "meta" and got.batch.mask.device.type == "meta"
    without_prm = LOCAL.gather_iteration(on_meta, ref_logp, values, None, score, [], {}, pad_id=0)
    assert without_prm.step_rewards is None and without_prm.score.device.type == "meta"
