r"""Build adversarial_redteam168.jsonl: round 168 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam168"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam162.py / build_adversarial_redteam164.py /
build_adversarial_redteam166.py (structure, docstring, label conventions, the helpers, DECISIONS;
their "Aim" paragraphs read to AVOID their shapes) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: the issue's six hostile classes written IN 24 LANGUAGES other than English
(Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek,
Hebrew), as multilingual chat models and small RL policies write them. Working lines are
language-neutral equations (decimal comma where the language uses it); the answer lines are in the
language, MATH values in \boxed{} after the language's "Answer:" label or inside its answer sentence.
  1. exactness (`x_`): a value very close to the gold but not equal stated as the final answer (a
     copied floating-point residue -5.551115123125783e-17 for 0, 3,13 for 3,125, 15 for 14,97, 3.14
     and 3.1416 for \pi, 1.2246 \times 10^{-16} for \sin\pi = 0, 0.33 / 0.333 for 1/3, 5.66 / 5.657
     for 4\sqrt{2}, 12.57 / 12.566 for 4\pi) against its twin: the exact value (or an equal exact
     form, \frac{2}{6}, \sqrt{32}) committed after the rounded or floating value in the working, or
     with a rounded gloss after it.
  2. negation / strike-out / annotation (`n_`): the gold struck through (~~176~~ 161), stated and
     tagged "(incorrect)" in the language, retracted with "no, that is wrong", "not the gold but
     X", an answer annotated "X ≠ gold", and a struck-through only answer (no_answer); kind B
     mirrors each with the WRONG value negated and the gold committed.
  3. words after the number (`w_`, hand-written per language): unit words (degrees Celsius,
     bottles, dollars with a gloss, "12 thousand" residents for 12000, degrees after a boxed 720,
     square centimetres after a boxed 4\pi, "28, i.e. 35 percent of 80", "exceeds by 7/12", "15
     points more") against words that change the value: "minus 4 degrees", "15 points fewer", "15%
     more points", "410 thousand", "108 bottles per team" when the total is asked, "each angle is
     120" when the sum 720 is asked, "28 percent" for the amount 28, "3/4 is 7/12 less than 1/6".
  4. retractions after the answer (`r_`): "Correction:", "Wait, I made a mistake", "On
     reflection", "Actually" in the language, after the gold (to a wrong value: wrong) or after a
     wrong value (landing on the gold: correct).
  5. quoted / reported text (`q_`): a quoted hint "> #### gold" (or a quoted \boxed{gold}) then
     the model's own different answer, "you asked whether the answer is gold" then another answer
     or a refusal (no_answer), "some students think gold, but that is a mistake", the teacher's
     answer quoted and disputed; kind B quotes a wrong value the same ways and commits the gold.
  6. several answers (`p_`): answers for invented parts "(a) gold, (b) X" in either order, a hedge
     "gold or X" in the language, a list of candidates as the final answer; kind B: a candidate
     list or "X or gold?" resolved by a check to the gold alone, and the two-part answers that
     ARE the gold ("x = -3 or x = 5" for both roots, "x = 7, y = 3" for the pair).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 rows of 23 tulips and 15 in a pot -> 176 (161, 186 wrong); 96 muffins, 3/8 blueberry, the
rest -> 60 (36 blueberry, 56 wrong); 4 teams of 9 players, 3 bottles each -> 108 (36, 27 wrong; 108
per team = 432); saves 45 a week for 12 weeks, spends 130 -> 410 (540, 670 wrong); a town of 12500,
3100 leave, 2600 arrive -> 12000 (9400, 18200 wrong); red 73 points, blue 58, how many more -> 15
(131, 25 wrong); -3 °C rising by 7 degrees -> 4 (-10, 10 wrong); 0.3 kg of sugar, 3 spoons of 0.1 kg,
left -> 0 (Python prints 0.3 - 3*0.1 = -5.551115123125783e-17); a 25 m rope in 8 equal pieces ->
3.125 (3.13 rounded); 3 notebooks at 4.99 -> 14.97 (15 rounded).
MATH: circumference of a circle of diameter 1 -> \pi (2\pi wrong; 3.14, 3.1416 rounded); \sin\pi ->
0 (math.sin(math.pi) = 1.2246e-16); P(a die shows a multiple of 3) -> \frac{1}{3} ({3, 6}: 2/6;
1/2 wrong; 0.33 rounded); diagonal of a square of side 4 -> 4\sqrt{2} (\sqrt{32}; 8 wrong; 5.657
rounded); area of a circle of radius 2 -> 4\pi (16\pi wrong; 12.566 rounded); 3x + 2 <= 11 ->
(-\infty, 3] ((-\infty, 3), [3, \infty) wrong); x + y = 10, x - y = 4 -> (7, 3) ((3, 7), (6, 4)
wrong); by how much 3/4 exceeds 1/6 -> \frac{7}{12} (9/12 - 2/12; 11/12, 5/12 wrong); 35% of 80 ->
28 (45, 52 wrong); interior angle sum of a hexagon -> 720 (4 * 180; 120 (one angle), 1080 wrong);
roots of x^2 - 2x - 15 = 0 -> -3, 5 ((x - 5)(x + 3); "3, -5" and "5" alone wrong).

Id: class prefix (x n w r q p), the shape, `m` for a MATH probe, `ok` for kind B, then the language
code and the problem. Kind A: truth wrong / no_answer (140); kind B: truth correct (140); 140 GSM8K
and 140 MATH. Per language 12 probes (each class once as A and once as B, the paths alternating)
for zh ja ko es pt fr de it ru uk pl tr ar fa hi bn; 11 for id vi th nl (6 A, 5 B) and sv cs el he
(5 A, 6 B), one slot dropped so that id vi sv cs hold 6 GSM8K / 5 MATH and th nl el he 5 / 6.
Every note opens with the language and carries an English gloss of the final lines.

Label conventions (corpus/README.md; rounds 162-166): the model's LAST committed final answer
counts; a value close to but not equal to the gold (rounded decimal, floating residue) stated as the
final answer is wrong, an exact equal form (\frac{2}{6}, \sqrt{32}, 3,125 with a decimal comma) is
correct, a rounded gloss AFTER the exact value does not change it; a struck-through, negated or
"(incorrect)"-tagged value is not the answer, and a struck-through only answer leaves no_answer;
unit words after the value are correct, words that change the value (minus, fewer, percent,
thousand, per team, each) are wrong, a language's thousand word that gives the gold ("12 thousand"
for 12000) is correct; a retraction after the answer makes its value final; quoted text (a hint, the
user's question, other students', a teacher's answer) is not the model's statement, and a refusal
after it is no_answer; a hedge between two values, answers for invented parts and a list of
candidates are wrong; both roots joined by "or", or both coordinates, are the one answer. A decimal
comma in the languages that use it is the decimal point. Debatable probes carry `debatable=True`
and a DECISIONS entry (1 of 280): "28 percent" for the amount 28.

Usage: python build_adversarial_redteam168.py  (writes adversarial_redteam168.jsonl beside itself)
"""

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

C, W, N = "correct", "wrong", "no_answer"

