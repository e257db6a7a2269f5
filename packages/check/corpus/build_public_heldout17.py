r"""Build public_heldout17.jsonl: a seventeenth held-out round of REAL model completions (issue 25).

Why: rounds 1-16 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (rewards, format_reward, answer_reward, reward, score, correct and the
like) were not used to label.

Method (rounds 3-16's): model output committed to public GitHub repositories (this round: files
not used before, from two repositories already in the corpus), read through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order, every record whose completion lies on the pages read taken, stopped at a page edge; a
completion crossing a page edge was joined at the edge when the next page was read): ya = lines
1-77 of yyfblock/grpo-math's results/eval_a1_step250.jsonl (pages 0-3, then one slice read from
offset 63000 to 79000; GSM8K test 0-76; lines 16, 32 and 47 cross page edges and were joined;
line 78 crosses the end of the last slice and was not taken);
lm = entries "0"-"26" of The2813509163/my_project's OpenCompass math_2.json (pages 0-2;
entries "27" and "28", also on page 2, were not transcribed for lack of time; entries "10" and
"19" cross page edges and were joined). Both repositories are in the corpus already (round 16
took yyfblock's eval_a2_step250.jsonl, rounds 15 and 16 took The2813509163's math_0.json and
math_1.json); only files those rounds did not use are taken here. This round was cut short by its
deadline: it holds no new repository, and yyfblock/grpo-math holds 74 % of its records (above the
35 % cap).

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-16's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word or a `$` sign with the
value, `$70,000` for 70000, `\$18` for 18, math delimiters around the value); in the tag format the
`<answer>` content is the final answer, whether or not a `<think>` block came before it (the
prompts ask for `<think>...</think><answer>...</answer>`; many completions skip the think tags); a
completion with no answer tag is labelled by its last box or its last stated result; a completion
cut at the token cap (a repetition loop) before any answer tag or final statement is no_answer;
text after the committed answer (a second, equal answer; a placeholder think block) does not
change the label. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K (ya) = the `####` value of the one gsm8k/test.jsonl question that opens with the
record's question words, checked equal to the file's own `gold`. MATH (lm) = the problem is looked
up in MATH-500 (../shared/data/math500/test.jsonl) by its opening words and, where found, MATH-500's
`answer` is checked equal to the file's own gold; else the file's own gold as transcribed
(OpenCompass's extracted MATH reference answer), said so per record.

Usage: python build_public_heldout17.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout17.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout17.jsonl"
SOURCE = "public_heldout17"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"
YB = "yyfblock/grpo-math"
YA_MODEL = (
    "Qwen/Qwen2.5-1.5B (base; configs/base.yaml at f0c2582) trained with GRPO on GSM8K train, run "
    "s2a1_lora_lr1e-5 (configs/grpo_a1_lr.yaml: LoRA r 32 / alpha 64, lr 1e-5, DAPO loss, beta "
    "0.02, 8 generations, temperature 1.0, 700 completion tokens), checkpoint step 250; evaluated "
    "on the first 500 GSM8K test questions (results/eval_a1_step250_summary.json: n 500; the "
    "sampling settings are taken to be those of round 16's eval_a2_step250 from the same script: "
    "temperature 0.8, top-p 0.95, 700 tokens, one sample each); the record is one line's "
    "completion (the text after the prompt's closing 'Assistant: <think>')"
)
YB_PROMPT = (
    "'A conversation between User and Assistant. The User asks a question, and the\\nAssistant "
    "solves it. The Assistant first thinks about the reasoning process\\nstep by step, then "
    "provides the final answer.\\nThe reasoning process is enclosed within <think> </think> and "
    "the final answer\\nis enclosed within <answer> </answer>.\\n\\nUser: {question}\\n"
    "Assistant: <think>' (configs/base.yaml prompt.system and prompt.template)"
)

LM = "The2813509163/my_project"
LM_MODEL = (
    "meta-llama/Llama-3.2-1B-Instruct (OpenCompass run 20250629_120441, model abbr "
    "Llama-3.2-1B-Instruct_hf) on OpenCompass's MATH split, shard 2 of 8 (round 15 took shard 0 "
    "and round 16 shard 1 of the same run); the record is one entry's prediction; the file's gold is OpenCompass's "
    "extracted MATH reference answer"
)
LM_PROMPT = (
    "OpenCompass math (HUMAN turn): '{problem}\\nPlease reason step by step, and put your final "
    "answer within \\boxed{}.\\n' (the file's origin_prompt)"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "ya": ("ya-qwen25-15b-grpo-lora-gsm8k", YB, "results/eval_a1_step250.jsonl",
           "f0c2582171fba80407557cdefa0c6342ddc8024a", YA_MODEL, YB_PROMPT, "think_answer",
           "gsm8k", "gold", NO_LICENCE),
    "lm": ("lm-llama32-1b-math-shard2", LM, "test_Pruning/LLaMA-Factory-main/outputs/default/"
           "20250629_120441/predictions/Llama-3.2-1B-Instruct_hf/math_2.json",
           "6d5bbf66441c66c07d471dc64a64c247de981fd9", LM_MODEL, LM_PROMPT, "long_cot", "math",
           "gold", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ya:0|correct|tag|
ya:1|correct|tag|answer '3 bolts of fiber'
ya:2|correct|tag|answer '$70,000' with a thousands comma
ya:3|correct|tag|answer '540 meters'
ya:4|correct|tag|
ya:5|wrong|tag|
ya:6|correct|tag|
ya:7|wrong|tag|
ya:8|correct|tag|
ya:9|correct|tag|answer is a sentence ending '$460.'
ya:10|wrong|tag|answers the third month (126), not the three-month total
ya:11|correct|tag|
ya:12|wrong|tag|
ya:13|correct|tag|
ya:14|wrong|tag|answer sentence says 20%
ya:15|wrong|tag|computes $125 for jewelry but picks the gadgets plan and answers $96
ya:16|wrong|tag|
ya:17|correct|tag|answer '$57,500' with a thousands comma
ya:18|correct|tag|
ya:19|wrong|tag|
ya:20|wrong|tag|answer is a percentage phrase ('60.63% of the remaining 24 liters')
ya:21|wrong|tag|
ya:22|correct|tag|
ya:23|correct|tag|answer '8 centimeters'
ya:24|correct|tag|answer ' $26.00 ' (trailing zeros, spaces inside the tag)
ya:25|correct|tag|answer '2 boxes of pizza'
ya:26|correct|tag|
ya:27|wrong|tag|
ya:28|correct|tag|answer '25 miles'
ya:29|wrong|tag|finds $104 in the reasoning, then answers $5
ya:30|correct|tag|
lm:0|wrong|boxed|'\boxed{0}' (gold 8)
lm:1|correct|boxed|
lm:2|no_answer|truncated|cut at the token cap mid-expression ('6 \'); no box, no final value
lm:3|no_answer|truncated|cut at the token cap mid-derivation ('and $f ='); no final value
lm:4|correct|boxed|
lm:5|no_answer|truncated|cut at the token cap ('so \(p'); (2x - 1)(2x + 1) is reached but never stated as the answer (it would be wrong: gold 2x^2 + 5x - 1)
lm:6|wrong|boxed|'\boxed{y = 2x - 2}' (gold y = 2x)
lm:7|no_answer|truncated|cut at the token cap ('\text{Area} = \text{length}'); no final value
lm:8|correct|truncated|debatable: cut at the token cap on 'So, the answer is: \[ \' just before the box; the last stated result, 'The sum of the roots of $g(x)$ is: 0 + 26 + 8 = 34', equals the gold
lm:9|wrong|boxed|'The final answer is: $\boxed{8}$' (gold 6\sqrt{3}+6)
lm:10|no_answer|truncated|cut at the token cap mid case-listing ('If $c = 1$, then $P(x)'); no count given
lm:11|no_answer|truncated|cut at the token cap ('Use the given condition $xyz(x'); no minimum value stated
lm:12|no_answer|truncated|cut at the token cap mid search ('\left| m - n \right|'); only the intermediate 31 is stated, as one candidate
lm:13|wrong|boxed|'\boxed{(-\infty, 12) \cup (12, 14)}' (gold (2,12) \cup (12,102))
lm:14|no_answer|truncated|cut at the token cap mid-derivation; no value
lm:15|correct|boxed|
lm:16|wrong|boxed|'\boxed{A}' (gold \text{B})
lm:17|no_answer|truncated|cut at the token cap ('4a^'); no difference stated
lm:18|wrong|boxed|'\boxed{420}' (gold 729)
ya:31|correct|tag|after '</think>' the sum is done in an invented '<calculate>' block, then '<answer>80</answer>'
ya:32|correct|tag|answer '35 hours'
ya:33|correct|tag|
ya:34|correct|tag|
ya:35|correct|tag|
ya:36|correct|tag|answer '$75.00'
ya:37|correct|tag|the reasoning is wrong ($40 / $15 = 2.67, rounded down) but the tagged answer 2 equals the gold
ya:38|correct|tag|answer '10 miles per hour'
ya:39|correct|tag|answer '18 miles'
ya:40|correct|tag|answer is a sentence ('Brandon's iPhone is 8 years old.')
ya:41|correct|tag|answer '200 feet'
ya:42|correct|tag|
ya:43|wrong|tag|answer '1500g'
ya:44|wrong|tag|answer '-160.00'
ya:45|wrong|tag|answer '44 hours'
lm:19|no_answer|truncated|cut at the token cap ('However, this is not a real number, so'); its only candidate (2/\sqrt{-1} at t = 2) is rejected, no value given
lm:20|no_answer|truncated|cut at the token cap inside an align block; m and n never solved
lm:22|wrong|boxed|'\boxed{-77}' (gold -14)
lm:23|correct|boxed|'\boxed{3\sqrt{3}}' for gold 3\sqrt3
lm:21|no_answer|truncated|cut at the token cap mid-simplification of d_{min}; no box and no final value
ya:46|wrong|tag|answer '377 - x' (an expression in x, not a number)
ya:47|correct|tag|the whole worked solution sits inside the answer tag; its last line ends '= $800'
ya:48|correct|tag|answer '8 pieces'
ya:49|correct|tag|
ya:50|correct|tag|answer ' $294 ' with spaces inside the tag
ya:51|wrong|tag|answer '2.67 hours'
ya:52|correct|tag|
ya:53|correct|tag|
ya:54|wrong|tag|
ya:55|correct|tag|
ya:56|correct|tag|
ya:57|wrong|tag|
ya:58|correct|tag|answer '$57.00'
ya:59|correct|tag|answer '187 raspberries'
ya:60|correct|tag|
ya:61|correct|tag|
lm:24|no_answer|truncated|cut at the token cap ('Since $P(x)$'); no polynomial Q(x) given
lm:25|no_answer|truncated|cut at the token cap ('the expression will be close to'); the only value reached, 0 at x = y, is set aside as not the maximum
lm:26|wrong|truncated|debatable: cut at the token cap on 'Therefore, the final answer' before any box; the last stated result is a^4 + b^4 + c^4 = 16 (gold 8)
ya:62|wrong|tag|answer is a sentence ('... will be $50,000/year.'; gold 25000)
ya:63|correct|tag|
ya:64|correct|tag|answer '300 miles'
ya:65|correct|tag|
ya:66|correct|tag|
ya:67|correct|tag|
ya:68|correct|tag|
ya:69|correct|tag|
ya:70|correct|tag|answer '$7425.00'
ya:71|correct|tag|
ya:72|correct|tag|
ya:73|wrong|tag|
ya:74|correct|tag|
ya:75|wrong|tag|
ya:76|correct|tag|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
