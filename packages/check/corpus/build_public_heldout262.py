__doc__ = r"""Build public_heldout262.jsonl: a 262nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240, 242, 246, 250, 254 and 258's source
(dothereading/assignment5-alignment, the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero
prompt on MATH-500) where round 258's "Leads" left both of its files. 46 records (the brief asked
for about 50, about half from each file; the time given allowed three new pages of each file).
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 640000, 656000, 672000 and 688000 (4 pages, = dr_640000 ... dr_688000) joined: per_sample
  idx 339-363 whole, 25 kept. Page 640000 is round 258's last page, read again first with
  read_file; its idx 330-338 are round 258's and are not taken again; idx 339 (the parabola
  reflected about y = k) opens there inside its prompt and is whole once 656000 is joined. idx 364
  (the circle reflected in the point (4,1)) is cut at the end of page 688000 just before the end of
  its entry ('"format_reward": 0') and dropped. Records crossing a page edge: inside the prompt
  idx 339 (640000 / 656000), 350 (656000 / 672000) and 358 (672000 / 688000).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 368000, 384000, 400000 and 416000 (4 pages, = dr2_368000
  ... dr2_416000) joined: idx 202-222 whole, 21 kept. Page 368000 is round 258's last page, read
  again first; its idx 195-201 are round 258's and are not taken again; idx 202 (Alice and Bob's
  coin game) opens there and is whole once 384000 is joined. idx 223 (the digit sum of
  4321/(5^7 2^8)) is cut at the end of page 416000 inside its generated_text and dropped. Records
  crossing a page edge: inside the completion idx 202 (368000 / 384000), 207 (384000 / 400000) and
  216 (400000 / 416000). The idx is the record number in both files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-258's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight at
16,000. Pages 640000 (dr) and 368000 (dr2) were read again with read_file this round; round 258's
pastes of both were still on disk (/tmp/rounds/real258/pages) and were copied, not retyped, after
the re-read displays' opening and closing text (and a passage inside each: dr:331's 'Absolutely
ridiculous question', dr2:200's 'dapple = 42 baps') were compared with them (both decode to 16,000
characters; the parts taken from them are dr:339's prompt head and dr2:202's prompt and the opening
of its completion, checked by work/extract.py against MATH-500 and by json). The six new pages were
pasted by hand. One paste came out wrong and was mended before anything was cut: dr_672000's first
paste ran on past idx 358's prompt head with a second copy of idx 355-357 (an eye slip back up the
display); the run-on was cut at idx 358's prompt head and the display's closing words ('<think>
reasoning process here </thin') put back by script, then 16,000. The files' '\u' escapes ('\u00b1',
'\u221a' in dr:341, '\u2212' in dr:347, '\ufb01' in dr:353, CJK in dr:354, dr2:203, '\u2014' in
dr2:204), the '\r\n' of the Python code in dr:359 and dr:360, dr:357's long runs of '\ ' and the
escaped '\"' were pasted as shown. work/extract.py cut the records out by script (raw_*.jsonl: `r`
the completion's JSON string body as the file holds it, `enc` = json, decoded once by the build),
parsed every whole per_sample entry with json and checked that the cut body decodes to the parsed
field, checked each prompt's head (the R1-Zero prompt; dr2's with its added sentence) and that
each problem and gold is MATH-500's of the same index (all 46 whole entries equal: a check of the
prompt parts of the pastes), refused completions holding a control character other than newline,
carriage return and tab (none this round), and checked the idx run unbroken. The completions were
read over against the displayed pages while labelling. Nothing was retyped from a decoded form;
nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 306 files, 35,831 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240, 242, 246, 250, 254 and 258's
dothereading records among them, rounds 223-261 included) and with the others of this round: no
repeat; nothing dropped.

Repository counts (46 records): dothereading/assignment5-alignment 46 (100 %: results.json 25,
results_20260421_153518.json 21). Licence: no LICENSE file in the index for the repository (as
rounds 223-258 found); `licence` per record.

Split: think_answer 46 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' lines, 'answer [..]', 'answer> 1' with no opening '<', '<end think>',
'< / think>', '[/think]', '</answer {', '<b> <answer>', answer tags never closed (dr:348, dr:351,
dr2:214), tags holding a dot or '?' after the answer (dr:351, dr2:214), tags holding the task, an
unsolved equation or a formula in the variables (dr:340, 346, 355), fake 'User:' / 'Assistant:'
turns, self-set new problems with boxes or tags of their own, Python code with invented output,
garbled 'story' working (dr:363)), long_cot 0. All MATH (46, MATH-500 idx 339-363 and 202-222);
GSM8K 0.

Truths: correct 13, wrong 27, no_answer 6; debatable 8 (dr:346, dr:351, dr:355, dr2:206,
dr2:213, dr2:214, dr2:218, dr2:219). By file: dr 8 / 12 / 5, dr2 5 / 15 / 1. Forms: tag 24, boxed
9, answer_colon 4, prose_sentence 4, truncated 4, none 1.

Label conventions (rounds 37-258's): the last final answer counts (dr:360: 'Answer is
$\boxed{5}$', then b = 7/4 worked out, then 'the answer is $\boxed{5}$' again: wrong; dr2:208); in
the tag format the `<answer>` content is the final answer whatever the working says, a sentence in
the tag read for the value it states (dr:341, 344, 352; dr2:205, 215, 217, 220); a tag never
closed counts (dr:348); a tag holding the task restated, or an equation left unsolved, is
no_answer (dr:340; dr:346, debatable); an expression in the problem's variables stated as the
answer is wrong (dr:355, debatable); an answer tag opened after a box and holding only a dot or a
'?' does not undo the answer just given (dr:351, debatable, correct; dr2:214, debatable, wrong);
with no answer tag the completion is labelled by its last box, 'Answer:' line or last stated
result (dr:342, 354, 358, 360, 361, 362, 363; dr2:208, 209, 213, 216, 221); text invented after
the answer (fake 'User:' / 'Assistant:' turns, self-set new problems with answers of their own)
does not change the answer given to the question posed (dr:348, 349; dr2:203; dr2:218, debatable:
its only answer tag answers the invented question); a right final answer over wrong or garbled
working is correct (dr:350, 363); a response cut at the token cap before any final answer is
no_answer (dr:359; dr2:204), and so is one with no value committed (dr:353, 357); one cut after
its answer was stated is labelled by that answer (dr2:206, debatable; dr2:213, debatable;
dr2:219, debatable). The eight debatable labels say in their notes how a careful reader could
label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 640000 (re-read; round 258's), 656000,
672000, 688000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets 368000
(re-read; round 258's), 384000, 400000, 416000. No anchor reads.

Leads for a later round: results.json from 704000 (idx 364, the circle reflected in the point
(4,1), opens in 688000 and is cut at its entry's last fields ('"format_reward": 0'): re-read
688000 and join; idx 364-499 remain, about 17 more pages); results_20260421_153518.json from
432000 (idx 223, the digit sum of 4321/(5^7 2^8), opens in 416000, cut inside its generated_text
(' ... we know that the decimal representation of this fraction will'): re-read 416000 and join;
idx 223-499 remain, about 35 more pages). The two runs answer the same MATH-500 problems with
other completions (no repeat across them so far), but short completions could coincide: check
repeats against both files and rounds 223, 226, 237, 240, 242, 246, 250, 254, 258 and this one.
Both files hold their non-ASCII characters as '\u' escapes and their LaTeX with doubled
backslashes; pasting, keep every backslash of the display, and stop at the display's last
characters (dr_672000's run-on this round). Round 223's other leads (desirepathh
sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several repositories,
zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout262.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout262.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout262.jsonl"
SOURCE = "public_heldout262"

R1_ZERO = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.{}\\nUser: "
    "{{question}}\\nAssistant: <think>' (as the file's `prompt` holds it); the record is the text "
    "after it (`generated_text`)"
)

DR = "dothereading/assignment5-alignment"
DRC = "d01662d5b9d8ef0acbbffbc5b1082fc999d5c789"
DR2C = "c392482e116aec501bd69115a4be3ba311f0ad2c"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "dr": (
        "dr-qwen25-math-15b-r1zero-math500", DR, "cs336_alignment/results/results.json", DRC,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order "
        "(cs336_alignment/zero-shot_math.py, not read; sampling settings not known); the record "
        "is a per_sample entry's `generated_text`; pages 640000 (re-read), 656000, 672000 and "
        "688000 joined (idx 339-363; rounds 223, 226, 237, 240, 242, 246, 250, 254 and 258 took "
        "idx 0-338)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 368000 (re-read), 384000, 400000 and 416000 joined (idx 202-222; "
        "rounds 226, 237, 240, 242, 246, 250, 254 and 258 took idx 0-201)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:339|wrong|tag|crosses the edge of pages 640000 and 656000 inside its prompt; '<answer>... So, we can at least state that $a+b+c+d+e+f = a+b+k-2b+f= a-2b+b+k+k = a-b+2k.$</answer>': a - b + 2k (gold 2k: d = -a, e = -b, c + f = 2k)
dr:340|no_answer|tag|'<b> <answer>Solve for the angle between $\mathbf{a}$ and $\mathbf{a} - \mathbf{b}$</answer>': the tag restates the task, no angle (gold 55 degrees)
dr:341|wrong|tag|'<answer> ... Since we're looking for the smallest number, x = -1 + \u221a2. </answer>' (gold -2: x = 2/x - 1 gives x^2 + x - 2 = 0, roots 1 and -2; its equation x^2 + 2x - 1 = 0 is wrong)
dr:342|correct|boxed|'Therefore, the integer \( x \) that satisfies the inequality is:\n\[\n\boxed{2}\n\]'
dr:343|wrong|tag|'26 \* 26 \* 10 \* 10 = 67,600. </think> <answer> 67,600 </answer>' (gold 58,500 = 26 * 25 * 10 * 9: the letters and the digits are different)
dr:344|correct|tag|'<answer>  The solution to $4a + 3 = 7a -12$ is $a = 5$ </answer>'
dr:345|wrong|tag|'so t(4) = 3 - 4 = -1. Therefore, the answer is -1. <answer> -1. </answer>' (gold 1: t(4) = 3 - g(4) = 3 - 2)
dr:346|no_answer|tag|debatable: '<answer>$x^2 - 4x + 4 = 16^3$</answer>': an equation left unsolved, no value of x (gold 66: (x - 2)^2 = 4096); wrong arguable, reading the equation as its answer
dr:347|wrong|tag|'<answer> $r^3(6\u221212)+5r+(\u221224) \implies r^2(\u22126)+5r+(\u221224)\implies Ar^2 + Br + C$ </answer>': -6r^2 + 5r - 24 (gold 6r^2 - 4r - 24: the r^3 terms cancel, 6r^2 from -6(-r^2), 20r - 24r)
dr:348|wrong|tag|'<answer> ... $\textrm{Continuing this way, we have that }\dbinom{31}{28} = 28\cdot 27\cdot 26$\n<end think>' (the tag never closed), then an invented 'User: Why the answer is so large?' turn: 19,656 (gold 4495 = 31 * 30 * 29 / 6)
dr:349|wrong|boxed|'is \(\boxed{315}\).' over its own code output 1260, then self-set new problems with boxes of their own ('\(\boxed{x = 2}\)', '\(\boxed{20}\)'): the answer given to the question posed is 315 (gold 10080 = 8!/4)
dr:350|correct|tag|crosses the edge of pages 656000 and 672000 inside its prompt; '$8^6 = 64^3.$ $4^3 =64.$ The units digit of $18^6$ is <answer> $4 $ </answer>'
dr:351|correct|boxed|debatable: 'When simplified, the product of cosines is equal to $\boxed{\frac{1}{16}}$ <answer>.\n\n<end>', then Python code with no output: the boxed 1/16 is the last answer, the gold; no_answer arguable, reading the answer tag opened after it (holding a dot, never closed) as its empty answer
dr:352|wrong|tag|'<answer>The perimeter of $ABC$ is $4 + 2\sqrt{101}.$</answer>' (gold 11 sqrt 5 + 11)
dr:353|no_answer|none|'There are different possible ways ... the total number of combinations is.<think answer> </think>', then off-topic text on complex integration cut mid-sentence ('I acknowledge'): no count given (gold 480 = 6! - 5! * 2)
dr:354|correct|boxed|'the median is equal to the average. Therefore, it is $3^4 = \boxed{81}$. < / think> </answer>'
dr:355|wrong|tag|debatable: '<answer>Substituting into the original expression, we find the minimum is\n$\frac{(a + b + c)4 \cdot 8(a + b)^3}{abc}.$</answer>': an expression in a, b, c stated as the minimum (gold 100); no_answer arguable, the expression being no value
dr:356|wrong|tag|'is satisfied for $-3<x<3$.</think> <answer> $(-3,3)$</answer>' (gold (-sqrt 3, sqrt 3): x^2 + 2 < 5)
dr:357|no_answer|answer_colon|'Answer: $$\left\lfloor\frac{54}{\lceil y \rceil}\right\rfloor$$' and a chain of floor and ceiling bounds in x with no count, then an invented 'User:' question and 'Assistant: <think> Central to this question is' (cut): no number of values given (gold 4: x in {2, 3, 6, 9})
dr:358|correct|boxed|crosses the edge of pages 672000 and 688000 inside its prompt; 'the graph of the equation ... is an ellipse.\n\n\[\n\boxed{\text{Ellipse}}\n\]\n</answer {', then a restated prompt with '<thought>' tags and no other answer
dr:359|no_answer|truncated|cut at the token cap inside its Python code ('S_solution = solve(eq7, S'): no value of xy + yz + zx given (gold 6)
dr:360|wrong|boxed|'Answer is $\boxed{5}$.', then it works out b = 7/4 = 1.75 and ends 'The value of $b$ is $\frac{7}{4}$, which is equivalent to 1.75. Therefore, the answer is $\boxed{5}$.': the last final answer is 5 (gold 7/4)
dr:361|wrong|answer_colon|'\boxed{\frac{c\sqrt{3}}{2}}' with c = 8, then 'Answer: $4\sqrt{3}$.' (gold 16 sqrt 3: the vertices (+-8 sqrt 3, 24))
dr:362|correct|answer_colon|'\frac{1}{2} \times \frac{1}{2} = \frac{1}{4}$.\nanswer [\frac{1}{4}]'
dr:363|correct|prose_sentence|garbled 'story' working ('story = 1  or 2'), then ' story and = 2\n story and = 2\n story = 2 is the answer.\n story': it commits to 2, the gold
dr2:202|wrong|tag|crosses the edge of pages 368000 and 384000 inside its generated_text; '= 1/2 / (1 - 1/2) = 1.\nanswer> 1' (the opening tag lacks its '<'), the explanation again ending '= 1.', then an invented 'User:' turn: 1 (gold 2/3 = (1/2)/(1 - 1/4))
dr2:203|wrong|boxed|two '<answer>' openings, '&\equiv -4 \equiv \boxed{5} \mod 9', then self-set practice problems ending '$46$ linear\u54c1': the answer given to the question posed is 5 (gold 12: at x = -2, -1 + 3^11 + (-3)^11 + 12 + 1)
dr2:204|no_answer|truncated|code with an invented timeout, then cut at the token cap at '1. **Reduce the Resolution': no maximum given (gold 0)
dr2:205|wrong|tag|'<answer>... then the answer is $\begin{pmatrix} ... \end{pmatrix} = \boldsymbol{(0,0,-\boldsymbol{2})}$</answer>' (gold (-2, -14, -7))
dr2:206|correct|prose_sentence|debatable: 'So the ordered pair \((m, b)\) is \(\left(\frac{3}{2}, -13\right)\).', code with invented outputs, the same pair stated again, then cut at the token cap at 'It seems there was' while re-checking by code: the answer stated, twice, is the gold; no_answer arguable, the response ending cut inside its checking with no tag or box
dr2:207|correct|tag|crosses the edge of pages 384000 and 400000 inside its generated_text; '(8 x 7) / 2 = 28. </think> <answer> 28 </answer>'
dr2:208|wrong|prose_sentence|'there are $\left\lfloor\frac{100}{60}\right\rfloor=1$ number' at first, then 'So we find that there are $\left\lfloor\frac{15}{2}\right\rfloor=7$ numbers between 1 and 100 which are divisible by 3, 4, and 5.' and debris ('Number101'): the last answer is 7 (gold 1: only 60)
dr2:209|wrong|boxed|an invented code output '((8, 7), 15)', then 'Thus, the final answer is $\boxed{15}$.' (gold 16: 97^3 = 912,673)
dr2:210|wrong|tag|'<answer>10.5\n</answer>' (gold 10: triangles of area 4 and 6)
dr2:211|wrong|tag|'</think> <answer> $125$ </answer>' (gold 5 = 5 - 125 + 125)
dr2:212|wrong|tag|'<answer> $12$ questions </answer>' (gold 56: 5c - 2(80 - c) = 232)
dr2:213|wrong|truncated|debatable: 'The series telescopes to $\frac{1}{F_1} = 1$.', code, then 'The analytical approach shows that the series converges to 1 because it is a telescoping series:' cut at the token cap inside the sum: 1 (gold 2: the terms are 1/F_n - 1/F_{n+2}, sum 1/F_1 + 1/F_2); no_answer arguable, the response cut with no tag or box
dr2:214|wrong|tag|debatable: 'Therefore, the answer is 70.\n</think> 70 <answer>?': 70 (gold 110: 180 + 3p - 75 - 75 - 30 + 15 = 345); no_answer arguable, the answer tag holding only '?' and never closed
dr2:215|correct|tag|'<answer> Therefore, $x^3 - 2x + 1 = (2x + 1) - 2x + 1 = 2$. </answer>'
dr2:216|wrong|answer_colon|crosses the edge of pages 400000 and 416000 inside its generated_text; 'Answer: 56 Drinkets equals 32 Chains in Ink.': 32 (gold 6: 56 Drinkets = 24 Blinkets = 6 Trinkets)
dr2:217|wrong|tag|'<answer>... the smallest such number is 100. ...</answer>' (gold 11,111,111,100: nine ones for 9, '00' for 50)
dr2:218|correct|prose_sentence|debatable: an invented dialog computes '\left(\frac{-5 + 3}{2}, \frac{5 + 7}{2}\right) = (-1, 6)$.\nCorrect. Now for the next question...', then an invented 'User:' parallelogram question whose '<answer>The shaded region's area is $$\frac{3}{4}$$ th of the area of parallelogram ABCD.</answer>': the answer given to the question posed is (-1, 6), the gold; wrong arguable, reading the only answer tag (3/4) as its answer
dr2:219|wrong|truncated|debatable: garbled working, 'Finally, there's a probability $\frac{S_W+S_L}{400}=\frac{400+276}{400}=\frac{167}{200}$.', then an invented 'Assistant: There is a $7 \over 8$ chance of winning the game.' cut at the token cap at '(Routes of winning: $': the last stated probability 7/8 (gold 1/2); no_answer arguable, the response cut inside a restart with no answer committed
dr2:220|wrong|tag|'<answer> ... For the third mile, it's $\frac{2}{3} \times \frac{8}{9} = \frac{16}{27}$ gallons. Adding all these together, we get ... = \frac{130}{27}$ gallons.\n</answer>': 130/27 (gold 16/27, the amount after the third mile, not the sum)
dr2:221|correct|boxed|'Therefore, the smallest possible positive value of \( k \) is \(\boxed{900}\).'
dr2:222|wrong|tag|'</think>\n\nAssistant: <answer>96</answer>' (gold 54: CD = 3 BC, triangle CDE is 9 times ABC)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout262.jsonl: a 262nd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