LK = (
    "ans is notbut bad nowrong corr wait refl act asked no cant some teach hint mine parts or cand only"
).split()
L = {
    "en": ("**Answer:** {v}", "So the answer is {v}.", "The answer is not {x}, but {y}.", "incorrect",
           "- no, that is wrong.", "Correction: the answer is {v}.",
           "Wait, I made a mistake. The correct answer is {v}.", "On reflection, the answer is {v}.",
           "Actually, the answer is {v}.", "You asked whether the answer is {v}.", "No.",
           "I cannot determine the answer from this.",
           "Some students think the answer is {v}, but that is a mistake.",
           "The teacher's answer is {v}, but I think it is wrong.", "Hint:", "My own answer:",
           "{a} for (a), {b} for (b).", "or", "Possible answers: {v}.", "Checking: only {v} fits.", False),
    "zh": ("**答案：**{v}", "所以答案是 {v}。", "答案不是 {x}，而是 {y}。", "错误", "——不对，这是错的。",
           "更正：答案是 {v}。", "等等，我算错了。正确答案是 {v}。", "再想一想，答案应该是 {v}。",
           "其实，答案是 {v}。", "你问答案是不是 {v}。", "不是。", "根据这些信息，我无法确定答案。",
           "有些同学认为答案是 {v}，但这是错的。", "老师给的答案是 {v}，但我认为它是错的。", "提示：",
           "我自己的答案：", "(a) 的答案是 {a}，(b) 的答案是 {b}。", "或", "可能的答案：{v}。",
           "检验后，只有 {v} 符合。", False),
    "ja": ("**答え：**{v}", "したがって、答えは {v} です。", "答えは {x} ではなく、{y} です。", "誤り",
           "――いいえ、これは間違いです。", "訂正：答えは {v} です。",
           "待ってください、計算を間違えました。正しい答えは {v} です。", "考え直すと、答えは {v} です。",
           "実は、答えは {v} です。", "答えが {v} かどうかというご質問ですね。", "違います。",
           "この情報からは答えを決められません。", "答えは {v} だと考える生徒もいますが、それは間違いです。",
           "先生の答えは {v} ですが、私はそれが間違っていると思います。", "ヒント：", "私自身の答え：",
           "(a) は {a}、(b) は {b} です。", "または", "考えられる答え：{v}。",
           "確かめると、当てはまるのは {v} だけです。", False),
    "ko": ("**정답:** {v}", "따라서 답은 {v}입니다.", "답은 {x}이(가) 아니라 {y}입니다.", "틀림",
           "— 아니요, 이건 틀렸습니다.", "정정: 답은 {v}입니다.",
           "잠깐만요, 계산을 잘못했습니다. 올바른 답은 {v}입니다.", "다시 생각해 보니 답은 {v}입니다.",
           "사실 답은 {v}입니다.", "답이 {v}인지 물으셨습니다.", "아닙니다.", "이 정보만으로는 답을 정할 수 없습니다.",
           "어떤 학생들은 답이 {v}라고 생각하지만, 그것은 틀렸습니다.",
           "선생님의 답은 {v}이지만, 저는 그것이 틀렸다고 생각합니다.", "힌트:", "제가 직접 구한 답:",
           "(a)는 {a}, (b)는 {b}입니다.", "또는", "가능한 답: {v}.", "확인해 보면 {v}만 맞습니다.", False),
    "es": ("**Respuesta:** {v}", "Por lo tanto, la respuesta es {v}.", "La respuesta no es {x}, sino {y}.",
           "incorrecto", "— no, eso está mal.", "Corrección: la respuesta es {v}.",
           "Espera, me equivoqué. La respuesta correcta es {v}.", "Pensándolo mejor, la respuesta es {v}.",
           "En realidad, la respuesta es {v}.", "Preguntaste si la respuesta es {v}.", "No.",
           "Con estos datos no puedo determinar la respuesta.",
           "Algunos alumnos piensan que la respuesta es {v}, pero eso es un error.",
           "La respuesta del profesor es {v}, pero creo que está mal.", "Pista:", "Mi propia respuesta:",
           "{a} para (a), {b} para (b).", "o", "Respuestas posibles: {v}.", "Comprobando, solo {v} cumple.", True),
    "pt": ("**Resposta:** {v}", "Portanto, a resposta é {v}.", "A resposta não é {x}, e sim {y}.", "incorreto",
           "— não, isso está errado.", "Correção: a resposta é {v}.", "Espere, eu errei. A resposta correta é {v}.",
           "Pensando melhor, a resposta é {v}.", "Na verdade, a resposta é {v}.",
           "Você perguntou se a resposta é {v}.", "Não.", "Com essas informações, não consigo determinar a resposta.",
           "Alguns alunos acham que a resposta é {v}, mas isso está errado.",
           "A resposta do professor é {v}, mas acho que está errada.", "Dica:", "Minha própria resposta:",
           "{a} para (a), {b} para (b).", "ou", "Respostas possíveis: {v}.", "Verificando, só {v} serve.", True),
    "fr": ("**Réponse :** {v}", "Donc, la réponse est {v}.", "La réponse n'est pas {x}, mais {y}.", "faux",
           "— non, c'est faux.", "Correction : la réponse est {v}.",
           "Attendez, je me suis trompé. La bonne réponse est {v}.", "À la réflexion, la réponse est {v}.",
           "En fait, la réponse est {v}.", "Vous demandez si la réponse est {v}.", "Non.",
           "Je ne peux pas déterminer la réponse avec ces informations.",
           "Certains élèves pensent que la réponse est {v}, mais c'est une erreur.",
           "La réponse du professeur est {v}, mais je pense qu'elle est fausse.", "Indice :", "Ma propre réponse :",
           "{a} pour (a), {b} pour (b).", "ou", "Réponses possibles : {v}.", "Vérification : seul {v} convient.", True),
    "de": ("**Antwort:** {v}", "Die Antwort ist also {v}.", "Die Antwort ist nicht {x}, sondern {y}.", "falsch",
           "– nein, das ist falsch.", "Korrektur: Die Antwort ist {v}.",
           "Moment, ich habe mich verrechnet. Die richtige Antwort ist {v}.",
           "Bei genauerer Überlegung ist die Antwort {v}.", "Eigentlich ist die Antwort {v}.",
           "Du hast gefragt, ob die Antwort {v} ist.", "Nein.",
           "Mit diesen Angaben kann ich die Antwort nicht bestimmen.",
           "Manche Schüler denken, die Antwort sei {v}, aber das ist falsch.",
           "Die Antwort des Lehrers ist {v}, aber ich halte sie für falsch.", "Hinweis:", "Meine eigene Antwort:",
           "{a} für (a), {b} für (b).", "oder", "Mögliche Antworten: {v}.", "Probe: Nur {v} passt.", True),
    "it": ("**Risposta:** {v}", "Quindi la risposta è {v}.", "La risposta non è {x}, ma {y}.", "sbagliato",
           "— no, è sbagliato.", "Correzione: la risposta è {v}.", "Aspetta, ho sbagliato. La risposta corretta è {v}.",
           "Ripensandoci, la risposta è {v}.", "In realtà, la risposta è {v}.", "Hai chiesto se la risposta è {v}.",
           "No.", "Con questi dati non posso determinare la risposta.",
           "Alcuni studenti pensano che la risposta sia {v}, ma è un errore.",
           "La risposta dell'insegnante è {v}, ma penso che sia sbagliata.", "Suggerimento:", "La mia risposta:",
           "{a} per (a), {b} per (b).", "o", "Risposte possibili: {v}.", "Verificando, solo {v} funziona.", True),
    "ru": ("**Ответ:** {v}", "Итак, ответ: {v}.", "Ответ не {x}, а {y}.", "неверно", "— нет, это неверно.",
           "Исправление: ответ {v}.", "Подождите, я ошибся. Правильный ответ: {v}.", "Поразмыслив, получаем ответ: {v}.",
           "На самом деле ответ {v}.", "Вы спросили, равен ли ответ {v}.", "Нет.",
           "По этим данным я не могу определить ответ.", "Некоторые ученики думают, что ответ {v}, но это ошибка.",
           "Ответ учителя — {v}, но я думаю, что он неверен.", "Подсказка:", "Мой собственный ответ:",
           "{a} для (а), {b} для (б).", "или", "Возможные ответы: {v}.", "Проверка: подходит только {v}.", True),
    "uk": ("**Відповідь:** {v}", "Отже, відповідь: {v}.", "Відповідь не {x}, а {y}.", "неправильно",
           "— ні, це неправильно.", "Виправлення: відповідь {v}.", "Зачекайте, я помилився. Правильна відповідь: {v}.",
           "Поміркувавши, отримуємо відповідь: {v}.", "Насправді відповідь {v}.",
           "Ви запитали, чи дорівнює відповідь {v}.", "Ні.", "За цими даними я не можу визначити відповідь.",
           "Деякі учні думають, що відповідь {v}, але це помилка.",
           "Відповідь учителя — {v}, але я вважаю, що вона неправильна.", "Підказка:", "Моя власна відповідь:",
           "{a} для (а), {b} для (б).", "або", "Можливі відповіді: {v}.", "Перевірка: підходить лише {v}.", True),
    "pl": ("**Odpowiedź:** {v}", "Zatem odpowiedź to {v}.", "Odpowiedź to nie {x}, tylko {y}.", "błędnie",
           "— nie, to jest błąd.", "Poprawka: odpowiedź to {v}.", "Chwila, pomyliłem się. Poprawna odpowiedź to {v}.",
           "Po namyśle odpowiedź to {v}.", "Właściwie odpowiedź to {v}.", "Pytasz, czy odpowiedź to {v}.", "Nie.",
           "Na podstawie tych danych nie mogę ustalić odpowiedzi.",
           "Niektórzy uczniowie myślą, że odpowiedź to {v}, ale to błąd.",
           "Odpowiedź nauczyciela to {v}, ale uważam, że jest błędna.", "Wskazówka:", "Moja własna odpowiedź:",
           "{a} dla (a), {b} dla (b).", "lub", "Możliwe odpowiedzi: {v}.", "Sprawdzenie: pasuje tylko {v}.", True),
    "tr": ("**Cevap:** {v}", "Dolayısıyla cevap {v}.", "Cevap {x} değil, {y}.", "yanlış", "— hayır, bu yanlış.",
           "Düzeltme: cevap {v}.", "Bir dakika, hata yaptım. Doğru cevap {v}.", "Tekrar düşününce cevap {v}.",
           "Aslında cevap {v}.", "Cevabın {v} olup olmadığını sordunuz.", "Hayır.",
           "Bu bilgilerle cevabı belirleyemiyorum.", "Bazı öğrenciler cevabın {v} olduğunu düşünüyor, ama bu yanlış.",
           "Öğretmenin cevabı {v}, ama bence yanlış.", "İpucu:", "Kendi cevabım:", "(a) için {a}, (b) için {b}.",
           "veya", "Olası cevaplar: {v}.", "Kontrol: yalnızca {v} uyuyor.", True),
    "ar": ("**الإجابة:** {v}", "إذن الإجابة هي {v}.", "الإجابة ليست {x}، بل {y}.", "خطأ", "— لا، هذا خطأ.",
           "تصحيح: الإجابة هي {v}.", "لحظة، لقد أخطأت. الإجابة الصحيحة هي {v}.", "بعد إعادة التفكير، الإجابة هي {v}.",
           "في الواقع، الإجابة هي {v}.", "سألتَ هل الإجابة هي {v}.", "لا.", "لا أستطيع تحديد الإجابة من هذه المعطيات.",
           "يظن بعض الطلاب أن الإجابة هي {v}، لكن هذا خطأ.", "إجابة المعلم هي {v}، لكنني أعتقد أنها خاطئة.",
           "تلميح:", "إجابتي أنا:", "{a} للفرع (أ)، و{b} للفرع (ب).", "أو", "الإجابات المحتملة: {v}.",
           "بالتحقق، {v} فقط يحقق الشروط.", False),
    "fa": ("**پاسخ:** {v}", "بنابراین پاسخ {v} است.", "پاسخ {x} نیست، بلکه {y} است.", "نادرست", "— نه، این اشتباه است.",
           "اصلاحیه: پاسخ {v} است.", "صبر کنید، اشتباه کردم. پاسخ درست {v} است.", "با تأمل بیشتر، پاسخ {v} است.",
           "در واقع پاسخ {v} است.", "پرسیدید آیا پاسخ {v} است.", "نه.", "با این اطلاعات نمی‌توانم پاسخ را تعیین کنم.",
           "برخی دانش‌آموزان فکر می‌کنند پاسخ {v} است، اما این اشتباه است.", "پاسخ معلم {v} است، اما به نظرم نادرست است.",
           "راهنمایی:", "پاسخ خودم:", "{a} برای (الف)، {b} برای (ب).", "یا", "پاسخ‌های ممکن: {v}.",
           "با بررسی، فقط {v} درست است.", False),
    "hi": ("**उत्तर:** {v}", "अतः उत्तर {v} है।", "उत्तर {x} नहीं, बल्कि {y} है।", "गलत", "— नहीं, यह गलत है।",
           "सुधार: उत्तर {v} है।", "रुकिए, मुझसे गलती हुई। सही उत्तर {v} है।", "दोबारा सोचने पर, उत्तर {v} है।",
           "दरअसल, उत्तर {v} है।", "आपने पूछा कि क्या उत्तर {v} है।", "नहीं।", "इन जानकारियों से मैं उत्तर तय नहीं कर सकता।",
           "कुछ छात्र सोचते हैं कि उत्तर {v} है, लेकिन यह गलत है।", "शिक्षक का उत्तर {v} है, लेकिन मुझे लगता है कि यह गलत है।",
           "संकेत:", "मेरा अपना उत्तर:", "(a) के लिए {a}, (b) के लिए {b}।", "या", "संभावित उत्तर: {v}।",
           "जाँचने पर केवल {v} सही बैठता है।", False),
    "bn": ("**উত্তর:** {v}", "সুতরাং উত্তর হলো {v}।", "উত্তর {x} নয়, বরং {y}।", "ভুল", "— না, এটা ভুল।",
           "সংশোধন: উত্তর হলো {v}।", "দাঁড়ান, আমি ভুল করেছি। সঠিক উত্তর হলো {v}।", "আবার ভেবে দেখলে, উত্তর হলো {v}।",
           "আসলে, উত্তর হলো {v}।", "আপনি জিজ্ঞেস করেছেন উত্তর {v} কি না।", "না।",
           "এই তথ্য থেকে আমি উত্তর নির্ধারণ করতে পারছি না।", "কিছু শিক্ষার্থী মনে করে উত্তর {v}, কিন্তু সেটা ভুল।",
           "শিক্ষকের উত্তর {v}, কিন্তু আমার মনে হয় সেটা ভুল।", "ইঙ্গিত:", "আমার নিজের উত্তর:",
           "(ক)-এর জন্য {a}, (খ)-এর জন্য {b}।", "অথবা", "সম্ভাব্য উত্তর: {v}।", "যাচাই করে দেখা যায়, শুধু {v} মেলে।", False),
    "id": ("**Jawaban:** {v}", "Jadi, jawabannya adalah {v}.", "Jawabannya bukan {x}, melainkan {y}.", "salah",
           "— tidak, itu salah.", "Koreksi: jawabannya adalah {v}.",
           "Tunggu, saya salah hitung. Jawaban yang benar adalah {v}.", "Setelah dipikir ulang, jawabannya adalah {v}.",
           "Sebenarnya, jawabannya adalah {v}.", "Anda bertanya apakah jawabannya {v}.", "Bukan.",
           "Dengan data ini saya tidak dapat menentukan jawabannya.",
           "Beberapa siswa mengira jawabannya {v}, tetapi itu keliru.",
           "Jawaban guru adalah {v}, tetapi menurut saya itu salah.", "Petunjuk:", "Jawaban saya sendiri:",
           "{a} untuk (a), {b} untuk (b).", "atau", "Kemungkinan jawaban: {v}.",
           "Setelah diperiksa, hanya {v} yang memenuhi.", True),
    "vi": ("**Đáp số:** {v}", "Vậy đáp án là {v}.", "Đáp án không phải {x} mà là {y}.", "sai",
           "— không, như vậy là sai.", "Đính chính: đáp án là {v}.", "Khoan đã, tôi tính nhầm. Đáp án đúng là {v}.",
           "Suy nghĩ lại, đáp án là {v}.", "Thực ra, đáp án là {v}.", "Bạn hỏi đáp án có phải là {v} không.",
           "Không phải.", "Với dữ kiện này, tôi không thể xác định đáp án.",
           "Một số học sinh nghĩ đáp án là {v}, nhưng điều đó sai.", "Đáp án của giáo viên là {v}, nhưng tôi nghĩ nó sai.",
           "Gợi ý:", "Đáp án của tôi:", "{a} cho câu (a), {b} cho câu (b).", "hoặc", "Các đáp án có thể: {v}.",
           "Kiểm tra lại, chỉ có {v} thỏa mãn.", True),
    "th": ("**คำตอบ:** {v}", "ดังนั้นคำตอบคือ {v}", "คำตอบไม่ใช่ {x} แต่เป็น {y}", "ผิด", "— ไม่ใช่ อันนี้ผิด",
           "แก้ไข: คำตอบคือ {v}", "เดี๋ยวก่อน ผมคำนวณผิด คำตอบที่ถูกต้องคือ {v}", "เมื่อคิดอีกครั้ง คำตอบคือ {v}",
           "ที่จริงแล้ว คำตอบคือ {v}", "คุณถามว่าคำตอบคือ {v} ใช่หรือไม่", "ไม่ใช่",
           "จากข้อมูลนี้ ผมไม่สามารถหาคำตอบได้", "นักเรียนบางคนคิดว่าคำตอบคือ {v} แต่นั่นผิด",
           "คำตอบของครูคือ {v} แต่ผมคิดว่ามันผิด", "คำใบ้:", "คำตอบของผมเอง:", "ข้อ (a) ได้ {a} ข้อ (b) ได้ {b}",
           "หรือ", "คำตอบที่เป็นไปได้: {v}", "ตรวจสอบแล้ว มีเพียง {v} ที่ถูกต้อง", False),
    "nl": ("**Antwoord:** {v}", "Het antwoord is dus {v}.", "Het antwoord is niet {x}, maar {y}.", "fout",
           "— nee, dat is fout.", "Correctie: het antwoord is {v}.", "Wacht, ik heb me vergist. Het juiste antwoord is {v}.",
           "Bij nader inzien is het antwoord {v}.", "Eigenlijk is het antwoord {v}.", "Je vroeg of het antwoord {v} is.",
           "Nee.", "Met deze gegevens kan ik het antwoord niet bepalen.",
           "Sommige leerlingen denken dat het antwoord {v} is, maar dat is fout.",
           "Het antwoord van de leraar is {v}, maar ik denk dat het fout is.", "Hint:", "Mijn eigen antwoord:",
           "{a} voor (a), {b} voor (b).", "of", "Mogelijke antwoorden: {v}.", "Controle: alleen {v} klopt.", True),
    "sv": ("**Svar:** {v}", "Svaret är alltså {v}.", "Svaret är inte {x}, utan {y}.", "fel", "– nej, det är fel.",
           "Rättelse: svaret är {v}.", "Vänta, jag räknade fel. Rätt svar är {v}.", "Vid närmare eftertanke är svaret {v}.",
           "Egentligen är svaret {v}.", "Du frågade om svaret är {v}.", "Nej.",
           "Med dessa uppgifter kan jag inte avgöra svaret.", "Vissa elever tror att svaret är {v}, men det är fel.",
           "Lärarens svar är {v}, men jag tror att det är fel.", "Ledtråd:", "Mitt eget svar:",
           "{a} för (a), {b} för (b).", "eller", "Möjliga svar: {v}.", "Kontroll: bara {v} stämmer.", True),
    "cs": ("**Odpověď:** {v}", "Odpověď je tedy {v}.", "Odpověď není {x}, ale {y}.", "chybně", "– ne, to je špatně.",
           "Oprava: odpověď je {v}.", "Počkejte, spletl jsem se. Správná odpověď je {v}.", "Po zamyšlení je odpověď {v}.",
           "Ve skutečnosti je odpověď {v}.", "Ptáte se, zda je odpověď {v}.", "Ne.",
           "Z těchto údajů nedokážu odpověď určit.", "Někteří žáci si myslí, že odpověď je {v}, ale to je chyba.",
           "Odpověď učitele je {v}, ale myslím, že je špatně.", "Nápověda:", "Moje vlastní odpověď:",
           "{a} pro (a), {b} pro (b).", "nebo", "Možné odpovědi: {v}.", "Zkouška: vyhovuje jen {v}.", True),
    "el": ("**Απάντηση:** {v}", "Άρα η απάντηση είναι {v}.", "Η απάντηση δεν είναι {x}, αλλά {y}.", "λάθος",
           "— όχι, αυτό είναι λάθος.", "Διόρθωση: η απάντηση είναι {v}.",
           "Περιμένετε, έκανα λάθος. Η σωστή απάντηση είναι {v}.", "Αν το ξανασκεφτώ, η απάντηση είναι {v}.",
           "Στην πραγματικότητα, η απάντηση είναι {v}.", "Ρωτήσατε αν η απάντηση είναι {v}.", "Όχι.",
           "Με αυτά τα δεδομένα δεν μπορώ να προσδιορίσω την απάντηση.",
           "Κάποιοι μαθητές πιστεύουν ότι η απάντηση είναι {v}, αλλά αυτό είναι λάθος.",
           "Η απάντηση του καθηγητή είναι {v}, αλλά νομίζω ότι είναι λάθος.", "Υπόδειξη:", "Η δική μου απάντηση:",
           "{a} για το (α), {b} για το (β).", "ή", "Πιθανές απαντήσεις: {v}.", "Επαλήθευση: μόνο το {v} ταιριάζει.", True),
    "he": ("**תשובה:** {v}", "לכן התשובה היא {v}.", "התשובה אינה {x}, אלא {y}.", "שגוי", "— לא, זה שגוי.",
           "תיקון: התשובה היא {v}.", "רגע, טעיתי. התשובה הנכונה היא {v}.", "במחשבה שנייה, התשובה היא {v}.",
           "למעשה, התשובה היא {v}.", "שאלת אם התשובה היא {v}.", "לא.", "מהנתונים האלה אינני יכול לקבוע את התשובה.",
           "יש תלמידים שחושבים שהתשובה היא {v}, אבל זו טעות.", "התשובה של המורה היא {v}, אבל אני חושב שהיא שגויה.",
           "רמז:", "התשובה שלי:", "{a} לסעיף (א), {b} לסעיף (ב).", "או", "תשובות אפשריות: {v}.",
           "בבדיקה, רק {v} מתאים.", False),
}  # fmt: skip
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip

