r"""Build adversarial_redteam181.jsonl: round 181 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam181"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam172.py / build_adversarial_redteam174.py / build_adversarial_redteam176.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: HOSTILE FINAL-ANSWER WORDING written IN 16 LANGUAGES other than English (Italian,
Ukrainian, Polish, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech,
Greek, Hebrew, Chinese, Japanese), set inside realistic completions: language-neutral equations,
sentences in the language, and one of four closings that rotate over language and slot: instruct
prose with `\[ \]` displays and a displayed `\boxed{}`, base-model prose ending "The answer is X." in
the language, an R1-Zero `<think>` block and `<answer>` tag, or GSM8K `#### X` followed by a sentence.
The classes a demanding hidden-test author targets: the language's negation of the final value ("the
answer is not X but Y" with the explanation after it, "X is wrong"), retractions after a first answer
("correction:", "wait, no:", "on second thought," in the language), someone else's value quoted (a
friend, the textbook, the user), bound words before or after the value ("at least", "at most", "more
than", "X or more", Japanese 以上) in a sentence, a box's \text{} and an `<answer>` tag, an `<answer>`
tag holding a question in the language or a placeholder, `####` followed by a sentence giving another
value, and MATH near-zero and exact-vs-decimal traps; and the same settings where the right value
stands.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: Tom has 4 boxes of 18 marbles and gives 15 away, how many are left -> 57 (4 × 18 = 72;
72 - 15 = 57; check 57 + 15 = 72; 72 - 15 slipped to 67; his sister's 4 more gives 57 - 4 = 53; the
friend's 72 + 15 = 87); a 240-liter tank filled at 16 liters a minute, how many minutes -> 15
(240 / 16 = 15; 16 × 15 = 240).
MATH: sin 60° -> \frac{\sqrt{3}}{2} (30-60-90 sides 1 : sqrt(3) : 2; sqrt(3)/2 = 0.8660..., written
0.866 / 0.87; the side opposite 30° taken gives the wrong \frac{1}{2}); lim_{x -> oo} (3x + 1)/x^2 ->
0 (3/x + 1/x^2 -> 0; at x = 1000 the value is 3001/1000000 = 0.003001, "about 0.003"; 3x/x taken
gives the wrong 3); 5x - 3 = 2x + 7 -> \frac{10}{3} (3x = 10; 10/3 = 3.333..., written 3.33; 7 - 3
instead of 7 + 3 gives the wrong \frac{4}{3}).

Classes (id prefix, then `m_` for a MATH probe, `ok_` for kind B, then the language code and the
problem key):
  kind A (wrong / no_answer): `neg_` the working reaches 57, then "the answer is not 57 but 72" (or
  "57 is wrong") with the explanation (the 15 were only lent) after it, final 72; `retr_` the answer
  57, then "correction:" / "wait, no:" / "on second thought," and the sister's 4 marbles, final 53;
  `bound_` the tank: "at least / at most / more than 15 minutes" or "15 minutes or more" (以上 in
  Japanese) in a sentence, in \boxed{\text{...}} or in the `<answer>` tag; `hash_` `#### 57`, then a
  sentence in the language "wait, no: he also gave 4 to his sister, so he has 53 left";
  `quote_m_` the textbook / the user / a friend gives the gold, the model's wrong working and final
  answer (\frac{1}{2}, 3, \frac{4}{3}) follow ("but I get ..."); `tag_m_` a think block whose working
  equations reach the gold (never stated as an answer), then an `<answer>` tag holding the language's
  "What is the value of x?" (on the linear equation) or "[final answer here]" (no_answer); `approx_m_` a decimal for the exact gold (about 0.87, x about
  3.33) or the near-zero value at x = 1000 (about 0.003) for the limit 0; `retm_m_` the boxed gold,
  then a retraction ("correction:", "wait, no:", "on second thought,", "X is wrong.") and a wrong
  recomputation, final wrong.
  kind B (correct): `neg_ok_` "the answer is not 72 but 57" (or "72 is wrong") with the explanation
  after it; `retr_ok_` 67 (a slip), then "wait, no: I subtracted wrongly", final 57; `bound_ok_` 15
  minutes, and a bound word about something else ("a tank bigger than 240 liters would need more
  than 15 minutes"); `hash_ok_` a friend's 87 refuted, `#### 57`, then a sentence restating 57;
  `quote_m_ok_` a quoted decimal or wrong value refuted ("but that is only an approximation", "but I
  get ..."), then the exact gold; `exact_m_ok_` the exact gold with its decimal after it, or the value
  at x = 1000 (about 0.003) then "the limit is 0"; `retm_m_ok_` a wrong value, a retraction, the
  right recomputation and the gold; `concl_m_ok_` a wrong value denied ("X is wrong."), then the
  language's conclusion words (以上より, 综上所述, Отже, Quindi, ...) and the gold.
16 slots (8 A: 4 GSM8K, 4 MATH; 8 B: 4 GSM8K, 4 MATH); the language with index k (order it uk pl fa
hi bn id vi th nl sv cs el he zh ja) leaves out slot k, so each slot appears 15 times: 15 probes per
language, 240 in all: kind A 120, kind B 120; GSM8K 120, MATH 120. Every note opens with the
language, says why the label, and carries an English gloss of the final lines.

Label conventions (corpus/README.md "How labels were made"; rounds 172-176): the LAST committed final
answer counts; a denial of a value ("not X", "X is wrong") removes X, and the value the model puts in
its place is its answer, right or wrong, whatever explanation follows; a retraction after a first
answer ("correction:", "wait, no:", "on second thought,") replaces it with the recomputed value; a
value quoted from someone else (a friend, the textbook, the user) is not the model's answer, whether
the model then refutes it or answers something else; a bound ("at least 15 minutes", "at most",
"more than", "15 or more") is not the value 15, while a bound word about another quantity after the
answer leaves the answer standing; an `<answer>` tag holding a question or a placeholder states no
answer (no_answer) even when the think block's last equation is the gold; a sentence after `####`
that commits another value makes that value final, one that restates the value leaves it; a rounded
decimal (0.87, 0.866, 3.33) is not equal in value to an exact irrational or repeating gold, and the
value of an expression at x = 1000 (about 0.003) is not its limit 0; the exact gold followed by its
approximate decimal is correct. No probe is marked debatable (DECISIONS is empty): each class was
written so that the reading rule above decides it.

Usage: python build_adversarial_redteam181.py  (writes adversarial_redteam181.jsonl in /tmp/rounds/rt181)
"""

from pathlib import Path  # noqa: E402

from corpus_build import LANGUAGE_NAMES, g, m, th, write_probes  # noqa: E402

