"""GPU throughput and memory of reason-ppo's policy on real architectures with random weights.

Sized for one device-tool call of <= 8 minutes on one H200. For each architecture (random-init
Qwen2.5-0.5B and -1.5B configurations: no download, the shapes are what costs) it loads
`rppo_policy.ActorCritic` (NF4 backbone, actor + critic LoRA r16, value head; bf16 compute) and
measures, per rollout batch (16 / 64 / 128):

- rollout tokens/s: `ActorCritic.generate` (KV cache, sampling at T = 1) of N new tokens;
- decode time per step: (time for N tokens - time for 1 token) / (N - 1), prefill excluded;
- the decode bandwidth bound: bytes a decode step must read (NF4 weights + quantisation state,
  the bf16 LM head, norms, the active LoRA, and the KV cache at that length) / the device copy
  bandwidth measured in the same run -> achieved / bound (1.0 = memory-bound roofline);
- update tokens/s: one PPO-shaped update over the rollout (per micro-batch: actor logp with grad,
  critic values with grad, backward; one AdamW step), response tokens per second;
- peak GPU memory of the rollout and of the update (torch.cuda.max_memory_allocated).

Prints a markdown table; writes JSON to `--json` or, when $OUT is set (the device tool), to
$OUT/gpu_bench.json. `--dry-run` runs a tiny configuration on whatever device exists (CPU here),
as a smoke test of the whole path.

  python bench/gpu.py                 # on the GPU machine
  python bench/gpu.py --dry-run       # CPU smoke test, seconds
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch

# Qwen2.5 shapes (config.json of the released models); tie_word_embeddings: the LM head is the
# embedding matrix, which bitsandbytes leaves unquantised.
ARCHS: dict[str, dict[str, object]] = {
    "qwen2.5-0.5b": dict(hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                         num_attention_heads=14, num_key_value_heads=2, vocab_size=151936),
    "qwen2.5-1.5b": dict(hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
                         num_attention_heads=12, num_key_value_heads=2, vocab_size=151936),
    "dry-run": dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                    num_attention_heads=4, num_key_value_heads=2, vocab_size=512),
}  # fmt: skip


@dataclass
class Row:
    model: str
    batch: int
    new_tokens: int
    rollout_tok_s: float
    decode_ms_step: float
    bound_ms_step: float
    achieved_over_bound: float
    update_tok_s: float
    peak_rollout_gb: float
    peak_update_gb: float


def sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def copy_bandwidth(device: torch.device, mib: int) -> float:
    """Bytes/s moved by a device-to-device copy (read + write counted), best of 10."""
    src = torch.empty(mib * 2**20, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    dst.copy_(src)
    sync(device)
    best = float("inf")
    for _ in range(10):
        t0 = time.perf_counter()
        dst.copy_(src)
        sync(device)
        best = min(best, time.perf_counter() - t0)
    return 2 * src.numel() / best


def write_random_model(arch: str, folder: Path, device: torch.device, dtype: torch.dtype) -> None:
    """A random-init Qwen2 of `arch`'s shape plus a tokenizer that covers its whole vocabulary."""
    from transformers import AutoModelForCausalLM, Qwen2Config, Qwen2Tokenizer

    shape = ARCHS[arch]
    config = Qwen2Config(
        **shape, tie_word_embeddings=True, max_position_embeddings=4096, rope_theta=1e6,
        rms_norm_eps=1e-6, eos_token_id=1, pad_token_id=2, bos_token_id=None,
    )  # fmt: skip
    with torch.device(device):  # init on the GPU: seconds, not minutes
        model = AutoModelForCausalLM.from_config(config, dtype=dtype)
    model.save_pretrained(folder)
    del model
    # transformers maps a qwen2 config to Qwen2Tokenizer whatever tokenizer_config says, so build
    # that class: byte-level BPE with the 256 byte symbols and no merges (one token per prompt
    # character), padded with "tok<i>" entries to the full vocabulary so every sampled id decodes.
    from tokenizers.pre_tokenizers import ByteLevel

    symbols = ["<|endoftext|>", "<|im_end|>", "<|pad|>", *sorted(ByteLevel.alphabet())]
    vocab = {s: i for i, s in enumerate(symbols)}
    vocab.update({f"tok{i}": i for i in range(len(vocab), int(shape["vocab_size"]))})  # type: ignore[call-overload]
    tokenizer = Qwen2Tokenizer(
        vocab=vocab, merges=[], unk_token=None, eos_token="<|im_end|>", pad_token="<|pad|>"
    )
    tokenizer.save_pretrained(folder)


