"""The repositories the real rounds 46-58 and 72-77 read, described once: each one's commit,
model, prompt, runs or files, what it calls its gold and its licence, and the provenance tuple of a
record read from it (`build_public_heldout*.py`'s `SOURCES`). whong92's model text names the lines
each round took, so each builder keeps its own `WH_MODEL`; the thaotnguyen files' texts take the
pages each round joined."""

NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

# --- yyfblock/grpo-math: GRPO training rollouts of Qwen2.5-1.5B on GSM8K train -----------------
YB, YBC = "yyfblock/grpo-math", "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template, as round 19 read it)"
)
YB_RUNS = {
    "s1_smoke_1.5b": "Qwen/Qwen2.5-1.5B (base) during the repository's first GRPO smoke run on "
    "GSM8K train (results/s1_smoke_1.5b; taken to be configs/base.yaml at f0c2582 as round 19 "
    "read it: 8 generations per question at temperature 1.0)",
    "s2a1_lora_lr1e-5": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-20 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-20 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-21 read it: LoRA, "
    "lr 1e-5, adaptive entropy control, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as earlier rounds read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens, seed 42)",
}
YB_MODEL = (
    "{}: the training rollouts the run logged at step {} (two questions, 8 samples each; the "
    "whole file, one page, read); the record is one line's 'text' (the completion after the "
    "prompt's closing 'Assistant: <think>'); the file stores no question: the GSM8K train "
    "question is identified by the completions' content and checked by the file's gold"
)


def yyfblock_source(short: str, run: str, step: int) -> tuple:
    return (
        f"{short}-qwen25-15b-grpo-{run}-step{step}-gsm8k", YB,
        f"results/{run}/train_samples_step{step}.jsonl", YBC,
        YB_MODEL.format(YB_RUNS[run], step), YB_PROMPT, "think_answer", "gsm8k", "gold",
        NO_LICENCE,
    )  # fmt: skip


# --- RobbenRibery/rft-gsm8k: Phi-3.5-mini-instruct LoRA RFT checkpoints on GSM8K test -----------
RR = "RobbenRibery/rft-gsm8k"
RR_EVAL = (
    "evaluated by the repository on its 90 % hold-out of GSM8K test (README: Maj@1 with "
    "temperature 0.2 sampling; 1188 questions, the file's rows in its own order, not test "
    "order); a CSV with columns questions, sampled_completions, ground_truth_completions, "
    "maj_1s; the record is one row's `sampled_completions` field (the CSV field's text, enc "
    "'text'); this round the page at {}"
)
RR_FILES = {
    "b1wt": (
        "results/models-[beta1(1)-equation-with-text]-[attn-ffn]-[16r-12alpha]-[lr1e-03-"
        "gradacum1]-[componly]-[rftdataonly]-qlora_rft_747instances-checkpoint-22_.csv",
        "1596f3449ac8c194a78c17b36a400b4b35c8cd7d",
        "microsoft/Phi-3.5-mini-instruct after the repository's rejection-sampling fine-tuning "
        "with QLoRA (attention and FFN, rank 16, alpha 12, lr 1e-3, completion-only loss, RFT data "
        "only, beta1 1 on equations with text, checkpoint 22, per the file name), ",
        "phi35-rft-b1wt-ck22",
    ),
}
RR_PROMPT = (
    "prompt.py Template (as stored at 0458604): system 'Human:\\nYou are a helpful assistant that "
    "is exceptional at solving Grade School Math Problems.', user 'Task: Think step by step to "
    "derive the final answer for the following question.\\nApproach: Build intermediate steps "
    "which leads to the final answer, perform calculations when required.\\n\\n```question\\n"
    "{question}\\n```\\nAfter completing all steps, you must submit your final answer using only "
    "numbers and no other characters.\\nWrite your final answer in a seperate new line preceeded "
    'by "####".\' (the version that wrote the files is not pinned)'
)


