__doc__ = r"""Build public_heldout241.jsonl: a 241st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the source's own verdicts (PaoPaoYue's `reward_result`: `format_reward`,
`answer_reward`, `reward`) were not used to label: each completion was read, its final answer found
and compared with the gold by hand.

The round continues round 239's PaoPaoYue source where its "Leads" left it: a BASE model's
zero-shot replies to the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>') on MATH-500
(CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 239990,
  255990, 271990 and 287990 (4 pages, the grid at 16000k - 10 as round 239 left it) joined: ids
  125-149, 25 kept, none dropped. Page 239990 is round 239's last page, read again first with
  read_file; round 239's paste of it was still on disk and was taken over (its display compared
  with this read's display over ids 119-125, where id 125's opening lies; it decodes to 16,000
  characters, byte-identical to round 239's decoded page). id 125 opens at the end of page 239990
  (inside its prompt's R1-Zero head) and is whole once 255990 is joined; id 150 (the recursive
  mod-5 function) is cut at the end of page 287990 inside its response and is not taken. Records
  crossing a page edge: inside the prompt id 125; inside the reward fields id 132; inside the
  response id 140. The record number is the id. Gold: the element's `truth`, checked by
  work/extract.py and by the build equal to MATH-500's answer of the same index (every prompt is
  the R1-Zero head + MATH-500's problem of that index word for word).
* im (imraviagrawal/assignment5-alignment cs336_alignment/outputs/gsm8k/test.jsonl), named in
  this round's brief, was NOT read: the session's time ran out after the PaoPaoYue pages (see
  Leads). Nothing of it is in this round.

Method (rounds 88-239's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: all four came out
at 16,000 characters on their first paste. No loop marker was needed; no invisible code point or
no-break space was met (the MATH-500 prompts and golds of ids 125-149 were checked against
MATH-500 by work/extract.py, a check of the prompt and gold parts of the pastes). The files' raw
non-ASCII text (Chinese and Arabic scraps in id 128, Chinese in id 146,
'≡', '·') and their '\r\n'
escapes were pasted as shown. work/extract.py cut the records out by script (raw_pp.jsonl: `r` the
completion's JSON string body as the file holds it, `enc` = json, decoded once by the build),
parsed every element that opens and ends on the joined pages with json and checked that the cut
body decodes to the parsed field, checked every prompt's head (the R1-Zero prompt) and problem and
every gold against MATH-500, refused completions holding a control character other than newline,
carriage return and tab (none did), and checked the id run (125-149). The completions were read
over against the displayed pages while labelling (their final answers and golds). Nothing was
retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 262 files, 34,542 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-240 among them, rounds 228, 233 and 239's PaoPaoYue
ids 0-124 and rounds 223, 226 and 238's dothereading Qwen2.5-Math-1.5B MATH-500 replies included)
and with the others of this round: no repeat; nothing dropped.

Repository counts (25 records): PaoPaoYue/assignment5-alignment 25 (100 %). Licence: no LICENSE
file in the index (as rounds 233 and 239 found); `licence` per record.

Split: think_answer 25 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '[/answer]' and '[/think]', '</end think>', ':%answer,', tags never closed or never
opened, fake 'User:' / 'Assistant:' / 'Controller:' / 'Teacher:' turns, Python code with invented
output, forum text and scraps in mixed scripts), long_cot 0. MATH 25 (MATH-500 ids 125-149), GSM8K
0.

Truths: correct 9, wrong 12, no_answer 4; debatable 3 (pp:130, 142, 146). Forms: tag 11, boxed 6,
answer_is 2, prose_sentence 2, answer_colon 1, none 2, truncated 1 (the LABELS table is the
record).

Label conventions (rounds 37-239's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:125, pp:132, pp:133, pp:148); a tag never closed counts (pp:132, pp:145), and so does a
malformed one (':%answer,' pp:148; '[/answer]' pp:145); with no answer tag the completion is
labelled by its last box or last stated result (pp:127, pp:134, pp:137, pp:138, pp:140, pp:147);
equal in value but written differently is correct (pp:127 '4210_5'); two answers in turn, the last
counts (pp:126 '137^{552}' then 'The answer is ... 137^{551}'; pp:131 'f(3) is undefined' then
'The answer is 12'); text invented after the answer (fake turns, forum text) does not change the
answer given to the question posed (pp:132); a fake 'Assistant:' turn that gives the answer counts
as the answer (pp:130 debatable); a reply with no value for the quantity asked is no_answer
(pp:128 scraps, pp:129 'there is no altitude'); a response cut at the token cap before any final
answer is no_answer (pp:136). Debatable: pp:130 ('answer\n$$107$$', then an invented 'User:' turn
and an 'Assistant:' turn that works it out to \boxed{13}: correct, wrong arguable, 107 being the
reply before the invented turns); pp:142 ('= 14400 <answer> ways (or choices?) to have the members
of each party sit together</answer>': the value stands before the tag, the tag holds only words:
wrong, no_answer arguable); pp:146 (an 'Assistant:' turn derives '\frac{\sqrt3}{3}' amid invented
'Controller:' / 'Teacher:' turns, and the only tag reads 'miscellaneous(this) simplifies to ':
no_answer, correct arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 239990 (re-read; round 239's last page),
255990, 271990, 287990.

Leads for a later round: PaoPaoYue math_eval_results.json from 303990 (id 150, the recursive
mod-5 function f(2015,2), opens on page 287990 and is cut there inside its response: re-read 287990
and join; the grid runs at 16000k - 10; 500 elements, about 46 more pages; compare repeats against
rounds 223, 226, 228, 233, 238, 239 and 241's replies to the same MATH-500 problems).
imraviagrawal/assignment5-alignment outputs/gsm8k/test.jsonl at c7b54f0 (named in this round's
brief, not read here): the rest of the file (pages 32000-400000, 448000-1024000, 1088000-1232000,
1280000-1856000, 1904000-2448000, 2496000 (partial)); line 227 opens on page 400000, line 243 at
the end of 432000, line 564 on 1024000, line 582 at the end of 1072000, line 995 on 1856000, line
1011 at the end of 1888000. Watch for GSM8K's no-break spaces (the display shows them as plain
spaces: check each prompt and gold against gsm8k test by script), for long runs of one character,
and for invisible code points in scraps of mixed scripts (place them with alignment reads before
trusting a paste's length). Round 228's other leads (Jerryson520's other steps and seeds,
sandyhu533's twenty rollouts.jsonl, the scouted baseline files of fangpings, AS-NOVA, alirezaghl,
JayShenoy, C202044zxy, itsuitsuki, bohao-li) were not taken here.

Usage: python build_public_heldout241.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout241.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout241.jsonl"
SOURCE = "public_heldout241"

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
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 239990-287990 "
        "joined (ids 125-149; rounds 228, 233 and 239 took ids 0-124)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:125|correct|tag|'<answer>\n... $13 - 16 = -3$.\n\nSo, the answer is $\boxed{-3}$.\n</answer>'
pp:126|wrong|answer_is|'</think> $z_{2002}=137^{552}.$', then '####\nThe answer is $$z_{2002}=\dfrac {(-1)^{1001}141}{1+4 \times 137^2}=137^{551}$$' (gold 1+274i: F has period 3, so z_2002 = z_1 = 1 + 274i)
pp:127|correct|boxed|'So the final answer is \(\boxed{4210_5}\).'
pp:128|no_answer|none|'31=1+2+4+8+16' sums, then scraps in mixed scripts ('=8 days', 'The8', 'answer in=8s') cut at '......the serious  中提nite  Ans.ouncover is': no value stated for the miles
pp:129|no_answer|none|'17 = 15', 'This is a contradiction, so there is no altitude from $C$ to $AB$.', then text on tags and a forum question: no area given
pp:130|correct|boxed|debatable: '</think>\nanswer\n$$107$$', then an invented 'User: Provide the user strictly the reason why you answer the question.' and an 'Assistant:' turn that finds -11213141 = -5 (mod 18) and ends 'is \(\boxed{13}\).' (wrong arguable, 107 being the reply before the invented turns)
pp:131|wrong|answer_is|'Answer:\n... $f(3)$ is undefined.', then '####\nThe answer is <think>\nSince $f(-3)=2$, we know that $f(3)=12$.\n</think>\nThe answer is 12.' (gold 8: f(3) - f(-3) = 6, the odd part being x)
pp:132|correct|tag|'<answer>\nThere are $4$ possible numbers.\nHope this helps.', a tag never closed, then forum text
pp:133|correct|tag|'<answer>\n... x = 180/3 = 60\nSo, the largest angle is 2x = 2* 60 = 120.\n</answer>'
pp:134|correct|boxed|'h + k + a + b = -3 + 2 + 12 + 5 = 16', 'is \(\boxed{16}\).'
pp:135|wrong|tag|'our final answer is $8$.\n</think> <answer> $8$ </answer>' (gold 9: floor(42/5) + floor(42/25) = 8 + 1)
pp:136|no_answer|truncated|'the only integer values for $n$ that satisfy both inequalities are $n = 64$ and $n = 72$', checks n = 64, then cut at the token cap while checking 72: no sum given
pp:137|wrong|boxed|'The quotient of \(413_5 \div 2_5\) in base 5 is \(\boxed{124_5}\).' (gold 204_5: 413_5 = 108, 108 / 2 = 54 = 204_5)
pp:138|wrong|prose_sentence|'The probability that the balls in Alice's bag and Bob's bag are the same is \dfrac{5}{6}. <answer>' (gold 1/3: Bob must return the colour Alice gave, 2 of the 6 balls)
pp:139|correct|tag|'So, the maximum value of $f(x, y)$ is indeed 1.\n</think>\n<answer>1</answer>'
pp:140|correct|boxed|'\(d\) must divide \(2(n + 7) - (2n + 1) = 13\)', 'is indeed \(\boxed{13}\).'
pp:141|wrong|answer_colon|'Answer: He would have 0 pencils left over !  </answer>' (gold 2: the remainder on division by 3 can be 2)
pp:142|wrong|prose_sentence|debatable: 'So, there are 5! · 5! · 1 (the Independent's position is fixed) = 14400 <answer> ways (or choices?) to have the members of each party sit together</answer>': the value before the tag, the tag holding only words (no_answer arguable; gold 28800 = 2 · 5! · 5!, the two blocks in either order)
pp:143|wrong|tag|'<answer>\n$\boxed{2.58}$ (rounded to two decimal places)\n</answer>' (gold 3 sqrt 5 = |OA x OB| / 2 = |(8,-10,4)| / 2)
pp:144|wrong|tag|'y(2) = -3(2)^2 - 6(2) - 5 = -23', '<answer>\n$(15, -23)$</answer>' (gold (15,-29): -12 - 12 - 5)
pp:145|wrong|tag|'<answer>\n$z^{85} + \frac{1}{z^{85}} = 1$. \n[$z^{10} = 1 \implies z^{85} = z^{5} = z$ ...][/answer]' (gold -2: z is a primitive 10th root of unity, z^85 = z^5 = -1)
pp:146|no_answer|tag|debatable: opens 'Simplify $$\frac{2}{\sqrt{3}}$$', an 'Assistant:' turn '\frac{3}{\sqrt{27}} &= \frac{3}{3\sqrt3} ... &= \frac{\sqrt3}{3}' amid invented 'Controller:' / 'Teacher:' / 'User:' turns, ending in the only tag '<answer>miscellaneous(this) simplifies to </answer>' (correct arguable, the derivation reaching the gold's value)
pp:147|wrong|boxed|'is \(\boxed{8 + 6\sqrt{2}}\), which is approximately 20.485.' (gold 16: AM-GM on x^4 + 2y^2 + 2y^2 + 4z^4 >= 4 (16 (xyz)^4)^{1/4} = 16)
pp:148|correct|tag|'</think>\n:%answer, x = 11: %%$\triangleleft$%% The solution to the equation is $x = 11$.%%</answer>'
pp:149|wrong|tag|'The number of years old is 23.\n remained <answer>23</answer>' (gold 49: 7 divides it and it is 1 mod 12)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout241.jsonl: a 241st held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
