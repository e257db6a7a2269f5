r"""Build public_heldout91.jsonl: a 91st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `generated_answer`, handsomeZR's `pred_final`,
`pred_final_fallback`, `strict_correct`, `fallback_correct`, `has_final_marker`, vukrosic's
`exact_answer`, `predicted_target`, `marker_present` and the like) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

Method (round 88's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages), in round 88's three repositories, taking
the files round 88 named as not yet read (new models and formats) before continuing its files.
Each page's whole text was pasted as the read_file answer displays it (JSON-escaped once more)
into pages/<name>_<offset>.txt; work/mk.py decoded each display form once into the page text and
checked its length: every page decodes to exactly 16,000 characters (no loop markers were needed:
no page's loops were collapsed, each was pasted out in full as displayed, and every page's length
came out right at the first paste). Pages of one file were joined in file order; only whole
records were taken (each file's last, cut record dropped).
* 7174Andy/grounding-llm-gsm8k (JSON lines, one object a line):
  SEAL/Llama-3.1-8B-Instruct_SEAL/predictions.json page 0: lines 0-6 (7; line 7, Jonathan's
  measuring spoons, cut); SEAL/Qwen2-7B-Instruct_SEAL/predictions.json page 0: lines 0-6 (7; line
  7 cut); SEAL/gemma-2-9b-it_SEAL/predictions.json page 0: lines 0-7 (8; line 8, Martha's cat,
  cut). `r` = the line's `model_generation` (the model's reply after the chat prompt, which the
  file keeps in `prompt`; checked by script that `prompt` holds `problem`), `enc` = `text`; gold
  the file's `solution`, checked against gsm8k/test.jsonl by the build.
  GCAV/steered_gsm8k_results_qwen_layer10.json page 0: lines 0-6 (7; line 7 cut). Its `pred`
  opens with the decoded chat prompt ('system\nYou are a helpful assistant.\nuser\nAnswer the
  following questions. You should think step-by-step and put your final answer within
  \boxed{}.\nQuestion: {question}\n\nassistant\n', checked by script for every line); `r` = the
  text after it (`enc` = `text`); gold the file's `gt`.
  The four files answer the same first seven questions (Darrell, Lorraine, Indras, Bethany, the
  ice cream truck, Kim, Gunther): different models' completions, all different, all kept.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 (JSON lines): 第二次/gsm8k_seq2seq_transformer/
  runs/deepseek_v4_pro/test_predictions.jsonl pages 0 and 16000 joined: lines test_000000 to
  test_000021 whole (test_000011, Toula, crosses the page edge and is taken whole); test_000022
  (Billy's DVDs) is cut by the end of 16000 and dropped. `r` = the line's `prediction` (`enc` =
  `text`); the record number is the line's test index.
* vukrosic/qwen-lora-loss-selection-gsm8k (JSON lines): runs/test-20260820-token/metrics/
  generations.jsonl (the 'token' loss-selection condition; round 87-88 read the 'example' run)
  page 0: file lines 0-35 whole; line 36 (gsm8k-test white and floral shirts) cut and dropped.
  `r` = the line's `generated` (`enc` = `text`); the record number is the file line; its id
  'gsm8k-test-NNNNN' is read as line NNNNN of gsm8k/test.jsonl, checked by script that the line's
  '####' value equals the file's `target` for all 36 (and the build checks the gold again by
  question text).
Nothing was retyped from a decoded form. Every read_file answer gave the offset asked and a
next_offset 16,000 further and total_chars above the page's end (SEAL Llama 274,449, SEAL Qwen
249,536, SEAL gemma 199,541, GCAV qwen layer10 260,012; handsomeZR deepseek_v4_pro 1,915,368;
vukrosic token 204,950). Nothing is shortened.

Not taken: CoT/gsm8k_chain_of_thought_evaluation_meta-llama_Llama-3.1-8B-Instruct.json page 0
was read but not transcribed: five of its six whole elements end in long verbatim loops ('####
109 answer.', '$\boxed{107}$ answer.', '#### answer.', '####.', ' I hope it is correct. 25.',
' Goodbye.') whose copies the single page-length check cannot count one by one.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl but this round's: 140 files, 20,174 distinct completions,
by script, work/dedup.py, reading no labels) and with the others of this round. None repeats.

Repository counts (87 records): vukrosic/qwen-lora-loss-selection-gsm8k 36 (41.4 %),
7174Andy/grounding-llm-gsm8k 29 (33.3 %: SEAL Llama-3.1-8B-Instruct 7, SEAL Qwen2-7B-Instruct 7,
SEAL gemma-2-9b-it 8, GCAV Qwen layer 10 7), handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 22
(25.3 %). Licences: no LICENSE file in the index for 7174Andy (its whole file list was seen) or
handsomeZR (as rounds 87-88 found); vukrosic has LICENSE-NOTICE.md, which says no software
licence has been selected or granted (the GSM8K-derived data keep GSM8K's MIT licence);
`licence` per record says so.

Split: all long_cot (no tag format: step-by-step prose ending with an 'Answer: N' line (SEAL), a
\boxed{} (GCAV) or a '####' line (handsomeZR, vukrosic)), all GSM8K test.

Label conventions (rounds 37-88's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another quantity
is wrong; in the '####' format the marked value is the answer even when the working ends on
another number; an 'Answer:' line holding a sentence is read for the quantity it states.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k:
SEAL/Llama-3.1-8B-Instruct_SEAL/predictions.json offset 0 (= seal_llama_0),
SEAL/Qwen2-7B-Instruct_SEAL/predictions.json offset 0 (= seal_qwen_0),
SEAL/gemma-2-9b-it_SEAL/predictions.json offset 0 (= seal_gemma_0) (all three at 69e32dc),
GCAV/steered_gsm8k_results_qwen_layer10.json offset 0 at a70bc22 (= gcav_qwen10_0),
CoT/gsm8k_chain_of_thought_evaluation_meta-llama_Llama-3.1-8B-Instruct.json offset 0 at 9780b1b
(read, not taken); handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597: 第二次/
gsm8k_seq2seq_transformer/runs/deepseek_v4_pro/test_predictions.jsonl offsets 0, 16000 (= hzp_0,
hzp_16000); vukrosic/qwen-lora-loss-selection-gsm8k at b6e3162:
runs/test-20260820-token/metrics/generations.jsonl offset 0 (= vkt_0).

Leads for a later round: SEAL predictions from 16000 (Llama and Qwen line 7, Jonathan's measuring
spoons, opens at the end of 0; gemma line 8, Martha's cat) and the SEAL baseline_predictions.json
files; GCAV qwen layer10 from 16000 (line 7, Jonathan) and the other GCAV steered_*.json files;
handsomeZR deepseek_v4_pro from 32000 (test_000022, Billy's DVDs, opens at the end of 16000);
vukrosic token run from 16000 (line 36, shirts) and runs/test-2026082{1,2}-{example,token}; and
round 88's leads (7174Andy CoT Qwen from 64000, gemma from 32000; handsomeZR deepseek_v4_flash
from 80000; vukrosic example run from 32000).

Usage: python build_public_heldout91.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout91.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    HZ,
    HZ_PROMPT,
    HZC,
    NO_LICENCE,
    VK,
    VK_LICENCE,
    VK_PROMPT,
    VKC,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout91.jsonl"
SOURCE = "public_heldout91"

AN = "7174Andy/grounding-llm-gsm8k"
SEALC = "69e32dc9cab19de733f6621e08d2015afee06782"
GCAVC = "a70bc22a2060d23a1cbebfe835cfd703494d6572"
SEAL_PROMPT = (
    "the model's chat template around 'Answer the following question. State your final answer as "
    "'Answer: <NUMBER>' on a new line. Let's think step by step.\\n\\n{question}' (the file's "
    "`prompt`); the record is the file's `model_generation`"
)
SEAL_MODEL = (
    "{} (per the folder name; the folder's predictions.json, beside a baseline_predictions.json: "
    "the repo's SEAL run, its settings not read), GSM8K test questions; page 0 of the JSON-lines "
    "file (lines {})"
)
GCAV_PROMPT = (
    "'system\\nYou are a helpful assistant.\\nuser\\nAnswer the following questions. You should "
    "think step-by-step and put your final answer within \\boxed{}.\\nQuestion: {question}"
    "\\n\\nassistant\\n' (decoded chat prompt at the head of the file's `pred`); the record is "
    "`pred` after it"
)
GCAV_MODEL = (
    "Qwen/Qwen2-7B-Instruct (per the file name 'qwen'; the repo's GCAV steering at layer 10), "
    "GSM8K test questions; page 0 of the JSON-lines file (lines 0-6)"
)
HZ_MODEL = (
    "deepseek-v4-pro (the file's `model_name`; API run of the repo's coursework) on GSM8K test; "
    "pages 0-31999 of the file (two pages joined: 0, 16000; lines test_000000-test_000021)"
)
VK_MODEL = (
    "Qwen3-0.6B-3bit with a small LoRA adapter (LICENSE-NOTICE.md: 'Model weights for "
    "Qwen3-0.6B-3bit are not included. The six small LoRA adapter artifacts ...'), run "
    "test-20260820-token (the 'token' loss-selection condition), greedy test generations on "
    "GSM8K test; page 0 of the file (file lines 0-35)"
)
SEAL_OWN = "`solution`"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "sll": (
        "sll-llama31-8b-instruct-seal-gsm8k", AN,
        "SEAL/Llama-3.1-8B-Instruct_SEAL/predictions.json", SEALC,
        SEAL_MODEL.format("meta-llama/Llama-3.1-8B-Instruct", "0-6"), SEAL_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "slq": (
        "slq-qwen2-7b-instruct-seal-gsm8k", AN,
        "SEAL/Qwen2-7B-Instruct_SEAL/predictions.json", SEALC,
        SEAL_MODEL.format("Qwen/Qwen2-7B-Instruct", "0-6"), SEAL_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "slg": (
        "slg-gemma-2-9b-it-seal-gsm8k", AN,
        "SEAL/gemma-2-9b-it_SEAL/predictions.json", SEALC,
        SEAL_MODEL.format("google/gemma-2-9b-it", "0-7"), SEAL_PROMPT,
        "long_cot", "gsm8k", SEAL_OWN, NO_LICENCE,
    ),
    "gcq": (
        "gcq-qwen2-7b-instruct-gcav-layer10-gsm8k", AN,
        "GCAV/steered_gsm8k_results_qwen_layer10.json", GCAVC,
        GCAV_MODEL, GCAV_PROMPT, "long_cot", "gsm8k", "`gt`", NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ,
        "第二次/gsm8k_seq2seq_transformer/runs/deepseek_v4_pro/test_predictions.jsonl", HZC,
        HZ_MODEL, HZ_PROMPT, "long_cot", "gsm8k", "`gold` ('####' value)", NO_LICENCE,
    ),
    "vkt": (
        "vkt-qwen3-06b-lora-token-gsm8k", VK,
        "runs/test-20260820-token/metrics/generations.jsonl", VKC,
        VK_MODEL, VK_PROMPT, "long_cot", "gsm8k", "`target`", VK_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
sll:0|correct|answer_colon|'Answer: 109'
sll:1|wrong|answer_colon|'Answer: 107' (gold 89: took the 27 small stickers as 27 small buttons, not 9 large ones)
sll:2|correct|answer_colon|'Answer: 13'
sll:3|correct|answer_colon|'Answer: 5'
sll:4|correct|answer_colon|'Therefore, the final answer is:' then 'Answer: 25'
sll:5|correct|answer_colon|'Answer: 452'
sll:6|correct|answer_colon|'Answer: 43'
slq:0|correct|answer_colon|'Answer: 109' after LaTeX working
slq:1|wrong|answer_colon|'**Answer: 107**' (gold 89)
slq:2|correct|answer_colon|'Answer: 13'
slq:3|correct|answer_colon|'Answer: Bethany can run 5 more laps compared to Quinn.' (a sentence after 'Answer:')
slq:4|correct|answer_colon|'**Answer: 25**'
slq:5|correct|answer_colon|'Answer: 452'
slq:6|correct|answer_colon|'Answer: Gunther found 43 bananas in the pile.' (a sentence after 'Answer:')
slg:0|correct|answer_colon|'Answer: 109 ' (trailing space and newline)
slg:1|wrong|answer_colon|'Answer: 137' (gold 89)
slg:2|correct|answer_colon|'Answer: 13'
slg:3|correct|answer_colon|'Answer: 5'
slg:4|correct|answer_colon|'Answer: 25'
slg:5|wrong|answer_colon|'Answer: 429' (gold 452: step 8 reaches 452, then subtracts the 23 sleepwalking minutes a second time); the right number only in the working
slg:6|correct|answer_colon|'Answer: 43'
slg:7|correct|answer_colon|'Answer: 34'
gcq:0|correct|boxed|'**109 years**' then a last line '\boxed{109}'
gcq:1|wrong|boxed|'**35 buttons**. The answer is $\boxed{35}$.' (gold 89)
gcq:2|correct|boxed|'The answer is \(\boxed{13}\).'
gcq:3|correct|boxed|'The answer is $\boxed{5}$.'
gcq:4|correct|boxed|'The answer is $\boxed{25}$.'
gcq:5|wrong|boxed|'The answer is $\boxed{331}$ minutes.' (gold 452: took the night as 6 hours and the walk as 24 minutes)
gcq:6|correct|boxed|'The answer is $\boxed{43}$.'
hzp:0|correct|hash|
hzp:1|correct|hash|
hzp:2|correct|hash|'70,000.' then '#### 70000'
hzp:3|correct|hash|
hzp:4|correct|hash|
hzp:5|correct|hash|
hzp:6|correct|hash|
hzp:7|correct|hash|
hzp:8|correct|hash|
hzp:9|correct|hash|
hzp:10|correct|hash|
hzp:11|correct|hash|
hzp:12|correct|hash|
hzp:13|correct|hash|LaTeX working '\(x = 18\)', then '#### 18'
hzp:14|correct|hash|'60%.' then '#### 60'
hzp:15|correct|hash|
hzp:16|correct|hash|
hzp:17|correct|hash|'57,500.' then '#### 57500'
hzp:18|correct|hash|
hzp:19|correct|hash|
hzp:20|correct|hash|
hzp:21|correct|hash|
vkt:0|no_answer|truncated|'S + 2J + 2J + 2J = 4J' lines looping, cut by the token limit mid-line; no answer
vkt:1|correct|hash|'#### 20'
vkt:2|no_answer|truncated|'Sophie has five times the size of shoe worn by the two' sentences looping, cut mid-sentence; no answer
vkt:3|wrong|hash|'#### 225' (gold 1375)
vkt:4|wrong|hash|'#### 9' (gold 45)
vkt:5|wrong|hash|'#### 16' (gold 160)
vkt:6|no_answer|truncated|'3 degrees Fahrenheit is -3°F' / '48°F is -3°F' lines looping, cut mid-number ('4'); no final answer (gold -10)
vkt:7|wrong|hash|'#### 0' (gold 2125)
vkt:8|wrong|hash|'#### 15' (gold 17)
vkt:9|wrong|hash|'9.33 oranges.' then '#### 9' (gold 7)
vkt:10|no_answer|truncated|'50% of which are boys, or 50% of which are girls' clauses looping, cut mid-clause; no answer
vkt:11|wrong|hash|'#### 320' (gold 34)
vkt:12|wrong|hash|'#### 579' (gold 50)
vkt:13|wrong|hash|'#### 0' (gold 16)
vkt:14|wrong|hash|'15.5' then '#### 15' (gold 68)
vkt:15|wrong|hash|'#### 37' (gold 9)
vkt:16|wrong|hash|'#### 7' (gold 4)
vkt:17|wrong|hash|'#### 10,000' (gold 6)
vkt:18|wrong|hash|'#### 55' (gold 17)
vkt:19|wrong|hash|'#### 120' (gold 9)
vkt:20|wrong|hash|'#### 2' (gold 16)
vkt:21|wrong|hash|'405.5' then '#### 405' (gold 280)
vkt:22|wrong|hash|'#### 4' (gold 14)
vkt:23|no_answer|truncated|'Frances invested ...' / 'Dylan invested ...' lines, cut by the token limit mid-number ('Frances invested 16'); no '####', no answer
vkt:24|correct|hash|'#### 375'
vkt:25|no_answer|truncated|'$N is added to the next day' lines, cut mid-sentence ('for which '); no answer
vkt:26|wrong|hash|'#### 432000' (gold 2304)
vkt:27|wrong|hash|'#### 75' (gold 600)
vkt:28|wrong|hash|'#### 256' (gold 5600)
vkt:29|wrong|hash|'#### 216' (gold 40)
vkt:30|wrong|hash|'#### 109' (gold 153)
vkt:31|wrong|hash|'#### 2' (gold 12)
vkt:32|wrong|hash|'#### 59' (gold 9)
vkt:33|wrong|hash|'#### 24' (gold 12)
vkt:34|wrong|hash|'#### 42' (gold 12)
vkt:35|wrong|hash|'#### 90' (gold 4)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout91.jsonl: a 91st held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