def decode_bytes(policy, batch: int, context: int) -> float:  # type: ignore[no-untyped-def]
    """Bytes one decode step reads at KV length `context`: every weight the step touches once
    (packed NF4 data + absmax/nested state; unquantised tensors at their size; an untied input
    embedding only gathers `batch` rows; of the LoRA tensors only the active adapter's), plus
    K and V of every layer for every row."""
    base = policy.model.get_base_model()
    cfg = base.config.get_text_config()
    embed_in = base.get_input_embeddings().weight
    embed_out = base.get_output_embeddings().weight
    total = 0.0
    for name, p in base.named_parameters():
        size = p.numel() * p.element_size()
        if p is embed_in and embed_in.data_ptr() != embed_out.data_ptr():
            size = batch * p.shape[1] * p.element_size()
        if "lora_" in name and ".actor." not in name:
            continue  # the critic adapter is idle while the actor samples
        state = getattr(p, "quant_state", None)
        if state is not None:
            size += state.absmax.numel() * state.absmax.element_size()
            nested = getattr(state, "state2", None)
            if nested is not None:
                size += nested.absmax.numel() * nested.absmax.element_size()
        total += size
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // cfg.num_attention_heads
    kv_elem = (
        torch.finfo(
            policy.model.dtype if policy.model.dtype.is_floating_point else torch.bfloat16
        ).bits
        // 8
    )
    kv = 2 * cfg.num_hidden_layers * cfg.num_key_value_heads * head_dim * context * batch * kv_elem
    return total + kv


def prompts_for(batch: int, length: int, seed: int) -> list[str]:
    """`batch` random lower-case strings of `length` characters: `length` tokens each."""
    g = torch.Generator().manual_seed(seed)
    codes = torch.randint(ord("a"), ord("z") + 1, (batch, length), generator=g)
    return ["".join(map(chr, row.tolist())) for row in codes]


def timed_generate(policy, prompts: list[str], new_tokens: int, device: torch.device):  # type: ignore[no-untyped-def]
    g = torch.Generator(device=device).manual_seed(0)
    sync(device)
    t0 = time.perf_counter()
    with torch.no_grad():
        rollout = policy.generate(prompts, max_new_tokens=new_tokens, generator=g)
    sync(device)
    return rollout, time.perf_counter() - t0


def timed_update(policy, rollout, micro: int, device: torch.device) -> float:  # type: ignore[no-untyped-def]
    """One PPO-shaped update over `rollout`: per micro-batch, actor logp and critic values with
    grad, a surrogate-shaped loss, backward; then one AdamW step."""
    params = policy.actor_parameters() + policy.critic_parameters()
    opt = torch.optim.AdamW(params, lr=1e-6)
    sync(device)
    t0 = time.perf_counter()
    for start in range(0, len(rollout.texts), micro):
        idx = torch.arange(start, min(start + micro, len(rollout.texts)))
        sub = rollout.select(idx)
        mask = sub.mask.to(device)
        logp, _ = policy.logp(sub)
        values = policy.values(sub)
        ratio = torch.exp(logp - sub.logp.to(device))
        loss = -(ratio * mask).sum() / mask.sum() + ((values * mask) ** 2).sum() / mask.sum()
        loss.backward()
    opt.step()
    opt.zero_grad(set_to_none=True)
    sync(device)
    return time.perf_counter() - t0


def peak_gb(device: torch.device) -> float:
    return (
        torch.cuda.max_memory_allocated(device) / 2**30 if device.type == "cuda" else float("nan")
    )


