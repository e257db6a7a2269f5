__doc__ = r"""Build public_heldout258.jsonl: a 258th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (dothereading's `format_reward`, `answer_reward`, `reward`,
and the `*_avg` metrics at the head of each file) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round continues rounds 223, 226, 237, 240, 242, 246, 250 and 254's source
(dothereading/assignment5-alignment, the base model Qwen2.5-Math-1.5B zero-shot with the R1-Zero
prompt on MATH-500) where round 254's "Leads" left both of its files. 54 records (the brief asked
for about 50, about half from each file): three new pages of each file were read.
* dr: dothereading/assignment5-alignment cs336_alignment/results/results.json at d01662d (964,909
  characters; {model: 'Qwen/Qwen2.5-Math-1.5B', format_reward_avg ..., per_sample: [{idx, prompt,
  generated_text, ground_truth, format_reward, answer_reward, reward}]}; MATH-500 in order, the
  R1-Zero prompt '... <answer> answer here </answer>.\nUser: {question}\nAssistant: <think>').
  Pages 592000, 608000, 624000 and 640000 (4 pages, = dr_592000 ... dr_640000) joined: per_sample
  idx 309-338 whole, 30 kept. Page 592000 is round 254's last page, read again first with
  read_file; its idx 301-308 are round 254's and are not taken again; idx 309 (the least sum of
  distinct integers of product 84) opens there and is whole once 608000 is joined. idx 339 (MATH-500's
  parabola reflected about y = k) is cut at the end of page 640000 inside its prompt, before its
  problem, and dropped. Records crossing a page edge: inside the completion idx
  309 (592000 / 608000), 318 (608000 / 624000) and 330 (624000 / 640000).
* dr2: the same repository's cs336_alignment/results/results_20260421_153518.json at c392482
  (976,593 characters, the same shape; another run, its prompt adding ' YOU MUST USE THE <answer>
  TAGS!' after the R1-Zero example). Pages 320000, 336000, 352000 and 368000 (4 pages, = dr2_320000
  ... dr2_368000) joined: idx 178-201 whole, 24 kept. Page 320000 is round 254's last page, read
  again first; its idx 168-177 are round 254's and are not taken again; idx 178 (the positive
  square root of 10 * 15 * 24) opens there inside its prompt and is whole once 336000 is joined.
  idx 202 (Alice and Bob's coin game) is cut at the end of page 368000 inside its generated_text
  and dropped. Records crossing a page edge: inside the prompt idx 178 (320000 / 336000) and 188
  (336000 / 352000); inside the completion idx 195 (352000 / 368000). The idx is the record number
  in both files; both follow MATH-500 in order.
Gold: the sample's `ground_truth`, checked by work/extract.py and by the build equal to MATH-500's
answer of the same index (every prompt's problem is MATH-500's problem of that index word for word).

Method (rounds 88-254's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all eight at
16,000. Pages 592000 (dr) and 320000 (dr2) were read again with read_file this round; round 254's
pastes of both were still on disk (/tmp/rounds/real254/pages) and were copied, not retyped, after
the re-read displays' opening and closing text (and a passage inside each) were compared with them
(both decode to 16,000 characters; the parts taken from them, idx 309's prompt and the opening
' We nee' of its completion, and the head of dr2:178's prompt, are checked by work/extract.py
against MATH-500 and by json). The six new pages were pasted by hand. Two pastes came out wrong
and were caught by the length check before anything was cut: dr_608000's first paste dropped one
level of escaping inside the JSON strings (15,540 characters decoded: '\\times' pasted for the
display's '\\\\times', '\n' for '\\n'); it was not mended but pasted again whole from the display
(16,000). dr_640000's first paste dropped the doubled backslashes of its opening words only
(15,996: '\\(\\binom{6}{4}\\binom{8}{2}\\)' for the display's '\\\\(\\\\binom{6}{4}\\\\binom{8}{2}\\\\)',
the tail of idx 330's answer tag); those opening words were mended from the display by script,
then 16,000. The files' '\u' escapes ('\u03c0' and '\u00b2', '\u00b3' in dr:313 and dr:325,
'\u0105' in dr:314, CJK in dr2:183, dr2:187, dr2:195 and dr2:200, '\uff1a' in dr2:183), the '\r\n'
of the Python code in dr:317, dr:318 and dr2:189, the HTML entities '&gt;' of dr2:199 and the
escaped '\"' were pasted as shown. work/extract.py cut the records out by script (raw_*.jsonl: `r`
the completion's JSON string body as the file holds it, `enc` = json, decoded once by the build),
parsed every whole per_sample entry with json and checked that the cut body decodes to the parsed
field, checked each prompt's head (the R1-Zero prompt; dr2's with its added sentence) and that
each problem and gold is MATH-500's of the same index (all 54 whole entries equal: a check of the
prompt parts of the pastes), refused completions holding a control character other than newline,
carriage return and tab (none this round), and checked the idx run unbroken. The completions were
read over against the displayed pages while labelling. Nothing was retyped from a decoded form;
nothing is shortened. work/dedup.py checked repeats.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 298 files, 35,585 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223, 226, 237, 240, 242, 246, 250 and 254's dothereading
records among them, rounds 223-257 included) and with the others of this round: no repeat; nothing
dropped.

Repository counts (54 records): dothereading/assignment5-alignment 54 (100 %: results.json 30,
results_20260421_153518.json 24). Licence: no LICENSE file in the index for the repository (as
rounds 223-254 found); `licence` per record.

Split: think_answer 54 (every prompt the R1-Zero format; the base model often leaves it: boxes
with no tag, 'Answer:' lines, '####' lines, '<end think>', '<endthink>', '\end{Thought}',
'\end{answer}', '\end{thm}', 'answer> 1' with no opening '<', '<answer dotycz\u0105>', '<math>'
inside the tag, an answer tag never closed (dr:316, dr:322, dr2:181, dr2:191), tags holding dots
or a formula with no value (dr:311, dr:329, dr:338), fake 'User:' / 'Assistant:' / 'Human:' turns,
self-set new problems with boxes of their own, Python code with invented output), long_cot 0. All
MATH (54, MATH-500 idx 309-338 and 178-201); GSM8K 0.

Truths: correct 23, wrong 22, no_answer 9; debatable 8 (dr:314, dr:315, dr:317, dr:330,
dr2:186, dr2:188, dr2:197, dr2:200). By file: dr 14 / 11 / 5, dr2 9 / 11 / 4. Forms: tag 29, boxed
11, prose_sentence 6, answer_colon 3, none 3, truncated 2.

Label conventions (rounds 37-254's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence or box in the tag read for the
value it states (dr:316, 325, 334, 337; dr2:192, 201); a tag never closed counts (dr:316, 322;
dr2:181, 191); a tag holding dots, a unit formula with no value, a lone letter or working with no
result is no_answer (dr:311, 329, 338; dr:314, debatable); with no answer tag the completion is
labelled by its last box, 'Answer:' line or last stated result (dr:309, 310, 312, 318, 319, 331,
333, 335; dr2:179, 182, 183, 187, 195, 199); text invented after the answer (fake 'User:' /
'Assistant:' / 'Human:' turns, self-set new problems with answers of their own, a restart of the
working cut at the token cap) does not change the answer given to the question posed (dr:315,
debatable; dr2:186, debatable; dr2:196); an invented 'Assistant:' turn that solves the question
posed again gives the last answer (dr:317, debatable: its tag says 1, its last box 0, the gold);
a right final answer over wrong or missing working is correct (dr:309, dr2:195); an expression
left unevaluated in the tag is read for its value (dr:330, debatable: C(6,4) C(8,2) = 420; dr2:198,
2 * 8! = 80,640); a response cut at the token cap before any final answer is no_answer (dr2:188
(debatable), 189), and so is one with no value committed (dr:328; dr2:184; dr2:197, debatable).
The eight debatable labels say in their notes how a careful reader could label them otherwise.

Pages read this round (for the next round not to repeat them): dothereading/assignment5-alignment
cs336_alignment/results/results.json at d01662d offsets 592000 (re-read; round 254's), 608000,
624000, 640000; cs336_alignment/results/results_20260421_153518.json at c392482 offsets 320000
(re-read; round 254's), 336000, 352000, 368000. No anchor reads.

Leads for a later round: results.json from 656000 (idx 339, the parabola reflected about y = k, opens at
the end of page 640000, cut inside its prompt ('... enclosed within <think> </think> a'): re-read 640000 and join; idx 339-499
remain, about 20 more pages); results_20260421_153518.json from 384000 (idx 202, Alice and Bob's
coin game, opens in 368000, cut inside its generated_text (' ... or if both she and Bob ge'):
re-read 368000 and join; idx 202-499 remain, about 38 more pages). The two runs answer the same
MATH-500 problems with other completions (no repeat across them so far), but short completions
could coincide: check repeats against both files and rounds 223, 226, 237, 240, 242, 246, 250, 254
and this one. Both files hold their non-ASCII characters as '\u' escapes and their LaTeX with
doubled backslashes; pasting, keep every backslash of the display: a paste that drops one level of
escaping fails the length check (dr_608000 this round). Round 223's other leads (desirepathh
sft_gpt-oss-120b.jsonl other pages, the course's data/MATH/sft.jsonl in several repositories,
zifanwangsteven's analysis files, Tianshi-Xu) were not taken here.

Usage: python build_public_heldout258.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout258.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout258.jsonl"
SOURCE = "public_heldout258"

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
        "is a per_sample entry's `generated_text`; pages 592000 (re-read), 608000, 624000 and "
        "640000 joined (idx 309-338; rounds 223, 226, 237, 240, 242, 246, 250 and 254 took idx "
        "0-308)",
        R1_ZERO.format(""), "think_answer", "math", "`ground_truth`", NO_LICENCE,
    ),
    "dr2": (
        "dr2-qwen25-math-15b-r1zero-mustuse-math500", DR,
        "cs336_alignment/results/results_20260421_153518.json", DR2C,
        "Qwen/Qwen2.5-Math-1.5B (the file's `model`), base model, zero-shot on MATH-500 in order, "
        "another run than results.json's (its prompt adds a sentence; its completions are "
        "others); sampling settings not known; the record is a per_sample entry's "
        "`generated_text`; pages 320000 (re-read), 336000, 352000 and 368000 joined (idx 178-201; "
        "rounds 226, 237, 240, 242, 246, 250 and 254 took idx 0-177)",
        R1_ZERO.format(" YOU MUST USE THE <answer> TAGS!"), "think_answer", "math",
        "`ground_truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dr:309|correct|prose_sentence|crosses the edge of pages 592000 and 608000 inside its generated_text; 'We can choose two 2s, one 3, and one 7' (not distinct), then 'So, the least possible sum of these integers is 14.': the gold (3 * 4 * 7, 3 + 4 + 7) over wrong working
dr:310|wrong|prose_sentence|'=7*3*\frac{21}{3*1*10}=\frac{49}{10}$</think>', then a closing remark: 49/10 (gold 49 = 7 * 10 * 21/30)
dr:311|no_answer|tag|' .............. thinking <answer> ............... Answer </answer>': the tag holds dots and the word 'Answer', no value (gold 3)
dr:312|correct|boxed|'So, the final answer in interval notation is \(\boxed{(5, \infty)}\).'
dr:313|correct|tag|'<answer> 12\u03c0 inches per second </answer>' (gold 12\pi; the unit words after the value)
dr:314|no_answer|tag|debatable: '<decoding details not straightforward doesn't imply a wrong answer here><answer dotycz\u0105>b\n</answer>': the tag holds a lone letter 'b', no point (gold (2,4)); wrong arguable, reading 'b' as its answer
dr:315|correct|answer_colon|debatable: '$\nAnswer: $41$.</think> \n whereas \nUser: Thanks. I understand way 1, but is there another way?', then an invented 'Assistant:' general approach cut at the token cap ('calculate \(b = ar\)'): the answer given to the question posed is 41, the gold; no_answer arguable, the response ending inside a restarted working with no answer of its own
dr:316|correct|tag|'<answer> ... Therefore, the value of $AB + B$ is $5 \times 2 + 2 = 12$.' (the tag never closed)
dr:317|correct|boxed|debatable: '<answer> 1 <answer>', then an invented '\n\nAssistant:' turn solving the question posed again with code, ending 'Therefore, the degree of the polynomial \(p(x)\) is \(\boxed{0}\).': the last final answer is 0, the gold; wrong arguable, reading the answer tag's 1 as its answer and the rest as an invented turn
dr:318|correct|boxed|crosses the edge of pages 608000 and 624000 inside its generated_text; 'So the final answer is \(\boxed{\frac{11+9a}{20}}\).'
dr:319|correct|answer_colon|'Answer: The product of all possible values of $x$ is $16 \times -8 = -128$.'
dr:320|wrong|tag|'<answer>$\cos \angle RPS = \frac{5}{25} = \frac{1}{5}$</answer>' (gold -24/25: RPS is the supplement of RPQ, cos RPQ = 24/25)
dr:321|wrong|tag|'<answer> ... length = speed * time = 0.1389 meters/second * 0.025 hours * 3600 seconds/hour = 150 meters. </answer>' (gold 10: 1000 m in 9000 s, 1/9 m/s for 90 s)
dr:322|correct|tag|'Assistant: <answer> ... So $b+1-3=-3$, finally $b=-1$. So, $b=-1$. $\blacksquare$\n**END' (the tag never closed)
dr:323|wrong|tag|'Assistant: <answer>The answer is $\frac{4}{6} = \frac{2}{3}$.</answer>' (gold 1/3: of the three pairings of four points, one crosses)
dr:324|wrong|tag|'<answer>$$\frac{\pi}{2.5}$$</answer>': 2\pi/5 rad, 72 degrees (gold 120)
dr:325|correct|tag|'<answer> ... So, it will take 4 such beakers of water to fill the spherical tank.\n\n</answer>'
dr:326|wrong|tag|'<answer> <math>0.74. </math>\n</answer>' (gold 9/100 = 0.5^2 - 0.4^2)
dr:327|wrong|tag|'... and $P(5)=735.$</answer>' (gold 15)
dr:328|no_answer|none|floor-function debris ('So most of the numbers are equal to zero.'), an invented 'User: $\bigg($' turn and an 'Assistant:' remark on how to check f(1): no count given (gold 3: values 1, 0, -1)
dr:329|no_answer|tag|'<answer>20 feet / minute * 12 inches / 100 feet * 1 minute / 60 seconds = inch per second</answer>': a conversion with no value (gold 4 = 20 * 12 / 60)
dr:330|wrong|tag|debatable: crosses the edge of pages 624000 and 640000 inside its generated_text; '<answer> Change the order of terms and get: \(\binom{6}{4}\binom{8}{2}\). You need (4 Republicans, 2 Democrats).</answer>': C(6,4) C(8,2) = 420, one split only (gold 1940 = C(14,5) - C(8,5) - C(6,5)); no_answer arguable, the expression being left unevaluated with a remark
dr:331|wrong|boxed|'&\boxed{=\dfrac{5\sqrt{4+9\sqrt{34}}}{2\sqrt{2}} } .', then debris ('.pushButton: Minimal effort') (gold 13/6)
dr:332|wrong|boxed|'\end{Thought}\nLightning: ...\n\end{answer}', then an 'Assistant:' working ending 'is \(\boxed{\frac{4}{3}}\).' (gold 2: (x + y)(y + z) = xz + y(x + y + z) >= 2 sqrt(xyz(x + y + z)))
dr:333|correct|boxed|'This confirms that $b$ is 3. Therefore, the answer is:\n\[\n\boxed{3}\n\]', then a closing paragraph with no other value
dr:334|correct|tag|'<answer>Let's solve the system ... So, the value of the product \(abc\) is \(\boxed{-120}\).</answer>'
dr:335|correct|boxed|'which is $\boxed{3}$.<end think>', then code with output '3' and 'is divided by 4 is \(\boxed{3}\).'
dr:336|wrong|tag|'<end think>\n<answer> $513^2 - 487^2$ = (513 + 487) (513 - 487) = 900 * 26 = 23,400. </answer>' (gold 26000 = 1000 * 26)
dr:337|correct|tag|'<answer> ... The largest of the three integers is \(x+2 = 6\). </answer>'
dr:338|no_answer|tag|'<answer> First, I'd go about finding the largest power of six ... and similarly $y$ contains the second place value, and so on </answer>': no numeral given (gold 4343_6)
dr2:178|correct|tag|crosses the edge of pages 320000 and 336000 inside its prompt; 'bard Answer: $360$ and its square root is $60$\n</think><answer> $60$ </answer>' (the gold over a wrong product: 10 * 15 * 24 = 3600)
dr2:179|wrong|boxed|'Thus, the final answer is:\n\[\n\boxed{5x - 6y + z + 5 = 0}\n\]' (gold 5x - 7y + 11z + 4 = 0; its invented code output for the cross product is wrong: (-4, 5, 5) x (4, 6, 2) = (-20, 28, -44))
dr2:180|wrong|tag|'which is 50. <answer> 1 </answer>' (gold 3: 10, 25, 50 divide gcd 50)
dr2:181|wrong|tag|'Assistant: <answer> The simplified form of the expression with a rational denominator is 1.' (the tag never closed; gold sqrt 3 / 3 = 3^{-1/2})
dr2:182|correct|prose_sentence|'X = 1251. So there are 1251 students at Baker Middle School]\n####\nThere are 1251 students at Baker Middle School.'
dr2:183|wrong|answer_colon|'The correct answer where $a+b+c=5$, corresponding to $a=3$, $b=1$, and $c=5$.\n\u503c\uff1a$5$.' (a Chinese 'value:' line; gold 23: (9 sqrt 2 + 8 sqrt 3)/6)
dr2:184|no_answer|none|' <c>a,b,and c be positive real numbers</c> ... <c> c/a + a/b + b/c </c> </t>\n\end{thm}': the problem restated in tags, no answer (gold (2,\infty))
dr2:185|correct|tag|'Therefore, $6k = 6$, and $k = 1$.\nanswer> 1\n</answer>' (the opening tag lacks its '<')
dr2:186|correct|boxed|debatable: 'Hence, there are $\boxed{7}$ positive integers $n>1$ for which $2^{24}$ is a perfect $n^{\text{th}}$ power.</think>', then an invented 'User:' question about queues with '$\boxed{980}$. Hence, the answer is $\boxed{98}$.': the answer given to the question posed is 7, the gold; wrong arguable, reading the last box 98 as its answer
dr2:187|correct|prose_sentence|'So, there are 4 dimes, and \(11 - 4 = 7\) nickels.'
dr2:188|no_answer|truncated|debatable: crosses the edge of pages 336000 and 352000 inside its prompt; '\end{think}', a root set '\left\{x=-2,{\dfrac {3-{\sqrt {17}}}{4}},{\dfrac {3+{\sqrt {17}}}{4}}\right\}' with no largest named, then an 'Assistant:' working cut at the token cap inside a synthetic division: no final answer (gold 6); wrong arguable, reading the root set as its answer
dr2:189|no_answer|truncated|code with an invented timeout, then cut at the token cap at 'let's assume \(a = 80\) and \(b = 6': no final answer (gold 160)
dr2:190|wrong|tag|'<answer>1/2</answer>' (gold 13/18: 2 is the only even prime, 1 - 2 * (1/6)(5/6))
dr2:191|correct|tag|'Right? <answer> $b=0 $ <endthink>' (the tag never closed)
dr2:192|wrong|tag|'<answer> The length of median $\overline{QM}$ is $20$.</answer>' (gold 30 = sqrt(34^2 - 16^2))
dr2:193|correct|tag|'So, there are four possible rational roots.</think> <answer>4</answer>'
dr2:194|wrong|boxed|'So, the maximum value of the expression is $\boxed{0}$. ... \n</answer>' (gold 1/4, at x = 1, y = -1)
dr2:195|correct|boxed|crosses the edge of pages 352000 and 368000 inside its generated_text; an invented code output '30*r - 24', then 'assuming $r=1$ for simplicity, the final answer is:\n\n\[\n\boxed{24}\n\]': the gold over wrong working (p(0) + p(4) = 6r + 6(4 - r) = 24 for every r)
dr2:196|wrong|tag|'<answer> $1621 $ answer per Forumetting Guide', then invented problems with '####\nThe answer is -153.5' and 'The answer is $\frac{\sqrt{4498961}-1285}{1684}$': the answer given to the question posed is 1621 (gold 1600 = (21 + 19)^2; its 2(21)(19) = 819 is wrong)
dr2:197|no_answer|none|debatable: '0\nThink I see that $0!=1$ but not sure if it's it's included the problem or methods in whole.', then invented 'Human:' / 'Assistant:' problems (a bus company, a triple integral) cut at the token cap: no count committed (gold 6); wrong arguable, reading the opening '0' as its answer
dr2:198|wrong|tag|'Therefore, we have (7! * 2! * 2!). <answer> 2 * 8! </answer>': 80,640 (gold 10,080 = 7! * 2)
dr2:199|wrong|prose_sentence|'<answer>Let us find the value of $x$ ... Correct answer: x= - 8.', then '####' and 'the only possible solution is $$x=8$$': the last answer is 8 (gold 17 = 36 - 19)
dr2:200|wrong|prose_sentence|debatable: '<end think>\nI know 2 daps = 1 yap. <Concludes> So yeah I know 1 dapple = 42 baps after some pythogorean stupid thinking <ends answer\u6ca1\u5565 value>': 1 (gold 40: 42 baps = 70 yaps = 40 daps); no_answer arguable, the text committing to no count of daps
dr2:201|correct|tag|'<answer> ... Therefore, the sum of all possible values of $N$ is $21 + 45 = 66$. </answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout258.jsonl: a 258th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
