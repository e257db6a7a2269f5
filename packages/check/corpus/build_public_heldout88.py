r"""Build public_heldout88.jsonl: an 88th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (7174Andy's `pred`, handsomeZR's `pred_final`,
`pred_final_fallback`, `strict_correct`, `fallback_correct`, `has_final_marker`, vukrosic's
`exact_answer`, `predicted_target`, `marker_present` and the like) were not used to label: each
completion was read, its final answer found and compared with the gold by hand.

Method (round 87's, whole pages): model output committed to public GitHub repositories, read
through the public-code index (16,000-character pages), continuing round 87's three repositories
on the pages after the ones it read. Each new page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text and checked its length: every page decodes to exactly 16,000
characters. Pages of one file were joined in file order (round 87's pasted pages of the same files,
copied from /tmp/rounds/real87/pages, supply only the opening of the first record, which crosses
their end; none of round 87's records is taken again); only whole records were taken.
* 7174Andy/grounding-llm-gsm8k (JSON lists of {prompt, pred, model_generation}): Qwen2-7B-Instruct
  pages 0, 16000, 32000 and 48000 joined: elements 20-39 (20, Katelyn's fairies, opens at the end
  of 16000; 40, the scavenger hunt's seashells, is cut by the end of 48000 and not taken); gemma-2-9b-it pages 0 and 16000
  joined: elements 10-22 (10, Sally's balloons, opens at the end of 0; 23, Ellen, cut). Each
  `model_generation` opens with the prompt verbatim (checked by script); the record's `r` is the
  text after it (`enc` = `text`), i.e. the model's own continuation after 'Answer:'.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 (JSON lines): deepseek_v4_flash
  test_predictions.jsonl pages 16000, 32000, 48000 and 64000 joined; lines test_000019 (Marissa,
  opened at the end of 16000) to test_000054 whole (test_000033, Gretchen, and test_000045,
  Meredith, cross page edges and are taken whole); test_000055 (Jean's lollipops) is cut by the
  end of 64000 and dropped. `r` = the line's
  `prediction` (`enc` = `text`); the record number is the line's test index.
* vukrosic/qwen-lora-loss-selection-gsm8k (JSON lines): runs/test-20260820-example/metrics/
  generations.jsonl pages 0 and 16000 joined: file lines 38-72 (38, gsm8k-test-01097 church,
  opens at the end of 0; lines 0-37 were round 87's); line 73 (gsm8k-test-01080 jellyfish) is cut
  by the end of 16000 and dropped. `r` = the line's `generated` (`enc` = `text`); the record number
  is the file line. One long verbatim loop on page 16000 was NOT retyped (round 75's marker
  method): record 64 (gsm8k-test-00633, Bob and Tom's speeds) ' by dividing the speed of Bob' (29
  characters) pasted once between markers after the last 'speed of Tom'; the decoder writes the
  unit out 1 + n times and exactly one n in 0-300 makes the page decode to 16,000 characters:
  n = 21 (22 copies in all). (The first paste, with the run pasted out in full, decoded 29
  characters short: one unit of that run.) The other loops on that page (rec 43, the 'full-time
  slice of water' sentences; rec 56, 'she makes 3 egg omelet every morning for breakfast,'; rec 57,
  Shiloh's repeated lines) were pasted out in full as displayed; the length check covers them only
  as a whole. Page 0 keeps round 87's marker (n = 83, record 2, not retaken).
  One more paste slip was found by the length check and mended from the display before any
  labelling: gemma page 16000 decoded 6 short: 'Calculate the total number of seats' (element 22)
  had lost 'total '.
Nothing was retyped from a decoded form. Every read_file answer gave the offset asked and a
next_offset 16,000 further and total_chars above the page's end (7174Andy Qwen 202,587, gemma
172,708; handsomeZR 1,938,830; vukrosic 211,252). Nothing is shortened.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (the completion fields of packages/check/corpus/public_heldout*.jsonl and
/tmp/rounds/real*/public_heldout*.jsonl but this round's: 137 files, 20,036 distinct completions,
round 87 included, by script, work/dedup.py, reading no labels) and with the others of this
round. None repeats. (7174Andy's two models answer some of the same questions, and handsomeZR's
test_000020 is the question of gemma's element 12: different completions, all kept.)

Repository counts (104 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 36 (34.6 %),
vukrosic/qwen-lora-loss-selection-gsm8k 35 (33.7 %), 7174Andy/grounding-llm-gsm8k 33 (31.7 %:
Qwen2-7B-Instruct 20, gemma-2-9b-it 13). Licences: no LICENSE file found in the index for
7174Andy or handsomeZR (as round 87 found); vukrosic has LICENSE-NOTICE.md, which says no
software licence has been selected or granted (the GSM8K-derived data keep GSM8K's MIT licence);
`licence` per record says so.

Split: all long_cot (no tag format asked for: step-by-step prose ending with a '####' line or a
stated answer), all GSM8K test (gold = gsm8k/test.jsonl '####' value; 7174Andy's files store no
gold: the question is found in gsm8k/test.jsonl by its opening words, by script, before
labelling; vukrosic's file stores no question: its id 'gsm8k-test-NNNNN' is read as line NNNNN of
gsm8k/test.jsonl, checked by script that the line's '####' value equals the file's `target` for
all 35, and the build checks the file's gold against that line again).

Label conventions (rounds 37-87's): the last final answer counts; a response cut or looping before
any final answer is no_answer; equal in value but written differently is correct; another quantity
is wrong; in the '####' format the marked value is the answer even when the working ends on
another number; with no '####' the completion is labelled by its last stated result.

Pages read this round (for the next round not to repeat them): 7174Andy/grounding-llm-gsm8k at
9780b1b: CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json offsets 32000, 48000
(= an_qwen_32000, an_qwen_48000), CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json offset 16000
(= an_gemma_16000); handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597: 第二次/
gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl offsets 32000, 48000,
64000 (= hz_32000, hz_48000, hz_64000); vukrosic/qwen-lora-loss-selection-gsm8k at b6e3162:
runs/test-20260820-example/metrics/generations.jsonl offset 16000 (= vk_16000).

Leads for a later round: 7174Andy Qwen from 64000 (element 40, the scavenger hunt, opens at the
end of 48000), gemma from 32000 (element 23, Ellen, opens at the end of 16000), the Llama-3.1-8B-Instruct
file, SEAL/*/predictions.json and GCAV/steered_*.json; handsomeZR deepseek_v4_flash from 80000
(test_000055, Jean's lollipops, opens at the end of 64000) and deepseek_v4_pro/test_predictions.jsonl;
vukrosic from 32000 (line 73, gsm8k-test-01080 jellyfish, opens at the end of 16000) and the other
runs/test-*/metrics/generations.jsonl files.

Usage: python build_public_heldout88.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout88.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout88.jsonl"
SOURCE = "public_heldout88"

AN_MODEL = (
    "{} (per the file name; the repo's CoT/chain_of_thought.py run), chain-of-thought evaluation on "
    "GSM8K test questions; pages {} of the JSON list"
)
HZ_MODEL = (
    "deepseek-v4-flash (the file's `model_name`; API run of the repo's coursework, ~350 prompt "
    "tokens a question, 1024-token completion cap as the Carlos line's completion_tokens shows) on "
    "GSM8K test; pages 16000-79999 of the file (four pages joined: 16000, 32000, 48000, 64000; lines test_000019-test_000054)"
)
VK_MODEL = (
    "Qwen3-0.6B-3bit with a small LoRA adapter (LICENSE-NOTICE.md: 'Model weights for "
    "Qwen3-0.6B-3bit are not included. The six small LoRA adapter artifacts ...'), run "
    "test-20260820-example (the 'example' loss-selection condition), greedy test generations on "
    "GSM8K test; pages 0-31999 of the file (two pages joined: 0, 16000; file lines 38-72)"
)

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "anq1": (
        "anq1-qwen2-7b-instruct-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_Qwen_Qwen2-7B-Instruct.json", ANC,
        AN_MODEL.format("Qwen/Qwen2-7B-Instruct", "0-63999 (four pages joined: 0, 16000, 32000, 48000; elements 20-39)"), AN_PROMPT,
        "long_cot", "gsm8k", AN_OWN,
        NO_LICENCE,
    ),
    "ang1": (
        "ang1-gemma-2-9b-it-cot-gsm8k", AN,
        "CoT/gsm8k_chain_of_thought_evaluation_google_gemma-2-9b-it.json", ANC,
        AN_MODEL.format("google/gemma-2-9b-it", "0-31999 (two pages joined: 0, 16000; elements 10-22)"), AN_PROMPT,
        "long_cot", "gsm8k", AN_OWN,
        NO_LICENCE,
    ),
    "hz1": (
        "hz1-deepseek-v4-flash-gsm8k", HZ,
        "第二次/gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl", HZC,
        HZ_MODEL, HZ_PROMPT, "long_cot", "gsm8k", "`gold` ('####' value)", NO_LICENCE,
    ),
    "vk1": (
        "vk1-qwen3-06b-lora-example-gsm8k", VK,
        "runs/test-20260820-example/metrics/generations.jsonl", VKC,
        VK_MODEL, VK_PROMPT, "long_cot", "gsm8k", "`target`", VK_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
anq1:20|correct|hash|'#### 45 fairies remaining.'
anq1:21|correct|hash|'#### answer: 8'
anq1:22|correct|final_answer_phrase|no '####': 'Final Answer: There were \(36\) students in the school auditorium.'
anq1:23|correct|final_answer_phrase|no '####': 'Final answer: $1'
anq1:24|wrong|bare_last_line|no '####': 'our final answer is:' then '\[ 16 \]' (gold 18: misread 'three times more points than Sara' as Sara having half Erin's points)
anq1:25|correct|final_answer_phrase|no '####': 'Final Answer: $33.00' (gold 33)
anq1:26|wrong|answer_is|no '####': 'The final answer is: \$768.' (gold 1248: took the third complex as 240 apartments, 60 % of 400, not 640)
anq1:27|correct|answer_is|no '####': 'The final answer is:' then '25%' (gold 25)
anq1:28|correct|hash|'The answer is $#### 1.00.' (gold 1; '1.00' equal in value)
anq1:29|correct|answer_is|no '####': 'The final answer is: **32**'
anq1:30|correct|hash|'The final answer is: $#### 2$'
anq1:31|correct|final_answer_phrase|no '####': 'Final Answer: There are 30 elves left.'
anq1:32|correct|answer_is|no '####': 'The answer is: $4'
anq1:33|wrong|hash|'#### Answer: 234' (gold 54: added the west and east legs instead of subtracting)
anq1:34|wrong|final_answer_phrase|no '####': 'Final Answer: Cameron would spend an extra 350 pesos, so there would be no savings.' (gold 250: took 1600 as the 12-hour base)
anq1:35|wrong|prose_sentence|no '####': 'Angela will have to pay a total of $549' (gold 324: charged $15 for every item, not only those beyond the package)
anq1:36|correct|answer_colon|no '####': 'Answer: $129,200.'
anq1:37|correct|boxed|no '####': 'The answer is $\boxed{4400}$.'
anq1:38|correct|final_answer_phrase|no '####': 'Final Answer: 70'
anq1:39|correct|answer_is|no '####': 'The final answer is $276,000.' (gold 276000)
ang1:10|wrong|hash|'#### 27 answer' (gold 34: the 7 green balloons left out)
ang1:11|correct|bare_last_line|no '####': last line '12 answer'
ang1:12|correct|bold|no '####': last line '**15 answer**'
ang1:13|correct|bold|no '####': last line '**24 answer**'
ang1:14|correct|final_answer_phrase|no '####': last line '**Final Answer: 105 answer**'
ang1:15|correct|bare_last_line|no '####': last line '120 answer.'
ang1:16|correct|bold|no '####': last line '**17 answer**'
ang1:17|correct|bold|no '####': last line '**36 answer**'
ang1:18|correct|bare_last_line|no '####': last line '12 answer'
ang1:19|correct|hash|'#### 45 answer'
ang1:20|correct|bold|no '####': last line '**45 answer**'
ang1:21|correct|bare_last_line|no '####': last line '8 answer'
ang1:22|correct|bold|no '####': last line '**36 answer**'
hz1:19|correct|hash|
hz1:20|correct|hash|
hz1:21|correct|hash|
hz1:22|correct|hash|
hz1:23|correct|hash|
hz1:24|correct|hash|
hz1:25|correct|hash|
hz1:26|correct|hash|'= 243.00 dollars.' then '#### 243'
hz1:27|correct|hash|
hz1:28|correct|hash|
hz1:29|correct|hash|opens 'The boots cost $104.', ends '#### 104'
hz1:30|correct|hash|
hz1:31|correct|hash|
hz1:32|correct|hash|
hz1:33|correct|hash|
hz1:34|correct|hash|
hz1:35|correct|hash|
hz1:36|correct|hash|
hz1:37|correct|hash|
hz1:38|correct|hash|
hz1:39|correct|hash|
hz1:40|correct|hash|
hz1:41|correct|hash|
hz1:42|correct|hash|
hz1:43|correct|hash|
hz1:44|correct|hash|
hz1:45|wrong|hash|long deliberation between 44 and 104 (leaning to 104) cut mid-sentence by the 1024-token cap ('For clarity, many'), then '\n#### 4' (gold 104): the marked value is the answer
hz1:46|correct|hash|
hz1:47|correct|hash|
hz1:48|correct|hash|
hz1:49|correct|hash|
hz1:50|correct|hash|
hz1:51|correct|hash|
hz1:52|correct|hash|
hz1:53|correct|hash|
hz1:54|correct|hash|
vk1:38|wrong|hash|'#### 440' (gold 480)
vk1:39|correct|hash|'#### 6250'
vk1:40|wrong|hash|'#### 11' after '$11.50' (gold 2)
vk1:41|wrong|hash|'#### 150' (gold 118000)
vk1:42|wrong|hash|'#### 22' (gold 122)
vk1:43|no_answer|truncated|'a full-time slice of water with breakfast' sentences looping, cut by the token limit mid-loop ('and since'); no answer
vk1:44|wrong|hash|'#### 5' (gold 1125)
vk1:45|wrong|hash|'#### 315' (gold 770)
vk1:46|wrong|hash|'#### 21923' (gold 6277)
vk1:47|wrong|hash|'#### 3' (gold 80)
vk1:48|wrong|hash|'#### 40' (gold 2)
vk1:49|wrong|hash|'#### 31' (gold 15)
vk1:50|wrong|hash|'#### 8' after '$8.50' (gold 12)
vk1:51|wrong|hash|'#### 5' (gold 20)
vk1:52|wrong|hash|'#### 1' (gold 14)
vk1:53|wrong|hash|'#### 30' (gold 310)
vk1:54|wrong|hash|'#### 90' (gold 4)
vk1:55|wrong|hash|'#### 0.091' (gold 75)
vk1:56|no_answer|truncated|'she makes 3 egg omelet every morning for breakfast,' loop cut by the token limit; no answer
vk1:57|no_answer|truncated|Shiloh's '44 + 312 = 356' / '356 + 356 = 712 years old' lines repeated, cut by the token limit with no '####'; no final answer (the last line's 712 is not the gold 10 either)
vk1:58|wrong|hash|'#### 24' (gold 2)
vk1:59|wrong|hash|'#### 288' (gold 240)
vk1:60|wrong|hash|'#### 700' (gold 400)
vk1:61|wrong|hash|'#### 100' (gold 110)
vk1:62|wrong|hash|'#### 11' (gold 17)
vk1:63|wrong|hash|'#### 28' (gold 31)
vk1:64|no_answer|truncated|'by dividing the speed of Bob' 22 times, cut by the token limit; no answer
vk1:65|correct|hash|'$12.00' then '#### 12'
vk1:66|wrong|hash|'#### 20' (gold 35)
vk1:67|wrong|hash|'#### 60' (gold 8)
vk1:68|wrong|hash|'#### 54000' (gold 6)
vk1:69|wrong|hash|'#### 9' (gold 45)
vk1:70|no_answer|truncated|'In an hour, he completes ...' lines growing, cut by the token limit mid-number ('2000'); no answer
vk1:71|wrong|hash|'#### 20' (gold 60)
vk1:72|wrong|hash|'#### 432' (gold 22)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    if (
        __doc__ is None
    ):  # the module text above is not the docstring (the sys.path line comes first)
        __doc__ = "Build public_heldout88.jsonl: an 88th held-out round of REAL model completions (issue 25)."
    run_heldout_builder(__doc__, OUT, build)
