__doc__ = r"""Build public_heldout196.jsonl: a 196th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 190's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-190's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste. No loop marker was needed
(no verbatim loop on these pages). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on a page round 190 holds, round 190's verified paste (hzf_894000,
hzp_784000, dt13_352000, dt7_288000, and dtgp_336000, round 184's paste that round 190 copied into
its pages/) was copied in, not re-read, passed the same length check here and decodes
byte-identical to round 190's .page (work/mk.py compares them); it was joined so that the record
is taken whole; the records earlier rounds took are not taken again. work/extract.py cut the
records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 910000, 926000 and 942000 (= hzf_910000, hzf_926000, hzf_942000) joined with
  round 190's page 894000 (hzf_894000): test_000628 (Adam's roller coaster, opening in 894000,
  cut there inside its question) to test_000656 (Mike's 200-page book) whole (test_000640, Bill's
  truck, crosses the edge of 910000 and 926000 inside its prediction; test_000648, Howie's
  cupcakes, crosses the edge of 926000 and 942000 inside its gold); test_000657 (James's plane)
  is cut inside its prediction at the page end and dropped: 29 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 800000, 816000 and
  832000 (= hzp_800000, hzp_816000, hzp_832000) joined with round 190's page 784000
  (hzp_784000): test_000549 (Jonathan's toys, opening in 784000, cut there inside its question)
  to test_000581 (Max's two movies) whole (test_000558, the lockers, crosses the edge of 800000
  and 816000 inside its prediction, between the backslash and the 'n' of its last '\n';
  test_000570, Peter's action figures, crosses the edge of 816000 and 832000 inside its
  metadata); test_000582 (Juan's and Herb's houses) is cut inside its prediction at the page end
  and dropped: 33 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-190): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 368000
  and 384000 (= dt13_368000, dt13_384000) joined with round 190's page 352000 (dt13_352000):
  line 459 (the farmer's feed, opening in 352000, cut there inside its answers) to line 500
  (Lily's, David's and Bodhi's insects) whole (line 480, Jasper's paint tubes, crosses the edge
  of 368000 and 384000 inside its answers); line 501 (Mariah's yarn) cut inside its answers and
  dropped: 42 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 352000 (= dtgp_352000)
  joined with round 184's page 336000 (dtgp_336000, from round 190's pages/): line 426
  (Aleksandra's dinner, opening in 336000, cut there inside its questions; its answers wholly in
  352000) to line 444 (Movies A, B and C) whole; line 445 (Michael's horse and hay) cut inside
  its questions and dropped; line 435 (Ray's lollipops) is a repeat (below) and not taken: 18
  kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 304000 (= dt7_304000)
  joined with round 190's page 288000 (dt7_288000): line 374 (Mary's sheep, opening in 288000,
  cut there inside its questions) to line 394 (Wendy's books) whole; line 395 (Erica's Valentine's
  cards) cut inside its questions and dropped: 21 kept. `r` = the line's `answers` body (enc
  json): the answering model's answers A1..An to sub-questions another model wrote, ending
  'Final answer: N' (some then invent a new problem or add a note or an instruction). Gold: the
  line's `answer` (float, written as an integer), checked by the build; one float lost GSM8K's
  gold: dt13 line 489 (the three countries' temperatures) holds 10.0 where GSM8K has '#### -10',
  so its gold is the dataset's -10, transcribed (work/extract.py DT_GOLD; the build's gold_source
  line for it still says "equal to the file's own `answer`", which the label note corrects).
  rec = the file line, numbered as round 190 numbered it: work/extract.py checked that the whole
  line before each take-from line is round 190's last record (same problem), and every line
  taken is the same question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K
  questions (lines 426-444 of chatgpt are the lines round 190 took from llama13b), each model's
  own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 289 files, 29,632 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): one repeat found and dropped, dtgp line 435 (Ray's
lollipops, ChatGPT), word for word round 190's dt13:435 (Llama-2-13B's answer to the same
sub-questions); it is not numbered afresh. 143 records kept.

Repository counts (143 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 62 (43.4 %:
deepseek-v4-flash 29, deepseek-v4-pro 33), DT6A/GSM8K-AI-SubQ 81 (56.6 %: Llama-2-13B chat 42,
ChatGPT 18, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-190 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 91, wrong 52, no_answer 0; debatable 0 (handsomeZR 57 correct, 5 wrong; DT6A 34
correct, 47 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (143), no MATH.

Label conventions (rounds 37-190's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:641 says
'Total = 262500. ... So I'll go with that.', cut, then '#### 20000': wrong, the right number only
in the working; hzf:652 and hzp:552 name the gold as one reading, cut, then '#### 1', '#### 100';
hzf:640 never sums its costs, cut, then '#### 1500'); a right final answer over wrong working is
correct (dt13:459 'Final answer: 2' after a mis-added total, dt13:483 'Final answer: 40' after
'40-80=40'); a completion that goes on with an invented problem is labelled by the answer given
to the question posed (dt13:470, 484, 491, 493; dt7:380, 381, 384, 394); text after the
committed answer does not count (dt7:374's note, dt7:389's instruction); a 'Final answer:' line
holding an expression and its value is read for the value (dt13:470 'Final answer: 10-8=2',
dt13:487 'Final answer: 4/2=2 bags': both wrong); equal in value but written differently is
correct (dtgp:430 '132.00'); a fraction given where a percentage is asked is read for its value
(dt13:473 '1/5', gold 10: wrong); a wrong sign is wrong (dt13:489 '10', gold -10).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 910000,
926000, 942000 (894000 reused from round 190, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 800000, 816000, 832000 (784000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 368000, 384000 (352000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 352000 (336000 reused, round 184's paste),
eval_responses/llama7b/eval_chat.jsonl offset 304000 (288000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 958000 (test_000657, James's plane,
opens in 942000, cut inside its prediction: join this round's paste) and deepseek_v4_pro from
848000 (test_000582, Juan's and Herb's houses, opens in 832000, cut inside its prediction: join
this round's paste); DT6A llama13b from 400000 (line 501, Mariah's yarn, opens in 384000, cut
inside its answers: join this round's paste); chatgpt from 368000 (line 445, Michael's horse,
opens in 352000, cut inside its questions: join this round's paste); llama7b from 320000 (line
395, Erica's Valentine's cards, opens in 304000, cut inside its questions: join this round's
paste), and the other eval_*.jsonl files (check repeats: the same sub-questions recur, and short
DT answers repeat across the DT models' files, as dtgp:435 did; short hz answers may repeat the
other deepseek run's); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999
CoT from 64000) were not taken here.

Usage: python build_public_heldout196.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout196.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout196.jsonl"
SOURCE = "public_heldout196"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "894000-957999 (894000 from round 190, 910000, 926000, 942000)",
                        "test_000628-test_000656"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "784000-847999 (784000 from round 190, 800000, 816000, 832000)",
                        "test_000549-test_000581"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 352000 "
        "(round 190's) and pages 368000 and 384000 of the file (lines 459-500)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 336000 "
        "(round 184's paste) and page 352000 of the file (lines 426-444, 435 not taken)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 288000 "
        "(round 190's) and page 304000 of the file (lines 374-394)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:628|correct|hash|opens in round 190's page 894000 (cut there inside its question), its prediction wholly in 910000; '#### 4'
hzf:629|correct|hash|
hzf:630|correct|hash|
hzf:631|correct|hash|
hzf:632|correct|hash|
hzf:633|correct|hash|
hzf:634|correct|hash|
hzf:635|correct|hash|
hzf:636|correct|hash|
hzf:637|correct|hash|
hzf:638|correct|hash|'Total cost is $6.50 + $5.50 = $12.00.' then '#### 12'
hzf:639|correct|hash|
hzf:640|wrong|hash|crosses the edge of 910000 and 926000 inside its prediction; lists the costs ($30,000, $7,500, $2,500, $2,000, $1,500) then deliberates over the towing package's missing price, never sums them, cut at the 1024-token cap ('so towing package'), then '#### 1500' (gold 43500)
hzf:641|wrong|hash|a long deliberation over the bonus ('Total = 262500. ... So I'll go with that.'), cut at the 1024-token cap ('The phrase "his $'), then '#### 20000' (gold 262500): the right number only in the working
hzf:642|correct|hash|
hzf:643|correct|hash|
hzf:644|correct|hash|
hzf:645|correct|hash|
hzf:646|correct|hash|
hzf:647|correct|hash|
hzf:648|correct|hash|crosses the edge of 926000 and 942000 inside its gold, its prediction wholly in 942000; '#### 54'
hzf:649|wrong|hash|'70 × 2000 = 140000. Then, 20000 more new likes were added: 140000 + 20000 = 160000.' then '#### 160000' (gold 162000: the first week's 2000 likes left out)
hzf:650|correct|hash|
hzf:651|correct|hash|
hzf:652|wrong|hash|a long deliberation ('$15 + $30 + $30 = $75' named as one reading, then 'Total = $15 + $30 + $60 = $105'), cut at the 1024-token cap ('maybe it'), then '#### 1' (gold 75): the right number only in the working
hzf:653|correct|hash|
hzf:654|correct|hash|
hzf:655|correct|hash|
hzf:656|correct|hash|
hzp:549|correct|hash|opens in round 190's page 784000 (cut there inside its question), its prediction wholly in 800000; '#### 398'
hzp:550|correct|hash|
hzp:551|correct|hash|
hzp:552|wrong|hash|a long deliberation over the 'additional 10%' ('That would be $300 + $150 = $450.' named as one reading, leaning to 40% and $900), cut at the 1024-token cap ('If you sell goods worth $100'), then '#### 100' (gold 450): the right number only in the working
hzp:553|correct|hash|
hzp:554|correct|hash|
hzp:555|correct|hash|
hzp:556|correct|hash|
hzp:557|correct|hash|
hzp:558|correct|hash|crosses the edge of 800000 and 816000 inside its prediction (at the '\n' before '#### 3'); '#### 3'
hzp:559|correct|hash|
hzp:560|correct|hash|
hzp:561|correct|hash|
hzp:562|correct|hash|
hzp:563|correct|hash|
hzp:564|correct|hash|
hzp:565|correct|hash|
hzp:566|correct|hash|
hzp:567|correct|hash|
hzp:568|correct|hash|
hzp:569|correct|hash|
hzp:570|correct|hash|crosses the edge of 816000 and 832000 inside its metadata (its prediction wholly in 816000); '#### 23'
hzp:571|correct|hash|
hzp:572|correct|hash|
hzp:573|correct|hash|
hzp:574|correct|hash|
hzp:575|correct|hash|
hzp:576|correct|hash|
hzp:577|correct|hash|
hzp:578|correct|hash|
hzp:579|correct|hash|
hzp:580|correct|hash|
hzp:581|correct|hash|
dt13:459|correct|answer_colon|opens in round 190's page 352000 (cut there inside its answers), its answers ending in 368000; 'Final answer: 2' over wrong working ('Total: 3150 + 48 + 1300 + 2 = 4802 pounds', the sum is 4500), the stated answer still the gold
dt13:460|correct|answer_colon|'Final answer: 84'
dt13:461|correct|answer_colon|'Final answer: 9'
dt13:462|correct|answer_colon|'Final answer: 71'
dt13:463|wrong|answer_colon|'15*5/100=15*2=30', 'Final answer: 30' (gold 18)
dt13:464|wrong|answer_colon|'Finley finished in 5th place.', 'Final answer: 5' (gold 6)
dt13:465|wrong|answer_colon|'Miss Maria gives 350-100=250 cards to her students', 'Final answer: 25' (gold 30: 100 cards kept for 50)
dt13:466|wrong|answer_colon|'Kelly paid 10 dollars - 8 dollars = 2 dollars more than Becky', 'Final answer: 2' (gold 1: Kelly's discounted 9 dollars not used)
dt13:467|wrong|answer_colon|'2+4+8=14 pieces of laundry in each room', 'So there are 14*80=1120', 'Final answer: 1120' (gold 1200: the comforter left out)
dt13:468|wrong|answer_colon|'So he will have 200-180=20 shoes on Sunday', 'Final answer: 20' (gold 120: the pairs he gained left out)
dt13:469|correct|answer_colon|'Final answer: 4'
dt13:470|wrong|answer_colon|'it cost $3(3-1)=3(2)=6', 'Final answer: 10-8=2' for the question posed (gold 3; the line holds the difference and its value), then an invented swimming-pool problem with its own 'Final answer: 135', which does not count
dt13:471|wrong|answer_colon|'240-1/3 of 240=160 pencils left at the end of the year', 'Final answer: 160' (gold 80)
dt13:472|wrong|answer_colon|'He has to eat 5/2=2 carrot sticks to get five cookies.', 'Final answer: 2' (gold 6)
dt13:473|wrong|answer_colon|'24/120=1/5', 'Final answer: 1/5' (gold 10, a percentage: two 6-inch remoras counted twice, and a fraction given)
dt13:474|wrong|answer_colon|'3/4 of 200=150 students', 'So there are 150+20=170 students', 'Final answer: 170' (gold 80)
dt13:475|wrong|answer_colon|'He has to spend 240/3=80 minutes walking each day', 'Final answer: 80' (gold 20)
dt13:476|correct|answer_colon|'Final answer: 5'
dt13:477|wrong|answer_colon|'9+6=15 kids are allergic to either dairy or peanuts', '32-15=17', 'Final answer: 17' (gold 20: the 3 with both allergies counted twice)
dt13:478|wrong|answer_colon|'200*3=600+7*3=210=810', 'Final answer: 810' (gold 621)
dt13:479|correct|answer_colon|'10,000+5400=15,400', 'Final answer: 15400'
dt13:480|correct|answer_colon|crosses the edge of 368000 and 384000 inside its answers; 'So Jasper has 2+9=11 tubes of paint in total', 'Final answer: 11'
dt13:481|wrong|answer_colon|'The weight of the 2010 penny is 48/3=16 grains', 'Final answer: 64' (gold 84)
dt13:482|correct|answer_colon|'Final answer: 26'
dt13:483|correct|answer_colon|'Final answer: 40' after 'Luri can add 40-80=40 fewer songs than Gabriel' (the difference written backwards), the stated answer still the gold
dt13:484|wrong|answer_colon|'he ate 2/5*60=48 oranges', 'Final answer: 480' for the question posed (gold 240), then an invented swimming-pool problem with its own 'Final answer: 5400', which does not count
dt13:485|wrong|answer_colon|'Her handbag costs $80-$20=60', 'Final answer: 60' (gold 220)
dt13:486|correct|answer_colon|'Final answer: 6'
dt13:487|wrong|answer_colon|'25 pounds of oats per day / 50 pounds per bag=1/2 bag', 'Final answer: 4/2=2 bags' (gold 4; the line holds the quotient and its value)
dt13:488|wrong|answer_colon|'Jana has 27/3=9 Pomeranians', 'Final answer: 3' (gold 6)
dt13:489|wrong|answer_colon|'(-48+21+(-3))/3=10 degrees Fahrenheit', 'Final answer: 10' (gold -10, GSM8K's '#### -10'; the file's `answer` is 10.0, the minus sign lost, so the dataset gold is transcribed): the sign is wrong
dt13:490|correct|answer_colon|'Final answer: 4'
dt13:491|correct|answer_colon|'Final answer: 16' for the question posed, then an invented swimming-pool problem with its own 'Final answer: 540', which does not count
dt13:492|correct|answer_colon|'Final answer: 32'
dt13:493|wrong|answer_colon|'Each razor will cost $8.00/8=10 cents each', 'Final answer: 10' for the question posed (gold 25), then an invented swimming-pool problem with its own 'Final answer: 360', which does not count
dt13:494|wrong|answer_colon|'560/12=46.67 feet', 'Final answer: 46.67' (gold 21)
dt13:495|correct|answer_colon|'Final answer: 200'
dt13:496|wrong|answer_colon|'Angela is currently 14-4=10', 'Final answer: 10' (gold 38)
dt13:497|wrong|answer_colon|'14 days\*2 rides/day=28 rides in the morning', '$168+56=224', 'Final answer: 224' (gold 112: the rides counted twice)
dt13:498|correct|answer_colon|'Final answer: 40'
dt13:499|wrong|answer_colon|'Mark needs to have 200-125=75 guests', 'Final answer: 75' (gold 10)
dt13:500|wrong|answer_colon|'David found 3/2=2 insects', 'Lily found 7+2=9 insects', 'Final answer: 9' (gold 16)
dtgp:426|correct|answer_colon|opens in round 184's page 336000 (copied into round 190's pages; cut there inside its questions), its answers wholly in 352000; 'Final answer: 11'
dtgp:427|wrong|answer_colon|'X - $150 = $1.5 * (2/3) * X', 'X = $150 / $0.5', 'Final answer: 300' (gold 150)
dtgp:428|wrong|answer_colon|'The caterer prepared hot dogs for 36/2=18 guests.', '40-18=22', 'Final answer: 22' (gold 26)
dtgp:429|correct|answer_colon|'Final answer: 13'
dtgp:430|correct|answer_colon|'Final answer: 132.00' (gold 132; equal in value, written with decimals)
dtgp:431|wrong|answer_colon|'Dora needs 6+11+2=19 dollars', 'Final answer: 19' (gold 1: the amount she still needs, not the total cost)
dtgp:432|correct|answer_colon|'Final answer: 30' (after '<<150*1/5=30>>30' calculator marks in the working)
dtgp:433|correct|answer_colon|'Final answer: 6'
dtgp:434|correct|answer_colon|'George can buy 3.80/0.75=5.07 candy bars.', 'Final answer: 5'
dtgp:436|correct|answer_colon|'Final answer: 15'
dtgp:437|correct|answer_colon|'Final answer: 7'
dtgp:438|correct|answer_colon|'Final answer: 2'
dtgp:439|wrong|answer_colon|'Bernadette should leave 4-5=-1 minute earlier', 'Final answer: -1' (gold 17)
dtgp:440|wrong|answer_colon|'360/3 = 120 feet', 'the perimeter in feet is 86*3 = 258 feet', 'Final answer: 258' (gold 98)
dtgp:441|wrong|answer_colon|'7 packs of beads - 3 packs of beads = 4 more packs', 'Final answer: 4' (gold 80: packs, not beads)
dtgp:442|correct|answer_colon|'Final answer: 49'
dtgp:443|wrong|answer_colon|'it takes James 40 + 80 + 50 + 10 = 180 minutes to do the run.', 'Final answer: 180' (gold 59)
dtgp:444|wrong|answer_colon|'Movie A was 75/4=18.75 minutes long.', 'Final answer: 18.75' (gold 20: Movie B's 5 extra minutes left out)
dt7:374|correct|answer_colon|opens in round 190's page 288000 (cut there inside its questions), its answers wholly in 304000; 'Final answer: 45', then 'Note: I have answered the questions and provided the final answer for the last problem given.', which does not count
dt7:375|correct|answer_colon|'Final answer: 48'
dt7:376|wrong|answer_colon|'20+20=40 pupils remain', 'A4: 20 pupils like yellow', 'Final answer: 20' (gold 15)
dt7:377|wrong|answer_colon|'the total number of apples Lucy picked over the three days is 12+24=36', 'Final answer: 36' (gold 50: Monday's 14 apples left out)
dt7:378|wrong|answer_colon|'Lindsay misses 25-75=50 socks.', 'Final answer: 50' (gold 15)
dt7:379|correct|answer_colon|'Final answer: 21'
dt7:380|wrong|answer_colon|'$3,650 x 10%/12= $304 per month', 'Final answer: $304' for the question posed (gold 803), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:381|correct|answer_colon|'Final answer: 67' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:382|wrong|answer_colon|'50+100+120=270', 'Final answer: 270' (gold 350: Axel's 80 gold pesos left out)
dt7:383|wrong|answer_colon|'Millie makes a profit of $36-6=30 per hour.', 'Final answer: 30' (gold 2)
dt7:384|wrong|answer_colon|'So Mr. Ruther had 4.3 hectares of land at first', 'Final answer: 4.3' for the question posed (gold 32), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:385|wrong|answer_colon|'26+26+3=55 people sang in the performance', 'Final answer: 55' (gold 16)
dt7:386|wrong|answer_colon|'65+94+81+86+74=490', '490/5=98', 'Final answer: 98' (gold 80: the sum is 400)
dt7:387|correct|answer_colon|'Final answer: 36'
dt7:388|correct|answer_colon|'A3: 88', 'Final answer: 88'
dt7:389|correct|answer_colon|'Final answer: 6', then 'Please answer the questions with "AN:" followed by the answer, and the final answer at the end.', which does not count
dt7:390|correct|answer_colon|'Final answer: 12'
dt7:391|wrong|answer_colon|'Betty has 5/11=45 popsicles', 'Sam has 55-45=10 more', 'Final answer: 10' (gold 15)
dt7:392|wrong|answer_colon|'Tim saves $60-$12= $48', 'Final answer: 48' (gold 34: Netflix left out and the bundle taken as $12)
dt7:393|wrong|answer_colon|'She spent 6/90=66.67% editing the song', 'Final answer: 66.67%' (gold 20)
dt7:394|wrong|answer_colon|'20 more than 40 books is 60 books', 'Final answer: 60' for the question posed (gold 92), then an invented swimming-pool problem with its own 'Final answer: 540', which does not count
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
