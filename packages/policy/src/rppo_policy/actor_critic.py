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
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import logging
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import torch
from peft import LoraConfig, PeftModel, get_peft_model
from torch import Tensor, nn

from rppo_policy import branch, persistence
from rppo_policy.attention import CPU_GQA_SDPA
from rppo_policy.decoding import (
    MIN_SHARED_PREFIX,
    Generators,
    StopStrings,
    common_prefix_len,
    position_ids_from_mask,
    sample,
    split_prefix,
)
from rppo_policy.kv_cache import reserve_room
from rppo_policy.lean_step import lean_step
from rppo_policy.models import ModelSpec, load_backbone, resolve_model
from rppo_policy.preparation import (
    RecomputeWithRole,
    disable_dropout,
    enable_checkpointing,
    eos_ids,
    recompute_mlp_down,
)
from rppo_policy.rollout import Rollout
from rppo_policy.scoring import hidden_logp_entropy

if TYPE_CHECKING:
    from transformers import PreTrainedModel

log = logging.getLogger(__name__)

ROLES = ("actor", "critic")
# Attention implementations that apply a full [rows, keys] mask (holes allowed).
MASKED_ATTENTION = ("eager", "sdpa", CPU_GQA_SDPA)


class ActorCritic(nn.Module):
    """Actor, critic and reference on one backbone; see the module docstring. Build with `load`."""

    def __init__(
        self,
        model: PeftModel,
        tokenizer: Any,
        value_head: nn.Linear,
        spec: ModelSpec,
        settings: dict[str, Any],
    ) -> None:
        super().__init__()
        self.model = model
        self.value_head = value_head
        self.tokenizer = tokenizer
        self.spec = spec
        self.settings = settings  # what policy.json records about how the adapters were built
        self.micro_batch_size = 8  # rows per forward in logp / ref_logp / values
        self.head_chunk = 512  # tokens per LM-head product (bounds the [chunk, V] fp32 logits)
        # Rows repeating a prompt run it once in generate / logp / ref_logp / values, and the
        # leading tokens all prompts share (a chat template's system turn, the instruction) run
        # once per batch (False: every row runs its whole prompt, the plain path, kept for A/B
        # benchmarks and tests).
        self.share_prompts = True
        # Decoding writes each step's keys and values into room reserved after the prefill
        # (`rppo_policy.kv_cache`; False: transformers' cache grows by concatenation, for A/B).
        self.reserve_kv_room = True
        # Decode steps of a Llama-family backbone skip transformers' per-call machinery
        # (`rppo_policy.lean_step`, the same logits bit for bit; False: transformers' forward, for
        # A/B); other backbones always take transformers' forward.
        self.lean_decoding = True
        # Checkpointed layers drop the KV cache under grad, so sharing is skipped there.
        self.checkpointing = False
        # 0: the critic runs the whole stack with its adapter; k > 0: the top k layers only.
        self.critic_layers = int(settings.get("critic_layers", 0))
        self.eos_ids = eos_ids(self._base, tokenizer)
        self._adapter_params = {
            role: [p for n, p in model.named_parameters() if "lora_" in n and f".{role}." in n]
            for role in ROLES
        }
        decoder = self._decoder
        params = inspect.signature(decoder.forward).parameters
        self._cache_kwarg = "cache" if "cache" in params else "past_key_values"

    # ------------------------------------------------------------------ construction
    @classmethod
    # Long: a third of it is the signature and docstring; the body validates every name and
    # folder, then loads and wires the adapters, in the one order that checks before it loads.
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
        gradient_checkpointing: bool = False,
        recompute_mlp: bool = False,
        seed: int = 0,
        adapter: str | Path | None = None,
        critic_layers: int = 0,
    ) -> ActorCritic:
        """Load the backbone once, add the "actor" and "critic" LoRA adapters (dropout 0) and a value
        head. `critic_layers`: 0 = the critic adapter on every layer, its own forward through the
        whole stack; k > 0 = the branched critic on the top k layers (module docstring). `adapter`:
        a folder written by `save`; its LoRA shape and critic_layers win over the arguments and its
        weights are loaded. Names, paths and the adapter folder are validated before any weights.
        `recompute_mlp` (without `gradient_checkpointing`, which recomputes whole layers): each
        gated MLP keeps two of its four intermediate tensors and recomputes the down projection in
        the backward (`preparation.recompute_mlp_down`)."""
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
        disable_dropout(backbone)
        recompute = RecomputeWithRole()
        if gradient_checkpointing:
            enable_checkpointing(backbone, {"use_reentrant": False, "context_fn": recompute})
        elif recompute_mlp and not recompute_mlp_down(backbone, recompute):
            log.info("recompute_mlp: %s has no gated MLP; nothing recomputed", model)
        lora = LoraConfig(
            r=lora_rank,
            lora_alpha=lora_alpha,
            target_modules=target_modules,
            lora_dropout=0.0,
            bias="none",
            task_type="CAUSAL_LM",
        )
        peft_model, value_head = _with_adapters(
            backbone, lora, torch.device(device), seed, critic_layers
        )
        # Checkpointed layers only recompute in training mode; dropout is already off everywhere.
        peft_model.train(gradient_checkpointing)
        settings = _settings(model, quantize, dtype, peft_model, value_head, critic_layers)
        policy = cls(peft_model, tokenizer, value_head, spec, settings)
        policy.checkpointing = gradient_checkpointing
        recompute.bind(peft_model, policy.use)
        policy.use("actor")
        if critic_layers:
            with peft_model.disable_adapter():
                vocab = backbone.config.get_text_config().vocab_size
                branch.check(policy._decoder, critic_layers, vocab, policy.device)
        if adapter is not None:
            policy.load_adapters(adapter)
        return policy

    # ------------------------------------------------------------------ roles and parameters
    @property
    def _base(self) -> PreTrainedModel:
        return cast("PreTrainedModel", self.model.get_base_model())

    @property
    def _decoder(self) -> nn.Module:
        return cast(nn.Module, getattr(self._base, self._base.base_model_prefix))

    @property
    def _lm_head(self) -> Callable[[Tensor], Tensor]:
        return self._base.get_output_embeddings()

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
    # Long: half of it is the signature and docstring (every sampling knob is a keyword).
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
        _check_sampling(max_new_tokens, temperature, top_p, top_k)
        # Samples of the same prompt share one prefill: encode each distinct prompt once and let
        # the decoder expand its KV cache to the rows that continue it.
        if isinstance(prompts, str) or not prompts:
            raise ValueError("prompts must be a non-empty list of strings")
        distinct = list(dict.fromkeys(prompts)) if self.share_prompts else list(prompts)
        unique_ids, unique_mask = self._encode(distinct)
        rows = None
        if len(distinct) < len(prompts):
            where = {prompt: i for i, prompt in enumerate(distinct)}
            rows = torch.tensor([where[p] for p in prompts], device=unique_ids.device)
            prompt_ids, prompt_mask = unique_ids[rows], unique_mask[rows]
        else:
            prompt_ids, prompt_mask = unique_ids, unique_mask
        stop_strings = StopStrings(self.tokenizer, stop)
        self.use("actor")
        with torch.no_grad():
            out = sample(
                self._step,
                unique_ids,
                unique_mask,
                rows=rows,
                select_rows=select_cache_rows,
                shared_prefix=self._shared_prefix(unique_ids, unique_mask),
                reserve=reserve_room if self.reserve_kv_room else None,
                decode=lean_step(self._decoder, self._lm_head) if self.lean_decoding else None,
                max_new_tokens=max_new_tokens,
                temperature=temperature,
                top_p=top_p,
                top_k=top_k,
                greedy=greedy,
                eos_ids=self.eos_ids,
                pad_id=self.tokenizer.pad_token_id,
                stop_strings=stop_strings,
                generator=generator,
                on_tokens=on_tokens,
            )
        texts = []
        for row in range(len(prompts)):
            ids = out.response_ids[row][out.mask[row]].tolist()
            texts.append(stop_strings.cut(self.tokenizer.decode(ids, skip_special_tokens=True)))
        return Rollout(
            input_ids=torch.cat([prompt_ids, out.response_ids], 1),
            attention_mask=torch.cat([prompt_mask, out.mask.long()], 1),
            prompt_len=prompt_ids.shape[1],
            response_ids=out.response_ids,
            mask=out.mask,
            no_eos=out.no_eos,
            logp=out.logp,
            texts=texts,
            temperature=float(temperature),
        )

    def _encode(self, prompts: list[str]) -> tuple[Tensor, Tensor]:
        bos = self.tokenizer.bos_token
        # A chat template usually writes BOS itself; adding another would shift the distribution.
        add_special = not (bos and any(p.startswith(bos) for p in prompts))
        enc = self.tokenizer(
            list(prompts), padding=True, return_tensors="pt", add_special_tokens=add_special
        )
        empty = (enc["attention_mask"].sum(1) == 0).nonzero().flatten().tolist()
        if empty:
            raise ValueError(f"prompt {empty[0]} encodes to no tokens")
        return enc["input_ids"].to(self.device), enc["attention_mask"].to(self.device)

    def _shared_prefix(self, prompt_ids: Tensor, prompt_mask: Tensor) -> int:
        """The leading tokens of the distinct prompts [U, P] worth running once (0: none)."""
        if not self.share_prompts:
            return 0
        # After a shared prefix the padding sits mid-sequence; only mask-based attention honours
        # that (flash-attention's variable-length path assumes each row's tokens are contiguous).
        implementation = getattr(self._base.config, "_attn_implementation", None)
        if implementation not in MASKED_ATTENTION:
            return 0
        length = common_prefix_len(prompt_ids, prompt_mask)
        return length if length >= MIN_SHARED_PREFIX else 0

    def _step(
        self, new_ids: Tensor, attention: Tensor, positions: Tensor, cache: Any
    ) -> tuple[Tensor, Any]:
        out = self._decoder(
            input_ids=new_ids,
            attention_mask=attention,
            position_ids=positions,
            use_cache=True,
            **{self._cache_kwarg: cache},
        )
        return self._lm_head(out.last_hidden_state[:, -1]), _cache_of(out)

    # ------------------------------------------------------------------ scoring
    def logp(
        self, batch: Rollout, *, with_entropy: bool = False, entropy_grad: bool = True
    ) -> tuple[Tensor, Tensor | None]:
        """Actor log-probs [B, T] of the response tokens at the rollout's temperature (and the
        entropies [B, T] of those distributions); 0 where mask is False. Grad flows to the actor
        LoRA when called under grad; `entropy_grad=False` returns the entropy without one (for
        logging: its gradient costs an extra LM-head product)."""
        self.use("actor")
        return self._score(batch, with_entropy=with_entropy, entropy_grad=entropy_grad)

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
        keep = self._new_trunk(batch) if keep_trunk and self.critic_layers else None
        with torch.no_grad(), self.model.disable_adapter():
            return self._score(batch, with_entropy=False, keep=keep)[0], keep

    def values(self, batch: Rollout, *, trunk: Tensor | None = None) -> Tensor:
        """values[:, t] = V(s_t) [B, T]: the value head on the critic's last hidden state at the
        position that predicts response token t; 0 where mask is False. A branched critic runs its
        top k layers on `trunk` (from `reference`), or computes the trunk first without it."""
        if trunk is not None and not self.critic_layers:
            raise ValueError("a trunk is only used by a branched critic (critic_layers > 0)")
        if self.critic_layers and trunk is None:
            trunk = self._new_trunk(batch)
            with torch.no_grad(), self.model.disable_adapter():
                for _ in self._response_hidden(batch, keep=trunk):
                    pass
        self.use("critic")
        parts = []
        for rows, hidden, _ in self._response_hidden(batch, trunk=trunk):
            v = self.value_head(hidden.float()).squeeze(-1)
            parts.append(_pad_right(v, batch.mask.shape[1]) * batch.mask[rows])
        return torch.cat(parts, 0)

    def _new_trunk(self, batch: Rollout) -> Tensor:
        width = batch.input_ids.shape[1] - 1  # the last token is never an input
        dtype = cast(Tensor, self._base.get_input_embeddings().weight).dtype
        return torch.zeros(len(batch), width, self.settings["hidden_size"], dtype=dtype,
                           device=self.device)  # fmt: skip

    def _score(
        self,
        batch: Rollout,
        *,
        with_entropy: bool,
        entropy_grad: bool = True,
        keep: Tensor | None = None,
    ) -> tuple[Tensor, Tensor | None]:
        logps, entropies = [], []
        for rows, hidden, tokens in self._response_hidden(batch, keep=keep):
            mask = batch.mask[rows]
            logp, entropy = hidden_logp_entropy(
                hidden,
                tokens,
                self._lm_head,
                temperature=batch.temperature,
                chunk=self.head_chunk,
                with_entropy=with_entropy,
                entropy_grad=entropy_grad,
                mask=mask[:, : tokens.shape[1]],
            )
            logps.append(_pad_right(logp, mask.shape[1]).masked_fill(~mask, 0.0))
            if entropy is not None:
                entropies.append(_pad_right(entropy, mask.shape[1]).masked_fill(~mask, 0.0))
        return torch.cat(logps, 0), (torch.cat(entropies, 0) if with_entropy else None)

    def _response_hidden(
        self, batch: Rollout, *, trunk: Tensor | None = None, keep: Tensor | None = None
    ):  # -> Iterator[(rows slice, hidden [b,T',H], tokens [b,T'])]
        """Per micro-batch: the final hidden states at the positions P-1 .. P+T'-2 that predict the
        response tokens 0 .. T'-1, where T' ends at the micro-batch's last masked token and the
        all-padding leading columns are dropped (positions come from the attention mask, so
        dropping them changes nothing). Rows that repeat a prompt share one forward of it, and
        the prompts' common leading tokens are run once (`_shared_prompt_hidden`).

        `trunk` [B, P+T-1, H]: run only the top critic_layers layers, on these states entering
        them. `keep` [B, P+T-1, H]: filled with the states entering layer L-k in this forward."""
        prompt_len = batch.prompt_len
        if prompt_len < 1:
            raise ValueError("rollout has no prompt columns (prompt_len 0)")
        for start in range(0, len(batch), self.micro_batch_size):
            rows = slice(start, start + self.micro_batch_size)
            mask = batch.mask[rows]
            used = mask.any(0).nonzero()
            length = int(used.max()) + 1 if used.numel() else 1
            lead = int(batch.attention_mask[rows, :prompt_len].any(0).nonzero().min())
            lead = min(lead, prompt_len - 1)
            cols = slice(lead, prompt_len + length - 1)
            ids, attention = batch.input_ids[rows, cols], batch.attention_mask[rows, cols]
            inputs = ids if trunk is None else trunk[rows, cols]
            prompt_part = prompt_len - lead
            # Checkpointed layers drop the KV cache under grad: no sharing there.
            shared = self.share_prompts and not (self.checkpointing and torch.is_grad_enabled())
            with self._branched(trunk is not None), self._trunk_inputs(keep is not None) as seen:
                done = (
                    self._shared_prompt_hidden(inputs, ids, attention, prompt_part)
                    if shared
                    else None
                )
                if done is None:
                    out = self._forward(
                        inputs,
                        attention_mask=attention,
                        position_ids=position_ids_from_mask(attention),
                        use_cache=False,
                    )
                    hidden = out.last_hidden_state[:, prompt_part - 1 :]
                else:
                    hidden = done[0]
            if keep is not None:
                shared_as = None if done is None else done[1:]
                branch.place(keep[rows, cols], seen, shared_as, attention[:, :prompt_part])
            yield rows, hidden, batch.response_ids[rows, :length]

    def _branched(self, on: bool) -> contextlib.AbstractContextManager[None]:
        return (
            branch.top_layers(self._decoder, self.critic_layers) if on else contextlib.nullcontext()
        )

    def _trunk_inputs(self, on: bool) -> contextlib.AbstractContextManager[list[Tensor]]:
        """Records the states entering layer L-k (a branched critic's trunk) while inside."""
        if not on:
            return contextlib.nullcontext([])
        layers = branch.decoder_layers(self._decoder)
        return branch.layer_inputs(layers[len(layers) - self.critic_layers])

    def _forward(self, inputs: Tensor, **kwargs: Any) -> Any:
        """The decoder on token ids [b, L] or, branched, on hidden states [b, L, H]."""
        key = "input_ids" if inputs.dim() == 2 else "inputs_embeds"
        return self._decoder(**{key: inputs}, **kwargs)

    # Long: three forwards (shared prefix, distinct prompts, responses) that hand one KV cache on;
    # apart, each piece would need the others' row bookkeeping.
    def _shared_prompt_hidden(
        self, inputs: Tensor, ids: Tensor, attention: Tensor, prompt_part: int
    ) -> tuple[Tensor, int, Tensor | None] | None:
        """`_response_hidden`'s states for rows [b, P'+T'-1] (P' = prompt_part columns of prompt),
        running each distinct prompt once and the prefix all prompts share once:

        prefix [1, C] -> its KV cache copied to the n prompts that continue it -> the rest of those
        prompts [n, S] -> the cache gathered to the b rows that continue them -> the response
        columns [b, T'-1]. Without repeated prompts n = b and the last two steps are one call.
        `inputs` are the token ids `ids`, or (branched critic) the trunk's states at those tokens.

        Same numbers as one forward of the whole rows, up to float rounding; grad flows back
        through every gather. Returns (states, C, the distinct prompt of each row [b] or None when
        no prompt repeats); None when nothing is shared (the plain forward is as cheap)."""
        prompt_ids, prompt_mask = ids[:, :prompt_part], attention[:, :prompt_part]
        distinct, inverse = torch.unique(
            torch.cat([prompt_ids, prompt_mask], 1), dim=0, return_inverse=True
        )
        repeats = len(distinct) < len(ids)
        prompt_inputs = inputs[:, :prompt_part]
        if repeats:  # one row of each distinct prompt, in `distinct`'s order
            order = torch.arange(len(ids), device=ids.device)
            first = order.new_full((len(distinct),), len(ids)).scatter_reduce(
                0, inverse, order, "amin"
            )
            prompt_ids, prompt_mask, prompt_inputs = (
                prompt_ids[first],
                prompt_mask[first],
                prompt_inputs[first],
            )
        prefix = self._shared_prefix(prompt_ids, prompt_mask)
        if not repeats and not prefix:
            return None
        cache = None
        past = prompt_mask.new_ones(len(prompt_ids), prefix)
        if prefix:
            prefix_inputs, prompt_inputs, prompt_mask = split_prefix(
                prompt_inputs, prompt_mask, prefix
            )
            out = self._forward(
                prefix_inputs,
                attention_mask=past[:1],
                position_ids=position_ids_from_mask(past[:1]),
                use_cache=True,
            )
            cache = select_cache_rows(_cache_of(out), inverse.new_zeros(len(prompt_ids)))
        if not repeats:  # each row's own prompt tokens and its response in one call
            own = prompt_inputs.shape[1]
            attention = torch.cat([past, prompt_mask, attention[:, prompt_part:]], 1)
            out = self._forward(
                torch.cat([prompt_inputs, inputs[:, prompt_part:]], 1),
                attention_mask=attention,
                position_ids=position_ids_from_mask(attention)[:, prefix:],
                use_cache=True,
                **{self._cache_kwarg: cache},
            )
            return out.last_hidden_state[:, own - 1 :], prefix, None
        prompt_attention = torch.cat([past, prompt_mask], 1)
        out = self._forward(
            prompt_inputs,
            attention_mask=prompt_attention,
            position_ids=position_ids_from_mask(prompt_attention)[:, prefix:],
            use_cache=True,
            **{self._cache_kwarg: cache},
        )
        first_state = out.last_hidden_state[:, -1][inverse][:, None]  # predicts response token 0
        if ids.shape[1] == prompt_part:
            return first_state, prefix, inverse
        cache = select_cache_rows(_cache_of(out), inverse)
        attention = torch.cat([prompt_attention[inverse], attention[:, prompt_part:]], 1)
        response_part = ids.shape[1] - prompt_part
        out = self._forward(
            inputs[:, prompt_part:],
            attention_mask=attention,
            position_ids=position_ids_from_mask(attention)[:, -response_part:],
            use_cache=True,
            **{self._cache_kwarg: cache},
        )
        return torch.cat([first_state, out.last_hidden_state], 1), prefix, inverse

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