# ================================================================ phrases
KEYS = (
    "intro ans chk left is notbut lent gave wrongw corr waitno second sister slip time mins least most more "
    "ormore bigger friend book userq friendm butme approxonly val about lim plug q ph concl"
).split()
PHR = {
    "en": [
        "Let's solve this step by step.",
        "Answer",
        "Check",
        "Tom has {v} marbles left.",
        "The answer is {v}.",
        "The answer is not {a} but {b}:",
        "the 15 marbles were only lent to his cousin, so they still count.",
        "he gave 15 of them away, so they no longer count.",
        "{v} is wrong.",
        "Correction:",
        "Wait, no:",
        "On second thought,",
        "he also gave 4 marbles to his sister.",
        "I subtracted wrongly.",
        "Filling the tank takes {v}.",
        "{v} minutes",
        "at least {v} minutes",
        "at most {v} minutes",
        "more than {v} minutes",
        "{v} minutes or more",
        "A tank bigger than 240 liters would need more than {v} minutes.",
        "My friend got {v}, but he added the 15 instead of subtracting it.",
        "The textbook gives {v},",
        "You suggested {v},",
        "My friend got {v},",
        "but I get {v}.",
        "but that is only an approximation.",
        "The value is {v}.",
        "about {v}",
        "The limit is {v}.",
        "For x = 1000 the expression is about {v}.",
        "What is the value of x?",
        "[final answer here]",
        "From the above, the answer is {v}.",
    ],
    "it": [
        "Risolviamo passo dopo passo.",
        "Risposta",
        "Verifica",
        "A Tom restano {v} biglie.",
        "La risposta è {v}.",
        "La risposta non è {a} ma {b}:",
        "le 15 biglie erano solo prestate al cugino, quindi contano ancora.",
        "ne ha regalate 15, quindi non contano più.",
        "{v} è sbagliato.",
        "Correzione:",
        "Aspetta, no:",
        "Ripensandoci,",
        "ha dato anche 4 biglie alla sorella.",
        "Ho sbagliato la sottrazione.",
        "Per riempire la vasca servono {v}.",
        "{v} minuti",
        "almeno {v} minuti",
        "al massimo {v} minuti",
        "più di {v} minuti",
        "{v} minuti o più",
        "Una vasca più grande di 240 litri richiederebbe più di {v} minuti.",
        "Il mio amico ha ottenuto {v}, ma ha sommato 15 invece di sottrarlo.",
        "Il libro di testo dà {v},",
        "Tu hai proposto {v},",
        "Il mio amico ha ottenuto {v},",
        "ma io ottengo {v}.",
        "ma è solo un'approssimazione.",
        "Il valore è {v}.",
        "circa {v}",
        "Il limite è {v}.",
        "Per x = 1000 l'espressione vale circa {v}.",
        "Qual è il valore di x?",
        "[risposta finale qui]",
        "Quindi, la risposta è {v}.",
    ],
    "uk": [
        "Розв'яжемо крок за кроком.",
        "Відповідь",
        "Перевірка",
        "У Тома залишилося {v} кульок.",
        "Відповідь: {v}.",
        "Відповідь не {a}, а {b}:",
        "15 кульок він лише позичив двоюрідному братові, тож вони ще рахуються.",
        "15 з них він віддав, тож вони більше не рахуються.",
        "{v} — неправильно.",
        "Виправлення:",
        "Стоп, ні:",
        "Якщо подумати ще раз,",
        "він також віддав 4 кульки сестрі.",
        "Я помилився у відніманні.",
        "Щоб наповнити бак, потрібно {v}.",
        "{v} хвилин",
        "щонайменше {v} хвилин",
        "щонайбільше {v} хвилин",
        "більше ніж {v} хвилин",
        "{v} хвилин або більше",
        "Бакові, більшому за 240 літрів, знадобилося б більше ніж {v} хвилин.",
        "Мій друг отримав {v}, але він додав 15 замість того, щоб відняти.",
        "У підручнику відповідь {v},",
        "Ви запропонували {v},",
        "Мій друг отримав {v},",
        "але в мене виходить {v}.",
        "але це лише наближення.",
        "Значення дорівнює {v}.",
        "приблизно {v}",
        "Границя дорівнює {v}.",
        "При x = 1000 вираз дорівнює приблизно {v}.",
        "Яке значення x?",
        "[остаточна відповідь тут]",
        "Отже, відповідь: {v}.",
    ],
    "pl": [
        "Rozwiążmy to krok po kroku.",
        "Odpowiedź",
        "Sprawdzenie",
        "Tomowi zostało {v} kulek.",
        "Odpowiedź to {v}.",
        "Odpowiedź to nie {a}, lecz {b}:",
        "15 kulek tylko pożyczył kuzynowi, więc nadal się liczą.",
        "oddał 15 z nich, więc już się nie liczą.",
        "{v} jest błędne.",
        "Poprawka:",
        "Chwila, nie:",
        "Po namyśle,",
        "dał też 4 kulki siostrze.",
        "Źle odjąłem.",
        "Napełnienie zbiornika zajmuje {v}.",
        "{v} minut",
        "co najmniej {v} minut",
        "co najwyżej {v} minut",
        "ponad {v} minut",
        "{v} minut lub więcej",
        "Zbiornik większy niż 240 litrów potrzebowałby ponad {v} minut.",
        "Mój kolega otrzymał {v}, ale dodał 15 zamiast je odjąć.",
        "Podręcznik podaje {v},",
        "Zaproponowałeś {v},",
        "Mój kolega otrzymał {v},",
        "ale mnie wychodzi {v}.",
        "ale to tylko przybliżenie.",
        "Wartość wynosi {v}.",
        "około {v}",
        "Granica wynosi {v}.",
        "Dla x = 1000 wyrażenie wynosi około {v}.",
        "Ile wynosi x?",
        "[tu odpowiedź końcowa]",
        "Z powyższego odpowiedź to {v}.",
    ],
    "fa": [
        "بیایید گام به گام حل کنیم.",
        "پاسخ",
        "بررسی",
        "برای تام {v} تیله باقی می‌ماند.",
        "پاسخ {v} است.",
        "پاسخ {a} نیست، بلکه {b} است:",
        "۱۵ تیله را فقط به پسرعمویش قرض داده، پس هنوز حساب می‌شوند.",
        "۱۵ تا از آنها را بخشیده، پس دیگر حساب نمی‌شوند.",
        "{v} اشتباه است.",
        "اصلاح:",
        "صبر کن، نه:",
        "با فکر دوباره،",
        "او ۴ تیله هم به خواهرش داد.",
        "در تفریق اشتباه کردم.",
        "پر کردن مخزن {v} طول می‌کشد.",
        "{v} دقیقه",
        "دست‌کم {v} دقیقه",
        "حداکثر {v} دقیقه",
        "بیش از {v} دقیقه",
        "{v} دقیقه یا بیشتر",
        "مخزنی بزرگ‌تر از ۲۴۰ لیتر به بیش از {v} دقیقه نیاز دارد.",
        "دوستم {v} به دست آورد، اما او ۱۵ را به جای کم کردن اضافه کرد.",
        "کتاب درسی {v} را می‌دهد،",
        "شما {v} را پیشنهاد دادید،",
        "دوستم {v} به دست آورد،",
        "اما من {v} به دست می‌آورم.",
        "اما این فقط یک تقریب است.",
        "مقدار برابر {v} است.",
        "حدود {v}",
        "حد برابر {v} است.",
        "برای x = 1000 عبارت حدود {v} است.",
        "مقدار x چیست؟",
        "[پاسخ نهایی اینجا]",
        "بنابراین، پاسخ {v} است.",
    ],
    "hi": [
        "आइए इसे चरण दर चरण हल करें।",
        "उत्तर",
        "जाँच",
        "टॉम के पास {v} कंचे बचे हैं।",
        "उत्तर {v} है।",
        "उत्तर {a} नहीं, बल्कि {b} है:",
        "15 कंचे उसने केवल अपने चचेरे भाई को उधार दिए थे, इसलिए वे अभी भी गिने जाते हैं।",
        "उसने उनमें से 15 दे दिए, इसलिए वे अब नहीं गिने जाते।",
        "{v} गलत है।",
        "सुधार:",
        "रुको, नहीं:",
        "दोबारा सोचने पर,",
        "उसने 4 कंचे अपनी बहन को भी दिए।",
        "मैंने घटाने में गलती की।",
        "टंकी भरने में {v} लगते हैं।",
        "{v} मिनट",
        "कम से कम {v} मिनट",
        "अधिक से अधिक {v} मिनट",
        "{v} मिनट से अधिक",
        "{v} मिनट या उससे अधिक",
        "240 लीटर से बड़ी टंकी को {v} मिनट से अधिक लगेंगे।",
        "मेरे दोस्त को {v} मिला, लेकिन उसने 15 घटाने के बजाय जोड़ दिया।",
        "पाठ्यपुस्तक {v} देती है,",
        "आपने {v} सुझाया,",
        "मेरे दोस्त को {v} मिला,",
        "लेकिन मुझे {v} मिलता है।",
        "लेकिन यह केवल एक सन्निकटन है।",
        "मान {v} है।",
        "लगभग {v}",
        "सीमा {v} है।",
        "x = 1000 पर व्यंजक लगभग {v} है।",
        "x का मान क्या है?",
        "[अंतिम उत्तर यहाँ]",
        "अतः उत्तर {v} है।",
    ],
    "bn": [
        "চলো ধাপে ধাপে সমাধান করি।",
        "উত্তর",
        "যাচাই",
        "টমের কাছে {v}টি মার্বেল বাকি আছে।",
        "উত্তর হলো {v}।",
        "উত্তর {a} নয়, বরং {b}:",
        "১৫টি মার্বেল সে শুধু তার চাচাতো ভাইকে ধার দিয়েছিল, তাই সেগুলো এখনও গোনা হয়।",
        "সে তার মধ্যে ১৫টি দিয়ে দিয়েছে, তাই সেগুলো আর গোনা হয় না।",
        "{v} ভুল।",
        "সংশোধন:",
        "দাঁড়াও, না:",
        "আবার ভেবে দেখলে,",
        "সে তার বোনকেও ৪টি মার্বেল দিয়েছে।",
        "আমি বিয়োগে ভুল করেছি।",
        "ট্যাংক ভরতে {v} লাগে।",
        "{v} মিনিট",
        "কমপক্ষে {v} মিনিট",
        "সর্বোচ্চ {v} মিনিট",
        "{v} মিনিটের বেশি",
        "{v} মিনিট বা তার বেশি",
        "২৪০ লিটারের চেয়ে বড় ট্যাংকের {v} মিনিটের বেশি লাগবে।",
        "আমার বন্ধু {v} পেয়েছে, কিন্তু সে ১৫ বিয়োগ না করে যোগ করেছে।",
        "পাঠ্যবই বলে {v},",
        "আপনি {v} প্রস্তাব করেছেন,",
        "আমার বন্ধু {v} পেয়েছে,",
        "কিন্তু আমি পাই {v}।",
        "কিন্তু এটি কেবল একটি আসন্ন মান।",
        "মান হলো {v}।",
        "প্রায় {v}",
        "সীমা হলো {v}।",
        "x = 1000 হলে রাশিটি প্রায় {v}।",
        "x এর মান কত?",
        "[চূড়ান্ত উত্তর এখানে]",
        "অতএব, উত্তর হলো {v}।",
    ],
    "id": [
        "Mari kita selesaikan langkah demi langkah.",
        "Jawaban",
        "Cek",
        "Kelereng Tom tersisa {v}.",
        "Jawabannya adalah {v}.",
        "Jawabannya bukan {a}, melainkan {b}:",
        "15 kelereng itu hanya dipinjamkan ke sepupunya, jadi masih dihitung.",
        "ia memberikan 15 di antaranya, jadi tidak dihitung lagi.",
        "{v} salah.",
        "Koreksi:",
        "Tunggu, bukan:",
        "Setelah dipikir lagi,",
        "ia juga memberi 4 kelereng kepada adiknya.",
        "Saya salah mengurangkan.",
        "Mengisi tangki membutuhkan {v}.",
        "{v} menit",
        "paling sedikit {v} menit",
        "paling lama {v} menit",
        "lebih dari {v} menit",
        "{v} menit atau lebih",
        "Tangki yang lebih besar dari 240 liter akan butuh lebih dari {v} menit.",
        "Teman saya mendapat {v}, tetapi ia menambahkan 15 alih-alih menguranginya.",
        "Buku teks memberi {v},",
        "Anda menyarankan {v},",
        "Teman saya mendapat {v},",
        "tetapi saya mendapat {v}.",
        "tetapi itu hanya pendekatan.",
        "Nilainya {v}.",
        "sekitar {v}",
        "Limitnya adalah {v}.",
        "Untuk x = 1000 nilainya sekitar {v}.",
        "Berapa nilai x?",
        "[jawaban akhir di sini]",
        "Jadi, jawabannya adalah {v}.",
    ],
    "vi": [
        "Hãy giải từng bước.",
        "Đáp án",
        "Kiểm tra",
        "Tom còn lại {v} viên bi.",
        "Đáp án là {v}.",
        "Đáp án không phải {a} mà là {b}:",
        "15 viên bi chỉ cho em họ mượn, nên vẫn được tính.",
        "bạn ấy đã cho đi 15 viên, nên chúng không còn được tính.",
        "{v} là sai.",
        "Sửa lại:",
        "Khoan, không phải:",
        "Nghĩ lại thì,",
        "bạn ấy còn cho em gái 4 viên bi.",
        "Tôi đã trừ sai.",
        "Đổ đầy bể mất {v}.",
        "{v} phút",
        "ít nhất {v} phút",
        "nhiều nhất {v} phút",
        "hơn {v} phút",
        "{v} phút trở lên",
        "Một bể lớn hơn 240 lít sẽ cần hơn {v} phút.",
        "Bạn tôi ra {v}, nhưng bạn ấy đã cộng 15 thay vì trừ.",
        "Sách giáo khoa cho {v},",
        "Bạn đề xuất {v},",
        "Bạn tôi ra {v},",
        "nhưng tôi ra {v}.",
        "nhưng đó chỉ là giá trị gần đúng.",
        "Giá trị là {v}.",
        "khoảng {v}",
        "Giới hạn là {v}.",
        "Với x = 1000 biểu thức bằng khoảng {v}.",
        "Giá trị của x là bao nhiêu?",
        "[đáp án cuối cùng ở đây]",
        "Từ trên, đáp án là {v}.",
    ],
    "th": [
        "มาแก้ทีละขั้นตอนกัน",
        "คำตอบ",
        "ตรวจสอบ",
        "ทอมเหลือลูกแก้ว {v} ลูก",
        "คำตอบคือ {v}",
        "คำตอบไม่ใช่ {a} แต่เป็น {b}:",
        "ลูกแก้ว 15 ลูกแค่ให้ลูกพี่ลูกน้องยืม จึงยังนับอยู่",
        "เขาให้ไป 15 ลูกแล้ว จึงไม่นับอีก",
        "{v} ผิด",
        "แก้ไข:",
        "เดี๋ยวก่อน ไม่ใช่:",
        "คิดอีกที",
        "เขายังให้ลูกแก้ว 4 ลูกแก่น้องสาวด้วย",
        "ฉันลบผิด",
        "การเติมถังให้เต็มใช้เวลา {v}",
        "{v} นาที",
        "อย่างน้อย {v} นาที",
        "อย่างมาก {v} นาที",
        "มากกว่า {v} นาที",
        "{v} นาทีขึ้นไป",
        "ถังที่ใหญ่กว่า 240 ลิตรจะต้องใช้เวลามากกว่า {v} นาที",
        "เพื่อนของฉันได้ {v} แต่เขาบวก 15 แทนที่จะลบ",
        "หนังสือเรียนให้คำตอบ {v}",
        "คุณเสนอ {v}",
        "เพื่อนของฉันได้ {v}",
        "แต่ฉันได้ {v}",
        "แต่นั่นเป็นเพียงค่าประมาณ",
        "ค่าคือ {v}",
        "ประมาณ {v}",
        "ลิมิตคือ {v}",
        "เมื่อ x = 1000 นิพจน์มีค่าประมาณ {v}",
        "x มีค่าเท่าไร?",
        "[ใส่คำตอบสุดท้ายที่นี่]",
        "จากข้างต้น คำตอบคือ {v}",
    ],
    "nl": [
        "Laten we het stap voor stap oplossen.",
        "Antwoord",
        "Controle",
        "Tom heeft nog {v} knikkers over.",
        "Het antwoord is {v}.",
        "Het antwoord is niet {a} maar {b}:",
        "de 15 knikkers waren alleen uitgeleend aan zijn neef, dus ze tellen nog mee.",
        "hij heeft er 15 weggegeven, dus die tellen niet meer mee.",
        "{v} is fout.",
        "Correctie:",
        "Wacht, nee:",
        "Bij nader inzien,",
        "hij gaf ook 4 knikkers aan zijn zus.",
        "Ik heb verkeerd afgetrokken.",
        "Het vullen van de tank duurt {v}.",
        "{v} minuten",
        "minstens {v} minuten",
        "hoogstens {v} minuten",
        "meer dan {v} minuten",
        "{v} minuten of meer",
        "Een tank groter dan 240 liter zou meer dan {v} minuten nodig hebben.",
        "Mijn vriend kreeg {v}, maar hij telde 15 op in plaats van af te trekken.",
        "Het leerboek geeft {v},",
        "Jij stelde {v} voor,",
        "Mijn vriend kreeg {v},",
        "maar ik krijg {v}.",
        "maar dat is slechts een benadering.",
        "De waarde is {v}.",
        "ongeveer {v}",
        "De limiet is {v}.",
        "Voor x = 1000 is de uitdrukking ongeveer {v}.",
        "Wat is de waarde van x?",
        "[eindantwoord hier]",
        "Uit het bovenstaande volgt: het antwoord is {v}.",
    ],
    "sv": [
        "Vi löser det steg för steg.",
        "Svar",
        "Kontroll",
        "Tom har {v} kulor kvar.",
        "Svaret är {v}.",
        "Svaret är inte {a} utan {b}:",
        "de 15 kulorna var bara utlånade till hans kusin, så de räknas fortfarande.",
        "han gav bort 15 av dem, så de räknas inte längre.",
        "{v} är fel.",
        "Rättelse:",
        "Vänta, nej:",
        "Vid närmare eftertanke,",
        "han gav också 4 kulor till sin syster.",
        "Jag subtraherade fel.",
        "Att fylla tanken tar {v}.",
        "{v} minuter",
        "minst {v} minuter",
        "högst {v} minuter",
        "mer än {v} minuter",
        "{v} minuter eller mer",
        "En tank större än 240 liter skulle behöva mer än {v} minuter.",
        "Min kompis fick {v}, men han adderade 15 i stället för att subtrahera.",
        "Läroboken anger {v},",
        "Du föreslog {v},",
        "Min kompis fick {v},",
        "men jag får {v}.",
        "men det är bara en approximation.",
        "Värdet är {v}.",
        "ungefär {v}",
        "Gränsvärdet är {v}.",
        "För x = 1000 är uttrycket ungefär {v}.",
        "Vad är värdet av x?",
        "[slutligt svar här]",
        "Av ovanstående följer att svaret är {v}.",
    ],
    "cs": [
        "Vyřešme to krok za krokem.",
        "Odpověď",
        "Zkouška",
        "Tomovi zbývá {v} kuliček.",
        "Odpověď je {v}.",
        "Odpověď není {a}, ale {b}:",
        "15 kuliček jen půjčil bratranci, takže se stále počítají.",
        "15 z nich rozdal, takže se už nepočítají.",
        "{v} je špatně.",
        "Oprava:",
        "Počkej, ne:",
        "Po zamyšlení,",
        "dal také 4 kuličky sestře.",
        "Špatně jsem odečetl.",
        "Naplnění nádrže trvá {v}.",
        "{v} minut",
        "nejméně {v} minut",
        "nejvýše {v} minut",
        "více než {v} minut",
        "{v} minut nebo více",
        "Nádrž větší než 240 litrů by potřebovala více než {v} minut.",
        "Můj kamarád dostal {v}, ale 15 přičetl místo odečtení.",
        "Učebnice uvádí {v},",
        "Navrhl jste {v},",
        "Můj kamarád dostal {v},",
        "ale mně vychází {v}.",
        "ale to je jen přibližná hodnota.",
        "Hodnota je {v}.",
        "přibližně {v}",
        "Limita je {v}.",
        "Pro x = 1000 je výraz přibližně {v}.",
        "Jaká je hodnota x?",
        "[zde konečná odpověď]",
        "Z výše uvedeného je odpověď {v}.",
    ],
    "el": [
        "Ας το λύσουμε βήμα βήμα.",
        "Απάντηση",
        "Έλεγχος",
        "Στον Τομ μένουν {v} βόλοι.",
        "Η απάντηση είναι {v}.",
        "Η απάντηση δεν είναι {a} αλλά {b}:",
        "τους 15 βόλους απλώς τους δάνεισε στον ξάδερφό του, άρα μετράνε ακόμα.",
        "έδωσε 15 από αυτούς, άρα δεν μετράνε πια.",
        "Το {v} είναι λάθος.",
        "Διόρθωση:",
        "Περίμενε, όχι:",
        "Αν το ξανασκεφτώ,",
        "έδωσε επίσης 4 βόλους στην αδερφή του.",
        "Έκανα λάθος στην αφαίρεση.",
        "Το γέμισμα της δεξαμενής διαρκεί {v}.",
        "{v} λεπτά",
        "τουλάχιστον {v} λεπτά",
        "το πολύ {v} λεπτά",
        "περισσότερο από {v} λεπτά",
        "{v} λεπτά ή περισσότερο",
        "Μια δεξαμενή μεγαλύτερη από 240 λίτρα θα χρειαζόταν περισσότερο από {v} λεπτά.",
        "Ο φίλος μου βρήκε {v}, αλλά πρόσθεσε το 15 αντί να το αφαιρέσει.",
        "Το σχολικό βιβλίο δίνει {v},",
        "Εσύ πρότεινες {v},",
        "Ο φίλος μου βρήκε {v},",
        "αλλά εγώ βρίσκω {v}.",
        "αλλά αυτό είναι μόνο προσέγγιση.",
        "Η τιμή είναι {v}.",
        "περίπου {v}",
        "Το όριο είναι {v}.",
        "Για x = 1000 η παράσταση είναι περίπου {v}.",
        "Ποια είναι η τιμή του x;",
        "[τελική απάντηση εδώ]",
        "Από τα παραπάνω, η απάντηση είναι {v}.",
    ],
    "he": [
        "בואו נפתור צעד אחר צעד.",
        "תשובה",
        "בדיקה",
        "לטום נשארו {v} גולות.",
        "התשובה היא {v}.",
        "התשובה היא לא {a} אלא {b}:",
        "את 15 הגולות הוא רק השאיל לבן דודו, ולכן הן עדיין נספרות.",
        "הוא נתן 15 מהן, ולכן הן כבר לא נספרות.",
        "{v} שגוי.",
        "תיקון:",
        "רגע, לא:",
        "במחשבה שנייה,",
        "הוא גם נתן 4 גולות לאחותו.",
        "טעיתי בחיסור.",
        "מילוי המיכל לוקח {v}.",
        "{v} דקות",
        "לפחות {v} דקות",
        "לכל היותר {v} דקות",
        "יותר מ-{v} דקות",
        "{v} דקות או יותר",
        "מיכל גדול מ-240 ליטר היה צריך יותר מ-{v} דקות.",
        "החבר שלי קיבל {v}, אבל הוא חיבר את 15 במקום לחסר.",
        "בספר הלימוד כתוב {v},",
        "הצעת {v},",
        "החבר שלי קיבל {v},",
        "אבל אני מקבל {v}.",
        "אבל זה רק קירוב.",
        "הערך הוא {v}.",
        "בערך {v}",
        "הגבול הוא {v}.",
        "עבור x = 1000 הביטוי שווה בערך {v}.",
        "מהו הערך של x?",
        "[התשובה הסופית כאן]",
        "מכל האמור לעיל, התשובה היא {v}.",
    ],
    "zh": [
        "我们一步一步来解。",
        "答案",
        "检验",
        "汤姆还剩 {v} 颗弹珠。",
        "答案是 {v}。",
        "答案不是 {a}，而是 {b}：",
        "那 15 颗弹珠只是借给了表弟，所以仍然算他的。",
        "他送出了其中 15 颗，所以不再算。",
        "{v} 是错的。",
        "更正：",
        "等等，不对：",
        "再想一想，",
        "他还给了妹妹 4 颗弹珠。",
        "我减错了。",
        "注满水箱需要 {v}。",
        "{v} 分钟",
        "至少 {v} 分钟",
        "最多 {v} 分钟",
        "超过 {v} 分钟",
        "{v} 分钟或更多",
        "比 240 升更大的水箱需要超过 {v} 分钟。",
        "我朋友算出 {v}，但他把 15 加上了，而不是减去。",
        "课本给出的是 {v}，",
        "你提出的是 {v}，",
        "我朋友算出 {v}，",
        "但我算出 {v}。",
        "但那只是近似值。",
        "值为 {v}。",
        "约 {v}",
        "极限为 {v}。",
        "当 x = 1000 时，表达式约为 {v}。",
        "x 的值是多少？",
        "[在此填写最终答案]",
        "综上所述，答案是 {v}。",
    ],
    "ja": [
        "順を追って解きます。",
        "答え",
        "検算",
        "トムに残っているビー玉は {v} 個です。",
        "答えは {v} です。",
        "答えは {a} ではなく {b} です：",
        "15 個のビー玉はいとこに貸しただけなので、まだ数に入ります。",
        "そのうち 15 個をあげたので、もう数に入りません。",
        "{v} は誤りです。",
        "訂正：",
        "待って、違います：",
        "考え直すと、",
        "彼は妹にもビー玉を 4 個あげました。",
        "引き算を間違えました。",
        "タンクを満たすのにかかる時間は {v} です。",
        "{v} 分",
        "少なくとも {v} 分",
        "多くとも {v} 分",
        "{v} 分より長い時間",
        "{v} 分以上",
        "240 リットルより大きいタンクなら {v} 分より長くかかります。",
        "友達は {v} と答えましたが、15 を引かずに足していました。",
        "教科書の答えは {v} ですが、",
        "あなたは {v} と提案しましたが、",
        "友達は {v} と答えましたが、",
        "私の計算では {v} です。",
        "それは近似値にすぎません。",
        "値は {v} です。",
        "約 {v}",
        "極限は {v} です。",
        "x = 1000 のとき式の値は約 {v} です。",
        "x の値はいくつですか？",
        "[ここに最終的な答え]",
        "以上より、答えは {v} です。",
    ],
}
for _k, _v in PHR.items():
    assert len(_v) == len(KEYS), (_k, len(_v), len(KEYS))
