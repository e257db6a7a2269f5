__doc__ = r"""Build public_heldout227.jsonl: a 227th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 222's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-222's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Round
222's pastes were not reused: the pages where a record opens (hzf_1246000, hzp_1120000,
dt13_512000, dtgp_448000, dt7_400000) were read again with read_file and pasted whole like the
others; each of the five re-read pages decodes byte-identical to round 222's own .page of the same
offset (compared by cmp where round 222's folder was still present). Every page came out at 16,000
characters on its first paste. Display features, all pasted as shown: '  \\n' runs (two spaces
before a line break) on hzf_1294000 (test_000897), hzp_1120000 (773, 779, 781), hzp_1136000 (783,
784, 789), hzp_1152000 (793, 794, 796, 797, 798, 801) and hzp_1168000 (804, 805, 811); escaped
quotes on hzf_1294000 and hzf_1310000 (test_000894, 901), hzp_1136000 (790), hzp_1152000 (797,
"Deck the Halls"), dt13_528000 (line 683, "turtle" mode), dtgp_464000 (line 587, cut) and
dt7_400000 (line 494's 60\" cheerleaders, the cut line); '\\u2019' escapes on dt13_512000 (line
653), dt13_528000 (667), dtgp_448000 (559) and dt7_400000 (495, 501); '\\u00a0' escapes on
dtgp_464000 (line 576, Michael's carpet, five of them); '×', '÷', '→', '–' and '’' stand in the
display as themselves and were pasted so; hzf_1278000 (test_000886) holds '|endoftext|>' runs in
its gold, which test_socratic.jsonl holds too. No loop marker was needed (no verbatim loop on these
pages). Nothing was retyped from a decoded form; nothing is shortened.
Same-length slips: work/extract.py compared every whole line of the re-read pages that round 222
took with round 222's transcription (`r` and `q`): all identical (hzf test_000855-865, hzp
test_000773-782, dt13 lines 644-661, dtgp 551-569, dt7 495-512); for every record kept, the
question equals gsm8k/test.jsonl line rec (whitespace-normalised), the hz `gold` field equals
test_socratic.jsonl line rec's answer byte for byte, the DT `answer` float equals GSM8K's value
(no exception on these pages), and `r` decodes to the line's parsed field. The completions
themselves were read over against the display. work/extract.py cut the records out by script
(raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1246000 (re-read), 1262000, 1278000, 1294000 and 1310000 (= hzf_1246000 ..
  hzf_1310000): test_000866 (Sofie, Anne and Fawn's books, opening in 1246000, cut there inside
  its question) to test_000912 (John's sudoku bottles) whole (test_000879, Iris at the spa,
  crosses the edge of 1262000 and 1278000 inside its gold; test_000892, Ellen's carrots, the edge
  of 1278000 and 1294000 inside its gold; test_000901, Calvin's soup, the edge of 1294000 and
  1310000 inside its prediction); test_000913 (Benny's bologna) is cut inside its question at the
  page end and dropped: 47 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 1120000 (re-read),
  1136000, 1152000 and 1168000 (= hzp_1120000 .. hzp_1168000): test_000783 (Bob's fish, opening
  in 1120000, cut there inside its gold) to test_000813 (John and DeSean's s'mores) whole
  (test_000792, Damien's bottle caps, crosses the edge of 1136000 and 1152000 between its gold and
  its prediction; test_000803, Kris's achievement, the edge of 1152000 and 1168000 inside its
  metadata, its prediction wholly in 1152000); test_000814 (Jack's arcade) is cut inside its
  question and dropped (whole records only); test_000799 dropped as a repeat (below): 30 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-222): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 512000
  (re-read) and 528000 (= dt13_512000, dt13_528000): line 662 (Gus's apple pie, opening in
  512000, cut there inside its answers) to line 683 (Chris's two-speed mower) whole; line 684
  (John and Jack's walk to school) cut inside its questions and dropped: 22 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 448000 (re-read) and
  464000 (= dtgp_448000, dtgp_464000): line 570 (Peter's action figures, opening in 448000, cut
  there inside its problem) to line 586 (Hannah's water for the calories) whole; line 587 (the
  Burger Palace jelly beans) cut inside its questions and dropped: 17 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) pages 400000 (re-read) and
  416000 (= dt7_400000, dt7_416000): line 513 (Julie's $500, opening in 400000, cut there inside
  its answers) to line 531 (the bus's passengers) whole; line 532 (Jame's cousin) cut inside its
  questions and dropped: 19 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent a new problem or
  ask for the next one). Gold: the line's `answer` (float, written as an integer), checked by the
  build; on these pages every float equals GSM8K's '####' value (dt7:514's 90000.0, dtgp:576's
  11232.0, dtgp:582's 129200.0 kept their thousands; no minus sign in these golds), so
  work/extract.py DT_GOLD is empty. rec = the file line, numbered as round 222 numbered it:
  work/extract.py checked that the whole lines before each take-from line are round 222's records
  (same text), and every line taken is the same question as gsm8k/test.jsonl line rec. The DT
  files answer the same GSM8K questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 230 files, 32,765 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round (the flash and pro runs, and
the three DT runs, across each other included): one repeat found and dropped: hzp test_000799
(the bread and bagels, '3 loaves of bread cost 3 * 2 = 6 dollars. ... #### 4') is word for word
round 218's hzf:799 (the flash run's answer to the same question). 135 records kept.

Repository counts (135 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 77 (57.0 %:
deepseek-v4-flash 47, deepseek-v4-pro 30), DT6A/GSM8K-AI-SubQ 58 (43.0 %: Llama-2-13B chat 22,
ChatGPT 17, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-222 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 101, wrong 34, no_answer 0; debatable 0 (handsomeZR 74 correct, 3 wrong; DT6A 27
correct, 31 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (135), no MATH.

Label conventions (rounds 37-222's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:894 weighs
how to read Joe's $6, cut, then '#### 6': wrong; hzp:796 is cut at 'In month 2, employees = 220 +
20', then '#### 20': wrong), and also where the working said another number first (hzf:901 says
'So answer is 1.', the gold, several times, then, cut at the cap, '#### 4': wrong, as rounds
151-162 labelled 'Thus answer: 4.' then '#### 2' and 'Answer: 168000.' then '#### 40'); a marked
answer followed by more deliberation that names no other answer keeps its answer (hzp:790 '####
108', then 'So I'll go with 108.', cut at 'Check if there': correct); a right final answer over
wrong working is correct (dt7:521 forgets Monday's 12 problems and takes 25 for a quarter of 64,
'64-25=39', 'Final answer: 39', gold 39; dtgp:573 'removes money from the account 2*1=2 times',
'Final answer: 600', gold 600); a completion that goes on with an invented problem or a request
for the next one is labelled by the answer given to the question posed (dt7:513, 519, 522, 525,
528); equal in value but written differently is correct (dtgp:574 'Final answer: 37.00', gold 37;
dt13:680 'Final answer: 20 kg', gold 20; dt13:669 'Final answer: 80+48+4=132', gold 132); another
quantity is wrong (dt7:523 'they had 93+39=132 loaves left', the loaves sold; dtgp:584 '$0.50' a
contact for the gold's $2 a pair); an arithmetic slip in the last step is wrong (dtgp:576
'2592+432+864+7344=11332', gold 11232).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1246000
(re-read), 1262000, 1278000, 1294000, 1310000; runs/deepseek_v4_pro/test_predictions.jsonl
offsets 1120000 (re-read), 1136000, 1152000, 1168000; DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 512000 (re-read), 528000;
eval_responses/chatgpt/eval_chat.jsonl offsets 448000 (re-read), 464000;
eval_responses/llama7b/eval_chat.jsonl offsets 400000 (re-read), 416000.

Leads for a later round: handsomeZR deepseek_v4_flash from 1326000 (test_000913, Benny's
bologna, opens in 1310000, cut inside its question: read 1310000 again, this round's paste will
not be on disk); deepseek_v4_pro from 1184000 (test_000814, Jack's arcade, opens in 1168000, cut
inside its question: read 1168000 again); DT6A llama13b from 544000 (line 684, John and Jack's
walk to school, opens in 528000, cut inside its questions: read 528000 again); chatgpt from
480000 (line 587, the Burger Palace jelly beans, opens in 464000, cut inside its questions: read
464000 again); llama7b from 432000 (line 532, Jame's cousin, opens in 416000, cut inside its
questions: read 416000 again), and the other eval_*.jsonl files (check repeats: short hz answers
repeat the other deepseek run's, as hzp:799 repeated round 218's hzf:799 here, and earlier rounds
found answers word for word across the DT models' files; watch for DT `answer` floats that lost
a minus sign or thousands, as round 222's dt7:505 did); round 104's other leads (7174Andy Qwen CoT
from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout227.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout227.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout227.jsonl"
SOURCE = "public_heldout227"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1246000-1325999 (1246000 re-read, 1262000, 1278000, 1294000, 1310000)",
                        "test_000866-test_000912"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "1120000-1183999 (1120000 re-read, 1136000, 1152000, 1168000)",
                        "test_000783-test_000813, less test_000799, a repeat"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 512000 "
        "(re-read) and 528000 of the file (lines 662-683)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 448000 "
        "(re-read) and 464000 of the file (lines 570-586)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 400000 "
        "(re-read) and 416000 of the file (lines 513-531)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:866|correct|hash|opens in page 1246000 (cut there inside its question), its prediction wholly in 1262000; 'Fawn has 16+12=28.', '#### 28'
hzf:867|correct|hash|
hzf:868|correct|hash|
hzf:869|correct|hash|
hzf:870|correct|hash|
hzf:871|correct|hash|
hzf:872|correct|hash|
hzf:873|correct|hash|'after paying he has $12.48 - $0.48 = $12.00.', '#### 12'
hzf:874|correct|hash|
hzf:875|correct|hash|
hzf:876|correct|hash|
hzf:877|correct|hash|
hzf:878|correct|hash|
hzf:879|correct|hash|crosses the edge of 1262000 and 1278000 inside its gold; '#### 575'
hzf:880|correct|hash|
hzf:881|correct|hash|
hzf:882|correct|hash|'The total cost of items is $60, and with a budget of $65, Kelly has $5 left.', '#### 5' (no working shown)
hzf:883|correct|hash|
hzf:884|correct|hash|
hzf:885|correct|hash|
hzf:886|correct|hash|'that gives 40 ÷ 2 = 20 pairs.', '#### 20'
hzf:887|correct|hash|
hzf:888|correct|hash|
hzf:889|correct|hash|
hzf:890|correct|hash|'25 out of 100 is 25%.', '#### 25'
hzf:891|correct|hash|
hzf:892|correct|hash|crosses the edge of 1278000 and 1294000 inside its gold; '#### 1'
hzf:893|correct|hash|
hzf:894|wrong|hash|a deliberation over how to read Joe's $6 ('So payment per mow for Joe is 6/j. But we don't know j.'), no total reached, cut at the 1024-token cap ('the payment per m'), then '#### 6' (gold 26: Joe's $6, Kamala's $18 and Alba's $30 of mowing taken from the $80; 6 is Joe's payment)
hzf:895|correct|hash|
hzf:896|correct|hash|
hzf:897|correct|hash|
hzf:898|correct|hash|
hzf:899|correct|hash|
hzf:900|correct|hash|
hzf:901|wrong|hash|crosses the edge of 1294000 and 1310000 inside its prediction; the working finds '2 child-bowls worth leftover' and says 'So answer is 1.' several times, then, cut at the 1024-token cap ('2 adult bowls = 4 child bowls in volume, plus'), '#### 4' (gold 1: the last, marked answer counts, as rounds 151-162 labelled such records; 4 is the adults' dinner in child bowls)
hzf:902|correct|hash|
hzf:903|correct|hash|
hzf:904|correct|hash|
hzf:905|correct|hash|
hzf:906|correct|hash|
hzf:907|correct|hash|
hzf:908|correct|hash|
hzf:909|correct|hash|
hzf:910|correct|hash|
hzf:911|correct|hash|
hzf:912|correct|hash|
hzp:783|correct|hash|opens in page 1120000 (cut there inside its gold), its prediction wholly in 1136000; '12 = 3x → x = 4.', 'Bob bought 4 white fish.', '#### 4'
hzp:784|correct|hash|
hzp:785|correct|hash|
hzp:786|correct|hash|
hzp:787|correct|hash|
hzp:788|correct|hash|
hzp:789|correct|hash|
hzp:790|correct|hash|a deliberation over per member or per group ('6 * 9 * 2 = 108', 'it would be 6 * 2 = 12'), 'I'll go with per member.', '54 × 2 = 108 seashells.', '#### 108', then 'So I'll go with 108.', cut at the 1024-token cap ('Check if there') with no other answer
hzp:791|correct|hash|
hzp:792|correct|hash|crosses the edge of 1136000 and 1152000 between its gold and its prediction; '#### 75'
hzp:793|correct|hash|
hzp:794|correct|hash|
hzp:795|correct|hash|
hzp:796|wrong|hash|'In month 1, employees = 200 + 20 = 220; salary paid = 220 * 4000 = 880000.', 'In month 2, employees = 220 + 20', cut at the 1024-token cap, then '#### 20' (gold 2880000: 880000 + 960000 + 1040000 for the three months)
hzp:797|correct|hash|
hzp:798|correct|hash|
hzp:800|correct|hash|
hzp:801|correct|hash|
hzp:802|correct|hash|'0.70g = 4.2 → g = 4.2 / 0.70 = 6.', '#### 6'
hzp:803|correct|hash|crosses the edge of 1152000 and 1168000 inside its metadata, its prediction wholly in 1152000; '#### 9'
hzp:804|correct|hash|
hzp:805|correct|hash|
hzp:806|correct|hash|'Overall pass rate: (700 / 1000) * 100 = 70%.', '#### 70'
hzp:807|correct|hash|
hzp:808|correct|hash|
hzp:809|correct|hash|
hzp:810|correct|hash|
hzp:811|correct|hash|
hzp:812|correct|hash|
hzp:813|correct|hash|
dt13:662|wrong|answer_colon|opens in page 512000 (cut there inside its answers), its answers ending in 528000; 'Gus spent 4+8+1=13 dollars in total', 'The apple pie cost 13-2=11 dollars', 'Final answer: 11' (gold 7: $20 less the $13)
dt13:663|correct|answer_colon|'Final answer: 193'
dt13:664|wrong|answer_colon|'He spends 2 hours in class each week x 4 weeks = 8 hours in total', '8 hours / 1.5 hours per recipe = 5 recipes', 'Final answer: 5' (gold 32: 4 x 2 hours for 6 weeks is 48 hours)
dt13:665|correct|answer_colon|'Final answer: 360'
dt13:666|wrong|answer_colon|'They have 90+150=240', 'each would have 240/3=80', 'Final answer: 80' (gold 120: Aurelia's $120 left out of the $360)
dt13:667|wrong|answer_colon|'The entire game lasted 17 minutes + 4 quarters x 12 minutes = 4 x 12 = 48 minutes.', 'Final answer: 48 minutes' (gold 53: the 5-minute extension left out)
dt13:668|correct|answer_colon|'Final answer: 3'
dt13:669|correct|answer_colon|'Final answer: 80+48+4=132' (gold 132: the answer line is the sum written out, its value the gold)
dt13:670|correct|answer_colon|'Final answer: 4'
dt13:671|correct|answer_colon|'Final answer: 4'
dt13:672|wrong|answer_colon|'There were 20 good days in the month so far.', 'There are 10 days left in the month.', 'Final answer: 5' (gold 2: 12 good days less the 8 first and the 2 of the next three)
dt13:673|wrong|answer_colon|'Sally has 21/2=10 books', 'Final answer: 10' (gold 9: (21 - 3) / 2)
dt13:674|wrong|answer_colon|'we can divide 600 by 30: 600 / 30 = 20 days', 'Final answer: 20' (gold 12: the 240 inches it has are left out, 360 / 30)
dt13:675|wrong|answer_colon|'He needs 16-3=13 more toys', 'So he needs 8+13=21 toys in total', 'Final answer: 21' (gold 33: 12 dogs, 24 more, 36 less 3)
dt13:676|correct|answer_colon|'Skyler's investment was 240', 'Final answer: 240'
dt13:677|wrong|answer_colon|'Carol needs to collect 100-20=80 signatures', 'The sisters need to collect 80+56=136 signatures', 'Final answer: 136' (gold 36: 100 less the 64 they have)
dt13:678|wrong|answer_colon|'Karen earns 20*2=40 per day', 'Final answer: 40' (gold 120: $20 an hour for 3 hours on 2 days)
dt13:679|correct|answer_colon|'Final answer: 576'
dt13:680|correct|answer_colon|'Final answer: 20 kg' (gold 20; the unit of the question)
dt13:681|wrong|answer_colon|'the Cookie Monster has 68-12=56 cookies', 'So they have 56+68+91=215 cookies in total', 'Final answer: 215' (gold 298: Max has 73, the Cookie Monster 61, Summer 96, and Katarina's 68 count too)
dt13:682|wrong|answer_colon|'the dress is 140cm/2=70cm longer', 'the original length of the dress is 140cm-90cm=50cm', 'Final answer: 50' (gold 80: 1.5x + 20 = 140)
dt13:683|correct|answer_colon|'So it took him 30+20=50 minutes to mow the lawn.', 'Final answer: 50'
dtgp:570|wrong|answer_colon|opens in page 448000 (cut there inside its problem), its answers wholly in 464000; 'Peter spent 5*4=20 dollars from Sunday through Wednesday.', 'Peter will have 4+3=7 total action figures', 'Final answer: 7' (gold 23: $10 a day, 8 wooden and 15 plastic figures)
dtgp:571|correct|answer_colon|'Final answer: 308'
dtgp:572|wrong|answer_colon|'Ford supplies 40 roses every week to the first flower shop, so in a month, he supplies 40*4=160 roses.', 'Ford lacks 480-(20+15+30)=480-65=415 roses', 'Final answer: 415' (gold 100: 65 roses a week ordered, 260 a month, less the 160 he grows)
dtgp:573|correct|answer_colon|'Katina removes money from the account 2*1=2 times.', '$3000 - ($1200*2) = $3000 - $2400 = $600', 'Final answer: 600' (gold 600; the muddled second step does not change the final answer)
dtgp:574|correct|answer_colon|'Their total net profit is 3.70 * 10 = 37.00.', 'Final answer: 37.00' (gold 37; equal in value, written with cents)
dtgp:575|correct|answer_colon|'Final answer: 36'
dtgp:576|wrong|answer_colon|'The total cost to replace the carpet is 2592+432+864+7344=11332', 'Final answer: 11332' (gold 11232: the four costs are right, their sum is 11,232)
dtgp:577|correct|answer_colon|'Final answer: 40'
dtgp:578|correct|answer_colon|'Final answer: 48'
dtgp:579|correct|answer_colon|'Final answer: 7'
dtgp:580|wrong|answer_colon|'she needs to increase the desired temperature by 4%.', 'So she should set the oven at 520 + 20.8 = 540.8 degrees.', 'Final answer: 540.8' (gold 500: the oven runs 4% hot, 520 / 1.04)
dtgp:581|correct|answer_colon|'Final answer: 215'
dtgp:582|correct|answer_colon|'The combined value of the two houses is 76,000 + 53,200 = 129,200', 'Final answer: 129200'
dtgp:583|wrong|answer_colon|'Judy's friend brought 40-20=<<40-20=20>>20 dishes.', 'The total number of utensils brought by the two is 36+60=<<36+60=96>>96.', 'Final answer: 96' (gold 120: the friend's 44 dishes, 20 more than Judy's 24, and 40 cups)
dtgp:584|wrong|answer_colon|'There are 90 contacts in 1 box, so there are 90 * 2 = 180 contacts in 2 boxes.', 'Each pair of contacts will cost $90.00 / 180 = $0.50.', 'Final answer: 0.50' (gold 2: $180 for 90 pairs; 0.50 is one box's price over both boxes' contacts)
dtgp:585|correct|answer_colon|'Final answer: 40'
dtgp:586|correct|answer_colon|'Final answer: 800'
dt7:513|correct|answer_colon|opens in page 400000 (cut there inside its answers), its answers ending in 416000; 'So Julie had $400-100=300 left', 'Final answer: 300' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:514|wrong|answer_colon|'The lot cost $120,000/3=40,000', 'So the house cost 40,000*3=120,000', 'Final answer: 120000' (gold 90000: the lot is a quarter of the $120,000)
dt7:515|correct|answer_colon|'Tara earned 40 x 4=160 profit on her bags in total.', 'Final answer: 160'
dt7:516|correct|answer_colon|'Final answer: 375'
dt7:517|correct|answer_colon|'Final answer: 18'
dt7:518|wrong|answer_colon|'Ali has 4*10+6*20=140', 'Ali has 70-49=21 left after buying dinner', 'Final answer: 21' (gold 32: $160, 80 after his sister's half, 48 on dinner)
dt7:519|wrong|answer_colon|'Royce takes 40 minutes more than double Rob, so 2+40=2.4 hours', 'Final answer: 144' for the question posed (gold 280: 40 + 2 x 120 minutes), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:520|wrong|answer_colon|'A6: 24 skeins', 'Final answer: 24' (gold 63: 21 skeins a grandchild, three grandchildren)
dt7:521|correct|answer_colon|'After Tuesday, he had 100-36=64 math problems left', 'He completed 25 math problems on Wednesday', 'So he has 64-25=39', 'Final answer: 39' (gold 39: right final answer over wrong working, Monday's 12 left out and 25 for a quarter)
dt7:522|wrong|answer_colon|'Bobby picks 1/2 quart of strawberries per hour', '6+1+1 1/2+2=11 quarts per hour', 'Final answer: 11' (gold 29: 6 + 5 + 10 + 8), then 'Please provide the next problem.'
dt7:523|wrong|answer_colon|'So they had 93+39=132 loaves left', 'Final answer: 132' (gold 74: 200 - 132 + 6; 132 is the loaves sold)
dt7:524|wrong|answer_colon|'6 red tulips/row x 36 red tulips=21 rows of red tulips', '21+19=40 rows of flowers', 'Final answer: 40' (gold 9: 36 / 6 + 24 / 8)
dt7:525|wrong|answer_colon|'Heather has 27/4=7 cups of raisins', 'So Heather can make 7/1 3/4=4 1/4 batches', 'Final answer: 4 1/4' for the question posed (gold 12: 9 cups for the cookies, 9 / (3/4)), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:526|wrong|answer_colon|'Ada's weekly electric bill before adding the new device costs 14*1.5=210.', 'is 345-210=135.', 'Final answer: 135' (gold 21: 2 kilowatts a day for 7 days at $1.50)
dt7:527|wrong|answer_colon|'It takes one person 5 days to paint a whole house', 'So it would take 5 people 120 hours/5 people=24 hours', 'Final answer: 24' (gold 48: one person takes 10 days, 240 hours, for a whole house)
dt7:528|wrong|answer_colon|'Ophelia has 20 sofas, so she has 20-2=18 chairs', 'together they have 18+52=70 chairs and sofas', 'Final answer: 70' (gold 172: 84 sofas and 88 chairs), then 'Please provide the next problem.'
dt7:529|correct|answer_colon|'So Tom could buy 44/4=11 CDs', 'Final answer: 11'
dt7:530|wrong|answer_colon|'The total number of hours Josh spent working out across the 8 weeks is 16+10+24=50.', 'Final answer: 50' (gold 36: five weeks at 4 hours, two at 5, one at 6)
dt7:531|wrong|answer_colon|'40+8=50 passengers are riding the bus after the first stop', 'So 50-7=43 passengers', 'Final answer: 43' (gold 66: 48 - 8 + 40 = 80, then 80 - 21 + 7)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
