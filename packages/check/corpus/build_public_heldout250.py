__doc__ = r"""Build public_heldout250.jsonl: a 250th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240, 242 and 246's source (dothereading/assignment5-alignment,
the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 246's
"Leads" left both of its files. 64 records (the brief asked for about 60, about half from each file):
four new pages of results.json and three of results_20260421_153518.json were read.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 464000, 480000, 496000, 512000 and 528000 (5 pages, = dr_464000 ... dr_528000) joined:
  per_sample idx 245-281 whole, 36 kept. Page 464000 is round 246's last page, read again first with
  read_file; its idx 238-244 are round 246's and are not taken again; idx 245 (the remainder of f(x)
  on division by x^2 - 1) opens there and is whole once 480000 is joined. idx 254 (Pat's six
  cookies, gold 28) is whole but refused: its generated_text holds a control character (the file's
  '\u0017' escape, inside a '<math xmlns...' debris run) and was left out by work/extract.py, as the
  rounds' method refuses control characters other than newline, carriage return and tab. idx 282
  (the sequence 0, 1, 1, 3, 6, 9, 27, ...) is cut at the end of page 528000 inside its prompt and
  dropped. Records crossing a page edge: inside the completion idx 245 (464000 / 480000) and 271
  (512000 / 528000); inside the prompt idx 253 (480000 / 496000); between two fields idx 263
  (496000 / 512000, cut inside the key "generated_text").
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 224000, 240000, 256000 and 272000 (4 pages, = dr2_224000
  ... dr2_272000) joined: idx 123-150 whole, 28 kept. Page 224000 is round 246's last page, read
  again first; its idx 116-122 are round 246's and are not taken again; idx 123 (the area of
  quadrilateral DBEF) opens there inside its prompt and is whole once 240000 is joined. idx 151 (the
  squared determinant of x_i, y_i) is cut at the end of page 272000 inside its prompt and dropped.
  Records crossing a page edge: inside the prompt idx 123 (224000 / 240000) and 142 (256000 /
  272000); inside the completion idx 134 (240000 / 256000). The idx is the record number in both
  files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-246's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all nine at
16,000. Pages 464000 (dr) and 224000 (dr2) were read again with read_file this round; round 246's
pastes of both were still on disk (/tmp/rounds/real246/pages) and were copied, not retyped, after
the re-read displays' opening and closing text was compared with them (both decode to 16,000
characters; the parts taken from them, dr:245's prompt and completion opening and dr2:123's prompt
head, are checked by work/extract.py against MATH-500 and by json). The seven new pages were pasted
by hand. One paste came out wrong and was mended from the display by script before anything was
cut: dr2_256000, whose first 1,900 or so characters (the tail of dr2:134's completion, up to its
'ground_truth') were pasted with the LaTeX backslashes halved ('\\(' where the display has
'\\\\('; the '\\n' newlines right), and whose end ran on past the page's last characters ('...in the
mind and then ') with a repeat of idx 141's entry: the backslashes before any character but 'n' in
that stretch were doubled (no LaTeX command there begins with n) and the overrun was cut at the
display's last words; then 16,000, and the mended stretch reads as the display. The files' '\u'
escapes (CJK, Arabic, Hebrew, Hangul, '\u00a0' in dr2:137, '\u2022', '\u25b3', '\u00d7', '\u2014',
the surrogate pair '\ud83c\udfae' in dr:256, '\ufeff' in dr:253), the '\r\n' of the Python code in
dr:248 and dr2:137 and the escaped '\"' were pasted as shown. work/extract.py cut the records out by
script (raw_*.jsonl: `r` the completion's JSON string body as the file holds it, `enc` = json,
decoded once by the build), parsed every whole per_sample entry with json and checked that the cut
body decodes to the parsed field, checked each prompt's head (the R1-Zero prompt; dr2's with its
added sentence) and that each problem and gold is MATH-500's of the same index (all 65 whole entries
equal, dr:254 included: a check of the prompt parts of the pastes), refused completions holding a
control character other than newline, carriage return and tab (dr:254 only), and checked the idx
run unbroken but for the refused entry. The completions were read over against the displayed pages
while labelling. Nothing was retyped from a decoded form; nothing is shortened. work/dedup.py
checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 280 files, 35,085 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240, 242 and 246's dothereading records
among them, rounds 223-249 included) and with the others of this round: no repeat; nothing dropped.

Repository counts (64 records): dothereading/assignment5-alignment 64 (100 %: results.json 36,
results_20260421_153518.json 28). Licence: no LICENSE file in the index for the repository (as
rounds 223, 226, 237, 240, 242 and 246 found); `licence` per record.

Split: think_answer 64 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' / 'answer:' lines, '(Answer)', '<Answer>', '<A>', '</ think>', '<end thought>',
'[/say]', an answer tag never closed (dr:259, dr:272, dr2:128), an empty answer tag (dr2:143),
'<answer $\boxed{555}$</answer>', MathML inside the tag, fake 'Assistant:' / 'User:' / 'Donald:'
turns, self-set new problems, Python code with invented output), long_cot 0. All MATH (64, MATH-500
idx 245-281 less 254, and 123-150); GSM8K 0.

Truths: correct 20, wrong 39, no_answer 5; debatable 6 (dr:245, dr:248, dr:260, dr2:124, dr2:143,
dr2:146). By file: dr 12 / 21 / 3, dr2 8 / 18 / 2. Forms: tag 37, boxed 14, prose_sentence 5,
answer_colon 4, truncated 3, none 1.

Label conventions (rounds 37-246's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states (dr:250, 259, 261, 265, 275; dr2:133); a tag never closed counts (dr:259,
dr:272, dr2:128); a tag holding a placeholder or no value is no_answer (dr:266); an empty tag after
a boxed answer leaves the box the last answer (dr2:143, debatable); with no answer tag the
completion is labelled by its last box, 'Answer:' line or last stated result (dr:246, 251, 256, 258,
264, 267, 278, 279, 281; dr2:125, 134, 136, 137, 138, 139, 144, 146, 149, 150); text invented after
the answer (fake 'User:' / 'Assistant:' turns, self-set new problems, invented questions with
answers of their own) does not change the answer given to the question posed (dr:253, 260, 270,
272; dr2:127, 130); a last 'Assistant:' turn answering the question posed is read as the answer
(dr2:124, debatable); a right final answer over wrong or missing working is correct (dr:251, 267,
269, 275; dr2:123, 137); equal in value but written differently is correct (dr2:146, 1/sqrt 3 for
sqrt 3 / 3, debatable); a response cut at the token cap before any final answer is no_answer
(dr:248, debatable; dr2:147), and so is one that ends with no value (dr2:142) or whose last
statement is in letters never found (dr:245, debatable). The six debatable labels say in their notes
how a careful reader could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 464000 (re-read; round 246's), 480000,
496000, 512000, 528000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets
224000 (re-read; round 246's), 240000, 256000, 272000. No anchor reads.

Leads for a later round: results.json from 544000 (idx 282, the sequence 0, 1, 1, 3, 6, 9, 27,
..., opens in 528000, cut inside its prompt: re-read 528000 and join; idx 282-499 remain, about 27
more pages); results_20260421_153518.json from 288000 (idx 151, the squared determinant, opens in
272000, cut inside its prompt: re-read 272000 and join; idx 151-499 remain, about 43 more pages).
The two runs answer the same MATH-500 problems with other completions (no repeat across them so
far), but short completions could coincide: check repeats against both files and rounds 223, 226,
237, 240, 242, 246 and this one. Both files hold their non-ASCII characters as '\u' escapes, and
some completions' LaTeX backslashes come doubled in the display ('\\\\('): paste them as shown, and
check a page's opening stretch against the display before the length check, which a halved run
of backslashes fails only by chance of length. Entries holding a control-character escape
('\u0017' in dr:254) are refused by the extractor: expect a few more. Round 223's other leads
(desirepathh sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several
repositories, zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout250.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout250.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout250.jsonl"
SOURCE = "public_heldout250"

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
        "is a per_sample entry's `generated_text`; pages 464000 (re-read), 480000, 496000, 512000 "
        "and 528000 joined (idx 245-281 less 254; rounds 223, 226, 237, 240, 242 and 246 took idx "
        "0-244)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 224000 (re-read), 240000, 256000 and 272000 joined (idx 123-150; "
        "rounds 226, 237, 240, 242 and 246 took idx 0-122)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:245|no_answer|truncated|debatable: opens on page 464000 (re-read this round), its generated_text crossing into 480000; 'Then the answer is $d-5b$.', 'So the remainder of $f(x)$ divided by $x^2-1$ is $d-5b$.', then cut at the token cap at 'This approach is elegant and': the letters a, b, c, d are never found, no remainder is given (gold -13x+3: f(1) = -10, f(-1) = 16); wrong arguable, reading 'd-5b' as its answer
dr:246|wrong|boxed|'x = 18', then 'Assistant: Each of the 12 friends should order \( \boxed{1} \) meal' (gold 8: 12 meals feed 18, so 12 people need 12 * 12/18)
dr:247|wrong|tag|'</think> <answer> $\frac{5}{2}.$ </answer>' (gold 10/11: p(x) = x^2 - 8x + 5, p(3) = -10, p(4) = -11)
dr:248|no_answer|truncated|debatable: code output '[[-2.77555756e-15  1.50000000e+01] ...', then 'results in:' and a matrix cut at the token cap at '-2.77555756 \times ': no final answer (gold the matrix -I); wrong arguable, the cut matrix already differing from -I
dr:249|wrong|tag|'<Answer>the ration ?ADESH lends when we use $t= 2, t + 2 = 1$.' ... 'the desiderate integer.' ''</answer>': t = 2 (gold 17: 17 * 19 = 323 = 14 * 23 + 1)
dr:250|correct|tag|'Assistant: <answer> $b = 12, a = 4, m = -3 \Rightarrow a + b + m = 4 + 12 - 3 = 13$ </answer>'
dr:251|correct|boxed|a '<div class="solution">' and an ' assistant' restart, then '729 - 189 = 540' 'is:\n\[\n\boxed{540}\n\]'
dr:252|wrong|tag|'<answer> So, the maximum value is $\boxed{48}$. </answer>' (gold 81: 4(x + 7)(2 - x) = -4x^2 - 20x + 56, at x = -5/2)
dr:253|wrong|prose_sentence|crosses the edge of pages 480000 and 496000 inside its prompt; a think block of mixed-language debris, then 'So this fraction is 0.25.', then an invented 'User: What fraction is 2/3 of 1/2?' turn with debris ('ANSWER: ... 0.5'): the answer given to the question posed is 0.25 (gold 1/8 = 3/24)
dr:255|correct|tag|'</think>\n<answer> E </answer>' (gold \text{(E)})
dr:256|wrong|prose_sentence|'Assistant: Now we can see the symmetry. Cancel common terms.\n$=\frac{4}{3}$', then debris: 4/3 (gold 8/21 = (1/5)(8/7)(20/12))
dr:257|wrong|tag|'<answer><math xmlns=...><mn>6</mn></answer>': 6 (gold 864 square inches: 6 faces of 12 x 12)
dr:258|correct|prose_sentence|'\(4x = (4)(4) = 16\) (Answer)'
dr:259|correct|tag|'<answer> My answer is $22$. — $\begin{aligned} (5+\sqrt{3})(5-\sqrt{3}) \end{aligned}$' (the tag never closed)
dr:260|wrong|tag|debatable: debris ('= {5 \over \sqrt{74}}', a GPS reading), then 'New answer:' '<answer> So what's the answer?\nThe answer is $36^\circ$.', then 'The question is:' an invented question and more invented turns with answer tags holding debris: the last answer to the question posed is 36 degrees (gold 120 degrees); no_answer arguable, the text being mostly debris and the 36 degrees perhaps meant for the invented question after it
dr:261|correct|tag|'answer <answer>$180^\circ - 14^\circ - 90^\circ = 76^\circ$</answer>'
dr:262|correct|tag|'$$10^x - 10 = 9990$$</think> <answer>$$x = 4$$</answer>'
dr:263|wrong|tag|crosses the edge of pages 496000 and 512000 inside the key 'generated_text'; '<A> Thus, n = 6.5 * answer -> Your answer = 9.230769230769231</answer>' (gold 15: exterior angle 180/7.5 = 24 degrees)
dr:264|wrong|boxed|'the answer is:\n\n\[\n\boxed{3\sqrt{2}}\n\]' (gold 1 4/5: BH = 9/5)
dr:265|correct|tag|'<answer> The 2003rd term of the sequence is 4005. ... 2×2003 - 1 = 4005. </answer>'
dr:266|no_answer|tag|'We divide 100 by 3. <answer> The answer is <unknown>. </answer>': no value (gold 33/100)
dr:267|correct|boxed|'The sum of the angles $m\angle J$ and $m\angle H$ is \(\boxed{180}\) degrees.' (its code sums 45 + 45 + 45 + 45; gold 180^\circ)
dr:268|wrong|tag|'we get a remainder of $4$. </think> <answer> $4$ </answer>' (gold 1: 55 = 6 * 9 + 1)
dr:269|correct|tag|'<answer>$$\binom{4}{2}=\boxed{6}$$</answer>' (over nonsense working)
dr:270|wrong|answer_colon|'= 70 + 60 = 130 $ dollars .</ think> \nanswer: $\  \ 130 $', then invented new problems (a limit, a proof, a fixed point) cut at the token cap: the answer given is 130 (gold 10 = 5 * 20 * 0.7 - 4 * 20 * 0.75)
dr:271|wrong|tag|crosses the edge of pages 512000 and 528000 inside its generated_text; '<answer> $997 \cdot (501 + 1) = 998 \cdot 501 + 997 \equiv 997 \pmod {1000}$.</answer>': 997 (gold 333: 997 * 333 = 332001)
dr:272|wrong|tag|'So $a+b=11,331$' '<answer> \n$\frac{10,000}{1331}$.  \n$a+b=11,331$.' (the tag never closed), then invented 'User:' / 'Assistant:' turns about 46/1000 ('$$a+b=1046$$'): the answer given is 11,331 (gold 1030: 1331/9999 = 121/909)
dr:273|wrong|tag|'</think>\n<answer> $256$ lire\n</answer>' (gold 1250 = 1,000,000 / 1200 * 1.50)
dr:274|wrong|tag|'<answer>$18\pi+9\sqrt{3}$</answer>' (gold 18 + 2 pi: the nine sides and nine arcs making a full circle of radius 1)
dr:275|correct|tag|'<answer> The value of $g(f(5))-1$ is (D) \n  $$8-1 =\boxed{7}$$\n</answer>': 7 over the wrong expression (g(f(5)) - 1 for g(f(5) - 1) = g(6)); the stray '(D)' names no option
dr:276|wrong|tag|'<answer> 2 </answer>' (gold 11: 120 - sqrt x = k^2 for k = 0 ... 10)
dr:277|correct|tag|'Computing... </think> <answer> $$\sqrt{53}$$ </answer>'
dr:278|wrong|answer_colon|'$= 256+128+64+32+16+8+4+2$' ... 'Answer: $\boxed{424}$\n</answer>' (gold 255 = 2^8 - 1)
dr:279|wrong|boxed|'</think> answer is 17 3/4', then a new working: 'is \(\boxed{4\pi}\).' (gold 7 pi: the regions 16 pi, 20 pi, 13 pi)
dr:280|wrong|tag|'<answer>Therefore there are $4$ whole-number divisors for $2ab$:...' (gold 8: 2ab has (1+1)^3 divisors)
dr:281|wrong|boxed|'$m \angle A = m \angle AFG + m \angle JIG = 72 + 72 = \boxed{144}$.[/say]' (gold 36 degrees = 180 - 2 * 72)
dr2:123|correct|tag|opens on page 224000 (re-read this round), crossing into 240000 inside its prompt; 'yields $2 \times 4 = 8$. <answer>$8$</answer>'
dr2:124|correct|tag|debatable: '<answer> I get ... 11/2 = x$. If I check the answer, ... so the answer is 9/2 ''. Where did I go wrong? ?', then 'Assistant: <answer> You have correctly solved the equation and found that the largest possible value of $x$ is $11/2$.': the last answer is 11/2, the solution it derived; wrong arguable, reading the first tag's 'the answer is 9/2' as the answer and the 'Assistant:' turn as invented
dr2:125|wrong|boxed|code output '-1' (invented), 'is \(\boxed{-1}\).' (gold -3 = 13 - 16)
dr2:126|wrong|tag|'-1/2-i/2-137/250</think> <answer>5+i/16</answer>' (gold 1 + 274i: F has period 3, z_2002 = z_1)
dr2:127|wrong|tag|'Answer: $(30400)_{5}$', an invented 'Donald:' / 'User:' exchange, then '<answer $\boxed{555}$</answer>' (gold 4210_5 = 4 * 125 + 2 * 25 + 5)
dr2:128|wrong|tag|'Suzanne walks } \boxed{40 \text{ miles}}' '</think> <answer> 40' (the tag never closed; gold 36: 9 walks in 28 days)
dr2:129|wrong|tag|'the area of triangle $ACD$ is one half of the area of triangle $ABC$.\n</think> <answer>30</answer>' (gold 3840/289: AD = 64/17, CD = 120/17)
dr2:130|wrong|answer_colon|'So the final answer is 0.5 * 5, which is 4.' '</think>\nanswer $~\text{4}$', then invented 'User:' / 'Assistant:' turns with answers of their own: the answer given is 4 (gold 13: 11213141 = 5 mod 18)
dr2:131|wrong|tag|'the value of $f(3)$ is $-8(1)+8=0$.</think> <answer>0</answer>' (gold 8: f(3) - f(-3) = 6)
dr2:132|wrong|tag|'1,2,7,14; 1,2,3,6, 12. </think> <answer>6 </answer>' (gold 4: 1, 2, 7, 14)
dr2:133|correct|tag|'</think>\n<answer> 120 degrees </answer>'
dr2:134|wrong|boxed|crosses the edge of pages 240000 and 256000 inside its generated_text; 'h = (10 - 16) / 2', code output '34.0' (invented), '\boxed{34}' (gold 16 = -3 + 2 + 12 + 5)
dr2:135|wrong|tag|'\lfloor 42/5 \rfloor = 0' ... 'is:\n\boxed{1}\n</answer>' (gold 9 = 8 + 1)
dr2:136|wrong|boxed|'then \( a_i \) must be 2 for all \( i \)' '\boxed{48}' (gold 64: equality in Cauchy-Schwarz, every a_i = 3/2)
dr2:137|correct|boxed|a think block about stairs, then 'Assistant:' and a working: 'The quotient of $413_5 \div 2_5$ in base 5 is $\boxed{204_5}$.'
dr2:138|wrong|prose_sentence|'Therefore, the required probability is $\frac{5}{20}=\color{red}{\frac{1}{4}}$.' (gold 1/3: Bob must draw one of the two balls of the colour Alice gave him, 2 of 6)
dr2:139|wrong|boxed|'The answer is \(\boxed{\sqrt{2}}\).' (gold 1: f = sin(a + b) with x = sin a, y = sin b)
dr2:140|correct|tag|'Notice that $2n + 1 = 2(n + 7) - 13$</think>\n<answer> $13$</answer>'
dr2:141|wrong|tag|'<answer>0 pencils are left over.\n</answer>' (gold 2: a remainder on division by 3)
dr2:142|no_answer|none|crosses the edge of pages 256000 and 272000 inside its prompt; 'A. Count the group ... B. Now count the number of different ways that the groups can be separated.': a plan, no value (gold 28800 = 2! * 5! * 5!)
dr2:143|wrong|boxed|debatable: 'the area of triangle $OAB$ is ... = \boxed{\frac{5}{2} \sqrt{3}}$\n</think><answer>' (the tag empty at the end): the last answer given is 5 sqrt 3 / 2 (gold 3 sqrt 5: the cross product (8, -10, 4)); no_answer arguable, the answer tag being empty
dr2:144|correct|boxed|'is \(\boxed{(15, -29)}\).'
dr2:145|wrong|tag|'<answer> $\boxed{\sqrt{5}}$ </answer>' (gold -2: z^85 + 1/z^85 = z^5 + 1/z^5 with z a primitive 10th root of unity)
dr2:146|correct|answer_colon|debatable: 'Answer: $$\frac{1}{\sqrt{3}}$$ <end thought>', then 'Self-check: ...': equal in value to the gold sqrt 3 / 3; wrong arguable, the denominator not rationalised when the problem says 'Simplify'
dr2:147|no_answer|truncated|an AM-GM working that loops on '= 2^{1/3} (10 + 4 \cdot 2^{1/3})' and is cut at the token cap: no final answer (gold 16)
dr2:148|correct|tag|'</think> <answer>$x = 11$</answer>'
dr2:149|wrong|prose_sentence|'Therefore Rosa has to be 28 years old.' (gold 49: 1 more than a multiple of 12 and a multiple of 7)
dr2:150|wrong|boxed|'= \text{mod}_5(3) = \boxed{3}$.</think>\n\n(answer)\n$3$' (gold 1)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout250.jsonl: a 250th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