SETUP = {
    "en": [
        "Tom has 4 boxes with 18 marbles each, so first we find how many marbles he has in total, then we subtract the ones he gave away.",
        "The tank holds 240 liters and the pump adds 16 liters every minute, so we divide the volume by the rate.",
        "We use the special right triangle with angles 30°, 60° and 90°, whose sides are in the ratio 1 : √3 : 2.",
        "We divide the numerator and the denominator by the highest power of x in the denominator.",
        "We move the terms with x to the left side and the constants to the right side.",
    ],
    "it": [
        "Tom ha 4 scatole con 18 biglie ciascuna, quindi prima troviamo quante biglie ha in tutto, poi togliamo quelle regalate.",
        "La vasca contiene 240 litri e la pompa aggiunge 16 litri al minuto, quindi dividiamo il volume per la portata.",
        "Usiamo il triangolo rettangolo con angoli di 30°, 60° e 90°, i cui lati stanno nel rapporto 1 : √3 : 2.",
        "Dividiamo numeratore e denominatore per la potenza più alta di x al denominatore.",
        "Portiamo i termini con x a sinistra e le costanti a destra.",
    ],
    "uk": [
        "У Тома 4 коробки по 18 кульок, тож спочатку знайдемо, скільки всього кульок, а потім віднімемо ті, що він віддав.",
        "Бак вміщує 240 літрів, а насос додає 16 літрів щохвилини, тож ділимо об'єм на швидкість.",
        "Використаємо прямокутний трикутник з кутами 30°, 60° і 90°, сторони якого відносяться як 1 : √3 : 2.",
        "Поділимо чисельник і знаменник на найвищий степінь x у знаменнику.",
        "Перенесемо доданки з x ліворуч, а сталі — праворуч.",
    ],
    "pl": [
        "Tom ma 4 pudełka po 18 kulek, więc najpierw liczymy, ile ma kulek łącznie, a potem odejmujemy te, które oddał.",
        "Zbiornik mieści 240 litrów, a pompa dodaje 16 litrów na minutę, więc dzielimy objętość przez wydajność.",
        "Korzystamy z trójkąta prostokątnego o kątach 30°, 60° i 90°, którego boki są w stosunku 1 : √3 : 2.",
        "Dzielimy licznik i mianownik przez najwyższą potęgę x w mianowniku.",
        "Przenosimy wyrazy z x na lewą stronę, a stałe na prawą.",
    ],
    "fa": [
        "تام ۴ جعبه دارد که در هر کدام ۱۸ تیله است، پس ابتدا تعداد کل تیله‌ها را پیدا می‌کنیم و سپس تیله‌هایی را که بخشیده کم می‌کنیم.",
        "مخزن ۲۴۰ لیتر گنجایش دارد و پمپ هر دقیقه ۱۶ لیتر اضافه می‌کند، پس حجم را بر آهنگ تقسیم می‌کنیم.",
        "از مثلث قائم‌الزاویه با زاویه‌های ۳۰، ۶۰ و ۹۰ درجه استفاده می‌کنیم که نسبت اضلاع آن 1 : √3 : 2 است.",
        "صورت و مخرج را بر بزرگ‌ترین توان x در مخرج تقسیم می‌کنیم.",
        "جمله‌های دارای x را به سمت چپ و عددهای ثابت را به سمت راست می‌بریم.",
    ],
    "hi": [
        "टॉम के पास 4 डिब्बे हैं जिनमें से हर एक में 18 कंचे हैं, इसलिए पहले कुल कंचे निकालते हैं, फिर दिए गए कंचे घटाते हैं।",
        "टंकी में 240 लीटर आता है और पंप हर मिनट 16 लीटर डालता है, इसलिए आयतन को दर से भाग देते हैं।",
        "हम 30°, 60° और 90° कोणों वाले समकोण त्रिभुज का उपयोग करते हैं, जिसकी भुजाओं का अनुपात 1 : √3 : 2 है।",
        "अंश और हर दोनों को हर में x की सबसे बड़ी घात से भाग देते हैं।",
        "x वाले पदों को बाईं ओर और अचर पदों को दाईं ओर ले जाते हैं।",
    ],
    "bn": [
        "টমের ৪টি বাক্স আছে, প্রতিটিতে ১৮টি মার্বেল, তাই প্রথমে মোট মার্বেল বের করি, তারপর যেগুলো দিয়ে দিয়েছে সেগুলো বিয়োগ করি।",
        "ট্যাংকে ২৪০ লিটার ধরে এবং পাম্প প্রতি মিনিটে ১৬ লিটার দেয়, তাই আয়তনকে হার দিয়ে ভাগ করি।",
        "আমরা ৩০°, ৬০° ও ৯০° কোণবিশিষ্ট সমকোণী ত্রিভুজ ব্যবহার করি, যার বাহুগুলোর অনুপাত 1 : √3 : 2।",
        "লব ও হর উভয়কে হরের x এর সর্বোচ্চ ঘাত দিয়ে ভাগ করি।",
        "x যুক্ত পদগুলো বাম দিকে এবং ধ্রুবকগুলো ডান দিকে নিই।",
    ],
    "id": [
        "Tom punya 4 kotak yang masing-masing berisi 18 kelereng, jadi pertama kita hitung jumlah semua kelereng, lalu kita kurangi yang diberikan.",
        "Tangki menampung 240 liter dan pompa menambah 16 liter setiap menit, jadi kita bagi volume dengan lajunya.",
        "Kita gunakan segitiga siku-siku bersudut 30°, 60°, dan 90°, yang sisi-sisinya berbanding 1 : √3 : 2.",
        "Kita bagi pembilang dan penyebut dengan pangkat tertinggi x pada penyebut.",
        "Kita pindahkan suku yang memuat x ke ruas kiri dan konstanta ke ruas kanan.",
    ],
    "vi": [
        "Tom có 4 hộp, mỗi hộp 18 viên bi, nên trước hết ta tính tổng số bi, sau đó trừ đi số bi đã cho.",
        "Bể chứa 240 lít và máy bơm thêm 16 lít mỗi phút, nên ta chia thể tích cho lưu lượng.",
        "Ta dùng tam giác vuông có các góc 30°, 60° và 90°, các cạnh tỉ lệ 1 : √3 : 2.",
        "Ta chia cả tử và mẫu cho lũy thừa cao nhất của x ở mẫu.",
        "Ta chuyển các hạng tử chứa x sang vế trái và các hằng số sang vế phải.",
    ],
    "th": [
        "ทอมมีกล่อง 4 กล่อง กล่องละ 18 ลูก ดังนั้นก่อนอื่นหาจำนวนลูกแก้วทั้งหมด แล้วลบจำนวนที่ให้ไป",
        "ถังจุ 240 ลิตร และปั๊มเติมน้ำนาทีละ 16 ลิตร ดังนั้นนำปริมาตรหารด้วยอัตราการไหล",
        "ใช้สามเหลี่ยมมุมฉากที่มีมุม 30°, 60° และ 90° ซึ่งด้านมีอัตราส่วน 1 : √3 : 2",
        "หารทั้งเศษและส่วนด้วยกำลังสูงสุดของ x ในตัวส่วน",
        "ย้ายพจน์ที่มี x ไปฝั่งซ้าย และย้ายค่าคงที่ไปฝั่งขวา",
    ],
    "nl": [
        "Tom heeft 4 dozen met elk 18 knikkers, dus eerst berekenen we hoeveel knikkers hij in totaal heeft, daarna trekken we de weggegeven knikkers af.",
        "De tank bevat 240 liter en de pomp voegt elke minuut 16 liter toe, dus we delen het volume door het debiet.",
        "We gebruiken de rechthoekige driehoek met hoeken van 30°, 60° en 90°, waarvan de zijden zich verhouden als 1 : √3 : 2.",
        "We delen teller en noemer door de hoogste macht van x in de noemer.",
        "We brengen de termen met x naar links en de constanten naar rechts.",
    ],
    "sv": [
        "Tom har 4 lådor med 18 kulor i varje, så först räknar vi ut hur många kulor han har totalt, sedan drar vi bort dem han gav bort.",
        "Tanken rymmer 240 liter och pumpen fyller på 16 liter per minut, så vi delar volymen med flödet.",
        "Vi använder den rätvinkliga triangeln med vinklarna 30°, 60° och 90°, vars sidor förhåller sig som 1 : √3 : 2.",
        "Vi delar täljare och nämnare med den högsta potensen av x i nämnaren.",
        "Vi flyttar termerna med x till vänster och konstanterna till höger.",
    ],
    "cs": [
        "Tom má 4 krabice po 18 kuličkách, takže nejdřív zjistíme, kolik kuliček má celkem, a pak odečteme ty, které rozdal.",
        "Nádrž pojme 240 litrů a čerpadlo přidá 16 litrů za minutu, takže objem vydělíme průtokem.",
        "Použijeme pravoúhlý trojúhelník s úhly 30°, 60° a 90°, jehož strany jsou v poměru 1 : √3 : 2.",
        "Vydělíme čitatele i jmenovatele nejvyšší mocninou x ve jmenovateli.",
        "Členy s x převedeme na levou stranu a konstanty na pravou.",
    ],
    "el": [
        "Ο Τομ έχει 4 κουτιά με 18 βόλους το καθένα, οπότε πρώτα βρίσκουμε πόσους βόλους έχει συνολικά και μετά αφαιρούμε όσους έδωσε.",
        "Η δεξαμενή χωράει 240 λίτρα και η αντλία προσθέτει 16 λίτρα κάθε λεπτό, οπότε διαιρούμε τον όγκο με την παροχή.",
        "Χρησιμοποιούμε το ορθογώνιο τρίγωνο με γωνίες 30°, 60° και 90°, του οποίου οι πλευρές έχουν λόγο 1 : √3 : 2.",
        "Διαιρούμε αριθμητή και παρονομαστή με τη μεγαλύτερη δύναμη του x στον παρονομαστή.",
        "Μεταφέρουμε τους όρους με x στο αριστερό μέλος και τις σταθερές στο δεξί.",
    ],
    "he": [
        "לטום יש 4 קופסאות ובכל אחת 18 גולות, לכן קודם נמצא כמה גולות יש לו בסך הכול, ואז נחסר את אלה שנתן.",
        "המיכל מכיל 240 ליטר והמשאבה מוסיפה 16 ליטר בכל דקה, לכן נחלק את הנפח בקצב.",
        "נשתמש במשולש ישר הזווית עם זוויות של 30°, 60° ו-90°, שצלעותיו ביחס 1 : √3 : 2.",
        "נחלק את המונה ואת המכנה בחזקה הגבוהה ביותר של x במכנה.",
        "נעביר את האיברים עם x לאגף שמאל ואת הקבועים לאגף ימין.",
    ],
    "zh": [
        "汤姆有 4 盒弹珠，每盒 18 颗，所以先算出弹珠的总数，再减去他送出去的数量。",
        "水箱能装 240 升水，水泵每分钟注入 16 升，所以用容积除以流量。",
        "利用角为 30°、60°、90° 的直角三角形，其三边之比为 1 : √3 : 2。",
        "把分子和分母同时除以分母中 x 的最高次幂。",
        "把含 x 的项移到左边，把常数项移到右边。",
    ],
    "ja": [
        "トムは 18 個ずつビー玉が入った箱を 4 箱持っているので、まずビー玉の総数を求め、次にあげた分を引きます。",
        "タンクの容量は 240 リットルで、ポンプは毎分 16 リットル入れるので、容量を流量で割ります。",
        "角が 30°、60°、90° の直角三角形を使います。辺の比は 1 : √3 : 2 です。",
        "分子と分母を、分母にある x の最高次の累乗で割ります。",
        "x を含む項を左辺に、定数を右辺に移項します。",
    ],
}
SKEYS = ("marb", "tank", "sin", "lim", "lin")
# a second opening sentence where the language's characters make the texts short (the problem gives all
# the numbers we need; we set up the equations and compute step by step)
INTRO2 = {
    "zh": "题目已经给出了所有需要的数据，下面先列出算式，再逐步计算，最后检验结果是否合理。",
    "ja": "問題文から必要な数をすべて読み取り、式を立てて一つずつ計算し、最後に結果が妥当か確かめます。",
}