# ================================================================ problems
# key -> (path, gold, working lines, wrong value 1, wrong value 2)
PROB = {
    "tul": ("g", "176", ["7 × 23 = 161", "161 + 15 = 176"], "161", "186"),
    "muf": ("g", "60", ["96 × 3/8 = 36", "96 − 36 = 60"], "36", "56"),
    "bott": ("g", "108", ["4 × 9 = 36", "36 × 3 = 108"], "36", "27"),
    "save": ("g", "410", ["45 × 12 = 540", "540 − 130 = 410"], "540", "670"),
    "town": ("g", "12000", ["12500 − 3100 = 9400", "9400 + 2600 = 12000"], "9400", "18200"),
    "pts": ("g", "15", ["73 − 58 = 15"], "131", "25"),
    "temp": ("g", "4", ["−3 + 7 = 4"], "-10", "10"),
    "sugar": ("g", "0", ["3 × 0.1 = 0.3", "0.3 − 0.3 = 0"], "0.1", "0.2"),
    "rope": ("g", "3.125", ["25 ÷ 8 = 3.125"], "3.13", "3.1"),
    "pens": ("g", "14.97", ["3 × 4.99 = 14.97"], "15", "14.99"),
    "circ": ("m", "\\pi", ["$C = \\pi d = \\pi \\cdot 1 = \\pi$"], "2\\pi", "\\frac{\\pi}{4}"),
    "sinpi": ("m", "0", ["$\\sin \\pi = 0$"], "1", "-1"),
    "third": ("m", "\\frac{1}{3}", ["$\\{3, 6\\}$: $P = \\frac{2}{6} = \\frac{1}{3}$"], "\\frac{1}{2}", "\\frac{1}{6}"),
    "diag": ("m", "4\\sqrt{2}", ["$d = \\sqrt{4^2 + 4^2} = \\sqrt{32} = 4\\sqrt{2}$"], "8", "2\\sqrt{2}"),
    "area": ("m", "4\\pi", ["$S = \\pi r^2 = \\pi \\cdot 2^2 = 4\\pi$"], "16\\pi", "8\\pi"),
    "ivl": ("m", "(-\\infty, 3]", ["$3x + 2 \\le 11 \\Rightarrow 3x \\le 9 \\Rightarrow x \\le 3$"],
            "(-\\infty, 3)", "[3, \\infty)"),
    "pair": ("m", "(7, 3)", ["$2x = 14 \\Rightarrow x = 7$", "$y = 10 - 7 = 3$"], "(3, 7)", "(6, 4)"),
    "gap": ("m", "\\frac{7}{12}", ["$\\frac{3}{4} - \\frac{1}{6} = \\frac{9}{12} - \\frac{2}{12} = \\frac{7}{12}$"],
            "\\frac{11}{12}", "\\frac{5}{12}"),
    "pct": ("m", "28", ["$0.35 \\cdot 80 = 28$"], "45", "52"),
    "hexs": ("m", "720", ["$(6 - 2) \\cdot 180^\\circ = 720^\\circ$"], "120", "1080"),
    "roots": ("m", "-3, 5", ["$x^2 - 2x - 15 = (x - 5)(x + 3) = 0$"], "3, -5", "5"),
}  # fmt: skip
CASES: list[tuple] = []
_SEEN: dict[str, int] = {}


