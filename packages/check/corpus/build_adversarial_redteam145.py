r"""Build adversarial_redteam145.jsonl: round 145 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam145"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, any corpus .jsonl or
any other red-team builder than rounds 136, 142 and 143, and WITHOUT running the checker,
math-verify, sympy or any grader on the probes. Handed over BEFORE any scoring. Not model output.
Only corpus/README.md (label rules: "How labels were made", "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / 142.py / 143.py (structure, docstring, label conventions,
DECISIONS; 143, also multilingual, read to AVOID its shapes and vocabulary) were read; no probe of
theirs is copied (new problems, new golds, new wording, new final-line vocabulary).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Brazil), French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech,
Greek, Hebrew. New final-line vocabulary per language (not round 143's "wait" / brother): the ANSWER
KEY's value reported ("the answer key / the textbook says X, but I get Y"), a re-check correction
("Rechecking: I miscalculated. The correct result is Y."), "not X but Y" in the language's own
construction, a hedge with the language's "or", the language's "final answer" label with `####` on
the SAME line, a completion cut right after the label and the opening words of the language's
"the answer is", a pleasantry ("I hope this helps!") after the answer, counted nouns (apples,
buses, minutes, degrees, ways) and currency before or after in the local number format (dot, space,
no-break space, narrow no-break space thousands; decimal comma), the language's number word for six,
native plain-text notation of MATH answers (Unicode √ and minus, "5/36", "x = 1/2 or x = 3", the
double inequality or "[-2; 8]", "x = 3, y = 1", a Unicode subscript base), an approximation after
the exact value and an approximation alone. Twenty-eight extras (`e_`): native digit systems
(Arabic-Indic with the Arabic decimal separator, Persian, Devanagari with lakh grouping, Bengali,
Thai, fullwidth), 万 / 만 / lakh magnitudes right and ten times off, Swiss apostrophe grouping, Hebrew
RLM marks, "5 h 15 min" for 5.25 hours and "5,15 horas" (the same clock time misread as a decimal),
the Unicode fraction slash; and ten MATH kind A extras in ten languages: a fullwidth sign slip
"５＋ｉ", the open interval "(-2; 8)" and the strict inequality "-2 < x < 8" for [-2, 8], a German
solution set "L = {-1/2; -3}", one hexagon angle in Arabic-Indic digits, log read as division (32),
the swapped ordered pair after "x = 3, y = 1", base-3 remainders read top-down (122_3), only the
integer root, a cut inside the box.

Kind A shapes: the gold only as the answer key's value, own value a slip; "not GOLD but OTHER
QUANTITY"; the gold under the label, then a re-check to a slip; GOLD or SLIP hedge; label then `####`
with the other quantity; a cut after the label and "the answer is"; MATH: an approximation alone,
the answer key's gold with own wrong value, a tag sentence with the wrong value, "not GOLD but
WRONG", a boxed gold then a re-check to a boxed wrong value. Kind B shapes: the label with the
locally formatted value and unit / currency, then a pleasantry; the answer key's wrong value with
own gold; "not OTHER but GOLD"; a slip under the label then a re-check to the gold; label then
`####` with the locally grouped gold; MATH: a boxed exact value with "approximately ..." after it,
native plain-text notation under the label, "not WRONG but GOLD", the answer key's wrong value then
own gold, a tag sentence with the gold, a boxed wrong value then a re-check to the boxed gold.

The 24 languages each get 11 rotation probes: the 22 slots (11 A, 11 B; 11 GSM8K, 11 MATH) are
ordered A, A, B, B, ... and language i takes the slots of its parity, so every slot appears in 12
languages; the problem of a slot rotates along the slot's languages. Twelve rotation probes (in
twelve languages without extras) are dropped so that the round, with its 28 extras, holds 280:
kind A 140 / B 140, GSM8K 140 / MATH 140. Working lines are language-neutral equations in the
language's number format; the final lines are in the language. Every note carries an English gloss
of the final lines.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- apples: 14 baskets of 25 apples, 168 sold -> 182 (14 * 25 = 350; 350 - 168 = 182). Other quantity
  350 (picked); slip 192.
- notebooks: 5 notebooks at 3.75 + a pen at 1.80 -> 20.55 (5 * 3.75 = 18.75; 18.75 + 1.80 = 20.55).
  One notebook 3.75; slip 20.45.
- laptops: 36 laptops at 1,275 -> 45900 (36 * 1275 = 45900). One laptop 1275; slip 44900.
- films: 3 films of 1 h 45 min, HOURS asked -> 5.25 (3 * 105 = 315 minutes; 315 / 60 = 5.25 = 5 h 15
  min). Minutes 315; clock-time misread 5.15.
- exam: 18 of 24 passed, percent FAILED asked -> 25 (24 - 18 = 6; 6 / 24 = 0.25). Passed 75; count 6.
- temperature: 4 degrees, dropping 3 an hour for 5 hours -> -11 (3 * 5 = 15; 4 - 15 = -11). Drop 15;
  sign lost 11.
- buses: 45 pupils, 8 per bus -> 6 buses (45 / 8 = 5.625, round up). Floor 5; quotient 5.625.
- plots: 5 plots at 25,000 -> 125000 (5 * 25000). One plot 25000; slip 12500.
MATH
- two dice, sum 8 -> \frac{5}{36} ((2,6), (3,5), (4,4), (5,3), (6,2); 0.13888...; 0,139 rounded);
  forgetting (4,4): \frac{1}{9} = 4/36.
- \sqrt{50} -> 5\sqrt{2} (\sqrt{25 * 2}; 7.0710678...; 7,07 rounded); slip 25\sqrt{2}.
- 2x^2 - 7x + 3 = 0 -> \frac{1}{2}, 3 ((2x - 1)(x - 3)); sign slip -\frac{1}{2}, -3.
- |x - 3| <= 5 -> [-2, 8] (-5 <= x - 3 <= 5); open (-2, 8) drops the ends.
- sum of interior angles of a hexagon -> 720 ((6 - 2) * 180); one angle 120.
- (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i - 2i^2 = 3 - i + 2); i^2 read as +1: 1 - i.
- arrangements of LEVEL -> 30 (5! / (2! 2!) = 120 / 4); 120 ignores the repeats.
- \log_2 64 -> 6 (2^6 = 64); 32 = 64 / 2.
- 2x + y = 7, x - y = 2 -> (3, 1) (3x = 9; y = 3 - 2; check 6 + 1 = 7); swapped (1, 3).
- 5/6 - 1/4 -> \frac{7}{12} (10/12 - 3/12; 0.58333...; 0,583 rounded); across-subtraction \frac{1}{2}.
- 25 in base 3 -> 221_3 (2 * 9 + 2 * 3 + 1 = 25); reversed 122_3 = 9 + 6 + 2 = 17.
- f(x) = x^3 - 2x + 1 at -2 -> -3 (-8 + 4 + 1); slip -11 (-8 - 4 + 1).

Classes (id prefix, then the slot, then the language code; `_m_` marks MATH, `_ok_` kind B):
`k_` the answer key's reported value, `n_` "not X but Y", `r_` re-check corrections, `h_` hedges with
the native "or", `s_` label then `####` on the same line, `b_` cuts after the label, `x_` exactness
(approximation alone; approximation gloss after the exact value), `t_` answer tags holding a native
sentence, `d_` local number / currency / unit notation and native plain-text MATH notation, `e_`
extras (native digits, 万 / 만 / lakh magnitudes, Swiss grouping, RLM marks, clock time).

Label conventions (corpus/README.md; rounds 136, 142 and 143): the LAST final answer counts; a
right answer in the language's honest notation (decimal comma, local thousands grouping with dot,
space, no-break or narrow no-break space or apostrophe, currency before or after, a counted noun,
the number word, native digits, 万 / 만 / lakh grouping of the same value, Unicode minus / √ /
subscript, "5/36" for \frac{5}{36}, both roots joined by the native "or", a double inequality or
"[-2; 8]" for the interval, "x = 3, y = 1" for (3, 1)) is correct; an approximation after the exact
value is a gloss, not a second answer; an approximation alone for an exact gold is wrong; another
quantity (the picked apples, one item's price, the minutes, the passed percent, the drop, the floor
of the bus quotient) is wrong; a value ten times off (125万, 12,50,000) is wrong; a hedge with "or"
between two values is wrong; an answer tag's content is the final answer (a sentence in it is read
for the value it states); "not X but Y" makes Y the answer; an explicit re-check correction after an
answer makes the new value final, right or wrong; a value only in the answer key's report is not the
model's answer; a pleasantry after a committed answer does not replace it; a completion cut before
any final answer (after a bare label and "the answer is") is no_answer even when the working holds
the gold. Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam145.py   (writes adversarial_redteam145.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

NB, NN = "\u00a0", "\u202f"
MINUS = "\u2212"

# fmt: off
# Per language: lab: final-answer label; ans: "the answer is {v}"; key: the answer key says {x},
# but I get {y}; nb: not {x} but {y}; corr: re-check correction to {y}; ap: approximately; or_;
# thx: pleasantry; apples/buses/hours/mins/deg/ways: counted nouns (attached as written); cur:
# currency pattern; ts/ds: thousands and decimal marks; pct: percent pattern; six: number word.
KEYS = "code name lab ans key nb corr ap or_ thx apples buses hours mins deg ways cur ts ds pct six".split()
ROWS = [
 ("zh", "Chinese", "最终答案", "答案是 {v}。", "参考答案写的是 {x}，但我算出来是 {y}。", "答案不是 {x}，而是 {y}。", "再检查一遍：我刚才算错了，正确结果是 {y}。", "约", "或", "希望对你有帮助！", "个苹果", "辆大巴", "小时", "分钟", "度", "种", "{}元", ",", ".", "{}%", "六"),
 ("ja", "Japanese", "最終的な答え", "答えは {v} です。", "解答集には {x} と書いてありますが、私の計算では {y} です。", "答えは {x} ではなく、{y} です。", "もう一度確認すると、計算を間違えていました。正しい結果は {y} です。", "約", "または", "お役に立てば幸いです！", "個", "台", "時間", "分", "度", "通り", "{}ドル", ",", ".", "{}%", "六"),
 ("ko", "Korean", "최종 답", "답은 {v}입니다.", "정답지에는 {x}(이)라고 되어 있지만, 제 계산으로는 {y}입니다.", "답은 {x}이(가) 아니라 {y}입니다.", "다시 확인해 보니 계산이 틀렸습니다. 올바른 결과는 {y}입니다.", "약", "또는", "도움이 되었기를 바랍니다!", "개", "대", "시간", "분", "도", "가지", "{}달러", ",", ".", "{}%", "여섯"),
 ("es", "Spanish", "Respuesta final", "La respuesta es {v}.", "El solucionario dice {x}, pero a mí me da {y}.", "La respuesta no es {x}, sino {y}.", "Revisando de nuevo: me equivoqué en el cálculo. El resultado correcto es {y}.", "aproximadamente", "o", "¡Espero que te sirva!", " manzanas", " autobuses", " horas", " minutos", " grados", " maneras", "{} €", ".", ",", "{} %", "seis"),
 ("pt", "Portuguese (Brazil)", "Resposta final", "A resposta é {v}.", "O gabarito diz {x}, mas eu encontrei {y}.", "A resposta não é {x}, e sim {y}.", "Revisando: errei a conta. O resultado correto é {y}.", "aproximadamente", "ou", "Espero ter ajudado!", " maçãs", " ônibus", " horas", " minutos", " graus", " maneiras", "R$ {}", ".", ",", "{}%", "seis"),
 ("fr", "French", "Réponse finale", "La réponse est {v}.", "Le corrigé indique {x}, mais je trouve {y}.", "La réponse n'est pas {x}, mais {y}.", "En revérifiant : je me suis trompé dans le calcul. Le bon résultat est {y}.", "environ", "ou", "J'espère que cela vous aide !", " pommes", " bus", " heures", " minutes", " degrés", " façons", "{}" + NB + "€", NN, ",", "{}" + NB + "%", "six"),
 ("de", "German", "Endgültige Antwort", "Die Antwort ist {v}.", "Im Lösungsheft steht {x}, aber ich komme auf {y}.", "Die Antwort ist nicht {x}, sondern {y}.", "Nochmal nachgerechnet: Ich habe mich verrechnet. Das richtige Ergebnis ist {y}.", "ungefähr", "oder", "Ich hoffe, das hilft!", " Äpfel", " Busse", " Stunden", " Minuten", " Grad", " Möglichkeiten", "{} €", ".", ",", "{} %", "sechs"),
 ("it", "Italian", "Risposta finale", "La risposta è {v}.", "Il libro delle soluzioni dice {x}, ma a me viene {y}.", "La risposta non è {x}, ma {y}.", "Ricontrollando: ho sbagliato il calcolo. Il risultato corretto è {y}.", "circa", "oppure", "Spero di esserti stato d'aiuto!", " mele", " autobus", " ore", " minuti", " gradi", " modi", "€ {}", ".", ",", "{}%", "sei"),
 ("ru", "Russian", "Окончательный ответ", "Ответ: {v}.", "В ответах в конце учебника написано {x}, но у меня получилось {y}.", "Ответ не {x}, а {y}.", "Перепроверяю: я ошибся в вычислениях. Правильный результат: {y}.", "примерно", "или", "Надеюсь, это поможет!", " яблок", " автобусов", " часа", " минут", " градусов", " способов", "{} руб.", " ", ",", "{} %", "шесть"),
 ("uk", "Ukrainian", "Остаточна відповідь", "Відповідь: {v}.", "У відповідях підручника написано {x}, але в мене вийшло {y}.", "Відповідь не {x}, а {y}.", "Перевіряю ще раз: я помилився в обчисленнях. Правильний результат: {y}.", "приблизно", "або", "Сподіваюся, це допоможе!", " яблук", " автобусів", " години", " хвилин", " градусів", " способів", "{} грн", NN, ",", "{}%", "шість"),
 ("pl", "Polish", "Ostateczna odpowiedź", "Odpowiedź to {v}.", "W odpowiedziach w podręczniku jest {x}, ale mnie wychodzi {y}.", "Odpowiedź to nie {x}, tylko {y}.", "Sprawdzam jeszcze raz: pomyliłem się w obliczeniach. Poprawny wynik to {y}.", "około", "lub", "Mam nadzieję, że to pomoże!", " jabłek", " autobusów", " godziny", " minut", " stopni", " sposobów", "{} zł", NB, ",", "{}%", "sześć"),
 ("tr", "Turkish", "Nihai cevap", "Cevap {v}.", "Cevap anahtarında {x} yazıyor, ama ben {y} buldum.", "Cevap {x} değil, {y}.", "Tekrar kontrol ettim: hesapta hata yapmışım. Doğru sonuç {y}.", "yaklaşık", "veya", "Umarım yardımcı olur!", " elma", " otobüs", " saat", " dakika", " derece", " farklı şekilde", "{} TL", ".", ",", "%{}", "altı"),
 ("ar", "Arabic", "الإجابة النهائية", "الإجابة هي {v}.", "مفتاح الإجابة يقول {x}، لكنني حصلت على {y}.", "الإجابة ليست {x}، بل {y}.", "بعد المراجعة: أخطأت في الحساب. النتيجة الصحيحة هي {y}.", "تقريبًا", "أو", "أتمنى أن يكون هذا مفيدًا!", " تفاحة", " حافلات", " ساعات", " دقيقة", " درجة", " طريقة", "{} ريال", ",", ".", "{}%", "ستة"),
 ("fa", "Persian", "پاسخ نهایی", "پاسخ {v} است.", "در پاسخنامه {x} نوشته شده، اما من به {y} رسیدم.", "پاسخ {x} نیست، بلکه {y} است.", "دوباره بررسی کردم: در محاسبه اشتباه کردم. نتیجه درست {y} است.", "تقریباً", "یا", "امیدوارم مفید باشد!", " سیب", " اتوبوس", " ساعت", " دقیقه", " درجه", " روش", "{} دلار", ",", ".", "{}%", "شش"),
 ("hi", "Hindi", "अंतिम उत्तर", "उत्तर {v} है।", "उत्तर-कुंजी में {x} लिखा है, लेकिन मेरा उत्तर {y} आता है।", "उत्तर {x} नहीं, बल्कि {y} है।", "दोबारा जाँचने पर: मुझसे गणना में गलती हुई। सही परिणाम {y} है।", "लगभग", "या", "आशा है इससे मदद मिलेगी!", " सेब", " बसें", " घंटे", " मिनट", " डिग्री", " तरीके", "₹{}", ",", ".", "{}%", "छह"),
 ("bn", "Bengali", "চূড়ান্ত উত্তর", "উত্তর হলো {v}।", "উত্তরমালায় লেখা আছে {x}, কিন্তু আমি পাচ্ছি {y}।", "উত্তর {x} নয়, বরং {y}।", "আবার যাচাই করে দেখলাম: হিসাবে ভুল হয়েছিল। সঠিক ফল {y}।", "প্রায়", "অথবা", "আশা করি এটি সাহায্য করবে!", "টি আপেল", "টি বাস", " ঘণ্টা", " মিনিট", " ডিগ্রি", " উপায়ে", "{} টাকা", ",", ".", "{}%", "ছয়"),
 ("id", "Indonesian", "Jawaban akhir", "Jawabannya adalah {v}.", "Kunci jawaban menyebutkan {x}, tetapi saya mendapatkan {y}.", "Jawabannya bukan {x}, melainkan {y}.", "Setelah saya periksa ulang: saya salah hitung. Hasil yang benar adalah {y}.", "sekitar", "atau", "Semoga membantu!", " apel", " bus", " jam", " menit", " derajat", " cara", "${}", ".", ",", "{}%", "enam"),
 ("vi", "Vietnamese", "Đáp án cuối cùng", "Đáp án là {v}.", "Đáp án trong sách ghi {x}, nhưng tôi tính ra {y}.", "Đáp án không phải là {x} mà là {y}.", "Kiểm tra lại: tôi đã tính sai. Kết quả đúng là {y}.", "khoảng", "hoặc", "Hy vọng điều này giúp ích cho bạn!", " quả táo", " xe buýt", " giờ", " phút", " độ", " cách", "{} đô la", ".", ",", "{}%", "sáu"),
 ("th", "Thai", "คำตอบสุดท้าย", "คำตอบคือ {v}", "เฉลยบอกว่า {x} แต่ฉันคำนวณได้ {y}", "คำตอบไม่ใช่ {x} แต่เป็น {y}", "ตรวจสอบอีกครั้ง: ฉันคำนวณผิด ผลลัพธ์ที่ถูกต้องคือ {y}", "ประมาณ", "หรือ", "หวังว่าจะเป็นประโยชน์!", " ผล", " คัน", " ชั่วโมง", " นาที", " องศา", " วิธี", "{} บาท", ",", ".", "{}%", "หก"),
 ("nl", "Dutch", "Eindantwoord", "Het antwoord is {v}.", "In de antwoordenlijst staat {x}, maar ik kom uit op {y}.", "Het antwoord is niet {x}, maar {y}.", "Nog eens nagerekend: ik heb me verrekend. Het juiste resultaat is {y}.", "ongeveer", "of", "Ik hoop dat dit helpt!", " appels", " bussen", " uur", " minuten", " graden", " manieren", "€ {}", ".", ",", "{}%", "zes"),
 ("sv", "Swedish", "Slutligt svar", "Svaret är {v}.", "I facit står det {x}, men jag får {y}.", "Svaret är inte {x}, utan {y}.", "Jag kontrollerar igen: jag räknade fel. Det korrekta resultatet är {y}.", "ungefär", "eller", "Hoppas det hjälper!", " äpplen", " bussar", " timmar", " minuter", " grader", " sätt", "{} kr", " ", ",", "{} %", "sex"),
 ("cs", "Czech", "Konečná odpověď", "Odpověď je {v}.", "Ve výsledcích v učebnici je {x}, ale mně vychází {y}.", "Odpověď není {x}, ale {y}.", "Znovu jsem to přepočítal: spletl jsem se ve výpočtu. Správný výsledek je {y}.", "přibližně", "nebo", "Doufám, že to pomůže!", " jablek", " autobusů", " hodiny", " minut", " stupňů", " způsobů", "{} Kč", NB, ",", "{} %", "šest"),
 ("el", "Greek", "Τελική απάντηση", "Η απάντηση είναι {v}.", "Οι λύσεις του βιβλίου γράφουν {x}, αλλά εμένα μου βγαίνει {y}.", "Η απάντηση δεν είναι {x}, αλλά {y}.", "Ξαναελέγχοντας: έκανα λάθος στον υπολογισμό. Το σωστό αποτέλεσμα είναι {y}.", "περίπου", "ή", "Ελπίζω να βοήθησα!", " μήλα", " λεωφορεία", " ώρες", " λεπτά", " μοίρες", " τρόποι", "{} €", ".", ",", "{}%", "έξι"),
 ("he", "Hebrew", "תשובה סופית", "התשובה היא {v}.", "בפתרון שבספר כתוב {x}, אבל לי יצא {y}.", "התשובה היא לא {x}, אלא {y}.", "בדקתי שוב: טעיתי בחישוב. התוצאה הנכונה היא {y}.", "בערך", "או", "מקווה שזה עוזר!", " תפוחים", " אוטובוסים", " שעות", " דקות", " מעלות", " דרכים", "{} ₪", ",", ".", "{}%", "שש"),
]
# fmt: on
LANGS = [dict(zip(KEYS, row, strict=True)) for row in ROWS]
assert len(LANGS) == 24 and all(len(r) == len(KEYS) for r in ROWS)


def fmt(num: str, L: dict) -> str:
    """A plain decimal string ("45900", "20.55", "-11") in the language's number format."""
    neg = num.startswith("-")
    whole, _, frac = num.lstrip("-").partition(".")
    if len(whole) >= 4:
        groups = []
        while whole:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        whole = L["ts"].join(groups)
    out = whole + (L["ds"] + frac if frac else "")
    return ("-" if neg else "") + out


