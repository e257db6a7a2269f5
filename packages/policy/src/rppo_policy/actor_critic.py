"""`ActorCritic`: one frozen backbone (NF4 or full precision) serving three roles.

actor      = backbone + LoRA "actor"  + the LM head         -> generate, logp
critic     = backbone + LoRA "critic" + a linear value head -> values
reference  = backbone with the adapters disabled            -> ref_logp

With `critic_layers` = k > 0 the critic is branched (`rppo_policy.branch`): its LoRA sits on the top
k layers only, and those layers run on the hidden states the reference pass computed entering layer
L-k (the "trunk", kept by `reference(batch, keep_trunk=True)` and handed to `values`).

Each scoring method activates its role itself (`use`). peft's `set_adapter` also freezes the
inactive adapter; `use` undoes that so both adapters stay trainable and a loss mixing logp and
values back-propagates into both — isolation comes from the forward pass, where only the active
adapter takes part, not from requires_grad flags. `persistence` and `preparation` know nothing of
this class: it hands them its parts and its `use`.

The class holds the parts and composes the roles, each in its module: `generate` (sampling),
`logp` (actor and reference log-probs), `values` (the critic), `shared_prompt` (the scoring
forward they share), `build` (construction); `architecture` owns what they read of transformers'
internals, and `options` how the policy runs (`PolicyOptions`, fixed at `load`).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

import torch
from peft import PeftModel
from torch import Tensor, nn

from rppo_policy import branch, build, persistence
from rppo_policy import generate as generate_
from rppo_policy import logp as logp_
from rppo_policy import values as values_
from rppo_policy.architecture import Architecture
from rppo_policy.attention import sdpa_backends
from rppo_policy.decoding import Generators
from rppo_policy.models import ModelSpec, load_backbone, resolve_model
from rppo_policy.options import PolicyOptions
from rppo_policy.preparation import eos_ids
from rppo_policy.rollout import Rollout

log = logging.getLogger(__name__)

ROLES = ("actor", "critic")
_OPTION_NAMES = frozenset(f.name for f in dataclasses.fields(PolicyOptions)) | {
    "micro_batch_size",  # the old name of scoring_batch_size
    "checkpointing",  # the old name of gradient_checkpointing
}


class ActorCritic(nn.Module):
    """Actor, critic and reference on one backbone; see the module docstring. Build with `load`."""

    def __init__(
        self,
        model: PeftModel,
        tokenizer: Any,
        value_head: nn.Linear,
        spec: ModelSpec,
        settings: dict[str, Any],
        options: PolicyOptions | None = None,
    ) -> None:
        super().__init__()
        self.model = model
        self.value_head = value_head
        self.tokenizer = tokenizer
        self.spec = spec
        self.settings = settings  # what policy.json records about how the adapters were built
        self._options = PolicyOptions() if options is None else options
        self.architecture = Architecture(cast(Any, model.get_base_model()))
        self.eos_ids = eos_ids(self.architecture.model, tokenizer)
        self._adapter_params = {
            role: [p for n, p in model.named_parameters() if "lora_" in n and f".{role}." in n]
            for role in ROLES
        }

    # ------------------------------------------------------------------ construction
    @classmethod
    def load(
        cls,
        model: str,
        *,
        quantize: str | None = None,
        lora_rank: int = 16,
        lora_alpha: int = 32,
        target_modules: str | list[str] = "all-linear",
        dtype: torch.dtype = torch.float32,
        device: str | torch.device = "cpu",
        seed: int = 0,
        adapter: str | Path | None = None,
        critic_layers: int = 0,
        options: PolicyOptions | None = None,
    ) -> ActorCritic:
        """Load the backbone once, add the "actor" and "critic" LoRA adapters (dropout 0) and a value
        head. `critic_layers`: 0 = the critic adapter on every layer, its own forward through the
        whole stack; k > 0 = the branched critic on the top k layers (module docstring). `adapter`:
        a folder written by `save`; its LoRA shape and critic_layers win over the arguments and its
        weights are loaded. `options`: how the policy runs (`PolicyOptions`; its defaults when
        None), kept as `options`. Names, paths and the adapter folder are validated before any
        weights."""
        options = PolicyOptions() if options is None else options
        spec = resolve_model(model)
        saved = persistence.read_policy_json(Path(adapter)) if adapter is not None else None
        if saved is not None:
            lora_rank, lora_alpha = int(saved["lora_rank"]), int(saved["lora_alpha"])
            target_modules = saved["target_modules"]
            critic_layers = int(saved.get("critic_layers", 0))
            if saved.get("model") not in (None, model):
                log.warning(
                    "adapter %s was trained on %r, loading it on %r", adapter, saved["model"], model
                )
        if lora_rank < 1 or critic_layers < 0:
            raise ValueError(
                f"need lora_rank >= 1, critic_layers >= 0: {lora_rank}, {critic_layers}"
            )
        backbone, tokenizer = load_backbone(spec, quantize=quantize, dtype=dtype, device=device)
        recompute = build.prepare_backbone(backbone, options, model)
        lora = build.lora_config(lora_rank, lora_alpha, target_modules)
        peft_model, value_head = build.with_adapters(
            backbone, lora, torch.device(device), seed, critic_layers
        )
        # Checkpointed layers only recompute in training mode; dropout is already off everywhere.
        peft_model.train(options.gradient_checkpointing)
        settings = build.settings_of(model, quantize, dtype, peft_model, value_head, critic_layers)
        policy = cls(peft_model, tokenizer, value_head, spec, settings, options)
        recompute.bind(peft_model, policy.use)
        policy.use("actor")
        if critic_layers:
            with peft_model.disable_adapter():
                arch = policy.architecture
                branch.check(arch.decoder, critic_layers, arch.vocab_size, policy.device)
        if adapter is not None:
            policy.load_adapters(adapter)
        return policy

    # ------------------------------------------------------------------ options
    def __setattr__(self, name: str, value: Any) -> None:
        # The options were attributes once (`policy.share_prompts = False`): such an assignment
        # would now set a new attribute that nothing reads. Refuse it, naming the way.
        if name in _OPTION_NAMES:
            raise AttributeError(
                f"{name} is a PolicyOptions field: pass options= to ActorCritic.load, or call "
                f"reconfigure({name}=...)"
            )
        super().__setattr__(name, value)

    @property
    def options(self) -> PolicyOptions:
        """How this policy runs (read-only; `reconfigure` changes the run-time ones)."""
        return self._options

    def reconfigure(self, **changes: Any) -> None:
        """Change run-time options (`PolicyOptions`: scoring_batch_size, head_chunk, share_prompts,
        reserve_kv_room, lean_decoding) on this loaded policy, for A/B runs on the same weights;
        the build-time ones are refused."""
        self._options = self._options.replace_run_time(**changes)

    @property
    def critic_layers(self) -> int:
        """0: the critic runs the whole stack with its adapter; k > 0: the top k layers only."""
        return int(self.settings.get("critic_layers", 0))

    # ------------------------------------------------------------------ roles and parameters
    @property
    def device(self) -> torch.device:
        return self.value_head.weight.device

    def use(self, role: str) -> None:
        """Activate `role`'s adapter ("actor" or "critic") for the next forward passes; both
        adapters stay trainable (see the module docstring)."""
        if self.model.active_adapter != role:
            self.model.set_adapter(role)
        for params in self._adapter_params.values():
            for p in params:
                p.requires_grad_(True)

    def actor_parameters(self) -> list[nn.Parameter]:
        """The actor LoRA tensors (the only parameters an actor loss reaches)."""
        return list(self._adapter_params["actor"])

    def critic_parameters(self) -> list[nn.Parameter]:
        """The critic LoRA tensors and the value head."""
        return list(self._adapter_params["critic"]) + list(self.value_head.parameters())

    # ------------------------------------------------------------------ generation
    def generate(
        self,
        prompts: list[str],
        *,
        max_new_tokens: int,
        temperature: float = 1.0,
        top_p: float = 1.0,
        top_k: int = 0,
        stop: Sequence[str] = (),
        greedy: bool = False,
        generator: Generators = None,
        on_tokens: Callable[[int], None] | None = None,
    ) -> Rollout:
        """Sample a response per prompt with the actor (batched, left-padded, KV cache); see
        `rppo_policy.decoding` for what `logp` means under top_k / top_p, and for `generator`
        (one for the batch, or one per prompt row so that a row's tokens do not depend on the
        other rows). `on_tokens(n)` hears how many tokens each decoding position drew (a progress
        bar's feed)."""
        # Decoding only: a backward pass recomputing a checkpointed forward outside this context
        # would pick another attention kernel than the forward did (torch refuses that).
        with sdpa_backends(self.device):
            return generate_.generate(
                self, prompts, max_new_tokens=max_new_tokens, temperature=temperature, top_p=top_p,
                top_k=top_k, stop=stop, greedy=greedy, generator=generator, on_tokens=on_tokens,
            )  # fmt: skip

    def encode(self, prompts: list[str]) -> tuple[Tensor, Tensor]:
        """Left-padded token ids and attention mask [n, P] of `prompts`, on the policy's device
        (BOS added unless the prompts already start with it), as `generate` encodes them."""
        return generate_.encode(self.tokenizer, prompts, self.device)

    def shared_prefix(self, prompt_ids: Tensor, prompt_mask: Tensor) -> int:
        """The leading tokens of the distinct prompts [U, P] worth running once (0: none, or
        `share_prompts` off, or an attention that ignores mid-sequence padding)."""
        return generate_.shared_prefix_len(self, prompt_ids, prompt_mask)

    # ------------------------------------------------------------------ scoring
    def logp(
        self, batch: Rollout, *, with_entropy: bool = False, entropy_grad: bool = True
    ) -> tuple[Tensor, Tensor | None]:
        """Actor log-probs [B, T] of the response tokens at the rollout's temperature (and the
        entropies [B, T] of those distributions); 0 where mask is False. Grad flows to the actor
        LoRA when called under grad; `entropy_grad=False` returns the entropy without one (for
        logging: its gradient costs an extra LM-head product)."""
        return logp_.logp(self, batch, with_entropy=with_entropy, entropy_grad=entropy_grad)

    def ref_logp(self, batch: Rollout) -> Tensor:
        """Reference (adapters disabled) log-probs [B, T]; no grad; 0 where mask is False."""
        return self.reference(batch)[0]

    def reference(
        self, batch: Rollout, *, keep_trunk: bool = False
    ) -> tuple[Tensor, Tensor | None]:
        """`ref_logp` [B, T], and with `keep_trunk` and a branched critic (critic_layers = k > 0)
        the trunk: the hidden states this same pass computed entering layer L-k, [B, P+T-1, H]
        aligned with `batch.input_ids`, no grad — what `values(batch, trunk=...)` runs the critic's
        top k layers on (select its rows along with the batch's). None otherwise."""
        return logp_.reference(self, batch, keep_trunk=keep_trunk)

    def values(self, batch: Rollout, *, trunk: Tensor | None = None) -> Tensor:
        """values[:, t] = V(s_t) [B, T]: the value head on the critic's last hidden state at the
        position that predicts response token t; 0 where mask is False. A branched critic runs its
        top k layers on `trunk` (from `reference`), or computes the trunk first without it."""
        return values_.values(self, batch, trunk=trunk)

    # ------------------------------------------------------------------ persistence and accounting
    def save(self, directory: str | Path) -> None:
        """Write actor/, critic/ (plain peft adapters), value_head.safetensors, tokenizer/ and
        policy.json into `directory` (safetensors + JSON only)."""
        persistence.save(
            Path(directory), model=self.model, value_head=self.value_head,
            tokenizer=self.tokenizer, settings=self.settings,
            # A base model plain transformers can load where one exists (`tiny` is built
            # in-process: it has no folder and users rebuild it with rppo_policy).
            base_model=self.spec.source or self.spec.name,
        )  # fmt: skip

    def load_adapters(self, directory: str | Path) -> None:
        """Load adapters and value head written by `save` into this policy (shapes must match)."""
        persistence.load_adapters(
            Path(directory), model=self.model, value_head=self.value_head, settings=self.settings
        )
        self.use(self.model.active_adapter)  # keep both adapters trainable

    def memory(self) -> dict[str, int]:
        """Bytes of the one shared backbone (quantised storage included), both adapters, value head."""
        return persistence.memory(self.model, self.value_head)