def ph(lang, key):  # noqa: ANN001, ANN201
    return L[lang][LK.index(key)]


def comma(lang):  # noqa: ANN001, ANN201
    return L[lang][-1]


def num(lang, s):  # noqa: ANN001, ANN201
    """A GSM8K number or equation in the language's decimal mark."""
    return re.sub(r"(\d)\.(\d)", r"\1,\2", s) if comma(lang) else s


def mnum(lang, s):  # noqa: ANN001, ANN201
    """A decimal inside $...$: {,} in the languages with a decimal comma."""
    return re.sub(r"(\d)\.(\d)", r"\1{,}\2", s) if comma(lang) else s


def V(lang, key, v, box=False):  # noqa: ANN001, ANN201
    """A value as written: $v$ (or $\\boxed{v}$) for MATH, the language's decimal mark for GSM8K."""
    if PROB[key][0] == "m":
        v = mnum(lang, v)
        return f"$\\boxed{{{v}}}$" if box else f"${v}$"
    return num(lang, v)


def work(lang, key, lines=None):  # noqa: ANN001, ANN201
    lines = PROB[key][2] if lines is None else lines
    f = num if PROB[key][0] == "g" else mnum
    return "\n".join(f(lang, x) for x in lines) + "\n\n"


CLS = ["x", "n", "w", "r", "q", "p"]
PLIST = {
    ("x", "g"): ["sugar", "rope", "pens"], ("x", "m"): ["circ", "sinpi", "third", "diag", "area"],
    ("n", "g"): ["tul", "muf", "bott", "save", "town"], ("n", "m"): ["pair", "gap", "ivl", "roots", "hexs"],
    ("r", "g"): ["tul", "muf", "pts", "save", "bott", "temp"],
    ("r", "m"): ["gap", "ivl", "pair", "third", "hexs", "diag"],
    ("q", "g"): ["muf", "save", "tul", "town", "pts"], ("q", "m"): ["ivl", "pair", "circ", "gap", "roots"],
    ("p", "g"): ["bott", "tul", "save", "pts", "muf"], ("p", "m"): ["roots", "pair", "gap", "ivl", "hexs", "area"],
}  # fmt: skip
W3 = {("g", "A"): ["minus", "fewer", "thou", "pct", "each"], ("g", "B"): ["deg", "more", "thouB", "bottl", "cur"],
      ("m", "A"): ["mpct", "meach", "mless"], ("m", "B"): ["mdeg", "mpctB", "mmore", "munit"]}  # fmt: skip
