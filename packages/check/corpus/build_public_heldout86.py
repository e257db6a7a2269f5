r"""Build public_heldout86.jsonl: an 86th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (metrics, format_reward, answer_reward, reward,
reward_scores / correctness_reward_func, the CSV's 0/1 `maj_1s` column, cppywh's predicted,
correct, parse_source, fallback_prediction and the like) were not used to label: each completion
was read, its final answer found and compared with the gold by hand.

Method (round 60's whole-page form, round 83's sources): model output committed to public GitHub
repositories, read through the public-code index (16,000-character pages). Every page taken was
pasted WHOLE, exactly as the read_file answer displays it (the page text JSON-escaped once more),
into pages/<name>_<offset>.txt; work/mk.py decoded each display form once into the page text and
checked its length: all fifteen pages decode to exactly 16,000 characters (two pastes failed the
check at first, one with an invented tail on the cut last line, one with a doubled clause in a
record not taken; both were corrected against the displayed page and then passed). Pages of one
file were joined in file order, so a completion crossing an edge between two pages read is taken
whole; nothing cut by the first or last page read is taken. Each record's `r` was cut out of the
page text by script, never re-encoded or retyped: for the JSON-lines and JSON files the
completion's JSON string body as the file holds it (`enc` = `json`, decoded once more by the
build; mk.py checked the body decodes to the parsed field wherever the line parses), for the
RobbenRibery CSV the field's text as Python's csv module reads it, for pruksmhc the parsed
assistant `content` (`enc` = `text`). mk.py refused any completion holding a control character
other than newline, carriage return or tab (none did). No loop needed a marker (the one looping
record, cy176 index 29, was pasted in full). Every read_file answer gave the offset asked and a
next_offset 16,000 further, and total_chars above the page's end. Nothing is shortened.

* pruksmhc/gsm8k_minimal_rl rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9, pages 1104000, 1120000
  and 1136000 joined (pk1104): whole lines only; the first (James's blueberries completion 0,
  opening on 1088000, not re-read) and the last (Joe's outfit completion 6, cut by the end of
  1136000) are dropped. Records 0-52: James 1-7, Mark's weight 0-7, George's implants 0-7 (5
  crosses a page edge), Keegan's car wash 0-7, Alison's gear 0-7 (7 crosses a page edge),
  Shawnda's tyres 0-7, Joe's outfit 0-5. The file stores no gold: the transcribed gold is the
  gsm8k/test.jsonl '####' value of the question found by its opening words (mk.py, before
  labelling).
* RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV at 1596f34, pages
  864000, 880000 and 896000 joined (rr864): parsed with the csv module from the first row opening
  on 864000 (Jessica's shoes, row 916; the Kennel house row, 915, opens on 848000 and is not
  taken); the last row (Melissa's jury pay, 967, cut by the end of 896000 inside its reference
  field) is dropped. Rows 916-966 (row numbers continue round 83's count). Gold: the `ground_truth_completions` '####' value.
* KleistvonLiu/assignment5-alignment outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl
  at 3368ea6, one page each: step 95 page 12 (192000; k95p12: q14 r1-r7, q15 r0; q14 r0's response
  opens on 176000, q15 r1 is cut), step 92 page 13 (208000; k92p13: q12 r5-r7, q13 r0-r3; q12 r4
  opens on 192000, q13 r4 is cut), step 93 page 13 (k93p13: q15 r2-r6; the page opens inside q15
  r2's prompt and ends inside q15 r6's `problem` metadata, both responses whole), step 94 page 13
  (k94p13: q13 r5-r7, q14 r0-r2; opens inside q13 r5's prompt, q14 r3 is cut), step 96 page 12
  (192000; k96p12: q14 r0-r7, q15 r0-r4; opens inside q14 r0's prompt, q15 r5 is cut in its
  prompt), step 82 page 13 (k82p13: q15 r2-r7; q15 r1's response opens on 192000, q16 r0 is cut),
  step 86 page 13 (k86p13: q13 r0-r5; the page opens inside q12 r7's response, q13 r6 is cut in
  its prompt).
  A response is taken where its opening '"response": "' and its closing '", "ground_truth": ' are
  both on the page; where the line is cut by the page elsewhere its indices come from the line
  (or, for a line cut before them, from the next line: same question, rollout one less; this
  agrees with round 83's notes on where pages 12 of steps 93 and 94 end) and its problem from the
  line's `problem` or prompt. Gold: the line's `ground_truth`.
* cppywh/mini-deepseek-r1-zero results/Instruct-Think.json at 53bedfc, pages 176000 and 192000
  joined (cy176): `details` indexes 28-32 (Henry's bike trip, Gloria's boots, Darrell and Allen's
  ages, Gunter's jelly beans, John's dogs). The page at 160000 was read too (indexes 26 and 27 on it
  are round 60's cy160, not taken again); index 28's question opens on it: its opening words
  ('Henry made two stops during his 60-mile bike trip.') were copied from that page into the
  transcription's `q` for the gold lookup; its response lies wholly on 176000. Gold: the entry's
  `ground_truth`. Index 29 is a looping trace cut at the 2048-token cap.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl but this round's: 131 files, 19,632 distinct completions,
by script, work/dedup.py, reading no labels) and with the others of this round. None repeats an
earlier round. Dropped as repeats within the round (kept in the transcriptions' numbering, not
built): pk1104 recs 9 and 12 (Mark's weight completions 2 and 5 = completion 1, rec 8), rec 10
(Mark 3 = Mark 0, rec 7), recs 28 and 30 (Keegan 5 and 7 = Keegan 4, rec 27).

Repository counts (155 records): KleistvonLiu/assignment5-alignment 51 (32.9 %),
RobbenRibery/rft-gsm8k 51 (32.9 %), pruksmhc/gsm8k_minimal_rl 48 (31.0 %),
cppywh/mini-deepseek-r1-zero 5 (3.2 %). No licence file was found for any of them in the index
(earlier rounds looked; not looked up again this round); `licence` per record.

Split: long_cot 56 (RobbenRibery 51: Phi-3.5-mini RFT step-by-step prose ending '#### N'; cppywh 5:
long thinking-mode traces with boxes, one looping and cut), think_answer 99 (KleistvonLiu 51 the
R1-Zero '<think> ... </think> <answer> ... </answer>' prompt; pruksmhc 48 '<reasoning> ...
</reasoning> <answer> ... </answer>'). GSM8K 104 (RobbenRibery 51, pruksmhc 48, cppywh 5, all
GSM8K test), MATH 51 (KleistvonLiu, MATH test problems; none of the 11 problems is in MATH-500).

Truths: correct 104, wrong 46, no_answer 5 (RobbenRibery 44 / 7 / 0; pruksmhc 33 / 15 / 0;
KleistvonLiu 23 / 24 / 4; cppywh 4 / 0 / 1). Forms: tag 91, hash 51, boxed 9 (KleistvonLiu
responses with no answer tag: k92p13 rec 5, k94p13 recs 0-1, k82p13 recs 4-5; cppywh 28, 30-32),
truncated 4. 1 debatable (k82p13 rec 3).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words, checked equal to the file's own gold (RobbenRibery's CSV gold, cppywh's
`ground_truth`; pruksmhc's transcribed gold is the gsm8k/test.jsonl value itself). MATH: the
KleistvonLiu problems' opening words are looked up in MATH-500 and the gold checked equal to it
where found, else the file's own `ground_truth` as transcribed.

Label conventions (rounds 37-83's): the last final answer counts; a response cut before any final
answer is no_answer; equal in value but written differently is correct; another quantity is wrong;
two different final answers are wrong; in the tag format the `<answer>` content is the final answer
whatever the working says; with no answer tag the completion is labelled by its last box or last
stated result; in the '####' format the marked value is the answer even when the working ends on
another number. Notes this round: k82p13 (gold 'b', the median named as b): answers 0.1 and 1/10
are the value of b in the model's own particular solution (a = -100); b is not fixed by the problem
(a = -1 gives another b), so they are wrong; r5's answer element says the median cannot be
determined ('the answer is <unknown>'): no value, no_answer (debatable). k92p13 r5's answer element
is the equation '2(x^2 - 6x + 10) = 2x^2 - 12x + 20', both sides the gold polynomial: correct.

Pages read this round (for the next round not to repeat them): pruksmhc/gsm8k_minimal_rl
rollout_ckpt_200_gsmk_qwen.jsonl at 07bfdb9, offsets 1104000, 1120000, 1136000 (= pk1104);
RobbenRibery/rft-gsm8k the beta1(1) equation-with-text checkpoint-22 CSV at 1596f34, offsets
864000, 880000, 896000 (= rr864, rows 916-966); KleistvonLiu/assignment5-alignment
outputs/grpo_full_mathv2/rollout_step_0000NN/rollouts.jsonl at 3368ea6, offset 192000 (page 12) of
steps 95 and 96, offset 208000 (page 13) of steps 82, 86, 92, 93, 94; cppywh/mini-deepseek-r1-zero
results/Instruct-Think.json at 53bedfc, offsets 160000 (read; 26 and 27 are round 60's), 176000,
192000 (= cy176, indexes 28-32).

Leads for a later round: pruksmhc rollout_ckpt_200 from 1152000 (Joe's outfit completion 6 opens at
the end of 1136000: re-read 1136000 or start with completion 7). RobbenRibery checkpoint-22 CSV
from 912000 (Melissa's row, 967, opens at the end of 896000). KleistvonLiu page 13 (208000) of
steps 88, 91, 85, 90 (not read), page 13 of steps 95 and 96 (q15 r1 of step 95 and q15 r5 of step
96 open at the end of 192000), page 14 (224000) of steps 82, 86, 92, 93, 94. cppywh
Instruct-Think.json from 208000 (index 32's metadata ends there; index 33 next).

Usage: python build_public_heldout86.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout86.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    KL,
    KL_PROMPT,
    KLC,
    NO_LICENCE,
    pruksmhc_source,
    robbenribery_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout86.jsonl"
SOURCE = "public_heldout86"

KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-83 took pages 0-13 of steps "
    "74-105 in part; this round page {} (offset {}) of step {}), rollout step {}, on MATH test "
    "problems; the record is one line's response (the text after the prompt's closing "
    "'Assistant: <think>')"
)

KL_PAGES = {
    "k95p12": (95, 12),
    "k92p13": (92, 13),
    "k93p13": (93, 13),
    "k94p13": (94, 13),
    "k96p12": (96, 12),
    "k82p13": (82, 13),
    "k86p13": (86, 13),
}


def _kl(short: str) -> tuple:
    step, page = KL_PAGES[short]
    return (
        f"{short}-qwen25-math-15b-grpo-step{step}-page{page}",
        KL,
        f"outputs/grpo_full_mathv2/rollout_step_{step:06d}/rollouts.jsonl",
        KLC,
        KL_MODEL.format(page, page * 16000, step, step),
        KL_PROMPT,
        "think_answer",
        "math",
        "ground_truth",
        NO_LICENCE,
    )


# --- cppywh/mini-deepseek-r1-zero: 'Instruct-Think' on the first 100 GSM8K test questions -------
CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (public GitHub repository, no LICENSE file in the index; the README says only that "
    "it claims no ownership of third-party models, data or course content)"
)
CY_INSTRUCT = (
    "the model the repository calls 'Instruct-Think' (an instruct model run in thinking mode with "
    "its own chat template; results/Instruct-Think.json, 44 of 100 responses cut at the cap; its "
    "model id is not named in the file), evaluated by the repository on the first 100 GSM8K test "
    "questions in order (results/protocol.json: greedy decoding, bfloat16, 2048 new tokens; this "
    "round index {}, pages {}); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

PK_PAGES = "1104000-1151999 (three pages joined: 1104000, 1120000, 1136000)"
RR_PAGES = "864000-911999 (three pages joined: 864000, 880000, 896000)"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    **{short: _kl(short) for short in KL_PAGES},
    "pk1104": pruksmhc_source("pk1104", PK_PAGES),
    "rr864": robbenribery_source("rr864", "b1wt", RR_PAGES),
    "cy176": ("cy176-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
              CY_INSTRUCT.format("28-32", "176000 and 192000 joined (index 28's question opens "
                                 "on 160000, read)"),
              CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
}  # fmt: skip

# pasted but not built: repeats within the round (see the docstring)
DROP = {("pk1104", n) for n in (9, 10, 12, 28, 30)}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pk1104:0|wrong|tag|'$20 + ($1.5/lb * 30 lb) = $60' (20 + 45 is 65), '$75 - $60 = $15'; '<answer>\n15\n</answer>' (gold 10)
pk1104:1|correct|tag|
pk1104:2|wrong|tag|'$20 + ($1.5/lb * 30 lb) = $60'; '<answer>\n15\n</answer>' (gold 10)
pk1104:3|wrong|tag|'<answer>\n15\n</answer>' (gold 10)
pk1104:4|wrong|tag|'<answer>\n15\n</answer>' (gold 10)
pk1104:5|wrong|tag|'<answer>\n15\n</answer>' (gold 10)
pk1104:6|correct|tag|
pk1104:7|correct|tag|
pk1104:8|correct|tag|
pk1104:11|correct|tag|
pk1104:13|correct|tag|
pk1104:14|correct|tag|
pk1104:15|wrong|tag|the crown counted on both implants, '$4400 / $15 = 293.33 hours', rounded up; '<answer>\n294\n</answer>' (gold 260)
pk1104:16|correct|tag|
pk1104:17|correct|tag|
pk1104:18|correct|tag|
pk1104:19|wrong|tag|'$4000 + ($500 * 2)', '293.33 hours', rounded up; '<answer>\n294\n</answer>' (gold 260)
pk1104:20|correct|tag|
pk1104:21|correct|tag|
pk1104:22|correct|tag|
pk1104:23|correct|tag|
pk1104:24|correct|tag|
pk1104:25|correct|tag|
pk1104:26|correct|tag|
pk1104:27|correct|tag|
pk1104:29|correct|tag|
pk1104:31|correct|tag|
pk1104:32|correct|tag|
pk1104:33|correct|tag|
pk1104:34|correct|tag|
pk1104:35|correct|tag|
pk1104:36|correct|tag|
pk1104:37|correct|tag|
pk1104:38|correct|tag|
pk1104:39|wrong|tag|each person charged one tire: '$1.25 + $0.75 + $0.25 = $2.00'; '<answer>\n2\n</answer>' (gold 5)
pk1104:40|wrong|tag|'<answer>\n2\n</answer>' (gold 5)
pk1104:41|wrong|tag|'<answer>\n2\n</answer>' (gold 5)
pk1104:42|wrong|tag|'= $2.'; '<answer>\n2\n</answer>' (gold 5)
pk1104:43|correct|tag|
pk1104:44|wrong|tag|'$1.25 + $0.75 + $0.25 = $2.25'; '<answer>\n2.25\n</answer>' (gold 5)
pk1104:45|correct|tag|
pk1104:46|correct|tag|nonsense steps ('8 - 10 = -2 tires left', '20 * 25 = $5'), then '<answer>\n5\n</answer>'
pk1104:47|correct|tag|
pk1104:48|correct|tag|
pk1104:49|wrong|tag|two shirts counted, 'we cannot calculate the final amount', then '<answer>\n-25\n</answer>' (gold 8)
pk1104:50|wrong|tag|'it's not possible to calculate the final amount', then '<answer>\n0\n</answer>' (gold 8)
pk1104:51|wrong|tag|'$50 - $60.50 = -$10.50'; '<answer>\n-10.5\n</answer>' (gold 8)
pk1104:52|correct|tag|
rr864:916|correct|hash|
rr864:917|wrong|hash|'#### 6850000' (gold 1450000: the first 5 months cost $100,000 in all, not a month)
rr864:918|correct|hash|
rr864:919|correct|hash|'So, the final answer is: #### 5'
rr864:920|wrong|hash|'#### 3' (gold 4)
rr864:921|correct|hash|'#### 57' after '$57.00'
rr864:922|correct|hash|
rr864:923|correct|hash|
rr864:924|correct|hash|
rr864:925|correct|hash|
rr864:926|correct|hash|
rr864:927|correct|hash|'Final answer: #### 7'
rr864:928|correct|hash|
rr864:929|correct|hash|
rr864:930|correct|hash|
rr864:931|wrong|hash|'x ≈ 0.583' then '#### 58.3' (gold 94)
rr864:932|correct|hash|
rr864:933|correct|hash|
rr864:934|correct|hash|
rr864:935|correct|hash|the working adds to 4490 (not 4500) and '≈ 1.9955555555555556', rounds up: '#### 2'
rr864:936|correct|hash|'Final answer: #### 9'
rr864:937|correct|hash|
rr864:938|correct|hash|
rr864:939|correct|hash|
rr864:940|correct|hash|
rr864:941|correct|hash|'Final answer: #### 520' after '$520.00'
rr864:942|correct|hash|
rr864:943|correct|hash|'Final answer: #### 10'
rr864:944|correct|hash|'#### 7' after '$7.00'
rr864:945|correct|hash|
rr864:946|correct|hash|
rr864:947|correct|hash|'Final answer: #### 77'
rr864:948|correct|hash|
rr864:949|wrong|hash|'#### 84': every player given the extra point (gold 83)
rr864:950|correct|hash|
rr864:951|wrong|hash|'#### 27' (gold 36)
rr864:952|correct|hash|
rr864:953|correct|hash|
rr864:954|correct|hash|
rr864:955|correct|hash|
rr864:956|correct|hash|'Final answer: #### 155'
rr864:957|correct|hash|
rr864:958|correct|hash|
rr864:959|correct|hash|'P + $150 + $80 + $50 = $400', 'P = $120': '#### 120'
rr864:960|correct|hash|
rr864:961|wrong|hash|'Total Time = 6 hours / 0.3 = 20 hours' (the shows alone), '#### 8' (gold 20)
rr864:962|correct|hash|
rr864:963|correct|hash|'Final answer: #### 8' after '8%'
rr864:964|wrong|hash|'#### 97': one petal taken off each kind instead of one flower (gold 79)
rr864:965|correct|hash|
rr864:966|correct|hash|
k95p12:0|wrong|tag|'<answer>$\sqrt{10}$</answer>' (gold \frac{2}{3})
k95p12:1|correct|tag|'<answer> $\boxed{\frac{2}{3}}$ </answer>': a box inside the tag
k95p12:2|correct|tag|
k95p12:3|wrong|tag|'<answer> $\frac{10\sqrt{17}}{3}$ </answer>' (gold \frac{2}{3})
k95p12:4|wrong|tag|'<answer> $\frac{2\sqrt{3}}{3}$ </answer>' (gold \frac{2}{3})
k95p12:5|wrong|tag|'<answer>2</answer>' (gold \frac{2}{3})
k95p12:6|correct|tag|
k95p12:7|correct|tag|no '</think>': the working ends '= 30 \]' then '<answer>30</answer>'
k92p13:0|correct|tag|'<answer>2(x^2 - 6x + 10) = 2x^2 - 12x + 20</answer>': an equation whose both sides are the gold polynomial
k92p13:1|correct|tag|
k92p13:2|correct|tag|
k92p13:3|wrong|tag|'<answer> $\frac{3\sqrt{13}}{2}$ </answer>' (gold \frac{27}{8})
k92p13:4|wrong|tag|'<answer> $2$ </answer>' (gold \frac{27}{8})
k92p13:5|wrong|boxed|no '</think>' and no answer tag: the working ends 'Let's write the final answer.' and '\boxed{\frac{27}{4}}' (gold \frac{27}{8})
k92p13:6|wrong|tag|'<answer> $\frac{75}{8}$ </answer>' (gold \frac{27}{8})
k93p13:0|no_answer|truncated|cut by the 1024-token limit inside a matrix product, before any answer
k93p13:1|no_answer|truncated|a_1 and b_1 found as fractions over 2^{99}, then cut by the 1024-token limit at 'Therefore,\n\[\na_1' before their sum or any answer
k93p13:2|no_answer|truncated|Python code whose output is about 2e-63, then cut by the 1024-token limit at 'Starting from $(x_{100}, y_{100}) = (' before any answer
k93p13:3|wrong|tag|'a_1 + b_1 = 4 + 2 = 6', written as '2^{\sqrt{6}}'; '<answer>2^sqrt{6}</answer>' (gold \frac{1}{2^{98}})
k93p13:4|wrong|tag|'<answer>2/3^98</answer>' (gold \frac{1}{2^{98}})
k94p13:0|wrong|boxed|no '</think>' and no answer tag: code output '(259, 7, 8, 3)', then '= 778' worked out by hand, then 'the value of $c_k$ is $\boxed{259}$' (gold 262)
k94p13:1|wrong|boxed|no '</think>' and no answer tag: code output 219, then '\boxed{219}' (gold 262)
k94p13:2|wrong|tag|'=\boxed{278}$' in the working, then '<answer>278</answer>' (gold 262)
k94p13:3|wrong|tag|'<answer>1</answer>' (gold 799)
k94p13:4|wrong|tag|'<answer> 20 </answer>' (gold 799)
k94p13:5|wrong|tag|'<answer>420</answer>' (gold 799)
k96p12:0|correct|tag|
k96p12:1|correct|tag|'\boxed{-2i}' in the working, then '<answer> -2i </answer>'
k96p12:2|correct|tag|
k96p12:3|correct|tag|
k96p12:4|correct|tag|
k96p12:5|correct|tag|
k96p12:6|correct|tag|
k96p12:7|wrong|tag|'i^{111} = i^{3 \cdot 37 + 0} = i^0 = 1'; '<answer> $1 - i$ </answer>' (gold -2i)
k96p12:8|correct|tag|
k96p12:9|correct|tag|the working stops at '(4 + 1)(3 + 1)(2 + 1)(2 + 1)' unmultiplied; '<answer> 180 </answer>'
k96p12:10|correct|tag|
k96p12:11|correct|tag|'<answer>180 </answer>' after an unmultiplied product
k96p12:12|correct|tag|'<answer>180</answer>' after an unmultiplied product
k82p13:0|wrong|tag|'<answer>0.1</answer>': the value of b in the model's own solution a = -100 (gold b: b is not fixed by the problem)
k82p13:1|wrong|tag|'<answer> $\frac{1}{10}$ </answer>': the value of b for a = -100 (gold b)
k82p13:2|wrong|tag|'<answer>10</answer>' (gold b)
k82p13:3|no_answer|tag|debatable: the answer element says 'Since we can't determine the exact median without specific values for $a$ and $b$, the answer is <unknown>.': no value given (wrong is arguable)
k82p13:4|wrong|boxed|no answer tag: Python output 0.1, then '\(\boxed{0.1}\)' (gold b)
k82p13:5|wrong|boxed|no answer tag: a sympy run that timed out, then '\boxed{\frac{1}{10}}' (gold b)
k86p13:0|correct|tag|
k86p13:1|correct|tag|
k86p13:2|wrong|tag|'<answer>1</answer>' (gold 2)
k86p13:3|wrong|tag|'the answer is $\boxed{\text{B}}$' then '<answer> B </answer>': choice (B) is 1 (gold 2, choice C)
k86p13:4|correct|tag|'$\boxed{\textbf{(C)}\ 2}$' in the working, then '<answer>2</answer>'
k86p13:5|correct|tag|'<answer> $\boxed{2}$ </answer>'
cy176:28|correct|boxed|a '<think>' block with its own '**Final Answer**' box, then '### Final Answer' and '$$\n\boxed{25}\n$$'
cy176:29|no_answer|truncated|a looping '<think>' trace ('Boots + Heels_total = Boots - 5' again and again) cut at the 2048-token cap at 'Alternatively', no final answer (gold 104)
cy176:30|correct|boxed|'\boxed{109}' in the think block, then '$$\n\boxed{109}\n$$' after '</think>'
cy176:31|correct|boxed|
cy176:32|correct|boxed|
"""


def build(raws: list[dict]) -> list[dict]:
    raws = [r for r in raws if (r["src"], r["rec"]) not in DROP]
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout86.jsonl: an 86th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
