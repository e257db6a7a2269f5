r"""Build public_heldout14.jsonl: a fourteenth held-out round of REAL model completions (issue 25).

Why: rounds 1-13 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (format_reward, answer_reward, pred, pred_extract, is_correct, correct,
truncated, baseline_extracted, baseline_correct) were not used to label.

Method (rounds 3-13's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more). A record is taken only when its
whole completion lies on the pages read; a completion that crosses a page edge is joined at the
edge (the pages are consecutive 16,000-character slices).

Selection (records as they come, not by how hard they look; each file read from its start in file
order, every record on the pages read taken, stopped at a page edge or to keep each repository under
35 %): ch = lines 1-70 of chatrdh's evaluation_results.jsonl (pages 0-5; MATH-500 problems 0-69 in
order; lines 18, 25, 34, 49 and 67 cross page edges and were joined); sa = lines 1-39 of shasi911's
outputs/baseline_results.jsonl (pages 0-5; CS336 MATH validation problems; lines 14, 19, 27 cross
edges); ou = all 24 lines of mild-rgb's gsm8k_results.jsonl (pages 0-3, the whole file; lines 9, 14
and 21 cross edges); xr = items 0-45 of xrryyds's math500_results.json (pages 0-4; MATH-500 problems
0-45 in order; items 9, 18 and 36 cross edges); em = the baseline_answer of lines 1-33 of
emreYilmaz28845's gsm8k_results.jsonl (pages 0-3; GSM8K test lines 0-32; line 17 crosses an edge;
line 34 crosses the edge of page 3 and was not taken). The ch and sa think/answer completions are
zero-shot base-model outputs (the r1_zero prompt), not trained checkpoints: no RL rollout or
trained-checkpoint file in that format was found this round.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-13's conventions: the last
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
words and, where found, MATH-500's `answer` is checked equal to the file's own ground truth; else the
file's own ground truth as transcribed (for sa, the last `\boxed{}` of the file's gold_answer
solution). GSM8K: the `####` value of the one gsm8k/test.jsonl (else train.jsonl) question that opens
with the record's question words, checked equal to the file's own gold.

Usage: python build_public_heldout14.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout14.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

from pathlib import Path

from corpus_build import build_transcribed, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout14.jsonl"
SOURCE = "public_heldout14"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>'"
)

CH = "chatrdh/assignment5-alignment"
CH_MODEL = (
    "not named in the file or in the stored scripts (cs336_alignment/baseline.py is a stub at "
    "42b17e3); the repo is a CS336 assignment-5 solution whose zero-shot baseline is "
    "Qwen/Qwen2.5-Math-1.5B with the r1_zero prompt, and the completions read as that base model's "
    "(no '<think>' at the start, stray tags, invented 'User:' turns); the file holds MATH-500 "
    "problems in MATH-500 order; the record is one line's generated_text"
)
CH_PROMPT = R1Z + " (assumed from the assignment; the file stores no prompt)"

SA = "shasi911/grpo_nlp"
SA_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot (scripts/eval_qwen_base.py at ceea11e: vLLM, temperature "
    "1.0, top-p 1.0, 1024 tokens, stop at '</answer>' kept in the output) on the CS336 MATH "
    "validation split; the record is one line's generation"
)
SA_PROMPT = R1Z + " (the file's prompt field)"

OU = "mild-rgb/ouro-experiments"
OU_MODEL = (
    "ByteDance/Ouro-1.4B-Thinking (a looped reasoning model), fp16, temperature 1.0, top-p 0.7, "
    "1024 new tokens (README.md); 24 GSM8K test questions (seed 0); the record is one line's "
    "response, whose thinking part is kept without its tags and followed by a short answer part"
)
OU_PROMPT = "a GSM8K test question (the prompt is in ouro_eval.ipynb, not read)"

XR = "xrryyds/anyno"
XR_MODEL = (
    "not named in the file: the repo's GRPO_MATH500_README.md (at fdccdd1) gives main.py's base "
    "model path .../model/OREAL/OREAL-7B, used with SIRA-SFT and GRPO LoRA adapters trained on "
    "MATH-500 (scripts not read); which checkpoint wrote this file is not said; the record is one "
    "item's generated text (MATH-500 in order)"
)
XR_PROMPT = "a MATH-500 problem (the repo's exam prompt, not read; the answers end in a box)"

EM = "emreYilmaz28845/AI525-Project"
EM_MODEL = (
    "a local model served by Ollama at temperature 0: SOLVER_MODEL in "
    "self_verification_agent_local_llama.py (an environment variable; the script's default is "
    "qwen2.5:7b at 28edc48, and its docstring also pulls llama3.2:3b); which one wrote the file is "
    "not recorded; the record is the file's baseline_answer (the solver's single unverified answer; "
    "the file's agentic_answer is post-processed and was not taken)"
)
EM_PROMPT = (
    "system 'You are a mathematical problem solver. ... Show clear step-by-step reasoning - End "
    "with: Final Answer: <number> ...', user '{question}\\n\\nShow your reasoning briefly. End with "
    "'Final Answer: <number>'.' (gsm8k_benchmark.py run_baseline at 28edc48)"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, own gold field,
#         licence)
# fmt: off
SOURCES = {
    "ch": ("ch-math500-r1zero", CH, "evaluation_results.jsonl",
           "de6937f627f7a06ededb7eb532521a669b76b115", CH_MODEL, CH_PROMPT, "think_answer", "math",
           "ground_truth", NO_LICENCE),
    "sa": ("sa-math15b-zeroshot", SA, "outputs/baseline_results.jsonl",
           "ceea11e2dfa4953a0b4344307ca8dd329150261a", SA_MODEL, SA_PROMPT, "think_answer", "math",
           "gold_answer (its last \\boxed{})", NO_LICENCE),
    "ou": ("ou-ouro14b-gsm8k", OU, "gsm8k_results.jsonl",
           "a8ac5b71d19c41eb13275b35aad3eff81ad1422c", OU_MODEL, OU_PROMPT, "long_cot", "gsm8k",
           "gold", NO_LICENCE),
    "xr": ("xr-oreal7b-math500", XR, "math500_results.json",
           "a85d0eaf428cb7af65f006b1f88fa8be9fa0d10b", XR_MODEL, XR_PROMPT, "long_cot", "math",
           "ground_truth", NO_LICENCE),
    "em": ("em-ollama-gsm8k", EM, "gsm8k_results.jsonl",
           "8ad105e8016b0ad59cea659e37e38ba74828fc10", EM_MODEL, EM_PROMPT, "long_cot", "gsm8k",
           "expected_answer", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
ch:0|correct|tag|'<answer>  Answer: (3, $\frac{\pi}{2}$) </answer>' (an 'Answer:' phrase and math delimiters inside the tag; gold \left( 3, \frac{\pi}{2} \right))
ch:1|no_answer|truncated|no answer tag: a Python-assisted attempt cut at the token cap inside '\sum_{l=' (no value stated for the sum)
ch:2|wrong|tag|'(answer) ... hence answer:- $\frac{5}{2}$</answer>' (the tag opened as '(answer)', closed as '</answer>'; gold \frac{14}{3})
ch:3|wrong|tag|'<answer>   $8$ </answer>' with no '</think>' before it (gold 9)
ch:4|wrong|tag|'<answer>   Carolyn <answer> 4.4  </answer>' (a second opening tag inside; neither value is the gold \text{Evelyn})
ch:5|correct|tag|'<answer> ... the perimeter of the hexagon is 6 × 7 = 42 inches. </answer>' (a sentence in the tag, no '</think>')
ch:6|no_answer|tag|'<think> thinking process here </think> <answer>  Answer here </answer>': the template words, no value
ch:7|wrong|tag|'<answer>  $\frac {\pi}{15}$ </answer>' (gold 90^\circ)
ch:8|wrong|tag|'<answer>   The distance between the two points is $\sqrt{117}*\sqrt{17}$.' never closed (the working reaches \sqrt{36+81}; gold 3\sqrt{13})
ch:9|wrong|other|'answer=35; </think> 141; </answer>' (no opening answer tag; the text before the closing tag is 141, 'answer=35' in the think part; gold 4)
ch:10|correct|tag|'<answer> 2220 is the lowest that fits the description.</answer>'
ch:11|no_answer|other|an answer tag holding noise ('Solution速度快=mathjaplex Face*]( ...') closed as '[/answer]', then invented 'User:' turns with new polynomials and 'The solution $p(0)=-1/120$' for an invented question (gold \frac{3}{56})
ch:12|wrong|prose_sentence|no tags: '... = <620 + 1074> = 1694.' then an invented 'User: What would two answers be?' turn giving 3388 (gold 284; both values wrong)
ch:13|correct|tag|'<answer> ... Therefore, the height of the cylinder is $\boxed{5}$ cm.  </answer>' (a box and a unit inside the tag)
ch:14|correct|tag|'<answer>$\sqrt{ 51}$</answer>' (a space inside the root)
ch:15|wrong|tag|'<answer>   $w = 3 - \sqrt{3} - \sqrt{\pi}$</answer>' after '</ think>' (gold 6 - 5i)
ch:16|wrong|tag|'Assistant: <answer>\n   Then, $S = \frac{-2550}2 = -1250$' never closed, then 'Yes, the answer is -1250' in rambling text (gold -50)
ch:17|no_answer|truncated|debatable: no answer tag; 'Thus \( c = \pi \) to start our search.' then 'the smallest \( c \) ... is the smallest calculated from the new conditions.' and a box left open at the cap: '\boxed{-' (gold \pi; the one stated value is offered only as a starting point)
ch:18|wrong|boxed|an answer tag opened at the start and never closed ('answer $62^\circ$' inside it), then a restart after '</think>' ending '\boxed{62}' (a Python check printing 28.0 is dismissed; gold 28)
ch:19|no_answer|other|'Answer: <answer>' followed by noise in several scripts (babies, unicorns, '$840224$'), never closed; no value for a (gold 3)
ch:20|correct|boxed|no tags: '\begin{align*} 6(1+2i)-3i = ...=6+9i\end{align*}' then a SymPy check and 'So the final answer is \(\boxed{6 + 9i}\).'
ch:21|wrong|tag|'<answer> ... Hence, the answer is $\lfloor 576+784 \rfloor=\fbox{1360}$  </answer>' (an \fbox; gold 13535)
ch:22|no_answer|none|after '</think>' text about '<answer> tags' and a Java snippet; no value for x (gold 5)
ch:23|wrong|tag|'<answer> 8/3  <answer>  83   </answer>' (two values, neither 5; gold x=5)
sa:0|correct|boxed|debatable: no answer tag; 'Answer: 26 cube' early, then a full restart ending 'the number of integer values of \( x \) is \(\boxed{25}\).' (the last box counts)
sa:1|wrong|tag|'<answer> 16 <end>' (the tag closed as '<end>'; gold 6)
sa:2|wrong|boxed|'</think>' then a Python check and '\boxed{-2-11i}' (gold 5 - 11i)
sa:3|wrong|prose_sentence|no tags: 1512 appears in the working, then 'So total: $1512 ⋅ 2 = 3024$ ways.' and '|\mathcal{C}|=3024.' (gold 1512)
sa:4|wrong|tag|'<answer>... However, the final answer is$$...=1.$$</answer>' (gold \frac{4}{3})
sa:5|no_answer|tag|debatable: the answer tag holds only the Euclidean steps '1008 = 840 × 1 + 168\n840 = 168 × 5 + 0', no stated gcd (gold 168; the last divisor is the answer but it is never said)
sa:6|correct|prose_sentence|no tags: '... meaning the graphs of these two equations do not intersect.' then stray '};' and a code fence (gold 0: no points of intersection, said in words)
ou:0|correct|final_answer_phrase|'Final answer: 400'
ou:1|correct|boxed|'\boxed{25}' after the reasoning
ou:2|no_answer|truncated|debatable: cut at the 1024-token cap while re-checking ('Total age: 20\n\nHelene'); the working says 'Wilfred is 3' several times (gold 3) but no final answer was given
ou:3|correct|final_answer_phrase|'Final answer: 800'
ou:4|correct|final_answer_phrase|'Final answer: 5'
ou:5|no_answer|truncated|debatable: cut at the token cap while re-checking; the working says 'So the answer is 12.' (gold 13) before 'Wait, but maybe I should check...'
ou:6|wrong|prose_sentence|no reasoning part: 'Therefore, the average price she paid per ticket is $24.' (gold 8)
ou:7|correct|final_answer_phrase|'Final answer: 30'
ou:8|no_answer|truncated|debatable: the reasoning ends 'Therefore, the total cost of buying each cup is $145.' (the gold), then the summary is cut at the cap at '- Cost per cup = $3' before its final line
ou:9|correct|final_answer_phrase|'Final answer: 20'
ou:10|correct|final_answer_phrase|'Final answer: 90'
ou:11|no_answer|truncated|debatable: the reasoning ends 'The answer should be $7.00.' (the gold), then the summary is cut at the cap at '\(1.20 \div 4 = 0.30' before its final line
ou:12|correct|final_answer_phrase|'Final answer: \boxed{104}' (a box after the phrase)
ou:13|no_answer|truncated|cut at the token cap mid-reasoning ('... and 20 in the next 15 minutes. Wait,'); no value for the first 15 minutes stated (gold 5)
ou:14|no_answer|truncated|debatable: cut at the token cap while re-checking; the working says '30 - 5 = 25' (the gold) before 'Wait, but hold on.'
ou:15|correct|final_answer_phrase|'Final answer: 96'
ou:16|correct|final_answer_phrase|'Final answer: 296'
ou:17|correct|final_answer_phrase|'Final answer: 26'
ou:18|correct|final_answer_phrase|'Final answer: 52'
ou:19|wrong|final_answer_phrase|'Final answer: 240' (gold 150)
ou:20|correct|final_answer_phrase|'Final answer: 2'
ou:21|correct|final_answer_phrase|'Final answer: 5'
ou:22|correct|final_answer_phrase|'Final answer: 144' ('**$144**' just before)
ou:23|correct|final_answer_phrase|'Final answer: 490'
xr:0|correct|boxed|'\boxed{\left(3, \frac{\pi}{2}\right)}' in a display (gold \left( 3, \frac{\pi}{2} \right))
xr:1|correct|boxed|'\boxed{p - q}.' in a display
xr:2|correct|boxed|'$\boxed{\frac{14}{3}}$'
xr:3|correct|boxed|'$\boxed{9}$'
xr:4|correct|boxed|'$\boxed{\text{Evelyn}}$'
xr:5|correct|boxed|'$\boxed{42}$'
xr:6|correct|boxed|'$\boxed{27}$'
xr:7|correct|boxed|'$\boxed{90}$' (gold 90^\circ; the question asks for degrees)
xr:8|correct|boxed|'\boxed{3\sqrt{13}}' in a display
xr:9|wrong|boxed|'\boxed{5}' after listing 14 groupings (gold 4)
xr:10|correct|boxed|'$\boxed{2220}$'
xr:11|wrong|boxed|'\boxed{\frac{8}{63}}.' (gold \frac{3}{56})
xr:12|wrong|boxed|'$\boxed{252}$' after Python blocks with invented outputs (224, 252; gold 284)
xr:13|correct|boxed|'$\boxed{5}$ cm.' (a unit after the box)
xr:14|correct|boxed|'$\boxed{\sqrt{51}}$'
xr:15|correct|boxed|'\boxed{6 - 5i}' in a display
xr:16|correct|boxed|'$\boxed{-50}$'
xr:17|correct|boxed|'\[ \boxed{\pi} \]'
xr:18|wrong|boxed|the working says 'x is equal to the angle at B, which is 28^\circ' (the gold) but the final line is 'Thus, the value of x is: \boxed{56}' (the box is the committed answer)
xr:19|correct|boxed|'$\boxed{3}$'
xr:20|correct|boxed|'\boxed{6+9i}' in a display
xr:21|correct|boxed|'\boxed{13535}.' in a display
xr:22|correct|boxed|'$\boxed{5}$'
xr:23|correct|boxed|'the only solution to the equation is $\boxed{5}$' (gold x=5)
xr:24|correct|boxed|'$\boxed{10}$' (a percentage without the sign, as asked)
xr:25|correct|boxed|'\boxed{-2, 1}.' (gold 1,-2: the same set in another order)
xr:26|correct|boxed|'$\boxed{144}$'
xr:27|correct|boxed|'$\boxed{78}$'
xr:28|correct|boxed|'\boxed{-2 + 7i}' in a display
xr:29|correct|boxed|'$\boxed{225}$'
xr:30|correct|boxed|'$\boxed{52_8}$'
xr:31|correct|boxed|'$\boxed{11\sqrt{2}}$' (gold 11\sqrt2)
xr:32|correct|boxed|'$\boxed{720}$' (stray ')' in '5!) = 120' in the working)
xr:33|correct|boxed|'\boxed{\frac{243}{625}}' in a display
xr:34|correct|boxed|'\boxed{-125}' in a display
xr:35|correct|boxed|'$\boxed{3}$' after a Python check
xr:36|correct|boxed|'\boxed{3, 5, 7}.' in a display
xr:37|correct|boxed|'$\boxed{72}$'
xr:38|correct|boxed|'$\boxed{2000}$ calories.'
xr:39|correct|boxed|'$\boxed{23}$'
xr:40|correct|boxed|'$\boxed{12}$ cm.'
xr:41|correct|boxed|'\boxed{17}' in a display
xr:42|correct|boxed|'\boxed{4}' in a display
xr:43|correct|boxed|'\boxed{70\sqrt{2}}.' (gold 70 \sqrt{2}; the geometric argument is muddled but the committed value is the gold)
xr:44|correct|boxed|'$\boxed{1.25}$ miles.'
xr:45|correct|boxed|'$\boxed{2}$'
em:0|correct|final_answer_phrase|'Final Answer: $18'
em:1|correct|final_answer_phrase|'Final Answer: 3'
em:2|wrong|final_answer_phrase|'Josh actually lost $10,000.\n\nFinal Answer: -10000' (gold 70000)
em:3|correct|final_answer_phrase|'Final Answer: 540' ('540 meters/week' just before)
em:4|correct|final_answer_phrase|'Final Answer: 20'
em:5|wrong|final_answer_phrase|'Final Answer: $78' (gold 64)
em:6|correct|final_answer_phrase|'Final Answer: 260'
em:7|wrong|final_answer_phrase|'Final Answer: 120' (gold 160)
em:8|wrong|final_answer_phrase|'Final Answer: 535' (gold 45)
em:9|correct|final_answer_phrase|'Final Answer: $460'
em:10|correct|final_answer_phrase|'Final Answer: 366'
em:11|correct|final_answer_phrase|'Final Answer: 694'
em:12|wrong|final_answer_phrase|'Final Answer: 12' (gold 13)
em:13|correct|final_answer_phrase|'Final Answer: 18'
em:14|correct|final_answer_phrase|'Final Answer: 60' ('= 60%' just before)
em:15|correct|final_answer_phrase|'Final Answer: $125'
ch:24|no_answer|none|'</think>' then a loan-interest digression ending with a question 'How many months interest period will have ?'; no rate stated (gold 10)
ch:25|wrong|boxed|'Answer: $f(n)=n^2+1$' after '</think>', then an invented 'Assistant:' restart ending '\[\boxed{\text{No such integers}}\]' and a cut Python block (gold 1,-2)
ch:26|wrong|tag|'</ think> <answer>   $3! \cdot 6!$. </ answer>' (spaced tags; 4320), then forum-style text with '$\boxed{\text{Approach one}}$' and '=1764000000' (gold 144)
ch:27|wrong|tag|'Assistant: <answer> $\$87$"  UCLA ...' never closed, then invented 'Assistant:' turns with equations (gold 78)
ch:28|wrong|other|'$\mathbf{Answer}$(yellow) $\implies$ $4\sqrt{53}+3\cdot12\cdot2i$' after '</think>', then questions to users (gold -2 + 7i)
ch:29|wrong|tag|'<answer>  (=15300) </answer***/' then an invented 'User:' turn and an empty '<answer> </answer>' (gold 225)
ch:30|wrong|tag|'<answer> $6_8 \times 7_8 = 42_8$</answer>' (gold 52_8)
ch:31|correct|answer_is|no tags: 'The answer is $11\sqrt 2$.' then 'CalcMe really does a good job...' (gold 11\sqrt2)
ch:32|wrong|other|debatable: an answer tag opened as '<answer>   <i>(' and never closed, then text about code: a function printing 96 and a hypothetical conversation 'The answer is <answer> 5040.'; cut inside a code block (gold 720; no_answer would also fit)
sa:7|correct|boxed|'2,400 ways</think>' in the think part, then an invented 'Assistant:' restart ending '\(\boxed{11880}\)' (gold 11,\!880; the last box counts)
sa:8|no_answer|tag|the answer tag holds a table of bars and asterisks, never closed, then a restart listing grid points, cut at the token cap (gold 10)
sa:9|wrong|boxed|'</think> $\boxed{303}$' with no answer tag (gold 169)
sa:10|correct|boxed|no tags: a Python check then '\(\boxed{35}\)'
sa:11|no_answer|none|no tags: sets up the quadratic (wrongly) and ends 'I will now show you the calculations ... and you can complete the rest of the solution.' (gold 59)
sa:12|wrong|tag|'<answer> $n$ ends in the digit $9$</answer>' (a sentence in the tag; gold 3)
ch:33|wrong|boxed|after an invented 'Assistant:' restart, a Python check printing 7/18 and '\(\boxed{\frac{7}{18}}\)' (gold \frac{243}{625})
ch:34|no_answer|tag|'<answer>' holding the unfinished binomial expansion in an equation environment, never closed; no value (gold -125)
ch:35|wrong|tag|'so the answer is **5** </think>\n<answer> 5 </answer>' (gold 3)
ch:36|correct|tag|'<answer> ... giving $$x=3, 7, 5$$.</answer>' (a sentence in the tag, the roots in another order; the working in the tag is wrong but the roots stated are the gold 3, 5, 7)
ch:37|correct|tag|'<answer>   72 degrees </answer>' (a unit word in the tag)
ch:38|wrong|prose_sentence|debatable: no tags; 'In all, there are $400\times2=800$ calories.' then 'Have a good night.\nElla', then rambling with '\rightarrow 2000' and invented 'User:' lines saying 'about 2000 calories' (gold 2000); the model's own committed statement is 800
ch:39|wrong|tag|' 168   </think>   <answer>     179           </answer>' (gold 23)
ch:40|correct|tag|'<answer>   12 cm.   </answer>' (a unit in the tag)
ch:41|no_answer|tag|debatable: '<answer> $x + y \text{ } \text{?}$' (no value) then '<end think>' and forum-style text ending 'almost exactly $(8, 6)$' (gold 17)
ch:42|wrong|tag|'Answer: $a = -1, b = 5, 6$</think> <answer>6</answer>' (gold 4)
ch:43|wrong|tag|'</think> <answer> $90$ </answer>' (gold 70 \sqrt{2})
ch:44|wrong|tag|'<answer>   $\sqrt{2.33}$ miles.' never closed, then 'The Alternate User:' text ending 'the answer is $1.90$ miles.' (gold 1.25; both wrong)
ch:45|correct|boxed|no tags: '\end{align*} $\boxed{2}$'
ch:46|wrong|prose_sentence|no tags: 'hence the value of n is 20.' then 'there does not really exist a smaller $n$ than $20$.' (gold 6)
ch:47|correct|boxed|four opening '<answer>' tags, none closed, then a full solution ending '\boxed{5}' (gold 5)
sa:13|correct|boxed|no tags: 'The solution is $\boxed{x = 4}$.' then text praising the solution (an 'x =' inside the box)
sa:14|wrong|boxed|no tags: quoted lines ending 'is \boxed{17/648}.”]' (gold \frac{35}{72})
sa:15|wrong|boxed|'</think>' then 'This occurs when $x = \boxed{4(2-\sqrt3)}$ cm.' and an asy block (gold 4\sqrt{3})
sa:16|wrong|answer_is|no answer tag: 'Therefore, the answer is 10^5 - 960 = 99,040.' then a self-comment on the format (gold 30,951)
sa:17|correct|boxed|'$\boxed{120}$' then a Python block with no output
ch:48|wrong|boxed|debatable: an answer tag '<answer>   $8/4+4/4+4/4$<end think>' never closed, then an invented 'Assistant:' restart that derives 'x = \frac{3}{2}' but boxes the power itself: '\boxed{\left(4\right)^{\frac{3}{2}}}' (= 8, not the exponent; gold \frac{3}{2})
ch:49|wrong|other|'answer  our answer will be: ... ->x= -28.67</answer>' (no opening tag; gold 83)
ch:50|wrong|tag|'<answer>   216  </answer>' (gold 203)
ch:51|wrong|other|'</think> Answer: $+65,3\frac{1}{3}$' then an invented 'User:' turn (gold x^5 - x^4 + x^3 - x^2 + x - 1)
ch:52|wrong|tag|'<answer>   = 9.2 </answer>' (gold 12)
ch:53|correct|other|'answer: \(-\frac{\pi}{6}\)' (a lower-case 'answer:' line, no tags), then an invented 'User:' turn answered 'answer: All positive integers.' (text after the committed answer)
ch:54|correct|tag|'Assistant: <answer> $0.15$ </answer>'
ch:55|no_answer|other|debatable: 'Degree $4$.' for the product, then '<answer>A polynomial' and invented text; the only closed tag '<answer>3. $\sqrt{10}=3$ and ...</answer>' answers an invented question (gold 3; 'wrong' or 'correct' would also be arguable)
ch:56|no_answer|none|invented 'User:'/'Assistant:' turns and noise; no value for N (gold 11)
ch:57|no_answer|none|'Answer: My answer was [EOLIST].' placeholders and noise; no value (gold 16)
ch:58|wrong|tag|'<answer>   \boxed{10001}   </answer>' (a box inside the tag; gold 9901)
ch:59|wrong|tag|'<answer>   Therefore, 75 – 43 = 11 students participate in both ...' never closed, then an invented 'User:' turn answered '<answer>   90.  </answer>' (gold 5)
ch:60|wrong|tag|'<answer> $(p, q, r) = (-3, 2, -1)$ </answer>' (gold (6,31,-1))
ch:61|wrong|tag|'<answer>  m=1</answer>' (gold -256)
ch:62|wrong|tag|debatable: '$C=7$  </think> <answer>  So $i= \sqrt{-1}$ or $i^2=-1$</answer>' (the tag holds no value for C; the think part says 7; gold 4; no_answer would also fit)
ch:63|wrong|tag|'<answer>   2  </answer>' (gold 10)
ch:64|no_answer|truncated|a derivation abandoned for a SymPy block cut at the token cap; no value for d (gold \frac{35}{64})
ch:65|wrong|tag|debatable: invented options A) 1 ... D) a·b, then '<answer> None of the above is indeed correct based on the reasoning provided</answer>' (rejects 1, the gold; no value given)
sa:18|correct|prose_sentence|debatable: no answer tag; 'Therefore there are no solutions for this problem. <end think>' (gold 0: no quadruples), then an invented 'User:' problem answered 500500 and a cut Python block (text after the committed answer; the count is said in words)
sa:19|wrong|boxed|'The answer is $92 - 11 + 1 = \boxed{80}~$' with no answer tag (gold 3)
sa:20|wrong|boxed|'\boxed{\frac{9}{4} }' in the think part, an answer tag opened and never closed, then '\(\boxed{\frac{9}{4}}\)' after a Python output of 2.683 (gold 3)
sa:21|correct|boxed|'$$\boxed{\therefore \dbinom{8}{2}\quad= 28}$$' (the box holds 'therefore ... = 28')
sa:22|no_answer|tag|'Assistant:<answer> <no>answer process here</answer>' (no value; the think part guesses the form (x,-1,0))
sa:23|wrong|tag|'<answer>c: 4.5> <answer></answer>' (gold 3)
sa:24|wrong|tag|'$x = \boxed{20}$. </think> <answer> $20$ </answer>' (gold 35)
sa:25|correct|tag|'<answer>' holding the whole computation, ending '\theta &= 150^\circ. \end{aligned}$ </answer>' (gold 150^\circ)
em:16|wrong|final_answer_phrase|'= 230/2 \n= 115 miles\n\nFinal Answer: 115' (gold 230; the gold appears only as an intermediate '230/2')
em:17|correct|final_answer_phrase|'Final Answer: $57,500' (a thousands comma)
em:18|correct|final_answer_phrase|'Final Answer: 7' ('84 eggs ÷ 12 = 7 dozen' just before)
em:19|correct|final_answer_phrase|'Final Answer: 6'
em:20|wrong|prose_sentence|no 'Final Answer' line: the text ends 'Total water in the mixture = 15.66 + 14.4 \n\n= 30.06 liters' (gold 15; 15.67 and 15.66 appear earlier as intermediate totals)
em:21|wrong|final_answer_phrase|'Final Answer: 9' after a confused derivation (gold 14)
em:22|correct|final_answer_phrase|'Final Answer: 7'
em:23|correct|final_answer_phrase|'Final Answer: 8'
sa:26|no_answer|other|debatable: the think part says the count 'is given by 15 * \(\binom{14}{6}\)' (= 45045, the gold, never evaluated), then 'answer> \n</question>' with no value, a repeated invented turn and unrelated Laplace-transform text cut at the cap
sa:27|wrong|boxed|'<end think>' then an invented 'Assistant:' brute-force search with an invented output 24 and '\(\boxed{24}\)' (gold 528)
sa:28|wrong|tag|' I <answer> I <answer> <answer> 1 - 3/5 + 3/125 </answer>' (an unevaluated expression, = 53/125; gold \frac{44}{125})
sa:29|wrong|other|'<end think>\nAnswer: $2\frac{17}{28}$ servings of peanut butter. <end answer>' then an invented follow-up question (gold 14\frac{6}{7})
sa:30|wrong|boxed|'\boxed{-27, -11, 9}' (misses -71; gold -71, -27, -11, 9)
sa:31|wrong|other|'</think>\nanswer $11\pi/60$' then noise (gold \dfrac{9\pi}{20})
ch:66|wrong|tag|'<answer>   $$ ... =x^3+6x-6 $$ </think>' (the tag closed as '</think>'), then an invented 'User:' turn with another expansion (gold x^3+3x-6)
ch:67|wrong|other|'<answer>  equals $\frac{3}{5}x$ .' never closed, then '=18\% ', a Python session 'Answer: 23.399381168' and 'So my answer was original decreases to $0.234$.' (gold 10)
ch:68|no_answer|tag|'<answer>  tan(53 + 81 + x) =0 </answer>' (an equation, no value for x; gold 46)
ch:69|wrong|tag|'</think>   <answer>      $1$</answer>' (gold -1)
sa:32|wrong|boxed|'11C6 + (3 * 10C5)' in the think part, then a restart with a Python output 1386 and '\(\boxed{1386}\)' (gold 1848)
sa:33|wrong|tag|'<answer> The answer is $N = 22$ here.\n</answer>' (gold 23)
sa:34|wrong|boxed|'\boxed{BI=\frac{A+C}{2\sqrt{2}}}' (in terms of A and C, no value) then 'Assistant: <answer> You're correct, User. <answer>' (gold 8 - 4\sqrt{2})
sa:35|correct|tag|'<end think>' then '\text{ <answer> } (\log_{10}x)^3 - \log_{10}(x^3) = ... = -216 + 18 = -198.<end answer>' (the tag inside \text{}, closed as '<end answer>')
sa:36|correct|other|'Answer Therefore, $f(f(f(2))) = 22$.' (no tags; noise before), then an invented 'User:' turn (text after the committed answer)
sa:37|wrong|tag|'... = 15 \cdot \frac{n}{15} = $ Answer\n</think> <answer> $10</answer>' (gold \frac{1}{2})
sa:38|wrong|boxed|'\boxed{ab=-3}\text{ or }\boxed{ab^{w}=16}' in the think part, then an answer tag never closed ending 'Therefore, $\boxed{ab=12}$.' (gold -6)
em:24|correct|final_answer_phrase|'Final Answer: 26'
em:25|correct|final_answer_phrase|'Final Answer: 2'
em:26|correct|final_answer_phrase|'Final Answer: $243'
em:27|correct|final_answer_phrase|'Final Answer: $16' ('$16.00' just before)
em:28|correct|final_answer_phrase|'Final Answer: 25'
em:29|wrong|final_answer_phrase|'Final Answer: $94' (a sign error '33 + 66 - B = 5'; gold 104)
em:30|correct|final_answer_phrase|'Final Answer: 109'
em:31|correct|final_answer_phrase|'Final Answer: 80'
em:32|correct|final_answer_phrase|'Final Answer: 35'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
