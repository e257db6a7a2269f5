r"""Build adversarial_redteam143.jsonl: round 143 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam143"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136-141, and WITHOUT running the checker, math-verify, sympy
or any grader on the probes. Handed over BEFORE any scoring. Not model output. Only corpus/README.md
(label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 140.py / 141.py (structure, docstring, label conventions,
DECISIONS; the docstrings of 137-139 and the vocabulary of 141, also multilingual, read to AVOID
their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording, new
final-line vocabulary).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Brazil, "R$" before), French (narrow no-break space
thousands, no-break space before € and %), German (dot thousands), Italian, Russian (plain space
thousands, "руб." after), Ukrainian (narrow no-break space thousands), Polish (no-break space
thousands), Turkish (percent sign before, "TL" after), Arabic, Persian, Hindi (rupee sign before),
Bengali, Indonesian ("Rp" before, dot thousands), Vietnamese (dot thousands, "đồng"), Thai (the egg
classifier ฟอง), Dutch ("€ " before), Swedish (space thousands), Czech (no-break space thousands),
Greek, Hebrew (shekel sign after). New final-line vocabulary per language: a "wait, I made a
mistake" correction (the language's own "wait": Espera, Moment, Подождите, 等等, 待って, 잠깐, Chwileczkę,
Bir dakika, Tunggu, Khoan đã, เดี๋ยวก่อน, רגע, ...), an older brother's reported value ("my
brother says X, but I think he is wrong; I get Y"), "the answer is not X but Y", "approximately",
"so the answer is", the language's "final answer" label, a phrase then `####` on the NEXT line,
counted nouns with their counters or particles (個, 개, ฟอง, butir, quả, টি), number words for four,
"ways", "minutes in total", degree words. Working lines are language-neutral equations with the
language's own number format; the final lines are in the language.

Kind A shapes: a native "wait" correction from the total to the part without the break; a native
correction after the gold for a misreading (final value another number); the gold only as the
brother's reported value; "not GOLD but the subtotal"; a rounded amount with "approximately"; an
answer tag holding a native sentence with the subtotal; a native phrase then `####` with the
monthly value; a cut right after a bold native "final answer" label; the drop instead of the
temperature with the degree word; the complement percent; one ticket's price; MATH: an
approximation only (5,29 for 2\sqrt7; 1,42 for 17/12), a "wait" correction to the wrong-sign roots,
the open interval for a half-open one, the exterior angle, the i^2 slip, "not 35 but 210", the gold
only reported (own value the circumference), 27 for \log_3 81, the swapped pair, a cut inside a box
after a native lead, the with-replacement probability. Kind B shapes: counted nouns with counters and
particles, local thousands grouping with the currency before or after, a decimal-comma price, a
native "wait" correction to the gold, the brother's wrong value reported then the gold, "not
SUBTOTAL but GOLD", `####` then the locally grouped value ("2.655", "2 655", "2\u202f655"), a tag sentence
with "170 minutes in total (2 h 50 min)", a Unicode minus with °C, a native percent; MATH: a
terminating decimal with a comma for 3/10, the exact root with an approximation gloss, the
inequality form of a half-open interval, both roots in a box joined by the native "or" in \text{},
the native degree word, a correction to 5 + 5i, "35 ways", 25π cm² with an approximation gloss, the
number word "four", "not 27 but 4", "x = 4 and y = -1", a mixed number after the fraction.

The 24 languages each get 11 rotation probes (language i: 3 of each of the four groups GSM8K A, GSM8K
B, MATH A, MATH B, except 2 of group i mod 4); each slot list is walked by its own counter so that
every slot appears in several languages; then 16 hand-written extras (`e_`): Chinese school answer
"答：还剩七十九个鸡蛋。" (Chinese numerals, debatable, accept) and its wrong twin 八十九, Thai digits
with the egg classifier, a Greek question restated with the Greek question mark ";", Indonesian
"Rp22.500,00", Turkish "%40" (the complement, A), a tag holding the brother's reported gold and own
wrong value (Spanish, A), Japanese "答え：108個" (the subtotal, A), Chinese subscripted roots
"x_1=-4,\ x_2=3", Russian "x ∈ [−1; 4)", Korean "10분의 3" (debatable, accept) and "25분의 9" (A),
Chinese "十分之三" (debatable, accept) and "二十五分之九" (A), Japanese "約5.29" (A), German truncated
"1,416" (A). Every note carries an English gloss of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- eggs: 6 cartons of 18 eggs, 29 broken -> 79 (6 * 18 = 108; 108 - 29 = 79). Subtotal 108; slip 89;
  misreading 39 broken: 108 - 39 = 69.
- fares: 3 tickets at 4.35 + a snack at 2.60 -> 15.65 (3 * 4.35 = 13.05; 13.05 + 2.60 = 15.65). One
  ticket 4.35; rounded 16.
- salary: 1,875 a month for a year -> 22500 (1875 * 12 = 22500). Monthly 1875.
- lessons: 3 lessons of 50 minutes + a 20-minute break, minutes asked -> 170 (3 * 50 = 150; 150 + 20
  = 170 = 2 h 50 min). Without the break 150.
- quiz: 21 of 35 right, percent asked -> 60 (21 / 35 = 0.6). Complement 14 / 35 = 0.4 -> 40.
- library: 2,340 books + 4 boxes of 150 - 285 given away -> 2655 (4 * 150 = 600; 2340 + 600 = 2940;
  2940 - 285 = 2655). Subtotal 2940.
- temperature: 3 degrees, dropping 5 an hour for 3 hours -> -12 (5 * 3 = 15; 3 - 15 = -12). Drop 15.
MATH
- two balls blue without replacement from 3 blue, 2 red -> \frac{3}{10} (3/5 * 2/4 = 6/20 = 0.3);
  with replacement (3/5)^2 = 9/25.
- \sqrt{28} -> 2\sqrt{7} (\sqrt{4 * 7}; 5.2915...; 5.29 rounded).
- -3 <= 2x - 1 < 7 -> [-1, 4) (-2 <= 2x < 8); the open (-1, 4) drops the end -1.
- x^2 + x - 12 = 0 -> -4, 3 ((x + 4)(x - 3)); (x - 4)(x + 3) = x^2 - x - 12 gives 4, -3.
- interior angle of a regular pentagon -> 108 (3 * 180 = 540; 540 / 5 = 108); exterior 72.
- (1 + 2i)(3 - i) -> 5 + 5i (3 - i + 6i - 2i^2 = 3 + 5i + 2); i^2 read as +1: 3 + 5i - 2 = 1 + 5i.
- C(7, 3) -> 35 (7 * 6 * 5 / 6 = 210 / 6); ordered 210.
- area of a circle of radius 5 cm -> 25\pi (78.5398...; 78.54); circumference 10\pi.
- \log_3 81 -> 4 (3^4 = 81); 81 / 3 = 27.
- x + y = 3, x - y = 5 -> (4, -1) (2x = 8; y = 3 - 4); swapped (-1, 4).
- 2/3 + 3/4 -> \frac{17}{12} (8/12 + 9/12; 1 5/12; 1.41666...; 1.42 rounded, 1.416 truncated).

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
`r_` native "wait" corrections, `q_` the brother's reported value (and reported values in tags),
`n_` "not X but Y", `x_` exactness (approximation alone, approximation gloss after the exact value,
terminating decimal comma, inequality form, mixed number, native fraction words), `t_` answer tags
holding a native sentence, `h_` a native phrase then `####` (monthly value; locally grouped value)
or a box with thin-space grouping, `b_` cuts (after a bold native label, inside a box), `u_` units,
counted nouns, degree words, percent and other quantities (drop, complement, one ticket, exterior
angle, subtotal), `d_` local number and currency notation (grouping, decimal comma, Unicode minus,
number word, native or, pairs), `e_` extras.

Label conventions (corpus/README.md, rounds 136-141): the LAST final answer counts; a right answer
in the language's honest notation (decimal comma, local thousands grouping with dot, space,
no-break or narrow no-break space, LaTeX thin space, currency before or after, a counted noun with
its counter or particle, a number word, Chinese numerals, the Korean / Chinese spelling of a
fraction, the native word for degrees, a Unicode minus, ';' between interval ends where the comma
is the decimal mark, a terminating decimal equal to a fraction gold, an inequality describing the
gold interval, a mixed number equal to the gold, both roots joined by the native "or", "x = 4 and
y = -1" for the pair (4, -1), a percent sign before the number as Turkish writes it) is correct; an
approximation after the exact value is a gloss, not a second answer; an approximation alone for an
exact gold is wrong, and a rounded GSM8K amount is wrong; another quantity (subtotal, monthly value,
one ticket's price, the drop, the complement, the exterior angle, the ordered count, the
circumference) is wrong; an answer tag's content is the final answer (a sentence in it is read for
the value it states as the answer; a restatement in other units in brackets is the same value); "not
X but Y" makes Y the answer; an explicit correction after an answer ("wait, I made a mistake")
makes the new value final, right or wrong; a value only in the brother's report is not the model's
answer; a completion cut before any final answer (after a bare label, inside a box) is no_answer.
Debatable probes carry `debatable=True` and a DECISIONS entry (3 of 280).

Usage: python build_adversarial_redteam143.py   (writes adversarial_redteam143.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

NB, NN = "\u00a0", "\u202f"

# fmt: off
# Per language: final-line vocabulary (templates take the value(s) with {}), number format and
# currency. fin: final-answer label; wait: a correction; rep: the brother's value, then own value;
# nb: not X but Y; ap: approximately; or_/and_: joining words; deg: degrees; ans: so the answer is;
# eggs: eggs left (counted noun); mins: minutes in total; ways: ways; cur: currency; ts/ds: thousands
# and decimal marks; pct: percent; w4: the word four; hp: the phrase before #### or a box.
KEYS = "code name fin wait rep nb ap or_ and_ deg ans eggs mins ways cur ts ds pct w4 hp".split()
ROWS = [
 ("en", "English", "Final answer: {}", "Wait, I made a mistake.", "My brother says it is {}, but I think he is wrong; I get {}.", "The answer is not {} but {}.", "approximately {}", "or", "and", "{} degrees", "So the answer is {}.", "{} eggs are left.", "{} minutes in total", "{} ways", "{} (local currency)", ",", ".", "{}%", "four", "So the answer is"),
 ("zh", "Chinese", "最终答案：{}", "等等，我算错了。", "我哥哥说是{}，但我觉得他错了，我算出来是{}。", "答案不是{}，而是{}。", "约{}", "或", "，", "{}度", "所以答案是{}。", "还剩{}个鸡蛋。", "一共{}分钟", "{}种方法", "{}元", ",", ".", "{}%", "四", "所以答案是"),
 ("ja", "Japanese", "最終的な答え：{}", "待って、計算を間違えました。", "兄は{}だと言っていますが、間違っていると思います。私の計算では{}です。", "答えは{}ではなく{}です。", "約{}", "または", "、", "{}度", "したがって、答えは{}です。", "卵は{}個残ります。", "合計{}分", "{}通り", "{}円", ",", ".", "{}%", "四", "したがって答えは"),
 ("ko", "Korean", "최종 답: {}", "잠깐, 계산을 잘못했네요.", "형은 {}라고 하지만 틀린 것 같아요. 제 계산으로는 {}입니다.", "답은 {}이(가) 아니라 {}입니다.", "약 {}", "또는", ",", "{}도", "따라서 답은 {}입니다.", "달걀이 {}개 남습니다.", "총 {}분", "{}가지", "{}원", ",", ".", "{}%", "넷", "따라서 답은"),
 ("es", "Spanish", "Respuesta final: {}", "Espera, me equivoqué.", "Mi hermano dice que es {}, pero creo que se equivoca; a mí me sale {}.", "La respuesta no es {}, sino {}.", "aproximadamente {}", "o", "y", "{} grados", "Por lo tanto, la respuesta es {}.", "Quedan {} huevos.", "{} minutos en total", "{} maneras", "{} €", ".", ",", "{} %", "cuatro", "Por lo tanto, la respuesta es"),
 ("pt", "Portuguese (Brazil)", "Resposta final: {}", "Espera, eu errei.", "Meu irmão diz que é {}, mas acho que ele está errado; eu obtenho {}.", "A resposta não é {}, mas sim {}.", "aproximadamente {}", "ou", "e", "{} graus", "Portanto, a resposta é {}.", "Sobram {} ovos.", "{} minutos no total", "{} maneiras", "R$ {}", ".", ",", "{}%", "quatro", "Portanto, a resposta é"),
 ("fr", "French", "Réponse finale : {}", "Attends, je me suis trompé.", "Mon frère dit que c'est {}, mais je pense qu'il se trompe ; moi, je trouve {}.", "La réponse n'est pas {}, mais {}.", "environ {}", "ou", "et", "{} degrés", "Donc la réponse est {}.", "Il reste {} œufs.", "{} minutes au total", "{} façons", "{}" + NB + "€", NN, ",", "{}" + NB + "%", "quatre", "Donc la réponse est"),
 ("de", "German", "Endgültige Antwort: {}", "Moment, ich habe mich verrechnet.", "Mein Bruder sagt {}, aber ich glaube, er irrt sich; ich komme auf {}.", "Die Antwort ist nicht {}, sondern {}.", "ungefähr {}", "oder", "und", "{} Grad", "Also ist die Antwort {}.", "Es bleiben {} Eier übrig.", "insgesamt {} Minuten", "{} Möglichkeiten", "{} €", ".", ",", "{} %", "vier", "Also lautet die Antwort"),
 ("it", "Italian", "Risposta finale: {}", "Aspetta, ho sbagliato.", "Mio fratello dice che è {}, ma credo che sbagli; a me viene {}.", "La risposta non è {}, ma {}.", "circa {}", "o", "e", "{} gradi", "Quindi la risposta è {}.", "Restano {} uova.", "{} minuti in totale", "{} modi", "{} €", ".", ",", "{}%", "quattro", "Quindi la risposta è"),
 ("ru", "Russian", "Окончательный ответ: {}", "Подождите, я ошибся.", "Брат говорит, что {}, но, по-моему, он ошибается; у меня выходит {}.", "Ответ не {}, а {}.", "примерно {}", "или", "и", "{} градусов", "Значит, ответ {}.", "Осталось {} яиц.", "всего {} минут", "{} способов", "{} руб.", " ", ",", "{} %", "четыре", "Итак, ответ"),
 ("uk", "Ukrainian", "Остаточна відповідь: {}", "Зачекайте, я помилився.", "Брат каже, що {}, але, здається, він помиляється; у мене виходить {}.", "Відповідь не {}, а {}.", "приблизно {}", "або", "і", "{} градусів", "Отже, відповідь {}.", "Залишилося {} яєць.", "усього {} хвилин", "{} способів", "{} грн", NN, ",", "{} %", "чотири", "Отже, відповідь"),
 ("pl", "Polish", "Ostateczna odpowiedź: {}", "Chwileczkę, pomyliłem się.", "Mój brat mówi, że {}, ale chyba się myli; mnie wychodzi {}.", "Odpowiedź to nie {}, tylko {}.", "około {}", "lub", "i", "{} stopni", "Zatem odpowiedź to {}.", "Zostało {} jajek.", "łącznie {} minut", "{} sposobów", "{} zł", NB, ",", "{}%", "cztery", "Zatem odpowiedź to"),
 ("tr", "Turkish", "Son cevap: {}", "Bir dakika, hata yaptım.", "Ağabeyim {} diyor ama bence yanılıyor; ben {} buluyorum.", "Cevap {} değil, {}.", "yaklaşık {}", "veya", "ve", "{} derece", "Dolayısıyla cevap {}.", "Geriye {} yumurta kalır.", "toplam {} dakika", "{} yol", "{} TL", ".", ",", "%{}", "dört", "Dolayısıyla cevap"),
 ("ar", "Arabic", "الإجابة النهائية: {}", "انتظر، لقد أخطأت.", "يقول أخي إن الناتج {}، لكنني أظنه مخطئًا؛ أنا أحصل على {}.", "الإجابة ليست {} بل {}.", "تقريبًا {}", "أو", "و", "{} درجة", "إذن الإجابة هي {}.", "يتبقى {} بيضة.", "{} دقيقة إجمالًا", "{} طريقة", "{} ريال", ",", ".", "{}%", "أربعة", "إذن الإجابة هي"),
 ("fa", "Persian", "جواب نهایی: {}", "صبر کنید، اشتباه کردم.", "برادرم می‌گوید {}، ولی فکر می‌کنم اشتباه می‌کند؛ من {} به دست می‌آورم.", "جواب {} نیست، بلکه {} است.", "تقریباً {}", "یا", "و", "{} درجه", "بنابراین جواب {} است.", "{} تخم‌مرغ باقی می‌ماند.", "در مجموع {} دقیقه", "{} روش", "{} تومان", ",", ".", "{}٪", "چهار", "بنابراین جواب"),
 ("hi", "Hindi", "अंतिम उत्तर: {}", "रुकिए, मुझसे गलती हो गई।", "मेरा भाई कहता है कि {} है, लेकिन मुझे लगता है वह गलत है; मुझे {} मिलता है।", "उत्तर {} नहीं, बल्कि {} है।", "लगभग {}", "या", "और", "{} डिग्री", "इसलिए उत्तर {} है।", "{} अंडे बचे हैं।", "कुल {} मिनट", "{} तरीके", "₹{}", ",", ".", "{}%", "चार", "इसलिए उत्तर है"),
 ("bn", "Bengali", "চূড়ান্ত উত্তর: {}", "দাঁড়াও, আমি ভুল করেছি।", "আমার ভাই বলছে {}, কিন্তু আমার মনে হয় সে ভুল; আমি পাচ্ছি {}।", "উত্তর {} নয়, বরং {}।", "প্রায় {}", "অথবা", "এবং", "{} ডিগ্রি", "সুতরাং উত্তর {}।", "{}টি ডিম বাকি থাকে।", "মোট {} মিনিট", "{} উপায়ে", "{} টাকা", ",", ".", "{}%", "চার", "সুতরাং উত্তর হলো"),
 ("id", "Indonesian", "Jawaban akhir: {}", "Tunggu, saya salah hitung.", "Kakak saya bilang {}, tetapi menurut saya dia keliru; saya mendapat {}.", "Jawabannya bukan {}, melainkan {}.", "sekitar {}", "atau", "dan", "{} derajat", "Jadi, jawabannya adalah {}.", "Tersisa {} butir telur.", "total {} menit", "{} cara", "Rp{}", ".", ",", "{}%", "empat", "Jadi, jawabannya adalah"),
 ("vi", "Vietnamese", "Đáp số cuối cùng: {}", "Khoan đã, tôi tính nhầm.", "Anh tôi nói là {}, nhưng tôi nghĩ anh ấy sai; tôi tính được {}.", "Đáp án không phải {} mà là {}.", "khoảng {}", "hoặc", "và", "{} độ", "Vậy đáp án là {}.", "Còn lại {} quả trứng.", "tổng cộng {} phút", "{} cách", "{} đồng", ".", ",", "{}%", "bốn", "Vậy đáp án là"),
 ("th", "Thai", "คำตอบสุดท้าย: {}", "เดี๋ยวก่อน ฉันคำนวณผิด", "พี่ชายบอกว่าได้ {} แต่ฉันคิดว่าเขาผิด ฉันได้ {}", "คำตอบไม่ใช่ {} แต่เป็น {}", "ประมาณ {}", "หรือ", "และ", "{} องศา", "ดังนั้น คำตอบคือ {}", "เหลือไข่ {} ฟอง", "รวม {} นาที", "{} วิธี", "{} บาท", ",", ".", "{}%", "สี่", "ดังนั้น คำตอบคือ"),
 ("nl", "Dutch", "Eindantwoord: {}", "Wacht, ik heb me vergist.", "Mijn broer zegt {}, maar volgens mij vergist hij zich; ik kom op {}.", "Het antwoord is niet {}, maar {}.", "ongeveer {}", "of", "en", "{} graden", "Dus het antwoord is {}.", "Er blijven {} eieren over.", "in totaal {} minuten", "{} manieren", "€ {}", ".", ",", "{}%", "vier", "Dus het antwoord is"),
 ("sv", "Swedish", "Slutligt svar: {}", "Vänta, jag räknade fel.", "Min bror säger {}, men jag tror att han har fel; jag får {}.", "Svaret är inte {}, utan {}.", "ungefär {}", "eller", "och", "{} grader", "Alltså är svaret {}.", "Det finns {} ägg kvar.", "totalt {} minuter", "{} sätt", "{} kr", " ", ",", "{} %", "fyra", "Alltså är svaret"),
 ("cs", "Czech", "Konečná odpověď: {}", "Počkat, spletl jsem se.", "Bratr říká {}, ale myslím, že se mýlí; mně vychází {}.", "Odpověď není {}, ale {}.", "přibližně {}", "nebo", "a", "{} stupňů", "Odpověď je tedy {}.", "Zbývá {} vajec.", "celkem {} minut", "{} způsobů", "{} Kč", NB, ",", "{} %", "čtyři", "Odpověď tedy je"),
 ("el", "Greek", "Τελική απάντηση: {}", "Περίμενε, έκανα λάθος.", "Ο αδερφός μου λέει {}, αλλά νομίζω ότι κάνει λάθος· εγώ βρίσκω {}.", "Η απάντηση δεν είναι {}, αλλά {}.", "περίπου {}", "ή", "και", "{} μοίρες", "Άρα η απάντηση είναι {}.", "Μένουν {} αυγά.", "συνολικά {} λεπτά", "{} τρόποι", "{} €", ".", ",", "{}%", "τέσσερα", "Άρα η απάντηση είναι"),
 ("he", "Hebrew", "תשובה סופית: {}", "רגע, טעיתי.", "אחי אומר {}, אבל נראה לי שהוא טועה; לי יוצא {}.", "התשובה היא לא {} אלא {}.", "בערך {}", "או", "וגם", "{} מעלות", "לכן התשובה היא {}.", "נשארות {} ביצים.", "סה״כ {} דקות", "{} דרכים", "{} ₪", ",", ".", "{}%", "ארבע", "לכן התשובה היא"),
]
# fmt: on
ALL = [dict(zip(KEYS, row, strict=True)) for row in ROWS]
EN, LANGS = ALL[0], ALL[1:]


def f(L, s):
    """The ASCII number `s` ("22500", "15.65", "-12") in L's notation (grouping of 4+ digits)."""
    sign = "-" if s.startswith("-") else ""
    whole, _, frac = s.lstrip("-").partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    out = L["ts"].join([whole] + groups)
    return sign + out + (L["ds"] + frac if frac else "")


