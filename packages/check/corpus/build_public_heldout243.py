__doc__ = r"""Build public_heldout243.jsonl: a 243rd held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 241's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 287990,
  303990, 319990, 335990, 351990, 367990, 383990, 399990 and 415990 (9 pages, the grid at
  16000k - 10 as rounds 239 and 241 left it) joined: ids 150-212, 63 kept, none dropped. Page
  287990 is round 241's last page, read again first with read_file; round 241's paste of it was
  still on disk and was taken over (this read's display compared with it over ids 149-150, where
  id 150's opening lies; it decodes to 16,000 characters and its prompt and gold parts pass
  work/extract.py's MATH-500 checks). id 150 (the recursive mod-5 function f(2015,2)) opens at the
  end of page 287990 and is whole once 303990 is joined; id 213 (the Fibonacci series) is cut at
  the end of page 415990 inside its response and is not taken. Records crossing a page edge:
  inside the response ids 150, 157, 166, 189 and 205; inside the prompt id 182; between the id and
  the prompt key ids 173 and 196. The record number is the id. Gold: the element's `truth`,
  checked by work/extract.py and by the build equal to MATH-500's answer of the same index (every
  prompt is the R1-Zero head + MATH-500's problem of that index word for word).

Method (rounds 88-241's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all nine come out
at 16,000 characters. Two slips were met and mended from the display before anything was cut: a
first paste of 303990 had the display's doubled backslashes halved (seen on looking it over before
decoding; deleted and pasted again in full), and the first paste of 415990 decoded 46 characters
short: one link of id 213's partial-fraction chain ('= \frac{1}{F_n} - \frac{1}{F_{n + 1} +
F_n}') was left out; it was put back as the display shows it (id 213 is not taken in any case).
No loop marker was needed; no invisible code point or no-break space was met (every prompt and
gold of ids 150-212 was checked against MATH-500 by work/extract.py, a check of the prompt and gold
parts of the pastes). The files' raw
non-ASCII text (Chinese in ids 172, 185, 192, 198 and 210, Cyrillic in id 185, '愐' in id 180's
closer, '’', '—', '–', '×', '≈', '°', '√') and their '\r\n' escapes (ids 192, 206, 212) were pasted
as shown. work/extract.py cut the records out by script (raw_pp.jsonl: `r` the completion's JSON
string body as the file holds it, `enc` = json, decoded once by the build), parsed every element
that opens and ends on the joined pages with json and checked that the cut body decodes to the
parsed field, checked every prompt's head (the R1-Zero prompt) and problem and every gold against
MATH-500, refused completions holding a control character other than newline, carriage return and
tab (none did), and checked the id run (150-212). The completions' final answers and the golds were
read over against the displayed pages while labelling, and the quotations in the notes were
checked by script to occur in their completions (the few the script could not split cleanly, by
eye). Nothing was retyped from a decoded form; nothing is
shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 270 files, 34,752 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-241 among them, rounds 228, 233, 239 and 241's
PaoPaoYue ids 0-149 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B MATH-500 replies
included) and with the others of this round: no repeat; nothing dropped.

Repository counts (63 records): PaoPaoYue/assignment5-alignment 63 (100 %). Licence: no LICENSE
file in the index (as rounds 233, 239 and 241 found); `licence` per record.

Split: think_answer 63 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '(answer)' openers, '<a answer="2457" ...>' and '<a answer="20160">' attribute tags,
'<end think>', '[/think]', '</answer愐m>', a tag inside a '<script>' document.write, tags never
closed or opened after the value, fake 'User:' / 'Assistant:' / 'Assistant>>' turns, invented
follow-up problems, Python code with invented output and tracebacks, scraps in mixed scripts),
long_cot 0. MATH 63 (MATH-500 ids 150-212), GSM8K 0.

Truths: correct 19, wrong 34, no_answer 10; debatable 2 (pp:157, pp:181). Forms: tag 35, boxed
10, prose_sentence 6, truncated 5, answer_colon 4, none 2, answer_is 1 (the LABELS table is the
record).

Label conventions (rounds 37-241's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:160, pp:169, pp:176, pp:201); a tag never closed counts (pp:191), and so does a
malformed one ('(answer)' pp:155, pp:174; attribute tags pp:158, pp:198); with no answer tag the
completion is labelled by its last box or last stated result (pp:152, pp:159, pp:162, pp:168,
pp:185, pp:188); a box after a derivation of the gold's value counts over it (pp:159 '3.21' then
'\boxed{2.575}'); equal in value but written differently is correct (pp:174 'Two.'); an option
letter the problem does not have beside the right value does not change it (pp:167 '(D) 65');
text invented after the answer (fake turns, new problems, forum text) does not change the answer
given to the question posed (pp:167, pp:174, pp:186, pp:191); a list of candidates where one value
is asked is wrong (pp:186, pp:201); a reply with no value for the quantity asked is no_answer
(pp:150, pp:151, pp:163 '\simplify{\answer}', pp:193, pp:210); a response cut at the token cap
before any final answer is no_answer (pp:164, pp:166, pp:189, pp:197, pp:204). Debatable: pp:157
(the working states 'a + b + c = ... = \frac{6}{5}', then a Python check with an invented traceback,
and the closing 'is indeed \(\frac{' is cut at the token cap: correct, no_answer arguable);
pp:181 (Step 6 reaches the gold's '\frac{\sqrt{3}}{3}', then '- Answer: It would take
approximately 4.5 minutes.' and the tag holds that sentence: wrong, no_answer arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 287990 (re-read; round 241's last page),
303990, 319990, 335990, 351990, 367990, 383990, 399990, 415990.

Leads for a later round: PaoPaoYue math_eval_results.json from 431990 (id 213, the Fibonacci
series sum, opens on page 415990 and is cut there inside its response: re-read 415990 and join;
the grid runs at 16000k - 10; 500 elements, about 38 more pages; compare repeats against rounds
223, 226, 228, 233, 238, 239, 241 and 243's replies to the same MATH-500 problems). Round 241's
other leads were not taken here: imraviagrawal/assignment5-alignment outputs/gsm8k/test.jsonl at
c7b54f0 (pages 32000-400000, 448000-1024000, 1088000-1232000, 1280000-1856000, 1904000-2448000,
2496000 (partial); watch for GSM8K's no-break spaces, which the display shows as plain spaces),
and round 228's (Jerryson520's other steps and seeds, sandyhu533's twenty rollouts.jsonl, the
scouted baseline files of fangpings, AS-NOVA, alirezaghl, JayShenoy, C202044zxy, itsuitsuki,
bohao-li). This source is MATH only and all think_answer: a round that needs long chain-of-thought
or GSM8K records must look elsewhere.

Usage: python build_public_heldout243.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout243.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout243.jsonl"
SOURCE = "public_heldout243"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 287990-415990 "
        "joined (ids 150-212; rounds 228, 233, 239 and 241 took ids 0-149)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:150|no_answer|tag|'<answer>\nThe problem is quite involved due to the recursive definition of $f(i,j)$. ... for $1 \leq j \leq 4$, $f(i,j)$ becomes $f(i-1, \text{mod}_5 f(i,j-1))$.\n</answer>': restates the definition, no value for f(2015,2)
pp:151|no_answer|none|'</think>\nFirst, we can rewrite the given equations as the equations of circles ... Therefore, the given equations are the Pythagorean equations of a right triangle.\n</answer>': no value for the determinant
pp:152|wrong|boxed|'Therefore, the area of triangle $ENG$ is:\n\n\[\n\boxed{\frac{32}{3}}\n\]' (gold 8: E is the midpoint of AC and N lies 2/3 of the way from A, so EN = AC/6, and G is 1/3 as far from AC as B: 144 / 18)
pp:153|wrong|tag|'<answer> $\frac{7}{84} = \frac{1}{12}$ </answer>' (gold 2/21: 8 lines of three among the 84 sets: 3 rows, 3 columns, 2 diagonals)
pp:154|wrong|boxed|'the length of the shortest path the gecko can take to reach the fly is:\n\n\[\n\boxed{\sqrt{586}}\n\]' (gold 2\sqrt{113} = \sqrt{452}: the walls and ceiling unfolded flat)
pp:155|correct|tag|'Therefore, the probability that $x+y \le 4$ is $\frac{8}{32} = \frac{1}{4}$.\n</think>\n(answer) $\frac{1}{4}$' ('(answer)' a malformed tag opener, never closed)
pp:156|wrong|tag|'The maximum value of $\angle APB$ is $\boxed{60}$ degrees.</answer>' (gold 30: with OP = 1, OA = t, OB = 3t, tan APB = 2t/(1 + 3t^2), largest 1/\sqrt{3} at t = 1/\sqrt{3})
pp:157|correct|prose_sentence|debatable: 'so the sum of the roots \(a + b + c\) is:\n\n\[\na + b + c = -\frac{-6}{5} = \frac{6}{5}\n\]', then 'Let's confirm this using Python.', an invented traceback, and 'The sum of the roots of the cubic equation ... is indeed \(\frac{' cut at the token cap (no_answer arguable: the closing statement is cut before its value)
pp:158|wrong|tag|'this sum is equal to $7(\frac{27(27+1)}{2}) = 27 \times 91 = 2457$.\n<a answer="2457" think="#"> Did you figure it out? :)</answer>' (gold 2107: 105 + 112 + ... + 196, 14 terms of mean 150.5)
pp:159|wrong|boxed|'\[\nb + c = 1.3 + 1.91 = 3.21\n\]', then 'So the final answer is:\n\n\[\n\boxed{2.575}\n\]' (the code's wrong output boxed last; gold 3.21)
pp:160|correct|tag|'Assistant: <answer>\n... Therefore, the greater of the two integers is x + 2 = 16 + 2 = 18.\n</answer>'
pp:161|correct|answer_is|'& =6 \\\n\end{align}\nAssistant>> The answer is 6.'
pp:162|correct|boxed|'is divisible by 2 and not divisible by 3 is \(\boxed{\frac{17}{50}}\).'
pp:163|no_answer|tag|' &= -a^2 + \frac{1}{b^2}\\[2mm]', then ' <answer>\n\simplify{\answer}': a template placeholder, no value
pp:164|no_answer|truncated|'\frac{3}{\cos 10^\circ \sin 10^\circ} = \frac{3}{\frac{1}{2} \sin 20^\circ} = \frac{6}{\sin 20^\circ}', then '..., but a simpler way' cut at the token cap inside its '<answer>' tag: no final value
pp:165|correct|tag|'answer=8/18=4/9\n</think> <answer> 4/9 </answer>'
pp:166|no_answer|truncated|'\angle BAC = \frac{450^\circ - 630^\circ}{7} = \frac{-180^\circ}{7}', then 'we consider the supplementary angle, which is:\n\n\[\n\angle BAC = 180^\' cut at the token cap: no angle given
pp:167|correct|tag|'<answer>\nThe answer is $\boxed{\text{(D)} 65\text{ cubic units}}$.' ('(D)' an option letter the problem does not have), then invented problems (a vector's magnitude, point charges) cut at the token cap
pp:168|wrong|prose_sentence|'Assistant: We try to count the little squares. There are 15 different ones. I hope that proves N = 2' (gold 19: 2(n-1) unit squares, n-2 of side 2 and n-2 of side \sqrt{2}, 4n - 6 = 70)
pp:169|correct|tag|'<answer> The area of the triangle is 12 square units. </answer>'
pp:170|wrong|answer_colon|'So $-\dfrac{3+3+6+6+3+3+6+6}{8} = \boxed{\textbf{3.}}$$\nAnswer:\n3\n</think>', then working again that ends '$$x= \frac{8} {5}$$' (gold 1736: eliminating x gives y^4 - 88y^2 - 25y + 1736 = 0, the product of its four roots)
pp:171|wrong|answer_colon|'Assistant: Answer: ... Hence, Louis and Jack eat a total of $\frac{8}{3\times 5}=\frac{8}{15} $<answer>' (gold 13/15 = 3/15 + 10/15)
pp:172|correct|tag|'所以答案是$350$.\n</think>\n<answer>350</answer>'
pp:173|wrong|tag|'$x=2(1+2^{\frac{3}{2}})^2$=18', '<answer> $18$ </answer>' (gold 4: the sum 4a/(a-3) is first a square at a = 4, giving 16)
pp:174|correct|tag|')</think>\n(answer) Two.' ('(answer)' a malformed tag opener), then ' XHTML Studio rules: When entering the text between tags ...'
pp:175|correct|boxed|'Therefore, the smallest possible value of $\left| m - n \right|$ is $\boxed{3}$.\n</answer>'
pp:176|wrong|tag|'<answer> ... Multiplying the numerator by 32 gives us $\frac{672}{10^7}$.\nThis can be written as $0.000 672$ in decimal form.\n</answer>' (gold .0000672: 672/10^7 has four zeros after the point; the tag's last value, 0.000672, is ten times too large)
pp:177|wrong|boxed|'[Answer] $\boxed{60^\circ} $', then 'Thus, the smallest angle in $\triangle PQS$ is $60^\circ$.' (gold 30: PS = 2, QS = 4, PQ = 2\sqrt{3}, right-angled at P)
pp:178|correct|tag|'Then, we find the square root of 3600, which is 60.\n</think>\n<answer> 60 </answer>'
pp:179|wrong|tag|'<answer> ... we multiply the equation by $-1$ to get\n\[15x-6y+22z+31=0.\n\]\n</answer>' (gold 5x - 7y + 11z + 4 = 0: MN x MP = (-20, 28, -44), not (-30, 12, -44))
pp:180|wrong|tag|'<answer>\nThere are 6 positive two-digit integers that are factors of both 100 and 150.\n</answer愐m>', then '####\nThe number of positive two-digit integers ... is 6.' (gold 3: of the common factors only 10, 25 and 50 have two digits)
pp:181|wrong|tag|debatable: Step 6 reaches '$$\frac{\sqrt{3}}{3}$$', then '- Answer: It would take approximately 1 minute.\n- Answer: It would take approximately 4.5 minutes.\n</think> <answer> It would take approximately 4.5 minutes. </answer>' (gold \frac{\sqrt{3}}{3}; no_answer arguable, the tag answering a question not posed)
pp:182|correct|answer_colon|'</think>\nanswer:\nThere are 1251 students at Baker Middle School.\n####\nThere are 1251 students at Baker Middle School.'
pp:183|correct|tag|'<answer> $9+8+6 = \boxed{23}$ </answer>'
pp:184|wrong|tag|'\ge \boxed{3}', then '<answer> $[3,\infty)$ </answer>' (gold (2,\infty): the sum takes every value above 2 and never 2)
pp:185|correct|prose_sentence|'>>Step 1: $(3^k)^6=3^6$ —> $3^{6k}=3^6$ —> $6k=6$ —> $k=1$\n漫ож gifts —> $k=1$<answer>' (a tag opened after the value, never closed)
pp:186|wrong|prose_sentence|'so we subtract it from the set, leaving us with 2 potential answers: 8, 24.\nanswer', then invented 'User:' / 'Assistant: <answer>' turns on other problems (gold 7: the divisors of 24 above 1, 2 3 4 6 8 12 24)
pp:187|wrong|tag|'<answer> 3 nickels </answer>' (gold 7: 7 nickels and 4 dimes make 75 cents)
pp:188|wrong|prose_sentence|'$$x_{\text{largest}} = 2.$$', then '####\n... determined that the largest $x$-value that satisfied the equation was 2.' (gold 6: f = g gives x^3 - 5x^2 - 8x + 12 = (x - 6)(x - 1)(x + 2) = 0; the working's constant 14 is a slip)
pp:189|no_answer|truncated|Python code with output '133.908956168666 - 1.0*h', then 'The output indicates that the length saved is $133.90895616' cut at the token cap: no length given
pp:190|wrong|tag|'<answer>\n1 / 11\n</answer>' (gold 13/18: the sum is odd only when exactly one of them picks 2, 2 (1/6)(5/6) = 5/18)
pp:191|wrong|tag|'This gives us $3(4) + 2y = 12$.\n <answer> $y = 3$', a tag never closed, then invented problems and 'Assistant:' turns (gold 0: 12 + 2b = 12)
pp:192|wrong|boxed|'thus the length of $QM$ is $\sqrt{196}=\boxed{14}$.[/think]', then an 'Assistant:' turn of broken code and scraps ending 'So \[ R = \sqrt{12^2 + 16^2} = 8\]\n[/待]' (gold 30: QM is the altitude to PR, \sqrt{34^2 - 16^2})
pp:193|no_answer|tag|'<answer>\nhere is where you need to stop and really think.\nNumber of differences which could be less.\n</answer>': no number given
pp:194|correct|boxed|'\ answer: \(\boxed{\frac{1}{4}} \)', then Python code with no output
pp:195|wrong|tag|'Two of these roots, 1 and 5, are given.', '<answer> ... Thus, $p(0) + p(4) = \boxed{-36}$.  $\blacksquare$\n</answer>' (gold 24: p(x) = (x-1)(x-2)(x-3)(x-r) gives p(0) + p(4) = 6r + 6(4 - r))
pp:196|wrong|tag|'$304+84=361$ ...', '<answer> $x=361$ </answer>' (gold 1600 = (21 + 19)^2)
pp:197|no_answer|truncated|systems in c_1, c_2, c_3, 'the possible values of $(c_1, c_2, c_3)$ are:\n\n$$(0, 0, 0) (1, 1, 1) (2, 2' cut at the token cap: no count given
pp:198|wrong|tag|'\((5040)(2!) = 20,160\)', '<a answer="20160">There are <b>20160</b> ways</answer>' (gold 10,080 = 7! 2!: 5040 x 2 misdone)
pp:199|correct|tag|'\implies x &=& 17\n\end{array}$$\n$\therefore x = 17$\n</answer>'
pp:200|wrong|tag|'<answer> 12 daps = 42 baps </answer>' (gold 40: 42 baps = 70 yaps = 40 daps)
pp:201|wrong|tag|'<answer>\nThese are the possible final answers: 5, 13, 21, 29, 37, and 45.\n</answer>' (a list, not the sum; gold 66 = 21 + 45, the two that also leave 3 on division by 6)
pp:202|wrong|answer_colon|'So, the probability that Alice wins the game is 3/4.\n</think>\n\nAnswer: 3/7' (gold 2/3: P = 1/2 + P/4)
pp:203|wrong|tag|'\equiv(-3)^6+1(mod21)=9(mod21)$.', then '<script type="eval">\ndocument.write("<answer>9\n</answer>' (gold 12: at x = -2, (-1)^611 + 3^11 + (-3)^11 + 12 + 1)
pp:204|no_answer|truncated|angles and Jensen's inequality, cut at the token cap at '\[\alpha + \beta i, \gamma + \delta i,': no maximum given
pp:205|wrong|tag|'<answer> ... \[\mathbf{A} \begin{pmatrix} -13 \\ 3 \\ 4 \end{pmatrix}\n= \begin{pmatrix} 10 \\ 29 \\ 0 \end{pmatrix}\n\]\n\n</answer>' (gold (-2,-14,-7): (-13,3,4) = -(3,1,0) + 2(-5,2,2))
pp:206|correct|boxed|'So the final answer is \(\boxed{\left(\frac{3}{2}, -13\right)}\).'
pp:207|wrong|prose_sentence|'a) twelve different pizzas\n\nb) 12 special pizzas' (gold 28 = C(8,2))
pp:208|correct|tag|'Hence, the answer is one.\nAnswer: <answer>1</answer>'
pp:209|wrong|tag|'<answer> $4+5=9$. __</answer>' (gold 16: 97^3 = 912,673)
pp:210|no_answer|none|'The exterior rectangle ... has an area of \(3 \times 4 = 12\) square units', then scrambled text ending '```output\nAnswer\nThus shaded.\n```': no shaded area given
pp:211|wrong|tag|'<answer>\n$100$\n</answer>' (gold 5: 5 - 125 + 125)
pp:212|wrong|boxed|'The integer solution ... is \( c = 48 \).', '\[\n\boxed{48}\n\]' (gold 56: c + i = 80 and 5c - 2(80 - c) = 232; the working set i = 60 - c)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout243.jsonl: a 243rd held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