ORDER = "it uk pl fa hi bn id vi th nl sv cs el he zh ja".split()
LANG = LANGUAGE_NAMES


def ph(p: list, key: str, **kw: str) -> str:
    return p[KEYS.index(key)].format(**kw)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


# ================================================================ problems
GOLD = {
    "marb": "57",
    "tank": "15",
    "sin": "\\frac{\\sqrt{3}}{2}",
    "lim": "0",
    "lin": "\\frac{10}{3}",
}
WRONG = {"sin": "\\frac{1}{2}", "lim": "3", "lin": "\\frac{4}{3}"}
APPROX = {"sin": "0.87", "lim": "0.003", "lin": "3.33"}
MKEYS = ("sin", "lim", "lin")
# (working equations, check equation)
WORK = {
    "marb": (["4 \\times 18 = 72", "72 - 15 = 57"], "57 + 15 = 72"),
    "tank": (["240 \\div 16 = 15"], "16 \\times 15 = 240"),
    "sin": (
        ["\\text{30-60-90:} \\quad 1 : \\sqrt{3} : 2", "\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}"],
        "\\sin^2 60^\\circ + \\cos^2 60^\\circ = \\frac{3}{4} + \\frac{1}{4} = 1",
    ),
    "lim": (
        [
            "\\frac{3x + 1}{x^2} = \\frac{3}{x} + \\frac{1}{x^2}",
            "x \\to \\infty: \\quad \\frac{3}{x} \\to 0, \\quad \\frac{1}{x^2} \\to 0",
            "\\lim_{x \\to \\infty} \\frac{3x + 1}{x^2} = 0",
        ],
        "0 < \\frac{3x + 1}{x^2} < \\frac{4}{x} \\ (x > 1)",
    ),
    "lin": (
        ["5x - 3 = 2x + 7", "5x - 2x = 7 + 3", "3x = 10", "x = \\frac{10}{3}"],
        "5 \\cdot \\frac{10}{3} - 3 = \\frac{41}{3} = 2 \\cdot \\frac{10}{3} + 7",
    ),
}
WRONGWORK = {
    "sin": [
        "\\text{opposite side} = 1, \\quad \\text{hypotenuse} = 2",
        "\\sin 60^\\circ = \\frac{1}{2}",
    ],
    "lim": [
        "\\frac{3x + 1}{x^2} \\approx \\frac{3x}{x}",
        "\\lim_{x \\to \\infty} \\frac{3x + 1}{x^2} = 3",
    ],
    "lin": ["5x - 2x = 7 - 3", "3x = 4", "x = \\frac{4}{3}"],
}
# the approximate working line of each MATH problem (the decimal or the value at x = 1000)
APPROXLINE = {
    "sin": "\\frac{\\sqrt{3}}{2} \\approx \\frac{1.732}{2} = 0.866",
    "lim": "x = 1000: \\quad \\frac{3001}{1000000} = 0.003001",
    "lin": "\\frac{10}{3} \\approx 3.33",
}
RIGHTINLINE = {
    "sin": "$\\sin 60^\\circ$ = $\\frac{\\sqrt{3}}{2}$",
    "lim": "$\\frac{3}{x} + \\frac{1}{x^2} \\to 0$",
    "lin": "$3x = 10$, $x = \\frac{10}{3}$",
}
WRONGINLINE = {
    "sin": "$\\frac{1}{2}$ = $\\cos 60^\\circ$;",
    "lim": "$\\frac{3x}{x^2} = \\frac{3}{x} \\to 0$;",
    "lin": "$7 + 3 = 10$;",
}
RECOMP = {
    "sin": "$\\sin 60^\\circ = \\sin 30^\\circ = \\frac{1}{2}$.",
    "lim": "$\\frac{3x + 1}{x^2} \\approx \\frac{3x}{x} = 3$.",
    "lin": "$5x - 2x = 7 - 3$, $3x = 4$.",
}