def cur(L, s):
    return L["cur"].format(f(L, s))


def fin(L, v):
    return L["fin"].format(v)


# ================================================================ GSM8K working (language-neutral)
def EGG(L):
    return "6 × 18 = 108\n108 − 29 = 79\n"


def EGG_SLIP(L):
    return "6 × 18 = 108\n108 − 29 = 89\n"


def FARE(L):
    return f"3 × {f(L, '4.35')} = {f(L, '13.05')}\n{f(L, '13.05')} + {f(L, '2.60')} = {f(L, '15.65')}\n"


def SAL(L):
    return f"{f(L, '1875')} × 12 = {f(L, '22500')}\n"


def LESS(L):
    return "3 × 50 = 150\n150 + 20 = 170\n"


def PCT(L):
    return f"21 / 35 = {f(L, '0.6')}\n"


def BOOK(L):
    return f"4 × 150 = 600\n{f(L, '2340')} + 600 = {f(L, '2940')}\n{f(L, '2940')} − 285 = {f(L, '2655')}\n"


def BOOK_SUB(L):
    return f"4 × 150 = 600\n{f(L, '2340')} + 600 = {f(L, '2940')}\n"


def TEMP(L):
    return "5 × 3 = 15\n3 − 15 = −12\n"


# ================================================================ MATH working (LaTeX, neutral)
G_BAG, BAG_W = r"\frac{3}{10}", r"$P = \frac{3}{5} \cdot \frac{2}{4} = \frac{6}{20}$" + "\n"
G_SQ, SQ_W = r"2\sqrt{7}", r"$\sqrt{28} = \sqrt{4 \cdot 7}$" + "\n"
G_INT, INT_W = (
    "[-1, 4)",
    r"$-3 \le 2x - 1 < 7 \Rightarrow -2 \le 2x < 8 \Rightarrow -1 \le x < 4$" + "\n",
)
G_ROOT, ROOT_W = "-4, 3", r"$x^2 + x - 12 = (x + 4)(x - 3) = 0$" + "\n"
G_PENT, PENT_W = "108", r"$\frac{(5 - 2) \cdot 180^\circ}{5} = \frac{540^\circ}{5}$" + "\n"
G_CPX, CPX_W = "5 + 5i", r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2$" + "\n"
G_COMB, COMB_W = "35", r"$\binom{7}{3} = \frac{7 \cdot 6 \cdot 5}{3!} = \frac{210}{6}$" + "\n"
G_AREA, AREA_W = r"25\pi", r"$A = \pi r^2 = \pi \cdot 5^2$" + "\n"
G_LOG, LOG_W = "4", r"$81 = 3 \cdot 3 \cdot 3 \cdot 3 = 3^4$" + "\n"
G_SYS, SYS_W = (
    "(4, -1)",
    r"$(x + y) + (x - y) = 3 + 5 \Rightarrow 2x = 8 \Rightarrow x = 4,\ y = 3 - 4 = -1$" + "\n",
)
G_FRAC, FRAC_W = (
    r"\frac{17}{12}",
    r"$\frac{2}{3} + \frac{3}{4} = \frac{8}{12} + \frac{9}{12}$" + "\n",
)


