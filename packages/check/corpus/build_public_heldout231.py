__doc__ = r"""Build public_heldout231.jsonl: a 231st held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 227's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-227's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. The
pages where a record opens (hzf_1310000, hzp_1168000, dt13_528000, dtgp_464000, dt7_416000) were
read again with read_file and pasted whole like the others (round 227's pastes were not reused);
each of the five re-read pages decodes byte-identical to round 227's own .page of the same offset
(compared by cmp; round 227's folder was still present). Every one of the 15 pages came out at
16,000 characters on its first paste. Display features, all pasted as shown: '  \\n' runs (two
spaces before a line break) on hzf_1326000 (test_000914), hzf_1358000 (934, 937), hzf_1374000
(954), hzp_1168000 (804, 805, 811), hzp_1184000 (815, 823), hzp_1200000 (826, 829, 831) and
hzp_1216000 (837); '\\\\(' LaTeX escapes on hzp_1184000 (test_000815, 825); escaped quotes on
hzf_1310000 (test_000901), hzf_1342000 (926), hzf_1374000 (953), hzp_1200000 and hzp_1216000
(835, the kangaroos), dt13_528000 (line 683, "turtle" mode) and dtgp_464000 (line 587, the jar's
note); '\\u2019' escapes on dt13_528000 (line 667), dt13_544000 (694, 698), dtgp_480000 (596)
and dt7_432000 (545); '\\u00a0' escapes on dtgp_464000 (line 576, Michael's carpet); '\\\\*' on
dt13_544000 (line 700, 'Final answer: 2/5\*15\*5=150'); '×', '÷', '–', '—', '−' and '’' stand in
the display as themselves and were pasted so. No loop marker was needed (no verbatim loop on these
pages). Nothing was retyped from a decoded form; nothing is shortened.
Same-length slips: work/extract.py compared every whole line of the re-read pages that round 227
took with round 227's transcription (`r` and `q`): all identical (hzf test_000902-912, hzp
test_000804-813, dt13 lines 663-683, dtgp 571-586, dt7 514-531); for every record kept, the
question equals gsm8k/test.jsonl line rec (whitespace-normalised), the hz `gold` field equals
test_socratic.jsonl line rec's answer byte for byte, the DT `answer` float equals GSM8K's value
(no exception on these pages), and `r` decodes to the line's parsed field. The completions
themselves were read over against the display (and every simple 'a op b = c' in them that does not
hold was looked up in the display: each is the model's own, or a longer sum cut by the pattern).
work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1310000 (re-read), 1326000, 1342000, 1358000 and 1374000 (= hzf_1310000 ..
  hzf_1374000): test_000913 (Benny's bologna, opening in 1310000, cut there inside its question)
  to test_000954 (Jonathan's measuring spoons) whole (test_000925, the pool's tank, crosses the
  edge of 1326000 and 1342000 inside its metadata, its prediction wholly in 1326000; test_000934,
  Zoey and Sydney's seeds, the edge of 1342000 and 1358000 inside its question; test_000945,
  James's lake swim, the edge of 1358000 and 1374000 inside its prediction); test_000955 (the
  hospital's beds) is cut inside its gold at the page end and dropped: 42 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 1168000 (re-read),
  1184000, 1200000 and 1216000 (= hzp_1168000 .. hzp_1216000): test_000814 (Jack's arcade,
  opening in 1168000, cut there inside its question) to test_000845 (Miss Susan's class) whole
  (test_000826, Cindy's eggs, crosses the edge of 1184000 and 1200000 inside its gold;
  test_000835, the kangaroos and turtles, the edge of 1200000 and 1216000 inside its prediction);
  test_000846 (Vicki's pop concert) is cut inside its question and dropped (whole records only):
  32 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-227): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) pages 528000
  (re-read) and 544000 (= dt13_528000, dt13_544000): line 684 (John and Jack's walk to school,
  opening in 528000, cut there inside its questions) to line 702 (Gary's truck) whole; line 703
  (Larry's dumplings) cut inside its answers ('Final answer: 5' at the page end) and dropped: 19
  kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) pages 464000 (re-read) and
  480000 (= dtgp_464000, dtgp_480000): line 587 (the Burger Palace jelly beans, opening in 464000,
  cut there inside its questions) to line 604 (Howard at the arcade) whole; line 605 (Patrick's
  lemonade) cut inside its questions and dropped: 18 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) pages 416000 (re-read) and
  432000 (= dt7_416000, dt7_432000): line 532 (Jame's cousin, opening in 416000, cut there inside
  its questions) to line 550 (Daniel's school supplies) whole; line 551 (Carly's treat) cut inside
  its questions and dropped: 19 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems with
  answers of their own, or ask for the next one). Gold: the line's `answer` (float, written as an
  integer), checked by the build; on these pages every float equals GSM8K's '####' value (no
  minus sign or thousands lost), so work/extract.py DT_GOLD is empty. rec = the file line,
  numbered as round 227 numbered it: work/extract.py checked that the whole lines before each
  take-from line are round 227's records (same text), and every line taken is the same question as
  gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 240 files, 33,377 distinct completions at the last run, by script,
work/dedup.py, reading no labels) and with the others of this round (the flash and pro runs, and
the three DT runs, across each other included): no repeat found, none dropped (hzp:823, Sasha's
points, answers as round 218's hzf:823 did, '14 + 4 = 18', but in other words). 130 records kept.

Repository counts (130 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 74 (56.9 %:
deepseek-v4-flash 42, deepseek-v4-pro 32), DT6A/GSM8K-AI-SubQ 56 (43.1 %: Llama-2-13B chat 19,
ChatGPT 18, Llama-2-7B chat 19). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-227 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 93, wrong 36, no_answer 1; debatable 4 (hzf:952, hzp:814, hzp:823, dtgp:595)
(handsomeZR 68 correct, 6 wrong; DT6A 25 correct, 30 wrong, 1 no_answer).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (130), no MATH.

Label conventions (rounds 37-227's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap, and also where
the working said the gold first (hzf:926 says 'Thus the answer is 1.', the gold, then, cut at the
cap, '#### 8': wrong; hzf:953 reaches 'So she slept 475 - 23 = 452 minutes?', the gold, then,
cut, '#### 38': wrong; hzp:835 weighs the kangaroos' 'total', cut at 'one turtle at half speed
takes 12', then '#### 12': wrong, as round 227 labelled hzf:901's '#### 4' after 'So answer is
1.'); a completion that goes on with invented problems or a request for the next one is labelled
by the answer given to the question posed (dt13:700; dt7:534, 541, 544, 548, 549); equal in value
but written differently is correct (dt7:542 'Final answer: 7.00', gold 7; hzp:819 '#### 6250' and
hzp:829 '#### 14000' for the golds 6,250 and 14,000); another quantity is wrong (dt7:549 'Final
answer: 400', the toys Jonathan needs, not the 398 he has; dt7:547 the third round's 27); a
refusal on the 'Final answer' line is no_answer, debatable (dtgp:595 'Final answer: N/A (The
problem is not solvable with the given information)' after its own 'X = 10', as rounds 151 and
180 labelled dtgp:279 and dtgp:383); an answer that follows the question as worded where the
GSM8K gold reads it otherwise is labelled against the gold and marked debatable (hzf:952 '#### 1800'
for 8:00 AM to 11:00 PM, gold 360, as round 64's rr640:729; hzp:823 '#### 18' for Sasha's two
games, gold 14, as rounds 50 and 218; hzp:814 '#### 17' for the arcade's quarters, gold 11, whose
reference counts the two worse friends at one friend's rate, as round 56 labelled rr416:454's 17).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1310000
(re-read), 1326000, 1342000, 1358000, 1374000; runs/deepseek_v4_pro/test_predictions.jsonl
offsets 1168000 (re-read), 1184000, 1200000, 1216000; DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offsets 528000 (re-read), 544000;
eval_responses/chatgpt/eval_chat.jsonl offsets 464000 (re-read), 480000;
eval_responses/llama7b/eval_chat.jsonl offsets 416000 (re-read), 432000.

Leads for a later round: handsomeZR deepseek_v4_flash from 1390000 (test_000955, the hospital's
beds, opens in 1374000, cut inside its gold: read 1374000 again, this round's paste will not be
on disk); deepseek_v4_pro from 1232000 (test_000846, Vicki's pop concert, opens in 1216000, cut
inside its question: read 1216000 again); DT6A llama13b from 560000 (line 703, Larry's
dumplings, opens in 544000, cut inside its answers: read 544000 again); chatgpt from 496000
(line 605, Patrick's lemonade, opens in 480000, cut inside its questions: read 480000 again);
llama7b from 448000 (line 551, Carly's treat, opens in 432000, cut inside its questions: read
432000 again), and the other eval_*.jsonl files (check repeats: short hz answers repeat the other
deepseek run's, and earlier rounds found answers word for word across the DT models' files; watch
for DT `answer` floats that lost a minus sign or thousands, as round 222's dt7:505 did, and for
GSM8K golds that read the question otherwise, as hzf:952, hzp:814 and hzp:823 here); round 104's
other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not taken here.

Usage: python build_public_heldout231.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout231.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout231.jsonl"
SOURCE = "public_heldout231"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1310000-1389999 (1310000 re-read, 1326000, 1342000, 1358000, 1374000)",
                        "test_000913-test_000954"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "1168000-1231999 (1168000 re-read, 1184000, 1200000, 1216000)",
                        "test_000814-test_000845"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 528000 "
        "(re-read) and 544000 of the file (lines 684-702)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 464000 "
        "(re-read) and 480000 of the file (lines 587-604)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; pages 416000 "
        "(re-read) and 432000 of the file (lines 532-550)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:913|correct|hash|opens in page 1310000 (cut there inside its question), its prediction wholly in 1326000; '18 / 3 = 6 yellow balloons.', '#### 6'
hzf:914|correct|hash|
hzf:915|correct|hash|
hzf:916|correct|hash|'So 2x = 28, implying x = 14.', '#### 14'
hzf:917|correct|hash|
hzf:918|correct|hash|
hzf:919|correct|hash|
hzf:920|correct|hash|
hzf:921|correct|hash|
hzf:922|correct|hash|
hzf:923|correct|hash|
hzf:924|correct|hash|
hzf:925|correct|hash|
hzf:926|wrong|hash|the working finds 'Each ticket tonight (Friday) costs $10, so he can see exactly 1 movie.', 'Thus the answer is 1.', then wonders whether the total for the month is meant, cut at the 1024-token cap ('8 movies on other days" that'), then '#### 8' (gold 1: the last, marked answer counts; 8 is the other-day movies he saw)
hzf:927|correct|hash|
hzf:928|correct|hash|
hzf:929|correct|hash|
hzf:930|correct|hash|
hzf:931|correct|hash|'Let Jean's age be J.', 'Thus Peter = 2*20 + 10 = 50.', '#### 50'
hzf:932|correct|hash|
hzf:933|correct|hash|
hzf:934|correct|hash|opens in page 1342000 (cut there inside its question), its prediction wholly in 1358000; 'Average total distance: (400 + 420) / 2 = 820 / 2 = 410 feet.', '#### 410'
hzf:935|correct|hash|
hzf:936|correct|hash|
hzf:937|correct|hash|
hzf:938|correct|hash|
hzf:939|correct|hash|
hzf:940|correct|hash|
hzf:941|correct|hash|
hzf:942|correct|hash|'2.25 hours, which rounds up to 3 hours for labor', '#### 205'
hzf:943|correct|hash|
hzf:944|correct|hash|the whole prediction is '#### 34' (no working shown)
hzf:945|correct|hash|crosses the edge of 1358000 and 1374000 inside its prediction; 'Total time is 6 + 3 + 8 = 17 hours.', '#### 17'
hzf:946|correct|hash|
hzf:947|correct|hash|
hzf:948|correct|hash|
hzf:949|correct|hash|
hzf:950|correct|hash|
hzf:951|correct|hash|
hzf:952|wrong|hash|debatable: 'Vince stapled from 8:00 AM to 11:00 PM, which is 15 hours.', '120 * 15 = 1800 reports.', '#### 1800' follows the question as written; the GSM8K gold 360 counts 8 to 11 (3 hours): labelled against the gold as given, as round 64's rr640:729 (the same question, the same 1800)
hzf:953|wrong|hash|the working reaches 'So she slept 475 - 23 = 452 minutes?' (the gold) and goes on weighing the bathroom break, cut at the 1024-token cap ('then from 2:38 a'), then '#### 38' (gold 452: the last, marked answer counts; 38 is the minute the sleepwalking ended)
hzf:954|correct|hash|
hzp:814|wrong|hash|debatable: opens in page 1168000 (cut there inside its question), its prediction wholly in 1184000; 'The two worse friends get 10 minutes per quarter, so each uses 240 / 10 = 24 quarters', 'Total quarters: 12 + 48 + 8 = 68.', '68 * 0.25 = 17.', '#### 17' (gold 11: the GSM8K reference counts the two worse friends together at 6 quarters an hour, one friend's rate; the model's 17 follows the question as worded: labelled against the gold as given, as round 56 labelled rr416:454's 17)
hzp:815|correct|hash|'Oil: \(4z = 4\) ounces.', '#### 4'
hzp:816|correct|hash|
hzp:817|correct|hash|
hzp:818|correct|hash|'Joe initially has 2 * 20 = 80? Wait, careful: ... 2 * 20 = 40 cars.', 'Remaining: 40 - 24 = 16 cars.', '#### 16'
hzp:819|correct|hash|'each student raised 125,000 / 20 = 6,250 dollars.', '#### 6250' (gold 6,250)
hzp:820|correct|hash|
hzp:821|correct|hash|
hzp:822|correct|hash|
hzp:823|wrong|hash|debatable: 'Sasha's total points: 14 + 4 = 18.', '#### 18' answers the question as worded, but the GSM8K gold is 14 (its reference adds Julie's 10 and Sasha's 4); labelled against the gold, as rounds 50 and 218 labelled the same question
hzp:824|correct|hash|
hzp:825|correct|hash|'Becca has \(3(47) + 12 = 141 + 12 = 153\) cards.', '#### 153'
hzp:826|correct|hash|crosses the edge of 1184000 and 1200000 inside its gold; 'Total eggs: 5 + 10 + 9 + 3 = 27.', '#### 27'
hzp:827|correct|hash|
hzp:828|correct|hash|
hzp:829|correct|hash|'Week 4: 50,000 - 36,000 = 14,000 bars.', '#### 14000' (gold 14,000)
hzp:830|correct|hash|
hzp:831|correct|hash|
hzp:832|correct|hash|
hzp:833|correct|hash|
hzp:834|correct|hash|
hzp:835|wrong|hash|crosses the edge of 1200000 and 1216000 inside its prediction; a deliberation over 'a total of 18 hours' ('each kangaroo takes 6 hours', 'If we sum their hours, it would be 4 * 12 = 48 hours.' then 'likely asks for ... the duration'), cut at the 1024-token cap ('Then one turtle at half speed takes 12'), then '#### 12' (gold 48: the four turtles' hours summed, 4 x 12, as the kangaroos' 18 are 3 x 6; 12 is one turtle's)
hzp:836|correct|hash|
hzp:837|correct|hash|
hzp:838|correct|hash|
hzp:839|correct|hash|
hzp:840|correct|hash|
hzp:841|correct|hash|
hzp:842|correct|hash|
hzp:843|correct|hash|
hzp:844|correct|hash|
hzp:845|correct|hash|
dt13:684|correct|answer_colon|opens in page 528000 (cut there inside its questions), its answers wholly in 544000; 'They have 30-19=11 minutes left to get to school without being late', 'Final answer: 11'
dt13:685|correct|answer_colon|
dt13:686|correct|answer_colon|
dt13:687|wrong|answer_colon|'One of the triplets is 7 years old.', 'One of the twins is 8 years old.', 'Final answer: 8' (gold 13: 2(t + 7) + 3t = 44, t = 6)
dt13:688|correct|answer_colon|
dt13:689|wrong|answer_colon|'Each candy costs 3.20/4=0.80', 'Ten lollipops and ten candies will cost 10*0.40=40 and 10*0.80=80', 'Final answer: 120' (gold 7: the candies cost (3.20 - 2.00) / 4 = 0.30, so 4 + 3)
dt13:690|wrong|answer_colon|'Neil saves 20/5=4 coins per month', 'So they have 2880 coins in total after ten years', 'Final answer: 2880' (gold 5760: Neil saves 28 a month, 48 together for 120 months)
dt13:691|wrong|answer_colon|'it costs 60% of 125=75', 'He leaves with 125-115=10', 'Final answer: 10' (gold 25: the vaccines' $40 are 40% of a $100 bill)
dt13:692|wrong|answer_colon|'One banana costs $2', 'One crate of fruit costs $2+3+0.5=7', 'Final answer: 7' (gold 32: 5 bananas at $1, 12 apples at $0.50, 7 oranges at $3)
dt13:693|wrong|answer_colon|'for a total of 18+24+12=54 squares.', 'Final answer: 54' (gold 68: the 14 red squares left out)
dt13:694|wrong|answer_colon|'it has 8/5=1.6 times as many regular chairs', 'So Mia has to get 20.8-8=12.8 more chairs.', 'Final answer: 12.8' (gold 9: 40 regular and 8 high chairs for 42 adults and 15 babies)
dt13:695|correct|answer_colon|
dt13:696|wrong|answer_colon|'Marta collected 3*30=90 points', 'the class is missing 400-35=365 points', 'Final answer: 365' (gold 145: 50 + 65 + 35 + 105 = 255 points, 400 - 255)
dt13:697|wrong|answer_colon|'Great Grandma Jones has three grandchildren.', 'So there will be 3*3=9 great grand-babies', 'Final answer: 9' (gold 27: 3 x 3 x 3)
dt13:698|correct|answer_colon|
dt13:699|correct|answer_colon|
dt13:700|wrong|answer_colon|'There are 5 fireworks in each box', 'Final answer: 2/5\*15\*5=150' for the question posed (gold 135: 40% of 300 is 120, plus her 15), then invented pool, car and pizza problems with 'Final answer:' lines of their own, which do not count, cut inside the last
dt13:701|wrong|answer_colon|'There are 19 seats in total (12+7)', 'The group has spent $24+14=38 dollars on snacks and drinks', 'Final answer: 38' (gold 200: 20 people, 5 items at $2 each)
dt13:702|correct|answer_colon|'So Gary's truck can carry 11,600-8800=2800 pounds.', 'Final answer: 2800'
dtgp:587|correct|answer_colon|opens in page 464000 (cut there inside its questions), its answers wholly in 480000; 'Therefore, there are 1515 - 1485 = 30 more green jelly beans than red jelly beans.', 'Final answer: 30'
dtgp:588|correct|answer_colon|
dtgp:589|wrong|answer_colon|'The difference in Martin's weight ... is 8.75-6.25=2.5 pounds.', 'Final answer: 2.5' (gold 15: a 6.25-pound loss against an 8.75-pound gain differ by 6.25 + 8.75)
dtgp:590|wrong|answer_colon|'The friends who were invited via phone will bring 10*2=20 people with them.', 'So in total, there will be 100+200+20+16=336 people attending.', 'Final answer: 336' (gold 319: 100 + 200 + 10 + 8 spouses + Alex)
dtgp:591|correct|answer_colon|
dtgp:592|correct|answer_colon|
dtgp:593|wrong|answer_colon|'The beanstalk doubles its height every day, so it grows by 4 feet each day.', 'It will take (20-4)/4=4 days', 'Final answer: 4' (gold 3: 8, 16, 32 feet)
dtgp:594|correct|answer_colon|
dtgp:595|no_answer|answer_colon|debatable: 'X = 2X - 10, which further simplifies to X = 10.' (Jerry's age now), then 'Final answer: N/A (The problem is not solvable with the given information)' (gold 13: 10 + 3); no quantity stated on the answer line (as dtgp:279 and dtgp:383 were labelled); wrong would fit if a refusal on the 'Final answer' line were read as a wrong answer
dtgp:596|correct|answer_colon|
dtgp:597|correct|answer_colon|
dtgp:598|correct|answer_colon|
dtgp:599|correct|answer_colon|
dtgp:600|wrong|answer_colon|'Jamaal increased the weight by 8*0.5=4 pounds.', 'Jamaal now uses a weight of 8-2=6 pounds.', 'Final answer: 6' (gold 10: 8 + 4 - 2)
dtgp:601|wrong|answer_colon|'Steve has 12 + 24 + 48 + 15 = 99 games after 3 years.', 'Final answer: 99' (gold 104: the 5 birthday games left out)
dtgp:602|correct|answer_colon|
dtgp:603|wrong|answer_colon|'Marissa makes 3/4*60=45 pounds of chocolates in one hour.', 'Final answer: 1260' (gold 1800: Marissa makes 3/4 of Ruiz's two-hour 120, 90 an hour; 150 x 12)
dtgp:604|correct|answer_colon|
dt7:532|wrong|answer_colon|opens in page 416000 (cut there inside its questions), its answers wholly in 432000; 'Jame's cousin will be 27+8=35 years old in 8 years', 'So the two are currently 22-17=5 years apart in age', 'Final answer: 5' (gold 25: the cousin is 2 x 30 - 5 = 55 in 8 years, 47 now, against Jame's 22)
dt7:533|wrong|answer_colon|'The printer cost $400', 'So one monitor cost $1,000', 'Final answer: 1000' (gold 300: the printer $700, the two monitors $600)
dt7:534|wrong|answer_colon|'A2: 60+4(60)=120', 'Final answer: 120' for the question posed (gold 300: 60 + 240), then invented bookshelf and stock problems with 'Final answer:' lines of their own, which do not count
dt7:535|wrong|answer_colon|'George had 3 candies initially', 'Nick had 2*3=6 candies initially', 'Final answer: 6' (gold 16: George had 3 + 5 = 8)
dt7:536|correct|answer_colon|
dt7:537|wrong|answer_colon|'The total thickness of the four books is 45+45+62+31=183 mm', 'Final answer: 183' (gold 188: the second book's 50 mm counted as a second 45)
dt7:538|correct|answer_colon|
dt7:539|wrong|answer_colon|'So the total amount I need to pay is 50+10=60', 'Final answer: 60' (gold 35: half the $50 bill plus the $10 tip)
dt7:540|wrong|answer_colon|'The eldest initially had $18', 'He tripled the amount he had left, so he has 25*3=75', 'Final answer: 75' (gold 39: his share is $6, 6 + 15 - 8 = 13, tripled)
dt7:541|wrong|answer_colon|'Elvis has to save $1125/28 days=40 dollars daily in the first half', 'Final answer: 80' for the question posed (gold 50: 15 days at x and 15 at 2x make 1125, x = 25), then invented bookshelf, computer, car and pool problems with 'Final answer:' lines of their own, which do not count
dt7:542|correct|answer_colon|'So Verna received $20-13.00=7.00 in change', 'Final answer: 7.00' (gold 7; equal in value, written with cents)
dt7:543|correct|answer_colon|
dt7:544|correct|answer_colon|'Jeff gets 4 times as much as Brad, so he gets 4*20=80 dollars', 'Final answer: 80' for the question posed, then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:545|wrong|answer_colon|'He walks 3 miles to work each day', 'So he walks 3 miles*5 days/week=15 miles per week', 'Final answer: 15' (gold 30: there and back, 6 miles a day)
dt7:546|wrong|answer_colon|'After re-writing everything she has already written, she wrote 52+13=65 letters', 'Final answer: 65' (gold 130: the 65 written again)
dt7:547|wrong|answer_colon|'So in the fourth round, 27 families will be notified', 'Final answer: 27' (gold 81: 3, 9, 27, 81)
dt7:548|wrong|answer_colon|'Mark's initial weight was 70-30=40 pounds', 'Final answer: 40' for the question posed (gold 100: 70 + 30), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:549|wrong|answer_colon|'Jonathan needs 5 times that amount, or 400 toys', 'So Jonathan currently has x toys', 'Final answer: 400' for the question posed (gold 398: 2 fewer than the 400 he needs), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:550|correct|answer_colon|
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