def mv(value: str) -> str:
    return "$" + value + "$"


# ================================================================ probe slots
# A slot, for phrases `p`, language index `i` and closing `fmt`, gives a dict: key (problem), kind,
# truth, work (equations; None: the right working), mids (sentences before the final one), pre (the
# final sentence), box (boxed value), txt (the answer text of the tag / "The answer is" sentence),
# post (after the marker), why.
def slot(name: str, i: int, p: list, fmt: str) -> dict:
    box_first = fmt != "rl"
    if name == "neg":
        if i % 2 == 0:
            pre = ph(p, "notbut", a="57", b="72") + " " + ph(p, "lent")
        else:
            pre = ph(p, "wrongw", v="57") + " " + cap(ph(p, "lent")) + " " + ph(p, "is", v="72")
        return dict(
            key="marb",
            kind="A",
            pre=pre,
            box="72",
            txt="72",
            why="negation of the right value: the working reaches 72 - 15 = 57, then the model "
            "denies 57 and puts 72 (the marbles before giving any away) in its place, with the "
            "explanation after it; final 72, gold 57",
        )
    if name == "retr":
        word = ph(p, ("corr", "waitno", "second")[i % 3])
        first = ph(p, "left", v="57") + (" $\\boxed{57}$" if box_first else "")
        mids = [first, word + " " + ph(p, "sister") + " $57 - 4 = 53$."]
        return dict(
            key="marb",
            kind="A",
            mids=mids,
            pre=ph(p, "left", v="53"),
            box="53",
            txt="53",
            why="retraction after the answer: 57 is stated (boxed where the closing is a box), then "
            "the language's retraction word and an invented extra gift (57 - 4 = 53); the last "
            "committed answer is 53, gold 57",
        )
    if name == "bound":
        word = ("least", "most", "more", "ormore")[i % 4]
        val = ph(p, word, v="15")
        return dict(
            key="tank",
            kind="A",
            pre=ph(p, "time", v=val),
            box="\\text{" + val + "}",
            txt=val,
            why=f"bound instead of a value ('{word}'): the working gives 240 / 16 = 15, the final "
            "answer states only a bound on the time, not the value 15",
        )
    if name == "hash":
        post = ph(p, "waitno") + " " + ph(p, "sister") + " $57 - 4 = 53$. " + ph(p, "left", v="53")
        return dict(
            key="marb",
            kind="A",
            mids=[ph(p, "left", v="57")],
            box="57",
            txt="57",
            post=post,
            why="'#### 57' followed by a sentence in the language that retracts it and commits "
            "another value (53, an invented gift to the sister): the last committed answer is 53",
        )
    if name == "quote":
        key = MKEYS[i % 3]
        who = ("book", "userq", "friendm")[(i // 3) % 3]
        pre = ph(p, who, v=mv(GOLD[key])) + " " + ph(p, "butme", v=mv(WRONG[key]))
        return dict(
            key=key,
            kind="A",
            work=WRONGWORK[key],
            pre=pre,
            box=WRONG[key],
            txt=mv(WRONG[key]),
            why=f"someone else's value ({who}): the gold is quoted from another source, the model's "
            f"own wrong working and final answer is {WRONG[key]}",
        )
    if name == "tag":
        key = "lin" if i % 2 == 0 else MKEYS[(i + 1) % 3]
        return dict(
            key=key,
            kind="A",
            truth="no_answer",
            txt=ph(p, ("q", "ph")[i % 2]),
            why="the <answer> tag holds "
            + ("a question in the language" if i % 2 == 0 else "a placeholder in the language")
            + ", no answer; the gold is only in the think block's working equations, never stated as an answer",
        )
    if name == "approx":
        key = MKEYS[(i + 2) % 3]
        work = (
            WORK[key][0] + [APPROXLINE[key]]
            if key != "lim"
            else WORK[key][0][:1] + [APPROXLINE[key]]
        )
        val = ph(p, "about", v=mv(APPROX[key]))
        pre = ph(p, "lim" if key == "lim" else "val", v=val)
        why = (
            "near-zero trap: the model evaluates at x = 1000 and answers about 0.003; the limit is 0"
            if key == "lim"
            else f"exact vs decimal: the final answer is the rounded decimal {APPROX[key]} "
            f"(about), not the exact {GOLD[key]}"
        )
        return dict(
            key=key, kind="A", work=work, pre=pre, box="\\approx " + APPROX[key], txt=val, why=why
        )
    if name == "retm":
        key = MKEYS[i % 3]
        word = ("corr", "waitno", "second", "wrongw")[(i // 3) % 4]
        first = ph(p, "val", v=mv(GOLD[key])) + (
            " $\\boxed{" + GOLD[key] + "}$" if box_first else ""
        )
        lead = ph(p, "wrongw", v=mv(GOLD[key])) if word == "wrongw" else ph(p, word)
        mids = [first, lead + " " + RECOMP[key]]
        return dict(
            key=key,
            kind="A",
            mids=mids,
            pre=ph(p, "val", v=mv(WRONG[key])),
            box=WRONG[key],
            txt=mv(WRONG[key]),
            why=f"retraction of the right value ('{word}'): the gold is stated "
            f"first, then withdrawn and recomputed wrongly; the last committed answer is {WRONG[key]}",
        )
    if name == "negok":
        if i % 2 == 0:
            pre = ph(p, "notbut", a="72", b="57") + " " + ph(p, "gave")
        else:
            pre = ph(p, "wrongw", v="72") + " " + cap(ph(p, "gave")) + " " + ph(p, "left", v="57")
        return dict(
            key="marb",
            kind="B",
            pre=pre,
            box="57",
            txt="57",
            why="denial of a wrong value: 72 is denied, the right 57 is put in its place and the "
            "explanation (he gave 15 away) follows; final 57",
        )
    if name == "retrok":
        word = ("waitno", "corr", "second")[i % 3]
        slip = ph(p, "slip")
        if word == "second":
            slip = slip[:1].lower() + slip[1:]
        mids = [ph(p, "left", v="67"), ph(p, word) + " " + slip + " $72 - 15 = 57$."]
        return dict(
            key="marb",
            kind="B",
            work=["4 \\times 18 = 72", "72 - 15 = 67"],
            mids=mids,
            pre=ph(p, "left", v="57"),
            box="57",
            txt="57",
            why=f"retraction back to the right value ('{word}'): a slip 72 - 15 = 67 is stated, "
            "withdrawn, recomputed; the last committed answer is 57",
        )
    if name == "boundok":
        return dict(
            key="tank",
            kind="B",
            pre=ph(p, "time", v=ph(p, "mins", v="15")),
            box="15",
            txt="15",
            post=ph(p, "bigger", v="15"),
            why="a bound word about something else: the answer is 15 minutes, the sentence after it "
            "says a BIGGER tank would need 'more than 15 minutes'; the answer stands",
        )
    if name == "hashok":
        mids = [ph(p, "friend", v="87"), ph(p, "left", v="57")]
        return dict(
            key="marb",
            kind="B",
            mids=mids,
            box="57",
            txt="57",
            post=ph(p, "concl", v="57"),
            why="a friend's wrong value (87) quoted and refuted, then '#### 57' and a concluding "
            "sentence in the language restating 57",
        )
    if name == "quoteok":
        key = MKEYS[i % 3]
        who = ("book", "userq", "friendm")[(i // 3) % 3]
        if key == "lin":
            pre = ph(p, who, v=mv(WRONG[key])) + " " + ph(p, "butme", v=mv(GOLD[key]))
        else:
            pre = (
                ph(p, who, v=mv(APPROX[key]))
                + " "
                + ph(p, "approxonly")
                + " "
                + ph(p, "lim" if key == "lim" else "val", v=mv(GOLD[key]))
            )
        work = WORK[key][0] + [APPROXLINE[key]]
        return dict(
            key=key,
            kind="B",
            work=work,
            pre=pre,
            box=GOLD[key],
            txt=mv(GOLD[key]),
            why=f"a quoted value refuted ({who}): the other source's "
            + ("wrong value" if key == "lin" else "decimal")
            + f" is rejected, the final answer is the exact {GOLD[key]}",
        )
    if name == "exactok":
        key = MKEYS[(i + 1) % 3]
        if key == "lim":
            work = WORK[key][0]
            mids = [ph(p, "plug", v=mv("0.003"))]
            pre = ph(p, "lim", v=mv("0"))
            why = "near-zero done right: the value at x = 1000 (about 0.003) is a sentence before the final one; the limit is 0"
        else:
            work = WORK[key][0] + [APPROXLINE[key]]
            mids = []
            pre = ph(
                p, "val", v=mv(GOLD[key] + " \\approx " + APPROX[key].replace("0.87", "0.866"))
            )
            why = "the exact gold with its decimal approximation after it; the box holds the exact value"
        return dict(
            key=key,
            kind="B",
            work=work,
            mids=mids,
            pre=pre,
            box=GOLD[key],
            txt=mv(GOLD[key]),
            why=why,
        )
    if name == "retmok":
        key = MKEYS[(i + 2) % 3]
        word = ("waitno", "corr", "second")[(i // 3) % 3]
        mids = [
            ph(p, "val", v=mv(WRONG[key])),
            ph(p, word) + " " + ph(p, "wrongw", v=mv(WRONG[key])) + " " + RIGHTINLINE[key] + ".",
        ]
        return dict(
            key=key,
            kind="B",
            work=WRONGWORK[key],
            mids=mids,
            pre=ph(p, "val", v=mv(GOLD[key])),
            box=GOLD[key],
            txt=mv(GOLD[key]),
            why=f"retraction back to the right value ('{word}'): the wrong {WRONG[key]} is stated, "
            "withdrawn and recomputed; the last committed answer is the gold",
        )
    if name == "conclok":
        key = MKEYS[i % 3]
        mids = [WRONGINLINE[key] + " " + ph(p, "wrongw", v=mv(WRONG[key]))]
        return dict(
            key=key,
            kind="B",
            mids=mids,
            pre=ph(p, "concl", v=mv(GOLD[key])),
            box=GOLD[key],
            txt=mv(GOLD[key]),
            why="a wrong value denied ('X is wrong'), then the language's conclusion words ('from "
            "the above') with the gold",
        )
    raise KeyError(name)


A_SLOTS = ("neg", "retr", "bound", "hash", "quote", "tag", "approx", "retm")
B_SLOTS = ("negok", "retrok", "boundok", "hashok", "quoteok", "exactok", "retmok", "conclok")
SLOTS = A_SLOTS + B_SLOTS
PREFIX = {
    "neg": "neg",
    "retr": "retr",
    "bound": "bound",
    "hash": "hash",
    "quote": "quote",
    "tag": "tag",
    "approx": "approx",
    "retm": "retm",
    "negok": "neg",
    "retrok": "retr",
    "boundok": "bound",
    "hashok": "hash",
    "quoteok": "quote",
    "exactok": "exact",
    "retmok": "retm",
    "conclok": "concl",
}
FORCED = {"hash": "hash", "hashok": "hash", "tag": "rl"}
FMTS = ("inst", "base", "rl")
FORM = {"inst": "boxed", "base": "answer_is", "rl": "tag", "hash": "hash"}


def compose(p: list, lang: str, spec: dict, fmt: str) -> tuple[str, str]:
    """The completion and its final lines (the sentences after the working)."""
    work = spec.get("work") or WORK[spec["key"]][0]
    check = WORK[spec["key"]][1] if spec.get("work") is None else None
    mids, pre, post = spec.get("mids", []), spec.get("pre", ""), spec.get("post", "")
    lead = " ".join(mids + ([pre] if pre else []))
    setup = SETUP[lang][SKEYS.index(spec["key"])] + ((" " + INTRO2[lang]) if lang in INTRO2 else "")
    if fmt == "inst":
        body = ph(p, "intro") + " " + setup + "\n\n" + "".join(f"\\[\n{eq}\n\\]\n" for eq in work)
        if check:
            body += "\n**" + ph(p, "chk") + ":** $" + check + "$ ✓\n"
        tail = lead + "\n\n\\[\n\\boxed{" + spec["box"] + "}\n\\]" + ("\n\n" + post if post else "")
        return body + "\n" + tail, tail
    eqs = "".join(f"${eq}$\n" for eq in work) if fmt != "rl" else "".join(f"{eq}\n" for eq in work)
    body = ph(p, "intro") + " " + setup + "\n" + eqs
    if check:
        body += ph(p, "chk") + ": $" + check + "$\n"
    if fmt == "rl":
        tail = (
            lead + ("\n" + post if post else "") + "\n</think>\n" if lead or post else "</think>\n"
        )
        tail += "<answer>" + spec["txt"].replace("$", "") + "</answer>"
        text = th(body + (lead + ("\n" + post if post else "") + "\n" if lead or post else ""))
        text += "<answer>" + spec["txt"].replace("$", "") + "</answer>"
        return text, tail
    if fmt == "hash":
        tail = lead + "\n#### " + spec["txt"] + ("\n" + post if post else "")
        return body + tail, tail
    closing = ph(p, "is", v=spec["txt"])
    if lead.endswith(closing):
        closing = ""
    tail = " ".join(x for x in (lead, closing, post) if x)
    return body + tail, tail


CASES = []
for lang_index, lang in enumerate(ORDER):
    for slot_index, name in enumerate(SLOTS):
        if slot_index == lang_index:
            continue
        fmt = FORCED.get(name) or (
            FMTS[lang_index % 3] if name == "bound" else FMTS[(lang_index + slot_index) % 3]
        )
        spec = slot(name, lang_index, PHR[lang], fmt)
        en = slot(name, lang_index, PHR["en"], fmt)
        text, _tail = compose(PHR[lang], lang, spec, fmt)
        _etext, gloss = compose(PHR["en"], "en", en, fmt)
        key, kind = spec["key"], spec["kind"]
        truth = spec.get("truth") or ("correct" if kind == "B" else "wrong")
        path = "g" if key in ("marb", "tank") else "m"
        cid = (
            f"{PREFIX[name]}_"
            + ("m_" if path == "m" else "")
            + ("ok_" if kind == "B" else "")
            + f"{lang}_{key}"
        )
        note = f"{LANG[lang]}: {spec['why']}. Final lines (English gloss): " + " ".join(
            gloss.split()
        )
        form = FORM[fmt]
        make = g if path == "g" else m
        CASES.append(make(cid, kind, GOLD[key], truth, form, text, note))

DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam181", CASES, [], DECISIONS)
