__doc__ = r"""Build public_heldout242.jsonl: a 242nd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237 and 240's source (dothereading/assignment5-alignment, the
base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 240's
"Leads" left both of its files. It is a mid-sized round (44 records; the brief asked for about 80):
the helper session had about 75 minutes and read three new pages of each file.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 368000, 384000, 400000 and 416000 (4 pages, = dr_368000 ... dr_416000) joined: per_sample
  idx 198-218 whole, 21 kept. Page 368000 is round 240's last page, read again this round with
  read_file; its idx 189-197 are round 240's and are not taken again; idx 198 (6 girls and 2 boys
  in a row; round 240's Leads called it a repeat of idx 197's problem, but its problem, read whole
  this round, is MATH-500's idx 198, not idx 197's) opens there inside its prompt head and is whole once
  384000 is joined. idx 219 (the spun wheel and checkerboard) is cut at the end of page 416000
  inside its prompt and dropped. Records crossing a page edge: inside the prompt idx 198 (368000 /
  384000) and 204 (384000 / 400000), inside the completion idx 210 (400000 / 416000).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 128000, 144000, 160000 and 176000 (4 pages, = dr2_128000
  ... dr2_176000) joined: idx 76-98 whole, 23 kept. Page 128000 is round 240's last page, read again
  this round; its idx 67-75 are round 240's and are not taken again; idx 76 (the domain of log x^2)
  opens there and is whole once 144000 is joined. idx 99 (the vector v with a . v = 2 and a x v
  given) is cut at the end of page 176000 inside its generated_text and dropped. Records crossing a
  page edge: inside the completion idx 76 (128000 / 144000), 83 (144000 / 160000) and 91 (160000 /
  176000). The idx is the record number in both files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-240's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight at
16,000. Pages 368000 (dr) and 128000 (dr2) were read again with read_file this round; round 240's
pastes of both were still on disk (/tmp/rounds/real240/pages) and were copied, not retyped, after
the re-read displays' opening and closing text was compared with them (both decode to 16,000
characters; the parts taken from them, dr:198's prompt head and dr2:76's completion opening, are
checked by work/extract.py against MATH-500 and by json). The six new pages were pasted by hand.
dr2_160000 holds dr2:84's long run of '\\text{ }' (93 copies after '\text{harmonic id}'): the paste
was written with one marker for the run and the count fixed by an anchor read (read_file at offset
162410, whose display opens with the 4 spaces and '}' closing '...harmonic.id' and shows the run
whole: 93 copies counted by script from a paste of that display's head, kept in
work/anchor/), and then the page came out at 16,000 with 93; the expanded paste is the page file.
The first paste of dr2_176000 came out at 16,020: a slip in idx 99's completion (dropped anyway;
'\mathbf{a} \times \mathbf{v} =' typed where the display has '\mathbf{a} =') was corrected against
the display by script, then 16,000. The files' '\u' escapes (CJK, Cyrillic, '\u2019', '\u00d7',
'\u03bc', '\u00b0', the surrogate pair '\ud83c\udf7a' in dr:217), the '\r\n' of dr2:88's Python
code and the escaped '\"' of dr:200, dr2:79, dr2:81, dr2:89 and others were pasted as shown.
work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every whole per_sample entry
with json and checked that the cut body decodes to the parsed field, checked each prompt's head
(the R1-Zero prompt; dr2's with its added sentence) and that each problem and gold is MATH-500's of
the same index (all 44 equal: a check of the prompt parts of the pastes), refused completions
holding a control character other than newline, carriage return and tab (none did), and checked
the idx run unbroken. The completions were read over against the displayed pages while labelling.
Nothing was retyped from a decoded form; nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 264 files, 34,567 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237 and 240's dothereading records among them,
rounds 223-241 included) and with the others of this round: no repeat; nothing dropped.

Repository counts (44 records): dothereading/assignment5-alignment 44 (100 %: results.json 21,
results_20260421_153518.json 23). Licence: no LICENSE file in the index for the repository (as
rounds 223, 226, 237 and 240 found); `licence` per record.

Split: think_answer 44 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, '<end think>', '<endthink>', '<$/think/>', '<answer\ubb54', an answer tag never closed,
a '</answer>' with no opening tag, '</ answer>', HTML inside the tag ('<center>', '<p ...>'), fake
'Assistant:' / 'User:' turns, self-set new problems with boxes of their own, Python code),
long_cot 0. All MATH (44, MATH-500 idx 198-218 and 76-98); GSM8K 0.

Truths: correct 14, wrong 27, no_answer 3; debatable 5 (dr:200, dr:205, dr2:81, dr2:82, dr2:88).
By file: dr 7 / 14 / 0, dr2 7 / 13 / 3. Forms: tag 23, boxed 12, prose_sentence 8, truncated 1.

Label conventions (rounds 37-240's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states; a tag never closed counts (dr:213, dr2:87); a tag holding only equations
or a method and no value is no_answer (dr2:84, dr2:86); an unevaluated expression is read for its
value (dr2:92, wrong); with no answer tag the completion is labelled by its last box or last stated
result (dr:199, 201, 204, 206, 210, 214, 217; dr2:91, 95, 96); text invented after the answer
(fake 'User:' turns, self-set new problems with boxes of their own) does not change the answer
given to the question posed (dr:200, 208, 215; dr2:76, 79, 89, 91, 93); a right final answer over
wrong working is correct (dr2:81, whose earlier 'eight treeks' is overturned by its last solution,
debatable); an answer phrase naming one value with the gold only in a parenthetical aside is wrong
(dr2:82, debatable); a result stated and then a restart of the working cut at the token cap keeps
the stated result (dr:205, debatable); a response cut at the token cap whose only box is a word
('belong to \boxed{1} continuous interval') is no_answer (dr2:88, debatable). The five debatable
labels say in their notes how a careful reader could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 368000 (re-read; round 240's), 384000,
400000, 416000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets 128000
(re-read; round 240's), 144000, 160000, 176000, and 162410 (an anchor read, for dr2:84's run).

Leads for a later round: results.json from 432000 (idx 219, the spun wheel and checkerboard, opens
in 416000, cut inside its prompt: re-read 416000 and join; idx 219-499 remain, about 34 more
pages); results_20260421_153518.json from 192000 (idx 99, the vector v with a . v = 2, opens in
176000, cut inside its generated_text: re-read 176000 and join; idx 99-499 remain, about 49 more
pages). The two runs answer the same MATH-500 problems with other completions (no repeat across
them so far), but short completions could coincide: check repeats against both files and rounds
223, 226, 237, 240 and this one. Round 223's other leads (desirepathh sft_gpt-oss-120b.jsonl other
pages, the course's data/MATH/sft.jsonl in several repositories, zifanwangsteven's analysis files,
Tianshi-Xu) were not taken here.

Usage: python build_public_heldout242.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout242.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout242.jsonl"
SOURCE = "public_heldout242"

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
        "is a per_sample entry's `generated_text`; pages 368000 (re-read), 384000, 400000 and "
        "416000 joined (idx 198-218; rounds 223, 226, 237 and 240 took idx 0-197)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 128000 (re-read), 144000, 160000 and 176000 joined (idx 76-98; "
        "rounds 226, 237 and 240 took idx 0-75)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:198|correct|tag|opens on page 368000 (re-read this round) inside its prompt; 'the total number of arrangements is 7! * 2!. <answer> 10,080 ways </answer>' (gold 10,\!080)
dr:199|correct|boxed|'$$x = 17$$', a fake 'Assistant:' turn with code, 'The final answer is:' '\boxed{17}'
dr:200|wrong|prose_sentence|debatable: '$$Conclusion:>336daps=42baps$$', then a self-set word puzzle ('The word papa is one letter longer than the word slice...') with its own '\boxed{\text{papa and slice}}': the answer given to the question posed is 336 (gold 40: 42 baps = 70 yaps = 40 daps); no_answer arguable, the last box answering the invented puzzle
dr:201|correct|boxed|'the sum of all possible values of \( N \) is \(\boxed{66}\)' (21 + 45)
dr:202|wrong|tag|'<answer> ...' 'the probability that Alice wins the game is $\frac{1}{3}$.', then '####' 'The answer is <think>' repeating the working, cut at 'Substituting $a =': the last answer 1/3 (gold 2/3: p = 1/2 + (1/4) p)
dr:203|wrong|boxed|'<answer\ubb54 gave away a hint...', code output '394', 'is \(\boxed{394}\)' (gold 12: f(-2) = (-1)^611 + 3^11 + (-3)^11 + 12 + 1)
dr:204|wrong|boxed|crosses the edge of pages 384000 and 400000 inside its prompt; code output '16.0', then 'is \(\boxed{256}\)' (gold 0: four unit vectors summing to 0 pair off as opposites, so one factor a + c etc. is 0)
dr:205|wrong|prose_sentence|debatable: in the think part '&= \begin{pmatrix} -52 \\ -224 \\ 73 \end{pmatrix}.' then a fake 'Assistant:' turn restarting with a 3x3 unknown matrix, cut at the token cap at 'in terms of \(a, d,\) and \(g\):': the stated result (-52, -224, 73) (gold (-2, -14, -7)); no_answer arguable, the restart being cut before any answer
dr:206|correct|prose_sentence|'which gives us the ordered pair $(m, b) = \left(\frac{3}{2}, -13\right)$.' '</answer>' (no opening tag)
dr:207|correct|tag|'</think> <answer> <center>28</center> </answer>'
dr:208|wrong|boxed|'There are 6, so we have the answer. \begin{align*}300&\\ &\boxed{15} \end{align*} ThinkAboutThenAnswer', then invented 'User:' turns with boxes of their own ('\boxed{V&= 500}'): the answer given is 15 (gold 1: only 60 is a multiple of lcm 60 up to 100)
dr:209|correct|tag|'$A + B = 9 + 7 = \boxed{16}$. </think> <answer> $16$ </answer>'
dr:210|wrong|boxed|crosses the edge of pages 400000 and 416000 inside its completion; code output '11', then 'the total shaded area is \(\boxed{6}\).' 'the total area of the shaded region of the problem is 6 square units.' (gold 10: triangles of area 4 and 6)
dr:211|wrong|tag|'<answer> $35$.</answer>' (gold 5: 5 - 125 + 125)
dr:212|wrong|tag|'<answer> $48$ </answer>' (gold 56: 5c - 2(80 - c) = 232, c = 56)
dr:213|wrong|boxed|'<answer>' (never closed) 'the sum is:' '\[\boxed{\frac{1}{2}}\]' (gold 2: the terms telescope as 1/F_n - 1/F_{n+2}, sum 1/F_1 + 1/F_2)
dr:214|wrong|prose_sentence|'So the answer is, 155 students take physics.' '</answer>' (gold 110: 345 take at least one = 180 + p + 2p - 30 - 75 - 75 + 15)
dr:215|wrong|prose_sentence|'the final answer is $0$. </think>' 'Assistant: $0$', then invented 'User:' turns: the answer given is 0 (gold 2: x^3 = x^2 + x = 2x + 1)
dr:216|wrong|tag|'<answer> 4 Trinkets </answer>' (gold 6: 56 Drinkets = 24 Blinkets = 6 Trinkets)
dr:217|wrong|prose_sentence|'<answer>' (never closed) '$n = 1101100000000$ satisfies the condition', garbled code, then 'Therefore, the smallest positive multiple of 450 consisting only of ones and zeros is 1010101.' (gold 11,111,111,100: nine 1s for 9, then 00 for 50)
dr:218|correct|tag|'<answer>$(-1,6)$</answer>'
dr2:76|wrong|boxed|opens on page 128000 (re-read this round), its completion crossing into 144000; 'Therefore, there is no unique answer to the question.' 'The answer is $\boxed{-\infty}$.', then self-set new problems with boxes of their own ('\boxed{19 \text{ schools, 6 books}}'): the answer given is -infinity (gold 0: x^2 > 0 for x < 0 or x > 0)
dr2:77|correct|tag|'<answer>$2^8=4^x$' ... 'Solving for x gives $x = 4$.</answer>'
dr2:78|wrong|tag|'</think> <answer>1 and 2</answer>' (gold (-2,1))
dr2:79|correct|tag|'<answer> <p lxml:lcircuit="False">The value of $x$ is $2$.', then an invented 'User:' turn whose answer again says '$x=2$'
dr2:80|wrong|boxed|'$1000 - 499 - 1 = \boxed{500}$.' '</answer>' (gold 501: every k < 0 (500 values) and k = 8)
dr2:81|correct|boxed|debatable: 'Therefore, eight treeks equals the weight of one squig.', then 'Think:prayat Vig...' and a new solution: '\[ s = 3t \]' 'Therefore, the answer is:' '\[ \boxed{3} \]': the last final answer is the gold 3; wrong arguable, two differing answers being given
dr2:82|wrong|tag|debatable: '<answer> ... B is in the S2, the answer is 0.67 (0.666667-0.667-0.67 and on reverse is 1.5-1.5-1.4 and max value is equal to 1.5</ answer></answer>': the answer phrase names 0.67 (gold 3/2: from A = (2, 0) to B = (4, 3)); correct arguable, the last words 'max value is equal to 1.5' stating the gold
dr2:83|wrong|tag|crosses the edge of pages 144000 and 160000 inside its completion; 'Assistant: <answer> ...' 'approximate the solutions to be $x \approx 1.014$ and $x \approx -1.014$' 'Therefore, the solution is approximately $x = 1.014$.' (gold 2: 81 + 19 = 100)
dr2:84|no_answer|tag|'<answer>$$ 3a - 6 = -8 \\ 5 -2a - b = -16 \\ -2a = 6 $$', then 'Further Thoughts:' and LaTeX debris with a long '\text{ }' run: equations, no value of a + b (gold -1)
dr2:85|wrong|tag|'<answer>$10 \sqrt{2}$</answer>' (gold \sqrt{5}: 4 pi r^2 = 20 pi)
dr2:86|no_answer|tag|'Finally, I use the <answer> tag to give my answer:</answer>': no value (gold 240)
dr2:87|correct|tag|'<answer>' (never closed) 'The largest value of $x$ that satisfies the equation is $x=1$.'
dr2:88|no_answer|truncated|debatable: code error, 'we need the function to belong to \(\boxed{1}\) continuous interval', then cut at the token cap at 'in identify the exact restricted patch-------------': no final answer (gold 2); wrong arguable, reading the only box (the word 'one') as an answer 1
dr2:89|wrong|tag|'<answer> GCD is 17 <answer> </answer}', then invented 'User:' turns with a box of their own ('\boxed{3\sqrt{3}}'): the answer given is 17 (gold 21 = 3 * 7)
dr2:90|correct|tag|'<answer> Therefore, Remmy should multiply $10$ by $\frac{3}{2}$ to get the answer. </answer>'
dr2:91|wrong|prose_sentence|crosses the edge of pages 160000 and 176000 inside its completion; 'Therefore, the smallest possible integer value for $x$ is 2. </think>', then self-set new questions (f(pi/2) + f(x), a researcher, light bulbs): the answer given is 2 (gold 1: f(1) = 0 is real)
dr2:92|wrong|tag|'<answer>So the probability of finding exactly 4 of the treasure out ... (\frac{7}{5}\times ... \times\frac{7}{5})</answer>': (7/5)^7 (gold 448/15625 = C(7,4) (1/5)^4 (4/5)^3)
dr2:93|wrong|prose_sentence|'Therefore, $c = 25$.', then an invented 'User:' turn and '<answer> NOT CORRECT: ...' 'the correct value of $c$ is $a^2 - 15$.': 25 for the question posed (gold 33: 34 - c = 1)
dr2:94|wrong|tag|'</think> <answer>70</answer>' (gold 80: x + y = 50, 180 - 2(x + y))
dr2:95|correct|boxed|code output '[-4.00000000000000]', '\[\boxed{-4}\]'
dr2:96|wrong|boxed|fsolve output '[6.99999, 1.00006]', '\[\boxed{7, 1}\]' (gold 1 \pm \sqrt{19})
dr2:97|wrong|tag|'<answer>North</answer>' (gold east: 2250 = 6 * 360 + 90, a quarter turn clockwise)
dr2:98|correct|tag|'</think> <answer> 2k + 2 </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout242.jsonl: a 242nd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
