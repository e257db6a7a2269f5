__doc__ = r"""Build public_heldout237.jsonl: a 237th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223 and 226's source (dothereading/assignment5-alignment, the base
model Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 226's "Leads"
left both of its files:
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>'; the
  repository's cs336_alignment/zero-shot_math.py not read, sampling settings not known). Pages
  240000, 256000, ..., 352000 (8 pages, = dr_240000 .. dr_352000) joined: per_sample idx 130-188
  whole, 59 kept. Page 240000 is round 226's last page, read again this round (its paste decodes
  byte-identical to round 226's); its idx 122-129 are round 226's and are not taken again; idx 130
  (n = -11213141 mod 18) opens there and is whole once 256000 is joined. idx 189 (MATH-500's
  hot-air balloon held by four ropes) is cut at the end of page 352000 inside its prompt head
  and dropped. Records crossing a page edge: inside the completion idx 130, 138, 145, 153; inside
  the prompt idx 159, 168, 178 (checked with the prompt, below).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example, as round 226 found). Pages 32000, 48000, ..., 112000 (6
  pages, = dr2_32000 .. dr2_112000) joined: idx 23-66 whole, 44 kept. Page 32000 is round 226's
  last page, read again (its paste decodes byte-identical to round 226's); its idx 14-22 are
  round 226's and are not taken again; idx 23 (x = sqrt(11-2x) + 4) opens there and is cut at its
  generated_text key, its completion lying whole on 48000. idx 67 (a square's sides decreased by
  40 % and increased by 50 %) is cut at the end of page 112000 inside its generated_text and
  dropped. Records crossing a page edge: inside the completion idx 28, 38, 60; inside the prompt
  idx 50. The idx is the record number in both files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-226's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: 13 of the 14 pages
came out at 16,000 characters on their first paste; the first paste of dr_352000 ran on past the
page's end (after idx 189's opening prompt words it repeated idx 188's problem and completion, about
8,000 characters that are not on the page); it was cut back by script to the display's last words
('... The reasoning process is enc') and came out at 16,000, the kept text read over again against
the display. The files' '\u' escapes (e.g. '\u2019', '\u2013', '\u2229', '\u00b0', '\u221a',
Chinese, Japanese and Cyrillic runs in dr:140, dr:181, dr:187, dr2:24 and dr2:50), the '\r\n' of
Python code (dr2:23, dr2:62), the '\t' of an asy prompt (dr2:17, on the re-read page 32000), the
escaped '\\t' and '\\n' of dr2:24, dr2:57 and dr:134, and runs of escaped backslashes (aligned LaTeX
'\\' line ends, dr:183's '\\\' + newline) were pasted as shown. No loop marker was needed (the
repeated lines of dr:173 and of dr2:22 on the re-read page were pasted whole). The two re-read pages
decoding byte-identical to round 226's pastes is a check of the method. work/extract.py cut the
records out by script (raw_*.jsonl: `r` the completion's JSON string body as the file holds it,
`enc` = json, decoded once by the build), parsed every whole per_sample entry with json and checked
that the cut body decodes to the parsed field, checked each prompt's head (the R1-Zero prompt; dr2's
with its added sentence) and that each problem and gold is MATH-500's of the same index (all 103
equal: a check of the prompt parts of the pastes), refused completions holding a control character
other than newline, carriage return and tab (none did), and checked the idx run unbroken. The
completions were read over against the displayed pages while labelling (their final answers and
golds), and the short quotes in the notes were checked by script to occur in the decoded completions
(work/labels_draft.txt; a text comparison of the notes, no answer extraction). Nothing was retyped
from a decoded form; nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 254 files, 34,323 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223 and 226's 153 dothereading records and rounds 228 and
233's MATH-500 replies of other repositories among them) and with the others of this round
(results.json's and the second run's across each other included): no repeat; nothing dropped.

Repository counts (103 records): dothereading/assignment5-alignment 103 (100 %: results.json 59,
results_20260421_153518.json 44). Licence: no LICENSE file in the index for the repository (as
rounds 223 and 226 found); `licence` per record.

Split: think_answer 103 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, tags never closed or closed by '</think>', '[/answer]', '<end thinking></answer>'
or '?>', '<end think>' / '\end{think}' / '{/think}' / '[/think]' variants, empty or placeholder
tags, HTML and '<span>' scraps, struck-out values, fake 'Assistant:' / 'User:' / 'Human:'
turns, invented follow-up problems, Python code with invented output), long_cot 0. All MATH
(103, MATH-500 idx 130-188 and 23-66); GSM8K 0.

Truths: correct 39, wrong 52, no_answer 12; debatable 8 (dr:131, 143, 153, 155, 165; dr2:36, 51,
60). By file: dr 24 / 27 / 8, dr2 15 / 25 / 4. Forms: tag 63, boxed 19, prose_sentence 9,
truncated 6, answer_colon 5, none 1.

Label conventions (rounds 37-226's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states (dr:133, 144, 146 '$$\frac{3}{\sqrt{27}}=\frac{\sqrt{3}}{3}$$', 158, 171
'It’s a lot of pie, but only $\frac{13}{15}$ of it)))', 182; dr2:37 '360/5 = 72 degrees.', 53,
59, 61), units and words left out (dr:169 '12 square units'); a tag never closed counts (dr:151,
dr2:50, dr2:63, dr2:66); an equation chain or a bound in the tag ending on another quantity is
wrong (dr:183's a + b + c from a wrong form, dr:184 '> 3'), as is a restated given (dr:143,
debatable); with no answer tag the completion is labelled by its last box or last stated result
(dr:135, 162, 173, 177, 185; dr2:23, 25, 26, 55); a placeholder or empty tag is no_answer
(dr:131 '(answer)', debatable; dr:138 '<answer> <br>'; dr:160), as is a tag holding only an
unsolved equation (dr2:49) or a plan and scraps (dr:134); a right final answer over wrong working
is correct (dr:139, 173, 177, 180; dr2:39); another quantity is wrong (dr:157 the real root, not
the sum of the roots); text invented after the answer (new problems with answers or boxes of their
own, fake turns) does not change the answer given to the question posed (dr:140, 156, 159; dr2:50,
57, 65); a fake 'Assistant:' turn that gives the answer after the think block counts as the
answer (dr:185; dr2:28, 38), and an answer explicitly taken back and replaced leaves the
replacement (dr2:44 'Answer: $1.75$ miles' then '\boxed{1.25}'); a struck-out value
('[STRIKE]' ... '[/STRIKE]', dr:163) and a value the model calls a misunderstanding are no answer;
a response cut at the token cap before any final answer is no_answer (dr:145, 163, 188; dr2:64),
as are conditional case results and a triple opened but cut (dr2:36, dr2:60, both debatable);
a hedged value counts, debatable (dr:153 '53/9?' wrong; dr:165 '4/9?>' correct); two results
stated one after the other count by the last (dr2:51's synthetic division, debatable). The eight
debatable labels say in their notes how a careful reader could label them otherwise; six are
wrong-or-no_answer calls (dr:131, 143, 153; dr2:36, 51, 60), two touch correct (dr:155 and 165,
labelled correct).

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 240000 (re-read; round 226's), 256000,
272000, 288000, 304000, 320000, 336000, 352000; cs336_alignment/results/results_20260421_153518.json
at c392482 offsets 32000 (re-read; round 226's), 48000, 64000, 80000, 96000, 112000; the listing of
cs336_alignment/results/ (find_files: these two files only).

Leads for a later round: results.json from 368000 (idx 189, the hot-air balloon,
opens in 352000, cut inside its prompt: re-read 352000 and join; idx 189-499 remain, about 37 more
pages); results_20260421_153518.json from 128000 (idx 67, the square's area decrease, opens in
112000, cut inside its generated_text: re-read 112000 and join; idx 67-499 remain, about 53 more
pages). The two runs answer the same MATH-500 problems with other completions (no repeat across
them so far), but short completions could coincide: check repeats against both files and rounds
223, 226 and this one. Round 223's other leads (desirepathh sft_gpt-oss-120b.jsonl other pages,
the course's data/MATH/sft.jsonl in several repositories, zifanwangsteven's analysis files,
Tianshi-Xu) were not taken here.

Usage: python build_public_heldout237.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout237.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout237.jsonl"
SOURCE = "public_heldout237"

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
        "is a per_sample entry's `generated_text`; pages 240000-352000 joined (idx 130-188; "
        "rounds 223 and 226 took idx 0-129)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 32000-112000 joined (idx 23-66; round 226 took idx 0-22)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:130|wrong|boxed|opens on page 240000 (re-read this round), its completion crossing into 256000; '16</think>', an invented 'Next Question.' and a fake 'Assistant: Answer: 16', then working ending 'Thus, the final answer is:' '\boxed{16}' (gold 13: 11213141 is odd and 5 mod 9, so 5 mod 18, and -5 is 13 mod 18)
dr:131|no_answer|tag|debatable: 'we cannot find the exact value of $f(3)$.', '</think>', then '(answer)' and '</answer>': the prompt's placeholder word, no value; wrong arguable, reading a claim that the value cannot be found (gold 8: f(3) - f(-3) = 6, the even terms cancel)
dr:132|wrong|boxed|'Therefore the answer is $\boxed{0}$.' (gold 4: the common factors 1, 2, 7, 14)
dr:133|correct|tag|'-<answer>Answer: -->' then working, 'Therefore, the measure of the largest angle is \( 120 \) degrees.' and '</answer>'
dr:134|no_answer|tag|'<answer> F_1<or_equal_F_2, which costs you 1 + 2 credits.' (a tag never closed), then a plan, an OEIS link and scraps ending 'which produces an $n - x.$': no value of h + k + a + b (gold 16)
dr:135|correct|boxed|no tags: ' <block>', working and code printing 9, 'The number of trailing zeroes in \(42!\) is \(\boxed{9}\).'
dr:136|wrong|boxed|code whose invented output is 4950, then 'The sum of all possible values of \( n \) is \( \boxed{200} \).' (gold 64: (sum a)(sum a^3) = 96 * 216 = 144^2 = (sum a^2)^2 forces every a_i = 3/2, so n = 64)
dr:137|wrong|tag|'</think> <answer> $23_5$ </answer>' (gold 204_5: 413_5 = 108, 108/2 = 54 = 204_5)
dr:138|no_answer|tag|crosses the edge of pages 256000 and 272000 inside its completion; '2^5 = 32 possible outcomes of the process', then '<answer> <br>' and nothing more: no value (gold 1/3)
dr:139|correct|tag|'$\square$ <answer>1</answer>' (the working's '$1 \le x^2 + y^2 \le 1$' is wrong; the answer is right)
dr:140|correct|answer_colon|'the greatest possible value is $13$.</think>' then 'Answer:<br>$13$.', then an invented 'User:' turn, scraps in Chinese and another invented 'User:' line: the answer given to the question posed is 13
dr:141|wrong|boxed|code on assumed bags of 10, 15 and 21 printing 1, 'The greatest number of pencils Zach could have left over is \(\boxed{1}\).' (gold 2: a remainder on division by 3 is at most 2)
dr:142|wrong|tag|'$X=\boxed{452}$' in the think block, '$45+252=297$', 'multiply $297$ by $11$', then '<answer> You can say there  are 4 arrangements for this,' and invented prose to '</answer>': the tag's value is 4 (gold 28800: fix the Independent; the two party blocks in 2 orders, 5! 5! within, 2 * 120 * 120)
dr:143|wrong|tag|debatable: '<answer> OH = <span class=' and the vector '\\begin{pmatrix} 1 \\ 2 \\ 3 \end{pmatrix}</span></answer>': the given vector OA restated, not the area asked (gold 3\sqrt{5}: |OA x OB|/2 = |(8,-10,4)|/2 = \sqrt{180}/2); no_answer arguable, the tag holding only given data
dr:144|correct|tag|'<answer>Therefore, the curve passes through the point $(15, -29)$ at $t = 2.$</answer>'
dr:145|no_answer|truncated|crosses the edge of pages 272000 and 288000 inside its completion; working to '2 \cos(85\theta)', then Python code cut at the token cap at 'cos_85theta =': no value (gold -2)
dr:146|correct|tag|'<answer>' '$$\frac{3}{\sqrt{27}}=\frac{\sqrt{3}}{3}$$' '</answer>': the equation ends on the gold
dr:147|wrong|boxed|'so the minimum is $\boxed{2}.$</think> The minimum value is $\boxed{2}.$</answer>' (gold 16: AM-GM on x^4, 2y^2, 2y^2, 4z^4 gives at least 4 (16 (xyz)^4)^(1/4) = 16)
dr:148|correct|boxed|'</think>' then 'Answer: \(\boxed{x=11}\)'
dr:149|correct|tag|'The smallest such number less than 75 is <answer> 49 </answer>'
dr:150|wrong|tag|'<answer> Therefore, $f(2015,2)$ is equivalent to $f(0,2 \cdot 2015) = \boxed{4}$. </answer>' (gold 1: f(i, j) = 1 for every i of 5 or more)
dr:151|wrong|tag|a bare '2562532893</think>', then '<answer>The answer is $\boxed{256}$.' (a tag closed only by a second '</think>'), working ending '= \fbox{256}.' (gold 144: the triangle with sides 3, 4, 5 has area 6, and the determinant is twice the area, 12^2)
dr:152|wrong|tag|'<answer>Answer=36</answer>' (gold 8: [ENG] = [ABC]/18, EN being AC/6 and G a third of the way up from AC)
dr:153|wrong|prose_sentence|debatable: crosses the edge of pages 288000 and 304000 inside its completion; garbled counting ('the grid has 5 rows and 3 columns'), 'Therefore, P = 327 / 567 = 53/9?', scraps, then a fake 'Assistant:' restart cut at the token cap: the last value stated is 53/9, with a question mark (gold 2/21: 8 lines of three among C(9,3) = 84 sets); no_answer arguable, the value hedged and the working restarted
dr:154|wrong|boxed|code from (1, 1) to (12, 7) printing 7.6157..., 'the shortest path the gecko can take to reach the fly is \(\boxed{\sqrt{58}}\).' (gold 2\sqrt{113}; from (1, 1) to (12, 7) is \sqrt{157}, and the printed 7.6157... = \sqrt{58} is invented)
dr:155|correct|boxed|debatable: '<answer>' never closed, HTML scraps, 'Find the fraction asked for on the original question, $\frac{48}{16}$.', then a fake 'Assistant:' turn: 'The final answer is \(\boxed{\frac{1}{4}}\).' and code cut at the token cap: the last final answer is the gold 1/4; wrong arguable, reading the tag's '$\frac{48}{16}$' as its answer
dr:156|wrong|tag|'<answer>Therefore, the maximum of $\angle APB$ is $\boxed{71.6^\circ}$.[/answer]', then invented problems with boxes of their own ('$\boxed{2}$') and one cut at the token cap: the answer given to the question posed is 71.6 degrees (gold 30: tan APB = 2t/(1 + 3t^2) is at most 1/\sqrt{3})
dr:157|wrong|boxed|'Therefore, we have:' '\[ c = -0.07538355. \]' and 'The final answer is:' '\[ \boxed{-0.07538355}. \]': the one real root, not the sum (gold 6/5: 5x^3 - 6x^2 + 24x + 1 = 0, the roots sum to 6/5)
dr:158|correct|tag|'<answer> Using the formula for the sum of an arithmetic series,' ... 'Therefore, the sum of all of the multiples of 7 between 100 and 200 is 2107.' '</answer>'
dr:159|correct|prose_sentence|crosses the edge of pages 304000 and 320000 inside its prompt; no tags: 'Hence, $b+c = 1.3 + 1.91 = 3.21$.', then a fake 'Assistant: # User:' with an invented house-number problem ending 'there is no solution to the problem as stated.': the answer given to the question posed is 3.21
dr:160|no_answer|tag|' Let ' then '</think>' and ' answer is enclosed within <answer> </answer>': an empty tag, no value (gold 18)
dr:161|correct|tag|'& =6  .\end{align}$$</think> <answer>6</answer>'
dr:162|wrong|prose_sentence|no tags: 'There are 50/3 = 16.67 numbers in the set that are divisible by 6.', 'the probability of randomly picking an even number but not divisible by 6 is 33.33/100 = 0.33', then an explanation with no other value (gold 17/50: 50 even numbers less 16 multiples of 6 is 34, 34/100)
dr:163|no_answer|truncated|'which is' '[STRIKE]' '$0.25$' '[/STRIKE]' (struck out), a fake 'Assistant:' turn whose code prints 'The maximum value is 0', 'It seems there was a misunderstanding in the reasoning process.', a restart cut at the token cap: no final answer (gold -35/9)
dr:164|wrong|boxed|'-\tan 80^\circ + 4 \cos 10^\circ', code whose output is 3.5787..., 'is:' '\boxed{3.58}' (gold -\sqrt{3}: -tan 80 + 4 cos 10 is about -5.671 + 3.939 = -1.732)
dr:165|correct|tag|debatable: '<answer>24 – 2x = 18 but 10 have been removed and taken off so 8 are remaining, so we put 8x=? and hence 8/18 simplified gives 4/9?>', then 'The 4/9 book on this page is what I mean, but the algorithm behind it is not clear.' and a stray '<answer>': the value given is the gold 4/9; wrong arguable, the question mark making it a hedge
dr:166|wrong|tag|'So, BAC = 72-36 = 36 degrees' then 'answer is <answer> 36 degrees </answer>' (gold 270/7: the heptagon's angle BAD = 900/7 less the square's 90)
dr:167|wrong|tag|'$B = 3.1416$ square units' (the base area is given as 30), '<answer>6.146 cubic units</answer>' (gold 65: (1/3) 30 * 6.5)
dr:168|wrong|tag|crosses the edge of pages 320000 and 336000 inside its prompt; 'This is why there are two 1 x 1 squares and two 2 x 2 squares.\end{think}' then '<answer>7</answer>' (gold 19)
dr:169|correct|tag|'1/2 * 6 * 4 = 12 square units.' then '<answer> 12 square units </answer>' (the triangle called equilateral; the value is right)
dr:170|wrong|tag|'It is obvious that $x^4-16x^2+196=0$', '<end think>', '<answer> $14$' '</answer>' (gold 1736)
dr:171|correct|tag|'<answer> It’s a lot of pie, but only $\frac{13}{15}$ of it)))' '</answer>'
dr:172|correct|tag|'$a_6 = a_1 + 5d = 25 + 5(75) = 350$</think> <answer> $350$</answer>'
dr:173|correct|prose_sentence|no tags: the ratio taken as 3a/4, cases to '4 - 3a = -8 \Rightarrow 3a = 12 \Rightarrow a = 4', 'Thus, the smallest possible positive integer value of $a$ that makes the sum $S$ of the series a perfect square is $a = 4$.' (wrong working, right answer)
dr:174|correct|tag|'Therefore, there are two y-intercepts.' then 'Algorithm: <answer> 2 </answer>'
dr:175|wrong|tag|'$m = -96$, $n = 130$</think> <answer> $226$ </answer>' (gold 3: m = 16, n = 13)
dr:176|correct|tag|'<answer>', long division, 'is \(\boxed{0.0000672}\).', '</answer>' (gold .0000672)
dr:177|correct|prose_sentence|'</think>' then 'The angle $\angle QPS$ is the smallest angle in triangle $PQS$, which is $30^\circ$.', no answer tag (the working's 30-60-90 reading of PQR is wrong; the value is right)
dr:178|correct|tag|crosses the edge of pages 336000 and 352000 inside its prompt; '</think> <answer> Answer: 60 </answer>'
dr:179|wrong|tag|'Dividing by $4$ yields $\boxed{3y+z+7x+55=0}$. The answer, $7$,' then '<answer> $3y+z+7x+55=0$ </answer>' (gold 5x - 7y + 11z + 4 = 0; (0,-1,-1) does not lie on 7x + 3y + z + 55 = 0)
dr:180|correct|tag|'The only two-digit numbers that meet these criteria are 25, 50, and 100.' then '<answer> 3 </answer>' (a wrong list, 100 for 10; the count is right)
dr:181|wrong|tag|'Assistant: <answer太快' then 'The final simplified answer with a rational denominator is 1/[3^(1/3)].' and '</answer>' (gold \sqrt{3}/3: (1/729)^(1/12) = 3^(-1/2))
dr:182|correct|tag|'<answer> So, the total number of students at Baker Middle School is 834 * (3/2). The answer is 1251 students.</answer>'
dr:183|wrong|tag|'<answer> $$\frac{3 \sqrt{2}+2 \sqrt{3}}{6}$$' then 'So $a + b +c = 3 + 2 + 6 = 11$</answer>' (gold 23: the sum is (9\sqrt{2} + 8\sqrt{3})/6)
dr:184|wrong|tag|'<answer>$\displaystyle\frac{c}{a} + \frac{a}{b + c} + \frac{b}{c} > 3$</answer>': a bound, not the set, and a wrong one (gold (2,\infty))
dr:185|correct|boxed|'So, the value of \( k \) is \( 1 \).' then a fake 'Assistant:' line with '\boxed{1}', no tags
dr:186|wrong|tag|'$4, 8, 12, 16, 24$. (<answer>5</answer>' (gold 7: n > 1 dividing 24, 2, 3, 4, 6, 8, 12, 24)
dr:187|no_answer|none|the two equations 'x + y = 11' and '0.10x + 0.05y = 0.75' set up and never solved, Japanese scraps, '\end{document}' and template text: no value (gold 7)
dr:188|no_answer|truncated|'-x^3 + 5x^2 + 8x - 12 = 0', 'So, \( x = 1 \) is a root.', a synthetic division, then cut at the token cap at '-x^3 + 5x^2 + 8x - ': no final answer (gold 6)
dr2:23|correct|boxed|opens on page 32000 (re-read this round), cut there at its generated_text key; its completion lies on page 48000; no tags: 'The only solution to the equation is $x = 5$.', code printing '[5]', 'Therefore, the final answer is:' '\boxed{5}' (gold x=5)
dr2:24|wrong|prose_sentence|'</think>', a fake 'Assistant:' turn with code scraps and Chinese and Russian words, then 'r = (\frac{66200}{60000})^{1/3} - 1 = 0.0333', 'Therefore, the minimum compound interest rate that the savings account must provide is 3.33%.' (gold 10: 20000((1+r)^2 + (1+r) + 1) = 66200 at r = 10%)
dr2:25|wrong|boxed|'It appears that $f(x) = x^2 + 1$' (f(0) = -1 found just before), 'Therefore, the final answer is:' '\[\boxed{\text{No integers}}\]' (gold 1,-2: f(x) = (x^2 + 3x - 2)/2, and f(n) = n gives n^2 + n - 2 = 0)
dr2:26|wrong|prose_sentence|no tags: 'Therefore, the number of arrangements with no two of those three sitting together is $720 - (720 - 12) = 12$.', then a paragraph on inclusion-exclusion with no value (gold 144)
dr2:27|correct|answer_colon|' Setting up and solving a system of equations to find the profit. </think>' then 'Answer: Step 1:' ... 'The math club's profit from the bake sale is $\$78$.'
dr2:28|wrong|tag|crosses the edge of pages 48000 and 64000 inside its completion; invented 'User:' / 'Human:' turns, '=\frac{14}{\sqrt{53}}-\frac{14}{\sqrt{53}}=0.$$', then 'Assistant: <answer>$\boxed{0}$</answer>' (gold -2 + 7i: i(7 + 2i))
dr2:29|wrong|tag|'{5\choose 4}', '<answer> Clearly, after the initial choice is completed, the answer will follow rather automatically. The number of different battalions that can be sent is therefore 5.' ... '</answer>' (gold 225: C(5,4) C(10,8) = 5 * 45)
dr2:30|wrong|tag|'<prd>6_8 \cdot 7_8 = 42_8$</prd> <answer>so the product in base 8 is $42_8$.</answer>' (gold 52_8: 6 * 7 = 42 = 5*8 + 2)
dr2:31|correct|tag|'</think> <answer> $11\sqrt{2}$ </answer>'
dr2:32|wrong|tag|'5035 - 7 = 5028</think>  <answer>5028</answer>' (gold 720: the trio as one block, 5! circular arrangements of 6 units times 3!)
dr2:33|wrong|tag|'<answer>' with the ratio taken as 5/3, ending 'which simplifies to $\frac{781250}{2916}$.' and '<end thinking></answer>' (gold 243/625: the ratio is 3/5, (125/9)(3/5)^7)
dr2:34|wrong|tag|'How many ways can we do this?</think> <answer>5</answer>' (gold -125: the k = 3 term, C(5,3) 10^2 (-1/2)^3)
dr2:35|wrong|answer_colon|'$200 \equiv 2 \pmod{7}$', '<brslaught>Answer:<br/>Therefore, the remainder is 2.' and '</answer>' (gold 3: n = 2 gives 4 * 6 * 8 = 192 = 27*7 + 3; its own sum is 192, and 200 would be 4 mod 7)
dr2:36|no_answer|truncated|debatable: a general problem '(x-a)^3 +(x+a)^3=z^3' worked in cases, 'then $\ x=3 \ $ or $\ x=0 \ $ are the only real roots' as one case of a conditional conclusion, then 'Finally we solve for these systems:' cut at the token cap: no final answer; wrong arguable, taking x = 3 or 0 (gold 3, 5, 7)
dr2:37|correct|tag|'The answer is <answer>360/5 = 72 degrees. </answer>'
dr2:38|correct|boxed|crosses the edge of pages 64000 and 80000 inside its completion; the think block '$40 \div .02 = 2000$' then 'I'm sorry, I did my math wrong!', then a fake 'Assistant:' turn: 'the person's daily caloric requirement is:' '\[ \boxed{2000} \]' and 'The correct Answer is:' '\[ \boxed{2000} \]'
dr2:39|correct|tag|'6432 is 2^5 * 3^4' (wrong), 'the greatest common factor between 6432 and 132 is 12', '<answer> If the greatest common factor of 6432 and 132 is increased by 11, the result is 12 + 11 = 23. </answer>'
dr2:40|wrong|boxed|'and $x=15.1$. $\boxed{15.1}$' then 'answer</answer>' (gold 12: 6 * 16 / 8)
dr2:41|wrong|tag|'$x + y = 19$.</think>' then 'Since <Answer> <answer> <text> 19 </text> </answer>' (gold 17: the fourth vertex with x > 7 is (8, 9))
dr2:42|wrong|answer_colon|no tags: 'Therefore, $a = -1$ and $b = 5. Answer:$ <div>7</div>' (gold 4: a + b = -1 + 5)
dr2:43|wrong|tag|'The above upper bound is achieved when $x = y = 10.$', '</think> <answer> $2\sqrt{10}$ </answer>' (gold 70 \sqrt{2})
dr2:44|correct|boxed|'Answer: $1.75$ miles @ Rapleo999 Your response seems to be a copy-paste from another source, and the answer you are asked to provide is incorrect.', working, code printing 1.25, 'The correct distance that Bill is from his starting point, in a direct line, is $\boxed{1.25}$ miles.': the 1.75 taken back, the last final answer is the gold
dr2:45|wrong|tag|'<answer> Alright, so we may redefine' ... 'we get $1/2(sinA/cosA) = tanA = 1$. </answer>' (gold 2: tan A = sin A / cos A = 2)
dr2:46|correct|tag|'<answer> $6$ </answer>'
dr2:47|correct|tag|'<answer>Answer: $a+b+c = -2 + 7 + 0 = 5$.</answer>'
dr2:48|wrong|tag|'8 = (4^(3/2))^2 = 4^3. Therefore, the answer is x = 3. </think> <answer> 3 </answer>' (gold 3/2: 8 = 2^3 = 4^(3/2))
dr2:49|no_answer|tag|'</think> <answer>=> 3x-9 = 2x+74, </answer>': an equation, unsolved, no value of x (gold 83)
dr2:50|wrong|tag|crosses the edge of pages 80000 and 96000 inside its prompt; '<answer>The smallest number of coins you could have had before finding the bag of 53 coins is 159.' (a tag never closed), then an invented 'User:' coin problem with its own '<answer>You have 119 coins' and an invented vector problem: the answer given to the question posed is 159 (gold 203: 7x + 53 a multiple of 8 above 200, x = 29)
dr2:51|wrong|prose_sentence|debatable: no '</think>': long division 'x^5 - x^4 + x^3 - x^2 + x - 1 + \frac{-2}{x + 1}' (the gold quotient with its remainder), then 'Then, we can use synthetic division to get:' '\[x^5 - x^4 + x^3 - x^2 + x - 2\]' and an empty '<answer>' at the end: the last stated result is another polynomial (gold x^5 - x^4 + x^3 - x^2 + x - 1); no_answer arguable, the tag opened last being empty
dr2:52|wrong|tag|'<answer>' '=\frac{\sqrt{28.8}}{1}=5.366563146' '</answer>' (gold 12: \sqrt{5.76} = 2.4, 2.4/0.2)
dr2:53|correct|tag|'<answer>The answer is $-\frac{\pi }{6}$ arcsine of negative one half is negative pi over six,' ... '</answer>'
dr2:54|correct|tag|'<answer> 0.15 </answer>'
dr2:55|correct|boxed|no tags: 'So the degree of $f(x)$ is indeed 3.', 'The final answer is $\boxed{3}$.'
dr2:56|wrong|tag|'The series of odd numbers from 1 to 65 will give us a sum of 121. </think> <answer> $N=65$ </answer>' (gold 11: N^2 = 121)
dr2:57|wrong|prose_sentence|'Therefore, the magnitude of \((1-i)^8\) is \(\sqrt{16} = 4\).', then an invented 'User:' identity question with '\boxed{\text{The answer is not provided in the given context.}}' and an invented series with '\boxed{0}': the answer given to the question posed is 4 (gold 16: (\sqrt{2})^8)
dr2:58|wrong|tag|'is equal to $99$ multiplied by $100$.' then '<answer>9900</answer>' (gold 9901: 99 * 100 + 1)
dr2:59|correct|tag|'<answer> 5 students participate in both MATHCOUNTS and science club. </answer>'
dr2:60|no_answer|truncated|debatable: crosses the edge of pages 96000 and 112000 inside its completion; code for x^9 only, an invented 'NameError' output, 'The expanded remainder expression is:' '\[ P(x) = 108 \]', then 'Thus:' 'p = \boxed{0}, \quad q' cut at the token cap: the triple never given; wrong arguable, its first entry p = 0 being already wrong (gold (6,31,-1))
dr2:61|correct|tag|'</think> <answer> Therefore, the value of $a$ is $-256$. </answer>'
dr2:62|wrong|boxed|code on random vectors printing 2.236..., 'is:' '\boxed{2.23606797749979}' (gold 4: the largest singular value, A^T A having eigenvalues 16 and 1)
dr2:63|wrong|tag|' <answer> 86 answer <end think> </help>': a tag never closed holding 86 (gold 10)
dr2:64|no_answer|truncated|code with an invented output, a rewriting in powers of sin x, then cut at the token cap inside a fraction: no value of d (gold 35/64)
dr2:65|correct|answer_colon|'It's 1<end think>', invented 'User: Why?' and 'Assistant:' turns, 'Text answer: $1^{(2^{235423523})}$ =1.', then another invented 'User:' question and 'Assistant: <start think> You wrote it as 16' where it stops: every value given to the question posed is 1
dr2:66|wrong|tag|'<answer> \begin{align*}' (a tag never closed, x(1+x) read as x+1), '&=-2x^2+6x-6', '####', 'The answer is \begin{align*}' ending '&=-2x^2+4x-6 \\' and '&=-2x^2+6x-6' (gold x^3+3x-6)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout237.jsonl: a 237th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
