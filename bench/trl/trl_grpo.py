"""Current TRL GRPO arm (`trl.GRPOTrainer`), run in .venv-trl — what a user installing TRL today
falls back to, since PPOTrainer is gone (trl 1.13, PR #7020). Labelled GRPO in the table: no
critic, group-normalised advantages.

Same budget per iteration as the PPO arms: 8 completions (2 prompts x 4 generations, the groups
GRPO needs), <= max new tokens, 1 optimizer step (1 minibatch, 1 iteration over the batch), LoRA
r16/alpha32 all-linear on the policy, KL to the adapter-disabled reference with beta = 0.05 (TRL's
default beta is 0, which would skip the reference forward and under-count its cost), T = 1.
The reward is the rppo_check `gsm8k` checker as a plain reward function (GRPO accepts those).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import torch  # noqa: E402
from common import (  # noqa: E402
    StepClock,
    count_backbones,
    read_problems,
    set_threads,
    trainable_params,
    write_result,
)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--model-dir", required=True)
    ap.add_argument("--problems", required=True)
    ap.add_argument("--result", required=True)
    ap.add_argument("--steps", type=int, default=4)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--generations", type=int, default=4, help="group size (divides --batch)")
    ap.add_argument("--max-new-tokens", type=int, default=32)
    ap.add_argument("--dtype", choices=["fp32", "nf4"], default="fp32")
    ap.add_argument("--lr", type=float, default=1e-5)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    set_threads()
    t_load = time.perf_counter()

    from datasets import Dataset
    from peft import LoraConfig
    from rppo_check import load_checker
    from transformers import AutoModelForCausalLM, AutoTokenizer, TrainerCallback
    from trl import GRPOConfig, GRPOTrainer

    problems = read_problems(args.problems)
    tokenizer = AutoTokenizer.from_pretrained(args.model_dir)
    tokenizer.padding_side = "left"
    if tokenizer.pad_token_id is None:
        tokenizer.pad_token = tokenizer.eos_token
    kw: dict = {"dtype": torch.float32}
    if args.dtype == "nf4":
        from transformers import BitsAndBytesConfig

        kw["quantization_config"] = BitsAndBytesConfig(
            load_in_4bit=True,
            bnb_4bit_quant_type="nf4",
            bnb_4bit_use_double_quant=True,
            bnb_4bit_compute_dtype=torch.float32,
        )
        kw["device_map"] = {"": "cpu"}
    policy = AutoModelForCausalLM.from_pretrained(args.model_dir, **kw)

    clock = StepClock()
    checker = load_checker("gsm8k")
    tally = {"checked": 0, "correct": 0}

    def checker_reward(prompts, completions, gold, **_):  # type: ignore[no-untyped-def]
        out = []
        for text, answer in zip(completions, gold, strict=True):
            ok = checker(text, answer).correct
            tally["checked"] += 1
            tally["correct"] += int(ok)
            out.append(1.0 if ok else 0.0)
        return out

    # Plain-string prompts are used as is (no second chat template): the same text the other arms see.
    dataset = Dataset.from_dict(
        {"prompt": [r["prompt"] for r in problems], "gold": [r["gold"] for r in problems]}
    )
    config = GRPOConfig(
        output_dir=str(Path(args.result).with_suffix(".trl")),
        per_device_train_batch_size=args.batch,
        gradient_accumulation_steps=1,
        num_generations=args.generations,
        steps_per_generation=1,
        num_iterations=1,
        max_completion_length=args.max_new_tokens,
        temperature=1.0,
        beta=0.05,
        learning_rate=args.lr,
        max_steps=args.steps,
        logging_steps=1,
        save_strategy="no",
        report_to=[],
        disable_tqdm=True,
        use_cpu=True,
        seed=args.seed,
        bf16=False,
        fp16=False,
        disable_dropout=True,
    )
    lora = LoraConfig(
        r=16, lora_alpha=32, lora_dropout=0.0, target_modules="all-linear", bias="none",
        task_type="CAUSAL_LM",
    )  # fmt: skip

    class TimedGRPO(GRPOTrainer):
        """GRPOTrainer with phase clocks around its own methods; computes nothing differently."""

        def _generate(self, prompts):  # type: ignore[no-untyped-def]
            clock.gen_begin()
            out = super()._generate(prompts)
            completion_ids = out[1]
            clock.gen_end(sum(len(ids) for ids in completion_ids))
            return out

        def _calculate_rewards(self, *a, **k):  # type: ignore[no-untyped-def]
            t0 = time.perf_counter()
            out = super()._calculate_rewards(*a, **k)
            clock.score_s += time.perf_counter() - t0
            return out

        def _generate_and_score_completions(self, inputs):  # type: ignore[no-untyped-def]
            out = super()._generate_and_score_completions(inputs)
            clock.train_forward()  # old/ref log-probs done: the rest of the step is the update
            return out

    class Clock(TrainerCallback):
        def on_step_begin(self, *_a, **_k):  # type: ignore[no-untyped-def]
            clock.gen_begin()

        def on_step_end(self, *_a, **_k):  # type: ignore[no-untyped-def]
            clock.close()

    trainer = TimedGRPO(
        model=policy,
        reward_funcs=[checker_reward],
        args=config,
        train_dataset=dataset,
        processing_class=tokenizer,
        peft_config=lora,
        callbacks=[Clock()],
    )
    backbones = count_backbones(trainer.model, getattr(trainer, "ref_model", None))
    trainable = trainable_params(trainer.model)
    load_s = time.perf_counter() - t_load
    trainer.train()
    write_result(
        args.result,
        arm="trl-grpo",
        trl_version=__import__("trl").__version__,
        dtype=args.dtype,
        steps=clock.records,
        backbones=backbones,
        trainable_params=trainable,
        load_s=load_s,
        threads=torch.get_num_threads(),
        score_mean=tally["correct"] / max(tally["checked"], 1),
    )


if __name__ == "__main__":
    main()
