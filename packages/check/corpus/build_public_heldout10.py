r"""Build public_heldout10.jsonl: a tenth held-out round of REAL model completions (issue 25).

Why: rounds 1-9 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (score, is_correct, reward, category, pred) were not used to label.

Method (rounds 3-9's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more), `text` = the file's own text (a
markdown log), `csv` = a CSV field (`""` undoubled), `csv+py'` / `csv+py"` = one element of a numpy
array printed into a CSV field (`""` undoubled, then read as the Python string literal it is). A record
is taken only when its whole completion lies on the pages read; a completion that crosses a page edge
is joined at the edge (the pages are consecutive 16,000-character slices). One long loop (lx 20) was
transcribed as its prefix, ten repeats of its unit and its tail, and is checked against the file's
own `response_length` (`rl`).

Selection (records as they come, not by how hard they look; each file read from its start and
stopped at a page edge or to spread records over sources): zhm = MATH-500 idx 0-43 (pages 0-7 of the
file; idx 44 crosses page 7's edge); zhg = GSM8K test idx 0-51 (pages 0-5); zha = AMC 2023 idx 0-5
(page 0); vk = records 0-28 of the golden_200 file (pages 0-3: 3 samples each of its first 9
problems and 2 of the 10th; record 29 crosses into page 4); ac = the whole file (5); sd = the first
CSV row (page 0: the greedy answer and all 16 samples) and the second row's greedy answer and
samples 0-9 (pages 1-2); lx = every example on pages 0-1 of the file (its 10 `correct` and 10
`wrong_answer` examples and the first `wrong_format` one); lg = the same for the GRPO checkpoint's
file: pages 0-1, its 10 `correct` and 10 `wrong_answer` examples (its one `wrong_format` example, a
4,276-character formula loop, not taken), then `all_results` index 0-44 in file order (pages 2-4),
less indices 11, 16 and 26, already taken as examples; the files keep 10 random examples per
category of the source's own grader, so truths follow that split; ol = the first four records of
the file (AIME 2025 problems 1-4, page 0; record 5 crosses the page edge); yk = the first 7
responses of the log (page 0); its next two responses (a married-guests and a swag-bag question)
were NOT taken: after `</think>` they run into long multilingual noise (rare scripts, a U+FFFD)
whose bytes could not be copied reliably.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-9's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer (a statement made before a 'Wait, let me double check' that is then cut off is no_answer,
debatable); equal in value but written differently is correct (`100π` for `100\pi`, `\boxed{even}`
for `\text{even}`, `$70,000` for 70000); in the tag format the `<answer>` content is the final answer;
a completion that ignores the format is labelled by its last box or statement. Hesitations are
marked 'debatable:' in the note.

Golds: MATH-500 `answer` (../shared/data/math500/test.jsonl) found by the file's own locator (`idx`
/ `dataset_index` = line, checked by problem prefix; `problem_id` / `unique_id` = MATH-500
`unique_id`) and checked equal to the file's own answer string; GSM8K = the `####` value of
gsm8k/test.jsonl (zhg: `idx` = line, checked by question prefix and against the file's `gt`) or
train.jsonl (yk: found by the question's opening words, checked against the log's printed Answer);
lx and lg (MetaMathQA rephrasings, whose questions are not GSM8K's or MATH's own) = the file's
`ground_truth`, checked against gsm8k train/test where the type keeps the original question's answer
(GSM_Rephrased, GSM_AnsAug) and against MATH-500 where the original question is there.

Usage: python build_public_heldout10.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r[, g, rl])
       python build_public_heldout10.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout10.jsonl"
SOURCE = "public_heldout10"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
MIT = "MIT (the repository's LICENSE file, read through the index)"

ZH = "zhusq20/reasoning-evals"
ZHC = "94b17cbb82993176e64b4fe420465ee65e9cd3a6"
ZHP = (
    "Qwen2.5-Math/evaluation/outputs/workspace/HuggingFace-Download-Accelerator/llama/"
    "models--meta-llama--Llama-3.1-8B-Instruct/math_eval/{}/test_qwen25-math-cot_-1_seed0_t0.0_s0_e-1.jsonl"
)
ZH_MODEL = (
    "meta-llama/Llama-3.1-8B-Instruct, greedy (t0.0 in the file name) in the Qwen2.5-Math evaluation "
    "toolkit; the record is the file's code[0]"
)
ZH_PROMPT = (
    "the toolkit's qwen25-math-cot prompt (chat template; 'Please reason step by step, and put your "
    "final answer within \\boxed{}.'), per the file name"
)
VK = "VladimirKambovski/test-time-compute-allocation"
VK_MODEL = (
    "Qwen/Qwen3.5-4B (revision 851bf6e) in non-thinking mode, T=0.8, top-p 0.95, 1024 new tokens "
    "(configs/policies/qwen3.5-4b.yaml at 0d15611); the record is model_prediction"
)
SD = "SorenDreano/MATH-500-subset-qwen2-answers-evaluated-by-open-PRM"
SD_MODEL = (
    "Qwen/Qwen2.5-1.5B-Instruct (readme.md, main.py): {} ; the 20 problems are MATH-500 levels 1-3 "
    "shuffled with the repo's seed"
)
SD_PROMPT = (
    "the repo's chain-of-thought chat prompt (utils.tokenizer_fn, not read), the MATH-500 problem"
)
LX_MODEL = (
    "the repo's SFT checkpoint models/sft_test500/final (the file's metadata; an SFT of "
    "Qwen2.5-Math-1.5B, the script's default model), greedy, 2048 new tokens "
    "(scripts/evaluate_metamath.py at 725ed0e)"
)
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... enclosed within <think> "
    "</think> and answer is enclosed within <answer> </answer> tags, respectively, i.e. <think> "
    "reasoning process here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: "
    "<think>' (scripts/evaluate_metamath.py)"
)
YK_MODEL = (
    "unsloth/DeepScaleR-1.5B-Preview (4-bit, LoRA rank 32) during the repo's GRPO training on GSM8K "
    "train (continued_distilled_grpo_training.py at 313b020, a later commit than the log's; 6 "
    "generations a prompt, 1024 new tokens), step about 2998 of 5000 per the log; the record is the "
    "Response the reward function printed"
)
YK_PROMPT = (
    "a system prompt 'Use as little tokens as possible to reason and come to a conclusion. You MUST "
    "respond in the following format: <think> YOUR THOUGHTS HERE </think> ... <answer> YOUR NUMERIC "
    "ANSWER HERE </answer> ... DO NOT use the \\boxed{} format and DO NOT use the **Answer** format', "
    "the GSM8K train question as the user turn"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, licence)
# fmt: off
SOURCES = {
    "zhm": ("zh-math500", ZH, ZHP.format("math500"), ZHC, ZH_MODEL, ZH_PROMPT, "long_cot", "math",
            NO_LICENCE),
    "zhg": ("zh-gsm8k", ZH, ZHP.format("gsm8k"), ZHC, ZH_MODEL, ZH_PROMPT, "long_cot", "gsm8k",
            NO_LICENCE),
    "zha": ("zh-amc23", ZH, ZHP.format("amc23"), ZHC, ZH_MODEL, ZH_PROMPT, "long_cot", "math",
            NO_LICENCE),
    "vk": ("vk-qwen35", VK, "notes/scratch/golden_200_raw.json",
           "733baeb937cd3ad2c718fbc12a96cf7c2ce0dfad", VK_MODEL,
           "the repo's MATH-500 chat prompt (not read; the answers end in \\boxed{})", "long_cot", "math",
           NO_LICENCE),
    "ac": ("ac-qmath", "AmitChaudharyAI/test-time-compute-scaling",
           "results/raw/phase1c_extraction_validation.jsonl", "ea48f1563eee398a83dada374b921098d5fbcdc6",
           "Qwen/Qwen2.5-Math-1.5B-Instruct, T=0.7, top-p 0.9, 1024 new tokens, seed 42 "
           "(results/phase1c_extraction_validation_report.md)",
           "'Solve the following mathematical problem step by step.\\n\\nAfter completing your "
           "reasoning, you MUST provide your final\\nanswer on a separate final line using exactly this "
           "format:\\n\\nFinal Answer: <answer>\\n\\nDo not write anything after the Final Answer "
           "line.\\n\\nProblem:\\n{problem}\\n' (the file's prompt field)", "long_cot", "math",
           NO_LICENCE),
    "sd": ("sd-qwen25", SD, "test.csv", "67c71bd48603f4122df133989f2bcc9570969dc6",
           SD_MODEL, SD_PROMPT, "long_cot", "math", MIT),
    "lx": ("lx-sft", "lxx3f/assignment5-alignment", "results/mathsft/sft_test500_eval.json",
           "725ed0eeac7a4c54426009a00e384bf966229125", LX_MODEL, R1Z, "think_answer", None, NO_LICENCE),
    "ol": ("ol-qwen25-aime", "oladri-renuka/vllm-kvcache-quant-reasoning-eval", "results/auto/outputs.jsonl",
           "1882f721ba6cbf0a3d0f5ba367c275ee56354ee3",
           "Qwen/Qwen2.5-7B-Instruct (README.md's default; scripts/run_experiment.py not read), vLLM with "
           "the baseline ('auto') KV-cache dtype, T=0.7, top-p 0.95, 1024 new tokens, seed 42 (README.md); "
           "the record is generated_text", "the experiment's prompt (scripts/run_experiment.py, not read), "
           "an AIME 2025 problem", "long_cot", "math", NO_LICENCE),
    "lg": ("lg-grpo", "lxx3f/assignment5-alignment", "results/mathgrpo/grpo_metamath_eval.json",
           "725ed0eeac7a4c54426009a00e384bf966229125",
           "the repo's GRPO checkpoint models/grpo_metamath/final (the file's metadata; "
           "scripts/train_grpo_metamath.py not read), greedy, 2048 new tokens, on its MetaMathQA test "
           "split (500), scored by scripts/evaluate_metamath.py at 725ed0e", R1Z, "think_answer", None,
           NO_LICENCE),
    "yk": ("yk-grpo", "Yeok-c/grpo-gsm8k-demo", "reasoning_trace.md",
           "95dadeeb47811aae4548ec16076af17387784328", YK_MODEL, YK_PROMPT, "think_answer", "gsm8k", MIT),
}
# fmt: on
SD_DECODING = {"csv": "greedy (do_sample=False)", "py": "sampled, T=0.7, top-p 0.9, 16 a problem"}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
zhm:0|correct|boxed|'The final answer is: $\boxed{\left(3, \frac{\pi}{2}\right)}$' (Llama 3's closing line with a box)
zhm:1|no_answer|truncated|'## Step' list of wrong manipulations cut at the token cap mid-formula ('\frac{1'), no final answer
zhm:2|correct|boxed|'The final answer is: $\boxed{\frac{14}{3}}$'
zhm:3|correct|boxed|'... is 9.' then '\boxed{9}'
zhm:4|wrong|boxed|reads the graph with axes swapped; '\boxed{Angela} |' (a stray ' |' after the box)
zhm:5|correct|boxed|'The final answer is: $\boxed{42}$'
zhm:6|correct|boxed|'... the answer is $\boxed{27}$.'
zhm:7|wrong|boxed|takes the coefficients as direction vectors; 'The final answer is: $\boxed{48}$' after an unevaluated arccos (the answer is 90)
zhm:8|correct|boxed|'$\boxed{3\sqrt{13}}$' twice (Step 12 and the closing line)
zhm:9|wrong|boxed|'The final answer is: $\boxed{15}$' (the answer is 4)
zhm:10|wrong|boxed|'The final answer is: $\boxed{120}$' (120 has a 1; the answer is 2220)
zhm:11|wrong|boxed|'The final answer is: $\boxed{\frac{71}{63}}$<|im_end' (a truncated chat-end token after the box; the answer is 3/56)
zhm:12|wrong|boxed|finds 220 and 284, then subtracts: 'The final answer is: $\boxed{0}$' (the answer is 284)
zhm:13|correct|boxed|'The final answer is: $\boxed{5}$'
zhm:14|wrong|boxed|'The final answer is: $\boxed{4.117647058823529}$' (the answer is \sqrt{51})
vk:0|correct|boxed|'\boxed{-50}'
vk:1|correct|boxed|'\boxed{-50}'
vk:2|correct|boxed|'\boxed{-50}'
vk:3|no_answer|truncated|debatable: a '**4. Conclusion:** ... the function $h(x)$ is an even function.', then 'Let's double check ... Wait, let's trace signs carefully.' cut at the 1024-token cap mid-check, no box; correct would fit if the Conclusion section is read as the final answer
vk:4|correct|boxed|'The function is even.' then '\boxed{even}' (gold \text{even})
vk:5|no_answer|truncated|debatable: says h is '**even**' after Step 3, then a double check ('Wait, the original function $h(x)$ has an extra $f$ ...?') cut at the token cap; correct would fit if the first statement is read as the answer
ac:0|correct|boxed|'\[\n\boxed{\left(3, \frac{\pi}{2}\right)}\n\]' (the prompt asked for a 'Final Answer:' line; the model boxed instead)
ac:1|correct|boxed|'\boxed{p - q}.' in a display
ac:2|correct|boxed|'\(\boxed{\frac{14}{3}}\)'
ac:3|correct|boxed|'\(\boxed{9}\)'
ac:4|correct|boxed|'\boxed{Evelyn}' (gold \text{Evelyn})
sd:0|wrong|boxed|the greedy answer: 6432 / 132 taken as exact; '... is \boxed{143}.'
sd:1|wrong|boxed|'... is \boxed{143}.'
sd:2|wrong|boxed|'So, the final result is \(\boxed{143}\).'
sd:3|correct|boxed|'Therefore, the final answer is \(\boxed{23}\).' after a muddled check of 67
sd:4|correct|boxed|'... is \(\boxed{23}\).'
sd:5|wrong|boxed|'Thus, the final result is:\n\(\boxed{143}\)'
sd:6|wrong|boxed|'### Final Answer\n\(\boxed{143}\)' (a markdown heading then the box)
sd:7|correct|boxed|'Final Answer: The result when ... is \boxed{23}.' (a wrong factorization 2^9 * 3^2 on the way)
sd:8|wrong|boxed|'Thus, the final answer is \(\boxed{17}\).'
sd:9|correct|boxed|'So, the final answer is:\n\[\boxed{23}\]' (factorization with 73 on the way)
sd:10|correct|boxed|'... is \(\boxed{23}\).'
sd:11|correct|boxed|'Therefore, the result is \(\boxed{23}\).'
sd:12|wrong|boxed|'Therefore, the final answer is:\n\boxed{143}'
sd:13|correct|boxed|'Therefore, the result is \(\boxed{23}\).'
sd:14|wrong|boxed|'### Final Answer' then '\[\n\boxed{143}\n\]'
sd:15|correct|boxed|'... is \(\boxed{23}\).'
sd:16|wrong|boxed|'... is \(\boxed{17}\).'
lx:0|correct|tag|'</think> <answer>80</answer>'
lx:1|correct|tag|'</think> <answer>80</answer>'
lx:3|correct|tag|'</think> <answer>7</answer>'
lx:4|correct|tag|'</think> <answer>5</answer>'
lx:5|correct|tag|'</think> <answer>38000</answer>'
lx:6|correct|tag|'</think> <answer>8</answer>'
lx:7|correct|tag|'</think> <answer>18</answer>'
lx:8|correct|tag|'</think> <answer>5</answer>'
lx:9|correct|tag|'</think> <answer>54</answer>'
lx:2|correct|tag|'$1+2+3+6=\boxed{12}$.\n</think> <answer>12</answer>' (a box in the think part, the same value in the tag)
lx:10|wrong|tag|lists the row and picks 9880; '<answer>9880</answer>' (gold 780)
lx:11|wrong|tag|'X = 0' then '<answer>0</answer>' (gold 1)
lx:12|wrong|tag|'<answer>120</answer>' (gold 30)
lx:13|wrong|tag|'<answer>1</answer>' (gold 4)
lx:14|correct|tag|'$\boxed{100\pi}$' in the think part, then '<answer>100π</answer>' (the Greek letter π for \pi; the source's grader filed it under wrong_answer)
lx:15|wrong|tag|'<answer>16.67</answer>' (gold 35)
lx:16|wrong|tag|'<answer>1000</answer>' (gold 1500)
lx:17|wrong|tag|'<answer>2</answer>' (gold 4)
lx:18|wrong|tag|'<answer>133.33%</answer>' (gold 20)
lx:19|wrong|tag|'<answer>23.57</answer>' (gold 25)
lx:20|no_answer|truncated|a loop (the same restatement eleven times) cut at the 2048-token cap mid-sentence ('First, we can express'), no tags, no answer; transcribed as prefix + 10 repeats + tail and checked against the file's response_length 5201
yk:0|wrong|tag|Chinese <think> working (a pace read as km per minute), then '**<answer>10</answer>**' and again '<answer>10</answer>' (gold 48; the log's own Question line for this record lies before the file's first byte, the problem is identified from the restatement)
yk:1|correct|tag|garbled Chinese working (a U+FFFD in it), '<answer>75</answer>'
yk:2|correct|tag|'<answer>\n144000\n</answer>'
yk:3|correct|tag|'<answer>10</answer>'
yk:4|correct|tag|'<answer>50</answer>'
yk:5|correct|tag|'**Step-by.step 解答过程**' then '<answer>180</answer>'
yk:6|correct|tag|'<answer>6</answer>'
zhg:0|correct|boxed|'Therefore, Janet makes $18 every day at the farmers' market. \boxed{18}'
zhg:1|correct|boxed|'The final answer is \boxed{3}.'
zhg:2|correct|boxed|'The final answer is: $\boxed{$70,000}$' (a dollar sign and a thousands comma inside the box)
zhg:3|correct|prose_sentence|no box; 'Therefore, James runs a total of 540 meters per week.'
zhg:4|wrong|boxed|'The final answer is: $\boxed{7}$' (gold 20)
zhg:5|correct|prose_sentence|no box; 'Therefore, Kylar needs to pay $64 for the 16 glasses.' (the last number in the sentence is the glass count 16, not the answer)
zhg:6|correct|boxed|'The final answer is: $\boxed{260}$'
zhg:7|wrong|boxed|'... is 120 minutes.' then '\boxed{120}' (gold 160)
zhg:8|wrong|boxed|'The final answer is: $\boxed{0}$' (gold 45)
zhg:9|correct|boxed|'... are $460.' then '\boxed{460}'
zhg:10|correct|prose_sentence|no box; 'Therefore, the total number of downloads over the three months is 366.'
zhg:11|correct|prose_sentence|no box; 'The total cost is $694.'
zhg:12|no_answer|truncated|a year-by-year cost table (cumulative cost wrongly re-adding $3 on top of the planting) cut at the token cap at 'Year 30: ... - Net'; Year 13 shows the first positive net gain but no answer is ever stated
zhg:13|correct|prose_sentence|no box; 'Therefore, Melanie started with 18 vacuum cleaners.'
vk:6|correct|boxed|'The area of triangle $OAB$ is $3\sqrt{5}$.' then '\boxed{3\sqrt{5}}'
vk:7|correct|boxed|'\boxed{3\sqrt{5}}'
vk:8|correct|boxed|'\boxed{3\sqrt{5}}'
vk:9|correct|boxed|'**Conclusion:** ... is equal to 24.' then '\boxed{24}' (a slip 'p(0) + p(0) + p(4)' in the working)
vk:10|correct|boxed|'The value is 24.' then '\boxed{24}'
vk:11|correct|boxed|'The final answer is 24.' then '\boxed{24}'
vk:12|no_answer|truncated|case analysis ('Wait, let's re-evaluate'), cut at the 1024-token cap at 'Scenario A' before any answer
sd:17|wrong|boxed|the greedy answer: takes piece e as half the square; '\[\n\boxed{8}\n\]' (gold 2)
sd:18|wrong|boxed|meets a negative area, 'Revisiting the problem ...', then '\[\n\boxed{3}\n\]'
sd:19|wrong|prose_sentence|no box; 'Therefore, the area of the gray piece is **12 square inches**.' (bold)
sd:20|wrong|boxed|'\[ \boxed{16} \] square inches.'
sd:21|wrong|boxed|hedges in the working ('we cannot definitively state ...'), then 'For simplicity ...: \[ \text{Area of gray piece} = \boxed{4} \] square inches, because ...' (a committed boxed value; wrong either way)
sd:22|wrong|boxed|'\[\n\boxed{8}\n\]'
vk:13|no_answer|truncated|case analysis with self-corrections ('No, wait.', 'Wait, the second part gives ...'), cut at the 1024-token cap mid-formula, no answer
vk:14|no_answer|truncated|range analysis (with a slip 3a for 3a^2) cut at the token cap at 'We need $R_1 \cup R_2 = (-\infty, \infty', no answer
vk:15|correct|boxed|'Thus, the largest value is $1$.' then '\boxed{1}'
vk:16|correct|boxed|'\boxed{1}'
vk:17|correct|boxed|'\boxed{1}'
vk:18|correct|boxed|'\boxed{6}'
vk:19|correct|boxed|'Thus, the value is:\n\boxed{6}'
vk:20|correct|boxed|'\boxed{6}'
vk:21|correct|boxed|'\boxed{\frac{3}{2}}' after '(or $1.5$)' and a check that 10 ÷ 2/3 = 15 (the 15 is the division's result, not the answer asked)
vk:22|correct|boxed|'\boxed{\frac{3}{2}}'
zhm:15|wrong|boxed|'The final answer is: $\boxed{(2 - 3i) + \frac{-1 - 2 \sqrt{2}}{\sqrt{2}} - \frac{1 + 2 \sqrt{2}}{\sqrt{2}}i}$' (an unsimplified expression from a wrong z - c; it equals about -0.71 - 5.71i, not 6 - 5i)
zhm:16|correct|boxed|'The final answer is: $\boxed{-50}$'
zhm:17|correct|boxed|'The final answer is: $\boxed{\pi}$' (reached through a misread phase shift)
zhm:18|wrong|boxed|'The final answer is: $\boxed{56}$' (gold 28)
zhm:19|correct|boxed|'The final answer is: $\boxed{3}$' (a flawed AM-GM argument, with 'a = -3' on the way)
zhm:20|correct|boxed|'Therefore, the final answer is: $\boxed{6 + 9i}$'
ol:1|correct|prose_sentence|debatable: finds b = 49 and 21 and states 'the sum of all such bases is:\n\[\n49 + 21 = 70\n\]', then 'Thus, the final answer is:\n\[\n\boxed' and the text ends (the box is never filled); the stated sum is the gold, no_answer would fit if only the announced box is read as the final answer
ol:2|wrong|boxed|'\(\boxed{576}\)', then '**Correction:**' and a second final '\(\boxed{728}\)' (the last answer counts; gold 588)
ol:3|wrong|boxed|'\[\n\boxed{008}\n\]' (1008 mod 1000 from a wrong count; gold 16)
ol:4|wrong|boxed|'\[\n\boxed{220}\n\]' (gold 117)
zhm:21|wrong|boxed|estimates the value as about 13528 and still boxes '$\boxed{6728}$' twice (gold 13535)
zhm:22|wrong|boxed|sets up the right equation, never solves it, 'The final answer is: $\boxed{8}$' (gold 5)
zhm:23|wrong|boxed|rejects x = 5 by an arithmetic slip and boxes '$\boxed{1}$' (gold x=5)
zhm:24|correct|boxed|'The final answer is: $\boxed{10}$' (from a wrong model: one deposit compounded three years)
zhm:25|wrong|boxed|'The final answer is: $\boxed{0}$' (gold 1,-2)
zhg:14|correct|boxed|'Therefore, 60% of the entire students enrolled in hip-hop dance.' then '\boxed{60}'
zhg:15|wrong|boxed|picks the gadgets: 'the profit would be $96.' then '\boxed{96}' (gold 125)
zhg:16|correct|boxed|'... is 230 miles.' then '\boxed{230}'
zhg:17|correct|prose_sentence|no box; 'So, Jill's annual salary is $57,500.'
zhg:18|correct|boxed|'Therefore, Claire will eat \boxed{7} dozen eggs in 4 weeks.' (a box mid-sentence)
zhg:19|correct|boxed|'The final answer is: $\boxed{6}$'
zhg:20|wrong|boxed|reaches 15 liters, then rescales to 23 liters: '\boxed{14.375}' (the right 15 only in the working)
zhg:21|wrong|boxed|finds 14 in the working, then 'The final answer is: $\boxed{3}$'
zhg:22|correct|boxed|'The final answer is \boxed{7}.'
vk:23|correct|boxed|'The reciprocal of $\frac{2}{3}$ is $\frac{3}{2}$.' then '\boxed{\frac{3}{2}}'
vk:24|no_answer|truncated|finds z_1 = 1 + 274i (the gold, since z_{2002} = z_1 by period 3) but never says so; explores period-3 orbits and is cut at the token cap at 'in terms of $w', no answer
vk:25|no_answer|truncated|computes z_1 = 1 + 274i, then 'This looks complicated' and a real/imaginary expansion cut at the token cap; no answer
vk:26|no_answer|truncated|z_1 = 1 + 274i, then a Möbius-matrix attempt ('Wait, let's re-calculate carefully. ... Ah') cut at the token cap; no answer
vk:27|no_answer|truncated|factors correctly into five irreducible factors, then cut at the token cap at '1. $p_1' before evaluating the sum; no answer
vk:28|no_answer|truncated|the same factorization, cut at the token cap at '- $p' before the sum; no answer
lg:0|correct|tag|'\boxed{10}$.</think> <answer>10</answer>' (a box before the closer, the same value in the tag)
lg:1|correct|tag|'$\boxed{1000}$ cubic units.</think> <answer>1000</answer>'
lg:2|correct|tag|'The value of x is $100.</think> <answer>100</answer>'
lg:3|correct|tag|'\boxed{75}$.</think> <answer>75</answer>'
lg:4|correct|tag|'<answer>1</answer>'
lg:5|correct|tag|'<answer>70</answer>'
lg:6|correct|tag|'... a profit of $6,000.</think> <answer>6000</answer>'
lg:7|correct|tag|'$x = \boxed{7}$.</think> <answer>7</answer>'
lg:8|correct|tag|'\boxed{4}$.</think> <answer>4</answer>'
lg:9|correct|tag|'<answer>22</answer>'
lg:10|wrong|tag|'<answer>66</answer>' (gold 33)
lg:11|wrong|tag|'... = 4:11:36 p.m.</think> <answer>4:11:36</answer>' (gold 4:51:06)
sd:23|wrong|boxed|'### Conclusion' ... 'The boxed answer is:\n\[ \boxed{8} \]'
sd:24|wrong|prose_sentence|no box; 'So, the area of the gray piece is **4 square inches**.'
sd:25|wrong|boxed|'\[ \boxed{\frac{96}{7}} \]'
sd:26|wrong|boxed|'... is \(\boxed{\frac{1}{2}}\).' (√ signs in the working)
sd:27|no_answer|none|three attempts end in an area of -8 ('Still not making sense.'), then 'I would recommend reviewing the initial setup ... please provide more context'; no final answer (a -8 it rejects itself)
zha:0|correct|boxed|'The final answer is: $\boxed{27}$'
zha:1|correct|boxed|'The final answer is: $\boxed{36}$'
zha:2|correct|boxed|'The final answer is: $\boxed{45}$'
zha:3|wrong|boxed|a plan with no computation, then 'The final answer is: $\boxed{440}$' (gold 3159)
zha:4|wrong|boxed|derives 63/8 games, then boxes '$\boxed{63}$' (gold 36)
zha:5|wrong|boxed|'The final answer is: $\boxed{10}$' (gold 7)
zhg:23|correct|boxed|'... 8 centimeters shorter ...' then '\boxed{8}'
zhg:24|correct|boxed|'... was $26.00.' then '\boxed{26.00}' (26.00 for 26)
zhg:25|correct|prose_sentence|no box; 'Therefore, Marie ordered 2 boxes of pizza.'
zhg:26|correct|boxed|'\boxed{$243}' (a dollar sign inside the box)
zhg:27|correct|boxed|'\boxed{$16.00}' (gold 16)
zhg:28|correct|prose_sentence|no box; 'Therefore, Henry traveled 25 miles between his first and second stops.'
zhg:29|correct|boxed|'The final answer is: $\boxed{104}$'
zhg:30|correct|prose_sentence|no box; 'So, Allen's age 10 years from now is 109.'
zhg:31|correct|prose_sentence|no box; 'So, the average guess is 80.'
zhg:32|correct|prose_sentence|no box; 'Therefore, John spends 35 hours per week taking care of dogs.'
zhg:33|correct|prose_sentence|no box; 'So, Gretchen has 70 gold coins.'
zhg:34|correct|boxed|'Therefore, Siobhan has 23 jewels.' then '\boxed{23}'
zhg:35|correct|boxed|'The final answer is: \boxed{9}' (a box without $ delimiters)
zhg:36|correct|boxed|'\boxed{$75.00}'
zhg:37|wrong|boxed|'Therefore, John still has 5 lego sets.' then '\boxed{5}' (gold 2)
zhg:38|correct|prose_sentence|no box; 'Therefore, John runs at an average speed of 10 miles per hour.'
zhg:39|correct|boxed|'The final answer is: $\boxed{18}$'
zhg:40|correct|boxed|'Therefore, Brandon's iPhone is 8 years old.' then '\boxed{8}'
zhg:41|wrong|boxed|says '1000 + 1200 = 2200 feet' and then boxes '$\boxed{2000}$' (two different values; both wrong, gold 200)
zhg:42|correct|prose_sentence|no box; 'Therefore, the number of pieces taken by the guests is 26.'
lg:12|wrong|tag|'\boxed{\frac{4}{9}}$.</think> <answer>\frac{4}{9}</answer>' (gold 2/3)
lg:13|wrong|tag|'<answer>18</answer>' (gold 8)
lg:14|wrong|tag|debatable: the think part ends '$\boxed{\frac{25}{9}}$' (the gold) but the tag holds the broken '<answer>\frac{25</answer>'; the tag counts and states no complete value; correct would fit if the broken tag is read with the box before it
lg:15|wrong|tag|'<answer>6</answer>' (gold 9)
lg:16|wrong|tag|'<answer>2ny</answer>' (gold 2y)
lg:17|wrong|tag|'<answer>99.5</answer>' (gold 50)
lg:18|wrong|tag|'<answer>abcd</answer>' (gold 10001)
lg:19|wrong|tag|'<answer>1181</answer>' (gold 174)
lg:20|correct|tag|'\boxed{27}$ points ...</think> <answer>27</answer>'
lg:21|correct|tag|'<answer>2</answer>'
lg:22|wrong|tag|'<answer>0.5</answer>' (gold 1)
lg:23|correct|tag|'<answer>15</answer>'
lg:24|correct|tag|'<answer>72</answer>'
lg:25|correct|tag|'<answer>10</answer>'
lg:26|wrong|tag|'<answer>16/3</answer>' (gold 4)
lg:27|wrong|tag|'<answer>8</answer>' (gold 2)
lg:28|correct|tag|'<answer>66</answer>'
lg:29|correct|tag|'<answer>5</answer>'
lg:30|correct|tag|'<answer>-\frac{7}{23}</answer>' (gold written \frac{-7}{23})
lg:31|correct|tag|'... = $100.</think> <answer>100</answer>'
lg:32|correct|tag|'<answer>8</answer>'
lg:33|correct|tag|'<answer>12000</answer>'
lg:34|correct|tag|'<answer>11</answer>'
lg:35|correct|tag|'$b = \boxed{7}$.</think> <answer>7</answer>'
lg:36|correct|tag|'<answer>50</answer>'
lg:37|correct|tag|'<answer>54</answer>'
lg:38|correct|tag|'<answer>48</answer>'
lg:39|correct|tag|'<answer>2</answer>'
lg:40|correct|tag|'<answer>1</answer>'
lg:41|correct|tag|'<answer>6</answer>'
lg:42|correct|tag|'<answer>24</answer>'
lg:43|correct|tag|'$x = \boxed{-1004}$.</think> <answer>-1004</answer>'
lg:44|correct|tag|'<answer>150</answer>'
lg:45|wrong|tag|'$\boxed{17}$.</think> <answer>17</answer>' (27 · 17 is not 1 mod 28; gold 27)
lg:46|correct|tag|'<answer>50</answer>'
lg:47|correct|tag|'<answer>9</answer>'
lg:48|correct|tag|'<answer>25</answer>'
lg:49|correct|tag|'... = $1955</think> <answer>1955</answer>'
lg:50|wrong|tag|'<answer>20</answer>' (gold 1)
lg:51|correct|tag|'$\frac{9!}{10} = \boxed{362880}$.</think> <answer>362880</answer>': 9!/10 is 36288, but the stated value is the gold 362,880 (the gold has a thousands comma)
lg:52|correct|tag|'<answer>(-6, 6)</answer>'
lg:53|correct|tag|'<answer>22</answer>'
lg:54|correct|tag|'<answer>7</answer>' (a ÷ sign in the working)
lg:55|wrong|tag|'<answer>24</answer>' (gold 40)
lg:56|correct|tag|'<answer>20</answer>'
lg:57|correct|tag|'<answer>25</answer>'
lg:58|correct|tag|'$\boxed{34}$.</think> <answer>34</answer>'
lg:59|correct|tag|'<answer>3</answer>'
lg:60|correct|tag|'<answer>6</answer>'
lg:61|correct|tag|'<answer>82</answer>'
zhg:43|correct|prose_sentence|no box; 'So, you can eat 48g of chips.'
zhg:44|correct|boxed|'\boxed{$20.00}'
zhg:45|correct|boxed|'The final answer is: $\boxed{104}$'
zhg:46|wrong|boxed|'... is 197.' then '\boxed{197}' (gold 163)
zhg:47|correct|boxed|'The final answer is: $\boxed{800}$'
zhg:48|correct|prose_sentence|no box; 'Therefore, Tracy obtained 8 pieces of wire.'
zhg:49|correct|prose_sentence|no box; 'Therefore, the total number of unoccupied units in the building is 30.'
zhg:50|correct|prose_sentence|no box; 'So, Lloyd makes $294 per week on eggs.'
zhg:51|correct|boxed|'\boxed{5} hours.' (a unit word after the box)
zhm:26|wrong|boxed|'The final answer is: $\boxed{432}$' (gold 144; multiplies the 144 it found by 3)
zhm:27|correct|boxed|'The final answer is: $\boxed{78}$'
zhm:28|correct|boxed|'The final answer is: $\boxed{-2 + 7i}$'
zhm:29|correct|boxed|bare '\boxed{225}' as the last line
zhm:30|wrong|boxed|'The final answer is: $\boxed{122_8}$' (gold 52_8, which it reaches mid-way and then adds a spurious partial product)
zhm:31|correct|boxed|'$\boxed{11\sqrt{2}}$' (gold written 11\sqrt2)
zhm:32|correct|boxed|'The final answer is: $\boxed{720}$'
zhm:33|wrong|boxed|'The final answer is: $\boxed{\frac{273375}{700625}}$' (9*78125 miscomputed; not equal to 243/625)
zhm:34|correct|boxed|'The final answer is: $\boxed{-125}$'
zhm:35|correct|boxed|'The final answer is: $\boxed{3}$'
zhm:36|wrong|boxed|the sentence before lists x = 5, 7, 3 but the final line boxes only '$\boxed{5}$' (gold 3, 5, 7)
zhm:37|correct|boxed|'The final answer is: $\boxed{72}$'
zhm:38|correct|boxed|'The final answer is: $\boxed{2000}$'
zhm:39|correct|boxed|bare '\boxed{23}' as the last line
zhm:40|correct|boxed|'The final answer is: $\boxed{12}$'
zhm:41|wrong|boxed|'The final answer is: $\boxed{5}$' (gold 17; pairs the wrong diagonal, x = 6 breaks x > 7)
zhm:42|correct|boxed|'The final answer is: $\boxed{4}$'
zhm:43|wrong|boxed|'The final answer is: $\boxed{60}$' (gold 70 \sqrt{2})
"""


