"""TRL 1.12.0 PPO arm (`trl.experimental.ppo.PPOTrainer`), run in .venv-trl112.

The setup a TRL user would write for checker rewards, as close to reason-ppo's as TRL allows:
- policy: the model folder + `peft_config` (LoRA r16/alpha32 all-linear, dropout 0); TRL disables
  the adapter for the reference (no ref copy);
- value model: a *separate* `AutoModelForSequenceClassification` (second backbone), LoRA r16 added
  by hand with peft, its `score` head trainable — TRL takes no shared critic;
- reward model: `common.CheckerRewardModel`, the rppo_check `gsm8k` checker behind TRL's reward
  model interface (no weights);
- batch 8 rollouts, 1 minibatch, 1 PPO epoch, response_length = max new tokens, T = 1, k1 KL 0.05.

Prints nothing TRL doesn't; writes one record per iteration to --result (see common.StepClock).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import torch  # noqa: E402
from common import (  # noqa: E402
    CheckerRewardModel,
    StepClock,
    count_backbones,
    count_generated,
    read_problems,
    set_threads,
    trainable_params,
    write_result,
)


def quant_config(dtype: str, skip: list[str] | None = None):  # type: ignore[no-untyped-def]
    if dtype != "nf4":
        return None
    from transformers import BitsAndBytesConfig

    return BitsAndBytesConfig(
        load_in_4bit=True,
        bnb_4bit_quant_type="nf4",
        bnb_4bit_use_double_quant=True,
        bnb_4bit_compute_dtype=torch.float32,
        llm_int8_skip_modules=skip,
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model-dir", required=True)
    ap.add_argument("--problems", required=True)
    ap.add_argument("--result", required=True)
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--max-new-tokens", type=int, default=32)
    ap.add_argument("--dtype", choices=["fp32", "nf4"], default="fp32")
    ap.add_argument("--lr", type=float, default=1e-5)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    set_threads()
    t_load = time.perf_counter()

    from datasets import Dataset
    from peft import LoraConfig, get_peft_model
    from rppo_check import load_checker
    from transformers import AutoModelForCausalLM, AutoModelForSequenceClassification, AutoTokenizer
    from trl.experimental.ppo import PPOConfig, PPOTrainer
    from trl.experimental.ppo import ppo_trainer as ppo_module

    problems = read_problems(args.problems)
    tokenizer = AutoTokenizer.from_pretrained(args.model_dir)
    tokenizer.padding_side = "left"
    # TRL treats every pad id as padding (attention mask, sequence end), so a pad equal to EOS
    # would hide the EOS and move the reward one token early: use a distinct existing token.
    if tokenizer.pad_token_id is None or tokenizer.pad_token_id == tokenizer.eos_token_id:
        tokenizer.pad_token = tokenizer.convert_ids_to_tokens(0)
    assert tokenizer.pad_token_id != tokenizer.eos_token_id

    kw = {"dtype": torch.float32}
    device_map = {"device_map": {"": "cpu"}} if args.dtype == "nf4" else {}
    policy = AutoModelForCausalLM.from_pretrained(
        args.model_dir, quantization_config=quant_config(args.dtype), **kw, **device_map
    )
    policy.generation_config.pad_token_id = tokenizer.pad_token_id
    value_model = AutoModelForSequenceClassification.from_pretrained(
        args.model_dir,
        num_labels=1,
        quantization_config=quant_config(args.dtype, skip=["score"]),
        **kw,
        **device_map,
    )
    value_model.config.pad_token_id = tokenizer.pad_token_id
    lora = dict(r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", bias="none")
    # LoRA on the value model by hand: PPOTrainer applies peft_config to the policy only. The
    # peft wrapper is unwrapped again because TRL reaches into `value_model.model` / `.score`.
    value_model = get_peft_model(
        value_model, LoraConfig(task_type="SEQ_CLS", **lora)
    ).base_model.model

    clock = StepClock()
    reward_model = CheckerRewardModel(tokenizer, problems, load_checker("gsm8k"), clock)
    prompts = [row["prompt"] for row in problems]
    dataset = Dataset.from_dict(
        {"input_ids": [tokenizer(p, add_special_tokens=False)["input_ids"] for p in prompts]}
    )
    config = PPOConfig(
        output_dir=str(Path(args.result).with_suffix(".trl")),
        per_device_train_batch_size=args.batch,
        gradient_accumulation_steps=1,
        num_mini_batches=1,
        num_ppo_epochs=1,
        local_rollout_forward_batch_size=args.batch,
        total_episodes=args.batch * args.steps,
        response_length=args.max_new_tokens,
        stop_token="eos",
        temperature=1.0,
        kl_coef=0.05,
        kl_estimator="k1",
        learning_rate=args.lr,
        num_sample_generations=0,
        save_strategy="no",
        report_to=[],
        logging_steps=1,
        disable_tqdm=True,
        use_cpu=True,
        seed=args.seed,
        bf16=False,
        fp16=False,
    )
    trainer = PPOTrainer(
        args=config,
        processing_class=tokenizer,
        model=policy,
        ref_model=None,
        reward_model=reward_model,
        train_dataset=dataset,
        value_model=value_model,
        eval_dataset=dataset.select(range(args.batch)),
        peft_config=LoraConfig(task_type="CAUSAL_LM", **lora),
    )

    # Phase clocks, without changing what TRL computes: time the module-level generation helper,
    # mark the first training forward (the policy+value wrapper runs only in the PPO epochs),
    # and close the iteration at TRL's on_step_end callback.
    original_generation = ppo_module.batch_generation
    eos_id, pad_id = tokenizer.eos_token_id, tokenizer.pad_token_id

    def timed_generation(model, queries, *a, **k):  # type: ignore[no-untyped-def]
        clock.gen_begin()
        query_responses, logits = original_generation(model, queries, *a, **k)
        clock.gen_end(count_generated(query_responses[:, queries.shape[1] :], eos_id, pad_id))
        return query_responses, logits

    ppo_module.batch_generation = timed_generation
    trainer.model.register_forward_pre_hook(lambda *_: clock.train_forward())

    from transformers import TrainerCallback

    class CloseStep(TrainerCallback):
        def on_step_end(self, *_a, **_k):  # type: ignore[no-untyped-def]
            clock.close()

    trainer.add_callback(CloseStep())
    held = [trainer.model, trainer.ref_model, trainer.reward_model, trainer.value_model]
    backbones = count_backbones(*held)
    trainable = trainable_params(trainer.model)
    load_s = time.perf_counter() - t_load
    trainer.train()
    rb = reward_model.backbone
    write_result(
        args.result,
        arm="trl-ppo",
        trl_version=__import__("trl").__version__,
        dtype=args.dtype,
        steps=clock.records,
        backbones=backbones,
        trainable_params=trainable,
        load_s=load_s,
        threads=torch.get_num_threads(),
        score_mean=rb.correct / max(rb.checked, 1),
    )


if __name__ == "__main__":
    main()
