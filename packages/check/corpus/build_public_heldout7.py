"""Build public_heldout7.jsonl: a seventh held-out round of REAL model completions (issue 25).

Why: rounds 1-6 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled in session
14 (round 7) BEFORE any checker change for it, committed, then scored once (bench/NOTES-checker.md,
"Session 14, round 7"). `HELD_OUT_SOURCES` keeps it out of the tests.

Method (rounds 3-6's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. For a JSON / JSONL file `r` is the file's JSON string as it stands in the file (the
build decodes its escapes once more); for the one plain-text file (`plain: true`, the hc_* records)
`r` is the text itself. A record is taken only when its whole completion lies on the pages read
(hc_s r007 begins on page 1 of its file and ends on page 2; both were read). Nothing is shortened by
us. Not taken: completions cut by a page edge, a few long noise runs that could not be copied
reliably (ly_3sc3 r018, a story in nested pseudo-XML; ly_3sc3 r021, a 2,500-character list of
invented people; hx_base r004 / r007 and xw r004, long loops of 'Solution:' lines or python
retries), and the many records of the same files past the first page.

Labels are ours, by READING, never by running a checker, under corpus/README.md's rules and rounds
3-6's tag conventions: the `<answer>` content is the final answer, a sentence or equation chain in it
is read for its final value; unclosed, unopened or malformed tags ('</ think>', '</thinking>',
'<answer(lineshape ...)>', '</ answer>', an answer closer without an opener) still hold the answer;
invented turns and self-set problems after the answer do not count; a completion that ignores the
format is labelled by its last box or statement; a hedge or two different final answers is wrong; no
final answer is no_answer; a tag that states values of other quantities but never the one asked is
wrong; a tag that only plans, restates the question or holds no value is no_answer. Round 7 adds no
new convention; where one completion answers only a question the model set itself, it is no_answer
(ly_r1c3 r011, debatable). The sources' own verdicts (reward, format_reward, answer_reward,
verify_ok, the LINYUN files' category) were not used for labels, but they did SELECT records:
LINYUN's category2 files hold only completions their grader gave format 1 / answer 0, category3 only
format 0 (so no record their grader passed); the heyalexchoi failure file holds only problems the
SFT model failed 8 of 8 times; its rewrite files (hr*, ht4) hold only rewrites whose box their
verifier accepted.

Golds: GSM8K = the `####` value of gsm8k/test.jsonl line `line` (files in test order). The LINYUN
files store no question: the line was found by reading (the next test line, in file order, whose
`####` value equals the file's ground truth and whose question fits the completion; ly_3sc3, a
sparse file, by the question's words in the completion); the build checks the file's ground truth
equals that `####` value and the question starts with `q`. The other GSM8K files store the prompt,
whose question is the test line's. MATH = the file's ground truth: hc_* = the failure file's
EXPECTED, checked equal to MATH-500's `answer` (matched by problem prefix); hr* / ht4 = the rewrite
files' `expected` for MATH train problems (`mid` is the file's `id`; no problem text is stored, and
none of these problems is in MATH-500).

Usage: python build_public_heldout7.py --raw DIR  # DIR/raw_*.jsonl (src, rec, r, gold[, line, q, mid, plain])
       python build_public_heldout7.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout7.jsonl"
SOURCE = "public_heldout7"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
R1 = "R1-Zero prompt (<think> </think> <answer> </answer>; the prompt ends 'Assistant: <think>')"
QM = "Qwen/Qwen2.5-Math-1.5B"
OLMO = "allenai/OLMo-2-0425-1B"
LY, LYC = "LINYUNLinYun/cs336-assignment5-alignment", "80efefc0272de721fab6e4134808902b3af1b6ab"
LYP = "cs336_alignment/results/eval_prompts/"
LYM = (
    f"{OLMO} (MODEL_PATH in cs336_alignment/eval_prompting.py at the same commit; T=1.0, "
    "512 new tokens, stop '</answer>' for the R1 prompts)"
)
HA, HAC = "heyalexchoi/qwen3-1.7B-MATH-RLVR", "e002567e426c914fca01f6aaaf6e9626f8167a1a"
HAF, HAFC = (
    "eval_results/sft_v2_2026-06-11/failure_samples_0of8.txt",
    "c02ee00558a30151521a1d46c90cd3ee8fbcaeaa",
)
HAM = (
    "Qwen/Qwen3-1.7B-Base after the repo's SFT v2 (the folder name sft_v2; math500_eval.log "
    "loads Qwen/Qwen3-1.7B-Base)"
)
Q32 = "qwen/qwen3-32b (the file's 'model')"
REWRITE = (
    "a rewrite instruction (scripts/rewrite_pilot.py, not read): the MATH train problem and a "
    "long earlier solution, to be rewritten as a short 'Target / Classify / Setup / Solve / "
    "Verify' demonstration ending in a box"
)
HX, HXC = "hlxs-c/cs336-assignment5-alignment", "5f216f9e22b9b2ee049cdec001da01a0dbd80972"

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset)
# fmt: off
SOURCES = {
    "ly_r1c2": ("ly-r1c2", LY, LYP + "r1_zero/category2.jsonl", LYC, LYM, R1, "think_answer", "gsm8k"),
    "ly_r1c3": ("ly-r1c3", LY, LYP + "r1_zero/category3.jsonl", LYC, LYM, R1, "think_answer", "gsm8k"),
    "ly_3sc2": ("ly-3sc2", LY, LYP + "r1_zero_three_shot/category2.jsonl", LYC, LYM,
                "R1-Zero prompt with three GSM8K examples (prompts/r1_zero_three_shot_gsm8k.prompt, not read)",
                "think_answer", "gsm8k"),
    "ly_3sc3": ("ly-3sc3", LY, LYP + "r1_zero_three_shot/category3.jsonl", LYC, LYM,
                "R1-Zero prompt with three GSM8K examples (prompts/r1_zero_three_shot_gsm8k.prompt, not read)",
                "think_answer", "gsm8k"),
    "ly_qoc2": ("ly-qoc2", LY, LYP + "question_only/category2.jsonl", LYC, LYM,
                "question only (prompts/question_only.prompt, not read)", "long_cot", "gsm8k"),
    "ly_qoc3": ("ly-qoc3", LY, LYP + "question_only/category3.jsonl", LYC, LYM,
                "question only (prompts/question_only.prompt, not read)", "long_cot", "gsm8k"),
    "wu": ("wu", "Wuyh11/CS336-assignment5-alignment", "runs/math_baseline_gsm8k/results.jsonl",
           "5b15605d603b23c792b504b6040a0a22cd62e1f4",
           "the model given by --model, not recorded (cs336_alignment/math_baseline.py; its help names "
           f"{QM}); T=1.0, 1024 new tokens, stop '</answer>'", R1, "think_answer", "gsm8k"),
    "xw": ("xw", "XiaoruiWang/cs336-assignment5-alignment", "outputs/math_baseline_results.jsonl",
           "d36509951e3216200a0589af39b4463bfc118aa1",
           f"{QM} (base; cs336_alignment/math_baseline.py, T=1.0, 1024 new tokens, stop '</answer>')",
           R1, "think_answer", "gsm8k"),
    "hx_base": ("hx-base", HX, "output/gsm8k/test_eval.jsonl", HXC,
                f"{QM} (base; cs336_alignment/math_baseline.py, T=1.0, 1024 new tokens, stop '</answer>')",
                R1, "think_answer", "gsm8k"),
    "hx_sft": ("hx-sft", HX, "output/gsm8k/after_sft_test_eval.jsonl", HXC,
               f"the repo's SFT of {QM} (file name; math_baseline.py's commented model line "
               "'output/sft_output/final_model')", R1, "think_answer", "gsm8k"),
    "hc_g": ("hc-greedy", HA, HAF, HAFC, f"{HAM}, greedy generation",
             "the repo's chat prompt (not read); the model writes a <think> block, then a box",
             "long_cot", "math"),
    "hc_s": ("hc-sampled", HA, HAF, HAFC, f"{HAM}, one sampled generation (the file's pass8[0])",
             "the repo's chat prompt (not read); the model writes a <think> block, then a box",
             "long_cot", "math"),
    "hr1": ("hr1", HA, "eval_results/rewrite_pilot_2026-06-08.json", HAC, Q32, REWRITE, "long_cot", "math"),
    "hr2": ("hr2", HA, "eval_results/rewrite_pilot_v2_2026-06-08.json", HAC, Q32, REWRITE, "long_cot", "math"),
    "hr3": ("hr3", HA, "eval_results/rewrite_pilot_v3_2026-06-08.json", HAC, Q32,
            REWRITE + " inside <think> tags", "long_cot", "math"),
    "hr4": ("hr4", HA, "eval_results/rewrite_pilot_v4_2026-06-08.json", HAC,
            Q32 + ", temp 0.2 (the file's); the 'student_trace' field", REWRITE + " inside <think> tags",
            "long_cot", "math"),
    "ht4": ("ht4", HA, "eval_results/rewrite_pilot_v4_2026-06-08.json", HAC,
            Q32 + ", temp 0.2; the 'teacher_reasoning' field (the model's reasoning text before its "
            "final message)", REWRITE, "long_cot", "math"),
}
# fmt: on
# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ly_r1c2:0|wrong|tag|'... which gives her $128.'
ly_r1c2:1|correct|tag|'He would run 3 * 3 = 9 sprints in a week, totaling 9 * 60 = 540 meters.'
ly_r1c2:2|wrong|tag|'Kylar will pay $8.33 for 16 glasses.'
ly_r1c2:3|wrong|tag|'... = 200 minutes.'
ly_r1c2:4|wrong|tag|'he arrives at the house in 7.5 minutes' (a time; the distance is asked)
ly_r1c2:5|wrong|tag|debatable: the tag restates 60 and 180 downloads and the 30% cut, never the three-month total (no_answer would fit too)
ly_r1c2:6|wrong|tag|'The cost of 3 dozen donuts is 3 * 12 * $68.' (an unevaluated cost of one item, not the total)
ly_r1c2:7|correct|tag|two </think>; nonsense working, then '... the total distance covered is 80 + 150 = 230 miles'
ly_r1c2:8|wrong|tag|'$35,000' (the teaching pay only)
ly_r1c2:9|wrong|tag|'6.67 liters'
ly_r1c2:10|wrong|tag|'... it will be six centimeters longer than it is now.'
ly_r1c2:11|wrong|tag|'$19.50' (the sale price the question gives)
ly_r1c2:12|no_answer|tag|the tag only plans the sum ('Then we'll add these up to get the total cost.'), no value
ly_r1c2:13|wrong|tag|'$240'
ly_r1c2:14|wrong|tag|'Henry traveled 20 miles.'
ly_r1c2:15|wrong|tag|'... then the boots cost $99.'
ly_r1c2:16|wrong|tag|'... = 21.'
ly_r1c2:17|wrong|tag|'The average is (195 * 3) / 3 = 195 / 3 = 65.', then an invented User turn about the Lion King and a second tag that do not count
ly_r1c2:18|wrong|tag|'5 hours ... each week'
ly_r1c2:19|correct|tag|'Therefore, Siobhan has 25 - 2 = 23 jewels.'
ly_r1c2:20|correct|tag|'... his total score is 4 + 5 = 9 points.'
ly_r1c2:21|wrong|tag|'1 hour and 30 minutes' (a time; dollars are asked)
ly_r1c2:22|wrong|tag|walking and running hours, never the distance asked
ly_r1c2:23|wrong|tag|'... = $30.00.'
ly_r1c2:24|wrong|tag|'... equals 102 post-its'
ly_r1c2:25|wrong|tag|'Six feet are equal to 6 * 12 = 72 inches.'
ly_r1c2:26|wrong|tag|'75 floors'
ly_r1c2:27|wrong|tag|'... the number of toys would be 15 - (30 * 0.5) = 0.'
ly_r1c2:28|correct|tag|'... Jean can fill up 28 / 2 = 14 bags.'
ly_r1c2:29|no_answer|tag|the tag restates the question ('He can go to the movies how many times ...?')
ly_r1c2:30|wrong|tag|'... = <<0.25*40=10>>10€' (the fee only)
ly_r1c2:31|wrong|tag|'There are 130 raspberries in total.' (the think block writes 6 * 20 + 67 = 130)
ly_r1c2:32|wrong|tag|'$990'
ly_r1c2:33|wrong|tag|'10,000'
ly_r1c2:34|wrong|tag|'$266'
ly_r1c2:35|wrong|tag|'1 tank = 1/12 miles'
ly_r1c3:0|correct|tag|a newline between </think> and <answer>: 'It takes 3 bolts of fiber in total.'
ly_r1c3:1|wrong|tag|no think closer; an answer closer without an opener: 'He made $45000 </answer>'
ly_r1c3:2|wrong|tag|a closer without an opener after cups per chicken (5, 8.33), never the final meal's cups
ly_r1c3:3|wrong|tag|malformed '</ think> <answer>' ... '</ answer>'; lists 8, 80 and 14 sheep, never a total
ly_r1c3:4|wrong|tag|'$800' (after assuming 10 overtime hours)
ly_r1c3:5|no_answer|tag|the tag holds no value
ly_r1c3:6|wrong|tag|'Melanie has 5 vacuum cleaners left, which means she sold 2 ...' (never the starting count)
ly_r1c3:7|wrong|tag|a closer without an opener after '12 students, enrolled in hip-hop dance' (a count; a percentage is asked)
ly_r1c3:8|wrong|tag|'250 dollars'
ly_r1c3:9|wrong|tag|debatable: 'Four weeks is equal to 4 * 4 = 16 days.' then the question restated (no_answer would fit too)
ly_r1c3:10|wrong|tag|debatable: 'Total distance walked = (4 miles + 2 miles) = 6 miles' (6 is the gold number, but as the distance walked, not the speed asked; correct could be argued)
ly_r1c3:11|no_answer|tag|debatable: the model sets itself a question about a $400 decoration and its tag answers that; the son's age asked is never answered (wrong would fit too)
ly_r1c3:12|wrong|tag|'... 1 customer. He sells 2 DVDs to this customer ...' (never the total DVDs)
ly_r1c3:13|wrong|tag|a closer without an opener; milk packs and fruit counts, cut at 'However'
ly_r1c3:14|no_answer|tag|a closer without an opener after 'the number of gold coins is the number of silver coins plus 30' (no value)
ly_r1c3:15|wrong|tag|a closer without an opener after '$120 from selling Lego sets' (not the money left)
ly_r1c3:16|wrong|tag|an unclosed '<answer> John runs at a speed of 20 mph.', then an invented cafe question answered 'Answer: 4' that does not count
ly_r1c3:17|correct|tag|debatable: a closer without an opener after 'Brandon's iPhone is 4 * 730 = 2920 days old' (2920 days = 8 years, the gold in years; a different unit)
ly_r1c3:18|no_answer|tag|nonsense tags ('the triflige!', 'the keys hit the passthrough]'), no value
ly_r1c3:19|wrong|tag|'... = 40 - 1 = 39 pieces.'
ly_r1c3:20|wrong|tag|after an invented 'User: How many grams can you eat?' the tag ends 'approximately 32.14 grams'
ly_r1c3:21|wrong|tag|a closer without an opener after '15 articles for Monday and Tuesday'
ly_r1c3:22|no_answer|tag|debatable: 'Sanseta uses 2 NN or 4 soft surfaces.' (nonsense; wrong would fit too)
ly_r1c3:23|wrong|tag|debatable: the tag only restates '$2' a dozen, then invented turns that do not count (no_answer would fit too)
ly_r1c3:24|wrong|tag|'22 hours ... 2 hours ... 8 hours'
ly_r1c3:25|wrong|tag|'$360 - $160 = $200'
ly_r1c3:26|wrong|tag|debatable: invented User turns change the question; the final '<answer> The family has 14 kittens.<answer>' answers the invented one (no_answer would fit too)
ly_r1c3:27|wrong|tag|a closer without an opener after 'the number of boxes would be 5,000 NN / 22,500 NN'
ly_r1c3:28|wrong|prose_sentence|no answer tag: 'The number of good oranges is 3.4.' then 'Assistant: 3'
ly_r1c3:29|correct|tag|two </think>; 'Tommy raised a total of $221 from the sales.'
ly_r1c3:30|no_answer|tag|a closer without an opener; no value ('John has a dog.')
ly_r1c3:31|wrong|tag|a closer without an opener after '37 stickers given away'
ly_r1c3:32|wrong|tag|'They won 22 - 22 - 14 = -8 matches.', then invented turns ('they won 0 games', Bangkok) that do not count
ly_r1c3:33|wrong|tag|'Jackson must be 32 years old.'
ly_r1c3:34|wrong|tag|'There are 120 girls in the Grade 5 class.'
ly_r1c3:35|wrong|tag|'32 ounces / 0.5 = 64 cans.'
ly_3sc2:0|wrong|tag|
ly_3sc2:1|wrong|tag|'4 bolts in total'
ly_3sc2:2|wrong|tag|
ly_3sc2:3|wrong|tag|
ly_3sc2:4|wrong|tag|
ly_3sc2:5|wrong|tag|
ly_3sc2:6|wrong|tag|
ly_3sc2:7|wrong|tag|'72.8 minutes'
ly_3sc2:8|wrong|tag|'74 miles'
ly_3sc2:9|wrong|tag|the think block ends '$469', the tag says '$465'
ly_3sc2:10|wrong|tag|
ly_3sc2:11|wrong|tag|
ly_3sc2:12|wrong|tag|
ly_3sc2:13|wrong|tag|
ly_3sc2:14|wrong|tag|
ly_3sc2:15|wrong|tag|'-3009.8'
ly_3sc2:16|wrong|tag|'$1150' (one week's pay)
ly_3sc2:17|correct|tag|debatable: 'She needs to walk 6 miles in 2 hours at an average speed of 6 miles per hour.' (6 mph is the gold; '6 miles in 2 hours' would be 3 mph)
ly_3sc2:18|wrong|tag|
ly_3sc2:19|wrong|tag|
ly_3sc2:20|wrong|tag|
ly_3sc2:21|wrong|tag|'$17.60 - $4.50 = $13.00.'
ly_3sc2:22|wrong|tag|
ly_3sc2:23|wrong|tag|'2 × 6.5 + 2 × 22.5 + 2 × 42 = 31 + 45 + 84 = 160.'
ly_3sc2:24|wrong|tag|
ly_3sc2:25|wrong|tag|
ly_3sc2:28|wrong|tag|
ly_3sc2:30|wrong|tag|
ly_3sc2:33|wrong|tag|'6.4 seconds'
ly_3sc2:36|wrong|tag|
ly_3sc3:0|wrong|tag|malformed '</ think>'; 360
ly_3sc3:1|wrong|tag|no think closer; '<answer> 37 </answer>'
ly_3sc3:2|wrong|tag|a '</thinking>' closer; 361
ly_3sc3:3|wrong|tag|an unclosed '<answer> 540' then Teacher/Student chatter (the working says 580)
ly_3sc3:4|wrong|tag|an unclosed '<answer> 9'
ly_3sc3:5|wrong|tag|debatable: an unclosed tag whose equation chain stops at 'So x = 60/1' (no_answer would fit too)
ly_3sc3:6|no_answer|tag|'</ think> </answer>': an answer closer with nothing before it
ly_3sc3:7|wrong|tag|
ly_3sc3:8|wrong|tag|
ly_3sc3:9|no_answer|tag|'<answer> -Newer �publicsp��� ```' (no value)
ly_3sc3:10|wrong|tag|an unclosed '<answer> 8'
ly_3sc3:11|no_answer|truncated|a '365 / 7 = 52 weeks' loop cut at the token limit; no tags
ly_3sc3:12|wrong|tag|a '</thinking>' closer; 9500
ly_3sc3:13|wrong|tag|an unclosed '<answer> 85'
ly_3sc3:14|wrong|prose_sentence|no tags; ends 'That's 60% of $400000, which is $0' (the gold 240000 is that 60%)
ly_3sc3:15|correct|tag|'</ think> <answer> 48 </answer>'
ly_3sc3:16|wrong|tag|a '</thinking>' closer; '$5200'
ly_3sc3:17|wrong|tag|'24 + 15 + 12 = 51 hours.' then unrelated notes
ly_3sc3:19|wrong|tag|
ly_3sc3:20|wrong|tag|an unclosed '<answer> 51'
ly_3sc3:22|wrong|tag|a closer without an opener after '14 - 3.75 = 10.25'
ly_3sc3:23|wrong|tag|an unclosed '<answer> 12'
ly_3sc3:24|wrong|tag|no think closer; 17280
ly_3sc3:25|no_answer|tag|debatable: the tag is cut inside an unevaluated formula '3 * (1 - 3^3) / (1 - 3' (wrong would fit too: it would be 39)
ly_qoc2:1|wrong|boxed|'\boxed{122}.The final answer is: 122.' then an invented question, cut
ly_qoc2:2|correct|prose_sentence|debatable: '... and the final answer is $694 \\boxed{}.' (an empty box after the stated $694)
ly_qoc2:4|wrong|prose_sentence|'What's the answer: 0.2117 miles per hour' / '0.21166666666666665', then an invented question answered 2
ly_qoc3:1|no_answer|none|an empty completion
ly_qoc3:2|wrong|answer_colon|'answer: 50,000'
ly_qoc3:4|wrong|final_answer_phrase|'Final answer to this problem: 26.666666666666664'
ly_qoc3:10|wrong|final_answer_phrase|'The final answer is: 2x/3.' then invented problems that do not count
ly_qoc3:12|no_answer|none|worksheet chatter, no value
ly_qoc3:13|wrong|answer_colon|'You will receive $40000 in annual salary.' then an invented question
wu:0|correct|tag|'Janet sells 9 ducks worth $18 per day at the farmers' market.' (the dollars asked: $18)
wu:1|wrong|tag|'2 bolts of blue fiber and a half bolt of white fiber.' (never the total)
wu:2|wrong|tag|'$195,000'
wu:3|wrong|tag|a malformed opener '<answer(lineshape Behavedcolor=green)>6 meters</answer>'
wu:4|correct|boxed|ignores the format: working, python, then '\boxed{20}'
wu:5|wrong|tag|no think closer; '<answer>\$52</answer>'
wu:6|correct|tag|'</think>\nAssistant: <answer> ... we get answer = \( 260 \).'
xw:0|correct|boxed|ignores the format: 'The Answer: \[\boxed{18}\]' then python
xw:1|no_answer|tag|debatable: the tag says only 'The answer is subtly clever...'; '3 bolts in total' appears only inside invented turns (correct could be argued)
xw:2|correct|prose_sentence|debatable: no tags: '... which is $120,000 - $50,000 = $70,000.', then invented turns with 'Answer: The house cost $130,000.' and 'Answer: The house is now worth $200,000.' for other questions
xw:3|wrong|tag|'James runs 180 meters a week.'
xw:5|wrong|tag|after an invented User turn, an unclosed '<answer>72 USA'
xw:6|correct|answer_is|no answer tag: 'The Answer is 260It_paid ...', 'The Answer is 260 sheep.', then chatter
hx_sft:0|wrong|tag|'<answer> 36 </answer>' (the working's 18 is a count of eggs, then $36)
hx_sft:1|correct|tag|
hx_sft:2|wrong|tag|'$184,000'
hx_sft:3|wrong|tag|
hx_sft:4|correct|tag|
hx_sft:5|correct|tag|'$64'
hx_sft:6|wrong|tag|
hx_sft:7|wrong|tag|
hx_sft:8|wrong|tag|
hx_sft:9|correct|tag|'$460'
hx_sft:10|wrong|tag|
hx_sft:11|wrong|tag|
hx_sft:12|no_answer|none|debatable: no tags; the working stops at 'x>=<<72>96>>96 in the lemons the tree'll cost him.' (no number of years; wrong would fit too)
hx_base:0|wrong|tag|'$10.'
hx_base:1|correct|answer_colon|no answer tag: 'answer = 3' after </think>, then an invented User turn that does not count
hx_base:2|wrong|none|no tags; '67,500 - 1 = $67,499' then invented turns
hx_base:3|wrong|tag|'He runs <distance>180 meters each week.'
hx_base:5|correct|answer_colon|no answer tag: 'Answer: Kylar needs to pay $64 for 16 glasses.'
hx_base:6|wrong|tag|'Toulouse: 80 sheep (...)' (one city, and a wrong count for it)
hx_base:8|wrong|tag|'John is 140 miles from home.'
hx_base:9|wrong|tag|tabs inside; '$480'
hc_g:1|wrong|boxed|'\boxed{\dfrac{1}{2}}'
hc_s:1|wrong|boxed|'\boxed{\dfrac{90}{1}} degrees'
hc_g:2|wrong|boxed|
hc_s:2|wrong|boxed|
hc_g:3|wrong|boxed|'\boxed{\text{No real solution}}'
hc_s:3|wrong|boxed|'\boxed{\text{No real solution}}'
hc_g:4|wrong|boxed|
hc_s:4|wrong|boxed|
hc_g:5|wrong|boxed|
hc_s:5|wrong|boxed|
hc_g:6|wrong|boxed|'\boxed{49.5}%'
hc_s:6|wrong|boxed|'\boxed{49.5}%'
hc_g:7|wrong|boxed|
hc_s:7|wrong|boxed|
hc_g:8|wrong|boxed|'\boxed{(-2, 0, -2)}'
hc_s:8|wrong|boxed|'\boxed{\{0, 0, 0\}}'
hc_g:9|wrong|boxed|'\boxed{2160} seconds'
hc_s:9|wrong|boxed|'\boxed{300} seconds'
hc_g:10|wrong|boxed|
hc_s:10|wrong|boxed|
hr1:0|correct|boxed|
hr1:1|correct|boxed|
hr1:2|correct|boxed|
hr1:3|correct|boxed|'\boxed{28121600}' after '28,121,600' in the working
hr1:4|correct|boxed|
hr1:5|correct|boxed|'50\pi' for '50 \pi'
hr1:6|correct|boxed|
hr1:7|correct|boxed|
hr1:8|correct|boxed|
hr1:9|correct|boxed|
hr1:10|correct|boxed|'(1, -2)' for '(1,-2)'
hr1:11|correct|boxed|
hr1:12|correct|boxed|
hr1:13|correct|boxed|
hr2:0|correct|boxed|
hr2:1|correct|boxed|
hr2:2|correct|boxed|
hr2:3|correct|boxed|no closing period: '... is \boxed{28121600}'
hr2:4|correct|boxed|
hr2:5|correct|boxed|'50\pi' for '50 \pi'
hr2:6|correct|boxed|a bare '\boxed{160}' last line
hr2:7|correct|boxed|
hr2:8|correct|boxed|
hr2:9|correct|boxed|the whole completion is '$$\n\boxed{4}\n$$'
hr2:10|correct|boxed|the whole completion is one sentence; '(1, -2)' for '(1,-2)'
hr2:11|correct|boxed|the whole completion is one sentence
hr2:12|correct|boxed|the whole completion is '$$\n\boxed{772}\n$$'
hr2:13|correct|boxed|the whole completion is '$\boxed{5}$'
hr2:14|correct|boxed|the whole completion is one sentence
hr2:15|correct|boxed|the whole completion is one sentence
hr2:16|correct|boxed|
hr3:0|correct|boxed|
hr3:1|correct|boxed|
hr3:2|correct|boxed|
hr3:3|correct|boxed|
hr3:4|correct|boxed|
hr3:5|correct|boxed|'50\pi' for '50 \pi'
hr3:6|correct|boxed|'8 + 27 + 125 = \boxed{160}'
hr3:7|correct|boxed|
hr3:8|correct|boxed|
hr3:9|correct|boxed|
hr3:10|correct|boxed|'(1, -2)' for '(1,-2)'
hr3:11|correct|boxed|
hr3:12|correct|boxed|
hr3:13|correct|boxed|
hr3:14|correct|boxed|
hr4:0|correct|boxed|
hr4:1|correct|boxed|
hr4:2|correct|boxed|
hr4:3|correct|boxed|
hr4:4|correct|boxed|
hr4:5|correct|boxed|'50\pi' for '50 \pi'
hr4:6|correct|boxed|'... = \boxed{160}.'
hr4:7|correct|boxed|
hr4:8|correct|boxed|
hr4:9|correct|boxed|
hr4:10|correct|boxed|'(1, -2)' for '(1,-2)'
hr4:11|correct|boxed|
hr4:12|correct|boxed|
ht4:0|correct|answer_is|a reasoning trace ending 'The answer is 0.'
ht4:6|correct|prose_sentence|a reasoning trace ending 'Therefore, the sum is 160.'
ht4:8|correct|answer_is|a reasoning trace ending 'All methods confirm c=3. So the answer is 3.'
ht4:10|correct|answer_is|a reasoning trace ending 'The answer should be (1, -2).' ('(1, -2)' for '(1,-2)')
ht4:11|correct|answer_is|a reasoning trace ending 'So the answer should be 31.'
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


def decode(raw: dict, key: str) -> str:
    """A JSON file's string as the page shows it: decode once more; a plain-text file's text as is."""
    return raw[key] if raw.get("plain") else json.loads('"' + raw[key] + '"')


def gsm8k_gold(src: str, raw: dict, test: list[dict]) -> tuple[str, str]:
    """The `####` value of test line `line`, checked against the file's ground truth and `q`."""
    line = raw["line"]
    row = test[line]
    gold = row["answer"].split("####")[-1].strip().replace(",", "")
    if not row["question"].startswith(raw["q"]):
        raise SystemExit(f"{src}:{raw['rec']}: test line {line} does not start {raw['q']!r}")
    if decode(raw, "gold").replace(",", "") != gold:
        raise SystemExit(
            f"{src}:{raw['rec']}: file gold {raw['gold']!r} != test line {line} {gold!r}"
        )
    how = (
        "the file stores no question: found by reading, checked by its ground truth"
        if src.startswith("ly_")
        else "the file's prompt holds that question; checked by its ground truth"
    )
    return gold, f"gsm8k/test.jsonl line {line} ({how})"


def math_gold(src: str, raw: dict, m500: list[dict]) -> tuple[str, str]:
    gold = decode(raw, "gold")
    if src.startswith("hc_"):
        hits = [p for p in m500 if p["problem"].startswith(raw["q"])]
        if len(hits) != 1 or hits[0]["answer"] != gold:
            raise SystemExit(f"{src}:{raw['rec']}: gold {gold!r} not MATH-500's ({len(hits)} hits)")
        return gold, f"the file's EXPECTED; equal to MATH-500's answer ({hits[0]['unique_id']})"
    return gold, f"the file's 'expected' for MATH train problem id {raw['mid']} (not in MATH-500)"


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    test = [json.loads(x) for x in open(root / "gsm8k/test.jsonl", encoding="utf-8")]
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        meta = SOURCES[src]
        dataset = meta[7]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        label = table.pop(f"{src}:{rec}")
        if dataset == "gsm8k":
            gold = gsm8k_gold(src, raw, test)
        else:
            gold = math_gold(src, raw, m500)
        records.append(heldout_record(SOURCE, meta, raw, label, gold, decode(raw, "r"), NO_LICENCE))
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    run_heldout_builder(__doc__, OUT, build)


if __name__ == "__main__":
    main()