def robbenribery_source(short: str, which: str, page: int) -> tuple:
    path, commit, model, tag = RR_FILES[which]
    return (
        f"{short}-{tag}-gsm8k", RR, path, commit, model + RR_EVAL.format(page), RR_PROMPT,
        "long_cot", "gsm8k", "ground_truth_completions '####' value", NO_LICENCE,
    )  # fmt: skip


# --- pruksmhc/gsm8k_minimal_rl: GRPO checkpoint 200's rollouts on GSM8K test, <reasoning>/<answer>
PK = "pruksmhc/gsm8k_minimal_rl"
PK_MODEL = (
    "the model of the repository's TRL GRPO run (train_gsmk.py: default --model "
    "Qwen/Qwen2.5-1.5B-Instruct; the rollout file names no model) at checkpoint {} (README: about "
    "234 steps in the run, checkpoint 200 near the end of one epoch); rollouts written by "
    "generate_rollouts.py's grpo_rollout_demo on GSM8K test (temperature 0.8, top_p 0.9, 8 "
    "completions a question); completions end with the model's own end of turn; this round the "
    "page at {}; the record is one line's assistant `content`"
)
PK_PROMPT_CHAT = (
    "chat format (the file's `prompt` field holds only the question; train_gsmk.py's system "
    "prompt '\\nRespond in the following format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n"
    "...\\n</answer>\\n' with the question as the user turn)"
)
PK_OWN = (
    "question (the file stores no gold; the transcribed gold is the gsm8k/test.jsonl value itself)"
)


def pruksmhc_source(short: str, page: str) -> tuple:
    return (
        f"{short}-qwen-grpo-ckpt200-gsm8k", PK, "rollout_ckpt_200_gsmk_qwen.jsonl",
        "07bfdb9fbd55f9cbadcf19beed88ffc975715146", PK_MODEL.format(200, page), PK_PROMPT_CHAT,
        "think_answer", "gsm8k", PK_OWN, NO_LICENCE,
    )  # fmt: skip


# --- whong92/assignment5-alignment: Qwen2.5-Math-7B zero-shot R1-Zero on MATH-500 ----------------
WH, WHC = "whong92/assignment5-alignment", "29e05b6a8003a4a51753903cef2ee2739032daab"


# KleistvonLiu/assignment5-alignment's GRPO run on MATH (rounds 21-63) and codearky's cross-policy
# GRPO checkpoint on GSM8K (rounds 47-61): the repositories, commits and prompts every round read
KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
)
CP, CPC = "codearky/cross-policy-with-trl", "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a"
CPX_MODEL = (
    "a cross-policy GRPO checkpoint: runs/cross-policy-grpo-qwen/20260109_151644/policy0/"
    "checkpoint-700 (the file's model field; from line 101 on the file holds this model's block, "
    "GSM8K test questions again from question 0: line N = GSM8K test question N-101); policy 0 of "
    "the repo's cross-policy GRPO run (trl/examples/scripts/cross_policy_grpo.py, which round 16 "
    "read for baseline0; not re-read here), from Qwen/Qwen2.5-0.5B-Instruct on GSM8K train, "
    "sampled by the same eval script (8 completions a question); this round the page at {}; the "
    "record is one entry of a line's `completions`"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)