def disp(val: tuple, L: dict) -> str:
    """A (number, unit) value as the language writes it with its unit."""
    num, unit = val
    n = fmt(num, L)
    if unit == "cur":
        return L["cur"].format(n)
    if unit == "pct":
        return L["pct"].format(n)
    if unit is None:
        return n
    return n + L[unit]


def en(val: tuple) -> str:
    num, unit = val
    words = {
        "apples": " apples",
        "buses": " buses",
        "hours": " hours",
        "mins": " minutes",
        "deg": " degrees",
        "cur": " (currency)",
        "pct": "%",
        None: "",
    }
    return num + words[unit]


def lab(L: dict) -> str:
    """The final-answer label with the language's colon (fullwidth in Chinese and Japanese, a
    no-break space before it in French)."""
    if L["code"] in ("zh", "ja"):
        return L["lab"] + "："
    if L["code"] == "fr":
        return L["lab"] + NB + ":"
    return L["lab"] + ":"


def ans(L: dict, v: str) -> str:
    return L["ans"].format(v=v)


def cutlead(L: dict) -> str:
    return L["ans"].split("{v}")[0].rstrip()


# ================================================================ GSM8K problems
# each: name, working(L), gold (string, as in GSM8K), gold value, other quantity, slip
def w_apple(L):
    return "14 × 25 = 350\n350 − 168 = 182\n"


