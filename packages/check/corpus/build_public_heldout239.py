__doc__ = r"""Build public_heldout239.jsonl: a 239th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (PaoPaoYue's `reward_result`, imraviagrawal's `rewards`:
`format_reward`, `answer_reward`, `reward`) were not used to label: each completion was read, its
final answer found and compared with the gold by hand.

The round continues round 233's two sources where its "Leads" left them: both are a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>'), one on
MATH-500, one on GSM8K test (CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 128000,
  144000, 160000, 175990, 191990, 207990, 223990 and 239990 (8 pages) joined: ids 73-124, 51 kept.
  Page 128000 is round 233's last page, read again first (its paste decodes byte-identical to
  round 233's, which was still on disk); id 73 (the '&' operation) opens there and is whole once
  144000 is joined. id 86 (shirts, pants and hats) is not taken: its response holds one character
  the display does not show (below). id 125 opens at the end of page 239990 and is cut there
  inside its prompt's R1-Zero head, so it is dropped. The read at 175990 (made to place that
  character) was taken as the next page, so the later pages start 10 characters before a multiple
  of 16,000; its first 10 characters equal page 160000's last 10 and are joined once. Records
  crossing a page edge: inside the prompt id 73, 88, 95, 103; inside the response id 110, 118;
  inside the reward fields id 79. The record number is the id. Gold: the element's `truth`,
  checked by work/extract.py and by the build equal to MATH-500's answer of the same index
  (every prompt is the R1-Zero head + MATH-500's problem of that index word for word).
* im: imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0
  (2,499,979 characters; JSON lines {prompt, generated_text, correct_answer, rewards}; the 1,319
  GSM8K test questions in order), written by the repository's cs336_alignment/baseline.py (read by
  round 233: Qwen/Qwen2.5-Math-1.5B, vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop
  '</answer>' kept in the output, the course's r1_zero.prompt). Three places round 233 did not
  read, consecutive pages joined at each:
  - D: pages 416000 and 432000 (test 227-243): lines 228-242 kept (15); line 227 (Chad's burrito)
    opens on page 400000, not read, and is dropped; line 243 (Jason's phone plan) is cut at the end
    of page 432000 inside its prompt.
  - E: pages 1040000, 1056000 and 1072000 (test 564-582): lines 565-581 kept (17); line 564 (Judy's
    pages) opens on page 1024000, not read; line 582 (Juan and Herb's houses) is cut inside its
    prompt.
  - F: pages 1872000 and 1888000 (test 995-1011): lines 996-1010 kept (15); line 995 (Adam's
    trousers) opens on page 1856000, not read; line 1011 (Wanda and Ms. B's tank) is cut inside its
    generated_text.
  47 kept. Lines crossing a page edge: 236 and 570 inside the generated_text, 576 inside the prompt,
  1002 inside the correct_answer. The record number is the GSM8K test index (each prompt is the
  R1-Zero head + a GSM8K test question word for word, and each `correct_answer` that question's
  GSM8K answer word for word, checked by work/extract.py for all 47). Gold: the '####' value of
  `correct_answer`, checked by the build equal to gsm8k test's.

Method (rounds 88-233's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length. 14 of the 15 pages
came out at 16,000 characters on their first paste. pp_160000 came out at 15,999: the missing
character was placed by alignment reads at file offsets 172900, 173100, 173200, 173244, 173262,
173270, 173300, 174500 and 175990 (each read's opening compared with the paste at that offset): it
lies between file offsets 173245 and 173261, inside id 86's scraps "i的，越好'Real differe", and
the display shows nothing there (an invisible code point, not identified). The paste is kept as
displayed (15,999 characters, work/mk.py's SHORT), id 86 is not taken, and the file offsets
work/extract.py writes into the keys of ids 87-124 are shifted by one to the file's. A second
kind of slip passed the length check and was caught by work/extract.py's checks: the display shows
a no-break space (U+00A0) as a plain space, and GSM8K test question 576 (Michael's carpet) holds
five in its question and three in its answer; the paste writes these eight as '\u00a0' escapes,
placed from GSM8K test's text (the line's prompt and correct_answer are GSM8K's word for word; no
other question or answer of the three places holds one, and line 576's completion does not echo
the question's text). No loop marker was needed. The files' raw non-ASCII text (Chinese, Korean,
Japanese, Arabic, Hebrew, Thai, Cyrillic, Vietnamese, Limbu and Greek scraps, '½', '×', '–', '—',
'’', '…', '°', '•', '・') and their '\r\n' and '\t' escapes were pasted as shown. work/extract.py cut
the records out by script (raw_*.jsonl: `r` the completion's JSON string body as the file holds it,
`enc` = json, decoded once by the build), parsed every element / line that opens and ends on its
joined pages with json and checked that the cut body decodes to the parsed field, checked every
prompt's head (the R1-Zero prompt) and problem against MATH-500 / gsm8k test and every gold against
them (a check of the prompt and gold parts of the pastes), refused completions holding a control
character other than newline, carriage return and tab (none did), and checked pp's id run (73-124
but 86). The completions were read over against the displayed pages while labelling (their final
answers and golds); the alignment reads' displays (173100 to 189300) covered ids 87-94 a second
time. Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 258 files, 34,426 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-233 among them, round 233's PaoPaoYue ids 17-72 and
imraviagrawal lines, rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B MATH-500 replies
included) and with the others of this round: no repeat; nothing dropped.

Repository counts (98 records): PaoPaoYue/assignment5-alignment 51 (52.0 %),
imraviagrawal/assignment5-alignment 47 (48.0 %). Licences: no LICENSE file in the index for either
(as round 233 found); `licence` per record.

Split: think_answer 98 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, 'answer>', '.answer>', '<end think>', '\endthink', '[/think]', '{/answer}', tags never
closed or never opened, empty tags, fake 'User:' / 'Assistant:' / 'Human:' / 'Student:' turns,
invented follow-up problems with boxes of their own, forum text, Python code with invented output,
pseudo-code and scraps in many scripts), long_cot 0. MATH 51 (pp, MATH-500 ids 73-124 but 86),
GSM8K 47 (im, gsm8k test 228-242, 565-581, 996-1010).

Truths: correct 35, wrong 48, no_answer 15; debatable 11 (pp:92, 95, 101, 120, 124; im:230, 239,
566, 574, 575, 1004). By repository: pp 20 / 22 / 9, im 15 / 26 / 6. Forms: tag 44, boxed 23,
prose_sentence 12, answer_colon 7, none 6, truncated 4, answer_is 2 (the LABELS table is the
record).

Label conventions (rounds 37-233's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:91, pp:116, im:233, im:579, im:1000); a tag never closed counts (pp:73, pp:75, im:241),
and so does a malformed one ('answer>' pp:85, im:231; '.answer>' im:996); a right answer over
wrong working is correct (pp:82 'm=\frac{3-2}{5-2}=\frac1{3/2}=\frac32', im:233, im:578, im:579);
with no answer tag the completion is labelled by its last box or last stated result (pp:76, pp:81,
pp:89, im:229, im:236, im:240); equal in value but written differently is correct (pp:73
'\frac{3 \sqrt 3}{4}', pp:77 a box never closed holding 'x=4', pp:82 '\frac32', pp:97 'east',
pp:98 a Chinese sentence stating 2k + 2); another quantity or a step is wrong (pp:90 the quotient
15, im:232 the bugs, im:568 Anna's goals, im:572 the month's orders, im:1005 the females, im:1008
Shandy's distance); two differing answers are wrong (im:1003 '402' and '305'); text invented after
the answer (fake turns, new questions with answers of their own, forum text) does not change the
answer given to the question posed (pp:74, pp:94, pp:114, pp:118, pp:121, im:569, im:581, im:999);
a fake 'Assistant:' turn that gives the answer counts as the answer (pp:106, pp:111, pp:124,
im:238, im:567); a tag holding only a plan, a question, a broken expression or scraps is
no_answer (pp:96, pp:103, im:230 debatable, im:574 debatable); a reply with no value for the
quantity asked is no_answer (pp:78, im:565, im:570, im:571); a response cut at the token cap
before any final answer is no_answer (pp:101 debatable, pp:109, pp:110, pp:112). Debatable: pp:92
(the binomial formula written, 'C_4^7 * (1/5)^4 * (4/5)^3', then 'let's simplify that formula' and
nothing: no_answer, correct arguable, the expression being the gold's value); pp:95 (y = -3/2 in the
working, then an empty '<answer>\n</answer>': wrong, no_answer arguable); pp:101 (cut at 'Therefore,
the sum simplifies' after writing 5 * 170 - 26 * (a sum it says is 0): no_answer, correct arguable);
pp:120 ('cannot be determined': no_answer, wrong arguable); pp:124 (\boxed{11/2} inside the think
block, then a fake 'Assistant:' turn concluding 21/2: wrong, correct arguable); im:230 (a broken
expression in the tag: no_answer, wrong arguable); im:239 ('which is 90% of the remaining students
(700 - 420 = 280)': correct, wrong arguable); im:566 (no age stated, the last line implying 0:
no_answer, wrong arguable); im:574 (garbled TeX with several numbers in the tag: no_answer, wrong
arguable); im:575 ('52.50 dollars' before a tag holding only an invented problem: wrong, no_answer
arguable); im:1004 (the two per-box counts 16 and 8, the difference never stated: wrong, correct
arguable, Martha's 8 being the gold's value).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 128000 (re-read; round 233's last page), 144000,
160000, 175990, 191990, 207990, 223990, 239990, and the alignment reads at 172900, 173100, 173200,
173244, 173262, 173270, 173300, 174500 (not pasted). imraviagrawal/assignment5-alignment
cs336_alignment/outputs/gsm8k/test.jsonl at c7b54f0 offsets 416000, 432000, 1040000, 1056000,
1072000, 1872000, 1888000.

Leads for a later round: PaoPaoYue math_eval_results.json from 255990 (id 125 opens at the end
of page 239990, cut inside its prompt's head: re-read 239990 and join; the grid now runs at
16000k - 10; 500 elements, about 49 more pages; id 86 of page 160000 cannot be taken (an unseen
character); compare repeats against rounds 223, 226, 228, 233 and 238's replies to the same
MATH-500 problems). imraviagrawal outputs/gsm8k/test.jsonl: the rest of the file (pages
32000-400000, 448000-1024000, 1088000-1232000, 1280000-1856000, 1904000-2448000, 2496000
(partial)); line 227 opens on page 400000, line 243 at the end of 432000, line 564 on 1024000,
line 582 at the end of 1072000, line 995 on 1856000, line 1011 at the end of 1888000. Watch for
GSM8K's no-break spaces (the display shows them as plain spaces: check each prompt and gold
against gsm8k test by script, and list which questions hold one before pasting), for long runs of
one character, and for invisible code points in scraps of mixed scripts (place them with alignment
reads before trusting a paste's length). Round 228's other leads (Jerryson520's other steps and
seeds, sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings, AS-NOVA,
alirezaghl, JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not taken here.

Usage: python build_public_heldout239.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout239.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import KL_PROMPT, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout239.jsonl"
SOURCE = "public_heldout239"

PP, PPC = "PaoPaoYue/assignment5-alignment", "2e20bd51ceb7349acdd00ca961abb5b9dbe6f505"
IM, IMC = "imraviagrawal/assignment5-alignment", "c7b54f0d80762173c4e7951db1738a8b5e8d931b"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 128000-239990 "
        "joined (ids 73-124 but 86; rounds 228 and 233 took ids 0-72)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
    "im": (
        "im-qwen25-math-15b-r1zero-gsm8k-test", IM, "cs336_alignment/outputs/gsm8k/test.jsonl",
        IMC,
        "Qwen/Qwen2.5-Math-1.5B, base model, zero-shot on GSM8K test in order (the repository's "
        "cs336_alignment/baseline.py: vLLM, temperature 1.0, top_p 1.0, max_tokens 1024, stop "
        "'</answer>' kept in the output); the record is a line's `generated_text`; pages 416000 "
        "and 432000, 1040000 to 1072000, 1872000 and 1888000 joined by place (test 228-242, "
        "565-581, 996-1010)",
        KL_PROMPT, "think_answer", "gsm8k", "`correct_answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:73|correct|tag|'&= \frac{3 \sqrt 3}{s \sqrt 4}' (a slip in the working), then '<answer>\nThe value of $9 \& 2$ is $\boxed{\frac{3 \sqrt 3}{4}}$.': a tag never closed
pp:74|correct|boxed|'<end think>', a fake 'Assistant:' turn '=\frac{\cos x}{\sin x}=\boxed{\cot x}.', then an invented 'User: Please include solutions to the practice problems. Thx!' turn and a new think block
pp:75|wrong|tag|'<answer>\n$$(6/12)(2/12)(4/12) = \frac{1}{16}$$', then forum text (the Wisdom of the Crowd, cross sums) cut at the token cap, the tag never closed (gold 11/36: 11 of the 36 ordered pairs hold a 5)
pp:76|correct|boxed|a think block ending in a ramble about '(\log x)^2', then a fresh solution: 'a + b = -b + b = 0', '\boxed{0}'
pp:77|correct|tag|'$x=4$\n</think>\n<answer>$\boxed{x=4$</answer>': a box never closed, holding x=4
pp:78|no_answer|none|'b = 7 - a^2', code with an arbitrary 'a_value = sp.Rational(1, 2)' printing '(1/2, 15/4)', then scraps ('MEARGS IS应该是 7 - 4', 'their fat-res,'): no pair stated as the answer (gold (-2,1))
pp:79|wrong|tag|'$$3x=3$$\n$$x=1$$', '<answer> $1$ </answer>' (gold 2: 3^x = 72/8 = 9)
pp:80|wrong|boxed|'k=0 or k=8', '\boxed{1}', a fake 'Assistant:' turn, 'Answer: $1$.', '\boxed{1}' (gold 501: each negative k in [-500, -1] gives one root in (-2, 0), and k = 8 one more)
pp:81|correct|prose_sentence|'\[3T = S\]', 'Answer\nThe combined weight of three treeks equals the weight of one squig.'
pp:82|correct|boxed|takes A = (2,2), B = (5,3), '$$m=\frac{3-2}{5-2}=\frac1{3/2}=\frac32$$', '\boxed{\frac32}': a right answer over wrong working
pp:83|wrong|answer_colon|'\Rightarrow x = 0$.', '</think>\nAnswer: $x = 0$.', then forum text and '####\nThis substitution method only works for integer solutions ...' (gold 2: 9^2 + 19 = 100)
pp:84|wrong|answer_colon|'we find that $a=1$ and $b=2$. Therefore, $a+b=3$.', 'Answer: 3' (gold -1: -2a = 6 gives a = -3, 3b + 20 = 26 gives b = 2)
pp:85|correct|boxed|'</think>\nanswer>\nThe radius of the tank is $\boxed{\sqrt{5}}$ meters.', then a closing paragraph
pp:87|correct|boxed|both cases checked, 'the largest value is \(x = 1\)', '\boxed{1}'
pp:88|correct|boxed|continuity at x = a, 'a^3 = a^2 + 2a', code printing 2, '\boxed{2}'
pp:89|wrong|prose_sentence|'\text{GCD}(3339, 2961) = 1023', 'The greatest common divisor of 3339, 2961, and 1491 is 3.\n</answer>' (gold 21: gcd(3339, 2961) = 63, gcd(63, 1491) = 21)
pp:90|wrong|tag|'10 divided by 3/2 is the same as 10 multiplied by 3/2.', '<answer>\n15\n</answer>': the quotient, not the multiplier asked (gold 3/2)
pp:91|wrong|tag|'The domain of $f(x)$ is $(2,+\infty)$', '<answer>\nThe smallest possible integer value for $x$ that satisfies these conditions is $3$' (gold 1: f(1) = 0/(-1) = 0 is real)
pp:92|no_answer|none|debatable: '$$P(X = 4) = C_4^7 * (\frac{1}{5})^4 * (\frac{4}{5})^{3}$$', then a fake 'Assistant: Okay, let's simplify that formula.\n...\n...\nend: //': the formula never evaluated or called the answer; correct arguable, the expression being 35 * 64 / 78125 = 448/15625 (gold)
pp:93|wrong|boxed|'\sqrt{g^2 + f^2 + c} = 1' (a sign slip), code printing -33, '\boxed{-33}' (gold 33: 25 + 9 - c = 1)
pp:94|wrong|boxed|'[/think]\n<answer>\n$\textbf{(B)}~60$', code, 'the degree measure of \( \angle AFD \) is \(\boxed{60}\) degrees', then invented problems with answers of their own (a circumcircle, '\boxed{11}'; a triangle's side) cut at the token cap (gold 80: 110 + 100 + 3x + 3y = 360, angle AFD = 180 - 2(x + y))
pp:95|wrong|tag|debatable: '\implies  y=-\frac{3}{2}', '$\blacksquare$ \n<answer>\n</answer>': the tag left empty, the last value stated -3/2 (gold -4: (2 - 2y - 5)/6 = 5/6); no_answer arguable, the tag empty
pp:96|no_answer|tag|'<answer>\nHoping this time, the factorization leads to a simpler polynomial to solve.\n</answer>': no root stated (gold 1 \pm \sqrt{19})
pp:97|correct|boxed|'\answer\n   \endthink\n   \endanswer', 'The figure skater is facing \boxed{east} when she finishes her spin.'
pp:98|correct|tag|'the simplified expression is: $2k + 2$.', '阿姨 <answer> 正确，因为 –k + 4 -2 + 3k 可以简化为 2k + 2。</answer>' ('correct, because ... simplifies to 2k + 2')
pp:99|correct|boxed|the system solved, '\boxed{\begin{pmatrix} -\frac{1}{3} \\ \frac{2}{3} \\ \frac{5}{3} \end{pmatrix}}'
pp:100|wrong|tag|'$2\alpha = 720^\circ - 105^\circ - 110^\circ = 405^\circ$', '</think>\n$\alpha = 202.5$\n</answer>': a tag never opened (gold 145^\circ: alternate angles of a cyclic hexagon sum to 360)
pp:101|no_answer|truncated|debatable: '\frac{1}{r_k \overline{r}_k} = 170 - 26 \cos(...)', the five cosines summed '= 0', then cut at the token cap at 'Therefore, the sum simplifies': no value stated; correct arguable, 5 * 170 - 26 * 0 = 850 (gold) being one step away
pp:102|correct|answer_colon|'</think>\n$Answer$:\n$(a+5)(b+2)$', then a note on expanding it
pp:103|no_answer|tag|'谋 keywords: <answer>\nanswer=.', a wrong setting ('f(x)=x but f(f(x)) \neq x'), '\end{think}\n<answer>\n\getName.,\n(\ anthology-\CM\ Problem': no interval stated (gold (3,4])
pp:104|wrong|tag|'<answer>' then invented intersection points '$(2, 10 + \sqrt{41})$' ..., 'Simplifying this expression gives $4\sqrt{41}$.\n</answer>' (gold 40)
pp:105|wrong|boxed|the 2005 column misread as nine values '\{136, 11, 29, 524, 11, 19, 29, 41, 64\}', code printing 19, '\boxed{19}' (gold 29: 11, 11, 19, 29, 29, 41, 136, 524, median (29 + 29)/2)
pp:106|correct|tag|'=\boxed{\frac{4}{3}}' in the think block, then a fake 'Assistant: <answer>\n$$\boxed{\frac{4}{3}}$$\n</answer>'
pp:107|wrong|tag|'{ 11 } and these are the only odd numbers greater than zero', '<answer>\nOne\n</answer>' (gold 9: the primes below 30 but 2)
pp:108|wrong|boxed|the circle's radius taken as the semi-axis, 'k = \boxed1', code printing [1], '\boxed{1}' (gold 2; k > 1 is given)
pp:109|no_answer|truncated|the ratio rewritten as (\cos 25 + \sin 5)/(\sin 25 - \cos 5), then Python code cut at the token cap at 'least_positive_angle = find_angle': no angle stated (gold 120^\circ)
pp:110|no_answer|truncated|align blocks in a_1, r, d, then cut at the token cap at '2^k+2(a+1)-(a+1': no value of a_1 (gold 504)
pp:111|correct|prose_sentence|'= 35' for the boys, the girls' count left as a fraction, '<end>', then a fake 'Assistant:' turn: 'which is $35 \times 6 = 210$.'
pp:112|no_answer|truncated|'$2+\sqrt{3} = (1+\sqrt{3})^2$' (false), align blocks of rationalising, ending '\frac{1+\sqrt{3}}{4+2\sqrt{3}}' at the token cap: no A+B+C+D (gold 13)
pp:113|wrong|tag|'(676 - 576 - 10)^2 = (10)^2 = 100', the '- 10^2' dropped, '<answer> $100$ </answer>' (gold 8000 = 90^2 - 100)
pp:114|correct|boxed|code printing {C: -1, D: 5}, 'So the answer is $\boxed{-5}$.', then invented problems with answers of their own (a scale drawing, '\boxed{3.6}'; bikes in a row, cut at the token cap): the answer given to the question posed is -5
pp:115|wrong|tag|'E appears three times.', '<answer> $5040 \times \frac{1}{2} \times \frac{1}{3} = 840$ ways </answer>' (gold 1260 = 7!/(2! 2!), E and L twice each)
pp:116|correct|tag|'<answer>\nYes, I understand. ... So, the value of $x$ is 2. </answer>'
pp:117|correct|prose_sentence|'Thus we get $x=3$.', then '####\nThe answer is $$\sqrt{3x-5}=2$$' (the given equation) and the same working again, ending 'Thus we get $x=3$.'
pp:118|wrong|boxed|'= 52 ordered pairs', code printing 50, '\boxed{50}', 'The correct count should indeed be 50.', then an invented problem (e^{3x} + e^{-3x}) cut at the token cap (gold 81: the lattice points with a^2 + b^2 <= 25)
pp:119|wrong|boxed|code printing 0.0, then '\boxed{-10}' twice (gold -9: 1 + 2 + 3 - (4 + 5 + 6))
pp:120|no_answer|none|debatable: 'The compositions of functions $f(f(g(f(g(f(x)))))))$ cannot be determined, since an analytic formula ... is not known.', then a ramble about straws: no parity given (gold \text{even}); wrong arguable, the reply holding that it cannot be determined
pp:121|correct|prose_sentence|'to find $x = 6$.\n</think>, $x = 6$ <answer>', then an invented 'User:' question with its own answer ('$136,921$ <answer>'): the answer given to the question posed is 6
pp:122|correct|boxed|code printing 9.0, 'it would be purchased by \(\boxed{9}\) customers.'
pp:123|wrong|boxed|'18-6-6={\color{red}\boxed{\frac{6}{2}}}', '</think> <answer>\n${\color{red}\boxed{\frac{6}{2}}}$', never closed: 3 (gold 8)
pp:124|wrong|prose_sentence|debatable: '\boxed{\frac{11}{2}}' inside the think block, then after '</think>' a fake 'Assistant:' turn: 'we get \(21 = 2x\), so \(x = \frac{21}{2}\)', 'The largest of these solutions is \(\frac{21}{2}\).', and code cut at the token cap: the last answer 21/2 (gold 11/2); correct arguable, the only box holding 11/2
im:228|wrong|tag|'(8+4) pieces per minute in total', '<answer> 6 hours </answer>' (gold 1: 4 + 2 = 6 pieces a minute, 360 / 6 = 60 minutes)
im:229|correct|prose_sentence|'84 - 63 = 21 melons were not ready to be harvested. </think>\n</answer>'
im:230|no_answer|tag|debatable: the question repeated, then '<answer>  $$12\cdot(20\text%/100\text%+\tfrac  {1000} .;!)$$ </answer>': a broken expression with no value (gold 276,000); wrong arguable
im:231|correct|tag|'2 * 25 = 50 shells on Tuesday.\nanswer> 50 shells'
im:232|wrong|tag|'<answer>½×50=25老师，重复了，对不对？应该是乘以二分之一吧。所以答案就是25好了吗？25</answer>': the bugs only (gold 75 = 25 + 50)
im:233|correct|tag|no working: '<answer>12 penguins are still left sunbathing.</answer>'
im:234|wrong|tag|'6\times (1+2)=18', 'Steve needs \\(3\) vines.', then an invented 'User: Great! The Answer is... The User needs <answer> three vines </answer>' (gold 21: 9 a day, 63 a week, 3 per vine)
im:235|correct|answer_colon|'answer: 10 pizzas' in the think block, then scraps ('熬酸>', a pentagon's angles, 'Answer like'), ending 'Then 120$\div$6 = 20/2. 20 $\div$ 2 = 10.\n</answer>'
im:236|wrong|prose_sentence|pens taken for pencils, 'So at the end, Ram had 5 + 5 + 5 + 5 + 4 = 24 full pens.' (gold 31 = 25 + 5 + 1)
im:237|correct|answer_colon|'$30 * 3 = $90.', 'Answer: Johnny had \\$90 after a year.\n</answer>'
im:238|wrong|tag|a fake 'Assistant: <answer>' turn: 'Mary's age is 20 - 2 = 18', 'the sum of the ages of the three girls is 18 + 25 + 20 = 63 years.' (gold 68: Mary is 25 - 2 = 23)
im:239|correct|prose_sentence|debatable: 'The rest of the students, which is 90% of the remaining students (700 - 420 = 280), went out through exit C.': 280; wrong arguable, the '90%' a second, false description
im:240|correct|prose_sentence|'Therefore, John has 21 more candies than James.</think>', then '<vector> <p>That's correct! John has 21 more candies than James.'
im:241|wrong|tag|'<answer> Therefore, collectively, they will read a total of 4 books by the end', then invented questions (a clustering course, a climber's velocity) cut at the token cap, the tag never closed (gold 6: both read all 3 books)
im:242|wrong|boxed|'He now has 3 more pen pals', the pages divided by 6 in the code, '\boxed{1.6667}', 'approximately \(1.67\) hours' (gold 3: 3 * 2 * 5 = 30 pages, 180 minutes)
im:565|no_answer|none|'Let's break down the problem step-by-step.', '</think>', then a Chinese paraphrase of the prompt ('心理咨询时间计算 ...'): no count (gold 5)
im:566|no_answer|tag|debatable: '<answer>normalize the base to Shiloh first.', wrong equations ('$n + 7 = 3(n + 8)$', '$9 = 3(4 + n)$'), ending 'Also Shiloh is 2 years old now and his nephew will be 7 years old in 7 years.\n</answer>': no age of the nephew today stated (gold 10); wrong arguable, the last line implying 0
im:567|correct|boxed|' The answer here jumps off the <answer> tag>', a fake 'Assistant: <end>' turn, '5 + 3 + 1 = 9', '\boxed{9}'
im:568|wrong|tag|'Mark's goals = 80 - 20 = 60', '<answer>... Anna's goals = 60 - 45 = 15.\n</answer>': Anna's goals (from Mark's), not the total (gold 175 = 80 + 60 + 35)
im:569|wrong|tag|'Liam borrowed $63 by selling 21 lemonades @ $3 apiece', '<answer> $12', then invented problems with answers of their own (a proof boxed, '\boxed{A}') cut at the token cap (gold 21 = 84 - 63)
im:570|no_answer|none|'$70 / 7 = $10 each day', then pseudo-code ('{ATOM | ($p == 70)', 'Degree is undefined at前段时间', '$countผู,a$') to the end: no number of action figures (gold 23)
im:571|no_answer|none|'we get 150 minutes.</think>', an invented puzzle about squaring 7, a fake 'Assistant: <answer>For a number "n", the formula to square it ...', then 'Human:' and 'Assistant:' turns simplifying a fraction, cut at the token cap at '11.': no cost of the kitten (gold 308)
im:572|wrong|tag|'<answer> The total amount of roses needed per week is 65 roses.', '<answer> Ford lacks 260 roses to supply all the flower shops every month.': the month's orders, not the shortfall (gold 100 = 260 - 160)
im:573|wrong|tag|'3000 minus 100 multiplied by 24', '<answer> 2600 </answer>' (gold 600 = 3000 - 2400)
im:574|no_answer|tag|debatable: garbled TeX in the think block, then '<answer> <tex>70.00 - ( 17.50 l) ...', 'l = 6', 'N = (30 - 6) = [TeX]24}}96}} 576 - (17.50l)' in the tag: no net profit stated (gold 37); wrong arguable, taking one of its numbers
im:575|wrong|prose_sentence|debatable: muffins by weight ('35 muffins'), 'her total profit will be \(35 \text{ muffins} \times 1.50 \text{ dollars/muffin} = 52.50 \text{ dollars}\)', then '<answer> <more.Crossing check.' and an invented property problem, code printing -100000, cut at the token cap (gold 36: 192 / 8 = 24 muffins at $1.50); no_answer arguable, the tag holding only the invented problem
im:576|wrong|boxed|'Total cost = ... + Cost of removing old carpet - Cost of installing new carpet', code printing 600, '\boxed{600}' (gold 11232 = 216 * (12 + 2 + 4 + 34))
im:577|wrong|tag|'The answer is 90 (the number of birds Mack saw on day six)', '<answer> /7 = 50... </answer>' (gold 40 = 280 / 7)
im:578|correct|prose_sentence|'<answer>6 {/answer}<end think####', '<answer>48 {/answer}<end think####', 'The final value of the number train is 48.', a muddled explanation, then 'The final value of the number train is 48.\nHence the statement is true.'
im:579|correct|tag|'The boy has 2 cards.' (a slip), '<answer> Together, they have 5 (boy's cards) + 2 (brother's cards) = 7 cards.\n</answer>'
im:580|wrong|boxed|'\boxed{450 + 130 = 580}', then a fresh solution adding the 4%: '\boxed{540.8}' (gold 500 = 520 / 1.04)
im:581|wrong|answer_colon|'we add 90 + 125, which equals 215 minutes. But wait, we need to add the extra 1030 minutes', 'Answer: It will take Max 510 minutes to watch the two movies.', then an invented problem (x = |x^2|) (gold 215)
im:996|wrong|tag|'Solving for A gives us 2.5 years', 'Wilfred's age = 20 - (3 + 4 + 5) = 8 years.\n.answer>8 year;' (gold 3: the average 5, Helene 10, 20 - 17)
im:997|wrong|tag|'$2000 * 3 = $6000', '$2000 + $6000 + $200 = $8200', '<answer> The answer is $8200. </answer>': the whole sum, and the friend's $200 left out of the lawyer's base (gold 6,600 = 3 * 2,200)
im:998|correct|answer_colon|'</think>\nThink: <solution>', '750 cookies / 15 cookies/person = 50 people.\n</solution>\nAnswer: There were 50 people in the church next door.'
im:999|wrong|tag|'<answer> So each adult gets 5/8x of the watermelon', then invented text about typing errors ending '####\nThe probability that typing errors occur in questions is 1/100.': a fraction 5/8 where the percentage is 25 (gold 25)
im:1000|correct|tag|'9 hours - 8 hours = 1 hour. </think> <answer> 1 hour </answer>'
im:1001|wrong|tag|'<solveDCF> 14:40 pm', '<solveDCF> 1:34 am', '</think> <answer> <answer> she is done at 14:40 pm. <answer> Judge: You should have started by 1:34 AM ...', 'The latest time the cake can be started is at 1:34 AM' (gold 2: 2:00 pm, 5:00 pm less 180 minutes)
im:1002|correct|boxed|'3.5 * box_of_chocolate_total' for both (a slip in the working), code printing 8.00000000000000, '\boxed{8}'
im:1003|wrong|tag|a fake 'Student:' and 'Assistant:' exchange: '<answer>402', then '<answer>5(25) + 1.5(10)(3)(4) = 125 + 180 = 305. Multiplying answer 50 by the number of days per week.': differing values, none the gold (gold 480 = (25 + 15) * 3 * 4)
im:1004|wrong|tag|debatable: '<answer>... Peter has 16 chocolate bars in each of his boxes. ... Martha has 8 chocolate bars in each of her boxes.\n</answer>': the two per-box counts, the difference asked never stated (gold 8 = 16 - 8); correct arguable, Martha's 8 being equal to the gold
im:1005|wrong|tag|'Three-fifths of 50 equals many porcupines?', '<answer> 30 porcupines. </answer>': the females (gold 1490 = 50 + 30 * 4 * 12)
im:1006|wrong|tag|'100 feet * 350 feet * 4 feet = 140,000 cubic feet', 'it will cost $82,600', '<answer>Mr. Smith needs 82,600 gallons of water to fill the pool. </answer>' (gold 826 = 1,400 * 5.9 * 0.10)
im:1007|correct|answer_is|'</think>' after each step, 'The Answer is 34 sticks.'
im:1008|wrong|tag|'Matteo traveled ... = 220 miles. <answer> ... So, Shandy traveled 45 miles/hour x 10 hours = 450 miles. <end>', then 'The answer is enclosed within <answer> </answer>': Shandy's distance, not the difference (gold 230)
im:1009|wrong|answer_is|'we get 787 female students.', then a 'Verbose solution:' counting all 1500 over 16 as female: 'Answer is $$2250$$' (gold 1,875 = 3000 - 375 - 750)
im:1010|correct|tag|'Bethany can run 5 more Laps than Quinn.</think>\n<answer>5 Laps</answer>'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout239.jsonl: a 239th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
