__doc__ = r"""Build public_heldout236.jsonl: a 236th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 231's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-231's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. The
pages where a record opens (hzf_1374000, hzp_1216000, dt13_544000, dtgp_480000, dt7_432000) were
read again with read_file and pasted whole like the others (round 231's pastes were not reused);
each of the five re-read pages decodes byte-identical to round 231's own .page of the same offset
(compared by cmp; round 231's folder was still present). Every one of the 15 pages came out at
16,000 characters on its first paste. Display features, all pasted as shown: '  \\n' runs (two
spaces before a line break) on hzf_1374000 (test_000954, round 231's), hzf_1422000 (978, 987),
hzp_1216000 (837, round 231's), hzp_1232000 (851, 855), hzp_1248000 (855, 862) and hzp_1264000 (864,
865, 866, 870, 875), and ' \\n' with one space on hzp_1248000 (856) and in many DT `questions`;
'\\\\(' LaTeX escapes on hzf_1390000 (test_000959, 963); escaped quotes on hzf_1374000 (953,
round 231's), hzf_1422000 (984), hzf_1438000 (989), hzp_1216000 (835, round 231's), hzp_1232000
(852) and hzp_1248000 (857); '\\u2019' escapes on dt13_544000 (lines 694, 698, round 231's),
dtgp_480000 (596, round 231's), dt7_432000 (545, round 231's) and dt7_448000 (559, Octavia's
coffee); '\\u201c' / '\\u201d' on dt13_560000 (line 706, "fill the boot") and '\\u00be' there
(line 724, cut); '\\\\*' on dt13_544000 (line 700, round 231's) and dt7_448000 (lines 556 and 567,
'3\*40', '3\*1.00+2\*3.50'); four-space indents on dtgp_480000 (line 587, round 231's); '×', '÷',
'≤', '–', '—' and '’' stand in the display as themselves and were pasted so (hzf 965, 966, 980,
984, 986, 991, 993's gold, 994, 996's question; hzp 835, 837's and 846's golds, 852, 856's
question, 857, 868). No loop marker was needed (no verbatim loop on these pages). Nothing was
retyped from a decoded form; nothing is shortened.
Same-length slips: work/extract.py compared every whole line of the re-read pages that round 231
took with round 231's transcription (`r` and `q`): all identical (hzf test_000946-954, hzp
test_000836-845, dt13 lines 685-702, dtgp 588-604, dt7 533-550); for every record kept, the
question equals gsm8k/test.jsonl line rec (whitespace-normalised), the hz `gold` field equals
test_socratic.jsonl line rec's answer byte for byte, the DT `answer` float equals GSM8K's value
(two exceptions, below), and `r` decodes to the line's parsed field. The completions themselves
were read over against the display, and work/arith.py printed every simple 'a op b = c' in them
that does not hold; each was looked up in the display: the model's own (dt13:709 '12.5*48=576',
dt7:561 '320/3=106', dt7:563 '5/2=2', dtgp:610 '194*490=95160'; dt13:714's invented pool
'3*15*8=324') or a longer expression cut by the pattern. work/extract.py cut the records out by
script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1374000 (re-read), 1390000, 1406000, 1422000 and 1438000 (= hzf_1374000 ..
  hzf_1438000): test_000955 (the hospital's beds, opening in 1374000, cut there inside its gold)
  to test_000995 (Adam's trousers) whole (test_000966, Greta's brownies, crosses the edge of
  1390000 and 1406000 inside its gold; test_000978, the red and blue cars, the edge of 1406000
  and 1422000 inside its question; test_000987, Artemis's soil, the edge of 1422000 and 1438000
  just after its prediction, its prediction wholly in 1422000); test_000996 (the four children's
  ages) is cut inside its question at the page end and dropped: 41 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 1216000 (re-read),
  1232000, 1248000 and 1264000 (= hzp_1216000 .. hzp_1264000): test_000846 (Vicki's pop concert,
  opening in 1216000, cut there inside its question) to test_000876 (Amy's history test) whole
  (test_000855, 'I am three years younger than my brother', crosses the edge of 1232000 and
  1248000 inside its prediction; test_000864, George's burritos, the edge of 1248000 and 1264000
  inside its gold); test_000877 (Isaias's chickens) is cut inside its prediction and dropped
  (whole records only): 31 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-231): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 544000
  (re-read) and 560000 (= dt13_544000, dt13_560000): line 703 (Larry's dumplings, opening in
  544000, cut there inside its answers at 'Final answer: 5', its '0' in 560000) to line 723 (the
  restaurant's chairs) whole; line 724 (Bryce's pizzas) cut inside its questions and dropped: 21
  kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 480000 (re-read) and
  496000 (= dtgp_480000, dtgp_496000): line 605 (Patrick's lemonade, opening in 480000, cut there
  inside its questions) to line 624 (the two coaches) whole; line 625 (Arianna's garden) cut at
  its `answers` key and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) pages 432000 (re-read) and
  448000 (= dt7_432000, dt7_448000): line 551 (Carly's treat, opening in 432000, cut there inside
  its questions) to line 570 (Peter's action figures) whole; line 571 (Leah's kitten) cut inside
  its questions and dropped: 20 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems with
  answers of their own, or add a note). Gold: the line's `answer` (float, written as an integer),
  checked by the build; two floats lost GSM8K's gold on these pages and the dataset gold is
  transcribed (work/extract.py DT_GOLD, each compared with gsm8k/test.jsonl line rec's '####'
  value): dtgp:610 (the file's 65.0 for GSM8K's 65,960, Lewis' street) and dtgp:611 (1.0 for
  1,450,000, John's cancer research), the thousands lost both times, as round 214 found for the
  same two questions in the llama13b file; no minus sign was lost on these pages. rec = the file
  line, numbered as round 231 numbered it: work/extract.py checked that the whole lines before
  each take-from line are round 231's records (same text), and every line taken is the same
  question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions, each
  model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 248 files, 33,850 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round (the flash and pro runs, and
the three DT runs, across each other included): no repeat found, none dropped. 133 records kept.

Repository counts (133 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 72 (54.1 %:
deepseek-v4-flash 41, deepseek-v4-pro 31), DT6A/GSM8K-AI-SubQ 61 (45.9 %: Llama-2-13B chat 21,
ChatGPT 20, Llama-2-7B chat 20). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-231 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 97, wrong 36, no_answer 0; debatable 1 (hzf:962) (handsomeZR 67 correct, 5 wrong;
DT6A 30 correct, 31 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (133), no MATH.

Label conventions (rounds 37-231's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap, and also where
the working said the gold first (hzf:989 says 'So total 45 minutes.', the gold, then reasons that
peeling and cooking overlap, cut, then '#### 30': wrong; hzp:857 says 'So answer: 14000.', the
gold, then weighs a three-day total, cut, then '#### 4000': wrong, as round 231 labelled hzf:926
and hzf:953; hzf:984 reaches '28 plants' and is cut at 'so total cost =', then '#### 6', the
price of one plant: wrong; hzp:852 guesses at the number of red baskets, cut, then '#### 2':
wrong); a right final answer over wrong working is correct (dt13:714 '$20*1.5=30 on blueberries
at the store', 'He saved $30-20=10', gold 10; dt13:719 gives 175 kg to the cousin and 175 kg to
the brother, 'Final answer: 175', gold 175 for both); a completion that goes on with invented
problems or a note is labelled by the answer given to the question posed (dt13:714; dt7:557, 558,
559); equal in value but written differently is correct (dtgp:615 'Final answer: 33.00', gold 33);
another quantity is wrong (dt13:706 the 6 further hours, the gold the 9 hours in total; dtgp:606
'72 years', the months; dtgp:620 the 491 plays used, the gold the 1509 left); two differing
numbers on the answer line are wrong (dt13:723 'Final answer: 150,10', the normal and the baby
chairs apart, gold 160 together); an answer that follows the question as worded where the GSM8K
gold reads it otherwise is labelled against the gold and marked debatable (hzf:962 '#### 600'
for the tickets, the gold 1000 counting the $400 supplies in the travel cost).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1374000
(re-read), 1390000, 1406000, 1422000, 1438000; runs/deepseek_v4_pro/test_predictions.jsonl
offsets 1216000 (re-read), 1232000, 1248000, 1264000; DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 544000 (re-read), 560000;
eval_responses/chatgpt/eval_chat.jsonl offsets 480000 (re-read), 496000;
eval_responses/llama7b/eval_chat.jsonl offsets 432000 (re-read), 448000.

Leads for a later round: handsomeZR deepseek_v4_flash from 1454000 (test_000996, the four
children's ages, opens in 1438000, cut inside its question: read 1438000 again, this round's paste
will not be on disk); deepseek_v4_pro from 1280000 (test_000877, Isaias's chickens, opens in
1264000, cut inside its prediction: read 1264000 again); DT6A llama13b from 576000 (line 724,
Bryce's pizzas, opens in 560000, cut inside its questions: read 560000 again); chatgpt from 512000
(line 625, Arianna's garden, opens in 496000, cut at its `answers` key: read 496000 again);
llama7b from 464000 (line 571, Leah's kitten, opens in 448000, cut inside its questions: read
448000 again), and the other eval_*.jsonl files (check repeats: short hz answers repeat the other
deepseek run's, and earlier rounds found answers word for word across the DT models' files; watch
for DT `answer` floats that lost a minus sign or thousands, as dtgp:610 and 611 did here, and for
GSM8K golds that read the question otherwise, as hzf:962 here); round 104's other leads (7174Andy
Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout236.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout236.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout236.jsonl"
SOURCE = "public_heldout236"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1374000-1453999 (1374000 re-read, 1390000, 1406000, 1422000, 1438000)",
                        "test_000955-test_000995"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "1216000-1279999 (1216000 re-read, 1232000, 1248000, 1264000)",
                        "test_000846-test_000876"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 544000 "
        "(re-read) and 560000 of the file (lines 703-723)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 480000 "
        "(re-read) and 496000 of the file (lines 605-624)",
        DT_PROMPT, "long_cot", "gsm8k",
        "`answer` (float; where it lost the thousands, lines 610 and 611, GSM8K's value as "
        "transcribed)",
        DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 432000 "
        "(re-read) and 448000 of the file (lines 551-570)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:955|correct|hash|opens in page 1374000 (cut there inside its gold), its prediction wholly in 1390000; 'Thus unoccupied beds = 1000 - 900 = 100.', '#### 100'
hzf:956|correct|hash|
hzf:957|correct|hash|
hzf:958|correct|hash|
hzf:959|correct|hash|'Thus total balls are \(7 \times 1 = 7\).', '#### 7'
hzf:960|correct|hash|
hzf:961|correct|hash|
hzf:962|wrong|hash|debatable: 'Travel costs 50% more, so travel cost is $400 + 0.50 * $400 = $400 + $200 = $600.', '#### 600' (the tickets); the GSM8K gold 1000 counts the $400 supplies in what travel costs ('So it cost 600+400=$1000 in total'): labelled against the gold as given; the question as worded ('The tickets for travel cost ... How much does travel cost?') could be read as the tickets alone
hzf:963|correct|hash|
hzf:964|correct|hash|
hzf:965|correct|hash|
hzf:966|correct|hash|crosses the edge of 1390000 and 1406000 inside its gold; 'Left: 5.5 - 1.5 = 4 dozen. 4 dozen is 4 × 12 = 48 individual brownies.', '#### 48'
hzf:967|correct|hash|
hzf:968|correct|hash|
hzf:969|correct|hash|
hzf:970|correct|hash|
hzf:971|correct|hash|
hzf:972|correct|hash|
hzf:973|correct|hash|
hzf:974|correct|hash|
hzf:975|correct|hash|
hzf:976|correct|hash|
hzf:977|correct|hash|
hzf:978|correct|hash|crosses the edge of 1406000 and 1422000 inside its question; 'Both cars cost $100 + $60 = $160.', '#### 160'
hzf:979|correct|hash|
hzf:980|correct|hash|
hzf:981|correct|hash|
hzf:982|correct|hash|
hzf:983|correct|hash|
hzf:984|wrong|hash|the working finds 'So total plants = 45.', 'she needs to buy 45 - 17 = 28 plants. Each costs $6, so total cost =', cut at the 1024-token cap, then '#### 6' (gold 342: 111 / 1.5 = 74 plants, 57 to buy at $6; 6 is the price of one plant)
hzf:985|correct|hash|
hzf:986|correct|hash|
hzf:987|correct|hash|its prediction wholly in 1422000, the edge of 1422000 and 1438000 just after it; 'they can plant 3 roses.', '#### 3'
hzf:988|correct|hash|
hzf:989|wrong|hash|the working first finds 'So total 45 minutes.' (the gold), then lets peeling and cooking overlap, 'So total time would be 30 minutes? But is that correct?', cut at the 1024-token cap, then '#### 30' (gold 45: 15 minutes peeling then 30 cooking; the last, marked answer counts)
hzf:990|correct|hash|
hzf:991|correct|hash|
hzf:992|correct|hash|
hzf:993|correct|hash|
hzf:994|correct|hash|'Convert to minutes: 120 ÷ 60 = 2 minutes.', '#### 2'
hzf:995|correct|hash|
hzp:846|correct|hash|opens in page 1216000 (cut there inside its question), its prediction wholly in 1232000; 'The number of groups is 110 / 10 = 11.', '#### 11'
hzp:847|correct|hash|
hzp:848|correct|hash|
hzp:849|correct|hash|
hzp:850|correct|hash|
hzp:851|correct|hash|
hzp:852|wrong|hash|a deliberation over how many red baskets '3 baskets of green food and red food' means, cut at the 1024-token cap ('Possibly the intended is "3 baskets of green food and 2'), then '#### 2' (gold 123: 3 green baskets at $25 and 3 red at $18 - $2)
hzp:853|correct|hash|
hzp:854|correct|hash|
hzp:855|correct|hash|crosses the edge of 1232000 and 1248000 inside its prediction; '6X = 78, so X = 13.', '#### 13'
hzp:856|correct|hash|
hzp:857|wrong|hash|the working says 'So calculation: initial 4000, then 8000, then 8000+6000=14000. So answer: 14000.' (the gold), then weighs a three-day total '4000 + 8000 + 14000 = 26000', cut at the 1024-token cap while quoting the question, then '#### 4000' (gold 14000: the last, marked answer counts; 4000 is the first day's amount)
hzp:858|correct|hash|
hzp:859|correct|hash|
hzp:860|correct|hash|
hzp:861|correct|hash|
hzp:862|correct|hash|
hzp:863|correct|hash|
hzp:864|correct|hash|crosses the edge of 1248000 and 1264000 inside its gold; 'Leftover: 600 - 520 = 80 burritos.', '#### 80'
hzp:865|correct|hash|
hzp:866|correct|hash|
hzp:867|correct|hash|
hzp:868|correct|hash|'Total cost: 12 boxes × $1.25 per box = $15.00.', '#### 15'
hzp:869|correct|hash|
hzp:870|correct|hash|
hzp:871|correct|hash|
hzp:872|correct|hash|
hzp:873|correct|hash|
hzp:874|correct|hash|
hzp:875|correct|hash|
hzp:876|correct|hash|
dt13:703|correct|answer_colon|opens in page 544000 (cut there inside its answers at 'Final answer: 5'), its last character in 560000; 'So Larry cooked 8*4+6*3=32+18=50 dumplings in total.', 'Final answer: 50'
dt13:704|correct|answer_colon|
dt13:705|correct|answer_colon|
dt13:706|wrong|answer_colon|'They need to fundraise for 4200/700=6 hours to reach their goal.', 'Final answer: 6' (gold 9: the hours in total, 6300 / 700; 6 are the hours still to come)
dt13:707|wrong|answer_colon|'So the city uses 40%*80%=32% of the river's total water for non-industrial purposes', 'Final answer: 32%' (gold 8: 20% of its 40% is non-industrial; 32% is the industrial share)
dt13:708|correct|answer_colon|
dt13:709|wrong|answer_colon|'So the factory would make 12.5*48=576 quarts of vanilla', '2400+576=3076 quarts', 'Final answer: 3076' (gold 3000: 12.5 x 48 is 600)
dt13:710|wrong|answer_colon|'The total amount Marcus needs to pay before the discount is 15+10+12+13=40', '40*0.9=36', 'Final answer: 36' (gold 45: the items sum to 50, less 10%)
dt13:711|wrong|answer_colon|'She can buy 2 scoops with $6.00', 'Final answer: 2' (gold 6: $3.00 buys 3 scoops with the free one, so $6.00 gets 6)
dt13:712|wrong|answer_colon|'Amy has 100 - 42 = 58 pieces of candy after two weeks', 'Final answer: 58' (gold 14: how much more than Ginger's 44; 58 is Amy's own)
dt13:713|correct|answer_colon|
dt13:714|correct|answer_colon|'He spent $20*1.5=30 on blueberries at the store', 'He saved $30-20=10', 'Final answer: 10' for the question posed (gold 10: $75 at the store against $20 + $45; a right final answer over wrong working), then an invented pool problem with its own 'Final answer: 324', which does not count
dt13:715|wrong|answer_colon|'The new price of each computer is ... $700*1.1=770', 'So the company paid $700*500=350,000', 'Final answer: 350000' (gold 385000: 500 at the new $770)
dt13:716|correct|answer_colon|
dt13:717|correct|answer_colon|
dt13:718|correct|answer_colon|
dt13:719|correct|answer_colon|'Goldy gave 7*25=175 kilograms of rice to her cousin', 'Goldy gave 7*25=175 kilograms of rice to her brother', 'Final answer: 175' (gold 175, the 7 sacks to both together: the final answer is the gold, the last two steps misattribute it)
dt13:720|correct|answer_colon|
dt13:721|wrong|answer_colon|'A12: 300*5=1500', 'A13: 1500+225=1725', 'Final answer: 1725' (gold 2450: 3 minutes at 300 + 250 taps, 2 minutes at 200 + 200)
dt13:722|wrong|answer_colon|'He will save $120-3*25=120-75=45', 'Final answer: 45' (gold 255: the $450 damage avoided less the $120 fine and $75 of asphalt)
dt13:723|wrong|answer_colon|'A3: 170-20=150', 'A4: 23-13=10', 'Final answer: 150,10' (gold 160: the normal and baby chairs left together; two numbers, neither the total)
dtgp:605|correct|answer_colon|opens in page 480000 (cut there inside its questions), its answers wholly in 496000; 'Patrick earned $30 + $12 = $42 from selling lemonade for 6 hours.', 'Final answer: 42'
dtgp:606|wrong|answer_colon|'So the tire needs to be replaced after 10,440,000/145,000=72 years.', 'Final answer: 72' (gold 6: 145,000 rotations a month, so 72 months)
dtgp:607|wrong|answer_colon|'Jackie gets 60 pumps of shampoo from the jumbo bottle.', '24.00/60=0.40 dollars, which is equal to 40 cents', 'Final answer: 40' (gold 10: 120 washes at 2 pumps are 240 pumps, 2400 / 240 cents)
dtgp:608|wrong|answer_colon|'The discount on the shirt is 25*0.3=7.5', 'Joe will have 50-52.5=-2.5 left', 'Final answer: -2.5' (gold 8: 30% off both, $42)
dtgp:609|correct|answer_colon|
dtgp:610|wrong|answer_colon|'It costs 194*490=95160 dollars', '95160-29100=66060', 'Final answer: 66060' (gold 65960, GSM8K's: 194 x 490 is 95,060; the file's `answer` 65.0 lost the thousands)
dtgp:611|wrong|answer_colon|'After the first 5 months, John received 100,000*1.5=150,000 per month.', 'Final answer: 6850000' (gold 1450000, GSM8K's: $20,000 a month at first, 45 months at $30,000; the file's `answer` 1.0 lost the thousands)
dtgp:612|correct|answer_colon|'So the total amount of meat consumed by the team is 6 + 8 + 16 + 0 + 0 = 30.', 'Final answer: 30'
dtgp:613|wrong|answer_colon|'So the group makes 3000*30=90000 posts in a month', 'Final answer: 90000' (gold 93000: March has 31 days)
dtgp:614|correct|answer_colon|
dtgp:615|correct|answer_colon|'Scarlett spent a total of 10.00+5.00+6.00+10.00+2.00=33.00', 'Final answer: 33.00' (gold 33; equal in value, written with cents)
dtgp:616|correct|answer_colon|
dtgp:617|correct|answer_colon|
dtgp:618|correct|answer_colon|
dtgp:619|correct|answer_colon|
dtgp:620|wrong|answer_colon|'So both DVDs can be played a total of 356+135=491 times before they break.', 'Final answer: 491' (gold 1509: the plays left, 644 + 865; 491 are the plays used)
dtgp:621|correct|answer_colon|
dtgp:622|correct|answer_colon|
dtgp:623|wrong|answer_colon|'In 12 years, Charmaine will be 16+12=28 years old.', 'Final answer: 32' (gold 8: she is 4 now, 8 in 4 years)
dtgp:624|correct|answer_colon|
dt7:551|correct|answer_colon|opens in page 432000 (cut there inside its questions), its answers wholly in 448000; 'Carly gets $50-33=17 back in change', 'Final answer: 17'
dt7:552|wrong|answer_colon|'For selling goods worth $2500, she earns 30% commission which is 750$', 'Final answer: 750' (gold 450: 30% of the first $1000 and 10% of the other $1500)
dt7:553|correct|answer_colon|
dt7:554|wrong|answer_colon|'so it takes him 2*2=4 minutes longer to swim a mile', 'So the answer is 12 minutes.', 'Final answer: 12' (gold 54: a warm mile takes 2 + 2 x 16 = 34 minutes, 102 - 48)
dt7:555|wrong|answer_colon|'he earns $40 per week', 'To save $80, John will need to work for 80/10=8 weeks.', 'Final answer: 8' (gold 2: 80 / 40)
dt7:556|correct|answer_colon|
dt7:557|wrong|answer_colon|'A4: 56 holes in the buttons with four holes', 'A5: 71 holes in all the buttons in the bag', 'Final answer: 71' for the question posed (gold 70: 14 + 56), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:558|correct|answer_colon|'Peter's locker is 12/4=3 cubic inches', 'Final answer: 3' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:559|wrong|answer_colon|'he drinks 10*2=20 cups of coffee per day', 'Juan needs to reduce his intake by 4-2=2 cups', 'Final answer: 2', then 'Note: I have answered the questions ...' (gold 16: 20 - 4)
dt7:560|correct|answer_colon|
dt7:561|wrong|answer_colon|'Bob weighs twice as much as Susan, so he weighs 2*20=40 pounds', 'So the average weight of the three friends is 320/3=106 pounds', 'Final answer: 106' (gold 180: Bob 260, 540 / 3)
dt7:562|wrong|answer_colon|'So the final angle from the ground to the sun is 32 degrees-50 degrees=-18 degrees', 'Final answer: -18' (gold 82: 32 + 50)
dt7:563|wrong|answer_colon|'James needs 1 pack of candles for the older son.', 'In total, James spends $3 + 6 = 9 on candles.', 'Final answer: 9' (gold 12: 12 + 8 = 20 candles, 4 packs at $3)
dt7:564|wrong|answer_colon|'She read 0 pages in the first week', 'So she read 133.34+100=233.34 pages in two weeks', 'Final answer: 233.34' (gold 240: 20 pages a night for 7 nights, 140 + 100)
dt7:565|wrong|answer_colon|'So there are 4+3=7 sandwiches left', 'Final answer: 7' (gold 5: 12 - 7; 7 is what they ate)
dt7:566|wrong|answer_colon|'His nephew will be 7 years younger than Shiloh, so he is 44-7=37', 'Final answer: 37' (gold 10: 51 / 3 = 17 in 7 years)
dt7:567|wrong|answer_colon|'For each of the last two teeth, the tooth fairy gave $3.50', 'Final answer: 14.50' (gold 9: $0.50 each for the last two, 5 + 3 + 1)
dt7:568|correct|answer_colon|
dt7:569|correct|answer_colon|'Liam sold 63/4=15.75 lemonades', 'So Mitchell made $84-63=21 more dollars', 'Final answer: 21'
dt7:570|wrong|answer_colon|'Peter spent $5*4=20 on wooden action figures', 'Peter will have 3+4=7 action figures by the end of the week', 'Final answer: 7' (gold 23: $10 a day, 8 wooden figures for $40 and 15 plastic for $30)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
