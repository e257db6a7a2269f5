r"""Build public_heldout12.jsonl: a twelfth held-out round of REAL model completions (issue 25).

Why: rounds 1-11 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (Reward, Info/outcome, rewards, metrics, format_reward, answer_reward,
correct, predicted) were not used to label.

Method (rounds 3-11's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more), `text` = the file's own text (a
plain-text evaluation log). A record is taken only when its whole completion lies on the pages read;
a completion that crosses a page edge is joined at the edge (the pages are consecutive
16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start and
stopped at a page edge or to spread records over sources): cq = blocks 1-40 of the base model's
GSM8K log (pages 0-1; block 21 crosses the page edge and was joined); cc = blocks 1-35 of the GRPO
checkpoint's log (pages 0-1; block 23, a loop cut at the token cap, crosses the edge and was
joined); ch / c1 / c2 / c3 / c4 = lines 1-16 of iter_0_train.jsonl (page 0; line 17 crosses the
edge), lines 1-23 of iter_1_train.jsonl (pages 0-1, the whole file; line 16 crosses the edge and
its response lies on page 1), lines 1-15 of iter_2_train.jsonl (page 0), all 7 lines of
iter_3_train.jsonl and all 6 of iter_4_train.jsonl (iter_0_3_512_1_train.jsonl repeats
iter_0_train.jsonl and was not taken); sm = idx 0-34 of math_baseline_r1_zero.jsonl (pages 0-2;
the outputs of idx 10 and 22 lie wholly on the next page); rm = lines 1-17 of the Qwen2.5-Math-1.5B
file (pages 0-1; line 18 crosses); rq = lines 1-5 of the Qwen3-4B file (page 0; line 6 crosses);
lu = run-0 records of stable_results.jsonl from EXT-1 'original' to EXT-9 'problem_understanding'
(pages 0-3; the records crossing an edge were joined; stopped there). The Christine8888 files
are the repo's expert-iteration training sets (rollouts its own grader kept), so truths lean
correct there; the lu 'misleading_hint' variants carry a wrong hint in the question.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-11's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word after the value, `1/2`
for `\frac{1}{2}`, `$1,000,000$` for `1,\!000,\!000`); in the tag format the `<answer>` content is
the final answer, an answer tag that is never closed still holds the answer; a completion with no
answer tag is labelled by its last box or its last stated result (in the think part too); a
completion whose only statement is an intermediate quantity is labelled by that statement, marked
'debatable' (no_answer would also fit); text after the committed answer does not change the label.
Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of ../shared/data/gsm8k/test.jsonl of the one question that opens
with the record's transcribed question words, checked equal to the file's own reference (cq/cc the
log's 'Answer:' line, sm `ground_truth`, rm/rq the `####` value of `golden`). MATH = MATH-500's
`answer` where the problem is in MATH-500 (looked up by its opening words and checked equal to
the file's own answer; none of these is there: c4 line 5 is a variant of a MATH-500 problem with
a different answer, told apart by its longer opening), else the file's own answer as transcribed
(Christine8888 `ground_truth`, MATH train problems: `1,\!000,\!000`, `\frac32`; lunaatang `gold`,
the set's answer to the original problem, kept by every variant of it).

Usage: python build_public_heldout12.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout12.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout12.jsonl"
SOURCE = "public_heldout12"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)

CU = "RobbenRibery/curious"
CUC = "6c58a0f383f12f4261eff5d4aa82b050985ae67a"
CU_PATH = "evals/Qwen2_0.5B_Instruct/gsm8k/{}/log.txt"
CU_MODEL = (
    "Qwen/Qwen2-0.5B-Instruct{} (the model is inferred from the log folder name, which "
    "evaluate.py builds from the model name with '-' -> '_'), greedy decoding, 1024 new tokens, "
    "skip_special_tokens; the record is one logged 'Completion:' (the text between 'Completion: ' "
    "and '\\nReward:' of the block)"
)
CU_PROMPT = (
    "chat template with the repo's system prompt (evaluate.py at 06b23b1 uses "
    "sampling_config.system_prompt, default 'qwen_system_prompt'; curious/prompt.py at 531eb8f "
    "holds the R1-style 'The reasoning process and answer are enclosed within <think> </think> "
    "and <answer> </answer> tags'), the GSM8K test question as the user turn; the log stores no "
    "prompt"
)

CH = "Christine8888/assignment5-alignment"
CH_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B (the assignment's model) at iteration {} of the repo's expert "
    "iteration on MATH train (iteration 0 = the base model, later ones after the repo's SFT steps); the file is that iteration's SFT set, i.e. the rollouts the repo's "
    "own grader kept (the scripts were not read), so truths lean correct; the record is the "
    "file's response"
)

SM = "silmont2000/assignment5-alignment"
SM_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot (the assignment's baseline; scripts/evaluate_vllm.py not "
    "read) on the GSM8K test set despite the file name; the record is the file's output"
)
RZ = "rozzerhmq/assignment5-alignment"
RZ_MATH = (
    "Qwen/Qwen2.5-Math-1.5B (the file name) zero-shot on GSM8K test with the bare question as the "
    "prompt (the file's prompt field); the record is the file's response (cs336_alignment/eval.py "
    "not read)"
)
RZ_Q3 = (
    "Qwen/Qwen3-4B (the file name; thinking mode, the response opens inside the think part) on "
    "GSM8K test; the record is the file's response (cs336_alignment/eval.py not read)"
)
R1ZN = (
    "an R1-Zero variant (the file's prompt field): '... i.e., <think> reasoning process here "
    "</think>\\\\n\\\\n<answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (a "
    "literal backslash-n pair inside the instruction)"
)

LU = "lunaatang/llm-math-reasoning-eval"
LU_MODEL = (
    "claude-sonnet-5 (results/stable_results_run_config.json: solver_model, 5 runs, 4096 max "
    "tokens) on hand-made variants (original, problem_understanding, irrelevant_disturbance, "
    "misleading_hint, scenario_reframe) of competition-style problems; the record is the file's "
    "raw_response of run 0 (the solver prompt in eval_pipeline.py was not read; the answers end "
    "'Final Answer: \\boxed{...}')"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "cq": ("cq-qwen2-0.5b", CU, CU_PATH.format("qwen_05b_ins_gsm8k"), CUC, CU_MODEL.format(""),
           CU_PROMPT, "think_answer", "gsm8k", "'Answer:' line", NO_LICENCE),
    "cc": ("cc-curious-grpo", CU, CU_PATH.format("curious_96704751_fd7e_4b4f_b292_e26ef1b32e1a"),
           CUC, CU_MODEL.format(" after the repo's GRPO ('curious') training run 96704751"),
           CU_PROMPT, "think_answer", "gsm8k", "'Answer:' line", NO_LICENCE),
    "ch": ("ch-ei-iter0", CH, "cs336_alignment/iter_results/iter_0_train.jsonl",
           "977d45257acc7400c3f350349d8d0df254f5350a", CH_MODEL.format(0), R1Z, "think_answer",
           "math", "ground_truth (MATH train)", NO_LICENCE),
    "c1": ("c1-ei-iter1", CH, "cs336_alignment/iter_results/iter_1_train.jsonl",
           "977d45257acc7400c3f350349d8d0df254f5350a", CH_MODEL.format(1), R1Z, "think_answer",
           "math", "ground_truth (MATH train)", NO_LICENCE),
    "c2": ("c2-ei-iter2", CH, "cs336_alignment/iter_results/iter_2_train.jsonl",
           "977d45257acc7400c3f350349d8d0df254f5350a", CH_MODEL.format(2), R1Z, "think_answer",
           "math", "ground_truth (MATH train)", NO_LICENCE),
    "c3": ("c3-ei-iter3", CH, "cs336_alignment/iter_results/iter_3_train.jsonl",
           "977d45257acc7400c3f350349d8d0df254f5350a", CH_MODEL.format(3), R1Z, "think_answer",
           "math", "ground_truth (MATH train)", NO_LICENCE),
    "c4": ("c4-ei-iter4", CH, "cs336_alignment/iter_results/iter_4_train.jsonl",
           "977d45257acc7400c3f350349d8d0df254f5350a", CH_MODEL.format(4), R1Z, "think_answer",
           "math", "ground_truth (MATH train)", NO_LICENCE),
    "sm": ("sm-math15b-gsm8k", SM, "outputs/math_baseline_r1_zero.jsonl",
           "6bb96c027c8a3dd81603d6114bdc381e25a5848f", SM_MODEL, R1Z, "think_answer", "gsm8k",
           "ground_truth", NO_LICENCE),
    "rm": ("rm-math15b-qonly", RZ, "Qwen_Qwen2.5-Math-1.5B_evaluation_results.jsonl",
           "b91dd48ca2845e937d517f95ebcf54d889896fb2", RZ_MATH, "the GSM8K question alone",
           "long_cot", "gsm8k", "golden (its '####' value)", NO_LICENCE),
    "rq": ("rq-qwen3-4b", RZ, "Qwen_Qwen3-4B_evaluation_results.jsonl",
           "f4a257cfea67a086cfd6aa636cbf8992a4ae08bf", RZ_Q3, R1ZN, "think_answer", "gsm8k",
           "golden (its '####' value)", NO_LICENCE),
    "lu": ("lu-claude-variants", LU, "results/stable_results.jsonl",
           "320f30a6f55e50272c2c3f197898345bedafeaef", LU_MODEL,
           "the variant problem (variant_problem) to an API model; prompt not read", "long_cot",
           "math", "gold (the set's own answer to the original problem, which every variant "
           "keeps)", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cq:0|wrong|tag|'<think>' never closed; '... x = 8 ... = 98\n<answer>98</answer>' (gold 109)
cq:1|wrong|prose_sentence|no tags closed; last line '... totals 33.667 + 9.667 = 43.334 buttons.' (gold 89)
cq:2|correct|tag|'The answer is <answer>13</answer>.' ('<think>' never closed)
cq:3|correct|tag|'<answer>5 laps more than Quinn</answer>' (value with trailing words; the working says '5 - 10 = 5')
cq:4|wrong|tag|'The answer is <answer>11</answer>.' (gold 25)
cq:5|wrong|prose_sentence|no answer tag; the think part ends '... = 415 minutes. </think>' (gold 452)
cq:6|correct|answer_is|'<think>' never closed, no answer tag; '... The answer is 43.'
cq:7|wrong|prose_sentence|debatable: the whole completion is '<think> Jonathan has 2/3 * 12 measuring spoons = 8 measuring spoons. </think>' (an intermediate quantity, gold 34 utensils); no_answer would also fit
cq:8|correct|tag|'<answer>120 feet</answer>' (unit word after the value)
cq:9|wrong|prose_sentence|no answer tag; '... Therefore, the first plane takes 22 flights to France in one day. \n</think>' (gold 11)
cq:10|wrong|other|the whole completion is '<think> 132 </think>' (a bare value in the think tag, gold 34)
cq:11|wrong|prose_sentence|debatable: the whole completion is '<think>3 apples + 5 bananas + 6 oranges = 14 pieces of fruit</think>' (the total before Lola ate 2; gold 12); no_answer would also fit
cq:12|wrong|prose_sentence|no answer tag; ends '... which is 8 liters. </reasoning process here>' (an invented closing tag; gold 15)
cq:13|wrong|tag|answer tag never closed: '<answer>\nThey can watch 16 movies in 4 weeks.' (gold 24)
cq:14|wrong|answer_is|'The answer is: 100.' (gold 105)
cq:15|no_answer|none|the whole completion is '<think>\n20 more friends than Lily\n</think>': no value
cq:16|wrong|other|the whole completion is '<think> 25 - 20% - 2 - 1 = 21</think>' (gold 17)
cq:17|wrong|prose_sentence|five '<think>' blocks, no answer tag; the last '6 erasers and 8 pencils cost $18 + $24 = $42.' (gold 36)
cq:18|wrong|prose_sentence|debatable: the whole completion is '<think>\nTyrion uses 6 face masks every day.\n</think>' (a per-day value; the question asks for 2 days, gold 12); no_answer would also fit
cq:19|correct|tag|answer tag never closed: '<answer>\nMax bought a total of 45 stamps.'
cq:20|correct|prose_sentence|no answer tag; the think part ends '... remaining is 75 - 30 = 45 fairies. </think>'
cq:21|correct|tag|answer tag never closed: '<answer>8 pieces of wire were obtained.'
cq:22|wrong|tag|answer tag never closed, holding a long working that ends 'In conclusion, there were 100 students in the school auditorium.' (gold 36)
cq:23|wrong|answer_is|'<think>' never closed; 'The answer is: $9' (gold 1)
cq:24|wrong|tag|'<answer> Erin had 14+42=56 points </answer>' (gold 18)
cq:25|wrong|answer_is|'The answer is: $23.00' (gold 33)
cq:26|wrong|prose_sentence|no tags; markdown working, 'Therefore, John makes $512 in a week.' (gold 1248)
cq:27|wrong|tag|'<answer>12%</answer>' (gold 25)
cq:28|wrong|tag|answer tag never closed: '<answer>\nEach single bagel will cost $9.00.' (gold 1)
cq:29|wrong|prose_sentence|no answer tag; '... so it is 4 * 10 = 40 feet long.\n</think>' (gold 32)
cq:30|wrong|tag|'<answer>720 grams / 3 cats = 240 grams per day </answer>' (gold 2)
cq:31|wrong|tag|'<answer> 20 elves are left.</answer>' (gold 30)
cq:32|correct|tag|'The answer is <answer> $4</answer>.'
cq:33|wrong|tag|'<answer>234 miles</answer>' (gold 54)
cq:34|wrong|tag|'<answer>4600</answer>' (gold 250)
cq:35|wrong|prose_sentence|six '<think>' blocks, no answer tag; the last '... = $2505.00</think>' (gold 324)
cq:36|wrong|prose_sentence|debatable: the whole completion computes Juan's house only, '... = 53200</think>' (gold 129200, the two houses combined); no_answer would also fit
cq:37|wrong|answer_is|'The answer is 3200.' (gold 4400)
cq:38|wrong|prose_sentence|the whole completion is '<think> 20 feet ... * 15 feet ... = 300 feet of crepe paper </think>' (gold 70)
cq:39|wrong|answer_is|'The answer is: $286000$' (gold 276000)
cc:0|wrong|prose_sentence|'<think>' never closed, three '<answer>' tags never closed; last line 'Therefore, Allen's age 10 years from now will be 168.' (gold 109)
cc:1|wrong|tag|'Think: <answer>137</answer> buttons' ('<think>' never closed; gold 89)
cc:2|no_answer|none|the whole completion restates the question in '<think>...</think>': no value
cc:3|wrong|prose_sentence|debatable: no answer tag; '... so she can run 5 - 10 = -5 laps more than Quinn. This means Quinn can run 5 more laps than Bethany. </think>' (gold 5 = Bethany over Quinn: the number matches but the stated relation is reversed, and the value computed is -5)
cc:4|wrong|prose_sentence|the whole completion is '<think> 5 children are now following the truck</think>' (gold 25)
cc:5|wrong|tag|answer tag never closed, ending 'Kim slept 0.5 hours on her bed that day.' (gold 452 minutes)
cc:6|wrong|answer_is|answer tag never closed; '... The answer is 36.' (gold 43)
cc:7|wrong|answer_is|'The answer is <think>10</think>.' (a think tag where the answer tag belongs; gold 34)
cc:8|wrong|tag|'<answer> 40 seconds</answer>' (a number from the question; gold 120)
cc:9|no_answer|none|a numbered plan in the think part ending '5. The answer is the number of flights to France, rounded to the nearest integer.\n</think>': no value
cc:10|wrong|tag|'<think> reasoning process here</think>\n<answer>25</answer>' (gold 34)
cc:11|wrong|tag|'<answer> 14 fruits </answer>' (gold 12)
cc:12|no_answer|none|debatable: a circular think part whose last sentence is '21 liters of total drink is the remaining 24 liters of drink. </think>' (no amount of water is stated; wrong would also fit)
cc:13|correct|tag|answer tag never closed: '<answer>\nThey can watch 24 movies in 4 weeks.'
cc:14|wrong|prose_sentence|no answer tag; '... so he left 75 - 70 = 5 questions incomplete. </think>' (gold 105)
cc:15|correct|tag|'<answer>120</answer>'
cc:16|wrong|answer_is|'The answer is 20.' (gold 17)
cc:17|correct|prose_sentence|no answer tag; 'In total, 6 erasers and 8 pencils cost $12 + $24 = $36\n</think>'
cc:18|wrong|tag|answer tag never closed: '<answer> Tyrion uses 6 face masks every 2 days.' (gold 12)
cc:19|correct|answer_is|'<think>' never closed; 'The answer is: 45.'
cc:20|correct|prose_sentence|three think blocks, no answer tag; the last '... so that's 75 - 30 = 45 fairies remaining. </think>'
cc:21|wrong|tag|'<answer>4 pieces</answer>' inside an unclosed think part (gold 8)
cc:22|no_answer|truncated|a loop of '<think> N seats ... </think>' computations cut at the token cap mid-number ('... = 62.'); no answer
cc:23|wrong|boxed|'The answer is $\boxed{2}$.' ('<think>' never closed; gold 1)
cc:24|wrong|tag|'<answer> Before, Erin had 42 points. </answer>' (gold 18)
cc:25|wrong|tag|'<answer> $31.00</answer>' (gold 33)
cc:26|wrong|prose_sentence|no tags; markdown steps ending 'So, the total weekly income is \(153.2\) dollars.' (gold 1248)
cc:27|wrong|tag|'<answer> ... The answer is 7.5%. </answer>' (gold 25)
cc:28|wrong|answer_is|'The answer is: $10.' (gold 1)
cc:29|wrong|answer_is|'The answer is 4.' (gold 32)
cc:30|wrong|prose_sentence|the whole completion is '<think> 720 grams of cat food is enough for 3 cats for 7 days. </think>' (gold 2)
cc:31|correct|prose_sentence|no answer tag; 'The number of elves left is 40 - 10 = 30 elves.\n</think>'
cc:32|correct|prose_sentence|no answer tag; '... The change Adam got back is $15 - $11 = $4. </think>'
cc:33|no_answer|none|the think part describes a plan ('Let's calculate the distance from his house now.</think>') and stops: no value
cc:34|wrong|prose_sentence|no tags; 'Therefore, Cameron would save 1680 - 840 = 840 pesos ...' (gold 250)
ch:0|correct|tag|'<answer>12</answer>' (the think part opens with the false claim that 10 is abundant, then settles on 12)
ch:1|correct|tag|'<answer> 768</answer>'
ch:2|correct|tag|'<answer> 4 </answer>'
ch:3|correct|tag|'<answer> 255 </answer>'; the think part opens '163 because 4^4-1 equals <end think>, 255.' (an invented closing marker and a stray 163 before the committed value)
ch:4|correct|tag|'<answer> $-2$ </answer>'
ch:5|correct|tag|'<answer>6</answer>' after a confused think part
ch:6|correct|tag|'<answer> 15 </answer>'
ch:7|correct|tag|'<answer> $1,000,000$</answer>' (comma-grouped; gold written '1,\!000,\!000')
ch:8|correct|tag|'<answer>$\frac{6}{7}$</answer>'
ch:9|correct|tag|'<answer>5</answer>'
ch:10|correct|tag|the working is inside the answer tag and ends '... fourth term of the sequence is $\boxed{40}$</answer>'
ch:11|correct|tag|'<answer> $\boxed{-2}$ </answer>' (a box inside the tag)
ch:12|correct|tag|'<answer> 29 </answer>' (reached by a wrong argument)
ch:13|correct|tag|'<answer> $-1.25$ </answer>'
ch:14|correct|tag|'<answer> 50 </answer>'
ch:15|correct|tag|'$\boxed{\frac{1}{2}}$' in the think part, then '<answer>1/2</answer>' (slash form; gold \frac{1}{2})
c1:0|correct|tag|'<answer> 3 </answer>'
c1:1|correct|tag|'<answer> \(20 \text{cm}\) </answer>' (a unit inside the inline math; gold 20)
c1:2|correct|tag|'<answer>Answer: $\boxed{\frac{\pi}{2}}$</answer>' (a marker and a box inside the tag)
c1:3|correct|tag|'<answer> 88 </answer>'
c1:4|correct|tag|'<answer> $\dfrac{1}{10}$ </answer>' (dfrac; gold \frac{1}{10})
c1:5|correct|tag|'$\boxed{2}.$</think> <answer> 2</answer>' after an align* working with '\\\\' line breaks
c1:6|correct|tag|'<answer>50 yards</answer>'
c1:7|correct|tag|'<answer>4</answer>'
c1:8|correct|tag|'<answer> $\frac{1}{2}$ </answer>'
c1:9|correct|tag|the think part ends '$x+\frac{1}{x}=\pm 3$' and the tag holds '<answer> 3 </answer>' (the greatest value)
c1:10|correct|tag|'<answer> $(-2,-2)$ </answer>' (gold written '(-2, -2)')
c1:11|correct|tag|'<answer> $-6$ </answer>'
c1:12|correct|tag|'<answer> $\frac{21}{110}$\n</answer>' (newline before the closing tag)
c1:13|correct|tag|'\boxed{5-2\sqrt3}' in the think part, '<answer> 5-2\sqrt3 </answer>'
c1:14|correct|tag|'<answer> $1320$ </answer>'
c2:0|correct|tag|'10 choose 8 = 45</think> <answer>45</answer>'
c2:1|correct|tag|'<answer> 5 </answer>' (after wrong modular reasoning)
c2:2|correct|tag|'<answer> \(\frac{28}{99}\) </answer>'
c2:3|correct|tag|'<answer> $512$ </answer>' (the think part stops at 2^9)
c2:4|correct|tag|'<answer> 20 </answer>'
c2:5|correct|tag|'<answer> 2 </answer>'
c2:6|correct|tag|'<answer>11</answer>'
c2:7|correct|tag|'<answer> 5 </answer>'
c2:8|correct|tag|'<answer>3</answer>'
c2:9|correct|tag|'<answer>56/25</answer>' (slash form; gold \frac{56}{25})
c2:10|correct|tag|'<answer>$\boxed{\frac{3}{2}}$</answer>' (gold written '\frac32')
c2:11|correct|tag|'<answer>140</answer>'
c2:12|correct|tag|the whole completion is '15</think> <answer>15</answer>' (percent asked; gold 15)
c2:13|correct|tag|the whole completion is '120</think> <answer>120</answer>'
c2:14|correct|tag|'<answer> $\frac{17}{10}$ </answer>'
c3:0|correct|tag|'<answer> The product is $12 \times 7 = 84$. Therefore, the answer is $\boxed{84}$ </answer>' (a sentence and a box inside the tag)
c3:1|correct|tag|'<answer>42</answer>'
c3:2|correct|tag|'<answer> 1/3 </answer>' (slash form; gold \frac{1}{3})
c3:3|correct|tag|'<answer>$-\frac{3}{2}$</answer>'
c3:4|correct|tag|'<answer> Since $\sqrt[3]{9} \cdot \sqrt[3]{3} = ... = 3$, the answer is $\boxed{3}$.\n</answer>' (the working inside the tag)
c3:5|correct|tag|'<answer> 2484 </answer>'
c3:6|correct|tag|'<answer> $\boxed{\frac{4}{7}}$ </answer>'
c4:0|correct|tag|'<answer> $\frac{1}{2}$ </answer>'
c4:1|correct|tag|'\(\boxed{6}\)' in the think part, '<answer>6</answer>'
c4:2|correct|tag|the think part ends '\frac{12}{4}.\boxed{5}\textbf{(D)}$' (a wrong ratio 12/4 before the box), the tag holds 'The answer is $\boxed{5}$' (gold 5, choice D)
c4:3|correct|tag|'Answer is 5</think> <answer>5</answer>'
c4:4|correct|tag|'<answer> 100</answer>' (this MATH train problem lets both order the same dish; MATH-500 holds a variant that forbids it, answer 90)
c4:5|correct|tag|'<answer>9</answer>'
sm:0|wrong|boxed|the think and answer tags both restate the question, then a worked solution (a week of eggs, '16 - 4 = 12') and code ending 'Janet makes \(\boxed{24}\) dollars every day' (gold 18)
sm:1|correct|tag|'<answer> 3 bolts </answer>'
sm:2|wrong|tag|'<answer> $120,000 </answer>' (gold 70000)
sm:3|wrong|tag|'<answer> James runs 180 meters a week.  </answer>' (gold 540)
sm:4|correct|boxed|no tags; markdown steps and code, 'The amount of feed ... is \(\boxed{20}\) cups.'
sm:5|correct|tag|'<answer> ... There are 8 pairs of glasses, so the total cost is 8 * ($5 + $3) = $64. </answer>' (working inside the tag)
sm:6|correct|prose_sentence|no tags; 'So, Toulouse, Charleston, and Seattle have a total of 260 sheep together.'
sm:7|wrong|tag|'<answer>100 minutes </answer>' (gold 160)
sm:8|wrong|tag|the think part restates the question; '<answer> ... the distance he is from home at the end of those 4 hours is 315 miles. </answer>' (gold 45)
sm:9|correct|tag|'<answer>Eliza's earnings for the week are $460.</answer>'
rm:0|correct|boxed|'... is \(\boxed{18}\) dollars.' after Python code and its output
rm:1|correct|boxed|'... is \(\boxed{3}\) bolts.' (the code printed 3.0)
rm:2|wrong|boxed|'The profit Josh made is \(\boxed{195000}\).' (gold 70000)
rm:3|wrong|boxed|a code block first, then '... is \(\boxed{180}\) meters.' (gold 540)
rm:4|wrong|boxed|'... is \(\boxed{140}\) cups.' (code with \r\n line ends; gold 20)
rm:5|correct|boxed|'Therefore, Kylar needs to pay \boxed{64} dollars for the 16 glasses.' (a bare box outside math delimiters)
rm:6|correct|boxed|'... is \(\boxed{260}\).'
rm:7|wrong|boxed|'... is \(\boxed{100}\) minutes.' (gold 160)
rm:8|wrong|boxed|display-math segments, code, '... is \(\boxed{235}\) miles.' (gold 45)
rq:0|correct|tag|a long thinking trace, then '</think>\n\n</think>\n\n<answer>18</answer>' (the closing think tag twice)
rq:1|correct|tag|'<answer> The robe takes 2 bolts of blue fiber and 1 bolt of white fiber, totaling 3 bolts. </answer>' (a sentence with two other numbers before the total)
rq:2|correct|tag|'<answer>$70,000</answer>'
rq:3|correct|tag|'<answer> James runs a total of 540 meters in a week. </answer>'
rq:4|correct|tag|'<answer>20</answer>'
lu:0|correct|boxed|plain-text working, 'Final Answer: \boxed{\dfrac{217}{8}}' (gold written 217/8)
lu:1|correct|boxed|'Final Answer: \boxed{\dfrac{217}{8}}'
lu:2|correct|boxed|the whole completion is 'Final Answer: \boxed{217/8}'
lu:3|wrong|boxed|follows the question's misleading hint (r + s = 7, rs = 3): 'Final Answer: \boxed{280}' (gold 217/8)
lu:4|correct|boxed|markdown sections, a verification, '$$r^3 + s^3 = \frac{217}{8}$$' and 'Final Answer: \boxed{\dfrac{217}{8}}'
lu:5|correct|boxed|'Final Answer: \boxed{233}'
lu:6|correct|boxed|'Final Answer: \boxed{233}'
lu:7|correct|boxed|'Final Answer: \boxed{233}'
lu:8|wrong|boxed|the whole completion is 'Final Answer: \boxed{1}' (the question's misleading hint; gold 233)
lu:9|wrong|boxed|debatable: 'Final Answer: \boxed{144x + 89}' (the remainder, not a+b; gold 233); the file's variant question is cut mid-sentence ('... it must be divided by the key'), so what it finally asks cannot be read
lu:10|correct|boxed|'Final Answer: \boxed{123}'
lu:11|correct|boxed|'Final Answer: \boxed{123}' (Unicode superscripts and minus signs in the working)
lu:12|correct|boxed|'Final Answer: \boxed{123}' after a verification block
lu:13|correct|boxed|the whole completion is 'Final Answer: \boxed{123}' (the hint in the question was wrong; the answer is right)
sm:10|correct|tag|'<answer> 366 </answer>'
sm:11|correct|tag|'<answer> The total cost is $694.\n</answer>'
sm:12|wrong|tag|the think part restates the question; '<answer>Carlos will start earning money on the lemon tree after 15 years.</answer>' (gold 13)
sm:13|correct|tag|no '</think>'; an equation, then an answer tag that is never closed: '<answer> Solving this equation, we find that Melanie started with 18 vacuum cleaners.'
sm:14|correct|tag|'<answer> 60% of the entire students enrolled in hip-hop dance.\n</answer>' (percent sign; gold 60)
sm:15|correct|tag|debatable: the tag computes both plans, '$5,000 * 2.5% = $125' and '$8,000 * 1.2% = $96', then 'the merchant should choose the jewelry purchase' without restating the amount (the chosen plan's profit is 125 = gold)
sm:16|correct|tag|'<answer> The first train covers a total distance of 80 + 150 = 230 miles, and the second train also covers a total distance of 80 + 150 = 230 miles. </answer>' (the same value twice)
sm:17|correct|tag|'<answer> $57,500 </answer>'
sm:18|correct|boxed|no tags; steps and code, '... is \(\boxed{7}\).'
sm:19|wrong|tag|'<answer> 4 miles per hour\n</answer>' (gold 6)
sm:20|wrong|other|the answer tag is malformed ('</think>\nanswer> The amount of water in the remaining 24 liters is 46/3 liters. </answer>', no '<' on the opener); 46/3 (gold 15)
sm:21|wrong|tag|'<answer> 23 </answer>' (gold 14)
lu:14|correct|boxed|'Final Answer: \boxed{123}' (joined across the page edge)
lu:15|correct|boxed|'Final Answer: \boxed{499}'
lu:16|correct|boxed|'Final Answer: \boxed{499}'
lu:17|correct|boxed|'Final Answer: \boxed{499}'
lu:18|correct|boxed|the whole completion is 'Final Answer: \boxed{499}'
lu:19|correct|boxed|'Final Answer: \boxed{499}'
lu:20|correct|boxed|plain-text modular working, 'Thus 7^2026 \u2261 649 (mod 1000).' and 'Final Answer: \boxed{649}'
lu:21|correct|boxed|'Final Answer: \boxed{649}'
lu:22|correct|boxed|'### Final Answer' heading with '$$7^{2026} \equiv 649 \pmod{1000}$$', then 'Final Answer: \boxed{649}'
lu:23|wrong|boxed|the whole completion is 'Final Answer: \boxed{49}' (the question's misleading hint; gold 649)
rm:9|correct|boxed|'Eliza's earnings for this week are \(\boxed{460}\).'
rm:10|wrong|boxed|'... is \(\boxed{342}\).' (gold 366)
rm:11|correct|boxed|'The total cost is \(\boxed{694}\).'
rm:12|correct|boxed|'It will take Carlos \(\boxed{13}\) years ...'
rm:13|correct|boxed|'... Melanie started with is \(\boxed{18}\).' after a sympy check
rm:14|correct|boxed|'... hip-hop dance is \(\boxed{60}\).' (the display line before it reads '= 60\%')
rm:15|wrong|prose_sentence|no box; computes $125 and $96, then 'the merchant would make more profit by choosing to purchase the electronic gadgets, which would result in a profit of $96.' (gold 125)
rm:16|correct|prose_sentence|debatable: 'each train covers a distance of 80 miles + 150 miles = 230 miles in the two days.', then an off-topic self-dialogue about scales ending '... would indeed be 375 units from the starting point' (not an answer to the question; labelled by the committed 230)
sm:22|correct|tag|'<answer> ... So, the total number of DVDs sold is 3 + 4 = 7. </answer>' (the working inside the tag)
sm:23|correct|tag|'<answer> The candle will be 8 centimeters shorter. </answer>'
sm:24|correct|tag|no '</think>'; '<answer> The original price of the book was $26.00. </answer>'
sm:25|correct|tag|'<answer> 2 </answer>'
sm:26|correct|tag|'<answer> Mishka spent $243 on all the clothing items. </answer>'
sm:27|correct|tag|the think part restates the question; '<answer> $16.00 </answer>'
sm:28|wrong|tag|'<answer> 20 miles - 15 miles = 5 miles </answer>' (an equation in the tag; gold 25)
sm:29|correct|tag|'<answer> The boots cost $104. </answer>' (after an impossible equation 'B + $99 = B - $5')
sm:30|correct|tag|'<answer> Allen's age 10 years from now will be 99 + 10 = 109. </answer>'
sm:31|correct|tag|'<answer> The average guess is (80 + 60 + 100) / 3 = 80 jelly beans. </answer>'
sm:32|correct|tag|'<answer> 10 dogs * .5 hours/dog/day * 7 days/week = 35 hours/week </answer>' (an equation ending in the value and a unit)
sm:33|correct|tag|no '</think>'; '<answer> Gretchen has 70 gold coins. </answer>'
sm:34|correct|tag|'<answer> 23 </answer>'
c1:15|correct|tag|'Here is the solution.< think> ... is $\boxed{8}$. </think> <answer>8</answer>' (a malformed '< think>' opener)
c1:16|correct|tag|'<answer>6</answer>'
c1:17|correct|tag|the tag holds pseudo-markup '<math>AB = 5\ \text{cm}, ... {/math}', the whole working and '... is therefore $\boxed{13}$ centimeters. </answer>'
c1:18|correct|tag|'<answer> $39$</answer>'
c1:19|correct|tag|'<answer>180</answer>' (no working)
c1:20|correct|tag|'<answer> 30 tiles </answer>'
c1:21|correct|tag|the think part converts an unrelated polar point to '(\dfrac{-3}{2}, \dfrac{3 \sqrt{3}}{2})'; the tag holds '$\left(2,\frac{5\pi}{3}\right)$' (= gold)
c1:22|correct|tag|'<answer>2 </answer>' (after a bogus AM-GM argument)
lu:24|correct|boxed|'Final Answer: \boxed{649}' (joined across the page edge; '19{,}649' in the working)
lu:25|correct|boxed|markdown headings, Unicode floor brackets and superscripts, 'Final Answer: \boxed{30}'
lu:26|correct|boxed|'Final Answer: \boxed{30}'
lu:27|correct|boxed|'Final Answer: \boxed{30}'
lu:28|correct|boxed|rejects the question's misleading hint ('near 16'), 'Final Answer: \boxed{30}'
lu:29|correct|boxed|'Final Answer: \boxed{30}'
lu:30|correct|boxed|'Final Answer: \boxed{65/64}'
lu:31|correct|boxed|'Final Answer: \boxed{\dfrac{65}{64}}' (gold written 65/64)
lu:32|correct|boxed|'## Final Answer' heading, then 'Final Answer: \boxed{\dfrac{65}{64}}'
lu:33|correct|boxed|'Final Answer: \boxed{\dfrac{65}{64}}' (the verification paragraph wrongly endorses the hint; the value is exact)
lu:34|correct|boxed|'$$OI^2 = \frac{65}{64} \text{ rods}^2$$' then 'Final Answer: \boxed{\dfrac{65}{64}}' (joined across the page edge)
lu:35|correct|boxed|'Final Answer: \boxed{120}'
lu:36|correct|boxed|'Final Answer: \boxed{120}'
lu:37|correct|boxed|the whole completion is 'Final Answer: \boxed{120}'
lu:38|correct|boxed|'Final Answer: \boxed{120}' (K = \sqrt{120} in the working, the square asked)
lu:39|correct|boxed|'Final Answer: \boxed{120}'
lu:40|correct|boxed|'Final Answer: \boxed{216}'
lu:41|correct|boxed|'Final Answer: \boxed{216}'
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
    raise SystemExit(f"{raw['src']}:{raw['rec']}: unknown enc {enc!r}")


def norm(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").split())


def number(text: str) -> float:
    return float(text.replace(",", "").replace("$", ""))


def find(rows: list[dict], field: str, prefix: str) -> list[int]:
    prefix = norm(prefix)
    return [i for i, row in enumerate(rows) if norm(row[field]).startswith(prefix)]


def gsm8k_gold(raw: dict, rows: dict, own: str) -> tuple[str, str]:
    """GSM8K test `####` value of the one question that opens with the record's question words,
    checked equal to the file's own reference (`g`)."""
    src, rec = raw["src"], raw["rec"]
    hits = find(rows["test"], "question", raw["q"])
    if len(hits) != 1:
        raise SystemExit(f"{src}:{rec}: question prefix {raw['q']!r} matches {hits} in test")
    line = hits[0]
    gold = rows["test"][line]["answer"].split("####")[-1].strip().replace(",", "")
    if number(raw["g"]) != number(gold):
        raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
    return gold, (
        f"gsm8k/test.jsonl line {line} (found by the question's opening words; equal to the "
        f"file's own {own})"
    )


def math_gold(raw: dict, m500: list[dict], own: str) -> tuple[str, str]:
    """MATH: MATH-500's `answer` where the problem is there (checked equal to the file's own
    ground truth), else the file's own ground truth as transcribed."""
    src, rec, gold = raw["src"], raw["rec"], raw["g"]
    hits = find(m500, "problem", raw["q"])
    if hits:
        if m500[hits[0]]["answer"] != gold:
            raise SystemExit(f"{src}:{rec}: MATH-500 {m500[hits[0]]['answer']!r} != {gold!r}")
        return gold, f"math500/test.jsonl line {hits[0]} (equal to the file's own {own})"
    return (
        gold,
        f"the file's own {own}; the problem is not in MATH-500 (checked by its opening words)",
    )


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    rows = {"test": [json.loads(x) for x in open(root / "gsm8k/test.jsonl", encoding="utf-8")]}
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = decode(raw)
        *meta, own, licence = SOURCES[src]
        if meta[-1] == "gsm8k":
            gold = gsm8k_gold(raw, rows, own)
        else:
            gold = math_gold(raw, m500, own)
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
