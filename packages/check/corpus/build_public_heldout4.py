"""Build public_heldout4.jsonl: a fourth held-out round of REAL model completions (issue 25).

Purpose: rounds 1-3 were tuned on after they were scored, so they no longer measure how the
checker does on completions it has never seen. This round was gathered in session 11 and
labelled BEFORE any checker change for it, then scored once (bench/NOTES-checker.md, "Session 11,
round 4"). Nothing here was used to tune the checker; `HELD_OUT_SOURCES` keeps it out of the tests.

Method (round 3's, see build_public_heldout3.py): every completion is model output committed to
a public GitHub repository, read through the public-code index (read_file, 16,000-character
pages) and transcribed record by record, exactly as written (JSON-unescaped once); only records
whose completion lay whole on the pages read were taken. No completion is shortened by us; long
verbatim loops and long noise were skipped (not transcribed), which biases the round toward
shorter completions. Labels are ours, made by READING, never by running a checker, under
corpus/README.md's rules and round 3's tag conventions (the `<answer>` content is the final
answer; a sentence or equation chain in the tag is read for its final value; unclosed, unopened
or malformed tags still hold the answer; a placeholder is no_answer; a completion that ignores
the format is labelled by its last box or statement; invented turns and self-set questions after
the answer do not count). One more convention here: a completion whose first line answers the
prompt's 'Answer:' slot and whose explanation then ends on a different value without retracting
the first is two different final answers -> wrong (noted 'debatable'). The sources' own verdicts
(reward fields, `is_correct`, `extracted_answer`) were not used.

Sources: Stanford CS336 assignment-5 repositories and one GSM8K evaluation repository, none with
a LICENSE file in the index (clearly public; each record says so in `licence`), per-record
`repo`, `path`, `commit`, `record` (0-based line, or list index for a JSON array). The
sandrewxu zero-shot file holds the same greedy Qwen2.5-Math-1.5B outputs as
donglinkang2021/cs336-assignment5-alignment's gsm8k_local results; only sandrewxu's was taken.

Golds: GSM8K = the `####` value of gsm8k/test.jsonl (else train.jsonl) matched by question text,
or by line for the LibAssignment files (which store no question: their completions follow
gsm8k/test.jsonl in order, checked by reading), and checked equal to the source's own gold;
MATH = the source's `answer`, checked against MATH-500's `answer` where the problem is there.

Usage:
  python build_public_heldout4.py --raw DIR   # DIR/*.jsonl: one transcription a line
                                              # (src, rec, q or test_line, gold_src, response)
  python build_public_heldout4.py             # re-apply LABELS / provenance / gold checks
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from corpus_build import TRUTHS, data_dir, write_records

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout4.jsonl"
SOURCE = "public_heldout4"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
R1 = "R1-Zero prompt (<think> </think> <answer> </answer>; the prompt ends 'Assistant: <think>')"
GC, LIB = "guochenmeinian/cs336-assignment5", "LibAssignment/cs336-assignment5-alignment"
CN, PH = "cherryni2022/cs336-assignment5_alignment", "philharmonic77/cs336-assignment5"
MK = "macklinhrw/llm-reasoning"
QM = "Qwen/Qwen2.5-Math-1.5B"
OLMO = "allenai/OLMo-2-0425-1B, T=0.7, 1000 tokens (scripts/evaluate_baseline.py)"
MK_PROMPT = "system + user: '... end with \"The final answer is [answer]\"'"

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset)
# fmt: off
SOURCES = {
    "gc_sft": ("gc-sft", GC, "evaluations/sft_qwen_math_15b_evaluation.jsonl",
               "4ea3fdba408793e681fa283222942f5f1aa6d4d4", f"{QM} after the repo's SFT",
               R1, "think_answer", "gsm8k"),
    "gc_gsm8kbase": ("gc-base-train", GC, "results/gsm8k_baseline_results.jsonl",
                     "d8cf27133ec16b86417c6d63ddbdad0a50702ba3", f"{QM} (baseline)", R1,
                     "think_answer", "gsm8k"),
    "gc_mathbase": ("gc-base", GC, "evaluations/math_baseline_results.jsonl",
                    "4357027c77fe5f5ce8eec39e549a6be63d8c901b", f"{QM} (baseline)", R1,
                    "think_answer", "gsm8k"),
    "sx_qwen": ("sx-qwen-greedy", "sandrewxu/cs336-assignment5-alignment",
                "results/zero_shot/qwen_gsm8k_zero_shot_20251212_142803.jsonl",
                "2047da764e54384067919b67842250a349232483", f"{QM}, vLLM zero-shot",
                R1, "think_answer", "gsm8k"),
    "lib_r1": ("lib-olmo-r1", LIB, "out/baseline_completions_r1_zero_test.jsonl",
               "99c2a770d7064d0473f34a2715ab196b46077aaa", OLMO, R1, "think_answer", "gsm8k"),
    "lib_3shot": ("lib-olmo-r1-3shot", LIB,
                  "out/baseline_completions_r1_zero_three_shot_gsm8k_test.jsonl",
                  "99c2a770d7064d0473f34a2715ab196b46077aaa", OLMO,
                  "R1-Zero prompt with three GSM8K examples", "think_answer", "gsm8k"),
    "lib_qonly": ("lib-olmo-qonly", LIB, "out/baseline_completions_question_only_test.jsonl",
                  "99c2a770d7064d0473f34a2715ab196b46077aaa", OLMO,
                  "question only (no format asked)", "long_cot", "gsm8k"),
    "cn_base": ("cn-base", CN, "evaluations/evaluate_Qwen-Qwen2.5-Math-1.5B_test.jsonl",
                "2ff047fb8280e1cf9d2f3732c1a939375e583abf", f"{QM} (base)", R1,
                "think_answer", "gsm8k"),
    "cn_sft143": ("cn-ckpt143", CN, "evaluations/evaluate_143.jsonl",
                  "2ff047fb8280e1cf9d2f3732c1a939375e583abf",
                  f"{QM} fine-tuned (the repo's checkpoint 143)", R1, "think_answer", "gsm8k"),
    "cn_grpo3": ("cn-grpo3", CN, "evaluations/grpo/evaluate_3.jsonl",
                 "23638f8f1016947c95843a9d5f663b4da97c0f12",
                 f"{QM}, GRPO (the repo's evaluations/grpo step 3)", R1, "think_answer", "gsm8k"),
    "ph_math": ("ph-math-t0", PH, "outputs/math_baseline/qwen25_math_temp0_max2048.jsonl",
                "ac87fe2bb59575f0be683f15aeae15310647ea23", f"{QM}, T=0, 2048 tokens",
                R1, "think_answer", "math"),
    "ph_t1": ("ph-math-t1", PH, "outputs/math_baseline/qwen25_math_temp1_max1024.jsonl",
              "ac87fe2bb59575f0be683f15aeae15310647ea23", f"{QM}, T=1, 1024 tokens",
              R1, "think_answer", "math"),
    "pb_llama": ("pb-llama8b", "PrecipiceBlades/cs336-assignment5-alignment",
                 "results/gsm8k_results.jsonl", "c46fe3ac9c1206ce28f8a7935853b70ad6c65671",
                 "meta-llama/Llama-3.1-8B (base), greedy, 512 tokens",
                 "'{question}\\nAnswer:' (cs336_alignment/evaluate_gsm8k_zero_shot.py)",
                 "long_cot", "gsm8k"),
    "mk_llama1b": ("mk-llama1b-inst", MK,
                   "results/evaluation_results-Llama-3.2-1B-Instruct-2024-12-02-04-40.json",
                   "d624369d5edf12c252697a38a5cee172e96ff5d6",
                   "meta-llama/Llama-3.2-1B-Instruct", MK_PROMPT, "long_cot", "gsm8k"),
    "mk_qwen7b": ("mk-qwen7b-inst", MK, "results/evaluation_results-qwen2.5-7b-01-zs.json",
                  "f9f0c1da5f4b2d9f055a953d3c407e6c59327669",
                  "Qwen/Qwen2.5-7B-Instruct, zero-shot", "zero-shot CoT (prompt not stored)",
                  "long_cot", "gsm8k"),
    "mk_llama8b": ("mk-llama8b-inst", MK,
                   "results/evaluation_results-Llama-3.1-8B-Instruct-2024-12-02-07-36.json",
                   "d624369d5edf12c252697a38a5cee172e96ff5d6",
                   "meta-llama/Llama-3.1-8B-Instruct", MK_PROMPT, "long_cot", "gsm8k"),
    "mk_llama8bfs": ("mk-llama8b-fewshot", MK, "results/evaluation_results-llama3.1-8b-01-fs.json",
                     "2b32da2248443b46eda60536a5259a7b3aa4f106",
                     "Llama-3.1-8B-Instruct (file llama3.1-8b-01-fs; README: 8-shot CoT)",
                     "8-shot CoT, 'The answer is N.' (prompt not stored)", "long_cot", "gsm8k"),
    "mk_llama3b_wrong": ("mk-llama3b-inst-incorrect", MK,
                         "results/incorrect/incorrect_results-llama-3.2-3b.jsonl",
                         "3ca1555a063efa7a818458c9183ac93143feb901",
                         "meta-llama/Llama-3.2-3B-Instruct (the repo's file of its incorrect "
                         "results: every record there was scored wrong by the repo)", MK_PROMPT,
                         "long_cot", "gsm8k"),
    "dk_inst": ("dk-qwenmath-inst", "donglinkang2021/cs336-assignment5-alignment",
                "outputs/qwen2.5-math-1.5b-inst/math500_hf/results.jsonl",
                "1474a43693c419f2a19f517ae08bde9c1460d731", "Qwen/Qwen2.5-Math-1.5B-Instruct",
                R1, "think_answer", "math"),
    "mk_qwen_sc": ("mk-qwen7b-inst-sc", MK,
                   "results/analysis/difficulty/evaluation_results-Qwen2.5-7B-Instruct-"
                   "self_consistency_generate-2025-01-08-04-39-difficult-top100.json",
                   "786fbc4476c00e37ed124795dd267208f61bdabc",
                   "Qwen/Qwen2.5-7B-Instruct, 20 samples a problem (the repo's 100 hardest "
                   "GSM8K problems; `record` = the sample's index in problem 62's all_responses)",
                   MK_PROMPT, "long_cot", "gsm8k"),
    "mk_qwen7bfs": ("mk-qwen7b-inst-fewshot", MK, "results/evaluation_results-qwen2.5-7b-01-fs.json",
                    "f9f0c1da5f4b2d9f055a953d3c407e6c59327669",
                    "Qwen/Qwen2.5-7B-Instruct (file qwen2.5-7b-01-fs: few-shot)",
                    "few-shot CoT (prompt not stored)", "long_cot", "gsm8k"),
    "cn_grpo1": ("cn-grpo1", CN, "evaluations/grpo/evaluate_1.jsonl",
                 "23638f8f1016947c95843a9d5f663b4da97c0f12",
                 f"{QM}, GRPO (the repo's evaluations/grpo step 1)", R1, "think_answer", "gsm8k"),
    "mk_llama3b": ("mk-llama3b-inst", MK,
                   "results/evaluation_results-Llama-3.2-3B-Instruct-2024-12-02-05-33.json",
                   "d624369d5edf12c252697a38a5cee172e96ff5d6",
                   "meta-llama/Llama-3.2-3B-Instruct", MK_PROMPT, "long_cot", "gsm8k"),
}
# fmt: on

# JSON arrays in gsm8k/test.jsonl order: `record` is the test line there (checked)
TEST_ORDER = set(
    "mk_llama1b mk_qwen7b mk_llama8b mk_llama8bfs mk_qwen7bfs mk_llama3b pb_llama".split()
)

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
gc_sft:0|wrong|tag|
gc_sft:1|correct|tag|
gc_sft:2|wrong|tag|
gc_sft:3|correct|tag|
gc_sft:4|wrong|tag|
gc_sft:5|wrong|tag|
gc_sft:6|correct|tag|
gc_sft:7|no_answer|none|the think block is never closed and no answer tag follows; 'Initially, the answer would be 200-75 = 125' is working the model goes on to doubt, then the text turns to noise
gc_sft:8|correct|tag|
gc_sft:9|wrong|tag|
gc_sft:10|wrong|tag|
gc_sft:11|wrong|tag|
gc_sft:12|wrong|tag|
gc_sft:13|correct|tag|
gc_gsm8kbase:0|correct|prose_sentence|no answer tag and the think block is never closed (it ends on a malformed '</wort'); the last sentence states 35 bushels
gc_gsm8kbase:1|wrong|boxed|an answer tag opened in noise and never closed; the working after it ends on \boxed{2} and '2 more dolls'
gc_gsm8kbase:2|correct|prose_sentence|think closed, no answer tag; last sentence 'Dorchester washed 16 puppies'
gc_gsm8kbase:3|correct|tag|debatable: the tag holds the unevaluated sum '90+10' (= 100, the gold); equal in value
gc_gsm8kbase:4|no_answer|tag|placeholder '/* resulting answer */' in the tag
gc_gsm8kbase:5|wrong|prose_sentence|'the number of cows on the farm is four' (a number word, wrong); malformed '<-answer>' and '{/answer}' hold nothing
gc_gsm8kbase:6|correct|tag|'*<answer>' after a '</think/>' closer; the tag's sentence ends 'the final amount he pays is $264'
gc_gsm8kbase:7|correct|answer_colon|no tags; 'Answer: Alexander spends $9', then a bare '####' line and 'He spends $9'
gc_mathbase:0|wrong|tag|'Assistant: <answer>' after an invented turn marker; the tag's total is $11.00
gc_mathbase:1|wrong|tag|a word ('Adidas') in the tag
gc_mathbase:3|wrong|tag|an equation chain in the tag ending 'x = $9'
gc_mathbase:4|no_answer|none|no tags; noise about a ROOT tutorial
gc_mathbase:5|no_answer|none|no tags; an equation set left unsolved, then code noise
gc_mathbase:6|correct|tag|the think block is never closed; the tag's sentence ends '= 39 months'
gc_mathbase:7|correct|boxed|ignores the format: long working, python, a box
gc_mathbase:8|wrong|tag|'<end think>' closer; the tag's sentence ends '= 24.5 kg' (mis-parenthesised half)
sx_qwen:1|correct|boxed|no tags: 'The Answer: \[\boxed{18}\]', then a python block
sx_qwen:2|no_answer|tag|the answer tag says 'The answer is subtly clever...' with no value; '3 bolts' appears only in invented User and Assistant turns, which are not the model's answer to the posed question
sx_qwen:3|correct|prose_sentence|debatable: no tags; the working ends 'The profit is actually ... = $70,000.' and then invented turns answer other questions ('Answer: The house cost $130,000.', 'Answer: The house is now worth $200,000.'), which do not count
sx_qwen:4|wrong|tag|
sx_qwen:6|wrong|tag|an invented User turn, then an unclosed '<answer>72 USA'
sx_qwen:7|correct|answer_is|no answer tag; 'The Answer is 260' glued to the next word ('260It_paid'), then 'The Answer is 260 sheep.', rambling, invented turns
sx_qwen:8|wrong|tag|'100 minutes' (no closing think tag)
sx_qwen:9|wrong|prose_sentence|'editor answer :' prose ending '67 miles away from home'
lib_r1:0|wrong|tag|alternating think/answer elements with mismatched closers; the last answer element says $16
lib_r1:1|correct|tag|
lib_r1:2|wrong|tag|
lib_r1:3|wrong|tag|invented User/Assistant turns after the answer repeat 180
lib_r1:5|wrong|tag|invented turns after the answer repeat $40
pb_llama:0|wrong|answer_colon|debatable: the prompt ends 'Answer:' and the model answers '$16' on the first line; the explanation that follows ends '$18, every day' without retracting it: two different final answers
pb_llama:1|wrong|answer_is|'3 bolts of blue fiber and 1.5 bolts of white fiber' (parts, both wrong), restated by 'The answer is ...'
pb_llama:2|wrong|answer_colon|first line $50,000, the explanation ends $10,000: both wrong
pb_llama:3|wrong|answer_colon|
pb_llama:5|wrong|answer_colon|
pb_llama:6|wrong|answer_colon|
pb_llama:8|wrong|answer_colon|first line 120 miles, the explanation ends 195 miles: both wrong
pb_llama:9|wrong|answer_colon|debatable: the first line (the prompt's 'Answer:' slot) says $450, the explanation ends 'Total = $400 + $60 = $460' (the gold) without retracting it: two different final answers
pb_llama:10|wrong|answer_colon|debatable: the first line says 180 (the second month), the explanation ends '= 366' (the gold) without retracting it: two different final answers
lib_qonly:0|no_answer|none|empty completion (the model stopped at once)
lib_qonly:1|no_answer|none|empty completion
lib_qonly:2|wrong|answer_is|
lib_qonly:4|wrong|answer_is|
lib_qonly:6|wrong|prose_sentence|'the final answer is \\boxed{}' (an empty box, written with a doubled backslash), then 'Example solution for this reasoning: (160/9, 20/9, 20/9)' and a self-set new problem answered 1, which does not count
lib_qonly:13|wrong|answer_is|\boxed{16.5}, 'The final answer is 16.5. The answer is: 16.5'
lib_qonly:15|wrong|boxed|a table of boxed profits (2,000 and 3,000); none is the gold 125
gc_sft:14|correct|tag|
gc_sft:15|correct|tag|
gc_sft:16|wrong|tag|
gc_sft:17|wrong|tag|
gc_sft:18|correct|tag|
gc_sft:19|correct|tag|
gc_sft:20|wrong|tag|
gc_sft:21|correct|tag|
gc_sft:22|wrong|tag|
gc_sft:23|correct|tag|
gc_sft:24|wrong|tag|
gc_sft:25|correct|tag|
cn_grpo3:0|correct|boxed|ignores the format: working, python, a box
cn_grpo3:1|correct|boxed|'\(\boxed{540}\) meters'
cn_grpo3:2|correct|tag|
cn_grpo3:3|correct|tag|'$16.00' for the gold 16
cn_grpo3:4|wrong|tag|debatable: '<answer>76.6666666666667<end answer>' (a malformed closer, read as closing), then a fresh solution ending \boxed{80} (the gold) that never retracts the tag: two different final answers
cn_grpo3:5|correct|tag|
cn_grpo3:6|correct|boxed|
cn_grpo3:7|correct|boxed|
cn_grpo3:8|correct|tag|'$60'
cn_grpo3:9|correct|boxed|'<end think>' first, then working and a box
cn_base:0|no_answer|answer_colon|an empty marker 'Answer:.)' after working that counts 256 eggs (not the dollars asked)
cn_base:1|correct|tag|'Thus the answer is 3.' in the think block, then a tag closed without being opened: 'posta> Answer, 3 </answer>'
cn_base:2|wrong|answer_colon|'Answer: 27500 $', then invented turns with answers of their own
cn_base:3|wrong|tag|
cn_base:4|correct|tag|several '<answer>' openers, never closed; the text ends '... should be 60 \u2212 40 = 20 cups of chicken feed.' (Unicode minus) and a remark
cn_base:5|correct|tag|the working ends '8 sets cost 8 x $8 = $64'; an invented 'User:' line repeats it and 'Assistant: <answer>64</answer>' follows
cn_base:6|correct|tag|after </think> an invented 'User:' turn re-asks the posed question and 'Assistant: <answer>' answers it: 260 sheep
cn_base:7|wrong|boxed|
pb_llama:11|wrong|answer_colon|the working reaches 694 (the gold), then adds 406: '$1, 100' first and last
pb_llama:13|wrong|answer_colon|first line 15, the working ends 'x = 9': both wrong
pb_llama:14|wrong|answer_colon|debatable: the first line says 55%, the explanation ends 'Therefore, 60% ...' (the gold) without retracting it: two different final answers
pb_llama:16|correct|answer_colon|'230 miles', restated three times
pb_llama:17|wrong|answer_colon|
pb_llama:18|wrong|answer_colon|first line '24 dozen eggs', the working ends '14 1/3 dozen eggs': both wrong
pb_llama:19|wrong|answer_colon|'6 miles per hour' appears in the working as the average over the first part; the first and last statements say 4 mph
ph_math:0|correct|tag|'has two vertical asymptotes at $x=-3$ and $x=2$': the count in a number word, then the locations (no closing think tag)
ph_math:1|correct|tag|
ph_math:2|correct|boxed|ignores the format
ph_math:3|wrong|tag|
ph_math:4|correct|tag|'$x=4$' (no closing think tag)
ph_math:5|correct|tag|an equation chain in the tag ending '= 402' (no closing think tag)
ph_math:7|correct|answer_colon|ignores the format; 'Answer: 7%' for the gold 7 (the question asks for a percentage)
ph_math:8|wrong|tag|'The answer is <answer> $a = 1$, $b = 9$, $c = 17$, $d = 12$ </answer>'; the record's problem text is on the file's page 0, its completion on page 16000 (both read)
ph_math:9|correct|boxed|ignores the format; both roots found, the smaller boxed
ph_math:10|correct|tag|'$h^{-1}(x)=\frac{x+2}{7}$' (an equation with the function on the left)
ph_math:11|wrong|boxed|
ph_math:12|correct|tag|an equation chain '\sqrt{(-8)^2 + 6^2} = ... = 10'
ph_math:13|correct|tag|
ph_math:14|correct|tag|\boxed{75} in the think block, then '<answer> 75 </answer>'
ph_math:15|correct|tag|'$x = 5.5$' for the gold \frac{11}{2}, equal in value
ph_math:16|correct|boxed|ignores the format
ph_math:17|wrong|tag|
cn_sft143:0|correct|tag|
cn_sft143:1|correct|tag|
cn_sft143:2|correct|tag|
cn_sft143:4|correct|tag|
cn_sft143:6|correct|tag|
cn_sft143:10|correct|tag|
cn_sft143:12|correct|tag|muddled working ('$60 per 60 days') but the tag holds 16
cn_sft143:13|correct|tag|the think block opens with a wrong guess '30 miles', the working corrects it to 25, and the tag says 25
lib_3shot:0|correct|tag|'$18'
lib_3shot:1|wrong|tag|
lib_3shot:2|wrong|tag|'$80,000'
lib_3shot:3|correct|tag|
lib_3shot:4|wrong|tag|
lib_3shot:5|wrong|tag|
lib_3shot:6|correct|tag|
lib_3shot:7|wrong|tag|an equation chain in the tag, '200 * 0.6 * 20 + 20 = 160 + 20 = 180': the gold 160 is an intermediate value, the final value 180
lib_3shot:8|wrong|tag|'248.33 miles'; invented turns with self-set questions follow, which do not count
lib_3shot:9|wrong|tag|
lib_3shot:10|correct|tag|
lib_3shot:11|wrong|tag|
lib_3shot:12|wrong|tag|
ph_t1:0|wrong|tag|an unclosed tag: 'there is only 1' and 'only 1 ... namely at x=1', after the roots -3 and 2
ph_t1:1|correct|tag|malformed opener 'answer>' (no '<'): 'The positive difference is 10.'; an invented User turn with its own question ('answer> 12') does not count
ph_t1:2|wrong|boxed|several stray </think> closers; \boxed{\tfrac{23}{14}}, then 'Edit: Fixed some typos.'
ph_t1:4|wrong|tag|
ph_t1:5|wrong|tag|
ph_t1:7|correct|bare_last_line|the think block restates the problem; 'There is a single answer to the question:' then an invented 'Assistant:' marker and '$7$'
ph_t1:8|wrong|tag|'< /think>' closer; the tag lists three integers '$1, 9, 10$'
ph_t1:9|wrong|tag|'$\frac 3 8$' (brace-less \frac), sign and value wrong
ph_t1:10|correct|tag|the tag holds the derivation, ending 'so $h-1(x)=(x+2)/7$' (h^{-1} written 'h-1')
mk_llama1b:0|correct|answer_is|'The final answer is $18.'
mk_llama1b:1|correct|answer_is|
mk_llama1b:2|wrong|answer_is|
mk_llama1b:3|correct|answer_is|muddled units ('weeks per week') but the value 540 is right
mk_llama1b:4|wrong|answer_is|
mk_llama1b:5|wrong|answer_is|
mk_llama1b:6|correct|answer_is|
mk_llama1b:7|wrong|prose_sentence|the prompt asks for 'The final answer is ...' but the model ends 'the load it takes to download the file is 100%.'; 160 appears only as a data size in the working
mk_llama1b:8|wrong|answer_is|the gold 45 appears in the working as a segment's distance; the final answer is 655
mk_qwen7b:0|correct|boxed|'\(\boxed{18}\) dollars'
mk_qwen7b:2|correct|boxed|
mk_qwen7b:4|correct|boxed|
mk_qwen7b:7|wrong|boxed|
mk_qwen7b:8|correct|boxed|
mk_qwen7b:9|correct|boxed|
mk_llama8b:79|correct|answer_is|'The final answer is $70.'
mk_llama8b:80|correct|answer_is|
mk_llama8b:82|correct|answer_is|
mk_llama8b:85|correct|answer_is|
mk_llama8b:87|wrong|answer_is|
mk_llama8bfs:89|wrong|answer_is|
mk_llama8bfs:90|correct|answer_is|
mk_llama8bfs:92|correct|answer_is|
mk_llama8bfs:93|correct|prose_sentence|no 'The answer is' line: 'So, Gerald can run the 400-meter hurdles in 36 seconds with his improved diet.'
mk_llama8bfs:94|correct|answer_is|one paragraph ending 'The answer is 348.'
mk_llama8bfs:97|wrong|answer_is|
mk_llama8bfs:98|correct|answer_is|the gold 5 also appears earlier ('5 cars took an exit'); the answer sentence ends 'The answer is 5.'
mk_llama8bfs:100|correct|answer_is|
mk_llama8bfs:102|wrong|prose_sentence|no 'The answer is' line; the last sentence gives 19
mk_llama8bfs:103|correct|answer_is|'The answer is 140 minutes.'
mk_llama8bfs:106|correct|prose_sentence|'The total inner volume of all 3 boxes is 72 cubic inches.'
dk_inst:0|correct|boxed|ignores the format: \boxed{(3.0, 1.5707963267948966)} (a decimal for pi/2), then 'In simplest terms, this is \(\boxed{(3, \frac{\pi}{2})}\)': the last box is exact
dk_inst:2|correct|boxed|\boxed{\frac{14}{3}}, then noise and a self-set problem (Wendy's population density) with its own \boxed{500}, which does not count
dk_inst:4|wrong|tag|'<answer>3</answer>' for a question whose answer is a name
dk_inst:5|correct|boxed|spaced pseudo-tags ('< answer >', '< think >', '</ think >') around the working; an invented conversation repeats it; the last lines box 42 twice, then '\end{document}'
mk_llama3b_wrong:0|wrong|answer_is|'The final answer is $120,000.'
mk_llama3b_wrong:3|wrong|answer_is|
mk_llama3b_wrong:6|wrong|answer_is|'approximately 2.33 dozen', then 'The final answer is 2.33' (no closing period)
mk_llama3b_wrong:7|wrong|answer_is|14.67 (rounded working) for the gold 15: near the gold, not equal
mk_llama3b_wrong:8|wrong|answer_is|
mk_llama3b_wrong:9|wrong|answer_is|
mk_llama3b_wrong:10|wrong|answer_is|
ph_t1:11|wrong|tag|'<end think>' then 'Assistant:<answer>' (an invented turn marker); the tag ends '-8 + 7 = -1'; the record spans the file's pages 0 and 16000 (both read)
ph_t1:12|correct|boxed|ignores the format
ph_t1:13|correct|tag|an unclosed tag ending 'the sum of the coordinates of the midpoint of the segment is 8.'
ph_t1:14|wrong|boxed|'Assistant: The area of kite \(\boxed{170.2}\) square units.' after an invented turn marker
ph_t1:15|wrong|tag|debatable: '<answer> Solved and submitted $6$.$\end answer>' (a malformed closer, read as closing), then a fresh solution ending \boxed{5.5} (= the gold 11/2) that never retracts the tag: two different final answers
ph_t1:16|correct|boxed|
ph_t1:18|correct|tag|'3 treecks' (the question's unit, misspelled, after the value)
ph_t1:19|wrong|tag|an equation in the tag for the calories per ounce, '= 15.625'
ph_t1:20|wrong|tag|
ph_t1:21|wrong|tag|an unclosed tag: 'Yes, the answer is $\$2.50$.' then muddled working and a URL
ph_t1:22|no_answer|tag|the tag holds 'so the equation becomes...' and no value
mk_qwen_sc:0|wrong|answer_is|the gold 25,000 appears in the working as the total additional pension; the final answer is $34,166.67
mk_qwen_sc:2|wrong|answer_is|
mk_qwen_sc:5|wrong|answer_is|'approximately $81,444.50', then 'The final answer is $81,444.50.'
mk_qwen_sc:8|wrong|answer_is|
mk_qwen7bfs:203|correct|boxed|
mk_qwen7bfs:204|correct|prose_sentence|no box: 'So, Janet has 98 pens now.'
mk_qwen7bfs:205|no_answer|truncated|cut mid-word ('... the correct interpretation is that Brin') after concluding no score works; 93 (the question's target) and 120 appear in the working, neither committed
mk_qwen7bfs:207|correct|boxed|
mk_qwen7bfs:208|correct|prose_sentence|no box: 'So, Rose bought a total of 76 cakes after all three days.'
mk_qwen7bfs:209|wrong|boxed|
mk_qwen7bfs:212|correct|prose_sentence|no box: 'So, Gary spends 5 hours walking around the park.'
mk_qwen7bfs:213|correct|boxed|
cn_grpo1:0|correct|tag|
cn_grpo1:1|correct|boxed|'<end think>', an invented 'User: 2' / 'Assistant: IDK!' exchange, then a full solution ending \boxed{6} for the posed question
cn_grpo1:2|correct|boxed|a stray CJK character before 'Answer: 8', then python and \boxed{8}
cn_grpo1:3|correct|tag|'Answer: <answer>70</answer>'
cn_grpo1:6|correct|tag|'${800}' (braces inside the tag)
cn_grpo1:8|correct|boxed|the think block concludes 30 (working), then an 'Assistant:' marker and a fresh solution ending \boxed{36}; no answer tag: the box after the think block is the answer
cn_grpo1:12|correct|boxed|'Answer: John pays $60' early in noisy working, then 'It seems there was a misunderstanding ... the correct total cost is $360' and \boxed{360}: a retracted answer, then the final one
cn_grpo1:15|correct|boxed|'</think>' then the bare numbers '3' and '12', an 'Assistant:' marker and a solution ending \boxed{10}
cn_grpo1:16|correct|tag|'<then think>' / '<then answer>' pseudo-tags in the think block, then '<answer> 13 </answer>'
cn_grpo1:17|correct|tag|an unclosed tag holding '{eq}x=(48)(15)=\boxed{720}{/eq} dollars.'
mk_llama3b:201|wrong|answer_is|'The final answer is $119,200.' (the gold is 114,200)
mk_llama3b:202|correct|answer_is|
mk_llama3b:203|wrong|answer_is|
mk_llama3b:205|wrong|answer_is|
mk_llama3b:206|correct|answer_is|
ph_math:18|correct|tag|the working concludes 3T = S, an invented User turn re-asks the posed question, 'Assistant: <answer>Three treeks weigh as much as one squig.' (a number word, unclosed tag); the completion spans the file's pages 16000 and 32000 (both read)
ph_math:19|correct|tag|'187.5 calories'
ph_math:21|wrong|tag|the think block only restates the problem; '$100$' in the tag
ph_math:23|correct|tag|'Assistant: <answer>' after </think>; the tag's sentence ends 'will be 8 kPa.'
ph_math:24|correct|tag|an unclosed tag ending 'is $3125$.'
ph_math:25|correct|tag|'the range ... is $[0, \infty)$' (a sentence in the tag)
ph_math:26|correct|tag|'$\frac{1}{2}$' for the gold .5, equal in value
ph_math:27|wrong|tag|a list 12, 13, ..., 100 for the gold 12, 10, 6
ph_math:28|correct|tag|an equation chain in the tag ending '= 5$.'
ph_math:29|wrong|tag|
ph_math:30|correct|tag|'$5(2) + 5(458) = \$2300$' (escaped dollar sign before the value)
ph_math:31|correct|tag|
pb_llama:21|wrong|answer_colon|first line '6 years ago', the working ends 'x = 2 years ago': both wrong
pb_llama:22|wrong|answer_colon|debatable: the first line (the prompt's 'Answer:' slot) says 5, the explanation ends 'In total, 3 + 4 + 0 = 7 DVDs were sold.' (the gold) without retracting it: two different final answers
pb_llama:23|correct|answer_colon|'8 centimeters', restated in the explanation
pb_llama:24|correct|answer_colon|a sentence answer '$26.' first, the working ends 'x = 26.'
pb_llama:26|wrong|answer_colon|the working totals $243 (the gold), then 'The total cost of all the clothing items is $216', the first line's value: the final statement is wrong
pb_llama:29|wrong|answer_colon|
pb_llama:30|wrong|answer_colon|the working reaches 'is 109 years' (the gold), then repeats the question and ends 'Allen's age 10 years from now is 60 years.' (the first line's value)
pb_llama:32|correct|bare_last_line|no separate answer line: one line of working ending '= 35 hours a week.'
pb_llama:33|wrong|answer_colon|debatable: the first line says '40 gold coins' (the silver count), the working ends '= 70 gold coins' (the gold) without retracting it: two different final answers
pb_llama:35|wrong|answer_colon|first line 29; the working reaches 'total points = 9' (the gold), then ends 'He scored a total of 9 + 4 = 13 points.'
pb_llama:37|wrong|bare_last_line|
lib_r1:6|wrong|tag|
lib_r1:7|wrong|tag|the last answer element restates the question; the text after it says 'It takes 1 hour to download the file.' (60 minutes); no element holds the gold
lib_r1:8|wrong|tag|
lib_r1:9|correct|tag|no opening tag and no think closer: the text is closed by '</answer>' and ends '= 460 dollars.'
lib_r1:10|wrong|tag|the last answer element sums 180 + 126 + 54 = 360; the gold 366 appears nowhere
lib_r1:13|wrong|tag|'Melanie started with 8 vacuum cleaners.' and more numbers after it in the tag
"""


