__doc__ = r"""Build public_heldout240.jsonl: a 240th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226 and 237's source (dothereading/assignment5-alignment, the base
model Qwen2.5-Math-1.5B zero-shot with the R1-Zero prompt on MATH-500) where round 237's "Leads"
left both of its files. It is a SMALL round (18 records): the helper session had about 20 minutes
and read two new pages only.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 352000 and 368000 (2 pages, = dr_352000, dr_368000) joined: per_sample idx 189-197 whole,
  9 kept. Page 352000 is round 237's last page, read again this round with read_file; its idx
  178-188 are round 237's and are not taken again; idx 189 (the hot-air balloon held by four ropes)
  opens there and is whole once 368000 is joined. idx 198 (a repeat of idx 197's problem, the x^3
  factor of 10!) is cut at the end of page 368000 inside its prompt head and dropped. Records
  crossing a page edge: inside the prompt idx 189.
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 112000 and 128000 (2 pages, = dr2_112000, dr2_128000)
  joined: idx 67-75 whole, 9 kept. Page 112000 is round 237's last page (its paste copied, not re-read); its idx 60-66
  are round 237's and are not taken again; idx 67 (a square's sides decreased by 40 % and increased
  by 50 %) opens there and is whole once 128000 is joined. idx 76 (the domain of log x^2) is cut at
  the end of page 128000 inside its generated_text and dropped. Records crossing a page edge:
  inside the completion idx 67. The idx is the record number in both files; both follow MATH-500
  in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-237's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all four at
16,000. Page 352000 was read again with read_file this round and page 112000 was not (time);
round 237's pastes of both were still on disk (/tmp/rounds/real237/pages) and were copied, not
retyped, 352000's after the re-read display's opening and closing text was compared with it (both decode to 16,000
characters; the records taken from them, dr:189's prompt head and dr2:67's completion opening, are
checked by work/extract.py against MATH-500 and by json). The first paste of dr_368000 ran on past
the page's end (after idx 198's opening prompt head it repeated idx 197's problem and completion and
idx 198's head again, text that is not on the page); it was cut back by script to the display's
last words ('... and answer is enclosed with') and came out at 16,000, the kept text read over
again against the display. The first paste of dr2_128000 came out at 15,956: a same-sentence slip
in idx 76's completion (dropped anyway) was corrected against the display by script ('is defined
for $x^2 > 0$, which is true for all $x$ except $x = 0$. Therefore, we need'), then 16,000. The
files' '\u' escapes ('\u2019' in dr2:75), the '\r\n' of dr2:73's Python code and the escaped
'\"' of dr:189's asy labels and dr2:70 were pasted as shown. No loop marker was needed.
work/extract.py cut the records out by script (raw_*.jsonl: `r` the completion's JSON string body
as the file holds it, `enc` = json, decoded once by the build), parsed every whole per_sample entry
with json and checked that the cut body decodes to the parsed field, checked each prompt's head
(the R1-Zero prompt; dr2's with its added sentence) and that each problem and gold is MATH-500's of
the same index (all 18 equal: a check of the prompt parts of the pastes), refused completions
holding a control character other than newline, carriage return and tab (none did), and checked
the idx run unbroken. The completions were read over against the displayed pages while labelling.
Nothing was retyped from a decoded form; nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 260 files, 34,524 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226 and 237's dothereading records among them,
rounds 223-239 included) and with the others of this round: no repeat; nothing dropped.

Repository counts (18 records): dothereading/assignment5-alignment 18 (100 %: results.json 9,
results_20260421_153518.json 9). Licence: no LICENSE file in the index for the repository (as
rounds 223, 226 and 237 found); `licence` per record.

Split: think_answer 18 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, '<end think>' / '<end answer>', '<lt;answer>', a tag closed by a second '<answer>',
a '</answer>' with no opening tag, fake 'Assistant:' / 'User:' turns, Python code), long_cot 0.
All MATH (18, MATH-500 idx 189-197 and 67-75); GSM8K 0.

Truths: correct 9, wrong 7, no_answer 2; debatable 3 (dr:191, dr:194, dr2:69). By file: dr 3 / 4
/ 2, dr2 6 / 3 / 0. Forms: tag 8, boxed 6, prose_sentence 3, truncated 1.

Label conventions (rounds 37-237's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence, equation or box in the tag read
for the value it states; a tag never closed, or closed by a second '<answer>', counts (dr:197,
dr2:70); an unevaluated arithmetic expression for the value is read for its value (dr:191,
debatable); an expression left in an unknown is wrong (dr:195 '32 + 32r'); a tag holding only a
method and no value is no_answer (dr:192); with no answer tag the completion is labelled by its
last box or last stated result (dr:189, 190, 193, 196; dr2:68, 72, 73, 74); a right final answer
over wrong working is correct (dr2:69); text invented after the answer (fake 'User:' turns) does
not change the answer given to the question posed (dr:197); a response cut at the token cap while
still verifying an intermediate value of a reduced problem is no_answer (dr:194, debatable); a
result stated as the conclusion, then a check opened and cut, keeps the stated result (dr2:69,
debatable). The three debatable labels say in their notes how a careful reader could label them
otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 352000 (re-read; round 237's), 368000;
cs336_alignment/results/results_20260421_153518.json at c392482 offsets 128000 (and 112000 as
round 237's paste, its display not re-read in full this round).

Leads for a later round: results.json from 384000 (idx 198, a repeat of idx 197's problem, opens in
368000, cut inside its prompt head: re-read 368000 and join; idx 198-499 remain, about 37 more
pages); results_20260421_153518.json from 144000 (idx 76, the domain of log x^2, opens in 128000,
cut inside its generated_text: re-read 128000 and join; idx 76-499 remain, about 52 more pages).
The two runs answer the same MATH-500 problems with other completions (no repeat across them so
far), but short completions could coincide, and MATH-500 repeats a problem at idx 197/198: check
repeats against both files and rounds 223, 226, 237 and this one. Round 223's other leads
(desirepathh sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several
repositories, zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout240.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout240.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout240.jsonl"
SOURCE = "public_heldout240"

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
        "is a per_sample entry's `generated_text`; pages 352000 (re-read) and 368000 joined (idx 189-197; "
        "rounds 223, 226 and 237 took idx 0-188)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 112000 (re-read) and 128000 joined (idx 67-75; "
        "rounds 226 and 237 took idx 0-66)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:189|wrong|boxed|opens on page 352000 (re-read this round), its prompt crossing into 368000; C placed at (0, -30), 'the greatest length of rope that can be saved is:' '210 - 0 = 210', code, 'is \(\boxed{210}\) meters.' (gold 160: h^2 = 9900, OC^2 = 12600, OD^2 = 7000; the shortest HP is 120 at the foot of the perpendicular from O, 280 - 120)
dr:190|wrong|prose_sentence|no tags: 'the only way to get an even sum is if both Paul and Jesse choose the number 2. <end think>', 'the probability of this happening is $\frac{1}{30}$. <end answer>', '####', 'The answer is' '= \frac{1}{30}$$' (gold 13/18: the sum is odd only when exactly one picks 2, 1 - 2 (1/6)(5/6))
dr:191|correct|tag|debatable: '</think> <answer>Bundle: $$b = \frac{12 -3(4)}{2}$$</answer>': an unevaluated expression whose value is the gold 0; no_answer arguable, the tag holding a set-up never worked out
dr:192|no_answer|tag|'<lt;answer>The length of median $\overline{QM}$ ... is found using Apollonius' Theorem.</answer>': a method, no value (gold 30)
dr:193|correct|boxed|'</think>' then a fake 'Assistant:' turn: 'there are 4 different possible rational roots', '\boxed{4}'
dr:194|no_answer|truncated|debatable: along y = -x only, 'Thus, the maximum value of $\frac{x}{x^4 + 3}$ is $\frac{1}{4}$. We need to verify that this is indeed the maximum value.', then cut at the token cap at 'is continuous and different': no final answer to the question posed; correct arguable, the value stated before the cut being the gold 1/4
dr:195|wrong|tag|'$p(0) + p(4) = 32 + 32r$ <answer> $32 + 32r$ </answer>': an expression in the unknown fourth root (gold 24: p(0) + p(4) = 6r + 6(4 - r))
dr:196|correct|prose_sentence|'Therefore, $x=1600$.</think>', a fake 'Assistant:' turn: 'we can write the simplified expression as $x=1600$, which is the value of $x$ that satisfies the equation.</answer>' (no opening tag)
dr:197|wrong|tag|'$2\times2\times2\times2=\boxed{16}$ possible values of $x$. <answer> We have  $16$ possible integer values of $x$.' (a tag never closed), then an invented 'User:' turn: the answer given is 16 (gold 6: x = 2^a 3^b with 3a <= 8 and 3b <= 4, 3 * 2 values)
dr2:67|correct|tag|crosses the edge of pages 112000 and 128000 inside its completion; 'So, the area of the square decreases by $10\%$.</think> <answer>$10\%$</answer>'
dr2:68|wrong|boxed|'\[\tan x^\circ = \tan 134^\circ.\]', 'Therefore, $\boxed{x = 134^\circ}. </answer>' (no opening tag) (gold 46: the identity holds when 53 + 81 + x = 180)
dr2:69|correct|prose_sentence|debatable: a first '= (-1) + 2(2) + 2 = 3.', then a solution: 'Thus, the expression \( z + \frac{1}{z} + z^2 + \frac{1}{z^2} = -1 + 0 = -1 \).' (wrong working, right value), then 'However, we can verify this using Python and sympy:' and code cut at the token cap at 'eq =': the last stated result is the gold -1; no_answer arguable, a check being opened and cut
dr2:70|correct|tag|'<answer>(40)<answer>' (a tag closed by a second '<answer>'; 40 in base 9, gold 40_9)
dr2:71|wrong|tag|'<answer> $2433_{8}$', working to 'Therefore, $10101001110_{2} = 5232_{8}$.', '####', then 'The answer is <think>' ... '<answer> $$2433_{8}$$': the last answer 2433_8 (gold 2516_8: 10101001110_2 = 1358 = 2516_8)
dr2:72|correct|boxed|no tags: 'The length of the radius of the sphere is \( \boxed{3} \).'
dr2:73|correct|boxed|no tags: 'Thus, the final answer is \(\boxed{\frac{3\sqrt{3}}{4}}\).', then Python code with no output
dr2:74|correct|boxed|no tags: code printing 'cot(x)', 'So the final answer is:' '\boxed{\cot x}'
dr2:75|wrong|tag|'only two products end in a 5: 1*5 and 5*1', '<answer> $\boxed{\frac{1}{18}}$ </answer>' (gold 11/36: 36 - 25 pairs with a 5)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout240.jsonl: a 240th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
