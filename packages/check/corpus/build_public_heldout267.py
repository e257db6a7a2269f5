__doc__ = r"""Build public_heldout267.jsonl: a 267th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (PaoPaoYue's `reward_result`, AS-NOVA's `format_reward`,
`answer_reward`, `reward` and `extracted_answer`) were not used to label: each completion was read,
its final answer found and compared with the gold by hand.

The round finishes round 263's PaoPaoYue source where its "Leads" left it (the file's last 39
elements) and adds a course repository not yet in the corpus, both BASE-model zero-shot replies to
the R1-Zero prompt ('<think> ... </think> <answer> ... </answer>', CS336 assignment 5):
* pp: PaoPaoYue/assignment5-alignment results/math_eval_results.json at 2e20bd5 (1,042,734
  characters; one JSON array, two-space indent, elements {id, prompt, truth, response,
  reward_result}): a zero-shot MATH-500 evaluation in MATH-500 order with the R1-Zero prompt
  (ending 'Assistant: <think>\n'); the model is not named in the file (round 228 found the
  repository's later eval_model.py loading './models/qwen2.5-math-1.5b', temperature 1.0, top_p
  1.0, 1024 new tokens, stop '</answer>': most likely Qwen2.5-Math-1.5B, base). Pages 943990,
  959990, 975990, 991990, 1007990, 1023990 and 1039990 (7 pages, the grid at 16000k - 10 as rounds
  239-263 left it; 1039990 is the file's tail, 2,744 characters, ending '\n]') joined: ids
  461-499, 39 kept, the file's end. Page 943990 is round 263's last page, read again first with
  read_file and pasted afresh: the paste is byte-identical with round 263's paste of it (still on
  disk in /tmp/rounds/real263, compared by cmp). id 461 (the floor / ceiling f(n)) opens on page
  943990, is cut there inside its response ('```\nT') and is whole once 959990 is joined; id 460
  is not taken (as in round 263: page 943990 decodes to 15,998 characters, its response shows a
  lone U+00E2 whose two following code points the display does not show; id 461 lies after it on
  the page, its text is whole, and its file offsets count the two unseen code points in).
  Records crossing a page edge: inside the response ids 461, 477, 483, 489 and 498; inside the
  prompt's boilerplate id 471. The record number is the id. Gold: the element's
  `truth`, checked by work/extract.py and by the build equal to MATH-500's answer of the same
  index (every prompt is the R1-Zero head + MATH-500's problem of that index word for word).
* an: AS-NOVA/assignment5-alignment cs336_alignment/learn/baseline_result.jsonl at 768b210
  (2,522,930 characters; one JSON object a line: format_reward, answer_reward, reward, response,
  answer, prompt, extracted_answer): the CS336 zero-shot GSM8K baseline, GSM8K test in file order,
  written by the repository's notebook 'cs336_alignment/learn/baseline by heng380@github.ipynb'
  (read: vLLM 0.7.2, '/home/nova/cs336/assignment5-alignment/models/Qwen2.5-Math-1.5B' (base),
  temperature 1.0, top_p 1.0, max_tokens 1024, stop '</answer>' kept in the output, the text
  stripped; prompts from cs336_alignment/prompts/r1_zero.prompt, ending 'Assistant: <think>').
  Pages 0, 16000, 32000, 48000, 64000, 80000 and 96000 (the grid at 16000k) joined: lines 0-55,
  56 kept; line 56 (Peter's movies) is cut at the end of page 96000 and is not taken. Records
  crossing a page edge: lines 8, 15, 21, 30, 40 and 47. The record number is the line number.
  Gold: the '####' value of the line's `answer` field, which work/extract_an.py checked equal,
  field for field, to GSM8K test line N's `answer` (N the line number), the prompt's question
  being that line's question word for word; the build finds it again by the question's opening
  words. The repository is not in the corpus (no record of it in the committed rounds or in the
  /tmp/rounds folders present; round 263's Leads named it among 'the scouted baseline files').

Method (rounds 88-263's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each display
form once into the page text (pages/<name>_<offset>.page) and checked its length: every page comes
out at 16,000 characters, but pp_943990 (15,998, as round 263 found; see above) and pp_1039990
(2,744, the file's tail). an_32000 came out at 15,834 at the first decode: 166 characters short,
exactly one line of line 19's verbatim loop ('\n <answer> To achieve an average speed of 4 miles per
hour over the entire 12-mile trail, Marissa needs to walk the remaining 6 miles at a speed of 3
miles per hour.', 166 characters in the page text); the display shows the line repeated (18 whole
copies after the 'Therefore' line, then a copy cut by the token cap) and one copy had been missed
in the paste; one copy was added and the page decodes to 16,000. No loop marker was used (the loop
is pasted whole). The file's raw non-ASCII text was pasted as shown (PaoPaoYue: '–' in id 464,
'²', '⁻¹', '≈' and '°' in 464, 'θ' in 466, Arabic in 468, Han and Armenian in 468, Han and Hebrew
in 470, '²' in 476, '≡' in 479, '’' in 486); AS-NOVA's file writes non-ASCII as JSON escapes
('\u2019', '\u00a0', '\u057f', '\u05e1\u05d9', '\u00d7', '\u56e2...', '\u2013', '\u0448',
'\u2026', Han, Japanese and Vietnamese escapes in lines 18, 38 and 51), which stay as they are in
the pastes and are decoded once by the build; the '\r\n' escapes of the code in pp ids 477 and an
lines 13 and 46 were pasted as shown. work/extract.py and work/extract_an.py cut the records out
by script (raw_pp.jsonl, raw_an.jsonl: `r` the completion's JSON string body as the file holds
it, `enc` = json, decoded once by the build), parsed every element / line that opens and ends on
the joined pages with json and checked that the cut body decodes to the parsed field, checked every
prompt's head (the R1-Zero prompt) and problem or question and every gold against MATH-500 / GSM8K
test, refused completions holding a control character other than newline, carriage return and tab
(none did), and checked the id / line runs (pp 461-499, an 0-55). Each paste was read over against
its display before decoding; the completions' final answers and the golds were read over against
the displayed pages while labelling, and the quotations in the notes were checked by script to
occur in their completions. Nothing was retyped from a decoded form; nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 319 files, 36,101 distinct completions at the last run, by script,
work/dedup.py, reading no labels; rounds 223-265 among them, rounds 228, 233, 239, 241, 243, 247,
251, 255, 259 and 263's PaoPaoYue ids 0-459 and the GSM8K-test R1-Zero replies of other CS336
repositories included) and with the others of this round: no repeat; nothing dropped.

Repository counts (95 records): AS-NOVA/assignment5-alignment 56 (59 %), PaoPaoYue/assignment5-
alignment 39 (41 %). Licence: no LICENSE file in the index for either (PaoPaoYue as rounds 233-263
found; AS-NOVA's file list holds none); `licence` per record.

Split: think_answer 95 (every prompt the R1-Zero format; the base model leaves it often: boxes
with no tag, '<answer>' tags never closed, several '<answer>' openers, malformed openers
('answer>', '<div>answer>', '{{answer}}'), '</answerieved>' and '</analyze>' closers, '<end
think>', '[/think]', '</ think>', empty tags and tags holding 'hi', 'Community effort: Yes' or
placeholder words, a tag holding an unevaluated sum (an:6), an answer in number words (pp:477
'two'), '####' followed by 'The answer is 2.' (pp:463), invented 'User:' / 'Assistant:' turns
that answer the question posed or go on to other problems (pp:463, pp:464, pp:472, pp:474,
pp:486, an:0, an:12, an:31, an:44, an:55), forum-style questions, garbled lines in Han, Hebrew,
Arabic, Armenian, Devanagari and Japanese script, Python with printed outputs that are not what
the code gives (pp:484, an:53), a verbatim loop cut by the token cap (an:19)), long_cot 0. MATH 39
(MATH-500 ids 461-499), GSM8K 56 (GSM8K test lines 0-55).

Truths: correct 36, wrong 44, no_answer 15; debatable 11 (pp:463, pp:477, pp:489, an:6, an:12,
an:15, an:16, an:30, an:36, an:42, an:51). Forms: tag 49, boxed 20, answer_colon 9, prose_sentence
6, none 7, answer_is 2, truncated 2 (the LABELS table is the record).

Label conventions (rounds 37-263's): the last final answer counts; in the tag format the `<answer>`
content is the final answer whatever the working says, a sentence in the tag read for the value it
states (pp:466, pp:492, an:1, an:17, an:48); an answer tag never closed counts (pp:469, pp:472,
pp:495, an:28, an:38, an:43, an:55); a malformed opener counts (an:22 and an:49 'answer>', pp:467
'<div>answer>'); with no answer tag the completion is labelled by its last box or last stated
result (pp:461, pp:462, pp:465, pp:473, pp:479, pp:480, pp:482, pp:484, pp:485, pp:487, pp:488,
pp:499, an:2, an:5, an:23, an:25, an:27, an:34); equal in value but written
differently is correct (an:27 '16.00' for 16; an:6 an unevaluated sum equal to the gold,
debatable); a right final answer over wrong working is correct (an:16, debatable for its 'each
day'); an invented turn that works the question posed again and answers it gives the answer
(pp:474, as round 263's pp:446); text invented after the answer (new problems, invented turns,
forum questions, code) does not change the answer given to the question posed (pp:463, pp:464,
pp:486, an:0, an:5); another quantity in the final place is wrong (an:37 dollars where lego sets
are asked, an:42 pies where pieces are asked, pp:498 the unevaluated 'a_1'); a response cut at the
token cap before any final answer, or after its answer was retracted, is no_answer (pp:475,
an:46), as is one that commits no value (pp:481, pp:483, pp:490, pp:494, an:4, an:8, an:18,
an:20, an:35, an:39, an:52, an:30 and an:51 debatable); a response cut inside a verbatim loop of
its answer keeps that answer (an:19). Debatable: pp:463 ('####' and 'The answer is 2.' then the
invented questions' answers '29' and 'B': correct, wrong arguable on a last-line reading); pp:477
('So the correct answer should be two.' then a re-check cut at the token cap: correct, no_answer
arguable); pp:489 (the tag names f(p) and f(15) but no minimum: wrong, no_answer arguable); an:6
(the tag holds '20*2*4 + 20*4 + 20' = 260 never carried out: correct, wrong arguable); an:12 ('Answer:'
answers the model's own question on the yearly profit, $7.5, never the years asked: wrong,
no_answer arguable); an:15 (six differing amounts under 'And the Answer: The Profit': wrong,
no_answer arguable); an:16 ('230 miles each day': the gold's value called a daily distance:
correct, wrong arguable); an:30 (garbled lines with 'dy3mms %age 171' and an answer to an invented
puzzle: no_answer, wrong arguable); an:36 ('75.00(OR 75.00000000000001)': correct, wrong arguable
as two values); an:42 ('26 pieces' inside a tag that ends on '3 1/4 pies' and 'three pies': wrong,
correct arguable); an:51 (no time stated by the model, an invented 'User:' line with '30 minutes'
and '90 minutes': no_answer, wrong arguable).

Pages read this round (for the next round not to repeat them): PaoPaoYue/assignment5-alignment
results/math_eval_results.json at 2e20bd5 offsets 943990 (re-read; round 263's last page),
959990, 975990, 991990, 1007990, 1023990, 1039990 (the file's end: the source is exhausted but for
id 460); AS-NOVA/assignment5-alignment cs336_alignment/learn/baseline_result.jsonl at 768b210
offsets 0, 16000, 32000, 48000, 64000, 80000, 96000.

Leads for a later round: AS-NOVA/assignment5-alignment cs336_alignment/learn/baseline_result.jsonl
at 768b210 from 112000 (line 56, Peter's movies, opens on page 96000 and is cut there inside its
prompt: re-read 96000 and join; the grid runs at 16000k; 1,319 lines in all (GSM8K test), lines
56-1318 left, about 150 more pages to 2,522,930; the file writes non-ASCII as JSON escapes, so the
display shows them as '\\uXXXX' and the pages decode cleanly; watch verbatim loops, which a paste
can miscount (line 19's cost one copy here: the length check finds it, a multiple of the loop
line's length); compare repeats against the other CS336 GSM8K-test R1-Zero baselines). The
PaoPaoYue source is exhausted (id 460 cannot be transcribed from the display). Round 263's other
leads were not taken here: imraviagrawal/assignment5-alignment outputs/gsm8k/test.jsonl at c7b54f0
(less what rounds 252 and later took; watch for GSM8K's no-break spaces, which the display shows as
plain spaces), round 228's (Jerryson520's other steps and seeds, sandyhu533's twenty
rollouts.jsonl) and the other scouted baseline files (fangpings reports/baseline/
gsm8k_qwen_baseline.json at 50ab6d6, alirezaghl cs336_alignment/baseline_results.json at 3ac56e5,
JayShenoy, C202044zxy, itsuitsuki, bohao-li; ymzhang0303/assignment5-alignment holds no output
file in the index). These sources are all think_answer: a round that needs long chain-of-thought
must look elsewhere.

Usage: python build_public_heldout267.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout267.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout267.jsonl"
SOURCE = "public_heldout267"

PP, PPC = "PaoPaoYue/assignment5-alignment", "2e20bd51ceb7349acdd00ca961abb5b9dbe6f505"
AN, ANC = "AS-NOVA/assignment5-alignment", "768b2100e083f246bf74f75d93325919e13f6a09"

PP_PROMPT = (
    "the R1-Zero prompt: 'A conversation between User and Assistant. The User asks a question, "
    "and the Assistant solves it. The Assistant first thinks about the reasoning process in the "
    "mind and then provides the User with the answer. The reasoning process is enclosed within "
    "<think> </think> and answer is enclosed within <answer> </answer> tags, respectively, i.e., "
    "<think> reasoning process here </think> <answer> answer here </answer>.\\nUser: "
    "{question}\\nAssistant: <think>\\n' (the element's prompt field)"
)
AN_PROMPT = (
    "the R1-Zero prompt (cs336_alignment/prompts/r1_zero.prompt), as PP_PROMPT but ending "
    "'\\nAssistant: <think>' with no newline (the line's prompt field)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "pp": (
        "pp-r1zero-math500-zeroshot", PP, "results/math_eval_results.json", PPC,
        "not named in the file: a zero-shot MATH-500 evaluation with the R1-Zero prompt; the "
        "repository's later cs336_alignment/eval_model.py loads './models/qwen2.5-math-1.5b' "
        "(temperature 1.0, top_p 1.0, 1024 new tokens, stop '</answer>'), so most likely "
        "Qwen2.5-Math-1.5B base; the record is an element's `response`; pages 943990-1039990 "
        "joined (ids 461-499; rounds 228, 233, 239, 241, 243, 247, 251, 255, 259 and 263 took ids 0-459)",
        PP_PROMPT, "think_answer", "math", "`truth`", NO_LICENCE,
    ),
    "an": (
        "an-r1zero-gsm8k-baseline", AN, "cs336_alignment/learn/baseline_result.jsonl", ANC,
        "Qwen2.5-Math-1.5B (base), zero-shot: the repository's notebook 'cs336_alignment/learn/"
        "baseline by heng380@github.ipynb' loads '.../models/Qwen2.5-Math-1.5B' in vLLM 0.7.2 "
        "(temperature 1.0, top_p 1.0, max_tokens 1024, stop '</answer>' kept in the output, the "
        "text stripped) on GSM8K test; the record is a line's `response`; pages 0-96000 joined "
        "(lines 0-55)",
        AN_PROMPT, "think_answer", "gsm8k", "`answer` ('####' value)", NO_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
pp:461|wrong|boxed|'\boxed{13}' and 'The Answer: \boxed{13}' (gold 12: \sqrt{45} \approx 6.708 \ge 4 takes the floor 6; the working takes the ceiling 7 after 'Since 6.708 is less than 4')
pp:462|wrong|prose_sentence|'that was left after converting as many of the coins into bills as they could is $\$$6495$.' (gold 59: the four sums make 12659 cents, 126 dollars in bills and 59 cents left; the working states no remainder)
pp:463|correct|answer_is|debatable: 'not defined for $\boxed{2}$ values of $x$.', then invented 'User:' questions (trailing zeroes of 49!, a launch cost boxed '1.5\text{B}') and the closing '####\nThe answer is 2. " trailing zeroes"\n29\nB', one answer per question (wrong arguable on a last-box or last-line reading)
pp:464|correct|answer_colon|'Answer: $ 9 $', then invented 'User:' / 'Assistant:' turns on the factoring ('the valid solution is $x = 9$') and a law-of-cosines question ending '≈ 31.00°' (text after the answer)
pp:465|correct|answer_colon|'Answer: $121$'
pp:466|wrong|tag|'When we add them up then the answer is $\frac{4\pi}{3}$.' in the tag (gold 8\pi: the roots are z^9 = -1 but z = -1, \theta = (2k + 1)\pi/9 for k = 0..8 but k = 4; 81\pi/9 - \pi = 8\pi)
pp:467|wrong|tag|'Answer: 50' and '<div>answer>\n50 <hr/>\n</answer>' (gold 15 cm^2: base 10, height 3, half of 30)
pp:468|wrong|tag|'<answer> $1$' followed by garbled Han and Armenian script and 'eyesight</answer>' (gold 8: 4 < t < 12.25 holds for t = 5, ..., 12)
pp:469|correct|tag|'Assistant: <answer> $\lceil{\sqrt{20}}\rceil^2$ is then equal to $5^2 = 25$.' (an answer tag never closed)
pp:470|wrong|boxed|'is $\boxed{0.011}.$' then a garbled tail with Han and Hebrew script (gold 27648: weighted AM-GM, the maximum at a = 1, b = 2, c = 3, d = 4, 1 \cdot 4 \cdot 27 \cdot 256)
pp:471|wrong|tag|'<answer> \n90 \n</answer>' (gold 84: (20 \cdot 80 + 8 \cdot 90 + 2 \cdot 100)/30 = 2520/30; the working counts 2 students at 80)
pp:472|wrong|tag|'the distance travelled by the car is $34\frac{3}{8}$ miles.' in an '<answer>' never closed inside an invented 'User:' / 'Assistant:' exchange (gold 137 1/2: 50 \cdot 11/4 = 137.5; the working divides by 4 twice)
pp:473|wrong|boxed|'[/think]\nAnswer: $\boxed{2}$' (gold 7: the first column n - 3 + 3 + n + 1 = 2n + 1 equals the second column n + 2 + 2n - 9 + 1 = 3n - 6, so n = 7)
pp:474|correct|boxed|the think part ends '$x=\log_8{2}$' then '<end think>', then an invented 'Assistant:' turn that works the question posed again and ends 'the value of the expression is:' '\boxed{3}' (the last answer to the question posed)
pp:475|no_answer|truncated|a sympy attempt with a TypeError, then '\frac{m}{n} = \frac{1}{3}' in the working and a cut at the token cap at 'we can' before any m + n (gold 29)
pp:476|correct|tag|'<answer>\n200 less feet\n</answer>' (the value with words: Jim walks 200 feet less)
pp:477|correct|prose_sentence|debatable: '{{answer}} There are three distinct possible values for B. {{/answer}}' in the think part, then after '</think>' the squares listed by hand, 'there are two distinct possible values for B.' and 'So the correct answer should be two.', then code whose output is '(set(), 0)' and 'It seems there is still an issue with the verification process. Let' cut at the token cap (no_answer arguable: a re-check cut off after the answer in words)
pp:478|wrong|tag|'= \boxed{-\sqrt{2011 ^ 3} \cdot 2010 \cdot \left(2011^2 - 1\right)}' in the tag (gold 2/1005: cleared of fractions the equation is a degree-9 polynomial with leading term 2010x^9 and x^8 coefficient -4, so the roots sum to 4/2010)
pp:479|wrong|boxed|'the final answer is:' '\boxed{\text{infinite}}' (gold 2: 8x \equiv 1 (mod p) fails only for p = 2, where 8 \equiv 0)
pp:480|correct|boxed|'is \(\boxed{1}\).'
pp:481|no_answer|none|'Notice that:' an identity, then '</think>\n\n</answer>' with no value (gold 8n^2 + 4n + 1)
pp:482|correct|boxed|'The final answer is:' '\boxed{202}'
pp:483|no_answer|none|a Heron's-formula working that ends 'I got stuck at this step.', then an invented 'Assistant:' reply and a user's objection with no value of \tan A (gold 8/15)
pp:484|wrong|boxed|'\boxed{9}' after a printed output '6.0' (gold 10: \sqrt{16} + \sqrt{4} = 6; at x = 9 the sum is \sqrt{9 + \sqrt{33}} + \sqrt{9 - \sqrt{33}} \approx 5.64, so the printed output is not what the code gives)
pp:485|wrong|boxed|'is 18.' and '\boxed{18}' after code that fails with a NameError (gold 13: the path A-D-B-C takes 5 + 3 + 5; the working misreads the edge labels and closes a cycle)
pp:486|correct|prose_sentence|'the volume of the cube is \(6^3 = 216\) cubic inches.\nThink: 216\n</think>', then an invented 'User:' question on a circle in a cube and two unrelated problems (surface area, a life raft) ending 'approximately 1 hour and 34 minutes' (text after the answer)
pp:487|correct|answer_colon|'answer:\n2\n</analyze>'
pp:488|wrong|answer_colon|'Answer: The original price of the shirt was $\$24$.' (gold $36: $14.40 is 40 % of the price, 14.40/0.4 = 36; the working takes 60 %)
pp:489|wrong|tag|debatable: the tag ends 'Similarly, we conclude that at $x=15,$ $f(15)=15-p.$' after 'f(p)=(p+15)-2x=p-15' (gold 15: on p \le x \le 15, f(x) = 30 - x, least at x = 15; no_answer arguable, no minimum is named)
pp:490|no_answer|none|a think part that describes the method ('we can find the sum of the roots and then use it to find the least possible value') and ends '</think>' with no value (gold 14)
pp:491|wrong|tag|'<answer>3 * 1 * 2 * 2 * 2 * 4 = 96</answer>' (gold 64: 2 sets of eyebrows, not 3; 2 \cdot 1 \cdot 2 \cdot 2 \cdot 2 \cdot 4)
pp:492|correct|tag|the tag ends '$$\frac{2x+y}{5} = 0 \implies y = -2x$$'
pp:493|wrong|tag|'<answer> $8+9+0=17$ </answer>' (gold 20: (\sqrt{2} + \sqrt{3})^3 = 11\sqrt{2} + 9\sqrt{3})
pp:494|no_answer|none|a Vieta working, then an invented 'Assistant:' line '2\sigma = floor(' and a forum-style question and reply with no area (gold 1/4)
pp:495|wrong|tag|'Therefore, the domain of the function is $(-\infty, 12) \cup (12, 102)$.' in an '<answer>' never closed (gold (2,12) \cup (12,102): \log(x - 2) needs x > 2)
pp:496|correct|tag|'<answer> $\dfrac{5}{13}$ </answer>'
pp:497|wrong|tag|'<answer> $\frac{4+\sqrt{2}}{2}$\n</answer>' (gold 7/2: a 2-by-2 square less four corner triangles of legs 1/2, 4 - 1/2)
pp:498|wrong|boxed|'Answer: $a_1.$' in the think part, then forum-style text on typing tags ending 'the final answer: \(\boxed{a_1}\).' (gold -1: a_3 = a_1 gives a_1^2 - a_1 + 1 = 0, so a_1^3 = -1, and a_9 = a_3 = a_1; the answer names no value)
pp:499|correct|boxed|'\boxed{106^\circ}'
an:0|wrong|answer_colon|'she can only raise  $(-3)*2= - $6 in a day.', then '####', a restated question and 'Answer: She makes $ - 6 every day at the farmers' market.', then an invented question on 3 plus the square root of 2 (gold 18: 16 - 3 - 4 = 9 eggs at $2; the working takes four dozen for the muffins)
an:1|correct|tag|'<answer> The answer is 3. </answer>'
an:2|wrong|boxed|'The profit Josh made is \(\boxed{40000}\).' (gold 70000: the value rises by 150 % to 80,000 + 120,000 = 200,000; 200,000 - 130,000)
an:3|wrong|tag|'<answer>So James runs 180 meters in a week.</answer>' (gold 540: 3 sprints 3 times a week, 9 \cdot 60)
an:4|no_answer|tag|'hi</think ><answer>hi</answer>': no value (gold 20)
an:5|correct|prose_sentence|'Therefore, Kylar needs to pay $64 for the 16 glasses.', then 'The User asks how the answer was obtained.' and a formula ending 'Total cost = $64'
an:6|correct|tag|debatable: '<answer> The total number of sheep are 20*2*4 + 20*4 + 20 </answer>': an expression never carried out, equal to 160 + 80 + 20 = 260 (wrong arguable: no value is stated)
an:7|wrong|tag|'<answer>140 minutes</answer>' (gold 160: 40 minutes to the restart, 20 minutes of updates, 100 minutes for the whole file again)
an:8|no_answer|tag|'That leaves him with 24.5 hours to drive 970 miles.' then an empty '<answer> </answer>' (gold 45)
an:9|correct|boxed|'<answer> Answer: Her earnings for this week are $460.' then code printing '460.0' and 'Eliza's earnings for this week are \(\boxed{460}\) dollars.'
an:10|correct|tag|three '<answer>' openers, the last ending '= 366 downloads in total. Good calculation, Program! </answer>'
an:11|correct|tag|'<answer>$694</answer>'
an:12|wrong|answer_colon|debatable: 'Answer: The rate of growth of the lemon tree's revenue is $1.5 per lemon, and the rate of cost is $3 per year. The rate of profit is the difference between the revenue and the cost, which is $7.5 per year.', then invented 'User:' turns on loans and an Ebola puzzle; no number of years is given (gold 13: 90/7.5 = 12 years to break even, money in year 13; no_answer arguable, the 'Answer:' line answers the model's own question on rates)
an:13|correct|boxed|'and <answer>' then an equation working and 'the number of vacuum cleaners Melanie started with is \(\boxed{18}\).'
an:14|wrong|tag|'<answer>10%</answer>' (gold 60: 4 in contemporary, 4 of the remaining 16 in jazz, 12 of 20 in hip-hop)
an:15|wrong|answer_colon|debatable: 'And the Answer:\nThe Profit' followed by six differing amounts ('jewelry market: amount of  $8,000', 'electronic market: amount of $9,760', ... 'electronic market: amount of $4,848') and '<|end of QUESTION feed|>' (gold 125: 2.5 % of $5,000 beats 1.2 % of $8,000 = 96; no_answer arguable, no profit is named)
an:16|correct|tag|debatable: '<answer> The trains cover a total distance of 80 miles + 150 miles = 230 miles each day. </answer>' (the value of the gold, 80 + 150 per train over the two days, but called a distance 'each day': wrong arguable as another quantity)
an:17|correct|tag|'Therefore, Jill's annual salary is $35000 + $22500 = $57500. </answer>'
an:18|no_answer|none|garbled text ('Radi? 4 wkoo? 14 xs omelet', Han and Devanagari script) with no answer (gold 7)
an:19|wrong|tag|'<answer> To achieve an average speed of 4 miles per hour over the entire 12-mile trail, Marissa needs to walk the remaining 6 miles at a speed of 3 miles per hour.' repeated until the token cap cuts a last copy (gold 6: 3 hours in all at 4 mph leaves 1 hour for 6 miles)
an:20|no_answer|tag|'<answer> The water in the remaining 24 liters is <Subtract > answer <Subtract > addends </answer>': no value (gold 15)
an:21|wrong|tag|'Answer: 42 <answer> 42</answer>' (gold 14: Samantha was 23 - 6 = 17 when the son was born, 31 - 17)
an:22|correct|tag|'= 7 DVDs.\nanswer> 7 <end> </answer>' (a malformed opener)
an:23|correct|answer_is|'The answer, after calculation, is 8 cm.' and 'the candle will be 8 cm shorter'
an:24|correct|answer_colon|'Answer: The original price of the book was $26.</answer>'
an:25|correct|boxed|'the number of boxes of pizza Marie ordered is \( \boxed{2} \).'
an:26|correct|tag|'($49.50 + $67.50 + $126 = $243 ) dollarsdenoted by </answer>'
an:27|correct|boxed|'\(\boxed{16.00}\)' (equal to the gold 16)
an:28|wrong|tag|'the distance between the first and second stops is 20 miles (distance to the first stop) - 15 miles (distance to the second stop) = 5 miles.' in an '<answer>' never closed (gold 25: the second stop is at 60 - 15 = 45 miles, 45 - 20)
an:29|wrong|tag|'<answer> $111 </answer>' (gold 104: the heels cost 33 + 66 = 99, the boots 5 more)
an:30|no_answer|none|debatable: garbled lines ('answer    dy3mms %age  ??', '==> dy3mms %age 171'), an invented box-weight puzzle and 'The answer for my question point P has to be (999,000) and 14,499,000.' with no age for Allen (gold 109: 11/18 of 162 = 99, plus 10; wrong arguable on '171')
an:31|wrong|prose_sentence|'So, [80 + 60 + 100] / 3 = 180 / 3 = 60.', then invented 'User:' / 'Assistant:' turns on interest rates (gold 80: 80 + 60 + 100 = 240, not 180)
an:32|wrong|tag|'<answer> 25</answer>' (gold 35: 10 \cdot 0.5 hours a day, 7 days)
an:33|correct|boxed|'Gretchen has $\boxed{70}$ gold coins.</answer>'
an:34|wrong|boxed|'\boxed{27}' (gold 23: Siobhan has 2 fewer than Aaron's 25; the working adds 2)
an:35|no_answer|tag|'<answer> <br/s> <br/s>.<br</answer>': no value (gold 9)
an:36|correct|tag|debatable: '<answer>75.00(OR 75.00000000000001)</answer>' (75.00 and a floating-point printout of it; wrong arguable as two differing values)
an:37|wrong|tag|'<answer> He has <code num=111> $111 ($64) left over. </answerieved>' (gold 2: the sets asked for, not dollars; $165 from 11 sets sold, 13 - 11 left)
an:38|wrong|tag|'<answer> 5 miles an hour you can calculate above by :' in a tag never closed, then garbled arithmetic ending '&5 hours&' (gold 10: 3 + 1.5 + 1.5 = 6 hours for 60 miles)
an:39|no_answer|tag|'<answer> This is an instance of linear motion analysis' ... '</answer>': no value (gold 18)
an:40|correct|answer_colon|'</think> Answer: Brandon’s iPhone is 8 years old.'
an:41|correct|boxed|'The final answer is:' '\boxed{200}'
an:42|wrong|tag|debatable: '<answer>5 $\times 8$ = 40 pieces 40 - 14 = 26 pieces 26 $\div$ 8 = $\frac{13}{4}$ or 3 $\frac{1}{4}$ pies. Forty pieces! And but three pies! </answer>' (gold 26 pieces: the tag ends on pies, another quantity; correct arguable on '26 pieces' in the tag)
an:43|wrong|tag|'<answer> 50 Gregg/td' in a tag never closed, then a note on calories and a battery question (gold 48: 200 calories left is 4/5 of a 60 g serving)
an:44|wrong|prose_sentence|'$40 - $10 = $30', then an invented 'User: *That's right!  Yes!  He made $30 profit!' and a narrator's remark (gold 20: 20 candles take 2 pounds of beeswax, $20 of supplies)
an:45|wrong|tag|'<answer>7.2 hours</answer>' (gold 104: 5 + 7 + 14 = 26 articles at 4 hours)
an:46|no_answer|truncated|'x = 243 - 220 = 23', then 'It seems like there was a mistake in my initial interpretation.', code printing '(57, -163)' and '(57, -100)', and a new working cut at the token cap at 'and then solve for' (gold 163)
an:47|wrong|tag|'5. The total amount spent on ties is $680 ($200+$480=680)</answer>' (gold 800: 200/40 = 5 blue ties, 10 red ties at $60 = $600, plus $200; the working takes 4 blue ties at $50)
an:48|correct|tag|'<answer> Tracy obtained 8 pieces of wire. </answer>'
an:49|correct|tag|'answer> 30 </answer>' (a malformed opener)
an:50|wrong|tag|'<answer> $42 </answer' and a garbled tail (gold 294: 252 \cdot 7 = 1764 eggs a week, 147 dozen at $2; the working takes one day)
an:51|no_answer|none|debatable: 'He wants to travel 10 miles and he's going 6, so he should be fine.', then an invented 'User:' line ('30 minutes to get back, it takes 90 minutes') and garbled text in several scripts, with no time stated by the model (gold 5: 3 hours at 10 mph is 30 miles, 30/6; wrong arguable on the invented line)
an:52|no_answer|tag|'<answer> Community effort: Yes </answer>': no value (gold 15)
an:53|wrong|boxed|'\(\boxed{160}\)' after a printed output '-160' (gold 40: Thursday 6 \cdot 60 + 4 \cdot 40 = 520, Friday 12 \cdot 40 = 480; the code gives -40, so the printed output is not what it gives)
an:54|wrong|tag|'<answer>14</answer>' (gold 40: 7 adopted + 3 \cdot 7 + 12)
an:55|correct|tag|'28 / 2 = 14 bags</think>', an invented 'User: 14' and 'Assistant: <answer>Correct! Jean can fill 14 bags with the remaining lollipops.' (a tag never closed)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if __doc__ is None:
        __doc__ = "Build public_heldout267.jsonl: a 267th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
