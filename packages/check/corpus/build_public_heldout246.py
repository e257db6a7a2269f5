__doc__ = r"""Build public_heldout246.jsonl: a 246th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240 and 242's source (dothereading/assignment5-alignment,
the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 242's
"Leads" left both of its files. It is a mid-sized round (50 records; the brief asked for about 60):
three new pages of each file were read.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 416000, 432000, 448000 and 464000 (4 pages, = dr_416000 ... dr_464000) joined: per_sample
  idx 219-244 whole, 26 kept. Page 416000 is round 242's last page, read again first with
  read_file; its idx 210-218 are round 242's and are not taken again; idx 219 (the spun wheel and
  checkerboard) opens there inside its prompt and is whole once 432000 is joined. idx 245 (the
  remainder of f(x) on division by x^2 - 1) is cut at the end of page 464000 inside its
  generated_text and dropped. Records crossing a page edge: inside the prompt idx 219 (416000 /
  432000) and 229 (432000 / 448000), inside the completion idx 238 (448000 / 464000).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 176000, 192000, 208000 and 224000 (4 pages, = dr2_176000
  ... dr2_224000) joined: idx 99-122 whole, 24 kept. Page 176000 is round 242's last page, read
  again first; its idx 91-98 are round 242's and are not taken again; idx 99 (the vector v with
  a . v = 2 and a x v given) opens there and is whole once 192000 is joined. idx 123 (the area of
  quadrilateral DBEF) is cut at the end of page 224000 inside its prompt and dropped. Records
  crossing a page edge: inside the completion idx 99 (176000 / 192000) and 115 (208000 / 224000);
  between two fields idx 107 (192000 / 208000, cut inside the key "format_reward"). The idx is the
  record number in both files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-242's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight at
16,000. Pages 416000 (dr) and 176000 (dr2) were read again with read_file this round; round 242's
pastes of both were still on disk (/tmp/rounds/real242/pages) and were copied, not retyped, after
the re-read displays' opening and closing text was compared with them (both decode to 16,000
characters). The six new pages were pasted by hand. The files hold their non-ASCII characters as
JSON '\u' escapes (six characters in the file), which the display shows with a doubled backslash;
four first pastes came out at the wrong length from these escapes and were mended from the
display by script before anything was cut: dr_432000 at 15,990 (dr:225's two '\u00a0' pasted as
the characters they stand for; found by two anchor reads, offsets 440000 and 443700, the first
8,000 characters of the 440000 display pasted again into work/anchor/dr_440000_head.txt and equal to
the page's second half once mended), dr_448000 at 16,003 (dr:237's three '\u00d7' pasted with one
backslash too many; an anchor read at offset 456000, whose first 8,000 characters pasted into
work/anchor/dr_456000_head.txt equal the page's second half but for those escapes), dr_464000 at
16,005 (five escapes in dr:238, 240 and 241 with one backslash too many) and dr2_224000 at 16,008
(eight escapes in dr2:118 and 119, the same slip). After the mends all eight pages decode to
16,000 and every '\u' escape of the pastes is the file's six-character form. The '\r\n' of the
Python code in dr:232, 233, 235, 241 and 242, the escaped '\"' and the runs of spaces were pasted as
shown. work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON string
body as the file holds it, `enc` = json, decoded once by the build), parsed every whole per_sample
entry with json and checked that the cut body decodes to the parsed field, checked each prompt's
head (the R1-Zero prompt; dr2's with its added sentence) and that each problem and gold is
MATH-500's of the same index (all 50 equal: a check of the prompt parts of the pastes), refused
completions holding a control character other than newline, carriage return and tab (none did),
and checked the idx run unbroken. The completions were read over against the displayed pages
while labelling. Nothing was retyped from a decoded form; nothing is shortened. work/dedup.py
checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 276 files, 34,934 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240 and 242's dothereading records among
them, rounds 223-245 included) and with the others of this round: no repeat; nothing dropped.

Repository counts (50 records): dothereading/assignment5-alignment 50 (100 %: results.json 26,
results_20260421_153518.json 24). Licence: no LICENSE file in the index for the repository (as
rounds 223, 226, 237, 240 and 242 found); `licence` per record.

Split: think_answer 50 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' lines, '<endthink>', '<end think>', '</thinking>', '<Answer> <head>', an
answer tag never closed, a '</answer>' with no opening tag, '<pre>', placeholder tags ('[Your
answer]  here'), fake 'Assistant:' / 'User:' turns, self-set new problems, Python code), long_cot 0.
All MATH (50, MATH-500 idx 219-244 and 99-122); GSM8K 0.

Truths: correct 13, wrong 28, no_answer 9; debatable 5 (dr:221, dr:238, dr2:112, dr2:118,
dr2:122). By file: dr 6 / 15 / 5, dr2 7 / 13 / 4. Forms: tag 26, boxed 9, prose_sentence 6,
answer_colon 4, none 3, truncated 2.

Label conventions (rounds 37-242's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states; a tag never closed counts (dr:241, whose unclosed tag runs on to 'a^2 =
17'); a '</answer>' with no opening tag closes the answer before it (dr:230, dr2:116); a tag
holding a placeholder or no value is no_answer (dr:222, dr:243), and so is one holding only an
invented question with a stray number when the working before it states the gold (dr2:122,
debatable); with no answer tag the completion is labelled by its last box, 'Answer:' line or last
stated result (dr:219, 223, 225, 232, 233, 234, 235, 237, 239; dr2:99, 101, 104, 114, 117, 119);
text invented after the answer (fake 'User:' / 'Assistant:' turns, self-set new problems, code
with no output) does not change the answer given to the question posed (dr:232, 235; dr2:101, 104,
112, 117, 118); a right final answer over wrong or missing working is correct (dr2:108); a response
cut at the token cap before any final answer is no_answer (dr:224, dr2:109), and so is one that
ends with no value (dr:228, dr:229, dr2:120); several differing answers with none the gold is
wrong (dr:221, debatable); a garbled statement of the domain naming the gold's value is read for it
(dr:238, debatable); a response naming the parts (A, B, C, D) but never the sum asked for is
no_answer (dr2:112, debatable). The five debatable labels say in their notes how a careful reader
could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 416000 (re-read; round 242's), 432000,
448000, 464000, and 440000, 443700, 456000 (anchor reads, for the dr_432000 and dr_448000 length
slips); cs336_alignment/results/results_20260421_153518.json at c392482 offsets 176000 (re-read;
round 242's), 192000, 208000, 224000.

Leads for a later round: results.json from 480000 (idx 245, the remainder of f(x) on division by
x^2 - 1, opens in 464000, cut inside its generated_text: re-read 464000 and join; the anchor read at
456000 showed idx 238-242 again; idx 245-499 remain, about 31 more pages);
results_20260421_153518.json from 240000 (idx 123, the area of quadrilateral DBEF, opens in 224000,
cut inside its prompt: re-read 224000 and join; idx 123-499 remain, about 46 more pages). The two
runs answer the same MATH-500 problems with other completions (no repeat across them so far), but
short completions could coincide: check repeats against both files and rounds 223, 226, 237, 240,
242 and this one. Both files hold their non-ASCII characters as '\u' escapes: paste them with the
display's two backslashes, no more, no fewer. Round 223's other leads (desirepathh
sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several repositories,
zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout246.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout246.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout246.jsonl"
SOURCE = "public_heldout246"

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
        "is a per_sample entry's `generated_text`; pages 416000 (re-read), 432000, 448000 and "
        "464000 joined (idx 219-244; rounds 223, 226, 237, 240 and 242 took idx 0-218)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 176000 (re-read), 192000, 208000 and 224000 joined (idx 99-122; "
        "rounds 226, 237, 240 and 242 took idx 0-98)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:219|wrong|boxed|opens on page 416000 (re-read this round) inside its prompt; '$\frac{6}{20} = \boxed{\frac{3}{10}}$' (gold 1/2: the wheel's 1, 2, 3, 6, 7, 9 give each column chance 1/3 and each column's two shaded rows chance 1/2)
dr:220|wrong|tag|'<answer> ... Therefore, there will be $\frac{38}{9}$ gallons of milk in the bucket when Sam gets home.</answer>' (gold 16/27 = 2 (2/3)^3)
dr:221|wrong|prose_sentence|debatable: 'we can set k as $k=2^2*3^2$', then a fake exchange: 'Answer:  $k=720$ Your answer is OK, ...', 'therefore our answer: $k=2m^3=54.$', then a table of values 4, 54, 288, ... 1800: differing answers, none the gold 900 (240 = 2^4 * 3 * 5, so k = 2^2 * 3^2 * 5^2); no_answer arguable, no one value being committed to
dr:222|no_answer|tag|'solution here</think> <answer> [Your answer]  here   </answer>': a placeholder, no value (gold 54)
dr:223|wrong|answer_colon|'=-0.0328\times10^{-1}$' 'Answer: $3$' (gold 14: 4321 / (5^7 2^8) = 0.00021605, digits 2 + 1 + 6 + 0 + 5)
dr:224|no_answer|truncated|a chain of product-to-sum steps cut at the token cap at '\approx \frac{\sqrt{3}+': no final answer (gold 9/256)
dr:225|wrong|answer_colon|'So, $$ 11\cdot4-2=42 $$' 'Answer: 42' (gold 11: (3x - 2)(4x + 1) - (3x - 2)4x + 1 = 3x - 1)
dr:226|wrong|tag|'<answer>$\frac{2^5}{5!} = \frac{32}{120} = \frac{4}{15}$ulp</answer>' (gold 3: 5 + 0, 4 + 1, 3 + 2)
dr:227|correct|tag|'</think>\n <answer> C </answer>' (gold \text{(C)})
dr:228|no_answer|none|'the sphere $$\frac{(x-2)^2}{2^2} + \frac{y^2}{6^2} + \frac{(z-2)^2}{2^2} = 1.$$<endthink>': an equation, no volume (gold 288 pi)
dr:229|no_answer|none|crosses the edge of pages 432000 and 448000 inside its prompt; 'Then we subtract the bad case where they both order the same dishes. Cross multiply for the answer. </think>': ends with no value (gold 90)
dr:230|wrong|prose_sentence|'</think> Now, ...' '\[e \leq \sqrt{\frac{64}{5}} = \frac{8}{\sqrt{5}}\]' '</answer>' (no opening tag): 8/sqrt 5 (gold 16/5: (8 - e)^2 <= 4 (16 - e^2))
dr:231|wrong|tag|'This must be the beginning of the key to solving the problem.</think> <answer>$6$</answer>' (gold 10: a + b + c = 18, c = a + 4, b + 4 = (3/5)(a + 4): a = 6, c = 10)
dr:232|wrong|boxed|'the value of the given expression is \(\boxed{1996.5}\).', then Python code with no output (gold 1997/2: 998 pairs of sum 1 and 1/(1 + 1))
dr:233|correct|boxed|code output '30.000000000000004', 'is \(\boxed{30}\) degrees.' (gold 30^\circ)
dr:234|correct|prose_sentence|'= 49 - 15 = 34$.' 'answer $$34$$' '<end>' 'The sum of the roots of the function \( g(x) \) is \( 34 \).'
dr:235|correct|boxed|'So, the final answer is $\boxed{\frac{5}{9}}$.', then Python code with no output (gold \frac 59)
dr:236|wrong|tag|'grid proof 1 + 17.30 for sin 40</think> <answer>26.30</answer>' (gold 12)
dr:237|wrong|prose_sentence|'Assistant:' '$x+y+z=168$', then '####' and a second solution: 'the requested value is $$x+y+z=26$$' (gold 22: xyz = 288, x = 4, y = 6, z = 12)
dr:238|correct|prose_sentence|debatable: crosses the edge of pages 448000 and 464000 inside its completion; 'This happens as long as $x\neq -3$. When $-4<x<-4$ Again,<br/>The domain of the function is $R/(latex("$-4$, $-4"])</latex>"', then debris: read as R less {-4}, the gold -4 (both absolute values vanish only at x = -4); no_answer arguable, the statement being broken LaTeX
dr:239|wrong|boxed|'we find that $a=4$, $b=6$, $c=9$, and $d=0$' 'is $\boxed{19}$.' (gold 16: (d - c)^2 / |a - b| = 18 and (c + d)^2 / |a - b| = 72 give d = 3c; c = 3, d = 9, a = 3, b = 1)
dr:240|wrong|tag|'the measure of $\angle PQR$ is also 128°' '</think> <answer> $\boxed{128}$ </answer>' (gold 116: 2x = 128 by the parallels, x = 64, angle PQR = 180 - x)
dr:241|correct|tag|'<answer> Now by completing the square, $$x^2=...\Rightarrow20x^4=89$$' (the tag never closed), then a new working: '\[ a^2 = (\sqrt{17})^2 = 17 \]', 'Finally, let's confirm our results with the code.', cut at the token cap inside the code: the last stated result 17
dr:242|wrong|tag|'<answer>Money a 5-Year investment will earn from initial investment\r\nof $\$$24,000 would be $\displaystyle \$127,864$ Would it be possible ...</answer>' (gold 32,348 = 24,000 * 1.01^30)
dr:243|no_answer|tag|'It can form a triangle, so <answer> AB <or> AC <or> BC? </answer>': no value (gold 3)
dr:244|wrong|tag|'<answer>By using the formula ...' 'the smallest possible value for n is $n = 10$. Therefore, the polygon has \boxed{10} sides. </answer>' (gold 8: 1080 = 1070 + a 10 degree angle)
dr2:99|wrong|boxed|opens on page 176000 (re-read this round), its completion crossing into 192000; code output '{v1: 1, v2: -1, v3: 0}', 'The final answer is \(\boxed{\begin{pmatrix} 1 \\ -1 \\ 0 \end{pmatrix}}\).' (gold (-1/3, 2/3, 5/3); its a . v is 0, not 2)
dr2:100|wrong|tag|'</think> <answer>measurement of $\alpha = 45^\circ$ </answer>' (gold 145^\circ)
dr2:101|wrong|boxed|'\[=\boxed{13}\]' '####' 'The value of the expression is 13.', then a self-set new problem (an arithmetic sequence's partial sum) cut at the token cap: the answer given is 13 (gold 850)
dr2:102|correct|tag|'<answer> $(a+5)(b+2)$ </answer>'
dr2:103|wrong|tag|'<answer>...' 'are $0 \le \lambda < 1$ and $1 < \lambda \le 4$.</answer>' (gold (3,4]: period-2 points exist only for lambda > 3)
dr2:104|wrong|boxed|'so the circles intersect at the points $(-3, 2), (-3, 16), (3, 2)$ and $(3, 16)$' 'so $\boxed{25}$ is the answer.', then a self-set new question (an integral identity) cut at the token cap: the answer given is 25 (gold 40)
dr2:105|wrong|tag|'The median is answered here...</think>\n\nAssistant: <answer>136</answer>' (gold 29: 11, 11, 19, 29, 29, 41, 136, 524)
dr2:106|correct|tag|'<answer> ... The horizontal asymptote is $y$-$\boxed{ \frac43}$.</answer>'
dr2:107|wrong|tag|'</think> <answer> Infinite </answer>' (gold 9: the odd primes below 30)
dr2:108|correct|tag|working that stops at 'the distance from the center to each focus is $c = \sqrt{1 - \frac{1}{k}}$. </think> <answer> $\boxed{2}$ </answer>'
dr2:109|no_answer|truncated|working on the numerator and denominator, then Python code cut at the token cap at '# Calculate the values of the trigon': no final answer (gold 120^\circ)
dr2:110|wrong|tag|'<Answer> <head> ... we find that $a_1 = 257$ by applying the inverse operations ... </answer>' (gold 504)
dr2:111|wrong|tag|'<answer> $$\binom{7}{3}\binom{4}{2} = ...=\boxed{63*6=378}\fbox{}$$ </answer>' (gold 210 = 35 * 6)
dr2:112|no_answer|tag|debatable: '<answer> ... This can be rewritten in the format as: \(2(1+\sqrt{2})-\sqrt{3}-(1+\sqrt{6})\). A and B in this case are \(2, 2\) and for C and D are \(\sqrt{6}\), \(\sqrt{3}\) respectively.', then invented 'User:' turns with new problems, cut at the token cap: the sum A + B + C + D asked for is never given (gold 13 = 2 + 2 + 3 + 6); wrong arguable, reading its C and D as sqrt 6 and sqrt 3, correct hardly (2 + 2 + 6 + 3 is never written)
dr2:113|correct|tag|'Therefore, the answer is 8000. <answer> 8000 </answer>'
dr2:114|wrong|answer_colon|'Product $C*D$=35. Answer: 35\n</think>\nAnswer: 35' (gold -5: C = -1, D = 5)
dr2:115|wrong|tag|crosses the edge of pages 208000 and 224000 inside its completion; '5040 / 2 = **2520 ways**. </think> <answer> **2520 ways**. </answer>' (gold 1260 = 7! / (2! 2!): E and L both twice)
dr2:116|correct|tag|'Finally, we find $x = 2$.\n<pre> $x = 2$</answer>' (no opening tag)
dr2:117|correct|answer_colon|'Answer: $x=3$', then an invented '[Answer] Correct! ... is $3$.'
dr2:118|wrong|prose_sentence|debatable: boxes of pairs ('\boxed{(0, -5)}', '\boxed{(-1, -2)}' ...), debris, then 'Obviously, there are five ordered pairs $(a, b)$ such that $a^2 + b^2 <25$.', then a self-set question on power sets cut at the token cap: the last answer to the question posed is 5 (gold 81 lattice points with a^2 + b^2 <= 25); no_answer arguable, the text being mostly debris
dr2:119|wrong|boxed|'6 + 7 → 13', broken code, 'Output:' 'is \(\boxed{-6}\).' (gold -9 = 1 + 2 + 3 - (4 + 5 + 6))
dr2:120|no_answer|none|a case analysis ending '$f(f(f(f(f(x)))))$ is negative.': never says even, odd or neither (gold even)
dr2:121|correct|tag|'<answer>Now, let's isolate $x$ ... $\frac{5x}5 = \frac{30}5 \\\nx = 6\n</answer>'
dr2:122|no_answer|tag|debatable: 'So, 9 customers would buy a television that costs $\$$2500.</think>', then 'Assistant: <answer>8 random theories will be provided by others while solving this function. How can the teacher provide a correct explanation ...?<end_answer>': the answer tag holds an invented question and no answer (gold 9); correct arguable, the working stating the gold before the invented turn, wrong arguable, reading the tag's leading 8
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout246.jsonl: a 246th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
