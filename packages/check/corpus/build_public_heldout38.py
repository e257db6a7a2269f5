r"""Build public_heldout38.jsonl: a 38th held-out round of REAL model completions (issue 25).

Why: rounds 1-37 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (reward, r_format, r_answer, format_ok, correct, pred,
metrics, format_reward, answer_reward, predicted, parse_source, fallback_prediction, final_answer,
verifier_outputs, observed_reward, independent_correctness and the like) were not used to label.

Method (rounds 3-37's): model output committed to public GitHub repositories, read through the
public-code index (16,000-character pages), transcribed record by record exactly as the page shows
it. `r` is the record's text at file level and `enc` = `json`: the file's JSON string (decoded once
more by the build). The helper pasted each completion's string as the read_file answer displays it
(the page text JSON-escaped once more) into scratch files, one record a line, and a small script
decoded that display form once into the file-level string (`r`) and checked that `r` decodes; no
record was re-encoded or retyped from its decoded form (one scratch file, k109d recs 0-2, was first
pasted one escape level short; its backslashes other than the '\n' / '\r\n' escapes were doubled
by script back to the display form and the decoded texts checked against the page by eye). A
record is taken only when its whole completion lies on the pages read; a completion crossing the
edge between two consecutive pages that were both read was joined at the edge (s2s recs 17, 35,
70, 87, 105 = s1_after_200steps lines 386, 404, 439, 456, 474 across the pages at 352000/368000,
368000/384000, 400000/416000, 416000/432000, 432000/448000). Records whose opening fields (prompt,
question) lie on an earlier page and whose completion lies wholly on the page read were taken as
read (KleistvonLiu k106d rec 0, k106e rec 0, k107d rec 0, k109d rec 0, k109e rec 0, k110f rec 0,
k106f rec 0); sqq recs 9 and 14 have their responses on the pages at 16000 and 32000 and their
question and reference on the next page, also read. Not joined: KleistvonLiu step 107 q4 r6 across
48000/64000 (the page edge falls inside a '\\times' escape and the two page texts do not meet
cleanly), step 111 q5 r1 across 64000/80000 and q3 r7 across 48000/64000, step 108 q4 r3 (its
start on the page at 48000, read by round 37, not re-read). Not transcribed: sreerevanth
qualification-smollm lines 7, 9 and 11 (repetition loops, 'John bought 15 eBook readers less than
Anna did.' cut at the 512-token cap, '$40 = 8' about 24 times, 'Final answer: Goldfish = 5
teaspoons' cut at the cap; the loops could not be counted reliably by hand). Nothing is
shortened. Every completion was compared (whitespace-normalised) with every completion of rounds
1-37: none repeats an earlier round's completion, and no two completions kept in this round are
equal.

Repositories (257 records): yyfblock/grpo-math 115 (44.7 %), KleistvonLiu/assignment5-alignment
91 (35.4 %), cppywh/mini-deepseek-r1-zero 27 (10.5 %), sreerevanth/robust-reasoning-rl 24 (9.3 %,
NEW to the corpus: `grep -l sreerevanth build_public_heldout*.py` finds none). Licences:
sreerevanth MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512, 'Copyright (c) 2026 Robust
Reasoning RL contributors'); no licence file was found for the other three in the index (cppywh's
README says only that it claims no ownership of third-party models, data or course content);
`licence` per record. Every file-and-page read here is one no earlier round used: yyfblock
s1_after_200steps from offset 352000, cppywh Distill.json from 80000 and Base.json from 80000 are
round 37's leads; cppywh Instruct-Think.json (page 0) was still unopened; KleistvonLiu page 3
(offset 48000) of steps 106, 107, 109 and pages 4-5 (offsets 64000, 80000) of steps 106-111 are
round 37's leads or continue them and are in no builder (`grep -l rollout_step_000106
build_public_heldout*.py` and so on: only round 37, for pages 1-3 of 108/110/111 and pages 1-2 of
106/107/109); sreerevanth is new.

Split: think_answer 206 (GSM8K 115, MATH 91), long_cot 51 (GSM8K 51, MATH 0); GSM8K 166, MATH 91
(35.4 %). Truths: correct 139, wrong 114, no_answer 4 (GSM8K 87 / 76 / 3, MATH 52 / 38 / 1;
think_answer 109 / 96 / 1, long_cot 30 / 18 / 3); 13 debatable (s2s recs 56, 86, 92, 98; k106f rec
0; k107d rec 9; k108e rec 2; k109d recs 1, 3; k109e rec 1; k111f rec 1; cdd rec 3; cit rec 0).

Selection (records as they come, not by how hard they look; each file read from the offset named, in
file order; every record whose completion lies on the pages read taken unless said):
* yyfblock/grpo-math (Qwen2.5-1.5B after a GRPO smoke run; think_answer, GSM8K test in order, the
  question stored; key 'line N' counts the file's lines as round 37 did, line N = GSM8K test
  question N-1): s2s = results/s1_after_200steps.jsonl lines 369-483 (pages at 352000-448000; 368
  opens on the page at 336000, read by round 37, and was not joined; 386, 404, 439, 456, 474
  joined; the page at 448000 holds lines 474-493 and the helper stopped at the record boundary
  after line 483 for time: lines 484-493 are left for a later round). Forms: '<answer>$320</answer>',
  '<answer>\n15\n</answer>', '<answer> $18 </answer>', '$2.00', '$10,550', '$0.84' for cents,
  '20%', '110%', '4th', '1/9 hour/day', unit words ('90 kg', '48 pieces', '84 grains', '-10
  degrees Fahrenheit'), equations in the tag ('12.8 x 5/2 = 32 hectares', '24000 + 18000 =
  32000', '120 + 20 + 5 * 5 = 175'), sentences in the tag ('Tim spent a total of $1110.'), the
  working inside the tag (recs 17, 46, 106), '</think>' early with the working after it, several
  think blocks, no '</think>', an unclosed '<answer>' at the end (rec 56), '<answer>' blocks each
  closed by '</think>' (rec 98), no answer tags with a closing sentence (rec 24), '<br>' and GSM8K
  '<<...>>' calculator notes in the working.
* KleistvonLiu/assignment5-alignment (Qwen2.5-Math-1.5B in its GRPO run grpo_full_mathv2, R1-Zero
  prompt; think_answer, MATH test problems, file gold): outputs/grpo_full_mathv2/rollout_step_0001NN/
  rollouts.jsonl, page 3 (offset 48000) of steps 106 (q3 r0-7, q4 r0 = k106d), 107 (q3 r2-7, q4
  r0-5 = k107d), 109 (q3 r0-4 = k109d); page 4 (offset 64000) of steps 106 (q4 r1-7 = k106e), 107
  (q4 r7, q5 r0-7, q6 r0-1 = k107e), 108 (q4 r4-6 = k108e), 109 (q3 r5-7, q4 r0-3 = k109e), 110 (q5
  r5-7, q6 r0-4 = k110e), 111 (q4 r0-7, q5 r0 = k111e); page 5 (offset 80000) of steps 106 (q5
  r0-5 = k106f), 110 (q6 r5-7, q7 r0-5 = k110f), 111 (q5 r2-6 = k111f). The rollout crossing into
  the next page was not taken. Forms: '<answer>60 degrees</answer>', '<answer> $1331_{5}$
  </answer>', '<answer> \frac{11}{66} </answer>', '-250/9', '$-250/9$', '<answer>14,044 </answer>'
  (a thousands comma for gold 14), '<answer>10,202</answer>', '<answer> $\textbf{(D)}\ 10$</answer>',
  the working inside the tag ('= \frac{1}{42}$', '$\frac{3+\sqrt{3}}{\pi}$, so $a + b + c = ... =
  7$.'), '<answer> $\boxed{\text{No real solutions}}$ </answer>', no '</think>' before the tag,
  '\</think>', 'Answer: 1,4</answer>', no tags with Python then '\boxed{-2, 7}' or a four-value
  box, responses cut at the 1024-token cap (k108e rec 2, k109d recs 1, 3, k109e recs 0, 1, k106f
  rec 0, a derivation repeated until the cap).
* cppywh/mini-deepseek-r1-zero (GSM8K test questions in order, greedy decoding, 2048 new tokens
  (results/protocol.json); long_cot; the record is one `details` entry's response): cdd =
  results/Distill.json index 40-53 (pages at 80000 and 96000; 39 opens on the page at 64000, read
  by round 37, and was not joined; 54 crosses into 112000); cbb = results/Base.json (Qwen3-1.7B-Base
  before training) index 46-56 (page at 80000; 45 opens on the page at 64000, read by round 37,
  not joined; 57 crosses into 96000); cit = results/Instruct-Think.json index 0-1 (page 0; 2 crosses
  into 16000). Forms: '\boxed{800\ \text{feet}}', '\boxed{47.6 \, \text{g}}', '\boxed{\$20.00}'
  after a think block that says '$0.00', '\boxed{5 \text{ hours}}', '\(\boxed{40}\) dollars more',
  no box and a closing sentence (Base), an R1-style think block cut at the 2048-token cap (cit rec
  0), a box inside the think block's '**Final Answer**' and '$$\boxed{3}$$' after it (cit rec 1).
* sreerevanth/robust-reasoning-rl (NEW; long_cot; GSM8K questions the repository calls
  'gsm8k-validation' (found in gsm8k/train.jsonl); one sample each, on CPU, at most 512 new tokens;
  the record is one line's `response`): sqq = experiments/final/artifacts/qualification-qwen/
  generations.jsonl lines 1-16 (pages at 0-48000, the whole file); sqs = experiments/final/
  artifacts/qualification-smollm/generations.jsonl lines 1-6, 8, 10 (pages at 0 and 16000; 7, 9,
  11 not transcribed, see above; 12 crosses into 32000). Forms: '\boxed{x + 27}', '**Final
  answer:** 4 second graders.', 'Final answer: The number is 33.', 'Final answer: 82' in a code
  fence, a bare '\boxed{64}', bold closing values ('**160 minutes**', '**\$2220**'), 'Final answer:
  <answer>9</answer>.', '#### 72' then 'The answer is: 72', two 'Final answer:' lines, responses cut
  at the cap (sqq recs 4, 14).

Label conventions (round 37's): the last final answer counts; a hedge between values is wrong; a
response cut before any final answer is no_answer (sqq recs 4, 14, cit rec 0, k106f rec 0); equal
in value but written differently is correct (a unit word or unit inside the box or tag, a '$' sign,
'$2.00' for 2, '20%' for a percentage asked, '-250/9' or '$-\frac{250}{9}$' for '-\frac{250}{9}',
an equation or sentence whose result is the value asked, a base-5 numeral with its subscript where
the gold is that numeral, a solution set in another order); another quantity is wrong (a thousands
comma makes '14,044' fourteen thousand, not 14); in the tag format the `<answer>` content is the
final answer whatever the think block says, and where the tag holds the working its last result
counts; with no answer tag the completion is labelled by its last box or last stated result;
malformed tags do not change which answer counts. Debatable this round: s2s rec 56 (an unclosed
'<answer>' holding 'Therefore, the total number of employees that can join the day trip is 570.';
correct), s2s rec 86 ('240 apples' right by the question's words; GSM8K's gold 150 reads 'each eat
4' as 4 + 1; labelled wrong against the gold), s2s rec 92 ('$0.84' where cents are asked; correct),
s2s rec 98 ('100 cents more' for gold $1, in '<answer>' blocks closed by '</think>'; correct),
k106f rec 0 (a derivation repeated to the cap, no value kept; no_answer), k107d rec 9 ('$1331_{5}$'
for 1331; correct), k108e rec 2, k109d rec 1, k109e rec 1 (cut at the cap after a wrong stated
result; wrong, as round 37's k107b rec 1), k109d rec 3 (cut at the cap while checking after 'x = 7
and x = -2'; correct), k111f rec 1 (a wrong ratio, then 'a + b + c = 3 + 3 + 1 = 7' equal to the
gold; correct by its last result), cdd rec 3 ('\boxed{47.6 \, \text{g}}' for 48; wrong), cit rec 0
(cut inside the think block after saying 'So, the answer is $18.' more than once; no_answer).

Golds: GSM8K = the `####` value of the one gsm8k/{test,train}.jsonl question that opens with the
record's question words (taken from the question stored in the file: yyfblock's `question`,
cppywh's `question`, sreerevanth's metadata `question`), checked equal to the file's own gold
(yyfblock `gold`, cppywh `ground_truth`, sreerevanth `reference`); yyfblock and cppywh questions are
in gsm8k/test.jsonl, sreerevanth's in gsm8k/train.jsonl. MATH: the KleistvonLiu problems' opening
words are looked up in MATH-500; none of the 17 problems read here is there (the balls-in-boxes
problem is keyed by its full text, as in round 37), so the file's own answer (its MATH test gold,
`ground_truth`) as transcribed.

Dead ends this round (searched or opened, nothing usable): JChangCL/grpo-qwen25-gsm8k-finetune (no
completions in the index: scripts, reports, results.csv), rayyy032/qwen-math-grpo-dapo
(results/base_baseline.json and ablation_results.json: metrics only), xsxmt0721/Qwen-Math-GRPO
(grpo_logs/*/test_results.json metrics only; ref_logs predictions.jsonl already round 18's, pages
0-1), ookkiou/qwen3-math-grpo and demon2036/john-easydel-grpo-gsm8k-plugin (code only);
find_repos 'r1-zero' (15; not opened for time), 'gsm8k-rl' (fuoyou already round 32's;
Saad1926Q/gsm8k-rl: graphs only), 'reasoning-rl' (12; fadibenz/llm-alignment-reasoning-RL and
hd322/Alignment_and_Reasoning-RL: code, data and summaries only; sreerevanth opened and used);
find_string 'qualification-qwen' (no model id found quickly).

Leads for a later round: yyfblock s1_after_200steps from line 484 (on the page at 448000, read
here; the file is 469761 characters, one page left at 464000); sreerevanth
qualification-smollm/generations.jsonl from line 12 (offset 32000, the last page; lines 7, 9, 11
are loops), the two parser-audit/generations.jsonl files (check for repeats of these responses),
and the many experiments/phase2/artifacts/*/evaluation/generations.jsonl (noised GSM8K
'level-0.2/0.4': check the question text against GSM8K before taking); cppywh Distill.json from
index 54 (offset 112000), Base.json from index 57 (offset 96000), Instruct-Think.json from index 2
(offset 16000; 627554 characters, 44 of 100 cut at the cap), GRPO.json from index 92 (offset
144000); KleistvonLiu page 3 (offset 48000) of steps 74-105, page 5 (offset 80000) of steps 107,
108, 109 and page 6 (offset 96000) of steps 106, 110, 111; find_repos 'r1-zero' hits not opened
(joecummings/r1-zero, shreyshahi/r1-zero-test, SkAndMl/llama-r1-zero, ahxt/mini-r1-zero,
zdfb/toy-r1-zero, troy12x/understand-r1-zero) and 'reasoning-rl' hits not opened
(tanzelin430/Mathematical-Reasoning-RL-Scaling-Law, vukrosic/reasoning-rl,
jeffxtang/reasoning-rl-llm, Tieumi221E/dllm-reasoning-rlvr).

Usage: python build_public_heldout38.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout38.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout38.jsonl"
SOURCE = "public_heldout38"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

KL, KLC = "KleistvonLiu/assignment5-alignment", "3368ea6d12043782bbaa74f2ce4330e18720a046"
KL_MODEL = (
    "Qwen2.5-Math-1.5B (model/Qwen2.5-Math-1.5B per scripts/run_grpo_experiment.py, as round 9 "
    "read it) in the repo's GRPO run outputs/grpo_full_mathv2 (reinforce_with_baseline, lr "
    "1e-5, T=1.0, 1024 new tokens, 8 rollouts a problem; rounds 9-37 took pages 0-3 of various "
    "steps; this round page {} (offset {}) of step {}), rollout step {}, on MATH test problems; "
    "the record is one line's response (the text after the prompt's closing 'Assistant: <think>')"
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
    "order with the repository's R1-style prompt (rounds 26-37 took lines up to 367, this round "
    "lines 369-483 from the pages at 352000-448000); the record is one line's completion (the "
    "text after the prompt's closing 'Assistant: <think>')"
)

CY, CYC = "cppywh/mini-deepseek-r1-zero", "53bedfc33a90d0c92a0cf02bcaf7bdcc5ca3a3d6"
CY_LICENCE = (
    "none found (no LICENSE file in the index; the README claims no ownership of third-party "
    "models, data or course content)"
)
CY_EVAL = (
    "evaluated by the repository on the first 100 GSM8K test questions in order (results/"
    "protocol.json: greedy decoding, bfloat16, 2048 new tokens; this round index {}); the record "
    "is one `details` entry's response"
)
CY_DISTILL = (
    "the reference model the repository calls 'Distill' (a distilled reasoning model run with "
    "its own chat template; its model id is named neither in the README nor in protocol.json), "
    + CY_EVAL
)
CY_INSTRUCT = (
    "the model the repository calls 'Instruct-Think' (an instruct model run in thinking mode with "
    "its own chat template; results/Instruct-Think.json, 44 of 100 responses cut at the cap; its "
    "model id is not named in the file), " + CY_EVAL
)
CY_BASE = "Qwen/Qwen3-1.7B-Base before training (the README's 'Base'), " + CY_EVAL
CY_TEXT_PROMPT = (
    "the repository's plain-text solving prompt for Base and GRPO (README: 'Base和GRPO用同一纯文本"
    "提示'; the prompt text sits in mini_deepseek_r1_zero.ipynb, not read) with the GSM8K question"
)
CY_CHAT_PROMPT = (
    "the model's own chat template with the GSM8K question (README: 'Distill和Instruct用各自chat"
    "模板'; the exact user text sits in mini_deepseek_r1_zero.ipynb, not read)"
)

SR, SRC = "sreerevanth/robust-reasoning-rl", "d3fe082b60db7176d5f30648a31877becd8ac9b4"
SR_LICENCE = "MIT (LICENSE at f14cca968197e3ca34151ff4dd3a285df3e08512)"
SR_MODEL = (
    "the Qwen model of the repository's candidate qualification (folder qualification-qwen, "
    "'Original and audited Qwen outputs' in its docs; the exact model id sits in "
    "experiments/final/qualification/candidates.json, not read), one sample per question "
    "(sample_index 0) on CPU with at most 512 new tokens (metadata: generated_tokens, finish_reason, device cpu), "
    "on GSM8K questions the repository calls 'gsm8k-validation' (from GSM8K train); the record is "
    "one line's `response`"
)
SR_MODEL_SMOL = SR_MODEL.replace(
    "the Qwen model of the repository's candidate qualification (folder qualification-qwen, "
    "'Original and audited Qwen outputs' in its docs;",
    "the SmolLM model of the repository's candidate qualification (folder qualification-smollm;",
)
SR_PROMPT = (
    "the repository's own GSM8K prompt (about 100 prompt tokens per question per the metadata; "
    "the template sits in the repository's code, not read)"
)

# short id -> (step, page); page 3 = offset 48000, 4 = 64000, 5 = 80000
KL_PAGES = {
    "k106d": (106, 3), "k107d": (107, 3), "k109d": (109, 3), "k106e": (106, 4), "k108e": (108, 4),
    "k107e": (107, 4), "k110e": (110, 4), "k111e": (111, 4), "k109e": (109, 4), "k106f": (106, 5), "k110f": (110, 5),
    "k111f": (111, 5),
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
    "cdd": ("cdd-distill-gsm8k", CY, "results/Distill.json", CYC, CY_DISTILL.format("40-53"),
            CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "cit": ("cit-instruct-think-gsm8k", CY, "results/Instruct-Think.json", CYC,
            CY_INSTRUCT.format("0-1"), CY_CHAT_PROMPT, "long_cot", "gsm8k", "ground_truth",
            CY_LICENCE),
    "cbb": ("cbb-qwen3-17b-base-gsm8k", CY, "results/Base.json", CYC, CY_BASE.format("46-56"),
            CY_TEXT_PROMPT, "long_cot", "gsm8k", "ground_truth", CY_LICENCE),
    "sqs": ("sqs-smollm-qualification-gsm8k", SR,
            "experiments/final/artifacts/qualification-smollm/generations.jsonl", SRC,
            SR_MODEL_SMOL, SR_PROMPT, "long_cot", "gsm8k", "reference", SR_LICENCE),
    "sqq": ("sqq-qwen-qualification-gsm8k", SR,
            "experiments/final/artifacts/qualification-qwen/generations.jsonl", SRC, SR_MODEL,
            SR_PROMPT, "long_cot", "gsm8k", "reference", SR_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
s2s:0|wrong|tag|'Erin's total points = 14 - 14'; '<answer>0</answer>' (gold 18)
s2s:1|wrong|tag|'444 * 1/4 = 111 officers' then '11 * $12'; '<answer>1208</answer>' (gold 1198)
s2s:2|correct|tag|'<answer>$320</answer>' (a dollar sign)
s2s:3|wrong|tag|'</think>' before the sum, the working after it; '<answer>48</answer>' (gold 50)
s2s:4|correct|tag|
s2s:5|correct|tag|'<answer>$240000</answer>'
s2s:6|wrong|tag|'<answer>90 kg</answer>' (gold 45)
s2s:7|correct|tag|'<answer>48 pieces</answer>' (a unit word)
s2s:8|correct|tag|
s2s:9|wrong|tag|'<answer>40</answer>' (gold 50)
s2s:10|correct|tag|'<answer>\n15\n</answer>' (newlines in the tag)
s2s:11|correct|tag|
s2s:12|wrong|tag|a plan only; '<answer>$628.09</answer>' (gold 803)
s2s:13|correct|tag|'×' in the working
s2s:14|wrong|tag|the working stops before the total; '<answer>270</answer>' (gold 350)
s2s:15|wrong|tag|'<answer> $18 </answer>' (gold 2)
s2s:16|correct|tag|an equation in the tag: '<answer>12.8 x 5/2 = 32 hectares</answer>'
s2s:17|correct|tag|joined across the pages at 352000 and 368000; the tag holds six numbered steps, the last '13 girls + 3 teachers = 16 people.'
s2s:18|correct|tag|
s2s:19|correct|tag|'<answer>$36</answer>'
s2s:20|correct|tag|
s2s:21|wrong|tag|'The final answer is $48.' in the think block; '<answer>$48</answer>' (gold 6)
s2s:22|correct|tag|'<answer>12 inches</answer>' (a unit word)
s2s:23|wrong|tag|the working reaches '90 - 75 = 15'; '<answer>5</answer>' (gold 15)
s2s:24|wrong|stated|no answer tags; a plan in the think block, the working after '</think>'; 'Tim saves $32 by cancelling his $60 cable package.' (gold 34)
s2s:25|correct|tag|'<answer>20%</answer>' (a percent sign for the percentage asked)
s2s:26|wrong|tag|'<answer>56 books</answer>' (gold 92)
s2s:27|wrong|tag|'<answer>34</answer>' (gold 38)
s2s:28|wrong|tag|'<answer>5</answer>' (gold 3)
s2s:29|correct|tag|'<answer>25 days</answer>' (a unit word); '÷' in the working
s2s:30|wrong|tag|'<answer>174</answer>' (gold 168)
s2s:31|correct|tag|'Alice is 30 + 5 = 35 years old.' (Beth named Alice) in the working
s2s:32|correct|tag|'<answer>48 calories</answer>' (a unit word)
s2s:33|wrong|tag|'<answer>$62400</answer>' (gold 14400)
s2s:34|correct|tag|
k106d:0|correct|tag|the prompt opens on the page at 32000, the response wholly on 48000; '<answer>60</answer>' (gold 60^\circ)
k106d:1|correct|tag|
k106d:2|correct|tag|
k106d:3|correct|tag|'Answer: 60 degrees.' in the think block; '<answer>60 degrees</answer>' (a unit word)
k106d:4|correct|tag|
k106d:5|correct|tag|a muddled 'tangent line' paragraph; '<answer>60</answer>'
k106d:6|correct|tag|
k106d:7|correct|tag|
k106d:8|wrong|tag|'<answer> $\frac{1}{20}$ </answer>' (gold \dfrac{11}{180})
k106e:0|wrong|tag|the prompt opens on the page at 48000, the response wholly on 64000; '<answer> $\frac{23}{315}$ </answer>'
k106e:1|wrong|tag|'<answer> \frac{11}{66} </answer>' (no math delimiters)
k106e:2|wrong|tag|'<answer> $\frac{11}{126}$ </answer>'
k106e:3|wrong|tag|'<answer> $\frac{119}{2520}$ </answer>'
k106e:4|wrong|tag|'8/7' then corrections; '<answer> 2/5 </answer>'
k106e:5|wrong|tag|the tag holds the working, the last result '= \frac{1}{42}$'
k106e:6|wrong|tag|'<answer> $\frac{8}{15}$ </answer>'
s2s:70|correct|tag|joined across the pages at 400000 and 416000; '<answer>$2.00</answer>' (gold 2)
s2s:71|wrong|tag|'<answer>16 minutes</answer>' (gold 17)
s2s:72|wrong|tag|'<answer>84 feet</answer>' (gold 98)
s2s:73|correct|tag|
s2s:74|wrong|tag|'6 degrees' then '- 2 degrees'; '<answer>53 degrees</answer>' (gold 49)
s2s:75|wrong|tag|'<answer>39 minutes</answer>' (gold 59)
s2s:76|correct|tag|
s2s:77|wrong|tag|'$30 - $24 = $16'; '<answer>$16</answer>' (gold 6)
s2s:78|correct|tag|
s2s:79|correct|tag|'235 - 240 = -5' then 'Joey is now winning by 5 points.'; '<answer>5</answer>'
s2s:80|wrong|tag|'<answer>$622</answer>' (gold 539)
s2s:81|correct|tag|'<br>' tags in the working
s2s:82|wrong|tag|'<answer>5</answer>' (gold 4)
s2s:83|wrong|tag|'$65 * 170 = $10,550'; '<answer>$10,550</answer>' (gold 11050)
s2s:84|correct|tag|
s2s:85|wrong|tag|GSM8K-style '<<...>>' calculator notes in the working; '<answer>8800</answer>' (gold 6400)
s2s:86|wrong|tag|debatable: '<answer>240 apples</answer>' (gold 150: the GSM8K solution reads 'each eat 4' as 4 + 1 a day; 240 is right by the question's words); labelled wrong against the gold
k106f:0|no_answer|none|debatable: no tags; the same derivation ('14x = 51', '14x = 73', each rejected as not an integer) repeated until the 1024-token cap; no value kept; labelled no_answer (gold 9)
k106f:1|wrong|tag|'\boxed{20}' in the think block; '<answer>8</answer>' (gold 9)
k106f:2|wrong|tag|'<answer> $\textbf{(D)}\ 10$</answer>' (a choice letter with its value; gold 9)
k106f:3|correct|tag|'x = 24' rejected, then 'PC = 9'; '<answer>9</answer>'
k106f:4|correct|tag|'x = 21' then 'So, \(PC = 9\). \</think>' (a backslash before the closing tag); '<answer>9</answer>'
k106f:5|wrong|tag|'<answer>7</answer>' (gold 9)
s2s:87|wrong|tag|joined across the pages at 416000 and 432000; '160 bags' then '60 bags * $12/bag = $720'; '<answer>$720</answer>' (gold 1920)
s2s:88|wrong|tag|'<answer>48</answer>' (gold 78)
s2s:89|correct|tag|
s2s:90|wrong|tag|a plan only; '<answer>13.89</answer>' (gold 35)
s2s:91|wrong|tag|'4500 / 2250 = 18 trips'; '<answer>18 trips</answer>' (gold 2)
s2s:92|correct|tag|debatable: the question asks for cents; '<answer>$0.84</answer>' (the same amount in dollars; gold 84); labelled correct
s2s:93|correct|tag|
s2s:94|correct|tag|'<answer>$71</answer>'
s2s:95|correct|tag|'<answer>$18</answer>'
s2s:96|wrong|tag|'<answer>4th</answer>' (an ordinal; gold 6)
s2s:97|correct|tag|
s2s:98|correct|stated|debatable: three '<answer>' openings each closed by '</think>', no '</answer>'; the last 'Kelly paid 900 - 800 = 100 cents more than Becky.' (the gold's $1 in cents; gold 1); labelled correct
s2s:99|correct|tag|
s2s:100|wrong|tag|'<answer>90</answer>' (gold 120)
s2s:101|correct|tag|
s2s:102|correct|tag|two '</think>' lines, the working between them; '<answer> $3 </answer>'
s2s:103|wrong|tag|'(1/3) * 240 = 73.33'; '<answer>73 pencils</answer>' (gold 80)
s2s:104|correct|tag|no '</think>'; a sentence in the tag: '<answer> Matt needs to eat 6 carrot sticks.</answer>'
sqs:6|wrong|stated|'Final answer: 6.' (gold 18)
sqs:7|wrong|stated|'Final answer: 49,500 televisions.' (gold 477)
k110f:0|correct|tag|the prompt opens on the page at 64000, the response wholly on 80000; 'π' and 'θ' as Unicode in the working
k110f:1|correct|tag|
k110f:2|correct|tag|'<answer>$10$</answer>'
k110f:3|wrong|tag|'Answer: 60.' in the think block; '<answer>60</answer>' (gold 36)
k110f:4|correct|tag|
k110f:5|wrong|tag|'<answer>60 </answer>' (gold 36)
k110f:6|correct|tag|a leading space; '<answer> 36 </answer>'
k110f:7|correct|stated|no answer tag: 'Answer: The smallest possible value of the sum is 36.</think>'
k110f:8|wrong|tag|'26, which is divisible by three'; '<answer> 26 </answer>' (gold 36)
k111f:0|correct|tag|'\boxed{7}' in the think block, then '<answer>7</answer>'
k111f:1|correct|tag|debatable: the tag holds a wrong ratio and its sum: '<answer> $\frac{3+\sqrt{3}}{\pi}$, so $a + b + c = 3 + 3 + 1 = 7$.</answer>' (the last result equals the gold 7); labelled correct by its last result
k111f:2|wrong|tag|'<answer> $4$ </answer>' (gold 7)
k111f:3|wrong|tag|'<answer>$5$</answer>' (gold 7)
k111f:4|wrong|tag|'<answer>4 </answer>' (gold 7)
s2s:105|wrong|tag|joined across the pages at 432000 and 448000; '(132 / 120) * 100 = 110%'; '<answer>110%</answer>' (gold 10)
s2s:106|correct|tag|no '</think>'; the tag holds the working, the last result 'x = 79.98' rounded: 'Therefore, there are 80 students at that grade level.'
s2s:107|wrong|tag|'<answer>1/9 hour/day</answer>' (gold 20)
s2s:108|correct|tag|
s2s:109|correct|tag|'32 - 12 = -9' then 'Let's try again.' and '32 - 12 = 20'; '<answer>20</answer>'
s2s:110|correct|tag|the working stops before the sum; '<answer>621</answer>'
s2s:111|correct|tag|'<answer>$15400</answer>'
s2s:112|correct|tag|
s2s:113|correct|tag|'<answer>84 grains</answer>' (a unit word)
s2s:114|correct|tag|'<answer>$26</answer>'
k107d:0|correct|tag|the prompt opens on the page at 32000, the response wholly on 48000
k107d:1|correct|tag|
k107d:2|correct|tag|'<answer>144 </answer>'
k107d:3|correct|tag|
k107d:4|correct|tag|
k107d:5|correct|tag|
k107d:6|wrong|tag|'<answer> $1301_{5}$ </answer>' (gold 1331)
k107d:7|wrong|tag|'<answer> $20311_{5}$ </answer>' (gold 1331)
k107d:8|wrong|tag|'<answer> $411_{5}$ </answer>' (gold 1331)
k107d:9|correct|tag|debatable: a plan only; '<answer> $1331_{5}$ </answer>' (the base-5 numeral asked, with its subscript; gold 1331); labelled correct
k107d:10|wrong|tag|'<answer> $4444_{5}$ </answer>' (gold 1331)
k107d:11|wrong|tag|'<answer> $1621_{5}$ </answer>' (gold 1331)
k108e:0|wrong|tag|'<answer>42</answer>' (gold 945)
k108e:1|wrong|tag|'<answer>40</answer>' (gold 945)
k108e:2|wrong|stated|debatable: no tags; 'So the smallest positive integer \( m \) is \( 7 \).' then failing Python, cut at the 1024-token cap; labelled wrong by its last stated result rather than no_answer (gold 945)
k109d:0|wrong|stated|no '</think>'; 'the real solutions are \[x = 1, 4.\]Answer: 1,4</answer>' (gold 7,-2)
k109d:1|wrong|stated|debatable: no tags; 'The correct solutions to the equation are \(x = 7\), \(x = -2\), and \(x \approx -1.83\).' then a check cut at the 1024-token cap; labelled wrong by its last stated result
k109d:2|correct|boxed|no tags; Python and its output, then '\boxed{-2, 7}' (the gold's two values in another order)
k109d:3|correct|stated|debatable: no tags; 'The solutions to the equation are \( x = 7 \) and \( x = -2 \).' then a check (x = 7 gives 1/5) cut at the 1024-token cap; labelled correct by its last stated result
k109d:4|wrong|tag|'<answer> $\boxed{\text{No real solutions}}$ </answer>' (gold 7,-2)
cdd:0|correct|boxed|
cdd:1|wrong|boxed|'\boxed{800\ \text{feet}}' (gold 200)
cdd:2|correct|boxed|
cdd:3|wrong|boxed|debatable: '\boxed{47.6 \, \text{g}}' (gold 48; 200 / (1250/300) = 48 exactly, 47.6 from rounding 4.1667); labelled wrong
cdd:4|correct|boxed|the think block ends 'net profit is $0.00'; the answer part '\boxed{\$20.00}'
cdd:5|correct|boxed|
cdd:6|correct|boxed|
cit:0|no_answer|none|debatable: an R1-style think block going round the same reading, cut at the 2048-token cap before '</think>'; it says 'So, the answer is $18.' more than once before going on (gold 18); labelled no_answer
cit:1|correct|boxed|'\boxed{3}' inside the think block's '**Final Answer**' and '$$\n\boxed{3}\n$$' after '</think>'
sqq:0|wrong|boxed|'\(\boxed{x + 27}\)' (gold 7)
sqq:1|correct|stated|'**Final answer:** 4 second graders.'
sqq:2|correct|stated|'Final answer: The number is 33.'
sqq:3|wrong|stated|'**Final Answer:** The combined total number of sit-ups performed is \( 470 \).' (gold 510)
sqq:4|no_answer|none|cut at the 512-token cap inside Python code, no value computed (gold 4)
sqq:5|correct|boxed|
sqq:6|correct|stated|'Final answer: 82' inside a code fence
sqq:7|wrong|boxed|'\boxed{14}' (gold 18)
sqq:8|wrong|stated|'Final answer: The eel costs $20.' (gold 180)
sqq:9|wrong|stated|'they will sell **427 televisions**' (gold 477); its question and reference on the page at 32000
sqq:10|correct|stated|'Final answer: 12 teaspoons.'
sqq:11|correct|boxed|a bare '\boxed{64}' with no math delimiters
sqq:12|wrong|stated|'**160 minutes**' (gold 280)
sqq:13|correct|stated|'**\$2220**'
s2s:35|wrong|tag|joined across the pages at 368000 and 384000; '<answer>14.4</answer>' (gold 81)
s2s:36|wrong|tag|a sentence in the tag: '<answer> The zebras have on average 23 stripes. </answer>' (gold 22)
s2s:37|wrong|tag|'<answer>$400.00</answer>' (gold 50)
s2s:38|wrong|tag|'<answer>120</answer>' (gold 200)
s2s:39|wrong|tag|'<answer>6000</answer>' (gold 2000)
s2s:40|wrong|tag|a plan only; '<answer>30</answer>' (gold 20)
s2s:41|wrong|tag|an equation in the tag with a slip: '<answer>24000 + 18000 = 32000</answer>' (gold 168000)
s2s:42|wrong|tag|'<answer>$1.50</answer>' (gold 3)
s2s:43|correct|tag|a sentence in the tag: '<answer>Tim spent a total of $1110.</answer>'
s2s:44|correct|tag|
s2s:45|wrong|tag|'<answer>125</answer>' (gold 25)
s2s:46|wrong|tag|the tag holds the working, the last result 'Total cost = 4 * $6 = $24' (gold 56)
s2s:47|wrong|tag|two think blocks; '<answer>445</answer>' (gold 350)
s2s:48|correct|tag|
s2s:49|correct|tag|
s2s:50|correct|tag|
s2s:51|wrong|tag|a sentence in the tag: 'Oliver must climb 6,000 feet to reach the elevation of Stanley's comb.' (gold 3000)
s2s:52|correct|tag|'<answer>$17000</answer>'
s2s:53|wrong|tag|'5 boats' for four; '<answer>10</answer>' (gold 12)
s2s:54|wrong|tag|'<answer>$128</answer>' (gold 284)
s2s:55|wrong|tag|'<answer>$4.50</answer>' (gold 8)
s2s:56|correct|tag|debatable: no '</think>'; the completion ends inside an unclosed tag: '<answer>\nTherefore, the total number of employees that can join the day trip is 570.' (gold 570); labelled correct
s2s:57|wrong|tag|'<answer>90</answer>' (gold 150)
s2s:58|wrong|tag|'$5 + $5 + $2 = $12'; '<answer>$12</answer>' (gold 11)
s2s:59|wrong|tag|'<answer>45</answer>' (gold 150)
s2s:60|wrong|tag|'<answer>0</answer>' (gold 26)
s2s:61|correct|tag|the working stops at the sister's 7 letters; '<answer>13 letters</answer>' (a unit word)
s2s:62|wrong|tag|an equation in the tag: '<answer>120 + 20 + 5 * 5 = 175</answer>' (the price before the discount; gold 132)
s2s:63|correct|tag|
s2s:64|correct|tag|
s2s:65|wrong|tag|'15 gallons is 15,000 ounces.'; '<answer>12500</answer>' (gold 6)
s2s:66|wrong|tag|'<answer>0 candy bars</answer>' (gold 5)
s2s:67|correct|tag|
s2s:68|wrong|tag|a plan only; '<answer>10 ounces</answer>' (gold 15)
s2s:69|correct|tag|
k107e:0|wrong|tag|a long self-correcting think block; '<answer> $1131_{5} $ </answer>' (gold 1331)
k107e:1|correct|tag|'<answer> $-\frac{250}{9}$ </answer>'
k107e:2|correct|tag|
k107e:3|correct|tag|'<answer> -250/9 </answer>' (a slash fraction, no delimiters)
k107e:4|correct|tag|
k107e:5|correct|tag|'.\n</think>' then '<answer> $-\frac{250}{9}$ </answer>'
k107e:6|correct|tag|'<answer> $-250/9$ </answer>'
k107e:7|correct|tag|'<answer> $-250/9$ </answer>'
k107e:8|correct|tag|
k107e:9|wrong|tag|'<answer> $x^4-4x^3+3x^2+4x+2$ </answer>' (gold x^4-4x^3+x^2+6x+2)
k107e:10|wrong|tag|'<answer> $x^4 - 4x^3 + 5x^2 + 4x + 2$ </answer>' (gold x^4-4x^3+x^2+6x+2)
k110e:0|correct|tag|
k110e:1|correct|tag|no '</think>'; the working weighs 30 against 32; '<answer> 32 </answer>'
k110e:2|correct|tag|
k110e:3|correct|tag|no '</think>'; display math '$$...$$' then '<answer>10</answer>'
k110e:4|correct|tag|
k110e:5|correct|tag|
k110e:6|correct|tag|
k110e:7|correct|tag|
k111e:0|correct|tag|
k111e:1|correct|tag|
k111e:2|correct|tag|'$\boxed{18}$' in the think block, then '<answer>18</answer>'
k111e:3|correct|tag|'<answer> 18 </answer>'
k111e:4|correct|tag|
k111e:5|correct|tag|
k111e:6|correct|tag|
k111e:7|correct|tag|
k111e:8|wrong|tag|'<answer>9</answer>' (gold 7)
k109e:0|wrong|boxed|no tags; '\boxed{-2.14754262251512, 3.00000000000000, 4.37600128463400, 5.77154133788112}' then a check cut at the 1024-token cap (gold 7,-2)
k109e:1|wrong|stated|debatable: no tags; 'the solutions are \[ x = \frac{17 + 3\sqrt{17}}{2} \quad \text{and} \quad x = \frac{17 - 3\sqrt{17}}{2} \]' then Python cut at the 1024-token cap; labelled wrong by its last stated result
k109e:2|correct|boxed|no tags; 'Therefore, the solutions are \(\boxed{7, -2}\).' then Python with no output
k109e:3|wrong|tag|'<answer>32</answer>' (gold 14)
k109e:4|wrong|tag|'<answer>10,202</answer>' (gold 14)
k109e:5|wrong|tag|'<answer> 4 </answer>' (gold 14)
k109e:6|wrong|tag|'<answer>14,044 </answer>' (a thousands comma: 14044, not the gold 14)
cbb:0|wrong|boxed|'Final answer: \boxed{323}' (gold 163)
cbb:1|correct|boxed|'$\boxed{800}$'
cbb:2|correct|stated|no box; 'So, Tracy obtained 8 pieces of wire.'
cbb:3|correct|boxed|
cbb:4|correct|stated|no box; 'So, Lloyd makes $294 on eggs per week.'
cbb:5|wrong|stated|no box; 'So, it takes Tom 6 hours to get back.' (gold 5)
cbb:6|correct|boxed|
cbb:7|correct|stated|no box; 'The mechanic earned $40 more on the day with higher revenue, which is Thursday.'
cbb:8|correct|boxed|
cbb:9|correct|boxed|'Final answer: \boxed{14}'; '÷' in the working
cbb:10|correct|stated|no box; 'So, Peter can go to the movies 3 times with his 42 dollars.'
sqq:14|no_answer|none|the same four lines ('B = 2 \times (B + 3)' ... 'B = -6') repeated, cut at the 512-token cap with no final answer (gold 66)
cdd:7|correct|boxed|
cdd:8|correct|boxed|
cdd:9|correct|boxed|
cdd:10|correct|boxed|'\boxed{\$294}' (an escaped dollar sign in the box)
cdd:11|correct|boxed|'\boxed{5 \text{ hours}}' (a unit in the box); the think block says 'from 1 PM to 9 PM'
cdd:12|correct|boxed|
cdd:13|correct|boxed|'The mechanic earned \(\boxed{40}\) dollars more on Thursday than on Friday.'
sqs:0|wrong|stated|'Final answer: 15 steps forward' then 'Final answer: 15' (gold 7)
sqs:1|wrong|stated|'Ms. Watson has 42 students.\n\nFinal answer: 42.' (the class total; gold 4)
sqs:2|wrong|stated|nonsense algebra; 'So, the number that ends with 1 is 1.' (gold 33)
sqs:3|wrong|stated|'... is 125.' (gold 510)
sqs:4|wrong|stated|'Final answer: 0.0025 pounds per square inch.' (gold 4)
sqs:5|wrong|stated|'#### 72' then 'The answer is: 72' (gold 96)
sqq:15|correct|stated|'the height of Bobby's flag will be **9 feet**. Final answer: <answer>9</answer>.' (an answer tag in a plain response)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
