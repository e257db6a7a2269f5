__doc__ = r"""Build public_heldout255.jsonl: a 255th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 251's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 655990,
  671990, 687990, 703990 and 719990 (5 pages, the grid at 16000k - 10 as rounds 239-251 left it)
  joined: ids 320-351, 32 kept, none dropped. Page 655990 is round 251's last page, read again
  first with read_file; round 251's paste of it was still on disk and was taken over (this read's
  display compared with it by eye over id 320's opening, the only part of the page taken; it
  decodes to 16,000 characters). id 320 (the diagram 'In the diagram below, we have ...') opens on
  page 655990 and is whole once 671990 is joined; id 352 (the isosceles triangle ABC with
  altitude AM = 11) is cut at the end of page 719990 inside its response and is not taken. Records
  crossing a page edge: inside the prompt ids 320 and 334; inside the response ids 327 and 343.
  The record number is the id. Gold: the element's `truth`, checked by work/extract.py and by the
  build equal to MATH-500's answer of the same index (every prompt is the R1-Zero head +
  MATH-500's problem of that index word for word).

Method (rounds 88-251's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all five come
out at 16,000 characters; two slips were mended before the decode passed: the paste of 687990
ran on past the page's end (the page ends inside id 334's prompt at 'between User and Assistant.
The U'; the paste repeated the boilerplate's second 'The U' and added 'ser asks a question, and
the Assistant solves it. The U', 55 characters: it decoded to 16,055 and was cut back; found by
reading the off-grid page 695990, whose text met the next page 703990's opening 'ser asks a
question' 55 characters early, and that read was not kept), and the paste of 719990 had 'understand
the' for the display's 'use some' in id 352's first sentence (16,006; mended; id 352 is not
taken). No loop marker was needed; no invisible code point or no-break space was met (every prompt
and gold of ids 320-351 was checked against MATH-500 by work/extract.py, a check of the prompt and
gold parts of the pastes). The files' raw non-ASCII text was pasted as shown: '≈' (id 333), id
334's garbled opening in Han, Arabic and Hebrew script with full-width '，' and '？' and curly
quotes, '×' (343), '⊕', '价', '毛泽 המערכת' (343), '把等式两边三次方化简' (346); the '\r\n'
escapes of the code in ids 320, 326 and 350 were pasted as shown. work/extract.py cut the records
out by script (raw_pp.jsonl: `r` the completion's JSON string body as the file holds it, `enc` =
json, decoded once by the build), parsed every element that opens and ends on the joined pages
with json and checked that the cut body decodes to the parsed field, checked every prompt's head
(the R1-Zero prompt) and problem and every gold against MATH-500, refused completions holding a
control character other than newline, carriage return and tab (none did), and checked the id run
(320-351). Each paste was read over against its display before decoding; the completions' final
answers and the golds were read over against the displayed pages while labelling, and the
quotations in the notes were checked by script to occur in their completions. Nothing was retyped
from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 289 files, 35,369 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-253 among them, rounds 228, 233, 239, 241, 243, 247
and 251's PaoPaoYue ids 0-319 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B
MATH-500 replies included) and with the others of this round: no repeat; nothing dropped.

Repository counts (32 records): PaoPaoYue/assignment5-alignment 32 (100 %). Licence: no LICENSE
file in the index (as rounds 233-251 found); `licence` per record.

Split: think_answer 32 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, an empty tag after a box, a lone '</answer>' closer, an '<answer>' with no '</think>'
before it, 'answer >' and 'Answer' openers, '<n think>' / '</end think>' / '<end think>' tags, a
tag holding a method and no value, a tag holding an equation for x^3 where x is asked, a value
with its unit in the tag ('4 in/sec'), invented 'Assistant:' turns that work the question posed
again (ids 330, 341, 342), an invented hyperbola problem, a pasted forum question, invented forum
and chemistry posts, Python code with invented output, garbled lines in Han, Arabic and Hebrew
script), long_cot 0. MATH 32 (MATH-500 ids 320-351), GSM8K 0.

Truths: correct 14, wrong 13, no_answer 5; debatable 4 (pp:330, pp:337, pp:341, pp:346). Forms:
tag 13, boxed 11, truncated 3, prose_sentence 2, answer_colon 2, none 1 (the LABELS table is the
record).

Label conventions (rounds 37-251's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or an equation in the tag read
for the value it states (pp:324, pp:336, pp:348); a malformed opener counts ('answer >' pp:345;
'Answer' pp:347); with no answer tag the completion is labelled by its last box or last stated
result (pp:320, pp:326, pp:333, pp:349, pp:350, pp:351); equal in value but written differently
is correct (pp:329 '4 in/sec'; pp:343 '58500' for 58,500); a right final answer over wrong working
is correct (pp:344 solves for n); an invented turn that works the question posed again and answers
it gives the answer (pp:330, pp:341, pp:342, as round 247's pp:221); text invented after the
answer (new problems, forum posts, code) does not change the answer given to the question posed
(pp:320, pp:343, pp:351); a garbled opening followed by a clean working is labelled by the
working's answer (pp:334); a method with no value is no_answer (pp:325); a response cut at the
token cap before any final answer is no_answer (pp:327, pp:328, pp:332). Debatable: pp:330
('= 924' stated as 'the final result', then an invented 'Assistant:' turn ending '\boxed{1940}':
correct, wrong arguable); pp:337 ('The graph of the value gives us 4 and ...' then a lone
'</answer>': no_answer, wrong arguable on 4); pp:341 ('the smallest number is 1' before an
invented 'Assistant:' turn that gives n = -2: correct, wrong arguable); pp:346 ('<answer>
$x^3=(16/2)^3=8^3 $ </answer>', an equation for x^3: wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 655990 (re-read; round 251's last page),
671990, 687990, 703990, 719990, and the off-grid 695990 (read only to find the slip in 687990's
paste; not kept).

Leads for a later round: PaoPaoYue math_eval_results.json from 735990 (id 352, the isosceles
triangle ABC with altitude AM = 11, opens on page 719990 and is cut there inside its response:
re-read 719990 and join; the grid runs at 16000k - 10; 500 elements, ids 352-499 left, about 19
more pages; compare repeats against rounds 223, 226, 228, 233, 238, 239, 241, 243, 247, 251 and
255's replies to the same MATH-500 problems). Watch page ends that fall inside the R1-Zero
boilerplate: 'The U' occurs twice in its first sentence, so a paste can run on to the wrong one
(this round's 687990). This round took 32 records, not the 60 asked: the session's time ran short
after the 687990 slip. Round 251's other leads were not taken here: imraviagrawal/
assignment5-alignment outputs/gsm8k/test.jsonl at c7b54f0 (pages 32000-400000, 448000-1024000,
1088000-1232000, 1280000-1856000, 1904000-2448000, 2496000 (partial), less what rounds 252 and
later took; watch for GSM8K's no-break spaces, which the display shows as plain spaces), and round
228's (Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted
baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li).
This source is MATH only and all think_answer: a round that needs long chain-of-thought or GSM8K
records must look elsewhere.

Usage: python build_public_heldout255.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout255.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout255.jsonl"
SOURCE = "public_heldout255"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 655990-719990 "
        "joined (ids 320-351; rounds 228, 233, 239, 241, 243, 247 and 251 took ids 0-319)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:320|wrong|boxed|'Therefore, the answer is \(\boxed{\frac{24}{25}}\).', then Python with no output and an invented hyperbola problem cut at the token cap (gold -\frac{24}{25}: S and Q lie on opposite sides of P, so \cos RPS = -\cos RPQ)
pp:321|wrong|tag|'<answer>\n1000 meters.\n</answer>' (gold 10: 1000 m in 9000 s, so 90 s cover 10 m)
pp:322|wrong|tag|'Therefore, we end up getting $b=1$.', '<answer> $1$</answer>' (gold -1: f(q(1)) = b + 1 - 3 = -3)
pp:323|correct|tag|'<answer> $\frac{1}{3}$ </answer>' (no working)
pp:324|wrong|tag|'This occurs when $\angle ADC$ has measure $60^{\circ}$.\n</answer>' (gold 120: for the angle \theta the shaded area is 3\theta/2 + (2\pi - \theta)/2 = \pi + \theta = 5\pi/3)
pp:325|no_answer|tag|'<answer>\nThe number of cylindrical beakers required to fill the spherical tank is the volume of the sphere divided by the volume of the cylinder.\n</answer>': a method with no number (gold 4 = 288\pi / 72\pi)
pp:326|wrong|boxed|'Therefore, the final answer is:\n\[\n\boxed{0.15}\n\]' (gold 9/100 = 0.5^2 - 0.4^2; the working takes \cos(\arcsin 0.5) as \sqrt{5}/2)
pp:327|no_answer|truncated|R_1 and R_2 set up, then cut at the token cap at 'P(3) = D(3)^2 + E(3) + F = 9D + 3E + F' before any value of P(5) (gold 15)
pp:328|no_answer|truncated|a pasted forum question, then values 1 and -1 listed and cut at the token cap at 'For \( 0 < x < \log_{\frac{5}{8}}(1' before any count (gold 3: the values 1, 0 and -1)
pp:329|correct|tag|'<answer> 4 in/sec </answer>' (the value with its unit)
pp:330|correct|boxed|debatable: 'Adding the above expressions, we get the final result.' ending '= 924.', then an invented 'Assistant:' turn that works the same question again and ends 'So, the final answer is \(\boxed{1940}\).' (the last answer to the question posed; wrong arguable if the invented turn is set aside and 924 read as the answer)
pp:331|wrong|tag|'<answer> $\dfrac{149}{36}$ </answer>' (gold 13/6: the sum is 169\sqrt{5}/36 and the square root is taken last; the working reads \sqrt{845} as 5\sqrt{17} and drops the outer root)
pp:332|no_answer|truncated|an AM-GM working cut at the token cap at '\[ \text{LHS} \ge w^2 \ge 27(x + y)(y +' before any value (gold 2)
pp:333|wrong|boxed|'Now we can see:\n\[\nb = 18\n\]', 'So, the final answer is:\n\(\boxed{18}\)' (gold 3: \sqrt[3]{2} = 1.2599..., and 1/0.2599... = 3.85)
pp:334|correct|boxed|a garbled opening in Chinese, Arabic and Hebrew script with '$\therefore a x b x c=3050$' and 'producto=30#', then a clean working 'abc = 3 \times 5 \times (-8)' ending 'Therefore, the value of the product \(abc\) is \(\boxed{-120}\).'
pp:335|correct|boxed|'The remainder when the $100^{\text{th}}$ term of the Fibonacci sequence is divided by 4 is $\boxed{3}$.\n</think>\n</answer>' (an empty tag after the box)
pp:336|correct|tag|'<answer>The value of $513^2 - 487^2$ is $26000$. \n</answer>'
pp:337|no_answer|none|debatable: '(n + 1)(n+2)(n+3)=120', then '.output:' and 'The graph of the value gives us 4 and ...\n\n</answer>': no integer stated as the answer (gold 6: the mean is 120/24 = 5, the integers 4, 5, 6; wrong arguable on the '4', the smallest)
pp:338|correct|tag|'<answer> $4343_6$ </answer>'
pp:339|correct|boxed|'So, the final answer in terms of \(k\) is:\n\[\n\boxed{2k}\n\]'
pp:340|wrong|tag|'<answer> $84^\circ$</answer>' (gold 55^\circ = 180 - 29 - 96: the angle at the tip of b in the triangle is 180 - 84 = 96)
pp:341|correct|prose_sentence|debatable: '<n think> Therefore, the smallest number is 1. </end think>', then an invented 'Assistant:' turn: 'we discard n = 1 and find that the smallest number is n = -2.' and a closing paragraph with no value (the last answer to the question posed; wrong arguable if the invented turn is set aside and '1' read as the answer)
pp:342|correct|boxed|'the only solution within this range is $\boxed{x=2}$.', then an 'Assistant:' line 'is \(\boxed{2}\).'
pp:343|correct|prose_sentence|'They can make 650.90 = 58500 combinations of license plates. </think>' ('650.90' a product written with a dot), then invented forum questions and a chemistry post
pp:344|correct|tag|'<answer>\n${5}$\n</answer>' (the working solves for n = 5 where a is asked: the same value)
pp:345|wrong|answer_colon|'Therefore, $t(g(16)) = -1$. $\Box$\n</think>\nanswer > $-1$' (gold 1: t(4) = 3 - g(4) = 3 - 2; the working takes t(4) = 3 - 4)
pp:346|wrong|tag|debatable: '把等式两边三次方化简  </think>' (cube both sides), then '<answer> $x^3=(16/2)^3=8^3 $  </answer>': an equation for x^3, so x = 8 (gold 66: (x - 2)^2 = 4096, x = 2 + 64; no_answer arguable, no value of x is written)
pp:347|correct|answer_colon|'Answer\n$6r^2 - 4r - 24$'
pp:348|correct|tag|'<answer> $\dbinom{31}{28}=4495$ </answer>' (an equation ending in the value)
pp:349|wrong|boxed|'is \(\boxed{5040}\).' (gold 10080 = 8!/4: four rotations of the square table, not eight)
pp:350|wrong|boxed|'The units digit of $18^6$ is $\boxed{6}.$ <end think>', then a second working ending 'The units digit of \(18^6\) is \(\boxed{6}\).' (gold 4: 8^6 = 262144)
pp:351|wrong|boxed|'So the final answer is:\n\[\n\boxed{-\frac{1}{8}}\n\]', then sympy code with no output (gold 1/16: the product of the four cosines is 1/16 with \cos(16\pi/15) = -\cos(\pi/15))
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout255.jsonl: a 255th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
