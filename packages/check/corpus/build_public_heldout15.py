r"""Build public_heldout15.jsonl: a fifteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-14 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (predicted_answer, correct, formatted and the like) were not used to
label.

Method (rounds 3-14's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order, every record whose completion lies on the pages read taken, stopped at a page edge): av =
Savoxism's gsm8k_results.jsonl, samples 0-3 of gsm8k_0 and samples 0, 2 and 3 of gsm8k_1 (pages
0-2; gsm8k_0 sample 2 crosses the edge of page 0 and was joined; gsm8k_1 sample 1 crosses the edge
of page 1 and was not taken; stopped before gsm8k_2, whose samples run to about 18,000 characters
each); cj = idx 0-8 of cJamesSmith's long-cot MATH-500 file (pages 0-1; idx 9 is a repetition
loop running over pages 1-3 and idx 10 another one: not taken, stopped there); cb = idx 0-8 of
its long-cot-boxed file (pages 0-1; idx 9 crosses the edge of page 1); ll = entries "0"-"23" and
"25"-"34" of The2813509163's OpenCompass math_0.json (pages 0-2; entry "24", a repeated table
crossing the edge of pages 1-2, was not taken; "35" crosses the edge of page 2); lg = entries
"0"-"19" of its gsm8k_0.json (pages 0-1; the gold of "10" crosses the edge of page 0; "20" crosses
the edge of page 1). The repo's
qwen25-math-cot file was opened but its idx 0 is a 16,000-character repetition of the question:
not taken. No completion in the think/answer format was found this round (no RL rollout or
trained-checkpoint output file in that format could be located through the index), and only three
new repositories were found, so one of them (The2813509163/my_project, 54 of 79 records) is far
above the 35 % share the brief asked for.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-14's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word after the value, a
percent sign left off when the question asks for a percentage, math delimiters `\(...\)` or `$...$`
around the value); in the tag format the `<answer>` content is the final answer; a completion with
no answer tag is labelled by its last box, its `####` value or its last stated result; a completion
whose only statement is an intermediate quantity is labelled by that statement, marked 'debatable'
(no_answer would also fit); text after the committed answer (an invented system prompt, a new turn)
does not change the label; an answer tag closed in another way ('</ answer>', '<end answer>',
'</think>') or never closed still holds the answer; for a reasoning model whose thinking is kept in
the text, a completion cut at the token cap before its answer part is no_answer even when the
thinking had reached a value (marked 'debatable'). Hesitations are marked 'debatable:' in the note.

Golds: MATH problems are looked up in MATH-500 (../shared/data/math500/test.jsonl) by their opening
words and, where found (all cj and cb records; ll entries "4", "16" and "23"), MATH-500's `answer`
is checked equal to the file's own answer; else the file's own gold as transcribed (ll: OpenCompass's
extracted MATH reference answer). GSM8K: the `####` value of the one gsm8k/test.jsonl question that
opens with the record's question words, checked equal to the file's own ground truth (av) or the
`####` value of its reference solution (lg).

Usage: python build_public_heldout15.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout15.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout15.jsonl"
SOURCE = "public_heldout15"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

AV = "Savoxism/AVSD"
AV_MODEL = (
    "Qwen/Qwen3-4B with thinking enabled (vLLM, temperature 0.6, top-p 0.95, top-k 20, up to 38,912 "
    "new tokens, 4 samples per problem: evaluate.ipynb at 1bc1e3d, which loads the repo's AVSD LoRA "
    "checkpoint-500; the repo also has evaluate_base.ipynb for the base model, and the file does not "
    "say which wrote it); GSM8K test problems in order; the record is one sample's full_generation "
    "(the thinking kept, then the answer part)"
)
AV_PROMPT = (
    "the Qwen3 chat template (enable_thinking=True) around '{problem}\\n\\nPlease reason step by "
    "step, and put your final answer within \\boxed{}.' (evaluate.ipynb build_prompt)"
)

CJ = "cJamesSmith/math-eval"
CJ_MODEL = (
    "Qwen/Qwen3-4B-Base (the output folder is long-cot-Qwen3-4B-Base), greedy (t0.0 in the file "
    "name, seed 0), the repo's simplelr_math_eval harness (SimpleRL-Zoo's, a Qwen2.5-Math evaluation "
    "derivative) on MATH-500 in order; the record is one line's code[0] (the single generation)"
)
CJ_PROMPT = (
    "prompt type 'long-cot' (simplelr_math_eval/utils.py at 1c125a7): a ChatML system turn 'A "
    "conversation between User and Assistant. ... The assistant should 1) Identify core concepts "
    "and required formulas. 2) Break down solutions into logical, numbered steps. 3) Verify results "
    "using alternative methods or substitutions. Put your final answer within \\boxed{}.', then "
    "the problem as the user turn and '<|im_start|>assistant\\n'"
)
CB_MODEL = CJ_MODEL.replace("long-cot-Qwen3-4B-Base", "long-cot-boxed-Qwen3-4B-Base")
CB_PROMPT = (
    "prompt type 'long-cot-boxed' (simplelr_math_eval/utils.py at 1c125a7): ChatML system 'A "
    "conversation between User and Assistant. The user asks a question, and the Assistant solves "
    "it.', user turn '{problem}\\nThe assistant first thinks about the reasoning process in the "
    "mind and then provides the user with the answer. The assistant should 1) Identify core "
    "concepts and required formulas. 2) Break down solutions into logical, numbered steps. 3) "
    "Verify results using alternative methods or substitutions. Put your final answer within "
    "\\boxed{}.', then '<|im_start|>assistant\\n'"
)

LL = "The2813509163/my_project"
LL_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 0 of 8; the record is one "
    "entry's prediction; the file's gold is OpenCompass's extracted reference answer"
)
LL_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\boxed{}.\\n' (the file's origin_prompt)"
)
LG_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on GSM8K test in order, shard 0 of 8; the record is one entry's "
    "prediction; the file's gold is the full GSM8K reference solution"
)
LG_PROMPT = (
    "OpenCompass gsm8k (HUMAN turn): '{question}\\nPlease reason step by step, and put your final "
    "answer within \\boxed{}.\\n' (the file's origin_prompt)"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "av": ("av-qwen3-4b-gsm8k", AV, "gsm8k_results.jsonl",
           "cf775dc20fdd70923fe02d27268a40867e249c97", AV_MODEL, AV_PROMPT, "long_cot", "gsm8k",
           "ground_truth", NO_LICENCE),
    "cj": ("cj-qwen3-4b-base-math500", CJ, "simplelr_math_eval/outputs/long-cot-Qwen3-4B-Base/"
           "math500/test_long-cot_-1_seed0_t0.0_s0_e-1.jsonl",
           "4afa2ab9e786d54f1a6331c4d4457fc39748b02c", CJ_MODEL, CJ_PROMPT, "long_cot", "math",
           "answer", NO_LICENCE),
    "cb": ("cb-qwen3-4b-base-math500-boxed", CJ, "simplelr_math_eval/outputs/"
           "long-cot-boxed-Qwen3-4B-Base/math500/test_long-cot-boxed_-1_seed0_t0.0_s0_e-1.jsonl",
           "4afa2ab9e786d54f1a6331c4d4457fc39748b02c", CB_MODEL, CB_PROMPT, "long_cot", "math",
           "answer", NO_LICENCE),
    "ll": ("ll-llama32-1b-math", LL, "test_Pruning/LLaMA-Factory-main/outputs/default/"
           "20250629_120441/predictions/Llama-3.2-1B-Instruct_hf/math_0.json",
           "6d5bbf66441c66c07d471dc64a64c247de981fd9", LL_MODEL, LL_PROMPT, "long_cot", "math",
           "gold", NO_LICENCE),
    "lg": ("lg-llama32-1b-gsm8k", LL, "test_Pruning/LLaMA-Factory-main/outputs/default/"
           "20250629_120441/predictions/Llama-3.2-1B-Instruct_hf/gsm8k_0.json",
           "6d5bbf66441c66c07d471dc64a64c247de981fd9", LG_MODEL, LG_PROMPT, "long_cot", "gsm8k",
           "gold (its '####' value)", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
av:0|correct|boxed|
av:1|correct|boxed|
cj:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for the gold \left( 3, \frac{\pi}{2} \right) (no \left/\right, no spaces)
cj:1|correct|boxed|
cj:2|correct|boxed|
cj:3|correct|boxed|
cj:4|correct|boxed|'\boxed{\text{Evelyn}}'
ll:0|wrong|boxed|'\boxed{M}' (gold A)
ll:1|no_answer|truncated|cut at the token cap mid-sentence ('...has a digit sum of 9 and is prime is the'); no value stated
ll:2|wrong|boxed|'= \boxed{30}$' at the end of an equation chain (gold 60)
ll:3|no_answer|truncated|a base-by-base loop ('For $b = 16$, the number ') cut at the token cap before any answer
ll:4|wrong|boxed|
ll:5|correct|boxed|'\[ \boxed{0} \]' reached through invalid working (the value is right: gold 0)
ll:6|correct|boxed|
ll:7|wrong|boxed|'7 + 219 = \boxed{226}' (gold 142)
ll:8|wrong|boxed|
ll:9|wrong|boxed|
ll:10|wrong|boxed|
ll:11|correct|boxed|
ll:12|correct|boxed|
ll:13|wrong|boxed|'\boxed{Tuesday}' after 'Tuesday + 5 days' (gold \text{Sunday})
ll:14|correct|boxed|
ll:15|wrong|boxed|'\boxed{1}' (one solution, x = 100; gold 3)
ll:16|wrong|boxed|'\boxed{144_5}' (gold 204_5)
ll:17|wrong|boxed|
ll:18|no_answer|truncated|cut at the token cap inside '\[ ' after 'Substituting $r = 3$ into the equation, we get:'; 19 appears only in two listed sequences, never stated as the answer
ll:19|wrong|boxed|'\boxed{321_{7}}' (gold 506_7)
ll:20|correct|boxed|'n \equiv \boxed{8} \pmod{11}' (the box sits inside a congruence)
ll:21|wrong|boxed|
ll:22|no_answer|truncated|cut at the token cap while listing candidates ('103, 105, 113, 115, 123, ')
ll:23|wrong|boxed|'\boxed{1}' (gold 13)
cj:5|correct|boxed|'\(\boxed{42}\) inches.' (a unit word after the box)
cj:6|correct|boxed|
cj:7|correct|boxed|'\boxed{90}' for the gold 90^\circ (the working says 90^\circ; the box drops the degree sign); the completion opens with 'assistant\n', not 'Assistant:'
cj:8|correct|boxed|
ll:24|no_answer|truncated|a repeating 'not a perfect square' loop cut at the token cap ('...less than or equal to $8'); no value for N stated
ll:25|correct|boxed|
ll:26|wrong|boxed|
ll:27|no_answer|truncated|a list of candidate divisors cut at the token cap ('... \cdot'); 8000 (the gold) appears only as one listed divisor, not as the sum
ll:28|wrong|boxed|
ll:29|wrong|boxed|'n = \boxed{1020}' (gold 34)
ll:30|correct|boxed|'n = \boxed{12}$.' after two rejected trials (14, 13)
ll:31|wrong|boxed|
ll:32|wrong|boxed|'\boxed{10001}' on its own line (gold 11189)
ll:33|wrong|boxed|
lg:0|correct|boxed|'Janet makes \boxed{18} dollars every day' (a box inside a sentence)
lg:1|correct|boxed|
lg:2|wrong|boxed|
lg:3|correct|boxed|
lg:4|wrong|boxed|
lg:5|wrong|boxed|
lg:6|correct|boxed|
lg:7|wrong|boxed|'The final answer is: $\boxed{140}$' (gold 160)
lg:8|wrong|boxed|'The final answer is:\n\[ \boxed{355} \]' (gold 45)
lg:9|correct|boxed|
av:2|correct|boxed|thinking kept; '**Final Answer**\n\boxed{18}' before '</think>', then 'Janet makes **$\boxed{18}$** dollars' (a box inside bold and math delimiters)
av:3|correct|boxed|
av:4|correct|boxed|
cb:0|correct|boxed|'\boxed{(3, \frac{\pi}{2})}' for the gold \left( 3, \frac{\pi}{2} \right)
cb:1|correct|boxed|
cb:2|correct|boxed|
cb:3|correct|boxed|'is \(\boxed{9}\).' (a box inside \( \)); the completion opens with 'assistant\n'
cb:4|correct|boxed|
av:5|correct|boxed|
av:6|correct|boxed|
cb:5|correct|boxed|'\(\boxed{42}\) inches.'
cb:6|correct|boxed|
cb:7|correct|boxed|'\boxed{90}' for the gold 90^\circ (the working says 90^\circ)
cb:8|correct|boxed|the completion opens with 'assistant\n'
lg:10|correct|boxed|
lg:11|correct|boxed|'$204 + 160 + 330 = 364 + 330 = 694$' in the working (a slip, 364 for 494), then '\boxed{694} dollars'
lg:12|wrong|boxed|'\boxed{12}' (gold 13: he earns money in year 13)
lg:13|wrong|boxed|
lg:14|correct|boxed|'\boxed{60}' for a percentage question (the % sign left off)
lg:15|correct|boxed|'The final answer is:\n\[ \boxed{125} \]'
lg:16|wrong|boxed|
lg:17|correct|boxed|
lg:18|correct|boxed|
lg:19|wrong|boxed|'The final answer is:\n\boxed{3}' (gold 6)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