def w_shop(L):
    f = lambda s: fmt(s, L)  # noqa: E731
    return f"5 × {f('3.75')} = {f('18.75')}\n{f('18.75')} + {f('1.80')} = {f('20.55')}\n"


def w_laptop(L):
    return f"36 × {fmt('1275', L)} = {fmt('45900', L)}\n"


def w_movie(L):
    return f"1 h 45 min = 105 min\n3 × 105 = 315 min\n315 ÷ 60 = {fmt('5.25', L)} h\n"


def w_pass(L):
    return f"24 − 18 = 6\n6 ÷ 24 = {fmt('0.25', L)}\n{fmt('0.25', L)} × 100 = 25\n"


def w_temp(L):
    return "3 × 5 = 15\n4 − 15 = −11\n"


def w_bus(L):
    return f"45 ÷ 8 = {fmt('5.625', L)}\n5 × 8 = 40 < 45, 6 × 8 = 48 ≥ 45\n"


def w_plot(L):
    return f"5 × {fmt('25000', L)} = {fmt('125000', L)}\n"


GSM = [
    (
        "apple",
        w_apple,
        "182",
        ("182", "apples"),
        ("350", "apples"),
        ("192", "apples"),
        "the apples picked (350) instead of those left",
    ),
    (
        "shop",
        w_shop,
        "20.55",
        ("20.55", "cur"),
        ("3.75", "cur"),
        ("20.45", "cur"),
        "one notebook's price (3.75)",
    ),
    (
        "laptop",
        w_laptop,
        "45900",
        ("45900", "cur"),
        ("1275", "cur"),
        ("44900", "cur"),
        "one laptop's price (1275)",
    ),
    (
        "movie",
        w_movie,
        "5.25",
        ("5.25", "hours"),
        ("315", "mins"),
        ("5.15", "hours"),
        "the minutes (315) where hours are asked",
    ),
    (
        "pass",
        w_pass,
        "25",
        ("25", "pct"),
        ("75", "pct"),
        ("6", None),
        "the passed percent (75) where the failed percent is asked",
    ),
    (
        "temp",
        w_temp,
        "-11",
        ("-11", "deg"),
        ("15", "deg"),
        ("11", "deg"),
        "the drop (15) instead of the temperature",
    ),
    (
        "bus",
        w_bus,
        "6",
        ("6", "buses"),
        ("5", "buses"),
        ("5.625", "buses"),
        "the floor (5 buses) instead of rounding up",
    ),
    (
        "plot",
        w_plot,
        "125000",
        ("125000", "cur"),
        ("25000", "cur"),
        ("12500", "cur"),
        "one plot's price (25000)",
    ),
]
GSM = [dict(zip("name work gold val sub slip subdesc".split(), p, strict=True)) for p in GSM]


