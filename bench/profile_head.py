"""Before/after of one change (issue 8, item 4): log-probs and entropy through the LM head with the
gradient formed in the forward pass (`_LinearHeadLogp`) against the autograd path it replaced for
plain linear heads (each chunk's logits recomputed in the backward pass, softmax backward).

    .venv/bin/python bench/profile_head.py [--rows 8] [--tokens 32] [--hidden 576] [--vocab 49152]
        [--repeats 5]

Random hidden states and a random frozen head of SmolLM2-135M's shape (by default); one forward +
backward of sum(logp) + sum(entropy) per measurement, the two paths alternated `--repeats` times,
medians printed. "entropy logged" is what the trainer runs when entropy_coef = 0 (the entropy has
no gradient); "entropy in the loss" when it is > 0.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from rppo_policy.scoring import hidden_logp_entropy


def one(head, hidden0: torch.Tensor, tokens: torch.Tensor, entropy_grad: bool) -> float:
    hidden = hidden0.clone().requires_grad_(True)
    start = time.perf_counter()
    logp, entropy = hidden_logp_entropy(
        hidden, tokens, head, with_entropy=True, entropy_grad=entropy_grad
    )
    (logp.sum() + entropy.sum()).backward()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=8)
    parser.add_argument("--tokens", type=int, default=32)
    parser.add_argument("--hidden", type=int, default=576)
    parser.add_argument("--vocab", type=int, default=49152)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    torch.manual_seed(0)
    head = torch.nn.Linear(args.hidden, args.vocab, bias=False).requires_grad_(False)
    hidden = torch.randn(args.rows, args.tokens, args.hidden)
    tokens = torch.randint(0, args.vocab, (args.rows, args.tokens))
    arms = {
        # Not a plain nn.Linear: takes the generic path (autograd, chunk logits recomputed).
        "autograd, logits recomputed": lambda x: head(x),
        "gradient formed in the forward": head,
    }
    print(
        f"{args.rows} x {args.tokens} tokens, hidden {args.hidden}, vocabulary {args.vocab}, "
        f"torch threads {torch.get_num_threads()}; median of {args.repeats} alternated runs (s)\n"
    )
    print("| LM head path | entropy logged | entropy in the loss |")
    print("|---|---:|---:|")
    times = {(name, grad): [] for name in arms for grad in (False, True)}
    for _ in range(args.repeats):
        for name, fn in arms.items():
            for grad in (False, True):
                times[name, grad].append(one(fn, hidden, tokens, grad))
    for name in arms:
        logged = statistics.median(times[name, False])
        in_loss = statistics.median(times[name, True])
        print(f"| {name} | {logged:.3f} | {in_loss:.3f} |")


if __name__ == "__main__":
    main()
