__doc__ = r"""Build public_heldout209.jsonl: a 209th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 204's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-204's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste (hzf_1054000, hzf_1086000,
hzp_960000 and hzp_976000 hold '  \\n' runs, two spaces before a line break, pasted as shown;
dt13_448000 holds '\\\\*' (a backslash before '*') and '\\u00a0' escapes, dtgp_400000 and
dt7_352000 '\\u2019' escapes and escaped quotes, all pasted as shown). No loop marker was needed
(no verbatim loop on these pages). Nothing was retyped from a decoded form; nothing is shortened.
Where a record opens on a page round 204 holds, round 204's verified paste (hzf_1038000,
hzp_944000, dt13_432000, dtgp_384000, dt7_336000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 204's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1054000, 1070000 and 1086000 (= hzf_1054000 .. hzf_1086000) joined with round
  204's page 1038000 (hzf_1038000): test_000723 (the restaurant's chairs, opening in 1038000, cut
  there inside its prediction, ending in 1054000) to test_000755 (Joey's football matches) whole
  (test_000734, Cindy's books, crosses the edge of 1054000 and 1070000 inside its metadata;
  test_000746, Jake's amusement parks, crosses the edge of 1070000 and 1086000 inside its
  prediction); test_000756 is cut at the page end inside its first key and dropped: 33 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 960000 and 976000
  (= hzp_960000, hzp_976000) joined with round 204's page 944000 (hzp_944000): test_000659
  (almonds and walnuts, opening in 944000, cut there inside its gold, its prediction wholly in
  960000) to test_000680 (Jack's elevator) whole (test_000671, Adam's candies, crosses the edge of
  960000 and 976000 inside its metadata); test_000681 (Katarina's cookies) is cut inside its
  prediction at the page end and dropped: 22 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-204): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 448000
  and 464000 (= dt13_448000, dt13_464000) joined with round 204's page 432000 (dt13_432000): line
  564 (Judy's reading, opening in 432000, cut there inside its questions, its answers wholly in
  448000) to line 601 (Steve's video games) whole (line 583, Judy's cups and dishes, crosses the
  edge of 448000 and 464000 inside its answers); line 602 (the plane's 1200 miles) cut inside its
  problem and dropped: 38 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 400000 (= dtgp_400000)
  joined with round 204's page 384000 (dtgp_384000): line 487 (Uncle Ben's horses, opening in
  384000, cut there inside its answers, ending in 400000) to line 506 (Mario's snowshoes) whole;
  line 507 (Janet's bus trips) cut inside its questions and dropped: 20 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 352000 (= dt7_352000)
  joined with round 204's page 336000 (dt7_336000): line 433 (Josey's gasoline, opening in
  336000, cut there inside its questions, its answers wholly in 352000) to line 450 (the movie
  super ticket) whole; line 451 (Bentley's balloons) cut inside its answers and dropped: 18 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems or
  add a note). Gold: the line's `answer` (float, written as an integer), checked by the build;
  two floats lost GSM8K's gold on these pages and the dataset gold is transcribed (work/extract.py
  DT_GOLD, each compared with gsm8k/test.jsonl line rec's '####' value): dtgp:489 (the file's
  10.0 for GSM8K's -10, the minus sign lost) and dtgp:505 (the file's 1.0 for GSM8K's 1,600, the
  thousands lost). rec = the file line, numbered as round 204 numbered it: work/extract.py
  checked that the whole line before each take-from line is round 204's last record (same
  problem), and every line taken is the same question as gsm8k/test.jsonl line rec. The DT files
  answer the same GSM8K questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 317 files, 30,983 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): no repeat found, none dropped. 131 records kept.

Repository counts (131 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 55 (42.0 %:
deepseek-v4-flash 33, deepseek-v4-pro 22), DT6A/GSM8K-AI-SubQ 76 (58.0 %: Llama-2-13B chat 38,
ChatGPT 20, Llama-2-7B chat 18). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-204 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 80, wrong 51, no_answer 0; debatable 0 (handsomeZR 51 correct, 4 wrong; DT6A 29
correct, 47 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (131), no MATH.

Label conventions (rounds 37-204's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:754 reaches
'total 89 buttons', cut, then '#### 3': wrong, the right number only in the working; hzp:675
weighs readings of 'twice as many more dogs', cut, then '#### 16'); a right final answer over
wrong or incomplete working is correct (dt13:593 'grows 2 feet each day', 'Final answer: 3';
dtgp:487 'each horse consumes 50/50=1 bag', 'Final answer: 4 bags'); a completion that goes on
with an invented problem or a note is labelled by the answer given to the question posed
(dt13:598; dt7:435, 440, 443, 444); equal in value but written differently is correct
(dt13:574 'Final answer: 37.00'); a final answer with a rounding aside is read for the value it
states (dtgp:499 'Final answer: 6.67 (rounded up to 7)', gold 10: wrong either way).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1054000,
1070000, 1086000 (1038000 reused from round 204, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 960000, 976000 (944000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 448000, 464000 (432000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 400000 (384000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 352000 (336000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 1102000 (test_000756 opens in 1086000,
cut at its first key: join this round's paste); deepseek_v4_pro from 992000 (test_000681,
Katarina's cookies, opens in 976000, cut inside its prediction: join this round's paste); DT6A
llama13b from 480000 (line 602, the plane's 1200 miles, opens in 464000, cut inside its problem:
join this round's paste); chatgpt from 416000 (line 507, Janet's bus trips, opens in 400000, cut
inside its questions: join this round's paste); llama7b from 368000 (line 451, Bentley's
balloons, opens in 352000, cut inside its answers: join this round's paste), and the other
eval_*.jsonl files (check repeats: the same sub-questions recur, short DT answers repeat across
the DT models' files, and short hz answers repeat the other deepseek run's; watch for DT `answer`
floats that lost a minus sign or thousands); flash test_000676 to test_000689 (page 990000)
remain untaken; round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT
from 64000) were not taken here.

Usage: python build_public_heldout209.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout209.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout209.jsonl"
SOURCE = "public_heldout209"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1038000-1101999 (1038000 from round 204, 1054000, 1070000, 1086000)",
                        "test_000723-test_000755"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "944000-991999 (944000 from round 204, 960000, 976000)",
                        "test_000659-test_000680"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 432000 "
        "(round 204's) and pages 448000 and 464000 of the file (lines 564-601)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 384000 "
        "(round 204's) and page 400000 of the file (lines 487-506)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 336000 "
        "(round 204's) and page 352000 of the file (lines 433-450)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:723|correct|hash|opens in round 204's page 1038000 (cut there inside its prediction), ending in 1054000; '#### 160'
hzf:724|correct|hash|
hzf:725|correct|hash|
hzf:726|correct|hash|
hzf:727|correct|hash|
hzf:728|correct|hash|'Percent = (60/150)*100 = 40%. So answer is 40.#### 40' (the marker run on after the sentence)
hzf:729|correct|hash|
hzf:730|correct|hash|
hzf:731|correct|hash|
hzf:732|correct|hash|
hzf:733|correct|hash|
hzf:734|correct|hash|its prediction wholly in 1054000 (the line's metadata ends in 1070000); '#### 17'
hzf:735|correct|hash|
hzf:736|correct|hash|
hzf:737|correct|hash|
hzf:738|correct|hash|
hzf:739|correct|hash|
hzf:740|correct|hash|
hzf:741|correct|hash|
hzf:742|correct|hash|
hzf:743|correct|hash|
hzf:744|correct|hash|
hzf:745|correct|hash|
hzf:746|correct|hash|crosses the edge of 1070000 and 1086000 inside its prediction; '#### 28'
hzf:747|correct|hash|
hzf:748|correct|hash|
hzf:749|wrong|hash|'The initial number of groups is 6.', '12 - 6 = 6.', '#### 6' (gold 3: 54 students in groups of six make 9 groups)
hzf:750|correct|hash|
hzf:751|correct|hash|
hzf:752|wrong|hash|'Each roommate pays $100 / 4 = $25 per month.', '#### 300' (gold 240: Jenna and her 4 roommates are five)
hzf:753|correct|hash|
hzf:754|wrong|hash|a long deliberation over the sticker and button rates ('So she has 29 large buttons and 60 small buttons, total 89 buttons.' named along the way), cut at the 1024-token cap ('That's'), then '#### 3' (gold 89): the right number only in the working
hzf:755|correct|hash|
hzp:659|correct|hash|opens in round 204's page 944000 (cut there inside its gold), its prediction wholly in 960000; '#### 3'
hzp:660|correct|hash|
hzp:661|correct|hash|
hzp:662|correct|hash|
hzp:663|correct|hash|
hzp:664|correct|hash|
hzp:665|correct|hash|
hzp:666|correct|hash|
hzp:667|correct|hash|
hzp:668|correct|hash|
hzp:669|correct|hash|
hzp:670|correct|hash|
hzp:671|correct|hash|its prediction wholly in 960000 (the line's metadata ends in 976000); '#### 4'
hzp:672|correct|hash|
hzp:673|correct|hash|
hzp:674|correct|hash|
hzp:675|wrong|hash|a long deliberation over 'twice as many more dogs than when he left' ('2 * 8 = 16 additional dogs?' as one reading), cut at the 1024-token cap ('Then'), then '#### 16' (gold 33)
hzp:676|correct|hash|
hzp:677|correct|hash|
hzp:678|correct|hash|
hzp:679|correct|hash|
hzp:680|correct|hash|
dt13:564|wrong|answer_colon|opens in round 204's page 432000 (cut there inside its questions), its answers wholly in 448000; 'So she read 105+105=210 pages in two weeks', 'Final answer: 210' (gold 240)
dt13:565|wrong|answer_colon|'So there are 12-4-3=3 sandwiches left.', 'Final answer: 3' (gold 5)
dt13:566|wrong|answer_colon|'His nephew will be 44/3=14 years old in 7 years', 'Final answer: 14' (gold 10)
dt13:567|correct|answer_colon|'Final answer: 9'
dt13:568|correct|answer_colon|'Final answer: 175'
dt13:569|wrong|answer_colon|'Liam made 21*4=84 dollars', 'Mitchell made 84-84=0 dollars more than Liam', 'Final answer: 0' (gold 21: Liam made $63)
dt13:570|wrong|answer_colon|'He will spend $2*3=6 on plastic action figures', 'So he will have 4+6=10 action figures', 'Final answer: 10' (gold 23)
dt13:571|correct|answer_colon|'Final answer: 308'
dt13:572|wrong|answer_colon|'Ford lacks 40-65=25 roses', 'Final answer: 25' (gold 100: per week, not per month)
dt13:573|wrong|answer_colon|'So after 2 years, there will be 3000-1200=1800 remaining', 'Final answer: 1800' (gold 600: one year's withdrawals taken off)
dt13:574|correct|answer_colon|'Final answer: 37.00' (gold 37; equal in value, written with cents)
dt13:575|correct|answer_colon|'Final answer: 36'
dt13:576|wrong|answer_colon|'So the total cost of replacing the carpet is 2160+720+720+720=4320', 'Final answer: 4320' (gold 11232)
dt13:577|wrong|answer_colon|'(50+120+20+90)/7=380/7=51.43', 'Final answer: 51.43' (gold 40: the sum is 280)
dt13:578|wrong|answer_colon|'6*20-12=120-12=108', 'Final answer: 108' (gold 48)
dt13:579|correct|answer_colon|'Final answer: 7'
dt13:580|wrong|answer_colon|'She should set the oven at 520*1.16=599.2', 'Final answer: 599.2' (gold 500)
dt13:581|correct|answer_colon|'Final answer: 215'
dt13:582|wrong|answer_colon|'$76,000*0.7=50,400', 'Final answer: 126400' (gold 129200: 76,000*0.7 is 53,200)
dt13:583|wrong|answer_colon|crosses the edge of 448000 and 464000 inside its answers; 'so she brought 12/2=6 dishes', 'Final answer: 78' (gold 120)
dt13:584|wrong|answer_colon|'Each pair of contacts will cost $90.00 / 180 = $0.50', 'Final answer: $0.50' (gold 2)
dt13:585|wrong|answer_colon|'John earned $10/hour, so he earned $10*6=60 dollars.', 'Final answer: 30' (gold 40)
dt13:586|wrong|answer_colon|'100 ml of water for every 100 calories', 'Final answer: 160000' (gold 800)
dt13:587|wrong|answer_colon|'1% of 4500 is 45 so there are 45 blue jelly beans.', 'Final answer: 90' (gold 30)
dt13:588|correct|answer_colon|'47+52+57=156/3=52', 'Final answer: 52'
dt13:589|wrong|answer_colon|'8.75-6.25=2.5 pounds', 'Final answer: 2.5 pounds' (gold 15: the loss and the gain add)
dt13:590|wrong|answer_colon|'Total number of seats needed=200+16=216', 'Final answer: 216' (gold 319)
dt13:591|correct|answer_colon|'Final answer: 220'
dt13:592|correct|answer_colon|'Final answer: 1'
dt13:593|correct|answer_colon|'The beanstalk grows 2 feet each day.', 'It will take 3 days', 'Final answer: 3' (the working wrong, the stated answer the gold)
dt13:594|wrong|answer_colon|'so he gets 3*1400=4200 grams of protein per week', 'Final answer: 4200' (gold 42: per 100 grams)
dt13:595|correct|answer_colon|'Final answer: 13'
dt13:596|wrong|answer_colon|'So he still needs to pay $2000+500-600=1900', 'Final answer: 127' (gold 260: one implant left out)
dt13:597|wrong|answer_colon|'The smallest angle in the triangle is 60 degrees.', 'Final answer: 180' (gold 90)
dt13:598|wrong|answer_colon|'He has 200 cents+60 cents=260 cents', 'Final answer: 260' for the question posed (gold 69), then an invented swimming-pool problem with its own 'Final answer: 3600', which does not count
dt13:599|correct|answer_colon|'Final answer: 48'
dt13:600|wrong|answer_colon|'So the weight he now uses is 8-4=4 pounds.', 'Final answer: 4' (gold 10)
dt13:601|wrong|answer_colon|'So he has 5+12+48+5=70 games after 3 years', 'Final answer: 70' (gold 104)
dtgp:487|correct|answer_colon|opens in round 204's page 384000 (cut there inside its answers), its answers ending in 400000; 'so each horse consumes 50/50=1 bag of oats for five days.', 'Final answer: 4 bags' (gold 4; the four horses not multiplied out, the stated answer the gold)
dtgp:488|correct|answer_colon|'Final answer: 6'
dtgp:489|correct|answer_colon|'(-48 + 21 - 3)/3 = -30/3 = -10.', 'Final answer: -10' (gold -10, GSM8K's; the file's `answer` 10.0 lost the minus sign)
dtgp:490|correct|answer_colon|'Final answer: 4'
dtgp:491|correct|answer_colon|'Final answer: 16'
dtgp:492|correct|answer_colon|'Final answer: 32'
dtgp:493|correct|answer_colon|'$2.00 / 8 razors = $0.25 or 25 cents.', 'Final answer: 25'
dtgp:494|wrong|answer_colon|'636/12 = 53 feet tall.', 'Final answer: 53' (gold 21: the rows stacked, not every girl added)
dtgp:495|wrong|answer_colon|'Charisma has walked for 40*60=2400 minutes in 5 days.', 'Final answer: 2400' (gold 200)
dtgp:496|correct|answer_colon|'Final answer: 38'
dtgp:497|wrong|answer_colon|'Paul spent 12+4=16 dollars', 'Final answer: 16' (gold 112: the 14 days left out)
dtgp:498|correct|answer_colon|'Final answer: 40'
dtgp:499|wrong|answer_colon|'200 = 30x', 'x = 200/30 = 6.67.', 'Final answer: 6.67 (rounded up to 7)' (gold 10: wrong either way)
dtgp:500|wrong|answer_colon|'David found 43/2=21.5 insects.', 'Lily found 21+7=28 insects.', 'Final answer: 28' (gold 16)
dtgp:501|correct|answer_colon|'Final answer: 273'
dtgp:502|correct|answer_colon|'Final answer: 26'
dtgp:503|correct|answer_colon|'Final answer: 18'
dtgp:504|correct|answer_colon|'Final answer: 2'
dtgp:505|wrong|answer_colon|'The total number of popsicle sticks Frederick can make is 1000+1200=2200.', 'Final answer: 2200' (gold 1600, GSM8K's; the file's `answer` 1.0 lost the thousands)
dtgp:506|correct|answer_colon|'Final answer: 144'
dt7:433|wrong|answer_colon|opens in round 204's page 336000 (cut there inside its questions), its answers wholly in 352000; 'Josey needed 125/8=15.625 pints', 'Final answer: 15.625' (gold 6)
dt7:434|wrong|answer_colon|'So he can buy 75/0.38=191 candy bars', 'Final answer: 191' (gold 5)
dt7:435|correct|answer_colon|'Final answer: 5' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:436|wrong|answer_colon|'So the remaining cake weighs 20/6=3.33 ounces', 'Final answer: 3.33' (gold 15)
dt7:437|wrong|answer_colon|'There are 6 friends in total', 'So each person will get 56/6=9 oranges', 'Final answer: 9' (gold 7: the two sisters left out)
dt7:438|wrong|answer_colon|'The cost per serving is $10.00/6= $1.67', 'Final answer: $1.67' (gold 2)
dt7:439|wrong|answer_colon|'Bernadette should leave 5 minutes before Wayne', 'Final answer: 5' (gold 17)
dt7:440|wrong|answer_colon|'So the perimeter of the room in feet is 12*12=144 feet', 'Final answer: 144' for the question posed (gold 98), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:441|wrong|answer_colon|'Elizabeth has 40-30=10 more beads than Margareth', 'Final answer: 10' (gold 80)
dt7:442|correct|answer_colon|'Final answer: 49'
dt7:443|wrong|answer_colon|'he takes 55-5=50 minutes to do the run.', 'Final answer: 50' (gold 59), then a note ('I have answered the questions ...')
dt7:444|wrong|answer_colon|'So Movie A was 1/4 of 1 hour=15 minutes', 'Final answer: 15' for the question posed (gold 20), then two invented problems (a bookshelf, a car) with their own 'Final answer: 40' and 'Final answer: 50', which do not count
dt7:445|wrong|answer_colon|'So Michael has $20-5=15 dollars in change', 'Final answer: 15' (gold 6)
dt7:446|wrong|answer_colon|'So she can put out 10 trays', 'Final answer: 10' (gold 2: 10 glasses, 5 to a tray)
dt7:447|wrong|answer_colon|'After his turn, Joey has 214-26=188 points', 'Final answer: 27' (gold 5)
dt7:448|wrong|answer_colon|'So the salesman's profit is 340+860=1200', 'Final answer: 1200' (gold 539: the $576 cost left out, 31 sneakers taken as 36)
dt7:449|wrong|answer_colon|'So Beatrice bought 8+16=24 colors of crayons in total', 'Final answer: 24' (gold 112)
dt7:450|wrong|answer_colon|'So the regular price of popcorn is $3/2= $1.50', 'Final answer: $1.50' (gold 4)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