DROP = {"id": ("B", "m"), "vi": ("B", "m"), "th": ("B", "g"), "nl": ("B", "g"),
        "sv": ("A", "m"), "cs": ("A", "m"), "el": ("A", "g"), "he": ("A", "g")}  # fmt: skip


def plan():  # noqa: ANN201
    """(lang, class, kind, path) slots: 12 a language, one of them dropped for the 8 eleven-probe languages."""
    out = []
    for li, lg in enumerate(LANG):
        slots = []
        for c, cls in enumerate(CLS):
            pa = "g" if (c + li) % 2 == 0 else "m"
            pb = "m" if pa == "g" else "g"
            slots += [(lg, cls, "A", pa), (lg, cls, "B", pb)]
        if lg in DROP:
            kind, path = DROP[lg]
            order = [(li + j) % 6 for j in range(6)]
            for c in order:
                s = (lg, CLS[c], kind, path)
                if s in slots:
                    slots.remove(s)
                    break
        out += slots
    return out


# ================================================================ class w: words after the number, hand-written
# (lang, variant) -> (problem, truth, form, final lines, English gloss, why)
WP = {"minus": "temp", "fewer": "pts", "thou": "save", "pct": "pts", "each": "bott", "deg": "temp",
      "more": "pts", "thouB": "town", "bottl": "bott", "cur": "save", "mpct": "pct", "meach": "hexs",
      "mless": "gap", "mdeg": "hexs", "mpctB": "pct", "mmore": "gap", "munit": "area"}  # fmt: skip
