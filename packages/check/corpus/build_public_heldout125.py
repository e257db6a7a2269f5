__doc__ = r"""Build public_heldout125.jsonl: a 125th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts were not used (DT6A's lines carry none; the Hawkeye example
files carry none, and their folders' gsm8k_result*.json hold only aggregate counts): each
completion was read, its final answer found and compared with the gold by hand.

The round continues two repositories on the pages earlier rounds' "Leads" named: DT6A (round
119's mistral eval_finetune.jsonl from line 63 and eval_chat.jsonl from line 14) and
Zhuohao-Li/Hawkeye (round 118's lead: the bench/results and benchark/results example files,
which no earlier round read).

Method (rounds 88-119's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length
(16,000, or the whole file's length for the small example files read at offset 0). Every page
came out right; dmc_42941 only after its first paste (16,544) was corrected: one invented block
of line 32 (John's dogs) had been pasted twice ('A1: He has 1000-100=900 dollars left after
buying the car / A2: He has 900-900=0 dollars left after buying the house / Final answer: 0 /
Problem: ...' as on line 27), a 544-character run the display does not hold; it was taken out
where the paste differed from the display, and the page then came out at 16,000. Nothing else
was retyped; nothing is shortened. Round 119's verified pastes dtm_101277 (no marker) and
dmc_10941 (its loop marker [[H]] 225 6s, fixed by round 119's reads at both ends) were copied
in (each decodes to the same text as round 119's .page, checked with cmp), since the first line
taken opens on each. No new loop marker was needed: the pages read this round hold no loop
(line 81's loop, 'The store sells 1000 shirts for $10 each.  ', opens at the end of page
133277 and is left for a later round). work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-119): eval_responses/mistral/eval_finetune.jsonl (2,418,190 characters) pages 117277
  and 133277 (= dtm_117277, dtm_133277) joined with round 119's read at 101277 from its last line
  end (where line 63, Aleena, opens): lines 63 (Aleena) to 80 (the two girls' water) whole; line
  81 (Charlie's stickers) cut at the end of 133277 and dropped: 18 kept (dtm).
  eval_responses/mistral/eval_chat.jsonl (2,407,600 characters) pages 26941 and 42941 (=
  dmc_26941, dmc_42941) joined with round 119's read at 10941 from its last line end (line 14,
  the dance class): lines 14 to 31 (Gunter) whole; line 32 (John's dogs) cut and dropped: 18
  kept (dmc). The lines follow gsm8k/test.jsonl order (checked by script, spaces ignored; `q` is
  GSM8K's text); eval_chat lines 14-31 answer the same questions as earlier rounds' eval_finetune
  lines 14-31, by another run (checked for repeats, none).
  `r` = the line's `answers` body (enc json): the answering model's A1..An to sub-questions (the
  line's `questions`) ending 'Final answer: N', then invented 'Problem: ...' blocks with their
  own Q/A and 'Final answer' lines until the token cap (none re-poses the question answered).
  Gold: the line's `answer` (float, written as an integer), checked by the build. Model: Mistral
  (per the folder name; 'eval_finetune' and 'eval_chat' per the file names, as round 119).
* Zhuohao-Li/Hawkeye (no LICENSE file in the index, as rounds 109-118 found): the folders
  bench/results/<model>/ at 8c0ad34 and benchark/results/<model>/ at 2926e0f (listed with
  find_files) hold, per model, gsm8k_args*.json (seed 42, batch_size 128, max_new_tokens 512,
  'cot' true/false, read for Qwen2.5-0.5B-Instruct), gsm8k_result*.json (only invalid_ratio,
  correct_count, wrong_count, accuracy: read for Qwen2.5-0.5B gsm8k_result.json and Qwen2.5-1.5B
  gsm8k_result_cot.json, not used) and example*.txt: one decoded batch row, the chat-template
  prompt of one GSM8K test question, the model's first reply (cut at the 512-token cap where it
  runs on), the harness's next user turn 'Please provide the answer directly.' and the model's
  second reply 'Answer: ...', followed by fragments of other rows' exchanges (their questions
  not in the file). All 14 example files were read whole (offset 0, 2,077-4,521 characters each;
  = pages/<src>_0): bench/results Qwen2.5-0.5B-Instruct example.txt (hq05) and example_cot.txt
  (hq05c), Qwen2.5-1.5B-Instruct example.txt (hq15), Qwen2.5-3B-Instruct example_cot.txt (hq3c),
  Qwen2.5-7B-Instruct example.txt (hq7), Llama-3.1-8B-Instruct example.txt (hl8),
  Llama-3.2-1B-Instruct example.txt (hl1); benchark/results Llama-3.1-8B-Instruct
  example_cot.txt (bl8c), Llama-3.2-1B-Instruct example_cot.txt (bl1c), Llama-3.2-3B-Instruct
  example.txt (bl3) and example_cot.txt (bl3c), Qwen2.5-1.5B-Instruct example_cot.txt (bq15c),
  Qwen2.5-3B-Instruct example.txt (bq3), Qwen2.5-7B-Instruct example_cot.txt (bq7c). From each,
  the first exchange (the one whose question the file holds) gives two records, each a separate
  generation: rec 0 = the first assistant reply, rec 1 = the reply to 'Please provide the answer
  directly.', each cut by script between the assistant header and the next end-of-turn token
  (<|im_end|> for Qwen, <|eot_id|> for Llama; enc text; the turn between them checked to be the
  harness's). The fragments after them are not taken (no question). Prompts as the files show
  them: Qwen's system turn 'You are a helpful assistant.'; the user turn '\nQuestion:
  {question}\n' (example.txt) or '\nBelow is a question followed by a chain of thought. Please
  answer the question based on the reasoning provided in the chain of thought.\n\nQuestion:
  {question}\n\nChain of Thought: {cot}\n' (example_cot.txt; the plan was written by another
  model, not named in the files read). Gold: the gsm8k/test.jsonl '####' value of the question,
  found by its text exactly (by script; the files store none). Model: per the folder name.
  Not read this round: benchark/math500/*.jsonl (DeepSeek-R1-Distill-Qwen-7B and its
  Efficient_CoT fine-tune on MATH-500; page 0 of eval_results/deepseek-ai_DeepSeek-R1-Distill-
  Qwen-7B_results.jsonl was looked at: 3,204,930 characters, each line {problem, generated_cot,
  final_answer, answer_messages (the prompt, repeating the cot), ground_truth, score, ...}, about
  8,000 characters a line, so about two records a page: left as a lead), benchark/gpqa, and the
  bench/gsm/results files another helper reads now.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 147 files, 23,339 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round: none repeats. 64 records kept.

Repository counts (64 records): DT6A/GSM8K-AI-SubQ 36 (56.3 %: Mistral eval_finetune 18,
eval_chat 18), Zhuohao-Li/Hawkeye 28 (43.8 %: 14 example files, Qwen2.5-0.5B/1.5B/3B/7B-Instruct
16, Llama-3.1-8B/3.2-1B/3.2-3B-Instruct 12). Licences: DT6A has LICENSE (MIT, Copyright (c) 2024
Denis Tarasov); Hawkeye has no LICENSE file in the index; `licence` per record. Truth: correct
23, wrong 31, no_answer 10; debatable 5 (hq05:0, hq3c:0, hl1:0, bl3:1, bq3:1).

Split: GSM8K test 64, MATH 0; all long_cot (no tag format asked for): 'A1..An' then 'Final
answer: N' and invented problems (dtm, dmc); Hawkeye first replies (markdown or '## Step N:'
working, LaTeX displays, 10 of 14 cut at the 512-token cap, three loops) and 'Answer: ...'
second replies (a bare value, a value with a unit, a sentence, an unfinished expression).
Forms: answer_colon 50, truncated 10, prose_sentence 3, answer_is 1.

Label conventions (rounds 37-119's): the last final answer counts; a response cut or looping
before any final answer is no_answer, also where its working computed the gold without stating
it (hq3c:0, bl3c:0, as round 10's cut traces); equal in value but written differently is correct
('Answer: 48 grams', 'Answer: 10 mph', '... a profit of $90 ...'); another quantity is wrong; a
'Final answer: N' line counts, and text after the answer to the question posed (the invented
'Problem:' blocks with their own 'Final answer') does not count; an 'Answer:' line holding a
sentence is read for the quantity it states (hq15:1 '$80', hq3c:1 '$90'). Debatable: hq05:0
(cut after doubting its own 8/3), hl1:0 (a loop restating 20, the letters stamped, not the pile
asked for), hq3c:0 (cut inside the display computing the gold profit), bl3:1 (an 'Answer:' line
holding an unfinished expression, labelled wrong), bq3:1 ('Answer: 15 = 24 \text{ liters}': the
15 is the pineapple drink's volume in its total-volume sum, the stated quantity 24 liters,
labelled wrong).

Pages read this round (for the next round not to repeat them): DT6A/GSM8K-AI-SubQ
eval_responses/mistral/eval_finetune.jsonl offsets 117277, 133277 (101277 reused from round 119);
eval_responses/mistral/eval_chat.jsonl offsets 26941, 42941 (10941 reused); Zhuohao-Li/Hawkeye
the 14 example*.txt files above (whole), bench/results/Qwen2.5-0.5B-Instruct/gsm8k_result.json,
gsm8k_args.json, gsm8k_args_cot.json, bench/results/Qwen2.5-1.5B-Instruct/gsm8k_result_cot.json
(whole, small), benchark/math500/eval_results/deepseek-ai_DeepSeek-R1-Distill-Qwen-7B_results.jsonl
offset 0 (looked at, not taken).

Leads for a later round: DT6A mistral eval_finetune.jsonl from 149277 (line 81, Charlie's
stickers, opens on page 133277, 'Final answer: 1' then a verbatim loop 'The store sells 1000
shirts for $10 each.  ' that runs into 149277: fix its count by reads at both ends, as round 119
did; re-use this round's paste pages/dtm_133277.txt); mistral eval_chat.jsonl from 58941 (line
32, John's dogs, opens on page 42941; re-use pages/dmc_42941.txt); the other mistral eval_*.jsonl
files (eval_filtered_bc*, eval_finetune_dist/medium, eval_iql*: the same GSM8K test questions,
check repeats). The Hawkeye bench/results and benchark/results example files are exhausted (one
exchange each); Hawkeye benchark/math500/eval_results/*.jsonl and *_eval_results_old.jsonl
(R1-Distill-Qwen-7B and Efficient_CoT on MATH-500, long lines: about two records a page; check
against MATH-500 golds) are unread.

Usage: python build_public_heldout125.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout125.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import DT, DT_LICENCE, DT_PROMPT, DTC, NO_LICENCE  # noqa: E402

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout125.jsonl"
SOURCE = "public_heldout125"

# --- Zhuohao-Li/Hawkeye: bench/results (8c0ad34) and benchark/results (2926e0f) example files ----
ZH = "Zhuohao-Li/Hawkeye"
ZH_BENCH = ("bench", "8c0ad3443dadc93d423a14567cd81e1dee473e5b")
ZH_BENCHARK = ("benchark", "2926e0f671fe0a373b43b05be0d8e68a4901820d")
ZH_PLAIN = (
    "the chat template with the user turn '\\nQuestion: {question}\\n' (Qwen: after the system turn "
    "'You are a helpful assistant.'), as the file shows it; max_new_tokens 512 (the repo's "
    "gsm8k_args.json); then the harness's user turn 'Please provide the answer directly.' and a "
    "second reply. rec 0 is the first reply, rec 1 the second"
)
ZH_COT = (
    "the chat template with the user turn '\\nBelow is a question followed by a chain of thought. "
    "Please answer the question based on the reasoning provided in the chain of thought.\\n\\n"
    "Question: {question}\\n\\nChain of Thought: {cot}\\n' ({cot} a numbered plan another model "
    "wrote, in the file; Qwen: after the system turn 'You are a helpful assistant.'); "
    "max_new_tokens 512 (the repo's gsm8k_args_cot.json); then the harness's user turn 'Please "
    "provide the answer directly.' and a second reply. rec 0 is the first reply, rec 1 the second"
)
ZH_OWN = (
    "question (the file stores no gold; the transcribed gold is the gsm8k/test.jsonl value itself)"
)


def _zh(short, where, model, cot):
    folder, commit = where
    name = "example_cot.txt" if cot else "example.txt"
    return (
        f"{short}-{model.lower()}-{name.split('.')[0].replace('_', '-')}-gsm8k",
        ZH,
        f"{folder}/results/{model}/{name}",
        commit,
        f"{model} (per the folder name), GSM8K test; the file's first exchange (the whole file, "
        f"read at offset 0): its first reply and its reply to 'Please provide the answer directly.'",
        ZH_COT if cot else ZH_PLAIN,
        "long_cot",
        "gsm8k",
        ZH_OWN,
        NO_LICENCE,
    )


# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "dtm": (
        "dtm-mistral-finetune-subq-gsm8k", DT, "eval_responses/mistral/eval_finetune.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_finetune') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; round 119's read at 101277 "
        "from its last line end and pages 117277 and 133277 of the file joined (lines 63-80)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dmc": (
        "dmc-mistral-chat-subq-gsm8k", DT, "eval_responses/mistral/eval_chat.jsonl", DTC,
        "Mistral (per the folder name 'mistral'; file 'eval_chat') answering sub-questions "
        "another model wrote (the line's `questions`), GSM8K test; round 119's read at 10941 from "
        "its last line end and pages 26941 and 42941 of the file joined (lines 14-31)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "hq05": _zh("hq05", ZH_BENCH, "Qwen2.5-0.5B-Instruct", False),
    "hq05c": _zh("hq05c", ZH_BENCH, "Qwen2.5-0.5B-Instruct", True),
    "hq15": _zh("hq15", ZH_BENCH, "Qwen2.5-1.5B-Instruct", False),
    "hq3c": _zh("hq3c", ZH_BENCH, "Qwen2.5-3B-Instruct", True),
    "hq7": _zh("hq7", ZH_BENCH, "Qwen2.5-7B-Instruct", False),
    "hl8": _zh("hl8", ZH_BENCH, "Llama-3.1-8B-Instruct", False),
    "hl1": _zh("hl1", ZH_BENCH, "Llama-3.2-1B-Instruct", False),
    "bl8c": _zh("bl8c", ZH_BENCHARK, "Llama-3.1-8B-Instruct", True),
    "bl1c": _zh("bl1c", ZH_BENCHARK, "Llama-3.2-1B-Instruct", True),
    "bl3": _zh("bl3", ZH_BENCHARK, "Llama-3.2-3B-Instruct", False),
    "bl3c": _zh("bl3c", ZH_BENCHARK, "Llama-3.2-3B-Instruct", True),
    "bq15c": _zh("bq15c", ZH_BENCHARK, "Qwen2.5-1.5B-Instruct", True),
    "bq3": _zh("bq3", ZH_BENCHARK, "Qwen2.5-3B-Instruct", False),
    "bq7c": _zh("bq7c", ZH_BENCHARK, "Qwen2.5-7B-Instruct", True),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
dtm:63|wrong|answer_colon|'Final answer: 1271.6' (gold 1596: '10% less' compounded over invented third to fifth halves of the year), then invented tax blocks with their own 'Final answer: 10'
dtm:64|correct|answer_colon|'Final answer: 300' (gold 300, reached by muddled working: '100+200=300'), then invented car blocks with their own 'Final answer: 200' and '2', which do not count
dtm:65|wrong|answer_colon|'Final answer: 12' (gold 36: the 3 times a week left out), then invented spending blocks with their own 'Final answer: 250'
dtm:66|wrong|answer_colon|'Final answer: 12' (gold 48: teams and coaches counted, no players), then invented spending blocks with their own 'Final answer: 399.99'
dtm:67|wrong|answer_colon|'Final answer: 550' (gold 595: 175+140+2*140 written as 550), then invented spending blocks with their own 'Final answer: 399.99'
dtm:68|correct|answer_colon|'Final answer: 36', then invented spending blocks with their own 'Final answer: 416.67', which do not count
dtm:69|wrong|answer_colon|'Final answer: 100' (gold 60: its A3 has 100-40=60, then adds the 40 back), then invented spending blocks with their own 'Final answer: 100'
dtm:70|wrong|answer_colon|'Final answer: 2775' (gold 7425: the weekdays counted as 5 classes in all, and 5*15*15 written as 375, 8*15*15 as 2400), then invented spending blocks with their own 'Final answer: 500'
dtm:71|correct|answer_colon|'Final answer: 60', then invented spending blocks with their own 'Final answer: 583.33', which do not count
dtm:72|correct|answer_colon|'Final answer: 221', then invented car blocks with their own 'Final answer: 316800', which do not count
dtm:73|wrong|answer_colon|'Final answer: 765' (gold 255: the whole price plus interest, not divided by 3 months), then invented house blocks with their own 'Final answer: 333.33'
dtm:74|wrong|answer_colon|'Final answer: 80.50' (gold 88: the prices never rounded), then invented farm blocks with their own 'Final answer: 12400'
dtm:75|wrong|answer_colon|'Final answer: 7.5' (gold 60: the levels halved below the top instead of doubled), then invented savings blocks with their own 'Final answer: 10'
dtm:76|wrong|answer_colon|'Final answer: 272.5' (gold 5: cups and days mixed, no bags), then invented farm blocks with their own 'Final answer: 25000'
dtm:77|wrong|answer_colon|'Final answer: -50' (gold 100: Raymond's 200 pounds taken as 50), then invented spending blocks with their own 'Final answer: 566.67'
dtm:78|wrong|answer_colon|'Final answer: 1.50' (gold 6), then invented car-and-house blocks with their own 'Final answer: 0'
dtm:79|correct|answer_colon|'Final answer: 70', then invented car blocks with their own 'Final answer: -13000', which do not count
dtm:80|wrong|answer_colon|'Final answer: 14' (gold 10: one girl's 4 liters taken off, not two), then invented spending blocks with their own 'Final answer: 499.99'
dmc:14|correct|answer_colon|'Final answer: 60' after 'A5: 12/20=60%' (gold 60), then invented shoe-store blocks with their own 'Final answer: 92000', which do not count
dmc:15|wrong|answer_colon|'Final answer: 2971' (gold 125: its A1 has the jewelry's 125, the final answer is the difference of the new values), then invented stock blocks with their own 'Final answer: 0'
dmc:16|correct|answer_colon|'Final answer: 230', then invented spending blocks with their own 'Final answer: 400', which do not count
dmc:17|correct|answer_colon|'Final answer: 57500', then invented car blocks with their own 'Final answer: 0.0138', which do not count
dmc:18|correct|answer_colon|'Final answer: 7', then invented spending blocks with their own 'Final answer: 499.99', which do not count
dmc:19|correct|answer_colon|'Final answer: 6', then invented car blocks with their own 'Final answer: 100', which do not count
dmc:20|wrong|answer_colon|'Final answer: 23' (gold 15: 24-1 liters of drink, not the water), then invented spending blocks with their own 'Final answer: 533.3333333333333'
dmc:21|wrong|answer_colon|'Final answer: 23' (gold 14), then invented spending blocks with their own 'Final answer: 222.22'
dmc:22|correct|answer_colon|'Final answer: 7', then invented spending blocks with their own 'Final answer: 100', which do not count
dmc:23|correct|answer_colon|'Final answer: 8', then invented spending blocks with their own 'Final answer: 277.77', which do not count
dmc:24|wrong|answer_colon|'Final answer: 19.5' (gold 26: the discount taken off the sale price and divided back to the sale price), then invented car blocks with their own 'Final answer: -13000'
dmc:25|correct|answer_colon|'Final answer: 2' (its A5 total '12+15+6+17=40' is off, the boxes 17/8.5=2 = gold), then invented car-and-house blocks with their own 'Final answer: 0', which do not count
dmc:26|wrong|answer_colon|'Final answer: 249' (gold 243: 3*16.50 written as 55.50), then invented house blocks with their own 'Final answer: 0'
dmc:27|correct|answer_colon|'Final answer: 16', then invented car-and-house blocks with their own 'Final answer: 0', which do not count
dmc:28|wrong|answer_colon|'Final answer: 55' (gold 25: the last 15 miles added to the 40 left instead of taken off), then invented spending blocks with their own 'Final answer: 499.99'
dmc:29|wrong|answer_colon|'Final answer: 137' (gold 104: 33+2*33 written as 132), then invented car blocks with their own 'Final answer: 200'
dmc:30|wrong|answer_colon|'Final answer: 154' (gold 109: the ratio's sum 18 subtracted from 162), then invented spending blocks with their own 'Final answer: 1666.67'
dmc:31|wrong|answer_colon|'Final answer: 93.33' (gold 80: the second guess taken as 80+20), then invented spending blocks with their own 'Final answer: 250'
hq05:0|no_answer|truncated|debatable: cut at the 512-token cap mid-sentence '... we can conclude that Melanie' after 'So, Melanie started with \( \frac{8}{3} \) vacuum cleaners, which is approximately 2.67. However, since the number of vacuum cleaners must be a whole number,' (it doubts its 8/3 and is cut before any answer; read as stating 8/3 it would be wrong; gold 18)
hq05:1|wrong|answer_colon|'Answer: 2.67 vacuum cleaners.' (gold 18)
hq05c:0|no_answer|truncated|cut at the cap after '(1/3)X = 6' and '6. Multiply both sides by 3 to solve for X:' before any value of X (gold 18)
hq05c:1|correct|answer_colon|'Answer: 18.'
hq15:0|no_answer|truncated|cut at the cap inside its tenth glass's price ('0.60 \times \$0.083980'), before any total (gold 64)
hq15:1|wrong|answer_colon|'Answer: 16 glasses at $5 each would cost Kylar $80.' (gold 64: the discount ignored)
hq3c:0|no_answer|truncated|debatable: cut at the cap inside the display math of its last step '\text{Profit} = ... = \$270 - \$180 = \$90' (gold 90) before the display closes or any stated answer (computed, never stated; as round 10's cut Qwen3.5 traces)
hq3c:1|correct|answer_colon|'Answer:  Sasha makes a profit of $90 by selling all her leftover boards.' (a sentence stating 90 = gold)
hq7:0|no_answer|truncated|cut at the cap after '- Profit = Total revenue - Total cost' (its working assumed no price rise: revenue \$180 = cost \$180), before any value (gold 90)
hq7:1|wrong|answer_colon|'Answer: 0' then 'Sasha's total revenue from selling the lumber is \$180' (gold 90: the 50% rise ignored)
hl8:0|no_answer|truncated|loops 'you can eat 200 / 250 = 0.8 servings' / 'you can eat 0.8 * 5 = 4 servings' until cut at the cap mid-sentence, never stating grams (gold 48)
hl8:1|wrong|answer_colon|'Answer: 80g' then 'To find the answer, I calculated the total calories you can consume' (gold 48)
hl1:0|no_answer|truncated|debatable: loops '## Step N: Calculate the number of letters Jennie put stamps on initially. / The number of letters Jennie put stamps on initially is 20.' until cut at the cap mid '## Step ', no final answer (its repeated 20 is the letters stamped, not the pile; read as its answer it would be wrong; gold 10)
hl1:1|wrong|answer_colon|'Answer: 40' (gold 10)
bl8c:0|correct|prose_sentence|last line 'Therefore, Candice purchased a package of 163 Post-it notes.'
bl8c:1|correct|answer_colon|'Answer: 163'
bl1c:0|wrong|prose_sentence|last line 'Therefore, John's running speed is approximately 9.23 miles per hour.' (gold 10: 3x+1.5x+1.5x summed as 6.5x)
bl1c:1|wrong|answer_colon|'Answer: 9.23 miles per hour' (gold 10)
bl3:0|no_answer|truncated|a year-by-year 5% growth table cut at the cap mid 'Year 30: $77,622.14 + (5% of $77,', no final answer (gold 25000)
bl3:1|wrong|answer_colon|debatable: 'Answer:  $77,622.14 + (5% of $77,622.' (an unfinished expression, about 81,503 had it been finished; gold 25000; could be read as no_answer, no value stated)
bl3c:0|no_answer|truncated|cut at the cap mid '6 liters (orange) + 9 liters (' in its last step; its step 10 computed '6 liters (orange) + 9 liters (pineapple) = 15 liters' (= gold 15) but no answer is stated
bl3c:1|correct|answer_colon|'Answer: 15 liters.'
bq15c:0|correct|prose_sentence|last line 'Therefore, you can eat 48 grams of chips without exceeding your daily calorie target.'
bq15c:1|correct|answer_colon|'Answer: 48 grams'
bq3:0|no_answer|truncated|cut at the cap mid '\text{Total volume} = 10 - 1 +' after its working reached '\frac{44}{3} \approx 14.67 \text{ liters}' of water (the spill taken off the water), no stated answer (gold 15)
bq3:1|wrong|answer_colon|debatable: 'Answer: 15 = 24 \text{ liters}' then '### Step 7:' (it goes on with its cut step 6, '10 - 1 + 15 = 24 liters', the total volume: the 15 is the pineapple drink's volume and the stated quantity 24 liters; gold 15)
bq7c:0|correct|answer_is|last line 'Therefore, the answer is that John runs at a speed of 10 mph.'
bq7c:1|correct|answer_colon|'Answer: 10 mph'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
