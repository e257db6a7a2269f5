r"""Build public_heldout11.jsonl: an eleventh held-out round of REAL model completions (issue 25).

Why: rounds 1-10 were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader or math-verify was run on these texts, and
the sources' own verdicts (reward, format_reward, answer_reward, correct, is_correct, pred, the
files' category names) were not used to label.

Method (rounds 3-10's): model output committed to public GitHub repositories not used before, read
through the public-code index (16,000-character pages), transcribed record by record exactly as the
page shows it. `r` is the record's text at file level, `enc` says how the build turns it into the
completion: `json` = the file's JSON string (decoded once more), `text` = the file's own text (a
markdown report). A record is taken only when its whole completion lies on the pages read; a
completion that crosses a page edge is joined at the edge (the pages are consecutive 16,000-character
slices).

Selection (records as they come, not by how hard they look; each file read from its start and
stopped at a page edge or to spread records over sources): zq = the RL log's iterations 1-3 (page
0: all 8 logged rollouts 'anss' of each of the three GSM8K questions; iteration 4 crosses the page
edge); sg1 / sg2 / sg3 = every example of the three hand-kept example files whose generated_text the
file shows whole (sg2 example 2 and sg3 example 7 are shown cut with '...' and were not taken); yy =
lines 1-91 of math_baseline_test_fast.jsonl (pages 0-11), less line 13 (rec 12, a coins problem
whose response is a long multilingual noise run across a page edge, not transcribed) and line 82
(rec 81, crossing the edge of pages 10 and 11, which were read in separate passes and not joined);
yg = lines 1-80 of math_baseline_gsm8k_test.jsonl (pages 0-6; line 81 crosses the edge); mh = every
'Example i' block of report.md's format-failure section but Example 8 (its completion is noise
whose question cannot be identified, so it has no gold); ur = the first 21 rollouts of
rl_raw.jsonl (pages 0-1: questions 0 and 1, all eight rollouts each, and question 2's rollouts
0-4; rollout 5 crosses page 1's edge). The sg and mh files keep examples their authors picked by
their own graders' categories (format right / answer wrong, format_reward 0), so truths lean wrong
there.

Labels are ours, by READING, under corpus/README.md's rules and rounds 3-10's conventions: the last
final answer counts; a hedge or two different final answers is wrong; cut before any final answer is
no_answer; equal in value but written differently is correct (a unit word after the value, `60%` for
60, `\frac{5}{11}` in any spelling); in the tag format the `<answer>` content is the final answer, an
answer tag that is never closed still holds the answer; a completion that ignores the format is
labelled by its last box or statement; text after the committed answer (invented `User:` /
`Assistant:` turns, a self-set new problem) does not change the label of the question posed. Tool
output that the training harness spliced into a rollout (zq's `Execution Result:` lines) is part of
the logged completion and kept. Hesitations are marked 'debatable:' in the note.

Golds: GSM8K = the `####` value of ../shared/data/gsm8k/test.jsonl (train.jsonl where a source
says so) of the one question that opens with the record's transcribed question words, checked
equal to the file's own reference where it has one (zq `std`, sg `ground_truth`, yg `truth`'s
`####`, ur `gold`); mh's report stores no question, so each was found in gsm8k/test.jsonl by the
completion's content (names and numbers) and the gold is that line's `####` value. MATH (yy) = the
\boxed{} of the file's own reference solution `truth` (the MATH test set), read by hand and checked
against the transcribed closing words of that solution; the build also looks each problem up in
MATH-500 by its opening words and would check MATH-500's `answer` equal, but none of the 89 is
there. The box is kept as written (`\$30`, `20\text{ square units}`).

Usage: python build_public_heldout11.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g[, gt])
       python build_public_heldout11.py            # re-apply labels / provenance / gold checks
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus_build import TRUTHS, data_dir, heldout_record, run_heldout_builder

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout11.jsonl"
SOURCE = "public_heldout11"
NO_LICENCE = "none found (public GitHub repository, no LICENSE file in the index)"

ZQ = "ZheyuAqaZhang/NLP-LSRL4KE"
ZQ_MODEL = (
    "Qwen/Qwen3-4B-Instruct-2507 during the repo's RL run (lsrl_examples/{} at 29e933b: SyncLSRL, "
    "8 rollouts a question, T=0.9, {} new tokens, DAPO loss); the record is one of the logged 'anss'"
)
ZQ_TOOL = (
    " (gen_w_pytool: generation stops at '</python>', the harness runs the code and appends "
    "'\\nExecution Result: ...\\n', then generation resumes; the eos token is appended)"
)
ZQ_PROMPT = (
    "chat template, system prompt 'Let\\'s think step by step and output the final answer in "
    "\\\\boxed{{}}.{}', the GSM8K question as the user turn"
)
SG = "SecondGithub12138/assignment5-alignment"
SGC = "6ea2ab82767cba9d3458c3b82db0537a49f7dace"
SG_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot, T=1.0, top-p 1.0, 1024 new tokens, output .strip()'d "
    "(evaluate_math_baseline_ai.py at 6ea2ab8); the record is generated_text of a hand-kept example "
    "list (examples whose generated_text the file shows cut with '...' were not taken)"
)
R1Z = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. ... <think> reasoning process "
    "here </think> <answer> answer here </answer>.\\nUser: {question}\\nAssistant: <think>'"
)
YY = "yyin-dev/cs336-a5"
YYC = "2cbc935d1ca097eefa9c5654761e12fb4f44729d"
YY_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot, T=1.0, top-p 1.0, 1024 new tokens, stop '</answer>' kept "
    "in the output (cs336_alignment/math_baseline.py at 2cbc935); the record is the file's response"
)
YY_PROMPT = (
    "the prompt template passed as --prompt (not in the index); the responses follow the R1-Zero "
    "format ('... </think> <answer> ... </answer>', generation starting after 'Assistant: <think>')"
)

MH = "mianhua7/assignment5-alignment"
MH_MODEL = (
    "Qwen/Qwen2.5-Math-1.5B zero-shot on the GSM8K test set (the report's summary; the generation "
    "script was not read); the record is one 'Example i' block of the report's ten random "
    "format_reward=0 examples, which scripts/write_report.py writes as the model_completion between "
    "'````text\\nExample i:\\n' and '\\n````'; the report stores no question, so each question "
    "was found in gsm8k/test.jsonl by the completion's content"
)

UR = "UnitedSnakes/rlvr_behavior_probe_runpod"
UR_MODEL = (
    "expx/qwen-2.5-1.5b-rlvr-ppo (the file's model_name: Qwen2.5-1.5B after an RLVR PPO run), 8 "
    "rollouts a question; the record is one rollout's text (the generation script was not read; "
    "'1024' in the folder name is likely the new-token limit)"
)
UR_PROMPT = (
    "not read (the file stores the question and the rollouts only); every rollout opens with "
    "'<think>' and gives a worked solution with a \\boxed{} answer after '</think>'"
)

# src -> (short id, repo, path, commit, model, prompt, prompt_format, dataset, licence)
# fmt: off
SOURCES = {
    "zq": ("zq-qwen3-tool", ZQ, "my_examples/log_rl_code.log.jsonl",
           "aac4d921cb109e6a8efced3fc6229d87b04c38d7",
           ZQ_MODEL.format("testrl_code.py", 1000) + ZQ_TOOL,
           ZQ_PROMPT.format(" \\nYou can use one line python code with <python></python> to help you."),
           "long_cot", "gsm8k", NO_LICENCE),
    "sg1": ("sg-fmt1", SG, "gsm8k_examples_formatted1.json", SGC, SG_MODEL, R1Z, "think_answer", "gsm8k",
            NO_LICENCE),
    "sg2": ("sg-fmt2", SG, "gsm8k_examples_formatted2.json", SGC, SG_MODEL, R1Z, "think_answer", "gsm8k",
            NO_LICENCE),
    "sg3": ("sg-fcaw", SG, "gsm8k_format_correct_answer_wrong.json", SGC, SG_MODEL, R1Z, "think_answer",
            "gsm8k", NO_LICENCE),
    "yy": ("yy-math-fast", YY, "math_baseline_test_fast.jsonl", YYC, YY_MODEL, YY_PROMPT, "think_answer",
           "math", NO_LICENCE),
    "yg": ("yg-gsm8k", YY, "math_baseline_gsm8k_test.jsonl", "9cb9f39805ed75c97dd1c509907de46cf3425a32",
           YY_MODEL + " (the script as read at 2cbc935; this file was committed at 9cb9f39)", YY_PROMPT,
           "think_answer", "gsm8k", NO_LICENCE),
    "mh": ("mh-report", MH, "report/report.md", "25a105671e6ffaddcda65cdde35e6280dc7f7dc2", MH_MODEL, R1Z,
           "think_answer", "gsm8k", NO_LICENCE),
    "ur": ("ur-rlvr-ppo", UR, "results_1024_cuda/rl_raw.jsonl", "1ca6b8102c02a0bbe8465db956a8530e23dcbbb3",
           UR_MODEL, UR_PROMPT, "long_cot", "gsm8k", NO_LICENCE),
}
# fmt: on

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
yy:0|no_answer|truncated|derails after '</think>' into Cramer's-rule nonsense, then starts a new invented problem ('1. Steffy drew a point A ...') and is cut at the token cap mid-sentence; no answer to the posed problem
yy:1|correct|tag|'</think>' then an invented 'Assistant: Heh, ...' aside, then '<answer>$-2$</answer>'
yy:2|wrong|prose_sentence|debatable: 'So, they have 5 answers in common.' (gold 6), then a garbled line whose tags hold no value ('<answer> is enclosed within <answer> </answer>'); no_answer would also fit
yy:3|correct|boxed|'<answer>' opened early and never closed; Python code and output 7, then '... could buy is \(\boxed{7}\).'
yy:4|wrong|boxed|'\boxed{\frac{5157006}{1991002}}' (a probability > 1; gold 83/499); no think/answer tags
yy:5|correct|boxed|no tags; '... expression is \(\boxed{3}\).'
yy:6|correct|tag|'<answer> $\Delta = \dfrac{1}{2} \begin{vmatrix}...\end{vmatrix} = \dfrac{1}{2} (20 - 2) = \boxed{9}.$</answer>' (an equation ending in a box inside the tag)
yy:7|correct|boxed|'The answer is:\n\[ \boxed{12} \]', then verification code and a self-set new problem (a water tank) cut at the token cap; labelled by the answer to the question posed
yy:8|correct|tag|'<answer>Plugging $x = -7$ ... so $21 = 7b$, so $3 = b$.</answer>' (a sentence ending '3 = b' inside the tag)
yy:9|wrong|tag|'<answer>x=-3, y=-3</answer>' (gold x+y = -2)
yy:10|correct|boxed|no tags; 'The final answer is \(\boxed{7}\).'
yy:11|no_answer|none|debatable: 'MathWorld: Perfect Number' nonsense, an invented 'Assistant:' turn ending '... and $I_I(9) = 8$ in this case.' and an invented 'User:' turn; no stated answer to the question (8 appears only as an invented function value)
yy:13|wrong|prose_sentence|no tags; '... we have that $|z_{111}| = {2^{55}}$.', an invented 'Assistant:' turn, '... Therefore, $|z_{111}| = 2^{55}$.' (gold \sqrt{2})
yy:14|wrong|tag|'<answer> ... Solving for \(n\) yields \(n = 12\), but since 10 is also a valid term, the total number of terms is 11. </answer>': the right 12 in the working, the final 11
yy:15|wrong|tag|'<answer>... the distance is $12$ miles. ... $4\sqrt{3}$, but this is not in the form a√b, so we simplify further to $12$ miles.</answer>' (gold 2\sqrt{19})
yy:16|wrong|tag|'<answer> There is no positive integer $n$ such that $f(n) > 10$, since $f(n) = 1$ ... </answer>' (gold 7)
yy:17|wrong|tag|'</think>\nAssistant: <answer>... then $S=\frac1{2-1}=2$</answer>' (gold 4)
yy:18|correct|tag|debatable: every backslash doubled by the model ('\\(\\frac{5}{11}\\)' inside the tag; '= \\frac{5}{11} = 0.454545 \\ldots' in the working); the value is 5/11
yy:19|wrong|tag|'<answer>$16 - n = 9$ is the only value satisfying the requirements, so $n = 7.$</answer>' (gold 5)
yy:20|correct|tag|debatable: the tag holds the AM-GM chain '$$\frac{a}{2b} + \frac{b}{4c} + \frac{c}{8a} \geq 3 \sqrt[3]{...} = \frac{3}{4}$$' (the bound, not stated as the minimum in words)
yy:21|wrong|tag|'<answer> $\frac{22}{243}$</answer>' (gold 8/81)
zq:0|correct|boxed|Qwen3-4B-Instruct rollout with the harness's <python> tool: a one-line <python> call, the harness's 'Execution Result: {}' line, then 'Final Answer: $\boxed{52}$<|im_end|>' (the log keeps the end-of-text token)
zq:1|correct|boxed|'The average is $ \boxed{52} $. ✅<|im_end|>'
zq:2|correct|boxed|'The average is $\boxed{52}$.✅<|im_end|>'
zq:3|correct|boxed|'The average is $\boxed{52}$ WPM.<|im_end|>'
zq:4|correct|boxed|'So the average is $\boxed{52}$ WPM. ✅<|im_end|>'
zq:5|correct|boxed|'So the final answer is:\n\n\boxed{52}<|im_end|>'
zq:6|correct|boxed|'Execution Result: {'average': 52.0}' then 'Final Answer: $\boxed{52}$<|im_end|>'
zq:7|correct|boxed|'The average is $\boxed{52}$.<|im_end|>'
zq:8|correct|boxed|'Final Answer: $\boxed{4}$<|im_end|>' after the harness's Execution Result dict
zq:9|correct|boxed|the <python> line computes 24 / (2 + 4 * 2) (a wrong expression; its result is not printed), the prose says 4 days; 'Final Answer: $\boxed{4}$<|im_end|>'
zq:10|correct|boxed|'Final Answer: $\boxed{4}$<|im_end|>'
zq:11|correct|boxed|'The loaf of bread will last $\boxed{4}$ days.<|im_end|>'
zq:12|correct|boxed|'The loaf of bread will last $\boxed{4}$ days.<|im_end|>'
zq:13|correct|boxed|'The loaf will last $\boxed{4}$ days. ✅<|im_end|>'
zq:14|correct|boxed|'Final Answer: $\boxed{4}$<|im_end|>'
zq:15|correct|boxed|'Final Answer: $\boxed{4}$<|im_end|>'
zq:16|correct|boxed|'Final Answer: $\boxed{7}$<|im_end|>'
zq:17|correct|boxed|'Final Answer: $\boxed{7}$<|im_end|>'
zq:18|correct|boxed|a bare '\boxed{7}<|im_end|>' right after the harness's Execution Result dict
zq:19|correct|boxed|'Final Answer:\n\boxed{7}<|im_end|>'
zq:20|correct|boxed|'The total number of DVDs Billy sold is $\boxed{7}$.<|im_end|>'
zq:21|correct|boxed|'Final Answer: $\boxed{7}$<|im_end|>'
zq:22|correct|boxed|'Final Answer: $\boxed{7}$<|im_end|>'
zq:23|correct|boxed|'The total number of DVDs Billy sold on Tuesday is $\boxed{7}$.<|im_end|>'
sg1:1|no_answer|tag|echoes the question, '</think>\n<answer>' and echoes it again; the tag is never closed and holds no answer
sg1:2|correct|tag|'... = 3 bolts. </think> <answer> 3' (the answer tag is never closed)
sg2:1|no_answer|none|one sentence of plan, no computation, no tags
sg2:3|wrong|answer_is|'So the answer is$68. </think>' (gold 64); no answer tag
sg2:4|no_answer|none|garbled plan ('we take out the first 80% (32GB)'), a stray '</think>', ends '... we get 9.6GT' with no answer
sg2:5|no_answer|none|one sentence (the first leg is 180 miles) and stops
sg2:6|wrong|tag|'<end think> <answer>210</answer>' (gold 460)
sg2:7|no_answer|none|'Total cost = cost of donuts + cost of mini cupcakes + cost of mini cheesecakes. </think>' and stops
sg2:8|wrong|tag|an answer tag opened mid-text and never closed: '<answer> ... Melanie started with 24 vacuum cleaners.' (gold 18)
sg2:9|correct|tag|'= (6/10) = 60% <answer> <answer> 60%</answer> </answer> </think>' (nested answer tags, then the closing think tag; gold 60, the question asks a percentage)
sg2:10|wrong|prose_sentence|debatable: works out $125 (jewelry) and $96 (gadgets), then 'So the merchant will gain more from a purchase of electronic gadgets.' (picks the $96 plan); no number is stated as the answer, so no_answer would also fit
sg3:1|correct|tag|'<answer> 18 dollars </answer>' (a unit word in the tag)
sg3:2|correct|tag|debatable: 'Sum of 2 quarts and 1 quart </think> <answer> 3 quarts </answer>' (the value 3 with a wrong unit; the question counts bolts)
sg3:3|wrong|tag|'<answer> 180 </answer>' (gold 540)
sg3:4|wrong|tag|'Saratoga has 120 sheep' then a tag holding an invented question ('John had $131 to buy jellybeans. He used all but 18 ...'); gold 260
sg3:5|wrong|tag|'<answer> (60+60x3-60x3x30%)+(60+60x3)+(60+60x3x30%)=1200 </answer>' (gold 366)
sg3:6|wrong|tag|'<answer> It takes 18 years </answer>' (gold 13)
sg3:8|correct|tag|debatable: '<answer> Ray: ... 40 pair: ... 20 pairs <br> Aaron: ... 5 + 20 pairs ... 25 pairs <br> Siobhan: ... 25 – 2 pairs ... 23 pairs </answer>' (Siobhan's 23 last, with a wrong unit 'pairs')
sg3:9|wrong|tag|'<answer> \( 9 \) </answer>' (gold 36)
sg3:10|wrong|tag|'<answer> $85,500 </answer>' (gold 7425)
yy:22|wrong|tag|'</think> <answer>256.3</answer>' (gold 86.4)
yy:23|correct|tag|a line of multilingual token noise (Arabic, Thai, CJK, an emoji, U+FFFD, '\r\n'), then '</think>  \n<answer> Answer: $$24$$ \n</answer>' (an 'Answer:' marker and a display inside the tag)
yy:24|wrong|boxed|Python that fails twice (NameError), then '\boxed{-\frac{16}{13}}' (gold -1)
yy:25|wrong|tag|asks the user for a hint in the think part, then '<answer> $$\frac{b_{32}}{a_{32}}=\frac{3241}{1}=3241$$ </answer>' (gold 561)
yy:26|wrong|tag|repeated broken '<img style=...>' tags, then an answer tag ending 'So, |x| + |y| = 1 + 2 = 3\n</answer>' (gold 11/65)
yy:27|no_answer|truncated|an angle-bisector derivation collapsing into '\sqrt(-1)' loops ('... => area =0.5\sqrt{3}=>area =(5) * to be added to the above...'), a stray '```', then a fresh coordinate solution cut at the token cap ('Substituting $x = \frac{1'); no committed answer
yy:28|correct|tag|'</think>\n\nAssistant: <answer>... Thus, the value of the expression is 7.</answer>' (an invented 'Assistant:' label before the tag; the tag holds the working and a closing sentence)
yy:29|no_answer|truncated|debatable: 'So the distance between the foci is $2c = 2\sqrt{6}$. Let's confirm this with the Python code.', code prints 6.0, 'The correct value ... should be $2\sqrt{6}$ ... Let's redo the calculation', then cut at the token cap inside new code; correct would fit if the twice-stated value is read as the answer
yy:30|wrong|boxed|'... the answer is $\boxed{108\pi}$ cubic inches. (Corrected from the original 36√3π)' (gold 288\pi)
yy:31|wrong|tag|'answer<-2i and 2i</answer>' (a malformed opening tag; gold 3i, -3i)
yy:32|correct|boxed|no tags; code output 22, 'The sum of \( k \) and \( m \) is \(\boxed{22}\).'
yy:33|correct|boxed|'The final answer is:\n\[\n\boxed{9}\n\]', then verification code that ends without its output
yy:34|wrong|prose_sentence|a broken '</think' followed by Chinese/Hebrew noise, then a fresh solution ending 'Area of shaded region = Area of sector - Area of triangle = \pi - 2\sqrt{3} \text{ cm}^2' (gold 4\pi - 2\sqrt{3}); no box, no answer tag
yy:35|wrong|final_answer_phrase|two '</think>' tags with Chinese notes between, then 'Answer: Terrell must lift two 15-pound weights 14 times to lift the same total weight.' (gold 16)
yy:36|wrong|tag|'So <∂> D < answer > 14.55001. </answer>' (a spaced-out opening tag; the answer D is wrong, gold C)
yy:37|wrong|tag|'<answer> ... Therefore, the probability that the sum is $\$20$ or more is $\frac{3}{28}$.</answer>' (gold 1/2)
yy:38|wrong|tag|'<answer> $58$' never closed, then a self-written quiz about the reasoning, 'If this logic is followed then the required answer will be 58.', then unrelated invented problems cut at the token cap (gold 42)
yy:39|wrong|tag|'<answer> \(k = 3\cdot5\cdot11 = 165\)\n</answer>' (gold 962)
yy:40|correct|tag|'</think>\n<script>\ndocument.write("<answer> $\frac{-\sqrt{3}}{2}$ </answer>' (the tag sits inside an unclosed JavaScript string; the value is -\sqrt{3}/2)
yy:41|wrong|final_answer_phrase|'4 + 5 + ... + 11 = 56\nAnswer: The sum of integers that are greater than 3 but less than 12 is 56.' (gold 60)
yy:42|wrong|tag|invented 'User:'/'Assistant:' turns; '<answer>Answer is 999. Think better ...' never closed, then more invented turns (gold 869)
yy:43|wrong|tag|'<answer> $$617 \equiv 943\pmod{18}$$ ... $$-18 \mid -326$$ $$n \geq 18$$</answer>' (gold 9)
yy:44|wrong|tag|a line of CJK noise, then '<answer>31</answer>' (gold 26)
yy:45|wrong|prose_sentence|'This means that there are 4 factors of 1000 that can be divided by 20 without a remainder. </think>' then an invented 'Partner: Is it correct?\nAssistant:' (gold 6)
yy:46|wrong|boxed|'The measure of arc \(BN\) is \(\boxed{40}\) degrees.' (gold 20 degrees)
yy:47|no_answer|tag|debatable: a broken align block, then '<answer>\nIf the inverse doesnot exist, then the zero matrix.\n</answer>' (restates the instruction without deciding whether the inverse exists; correct would fit if read as naming the zero matrix)
yy:48|wrong|boxed|numeric 3.8637 from code, then an invented identity and '\boxed{4}' (gold 8\sqrt{3}/3)
yy:49|correct|prose_sentence|a '</think>' after every step; '6. The simplified fraction is $\frac{43}{99}$, but this can be further simplified to $\frac{43}{99}$, since 43 is a prime number ... </think>\nAssistant:' (no box, no answer tag)
yy:50|no_answer|truncated|a coordinate solution cut at the token cap inside the line equation ('y - 5 = -\frac{132}{29}(x + 8'); no answer
yy:51|no_answer|truncated|debatable: an answer tag opened early and never closed; inside it '... the last time both cameras take a picture together before noon is 3 days before 12:00 PM, which is 11:52 PM.' (a time, not the minutes asked), then '<end think>', an invented 'Assistant:' restart, cut at the token cap; wrong would fit if the tag's sentence is read as the answer
yy:52|no_answer|tag|'<answer>By some equivalence in combinatorics formula</answer>' (no value)
yy:53|correct|tag|'<answer> <br/> \begin{align*}2x + 3 & = 2(3) + 3 \\ & = 6 + 3 \\ & = 9 \end{align*} \\[/answer]' (the tag is closed with a malformed '\\[/answer]')
yy:54|correct|final_answer_phrase|'</think> First Input: Then Answer: $13^2 - 5^2 = 169 - 25 = 144$' (no answer tag)
yy:55|correct|tag|'<answer> 1722 </answer>' (gold written 1,\!722)
yy:56|correct|boxed|'Therefore, the simplified expression is \(\boxed{\frac{5}{4}}\).', then a self-set new problem (completing a square) cut at the token cap; labelled by the answer to the question posed
yy:57|no_answer|none|one heuristic sentence ('h(x) = \log_2^* x') and '</think>'; no answer
yy:58|wrong|tag|'<answer>$\frac{29}{4}$</answer>' (gold 14)
yy:59|wrong|boxed|'<endthink>', an invented 'Assistant:' turn, '... the answer is $\boxed{\frac{9\sqrt{2}}{4}}$.' (gold (3\sqrt{2} - 3)/2)
yy:60|wrong|tag|'<endthink>\n<answer> $b \geq -5$ and $b \leq 3$ from the factoring. However, ... we can discard $b \geq -5$ and get $b = -3$ as the answer.\n</endanswer>' (closed with '</endanswer>'; gold -5)
yy:61|wrong|tag|two opening answer tags; the cofactor expansion ends 'So, \[\begin{vmatrix}...\end{vmatrix} = \sin \beta + \frac{1}{2} \sin 2\alpha \sin(\beta - \alpha).\]\n</answer>' (gold 1)
yy:62|wrong|boxed|'Thus, there are 3 distinct possible values of \(c\).\n\nThe final answer is:\n\[\n\boxed{3}\n\]' (gold 4)
yy:63|correct|boxed|'The largest possible value of \(\|\operatorname{proj}_{\mathbf{w}} \mathbf{v}\|\) is \(\boxed{5}\).'
yy:64|no_answer|truncated|debatable: wavers between '(360, 360)' and '(1, 1)' ('Therefore, the answer is $(360, 360) \rightarrow (1, 1)$, but ... the answer is actually $(360, 360) = (360, 360)$ relatively prime.'), then code, cut at the token cap; wrong would fit if the wavering sentence is read as an answer
yy:65|wrong|tag|dollar signs written as '\(\32\)', '\(\2\)'; '</think>\nAssistant: <answer> The sombrero costs \(\2\) dollars.\n</answer>' (gold $10)
yy:66|no_answer|tag|'<answer> Solving this equation is a bit tricky but this can be done.\n</answer>' (no value)
yy:67|correct|tag|'<answer> $-\frac{3}{2}$ </answer>' (gold written '- \frac 32')
yy:68|wrong|tag|'The answer is $t \approx 1.62$ seconds.\n</think>\n<answer> The ball will hit the ground after approximately 1.62 seconds.' (the tag is never closed; gold 0.75)
yy:69|no_answer|tag|'<answer> $\frac{4b+19}{6b+11} = \frac{19}{25}$\n</answer>' (restates the equation; no value of b)
yy:70|wrong|prose_sentence|a long confused calculus derivation, '... Thus, the location of the third vertex would be at (1/3,0).', then a stray closing '</answer>' (gold (-15, 0))
yy:71|correct|boxed|the working is wrong (54°/36°) but 'So, the ratio is:\n\n\[\n\boxed{\frac{1}{3}}\n\]', then verification code running into a self-set new problem (Sally's frames) cut at the token cap; labelled by the answer to the question posed (choice D = 1/3)
yy:72|wrong|tag|'<answer>Therefore, ... =\frac{2(x^8 + 2y^4)}{x^8+y^8}=\boxed{3}\boxed{.}$< </answer>' (a second box holding only '.'; gold 41/20)
yy:73|no_answer|truncated|long align-block manipulations, an answer tag opened over more align rows, cut at the token cap ('\noalign{\bigskip'); no value
yy:74|wrong|tag|'0.25</think> <answer>$3$</answer>' (0.25 before the think tag, the tag holds the tip in dollars; gold 25 percent)
yy:75|correct|tag|'</think>\nAssistant: <answer>First, let’s solve ... Thus, the intersection point of the two lines is \((2,3)\).\n</answer>'
yy:76|correct|tag|'<answer> $\frac{1}{2} + \frac{1}{3} = \frac{5}{6}.$ </answer>' (an equation ending in the value)
yy:77|wrong|tag|a list of number words, then '<answer> eight </answer>' (gold 69)
yy:78|wrong|boxed|'... the three-digit number \(abc\) is \(81798\). Since \(abc\) is a three-digit number, the answer is \(179\).\n\nSo the three-digit number \(abc\) is \(\boxed{179}\).' (gold 447)
yy:79|wrong|prose_sentence|'Therefore, the least possible perimeter of the triangle is 33 + 42 + 11 = 86 units.', then invented 'User:'/'Assistant:' turns with other problems (gold 85)
yy:80|wrong|boxed|an answer tag opened and never closed; '\[\boxed{x\!=a\left(\pm\frac{\sqrt{10}}{2}\!+\!1\right)}.\]' (a '\!'-spaced box), then 'Alternate Answer: Let's compute the determinant ...' cut at the token cap (gold -a/3)
yg:0|correct|tag|'<answer> ... she earns $2 \times (16 - 7) = $2 \times 9 = \$18 $. </answer>' (a sentence ending in an escaped dollar amount)
yg:1|correct|boxed|starts 'initial``'; no tags; code output 3.0, 'The total amount of fiber required to make the robe is \( \boxed{3} \) bolts.'
yg:2|wrong|boxed|'The profit Josh made from flipping the house is \(\boxed{225000}\).' (gold 70000)
yg:3|correct|other|'</think>\n(answer) $ 3 \cdot 60 \cdot 3 = 540 $ meters per week.' (a parenthesised '(answer)' marker, no tag), then invented 'User:'/'Assistant:' turns with another problem and a forum-style paragraph; labelled by the answer to the question posed
yg:4|wrong|tag|the working reaches '60 -40 = 20 cups' then adds '20 +20 = 40'; '<answer> she need 40 cups of feed for the final meal of the day</answer>' (gold 20)
yg:5|correct|prose_sentence|debatable: the only answer to the question is inside the think part ('So, the total cost will be 8 * $5 + 8 * $3 = $40 + $24 = $64. </think>'), followed by many invented 'User:'/'Assistant: <think>' turns about other purchases ($18, $30, $28); no answer tag
yg:6|wrong|tag|'<answer> Toulouse has 160 sheep, Charleston has 80 sheep, and Seattle has 20 sheep. </answer>' (the three counts, not the total asked; gold 260)
yg:7|wrong|tag|'<answer> ... Thus, total time = 90 + 20 = 110 minutes </answer>' (gold 160)
yg:8|wrong|other|no tags; '195 miles + 160 miles = 355 miles', an invented 'User:' turn, then a quoted block ending 'the total distance from home is $\color{blue}{355\ miles}$.' (gold 45)
yg:9|correct|tag|'<answer> 40 hours x $10 / hour + 5 hours x 1.2 x $10/hour = $460. </answer>' (an expression ending '= $460')
yg:10|wrong|tag|'The total then after 3 months was 145+60=205. \n<answer> 205!' (never closed), then forum-style text about 'editing MODEL tags' and made-up <A>/<B>/<C> tags (gold 366)
yg:11|wrong|tag|'<a.answer> The total cost of the pastries is $400. ... $204 + $160 + $330 = $400.\n</answer>' (a malformed opening tag; the right parts, a wrong sum; gold 694)
yg:12|wrong|tag|garbled lines, then '<answer> It will take Carlos 4.7 years before he starts earning money on the lemon tree.' (never closed; gold 13)
yg:13|wrong|tag|'- think, think, <answer>11</answer>' (gold 18)
yg:14|correct|boxed|'<end think>' markers, then code output 60.0 and 'The percentage ... is \(\boxed{60\%}\).' (gold 60)
yg:15|wrong|tag|'... = $125. </think> <answer> Thus, # profit for the jewelry shop is $5,000 + $125 = $5,125. </answer>' (the right $125 in the think part; gold 125)
yg:16|wrong|tag|three opening answer tags, '<end>', then 'The first train travels a total distance of 240 miles. The second train travels a total distance of 230 miles.' (two different totals; gold 230), then an invented 'User:' turn
yg:17|wrong|tag|'</think>\nAssistant: <answer> Jill's annual salary is $74,000.\n</answer>' (gold 57500)
yg:18|wrong|boxed|invents two omelets a day and an extra egg; an emoji/Hebrew noise line; code output 112; '... is \(\boxed{112}\).' (gold 7 dozen)
yg:19|correct|tag|'So, the speed she needs to walk the remaining distance is 6 mph <answer>6</answer>'
yg:20|wrong|prose_sentence|'... = 8 and 7/10 liters of water.', a garbled paragraph, then 'Thus, the answer is correct.' (gold 15)
yg:21|correct|other|'Therefore, Raymond's son was born 14 years ago.\nanswer> 14' (a malformed tag 'answer>' with no '<')
yg:22|correct|other|'Billy sold 3 + 4 = 7 DVDs on Tuesday.\nanswer> By adding ... we get 3 + 4 = 7 DVDs sold.' (malformed 'answer>' tag)
yg:23|correct|other|'answer> The candle will be 8 centimeters shorter after burning from 1:00 PM to 5:00 PM.\n</think>' (malformed 'answer>' tag, then a closing think tag)
yg:24|correct|boxed|no tags; 'So, the original price of the book was \(\boxed{26}\).'
yg:25|correct|tag|debatable: '<answer> 50. $12 milk + $15 + $6 + 8.5pishi = $50. ... So, [17 ÷ 8.5] pizzas = 2 <end think>' (the tag opens with '50.', the total paid, and ends with the count 2; never closed), then an invented 'User: Is that the final answer?' and an editor's note
yg:26|correct|prose_sentence|'Therefore, the total amount Mishka spent on all the clothing items is $243.00. </think>\nThe user is happy with the answer.'
yg:27|wrong|final_answer_phrase|'</think> Answer: 60 servings mean 4 dollars' (gold 16)
yg:28|wrong|tag|'<answer> 15 miles </answer>' (gold 25)
yg:29|wrong|final_answer_phrase|'Therefore, the boots cost $50,252.\n\nAnswer: The boots cost five thousand, two hundred fifty-two dollars.' (number words, and not even 50,252; gold 104)
yg:30|correct|boxed|the right 109 in the think part, CJK/code noise and an invented battery problem, then a clean solution ending 'Therefore, Allen's age 10 years from now is \(\boxed{109}\).' and a closing paragraph saying the battery problem cannot be solved; labelled by the answer to the question posed
yg:31|wrong|tag|'<answer> average guess = $$\dfrac{80+20+40+45}{4}=43.75$$ </answer>' (gold 80)
yg:32|correct|tag|the whole completion is ' <answer> 35 hours a week' (never closed, unit words after the value)
yg:33|correct|final_answer_phrase|two 'Answer:' lines (the first begins the algebra); the last 'Answer: Gretchen has 70 gold coins and 40 silver coins.' (the question asks the gold coins, 70)
yg:34|correct|prose_sentence|no tags; 'Siobhan has 25 - 2 = 23 jewels.'
yg:35|wrong|tag|'<answer>He scored $5$ points. They solved using <write>Algebra, Three Parts</write>.</answer>' (the second-half score, not the total 9)
yg:36|wrong|other|Cyrillic/CJK noise, '\end{think} Answer:...', dozens of broken '\ranswer>' fragments with 5.00/.50/5, then '$$answer=\text{total cost of yogurt in one month}=...=\text{35}\text{.}00$ler\n<answer page="3500"></answer>' (gold 75)
yg:37|wrong|prose_sentence|'... we can conclude that John still has 3 lego sets.', then an invented 'User:' problem and an unclosed '<answer>' about padlocks (gold 2)
yg:38|no_answer|none|broken notes ('$3$ hours 2 days 1 hour 30 minutes>\n...'), then an invented 'User:' turn about credit charges and an AutoIt line; no answer to the question
yg:39|correct|boxed|an answer tag opened mid-way and never closed; 'So, the total distance Dana can travel in six hours is \boxed{18} miles.'
yg:40|correct|tag|'<answer> Brandon's iPhone is 4 × 2 = eight years old.</answer>' (the value as a number word)
yg:41|no_answer|other|rambling ('six hundred (3 times 200) feet', '1000 = Pyl. ... =20,000'), then '**Answer**  **Answer= I will be hit by the agent’s方可ishment**' (no number)
yg:42|wrong|tag|'<answer> 5×8 = 40 ... 40 - 36= 4 ... 4 pieces were taken by the guests. \n</answer>' (gold 26)
yg:43|wrong|tag|Hebrew/markup noise, an echoed 'Output:' question, '<answer>You can eat approximately 83.33 grams of chips. </answer>' (gold 48)
mh:0|wrong|answer_is|no tags closed with an answer; '... so the answer is the Carl receives 6 dollars in change.' (gold 4)
mh:1|correct|tag|'<answer>42.00\n</answer>', then code and '\boxed{42.00}' (42.00 = 42)
mh:2|wrong|final_answer_phrase|'answer: 18 millimeters.' (gold 16)
mh:3|wrong|prose_sentence|the solution ends at 48000 before an invented 'User:' turn (gold 120000)
mh:4|wrong|tag|restates the question, then '<a/>  3 pens\n</answer>' (gold 4)
mh:5|wrong|tag|debatable: an unclosed answer tag with '$45 left ... $40 left' (each one's remainder); the asked total 85 is never stated
mh:6|wrong|other|debatable: 'Adam contributed $ 48 – saving amount' (an expression in an unknown, not a number; wrong rather than no_answer since $48 is put forward as the contribution; gold 12)
mh:7|correct|prose_sentence|debatable: no tags; the only answer is '... = 5 hours' before '</think>', followed by a 'Think:' note with no other value
mh:9|wrong|tag|'<answer> x + y + z = 19 </answer>', then invented turns ending 'x is approximately 5' (gold 10)
ur:0|correct|boxed|'**Final Answer:**\n\[\n\boxed{52}\n\]'
ur:1|correct|boxed|'**Final Answer:**\n\n\(\boxed{52}\)'
ur:2|correct|boxed|'**Final Answer:** \(\boxed{52}\) WPM'
ur:3|correct|boxed|the think part gets 99/3 = 33 (two measurements); the solution after '</think>' redoes it and ends '**Final Answer:** \(\boxed{52}\) WPM' (the last final answer counts)
ur:4|correct|boxed|'**Final Answer:**\n\n\(\boxed{52}\)'
ur:5|correct|boxed|'**Final Answer:**\n\[\n\boxed{52}\n\]'
ur:6|correct|boxed|a display '\boxed{52}' at the end
ur:7|correct|boxed|'Thus, the average typing speed is \(\boxed{52}\) words per minute.'
ur:8|correct|boxed|'**Answer:**\n\(\boxed{5}\)'
ur:9|correct|boxed|the think part ends with a total 5 + 5 = 10; the solution after '</think>' ends '**Final Answer:**  \n\(\boxed{5}\)' (Jordan's share, the question asked)
ur:10|correct|boxed|'Therefore, Jordan changes **\(\boxed{5}\) diapers per day.**'
yg:44|wrong|prose_sentence|debatable: 'his net profit is $20 * 2 = $40.', then '<answer> Therefore, Charlie’s net profit would be $' cut by an invented 'User:' turn (Gordon's projects) answered with 8; the last value given for the question is 40 (gold 20); no_answer is arguable since the tag holds no value
yg:45|correct|tag|'</think>\nanswer> 104 hours. </answer>' (the opening tag lacks its '<'; unit word after the value)
yg:46|correct|boxed|'The package that Candice purchased contained \(\boxed{163}\) Post-it notes.'
yg:47|wrong|answer_is|'The answer is 45: a tie costs $45.' twice, then '@</answer>' (gold 800)
yg:48|wrong|tag|'<answer> There will be two pieces of wire since 6 inches goes into the 12 inches twice. </answer>' (uses 12 inches for the 4-foot wire; gold 8)
yg:49|correct|prose_sentence|'</think>\nAssistant: Therefore, the total number of unoccupied units in the building is 30.\n</answer>' (no opening answer tag; the sentence before the closing tag)
yg:50|correct|other|debatable: no tags; the worked answer ends '\[ \$42/\text{day} \times 7 \text{ days/week} = \$294/week \]', then an invented 'Assistant:' paragraph about rainfall and an '<ask>' question; labelled by the value computed for the question posed
yg:51|wrong|boxed|'The final answer is \boxed{6 \text{ hours and } 24 \text{ minutes}}.' (assumes a 24-mile trip; gold 5)
yg:52|wrong|tag|'</think> <answer> 3 </answer>' (gold 15)
yg:53|correct|answer_is|'So the answer to the question is $520 - $480 = $40 more' (no tags)
yg:54|wrong|prose_sentence|noise ('89 was my initial Answer', CJK, symbols), then an 'Assistant:' paragraph (48, 55, 50, 45 kittens) ending 'Therefore, the Doubtfire family now have 10 kittens.' (gold 40)
yg:55|correct|tag|the answer tag holds the working and ends 'Therefore, Jean can fill 14 bags with 2 lollipops in each bag.'
yg:56|correct|tag|'</think> <answer> 3 </answer>'
yg:57|correct|tag|'<answer> 83 boxes (answer format) </answer>' (unit word and a parenthetical after the value)
yg:58|wrong|tag|'<answer>$53.00</answer>' (gold 57)
yg:59|wrong|tag|'<answer> 167 raspberries' never closed, followed by three invented problems with their own answers (1/12, a Swiss croissant, 26/35); gold 187
yg:60|wrong|prose_sentence|no tags; ends 'So he has \\(1-3=2\\) oranges that are good' (doubled backslashes in the text; gold 17)
yg:61|correct|other|debatable: 'Total = $1300 + $130 = $1430</think>', then noise ('adapter (User) @EMAc之际', a flag emoji) and a bare '</answer>'; the only answer is the total before '</think>'
yg:62|no_answer|other|debatable: after '</think>' one long broken LaTeX block ('P=Pension', 'I = \mathrm {always 25,000}', '39,998.00000000015P/(5-5}'); no value is put forward as Marcy's pension (25,000 appears only inside the noise)
yg:63|correct|prose_sentence|no opening answer tag; 'The total amount paid by the end of the year is the sum of the two amounts: $840 + $756 = $1596. </answer>'
yg:64|wrong|tag|'</think> <answer>800 miles</answer>' (gold 300)
yg:65|wrong|tag|'<answer>He spends 6.5 hours each week. Over the course of 4 weeks, he will spend 6.5 * 4 = 26 hours to watch TV and read. </answer>' (gold 36)
yg:66|wrong|tag|'<answer> ... is 4 schools * 22 people per school = 88 people. </answer>' (gold 48)
yg:67|correct|tag|'<answer> There was a total of 595 gems in the chest. < -> G' (answer tag never closed; stray characters after the sentence)
yg:68|wrong|tag|' Some boys and girls. <answer> 120 </answer>' (the boys; gold 36 teachers)
yg:69|correct|tag|'<answer> Bailey started with $60. </answer>'
yg:70|wrong|tag|'<answer>10,125. </answer>' (gold 7425)
yg:71|correct|tag|'<answer>The number of instructions Kelian has to read to prepare the two dishes is 60.</answer>'
yg:72|no_answer|none|only a plan of steps, ending '5. Use (<answer> and </answer>' (the stop string); no value
yg:73|correct|tag|'</think> <answer> $255 </answer>'
yg:74|correct|prose_sentence|no tags; an 'Assistant: Answer:' paragraph ending 'we calculated that Artie will make $88.00 from selling all the flowers.'
yg:75|wrong|tag|debatable: the answer tag lists the levels as 8, 4 and 2 square feet (halving upwards from the top) and never gives an average; wrong by its last value, no_answer is arguable (gold 60)
yg:76|wrong|tag|'<answer> 550 </answer>' (the cups, not the bags; gold 5)
yg:77|wrong|prose_sentence|debatable: 'And here comes the answer. The weight of rusty Carrie is C = 100 pounds.' and 'Conclusion: Raymond does 100 pounds of laundry, David does 100 pounds of laundry.', then code noise; the asked difference (gold 100) is never stated and the stated amounts give 0
yg:78|no_answer|tag|debatable: '<answer> ... Thus he saves $15 -$9 = $... range $ – $, so Vincent saves... There are 2 ways to do it. </answer>' (both costs right, the saving never given; gold 6)
yg:79|correct|tag|debatable: 'The answer is $70.\n</think>\n<answer> $70' (answer tag never closed), then CJK/Cyrillic noise and a self-set problem solved to '\(\boxed{22}\)'; labelled by the answer to the question posed
ur:11|correct|boxed|'Thus, Jordan changes **\(\boxed{5}\)** diapers per day.' (box inside bold)
ur:12|correct|boxed|the think part ends 5 + 5 = 10; the solution ends 'Jordan changes **5 diaper changes** per day.\n\n\(\boxed{5}\)'
ur:13|wrong|boxed|adds the children's 10 and the wife's 5: '**Final Answer:**\n\n\(\boxed{15}\)' (gold 5)
ur:14|correct|boxed|the think part ends 5 + 5 = 10; the solution ends '**Answer:** \(\boxed{5}\)'
ur:15|correct|boxed|'Therefore, Jordan changes \(\boxed{5}\) diapers per day.'
ur:16|correct|boxed|'**Final Answer:**\n\[\n\boxed{83}\n\]'
ur:17|correct|boxed|'**Final Answer:** \(\boxed{83}\)'
ur:18|correct|boxed|'**Final Answer:**\n\n\(\boxed{83}\)' (working with '1,\!245' thousands separators)
ur:19|correct|boxed|'\(\boxed{83}\) boxes can be loaded onto the truck.'
ur:20|correct|boxed|'... is \(\boxed{83}\).'
yy:82|wrong|boxed|noise about '<u>limit</u>', then a derivation with floor(sqrt(L)) and code whose output is 1969; 'is \( \boxed{1969} \).' and more code after it (gold 1963)
yy:83|correct|tag|'<answer> ... Therefore, there are $400$ terms in the sequence that are less than or equal to $20$. </answer>'
yy:84|correct|tag|'<answer> $\$30$</answer>' after nonsense working ('marginal tax of $\$7$'); the value equals the gold $30
yy:85|wrong|tag|'<answer>$$f(g(x))=2(5-4x)-3=7-8x$$</answer>' (answers a question of its own, with '</ think>' spaced; gold -9)
yy:86|wrong|prose_sentence|'The integer solutions ... are $x = 4, 5, 6$. The sum of these solutions is $15$.', then invented 'User:' problems (240, ALABAMA 90); gold 12
yy:87|wrong|tag|'</think> <answer> $16$ </answer>' (gold 8)
yy:88|correct|tag|'<answer>... =\cfrac { 6 }{ 15 } +\cfrac { 5 }{ 15 } =\cfrac { 11 }{ 15 } $</answer>' (\cfrac with spaces; the last value 11/15)
yy:89|wrong|other|'(answer)  $99990$.', then an echo of the format instructions with '<Think>'/'<Answer>' (gold 98752)
yy:90|wrong|tag|'<answer>Base = $7 - (-3) = 10$ units</answer>' (the base only; gold 20 square units)
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


def decode(raw: dict) -> str:
    """The completion from the record's file-level text (see the docstring for `enc`)."""
    enc, text = raw["enc"], raw["r"]
    if enc == "json":
        return json.loads('"' + text + '"')
    if enc == "text":
        return text
    raise SystemExit(f"{raw['src']}:{raw['rec']}: unknown enc {enc!r}")