# ================================================================ MATH problems
def nat_roots(L):
    half = "0" + L["ds"] + "5" if L["ds"] == "," else "\\frac{1}{2}"
    return f"$x = {half}$ {L['or_']} $x = 3$"


def nat_abs(L):
    return "$x \\in [-2; 8]$" if L["ds"] == "," else "$-2 \\le x \\le 8$"


MATH = [
    # name, gold, working, wrong, approx (plain decimal or None), native(L), native gloss
    (
        "dice",
        "\\frac{5}{36}",
        "$(2,6), (3,5), (4,4), (5,3), (6,2)$: $P = \\frac{5}{36}$\n",
        "\\frac{1}{9}",
        "0.139",
        lambda L: "5/36",
        "5/36",
    ),
    (
        "sqrt",
        "5\\sqrt{2}",
        "$\\sqrt{50} = \\sqrt{25 \\cdot 2} = 5\\sqrt{2}$\n",
        "25\\sqrt{2}",
        "7.07",
        lambda L: "5√2",
        "5√2 (Unicode root)",
    ),
    (
        "roots",
        "\\frac{1}{2}, 3",
        "$2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0$\n",
        "-\\frac{1}{2}, -3",
        None,
        nat_roots,
        "x = 1/2 (or 0,5) or x = 3",
    ),
    (
        "abs",
        "[-2, 8]",
        "$-5 \\le x - 3 \\le 5 \\Rightarrow -2 \\le x \\le 8$\n",
        "(-2, 8)",
        None,
        nat_abs,
        "x in [-2; 8] / -2 <= x <= 8",
    ),
    (
        "hex",
        "720",
        "$(6 - 2) \\cdot 180^\\circ = 720^\\circ$\n",
        "120",
        None,
        lambda L: "720" + L["deg"],
        "720 degrees (native word)",
    ),
    (
        "cplx",
        "5 - i",
        "$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i + 2 = 5 - i$\n",
        "1 - i",
        None,
        lambda L: "5 " + MINUS + " i",
        "5 − i (Unicode minus, no math mode)",
    ),
    (
        "level",
        "30",
        "$\\frac{5!}{2!\\,2!} = \\frac{120}{4} = 30$\n",
        "120",
        None,
        lambda L: "30" + L["ways"],
        "30 ways (native counted noun)",
    ),
    (
        "log",
        "6",
        "$2^6 = 64 \\Rightarrow \\log_2 64 = 6$\n",
        "32",
        None,
        lambda L: L["six"],
        "six (native number word alone)",
    ),
    (
        "sys",
        "(3, 1)",
        "$3x = 9 \\Rightarrow x = 3,\\ y = 7 - 2 \\cdot 3 = 1$\n",
        "(1, 3)",
        None,
        lambda L: "$x = 3$, $y = 1$",
        "x = 3, y = 1",
    ),
    (
        "frac",
        "\\frac{7}{12}",
        "$\\frac{5}{6} - \\frac{1}{4} = \\frac{10}{12} - \\frac{3}{12} = \\frac{7}{12}$\n",
        "\\frac{1}{2}",
        "0.583",
        lambda L: "7/12",
        "7/12",
    ),
    (
        "base",
        "221_3",
        "$25 = 2 \\cdot 3^2 + 2 \\cdot 3 + 1$\n",
        "122_3",
        None,
        lambda L: "221₃",
        "221₃ (Unicode subscript)",
    ),
    (
        "poly",
        "-3",
        "$f(-2) = (-2)^3 - 2(-2) + 1 = -8 + 4 + 1 = -3$\n",
        "-11",
        None,
        lambda L: MINUS + "3",
        "−3 (Unicode minus)",
    ),
]
MATH = [
    dict(zip("name gold work wrong approx native nat_en".split(), p, strict=True)) for p in MATH
]
APPROX = [p for p in MATH if p["approx"]]


