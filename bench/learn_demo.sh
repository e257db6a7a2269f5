#!/usr/bin/env bash
# `make learn-demo`: PPO teaches SmolLM2-135M-Instruct (NF4, 2 CPU cores) 1-digit additions; the
# prompt asks for "####". Greedy accuracy (a right answer in any form) and strict accuracy (right and
# after "####") on the held-out split before and after, same checker; then the curve. With the
# default reward (correctness only) the model learns the sums and drops "####" (bench/NOTES-learning.md).
# EXTRA="format_reward=0.2" (or any key=value) changes the run; RUN= names its folder.
set -euo pipefail
RPPO=${RPPO:-.venv/bin/reason-ppo}
RUN=${RUN:-runs/learn-demo}
DATA=${DATA:-arithmetic:level=1}
STEPS=${STEPS:-24}
# EXTRA: more key=value overrides, e.g. EXTRA="advantage=grpo" for the critic-free control arm.
# The instruction first, then the question: of eight phrasings measured on train problems this one
# made SmolLM2 use "####" most often (bench/NOTES-learning.md); the same text is used before and after.
TEMPLATE=$'Answer with #### followed by the number.\n\n{question}'
# --seed 0: the same held-out problems before and after, whatever seed the run trains with.
EVAL=(--split test --max-new-tokens 24 --quantize nf4 --batch-size 32 --seed 0)

mkdir -p "$RUN"
start=$(date +%s)
"$RPPO" eval "$DATA" --model smollm2-135m "${EVAL[@]}" --prompt-template "$TEMPLATE" --out "$RUN/eval-before.jsonl" --json \
  | tail -n 1 > "$RUN/before.json"
"$RPPO" train "$DATA" --model smollm2-135m --out "$RUN" --force \
  prompt_template="$TEMPLATE" \
  steps="$STEPS" batch_size=8 samples_per_prompt=8 max_new_tokens=8 temperature=1.0 \
  lr=1e-4 critic_lr=5e-4 warmup_steps=0 lr_schedule=constant kl_coef=0.05 whiten_advantages=false \
  critic_warmup=2 \
  ppo_epochs=1 minibatch_size=32 micro_batch_size=32 lora_rank=16 lora_alpha=32 \
  gradient_checkpointing=false eval_every=0 save_every=10 keep_last=1 ${EXTRA:-}
"$RPPO" eval "$DATA" --adapter "$RUN" "${EVAL[@]}" --out "$RUN/eval-after.jsonl" --json \
  | tail -n 1 > "$RUN/after.json"
"$RPPO" plot "$RUN" --out "$RUN/curves.png"
minutes=$(( ($(date +%s) - start) / 60 ))
python3 - "$RUN" "$minutes" <<'PY'
import json, sys
run, minutes = sys.argv[1], sys.argv[2]
b, a = (json.load(open(f"{run}/{n}.json")) for n in ("before", "after"))
print(f"\n| held-out arithmetic level 1 (greedy) | before | after |\n|---|---:|---:|")
for key in ("accuracy", "strict_accuracy", "correct", "strict_correct", "wrong", "no_answer",
            "timeout", "n"):
    print(f"| {key} | {b.get(key)} | {a.get(key)} |")
print(f"\ndelta: accuracy {100 * (a['accuracy'] - b['accuracy']):+.1f} points (any form), "
      f"strict {100 * (a['strict_accuracy'] - b['strict_accuracy']):+.1f} points (after ####), "
      f"in {minutes} min (wall, incl. evals)")
PY
