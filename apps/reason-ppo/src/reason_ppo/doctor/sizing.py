"""Model sizes and a rough peak-memory estimate of a PPO step, without loading any weights.

Architectures come from a built-in table or a local ``config.json``; the estimate is arithmetic.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Arch:
    """The sizes of a decoder-only transformer that the memory estimate needs."""

    hidden: int
    layers: int
    heads: int
    kv_heads: int
    intermediate: int
    vocab: int
    tied: bool = True

    @property
    def linear_params(self) -> int:
        """Parameters of the per-layer Linears (q, k, v, o, gate, up, down): what NF4 quantizes."""
        kv = self.hidden // self.heads * self.kv_heads
        attn = 2 * self.hidden * self.hidden + 2 * self.hidden * kv
        return self.layers * (attn + 3 * self.hidden * self.intermediate)

    @property
    def embedding_params(self) -> int:
        """Token embedding plus an untied lm_head; bitsandbytes leaves both unquantized."""
        return self.vocab * self.hidden * (1 if self.tied else 2)

    @property
    def lora_dims(self) -> int:
        """Sum of (in + out) over the adapted Linears: a rank-r LoRA has r x this parameters."""
        kv = self.hidden // self.heads * self.kv_heads
        attn = 2 * (2 * self.hidden) + 2 * (self.hidden + kv)
        return self.layers * (attn + 3 * (self.hidden + self.intermediate))


KNOWN_ARCHS = {
    "tiny": Arch(
        hidden=64, layers=2, heads=4, kv_heads=2, intermediate=128, vocab=1024, tied=False
    ),
    "smollm2-135m": Arch(576, 30, 9, 3, 1536, 49152),
    "HuggingFaceTB/SmolLM2-135M-Instruct": Arch(576, 30, 9, 3, 1536, 49152),
    "Qwen/Qwen2.5-0.5B-Instruct": Arch(896, 24, 14, 2, 4864, 151936),
    "Qwen/Qwen2.5-1.5B-Instruct": Arch(1536, 28, 12, 2, 8960, 151936),
}


def architecture(name: str) -> Arch | None:
    """Sizes of `name` from the built-in table or a local config.json; None when unknown."""
    if name in KNOWN_ARCHS:
        return KNOWN_ARCHS[name]
    config_path = Path(name).expanduser() / "config.json"
    if not config_path.is_file():
        return None
    try:
        config = json.loads(config_path.read_text(encoding="utf-8"))
        heads = int(config["num_attention_heads"])
        return Arch(
            hidden=int(config["hidden_size"]),
            layers=int(config["num_hidden_layers"]),
            heads=heads,
            kv_heads=int(config.get("num_key_value_heads", heads)),
            intermediate=int(config["intermediate_size"]),
            vocab=int(config["vocab_size"]),
            tied=bool(config.get("tie_word_embeddings", False)),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def estimate_run_memory(
    arch: Arch,
    *,
    batch_size: int,
    prompt_tokens: int,
    max_new_tokens: int,
    quantize: str = "nf4",
    dtype_bytes: int = 2,
    lora_rank: int = 16,
    gradient_checkpointing: bool = False,
    recompute_mlp: bool = False,
) -> dict[str, int]:
    """A rough peak-memory estimate (bytes) of one PPO step on `batch_size` sequences.

    S = prompt_tokens + max_new_tokens, B = batch_size, h = hidden, L = layers, V = vocab:
      weights     = linear_params x (0.5625 if nf4 else dtype_bytes) + embedding_params x dtype_bytes
                    (NF4: 4 bits + one fp32 absmax per 64 weights)
      adapters    = 2 adapters x rank x lora_dims x 16 (fp32 param + grad + two Adam moments)
      activations = B x S x L x (12 h + 4 i) x dtype_bytes (2 i instead of 4 i with recompute_mlp:
                    the gated MLP keeps gate and up, not their activation and product), or
                    B x S x L x 2 h x dtype_bytes with gradient checkpointing (layer inputs kept,
                    one layer recomputed at a time)
      logits      = B x S x V x 4 x 3 (fp32 logits, log-softmax, gradient)
      kv_cache    = 2 x L x B x S x kv_dim x dtype_bytes (generation; freed before the update)
      total       = (weights + adapters + max(activations + logits, kv_cache)) x 1.2 slack
    """
    seq = prompt_tokens + max_new_tokens
    tokens = batch_size * seq
    weight_bytes = 0.5625 if quantize == "nf4" else dtype_bytes
    weights = int(arch.linear_params * weight_bytes) + arch.embedding_params * dtype_bytes
    adapters = 2 * lora_rank * arch.lora_dims * 16
    mlp_tensors = 2 if recompute_mlp else 4
    per_token_layer = (
        (2 * arch.hidden)
        if gradient_checkpointing
        else (12 * arch.hidden + mlp_tensors * arch.intermediate)
    )
    activations = tokens * arch.layers * per_token_layer * dtype_bytes
    logits = tokens * arch.vocab * 4 * 3
    kv_dim = arch.hidden // arch.heads * arch.kv_heads
    kv_cache = 2 * arch.layers * tokens * kv_dim * dtype_bytes
    peak = weights + adapters + max(activations + logits, kv_cache)
    return {
        "weights": weights,
        "adapters": adapters,
        "activations": activations,
        "logits": logits,
        "kv_cache": kv_cache,
        "total": int(peak * 1.2),
    }
