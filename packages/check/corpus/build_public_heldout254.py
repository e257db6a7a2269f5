__doc__ = r"""Build public_heldout254.jsonl: a 254th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240, 242, 246 and 250's source
(dothereading/assignment5-alignment, the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero
prompt on MATH-500) where round 250's "Leads" left both of its files. 54 records (the brief asked
for about 60, about half from each file): four new pages of each file were read.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 528000, 544000, 560000, 576000 and 592000 (5 pages, = dr_528000 ... dr_592000) joined:
  per_sample idx 282-308 whole, 27 kept. Page 528000 is round 250's last page, read again first
  with read_file; its idx 271-281 are round 250's and are not taken again; idx 282 (the sequence
  0, 1, 1, 3, 6, 9, 27, ...) opens there inside its prompt and is whole once 544000 is joined.
  idx 309 (the least sum of distinct integers of product 84) is cut at the end of page 592000
  inside its generated_text and dropped. Records crossing a page edge: inside the prompt idx 282
  (528000 / 544000) and 296 (560000 / 576000); inside the completion idx 288 (544000 / 560000) and
  301 (576000 / 592000).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 272000, 288000, 304000 and 320000 (4 pages, = dr2_272000
  ... dr2_320000) joined: idx 151-177 whole, 27 kept. Page 272000 is round 250's last page, read
  again first; its idx 142-150 are round 250's and are not taken again; idx 151 (the squared
  determinant of x_i, y_i) opens there inside its prompt and is whole once 288000 is joined. idx
  178 (the four circles of radius 1, a second time) is cut at the end of page 320000 inside its
  prompt and dropped. Records crossing a page edge: inside the prompt idx 151 (272000 / 288000),
  159 (288000 / 304000) and 168 (304000 / 320000). The idx is the record number in both files;
  both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-250's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all nine at
16,000. Pages 528000 (dr) and 272000 (dr2) were read again with read_file this round; round 250's
pastes of both were still on disk (/tmp/rounds/real250/pages) and were copied, not retyped, after
the re-read displays' opening and closing text was compared with them (both decode to 16,000
characters; the parts taken from them, the heads of dr:282's and dr2:151's prompts, are checked
by work/extract.py against MATH-500 and by json). The seven new pages were pasted by hand. One
paste came out wrong and was mended from the display by script before anything was cut:
dr2_320000, whose end ran on past the page's last characters ('...reasoning process in the mind
and th', inside idx 178's prompt) with a repeat of idx 177's entry (19,567 characters decoded);
the overrun was cut at the display's last words, then 16,000. The files' '\u' escapes (CJK in
dr2:162 and dr2:165, Hebrew in dr2:165, Cyrillic in dr:282, '\u2019', '\u2014', '\u2605', '\u00e9',
'\u56de\u7b54' in dr2:177), the '\r\n' of the Python code in dr:283 and dr:305 and the escaped '\"'
were pasted as shown. work/extract.py cut the records out by script (raw_*.jsonl: `r` the
completion's JSON string body as the file holds it, `enc` = json, decoded once by the build),
parsed every whole per_sample entry with json and checked that the cut body decodes to the parsed
field, checked each prompt's head (the R1-Zero prompt; dr2's with its added sentence) and that
each problem and gold is MATH-500's of the same index (all 54 whole entries equal: a check of the
prompt parts of the pastes), refused completions holding a control character other than newline,
carriage return and tab (none this round), and checked the idx run unbroken. The completions were
read over against the displayed pages while labelling. Nothing was retyped from a decoded form;
nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 290 files, 35,401 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240, 242, 246 and 250's dothereading
records among them, rounds 223-253 included) and with the others of this round: no repeat; nothing
dropped.

Repository counts (54 records): dothereading/assignment5-alignment 54 (100 %: results.json 27,
results_20260421_153518.json 27). Licence: no LICENSE file in the index for the repository (as
rounds 223-250 found); `licence` per record.

Split: think_answer 54 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' lines, '####' lines, '<end think>', '\end think', '<$answer>', '<div
class="answer">', '<math>' inside the tag, '<\u56de\u7b54>', an answer tag never closed (dr:308,
dr2:156, dr2:159, dr2:170), a tag holding the prompt's placeholder (dr2:172), fake 'User:' /
'Assistant:' turns, self-set new problems, Python code with invented output), long_cot 0. All MATH
(54, MATH-500 idx 282-308 and 151-177); GSM8K 0.

Truths: correct 13, wrong 32, no_answer 9; debatable 9 (dr:282, dr:289, dr:301, dr2:151, dr2:155,
dr2:158, dr2:164, dr2:172, dr2:174). By file: dr 3 / 19 / 5, dr2 10 / 13 / 4. Forms: tag 24, boxed
16, prose_sentence 5, truncated 4, none 3, answer_colon 2.

Label conventions (rounds 37-250's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or box in the tag read for the
value it states (dr:291, 299, 304; dr2:167, 171, 176); a tag never closed counts (dr:308; dr2:156,
159, 170); a tag holding a placeholder or no value is no_answer (dr2:172, debatable: its working
ends '= 350', the gold); with no answer tag the completion is labelled by its last box, 'Answer:'
line or last stated result (dr:283, 290, 292, 294, 297, 300, 303, 305, 307; dr2:151, 152, 153, 154,
155, 163, 169, 173, 177); text invented after the answer (fake 'User:' / 'Assistant:' turns,
self-set new problems with answers of their own) does not change the answer given to the question
posed (dr:282, 298), and an answer given only to an invented problem is no answer to the question
posed (dr:289, debatable: its invented problem's answer 16 equals the gold; dr2:174, debatable); a
right final answer over wrong or missing working is correct (dr2:151, debatable; dr2:173); a box
holding an option letter the problem does not offer, then the value, is read for the value
(dr2:155, debatable); a list of the terms instead of their sum is another quantity, wrong (dr2:158,
debatable); a response cut at the token cap before any final answer is no_answer (dr:288, 295, 301
(debatable), 306), and so is one that ends with no value (dr2:164, debatable; dr2:165). The nine
debatable labels say in their notes how a careful reader could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 528000 (re-read; round 250's), 544000,
560000, 576000, 592000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets
272000 (re-read; round 250's), 288000, 304000, 320000. No anchor reads.

Leads for a later round: results.json from 608000 (idx 309, the least sum of distinct integers of
product 84, opens in 592000, cut inside its generated_text: re-read 592000 and join; idx 309-499
remain, about 23 more pages); results_20260421_153518.json from 336000 (idx 178, the four circles of
radius 1 a second time, opens in 320000, cut inside its prompt: re-read 320000 and join; idx 178-499
remain, about 40 more pages). The two runs answer the same MATH-500 problems with other
completions (no repeat across them so far), but short completions could coincide: check repeats
against both files and rounds 223, 226, 237, 240, 242, 246, 250 and this one. Both files hold
their non-ASCII characters as '\u' escapes; pasting, watch the page's end: a paste that runs on
past the display's last words with a repeat of the entry before (dr2_320000 this round, dr2_256000
in round 250) fails the length check and is cut at the display's last words. Round 223's other
leads (desirepathh sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several
repositories, zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout254.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout254.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout254.jsonl"
SOURCE = "public_heldout254"

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
        "is a per_sample entry's `generated_text`; pages 528000 (re-read), 544000, 560000, 576000 "
        "and 592000 joined (idx 282-308; rounds 223, 226, 237, 240, 242, 246 and 250 took idx "
        "0-281)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 272000 (re-read), 288000, 304000 and 320000 joined (idx 151-177; "
        "rounds 226, 237, 240, 242, 246 and 250 took idx 0-150)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:282|wrong|answer_colon|debatable: crosses the edge of pages 528000 and 544000 inside its prompt; '<end think>' debris, then 'Answer: 126', 'Subject: 7', 'Subject: 252', then an invented question and invented 'User:' turns about primes with '<answer>67 is a prime': the answer given to the question posed is 126 (gold 129: 27 + 4 = 31, 31 * 4 = 124, 124 + 5 = 129); no_answer arguable, the text being mostly debris
dr:283|correct|boxed|'So the final answer, confirmed by the mathematical properties, is:\n\n\[\n\boxed{1}\n\]' (after an invented code output '0.0')
dr:284|wrong|boxed|'\boxed{\tan^{-1}\left(\frac{1}{\sqrt{8}}\right), \tan^{-1}\left(\frac{1}{\sqrt{8}}\right), \pi + ...}': values of the angle, not of x (gold 3 \pm 2 sqrt 2: tan^{-1} x + cot^{-1}(1/x) = 2 tan^{-1} x, sin of it = 2x/(1+x^2) = 1/3)
dr:285|wrong|tag|'<$answer> ... Therefore, the sum of the two possible values of $c$ is $80 + 81 = 161$.</answer>' (gold 440: a = 13, c = 330 or 110)
dr:286|wrong|boxed|'we add them to get $15 + 10 + 18 + 144 + 150 + 20 = \boxed{262}.$\n</answer>' (gold 17/21)
dr:287|wrong|tag|'</think> <answer>550/3 (s)</answer>' (gold 36: one gear turns every 9/5 s, the other every 4/3 s; lcm 36)
dr:288|no_answer|truncated|crosses the edge of pages 544000 and 560000 inside its generated_text; '|\mathbf{d}| = \sqrt{89}', then cut at the token cap at 'So, the square of the magnitude of the cross product and the square of the magnitude of \(\mathbf{d}\) are': no final answer (gold 7 = sqrt(4361/89))
dr:289|no_answer|none|debatable: 'let the sum be S.</think> \[S = (a + b + c + d) (...)\]', then a self-set new problem ('About All Trees ... Find the total number of nodes in the fifth tree.') ending '6. Answer: The total number of nodes in the fifth tree is 16.': the question posed gets no answer (gold 16, by Cauchy-Schwarz); correct arguable, the last 'Answer:' line stating the gold's value
dr:290|wrong|boxed|'the roots are 5 and -1/6' ... 'our answer is $\boxed{5}.$' (gold 4: 6r^2 - 19r - 7 = (4r - 3)(2r - 7) gives 2r^2 - 15r + 28 = 0, r = 4 or the excluded 7/2)
dr:291|wrong|tag|'<answer> Thus the integer coordinate points strictly in the interior of $ABCD$ are $\boxed{25}$. </answer>' (gold 63 = 9 * 7)
dr:292|correct|boxed|code with an invented output '898', then 'is \(\boxed{898}\).'
dr:293|wrong|prose_sentence|'**Therefore, the set of $p$ values that satisfy both inequalities is $p \in \bigg[-\infty; \dfrac{3}{5}\bigg)\bigcup \bigg[\dfrac{4}{3};\infty\bigg)$.' (gold (3/5, 8/3]: p <= 144/54 = 8/3 and p > 3/5)
dr:294|wrong|boxed|code with an invented output '76', then 'is \(\boxed{76}\).' (gold 58: the largest palindrome under 220 divisible by 3 is 171 = 56 + 57 + 58)
dr:295|no_answer|truncated|a '<end think>', an invented 'User:' restatement and an 'Assistant:' working with sympy code, cut at the token cap inside its invented output '1 + 5*(2 - sqrt(5))**(2/3)/6 + 5*(2 + sqrt(5': no final answer (gold 11: area 2^{5/4}, 5 + 4 + 2)
dr:296|wrong|tag|crosses the edge of pages 560000 and 576000 inside its prompt; '<answer> <math>x = ...' working, then 'Therefore, answer is C.\n</think> <answer> C</answer>' (gold (B): 1 + r/10 is the smallest base, so its x is the largest)
dr:297|wrong|prose_sentence|'Answer = 123', '<answer> ... Hence the smallest possible number\nof leaves is 123.\nAnswer = $$9$$ <</Answer>', then '####\nThe smallest possible number of leaves is 123.': the last answer is 123 (gold 103: 2n = 3 mod 7 gives n = 5 mod 7, the first above 100 being 103)
dr:298|wrong|boxed|'\boxed{(2\mathbf{b}-\mathbf{a}) \times (3\mathbf{c}+\mathbf{a})=\begin{pmatrix}-16 \\ -2 \\ 6\end{pmatrix}}', then invented 'User:' / 'Assistant:' turns about an expression E: the answer given is (-16, -2, 6) (gold (-18, -49, 96) = 6 b x c - 2 a x b - 3 a x c)
dr:299|wrong|tag|'Answer: Prime\u2605star\n</think> <answer>The number of integer coordinates strictly inside the rectangular region is \(\boxed{49}\).</answer>' (gold 63 = 9 * 7)
dr:300|wrong|prose_sentence|'24 / 2 = 11.\n####\nThe maximum number of points where at least two of the circles intersect is 11.' (gold 12 = 2 * C(4,2))
dr:301|no_answer|truncated|debatable: crosses the edge of pages 576000 and 592000 inside its generated_text; think debris ('average = 256/20% = 12.8 \end think  And finally, round the answer'), then a restart with Python code cut at the token cap inside the code ('num_bronz_81 + num'): no final answer (gold 5.4 cents: 70s stamps 12 * 6 + 12 * 6 + 6 * 4 + 13 * 5 = 233 cents over 43, 5.4); wrong arguable, reading '12.8' as its answer
dr:302|wrong|tag|'a repeating decimal with a cycle of three digits. </think>\n<answer> Answer\n  3\n</answer>' (gold 5: 31/11111 = 0.00279, period 5)
dr:303|wrong|boxed|'<div class="answer">21</div>', code output '21.0', then 'The area of \(\triangle ACD\) is \(\boxed{21}\).' (gold 28: AB = BC, triangle ACD twice ABC)
dr:304|wrong|tag|'<answer> $\boxed{\frac{-13}{5}}$ occurs at $x = \boxed{\frac{4}{3}}$. </answer>' (gold 9: x + 1 + 4/(x + 1) + 5 >= 9, at x = 1)
dr:305|correct|boxed|'So, the final answer is:\n\n\[\n\boxed{\frac{9}{19}}\n\]' (gold \frac9{19})
dr:306|no_answer|truncated|three values of c listed (1, 2, -2), then cut at the token cap at 'For \(c = -2\), the roots are \(-2': no count given (gold 6)
dr:307|wrong|answer_colon|'Therefore, the range of the function is $(-\infty, 0)$.\nAnswer: $(-\infty, 0)$' (gold (-\infty, 0]: sin 90 degrees = 1 gives log 1 = 0)
dr:308|wrong|tag|'Assistant: <answer>Let $H$ be the midpoint ...' 'and so $$s_{1}+s_{2}+s_{3}=8\sqrt{3}.$$' (the tag never closed): 8 sqrt 3 (gold 1 + 2 sqrt 3)
dr2:151|correct|boxed|debatable: crosses the edge of pages 272000 and 288000 inside its prompt; a working that finds the determinant 0 ('Thus, the determinant is zero, and the square of the determinant is also zero.'), then '5. The final result is:\n   \[\n   \boxed{144}.\n   \]' and '... is zero, and thus the square of the determinant is $\boxed{144}$.': the final answer is 144, the gold, over wrong working; wrong arguable, the last sentence saying the determinant is zero and its square 144 at once
dr2:152|wrong|prose_sentence|'The area of triangle $GMN$ is therefore $\frac{1}{9} \cdot 144 = 16$.\n</think>\n**Reflection**: ...': 16, the area of another triangle, wrongly found (gold 8)
dr2:153|wrong|boxed|'The answer is $\boxed{\frac{2}{9}}$.' (gold 2/21 = 8 lines / C(9,3) = 84)
dr2:154|wrong|boxed|code output 'NameError', then 'in simplest radical form is \(\boxed{10\sqrt{2}}\).' (gold 2 sqrt 113 = sqrt(14^2 + 16^2), the path over the ceiling unfolded)
dr2:155|correct|boxed|debatable: 'the probability is $\frac{8}{32} = \frac{1}{4}$. The correct answer is $\boxed{\text{C}}$, which is $\frac{1}{4}$.': the box holds an option letter the problem does not offer, the value stated with it is 1/4, the gold; wrong arguable, reading the box 'C' as the answer
dr2:156|wrong|tag|'<answer> ... the maximum angle achieved is $45^\circ$ ... <answer> $\boxed{45}$ degrees' (the tag never closed; gold 30 degrees: tan(APB) = 2t/(1 + 3t^2) at most 1/sqrt 3)
dr2:157|correct|tag|'</think> <answer> \(\frac{6}{5}\) </answer>' (gold \frac65)
dr2:158|wrong|tag|debatable: '<answer>The multiples of 7 between 100 and 200 are 105, 112, 119, ... 196. These are the only numbers between 100 and 200 that are multiples of 7.</answer>': the terms listed, no sum (gold 2107 = 14 * (105 + 196) / 2); no_answer arguable, no sum being stated
dr2:159|wrong|tag|crosses the edge of pages 288000 and 304000 inside its prompt; '<end think> <answer> $\sqrt{3.16}$ (as a decimal).' (the tag never closed), then invented chat ('You meant.\nLol.') and 'The correct solution is:\n26': sqrt 3.16 or 26, both wrong (gold 3.21: (x + 1.3)^2 + 1.91, b + c = 1.3 + 1.91)
dr2:160|correct|tag|'The greater of the two integers is 18. </think> <answer>18</answer>'
dr2:161|correct|tag|'<answer> 6 because 2^6=64 </answer>'
dr2:162|wrong|tag|a Chinese working '\frac{50}{3} = 16\text{ (rounding down)}', then '</think> <answer>16/50</answer>' (gold 17/50: 50 even numbers less 16 multiples of 6 = 34 of 100)
dr2:163|wrong|prose_sentence|'$s = \frac{206.5}{25} - \frac{60.845}{4} \approx -5.9$ (only considering minus sign for max value as it is positive). </answer>' (gold -35/9 = 1/9 - 4 at b = 3, a = -2)
dr2:164|no_answer|none|debatable: invented 'Assistant:' turns, 'Where we are trying to arrive is to simplify and get $$\tan{100^o} + 4 \sin{100^o} = 2 \cos{10^o} + 4 $$', then '####' and a repeat ending 'cos(10**o)*(1 + 4*cos(10**o)). Now, we can solve for #.': no value committed (gold -sqrt 3); wrong arguable, reading '2 \cos{10^o} + 4' as its answer
dr2:165|no_answer|none|an '<img>' link, mixed-language debris and a URL, then 'Then put all right answers like 1.\n</answer>': no answer (gold 4/9 = 8 of 18)
dr2:166|wrong|tag|'the degree measure of angle \(BAC\) is \(90^\circ - 30^\circ = 60^\circ. </think> <answer>60^\circ <answer>' (gold 270/7 degrees = 900/7 - 90, the heptagon's angle less the square's)
dr2:167|correct|tag|'<answer> Therefore, the volume of the cone is 65 cubic units. </answer>'
dr2:168|wrong|tag|crosses the edge of pages 304000 and 320000 inside its prompt; ' $4\times 2$ </think> <answer> $8$ </answer>' (gold 19)
dr2:169|correct|boxed|'= sqrt[144] = 12 square units.\n qualit\u00e9\n$\boxed{12}$ square units.'
dr2:170|wrong|tag|'the product of the $y$-coordinates is 20.' ... 'Assistant: <answer> The product of the $y$-coordinates is 20.' (the tag never closed; gold 1736: the y-values are the roots of y^4 - 88y^2 - 25y + 1736 = 0)
dr2:171|correct|tag|'<answer> Louis and Jack eat $\frac{13}{15}$ of the pie together. </answer>'
dr2:172|no_answer|tag|debatable: 'Thus, the sixth term $a_6 = a_1 + 5d = 100 + 5(50) = 350</think> <answer> the answer here </answer>': the answer tag holds the prompt's placeholder, no value (gold 350); correct arguable, the working's last result being 350
dr2:173|correct|boxed|'Answer: When $m=1$, we have $a = \frac{12}{4-1} = 4$. Therefore, the smallest possible value of $a$ is $\boxed{4}$.' (over wrong working)
dr2:174|no_answer|tag|debatable: 'Solving $0 = y^2 - 4y - 1$ for $y$ will give us the $y$-intercept(s). </think>', then an invented 'User:' question about $A+B$ and '<answer> ... Therefore, $A+B = 1+8 = 9$. </answer>': the answer tag answers the invented question; the question posed gets no count (gold 2, two real roots); wrong arguable, reading the tag's 9 as its answer
dr2:175|wrong|tag|'There is a test in the park\n</think>\n<answer> $$m-n=00$$\n</answer>': 0 (gold 3: m = 16, n = 13)
dr2:176|correct|tag|'<answer>The result of the division is \(0.0000672\), which is the decimal form of the fraction ...</answer>' (gold .0000672)
dr2:177|wrong|boxed|'<\u56de\u7b54>' and a working, code output '45.0' (invented), then 'is \(\boxed{45}\).' (gold 30 degrees: PQ = 2 sqrt 3, PS = 2, QS = 4, a right angle at P)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout254.jsonl: a 254th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
