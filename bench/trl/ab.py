"""reason-ppo vs TRL 1.12 PPO vs current TRL GRPO: same model, batch, response length, epochs,
minibatches, LoRA rank and dtype, on CPU; arms alternated within one invocation; medians printed
as one table (markdown) and everything written to OUT/results.json and OUT/table.md.

Each run does `--steps` PPO iterations; the first `--warmup` are dropped (allocator, lazy init).
Repetition r runs the arms in rotated order (A B C D, B C D A, ...) so none always goes first.
The arms: reason-ppo (PPO, 1 sample per prompt), reason-ppo-branch (the same with the branched
critic, `critic_layers` = --critic-layers) and TRL 1.12 PPO; TRL GRPO and reason-ppo with GRPO
advantages (batch / 4 prompts x 4 samples each).
Before and after every run a fixed matmul check records the machine's speed; the run's own CPU
use and the machine-wide busy share show whether it had the cores to itself.

Usage (what `make bench-trl` runs via bench/trl/run.sh):
  .venv/bin/python bench/trl/ab.py [--models tiny,smollm2-135m] [--dtypes fp32] [--reps 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))

import rppo_arm  # noqa: E402
from measure import matmul_gflops, run_measured  # noqa: E402

ARMS = ("reason-ppo", "reason-ppo-branch", "trl-ppo", "trl-grpo", "reason-ppo-grpo")
# Which TRL arm each reason-ppo arm is compared with in the ratio lines.
PEERS = {"reason-ppo": "trl-ppo", "reason-ppo-branch": "trl-ppo", "reason-ppo-grpo": "trl-grpo"}
PPO_ARMS = ("reason-ppo", "reason-ppo-branch")
PHASES = ("step_s", "rollout_s", "score_s", "prep_s", "update_s", "tokens_per_s")


def rppo_run(run_dir: Path) -> Path:
    """reason-ppo's own run folder inside the repetition's: `train` refuses to write among files
    that are not a run's (the harness's log.txt)."""
    return run_dir / "run"


def arm_command(
    arm: str, model: str, dtype: str, man: dict, run_dir: Path, a: argparse.Namespace
) -> list[str]:
    shared = [
        "--steps",
        str(a.steps),
        "--batch",
        str(a.batch),
        "--max-new-tokens",
        str(a.max_new_tokens),
    ]
    if arm in PEERS:
        return rppo_arm.command(
            str(ROOT / ".venv/bin/reason-ppo"), model, rppo_run(run_dir), steps=a.steps, batch=a.batch,
            max_new_tokens=a.max_new_tokens, dtype=dtype, grpo=arm == "reason-ppo-grpo",
            critic_layers=a.critic_layers if arm == "reason-ppo-branch" else 0,
        )  # fmt: skip
    venv, script = {
        "trl-ppo": (".venv-trl112", "trl_ppo.py"),
        "trl-grpo": (".venv-trl", "trl_grpo.py"),
    }[arm]
    return [
        str(ROOT / venv / "bin/python"), str(HERE / script), "--model-dir", man["folder"],
        "--problems", man["problems"], "--result", str(run_dir / "result.json"), "--dtype", dtype,
        *shared,
    ]  # fmt: skip


def one_run(arm: str, model: str, dtype: str, rep: int, man: dict, a: argparse.Namespace) -> dict:
    run_dir = a.out / "runs" / f"{model}-{dtype}-{arm}-r{rep}"
    run_dir.mkdir(parents=True, exist_ok=True)
    (run_dir / "metrics.jsonl").unlink(missing_ok=True)
    shutil.rmtree(rppo_run(run_dir), ignore_errors=True)  # a repetition starts a fresh run
    cmd = arm_command(arm, model, dtype, man, run_dir, a)
    env = {
        **os.environ,
        "TRL_EXPERIMENTAL_SILENCE": "1",
        "HF_HUB_OFFLINE": "1",
        "TOKENIZERS_PARALLELISM": "false",
    }
    before = matmul_gflops()
    m = run_measured(cmd, run_dir / "log.txt", env=env)
    after = matmul_gflops()
    rec: dict = {
        "arm": arm, "model": model, "dtype": dtype, "rep": rep, "ok": m.returncode == 0,
        "wall_s": m.wall_s, "peak_rss_mb": m.peak_rss_mb, "tree_peak_mb": m.tree_peak_mb,
        "cores_used": m.cores_used, "sys_busy": m.sys_busy,
        "matmul_gflops_before": before, "matmul_gflops_after": after, "log": str(run_dir / "log.txt"),
    }  # fmt: skip
    try:
        if arm in PEERS:
            steps = rppo_arm.records(rppo_run(run_dir))
            rec.update(man["rppo"][dtype])  # trainable_params, backbones (prep.py's count)
            if arm == "reason-ppo-grpo":  # no critic optimizer: only the actor trains
                rec["trainable_params"] = man["rppo"][dtype]["actor_params"]
            if arm == "reason-ppo-branch":
                rec["trainable_params"] = man["rppo"][dtype]["branch_trainable_params"]
        else:
            result = json.loads((run_dir / "result.json").read_text())
            steps = result["steps"]
            rec.update({k: result[k] for k in ("backbones", "trainable_params", "trl_version")})
        rec["steps"] = steps[a.warmup :]
    except (OSError, KeyError, ValueError, RuntimeError) as exc:
        rec.update(ok=False, error=f"{type(exc).__name__}: {exc}", steps=[])
    status = "ok" if rec["ok"] and rec["steps"] else f"FAILED (see {rec['log']})"
    step = statistics.median(s["step_s"] for s in rec["steps"]) if rec["steps"] else float("nan")
    print(
        f"  {model:13s} {dtype:4s} {arm:10s} rep {rep}: {status}; median {step:.2f} s/iter, "
        f"peak {m.tree_peak_mb / 1024:.2f} GB, wall {m.wall_s:.0f} s, cores {m.cores_used:.2f}, "
        f"machine busy {m.sys_busy:.0%}, matmul {before:.0f}->{after:.0f} GFLOP/s",
        flush=True,
    )
    return rec


def summarise(runs: list[dict]) -> list[dict]:
    """Per (model, dtype, arm): medians over the runs' per-run medians; peak memory as the median
    of the runs' peaks (tree RSS: checker workers count)."""
    rows = []
    keys = sorted({(r["model"], r["dtype"]) for r in runs}, key=lambda k: (k[0] != "tiny", k))
    for model, dtype in keys:
        for arm in ARMS:
            mine = [
                r
                for r in runs
                if (r["model"], r["dtype"], r["arm"]) == (model, dtype, arm)
                and r.get("ok", True)
                and r["steps"]  # a failed run's partial metrics never enter the medians
            ]
            if not mine:
                continue
            row: dict = {"model": model, "dtype": dtype, "arm": arm, "runs": len(mine)}
            for phase in PHASES:
                row[phase] = statistics.median(
                    statistics.median(s[phase] for s in r["steps"]) for r in mine
                )
            row["peak_rss_gb"] = statistics.median(r["tree_peak_mb"] for r in mine) / 1024
            row["cores_used"] = statistics.median(r["cores_used"] for r in mine)
            row["sys_busy"] = statistics.median(r["sys_busy"] for r in mine)
            row["matmul_min"] = min(
                min(r["matmul_gflops_before"], r["matmul_gflops_after"]) for r in mine
            )
            row["backbones"] = mine[0].get("backbones")
            row["trainable_params"] = mine[0].get("trainable_params")
            rows.append(row)
    return rows


