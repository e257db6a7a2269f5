#!/usr/bin/env bash
# `make bench-trl`: reason-ppo vs TRL 1.12 PPO vs current TRL GRPO, same settings, CPU.
# Creates the two bench-only venvs once (a stamp holds the hash of their requirements, so a second
# run installs nothing), then runs the alternating A/B driver. Arguments go to bench/trl/ab.py,
# e.g. `bash bench/trl/run.sh --models tiny --reps 1`; BENCH_NF4=1 adds the NF4 arms.
set -euo pipefail
cd "$(dirname "$0")/../.."
HERE=bench/trl

make_venv() {  # make_venv DIR REQUIREMENTS
    local venv=$1 req=$2 stamp
    stamp="$venv/.bench-installed-$(cat "$req" packages/check/pyproject.toml | sha256sum | cut -c1-16)"
    [[ -f $stamp ]] && return 0
    echo "bench-trl: creating $venv from $req (once)"
    [[ -x $venv/bin/python ]] || python3 -m venv "$venv"
    # torch first and pinned: this resolves to the CPU wheel; an unpinned torch (or one pulled in
    # by a later requirement) would fetch a multi-GB CUDA build.
    "$venv/bin/python" -m pip install -q "torch==2.13.0"
    "$venv/bin/python" -m pip install -q -r "$req"
    # The reward is the project's own checker; --no-deps: torch already brought sympy.
    "$venv/bin/python" -m pip install -q --no-deps -e packages/check
    rm -f "$venv"/.bench-installed-*
    touch "$stamp"
}

make_venv .venv-trl112 "$HERE/requirements-trl112.txt"
make_venv .venv-trl "$HERE/requirements-trl.txt"

# On a shared machine a competing process turns torch's OpenMP barriers into stalls (measured here:
# the same reason-ppo iteration 206 s with 2 threads, 25 s with 1); BENCH_THREADS=1 pins every arm.
if [[ -n ${BENCH_THREADS:-} ]]; then export OMP_NUM_THREADS=$BENCH_THREADS; fi
extra=()
if [[ ${BENCH_NF4:-0} == 1 ]]; then extra=(--dtypes fp32,nf4); fi
exec nice -n "${BENCH_NICE:-10}" .venv/bin/python "$HERE/ab.py" "${extra[@]}" "$@"