# --- thaotnguyen/thinking-llms-interp: base / thinking / hybrid answers (rounds 72 and 74-77) --
# Each builder names the pages it joined: the model texts end on them.
TL, TLC = "thaotnguyen/thinking-llms-interp", "0c6c09b9c98ec710d774a173f68d2d1ceb51bd2b"
TL_PROMPT_THINKING = (
    "not read (the repository's hybrid/ scripts hold it); the thinking model's answers open inside "
    "its reasoning and close it with '</think>', so its prompt evidently ended with '<think>'"
)
TL_PROMPT = TL_PROMPT_THINKING + "; the base model's answers often open by restating the question"
TL8G_MODEL = (
    "one of the three models of the file (its metadata: base_model 'meta-llama/Llama-3.1-8B', "
    "thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Llama-8B', and the repository's "
    "'hybrid_model', the base model steered by the repository's hybrid method; n_tasks 302, GSM8K "
    "test questions); the record's `key` names which (tasks[i].model_answers.<model>); the answers "
    "stop at a generation limit (the base and hybrid models often loop until cut); {}; the record "
    "is one `model_answers` string"
)
TL14M_MODEL = (
    "one of the three models of the file (its metadata: base_model 'Qwen/Qwen2.5-14B', "
    "thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', and the repository's "
    "'hybrid_model', the base model steered by the repository's hybrid method; n_tasks 332, "
    "MATH-500 test problems); the record's `key` names which (tasks[i].model_answers.<model>); the "
    "answers stop at a generation limit (the base and hybrid models often loop until cut, the "
    "thinking model is often cut inside its reasoning); {}; the record is one `model_answers` "
    "string"
)
TL32M_MODEL = (
    "one of the three models of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', "
    "thinking_model 'Qwen/QwQ-32B', and the repository's 'hybrid_model', the base model steered by "
    "the repository's hybrid method; n_tasks 18, MATH-500 test problems); the record's `key` names "
    "which (tasks[i].model_answers.<model>); the answers stop at a generation limit (the hybrid "
    "model sometimes loops on a numbered 'The answer is' line until cut, the thinking model is "
    "often cut inside its reasoning); {}; the record is one `model_answers` string"
)


def tl8g_source(pages: str) -> tuple:
    """The Llama-3.1-8B GSM8K file, read on `pages` ("pages 0 and 16000 joined (...)")."""
    return (
        "tl8g-llama31-8b-r1distill-hybrid-gsm8k", TL,
        "hybrid/results/benchmark_results_llama-3.1-8b_gsm8k.json", TLC, TL8G_MODEL.format(pages),
        TL_PROMPT, "long_cot", "gsm8k", "correct_answer ('####' value)", NO_LICENCE,
    )  # fmt: skip


def tl14m_source(pages: str) -> tuple:
    """The Qwen2.5-14B MATH-500 file, read on `pages`."""
    return (
        "tl14m-qwen25-14b-r1distill-hybrid-math500", TL,
        "hybrid/results/benchmark_results_qwen2.5-14b_math500.json", TLC,
        TL14M_MODEL.format(pages), TL_PROMPT, "long_cot", "math", "correct_answer", NO_LICENCE,
    )  # fmt: skip


TL2_14M_COMMIT = "ecefbf89b2fc7cd520f43a46df75952291c465ea"
TL2_14M_MODEL = (
    "one of the three models of the file (its metadata: base_model 'Qwen/Qwen2.5-14B', "
    "thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-14B', and the repository's "
    "'hybrid_model', the base model steered by the repository's hybrid-2 method; n_tasks 400, "
    "MATH-500 problems, not in test order; the base and thinking strings are filled, another run "
    "than the hybrid/ 14B file's); the record's `key` names which (tasks[i].model_answers.<model>); "
    "the answers stop at a generation limit (the base and hybrid models sometimes loop until cut, "
    "the thinking model is often cut inside its reasoning); {}; the record is one `model_answers` "
    "string"
)


def tl14m2_source(pages: str) -> tuple:
    """The hybrid-2 Qwen2.5-14B MATH-500 file, read on `pages` (rounds 202-216)."""
    return (
        "tl14m2-qwen25-14b-r1distill-hybrid2-math500", TL,
        "hybrid-2/results/benchmark_results_qwen2.5-14b_math500.json", TL2_14M_COMMIT,
        TL2_14M_MODEL.format(pages), TL_PROMPT, "long_cot", "math", "correct_answer", NO_LICENCE,
    )  # fmt: skip