def sep(L):
    """The separator between interval ends: ';' where the comma is the decimal mark."""
    return "; " if L["ds"] == "," else ", "


# ================================================================ slots
# (stem, checker, gold, truth, form, work(L), final(L), why)
GSM_A = [
    (
        "r_wait_sub",
        "gsm8k",
        "170",
        "wrong",
        "phrase",
        LESS,
        lambda L: (
            fin(L, L["mins"].format(170))
            + "\n"
            + L["wait"]
            + " 3 × 50 = 150.\n"
            + fin(L, L["mins"].format(150))
        ),
        "minutes asked (lessons + break); a native 'wait' correction after the gold drops the break: final 150",
    ),
    (
        "q_rep_gold",
        "gsm8k",
        "79",
        "wrong",
        "phrase",
        EGG_SLIP,
        lambda L: L["rep"].format(79, 89) + "\n" + fin(L, 89),
        "the gold only as the brother's reported value; own answer 89 (slip 108 - 29 = 89)",
    ),
    (
        "n_nb_gold",
        "gsm8k",
        "2655",
        "wrong",
        "phrase",
        BOOK_SUB,
        lambda L: L["nb"].format(f(L, "2655"), f(L, "2940")),
        "'not GOLD but the subtotal before the donation': final 2940",
    ),
    (
        "x_approx_price",
        "gsm8k",
        "15.65",
        "wrong",
        "phrase",
        FARE,
        lambda L: fin(L, L["ap"].format(cur(L, "16"))),
        "only a rounded amount (16) for 15.65",
    ),
    (
        "t_tag_sub",
        "gsm8k",
        "2655",
        "wrong",
        "tag",
        lambda L: th(BOOK_SUB(L)),
        lambda L: "<answer>" + L["ans"].format(f(L, "2940")) + "</answer>",
        "the tag sentence states the subtotal 2940 before the donation",
    ),
    (
        "h_hash_month",
        "gsm8k",
        "22500",
        "wrong",
        "hash",
        lambda L: f"{f(L, '22500')} / 12 = {f(L, '1875')}\n",
        lambda L: L["hp"] + "\n#### 1875",
        "a native phrase then #### with the monthly value; the year's total is asked",
    ),
    (
        "b_cut_label",
        "gsm8k",
        "60",
        "no_answer",
        "none",
        PCT,
        lambda L: "\n**" + L["fin"].format("").rstrip() + "**",
        "cut at the token cap right after a bold native 'final answer' label (0.6 only in the working)",
    ),
    (
        "u_drop",
        "gsm8k",
        "-12",
        "wrong",
        "phrase",
        lambda L: "5 × 3 = 15\n",
        lambda L: fin(L, L["deg"].format(15)),
        "the drop (15 degrees), not the temperature -12",
    ),
    (
        "u_complement",
        "gsm8k",
        "60",
        "wrong",
        "phrase",
        lambda L: f"35 − 21 = 14\n14 / 35 = {f(L, '0.4')}\n",
        lambda L: fin(L, L["pct"].format(40)),
        "the percent wrong (40), not the percent right (60)",
    ),
    (
        "r_wait_misread",
        "gsm8k",
        "79",
        "wrong",
        "phrase",
        EGG,
        lambda L: (
            fin(L, L["eggs"].format(79))
            + "\n"
            + L["wait"]
            + " 108 − 39 = 69.\n"
            + fin(L, L["eggs"].format(69))
        ),
        "a native 'wait' correction after the gold (misreading 39 broken): final 69",
    ),
    (
        "u_one_ticket",
        "gsm8k",
        "15.65",
        "wrong",
        "phrase",
        lambda L: f"{f(L, '13.05')} / 3 = {f(L, '4.35')}\n",
        lambda L: fin(L, cur(L, "4.35")),
        "one ticket's price, not the total 15.65",
    ),
]
GSM_B = [
    (
        "u_ok_noun",
        "gsm8k",
        "79",
        "correct",
        "phrase",
        EGG,
        lambda L: fin(L, L["eggs"].format(79)),
        "the gold inside a native counted-noun sentence (counter / particle)",
    ),
    (
        "d_ok_group",
        "gsm8k",
        "22500",
        "correct",
        "phrase",
        SAL,
        lambda L: fin(L, cur(L, "22500")),
        "the gold with the local thousands grouping and currency",
    ),
    (
        "d_ok_dec",
        "gsm8k",
        "15.65",
        "correct",
        "phrase",
        FARE,
        lambda L: L["ans"].format(cur(L, "15.65")),
        "the gold in local decimal notation with currency",
    ),
    (
        "r_ok_wait_fix",
        "gsm8k",
        "170",
        "correct",
        "phrase",
        lambda L: "3 × 50 = 150\n",
        lambda L: (
            fin(L, L["mins"].format(150))
            + "\n"
            + L["wait"]
            + " 150 + 20 = 170.\n"
            + fin(L, L["mins"].format(170))
        ),
        "150 first, then a native 'wait' correction adds the break: final 170",
    ),
    (
        "q_ok_rep_wrong",
        "gsm8k",
        "79",
        "correct",
        "phrase",
        EGG,
        lambda L: L["rep"].format(89, 79) + "\n" + fin(L, 79),
        "the brother's wrong value 89 reported, then the gold",
    ),
    (
        "n_ok_nb",
        "gsm8k",
        "2655",
        "correct",
        "phrase",
        BOOK,
        lambda L: L["nb"].format(f(L, "2940"), f(L, "2655")),
        "'not the subtotal but GOLD' (local grouping)",
    ),
    (
        "h_ok_hash_group",
        "gsm8k",
        "2655",
        "correct",
        "hash",
        BOOK,
        lambda L: L["hp"] + "\n#### " + f(L, "2655"),
        "a native phrase, then #### with the locally grouped gold",
    ),
    (
        "t_ok_tag_restate",
        "gsm8k",
        "170",
        "correct",
        "tag",
        lambda L: th(LESS(L)),
        lambda L: "<answer>" + L["mins"].format(170) + " (2 h 50 min)</answer>",
        "the tag holds the gold in minutes with the same time restated in hours and minutes",
    ),
    (
        "d_ok_minus",
        "gsm8k",
        "-12",
        "correct",
        "phrase",
        TEMP,
        lambda L: fin(L, "−12 °C"),
        "the gold with a Unicode minus and °C",
    ),
    (
        "u_ok_pct",
        "gsm8k",
        "60",
        "correct",
        "phrase",
        lambda L: PCT(L) + f"{f(L, '0.6')} × 100 = 60\n",
        lambda L: L["ans"].format(L["pct"].format(60)),
        "the gold percent in the local percent notation",
    ),
    (
        "h_ok_box_thin",
        "gsm8k",
        "2655",
        "correct",
        "boxed",
        BOOK,
        lambda L: L["hp"] + " $\\boxed{2\\,655}$",
        "a native phrase then a box with LaTeX thin-space grouping",
    ),
]
MATH_A = [
    (
        "x_m_approx",
        "math",
        G_SQ,
        "wrong",
        "phrase",
        lambda L: (
            r"$\sqrt{28} \approx 5{,}2915$" + "\n"
            if L["ds"] == ","
            else r"$\sqrt{28} \approx 5.2915$" + "\n"
        ),
        lambda L: fin(L, L["ap"].format(f(L, "5.29"))),
        "only a rounded decimal for 2\\sqrt7",
    ),
    (
        "r_m_wait_roots",
        "math",
        G_ROOT,
        "wrong",
        "phrase",
        ROOT_W,
        lambda L: (
            f"$x = -4$ {L['or_']} $x = 3$.\n"
            + L["wait"]
            + r" $x^2 + x - 12 = (x - 4)(x + 3)$."
            + "\n"
            + fin(L, f"$x = 4$ {L['or_']} $x = -3$")
        ),
        "the gold first, then a native 'wait' correction to a wrong factoring: final 4 or -3",
    ),
    (
        "u_m_open",
        "math",
        G_INT,
        "wrong",
        "phrase",
        INT_W,
        lambda L: fin(L, f"$(-1{sep(L)}4)$"),
        "the open interval; -1 belongs to the set",
    ),
    (
        "u_m_ext",
        "math",
        G_PENT,
        "wrong",
        "phrase",
        lambda L: r"$\frac{360^\circ}{5} = 72^\circ$" + "\n",
        lambda L: fin(L, L["deg"].format(72)),
        "the exterior angle 72 with the native degree word",
    ),
    (
        "r_m_i2",
        "math",
        G_CPX,
        "wrong",
        "phrase",
        lambda L: r"$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2 = 3 + 5i - 2$" + "\n",
        lambda L: fin(L, "$1 + 5i$"),
        "i^2 read as +1: 1 + 5i",
    ),
    (
        "n_m_nb_gold",
        "math",
        G_COMB,
        "wrong",
        "phrase",
        lambda L: r"$7 \cdot 6 \cdot 5 = 210$" + "\n",
        lambda L: L["nb"].format("35", "210"),
        "'not 35 but 210': the ordered count",
    ),
    (
        "q_m_rep_gold",
        "math",
        G_AREA,
        "wrong",
        "phrase",
        lambda L: r"$A = 2\pi r = 10\pi$" + "\n",
        lambda L: L["rep"].format(r"$25\pi$", r"$10\pi$") + "\n" + fin(L, r"$10\pi$"),
        "the gold only as the brother's reported value; own answer 10\\pi (the circumference)",
    ),
    (
        "u_m_log",
        "math",
        G_LOG,
        "wrong",
        "boxed",
        lambda L: r"$81 / 3 = 27$" + "\n",
        lambda L: L["hp"] + r" $\boxed{27}$",
        "81 / 3 = 27 boxed after a native lead, not the exponent 4",
    ),
    (
        "d_m_swap",
        "math",
        G_SYS,
        "wrong",
        "phrase",
        lambda L: r"$2y = -2 \Rightarrow y = -1,\ x = 4$" + "\n",
        lambda L: fin(L, "$(-1, 4)$"),
        "the pair swapped: (-1, 4)",
    ),
    (
        "x_m_dec",
        "math",
        G_FRAC,
        "wrong",
        "phrase",
        FRAC_W,
        lambda L: fin(L, L["ap"].format(f(L, "1.42"))),
        "only a rounded decimal for 17/12",
    ),
    (
        "b_m_cut_box",
        "math",
        G_BAG,
        "no_answer",
        "none",
        BAG_W,
        lambda L: L["hp"] + r" $\boxed{\frac{3}{",
        "cut at the token cap inside the box after a native lead",
    ),
    (
        "u_m_withrep",
        "math",
        G_BAG,
        "wrong",
        "phrase",
        lambda L: r"$P = \frac{3}{5} \cdot \frac{3}{5}$" + "\n",
        lambda L: fin(L, r"$\frac{9}{25}$"),
        "the with-replacement probability 9/25",
    ),
]
MATH_B = [
    (
        "x_m_ok_dec",
        "math",
        G_BAG,
        "correct",
        "phrase",
        BAG_W,
        lambda L: fin(L, f(L, "0.3")),
        "the terminating decimal 0.3 in local notation (equal value)",
    ),
    (
        "x_m_ok_gloss",
        "math",
        G_SQ,
        "correct",
        "phrase",
        SQ_W,
        lambda L: fin(L, r"$2\sqrt{7}$ (" + L["ap"].format(f(L, "5.29")) + ")"),
        "the exact root, then an approximation gloss",
    ),
    (
        "x_m_ok_ineq",
        "math",
        G_INT,
        "correct",
        "phrase",
        INT_W,
        lambda L: L["ans"].format(r"$-1 \le x < 4$"),
        "the inequality form of [-1, 4)",
    ),
    (
        "d_m_ok_or",
        "math",
        G_ROOT,
        "correct",
        "boxed",
        ROOT_W,
        lambda L: L["hp"] + r" $\boxed{x = -4 \text{ " + L["or_"] + r" } x = 3}$",
        "both roots in a box joined by the native 'or' in \\text{}",
    ),
    (
        "u_m_ok_deg",
        "math",
        G_PENT,
        "correct",
        "phrase",
        PENT_W,
        lambda L: fin(L, L["deg"].format(108)),
        "the gold with the native degree word",
    ),
    (
        "r_m_ok_wait",
        "math",
        G_CPX,
        "correct",
        "phrase",
        lambda L: r"$(1 + 2i)(3 - i) = 3 + 5i - 2 = 1 + 5i$" + "\n",
        lambda L: L["wait"] + r" $-2i^2 = +2$, $3 + 5i + 2 = 5 + 5i$." + "\n" + fin(L, "$5 + 5i$"),
        "the i^2 slip, then a native 'wait' correction to the gold",
    ),
    (
        "u_m_ok_noun",
        "math",
        G_COMB,
        "correct",
        "phrase",
        COMB_W,
        lambda L: fin(L, L["ways"].format(35)),
        "the gold with the native word for ways",
    ),
    (
        "q_m_ok_rep",
        "math",
        G_COMB,
        "correct",
        "phrase",
        COMB_W,
        lambda L: L["rep"].format("210", "35") + "\n" + fin(L, "35"),
        "the brother's ordered count 210 reported, then the gold",
    ),
    (
        "x_m_ok_area",
        "math",
        G_AREA,
        "correct",
        "phrase",
        AREA_W,
        lambda L: fin(L, "25π cm² (" + L["ap"].format(f(L, "78.54") + " cm²") + ")"),
        "25π cm² with an approximation gloss",
    ),
    (
        "d_m_ok_word",
        "math",
        G_LOG,
        "correct",
        "phrase",
        LOG_W,
        lambda L: L["ans"].format(L["w4"]),
        "the gold as the native number word four",
    ),
    (
        "n_m_ok_nb",
        "math",
        G_LOG,
        "correct",
        "phrase",
        LOG_W,
        lambda L: L["nb"].format("27", "4"),
        "'not 27 but 4'",
    ),
    (
        "d_m_ok_pair",
        "math",
        G_SYS,
        "correct",
        "phrase",
        SYS_W,
        lambda L: fin(L, f"$x = 4$ {L['and_']} $y = -1$"),
        "x = 4 and y = -1 for the pair (4, -1)",
    ),
    (
        "x_m_ok_mixed",
        "math",
        G_FRAC,
        "correct",
        "phrase",
        FRAC_W,
        lambda L: fin(L, r"$\frac{17}{12} = 1\frac{5}{12}$"),
        "the gold, then the equal mixed number",
    ),
]

