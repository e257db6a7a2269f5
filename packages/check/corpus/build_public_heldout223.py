__doc__ = r"""Build public_heldout223.jsonl: a 223rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`;
desirepathh's `extracted_answer`; zifanwangsteven's file has none) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

A scouting round: the R1-Zero format ('<think> ... </think> <answer> ... </answer>') from three
public repositories the corpus did not hold (checked by script: no `repo` of any committed
public_heldout*.jsonl is one of them; the 44 repositories that gave think_answer records before
are others), all three CS336 (Stanford, spring 2025) assignment 5 projects, all MATH:
* zw: zifanwangsteven/assignment5-alignment data/MATH/sft.jsonl at ef58b73 (1,698,340
  characters; JSON lines {prompt, response, ground_truth}): the course's MATH SFT file of
  reasoning traces, the prompt the R1-Zero one ('... i.e., <think> reasoning process here
  </think> <answer> answer here </answer>.\n\nUser: {question}\nAssistant: <think>'), the
  `response` the text after it. The generating model is not named in the file or in what was read
  (a handout excerpt in another repository calls the records 'formatted prompt and target
  response', reasoning chain and final answer). Pages 512000 and 1024000 (= zw_512000,
  zw_1024000), each read alone: every line whose `response` and `ground_truth` lie whole on the
  page; the first line of each page opens on the page before (not read), its problem from 'User: '
  and its response whole on the page read (zw:0, the 2.5-cent copies; zw:15, the gray region);
  the last line of each page is cut (page 512000: the basketball handshakes, inside its response;
  page 1024000: the square's diagonal, inside its prompt) and dropped. 15 + 17 = 32 kept.
  Gold: the line's `ground_truth`; none of the problems is in MATH-500 (checked by its opening
  words; MATH train problems, as the course used them).
* dp: desirepathh/assignment5-alignment data/sft-reason/sft_gpt-oss-120b.jsonl at 9c6b78c
  (3,874,986 characters; one JSON array, two-space indent, elements {problem, reasoning_trace,
  extracted_answer, expected_answer}). Per the folder's README.md (read): 4,836 traces of
  gpt-oss-120b (Fireworks batch inference) on hiyouga/math12k training problems that exclude the
  course's validation set, kept where finish_reason was 'stop', 'reasoning traces and answers'
  extracted by regex from the raw outputs (so the `reasoning_trace` is the text the repository
  kept, in the R1-Zero form: working, '</think> <answer>...</answer>'; whether it is the raw output
  verbatim is not known); the prompt lies in train_data_4_batchinference_gpt-oss-120b.jsonl (not
  read). Pages 1280000 and 2560000 (= dp_1280000, dp_2560000), each read alone: every element whose
  four fields lie whole on the page. Page 1280000: the first element (Mrs. Berkeley's A's) has its
  problem opening on the page before (not read) and is dropped; 21 kept; the last is cut at its
  problem key. Page 2560000: the first (a circles' intersection area) opens on the page before and
  is dropped; 19 kept; the last (a monic quartic's f(1)) is cut inside its `expected_answer` and
  dropped. 40 kept. Gold: the element's `expected_answer`; none of the problems is in MATH-500.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}): the base model zero-shot
  with the R1-Zero prompt ('... <answer> answer here </answer>.\nUser: {question}\nAssistant:
  <think>') on MATH-500 in order (the repository's cs336_alignment/zero-shot_math.py, not read;
  sampling settings not known). Pages 0, 16000, 32000 and 48000 joined (= dr_0 .. dr_48000):
  per_sample idx 0-25 whole (idx 9 and 13 cross page edges inside their generated_text, idx 20
  inside its prompt); idx 26 (the round table) is cut inside its generated_text at the end of
  48000 and dropped. 26 kept. The record number is the idx. Gold: the sample's `ground_truth`,
  checked by work/extract.py and by the build equal to MATH-500's answer of the same index (every
  prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-218's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length: all
nine pages came out at 16,000 characters on their first paste ('\u' escapes of the files, e.g.
'\u00d7', '\u202f', '\u897f', and the '\r\n' of Python code in dr, pasted as shown). No loop marker
was needed. work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON
string body as the file holds it, `enc` = json, decoded once by the build), parsed every whole
line / element / sample with json and checked that the cut body decodes to the parsed field,
refused completions holding a control character other than newline, carriage return and tab (none
did), and for dr checked each problem and gold against MATH-500 (all 26 equal), a check of the
prompt parts of those pastes; the completions were read over against the displayed pages while
labelling (their final answers and golds). Nothing was retyped from a decoded form; nothing is
shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 220 files, 32,342 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round: no repeat; nothing dropped.

Repository counts (98 records): desirepathh/assignment5-alignment 40 (40.8 %),
zifanwangsteven/assignment5-alignment 32 (32.7 %), dothereading/assignment5-alignment 26 (26.5 %).
Licences: no LICENSE file in the index for any of the three (looked up by path this round);
`licence` per record.

Split: think_answer 98 (every prompt the R1-Zero format; dr's base model often leaves it: boxes,
'answer>', 'przedsięb>', '<end think>', an unclosed tag, fake 'Assistant:' turns), long_cot 0.
All MATH (98): dr MATH-500 (idx 0-25), zw MATH train problems (course file), dp hiyouga/math12k
training problems; golds from the files themselves (dr's also MATH-500's). GSM8K 0.

Truths: correct 83, wrong 13, no_answer 2; debatable 1 (dr:1). By repository: dp 40 / 0 / 0,
zw 32 / 0 / 0, dr 11 / 13 / 2. Forms: tag 80 (zw 32, dp 40, dr 8), boxed 11 (dr),
prose_sentence 5 (dr:1, 12, 16, 23, 24), truncated 2 (dr:9, 19).

Label conventions (rounds 37-218's): the last final answer counts; in the tag format the
`<answer>` content is the final answer whatever the working says, a sentence, equation or box in
the tag read for the value it states (dr:3 'The number 196 has 9 positive whole-number
divisors.', dr:5, dp:2 '\(z = 58\)', zw:24 '\boxed{\dfrac{41}{37}}', dp:38 '500 words per hour');
with no answer tag the completion is labelled by its last box or last stated result (dr:0, 8, 16,
21, 23, 24, 25); a tag never closed counts (dr:22); equal in value but written differently is
correct (zw:9 '4' for '\mbox{four}', dp:11 '7.25' for '\frac{29}4', dp:12 '288√3', dp:34 '40,000',
zw:2 '11880' for '11,\!880', units and degree signs left out: zw:11, zw:22, dp:37); another
quantity or a step is wrong (dr:12's 504); text invented after the answer (new problems with boxes
of their own, fake turns) does not change the answer given to the question posed (dr:10, dr:18,
the last box of dr:18 belongs to an invented problem); a response cut at the token cap before any
final answer is no_answer (dr:9, dr:19). dr:1 is debatable: 'diverges; the sum of the series is
not a number.' then 'answer> Does this make any sense?': labelled wrong (a claim of divergence),
no_answer arguable.

Pages read this round (for the next round not to repeat them): zifanwangsteven/assignment5-
alignment data/MATH/sft.jsonl at ef58b73 offsets 0 (scouting, not taken), 512000, 1024000;
results/baseline_MATH_analysis.txt at e7a71c6 offset 0 and results/MATH_analysis.txt at e273d96
offset 0 (scouting, not taken), cs336_alignment/evaluate_math.py (code); desirepathh/assignment5-
alignment data/sft-reason/sft_gpt-oss-120b.jsonl at 9c6b78c offsets 0 (scouting, not taken),
1280000, 2560000; data/sft-reason/README.md; output/grpo/training_log.jsonl (metrics only);
dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d offsets 0,
16000, 32000, 48000; Tianshi-Xu/assignment5-alignment data/math_hf/math_responses.jsonl at
2f19ce7 offset 0 (scouting, not taken).

Leads for a later round: dothereading results.json from 64000 (idx 26, the round table, opens in
48000: re-read 48000 and join; 500 samples, about 60 pages; the base model's broken formats
make it the richest of the three), and its results_20260421_153518.json (not read). desirepathh
sft_gpt-oss-120b.jsonl, other pages (4,836 elements; 40/40 right here; its
sft_gpt-oss-120b_filtered.jsonl (3,496, by the README's own matching) repeats part of it: do not
take both; output/eval/grpo_analysis.md and dapo_analysis.md not read). The course file
data/MATH/sft.jsonl, other pages (32/32 right here); the same path is held by dothereading,
fadibenz/llm-alignment-reasoning-RL, MDX-0003/cs336-assignment5, p-stop/assignment5-alignment2
and llltttwww/cs336-25spring-assignment5-alignment (with an sft_new.jsonl): check repeats
against this round.
zifanwangsteven results/baseline_MATH_analysis.txt and results/MATH_analysis.txt (20 Qwen2.5-Math-
1.5B R1-Zero responses each, with golds but no problems: match them to data/MATH/validation.jsonl;
the second gives whole solutions as 'Ground Truth'). Tianshi-Xu math_responses.jsonl
('<mythink>' / '<answer>' replies to MATH problems, no gold in the file, some null). Two
markdown reports with R1-Zero samples were found by find_string (ids 53485855647, 'MATH Baseline
Evaluation Report', whose wrong-format examples are shortened, and 61992879752, CS336 notes with
val-step samples) but their repositories were not identified. Scouting notes: find_repos
'assignment5-alignment' lists about 100 course repositories, most with no output files in the
index (checked this round by find_files: ymzhang0303, Gzsiceberg, Wedsonlin, nemo9cby, Brian-Ckwu,
chenqi0805, fm966mhz, kbjiang, huazhx, wangjianbin8, ndhuanhuan, sekirooox, enzochia,
pvarshney1729, marcelroed (SST outputs only), KunWang0129, Kosthi, WiktorJ, tina-wen,
HadiKotaich, RuilinXing, macandro96; zifanwangsteven, Tianshi-Xu and desirepathh had some); the
rest of that list is unchecked.

Usage: python build_public_heldout223.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout223.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout223.jsonl"
SOURCE = "public_heldout223"

R1_ZERO = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.{}User: {{question}}"
    "\\nAssistant: <think>' (as the file's `prompt` holds it); the record is the text after it"
)

ZW, ZWC = "zifanwangsteven/assignment5-alignment", "ef58b73b96aebd15e06fafbb30551a7d9f86ea86"
DP, DPC = "desirepathh/assignment5-alignment", "9c6b78ce5a1a55d0d2dadd6a73bfdbda944cffd0"
DR, DRC = "dothereading/assignment5-alignment", "d01662d5b9d8ef0acbbffbc5b1082fc999d5c789"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "zw": (
        "zw-cs336-math-sft-traces", ZW, "data/MATH/sft.jsonl", ZWC,
        "not named in the file or in what was read: the CS336 (spring 2025) assignment 5 MATH SFT "
        "file of reasoning traces (a handout excerpt calls each record a 'formatted prompt and "
        "target response'), as this repository commits it; pages 512000 and 1024000, each read "
        "alone (15 and 17 whole lines)",
        R1_ZERO.format("\\n\\n"), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dp": (
        "dp-gpt-oss-120b-math-sft-traces", DP, "data/sft-reason/sft_gpt-oss-120b.jsonl", DPC,
        "gpt-oss-120b (Fireworks batch inference, per data/sft-reason/README.md) on "
        "hiyouga/math12k training problems; traces kept where finish_reason was 'stop', "
        "'reasoning traces and answers' extracted by regex from the raw outputs (README); the "
        "record is the element's `reasoning_trace`; pages 1280000 and 2560000, each read alone "
        "(21 and 19 whole elements)",
        "not in the file (train_data_4_batchinference_gpt-oss-120b.jsonl, not read); the traces "
        "end in the R1-Zero form '</think> <answer>...</answer>'",
        "think_answer", "math", "`expected_answer`", NO_LICENCE,
    ),
    "dr": (
        "dr-qwen25-math-15b-r1zero-math500", DR, "cs336_alignment/results/results.json", DRC,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order "
        "(cs336_alignment/zero-shot_math.py, not read; sampling settings not known); the record "
        "is a per_sample entry's `generated_text`; pages 0-48000 joined (idx 0-25)",
        R1_ZERO.format("\\n"), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
zw:0|correct|tag|opens on page 496000 (not read; its problem from 'User: ' and its response whole on page 512000); '<answer>800</answer>'
zw:1|correct|tag|'<answer>$\dfrac{6}{11}$</answer>'
zw:2|correct|tag|'12 × 11 × 10 × 9 = 11,880', '<answer>11880</answer>' (gold '11,\!880')
zw:3|correct|tag|
zw:4|correct|tag|
zw:5|correct|tag|'Total: 35 -5 = $30.', '<answer>$30</answer>' (gold '\$30')
zw:6|correct|tag|
zw:7|correct|tag|
zw:8|correct|tag|'<answer> 28 </answer>'
zw:9|correct|tag|'<answer>4</answer>' for the gold '\mbox{four}' (the number four)
zw:10|correct|tag|
zw:11|correct|tag|'Rounded to nearest whole number is 428.', '<answer>428</answer>' (gold '428\text{ square centimeters}')
zw:12|correct|tag|
zw:13|correct|tag|'<answer> 2652 </answer>'
zw:14|correct|tag|'<answer> -14 </answer>'
zw:15|correct|tag|opens on page 1008000 (not read; its problem from 'User: ' and its response whole on page 1024000); '<answer>15\pi</answer>'
zw:16|correct|tag|'<answer> 27 </answer>'
zw:17|correct|tag|
zw:18|correct|tag|
zw:19|correct|tag|'Ratio is 17/32.', '<answer>17/32</answer>'
zw:20|correct|tag|'<answer> $-1$ </answer>'
zw:21|correct|tag|
zw:22|correct|tag|'the measure of angle P is 60 degrees.', '<answer>60</answer>' (gold '60^\circ')
zw:23|correct|tag|
zw:24|correct|tag|'<answer>\boxed{\dfrac{41}{37}}</answer>': a box inside the answer tag
zw:25|correct|tag|
zw:26|correct|tag|'<answer>$\dfrac{2}{3}$</answer>'
zw:27|correct|tag|'<answer> 8 </answer>'
zw:28|correct|tag|
zw:29|correct|tag|'<answer> $\dfrac{243}{1024}$ </answer>'
zw:30|correct|tag|
zw:31|correct|tag|
dp:0|correct|tag|
dp:1|correct|tag|
dp:2|correct|tag|'<answer>\(z = 58\)</answer>': an equation for the asked value, in \( \)
dp:3|correct|tag|'Thus the answer corresponds to choice (C).', '<answer>\(\displaystyle \frac13\)</answer>'
dp:4|correct|tag|
dp:5|correct|tag|
dp:6|correct|tag|
dp:7|correct|tag|
dp:8|correct|tag|
dp:9|correct|tag|
dp:10|correct|tag|
dp:11|correct|tag|'Its coordinate sum is 4.5 + 2.75 = 7.25.', '<answer>7.25</answer>' for the gold '\frac{29}4' (29/4 is exactly 7.25)
dp:12|correct|tag|'<answer>288√3</answer>' (a Unicode root; gold '288\sqrt{3}')
dp:13|correct|tag|
dp:14|correct|tag|
dp:15|correct|tag|'<answer>(0, 4)</answer>' (gold '(0,4)')
dp:16|correct|tag|
dp:17|correct|tag|
dp:18|correct|tag|
dp:19|correct|tag|
dp:20|correct|tag|'<answer>1/64</answer>'
dp:21|correct|tag|
dp:22|correct|tag|
dp:23|correct|tag|
dp:24|correct|tag|'<answer>-2, 2</answer>' (gold '-2, 2')
dp:25|correct|tag|
dp:26|correct|tag|
dp:27|correct|tag|
dp:28|correct|tag|
dp:29|correct|tag|
dp:30|correct|tag|
dp:31|correct|tag|
dp:32|correct|tag|'<answer>\(\frac{5}{2}\)</answer>'
dp:33|correct|tag|
dp:34|correct|tag|'= 40 000.' (a narrow no-break space), '<answer>40,000</answer>' (gold '40000')
dp:35|correct|tag|'<answer>224\pi</answer>'
dp:36|correct|tag|'Thus the only possible number is **157**.', '<answer>157</answer>'
dp:37|correct|tag|'∠C = 70°.', '<answer>70</answer>' (gold '70^\circ')
dp:38|correct|tag|'<answer>500 words per hour</answer>' (gold '500')
dp:39|correct|tag|
dr:0|correct|boxed|no answer tag: 'the polar coordinates are $\boxed{(3,\frac{\pi}{2})}.$ </think>' then 'answer $\boxed{(3,\frac{\pi}{2})}$'
dr:1|wrong|prose_sentence|debatable: after '</think>': 'diverges; the sum of the series is not a number.' then 'answer> Does this make any sense?' and an unrelated line; a claim of divergence (gold p - q: the double sum is the sum over n >= 2 of (n-1)/n^3 = p - q); no_answer arguable, the 'answer>' line being a question
dr:2|correct|boxed|'The final answer is \(\boxed{\frac{14}{3}}\).' then Python code to verify, no output
dr:3|correct|tag|'<answer> The number 196 has 9 positive whole-number divisors. </answer>': a sentence in the tag
dr:4|wrong|boxed|'\boxed{\text{Carla}}' (gold Evelyn: her point has the greatest distance/time ratio)
dr:5|correct|tag|no '</think>'; '<answer> ... the perimeter of the hexagon is 6 * (21/3) = 42 inches because ... </answer>': a sentence in the tag
dr:6|correct|tag|'</think> <answer> 27 </answer>' after muddled working (33+34+35 = 102, then 8 + 9 + 10 = 27)
dr:7|wrong|tag|a fake 'Assistant:' turn, then '<answer>... the angle between the two lines is approximately 81.79 degrees.</answer>' (gold 90°: direction vectors (3,2,-6) and (2,-12,-3) are orthogonal)
dr:8|correct|boxed|no answer tag: '>answerThe distance between the points $(2, -6)$ and $(-4, 3)$ is $\boxed{3\sqrt{13}}$ units.'
dr:9|no_answer|truncated|working and Python code ('Let's correct the code and rerun it.') cut at the token cap inside a 'def' line; every grouping tried gives 121; no final answer (gold 4)
dr:10|correct|boxed|'is \(\boxed{2220}\).', then an invented new problem ('In five-dimensional space, vectors $\mathbf{a}$ and $\mathbf{b}$ ...') whose working is cut at the token cap: the answer given to the question posed is 2220
dr:11|wrong|boxed|'\boxed{\frac{8}{3}}' (gold 3/56)
dr:12|wrong|prose_sentence|'The sum of the proper divisors of 284 is (1 + 2 + 4 + 71 + 142 + 284) = 504.' and after 'answer>' the same, then invented unrelated questions with their own answers; 504 is a step (284 counted as its own proper divisor), not the asked value (gold 284: 284's proper divisors sum to 220, whose proper divisors sum to 284)
dr:13|correct|boxed|'\boxed{5}' then Python code to confirm, no output
dr:14|wrong|tag|a fake 'Assistant:' turn, then '<answer>... Therefore, $DE = DF - 9 = 9\sqrt{2} - 9$.' and '</answer>' (gold \sqrt{51}: DF = 7/0.7 = 10, DE = sqrt(100 - 49))
dr:15|wrong|tag|'<answer>... = -4 - 2i.$</answer>' (gold 6 - 5i: z rotated about c by pi/4)
dr:16|correct|prose_sentence|after '</think>' a garbled opening tag 'przedsięb>' then 'the sum simplifies to $-50$ since each pair ... gives a value of -1 ... </answer>'
dr:17|wrong|boxed|'The smallest possible value of $c$ is $\boxed{\frac{3\pi}{2}}$.' then scraps of text (gold \pi: the graph is 2 sin(3x + pi) + 1)
dr:18|correct|boxed|'The value of $x$ is $\boxed{28}$.', then an invented shoe-buying problem with its own '\boxed{\frac{5164179}{5311735}}' and an invented 'Complete the square' problem cut at the token cap: the answer given to the question posed is 28
dr:19|no_answer|truncated|a fake 'Assistant:' turn with working and Python code, cut at the token cap at 'we need to check'; no final answer (gold 3)
dr:20|correct|tag|no '</think>'; '<answer> $6+9i$ </answer>'
dr:21|wrong|boxed|no opening tag: '= \boxed{\frac{70}{3}}$</answer>' (gold 13535: (√7+√5)^6 + (√7-√5)^6 = 13536)
dr:22|wrong|tag|'<answer> Therefore, we have the equation $\frac{16+4x}{12}=\frac{4}{3}$. Solving for $x$, we get $x=1$. <answer>': a tag never closed (gold 5, from (16+4x)/12 = (16+x)/(12-x))
dr:23|wrong|prose_sentence|'<end think>', then 'the approximate values of $x$ that satisfy the given equation are $x = 2$, $x \approx -3.24$, and $x \approx 4.24$.' (gold x=5: the only root of x = sqrt(11-2x) + 4)
dr:24|wrong|prose_sentence|'the minimum value of$r$for which the worker can reach$66,200$at the end of three years is approximately$16\%$.' (gold 10: 20000(1 + (1+r) + (1+r)^2) >= 66200 gives r = 10%)
dr:25|wrong|boxed|a fake 'Assistant:' turn, then 'The final answer is:' and '\[ \boxed{0, 1} \' (the completion ends on a lone backslash) (gold 1,-2: f(n) = (n^2+3n-2)/2, so f(n) = n for n^2 + n - 2 = 0)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout223.jsonl: a 223rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
