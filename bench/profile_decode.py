"""The rollout against its floor: milliseconds per decode step vs the memory-bandwidth bound.

    .venv/bin/python bench/profile_decode.py [--model smollm2-135m] [--quantize none]
        [--rows 8] [--new-tokens 32] [--repeats 3] [--profile]

On arithmetic prompts with the chat template (the bench-trl shape: 8 rows, one sample each, fp32),
decodes a fixed number of tokens (EOS ignored, so every run has the same steps) through
`rppo_policy.decoding.sample` with the policy's own step function, and reports:

  ms/step   decode steps only: (time of N tokens - time of 1 token) / (N - 1), median of repeats
  bound     bytes one decode step must read / bandwidth measured in this run: every weight of the
            backbone once (the tied embedding once, as the LM head; the embedding lookup reads only
            B rows), the active (actor) LoRA, the KV cache at the mean length of the steps
  bandwidth the rate of [rows, H] x [H, 4H]-shaped products over a weight stack larger than the
            caches (what a decode step's products do), in the same process, before and after

`--ab draw` times the token draw of before and after the sampling change, alternated per repeat:
"multinomial" (torch.multinomial, an exponential variate per vocabulary entry) against "cdf"
(`decoding.draw`: one uniform per row, the cumulative distribution inverted); both the whole
decode step and the draw alone on [rows, V] probabilities. `--ab cache` times the KV cache of
before and after its change the same way: "grow" (transformers' DynamicCache, a `torch.cat` of
every layer's keys and values per step) against "room" (`rppo_policy.kv_cache`: room reserved
after the prefill, each step written in place). `--ab step` times the step function: "transformers"
(the backbone's own forward) against "lean" (`rppo_policy.lean_step`).

`--profile` adds a torch.profiler table of the decode steps (self CPU time by op). The machine is
shared: the matmul check (GFLOP/s) before and after says how quiet it was.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
from probe_roles import matmul_gflops  # bench/ is on sys.path when a bench script runs
from reason_ppo.data import load_problems
from reason_ppo.data.prompts import build_prompt
from rppo_policy import ActorCritic, decoding
from rppo_policy.architecture import select_cache_rows
from rppo_policy.decoding import sample
from rppo_policy.kv_cache import reserve_room
from rppo_policy.lean_step import lean_step

CDF_DRAW = decoding.draw


def multinomial_draw(probs: torch.Tensor, generator: torch.Generator | None = None) -> torch.Tensor:
    """The draw before the change (torch.multinomial), for the A/B."""
    return torch.multinomial(probs, 1, generator=generator).squeeze(1)


DRAWS = {"multinomial": multinomial_draw, "cdf": CDF_DRAW}


def draw_ms(draw, rows: int, vocab: int, repeats: int = 50) -> float:
    probs = torch.softmax(torch.randn(rows, vocab, generator=torch.Generator().manual_seed(0)), -1)
    gen = torch.Generator().manual_seed(0)
    draw(probs, gen)
    start = time.perf_counter()
    for _ in range(repeats):
        draw(probs, gen)
    return 1000 * (time.perf_counter() - start) / repeats


def stream_bandwidth(rows: int, hidden: int, megabytes: int = 256) -> float:
    """GB/s of [rows, hidden] x [hidden, 4 hidden] products over `megabytes` of fp32 weights."""
    per = hidden * 4 * hidden * 4
    weights = [torch.randn(hidden, 4 * hidden) for _ in range(max(1, megabytes * 2**20 // per))]
    x = torch.randn(rows, hidden)
    for w in weights[:4]:
        x @ w
    start = time.perf_counter()
    for w in weights:
        x @ w
    return len(weights) * per / (time.perf_counter() - start) / 1e9


def step_bytes(policy: ActorCritic, rows: int, length: float) -> int:
    """Bytes a decode step reads: weights once (the tied embedding as the LM head), the actor LoRA,
    the KV cache of every layer at `length` positions."""
    model = policy.model
    seen: set[int] = set()
    total = 0
    for name, param in model.named_parameters():
        if id(param) in seen or (".critic." in name):
            continue
        seen.add(id(param))
        total += param.numel() * param.element_size()
    for module in model.modules():  # NF4 block scales live outside the parameters
        state = getattr(getattr(module, "weight", None), "quant_state", None)
        if state is not None:
            total += state.absmax.numel() * state.absmax.element_size()
    config = policy.architecture.text_config
    heads = getattr(config, "num_key_value_heads", config.num_attention_heads)
    head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
    element = torch.empty((), dtype=policy.architecture.embedding_dtype).element_size()
    kv = 2 * config.num_hidden_layers * rows * heads * head_dim * length * element
    return int(total + kv)


# Arms: (token draw, reserve room in the KV cache, lean decode step); "now" is the code as it is.
ARMS = {
    "now": ("cdf", True, True),
    "multinomial": ("multinomial", True, False),
    "cdf": ("cdf", True, False),
    "grow": ("cdf", False, False),
    "room": ("cdf", True, False),
    "transformers": ("cdf", True, False),
    "lean": ("cdf", True, True),
}
AB = {"draw": ["multinomial", "cdf"], "cache": ["grow", "room"], "step": ["transformers", "lean"]}


def decode_seconds(
    policy: ActorCritic, ids, mask, steps: int, seed: int, reserve: bool = True, lean: bool = True
) -> float:
    start = time.perf_counter()
    decode = lean_step(policy.architecture.decoder, policy.architecture.lm_head) if lean else None
    sample(
        policy.architecture.step, ids, mask, max_new_tokens=steps, temperature=1.0, top_p=1.0, top_k=0,
        greedy=False, eos_ids=[-1], pad_id=policy.tokenizer.pad_token_id,
        generator=torch.Generator().manual_seed(seed), select_rows=select_cache_rows,
        shared_prefix=policy.shared_prefix(ids, mask), reserve=reserve_room if reserve else None,
        decode=decode,
    )  # fmt: skip
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--quantize", default="none", choices=["nf4", "none"])
    parser.add_argument("--rows", type=int, default=8)
    parser.add_argument("--new-tokens", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--ab", choices=sorted(AB), help="before vs after, alternated")
    args = parser.parse_args()
    print(f"matmul check before: {matmul_gflops():.0f} GFLOP/s, threads {torch.get_num_threads()}")
    policy = ActorCritic.load(
        args.model, quantize=None if args.quantize == "none" else args.quantize
    )
    problems = load_problems("arithmetic", split="train", limit=args.rows, seed=0)
    prompts = [build_prompt(policy.tokenizer, p, "arithmetic") for p in problems]
    ids, mask = policy.encode(prompts)
    hidden = policy.settings["hidden_size"]
    bandwidth = [stream_bandwidth(args.rows, hidden)]
    n = args.new_tokens
    decode_seconds(policy, ids, mask, 2, 0)  # warm-up
    arms = AB[args.ab] if args.ab else ["now"]
    per_step: dict[str, list[float]] = {arm: [] for arm in arms}
    draw_alone: dict[str, list[float]] = {arm: [] for arm in arms}
    vocab = policy.architecture.vocab_size
    with torch.no_grad():
        for r in range(args.repeats):
            for arm in arms[r % len(arms) :] + arms[: r % len(arms)]:
                draw, reserve, lean = ARMS[arm]
                decoding.draw = DRAWS[draw]
                full = decode_seconds(policy, ids, mask, n, r, reserve, lean)
                first = decode_seconds(policy, ids, mask, 1, r, reserve, lean)
                per_step[arm].append((full - first) / (n - 1))
                draw_alone[arm].append(draw_ms(DRAWS[draw], args.rows, vocab))
    decoding.draw = CDF_DRAW
    bandwidth.append(stream_bandwidth(args.rows, hidden))
    for arm in arms:
        print(
            f"{arm:11s}: decode {1000 * statistics.median(per_step[arm]):.1f} ms/step "
            f"({', '.join(f'{1000 * s:.1f}' for s in per_step[arm])}), the draw alone "
            f"{statistics.median(draw_alone[arm]):.2f} ms ({args.rows} x {vocab})"
        )
    per_step_now = per_step[arms[-1]]  # the code as it is
    ms = 1000 * statistics.median(per_step_now)
    length = ids.shape[1] + n / 2
    nbytes = step_bytes(policy, args.rows, length)
    gbs = statistics.median(bandwidth)
    bound = 1000 * nbytes / (gbs * 1e9)
    print(
        f"{args.model} {args.quantize} rows {args.rows}, prompt {ids.shape[1]} + {n} tokens: "
        f"decode {ms:.1f} ms/step (repeats {', '.join(f'{1000 * s:.1f}' for s in per_step_now)}); "
        f"bound {bound:.1f} ms/step = {nbytes / 1e6:.0f} MB / {gbs:.2f} GB/s "
        f"(bandwidth {' -> '.join(f'{b:.2f}' for b in bandwidth)}); achieved / bound "
        f"{bound / ms:.2f}"
    )
    if args.profile:
        from torch.profiler import ProfilerActivity, profile

        with torch.no_grad(), profile(activities=[ProfilerActivity.CPU]) as prof:
            decode_seconds(policy, ids, mask, n, 0)
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=25))
    print(f"matmul check after: {matmul_gflops():.0f} GFLOP/s")


if __name__ == "__main__":
    main()
