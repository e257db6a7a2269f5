__doc__ = r"""Build public_heldout50.jsonl: a 50th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward_fn_output format_reward / answer_reward / reward,
reward_scores, correct, format_ok, maj_1s, predicted, fallback_prediction, parse_source and the
like) were not used to label.

Method (round 48's): model output committed to public GitHub repositories, read through the
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
is that problem's MATH-500 index). A further check refused any decoded completion holding a
control character other than newline, carriage return or tab (one slip, a LaTeX '\begin' pasted
with two backslashes too few in wh576 rec 360, was found by reading the scratch line against the
page and fixed before the check existed; the check then passed on all records).

Transcription checks: the five yyfblock files, rebuilt line by line from the transcribed texts and
golds (lencheck.py; the one-digit 'correct' / 'format_ok' fields are one character either way),
have exactly the page's `total_chars` (13999, 6897, 10303, 5929, 11116). The other pages (whong92
576000-640000, RobbenRibery 160000-208000, pruksmhc 176000-208000, cppywh 96000) were not
length-checked. Every completion kept was compared (whitespace-normalised) with every completion
of the earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl, 48
files, rounds 1-48, by script, dedup.py, reading no labels): none repeats an earlier round's
completion, and no two completions kept in this round are equal. A record is taken only when its
whole completion lies on the pages read; no completion crossing a page edge was joined. Records
whose other fields lie partly on a neighbouring page read this round were taken as read: rr176
rec 181 (Jerome: the question opens at the end of 160000), rr176 rec 198 (Boris: the completion
lies wholly on 176000, the file's own gold '#### 14,000' at the top of 192000), rr208 rec 218
(John's drive: the question opens at the end of 192000). Nothing is shortened.

Not transcribed (read, but left out): completions crossing a page edge, not joined: whong92
eval_results.jsonl lines 360 (intermediate_algebra/1407, tail at the top of 576000), 371
(precalculus/1289, 576000/592000), 380 (prealgebra/1865, 592000/608000), 391 (algebra/853,
608000/624000), 402 (intermediate_algebra/1806, 624000/640000) and the line after 408 (cut by the
end of 640000); RobbenRibery checkpoint-22 rows 166 (Stanley, tail at the top of 160000) and 237
(kitchen floor, cut by the end of 208000); pruksmhc ckpt_200 advertising completion 6 (tail at the
top of 176000), Bobby completion 2 (176000/192000), Jason completion 4 (192000/208000) and Kelian
completion 6 (cut by the end of 208000); cppywh Instruct-Think.json index 15 (tail at the top of
96000) and index 17 (cut by the end of 96000). Left out whole: whong92 line 382
(counting_and_probability/188), a degenerate output of a few sentences then multi-script noise
(Chinese, Arabic, Hebrew, Korean, Russian fragments, a tab, '<carec>' pseudo-markup) cut at the cap
with no answer: left out because its transcription could not be checked character by character.
Repeats within the round: pruksmhc Kelian completion 2 (= 1).

Repositories (246 records): yyfblock/grpo-math 80 (32.5 %; five train_samples files no earlier
builder names), RobbenRibery/rft-gsm8k 70 (28.5 %; the beta1(1) equation-with-text checkpoint-22
CSV, pages 160000-208000, rows 167-236), pruksmhc/gsm8k_minimal_rl 52 (21.1 %; rollout_ckpt_200
pages 176000-208000), whong92/assignment5-alignment 43 (17.5 %; eval_results.jsonl lines 361-408,
pages 576000-640000), cppywh/mini-deepseek-r1-zero 1 (0.4 %; Instruct-Think.json index 16).
Licences: no LICENSE file was found in the index for any of the five (as rounds 40-48 found);
`licence` per record.

Split: think_answer 175 (GSM8K 132, MATH 43; 123 in the `<think>…</think><answer>…</answer>`
shape of the R1-Zero prompt (yyfblock 80, whong92 43), 52 in the `<reasoning>…</reasoning>
<answer>…</answer>` shape (pruksmhc)), long_cot 71 (GSM8K 71: 70 '####' answers from a
Phi-3.5-mini RFT checkpoint, 1 reasoning trace of the 'Instruct-Think' thinking-mode model);
GSM8K 203, MATH 43 (17.5 %). Truths: correct 169, wrong 74, no_answer 3 (GSM8K 139 / 63 / 1, MATH
30 / 11 / 2; think_answer 107 / 65 / 3, long_cot 62 / 9 / 0). Forms: tag 153, hash 70, boxed 14,
prose_sentence 6, truncated 2, none 1. 3 debatable (rr208 rec 234; wh576 rec 364; wh624 rec 394).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said above):
* yyfblock/grpo-math (GRPO training rollouts on GSM8K train; the repository's R1-style prompt;
  think_answer; the file stores no question: identified from the completions and checked by the
  file's gold): results/s2a2_full_lr2e-6/train_samples_step275.jsonl (ya275: Briget's fruit,
  Eric's wallpaper), results/s2ac_cold_lr1e-5/train_samples_step300.jsonl (yc300: Eliza's rings,
  Tom's typing), results/s2a2_full_lr2e-6/train_samples_step350.jsonl (ya350: Tim's biking, Djibo's
  sister), results/s2ac_cold_lr1e-5/train_samples_step350.jsonl (yc350: the same two questions),
  results/s2a1_lora_lr1e-5/train_samples_step275.jsonl (yl275: Briget, Eric), each the whole file
  (one page, two questions x 8 samples). Forms: '<answer>$77.00</answer>', '<answer>$77.0</answer>',
  '<answer> $77 </answer>', '<answer>It will cost $77.00.</answer>', '<answer>14 hours</answer>',
  '<answer>4x + 2</answer>', a malformed close '< /answer>', the working after '</think>' before
  the tag, '’' apostrophes, 'Éric', '$6 \\times $2.20'.
* RobbenRibery/rft-gsm8k (microsoft/Phi-3.5-mini-instruct after the repository's QLoRA
  rejection-sampling fine-tuning, the beta1(1) equation-with-text checkpoint 22; the repository's
  GSM8K prompt asking for a '####' line; long_cot; the repository's 90 % hold-out of GSM8K test,
  rows in the file's own order): results/models-[beta1(1)-equation-with-text]-[attn-ffn]-[16r-
  12alpha]-[lr1e-03-gradacum1]-[componly]-[rftdataonly]-qlora_rft_747instances-checkpoint-22_.csv
  pages at 160000 (rows 167-180 = rr160), 176000 (rows 181-198 = rr176; row 198's own gold at the top
  of 192000), 192000 (199-217 = rr192) and 208000 (218-236 = rr208). Forms: '#### N', 'Final
  answer: #### N', 'The final answer is: #### N', 'So, the final answer is: #### 20', '= 14,000
  bars.' then '#### 14', '≈ 106.12' rounded to '#### 106', '≈ 0.857 weeks' then '#### 1',
  '#### 65960' for a gold written 65,960, 'D ∪ P', '÷', '≈'.
* pruksmhc/gsm8k_minimal_rl (the repository's TRL GRPO run, train_gsmk.py default
  Qwen/Qwen2.5-1.5B-Instruct, at checkpoint 200; rollouts on GSM8K test, 8 a question; chat format;
  think_answer with '<reasoning>'/'<answer>' tags): rollout_ckpt_200_gsmk_qwen.jsonl pages at
  176000 (pk176: advertising 7, Jade 0-7, Ashley 0-7, Bobby 0-1), 192000 (pk192: Bobby 3-7, the
  Rubik's cube 0-7, Jason 0-3) and 208000 (pk208: Jason 5-7, Ezra 0-7, Kelian 0, 1, 3-5). Forms:
  '<answer>\n17. 5\n</answer>' (a space inside the number), '<answer>\n30.5\n</answer>', GSM8K
  '<<15*2=30>>' calculator annotations, one completion cut at the cap before any answer tag,
  '\\(6 \\times 7 = 42\\)'.
* whong92/assignment5-alignment (Qwen/Qwen2.5-Math-7B zero-shot with the R1-Zero prompt on MATH-500
  in test order; think_answer; MATH): eval_results.jsonl pages at 576000 (lines 361-370 = wh576),
  592000 (372-379 = wh592), 608000 (381 and 383-390 = wh608), 624000 (392-401 = wh624) and 640000
  (403-408 = wh640); record number = MATH-500 index = line - 1. Forms: '<answer> -41 </answer>'
  style tags, sentences and boxes in the tag ('The number is \\( \\boxed{2} \\)', 'Navin would
  earn the most after working an eight-hour day.'), 'The final answer is <answer> ... </answer>',
  '</answer>' closing with no opener after a prose result, an opening tag never closed (holding code
  and a box, or a box then '{eq}...{/eq}' lines), '</think><answer少不了>' then an invented
  'Assistant:' line, invented 'Human:'/'Assistant:' turns and unrelated text (a Java program) after
  the box, '\\boxed{90^\\circ}', '\\boxed{5.5}' for \\frac{11}{2}, 'x \\in [-2, 7]', '(0, 9) \\cup
  (9, 36)', '3/4' for \\frac 34, '<math>\\begin{align*}', '\\r\\n' in code, an output ending on a
  derivation's last display.
* cppywh/mini-deepseek-r1-zero (the model the repository calls 'Instruct-Think', a thinking-mode
  model on the first 100 GSM8K test questions, greedy, 2048 new tokens; long_cot):
  results/Instruct-Think.json page at 96000, index 16 (the two trains: a long trace ending
  '**Final Answer**' with '\\boxed{230} miles.' inside the think block, then a Markdown answer
  ending '$$\n\\boxed{230}\n$$\n\nmiles in the two days.'); the index equals the GSM8K test line.

Label conventions (rounds 37-48's): the last final answer counts; a hedge between values or the gold
with another value is wrong; a response cut before any final answer is no_answer; equal in value
but written differently is correct (a unit word in the tag, a '$' sign, '77.00' or '77.0' for 77,
'5.5' for \\frac{11}{2}, '3/4' for \\frac 34, '65960' for 65,960, a sentence holding the value);
another quantity is wrong ('14' for 14,000 bars); in the tag format the `<answer>` content is the
final answer whatever the think or reasoning block says, and a sentence in the tag is read for its
value; with no answer tag the completion is labelled by its last box or last stated result;
malformed, unclosed or unopened tags do not change which answer counts; text after the committed
answer (an invented turn, a new question, unrelated text) does not count, nor does a box that
answers an invented question; an answer tag that holds only code, a plan or nothing is no_answer;
in the '####' format the marked value is the answer even when the working ends on another number;
labels are against the gold as given, even where the gold is questionable. Debatable this round:
rr208 rec 234 (Sasha's points: '14 + 4 = 18' answers the question as worded, but GSM8K's gold is
14; labelled wrong against the gold), wh576 rec 364 ('Therefore, the ordered quadruple ... is
\\((1, -16, -4, 43)\\).' then '</think>', failing Python checks and a third try cut at the cap:
correct by the stated result rather than no_answer), wh624 rec 394 (no tags; the output ends on the
derivation's last display '\\implies x = -\\frac{24}{64} = -\\frac{3}{8}' with no closing sentence:
correct by the last stated result rather than no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: RobbenRibery's `questions`
column, pruksmhc's `prompt`, cppywh's `question`; for yyfblock, whose files store no question, the
GSM8K train question identified from the completions (Briget, Eric, Eliza, Tom as rounds 19-48
identified them; Tim's biking is train line 19 and Djibo's sister train line 958, counted from
0)), checked equal to the file's own gold (yyfblock `gold`, RobbenRibery the
`ground_truth_completions` '####' value, cppywh `ground_truth`); pruksmhc's files store no gold, so
its transcribed gold is the gsm8k/test.jsonl value itself (the Ezra question's gold is 675, not
the 600 most completions give). MATH: whong92's lines carry MATH-500 `unique_id`s and no answer;
each record's question words are the shortest opening (40 characters on) of that MATH-500 problem
that opens no other, looked up by the build, and its gold is that problem's MATH-500 `answer`
(checked equal).

Dead ends this round: none searched; the short deadline kept this round to round 48's leads
(new repositories were not looked for).

Leads for a later round: whong92 eval_results.jsonl from line 409 (it opens at the end of 640000;
read on from offset 656000, about 10 pages left); RobbenRibery checkpoint-22 CSV from offset 224000
(row 237, kitchen floor, opens at the end of 208000; about 56 pages left) and the other unread
results/*.csv (dedup first); pruksmhc rollout_ckpt_200 from offset 224000 (Kelian completion 6
opens at the end of 208000; many completions repeat within a question); yyfblock train_samples of
steps no builder names (s2b1 350-475, s2a2 375-475, s2ac 375-475, s2a1 200, 300, 400-475,
s1_smoke 175; the steps share questions across runs, so dedup each); cppywh Instruct-Think.json
from index 17 (offset 112000; long traces, many cut at the cap).

Usage: python build_public_heldout50.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout50.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout50.jsonl"
SOURCE = "public_heldout50"
WH_MODEL = (
    "Qwen/Qwen2.5-Math-7B zero-shot per cs336_alignment/generate_math.py at 2f24899 as round 9 "
    "read it (T=1.0, top_p 1.0, 1024 new tokens, stop </answer> kept; the script version that "
    "wrote the file is not pinned), on MATH-500 in test order (line N = MATH-500 problem N-1 by "
    "its unique_id); eval_results.jsonl repeats outputs.jsonl word for word (round 29), of which "
    "round 9 took lines 1-21, round 42 lines 31-99, round 44 lines 102-200, round 46 lines 202-281 and round 48 lines 283-359; this round the "
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
    "round index {}, page at {}); the record is one `details` entry's response"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "ya275": yyfblock_source("ya275", "s2a2_full_lr2e-6", 275),
    "yc300": yyfblock_source("yc300", "s2ac_cold_lr1e-5", 300),
    "ya350": yyfblock_source("ya350", "s2a2_full_lr2e-6", 350),
    "yc350": yyfblock_source("yc350", "s2ac_cold_lr1e-5", 350),
    "yl275": yyfblock_source("yl275", "s2a1_lora_lr1e-5", 275),
    "rr160": robbenribery_source("rr160", "b1wt", 160000),
    "rr176": robbenribery_source("rr176", "b1wt", 176000),
    "rr192": robbenribery_source("rr192", "b1wt", 192000),
    "rr208": robbenribery_source("rr208", "b1wt", 208000),
    "pk176": pruksmhc_source("pk176", "176000"),
    "pk192": pruksmhc_source("pk192", "192000"),
    "pk208": pruksmhc_source("pk208", "208000"),
    "wh576": _wh("wh576", 576000),
    "wh592": _wh("wh592", 592000),
    "wh608": _wh("wh608", 608000),
    "wh624": _wh("wh624", 624000),
    "wh640": _wh("wh640", 640000),
    "ci96": (
        "ci96-instruct-think-gsm8k",
        CY,
        "results/Instruct-Think.json",
        CYC,
        CY_INSTRUCT.format("16", "96000"),
        CY_CHAT_PROMPT,
        "long_cot",
        "gsm8k",
        "ground_truth",
        CY_LICENCE,
    ),
}

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ya275:0|correct|tag|'<answer>$77.00</answer>' (a '$' sign and '.00')
ya275:1|correct|tag|'<answer>$77.00</answer>'
ya275:2|correct|tag|a wrong equation '(5 * $15.40) + (5 * $15.40) = $77.00' (it is 154) that lands on the gold; '<answer>$77.00</answer>'
ya275:3|correct|tag|'<answer>$77.00</answer>'
ya275:4|correct|tag|'$6 \\times $2.20 = $13.20'; '<answer>$77.00</answer>'
ya275:5|correct|tag|'<answer>$77.00</answer>'
ya275:6|correct|tag|'<answer>$77</answer>'
ya275:7|correct|tag|'<answer>$77.00</answer>'
ya275:8|wrong|tag|all 8 walls counted, '2 hours x 8 walls = 16 hours'; '<answer>16</answer>' (gold 14)
ya275:9|correct|tag|'7 walls x 2 hours = 14 hours'
ya275:10|wrong|tag|the time per living-room wall left unknown; '<answer>4x + 2</answer>' (gold 14)
ya275:11|correct|tag|
ya275:12|wrong|tag|'1 + 4 = 5 walls', '10 hours'; '<answer>10</answer>' (gold 14)
ya275:13|wrong|tag|'2 hours/wall * 8 walls = 16 hours'; '<answer>16</answer>' (gold 14)
ya275:14|correct|tag|'8 hours (dining room) + 6 hours (living room) = 14 hours' (muddled walls, the gold value); '<answer>14 hours</answer>'
ya275:15|wrong|tag|'1 + 4 + 4 = 9 walls', '9 - 1 = 8', '16 hours'; '<answer>16</answer>' (gold 14)
yc300:0|wrong|tag|'200 x 3 / 4 = 150' sold, '450 - 150 = 300'; '<answer>300</answer>' (gold 225)
yc300:1|wrong|tag|'300 + 300 = 600' (the 75 left not carried), '600 - 150 = 450'; '<answer>450</answer>' (gold 225)
yc300:2|correct|tag|
yc300:3|correct|tag|
yc300:4|correct|tag|
yc300:5|correct|tag|
yc300:6|correct|tag|
yc300:7|wrong|tag|'200 x 2 = 400' as the stock, '400 - 150 = 250'; '<answer>250</answer>' (gold 225)
yc300:8|correct|tag|
yc300:9|correct|tag|the working says '50 hours' (garbled units); '<answer>50</answer>'
yc300:10|correct|tag|
yc300:11|correct|tag|
yc300:12|correct|tag|
yc300:13|correct|tag|
yc300:14|correct|tag|
yc300:15|wrong|tag|'90 words/minute * 10 pages = 900 words', '2 minutes'; '<answer>2</answer>' (gold 50)
rr160:167|correct|hash|
rr160:168|correct|hash|
rr160:169|correct|hash|
rr160:170|correct|hash|
rr160:171|correct|hash|compound interest, 'Total amount ≈ 106.12' rounded to '#### 106' (gold 106)
rr160:172|correct|hash|
rr160:173|correct|hash|
rr160:174|correct|hash|'Susan gets 66 magazines every year.' (issues called magazines, as the question does)
rr160:175|correct|hash|
rr160:176|correct|hash|
rr160:177|wrong|hash|'6 periods/day * 2 extra classes/day * 40 ...= 2400', '2550 minutes/week ÷ 60 = 42.5'; '#### 42.5' (gold 30)
rr160:178|correct|hash|
rr160:179|wrong|hash|'Total cost = 2 + 3 + 3.3 + 3.3 + 4.4' then 'Total cost = 15.7' (an addition slip: the sum is 16); 'Final answer: #### 15.7' (gold 16)
rr160:180|correct|hash|
pk176:0|correct|tag|
pk176:1|correct|tag|
pk176:2|correct|tag|
pk176:3|correct|tag|
pk176:4|correct|tag|
pk176:5|correct|tag|
pk176:6|correct|tag|
pk176:7|correct|tag|'\\(6 \\times 7 = 42\\)', '\\(210 \\div 42 = 5\\)' in the reasoning
pk176:8|correct|tag|
pk176:9|correct|tag|
pk176:10|correct|tag|
pk176:11|correct|tag|
pk176:12|correct|tag|
pk176:13|correct|tag|
pk176:14|correct|tag|
pk176:15|correct|tag|
pk176:16|correct|tag|
pk176:17|correct|tag|
pk176:18|correct|tag|
wh576:360|correct|boxed|'\\(\\boxed{\\frac{7}{4}}\\).</think>' then an invented '\n\nAssistant: The value of \\( b \\) is \\(\\boxed{\\frac{7}{4}}\\).' (the same value); no answer tag
wh576:361|correct|prose_sentence|no '</think>' and no opening answer tag: 'So the side length of the equilateral triangle is $16\\sqrt{3}$. Let's verify and conclude with the final answer.\n</answer>'
wh576:362|correct|tag|'The final answer is <answer> \\(\\frac{1}{4}\\) </answer>' (gold \\frac14)
wh576:363|correct|tag|a sentence with a box in the tag: '<answer> The number is \\( \\boxed{2} \\)</answer>'
wh576:364|correct|prose_sentence|debatable: 'Therefore, the ordered quadruple \\((a, b, c, d)\\) is \\((1, -16, -4, 43)\\).' then '</think>', failing Python checks ('IndexError', 'NameError') and a third try cut at the cap: correct by the stated result rather than no_answer
wh576:365|wrong|boxed|'half the number of divisors of $210^2$', code output '40', '\\(\\boxed{40}\\)' (gold 8)
wh576:366|no_answer|none|a three-step plan only; the remainder is never stated (gold 4)
wh576:367|correct|tag|
wh576:368|correct|tag|a sentence in the tag: 'The greatest perimeter, when $x=15$, is $8 + 8 + 15 = 31$ units.'
wh576:369|wrong|tag|bases read as 5 and 9 and the height as 5 from the diagram; an answer tag never closed holding code, output '35.0' and '\\(\\boxed{35}\\)' (gold 21)
ya350:0|correct|tag|
ya350:1|correct|tag|
ya350:2|correct|tag|
ya350:3|correct|tag|
ya350:4|correct|tag|
ya350:5|correct|tag|
ya350:6|correct|tag|
ya350:7|correct|tag|
ya350:8|wrong|tag|'12 + S + 17 + X = 35', 'X = 6 + 5 = 11'; '<answer>11</answer>' (gold 28)
ya350:9|wrong|tag|'12 + x + 5 = 35', 'x = 18', '18 + 5 = 23'; '<answer>23</answer>' (gold 28)
ya350:10|wrong|tag|'S = 28' (her age now) taken as her age five years ago, '28 + 5 = 33'; '<answer>33</answer>' (gold 28; 28 only in the working)
ya350:11|correct|tag|
ya350:12|wrong|tag|'12 + (x - 5) = 35', 'x = 28', '28 + 5 = 33'; '<answer>33</answer>' (gold 28; 28 only in the working)
ya350:13|wrong|tag|'S = 28' then 'five years ago, Djibo's sister was 28 years old', '28 + 5 = 33 years old'; '<answer>33</answer>' (gold 28; 28 only in the working)
ya350:14|correct|tag|
ya350:15|correct|tag|'So, in five years, Djibo's sister would have been 35 - 12 = 23' (muddled wording) then '23 + 5 = 28'
wh592:371|wrong|boxed|'P(x) = 4x^2 - 4x + 1' taken as extremal, '\\(\\boxed{9}\\)' after '</think>' (gold 17)
wh592:372|correct|tag|no '</think>': 'The final answer is:\n<answer> $\\boxed{90^\\circ}$ </answer>' (gold 90^\\circ)
wh592:373|correct|prose_sentence|no '</think>' and no opening answer tag: '\\frac{5 + 10i}{5} = 1 + 2i' then 'This is the correct answer that William Sydney Porter should have obtained.' and '</answer>'
wh592:374|correct|boxed|no '</think>' and no answer tag; '8 - 4 = 4', a Python check, '\\(\\boxed{4}\\)'
wh592:375|correct|tag|
wh592:376|correct|boxed|no '</think>' and no opening answer tag: 'The final answer is \\( \\boxed{(8, -2)} \\).\n</answer>'
wh592:377|wrong|tag|'the last digit ... becomes 4 because the exponent has an odd power'; '<answer> 4 </answer>' (gold 6)
wh592:378|correct|boxed|code and an invented output '3', '\\(\\boxed{3}\\).' after '</think>' with no answer tag; then invented 'Human:'/'Assistant:' turns (a binomial problem boxed 17574, a hyperbola cut at the cap), not counted
pk192:0|wrong|tag|one break a day, '30 + 15 = 45 minutes', '225 / 60 = 3.75 hours'; '<answer>\n3.75\n</answer>' (gold 5)
pk192:1|correct|tag|
pk192:2|wrong|tag|the lunch left out, '150 / 60 = 2.5 hours'; '<answer>\n2.5\n</answer>' (gold 5)
pk192:3|correct|tag|
pk192:4|wrong|tag|'7 * 30 = 210', '5 * 210 = 1050 minutes', '1050 / 60 = 17. 5 hours'; '<answer>\n17. 5\n</answer>' (gold 5; a space inside the number)
pk192:5|wrong|tag|'5 + 10 + 10 + 2.5 + 2.5 = 30.5 minutes' (an addition slip: it is 30); '<answer>\n30.5\n</answer>' (gold 30)
pk192:6|wrong|tag|a sixth side added, '5 + 10 + 10 + 2.5 + 2.5 + 2.5 = 34'; '<answer>\n34\n</answer>' (gold 30)
pk192:7|wrong|tag|'5 + 10 + 10 + 2.5 + 2.5 = 30.5' (the sum is 30); '<answer>\n30.5\n</answer>' (gold 30)
pk192:8|wrong|tag|the fifth side at 5 minutes, '= 32.5 minutes'; '<answer>\n32.5\n</answer>' (gold 30)
pk192:9|wrong|tag|'5 + 10 + 10 + 2.5 + 2.5 = 30.5' (the sum is 30); '<answer>\n30.5\n</answer>' (gold 30)
pk192:10|wrong|tag|'= 30.5 minutes' (the sum is 30); '<answer>\n30.5\n</answer>' (gold 30)
pk192:11|wrong|tag|'The fifth side also takes 5 minutes', '= 32.5 minutes'; '<answer>\n32.5\n</answer>' (gold 30)
pk192:12|wrong|tag|'5 + 10 + 10 + 2.5 + 2.5 = 30.5' (the sum is 30); '<answer>\n30.5\n</answer>' (gold 30)
pk192:13|wrong|tag|'15/15 * 50 = 50 phone calls'; '<answer>\n50\n</answer>' (gold 750)
pk192:14|correct|tag|garbled working ('2 * (25/3) = 50') that lands on '15 * 50 = 750'
pk192:15|wrong|tag|'For every 2 customer visits, there is 1 phone call', '30 / 2 = 15'; '<answer>\n15\n</answer>' (gold 750)
pk192:16|correct|tag|'30 / 2 * 50 = 750' (muddled working, the gold value)
rr176:181|correct|hash|
rr176:182|correct|hash|
rr176:183|correct|hash|
rr176:184|correct|hash|'Total cost = $330,000' then '#### 330000'
rr176:185|correct|hash|
rr176:186|correct|hash|'Final answer: #### 12'
rr176:187|wrong|hash|'x = $15 + (1/5) * $15' rewritten as '(3/5) * $15', '$15 + $9 = $24'; '#### 24' (gold 18)
rr176:188|correct|hash|'$75.00.' then 'Final answer: #### 75'
rr176:189|correct|hash|
rr176:190|correct|hash|'The final answer is: #### 240'
rr176:191|correct|hash|
rr176:192|correct|hash|
rr176:193|correct|hash|
rr176:194|correct|hash|'Final answer: #### 81'
rr176:195|correct|hash|
rr176:196|correct|hash|
rr176:197|wrong|hash|'84 - 9x = 6x', 'x ≈ 5.6' rounded to 6 days, '≈ 0.857 weeks' then '#### 1' (gold 4)
yc350:0|wrong|tag|the weekend miles added to the job miles, then '16*4=64 hours'; '<answer>64</answer>' (gold 16; 16 only in the working)
yc350:1|wrong|tag|'400/25=16 hours for work' then '20*2=40 hours for the weekend', '40+16=56'; '<answer>56</answer>' (gold 16)
yc350:2|correct|tag|'’' apostrophe
yc350:3|wrong|tag|'20*.5=10 miles each day', '300/25=12 hours'; '<answer>12</answer>' (gold 16)
yc350:4|wrong|tag|'400/25=16 hours' then the weekend counted again, '16+8=24'; '<answer>24</answer>' (gold 16)
yc350:5|wrong|tag|'20*.5=10 miles each day', '300/25=12'; '<answer>12</answer>' (gold 16)
yc350:6|wrong|tag|'250+10*5=325 miles', '325/25=13 hours'; '<answer>13</answer>' (gold 16)
yc350:7|wrong|tag|'140/25=.56 hours', '2.8+.56=3.36'; '<answer>3.36</answer>' (gold 16)
yc350:8|correct|tag|
yc350:9|correct|tag|
yc350:10|wrong|tag|'12 + S + 35 = 35', 'S = -2', 'Today, Djibo's sister is 2 years old.'; '<answer>2</answer>' (gold 28)
yc350:11|correct|tag|
yc350:12|wrong|tag|'23 years now', 'five years ago she was 23 - 5 = 18'; '<answer>18</answer>' (gold 28)
yc350:13|correct|tag|'Dijo' (a misspelling)
yc350:14|wrong|tag|'his age two years later is 12 + 2 = 14', '35 - 14 = 21', '21 + 5 = 26'; '<answer>26</answer>' (gold 28)
yc350:15|wrong|tag|'35 - 17 = 18 years old 5 years ago', '18 + 5 = 23'; '<answer>23</answer>' (gold 28)
wh608:380|correct|tag|'</think>' after the first sentence; a sentence in the tag ending 'is \\((0, 9) \\cup (9, 36)\\).'
wh608:382|wrong|prose_sentence|no tags after the prompt's '<think>'; the semicircles' area added to the rectangle's, last line '$A = \\frac{10,000}{\\pi} + \\frac{5,000}{\\pi} = \\frac{15,000}{\\pi} = 4774.65$ square meters.' (gold \\frac{20000}{\\pi})
wh608:383|correct|tag|a sentence in the tag: 'is $x \\in [-2, 7]$.'
wh608:384|correct|tag|'The final answer is: </think>\n\n<answer> $15x - 80$ </answer>'
wh608:385|correct|tag|'22.18 euros more than pounds', rounded; '<answer> 22 </answer>'
wh608:386|correct|tag|
wh608:387|correct|tag|a sentence with a box in the tag
wh608:388|correct|tag|'\\( \\boxed{5.5} \\)' in the tag (gold \\frac{11}{2}: equal in value)
wh608:389|correct|boxed|no tags; the right angle put at T in the working, but the last box '\\boxed{\\frac{\\sqrt{21}}{5}}' is the gold
wh624:391|no_answer|truncated|f^{-1}(0) = 3 and f^{-1}(6) = -3 found in the working but the sum is never stated; a numerical search ('[]') and a second method cut at the cap ('The polynomial is') (gold 0)
wh624:392|wrong|boxed|after '</think>' an invented 'Assistant:' turn on the same problem with code and an invented output '[7.00000000000000]', '\\(\\boxed{7}\\)' (gold \\sqrt{66})
wh624:393|correct|tag|'<answer> 3/4 </answer>' (gold \\frac 34)
wh624:394|correct|prose_sentence|debatable: no tags; the output ends on the derivation's last display '\\implies x = -\\frac{24}{64} = -\\frac{3}{8}' with no closing sentence (cut at the cap or stopped): correct by the last stated result rather than no_answer
wh624:395|correct|tag|no '</think>': 'is:\n\n<answer> 4 </answer>'
wh624:396|wrong|boxed|a table of invented areas, then 'its area is $\\boxed{4}$ square inches.' (gold 2)
wh624:397|correct|tag|an unclosed '\\[' display ending '\\</think>' then '<answer> 23 </answer>'
wh624:398|correct|tag|a sentence in the tag: 'Navin would earn the most after working an eight-hour day.' (gold \\text{Navin})
wh624:399|correct|prose_sentence|'</think><answer少不了>' (a malformed tag with Chinese characters) then an invented 'Assistant: The final answer to the problem of adding 313.9 to 12.6 is 326.5.'
wh624:400|wrong|boxed|'(14 - r)\\sqrt{2} = 14', two boxes '\\boxed{\\frac{14(2 - \\sqrt{2})}{2}}' and '\\boxed{14 - 7\\sqrt{2}}' (equal to each other), then code with no output (gold \\frac{14}{3})
rr176:198|wrong|hash|'= 14,000 bars.' in the working, then '#### 14' (gold 14000: the marked value drops the thousands)
rr192:199|wrong|hash|all 17 new fish taken as orange, '20 = 2 * (4 + x)', 'x = 6'; '#### 6' (gold 4)
rr192:200|correct|hash|'$250/month.' then '#### 250'
rr192:201|correct|hash|'Final answer: #### 366'
rr192:202|correct|hash|'Final answer: #### 100'
rr192:203|correct|hash|'x = $7.00' then '#### 7'
rr192:204|wrong|hash|Howie himself left out, '26 * 2 = 52'; '#### 52' (gold 54)
rr192:205|correct|hash|
rr192:206|correct|hash|
rr192:207|wrong|hash|the comforter left out, '(2 + 4 + 8) * 80 = 1120'; '#### 1120' (gold 1200)
rr192:208|correct|hash|
rr192:209|correct|hash|
rr192:210|correct|hash|
rr192:211|correct|hash|
rr192:212|correct|hash|
rr192:213|correct|hash|
rr192:214|correct|hash|'Profit = (11 * 9) - $72', 'Final answer: Profit = 99 - 72 = 27.' then '#### 27'
rr192:215|correct|hash|
rr192:216|correct|hash|
rr192:217|correct|hash|
pk208:0|wrong|tag|'30 / 2 = 15 conversions', '15 * 25 = 375'; '<answer>\n375\n</answer>' (gold 750)
pk208:1|wrong|tag|'(2/3) / (1/25) = 100/3 sets', '833.33' rounded up; '<answer>\n834\n</answer>' (gold 750)
pk208:2|no_answer|truncated|GSM8K '<<15*2=30>>' calculator annotations, '30 telephone calls' in the working, then advice on incentives cut at the cap ('or special') before any answer tag (gold 750)
pk208:3|wrong|tag|'300+150+450 = 900'; '<answer>\n900\n</answer>' (gold 675)
pk208:4|wrong|tag|Ahmed's 150 not doubled with Ezra's extra books, '= 600 books'; '<answer>\n600\n</answer>' (gold 675)
pk208:5|wrong|tag|'150 + 450 = 600', 'Therefore, the answer is 600.'; '<answer>\n600\n</answer>' (gold 675)
pk208:6|wrong|tag|Ezra's extra 150 left out of the sum, '300 (Ezra) + 150 (Ahmed) = 450'; '<answer>\n450\n</answer>' (gold 675)
pk208:7|correct|tag|'2x = 450', 'x = 225', '450 + 225 = 675'
pk208:8|wrong|tag|'450 + 150 = 600'; '<answer>\n600\n</answer>' (gold 675)
pk208:9|wrong|tag|'450 + 150 = 600'; '<answer>\n600\n</answer>' (gold 675)
pk208:10|wrong|tag|'= 600 books'; '<answer>\n600\n</answer>' (gold 675)
pk208:11|correct|tag|
pk208:12|correct|tag|completion 2 is the same text word for word and was kept once
pk208:13|correct|tag|
pk208:14|correct|tag|
pk208:15|correct|tag|
yl275:0|correct|tag|'<answer>$77.00</answer>'
yl275:1|correct|tag|'<answer> $77 </answer>'
yl275:2|correct|tag|a sentence in the tag: 'It will cost $77.00.'
yl275:3|correct|tag|
yl275:4|correct|tag|
yl275:5|correct|tag|'<answer>$77.0</answer>'
yl275:6|correct|tag|'1 pound of cherries * 6 = $13.20' (garbled) then the gold total
yl275:7|correct|tag|'<answer>$77</answer>'
yl275:8|wrong|tag|'1+4 = 5 walls', '10 hours'; '<answer>10 hours</answer>' (gold 14)
yl275:9|wrong|tag|'8 hours - 2 hours = 6 hours'; '<answer>6 hours</answer>' (gold 14)
yl275:10|correct|tag|'2 * 7 = 14 hours'; '</think>\n\n<answer>14</answer>'
yl275:11|wrong|tag|a malformed closing tag: '<answer>2 hours for the remaining wallpaper to total 7 walls < /answer>' (the tag holds 2 hours and 7 walls, never 14; gold 14)
yl275:12|wrong|tag|the plan in the think block, the working after '</think>': '0.8 hours per wall', '5.2 hours'; '<answer>5.2</answer>' (gold 14)
yl275:13|wrong|tag|'8 + 8 = 16 hours'; '<answer>16 hours</answer>' (gold 14)
yl275:14|wrong|tag|the living room left out, '3 walls * 2 hours = 6 hours'; '<answer>6 hours</answer>' (gold 14)
yl275:15|wrong|tag|'Éric', '2 * 8 = 16 hours'; '<answer>16 hours</answer>' (gold 14)
wh640:402|wrong|boxed|the translation sign flipped in code, an invented output '(-2+7j)', '$\\boxed{-2 + 7i}$.' (gold 1 - 12i); then an invented 'Human:'/'Assistant:' turn (a cubic's area and monotonicity) cut at the cap, not counted
wh640:403|wrong|boxed|'<answer>' opened and never closed; code, an invented output, 'the number of common digits is 2', '\\boxed{2}' (gold 3)
wh640:404|correct|tag|'The final answer is <answer> \\boxed{3} </answer>'
wh640:405|correct|tag|'<answer> The total number of ways to assign the people to the offices is \\boxed{60}.' then stray '{eq}...{/eq}' lines; the tag is never closed
wh640:406|correct|boxed|'\\( \\boxed{0} \\).' after '</think>' and code; then unrelated text (a remark on a textbook dialog, a mixed-number exercise answered 'b) 3\\frac{7}{10}', a Java program), not counted
wh640:407|wrong|tag|'Given $f^{-1}(x) = 5$' solved instead, '$x = \\frac{1}{3}$'; a sentence in the tag '... is $\\frac{1}{3}$.' (gold 9)
rr208:218|correct|hash|
rr208:219|correct|hash|
rr208:220|correct|hash|
rr208:221|correct|hash|'Final answer: #### 80'
rr208:222|correct|hash|
rr208:223|correct|hash|'Ch = $5.00' then '#### 5'
rr208:224|correct|hash|'Change = $20 - $13.00 = $7.00' then 'Final answer: #### 7'
rr208:225|correct|hash|
rr208:226|correct|hash|
rr208:227|correct|hash|
rr208:228|correct|hash|'D ∪ P = 12', 'So, the final answer is: #### 20'
rr208:229|correct|hash|
rr208:230|correct|hash|'#### 65960' (gold 65,960: the same value without the comma)
rr208:231|correct|hash|'Final answer: #### 20'
rr208:232|correct|hash|'Final answer: #### 2125' (gold 2,125)
rr208:233|correct|hash|
rr208:234|wrong|hash|debatable: '14 + 4 = 18 points' answers the question as worded, but the GSM8K gold is 14 (its reference adds Julie's 10 and Sasha's 4); labelled against the gold: '#### 18' is not 14
rr208:235|correct|hash|
rr208:236|correct|hash|
ci96:16|correct|boxed|a reasoning trace ending '**Final Answer**\nThe distance covered by each train in the two days is \boxed{230} miles.\n</think>', then a Markdown answer ending '24190\n\boxed{230}\n24190\n\nmiles in the two days.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