def parse_labels() -> dict[str, tuple[str, str, str]]:
    out: dict[str, tuple[str, str, str]] = {}
    for line in LABELS.strip().splitlines():
        key, truth, form, note = line.split("|", 3)
        if truth not in TRUTHS or key in out:
            raise SystemExit(f"bad or duplicate label: {line}")
        out[key] = (truth, form, note)
    return out


def hash_value(answer: str) -> str:
    return answer.split("####")[-1].strip().replace(",", "")


def load_data() -> tuple[list[dict], list[dict], list[dict]]:
    root = data_dir()
    read = lambda p: [json.loads(x) for x in (root / p).open(encoding="utf-8")]  # noqa: E731
    return read("gsm8k/test.jsonl"), read("gsm8k/train.jsonl"), read("math500/test.jsonl")


def norm_tex(s: str) -> str:
    """Spacing and \\dfrac/\\tfrac are not part of an answer: compare golds without them."""
    return re.sub(r"\s+", "", s).replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")


def gold_of(t: dict, dataset: str, data: tuple[list[dict], list[dict], list[dict]]):
    test, train, math500 = data
    if dataset == "math":
        hits = [p for p in math500 if p["problem"].startswith(t["q"])]
        if hits and norm_tex(hits[0]["answer"]) != norm_tex(t["gold_src"]):
            raise SystemExit(f"{t['src']}:{t['rec']}: MATH-500 answer {hits[0]['answer']!r}")
        where = "MATH-500 `answer` (equal)" if hits else "not in MATH-500"
        return t["gold_src"], f"the source's `answer` (MATH); {where}"
    if "test_line" in t:
        return hash_value(test[t["test_line"]]["answer"]), f"gsm8k/test.jsonl line {t['test_line']}"
    for split, rows in (("test", test), ("train", train)):
        hits = [i for i, r in enumerate(rows) if r["question"].startswith(t["q"])]
        if len(hits) > 1:
            raise SystemExit(f"{t['src']}:{t['rec']}: question prefix not unique in {split}")
        if hits:
            gold = hash_value(rows[hits[0]]["answer"])
            if t.get("gold_src") and gold != t["gold_src"].replace(",", ""):
                raise SystemExit(f"{t['src']}:{t['rec']}: gold {gold} != source {t['gold_src']}")
            if t["src"] in TEST_ORDER and (split, hits[0]) != ("test", t["rec"]):
                raise SystemExit(f"{t['src']}:{t['rec']}: not test line {t['rec']}")
            return gold, f"gsm8k/{split}.jsonl line {hits[0]} (matched by question text)"
    raise SystemExit(f"{t['src']}:{t['rec']}: question not found in GSM8K")


