r"""Build public_heldout37.jsonl: a 37th held-out round of REAL model completions (issue 25).

Why: rounds 1-36 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
metrics, format_reward, answer_reward, predicted, parse_source, fallback_prediction and the like)
were not used to label.

Method (rounds 3-36's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files, one record a line, and a small script
decoded that display form once into the file-level string (`r`) and checked that `r` decodes; no
record was re-encoded or retyped from its decoded form. A record is taken only when its whole
completion lies on the pages read; a completion crossing the edge between two consecutive pages that
were both read was joined at the edge (s2s recs 0, 18, 35, 69, 84, 101, 118, 136 = s1_after_200steps
lines 216, 234, 251, 285, 300, 317, 334, 352 across the pages at 192000/208000, 208000/224000,
224000/240000, 256000/272000, 272000/288000, 288000/304000, 304000/320000, 320000/336000; cgg recs
10, 20 = GRPO.json index 60, 70 across 80000/96000 and 96000/112000; cdd rec 7 = Distill.json index
31 across 48000/64000; k108c rec 0 = step 108 q2 r3 across 16000/32000; k108d rec 0 = step 108 q3 r6
across 32000/48000; k110d rec 0 = step 110 q4 r3 across 32000/48000; k111d rec 0 = step 111 q3 r1
across 32000/48000). Records whose opening fields (prompt, question) lie on an earlier page and
whose completion lies wholly on the page read were taken as read (the first rollout of several
KleistvonLiu pages read here: k107b rec 0, k106c rec 0, k107c rec 0, k109c rec 0, k110c rec 0, k111c
rec 0; s2s rec 53 = line 269; cgg rec 31 = index 81). Page 0 of s1_after_200steps at 192000 was
re-read only to join line 216 (lines 201-215 on it are round 36's). Not transcribed: Base.json index
37 (a repetition loop 'Since he had $5 before spending on other things ...' cut at the 2048-token
cap, across 48000 and 64000; its loop could not be copied reliably by hand). Nothing is shortened.
Every completion was compared (whitespace-normalised) with every completion of rounds 1-36:
Base.json index 33 (Gretchen's coins, '\boxed{70}') repeats an earlier round's completion word for
word and was dropped (cbb rec 4 is absent); KleistvonLiu step 108 q1 r7 repeats step 108 q1 r3 of
this round word for word and was dropped (k108b rec 6 is absent); no two completions kept in this
round are equal.

Repositories (349 records): yyfblock/grpo-math 152 (43.6 %), KleistvonLiu/assignment5-alignment
126 (36.1 %), cppywh/mini-deepseek-r1-zero 71 (20.3 %). No licence file was found for any of the
three in the index (cppywh's README says only that it claims no ownership of third-party models,
data or course content); `licence` per record. No repository NEW to the corpus was found this round
(see dead ends). Every file-and-page read here is one no earlier round used: page 1 (offset 16000)
of KleistvonLiu steps 106-111 and page 2 (offset 32000) of steps 74-130 are round 36's leads and in
no builder (`grep -l rollout_step_000106 build_public_heldout*.py` and so on: none; page 2 of steps
106-111 is inside the round 36 lead 'page 2 of steps 74-130'); page 3 (offset 48000) of steps 108,
110 and 111 continues pages read here; s1_after_200steps from line 216 (offset 208000) and
cppywh GRPO.json from index 50 (offset 80000), Distill.json from index 24 (offset 48000) and
Base.json from index 29 (offset 48000) are round 36's leads.

Split: think_answer 278 (GSM8K 152, MATH 126), long_cot 71 (GSM8K 71, MATH 0); GSM8K 223, MATH 126
(36.1 %). Truths: correct 209, wrong 138, no_answer 2 (GSM8K 150 / 72 / 1, MATH 59 / 66 / 1;
think_answer 149 / 127 / 2, long_cot 60 / 11 / 0); 5 debatable (s2s recs 1, 42, 72; k107b rec 1;
cbb rec 13).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (think_answer, GSM8K test in order, the question stored; line N = GSM8K test
  question N-1): s2s = results/s1_after_200steps.jsonl lines 216-367 (pages at 208000-336000, and
  the page at 192000 for line 216's opening; 216, 234, 251, 285, 300, 317, 334, 352 joined; 368
  crosses into 352000). Forms: '<answer>-$220</answer>', '<answer>\n$180\n</answer>', '$27,000',
  '$9,500', '120,000', '<answer> $6.00 </answer>', unit words ('44 hours', '18 fish', '6 guns per
  person'), sentences in the tag ('Brady has $45.00 in his piggy bank.', 'Quinn is 30 years old.'),
  the whole working inside the tag, '<answer>11 - 3 = 8</answer>', '<answer>S = 15</answer>',
  '<answer>Insufficient information</answer>', '</think>' early with the working after it, several
  think blocks and stray '</think>' lines, no '</think>' before the tag, a '\boxed{62}' with no
  tags, no tags with 'Answer: ...' and an invented 'User:' turn, a repetition loop cut at the
  700-token cap (s2s rec 83), '≈' in the working.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold):
  outputs/grpo_full_mathv2/rollout_step_0001NN/ rollouts.jsonl, page 1 (offset 16000) of steps 106
  (q1 r0-7 = k106b), 107 (q1 r2-7 = k107b), 108 (q1 r1-7, q2 r0-2 = k108b), 109 (q1 r2-5 = k109b),
  110 (q1 r6-7, q2 r0-7, q3 r0-1 = k110b), 111 (q0 r7, q1 r0-6 = k111b); page 2 (offset 32000) of
  steps 106 (q2 r0-7 = k106c), 107 (q2 r0-7, q3 r0-1 = k107c), 108 (q2 r3-7, q3 r0-5 = k108c), 109
  (q1 r6-7, q2 r0-7 = k109c), 110 (q3 r2-7, q4 r0-2 = k110c), 111 (q1 r7, q2 r0-7, q3 r0 = k111c);
  page 3 (offset 48000) of steps 108 (q3 r6-7, q4 r0-2 = k108d), 110 (q4 r3-7, q5 r0-4 = k110d), 111
  (q3 r1-6 = k111d). A rollout whose response opens on the page before one read here, and the
  rollout crossing into the next page, were not taken unless joined. Forms: '<answer>
  $\begin{pmatrix} 4 \\ -10 \end{pmatrix} $ </answer>', '<answer>$\frac{2}{3}$</answer>', '<answer>
  \frac{1}{2} </answer>', '<answer> $\dfrac{1}{4}$ </answer>', '<answer>1/3</answer>',
  '<answer>−3</answer>' (a Unicode minus), '<answer>32 </answer>', '\end{think}', '[/think]',
  '</trap>[/think]' and '\]' in place of '</think>', a boxed value inside the tag, prose inside the
  tag, no tags with Python code and its output then a box, '\boxed{1508}\n</think>' with no answer
  tag, an invented 'Assistant:' line, a response cut at the 1024-token cap after failing code (k108d
  rec 2).
* cppywh/mini-deepseek-r1-zero (GSM8K test questions 0-99 in order, greedy decoding, 2048 new tokens
  (results/protocol.json); long_cot; the record is one `details` entry's response): cgg =
  results/GRPO.json (Qwen/Qwen3-1.7B-Base after the repository's GRPO run) index 50-91 (pages at
  80000-128000; 49 opens on the page at 64000, read by round 36, and was not joined; 60 and 70
  joined; 92 crosses into 144000); cdd = results/Distill.json index 24-38 (pages at 48000 and 64000;
  23 opens on the page at 32000 and was not joined; 31 joined; 39 crosses into 80000); cbb =
  results/Base.json (Qwen/Qwen3-1.7B-Base before training) index 29-36 and 38-44 (pages at 48000 and
  64000; 28 opens on the page at 32000 and was not joined; 37 not transcribed, see above; 33 dropped
  as a repeat; 45 crosses into 80000). Forms: '\boxed{25 \text{ miles}}', '\boxed{\$75.00}',
  '\boxed{10 \text{ miles per hour}}', a bare '\boxed{5}' / '\boxed{17}' outside math delimiters,
  Python with its output then a box, a '</think>' block before the answer part (Distill), no box and
  a closing sentence (Base: 'So, John runs at a speed of 10 miles per hour.'), a final answer with
  no number (cbb rec 13), an invented budget ('Total shoe budget = \$100', cdd rec 5).

Label conventions (round 36's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer (s2s rec 83, k108d rec 2); equal in value but
written differently is correct (a unit word or unit inside the box or tag, a '$' sign, '$6.00' /
'120,000' / '$27,000' for 6 / 120000 / 27000, a sentence whose one number is the quantity asked, an
equation whose result is the value asked ('11 - 3 = 8'), '\dfrac' for '\frac', '1/3'-style
fractions, a pmatrix written the gold's way); another quantity is wrong (a sentence or equation
naming another quantity: 'Quinn is 30 years old.', 'S = 15', 'John ate 3 more hot dogs than Luke.'
for a difference of 1); in the tag format the `<answer>` content is the final answer whatever the
think block says, and where the tag holds the working its last result counts; with no answer tag the
completion is labelled by its last box or last stated result (s2s recs 15, 46, 125; k107b recs 1, 2;
k108c rec 0; k108d rec 4; k111d recs 1, 3, 4, 5; cbb recs 1, 3, 8, 11, 12, 13); malformed tags
('[/think]', '\end{think}', no '</think>') do not change which answer counts; an invented next turn
is labelled by the answer to the question posed. Debatable this round: s2s rec 1
('<answer>-$220</answer>' with 'she will owe an additional $220': the gold's magnitude with a minus
sign for money owed; labelled wrong), s2s rec 42 (the tag holds the whole working with three values,
the last '8000 - 2400 = 5600 pounds.'; labelled correct by its last result), k107b rec 1 (no tags:
'Thus, the matrix M is' a wrong matrix, then code, cut at the cap before its closing sentence;
labelled wrong by its last stated result rather than no_answer), s2s rec 72 ('<answer>8 rows of 5
stars</answer>': two numbers, the count asked first; labelled correct), cbb rec 13 (no number:
'Final Answer: You cannot eat any more chips from this bag ...'; labelled wrong rather than
no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/test.jsonl question that opens with the record's
question words (taken from the question stored in the file: yyfblock's `question`, cppywh's
`question`), checked equal to the file's own gold (yyfblock `gold`, cppywh `ground_truth`). MATH:
the KleistvonLiu problems' opening words are looked up in MATH-500 and none of the 20 problems read
here is there (the balls-in-boxes problem is keyed by its full text: its opening words also open a
different MATH-500 problem, whose answer is 3), so the file's own answer (its MATH test gold,
`ground_truth`) as transcribed.

Dead ends this round (searched, nothing usable): find_files 'eval_results/gsm8k_generations.jsonl'
(none); find_string '"completion": "<think>\nOkay, so I need to find' (none); find_repos
'grpo-gsm8k' (7: DavidBellamy, why015, KhuongBao, xiaooai, BrenchCC, Yeok-c already in builders;
demon2036/john-easydel-grpo-gsm8k-plugin not opened), 'grpo-qwen' (11; not opened for time:
JChangCL/grpo-qwen25-gsm8k-finetune, jwjohns/unsloth-GRPO-qwen2.5, BrenchCC/R1-GRPO-Qwen2.5-RL,
Man-in-the-Mirror-05/SFT-vs-GRPO-Qwen, Zhangpingui/GRPO-Qwen-experiment, Vincethevince/grpo-qwen0.5)
and 'math-grpo' (3; rayyy032/qwen-math-grpo-dapo, xsxmt0721/Qwen-Math-GRPO, ookkiou/qwen3-math-grpo
not opened). The search for new repositories was cut short by the deadline.

Leads for a later round: yyfblock s1_after_200steps from line 368 (offset 352000; 368 opens on the
page at 336000, read here; the file is 469761 characters, about 7 pages left); cppywh GRPO.json from
index 92 (offset 144000; 92 opens on the page at 128000, read here; one page left), Distill.json
from index 39 (offset 80000; 39 opens on the page at 64000), Base.json from index 45 (offset 80000;
45 opens on the page at 64000; index 37 across 48000/64000 not taken), Instruct-Think.json (still
unopened); KleistvonLiu page 2 (offset 32000) of steps 74-105, page 3 (offset 48000) of steps 106,
107, 109 and 74-105, and page 4 (offset 64000) of steps 108, 110 and 111; the unopened repositories
named under dead ends (JChangCL, rayyy032, xsxmt0721, ookkiou, demon2036); labrem best-of-n MATH
long CoT (not reached this round); codearky eval_outputs page 4; why015 baseline_sft tail300 from
line 128.

Usage: python build_public_heldout37.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout37.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout37.jsonl"
SOURCE = "public_heldout37"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9 and 20-33 took page 0 of "
    "rollout steps 1-130, rounds 33-36 page 1 of steps 74-105 and 112-130; this round page {} "
    "(offset {}) of step {}), rollout step {}, on MATH test problems; the record is one line's "
    "response (the text after the prompt's closing 'Assistant: <think>')"
)
KL_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>' (the file's prompt field)"
)

YB = "yyfblock/grpo-math"
YB_COMMIT = "f0c2582171fba80407557cdefa0c6342ddc8024a"
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template)"
)
S2_MODEL = (
    "Qwen/Qwen2.5-1.5B (base) after the repository's first GRPO smoke run s1_smoke_1.5b (the "
    "file name s1_after_200steps: the checkpoint after 200 steps), evaluated on GSM8K test in "
    "order with the repository's R1-style prompt (rounds 26-36 took lines up to 215, this round "
    "lines 216-367 from the pages at 208000-336000); the record is one line's completion (the "
    "text after the prompt's closing 'Assistant: <think>')"
)

CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (no LICENSE file in the index; the README claims no ownership of third-party "
    "models, data or course content)"
)
CY_EVAL = (
    "evaluated by the repository on the first 100 GSM8K test questions in order (results/"
    "protocol.json: greedy decoding, bfloat16, 2048 new tokens; round 36 took the first indices, "
    "this round index {}); the record is one `details` entry's response"
)
CY_GRPO = (
    "Qwen/Qwen3-1.7B-Base after the repository's GRPO run grpo-qwen3-1.7b-math (results/"
    "experiment_config.json: full-parameter, 500 steps, 8 generations, lr 5e-6, beta 0.001, "
    "GSM8K train, a 0/1 final-number reward), " + CY_EVAL
)
CY_BASE = "Qwen/Qwen3-1.7B-Base before training (the README's 'Base'), " + CY_EVAL
CY_DISTILL = (
    "the reference model the repository calls 'Distill' (a distilled reasoning model run with "
    "its own chat template; its model id is named neither in the README nor in protocol.json), "
    + CY_EVAL
)
CY_TEXT_PROMPT = (
    "the repository's plain-text solving prompt for Base and GRPO (README: 'Base和GRPO用同一纯文本"
    "提示'; the prompt text sits in mini_deepseek_r1_zero.ipynb, not read) with the GSM8K question"
)
CY_CHAT_PROMPT = (
    "the Distill model's own chat template with the GSM8K question (README: 'Distill和Instruct用"
    "各自chat模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

# short id -> (step, page); page 1 = offset 16000, 2 = 32000, 3 = 48000
KL_PAGES = {
    "k106b": (106, 1), "k107b": (107, 1), "k108b": (108, 1), "k109b": (109, 1), "k110b": (110, 1), "k111b": (111, 1),
    "k106c": (106, 2), "k107c": (107, 2), "k108c": (108, 2), "k109c": (109, 2), "k110c": (110, 2),
    "k111c": (111, 2), "k108d": (108, 3), "k110d": (110, 3), "k111d": (111, 3),
}  # fmt: skip


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


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
# fmt: off
SOURCES = {
    "s2s": ("s2s-qwen25-15b-grpo-smoke-after200-gsm8k", YB, "results/s1_after_200steps.jsonl",
            YB_COMMIT, S2_MODEL, YB_PROMPT, "think_answer", "gsm8k", "gold", NO_LICENCE),
    **{short: _kl(short) for short in KL_PAGES},
    "cgg": ("cgg-qwen3-17b-base-grpo-gsm8k", CY, "results/GRPO.json", CYC,
            CY_GRPO.format("50-91"), CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cdd": ("cdd-distill-gsm8k", CY, "results/Distill.json", CYC, CY_DISTILL.format("24-38"),
            CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cbb": ("cbb-qwen3-17b-base-gsm8k", CY, "results/Base.json", CYC,
            CY_BASE.format("29-32, 34-36 and 38-44"), CY_TEXT_PROMPT, "long_cot", "gsm8k",
            "ground_truth", CY_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
s2s:0|correct|tag|joined across the pages at 192000 and 208000; '<answer>44 hours</answer>' (a unit word)
s2s:1|wrong|tag|debatable: '$1980 - $2200 = -$220' and 'she will owe an additional $220'; '<answer>-$220</answer>' (the gold's magnitude with a minus sign for money owed; gold 220); labelled wrong
s2s:2|correct|tag|
s2s:3|correct|tag|
s2s:4|wrong|tag|'<answer>59</answer>' (gold 54)
s2s:5|correct|tag|'<answer>70 minutes</answer>' (a unit word)
s2s:6|correct|tag|
s2s:7|correct|tag|
s2s:8|correct|tag|'<answer>$20000</answer>' (a dollar sign)
s2s:9|correct|tag|'<answer>\n$180\n</answer>' (newlines and a dollar sign in the tag)
s2s:10|correct|tag|a one-line think block 'He will travel 6+3=9 days'
s2s:11|correct|tag|a plan in the think block and the working after '</think>' ('33.33 ≈ 33'); '<answer>33</answer>'
s2s:12|wrong|tag|'<answer>$11.25</answer>' (gold 9)
s2s:13|correct|tag|'</think>' after the first sentence and the working outside it; '<answer>1 hour</answer>'
s2s:14|wrong|tag|'<answer>42</answer>' (gold 21)
s2s:15|correct|stated|no answer tags; 'Answer: Mark pays $276,000 for everything.' then an invented turn opening 'User:'
s2s:16|correct|tag|'<answer>50 shells</answer>' (a unit word)
s2s:17|correct|tag|
s2s:18|wrong|tag|joined across the pages at 208000 and 224000; '<answer>20</answer>' (gold 12)
s2s:19|wrong|tag|a plan only, no value computed; '<answer>7</answer>' (gold 21)
s2s:20|correct|tag|'<answer>10 pizzas</answer>' (a unit word)
s2s:21|wrong|tag|'<answer>5</answer>' (gold 31)
s2s:22|correct|tag|'<answer>$90</answer>'
s2s:23|correct|tag|
s2s:24|correct|tag|
s2s:25|correct|tag|
s2s:26|wrong|tag|'<answer>5</answer>' (gold 6)
s2s:27|wrong|tag|'<answer>2</answer>' (gold 3)
s2s:28|wrong|tag|'<answer>1256.67</answer>' (gold 250)
s2s:29|wrong|tag|'24 - 27 = -3' then a 'correction'; '<answer>3</answer>' (gold 20)
s2s:30|wrong|tag|'<answer>18 fish</answer>' (gold 7)
s2s:31|correct|tag|'<answer>$27,000</answer>' (a dollar sign and a thousands comma)
s2s:32|correct|tag|'<answer>$32</answer>'
s2s:33|correct|tag|'<answer>$300</answer>'
s2s:34|wrong|tag|a plan only; '<answer>800 calories</answer>' (gold 5600)
s2s:35|correct|tag|joined across the pages at 224000 and 240000
s2s:36|correct|tag|
s2s:37|wrong|tag|ten think blocks and stray '</think>' lines; '<answer>24</answer>' (gold 73)
s2s:38|correct|tag|
s2s:39|correct|tag|
s2s:40|wrong|tag|'each stall gets 240 / 20 = 12 cows'; '<answer>8</answer>' (gold 192)
s2s:41|correct|tag|a sentence in the tag: '<answer>Brady has $45.00 in his piggy bank.</answer>'
s2s:42|correct|tag|debatable: the tag holds the whole working with three values ('8000 pounds', '2400 pounds'), the last '8000 - 2400 = 5600 pounds.'; labelled correct by its last result
s2s:43|correct|tag|'<answer> $6.00 </answer>' (spaces, a dollar sign, '.00')
s2s:44|wrong|tag|'<answer>100</answer>' (gold 168)
s2s:45|correct|tag|
s2s:46|correct|boxed|no think close and no tags; bullet working with display math; 'is \\boxed{62}.' (a bare box)
s2s:47|correct|tag|'<answer>270 marbles</answer>' (a unit word)
s2s:48|correct|tag|'<answer>11 - 3 = 8</answer>' (an equation whose result is the value asked)
s2s:49|correct|tag|
s2s:50|correct|tag|'<answer>$9,500</answer>'
s2s:51|wrong|tag|a sentence in the tag with '$38,000' (gold 118000)
s2s:52|wrong|tag|'<answer>63</answer>' (gold 91)
s2s:53|correct|tag|the question opens on the page at 240000, the completion wholly on 256000; '<answer> $1375 </answer>'
s2s:54|correct|tag|'<answer>4 </answer>'
s2s:55|correct|tag|the working never sums the three bags; '<answer>762</answer>'
s2s:56|wrong|tag|a plan only; '<answer>There are 24 windows in total between the houses.</answer>' (gold 20)
s2s:57|wrong|tag|'<answer> $6.00 </answer>' (gold 5)
s2s:58|wrong|tag|'<answer>630</answer>' (gold 315)
s2s:59|correct|tag|'<answer>$3200</answer>'
s2s:60|wrong|tag|a plan only; '<answer>140</answer>' (gold 138)
s2s:61|wrong|tag|'<answer>24</answer>' (gold 9)
s2s:62|correct|tag|'<answer>4 hours</answer>' (a unit word)
s2s:63|wrong|tag|'<answer>Insufficient information</answer>' (gold 40)
s2s:64|wrong|tag|'<answer>S = 15</answer>' (gold 6)
s2s:65|correct|tag|'<answer>$7</answer>'
s2s:66|correct|tag|
s2s:67|wrong|tag|'<answer>$225</answer>' (gold 195)
s2s:68|correct|tag|
s2s:69|correct|tag|joined across the pages at 256000 and 272000
s2s:70|correct|tag|
s2s:71|correct|tag|
s2s:72|correct|tag|debatable: '<answer>8 rows of 5 stars</answer>' (two numbers, the count asked first); labelled correct
s2s:73|correct|tag|'2000 / 75 ≈ 26.67' in the working
s2s:74|correct|tag|'<answer>16 hours</answer>' (a unit word)
s2s:75|correct|tag|
s2s:76|correct|tag|
s2s:77|wrong|tag|'<answer>$90</answer>' (gold 75)
s2s:78|correct|tag|
s2s:79|correct|tag|
s2s:80|correct|tag|
s2s:81|wrong|tag|'<answer>6 weeks</answer>' (gold 3)
s2s:82|correct|tag|five think blocks; '<answer>55</answer>'
s2s:83|no_answer|none|no tags; a repetition loop ('Carmen bids $250 for the 32nd price.') cut at the 700-token cap before any answer
s2s:84|wrong|tag|joined across the pages at 272000 and 288000; '<answer>John pays $721,800 a year for driving.</answer>' (gold 31800)
s2s:85|correct|tag|no '</think>'; 'The final answer is: <answer>78</answer>'
s2s:86|wrong|tag|'<answer>32</answer>' (gold 8)
s2s:87|correct|tag|'<answer> $15 </answer>'
s2s:88|wrong|tag|'<answer>900</answer>' (gold 1300)
s2s:89|wrong|tag|'<answer>$18,600</answer>' (gold 3200)
s2s:90|correct|tag|
s2s:91|wrong|tag|a plan only; '<answer>30</answer>' (gold 10)
s2s:92|wrong|tag|'<answer>2</answer>' (gold 16)
s2s:93|correct|tag|'Answer: You will save $6 ...' in the think block and the same sentence in the tag
s2s:94|correct|tag|
s2s:95|wrong|tag|'<answer>$750</answer>' (gold 2050)
s2s:96|wrong|tag|the eggs per day only; '<answer>13</answer>' (gold 91)
s2s:97|wrong|tag|'<answer>Quinn is 30 years old.</answer>' (a given of the question; gold 32)
s2s:98|correct|tag|'<answer>120,000</answer>' (a thousands comma)
s2s:99|wrong|tag|'<answer>21</answer>' (gold 30)
s2s:100|correct|tag|
s2s:101|correct|tag|joined across the pages at 288000 and 304000 (inside '<answe' / 'r>156')
s2s:102|correct|tag|'<answer>$12</answer>'
s2s:103|correct|tag|no '</think>'; 'Total number of children = 1223' then 'is 123.'; '<answer>123</answer>'
s2s:104|wrong|tag|the tag holds working ending 'the total number of poles required is 4 * 11.25 = 45 poles.' (gold 15)
s2s:105|wrong|tag|'<answer>27</answer>' (gold 8)
s2s:106|correct|tag|'<answer>$1</answer>'
s2s:107|wrong|tag|'<answer>4</answer>' (gold 9)
s2s:108|wrong|tag|'<answer>15</answer>' (gold 75)
s2s:109|correct|tag|
s2s:110|correct|tag|'<answer>$224,000</answer>'
s2s:111|wrong|tag|'<answer>24</answer>' (gold 14)
s2s:112|wrong|tag|'<answer>23</answer>' (gold 31)
s2s:113|correct|tag|
s2s:114|correct|tag|'<answer>14 lollipops</answer>' (a unit word)
s2s:115|correct|tag|'<answer>$31</answer>'
s2s:116|wrong|tag|'<answer>$2,600 more at Job A</answer>' (gold 8400)
s2s:117|correct|tag|
s2s:118|wrong|tag|joined across the pages at 304000 and 320000; '<answer> $150 </answer>' (gold 100)
s2s:119|correct|tag|'<answer>6 guns per person</answer>' (a unit phrase)
s2s:120|correct|tag|
s2s:121|correct|tag|'<answer>$72</answer>'
s2s:122|wrong|tag|'<answer>John ate 3 more hot dogs than Luke.</answer>' (John's total read as the difference; gold 1)
s2s:123|wrong|tag|'x = 63.33' rounded up; '<answer>64</answer>' (gold 60)
s2s:124|correct|tag|
s2s:125|wrong|stated|no answer tag; 'The answer is 6 balls.' after '</think>' (gold 4)
s2s:126|correct|tag|'<answer>260 pounds</answer>' (a unit word)
s2s:127|correct|tag|
s2s:128|correct|tag|'<answer>180,000</answer>' (a thousands comma)
s2s:129|correct|tag|
s2s:130|correct|tag|the tag holds the working, ending 'the restaurant's tables have a total of 310 legs.'
s2s:131|correct|tag|
s2s:132|wrong|tag|'<answer>$48</answer>' (gold 36)
s2s:133|correct|tag|'<answer>10</answer>' for a percentage asked
s2s:134|correct|tag|
s2s:135|wrong|tag|'</think>' then the working outside it; '<answer>7.5 hours</answer>' (gold 8)
s2s:136|correct|tag|joined across the pages at 320000 and 336000
s2s:137|wrong|tag|'X = $10.50'; '<answer>$10.50</answer>' (gold 21)
s2s:138|correct|tag|'<answer>20 hours</answer>' (a unit word)
s2s:139|wrong|tag|the earnings only; '<answer>275</answer>' (gold 45)
s2s:140|correct|tag|
s2s:141|wrong|tag|'<answer>Dean has $38 left.</answer>' (gold 21)
s2s:142|wrong|tag|'<answer>10</answer>' (gold 2)
s2s:143|wrong|tag|the spending counted as savings; '<answer>$5</answer>' (gold 20)
s2s:144|wrong|tag|'-$50' and '-30 gumballs' in the working; '<answer>40</answer>' (the gumball count given; gold 4)
s2s:145|correct|tag|
s2s:146|wrong|tag|'75 - 100 = -25 miles' in the working; '<answer>60</answer>' (gold 20)
s2s:147|wrong|tag|an addition slip '8 + 15 = 13'; '<answer>13</answer>' (gold 23)
s2s:148|correct|tag|'<answer>6 hours</answer>' (a unit word)
s2s:149|wrong|tag|'<answer>48</answer>' (gold 49)
s2s:150|wrong|tag|'<answer>There are 9 kids in the park.</answer>' (gold 18)
s2s:151|correct|tag|
k106b:0|wrong|tag|'<answer>1620</answer>' (gold 905)
k106b:1|wrong|tag|'<answer>27 </answer>' (gold 905)
k106b:2|wrong|tag|'<answer>182</answer>' (gold 905)
k106b:3|wrong|tag|'<answer>180 </answer>' (gold 905)
k106b:4|wrong|tag|the think block computes no total; '<answer>664</answer>' (gold 905)
k106b:5|wrong|tag|'$\\boxed{181}$' in the think block and '<answer>181</answer>' (gold 905)
k106b:6|wrong|tag|'<answer> $501$ </answer>' (gold 905)
k106b:7|wrong|tag|'1080 + 6 = 1086' in the think block, then '<answer>1886</answer>' (gold 905)
k107b:0|wrong|tag|the response wholly on page 1, the record opens on page 0; the tag holds the working, ending '\[\begin{pmatrix} 8.2 & -4.4 \\ 4.3 & -3.8 \end{pmatrix}.\]' (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k107b:1|wrong|stated|debatable: no think close and no tags; 'Thus, the matrix $\mathbf{M}$ is' (6, 2; 11/2, 2), Python with the output [[6. 2.] [5.5 2.]], then cut at the 1024-token cap inside 'is indeed \[\n\mathbf'; labelled wrong by its last stated result rather than no_answer (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k107b:2|correct|boxed|no think close and no tags; Python with the output [[ 5. -7.] [-2.  3.]], then '\(\boxed{\begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix}}\)'
k107b:3|wrong|tag|'<answer> $\begin{pmatrix} 2.2 & -7 \\ -2.2 & 2.8 \end{pmatrix}$ </answer>' (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k107b:4|wrong|tag|'<answer> \(\begin{pmatrix} 6 & 4 \\ 5 & 3 \end{pmatrix}\) </answer>' (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k107b:5|wrong|tag|no '</think>'; '<answer> $\begin{pmatrix} 4 & 3 \\ -\frac{20}{10} & \frac{1}{10} \end{pmatrix} $ </answer>' (gold \begin{pmatrix} 5 & -7 \\ -2 & 3 \end{pmatrix})
k106c:0|wrong|tag|no '</think>': the think block ends '\end{think}'; '<answer>1002</answer>' (gold 8)
k106c:1|wrong|tag|no '</think>': the think block ends '\]'; '<answer>6</answer>' (gold 8)
k106c:2|wrong|tag|'\boxed{0}' in the think block; '<answer>0</answer>' (gold 8)
k106c:3|wrong|tag|'<answer>2</answer>' (gold 8)
k106c:4|wrong|tag|'<answer>4008 </answer>' (gold 8)
k106c:5|wrong|tag|'<answer> 4013 </answer>' (gold 8)
k106c:6|wrong|tag|'<answer>2004</answer>' (gold 8)
k106c:7|wrong|tag|'<answer>4016016</answer>' (gold 8)
k107c:0|correct|tag|the response wholly on page 2, the record opens on page 1; '<answer> $\begin{pmatrix} 4 \\ -10 \end{pmatrix} $ </answer>' (a column vector)
k107c:1|wrong|tag|'<answer> $\begin{pmatrix} 8 \\ -38 \end{pmatrix}$ </answer>' (gold \begin{pmatrix} 4 \\ -10 \end{pmatrix})
k107c:2|wrong|tag|'<answer> $\begin{pmatrix} 8 \\ -38 \end{pmatrix}$ </answer>' (gold \begin{pmatrix} 4 \\ -10 \end{pmatrix})
k107c:3|wrong|tag|'<answer> $\begin{pmatrix} 8 \\ -38 \end{pmatrix}$ </answer>' (gold \begin{pmatrix} 4 \\ -10 \end{pmatrix})
k107c:4|correct|tag|'<answer> $\begin{pmatrix} 4 \\ -10 \end{pmatrix} $ </answer>'
k107c:5|wrong|tag|'<answer> $\begin{pmatrix} 8 \\ -38 \end{pmatrix}$ </answer>' (gold \begin{pmatrix} 4 \\ -10 \end{pmatrix})
k107c:6|correct|tag|'<answer> $\begin{pmatrix} 4 \\ -10 \end{pmatrix}$ </answer>'
k107c:7|wrong|tag|'<answer> $\begin{pmatrix} 8 \\ -38 \end{pmatrix} $ </answer>' (gold \begin{pmatrix} 4 \\ -10 \end{pmatrix})
k107c:8|correct|tag|
k107c:9|correct|tag|'<answer> 144 </answer>'
k108b:0|correct|tag|
k108b:1|correct|tag|'<answer> 1 </answer>'
k108b:2|correct|tag|
k108b:3|correct|tag|
k108b:4|correct|tag|
k108b:5|correct|tag|
k108b:7|wrong|tag|no '</think>': the think block ends '[/think]' after calling the triangle impossible; '<answer> 1095 </answer>' (gold 8)
k108b:8|wrong|tag|'<answer>1189</answer>' (gold 8)
k108b:9|wrong|tag|'$x = \boxed{272}$' in the think block; '<answer>272</answer>' (gold 8)
k108c:0|correct|boxed|joined across the pages at 16000 and 32000; no think close and no tags; Python with the output 8, then 'is \(\boxed{8}\).'
k108c:1|wrong|tag|'<answer>847</answer>' (gold 8)
k108c:2|wrong|tag|a leading space in the response; '<answer>516</answer>' (gold 8)
k108c:3|wrong|tag|'<answer>84</answer>' (gold 8)
k108c:4|wrong|tag|'<answer>1800</answer>' (gold 8)
k108c:5|correct|tag|
k108c:6|correct|tag|'1865_{10}' in the think block; '<answer>1865</answer>'
k108c:7|correct|tag|
k108c:8|wrong|tag|reads the number as hexadecimal ('12345_{16}'); '<answer>74565</answer>' (gold 1865)
k108c:9|correct|tag|
k108c:10|correct|tag|
k108d:0|correct|tag|joined across the pages at 32000 and 48000
k108d:1|correct|tag|
k108d:2|no_answer|none|no think close and no tags; Python with a SyntaxError and a timeout, cut at the 1024-token cap before any answer
k108d:3|wrong|tag|the working reaches '= 945' then 'is $\boxed{1215}$'; '<answer>1215</answer>' (gold 945)
k108d:4|wrong|boxed|no think close and no tags; '\( \boxed{63} \)' then an invented line 'Assistant: The smallest positive integer ... is \(\boxed{63}\).' (gold 945)
k109b:0|correct|tag|'<answer>$\frac{2}{3}$</answer>'
k109b:1|wrong|tag|'<answer> \frac{1}{2} </answer>' (gold \frac{2}{3})
k109b:2|wrong|tag|'\frac{6}{9} = \frac{2}{3}' midway, then '</trap>[/think]' and '<answer> $\boxed{\frac{1}{5}}$ </answer>' (a box inside the tag; gold \frac{2}{3})
k109b:3|wrong|tag|'<answer> 5/6 </answer>' (gold \frac{2}{3})
k109c:0|wrong|tag|the response wholly on page 2, the record opens on page 1; '$\boxed{\frac{3}{9} = \frac{1}{3}}$' in the think block; '<answer>1/3</answer>' (gold \frac{2}{3})
k109c:1|correct|tag|'<answer>$\frac{2}{3}$</answer>'
k109c:2|correct|tag|'<answer> $\frac{2}{3}$ </answer>'
k109c:3|correct|tag|
k109c:4|correct|tag|
k109c:5|correct|tag|
k109c:6|wrong|tag|'<answer> $\frac{8}{9}$ </answer>' (gold \frac{2}{3})
k109c:7|correct|tag|a typo 'x equal to $\frac{2}{3}$' in the think block; '<answer> $\frac{2}{3}$ </answer>'
k109c:8|wrong|tag|'<answer>−3</answer>' (a Unicode minus sign; gold \frac{2}{3})
k109c:9|wrong|tag|'<answer> $\frac{8}{9}$ </answer>' (gold \frac{2}{3})
k110b:0|wrong|tag|'<answer>2772</answer>' (gold 2664)
k110b:1|wrong|tag|'<answer>2772</answer>' (gold 2664)
k110b:2|correct|tag|
k110b:3|correct|tag|
k110b:4|correct|tag|
k110b:5|correct|tag|
k110b:6|correct|tag|
k110b:7|correct|tag|
k110b:8|correct|tag|
k110b:9|correct|tag|
k110b:10|correct|tag|
k110b:11|correct|tag|
k110c:0|correct|tag|the response wholly on page 2, the record opens on page 1
k110c:1|correct|tag|
k110c:2|correct|tag|
k110c:3|correct|tag|an align* block in the think block
k110c:4|correct|tag|
k110c:5|correct|tag|
k110c:6|wrong|tag|'<answer>15336</answer>' (gold 216)
k110c:7|wrong|tag|'<answer>1</answer>' (gold 216)
k110c:8|wrong|tag|'$\boxed{15336}$' in the think block; '<answer> 15336 </answer>' (gold 216)
k110d:0|wrong|tag|joined across the pages at 32000 and 48000; the tag holds the working, ending 'the greatest common divisor of $f(x)$ and $x$ is $2^3 \cdot 3^3 \cdot 71 = 15336$.' (gold 216)
k110d:1|wrong|tag|'<answer>15336</answer>' (gold 216)
k110d:2|wrong|tag|'<answer> 15336 </answer>' (gold 216)
k110d:3|wrong|tag|no '</think>': '$\boxed{648}$. [/think] <answer>648</answer>' (gold 216)
k110d:4|wrong|tag|'<answer>12</answer>' (gold 216)
k110d:5|wrong|tag|'2^5 = 32' then subtracts the empty boxes; '<answer>30</answer>' (gold 32)
k110d:6|wrong|tag|'<answer>30</answer>' (gold 32)
k110d:7|correct|tag|'<answer>32 </answer>'
k110d:8|correct|tag|'<answer>32 </answer>'
k110d:9|correct|tag|'<answer>32 </answer>'
k111b:0|wrong|tag|'<answer> \(\frac{6 \sqrt{3}}{7}\) </answer>' (gold \frac{12}{7})
k111b:1|wrong|tag|'<answer>0</answer>' (gold \frac{1}{4})
k111b:2|wrong|tag|'<answer>0</answer>' (gold \frac{1}{4})
k111b:3|wrong|tag|'<answer>0</answer>' (gold \frac{1}{4})
k111b:4|correct|tag|'<answer>$\frac{1}{4}$</answer>'
k111b:5|correct|tag|'<answer> $\frac{1}{4}$ </answer>'
k111b:6|correct|tag|'<answer> $\dfrac{1}{4}$ </answer>' (\dfrac)
k111b:7|correct|tag|'<answer> $\frac{1}{4}$ </answer>'
k111c:0|correct|tag|the response wholly on page 2, the record opens on page 1; '<answer> $\frac{1}{4}$ </answer>'
k111c:1|correct|tag|
k111c:2|correct|tag|
k111c:3|correct|tag|'105 ÷ 7 = 15' in the think block
k111c:4|correct|tag|
k111c:5|correct|tag|
k111c:6|correct|tag|
k111c:7|correct|tag|
k111c:8|correct|tag|'add 7 to 100, making it 107' in the think block; '<answer>105</answer>'
k111c:9|wrong|tag|'<answer>2007</answer>' (gold 2340)
k111d:0|wrong|tag|joined across the pages at 32000 and 48000; '\(\boxed{2}\)' in the think block; '<answer>2</answer>' (gold 2340)
k111d:1|wrong|boxed|no think close and no tags; Python with the output 2675, then '\(\boxed{2675}\)' (gold 2340)
k111d:2|wrong|tag|'\boxed{5341}' in the think block; '<answer>5341</answer>' (gold 2340)
k111d:3|wrong|boxed|no think close and no tags; Python with the output 2131, then '\(\boxed{2131}\)' (gold 2340)
k111d:4|wrong|boxed|'$a_{1000} = 2008 - 500 = \boxed{1508}$' then '</think>' and no answer tag (gold 2340)
k111d:5|wrong|boxed|no think close and no tags; an align* induction, then '\boxed{2007}' in display math (gold 2340)
cbb:0|correct|boxed|Python with the output 104, then '\(\boxed{104}\) dollars'
cbb:1|correct|stated|no box; 'Step 7: Therefore, Allen's age 10 years from now is 109 years.'
cbb:2|correct|boxed|a bare '\boxed{80}'
cbb:3|correct|stated|no box; 'So, John spends 35 hours a week taking care of dogs.'
cbb:5|correct|boxed|
cbb:6|correct|boxed|
cbb:7|correct|boxed|
cbb:8|correct|stated|no box; 'So, John runs at a speed of 10 miles per hour.'
cbb:9|wrong|boxed|'Walking speed = 4 \times 6 = 24' (the ratio inverted); '\boxed{108}' (gold 18)
cbb:10|correct|boxed|
cbb:11|correct|stated|no box; 'Polly could stand 200 feet outside of the reach of the dragon's flames'
cbb:12|wrong|stated|no box; '40 - 14 = 26 pieces' then rounds to whole pies; 'So, the guests took 24 pieces of pie.' (gold 26)
cbb:13|wrong|stated|debatable: no box and no number; 'Final Answer: You cannot eat any more chips from this bag ...' (gold 48); labelled wrong rather than no_answer
cbb:14|wrong|boxed|'Final answer: \boxed{30}' (gold 20)
cdd:0|correct|boxed|'\(\boxed{26}\) dollars'
cdd:1|correct|boxed|
cdd:2|correct|boxed|
cdd:3|correct|boxed|
cdd:4|correct|boxed|'\boxed{25 \text{ miles}}' (a unit inside the box)
cdd:5|wrong|boxed|an invented budget ('B + 99 = 100', 'Total shoe budget = \$100'); '\boxed{1}' (gold 104)
cdd:6|correct|boxed|
cdd:7|correct|boxed|joined across the pages at 48000 and 64000
cdd:8|correct|boxed|
cdd:9|correct|boxed|
cdd:10|correct|boxed|
cdd:11|correct|boxed|
cdd:12|correct|boxed|'\boxed{\$75.00}' (an escaped dollar sign and '.00' in the box)
cdd:13|wrong|boxed|'\frac{1}{3}' then 'it's likely that he has 1 lego set left'; '\boxed{1}' (gold 2)
cdd:14|correct|boxed|'hours' called miles in the working; '\boxed{10 \text{ miles per hour}}'
cgg:0|correct|boxed|
cgg:1|correct|boxed|a bare '\boxed{5}' on its own line
cgg:2|correct|boxed|
cgg:3|correct|boxed|
cgg:4|correct|boxed|
cgg:5|correct|boxed|
cgg:6|correct|boxed|
cgg:7|correct|boxed|
cgg:8|correct|boxed|
cgg:9|correct|boxed|
cgg:10|correct|boxed|joined across the pages at 80000 and 96000; a bare '\boxed{17}.'
cgg:11|correct|boxed|
cgg:12|wrong|boxed|'\boxed{100000}' (gold 25000)
cgg:13|correct|boxed|
cgg:14|correct|boxed|
cgg:15|correct|boxed|
cgg:16|wrong|boxed|'5 girls' basketball teams' per school; '\boxed{80}' (gold 48)
cgg:17|correct|boxed|
cgg:18|correct|boxed|
cgg:19|correct|boxed|
cgg:20|correct|boxed|joined across the pages at 96000 and 112000
cgg:21|correct|boxed|
cgg:22|correct|boxed|
cgg:23|correct|boxed|
cgg:24|correct|boxed|
cgg:25|wrong|boxed|'\boxed{7.5}' (gold 60)
cgg:26|correct|boxed|'4.909090\ldots' rounded up; '\boxed{5}'
cgg:27|correct|boxed|
cgg:28|correct|boxed|a bare '\boxed{6}' inside a sentence
cgg:29|correct|boxed|a bare '\boxed{70}.'
cgg:30|correct|boxed|
cgg:31|correct|boxed|
cgg:32|correct|boxed|
cgg:33|correct|boxed|
cgg:34|correct|boxed|
cgg:35|correct|boxed|'11 vacations' (years) in the working; '\boxed{44}'
cgg:36|correct|boxed|
cgg:37|wrong|boxed|'\$9,360' at year 3 then three more years; '\boxed{11520}' (gold 9360)
cgg:38|correct|boxed|
cgg:39|wrong|boxed|'12 \times 0.75 = 9'; '\boxed{18}' (gold 24)
cgg:40|correct|boxed|
cgg:41|correct|boxed|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