def tl32m_source(pages: str) -> tuple:
    """The Qwen2.5-32B MATH-500 file, read on `pages`."""
    return (
        "tl32m-qwen25-32b-qwq-hybrid-math500", TL,
        "hybrid/results/benchmark_results_qwen2.5-32b_math500.json", TLC,
        TL32M_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "math", "correct_answer",
        NO_LICENCE,
    )  # fmt: skip


TLQ15G_MODEL = (
    "one of the three models of the file (its metadata: base_model 'Qwen/Qwen2.5-Math-1.5B', "
    "thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B', and the repository's "
    "'hybrid_model', the base model steered by the repository's hybrid method; n_tasks 500, GSM8K "
    "test questions in test order from question 0); the record's `key` names which "
    "(tasks[i].model_answers.<model>); the answers stop at a generation limit (the hybrid model "
    "sometimes loops on an answer paragraph or invents a chat exchange, the thinking model is "
    "sometimes cut inside its reasoning); {}; the record is one `model_answers` string"
)


def tlq15g_source(pages: str) -> tuple:
    """The Qwen2.5-Math-1.5B GSM8K file (round 80 on), read on `pages`."""
    return (
        "tlq15g-qwen25math-1.5b-r1distill-hybrid-gsm8k", TL,
        "hybrid/results/benchmark_results_qwen2.5-math-1.5b_gsm8k.json", TLC,
        TLQ15G_MODEL.format(pages), TL_PROMPT, "long_cot", "gsm8k",
        "correct_answer ('####' value)", NO_LICENCE,
    )  # fmt: skip


# --- the repositories of rounds 87-104 (7174Andy, handsomeZR, vukrosic, DT6A, nguyentranhuy999):
# the constants their builders share, each the same text in every one ---
HZ, HZC = (
    "handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026",
    "7ccc597e237a2f5500c368e81f37e7abbaf923cb",
)
HZ_PROMPT = (
    "the repo's prompt (not read; answers end with a '#### N' line); the record is `prediction`"
)
HZ_PATH = "第二次/gsm8k_seq2seq_transformer/runs/{}/test_predictions.jsonl"
# (rounds 98 on; rounds 87-94 describe their runs in words of their own)
HZ_MODEL = (
    "{} (the file's `model_name`; API run of the repo's coursework, 1024-token completion cap) on "
    "GSM8K test; pages {} of the file (lines {})"
)
HZ_OWN = "`gold_final` ('####' value of `gold`)"
DT, DTC = "DT6A/GSM8K-AI-SubQ", "b9c56e696e8755c65751c4e02b4f9c14f10b1cf5"
DT_LICENCE = "MIT (LICENSE: 'MIT License, Copyright (c) 2024 Denis Tarasov')"
DT_PROMPT = (
    "the repo's sub-question answering prompt (not read); the record is `answers` "
    "('A1: ... An: ...' then 'Final answer: N')"
)
AN, ANC = "7174Andy/grounding-llm-gsm8k", "9780b1bd1f663be48137634ba600e6ccd30532dd"
AN_PROMPT = (
    "'Question: {question}Answer the question step by step. At the end, give your final numeric "
    "answer in the format '#### answer'.\\nAnswer:' (the file's `prompt`); the record is the "
    "file's `model_generation` after that prompt, which it repeats verbatim"
)
AN_OWN = (
    "question (the file stores no gold; the transcribed gold is the gsm8k/test.jsonl value itself)"
)
NF, NFC = "nguyentranhuy999/GSM8K-Solution-Verifier", "76efbb427376d7eac9fe593e08426ba6e6475f71"
NF_LICENCE = "MIT (LICENSE: 'MIT License, Copyright (c) 2026 Nguyễn Trần Huy')"
VK, VKC = "vukrosic/qwen-lora-loss-selection-gsm8k", "b6e31620e9ab9c2136d2a2fdd78ef0af2db50d33"
VK_PROMPT = "the repo's GSM8K prompt (not read; answers in GSM8K's '<<calc>>' / '#### N' style); the record is `generated`"
VK_LICENCE = (
    "none granted (LICENSE-NOTICE.md: 'No software license has been selected or granted for this "
    "local artifact'; the included GSM8K data keep GSM8K's MIT licence)"
)


