r"""Build public_heldout13.jsonl: a thirteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-12 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (reward, format_reward, answer_reward, advantage, pred, correct, accuracy)
were not used to label.

Method (rounds 3-12's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start and
stopped at a page edge or to spread records over sources):
ga = lines 1-16 of garg-aayush's GRPO rollout dump lr_3e-5_step99.jsonl (pages 0-2, the whole
file; lines 7 and 13 cross page edges and were joined): the rollouts of the run's last logged step,
several per problem (a GRPO group), so a problem can repeat; gc = lines 1-7 of
lr_1.5e-5_step99.jsonl (page 0; line 8 crosses the edge), the same problems at another learning
rate; gb = all 16 lines of no_baseline_rollouts_step079_lr1.5e-5.jsonl (page 0, the whole file;
that run's think parts had collapsed to a few tokens).
wy = items 1-23 of the one (step-0) evaluation line of WYR186's run e73704296e47 gsm8k_eval.jsonl
(page 0; item 24 crosses the edge); wz = items 1-12 of the step-500 line (the file's last) of run
c7cc7a1d02d9's gsm8k_eval.jsonl (pages at offsets 988000 and 1000000; stopped there to keep the
repository's share down).
wq = lines 1-37 of why015's results/seed_42/dev500.jsonl (page 0; stopped there for the same
reason).
ss = lines 1-67 and 69-85 of SMS915's baseline_result.jsonl (pages 0-8; lines 12, 22, 31, 39 and
51 cross page edges and were joined, the generated_text of lines 63 and 77 lies wholly on the next
page; line 68, a run-on of about 9,000 characters of unrelated exercises crossing pages 6-7, was
not transcribed; line 86 crosses the next edge).
sh = all 50 lines of shaheennabi's math500-cuda.jsonl (pages 0-2; lines 22 and 40 cross page
edges, their generated_text lies wholly on the next page).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-12's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word after the value, a
percent sign left off when the question asks for a percentage, math delimiters `\(...\)` or `$...$`
around the value); in the tag format the `<answer>` content is the final answer; a completion with
no answer tag is labelled by its last box, its `####` value or its last stated result; a completion
whose only statement is an intermediate quantity is labelled by that statement, marked 'debatable'
(no_answer would also fit); text after the committed answer (an invented system prompt, a new turn)
does not change the label. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of ../shared/data/gsm8k/test.jsonl (else train.jsonl) of the one
question that opens with the record's question words, checked equal to the file's own reference.
wq's file stores no question either, only `id` 'gsm8k-train-N' and `expected`: its question words are
the opening words of train.jsonl line N (`expected` equals that line's `####` value every time). wy's file stores no
question, only `dataset_index` and `gold`: its question words are the opening words of test.jsonl
line `dataset_index` (the file's `gold` equals that line's `####` value for every record taken).
MATH = MATH-500's `answer` where the problem is in MATH-500 (looked up by its opening words and
checked equal to the file's own answer), else the file's own `ground_truth` as transcribed (ga:
MATH problems not in MATH-500; its gold keeps only the first of two values for the 'List all
possible values' matrix problem, see ga:8).
ss's file holds the reference solution only (`gold_solution`): its gold is the solution's boxed answer as
transcribed (MATH-500's `answer` where the problem is there, checked equal).

Usage: python build_public_heldout13.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout13.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout13.jsonl"
SOURCE = "public_heldout13"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)

GA = "garg-aayush/building-from-scratch"
GA_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B (grpo/configs/defaults.py model_path) during the repo's GRPO run {} "
    "(temperature 1.0, 1024 tokens, stop at '</answer>' kept in the "
    "output); the file holds the rollouts of the run's last logged step (step {}), the record is "
    "one line's response"
)

WY = "WYR186/RLVR"
WY_MODEL = (
    "Qwen/Qwen2.5-0.5B (base; the run's config.json: GRPO on 512 GSM8K train questions, "
    "temperature 0.7, 512 completion tokens) at its step-0 evaluation, i.e. before any GRPO "
    "update; the record is one item's completion (the items end with an invented system prompt "
    "'You are an AI assistant ...' that the base model writes after its answer)"
)
WZ_MODEL = (
    "Qwen/Qwen2.5-0.5B (base) after 500 GRPO steps of the repo's run c7cc7a1d02d9 (same "
    "experiment and settings as the step-0 file, GRPO on 512 GSM8K train questions); the record "
    "is one item of the file's step-500 evaluation line"
)
WY_PROMPT = (
    "the GSM8K test question in the repo's GRPO prompt (not read; the file stores no prompt)"
)

WQ = "why015/qwen-grpo-gsm8k"
WQ_MODEL = (
    "Qwen/Qwen2.5-0.5B-Instruct with a LoRA (r=8, alpha=16) after the repo's GRPO run "
    "grpo_seed_42 (results/runs.csv: loss dapo, beta 0.04, 8 generations, lr 5e-6, 1000 steps; "
    "configs/grpo_v3_resolved.json: temperature 0.8, 256 completion tokens) on its dev500 split "
    "of GSM8K train; the record is one line's response"
)
WQ_PROMPT = (
    "a Chinese instruction (deep_project/prompts/A.txt at fe21a58, assumed to be the one used): "
    "solve the word problem with brief working, check the arithmetic, last line to start with "
    "'答案：' ('Answer:') followed by the number only, no unit; then the GSM8K train question"
)

SS = "SMS915/CS336-SP25-Selfstudy"
SS_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot (the CS336 assignment-5 baseline; the file is "
    "assignment5-alignment/results/baseline_result.jsonl, scripts not read) on MATH validation "
    "problems; the record is the file's generated_text"
)
SS_PROMPT = R1Z.replace(
    "(the file's prompt field)", "(the assignment's r1_zero prompt; the file stores no prompt)"
)

SH = "shaheennabi/rlvr_grpo-experiment-with-math500"
SH_MODEL = (
    "a model the file does not name: the repo's README compares a base model with RLVR-GRPO "
    "checkpoints (5 and 50 steps, 300-token generations) on 50 MATH-500 problems, and the file "
    "math500-cuda.jsonl is one of those evaluations (which one is not said; the notebook was not "
    "read); the record is one line's generated_text"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "ga": ("ga-math15b-grpo", GA, "grpo/results/lr_sweep/lr_3e-5_step99.jsonl",
           "c179dbeb88a1d12baab85e119c3828759ac10c7a", GA_MODEL.format("lr_sweep/lr_3e-5", 99),
           R1Z, "think_answer", "math", "ground_truth", NO_LICENCE),
    "gc": ("gc-math15b-grpo-lr15", GA, "grpo/results/lr_sweep/lr_1.5e-5_step99.jsonl",
           "f036e681adca8066b1001f07fda9de1c183b9459", GA_MODEL.format("lr_sweep/lr_1.5e-5", 99),
           R1Z, "think_answer", "math", "ground_truth", NO_LICENCE),
    "gb": ("gb-math15b-grpo-nobase", GA,
           "grpo/results/baselines/no_baseline_rollouts_step079_lr1.5e-5.jsonl",
           "f036e681adca8066b1001f07fda9de1c183b9459",
           GA_MODEL.format("baselines/no_baseline (lr 1.5e-5, no baseline: rewards not centred)", 79)
           + "; this run collapsed to very short think parts", R1Z, "think_answer", "math",
           "ground_truth", NO_LICENCE),
    "ss": ("ss-math15b-zeroshot", SS, "assignment5-alignment/results/baseline_result.jsonl",
           "1f18feacd312977bf6ca478acd4d7afe6007aea9", SS_MODEL, SS_PROMPT, "think_answer", "math",
           "gold_solution (its boxed answer)", "MIT (the repo's LICENSE at 3721c07)"),
    "sh": ("sh-math500-grpo-eval", SH, "math500-cuda.jsonl",
           "0bcdf91f481792c76e646d3a0f6a0ebb4323a458", SH_MODEL,
           "a MATH-500 problem (the prompt is in the repo's notebook, not read; the answers end in a "
           "box)", "long_cot", "math", "gtruth_answer", NO_LICENCE),
    "wz": ("wz-qwen05b-step500", WY,
           "eaaj-pilot/outputs/exp15_cuda_grpo_gsm8k_c7cc7a1d02d9/gsm8k_eval.jsonl",
           "af0353649806543685228a01c91f29b861de9f37", WZ_MODEL, WY_PROMPT, "long_cot", "gsm8k",
           "gold (with dataset_index)", NO_LICENCE),
    "wq": ("wq-qwen05b-grpo-zh", WQ, "results/seed_42/dev500.jsonl",
           "21e1ca96a4209bc6b8aa2b4f316275f9fc57ec18", WQ_MODEL,
           WQ_PROMPT, "long_cot", "gsm8k", "expected", "MIT (the repo's LICENSE)"),
    "wy": ("wy-qwen05b-step0", WY,
           "eaaj-pilot/outputs/exp15_cuda_grpo_gsm8k_e73704296e47/gsm8k_eval.jsonl",
           "a9134d3cb91e6348000728aa849ad8229ed26bbe", WY_MODEL, WY_PROMPT, "long_cot", "gsm8k",
           "gold (with dataset_index)", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ga:0|correct|tag|'<answer> 8192 </answer>'
ga:1|correct|tag|'<answer> 70 </answer>' (gold 70\%: the question asks for a percentage, the sign is left off; the think part boxes 70)
ga:2|correct|tag|'<answer> \(\frac{25}{4}\) </answer>' (math delimiters inside the tag)
ga:3|correct|tag|'<answer> 70 </answer>' (gold 70\%, the percent sign left off)
ga:4|wrong|truncated|no answer tag, '</think>' never written: a loop 'The correct perimeter is $4(1003) = 4012/2 = 2006$.' cut at the token cap in the middle of a '$' (every stated result is 2006; gold 8\sqrt{1003})
ga:5|correct|tag|'<answer> \(\frac{1}{9}\) </answer>'
ga:6|wrong|tag|'<answer> $2006$ </answer>' after 'we need to assume that the perimeter of the rectangle is $2006$' (gold 8\sqrt{1003})
ga:7|wrong|tag|'<answer> 4012 </answer>' (gold 8\sqrt{1003})
ga:8|wrong|tag|debatable: '<answer> \(-3\) and \(\frac{3}{2}\) </answer>': both values of the 'List all possible values' problem, which is the problem's full answer; the file's gold keeps only -3, against which two values are not the answer
ga:9|correct|tag|'<answer> -6 </answer>'
ga:10|correct|tag|'<answer> $x^2 + 4x + 1$ </answer>' (gold x^2+4x+1; also boxed)
ga:11|correct|tag|'<answer> 17 </answer>'
wy:0|wrong|hash|'#### 2' then an invented system prompt 'You are an AI assistant ...' (gold 20)
wy:1|no_answer|none|only a plan of five steps ('Step 5: Add up the total number of hours to get the final answer.'), no value, then the invented system prompt
wy:2|correct|hash|'#### 17', then the invented system prompt
wy:3|correct|prose_sentence|no marker: 'The three have 18 + 6 + 4 = 28 pets.', then the invented system prompt
wy:4|wrong|hash|'#### 95' (gold 5)
wy:5|correct|hash|'#### 140' written twice
wy:6|wrong|hash|'#### 250' (gold 500)
wy:7|correct|answer_is|'So, the answer is 24.'
wy:8|wrong|prose_sentence|'So, Rory's delivery order will cost $24.00.' (gold 29)
wy:9|wrong|hash|'#### 1000000' (cents; gold 7500)
wy:10|correct|hash|'#### 55'
wy:11|wrong|hash|'#### 132' (gold 54)
wy:12|wrong|answer_is|'The answer is 24.' (gold 18)
wy:13|wrong|hash|'#### 135' (gold 75)
wy:14|wrong|final_answer_phrase|'So the final answer is 90.' (gold 55)
wy:15|wrong|hash|'#### 1000' (gold 2050)
wy:16|correct|prose_sentence|'So, the pen costs $1.'
wy:17|correct|prose_sentence|'So, the cost difference between the two offers is $100.'
wy:18|wrong|hash|'#### 4' (gold 6)
wy:19|wrong|answer_is|'The answer is 24.' (gold 18)
wy:20|correct|hash|'#### 67'
wy:21|wrong|hash|'#### 4800' (gold 14400)
wy:22|wrong|hash|'#### 150' (gold 350)
gb:0|correct|tag|'<answer>1/36 </answer>' (gold \frac{1}{36}; the think part is only '6/216')
gb:1|wrong|tag|'<answer>9</answer>' (gold 704)
gb:2|wrong|tag|'<answer>2\sqrt{3}</answer>' (gold \frac{10}{\sqrt{3}})
gb:3|wrong|tag|'<answer> -i \sqrt{2} </answer>' (the think part says 'i \sqrt{2}', the gold; the answer tag negates it)
gb:4|wrong|tag|'<answer>918</answer>' (gold 988)
gb:5|wrong|tag|'<answer>1</answer>' (gold \frac{1}{4})
gb:6|correct|tag|'<answer>81</answer>'
gb:7|wrong|tag|'<answer> 39,000 </answer>' (gold 19500)
gb:8|wrong|tag|'<answer>\[(x,y) = \left(-\tfrac{3}{5},\tfrac{26}{5}\right)\]</answer>' (gold (17/10, -1/10))
gb:9|wrong|tag|'<answer>16</answer>' (gold 21 units)
gb:10|wrong|tag|'<answer> -2.25 </answer>' (gold 59)
gb:11|correct|tag|'<answer>988</answer>' (the think part is only '78')
gb:12|correct|tag|'<answer>990</answer>' (the think part is only '999')
gb:13|wrong|tag|'<answer>262144</answer>' (gold 384)
gb:14|wrong|tag|'<answer>945</answer>' (gold 927)
gb:15|wrong|tag|'<answer>2</answer>' (gold 6; the think part says '5')
gc:0|wrong|tag|'<answer> $2048 $ </answer>' (gold 8192; the think part ends 'the first term that exceeds 5000 is the 15th term')
gc:1|correct|tag|'<answer> 70% </answer>' (gold 70\%)
gc:2|wrong|tag|'<answer> $\frac{5}{4}$ </answer>' (gold \frac{25}{4})
gc:3|correct|tag|'<answer>70% </answer>' (gold 70\%; the think part boxes 70\%)
gc:4|wrong|tag|'<answer> $4\sqrt{2006}$ </answer>' (gold 8\sqrt{1003} = 4\sqrt{4012})
gc:5|correct|tag|'<answer>$\frac{1}{9}$</answer>'
gc:6|no_answer|truncated|cut at the token cap inside the think part, no answer tag: the last words are 'The perimeter of the rectangle is $2(l + w)$.' (no value; 'a = b = \sqrt{2006}' is rejected in the working as 'not possible')
wq:0|wrong|answer_colon|'答案：4' (gold 3)
wq:1|wrong|answer_colon|'答案：0.369' (gold 68, which the working reaches as '68 acres/tractor-day' before a last wrong step)
wq:2|wrong|answer_colon|'答案：600.175' (gold 32)
wq:3|correct|answer_colon|'答案：104'
wq:4|correct|answer_colon|'答案：24'
wq:5|wrong|answer_colon|'答案：132' (gold 96)
wq:6|correct|answer_colon|'答案：248'
wq:7|correct|answer_colon|'答案：110' (a wrong route: '22 miles each day for five days')
wq:8|wrong|answer_colon|'答案：320' (gold 440, which the working states as 'Section 1 and Section 2 combined')
wq:9|correct|answer_colon|'答案：190'
wq:10|wrong|answer_colon|'答案：25' (gold 20)
wq:11|correct|answer_colon|'答案：41'
wq:12|correct|answer_colon|'答案：7'
wq:13|correct|answer_colon|'答案：30'
wq:14|wrong|answer_colon|'答案：80' (gold 100)
wq:15|wrong|answer_colon|'答案：20' (gold 60, stated in the working as 'Lyle had 6/10 * 100 = 60 chips')
wq:16|correct|answer_colon|'答案：152'
wq:17|wrong|answer_colon|'答案：59' (gold 49)
wq:18|wrong|answer_colon|'答案：60' (gold 20)
wq:19|wrong|answer_colon|'答案：-30' (gold 45)
wq:20|wrong|answer_colon|'答案：265' (gold 175)
wq:21|wrong|answer_colon|'答案：21' (gold 4)
wq:22|correct|answer_colon|'答案：20'
wq:23|wrong|answer_colon|'答案：55' (gold 125)
wq:24|correct|answer_colon|'答案：2800'
wq:25|wrong|answer_colon|'答案：30' (gold 210)
wq:26|correct|answer_colon|'答案：16'
wq:27|wrong|answer_colon|'答案：10' (gold 27)
wq:28|correct|answer_colon|'答案：96'
wq:29|correct|answer_colon|'答案：1200' (gold 1,200)
wq:30|correct|answer_colon|'答案：600'
wq:31|wrong|answer_colon|'答案：18' (gold 5)
wq:32|correct|answer_colon|'答案：108'
wq:33|correct|answer_colon|'答案：67'
wq:34|wrong|answer_colon|'答案：20' (gold 50)
wq:35|correct|answer_colon|'答案：25'
wq:36|correct|answer_colon|'答案：59'
wz:0|wrong|hash|'#### 325' (gold 20), then the invented system prompt
wz:1|wrong|hash|'#### 44' (gold 104)
wz:2|wrong|hash|'#### 18' (gold 17)
wz:3|correct|hash|'#### 28'
wz:4|wrong|hash|'#### 0' (gold 5)
wz:5|correct|hash|'#### 140'
wz:6|correct|hash|'#### 500'
wz:7|correct|hash|'#### 24'
wz:8|correct|hash|'#### 29'
wz:9|wrong|hash|'#### 1500' (cents; gold 7500)
wz:10|correct|hash|'#### 55'
wz:11|correct|boxed|no '####': a Python check with an invented '```output' block '54.0', then 'The number of points Jojo scored is \(\boxed{54}\).'
ss:0|correct|tag|answer tag opened twice and never closed, then a late '</think>': '... roots are $x=-3$ and $x=2$. <answer> 2 <answer>\n</think>' (the value 2 is the gold)
ss:1|correct|boxed|no well-formed answer tag: '</think>\n<Arraylist answer="The result in one lineyat THUMBS">The answer is $|26-36|=\boxed{10}$</answer>' (the box is the gold)
ss:2|wrong|boxed|no tags closed; garbled working, last line 'Therefore, $x=\frac{7}{1}=\boxed{7}$' (gold \dfrac{9}{7})
ss:3|wrong|answer_is|after '</think>': 'answer should be "$-1$".' then 'But this question was solution provided to the user.......' (gold i)
ss:4|wrong|tag|'<answer> 2 </answer>' (gold 4)
ss:5|wrong|tag|invented 'User:'/'Assistant:' turns in the think part, then an answer tag holding a working that ends '\[= 397\]' (gold 402)
ss:6|wrong|other|after '</think>' a bare '$[5,7]$' (gold x \in [-2,7]), then an invented 'User:' turn with a new question and its own '</think> $x_{1,2}=...$'
ss:7|correct|tag|'<answer> The annual interest rate is approximately 7%.\n</answer>' after an invented 'Assistant:' (gold 7: 'Round your answer to the nearest integer', as a percentage)
ss:8|wrong|tag|'<|answer>6, 7, 8, 9</answer>' (a malformed opening tag; gold 4,6,14,15)
ss:9|wrong|tag|'<answer> The smallest value of $x$ ... is $\frac{1}{4}$ or $0.25$.</answer>' (gold -\frac{1}{8})
ss:10|wrong|tag|'<answer>$h(x)=7x-2$, so you flip the function around "0", then solve for x: ... $=\frac{y+2}{(7-2)}$</answer>' (a muddled inversion ending (y+2)/5; gold \frac{x+2}{7})
ss:11|wrong|boxed|no tags; a Python block and an invented '```output -38```', then '\(\boxed{-38}\)' (gold -15)
ss:12|correct|boxed|after '</think>' garbled lines, 'Answer: \boxed{10}', then the start of a Python block '```python\nimport math' (cut)
ss:13|correct|boxed|'\(\boxed{8.0}\)' (gold 8; 8.0 written as a decimal) after an invented '```output' block
ss:14|correct|tag|answer tag holding the working, closed after '= \frac{1}{2} \cdot 150  = 75\n\]' (gold 75); no '</think>'
ss:15|wrong|other|debatable: no opening answer tag; rambling, the domain claimed is 'x ≥ 3' then 'x ≥ 3.5 ... So this is the domain', and the text ends in ']</answer>' with no value (gold \frac{11}{2}); no_answer would also fit
ss:16|correct|boxed|'\[\n\boxed{-25}\n\]' after an invented '```output' block; no tags
ss:17|no_answer|none|debatable: '<answer>Done!...' never closed, off-topic text; the only result is '10+6=16(mine)' for an invented 'example of a similar question' (gold 8); wrong would also fit
ss:18|wrong|prose_sentence|'Therefore, 6 treeks are equal in weight to 1 squash.' then '</think>' and garbage ('Answer: <answerhapus.ObjectIVE>...') (gold 3)
ss:19|no_answer|tag|'<answer> /* This sentence is semantically equivalent, but</answer>': no value
ss:20|wrong|tag|'<answer>16 answers </answer>' (gold 18)
ss:21|wrong|boxed|garbled think part, '</think>', then a working with an invented '```output 5.0```' and '\(\boxed{5}\) dollars' (gold \$40)
ss:22|wrong|tag|answer tag closed as '[/answer]' (never closed properly), holding an align* working that ends 'The value of $x$ is $\frac{2}{3}$.' (gold 5)
ss:23|wrong|tag|'<answer> 0.5 </answer>' (gold 8)
ss:24|wrong|other|debatable: the whole completion is '**Add the exponents ** ...: $aaaaaa = a^{8}$' then 'Assistant's action 風格: disapproving': its only result is the expression a^{8}, not evaluated at a = 5 (gold 3125); no_answer would also fit
ss:25|wrong|tag|'<answer>So the questions's range is {0} . <answer> ...' (answer tag never closed; gold [0,\infty))
ss:26|correct|tag|'<answer> ... Therefore, the sum of the possible values of $x$ is $\frac{1}{2}$. </answer>' (gold .5)
ss:27|wrong|boxed|'Answer: $\boxed{1,2,4,7,9,16}$', a working that computes [24, 14, 12], then 'the final answer is: \boxed{1, 2, 4, 7, 9, 16}' (gold 12, 10, 6)
ss:28|correct|boxed|'\(\boxed{5}\)'; no tags
ss:29|correct|boxed|opens with an invented '</note>' and 'Assistant:' turn; an invented '```output 16```', then '\(\boxed{16}\)'
ss:30|wrong|boxed|no answer tag; the completion ends '$5(133)-213 = \$\boxed{762}$</think>' (gold 2300)
ss:31|correct|tag|'<answer> ... Therefore, the radius of the circle is $\sqrt{25} = 5$.\n</answer>'
ss:32|wrong|tag|'<answer>7(30)=210</answer>' after an invented '<repeat think until answer>' tag (gold 105)
ss:33|wrong|boxed|'$\boxed{-36.5}$'; no tags (gold -13.5)
ss:34|wrong|boxed|'[/think]', a stray '$d^\frac16$'', then 'Therefore, Answer: $\boxed{\frac{25}{1024}}$\n[/answer]' (gold \frac{243}{625})
ss:35|correct|boxed|'Equating the bases</think>' then an invented 'Assistant:' working, an invented '```output NameError```', and '\[\n\boxed{2}\n\]'
ss:36|wrong|boxed|'\boxed{[-\sqrt[4]{9}, \sqrt{3})}': \sqrt[4]{9} = \sqrt{3}, but the left end is closed (gold (-\sqrt{3}, \sqrt{3}), open at both ends); the working states '-\sqrt{3} < x < \sqrt{3}' before that
ss:37|correct|prose_sentence|no tags, no box: the last line 'The sum $a+b+c$ is $9+8+6=23$.'
sh:0|correct|boxed|'\boxed{145}'
sh:1|correct|boxed|'\boxed{(-\infty, -4) \cup (4, \infty)}' (gold (-\infty,-4)\cup (4,\infty); spacing only)
sh:2|correct|boxed|'$\boxed{\frac{7}{12}}$'
sh:3|correct|boxed|'$ \boxed{4} $ pounds' (unit word after the box)
sh:4|wrong|boxed|'\boxed{\frac{9 + \sqrt{105}}{12}, \frac{9 - \sqrt{105}}{12}}' (gold -1)
sh:5|wrong|boxed|'**41**' and '\boxed{41}' (gold 43)
sh:6|wrong|boxed|'$ \boxed{2} $' (gold 7)
sh:7|wrong|boxed|'\boxed{14}' (gold 5)
sh:8|wrong|boxed|'\boxed{5}' (gold \frac{17}{2})
sh:9|correct|boxed|'\boxed{\frac{3}{2}}' (gold \frac32)
sh:10|correct|boxed|'\boxed{3}'
sh:11|correct|boxed|'\boxed{(4, 1)}'
sh:12|correct|boxed|'\boxed{5}'
sh:13|correct|boxed|'\boxed{y = -2x + 1}' (gold y=-2x+1; spacing only)
sh:14|correct|boxed|'\boxed{-8}'
sh:15|correct|boxed|three boxes: 'Numerator: $ \boxed{1} $', 'Denominator: $ \boxed{9} $', then the final '\boxed{\frac{1}{9}}' (the last box is the gold)
sh:16|correct|boxed|'$\boxed{-4}$'
sh:17|correct|boxed|'\boxed{(1, 3)}'
sh:18|correct|boxed|'\boxed{3}'
sh:19|wrong|boxed|'\boxed{-6t^4 + 11t^3 - 16t^2 - t + 5}' (gold -6t^4 +11t^3 -19t^2 +17t -10)
sh:20|correct|boxed|'\boxed{10}'
sh:21|wrong|boxed|'\boxed{49}' (it simplifies to 7\sqrt{5} = \sqrt{245} but answers N = 49; gold 245)
sh:22|correct|boxed|'\boxed{-20}'
sh:23|wrong|boxed|'\boxed{6 + 5 + 4 + 11 + 1} = \boxed{27}' (two boxes, the last 27; gold 19)
sh:24|correct|boxed|'$\boxed{6}$'
sh:25|correct|boxed|'$\boxed{124}$'
sh:26|correct|boxed|'\boxed{-1}'
sh:27|correct|boxed|'\boxed{3}'
sh:28|correct|boxed|'$ \boxed{-\dfrac{1}{6}} $'
sh:29|correct|boxed|'**2.5 seconds**' then '\boxed{2.5}'
sh:30|correct|boxed|'\boxed{9}'
sh:31|correct|boxed|'\boxed{14}'
sh:32|wrong|boxed|'\boxed{148}' (3.125 x 48 miscomputed; gold 150)
sh:33|correct|boxed|'\boxed{176}'
sh:34|wrong|boxed|'\boxed{1 - 4 + 5 = 2}' (an equation in the box; gold -\frac{15}{2})
sh:35|correct|boxed|'$\boxed{4}$'
sh:36|wrong|boxed|'\boxed{\frac{16}{3}}' (gold 12)
sh:37|wrong|boxed|'\boxed{1}' (gold 14)
sh:38|correct|boxed|'\boxed{48}'
sh:39|wrong|boxed|'\boxed{1}' (gold 5040)
sh:40|correct|boxed|'\boxed{\left(\frac{20}{3}, 0\right)}'
sh:41|correct|boxed|'\boxed{10}'
sh:42|correct|boxed|'\boxed{9}'
sh:43|wrong|boxed|'\boxed{50}' (gold 24)
sh:44|correct|boxed|'\boxed{22}'
sh:45|correct|boxed|'\boxed{12}'
sh:46|wrong|boxed|says the expression is undefined (0/0), then '\boxed{0}' (gold \frac{1}{2})
sh:47|wrong|boxed|'\boxed{6}' (gold 30)
sh:48|wrong|boxed|'\boxed{625}' (takes 100 = 5^2; gold 2500)
sh:49|correct|boxed|'\boxed{3}'
ss:38|wrong|tag|answer tag never closed: '... the maximum value of $y$ is $\boxed{48}$.' then an invented 'User:' turn and a new think part ending 'y = k + r = 24 + 23 = 47.\n×' (gold 49)
ss:39|correct|tag|'<answer>$2x^9-8x^7+9x^6-16x^5-12x^4+9x^3-24x^2$</answer>'
ss:40|correct|boxed|'$$\boxed{m\in(-\infty,-8)\cup(8,\infty)}$$' then 'Answer: <answer> $m\in(-\infty,-8)\cup(8,\infty)$' never closed (a 'm\in' before the interval; gold (-\infty,-8)\cup (8,\infty))
ss:41|correct|tag|'isAdmin's reply:\n<answer>$b = 0$</answer>'
ss:42|wrong|other|debatable: '$$x = 8$$' after malformed '</thim>' tags, then an answer tag of unrelated garbage ('a=1, b =2,c=3,D4', 'Because there is no solution here.'), never closed (gold 2); no_answer would also fit
ss:43|correct|boxed|'Answer: Answer at $p=\boxed{16}$ because $p=16$ gives the maximum revenue of $1024$.'
ss:44|correct|tag|'Answer: $\boxed{\frac{1}{12}}$</think><answer>$\boxed{\frac{1}{12}}$</answer>' (a box inside the answer tag)
ss:45|correct|tag|'<answer> $6 + 9i$ </answer>'
ss:46|wrong|other|'<answerMage_solution>=$x$. ... So $12$ is the simplified required value.</answer>' (the think part says 'x=-7'; gold 2)
ss:47|correct|boxed|garbled working, stray '</think>' tags, then 'We are going to have the answer: $\boxed{20}$.\n</answer>' (no opening answer tag)
ss:48|wrong|tag|debatable: '<answer> Hence, $$\Large{\boxed{7\cdot \left( x^2-9 \right)}}$$</answer>' is equal to the gold 7(x+3)(x-3) as a polynomial but not factored completely, which the problem ('Factor') asks for; correct would also fit under value equality
ss:49|wrong|boxed|'\boxed{y^4 - 2y^3 + 7y^2 + y - 3}' (the constant -3 - 2 = -5 missed; gold y^4-2y^3+7y^2+y-5)
ss:50|wrong|boxed|'8-(-0.375\times 6+1)=\boxed{9.75}'; no tags (gold 4)
ss:51|wrong|other|no tags, no box: '$$f(x)-f^{-1}(x)=1$$' then 'We have solved the question!' and rambling (gold 0)
ss:52|wrong|answer_is|answer tag never closed; 'Answer: The least positive integer in the sequence is $\inline&space;811$.' (gold 12)
ss:53|wrong|tag|'<answer> $$=\frac{6}{3}=2$$ </answer>' (gold \frac{7}{2})
ss:54|correct|boxed|garbled think part, then an invented 'Assistant:' working with Python and '```output 69```', '\(\boxed{69}\)'
ss:55|wrong|tag|'<answer>... making $x=6$, therefore we conclude that $\log_8{512}=6$</answer>' (gold 5)
ss:56|correct|prose_sentence|debatable: the think part ends 'In interval notation, this can be expressed as (-∞, -\frac{1}{2}) ∪ (-\frac{1}{2}, ∞).' (Unicode ∞ and ∪, no $), then a broken '</think' and off-topic text closed by a stray '</answer>' with no value; no_answer would also fit
ss:57|wrong|tag|'<answer>2/3</answer>' (gold \frac{2}{5})
ss:58|correct|boxed|'$$f^{-1}(f^{-1}(3)) = \boxed{7}$$.\n</think>\n<end>' (no answer tag)
ss:59|correct|boxed|'$\boxed{20}$' after an invented '```output (20+0j)```'
ss:60|correct|answer_is|'Answer: The answer is $7$.' then 'What you did look good, thank you so much.'
ss:61|correct|tag|debatable: answer tag never closed: '<answer> \n$\root 4\of {x^2}$' (the fourth root of x^2 equals the gold \sqrt{x} wherever the expression is defined, x >= 0, but is not the 'simplest radical form' asked for); wrong would also fit
ss:62|correct|boxed|'\(\boxed{78}\)' then a Python block with no output; no tags
ss:63|wrong|tag|'<answer> \[\frac{169}{4}\] </answer>' (gold 9)
ss:64|wrong|answer_is|'we find that the answer is $2^{10/3}$.' (gold 4), then invented 'User:'/'Assistant:' turns on other expressions ending 'we obtain $28$.'; no tags
ss:65|correct|tag|'<answer> $6$ </answer>'
ss:66|correct|boxed|'\[\n\boxed{17}\n\]' after an invented '```output 17.0000000000000```'; no tags
ga:12|correct|tag|'<answer> 7 </answer>'
ga:13|correct|tag|'<answer> \(\boxed{\frac{5}{16}}\) </answer>' (a box inside the answer tag)
ga:14|correct|tag|debatable: '<answer> -3 </answer>' equals the file's gold -3, but the problem's full answer also has 3/2 (see ga:8), which this rollout misses
ga:15|correct|tag|'<answer> 70 </answer>' (gold 70\%)
ss:67|wrong|boxed|'Answer:\n$\frac{10}{3}$.' then a working, an invented '```output 172.33...```' and the final '\boxed{\frac{518}{3}}' (gold \frac{15}{2})
ss:68|correct|boxed|'\[\n\boxed{-2}\n\]'; no tags
ss:69|correct|other|debatable: '... which equals $8<answer> the answer</answer>': the value 8 (the gold) is stated in an unclosed '$', the answer tag holds only the words 'the answer'; no_answer would also fit
ss:70|wrong|answer_is|'####\nThe answer is $\frac{90}{11}$.' (gold 20)
ss:71|correct|prose_sentence|answer tag never closed; the last line 'The Student should calculate $j$ directly: $j = \frac{336}{14} = 24$.'
ss:72|no_answer|none|malformed tags ('</thight>', 'Human: <answer>', '</array>', '</depth>', '</format>') around garbled working; no value for k (gold \frac{19}{4})
ss:73|no_answer|other|debatable: invented 'Assistant:' lines reach '$x={10\over 2}$ or $x=5$' (the gold), then retract it: 'However, you are incorrect ... You must account for imaginary roots.'; correct would also fit if the retraction is read as another invented turn
ss:74|correct|boxed|'\[\n\boxed{-55}\n\]' after an invented '```output```' block; no tags
ss:75|no_answer|none|a run-on of unrelated words (shopping list, keyboard, apps) ending '$ Yes\,!!$\n\nlet  let m).': no value (gold 60)
ss:76|wrong|tag|'<answer>{frac {3}{4}}\n</answer>' (3/4 in broken LaTeX; gold -7)
ss:77|no_answer|tag|the answer tag holds a method ('... we choose the positive value') and no value (gold 0.43)
ss:78|no_answer|none|sets up '$$27\times 2\pi(64) = n(16\times 2\pi)$$' but never solves for n, then invented off-topic 'User:'/'Assistant:' turns (gold 108)
ss:79|wrong|tag|the think part computes 1683, then '<answer>The answer is (B)</answer>' (a choice letter; gold 4950)
ss:80|correct|boxed|a garbled start, 'Show step by step, please..', then a clean working ending '\[\n\boxed{50}\n\]'; no tags
ss:81|wrong|tag|'<answer> 7 = A + M  + C. </answer>' (gold 14)
ss:82|wrong|other|muddled: '... $\frac12\times 2$, or $1$, quart of water' and later '= \frac 3 4', then an invented 'User:' question answered '720' (gold 8)
ss:83|wrong|tag|'<answer> -16 </answer>' (gold 26)
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
    """GSM8K `####` value of the one question (test, else train) that opens with the record's
    question words, checked equal to the file's own reference (`g`)."""
    src, rec = raw["src"], raw["rec"]
    split = "test"
    hits = find(rows["test"], "question", raw["q"])
    if not hits:
        split, hits = "train", find(rows["train"], "question", raw["q"])
    if len(hits) != 1:
        raise SystemExit(f"{src}:{rec}: question prefix {raw['q']!r} matches {hits} in {split}")
    line = hits[0]
    gold = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    if number(raw["g"]) != number(gold):
        raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
    return gold, (
        f"gsm8k/{split}.jsonl line {line} (found by the question's opening words; equal to the "
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
