"""Does a branched critic (`critic_layers` = k) still learn? Same seeds, k against the full critic.

    .venv/bin/python bench/critic_depth.py tiny [--arms 0,1,2] [--seeds 0,1,2]
    .venv/bin/python bench/critic_depth.py summarize runs/learn-demo-k0 runs/learn-demo-k2 ...

`tiny` runs two tasks on the random 2-layer `tiny` model (checkers in bench/critic_checkers.py),
each arm in a fresh `reason-ppo train` process, arms rotated per seed (A B C, B C A, ...):

  critic  the actor frozen (critic_warmup = steps), reward = "the gold answer is >= 10" (45 % of
          1-digit additions, decided by the prompt): the critic must read the question's two
          digits. Reported: `value/explained_var_before` — the values of step (4), before that
          iteration's update, against the returns: rollouts the critic has not trained on — as
          the mean of the last 20 of 60 iterations, and the critic's seconds per iteration.
  ppo     the default suite's learning task (reward = the answer starts with "7", ~3 % at
          first; lr 1e-2, 30 iterations) with advantage whitening off (with it, once every answer
          scores alike, whitening stretches the critic's noise to unit-variance advantages and the
          tiny policy flips between all-right and all-wrong): the first iteration whose 3-iteration
          mean score passes 0.8, the mean score of the last 5, `value/explained_var_before` (mean
          of the last 10 where the returns vary), then the held-out result: `reason-ppo eval` on
          the 25 held-out problems with the same checker, greedy accuracy and the mean accuracy of
          8 samples per problem (T = 1).

`summarize` prints the same kind of table for `bench/learn_demo.sh` run folders (metrics.jsonl,
before.json, after.json): held-out accuracy before and after, explained variance, seconds.

Output: a markdown table on stdout; everything in bench/out/critic-depth/results.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RPPO = os.environ.get("RPPO", str(ROOT / ".venv" / "bin" / "reason-ppo"))
OUT = ROOT / "bench" / "out" / "critic-depth"
TINY = ["--model", "tiny", "quantize=none", "gradient_checkpointing=false", "eval_every=0",
        "lr_schedule=constant", "warmup_steps=0", "batch_size=8", "samples_per_prompt=4",
        "max_new_tokens=4"]  # fmt: skip
TASKS = {
    "critic": [
        "steps=60",
        "critic_warmup=60",
        "checker=critic_checkers:gold_at_least_ten",
        "critic_lr=1e-3",
        "ppo_epochs=4",
        "minibatch_size=8",
        "micro_batch_size=8",
        "save_every=60",
    ],  # fmt: skip
    "ppo": [
        "steps=30",
        "checker=critic_checkers:starts_with_seven",
        "lr=1e-2",
        "critic_lr=1e-2",
        "kl_coef=0.0",
        "whiten_advantages=false",
        "ppo_epochs=2",
        "minibatch_size=16",
        "micro_batch_size=16",
        "save_every=30",
    ],  # fmt: skip
}


def metrics(run: Path) -> list[dict]:
    return [json.loads(line) for line in (run / "metrics.jsonl").read_text().splitlines()]


def mean(values: list) -> float | None:
    values = [v for v in values if isinstance(v, (int, float))]
    return sum(values) / len(values) if values else None


def run_tiny(task: str, k: int, seed: int, env: dict[str, str]) -> dict:
    run = OUT / "runs" / f"{task}-k{k}-s{seed}"
    args = [RPPO, "train", "arithmetic", "--out", str(run), "--force", *TINY, *TASKS[task],
            f"critic_layers={k}", f"seed={seed}"]  # fmt: skip
    started = time.time()
    subprocess.run(args, check=True, env=env, capture_output=True, text=True)
    lines = metrics(run)
    row = {"task": task, "k": k, "seed": seed, "wall_s": time.time() - started,
           "update_s": statistics.median(m["perf/update_s"] for m in lines),
           "prep_s": statistics.median(m["perf/prep_s"] for m in lines)}  # fmt: skip
    if task == "critic":
        row["ev_before_last20"] = mean([m["value/explained_var_before"] for m in lines[-20:]])
        row["loss_value_last20"] = mean([m["loss/value"] for m in lines[-20:]])
        return row
    scores = [m["reward/score_mean"] for m in lines]
    smooth = [sum(scores[i : i + 3]) / 3 for i in range(len(scores) - 2)]
    row["first_iter_over_0.8"] = next((i + 3 for i, s in enumerate(smooth) if s > 0.8), None)
    row["score_last5"] = mean(scores[-5:])
    row["ev_before_last10"] = mean([m["value/explained_var_before"] for m in lines[-10:]])
    done = subprocess.run(
        [RPPO, "eval", "arithmetic", "--adapter", str(run), "--samples", "8", "--json",
         "--checker", "critic_checkers:starts_with_seven", "--out", str(run / "eval.jsonl")],
        check=True, env=env, capture_output=True, text=True,
    )  # fmt: skip
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    row["heldout_greedy"] = summary["accuracy"]
    row["heldout_sampled"] = summary.get("sample_accuracy")
    return row


def fmt(value: object) -> str:
    if value is None:
        return "-"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def table(rows: list[dict], keys: list[str]) -> str:
    lines = ["| " + " | ".join(keys) + " |", "|" + "---|" * len(keys)]
    lines += ["| " + " | ".join(fmt(r.get(k)) for k in keys) + " |" for r in rows]
    return "\n".join(lines)


def per_arm(rows: list[dict], task: str, keys: list[str]) -> list[dict]:
    """Mean over seeds of each key, per k (and how many seeds)."""
    out = []
    for k in sorted({r["k"] for r in rows if r["task"] == task}):
        mine = [r for r in rows if r["task"] == task and r["k"] == k]
        out.append(
            {"k": k, "seeds": len(mine), **{key: mean([r[key] for r in mine]) for key in keys}}
        )
    return out


def tiny(args: argparse.Namespace) -> None:
    arms = [int(a) for a in args.arms.split(",")]
    seeds = [int(s) for s in args.seeds.split(",")]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "bench"), "OMP_NUM_THREADS": args.threads}
    OUT.mkdir(parents=True, exist_ok=True)
    rows = []
    for i, seed in enumerate(seeds):
        for task in args.tasks.split(","):
            for k in arms[i % len(arms) :] + arms[: i % len(arms)]:
                rows.append(run_tiny(task, k, seed, env))
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    (OUT / "results.json").write_text(json.dumps(rows, indent=1))
    critic_keys = ["ev_before_last20", "loss_value_last20", "update_s", "prep_s"]
    ppo_keys = ["first_iter_over_0.8", "score_last5", "ev_before_last10", "heldout_greedy",
                "heldout_sampled", "update_s"]  # fmt: skip
    for task, keys in (("critic", critic_keys), ("ppo", ppo_keys)):
        if any(r["task"] == task for r in rows):
            print(f"\n{task}: per run\n\n" + table([r for r in rows if r["task"] == task],
                                                   ["k", "seed", *keys]))  # fmt: skip
            print(f"\n{task}: mean over seeds\n\n" + table(per_arm(rows, task, keys),
                                                          ["k", "seeds", *keys]))  # fmt: skip


def summarize(args: argparse.Namespace) -> None:
    rows = []
    for folder in args.runs:
        run = Path(folder)
        lines = metrics(run)
        config = (run / "config.toml").read_text()
        k = next((line.split("=")[1].strip() for line in config.splitlines()
                  if line.startswith("critic_layers")), "0")  # fmt: skip
        before, after = (json.loads((run / f"{n}.json").read_text()) for n in ("before", "after"))
        critic = [m for m in lines if m.get("value/explained_var") is not None]
        rows.append({
            "run": run.name, "k": int(k),
            "before": before["accuracy"], "after": after["accuracy"],
            "correct/wrong/none after": f"{after['correct']}/{after['wrong']}/{after['no_answer']}",
            "ev_all": mean([m["value/explained_var"] for m in critic]),
            "ev_last8": mean([m["value/explained_var"] for m in critic[-8:]]),
            "ev_before_last8": mean([m.get("value/explained_var_before") for m in lines[-8:]]),
            "score_last4": mean([m["reward/score_mean"] for m in lines[-4:]]),
            "kl_last": lines[-1]["reward/kl"],
            "step_s": statistics.median(m["perf/step_s"] for m in lines),
            "prep_s": statistics.median(m["perf/prep_s"] for m in lines),
            "update_s": statistics.median(m["perf/update_s"] for m in critic or lines),
        })  # fmt: skip
    print(table(rows, list(rows[0])))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("tiny")
    t.add_argument("--arms", default="0,1,2", help="critic_layers values; tiny has 2 layers")
    t.add_argument("--seeds", default="0,1,2")
    t.add_argument("--tasks", default="critic,ppo")
    t.add_argument("--threads", default="1", help="OMP_NUM_THREADS of each run")
    s = sub.add_parser("summarize")
    s.add_argument("runs", nargs="+")
    args = parser.parse_args()
    tiny(args) if args.command == "tiny" else summarize(args)


if __name__ == "__main__":
    main()
