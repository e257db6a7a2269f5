__doc__ = r"""Build public_heldout184.jsonl: a 184th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 180's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took.

Method (rounds 88-180's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page came out at 16,000 characters on its first paste but one: hzp_736000 came out 16,001 (a '>'
doubled at its very end against the display, '=120>' pasted as '=120>>'); its end was pasted
again from the display and it then came out at 16,000. No loop marker was needed (no verbatim
loop on these pages). Nothing was retyped from a decoded form; nothing is shortened. Where a
record opens on the last page round 180 read, round 180's verified paste (hzf_830000,
hzp_704000, dt13_304000, dtgp_304000, dt7_256000) was copied in, not re-read, passed the same
length check here and decodes byte-identical to round 180's .page (work/mk.py compares them); it
was joined so that the record is taken whole; the records earlier rounds took are not taken
again. work/extract.py cut the records out by script (raw_*.jsonl); work/dedup.py checked
repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 846000 and 862000 (= hzf_846000, hzf_862000) joined with round 180's page
  830000 (hzf_830000): test_000581 (Max's movies, opening in 830000, cut there inside its
  question; its prediction wholly in 846000) to test_000602 (the plane's 2000 miles) whole
  (test_000591, the four dogs, crosses the edge of 846000 and 862000 inside its prediction);
  test_000603 (Ruiz's chocolates) is cut inside its metadata at the page end and dropped: 22
  kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 720000 and 736000
  (= hzp_720000, hzp_736000) joined with round 180's page 704000 (hzp_704000): test_000498 (the
  greek orange pie, opening in 704000, cut there inside its question) to test_000517 (Kelsie's
  cookies) whole (test_000510, Andy's calorie deficit, crosses the edge of 720000 and 736000
  inside its question); test_000518 (Ali's bills) is cut inside its gold at the page end and
  dropped: 20 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-180): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 320000
  (= dt13_320000) joined with round 180's page 304000: line 405 (Tyson's muffaletta sandwiches,
  opening in 304000, cut there inside its questions) to line 419 (Stanley's comb) whole; line
  420 (Mr. Josue's capital) cut inside its answers and dropped: 15 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 320000 (= dtgp_320000)
  joined with round 180's page 304000: line 389 (David and Dasha's carnival, whose answers are
  whole in 304000 and whose gold '6.0}' opens 320000) to line 408 (Toby's book) whole; line 409
  (Carolyn's employees) cut inside its answers and dropped: 20 kept.
  Not taken: pages 336000 of llama13b and chatgpt (dt13_336000, dtgp_336000) were pasted and
  passed the length check (they are in pages/), but are not joined: their 36 whole lines would
  have put DT6A at 68.7 % of the round, over the ~60 % the brief allows; they are left for a
  later round (see Leads).
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 272000 (= dt7_272000)
  joined with round 180's page 256000: line 336 (Maria's shares, opening at the very end of
  256000 at its '{"problem"') to line 356 (Dean's toy store) whole; line 357 (Morgan's party)
  cut inside its problem and dropped: 21 kept. `r` = the line's `answers` body (enc json): the
  answering model's answers A1..An to sub-questions another model wrote, ending 'Final answer:
  N' (some then invent a new problem or ask for the next one). Gold: the line's `answer` (float,
  written as an integer), checked by the build; no float lost GSM8K's thousands on these lines
  (work/extract.py DT_GOLD is empty). rec = the file line, numbered as round 180 numbered it:
  work/extract.py checked that the whole line before each take-from line is round 180's last
  record (same problem), and every line taken is the same question as gsm8k/test.jsonl line rec.
  The DT files answer the same GSM8K questions (lines 405-408 of llama13b and chatgpt overlap),
  each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 271 files, 28,682 distinct completions, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): no repeat found. 98 records kept.

Repository counts (98 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 42 (42.9 %:
deepseek-v4-flash 22, deepseek-v4-pro 20), DT6A/GSM8K-AI-SubQ 56 (57.1 %: Llama-2-13B chat 15,
ChatGPT 20, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-180 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 65, wrong 33, no_answer 0; debatable 0 (handsomeZR 38 correct, 4 wrong; DT6A 27
correct, 29 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (98), no MATH.

Label conventions (rounds 37-180's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzp:511 names
both 50 and 110 and says 'I'll answer 110', cut at 'But I can also', then '#### 7': wrong, the
right number only in the working; hzp:510 counts 200 days, cut mid-sentence, then '#### 31':
wrong); a right final answer over wrong working is correct (dt7:339 'Final answer: 160' after
'He has 60 chickens' and 'The cows have 40 legs'); a completion that goes on with an invented
problem is labelled by the answer given to the question posed (dt13:412 'Final answer: 5' then a
swimming-pool problem: correct; dt13:418 'Final answer: 2' then three invented problems, cut
inside the last: wrong; dt7:350 'Final answer: 450' then a marble problem: wrong); text after the
committed answer does not count (dt7:344 'Please provide the next problem.'); equal in value but
written differently is correct (dt13:405 '50.00', dtgp:393 '20%' for a percentage asked).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 846000,
862000 (830000 reused from round 180, not re-read); runs/deepseek_v4_pro/test_predictions.jsonl
offsets 720000, 736000 (704000 reused); DT6A/GSM8K-AI-SubQ eval_responses/llama13b/
eval_chat.jsonl offsets 320000, 336000 (304000 reused; 336000 pasted, not taken),
eval_responses/chatgpt/eval_chat.jsonl offsets 320000, 336000 (304000 reused; 336000 pasted, not
taken), eval_responses/llama7b/eval_chat.jsonl offset 272000 (256000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 878000 (test_000603, Ruiz's
chocolates, opens in 862000 with its prediction whole, cut inside its metadata: join this
round's paste) and deepseek_v4_pro from 752000 (test_000518, Ali's bills, opens in 736000, cut
inside its gold: join this round's paste); DT6A llama13b from line 420 (Mr. Josue's capital,
opening in 320000): this round's verified pastes dt13_320000 and dt13_336000 hold lines 420-438
whole (line 439, Wayne and Bernadette, cut inside its questions; read on from 352000); chatgpt
from line 409 (Carolyn's employees, opening in 320000): this round's verified dtgp_320000 and
dtgp_336000 hold lines 409-425 whole (line 426, Aleksandra's dinner, cut inside its questions;
read on from 352000); those pastes are in /tmp/rounds/real184/pages/ and need not be read again,
but they carry 36 DT records, so weigh them with hz pages; llama7b from 288000 (line 357,
Morgan's party, opens in 272000, cut inside its problem), and the other eval_*.jsonl files
(check repeats: the same sub-questions recur, and short DT answers repeat across the DT models'
files; short hz answers may repeat the other deepseek run's); round
104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from 64000) were not
taken here.

Usage: python build_public_heldout184.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout184.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout184.jsonl"
SOURCE = "public_heldout184"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "830000-877999 (830000 from round 180, 846000, 862000)",
                        "test_000581-test_000602"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "704000-751999 (704000 from round 180, 720000, 736000)",
                        "test_000498-test_000517"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 304000 "
        "(round 180's) and page 320000 of the file (lines 405-419)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 304000 "
        "(round 180's) and page 320000 of the file (lines 389-408)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 256000 "
        "(round 180's) and page 272000 of the file (lines 336-356)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:581|correct|hash|opens in round 180's page 830000 (cut there inside its question), its prediction wholly in 846000; '#### 215'
hzf:582|correct|hash|
hzf:583|correct|hash|
hzf:584|correct|hash|'The cost per pair is $180 / 90 = $2.' then '#### 2'
hzf:585|correct|hash|
hzf:586|correct|hash|
hzf:587|correct|hash|
hzf:588|correct|hash|
hzf:589|correct|hash|
hzf:590|wrong|hash|'Total seats needed: 300 + 18 = 318.', '#### 318' (gold 319: Alex's own seat left out)
hzf:591|correct|hash|crosses the edge of 846000 and 862000 inside its prediction; '#### 220'
hzf:592|correct|hash|
hzf:593|correct|hash|
hzf:594|correct|hash|
hzf:595|correct|hash|
hzf:596|correct|hash|
hzf:597|correct|hash|
hzf:598|correct|hash|
hzf:599|correct|hash|
hzf:600|correct|hash|
hzf:601|correct|hash|
hzf:602|correct|hash|
hzp:498|correct|hash|opens in round 180's page 704000 (cut there inside its question), its prediction wholly in 720000; '#### 40'
hzp:499|correct|hash|
hzp:500|correct|hash|
hzp:501|correct|hash|
hzp:502|correct|hash|
hzp:503|correct|hash|
hzp:504|correct|hash|
hzp:505|correct|hash|'#### 1600' (the file's gold text '#### 1,600', gold_final 1600)
hzp:506|correct|hash|
hzp:507|correct|hash|'she saves 22 - 20 = $2.00.' then '#### 2'
hzp:508|correct|hash|
hzp:509|correct|hash|
hzp:510|wrong|hash|crosses the edge of 720000 and 736000 inside its question; a long count of the days from Dec 31 to July 19 (200 named, no deficit computed), cut at the 1024-token cap ('then Jan'), then '#### 31' (gold 525)
hzp:511|wrong|hash|a long deliberation over a 5- or 7-day week naming both 50 and 110 ('I'll answer 110', 'I'll go with 7'), cut at the 1024-token cap ('But I can also'), then '#### 7' (gold 110): the right number only in the working
hzp:512|correct|hash|
hzp:513|correct|hash|
hzp:514|correct|hash|
hzp:515|wrong|hash|'8 packs at $4 each, so total cost: 8 * 4 = 32 dollars', 'Profit = revenue - cost = 320 - 32 = 288 dollars.', '#### 288' (gold 160: $4 is per bag)
hzp:516|correct|hash|
hzp:517|correct|hash|
dt13:405|correct|answer_colon|opens in round 180's page 304000 (cut there inside its questions), its answers wholly in 320000; 'Final answer: 50.00' (gold 50; equal in value, written with decimals)
dt13:406|wrong|answer_colon|'He did not buy any corns at the store', '100+80=180', 'Final answer: 180' (gold 200)
dt13:407|wrong|answer_colon|'2,000 - 13,000 = 11,000', 'Final answer: 11000' (gold 2000)
dt13:408|wrong|answer_colon|'he has 60-30=30 minutes to get there', 'Final answer: 30' (gold 20: the 10-minute drive left out)
dt13:409|wrong|answer_colon|'$600*40+450*30=24,000+13,500=37,500', 'Final answer: 37500' (gold 168000: weekly pay taken for the month)
dt13:410|wrong|answer_colon|'2 pounds cost $3 x 2 = $6', 'So Sally has $10 - $8.50 = $1.50 left', 'Final answer: 1.50' (gold 3)
dt13:411|wrong|answer_colon|'With the discount, Tim spends $400+800*0.8=1200', 'Final answer: 1200' (gold 1110)
dt13:412|correct|answer_colon|'Final answer: 5' for the question posed, then an invented swimming-pool problem with its own 'Final answer: 240', which does not count
dt13:413|wrong|answer_colon|'5% of 50000=2500', '2500*5%=125', 'Final answer: 125' (gold 25: the 1% that explode taken as 5%)
dt13:414|correct|answer_colon|'Final answer: 56'
dt13:415|wrong|answer_colon|'30+15+x=500', 'x=500-45-30=420', 'Final answer: 420' (gold 350: the sister's apples left out)
dt13:416|wrong|answer_colon|'there are 90 camels (2 heads per camel)', '124 dromedaries', 'Final answer: 124' (gold 56)
dt13:417|wrong|answer_colon|'800 km + 240 km + 2100 km = 2350 km', 'Final answer: 2350' (gold 3140: 800 + 240 + 2100 added wrong)
dt13:418|wrong|answer_colon|no size found, 'Final answer: 2' for the question posed (gold 40), then invented swimming-pool, car and pizza problems (their own 'Final answer: 45', 'Final answer: 50'), cut inside the last ('A2'); the invented answers do not count
dt13:419|correct|answer_colon|'Final answer: 3000'
dtgp:389|correct|answer_colon|opens in round 180's page 304000 with its answers whole but cut at its '"answer": ', the gold '6.0}' opening 320000; 'Final answer: 6'
dtgp:390|correct|answer_colon|'Final answer: 12'
dtgp:391|correct|answer_colon|'Final answer: 15'
dtgp:392|wrong|answer_colon|'Tim saves $60 by cancelling his cable package.', 'Final answer: 60' (gold 34)
dtgp:393|correct|answer_colon|'Final answer: 20%' (gold 20; the question asks for a percentage)
dtgp:394|correct|answer_colon|'Final answer: 92'
dtgp:395|correct|answer_colon|'Final answer: 38'
dtgp:396|correct|answer_colon|'Final answer: 3'
dtgp:397|correct|answer_colon|'Final answer: 25'
dtgp:398|correct|answer_colon|'Final answer: 168'
dtgp:399|wrong|answer_colon|'Beth is 30-5=25 years old', 'Alice is 25+7=32', 'Final answer: 2' (gold 12)
dtgp:400|wrong|answer_colon|'John consumed 16*24=384 calories.', 'Final answer: 384' (gold 48)
dtgp:401|correct|answer_colon|'Final answer: 14400'
dtgp:402|correct|answer_colon|'Final answer: 4'
dtgp:403|wrong|answer_colon|'So he will save 216000/1000=216 kilowatts', 'Final answer: 216' (gold 81: the 5 hours saved not used)
dtgp:404|correct|answer_colon|'Final answer: 22'
dtgp:405|wrong|answer_colon|'he would need 1*20=20 pounds of meat in total', '140+60=200 dollars', 'Final answer: 200' (gold 50)
dtgp:406|correct|answer_colon|'Final answer: 200'
dtgp:407|wrong|answer_colon|'Elliott took 8000-2000=6000 steps during his jog.', 'Final answer: 6000' (gold 2000)
dtgp:408|correct|answer_colon|'Final answer: 20'
dt7:336|correct|answer_colon|opens at the very end of round 180's page 256000 (cut at its '{"problem"'), its answers wholly in 272000; 'Final answer: 72'
dt7:337|correct|answer_colon|'Final answer: 1'
dt7:338|wrong|answer_colon|'Each of the equal groups has 60 students', '60-10=50', 'Final answer: 50' (gold 60)
dt7:339|correct|answer_colon|'Final answer: 160' over wrong working ('He has 30 cows', 'He has 60 chickens', 'The cows have 40 legs'), whose sum is still the gold
dt7:340|wrong|answer_colon|'So he has 0 balls left to juggle on stage', 'Final answer: 0' (gold 4)
dt7:341|wrong|answer_colon|'The blue beetle weighs 20 pounds', '50+30+40+60=180 pounds', 'Final answer: 180' (gold 260)
dt7:342|wrong|answer_colon|'She received 2*2=4 new outfits', '4+15=19', 'Final answer: 19' (gold 87)
dt7:343|wrong|answer_colon|'Extra meters per day=5000*5=25000', 'Total distance in June=29000*30=870,000 meters', 'Final answer: 870000' (gold 180000)
dt7:344|correct|answer_colon|'Final answer: 2', then 'Please provide the next problem.', which does not count
dt7:345|correct|answer_colon|'Final answer: 310'
dt7:346|wrong|answer_colon|'the total number of cookies left for Jenny to eat is 20-7=13', 'Final answer: 13' (gold 9)
dt7:347|wrong|answer_colon|'The original price of each shirt is 30/100=0.3\*30=9', '5.4+5.4=10.8', 'Final answer: 10.8' (gold 36)
dt7:348|wrong|answer_colon|'The percentage increase is 130% (220/100)', 'Final answer: 130%' (gold 10)
dt7:349|correct|answer_colon|'Final answer: 2640'
dt7:350|wrong|answer_colon|'60+90+30+60+120=450 minutes', 'Final answer: 450' for the question posed (gold 8 hours), then an invented marble problem with its own 'Final answer: 1/3', which does not count
dt7:351|wrong|answer_colon|'So April has 100-60=40 plant pots left over', 'Final answer: 40' (gold 10: the daisies' 30 left out)
dt7:352|correct|answer_colon|'Final answer: 21'
dt7:353|correct|answer_colon|'Final answer: 20' over unexplained working ('He spent 40 hours on vacation in total', 'He spent 20 hours sightseeing'), the stated answer still the gold
dt7:354|wrong|answer_colon|'So she still needs to save $400-275=125', 'Final answer: 125' (gold 45: the $80 saved left out)
dt7:355|wrong|answer_colon|'The combined height of the two shortest trees is 6+6=12 feet.', '2 times 12=24', 'Final answer: 24' (gold 34)
dt7:356|correct|answer_colon|'Final answer: 21'
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