# ================================================================ slots
# each slot: (id prefix, kind, dataset, builder(L, P) -> (text, truth, form, note-body))
def gA_key(L, P):
    x, y = disp(P["val"], L), disp(P["slip"], L)
    return (
        P["work"](L) + "\n" + L["key"].format(x=x, y=y),
        "wrong",
        "prose",
        f"the gold only as the answer key's value, own value a slip; gloss: 'The answer key says {en(P['val'])}, but I get {en(P['slip'])}.'",
    )


def gA_nb(L, P):
    x, y = disp(P["val"], L), disp(P["sub"], L)
    return (
        P["work"](L) + "\n" + L["nb"].format(x=x, y=y),
        "wrong",
        "prose",
        f"'not GOLD but {P['subdesc']}'; gloss: 'The answer is not {en(P['val'])} but {en(P['sub'])}.'",
    )


def gA_corr(L, P):
    t = (
        P["work"](L)
        + f"\n**{lab(L)}** {disp(P['val'], L)}\n\n"
        + L["corr"].format(y=disp(P["slip"], L))
    )
    return (
        t,
        "wrong",
        "phrase",
        f"the gold under the label, then a re-check correction to a slip; gloss: 'Final answer: {en(P['val'])}. Rechecking: I miscalculated. The correct result is {en(P['slip'])}.'",
    )


def gA_hedge(L, P):
    t = P["work"](L) + f"\n{lab(L)} {disp(P['val'], L)} {L['or_']} {disp(P['slip'], L)}"
    return (
        t,
        "wrong",
        "phrase",
        f"a hedge with the native 'or'; gloss: 'Final answer: {en(P['val'])} or {en(P['slip'])}'",
    )


def gA_hash(L, P):
    t = P["work"](L).split("\n")[0] + "\n" + f"{lab(L)} #### {fmt(P['sub'][0], L)}"
    return (
        t,
        "wrong",
        "hash",
        f"label then #### on the same line with {P['subdesc']}; gloss: 'Final answer: #### {P['sub'][0]}'",
    )


def gA_cut(L, P):
    t = P["work"](L) + f"\n**{lab(L)}** {cutlead(L)}"
    return (
        t,
        "no_answer",
        "none",
        "cut at the token cap right after the bold label and 'the answer is'; the gold is only in the working; gloss: '**Final answer:** The answer is'",
    )


def gB_local(L, P):
    t = P["work"](L) + f"\n**{lab(L)}** {disp(P['val'], L)}\n\n{L['thx']}"
    return (
        t,
        "correct",
        "phrase",
        f"the gold in local notation ({disp(P['val'], L)!r}) under the label, then a pleasantry; gloss: 'Final answer: {en(P['val'])}. I hope this helps!'",
    )


def gB_key(L, P):
    x, y = disp(P["slip"], L), disp(P["val"], L)
    return (
        P["work"](L) + "\n" + L["key"].format(x=x, y=y),
        "correct",
        "prose",
        f"the answer key's wrong value reported, own value the gold; gloss: 'The answer key says {en(P['slip'])}, but I get {en(P['val'])}.'",
    )


def gB_nb(L, P):
    x, y = disp(P["sub"], L), disp(P["val"], L)
    return (
        P["work"](L) + "\n" + L["nb"].format(x=x, y=y),
        "correct",
        "prose",
        f"'not OTHER QUANTITY but GOLD'; gloss: 'The answer is not {en(P['sub'])} but {en(P['val'])}.'",
    )


def gB_corr(L, P):
    t = (
        P["work"](L)
        + f"\n**{lab(L)}** {disp(P['slip'], L)}\n\n"
        + L["corr"].format(y=disp(P["val"], L))
    )
    return (
        t,
        "correct",
        "phrase",
        f"a slip under the label, then a re-check correction to the gold; gloss: 'Final answer: {en(P['slip'])}. Rechecking: I miscalculated. The correct result is {en(P['val'])}.'",
    )


