"""Where a GPU decode step's time goes: bench/gpu.py measured ~100 ms per step on an H200 for
Qwen2.5-0.5B/1.5B whatever the batch (the bandwidth bound is ~0.15 ms), so the step is bound by
something other than the GPU's work. This measures, in one device call (~1 min):

- the cost of one kernel launch and of one GPU->CPU sync on this machine;
- one NF4 `Linear4bit` and one bf16 `nn.Linear` of a 0.5B MLP shape, microseconds per call;
- ms per decode step of the random-init Qwen2.5-0.5B at batch 16: NF4 and bf16 backbones, each
  with `lean_decoding` on and off (the transformers forward);
- a torch.profiler table of 8 NF4 decode steps: self CPU time and calls per op, kernels per step;
- `ab`: NF4 decode ms/step at batch 16 and 64 with cuDNN attention allowed (torch's default) and
  kept off (`rppo_policy.attention.sdpa_backends`, what the policy does), alternated;
- `tiny`: the CLI's rollout shape on the tiny model (128 rows, a generator per prompt): ms/step
  and a profiler table.

  python bench/gpu_profile.py [--parts costs,decode,ab,tiny]   # on the GPU machine
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import torch
from gpu import prompts_for, write_random_model  # bench/ is on sys.path when a bench script runs


def per_call_us(fn, calls: int) -> float:  # type: ignore[no-untyped-def]
    fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    torch.cuda.synchronize()
    return (time.perf_counter() - t0) / calls * 1e6


def machine_costs() -> None:
    x = torch.zeros(1, device="cuda")
    print(f"kernel launch: {per_call_us(lambda: x.add_(1), 2000):.1f} us")
    print(f"launch + sync (.item()): {per_call_us(lambda: x.add_(1).item(), 300):.1f} us")


def linear_costs(rows: int) -> None:
    import bitsandbytes as bnb

    dense = torch.nn.Linear(896, 4864, bias=False, device="cuda", dtype=torch.bfloat16)
    nf4 = bnb.nn.Linear4bit(896, 4864, bias=False, compute_dtype=torch.bfloat16, quant_type="nf4")
    nf4.weight = bnb.nn.Params4bit(dense.weight.data.cpu(), requires_grad=False, quant_type="nf4")
    nf4 = nf4.cuda()
    x = torch.randn(rows, 896, device="cuda", dtype=torch.bfloat16)
    with torch.no_grad():
        print(f"[{rows}, 896] x [896, 4864]: bf16 Linear {per_call_us(lambda: dense(x), 500):.1f} us, "
              f"NF4 Linear4bit {per_call_us(lambda: nf4(x), 500):.1f} us")  # fmt: skip
        one = x[:1]
        print(f"[1, 896] (gemv path): NF4 Linear4bit {per_call_us(lambda: nf4(one), 500):.1f} us")


def decode_ms(policy, prompts: list[str], tokens: int) -> float:  # type: ignore[no-untyped-def]
    def run(n: int) -> float:
        g = torch.Generator(device="cuda").manual_seed(0)
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        with torch.no_grad():
            policy.generate(prompts, max_new_tokens=n, generator=g)
        torch.cuda.synchronize()
        return time.perf_counter() - t0

    run(2)
    return (run(tokens) - run(1)) / (tokens - 1) * 1e3


def profile_steps(policy, prompts: list[str], steps: int) -> None:  # type: ignore[no-untyped-def]
    from torch.profiler import ProfilerActivity, profile

    g = torch.Generator(device="cuda").manual_seed(0)
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        with torch.no_grad():
            policy.generate(prompts, max_new_tokens=steps + 1, generator=g)
        torch.cuda.synchronize()
    events = prof.key_averages()
    print(events.table(sort_by="self_cpu_time_total", row_limit=30))
    kernels = sum(e.count for e in events if e.device_type.name == "CUDA")
    print(
        f"CUDA kernels: {kernels} in {steps} decode steps + prefill ({kernels / (steps + 1):.0f} per step)"
    )


def ab_cudnn(folder: str, batches: list[int], tokens: int) -> None:
    from rppo_policy import ActorCritic
    from rppo_policy import generate as generate_

    policy = ActorCritic.load(folder, quantize="nf4", dtype=torch.bfloat16, device="cuda")

    class CudnnAllowed:  # the policy's generate without its sdpa_backends context
        def generate(self, prompts, **kw):  # type: ignore[no-untyped-def]
            return generate_.generate(
                policy, prompts, temperature=1.0, top_p=1.0, top_k=0, stop=(), greedy=False,
                on_tokens=None, **kw,
            )  # fmt: skip

    for batch in batches:
        prompts = prompts_for(batch, 64, batch)
        times: dict[str, list[float]] = {"cudnn allowed": [], "cudnn off": []}
        for _ in range(2):
            times["cudnn allowed"].append(decode_ms(CudnnAllowed(), prompts, tokens))
            times["cudnn off"].append(decode_ms(policy, prompts, tokens))
        print(f"decode ms/step, NF4 0.5B, batch {batch}: "
              + ", ".join(f"{k} {min(v):.2f}" for k, v in times.items()), flush=True)  # fmt: skip


def tiny_cli_shape(tokens: int) -> None:
    from rppo_policy import ActorCritic

    policy = ActorCritic.load("tiny", quantize="nf4", dtype=torch.bfloat16, device="cuda")
    prompts = [f"What is {i} + {i + 3}? Answer:" for i in range(16) for _ in range(8)]

    def gens() -> list[torch.Generator]:
        one = [torch.Generator(device="cuda").manual_seed(i) for i in range(16)]
        return [g for g in one for _ in range(8)]

    def run(n: int) -> float:
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        policy.generate(prompts, max_new_tokens=n, generator=gens())
        torch.cuda.synchronize()
        return time.perf_counter() - t0

    run(2)
    ms = (run(tokens) - run(1)) / (tokens - 1) * 1e3
    print(f"tiny, CLI shape (128 rows, 16 prompts x 8, generator per prompt): {ms:.2f} ms/step")
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        policy.generate(prompts, max_new_tokens=9, generator=gens())
        torch.cuda.synchronize()
    print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=20))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--tokens", type=int, default=24)
    ap.add_argument("--parts", default="costs,decode,ab,tiny")
    a = ap.parse_args()
    from rppo_policy import ActorCritic, PolicyOptions

    parts = a.parts.split(",")
    if "costs" in parts:
        machine_costs()
        linear_costs(a.batch)
    if "tiny" in parts:
        tiny_cli_shape(a.tokens)
    prompts = prompts_for(a.batch, 64, 0)
    with tempfile.TemporaryDirectory(prefix="rppo-gpu-profile-") as folder:
        write_random_model("qwen2.5-0.5b", Path(folder), torch.device("cuda"), torch.bfloat16)
        if "ab" in parts:
            ab_cudnn(folder, [16, 64], a.tokens)
        for quantize in ("nf4", None) if "decode" in parts else ():
            for lean in (True, False):
                policy = ActorCritic.load(
                    folder, quantize=quantize, dtype=torch.bfloat16, device="cuda",
                    options=PolicyOptions(lean_decoding=lean),
                )  # fmt: skip
                ms = decode_ms(policy, prompts, a.tokens)
                print(f"decode, {quantize or 'bf16'} backbone, lean_decoding={lean}: {ms:.2f} ms/step",
                      flush=True)  # fmt: skip
                if quantize == "nf4" and lean:
                    profile_steps(policy, prompts, 8)
                del policy
                torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
