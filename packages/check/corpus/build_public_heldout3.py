"""Build public_heldout3.jsonl: a third held-out set of REAL model completions (issue 25, item 2).

Purpose: the first two held-out sets hold almost no `<think>...</think><answer>...</answer>`
completions (the format of every R1-Zero-style prompt) and little long chain-of-thought from
reasoning models. This set has both: 156 completions written under the R1-Zero prompt ("... The
reasoning process is enclosed within <think> </think> and answer is enclosed within <answer>
</answer> tags ... Assistant: <think>", so the completion starts inside the think block) and 152
long chain-of-thought completions (gpt-oss-120b answers, reasoning traces of DeepSeek-R1-Distill
Llama-8B / Qwen-7B, gpt-oss-20b/120b and Qwen3-4B-Thinking, Qwen2.5-7B and Llama-3.1-8B prose,
Qwen2.5-Math-1.5B with a question-only prompt). It was gathered and labelled in session 8 BEFORE
the checker was changed for it, and scored once against rppo_check at ff37e1e
(bench/NOTES-checker.md, "Session 8, round 3"). Nothing here was used to tune the checker.

Method. Every completion is model output committed to a public repository, read through the
public-code index (read_file, 16,000-character pages) and transcribed record by record, exactly
as written (JSON-unescaped once: the files are JSON/JSONL); only records whose completion lay whole
on the pages read were taken (a record that spans two consecutive pages, both read, is noted). No
completion is truncated by us: a completion that stops early stopped in the source (the model's
token limit or stop string). Labels are ours, made by READING, never by running a checker, under
corpus/README.md's rules (the last final answer counts; hedges, two different final
answers, or the right number only in the working -> wrong; no final answer -> no_answer; equal in
value but written differently -> correct, with a note). The sources' own verdicts (reward fields,
`correct`, `parsed_answer`) were not used.

Tag-format conventions (noted per record where they apply): the answer inside `<answer>` is the
final answer, whatever the think block says; a sentence, an equation chain or a box inside the tag
is read for its final value ('The answer is 10', '$-4 + 8 = 4$.'); a tag that is never closed, or
closed without being opened, still holds the answer; capitalised or malformed closers
('</Answer>', '<end think>') change nothing; a completion that ignores the format and ends on a
box is labelled by the box (form `boxed`); a placeholder ('(answer)') or an empty element is
no_answer. Text after the committed answer (an invented 'User:' turn, a self-set new question) is
not an answer to the posed question (noted).

Long-CoT conventions: `mdcot_human` completions are the published reasoning traces (the `gcot`
field: the text a reasoning model writes before its final message; the final message is not in
that file), so their final answer is the trace's last committed value; a trace that only plans
('Finally, I'll present the final answer clearly.') is no_answer. `mdcot_goss120` completions are
the final message (`response`) of gpt-oss-120b; its reasoning field is left out.

Sources (licence as stated by the repository; commit = the version read, per record):
* ShibukiZero/assignment5-alignment (Stanford CS336 assignment 5 work; NO licence file or
  statement in the repository: a clearly public GitHub repository, used as public material, see
  the README's provenance note). Qwen2.5-Math-1.5B GRPO rollouts on MATH train problems (the
  rollout file's `ground_truth`; MATH-500 checked by problem text), 8 rollouts a step:
  - runs/no_baseline (ch7/grpo_baselines, R1-Zero prompt), steps 2, 10, 30, 50, 70;
  - runs/grpo_on_policy_lr1e-5 (ch7/grpo_train_loop, R1-Zero prompt), steps 5, 12, 20, 30, 40,
    60, 70, 80, 90, 100, 110, 120, 140, 150, 160, 180;
  - runs/question_only (ch7/grpo_prompt_ablation, the bare question as prompt: long CoT with a
    box), steps 10, 50, 90;
  - supplement/ch2/error_samples/gsm8k_incorrect.json: Llama-3.1-8B (base, zero-shot, the
    supplement's baseline) GSM8K answers the repo's parser marked incorrect (records 0-9; 2 and 8,
    long verbatim loops, not transcribed).
* zhouhouze/assignment5-alignment (no licence statement; public): OLMo-2-0425-1B under the R1-Zero
  prompt on GSM8K test (O1-prompting-baselines-reproduction/20260914-190540/raw/r1_zero.jsonl,
  example_id 0-18; 4, a 512-token invented dialogue, not taken) and Qwen2.5-7B (base) with a
  '# Query: / # Answer:' assistant prompt, greedy, on 20 GSM8K test problems
  (pa5-supplement-qwen/baseline/pilot/20261003-pilot-03/scored/v1/gsm8k.scored.jsonl, all 20).
* sanchezgt/md-eval-cot -- CC BY 4.0 (README: "All code and datasets are released under the
  Creative Commons Attribution 4.0 International (CC BY 4.0) license"; Becerra, Sánchez-Torres,
  Branch-Bedoya 2025). datasets/gcots/GSM8K_gpt-oss-120b.jsonl records 0-23 (GSM8K test 0-23; the
  `response` field) and characterization/humans/human_eval_gsm8k.json (20 GSM8K problems x 5
  models, the `gcot` field; 8 long Qwen3 / gpt-oss-20b traces of 3-7k characters not taken).

Golds: GSM8K = the `####` value of gsm8k/test.jsonl, matched by question text (every one equal to
the source's own gold); MATH = the rollout file's `ground_truth` (MATH train, `gold_source` says
so), checked equal to MATH-500's `answer` where the problem is in MATH-500.

Usage:
  python build_public_heldout3.py --raw DIR   # DIR: transcriptions *.jsonl (one JSON object per
                                              # record: src, step/ri or line, q, gold, response,
                                              # truth, form, note)
  python build_public_heldout3.py             # re-apply LABELS / provenance / gold checks to the
                                              # completions already in public_heldout3.jsonl
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from corpus_build import data_dir, write_records

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout3.jsonl"
SOURCE = "public_heldout3"

SHZ = "ShibukiZero/assignment5-alignment"
SHZ_LICENCE = "none stated (public GitHub repository, no LICENSE file)"
ZH = "zhouhouze/assignment5-alignment"
MD = "sanchezgt/md-eval-cot"
MD_LICENCE = "CC BY 4.0 (README: 'released under the ... CC BY 4.0 license')"
R1_ZERO = (
    "R1-Zero prompt (<think> </think> <answer> </answer>; the prompt ends 'Assistant: <think>')"
)
_X = "artifacts/experiments/ch7"
_C108 = "108e9529efb4d32bd42ed5bf500bd9d6ae0911f8"
_C1A4 = "1a47cd66495a60b845815c90fe1dc3a25f382fea"
_C4C4 = "4c4a4a5fecbc55bc2b003c803efb9140cbf7d67b"

# src -> (short id, repo, path template, licence, model, prompt, prompt_format, dataset)
SOURCES = {
    "shz_nobase": (
        "a5-grpo-nobaseline",
        SHZ,
        _X + "/grpo_baselines/runs/no_baseline/grpo_step_{step:06d}/sample_rollouts.jsonl",
        SHZ_LICENCE,
        "Qwen/Qwen2.5-Math-1.5B, GRPO (no baseline) rollouts",
        R1_ZERO,
        "think_answer",
        "math",
    ),
    "shz_loop": (
        "a5-grpo-loop",
        SHZ,
        _X
        + "/grpo_train_loop/runs/grpo_on_policy_lr1e-5/grpo_step_{step:06d}/sample_rollouts.jsonl",
        SHZ_LICENCE,
        "Qwen/Qwen2.5-Math-1.5B, GRPO on-policy lr 1e-5 rollouts",
        R1_ZERO,
        "think_answer",
        "math",
    ),
    "shz_qonly": (
        "a5-grpo-qonly",
        SHZ,
        _X + "/grpo_prompt_ablation/runs/question_only/grpo_step_{step:06d}/sample_rollouts.jsonl",
        SHZ_LICENCE,
        "Qwen/Qwen2.5-Math-1.5B, GRPO rollouts",
        "question only (no format asked)",
        "long_cot",
        "math",
    ),
    "shz_llama_gsm8k": (
        "a5-llama-zs",
        SHZ,
        "artifacts/experiments/supplement/ch2/error_samples/gsm8k_incorrect.json",
        SHZ_LICENCE,
        "Llama-3.1-8B (base), zero-shot",
        "supplement zero-shot GSM8K prompt",
        "long_cot",
        "gsm8k",
    ),
    "zh_olmo": (
        "a5-olmo-r1zero",
        ZH,
        "artifacts/O1-prompting-baselines-reproduction/20260914-190540/raw/r1_zero.jsonl",
        "none stated (public GitHub repository)",
        "allenai/OLMo-2-0425-1B, T=1.0, 512 tokens, stop '</answer>'",
        R1_ZERO,
        "think_answer",
        "gsm8k",
    ),
    "zh_qwen7b": (
        "a5-qwen7b",
        ZH,
        "artifacts/pa5-supplement-qwen/baseline/pilot/20261003-pilot-03/scored/v1/gsm8k.scored.jsonl",
        "none stated (public GitHub repository)",
        "Qwen/Qwen2.5-7B (base), greedy",
        "'# Query: ... # Answer:' assistant prompt, stop '# Query:'",
        "long_cot",
        "gsm8k",
    ),
    "mdcot_goss120": (
        "mdcot-gptoss120b",
        MD,
        "datasets/gcots/GSM8K_gpt-oss-120b.jsonl",
        MD_LICENCE,
        "openai/gpt-oss-120b (final message; reasoning field left out)",
        "GSM8K question",
        "long_cot",
        "gsm8k",
    ),
    "mdcot_human": (
        "mdcot-traces",
        MD,
        "characterization/humans/human_eval_gsm8k.json",
        MD_LICENCE,
        "{model} (reasoning trace, the gcot field)",
        "GSM8K question",
        "long_cot",
        "gsm8k",
    ),
}
# commit of each file version read
COMMITS = {
    ("shz_nobase", 2): _C108,
    ("shz_nobase", 10): _C108,
    ("shz_nobase", 30): _C108,
    ("shz_nobase", 50): _C1A4,
    ("shz_nobase", 70): _C1A4,
    ("shz_loop", 5): _C1A4,
    ("shz_loop", 12): _C1A4,
    ("shz_loop", 20): _C4C4,
    ("shz_loop", 30): _C1A4,
    ("shz_loop", 40): _C4C4,
    ("shz_loop", 60): _C4C4,
    ("shz_loop", 70): _C1A4,
    ("shz_loop", 80): _C4C4,
    ("shz_loop", 90): _C1A4,
    ("shz_loop", 100): _C4C4,
    ("shz_loop", 110): _C1A4,
    ("shz_loop", 120): _C1A4,
    ("shz_loop", 140): _C4C4,
    ("shz_loop", 150): _C4C4,
    ("shz_loop", 160): _C4C4,
    ("shz_loop", 180): _C1A4,
    ("shz_qonly", 10): _C1A4,
    ("shz_qonly", 50): _C1A4,
    ("shz_qonly", 90): "463384087ed09c2e16e326b04f8c2bbf157c4495",
    ("shz_llama_gsm8k", None): "a5e78daa09fba29d85d6391d3c0b6c1aace57c92",
    ("zh_olmo", None): "ca7e40ee48428b175af71fd0e5725e74bea0e9e0",
    ("zh_qwen7b", None): "aa4698f8b62d5a5512696bc48ea18a76e1aba55c",
    ("mdcot_goss120", None): "d9bb4c774ebdd6841da9b600a3d9fe02034f3f98",
    ("mdcot_human", None): "d428d132b7ae247059d5b7650e10de2dcc2048ba",
}

# key | truth | form | note   (labels made by READING each completion; see the module docstring)
LABELS = r"""
mdcot_goss120:0|correct|answer_colon|'**Answer:** She makes **\$18 per day**' (bold markdown, escaped dollar)
mdcot_goss120:1|correct|boxed|'\boxed{3 \text{ bolts}}' (unit inside the box)
mdcot_goss120:2|correct|boxed|'\boxed{\$70{,}000}' (LaTeX thousands separator {,})
mdcot_goss120:3|correct|answer_colon|'**Answer: 540 meters per week.**'
mdcot_goss120:4|correct|answer_colon|the answer sentence also says 'the final meal'
mdcot_goss120:5|correct|prose_sentence|bold last sentence, no marker
mdcot_goss120:6|correct|prose_sentence|'**Total: 260 sheep.**' (a 'Total:' label, not 'Answer:')
mdcot_goss120:7|correct|prose_sentence|'**160 minutes** in total, which is **2 hours and 40 minutes**': the same quantity twice; the record spans the file's pages 0 and 16000 (both read)
mdcot_goss120:8|correct|answer_colon|the answer sentence ends with 'those 4 hours'
mdcot_goss120:9|correct|boxed|
mdcot_goss120:10|correct|prose_sentence|last sentence '**366 times** ... three‑month period' (a number word after the answer)
mdcot_goss120:11|correct|boxed|
mdcot_goss120:12|correct|prose_sentence|debatable: '12 years' to break even, then 'starting with the **13th year**, Carlos will be earning net money' answers the question (gold 13); the closing parenthesis restates the 12-year break-even
mdcot_goss120:13|correct|answer_colon|
mdcot_goss120:14|correct|answer_colon|'**60 %**' (space before the percent sign) for the gold 60
mdcot_goss120:15|correct|prose_sentence|both options' profits listed ($125, $96); the last sentence commits to $125
mdcot_goss120:16|correct|prose_sentence|
mdcot_goss120:17|correct|boxed|'\boxed{\$57,\!500}' (comma and a negative thin space \! as thousands separator); the record spans the file's pages 32000 and 48000 (both read)
mdcot_goss120:18|correct|prose_sentence|debatable: '7 dozens' (dozen is the unit asked for); the checker refuses 'N dozen(s)' by its documented rule (it may count dozens or mean 12 N; only the question says which)
mdcot_goss120:19|correct|boxed|'\boxed{6\text{ miles per hour}}'
mdcot_goss120:20|correct|boxed|
mdcot_goss120:21|correct|answer_colon|Unicode minus in '37 − 23'
mdcot_goss120:22|correct|prose_sentence|one sentence, no working
mdcot_goss120:23|correct|answer_colon|
mdcot_human:0|wrong|prose_sentence|the right value (5 hours to return) is in the working and the last sentence, but the sentence's conclusion is 'the entire trip take 8 hours': answers a different quantity
mdcot_human:1|correct|prose_sentence|
mdcot_human:2|correct|answer_colon|'So answer: 5 hours.'
mdcot_human:3|correct|answer_colon|considers '9 PM' as the answer to another reading, then commits 'So answer: 5 hours.'; ends 'Let's produce final.'
mdcot_human:5|wrong|prose_sentence|
mdcot_human:6|correct|prose_sentence|
mdcot_human:7|correct|prose_sentence|debatable: 'Likely includes all: 7 + 21 +12 =40.' ('Likely' frames the reading, not the value); the checker's last-line tier takes 'likely' in the last sentence as a hedge, by its documented rule
mdcot_human:8|correct|answer_colon|an alternative reading giving 55 is weighed and rejected; the last committed answer is 'Thus answer: 40.'
mdcot_human:10|wrong|prose_sentence|
mdcot_human:11|correct|prose_sentence|'$1,430' with a thousands comma
mdcot_human:12|correct|prose_sentence|
mdcot_human:13|correct|answer_colon|'So answer $1,430. Provide explanation.'
mdcot_human:14|correct|answer_is|
mdcot_human:15|correct|prose_sentence|muddled units in the working ('3 hours per week ... 3 weeks') but the final value 36 is right
mdcot_human:16|correct|prose_sentence|the last sentence ends with a parenthesis '(9 hours/week × 4 weeks)' after the answer
mdcot_human:17|correct|prose_sentence|'Over 4 weeks =>36h. Answer.'
mdcot_human:18|correct|answer_colon|
mdcot_human:20|correct|prose_sentence|'40 plus 36 plus 46 equals 122' (operations in words)
mdcot_human:21|correct|prose_sentence|
mdcot_human:22|correct|prose_sentence|
mdcot_human:23|correct|prose_sentence|ends 'Provide answer.' after the value
mdcot_human:24|correct|prose_sentence|
mdcot_human:25|correct|prose_sentence|debatable: '≈ 5 pounds per day' (approximately-equals for an exact 5); the checker's last-line tier reads no value stated only as approximate ('about', 'approximately', '≈' are no anchor)
mdcot_human:26|no_answer|none|a plan with no number computed (the trace stops before any value)
mdcot_human:27|correct|prose_sentence|
mdcot_human:28|correct|answer_colon|
mdcot_human:29|correct|answer_is|'So the answer should be 5 pounds per day.'
mdcot_human:30|correct|prose_sentence|
mdcot_human:31|correct|prose_sentence|
mdcot_human:32|correct|prose_sentence|'= 145?' then a check and 'Yes $145 each.'; the record spans the file's pages 32000 and 48000 (both read)
mdcot_human:33|correct|answer_colon|debatable: 'So answer: Each cup costs $145; total cost for all cups is $34,800.': the per-cup price (the gold) and, labelled as another quantity, the total; not a hedge between two answers to one question
mdcot_human:35|correct|prose_sentence|the last sentence also holds 360 (pieces) before the answer 1
mdcot_human:36|correct|prose_sentence|
mdcot_human:37|correct|answer_colon|
mdcot_human:38|correct|answer_colon|the same answer five times (a box among them); 'one hour' in words once
mdcot_human:39|correct|answer_is|
mdcot_human:40|no_answer|none|a plan ('I'll present the final answer clearly') with no value; only the question's numbers appear
mdcot_human:41|correct|prose_sentence|
mdcot_human:42|correct|prose_sentence|
mdcot_human:43|correct|prose_sentence|
mdcot_human:44|correct|prose_sentence|the last numeric sentence names Ann's age 12 and the brother's 21
mdcot_human:45|correct|prose_sentence|
mdcot_human:46|correct|prose_sentence|the record spans the file's pages 48000 and 64000 (both read)
mdcot_human:47|correct|prose_sentence|'Answer 5 points.' (no colon)
mdcot_human:48|correct|answer_colon|
mdcot_human:49|correct|prose_sentence|ends 'it's positive 5.'
mdcot_human:50|correct|prose_sentence|
mdcot_human:51|correct|prose_sentence|
mdcot_human:52|correct|prose_sentence|
mdcot_human:55|no_answer|none|a plan, no value computed
mdcot_human:56|no_answer|none|a plan, no value computed
mdcot_human:57|correct|prose_sentence|
mdcot_human:58|correct|answer_colon|
mdcot_human:59|correct|prose_sentence|the last numeric sentence is a check '20/4=5'
mdcot_human:60|correct|prose_sentence|
mdcot_human:61|correct|prose_sentence|ends in a display equation '= 273 \text{ yards}', no sentence
mdcot_human:62|correct|prose_sentence|ends in a chained computation '364/4=91, *3=273.'
mdcot_human:63|correct|prose_sentence|
mdcot_human:64|correct|answer_is|
mdcot_human:65|wrong|prose_sentence|the record spans the file's pages 80000 and 96000 (both read)
mdcot_human:66|correct|prose_sentence|
mdcot_human:67|correct|prose_sentence|
mdcot_human:68|correct|answer_colon|
mdcot_human:70|correct|prose_sentence|
mdcot_human:71|correct|bare_last_line|the last line is the computation '600 burritos - 520 burritos = 80 burritos'
mdcot_human:72|correct|prose_sentence|
mdcot_human:73|correct|answer_colon|quotes the whole question (with its numbers) between the two answer lines
mdcot_human:75|correct|bare_last_line|
mdcot_human:76|no_answer|none|a plan, no total computed
mdcot_human:77|correct|prose_sentence|
mdcot_human:78|correct|answer_is|mentions the question's $200 after the total, then 'So answer is $66.'
mdcot_human:79|correct|prose_sentence|
mdcot_human:80|correct|prose_sentence|the record spans the file's pages 96000 and 112000 (both read)
mdcot_human:81|correct|prose_sentence|
mdcot_human:82|correct|prose_sentence|one line, the result of an equation
mdcot_human:83|correct|answer_colon|
mdcot_human:84|correct|prose_sentence|the last numeric sentence is the check '50 + 10 = 60'
mdcot_human:85|correct|prose_sentence|
mdcot_human:86|correct|bare_last_line|
mdcot_human:87|correct|prose_sentence|'Total=29 L.' (unit letter L after the value)
mdcot_human:88|correct|answer_colon|
mdcot_human:90|correct|prose_sentence|
mdcot_human:91|correct|prose_sentence|
mdcot_human:92|correct|prose_sentence|
mdcot_human:93|correct|answer_colon|'Probably 15.' after 'Answer: 15 pomelos.' (same value, hedge word)
mdcot_human:94|correct|answer_is|
mdcot_human:4|correct|prose_sentence|the reasoning trace ends in a parenthesis '(30 / 6 = 5 hours).'; 'So the answer would be 5 hours.' earlier
zh_olmo:0|no_answer|tag|the tag restates the question; no amount is given
zh_olmo:1|wrong|tag|no opening <answer>: 'It would take a total of 4 bolts. </answer>'
zh_olmo:2|wrong|tag|sentence with an equation in the tag, result $130,000
zh_olmo:3|wrong|tag|no </think> and no opening <answer>; the only answer is 810 meters
zh_olmo:5|wrong|tag|two opening tags; the last statement '16 * 3 = <rt>48</rt>'
zh_olmo:6|wrong|tag|a list of per-city numbers, none the total 260; the record spans the file's pages 0 and 16000 (both read)
zh_olmo:7|wrong|tag|answers 'Cloud Storage' (not a number)
zh_olmo:8|no_answer|tag|ends 'So he travels 240 miles + 30 miles + 2 hours time at 80 mph.': no value stated
zh_olmo:9|no_answer|tag|'her earnings for the week are: belonging to a union ...': no amount
zh_olmo:10|wrong|tag|
zh_olmo:11|wrong|tag|pseudo-XML; 'total price is <cost>196</cost>'
zh_olmo:12|no_answer|tag|the tag concludes he loses money, no number of years; 32.08 only inside <think>
zh_olmo:13|no_answer|tag|debatable: 'She started with 5' is a misread premise, then it finds a discrepancy and commits to nothing; not 18 either way
zh_olmo:14|wrong|tag|'So, there are no students in hip-hop.' (0, not 60%)
zh_olmo:15|wrong|tag|
zh_olmo:16|wrong|tag|
zh_olmo:17|wrong|tag|
zh_olmo:18|wrong|tag|answer tag never closed, ends 'in 4 weeks, she will eat 12' (finish_reason stop); 12 is not 7 either way
zh_qwen7b:0|correct|prose_sentence|no marker; last sentence states 5; a closing code fence follows
zh_qwen7b:1|correct|prose_sentence|'a total of 245 dollars'; 24500 cents earlier in the working
zh_qwen7b:2|correct|prose_sentence|last sentence ends with the equation '15 + 30 + 60 = 105 pounds.'
zh_qwen7b:3|correct|prose_sentence|
zh_qwen7b:4|correct|prose_sentence|restates the question first
zh_qwen7b:5|wrong|prose_sentence|24 (one day's calls) claimed for the week; gold 120
zh_qwen7b:6|correct|prose_sentence|
zh_qwen7b:7|correct|prose_sentence|
zh_qwen7b:8|correct|prose_sentence|
zh_qwen7b:9|correct|prose_sentence|the last sentence also contains 'ten ducks' (word number) before 5
zh_qwen7b:10|correct|prose_sentence|'$70,000' with a thousands comma
zh_qwen7b:11|wrong|prose_sentence|one-sentence answer, no working
zh_qwen7b:12|correct|prose_sentence|
zh_qwen7b:13|correct|prose_sentence|the working writes '$200 + $5x = $25x' etc. (dollar signs as currency, unbalanced)
zh_qwen7b:14|correct|prose_sentence|the record spans the file's pages 48000 and 64000 (both read)
zh_qwen7b:15|correct|prose_sentence|
zh_qwen7b:16|correct|prose_sentence|
zh_qwen7b:17|correct|prose_sentence|answer first, then a breakdown whose last line ends '= $4500'
zh_qwen7b:18|wrong|prose_sentence|debatable: two counts (4 blue, 6 red) instead of the total 10 the gold asks for; labelled wrong as in round 2 ('3 onions and 1 potato' vs 4)
zh_qwen7b:19|correct|prose_sentence|
shz_nobase@2:0|wrong|tag|
shz_nobase@2:1|correct|tag|
shz_nobase@2:2|wrong|tag|
shz_nobase@2:3|correct|tag|debatable: the tag holds '[; 9; ]', the value 9 wrapped in stray brackets and semicolons; read as the answer 9
shz_nobase@2:4|correct|tag|the working inside <think> ends '= 10 -- Answer.' but the answer tag says 9: the tag is the final answer
shz_nobase@2:5|correct|tag|
shz_nobase@2:6|wrong|tag|
shz_nobase@2:7|wrong|tag|sentence inside the tag: 'The answer is 10'
shz_nobase@10:0|wrong|tag|
shz_nobase@10:1|wrong|tag|
shz_nobase@10:2|wrong|tag|
shz_nobase@10:3|wrong|tag|
shz_nobase@10:4|wrong|tag|
shz_nobase@10:5|wrong|tag|2160 is ten times the gold 216
shz_nobase@10:6|wrong|tag|
shz_nobase@10:7|no_answer|tag|the tag holds the placeholder '(answer)'
shz_nobase@30:0|correct|tag|nonsense reasoning, right value in the tag
shz_nobase@30:1|correct|tag|
shz_nobase@30:2|wrong|tag|
shz_nobase@30:3|correct|tag|
shz_nobase@30:4|correct|tag|
shz_nobase@30:5|wrong|tag|
shz_nobase@30:6|no_answer|tag|debatable: the answer element is empty; the value 1 appears only as an attribute content="1" of the opening tag
shz_nobase@30:7|correct|tag|
shz_nobase@50:0|correct|tag|
shz_nobase@50:1|wrong|tag|
shz_nobase@50:2|wrong|tag|'135 // definitely not correct' (and 135 is not 150)
shz_nobase@50:3|wrong|tag|
shz_nobase@50:4|correct|tag|
shz_nobase@50:5|wrong|tag|
shz_nobase@50:7|wrong|tag|closing tag unfinished ('</answer'); 450 is not 150 either way
shz_nobase@70:0|wrong|tag|
shz_nobase@70:1|wrong|tag|
shz_nobase@70:2|wrong|tag|malformed opening tag '<answer 5 Fu_Emanuel(55) </answer>'; neither 5 nor 55 is 45
shz_nobase@70:6|wrong|tag|
shz_loop@100:0|correct|tag|'50,000' with a thousands comma
shz_loop@100:1|correct|tag|
shz_loop@100:2|correct|tag|'$50,000$' (math delimiters and a thousands comma inside the tag)
shz_loop@100:3|correct|boxed|no </think> and no <answer> tag (format not followed): the final answer is the last box, 50000; the tag format was asked, the checker's strictness on format is a separate question
shz_loop@100:4|correct|boxed|no </think> and no <answer> tag: final answer 'Thus, the answer is \(\boxed{50000}\).'; the take-home pay $25,000 is mentioned just before
shz_loop@100:5|correct|tag|
shz_loop@100:6|correct|tag|a box inside <think> agrees with the tag
shz_loop@180:0|wrong|tag|
shz_loop@180:1|correct|tag|a boxed equation '6 + 12 + 20 = 38' inside <think>, then the tag 38
shz_loop@180:2|correct|tag|
shz_loop@180:3|wrong|tag|
shz_loop@180:4|wrong|tag|
shz_loop@180:5|wrong|tag|
shz_loop@180:6|wrong|tag|
shz_loop@180:7|wrong|tag|
shz_loop@140:0|correct|tag|'20%' for the gold 20 (the question asks for a percent)
shz_loop@140:1|correct|tag|'20%' for the gold 20 (the question asks for a percent)
shz_loop@140:2|correct|tag|'$20\%$' for the gold 20 (the question asks for a percent)
shz_loop@140:4|correct|tag|
shz_loop@60:0|wrong|tag|
shz_loop@60:1|wrong|tag|
shz_loop@60:2|wrong|tag|
shz_loop@60:3|wrong|tag|
shz_loop@60:4|wrong|tag|
shz_loop@60:5|correct|tag|debatable: '<answer> $20$' is never closed; the text after it re-derives d = 2\sqrt{127} and then still boxes 20: the opening tag value and the last box agree with the gold, the intermediate 2\sqrt{127} is working, not a final answer
shz_loop@60:6|wrong|tag|
shz_loop@20:0|wrong|tag|
shz_loop@20:1|correct|tag|
shz_loop@20:2|wrong|tag|a box inside the answer tag
shz_loop@20:3|correct|tag|the whole working is inside the answer tag; its last sentence 'the minimum value is $0$.' is the final answer
shz_loop@20:4|correct|tag|unsound reasoning, right value
shz_loop@20:5|correct|boxed|no </think> and no answer tag: final answer is the last box, 0
shz_loop@20:6|correct|tag|
shz_loop@20:7|correct|tag|closing tags capitalised ('</Think>', '</Answer>'); box and tag both 0
shz_loop@120:0|wrong|tag|
shz_loop@120:1|wrong|tag|
shz_loop@120:2|wrong|tag|
shz_loop@120:3|wrong|tag|answer tag never properly closed ('\[/answer]'), then a self-set second question; the answer to the posed question is 10 (twice), not 13
shz_loop@120:4|correct|tag|debatable: no </think>; the tag holds the unevaluated expression sqrt((7-2)^2 + (15-3)^2), which equals 13 exactly; labelled correct by the equal-in-value rule
shz_loop@120:5|wrong|tag|a chain of equations in the tag ending in 15
shz_loop@120:6|correct|tag|HTML '<span>13</span>' inside the tag
shz_loop@120:7|correct|tag|
shz_loop@40:0|correct|tag|the tag holds the computation '$-4 + 8 = 4$.': its result 4 is the answer
shz_loop@40:1|correct|boxed|no </think> and no answer tag: final answer the last box, 4
shz_loop@40:2|correct|tag|
shz_loop@40:5|wrong|tag|
shz_loop@40:6|correct|tag|
shz_loop@80:0|correct|tag|
shz_loop@80:1|wrong|tag|'There is no solution for $x$.' in the tag
shz_loop@80:3|correct|tag|
shz_loop@80:4|correct|tag|
shz_loop@80:6|correct|tag|a box inside the answer tag
shz_loop@160:0|wrong|tag|
shz_loop@160:2|wrong|tag|3021 is near the gold 3027 but not equal
shz_loop@160:4|wrong|tag|
shz_qonly@10:0|wrong|boxed|question-only prompt; tool-style code block and output, then a box
shz_qonly@10:3|wrong|boxed|question-only prompt
shz_loop@12:0|wrong|tag|
shz_loop@12:1|wrong|tag|
shz_loop@12:2|wrong|tag|no </think>
shz_loop@12:3|no_answer|tag|unclosed answer tag holding an instruction, no value
shz_loop@12:4|wrong|tag|
shz_loop@12:5|correct|tag|no </think> (the think block is never closed) but the answer tag holds 6
shz_loop@12:6|wrong|tag|
shz_loop@5:0|wrong|tag|no </think>; an invented 'User: ... The answer is $ab = 105$.' turn, then 'Assistant: <answer> ... the final answer is indeed $ab = 105$.' (tag never closed): the model endorses 105, not 108
shz_loop@5:1|correct|boxed|no </think> and no answer tag: final answer the box 108
shz_loop@5:2|wrong|tag|no </think>; sentence in the tag
shz_loop@5:4|wrong|tag|
shz_loop@30:0|wrong|tag|prose between </think> and the tag
shz_loop@30:1|wrong|tag|
shz_loop@30:2|wrong|tag|
shz_loop@30:3|wrong|tag|
shz_loop@30:4|wrong|tag|garbled expression for the new average (87), not the increase 1
shz_loop@30:5|wrong|tag|
shz_loop@30:6|correct|tag|
shz_loop@30:7|wrong|boxed|no answer tag; a box holding '87 proofless in a simple mental surgery', then garbage ending on a mean of 71; nothing equals 1
shz_loop@90:0|wrong|tag|
shz_loop@90:1|correct|tag|
shz_loop@90:2|wrong|tag|the tag holds 10^10 (two zeros too many); 100^4 only in the working
shz_loop@90:3|correct|tag|
shz_loop@90:4|correct|tag|
shz_loop@90:5|wrong|tag|
shz_loop@90:6|wrong|tag|
shz_loop@90:7|wrong|tag|the tag holds 10^12; 100^4 only in the working
shz_loop@70:0|wrong|tag|gives the ratio 9/7 instead of p+q (and the wrong ratio)
shz_loop@70:1|wrong|tag|a ratio '2:3'
shz_loop@70:2|wrong|tag|
shz_loop@70:5|wrong|boxed|no </think> and no opening <answer>; ends '\boxed{5}$. </answer>'
shz_loop@70:6|wrong|tag|working between </think> and the tag
shz_loop@110:0|wrong|tag|
shz_loop@110:1|correct|tag|'<end think>' instead of '</think>'
shz_loop@110:2|wrong|tag|an unevaluated expression equal to 61, not 9
shz_loop@110:3|correct|tag|
shz_loop@110:4|correct|tag|
shz_loop@110:5|correct|tag|
shz_loop@110:6|correct|tag|the working's expression is mis-parenthesised but the tag says 9
shz_loop@110:7|wrong|tag|81 = 9^2
shz_loop@150:0|correct|tag|
shz_loop@150:1|correct|tag|
shz_loop@150:2|wrong|tag|the gold 6 is in the working; the final answer is 12
shz_loop@150:3|correct|tag|
shz_loop@150:4|correct|tag|
shz_loop@150:5|correct|tag|
shz_loop@150:6|correct|tag|
shz_loop@150:7|correct|tag|
shz_llama_gsm8k:0|wrong|prose_sentence|'spent$2200' (no space before the number)
shz_llama_gsm8k:1|no_answer|none|echoes the question and an empty 'Answer:'
shz_llama_gsm8k:3|no_answer|none|echoes the question only; its last number is 15 ($15 per hour)
shz_llama_gsm8k:4|no_answer|none|echoes the question only
shz_llama_gsm8k:5|wrong|prose_sentence|
shz_llama_gsm8k:6|wrong|prose_sentence|answer first (6), then a justification whose last sentence ends with the question's 24 and 8
shz_llama_gsm8k:7|wrong|prose_sentence|inside a code fence
shz_llama_gsm8k:9|no_answer|none|echoes the question only; its last number is 40
shz_qonly@50:0|correct|boxed|question-only prompt
shz_qonly@50:1|correct|boxed|question-only prompt; a code block follows the box (no output)
shz_qonly@50:6|correct|boxed|question-only prompt; a code block follows the box (no output)
shz_qonly@90:0|correct|boxed|question-only prompt
shz_qonly@90:1|correct|boxed|question-only prompt; the answer stated in prose, then code, then the box
shz_qonly@90:7|correct|boxed|question-only prompt
"""


def key_of(raw: dict) -> str:
    if "step" in raw:
        return f"{raw['src']}@{raw['step']}:{raw['ri']}"
    return f"{raw['src']}:{raw['line']}"


def _norm(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\s+", " ", text).strip()


def _rows(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def _gsm8k_gold(question_start: str, golds: list[tuple[str, str]]) -> tuple[int, str]:
    start = _norm(question_start)
    hits = [(i, g) for i, (q, g) in enumerate(golds) if q.startswith(start)]
    if len(hits) != 1:
        sys.exit(f"gsm8k question start {question_start!r}: {len(hits)} matches")
    return hits[0]


def _math500(question_start: str, problems: list[dict]) -> dict | None:
    start = _norm(question_start)
    hits = [p for p in problems if _norm(p["problem"]).startswith(start)]
    return hits[0] if len(hits) == 1 else None


def raw_of(record: dict) -> dict:
    """The transcription fields back from a record already in public_heldout3.jsonl."""
    t = record["transcription"]
    raw = {
        "src": t["src"],
        "line": record["record"],
        "q": t["question_start"],
        "gold": record["gold"],
        "response": record["completion"],
    }
    if "model" in t:
        raw["model"] = t["model"]
    if "step" in record:
        raw.update(step=record["step"], ri=record["rollout_index"], qi=record["question_index"])
    return raw


def record_of(raw: dict, label: tuple[str, str, str], golds, problems) -> dict:
    src = raw["src"]
    short, repo, path, licence, model, prompt, prompt_format, dataset = SOURCES[src]
    step = raw.get("step")
    truth, form, note = label
    record = {
        "source": SOURCE,
        "id": f"{SOURCE}/{short}/"
        + (f"s{step:03d}r{raw['ri']}" if step is not None else str(raw["line"])),
        "completion": raw["response"],
        "gold": raw["gold"],
        "checker": "gsm8k" if dataset == "gsm8k" else "math",
        "truth": truth,
        "form": form,
        "note": note,
        "prompt_format": prompt_format,
        "dataset": dataset,
        "repo": repo,
        "path": path.format(step=step) if step is not None else path,
        "commit": COMMITS[(src, step)],
        "record": raw["line"],
        "licence": licence,
        "model": model.format(model=raw.get("model", "")),
        "prompt": prompt,
    }
    if note.startswith("debatable"):
        record["debatable"] = True
    if key_of(raw) in DECISIONS:
        record["decision"], record["decision_reason"] = DECISIONS[key_of(raw)]
    if step is not None:
        record["step"] = step
        record["rollout_index"] = raw["ri"]
        record["question_index"] = raw["qi"]
    record["transcription"] = {
        "src": src,
        "question_start": raw["q"],
        **({"model": raw["model"]} if "model" in raw else {}),
    }
    if dataset == "gsm8k":
        index, gold = _gsm8k_gold(raw["q"], golds)
        if gold != raw["gold"]:
            sys.exit(f"{record['id']}: gold {raw['gold']!r} != gsm8k test {gold!r}")
        record["gsm8k_test_index"] = index
        record["gold_source"] = "gsm8k/test.jsonl #### value (matched by question text)"
    else:
        hit = _math500(raw["q"], problems)
        if hit is not None:
            if hit["answer"] != raw["gold"]:
                sys.exit(f"{record['id']}: gold {raw['gold']!r} != MATH-500 {hit['answer']!r}")
            record["gold_source"] = (
                f"MATH-500 {hit['unique_id']} (equal to the rollout's ground_truth)"
            )
        else:
            record["gold_source"] = "MATH train: the rollout file's ground_truth (not in MATH-500)"
    return record


# After tuning (session 8, round 3 after-score): the debatable labels where the checker follows a
# documented rule against the label; tests/check/test_corpus.py holds it to these decisions (the
# bench still scores them against the label).
DECISIONS = {
    "shz_nobase@2:3": (
        "reject", "'[; 9; ]' is no value the parser reads: stray brackets and semicolons around "
        "a number are not decoration it drops"),
    "shz_loop@120:4": (
        "reject", "'sqrt((7-2)^2 + (15-3)^2)' is ASCII function notation, not LaTeX: 'sqrt' is "
        "letters, and model text is never evaluated"),
    "mdcot_goss120:12": (
        "reject", "the last sentence states 'the 12th year he just breaks even': the last "
        "statement is the final answer"),
    "mdcot_goss120:18": (
        "reject", "'N dozen(s)' is no number: it may answer 'how many dozen' or mean 12 N"),
    "mdcot_human:7": ("reject", "'likely' in the last sentence is a hedge in the last-line tier"),
    "mdcot_human:25": (
        "reject", "a value stated only as approximate ('≈ 5') is no stated value in the "
        "last-line tier"),
    "mdcot_human:33": (
        "reject", "an answer phrase with two values is read after its last 'is' ($34,800)"),
}  # fmt: skip


def load_labels() -> dict[str, tuple[str, str, str]]:
    labels = {}
    for line in LABELS.strip().splitlines():
        key, truth, form, note = line.split("|", 3)
        labels[key] = (truth, form, note)
    return labels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raw", help="folder of transcription *.jsonl files")
    args = parser.parse_args()
    root = data_dir()
    golds = [
        (_norm(r["question"]), r["answer"].split("####")[-1].strip().replace(",", ""))
        for r in _rows(root / "gsm8k" / "test.jsonl")
    ]
    problems = _rows(root / "math500" / "test.jsonl")
    if args.raw:
        raws = [r for f in sorted(Path(args.raw).glob("*.jsonl")) for r in _rows(f)]
    else:
        raws = [raw_of(old) for old in _rows(OUT)]
    labels = load_labels()
    if sorted(labels) != sorted(key_of(raw) for raw in raws):
        sys.exit("LABELS and the transcriptions do not hold the same records")
    records = [record_of(raw, labels[key_of(raw)], golds, problems) for raw in raws]
    ids = [r["id"] for r in records]
    if len(ids) != len(set(ids)):
        sys.exit("duplicate ids")
    order = list(SOURCES)
    records.sort(
        key=lambda r: (order.index(r["transcription"]["src"]), r.get("step") or 0, r["record"])
    )
    write_records(OUT, records)


if __name__ == "__main__":
    main()
