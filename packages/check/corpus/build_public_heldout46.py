__doc__ = r"""Build public_heldout46.jsonl: a 46th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward_fn_output format_reward / answer_reward / reward,
correct, format_ok, reward_scores, maj_1s, predicted, fallback_prediction, parse_source and the
like) were not used to label.

Method (rounds 42 and 44's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. For the JSON-lines and JSON files `r` is the record's text at file level and `enc` = `json`
(the file's JSON string, decoded once more by the build); for the RobbenRibery/rft-gsm8k CSV file
(sources rr*) `r` is the CSV field's text itself and `enc` = `text` (no field taken holds a double
quote; mk.py refuses one). The helper pasted each completion's string as the read_file answer
displays it (the page text JSON-escaped once more) into scratch files (one record a line: source,
record number, key, file gold, question opening and the display string, separated by ' ||| '; a
leading space of the completion kept), and mk.py decoded that display form once into the
file-level string (`r`) and checked that `r` decodes; nothing was re-encoded or retyped from a
decoded form. For whong92 (wh*), whose file stores neither question nor answer, mk.py takes the
gold and the question opening from MATH-500 by the line's unique_id (and checks the record number
is that problem's MATH-500 index). Transcription checks: the four yyfblock files, rebuilt line by
line from the transcribed texts and golds (the one-digit 'correct' / 'format_ok' fields are one
character either way and were not read), have exactly the page's `total_chars` (10904, 11213, 5413,
14961; lencheck.py, run on all 16 lines of each file before ys75 lines 8 and 10 were dropped as
repeats; ys75_full.txt.bak keeps the 16). The first check of yd275 came out one character short:
line 11's '🙋‍♀️' had been pasted without its zero-width joiner (U+200D, invisible in the display);
the joiner was put back between U+1F64B and U+2640 and the file then matched exactly (debatable
transcription of one invisible character; the label does not depend on it). Every MATH question
opening matches exactly one MATH-500 problem, the one of the line's unique_id (qcheck.py). A
record is taken only when its whole completion lies on the pages read; no completion crossing a
page edge was joined. Records whose opening fields lie on an earlier page read (this round's or
round 44's) and whose completion lies wholly on the page were taken as read: pk80 rec 0 (ckpt_200
Lee completion 4: its line opens at the end of round 44's page at 64000, the completion wholly on
80000), pk96 rec 0 (Reggie completion 7, opening on 80000). Nothing is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl lines 201 (prealgebra/2086, the tail at the top of 304000), 211
(prealgebra/378, 304000/320000), 221 (prealgebra/1961, 320000/336000), 231 (intermediate_algebra/
986, 336000/352000), 241 (prealgebra/874, 352000/368000), 249 (precalculus/920, 368000/384000), 259
(algebra/694, 384000/400000), 269 (number_theory/466, 400000/416000) and 282 (a pentagon-star problem, cut
by the end of the page at 416000); pruksmhc ckpt_200 Rob completion 4 (96000/112000) and movie-ticket
completion 5 (cut by the end of the page at 112000); RobbenRibery beta1(1) checkpoint-22 rows 13
(Mark, 0/16000), 30 (Nissa, 16000/32000), 47 (Bob, 32000/48000), 66 (Sophia, 48000/64000) and 84
(cut by the end of the page at 64000); cppywh Instruct-Think.json index 10 (opens on 48000) and
index 12 (cut by the end of the page at 64000). Repeats: RobbenRibery rows 4, 6 and 11 (each the
same text word for word as an earlier round's completion; dedup.py) and rows 15, 18, 20, 21, 22,
23, 24, 29 (their working, found by a phrase check in earlier rounds' completions, seen.py: the
checkpoints share texts), 31, 37 and 45 (the same); yyfblock s1_smoke_1.5b step 75 lines 8 and 10
(repeat earlier rounds word for word; dedup.py); pruksmhc Luke completions 3, 4 and 6 (the same
text word for word as completions 2, 1 and 0, kept once). RobbenRibery row 60 (Carrie's carols) was
left out because its CSV field holds doubled double quotes (""Deck the Halls""), which the 'text'
encoding would keep doubled. Every completion kept was compared (whitespace-normalised) with every
completion of the earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl,
44 files, by script, dedup.py): none repeats an earlier round's completion, and no two completions
kept in this round are equal.

Repositories (246 records): whong92/assignment5-alignment 73 (29.7 %; round 9 took lines 1-21 of
the same generations from outputs.jsonl, round 42 eval_results.jsonl lines 31-99, round 44 lines
102-200, this round lines 202-281), RobbenRibery/rft-gsm8k 65 (26.4 %; one result CSV no earlier
round used: the beta1(1) equation-with-text checkpoint-22 run, pages 0-64000), yyfblock/grpo-math
62 (25.2 %; four train_samples files no earlier builder names), pruksmhc/gsm8k_minimal_rl 45 (18.3 %;
rollout_ckpt_200 pages 80000, 96000, 112000), cppywh/mini-deepseek-r1-zero 1 (0.4 %). Licences:
no LICENSE file was found in the index for any of the five (find_files path LICENSE, this round);
`licence` per record.

Split: think_answer 180 (GSM8K 107, MATH 73; 135 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (whong92 73, yyfblock 62), 45 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 66 (GSM8K 66: 65 '####' answers from a
Phi-3.5-mini RFT checkpoint, 1 reasoning trace of the 'Instruct-Think' model); GSM8K 173, MATH 73
(29.7 %). Truths: correct 169, wrong 70, no_answer 7 (GSM8K 117 / 53 / 3, MATH 52 / 17 / 4;
think_answer 113 / 60 / 7, long_cot 56 / 10 / 0). Forms: tag 141, hash 65, boxed 24,
prose_sentence 8, truncated 4, none 3, bare_last_line 1. 5 debatable (rr16 rec 27; wh320 rec 217;
wh352 rec 235; wh416 rec 280; yd275 rec 10).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 304000 (lines 202-210 = wh304),
  320000 (212-220 = wh320), 336000 (222-230 = wh336), 352000 (232-240 = wh352), 368000 (242-248 =
  wh368), 384000 (250-258 = wh384), 400000 (260-268 = wh400) and 416000 (270-281 = wh416); record
  number = MATH-500 index = line - 1. Forms: boxes and sentences inside the tag, no tags with a last
  box after invented ```output``` blocks, closing '</answer>' with no opener, '</answer<' and '<
  think> ... <</think>', '<answer sôngブログ’s approach:' as an opener, '<answer> <cpp>' and '<p> ...
  </p>' blocks, '<answer> <answer>' and '... <answer>' (two openers), 'ipeline: </answer>', an
  invented 'User:' line holding the answer before or after the tag, invented 'Human:' turns with
  their own boxes, answer tags holding only a plan or code, '(C) Plane' and 'E' for lettered
  choices, '111,111,111,00' (misplaced separators), '6 Trinkets', '30' for 30^\circ, '\r\n' in code,
  'The final answer is:' followed by nothing.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): results/models-[beta1(1)-equation-with-text]-[attn-ffn]-[16r-
  12alpha]-[lr1e-03-gradacum1]-[componly]-[rftdataonly]-qlora_rft_747instances-checkpoint-22_.csv
  pages at 0 (rows 0-12 = rr0), 16000 (rows 14-29 = rr16), 32000 (rows 31-46 = rr32), 48000 (rows
  48-65 = rr48) and 64000 (rows 67-83 = rr64). Forms: '#### N' on its own line, 'Final answer: ####
  25', 'So, the final answer is: #### 175', '$1.00' worked out then '#### 10', '≈ 567.568' rounded
  to '#### 568', '$129,200' then '#### 129200', '= 10%.' then '#### 10', '×', '≈'.
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2b1_entropy_ctrl/train_samples_step275.jsonl (yd275: Briget's fruit,
  Eric's wallpaper), results/s2a2_full_lr2e-6/train_samples_step175.jsonl (yb175: John's simple
  interest, Jewel's magazines), results/s2ac_cold_lr1e-5/train_samples_step200.jsonl (yc200: Yun's
  paperclips, Tenisha's puppies), results/s1_smoke_1.5b/train_samples_step75.jsonl (ys75: Pete's
  train, the spelling bee), each the whole file (one page, two questions x 8 samples). Forms:
  '<answer>$77.00</answer>', '<answer>77.00</answer>', '</think> <answer>$1300</answer>', runs of
  one-line '<think> > ...</think>' blocks, '<answer>8:32 AM</answer>', '<answer>9:00 AM (24-hour
  time)</answer>', '<answer>600 PM</answer>' before invented 'User:' turns with their own tags,
  unclosed tags ('Final answer: <answer> Pete must leave by 0901'), two answer tags, a tag holding
  a drifting invented question ending '9833.33', '<3' and an invented system prompt after the
  working, '"walls"', '×', '½', '²', '🙋‍♀️', 'Éric'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat
  format; think_answer with '<reasoning>'/'<answer>' tags; every whole completion ends
  '</answer>\n'): rollout_ckpt_200_gsmk_qwen.jsonl pages at 80000 (pk80: Lee 4-7, Pam's carnival
  0-7, Reggie 0-6), 96000 (pk96: Reggie 7, Tanya's salt scrub 0-7, Rob's shingles 0-3) and 112000
  (pk112: Rob 5-7, Luke's curtains 0, 1, 2, 5, 7, the movie ticket 0-4). Forms: '<answer>\n55.56\n
  </answer>', three completions cut at the length cap with no answer tag, slips that land on the
  gold ('4.5S = 10' then 'S = 2').
* cppywh/mini-deepseek-r1-zero (the model the repository calls 'Instruct-Think', a thinking-mode
  model on the first 100 GSM8K test questions, greedy, 2048 new tokens; long_cot):
  results/Instruct-Think.json page at 64000, index 11 (Toula's pastries: '**Final Answer**' with a
  box inside the think block, then a Markdown answer ending '$$\n\boxed{694}\n$$').

Label conventions (rounds 37-44's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value
but written differently is correct (a unit word in the tag, a '$' sign, cents '77.00' for 77, '30'
for 30^\circ, '(C) Plane' for \text{(C)}, 'x = 4' read for its value); another quantity is wrong;
in the tag format the `<answer>` content is the final answer whatever the think or reasoning block
says, and a sentence or equation chain in the tag is read for its value; with no answer tag the
completion is labelled by its last box or last stated result; malformed, unclosed or unopened tags
do not change which answer counts; text after the committed answer (an invented turn, a new
question, a Python check) does not count, nor does a box that answers an invented question; an
answer tag that holds only code, a plan or a placeholder is no_answer; in the '####' format the
marked value is the answer even when the working ends on another number. Debatable this round:
rr16 rec 27 ('Cost per bagel = $36.00 / 36 bagels = $1.00' then '#### 10', gold 1: wrong by the
marked value), wh320 rec 217 ('111,111,111,00' in the tag, the digits of 11,111,111,100 with
misplaced separators: correct rather than wrong), wh352 rec 235 ('For $0.\overline{4} = \cdots$'
then an invented 'Human:' problem whose box '73.75' answers it: no_answer rather than wrong),
wh416 rec 280 ('the number of whole-number divisors of \(2ab\) is 8.' then 'The final answer is:'
and '</answer>' with nothing between: correct rather than no_answer, as round 44's wh288 rec 194),
yd275 rec 10 (an incoherent working drifting into an invented retirement question, then a tag
'(100x5)/300 = 500/600 = 5/6ths ... 59000/6~9833.33 .': wrong by its values rather than
no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: RobbenRibery's `questions`
column, pruksmhc's `prompt`, cppywh's `question`; for yyfblock, whose files store no question, the
GSM8K train question identified from the completions: train lines 3249 (Briget), 6758 (Eric), 6293
(John), 2812 (Jewel), 1593 (Yun), 2725 (Tenisha), 657 (Pete), 4065 (the spelling bee), counted from
0), checked equal to the file's own gold (yyfblock `gold`, RobbenRibery the
`ground_truth_completions` '####' value, cppywh `ground_truth`); pruksmhc's files store no gold, so
its transcribed gold is the gsm8k/test.jsonl value itself. MATH: whong92's lines carry MATH-500
`unique_id`s and no answer; each record's question words are the shortest opening (40 characters
on) of that MATH-500 problem that opens no other, looked up by the build, and its gold is that
problem's MATH-500 `answer` (checked equal).

Dead ends this round (searched, nothing usable): a code-corpus search ('gsm8k eval generations
jsonl DeepSeek-R1-Distill-Qwen responses ground_truth <think> committed results': lm-eval tables,
scripts and READMEs only); find_string '"model_output": "<think>\nOkay' (one SWE-bench file);
Muqi1029/NoThink-project results/ds-api_deepseek-reasoner_gsm8k_0424.json (107 characters, an empty
'data' list; the repository was already used by rounds 22-23).

Leads for a later round: whong92 eval_results.jsonl from line 282 (it opens at the end of 416000;
read on from offset 432000, about 24 pages left; this round read 304000-416000); pruksmhc rollout_ckpt_200 from offset 128000 (movie-ticket
completion 5 opens at the end of 112000; many completions repeat within a question); RobbenRibery:
the beta1(1) equation-with-text checkpoint-22 CSV from 80000 (row 84 opens at the end of 64000;
about 66 pages left, no earlier round read past 64000) and the other unread results/*.csv
(beta1(1) without text, beta1(0.5) with text, the checkpoint-24 and padding variants, the
union-data equation-with-text run; dedup first: phrase checks and dedup.py found 14 of rows 0-46
already in rounds 42 and 44); yyfblock train_samples of steps no builder names (s2b1 300-475 but
325, s2a2 225, 275, 350-475, s2ac 225, 275, 300, 350-475, s2a1 175, 200, 275, 300, 400-475,
s1_smoke 125, 175; dedup each: s1_smoke step 75 repeated two lines); cppywh Instruct-Think.json
from index 12 (offset 64000 end; long traces, many cut at the cap).

Usage: python build_public_heldout46.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout46.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    NO_LICENCE,
    WH,
    WHC,
    pruksmhc_source,
    robbenribery_source,
    yyfblock_source,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout46.jsonl"
SOURCE = "public_heldout46"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99 and round 44 lines 102-200; this round the "
    "page at {}; the record is "
    "one line's generation_output.text_output"
)
WH_PROMPT = (
    "the R1-Zero prompt (CS336 assignment 5 r1_zero.prompt): 'A conversation between User and "
    "Assistant. ... The reasoning process is enclosed within <think> </think> and answer is "
    "enclosed within <answer> </answer> tags, respectively, i.e., <think> reasoning process here "
    "</think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>'"
)
WH_OWN = "unique_id (the file stores no answer; the transcribed gold is MATH-500's for that id)"


def _wh(short: str, page: int) -> tuple:
    return (
        f"{short}-qwen25-math-7b-math500", WH, "eval_results.jsonl", WHC, WH_MODEL.format(page),
        WH_PROMPT, "think_answer", "math", WH_OWN, NO_LICENCE,
    )  # fmt: skip


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
    "round index {}, page at 64000); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "yd275": yyfblock_source("yd275", "s2b1_entropy_ctrl", 275),
    "yb175": yyfblock_source("yb175", "s2a2_full_lr2e-6", 175),
    "yc200": yyfblock_source("yc200", "s2ac_cold_lr1e-5", 200),
    "ys75": yyfblock_source("ys75", "s1_smoke_1.5b", 75),
    "rr0": robbenribery_source("rr0", "b1wt", 0),
    "rr16": robbenribery_source("rr16", "b1wt", 16000),
    "rr32": robbenribery_source("rr32", "b1wt", 32000),
    "rr48": robbenribery_source("rr48", "b1wt", 48000),
    "pk80": pruksmhc_source("pk80", "80000"),
    "pk96": pruksmhc_source("pk96", "96000"),
    "pk112": pruksmhc_source("pk112", "112000"),
    "wh304": _wh("wh304", 304000),
    "wh320": _wh("wh320", 320000),
    "wh336": _wh("wh336", 336000),
    "wh352": _wh("wh352", 352000),
    "wh368": _wh("wh368", 368000),
    "wh384": _wh("wh384", 384000),
    "wh400": _wh("wh400", 400000),
    "ci64": (
        "ci64-instruct-think-gsm8k",
        CY,
        "results/Instruct-Think.json",
        CYC,
        CY_INSTRUCT.format("11"),
        CY_CHAT_PROMPT,
        "long_cot",
        "gsm8k",
        "ground_truth",
        CY_LICENCE,
    ),
    "rr64": robbenribery_source("rr64", "b1wt", 64000),
    "wh416": _wh("wh416", 416000),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
wh304:201|correct|prose_sentence|no tags; the working ends '\\[ 21 + 45 = 66 \\]' then a closing '</answer>' with no opener
wh304:202|correct|prose_sentence|no answer tag; 'the probability that Alice wins the game is: P(A) = 2/3' (gold \\frac{2}{3}), then '</think>' and an invented 'User:' turn asking for Bob's probability (not counted)
wh304:203|correct|tag|'<answer> 12 </answer>'
wh304:204|wrong|boxed|'= 0' for the square then 'the product is 2^6 = 64', then '\\(\\boxed{16}\\)' and a Python check with no output (gold 0)
wh304:205|correct|boxed|'</answer<' then '< think> The final answer is $\\boxed{\\begin{pmatrix} -2 \\\\ -14 \\\\ -7 \\end{pmatrix}}$. <</think>' (malformed tags), then invented 'Human:' turns (30 balls, |n+6|) cut at the cap, not counted
wh304:206|wrong|tag|b taken as the y-value at t = 0; '$\\boxed{(1.5, -1)}$' in a sentence in the tag (gold \\left( \\frac{3}{2}, -13 \\right))
wh304:207|correct|prose_sentence|no opening answer tag: 'Mikka could order 28 different pizzas with two different toppings.' then '</answer>'
wh304:208|correct|tag|'<answer> 1 </answer>'
wh304:209|correct|boxed|no answer tag after '</think>'; invented ```output``` '(97, 9, 7, 16)', '\\( \\boxed{16} \\)'
wh320:211|correct|tag|a sentence in the tag: 'is \\(\\boxed{5}\\).'
wh320:212|wrong|boxed|'Frank answered a total of 80 questions' then x + y = 80, invented ```output``` '{x: 48, y: 32}', 'Frank answered \\(\\boxed{48}\\) questions correctly.' (gold 56); no tags
wh320:213|wrong|boxed|the partial fractions telescoped wrongly; '\\boxed{1}' then a closing '</answer>' with no opener (gold 2)
wh320:214|correct|boxed|'\\(\\boxed{110}\\)' then a closing '</answer>' with no opener
wh320:215|correct|tag|a sentence in the tag with '\\(\\boxed{2}\\)'
wh320:216|correct|tag|'<answer> 6 Trinkets </answer>' (a unit word in the tag)
wh320:217|correct|tag|debatable: '111,111,111,00' in a sentence in the tag, misplaced thousands separators for 11111111100 (nine ones, two zeros; gold 11,\\! 111,\\! 111,\\! 100): correct by its digits rather than wrong
wh320:218|correct|tag|'<answer> (-1, 6) </answer>'
wh320:219|correct|boxed|no tags; an assumed checkerboard in code, invented ```output``` '0.5', '\\(\\boxed{\\frac{1}{2}}\\)'
wh336:221|correct|tag|'<answer> 900 </answer>'
wh336:222|wrong|boxed|CD taken as BD + BC, ratio 5; '\\[\\boxed{150}\\]' with no tags (gold 54)
wh336:223|wrong|tag|'660.15625' for the decimal; '$6 + 6 + 0 + 1 + 5 + 6 + 2 + 5 = \\boxed{26}$' in a sentence in the tag (gold 14)
wh336:224|no_answer|truncated|cut at the length cap at 'So the original product \\( P \\) is' after '\\sin 20^\\circ \\sin 40^\\circ \\sin 80^\\circ = \\frac{\\sqrt{3}}{8}', no value of P stated (gold \\frac{9}{256})
wh336:225|correct|tag|a malformed opener '<answer sôngブログ’s approach:' holding a chain ending '=11' then '</answer>'; the think block also ends '=$ 11$'
wh336:226|correct|tag|code and an invented ```output``` '3' after '</think>', then '<answer>3</answer>'
wh336:227|correct|bare_last_line|no answer tag; '</think>' then the last line '(C) Plane' (gold \\text{(C)})
wh336:228|correct|boxed|an invalid expansion and 'a = b = c = 6'; '\\(\\boxed{288\\pi}.\\)' then '</think>' and 'This is the region of the volume enclosed by \\(S\\).', no answer tag (gold 288 \\pi)
wh336:229|correct|tag|the tag never closed (a second '<answer>' opener): '\\( 10 \\times 9 = 90 \\). <answer>'
wh352:231|wrong|boxed|right equations, an invented ```output``` '7.00000000000000', 'The current age of Chris is \\(\\boxed{7}\\).' (gold 10); no tags
wh352:232|correct|boxed|no answer tag; '</think>' then 'The final answer is:' and '\\boxed{\\frac{1997}{2}}' in a display
wh352:233|correct|tag|'the answer is $\\theta = 30$ degrees' then '<answer> 30 </answer>' (gold 30^\\circ; the unit left out)
wh352:234|correct|tag|a sentence in the tag with '\\( \\boxed{34} \\)'
wh352:235|no_answer|none|debatable: 'For $0.\\overline{4} = \\cdots$' then an invented 'Human:' turn (a wooden beam) whose '\\(\\boxed{73.75}\\)' answers the invented problem, not counted; the question is never answered (gold \\frac 59): no_answer rather than wrong by the last box
wh352:236|wrong|tag|an unclosed answer tag holding a plan, code, an invented ```output``` '13.593667373177458' and 'very close to 14', '\\boxed{14}' (gold 12)
wh352:237|correct|tag|'<answer> 22 </answer>'
wh352:238|correct|boxed|'The answer is \\( \\boxed{-4} \\). </answer>' (a closing tag with no opener)
wh352:239|correct|prose_sentence|no tags; 'Therefore, the smallest possible value of $a + b + c + d$ is 16.' then 'Let's confirm this with Python code to' cut at the length cap
pk80:0|correct|tag|'40 * 0.10 = 4 seconds less', '40 - 4 = 36'
pk80:1|wrong|tag|'38 - 2 = 36', '36 * 1.1 = 39.6'; '<answer>\n39.6\n</answer>' (gold 36)
pk80:2|correct|tag|'40 / (1 + 10/100) = 36 seconds' (not exact, but the answer is the gold)
pk80:3|wrong|tag|'a 10% increase' taken as a longer time, '36 seconds + 3.6 seconds'; '<answer>\n39.6\n</answer>' (gold 36)
pk80:4|correct|tag|
pk80:5|correct|tag|
pk80:6|correct|tag|
pk80:7|correct|tag|
pk80:8|correct|tag|
pk80:9|wrong|tag|'12 + 24 = 36 tickets that day' (the luge tickets left out); '<answer>\n36\n</answer>' (gold 60)
pk80:10|correct|tag|
pk80:11|wrong|tag|'2 * 2 = 4 tickets for the luge', '12 + 24 + 4 = 40'; '<answer>\n40\n</answer>' (gold 60)
pk80:12|correct|tag|
pk80:13|correct|tag|
pk80:14|correct|tag|
pk80:15|correct|tag|
pk80:16|correct|tag|
pk80:17|correct|tag|
pk80:18|correct|tag|
pk96:0|correct|tag|
pk96:1|correct|tag|sugar left out, '4.5S = 10' then 'S = 2' (a slip that lands on the gold); '<answer>\n4\n</answer>'
pk96:2|no_answer|truncated|cut at the length cap at 'We already have 4X + Z = 10, so', no answer tag (gold 4)
pk96:3|wrong|tag|oil left out, '3S/2 = 10', 'S = 6'; '<answer>\n12\n</answer>' (gold 4)
pk96:4|correct|tag|'S + 2S + S/2 + S/2 + S/2 = 10' then '5S = 10' (the slip lands on the right total)
pk96:5|wrong|tag|sugar left out, '4S = 10', 'S = 2.5'; '<answer>\n5\n</answer>' (gold 4)
pk96:6|no_answer|truncated|fragrance taken as S, '5.5S = 10', cut at the length cap at 'the amount of oil used is 2S = 2 * 1.818', no answer (gold 4)
pk96:7|no_answer|truncated|cut at the length cap at 'Multiplying through by', no answer (gold 4)
pk96:8|wrong|tag|sugar left out, '5S / 2 = 10', 'S = 4'; '<answer>\n8\n</answer>' (gold 4)
pk96:9|correct|tag|'x + x/2 + x = 4x/2 + x/2 = 5x/2' (garbled sum, right total)
pk96:10|wrong|tag|'(1/2)x + x + x = 250' then '4x/2 = 250', 'x = 125'; '<answer>\n125\n</answer>' (gold 100)
pk96:11|wrong|tag|'4x/2 = 250', 'x = 125'; '<answer>\n125\n</answer>' (gold 100)
pk96:12|wrong|tag|'4x/2 = 250', 'x = 125'; '<answer>\n125\n</answer>' (gold 100)
wh368:241|correct|boxed|'\\[ a^2 = \\boxed{17} \\]' then a closing '</answer>' with no opener
wh368:242|wrong|boxed|the right formula, an invented ```output``` '33007', '\\(\\boxed{33007}\\)' (gold \\$32,\\!348), then invented 'Human:' turns (a soup pot, square and cube roots) cut at the cap, not counted
wh368:243|correct|tag|'\\(\\boxed{3}\\)' before '</think>', then an invented 'User:' line repeating it and '<answer> \\(\\boxed{3}\\)</answer>': 3 either way
wh368:244|correct|prose_sentence|no opening answer tag; 'So, the number of sides in the polygon is $8$.' then a check ending '= 10^\\circ' (the missing angle) and 'the solution is valid.', then '</answer>'
wh368:245|wrong|boxed|'f(1) = ... = -7' (a slip; it is 2), an invented ```output``` '11/2 - 25*x/2', '\\[ \\boxed{-\\frac{25}{2}x + \\frac{11}{2}} \\]' (gold -13x+3); no tags
wh368:246|no_answer|none|'we divide 12 by 1.5. Let's do this calculation in Python' then a code block with no output and '</answer>'; no number of meals is ever stated (gold 8)
wh368:247|correct|boxed|'\\[\\boxed{\\frac{10}{11}}.\\]</think>' then 'ipeline: </answer>' (a closing tag with no value and no opener)
rr0:0|correct|hash|
rr0:1|wrong|hash|'20 / 3 = 6.67 large buttons', small stickers counted as buttons, 'Total buttons = ... = 90 buttons.'; '#### 90' (gold 89)
rr0:2|correct|hash|
rr0:3|correct|hash|
rr0:5|wrong|hash|'she woke up at 5:55 a.m.' noted but not subtracted, '480 minutes - 23 minutes = 457 minutes'; '#### 457' (gold 452)
rr0:7|correct|hash|
rr0:8|correct|hash|
rr0:9|wrong|hash|'each country gets (1/4)x flights' (France and Germany share the quarter), '(1/4) * 88 = 22'; '#### 22' (gold 11)
rr0:10|correct|hash|
rr0:12|correct|hash|
rr16:14|correct|hash|
rr16:16|correct|hash|'Final answer: #### 36'
rr16:17|correct|hash|
rr16:19|correct|hash|'Final answer: #### 45'
rr16:25|wrong|hash|'400 apartments * 60% = 240 apartments' for the third complex (it is 640); '$768/week', 'Final answer: #### 768' (gold 1248)
rr16:26|correct|hash|'Percentage = (1/4) * 100 = 25' then '#### 25'
rr16:27|wrong|hash|debatable: 'Cost per bagel = $36.00 / 36 bagels = $1.00' then '#### 10' (gold 1): the marked final answer is 10, wrong although the working ends on the gold
rr16:28|correct|hash|
yd275:0|correct|tag|
yd275:1|correct|tag|
yd275:2|correct|tag|'<answer>$77</answer>'
yd275:3|correct|tag|'<answer>77.00</answer>'
yd275:4|correct|tag|'<answer>77.00</answer>'
yd275:5|correct|tag|'<answer>$77</answer>'
yd275:6|correct|tag|'<answer>$77.00</answer>'
yd275:7|correct|tag|'<answer>$77</answer>'
yd275:8|wrong|tag|the dining room's other walls left out, '3 walls / 2 hours = 1.5 hours'; '<answer>1.5</answer>' (gold 14)
yd275:9|wrong|tag|'2 hours + 6 hours = 8 hours'; '<answer>8</answer>' (gold 14)
yd275:10|wrong|tag|debatable: incoherent working drifting into an invented question (Laura's and Raquel's retirement savings, '🙋‍♀️'), then '<answer>(100x5)/300 = 500/600 = 5/6ths out of anything in a year.~ 59000/6~9833.33 .\n</answer>' (gold 14): wrong by the values in the tag rather than no_answer
yd275:11|wrong|tag|'3 remaining walls in the living room', '6 + 6 = 12'; '<answer>12</answer>' (gold 14)
yd275:12|wrong|tag|'4 walls * 2 hours per wall = 8 hours'; '<answer>8</answer>' (gold 14)
yd275:13|wrong|tag|'3 (walls) / 2 = 1.5', '2 hours + 1.5 hours = 3.5 hours'; '<answer>3.5</answer>' (gold 14)
yd275:14|wrong|tag|the living room left out, '2 hours/wall x 3 walls = 6 hours'; '<answer>6</answer>' (gold 14)
yd275:15|wrong|tag|'2 + 8 = 10 hours'; '<answer>10</answer>' (gold 14)
yb175:0|correct|tag|'</think> <answer>$1300</answer>'
yb175:1|correct|tag|'×' in the working; '<answer>$1300</answer>'
yb175:2|correct|tag|'<answer>$1300</answer>'
yb175:3|correct|tag|'<answer>$1300</answer>'
yb175:4|correct|tag|'<answer>$1300</answer>'
yb175:5|correct|tag|'×' in the working; '<answer>$1300</answer>'
yb175:6|correct|tag|'<answer>$1300</answer>'
yb175:7|correct|tag|'<answer>$1300</answer>'
yb175:8|correct|tag|'<answer>$5</answer>'
yb175:9|correct|tag|'<answer>$5</answer>'
yb175:10|correct|tag|'<answer>$5</answer>'
yb175:11|correct|tag|'Profit = $35 - $30 = $5'; '<answer>$5</answer>'
yb175:12|correct|tag|'<answer>$5</answer>'
yb175:13|correct|tag|'<answer>$5</answer>'
yb175:14|correct|tag|'<answer>$5</answer>'
yb175:15|correct|tag|'<answer>$5</answer>'
yc200:0|wrong|tag|'1/4 more' read as 8 + 2, '8 + 2 + 7 = 17'; '<answer>17</answer>' (gold 9)
yc200:1|wrong|tag|'8 + 2 = 10', '10 + 7 = 17'; '<answer>17</answer>' (gold 9)
yc200:2|wrong|tag|'8 + 2 + 7 = 17'; '<answer>17</answer>' (gold 9)
yc200:3|correct|tag|
yc200:4|correct|tag|
yc200:5|wrong|tag|'10 + 7 = 17'; '<answer>17</answer>' (gold 9)
yc200:6|wrong|tag|'1/4*8+7 = 5' (an arithmetic slip); '<answer>5</answer>' (gold 9)
yc200:7|wrong|tag|'8 + (1/4)*8 = 10', '10 + 7 = 17'; '<answer>17</answer>' (gold 9)
yc200:8|correct|tag|
yc200:9|wrong|tag|the 40 dogs added to the puppies, '220 - 130 = 90'; '<answer>90</answer>' (gold 50)
yc200:10|correct|tag|
yc200:11|correct|tag|
yc200:12|wrong|tag|'180 + 40 = 220 puppies', '220 - 130 = 90'; '<answer>90</answer>' (gold 50)
yc200:13|correct|tag|
yc200:14|correct|tag|'1/4 of 24 female dogs is 24 * 3/4 = 18' (a wording slip)
yc200:15|correct|tag|
ys75:0|wrong|tag|a run of one-line '<think> > ...</think>' blocks, then '<answer>\nSo, Pete should leave at 0130 hours to arrive in LA at 0900 hours, ...\n</answer>' (gold 730)
ys75:1|wrong|tag|'900 hours - 1 hour 30 minutes = 888 hours', an invented problem (the Ganga River, sewage pits) with 'Assistant:' / 'User:' lines inside the working, then 'Final answer: <answer> Pete must leave by 0901' (the tag never closed; gold 730)
ys75:2|wrong|tag|'</think><answer>600 PM</answer>' (gold 730), then invented 'User:' turns (social network users, UN members, a thrown ball, a three-digit integer) with their own tags, not counted
ys75:3|wrong|tag|'1 hour 20 minutes = 90 minutes', '0900 - 3.1666 hours = 0832 minutes'; '<answer>8:32 AM</answer>' (gold 730)
ys75:4|wrong|tag|'the train ride is 80 - 10 minutes = 70 minutes', '9:00 AM - 70 minutes = 8:30 AM' then '<answer>9:00 AM (24-hour time)</answer>' (gold 730)
ys75:5|wrong|prose_sentence|no answer tag; '0900 - 200 minutes = 620 minutes', an 'Assistant:' line inside the working, the last line 'Therefore, Pete needs to leave at 11:40 AM if he doesn't want to arrive later than 0900 hours in LA.' (gold 730)
ys75:6|wrong|tag|opens ' </think><answer>' (a leading space), 'The train leaves LA at 0840 hours', 'Pete should leave the hotel at 0815 hours'; the tag never closed, then '<3' and an invented system prompt (gold 730)
ys75:8|wrong|tag|a plan only, then '<answer>15</answer>' (gold 16)
ys75:10|correct|tag|'<answer>Their team is 40 points - 24 points = 16 points behind</answer>', then invented 'User:' turns (an estate, a backstroke, a king) with their own tags, not counted; '\\$16,500' in an invented turn
ys75:11|wrong|tag|'3 + 8 + 16 = 27 points' (Dulce counted twice); '<answer>\nTheir team is 40 - 27 = 13 points behind.' with the tag never closed (gold 16)
ys75:12|correct|tag|two answer tags: the first 'so Val has 8*2=16 points in total.' (Val's points), then a think block '40-8-16=16' and the last '<answer>\nTheir team is behind by 16 points.\n</answer>'
ys75:13|correct|tag|a sentence chain in the tag ending 'Their team is 40 - 24 = 16 points behind.'
ys75:14|correct|tag|garbled working ('<5> + 3 + <5 + 3> = 13', '<(5 + 3) * 2> = 11', '13 + 11 = 24'); '<answer>16</answer>'
ys75:15|correct|tag|a working in the tag ending 'the team is 40 - 24 = 16 points behind.'
wh384:249|correct|boxed|'\\[\n\\boxed{17}' (the display never closed) then a closing '</answer>' with no opener
wh384:250|correct|tag|'<answer>13</answer>'
wh384:251|wrong|boxed|the surjections multiplied by 6!, invented ```output``` '311040', '\\boxed{311040}' (gold 540); no tags
wh384:252|wrong|tag|'4(x^2 + 7 \\cdot 2 - x^2 - 7x)' (a wrong expansion) and '4 \\cdot \\frac{77}{4} = 77'; '\\(\\boxed{77}\\)' in a sentence in the tag (gold 81)
wh384:253|correct|tag|'So the answer is <answer> \\frac{1}{8} </answer>' (no '</think>')
wh384:254|correct|tag|a sentence in the tag with '\\(\\boxed{28}\\)'
wh384:255|correct|tag|'The correct option is (E) Hyperbola.' then '<answer> E </answer>' (gold \\text{(E)})
wh384:256|wrong|prose_sentence|the fractions multiplied without cancelling 8 and 12 correctly, 'the simplified measurement is $\\frac{32}{105}$. </think>' then an invented 'User: The answer is $\\frac{32}{105}$.' (gold \\frac{8}{21}); no answer tag
wh384:257|correct|tag|'\\(\\boxed{864}\\) square inches' in a sentence in the tag (gold 864 \\mbox{ inches}^2)
wh400:259|correct|tag|a sentence in the tag with '\\(\\boxed{22}\\)'
wh400:260|correct|tag|'<answer> <cpp>' opens a tag never closed, holding code, an invented NameError output and a hand computation ending 'the angle $\\angle ABC$ is $\\boxed{120}$.' (gold 120^\\circ)
wh400:261|correct|tag|'The answer is \\(\\boxed{76}\\).' in the tag (gold 76^\\circ)
wh400:262|correct|tag|'<answer> x = 4 </answer>' (an equation in the tag); the think block stops at 'x = \\log_{10}(10000)'
wh400:263|correct|tag|no leading space; '<answer>15</answer>'
wh400:264|wrong|boxed|'the coordinates of H are (3, 5)', invented ```output``` '5', 'The length of \\( BH \\) is \\( \\boxed{5} \\).' (gold 1\\frac{4}{5}), then invented 'Human:' turns (four-letter words, a point set) cut at the cap, not counted; no tags
wh400:265|correct|tag|a sentence in the tag with '\\(\\boxed{4005}\\)'
wh400:266|correct|tag|'Therefore, the answer is <answer> 33/100 </answer>' (no '</think>'; gold \\dfrac{33}{100})
wh400:267|correct|boxed|code after '</think>', invented ```output``` '180', '\\[\\boxed{180}\\]' and 'is \\( \\boxed{180} \\) degrees.' (gold 180^\\circ); no answer tag
rr32:32|correct|hash|'×' in the working; 'Final answer: #### 54'
rr32:33|correct|hash|
rr32:34|correct|hash|'$324.00' in the working, 'Final answer: #### 324'
rr32:35|correct|hash|'Combined value = $129,200' then '#### 129200'
rr32:36|wrong|hash|'Cost for series movies: 200 * ($10 - $6) = 200 * $4 = $800' (the series price misread as $6 off); '#### 4000' (gold 4400)
rr32:38|correct|hash|'$276,000' in the working, '#### 276000'
rr32:39|wrong|hash|'6 groups * 2 seashells per group = 12 seashells' (the members left out); '#### 12' (gold 108)
rr32:40|correct|hash|'Final answer: #### 160'
rr32:41|correct|hash|
rr32:42|correct|hash|
rr32:43|correct|hash|
rr32:44|correct|hash|
rr32:46|correct|hash|'Final answer: #### 8'
ci64:11|correct|boxed|a reasoning trace with '**Final Answer**' and '\\boxed{694}' inside the think block, then a Markdown answer ending '$$\n\\boxed{694}\n$$'
rr48:48|correct|hash|
rr48:49|correct|hash|
rr48:50|correct|hash|'x = $420' then '#### 420'
rr48:51|correct|hash|
rr48:52|correct|hash|
rr48:53|correct|hash|'Final answer: #### 50'
rr48:54|correct|hash|
rr48:55|correct|hash|
rr48:56|correct|hash|
rr48:57|correct|hash|
rr48:58|correct|hash|'Final answer: #### 940'
rr48:59|correct|hash|'= 10%.' then '#### 10'
rr48:61|correct|hash|
rr48:62|correct|hash|
rr48:63|correct|hash|'×' in the working
rr48:64|correct|hash|'Final answer: #### 24'
rr48:65|correct|hash|
pk112:0|wrong|tag|'x + x/2 + x = 4.5x' (it is 2.5x), 'x = 55.56'; '<answer>\n55.56\n</answer>' (gold 100)
pk112:1|wrong|tag|'4.5x = 250', 'x = 56'; '<answer>\n56\n</answer>' (gold 100)
pk112:2|wrong|tag|'4.5x = 250', 'x = 55.56'; '<answer>\n55.56\n</answer>' (gold 100)
pk112:3|correct|tag|
pk112:4|correct|tag|
pk112:5|correct|tag|
pk112:6|correct|tag|
pk112:7|correct|tag|
pk112:8|wrong|tag|the super ticket's $1 extra and the $2 saving left out, '15 + P - (20) = 0', 'P = $7'; '<answer>\n7\n</answer>' (gold 4)
pk112:9|wrong|tag|'$12 + x = $13', 'x = $1'; '<answer>\n1\n</answer>' (gold 4)
pk112:10|wrong|tag|'$15 + x - $20 = 0' then 'x = $5'; '<answer>\n5\n</answer>' (gold 4)
pk112:11|wrong|tag|'$12 - ($12 - $12) = $12 - $11 = $1'; '<answer>\n1\n</answer>' (gold 4)
pk112:12|wrong|tag|the saving taken the wrong way, '$5 - P = $2', 'P = $3'; '<answer>\n3\n</answer>' (gold 4)
rr64:67|correct|hash|
rr64:68|correct|hash|
rr64:69|wrong|hash|'July 19th - December 31st = 185 days' (miscounted; 200), '≈ 567.568 calories/day' rounded; '#### 568' (gold 525)
rr64:70|wrong|hash|the afternoon's half halved again, '10 loaves / 2 = 5 loaves'; 'Final answer: #### 5' (gold 10)
rr64:71|correct|hash|
rr64:72|correct|hash|
rr64:73|correct|hash|'Final answer: #### 720'
rr64:74|correct|hash|
rr64:75|correct|hash|
rr64:76|correct|hash|
rr64:77|wrong|hash|compound growth, 'P3 ≈ 138.915' rounded; '#### 139' (gold 138, a simple 5 % of the original price each year)
rr64:78|correct|hash|'So, the final answer is: #### 175'
rr64:79|correct|hash|
rr64:80|correct|hash|
rr64:81|correct|hash|'$720.00' in the working, '#### 720'
rr64:82|correct|hash|'Final answer: #### 312'
rr64:83|correct|hash|
wh416:269|correct|tag|'<p> ... </p>' instead of a think block, then '<answer> The number of distinct arrangements is \\(\\boxed{6}\\). </answer>'
wh416:270|correct|tag|a working in the tag ending 'The final answer is \\(\\boxed{10}\\).'; '\\$20' in the tag
wh416:271|wrong|boxed|'997 \\equiv -3', then code with '\r\n' line ends, an invented ```output``` '667', '\\boxed{667}' (gold 333); no answer tag
wh416:272|no_answer|none|'x = \\frac{1331}{9999}' and a plan to simplify it, code with no output, then '</answer>'; a + b is never stated (gold 1030)
wh416:273|wrong|boxed|'1 billion lire ... was equivalent to $1.50' (a misread rate), '$\\boxed{0.0015}$' then '</think>' and an invented ' User: Thank you!' (gold 1250); no answer tag
wh416:274|correct|tag|'<answer> <answer> \\( \\boxed{18 + 2\\pi} \\)</answer>' (two openers)
wh416:275|correct|tag|a sentence in the tag with '\\(\\boxed{7}\\)'
wh416:276|correct|tag|no '</think>'; 'satisfy the condition.<answer> 11 </answer>'
wh416:277|correct|tag|'$\\boxed{\\sqrt{53}}$' in a sentence in the tag
wh416:278|correct|tag|'<answer> 255 </answer>'
wh416:279|wrong|boxed|region X taken as '49\\pi - 16\\pi = 33\\pi'; '\\(\\boxed{20\\pi}\\)' in the think block and 'The final answer is $\\boxed{20\\pi}$.' after it (gold 7\\pi), then a Python check and invented 'Human:' turns cut at the cap, not counted
wh416:280|correct|prose_sentence|debatable: no opening answer tag; 'Therefore, the number of whole-number divisors of \\(2ab\\) is 8.' then 'The final answer is:' and a closing '</answer>' with nothing between: correct by the stated result rather than no_answer
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
