__doc__ = r"""Build public_heldout204.jsonl: a 204th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 199's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-199's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste (hzf_1022000, hzp_912000,
hzp_928000 and hzp_944000 hold '  \\n' runs, two spaces before a line break, pasted as shown). No
loop marker was needed (no verbatim loop on these pages). Nothing was retyped from a decoded
form; nothing is shortened. Where a record opens on a page round 199 holds, round 199's verified
paste (hzp_896000, dt13_400000, dtgp_368000, dt7_320000) was copied in, not re-read, passed the
same length check here and decodes byte-identical to round 199's .page (work/mk.py compares
them); it was joined so that the record is taken whole; the records earlier rounds took are not
taken again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1006000, 1022000 and 1038000 (= hzf_1006000 .. hzf_1038000): page 1006000
  opens inside test_000689's metadata (dropped: not whole; page 990000, which holds test_000676
  to test_000689, could not be pasted at full length in round 199 and was skipped, so test_000676
  to test_000689 are not taken); test_000690 (Rong's and Neil's coins) to test_000722 (Ron's
  pothole) whole (test_000700, Hannah's fireworks, crosses the edge of 1006000 and 1022000 inside
  its metadata; test_000711, Erin's ice cream scoops, crosses the edge of 1022000 and 1038000
  inside its prediction); test_000723 (the restaurant's chairs) is cut inside its prediction at
  the page end and dropped: 33 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 912000, 928000 and
  944000 (= hzp_912000 .. hzp_944000) joined with round 199's page 896000 (hzp_896000):
  test_000626 (Ashley's internet speed, opening in 896000 with its prediction wholly there, its
  metadata ending in 912000) to test_000658 (Finley's rice, beans and pork) whole (test_000640,
  Bill's truck, crosses the edge of 912000 and 928000 inside its gold, its prediction wholly in
  928000; test_000650, Clara's and Sheila's pomegranates, crosses the edge of 928000 and 944000
  inside its question); test_000659 (almonds and walnuts) is cut inside its gold at the page end
  and dropped: 33 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-199): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 416000
  and 432000 (= dt13_416000, dt13_432000) joined with round 199's page 400000 (dt13_400000): line
  523 (the Beverly Hills bakers, opening in 400000, cut there inside its problem, its answers
  wholly in 416000) to line 563 (James's birthday candles) whole (line 544, Jeff and Brad's 100
  dollars, crosses the edge of 416000 and 432000 inside its answers); line 564 (Judy's reading)
  cut inside its questions and dropped: 41 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 384000 (= dtgp_384000)
  joined with round 199's page 368000 (dtgp_368000): line 465 (Miss Maria's cards, opening in
  368000, cut there inside its answers, ending in 384000) to line 486 (James's running hours)
  whole; line 487 (Uncle Ben's horses) cut inside its answers and dropped: 22 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 336000 (= dt7_336000)
  joined with round 199's page 320000 (dt7_320000): line 414 (Misha's blouses, opening in 320000,
  cut there inside its questions, its answers wholly in 336000) to line 432 (Prince Bruce's
  dragons) whole; line 433 (Josey's gasoline) cut inside its questions and dropped: 19 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems or
  ask 'Please provide the next problem.'). Gold: the line's `answer` (float, written as an
  integer), checked by the build; no float lost GSM8K's gold on these pages (work/extract.py
  compared every one with gsm8k/test.jsonl line rec's '####' value: DT_GOLD is empty). rec = the
  file line, numbered as round 199 numbered it: work/extract.py checked that the whole line
  before each take-from line is round 199's last record (same problem), and every line taken is
  the same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions,
  each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 307 files, 30,572 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): no repeat found, none dropped. 148 records kept.

Repository counts (148 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 66 (44.6 %:
deepseek-v4-flash 33, deepseek-v4-pro 33), DT6A/GSM8K-AI-SubQ 82 (55.4 %: Llama-2-13B chat 41,
ChatGPT 22, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-199 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 93, wrong 55, no_answer 0; debatable 1 (dtgp:466) (handsomeZR 61 correct, 5
wrong; DT6A 32 correct, 50 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (148), no MATH.

Label conventions (rounds 37-199's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:711 names 6
scoops as the most Erin can get, cut, then '#### 3'; hzp:641 reaches 262500, cut, then '####
20000'; hzp:652 names 75 as one reading, cut, then '#### 105': wrong, the right number only in
the working; hzp:640 cut at 'Leather', then '#### 7500'); a right final answer over incomplete
working is correct (dtgp:470 'Final answer: 3' with no subtraction shown); a completion that goes
on with an invented problem, or asks for the next one, is labelled by the answer given to the
question posed (dt13:535, 544; dt7:415, 417, 432); equal in value but written differently is
correct (dt7:430 '$132.00'); a bare final number in another unit than the gold's is labelled by
the final line as written (dtgp:466 'Final answer: 100', 100 cents, gold 1 dollar: wrong,
debatable, as sr:7 of an earlier round).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1006000,
1022000, 1038000; runs/deepseek_v4_pro/test_predictions.jsonl offsets 912000, 928000, 944000
(896000 reused from round 199, not re-read); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/
eval_chat.jsonl offsets 416000, 432000 (400000 reused), eval_responses/chatgpt/eval_chat.jsonl
offset 384000 (368000 reused), eval_responses/llama7b/eval_chat.jsonl offset 336000 (320000
reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 1054000 (test_000723, the restaurant's
chairs, opens in 1038000, cut inside its prediction: join this round's paste); deepseek_v4_pro
from 960000 (test_000659, almonds and walnuts, opens in 944000, cut inside its gold: join this
round's paste); DT6A llama13b from 448000 (line 564, Judy's reading, opens in 432000, cut inside
its questions: join this round's paste); chatgpt from 400000 (line 487, Uncle Ben's horses, opens
in 384000, cut inside its answers: join this round's paste); llama7b from 352000 (line 433,
Josey's gasoline, opens in 336000, cut inside its questions: join this round's paste), and the
other eval_*.jsonl files (check repeats: the same sub-questions recur, short DT answers repeat
across the DT models' files, and short hz answers repeat the other deepseek run's); flash
test_000676 to test_000689 (page 990000) remain untaken: re-read 990000 only if its length can
be made to come out; round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999
CoT from 64000) were not taken here.

Usage: python build_public_heldout204.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout204.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout204.jsonl"
SOURCE = "public_heldout204"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1006000-1053999 (1006000, 1022000, 1038000)",
                        "test_000690-test_000722"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "896000-959999 (896000 from round 199, 912000, 928000, 944000)",
                        "test_000626-test_000658"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 400000 "
        "(round 199's) and pages 416000 and 432000 of the file (lines 523-563)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 368000 "
        "(round 199's) and page 384000 of the file (lines 465-486)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 320000 "
        "(round 199's) and page 336000 of the file (lines 414-432)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:690|correct|hash|the first record taken from page 1006000 (test_000689's tail, which opens the page, is not whole and not taken); '#### 5760'
hzf:691|correct|hash|
hzf:692|correct|hash|
hzf:693|correct|hash|
hzf:694|correct|hash|
hzf:695|correct|hash|
hzf:696|correct|hash|
hzf:697|correct|hash|
hzf:698|correct|hash|
hzf:699|correct|hash|
hzf:700|correct|hash|its prediction wholly in 1006000 (the line ends in 1022000); '#### 135'
hzf:701|correct|hash|
hzf:702|correct|hash|
hzf:703|correct|hash|
hzf:704|correct|hash|
hzf:705|correct|hash|
hzf:706|correct|hash|
hzf:707|correct|hash|'... 0.20 * 0.40 = 0.08, or 8%.', '#### 8' (gold 8, a percent)
hzf:708|correct|hash|
hzf:709|correct|hash|
hzf:710|correct|hash|
hzf:711|wrong|hash|crosses the edge of 1022000 and 1038000 inside its prediction; a long deliberation over the buy-2-get-1-free deal ('So the maximum she can get with $6 is 6 scoops.' named along the way), cut at the 1024-token cap ('Then she has $3 left'), then '#### 3' (gold 6): the right number only in the working
hzf:712|correct|hash|
hzf:713|correct|hash|
hzf:714|correct|hash|
hzf:715|correct|hash|'$385,000.', '#### 385000'
hzf:716|correct|hash|
hzf:717|correct|hash|
hzf:718|correct|hash|
hzf:719|correct|hash|
hzf:720|correct|hash|
hzf:721|correct|hash|
hzf:722|correct|hash|
hzp:626|correct|hash|opens in round 199's page 896000 with its prediction wholly there (the line's metadata ends in 912000); '#### 72'
hzp:627|correct|hash|
hzp:628|correct|hash|
hzp:629|correct|hash|
hzp:630|correct|hash|
hzp:631|correct|hash|
hzp:632|correct|hash|
hzp:633|correct|hash|
hzp:634|correct|hash|
hzp:635|correct|hash|
hzp:636|correct|hash|
hzp:637|correct|hash|
hzp:638|correct|hash|
hzp:639|correct|hash|
hzp:640|wrong|hash|crosses the edge of 912000 and 928000 inside its gold, its prediction wholly in 928000; 'The base price is $30,000.', 'King cab upgrade: $7,500.', cut at 'Leather' (the 1024-token cap), then '#### 7500' (gold 43500)
hzp:641|wrong|hash|a long deliberation over which month's salary the bonus is ('Then total year = 12 * 21000 + 10500 = 252000 + 10500 = 262500.', then 262000 as the other reading), cut at the 1024-token cap ('salary. It'), then '#### 20000' (gold 262500): the right number only in the working
hzp:642|correct|hash|'#### 10800' (gold 10800; GSM8K writes '#### 10,800')
hzp:643|correct|hash|
hzp:644|correct|hash|
hzp:645|correct|hash|
hzp:646|correct|hash|
hzp:647|correct|hash|
hzp:648|correct|hash|
hzp:649|wrong|hash|'2000 * 70 = 140000', 'the total is 140000 + 20000 = 160000', '#### 160000' (gold 162000: the first week's 2000 likes left out)
hzp:650|correct|hash|crosses the edge of 928000 and 944000 inside its question, its prediction wholly in 944000; '#### 142'
hzp:651|correct|hash|
hzp:652|wrong|hash|a long deliberation over 'each hour after that is twice the cost' ('15 + 30 + 30 = 75' and 'I think I recall seeing the answer as 75' named along the way), cut at the 1024-token cap ('Often such problems use "twice the'), then '#### 105' (gold 75): the right number only in the working
hzp:653|correct|hash|
hzp:654|correct|hash|
hzp:655|correct|hash|
hzp:656|correct|hash|
hzp:657|correct|hash|
hzp:658|correct|hash|
dt13:523|wrong|answer_colon|opens in round 199's page 400000 (cut there inside its problem), its answers wholly in 416000; 'So they had 200-93-39-6=82 loaves left', 'Final answer: 82' (gold 74: the 6 returned loaves taken off, not added)
dt13:524|wrong|answer_colon|'He can plant 6 rows of red tulips', 'So he can plant 6+8=14 rows of flowers', 'Final answer: 14' (gold 9)
dt13:525|wrong|answer_colon|'She can make 9/3/4=3 batches of oatmeal cookies.', 'Final answer: 3' (gold 12)
dt13:526|wrong|answer_colon|'Ada's weekly electric bill after adding the new device is 14*7=100 dollars', 'Final answer: 16' (gold 21: the $1.50 rate left out)
dt13:527|wrong|answer_colon|'So it would take 5 people 120 hours to paint a whole house', 'Final answer: 120' (gold 48)
dt13:528|wrong|answer_colon|'Ophelia has 20 sofas and 20-2=18 chairs', 'Ophelia and Jenna have a total of 18+74=92 items', 'Final answer: 92' (gold 172)
dt13:529|wrong|answer_colon|'Tom paid $48 for the headphone set.', 'He could have bought 48/4=12 CDs.', 'Final answer: 12' (gold 11)
dt13:530|wrong|answer_colon|'He spent 4 hours working out for 4 weeks', '16+10+6=32 hours', 'Final answer: 32' (gold 36: five 4-hour weeks, not four)
dt13:531|wrong|answer_colon|'3 times 21 is 63 passengers got on the bus at the second stop', '40+63=103', 'Final answer: 103' (gold 66)
dt13:532|wrong|answer_colon|'Twice Jame's age in 8 years will be 22+8=30.', 'So the current age difference between Jame and his cousin is 8 years.', 'Final answer: 8' (gold 25)
dt13:533|wrong|answer_colon|'Errol paid $1,800-700=1,100 for the monitors', 'One monitor cost $1,100/2=550', 'Final answer: 550' (gold 300)
dt13:534|correct|answer_colon|'Final answer: 300'
dt13:535|wrong|answer_colon|'George had 5 candies initially', 'so he had 5*2=10 candies initially', 'Final answer: 10' for the question posed (gold 16), then an invented swimming-pool problem with its own 'Final answer: 360', which does not count
dt13:536|correct|answer_colon|'Final answer: 8'
dt13:537|wrong|answer_colon|'The total thickness of the four books is 31+45+62+62=198 mm', 'Final answer: 198' (gold 188: the second book's 50 mm left out, the fourth counted twice)
dt13:538|correct|answer_colon|'Final answer: 18'
dt13:539|wrong|answer_colon|'So the total amount I need to pay, including the tip, is 50+10=60', 'Final answer: 60' (gold 35: the even split left out)
dt13:540|wrong|answer_colon|'The eldest initially had $18', 'He tripled $15 to have $45', 'Final answer: 45' (gold 39)
dt13:541|wrong|answer_colon|'He has to save $1125/2=562.5 per day in the first half', 'Final answer: 1125' (gold 50)
dt13:542|wrong|answer_colon|'She spent 0.80*5=4 on oranges', 'She received 20-12=8', 'Final answer: 8' (gold 7: 4.50+4+4.50 is 13)
dt13:543|wrong|answer_colon|'Jairus gets $0.8*20=160', 'Final answer: 60' (gold 6)
dt13:544|wrong|answer_colon|crosses the edge of 416000 and 432000 inside its answers; 'Brad gets 100/4=25 dollars', 'Jeff gets 100-25=75 dollars', 'Final answer: 75' for the question posed (gold 80), then an invented swimming-pool problem with its own 'Final answer: 3240', which does not count
dt13:545|wrong|answer_colon|'He walks 3 miles/day x 5 days/week = 15 miles/week', 'Final answer: 15' (gold 30: the walk back left out)
dt13:546|wrong|answer_colon|'she wrote 52+13=65 letters', 'So Elise wrote a total of 65 letters.', 'Final answer: 65' (gold 130: the re-writing not added to what was written)
dt13:547|correct|answer_colon|'Final answer: 81'
dt13:548|wrong|answer_colon|'Mark's initial weight was 70-30=40 pounds.', 'Final answer: 40' (gold 100)
dt13:549|wrong|answer_colon|'he currently has 80+2=82 toys.', 'Final answer: 82' (gold 398)
dt13:550|wrong|answer_colon|'$7.50 + $0.50 + $12 + $10 = $29.50', '$29.50 x 0.9 = $26.65', 'Final answer: 26.65' (gold 27: the sum is $30)
dt13:551|correct|answer_colon|'Final answer: 17'
dt13:552|wrong|answer_colon|'She earned $300+450+600=1350', 'Final answer: 1350' (gold 450)
dt13:553|correct|answer_colon|'Final answer: 92'
dt13:554|wrong|answer_colon|'he takes 86+34=120 minutes to swim 3 miles on a hot day than a cold day.', 'Final answer: 120' (gold 54)
dt13:555|correct|answer_colon|'Final answer: 2'
dt13:556|wrong|answer_colon|'A six-inch cold-cut combo sub costs $40/3=12', 'for a total of $52', 'Final answer: 52' (gold 160: thrice as much, not a third)
dt13:557|correct|answer_colon|'Final answer: 70'
dt13:558|correct|answer_colon|'Final answer: 3'
dt13:559|correct|answer_colon|'Final answer: 16'
dt13:560|correct|answer_colon|'Final answer: 45'
dt13:561|wrong|answer_colon|'The total weight of the three friends is 130+130+260=520 pounds', 'Final answer: 173.33' (gold 180: Mark's 150 taken as 130)
dt13:562|correct|answer_colon|'Final answer: 82'
dt13:563|wrong|answer_colon|'James needs to buy 5 packs of candles for him.', 'So James spends 5*3=15 dollars', 'Final answer: 15' (gold 12)
dtgp:465|correct|answer_colon|opens in round 199's page 368000 (cut there inside its answers), its answers ending in 384000; 'Final answer: 30'
dtgp:466|wrong|answer_colon|debatable: 'Kelly paid 1000-900=<<1000-900=100>>100 cents more than Becky.', 'Final answer: 100' (gold 1: the same amount in cents, the final line a bare 100; labelled by the final line as written, as sr:7 of an earlier round was)
dtgp:467|wrong|answer_colon|'There are 2+4+8=14 pieces of laundry in each room.', 'Final answer: 1120' (gold 1200: the comforter left out)
dtgp:468|correct|answer_colon|'Final answer: 120'
dtgp:469|correct|answer_colon|'Final answer: 4'
dtgp:470|correct|answer_colon|'Final answer: 3' after 'Theo gave the cashier 10 dollars.' (the subtraction 10-7 not written out; the stated answer the gold)
dtgp:471|correct|answer_colon|'Final answer: 80'
dtgp:472|wrong|answer_colon|'so he needs to eat 5/0.5=10 carrot sticks.', 'Final answer: 10' (gold 6: the two extra cookies left out)
dtgp:473|correct|answer_colon|'(12 inches / 120 inches) * 100% = 10%.', 'Final answer: 10'
dtgp:474|wrong|answer_colon|'the total number of students with desktop computers is 20/(1/4) = 80.', '80 + 20 = 100', 'Final answer: 100' (gold 80)
dtgp:475|wrong|answer_colon|'Jason has 3 weeks, which is 3*7=21 days', 'Final answer: 11.43' (gold 20: 4 days a week, 12 days)
dtgp:476|correct|answer_colon|'Final answer: 5'
dtgp:477|correct|answer_colon|'Final answer: 20'
dtgp:478|wrong|answer_colon|'So the total number of employees going on this tour is 200*3=600.', 'Final answer: 600' (gold 621: the 21 tour guides left out)
dtgp:479|correct|answer_colon|'Final answer: 15400'
dtgp:480|correct|answer_colon|'Final answer: 11'
dtgp:481|correct|answer_colon|'Final answer: 84'
dtgp:482|correct|answer_colon|'Final answer: 26'
dtgp:483|correct|answer_colon|'Final answer: 40' (after '<<...>>' calculator marks in the working)
dtgp:484|correct|answer_colon|'Final answer: 240'
dtgp:485|correct|answer_colon|'Final answer: 220'
dtgp:486|correct|answer_colon|'Final answer: 6'
dt7:414|wrong|answer_colon|opens in round 199's page 320000 (cut there inside its questions), its answers wholly in 336000; 'So the total cost of the discounted blouses is 4*20*0.7=560', 'Final answer: 560' (gold 56)
dt7:415|wrong|answer_colon|'Joanne gathered 0 apples from the average trees', 'Final answer: 15' for the question posed (gold 350), then two invented problems (a bookshelf, a car) with their own 'Final answer: 40' and 'Final answer: 50', which do not count
dt7:416|wrong|answer_colon|'There are 180 heads in the herd, so there are 180 camels.', 'there are 304-180=124 dromedaries', 'Final answer: 124' (gold 56)
dt7:417|wrong|answer_colon|'800 km + 2100 km = 2900 km', 'Final answer: 2900' (gold 3140: the 240 km of days 5-6 left out), then 'Please provide the next problem.'
dt7:418|wrong|answer_colon|'Timothy's locker is 1/4 as big as Zack's locker, so it is 2.5/4=0.625 cubic inches', 'Final answer: 0.625' (gold 40)
dt7:419|wrong|answer_colon|'The elevation of Stanley's comb is 4,000 feet', 'Oliver must climb 4,000-3,000=1,000 feet', 'Final answer: 1000' (gold 3000)
dt7:420|correct|answer_colon|'Final answer: 17000'
dt7:421|wrong|answer_colon|'3/5 of 30=20 cats ran after the mouse', 'Final answer: 10' (gold 12: 3/5 of 30 is 18)
dt7:422|wrong|answer_colon|'The remaining time of 2 years cost him 96/2=48', 'So the total cost of 2 years of the service is 48+48=96', 'Final answer: 96' (gold 284)
dt7:423|wrong|answer_colon|'So jogger jeans originally cost $28-$16=12 more than the tattered jeans', 'Final answer: 12' (gold 8)
dt7:424|wrong|answer_colon|'So the total number of employees that can join the day trip is 60+30+15=105', 'Final answer: 105' (gold 570: the numbers of vehicles left out)
dt7:425|wrong|answer_colon|'So Lillian can expect to see 30+20=50 birds in her garden each day', 'Final answer: 50' (gold 150: three feeders of each kind)
dt7:426|wrong|answer_colon|'The total cost of the dinner is 5+2=7', 'Final answer: 7' (gold 11: the $4 bagel left out)
dt7:427|wrong|answer_colon|'He has $50-10=40 left', 'So Kenny started with 40 cards', 'Final answer: 40' (gold 150)
dt7:428|wrong|answer_colon|'So 2 guests did not get a second hotdog', 'Final answer: 2' (gold 26)
dt7:429|correct|answer_colon|'Final answer: 13'
dt7:430|correct|answer_colon|'Final answer: $132.00' (gold 132; equal in value, written with a dollar sign and cents)
dt7:431|wrong|answer_colon|'She needs $6-18=12', 'She needs $12+7+5=24', 'Final answer: 24' (gold 1)
dt7:432|correct|answer_colon|'Final answer: 30', then 'Please provide the next problem.'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