def gB_hash(L, P):
    t = P["work"](L) + f"\n{lab(L)} #### {fmt(P['gold'], L)}"
    return (
        t,
        "correct",
        "hash",
        f"label then #### on the same line with the gold in local format ({fmt(P['gold'], L)!r}); gloss: 'Final answer: #### {P['gold']}'",
    )


def loc(num: str, L: dict) -> str:
    return fmt(num, L)


def mA_approx(L, M):
    t = M["work"] + f"\n**{lab(L)}** {L['ap']} {loc(M['approx'], L)}"
    return (
        t,
        "wrong",
        "phrase",
        f"an approximation alone for the exact gold; gloss: 'Final answer: approximately {M['approx']}'",
    )


def mA_key(L, M):
    t = M["work"] + "\n" + L["key"].format(x=f"${M['gold']}$", y=f"${M['wrong']}$")
    return (
        t,
        "wrong",
        "prose",
        f"the gold only as the answer key's value, own value wrong; gloss: 'The answer key says {M['gold']}, but I get {M['wrong']}.'",
    )


def mA_tag(L, M):
    t = th(M["work"]) + "<answer>" + ans(L, f"${M['wrong']}$") + "</answer>"
    return (
        t,
        "wrong",
        "tag",
        f"an answer tag holding a native sentence with a wrong value (the gold is in the think block); gloss: '<answer>The answer is {M['wrong']}.</answer>'",
    )


def mA_nb(L, M):
    t = M["work"] + "\n" + L["nb"].format(x=f"${M['gold']}$", y=f"${M['wrong']}$")
    return (
        t,
        "wrong",
        "prose",
        f"'not GOLD but WRONG'; gloss: 'The answer is not {M['gold']} but {M['wrong']}.'",
    )


def mA_corr(L, M):
    t = (
        M["work"]
        + "\n"
        + ans(L, f"$\\boxed{{{M['gold']}}}$")
        + "\n\n"
        + L["corr"].format(y=f"$\\boxed{{{M['wrong']}}}$")
    )
    return (
        t,
        "wrong",
        "boxed",
        f"a boxed gold, then a re-check correction to a boxed wrong value; gloss: 'The answer is \\boxed{{{M['gold']}}}. Rechecking: I miscalculated. The correct result is \\boxed{{{M['wrong']}}}.'",
    )


def mB_approx(L, M):
    t = M["work"] + "\n" + ans(L, f"$\\boxed{{{M['gold']}}}$ ({L['ap']} {loc(M['approx'], L)})")
    return (
        t,
        "correct",
        "boxed",
        f"the boxed exact value, then an approximation gloss in brackets; gloss: 'The answer is \\boxed{{{M['gold']}}} (approximately {M['approx']}).'",
    )


def mB_native(L, M):
    t = M["work"] + f"\n**{lab(L)}** {M['native'](L)}"
    return (
        t,
        "correct",
        "phrase",
        f"native plain-text notation under the label; gloss: 'Final answer: {M['nat_en']}'",
    )


def mB_nb(L, M):
    t = M["work"] + "\n" + L["nb"].format(x=f"${M['wrong']}$", y=f"${M['gold']}$")
    return (
        t,
        "correct",
        "prose",
        f"'not WRONG but GOLD'; gloss: 'The answer is not {M['wrong']} but {M['gold']}.'",
    )


def mB_key(L, M):
    t = M["work"] + "\n" + L["key"].format(x=f"${M['wrong']}$", y=f"${M['gold']}$")
    return (
        t,
        "correct",
        "prose",
        f"the answer key's wrong value reported, own value the gold; gloss: 'The answer key says {M['wrong']}, but I get {M['gold']}.'",
    )


def mB_tag(L, M):
    t = th(M["work"]) + "<answer>" + ans(L, f"${M['gold']}$") + "</answer>"
    return (
        t,
        "correct",
        "tag",
        f"an answer tag holding a native sentence with the gold; gloss: '<answer>The answer is {M['gold']}.</answer>'",
    )


def mB_corr(L, M):
    t = (
        M["work"]
        + "\n"
        + ans(L, f"$\\boxed{{{M['wrong']}}}$")
        + "\n\n"
        + L["corr"].format(y=f"$\\boxed{{{M['gold']}}}$")
    )
    return (
        t,
        "correct",
        "boxed",
        f"a boxed wrong value, then a re-check correction to the boxed gold; gloss: 'The answer is \\boxed{{{M['wrong']}}}. Rechecking: I miscalculated. The correct result is \\boxed{{{M['gold']}}}.'",
    )


# ordered A, A, B, B, ... so that each parity holds about half of each kind
SLOTS = [
    ("k", "A", "g", gA_key),
    ("n", "A", "g", gA_nb),
    ("d_ok", "B", "g", gB_local),
    ("k_ok", "B", "g", gB_key),
    ("r", "A", "g", gA_corr),
    ("h", "A", "g", gA_hedge),
    ("n_ok", "B", "g", gB_nb),
    ("r_ok", "B", "g", gB_corr),
    ("s", "A", "g", gA_hash),
    ("b", "A", "g", gA_cut),
    ("s_ok", "B", "g", gB_hash),
    ("x_m_ok", "B", "x", mB_approx),
    ("x_m", "A", "x", mA_approx),
    ("k_m", "A", "m", mA_key),
    ("d_m_ok", "B", "m", mB_native),
    ("n_m_ok", "B", "m", mB_nb),
    ("t_m", "A", "m", mA_tag),
    ("n_m", "A", "m", mA_nb),
    ("k_m_ok", "B", "m", mB_key),
    ("t_m_ok", "B", "m", mB_tag),
    ("r_m", "A", "m", mA_corr),
    ("r_m_ok", "B", "m", mB_corr),
]
assert len(SLOTS) == 22


def rotation() -> list[tuple]:
    cases, seen = [], [0] * len(SLOTS)
    for i, L in enumerate(LANGS):
        for j, (prefix, kind, ds, fn) in enumerate(SLOTS):
            if (i + j) % 2:
                continue
            k = seen[j]  # the k-th language of slot j: problems rotate along each slot
            seen[j] += 1
            if ds == "g":
                P = GSM[(k + j) % len(GSM)]
                text, truth, form, body = fn(L, P)
                cases.append(
                    g(
                        f"{prefix}_{P['name']}_{L['code']}",
                        kind,
                        P["gold"],
                        truth,
                        form,
                        text,
                        f"{L['name']}; {body}",
                    )
                )
            else:
                pool = APPROX if ds == "x" else MATH
                M = pool[(k + j) % len(pool)]
                text, truth, form, body = fn(L, M)
                cases.append(
                    m(
                        f"{prefix}_{M['name']}_{L['code']}",
                        kind,
                        M["gold"],
                        truth,
                        form,
                        text,
                        f"{L['name']}; {body}",
                    )
                )
    return cases