# --- Zhuohao-Li/Hawkeye (rounds 118-134): DeepSeek-R1-Distill-Qwen-7B style runs on GSM8K test
# (bench/gsm); the constants its builders share, each the same text in every one (round 118 words
# its file descriptions with a ZH_MODEL of its own) ---
ZH, ZHC = "Zhuohao-Li/Hawkeye", "8c0ad3443dadc93d423a14567cd81e1dee473e5b"
ZH_PROMPT = (
    "'Question: {question}.' as the only user turn (benchark/gsm/run.py `base_qa` at 2926e0f, "
    "sglang, max_tokens 1024, temperature 0.7, top_p 0.9); the record is the element's "
    "`model_output`, which opens with '<think>'"
)
ZH_COT_PROMPT = (
    "'Question: {question}. Please generate a concise chain-of-thought reasoning without "
    "repeating the question.' as the only user turn (benchark/gsm/run.py `cot` and utils.py "
    "`cot_prompt` at 2926e0f, sglang, max_tokens 1024, temperature 0.7, top_p 0.9); the record "
    "is the element's `cot`, which opens with '<think>'"
)
ZH_QA_PROMPT = (
    "'Question: {question}\\nCot: {cot}\\nThis is a chain-of-thought that helps you answer.\\nSo "
    "the answer is:' as the only user turn, {cot} being the element's `cot` (benchark/gsm/run.py "
    "`qa` and utils.py `doc_to_text` at 2926e0f, sglang, max_tokens 512, temperature 0.7, "
    "top_p 0.9); the record is the element's `model_output`"
)
ZH_PATH = "bench/gsm/results/{}"
ZH_MODEL = (
    "{} on GSM8K test questions in test order from question 0 (an indented JSON list of "
    "{{question, answer, model_output, score}}; 1024-token completion cap); pages {} of the "
    "file (elements {})"
)
ZH_OWN = "`answer` (the '####' value of the GSM8K answer)"
ZH_ECOT = (
    "Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B (per the folder name and "
    "bench/gsm/run.yaml cot_model_path; a fine-tune of DeepSeek-R1-Distill-Qwen-7B; the file is "
    "its run's repeat n = {})"
)

ZH_GR = (
    "gsm_result.json, the repository's two-stage GSM8K run (an indented JSON list of {{question, "
    "answer, cot, model_output, score}} in test order from question 0): {}; {}"
)


