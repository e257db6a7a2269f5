__doc__ = r"""Build public_heldout180.jsonl: a 180th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 174's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-174's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste. No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 174 read, round 174's verified paste (hzf_782000, hzp_672000,
dt13_288000, dtgp_288000, dt7_240000) was copied in, not re-read, passed the same length check
here and decodes byte-identical to round 174's .page (work/mk.py compares them); it was joined so
that the record is taken whole; the records earlier rounds took are not taken again.
work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 798000, 814000 and 830000 (= hzf_798000, hzf_814000, hzf_830000) joined with
  round 174's page 782000 (hzf_782000): test_000547 (the phone tree, opening in 782000, cut there
  inside its question; its prediction wholly in 798000) to test_000580 (Maggie's oven) whole
  (test_000556, the Subway lunch, crosses the edge of 798000 and 814000 inside its metadata;
  test_000569, the lemonade stands, crosses the edge of 814000 and 830000 inside its metadata);
  test_000581 (Max's movies) is cut inside its question at the page end and dropped: 34 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 688000 and 704000
  (= hzp_688000, hzp_704000) joined with round 174's page 672000 (hzp_672000): test_000473 (the
  shark's remoras, opening at the very end of 672000 at its '{"id') to test_000497 (Paul's
  rides) whole (test_000487, Uncle Ben's oats, crosses the edge of 688000 and 704000 inside its
  gold); test_000498 (the greek orange pie) is cut inside its question at the page end and
  dropped: 25 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value). The file's `gold` of test_000491 carries '|endoftext|>' tokens inside a sub-question
  (as GSM8K's socratic text does); only `gold_final` is used.
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-174): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 304000
  (= dt13_304000) joined with round 174's page 288000: line 383 (Millie's lemonade stand, opening
  in 288000, cut there inside its questions) to line 404 (Jane's zebras) whole; line 405 (Tyson's
  muffaletta sandwiches) cut inside its questions and dropped: 22 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 304000 (= dtgp_304000)
  joined with round 174's page 288000: line 369 (the seniors' awards, opening in 288000, cut
  there inside its questions) to line 388 (James's messages) whole; line 389 (David and Dasha's
  carnival) is cut after its answers at its '"answer": ' (the gold float missing) and dropped, as
  a record not whole; line 379 (Rachel's cookies) is a repeat (below) and dropped: 19 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 256000 (= dt7_256000)
  joined with round 174's page 240000: line 316 (Solomon's marbles, opening at the end of
  240000, cut there inside its questions) to line 335 (Mason's sugar) whole; line 336 cut at its
  '{"problem"' and dropped: 20 kept. `r` = the line's `answers` body (enc json): the answering
  model's answers A1..An to sub-questions another model wrote, ending 'Final answer: N' (some
  then invent a new problem or ask for the next one). Gold: the line's `answer` (float, written
  as an integer), checked by the build; no float lost GSM8K's thousands on these lines
  (work/extract.py DT_GOLD is empty). rec = the file line, numbered as round 174 numbered it:
  work/extract.py checked that the whole line before each take-from line is round 174's last
  record (same problem), and every line taken is the same question as gsm8k/test.jsonl line rec.
  The DT files answer the same GSM8K questions (lines 383-388 of llama13b and chatgpt overlap),
  each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 257 files, 28,093 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): one repeat found and dropped: dtgp line 379 (ChatGPT on
Rachel's cookies) is word for word round 174's dt13:379 (Llama-2-13B on the same question); it is
not numbered afresh (work/extract.py DROP). 120 records kept.

Repository counts (120 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 59 (49.2 %:
deepseek-v4-flash 34, deepseek-v4-pro 25), DT6A/GSM8K-AI-SubQ 61 (50.8 %: Llama-2-13B chat 22,
ChatGPT 19, Llama-2-7B chat 20). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-174 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 80, wrong 39, no_answer 1; debatable 1 (handsomeZR 57 correct, 2 wrong; DT6A 23
correct, 37 wrong, 1 no_answer).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (120), no MATH.

Label conventions (rounds 37-174's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:552 names
both 450 and 900, cut at 'Which one is more common', then '#### 450': correct; hzp:494 reaches no
total, cut mid-sentence, then '#### 64': wrong); a right final answer over wrong working is
correct (dt7:333 'Final answer: 100' from totals 2,350 and 2,250 written for 3450 and 3350); a
completion that goes on with an invented problem is labelled by the answer given to the question
posed (dt13:386 'Final answer: 84' then a swimming-pool problem, 'Final answer: 450': wrong;
dt7:323 'Final answer: 97' then a marble problem, 'Final answer: 1/2': wrong); text after the
committed answer does not count (dt7:328 'Please provide the next problem.'); a 'Final answer'
line stating no quantity is no_answer, as rounds labelled dtgp:278 and dtgp:279 (dtgp:383
'Final answer: Cannot be determined without additional information.': no_answer, debatable); a
final answer with its unit attached is read for its number (dt7:316 'Final answer: 148kgs',
gold 156: wrong).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 798000,
814000, 830000 (782000 reused from round 174, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 688000, 704000 (672000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 304000 (288000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 304000 (288000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 256000 (240000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 846000 (test_000581, Max's movies,
opens in 830000 and is cut inside its question: join this round's paste) and deepseek_v4_pro
from 720000 (test_000498, the greek orange pie, opens in 704000, cut inside its question: join
this round's paste); DT6A llama13b from 320000 (line 405, Tyson's sandwiches, opens in 304000,
cut inside its questions), chatgpt from 320000 (line 389, David and Dasha's carnival, opens in
304000 with its answers whole but cut at its '"answer": '; join this round's paste), llama7b
from 272000 (line 336 opens at the very end of 256000 at its '{"problem"'), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, and short DT answers repeat
across the DT models' files, as dtgp:379 did here; short hz answers may repeat the other
deepseek run's); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT
from 64000) were not taken here.

Usage: python build_public_heldout180.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout180.py            # re-apply labels / provenance / gold checks
"""