def labels() -> dict[str, tuple[str, str, str]]:
    table = {}
    for line in LABELS.splitlines():
        if line.strip():
            key, truth, form, note = line.split("|", 3)
            if truth not in TRUTHS or key in table:
                raise SystemExit(f"bad label line: {line}")
            table[key] = (truth, form, note)
    return table


def decode(raw: dict) -> str:
    """The completion from the record's file-level text (see the docstring for `enc`)."""
    enc, text = raw["enc"], raw["r"]
    if enc == "json":
        return json.loads('"' + text + '"')
    if enc == "text":
        return text
    if enc == "csv":
        return text.replace('""', '"')
    if enc in ("csv+py'", 'csv+py"'):
        quote = enc[-1]
        value = ast.literal_eval(quote + text.replace('""', '"') + quote)
        if not isinstance(value, str):
            raise SystemExit(f"{raw['src']}:{raw['rec']}: not a string literal")
        return value
    raise SystemExit(f"{raw['src']}:{raw['rec']}: unknown enc {enc!r}")


def norm(text: str) -> str:
    return " ".join(text.split())


def number(text: str) -> float:
    return float(text.replace(",", "").replace("$", ""))


def find(rows: list[dict], field: str, prefix: str) -> list[int]:
    prefix = norm(prefix)
    return [i for i, row in enumerate(rows) if norm(row[field]).startswith(prefix)]


