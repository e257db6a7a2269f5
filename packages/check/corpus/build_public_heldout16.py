r"""Build public_heldout16.jsonl: a sixteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-15 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (rewards, format_reward, answer_reward, reward, score, correct and the
like) were not used to label.

Method (rounds 3-15's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order, every record whose completion lies on the pages read taken, stopped at a page edge; a
completion crossing a page edge was joined at the edge when the next page was read; a record whose
prompt crosses an edge but whose completion lies wholly on the next page was taken): cp =
codearky's eval_outputs.jsonl, lines 1-8 (GSM8K test 0-7), all 8 completions of lines 1-7 and
completion 0 of line 8 (pages 0-2; line 3's completion 6 and line 5's completion 7 cross page
edges and were joined; line 8's completion 1 crosses the edge of page 2 and was not taken); xf =
lines 1-12 of xiaofei9289's grpo_constant_seed_0/val_rollouts_final.jsonl (page 0; GSM8K test
0-11; line 13 crosses the edge); xr = lines 1-11 of its grpo_constant_seed_0/rollouts_step_160.jsonl
(page 0; two GSM8K train questions, 8 and 3 samples; line 12 crosses the edge); xd = lines 1-12 of
its dr_grpo_seed_0/val_rollouts_final.jsonl (page 0; GSM8K test 0-11); rf = the whole of
Riyasushin's eval_zeroshot_failures.jsonl (24 lines, pages 0-1); yb = lines 1-58 of yyfblock's
results/eval_a2_step250.jsonl (pages 0-3; GSM8K test 0-57; lines 15, 30 and 45 cross page edges
and were joined; line 59 crosses the edge of page 3); lm = entries "0"-"88" of The2813509163's
OpenCompass math_1.json (pages 0-8; entries "19", "29", "38", "49", "59" and "78" cross page edges
and were joined; entry "89" crosses the edge of page 8 and was not taken). Two repetition loops
were transcribed as read: lm "36" is a numbered loop ('Step 5: ...' to 'Step 29: ...') rebuilt from
its numbering and its four-position cycle, and lm "20" repeats '15,895 \times 990 = ' 22 times as
read from the page (the count could not be checked against a length field; its label, no_answer,
does not depend on it). The2813509163/my_project was used in round 15 (its shard 0 of the same
run); only its shard 1 is taken here, and it holds 89 of 263 records (33.8 %). Round 15's leads
(Savoxism, cJamesSmith) were not continued: both repositories are in the corpus.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-15's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word or a `$` sign with the
value, `$70,000` for 70000, `\$18` for 18, math delimiters around the value); in the tag format the
`<answer>` content is the final answer, whether or not a `<think>` block came before it (the
prompts ask for `<think>...</think><answer>...</answer>`; many completions skip the think tags); a
completion with no answer tag is labelled by its last box or its last stated result; a completion
cut at the token cap (a repetition loop) before any answer tag or final statement is no_answer;
text after the committed answer (a second, equal answer; a placeholder think block) does not
change the label. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl (else train.jsonl) question that opens
with the record's question words, checked equal to the file's own reference (cp: `answer`; xf, xr,
xd, rf: `ground_truth`; yb: `gold`); xr's questions are GSM8K train questions (training rollouts),
all other GSM8K records are GSM8K test. MATH (lm only): the problem is looked up in MATH-500
(../shared/data/math500/test.jsonl) by its opening words and, where found (entries "13", "41",
"43", "48"), MATH-500's `answer` is checked equal to the file's own gold; else the file's own gold
as transcribed (OpenCompass's extracted MATH reference answer).

Usage: python build_public_heldout16.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout16.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout16.jsonl"
SOURCE = "public_heldout16"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
MIT = "MIT (the repository's LICENSE file, read through the index)"
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>' (the "
    "file's prompt field)"
)

CP = "codearky/cross-policy-with-trl"
CP_MODEL = (
    "a GRPO-trained checkpoint: runs/baseline-grpo-qwen/20260109_151711/baseline0/checkpoint-600 "
    "(the file's model field); baseline0 is policy 0 of trl/examples/scripts/cross_policy_grpo.py "
    "(at 1a14f04), i.e. Qwen/Qwen2.5-0.5B-Instruct trained with plain GRPO on GSM8K train "
    "(8 generations, 512 completion tokens, beta 0); sampled by "
    "trl/examples/scripts/evals/eval_math_passk_diversity.py (defaults: 8 samples per prompt, "
    "temperature 1.0, top-p 0.95, repetition penalty 1.05, 384 new tokens; the run's own arguments "
    "are not stored); GSM8K test problems in order; the record is one element of a line's "
    "completions list"
)
CP_PROMPT = (
    "chat template, system '\\nYou will be given a math question.\\nReason about the question and "
    "correct your own mistakes if you make any.\\n\\nRespond in the following format:\\n<think>\\n"
    "Reason here. Decide to answer when you are confident as your response length is limited.\\n"
    "</think>\\n<answer>\\nAnswer here.\\n</answer>\\n', user '{question}' (the file's prompt field)"
)

XF = "xiaofei9289/CS336_Project"
XF_MODEL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train (CS336 assignment 5, recipe "
    "grpo_constant: mean baseline, std normalisation, constant loss normalisation; lr 1e-5, 200 "
    "rollout steps, group size 8, temperature 1.0, top-p 1.0, 512 tokens; run_config.json at "
    "48aa5ab); the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)
XF_VAL = XF_MODEL + "; this file holds the final checkpoint's validation rollouts on GSM8K test"
XF_ROLL = (
    XF_MODEL + "; this file holds the training rollouts of rollout step 160 (8 samples per GSM8K "
    "train question)"
)

RF = "Riyasushin/CS336-Work"
RF_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot (Tiny-Training-RL/docs/eval_zeroshot_summary.json: the first "
    "256 GSM8K test questions; scripts/eval_zeroshot.py at fc6d1d8: HF transformers backend, "
    "temperature 1.0, top-p 1.0, 512 new tokens, generation cut after the first '</answer>'); the "
    "file is the script's failures.jsonl: up to 10 records drawn at random (seed 0) from each "
    "bucket of the source's own format/answer grader ([1, 0]: 10, [0, 0]: 10, [1, 1]: 4), in that "
    "order; the record is one line's generation"
)

LM = "The2813509163/my_project"
LM_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 1 of 8 (round 15 took shard 0 "
    "of the same run); the record is one entry's prediction; the file's gold is OpenCompass's "
    "extracted MATH reference answer"
)
LM_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\boxed{}.\\n' (the file's origin_prompt)"
)

XD_VAL = (
    "allenai/OLMo-2-0425-1B trained with GRPO on GSM8K train by the same script as xf, run "
    "dr_grpo_seed_0 (the Dr. GRPO recipe; its run_config.json was not read); this file holds the "
    "final checkpoint's validation rollouts on GSM8K test; the record is one line's response"
)

YB = "yyfblock/grpo-math"
YB_MODEL = (
    "Qwen/Qwen2.5-1.5B (base; configs/base.yaml at f0c2582) trained with GRPO on GSM8K train, run "
    "s2a2_full_lr2e-6 (configs/grpo_a2_full.yaml: full fine-tuning, lr 2e-6, DAPO loss, beta "
    "0.02, 8 generations, 700 completion tokens), checkpoint step 250; evaluated on the first 500 "
    "GSM8K test questions with temperature 0.8, top-p 0.95, 700 tokens, one sample each; the record "
    "is one line's completion (the text after the prompt's closing 'Assistant: <think>')"
)
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template)"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "cp": ("cp-qwen25-05b-grpo-gsm8k", CP, "eval_outputs.jsonl",
           "c3a95863b29f4ceebd8687e2fa0f3563428f5f9a", CP_MODEL, CP_PROMPT, "think_answer",
           "gsm8k", "answer", NO_LICENCE),
    "xf": ("xf-olmo2-1b-grpo-val", XF, "assignment5/results/grpo_constant_seed_0/"
           "val_rollouts_final.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XF_VAL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "xr": ("xr-olmo2-1b-grpo-rollouts", XF, "assignment5/results/grpo_constant_seed_0/"
           "rollouts_step_160.jsonl", "48aa5ab7abcf2c398f075fd0ec90a2895b58c8f0", XF_ROLL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "rf": ("rf-qwen25-math-15b-gsm8k", RF, "Tiny-Training-RL/docs/eval_zeroshot_failures.jsonl",
           "fc6d1d8738308fcae9f04182d0ebe30d62378fc8", RF_MODEL, R1Z, "think_answer", "gsm8k",
           "ground_truth", NO_LICENCE),
    "lm": ("lm-llama32-1b-math-shard1", LM, "test_Pruning/LLaMA-Factory-main/outputs/default/"
           "20250629_120441/predictions/Llama-3.2-1B-Instruct_hf/math_1.json",
           "6d5bbf66441c66c07d471dc64a64c247de981fd9", LM_MODEL, LM_PROMPT, "long_cot", "math",
           "gold", NO_LICENCE),
    "xd": ("xd-olmo2-1b-drgrpo-val", XF, "assignment5/results/dr_grpo_seed_0/"
           "val_rollouts_final.jsonl", "67a18581e7660a1bc53ab2ef3d143cecec294b16", XD_VAL, R1Z,
           "think_answer", "gsm8k", "ground_truth", MIT),
    "yb": ("yb-qwen25-15b-grpo-gsm8k", YB, "results/eval_a2_step250.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YB_MODEL, YB_PROMPT, "think_answer",
           "gsm8k", "gold", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
cp:0|correct|tag|
cp:1|correct|boxed|no answer tag: a Python block and its output, then '\[ \boxed{18} \]'
cp:2|correct|tag|
cp:3|correct|tag|
cp:4|correct|tag|'<answer>\n\$18\n</answer>' (an escaped dollar sign in the tag)
cp:5|correct|tag|
cp:6|correct|tag|
cp:7|correct|tag|
cp:8|correct|tag|
cp:9|correct|tag|
cp:10|correct|tag|
cp:11|correct|tag|
cp:12|correct|tag|
cp:13|correct|tag|
cp:14|correct|tag|
cp:15|correct|tag|
cp:16|correct|tag|'<answer>\n$70,000\n</answer>' after a placeholder think block ('Reason here. Decided to correctly perform the calculations ...') written after the working
cp:17|correct|tag|'$70,000' in the tag
cp:18|wrong|tag|'$120,000' (the increase taken as the profit)
cp:19|correct|tag|
cp:20|correct|tag|
cp:21|wrong|tag|'$145,000' (150% of the total cost)
cp:22|correct|tag|
cp:23|wrong|tag|'$245,000'
cp:24|correct|tag|
cp:25|correct|tag|'<answer>\n540\n</answer>', then a '(think) ... </think>' block and '(answer)\n540\n</answer>' repeating the same value
cp:26|correct|tag|
cp:27|correct|tag|
cp:28|correct|tag|
cp:29|correct|tag|
cp:30|correct|tag|a '<think>' block with the arithmetic after the plan, then the tag
cp:31|correct|tag|
cp:32|correct|tag|
cp:33|correct|tag|
cp:34|wrong|tag|'\boxed{1}' and '<answer>\n1\n</answer>': cups per chicken, though the working found 20 cups for the meal (gold 20)
cp:35|correct|tag|'the answer is 20 cups.' then '<answer>\n20\n</answer>' (the working also divides to 1 cup per chicken)
cp:36|correct|tag|
cp:37|correct|tag|
cp:38|correct|tag|
xf:0|correct|tag|'<answer> $18 </answer>'
xf:1|correct|tag|
xf:2|wrong|tag|'<answer> $120,000</answer>'
xf:3|correct|tag|
xf:4|wrong|tag|'<answer> 2 </answer>' (cups per chicken)
xf:5|correct|tag|'<answer> $64 </answer>'
xf:6|correct|tag|
xf:7|wrong|tag|
xf:8|wrong|tag|
xf:9|correct|tag|'<answer> $460 </answer>'
xf:10|wrong|tag|
xf:11|wrong|tag|
xr:0|wrong|tag|the working runs into nonsense ('L descendants * e birds'); '<answer> 35 </answer>'
xr:1|wrong|tag|1260 appears in the working as one professional's cost; the final answer is 2520
xr:2|wrong|tag|'<answer> $630 </answer>'
xr:3|correct|tag|'<answer> $1260 </answer>'
xr:4|wrong|tag|
xr:5|correct|tag|'<answer> $1260 </answer>'
xr:6|wrong|tag|'<answer> $1536 </answer>'
xr:7|correct|tag|
xr:8|no_answer|truncated|cut at the token cap in a loop ('$60,000 - $80,000/2 = ...'); no answer tag; the gold 60,000 appears only as an intermediate difference before the loop
xr:9|wrong|tag|'<answer> 100,000 </answer>' (60,000 is computed as the profit, then 100,000 given)
xr:10|wrong|tag|'<answer> 20,000</answer>'
rf:0|wrong|tag|'<answer>$250$ worker bees here</answer>' (gold 400)
rf:1|correct|tag|'<answer> Carl receives $4 in change. </answer>' (a sentence in the tag)
rf:2|wrong|tag|'<answer>Total feed in the morning: 15 cups</answer>' (a given quantity restated; gold 20)
rf:3|correct|tag|'<answer> 4 (Cindy's pets) + 6 (Marcia's pets) + 18 (Jan's pets) = 28 pets in total. </answer>' (an equation ending in the value)
rf:4|correct|tag|'<answer>160 red roses</answer>'
rf:5|wrong|tag|the tag computes '$35.01' and ends 'we round this up to $36.' (gold 15)
rf:6|correct|tag|'<answer> <p>The correct answer would be $140</p> </answer>' (HTML paragraph tags inside the answer tag)
rf:7|wrong|tag|'<answer> \(45\) </answer>' (gold 50)
rf:8|wrong|tag|debatable: the tag says only that she must babysit enough times to get 45 eggs (45 is the egg count, no number of babysits is given; no_answer would also fit)
rf:9|correct|tag|'<answer>The expenditure in June was $440. The total expenditure for May and June was $940</answer>' (two values in the tag; the last one is the total asked for)
rf:10|wrong|prose_sentence|no answer tag; the text ends '... each cage of rats contains <8> animals.,</think>' (gold 5)
rf:11|wrong|boxed|the think block closes early, then Python code and '\( \boxed{700} \)' (gold 595)
rf:12|wrong|tag|'The number of tadpoles Finn can see in the pond now is <answer>5</answer>' after '</think>' (gold 15)
rf:13|correct|prose_sentence|debatable: no answer tag, the text ends '... i.e., 1200 * 1000 = 200 feet.\nanswer>' (a broken tag with nothing after it); the last stated result is 200 feet, reached through a '*' written for '-'
rf:14|correct|tag|an answer tag that is never closed: '<answer>Therefore, ... So, the number of copies sold by Harald is 8,000.' ('8,000' for 8000)
rf:15|wrong|tag|debatable: '<answer>Joan = Jessa + 5</answer>' (a relation from the problem, no value; no_answer would also fit)
rf:16|wrong|tag|debatable: the tag sets up a wrong equation '\[ x + 99 = x + 5 \]' and stops without a value (no_answer would also fit; gold 104)
rf:17|wrong|tag|an invented 'Assistant: <answer>' opening, then '... So Carrots not used = 192 pounds.\n</answer>' (gold 120)
rf:18|correct|boxed|'Next is <answer>: R = 4 * 0.70M = 2.80 * 30 = 84.' (a tag opened and never closed), then Python code and '\(\boxed{84}\)'
rf:19|correct|tag|debatable: '<answer> $70, the groomer is offering the discount of $30 ...' then an invented 'User: Which courses does the Assistant teach?\nAssistant: <think> The Assistant teaches math and science courses.' inside the same tag before '</answer>'
rf:20|correct|tag|'<answer> 280 feet </answer>'
rf:21|correct|tag|'<answer> $10. </answer>'
rf:22|correct|tag|
rf:23|correct|tag|'<answer>25%</answer>' (a percent sign; gold 25)
lm:0|wrong|boxed|'\boxed{120}' (chose one boy instead of three; gold 840)
lm:1|no_answer|truncated|cut at the token cap ('Given the'); no box; 1 is mentioned only as one reading it then sets aside
lm:2|wrong|boxed|'\boxed{2^{2015}}' (gold 1)
lm:3|no_answer|truncated|cut at the token cap while counting triangle classes; no box
lm:4|wrong|boxed|'$\boxed{\frac{50}{9}}$' (a 'probability' above 1; gold \frac{8}{63})
lm:5|correct|boxed|
lm:6|no_answer|truncated|cut at the token cap right after '= \frac{6250}{7776} \]' ('S'); no box (that sum is also not the gold \frac{625}{648})
lm:7|wrong|boxed|'\boxed{16591}' (gold 16,\!471)
lm:8|correct|boxed|'$\boxed{8}$' reached through a broken pairing argument (gold 8)
lm:9|wrong|boxed|'\boxed{5xxx}' (gold 153)
lm:10|correct|boxed|'\boxed{14400}' for the gold 14,\!400 (no thousands separator)
lm:11|no_answer|truncated|cut at the token cap inside the third case's binomial; no box
lm:12|correct|boxed|
lm:13|wrong|boxed|'$\boxed{144}$' in a sentence (gold 720)
lm:14|wrong|boxed|'\boxed{2011}' (17576 - 15625 miscomputed; gold 1951)
lm:15|no_answer|truncated|cut at the token cap in a list of wrong multiples ('- Divisible'); no box
lm:16|no_answer|truncated|cut at the token cap inside the sum 'P(6) + P(7) + P(8) + P('; no box
lm:17|wrong|boxed|'\boxed{12}' (gold 48)
lm:18|correct|boxed|'$\boxed{15}$' although the working derives the x^{-2} term (C(6,4) = C(6,2) = 15)
lm:19|correct|boxed|'$\boxed{\frac{1}{12}}$' for the gold \dfrac{1}{12} (\frac for \dfrac)
lm:20|no_answer|truncated|cut at the token cap in a repetition loop '15,895 \times 990 = 15,895 \times 990 = ...' (the product is never evaluated; no box)
lm:21|correct|boxed|
lm:22|wrong|boxed|'\boxed{15}' (gold 20)
lm:23|wrong|boxed|'n = \boxed{19}' inside an equation chain (gold 5)
lm:24|wrong|boxed|'\boxed{\frac{1}{2}}' (gold \dfrac{1}{4})
lm:25|wrong|boxed|'\boxed{75825}' (gold 75,\!075)
lm:26|wrong|boxed|'\boxed{3}' (gold 6)
lm:27|correct|boxed|'\boxed{\frac{1}{2}}' after reasoning that does not support it (gold \frac{1}{2})
lm:28|no_answer|truncated|cut at the token cap inside case 3 ('where'); no box
xd:0|correct|tag|
xd:1|wrong|tag|3 bolts is computed, then multiplied by an invented 3 robes; '<answer> 9 </answer>'
xd:2|wrong|tag|'<answer> 50000 </answer>'
xd:3|wrong|tag|'</ think> <answer> 450 </answer>' (a think tag closed as '</ think>'; gold 540)
xd:4|wrong|tag|
xd:5|correct|tag|'<answer> $64 </answer>'
xd:6|correct|tag|
xd:7|wrong|tag|
xd:8|wrong|prose_sentence|no answer tag and no '</think>': the text ends '... he is 460 - 320 = 140 miles from home.' (gold 45)
xd:9|correct|tag|'<answer> $460 </answer>'
xd:10|wrong|tag|'<answer> 396 </answer>' (gold 366)
xd:11|correct|tag|
lm:29|no_answer|truncated|cut at the token cap at 'Adding up the number of ways for each distribution, we get' (no total, no box)
lm:30|no_answer|truncated|cut at the token cap in repeated case lists ('This'); no box
lm:31|correct|boxed|
lm:32|wrong|boxed|'\boxed{6}' after computing 1/2 and 'rounding down' (gold 10)
lm:33|correct|boxed|'$\boxed{\frac{1}{221}}$' for the gold \dfrac{1}{221}
lm:34|wrong|boxed|'\boxed{\frac{1}{4}}' (gold \frac{35}{128})
lm:35|no_answer|truncated|cut at the token cap inside a Pascal's-identity expansion; no box (the given values are never used)
lm:36|no_answer|truncated|cut at the token cap in a numbered loop 'Step 5: ... Step 29: Attach one triangle to the'; no box
lm:37|correct|boxed|'The final answer is:\n\boxed{\frac{1}{6}}' after '1/6' in prose
yb:0|correct|tag|'<answer>$18</answer>'
yb:1|correct|tag|
yb:2|wrong|tag|'<answer>$120,000</answer>'
yb:3|correct|tag|
yb:4|correct|tag|
yb:5|correct|tag|'<answer>$64</answer>'
yb:6|correct|tag|
yb:7|wrong|tag|'<answer>140 minutes</answer>' (gold 160)
yb:8|wrong|tag|'<answer>300 miles</answer>' (gold 45)
yb:9|correct|tag|'<answer>$460</answer>'
yb:10|correct|tag|
yb:11|correct|tag|'<answer>$694</answer>'
yb:12|wrong|tag|'<answer>12</answer>' (gold 13)
yb:13|correct|tag|
lm:38|correct|boxed|
lm:39|wrong|boxed|'$\boxed{1}$' after '5/4 = 1.25' rounded down (gold 165)
lm:40|correct|other|debatable: cut at the token cap right after '\frac{235}{5005} = \frac{47}{1001} \' (no box; the simplified value equals the gold \frac{47}{1001}; no_answer would also fit)
lm:41|correct|boxed|
lm:42|no_answer|truncated|cut at the token cap while listing (b, c) pairs (odd values of c included); no box
lm:43|wrong|boxed|'\boxed{100000}' (gold -125)
lm:44|wrong|boxed|'F + L = 3 + 3 = \boxed{6}' (gold 11)
lm:45|correct|boxed|
lm:46|wrong|boxed|'$\boxed{56}$' (8!/(3!3!2!) evaluated as 56; gold 560)
lm:47|wrong|boxed|'$\boxed{\frac{1}{4}}$' (gold \frac{1}{12})
lm:48|correct|boxed|'$\boxed{\frac{1}{4}}$' for the gold \frac14
yb:14|correct|tag|'<answer>60%</answer>' (a percent sign; gold 60)
yb:15|wrong|tag|'<answer>$29</answer>' (the difference of the two gains; gold 125)
yb:16|correct|tag|
yb:17|correct|tag|'<answer>$57500</answer>'
yb:18|wrong|tag|'<answer>21</answer>' (gold 7)
yb:19|wrong|tag|'<answer>4</answer>' (gold 6)
yb:20|wrong|tag|'<answer>15.67</answer>' (gold 15)
yb:21|wrong|tag|'<answer>2</answer>' (gold 14)
yb:22|correct|tag|
yb:23|correct|tag|
yb:24|correct|tag|'<answer>$26</answer>'
yb:25|correct|tag|a wrong line '5 * $8.50 = $42.50' in the working, then 17 / 8.50 = 2; '<answer>2</answer>'
yb:26|correct|tag|'<answer>$243.00</answer>' (trailing zeros; gold 243)
yb:27|correct|tag|'<answer>$16.00</answer>' (trailing zeros; gold 16)
yb:28|correct|tag|
lm:49|correct|boxed|
lm:50|wrong|boxed|'\boxed{72}' (gold 1920\text{ ways.})
lm:51|wrong|boxed|'\boxed{\frac{1}{27}}' (gold \frac{7}{27})
lm:52|wrong|boxed|'\boxed{63}' (gold 12)
lm:53|no_answer|truncated|cut at the token cap at '= \frac{560}{13} \approx 43'; no box (and not the gold \$15.48 in any case)
lm:54|correct|boxed|'\boxed{363}' bare in a sentence (no math delimiters)
lm:55|wrong|boxed|'\boxed{14625}' (gold 58,500)
lm:56|correct|boxed|'\boxed{34650}' for the gold 34,\!650
lm:57|no_answer|truncated|cut at the token cap in a case list ('7. $c = 6$: $a$ can be any digit from'); no box
lm:58|wrong|boxed|'$\boxed{233}$' (gold 26)
cp:39|no_answer|truncated|cut at the token cap inside '\(60 \text{ cups/day} \times 3 \text{ meals/day} = 180 \text{ cups/day' after a self-correction; no answer tag (60 - 40 = 20 is never reached)
cp:40|correct|tag|'<answer>\n$64\n</answer>'
cp:41|wrong|tag|'<answer>\n92\n</answer>' right after '($5 * 8) + ($3 * 8)' (= 64) was set up (gold 64)
cp:42|correct|tag|
cp:43|correct|tag|
cp:44|correct|tag|
cp:45|correct|tag|a placeholder-style think block after the working, then '<answer>\n$64\n</answer>'
cp:46|correct|tag|
cp:47|wrong|tag|'<answer>\n$43\n</answer>'
cp:48|correct|tag|
cp:49|correct|tag|
cp:50|correct|tag|
cp:51|correct|tag|
cp:52|correct|tag|
cp:53|correct|tag|
cp:54|correct|tag|
cp:55|correct|tag|
cp:56|correct|tag|'<answer>\n160 minutes\n</answer>' (reached through a wrong account of the restart: 40 + 20 + 100)
lm:59|wrong|boxed|'\boxed{27}' (gold 39)
lm:60|wrong|boxed|'$\boxed{10}$' inside a sentence (gold 8\text{ meals})
lm:61|no_answer|truncated|cut at the token cap in a list of invented Pascal rows ('- Row 24: 1 23 231 1771'); no box
lm:62|correct|boxed|
lm:63|wrong|boxed|'$\boxed{114}$' (gold 147)
lm:64|no_answer|truncated|cut at the token cap at '$3 \times 6 \times 4 =' (no total, no box)
lm:65|correct|boxed|
lm:66|correct|boxed|'$\boxed{9}$' inside a sentence
lm:67|wrong|boxed|'$\boxed{\frac{3}{5}}$' (gold \frac{11}{18})
lm:68|correct|boxed|
lm:69|wrong|boxed|'\boxed{\frac{8}{25}}' after '16 / 50 = 0.32' (gold \frac{1}{2})
yb:29|wrong|tag|'<answer>$0</answer>' (gold 104)
yb:30|correct|tag|
yb:31|wrong|tag|'<answer>93.33</answer>' (gold 80)
yb:32|wrong|tag|'<answer>70</answer>' (gold 35)
yb:33|correct|tag|
yb:34|correct|tag|
yb:35|correct|tag|
yb:36|correct|tag|'<answer>$75.00</answer>' (trailing zeros; gold 75)
yb:37|correct|tag|'<answer>2</answer>' reached by flooring 40 / 15 = 2.666... (gold 2)
yb:38|correct|tag|'<answer>10 miles per hour</answer>' (a unit phrase in the tag)
yb:39|correct|tag|
yb:40|correct|tag|
yb:41|correct|tag|
yb:42|correct|tag|
yb:43|wrong|tag|'<answer>0</answer>' (gold 48)
lm:70|correct|boxed|
lm:71|correct|boxed|
lm:72|no_answer|truncated|cut at the token cap at '10. This gives us two possible values for $n$:' (after a wrong factorisation); no box
lm:73|wrong|boxed|'\boxed{27}' (gold 6)
lm:74|wrong|boxed|'$\boxed{\frac{1}{2}}$' (gold \frac{1}{6})
lm:75|correct|boxed|'\boxed{\frac{23}{36}}' after a garbled inclusion-exclusion chain that lands on 23
lm:76|wrong|boxed|'$\boxed{400}$' (gold 425)
lm:77|wrong|boxed|'\boxed{1}' (a probability of 120/120; gold \frac{13}{90})
yb:44|wrong|tag|'<answer>$200.00</answer>' (made 200 candles instead of 20; gold 20)
yb:45|wrong|tag|'<answer>37</answer>' (gold 104)
yb:46|wrong|tag|the working ends asking the user to check the problem ('P = -254'), then '<answer>0</answer>' (gold 163)
yb:47|correct|tag|'<answer>$800</answer>'
yb:48|correct|tag|
yb:49|correct|tag|
yb:50|correct|tag|'<answer>$294</answer>'
yb:51|wrong|tag|'<answer>8 hours</answer>' (5 hours is computed for the way back, then 3 + 5 added; gold 5)
yb:52|correct|tag|
yb:53|correct|tag|'<answer>$40</answer>'
yb:54|correct|tag|
yb:55|correct|tag|
yb:56|correct|tag|
yb:57|correct|tag|
lm:78|no_answer|truncated|cut at the token cap at 'This means that $a = c + 1$ and' after invalid algebra; no box
lm:79|wrong|boxed|'\boxed{8}' (gold 48)
lm:80|wrong|boxed|'\boxed{\pi - 1}' (gold \frac{\pi}{4})
lm:81|wrong|boxed|'101 - 4 = \boxed{97}' (101 numbers minus 4 squares, 100 = 10^2 missed; gold 96)
lm:82|wrong|boxed|'$\boxed{\frac{1}{64}}$' (gold \frac{9}{32})
lm:83|wrong|boxed|'\boxed{7}' (gold 4)
lm:84|no_answer|truncated|cut at the token cap in a loop of digit swaps ('which is'); no box
lm:85|correct|boxed|'$\boxed{\frac{3}{10}}$' for the gold \dfrac{3}{10}
lm:86|correct|boxed|'= \boxed{9}' at the end of an equation chain
lm:87|correct|boxed|
lm:88|no_answer|truncated|cut at the token cap while retrying inclusion-exclusion ('|M \cup E \cup S| ='); no box
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