def reset_peak(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.empty_cache()
        torch.cuda.reset_peak_memory_stats(device)


def bench_arch(
    arch: str, a: argparse.Namespace, device: torch.device, dtype: torch.dtype, bw: float
) -> list[Row]:
    from rppo_policy import ActorCritic, PolicyOptions

    rows = []
    with tempfile.TemporaryDirectory(prefix=f"rppo-gpu-{arch}-", dir=a.tmp) as folder:
        t0 = time.perf_counter()
        write_random_model(arch, Path(folder), device, dtype)
        policy = ActorCritic.load(
            folder, quantize=a.quantize, dtype=dtype, device=device,
            options=PolicyOptions(scoring_batch_size=a.micro_batch),
        )  # fmt: skip
        print(f"# {arch}: built and loaded ({a.quantize or 'unquantised'}) in {time.perf_counter() - t0:.0f} s",
              flush=True)  # fmt: skip
        timed_generate(policy, prompts_for(2, a.prompt_len, 0), 4, device)  # warm-up
        for batch in a.batches:
            prompts = prompts_for(batch, a.prompt_len, batch)
            timed_generate(policy, prompts, 1, device)  # warm-up at this shape
            _, t_one = timed_generate(policy, prompts, 1, device)
            reset_peak(device)
            rollout, t_all = timed_generate(policy, prompts, a.new_tokens, device)
            peak_rollout = peak_gb(device)
            tokens = float(rollout.mask.sum())
            steps = max(a.new_tokens - 1, 1)
            decode_s = max(t_all - t_one, 1e-9) / steps
            prompt_len = rollout.prompt_len
            bound_s = statistics.fmean(
                decode_bytes(policy, batch, prompt_len + t) / bw for t in range(1, a.new_tokens)
            ) if a.new_tokens > 1 else float("nan")  # fmt: skip
            reset_peak(device)
            t_update = timed_update(policy, rollout, a.micro_batch, device)
            peak_update = peak_gb(device)
            row = Row(
                model=arch, batch=batch, new_tokens=a.new_tokens,
                rollout_tok_s=tokens / t_all, decode_ms_step=decode_s * 1e3,
                bound_ms_step=bound_s * 1e3, achieved_over_bound=bound_s / decode_s,
                update_tok_s=tokens / t_update, peak_rollout_gb=peak_rollout, peak_update_gb=peak_update,
            )  # fmt: skip
            rows.append(row)
            print(f"#   batch {batch}: {row.rollout_tok_s:.0f} rollout tok/s, {row.decode_ms_step:.1f} ms/step "
                  f"(bound {row.bound_ms_step:.2f}), update {row.update_tok_s:.0f} tok/s", flush=True)  # fmt: skip
        del policy
        reset_peak(device)
    return rows


def table(rows: list[Row]) -> str:
    lines = [
        "| model | batch | new tokens | rollout tok/s | decode ms/step | bound ms/step | achieved/bound "
        "| update tok/s | peak GB rollout | peak GB update |",
        "|" + "---|" * 10,
    ]
    for r in rows:
        lines.append(
            f"| {r.model} | {r.batch} | {r.new_tokens} | {r.rollout_tok_s:.0f} | {r.decode_ms_step:.2f} "
            f"| {r.bound_ms_step:.3f} | {r.achieved_over_bound:.2f} | {r.update_tok_s:.0f} "
            f"| {r.peak_rollout_gb:.2f} | {r.peak_update_gb:.2f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default="qwen2.5-0.5b,qwen2.5-1.5b")
    ap.add_argument("--batches", default="16,64,128")
    ap.add_argument("--prompt-len", type=int, default=64)
    ap.add_argument("--new-tokens", type=int, default=128)
    ap.add_argument(
        "--micro-batch", type=int, default=16, help="rows per forward/backward in the update"
    )
    ap.add_argument("--quantize", default="nf4", choices=["nf4", "none"])
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument(
        "--json", type=Path, default=None, help="default: $OUT/gpu_bench.json if $OUT is set"
    )
    ap.add_argument(
        "--tmp", default=None, help="folder for the random model (default: system temp)"
    )
    ap.add_argument("--dry-run", action="store_true", help="tiny config, batches 2,4, 8 tokens")
    a = ap.parse_args(argv)
    if a.dry_run:
        a.models, a.batches, a.prompt_len, a.new_tokens, a.micro_batch = "dry-run", "2,4", 8, 8, 2
    a.batches = [int(b) for b in str(a.batches).split(",")]
    a.quantize = None if a.quantize == "none" else a.quantize
    unknown = [m for m in a.models.split(",") if m not in ARCHS]
    if unknown:
        print(f"--models: unknown {unknown}; choose from {', '.join(ARCHS)}", file=sys.stderr)
        return 2
    device = torch.device(a.device)
    dtype = torch.bfloat16 if device.type == "cuda" else torch.float32
    bw = copy_bandwidth(device, 1024 if device.type == "cuda" else 64)
    import bitsandbytes
    import transformers

    gpu = (
        torch.cuda.get_device_name(device)
        if device.type == "cuda"
        else platform.processor() or "cpu"
    )
    header = (
        f"reason-ppo GPU bench, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {gpu}; "
        f"torch {torch.__version__}, transformers {transformers.__version__}, bitsandbytes "
        f"{bitsandbytes.__version__}; {a.quantize or 'bf16/fp32'} backbone, {dtype}; prompt {a.prompt_len} "
        f"tokens, random weights; copy bandwidth {bw / 1e9:.0f} GB/s"
    )
    print("# " + header, flush=True)
    rows: list[Row] = []
    for arch in a.models.split(","):
        rows.extend(bench_arch(arch, a, device, dtype, bw))
    text = table(rows)
    print("\n" + header + "\n\n" + text, flush=True)
    target = a.json or (
        Path(os.environ["OUT"]) / "gpu_bench.json" if os.environ.get("OUT") else None
    )
    if target is not None:
        # NaN (no GPU peak on CPU) is not JSON: write null.
        clean = [
            {k: (None if isinstance(v, float) and v != v else v) for k, v in asdict(r).items()}
            for r in rows
        ]
        target.write_text(
            json.dumps({"header": header, "copy_bw_bytes_s": bw, "rows": clean}, indent=1)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
