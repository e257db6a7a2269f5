"""Skywork-PRM's stored value head (`v_head.summary.*`), loaded as Skywork's own code loads it.

What the public source says (Skywork/Skywork-o1-Open-PRM-Qwen-2.5-1.5B and -7B):

  - The head is ONE `nn.Linear(hidden_size, 1)` with a bias — not an MLP — under
    `v_head.summary`, after a dropout (`summary_dropout_prob`, default 0.1, identity in eval):
    `class ValueHead` in SkyworkAI/skywork-o1-prm-inference `vllm_add_dummy_model/prm_model.py`
    (commit bd299c8b12e84b800de4c8455eaa5250144a6129), the same class in its
    `model_utils/prm_model.py` (fork tomalamb/skywork-o1-prm-inference, commit
    7d4c455f608c6c31a488834817ccee11e46296a2), itself trl's `ValueHead`. So the checkpoint holds
    `v_head.summary.weight` [1, hidden_size] and `v_head.summary.bias` [1] beside the Qwen2
    backbone's `model.*` (and `lm_head.*`, which no scorer reads). The `summary.0`/`summary.2`
    MLP with a ReLU between is vLLM's `Qwen2RewardBaseModel.score` for Qwen's own reward models
    (vllm-project/vllm `vllm/model_executor/models/qwen2_rm.py`, commit
    002b4cf80b730f384dbc7d5f85db8a10b14af56a), stored as `score.*`: not Skywork's.
  - The value is read from the LAST hidden state, after the backbone's final norm:
    `PRM_MODEL.forward` takes `base_model_output.hidden_states[-1]` of the
    `AutoModelForCausalLM` (model_utils/prm_model.py above); the vLLM plugin's
    `Qwen2ForPrmModel.forward` applies `v_head` to `Qwen2Model`'s output (prm_model.py above).
    The head runs in its own dtype (float32 as built; the hidden state is cast to it).
  - p = sigmoid(value) (`return_probs=True` in `PRM_MODEL.forward`; `derive_step_rewards_vllm`'s
    `sigmoid` in Skywork's `io_utils.py`, vendored as openreasoner/openr
    `reason/llm_service/utils/skywork_o1_prm_inference/io_utils.py`, commit
    0b5704ee07cb1791aca121741bcb26141ece1232), read where `prepare_input` sets the reward flag:
    the step token ("\\n") ending each step (`rppo_prm.formats.NewlineSteps`).
  - Both sizes use the same class: the plugin registers one architecture, `Qwen2ForPrmModel`
    (the name in the checkpoints' config.json; BooMinSeong/prm-toolkit
    `prm_toolkit/skywork_prm_model.py`, commit 81fd94abbee424d67507c91049edd7934f9afd2d), for
    any `/path/to/prm_model`, and its loader ignores `lm_head.` (Qwen2.5-1.5B ties it to the
    embeddings).
    Skywork's `PreTrainedModelWrapper.from_pretrained` reads the head from `model.safetensors`
    or, sharded, from the shards `model.safetensors.index.json` maps `v_head` keys to
    (openr `.../skywork_o1_prm_inference/modeling_base.py`, commit
    9e016cb97e7e91f8da1394833beb2f3d2d1fd1b1).

Not established offline: the exact shard names and whether each hub checkpoint also stores
`lm_head.weight`; neither matters here (the head is found through the index, `lm_head` is not
loaded). Only safetensors are read; a checkpoint with only `pytorch_model.bin` is refused.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import torch
    from torch import nn

PREFIX = "v_head."
WEIGHT, BIAS = "v_head.summary.weight", "v_head.summary.bias"


def _resolve(path: str, name: str) -> str | None:
    """The local file `name` of a folder or hub id; None if the checkpoint has no such file."""
    if Path(path).is_dir():
        file = Path(path) / name
        return str(file) if file.is_file() else None
    try:
        from huggingface_hub import hf_hub_download

        return str(hf_hub_download(path, name))
    except Exception:  # noqa: BLE001 - absent file, no network, bad id: all "not there"
        return None


def head_shapes(path: str) -> dict[str, tuple[int, ...]] | None:
    """Shapes of the checkpoint's `v_head.*` tensors, read from the safetensors headers only
    (no weights load); None when the checkpoint stores no `v_head.*` tensor."""
    from safetensors import safe_open

    index = _resolve(path, "model.safetensors.index.json")
    if index is not None:
        weight_map: dict[str, str] = json.loads(Path(index).read_text("utf-8"))["weight_map"]
        shards = sorted({f for k, f in weight_map.items() if k.startswith(PREFIX)})
        files = [f for f in (_resolve(path, s) for s in shards) if f is not None]
        if len(files) != len(shards):
            raise ValueError(f"prm-model: {path}: a shard holding the value head is missing")
    elif (single := _resolve(path, "model.safetensors")) is not None:
        files = [single]
    else:
        if Path(path).is_dir() and any(Path(path).glob("pytorch_model*.bin")):
            raise ValueError(
                f"prm-model: {path} has only pytorch_model.bin weights; the value head is read "
                "from safetensors only (convert the checkpoint to model.safetensors)"
            )
        return None
    shapes: dict[str, tuple[int, ...]] = {}
    for file in files:
        with safe_open(file, framework="pt") as f:
            for key in f.keys():  # noqa: SIM118 - safe_open has keys(), not __iter__
                if key.startswith(PREFIX):
                    shapes[key] = tuple(f.get_slice(key).get_shape())
    return shapes or None


def check_head(path: str, shapes: dict[str, tuple[int, ...]], hidden_size: int) -> None:
    """Refuse, in one line, a `v_head.*` that is not Skywork's Linear(hidden_size, 1)."""
    expected = {WEIGHT: (1, hidden_size), BIAS: (1,)}
    if shapes != expected:
        found = ", ".join(f"{k} {list(v)}" for k, v in sorted(shapes.items())[:6])
        more = f" and {len(shapes) - 6} more" if len(shapes) > 6 else ""
        raise ValueError(
            f"prm-model: {path}'s value head does not fit Skywork's layout (v_head.summary = "
            f"Linear({hidden_size}, 1): weight [1, {hidden_size}], bias [1]); it has {found}"
            f"{more} (wrong checkpoint for this preset?)"
        )


