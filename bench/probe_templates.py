"""How often does SmolLM2 answer arithmetic in the checker's format, per prompt phrasing?

    .venv/bin/python bench/probe_templates.py [INDEX ...] [--limit 32] [--samples 8]
        [--temperature 1.0] [--quantize nf4]

For each phrasing (all with the chat template and the `gsm8k` checker: the answer must follow
`####`), runs `reason-ppo eval` on the TRAIN split of `arithmetic:level=1` with greedy decoding and
`--samples` sampled completions, and prints greedy accuracy, sampled accuracy and how the sampled
completions fail (no answer / parse error such as `#### 2 + 6 = 8` / wrong number). PPO needs the
sampled accuracy above zero to have any signal; the learn demo uses the phrasing that put `####`
first most often.
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TEMPLATES = [
    None,  # the data set's default instruction
    "{question}\nGive only the final answer, written as: #### <number>",
    "{question} Reply with #### and the number, nothing else.",
    "Answer with #### followed by the number.\n\n{question}",
    "{question}\nWrite the result after ####.",
    "{question}\nGive the number only, after ####.",
    "Write #### and then only the final number.\n\n{question}",
    "{question}\nReply in the form #### N, where N is the result.",
]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("indices", nargs="*", type=int)
    parser.add_argument("--limit", type=int, default=32)
    parser.add_argument("--samples", type=int, default=8)
    parser.add_argument("--temperature", type=float, default=1.0)
    parser.add_argument("--quantize", default="nf4", choices=["nf4", "none"])
    parser.add_argument("--max-new-tokens", type=int, default=10)
    args = parser.parse_args()
    rppo = str(Path(sys.executable).with_name("reason-ppo"))
    print("| # | phrasing | greedy | sampled | sampled: no answer / parse error / wrong |")
    print("|---|---|---:|---:|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for i in args.indices or range(len(TEMPLATES)):
            template = TEMPLATES[i]
            out = Path(tmp) / f"probe-{i}.jsonl"
            cmd = [rppo, "eval", "arithmetic:level=1", "--model", "smollm2-135m", "--split"]
            cmd += ["train", "--limit", str(args.limit), "--samples", str(args.samples)]
            cmd += ["--max-new-tokens", str(args.max_new_tokens), "--batch-size", "32"]
            cmd += ["--temperature", str(args.temperature), "--quantize", args.quantize]
            cmd += ["--out", str(out), "--json"]
            if template is not None:
                cmd += ["--prompt-template", template]
            start = time.perf_counter()
            done = subprocess.run(cmd, capture_output=True, text=True, check=True)
            summary = json.loads(done.stdout.strip().splitlines()[-1])
            records = [json.loads(line) for line in out.read_text().splitlines()]
            reasons = collections.Counter(s["reason"] for r in records for s in r["samples"])
            total = max(sum(reasons.values()), 1)
            fails = " / ".join(
                f"{100 * reasons[k] / total:.0f} %"
                for k in ("no_answer", "parse_error", "mismatch")
            )
            shown = "default" if template is None else json.dumps(template)
            print(
                f"| {i} | {shown} | {100 * summary['accuracy']:.1f} % "
                f"| {100 * summary['sample_accuracy']:.1f} % | {fails} |"
                f"  <!-- {time.perf_counter() - start:.0f} s -->",
                flush=True,
            )


if __name__ == "__main__":
    main()
