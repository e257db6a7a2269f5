#!/usr/bin/env bash
# The branched critic on the learn-demo: `make learn-demo` (bench/learn_demo.sh, SmolLM2-135M NF4,
# 24 iterations, ~30 min each on 2 quiet cores) once per critic depth and seed, the same seeds for
# every arm, arms rotated per seed; then one table (bench/critic_depth.py summarize): held-out
# accuracy before/after, explained variance (all iterations, last 8; before the update, last 8),
# rollout score, final KL, median seconds per iteration / ref+values / update.
#
#   bash bench/critic_depth_learn_demo.sh                  # k = 0 (full critic), 2, 4, 30 (= L); seed 0
#   SEEDS="0 1" ARMS="0 2" bash bench/critic_depth_learn_demo.sh
#
# Run folders: runs/learn-demo-k<K>-s<SEED> (an existing one with after.json is kept, so an
# interrupted sweep resumes at the first arm it did not finish).
set -euo pipefail
cd "$(dirname "$0")/.."
ARMS=(${ARMS:-0 2 4 30})  # SmolLM2-135M has 30 layers: 30 is the branched critic on all of them
SEEDS=(${SEEDS:-0})
runs=()
i=0
for seed in "${SEEDS[@]}"; do
  n=${#ARMS[@]}
  for j in $(seq 0 $((n - 1))); do
    k=${ARMS[$(( (i + j) % n ))]}
    run=runs/learn-demo-k$k-s$seed
    runs+=("$run")
    if [[ -f $run/after.json ]]; then echo "kept $run"; continue; fi
    echo "== critic_layers=$k seed=$seed -> $run ($(date -u +%H:%M) UTC, load $(cut -d' ' -f1 /proc/loadavg))"
    EXTRA="critic_layers=$k seed=$seed ${EXTRA:-}" RUN=$run bash bench/learn_demo.sh
  done
  i=$((i + 1))
done
.venv/bin/python bench/critic_depth.py summarize "${runs[@]}"