def _head_tensors(path: str) -> dict[str, torch.Tensor]:
    from safetensors import safe_open

    index = _resolve(path, "model.safetensors.index.json")
    if index is not None:
        weight_map = json.loads(Path(index).read_text("utf-8"))["weight_map"]
        files = {weight_map[WEIGHT], weight_map[BIAS]}
        resolved = [_resolve(path, f) for f in sorted(files)]
    else:
        resolved = [_resolve(path, "model.safetensors")]
    tensors: dict[str, torch.Tensor] = {}
    for file in resolved:
        assert file is not None  # head_shapes found them
        with safe_open(file, framework="pt") as f:
            tensors.update({k: f.get_tensor(k) for k in f.keys() if k in (WEIGHT, BIAS)})  # noqa: SIM118
    return tensors


@cache
def _model_class() -> type:
    """`ValueHeadModel`, defined on first use: importing this module loads no torch (the package
    boundary, tests/test_boundaries.py)."""
    from torch import nn

    class ValueHeadModel(nn.Module):
        """A backbone (transformers base model) and Skywork's value head: `logits` [B, L, 1] =
        summary(dropout(last hidden state)) with the head in float32 (dropout is identity in
        eval)."""

        def __init__(self, backbone: nn.Module, summary: nn.Linear) -> None:
            super().__init__()
            self.backbone = backbone
            self.summary = summary
            self.config = getattr(backbone, "config", None)

        def forward(self, input_ids: torch.Tensor, attention_mask: Any = None) -> Any:
            from transformers.modeling_outputs import TokenClassifierOutput

            hidden = self.backbone(input_ids=input_ids, attention_mask=attention_mask)
            last = hidden.last_hidden_state.to(self.summary.weight.dtype)
            return TokenClassifierOutput(logits=self.summary(last))

    return ValueHeadModel


def load(path: str, shapes: dict[str, tuple[int, ...]], config: Any, dtype: Any) -> Any:
    """The backbone of `path` (its own transformers class, never remote code) and its stored
    value head, checked against Skywork's layout before any weight loads."""
    import torch
    from torch import nn
    from transformers import AutoModel
    from transformers.utils import logging as hf_logging

    hidden_size = int(config.hidden_size)
    check_head(path, shapes, hidden_size)
    # The base model does not hold `lm_head.*` / `v_head.*`: transformers would report them as
    # unexpected keys, which here they are not (the head is read below; lm_head is not needed).
    verbosity = hf_logging.get_verbosity()
    hf_logging.set_verbosity_error()
    try:
        backbone, info = AutoModel.from_pretrained(
            path, dtype=dtype, trust_remote_code=False, output_loading_info=True
        )
    finally:
        hf_logging.set_verbosity(verbosity)
    if missing := sorted(info.get("missing_keys", [])):
        raise ValueError(
            f"prm-model: {path} lacks backbone weights {', '.join(missing[:3])} (wrong checkpoint "
            "for this preset?)"
        )
    tensors = _head_tensors(path)
    summary = nn.Linear(hidden_size, 1, dtype=torch.float32)
    with torch.no_grad():
        summary.weight.copy_(tensors[WEIGHT].float())
        summary.bias.copy_(tensors[BIAS].float())
    return _model_class()(backbone, summary).eval()