def _check_sampling(max_new_tokens: int, temperature: float, top_p: float, top_k: int) -> None:
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if not temperature > 0:
        raise ValueError(f"temperature must be > 0, got {temperature}")
    if not 0 < top_p <= 1 or top_k < 0:
        raise ValueError(f"need 0 < top_p <= 1 and top_k >= 0, got top_p={top_p}, top_k={top_k}")


def _settings(
    model: str,
    quantize: str | None,
    dtype: torch.dtype,
    peft_model: PeftModel,
    value_head: nn.Linear,
    critic_layers: int,
) -> dict[str, Any]:
    """What `save` writes to policy.json: the model and the LoRA shape as peft resolved them."""
    lora_config = cast(LoraConfig, peft_model.peft_config["actor"])
    return {
        "model": model,
        "quantize": quantize,
        "lora_rank": lora_config.r,
        "lora_alpha": lora_config.lora_alpha,
        # peft resolves "all-linear" to the set of adapted module names.
        "target_modules": sorted(cast("set[str]", lora_config.target_modules)),
        "dtype": str(dtype).removeprefix("torch."),
        "hidden_size": value_head.in_features,
        "critic_layers": critic_layers,
    }


def _with_adapters(
    backbone: PreTrainedModel, lora: LoraConfig, device: torch.device, seed: int, critic_layers: int
) -> tuple[PeftModel, nn.Linear]:
    """The backbone wrapped with the "actor" and "critic" adapters, and a fresh value head.
    `seed` fixes the LoRA A matrices and the value head; the caller's RNG is left untouched.
    critic_layers = k > 0: the critic adapter only on the actor's modules in the top k layers."""
    cuda = [device.index or 0] if device.type == "cuda" else []
    with torch.random.fork_rng(devices=cuda):
        torch.manual_seed(seed)
        with warnings.catch_warnings():  # peft probes a property transformers 5 deprecated
            warnings.filterwarnings("ignore", ".*is_gradient_checkpointing", FutureWarning)
            peft_model = get_peft_model(backbone, lora, adapter_name="actor")
            critic = lora
            if critic_layers:
                base = cast("PreTrainedModel", peft_model.get_base_model())
                targets = cast(LoraConfig, peft_model.peft_config["actor"]).target_modules
                names = branch.critic_targets(
                    base, getattr(base, base.base_model_prefix), cast("set[str]", targets),
                    critic_layers,
                )  # fmt: skip
                critic = dataclasses.replace(lora, target_modules=names)
            peft_model.add_adapter("critic", critic)
        hidden = backbone.config.get_text_config().hidden_size
        value_head = nn.Linear(hidden, 1, dtype=torch.float32, device=device)
        # Small init (std 1/(H+1)): first values near 0, so early critic errors do not swamp GAE.
        nn.init.normal_(value_head.weight, std=1.0 / (hidden + 1))
        nn.init.zeros_(value_head.bias)
    return peft_model, value_head


def _cache_of(out: Any) -> Any:
    cache = out.get("cache")
    return out.get("past_key_values") if cache is None else cache


def select_cache_rows(cache: Any, rows: Tensor) -> Any:
    """The KV cache of batch rows `rows` (repeats allowed), as a new cache; differentiable."""
    if isinstance(cache, tuple):  # legacy ((key, value), ...) per layer
        return tuple(tuple(t[rows] for t in layer) for layer in cache)
    layers = getattr(cache, "layers", None)
    if layers is None:
        raise TypeError(f"cannot select rows of a {type(cache).__name__} cache")
    for layer in layers:
        if getattr(layer, "keys", None) is None:  # a slot no layer wrote (a branched critic's)
            continue
        # Indexing makes new tensors: under grad, autograd sees a gather back to the shared rows.
        layer.keys, layer.values = layer.keys[rows], layer.values[rows]
    return cache


def _pad_right(x: Tensor, length: int) -> Tensor:
    return nn.functional.pad(x, (0, length - x.shape[1])) if x.shape[1] < length else x
