__doc__ = r"""Build public_heldout190.jsonl: a 190th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 184's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-184's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste. No loop marker was needed
(no verbatim loop on these pages). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on a page round 184 read, round 184's verified paste (hzf_862000,
hzp_736000, dt13_320000, dt13_336000, dtgp_320000, dtgp_336000, dt7_272000) was copied in, not
re-read, passed the same length check here and decodes byte-identical to round 184's .page
(work/mk.py compares them); it was joined so that the record is taken whole; the records earlier
rounds took are not taken again. work/extract.py cut the records out by script (raw_*.jsonl);
work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 878000 and 894000 (= hzf_878000, hzf_894000) joined with round 184's page
  862000 (hzf_862000): test_000603 (Ruiz's chocolates, opening in 862000 with its prediction
  whole, cut there inside its metadata) to test_000627 (the tow truck's week) whole
  (test_000615, Scarlett's aquarium, crosses the edge of 878000 and 894000 inside its
  prediction); test_000628 (Adam's roller coaster) is cut inside its question at the page end and
  dropped: 25 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 752000, 768000 and
  784000 (= hzp_752000, hzp_768000, hzp_784000) joined with round 184's page 736000
  (hzp_736000): test_000518 (Ali's bills, opening in 736000, cut there inside its gold) to
  test_000548 (Mark's weight) whole (test_000527, the house painters, crosses the edge of 752000
  and 768000 inside its prediction; test_000539, the split check, crosses the edge of 768000 and
  784000 inside its question); test_000549 (Jonathan's toys) is cut inside its question at the
  page end and dropped: 31 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-184): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 352000
  (= dt13_352000) joined with round 184's verified pages 320000 and 336000 (dt13_320000,
  dt13_336000; pasted and checked by round 184 but not taken there): line 420 (Mr. Josue's
  capital, opening in 320000, cut there inside its answers) to line 458 (Jennifer's and
  Brandon's puppies) whole (line 439, Wayne and Bernadette, crosses the edge of 336000 and
  352000 inside its questions); line 459 (the farmer's feed) cut inside its answers and dropped:
  39 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters): round 184's verified pages
  320000 and 336000 (dtgp_320000, dtgp_336000; pasted and checked by round 184 but not taken
  there), not read again: line 409 (Carolyn's employees, opening in 320000, cut there inside its
  answers) to line 425 (Lillian's bird feeders) whole; line 426 (Aleksandra's dinner) cut inside
  its questions and dropped: 17 kept. Page 352000 of this file was not read this round (see
  Leads).
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 288000 (= dt7_288000)
  joined with round 184's page 272000: line 357 (Morgan's party, opening in 272000, cut there
  inside its problem; its answers wholly in 288000) to line 373 (the faulty equipment) whole;
  line 374 (Mary's sheep) cut inside its questions and dropped: 17 kept. `r` = the line's
  `answers` body (enc json): the answering model's answers A1..An to sub-questions another model
  wrote, ending 'Final answer: N' (some then invent a new problem or add an instruction). Gold:
  the line's `answer` (float, written as an integer), checked by the build; no float lost
  GSM8K's thousands on these lines (work/extract.py DT_GOLD is empty). rec = the file line,
  numbered as round 184 numbered it: work/extract.py checked that the whole line before each
  take-from line is round 184's last record (same problem), and every line taken is the same
  question as gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions (lines
  420-425 of llama13b and chatgpt overlap), each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 277 files, 29,051 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): no repeat found. 129 records kept.

Repository counts (129 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 56 (43.4 %:
deepseek-v4-flash 25, deepseek-v4-pro 31), DT6A/GSM8K-AI-SubQ 73 (56.6 %: Llama-2-13B chat 39,
ChatGPT 17, Llama-2-7B chat 17). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-184 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 75, wrong 54, no_answer 0; debatable 0 (handsomeZR 54 correct, 2 wrong; DT6A 21
correct, 52 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (129), no MATH.

Label conventions (rounds 37-184's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzp:527 names
both 48 and 16, cut at 'I think in', then '#### 16': wrong, the right number only in the
working; hzp:540 says '13 * 3 = 39', cut at 'He had $13, then', then '#### 13': wrong); a right
final answer over wrong working is correct (dt7:363 'Final answer: 6' after '2.86+3=6 hours'); a
completion that goes on with an invented problem is labelled by the answer given to the question
posed (dt13:433 'Final answer: 24' then a swimming-pool problem: wrong; dt7:358, 359, 360, 368,
372 each a wrong answer then an invented bookshelf problem); text after the committed answer does
not count (dt7:363 'Please answer each question with "AN:" ...'); an 'Final answer:' line holding
the sum and its value is read for the value (dtgp:422 'Final answer: 48+96+140=284': correct);
equal in value but written differently is correct (dt13:430 '132.00', dt13:458 '35%' for a
percentage asked); a unit after the number does not change it (dt13:439, 443 'Final answer: 12
minutes', '50 minutes': wrong on the number).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 878000,
894000 (862000 reused from round 184, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 752000, 768000, 784000 (736000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/
eval_chat.jsonl offset 352000 (320000 and 336000 reused), eval_responses/chatgpt/eval_chat.jsonl
none (320000 and 336000 reused), eval_responses/llama7b/eval_chat.jsonl offset 288000 (272000
reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 910000 (test_000628, Adam's roller
coaster, opens in 894000, cut inside its question: join this round's paste) and deepseek_v4_pro
from 800000 (test_000549, Jonathan's toys, opens in 784000, cut inside its question: join this
round's paste); DT6A llama13b from 368000 (line 459, the farmer's feed, opens in 352000, cut
inside its answers: join this round's paste); chatgpt from 352000 (line 426, Aleksandra's dinner,
opens in round 184's dtgp_336000, cut inside its questions: join that paste, in
/tmp/rounds/real184/pages/ and this round's pages/); llama7b from 304000 (line 374, Mary's
sheep, opens in 288000, cut inside its questions: join this round's paste), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, and short DT answers repeat
across the DT models' files; short hz answers may repeat the other deepseek run's); round 104's
other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout190.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout190.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout190.jsonl"
SOURCE = "public_heldout190"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "862000-909999 (862000 from round 184, 878000, 894000)",
                        "test_000603-test_000627"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "736000-799999 (736000 from round 184, 752000, 768000, 784000)",
                        "test_000518-test_000548"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 320000 and "
        "336000 (round 184's) and page 352000 of the file (lines 420-458)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 320000 and "
        "336000 of the file (round 184's pastes; lines 409-425)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 272000 "
        "(round 184's) and page 288000 of the file (lines 357-373)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:603|correct|hash|opens in round 184's page 862000 with its prediction whole, cut there inside its metadata (its 'gold_final' and the rest in 878000); '#### 1800'
hzf:604|correct|hash|
hzf:605|correct|hash|
hzf:606|correct|hash|
hzf:607|correct|hash|'$0.10, which is 10 cents.' then '#### 10' (the question asks for cents)
hzf:608|correct|hash|
hzf:609|correct|hash|
hzf:610|correct|hash|
hzf:611|correct|hash|'Total cost is $100,000 + $1,350,000 = $1,450,000.' then '#### 1450000'
hzf:612|correct|hash|
hzf:613|correct|hash|
hzf:614|correct|hash|
hzf:615|correct|hash|crosses the edge of 878000 and 894000 inside its prediction; '#### 33'
hzf:616|correct|hash|
hzf:617|correct|hash|
hzf:618|correct|hash|
hzf:619|correct|hash|
hzf:620|correct|hash|
hzf:621|correct|hash|
hzf:622|correct|hash|
hzf:623|correct|hash|
hzf:624|correct|hash|
hzf:625|correct|hash|
hzf:626|correct|hash|
hzf:627|correct|hash|
hzp:518|correct|hash|opens in round 184's page 736000 (cut there inside its gold), its prediction wholly in 752000; '#### 32'
hzp:519|correct|hash|
hzp:520|correct|hash|
hzp:521|correct|hash|
hzp:522|correct|hash|
hzp:523|correct|hash|
hzp:524|correct|hash|
hzp:525|correct|hash|
hzp:526|correct|hash|
hzp:527|wrong|hash|crosses the edge of 752000 and 768000 inside its prediction; a long deliberation over a 24- or 8-hour day ('if 1 day = 24 hours, then 48 hours. If 1 day = 8 hours, then 16 hours.'), cut at the 1024-token cap ('Which one is more common? I think in'), then '#### 16' (gold 48): the right number only in the working
hzp:528|correct|hash|
hzp:529|correct|hash|
hzp:530|correct|hash|
hzp:531|correct|hash|
hzp:532|correct|hash|
hzp:533|correct|hash|
hzp:534|correct|hash|
hzp:535|correct|hash|
hzp:536|correct|hash|
hzp:537|correct|hash|
hzp:538|correct|hash|
hzp:539|correct|hash|opens at the end of 768000 (cut there inside its question), its prediction wholly in 784000; '#### 35'
hzp:540|wrong|hash|a long deliberation over 'triple the amount' ('he tripled the amount he had left, so 13 * 3 = 39.'), cut at the 1024-token cap ('He had $13, then'), then '#### 13' (gold 39): the right number only in the working
hzp:541|correct|hash|
hzp:542|correct|hash|'Change from $20: 20 - 13.00 = 7.00.' then '#### 7'
hzp:543|correct|hash|
hzp:544|correct|hash|
hzp:545|correct|hash|
hzp:546|correct|hash|
hzp:547|correct|hash|
hzp:548|correct|hash|
dt13:420|correct|answer_colon|opens in round 184's page 320000 (cut there inside its answers), its answers crossing into 336000 (round 184's verified paste); 'Final answer: 17000'
dt13:421|wrong|answer_colon|'3/5 x 30 = 12 cats ran after the mouse', '30 - 12 = 18 cats were left on the rock.', 'Final answer: 18' (gold 12)
dt13:422|wrong|answer_colon|'The remaining time of the 2 years cost him $14/month x 24 months = $336', 'Final answer: 470' (gold 284)
dt13:423|wrong|answer_colon|'So jogger jeans originally cost $28+22=50 more than the tattered jeans', 'Final answer: 50' (gold 8)
dt13:424|correct|answer_colon|'Final answer: 570'
dt13:425|wrong|answer_colon|'So Lillian can expect to see 30+30+30=90 birds', 'Final answer: 90' (gold 150: the store-bought feeders' birds left out)
dt13:426|correct|answer_colon|'The total cost of the dinner is 5+2+4=11', 'Final answer: 11'
dt13:427|wrong|answer_colon|'So he started with 100/1.5=66.67 cards.', 'Final answer: 66' (gold 150)
dt13:428|wrong|answer_colon|'40-36=4 guests did not get a second hotdog', 'Final answer: 4' (gold 26)
dt13:429|wrong|answer_colon|'her sister has 10 letters, for a total of 6+10=16 letters', 'Final answer: 16' (gold 13)
dt13:430|correct|answer_colon|'Final answer: 132.00' (gold 132; equal in value, written with decimals)
dt13:431|wrong|answer_colon|'She needs $6+11+2=19', 'Final answer: 19' (gold 1: the amount she still needs, not the total cost)
dt13:432|correct|answer_colon|'Final answer: 30'
dt13:433|wrong|answer_colon|'which is 3*8=24 pints', 'Final answer: 24' for the question posed (gold 6), then an invented swimming-pool problem with its own 'Final answer: 324', which does not count
dt13:434|wrong|answer_colon|'George had 5 dollars - 120 cents = 480 cents left', '480/75=6 candy bars', 'Final answer: 6' (gold 5)
dt13:435|correct|answer_colon|'Final answer: 5'
dt13:436|wrong|answer_colon|'The remaining cake weighs 20-2=18 ounces.', 'Final answer: 18' (gold 15)
dt13:437|wrong|answer_colon|'There are 6 friends in total', 'Each person will get 56/6=9 oranges', 'Final answer: 9' (gold 7: 8 people sharing)
dt13:438|wrong|answer_colon|'The cost per serving is 8/6=1.33 dollars', 'Final answer: 1.33' (gold 2)
dt13:439|wrong|answer_colon|opens in round 184's page 336000 (cut there inside its questions), its answers wholly in 352000; 'Bernadette should leave 16-4=12 minutes earlier', 'Final answer: 12 minutes' (gold 17: the 5 minutes she wants to arrive before Wayne left out)
dt13:440|wrong|answer_colon|'The perimeter of the room in yards is 3+3+3+3=12', 'Final answer: 36' (gold 98)
dt13:441|wrong|answer_colon|'One sister has 140-21=119 more beads than the other', 'Final answer: 119' (gold 80)
dt13:442|correct|answer_colon|'Final answer: 49'
dt13:443|wrong|answer_colon|'James finishes the run in 50 minutes', 'Final answer: 50 minutes' (gold 59: Jon's run time restated)
dt13:444|wrong|answer_colon|'Movie B was 1.25 hours long, or 75 minutes.', 'Movie A was 75/4=18.75 minutes long.', 'Final answer: 18.75' (gold 20: Movie B's 5 extra minutes left out)
dt13:445|wrong|answer_colon|'it runs for 30/60=0.5 hours or 30 miles', 'Michael has $6-45=1', 'Final answer: 1' (gold 6)
dt13:446|wrong|answer_colon|'She can put out 9/5=1.8 trays', 'Final answer: 1.8' (gold 2)
dt13:447|wrong|answer_colon|'After her turn, Marcy has 225-10=215 points', 'Final answer: 25' (gold 5)
dt13:448|wrong|answer_colon|'A4: 32*25=800', 'A5: 800-340=460', 'Final answer: 460' (gold 539)
dt13:449|correct|answer_colon|'Final answer: 112'
dt13:450|wrong|answer_colon|'The regular price of popcorn is $3', 'Final answer: 3' (gold 4)
dt13:451|wrong|answer_colon|'Bentley paid $65*170=11,550', 'Final answer: 11550' (gold 11050: 65 x 170 multiplied wrong)
dt13:452|correct|answer_colon|'Final answer: 50'
dt13:453|wrong|answer_colon|'The remaining sapphires are worth 8*800=6400', 'All her jewels are worth 2400+6400=8800', 'Final answer: 8800' (gold 6400)
dt13:454|wrong|answer_colon|'They eat 4*30=120 apples in 30 days', 'Final answer: 120' (gold 150, the dataset's own value; 120 matches neither it nor 2 x 4 x 30)
dt13:455|correct|answer_colon|'Final answer: 1920'
dt13:456|wrong|answer_colon|'So there are 24+39=63 cards of all mentioned colors', 'Final answer: 63' (gold 78: the red cards left out of the total)
dt13:457|wrong|answer_colon|'There were 50+30=80 fairies in total', 'Final answer: 50' (gold 45)
dt13:458|correct|answer_colon|'7/20=0.35 or 35%.', 'Final answer: 35%' (gold 35; the question asks for a percentage)
dtgp:409|wrong|answer_colon|opens in round 184's page 320000 (cut there inside its answers), its answers crossing into 336000 (round 184's verified paste); 'the total amount of money paid in May is 40*15*40=24000', 'Final answer: 42000' (gold 168000: weekly pay taken for the month)
dtgp:410|wrong|answer_colon|'2 pounds of taffy cost 2*(3+(1/2)*3)=9 dollars', 'Sally had 10-11.50=-1.50 dollars left.', 'Final answer: -1.50' (gold 3)
dtgp:411|wrong|answer_colon|'Tim spends 1080+150=<<1080+150=1230>>1230 dollars in total.', 'Final answer: 1230' (gold 1110)
dtgp:412|correct|answer_colon|'Final answer: 5'
dtgp:413|wrong|answer_colon|'5% of the more dangerous candles have a defect, so 5% of 2500 is 0.05*2500=125', 'Final answer: 125' (gold 25)
dtgp:414|correct|answer_colon|'= $56.', 'Final answer: 56'
dtgp:415|correct|answer_colon|'Final answer: 350'
dtgp:416|wrong|answer_colon|'Since each camel has 2 humps', '2C = 304', 'the number of dromedaries is 180 - 152 = 28', 'Final answer: 28' (gold 56)
dtgp:417|correct|answer_colon|'800+240+0+2100=3140', 'Final answer: 3140'
dtgp:418|correct|answer_colon|'Final answer: 40'
dtgp:419|wrong|answer_colon|'Oliver must climb 10,000 - 3,000 = 7,000 feet', 'Final answer: 7000' (gold 3000: the comb's 4,000-foot fall left out)
dtgp:420|correct|answer_colon|'Final answer: 17000'
dtgp:421|correct|answer_colon|'Final answer: 12' (after '<<30-18=12>>12' calculator marks in the working)
dtgp:422|correct|answer_colon|'Final answer: 48+96+140=284' (gold 284: the line holds the sum and its value)
dtgp:423|wrong|answer_colon|'The jogger jeans originally cost $12 more than the tattered jeans.', 'Final answer: 12' (gold 8)
dtgp:424|correct|answer_colon|'Final answer: 570'
dtgp:425|wrong|answer_colon|'(3+3)*20 + 3*30 = 120+90 = 210 birds', 'Final answer: 210' (gold 150)
dt7:357|wrong|answer_colon|opens in round 184's page 272000 (cut there inside its problem), its answers wholly in 288000; 'She can invite 65/5=13 friends', 'Final answer: 13' (gold 2)
dt7:358|wrong|answer_colon|'She saves 5*50=250 cents every day', 'Final answer: 1250' for the question posed (gold 20), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:359|wrong|answer_colon|'So he bought 40/$.05=80 pounds of candy', 'Final answer: 80' for the question posed (gold 4), then an invented bookshelf-and-lamp problem with its own 'Final answer: 130', which does not count
dt7:360|wrong|answer_colon|'Twice the age of his son is 80 years old', 'So his son is 80-5=75 years old', 'Final answer: 75' for the question posed (gold 25), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:361|wrong|answer_colon|'A3: 75-50=25 miles', 'A6: 18,000/25=720 days', 'Final answer: 720' (gold 20)
dt7:362|wrong|answer_colon|'So Mark needs 4 pounds+4.7 pounds=8.7 pounds', 'Final answer: 8.7' (gold 23)
dt7:363|correct|answer_colon|'Final answer: 6' over wrong working ('200 miles/70 mph=2.86 hours', the detour left out, 'The entire trip took 2.86+3=6 hours'), the stated answer still the gold; then 'Please answer each question with "AN:" and give the final answer at the end.', which does not count
dt7:364|wrong|answer_colon|'So there are 4 fourth-grade boys at Small Tree School on Friday.', 'Final answer: 4' (gold 49)
dt7:365|wrong|answer_colon|'so there are 6/2=3 boys', '6+3=9', 'Final answer: 9' (gold 18)
dt7:366|wrong|answer_colon|'A1: 15+18=33', 'A2: 42', 'A3: 10', 'Final answer: 10' (gold 9)
dt7:367|wrong|answer_colon|'A3: 50-36=14', 'A5: 50-14=36', 'Final answer: 36' (gold 19)
dt7:368|wrong|answer_colon|'Erin had 5 points before scoring 14 points', 'Final answer: 5' for the question posed (gold 18), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:369|wrong|answer_colon|'880+10+48=938 spent on senior gifts in total', 'Final answer: 938' (gold 1198: the etching left out of the sum, 4 officers counted for 11)
dt7:370|wrong|answer_colon|'So the total cost of making the hand-painted wallpaper is $400+80=480', 'Final answer: 480' (gold 320)
dt7:371|wrong|answer_colon|'the total number of shoes sold by the end of the sale is 28-6=22 pairs', 'Final answer: 22' (gold 50)
dt7:372|wrong|answer_colon|'She had dance practice for 2 times 2=4 hours on Saturdays', '1+2+4=7', 'Final answer: 7' for the question posed (gold 5), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:373|wrong|answer_colon|'240000*400000=96000000', 'Final answer: 96000000' (gold 240000)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
