__doc__ = r"""Build public_heldout233.jsonl: a 233rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (PaoPaoYue's `reward_result`, imraviagrawal's `rewards`:
`format_reward`, `answer_reward`, `reward`) were not used to label: each completion was read, its
final answer found and compared with the gold by hand.

The round continues round 228's third source where its "Leads" left it and takes a fourth
repository of the same course (CS336 assignment 5) that round 228 scouted: both are a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>'), one on
MATH-500, one on GSM8K test:
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'). The model is not named in the file; the repository's later
  cs336_alignment/eval_model.py (read by round 228, at 03e58a3) loads './models/qwen2.5-math-1.5b'
  with temperature 1.0, top_p 1.0, 1024 new tokens, stop '</answer>' (so most likely
  Qwen2.5-Math-1.5B, base; the script that wrote this file was not identified). Pages 16000,
  32000, 48000, 64000, 80000, 96000, 112000 and 128000 (8 pages, = pp_16000 .. pp_128000)
  joined: ids 17-72 whole, 56 kept. Page 16000 is round 228's last page, read again this round
  (its paste decodes byte-identical to round 228's); its ids 8-16 are round 228's and are not
  taken again; id 17 (the sine graph) opens there and is whole once 32000 is joined. id 73 (the
  '&' operation) is cut at the end of page 128000 inside its prompt and dropped. Records crossing
  a page edge: inside the prompt id 17, 24, 47, 56; inside the response id 41, 63; inside the
  reward fields id 31. The record number is the id. Gold: the element's `truth`, checked by
  work/extract.py and by the build equal to MATH-500's answer of the same index (every prompt's
  problem is MATH-500's problem of that index word for word).
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order). Written by the repository's cs336_alignment/baseline.py (read,
  at 4ae7e4e: `main(model_name="Qwen/Qwen2.5-Math-1.5B", dataset_path="./data/gsm8k/test.jsonl",
  output_path="./cs336_alignment/outputs/gsm8k/test.jsonl", temperature=1.0, top_p=1.0,
  max_tokens=1024)`, vLLM, stop '</answer>' kept in the output, the course's r1_zero.prompt).
  Looked at first (page 0, which round 228 had scouted and not taken): `correct_answer` is the
  GSM8K answer text with its '#### N' line; the base model leaves the format often (answers in
  prose, '(answer)', 'answer>', tags never closed, fake 'User:' / 'Assistant:' / 'Human:'
  turns, scraps in many scripts, forum text). Three places, two pages joined at each:
  - A: pages 0 and 16000 (test 0-18): lines 0-11 and 13-17 kept (17); line 12 (Carlos's lemon
    tree) is not taken: it holds one character the display does not show (below); line 18
    (Claire's omelets) is cut at the end of page 16000 inside its `correct_answer` and dropped.
  - B: pages 1248000 and 1264000 (test 668-687): lines 669-686 kept (18); line 668 (the 50
    employees) opens on page 1232000, not read, and is dropped; line 687 (twins and triplets) is
    cut inside its prompt.
  - C: pages 2464000 and 2480000 (test 1299-1316): lines 1300-1315 kept (16); line 1299 (Janet
    at the mall) opens on page 2448000, not read (the page opens at '?\nAssistant: <think>'), and
    is dropped; line 1316 (Mark's radiator) is cut inside its generated_text.
  51 kept. The record number is the GSM8K test index (each prompt is the R1-Zero head + a GSM8K
  test question word for word, and each `correct_answer` that question's GSM8K answer word for
  word, checked by work/extract.py for all 51 and for the dropped line 12). Gold: the '####' value
  of `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-228's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. 12 of the 14
pages came out at 16,000 characters on their first paste. im_2464000 came out long on its first
paste: the eggs line (test 1308) had been pasted four times over (a runaway repeat of the paste,
not of the file; the display shows it once, followed by the next prompt's opening); the three
extra copies were cut against the display and the page came out at 16,000. im_16000 came out at
15,999: the long runs of ')' in line 11's completion (Toula's pastries: 35, 36, 128 and 155 of
them) were placed exactly by reading the file again at offsets chosen from the paste (read_file
at 17888, 18033 and 18198: the paste's runs had been 130 and 153 and were corrected to 128 and
155), and the missing character was then placed by the same kind of alignment reads (19704,
19729, 19737, 21170, 26097, 26275, 26461, 27887): it lies at file offset 19732 or 19733, between
'赚钱。' and the escaped line break in line 12's completion, and the display shows nothing there
(an invisible code point, not identified). The paste is kept as displayed (15,999 characters,
work/mk.py's SHORT), line 12 is not taken, and the file offsets work/extract.py writes into the
keys of lines 13-17 are shifted by one to the file's. No loop marker was needed. The files' raw
non-ASCII text (Chinese, Korean, Hebrew, Arabic, Cyrillic, Tibetan and Vietnamese scraps, '’', '…',
'×', '÷', '⋅', 'π', '🌂') and their '\r\n' and '\t' escapes were pasted as shown. work/extract.py cut the records out
by script (raw_*.jsonl: `r` the completion's JSON string body as the file holds it, `enc` = json,
decoded once by the build), parsed every element / line that opens and ends on its joined pages
with json and checked that the cut body decodes to the parsed field, checked every prompt's head
(the R1-Zero prompt) and problem against MATH-500 / gsm8k test and every gold against them (a
check of the prompt and gold parts of the pastes), refused completions holding a control
character other than newline, carriage return and tab (none did), and checked pp's id run
unbroken (17-72). The completions were read over against the displayed pages while labelling
(their final answers and golds). Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 245 files, 33,743 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-228 among them, round 228's PaoPaoYue ids 0-16 and
rounds 223 and 226's dothereading Qwen2.5-Math-1.5B MATH-500 replies included) and with the others
of this round: no repeat; nothing dropped.

Repository counts (107 records): PaoPaoYue/assignment5-alignment 56 (52.3 %),
imraviagrawal/assignment5-alignment 51 (47.7 %). Licences: no LICENSE file in the index for either
(PaoPaoYue looked up by round 228; imraviagrawal's listing holds none); `licence` per record.

Split: think_answer 107 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '(answer)', 'answer>', '{/answer}', '<end think>', '<end>', tags never closed or
never opened, fake 'User:' / 'Assistant:' / 'Human:' / 'Dora:' turns, Python code with invented
output, forum text, long runs of one character), long_cot 0. MATH 56 (pp, MATH-500 ids 17-72),
GSM8K 51 (im, gsm8k test 0-17, 669-686, 1300-1315).

Truths: correct 45, wrong 52, no_answer 10; debatable 9 (pp:17, 19, 33, 41, 45, 46, 48; im:3,
674). By repository: pp 25 / 26 / 5, im 20 / 26 / 5. Forms: tag 55, boxed 23, prose_sentence 13,
answer_colon 6, none 6, answer_is 2, truncated 2 (the LABELS table is the record).

Label conventions (rounds 37-228's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or equation in the tag read for
the value it states (pp:51 'The quotient ... is $x^5 - x^4 + x^3 - x^2 + x - 1$ with a remainder
of $-2.$', im:9, im:678, im:1306); a tag never closed counts (pp:39, im:10, im:680, im:1309); a
right answer over wrong or missing working is correct (im:1312 '6 x 3 days = 18 meals', then
'$180'); with no answer tag the completion is labelled by its last box or last stated result
(pp:18, pp:23, pp:40, im:17, im:1314); equal in value but written differently is correct (pp:23
'\boxed{5}' for 'x=5', pp:30 'Assistant: 52' after 'the answer is $52_8$', pp:38 '$2000$ cal',
pp:72 '3 units'); another quantity or a step is wrong (pp:32 '3⋅6!', im:676 Dylan's 480, im:1303
the holes dug, im:1306 the beakers on the bench, im:15 the sum 221 of both profits); text invented
after the answer (fake turns, new questions with answers of their own, forum text) does not change
the answer given to the question posed (pp:26, pp:27, im:11, im:685, im:1311); a fake
'Assistant:' turn that gives the answer after the think block counts as the answer (pp:30, pp:39,
pp:40, pp:52, pp:53); a tag holding only a question, a plan, a formula or a placeholder is
no_answer (pp:45 debatable, im:669, im:1305 '{{ans}}'); a reply with no value for the quantity
asked is no_answer (pp:19, pp:22, pp:65, im:13, im:684, im:1310 'Thus, the answer is minutes.');
a response cut at the token cap before any final answer is no_answer (pp:46, debatable), one cut
after a stated result is labelled by that result (pp:41 debatable, pp:60, pp:63). Debatable: pp:17
(no box or tag for c; the working's last value of c is 0, the only box the amplitude 2: wrong,
no_answer arguable); pp:19 ('at least $-3$' about the x^2 coefficient, then 'a) What do you
think?' before '</answer>': no_answer, wrong arguable); pp:33 (the only value, 243/125, comes in an
invented 'Human:' turn: wrong, no_answer arguable); pp:41 (x + y = 15 stated, then code cut at the
cap: wrong, no_answer arguable); pp:45 ('<answer> tan C = tan A = b/a</answer>', a ratio of side
names: no_answer, wrong arguable); pp:46 (cut at 'These are all \(6^{\': no_answer, correct
arguable); pp:48 ('<answer>\(4^{\frac{3}{2}}\)</answer>', the value 8 written as a power of 4:
wrong, correct arguable, the exponent asked shown in it); im:3 ('180 meters a week.</think>' then
an empty '(answer)' and an invented '2 + 2' turn with its own tag: wrong, no_answer arguable);
im:674 ('(600 - 240) / (30), which is between 9 and 10 days': wrong, correct arguable, the
expression being 12).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 16000 (re-read), 32000, 48000, 64000, 80000,
96000, 112000, 128000. imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/
test.jsonl at c7b54f0 offsets 0 (re-read; round 228's scouting page), 16000, 1248000, 1264000,
2464000, 2480000, and the alignment reads at 17888, 18033, 18198, 19704, 19729, 19737, 21170,
26097, 26275, 26461, 27887 (not pasted); the repository's file listing and
cs336_alignment/baseline.py (at 4ae7e4e).

Leads for a later round: PaoPaoYue math_eval_results.json from 144000 (id 73, the '&' operation,
opens in 128000, cut inside its prompt: re-read 128000 and join; 500 elements, about 56 more
pages; a base model at temperature 1.0, so broken formats and invented turns throughout; compare
repeats against rounds 223 and 226's dothereading replies to the same MATH-500 problems).
imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages 32000-1232000,
1280000-2448000, 2496000 (partial, 3,979 characters)); line 12 of page 16000 cannot be taken
(an unseen character); line 19 (Marissa) opens at the end of page 16000 and line 668 on 1232000,
line 687 at the end of 1264000, line 1299 on 2448000, line 1316 at the end of 2480000. Watch for
long runs of one character (')' in line 11, '-' and spaces in tables): place them with alignment
reads before trusting a paste's length. The same repository's other outputs were not found in
the index (its listing holds this one output file). Round 228's other leads (Jerryson520's other
steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings,
AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not taken here.

Usage: python build_public_heldout233.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout233.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout233.jsonl"
SOURCE = "public_heldout233"

PP, PPC = "PaoPaoYue/assignment5-alignment", "2e20bd51ceb7349acdd00ca961abb5b9dbe6f505"
IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

PP_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>\\n' (the element's prompt field)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "pp": (
        "pp-r1zero-math500-zeroshot", PP, "results/math_eval_results.json", PPC,
        "not named in the file: a zero-shot MATH-500 evaluation with the R1-Zero prompt; the "
        "repository's later cs336_alignment/eval_model.py loads './models/qwen2.5-math-1.5b' "
        "(temperature 1.0, top_p 1.0, 1024 new tokens, stop '</answer>'), so most likely "
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 16000-128000 "
        "joined (ids 17-72; round 228 took ids 0-16)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 0 and "
        "16000, 1248000 and 1264000, 2464000 and 2480000 joined in pairs (test 0-17, 669-686, "
        "1300-1315)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:17|wrong|prose_sentence|debatable: crosses the edge of pages 16000 and 32000 inside its prompt; 'Amplitude (a) should be \( \boxed{2} \)', '\[ c = \pm240\]', code with 'c = 0.0', '\[ c = 0 \]', 'Since \( c = 0 \)flight of base oscillating line', then scraps ending 'tager precision】"].': no tag, the only box the amplitude, the last value of c 0 (gold \pi: the graph is 2 sin(3x + π) + 1); no_answer arguable
pp:18|wrong|boxed|'\angle BAC = 180^\circ - 124^\circ = 56^\circ', 'x = 62^\circ', code printing 62.0, 'The value of \(x\) is \(\boxed{62}\).' (gold 28: angle BCA = x (alternate angles) = angle BAC, and 124 + 2x = 180)
pp:19|no_answer|none|debatable: 'Hence the coefficient of $x^2$ in the equation is at least $-3$ ...', then '</think>\na) What do you think? \n</answer>': no value of a given; wrong arguable, taking 'at least $-3$' (gold 3: (x + 1)(x^2 + (a - 1)x + 1), (a - 1)^2 ≥ 4)
pp:20|correct|tag|'<answer>\n$6+9i$.\n</answer>'
pp:21|wrong|boxed|'Answer: $\fbox{124}$', then a fake 'Assistant:' turn with sympy code and an invented output '124', 'is indeed $\boxed{124}$' (gold 13535: (√7+√5)^6 + (√7-√5)^6 = 13536)
pp:22|no_answer|none|a system in d and x ending '8 = dx', a fake 'Assistant:' turn ('Your answer was great ...'), 'Now $d=2$ ... it gives $a=\frac{16}{4}$': no value of x (gold 5: (16 + 4x)/12 = (16 + x)/(12 - x))
pp:23|correct|boxed|'the value of \( x \) that satisfies the equation is \(\boxed{5}\)' (gold 'x=5')
pp:24|wrong|boxed|crosses the edge of pages 32000 and 48000 inside its prompt; deposits summed as a principal of 60,000, 'r \approx 3.33\%', then '\boxed{333}' (gold 10: 20000((1+r)^2 + (1+r) + 1) = 66200 gives r = 0.1)
pp:25|wrong|boxed|'The integers $n$ such that $f(n) = n$ are $\boxed{1, 2, 3, ...}$.' (gold 1,-2: f(n) = (n^2 + 3n - 2)/2, so n^2 + n - 2 = 0)
pp:26|wrong|prose_sentence|'answer: $$\frac{5880}{7}$$', forum-like text, then a fake 'Assistant:' turn: 'The answer to the problem you posed is $1932$', ending 'Try it, if you see any mistake.': two values, neither the gold (gold 144: the 4 others in 3! ways, P, R, T in 3 of the 4 gaps, 4*3*2)
pp:27|wrong|prose_sentence|'$R = 1.8(54) + 2(20) + 1(35)$', '$P = \$133$', then a fake 'User: Thanks. ...' turn and 'Sure.' (gold 78: 54/3 = 18 for the cookies, 18 + 40 + 35 - 15)
pp:28|wrong|boxed|'We conjugate the complex number, $\boxed{7 - 2i}.$', '(answer) $\boxed{7 - 2i}$' (gold -2 + 7i: i(7 + 2i))
pp:29|wrong|tag|'<answer>\n...\nSo the total number of different battleships that can be sent is $1938$.\n</answer>' (gold 225: C(5,4) * C(10,8) = 5 * 45)
pp:30|correct|prose_sentence|'So, the answer is $52_8$.\n </think>\nAssistant: 52': the last line the digits of 52_8, the base subscript left off after the working names it
pp:31|correct|tag|crosses the edge of pages 48000 and 64000 inside its reward fields; '<answer>\nWe can then pull $11$ out of the radical,\n$$\n\sqrt{2}\times11=\boxed{11\sqrt{2}}.\n$$\n</answer>'
pp:32|wrong|tag|'We note that the answer is $\boxed{3 \cdot 6!}$', '<answer>3⋅6!</answer>' = 2160 (gold 720: the block of three and the 5 others around the table, 5! * 3!)
pp:33|wrong|prose_sentence|debatable: the ratio 3/5 and the nth-term formula in the think block, then '</think>\nHuman: Now we can plug $n=8$ ... = \frac{3^5}{5^3} = \frac{243}{125} $$\n\n</answer>': the only value, in an invented 'Human:' turn, a slip in the powers of 5 (gold 243/625 = (125/9)(3/5)^7); no_answer arguable
pp:34|wrong|boxed|'$$\boxed{A_{term}=6{x^0}}$$------\n$$12100$$': a box of 6 and a bare 12100 last, neither the gold (gold -125: C(5,3) (10x^3)^2 (-1/(2x^2))^3 = 10 * 100 * (-1/8))
pp:35|correct|boxed|'24 \div 7 = 3 \text{ remainder } 3', code printing 3, 'is \(\boxed{3}\).'
pp:36|wrong|tag|'is it possible that the equation has $3$ real roots?</think>\n<answer> $3.$</answer>': a count (or one root) where three roots are asked (gold 3, 5, 7)
pp:37|wrong|boxed|'= 72^\circ', then 'no further rotation is needed', '\boxed{0}', 'The answer is enclosed within <answer> </answer>' (gold 72)
pp:38|correct|tag|'####\n <answer>$2000$ cal</answer>'
pp:39|correct|tag|a fake 'Assistant: <answer>' turn never closed: '12 + 11 = 23\nSo the answer is 23.'
pp:40|correct|prose_sentence|no tags; '\frac{96}{8} = 12', a fake 'Assistant:' line, 'Each side of the octagon is 12 cm long.'
pp:41|wrong|truncated|debatable: crosses the edge of pages 64000 and 80000 inside its response; 'symmetry analysis gives $x = 9$, $y = 6.$', code printing '((4, -1), 3)', 'So, the correct coordinates of the fourth vertex are (6, 9).', 'Now, the value of x + y is 6 + 9 = 15.', then code cut at the token cap at '# And y' (gold 17: the fourth vertex (8, 9)); no_answer arguable
pp:42|correct|boxed|'### Answer: 4', code that fails twice, then 'So the final answer is:\n\n\[\n\boxed{4}\n\]'
pp:43|wrong|boxed|'(x - 40)^2 + (y - 50)^2 - 400' (a slip), code printing 50.23..., '\boxed{50}' (gold 70\sqrt{2} ≈ 98.99; 50 is below the minimum)
pp:44|correct|boxed|'is \(\boxed{1.25}\) miles.'
pp:45|no_answer|tag|debatable: 'We will get tanA = tan(b/a)', an invented 'Sun:' line, then 'Dora: <answer> tan C = tan A = b/a</answer>': a ratio of side names, no value; wrong arguable (gold 2: tan A = sin A / cos A)
pp:46|no_answer|truncated|debatable: the roots found by code, 'These roots can be represented as: ... e^{2\pi i / 3} ...', then cut at the token cap at 'These are all \(6^{\': no final answer; correct arguable, the cut words pointing to sixth roots (gold 6)
pp:47|correct|boxed|crosses the edge of pages 80000 and 96000 inside its prompt; code printing '[-2, 7]' and '0', 'a + b + c = -2 + 7 + 0 = 5', '\boxed{5}'
pp:48|wrong|tag|debatable: 'we can write 8 as \(4^{\frac{3}{2}}\)', '<answer>\(4^{\frac{3}{2}}\)</answer>': the value 8 written as a power of 4, not the exponent asked (gold 3/2); correct arguable, the exponent shown in it
pp:49|correct|boxed|'The value of \( x \) is \(\boxed{83}\).'
pp:50|wrong|tag|'560+5 is 565 coins', '<answer> 565 </answer>' (gold 203: 7c + 53 ≡ 0 mod 8 with 7c > 200 - 53, c = 29)
pp:51|correct|tag|'<answer>\nThe quotient of $\frac{x^6 - 3}{x + 1}$ is $x^5 - x^4 + x^3 - x^2 + x - 1$ with a remainder of $-2.$\n</answer>'
pp:52|wrong|tag|'$\frac{\sqrt{25-49}}{27-25}$', Chinese scraps, a fake 'User: I need to solve.' turn, then 'Assistant: <answer> $\frac{3\sqrt{5}}{2} $</answer>' (gold 12: √5.76 / 0.2 = 2.4 / 0.2)
pp:53|wrong|tag|a fake 'Assistant: <answer>' turn: 'Since the angle is in quadrant $3$', '\boxed{\frac{7}{6}\pi }' (gold -\frac{\pi}{6}: arcsin's range is [-π/2, π/2])
pp:54|correct|tag|'<answer> ... the result will be $0.15$.\n</answer>'
pp:55|correct|boxed|'{/answer}', then working 'n = 4 - 1', 'the degree of \( f(x) \) is \(\boxed{3}\).'
pp:56|correct|tag|crosses the edge of pages 96000 and 112000 inside its prompt; '</think> <answer> 11 </answer>'
pp:57|correct|boxed|'2^4 = 16', a fake 'Assistant:' turn with code printing 16, 'is \(\boxed{16}\).'
pp:58|wrong|tag|'<end think> \nAnswer: $<answer>10^6-10^3+10^2-10+1...\end{answer}$': an expression = 999091 with trailing dots (gold 9901 = 9801 + 99 + 1)
pp:59|correct|boxed|'|M \cap S| = 49 - 44', 'is \(\boxed{5}\).'
pp:60|wrong|tag|'<answer>\n$p = \frac12$ ,   $q = 2$ ,     and $r = 1$', '\boxed{(p, q, r)=(.5, 2, 1)}', then a verification whose remainder is not zero and code cut at the token cap (gold (6,31,-1))
pp:61|correct|answer_colon|'</think>\nAnswer: $a = -256$'
pp:62|correct|boxed|'We can wrap this result with the <answer> tag.\nThe answer is \( \boxed{4} \).'
pp:63|wrong|boxed|crosses the edge of pages 112000 and 128000 inside its response; '(x^2 - 1)' left unfactored, '5 + 1 + 0 + 2 = 8', '\boxed{8}', then code with no output (gold 10: x^2 - 1 = (x - 1)(x + 1), 5 + 1 + 2 + 0 + 2)
pp:64|wrong|prose_sentence|'Thus, $d=-\frac{15}{64}.$' (gold 35/64)
pp:65|no_answer|none|a plan about the user's confusion, then 'User: What is \(1^{(2^{235423523})}\)?': no value (gold 1)
pp:66|wrong|tag|'<answer>\n\begin{align*} ... =x^2+3x-6\n\end{align*}\n</answer>' (gold x^3+3x-6: x * x(1 + x) = x^2 + x^3)
pp:67|correct|tag|'the area has decreased by 10\%.\n</think> <answer>10</answer>'
pp:68|correct|boxed|'x = 180^\circ - 53^\circ - 81^\circ = 46^\circ', code, 'is \(\boxed{46}\).'
pp:69|correct|boxed|'Therefore, our answer is $\boxed{-1}$.\n<end>'
pp:70|correct|boxed|a fake 'Assistant:' turn: '$36_{10},$ which is equivalent to $40_9$', then 'So, our answer is correct. $\boxed{40_9}$'
pp:71|wrong|boxed|'22 Ending Answer', a fake 'Assistant:' turn grouping from the left ('101\ 010\ 011\ 100'), 'is equal to \(\boxed{5234}\) in base 8.' (gold 2516_8: 10 101 001 110)
pp:72|correct|tag|'Solve: r = 3 units\n</think>\n<b><answer>3 units</answer>'
im:0|correct|answer_colon|'16 - 3 - 4 = 9 eggs', '18 dollars for breakfast and presents.\nAnswer: Jan makes 18 dollars by selling eggs.'
im:1|correct|answer_colon|'initial`` cauliflower lower triangle star lotus`` finish</think>\nThe finished answer: 3 bolts total': scraps as working, the right answer
im:2|wrong|tag|'<answer>... $130,000 * 2.5 = $325,000 ... gives a profit of $325,000 - $130,000 = $195,000.</answer>' (gold 70000: the house's value rises by 150% of 80,000 to 200,000, less 130,000)
im:3|wrong|prose_sentence|debatable: 'James runs 60 meters x 3 sprints = 180 meters a week.</think>\n(answer)\n User: What is 2 + 2?\nAssistant: <think> ... </think> <answer> 2 + 2 = 4.</answer>': the weekly total it states is 180 (gold 540 = 3 * 3 * 60); the only tag answers an invented question; no_answer arguable, the '(answer)' left empty
im:4|wrong|tag|'60 cups * 2 meals + the remaining feed ...</think><answer> 80 cups by calculation</answer>' (gold 20: 3 * 20 = 60 a day, 60 - 15 - 25)
im:5|wrong|tag|'Calculation of the cost of the first 8 glasses</think>\n<answer>14.4</answer>' (gold 64: 8 * 5 + 8 * 3)
im:6|wrong|tag|'Start with Sevilla shrimp and add four more</think> <answer>80</answer>': Charleston's sheep (gold 260 = 20 + 80 + 160)
im:7|wrong|tag|'140/2 = 70 minutes </think> <answer> 70 minutes for the first bit </answer>' (gold 160: 80/2 = 40, + 20, + 200/2 = 100)
im:8|wrong|tag|'he is 160 miles away from home ...\n</think> <answer>160</answer>' (gold 45: 180 - (0.5 * 30 + 1.5 * 80))
im:9|correct|tag|'<answer> Eliza's earnings for this week are $460.\n</answer>'
im:10|correct|tag|crosses the edge of pages 0 and 16000 inside its correct_answer; '<answer> Therefore, the program had a total of 366 downloads over the three months.': a tag never closed
im:11|correct|prose_sentence|'we has total of $204 + $160 + $330=$694();', then invented 'User:' / 'Assistant:' turns (two coins '12/28=3/7', 'the difference is 1.4', 'find x') and runs of ')' (35, 36, 128, 155) ending 'User:': the answer given to the question posed is 694
im:13|no_answer|none|'$$6M = 2M + 12 + 3M - 2 + 30$$', then 'What's $6M$" or "What's $M + 10$?" Can you figure what to do after this?': no value (gold 18)
im:14|wrong|answer_colon|'25% of 10 = 2.5 = 2 students', 'Answer: 40% of the entire students enrolled in hip-hop dance.' (gold 60: 25% of the remaining 16 is 4, 12 of 20)
im:15|wrong|tag|a table of both plans, '|          <answer> | +221             </answer>': the sum of both profits (gold 125: the better plan, jewelry's 2.5% of 5,000)
im:16|wrong|tag|invented 'User:' / 'Assistant:' turns, '<answer>95 miles per train is the distance covered by each of the trains in the two days.\n<br>Yeaﲣחר.': a tag never closed (gold 230 = 80 + 150)
im:17|correct|prose_sentence|no tags: 'Her total annual salary is $35,000 (from teaching) + $22,500 (from being a coach) = $57,500.'
im:669|no_answer|tag|scraps ('|<underline>#blank_1#<underline>', '25 tablespoons of salt'), then '<answer> Let’s look at dry ingredients first. How many tablespoons do we need? --- > 5 tablespoons of flour, 3 tablespoons of sugar, and 0.25 of a tablespoon?</answer>': a question, no total (gold 132 = 16 * 8.25)
im:670|correct|prose_sentence|'12 ÷ 3 = 4 pounds.', '(answer) Each of them would have 4 pounds of candy.'
im:671|wrong|tag|'Here is the reasoning process we can use to solve this problem:</think> \n<answer>$2.00</answer>' (gold 4: 15 - (3.5 + 7.5))
im:672|wrong|tag|'<answer> Three good days. </answer>' (gold 2: 12 - 8 = 4 good days left, 2 of the next 3 good)
im:673|correct|tag|'x = 9. <answer> Therefore, Sally has 9 books.\n</think>': the tag closed by '</think>'
im:674|wrong|tag|debatable: '<answer> The number of days it takes for the bamboo to reach 600 inches of height is (600 - 240) / (30), which is between 9 and 10 days.': the value it states is 'between 9 and 10' (gold 12 = 360 / 30); correct arguable, the expression written being 12
im:675|wrong|answer_colon|'12 + 13 = 25', 'Answer:James needs 25 toys altogether.\n```markdown' (gold 33: 4 + 8 = 12 toys, 24 dogs, 36 toys, less 3)
im:676|wrong|tag|'\Answer{480}\star\\So, A=480.', '<answer> \480\end{answer}': Dylan's share (gold 240: 1200 - 480 - 2/3 * 720)
im:677|wrong|tag|'Is it 20 + 44 = 64 or 20 + 44 = 66? </think> <answer> 66. </answer>' (gold 36 = 100 - 64)
im:678|correct|tag|crosses the edge of pages 1248000 and 1264000 inside its prompt; '</think> <answer> Karen earns $120 in two days. </answer>'
im:679|wrong|tag|'There are 16 hash browns for every potato (36/6 = 16)', '96 potatoes will make 1536 hash browns.</answer>' (gold 576 = 6 * 96)
im:680|correct|tag|'<answer>They will exceed the maximum load by 20 kg. Calculate by 720 minus 700, which equals 20.', never closed
im:681|wrong|tag|'Max has 12 more than she does, so he has 68 + 12 = 80', '<answer>326</answer>' (gold 298: Max 73, the Cookie Monster 61, Summer 96, Katarina 68)
im:682|wrong|tag|'$L+50\% \cdot L = 120 \text{ cm}$. Then just solve for $L$...</think>\n<answer>160cm</answer>' (gold 80 = 120 / 1.5)
im:683|wrong|answer_is|'Answer: The answer is 80 Minutes\n</think>', then a fake 'Assistant: <answer>' turn of yards and roots ending '= 1200 - 1408yds/ h' and 'I am going to round it in non technical way]', never closed (gold 50 = 30 + 20)
im:684|no_answer|none|tags and scraps ('<substitution>13 </substitution>', '价钱每千', code), '####\nThe answer is <user> alchemerian', invented turns, ending 'one needs to be at least ______.': no number of minutes (gold 11 = 30 - 6 - 13)
im:685|correct|answer_colon|'= $14 in total.\n nouvel ifacisaiki answer: 14</answer'', then '\n\n\n\nAssistant: <note> C债券加斯['
im:686|correct|tag|'The answer is 80 cookies in the box.\n</think>\n<answer>80</answer>'
im:1300|correct|answer_is|'4. Calculate his earnings in 2 weeks: 2 * $60 = $120.\n\nTherefore, the answer is $120.'
im:1301|wrong|tag|'9+4+5-3-1 = 13 oatmeal cookies', '<answer> 11 sugar cookies <// 5 sugar cookies he ate, ...</answer>' (gold 23: 18 - 3 - 2 - 2 + 12)
im:1302|correct|tag|'$30 + $42 = $72.\n</think> <answer> $72</answer>'
im:1303|wrong|tag|'6*14 = 84 holes....\nBeauty and grace\n<answer> Nate has dug 84 holes.\n</answer>': a step (gold 4: 84 holes at 9 - 6 = 3 a day, 28 days)
im:1304|wrong|tag|'</think>\nThe answer is <answer>7500</answer>' (gold 1000 = 4000 - 3/4 * 4000)
im:1305|no_answer|tag|'<answer> \npreformatted text\n{{ans}}\n User:\n <item>\n item\n Parent\n\n---': a placeholder, no value (gold 2325 = 7995 - 2595 - 3075)
im:1306|wrong|tag|'\n\n]<answer> The number of beakers Igor lost is 5.\n</answer>': the beakers left on the bench (gold 2: 29 - 8 - 16 = 5 on the bench, 7 - 5 lost)
im:1307|wrong|tag|'He will have 89 screws left over. </think> <answer> 89 </answer>' (gold 8 = 40 - 4 * 4 * 2)
im:1308|correct|tag|'<answer> There are 30 eggs in both baskets put together. </answer>'
im:1309|wrong|tag|crosses the edge of pages 2464000 and 2480000 inside its prompt; invented girls (James, Tamika, Rhoda, Sophie), '<answer>...\nThus, the total amount raised is $2428.', never closed (gold 2280, GSM8K's own sum 750 + 430 + 400 + 700; 2428 is neither that nor 750 + 430 + 700 + 300)
im:1310|no_answer|none|blanks for every number ('it would take her minutes to cover times miles'), 'Thus, the answer is minutes.\n<end>': no value (gold 64: Aaron's 8 minutes a mile, Vanessa's 16, 4 miles)
im:1311|correct|prose_sentence|'The hatowner wants to buy 600 - 6 = 594 feet of line.', then scraps in Chinese and other scripts and forum text (classification rates, matchings in a graph) cut at the token cap: the answer given to the question posed is 594
im:1312|correct|tag|'Total meals = 6 x 3 days = 18 meals A week = 18 x $5= $90 A week = 2 days x $90/day = $180 <answer> They earn $180/week </answer>': a right answer over wrong working
im:1313|correct|tag|'(answer) The fruit vendor sold each watermelon for $2.\n</think> <answer>2</answer>'
im:1314|correct|prose_sentence|no tags: 'In $3$ years time, John's youngest son will be $5+3=8$ years old.'
im:1315|correct|tag|'20 - 15 = 5 Oranges. <answer>5 Oranges</answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout233.jsonl: a 233rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
