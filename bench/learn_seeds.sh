#!/usr/bin/env bash
# The learn-demo over seeds and arms (issue 14's re-measurement): bench/learn_demo.sh once per
# (arm, seed), then one table (bench/learn_summary.py): held-out accuracy (right in any form) and
# strict accuracy (right and after "####") before and after, per run and per arm.
#
#   bash bench/learn_seeds.sh                                   # arms base and fmt, seeds 0 1 2
#   ARMS="base: fmt:format_reward=0.2" SEEDS="0 1 2" bash bench/learn_seeds.sh
#   # two cores: one process per arm, one thread each (how bench/NOTES-learning.md's runs ran):
#   OMP_NUM_THREADS=1 ARMS="base:" bash bench/learn_seeds.sh &
#   OMP_NUM_THREADS=1 ARMS="fmt:format_reward=0.2" bash bench/learn_seeds.sh
#
# An arm is name:overrides (key=value, space-separated). Run folders: runs/ld-<arm>-s<seed>; one
# with after.json is kept, so an interrupted sweep resumes where it stopped.
set -euo pipefail
cd "$(dirname "$0")/.."
ARMS=(${ARMS:-base: fmt:format_reward=0.2})
SEEDS=(${SEEDS:-0 1 2})
runs=()
for arm in "${ARMS[@]}"; do
  name=${arm%%:*}; extra=${arm#*:}
  for seed in "${SEEDS[@]}"; do
    run=runs/ld-$name-s$seed
    runs+=("$run")
    if [[ -f $run/after.json ]]; then echo "kept $run"; continue; fi
    echo "== $name seed=$seed -> $run ($(date -u +%H:%M) UTC, load $(cut -d' ' -f1 /proc/loadavg))"
    EXTRA="seed=$seed ${extra//,/ }" RUN=$run bash bench/learn_demo.sh > "$run.log" 2>&1
  done
done
${PYTHON:-.venv/bin/python} bench/learn_summary.py "${runs[@]}"
