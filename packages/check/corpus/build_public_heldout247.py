__doc__ = r"""Build public_heldout247.jsonl: a 247th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 243's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 415990,
  431990, 447990, 463990, 479990, 495990, 511990 and 527990 (8 pages, the grid at 16000k - 10 as
  rounds 239-243 left it) joined: ids 213-263, 51 kept, none dropped. Page 415990 is round 243's
  last page, read again first with read_file; round 243's paste of it (mended there) was still on
  disk and was taken over (this read's display compared with it by eye over id 213, the only record
  of the page taken; it decodes to 16,000 characters). id 213 (the Fibonacci series) opens on page
  415990 and is whole once 431990 is joined; id 264 (the square CDEG and rectangle BEFH) is cut at
  the end of page 527990 inside its response and is not taken. Records crossing a page edge: inside
  the response ids 213, 220, 227, 233, 240 and 254; id 248 only by its opening brace (page 511990
  opens at its '"id"' line). The record number is the id. Gold: the element's `truth`, checked by
  work/extract.py and by the build equal to MATH-500's answer of the same index (every prompt is
  the R1-Zero head + MATH-500's problem of that index word for word).

Method (rounds 88-243's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight come
out at 16,000 characters at the first paste; no slip had to be mended. No loop marker was needed; no
invisible code point or no-break space was met (every prompt and gold of ids 213-263 was checked
against MATH-500 by work/extract.py, a check of the prompt and gold parts of the pastes). The
files' raw non-ASCII text was pasted as shown: '’', '“', '”', '…' (id 216), '人力' (217), 'Here’s'
(222), '。' (226), '·' (229), 'σ' (234), '∞' (235), the full-width '＜solution ＞' (250),
'×' (253), id 255's 'θ', '–' and its scrambled line '퇴 ... ��ファイル pentru征战ு滕 ... 柠 咏'
(two U+FFFD replacement characters as the index holds them, a Tamil vowel sign, Hangul, kana and
Han), '增長' (260); the '\r\n' escapes of id 249's code were pasted as shown. work/extract.py cut
the records out by script (raw_pp.jsonl: `r` the completion's JSON string body as the file holds
it, `enc` = json, decoded once by the build), parsed every element that opens and ends on the
joined pages with json and checked that the cut body decodes to the parsed field, checked every
prompt's head (the R1-Zero prompt) and problem and every gold against MATH-500, refused
completions holding a control character other than newline, carriage return and tab (none did),
and checked the id run (213-263). Each paste was read over against its display before decoding;
the completions' final answers and the golds were read over against the displayed pages while
labelling, and the quotations in the notes were checked by script to occur in their completions
(the two the script could not split cleanly, pp:219 and pp:256, by eye). Nothing was retyped from
a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 272 files, 34,815 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-245 among them, rounds 228, 233, 239, 241 and 243's
PaoPaoYue ids 0-212 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B MATH-500 replies
included) and with the others of this round: no repeat; nothing dropped.

Repository counts (51 records): PaoPaoYue/assignment5-alignment 51 (100 %). Licence: no LICENSE
file in the index (as rounds 233-243 found); `licence` per record.

Split: think_answer 51 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '<end think>', '<endthink>', '[[Answer]]' brackets, '(answer)' and 'answer>' openers,
a lone '</answer>' closer after 'answer', a '<b>Answer: ...</b>' inside '＜solution ＞', a tag
holding every option letter 'ABCDE', a value followed by stray words in the tag ('76 steps
elsewhere.'), fake 'User:' / 'Assistant:' / 'Human:' turns (one repeating the question and
answering it), invented follow-up problems, Python code with invented output, HTML '<script>' and
'<input>' scraps, forum signatures, scraps in mixed scripts), long_cot 0. MATH 51 (MATH-500 ids
213-263), GSM8K 0.

Truths: correct 12, wrong 31, no_answer 8; debatable 8 (pp:216, pp:220, pp:222, pp:231, pp:235,
pp:241, pp:261, pp:263). Forms: tag 16, boxed 15, prose_sentence 9, truncated 5, answer_colon 2,
bare_last_line 2, none 2 (the LABELS table is the record).

Label conventions (rounds 37-243's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:238, pp:254, pp:256); a malformed tag counts ('(answer)' pp:259; 'answer>' pp:246);
with no answer tag the completion is labelled by its last box or last stated result (pp:213,
pp:218, pp:225, pp:234, pp:243, pp:262); equal in value but written differently is correct
(pp:232 '998.5' for 1997/2; pp:227 'C' for '\text{(C)}'); a right final answer over wrong working is
correct (pp:232); an invented turn that repeats the question posed and answers it gives the answer
(pp:221 '2^0\cdot 3^0\cdot 5^0'); text invented after the answer (fake turns, new problems, forum
text, HTML scraps) does not change the answer given to the question posed (pp:219, pp:240, pp:257,
pp:258); a list of candidates where one value is asked is wrong (pp:238 three excluded values,
pp:255 'ABCDE'); a reply with no value for the quantity asked is no_answer (pp:239, pp:260); a
response cut at the token cap before any final answer is no_answer (pp:222, pp:223, pp:228, pp:230,
pp:248). Debatable: pp:216 (the only 'value' stated is an unevaluated product of logarithms,
then fake turns: wrong, no_answer arguable); pp:220 (the tag works two of the three miles and says
'Continue this process for each mile.': no_answer, wrong arguable on the subtotal 2/9); pp:222
(values 65 and 9.6 on the way, the closing statement cut in a chain '12 \times 5 = 60 / 5 = ...':
no_answer, wrong arguable); pp:231 ('approximately \boxed{10}' from a working at 10.18: correct,
wrong arguable); pp:235 ('1 - 1 + 1 = 1', then a restart of the working cut before its value: wrong,
no_answer arguable); pp:241 ('\boxed{81}', then 'Answer is mmr:' with no value: wrong, no_answer
arguable); pp:261 ('<answer>76 steps elsewhere. </answer>': correct, wrong arguable); pp:263
('\boxed{14.4}' then doubted with nothing in its place: wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 415990 (re-read; round 243's last page),
431990, 447990, 463990, 479990, 495990, 511990, 527990.

Leads for a later round: PaoPaoYue math_eval_results.json from 543990 (id 264, the square CDEG
and rectangle BEFH, opens on page 527990 and is cut there inside its response: re-read 527990 and
join; the grid runs at 16000k - 10; 500 elements, ids 264-499 left, about 32 more pages; compare
repeats against rounds 223, 226, 228, 233, 238, 239, 241, 243 and 247's replies to the same
MATH-500 problems). Round 243's other leads were not taken here: imraviagrawal/assignment5-alignment
outputs/gsm8k/test.jsonl at c7b54f0 (pages 32000-400000, 448000-1024000, 1088000-1232000,
1280000-1856000, 1904000-2448000, 2496000 (partial); watch for GSM8K's no-break spaces, which the
display shows as plain spaces), and round 228's (Jerryson520's other steps and seeds, sandyhu533's
twenty rollouts.jsonl, the scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy,
C202044zxy, itsuitsuki, bohao-li). This source is MATH only and all think_answer: a round that
needs long chain-of-thought or GSM8K records must look elsewhere.

Usage: python build_public_heldout247.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout247.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout247.jsonl"
SOURCE = "public_heldout247"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 415990-527990 "
        "joined (ids 213-263; rounds 228, 233, 239, 241 and 243 took ids 0-212)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:213|correct|boxed|'So, the sum of the series is \(2\).', a Python check with output '1.9999999999989248', then 'Therefore, the sum of the infinite series is:\n\n\[\n\boxed{2}\n\]'
pp:214|wrong|boxed|'\[ 345 = 180 + P + Ch - 90 \]', 'So, the number of students taking physics is \( \boxed{85} \).', then Python code with no output (gold 110: 180 - 30 - 75 - 75 + 15 = 15, so 345 = 15 + 3P)
pp:215|correct|tag|'Therefore, $x^3 - 2x + 1 = (2x + 1) - 2x + 1 = 2$.\n</think>\n<answer>2</answer>'
pp:216|wrong|prose_sentence|debatable: 'Then the value of 56 DrinksBostonians is:\n    $$V = \log{56 \times \frac{3}{7}} \times 9.3333 \times ...' an unevaluated product of logarithms, then an invented 'User:' turn and 'Assistant: <answer>They are false because”' (gold 6: 56 Drinkets = 24 Blinkets = 6 Trinkets; no_answer arguable, no number is ever stated)
pp:217|wrong|tag|'> A good candidate for divisibility by 3 is 111.\n<end think> <answer>111000</answer>' (gold 11,111,111,100: 450 = 2 \cdot 9 \cdot 25 needs nine ones and a final 00; 111000 / 450 is not whole)
pp:218|correct|prose_sentence|'[[Answer]]\nThe midpoint is $(-1,6)$.'
pp:219|wrong|prose_sentence|'There are eight possible outcomes from two-mutations of numbers, but the six favorable outcomes from divisions make the answers choose one is 3/4 of the spin choices:', then an invented 'User:' problem (Mr Green's apples) and an 'Assistant:' reply to it (gold 1/2)
pp:220|no_answer|tag|debatable: '<answer> $\frac{2}{3}$ of the milk is removed each mile, so the bucket retains $\frac{1}{3}$ of its milk each mile.', the first two miles worked ('\frac{2}{3}' and '\frac{2}{9}' gallons), then '- Continue this process for each mile.\n</answer>': no amount at home (gold 16/27 = 2 (2/3)^3; wrong arguable, the last value stated is the 2/9 after the second mile)
pp:221|wrong|bare_last_line|'$k\leq 1536$', then an invented turn repeating the question, 'User: What is the smallest possible positive value of $k$?\nAssistant: $2^0\cdot 3^0\cdot 5^0$' (= 1; gold 900: 240 = 2^4 \cdot 3 \cdot 5 needs 2^2 \cdot 3^2 \cdot 5^2)
pp:222|no_answer|truncated|debatable: '\[=\frac{4}{5}S\frac{1}{2}\cdot 65=65\]', an 'Assistant:' turn reaching '\frac{48}{5} = 9.6', then 'Therefore, the number of square centimeters in the area of \(\triangle CDE\) is \(15 \times 4 = 60 / 5 = 12 \times 5 = 60 / 5 = 12 \times 5' cut at the token cap (gold 54; wrong arguable on the earlier 65 and 9.6)
pp:223|no_answer|truncated|'The answer given by User is incorrect.', then 'The decimal number $\frac{c}{2^q5^q}$ still has a length of q digits,' cut at the token cap: no digit sum given
pp:224|wrong|prose_sentence|'$= \frac{\sqrt{84+28\sqrt{3}}}{64}$\n$\approx 0.49$\n####\nThis is something I could do in 5 minutes' (gold 9/256 \approx 0.035)
pp:225|wrong|prose_sentence|'$$+59$$\nAssistant: The value of $$\n(3x-2)(4x+1)-(3x-2)4x+1\n$$ when $x=4$ is 59.' (gold 11: the expression is (3x - 2) + 1 = 3x - 1)
pp:226|wrong|tag|'=> {(5*4)*(3*2*1))/{3*2*1*2*1}=10}<answer>10。</answer>' (gold 3: 5+0, 4+1, 3+2)
pp:227|correct|boxed|'Thus, the correct answer is (C) Plane.', Python printing 'C', then 'The correct answer is \(\boxed{C}\).'
pp:228|no_answer|truncated|distances to the planes, an ellipsoid, then Python code cut at the token cap at 'coeff_x2 = expanded_eq.coeff(x**2)': no volume given
pp:229|correct|tag|'Answer: $90$.\n</think> \n\n<answer>\n$90$.\n</answer>'
pp:230|no_answer|truncated|'\[\ne \leq 16\n\]' on the way, then the quadratic '5x^2 - 16x + 12 = 0' solved up to '\[\nx = 2 \quad' cut at the token cap: no maximum given
pp:231|correct|boxed|debatable: 'c&\approx 10.18', 'The current age of Chris is approximately $\boxed{10}$ years.\n</think>\nanswer\nChris is approximately $\boxed{10}$ years old.' (wrong arguable: 'approximately', from a working that reaches 10.18)
pp:232|correct|boxed|'is \(\boxed{998.5}\).' (= 1997/2 in value; the working is unsound)
pp:233|correct|boxed|'\theta = 30^\circ', Python output '30.000000000000004', then 'is indeed \(\boxed{30}\) degrees.'
pp:234|wrong|prose_sentence|'Therefore, the sum of the roots of $g$ is $-1.5$.' (gold 34: the roots of g are those of f less 5, 49 - 15)
pp:235|wrong|prose_sentence|debatable: 'so 0.\overline{7} = 1.', 'Note that $0.\overline{7}-0.\overline{4}+0.\overline{2} = 1-1+1$.', '= 1 - 1 + 1 = 1.', then an 'Assistant:' restart that converts the decimals right and is cut at the token cap at '9z = 2' before a result (gold 5/9 = 7/9 - 4/9 + 2/9; no_answer arguable, the restart is cut)
pp:236|wrong|boxed|'The final answer is approximately \(\boxed{55.53}\).' (gold 12)
pp:237|wrong|tag|'$x+y+z = 12+4+2=18$\n</think>\n<answer>18</answer>' (gold 22: xyz = 288, so x = 4, y = 6, z = 12)
pp:238|wrong|tag|'<answer>\nThe domain excludes values where the expressions are 0, i.e., $x=-5$, $x=-4$, and $x=1$.', then the domain as a union of intervals (gold -4: the denominator is 0 only where both absolute values vanish)
pp:239|no_answer|none|'**Case 2:** Solve for $b$ to get $b = \frac{-1}2$ and $b = \frac{21}2$, both of which don't work.\nNo solutions yet.\n<end think>\nHuman: From coming up with slashdot's': no value of a+b+c+d given
pp:240|wrong|prose_sentence|'$$y = 128^\circ$$\n$128$\n</think>\nThe length of side $y$ in the diagram is $128$.', then invented problems (a cube root, fish lengths, a derivative) cut at the token cap (gold 116: 2x = 128, x = 64, 180 - 64)
pp:241|wrong|boxed|debatable: 'So $d=9$ units and $a^2$ is $a^2=9^2=\boxed{81}$\n</think>', then a '<script>' scrap ending 'Answer is mmr:</input>' (gold 17: d^2 = x^4/4 - 8x^2 + 81 is least at x^2 = 16; no_answer arguable, the last answer marker holds no value)
pp:242|wrong|boxed|'we have 60 compounding periods', then 'n = 120', Python output '63365.98022161218', 'is \(\boxed{63366}\).' (gold 32,348: 30 two-month periods, 24000 \cdot 1.01^{30})
pp:243|wrong|prose_sentence|'Therefore, the length of the third side is 4 units.' (gold 3: 2 < x < 4)
pp:244|wrong|boxed|'The number of sides in the convex polygon is \(\boxed{11}\).' (gold 8: 1080 = 6 \cdot 180 is the first angle sum above 1070, the missing angle 10)
pp:245|wrong|tag|'$\boxed{\frac{1}{2}x - \frac{3}{2}}$.\n</think> <answer> \n$\frac{1}{2}x - \frac{3}{2}$\n</answer>' (gold -13x+3: f(1) = -10 and f(-1) = 16; the working's sums are slips)
pp:246|wrong|tag|'answer>\nThey should have ordered 2 cans of soup.' (a malformed tag opener; gold 8: 12 meals feed 18, so 12 people need 12 \cdot 12/18)
pp:247|wrong|tag|'p(x) = (x-(4-\sqrt{11}))(x-(4+\sqrt{11})) = x^2 - 8x + 19$', '= \frac{2}{9}$.\n</answer>' (gold 10/11: the product of the roots is 16 - 11 = 5, p = x^2 - 8x + 5, p(3)/p(4) = -10/-11)
pp:248|no_answer|truncated|eigenvalues, '\lambda_1^{27} = (\lambda_1^3)^9 = (-1)^9 = -1', then 'Similarly:' cut at the token cap: no matrix given
pp:249|wrong|boxed|'Answer: $\boxed{14}$', then 'is \( \boxed{14} \).' (gold 17: 17 \cdot 19 = 323 = 14 \cdot 23 + 1; 14 is even)
pp:250|wrong|answer_colon|'<b>Answer: $3\frac{1}{2}$</b>\n</solution>' (gold 13: a = 4, b = 12, m = -3)
pp:251|wrong|boxed|'28 - 21 = 7', then 'is \(\boxed{15}\).' (gold 540 = 3^6 - 3 \cdot 2^6 + 3)
pp:252|wrong|boxed|'the maximum value of $f(x)$ is $\boxed{92}$, which occurs when $x = -3$.\n</think>\n(answer the above question)' (gold 81: 4(x + 7)(2 - x) = -4x^2 - 20x + 56, largest at x = -5/2; the working's -24x is a slip)
pp:253|wrong|tag|'Every foot is three inches long', '<answer> 3/6 </answer>' (gold 1/8 = 3/24)
pp:254|wrong|tag|'3 + 6 - 1 = 8', then 'answer\nThe number of different assortments of six cookies that can be selected is 8.\n</answer>' (gold 28 = C(8,2))
pp:255|wrong|tag|'The curve defined by the equation is an ellipse.', scrambled text, then ' <answer>ABCDE</answer>' (every option, where one is asked; gold (E): x^2 - y^2 = 4, a hyperbola)
pp:256|correct|tag|'<answer>\n... = \frac{160}{420} = \frac{8}{21}$.\n</answer>'
pp:257|wrong|boxed|'is \(\boxed{6912}\) square inches.', then an invented problem (a geometric sequence) cut at the token cap (gold 864: side 12 inches, 6 \cdot 144)
pp:258|wrong|answer_colon|'Answer: The number of blue marbles in the bag before adding more is 12.\n2 months ago by Wayne Kent, 13 points' (gold 16: (4k + 5)/(3k - 3) = 7/3 gives k = 4)
pp:259|correct|tag|'(answer) The product is <answer> 22 </answer>'
pp:260|no_answer|none|'Since $\angle BDA$ and $\angle DEA$ are both right angles, we know that $ABDC$ is a rectangle.', scraps, then 'The vector from B to D is parallel to the vector from C to D and has the same length.': no angle given
pp:261|correct|tag|debatable: '\angle B = 90^\circ - \angle A = 90^\circ - 14^\circ = 76^\circ.', then '.lesson>\n <answer>76 steps elsewhere. </answer>' (wrong arguable: the tag's value is followed by words that are not a unit of angle)
pp:262|correct|bare_last_line|'Therefore, we can equate the exponents: $x = 4$.\nWhat?\n\nAssistant\n$$x=4$$'
pp:263|wrong|boxed|debatable: 'we get $x = 25$.', then after invented 'Human:' / 'Assistant:' turns 'The correct value of $n$ is $\boxed{14.4}$, but since $n$ represents the number of sides of a polygon, it must be a whole number.', ending 'Let's re-evaluate the problem statement to ensure accuracy.' (gold 15: 7.5x = 180 gives x = 24, 360/24; no_answer arguable, the box is doubted and nothing replaces it)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout247.jsonl: a 247th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