def gsm8k_gold(raw: dict, split: str, line: int | None, rows: dict) -> tuple[str, str]:
    src, rec = raw["src"], raw["rec"]
    hits = find(rows[split], "question", raw["q"])
    if line is None:
        if len(hits) != 1:
            raise SystemExit(f"{src}:{rec}: question prefix {raw['q']!r} matches {hits} in {split}")
        line = hits[0]
        how = "found by the question's opening words"
    else:
        if line not in hits:
            raise SystemExit(f"{src}:{rec}: {split} line {line} does not open with {raw['q']!r}")
        how = "the file's idx gives the line; the question prefix is checked"
    gold = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    if "g" in raw:
        if number(raw["g"]) != number(gold):
            raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
        how += "; equal to the file's own answer"
    return gold, f"gsm8k/{split}.jsonl line {line} ({how})"


def math500_gold(raw: dict, m500: list[dict], line: int | None) -> tuple[str, str]:
    src, rec = raw["src"], raw["rec"]
    if line is None:
        hits = [i for i, row in enumerate(m500) if row["unique_id"] == raw["q"]]
        if len(hits) != 1:
            raise SystemExit(f"{src}:{rec}: {raw['q']} not in MATH-500")
        line, how = hits[0], f"the file's unique_id {raw['q']}"
    else:
        if line not in find(m500, "problem", raw["q"]):
            raise SystemExit(f"{src}:{rec}: MATH-500 line {line} does not open with {raw['q']!r}")
        how = "the file's index gives the line; the problem prefix is checked"
    gold = m500[line]["answer"]
    if raw.get("g") != gold:
        raise SystemExit(f"{src}:{rec}: file answer {raw.get('g')!r} != MATH-500 {gold!r}")
    return gold, f"math500/test.jsonl line {line} ({how}; equal to the file's own answer)"