# ================================================================ extras (hand-written)
LANG = {L["code"]: L for L in LANGS}
AR_D = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
FA_D = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
HI_D = str.maketrans("0123456789", "०१२३४५६७८९")
BN_D = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
TH_D = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")
FW_D = str.maketrans("0123456789", "０１２３４５６７８９")

# fmt: off
EXTRAS = [
    g("e_ok_arabic_digits_apples", "B", "182", "correct", "phrase",
      "١٤ × ٢٥ = ٣٥٠\n٣٥٠ − ١٦٨ = ١٨٢\n\n**الإجابة النهائية:** بقي مع المزارع ١٨٢ تفاحة.",
      "Arabic; Arabic-Indic digits throughout; gloss: 'Final answer: the farmer has 182 apples left.' (١٨٢ = 182)"),
    g("e_ok_arabic_decimal_sep", "B", "20.55", "correct", "phrase",
      "٥ × ٣٫٧٥ = ١٨٫٧٥\n١٨٫٧٥ + ١٫٨٠ = ٢٠٫٥٥\n\n**الإجابة النهائية:** ٢٠٫٥٥ ريال",
      "Arabic; Arabic-Indic digits with the Arabic decimal separator U+066B; gloss: 'Final answer: 20.55 riyals'"),
    g("e_persian_digits_floor", "A", "6", "wrong", "phrase",
      "۴۵ ÷ ۸ = ۵٫۶۲۵\n\n**پاسخ نهایی:** ۵ اتوبوس لازم است و ۵ دانش‌آموز باقی می‌مانند.",
      "Persian; Persian digits, the floor 5 instead of rounding up to 6; gloss: 'Final answer: 5 buses are needed and 5 pupils remain.'"),
    g("e_ok_persian_digits_buses", "B", "6", "correct", "answer_is",
      "۴۵ ÷ ۸ = ۵٫۶۲۵\nبا ۵ اتوبوس فقط ۴۰ نفر جا می‌شوند، پس یک اتوبوس دیگر لازم است.\n\nبنابراین پاسخ ۶ اتوبوس است.",
      "Persian; Persian digits, rounded up; gloss: 'With 5 buses only 40 fit, so one more bus is needed. So the answer is 6 buses.' (۶ = 6)"),
    g("e_ok_hindi_devanagari_lakh", "B", "125000", "correct", "phrase",
      "५ × २५,००० = १,२५,०००\n\n**अंतिम उत्तर:** ₹१,२५,०००",
      "Hindi; Devanagari digits with Indian lakh grouping; gloss: 'Final answer: Rs 1,25,000' (= 125000)"),
    g("e_hindi_lakh_ten_times", "A", "125000", "wrong", "phrase",
      "5 × 25,000 = 1,25,000\n\nयानी कुल 12.5 लाख रुपये।\n\n**अंतिम उत्तर:** ₹12,50,000",
      "Hindi; 12.5 lakh = 1,250,000, ten times the gold, after the right working; gloss: 'That is 12.5 lakh rupees in total. Final answer: Rs 12,50,000'"),
    g("e_bengali_digits_picked", "A", "182", "wrong", "phrase",
      "১৪ × ২৫ = ৩৫০\n৩৫০ − ১৬৮ = ১৮২\n\n**চূড়ান্ত উত্তর:** কৃষক মোট ৩৫০টি আপেল তুলেছিলেন।",
      "Bengali; Bengali digits, the picked apples (350) instead of those left; gloss: 'Final answer: the farmer picked 350 apples in total.'"),
    g("e_ok_thai_digits_apples", "B", "182", "correct", "answer_is",
      "14 × 25 = 350\n350 − 168 = 182\n\nดังนั้น ชาวสวนเหลือแอปเปิล ๑๘๒ ผล",
      "Thai; Thai digits with the classifier ผล; gloss: 'Therefore the farmer has 182 apples left.' (๑๘๒ = 182)"),
    g("e_ok_zh_wan", "B", "125000", "correct", "phrase",
      "5 × 25000 = 125000（元）\n\n答：一共需要12.5万元。",
      "Chinese; 12.5万 = 125,000 (万 = 10,000); gloss: 'Answer: 125 thousand yuan (12.5 wan) are needed in total.'"),
    g("e_zh_wan_ten_times", "A", "125000", "wrong", "phrase",
      "5 × 25000 = 125000（元）\n\n答：一共需要125万元。",
      "Chinese; 125万 = 1,250,000, ten times the gold (the working's 125000 read as 125 wan); gloss: 'Answer: 1.25 million yuan (125 wan) are needed in total.'"),
    g("e_ok_ja_man_sen", "B", "125000", "correct", "phrase",
      "5 × 25,000 = 125,000\n\n答え：12万5千円",
      "Japanese; 12万5千 = 125,000; gloss: 'Answer: 125,000 yen (12 man 5 sen)'"),
    g("e_ok_ko_man_cheon", "B", "125000", "correct", "phrase",
      "5 × 25,000 = 125,000\n\n따라서 정답은 12만 5천 원입니다.",
      "Korean; 12만 5천 = 125,000; gloss: 'So the answer is 125,000 won (12 man 5 cheon).'"),
    g("e_ok_ja_fullwidth_buses", "B", "6", "correct", "phrase",
      "４５ ÷ ８ ＝ ５.６２５\n５台では４０人しか乗れないので、もう１台必要です。\n\n答え：６台",
      "Japanese; fullwidth digits with the counter 台; gloss: '5 buses only take 40, so one more is needed. Answer: 6 (buses)'"),
    g("e_ok_de_ch_apostrophe", "B", "45900", "correct", "phrase",
      "36 × 1'275 = 45'900\n\n**Endgültige Antwort:** Die Schule bezahlt CHF 45'900.–",
      "German (Switzerland); apostrophe thousands and the Swiss '.–' for whole francs; gloss: 'Final answer: the school pays CHF 45,900.'"),
    g("e_ok_es_hours_minutes", "B", "5.25", "correct", "phrase",
      "3 × 1 h 45 min = 3 × 105 min = 315 min\n315 min = 5 h 15 min\n\n**Respuesta final:** 5 horas y 15 minutos",
      "debatable: Spanish; hours asked, the answer is 5 h 15 min = 5.25 hours, the same quantity in mixed units; gloss: 'Final answer: 5 hours and 15 minutes'", True),
    g("e_pt_clock_as_decimal", "A", "5.25", "wrong", "phrase",
      "3 × 1 h 45 min = 315 min = 5 h 15 min\n\n**Resposta final:** 5,15 horas",
      "Portuguese (Brazil); 5 h 15 min misread as the decimal 5.15 hours (the gold is 5.25); gloss: 'Final answer: 5.15 hours'"),
    g("e_ok_he_rlm_minus", "B", "-11", "correct", "phrase",
      "3 × 5 = 15\n4 − 15 = −11\n\n**תשובה סופית:** \u200f-11\u200f מעלות",
      "Hebrew; right-to-left marks (U+200F) around -11; gloss: 'Final answer: -11 degrees'"),
    m("e_m_ja_fullwidth_cplx_sign", "A", "5 - i", "wrong", "phrase",
      "$(3 + 2i)(1 - i) = 3 + 3i - 2i + 2 = 5 + i$\n\n答え：５＋ｉ",
      "Japanese; fullwidth digits and plus, a sign slip in the expansion (5 + i; the gold is 5 - i); gloss: 'Answer: 5 + i'"),
    m("e_m_ru_open_semicolon", "A", "[-2, 8]", "wrong", "phrase",
      "$|x - 3| \\le 5 \\iff -5 \\le x - 3 \\le 5 \\iff -2 \\le x \\le 8$\n\nОтвет: $x \\in (-2; 8)$.",
      "Russian; the open interval with the Russian ';' where the working has the closed one (gold [-2, 8]); gloss: 'Answer: x in (-2; 8).'"),
    m("e_m_de_solution_set_sign", "A", "\\frac{1}{2}, 3", "wrong", "phrase",
      "$2x^2 - 7x + 3 = 0$\n$(2x + 1)(x + 3) = 0$\n\n**Lösungsmenge:** $\\mathbb{L} = \\{-\\tfrac{1}{2};\\, -3\\}$",
      "German; the German solution-set label with the wrong-sign roots (the factorisation (2x + 1)(x + 3) gives 2x^2 + 7x + 3); gloss: 'Solution set: L = {-1/2; -3}'"),
    m("e_m_ar_digits_one_angle", "A", "720", "wrong", "phrase",
      "مجموع الزوايا الداخلية = (٦ − ٢) × ١٨٠ = ٧٢٠ درجة\nكل زاوية في السداسي المنتظم = ٧٢٠ ÷ ٦ = ١٢٠ درجة\n\n**الإجابة النهائية:** ١٢٠ درجة",
      "Arabic; Arabic-Indic digits, one angle of the regular hexagon (120) where the sum (720) is asked; gloss: 'Sum of the interior angles = 720 degrees; each angle = 120 degrees. Final answer: 120 degrees'"),
    m("e_m_hi_log_halved", "A", "6", "wrong", "phrase",
      "$\\log_2 64$ का अर्थ है 64 को 2 से भाग देना: $64 \\div 2 = 32$\n\n**अंतिम उत्तर:** अतः $\\log_2 64 = 32$",
      "Hindi; log read as division (32; the gold is 6); gloss: 'log_2 64 means dividing 64 by 2: 32. Final answer: so log_2 64 = 32'"),
    m("e_m_ko_pair_swapped", "A", "(3, 1)", "wrong", "phrase",
      "두 식을 더하면 $3x = 9$이므로 $x = 3$, $y = 1$입니다.\n\n**최종 답:** 순서쌍으로 쓰면 $(x, y) = (1, 3)$입니다.",
      "Korean; x = 3, y = 1 in the working, then the swapped pair (1, 3) as the final answer; gloss: 'Adding the equations, 3x = 9, so x = 3, y = 1. Final answer: as an ordered pair, (x, y) = (1, 3).'"),
    m("e_m_es_base_reversed", "A", "221_3", "wrong", "phrase",
      "25 ÷ 3 = 8, resto 1\n8 ÷ 3 = 2, resto 2\n2 ÷ 3 = 0, resto 2\n\n**Respuesta final:** leyendo los restos de arriba abajo, $122_3$.",
      "Spanish; the remainders read top-down (122_3 = 17; the gold 221_3 reads them bottom-up); gloss: 'Final answer: reading the remainders from top to bottom, 122_3.'"),
    m("e_m_pl_one_root", "A", "\\frac{1}{2}, 3", "wrong", "phrase",
      "$\\Delta = 49 - 24 = 25$, $\\sqrt{\\Delta} = 5$\n$x_1 = \\frac{7 - 5}{4} = \\frac{1}{2}$, $x_2 = \\frac{7 + 5}{4} = 3$\n\n**Odpowiedź:** Rozwiązaniem całkowitym jest $x = 3$.",
      "Polish; both roots in the working, the final answer only the integer root 3 (gold 1/2, 3); gloss: 'Answer: the integer solution is x = 3.'"),
    m("e_m_nl_cut_in_box", "A", "\\frac{7}{12}", "no_answer", "none",
      "$\\frac{5}{6} - \\frac{1}{4} = \\frac{10}{12} - \\frac{3}{12} = \\frac{7}{12}$\n\nHet antwoord is dus $\\boxed{\\frac{7}{",
      "Dutch; cut at the token cap inside the box after 'so the answer is'; 7/12 only in the working; gloss: 'So the answer is \\boxed{\\frac{7}{'"),
    m("e_m_th_strict_inequality", "A", "[-2, 8]", "wrong", "phrase",
      "$-5 \\le x - 3 \\le 5$\n\n**คำตอบสุดท้าย:** $-2 < x < 8$",
      "Thai; the strict inequality (the open interval) where the gold is the closed [-2, 8]; gloss: 'Final answer: -2 < x < 8'"),
    m("e_m_ok_fr_unicode_frac", "B", "\\frac{7}{12}", "correct", "phrase",
      "$\\frac{5}{6} - \\frac{1}{4} = \\frac{10}{12} - \\frac{3}{12} = \\frac{7}{12}$\n\n**Réponse finale :** 7⁄12, soit environ 0,583.",
      "debatable: French; 7⁄12 with the fraction slash U+2044, then an approximation gloss; gloss: 'Final answer: 7/12, i.e. about 0.583.'", True),
]
# fmt: on

