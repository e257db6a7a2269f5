__doc__ = r"""Build public_heldout226.jsonl: a 226th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues round 223's third source (dothereading/assignment5-alignment, the base model
Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 223's "Leads" left it,
and takes the first pages of the same repository's second results file, another run:
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>'; the
  repository's cs336_alignment/zero-shot_math.py not read, sampling settings not known). Pages
  48000, 64000, ..., 240000 (13 pages, = dr_48000 .. dr_240000) joined: per_sample idx 26-129
  whole, 104 kept. Page 48000 is round 223's last page, read again this round (its paste decodes
  byte-identical to round 223's); its idx 21-25 are round 223's and are not taken again; idx 26
  (the round table) opens there and is whole once 64000 is joined. idx 130 (n = -11213141 mod 18)
  is cut at the end of page 240000 inside its generated_text and dropped. Records crossing a page
  edge: inside the completion idx 26, 42, 71, 107, 115, 122; inside the gold idx 100; inside the
  prompt idx 33, 51, 62, 82, 92 (checked with the prompt, below).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; the head says model 'Qwen/Qwen2.5-Math-1.5B',
  format_reward_avg 0.16, answer_reward_avg 0.03, not used). Looked at first (page 0): another
  run, not a copy of results.json: its prompt adds ' YOU MUST USE THE <answer> TAGS!' after the
  R1-Zero example, and its completions are others than results.json's for the same problems (idx
  0-22 against round 223's dr records; the repeat check below found none equal). Pages 0, 16000
  and 32000 (= dr2_0 .. dr2_32000) joined: idx 0-22 whole, 23 kept; idx 23 (x = sqrt(11-2x) + 4)
  is cut at the end of page 32000 at its generated_text key and dropped. idx 7 crosses the edge
  of pages 0 and 16000 inside its completion, idx 14 the edge of 16000 and 32000 inside its prompt.
  The idx is the record number in both; both files follow MATH-500 in order, so dr2:0-22 answer
  the problems of round 223's dr:0-22 (other completions of them).
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-223's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: 15 of the 16
pages came out at 16,000 characters on their first paste; dr_208000 came out at 15,999 (a 'y'
dropped after the '\u7cca' escape in idx 107's 'real-life\u7ccay-keyboard'), was corrected against
the display and came out at 16,000. The files' '\u' escapes (e.g. '\u2212', '\u00d7', '\u00b0',
'\u03c0', '\u00a0', '\u05db', '\u4e00'), the '\r\n' of Python code in the completions, the '\t' of
an asy prompt and runs of escaped backslashes (aligned LaTeX '\\' line ends) were pasted as shown.
No loop marker was needed (dr2:22's three repeated lines were pasted whole). work/extract.py cut
the records out by script (raw_*.jsonl: `r` the completion's JSON string body as the file holds
it, `enc` = json, decoded once by the build), parsed every whole per_sample entry with json and
checked that the cut body decodes to the parsed field, checked each prompt's head (the R1-Zero
prompt; dr2's with its added sentence) and that each problem and gold is MATH-500's of the same
index (all 127 equal: a check of the prompt parts of the pastes), refused completions holding a
control character other than newline, carriage return and tab (none did), and checked the idx run
unbroken. The completions were read over against the displayed pages while labelling (their final
answers and golds), and the short quotes in the notes were checked by script to occur in the
decoded completions (work/labels_draft.txt; a text comparison of the notes, no answer extraction).
Nothing was retyped from a decoded form; nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 236 files, 33,138 distinct completions at the last run, by script,
work/dedup.py, reading no labels; round 223's 26 dothereading records and rounds 224, 225, 227 and
228 among them) and with the others of this round (results.json's and the second run's across each
other included): no repeat; nothing dropped.

Repository counts (127 records): dothereading/assignment5-alignment 127 (100 %: results.json 104,
results_20260421_153518.json 23). Licence: no LICENSE file in the index for the repository (as
round 223 found); `licence` per record.

Split: think_answer 127 (every prompt the R1-Zero format; the base model often leaves it: boxes with
no tag, 'answer>' or '<endthink>' / '<end think>' / '<;/think>' / '[/think]' variants, tags never
closed, placeholders, fake 'Assistant:' / 'User:' / 'Human:' turns, invented follow-up problems,
Python code with invented output), long_cot 0. All MATH (127, MATH-500 idx 0-22 and 26-129); GSM8K
0.

Truths: correct 46, wrong 67, no_answer 14; debatable 12 (dr:26, 51, 65, 66, 76, 80, 84, 90, 104,
123; dr2:1, 9). By file: dr 39 / 54 / 11, dr2 7 / 13 / 3. Forms: tag 67, boxed 33, prose_sentence
11, truncated 5, none 4, answer_colon 4, answer_is 3.

Label conventions (rounds 37-223's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states (dr:44 '... ~ 1.25', dr:52, dr:87, dr:111 'The answer is C(7,3) * C(4,2)
= ... = 210 ways.', dr2:13 'answer should be 5', dr:98's '\ans{ 2k+2}'); an equation chain in the
tag ending on another quantity is wrong (dr:33 the common ratio, dr:100 the angle sum, dr2:8 the
squared distance, dr2:20 a step; dr:90 ends on the quotient 15 where the multiplier 3/2 is asked,
debatable); with no answer tag the completion is labelled by its last box or last stated result
(dr:28, 32, 34, 61, 102, 120); a tag never closed counts (dr:66, 72, 96, 107); a placeholder or
empty tag is no_answer (dr:51 'answer here', dr:80 '[/answer]'), as is a tag holding only a plan or
a formula (dr:49, 83, 88, 95); equal in value but written differently is correct (dr:38 '$2,000$
calories', dr:85 '5^(1/2)' for \sqrt{5}, dr:124 5.5 for 11/2, dr:67 '10\%' for 10); a right final
answer over wrong working is correct (dr:48, 55, 123 debatable, dr2:12, dr2:19); another quantity or
a step is wrong (dr:33, 92, 100; dr2:8, 20); text invented after the answer (new problems with
answers or boxes of their own, fake turns, multiple-choice questions) does not change the answer
given to the question posed (dr:32, 71, 96, 107, 115, 127; dr2:2, 7, 10); a fake 'Assistant:' turn
that gives the answer after an empty or wrong think block counts as the answer (dr:29, 30, 45, 57,
62, 67, 113, 116, 122; dr2:12, 17), and a box inside the think block is working when an answer
follows it (dr:45, 94); a completion with no answer to the question posed, only invented dialogue,
is no_answer (dr:37, whose Rule-of-72 '72' answers an invented question); a response cut at the
token cap before any final answer is no_answer (dr:119, 126; dr2:22), and so is one that takes its
answer back and is cut before another (dr2:9, debatable); a restart cut after a final answer leaves
that answer standing (dr:26 debatable, dr:63, dr:103). The twelve debatable labels say in their
notes how a careful reader could label them otherwise; eight are wrong-or-no_answer calls (dr:26,
51, 76, 80, 84, 104; dr2:1, 9), four touch correct (dr:65, 66 and 123 labelled correct, dr:90
labelled wrong).

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 48000 (re-read; round 223's), 64000,
80000, 96000, 112000, 128000, 144000, 160000, 176000, 192000, 208000, 224000, 240000;
cs336_alignment/results/results_20260421_153518.json at c392482 offsets 0, 16000, 32000; the
listing of cs336_alignment/results/ (find_files: these two files only).

Leads for a later round: results.json from 256000 (idx 130, n = -11213141 mod 18, opens in 240000,
cut inside its generated_text: re-read 240000 and join; 500 samples, about 45 more pages; the base
model's broken formats, fake turns and invented follow-up problems make it a hard source);
results_20260421_153518.json from 48000 (idx 23, x = sqrt(11-2x) + 4, opens in 32000, cut at its
generated_text key: re-read 32000 and join; about 58 more pages; its answers are others than
results.json's for the same problems, but check repeats against both files, as short completions
of the same problem could coincide). Round 223's other leads (desirepathh sft_gpt-oss-120b.jsonl
other pages, the course's data/MATH/sft.jsonl in several repositories, zifanwangsteven's analysis
files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout226.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout226.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout226.jsonl"
SOURCE = "public_heldout226"

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
        "is a per_sample entry's `generated_text`; pages 48000-240000 joined (idx 26-129; round "
        "223 took idx 0-25)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 0-32000 joined (idx 0-22)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:26|wrong|boxed|debatable: the answer tag opened after '<end think>' and never closed ends 'The resulting solution is $\boxed{1440}$', then a fake 'Assistant:' turn restarts by inclusion-exclusion and is cut at the token cap before any result: the last final answer is 1440 (gold 144: seat the 4 others in 3! ways and put P, R, T in 3 of the 4 gaps, 3! * 4*3*2 = 144); no_answer arguable, the restart abandoning it; opens on page 48000 (re-read this round), its completion crossing into 64000
dr:27|wrong|boxed|'profit $= 73-15=$$\$58$' in an answer tag never closed, then working and Python code, 'The math club's profit from the bake sale is \(\boxed{58}\).' (gold 78: 18 + 40 + 35 - 15, the cupcakes bring 20 * 2 = 40)
dr:28|correct|boxed|no tags: 'So the final answer is \(\boxed{-2 + 7i}\).'
dr:29|wrong|boxed|a fake 'Assistant:' turn, code with a printed '450', 'The total number of different battalions that can be sent is \(\boxed{450}\).' (gold 225: C(5,4) * C(10,8) = 5 * 45)
dr:30|wrong|tag|'</think>', a bare '5102', then a fake 'Assistant:' turn with '<answer>176</answer>' (gold 52_8: 6 * 7 = 42 = 5*8 + 2)
dr:31|correct|tag|'<endthink> <answer> 11 $\sqrt{2}$ </answer>'
dr:32|correct|prose_sentence|no tags: 'the total number of ways is 5! * 3! = 720.', then an invented multiple-choice question ('Which concept is being used in this problem? (A) Recursive Thinking ...') with no answer of its own: the answer given to the question posed is 720
dr:33|wrong|tag|'<answer>Thus, the common ratio of the geometric sequence is $ \frac{3}{5} $.</answer>': the ratio, a step, not the eighth term asked (gold 243/625 = (125/9)(3/5)^7)
dr:34|wrong|prose_sentence|no tags: 'the constant term in the expansion of ... is $$-\frac{1}{32}.$$' (gold -125: the k = 3 term, C(5,3) * 10^2 * (-1/2)^3)
dr:35|wrong|boxed|'the remainder is $\boxed{0}$. </think>' then 'answer> Answer: $\boxed{0}$ </answer>' (gold 3: n = 2 gives 4 * 6 * 8 = 192 = 27*7 + 3)
dr:36|wrong|tag|'<answer> ... we get $(2x-10)^3$ for the roots $(x=5)$.</answer>': one root of three (gold 3, 5, 7)
dr:37|no_answer|none|'Let us find the Rotation Center <think>Done</think>', then invented 'Human:' / 'Assistant:' turns (the Rule of 72 in finance, a paper on sub-Riemannian manifolds, a digit sum, ending 'The sum of the digits (1 + 0) is 1.'): no answer to the question posed; the '72' of the Rule of 72 is not one (gold 72)
dr:38|correct|tag|'<answer> \n$2,000$ calories</answer>' (gold 2000)
dr:39|correct|tag|'</think>\n<answer>23</answer>'
dr:40|correct|boxed|'</think>', working and Python code, 'The side length of the regular octagon is \( \boxed{12} \) cm.', no answer tag
dr:41|wrong|tag|'<answer> So, $x + y = 9$\n.</answer>' (gold 17: the fourth vertex with x > 7 is (8, 9))
dr:42|wrong|tag|crosses the edge of pages 80000 and 96000 inside its answer tag; '</think> <answer>$x < 5$</answer>': a bound, not the sum asked (gold 4: -1 < x < 5, a + b = 4)
dr:43|wrong|boxed|a fake 'Assistant:' turn, 'So the minimum value of the expression is:' '\boxed{50\sqrt{2} + 10\sqrt{5}}', then Python code with no output (gold 70 \sqrt{2})
dr:44|correct|tag|'<answer>... = $\sqrt{1.5625}$ ~ 1.25\n</answer>'
dr:45|correct|boxed|'\implies \boxed{\tan A = 1}' inside the think block, then after '</think>' a fake 'Assistant:' turn: 'the correct value of $\tan A$ is $2$, not $1$', code, 'The value of $\tan A$ is indeed $\boxed{2}$.': the last final answer is 2
dr:46|correct|tag|'</think> <answer>6</answer>'
dr:47|correct|boxed|no answer tag: 'Allright, so $a+b+c=5+0=\boxed{5}$'
dr:48|correct|tag|'<answer>Actual question: What power of 4 is equal to 8? The 'against-the-clock' answer: 3/2 since $2^{3}=32=4^{3/2}$</answer>' (a slip, 2^3 = 32, in the reason; the answer 3/2 is the gold)
dr:49|no_answer|none|'<endthink>', a fake 'User: And what's the answer?', then 'Assistant: <answer> We begin by using the distributive law on $3x-9$ and $2(x+37)$. <endanswer>': no value given (gold 83)
dr:50|wrong|tag|'<answer> ... the smallest number of coins I could have had is 22 coins in each bag, and 22 * 7 + 53 = 207 coins in total ... </answer>' (gold 203: 7x + 53 must be a multiple of 8 above 200, x = 29; 207 is no multiple of 8)
dr:51|no_answer|tag|debatable: the think block ends 'the remainder of dividing $x^6 − 3$ by $x + 1$ is $\boxed{−2}$.' (the remainder, with U+2212 minus signs, not the quotient asked), then '</think> <answer>answer here</answer>': the prompt's placeholder, no value; wrong arguable, taking the box (gold x^5 - x^4 + x^3 - x^2 + x - 1)
dr:52|correct|tag|'<answer>... So, the expression becomes $\frac{2.4}{0.2}$. Simplifying this, we get $12$.\n</answer>'
dr:53|correct|tag|'</think>', '$$\sin \left( -\frac{\pi }{6} \right)=-\frac{1}{2}.$$', '<answer>$-\frac{\pi }{6}$</answer>'
dr:54|correct|boxed|no tags: working and Python code, 'The decimal representation of the fraction \(\frac{3}{20}\) is \(\boxed{0.15}\).'
dr:55|correct|tag|no '</think>': 'the degree of $f$ is $\boxed{3}$.<answer>3</answer>' (the quotient it writes, 3x^3+4x^2-21x+17, is wrong; the degree is right)
dr:56|correct|tag|'<answer> Therefore, $N^2 = 121$ and we can solve for N to get $N = 11$. </answer>'
dr:57|correct|boxed|a fake 'Assistant:' turn '(-2i)^4 = 16 \implies \boxed {16}', a fake 'User:' line, then working and code, 'The magnitude of the complex number \((1 - i)^8\) is \(\boxed{16}\).'
dr:58|wrong|tag|'<answer> $100^2-300+1=9701$ < /answer>' (gold 9901: 9801 + 99 + 1)
dr:59|correct|answer_colon|no tags: 'X = 5', then 'Answer: There are 5 students participating in both MATHCOUNTS and science club.'
dr:60|wrong|boxed|'The final answer is:' '\(\boxed{(27, -216, 1)}\)' (gold (6,31,-1))
dr:61|wrong|prose_sentence|no tags: '32 &= -a\\ a &= -32', 'The value of $a$ is $-32$.' (gold -256: the product of the roots, -a/8, is 2^5 = 32)
dr:62|wrong|tag|'Possible values for $C$: $2$, $2.5$, or $3$.</think>' then a fake 'Assistant:' turn '<answer> $3$.</answer>' (gold 4: the largest singular value; A^T A has eigenvalues 16 and 1)
dr:63|wrong|boxed|'The final answer is \(\boxed{9}\).' (x^4 + 4 left unfactored), then a restart of the same working cut at the token cap at '\[p_1(1) +' (gold 10: x^4 + 4 = (x^2 + 2x + 2)(x^2 - 2x + 2), 5 + 1 + 2 + 2 + 0)
dr:64|wrong|boxed|code output '{a: -1/64, b: 7/128, c: 7/64, d: 5/128}', 'Thus, the value of \(d\) is \(\boxed{\frac{5}{128}}\).' (gold 35/64)
dr:65|correct|prose_sentence|debatable: no tags closed; invented dialogue ('anko:', 'Lucas:', 'The User:', 'Assistant: <think> ...'), in which 'Therefore, $1^{(2^{235423523})}$ is $1$.' and last 'we can simplify further to $1^1$, which is simply $1$.': every value stated is 1 (the gold); no_answer arguable, every statement of it lying in invented turns
dr:66|correct|tag|debatable: '<answer> Next, we combine like terms: \displaystyle \begin{align*}x^3+3x^2-3x^2+3x-6\end{align*}' (a tag never closed), then '<endthink>' and 'The Answer was correct after all. Well done!': equal in value to the gold x^3+3x-6, but the like terms 3x^2-3x^2 are left uncombined where the question asks to simplify completely; wrong arguable
dr:67|correct|boxed|'</think>' then a fake 'Assistant:' turn: 'The square's area decreases by \(\boxed{10\%}\).' (gold 10; the question asks by what percent)
dr:68|wrong|tag|'<answer>Let x = 53° + 81° = 134°. ... The value of x is which equals a. 80° b. 60° c. 65° d. 70°\n</answer>': 134 claimed, then invented choices with none picked (gold 46: x = 180 - 53 - 81)
dr:69|wrong|tag|'\end{align*}<answer>$ 0$</answer>' (gold -1: z + z^2 + z^3 + z^4 = -1)
dr:70|wrong|tag|'$=53$', a fake 'Assistant:' turn, '<answer> $41_9$\n</answer>' (gold 40_9: 53 - 17 = 36 = 4*9)
dr:71|wrong|boxed|crosses the edge of pages 128000 and 144000 inside its completion; groups '101, 010, 011, 110' taken from the left, 'Therefore, the final answer is \(\boxed{5252_8}\).', then an invented problem (a three-digit number's divisibility by 9) with its own '\boxed{\frac{1}{9}}' and another cut at the token cap: the answer given to the question posed is 5252_8 (gold 2516_8: 10 101 001 110 grouped from the right)
dr:72|correct|boxed|'</think>', '<answer>' never closed, working, code, 'the radius of the sphere is:' '\boxed{3}'
dr:73|correct|boxed|no tags: 'so, the value of $9 \& 2$ is $\boxed{\frac{3\sqrt{3}}{4}}$.'
dr:74|correct|boxed|'</think>', working, 'So the simplified expression is \(\boxed{\cot x}\).', no answer tag
dr:75|wrong|tag|'P(solution) = 5/6. <answer>5/6. </answer>' (gold 11/36: 36 - 25 = 11 rolls hold a 5)
dr:76|wrong|tag|debatable: '<answer> For $\log x^2$ to be valid, $x^2 > 0$, which implies $x \in R $. </answer>': a claimed domain (all reals), no value of a + b; no_answer arguable (gold 0: the domain is x < 0 or x > 0)
dr:77|correct|tag|'</think> <answer> $\boxed{4}$ </answer>'
dr:78|wrong|tag|'Thus $q=\boxed{3}$</think>' then '<answer> q=3, b=-3</answer>' (gold (-2,1))
dr:79|correct|boxed|no tags: 'Therefore, $x=\boxed{2}$.' then 'Answer: $x=\boxed{2}$.'
dr:80|no_answer|tag|debatable: working ending '$k=52$ is a valid number.' then '<answer>[/answer]': the tag holds nothing; wrong arguable, taking 52 (a value of k, not the count asked; gold 501)
dr:81|wrong|tag|'1/4 treeks</think> <answer>1/4 treeks</answer>' (gold 3: 10T = 3S + G and G = S - 2T give 12T = 4S)
dr:82|wrong|boxed|'$\boxed{\frac{7}{3}}$' in the think block, a Hebrew word after '</think>', then a fake 'Assistant:' turn computing 3/4 and ending '\(\boxed{\frac{7}{3}}\) is the greatest possible rational slope.', then code with no output (gold 3/2: A = (2,0), B = (4,3))
dr:83|no_answer|tag|'<answer>One way to solve the equation is to rewrite it using logarithms that have the same base on both sides: $\ log_3(3^{2x} + 19) = \ log_310^x.$' then '<endthink>': no value (gold 2)
dr:84|wrong|tag|debatable: '<answer>$12t^4+17t^3+2bt^3-2at^2-16t+4$\n$identify\the like\terms$\n$answer\to 12t^4+26t^3-8t^2-16t+6$</answer>': polynomials, the given product last, no value of a + b; no_answer arguable (gold -1: a = -3, b = 2)
dr:85|correct|answer_is|no tags: 'So the radius of the tank is 5^(1/2), which is in simplest radical form.' then 'The final answer is r = 5^(1/2).' (gold \sqrt{5}; 5^(1/2) is the same value)
dr:86|correct|boxed|'</think>', working and code, 'The total number of outfits ... is \(\boxed{240}\).', no answer tag
dr:87|correct|tag|'<answer> ... $5x-1=x+3$ that can be solved as follows: $4x=1+3, 4x=4, x=1$.</answer>'
dr:88|no_answer|tag|a fake 'Assistant:' turn, '<answer>...To cover all real $y$-values, the maximum value of $c$ is determined by ensuring the first branch is unbounded, implying $a$ must be as large as possible.\n</answer>': no value (gold 2)
dr:89|wrong|tag|'Divide each number by their difference (2961-3339)+1=144</think> <answer>Therefore, the greatest common divisor is $\boxed{144}$</answer>' (gold 21)
dr:90|wrong|tag|debatable: the think block says to multiply by 3/2, then '<answer> \(10 \times \frac{3}{2} = \frac{10 \times 3}{2} = \frac{30}{2} = 15\). </answer>': the equation chain ends on 15, the quotient, not the multiplier asked (gold 3/2); correct arguable, the chain showing 10 multiplied by 3/2
dr:91|wrong|boxed|no tags: 'the domain of $f(x)$ is $(1,2) \cup (2,+\infty)$', 'The smallest integer value that satisfies this condition is $\boxed{3}$.' (gold 1: f(1) = 0/(-1) = 0 is real)
dr:92|wrong|tag|'<answer>$(\frac{1}{5})^7 = \frac{1}{78125}$</answer>': all seven islands, not exactly four (gold 448/15625 = C(7,4) (1/5)^4 (4/5)^3)
dr:93|correct|tag|'<answer>... Since the radius is 1, we set $34 - c = 1^2 = 1$. Solving for c, we find $c = 33$. </answer>'
dr:94|wrong|tag|'\boxed{20^\circ}' in the think block, then '<answer> $20^\circ$ </answer>' (gold 80: 3x + 3y = 360 - 110 - 100, so x + y = 50, and angle AFD = 180 - 2x - 2y)
dr:95|no_answer|tag|'<answer>Formula for projection of vector b onto vector a is $\frac{a \cdot b}{|a|^2}a$</answer>': a formula, no value (gold -4)
dr:96|wrong|boxed|'<answer>' never closed, code with a printed '[1.00000000000000, 8.00000000000000]', 'are \(\boxed{1, 8}\).' (8 is outside the domain), then an invented problem (how many rational numbers) cut at the token cap: the answer given to the question posed is 1, 8 (gold 1 \pm \sqrt{19})
dr:97|wrong|tag|'293 full rotations ... she ends up facing north.</think>\n<answer> north </answer>' (gold east: 2250 = 6*360 + 90, a quarter turn to the right)
dr:98|correct|tag|'</think> <answer> $$ $$ $$\ans{ 2k+2}$$ </answer>': 2k+2 inside an undefined macro '\ans{}' (and a no-break space between the first '$$' pair)
dr:99|wrong|boxed|'\[ \boxed{\begin{pmatrix} -1 \\ 2 \\ 1 \end{pmatrix}} \]' after code whose '(True, True)' is invented (gold (-1/3, 2/3, 5/3); a x v for (-1, 2, 1) is (-1, -2, 3))
dr:100|wrong|tag|crosses the edge of pages 176000 and 192000 inside its gold; '<answer>And apply to $n=6$, we get a rectangle: $(6-2) \cdot 180^\circ = 720^\circ$</answer>': the hexagon's angle sum, another quantity (gold 145^\circ)
dr:101|wrong|tag|'complex roots</think> <answer>1</answer>' (gold 850)
dr:102|correct|prose_sentence|no tags; the last line 'Factor out the common binomial $(a+5)$: $(a+5)(b+2)$'
dr:103|wrong|prose_sentence|'<answer> $\\ \textbf{Case 1}: ...$</ answer>' (no value), then working: 'Thus, $\lambda$ must not be 1, so $\lambda \in [0,1) \cup (1,4]$.', then code to confirm cut at the token cap (gold (3,4])
dr:104|no_answer|truncated|debatable: '<;/think>', an invented user request, a fake 'Assistant:' turn with code never run, 'Let's assume the output of the distances calculation is `30.0` (this is an example output, you should replace it with the actual sum from your calculations).', then 'The final' cut at the token cap: no answer of its own; wrong arguable, taking the example 30.0 (gold 40)
dr:105|correct|boxed|'<answer> The median number of students in $2005$ is $\boxed{29}$ in [Chesterfield][/answer]', code printing 28.5, then 'So the correct median number of students in 2005 is \(\boxed{29}\).'
dr:106|wrong|tag|'<answer> The graph of this equation shows that it is the graph of an inverse function, which means there is no horizontal asymptote.\n</answer>': a claim of none (gold 4/3, the ratio of the leading coefficients)
dr:107|wrong|tag|crosses the edge of pages 192000 and 208000 inside its completion; the odd numbers listed stop at 25, '<answer> Thus, the intersection contains 8 elements.', then invented 'User:' / 'Assistant:' turns (X = 8, a colour-TV inventor, Ramanujan, Turing, scraps in several scripts): the answer given to the question posed is 8 (gold 9: the odd primes below 30, 29 included)
dr:108|wrong|boxed|'</think>' then 'Answer: $\boxed{e^2=\frac{b^2}{a^2}=...=\frac{\left(\sqrt{k}-1\right) \sqrt{k}}{\left(\sqrt{k}+1\right) \sqrt{k}}>0}.$': an inequality in k, no value of k (gold 2)
dr:109|wrong|boxed|a fake 'Assistant:' turn reaching '= -\cot 30^\circ = -\sqrt{3}', then 'the least positive value of $\theta$ for which $\tan \theta = \sqrt{3}$ is $60^\circ$', '\boxed{60}', then code cut at the token cap (gold 120^\circ: tan θ = -√3)
dr:110|wrong|tag|'<answer> $12 $ </answer>' after symbol scraps (gold 504)
dr:111|correct|tag|'<answer> The answer is C(7,3) * C(4,2) = ... = 35 * 6 = 210 ways. </answer>'
dr:112|no_answer|none|an attempt by sums of sines that goes nowhere, ending 'converting them all into sine form might actually help us. --ificant</answer>': no value (gold 13)
dr:113|wrong|boxed|'the expression becomes $90^2 - 10^2$.', word scraps, then a fake 'Assistant:' turn: '<answer> The answer is $\boxed{789}$.' (gold 8000 = 90^2 - 10^2)
dr:114|wrong|prose_sentence|stray '<answer>' / '<endanswer>' tags inside the working, 'C=-\frac{19}{9}', 'D=\frac{35}{9}', 'I&=C\cdot D\\ &=\frac{-19}{9}\cdot\frac{35}{9}\\ &=\frac{-665}{81}.' then '</think>' (gold -5: C = -1, D = 5)
dr:115|wrong|answer_is|crosses the edge of pages 208000 and 224000 inside its completion; 'six letters in total', 'Therefore, the answer is 360.\n</think>', then an invented 'User:' clock problem with its own 'Therefore, the answer is 717.': the answer given to the question posed is 360 (gold 1260 = 7!/(2! 2!))
dr:116|correct|answer_is|'alert</think>', an aligned derivation '2x&=4 ... x&=2', then a fake 'Assistant:' line: 'The answer is: $x = 2$.'
dr:117|wrong|tag|'<answer> $$9x^2 - 30x + 25= 4$$ ... So $x = {7 \over 3}$ or $x = 1$.</answer>' (gold 3: 3x - 5 = 4)
dr:118|wrong|tag|'<answer>... Therefore, the total number of ordered pairs $(a, b)$ is $67 + 22 = 89$.</answer>' (gold 81)
dr:119|no_answer|truncated|two attempts at Python code (the first's output 'SyntaxError: unexpected EOF while parsing'), the second cut at the token cap inside an f-string: no value (gold -9)
dr:120|wrong|prose_sentence|no tags: compositions of other lengths called 'even' or 'neither', 'The medium factors move inwards, changing the parity, and finally producing the output "neither".', then scraps: the answer it gives is neither (gold even)
dr:121|correct|tag|'$x = 6$ </think> <answer> solution is $6$ here </answer>'
dr:122|correct|boxed|crosses the edge of pages 224000 and 240000 inside its completion; a fake 'Assistant:' turn, code printing 9.0, 'the number of customers who would buy a television that costs $2500 is \(\boxed{9}\).'
dr:123|correct|boxed|debatable: the shoelace sum gives 0 ('It appears there was an error'), then 'So the area of quadrilateral $DBEF$ is:' '\text{Area of } DCEF = ... = 12 - 6 = 6', then last 'The area of quadrilateral $DBEF$ is $\boxed{8}$.': the last final answer is the gold 8, reached by no working; wrong arguable, the 6 just before it being given for the same area
dr:124|correct|tag|'<answer>... **Therefore, the largest possible value of x is 5.5. </answer>' (gold 11/2; 5.5 is the same value, though an improper fraction was asked)
dr:125|wrong|tag|'</think> <answer> $-1$ </answer>' (gold -3: 13 - 16)
dr:126|no_answer|truncated|a fake 'Assistant:' turn computing z_1 = 137i, z_2 = 69/68, then z_3, cut at the token cap at 'z_3 = \': no value for z_2002 (gold 1+274i)
dr:127|wrong|answer_colon|'142_{10}', '</think>', 'Answer: $555_{10} = 142_{5}$', then an invented 'Problem:' with its own '\boxed{\text{In base } 5 \text{ matters because ...}}': the answer given to the question posed is 142_5 (gold 4210_5 = 4*125 + 2*25 + 1*5)
dr:128|wrong|tag|'</think> <answer> 4 \times 7 = 28 hrs </answer>' (gold 36: the fewest is 9 walks in 28 days)
dr:129|wrong|tag|'</think>\nAnswer: <answer>30</answer>' (gold 3840/289: the right angle is at C, AD = 64/17, CD = 120/17; 30 is half the area of ABC)
dr2:0|wrong|prose_sentence|'</think>', then '{(answer) that fits} ; ... the polar coordinates are four options:' '$(r=3,s=0)$', '$(r=3,s = \pi)$', '$(r=-3,s = 2\pi)$', '$(r=-3,s = 2\pi + s)$', ending 'Therefore 4 is valid, while 1 is not.': the fourth option picked, none of them (3, π/2) (gold \left( 3, \frac{\pi}{2} \right))
dr2:1|wrong|tag|debatable: '<answer> \[... = \sum_{n = 2}^\infty \left(\frac{1}{n^2} - \frac{1}{n^3}\right) = (p - 1) + (q - 1) = p + q - 2. \] Therefore, the answer is **</answer>': the chain ends on p + q - 2 (a sign slip), the closing 'the answer is **' is empty; no_answer arguable (gold p - q)
dr2:2|correct|prose_sentence|'$$f(-2) + f(-1) + f(0) = 2 + \frac{5}{3} + 1 = 3 + \frac{5}{3} = 3\frac{5}{3} = \frac{9+5}{3} = \frac{14}{3}.$$', then an invented 'The User:' question, an '<answer> Good question! ...' that again adds the values to '\frac{14}{3}', and more invented turns with no value: the answer given to the question posed is 14/3
dr2:3|correct|tag|'<answer> 9 </answer>'
dr2:4|no_answer|none|garbled text ('1. Evelyn = depicts her trip uniquely using the highest point.' in a list of all five students, 'Briana – virtue journey’ profit', scraps in Chinese) with no conclusion: no student chosen (gold Evelyn)
dr2:5|correct|tag|'<answer> ... the perimeter of the hexagon, is 6 $\times$ 7 = 42 inches. </answer>'
dr2:6|correct|tag|'<answer> ... Therefore, the three consecutive integers are 8, 9, and 10, and their sum is 27. </answer>'
dr2:7|wrong|boxed|crosses the edge of pages 0 and 16000 inside its completion; a direction vector (0,0,0) taken as (1,0,0), code printing 144.735..., 'The angle between the two lines is approximately \(\boxed{144.74}\) degrees.', then an invented inequality problem cut at the token cap: the answer given to the question posed is 144.74 (gold 90^\circ: (3,2,-6) and (2,-12,-3) are orthogonal)
dr2:8|wrong|tag|'<answer> $(2-(-4))^{2}+(-6-3)^{2} = (6)^{2}+(-9)^{2} = 36+81 = 117$</answer>': the squared distance, a step (gold 3\sqrt{13} = \sqrt{117})
dr2:9|no_answer|truncated|debatable: 'Thus, we can list the distinct results: \{121\}. Therefore, there is only one unique value.', code printing '(3, {121, 241, 145})', then 'There was a small oversight in the previous reasoning.' and a new list cut at the token cap at '= 12': the one value taken back, no final answer after it; wrong arguable, taking 'only one unique value' (gold 4)
dr2:10|wrong|answer_colon|'The next smallest number is 200, which is a multiple of 30.', 'Answer: 200', then a self-set 315-digit question with its own 'Answer: 2^317': the answer given to the question posed is 200 (gold 2220; 200's digits sum to 2)
dr2:11|wrong|boxed|code printing 0.721026748971193, 'The value of \( p(8) \) is \(\frac{8}{11}\)', 'So the final answer is:' '\boxed{\frac{8}{11}}' (gold 3/56)
dr2:12|correct|tag|'</think>' then a fake 'Assistant:' turn: '<answer> 284 </answer>' (220's proper divisors miscounted in the working)
dr2:13|correct|tag|'radius = 3', 'volume = 45π  <answer>answer should be 5</answer>'
dr2:14|wrong|tag|'<answer> ... Dividing both sides by 0.7, we get $DE = \frac{7}{0.7} = 10$. Therefore, the length of $DE$ is $\boxed{10}$. </answer>' (gold \sqrt{51}: 10 is the hypotenuse DF, DE = \sqrt{100 - 49})
dr2:15|wrong|prose_sentence|no tags: '&= -2 - (1 + 2\sqrt{6})i.', then '$\sqrt{6}$ is approximately $2.45$, so $1 + 2 \sqrt{6}$ is approximately $6$, hence the parity of $1 + 2 \sqrt{6}$ is the answers is $1$.' (gold 6 - 5i)
dr2:16|wrong|tag|'$50 \cdot (1-1) = 0$. <answer> $\boxed{0}$ </answer>' (gold -50: fifty pairs of -1)
dr2:17|wrong|tag|'<end think>', a fake 'Assistant:' turn: '<answer> The smallest possible value of $c$ is $\frac{\pi}{3}$. <end answer>', then 'Explanation: ... $c = \frac{\pi}{3}.$' (gold \pi: the graph is 2 sin(3x + π) + 1)
dr2:18|wrong|tag|'<answer> ... Therefore, we would add 1 to the answer we find. $180-124=$ $56+1=$ $\boxed{57^{\circ}}$ </answer>' (gold 28)
dr2:19|correct|tag|a wrong discriminant, 'the smallest positive value of $a$ that satisfies this inequality is $a = 3$.', '\end{think}', '<answer>Now we have found that the smallest possible value of a is 3, the answer to the problem is 3.</answer>'
dr2:20|wrong|tag|'<answer> (1+2i)6 = 6 + 12i (Distributive: a·(b+c) = a·b + a·c) </answer>': a step, the -3i not taken off (gold 6+9i)
dr2:21|wrong|answer_colon|'we can conclude that the greatest integer less than $(\sqrt{7} + \sqrt{5})^6$ is 11.</think>' then 'Answer: 11' (gold 13535)
dr2:22|no_answer|truncated|'<calculate> <answer>' then empty arrays, 'If $x = 2$, the new pay ratios are', 'Verticaluez' scraps repeated three times, then an invented widget problem cut at the token cap: no value for x (gold 5)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout226.jsonl: a 226th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