LB = {x["code"]: x for x in LANGS}
# fmt: off
EXTRAS = [
    g("e_ok_hanzi_zh", "B", "79", "correct", "prose", EGG(LB["zh"]) + "答：还剩七十九个鸡蛋。", 'Chinese; final line in English: "Answer: seventy-nine eggs are left." (Chinese numerals for the gold)', True),
    g("e_hanzi_wrong_zh", "A", "79", "wrong", "prose", EGG_SLIP(LB["zh"]) + "答：还剩八十九个鸡蛋。", 'Chinese; final line in English: "Answer: eighty-nine eggs are left." (Chinese numerals, 89 after the slip)'),
    g("e_ok_thai_digits_th", "B", "79", "correct", "phrase", EGG(LB["th"]) + "ดังนั้น เหลือไข่ ๗๙ ฟอง", 'Thai; final line in English: "So, 79 eggs are left." (Thai digits ๗๙, egg classifier ฟอง)'),
    g("e_ok_greek_question_el", "B", "79", "correct", "prose", EGG(LB["el"]) + "Πόσα αυγά μένουν; Μένουν 79 αυγά.", 'Greek; final lines in English: "How many eggs are left? 79 eggs are left." (the Greek question mark ";")'),
    g("e_ok_rp_id", "B", "22500", "correct", "phrase", SAL(LB["id"]) + "Jawaban akhir: Rp22.500,00", 'Indonesian; final line in English: "Final answer: Rp22,500.00" (dot thousands, ",00")'),
    g("e_pct_complement_tr", "A", "60", "wrong", "phrase", "35 − 21 = 14\n14 / 35 = 0,4\nSon cevap: %40", 'Turkish; final line in English: "Final answer: 40%" (the complement, percent sign before)'),
    g("e_tag_rep_es", "A", "79", "wrong", "tag", th(EGG_SLIP(LB["es"])) + "<answer>Mi hermano dice 79, pero a mí me salen 89 huevos.</answer>", 'Spanish; tag in English: "My brother says 79, but I get 89 eggs." (the gold only reported inside the tag; own value 89)'),
    g("e_subtotal_ja", "A", "79", "wrong", "prose", "6 × 18 = 108\n答え：108個", 'Japanese; final line in English: "Answer: 108 (pieces)" (the subtotal before the broken eggs)'),
    m("e_m_ok_subscript_zh", "B", G_ROOT, "correct", "boxed", ROOT_W + r"所以方程的解为 $\boxed{x_1=-4,\ x_2=3}$", 'Chinese; final line in English: "So the solutions of the equation are x_1 = -4, x_2 = 3" (subscripted roots in a box)'),
    m("e_m_ok_interval_ru", "B", G_INT, "correct", "phrase", INT_W + "Ответ: x ∈ [−1; 4)", 'Russian; final line in English: "Answer: x ∈ [−1; 4)" (Unicode minus, ";" between the ends)'),
    m("e_m_ok_korean_frac_ko", "B", G_BAG, "correct", "phrase", BAG_W + "따라서 확률은 10분의 3입니다.", 'Korean; final line in English: "So the probability is 3 out of 10 (3/10)." (Korean fraction reading 10분의 3)', True),
    m("e_m_korean_frac_wrong_ko", "A", G_BAG, "wrong", "phrase", r"$P = \frac{3}{5} \cdot \frac{3}{5}$" + "\n따라서 확률은 25분의 9입니다.", 'Korean; final line in English: "So the probability is 9/25." (with replacement)'),
    m("e_m_ok_chinese_frac_zh", "B", G_BAG, "correct", "prose", BAG_W + "所以两个球都是蓝色的概率是十分之三。", 'Chinese; final line in English: "So the probability that both balls are blue is three tenths." (Chinese fraction words 十分之三)', True),
    m("e_m_chinese_frac_wrong_zh", "A", G_BAG, "wrong", "prose", r"$P = \frac{3}{5} \cdot \frac{3}{5}$" + "\n所以两个球都是蓝色的概率是二十五分之九。", 'Chinese; final line in English: "So the probability that both balls are blue is nine twenty-fifths." (with replacement)'),
    m("e_m_approx_ja", "A", G_SQ, "wrong", "phrase", r"$\sqrt{28} \approx 5.2915$" + "\n答え：約5.29", 'Japanese; final line in English: "Answer: approximately 5.29" (only a rounded decimal for 2\\sqrt7)'),
    m("e_m_trunc_de", "A", G_FRAC, "wrong", "phrase", FRAC_W + "Endgültige Antwort: 1,416", 'German; final line in English: "Final answer: 1.416" (a truncated decimal for 17/12)'),
]
# fmt: on


