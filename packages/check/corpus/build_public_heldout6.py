"""Build public_heldout6.jsonl: a sixth held-out round of REAL model completions (issue 25).

Why: rounds 1-5 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled in session
14 (round 6) BEFORE any checker change for it, committed, then scored once (bench/NOTES-checker.md,
"Session 14, round 6"). `HELD_OUT_SOURCES` keeps it out of the tests.

Method (rounds 3-5's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it (`r` is the file's JSON string as it stands in the file: the build decodes its escapes
once more). A record is taken only when its whole completion lies on the pages read (bb_r1 r030,
bb_sft512 r015 / r042, bb_grpo r006, tg_clip0 r015 and bb_qo r018 begin or end a page; their
completions lie on the pages read). Nothing is shortened by us. Not taken: completions cut by a
page edge, verbatim loops and long noise runs that could not be copied reliably (bb_r1 r014 and
r038 cut; bb_qo r009 / r017 across two pages; bb_g8b r010 and gv_zs r022 loops; gv_zs r004 and
bb_sft512 r003 / r047 / r053 long noise; bb_grpo r001 a 'here here' loop; hk_rft r013 a digit
loop; rr_base r002 / r003 '.Highlight' loops; tg_dbg_s1 r009 / r010 repeat step 0 word for word).
Labels are ours, by READING, never by running a checker, under corpus/README.md's rules and rounds
3-5's tag conventions: the `<answer>` content is the final answer, a sentence or equation chain in it
is read for its final value; unclosed, unopened or malformed tags ('{{{answer}}}', '<answer＞',
'answer>') still hold the answer; invented turns and self-set problems after the answer do not
count; a completion that ignores the format is labelled by its last box or statement; a hedge or two
different final answers is wrong; no final answer is no_answer. Round 6 adds one convention for the
many nonsense tags of small models: a tag that states values of other quantities but never the one
asked is wrong; a tag that only plans, restates the question or holds no value is no_answer. The
sources' own verdicts (reward, format_reward, answer_reward, correct, is_correct, predicted) were
not used.

Golds: GSM8K = the `####` value of gsm8k/test.jsonl (files in test order: `record` is the test line,
checked by question prefix) or of the one test/train question that starts with the record's
question prefix (train rollouts, the gpt-4o traces); MATH = the file's ground truth (MATH test
problems), checked equal to MATH-500's `answer` where the problem is in MATH-500 (matched by problem
prefix). rr_base r001's file stores a sympy form ('Eq(x, Interval(-2, 7))'): the gold is the MATH
answer 'x \\in [-2,7]'; rr_di's files store the whole solution: the gold is its box.

Usage: python build_public_heldout6.py --raw DIR  # DIR/raw_*.jsonl (src, rec, r[, q, gold])
       python build_public_heldout6.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, write_records

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout6.jsonl"
SOURCE = "public_heldout6"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
R1 = "R1-Zero prompt (<think> </think> <answer> </answer>; the prompt ends 'Assistant: <think>')"
QM = "Qwen/Qwen2.5-Math-1.5B"
OLMO = "allenai/OLMo-2-0425-1B"
L31 = "meta-llama/Meta-Llama-3.1-8B"
BB, TG = "busybuffer/assignment5-alignment", "Taoger-Xu/assignment5-alignment"
BBC, BBO = "99a2efd8b808ce8b6585e76b5f50a3d7a0ec9985", "b6726cf958f51a489bfa9f7ad40aa4ca321e0124"
TGC, TGB = "ea6c26aedecdbeafe7ff00293ae5952a64c54e6b", "experiments/batch_20261009_001913/"
RR, RRC = "rrenaud/assignment5-alignment", "42e353d5b7d4c905020c7f69d681e3c764ce3235"
SS, SSC = "shreyshahi/gsm8k-evals", "00cd21437a35e29984d8bcbd79dbee13f2ab6d2b"
HK = "Haskely/gsm8k-rft-llama7b-u13b_evaluation"
HKC = "0864fb080f567abd3586c42665522c641b8f0d91"
HKM = "OFA-Sys/gsm8k-rft-llama7b-u13b (the repo's README)"
ALPACA = "Alpaca: 'Below is an instruction ... ### Instruction:\\n{question}\\n\\n### Response:'"
CHAT = "the repo's zero-shot system prompt ('# Instruction ... # Query:\\n```{question}\\nAnswer:```\\n\\n# Answer:\\n```')"
SOLVE = "'Please solve the following problem: {question}'"
DIRECT = "'Provide a direct and concise answer ... Only output the answer and nothing else'"

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, gsm8k split rule)
# split rule: "test-line" (record = test line), "prefix" (q prefix in test, else train), None (MATH)
# fmt: off
SOURCES = {
    "bb_r1": ("bb-r1", BB, "eval.math/math_baseline_results_r1_zero.jsonl", BBC,
              f"{QM} (base; scripts/math_baseline.py, T=1.0)", R1, "think_answer", "math", None),
    "bb_qo": ("bb-qo", BB, "eval.math/math_baseline_results_question_only.jsonl", BBC,
              f"{QM} (base; scripts/math_baseline.py, T=1.0)", "question only ('{question}')",
              "long_cot", "math", None),
    "bb_sft512": ("bb-sft512", BB, "eval.math/sft_eval1_512.jsonl", BBC,
                  f"{QM} after the repo's SFT on 512 examples (file name)", R1, "think_answer",
                  "math", None),
    "bb_grpo": ("bb-grpo", BB, "eval.math/grpo_temp1_leaderboard.jsonl", BBC,
                f"{QM} after the repo's GRPO (file name: temp1 leaderboard run)", R1,
                "think_answer", "math", None),
    "bb_g8b": ("bb-g8b", BB, "outputs/gsm8k_baseline_results.jsonl", BBO,
               f"{L31} (base; scripts/gsm8k_baseline.py, greedy)", CHAT, "long_cot", "gsm8k",
               "test-line"),
    "bb_gsft": ("bb-gsft", BB, "outputs/gsm8k_sft_results.jsonl", BBO,
                f"{L31} after the repo's instruction SFT (file name)", CHAT, "long_cot", "gsm8k",
                "test-line"),
    "bb_gdpo": ("bb-gdpo", BB, "outputs/gsm8k_dpo_results.jsonl", BBO,
                f"{L31} after the repo's SFT and DPO (file name)", CHAT, "long_cot", "gsm8k",
                "test-line"),
    "tg_dbg": ("tg-dbg", TG, TGB + "grpo_debug/seed0/rollouts.jsonl", TGC,
               f"{OLMO} (run config; GRPO debug run, step 0 validation rollouts, T=1.0)", R1,
               "think_answer", "gsm8k", "test-line"),
    "tg_dbg_s1": ("tg-dbg-s1", TG, TGB + "grpo_debug/seed0/rollouts.jsonl", TGC,
                  f"{OLMO} (run config; GRPO debug run, step 1 validation rollouts, T=1.0)", R1,
                  "think_answer", "gsm8k", "test-line"),
    "tg_clip0": ("tg-clip0", TG, TGB + "grpo_offpolicy/offpolicy_clip_seed0/rollouts.jsonl", TGC,
                 f"{OLMO} (run config; off-policy GRPO-clip run, step 1 train rollouts, T=1.0)",
                 R1, "think_answer", "gsm8k", "prefix"),
    "gv_zs": ("gv-zs", "giovanni-vaccarino/assignment5-alignment",
              "outputs/eval/zero_shot_gsm8k.jsonl", "d9fb5e295482b9c0386b4ea3e241424094555896",
              f"{QM} (base; cs336_alignment/eval/eval.py default, T=1.0)", R1, "think_answer",
              "gsm8k", "test-line"),
    "rr_base": ("rr-base", RR, "math_rlvr/chat-fmt-base.jsonl", RRC,
                "a base model with a chat-format prompt (file name; the repo trains "
                f"{QM}; the file does not name it)", "chat format, no tags asked", "long_cot",
                "math", None),
    "rr_di": ("rr-di", RR, "math_rlvr/test_deepinfra.jsonl", RRC,
              "Qwen/Qwen3-32B through DeepInfra (math_rlvr/query_deepinfra.py, T=0.7, thinking)",
              "the problem as the user message", "long_cot", "math", None),
    "ss_base_mini": ("ss-base-mini", SS, "src/traces/basetechnique_gpt_4o_mini_traces.json", SSC,
                     "gpt-4o-mini (file name)", SOLVE, "long_cot", "gsm8k", "prefix"),
    "ss_base_4o": ("ss-base-4o", SS, "src/traces/basetechnique_gpt_4o_traces.json", SSC,
                   "gpt-4o (file name)", SOLVE, "long_cot", "gsm8k", "prefix"),
    "ss_direct_mini": ("ss-direct-mini", SS, "src/traces/straighttoanswer_gpt_4o_mini_traces.json",
                       SSC, "gpt-4o-mini (file name)", DIRECT, "long_cot", "gsm8k", "prefix"),
    "ss_direct_4o": ("ss-direct-4o", SS, "src/traces/straighttoanswer_gpt_4o_traces.json", SSC,
                     "gpt-4o (file name)", DIRECT, "long_cot", "gsm8k", "prefix"),
    "hk_rft": ("hk-rft", HK, "output_bf16_bs32/gen_datas.jsonl", HKC, f"{HKM}, bf16, batch 32",
               ALPACA, "long_cot", "gsm8k", "test-line"),
    "hk_rft32": ("hk-rft32", HK, "output_fp32_bs32/gen_datas.jsonl", HKC, f"{HKM}, fp32, batch 32",
                 ALPACA, "long_cot", "gsm8k", "test-line"),
}
# fmt: on
# gsm8k/test.jsonl question prefixes for the files in test order (record = test line)
TEST_Q = (
    "Janet’s ducks|A robe takes|Josh decides to try flipping|James decides to run|Every day, Wendi"
    "|Kylar went|Toulouse has|Carla is downloading|John drives for 3 hours|Eliza's rate"
    "|A new program|Toula went|Carlos is planting|Melanie is|In a dance class|A merchant wants"
    "|Two trains|Jill gets paid|Claire makes|Marissa is hiking|I have 10 liters|Raymond and Samantha"
    "|Billy sells|A candle melts|Kyle bought|Marie ordered|Mishka bought|Cynthia eats|Henry made"
    "|Gloria is shoe|Darrell and Allen|Gunter is trying|John takes care|Gretchen has|Siobhan has"
    "|Mike plays|Terry eats|John plans to sell"
).split("|")
# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
bb_r1:0|correct|tag|
bb_r1:1|correct|boxed|ignores the format (no tags): python, then \boxed{10}
bb_r1:2|wrong|tag|
bb_r1:3|wrong|tag|a malformed '{{{answer}}}' opener before '${(2+i)i^{1}}$</answer>' (= 2i-1); the think block boxes '2i + i'
bb_r1:4|correct|tag|'x = 4'
bb_r1:5|wrong|tag|debatable: the tag holds only the general formula 'a_n = a_1 + (n - 1)d', never a value (no_answer would fit too)
bb_r1:6|correct|answer_colon|no answer tag: an '<end think>' then '[Answer] $[-2, 7]$', then invented User/Assistant turns that do not count
bb_r1:7|wrong|boxed|the think block says 43%; after </think> python prints 3 and the box is 3
bb_r1:8|no_answer|tag|a placeholder '<answer>answer here</answer>'
bb_r1:9|wrong|tag|an unclosed '<answer>  x= 3/4' then noise
bb_r1:10|wrong|tag|the tag's chain ends 'f^{-1}(x) = \frac{x+9}{7}'
bb_r1:11|wrong|boxed|several stray </think>, no answer tag; \boxed{2}
bb_r1:12|correct|tag|
bb_r1:13|correct|tag|
bb_r1:15|correct|tag|'... the smallest real number $x$ in the domain of the function is 5.5.' (5.5 = \frac{11}{2})
bb_r1:16|correct|tag|noise in several scripts, then '<answer> -25  </answer>'
bb_r1:17|correct|boxed|ignores the format: python, then \boxed{8}
bb_r1:18|no_answer|tag|the tag holds '(number of treeks #)', a placeholder
bb_r1:19|wrong|tag|the tag holds the per-ounce rate 15.625 calories, not the 12-ounce total
bb_r1:20|wrong|prose_sentence|no answer tag; 'Answer: 1.' in the think block, then forum chatter that keeps 1
bb_r1:21|no_answer|none|no answer to the posed question: noise, a self-set money problem, invented turns about other problems
bb_r1:22|correct|tag|'The value of $x$ is $5$.'
bb_r1:23|correct|boxed|ignores the format: \boxed{8.0} kPa
bb_r1:24|correct|tag|a first unclosed '<answer> Apply: ...', a '<thought>', then '<answer> $5^5=3125$.</answer>'
bb_r1:25|correct|answer_colon|no tags: 'Answer: Path taken: $f(x) = |x|$. Range here: $[0, +\infty)$.'; then an invented User turn about another equation ('x = 2') that does not count
bb_r1:26|wrong|boxed|expands wrongly; 'Answer: $\boxed{-\frac{1}{2}}$' (the gold is 1/2)
bb_r1:27|wrong|tag|'$c=12$ and $c=20$'
bb_r1:28|wrong|tag|
bb_r1:29|wrong|tag|
tg_dbg:0|wrong|tag|debatable: the tag only restates the premises (16 eggs, three for breakfast) and never gives the amount asked (no_answer would fit too)
tg_dbg:1|wrong|tag|an answer closer without an opener: 'It would take a total of 4 bolts.'
tg_dbg:2|wrong|tag|the tag gives the cost $130,000, not the profit
tg_dbg:3|wrong|tag|no think closer; a closer without an opener after '= 810 meters of total distance.'
tg_dbg:4|no_answer|none|debatable: tangled tags; the model says 'give the chickens 20 belonging to a flock which weigh 500 pounds', then asks for clarification; invented User turns settle on 250 cups and the text is cut; no answer of its own to the posed question (wrong would fit too)
tg_dbg:5|wrong|tag|'The total cost for 16 glasses is 16 * 3 = <rt>48</rt>.'
tg_dbg:6|wrong|tag|the tag lists flock sizes, never the total
tg_dbg:7|no_answer|tag|the tag holds no value
tg_dbg:8|wrong|tag|debatable: the tag ends 'So he travels 240 miles + 30 miles + 2 hours time at 80 mph.' (a distance travelled, not the distance from home asked; no_answer would fit too)
tg_dbg:9|wrong|tag|the tag gives day rates ($60, $72), never the week's earnings
tg_dbg:10|wrong|tag|
tg_clip0:15|wrong|tag|'... 3 basil plants remained from original.'
tg_clip0:16|no_answer|tag|the tag only plans the computation
tg_clip0:17|no_answer|tag|'<answer>The complete wording of the question as a complete sentence.</answer>'
tg_clip0:18|wrong|tag|a closer without an opener; the 'answer' is a purchase ('two burger meals for $9.50'), never the saving asked
tg_clip0:19|no_answer|tag|the tag only says to divide $9.50 by 3
tg_clip0:20|wrong|tag|'... cost $13, making the total $13.'
tg_clip0:21|no_answer|tag|the tag lists purchase options, no value
tg_clip0:22|wrong|tag|'... worth 11 + 7 = 18 dollars.'
tg_clip0:23|wrong|tag|'The difference in cost is $10 - $8 = $2.'
tg_clip0:24|no_answer|tag|the tag states no value
tg_dbg_s1:11|no_answer|none|pseudo-XML noise ('<cost>196</cost>', columns) and no answer tag; cut mid-sentence
tg_dbg_s1:12|no_answer|tag|'The lemon tree will need years to start making a profit' (no number; the think block's 32.08 is not carried into the tag)
tg_dbg_s1:13|no_answer|tag|the tag computes 1.33, says it does not match, and blames rounding; no committed answer
tg_dbg_s1:14|wrong|tag|'So, there are no students in hip-hop.' (0)
tg_dbg_s1:15|wrong|tag|a closer without an opener after 'the price will go up by 1.5%'
tg_dbg_s1:16|wrong|tag|'That leaves 80 - 60 = 20 miles for Train 2.'
tg_dbg_s1:17|wrong|tag|
tg_dbg_s1:18|wrong|tag|'so that's 4 dozen eggs.'
tg_dbg_s1:19|correct|tag|debatable: '12 miles / 2 hours = 6 miles per hour' is the gold value, reached as the wrong quantity (an average over 12 miles in 2 hours, not the speed still needed)
bb_qo:0|correct|boxed|
bb_qo:1|correct|boxed|
bb_qo:2|correct|boxed|\frac{9}{7} for \dfrac{9}{7}
bb_qo:3|correct|boxed|'\boxed{i}.'
bb_qo:4|correct|boxed|
bb_qo:5|correct|boxed|
bb_qo:6|correct|boxed|\boxed{[-2, 7]} for the gold 'x \in [-2,7]'
bb_qo:7|correct|boxed|
bb_qo:8|wrong|boxed|
bb_g8b:0|no_answer|none|repeats the question eight times
bb_g8b:1|no_answer|none|repeats the question
bb_g8b:2|wrong|prose_sentence|'Josh made a profit of $50,000.' then working that ends on $50,000
bb_g8b:3|correct|prose_sentence|'So, he runs 3 x 3 x 60 = 540 meters a week.'
bb_g8b:4|correct|prose_sentence|
bb_g8b:5|no_answer|none|repeats the question
bb_g8b:6|no_answer|none|repeats the question
bb_g8b:7|wrong|prose_sentence|'... = 2.4 GB/minute.'
bb_gsft:0|wrong|prose_sentence|
bb_gsft:1|wrong|prose_sentence|'= 2.5 bolts.'
bb_gsft:2|wrong|prose_sentence|
bb_gsft:3|correct|prose_sentence|
bb_gsft:4|wrong|prose_sentence|
bb_gsft:5|correct|prose_sentence|repeats the question, then 'Kylar needs to pay $64 for 16 glasses.' (the last number is the question's 16)
bb_gsft:6|wrong|prose_sentence|
bb_gsft:7|wrong|prose_sentence|'bringing the total time to 120 minutes.'
gv_zs:0|correct|tag|an '<end think>' and a repeated 'Assistant:' header, then '... = $18.' and a closer without an opener
gv_zs:1|wrong|tag|'A total of, 2 * 2 + 2 / 2 = 5, 5 bolts of fiber.'
gv_zs:2|wrong|boxed|no tags; 'Answer: ... **256000**', an invented '####' / Question turn, then \boxed{\$256000}
gv_zs:3|correct|tag|'540 meters'
gv_zs:5|correct|tag|an unclosed tag: python prints 64.0, then 'Kylar needs to pay $\boxed{64}$ dollars'
gv_zs:6|correct|boxed|no answer tag; noise with 'Answer: 40' and 'Answer: 180' lines, then a clean solution ending '\boxed{260}'
gv_zs:8|wrong|tag|an unclosed '<answer> 4.167 >', then invented User/Assistant turns that repeat 4.167
gv_zs:9|correct|tag|
gv_zs:10|wrong|tag|'870 downloads total figure over three months benefit'
gv_zs:11|correct|tag|'Therefore, the total cost was $694.' then a malformed 'answer> $694 <end>'
gv_zs:12|wrong|tag|'This would take between 7 and 10 years' (a range)
gv_zs:13|wrong|tag|'x = 21'
gv_zs:14|correct|answer_colon|no answer tag; 'Answer:\n60% of the students enrolled in hip-hop dance.' before a closing </think>
gv_zs:15|no_answer|tag|a closer without an opener around 'I think you meant to ask for the maximum profit ... your calculation is incorrect'; no value
gv_zs:16|wrong|tag|'290 mile'
gv_zs:17|correct|tag|'$57,500'
bb_gsft:8|wrong|prose_sentence|
bb_gsft:9|wrong|prose_sentence|computes $460, then $520, then settles on '$450 (45 hours x $10 per hour)'
bb_gsft:10|wrong|prose_sentence|computes 366, then 'However ... 114'; the final sentence says 114
bb_gsft:11|wrong|prose_sentence|
bb_gsft:12|wrong|prose_sentence|
bb_gsft:13|wrong|prose_sentence|
bb_gsft:14|wrong|prose_sentence|
bb_r1:30|wrong|boxed|a stray noise line after </think>, then '\boxed{\$169.25}' and a closer without an opener
bb_r1:31|correct|tag|'The radius of the circle is 5 units.'
bb_r1:32|wrong|prose_sentence|no tags; 'so our final sum is ... =360 as the sum of all the relaxed equations yields 360.'
bb_r1:33|wrong|prose_sentence|no tags; '... = -\frac{124}{3} \approx -41.3'
bb_r1:34|wrong|tag|
bb_r1:35|correct|answer_is|no answer tag; after </think> an 'Assistant:' header and 'Therefore, the answer is 2.'
bb_r1:36|wrong|boxed|
bb_r1:37|wrong|boxed|an unclosed tag with \boxed{13}, a re-solve ending \boxed{10}, then self-set problems (seashells \boxed{72}, a multiple-choice one cut off) that do not count; 13 and 10 are both wrong
rr_base:0|correct|boxed|'\boxed{7}%'
rr_base:1|correct|boxed|tests the intervals wrongly, then '\boxed{[-2, 7]}' for 'x \in [-2,7]'
bb_gdpo:0|wrong|prose_sentence|opens '$8 per day', computes $18, then 'her net profit is $15 per day' (the last stated value)
bb_gdpo:1|wrong|prose_sentence|
bb_gdpo:2|wrong|prose_sentence|
bb_gdpo:3|correct|prose_sentence|
bb_gdpo:4|wrong|prose_sentence|
bb_gdpo:5|correct|prose_sentence|debatable: opens 'Kylar needs to pay $64', wanders through $86 and $72, and ends '8 glasses for $40 and 8 glasses for $32, which is a total of $64' (the stated total is the gold; its own sum would be 72)
bb_gdpo:6|no_answer|prose_sentence|debatable: finds x = -18 and concludes the total 'is not possible to determine' (wrong would fit too)
bb_gdpo:7|wrong|prose_sentence|'a total of 120 minutes or 2 hours.'
bb_qo:10|correct|boxed|\boxed{\frac{x + 2}{7}}
bb_qo:11|wrong|boxed|
bb_qo:12|correct|boxed|
bb_qo:13|correct|boxed|
bb_qo:14|wrong|boxed|
bb_qo:15|correct|boxed|
bb_qo:16|correct|boxed|
bb_sft512:0|correct|tag|
bb_sft512:1|correct|tag|'<answer>\boxed{\dfrac{1}{9}}</answer>'
bb_sft512:2|correct|tag|a '<cite>3400</cite>' element, then '<answer>3400</answer>'
bb_sft512:4|correct|tag|
bb_sft512:5|correct|tag|100 for '100\text{ square units}'
bb_sft512:6|wrong|tag|
bb_sft512:7|correct|tag|
bb_sft512:8|no_answer|none|the working breaks into noise ('The range is 204}...') with no answer tag or final value
bb_sft512:9|correct|tag|a malformed opener with a fullwidth '＞': '<answer＞-4</answer>'
bb_sft512:10|correct|tag|'\boxed{48}' for 48^\circ
bb_sft512:11|correct|tag|
bb_sft512:12|wrong|tag|
bb_sft512:13|wrong|tag|
bb_sft512:14|wrong|tag|
bb_grpo:0|correct|tag|'$\cot x$'
bb_grpo:2|correct|tag|\boxed{3} in the think block, then '<answer>3</answer>'
bb_grpo:3|correct|tag|
bb_grpo:4|wrong|tag|'$ \mathbf{\frac{56}{703}} $'
bb_grpo:5|correct|tag|
gv_zs:18|correct|prose_sentence|no answer tag; '<end think>' markers and repeated 'Assistant:' headers, then 'which means Claire will eat 7 dozens of eggs in 4 weeks.'
gv_zs:19|correct|boxed|ignores the format: '\boxed{6} miles per hour'
gv_zs:20|correct|boxed|ignores the format: '\boxed{15}'
gv_zs:21|wrong|tag|no think closer; '<answer>35</answer>'
gv_zs:23|correct|tag|'<answer>$\cn 8 cm$</answer>' (a made-up macro before 8 cm)
gv_zs:24|no_answer|tag|the tag sets up '0.75O = $19.50' and stops at 'we can solve for O:'
bb_sft512:15|correct|tag|
bb_sft512:16|correct|tag|
bb_sft512:17|correct|tag|
bb_sft512:18|no_answer|tag|the working breaks off at 'Convert to meters: 0.0' into noise and an invented User turn about kilogram-metres, whose tag does not answer the posed question
bb_sft512:19|correct|tag|
bb_sft512:20|correct|tag|
bb_sft512:21|wrong|tag|
bb_sft512:22|correct|tag|'4a - 2'
bb_sft512:23|correct|tag|
bb_sft512:24|correct|tag|'12 \dfrac{3}{5}' for 12\frac{3}{5}
bb_sft512:25|correct|tag|
bb_sft512:26|correct|tag|'$6'
bb_sft512:27|wrong|tag|
bb_sft512:28|wrong|tag|
bb_sft512:29|correct|tag|
bb_sft512:30|correct|tag|
bb_sft512:31|correct|tag|
bb_sft512:32|wrong|tag|
bb_sft512:33|wrong|tag|
bb_sft512:34|correct|tag|a stray '</where>d>' before '<answer> \boxed{\dfrac{11}{100}} </answer>'
bb_sft512:35|wrong|tag|
bb_sft512:36|correct|tag|
bb_sft512:37|wrong|tag|11 for 1\frac{1}{10}
bb_sft512:38|correct|tag|120 for 120^\circ
bb_sft512:39|wrong|tag|
bb_sft512:40|wrong|tag|
bb_sft512:41|wrong|tag|
bb_g8b:8|no_answer|none|repeats the question
bb_g8b:9|no_answer|none|repeats the question
bb_g8b:11|wrong|prose_sentence|
bb_g8b:12|no_answer|none|repeats the question
bb_g8b:13|no_answer|none|repeats the question (its last number, 5, is the question's)
hk_rft:0|correct|hash|
hk_rft:1|wrong|hash|
hk_rft:2|wrong|hash|'#### 1000' after a calculator annotation that computes -1000
hk_rft:3|correct|hash|
hk_rft:4|wrong|hash|
hk_rft:5|wrong|hash|
hk_rft:6|correct|hash|
hk_rft:7|wrong|hash|
hk_rft:8|wrong|hash|
hk_rft:9|wrong|hash|
hk_rft:10|wrong|hash|
hk_rft:11|correct|hash|
ss_base_mini:0|correct|boxed|
ss_base_mini:1|correct|prose_sentence|'Thus, Ingrid was **165 minutes late** to the party.'
ss_base_mini:2|correct|prose_sentence|'Thus, Tim and Donna met in the year **2000**.'
ss_base_mini:3|correct|boxed|
ss_base_mini:4|correct|boxed|
ss_base_mini:5|correct|prose_sentence|'Juanita spends **$60.00** more annually'
ss_base_mini:6|correct|boxed|'\boxed{350}\n\] square miles.'
ss_direct_mini:0|wrong|bare_last_line|
ss_direct_mini:1|wrong|prose_sentence|
ss_direct_mini:2|correct|bare_last_line|
ss_direct_mini:3|wrong|bare_last_line|
ss_direct_mini:4|wrong|prose_sentence|
ss_direct_mini:5|wrong|bare_last_line|'$52.00'
ss_direct_mini:6|correct|bare_last_line|'350 square miles'
ss_direct_mini:7|wrong|bare_last_line|
ss_direct_mini:8|correct|bare_last_line|'$1,150'
ss_direct_mini:9|wrong|bare_last_line|
bb_grpo:6|wrong|tag|
bb_grpo:7|correct|tag|
bb_grpo:8|correct|tag|
bb_grpo:9|correct|tag|
bb_grpo:10|correct|tag|
bb_grpo:11|correct|tag|'$\left(-\frac{1}{4}, -2\right)$'
bb_grpo:12|wrong|tag|
bb_grpo:13|wrong|tag|
bb_grpo:14|correct|boxed|ignores the format (no think closer, no tags): python, then '$\boxed{55}$'
bb_grpo:15|correct|tag|
bb_grpo:16|wrong|tag|the zero matrix in \( \)
ss_direct_4o:0|wrong|bare_last_line|
ss_direct_4o:1|wrong|bare_last_line|
ss_direct_4o:2|correct|bare_last_line|
ss_direct_4o:3|wrong|bare_last_line|
ss_direct_4o:4|wrong|bare_last_line|
ss_direct_4o:5|wrong|bare_last_line|
ss_direct_4o:6|correct|bare_last_line|'350 square miles'
ss_direct_4o:7|correct|bare_last_line|
ss_direct_4o:8|correct|bare_last_line|'$1150'
ss_direct_4o:9|wrong|bare_last_line|
hk_rft:12|wrong|hash|
hk_rft:14|wrong|hash|
hk_rft:15|wrong|hash|
hk_rft:16|wrong|hash|
hk_rft:17|wrong|hash|
hk_rft:18|wrong|hash|
hk_rft:19|wrong|hash|
hk_rft:20|wrong|hash|
hk_rft:21|wrong|hash|'#### 0' (14 is an intermediate: the son's age)
hk_rft:22|correct|hash|
ss_base_4o:0|correct|boxed|
ss_base_4o:1|correct|prose_sentence|'Thus, Ingrid was \( 165 \) minutes late to the party.'
ss_base_4o:2|correct|prose_sentence|'Therefore, Tim and Donna met in the year 2000.'
ss_base_4o:3|correct|prose_sentence|'Therefore, each packet contains:\n\[ 18 \text{ candies} \]'
ss_base_4o:4|correct|prose_sentence|'Mary has **44 stickers** remaining.'
ss_base_4o:5|correct|boxed|'\boxed{60.00}'
ss_base_4o:6|correct|prose_sentence|
bb_sft512:42|wrong|boxed|no answer tag: '</think> The answer is \boxed{12}.'
bb_sft512:43|wrong|tag|
bb_sft512:44|correct|tag|
bb_sft512:45|correct|tag|a garbled '</think>&</thinkjylland&' before '<answer>36</answer>'
bb_sft512:46|correct|tag|
bb_sft512:48|correct|tag|
bb_sft512:49|wrong|tag|the working gets 27/128, but the tag says '\boxed{\dfrac{27}{12/8}}' (= 18)
bb_sft512:50|correct|tag|
bb_sft512:51|correct|tag|debatable: '<answer> 14lege bv: 14] </answer>' (14 twice with junk between)
bb_sft512:52|correct|tag|
bb_sft512:54|wrong|tag|
bb_sft512:55|correct|tag|
bb_sft512:56|correct|tag|
bb_sft512:57|correct|tag|
bb_sft512:58|wrong|tag|
bb_sft512:59|wrong|tag|
bb_sft512:60|wrong|tag|
bb_qo:18|correct|prose_sentence|no box: 'Therefore, the weight of one squig is equal to the weight of three treeks.'
bb_qo:19|correct|boxed|
bb_qo:20|wrong|boxed|
bb_qo:21|wrong|boxed|
bb_qo:22|correct|boxed|
bb_gdpo:8|wrong|prose_sentence|
bb_gdpo:9|wrong|prose_sentence|computes $460 and $520, then settles on '$450 (45 hours x $10 per hour)'
bb_gdpo:10|wrong|prose_sentence|computes 366, then '366 - 60 = 306'
bb_gdpo:11|wrong|prose_sentence|
bb_gdpo:12|wrong|prose_sentence|
bb_gdpo:13|wrong|prose_sentence|
bb_gdpo:14|wrong|prose_sentence|
rr_di:0|correct|boxed|a closed <think> trace ending '**Final Answer** ... \boxed{2}', then a solution ending \boxed{2}
rr_di:1|correct|boxed|a closed <think> trace with '\boxed{10}', then a solution ending '\(\boxed{10}\)'
hk_rft32:24|wrong|hash|
hk_rft32:25|correct|hash|
hk_rft32:26|wrong|hash|
hk_rft32:27|wrong|hash|
hk_rft32:28|wrong|hash|
hk_rft32:29|wrong|hash|
hk_rft32:30|correct|hash|debatable: muddled working (Darrell 99, 'Allen is 18-99=...99'), but the final '#### 109' is the gold
hk_rft32:31|wrong|hash|
hk_rft32:32|correct|hash|
hk_rft32:33|wrong|hash|
hk_rft32:34|correct|hash|
hk_rft32:35|wrong|hash|
hk_rft32:36|wrong|hash|
hk_rft32:37|correct|hash|debatable: reaches 2 by '35/15=<<35/15=2>>2 lego sets' (a wrong route: $35 left over is not sets unsold); the final '#### 2' is the gold
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


def decode(text: str | None) -> str | None:
    """The page shows a JSON file: `r`, `gold` are its strings as they stand; decode once more."""
    return None if text is None else json.loads('"' + text + '"')


def gsm8k_gold(src: str, raw: dict, rule: str, data: dict[str, list[dict]]) -> tuple[str, str]:
    """The `####` value of the one GSM8K question this record answers."""
    if rule == "test-line":
        split, line = "test", raw["rec"]
        if not data["test"][line]["question"].startswith(TEST_Q[line]):
            raise SystemExit(f"{src}:{line}: test line {line} is not {TEST_Q[line]!r}")
        how = "by test line, checked by question prefix"
    else:
        prefix = raw["q"]
        for split in ("test", "train"):
            hits = [i for i, t in enumerate(data[split]) if t["question"].startswith(prefix)]
            if hits:
                break
        if len(hits) != 1:
            raise SystemExit(f"{src}:{raw['rec']}: {len(hits)} {split} questions start {prefix!r}")
        line, how = hits[0], "matched by question text"
    gold = data[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    return gold, f"gsm8k/{split}.jsonl line {line} ({how})"


def math_gold(src: str, raw: dict, m500: list[dict]) -> tuple[str, str]:
    gold = decode(raw["gold"])
    if src == "rr_di":
        source = "the box of the file's ground-truth solution"
    elif src == "rr_base" and raw["rec"] == 1:
        source = "the MATH answer (the file stores the sympy form 'Eq(x, Interval(-2, 7))')"
    else:
        source = "the file's ground truth (MATH test)"
    hits = [p for p in m500 if p["problem"].startswith(raw["q"])]
    if len(hits) == 1:
        if hits[0]["answer"] != gold:
            raise SystemExit(f"{src}:{raw['rec']}: gold {gold!r} != MATH-500 {hits[0]['answer']!r}")
        source += f"; equal to MATH-500's answer ({hits[0]['unique_id']})"
    elif len(hits) > 1:
        raise SystemExit(f"{src}:{raw['rec']}: {len(hits)} MATH-500 problems start {raw['q']!r}")
    return gold, source


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    data = {s: [json.loads(x) for x in open(root / f"gsm8k/{s}.jsonl")] for s in ("test", "train")}
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        *meta, rule = SOURCES[src]
        dataset = meta[7]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        label = table.pop(f"{src}:{rec}")
        if dataset == "gsm8k":
            gold = gsm8k_gold(src, raw, rule, data)
        else:
            gold = math_gold(src, raw, m500)
        records.append(heldout_record(SOURCE, meta, raw, label, gold, decode(raw["r"]), NO_LICENCE))
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--raw", type=Path, help="folder of raw_*.jsonl transcriptions")
    args = parser.parse_args()
    if args.raw:
        raws = [json.loads(x) for f in sorted(args.raw.glob("raw_*.jsonl")) for x in open(f)]
    else:
        raws = [json.loads(x)["transcription"] for x in open(OUT, encoding="utf-8")]
    records = build(raws)
    write_records(OUT, records)


if __name__ == "__main__":
    main()