def zh_sources(
    hdr: tuple[str, str], hde: tuple[str, str], hdb: tuple[str, str], hd2: tuple[str, str], gr: str
) -> dict[str, tuple]:
    """The SOURCES of a Hawkeye round (rounds 146-167 read the same six files): for each of the
    four single-run files its pages and elements, and for gsm_result.json (the `cot` and the
    `model_output` of each element) its pages. Each entry: short id, repo, path, commit, model,
    prompt, prompt format, dataset, what the file calls its gold, licence."""
    return {
        "hdr": (
            "hdr-deepseek-r1-distill-qwen-7b-gsm8k", ZH,
            ZH_PATH.format("DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
            ZH_MODEL.format("deepseek-ai/DeepSeek-R1-Distill-Qwen-7B (bench/gsm/run.yaml "
                            "base_model_path; the file is the run's repeat n = 1)", *hdr),
            ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
        "hde": (
            "hde-efficient-cot-r1-distill-qwen-7b-gsm8k", ZH,
            ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/1_result.json"), ZHC,
            ZH_MODEL.format(ZH_ECOT.format(1), *hde),
            ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
        "hdb": (
            "hdb-r1-distill-qwen-7b-baseline-gsm8k", ZH,
            ZH_PATH.format("gsm_baseline_result.json"), ZHC,
            ZH_MODEL.format("the repository's GSM8K baseline run (per the file name "
                            "'gsm_baseline_result'; R1-Distill style '<think>' completions, taken "
                            "to be deepseek-ai/DeepSeek-R1-Distill-Qwen-7B, the run.yaml base "
                            "model)", *hdb),
            ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
        "hd2": (
            "hd2-efficient-cot-r1-distill-qwen-7b-gsm8k-n2", ZH,
            ZH_PATH.format("Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B/2_result.json"), ZHC,
            ZH_MODEL.format(ZH_ECOT.format(2), *hd2),
            ZH_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
        "hgc": (
            "hgc-efficient-cot-r1-distill-qwen-7b-gsm8k-cot", ZH,
            ZH_PATH.format("gsm_result.json"), ZHC,
            ZH_GR.format("stage 1's chain of thought (`cot`) by "
                         "Jianshu001/Efficient_CoT_DeepSeek-R1-Distill-Qwen-7B (run.yaml "
                         "cot_model_path)", gr),
            ZH_COT_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
        "hgo": (
            "hgo-qwen2.5-0.5b-instruct-gsm8k-from-cot", ZH,
            ZH_PATH.format("gsm_result.json"), ZHC,
            ZH_GR.format("stage 2's answer (`model_output`) by Qwen/Qwen2.5-0.5B-Instruct (run.yaml "
                         "small_model_path at 8c0ad34), given the question and stage 1's cot", gr),
            ZH_QA_PROMPT, "long_cot", "gsm8k", ZH_OWN, NO_LICENCE,
        ),
    }  # fmt: skip


# --- thaotnguyen/thinking-llms-interp, the Qwen2.5-32B files (rounds 130-152): the source helpers
# their builders share, each the same text in every one ---
TL32G_MODEL = (
    "one of the three models of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', "
    "thinking_model 'deepseek-ai/DeepSeek-R1-Distill-Qwen-32B', and the repository's "
    "'hybrid_model', the base model steered by the repository's hybrid method; n_tasks 500, GSM8K "
    "test questions in test order); the record's `key` names which "
    "(tasks[i].model_answers.<model>); the answers stop at a generation limit (the hybrid model "
    "sometimes loops an answer line, its whole solution or an invented prompt until cut, the "
    "thinking model is sometimes cut inside its reasoning); {}; the record is one `model_answers` "
    "string"
)

TL32RF_MODEL = (
    "the hybrid model of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model "
    "'qwen/QwQ-32B', and the repository's 'hybrid_model', the base model steered by the "
    "repository's hybrid method in its 'random-firing' variant; n_tasks 79, MATH-500 problems; the "
    "base and thinking strings are empty); the record's `key` names it "
    "(tasks[i].model_answers.hybrid_model); the answers stop at a generation limit (the hybrid "
    "model sometimes loops an answer line or its whole solution until cut); {}; the record is one "
    "`model_answers` string"
)

TL32BO_MODEL = (
    "the hybrid model of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model "
    "'qwen/QwQ-32B', and the repository's 'hybrid_model', the base model steered by the "
    "repository's hybrid-2 method in its 'bias-only' variant; n_tasks 500, MATH-500 problems in "
    "test order; the base and thinking strings are empty); the record's `key` names it "
    "(tasks[i].model_answers.hybrid_model); the answers stop at a generation limit (the hybrid "
    "model sometimes loops a paragraph or its whole solution until cut); {}; the record is one "
    "`model_answers` string"
)

TL2BOC = "c7f345b71de891d014b9ae61f708a4ee239d6a53"

TL32RV_MODEL = (
    "the hybrid model of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model "
    "'qwen/QwQ-32B', and the repository's 'hybrid_model', the base model steered by the "
    "repository's hybrid-2 method in its 'random-vectors' variant; n_tasks 396, MATH-500 "
    "problems, not in test order; the base and thinking strings are empty); the record's `key` "
    "names it (tasks[i].model_answers.hybrid_model); the answers stop at a generation limit (the "
    "hybrid model sometimes loops a paragraph or a numbered step until cut); {}; the record is "
    "one `model_answers` string"
)

TL2RVC = "36d1379fbd7b51d196dea55dd87bbbc8cac47792"


def tl32g_source(pages: str) -> tuple:
    """The Qwen2.5-32B / R1-Distill-Qwen-32B GSM8K file, read on `pages`."""
    return (
        "tl32g-qwen25-32b-r1distill32b-hybrid-gsm8k", TL,
        "hybrid/results/benchmark_results_qwen2.5-32b-on-deepseek-r1-distill-qwen-32b_gsm8k.json",
        TLC, TL32G_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "gsm8k",
        "correct_answer ('####' value)", NO_LICENCE,
    )  # fmt: skip


# (rounds 158-182's hybrid-2 GSM8K file, one definition)
TL32H2G_MODEL = (
    "one of the models of the file (its metadata: base_model 'Qwen/Qwen2.5-32B', thinking_model "
    "'qwen/QwQ-32B', and the repository's 'hybrid_model', the base model steered by the "
    "repository's hybrid-2 method; n_tasks 486, GSM8K test questions, not in test order); the "
    "record's `key` names which (tasks[i].model_answers.<model>; its base_model answers repeat "
    "earlier rounds and are not taken); the answers stop at a generation limit (the hybrid model "
    "sometimes loops its whole solution until cut, the thinking model is sometimes cut inside its "
    "reasoning or its summary); {}; the record is one `model_answers` string"
)
TL2GC = "5e896d6fa9ec80cd18198a724f4f0570b47a64cf"


def tl32h2g_source(pages: str) -> tuple:
    """The Qwen2.5-32B / QwQ-32B GSM8K file of hybrid-2/results, read on `pages`."""
    return (
        "tl32h2g-qwen25-32b-qwq-hybrid2-gsm8k", TL,
        "hybrid-2/results/benchmark_results_qwen2.5-32b_gsm8k.json", TL2GC,
        TL32H2G_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "gsm8k",
        "correct_answer ('####' value)", NO_LICENCE,
    )  # fmt: skip


def tl32rf_source(pages: str) -> tuple:
    """The Qwen2.5-32B random-firing MATH-500 file, read on `pages`."""
    return (
        "tl32rf-qwen25-32b-qwq-hybrid-random-firing-math500", TL,
        "hybrid/results/benchmark_results_qwen2.5-32b_math500_random-firing.json", TLC,
        TL32RF_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "math", "correct_answer",
        NO_LICENCE,
    )  # fmt: skip


def tl32bo_source(pages: str) -> tuple:
    """The Qwen2.5-32B bias-only MATH-500 file of hybrid-2/results, read on `pages`."""
    return (
        "tl32bo-qwen25-32b-qwq-hybrid2-bias-only-math500", TL,
        "hybrid-2/results/benchmark_results_qwen2.5-32b_math500_bias-only.json", TL2BOC,
        TL32BO_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "math", "correct_answer",
        NO_LICENCE,
    )  # fmt: skip


def tl32rv_source(pages: str) -> tuple:
    """The Qwen2.5-32B random-vectors MATH-500 file of hybrid-2/results, read on `pages`."""
    return (
        "tl32rv-qwen25-32b-qwq-hybrid2-random-vectors-math500", TL,
        "hybrid-2/results/benchmark_results_qwen2.5-32b_math500_random-vectors.json", TL2RVC,
        TL32RV_MODEL.format(pages), TL_PROMPT_THINKING, "long_cot", "math", "correct_answer",
        NO_LICENCE,
    )  # fmt: skip