from pathlib import Path  # noqa: E402

from corpus_build import build_transcribed, run_heldout_builder  # noqa: E402
from heldout_repos import (  # noqa: E402
    DT,
    DT_LICENCE,
    DT_PROMPT,
    DTC,
    HZ,
    HZ_MODEL,
    HZ_OWN,
    HZ_PATH,
    HZ_PROMPT,
    HZC,
    NO_LICENCE,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "public_heldout180.jsonl"
SOURCE = "public_heldout180"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "782000-845999 (four pages joined: 782000 from round 174, 798000, 814000, "
                        "830000)",
                        "test_000547-test_000580"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "672000-719999 (672000 from round 174, 688000, 704000)",
                        "test_000473-test_000497"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 288000 "
        "(round 174's) and page 304000 of the file (lines 383-404)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 288000 "
        "(round 174's) and page 304000 of the file (lines 369-388, 379 a repeat left out)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 240000 "
        "(round 174's) and page 256000 of the file (lines 316-335)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:547|correct|hash|opens in round 174's page 782000 (cut there inside its question), its prediction wholly in 798000; '#### 81'
hzf:548|correct|hash|
hzf:549|wrong|hash|'He needs x + 2 more toys, so his total would be x + (x + 2) = 2x + 2', 'x = 199.', '#### 199' (gold 398)
hzf:550|correct|hash|
hzf:551|correct|hash|
hzf:552|correct|hash|a long deliberation over the commission tiers naming both readings (300 + 150 = 450, and 300 + 600 = 900) cut at the 1024-token cap ('Which one is more common'), then '#### 450'
hzf:553|correct|hash|
hzf:554|correct|hash|
hzf:555|correct|hash|
hzf:556|correct|hash|
hzf:557|correct|hash|
hzf:558|correct|hash|
hzf:559|correct|hash|
hzf:560|correct|hash|
hzf:561|correct|hash|
hzf:562|correct|hash|
hzf:563|correct|hash|
hzf:564|correct|hash|
hzf:565|correct|hash|
hzf:566|correct|hash|
hzf:567|correct|hash|'Sum: $5.00 + $3.00 + $1.00 = $9.00.' then '#### 9'
hzf:568|correct|hash|
hzf:569|correct|hash|crosses the edge of 814000 and 830000 inside its metadata, its prediction wholly in 814000; '#### 21'
hzf:570|correct|hash|
hzf:571|correct|hash|
hzf:572|correct|hash|
hzf:573|correct|hash|
hzf:574|correct|hash|'Profit is $70.00 - $33.00 = $37.00.' then '#### 37'
hzf:575|correct|hash|
hzf:576|correct|hash|'216 × $52 = $11,232.' then '#### 11232'
hzf:577|correct|hash|
hzf:578|correct|hash|
hzf:579|correct|hash|
hzf:580|correct|hash|
hzp:473|correct|hash|opens at the very end of round 174's page 672000 (cut at its '{"id'), its prediction wholly in 688000; '(1 / 10) * 100% = 10%.' then '#### 10'
hzp:474|correct|hash|
hzp:475|correct|hash|
hzp:476|correct|hash|
hzp:477|correct|hash|
hzp:478|correct|hash|
hzp:479|correct|hash|
hzp:480|correct|hash|
hzp:481|correct|hash|
hzp:482|correct|hash|
hzp:483|correct|hash|
hzp:484|correct|hash|
hzp:485|correct|hash|
hzp:486|correct|hash|
hzp:487|correct|hash|crosses the edge of 688000 and 704000 inside its gold; '#### 4'
hzp:488|correct|hash|
hzp:489|correct|hash|'#### -10' (gold -10)
hzp:490|correct|hash|
hzp:491|correct|hash|
hzp:492|correct|hash|
hzp:493|correct|hash|'$0.25, which is 25 cents.' then '#### 25'
hzp:494|wrong|hash|a long deliberation over how a human pyramid's layers add height, no total reached, cut at the 1024-token cap ('The bottom has'), then '#### 64' (gold 21: 3 * 64 + 60 = 252 inches = 21 feet)
hzp:495|correct|hash|
hzp:496|correct|hash|
hzp:497|correct|hash|
dt13:383|wrong|answer_colon|opens in round 174's page 288000, cut there inside its questions; 'She sells 36 cups x 4 cups/hour = 144 cups', 'She makes $36/144 cups = $0.25 per cup.', 'Final answer: 0.25' (gold 2)
dt13:384|wrong|answer_colon|'he sold 3/5*12.8=9.6 hectares', 'So he had 12.8 hectares at first', 'Final answer: 12.8' (gold 32)
dt13:385|wrong|answer_colon|'52 people were supposed to perform.', '26+3=29', 'Final answer: 29' (gold 16)
dt13:386|wrong|answer_colon|'(65+94+81+86+74)/5=84', 'Final answer: 84' for the question posed (gold 80), then an invented swimming-pool problem with its own 'Final answer: 450', which does not count
dt13:387|correct|answer_colon|'Final answer: 36'
dt13:388|correct|answer_colon|'Final answer: 88'
dt13:389|wrong|answer_colon|'Dasha needs 9 ride tickets', 'David saves 30-18=12 dollars', 'Final answer: 12' (gold 6)
dt13:390|correct|answer_colon|'Final answer: 12'
dt13:391|wrong|answer_colon|'she has 5*11=55 popsicles', 'Sam has 66-55=11 more', 'Final answer: 11' (gold 15)
dt13:392|wrong|answer_colon|'he pays $10 + $4 = $14 per month', 'Final answer: 46' (gold 34)
dt13:393|wrong|answer_colon|'4+2+90=132 hours', 'Final answer: 68.75%' (gold 20)
dt13:394|wrong|answer_colon|'The double of 6 is 12', 'Final answer: 32' (gold 92)
dt13:395|correct|answer_colon|'Final answer: 38'
dt13:396|wrong|answer_colon|'So there are 12-2-4=6 slices left', 'Final answer: 6' (gold 3: Mark's 3 slices left out)
dt13:397|wrong|answer_colon|'Mark needs to save $300', '300/10=30 days', 'Final answer: 30' (gold 25: the $50 already saved left out)
dt13:398|wrong|answer_colon|'So she counted 30+58=88 bugs total', 'Final answer: 88' (gold 168: the 90 spiders left out)
dt13:399|correct|answer_colon|'Final answer: 12'
dt13:400|wrong|answer_colon|'3 x 16=48 calories in one glass', 'John consumed 2 x 48=96 calories', 'Final answer: 96' (gold 48)
dt13:401|wrong|answer_colon|'4 weeks*7 days=28 days in a month', 'Final answer: 16800' (gold 14400)
dt13:402|wrong|answer_colon|'Mark needs 3*4=12 cups of milk', 'Final answer: 0' (gold 4)
dt13:403|wrong|answer_colon|'216,000/1000=216 kilowatts', 'Final answer: 216' (gold 81: the 5 hours saved not used)
dt13:404|wrong|answer_colon|'17+36+18=71', 'There are 3 zebras', 'Final answer: 23.67' (gold 22)
dtgp:369|correct|answer_colon|opens in round 174's page 288000 (cut there inside its questions), its answers wholly in 304000; 'Final answer: 1198'
dtgp:370|wrong|answer_colon|'The total cost ... is 320+80=400 dollars.', 'Final answer: 400' (gold 320: the saving added back)
dtgp:371|wrong|answer_colon|'14+28-6=36', 'Final answer: 36' (gold 50: Friday's 14 and the last day's 14 not both counted)
dtgp:372|correct|answer_colon|'Final answer: 5'
dtgp:373|correct|answer_colon|'Final answer: 240000'
dtgp:374|correct|answer_colon|'Final answer: 45'
dtgp:375|correct|answer_colon|'Final answer: 48'
dtgp:376|correct|answer_colon|'Final answer: 15'
dtgp:377|wrong|answer_colon|'Lucy picked 12+24+56=92 apples', 'Final answer: 92' (gold 50: the $56 taken as apples, not 56/4 = 14)
dtgp:378|correct|answer_colon|'Final answer: 15'
dtgp:380|wrong|answer_colon|'Karan has to pay $3,650 / 5 = $730 per month.', 'Final answer: 730' (gold 803: the 10% interest left out)
dtgp:381|correct|answer_colon|'Final answer: 67'
dtgp:382|correct|answer_colon|'Final answer: 350'
dtgp:383|no_answer|answer_colon|debatable: 'The number of hours the lemonade stand is open is not given.', 'Final answer: Cannot be determined without additional information.' (gold 2); no quantity stated (as dtgp:278 and dtgp:279 were labelled); wrong would fit if a refusal on the 'Final answer' line were read as a wrong answer
dtgp:384|correct|answer_colon|'x = 32', 'Final answer: 32'
dtgp:385|wrong|answer_colon|'26 boys + 26 girls = 52 people', '52 - 26 + 3 = 29 people', 'Final answer: 29' (gold 16)
dtgp:386|correct|answer_colon|'Final answer: 80'
dtgp:387|correct|answer_colon|'Final answer: 36'
dtgp:388|correct|answer_colon|'Final answer: 88'
dt7:316|wrong|answer_colon|opens in round 174's page 240000, cut there inside its questions; '2/5 times as many ... which is 20/5=4 marbles', '74 marbles x 2kgs=148kgs', 'Final answer: 148kgs' (gold 156)
dt7:317|correct|answer_colon|'Final answer: 12'
dt7:318|wrong|answer_colon|'3 times as many girls as boys, so 30/3=10 girls', 'Final answer: 20' (gold 123)
dt7:319|correct|answer_colon|'Final answer: 15'
dt7:320|wrong|answer_colon|'25*1/4=6.25', '15-6.25=8.75 women', 'Final answer: 8.75' (gold 8)
dt7:321|wrong|answer_colon|'So the pen costs $1 less than 2=1.99', 'Final answer: 1.99' (gold 1)
dt7:322|wrong|answer_colon|'Each box has 9 pencils' (for 8), '73/9=8 boxes', 'Final answer: 8' (gold 9)
dt7:323|wrong|answer_colon|'The coffee will be 87 milliliters weaker in total', 'Final answer: 97' for the question posed (gold 75), then an invented marble problem with its own 'Final answer: 1/2', which does not count
dt7:324|wrong|answer_colon|'7/2=3.5', 'Final answer: 3.5' (gold 14)
dt7:325|wrong|answer_colon|'The company employs 20 junior programmers (2/5 of 100)', 'The company pays $4800 to all programmers per month', 'Final answer: 4800' (gold 224000)
dt7:326|wrong|answer_colon|'20 people got on the bus at the terminal', 'Final answer: 20' (gold 14)
dt7:327|wrong|answer_colon|'8*2=16 lollipops' bought but not added, 'So Oscar has 3 lollipops in total.', 'Final answer: 3' (gold 31)
dt7:328|wrong|answer_colon|'40/3=13.33 hours', 'Final answer: 13.33' (gold 2), then 'Please provide the next problem.', which does not count
dt7:329|correct|answer_colon|'Final answer: 14'
dt7:330|wrong|answer_colon|'they earned $16 in rewards', '$43-32=11', 'Final answer: 11' (gold 31)
dt7:331|wrong|answer_colon|'After taxes, he will make $30,000 x 0.2= $6,000', 'Final answer: -1800' (gold 8400)
dt7:332|correct|answer_colon|'Final answer: 44'
dt7:333|correct|answer_colon|'Final answer: 100' over wrong totals ('1350+6*350=2,350', '1100+9*250=2,250'; 3450 and 3350), whose difference is still the gold
dt7:334|wrong|answer_colon|'each would have 8/4=2 guns', 'Final answer: 2' (gold 6)
dt7:335|wrong|answer_colon|'Mason needs 80 ounces of sugar to make 1 batch of fudge' (for 70), '240+80=320', 'Final answer: 320' (gold 310)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