def norm(text: str) -> str:
    return " ".join(text.split())


def number(text: str) -> float:
    return float(text.replace(",", "").replace("$", ""))


def find(rows: list[dict], field: str, prefix: str) -> list[int]:
    prefix = norm(prefix)
    return [i for i, row in enumerate(rows) if norm(row[field]).startswith(prefix)]


def gsm8k_gold(raw: dict, split: str, rows: dict, own: str) -> tuple[str, str]:
    """GSM8K `####` value of the one question that opens with the record's question prefix."""
    src, rec = raw["src"], raw["rec"]
    hits = find(rows[split], "question", raw["q"])
    if len(hits) != 1:
        raise SystemExit(f"{src}:{rec}: question prefix {raw['q']!r} matches {hits} in {split}")
    line = hits[0]
    gold = rows[split][line]["answer"].split("####")[-1].strip().replace(",", "")
    how = f"gsm8k/{split}.jsonl line {line} (found by the question's opening words"
    if own:
        if number(raw["g"]) != number(gold):
            raise SystemExit(f"{src}:{rec}: file gold {raw['g']!r} != gsm8k {gold!r}")
        how += f"; equal to the file's own {own}"
    return gold, how + ")"


def math_gold(raw: dict, m500: list[dict]) -> tuple[str, str]:
    """MATH test problem: MATH-500's answer when the problem is there, else the box of the file's
    own reference solution (`truth`), whose closing words were transcribed as `gt`."""
    src, rec, gold = raw["src"], raw["rec"], raw["g"]
    if "\\boxed{" + gold + "}" not in raw["gt"]:
        raise SystemExit(f"{src}:{rec}: \\boxed{{{gold}}} not in the transcribed solution tail")
    hits = find(m500, "problem", raw["q"])
    if hits:
        if m500[hits[0]]["answer"] != gold:
            raise SystemExit(
                f"{src}:{rec}: MATH-500 answer {m500[hits[0]]['answer']!r} != {gold!r}"
            )
        return gold, f"math500/test.jsonl line {hits[0]} (equal to the box of the file's truth)"
    return gold, (
        "the \\boxed{} of the file's own reference solution ('truth', MATH test; the problem is not in "
        "MATH-500), read by hand and checked against the transcribed closing words of that solution"
    )


