#!/usr/bin/env bash
# `make learn-reason` (issue 24): PPO on SmolLM2-135M-Instruct (NF4, CPU) on a built-in task that
# needs written working, with held-out greedy accuracy and strict accuracy before and after (the
# same checker, prompt and token cap), one row per run in bench/learn-reason/summary.jsonl.
#
#   make learn-reason                          # arm ppo, seed 0
#   ARM=grpo EXTRA="advantage=grpo" SEED=1 bash bench/learn_reason.sh
#   CURVE=1 bash bench/learn_reason.sh        # also evaluate every kept checkpoint (the curve)
#
# The timed part (`minutes` in the summary) is eval-before + train + eval-after; CURVE's checkpoint
# evals run after it and are not counted. Run folders: runs/lr-<arm>-s<seed> (checkpoints stay
# there, never in the repository); the small files (config, metrics, evals) are copied to
# bench/learn-reason/<arm>-s<seed>/.
set -euo pipefail
cd "$(dirname "$0")/.."
RPPO=${RPPO:-.venv/bin/reason-ppo}
MODEL=${MODEL:-smollm2-135m}
ARM=${ARM:-ppo}
SEED=${SEED:-0}
LEVEL=${LEVEL:-2}
TRAIN_DATA=${TRAIN_DATA:-arithmetic:level=$LEVEL}
EVAL_DATA=arithmetic:level=$LEVEL
STEPS=${STEPS:-18}
MAX_NEW=${MAX_NEW:-48}
N_HELDOUT=${N_HELDOUT:-200}
SAVE_EVERY=${SAVE_EVERY:-6}
RUN=${RUN:-runs/lr-$ARM-s$SEED}
KEEP=bench/learn-reason/$ARM-s$SEED
# The prompt asks for the working first, then the answer after ####, with two worked examples of
# the method (tens, then ones) taken from the train split; without them SmolLM2 writes no usable
# working at all (bench/NOTES-learning.md, "Issue 24": the phrasings probed). Base accuracy with
# it: 1 % on level 2.
TEMPLATE=${TEMPLATE:-$'Show your working in short steps, like these examples, then write #### and the result.\n\nWhat is 47 + 38?\n47 + 30 = 77\n77 + 8 = 85\n#### 85\n\nWhat is 72 - 38?\n72 - 30 = 42\n42 - 8 = 34\n#### 34\n\n{question}'}
# --seed 0: the same held-out problems before and after, whatever seed the run trains with.
EVAL=(--split test --limit "$N_HELDOUT" --max-new-tokens "$MAX_NEW" --quantize nf4 --batch-size 50 --seed 0)

mkdir -p "$RUN" "$KEEP"
load_start=$(cut -d' ' -f1 /proc/loadavg)
start=$(date +%s)
"$RPPO" eval "$EVAL_DATA" --model "$MODEL" "${EVAL[@]}" --prompt-template "$TEMPLATE" \
  --out "$RUN/eval-before.jsonl" --json | tail -n 1 > "$RUN/before.json"
"$RPPO" train "$TRAIN_DATA" --model "$MODEL" --out "$RUN" --force \
  prompt_template="$TEMPLATE" seed="$SEED" \
  steps="$STEPS" batch_size=8 samples_per_prompt=8 max_new_tokens="$MAX_NEW" temperature=0.7 \
  lr=1e-4 critic_lr=5e-4 warmup_steps=0 lr_schedule=constant kl_coef=0.05 whiten_advantages=false \
  critic_warmup=2 \
  ppo_epochs=1 minibatch_size=32 micro_batch_size=32 lora_rank=16 lora_alpha=32 \
  gradient_checkpointing=false eval_every=0 save_every="$SAVE_EVERY" keep_last=100 ${EXTRA:-}
"$RPPO" eval "$EVAL_DATA" --adapter "$RUN" "${EVAL[@]}" --out "$RUN/eval-after.jsonl" --json \
  | tail -n 1 > "$RUN/after.json"
minutes=$(python3 -c "print(round(($(date +%s) - $start) / 60, 1))")
load_end=$(cut -d' ' -f1 /proc/loadavg)

if [[ -n ${CURVE:-} ]]; then
  for ckpt in "$RUN"/checkpoints/step-*; do
    step=${ckpt##*step-}
    [[ -f $RUN/curve-$step.json ]] && continue
    "$RPPO" eval "$EVAL_DATA" --adapter "$ckpt" "${EVAL[@]}" --out "$RUN/eval-step-$step.jsonl" \
      --json | tail -n 1 > "$RUN/curve-$step.json"
  done
fi

cp "$RUN"/{config.toml,metrics.jsonl,before.json,after.json,eval-before.jsonl,eval-after.jsonl} "$KEEP/"
cp "$RUN"/curve-*.json "$RUN"/eval-step-*.jsonl "$KEEP/" 2>/dev/null || true
${PYTHON:-.venv/bin/python} bench/learn_reason_summary.py add "$KEEP" --arm "$ARM" --seed "$SEED" \
  --level "$LEVEL" --minutes "$minutes" --load "$load_start,$load_end"
${PYTHON:-.venv/bin/python} bench/learn_reason_summary.py table
