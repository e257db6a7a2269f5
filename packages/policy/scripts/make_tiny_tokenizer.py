"""Generate the `tiny` model's tokenizer asset, deterministically.

A byte-level BPE (the `tokenizers` library) trained on a small corpus of arithmetic text that this
script builds itself from a seeded generator, so the asset can be rebuilt bit-for-bit:

    .venv/bin/python packages/policy/scripts/make_tiny_tokenizer.py [--check]

writes packages/policy/src/rppo_policy/assets/tiny-tokenizer/ (tokenizer.json, tokenizer_config.json,
chat_template.jinja). `--check` rebuilds into a temporary folder and fails if the committed asset
differs. The tokenizer has a ChatML chat template, `<|im_end|>` as EOS and a separate `<|pad|>`.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import random
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

# Training must be single-threaded to be reproducible across machines.
os.environ["TOKENIZERS_PARALLELISM"] = "false"

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers  # noqa: E402
from transformers import PreTrainedTokenizerFast  # noqa: E402

VOCAB_SIZE = 1024
SEED = 20260101
N_LINES = 3000
SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|pad|>"]
ASSET_DIR = (
    Path(__file__).resolve().parents[1] / "src" / "rppo_policy" / "assets" / "tiny-tokenizer"
)

CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}"
)

NAMES = ["Ann", "Ben", "Carla", "Dev", "Eli", "Fatima", "Greg", "Hana", "Ivan", "Jo", "Kim", "Liam"]
ITEMS = ["apples", "books", "coins", "pencils", "marbles", "cookies", "stickers", "eggs", "cards"]
SYSTEM = [
    "You are a helpful assistant that solves math problems step by step.",
    "Solve the problem. Give the final answer after ####.",
    "Put the final answer in \\boxed{}.",
]
OPS = [("+", "plus", "adds"), ("-", "minus", "gives away"), ("*", "times", "multiplies")]


def _corpus(seed: int = SEED, n_lines: int = N_LINES) -> Iterator[str]:
    """Yield `n_lines` lines of arithmetic questions, worked steps and answers (seeded)."""
    rng = random.Random(seed)
    for _ in range(n_lines):
        kind = rng.randrange(5)
        a, b = rng.randint(0, 999), rng.randint(1, 99)
        symbol, word, verb = rng.choice(OPS)
        result = a + b if symbol == "+" else a - b if symbol == "-" else a * b
        if kind == 0:
            yield f"What is {a} {symbol} {b}? {a} {symbol} {b} = {result}. #### {result}"
        elif kind == 1:
            name, item = rng.choice(NAMES), rng.choice(ITEMS)
            yield (
                f"Question: {name} has {a} {item} and {verb} {b}. How many {item} does {name} "
                f"have now? Answer: {a} {word} {b} is {result}, so the answer is {result}.\n"
                f"#### {result}"
            )
        elif kind == 2:
            c = rng.randint(1, 12)
            yield (
                f"Step 1: {a} + {b} = {a + b}\nStep 2: {a + b} * {c} = {(a + b) * c}\n"
                f"The final answer is \\boxed{{{(a + b) * c}}}."
            )
        elif kind == 3:
            q = rng.randint(1, 50)
            yield f"Divide {q * b} by {b}: {q * b} / {b} = {q}. The answer is {q}. #### {q}"
        else:
            yield (
                f"<|im_start|>system\n{rng.choice(SYSTEM)}<|im_end|>\n<|im_start|>user\n"
                f"Compute {a} {word} {b}.<|im_end|>\n<|im_start|>assistant\n"
                f"{a} {symbol} {b} = {result}\n#### {result}<|im_end|>"
            )


def build(out_dir: Path) -> None:
    """Train the byte-level BPE and save it as a transformers fast tokenizer into `out_dir`."""
    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator(_corpus(), trainer=trainer)
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer,
        eos_token="<|im_end|>",
        pad_token="<|pad|>",
        chat_template=CHAT_TEMPLATE,
        padding_side="left",
        model_max_length=2048,
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    fast.save_pretrained(out_dir)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the asset is out of date")
    parser.add_argument("--out", type=Path, default=ASSET_DIR)
    args = parser.parse_args()
    if not args.check:
        build(args.out)
        sys.stdout.write(f"wrote {args.out}\n")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        build(Path(tmp))
        names = sorted(p.name for p in Path(tmp).iterdir())
        _, mismatch, errors = filecmp.cmpfiles(args.out, tmp, names, shallow=False)
        if mismatch or errors:
            sys.stdout.write(f"out of date: {mismatch + errors}\n")
            return 1
    sys.stdout.write("up to date\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
