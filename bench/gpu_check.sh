#!/usr/bin/env bash
# Every GPU check in one device-tool call (the device is lent to some sessions only, 15 minutes
# of device time in all): the `gpu` tests, a CLI train -> resume -> eval round trip on CUDA, and
# bench/gpu.py. Each stage has its own time limit, so one that hangs cannot take the others'
# time; every log lands in $OUT (or bench/out/gpu when run by hand).
#
# Here, once:   make gpu-wheels            (our five packages + the pinned bitsandbytes,
#                                           transformers and peft wheels into .whl/, git-ignored)
# Device tool:  run(carry=[".whl"], timeout_s=570, command="bash bench/gpu_check.sh")
# CPU smoke:    DRY_RUN=1 bash bench/gpu_check.sh   (same stages, tiny bench, gpu tests skip)
set -uo pipefail
OUT=${OUT:-bench/out/gpu}
mkdir -p "$OUT"
PY=${PY:-python3}

if [ -d .whl ] && [ -z "${DRY_RUN:-}" ]; then
    # The image has torch but not bitsandbytes, and older transformers/peft than constraints.txt.
    $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
        --target /tmp/site .whl/*.whl || exit 1
    export PYTHONPATH=/tmp/site
fi
export PYTHONUNBUFFERED=1

stage() {  # stage NAME SECONDS COMMAND...: run with a limit, log to $OUT/NAME.log, report rc
    local name=$1 limit=$2
    shift 2
    local t0=$SECONDS
    timeout --signal=KILL "$limit" "$@" >"$OUT/$name.log" 2>&1
    local rc=$?
    echo "== $name: rc $rc in $((SECONDS - t0)) s" | tee -a "$OUT/summary.txt"
    tail -n 25 "$OUT/$name.log"
}

{
    nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null
    $PY -c "import torch, transformers, peft, bitsandbytes as b; print('torch', torch.__version__,
'cuda', torch.version.cuda, torch.cuda.is_available(), '| transformers', transformers.__version__,
'| peft', peft.__version__, '| bitsandbytes', b.__version__)"
} 2>&1 | tee "$OUT/summary.txt"

# STAGES: any of tests cli profile bench (default: all but profile, a diagnosis of decode speed);
# CLI_OVERRIDES: config keys for the CLI runs (e.g. max_new_tokens=64); PROFILE_ARGS: gpu_profile.py's.
STAGES=" ${STAGES:-tests cli bench} "
if [[ $STAGES == *" tests "* ]]; then
    stage gpu_tests 120 $PY -m pytest -q -p no:cacheprovider -m gpu -rs \
        tests/policy/test_models.py tests/loss/test_entropy.py
fi
if [[ $STAGES == *" cli "* ]]; then
    RUN=$(mktemp -d)/run
    stage cli_train 75 $PY -m reason_ppo train arithmetic --model tiny --out "$RUN" steps=2 ${CLI_OVERRIDES:-}
    stage cli_resume 75 $PY -m reason_ppo train arithmetic --out "$RUN" --resume steps=4 ${CLI_OVERRIDES:-}
    stage cli_eval 60 $PY -m reason_ppo eval arithmetic --adapter "$RUN" --limit 16
    stage cli_doctor 40 $PY -m reason_ppo doctor --model tiny
    cp "$RUN/metrics.jsonl" "$OUT/cli_metrics.jsonl" 2>/dev/null
fi
if [[ $STAGES == *" profile "* ]]; then
    stage profile 150 $PY bench/gpu_profile.py ${PROFILE_ARGS:-}
fi
[[ $STAGES == *" bench "* ]] || exit 0

# The bench gets what is left of BUDGET seconds (the call's timeout_s less a margin); it prints
# each row as it lands, so a cut-off bench still reports the rows it finished.
BUDGET=${BUDGET:-540}
if [ -n "${DRY_RUN:-}" ]; then
    stage bench 300 $PY bench/gpu.py --dry-run --json "$OUT/gpu_bench.json"
else
    stage bench $((BUDGET - SECONDS > 60 ? BUDGET - SECONDS : 60)) $PY bench/gpu.py --json "$OUT/gpu_bench.json"
fi
