__doc__ = r"""Build public_heldout266.jsonl: a 266th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240, 242, 246, 250, 254, 258 and 262's source
(dothereading/assignment5-alignment, the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero
prompt on MATH-500) where round 262's "Leads" left both of its files. 54 records (the brief asked
for about 50, about half from each file; three new pages of each file were read).
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 688000, 704000, 720000 and 736000 (4 pages, = dr_688000 ... dr_736000) joined: per_sample
  idx 364-390 whole, 27 kept. Page 688000 is round 262's last page, read again first with
  read_file; its idx 358-363 are round 262's and are not taken again; idx 364 (the circle
  reflected in the point (4,1)) opens there, its completion lies whole on it, and its entry is
  whole once 704000 is joined (its last fields cross the edge: '"format_reward": 0' / '.0').
  idx 391 (the function f with f(x) given piecewise, opening 'Let $f$') is cut at the end of page
  736000 inside its prompt and is not taken. Records crossing a page edge: idx 364 (688000 /
  704000, in its entry's last fields), 373 (704000 / 720000, inside the completion) and 382
  (720000 / 736000, inside the prompt).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 416000, 432000, 448000 and 464000 (4 pages, =
  dr2_416000 ... dr2_464000) joined: idx 223-249 whole, 27 kept. Page 416000 is round 262's last
  page, read again first; its idx 216-222 are round 262's and are not taken again; idx 223 (the
  digit sum of 4321/(5^7 2^8)) opens there and is whole once 432000 is joined. idx 250 (the
  intercepts and slope of x/4 + y/12 = 1) is cut at the end of page 464000 inside its prompt and
  is not taken. Records crossing a page edge: inside the completion idx 223 (416000 / 432000), 232
  (432000 / 448000) and 241 (448000 / 464000). The idx is the record number in both files; both
  follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-262's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight at
16,000. Pages 688000 (dr) and 416000 (dr2) were read again with read_file this round; round 262's
pastes of both were still on disk (/tmp/rounds/real262/pages) and were copied, not retyped, after
the re-read displays' opening and closing text and the whole of the part this round takes from
them (dr:364's entry; dr2:223's prompt and the opening of its completion) were compared with them
(both decode to 16,000 characters; those parts are also checked by work/extract.py against
MATH-500 and by json). The six new pages were pasted by hand, each at once from its display, and
all came to 16,000 characters at the first decoding; the completions were read over against the
displays while labelling. The files' '\u' escapes ('\u4e0d\u9650' in dr:366, '\u27f9' in dr:368,
'\u2264' / '\u2265' / '\u955c' in dr:371, '\u2212' and CJK in dr:373, '\u200a' and CJK in dr:387,
'\u00b7' in dr2:229, '\u00b0' in dr2:240), the '\r\n' of the Python code in dr2:233 and dr2:242,
the runs of escaped backslashes in dr:366, dr2:232 and dr2:235 and the escaped '\"' were pasted as
shown. work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON string
body as the file holds it, `enc` = json, decoded once by the build), parsed every whole per_sample
entry with json and checked that the cut body decodes to the parsed field, checked each prompt's
head (the R1-Zero prompt; dr2's with its added sentence) and that each problem and gold is
MATH-500's of the same index (all 54 whole entries equal: a check of the prompt parts of the
pastes), refused completions holding a control character other than newline, carriage return and
tab (none this round), and checked the idx run unbroken. Nothing was retyped from a decoded form;
nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 316 files, 36,019 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240, 242, 246, 250, 254, 258 and 262's
dothereading records among them, rounds 223-265 included) and with the others of this round: no
repeat; nothing dropped.

Repository counts (54 records): dothereading/assignment5-alignment 54 (100 %: results.json 27,
results_20260421_153518.json 27). Licence: no LICENSE file in the index for the repository (as
rounds 223-262 found); `licence` per record.

Split: think_answer 54 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' lines, 'answer>' and '(answer)' with no '<answer>', '</Answer>' with no
opening, '<option answer="B">', '<ans>', '<end think>', answer tags never closed (dr:368, 371,
383; dr2:224, 225, 232), several '<answer>' openings (dr2:228, 245, 246), tags holding a sentence,
a relation, an unsolved equation, equations in the unknowns or an unevaluated expression (dr:385;
dr2:236, 239, 240), fake 'User:' / 'Assistant:' turns, invented forum text and spam (dr:373,
dr2:229), Python code with invented output), long_cot 0. All MATH (54, MATH-500 idx 364-390 and
223-249); GSM8K 0.

Truths: correct 19, wrong 28, no_answer 7; debatable 8 (dr:368, dr:376, dr:385, dr:387, dr2:235,
dr2:236, dr2:240, dr2:245). By file: dr 12 / 14 / 1, dr2 7 / 14 / 6. Forms: tag 34, boxed 13,
prose_sentence 3, truncated 2, answer_colon 1, none 1.

Label conventions (rounds 37-262's): the last final answer counts (dr:368: an early answer tag
holding 15, the third side, never closed, then the working again to a boxed 31: correct,
debatable; dr:388: a placeholder box, then a boxed 6.5); in the tag format the `<answer>` content
is the final answer whatever the working says, a sentence in the tag read for the value it states
(dr:369, 374; dr2:234, 243, 247, 249); a tag never closed counts (dr:371, 383; dr2:224, 225, 232);
a tag holding equations or an equation left unsolved is no_answer (dr2:239; dr2:240, debatable),
one holding a wrong relation or an unevaluated numeric step of another value is wrong (dr:385,
dr2:236, both debatable); a value equal to the gold written otherwise is correct (dr:381, 0.500 for
1/2); with no answer tag the completion is labelled by its last box, 'Answer:' line or last stated
result (dr:364, 378, 380, 382, 389; dr2:226, 227, 229, 233, 241, 242, 244); text invented after
the answer (fake 'User:' / 'Assistant:' turns, invented forum posts, spam, new questions) does not
change the answer given to the question posed (dr:371, 373; dr2:229); a right final answer over
wrong or garbled working is correct (dr:365, 377, 378; dr2:234); a response cut at the token cap
before any final answer is no_answer (dr:390; dr2:248), and so is one with no value committed
(dr2:223, 228, 231, 239); one cut after its answer was stated is labelled by that answer (dr:376,
debatable; dr2:229); garbled text whose only value is one before a closing tag is labelled by it
(dr:387, debatable); every reading wrong is wrong (dr:366; dr2:246). The eight debatable labels
say in their notes how a careful reader could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 688000 (re-read; round 262's), 704000,
720000, 736000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets 416000
(re-read; round 262's), 432000, 448000, 464000. No anchor reads.

Leads for a later round: results.json from 752000 (idx 391, 'Let $f$ ...', opens in 736000, cut
inside its prompt (after 'User: Let $f$'): re-read 736000 and join; idx 391-499 remain, about 14
more pages); results_20260421_153518.json from 480000 (idx 250, the intercepts and slope of
x/4 + y/12 = 1, opens in 464000, cut inside its prompt ('... then what is the value of $a + b'):
re-read 464000 and join; idx 250-499 remain, about 31 more pages). The two runs answer the same
MATH-500 problems with other completions (no repeat across them so far), but short completions
could coincide: check repeats against both files and rounds 223, 226, 237, 240, 242, 246, 250, 254,
258, 262 and this one. Both files hold their non-ASCII characters as '\u' escapes and their LaTeX
with doubled backslashes; pasting, keep every backslash of the display, and stop at the display's
last characters. Round 223's other leads (desirepathh sft_gpt-oss-120b.jsonl other pages, the
course's data/MATH/sft.jsonl in several repositories, zifanwangsteven's analysis files,
Tianshi-Xu) were not taken here.

Usage: python build_public_heldout266.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout266.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout266.jsonl"
SOURCE = "public_heldout266"

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
        "is a per_sample entry's `generated_text`; pages 688000 (re-read), 704000, 720000 and "
        "736000 joined (idx 364-390; rounds 223, 226, 237, 240, 242, 246, 250, 254, 258 and 262 "
        "took idx 0-363)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 416000 (re-read), 432000, 448000 and 464000 joined (idx 223-249; "
        "rounds 226, 237, 240, 242, 246, 250, 254, 258 and 262 took idx 0-222)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:364|correct|boxed|its entry crosses the edge of pages 688000 and 704000 in its last fields (the completion lies whole on 688000); 'Thus, the ordered quadruple $(a, b, c, d)$ is $(1, -16, -4, 43)$', code output '(1, -16, -4, 43)', then 'The ordered quadruple $(a, b, c, d)$ is $\boxed{(1, -16, -4, 43)}$.'
dr:365|correct|tag|'with $x$'s prime factors being different with 2, 3, 5, or 7. <answer> 8 </answer>': a right answer over thin working
dr:366|wrong|boxed|a table of remainders, 'summation of $24+0+6+4+1=\boxed{37}.$', then off-topic debris ('Solution: 300 ways. Let me think. $=3\times146=43800$\end{answer}<</answer>'): no reading gives the gold (gold 4: the sum is 100^2 = 10000, 10000 mod 7 = 4)
dr:367|wrong|tag|'Therefore, the answer is $2$.</think> <answer> $2$ </answer>' (gold 1: f^{-1}(6) = 2, f^{-1}(2) = 1)
dr:368|correct|boxed|debatable: '<answer>${15}$']], the User now knows his answer correctly.' (the third side; the tag never closed), then the working again: perimeter 8 + 8 + 15 = 31, code output 31, 'is \(\boxed{31}\) units.': the last final answer is the gold; wrong arguable, reading the early answer tag (15) as its answer
dr:369|wrong|tag|'<answer>Using the formula, we find the area as $\frac{1}{2}(5+3) \times 9 = 54$ square centimeters.\n</answer>' (gold 21: bases 5 and 9, height 3)
dr:370|correct|tag|'= -6 + 0 - 35 = -41$.\n<answer> $-41$</answer>'
dr:371|wrong|tag|'<answer>Case one: ... Thus, |a| + |b| + |c| = 1 + 0 + 0 = 1."' (the tag never closed), then invented 'User,' / 'Assistant,' turns that reopen the cases with no other value: 1 (gold 17, from a = 8, b = -8, c = 1)
dr:372|wrong|tag|'Therefore, $\angle BAC=360^\circ-\angle BDC=...=140^\circ$.\nanswer> $140^\circ$' (the opening tag lacks its '<') (gold 90 degrees: D is the midpoint of BC with AD = BD = CD)
dr:373|wrong|tag|crosses the edge of pages 704000 and 720000 inside its generated_text; '&=-\frac{11}{5}+2i' and '<option answer="B"> $\u221211/5+2i$ </option>', spam, an invented 'User:' question, then '<answer >\n$-11/5+2i $\n</answer>': -11/5 + 2i (gold 1 + 2i: (-3 + 4i)(1 - 2i)/5 = (5 + 10i)/5)
dr:374|correct|tag|'<answer>8 - 4 = 4. Remember, in the question, it is asking for the difference ...</answer>'
dr:375|wrong|tag|'500 = 2 * 2 * 5 * 5 * 5 <</think>  \n<answer>36 </answer>' (gold 25: sigma(500) = 7 * 156 = 1092 = 2^2 * 3 * 7 * 13, 2 + 3 + 7 + 13)
dr:376|correct|prose_sentence|debatable: 'So, the coordinates of \( P \) are \( (8, -2) \).', code output '(8, -2)', then a closing sentence cut at the token cap ('... equidistant from the points \( A(10, -10) \) and \( O(0, 0) \)'): the answer stated is the gold; no_answer arguable, the response ending cut with no tag or box
dr:377|correct|tag|'<answer> ... \implies \mathit{units\ digit\ of\ 4\$$} = \boxed {6}$</answer>': a right answer over garbled working
dr:378|correct|boxed|'I quickly found These: 17, 35, 44' in the think block, then code, output 3, 'is \(\boxed{3}\).': a right final answer over wrong working
dr:379|wrong|tag|'(answer)11th grade</answer>' (gold 12: 8.6% * 1.35 = 11.61% against 11.6% for the 12th grade)
dr:380|wrong|boxed|'The final answer is \((0, 36)\).', code, then '\boxed{(0, 36)}' (gold (0,9) U (9,36): at x = 9 the numerator is 0, so the fraction is not negative)
dr:381|correct|tag|'</think> <answer> $P = 0.500$ </answer>': 0.5, the gold 1/2 in value, over working that does not reach it
dr:382|correct|boxed|crosses the edge of pages 720000 and 736000 inside its prompt; 'The largest possible area of the field is $\boxed{\frac{20000}{\pi}}$ square meters, which is approximately 6366.2 square meters.'
dr:383|wrong|tag|'</think> <answer>\n$(-5, 0)$\n\nThis question already has an answer here: ...' (the tag never closed) (gold [-2, 7]: x^2 - 5x - 14 = (x - 7)(x + 2) <= 0)
dr:384|wrong|tag|'<answer> $$13x - 70$$ </answer>' (gold 15x - 80)
dr:385|wrong|tag|debatable: '</think>\n<answer> 13 euros = 1 pound </answer>': 13 (gold 22: 150/1.32 - 150/1.64 = 113.64 - 91.46 = 22.18); no_answer arguable, the tag holding an exchange rate, not a count
dr:386|correct|tag|'So the answer is $11$. <answer>11</answer>'
dr:387|wrong|tag|debatable: '$f(-2)=5(-2)^2+3(-2)+4$.</think>olarity is 2. ... 4\u200a.\u200a.\u200a.\u200a =\u200a 4. </Answer>\nUser: $19?$': the value before its closing tag is 4 (gold 18 = 20 - 6 + 4); no_answer arguable, the text after '</think>' being garbled with no opening tag
dr:388|wrong|boxed|a placeholder box '$\boxed{[\text{answer here}}$]', invented 'User:' / 'Assistant:' turns, then '$x^2-6x+9-x^2+16x-64 \ \ \geq 0$, implying $10x+9 \geq 64$, ... $x \geq 6.5$. Therefore, the smallest real number in the domain of g(x) is $\boxed{6.5}$</answer>' (gold 11/2: (x-3)^2 - (x-8)^2 = 10x - 55 >= 0)
dr:389|correct|boxed|'$\boxed{\sin{T}=\frac{\sqrt{21}}{5}}$', then again 'So, the final answer is $\boxed{\frac{\sqrt{21}}{5}}$.' and code with no output
dr:390|no_answer|truncated|cut at the token cap while evaluating f(-sqrt 2) ('= 2 - 4 +'): min D^2 = 5/2 found, but no a + b given (gold 12: D = sqrt 10 / 2)
dr2:223|no_answer|tag|crosses the edge of pages 416000 and 432000 inside its generated_text; 'Answer: <answer>Let's first simplify the fraction. ... To find the sum of the digits, we need to calculate the decimal representation.\n</answer>': no digit sum given (gold 14)
dr2:224|wrong|tag|'<answer> I will use your formula ... Correct <ans> $\frac{1}{2^{89}}$' (the tag never closed), 'So the product is $\frac{1}{2^{89}}$', then a formula line ending '=\frac{\sin 178}{2^{89}}+1$': 1/2^89 (gold 9/256)
dr2:225|correct|tag|'<answer> Now that we have simplified the expression to $3x-1$, ... Therefore, the value of the expression is $\boxed{11}$.' (the tag never closed)
dr2:226|correct|boxed|'so there are 3 ways to put 5 indistinguishable balls into 2 indistinguishable boxes.<end think>\nAnswer: \(\boxed{3}\)'
dr2:227|correct|boxed|'So the correct answer is (C) Plane.', code, then 'Therefore, the correct answer is \(\boxed{\text{C}}\).'
dr2:228|no_answer|tag|' he is discussing about the sphere of radius 6, if so then, </think> <answer>  so, yes.  <answer>. </answer>': no volume given (gold 288 pi, the sphere of radius 6)
dr2:229|correct|answer_colon|'10 \u00b7 9 = 90 ways.\nAnswer:\n\n\nOPTION A. 90', then invented forum text (precedence of '3*4', a conjecture on N_0 = 27!, a real-analysis exercise) cut at the token cap: the text after the answer does not change it
dr2:230|wrong|tag|'$a = b = c = d = 1 \rightarrow e = \boxed{4} $\n</think>\n<answer> $4$\n</answer>' (gold 16/5: a = b = c = d = 6/5)
dr2:231|no_answer|none|'So, the sum of Amy's, Ben's, and Chris's ages is $3\times 6=18$. Let Amy's age be $a$, Ben's age be $b$, and Chris's age be $c$.'' and nothing more: no age given (gold 10)
dr2:232|wrong|tag|crosses the edge of pages 432000 and 448000 inside its generated_text; '<answer>\nLet the required sum be $S$. ... & = 998.' twice (the tag never closed), ending '& =  998.\n\end{align*}': 998 (gold 1997/2)
dr2:233|correct|boxed|'the smallest possible angle between \(\mathbf{a}\) and \(\mathbf{b}\) is \(\boxed{30}\).', then code with no output (gold 30 degrees)
dr2:234|correct|tag|'<answer> ... so the sum of the roots is $\frac{34}{1} = 34$.\n</answer>': a right answer over a wrong expansion of g
dr2:235|wrong|prose_sentence|debatable: 'computing the indicated computations to get $0.33$  </think>\n(answer) \n\\\\\mbox{} Which digit is in the $94$ th place ...': 0.33 (gold 5/9 = 0.777... - 0.444... + 0.222...); no_answer arguable, its '(answer)' holding an unrelated question, no value
dr2:236|wrong|tag|debatable: '<answer> ... the above expression equals\n\[\frac{3 + 2 \cos 50^\circ - 2 \cos 20^\circ}{\sin^2 20^\circ}\]\n\n</answer>': an expression of value about 20.57 (gold 12); no_answer arguable, the tag holding an unevaluated intermediate step
dr2:237|wrong|tag|'<answer> $14 \rightarrow \textbf{x + y + z = 14}$ </answer>' (gold 22: xyz = 288, x = 4, y = 6, z = 12)
dr2:238|wrong|tag|'<answer>$\boxed{x=1, -4, -5}$</answer>' (gold -4: the sum of the two absolute values is 0 only where both vanish, (x + 4)(x - 1) and (x + 4)(x + 5))
dr2:239|no_answer|tag|'<answer> ... we have the equations $|(a-d)(b-c)| = 18$ and $|(a+d)(b-c)| = 72$. </answer>': equations, no value of a + b + c + d (gold 16)
dr2:240|no_answer|tag|debatable: '<answer>180 degrees - 128 degrees - 2x which equals x degrees</answer>': an equation left unsolved, no angle (gold 116); wrong arguable, reading the equation as its answer
dr2:241|wrong|boxed|crosses the edge of pages 448000 and 464000 inside its generated_text; 'f(\sqrt{14}) = ... = 18', 'The answer is:\n\[ \boxed{18}. \]' (gold 17: with u = x^2, u^2/4 - 8u + 81 is least at u = 16; its derivative dropped a factor)
dr2:242|wrong|boxed|code with an invented output 25267, then 'is \(\boxed{25267}\).' (gold $32,348 = 24000 * 1.01^30)
dr2:243|correct|tag|'Since this is an integer inscribed on the problem, $$x = 3$$ units.\n</answer>'
dr2:244|wrong|prose_sentence|'</think> answer: There is a formula W=180n-180Ln ... 10.5 x 10 is 105 ... 4500/30=150. So five (integers do not have half parts because half a side is impossible)</answer>': five (gold 8: 1070 < 180(n - 2) < 1250 gives n = 8)
dr2:245|wrong|tag|debatable: three '<answer>' openings with f(1) = 0 and f(-1) = 20 (both miscomputed), then 'So $f(x)=q(x)(x+1)(x-1)+17x+11$, where $q(x)$ is the quotient.' and 'f(1)=17+11=28 and f(-1)=-17+11=-6': the remainder it states is 17x + 11 (gold -13x + 3: f(1) = -10, f(-1) = 16); no_answer arguable, no sentence naming the remainder
dr2:246|wrong|tag|two '<answer>' openings, 'Therefore, they should have ordered 3 meals for 12 people.\n####\n><theta>All twelve meals are enough, since it is already "enough for 18".' and garbled tags: 3, or twelve; neither is the gold (8 = 12 * 12/18)
dr2:247|wrong|tag|'</think> <answer> Therefore, the answer is $\frac{54}{67}$.</answer>' (gold 10/11: p(x) = x^2 - 8x + 5, p(3) = -10, p(4) = -11)
dr2:248|no_answer|truncated|'we'll first compute \(\mathbf{A}^4\) so we can find patterns in the powers of \(\mathbf{A' and nothing more: cut before any matrix is given (gold -I)
dr2:249|wrong|tag|'</think> <answer> The answer is $11$ as you can verify, ...\n####\nThe answer is $\boxed{11}$' (gold 17: 17 * 19 = 323 = 14 * 23 + 1; 11 * 13 = 143 = 6 * 23 + 5)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout266.jsonl: a 266th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
