r"""Build public_heldout23.jsonl: a twenty-third held-out round of REAL model completions (issue 25).

Why: rounds 1-22 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, format_reward, answer_reward, metrics, correct,
format_ok, pred, parsed_integer_answer, samples_correct, accuracy headers and the like) were not
used to label (several disagree with the labels: Tathagata's base-4shot 'correct' is true for a
loop cut at the token cap that never states an answer).

Method (rounds 3-22's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record as the page shows it.
`r` is the record's text at file level (the file's JSON string), `enc` = `json`: the build decodes
its escapes once more. A record is taken only when its whole completion and its file gold lie on
the pages read. Nothing is shortened. The four yyfblock files are whole files; the sum of their
reconstructed line lengths equals the index's total_chars for each (one transcription slip, a
missing backslash in ya225 line 10's '<\/think>', was found this way and fixed).

Repositories (320 records). The search for repositories new to the corpus (find_repos /
find_files / find_string / code search: R1-Zero and TinyZero forks, rollouts.jsonl,
generations.jsonl, samples.jsonl, eval_results.jsonl, lm-eval 'filtered_resps', Qwen2.5-Math
harness 'gt_cot' outputs, '</think> <answer>\boxed{' strings, Chinese and Russian answer phrases)
found none with usable committed GSM8K / MATH completions in the time given (dead ends below); this
round therefore takes only files no earlier round used (`grep -l <path> build_public_heldout*.py`
finds none of them) from six repositories already in the corpus:
Tathagata-Ghosh-Developer/llm-posttrain-gsm8k 85 (26.6 %; MIT by its README),
KleistvonLiu/assignment5-alignment 78 (24.4 %), yyfblock/grpo-math 64 (20.0 %),
tahaBerkBeton/improving-a-small-slm-on-gsm8k 47 (14.7 %), xiaofei9289/CS336_Project 27 (8.4 %;
MIT), shauryajeloka/yoda-gsm8k-posttraining 19 (5.9 %). No licence file was found for the
others; `licence` per record.

Selection (records as they come, not by how hard they look; each file read from its start in file
order; every record whose completion and gold lie on the pages read taken unless said):
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, none in MATH-500 by their opening words, file gold):
  k2, k4, k6, k7, k9, k11, k13, k14, k16 = rollout_step_0000{02,04,06,07,09,11,13,14,16}/
  rollouts.jsonl, page 0 of each: step 2 question 0 rollouts 0-7; step 4 q0 r0-7 and q1 r0-2; step
  6 q0 r0-7; step 7 q0 r0-4; step 9 q0 r0-7 and q1 r0; step 11 q0 r0-7 and q1 r0; step 13 q0 r0-7;
  step 14 q0 r0-7 and q1 r0-2; step 16 q0 r0-7 and q1 r0 (rounds 9 and 20-22 took steps 1, 3, 5, 8,
  10, 12, 15, 17, 20, 25, 30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84, 87). MATH in
  the answer-tag format: answer tags that are never closed and followed by invented 'Human:' turns,
  '<answer>1:2<span style="color: gray;"></answer>', '</answer/frame>', '</answer wrought:tag>'
  followed by a ramble in English, Chinese, Arabic, Japanese and U+FFFD characters, '####
  <answer>[/answer]>', an '<answer>$$ ...' placeholder, '<answer> $\frac{x}{2}$ </answer>',
  '<answer> $3:2$ </answer>', nested answer tags, '<answer>$\boxed{\frac14}$</answer>', '31/90' for
  '\frac{31}{90}', no tags with a last box, 'The answer is 0.17.' after '31/90 = 0.17', a list of
  three 'Answer is' options, '$\boxed{\mathbf{0}}$' for a column of zeros, '\end think>' strings, a
  bare matrix followed by invented 'User:' turns about MathJax.
* Tathagata-Ghosh-Developer/llm-posttrain-gsm8k (Qwen2.5-0.5B; long_cot, GSM8K test in order,
  greedy, 300 new tokens; round 18 took results/greedy_grpo.jsonl): tgb = results/greedy_base.jsonl
  lines 1-13 (the base model zero-shot: 'The answer is N.' then invented '[Question]'/'[Answer]'
  turns, full-width spaces, Chinese words inside English); tgs = results/greedy_sft.jsonl lines
  1-28 ('#### N', '#### 11,915'); tg4 = results/greedy_base_4shot.jsonl lines 1-25 ('#### N' and a
  dangling 'Question:', loops cut at the cap); tgd = results/greedy_dpo.jsonl lines 1-19 (page 0 of
  each; the next line crosses the page edge).
* yyfblock/grpo-math (Qwen2.5-1.5B during GRPO, its R1-style prompt; think_answer, GSM8K train;
  whole files, two questions x 8 samples; the files store no question: it was identified from the
  completions and is checked by the file's gold): ya50 = s2a1_lora_lr1e-5 step 50; yc50 =
  s2ac_cold_lr1e-5 step 50; yf75 = s2a2_full_lr2e-6 step 75 (a 24-hour-clock question, gold 730:
  '<answer>0800 hours</answer>', '07:00', '8:40 am', '10:10 PM'); ya225 = s2a1_lora_lr1e-5 step 225
  (rounds 16-22 took other steps of these runs).
* tahaBerkBeton/improving-a-small-slm-on-gsm8k (think_answer with '<reasoning>…</reasoning>
  <answer>…</answer>', GSM8K test in order; rounds 18-19 took zero_val.json and
  sft_glm53_grpo_val.json): gv = scripts/inference/results/glm53_val.json scored_inferences 0-15
  (GLM 5.3 Flash through OpenRouter, an API model, the repository's teacher); tp = prime_val.json
  entries 0-17 (untouched Qwen2.5-1.5B-Instruct); ts = sft_glm53_val.json entries 0-12
  (Qwen2.5-1.5B-Instruct after SFT on the GLM traces). Page 0 of each.
* xiaofei9289/CS336_Project (OLMo-2-0425-1B, CS336 assignment 5, R1-Zero prompt; think_answer, page
  0 of each): xd0 = dr_grpo_seed_0/rollouts_step_40.jsonl lines 1-15 (GSM8K train); xc0 =
  grpo_constant_seed_0/val_rollouts_step_-1.jsonl lines 1-12 (the base model before any update,
  GSM8K test; round 20 took another run's step -1 file, whose samples differ).
* shauryajeloka/yoda-gsm8k-posttraining (Qwen2.5-3B-Instruct without adapter, greedy, 400-token
  cap; long_cot, a frozen GSM8K test sample in the file's order; round 18 took rlvr-nokl): sb =
  outputs/base/gsm8k_eval.jsonl lines 1-9 (no format asked: boxes, prose, cut at the cap); sf =
  outputs/base-fmt/gsm8k_eval.jsonl lines 1-10 ('Final answer: N' asked).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-22's conventions: the last
final answer counts; a hedge, a list of options or two different final answers is wrong; cut before
any final answer is no_answer; equal in value but written differently is correct (a unit word, a
'$' sign with the value, '31/90' for '\frac{31}{90}', '$x = -3$' for -3); another quantity
('Donuts costs $68 per dozen', the angle as a fraction of another angle) is wrong; in the tag
format the <answer> content is the final answer whatever the think block says, read for its final
value when it holds a sentence or an equation chain; unclosed, unopened or malformed tags
('</ think>', '<endthink>', '</answer/frame>', '<\/think>') still hold the answer; an answer tag
holding a placeholder or an expression in unknowns is no_answer; a completion with no answer tag is
labelled by its last box, its 'The answer is' sentence or its last stated result; a completion
that goes on with invented 'User:' / 'Human:' / '[Question]' turns is labelled by the answer to
the question actually posed, and one whose only answer tag answers an invented question is
no_answer (round 20's convention); a completion cut at the token cap right after the value asked
for is labelled by it (round 19's convention, debatable); a value reached and then doubted in a
re-check that is cut off is no_answer (round 10's convention); a right final value after wrong
working is correct (noted). Hesitations are marked 'debatable:' in the note (9 records).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question (else train.jsonl) that opens
with the record's question words, checked equal to the file's own gold (Tathagata's 'gold',
tahaBerkBeton's ground_truth_integer_answer, yyfblock's 'gold', xiaofei9289's ground_truth,
shauryajeloka's ground_truth): tgb, tgs, tg4, tgd, gv, tp, ts, sb, sf, xc0 are GSM8K test; ya50,
yc50, yf75, ya225, xd0 GSM8K train. MATH = the problem is looked up in MATH-500
(../shared/data/math500/test.jsonl) by its opening words (none of the 78 is there); else the
file's own gold as transcribed (KleistvonLiu's `answer` field).

Counts: 320 records; think_answer 216 (GSM8K 138, MATH 78), long_cot 104 (GSM8K 104; no long
chain-of-thought MATH was found in an unused file); GSM8K 242 (test 163, train 79), MATH 78;
correct 127, wrong 178, no_answer 15; 9 debatable.

Dead ends this round (searched, nothing usable): cJamesSmith/math-eval's qwen25-math-cot file
(page 1 is still the same repetition loop as page 0); sherrywan717's reports/runs/*_0p5b_*
completions (Countdown puzzles, not GSM8K/MATH, and token-id arrays); mobius-style/
reflective-budget-governor and muhsinh/Geodesic-MARS rollouts.jsonl (Japanese marketing text,
alignment-faking dialogues); The2813509163's other OpenCompass runs (HungarianExamMath, game24,
SVAMP: not GSM8K/MATH); Muqi1029/NoThink-project (its deepseek-reasoner file is empty);
find_string for '</think> <answer>\boxed{', '"completion": "<think>', '"filtered_resps": [',
'"gt_cot": "', '因此，答案是 \boxed{', 'Ответ: \boxed{' (tests, prompt templates and docs only);
xsxmt0721/Qwen-Math-GRPO logs/grpo_logs/*/test_results.json (metrics only, no completions).

Usage: python build_public_heldout23.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout23.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout23.jsonl"
SOURCE = "public_heldout23"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr 1e-5, "
    "T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-22 took rollout steps 1, 3, 5, "
    "8, 10, 12, 15, 17, 20, 25, 30, 35, 40, 42, 45, 50, 52, 55, 60, 65, 68, 70, 75, 80, 84 and "
    "87), rollout step {}, on MATH test problems; the record is one line's response (the text "
    "after the prompt's closing 'Assistant: <think>')"
)
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
)


def _kl(step: int) -> tuple:
    return (
        f"k{step}-qwen25-math-15b-grpo-step{step}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(step),
        KL_PROMPT,
        "think_answer",
        "math",
        "answer",
        NO_LICENCE,
    )


TG = "Tathagata-Ghosh-Developer/llm-posttrain-gsm8k"
TG_COMMIT = "5afa947f7712d2d71eb03d485d71f36fc155957c"
TG_LICENCE = (
    "MIT (the repository's README, section Licence, as round 18 read it; no LICENSE file in the "
    "index)"
)
TG_BASE = (
    "Qwen/Qwen2.5-0.5B (base), the repository's starting model (round 18 read its README at "
    "8f63307: SFT on GSM8K train, DPO and GRPO start from it), greedy decoding, 300 new tokens, on "
    "the GSM8K test set in order (configs/eval.yaml as round 18 read it); {}; the record is one "
    "line's completion (round 18 took the GRPO model's greedy_grpo.jsonl of the same folder; "
    "results/summary.md gives greedy pass@1 5.5 (base), 35.0 (base 4-shot), 34.6 (SFT), not used "
    "to label)"
)
TGB_MODEL = TG_BASE.format(
    "zero-shot ('base' in results/summary.md: format rate 0.4): the base model answers 'The "
    "answer is N.' and goes on with invented '[Question]'/'[Answer]' turns"
)
TG4_MODEL = TG_BASE.format(
    "four-shot ('base_4shot' in results/summary.md), the shots' GSM8K '#### N' style copied"
)
TGS_MODEL = (
    "Qwen/Qwen2.5-0.5B after the repository's SFT on GSM8K train ('sft' in results/summary.md), "
    "greedy decoding, 300 new tokens, on the GSM8K test set in order; the record is one line's "
    "completion (round 18 took the GRPO model's greedy_grpo.jsonl of the same folder)"
)
TGD_MODEL = (
    "Qwen/Qwen2.5-0.5B after the repository's SFT on GSM8K train and then DPO ('dpo' in "
    "results/summary.md: greedy pass@1 29.2, not used to label), greedy decoding, 300 new tokens, "
    "on the GSM8K test set in order; the record is one line's completion"
)
TG_PROMPT = "'Question: {question}\\nAnswer:' (README, Method, as round 18 read it; zero-shot)"
TG4_PROMPT = (
    "four GSM8K train solutions as 'Question: ...\\nAnswer: ... #### N' shots, then "
    "'Question: {question}\\nAnswer:' (the file name and its completions, which end '#### N' and "
    "often a dangling 'Question:'; the shots themselves were not read this round)"
)


def _tg(short: str, name: str, model: str, prompt: str) -> tuple:
    return (short, TG, f"results/{name}.jsonl", TG_COMMIT, model, prompt, "long_cot", "gsm8k",
            "gold", TG_LICENCE)  # fmt: skip


TZ = "tahaBerkBeton/improving-a-small-slm-on-gsm8k"
TZ_COMMIT = "2e17b42c716378e7fae47ce55e9035dfb2949a25"
TZ_DIR = "scripts/inference/results/"
GV_MODEL = (
    "GLM 5.3 Flash through the OpenRouter API ('z-ai/glm-5.3-flash', provider z-ai; "
    "scripts/inference/run_inference_glm53_on_val_and_train.py at 2e17b42), the repository's "
    "teacher, run with its TEACHER_XML_SYSTEM_PROMPT on the repository's validation split (GSM8K "
    "test questions in order; accuracy 97.19 by the file's header, not used to label); the record "
    "is one scored_inferences entry's answer. An API model's reasoning in <reasoning>/<answer> "
    "tags; prompt_format think_answer as in rounds 8, 18, 19, 21 and 22"
)
GV_PROMPT = (
    "system: the repository's TEACHER_XML_SYSTEM_PROMPT (scripts/inference/prompts.py; not read "
    "this round: by the completions a <reasoning>...</reasoning> block then <answer>N</answer>); "
    "user: '{question}'"
)
TP_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct, untouched (scripts/inference/"
    "run_inference_instruct_prime_on_val.py at 2e17b42: 'the untouched Qwen2.5-1.5B-Instruct "
    "model on the validation set with the XML system prompt'), local batched inference, on the "
    "repository's validation split (GSM8K test questions in order; accuracy 62.09 by the file's "
    "header, not used to label); the record is one scored_inferences entry's answer. NOTE: "
    "<reasoning>/<answer> tags; prompt_format think_answer as in rounds 8, 18, 19, 21 and 22"
)
TS_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct after the repository's SFT on GLM 5.3 Flash teacher traces "
    "(models/README.md at 2e17b42: Qwen1_5_SFT_GLM, scripts/train/sft_on_glm53_traces.py, "
    "published as Tahatest123456/Qwen2.5-1.5B-GSM8K-SFT), run by "
    "scripts/inference/run_inference_SFT_GLM53_on_val.py (not read) on the repository's "
    "validation split (GSM8K test questions in order; accuracy 69.90 by the file's header, not "
    "used to label); the record is one scored_inferences entry's answer (round 19 took the same "
    "model after GRPO). The run script was not read this round: the prompt is taken to be the "
    "repository's XML_SYSTEM_PROMPT, as for tp and round 19's GRPO model (the completions use its "
    "<reasoning>/<answer> tags). prompt_format think_answer"
)
TZ_PROMPT = (
    "system (scripts/inference/prompts.py XML_SYSTEM_PROMPT, as round 19 read it): 'You are a "
    "careful math solver.\\nThink through the problem step by step inside <reasoning> and "
    "</reasoning> tags.\\nThen give the final answer inside <answer> and </answer> tags.\\nBetween "
    "the <answer> tags, return only the integer response (no float): digits only, with a leading "
    "minus sign if negative, no units, no commas, no words.\\n\\nRespond in exactly this "
    "format:\\n<reasoning>\\n...\\n</reasoning>\\n<answer>\\n...\\n</answer>'; user: '{question}'"
)


SJ = "shauryajeloka/yoda-gsm8k-posttraining"
SB_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct without any adapter (the file's generation field: model "
    "'Qwen/Qwen2.5-3B-Instruct', adapter null, temperature 0.0, system_prompt 'qwen_default', "
    "max_new_tokens 400), the repository's untouched base model, on a frozen sample of GSM8K test "
    "questions (the file's metadata: stem_eval, seed 1337; the order is the file's, not the test "
    "set's); the record is one line's response (round 18 took the rlvr-nokl folder's file)"
)
SF_MODEL = (
    "Qwen/Qwen2.5-3B-Instruct without any adapter, greedy (the file's generation field: adapter "
    "null, temperature 0.0, system_prompt 'qwen_default', max_new_tokens 400, and a "
    "prompt_suffix asking for a 'Final answer: <number>' line), on the same frozen GSM8K test "
    "sample as sb; the record is one line's response"
)
SF_PROMPT = (
    "the GSM8K question followed by '\\n\\nEnd your reply with \"Final answer: <number>\".' "
    "(the file's generation.prompt_suffix) as the user turn under Qwen's default system prompt"
)
SB_PROMPT = (
    "the GSM8K question as the user turn under Qwen's default system prompt (the file's prompt "
    "field and generation.system_prompt 'qwen_default'); no format asked"
)

XF = "xiaofei9289/CS336_Project"
MIT = "MIT (the repository's LICENSE file, read through the index in round 16)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)
XD0_MODEL = (
    "allenai/OLMo-2-0425-1B during GRPO training on GSM8K train (CS336 assignment 5; run "
    "dr_grpo_seed_0: the Dr. GRPO recipe by the run's name, seed 0; round 16 took its final "
    "validation rollouts): the training rollouts the run logged at step 40 (groups of 8 samples "
    "per question); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)
XC0_MODEL = (
    "allenai/OLMo-2-0425-1B before any GRPO update (CS336 assignment 5; run grpo_constant_seed_0, "
    "validation rollouts at step -1, i.e. the base model; round 20 took the step -1 file of run "
    "dr_grpo_seed_1, whose samples differ), on GSM8K test in order; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)

YB = "yyfblock/grpo-math"
YB_COMMIT = "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template, as round 19 read it)"
)
YB_RUNS = {
    "s2a1_lora_lr1e-5": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml at f0c2582 as rounds 16-22 read it: LoRA r 32 / "
    "alpha 64, lr 1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
    "s2ac_cold_lr1e-5": "Qwen2.5-1.5B after the repository's SFT cold start "
    "(./ckpt/s_sft_cold_m7_merged) during GRPO training on GSM8K train, run s2ac_cold_lr1e-5 "
    "(configs/grpo_ac_cold.yaml at f0c2582 as rounds 18-22 read it: LoRA r 32 / alpha 64, lr "
    "1e-5, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, 700 completion "
    "tokens)",
    "s2a2_full_lr2e-6": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml at f0c2582 as rounds 16-22 read it: full "
    "fine-tuning, lr 2e-6, DAPO loss, beta 0.02, 8 generations per question at temperature 1.0, "
    "700 completion tokens)",
    "s2b1_entropy_ctrl": "Qwen/Qwen2.5-1.5B (base) during GRPO training on GSM8K train, run "
    "s2b1_entropy_ctrl (configs/grpo_b1_entropy.yaml at f0c2582 as rounds 18-22 read it: LoRA, "
    "lr 1e-5, adaptive entropy control, 8 generations per question at temperature 1.0, 700 "
    "completion tokens)",
}


def _yb(short: str, run: str, step: int) -> tuple:
    model = (
        f"{YB_RUNS[run]}: the training rollouts the run logged at step {step} (two questions, 8 "
        "samples each; the whole file); the record is one line's 'text' (the completion after the "
        "prompt's closing 'Assistant: <think>'); the file stores no question: the GSM8K train "
        "question was identified from the completions' content and is checked against the file's "
        "gold"
    )
    return (short, YB, f"results/{run}/train_samples_step{step}.jsonl", YB_COMMIT, model,
            YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE)  # fmt: skip


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "k2": _kl(2),
    "k4": _kl(4),
    "k6": _kl(6),
    "k7": _kl(7),
    "k9": _kl(9),
    "k11": _kl(11),
    "k13": _kl(13),
    "k14": _kl(14),
    "k16": _kl(16),
    "tgb": _tg("tgb-qwen25-05b-base-greedy", "greedy_base", TGB_MODEL, TG_PROMPT),
    "tgs": _tg("tgs-qwen25-05b-sft-greedy", "greedy_sft", TGS_MODEL, TG_PROMPT),
    "tgd": _tg("tgd-qwen25-05b-sft-dpo-greedy", "greedy_dpo", TGD_MODEL, TG_PROMPT),
    "tg4": _tg("tg4-qwen25-05b-base-4shot-greedy", "greedy_base_4shot", TG4_MODEL, TG4_PROMPT),
    "gv": ("gv-glm53-flash-api-val", TZ, TZ_DIR + "glm53_val.json", TZ_COMMIT, GV_MODEL, GV_PROMPT,
           "think_answer", "gsm8k", "ground_truth_integer_answer", NO_LICENCE),
    "tp": ("tp-qwen25-15b-instruct-xml-val", TZ, TZ_DIR + "prime_val.json", TZ_COMMIT, TP_MODEL,
           TZ_PROMPT, "think_answer", "gsm8k", "ground_truth_integer_answer", NO_LICENCE),
    "sb": ("sb-qwen25-3b-instruct-base-gsm8k", SJ, "outputs/base/gsm8k_eval.jsonl",
           "ce91285519906171201845147f3d58eaf3dddef2", SB_MODEL, SB_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "xd0": ("xd0-olmo2-1b-drgrpo-seed0-rollouts40", XF, "assignment5/results/dr_grpo_seed_0/"
            "rollouts_step_40.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XD0_MODEL, R1Z,
            "think_answer", "gsm8k", "ground_truth", MIT),
    "xc0": ("xc0-olmo2-1b-grpo-constant-seed0-val-base", XF, "assignment5/results/"
            "grpo_constant_seed_0/val_rollouts_step_-1.jsonl",
            "67a18581e7660a1bc53ab2ef3d143cecec294b16", XC0_MODEL, R1Z, "think_answer", "gsm8k",
            "ground_truth", MIT),
    "ya50": _yb("ya50-qwen25-15b-grpo-lora-train-step50", "s2a1_lora_lr1e-5", 50),
    "yf75": _yb("yf75-qwen25-15b-grpo-full-train-step75", "s2a2_full_lr2e-6", 75),
    "ya225": _yb("ya225-qwen25-15b-grpo-lora-train-step225", "s2a1_lora_lr1e-5", 225),
    "yc50": _yb("yc50-qwen25-15b-sft-grpo-cold-train-step50", "s2ac_cold_lr1e-5", 50),
    "sf": ("sf-qwen25-3b-instruct-base-fmt-gsm8k", SJ, "outputs/base-fmt/gsm8k_eval.jsonl",
           "ce91285519906171201845147f3d58eaf3dddef2", SF_MODEL, SF_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "ts": ("ts-qwen25-15b-sft-glm-val", TZ, TZ_DIR + "sft_glm53_val.json", TZ_COMMIT, TS_MODEL,
           TZ_PROMPT, "think_answer", "gsm8k", "ground_truth_integer_answer", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
k2:0|wrong|tag|debatable: the first answer tag, never closed, says 4 (f(17)); the completion then invents 'Human:' turns that re-ask the question and answers 12 and finally '-1' (the gold) in tags never closed; labelled by the answer given before the invented turns (corpus convention)
k2:1|no_answer|truncated|cut at the token cap inside a run of LaTeX image links (<img src=...codecogs...>); the working reaches a wrong f(4) = -9; no answer tag
k2:2|correct|tag|the answer tag is never closed and holds a sentence: 'The answer is $f(17) = 4$, $f(f(17)) = 12$, and $f(f(f(17))) = f(12) = -1$.'; its final value is the gold
k2:3|correct|boxed|no closing think tag and no answer tag; a Python check and a last 'The final answer is \(\boxed{-1}\).'
k2:4|wrong|tag|'<answer>4</answer>' (f(17) only)
k2:5|wrong|tag|'<endthink>' then an invented 'Assistant:' line and '<answer>f(17) = 17 - 13 = 4 </answer>'
k2:6|wrong|tag|'<answer> f(f(f(17))) = f(f(-6)) = f(-10) = 56 </answer>'
k2:7|wrong|tag|two answer tags, '<answer>4<end answer></ end answer>' and a last '<answer> 12 </answer>'
k4:0|wrong|tag|
k4:1|wrong|tag|the answer tag holds a sentence ending 'there are 22 - 1 = 21 numbers that satisfy the condition.'
k4:2|wrong|tag|
k4:3|wrong|tag|
k4:4|wrong|tag|
k4:5|wrong|tag|no closing think tag; '<answer> 22 </answer>'
k4:6|wrong|tag|the answer tag holds a sentence: 'there are $22$ of the 200 positive integers that satisfy the condition'
k4:7|correct|tag|
k4:8|wrong|tag|an 'Answer:' sentence (36 ways) then '<answer>36</answer>'
k4:9|wrong|answer_is|debatable: no tags closed; 'The answer is 6! divided by 2! multiplied by 1 divided by 2!.' (an unevaluated expression in words, 180; gold 420), then invented 'Assistant:' lines and unrelated chatter; labelled by that stated answer
k4:10|wrong|tag|'<answer>$\binom{8}{2} \binom{5}{4}=70$</answer>' (the product is miscomputed too)
k6:0|wrong|tag|the answer tag is never closed: '<answer>23<h>', then a self-set 'Post Final Question' and a re-derivation ending '$$ 4^3-3^3=14.$$' (miscomputed); neither value is the gold
k6:1|wrong|tag|'<answer>64</answer>' (all words, no restriction)
k6:2|wrong|tag|no closing think tag; '<answer>21</answer>'
k6:3|wrong|prose_sentence|no answer tag; the think block says 'Final answer: $64 - 27 - 27 = 10$ words.', the text after it ends 'so it can make 64-54 = 10 words.' and then invents 'Human:' turns (a matrix difference, a derivative cut at the token cap); labelled by the answer to the question posed, 10
k6:4|correct|tag|
k6:5|correct|boxed|no tags after the opening think; '$$64 - 27 = \boxed{37}$$.' then 'The user answered.'
k6:6|wrong|tag|'<answer>3^3 + 3^2*3^1 + 1 = 54...</answer>'
k6:7|correct|tag|no closing think tag; an invented 'Assistant:' line then '<answer> $37$\n</answer>'
k7:0|wrong|boxed|no answer tag; the think block ends '<6244><div>6244</div>.', then Python with an output of 6243 and a last '\(\boxed{6244}\)'
k7:1|wrong|answer_is|no tags; 'answer The greater integer never doesn't exceed $1000x$ is 629.' then 'Hence ... is 629.' and an invented 'User:' turn with nonsense after it; labelled by the answer to the question posed
k7:2|wrong|tag|'<answer> $$\boxed{700}$$ </answer>'
k7:3|wrong|answer_is|no tags; ends with a list of options 'Answer equals to 212 / Answer is 214 / Answer is 213' and forum chatter: three different answers, none the gold
k7:4|wrong|boxed|'$\textbf{\textbf{156666}}$' in the think block, then after it '$94000/3$ ... approximately $31333.33$. Rounding down ..., we get $\boxed{156666}$.'
tgb:0|wrong|answer_is|'The answer is 224.' then an invented '[Question]'/'[Answer]' pair cut at the token cap; labelled by the answer to the question posed (corpus convention)
tgb:1|correct|answer_is|'So the answer is 3.' then a dangling 'Question:'
tgb:2|wrong|answer_is|'The answer is 20000.' then an invented multiple-choice '[Question]' (full-width spaces in '(\u3000\u3000)') cut mid-answer
tgb:3|correct|answer_is|'The answer is 540.' answers the question posed; the completion then invents a '[Question]' (with Chinese '入场' inside an English sentence) answered 'The answer is 20.' and a 'Q:'/'A:' pair cut at the token cap; labelled by the answer to the question posed (corpus convention)
tgb:4|wrong|answer_is|'The answer is 120.'; the invented turns after it end 'The answer is 100.'
tgb:5|wrong|answer_is|'The answer is 40.' then an invented multiple-choice question
tgb:6|correct|answer_is|'The answer is 260.' answers the question posed; an invented '[Question]' answered 'The answer is 960000.' follows (corpus convention)
tgb:7|wrong|answer_is|
tgb:8|wrong|answer_is|
tgb:9|correct|answer_is|'The answer is 460.' then an invented multiple-choice question cut mid-fraction
tgb:10|wrong|answer_is|'The answer is 394.' (30 % of 180 taken as the third month)
tgb:11|wrong|answer_is|
tgb:12|wrong|answer_is|'The answer is 0.3.'
tgs:0|correct|hash|
tgs:1|wrong|hash|
tgs:2|wrong|hash|
tgs:3|wrong|hash|
tgs:4|wrong|hash|
tgs:5|wrong|hash|
tgs:6|correct|hash|
tgs:7|wrong|hash|
tgs:8|wrong|hash|
tgs:9|wrong|hash|
tgs:10|correct|hash|
tgs:11|correct|hash|
tgs:12|wrong|hash|
tgs:13|wrong|hash|
tgs:14|wrong|hash|the working says '20%' and ends '#### 20' (gold 60)
tgs:15|wrong|hash|'#### 11,915' (a thousands comma; gold 125, which the working passes through as the jewelry gain)
tgs:16|wrong|hash|
tgs:17|wrong|hash|
tgs:18|correct|hash|
tgs:19|wrong|hash|
tgs:20|wrong|hash|
tgs:21|wrong|hash|
tgs:22|wrong|hash|
tgs:23|wrong|hash|
tgs:24|wrong|hash|'#### 14.625'
tgs:25|correct|hash|
tgs:26|correct|hash|
tgs:27|correct|hash|the working writes '$16.00'; the line is '#### 16'
tg4:0|correct|hash|
tg4:1|correct|hash|'#### 3' then a dangling 'Question:' (the few-shot prompt's next turn)
tg4:2|wrong|hash|
tg4:3|correct|hash|
tg4:4|wrong|hash|
tg4:5|wrong|hash|
tg4:6|correct|hash|
tg4:7|no_answer|truncated|a loop of 'The download is ...' lines cut at the token cap mid-number ('The download is 5'); no answer line
tg4:8|wrong|hash|'#### 0'
tg4:9|wrong|hash|
tg4:10|wrong|hash|
tg4:11|wrong|hash|
tg4:12|wrong|hash|
tg4:13|wrong|hash|
tg4:14|wrong|hash|'11/20 * 100 = 55%' then '#### 55'
tg4:15|wrong|hash|the working computes the gold as the jewelry profit ('$125') but adds the gadgets' and answers 221
tg4:16|correct|hash|
tg4:17|wrong|hash|
tg4:18|correct|hash|
tg4:19|correct|hash|the reasoning is muddled ('6 miles in 1 hour'); the final line is the gold
tg4:20|no_answer|truncated|the question is restated in a loop ('So I have 9 - 1 = 8 liters ...') and cut at the token cap; no amount of water is ever stated (the gold 15 appears only as the pineapple drink's 15 liters)
tg4:21|wrong|hash|
tg4:22|wrong|answer_is|'The answer is 8.' then a copied system-prompt sentence ('You are an AI assistant that helps people find information. ...')
tg4:23|wrong|hash|
tg4:24|correct|hash|the working miscomputes '75% of $19.50 = $14.375' before '$19.50 / 0.75 = $26'
gv:0|correct|tag|'<reasoning>…</reasoning>\n<answer>\n18\n</answer>' (the repository's teacher XML prompt)
gv:1|correct|tag|
gv:2|correct|tag|
gv:3|correct|tag|
gv:4|correct|tag|
gv:5|correct|tag|
gv:6|correct|tag|
gv:7|correct|tag|
gv:8|correct|tag|
gv:9|correct|tag|
gv:10|correct|tag|
gv:11|correct|tag|
gv:12|wrong|tag|'<answer>\n12\n</answer>': 90 / 7.5 = 12 years breaks even; the first year in profit is the 13th (gold 13); the reasoning says so and still answers 12
gv:13|correct|tag|
gv:14|correct|tag|
gv:15|correct|tag|
tp:0|correct|tag|
tp:1|correct|tag|
tp:2|wrong|tag|
tp:3|correct|tag|the reasoning only states the formula (sprints x distance x times) and never computes it; '<answer>\n540</answer>' is the gold
tp:4|correct|tag|
tp:5|wrong|tag|the reasoning sets up a geometric reading and computes nothing; '<answer>\n85\n</answer>'
tp:6|wrong|tag|the reasoning only sets up T + C + S; '<answer>\n120\n</answer>'
tp:7|wrong|tag|
tp:8|wrong|tag|
tp:9|correct|tag|
tp:10|correct|tag|the reasoning stops at 'Total downloads = 60 + 180 + 126'; the answer tag holds the sum, 366
tp:11|correct|tag|
tp:12|wrong|tag|
tp:13|wrong|tag|the reasoning sets up the equation and says 'Let's solve this equation'; '<answer>\n15\n</answer>'
tp:14|correct|tag|
tp:15|correct|tag|
tp:16|correct|tag|
tp:17|wrong|tag|'20 * 35 * 50' plus '30 * 15 * 50' is 57,500; the answer tag says 350000
sb:0|wrong|boxed|'\(\boxed{30}\) lemons' (the extra gallon replaces one of the four instead of being added; gold 36)
sb:1|correct|prose_sentence|no box or marker: 'So, the initial amount of meat on the triceratops was \( 1080 \) kilograms.'
sb:2|wrong|boxed|
sb:3|correct|boxed|
sb:4|wrong|prose_sentence|'each person could drink approximately \(2.67\) gallons' (Fred left out of the sharing; gold 2)
sb:5|correct|truncated|debatable: cut at the 400-token cap inside the closing sentence ('Therefore, the total number of legs the') right after '= 160 \text{ legs} \]'; labelled by the value already stated (round 19's convention)
sb:6|no_answer|truncated|cut at the 400-token cap while listing each person's cookies ('- Katarina (\( C_K \)):'); no total stated
sb:7|correct|boxed|
sb:8|correct|boxed|
xd0:0|wrong|tag|'65 - 13 - 8 - 18 - 12 = 15' (a slip: it is 14) and '<answer> 15 </answer>'
xd0:1|wrong|tag|'<answer> 18 orange</answer>'
xd0:2|wrong|tag|
xd0:3|wrong|tag|no closing think tag; '<answer> 3 orange </answer>'
xd0:4|wrong|tag|
xd0:5|wrong|tag|
xd0:6|wrong|tag|the answer tag follows an HTML '<p>Counting the remaining orange shells:' after the think block
xd0:7|wrong|tag|
xd0:8|wrong|tag|
xd0:9|wrong|tag|
xd0:10|wrong|tag|answer tags never closed, two values for the question posed ('<answer> 33.333333333333336 chips <answer> 45 chips'), then invented 'User:' turns with answers of their own, the last '<answer> 135'; none is the gold
xd0:11|wrong|tag|no closing think tag; '<answer> 60 </answer>'
xd0:12|wrong|tag|
xd0:13|wrong|tag|the answer tag holds sentences: 'In the second week, 45 chips were sold. In the third and fourth week, 45 chips were sold.'
xd0:14|wrong|tag|
xc0:0|correct|tag|the answer tag holds the working: '... so she makes 9 x 2 = $18 a day at the farmers’ market.'
xc0:1|wrong|tag|'... the total bolts would be 2.'
xc0:2|wrong|tag|
xc0:3|no_answer|tag|debatable: the think block says '= 810 meters' (not the gold); then an invented 'User:' turn asks for an average and the only answer tag answers it ('= 120 meters per run'); nothing in a tag answers the question posed (round 20's convention)
xc0:4|wrong|tag|'... total feed given is 57 * 3 = 171 cups of feed daily.'
xc0:5|wrong|tag|the answer tag is never closed; the question is restated in invented 'User:'/'Assistant:' turns and the completion ends 'The correct answer is that Kylar needs to pay 16 * $5 = $80 for these 16 glasses.'
xc0:6|wrong|tag|'Together they have 100 sheep (16 + 80 + 20).'
xc0:7|no_answer|tag|two closing think tags; the answer tag is a sentence about doubling the download speed with no time in it
xc0:8|no_answer|tag|the answer tag restates the trip ('drive the remaining 2.5 hours at 80 mph'); no distance given
xc0:9|correct|tag|'... her total weekly earnings are $400 + ($60) = $460.' (the think block's '$100 for the first 40 hours' is a slip)
xc0:10|wrong|tag|'... 60 + 540 + 60 = 660 times.'
xc0:11|wrong|tag|'<answer>Donuts costs $68 per dozen </answer>': another quantity (round 20's convention)
ya50:0|correct|tag|'<answer>So, in total, Archer caught 8 + 20 + 32 = 60 fish that day.</answer>'
ya50:1|wrong|tag|'<answer>64</answer>' answers the question posed; invented 'User:' turns follow with answer tags of their own ('1990', '8.33'); labelled by the answer to the question posed (corpus convention)
ya50:2|wrong|tag|
ya50:3|wrong|tag|'<answer>8+96+0.6*[8+96]=117</answer>'
ya50:4|wrong|tag|'<answer>40 fish</answer>'
ya50:5|correct|tag|
ya50:6|correct|tag|
ya50:7|correct|tag|'<answer>60 fish</answer>'
ya50:8|correct|tag|'<answer>80 pages remain in the pad.</answer>'
ya50:9|correct|tag|
ya50:10|wrong|tag|'120 - 30 - 10 = 60' (a slip: it is 80)
ya50:11|correct|tag|'<answer>120 - 40 = 80 pages remain in the pad.</answer>'
ya50:12|correct|tag|'<answer>80 pages</answer>' answers the question posed; invented 'User:' turns follow with answer tags of their own ('26.67', '42.86%'); labelled by the answer to the question posed (corpus convention)
ya50:13|correct|tag|
ya50:14|wrong|tag|'120 - 160 = 0 pages' and '<answer>0 pages</answer>'
ya50:15|wrong|tag|
yc50:0|correct|tag|
yc50:1|correct|tag|
yc50:2|wrong|tag|
yc50:3|wrong|tag|
yc50:4|correct|tag|
yc50:5|wrong|tag|
yc50:6|wrong|tag|
yc50:7|wrong|tag|
yc50:8|correct|tag|
yc50:9|correct|tag|
yc50:10|wrong|tag|
yc50:11|wrong|tag|
yc50:12|correct|tag|
yc50:13|correct|tag|
yc50:14|correct|tag|
yc50:15|correct|tag|
k9:0|wrong|tag|no closing think tag; 'so the answer is 2. <answer> 2 </answer>'
k9:1|correct|tag|
k9:2|wrong|tag|
k9:3|wrong|prose_sentence|debatable: no answer tag; a garbled ramble whose think block counts '4+2=6 possible dates' and whose last words are 'has 2 occurrence in the same time including in July xxx'; labelled by that last stated count (2; neither value is the gold)
k9:4|wrong|tag|'<answer>Three times in July the two stores will have sales on the same date.</answer/frame>' (a number word and a malformed closing tag), then '####' and a restatement ('July 5, July 20, and July 35')
k9:5|wrong|tag|'<answer> N=6 </answer>'
k9:6|correct|tag|the working lists 'multiples of 6' instead of the shoe store's dates but finds 30 and answers 1
k9:7|wrong|tag|no closing think tag; '<answer> 2 times </answer>'
k9:8|wrong|tag|two opening answer tags, one closing; 'The product of the three numbers is $52,512$.' (gold 64,\!328)
k11:0|wrong|tag|
k11:1|no_answer|truncated|debatable: no tags after the opening think; a garbled ratio '60/20=3/1', then a clean derivation reaching '= \frac{1}{4}' (the gold), then 'Given that the intended answer is $\frac{5}{9}$ ... might need re-evaluation' and a re-check in Python cut at the token cap; no answer committed (round 10's convention for a value re-worked in a restart that is cut off)
k11:2|wrong|tag|no closing think tag; '<answer> $\frac{1}{6}$ </answer>' (the angle MBQ as a fraction of ABC, not the ratio asked)
k11:3|no_answer|tag|no closing think tag; '<answer> $\frac{x}{2}$ </answer>': an expression in an unknown, no value (rounds 20 and 22's convention)
k11:4|wrong|tag|'<answer> $3:2$ </answer>'
k11:5|wrong|tag|'<answer> $1: 2$ </answer>'
k11:6|wrong|tag|'<answer>1:2<span style="color: gray;"></answer>' (an HTML tag inside the answer tag)
k11:7|correct|tag|'<answer>$\boxed{\frac14}$</answer>'
k11:8|correct|tag|
tgd:0|wrong|hash|the working reaches the gold ('$18 every day') and goes on to '$18 / day * 7 days = $126'; '#### 126'
tgd:1|wrong|hash|the working reaches the gold ('2 + 1 = 3 bolts') then doubles it; '#### 6'
tgd:2|wrong|hash|
tgd:3|correct|hash|
tgd:4|wrong|hash|
tgd:5|no_answer|truncated|lists sixteen glass prices, then a sum of '6 + ' terms cut at the 300-token cap; no total
tgd:6|correct|hash|
tgd:7|no_answer|truncated|cut mid-sentence at the token cap ('Then subtract the'); no time stated as the answer
tgd:8|no_answer|truncated|cut at '1,255+10,800+25,120 = ' before any result
tgd:9|wrong|hash|
tgd:10|wrong|hash|'60 + 180 + 126 = 466' (misadded; the gold 366 is never written)
tgd:11|wrong|hash|'$204 + $160 + $330 = $794' (misadded; gold 694)
tgd:12|wrong|hash|
tgd:13|wrong|hash|'Melanie started with 17 + 6 = 23' then '#### 48'
tgd:14|correct|hash|
tgd:15|wrong|hash|'a profit of $5,957.50' then '#### 5,957' (the working passes through the gold, the jewelry's $125)
tgd:16|wrong|hash|the working passes through '460 / 2 = 230 miles' (the gold, by a wrong argument) and ends '#### 760'
tgd:17|wrong|hash|
tgd:18|correct|hash|
sf:0|wrong|final_answer_phrase|'Final answer: 30' (gold 36)
sf:1|correct|final_answer_phrase|
sf:2|wrong|final_answer_phrase|
sf:3|correct|final_answer_phrase|
sf:4|wrong|final_answer_phrase|'Final answer: \(\frac{8}{3}\)' (Fred left out of the sharing; gold 2)
sf:5|correct|final_answer_phrase|
sf:6|no_answer|truncated|cut at the 400-token cap inside the final sum ('\[ 68 +'); no total stated
sf:7|correct|final_answer_phrase|
sf:8|correct|final_answer_phrase|
sf:9|correct|final_answer_phrase|
k13:0|correct|tag|'<answer> 31/90 </answer>' for the gold '\frac{31}{90}'
k13:1|wrong|tag|the working reaches '= \frac{31}{90} $ = $0.34444...$' and calls it 'Not right', then '<answer> $\frac{9}{10}$</answer>'
k13:2|wrong|tag|'<answer>The arithmetic mean is (1/2 + 1/3 + 1/5) / 3 = (15 + 10 + 6) / 30 = 31 / 30 = 1.0333333333333333 </answer wrought:tag>' (a malformed closing tag), then a ramble mixing English, Chinese, an Arabic letter, Japanese kana and U+FFFD characters, cut at the token cap
k13:3|wrong|boxed|no answer tag; 'The answer is $31/45$.', a Python check printing 31/45 and '\(\boxed{\frac{31}{45}}\)'
k13:4|wrong|tag|'... = 0.38</answer>'
k13:5|correct|boxed|no answer tag; the working reaches \frac{31}{90}, a Python check prints 0.3444... and Fraction(31, 90), and the last line is '\boxed{\frac{31}{90}}' in a display
k13:6|wrong|answer_is|the think block writes '31/90 = 0.17' and the completion ends 'The answer is 0.17.' (31/90 is 0.344...; the stated final value is 0.17)
k13:7|wrong|tag|the answer tag holds '1/2 + 1/3 + 1/5 = 31/15' and a sum of two reciprocals, 5/6; neither is the mean
ts:0|correct|tag|
ts:1|correct|tag|
ts:2|correct|tag|
ts:3|correct|tag|
ts:4|wrong|tag|
ts:5|wrong|tag|a geometric series of 'pairs' summed to '$16.000000000000001' and '<answer>\n16\n</answer>'
ts:6|correct|tag|
ts:7|wrong|tag|
ts:8|wrong|tag|
ts:9|correct|tag|
ts:10|correct|tag|
ts:11|correct|tag|
ts:12|wrong|tag|'90 ÷ 7.50 = 12 years' answered 12; the first year in profit is the 13th (gold 13)
k14:0|correct|tag|'<answer>$x = -3$</answer>'
k14:1|no_answer|tag|'<answer>$$ ...\n</answer>': a placeholder, no value
k14:2|correct|tag|four '</ think>' tags, then '<answer> $x = \boldsymbol{-3}$ </answer>' (the working's '-4x = 12' is wrong algebra that lands on the gold)
k14:3|correct|tag|'<answer> $\boxed{-3}$</answer>'
k14:4|wrong|tag|'<answer> $$x = 1$$ </answer>'
k14:5|correct|tag|debatable: '#### <answer>[/answer]>' (a malformed tag with no value), then a full working ending '$$x = -3.$$' and 'You can confirm this by substituting $x = -3$ ...'; the answer tag is never properly closed, so its content runs to the end and its final value is the gold
k14:6|correct|tag|debatable: no closing think tag; an invented 'Assistant:' line opens '<answer> So then my answer is $x = -3$ or $x = -5$.' (a hedge) and goes on, never closed, through a full solution ending '\boxed{-3}'; labelled by the last final answer, the box
k14:7|correct|tag|'<answer>Therefore, the solution to the equation is \( x = -3 \).</answer>'
k14:8|wrong|tag|
k14:9|correct|tag|the reasoning is nonsense ('after the $1^{st}$ month ... more than twice as much'); '<answer> $15$ </answer>' is the gold
k14:10|correct|tag|debatable: '<answer>After approximately $15$ months. Winning input: ...</answer>': the value is the gold (an exact count), qualified by 'approximately' and followed by a stray sentence; read as the answer 15, not as a hedge
yf75:0|wrong|tag|'<answer>10:10 PM</answer>' (gold 730, i.e. 0730 hours)
yf75:1|wrong|tag|'<answer>0800 hours</answer>' (the working passes '0732.17 hours' and rounds it to 0800)
yf75:2|wrong|tag|'<answer>0810</answer>' ('0900 - 90 = 0810' subtracts minutes from a clock time as a number)
yf75:3|wrong|tag|'<answer>8:40 am</answer>'
yf75:4|wrong|tag|'<answer>9:00 AM</answer>'
yf75:5|wrong|tag|'<answer>07:00</answer>' (the walk and train taken as 2 hours)
yf75:6|wrong|tag|'<answer>10:30 AM</answer>'
yf75:7|wrong|tag|'<answer>0940 hours</answer>'
yf75:8|correct|tag|
yf75:9|correct|tag|
yf75:10|correct|tag|'<answer>16</answer>' answers the question posed; invented 'User:' turns follow with answer tags of their own ('71', a sentence about Yao Ming); labelled by the answer to the question posed (corpus convention)
yf75:11|correct|tag|
yf75:12|correct|tag|
yf75:13|correct|tag|
yf75:14|correct|tag|
yf75:15|correct|tag|
ya225:0|wrong|tag|'<answer>41.25 years old</answer>' (the gold reads Maddie as 4/3 of 30 = 40; the model reads 30 as 4/3 of Maddie)
ya225:1|wrong|tag|
ya225:2|wrong|tag|
ya225:3|wrong|tag|
ya225:4|correct|tag|'<answer>50 years old</answer>'
ya225:5|wrong|tag|'(45 + 37.5) / 2 = 52.5 / 2 = 26.25' (misadded) and '<answer>26.25</answer>'
ya225:6|wrong|tag|
ya225:7|wrong|tag|
ya225:8|correct|tag|no closing think tag; the answer tag holds sentences: 'The amount of money Matt can save ... is $20. Since the cheapest option is buying 2 packs of 10 key chains for $40, Matt can save $20 ...'
ya225:9|wrong|tag|the think block is closed with a malformed '<\/think>' (a backslash before the slash, as the model wrote it); '<answer>4</answer>'
ya225:10|correct|tag|'<answer>$20</answer>'
ya225:11|wrong|tag|'<answer> $40 </answer>'
ya225:12|correct|tag|
ya225:13|correct|tag|
ya225:14|correct|tag|
ya225:15|correct|tag|the working multiplies key chains by the pack price ('20 key chains * $20/pack = $40'); the answer is the gold
k16:0|no_answer|tag|the answer tag lists identities ('$\mathbf{v} \times \mathbf{v} = \mathbf{0}$<br/>...$\mathbf{w} \times \mathbf{v} = -\mathbf{v} \times \mathbf{w}$') and never states the cross product asked
k16:1|correct|tag|an invented 'Assistant:' line, then an answer tag never closed: '... = \mathbf{0}.\]' (the zero vector, equal to the gold's column of zeros)
k16:2|wrong|tag|
k16:3|wrong|tag|
k16:4|correct|bare_last_line|no answer tag; after the think block a bare '$\begin{pmatrix} 0 \\ 0 \\ 0 \end{pmatrix}$' (the gold), then invented 'User:' turns about MathJax (with the Russian word '<ответ>' in a tag); labelled by the answer to the question posed (corpus convention)
k16:5|correct|tag|'<answer> $\boxed{\mathbf{0}}$ </answer>': the zero vector, equal to the gold's column of zeros
k16:6|wrong|tag|the think block refuses ('I cannot provide the answer without more context'), the answer tag says 70
k16:7|correct|tag|
k16:8|wrong|prose_sentence|no tags; three '\end think>' strings in the working and a bare last '17' (gold 25)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
