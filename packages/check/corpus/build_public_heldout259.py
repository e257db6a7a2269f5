__doc__ = r"""Build public_heldout259.jsonl: a 259th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 255's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 719990,
  735990, 751990, 767990, 783990, 799990, 815990 and 831990 (8 pages, the grid at 16000k - 10 as
  rounds 239-255 left it) joined: ids 352-407, 56 kept, none dropped. Page 719990 is round 255's
  last page, read again first with read_file; round 255's paste of it was still on disk and was
  taken over (this read's display compared with it by eye over id 352's opening, the only part of
  the page taken; it decodes to 16,000 characters). id 352 (the isosceles triangle ABC with
  altitude AM = 11) opens on page 719990, is cut there inside its response and is whole once
  735990 is joined; id 408 (the reflection taking (5, 0) to (4, 3)) is cut at the end of page
  831990 inside its response and is not taken. Records crossing a page edge: inside the response
  ids 352, 367, 376, 392 and 399; inside the prompt id 359; between the `truth` and `response`
  keys id 385. The
  record number is the id. Gold: the element's `truth`, checked by work/extract.py and by the
  build equal to MATH-500's answer of the same index (every prompt is the R1-Zero head +
  MATH-500's problem of that index word for word).

Method (rounds 88-255's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight come
out at 16,000 characters at the first decode; no slip had to be mended. Two pages end inside an
escape ('18.\' on 815990 and '\[\n\' on 831990: the display's last '\\' is the file's lone
backslash, whose 'n' opens the next page); joined, the file text runs on unbroken. No loop marker
was needed (id 399's loop of 'Subtract 18 from 20.' lines is short and was pasted whole); no
invisible code point or no-break space was met (every prompt and gold of ids 352-407 was checked
against MATH-500 by work/extract.py, a check of the prompt and gold parts of the pastes). The
file's raw non-ASCII text was pasted as shown: Han characters in ids 357 ('窅', '一樣只有',
'_LOCAL安排', '东路'), '≤' (357), '·', '²', '³', '–' (374), 'π' (382); the '\t' escapes of id 379
and the '\r\n' escapes of the code in ids 359 and 376 were pasted as shown. work/extract.py cut the
records out by script (raw_pp.jsonl: `r` the completion's JSON string body as the file holds it,
`enc` = json, decoded once by the build), parsed every element that opens and ends on the joined
pages with json and checked that the cut body decodes to the parsed field, checked every prompt's
head (the R1-Zero prompt) and problem and every gold against MATH-500, refused completions holding
a control character other than newline, carriage return and tab (none did), and checked the id run
(352-407). Each paste was read over against its display before decoding; the completions' final
answers and the golds were read over against the displayed pages while labelling, and the
quotations in the notes were checked by script to occur in their completions. Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 296 files, 35,532 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-257 among them, rounds 228, 233, 239, 241, 243, 247,
251 and 255's PaoPaoYue ids 0-351 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B
MATH-500 replies included) and with the others of this round: no repeat; nothing dropped.

Repository counts (56 records): PaoPaoYue/assignment5-alignment 56 (100 %). Licence: no LICENSE
file in the index (as rounds 233-255 found); `licence` per record.

Split: think_answer 56 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '<answer>' tags never closed, an '<answer>' with no '</think>' before it, 'answer>',
'answer:', 'answer' and '(answer)' openers, '[answer] 3 </answer>', '[/think]', '<end think>' and
'</end think.' closers, '<guard>' lines, an empty tag announced in prose, a tag holding the
distance where a + b is asked after a box holding a + b, a box holding a sum where a quadruple is
asked, invented 'Assistant:' turns that work the question posed again (ids 353, 365, 385),
invented 'User:' / 'Human:' turns on other problems (357, 371, 387), forum-style questions, Python
and sympy code with and without output, code cut at the token cap after a box (359), garbled lines
in Han script), long_cot 0. MATH 56 (MATH-500 ids 352-407), GSM8K 0.

Truths: correct 23, wrong 27, no_answer 6; debatable 9 (pp:353, pp:357, pp:358, pp:362, pp:371,
pp:377, pp:390, pp:393, pp:395). Forms: boxed 19, tag 19, answer_colon 9, truncated 3, none 2,
prose_sentence 2, answer_is 2 (the LABELS table is the record).

Label conventions (rounds 37-255's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or an equation in the tag read
for the value it states (pp:370, pp:374, pp:384, pp:397, pp:403, pp:404); an answer tag never
closed counts (pp:364, pp:369); a malformed opener counts ('answer>' pp:372; '(answer)' pp:379,
pp:383; '[answer]' pp:401; 'answer' pp:402, pp:405); with no answer tag the completion is labelled
by its last box or last stated result (pp:355, pp:356, pp:358, pp:360, pp:361, pp:373, pp:376,
pp:380, pp:382, pp:389, pp:391, pp:398, pp:399, pp:400); equal in value but written differently is
correct (pp:393 '\frac{150}{200}' for 3/4, debatable: lowest terms were asked); a right final
answer over wrong working is correct (pp:381, pp:385, pp:388, pp:399); an invented turn that works
the question posed again and answers it gives the answer (pp:353, as round 255's pp:330; pp:365);
text invented after the answer (new problems, forum questions, code) does not change the answer
given to the question posed (pp:359, pp:366, pp:375, pp:387, pp:389); a union or a second value
beside the right one is wrong (pp:356 adds an interval; pp:375 'answer: $1$ and $5$'); another
quantity in the final place is wrong (pp:364 the sum 11 for the quadruple; pp:390 the distance in
the tag where a + b is asked); a response cut at the token cap before any final answer is
no_answer (pp:352, pp:392, pp:394), as is one that commits no value (pp:357, pp:371, pp:377's
empty tag). Debatable: pp:353 ('your answer is $720$' before an invented 'Assistant:' turn ending
'\boxed{480}': correct, wrong arguable); pp:357 (an invented turn after an invented question gives
'14 possibilities for x': no_answer, wrong arguable); pp:358 ('Thus a circle.' then a garbage
'answer' line: wrong, no_answer arguable); pp:362 (1/4 reached in the working, no marker, then an
invented question about the 1/2s: correct, no_answer arguable); pp:371 ('at least ... 2', '3', '2
is not sufficent': no_answer, wrong arguable); pp:377 (an empty tag after '\bmod 2=2': no_answer,
wrong arguable); pp:390 ('\boxed{12}' = a + b, then the tag '\frac{\sqrt{10}}{2}': wrong, correct
arguable); pp:393 ('\frac{150}{200}' not in lowest terms: correct, wrong arguable); pp:395 (the
box '2^{\frac43}*\sqrt[3]{a^{2}}' before and after a repeated block holding 'Answer: $4$': wrong,
correct arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 719990 (re-read; round 255's last page),
735990, 751990, 767990, 783990, 799990, 815990, 831990.

Leads for a later round: PaoPaoYue math_eval_results.json from 847990 (id 408, the reflection
taking (5, 0) to (4, 3), opens on page 831990 and is cut there inside its response: re-read 831990
and join; the grid runs at 16000k - 10; 500 elements, ids 408-499 left, about 12 more pages to the
file's end at 1,042,734; compare repeats against rounds 223, 226, 228, 233, 238, 239, 241, 243,
247, 251, 255 and 259's replies to the same MATH-500 problems). Watch pages that end inside an
escape (this round's 815990 and 831990 end on a lone backslash whose 'n' opens the next page) and
page ends inside the R1-Zero boilerplate ('The U' occurs twice in its first sentence; round 255's
687990). Round 251's other leads were not taken here: imraviagrawal/assignment5-alignment
outputs/gsm8k/test.jsonl at c7b54f0 (pages 32000-400000, 448000-1024000, 1088000-1232000,
1280000-1856000, 1904000-2448000, 2496000 (partial), less what rounds 252 and later took; watch for
GSM8K's no-break spaces, which the display shows as plain spaces), and round 228's (Jerryson520's
other steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings,
AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li). This source is MATH only and all
think_answer: a round that needs long chain-of-thought or GSM8K records must look elsewhere.

Usage: python build_public_heldout259.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout259.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout259.jsonl"
SOURCE = "public_heldout259"

PP, PPC = "PaoPaoYue/assignment5-alignment", "2e20bd51ceb7349acdd00ca961abb5b9dbe6f505"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 719990-831990 "
        "joined (ids 352-407; rounds 228, 233, 239, 241, 243, 247, 251 and 255 took ids 0-351)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:352|no_answer|truncated|a sympy working that prints 'sqrt(230) + 22', then 'However, this seems to be incorrect based on the given conditions. We should recheck the steps', a second working cut at the token cap at 'Since \( \angle B' before any value (gold 11\sqrt{5} + 11)
pp:353|correct|boxed|debatable: a garbled opening ending 'your answer is $720$', then an invented 'Assistant: Talk me . ..' turn that works the same question again and ends '\boxed{480}' (the last answer to the question posed; wrong arguable if the invented turn is set aside and 720 read as the answer)
pp:354|wrong|tag|'an average of $\frac{3^7}{27}=9$', '<answer> $9$ </answer>' (gold 81: 3^7/27 = 2187/27 = 81, the mean and so the median)
pp:355|wrong|boxed|a grid search printing '81.00000000000101' at c = 0.0101, then 'the minimum value of the given expression is:' and '\boxed{81}' (gold 100, at a = b = 2c; the grid never reaches it)
pp:356|wrong|answer_colon|'Answer: $(-\sqrt{3},\sqrt{3}) \cup(-\sqrt{7},\sqrt{6})$' (gold (-\sqrt{3}, \sqrt{3}): the union adds a second, larger interval, so the set stated is (-\sqrt{7}, \sqrt{6}))
pp:357|no_answer|none|debatable: 'So, think the amount of divisors of $54$ and subtract $3$' with no count, then an invented 'User:' question about ISBN numbers and an invented 'Assistant:' turn with '14$ possibilities for $x$' and garbled text: no count given as the answer to the question posed (gold 4: x in {2, 3, 6, 9}; wrong arguable on the 14)
pp:358|wrong|prose_sentence|debatable: 'Thus a circle.' then '</think>' and 'answer cose dq opx lucy grounds.' (gold ellipse: (x/2 - 3)^2 + y^2 = 10 has unequal axes; no_answer arguable, the answer line holds no answer)
pp:359|correct|boxed|'the value of \(xy + yz + zx\) is \(\boxed{6}\)', then Python cut at the token cap (no later answer)
pp:360|correct|boxed|'\boxed{\frac{7}{4}}'
pp:361|wrong|answer_colon|'Answer: $4\sqrt{3}-8$' (gold 16\sqrt{3}: the vertices (\pm x, x^2/8) with x^2/8 = \sqrt{3} x give x = 8\sqrt{3}, side 2x)
pp:362|correct|prose_sentence|debatable: '$\frac{1}{2} \times \frac{1}{2} = \frac{1}{4}$. This can be expressed as a fraction, as requested', then after '</think>' an invented 'Why did you have to tag $\frac{1}{2}$?' and an explanation of the chance of 1/2 of each candidate (no marker; no_answer arguable)
pp:363|correct|tag|'Answer: 2' and '<answer> 2 </answer>'
pp:364|wrong|boxed|'$(a,b,c,d)=(-7,0,12,6)$', then an '<answer>' never closed: 'x^{2}-7y^{2}+12x+6y+0=0' and '$a+b+c+d = -7+12+6+0 = \boxed{11}$.' (gold (1,-16,-4,43): the image circle is (x - 8)^2 + (y - 2)^2 = 25; the box holds a sum, another quantity)
pp:365|wrong|boxed|'Hence, there are $\boxed{4}$ possible values for $a$.' inside an invented 'Assistant:' turn, then '</answer>' (gold 8: ab = 210^4, so kl = 210^2 with k, l coprime: 2^4 = 16 splits, half with k < l)
pp:366|correct|boxed|'\[ \boxed{4} \]', then Python with no output
pp:367|correct|tag|'<answer>1</answer>'
pp:368|correct|tag|'the greatest possible perimeter is $8 + 8 + 15 = 31$ units.' and '<answer>31</answer>' (no closing think tag)
pp:369|wrong|tag|an '<answer>' never closed: 'the area of this trapezoid is \(\frac{(5 + 9)3}{2} = 18 \text{ square centimeters}.\)' (gold 21: (5 + 9) \cdot 3 / 2 = 21; the working reads 18)
pp:370|correct|tag|'<answer> The dot product is $-41$. </answer>'
pp:371|no_answer|none|debatable: 'The <answer> is at least |1|+|-1|+|0|=2, but since the parabola is allowed to have 2, it |1|+|1|+|-1|=3, but \n2 is not sufficent.', then invented 'Human:' and 'Assistant:' turns on other problems, cut at the token cap: no value committed (gold 17; wrong arguable on the 3)
pp:372|wrong|answer_colon|'$\angle BAC = \boxed{100^\circ}$' and 'answer> 100^\circ' (gold 90^\circ: D is the midpoint of BC with DA = DB = DC, so A lies on the circle with diameter BC)
pp:373|wrong|answer_is|'The answer is $\frac{5}{5}-\frac{2}{5}i$, or $1-\frac{2}{5}i$.' (gold 1+2i: (-3+4i)(1-2i) = 5 + 10i, over 5)
pp:374|correct|tag|'<answer> The difference is 8 – 4 = 4. </answer>' (no closing think tag)
pp:375|wrong|answer_colon|'1025 \text{ (Answer)}', then 'answer: $1$ and $5$' and a forum-style question (gold 25: \sigma(500) = 7 \cdot 156 = 1092 = 2^2 \cdot 3 \cdot 7 \cdot 13, and 2 + 3 + 7 + 13 = 25)
pp:376|correct|boxed|'\boxed{(8, -2)}'
pp:377|no_answer|tag|debatable: the working ends '4!^{4!^{4!^{4!}}}\bmod 2=2$', then 'the answer is just added to the end as <answer> </answer>': an empty tag, no units digit stated (gold 6: 24^k ends in 6 for even k; wrong arguable on the 2)
pp:378|wrong|tag|'The answer is 4.' and '<answer>4</answer>' (gold 3: 17, 53, 71; 35 is not prime)
pp:379|wrong|answer_colon|'(answer)\t$10^{\mathrm{th}}$' (gold 12: 1.35 \times 8.6 = 11.61, nearest 11.6, the 12th grade)
pp:380|wrong|boxed|'\boxed{(-\infty, -9) \cup (9, 36)}' (gold (0,9) \cup (9,36): |x^2 - 81| is never negative, so the quotient is negative only where x(x - 36) < 0, less x = 9)
pp:381|correct|boxed|'&= \boxed{\frac{1}{2}}' inside the tag (a right answer over a wrong region x + y \le 3)
pp:382|wrong|boxed|'The largest possible area of the rectangular field is \(\boxed{10000}\) square meters.' (gold 20000/\pi: the semicircles have the width as diameter, 2L + \pi W = 400, the maximum at L = 100, W = 200/\pi)
pp:383|correct|answer_colon|'(answer) $[-2,7]$'
pp:384|correct|tag|'The simplified expression is: $$15x - 80.$$'
pp:385|correct|boxed|'the number of more euros than pounds Kathy will have is \(\boxed{22}\)' (the working rounds 91.46 up to 92; the final value is the gold)
pp:386|wrong|tag|'There are infinite number of integers that satisfy $|x-2|\leq5.6$.' (gold 11: the integers -3 to 7)
pp:387|correct|answer_is|'Correct Answer: The answer is $18$. <end think>', then an invented 'User:' turn on an integral with a Correct Answer of its own (text after the answer)
pp:388|correct|boxed|'Therefore $\boxed{\frac{11}{2}}$ is the smallest real number in the domain of $g(x)$</answer>' (a right answer over sign slips)
pp:389|correct|boxed|'So the answer is $\boxed{\frac{\sqrt{21}}{5}}$.', then Python with no output
pp:390|wrong|tag|debatable: 'Therefore, $a+b = 10+2 = \boxed{12}$.' then '<answer> $\frac{\sqrt{10}}{2}$ </answer>': the tag holds the distance, not a + b (gold 12; correct arguable on the box, which holds the asked a + b)
pp:391|wrong|boxed|'Finally, the answer is \(\boxed{5}\).' (gold 0: f^{-1}(0) = 3 and f^{-1}(6) = -3 from the x \le 3 piece; the working takes x = 2 in the x > 3 piece)
pp:392|no_answer|truncated|a sum-of-squares working cut at the token cap at 'and given the distances already,' before any distance (gold \sqrt{66})
pp:393|correct|answer_colon|debatable: 'Answer: $\frac{150}{200}$' (equal in value to the gold 3/4; wrong arguable, the question asks for lowest terms)
pp:394|no_answer|truncated|sympy code that ends in a SyntaxError, then a second code block cut at the token cap at '# Determine the nature of the critical points for a given x' before any value (gold -3/8)
pp:395|wrong|boxed|debatable: 'is $\boxed{2^{\frac43}*\sqrt[3]{a^{2}}}$.', then '####', a repeated block with 'Answer: $4$' and again 'is $\boxed{2^{\frac43}*\sqrt[3]{a^{2}}}$.', then unrelated text cut at the token cap (gold 4 = (16 \cdot 4)^{1/3}; the last answer is an expression in a, 4 \cdot 2^{4/3} at a = 8; correct arguable on the 'Answer: $4$')
pp:396|wrong|tag|'= \boxed{2.5}$. </think>' and '<answer>2.5</answer>' (gold 2: the gray triangle is 1/8 of the square of area 16)
pp:397|correct|tag|the tag ends '$6x + 5 = 6(3) + 5$\n$= 18 + 5$\n$= 23$\n</answer>'
pp:398|correct|answer_colon|'Answer: Navin earns the most.'
pp:399|correct|answer_colon|a loop of 'Subtract 18 from 20.' lines, then '[/think]\nAnswer:\n326.5' (a right answer over nonsense working)
pp:400|wrong|boxed|'r = 7' then 'the radius of the smaller semicircle is \(\boxed{\frac{7}{2}}\).' (gold 14/3: with the semicircles of radii R = 7 and r on the two radii, (7 + r)^2 = 7^2 + (14 - r)^2)
pp:401|wrong|tag|'The maximum value of |1 + z| + |1 - z + z^2| is 3.' and '[answer] 3 </answer>' (gold 13/4)
pp:402|wrong|boxed|'answer\n$$\boxed{3i}$$' (gold 1 - 12i: (7 + 5i)(-i) + (-4 - 5i) = 5 - 7i - 4 - 5i; the working rotates about 0, anticlockwise)
pp:403|wrong|tag|'So the number of identical digits is 2.\n</answer>' (gold 3: 1556_7 and 1165_8 share 1, 5 and 6; the working drops the 6)
pp:404|wrong|tag|'<answer> The number of boxes containing neither pens nor pencils is 5. </answer>' (gold 3: 10 - (5 + 4 - 2))
pp:405|wrong|tag|'5!\n-----------\n2!' then 'answer\n120\n</answer>' (gold 60 = 5!/2!; the stated value is twice it)
pp:406|correct|tag|'<answer>0</answer>'
pp:407|wrong|boxed|'\boxed{\frac23}$\n</answer>' (gold 9: 2/(x + 1) = 1/5 gives x = 9; the working inverts wrongly)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout259.jsonl: a 259th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