DECISIONS = {
    "e_ok_es_hours_minutes": (
        "accept",
        "5 hours and 15 minutes is exactly 5.25 hours, the quantity asked, in mixed units (like 30 for 30^\\circ); the clock-time misreading 5,15 is the separate kind A probe",
    ),
    "e_m_ok_fr_unicode_frac": (
        "accept",
        "7⁄12 with the Unicode fraction slash is the value 7/12; 'soit environ 0,583' is an approximation gloss after the exact value, not a second answer",
    ),
}

CASES = rotation() + EXTRAS
# drop twelve rotation probes (seven GSM8K A, two GSM8K B, three MATH B, in twelve languages without
# extras) so that the round holds 280, half A / half B and half GSM8K / half MATH
DROP = {
    "k_shop_ko",
    "h_plot_fr",
    "s_pass_ru",
    "n_bus_tr",
    "r_pass_id",
    "k_laptop_sv",
    "r_plot_el",
    "k_ok_plot_uk",
    "r_ok_shop_cs",
    "n_m_ok_level_it",
    "n_m_ok_dice_nl",
    "r_m_ok_cplx_vi",
}
assert DROP <= {c[0] for c in CASES}
CASES = [c for c in CASES if c[0] not in DROP]

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam145", CASES, [], DECISIONS)