GSM_RULES = {"zq": ("test", "std"), "zl": ("train", "A"), "sg1": ("test", "ground_truth"),
             "sg2": ("test", "ground_truth"), "sg3": ("test", "ground_truth"), "yg": ("test", "truth"),
             "mh": ("test", ""), "ur": ("test", "gold"), "uf": ("test", "gold")}  # fmt: skip


def build(raws: list[dict]) -> list[dict]:
    table, root = labels(), data_dir()
    rows = {
        split: [json.loads(x) for x in open(root / f"gsm8k/{split}.jsonl", encoding="utf-8")]
        for split in ("test", "train")
    }
    m500 = [json.loads(x) for x in open(root / "math500/test.jsonl", encoding="utf-8")]
    records, seen = [], set()
    for raw in raws:
        src, rec = raw["src"], raw["rec"]
        if (src, rec) in seen:
            raise SystemExit(f"duplicate record {src}:{rec}")
        seen.add((src, rec))
        completion = decode(raw)
        *meta, licence = SOURCES[src]
        if src in GSM_RULES:
            split, own = GSM_RULES[src]
            gold = gsm8k_gold(raw, split, rows, own)
        elif src in ("yy", "ys"):
            gold = math_gold(raw, m500)
        else:
            raise SystemExit(f"no gold rule for {src}")
        label = table.pop(f"{src}:{rec}")
        record = heldout_record(SOURCE, tuple(meta), raw, label, gold, completion, licence)
        record["record"] = raw["key"]
        records.append(record)
    if table:
        raise SystemExit(f"labels without a record: {sorted(table)}")
    return records


def main() -> None:
    run_heldout_builder(__doc__, OUT, build)


if __name__ == "__main__":
    main()