def build(transcriptions: list[dict]) -> list[dict]:
    labels, data, records = parse_labels(), load_data(), []
    for t in transcriptions:
        key = f"{t['src']}:{t['rec']}"
        short, repo, path, commit, model, prompt, fmt, dataset = SOURCES[t["src"]]
        truth, form, note = labels.pop(key)
        gold, gold_source = gold_of(t, dataset, data)
        records.append({
            "source": SOURCE, "id": f"{SOURCE}/{short}/r{t['rec']:03d}",
            "completion": t["response"], "gold": gold,
            "checker": "math" if dataset == "math" else "gsm8k",
            "truth": truth, "form": form, "note": note, "prompt_format": fmt,
            "dataset": dataset, "repo": repo, "path": path, "commit": commit,
            "record": t["rec"], "licence": NO_LICENCE, "model": model, "prompt": prompt,
            "gold_source": gold_source, "transcription": {k: v for k, v in t.items() if k != "response"},
        })  # fmt: skip
    if labels:
        raise SystemExit(f"labels without a transcription: {sorted(labels)}")
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--raw", type=Path, help="folder of transcription *.jsonl files")
    args = parser.parse_args()
    if args.raw:
        rows = [json.loads(x) for f in sorted(args.raw.glob("*.jsonl")) for x in f.open()]
    else:
        old = [json.loads(x) for x in OUT.open(encoding="utf-8")]
        rows = [{**r["transcription"], "response": r["completion"]} for r in old]
    records = build(rows)
    write_records(OUT, records)


if __name__ == "__main__":
    main()