def metamath_gold(raw: dict, kind: str, rows: dict, m500: list[dict]) -> tuple[str, str]:
    """lx: the file's ground_truth for the rephrased question; checked where the type keeps the
    original question's answer."""
    src, rec, gold = raw["src"], raw["rec"], raw["g"]
    how = f"the file's ground_truth for a MetaMathQA {kind} rephrasing"
    if kind in ("GSM_Rephrased", "GSM_AnsAug"):
        hits = [(s, i) for s in ("train", "test") for i in find(rows[s], "question", raw["q"])]
        if len(hits) != 1:
            raise SystemExit(f"{src}:{rec}: original question matches {hits} in GSM8K")
        split, line = hits[0]
        original = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
        if number(original) != number(gold):
            raise SystemExit(f"{src}:{rec}: ground_truth {gold!r} != gsm8k {original!r}")
        how += f"; equal to gsm8k/{split}.jsonl line {line} (the original question)"
    elif kind.startswith("MATH"):
        hits = find(m500, "problem", raw["q"])
        if hits:
            how += f"; the original question is MATH-500 line {hits[0]} (answer {m500[hits[0]]['answer']!r})"
        else:
            how += "; the original question is not in MATH-500"
    return gold, how


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    rows = {
        split: [json.loads(x) for x in open(root / f"gsm8k/{split}.jsonl", encoding="utf-8")]
        for split in ("test", "train")
    }
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = decode(raw)
        if "rl" in raw and raw["rl"] != len(completion):
            raise SystemExit(
                f"{src}:{rec}: {len(completion)} characters, the file says {raw['rl']}"
            )
        *meta, licence = SOURCES[src]
        model = meta[4]
        if src in ("lx", "lg"):
            kind = raw["key"].split(", ")[-1].rstrip(")")
            meta[7] = "gsm8k" if kind.startswith("GSM") else "math"
            gold = metamath_gold(raw, kind, rows, m500)
        elif src in ("zhm", "ac"):
            gold = math500_gold(raw, m500, rec)
        elif src in ("vk", "sd"):
            gold = math500_gold(raw, m500, None)
        elif src == "zha":
            if find(m500, "problem", raw["q"]):
                raise SystemExit(f"{src}:{rec}: the problem is in MATH-500: check its answer")
            gold = raw["g"], "the file's gt (an AMC 2023 problem, not in MATH-500)"
        elif src == "ol":
            if find(m500, "problem", raw["q"]):
                raise SystemExit(f"{src}:{rec}: the problem is in MATH-500: check its answer")
            gold = raw["g"], "the file's expected_answer (an AIME 2025 problem, not in MATH-500)"
        elif src == "zhg":
            gold = gsm8k_gold(raw, "test", rec, rows)
        elif src == "yk":
            gold = gsm8k_gold(raw, "train", None, rows)
        else:
            raise SystemExit(f"no gold rule for {src}")
        if src == "sd":
            model = model.format(SD_DECODING["csv" if raw["enc"] == "csv" else "py"])
        meta[4] = model
        label = table.pop(f"{src}:{rec}")
        record = heldout_record(SOURCE, tuple(meta), raw, label, gold, completion, licence)
        record["record"] = raw["key"]
        records.append(record)
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    run_heldout_builder(__doc__, OUT, build)


if __name__ == "__main__":
    main()