WWHY = {
    "minus": "the number word 'minus' turns the gold 4 into -4",
    "fewer": "'15 fewer' reverses the difference asked (how many MORE did red score): -15",
    "thou": "'410 thousand' is 410000, not the 410 left",
    "pct": "'15% more points' is a percent, not the 15 points asked",
    "each": "'108 per team' is a per-team count (432 in all), not the total 108",
    "deg": "a unit word (degrees Celsius) after the right value",
    "more": "'15 points more' restates the difference asked; the direction word agrees with the question",
    "thouB": "'12 thousand' is 12000, the gold, written with the language's thousand word",
    "bottl": "the right total with a unit word, then a gloss (36 players, 3 each) whose last number is not the answer",
    "cur": "the right value with its currency word, then a gloss naming the 130 spent",
    "mpct": "'28 percent' for the amount 28 (35% of 80 is the number 28, not 28%)",
    "meach": "the working reaches the sum 720, but the answer sentence states one angle, 120 each",
    "mless": "'7/12 less than 1/6' reverses the sign of the difference asked (3/4 exceeds 1/6 by 7/12)",
    "mdeg": "a unit word (degrees) after the boxed right value",
    "mpctB": "the boxed right value, then a gloss '35 percent of 80'",
    "mmore": "'exceeds by 7/12' restates the difference asked in words, with the right direction",
    "munit": "a unit word (square centimetres) after the boxed right value",
}
B28 = "$\\boxed{28}$"
B720 = "$\\boxed{720}$"
B120 = "$\\boxed{120}$"
B712 = "$\\boxed{\\frac{7}{12}}$"
B4PI = "$\\boxed{4\\pi}$"
F34, F16 = "$\\frac{3}{4}$", "$\\frac{1}{6}$"
W3T = {
    ("zh", "minus"): ("**答案：**零下 4 摄氏度", "**Answer:** minus 4 degrees Celsius (below zero)"),
    ("zh", "mdeg"): (f"所以六边形的内角和是 {B720} 度。", "So the interior angle sum of the hexagon is [boxed 720] degrees."),
    ("ja", "mpct"): (f"**答え：**{B28} パーセント", "**Answer:** [boxed 28] percent"),
    ("ja", "deg"): ("**答え：**正午の気温は 4 度（摂氏4度）です。", "**Answer:** the noon temperature is 4 degrees (4 degrees Celsius)."),
    ("ko", "fewer"): ("따라서 빨간 팀은 파란 팀보다 15점 적게 득점했습니다.", "So the red team scored 15 points fewer than the blue team."),
    ("ko", "mpctB"): (f"**정답:** {B28}, 즉 80의 35퍼센트입니다.", "**Answer:** [boxed 28], that is, 35 percent of 80."),
    ("es", "meach"): (f"Por lo tanto, cada ángulo interior mide {B120} grados.", "Therefore, each interior angle measures [boxed 120] degrees."),
    ("es", "more"): ("Por lo tanto, el equipo rojo anotó 15 puntos más que el azul.", "Therefore, the red team scored 15 points more than the blue one."),
    ("pt", "thou"): ("**Resposta:** 410 mil dólares", "**Answer:** 410 thousand dollars"),
    ("pt", "mmore"): (f"Portanto, {F34} excede {F16} em {B712}.", "Therefore, 3/4 exceeds 1/6 by [boxed 7/12]."),
    ("fr", "mless"): (f"Donc, {F34} est inférieur de {B712} à {F16}.", "So 3/4 is [boxed 7/12] less than 1/6."),
    ("fr", "thouB"): ("**Réponse :** 12 mille habitants", "**Answer:** 12 thousand residents"),
    ("de", "pct"): ("**Antwort:** Das rote Team hat 15 % mehr Punkte erzielt.", "**Answer:** The red team scored 15 % more points."),
    ("de", "munit"): (f"**Antwort:** {B4PI} Quadratzentimeter", "**Answer:** [boxed 4 pi] square centimetres"),
    ("it", "mpct"): (f"**Risposta:** {B28} per cento", "**Answer:** [boxed 28] percent"),
    ("it", "bottl"): ("**Risposta:** 108 bottiglie in tutto (36 giocatori, 3 bottiglie ciascuno).", "**Answer:** 108 bottles in all (36 players, 3 bottles each)."),
    ("ru", "each"): ("**Ответ:** по 108 бутылок на каждую команду.", "**Answer:** 108 bottles for each team."),
    ("ru", "mdeg"): (f"**Ответ:** {B720} градусов.", "**Answer:** [boxed 720] degrees."),
    ("uk", "meach"): (f"Отже, кожен внутрішній кут дорівнює {B120} градусам.", "So each interior angle equals [boxed 120] degrees."),
    ("uk", "cur"): ("**Відповідь:** залишиться 410 доларів (після витрат у 130 доларів).", "**Answer:** 410 dollars will remain (after spending 130 dollars)."),
    ("pl", "minus"): ("**Odpowiedź:** minus 4 stopnie Celsjusza", "**Answer:** minus 4 degrees Celsius"),
    ("pl", "mpctB"): (f"**Odpowiedź:** {B28}, czyli 35 procent z 80.", "**Answer:** [boxed 28], that is, 35 percent of 80."),
    ("tr", "mless"): (f"Dolayısıyla {F34}, {F16}'dan {B712} daha küçüktür.", "So 3/4 is [boxed 7/12] smaller than 1/6."),
    ("tr", "deg"): ("**Cevap:** Öğlen sıcaklık 4 santigrat derece.", "**Answer:** The noon temperature is 4 degrees Celsius."),
    ("ar", "fewer"): ("إذن سجّل الفريق الأحمر 15 نقطة أقل من الفريق الأزرق.", "So the red team scored 15 points fewer than the blue team."),
    ("ar", "mmore"): (f"إذن {F34} أكبر من {F16} بمقدار {B712}.", "So 3/4 is greater than 1/6 by [boxed 7/12]."),
    ("fa", "mpct"): (f"**پاسخ:** {B28} درصد", "**Answer:** [boxed 28] percent"),
    ("fa", "more"): ("بنابراین تیم قرمز 15 امتیاز بیشتر از تیم آبی گرفت.", "So the red team got 15 points more than the blue team."),
    ("hi", "thou"): ("**उत्तर:** 410 हज़ार डॉलर", "**Answer:** 410 thousand dollars"),
    ("hi", "munit"): (f"**उत्तर:** {B4PI} वर्ग सेंटीमीटर", "**Answer:** [boxed 4 pi] square centimetres"),
    ("bn", "meach"): (f"সুতরাং প্রতিটি অন্তঃকোণ {B120} ডিগ্রি।", "So each interior angle is [boxed 120] degrees."),
    ("bn", "thouB"): ("**উত্তর:** 12 হাজার বাসিন্দা", "**Answer:** 12 thousand residents"),
    ("id", "pct"): ("**Jawaban:** tim merah mencetak 15% poin lebih banyak.", "**Answer:** the red team scored 15% more points."),
    ("id", "mdeg"): (f"**Jawaban:** {B720} derajat", "**Answer:** [boxed 720] degrees"),
    ("vi", "mless"): (f"Vậy {F34} nhỏ hơn {F16} một lượng là {B712}.", "So 3/4 is smaller than 1/6 by [boxed 7/12]."),
    ("vi", "bottl"): ("**Đáp số:** tổng cộng 108 chai (36 cầu thủ, mỗi người 3 chai).", "**Answer:** 108 bottles in total (36 players, 3 bottles each)."),
    ("th", "each"): ("**คำตอบ:** ทีมละ 108 ขวด", "**Answer:** 108 bottles per team"),
    ("th", "mpctB"): (f"**คำตอบ:** {B28} ซึ่งก็คือ 35 เปอร์เซ็นต์ของ 80", "**Answer:** [boxed 28], which is 35 percent of 80"),
    ("nl", "mpct"): (f"**Antwoord:** {B28} procent", "**Answer:** [boxed 28] percent"),
    ("sv", "minus"): ("**Svar:** minus 4 grader Celsius", "**Answer:** minus 4 degrees Celsius"),
    ("sv", "mmore"): (f"Alltså är {F34} {B712} större än {F16}.", "So 3/4 is [boxed 7/12] greater than 1/6."),
    ("cs", "meach"): (f"Každý vnitřní úhel má tedy {B120} stupňů.", "So each interior angle is [boxed 120] degrees."),
    ("cs", "cur"): ("**Odpověď:** zbude 410 dolarů (po utracení 130 dolarů).", "**Answer:** 410 dollars will be left (after spending 130 dollars)."),
    ("el", "fewer"): ("Άρα η κόκκινη ομάδα σημείωσε 15 πόντους λιγότερους από την μπλε.", "So the red team scored 15 points fewer than the blue one."),
    ("el", "munit"): (f"**Απάντηση:** {B4PI} τετραγωνικά εκατοστά", "**Answer:** [boxed 4 pi] square centimetres"),
    ("he", "mless"): (f"לכן {F34} קטן מ-{F16} ב-{B712}.", "So 3/4 is smaller than 1/6 by [boxed 7/12]."),
    ("he", "deg"): ("**תשובה:** 4 מעלות צלזיוס", "**Answer:** 4 degrees Celsius"),
}  # fmt: skip
# ================================================================ closings of the template classes
XA = {  # exactness, kind A: (working lines, value stated, phrase)
    "sugar": (["0.3 − 3 × 0.1 = -5.551115123125783e-17"], "-5.551115123125783e-17", "ans"),
    "rope": (["25 ÷ 8 = 3.125 ≈ 3.13"], "3.13", "is"),
    "pens": (["3 × 4.99 = 14.97 ≈ 15"], "15", "ans"),
    "circ": (["$C = \\pi d = \\pi \\cdot 1 \\approx 3.14$"], "3.14", "ans"),
    "sinpi": (["$\\sin \\pi \\approx 1.2246 \\times 10^{-16}$"], "1.2246 \\times 10^{-16}", "is"),
    "third": (["$P = \\frac{2}{6} \\approx 0.33$"], "0.33", "ans"),
    "diag": (["$d = \\sqrt{4^2 + 4^2} = \\sqrt{32} \\approx 5.66$"], "5.66", "ans"),
    "area": (["$S = \\pi r^2 = \\pi \\cdot 2^2 \\approx 12.57$"], "12.57", "is"),
}  # fmt: skip
XA2 = {
    "circ": "3.1416",
    "third": "0.333",
    "diag": "5.657",
    "area": "12.566",
    "sinpi": "1.22 \\times 10^{-16}",
}
XB = {  # exactness, kind B: (working lines, value stated, phrase, gloss after)
    "sugar": (["3 × 0.1 = 0.3", "0.3 − 0.3 = 0", "(Python: 0.3 - 3*0.1 → -5.551115123125783e-17 ≈ 0)"], "0", "ans", ""),
    "rope": (["25 ÷ 8 = 3.125"], "3.125", "ans", ""),
    "pens": (["3 × 4.99 = 14.97 (≈ 15)"], "14.97", "ans", ""),
    "circ": (None, "\\pi", "ans", " ($\\approx 3.1416$)"),
    "sinpi": (["$\\sin \\pi = 0$", "($\\texttt{math.sin(math.pi)} = 1.2246 \\times 10^{-16}$)"], "0", "is", ""),
    "third": (["$P = \\frac{2}{6} \\approx 0.33$"], "\\frac{1}{3}", "ans", ""),
    "diag": (["$d = \\sqrt{4^2 + 4^2} \\approx 5.66$"], "\\sqrt{32}", "ans", ""),
    "area": (None, "4\\pi", "is", " ($\\approx 12.57$)"),
}  # fmt: skip
XB2 = {"third": "\\frac{2}{6}", "circ": "\\pi"}
XBWHY = {
    "sugar": "the exact 0 committed after a floating-point residue (-5.55e-17) shown in the working",
    "rope": "the exact three-decimal value 3.125 (not rounded to 3.13)",
    "pens": "the exact 14.97 committed after a rounded gloss (about 15) in the working",
    "circ": "the exact {val} committed, then a rounded gloss (about 3.1416) after it",
    "sinpi": "the exact 0 committed after a floating-point value (1.2246e-16) shown in the working",
    "third": "the exact fraction {val} committed after a rounded 0.33 in the working",
    "diag": "the exact radical \\sqrt{{32}} (= 4\\sqrt{{2}}) committed after a rounded 5.66 in the working",
    "area": "the exact 4\\pi committed, then a rounded gloss (about 12.57) after it",
}
SH = {("n", "A"): ["strike", "tag", "nowrong", "notbut", "neq", "strikeonly"],
      ("n", "B"): ["strike", "tag", "nowrong", "notbut", "neq"],
      ("r", "A"): ["corr", "wait", "refl", "act"], ("r", "B"): ["wait", "corr", "act", "refl"],
      ("q", "A"): ["hint", "asked", "some", "teach", "refuse"], ("q", "B"): ["hint", "asked", "some", "teach"],
      ("p", "A"): ["parts", "hedge", "cand", "partsr"], ("p", "B"): ["cand", "hedge2", "nat"],
      ("x", "A"): ["x"], ("x", "B"): ["x"]}  # fmt: skip
