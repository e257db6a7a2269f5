r"""Build public_heldout87.jsonl: an 87th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `pred`, handsomeZR's `pred_final`,
`strict_correct`, `fallback_correct`, `has_final_marker`, vukrosic's `exact_answer`,
`predicted_target`, `marker_present` and the like) were not used to label: each completion was
read, its final answer found and compared with the gold by hand.

Method (round 83's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages). Three repositories new to the corpus
(checked by name against every build_public_heldout*.py and heldout_repos.py, and every
completion against the earlier rounds, below). Each page's whole text was pasted as the read_file
answer displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded
each display form once into the page text and checked its length: every page decodes to exactly
16,000 characters. Pages of one file were joined in file order; only whole records were taken.
* 7174Andy/grounding-llm-gsm8k (JSON lists of {prompt, pred, model_generation}): Qwen2-7B-Instruct
  pages 0 and 16000 joined (elements 0-19; element 20, Katelyn's fairies, is cut by the end of
  16000 and not taken), gemma-2-9b-it page 0 (elements 0-9; element 10, Sally's balloons, cut).
  Each `model_generation` opens with the prompt verbatim (checked by script); the record's `r` is
  the text after it (`enc` = `text`), i.e. the model's own continuation after 'Answer:'.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 (JSON lines): deepseek_v4_flash
  test_predictions.jsonl pages 0 and 16000 joined; lines test_000000-test_000018 whole (test_000011,
  Toula, crosses the page edge and is taken whole); test_000019 (Marissa) is cut by the end of
  16000 and dropped. `r` = the line's `prediction` (`enc` = `text`).
* vukrosic/qwen-lora-loss-selection-gsm8k (JSON lines): runs/test-20260820-example/metrics/
  generations.jsonl page 0; 38 whole lines, the 39th (gsm8k-test church question) cut and dropped.
  `r` = the line's `generated` (`enc` = `text`). One long verbatim loop was NOT retyped (round 75's
  marker method): record 2 (gsm8k-test-00983, Charlie's boots) 'First find the size' followed by
  the unit ' of the size' (12 characters) pasted once between markers (@@LOOP@@ of the
  size@@/LOOP@@); the decoder writes the unit out 1 + n times and exactly one n in 0-300 makes the
  page decode to 16,000 characters: n = 83 (84 copies in all). The other two loops on that page
  (rec 10, the choir's 'so 50% of which are boys/girls', and rec 11, the bus's 'The bus has 5/9
  ratio ...' lines) were pasted out in full as displayed; the length check covers them only as a
  whole (the size-loop count is fixed on the assumption they are right: the first paste decoded
  36 characters short, 3 units of 12; no combination of whole choir (53) or bus (~80) units makes
  36, so the shortfall lay in the size loop).
Nothing was retyped from a decoded form. Every read_file answer gave the offset asked and a
next_offset 16,000 further and total_chars above the page's end (7174Andy Qwen 202,587, gemma
172,708; handsomeZR 1,938,830; vukrosic 211,252). Nothing is shortened.

Dropped before labelling: Tathagata-Ghosh-Developer/llm-posttrain-gsm8k results/greedy_grpo.jsonl
page 0 (pages/tg_0.txt, 27 whole lines, decoded to 16,000 characters) was read and pasted, but
all 27 completions repeat round 18 (public_heldout18, tg-qwen25-05b-sft-grpo-gsm8k): not built.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl: 128 files, 19,428 distinct completions, by script,
work/dedup.py, reading no labels) and with the others of this round. None repeats.

Repository counts (87 records): vukrosic/qwen-lora-loss-selection-gsm8k 38 (43.7 %),
7174Andy/grounding-llm-gsm8k 30 (34.5 %: Qwen2-7B-Instruct 20, gemma-2-9b-it 10),
handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 19 (21.8 %). Licences: no LICENSE file found in
the index for 7174Andy or handsomeZR (their listings show none); vukrosic has LICENSE-NOTICE.md,
which says no software licence has been selected or granted (the GSM8K-derived data keep GSM8K's
MIT licence); `licence` per record says so.

Split: all long_cot (no tag format asked for: step-by-step prose ending with a '####' line or a
stated answer), all GSM8K test (gold = gsm8k/test.jsonl '####' value; 7174Andy's files store no
gold: the question is found in gsm8k/test.jsonl by its opening words, by script, before
labelling; vukrosic's file stores no question: its id 'gsm8k-test-NNNNN' is read as line NNNNN of
gsm8k/test.jsonl, checked by script that the line's '####' value equals the file's `target` for
all 38, and the build checks the file's gold against that line again).

Label conventions (rounds 37-83's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another quantity
is wrong; in the '####' format the marked value is the answer even when the working ends on
another number; with no '####' the completion is labelled by its last stated result.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k at
9780b1b: CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offsets 0, 16000
(= an_qwen_0, an_qwen_16000), CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json
offset 0 (= an_gemma_0), CoT/gsm8k_chain_of_thought_evaluation_meta-llama_Llama-3.1-8B-Instruct.json
offset 0 (read, NOT taken: six long '#### 109 answer.' / '$\boxed{107}$ answer.' / 'Goodbye.' loops
on one page, which the length check cannot fix one by one); handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: 第二次/gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/
test_predictions.jsonl offsets 0, 16000 (= hz_0, hz_16000); vukrosic/qwen-lora-loss-selection-
gsm8k at b6e3162: runs/test-20260820-example/metrics/generations.jsonl offset 0 (= vk_0);
Tathagata-Ghosh-Developer/llm-posttrain-gsm8k results/greedy_grpo.jsonl offset 0 (repeats).

Leads for a later round: 7174Andy Qwen from 32000 (Katelyn's fairies, element 20, opens at the end
of 16000), gemma from 16000 (Sally, element 10), the SEAL/*/predictions.json and GCAV/steered_*.json
files; handsomeZR deepseek_v4_flash from 32000 (test_000019 opens at the end of 16000; ~1.94 M
characters in all) and deepseek_v4_pro/test_predictions.jsonl; vukrosic from 16000 (the church line
opens at the end of 0) and the other runs/test-*/metrics/generations.jsonl files.

Usage: python build_public_heldout87.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout87.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    AN,
    AN_OWN,
    AN_PROMPT,
    ANC,
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
OUT = HERE / "public_heldout87.jsonl"
SOURCE = "public_heldout87"

AN_MODEL = (
    "{} (per the file name; the repo's CoT/chain_of_thought.py run), chain-of-thought evaluation on "
    "GSM8K test questions; pages {} of the JSON list"
)
HZ_MODEL = (
    "deepseek-v4-flash (the file's `model_name`; API run of the repo's coursework, ~350 prompt "
    "tokens a question, 1024-token completion cap as the Carlos line's completion_tokens shows) on "
    "GSM8K test; pages 0-31999 of the file (two pages joined: 0, 16000)"
)
VK_MODEL = (
    "Qwen3-0.6B-3bit with a small LoRA adapter (LICENSE-NOTICE.md: 'Model weights for "
    "Qwen3-0.6B-3bit are not included. The six small LoRA adapter artifacts ...'), run "
    "test-20260820-example (the 'example' loss-selection condition), greedy test generations on "
    "GSM8K test; page 0 of the file"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "anq0": (
        "anq0-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        AN_MODEL.format("Qwen/Qwen2-7B-Instruct", "0-31999 (two pages joined: 0, 16000)"), AN_PROMPT,
        "long_cot", "gsm8k", AN_OWN,
        NO_LICENCE,
    ),
    "ang0": (
        "ang0-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it", "0-15999 (page 0)"), AN_PROMPT,
        "long_cot", "gsm8k", AN_OWN,
        NO_LICENCE,
    ),
    "hz0": (
        "hz0-deepseek-v4-flash-gsm8k", HZ,
        "第二次/gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl", HZC,
        HZ_MODEL, HZ_PROMPT, "long_cot", "gsm8k", "`gold` ('####' value)", NO_LICENCE,
    ),
    "vk0": (
        "vk0-qwen3-06b-lora-example-gsm8k", VK,
        "runs/test-20260820-example/metrics/generations.jsonl", VKC,
        VK_MODEL, VK_PROMPT, "long_cot", "gsm8k", "`target`", VK_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
anq0:0|correct|hash|'\(#### 109\). Answer'
anq0:1|wrong|hash|'\(#### 117\) buttons' (gold 89: 27 small stickers buy 9 large buttons, not 27)
anq0:2|correct|hash|"The answer is '#### 13'."
anq0:3|correct|answer_is|no '####': 'The answer is: $5$' twice
anq0:4|correct|hash|'\(#### 25\)'
anq0:5|wrong|hash|'$#### 327$' (gold 452: took 10 p.m.-5:55 a.m. as 355 minutes)
anq0:6|correct|answer_colon|no '####': '**43**. Answer: 43'
anq0:7|correct|hash|'\(#### 34\) utensils remaining. Answer: 34'
anq0:8|correct|hash|'\(#### 120 \)'
anq0:9|correct|answer_colon|'Answer: #11#' (no '####')
anq0:10|correct|hash|'\(#### 34\) balloons ... Answer: 34.'
anq0:11|correct|answer_colon|no '####': 'Answer: 12'
anq0:12|correct|hash|'#### 15', then an invented next 'Question:' (cube and pyramid) cut by the token limit before any answer of its own
anq0:13|correct|prose_sentence|no '####': 'can watch 24 movies in 4 weeks.'
anq0:14|correct|final_answer_phrase|no '####': 'Final Answer: Mark left 105 questions incomplete.'
anq0:15|correct|hash|"The answer is '#### 120'."
anq0:16|correct|hash|"The final answer is '#### 17'."
anq0:17|correct|prose_sentence|no '####': 'is **\$36**.'
anq0:18|correct|final_answer_phrase|no '####': 'Final Answer: Tyrion uses 12 face masks every 2 days.'
anq0:19|correct|hash|'\(#### 45\).'
ang0:0|correct|bold|no '####': last line '**109 answer**'
ang0:1|correct|hash|'**#### 89 answer**'
ang0:2|correct|hash|'#### 13 answer'
ang0:3|wrong|bold|working ends 'Difference: 10 - 5 = 5 laps', then last line '**565 answer**' (gold 5)
ang0:4|correct|bold|no '####': last line '**25 answer**'
ang0:5|correct|hash|'**#### 452 answer**'
ang0:6|correct|bold|no '####': last line '**43 answer**'
ang0:7|correct|bold|no '####': last line '**34 answer**'
ang0:8|correct|hash|'#### 120 answer'
ang0:9|correct|bold|no '####': last line '**11 answer**'
hz0:0|correct|hash|
hz0:1|correct|hash|
hz0:2|correct|hash|
hz0:3|correct|hash|
hz0:4|correct|hash|
hz0:5|correct|hash|
hz0:6|correct|hash|
hz0:7|correct|hash|
hz0:8|wrong|hash|'#### 15' (gold 45: took 3 h x 60 mph as 120 miles)
hz0:9|correct|hash|
hz0:10|correct|hash|
hz0:11|correct|hash|
hz0:12|correct|hash|long working wavering between 12 and 13, cut mid-sentence ('That would'), then '\n#### 13' (gold 13)
hz0:13|correct|hash|
hz0:14|correct|hash|'= 60%.' then '#### 60'
hz0:15|correct|hash|
hz0:16|correct|hash|
hz0:17|correct|hash|
hz0:18|correct|hash|
vk0:0|wrong|hash|'#### 1' (gold 31)
vk0:1|wrong|hash|'#### 2880' (gold 20)
vk0:2|no_answer|truncated|'First find the size' then ' of the size' 84 times, cut by the token limit; no answer
vk0:3|wrong|hash|'#### 5' (gold 1375)
vk0:4|wrong|hash|'#### 81' (gold 45)
vk0:5|wrong|hash|'#### 96' (gold 160)
vk0:6|wrong|hash|'#### -1/3' (gold -10)
vk0:7|wrong|hash|'#### 125' (gold 2125)
vk0:8|wrong|hash|'#### 15' (gold 17)
vk0:9|wrong|hash|'#### 92' (gold 7)
vk0:10|no_answer|truncated|'so 50% of which are boys, so 50% of which are girls' loop cut by the token limit; no answer
vk0:11|no_answer|truncated|'The bus has 5/9 ratio ... 5/9=84/20' lines repeated, cut by the token limit; no answer
vk0:12|wrong|hash|'#### 40' (gold 50)
vk0:13|wrong|hash|'#### 18' after '18/10=1.8 years' (gold 16)
vk0:14|wrong|hash|'#### 0' (gold 68)
vk0:15|wrong|hash|'#### 24' (gold 9)
vk0:16|wrong|hash|'#### 9' (gold 4)
vk0:17|wrong|hash|'#### 2' (gold 6)
vk0:18|wrong|hash|'#### 0' (gold 17)
vk0:19|wrong|hash|'#### 560' (gold 9)
vk0:20|wrong|hash|'#### 6' (gold 16)
vk0:21|wrong|hash|'#### 45' (gold 280)
vk0:22|wrong|hash|'#### 5' (gold 14)
vk0:23|wrong|hash|'#### 432' (gold 240)
vk0:24|wrong|hash|'#### 125' (gold 375)
vk0:25|wrong|hash|'#### 13' (gold 39)
vk0:26|wrong|hash|'#### 4640' (gold 2304)
vk0:27|correct|hash|'#### 600'
vk0:28|wrong|hash|'#### 26' (gold 5600)
vk0:29|wrong|hash|'#### 20' (gold 40)
vk0:30|wrong|hash|'#### 113' (gold 153)
vk0:31|wrong|hash|'#### 2' after '2.5' (gold 12)
vk0:32|wrong|hash|'#### 13' (gold 9)
vk0:33|wrong|hash|'#### 3' (gold 12)
vk0:34|wrong|hash|'#### 198' (gold 12)
vk0:35|wrong|hash|'#### 3' (gold 4)
vk0:36|wrong|hash|'#### 45' (gold 10)
vk0:37|wrong|hash|'#### 107' (gold 19)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout87.jsonl: an 87th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
