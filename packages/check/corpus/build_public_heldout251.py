__doc__ = r"""Build public_heldout251.jsonl: a 251st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 247's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 527990,
  543990, 559990, 575990, 591990, 607990, 623990, 639990 and 655990 (9 pages, the grid at
  16000k - 10 as rounds 239-247 left it) joined: ids 264-319, 56 kept, none dropped. Page 527990
  is round 247's last page, read again first with read_file; round 247's paste of it was still on
  disk and was taken over (this read's display compared with it by eye over id 264, the only
  record of the page taken; it decodes to 16,000 characters). id 264 (the square CDEG and
  rectangle BEFH) opens on page 527990 and is whole once 543990 is joined; id 320 (the diagram
  'In the diagram below, we have ...') is cut at the end of page 655990 inside its prompt and is
  not taken. Records crossing a page edge: inside the response ids 264, 274, 298 and 303; inside
  the prompt ids 281, 288 and 293; id 310 between its gold and its '"response"' key (page 655990
  opens at that key). The record number is the id. Gold: the element's `truth`, checked by
  work/extract.py and by the build equal to MATH-500's answer of the same index (every prompt is
  the R1-Zero head + MATH-500's problem of that index word for word).

Method (rounds 88-247's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all nine come
out at 16,000 characters; one slip was mended before the first decode passed (the paste of 575990
ended in a made-up tail instead of the page's last words '<think> reasoni': it decoded to 16,113
characters and was cut back to the display's end). No loop marker was needed; no invisible code
point or no-break space was met (every prompt and gold of ids 264-319 was checked against MATH-500
by work/extract.py, a check of the prompt and gold parts of the pastes). The files' raw
non-ASCII text was pasted as shown: '−' (ids 280, 291, 293), 'وة' (272), '搬运' (279), '∑' (280),
'Let’s' / 'let’s' (300, 303, 311), '限量' (302), '√' (304), '关键是不改变唯一的余数是3' (311),
'π' (313); the '\r\n' escapes of id 289's code were pasted as shown. work/extract.py cut the
records out by script (raw_pp.jsonl: `r` the completion's JSON string body as the file holds it,
`enc` = json, decoded once by the build), parsed every element that opens and ends on the joined
pages with json and checked that the cut body decodes to the parsed field, checked every prompt's
head (the R1-Zero prompt) and problem and every gold against MATH-500, refused completions holding
a control character other than newline, carriage return and tab (none did), and checked the id run
(264-319). Each paste was read over against its display before decoding; the completions' final
answers and the golds were read over against the displayed pages while labelling, and the
quotations in the notes were checked by script to occur in their completions (pp:289's '\r\n' is a
description, not a quotation). Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 281 files, 35,149 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-249 among them, rounds 228, 233, 239, 241, 243 and
247's PaoPaoYue ids 0-263 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B MATH-500
replies included) and with the others of this round: no repeat; nothing dropped.

Repository counts (56 records): PaoPaoYue/assignment5-alignment 56 (100 %). Licence: no LICENSE
file in the index (as rounds 233-247 found); `licence` per record.

Split: think_answer 56 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, a lone '</answer>' closer with no opener, '<end think>', '<endthink>', '<end>',
'<even think>' and '<note>' tags, 'answer >' / 'answer>' / '(answer)' / 'Answer' openers, a tag
holding the prompt's placeholder 'final answer here', a tag holding a plan or a restatement and no
value, a tag never closed, '<Tuple>' inside a tag, a box inside a tag, '####' lines, fake
'User:' / 'Assistant:' turns, invented follow-up problems and exercises with boxes of their own,
Python code with invented output, CSS and forum scraps, lines in Arabic and Chinese script),
long_cot 0. MATH 56 (MATH-500 ids 264-319), GSM8K 0.

Truths: correct 11, wrong 34, no_answer 11; debatable 9 (pp:265, pp:267, pp:268, pp:270, pp:285,
pp:291, pp:293, pp:302, pp:313). Forms: tag 17, boxed 14, prose_sentence 9, none 6, answer_colon
5, truncated 5 (the LABELS table is the record).

Label conventions (rounds 37-247's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:273, pp:294, pp:312, pp:314 over a think part ending '(0, 0)'); an unopened or unclosed
tag counts (pp:264 a lone '</answer>'; pp:269 a tag never closed; pp:302 'answer>'); with no answer
tag the completion is labelled by its last box or last stated result (pp:266, pp:274, pp:287,
pp:300, pp:311); a box inside the tag is the tag's value (pp:278); equal in value but written
differently is correct; a right final answer over wrong working is correct (pp:289); a placeholder
or a plan in the tag is no_answer (pp:268, pp:283); text invented after the answer (fake turns, new
problems with their own boxes, forum or CSS scraps) does not change the answer given to the question
posed (pp:276, pp:279, pp:303, pp:319), and a box that answers only an invented problem is not an
answer to the question posed (pp:293); a result stated and then cut at the token cap while it is
being boxed or checked is the answer given (pp:288, pp:295, pp:298); a response cut at the token cap
before any final answer is no_answer (pp:291, pp:292); a reply with no value for the quantity asked
is no_answer (pp:265, pp:267, pp:272, pp:282, pp:306, pp:307). Debatable: pp:265 (the tag's only
number is the common difference 2: no_answer, wrong arguable); pp:267 (an unevaluated
'180^\circ - (180^\circ/2)' for another angle, HON: no_answer, wrong arguable); pp:268 (the tag
holds the prompt's placeholder after the sum 55: no_answer, wrong arguable on the subtotal);
pp:270 ('answer = -$10' then 'He owes Susan $10': wrong, correct arguable on the magnitude);
pp:285 ('The answer is 81+20=101' in the think, a tag with no value: wrong, no_answer arguable);
pp:291 (totals 144, 48 and 50 on the way, cut in an 'alternate note': no_answer, wrong arguable);
pp:293 (no interval, then an invented exercise's '\boxed{4}': no_answer, wrong arguable); pp:302
('the number of digits that repeat is 4. answer>', then a restart cut before a period: wrong,
no_answer arguable); pp:313 ('37.7 inches per second' for 12\pi: wrong, correct arguable, the
rounding of the exact value with no form asked).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 527990 (re-read; round 247's last page),
543990, 559990, 575990, 591990, 607990, 623990, 639990, 655990.

Leads for a later round: PaoPaoYue math_eval_results.json from 671990 (id 320, 'In the diagram
below, we have ...', opens on page 655990 and is cut there inside its prompt: re-read 655990 and
join; the grid runs at 16000k - 10; 500 elements, ids 320-499 left, about 24 more pages; compare
repeats against rounds 223, 226, 228, 233, 238, 239, 241, 243, 247 and 251's replies to the same
MATH-500 problems). Round 247's other leads were not taken here: imraviagrawal/assignment5-alignment
outputs/gsm8k/test.jsonl at c7b54f0 (pages 32000-400000, 448000-1024000, 1088000-1232000,
1280000-1856000, 1904000-2448000, 2496000 (partial); watch for GSM8K's no-break spaces, which the
display shows as plain spaces), and round 228's (Jerryson520's other steps and seeds, sandyhu533's
twenty rollouts.jsonl, the scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy,
C202044zxy, itsuitsuki, bohao-li). This source is MATH only and all think_answer: a round that
needs long chain-of-thought or GSM8K records must look elsewhere.

Usage: python build_public_heldout251.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout251.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout251.jsonl"
SOURCE = "public_heldout251"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 527990-655990 "
        "joined (ids 264-319; rounds 228, 233, 239, 241, 243 and 247 took ids 0-263)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:264|wrong|prose_sentence|'Therefore, $BH = 5 - \sqrt{34}$.\n</answer>' (a closer with no opener; gold 1\frac{4}{5}: BH = 9/5, and 5 - \sqrt{34} is negative)
pp:265|no_answer|tag|debatable: '<answer>\nThe sequence of odd numbers is an arithmetic sequence with a common difference of 2.\n</answer>': no term given (gold 4005 = 1 + 2 \cdot 2002; wrong arguable, the tag's only number is the common difference 2)
pp:266|correct|prose_sentence|'The probability that a number selected at random will be a multiple of $3$ is $\frac{33}{100}$.' (after a stray line '.prepare me for telling Room 108?')
pp:267|no_answer|none|debatable: 'Hence, the measure of angle \( HON \) is equal to \( 180^\circ - \left(\frac{180^\circ}{2}\right) \).\n</think>\n</answer>': an unevaluated expression for another angle, no sum of J and H (gold 180: JOHN has right angles at O and N; wrong arguable on the expression = 90)
pp:268|no_answer|tag|debatable: 'the sum is $S = \frac{10(10 + 1)}{2} = \frac{10 \times 11}{2} = 55$.\nOnly <answer> final answer here </answer>': the tag holds the prompt's placeholder, no remainder (gold 1 = 55 mod 9; wrong arguable on the sum 55, a subtotal)
pp:269|wrong|tag|'\left(\frac{6!}{2!\cdot2!}\right) = 180$', then '<answer> \nThere are 180 distinct arrangements.' (a tag never closed; gold 6 = 4!/(2! 2!))
pp:270|wrong|answer_colon|debatable: 'answer = $-\$10$\nHe owes Susan $\$10$\n</answer>' (Susan's discount left out: '= $\$80$'; gold 10: Susan pays 4 \cdot 15 = 60, Pam 5 \cdot 14 = 70; correct arguable on the last line's $10, but the answer line says Pam pays 10 less)
pp:271|wrong|tag|'So the inverse is actually $153$.</think>\n<answer>153</answer>' (gold 333: 997 = -3 mod 1000 and -3 \cdot 333 = -999)
pp:272|no_answer|none|a '<end think>', invented 'User:' and 'Assistant: <even think>' turns on other sums, ending 'it doesn't work like $$\frac{x^{-1}}{2^tx^{2^{-1}}} = x^{-1}.x^{-2t} = x^{(1+2t)}$$': no fraction and no a+b given (gold 1030 = 1331/9999 = 121/909)
pp:273|wrong|tag|'So, in 1992, 1,000,000 lire would have been equivalent to approximately 833.33 dollars.\n</answer>' (gold 1250 = 10^6/1200 \cdot 1.50; the working drops the $1.50)
pp:274|wrong|boxed|'18 + 6 \times 2\pi = 18 + 12\pi', then 'Thus, the perimeter of \( S \) is \(\boxed{18 + 6\pi}\) units.' (gold 18+2\pi: the nine sides plus one full turn of radius 1 round the corners)
pp:275|wrong|tag|'The answer to the problem is 6.\n\n</think>\n<answer> 6 </answer>' (gold 7: f(5) = 7, g(6) = 7)
pp:276|wrong|boxed|'\[\n\boxed{21}\n\]', then an invented problem (the HCF of 4n, 4n - 4, ...) cut at the token cap (gold 11: k = \sqrt{120 - \sqrt{x}} is a square root, so k = 0, ..., 10)
pp:277|correct|tag|'</think> <answer>\n$\sqrt{53}$\n</answer>'
pp:278|correct|tag|'Therefore, the largest eight-digit base 2 integer in base 10 is \boxed{255}.\n</answer>' (a box inside the tag)
pp:279|wrong|boxed|'$17\pi - 16\pi = \boxed{\pi}.$</think>\nanswer > \(\boxed{\pi}\bzegarithm.', then invented problems with boxes of their own ('\boxed{650}') cut at the token cap (gold 7\pi: X = 16\pi, Y = 20\pi, Z = 13\pi)
pp:280|wrong|answer_colon|'Answer:\n\nThe number of divisors is $\text{11}$.\n</think>\nAssistant Contracting process:\n\n`(11)1 1 11∑.' (gold 8: the integer is 2ab, with 2 \cdot 2 \cdot 2 divisors)
pp:281|wrong|tag|'<answer>630 degrees</answer>' (gold 36^\circ: 180 - 2 \cdot 72)
pp:282|no_answer|none|a piecewise formula, then 'This satisfies the problem because it equals $a(n)=0,\dots,9$, and then 27, then 90, for which $\sum_{i=1}^{11}=66$.': no first term above 125 given (gold 129: ... 9, 27, 27 + 4 = 31, 31 \cdot 4 = 124, 124 + 5 = 129)
pp:283|no_answer|tag|'<answer>\nJust compute the mixed fraction and fraction, multiply them to get a fraction, then exponentiate if you think it's easier.': a plan with no value (the working miscopies 8/37 as 3/8; gold 1 = (37/8 \cdot 8/37)^{55})
pp:284|wrong|prose_sentence|'The answer is: \(\text{Solution set is empty}\).', then Python code with no output (gold 3 \pm 2 \sqrt{2}: \cot^{-1}(1/x) = \tan^{-1} x, so 2x/(1 + x^2) = 1/3)
pp:285|wrong|tag|debatable: 'The answer is $81+20=101$.\n</think>', then an '<answer>' that works on and ends 'The only possibility is that $a = ${integer} and we examine them one by one to find the suitable value of $pq+pr+qr$.\n</answer>' with no value (gold 440; no_answer arguable, the tag holds no value)
pp:286|wrong|boxed|Python summing up to 10 prints '1.6', then 'is \(\boxed{1.6}\).' (gold 17/21)
pp:287|wrong|boxed|'the two gears will both have their marks pointing due north again after \(\boxed{60}\) seconds.' (gold 36: turns every 9/5 s and every 4/3 s, lcm 36)
pp:288|wrong|truncated|Python output '9*sqrt(178)/178', 'The distance between the two parallel lines is:\n\[\n\frac{9\sqrt{178}}{178}\n\]', then 'To provide the final answer boxed:\n\[' cut at the token cap (gold 7; the code's projection mixes the unit and the raw direction vector)
pp:289|correct|boxed|'for positive real numbers \(a, b, c, d\) is \(\boxed{16}\).' (the Titu's-lemma step is unsound; '\r\n' line ends in its code)
pp:290|correct|boxed|'Thus, the value of \(r\) is \(\boxed{4}\).'
pp:291|no_answer|truncated|debatable: '144', 'for a total $48$ of integer points in the interior of the rectangle', '54 - 4 = 50', then 'alternate note for the above reasoning using one more argument' cut at the token cap at '= 28 +' (gold 63 = 9 \cdot 7; wrong arguable on the last total 50)
pp:292|no_answer|truncated|terms x_5 to x_20, then 'We observe that the sequence does not immediately show a simple' cut at the token cap (gold 898)
pp:293|no_answer|none|debatable: 'So $p$ cannot be less than $\frac{8}{3}$.', 'The solution set is the amount\ndotted line with with a component in this case Sal multinomial limit answer\na and c': no interval, then invented exercises on integer roots ending 'the multiplicity of the integer root \( x = 1 \) is \(\boxed{4}\).' (gold (3/5, 8/3]; wrong arguable if the invented problem's box is read as the answer)
pp:294|wrong|tag|'the largest possible value for n is 73.', then '<answer>\nIf the three consecutive numbers are 72, 73, and 74, their sum is 72 + 73 + 74 = 219, which is a three-digit palindrome.\n</answer>' (219 is no palindrome; gold 58: 171 = 56 + 57 + 58)
pp:295|wrong|truncated|'Therefore, \(a + b + p = 4 + 1 + 2 = 7\).', then a check in Python cut at the token cap at 'roots = [1 + 1' (gold 11: (z + i)^4 = 1 + i, a square of area 2^{5/4})
pp:296|wrong|boxed|'\[ \boxed{\text{C}} \]' (gold (B): the smallest base 1 + r/10 needs the largest x)
pp:297|wrong|tag|'<answer>\n<Tuple>89 leaves</answer>' (gold 103: 2n = 3 mod 7 gives n = 5 mod 7; 89 is not above 100)
pp:298|wrong|truncated|'= \begin{pmatrix} -10 \\ -35 \\ 100 \end{pmatrix}.', then 'Therefore, the final answer is:' and a box cut at the token cap at '\boxed{\begin{pmatrix} -10 \\ -35 \\ 100 \end{pm' (gold (-18, -49, 96): the a \times 3c term is 3 (a \times c))
pp:299|wrong|answer_colon|'</think>\nAnswer 16\n</answer>' (gold 63 = 9 \cdot 7)
pp:300|wrong|prose_sentence|'</think>\nThe maximum number of points where at least two of the four distinct circles intersect is 30.\n####\n' and the same sentence again (gold 12 = 2 \cdot C(4,2))
pp:301|wrong|boxed|'The average price of Juan's 70s stamps is \(\boxed{9.0}\) cents.' (the working misreads the table; gold 5.4 cents: 233 cents for 43 stamps)
pp:302|wrong|tag|debatable: 'and the number of digits that repeat is 4. answer>', scraps ('限量', CSS class names), then a restart of the long division cut at the token cap before a period (gold 5: 11111 = 41 \cdot 271; no_answer arguable, the restart is cut)
pp:303|wrong|boxed|'Answer: $[ACD]=\frac{1}{3}[ABCD]$', '$[ACD]=14$', then after an invented request for other approaches 'Thus, the area of \(\triangle ACD\) is \(\boxed{14}\).' (gold 28 = 2/3 of 42: [ACD] = 2 [ABC])
pp:304|wrong|answer_colon|'Assistant: The Answer: the minimum value for \(x = \sqrt{10} - 1\) is \(2 + 2\sqrt{10}\).\n</answer>' (gold 9: (x + 1) + 4/(x + 1) + 5, least at x = 1)
pp:305|correct|boxed|'\[\n\boxed{\frac{9}{19}}\n\]'
pp:306|no_answer|none|'By testing different integer values for $c$, we can find the corresponding values for $a$ and $b$ that satisfy the given conditions. This process may yield multiple solutions, each representing a unique quadratic equation.': no number given (gold 6)
pp:307|no_answer|none|'It's easy to see that $y$ will be at least 0', 'And it's at most 1, because $\sin x$ is at most 1, making $y=\frac{1}{2}\log 1 = \frac{1}{2}\log 1 = 0$.', then '<end think>' turns: no range given (gold (-\infty, 0])
pp:308|wrong|prose_sentence|'Therefore, the surface area of one of these pieces is $\frac{1}{2} \times 2\sqrt{3} = \sqrt{3}$. </answer>' (gold 1+2\sqrt{3}: two trapezoids of 3/4 of a face, two corner triangles of 1/4 of a face and the unit square of the cut)
pp:309|wrong|boxed|'\[ 2 + 6 + 7 = 15 \]', 'the least possible sum of these integers is:\n\[\n\boxed{15}\n\]' (gold 14 = 3 + 4 + 7)
pp:310|correct|boxed|'is $\boxed{49}$.\n</think>\n(answer) $49$', then a closing paragraph restating '$49$'
pp:311|wrong|prose_sentence|'_E Thus, we absolutely have nothing and everything, which yields To our final result as $ n = 8$' (gold 3: the digit sums 1 + 3 + 6 + ... + 36 = 120)
pp:312|correct|tag|'<answer> Therefore, the solution is \(x \in (5, \infty)\). </answer>'
pp:313|wrong|prose_sentence|debatable: '(2/3) * 56.55 ips = 37.7 ips.\n<note>\nGot it, well done! The unicycle's speed is 37.7 inches per second.\n</note>' (gold 12\pi = 37.699...: the exact value asked; correct arguable, 37.7 is 12\pi to one decimal and no form is asked)
pp:314|correct|tag|'Thus the second point is (0, 0).' in the think, then '<answer>', 'Therefore, after being reflected once and then again the answer is $(2,4)$.\n</answer>'
pp:315|wrong|tag|'<answer>a=1579</answer>' (gold 41: 2009 = 41 \cdot 7^2)
pp:316|wrong|prose_sentence|'This corresponds to $AB + B = 1 + 10 = 11$ or $AB + B = 2 + 5 = 7.$\nFinally, we find $11 - 7 = 4.$\n</answer>' (gold 12: (5x - 8)(2x + 3), AB + B = 10 + 2)
pp:317|correct|prose_sentence|'</think>\nAnswer The answer is 0.'
pp:318|wrong|boxed|'\[\n\boxed{\frac{15a + 11}{20}}\n\]' (gold (11+9a)/20: 4(4 + 6a) - 5(1 + 3a) = 11 + 9a; the code's simplify is invented)
pp:319|correct|answer_colon|'</think>\n\nanswer: $-128$', then a summary, '####' and a working ending '$$16 \cdot (-8) = -128$$'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout251.jsonl: a 251st held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
