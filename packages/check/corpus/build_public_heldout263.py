__doc__ = r"""Build public_heldout263.jsonl: a 263rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 259's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 831990,
  847990, 863990, 879990, 895990, 911990, 927990 and 943990 (8 pages, the grid at 16000k - 10 as
  rounds 239-259 left it) joined: ids 408-459, 52 kept; id 460 not taken (see below). Page 831990
  is round 259's last page, read again first with read_file and pasted afresh: the paste is
  byte-identical with round 259's paste of it (still on disk in /tmp/rounds/real259, compared by
  cmp). id 408 (the reflection taking (5, 0) to (4, 3)) opens on page 831990, is cut there inside
  its response and is whole once 847990 is joined; id 461 (the floor / ceiling f(n)) is cut at the
  end of page 943990 inside its response and is not taken. Records crossing a page edge: inside
  the response ids 408, 422, 428, 446 and 453; inside the prompt ids 417 and 437. The record number
  is the id. Gold: the element's `truth`, checked by work/extract.py and by the build equal to
  MATH-500's answer of the same index (every prompt is the R1-Zero head + MATH-500's problem of
  that index word for word).

Method (rounds 88-259's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: seven pages come
out at 16,000 characters at the first decode; page 943990 comes out at 15,998, and no slip was
found in it (its prompts and golds check against MATH-500, its backslash runs are all well formed,
its text was read over against the display): the display shows a lone 'a-circumflex' (U+00E2,
most likely the lead byte of a UTF-8 punctuation mark read as Latin-1) in id 460's response ('}}'
+ U+00E2 + '}Let x'), the only such code point on the page, and the two code points such a
reading leaves after it (C1 controls, which the display does not show) would account for the two
missing characters.
As round 233 did with an invisible code point, the paste is kept as displayed (work/mk.py's SHORT:
15,998), nothing is guessed, and id 460 is not taken; ids 453-459 lie before it on the page, so
their text and their file offsets are unaffected. No loop marker was needed; no no-break space was
met (every prompt and gold of ids 408-459 was checked against MATH-500 by work/extract.py, a check
of the prompt and gold parts of the pastes). The file's raw non-ASCII text was pasted as shown:
'’' (id 428), '“' '”' (436), 'μ' and '–' (445), the Thai 'ตอบ' and '―' (441), '÷' (451), and id
452's long scrambled tail ('【' '】', '“' '”', '。', '，', '（' '）', '↕', '¥', Han script,
'تش', and three U+FFFD replacement characters as the display shows them); the '\t' escapes of id
426's prompt and the '\r\n' escapes of the code in ids 422, 426, 448 and 452 were pasted as
shown. work/extract.py cut the records out by script (raw_pp.jsonl: `r` the completion's JSON
string body as the file holds it, `enc` = json, decoded once by the build), parsed every element
that opens and ends on the joined pages with json and checked that the cut body decodes to the
parsed field, checked every prompt's head (the R1-Zero prompt) and problem and every gold against
MATH-500, refused completions holding a control character other than newline, carriage return and
tab (none did), and checked the id run (408-459). Each paste was read over against its display
before decoding; the completions' final answers and the golds were read over against the
displayed pages while labelling, and the quotations in the notes were checked by script to occur
in their completions. Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 310 files, 35,877 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-261 among them, rounds 228, 233, 239, 241, 243, 247,
251, 255 and 259's PaoPaoYue ids 0-407 and rounds 223, 226 and 238's dothereading
Qwen2.5-Math-1.5B MATH-500 replies included) and with the others of this round: no repeat;
nothing dropped.

Repository counts (52 records): PaoPaoYue/assignment5-alignment 52 (100 %). Licence: no LICENSE
file in the index (as rounds 233-259 found); `licence` per record.

Split: think_answer 52 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '<answer>' tags never closed, two '<answer>' openers, an '<answer>' with no think
tags at all, '<endthink>' and '<end think>' / '<end answer>' closers, '[/think]', an 'answer' or
'<-answer' line in place of a tag, the prompt's placeholder 'answer here' left in the tag (ids 415
and 430), a tag holding an unsolved equation (424), '####' between two answer tags (458), invented
'Assistant:' turns that work the question posed again (ids 419, 446, 447, 456), invented 'Human:'
/ 'User:' turns on other problems (409, 449), forum-style questions and 'Edit' lines (412, 452,
455), invented quiz questions after the answer (442), Python, numpy, scipy and sympy code with
and without output, outputs that are not what the code prints (417), code cut at the token cap
(421, 422), garbled lines with Han, Thai and Arabic script), long_cot 0. MATH 52 (MATH-500 ids
408-459), GSM8K 0.

Truths: correct 19, wrong 24, no_answer 9; debatable 8 (pp:412, pp:415, pp:423, pp:424, pp:431,
pp:442, pp:449, pp:452). Forms: boxed 20, tag 17, truncated 7, answer_colon 3, prose_sentence 3,
answer_is 1, none 1 (the LABELS table is the record).

Label conventions (rounds 37-259's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:416, pp:441, pp:458); an answer tag never closed counts (pp:418, pp:445); a malformed
opener counts ('answer' pp:457; '<-answer' pp:437); the prompt's placeholder words beside a value
in the tag do not change it (pp:430 '$4.5$' and 'answer here'); with no answer tag the completion
is labelled by its last box or last stated result (pp:408, pp:409, pp:410, pp:417, pp:420, pp:425,
pp:426, pp:428, pp:429, pp:444, pp:448, pp:453, pp:456); equal in value but written differently is
correct (pp:433 '0.35625' for '.35625'); a right final answer over wrong working is correct
(pp:439); an invented turn that works the question posed again and answers it gives the answer
(pp:446, as round 259's pp:353 and pp:365; pp:447); text invented after the answer (new problems,
invented turns, forum questions, quiz questions, code) does not change the answer given to the
question posed (pp:409, pp:442, pp:449, pp:452, pp:455); another quantity in the final place is
wrong (pp:427 dollars where cents are asked, and the wrong value besides); a response cut at the
token cap before any final answer is no_answer (pp:412, pp:419, pp:421, pp:422, pp:431, pp:432,
pp:454), as is one that commits no value (pp:424's unsolved equation, pp:436). Debatable: pp:412
('$= 547$' hedged 'But I am not sure.', then a new working cut off: no_answer, wrong arguable);
pp:415 ('\boxed{0}' then the placeholder tag 'answer here': wrong, no_answer arguable); pp:423 (an
expression '10(91 \times 1 + 77 \times 2) + 5' 'is our answer', then '$Answer.$': wrong, no_answer
arguable); pp:424 (the tag holds '3=\sqrt{19.44x}', no value: no_answer, wrong arguable); pp:431
(both ends of the range reached, the statement of it cut: no_answer, correct arguable); pp:442
('= 256' then an 'answer' line followed by invented quiz questions: correct, no_answer arguable);
pp:449 (the closing sentence boxes 47 for the question posed and then -10 for an invented one:
correct, wrong arguable on a last-box reading); pp:452 ('answer' and 'is 143.' then a forum-style
tail with '\boxed{closer to 100 than 10}': correct, no_answer arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 831990 (re-read; round 259's last page),
847990, 863990, 879990, 895990, 911990, 927990, 943990.

Leads for a later round: PaoPaoYue math_eval_results.json from 959990 (id 461, the floor / ceiling
f(n), opens on page 943990 and is cut there inside its response: re-read 943990 and join; id 460
lies on 943990 too and holds a U+00E2 followed by two code points the display does not show, so
943990 decodes to 15,998 characters and id 460 cannot be transcribed from the display; the grid
runs at 16000k - 10; 500 elements, ids 461-499 left, about 6 more pages to the file's end at
1,042,734; compare repeats against rounds 223, 226, 228, 233, 238, 239, 241, 243, 247, 251, 255,
259 and 263's replies to the same MATH-500 problems). Watch page ends inside an escape (round 259's
815990 and 831990 end on a lone backslash) and page ends inside the R1-Zero boilerplate (943990
ends inside id 461's response; 895990 ends inside the boilerplate, 'The Assistant first t').
Round 251's other leads were not taken here: imraviagrawal/assignment5-alignment
outputs/gsm8k/test.jsonl at c7b54f0 (pages 32000-400000, 448000-1024000, 1088000-1232000,
1280000-1856000, 1904000-2448000, 2496000 (partial), less what rounds 252 and later took; watch for
GSM8K's no-break spaces, which the display shows as plain spaces), and round 228's (Jerryson520's
other steps and seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings,
AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li). This source is MATH only and all
think_answer: a round that needs long chain-of-thought or GSM8K records must look elsewhere.

Usage: python build_public_heldout263.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout263.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout263.jsonl"
SOURCE = "public_heldout263"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 831990-943990 "
        "joined (ids 408-459; rounds 228, 233, 239, 241, 243, 247, 251, 255 and 259 took ids 0-407)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:408|wrong|boxed|'The final answer, enclosed within the <answer> tag, is:' and '\boxed{\begin{pmatrix} \frac{17}{5} \\ \frac{6}{5} \end{pmatrix}}' (gold (1/5, -18/5): the mirror line runs along (5,0) + (4,3) = (9,3), slope 1/3; the working reflects over slope 3, the normal)
pp:409|correct|boxed|'the distance between the foci of the hyperbola is \(\boxed{2\sqrt{5}}\)', then an invented 'Human:' question on perpendicular vectors and an 'Assistant:' turn cut at the token cap (text after the answer)
pp:410|correct|boxed|'divisible by 6 is \(\boxed{6}\)'
pp:411|correct|tag|'<answer>60</answer>' (no think tags)
pp:412|no_answer|truncated|debatable: '$= 547$' then 'I think, it may appear this is the simplest answer. But I am not sure.', 'Please give some help.', then a new working cut at the token cap at '8. **Verify the values of' before any value (gold 406: P(x) = x^2 - 2x + 2 + k(x - 1)^2 with k = 4/5 from P(11) = 101 + 100k = 181; wrong arguable on the hedged 547)
pp:413|correct|tag|'<answer> $\boxed{5r^5}$ </answer>'
pp:414|wrong|tag|'so the answer is $\boxed{0}$.' and '<answer>0</answer>' (gold 10: 75 - 4(5 - a)^2/3 = 63 gives (5 - a)^2 = 9, a = 2 or 8)
pp:415|wrong|boxed|debatable: 'our desired remainder is $\color{red}\boxed{0}$.' then '<answer>answer here</answer>', the prompt's placeholder (gold 9: 129 and 96 are both 8 mod 11, the working takes 3 and 6; no_answer arguable, the tag holds no value)
pp:416|wrong|tag|the tag ends 'Thus, $\sin^3 18^\circ + \sin^2 18^\circ = \sin 18^\circ.$' (gold 1/8; \sin 18^\circ = (\sqrt{5} - 1)/4, about 0.309)
pp:417|wrong|boxed|'```output\n-16\n```' and 'is \(\boxed{-16}\)' (gold -2: the sum of g's coefficients is g(1) = f(0) = -2; the printed output is not what the code gives)
pp:418|correct|boxed|'\boxed{2\sqrt{5}}' inside an '<answer>' never closed (over a garbled think part)
pp:419|no_answer|truncated|numpy code in the think part ending 'print(vector_v)' with no output, then an invented 'Assistant:' turn setting up the cross product, cut at the token cap at '2v_1 + 5v_2 +' before any vector (gold (-7, 16, 5))
pp:420|correct|boxed|'Which can be boxed as:' and '\boxed{\begin{pmatrix} \frac{16}{49} \\ \frac{48}{49} \\ \frac{24}{49} \end{pmatrix}}'
pp:421|no_answer|truncated|an fsolve / polyfit Python block, then '```' cut at the token cap before any output or value (gold 27)
pp:422|no_answer|truncated|a numpy root computation whose output is cut at the token cap at '-1.999999999999' before any set is stated (gold {1 \pm \sqrt{5}, -2})
pp:423|wrong|answer_is|debatable: 'Since it does, $n = 0 + 10(91 \times 1 + 77 \times 2) + 5$ is our answer.' (= 2455) then 'The answer to the conversation is $Answer.$' (gold 1440: 1440 = 7 \cdot 205 + 5 = 11 \cdot 130 + 10 = 13 \cdot 110 + 10; no_answer arguable, the last line is a placeholder)
pp:424|no_answer|tag|debatable: '<answer> $$3=\sqrt{19.44x}$$</answer>': an equation left unsolved, no value of x given (gold 600: y\sqrt{x} = 15\sqrt{24}, so \sqrt{x} = 5\sqrt{24}; wrong arguable, the equation gives x = 9/19.44)
pp:425|wrong|boxed|'\boxed{3R^2 + \frac{a^2 + b^2 + c^2}{3}}' (gold 3R^2: the added term (a^2 + b^2 + c^2)/3 does not belong)
pp:426|correct|boxed|'\boxed{6\sqrt{2}}'
pp:427|wrong|boxed|'we find that p = $\boxed{0.24}$ dollars per pencil.' (gold 29: 2p = 1.82 - 1.24 = 0.58, p = 0.29 dollars = 29 cents)
pp:428|wrong|boxed|'is \(\boxed{\frac{193}{5}}\)' after a numerical minimum 'approximately $38.5062$' (gold 64: by Cauchy-Schwarz (1 + 1 + 2 + 4)^2 = 64 at a = b = 1/8, c = 1/4, d = 1/2)
pp:429|wrong|boxed|'So the minimum value is \(\boxed{5 \cdot \sqrt[3]{4}}\).' (gold 50: a^4 + b^8 \ge 2a^2b^4 = 2(ab^2)^2 = 50)
pp:430|correct|tag|'<answer>\n$4.5$\nanswer here\n</answer>' (the value and the prompt's placeholder words)
pp:431|no_answer|truncated|debatable: the values f(\sqrt{2}/2) = \pi^2/8 and f(-1) = 5\pi^2/4 worked out, then 'The minimum value of \( f(x) \) is \( \frac{\pi^2}{8} \) and the maximum value is \( \frac{5\pi^2' cut at the token cap before the range is stated (gold [\pi^2/8, 5\pi^2/4]; correct arguable on the two ends reached)
pp:432|no_answer|truncated|a recurrence working cut at the token cap at '1 - 2f(1) = -' before any sum (gold 331)
pp:433|correct|tag|'<answer> $0.35625$ </answer>' (equal to the gold .35625)
pp:434|wrong|tag|'<answer> \n$16.$ \n</answer>' (gold 32: the altitude 4\sqrt{2} is half the hypotenuse 8\sqrt{2}, legs 8, area 32)
pp:435|correct|answer_colon|'Answer: From the mathematical steps above, the domain of the function $f$ is $\mathbb{D}=(-\infty, 2)\cup(3, \infty)$.'
pp:436|no_answer|none|'I am going wrong somewhere :/' with no value of n (gold 4)
pp:437|wrong|answer_colon|'<-answer 9.' (gold 3: 2\triangle = 5\diamond gives \triangle = 5, \diamond = 2, \clubsuit = 8, \square = 3)
pp:438|wrong|tag|'<answer>8</answer>' (gold 4: 137/500 = 0.274)
pp:439|correct|boxed|'\(\boxed{x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1}\)' in the tag (a right answer over wrong working: x = 1 is not a root of x^9 + 1, the division leaves remainder 2)
pp:440|correct|boxed|'&= 14\\' then '<answer>\n\boxed{14}\n </answer>' (two '<answer>' openers, no think tags)
pp:441|wrong|tag|'<answer> Karla would have saved 11,200 gallons of gasoline' (gold 550: 12000/15 - 12000/48 = 800 - 250; the working subtracts gallons from miles)
pp:442|correct|prose_sentence|debatable: '$\sqrt{f(f(f(f(1))))} = \sqrt{65536} = 256$.' then 'answer' and invented 'Part 1:' / 'Part 2:' questions about scores ('Answer this if the answer $256$ was offered.'): no value follows the marker (no_answer arguable)
pp:443|wrong|tag|'<answer> -27 </answer>' (gold 45 = (9 + 81)/2)
pp:444|wrong|boxed|'the correct answer is \(\boxed{\frac{\pi}{8}}\), which corresponds to option (a).' (gold 1/2: the region nearer O is bounded by the perpendicular bisectors of OA, OB, OC, OD and fills half the rectangle)
pp:445|wrong|tag|an '<answer>' never closed: 'ANSWER 2/72 = 1/36', garbled text, then '=1/36\n\n5^9' (gold 15: the tangency points (-1, \pm 1) and (2, \pm 4) form a trapezoid of area (2 + 8)/2 \cdot 3)
pp:446|correct|boxed|'From the option for n, 3 and 5 will make sense.', then an invented 'Assistant:' turn that works the question posed again and ends 'the value of \( n \) is:' '\boxed{8}' (the last answer to the question posed)
pp:447|wrong|prose_sentence|'Answer: Given' and 'answer' with no value, then an invented 'Assistant:' turn ending 'Thus, there are 22 boys in the meeting.' (gold 9: 26 girls outnumber 9 boys; the working keeps 13 girls)
pp:448|correct|boxed|'\[\boxed{44}\]', then Python with no output
pp:449|correct|boxed|debatable: '$5\star 1 = 47$', then an invented 'User: Evaluate $8$ - $3(6 \star 2)$.' and the closing 'The value of \(5 \star 1\) is \(\boxed{47}\), and evaluating \(8 - 3(6 \star 2)\) gives us \(\boxed{-10}\).' (the last box answers the invented question; wrong arguable on a last-box reading)
pp:450|wrong|tag|'\boxed{134}' and '<answer> $$134$$' (gold 64: 7u \equiv 23 (mod 50) gives u \equiv 39, so 39 and 89)
pp:451|wrong|tag|'Therefore, $53.25 \text { miles} ÷ 0.3 \text{ miles} = 177.5 \text{ inches}$.' (gold 639/40: 53.25 \cdot 3/10 = 15.975 inches; the working divides where it should multiply)
pp:452|correct|prose_sentence|debatable: 'answer\nThe sum of original number and number with reversed digits is 143.', then forum-style 'Is my answer correct?' and 'Edit' lines ('my answer is: "^{143}"', a '\boxed{closer to 100 than 10}' in a note on typesetting, Han-script lines) cut at the token cap (no_answer arguable on the text after)
pp:453|correct|boxed|'is \(\boxed{10}\)'
pp:454|no_answer|truncated|a matrix working cut at the token cap at 'Perform the matrix multiplication:' before any line (gold y = 2x + 3)
pp:455|correct|boxed|'Answer:  $\binom{6}{5}=\dfrac{6!}{5!}=\boxed{6}$ <end answer>', then an invented forum question ending 'The answer is $\binom{6}{5}$, you need to select 5 out of 6.'
pp:456|wrong|answer_colon|'Thus, the only integer root is $x = 1$.' and 'Answers: $1$.' (gold -2, 1: at x = -2 the value is 16 - 40 + 36 + 2 - 14 = 0; the working reads -6)
pp:457|wrong|tag|'answer 4</answer>' (gold 0: 54 = 9 \cdot 6)
pp:458|wrong|tag|'<answer>51 students showed up', then '####', a second think part and '<answer>\n49 students showed up to the archery class this week.\n</answer>' (gold 41: 41 and 43 are both prime; 49 = 7 \cdot 7)
pp:459|wrong|tag|'<answer>$2.10$.' (gold $18.90: 6a + b = 1.30 and 24a + 8b = 6.80 give a = 0.15 per square inch, b = 0.40 per cubic inch; 54a + 27b = 18.90)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout263.jsonl: a 263rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