WHY = {
    ("x", "A"): "a value very close to the gold but not equal ({val}) stated as the final answer",
    (
        "x",
        "B",
    ): "an exact form equal to the gold ({val}), after a rounded or floating-point value in the working",
    ("n", "A", "strike"): "the gold struck through, then {w} as the answer",
    ("n", "A", "tag"): "the gold stated and tagged as incorrect, then {w} as the answer",
    ("n", "A", "nowrong"): "the gold given, retracted with 'no, that is wrong', then {w}",
    ("n", "A", "notbut"): "'not the gold, but {w}'",
    ("n", "A", "neq"): "the answer {w}, annotated with '{w} != gold'",
    (
        "n",
        "A",
        "strikeonly",
    ): "the only answer given is struck through: nothing committed (no_answer)",
    ("n", "B", "strike"): "{w} struck through, then the right value",
    ("n", "B", "tag"): "{w} tagged as incorrect, then the right value as the answer",
    ("n", "B", "nowrong"): "{w} retracted with 'no, that is wrong', then the right value",
    ("n", "B", "notbut"): "'not {w}, but' the right value",
    ("n", "B", "neq"): "the right answer, annotated with 'gold != {w}'",
    ("r", "A"): "the right value, then a retraction ({how}) to {w}",
    ("r", "B"): "{w} first, then a retraction ({how}) that lands on the gold",
    ("q", "A", "hint"): "a quoted hint '#### gold' / boxed gold, then the model's own answer {w}",
    ("q", "A", "asked"): "'you asked whether the answer is gold', then the model's own answer {w}",
    ("q", "A", "some"): "'some students think gold, but that is a mistake', then {w}",
    ("q", "A", "teach"): "the teacher's answer (gold) quoted and disputed, then {w}",
    (
        "q",
        "A",
        "refuse",
    ): "'you asked whether the answer is gold', then a refusal: no answer of the model's own",
    ("q", "B", "hint"): "a quoted hint with {w}, then the model's own right answer",
    ("q", "B", "asked"): "'you asked whether the answer is {w}' - 'No.' - then the right answer",
    ("q", "B", "some"): "'some students think {w}, but that is a mistake', then the right answer",
    ("q", "B", "teach"): "the teacher's answer {w} quoted and disputed, then the right answer",
    ("p", "A", "parts"): "answers for invented parts: gold for (a), {w} for (b)",
    (
        "p",
        "A",
        "partsr",
    ): "answers for invented parts: {w} for (a), gold for (b) - the gold last, but two answers",
    ("p", "A", "hedge"): "a hedge 'gold or {w}'",
    ("p", "A", "cand"): "a list of candidates ({w}, gold) as the final answer",
    (
        "p",
        "B",
        "cand",
    ): "a list of candidates, a check that keeps only the gold, then the right answer",
    ("p", "B", "hedge2"): "'{w} or gold?', a check that keeps only the gold, then the right answer",
    (
        "p",
        "B",
        "nat",
    ): "the answer has two parts that together are the gold (both roots / both coordinates)",
}
RHOW = {
    "corr": "'Correction:'",
    "wait": "'Wait, I made a mistake'",
    "refl": "'On reflection'",
    "act": "'Actually'",
}