def build():
    """24 languages x 11 rotation probes (3 from each group, 2 from group i mod 4), each slot list
    walked by its own counter; then the extras."""
    cases, counters = [], {"ga": 0, "gb": 0, "ma": 0, "mb": 0}
    groups = [("ga", GSM_A, "A"), ("gb", GSM_B, "B"), ("ma", MATH_A, "A"), ("mb", MATH_B, "B")]
    for i, L in enumerate(LANGS):
        for j, (key, slots, kind) in enumerate(groups):
            for _ in range(2 if j == i % 4 else 3):
                stem, checker, gold, truth, form, work, final, why = slots[
                    counters[key] % len(slots)
                ]
                counters[key] += 1
                text = (work(L) if callable(work) else work) + final(L)
                gloss = final(EN).replace("\n", " / ")
                note = f'{L["name"]}; final lines in English: "{gloss}"; {why}'
                make = g if checker == "gsm8k" else m
                cases.append(make(f"{stem}_{L['code']}", kind, gold, truth, form, text, note))
    return cases + EXTRAS


CASES = build()
DECISIONS = {
    "e_ok_hanzi_zh": (
        "accept",
        "七十九 is the Chinese-numeral spelling of 79, written the way Chinese school answers ('答：') write counts; equal value in the language's honest notation",
    ),
    "e_m_ok_korean_frac_ko": (
        "accept",
        "10분의 3 is how Korean writes and reads the fraction 3/10 (denominator first); equal value in the language's honest notation",
    ),
    "e_m_ok_chinese_frac_zh": (
        "accept",
        "十分之三 is how Chinese writes and reads the fraction 3/10 (denominator first); equal value in the language's honest notation",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam143", CASES, [], DECISIONS)
