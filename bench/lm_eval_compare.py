"""lm-evaluation-harness's own GSM8K-style filters on an exported model, over reason-ppo's prompts.

    python bench/lm_eval_compare.py EXPORTED_MODEL_DIR [--data arithmetic:level=1] [--limit 40]
        [--max-new-tokens 256] [--out runs/evals/lm-eval]

Writes the same prompts `reason-ppo eval` builds (`build_prompt`, chat template included) to a
JSONL, a custom lm-eval 0.4 task over it (generate_until, greedy, the prompt as is) with lm-eval's
gsm8k `strict-match` (first `#### N`) and `flexible-extract` (last number) filters, and runs the
`lm_eval` CLI on it. Compare its two exact_match numbers with `reason-ppo eval DATA --model
EXPORTED_MODEL_DIR --quantize none` (an export is full precision). Where lm-eval is not installed it
says so in one line and exits 0.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

TASK = "rppo_compare"
# lm-eval 0.4's gsm8k.yaml filters and exact_match settings, copied so the numbers are its own.
TASK_YAML = """task: {task}
dataset_path: json
dataset_kwargs:
  data_files:
    test: {data}
test_split: test
output_type: generate_until
doc_to_text: "{{{{prompt}}}}"
doc_to_target: "{{{{gold}}}}"
generation_kwargs:
  until: []
  do_sample: false
  max_gen_toks: {max_new_tokens}
metric_list:
  - metric: exact_match
    aggregation: mean
    higher_is_better: true
    ignore_case: true
    ignore_punctuation: false
    regexes_to_ignore: [",", "\\\\$", "(?s).*#### ", "\\\\.$"]
filter_list:
  - name: strict-match
    filter:
      - function: regex
        regex_pattern: "#### (\\\\-?[0-9\\\\.\\\\,]+)"
      - function: take_first
  - name: flexible-extract
    filter:
      - function: regex
        group_select: -1
        regex_pattern: "(-?[$0-9.,]{{2,}})|(-?[0-9]+)"
      - function: take_first
"""


def task_yaml(data: Path, max_new_tokens: int) -> str:
    """The custom task over `data` (one {"prompt", "gold"} object per line)."""
    return TASK_YAML.format(task=TASK, data=data.resolve(), max_new_tokens=max_new_tokens)


def write_prompts(model: str, dataset: str, limit: int, path: Path) -> int:
    """reason-ppo's prompts for `dataset`, with the exported model's tokenizer (its chat template)."""
    from reason_ppo.data import build_prompt, load_problems
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model)
    problems = load_problems(dataset, split="test", limit=limit, seed=0)
    with path.open("w", encoding="utf-8") as handle:
        for problem in problems:
            row = {"prompt": build_prompt(tokenizer, problem, dataset, None), "gold": problem.gold}
            handle.write(json.dumps(row) + "\n")
    return len(problems)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("model", help="a folder written by `reason-ppo export`")
    parser.add_argument("--data", default="arithmetic:level=1")
    parser.add_argument("--limit", type=int, default=40)
    parser.add_argument("--max-new-tokens", type=int, default=256)
    parser.add_argument("--out", type=Path, default=Path("runs/evals/lm-eval"))
    args = parser.parse_args(argv)
    if importlib.util.find_spec("lm_eval") is None:
        print("lm_eval_compare: lm-eval is not installed (pip install lm-eval==0.4.*); skipped")
        return 0
    if not Path(args.model).is_dir():
        print(f"lm_eval_compare: {args.model}: no such model folder", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    data = args.out / "prompts.jsonl"
    n = write_prompts(args.model, args.data, args.limit, data)
    (args.out / f"{TASK}.yaml").write_text(task_yaml(data, args.max_new_tokens), encoding="utf-8")
    command = [
        sys.executable, "-m", "lm_eval", "--model", "hf", "--model_args",
        f"pretrained={args.model}", "--tasks", TASK, "--include_path", str(args.out),
        "--batch_size", "8", "--log_samples", "--output_path", str(args.out / "results"),
    ]  # fmt: skip
    print(f"lm_eval_compare: {n} problems; {' '.join(command)}")
    return subprocess.call(command)


if __name__ == "__main__":
    sys.exit(main())
