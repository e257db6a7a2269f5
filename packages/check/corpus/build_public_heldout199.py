__doc__ = r"""Build public_heldout199.jsonl: a 199th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 196's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-196's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page kept came out at 16,000 characters on its first paste. No loop marker was needed (no
verbatim loop on these pages). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on a page round 196 holds, round 196's verified paste (hzf_942000,
hzp_832000, dt13_384000, dtgp_352000, dt7_304000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 196's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
One page was read and NOT kept: deepseek_v4_flash offset 990000 (test_000676's tail to
test_000689's metadata) decoded to 15,993 characters, not 16,000, on its paste; a second read
showed the same text as pasted, so the 7 missing characters could not be found by reading (the
page holds seven '  \\n' runs, two spaces before a line break, in test_000681 and test_000689,
which may hide a third space each); the paste is kept in work/rejected/ and no record is taken
from it, so the flash run stops at test_000675 (test_000676, Skyler's investment, whose line is
cut at the end of page 974000 after its prediction, is not taken either: whole records only).
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 958000 and 974000 (= hzf_958000, hzf_974000) joined with round 196's page
  942000 (hzf_942000): test_000657 (James's plane, opening in 942000, cut there inside its
  prediction) to test_000675 (James's doggie shelter toys) whole (test_000670, the candy pooled
  by Robert, Cindy and Aaron, crosses the edge of 958000 and 974000 inside its question);
  test_000676 (Skyler's investment) is cut at the page end inside its metadata and dropped (see
  above): 19 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 848000, 864000,
  880000 and 896000 (= hzp_848000 .. hzp_896000) joined with round 196's page 832000
  (hzp_832000): test_000582 (Juan's and Herb's houses, opening in 832000, cut there inside its
  prediction) to test_000625 (Arianna's flowers) whole (test_000590, Alex's seats, crosses the
  edge of 848000 and 864000 inside its prediction; test_000601, Steve's games, crosses the edge of
  864000 and 880000 inside its metadata; test_000614, Gary's laundry, crosses the edge of 880000
  and 896000 inside its question); test_000626 (Ashley's internet speed) is cut inside its
  metadata at the page end and dropped; test_000624 (the two coaches) is a repeat (below) and
  not taken: 43 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-196): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 400000
  (= dt13_400000) joined with round 196's page 384000 (dt13_384000): line 501 (Mariah's yarn,
  opening in 384000, cut there inside its answers) to line 522 (the strawberry pickers) whole;
  line 523 (the Beverly Hills bakers) cut inside its problem and dropped: 22 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 368000 (= dtgp_368000)
  joined with round 196's page 352000 (dtgp_352000): line 445 (Michael's horse and hay, opening
  in 352000, cut there inside its questions) to line 464 (Finley's race) whole; line 465 (Miss
  Maria's cards) cut inside its answers and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 320000 (= dt7_320000)
  joined with round 196's page 304000 (dt7_304000): line 395 (Erica's Valentine's cards, opening
  in 304000, cut there inside its questions) to line 413 (Marcy's candles) whole; line 414
  (Misha's blouses) cut inside its questions and dropped: 19 kept. `r` = the line's `answers`
  body (enc json): the answering model's answers A1..An to sub-questions another model wrote,
  ending 'Final answer: N' (some then invent a new problem; dt7 line 406 has no 'Final answer'
  line). Gold: the line's `answer` (float, written as an integer), checked by the build; one
  float lost GSM8K's gold: dt13 line 505 (Frederick's popsicle sticks) holds 1.0 where GSM8K has
  '#### 1,600', so its gold is the dataset's 1600, transcribed (work/extract.py DT_GOLD; the
  build's gold_source line for it still says "equal to the file's own `answer`", which the label
  note corrects). rec = the file line, numbered as round 196 numbered it: work/extract.py checked
  that the whole line before each take-from line is round 196's last record (same problem), and
  every line taken is the same question as gsm8k/test.jsonl line rec. The DT files answer the
  same GSM8K questions (lines 459-464 of chatgpt are questions round 196 took from llama13b),
  each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 302 files, 30,329 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): one repeat found and dropped, hzp test_000624 (the two
coaches' balls, deepseek-v4-pro), word for word round 190's hzf:624 (deepseek-v4-flash's answer
to the same question); it is not numbered afresh. 123 records kept.

Repository counts (123 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 62 (50.4 %:
deepseek-v4-flash 19, deepseek-v4-pro 43), DT6A/GSM8K-AI-SubQ 61 (49.6 %: Llama-2-13B chat 22,
ChatGPT 20, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-196 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 88, wrong 35, no_answer 0; debatable 1 (dtgp:454) (handsomeZR 58 correct, 4
wrong; DT6A 30 correct, 31 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (123), no MATH.

Label conventions (rounds 37-196's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:672 names 2
as one reading, cut, then '#### 3'; hzp:590 names 319, cut, then '#### 100': wrong, the right
number only in the working; hzf:675 never settles, cut, then '#### 2'; hzp:611 cut at '$30',
then '#### 30'); a right final answer over wrong working is correct (dt13:515 'Final answer:
160' after 'Tara spent $4*8=32 dollars'); a completion that goes on with an invented problem is
labelled by the answer given to the question posed (dt13:507; dt7:397, 405); a 'Final answer:'
line holding two quantities is read for the one asked (dt13:509 '8 onions and 3 potatoes', gold
4: wrong); a DT answer with no 'Final answer' line is read for its last stated quantity
(dt7:406, prose_sentence); equal in value but written differently is correct (dtgp:450 '$4');
a gold that does not match the question as worded is kept and labelled against (dtgp:454, as
hzp:454 of an earlier round, debatable).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 958000,
974000, 990000 (990000 read twice, not kept: length mismatch) (942000 reused from round 196, not
re-read); runs/deepseek_v4_pro/test_predictions.jsonl offsets 848000, 864000, 880000, 896000
(832000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/eval_chat.jsonl offset 400000
(384000 reused), eval_responses/chatgpt/eval_chat.jsonl offset 368000 (352000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 320000 (304000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 990000 again (test_000676, Skyler's
investment, opens in 974000: join this round's paste; re-read 990000 and check its length, or
start at 1006000 and take from test_000690); deepseek_v4_pro from 912000 (test_000626, Ashley's
internet speed, opens in 896000, cut inside its metadata: join this round's paste); DT6A
llama13b from 416000 (line 523, the Beverly Hills bakers, opens in 400000, cut inside its
problem: join this round's paste); chatgpt from 384000 (line 465, Miss Maria's cards, opens in
368000, cut inside its answers: join this round's paste); llama7b from 336000 (line 414, Misha's
blouses, opens in 320000, cut inside its questions: join this round's paste), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, short DT answers repeat across
the DT models' files, and short hz answers repeat the other deepseek run's, as hzp:624 did);
round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not
taken here.

Usage: python build_public_heldout199.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout199.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout199.jsonl"
SOURCE = "public_heldout199"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "942000-989999 (942000 from round 196, 958000, 974000)",
                        "test_000657-test_000675"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "832000-911999 (832000 from round 196, 848000, 864000, 880000, 896000)",
                        "test_000582-test_000625, test_000624 not taken"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 384000 "
        "(round 196's) and page 400000 of the file (lines 501-522)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 352000 "
        "(round 196's) and page 368000 of the file (lines 445-464)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 304000 "
        "(round 196's) and page 320000 of the file (lines 395-413)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:657|correct|hash|opens in round 196's page 942000 (cut there inside its prediction), its prediction ending in 958000; '#### 330000'
hzf:658|correct|hash|
hzf:659|correct|hash|
hzf:660|correct|hash|
hzf:661|correct|hash|
hzf:662|correct|hash|
hzf:663|correct|hash|the whole completion is '#### 193'
hzf:664|correct|hash|
hzf:665|correct|hash|
hzf:666|correct|hash|
hzf:667|correct|hash|
hzf:668|correct|hash|
hzf:669|correct|hash|
hzf:670|correct|hash|crosses the edge of 958000 and 974000 inside its question, its prediction wholly in 974000; '#### 4'
hzf:671|correct|hash|
hzf:672|wrong|hash|a long deliberation ('So total good so far = 8 + 0 + 0 + 2 = 10 good days ... So there are 2 more good days to be accounted for', 'That would be 2.' named as one reading), cut at the 1024-token cap ('the number of good days that are left'), then '#### 3' (gold 2): the right number only in the working
hzf:673|correct|hash|
hzf:674|correct|hash|
hzf:675|wrong|hash|a long deliberation over 'twice as many more dogs' (12 dogs, then 24 or 36 as readings), never settles, cut at the 1024-token cap ('"Twice as many more'), then '#### 2' (gold 33)
hzp:582|correct|hash|opens in round 196's page 832000 (cut there inside its prediction), its prediction ending in 848000; '#### 129200'
hzp:583|correct|hash|
hzp:584|correct|hash|
hzp:585|correct|hash|
hzp:586|correct|hash|
hzp:587|correct|hash|
hzp:588|correct|hash|
hzp:589|correct|hash|
hzp:590|wrong|hash|crosses the edge of 848000 and 864000 inside its prediction; a long deliberation over whether Alex needs a seat ('Total guests = 318. Alex herself also needs a seat, making 319?'), cut at the 1024-token cap ('enough seats for everyone'), then '#### 100' (gold 319): the right number only in the working
hzp:591|correct|hash|
hzp:592|correct|hash|
hzp:593|correct|hash|
hzp:594|correct|hash|
hzp:595|correct|hash|
hzp:596|correct|hash|
hzp:597|correct|hash|
hzp:598|correct|hash|
hzp:599|correct|hash|
hzp:600|correct|hash|
hzp:601|correct|hash|its prediction wholly in 864000 (the line ends in 880000); '#### 104'
hzp:602|correct|hash|
hzp:603|correct|hash|
hzp:604|correct|hash|
hzp:605|correct|hash|
hzp:606|correct|hash|
hzp:607|correct|hash|
hzp:608|correct|hash|
hzp:609|correct|hash|
hzp:610|correct|hash|'#### 65960' (gold 65960; GSM8K writes '#### 65,960')
hzp:611|wrong|hash|'$20,000 * 1.5 = $30', cut at the 1024-token cap, then '#### 30' (gold 1450000)
hzp:612|correct|hash|
hzp:613|correct|hash|
hzp:614|correct|hash|crosses the edge of 880000 and 896000 inside its question, its prediction wholly in 896000; '#### 312'
hzp:615|correct|hash|
hzp:616|correct|hash|
hzp:617|correct|hash|
hzp:618|correct|hash|
hzp:619|correct|hash|
hzp:620|correct|hash|
hzp:621|correct|hash|
hzp:622|correct|hash|
hzp:623|correct|hash|
hzp:625|correct|hash|
dt13:501|correct|answer_colon|opens in round 196's page 384000 (cut there inside its answers), its answers ending in 400000; 'Final answer: 273'
dt13:502|correct|answer_colon|'Final answer: 26'
dt13:503|correct|answer_colon|'Final answer: 18'
dt13:504|correct|answer_colon|'Final answer: 2'
dt13:505|wrong|answer_colon|'So he can make a total of 50+200=250 popsicle sticks', 'Final answer: 250' (gold 1600, GSM8K's '#### 1,600'; the file's `answer` is 1.0, the thousands lost, so the dataset gold is transcribed)
dt13:506|correct|answer_colon|'Final answer: 144'
dt13:507|correct|answer_colon|'Final answer: 2' for the question posed, then an invented swimming-pool problem with its own 'Final answer: 432', which does not count
dt13:508|wrong|answer_colon|'The farm and zoo have 10+60=70 animals combined.', 'Final answer: 70' (gold 120: the farm's cows and the zoo's sheep left out)
dt13:509|wrong|answer_colon|'Sophia bought 12-4=8 onions and 4-1=3 potatoes', 'Final answer: 8 onions and 3 potatoes' (gold 4: two quantities, neither the total Sophia bought)
dt13:510|wrong|answer_colon|'560-3500=3000 calories per day', 'Final answer: 3000' (gold 525)
dt13:511|correct|answer_colon|'Final answer: 110'
dt13:512|correct|answer_colon|'Final answer: 120'
dt13:513|correct|answer_colon|'Final answer: 300'
dt13:514|wrong|answer_colon|'The lot cost $120,000/3=40,000', 'The house cost $120,000-40,000=80,000', 'Final answer: 80000' (gold 90000)
dt13:515|correct|answer_colon|'Final answer: 160' after 'Tara spent $4*8=32 dollars' in the working (the profit per bag times 40 bags, the stated answer still the gold)
dt13:516|correct|answer_colon|'Final answer: 375'
dt13:517|correct|answer_colon|'Final answer: 18'
dt13:518|wrong|answer_colon|'Ali spends 3/5 of 80=80*3/5=56', 'Final answer: 24' (gold 32: 3/5 of 80 is 48)
dt13:519|wrong|answer_colon|'2*120+40=240 minutes', 'Final answer: 240' (gold 280: 2*120+40 is 280)
dt13:520|wrong|answer_colon|'A6: 2 x 3 = 6 skeins', 'Final answer: 6' (gold 63)
dt13:521|wrong|answer_colon|'He had 100-36=64 math problems left', 'Final answer: 48' (gold 39: Monday's 12 problems left out)
dt13:522|correct|answer_colon|'Final answer: 29'
dtgp:445|correct|answer_colon|opens in round 196's page 352000 (cut there inside its questions), its answers wholly in 368000; 'Final answer: 6'
dtgp:446|correct|answer_colon|'Final answer: 2'
dtgp:447|correct|answer_colon|'Final answer: 5'
dtgp:448|correct|answer_colon|'Final answer: 539'
dtgp:449|correct|answer_colon|'Final answer: 112'
dtgp:450|correct|answer_colon|'Final answer: $4' (gold 4; equal in value, written with a dollar sign)
dtgp:451|correct|answer_colon|'Final answer: 11050'
dtgp:452|correct|answer_colon|'Final answer: 50'
dtgp:453|wrong|answer_colon|'Jenna traded 3 sapphires for 3/2=1.5 rubies', 'Final answer: 5800' (gold 6400)
dtgp:454|wrong|answer_colon|debatable: 'So they eat a total of 4+4=8 apples in a day.', 'Therefore, they eat 8*30=240 apples in 30 days.', 'Final answer: 240' (gold 150: GSM8K's gold reads '4 + 1 = 5' apples a day, which does not match the question as worded, 'each eat 4'; labelled against the gold as given, as hzp:454 of an earlier round was)
dtgp:455|correct|answer_colon|'Final answer: 1920' (after '<<...>>' calculator marks in the working)
dtgp:456|wrong|answer_colon|'There are 15+9=24 yellow cards.', 'So the total number of cards is 15+9+24=48', 'Final answer: 48' (gold 78: 9 taken as the green cards, not 24)
dtgp:457|correct|answer_colon|'Final answer: 45'
dtgp:458|correct|answer_colon|'Final answer: 35'
dtgp:459|correct|answer_colon|'Final answer: 2'
dtgp:460|correct|answer_colon|'Final answer: 84'
dtgp:461|correct|answer_colon|'Final answer: 9'
dtgp:462|correct|answer_colon|'Final answer: 71'
dtgp:463|wrong|answer_colon|'Ashley ordered 15*5=75 dollars worth of pizza.', 'Final answer: 90' (gold 18)
dtgp:464|wrong|answer_colon|'Finley finished in the 1st place.', 'Final answer: 1' (gold 6)
dt7:395|wrong|answer_colon|opens in round 196's page 304000 (cut there inside its questions), its answers wholly in 320000; 'So Erica now has 24+5+17=56 Valentine's Day cards', 'Final answer: 56' (gold 38)
dt7:396|wrong|answer_colon|'So there are 9 slices left.', 'Final answer: 9' (gold 3: Jenny's 2 slices not taken off)
dt7:397|correct|answer_colon|'Final answer: 25' for the question posed, then an invented bookshelf problem with its own 'Final answer: 130', which does not count
dt7:398|wrong|answer_colon|'2(30-12)=60 stink bugs', '30+60=90 bugs', 'Final answer: 90' (gold 168)
dt7:399|wrong|answer_colon|'Beth is 5 years old', 'The difference between Alice and Erica's ages is 30-12=18 years', 'Final answer: 18' (gold 12)
dt7:400|correct|answer_colon|'Final answer: 48'
dt7:401|wrong|answer_colon|'4 weeks/month*7 days/week=28 days/month', 'Final answer: 16800' (gold 14400: 6 days a week, not 7)
dt7:402|wrong|answer_colon|'Mark needs 2 bottles of milk (12/2=6)', 'Final answer: 2' (gold 4)
dt7:403|wrong|answer_colon|'So he will save 216,000/1000=216 kilowatts', 'Final answer: 216' (gold 81: the whole use, not the 5 hours saved)
dt7:404|wrong|answer_colon|'The zebra with half as many stripes has 17/2=8.5 stripes', '44.5/4=11', 'Final answer: 11' (gold 22)
dt7:405|wrong|answer_colon|'He would spend 70+30=100 pounds on meat and cheese in total', 'Final answer: 100' for the question posed (gold 50), then an invented salary problem with its own 'Final answer: 105000', which does not count
dt7:406|wrong|prose_sentence|no 'Final answer' line: ends 'A6: The combined total of the number of corns and cannolis Allan has in the house is 20+100=120' (gold 200)
dt7:407|wrong|answer_colon|'He took 500 steps on his walks to and from school', 'Final answer: 300' (gold 2000)
dt7:408|wrong|answer_colon|'Toby will be 50/60=0.83 or 43 minutes early', 'Final answer: 43' (gold 20)
dt7:409|wrong|answer_colon|'40 employees' contracts were still active in June', '60000+9000=69000', 'Final answer: 69000' (gold 168000)
dt7:410|wrong|answer_colon|'The taffy cost $3 per pound, so 2 pounds cost $6', 'So Sally has $10-8.50=1.50 left', 'Final answer: 1.50' (gold 3: the second pound's half price left out)
dt7:411|wrong|answer_colon|'He spends 400 on fireworks with a 20% discount, which is 400*1.2=480', 'Final answer: 880' (gold 1110)
dt7:412|wrong|answer_colon|'30/12=2.5 dozen', 'Final answer: 2.5' (gold 5: 2 cookies a night left out)
dt7:413|wrong|answer_colon|'So 500 candles will both smell like wet dog and explode', 'Final answer: 500' (gold 25)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
