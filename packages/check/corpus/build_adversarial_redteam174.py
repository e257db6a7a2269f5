r"""Build adversarial_redteam174.jsonl: round 174 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam174"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam168.py / build_adversarial_redteam170.py /
build_adversarial_redteam172.py (structure, docstring, label conventions, DECISIONS; their "Aim"
paragraphs read to AVOID their shapes) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: BASE-MODEL PROSE and ANSWERS IN WORDS, written IN 24 LANGUAGES other than English
(Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek,
Hebrew), as base and small multilingual models write them when no format is asked: an opener and
"First, ... / Then, ..." working with language-neutral equations (decimal comma where the language
uses it; MATH in plain text: sqrt(3)/3, pi/4, x ∈ [1, 5), x^2 + 1), then the answer in ONE
concluding sentence with no marker (no "answer:", no box): the value in digits, in the language's
number words (doce, douze, zwölf, двенадцать, 十二, 열두, बारह, ...), its "a dozen" word
(docena, Dutzend, дюжина, 一打, 한 다스, दर्जन, ...), a fraction in words (tres cuartos, drei
Viertel, 四分之三, سه چهارم), an ordinal (decimoquinto, fünfzehnte, 第十五项, 열다섯 번째),
number-first ("12 galletas es lo que le queda a Ana."), a word with digits after it, or an amount
in the language's honest notation (15.455 €, 15 455 руб., ۱۵٬۴۵۵ دلار and ১৫,৪৫৫ টাকা in native digits,
15,25 zł). Then what base models add after the answer: an invented "Question:" turn in the language
(a farmer's cows, pencils in boxes) answered or not, the question itself restated as a "Question:"
turn with its numbers (4 trays of 9 cookies, 24 given away: in half of the cookie probes), an
invented "User:" turn, an invented next "Problem:" with its solution, a sign-off, or a new
sentence / question cut mid-word.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: Ana bakes 4 trays of 9 cookies and gives away 24, left -> 12 (4 × 9 = 36 baked; 36 − 24 =
12); Marta has 5 packs of 6 pens and gives half to her brother, the brother's -> 15 (5 × 6 = 30);
Leo is 3 times his sister's age, 32 together, the SISTER's age -> 8 (x + 3x = 32, x = 8; Leo 24);
rent 1280 a month for 12 months plus a 95 fee -> 15455 (1280 × 12 = 15360; + 95 = 15455); 3
sandwiches at 4.25 and a 2.50 juice -> 15.25 (3 × 4.25 = 12.75 subtotal; + 2.50 = 15.25).
MATH: tan 30° -> \frac{\sqrt{3}}{3} (= 1/sqrt(3); sine and cosine swapped give sqrt(3)); arctan 1
in radians -> \frac{\pi}{4} (45/180 slipped to 1/2 gives pi/2); 2 <= x + 1 < 6 in interval
notation -> [1,5) ((1, 5) with the closed end lost); the quotient of x^3 + x^2 + x + 1 by x + 1 ->
x^2+1 ((x + 1)(x^2 + 1) is the dividend); two fair coins, P(at least one head) -> \frac{3}{4}
(P(no head) = 1/4); the number of positive divisors of 60 -> 12 (60 = 2^2 · 3 · 5, 3 · 2 · 2 = 12;
2 · 2 · 2 = 8 without raising exponents); which term of 2, 5, 8, ... is 44 -> 15 (2 + 3(n − 1) =
44, n − 1 = 14, n = 15). Invented turns: cows 7 + 6 = 13, 9 + 4, 9 + 8 = 17, 5 + 9 (unanswered),
pencils 6 × 3 = 18, "7 × 8?"; next problems tan 60° = sqrt(3), arctan sqrt(3) = pi/3, 3 <= 2x + 1
< 9 -> [1, 4), (x^3 − 1)/(x − 1) = x^2 + x + 1, P(2 heads) = 1/4, d(36) = 9, a_10 = 29; texts under
200 characters (mostly CJK) get more invented turns inserted right after the closing sentence (cows
6 + 8 = 14, pencils 4 × 5 = 20, cows 8 + 5 unanswered, a sign-off, pencils a × (a + 3); problems
2^5 = 32, 7!/5! = 42, sqrt(49) = 7, a sign-off, 11^2 ...), and the `cut_` probes write their working
out again (a loop) before the cut sentence; none of these values is the gold. The ones
answered WITH THE GOLD (kind A): cows 7 + 8 = 15, pencils 5 × 3 = 15, cot 60° = sqrt(3)/3,
arcsin(sqrt(2)/2) = pi/4, -1 <= x - 2 < 3 -> [1, 5), (x^4 − 1)/(x^2 − 1) = x^2 + 1, d(72) = 4 · 3
= 12, a_5 of 3, 6, 9, ... = 15.

Classes (id prefix, then `m_` for a MATH probe, `ok_` for kind B, then the language code and the
problem key):
  kind B (correct): `wd_` the gold in number words before a counted noun (GSM8K cookies; MATH
  divisors); `dozen_` "a dozen cookies" in the language; `nf_` a number-first sentence; `grp_`
  15455 with the language's thousands mark (dot in es/pt/de/it/tr/id/vi/nl/el, narrow no-break space
  in fr, no-break space in ru/uk/pl/sv/cs, comma elsewhere; native digits in fa and bn) and currency;
  `dec_` 15.25 with its decimal mark and currency; `wdig_` a number word with the same digits after
  it; `both_` (debatable, 2) the sister's age and Leo's in one sentence; `frw_m_` "three quarters" in
  words; `pt_m_` plain-text math equal to the gold; `ord_m_` the ordinal "fifteenth" for "which
  term". Each followed by a base-model continuation whose numbers are not the gold.
  kind A (wrong / no_answer): `tot_` the cookies baked (36, in words or digits) stated as the
  answer; `next_` the working stops at 30 pens in total and the closing sentence says so, then an
  invented "Question:" turn answered with the gold 15; `dis_` a number word with DIFFERENT digits
  ("eight (18)"); `other_` Leo's age in words for the sister's; `sub_` the sandwiches' subtotal
  12.75; `hedge_` "twelve or fifteen" in words; `cut_` the closing sentence cut mid-word before its
  value after working that reaches the gold (no_answer); `frw_m_` "one quarter" (the complement) in
  words, half of them after working that reaches 3/4; `pt_m_` plain-text math that differs (half
  followed by an invented next problem solved WITH THE GOLD); `ord_m_` "fourteenth" (off by one);
  `wd_m_` "eight" divisors then an invented problem d(72) = 12; `cut_m_` (no_answer).
12 probes per language (6 A / 6 B, 6 GSM8K / 6 MATH) for zh ja ko es pt fr de it ru uk pl tr ar fa
hi bn; 11 for id vi th nl (6 A, 5 B; 6 GSM8K / 5 MATH: no `ord_m_ok_` / `wd_m_ok_`) and sv cs el he
(5 A, 6 B; 5 GSM8K / 6 MATH: no third GSM8K kind A). Kind A 140, kind B 140; GSM8K 140, MATH 140.
Every note opens with the language, says why the label, and carries an English gloss of the final
lines (the closing sentence and what follows it).

Label conventions (corpus/README.md "How labels were made"; rounds 168-172): the model's LAST
committed final answer TO THIS PROBLEM counts, and in base-model prose that is the concluding
sentence after the working; what the model invents past it (a "Question:" / "User:" / "Problem:"
turn in the language, answered or not, a sign-off, a sentence cut mid-word) is not its answer to
this problem, even when that invented turn's value is the gold; a number word, a dozen word, a
fraction in words and an ordinal answering "which term" are the number they spell; a counted noun
or currency after the value is correct; the language's thousands mark and decimal mark are read as
the language writes them (15.455 € in Spanish is 15455); plain-text math equal to the gold
(1/sqrt(3) for \frac{\sqrt{3}}{3}, x² + 1, π/4) is correct; a closing sentence that states a
subtotal, another quantity than the one asked (the cookies baked, Leo's age, the pens in total, the
complement probability, the dividend), a hedge between two values, or a number word with different
digits is wrong even when the gold is the result of the last working line; a closing sentence cut
before its value, with no other answer stated, is no_answer. Debatable probes carry
`debatable=True` and a DECISIONS entry (2 of 280): a closing sentence that answers the sister's age
and then adds Leo's age (the last number written is not the answer).

Usage: python build_adversarial_redteam174.py  (writes adversarial_redteam174.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

# ================================================================ phrases
KEYS = (
    "open first then ck ckd nf cktot pentot rent lunch lunchsub sis leo both prob term div so quot cut "
    "Q A P S user sign farm farmans box boxans compute or"
).split()
# per language: the phrase list (KEYS order), number words for 8 12 15 24 30 36, three quarters, one
# quarter, 15th, 14th, the currency format, the thousands mark, the decimal mark, native digits
L = {
    "en": (["Let's solve it step by step.", "First, {e}.", "Then, {e}.", "Ana has {v} cookies left.",
            "Ana has a dozen cookies left.", "{v} cookies is what Ana has left.", "Ana baked {v} cookies in all.",
            "Marta has {v} pens in total.", "In one year the family pays {v}.", "Pablo pays {v} in total.",
            "The sandwiches cost {v}.", "The sister is {v} years old.", "Leo is {v} years old.",
            "The sister is {v} years old and Leo is {w}.", "The probability is {v}.",
            "So 44 is the {v} term of the sequence.", "So 60 has {v} positive divisors.", "So {m}.",
            "The quotient is {m}.", "Now let's try another similar problem with bigger numbers.", "Question:",
            "Answer:", "Problem:", "Solution:", "User: Thanks! And what is {e}?", "I hope this helps!",
            "A farmer has {a} cows and buys {b} more. How many cows does he have now?",
            "{a} + {b} = {c}. The farmer has {c} cows.", "A box holds {a} pencils. How many pencils are in {b} boxes?",
            "{a} × {b} = {c}. There are {c} pencils.", "Compute {e}.", "or"],
           ["eight", "twelve", "fifteen", "twenty-four", "thirty", "thirty-six"], "three quarters", "one quarter",
           "fifteenth", "fourteenth", "${v}", ",", ".", None),
    "es": (["Vamos a resolverlo paso a paso.", "Primero, {e}.", "Luego, {e}.", "A Ana le quedan {v} galletas.",
            "A Ana le queda una docena de galletas.", "{v} galletas es lo que le queda a Ana.",
            "Ana horneó {v} galletas en total.", "Marta tiene {v} bolígrafos en total.",
            "En un año la familia paga {v}.", "Pablo paga {v} en total.", "Los bocadillos cuestan {v}.",
            "La hermana tiene {v} años.", "Leo tiene {v} años.", "La hermana tiene {v} años y Leo, {w}.",
            "La probabilidad es de {v}.", "Por lo tanto, 44 es el {v} término de la sucesión.",
            "Así que 60 tiene {v} divisores positivos.", "Por lo tanto, {m}.", "El cociente es {m}.",
            "Ahora intentemos otro problema parecido con números más grandes.", "Pregunta:", "Respuesta:",
            "Problema:", "Solución:", "Usuario: ¡Gracias! ¿Y cuánto es {e}?", "¡Espero que te sirva!",
            "Un granjero tiene {a} vacas y compra {b} más. ¿Cuántas vacas tiene ahora?",
            "{a} + {b} = {c}. El granjero tiene {c} vacas.", "Una caja tiene {a} lápices. ¿Cuántos lápices hay en {b} cajas?",
            "{a} × {b} = {c}. Hay {c} lápices.", "Calcula {e}.", "o"],
           ["ocho", "doce", "quince", "veinticuatro", "treinta", "treinta y seis"], "tres cuartos", "un cuarto",
           "decimoquinto", "decimocuarto", "{v} €", ".", ",", None),
    "pt": (["Vamos resolver passo a passo.", "Primeiro, {e}.", "Depois, {e}.", "Sobram {v} biscoitos para a Ana.",
            "Sobra uma dúzia de biscoitos para a Ana.", "{v} biscoitos é o que sobra para a Ana.",
            "A Ana assou {v} biscoitos no total.", "A Marta tem {v} canetas no total.",
            "Em um ano, a família paga {v}.", "O Pablo paga {v} no total.", "Os sanduíches custam {v}.",
            "A irmã tem {v} anos.", "O Leo tem {v} anos.", "A irmã tem {v} anos e o Leo, {w}.",
            "A probabilidade é de {v}.", "Portanto, 44 é o {v} termo da sequência.",
            "Então 60 tem {v} divisores positivos.", "Portanto, {m}.", "O quociente é {m}.",
            "Agora vamos tentar outro problema parecido com números maiores.", "Pergunta:", "Resposta:",
            "Problema:", "Solução:", "Usuário: Obrigado! E quanto é {e}?", "Espero ter ajudado!",
            "Um fazendeiro tem {a} vacas e compra mais {b}. Quantas vacas ele tem agora?",
            "{a} + {b} = {c}. O fazendeiro tem {c} vacas.", "Uma caixa tem {a} lápis. Quantos lápis há em {b} caixas?",
            "{a} × {b} = {c}. Há {c} lápis.", "Calcule {e}.", "ou"],
           ["oito", "doze", "quinze", "vinte e quatro", "trinta", "trinta e seis"], "três quartos", "um quarto",
           "décimo quinto", "décimo quarto", "R$ {v}", ".", ",", None),
    "fr": (["Résolvons cela étape par étape.", "D'abord, {e}.", "Ensuite, {e}.", "Il reste {v} biscuits à Ana.",
            "Il reste une douzaine de biscuits à Ana.", "{v} biscuits, c'est ce qui reste à Ana.",
            "Ana a fait {v} biscuits en tout.", "Marta a {v} stylos au total.", "En un an, la famille paie {v}.",
            "Pablo paie {v} au total.", "Les sandwichs coûtent {v}.", "La sœur a {v} ans.", "Léo a {v} ans.",
            "La sœur a {v} ans et Léo en a {w}.", "La probabilité est de {v}.", "Donc 44 est le {v} terme de la suite.",
            "Donc 60 a {v} diviseurs positifs.", "Donc {m}.", "Le quotient est {m}.",
            "Essayons maintenant un autre problème semblable avec des nombres plus grands.", "Question :",
            "Réponse :", "Problème :", "Solution :", "Utilisateur : Merci ! Et combien font {e} ?",
            "J'espère que cela vous aide !",
            "Un fermier a {a} vaches et en achète {b} de plus. Combien de vaches a-t-il maintenant ?",
            "{a} + {b} = {c}. Le fermier a {c} vaches.",
            "Une boîte contient {a} crayons. Combien de crayons y a-t-il dans {b} boîtes ?",
            "{a} × {b} = {c}. Il y a {c} crayons.", "Calculez {e}.", "ou"],
           ["huit", "douze", "quinze", "vingt-quatre", "trente", "trente-six"], "trois quarts", "un quart",
           "quinzième", "quatorzième", "{v} €", "\u202f", ",", None),
    "de": (["Wir lösen das Schritt für Schritt.", "Zuerst: {e}.", "Dann: {e}.", "Ana hat noch {v} Kekse übrig.",
            "Ana hat noch ein Dutzend Kekse übrig.", "{v} Kekse bleiben Ana übrig.",
            "Ana hat insgesamt {v} Kekse gebacken.", "Marta hat insgesamt {v} Stifte.",
            "In einem Jahr zahlt die Familie {v}.", "Pablo zahlt insgesamt {v}.", "Die Sandwiches kosten {v}.",
            "Die Schwester ist {v} Jahre alt.", "Leo ist {v} Jahre alt.", "Die Schwester ist {v} Jahre alt und Leo {w}.",
            "Die Wahrscheinlichkeit beträgt {v}.", "Also ist 44 das {v} Glied der Folge.",
            "Also hat 60 {v} positive Teiler.", "Also gilt {m}.", "Der Quotient ist {m}.",
            "Jetzt versuchen wir eine ähnliche Aufgabe mit größeren Zahlen.", "Frage:", "Antwort:", "Aufgabe:",
            "Lösung:", "Benutzer: Danke! Und was ist {e}?", "Ich hoffe, das hilft!",
            "Ein Bauer hat {a} Kühe und kauft {b} dazu. Wie viele Kühe hat er jetzt?",
            "{a} + {b} = {c}. Der Bauer hat {c} Kühe.",
            "In einer Schachtel sind {a} Stifte. Wie viele Stifte sind in {b} Schachteln?",
            "{a} × {b} = {c}. Es sind {c} Stifte.", "Berechne {e}.", "oder"],
           ["acht", "zwölf", "fünfzehn", "vierundzwanzig", "dreißig", "sechsunddreißig"], "drei Viertel",
           "ein Viertel", "fünfzehnte", "vierzehnte", "{v} €", ".", ",", None),
    "it": (["Risolviamo passo dopo passo.", "Prima, {e}.", "Poi, {e}.", "Ad Ana restano {v} biscotti.",
            "Ad Ana resta una dozzina di biscotti.", "{v} biscotti è quanto resta ad Ana.",
            "Ana ha sfornato {v} biscotti in tutto.", "Marta ha {v} penne in totale.",
            "In un anno la famiglia paga {v}.", "Pablo paga {v} in totale.", "I panini costano {v}.",
            "La sorella ha {v} anni.", "Leo ha {v} anni.", "La sorella ha {v} anni e Leo {w}.",
            "La probabilità è di {v}.", "Quindi 44 è il {v} termine della successione.",
            "Quindi 60 ha {v} divisori positivi.", "Quindi {m}.", "Il quoziente è {m}.",
            "Ora proviamo un altro problema simile con numeri più grandi.", "Domanda:", "Risposta:", "Problema:",
            "Soluzione:", "Utente: Grazie! E quanto fa {e}?", "Spero di esserti stato utile!",
            "Un contadino ha {a} mucche e ne compra altre {b}. Quante mucche ha adesso?",
            "{a} + {b} = {c}. Il contadino ha {c} mucche.",
            "Una scatola contiene {a} matite. Quante matite ci sono in {b} scatole?",
            "{a} × {b} = {c}. Ci sono {c} matite.", "Calcola {e}.", "o"],
           ["otto", "dodici", "quindici", "ventiquattro", "trenta", "trentasei"], "tre quarti", "un quarto",
           "quindicesimo", "quattordicesimo", "{v} €", ".", ",", None),
    "ru": (["Решим задачу по шагам.", "Сначала: {e}.", "Затем: {e}.", "У Ани осталось {v} печений.",
            "У Ани осталась дюжина печений.", "{v} печений — столько осталось у Ани.",
            "Всего Аня испекла {v} печений.", "Всего у Марты {v} ручек.", "За год семья платит {v}.",
            "Всего Пабло платит {v}.", "Бутерброды стоят {v}.", "Сестре {v} лет.", "Лео {v} года.",
            "Сестре {v} лет, а Лео {w} года.", "Вероятность составляет {v}.",
            "Значит, 44 — это {v} член последовательности.", "Значит, у числа 60 {v} положительных делителей.",
            "Значит, {m}.", "Частное равно {m}.", "Теперь попробуем похожую задачу с большими числами.",
            "Вопрос:", "Ответ:", "Задача:", "Решение:", "Пользователь: Спасибо! А сколько будет {e}?",
            "Надеюсь, это поможет!", "У фермера {a} коров, и он покупает ещё {b}. Сколько коров у него теперь?",
            "{a} + {b} = {c}. У фермера {c} коров.", "В коробке {a} карандашей. Сколько карандашей в {b} коробках?",
            "{a} × {b} = {c}. Всего {c} карандашей.", "Вычислите {e}.", "или"],
           ["восемь", "двенадцать", "пятнадцать", "двадцать четыре", "тридцать", "тридцать шесть"],
           "три четверти", "одну четверть", "пятнадцатый", "четырнадцатый", "{v} руб.", "\u00a0", ",", None),
    "uk": (["Розв'яжемо задачу крок за кроком.", "Спочатку: {e}.", "Потім: {e}.",
            "В Ані залишилося {v} штук печива.", "В Ані залишилася дюжина печива.",
            "{v} штук печива — стільки залишилося в Ані.", "Усього Аня спекла {v} штук печива.",
            "Усього в Марти {v} ручок.", "За рік родина платить {v}.", "Усього Пабло платить {v}.",
            "Бутерброди коштують {v}.", "Сестрі {v} років.", "Лео {v} роки.", "Сестрі {v} років, а Лео {w} роки.",
            "Імовірність становить {v}.", "Отже, 44 — це {v} член послідовності.",
            "Отже, число 60 має {v} додатних дільників.", "Отже, {m}.", "Частка дорівнює {m}.",
            "Тепер спробуймо схожу задачу з більшими числами.", "Запитання:", "Відповідь:", "Задача:",
            "Розв'язання:", "Користувач: Дякую! А скільки буде {e}?", "Сподіваюся, це допоможе!",
            "У фермера {a} корів, і він купує ще {b}. Скільки корів у нього тепер?",
            "{a} + {b} = {c}. У фермера {c} корів.", "У коробці {a} олівців. Скільки олівців у {b} коробках?",
            "{a} × {b} = {c}. Усього {c} олівців.", "Обчисліть {e}.", "або"],
           ["вісім", "дванадцять", "п'ятнадцять", "двадцять чотири", "тридцять", "тридцять шість"],
           "три чверті", "одну чверть", "п'ятнадцятий", "чотирнадцятий", "{v} грн", "\u00a0", ",", None),
    "pl": (["Rozwiążmy to krok po kroku.", "Najpierw: {e}.", "Potem: {e}.", "Ani zostało {v} ciastek.",
            "Ani został tuzin ciastek.", "{v} ciastek — tyle zostało Ani.", "Ania upiekła w sumie {v} ciastek.",
            "Marta ma w sumie {v} długopisów.", "W ciągu roku rodzina płaci {v}.", "Pablo płaci w sumie {v}.",
            "Kanapki kosztują {v}.", "Siostra ma {v} lat.", "Leo ma {v} lata.", "Siostra ma {v} lat, a Leo {w} lata.",
            "Prawdopodobieństwo wynosi {v}.", "Zatem 44 jest {v} wyrazem ciągu.",
            "Zatem 60 ma {v} dzielników dodatnich.", "Zatem {m}.", "Iloraz wynosi {m}.",
            "Teraz spróbujmy podobnego zadania z większymi liczbami.", "Pytanie:", "Odpowiedź:", "Zadanie:",
            "Rozwiązanie:", "Użytkownik: Dzięki! A ile to jest {e}?", "Mam nadzieję, że to pomoże!",
            "Rolnik ma {a} krów i kupuje jeszcze {b}. Ile krów ma teraz?", "{a} + {b} = {c}. Rolnik ma {c} krów.",
            "W pudełku jest {a} ołówków. Ile ołówków jest w {b} pudełkach?", "{a} × {b} = {c}. Jest {c} ołówków.",
            "Oblicz {e}.", "lub"],
           ["osiem", "dwanaście", "piętnaście", "dwadzieścia cztery", "trzydzieści", "trzydzieści sześć"],
           "trzy czwarte", "jedną czwartą", "piętnastym", "czternastym", "{v} zł", "\u00a0", ",", None),
    "tr": (["Adım adım çözelim.", "Önce: {e}.", "Sonra: {e}.", "Ana'nın {v} kurabiyesi kaldı.",
            "Ana'nın bir düzine kurabiyesi kaldı.", "{v} kurabiye, Ana'da kalan kurabiye sayısıdır.",
            "Ana toplam {v} kurabiye pişirdi.", "Marta'nın toplam {v} kalemi var.", "Aile bir yılda {v} öder.",
            "Pablo toplam {v} öder.", "Sandviçler {v} tutar.", "Kız kardeş {v} yaşında.", "Leo {v} yaşında.",
            "Kız kardeş {v} yaşında, Leo ise {w} yaşında.", "Olasılık {v}.", "Yani 44 dizinin {v} terimidir.",
            "Yani 60'ın {v} pozitif böleni vardır.", "Yani {m}.", "Bölüm {m}.",
            "Şimdi daha büyük sayılarla benzer bir problem deneyelim.", "Soru:", "Cevap:", "Problem:", "Çözüm:",
            "Kullanıcı: Teşekkürler! Peki {e} kaç eder?", "Umarım yardımcı olmuştur!",
            "Bir çiftçinin {a} ineği var ve {b} inek daha alıyor. Şimdi kaç ineği var?",
            "{a} + {b} = {c}. Çiftçinin {c} ineği var.", "Bir kutuda {a} kalem var. {b} kutuda kaç kalem vardır?",
            "{a} × {b} = {c}. {c} kalem vardır.", "{e} değerini hesaplayın.", "veya"],
           ["sekiz", "on iki", "on beş", "yirmi dört", "otuz", "otuz altı"], "dörtte üç", "dörtte bir",
           "on beşinci", "on dördüncü", "{v} TL", ".", ",", None),
    "ar": (["لنحل المسألة خطوة بخطوة.", "أولًا: {e}.", "ثم: {e}.", "عدد الكعكات المتبقية مع آنا هو {v}.",
            "بقيت مع آنا دزينة من الكعك.", "{v} هو عدد الكعكات المتبقية مع آنا.",
            "مجموع الكعكات التي خبزتها آنا هو {v}.", "مجموع أقلام مارتا هو {v}.", "تدفع الأسرة في سنة واحدة {v}.",
            "يدفع بابلو في المجموع {v}.", "ثمن الشطائر {v}.", "عمر الأخت هو {v}.", "عمر ليو هو {v}.",
            "عمر الأخت هو {v}، وعمر ليو هو {w}.", "الاحتمال هو {v}.", "إذن 44 هو الحد {v} في المتتالية.",
            "إذن عدد القواسم الموجبة للعدد 60 هو {v}.", "إذن {m}.", "خارج القسمة هو {m}.",
            "لنجرب الآن مسألة مشابهة بأعداد أكبر.", "سؤال:", "إجابة:", "مسألة:", "الحل:",
            "المستخدم: شكرًا! وكم يساوي {e}؟", "أتمنى أن يكون هذا مفيدًا!",
            "لدى مزارع {a} من الأبقار، ويشتري {b} أخرى. كم بقرة لديه الآن؟",
            "{a} + {b} = {c}. أصبح لدى المزارع {c} بقرة.", "في العلبة {a} أقلام. كم قلمًا في {b} علب؟",
            "{a} × {b} = {c}. يوجد {c} قلمًا.", "احسب {e}.", "أو"],
           ["ثمانية", "اثنا عشر", "خمسة عشر", "أربعة وعشرون", "ثلاثون", "ستة وثلاثون"], "ثلاثة أرباع", "ربع",
           "الخامس عشر", "الرابع عشر", "{v} دولارًا", ",", ".", None),
    "fa": (["بیایید مرحله به مرحله حل کنیم.", "اول: {e}.", "سپس: {e}.", "برای آنا {v} شیرینی باقی می‌ماند.",
            "برای آنا یک دوجین شیرینی باقی می‌ماند.", "{v} شیرینی؛ این تعداد برای آنا باقی می‌ماند.",
            "آنا در مجموع {v} شیرینی پخت.", "مارتا در مجموع {v} خودکار دارد.", "خانواده در یک سال {v} می‌پردازد.",
            "پابلو در مجموع {v} می‌پردازد.", "ساندویچ‌ها {v} قیمت دارند.", "خواهر {v} سال دارد.",
            "لئو {v} سال دارد.", "خواهر {v} سال دارد و لئو {w} سال.", "احتمال برابر {v} است.",
            "پس 44 جملهٔ {v} دنباله است.", "پس 60 دارای {v} مقسوم‌علیه مثبت است.", "پس {m}.",
            "خارج‌قسمت برابر {m} است.", "حالا یک مسئلهٔ مشابه با اعداد بزرگ‌تر را امتحان کنیم.", "سؤال:",
            "پاسخ:", "مسئله:", "راه‌حل:", "کاربر: ممنون! و {e} چند می‌شود؟", "امیدوارم کمک کرده باشد!",
            "یک کشاورز {a} گاو دارد و {b} گاو دیگر می‌خرد. حالا چند گاو دارد؟",
            "{a} + {b} = {c}. کشاورز {c} گاو دارد.", "در یک جعبه {a} مداد هست. در {b} جعبه چند مداد هست؟",
            "{a} × {b} = {c}. {c} مداد هست.", "{e} را حساب کنید.", "یا"],
           ["هشت", "دوازده", "پانزده", "بیست و چهار", "سی", "سی و شش"], "سه چهارم", "یک چهارم",
           "پانزدهم", "چهاردهم", "{v} دلار", "٬", "٫", "۰۱۲۳۴۵۶۷۸۹"),
    "hi": (["आइए इसे चरण दर चरण हल करें।", "पहले, {e}।", "फिर, {e}।", "आना के पास {v} बिस्कुट बचे हैं।",
            "आना के पास एक दर्जन बिस्कुट बचे हैं।", "{v} बिस्कुट आना के पास बचे हैं।",
            "आना ने कुल {v} बिस्कुट बनाए।", "मार्था के पास कुल {v} पेन हैं।", "परिवार एक साल में {v} चुकाता है।",
            "पाब्लो कुल {v} चुकाता है।", "सैंडविच की कीमत {v} है।", "बहन की उम्र {v} साल है।",
            "लियो की उम्र {v} साल है।", "बहन की उम्र {v} साल है और लियो की {w} साल।", "प्रायिकता {v} है।",
            "अतः 44 अनुक्रम का {v} पद है।", "अतः 60 के {v} धनात्मक भाजक हैं।", "अतः {m}।", "भागफल {m} है।",
            "अब बड़ी संख्याओं के साथ एक मिलता-जुलता सवाल हल करते हैं।", "प्रश्न:", "उत्तर:", "सवाल:", "हल:",
            "उपयोगकर्ता: धन्यवाद! और {e} कितना होता है?", "आशा है इससे मदद मिलेगी!",
            "एक किसान के पास {a} गायें हैं और वह {b} और खरीदता है। अब उसके पास कितनी गायें हैं?",
            "{a} + {b} = {c}। किसान के पास {c} गायें हैं।", "एक डिब्बे में {a} पेंसिलें हैं। {b} डिब्बों में कितनी पेंसिलें हैं?",
            "{a} × {b} = {c}। कुल {c} पेंसिलें हैं।", "{e} का मान ज्ञात कीजिए।", "या"],
           ["आठ", "बारह", "पंद्रह", "चौबीस", "तीस", "छत्तीस"], "तीन चौथाई", "एक चौथाई", "पंद्रहवाँ", "चौदहवाँ",
           "₹{v}", ",", ".", None),
    "bn": (["চলো ধাপে ধাপে সমাধান করি।", "প্রথমে, {e}।", "তারপর, {e}।", "আনার কাছে {v}টি বিস্কুট বাকি আছে।",
            "আনার কাছে এক ডজন বিস্কুট বাকি আছে।", "{v}টি বিস্কুট আনার কাছে বাকি আছে।",
            "আনা মোট {v}টি বিস্কুট বানিয়েছে।", "মার্থার কাছে মোট {v}টি কলম আছে।", "পরিবারটি এক বছরে {v} দেয়।",
            "পাবলো মোট {v} দেয়।", "স্যান্ডউইচগুলোর দাম {v}।", "বোনের বয়স {v} বছর।", "লিওর বয়স {v} বছর।",
            "বোনের বয়স {v} বছর আর লিওর {w} বছর।", "সম্ভাবনা {v}।", "সুতরাং 44 হলো ধারার {v} পদ।",
            "সুতরাং 60-এর {v}টি ধনাত্মক ভাজক আছে।", "সুতরাং {m}।", "ভাগফল {m}।",
            "এবার বড় সংখ্যা দিয়ে একটি একই রকম সমস্যা চেষ্টা করি।", "প্রশ্ন:", "উত্তর:", "সমস্যা:", "সমাধান:",
            "ব্যবহারকারী: ধন্যবাদ! আর {e} কত হয়?", "আশা করি এটি সাহায্য করবে!",
            "একজন কৃষকের {a}টি গরু আছে এবং সে আরও {b}টি কেনে। এখন তার কয়টি গরু আছে?",
            "{a} + {b} = {c}। কৃষকের {c}টি গরু আছে।", "একটি বাক্সে {a}টি পেন্সিল আছে। {b}টি বাক্সে কয়টি পেন্সিল আছে?",
            "{a} × {b} = {c}। মোট {c}টি পেন্সিল।", "{e} নির্ণয় করো।", "অথবা"],
           ["আট", "বারো", "পনেরো", "চব্বিশ", "ত্রিশ", "ছত্রিশ"], "তিন-চতুর্থাংশ", "এক-চতুর্থাংশ", "পঞ্চদশ",
           "চতুর্দশ", "{v} টাকা", ",", ".", "০১২৩৪৫৬৭৮৯"),
    "zh": (["我们一步一步来解。", "首先，{e}。", "然后，{e}。", "安娜还剩{v}块饼干。", "安娜还剩一打饼干。",
            "{v}块饼干，这就是安娜剩下的。", "安娜一共烤了{v}块饼干。", "玛尔塔一共有{v}支笔。", "这家人一年要付{v}。",
            "巴勃罗一共付了{v}。", "三明治一共{v}。", "妹妹今年{v}岁。", "里奥今年{v}岁。", "妹妹今年{v}岁，里奥{w}岁。",
            "概率是{v}。", "所以44是这个数列的{v}项。", "所以60有{v}个正因数。", "所以{m}。", "商是{m}。",
            "接下来我们再做一道数字更大的类似题目。", "问题：", "答：", "题目：", "解：", "用户：谢谢！那{e}等于多少？",
            "希望对你有帮助！", "一个农民有{a}头牛，又买了{b}头。他现在有多少头牛？", "{a} + {b} = {c}，农民现在有{c}头牛。",
            "一个盒子里有{a}支铅笔。{b}个盒子里有多少支铅笔？", "{a} × {b} = {c}，一共有{c}支铅笔。", "计算{e}。", "或"],
           ["八", "十二", "十五", "二十四", "三十", "三十六"], "四分之三", "四分之一", "第十五", "第十四",
           "{v}元", ",", ".", None),
    "ja": (["順を追って解いていきます。", "まず、{e}。", "次に、{e}。", "アナの手元には{v}枚のクッキーが残ります。",
            "アナの手元には1ダースのクッキーが残ります。", "{v}枚のクッキーがアナの手元に残ります。",
            "アナは全部で{v}枚のクッキーを焼きました。", "マルタは全部で{v}本のペンを持っています。",
            "家族は1年間で{v}を支払います。", "パブロは合計{v}を支払います。", "サンドイッチは{v}です。",
            "妹は{v}歳です。", "レオは{v}歳です。", "妹は{v}歳で、レオは{w}歳です。", "確率は{v}です。",
            "したがって、44は数列の{v}項です。", "したがって、60の正の約数は{v}個です。", "したがって、{m}。",
            "商は{m}です。", "次に、もっと大きな数で似た問題を解いてみましょう。", "問題：", "答え：", "問：", "解答：",
            "ユーザー：ありがとう！では{e}はいくつ？", "お役に立てれば幸いです！",
            "農家が牛を{a}頭飼っていて、さらに{b}頭買います。牛は今何頭いますか？", "{a} + {b} = {c}。牛は{c}頭います。",
            "1箱に鉛筆が{a}本入っています。{b}箱では何本ですか？", "{a} × {b} = {c}。鉛筆は{c}本です。",
            "{e}を計算しなさい。", "または"],
           ["八", "十二", "十五", "二十四", "三十", "三十六"], "四分の三", "四分の一", "第十五", "第十四",
           "{v}ドル", ",", ".", None),
    "ko": (["단계별로 풀어 보겠습니다.", "먼저, {e}.", "그다음, {e}.", "애나에게 남은 쿠키는 {v} 개입니다.",
            "애나에게 쿠키 한 다스가 남습니다.", "{v} 개의 쿠키가 애나에게 남습니다.", "애나는 모두 {v} 개의 쿠키를 구웠습니다.",
            "마르타는 모두 {v} 자루의 펜을 가지고 있습니다.", "가족은 1년 동안 {v}를 냅니다.", "파블로는 모두 {v}를 냅니다.",
            "샌드위치 값은 {v}입니다.", "여동생은 {v} 살입니다.", "레오는 {v} 살입니다.",
            "여동생은 {v} 살이고, 레오는 {w} 살입니다.", "확률은 {v}입니다.", "따라서 44는 수열의 {v} 항입니다.",
            "따라서 60의 양의 약수는 {v} 개입니다.", "따라서 {m}.", "몫은 {m}입니다.",
            "이제 더 큰 수로 비슷한 문제를 풀어 보겠습니다.", "질문:", "답:", "문제:", "풀이:",
            "사용자: 고마워요! 그럼 {e}은 얼마예요?", "도움이 되었기를 바랍니다!",
            "농부에게 소가 {a}마리 있고, {b}마리를 더 삽니다. 이제 소는 몇 마리입니까?",
            "{a} + {b} = {c}. 소는 {c}마리입니다.", "한 상자에 연필이 {a}자루 들어 있습니다. {b}상자에는 연필이 몇 자루입니까?",
            "{a} × {b} = {c}. 연필은 {c}자루입니다.", "{e}을 계산하시오.", "또는"],
           ["여덟", "열두", "열다섯", "스물네", "서른", "서른여섯"], "사분의 삼", "사분의 일", "열다섯 번째",
           "열네 번째", "{v}달러", ",", ".", None),
    "id": (["Mari kita selesaikan langkah demi langkah.", "Pertama, {e}.", "Kemudian, {e}.",
            "Sisa kue Ana ada {v} buah.", "Sisa kue Ana ada satu lusin.", "{v} kue, itulah sisa kue Ana.",
            "Ana memanggang {v} kue seluruhnya.", "Marta punya {v} pulpen seluruhnya.",
            "Dalam setahun keluarga itu membayar {v}.", "Pablo membayar {v} seluruhnya.", "Harga roti lapisnya {v}.",
            "Adik perempuannya berumur {v} tahun.", "Leo berumur {v} tahun.", "Adiknya berumur {v} tahun dan Leo {w} tahun.",
            "Peluangnya adalah {v}.", "Jadi, 44 adalah suku {v} dari barisan itu.", "Jadi, 60 memiliki {v} faktor positif.",
            "Jadi, {m}.", "Hasil baginya adalah {m}.", "Sekarang mari kita coba soal serupa dengan bilangan yang lebih besar.",
            "Soal:", "Jawaban:", "Soal:", "Penyelesaian:", "Pengguna: Terima kasih! Lalu berapa {e}?", "Semoga membantu!",
            "Seorang petani punya {a} sapi dan membeli {b} sapi lagi. Berapa sapi yang dimilikinya sekarang?",
            "{a} + {b} = {c}. Petani itu punya {c} sapi.", "Sebuah kotak berisi {a} pensil. Berapa pensil dalam {b} kotak?",
            "{a} × {b} = {c}. Ada {c} pensil.", "Hitunglah {e}.", "atau"],
           ["delapan", "dua belas", "lima belas", "dua puluh empat", "tiga puluh", "tiga puluh enam"], "tiga perempat",
           "seperempat", "kelima belas", "keempat belas", "{v} dolar", ".", ",", None),
    "vi": (["Chúng ta giải từng bước.", "Trước hết, {e}.", "Sau đó, {e}.", "Ana còn lại {v} cái bánh quy.",
            "Ana còn lại một tá bánh quy.", "{v} cái bánh quy là số bánh Ana còn lại.", "Ana đã nướng tất cả {v} cái bánh quy.",
            "Marta có tổng cộng {v} cây bút.", "Trong một năm gia đình trả {v}.", "Pablo trả tổng cộng {v}.",
            "Bánh mì kẹp có giá {v}.", "Em gái {v} tuổi.", "Leo {v} tuổi.", "Em gái {v} tuổi, còn Leo {w} tuổi.",
            "Xác suất là {v}.", "Vậy 44 là số hạng {v} của dãy.", "Vậy 60 có {v} ước dương.", "Vậy {m}.", "Thương là {m}.",
            "Bây giờ hãy thử một bài tương tự với số lớn hơn.", "Câu hỏi:", "Trả lời:", "Bài toán:", "Lời giải:",
            "Người dùng: Cảm ơn! Vậy {e} bằng bao nhiêu?", "Hy vọng điều này giúp ích cho bạn!",
            "Một nông dân có {a} con bò và mua thêm {b} con. Bây giờ ông có bao nhiêu con bò?",
            "{a} + {b} = {c}. Người nông dân có {c} con bò.", "Một hộp có {a} cây bút chì. {b} hộp có bao nhiêu cây bút chì?",
            "{a} × {b} = {c}. Có {c} cây bút chì.", "Tính {e}.", "hoặc"],
           ["tám", "mười hai", "mười lăm", "hai mươi bốn", "ba mươi", "ba mươi sáu"], "ba phần tư", "một phần tư",
           "thứ mười lăm", "thứ mười bốn", "{v} đô la", ".", ",", None),
    "th": (["มาแก้โจทย์นี้ทีละขั้นตอนกัน", "ขั้นแรก {e}", "จากนั้น {e}", "แอนนาเหลือคุกกี้ {v} ชิ้น", "แอนนาเหลือคุกกี้หนึ่งโหล",
            "{v} ชิ้นคือจำนวนคุกกี้ที่แอนนาเหลือ", "แอนนาอบคุกกี้ทั้งหมด {v} ชิ้น", "มาร์ตามีปากกาทั้งหมด {v} ด้าม",
            "ครอบครัวนี้จ่ายค่าเช่าปีละ {v}", "ปาโบลจ่ายทั้งหมด {v}", "แซนด์วิชราคา {v}", "น้องสาวอายุ {v} ปี",
            "ลีโออายุ {v} ปี", "น้องสาวอายุ {v} ปี ส่วนลีโออายุ {w} ปี", "ความน่าจะเป็นเท่ากับ {v}",
            "ดังนั้น 44 เป็นพจน์{v}ของลำดับ", "ดังนั้น 60 มีตัวหารบวก {v} ตัว", "ดังนั้น {m}", "ผลหารคือ {m}",
            "ต่อไปลองทำโจทย์แบบเดียวกันที่มีตัวเลขมากขึ้น", "คำถาม:", "คำตอบ:", "โจทย์:", "วิธีทำ:",
            "ผู้ใช้: ขอบคุณ! แล้ว {e} เท่ากับเท่าไร", "หวังว่าจะเป็นประโยชน์นะครับ",
            "ชาวนามีวัว {a} ตัว และซื้อเพิ่มอีก {b} ตัว ตอนนี้มีวัวกี่ตัว", "{a} + {b} = {c} ชาวนามีวัว {c} ตัว",
            "กล่องหนึ่งมีดินสอ {a} แท่ง {b} กล่องมีดินสอกี่แท่ง", "{a} × {b} = {c} มีดินสอ {c} แท่ง", "จงหาค่า {e}", "หรือ"],
           ["แปด", "สิบสอง", "สิบห้า", "ยี่สิบสี่", "สามสิบ", "สามสิบหก"], "สามในสี่", "หนึ่งในสี่", "ที่สิบห้า",
           "ที่สิบสี่", "{v} บาท", ",", ".", None),
    "nl": (["We lossen het stap voor stap op.", "Eerst: {e}.", "Dan: {e}.", "Ana heeft nog {v} koekjes over.",
            "Ana heeft nog een dozijn koekjes over.", "{v} koekjes houdt Ana over.",
            "Ana heeft in totaal {v} koekjes gebakken.", "Marta heeft in totaal {v} pennen.",
            "In een jaar betaalt het gezin {v}.", "Pablo betaalt in totaal {v}.", "De broodjes kosten {v}.",
            "Het zusje is {v} jaar oud.", "Leo is {v} jaar oud.", "Het zusje is {v} jaar oud en Leo {w}.",
            "De kans is {v}.", "Dus 44 is de {v} term van de rij.", "Dus 60 heeft {v} positieve delers.", "Dus {m}.",
            "Het quotiënt is {m}.", "Laten we nu een soortgelijk probleem met grotere getallen proberen.", "Vraag:",
            "Antwoord:", "Opgave:", "Oplossing:", "Gebruiker: Bedankt! En hoeveel is {e}?", "Ik hoop dat dit helpt!",
            "Een boer heeft {a} koeien en koopt er {b} bij. Hoeveel koeien heeft hij nu?",
            "{a} + {b} = {c}. De boer heeft {c} koeien.", "In een doos zitten {a} potloden. Hoeveel potloden zitten er in {b} dozen?",
            "{a} × {b} = {c}. Er zijn {c} potloden.", "Bereken {e}.", "of"],
           ["acht", "twaalf", "vijftien", "vierentwintig", "dertig", "zesendertig"], "driekwart", "een kwart",
           "vijftiende", "veertiende", "€ {v}", ".", ",", None),
    "sv": (["Vi löser det steg för steg.", "Först: {e}.", "Sedan: {e}.", "Ana har {v} kakor kvar.",
            "Ana har ett dussin kakor kvar.", "{v} kakor har Ana kvar.", "Ana bakade {v} kakor totalt.",
            "Marta har {v} pennor totalt.", "På ett år betalar familjen {v}.", "Pablo betalar totalt {v}.",
            "Smörgåsarna kostar {v}.", "Systern är {v} år gammal.", "Leo är {v} år gammal.",
            "Systern är {v} år och Leo {w}.", "Sannolikheten är {v}.", "Alltså är 44 den {v} termen i följden.",
            "Alltså har 60 {v} positiva delare.", "Alltså {m}.", "Kvoten är {m}.",
            "Nu provar vi ett liknande problem med större tal.", "Fråga:", "Svar:", "Uppgift:", "Lösning:",
            "Användare: Tack! Och vad är {e}?", "Hoppas att det hjälper!",
            "En bonde har {a} kor och köper {b} till. Hur många kor har han nu?", "{a} + {b} = {c}. Bonden har {c} kor.",
            "En ask innehåller {a} pennor. Hur många pennor finns det i {b} askar?", "{a} × {b} = {c}. Det finns {c} pennor.",
            "Beräkna {e}.", "eller"],
           ["åtta", "tolv", "femton", "tjugofyra", "trettio", "trettiosex"], "tre fjärdedelar", "en fjärdedel",
           "femtonde", "fjortonde", "{v} kr", "\u00a0", ",", None),
    "cs": (["Vyřešíme to krok za krokem.", "Nejprve: {e}.", "Potom: {e}.", "Aně zbývá {v} sušenek.",
            "Aně zbývá tucet sušenek.", "{v} sušenek Aně zbývá.", "Ana upekla celkem {v} sušenek.",
            "Marta má celkem {v} propisek.", "Za rok rodina zaplatí {v}.", "Pablo zaplatí celkem {v}.",
            "Sendviče stojí {v}.", "Sestře je {v} let.", "Leovi je {v} let.", "Sestře je {v} let a Leovi {w}.",
            "Pravděpodobnost je {v}.", "Tedy 44 je {v} člen posloupnosti.", "Tedy 60 má {v} kladných dělitelů.",
            "Tedy {m}.", "Podíl je {m}.", "Teď zkusíme podobnou úlohu s většími čísly.", "Otázka:", "Odpověď:",
            "Úloha:", "Řešení:", "Uživatel: Díky! A kolik je {e}?", "Doufám, že to pomůže!",
            "Farmář má {a} krav a koupí dalších {b}. Kolik krav má teď?", "{a} + {b} = {c}. Farmář má {c} krav.",
            "V krabici je {a} tužek. Kolik tužek je ve {b} krabicích?", "{a} × {b} = {c}. Je tam {c} tužek.",
            "Vypočítejte {e}.", "nebo"],
           ["osm", "dvanáct", "patnáct", "dvacet čtyři", "třicet", "třicet šest"], "tři čtvrtiny", "jedna čtvrtina",
           "patnáctý", "čtrnáctý", "{v} Kč", "\u00a0", ",", None),
    "el": (["Ας το λύσουμε βήμα βήμα.", "Πρώτα, {e}.", "Έπειτα, {e}.", "Στην Άννα μένουν {v} μπισκότα.",
            "Στην Άννα μένει μια ντουζίνα μπισκότα.", "{v} μπισκότα μένουν στην Άννα.",
            "Η Άννα έψησε συνολικά {v} μπισκότα.", "Η Μάρθα έχει συνολικά {v} στυλό.",
            "Σε ένα χρόνο η οικογένεια πληρώνει {v}.", "Ο Πάμπλο πληρώνει συνολικά {v}.", "Τα σάντουιτς κοστίζουν {v}.",
            "Η αδελφή είναι {v} χρονών.", "Ο Λέο είναι {v} χρονών.", "Η αδελφή είναι {v} χρονών και ο Λέο {w}.",
            "Η πιθανότητα είναι {v}.", "Άρα το 44 είναι ο {v} όρος της ακολουθίας.", "Άρα το 60 έχει {v} θετικούς διαιρέτες.",
            "Άρα {m}.", "Το πηλίκο είναι {m}.", "Τώρα ας δοκιμάσουμε ένα παρόμοιο πρόβλημα με μεγαλύτερους αριθμούς.",
            "Ερώτηση:", "Απάντηση:", "Πρόβλημα:", "Λύση:", "Χρήστης: Ευχαριστώ! Και πόσο κάνει {e};", "Ελπίζω να βοήθησα!",
            "Ένας αγρότης έχει {a} αγελάδες και αγοράζει άλλες {b}. Πόσες αγελάδες έχει τώρα;",
            "{a} + {b} = {c}. Ο αγρότης έχει {c} αγελάδες.", "Ένα κουτί έχει {a} μολύβια. Πόσα μολύβια υπάρχουν σε {b} κουτιά;",
            "{a} × {b} = {c}. Υπάρχουν {c} μολύβια.", "Υπολογίστε {e}.", "ή"],
           ["οκτώ", "δώδεκα", "δεκαπέντε", "είκοσι τέσσερα", "τριάντα", "τριάντα έξι"], "τρία τέταρτα", "ένα τέταρτο",
           "δέκατος πέμπτος", "δέκατος τέταρτος", "{v} €", ".", ",", None),
    "he": (["נפתור את זה שלב אחר שלב.", "קודם, {e}.", "אחר כך, {e}.", "לאנה נשארו {v} עוגיות.",
            "לאנה נשאר תריסר עוגיות.", "{v} עוגיות נשארו לאנה.", "אנה אפתה בסך הכול {v} עוגיות.",
            "למרתה יש בסך הכול {v} עטים.", "בשנה אחת המשפחה משלמת {v}.", "פבלו משלם בסך הכול {v}.",
            "הכריכים עולים {v}.", "האחות בת {v}.", "ליאו בן {v}.", "האחות בת {v} וליאו בן {w}.", "ההסתברות היא {v}.",
            "לכן 44 הוא האיבר {v} בסדרה.", "לכן מספר המחלקים החיוביים של 60 הוא {v}.", "לכן {m}.", "המנה היא {m}.",
            "עכשיו ננסה בעיה דומה עם מספרים גדולים יותר.", "שאלה:", "תשובה:", "בעיה:", "פתרון:",
            "משתמש: תודה! וכמה זה {e}?", "מקווה שזה עוזר!", "לחקלאי יש {a} פרות והוא קונה עוד {b}. כמה פרות יש לו עכשיו?",
            "{a} + {b} = {c}. לחקלאי יש {c} פרות.", "בקופסה יש {a} עפרונות. כמה עפרונות יש ב-{b} קופסאות?",
            "{a} × {b} = {c}. יש {c} עפרונות.", "חשבו את {e}.", "או"],
           ["שמונה", "שתים עשרה", "חמש עשרה", "עשרים וארבע", "שלושים", "שלושים ושש"], "שלושה רבעים", "רבע",
           "החמישה עשר", "הארבעה עשר", "{v} ₪", ",", ".", None),
}  # fmt: skip
RCK = {
    "en": "Ana bakes 4 trays of 9 cookies and gives away 24. How many cookies does she have left?",
    "es": "Ana hornea 4 bandejas de 9 galletas y regala 24. ¿Cuántas galletas le quedan?",
    "pt": "Ana assa 4 tabuleiros de 9 biscoitos e dá 24. Quantos biscoitos sobram?",
    "fr": "Ana fait 4 plaques de 9 biscuits et en donne 24. Combien de biscuits lui reste-t-il ?",
    "de": "Ana backt 4 Bleche mit je 9 Keksen und verschenkt 24. Wie viele Kekse hat sie noch?",
    "it": "Ana sforna 4 teglie da 9 biscotti e ne regala 24. Quanti biscotti le restano?",
    "ru": "Аня испекла 4 противня по 9 печений и раздала 24. Сколько печений у неё осталось?",
    "uk": "Аня спекла 4 деки по 9 штук печива і роздала 24. Скільки печива в неї залишилося?",
    "pl": "Ania upiekła 4 blachy po 9 ciastek i rozdała 24. Ile ciastek jej zostało?",
    "tr": "Ana 9'ar kurabiyelik 4 tepsi pişiriyor ve 24 tanesini dağıtıyor. Kaç kurabiyesi kaldı?",
    "ar": "خبزت آنا 4 صوانٍ في كل منها 9 كعكات، ووزعت 24 كعكة. كم كعكة بقيت معها؟",
    "fa": "آنا 4 سینی 9تایی شیرینی می‌پزد و 24 تا را می‌بخشد. چند شیرینی برایش می‌ماند؟",
    "hi": "आना 9-9 बिस्कुट की 4 ट्रे बनाती है और 24 बिस्कुट दे देती है। उसके पास कितने बिस्कुट बचे?",
    "bn": "আনা 4টি ট্রেতে 9টি করে বিস্কুট বানায় এবং 24টি দিয়ে দেয়। তার কাছে কয়টি বিস্কুট বাকি থাকে?",
    "zh": "安娜烤了4盘饼干，每盘9块，送出去24块。她还剩多少块饼干？",
    "ja": "アナは1枚に9枚ずつのクッキーを4枚の天板で焼き、24枚をあげました。クッキーは何枚残っていますか？",
    "ko": "애나는 쿠키 9개씩 4판을 굽고 24개를 나누어 주었습니다. 남은 쿠키는 몇 개입니까?",
    "id": "Ana memanggang 4 loyang berisi 9 kue dan memberikan 24 kue. Berapa kue yang tersisa?",
    "vi": "Ana nướng 4 khay, mỗi khay 9 cái bánh quy, rồi cho đi 24 cái. Ana còn lại bao nhiêu cái bánh?",
    "th": "แอนนาอบคุกกี้ 4 ถาด ถาดละ 9 ชิ้น แล้วแจกไป 24 ชิ้น แอนนาเหลือคุกกี้กี่ชิ้น",
    "nl": "Ana bakt 4 bakplaten met elk 9 koekjes en geeft er 24 weg. Hoeveel koekjes heeft ze nog?",
    "sv": "Ana bakar 4 plåtar med 9 kakor på varje och ger bort 24. Hur många kakor har hon kvar?",
    "cs": "Ana upekla 4 plechy po 9 sušenkách a 24 rozdala. Kolik sušenek jí zbylo?",
    "el": "Η Άννα ψήνει 4 ταψιά με 9 μπισκότα το καθένα και χαρίζει 24. Πόσα μπισκότα της μένουν;",
    "he": "אנה אופה 4 תבניות של 9 עוגיות ונותנת 24. כמה עוגיות נשארו לה?",
}
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
ORDER = list(LANG)
NUMS = (8, 12, 15, 24, 30, 36)


def ph(lg, key, **kw):  # noqa: ANN001, ANN201
    return L[lg][0][KEYS.index(key)].format(**kw)


def word(lg, n):  # noqa: ANN001, ANN201
    return L[lg][1][NUMS.index(n)]


def frac(lg, which):  # noqa: ANN001, ANN201
    return L[lg][2] if which == 34 else L[lg][3]


def ordw(lg, which):  # noqa: ANN001, ANN201
    return L[lg][4] if which == 15 else L[lg][5]


def dec(lg, s):  # noqa: ANN001, ANN201
    """A decimal number in the working as the language writes it (decimal comma or point)."""
    return s.replace(".", ",") if L[lg][8] == "," else s


def money(lg, s):  # noqa: ANN001, ANN201
    """An amount as the language writes it: its thousands mark, decimal mark, digits, currency."""
    _, _, _, _, _, _, cur, grp, dm, digits = L[lg]
    whole, _, cents = s.partition(".")
    if len(whole) > 3:
        whole = whole[:-3] + grp + whole[-3:]
    v = whole + (dm + cents if cents else "")
    if digits:
        v = "".join(digits[int(ch)] if ch.isdigit() else ch for ch in v)
    return cur.format(v=v)


def working(lg, lines):  # noqa: ANN001, ANN201
    """The opener, then the equations: the first after "First,", the last after "Then,", the
    middle ones bare (decimals as the language writes them outside MATH)."""
    out = [ph(lg, "open")]
    for i, x in enumerate(lines):
        if x.startswith("="):
            out.append(x)
        elif i == 0:
            out.append(ph(lg, "first", e=x))
        elif i == len(lines) - 1 and len(lines) > 1:
            out.append(ph(lg, "then", e=x))
        else:
            out.append(x)
    return "\n".join(out)


def cut_mid_word(s, frac_=0.6):  # noqa: ANN001, ANN201
    """`s` cut inside a word (a letter on both sides of the cut) near `frac_` of its length."""
    k = max(2, int(len(s) * frac_))
    for j in list(range(k, len(s) - 1)) + list(range(k, 1, -1)):
        if s[j - 1].isalpha() and s[j].isalpha():
            return s[:j]
    return s[: len(s) // 2]


# ================================================================ problems
# key -> gold, working lines (right), working lines (wrong or partial) where the class needs them
GW = {
    "ck": ["4 × 9 = 36", "36 − 24 = 12"],
    "pen": ["5 × 6 = 30"],
    "age": ["x + 3x = 32", "4x = 32", "x = 8", "3 × 8 = 24"],
    "rent": ["1280 × 12 = 15360", "15360 + 95 = 15455"],
    "lunch": ["3 × 4.25 = 12.75", "12.75 + 2.50 = 15.25"],
}
GGOLD = {"ck": "12", "pen": "15", "age": "8", "rent": "15455", "lunch": "15.25"}
MGOLD = {
    "tan": "\\frac{\\sqrt{3}}{3}", "atan": "\\frac{\\pi}{4}", "ival": "[1,5)", "quot": "x^2+1",
    "prob": "\\frac{3}{4}", "div": "12", "term": "15",
}  # fmt: skip
MW = {
    "tan": ["tan(30°) = sin(30°)/cos(30°)", "= (1/2)/(sqrt(3)/2)", "= 1/sqrt(3) = sqrt(3)/3"],
    "tanw": ["tan(30°) = sin(30°)/cos(30°)", "= (sqrt(3)/2)/(1/2)", "= sqrt(3)"],
    "atan": ["tan(pi/4) = 1", "-pi/2 < pi/4 < pi/2"],
    "atanw": ["tan(45°) = 1", "45° = 45 · pi/180 = pi/2"],
    "ival": ["2 <= x + 1 < 6", "2 - 1 <= x < 6 - 1", "1 <= x < 5"],
    "ivalw": ["2 < x + 1 < 6", "2 - 1 < x < 6 - 1", "1 < x < 5"],
    "quot": ["x^3 + x^2 + x + 1 = x^2(x + 1) + (x + 1)", "= (x + 1)(x^2 + 1)"],
    "prob": ["P(0 H) = (1/2) · (1/2) = 1/4", "P(≥ 1 H) = 1 - 1/4 = 3/4"],
    "div": ["60 = 2^2 · 3 · 5", "(2 + 1)(1 + 1)(1 + 1) = 12"],
    "divw": ["60 = 2^2 · 3 · 5", "2 · 2 · 2 = 8"],
    "term": ["a_n = 2 + 3(n - 1)", "2 + 3(n - 1) = 44", "3(n - 1) = 42", "n - 1 = 14", "n = 15"],
}
# an invented next problem: (expression, its solution) with another value than the gold ...
NEXT = {
    "tan": ("tan(60°)", "tan(60°) = sqrt(3)"), "atan": ("arctan(sqrt(3))", "arctan(sqrt(3)) = pi/3"),
    "ival": ("3 <= 2x + 1 < 9", "2 <= 2x < 8, x ∈ [1, 4)"),
    "quot": ("(x^3 - 1)/(x - 1)", "(x^3 - 1)/(x - 1) = x^2 + x + 1"),
    "prob": ("P(2 H)", "P(2 H) = (1/2) · (1/2) = 1/4"), "div": ("d(36)", "36 = 2^2 · 3^2, d(36) = 3 · 3 = 9"),
    "term": ("a_10", "a_10 = 2 + 3 · 9 = 29"),
}  # fmt: skip
# ... and one whose value IS the gold (the kind A "next question answered with the gold")
NEXTG = {
    "tan": ("cot(60°)", "cot(60°) = 1/tan(60°) = 1/sqrt(3) = sqrt(3)/3"),
    "atan": ("arcsin(sqrt(2)/2)", "arcsin(sqrt(2)/2) = pi/4"),
    "ival": ("-1 <= x - 2 < 3", "1 <= x < 5, x ∈ [1, 5)"),
    "quot": ("(x^4 - 1)/(x^2 - 1)", "(x^4 - 1)/(x^2 - 1) = x^2 + 1"),
    "div": ("d(72)", "72 = 2^3 · 3^2, d(72) = (3 + 1)(2 + 1) = 12"),
    "term": ("a_5 (3, 6, 9, ...)", "a_5 = 3 · 5 = 15"),
}
# the plain-text value of a right answer (variants) and of a wrong one, in its closing sentence
PT_OK = {
    "tan": ("so", "tan(30°) = {v}", ["sqrt(3)/3", "1/sqrt(3)", "√3/3"]),
    "atan": ("so", "arctan(1) = {v}", ["pi/4", "π/4"]),
    "ival": ("so", "x ∈ {v}", ["[1, 5)", "[1,5)"]),
    "quot": ("quot", "{v}", ["x^2 + 1", "x^2+1", "x² + 1"]),
}
PT_BAD = {
    "tan": ("tanw", "so", "tan(30°) = sqrt(3)", "sqrt(3) (tan 60°: sine and cosine swapped)"),
    "atan": ("atanw", "so", "arctan(1) = pi/2", "pi/2 (45/180 miscounted as 1/2)"),
    "ival": ("ivalw", "so", "x ∈ (1, 5)", "(1, 5) (the closed end at 1 dropped; gold [1, 5))"),
    "quot": (
        "quot",
        "quot",
        "(x + 1)(x^2 + 1)",
        "(x + 1)(x^2 + 1), the dividend factored, not the quotient",
    ),
}
PTKEYS = ["tan", "atan", "ival", "quot"]

C, W, N = "correct", "wrong", "no_answer"

G_CONTS = [
    [("q", 7, 6)],
    [("user", "7 × 8")],
    [("sign",)],
    [("cut",)],
    [("qcut", 9, 4)],
    [("qbox", 6, 3)],
    [("sign",), ("q", 9, 8)],
    [("qonly", 5, 9)],
]
M_CONTS = [[("p",)], [("user",)], [("sign",)], [("cut",)], [("sign",), ("p",)], [("pcut",)]]


def sp(label):  # noqa: ANN001, ANN201
    """A turn label and the space after it (none after a full-width colon)."""
    return label if label.endswith("：") else label + " "


def block(lg, b, key=None):  # noqa: ANN001, ANN201
    """One piece of what a base model writes after its answer, in language `lg`."""
    t = b[0]
    if t in ("q", "qonly", "qcut"):
        a, bb = b[1], b[2]
        q = sp(ph(lg, "Q")) + ph(lg, "farm", a=a, b=bb)
        if t == "qonly":
            return q
        if t == "qcut":
            return cut_mid_word(q, 0.75)
        return q + "\n" + sp(ph(lg, "A")) + ph(lg, "farmans", a=a, b=bb, c=a + bb)
    if t == "qbox":
        a, bb = b[1], b[2]
        return (
            sp(ph(lg, "Q"))
            + ph(lg, "box", a=a, b=bb)
            + "\n"
            + sp(ph(lg, "A"))
            + ph(lg, "boxans", a=a, b=bb, c=a * bb)
        )
    if t == "user":
        return ph(lg, "user", e=b[1] if len(b) > 1 else NEXT[key][0])
    if t == "sign":
        return ph(lg, "sign")
    if t == "cut":
        return cut_mid_word(ph(lg, "cut"))
    if t == "rest":
        return sp(ph(lg, "Q")) + RCK[lg]
    if t == "pp":
        return sp(ph(lg, "P")) + ph(lg, "compute", e=b[1]) + "\n" + sp(ph(lg, "S")) + b[2]
    if t in ("p", "pg", "pcut"):
        e, sol = (NEXTG if t == "pg" else NEXT)[key]
        q = sp(ph(lg, "P")) + ph(lg, "compute", e=e)
        if t == "pcut":
            return cut_mid_word(q, 0.5 if lg in ("zh", "ja", "ko", "th") else 0.3)
        return q + "\n" + sp(ph(lg, "S")) + sol
    raise ValueError(t)


def cdesc(blocks, key=None):  # noqa: ANN001, ANN201
    """What the continuation is, for the note."""
    out = []
    for b in blocks:
        t = b[0]
        if t == "q":
            out.append(
                f"an invented 'Question:' turn (a farmer's {b[1]} + {b[2]} cows) answered with {b[1] + b[2]}"
            )
        elif t == "qbox":
            out.append(
                f"an invented 'Question:' turn ({b[1]} pencils a box, {b[2]} boxes) answered with {b[1] * b[2]}"
            )
        elif t == "qonly":
            out.append(f"an invented 'Question:' turn ({b[1]} + {b[2]} cows) left unanswered")
        elif t == "qcut":
            out.append("an invented 'Question:' turn cut mid-word")
        elif t == "user":
            out.append(
                "an invented 'User:' turn asking about " + (b[1] if len(b) > 1 else NEXT[key][0])
            )
        elif t == "sign":
            out.append("a sign-off")
        elif t == "cut":
            out.append("a new sentence ('now a similar problem with bigger numbers') cut mid-word")
        elif t == "p":
            out.append(f"an invented next problem ({NEXT[key][0]}) solved: {NEXT[key][1]}")
        elif t == "pg":
            out.append(
                f"an invented next problem ({NEXTG[key][0]}) solved WITH THE GOLD: {NEXTG[key][1]}"
            )
        elif t == "rest":
            out.append(
                "the question restated as an invented 'Question:' turn with its numbers 4, 9 and 24"
            )
        elif t == "pp":
            out.append(f"an invented next problem ({b[1]}) solved: {b[2]}")
        elif t == "pcut":
            out.append("an invented next problem cut mid-word")
    return "; then ".join(out)


def compose(lg, path, work, concl, blocks, key):  # noqa: ANN001, ANN201
    """Working, the closing sentence, then the continuation; padded with one more invented turn
    (inserted right after the closing sentence) while under 200 characters."""
    lines = [dec(lg, x) for x in work] if path == "g" else work
    head = working(lg, lines) + "\n" + concl
    blocks = list(blocks)
    pads = (
        [("qbox", 4, 5), ("q", 6, 8), ("qonly", 8, 5), ("sign",)]
        if path == "g"
        else [
            ("pp", "2^5", "2^5 = 32"),
            ("pp", "7!/5!", "7!/5! = 7 · 6 = 42"),
            ("pp", "sqrt(49)", "sqrt(49) = 7"),
            ("sign",),
        ]
    )
    pads += (
        [("qbox", a, a + 3) for a in (4, 6, 7, 9)]
        if path == "g"
        else [("pp", f"{a}^2", f"{a}^2 = {a * a}") for a in (11, 13, 14, 17)]
    )
    while True:
        text = head + ("\n\n" + "\n\n".join(block(lg, b, key) for b in blocks) if blocks else "")
        if len(text) >= 200 or concl.endswith("\u2026"):
            return text, blocks
        blocks.insert(1 if blocks and blocks[0][0] == "rest" else 0, pads.pop(0))


# ================================================================ the probes of one language
DEBATABLE_BOTH = ("fr", "tr")  # gB3: "the sister is 8 and Leo 24" in one closing sentence
_cc = {"g": 0, "m": 0}


def conts(path):  # noqa: ANN001, ANN201
    lst = G_CONTS if path == "g" else M_CONTS
    j = _cc[path]
    _cc[path] = j + 1
    return lst[j % len(lst)]


def cut_probe(lg, path, work, key, tkey, kw):  # noqa: ANN001, ANN201
    """The working (written out again while under 200 characters), then the closing sentence cut
    mid-word BEFORE its value: no answer."""
    lines = [dec(lg, x) for x in work] if path == "g" else work
    w = working(lg, lines)
    tpl = L[lg][0][KEYS.index(tkey)]
    pre = tpl.split("{v}")[0]
    cutp = cut_mid_word(pre, 0.7) if len(pre) > 4 else pre
    head = w
    while len(head) + 1 + len(cutp) < 205:
        head = head + "\n\n" + w
    return head + "\n" + cutp, cutp


def gloss(key_, blocks, concl_en, key=None):  # noqa: ANN001, ANN201
    tail = " / ".join(block("en", b, key).replace("\n", " / ") for b in blocks)
    return concl_en + (" / " + tail if tail else "")


def lang_probes(lg, i):  # noqa: ANN001, ANN201
    """12 probes (6 GSM8K, 6 MATH; 6 A, 6 B) for language `lg` (index `i` picks the variants)."""
    out = []  # (slot, path, kind, key, shape, truth, form, text, why, gloss, debatable)

    def add(
        slot, path, kind, key, shape, truth, form, work, tkey, kw, kw_en, why, blocks, deb=False
    ):
        concl = ph(lg, tkey, **kw(lg))
        text, blocks = compose(lg, path, work, concl, blocks, key)
        gl = gloss(key, blocks, ph("en", tkey, **kw("en")), key)
        cd = cdesc(blocks, key)
        out.append(
            (
                slot,
                path,
                kind,
                key,
                shape,
                truth,
                "prose_sentence",
                text,
                why
                + (
                    f"; then {cd} (a base model's continuation, not its answer to this problem)"
                    if cd
                    else ""
                ),
                gl,
                deb,
            )
        )

    # ---------------- GSM8K kind B
    v = i % 3
    if v == 0:
        add(
            "gB1",
            "g",
            "B",
            "ck",
            "wd",
            C,
            "",
            GW["ck"],
            "ck",
            lambda lg: {"v": word(lg, 12)},
            None,
            "the closing sentence states the gold 12 in words before the counted noun",
            [("rest",)] + conts("g"),
        )
    elif v == 1:
        add(
            "gB1",
            "g",
            "B",
            "ck",
            "dozen",
            C,
            "",
            GW["ck"],
            "ckd",
            lambda lg: {},
            None,
            "the closing sentence says 'a dozen' cookies are left (the language's dozen word = 12)",
            conts("g"),
        )
    else:
        add(
            "gB1",
            "g",
            "B",
            "ck",
            "nf",
            C,
            "",
            GW["ck"],
            "nf",
            lambda lg: {"v": "12"},
            None,
            "a number-first closing sentence (12 first, then what it counts) states the gold",
            [("rest",)],
        )
    add(
        "gB2",
        "g",
        "B",
        "rent",
        "grp",
        C,
        "",
        GW["rent"],
        "rent",
        lambda lg: {"v": money(lg, "15455")},
        None,
        f"the closing sentence states the gold 15455 in the language's honest notation "
        f"({money(lg, '15455')!r}: its thousands mark{', native digits' if L[lg][9] else ''} and currency)",
        conts("g"),
    )
    if i % 2 == 0:
        add(
            "gB3",
            "g",
            "B",
            "lunch",
            "dec",
            C,
            "",
            GW["lunch"],
            "lunch",
            lambda lg: {"v": money(lg, "15.25")},
            None,
            f"the closing sentence states the gold 15.25 as {money(lg, '15.25')!r} (the language's decimal mark and "
            f"currency)",
            conts("g"),
        )
    elif lg in DEBATABLE_BOTH:
        add(
            "gB3",
            "g",
            "B",
            "age",
            "both",
            C,
            "",
            GW["age"],
            "both",
            lambda lg: {"v": word(lg, 8), "w": word(lg, 24)},
            None,
            "debatable: the question asks the SISTER's age; the closing sentence states it in words (eight) and then "
            "Leo's age (twenty-four) in the same sentence, so the last number written is 24, not the answer",
            conts("g"),
            deb=True,
        )
    else:
        add(
            "gB3",
            "g",
            "B",
            "age",
            "wdig",
            C,
            "",
            GW["age"],
            "sis",
            lambda lg: {"v": f"{word(lg, 8)} (8)"},
            None,
            "the closing sentence gives the sister's age (asked) as a number word with the same value in digits",
            conts("g"),
        )
    # ---------------- GSM8K kind A
    if i % 2 == 0:
        add(
            "gA1",
            "g",
            "A",
            "ck",
            "tot",
            W,
            "",
            GW["ck"],
            "cktot",
            lambda lg: {"v": word(lg, 36)},
            None,
            "the closing sentence states 36 in words, the cookies BAKED (4 × 9), not the 12 left that the question "
            "asks; the gold 12 is only the result of the last working line",
            [("rest",)] + conts("g"),
        )
    else:
        add(
            "gA1",
            "g",
            "A",
            "ck",
            "tot",
            W,
            "",
            GW["ck"],
            "cktot",
            lambda lg: {"v": "36"},
            None,
            "the closing sentence states 36, the cookies BAKED (4 × 9), not the 12 left that the question asks; the "
            "gold 12 is only the result of the last working line",
            conts("g"),
        )
    nb = [("q", 7, 8)] if i % 2 == 0 else [("qbox", 5, 3)]
    add(
        "gA2",
        "g",
        "A",
        "pen",
        "next",
        W,
        "",
        GW["pen"],
        "pentot",
        (lambda lg: {"v": word(lg, 30)}) if i % 2 else (lambda lg: {"v": "30"}),
        None,
        "the working stops at 5 × 6 = 30 and the closing sentence states Marta's 30 pens in total (the question asks "
        "the 15 her brother gets, half of them)",
        nb,
    )
    out[-1] = (
        out[-1][:8]
        + (
            out[-1][8].replace(
                "(a base model's continuation, not its answer to this problem)",
                "whose value is the gold 15: the answer to an invented question, not to this one",
            ),
        )
        + out[-1][9:]
    )
    if lg not in ("sv", "cs", "el", "he"):
        r = i % 5
        if r == 0:
            add(
                "gA3",
                "g",
                "A",
                "age",
                "dis",
                W,
                "",
                GW["age"],
                "sis",
                lambda lg: {"v": f"{word(lg, 8)} (18)"},
                None,
                "the sister's age as a number word (eight) with DIFFERENT digits (18) after it: two values, no single "
                "answer",
                conts("g"),
            )
        elif r == 1:
            add(
                "gA3",
                "g",
                "A",
                "age",
                "other",
                W,
                "",
                GW["age"],
                "leo",
                lambda lg: {"v": word(lg, 24)},
                None,
                "the closing sentence states LEO's age (twenty-four, 3 × 8) in words; the question asks the sister's "
                "age 8, which is only in the working",
                conts("g"),
            )
        elif r == 2:
            add(
                "gA3",
                "g",
                "A",
                "lunch",
                "sub",
                W,
                "",
                GW["lunch"],
                "lunchsub",
                lambda lg: {"v": money(lg, "12.75")},
                None,
                f"the closing sentence states the sandwiches' subtotal {money(lg, '12.75')!r} (3 × 4.25), not the "
                f"total 15.25 the working reaches",
                conts("g"),
            )
        elif r == 3:
            add(
                "gA3",
                "g",
                "A",
                "ck",
                "hedge",
                W,
                "",
                GW["ck"],
                "ck",
                lambda lg: {"v": f"{word(lg, 12)} {ph(lg, 'or')} {word(lg, 15)}"},
                None,
                "a hedge in words: 'twelve or fifteen' cookies left (two values)",
                conts("g"),
            )
        else:
            text, cutp = cut_probe(lg, "g", GW["ck"], "ck", "ck", None)
            out.append(
                (
                    "gA3",
                    "g",
                    "A",
                    "ck",
                    "cut",
                    N,
                    "truncated",
                    text,
                    "the working reaches 36 − 24 = 12, then the closing sentence is cut mid-word before any value "
                    "(the token limit): no answer stated",
                    "Ana has … [cut mid-word before the number]",
                    False,
                )
            )
    # ---------------- MATH kind B
    add(
        "mB1",
        "m",
        "B",
        "prob",
        "frw",
        C,
        "",
        MW["prob"],
        "prob",
        lambda lg: {"v": frac(lg, 34)},
        None,
        "the closing sentence states the probability as a fraction in words ('three quarters') = 3/4",
        conts("m"),
    )
    k = PTKEYS[i % 4]
    tk, tpl, vals = PT_OK[k]
    val = vals[(i // 4) % len(vals)]
    add(
        "mB2",
        "m",
        "B",
        k,
        "pt",
        C,
        "",
        MW[k],
        tk,
        lambda lg: {"m": tpl.format(v=val)},
        None,
        f"base-model plain-text math: the closing sentence states {tpl.format(v=val)}, equal to the gold "
        f"{MGOLD[k]}",
        conts("m"),
    )
    if lg not in ("id", "vi", "th", "nl"):
        if i % 2 == 0:
            add(
                "mB3",
                "m",
                "B",
                "term",
                "ord",
                C,
                "",
                MW["term"],
                "term",
                lambda lg: {"v": ordw(lg, 15)},
                None,
                "the question asks WHICH term of 2, 5, 8, ... is 44; the closing sentence answers with the ordinal "
                "word 'fifteenth' (the 15th term) = 15",
                conts("m"),
            )
        else:
            add(
                "mB3",
                "m",
                "B",
                "div",
                "wd",
                C,
                "",
                MW["div"],
                "div",
                lambda lg: {"v": word(lg, 12)},
                None,
                "the closing sentence states the number of positive divisors of 60 in words (twelve) = 12",
                conts("m"),
            )
    # ---------------- MATH kind A
    full = i % 2 == 0
    add(
        "mA1",
        "m",
        "A",
        "prob",
        "frw",
        W,
        "",
        MW["prob"] if full else MW["prob"][:1],
        "prob",
        lambda lg: {"v": frac(lg, 14)},
        None,
        "the closing sentence states 'one quarter' in words, P(no heads), the complement, not P(at least one head) "
        "= 3/4" + ("; the working even reaches 1 - 1/4 = 3/4 on its last line" if full else ""),
        conts("m"),
    )
    k = PTKEYS[(i + 1) % 4]
    wk, tk, m_, what = PT_BAD[k]
    nb = [("pg",)] if i % 2 == 0 else conts("m")
    add(
        "mA2",
        "m",
        "A",
        k,
        "pt",
        W,
        "",
        MW[wk],
        tk,
        lambda lg: {"m": m_},
        None,
        f"base-model plain-text math: the closing sentence states {what}, not the gold {MGOLD[k]}",
        nb,
    )
    r = i % 4
    if r in (0, 2):
        nb = conts("m") if r == 0 else [("pg",)]
        add(
            "mA3",
            "m",
            "A",
            "term",
            "ord",
            W,
            "",
            MW["term"][:4],
            "term",
            lambda lg: {"v": ordw(lg, 14)},
            None,
            "off by one: the working stops at n - 1 = 14 and the closing sentence says 44 is the 'fourteenth' term "
            "(the gold is the 15th)",
            nb,
        )
    elif r == 1:
        add(
            "mA3",
            "m",
            "A",
            "div",
            "wd",
            W,
            "",
            MW["divw"],
            "div",
            lambda lg: {"v": word(lg, 8)},
            None,
            "the closing sentence states 'eight' divisors in words (the exponent of 2 not raised by one: 2 · 2 · 2); "
            "the gold is 12",
            [("pg",)],
        )
    else:
        text, cutp = cut_probe(lg, "m", MW["div"], "div", "div", None)
        out.append(
            (
                "mA3",
                "m",
                "A",
                "div",
                "cut",
                N,
                "truncated",
                text,
                "the working reaches (2 + 1)(1 + 1)(1 + 1) = 12, then the closing sentence is cut mid-word before "
                "its value: no answer stated",
                "So 60 has … [cut mid-word before the number]",
                False,
            )
        )
    return out


# ================================================================ assembly
CASES = []
_SEEN: dict[str, int] = {}
for _i, _lg in enumerate(ORDER):
    for _slot, path, kind, key, shape, truth, form, text, why, gl, deb in lang_probes(_lg, _i):
        base = (
            f"{shape}_"
            + ("m_" if path == "m" else "")
            + ("ok_" if kind == "B" else "")
            + f"{_lg}_{key}"
        )
        n = _SEEN.get(base, 0) + 1
        _SEEN[base] = n
        cid = base if n == 1 else f"{base}{n}"
        why = why.removeprefix("debatable: ")
        note = (
            "debatable: " if deb else ""
        ) + f"{LANG[_lg]}: {why}. Final lines (English gloss): {gl}"
        gold = GGOLD[key] if path == "g" else MGOLD[key]
        make = m if path == "m" else g
        CASES.append(make(cid, kind, gold, truth, form, text, note, deb))

DECISIONS = {
    c[0]: (
        "accept",
        "the question asks the sister's age; the closing sentence answers it (eight, in words) and then adds Leo's "
        "age (twenty-four) as a second fact in the same sentence, which is not a second answer to this question; a "
        "reader that takes the last number written would read 24 and reject",
    )
    for c in CASES
    if c[8]
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam174", CASES, [], DECISIONS)