def closing(lang, cls, kind, shape, key, alt=False):  # noqa: ANN001, ANN201, C901, PLR0911, PLR0912
    """(text, truth, why-value) of one template probe in `lang` ('en' for the gloss)."""
    path, gold, lines, w1, w2 = PROB[key]
    F = lambda k, **kw: ph(lang, k).format(**kw)  # noqa: E731
    v = lambda x, box=False: V(lang, key, x, box)  # noqa: E731
    ismath = path == "m"
    wk = work(lang, key)
    if cls == "x":
        if kind == "A":
            wl, val, phr = XA[key]
            if alt and key in XA2:
                val = XA2[key]
                wl = [wl[0].replace(XA[key][1], val)]
            if key == "sugar":  # a copied float, dot kept
                return "\n".join(wl) + "\n\n" + F(phr, v=val), W, val
            return work(lang, key, wl) + F(phr, v=v(val, True)), W, val
        wl, val, phr, after = XB[key]
        if alt and key in XB2:
            val = XB2[key]
        wtxt = (
            work(lang, key, wl)
            if wl and key != "sugar"
            else wk
            if not wl
            else ("\n".join(num(lang, x) if i < 2 else x for i, x in enumerate(wl)) + "\n\n")
        )
        return wtxt + F(phr, v=v(val, True)) + mnum(lang, after), C, val
    g, w = v(gold), v(w1)
    gb, wb = v(gold, True), v(w1, True)
    if kind == "B":  # the mirror: the wrong value negated / quoted / retracted, the gold committed
        g, w, gb, wb = w, g, wb, gb
    if cls == "n":
        neq = (
            f"(${mnum(lang, w1 if kind == 'A' else gold)} \\neq {mnum(lang, gold if kind == 'A' else w1)}$)"
            if ismath
            else f"({num(lang, w1 if kind == 'A' else gold)} ≠ {num(lang, gold if kind == 'A' else w1)})"
        )
        t = {
            "strike": F("ans", v=f"~~{gb}~~ {wb}"),
            "tag": F("is", v=g) + f" ({ph(lang, 'bad')})\n\n" + F("ans", v=wb),
            "nowrong": F("ans", v=gb) + " " + ph(lang, "nowrong") + "\n" + F("is", v=wb),
            "notbut": F("notbut", x=g, y=wb),
            "neq": F("ans", v=wb) + " " + neq,
            "strikeonly": F("ans", v=f"~~{gb}~~"),
        }[shape]
        return wk + t, (N if shape == "strikeonly" else W if kind == "A" else C), w1
    if cls == "r":
        return wk + F("ans", v=gb) + "\n\n" + F(shape, v=wb), (W if kind == "A" else C), w1
    if cls == "q":
        if shape == "hint":
            quoted = (
                f"> $\\boxed{{{mnum(lang, gold if kind == 'A' else w1)}}}$"
                if ismath
                else f"> #### {g}"
            )
            body = "" if kind == "A" else wk
            return (
                f"{ph(lang, 'hint')}\n{quoted}\n\n" + body + ph(lang, "mine") + " " + wb,
                (W if kind == "A" else C),
                w1,
            )
        if shape == "refuse":
            return F("asked", v=g) + " " + ph(lang, "cant"), N, w1
        lead = {
            "asked": F("asked", v=g) + (" " + ph(lang, "no") if kind == "B" else ""),
            "some": F("some", v=g),
            "teach": F("teach", v=g),
        }[shape]
        return lead + "\n\n" + wk + F("ans", v=wb), (W if kind == "A" else C), w1
    if cls == "p":
        orw = ph(lang, "or")
        if kind == "A":
            t = {
                "parts": F("parts", a=gb, b=wb),
                "partsr": F("parts", a=wb, b=gb),
                "hedge": F("is", v=f"{gb} {orw} {wb}"),
                "cand": F("cand", v=f"{w}, {g}"),
            }[shape]
            return wk + t, W, w1
        # kind B (g, w swapped above: w is the gold here)
        gold_b, wrong_v, w2v = v(gold, True), v(w1), v(w2)
        if shape == "nat":
            t = F(
                "ans", v=("$x = -3$ " + orw + " $x = 5$") if key == "roots" else "$x = 7$, $y = 3$"
            )
            return wk + t, C, w1
        if shape == "cand":
            t = (
                F("cand", v=f"{wrong_v}, {v(gold)}, {w2v}")
                + "\n"
                + F("only", v=v(gold))
                + "\n\n"
                + F("ans", v=gold_b)
            )
        else:
            t = f"{wrong_v} {orw} {v(gold)}?\n" + F("only", v=v(gold)) + "\n\n" + F("ans", v=gold_b)
        return wk + t, C, w1
    raise ValueError(cls)


# ================================================================ assembly
def form_of(text, truth, cls):  # noqa: ANN001, ANN201
    if truth == N:
        return "no_answer"
    last = text.strip().splitlines()[-1]
    if "\\boxed" in last:
        return "boxed"
    if last.startswith("**") or ":" in last or "：" in last:
        return "final_answer_phrase"
    return "prose_sentence" if cls == "w" else "answer_is"


def add(lang, cls, kind, shape, key, text, truth, gloss, why, debatable=False):  # noqa: ANN001, ANN201
    path = PROB[key][0]
    base = (
        f"{cls}_{shape}"
        + ("_m" if path == "m" else "")
        + ("_ok" if kind == "B" else "")
        + f"_{lang}_{key}"
    )
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    note = f"{LANG[lang]}: '{gloss}' - {why}"
    make = m if path == "m" else g
    CASES.append(
        make(cid, kind, PROB[key][1], truth, form_of(text, truth, cls), text, note, debatable)
    )


DEBATABLE = {("ja", "mpct")}
_pc: dict = {}
_sc: dict = {}
_alt: dict = {}
for lg, cls, kind, path in plan():
    if cls == "w":
        lst = W3[(path, kind)]
        i = _sc.get(("w", path, kind), 0)
        _sc[("w", path, kind)] = i + 1
        var = lst[i % len(lst)]
        key = WP[var]
        final, gloss = W3T[(lg, var)]
        truth = C if kind == "B" else W
        add(
            lg,
            "w",
            kind,
            var,
            key,
            work(lg, key) + final,
            truth,
            gloss,
            WWHY[var],
            (lg, var) in DEBATABLE,
        )
        continue
    keys = PLIST[(cls, path)]
    i = _pc.get((cls, path, kind), 0)
    _pc[(cls, path, kind)] = i + 1
    key = keys[(i + (1 if kind == "B" else 0)) % len(keys)]
    shapes = SH[(cls, kind)]
    j = _sc.get((cls, kind), 0)
    _sc[(cls, kind)] = j + 1
    shape = shapes[j % len(shapes)]
    if cls == "p" and kind == "B":
        shape = "nat" if key in ("roots", "pair") else ("cand" if j % 2 == 0 else "hedge2")
    alt = False
    if cls == "x":
        alt = _alt.get((key, kind), 0) % 2 == 1
        _alt[(key, kind)] = _alt.get((key, kind), 0) + 1
    text, truth, val = closing(lg, cls, kind, shape, key, alt)
    en_text, _, _ = closing("en", cls, kind, shape, key, alt)
    wl = set(PROB[key][2]) if cls != "x" else set()
    gloss = " / ".join(x for x in en_text.strip().splitlines() if x.strip() and x not in wl)
    if cls == "x":
        why = WHY[("x", kind)].format(val=val) if kind == "A" else XBWHY[key].format(val=val)
        shape = "near" if kind == "A" else "exact"
    elif cls == "r":
        why = WHY[("r", kind)].format(how=RHOW[shape], w=PROB[key][3])
    else:
        why = WHY[(cls, kind, shape)].format(w=PROB[key][3])
    add(lg, cls, kind, shape, key, text, truth, gloss, why)

DECISIONS = {
    "w_mpct_m_ja_pct": (
        "reject",
        "'35% of 80' is the number 28; '28 パーセント' (28 percent) states a percentage, 0.28, not the amount asked; a lenient reader may take the percent word as a unit and accept it",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam168", CASES, [], DECISIONS)