def table(rows: list[dict]) -> str:
    head = (
        "| model | dtype | arm | s/iter | rollout | score | ref+values+GAE | update | gen tok/s "
        "| peak RSS GB | backbones | trainable | cores used | machine busy | matmul GF/s (min) |"
    )
    lines = [head, "|" + "---|" * 15]
    for r in rows:
        lines.append(
            f"| {r['model']} | {r['dtype']} | {r['arm']} | {r['step_s']:.2f} | {r['rollout_s']:.2f} "
            f"| {r['score_s']:.3f} | {r['prep_s']:.2f} | {r['update_s']:.2f} | {r['tokens_per_s']:.0f} "
            f"| {r['peak_rss_gb']:.2f} | {r['backbones']} | {r['trainable_params']:,} "
            f"| {r['cores_used']:.2f} | {r['sys_busy']:.0%} | {r['matmul_min']:.0f} |"
        )
    ratios = []
    for r in rows:
        if r["arm"] not in PEERS:
            continue
        peer = next(
            (
                p
                for p in rows
                if p["arm"] == PEERS[r["arm"]]
                and (p["model"], p["dtype"]) == (r["model"], r["dtype"])
            ),
            None,
        )
        if peer:
            goal = " (goal <= 0.5x time, <= 0.35x memory)" if r["arm"] in PPO_ARMS else ""
            ratios.append(
                f"- {r['model']} {r['dtype']}: {r['arm']} / {peer['arm']} = "
                f"{r['step_s'] / peer['step_s']:.2f}x time per iteration, "
                f"{r['peak_rss_gb'] / peer['peak_rss_gb']:.2f}x peak memory{goal}"
            )
    return "\n".join(lines + [""] + ratios)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="tiny,smollm2-135m")
    ap.add_argument("--dtypes", default="fp32", help="fp32 and/or nf4 (comma-separated)")
    ap.add_argument("--arms", default=",".join(ARMS))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--critic-layers", type=int, default=2, help="reason-ppo-branch's k")
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--warmup", type=int, default=1)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--max-new-tokens", type=int, default=32)
    ap.add_argument("--out", type=Path, default=ROOT / "bench/out/trl")
    ap.add_argument("--skip-prep", action="store_true", help="reuse OUT/manifest.json")
    a = ap.parse_args()
    a.out = a.out.resolve()
    arms = [x for x in a.arms.split(",") if x]
    if unknown := set(arms) - set(ARMS):
        raise SystemExit(f"--arms: unknown {sorted(unknown)}; choose from {', '.join(ARMS)}")
    if not (ROOT / "apps/reason-ppo/src/reason_ppo/training/recipe.py").is_file():
        print("reason-ppo trainer not found: measuring the TRL arms only", flush=True)
        arms = [arm for arm in arms if arm not in PEERS]
    t0 = time.perf_counter()
    if not a.skip_prep:
        import subprocess

        subprocess.run(
            [sys.executable, str(HERE / "prep.py"), "--out", str(a.out), "--models", a.models,
             "--dtypes", a.dtypes, "--critic-layers", str(a.critic_layers)],
            check=True,
        )  # fmt: skip
    if not (a.out / "manifest.json").is_file():
        raise SystemExit(f"--skip-prep: {a.out / 'manifest.json'} not found; run without it once")
    manifest = json.loads((a.out / "manifest.json").read_text())
    runs = []
    for model in a.models.split(","):
        for dtype in a.dtypes.split(","):
            for rep in range(a.reps):
                order = arms[rep % len(arms) :] + arms[: rep % len(arms)]
                for arm in order:
                    runs.append(one_run(arm, model, dtype, rep, manifest[model], a))
    rows = summarise(runs)
    text = table(rows)
    header = (
        f"TRL side by side, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}: batch {a.batch}, "
        f"<= {a.max_new_tokens} new tokens, 1 PPO epoch, 1 minibatch, LoRA r16 all-linear, CPU "
        f"({os.cpu_count()} cores, OMP_NUM_THREADS={os.environ.get('OMP_NUM_THREADS', 'unset')}); "
        f"{a.steps} iterations per run, first {a.warmup} dropped; "
        f"{a.reps} alternated repetitions; medians; reason-ppo-branch: critic_layers="
        f"{a.critic_layers}. Total {time.perf_counter() - t0:.0f} s."
    )
    print("\n" + header + "\n\n" + text, flush=True)
    (a.out / "results.json").write_text(json.dumps({"runs": runs, "summary": rows}, indent=1))
    (a.out / "table.md").write_text(header + "\n\n" + text + "\n")
    if any(not r["ok"] or not r["steps"] for r in runs):
        raise SystemExit("some runs failed: see the logs named above")


if __name__ == "__main__":
    main()
