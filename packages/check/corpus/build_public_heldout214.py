__doc__ = r"""Build public_heldout214.jsonl: a 214th held-out round of REAL model completions (issue 25).

Why: earlier rounds were tuned on after they were scored, so only a fresh round measures how the
checker does on completions it has never seen. This round was gathered and labelled by a helper
session BEFORE any checker ran on it; no checker, grader, math-verify or sympy was run on these
texts, and the sources' own verdicts (handsomeZR's `pred_final`, `pred_final_fallback`,
`strict_correct`, `fallback_correct`, `has_final_marker`; DT6A's files have none) were not used to
label: each completion was read, its final answer found and compared with the gold by hand.

The round continues round 209's two repositories (handsomeZR and DT6A) on the pages its "Leads"
named, which no earlier round took (checked by script: no record of this round is a record an
earlier round's public_heldout*.jsonl holds for the same file).

Method (rounds 88-209's, whole pages): each page's whole text was pasted as the read_file answer
displays it (JSON-escaped once more) into pages/<name>_<offset>.txt; work/mk.py decoded each
display form once into the page text (pages/<name>_<offset>.page) and checked its length. Every
page read this round came out at 16,000 characters on its first paste (hzf_1102000,
hzf_1134000, hzp_992000, hzp_1008000 and hzp_1024000 hold '  \\n' runs, two spaces before a line
break, pasted as shown; hzp_992000 holds '\\\\(' and '\\\\)' (a backslash before a parenthesis,
test_000682's LaTeX), hzf_1118000 and hzp_1024000 escaped quotes (test_000777, test_000711),
dt7_368000 a '\\u2019' escape (line 471, Marissa's class) and escaped quotes (line 470), all
pasted as shown; '’', '–', '−', '×', '→' and curly quotes stand in the display as themselves and
were pasted so). No loop marker was needed (no verbatim loop on these pages). Nothing was
retyped from a decoded form; nothing is shortened. Where a record opens on a page round 209
holds, round 209's verified paste (hzf_1086000, hzp_976000, dt13_464000, dtgp_400000,
dt7_352000) was copied in, not re-read, passed the same length check here and decodes
byte-identical to round 209's .page (work/mk.py compares them); it was joined so that the record
is taken whole; the records earlier rounds took are not taken again. work/extract.py cut the
records out by script (raw_*.jsonl); work/dedup.py checked repeats.
* handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 at 7ccc597 (JSON lines): 第二次/
  gsm8k_seq2seq_transformer/runs/deepseek_v4_flash/test_predictions.jsonl (1,938,830
  characters) pages 1102000, 1118000 and 1134000 (= hzf_1102000 .. hzf_1134000) joined with
  round 209's page 1086000 (hzf_1086000): test_000756 (the council's vote, opening in 1086000,
  cut there at its first key, crossing into 1102000 inside its question) to test_000789
  (Carson's logs) whole (test_000769, Tanya's classes, crosses the edge of 1102000 and 1118000
  inside its metadata, its prediction wholly in 1102000; test_000779, the Llesis family, crosses
  the edge of 1118000 and 1134000 inside its question); test_000790 (the scavenger hunt's
  seashells) is cut at the page end inside its gold and dropped: 34 kept.
  runs/deepseek_v4_pro/test_predictions.jsonl (1,915,368 characters) pages 992000, 1008000 and
  1024000 (= hzp_992000 .. hzp_1024000) joined with round 209's page 976000 (hzp_976000):
  test_000681 (Katarina's cookies, opening in 976000, cut there inside its prediction, ending in
  992000) to test_000713 (Mr Boarden's tiles) whole (test_000693, Brittany's comforter, crosses
  the edge of 992000 and 1008000 inside its question; test_000704, Gerald and Julia, crosses the
  edge of 1008000 and 1024000 inside its prediction, between the backslash and the 'n' of a
  '\n' escape); test_000714 (James's blueberries) is cut inside its metadata at the page end and
  dropped (whole records only): 33 kept.
  `r` = the line's `prediction` (enc json); gold `gold_final`; the record number is the test index
  (checked by script against gsm8k/test.jsonl line n, whitespace-normalised, and its '####'
  value).
* DT6A/GSM8K-AI-SubQ at b9c56e6 (JSON lines {problem, questions, answers, answer}; template
  rounds 89-209): eval_responses/llama13b/eval_chat.jsonl (1,058,025 characters) page 480000
  (= dt13_480000) joined with round 209's page 464000 (dt13_464000): line 602 (the plane's 1200
  miles, opening in 464000, cut there inside its problem) to line 621 (John's physical therapy)
  whole; line 622 (Jim's gum) cut inside its problem and dropped: 20 kept.
  eval_responses/chatgpt/eval_chat.jsonl (1,086,228 characters) page 416000 (= dtgp_416000)
  joined with round 209's page 400000 (dtgp_400000): line 507 (Janet's bus trips, opening in
  400000, cut there inside its questions) to line 527 (painting a house) whole; line 528
  (Ophelia and Jenna's sofas) cut inside its problem and dropped: 21 kept.
  eval_responses/llama7b/eval_chat.jsonl (1,082,934 characters) page 368000 (= dt7_368000)
  joined with round 209's page 352000 (dt7_352000): line 451 (Bentley's balloons, opening in
  352000, cut there inside its answers, ending in 368000) to line 472 (Matt's carrot sticks)
  whole; line 473 (Benny's shark) cut inside its problem and dropped; line 468 dropped as a
  repeat (below): 21 kept.
  `r` = the line's `answers` body (enc json): the answering model's answers A1..An to
  sub-questions another model wrote, ending 'Final answer: N' (some then invent new problems or
  add a note). Gold: the line's `answer` (float, written as an integer), checked by the build;
  two floats lost GSM8K's gold on these pages and the dataset gold is transcribed (work/extract.py
  DT_GOLD, each compared with gsm8k/test.jsonl line rec's '####' value): dt13:610 (the file's
  65.0 for GSM8K's 65,960) and dt13:611 (the file's 1.0 for GSM8K's 1,450,000), the thousands
  lost both times; no minus sign was lost on these pages. rec = the file line, numbered as round
  209 numbered it: work/extract.py checked that the whole line before each take-from line is
  round 209's last record (same problem), and every line taken is the same question as
  gsm8k/test.jsonl line rec. The DT files answer the same GSM8K questions, each model's own text.

Repeats: every completion kept was compared (whitespace-normalised) with every completion of the
earlier rounds (packages/check/corpus/public_heldout*.jsonl and the other /tmp/rounds/real*/
public_heldout*.jsonl present: 329 files, 31,465 distinct completions at the last run, by script, work/dedup.py,
reading no labels) and with the others of this round (the flash and pro runs, and the three DT
runs, across each other included): one repeat found and dropped: dt7 line 468 (Fireman Frank's
shoes) is word for word round 196's dt13:468 (the Llama-2-13B file's answers to the same
line). 129 records kept.

Repository counts (129 records): handsomeZR-netizen/nnu-nlp-gsm8k-coursework-2026 67 (51.9 %:
deepseek-v4-flash 34, deepseek-v4-pro 33), DT6A/GSM8K-AI-SubQ 62 (48.1 %: Llama-2-13B chat 20,
ChatGPT 21, Llama-2-7B chat 21). Licences: no LICENSE file in the index for handsomeZR (as rounds
87-209 found); DT6A has LICENSE (MIT, Copyright (c) 2024 Denis Tarasov); `licence` per record.
Truth: correct 95, wrong 34, no_answer 0; debatable 0 (handsomeZR 64 correct, 3 wrong; DT6A 31
correct, 31 wrong).

Split: all long_cot (no tag format): '#### N' lines (hzf, hzp), 'A1..An' then 'Final answer: N'
(dt13, dtgp, dt7). All GSM8K test (129), no MATH.

Label conventions (rounds 37-209's): the last final answer counts; in the '####' format the
marked value is the answer, also after a deliberation cut at the 1024-token cap (hzf:777 weighs
$4 and $6 a series movie, naming '$4400' as one reading and choosing 4000, cut mid-sentence,
then '#### 6': wrong, the right number only in the working; hzp:711 deliberates over 'should she
buy', 'So answer is 6.', cut, then '#### 6': correct); a right final answer over wrong or
muddled working is correct (dtgp:515 'Tara spent 8*4=32 dollars', 'Final answer: 160'; dtgp:527
'240 hours to paint half a house', 'Final answer: 48'); a completion that goes on with an invented
problem or a note is labelled by the answer given to the question posed (dt13:621; dt7:454,
470); equal in value but written differently is correct (dt7:458 'Final answer: 35%', gold 35;
dt7:466 'Final answer: 1.00', gold 1).

Pages read this round (for the next round not to repeat them): handsomeZR-netizen/nnu-nlp-gsm8k-
coursework-2026 at 7ccc597: runs/deepseek_v4_flash/test_predictions.jsonl offsets 1102000,
1118000, 1134000 (1086000 reused from round 209, not re-read); runs/deepseek_v4_pro/
test_predictions.jsonl offsets 992000, 1008000, 1024000 (976000 reused); DT6A/GSM8K-AI-SubQ
eval_responses/llama13b/eval_chat.jsonl offset 480000 (464000 reused),
eval_responses/chatgpt/eval_chat.jsonl offset 416000 (400000 reused),
eval_responses/llama7b/eval_chat.jsonl offset 368000 (352000 reused).

Leads for a later round: handsomeZR deepseek_v4_flash from 1150000 (test_000790, the scavenger
hunt's seashells, opens in 1134000, cut inside its gold: join this round's paste);
deepseek_v4_pro from 1040000 (test_000714, James's blueberries, opens in 1024000, its
prediction whole there but its metadata cut: join this round's paste); DT6A llama13b from
496000 (line 622, Jim's gum, opens in 480000, cut inside its problem: join this round's paste);
chatgpt from 432000 (line 528, Ophelia and Jenna's sofas, opens in 416000, cut inside its
problem: join this round's paste); llama7b from 384000 (line 473, Benny's shark, opens in
368000, cut inside its problem: join this round's paste), and the other eval_*.jsonl files
(check repeats: the same sub-questions recur, and this round found a Llama-2-7B answer word for
word the Llama-2-13B file's; short DT answers repeat across the DT models' files, and short hz
answers repeat the other deepseek run's; watch for DT `answer` floats that lost a minus sign or
thousands); round 104's other leads (7174Andy Qwen CoT from 128000; nguyentranhuy999 CoT from
64000) were not taken here.

Usage: python build_public_heldout214.py --raw DIR  # DIR/raw_*.jsonl (src, rec, key, q, enc, r, g)
       python build_public_heldout214.py            # re-apply labels / provenance / gold checks
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
OUT = HERE / "public_heldout214.jsonl"
SOURCE = "public_heldout214"

# short id, repo, path, commit, model, prompt, prompt format, dataset, what the file calls its gold,
# licence
SOURCES = {
    "hzf": (
        "hzf-deepseek-v4-flash-gsm8k", HZ, HZ_PATH.format("deepseek_v4_flash"), HZC,
        HZ_MODEL.format("deepseek-v4-flash",
                        "1086000-1149999 (1086000 from round 209, 1102000, 1118000, 1134000)",
                        "test_000756-test_000789"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "hzp": (
        "hzp-deepseek-v4-pro-gsm8k", HZ, HZ_PATH.format("deepseek_v4_pro"), HZC,
        HZ_MODEL.format("deepseek-v4-pro",
                        "976000-1039999 (976000 from round 209, 992000, 1008000, 1024000)",
                        "test_000681-test_000713"),
        HZ_PROMPT, "long_cot", "gsm8k", HZ_OWN, NO_LICENCE,
    ),
    "dt13": (
        "dt13-llama13b-subq-gsm8k", DT, "eval_responses/llama13b/eval_chat.jsonl", DTC,
        "Llama-2-13B chat (per the folder name 'llama13b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 464000 "
        "(round 209's) and page 480000 of the file (lines 602-621)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dtgp": (
        "dtgp-chatgpt-subq-gsm8k", DT, "eval_responses/chatgpt/eval_chat.jsonl", DTC,
        "ChatGPT (per the folder name 'chatgpt'; the repo's chatgpt_run_test.py, not read) answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 400000 "
        "(round 209's) and page 416000 of the file (lines 507-527)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
    "dt7": (
        "dt7-llama7b-subq-gsm8k", DT, "eval_responses/llama7b/eval_chat.jsonl", DTC,
        "Llama-2-7B chat (per the folder name 'llama7b' and file 'eval_chat') answering "
        "sub-questions another model wrote (the line's `questions`), GSM8K test; page 352000 "
        "(round 209's) and page 368000 of the file (lines 451-472, line 468 a repeat, dropped)",
        DT_PROMPT, "long_cot", "gsm8k", "`answer` (float)", DT_LICENCE,
    ),
}  # fmt: skip

# src:rec | truth | form | note   (labels made by READING each completion; see the docstring)
LABELS = r"""
hzf:756|correct|hash|opens in round 209's page 1086000 (cut there at its first key), its prediction wholly in 1102000; '#### 22'
hzf:757|correct|hash|
hzf:758|correct|hash|
hzf:759|correct|hash|
hzf:760|correct|hash|
hzf:761|correct|hash|
hzf:762|correct|hash|
hzf:763|correct|hash|
hzf:764|correct|hash|
hzf:765|correct|hash|
hzf:766|correct|hash|
hzf:767|correct|hash|
hzf:768|wrong|hash|'Ezra read 300 books, which is twice as many as Ahmed, so Ahmed read 300 / 2 = 150 books.', 'Together they read 450 + 150 = 600 books.', '#### 600' (gold 675: Ahmed's half of Ezra's 450)
hzf:769|correct|hash|its prediction wholly in 1102000 (the line's metadata ends in 1118000); '#### 110'
hzf:770|correct|hash|
hzf:771|correct|hash|
hzf:772|correct|hash|
hzf:773|correct|hash|
hzf:774|correct|hash|
hzf:775|correct|hash|
hzf:776|correct|hash|
hzf:777|wrong|hash|a long deliberation over 'only $6 of the cost of a normal movie' ('With series at $6: 1200 + 800 + 2400 = $4400.' named as one reading, 'So I'll go with $4 each.', 'total cost = ... = 4000'), cut at the 1024-token cap ('each movie in the series costs $'), then '#### 6' (gold 4400): the right number only in the working
hzf:778|correct|hash|
hzf:779|correct|hash|
hzf:780|correct|hash|
hzf:781|correct|hash|
hzf:782|wrong|hash|'On 5 usual days, they ride 3 times per day: 5 * 3 = 15 rides.', 'Total rides in a week: 15 + 12 = 27.', '#### 27' (gold 54: Chase and Rider are two)
hzf:783|correct|hash|
hzf:784|correct|hash|
hzf:785|correct|hash|
hzf:786|correct|hash|
hzf:787|correct|hash|
hzf:788|correct|hash|
hzf:789|correct|hash|
hzp:681|correct|hash|opens in round 209's page 976000 (cut there inside its prediction), ending in 992000; '#### 298'
hzp:682|correct|hash|
hzp:683|correct|hash|
hzp:684|correct|hash|
hzp:685|correct|hash|
hzp:686|correct|hash|
hzp:687|correct|hash|
hzp:688|correct|hash|
hzp:689|correct|hash|'= 4.00 + 3.00 = 7.00.', '#### 7'
hzp:690|correct|hash|
hzp:691|correct|hash|
hzp:692|correct|hash|
hzp:693|correct|hash|
hzp:694|correct|hash|
hzp:695|correct|hash|
hzp:696|correct|hash|
hzp:697|correct|hash|
hzp:698|correct|hash|
hzp:699|correct|hash|
hzp:700|correct|hash|
hzp:701|correct|hash|
hzp:702|correct|hash|
hzp:703|correct|hash|
hzp:704|correct|hash|crosses the edge of 1008000 and 1024000 inside its prediction; '#### 50'
hzp:705|correct|hash|
hzp:706|correct|hash|
hzp:707|correct|hash|
hzp:708|correct|hash|
hzp:709|correct|hash|
hzp:710|correct|hash|
hzp:711|correct|hash|a long deliberation over 'how many scoops ... should she buy' ('So answer is 6.' along the way, 4 paid scoops weighed), cut at the 1024-token cap ('How many'), then '#### 6' (gold 6)
hzp:712|correct|hash|
hzp:713|correct|hash|
dt13:602|wrong|answer_colon|opens in round 209's page 464000 (cut there inside its problem), its answers wholly in 480000; 'The plane needs to travel 2000-1200=800 miles', 'Final answer: 2' (gold 5: 2000 additional miles)
dt13:603|wrong|answer_colon|'Marissa makes 3/4 times 60=45 pounds of chocolates in one hour', 'Final answer: 1260' (gold 1800: 3/4 of Ruiz's 120, i.e. 90 an hour)
dt13:604|correct|answer_colon|'Final answer: 12'
dt13:605|correct|answer_colon|'Final answer: 42'
dt13:606|wrong|answer_colon|'The tires rotate 725*400=290,000 times in 400 miles', 'Final answer: 36' (gold 6: 400 miles a month, 36 months)
dt13:607|wrong|answer_colon|'Each pump costs $24.00/60 pumps = $0.40 per pump', 'Final answer: 0.40' (gold 10 cents: 240 pumps)
dt13:608|wrong|answer_colon|'He will have $50-52.50=7.50 left after the purchase', 'Final answer: 7.50' (gold 8: the 30% off both items)
dt13:609|wrong|answer_colon|'So Juan needs 3 pounds*48=144 pounds of butter', 'Final answer: 144' (gold 7)
dt13:610|wrong|answer_colon|'$194*150=28,600', '$93,600-28,600=65,000', 'Final answer: 65000' (gold 65960, GSM8K's; the file's `answer` 65.0 lost the thousands)
dt13:611|wrong|answer_colon|'He received $100,000*1.5=150,000 per month', 'Final answer: 10500000' (gold 1450000, GSM8K's; the file's `answer` 1.0 lost the thousands)
dt13:612|wrong|answer_colon|'The team consumed 6+8+1=15 ounces of meat.', 'Final answer: 15' (gold 30: the one-pound steak is 16 ounces)
dt13:613|wrong|answer_colon|'The group makes 90,000*30=2,700,000 posts per month', 'Final answer: 2700000' (gold 93000)
dt13:614|correct|answer_colon|'Final answer: 312'
dt13:615|wrong|answer_colon|'So she spent $5.00 + $6.00 + $10.00 + $2.00 = $23.00 in total', 'Final answer: 23.00' (gold 33: the $10 aquarium left out)
dt13:616|wrong|answer_colon|'It was 3 inches tall after the second week', 'Final answer: 7' (gold 10: the doubling left out)
dt13:617|correct|answer_colon|'Final answer: 5'
dt13:618|wrong|answer_colon|'So the number of seats occupied by the students is 3*18=54', 'Final answer: 54' (gold 36)
dt13:619|correct|answer_colon|'Final answer: 76'
dt13:620|wrong|answer_colon|'356+135=491', 'Final answer: 491' (gold 1509: the plays left, not the plays made)
dt13:621|correct|answer_colon|'Final answer: 3000' for the question posed, then an invented swimming-pool problem with its own 'Final answer: 432', which does not count
dtgp:507|correct|answer_colon|opens in round 209's page 400000 (cut there inside its questions), its answers wholly in 416000; 'Final answer: 2'
dtgp:508|correct|answer_colon|'Final answer: 120'
dtgp:509|correct|answer_colon|'Final answer: 4'
dtgp:510|wrong|answer_colon|'There are 201 days between December 31st and July 19th.', 'Final answer: 521.5' (gold 525: 200 days)
dtgp:511|correct|answer_colon|'Final answer: 110'
dtgp:512|correct|answer_colon|'Final answer: 120'
dtgp:513|correct|answer_colon|'Final answer: 300'
dtgp:514|correct|answer_colon|'Final answer: 90000'
dtgp:515|correct|answer_colon|'Tara spent 8*4=32 dollars on buying canvas bags.', 'Tara earned a total profit of 4*40=160 dollars', 'Final answer: 160' (the working muddled, the stated answer the gold)
dtgp:516|correct|answer_colon|'Final answer: 375'
dtgp:517|correct|answer_colon|'Final answer: 18'
dtgp:518|correct|answer_colon|'Final answer: 32'
dtgp:519|correct|answer_colon|'Final answer: 280'
dtgp:520|wrong|answer_colon|'So Martha will need to buy 2+4+12+1+2=21 skeins of wool in total.', 'Final answer: 21' (gold 63: three grandchildren)
dtgp:521|correct|answer_colon|'Final answer: 39'
dtgp:522|correct|answer_colon|'Final answer: 29'
dtgp:523|correct|answer_colon|'Final answer: 74'
dtgp:524|correct|answer_colon|'Final answer: 9'
dtgp:525|wrong|answer_colon|'Heather has 27 cups of raisins for making oatmeal cookies.', 'Final answer: 36' (gold 12: a third of the bag)
dtgp:526|wrong|answer_colon|'12 kilowatts per hour * 24 hours * 7 days = 2016', 'Final answer: 360' (gold 21: 2 kW a day for 7 days at $1.50)
dtgp:527|correct|answer_colon|'It would take one person 10*24=240 hours to paint half a house.', 'Final answer: 48' (a step misworded, the stated answer the gold)
dt7:451|wrong|answer_colon|opens in round 209's page 352000 (cut there inside its answers), ending in 368000; 'So Bentley paid 65*170=11,250', 'Final answer: 11250' (gold 11050: 65*170 is 11,050)
dt7:452|correct|answer_colon|'Final answer: 50'
dt7:453|wrong|answer_colon|'The remaining sapphires are worth 8*800=6400', 'Final answer: 8800' (gold 6400: the 3 traded sapphires kept)
dt7:454|wrong|answer_colon|'So they eat 4+4=8 apples in 30 days', 'Final answer: 8' for the question posed (gold 150, GSM8K's and the file's, whose working reads 4 + 1 apples a day; 8 is wrong on any reading), then an invented bookshelf problem with its own 'Final answer: 40', which does not count
dt7:455|wrong|answer_colon|'Each bed needs 2*2*8=64 cubic feet of soil', 'Final answer: 3840' (gold 1920: 2*2*8 is 32)
dt7:456|wrong|answer_colon|'So there are 39+15=54 cards of all mentioned colors', 'Final answer: 54' (gold 78: the green cards left out)
dt7:457|correct|answer_colon|'Final answer: 45'
dt7:458|correct|answer_colon|'The percentage of puppies with spots is 7/20=35%', 'Final answer: 35%' (gold 35; equal in value, written with the percent sign)
dt7:459|wrong|answer_colon|'3150/2250=1.38 trips', 'Final answer: 1.38' (gold 2: whole trips, and the weight is 4,500 pounds)
dt7:460|wrong|answer_colon|'Grayson earns 2 cents from recycling in a week', 'Final answer: 8' (gold 84)
dt7:461|wrong|answer_colon|'Shondra has 7-7=0 plants', 'Final answer: 0' (gold 9)
dt7:462|correct|answer_colon|'Final answer: 71'
dt7:463|correct|answer_colon|'Final answer: 18'
dt7:464|wrong|answer_colon|'Finley finished in 4th place', 'Final answer: 4' (gold 6)
dt7:465|wrong|answer_colon|'So she has 250 students', 'Final answer: 250' (gold 30)
dt7:466|correct|answer_colon|'Kelly paid 10.00-9.00=1.00 more than Becky', 'Final answer: 1.00' (gold 1; equal in value, written with cents; the discounts not taken off, the stated answer the gold)
dt7:467|wrong|answer_colon|'Each room has 2 pillow cases', 'Final answer: 640' (gold 1200)
dt7:469|correct|answer_colon|'Final answer: 4'
dt7:470|wrong|answer_colon|'it cost $2/3=40 cents', 'Final answer: 6' (gold 3), then a note ('I have answered each question with "AN:" ...')
dt7:471|correct|answer_colon|'Final answer: 80'
dt7:472|wrong|answer_colon|'So Matt has to eat 3 carrot sticks to get 5 cookies in total', 'Final answer: 3' (gold 6)
"""


def build(raws: list[dict]) -> list[dict]:
    return build_transcribed(SOURCE, SOURCES, LABELS, raws)


if __name__ == "__main__":
    run_heldout_builder(__doc__, OUT, build)
