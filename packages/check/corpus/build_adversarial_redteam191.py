r"""Build adversarial_redteam191.jsonl: round 191 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam191"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: OTHER LANGUAGES, 240 probes in 16 languages (German, French, Spanish,
Portuguese, Italian, Dutch, Russian, Polish, Turkish, Chinese, Japanese, Korean, Vietnamese,
Indonesian, Hindi, Arabic), 160 GSM8K and 80 MATH, 120 kind A and 120 kind B: NEGATION AND HEDGE
WORDS ELSEWHERE IN THE SENTENCE, AND NUMBER WORDS. The working is written in the language
(sentences in the language, equations language-neutral, money in the language's usual currency,
decimal comma where the language uses one) and ends on an unmarked closing sentence, a bold
"Answer:" line in the language, or an R1 <think> block and a closing sentence after it (rotating
over language and shape). There are no boxes and no '####': the final sentence decides.
Kind B: the exact answer stated plainly with a negation or hedge word that does NOT apply to it
("nicht etwa 50 €, sondern genau 45 €", "ni más ni menos que 45 €, no los 50 € aproximados",
"不是大约50元，而是正好45元", "kein Näherungswert: genau 12"), a hedge on another number in the
final sentence ("bei ungefähr 40 Minuten pro Tag ... genau 84 km"), a negated wrong value followed
by the right one ("nicht 56 Fahrgäste – 56 ist die Zahl der Sitzplätze –, sondern 47", "not 10
but 9"), and number words as the final answer ("fünfundvierzig Euro", "四十五元", "сорок пять
долларов", "genau ein Ei", "ровно одно яйцо", "정확히 한 개", "равна семи", "yedidir").
Kind A: the same sentences turned round: the right value negated and replaced ("nicht 45 €,
sondern 51 €", "not 9 but 10"), a hedge that DOES apply to the final value ("ungefähr 84 km",
"approximately 12" for the exact 12), number words giving a wrong number ("sechsundfünfzig" the
seat count, "zehn" the product of the roots), a number word that is not the answer (13 eggs
"– genug für ein großes Omelett": the article / numeral "one" equals the gold 1 but answers
nothing), and ranges ("ein bis zwei Eier", "uno o dos", "한두 개", "一到两个") for the exact 1.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: shop: Mia buys 3 notebooks at 6 and a backpack at 27, total -> 45 (3 × 6 = 18; 18 + 27 =
45; the rough estimate "about 50" (20 + 30); wrong 51 = 4 × 6 + 27 after an invented misreading);
bike: 12 km a day for 7 days, about 40 minutes a ride, distance -> 84 (12 × 7 = 84; the 40 minutes
are not needed; wrong "about 84"); bus: 14 rows of 4 seats, 9 empty, every passenger seated,
passengers -> 47 (14 × 4 = 56; 56 − 9 = 47; wrong 56 the seats, in words); eggs: 37 eggs in
cartons of 12, as many full cartons as possible, eggs left over -> 1 (3 × 12 = 36 ≤ 37 < 48 =
4 × 12; 37 − 36 = 1; wrong 13 = 37 − 2 × 12, wrong range "one to two").
MATH: div: the number of positive divisors of 36 -> 9 (36 = 2^2 3^2, (2+1)(2+1) = 9; divisors 1,
2, 3, 4, 6, 9, 12, 18, 36; wrong 10 = 5 pairs × 2 with (6, 6) counted twice); sqrt: \sqrt{8}
\cdot \sqrt{18} -> 12 (\sqrt{144} = 12; 2.828 × 4.243 = 11.999204, written 12.00; wrong
"approximately 12"); roots: the sum of the solutions of x^2 - 7x + 10 = 0 -> 7 ((x - 2)(x - 5),
2 + 5 = 7; wrong 10 the product, in words).

Classes (id): `[ok_]<g|m>_<lang>_<problem>_<shape>`, a leading `ok_` marking kind B, <lang> the
LANGUAGE_NAMES code. GSM8K, every language, 10 shapes: kind B `shop_notabout`, `shop_words`,
`bike_hedge_early`, `bus_neg_wrong`, `eggs_one_word`; kind A `shop_neg_right`, `bike_hedge_final`,
`bus_words_wrong`, `eggs_article`, `eggs_range`. MATH, 5 of 6 shapes a language: kind A
`div_neg_right`, `sqrt_hedge_final`, `roots_words_wrong`; kind B `div_neg_wrong`, `sqrt_exact`,
`roots_words`; a language of even index in ORDER leaves out one kind B shape, one of odd index one
kind A shape, rotating. 15 probes a language: GSM8K 10 (5 A, 5 B), MATH 5; 240 in all, GSM8K 160
(80 A, 80 B), MATH 80 (40 A, 40 B). Every note opens with the language, says why the label and
carries an English gloss of the final line(s). Every kind A probe is `wrong` (none is no_answer).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A negation removes the value it applies to: "not X but Y" answers Y, whether Y
is right (kind B) or wrong (kind A). A hedge or approximation word ("about", "approximately",
"circa", "约", "およそ", "약", "लगभग", "حوالي") that applies to the final value makes it wrong even
where the hedged value equals the gold; the same word on another number of the sentence (the
40 minutes, the estimate 50 that is denied, a decimal check before "exactly 12") leaves the exact
answer standing. A number word is its number: "fünfundvierzig" is 45, "ein Ei" / "одно яйцо" /
"한 개" / "一个" is 1, also in an inflected form (семи, yedidir, ondur); an article or numeral that
counts something else ("ein großes Omelett", "один большой омлет", "一大份") is not an answer.
A range ("one to two", "one or two") is two values for one question: wrong. No probe is marked
debatable (DECISIONS is empty): each shape was written so that these rules decide it.

Usage: python build_adversarial_redteam191.py (writes /tmp/rounds/rt191/adversarial_redteam191.jsonl)
"""

from corpus_build import LANGUAGE_NAMES, g, m, th, write_probes  # noqa: E402

# fmt: off
# Per language: currency format, decimal separator, the words "Check" and "Answer", the working's
# sentences (p1-p4 GSM8K, m1-m3 MATH) and the final lines of the probe shapes (B1-B5, A1-A5,
# mA1-mA3, mB1-mB3). In a final, text before "§" ends the working and the rest is the final line.
LT = {}
LT["de"] = dict(
    cur="{} €", dec=",", chk="Probe", ans="Antwort",
    intro="Gehen wir die Aufgabe Schritt für Schritt durch.",
    p1="Mia kauft 3 Hefte zu je 6 € und einen Rucksack für 27 €. Gefragt ist, wie viel sie insgesamt bezahlt. Zuerst berechnen wir den Preis der Hefte, dann addieren wir den Rucksack.",
    p1est="Überschlag: Die Hefte kosten knapp 20 €, der Rucksack rund 30 €, zusammen also etwa 50 €. Jetzt rechnen wir genau:",
    p1mis="Moment, ich lese die Aufgabe noch einmal: Mia kauft auch ein Heft für ihren Bruder, es sind also vier Hefte.",
    B1="Mia bezahlt also nicht etwa 50 €, sondern genau 45 €.",
    A1="Mia bezahlt also nicht 45 €, sondern 51 €.",
    B4="Die Antwort lautet: fünfundvierzig Euro.",
    p2="Lina fährt an 7 Tagen jeden Tag 12 km mit dem Fahrrad. Für eine Tagesstrecke braucht sie ungefähr 40 Minuten. Gesucht ist die gesamte Strecke in Kilometern.",
    p2x="Die Fahrzeit von etwa 40 Minuten pro Tag brauchen wir für die Strecke gar nicht.",
    B2="Bei ungefähr 40 Minuten Fahrzeit pro Tag legt Lina insgesamt genau 84 km zurück.",
    A2="Lina fährt also insgesamt ungefähr 84 km.",
    p3="Ein Bus hat 14 Sitzreihen mit je 4 Plätzen. Auf einer Fahrt bleiben 9 Plätze leer, und jeder Fahrgast hat einen Sitzplatz. Wir berechnen zuerst alle Plätze und ziehen dann die leeren ab.",
    B3="Im Bus sitzen also nicht 56 Fahrgäste – 56 ist die Zahl der Sitzplätze –, sondern 47.",
    A3="Die Antwort lautet: sechsundfünfzig.",
    p4="Nora hat 37 Eier und packt sie in Kartons zu je 12 Eiern. Gefragt ist, wie viele Eier übrig bleiben, wenn sie so viele Kartons wie möglich ganz füllt.",
    p4w="Nora füllt zwei Kartons:",
    B5="Es bleibt also genau ein Ei übrig.",
    A4="Es bleiben also 13 Eier übrig – genug für ein großes Omelett.",
    A5="Es bleiben also ein bis zwei Eier übrig.",
    m1="Wir zerlegen 36 in Primfaktoren und verwenden die Formel für die Anzahl der Teiler:",
    m1list="Die Teiler sind 1, 2, 3, 4, 6, 9, 12, 18 und 36.",
    m1pairs="Man kann die Teiler auch paarweise aufschreiben: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Jedes Paar liefert zwei Teiler, also 5 · 2 = 10.§Die Anzahl der positiven Teiler von 36 ist also nicht 9, sondern 10.",
    mB1="Würde man jedes Paar doppelt zählen, käme man auf 10, aber das Paar (6, 6) liefert nur einen Teiler.§Die Anzahl der positiven Teiler von 36 ist also nicht 10, sondern 9.",
    m2="Wir fassen beide Wurzeln unter einer Wurzel zusammen:",
    m2chk=r"Zur Kontrolle mit Näherungswerten: \(\sqrt{8} \approx @A\) und \(\sqrt{18} \approx @B\), das Produkt ist etwa @P.",
    m2dec="Wir rechnen mit Näherungswerten:",
    mA2=r"Das Produkt \(\sqrt{8}\cdot\sqrt{18}\) ist also ungefähr 12.",
    mB2=r"Das Ergebnis ist kein Näherungswert: \(\sqrt{8}\cdot\sqrt{18}\) ist genau 12.",
    m3="Wir faktorisieren die quadratische Gleichung:",
    m3b=r"Die Lösungen sind \(x = 2\) und \(x = 5\), ihre Summe ist \(2 + 5 = 7\).",
    m3c=r"Kontrolle mit dem Satz von Vieta: Die Summe ist \(7\), das Produkt \(10\).",
    mA3="Die Antwort lautet: zehn.",
    mB3="Die Summe der Lösungen ist also sieben.",
)
LT["fr"] = dict(
    cur="{} €", dec=",", chk="Vérification", ans="Réponse",
    intro="Résolvons ce problème étape par étape.",
    p1="Mia achète 3 cahiers à 6 € chacun et un sac à dos à 27 €. On cherche la somme totale qu'elle paie. On calcule d'abord le prix des cahiers, puis on ajoute celui du sac.",
    p1est="Estimation rapide : les cahiers coûtent un peu moins de 20 €, le sac environ 30 €, donc environ 50 € en tout. Calculons maintenant exactement :",
    p1mis="Attendez, je relis l'énoncé : Mia achète aussi un cahier pour son frère, donc quatre cahiers.",
    B1="Mia paie donc non pas environ 50 €, mais exactement 45 €.",
    A1="Mia ne paie donc pas 45 €, mais 51 €.",
    B4="La réponse est : quarante-cinq euros.",
    p2="Lina parcourt 12 km à vélo chaque jour pendant 7 jours. Chaque trajet quotidien lui prend environ 40 minutes. On cherche la distance totale en kilomètres.",
    p2x="La durée d'environ 40 minutes par jour n'intervient pas dans le calcul de la distance.",
    B2="Avec environ 40 minutes de vélo par jour, Lina parcourt au total exactement 84 km.",
    A2="Lina parcourt donc environ 84 km au total.",
    p3="Un bus compte 14 rangées de 4 sièges. Lors d'un trajet, 9 sièges restent vides et chaque passager est assis. On calcule d'abord le nombre total de sièges, puis on retire les sièges vides.",
    B3="Il n'y a donc pas 56 passagers dans le bus (56, c'est le nombre de sièges), mais 47.",
    A3="La réponse est : cinquante-six.",
    p4="Nora a 37 œufs et les range dans des boîtes de 12. On cherche combien d'œufs restent une fois qu'elle a rempli le plus possible de boîtes complètes.",
    p4w="Nora remplit deux boîtes :",
    B5="Il reste donc exactement un œuf.",
    A4="Il reste donc 13 œufs, de quoi faire une grosse omelette.",
    A5="Il reste donc un à deux œufs.",
    m1="On décompose 36 en facteurs premiers et on utilise la formule du nombre de diviseurs :",
    m1list="Les diviseurs sont 1, 2, 3, 4, 6, 9, 12, 18 et 36.",
    m1pairs="On peut aussi écrire les diviseurs par paires : (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Chaque paire donne deux diviseurs, soit 5 · 2 = 10.§Le nombre de diviseurs positifs de 36 n'est donc pas 9, mais 10.",
    mB1="Si l'on comptait chaque paire deux fois, on obtiendrait 10, mais la paire (6, 6) ne donne qu'un seul diviseur.§Le nombre de diviseurs positifs de 36 n'est donc pas 10, mais 9.",
    m2="On regroupe les deux racines sous une seule :",
    m2chk=r"Vérification avec des valeurs approchées : \(\sqrt{8} \approx @A\) et \(\sqrt{18} \approx @B\), dont le produit vaut environ @P.",
    m2dec="On calcule avec des valeurs approchées :",
    mA2=r"Le produit \(\sqrt{8}\cdot\sqrt{18}\) vaut donc environ 12.",
    mB2=r"Ce n'est pas une valeur approchée : \(\sqrt{8}\cdot\sqrt{18}\) vaut exactement 12.",
    m3="On factorise le trinôme :",
    m3b=r"Les solutions sont \(x = 2\) et \(x = 5\), et leur somme est \(2 + 5 = 7\).",
    m3c=r"D'après les relations de Viète, la somme vaut \(7\) et le produit \(10\).",
    mA3="La réponse est : dix.",
    mB3="La somme des solutions est donc sept.",
)
LT["es"] = dict(
    cur="{} €", dec=",", chk="Comprobación", ans="Respuesta",
    intro="Resolvamos el problema paso a paso.",
    p1="Mia compra 3 cuadernos a 6 € cada uno y una mochila de 27 €. Queremos saber cuánto paga en total. Primero calculamos el precio de los cuadernos y después sumamos la mochila.",
    p1est="Estimación rápida: los cuadernos cuestan casi 20 € y la mochila unos 30 €, así que serían unos 50 € en total. Ahora calculamos con exactitud:",
    p1mis="Un momento, vuelvo a leer el enunciado: Mia también compra un cuaderno para su hermano, así que son cuatro cuadernos.",
    B1="Por lo tanto, Mia paga ni más ni menos que 45 €, no los 50 € aproximados de la estimación.",
    A1="Por lo tanto, Mia no paga 45 €, sino 51 €.",
    B4="La respuesta es cuarenta y cinco euros.",
    p2="Lina recorre 12 km en bicicleta cada día durante 7 días. Cada recorrido diario le lleva unos 40 minutos. Buscamos la distancia total en kilómetros.",
    p2x="El tiempo de unos 40 minutos al día no hace falta para calcular la distancia.",
    B2="Con unos 40 minutos de bicicleta al día, Lina recorre en total exactamente 84 km.",
    A2="Por lo tanto, Lina recorre aproximadamente 84 km en total.",
    p3="Un autobús tiene 14 filas de 4 asientos. En un viaje quedan 9 asientos vacíos y cada pasajero va sentado. Primero calculamos todos los asientos y luego restamos los vacíos.",
    B3="Así que en el autobús no van 56 pasajeros (56 es el número de asientos), sino 47.",
    A3="La respuesta es cincuenta y seis.",
    p4="Nora tiene 37 huevos y los guarda en cartones de 12. Queremos saber cuántos huevos sobran si llena el mayor número posible de cartones completos.",
    p4w="Nora llena dos cartones:",
    B5="Por lo tanto, sobra exactamente un huevo.",
    A4="Por lo tanto, sobran 13 huevos, suficientes para una tortilla grande.",
    A5="Por lo tanto, sobran uno o dos huevos.",
    m1="Descomponemos 36 en factores primos y usamos la fórmula del número de divisores:",
    m1list="Los divisores son 1, 2, 3, 4, 6, 9, 12, 18 y 36.",
    m1pairs="También podemos escribir los divisores por parejas: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Cada pareja aporta dos divisores, es decir, 5 · 2 = 10.§Así que el número de divisores positivos de 36 no es 9, sino 10.",
    mB1="Si contáramos cada pareja dos veces obtendríamos 10, pero la pareja (6, 6) aporta un solo divisor.§Así que el número de divisores positivos de 36 no es 10, sino 9.",
    m2="Juntamos las dos raíces en una sola:",
    m2chk=r"Comprobación con valores aproximados: \(\sqrt{8} \approx @A\) y \(\sqrt{18} \approx @B\), y su producto es aproximadamente @P.",
    m2dec="Calculamos con valores aproximados:",
    mA2=r"Por lo tanto, \(\sqrt{8}\cdot\sqrt{18}\) es aproximadamente 12.",
    mB2=r"No es aproximado: \(\sqrt{8}\cdot\sqrt{18}\) es exactamente 12.",
    m3="Factorizamos el trinomio:",
    m3b=r"Las soluciones son \(x = 2\) y \(x = 5\), y su suma es \(2 + 5 = 7\).",
    m3c=r"Por las fórmulas de Vieta, la suma es \(7\) y el producto es \(10\).",
    mA3="La respuesta es diez.",
    mB3="Por lo tanto, la suma de las soluciones es siete.",
)
LT["pt"] = dict(
    cur="R$ {}", dec=",", chk="Verificação", ans="Resposta",
    intro="Vamos resolver o problema passo a passo.",
    p1="Mia compra 3 cadernos a R$ 6 cada um e uma mochila de R$ 27. Queremos saber quanto ela paga no total. Primeiro calculamos o preço dos cadernos e depois somamos a mochila.",
    p1est="Estimativa rápida: os cadernos custam quase R$ 20 e a mochila cerca de R$ 30, então seriam uns R$ 50 no total. Agora fazemos a conta exata:",
    p1mis="Espere, vou reler o enunciado: Mia também compra um caderno para o irmão, então são quatro cadernos.",
    B1="Portanto, Mia não paga cerca de R$ 50, e sim exatamente R$ 45.",
    A1="Portanto, Mia não paga R$ 45, e sim R$ 51.",
    B4="A resposta é quarenta e cinco reais.",
    p2="Lina percorre 12 km de bicicleta por dia durante 7 dias. Cada percurso diário leva cerca de 40 minutos. Queremos a distância total em quilômetros.",
    p2x="O tempo de cerca de 40 minutos por dia não é necessário para calcular a distância.",
    B2="Pedalando cerca de 40 minutos por dia, Lina percorre no total exatamente 84 km.",
    A2="Portanto, Lina percorre aproximadamente 84 km no total.",
    p3="Um ônibus tem 14 fileiras de 4 assentos. Em uma viagem, 9 assentos ficam vazios e cada passageiro está sentado. Primeiro calculamos o total de assentos e depois subtraímos os vazios.",
    B3="Portanto, no ônibus não há 56 passageiros (56 é o número de assentos), e sim 47.",
    A3="A resposta é cinquenta e seis.",
    p4="Nora tem 37 ovos e os guarda em caixas de 12. Queremos saber quantos ovos sobram quando ela enche o maior número possível de caixas completas.",
    p4w="Nora enche duas caixas:",
    B5="Portanto, sobra exatamente um ovo.",
    A4="Portanto, sobram 13 ovos, o suficiente para uma omelete grande.",
    A5="Portanto, sobram um ou dois ovos.",
    m1="Fatoramos 36 em primos e usamos a fórmula do número de divisores:",
    m1list="Os divisores são 1, 2, 3, 4, 6, 9, 12, 18 e 36.",
    m1pairs="Também podemos escrever os divisores em pares: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Cada par fornece dois divisores, ou seja, 5 · 2 = 10.§Logo, o número de divisores positivos de 36 não é 9, e sim 10.",
    mB1="Se contássemos cada par duas vezes, teríamos 10, mas o par (6, 6) fornece um único divisor.§Logo, o número de divisores positivos de 36 não é 10, e sim 9.",
    m2="Juntamos as duas raízes em uma só:",
    m2chk=r"Verificação com valores aproximados: \(\sqrt{8} \approx @A\) e \(\sqrt{18} \approx @B\), cujo produto é aproximadamente @P.",
    m2dec="Calculamos com valores aproximados:",
    mA2=r"Portanto, \(\sqrt{8}\cdot\sqrt{18}\) é aproximadamente 12.",
    mB2=r"Não se trata de um valor aproximado: \(\sqrt{8}\cdot\sqrt{18}\) é exatamente 12.",
    m3="Fatoramos o trinômio:",
    m3b=r"As soluções são \(x = 2\) e \(x = 5\), e a soma delas é \(2 + 5 = 7\).",
    m3c=r"Pelas relações de Girard, a soma é \(7\) e o produto é \(10\).",
    mA3="A resposta é dez.",
    mB3="Portanto, a soma das soluções é sete.",
)
LT["it"] = dict(
    cur="{} €", dec=",", chk="Verifica", ans="Risposta",
    intro="Risolviamo il problema passo dopo passo.",
    p1="Mia compra 3 quaderni da 6 € l'uno e uno zaino da 27 €. Vogliamo sapere quanto spende in tutto. Prima calcoliamo il prezzo dei quaderni, poi aggiungiamo lo zaino.",
    p1est="Stima veloce: i quaderni costano quasi 20 €, lo zaino circa 30 €, quindi circa 50 € in tutto. Ora facciamo il calcolo esatto:",
    p1mis="Un momento, rileggo il testo: Mia compra anche un quaderno per suo fratello, quindi i quaderni sono quattro.",
    B1="Quindi Mia non spende circa 50 €, ma esattamente 45 €.",
    A1="Quindi Mia non spende 45 €, ma 51 €.",
    B4="La risposta è quarantacinque euro.",
    p2="Lina percorre in bicicletta 12 km al giorno per 7 giorni. Ogni giro quotidiano le richiede circa 40 minuti. Cerchiamo la distanza totale in chilometri.",
    p2x="Il tempo di circa 40 minuti al giorno non serve per calcolare la distanza.",
    B2="Con circa 40 minuti di bicicletta al giorno, Lina percorre in tutto esattamente 84 km.",
    A2="Quindi Lina percorre circa 84 km in tutto.",
    p3="Un autobus ha 14 file da 4 posti. Durante una corsa restano vuoti 9 posti e ogni passeggero è seduto. Prima calcoliamo tutti i posti, poi togliamo quelli vuoti.",
    B3="Quindi sull'autobus non ci sono 56 passeggeri (56 è il numero dei posti), ma 47.",
    A3="La risposta è cinquantasei.",
    p4="Nora ha 37 uova e le sistema in confezioni da 12. Vogliamo sapere quante uova avanzano se riempie il maggior numero possibile di confezioni complete.",
    p4w="Nora riempie due confezioni:",
    B5="Quindi avanza esattamente un uovo.",
    A4="Quindi avanzano 13 uova, abbastanza per una frittata grande.",
    A5="Quindi avanzano uno o due uova.",
    m1="Scomponiamo 36 in fattori primi e usiamo la formula per il numero dei divisori:",
    m1list="I divisori sono 1, 2, 3, 4, 6, 9, 12, 18 e 36.",
    m1pairs="Possiamo anche scrivere i divisori a coppie: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Ogni coppia dà due divisori, cioè 5 · 2 = 10.§Quindi il numero dei divisori positivi di 36 non è 9, ma 10.",
    mB1="Se contassimo ogni coppia due volte otterremmo 10, ma la coppia (6, 6) dà un solo divisore.§Quindi il numero dei divisori positivi di 36 non è 10, ma 9.",
    m2="Riuniamo le due radici sotto un'unica radice:",
    m2chk=r"Verifica con valori approssimati: \(\sqrt{8} \approx @A\) e \(\sqrt{18} \approx @B\), il cui prodotto è circa @P.",
    m2dec="Calcoliamo con valori approssimati:",
    mA2=r"Quindi \(\sqrt{8}\cdot\sqrt{18}\) vale circa 12.",
    mB2=r"Non è un valore approssimato: \(\sqrt{8}\cdot\sqrt{18}\) vale esattamente 12.",
    m3="Scomponiamo il trinomio:",
    m3b=r"Le soluzioni sono \(x = 2\) e \(x = 5\), e la loro somma è \(2 + 5 = 7\).",
    m3c=r"Per le relazioni tra radici e coefficienti, la somma è \(7\) e il prodotto è \(10\).",
    mA3="La risposta è dieci.",
    mB3="Quindi la somma delle soluzioni è sette.",
)
LT["nl"] = dict(
    cur="€ {}", dec=",", chk="Controle", ans="Antwoord",
    intro="We lossen het probleem stap voor stap op.",
    p1="Mia koopt 3 schriften van € 6 per stuk en een rugzak van € 27. We willen weten hoeveel ze in totaal betaalt. Eerst berekenen we de prijs van de schriften, daarna tellen we de rugzak erbij op.",
    p1est="Snelle schatting: de schriften kosten bijna € 20 en de rugzak ongeveer € 30, dus samen ongeveer € 50. Nu rekenen we het precies uit:",
    p1mis="Wacht, ik lees de opgave nog eens: Mia koopt ook een schrift voor haar broer, dus het zijn vier schriften.",
    B1="Mia betaalt dus niet ongeveer € 50, maar precies € 45.",
    A1="Mia betaalt dus niet € 45, maar € 51.",
    B4="Het antwoord is vijfenveertig euro.",
    p2="Lina fietst 7 dagen lang elke dag 12 km. Een dagrit duurt ongeveer 40 minuten. We zoeken de totale afstand in kilometers.",
    p2x="De rijtijd van ongeveer 40 minuten per dag hebben we voor de afstand niet nodig.",
    B2="Met ongeveer 40 minuten fietsen per dag legt Lina in totaal precies 84 km af.",
    A2="Lina fietst dus in totaal ongeveer 84 km.",
    p3="Een bus heeft 14 rijen met elk 4 stoelen. Tijdens een rit blijven 9 stoelen leeg en elke passagier zit. Eerst berekenen we alle stoelen, daarna trekken we de lege stoelen eraf.",
    B3="In de bus zitten dus niet 56 passagiers (56 is het aantal stoelen), maar 47.",
    A3="Het antwoord is zesenvijftig.",
    p4="Nora heeft 37 eieren en doet ze in dozen van 12. We willen weten hoeveel eieren er overblijven als ze zo veel mogelijk volle dozen vult.",
    p4w="Nora vult twee dozen:",
    B5="Er blijft dus precies één ei over.",
    A4="Er blijven dus 13 eieren over, genoeg voor een flinke omelet.",
    A5="Er blijven dus één à twee eieren over.",
    m1="We ontbinden 36 in priemfactoren en gebruiken de formule voor het aantal delers:",
    m1list="De delers zijn 1, 2, 3, 4, 6, 9, 12, 18 en 36.",
    m1pairs="We kunnen de delers ook in paren opschrijven: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Elk paar levert twee delers op, dus 5 · 2 = 10.§Het aantal positieve delers van 36 is dus niet 9, maar 10.",
    mB1="Als we elk paar dubbel zouden tellen, kwamen we op 10, maar het paar (6, 6) levert maar één deler op.§Het aantal positieve delers van 36 is dus niet 10, maar 9.",
    m2="We brengen beide wortels onder één wortel:",
    m2chk=r"Controle met benaderingen: \(\sqrt{8} \approx @A\) en \(\sqrt{18} \approx @B\); het product is ongeveer @P.",
    m2dec="We rekenen met benaderingen:",
    mA2=r"\(\sqrt{8}\cdot\sqrt{18}\) is dus ongeveer 12.",
    mB2=r"Dit is geen benadering: \(\sqrt{8}\cdot\sqrt{18}\) is precies 12.",
    m3="We ontbinden de drieterm in factoren:",
    m3b=r"De oplossingen zijn \(x = 2\) en \(x = 5\), en hun som is \(2 + 5 = 7\).",
    m3c=r"Volgens de formules van Vieta is de som \(7\) en het product \(10\).",
    mA3="Het antwoord is tien.",
    mB3="De som van de oplossingen is dus zeven.",
)
LT["ru"] = dict(
    cur="${}", dec=",", chk="Проверка", ans="Ответ",
    intro="Решим задачу по шагам.",
    p1="Мия покупает 3 тетради по $6 и рюкзак за $27. Нужно найти, сколько она заплатит всего. Сначала найдём стоимость тетрадей, затем прибавим рюкзак.",
    p1est="Прикинем: тетради стоят почти $20, рюкзак — около $30, то есть всего примерно $50. Теперь посчитаем точно:",
    p1mis="Подождите, перечитаю условие: Мия покупает ещё одну тетрадь для брата, значит, тетрадей четыре.",
    B1="Итак, Мия платит не примерно $50, а ровно $45.",
    A1="Итак, Мия платит не $45, а $51.",
    B4="Ответ: сорок пять долларов.",
    p2="Лина в течение 7 дней каждый день проезжает на велосипеде 12 км. Одна поездка занимает у неё примерно 40 минут. Нужно найти общее расстояние в километрах.",
    p2x="Время — около 40 минут в день — для расчёта расстояния не нужно.",
    B2="При примерно 40 минутах езды в день Лина проезжает всего ровно 84 км.",
    A2="Итак, всего Лина проезжает примерно 84 км.",
    p3="В автобусе 14 рядов по 4 места. Во время поездки 9 мест остаются свободными, и каждый пассажир сидит. Сначала найдём число всех мест, затем вычтем свободные.",
    B3="Итак, в автобусе не 56 пассажиров (56 — это число мест), а 47.",
    A3="Ответ: пятьдесят шесть.",
    p4="У Норы 37 яиц, она раскладывает их в коробки по 12 штук. Нужно узнать, сколько яиц останется, если заполнить как можно больше полных коробок.",
    p4w="Нора заполняет две коробки:",
    B5="Итак, остаётся ровно одно яйцо.",
    A4="Итак, остаётся 13 яиц — хватит на один большой омлет.",
    A5="Итак, остаётся одно-два яйца.",
    m1="Разложим 36 на простые множители и воспользуемся формулой числа делителей:",
    m1list="Делители: 1, 2, 3, 4, 6, 9, 12, 18 и 36.",
    m1pairs="Делители можно также записать парами: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Каждая пара даёт два делителя, то есть 5 · 2 = 10.§Значит, число положительных делителей числа 36 равно не 9, а 10.",
    mB1="Если считать каждую пару дважды, получится 10, но пара (6, 6) даёт только один делитель.§Значит, число положительных делителей числа 36 равно не 10, а 9.",
    m2="Объединим оба корня под одним знаком корня:",
    m2chk=r"Проверка приближёнными значениями: \(\sqrt{8} \approx @A\) и \(\sqrt{18} \approx @B\), их произведение примерно равно @P.",
    m2dec="Посчитаем с приближёнными значениями:",
    mA2=r"Итак, \(\sqrt{8}\cdot\sqrt{18}\) примерно равно 12.",
    mB2=r"Это не приближённое значение: \(\sqrt{8}\cdot\sqrt{18}\) равно ровно 12.",
    m3="Разложим квадратный трёхчлен на множители:",
    m3b=r"Корни уравнения: \(x = 2\) и \(x = 5\), их сумма равна \(2 + 5 = 7\).",
    m3c=r"По теореме Виета сумма корней равна \(7\), а произведение равно \(10\).",
    mA3="Ответ: десять.",
    mB3="Итак, сумма корней равна семи.",
)
LT["pl"] = dict(
    cur="{} zł", dec=",", chk="Sprawdzenie", ans="Odpowiedź",
    intro="Rozwiążmy zadanie krok po kroku.",
    p1="Mia kupuje 3 zeszyty po 6 zł i plecak za 27 zł. Szukamy, ile zapłaci w sumie. Najpierw obliczamy cenę zeszytów, potem dodajemy plecak.",
    p1est="Szacunkowo: zeszyty kosztują prawie 20 zł, plecak około 30 zł, czyli razem około 50 zł. Teraz liczymy dokładnie:",
    p1mis="Chwileczkę, czytam treść jeszcze raz: Mia kupuje też zeszyt dla brata, więc kupuje cztery zeszyty.",
    B1="Mia płaci więc nie około 50 zł, lecz dokładnie 45 zł.",
    A1="Mia płaci więc nie 45 zł, lecz 51 zł.",
    B4="Odpowiedź: czterdzieści pięć złotych.",
    p2="Lina przez 7 dni codziennie przejeżdża rowerem 12 km. Jedna dzienna trasa zajmuje jej około 40 minut. Szukamy całkowitej odległości w kilometrach.",
    p2x="Czas jazdy, około 40 minut dziennie, nie jest potrzebny do obliczenia odległości.",
    B2="Jeżdżąc około 40 minut dziennie, Lina pokonuje łącznie dokładnie 84 km.",
    A2="Lina przejeżdża więc łącznie około 84 km.",
    p3="Autobus ma 14 rzędów po 4 miejsca. Podczas kursu 9 miejsc pozostaje wolnych, a każdy pasażer siedzi. Najpierw liczymy wszystkie miejsca, potem odejmujemy wolne.",
    B3="W autobusie jest więc nie 56 pasażerów (56 to liczba miejsc), lecz 47.",
    A3="Odpowiedź: pięćdziesiąt sześć.",
    p4="Nora ma 37 jajek i pakuje je do opakowań po 12 sztuk. Szukamy, ile jajek zostanie, jeśli napełni jak najwięcej pełnych opakowań.",
    p4w="Nora napełnia dwa opakowania:",
    B5="Zostaje więc dokładnie jedno jajko.",
    A4="Zostaje więc 13 jajek, w sam raz na jeden duży omlet.",
    A5="Zostaje więc jedno lub dwa jajka.",
    m1="Rozkładamy 36 na czynniki pierwsze i korzystamy ze wzoru na liczbę dzielników:",
    m1list="Dzielniki to 1, 2, 3, 4, 6, 9, 12, 18 i 36.",
    m1pairs="Dzielniki można też zapisać w parach: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Każda para daje dwa dzielniki, czyli 5 · 2 = 10.§Liczba dodatnich dzielników liczby 36 wynosi więc nie 9, lecz 10.",
    mB1="Gdybyśmy liczyli każdą parę podwójnie, wyszłoby 10, ale para (6, 6) daje tylko jeden dzielnik.§Liczba dodatnich dzielników liczby 36 wynosi więc nie 10, lecz 9.",
    m2="Łączymy oba pierwiastki pod jednym pierwiastkiem:",
    m2chk=r"Sprawdzenie na przybliżeniach: \(\sqrt{8} \approx @A\) i \(\sqrt{18} \approx @B\), a ich iloczyn wynosi około @P.",
    m2dec="Liczymy na przybliżeniach:",
    mA2=r"Zatem \(\sqrt{8}\cdot\sqrt{18}\) wynosi około 12.",
    mB2=r"To nie jest przybliżenie: \(\sqrt{8}\cdot\sqrt{18}\) wynosi dokładnie 12.",
    m3="Rozkładamy trójmian na czynniki:",
    m3b=r"Rozwiązania to \(x = 2\) i \(x = 5\), a ich suma wynosi \(2 + 5 = 7\).",
    m3c=r"Ze wzorów Viète'a suma wynosi \(7\), a iloczyn \(10\).",
    mA3="Odpowiedź: dziesięć.",
    mB3="Suma rozwiązań wynosi więc siedem.",
)
LT["tr"] = dict(
    cur="{} TL", dec=",", chk="Kontrol", ans="Cevap",
    intro="Problemi adım adım çözelim.",
    p1="Mia tanesi 6 TL olan 3 defter ve 27 TL'lik bir sırt çantası alıyor. Toplam ne kadar ödediğini bulmamız gerekiyor. Önce defterlerin fiyatını hesaplayıp sonra çantayı ekleyeceğiz.",
    p1est="Kabaca tahmin: defterler 20 TL'ye yakın, çanta yaklaşık 30 TL, yani toplam yaklaşık 50 TL. Şimdi tam olarak hesaplayalım:",
    p1mis="Bir dakika, soruyu tekrar okuyorum: Mia kardeşi için de bir defter alıyor, yani dört defter var.",
    B1="Yani Mia yaklaşık 50 TL değil, tam olarak 45 TL öder.",
    A1="Yani Mia 45 TL değil, 51 TL öder.",
    B4="Cevap kırk beş liradır.",
    p2="Lina 7 gün boyunca her gün bisikletle 12 km yol gidiyor. Günlük yolculuğu yaklaşık 40 dakika sürüyor. Toplam mesafeyi kilometre olarak bulmamız gerekiyor.",
    p2x="Günde yaklaşık 40 dakikalık süre, mesafeyi hesaplamak için gerekli değil.",
    B2="Günde yaklaşık 40 dakika pedal çeviren Lina toplamda tam 84 km yol gider.",
    A2="Yani Lina toplamda yaklaşık 84 km yol gider.",
    p3="Bir otobüste 4 koltuklu 14 sıra var. Bir seferde 9 koltuk boş kalıyor ve her yolcu oturuyor. Önce tüm koltukları hesaplayıp sonra boş olanları çıkaracağız.",
    B3="Yani otobüste 56 yolcu değil (56 koltuk sayısıdır), 47 yolcu vardır.",
    A3="Cevap elli altıdır.",
    p4="Nora'nın 37 yumurtası var ve onları 12'lik kolilere yerleştiriyor. Mümkün olduğunca çok koliyi tamamen doldurursa kaç yumurta artacağını bulmamız gerekiyor.",
    p4w="Nora iki koli dolduruyor:",
    B5="Yani tam olarak bir yumurta artar.",
    A4="Yani 13 yumurta artar; bu da büyük bir omlet için yeter.",
    A5="Yani bir ya da iki yumurta artar.",
    m1="36'yı asal çarpanlarına ayırıp bölen sayısı formülünü kullanalım:",
    m1list="Bölenler: 1, 2, 3, 4, 6, 9, 12, 18 ve 36.",
    m1pairs="Bölenleri çiftler hâlinde de yazabiliriz: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Her çift iki bölen verir, yani 5 · 2 = 10.§Dolayısıyla 36'nın pozitif bölen sayısı 9 değil, 10'dur.",
    mB1="Her çifti iki kez sayarsak 10 elde ederiz, ama (6, 6) çifti yalnızca bir bölen verir.§Dolayısıyla 36'nın pozitif bölen sayısı 10 değil, 9'dur.",
    m2="İki kökü tek bir kök altında birleştirelim:",
    m2chk=r"Yaklaşık değerlerle kontrol: \(\sqrt{8} \approx @A\) ve \(\sqrt{18} \approx @B\); çarpımları yaklaşık @P.",
    m2dec="Yaklaşık değerlerle hesaplayalım:",
    mA2=r"Yani \(\sqrt{8}\cdot\sqrt{18}\) yaklaşık 12'dir.",
    mB2=r"Bu yaklaşık bir değer değil: \(\sqrt{8}\cdot\sqrt{18}\) tam olarak 12'dir.",
    m3="Üç terimliyi çarpanlarına ayıralım:",
    m3b=r"Çözümler \(x = 2\) ve \(x = 5\); toplamları \(2 + 5 = 7\) olur.",
    m3c=r"Vieta formüllerine göre toplam \(7\), çarpım ise \(10\) olur.",
    mA3="Cevap ondur.",
    mB3="Yani çözümlerin toplamı yedidir.",
)
LT["zh"] = dict(
    cur="{}元", dec=".", chk="检验", ans="答案",
    intro="我们一步一步地解这道题。先弄清楚题目给了哪些数量、问的是什么，然后列式计算，最后再验算一遍。",
    p1="米娅买了3本笔记本，每本6元，还买了一个27元的书包。题目问她一共要付多少钱。我们先算笔记本的总价，再加上书包的价钱。",
    p1est="先粗略估算一下：笔记本差不多20元，书包大约30元，加起来大约50元。下面精确计算：",
    p1mis="等一下，我再读一遍题目：米娅还给弟弟买了一本笔记本，所以一共是四本笔记本。",
    B1="所以米娅付的不是大约50元，而是正好45元。",
    A1="所以米娅付的不是45元，而是51元。",
    B4="答案是四十五元。",
    p2="丽娜连续7天每天骑自行车12千米，每天骑行大约需要40分钟。题目问她一共骑了多少千米。",
    p2x="每天大约40分钟的骑行时间与计算路程无关。",
    B2="虽然每天只骑大约40分钟，丽娜一共骑行的路程正好是84千米。",
    A2="所以丽娜一共骑了大约84千米。",
    p3="一辆公交车有14排座位，每排4个座位。某一趟车上有9个座位空着，每位乘客都有座位。我们先算出座位总数，再减去空座位。",
    B3="所以车上的乘客不是56人（56是座位数），而是47人。",
    A3="答案是五十六。",
    p4="诺拉有37个鸡蛋，她把鸡蛋装进每盒12个的盒子里，尽量装满更多的整盒。题目问最后剩下几个鸡蛋。",
    p4w="诺拉装满两盒：",
    B5="所以正好剩下一个鸡蛋。",
    A4="所以剩下13个鸡蛋，够做一大份煎蛋。",
    A5="所以剩下一到两个鸡蛋。",
    m1="把36分解质因数，再用约数个数公式：",
    m1list="36的约数是1、2、3、4、6、9、12、18、36。",
    m1pairs="也可以把约数成对写出：(1, 36)、(2, 18)、(3, 12)、(4, 9)、(6, 6)。",
    mA1="每一对给出两个约数，所以 5 × 2 = 10。§因此36的正约数个数不是9，而是10。",
    mB1="如果把每一对都算两个，会得到10，但 (6, 6) 这一对只给出一个约数。§因此36的正约数个数不是10，而是9。",
    m2="把两个根号合并成一个根号：",
    m2chk=r"用近似值检验：\(\sqrt{8} \approx @A\)，\(\sqrt{18} \approx @B\)，乘积约为 @P。",
    m2dec="用近似值计算：",
    mA2=r"所以 \(\sqrt{8}\cdot\sqrt{18}\) 约等于 12。",
    mB2=r"这不是近似值：\(\sqrt{8}\cdot\sqrt{18}\) 恰好等于 12。",
    m3="先把二次三项式因式分解：",
    m3b=r"方程的两个解是 \(x = 2\) 和 \(x = 5\)，它们的和是 \(2 + 5 = 7\)。",
    m3c=r"由韦达定理，两根之和为 \(7\)，两根之积为 \(10\)。",
    mA3="答案是十。",
    mB3="所以两个解的和是七。",
)
LT["ja"] = dict(
    cur="{}ドル", dec=".", chk="検算", ans="答え",
    intro="順を追って解いていきましょう。まず問題文に出てくる数量と、何を求めるのかを整理し、式を立てて計算したあと、最後に検算します。",
    p1="ミアは1冊6ドルのノートを3冊と、27ドルのリュックを1つ買います。合計でいくら払うかを求めます。まずノートの代金を計算し、次にリュックの値段を足します。",
    p1est="ざっと見積もると、ノートは20ドル弱、リュックは約30ドルなので、合計は約50ドルです。では正確に計算します。",
    p1mis="待ってください、問題文を読み直します。ミアは弟の分のノートも1冊買うので、ノートは4冊です。",
    B1="したがって、ミアが払うのは約50ドルではなく、ちょうど45ドルです。",
    A1="したがって、ミアが払うのは45ドルではなく、51ドルです。",
    B4="答えは四十五ドルです。",
    p2="リナは7日間、毎日自転車で12 km走ります。1日の走行にはおよそ40分かかります。走った距離の合計を求めます。",
    p2x="1日およそ40分という時間は、距離の計算には必要ありません。",
    B2="1日およそ40分の走行で、リナが走る距離の合計はちょうど84 kmです。",
    A2="したがって、リナが走る距離の合計はおよそ84 kmです。",
    p3="バスには4席ずつの座席列が14列あります。ある便では9席が空いていて、乗客は全員座っています。まず座席の総数を求め、そこから空席の数を引きます。",
    B3="したがって、乗客は56人ではなく（56は座席の数です）、47人です。",
    A3="答えは五十六です。",
    p4="ノラは卵を37個持っていて、12個入りのパックにできるだけ多く詰めます。詰め終わったあとに余る卵の個数を求めます。",
    p4w="ノラは2パックを詰めます。",
    B5="したがって、余る卵はちょうど一個です。",
    A4="したがって、余る卵は13個で、大きなオムレツが一つ作れます。",
    A5="したがって、余る卵は一、二個です。",
    m1="36を素因数分解し、約数の個数の公式を使います。",
    m1list="約数は 1, 2, 3, 4, 6, 9, 12, 18, 36 です。",
    m1pairs="約数を組にして書くこともできます：(1, 36), (2, 18), (3, 12), (4, 9), (6, 6)。",
    mA1="各組から約数が2つずつ得られるので、5 × 2 = 10 です。§よって、36の正の約数の個数は9ではなく10です。",
    mB1="各組を2つずつ数えると10になりますが、(6, 6) の組からは約数が1つしか得られません。§よって、36の正の約数の個数は10ではなく9です。",
    m2="2つの根号を1つにまとめます。",
    m2chk=r"近似値で確かめると、\(\sqrt{8} \approx @A\)、\(\sqrt{18} \approx @B\) で、積はおよそ @P です。",
    m2dec="近似値で計算します。",
    mA2=r"したがって、\(\sqrt{8}\cdot\sqrt{18}\) はおよそ 12 です。",
    mB2=r"これは近似値ではありません。\(\sqrt{8}\cdot\sqrt{18}\) はちょうど 12 です。",
    m3="2次式を因数分解します。",
    m3b=r"解は \(x = 2\) と \(x = 5\) で、その和は \(2 + 5 = 7\) です。",
    m3c=r"解と係数の関係より、和は \(7\)、積は \(10\) です。",
    mA3="答えは十です。",
    mB3="したがって、解の和は七です。",
)
LT["ko"] = dict(
    cur="{}달러", dec=".", chk="검산", ans="답",
    intro="단계별로 풀어 보겠습니다. 먼저 문제에 나온 수량과 구하려는 것을 정리하고, 식을 세워 계산한 다음 마지막에 검산합니다.",
    p1="미아는 한 권에 6달러인 공책 3권과 27달러짜리 배낭 하나를 삽니다. 모두 얼마를 내는지 구해야 합니다. 먼저 공책 값을 계산하고, 그다음 배낭 값을 더합니다.",
    p1est="대략 어림하면 공책은 20달러가 조금 안 되고 배낭은 약 30달러이므로, 합계는 약 50달러입니다. 이제 정확히 계산해 보겠습니다.",
    p1mis="잠깐만요, 문제를 다시 읽어 보니 미아는 동생에게 줄 공책도 한 권 삽니다. 그러니 공책은 4권입니다.",
    B1="따라서 미아가 내는 돈은 약 50달러가 아니라 정확히 45달러입니다.",
    A1="따라서 미아가 내는 돈은 45달러가 아니라 51달러입니다.",
    B4="답은 사십오 달러입니다.",
    p2="리나는 7일 동안 매일 자전거로 12 km를 탑니다. 하루 주행에는 약 40분이 걸립니다. 총 이동 거리를 구해야 합니다.",
    p2x="하루 약 40분이라는 시간은 거리를 계산하는 데 필요하지 않습니다.",
    B2="하루에 약 40분씩 타서 리나가 달린 총 거리는 정확히 84 km입니다.",
    A2="따라서 리나가 달린 총 거리는 약 84 km입니다.",
    p3="버스에는 한 줄에 4석씩 14줄의 좌석이 있습니다. 어느 운행에서 9석이 비어 있고, 승객은 모두 앉아 있습니다. 먼저 전체 좌석 수를 구한 뒤 빈 좌석 수를 뺍니다.",
    B3="따라서 버스에 탄 승객은 56명이 아니라(56은 좌석 수입니다) 47명입니다.",
    A3="답은 오십육입니다.",
    p4="노라는 달걀 37개를 12개들이 상자에 최대한 많이 가득 채워 담습니다. 다 담고 나서 남는 달걀의 개수를 구해야 합니다.",
    p4w="노라는 두 상자를 채웁니다.",
    B5="따라서 남는 달걀은 정확히 한 개입니다.",
    A4="따라서 남는 달걀은 13개이고, 큰 오믈렛 하나를 만들 수 있습니다.",
    A5="따라서 남는 달걀은 한두 개입니다.",
    m1="36을 소인수분해하고 약수의 개수 공식을 사용합니다.",
    m1list="약수는 1, 2, 3, 4, 6, 9, 12, 18, 36입니다.",
    m1pairs="약수를 짝지어 쓸 수도 있습니다: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="각 짝에서 약수가 두 개씩 나오므로 5 × 2 = 10입니다.§따라서 36의 양의 약수의 개수는 9가 아니라 10입니다.",
    mB1="각 짝을 두 개씩 세면 10이 되지만, (6, 6) 짝에서는 약수가 하나만 나옵니다.§따라서 36의 양의 약수의 개수는 10이 아니라 9입니다.",
    m2="두 근호를 하나로 합칩니다.",
    m2chk=r"근삿값으로 확인하면 \(\sqrt{8} \approx @A\), \(\sqrt{18} \approx @B\)이고, 곱은 약 @P입니다.",
    m2dec="근삿값으로 계산합니다.",
    mA2=r"따라서 \(\sqrt{8}\cdot\sqrt{18}\)은 약 12입니다.",
    mB2=r"이것은 근삿값이 아닙니다. \(\sqrt{8}\cdot\sqrt{18}\)은 정확히 12입니다.",
    m3="이차식을 인수분해합니다.",
    m3b=r"해는 \(x = 2\)와 \(x = 5\)이고, 그 합은 \(2 + 5 = 7\)입니다.",
    m3c=r"근과 계수의 관계에 따라 두 근의 합은 \(7\), 곱은 \(10\)입니다.",
    mA3="답은 십입니다.",
    mB3="따라서 두 해의 합은 칠입니다.",
)
LT["vi"] = dict(
    cur="${}", dec=",", chk="Kiểm tra", ans="Đáp án",
    intro="Chúng ta giải bài toán từng bước.",
    p1="Mia mua 3 quyển vở, mỗi quyển $6, và một chiếc ba lô giá $27. Ta cần tìm tổng số tiền Mia phải trả. Trước hết ta tính tiền vở, sau đó cộng thêm tiền ba lô.",
    p1est="Ước lượng nhanh: tiền vở gần $20, ba lô khoảng $30, nên tổng cộng khoảng $50. Bây giờ ta tính chính xác:",
    p1mis="Khoan đã, đọc lại đề bài: Mia còn mua thêm một quyển vở cho em trai, vậy có bốn quyển vở.",
    B1="Vậy Mia không trả khoảng $50, mà trả đúng $45.",
    A1="Vậy Mia không trả $45, mà trả $51.",
    B4="Đáp án là bốn mươi lăm đô la.",
    p2="Lina đạp xe mỗi ngày 12 km trong 7 ngày. Mỗi ngày đạp xe mất khoảng 40 phút. Ta cần tìm tổng quãng đường tính bằng ki-lô-mét.",
    p2x="Thời gian khoảng 40 phút mỗi ngày không cần dùng để tính quãng đường.",
    B2="Với khoảng 40 phút đạp xe mỗi ngày, tổng quãng đường Lina đi được là đúng 84 km.",
    A2="Vậy tổng quãng đường Lina đi được là khoảng 84 km.",
    p3="Một xe buýt có 14 hàng ghế, mỗi hàng 4 ghế. Trong một chuyến, có 9 ghế trống và mỗi hành khách đều ngồi. Trước hết ta tính tổng số ghế, rồi trừ đi số ghế trống.",
    B3="Vậy trên xe buýt không phải có 56 hành khách (56 là số ghế), mà có 47 hành khách.",
    A3="Đáp án là năm mươi sáu.",
    p4="Nora có 37 quả trứng và xếp vào các hộp 12 quả, cố xếp đầy càng nhiều hộp càng tốt. Ta cần tìm số trứng còn thừa.",
    p4w="Nora xếp đầy hai hộp:",
    B5="Vậy còn thừa đúng một quả trứng.",
    A4="Vậy còn thừa 13 quả trứng, đủ để làm một đĩa trứng tráng lớn.",
    A5="Vậy còn thừa một đến hai quả trứng.",
    m1="Ta phân tích 36 ra thừa số nguyên tố và dùng công thức đếm số ước:",
    m1list="Các ước là 1, 2, 3, 4, 6, 9, 12, 18 và 36.",
    m1pairs="Ta cũng có thể viết các ước theo từng cặp: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Mỗi cặp cho hai ước, tức là 5 · 2 = 10.§Vậy số ước dương của 36 không phải là 9, mà là 10.",
    mB1="Nếu đếm mỗi cặp hai lần thì được 10, nhưng cặp (6, 6) chỉ cho một ước.§Vậy số ước dương của 36 không phải là 10, mà là 9.",
    m2="Ta gộp hai căn thành một căn:",
    m2chk=r"Kiểm tra bằng giá trị gần đúng: \(\sqrt{8} \approx @A\) và \(\sqrt{18} \approx @B\), tích của chúng xấp xỉ @P.",
    m2dec="Ta tính bằng giá trị gần đúng:",
    mA2=r"Vậy \(\sqrt{8}\cdot\sqrt{18}\) xấp xỉ 12.",
    mB2=r"Đây không phải giá trị gần đúng: \(\sqrt{8}\cdot\sqrt{18}\) bằng đúng 12.",
    m3="Ta phân tích tam thức thành nhân tử:",
    m3b=r"Các nghiệm là \(x = 2\) và \(x = 5\), tổng của chúng là \(2 + 5 = 7\).",
    m3c=r"Theo định lí Vi-ét, tổng hai nghiệm là \(7\) và tích là \(10\).",
    mA3="Đáp án là mười.",
    mB3="Vậy tổng các nghiệm là bảy.",
)
LT["id"] = dict(
    cur="${}", dec=",", chk="Pemeriksaan", ans="Jawaban",
    intro="Mari kita selesaikan soal ini langkah demi langkah.",
    p1="Mia membeli 3 buku tulis seharga $6 per buku dan sebuah ransel seharga $27. Kita perlu mencari berapa total yang ia bayar. Pertama kita hitung harga buku tulis, lalu kita tambahkan harga ransel.",
    p1est="Perkiraan kasar: buku tulis hampir $20, ransel sekitar $30, jadi totalnya sekitar $50. Sekarang kita hitung dengan tepat:",
    p1mis="Tunggu, saya baca ulang soalnya: Mia juga membeli satu buku tulis untuk adiknya, jadi ada empat buku tulis.",
    B1="Jadi, Mia membayar bukan sekitar $50, melainkan tepat $45.",
    A1="Jadi, Mia membayar bukan $45, melainkan $51.",
    B4="Jawabannya adalah empat puluh lima dolar.",
    p2="Lina bersepeda 12 km setiap hari selama 7 hari. Setiap hari perjalanannya memakan waktu sekitar 40 menit. Kita perlu mencari jarak totalnya dalam kilometer.",
    p2x="Waktu sekitar 40 menit per hari tidak diperlukan untuk menghitung jarak.",
    B2="Dengan bersepeda sekitar 40 menit per hari, Lina menempuh jarak total tepat 84 km.",
    A2="Jadi, Lina menempuh jarak total sekitar 84 km.",
    p3="Sebuah bus memiliki 14 baris kursi, masing-masing 4 kursi. Dalam satu perjalanan, 9 kursi kosong dan setiap penumpang duduk. Pertama kita hitung semua kursi, lalu kita kurangi kursi yang kosong.",
    B3="Jadi, penumpang di bus bukan 56 orang (56 adalah jumlah kursi), melainkan 47 orang.",
    A3="Jawabannya adalah lima puluh enam.",
    p4="Nora punya 37 butir telur dan memasukkannya ke dalam karton berisi 12 butir, dengan mengisi penuh sebanyak mungkin karton. Kita perlu mencari berapa butir telur yang tersisa.",
    p4w="Nora mengisi dua karton:",
    B5="Jadi, tersisa tepat satu butir telur.",
    A4="Jadi, tersisa 13 butir telur, cukup untuk sebuah omelet besar.",
    A5="Jadi, tersisa satu sampai dua butir telur.",
    m1="Kita faktorkan 36 menjadi faktor prima dan memakai rumus banyaknya faktor:",
    m1list="Faktor-faktornya adalah 1, 2, 3, 4, 6, 9, 12, 18, dan 36.",
    m1pairs="Faktor-faktor itu juga bisa ditulis berpasangan: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6).",
    mA1="Setiap pasangan memberi dua faktor, jadi 5 · 2 = 10.§Jadi, banyaknya faktor positif dari 36 bukan 9, melainkan 10.",
    mB1="Jika setiap pasangan dihitung dua kali, hasilnya 10, tetapi pasangan (6, 6) hanya memberi satu faktor.§Jadi, banyaknya faktor positif dari 36 bukan 10, melainkan 9.",
    m2="Kita gabungkan kedua akar menjadi satu akar:",
    m2chk=r"Pemeriksaan dengan nilai hampiran: \(\sqrt{8} \approx @A\) dan \(\sqrt{18} \approx @B\), hasil kalinya sekitar @P.",
    m2dec="Kita hitung dengan nilai hampiran:",
    mA2=r"Jadi, \(\sqrt{8}\cdot\sqrt{18}\) kira-kira 12.",
    mB2=r"Ini bukan nilai hampiran: \(\sqrt{8}\cdot\sqrt{18}\) tepat sama dengan 12.",
    m3="Kita faktorkan trinomialnya:",
    m3b=r"Penyelesaiannya adalah \(x = 2\) dan \(x = 5\), dan jumlahnya \(2 + 5 = 7\).",
    m3c=r"Menurut rumus Vieta, jumlah akar-akarnya \(7\) dan hasil kalinya \(10\).",
    mA3="Jawabannya adalah sepuluh.",
    mB3="Jadi, jumlah penyelesaiannya adalah tujuh.",
)
LT["hi"] = dict(
    cur="${}", dec=".", chk="जाँच", ans="उत्तर",
    intro="आइए इस प्रश्न को चरण-दर-चरण हल करें।",
    p1="मिया $6 प्रति कॉपी की दर से 3 कॉपियाँ और $27 का एक बस्ता खरीदती है। हमें पता करना है कि वह कुल कितना भुगतान करती है। पहले कॉपियों का दाम निकालते हैं, फिर बस्ते का दाम जोड़ते हैं।",
    p1est="मोटा अनुमान: कॉपियाँ लगभग $20 की और बस्ता लगभग $30 का, यानी कुल लगभग $50। अब सटीक गणना करते हैं:",
    p1mis="रुकिए, प्रश्न दोबारा पढ़ता हूँ: मिया अपने भाई के लिए भी एक कॉपी खरीदती है, यानी कुल चार कॉपियाँ हैं।",
    B1="इसलिए मिया लगभग $50 नहीं, बल्कि ठीक $45 चुकाती है।",
    A1="इसलिए मिया $45 नहीं, बल्कि $51 चुकाती है।",
    B4="उत्तर है पैंतालीस डॉलर।",
    p2="लीना 7 दिनों तक रोज़ 12 km साइकिल चलाती है। रोज़ की सवारी में लगभग 40 मिनट लगते हैं। हमें कुल दूरी किलोमीटर में निकालनी है।",
    p2x="रोज़ लगभग 40 मिनट का समय दूरी की गणना में काम नहीं आता।",
    B2="रोज़ लगभग 40 मिनट साइकिल चलाकर लीना कुल ठीक 84 km तय करती है।",
    A2="इसलिए लीना कुल लगभग 84 km साइकिल चलाती है।",
    p3="एक बस में 14 पंक्तियाँ हैं और हर पंक्ति में 4 सीटें हैं। एक यात्रा में 9 सीटें खाली रहती हैं और हर यात्री बैठा है। पहले कुल सीटें निकालते हैं, फिर खाली सीटें घटाते हैं।",
    B3="इसलिए बस में 56 यात्री नहीं हैं (56 तो सीटों की संख्या है), बल्कि 47 यात्री हैं।",
    A3="उत्तर है छप्पन।",
    p4="नोरा के पास 37 अंडे हैं और वह उन्हें 12-12 अंडों वाले डिब्बों में भरती है, जितने हो सकें उतने पूरे डिब्बे। हमें बचे हुए अंडों की संख्या निकालनी है।",
    p4w="नोरा दो डिब्बे भरती है:",
    B5="इसलिए ठीक एक अंडा बचता है।",
    A4="इसलिए 13 अंडे बचते हैं, जो एक बड़े ऑमलेट के लिए काफ़ी हैं।",
    A5="इसलिए एक-दो अंडे बचते हैं।",
    m1="36 के अभाज्य गुणनखंड करते हैं और भाजकों की संख्या का सूत्र लगाते हैं:",
    m1list="भाजक हैं 1, 2, 3, 4, 6, 9, 12, 18 और 36।",
    m1pairs="भाजकों को जोड़ियों में भी लिख सकते हैं: (1, 36), (2, 18), (3, 12), (4, 9), (6, 6)।",
    mA1="हर जोड़ी से दो भाजक मिलते हैं, यानी 5 · 2 = 10।§इसलिए 36 के धनात्मक भाजकों की संख्या 9 नहीं, बल्कि 10 है।",
    mB1="अगर हर जोड़ी को दो बार गिनें तो 10 मिलते हैं, लेकिन (6, 6) वाली जोड़ी से केवल एक भाजक मिलता है।§इसलिए 36 के धनात्मक भाजकों की संख्या 10 नहीं, बल्कि 9 है।",
    m2="दोनों वर्गमूलों को एक ही वर्गमूल में मिलाते हैं:",
    m2chk=r"सन्निकट मानों से जाँच: \(\sqrt{8} \approx @A\) और \(\sqrt{18} \approx @B\), इनका गुणनफल लगभग @P है।",
    m2dec="सन्निकट मानों से गणना करते हैं:",
    mA2=r"इसलिए \(\sqrt{8}\cdot\sqrt{18}\) लगभग 12 है।",
    mB2=r"यह सन्निकट मान नहीं है: \(\sqrt{8}\cdot\sqrt{18}\) ठीक 12 है।",
    m3="द्विघात व्यंजक के गुणनखंड करते हैं:",
    m3b=r"हल \(x = 2\) और \(x = 5\) हैं, और इनका योग \(2 + 5 = 7\) है।",
    m3c=r"मूलों और गुणांकों के संबंध से योग \(7\) और गुणनफल \(10\) है।",
    mA3="उत्तर है दस।",
    mB3="इसलिए हलों का योग सात है।",
)
LT["ar"] = dict(
    cur="${}", dec=".", chk="التحقق", ans="الإجابة",
    intro="لنحل المسألة خطوة بخطوة.",
    p1="تشتري ميا 3 دفاتر سعر الواحد منها $6، وحقيبة ظهر بسعر $27. نريد أن نعرف المبلغ الذي تدفعه إجمالًا. نحسب أولًا ثمن الدفاتر، ثم نضيف ثمن الحقيبة.",
    p1est="تقدير سريع: الدفاتر تكلف أقل بقليل من $20، والحقيبة نحو $30، أي حوالي $50 في المجموع. والآن نحسب بدقة:",
    p1mis="لحظة، أعيد قراءة المسألة: تشتري ميا أيضًا دفترًا لأخيها، فيصبح عدد الدفاتر أربعة.",
    B1="إذن لا تدفع ميا حوالي $50، بل تدفع $45 بالضبط.",
    A1="إذن لا تدفع ميا $45، بل تدفع $51.",
    B4="الإجابة هي خمسة وأربعون دولارًا.",
    p2="تقود لينا دراجتها 12 km كل يوم لمدة 7 أيام، وتستغرق الرحلة اليومية حوالي 40 دقيقة. المطلوب هو المسافة الكلية بالكيلومترات.",
    p2x="مدة الركوب، حوالي 40 دقيقة يوميًا، لا نحتاج إليها لحساب المسافة.",
    B2="مع ركوب حوالي 40 دقيقة يوميًا، تقطع لينا مسافة كلية قدرها 84 km بالضبط.",
    A2="إذن تقطع لينا مسافة كلية تبلغ حوالي 84 km.",
    p3="في حافلة 14 صفًا من المقاعد، في كل صف 4 مقاعد. في إحدى الرحلات بقيت 9 مقاعد فارغة، وكل راكب جالس. نحسب أولًا عدد المقاعد كلها، ثم نطرح المقاعد الفارغة.",
    B3="إذن ليس في الحافلة 56 راكبًا (56 هو عدد المقاعد)، بل 47 راكبًا.",
    A3="الإجابة هي ستة وخمسون.",
    p4="لدى نورا 37 بيضة، وهي تضعها في علب تتسع كل منها لـ 12 بيضة، وتملأ أكبر عدد ممكن من العلب الكاملة. المطلوب هو عدد البيض المتبقي.",
    p4w="تملأ نورا علبتين:",
    B5="إذن يتبقى بيضة واحدة بالضبط.",
    A4="إذن يتبقى 13 بيضة، وهذا يكفي لعجة واحدة كبيرة.",
    A5="إذن يتبقى بيضة أو بيضتان.",
    m1="نحلل 36 إلى عوامله الأولية ونستخدم قانون عدد القواسم:",
    m1list="القواسم هي 1، 2، 3، 4، 6، 9، 12، 18، 36.",
    m1pairs="يمكن أيضًا كتابة القواسم في أزواج: (1, 36)، (2, 18)، (3, 12)، (4, 9)، (6, 6).",
    mA1="كل زوج يعطي قاسمين، أي 5 · 2 = 10.§إذن عدد القواسم الموجبة للعدد 36 ليس 9، بل 10.",
    mB1="لو عددنا كل زوج مرتين لحصلنا على 10، لكن الزوج (6, 6) يعطي قاسمًا واحدًا فقط.§إذن عدد القواسم الموجبة للعدد 36 ليس 10، بل 9.",
    m2="نجمع الجذرين تحت جذر واحد:",
    m2chk=r"للتحقق بالقيم التقريبية: \(\sqrt{8} \approx @A\) و\(\sqrt{18} \approx @B\)، وحاصل ضربهما حوالي @P.",
    m2dec="نحسب بالقيم التقريبية:",
    mA2=r"إذن \(\sqrt{8}\cdot\sqrt{18}\) يساوي تقريبًا 12.",
    mB2=r"هذه ليست قيمة تقريبية: \(\sqrt{8}\cdot\sqrt{18}\) يساوي 12 بالضبط.",
    m3="نحلل ثلاثية الحدود إلى عوامل:",
    m3b=r"الحلان هما \(x = 2\) و\(x = 5\)، ومجموعهما \(2 + 5 = 7\).",
    m3c=r"ومن علاقات فييت، المجموع \(7\) وحاصل الضرب \(10\).",
    mA3="الإجابة هي عشرة.",
    mB3="إذن مجموع الحلين هو سبعة.",
)
# fmt: on

# A second opening sentence (what is given, what is asked, how we go on).
PLAN = {
    "de": "Zuerst halten wir fest, was gegeben und was gesucht ist; dann rechnen wir der Reihe nach und prüfen das Ergebnis am Ende.",
    "fr": "Notons d'abord ce qui est donné et ce qui est demandé ; ensuite, faisons les calculs dans l'ordre et vérifions le résultat à la fin.",
    "es": "Primero anotamos qué datos tenemos y qué se pregunta; después hacemos las cuentas una a una y comprobamos el resultado al final.",
    "pt": "Primeiro anotamos o que é dado e o que se pede; depois fazemos as contas uma a uma e verificamos o resultado no final.",
    "it": "Prima annotiamo che cosa è dato e che cosa si chiede; poi facciamo i calcoli uno alla volta e alla fine verifichiamo il risultato.",
    "nl": "Eerst noteren we wat gegeven is en wat er gevraagd wordt; daarna rekenen we alles uit en controleren we aan het eind de uitkomst.",
    "ru": "Сначала выпишем, что дано и что требуется найти; затем проведём вычисления и в конце проверим результат.",
    "pl": "Najpierw zapisujemy, co jest dane i czego szukamy; potem wykonujemy obliczenia i na końcu sprawdzamy wynik.",
    "tr": "Önce neyin verildiğini ve neyin sorulduğunu not edelim; sonra hesaplamaları yapıp sonucu en sonda kontrol edelim.",
    "zh": "每一步都写成算式，方便检查。",
    "ja": "各ステップは式の形で書き、あとで確認しやすいようにします。",
    "ko": "각 단계는 식으로 적어서 나중에 확인하기 쉽게 하겠습니다.",
    "vi": "Trước hết ta ghi lại những gì đã cho và điều cần tìm; sau đó lần lượt tính toán và kiểm tra kết quả ở cuối.",
    "id": "Pertama kita catat apa yang diketahui dan apa yang ditanyakan; lalu kita hitung satu per satu dan memeriksa hasilnya di akhir.",
    "hi": "पहले लिखते हैं कि क्या दिया गया है और क्या पूछा गया है; फिर एक-एक करके गणना करते हैं और अंत में परिणाम की जाँच करते हैं।",
    "ar": "نكتب أولًا المعطيات والمطلوب، ثم نجري الحسابات ونتحقق من النتيجة في النهاية.",
}

ORDER = "de fr es pt it nl ru pl tr zh ja ko vi id hi ar".split()
GOLD = {
    "shop": "45",
    "bike": "84",
    "bus": "47",
    "eggs": "1",
    "div": "9",
    "sqrt": "12",
    "roots": "7",
}

# Language-neutral lines of the working: equations (money in the language's currency format).
EQ_BIKE = "12 km × 7 = 84 km"
EQ_BUS = "14 × 4 = 56\n56 − 9 = 47"
EQ_EGGS = "3 × 12 = 36 ≤ 37, 4 × 12 = 48 > 37\n37 − 36 = 1"
EQ_EGGS_WRONG = "2 × 12 = 24\n37 − 24 = 13"
EQ_DIV = "\\[ 36 = 2^2 \\cdot 3^2 \\]\n\\[ (2 + 1)(2 + 1) = 9 \\]"
EQ_SQRT = "\\[ \\sqrt{8}\\cdot\\sqrt{18} = \\sqrt{8 \\cdot 18} = \\sqrt{144} = 12 \\]"
SQRT_RULE = "\\[ \\sqrt{a}\\cdot\\sqrt{b} = \\sqrt{ab} \\quad (a, b \\ge 0) \\]"
EQ_ROOTS = "\\[ x^2 - 7x + 10 = (x - 2)(x - 5) = 0 \\]"


def money(t: dict, value: int) -> str:
    return t["cur"].format(value)


def decimals(t: dict) -> tuple[str, str, str, str]:
    """sqrt(8) ~ 2.828, sqrt(18) ~ 4.243 and their product ~ 12.00 (11.999204), in the
    language's decimal separator: (a, b, product) in LaTeX, and the product in running text."""
    if t["dec"] == ",":
        return "2{,}828", "4{,}243", "12{,}00", "12,00"
    return "2.828", "4.243", "12.00", "12.00"


def eq_shop(t: dict, books: int = 3) -> str:
    cost = books * 6
    return (
        f"{books} × {money(t, 6)} = {money(t, cost)}\n"
        f"{money(t, cost)} + {money(t, 27)} = {money(t, cost + 27)}"
    )


def check(t: dict, problem: str) -> str:
    body = {
        "shop": f"{money(t, 45)} − {money(t, 27)} = {money(t, 18)}, {money(t, 18)} ÷ 3 = {money(t, 6)}",
        "bike": "84 km ÷ 7 = 12 km",
        "bus": "47 + 9 = 56",
        "eggs": "3 × 12 + 1 = 37",
    }[problem]
    if t["chk"] in ("检验", "検算"):  # Chinese and Japanese full-width punctuation
        return f"{t['chk']}：{body}。"
    return f"{t['chk']}: {body}."


def sqrt_decimal_lines(t: dict) -> str:
    a, b, p, _ = decimals(t)
    return f"\\[ \\sqrt{{8}} \\approx {a}, \\quad \\sqrt{{18}} \\approx {b} \\]\n\\[ {a} \\cdot {b} \\approx {p} \\]"


def sqrt_squares(t: dict) -> str:
    """The rounded roots squared back (2.828^2 = 7.997584, 4.243^2 = 18.003049)."""
    a, b = ("2{,}828", "4{,}243") if t["dec"] == "," else ("2.828", "4.243")
    sa, sb = ("7{,}997584", "18{,}003049") if t["dec"] == "," else ("7.997584", "18.003049")
    return f"\\[ {a}^2 = {sa} \\approx 8, \\quad {b}^2 = {sb} \\approx 18 \\]"


def sqrt_check(t: dict) -> str:
    a, b, _, p = decimals(t)
    return t["m2chk"].replace("@A", a).replace("@B", b).replace("@P", p)


def working(t: dict, code: str, shape: str) -> list[str]:
    """The paragraphs of the working before the final line(s) of one probe shape."""
    i = t["intro"] + ("" if code in ("zh", "ja") else " ") + PLAN[code]
    return {
        "shop_notabout": [i, t["p1"], t["p1est"], eq_shop(t), check(t, "shop")],
        "shop_neg_right": [i, t["p1"], eq_shop(t), t["p1mis"], eq_shop(t, 4)],
        "shop_words": [i, t["p1"], eq_shop(t), check(t, "shop")],
        "bike_hedge_early": [i, t["p2"], EQ_BIKE, check(t, "bike"), t["p2x"]],
        "bike_hedge_final": [i, t["p2"], EQ_BIKE, check(t, "bike")],
        "bus_neg_wrong": [i, t["p3"], EQ_BUS, check(t, "bus")],
        "bus_words_wrong": [i, t["p3"], EQ_BUS, check(t, "bus")],
        "eggs_one_word": [i, t["p4"], EQ_EGGS, check(t, "eggs")],
        "eggs_article": [i, t["p4"], t["p4w"] + "\n" + EQ_EGGS_WRONG],
        "eggs_range": [i, t["p4"], EQ_EGGS, check(t, "eggs")],
        "div_neg_right": [i, t["m1"], EQ_DIV, t["m1pairs"]],
        "div_neg_wrong": [i, t["m1"], EQ_DIV, t["m1list"], t["m1pairs"]],
        "sqrt_hedge_final": [i, t["m2dec"], sqrt_decimal_lines(t), sqrt_squares(t)],
        "sqrt_exact": [i, t["m2"], SQRT_RULE, EQ_SQRT, sqrt_check(t)],
        "roots_words_wrong": [i, t["m3"], EQ_ROOTS, t["m3b"], t["m3c"]],
        "roots_words": [i, t["m3"], EQ_ROOTS, t["m3b"], t["m3c"]],
    }[shape]


# Probe shapes: (problem, shape, kind, final key in the language table, the final is an
# "answer is" sentence, why the label, English gloss of the final line(s)).
GSLOTS = [
    (
        "shop",
        "notabout",
        "B",
        "B1",
        False,
        "a negated hedge: the rough estimate 'about 50' is denied and the exact total 3 × 6 + 27 = 45 "
        "is stated in its place ('not about 50 but exactly 45'); final 45",
        "So Mia pays not about 50, but exactly 45.",
    ),
    (
        "shop",
        "neg_right",
        "A",
        "A1",
        False,
        "the right value negated: the working reaches 45, then an invented misreading (four notebooks, "
        "4 × 6 + 27 = 51) and 'not 45 but 51'; final 51, gold 45",
        "So Mia pays not 45, but 51.",
    ),
    (
        "shop",
        "words",
        "B",
        "B4",
        True,
        "the total as number words in the language (forty-five) with the currency word; gold 45",
        "The answer is forty-five (euros / reais / zloty / lira / yuan / dollars).",
    ),
    (
        "bike",
        "hedge_early",
        "B",
        "B2",
        False,
        "a hedge word on another number: 'about 40 minutes a day' (a given the distance does not need) "
        "stands in the final sentence, the distance is stated exactly, 12 × 7 = 84",
        "At about 40 minutes a day, Lina rides exactly 84 km in all.",
    ),
    (
        "bike",
        "hedge_final",
        "A",
        "A2",
        False,
        "a hedge that applies to the final value: 'about / approximately 84 km' for the exact "
        "12 × 7 = 84 (an approximation of an exact value is wrong)",
        "So Lina rides about 84 km in all.",
    ),
    (
        "bus",
        "neg_wrong",
        "B",
        "B3",
        False,
        "a negated wrong value then the right one: 'not 56 passengers (56 is the number of seats), but "
        "47', 14 × 4 − 9 = 47; final 47",
        "So there are not 56 passengers on the bus (56 is the number of seats), but 47.",
    ),
    (
        "bus",
        "words_wrong",
        "A",
        "A3",
        True,
        "number words giving a wrong number: fifty-six, the seat count (a subtotal), after working that "
        "reaches 56 − 9 = 47; final 56",
        "The answer is fifty-six.",
    ),
    (
        "eggs",
        "one_word",
        "B",
        "B5",
        False,
        "the gold 1 as the language's word for 'one' ('exactly one egg'; Dutch één, Korean 한 개, "
        "Arabic بيضة واحدة); 37 − 3 × 12 = 1",
        "So exactly one egg is left over.",
    ),
    (
        "eggs",
        "article",
        "A",
        "A4",
        False,
        "a number word that is not the answer: the working fills only two cartons (37 − 24 = 13), the "
        "final 13 eggs is followed by 'one / a (big omelette)', an article or numeral equal to the gold "
        "1 that answers nothing; final 13",
        "So 13 eggs are left over, enough for one big omelette.",
    ),
    (
        "eggs",
        "range",
        "A",
        "A5",
        False,
        "a range 'one to two eggs' / 'one or two eggs' for the exact 37 − 36 = 1: two values for one "
        "question, although the range contains the gold",
        "So one to two (one or two) eggs are left over.",
    ),
]
MSLOTS = [
    (
        "div",
        "neg_right",
        "A",
        "mA1",
        False,
        "the right count negated: the formula gives (2+1)(2+1) = 9, then the pairs are each counted as "
        "two divisors (5 · 2 = 10, the pair (6, 6) twice) and 'not 9 but 10'; final 10, gold 9",
        "Each pair gives two divisors, so 5 · 2 = 10. So the number of positive divisors of 36 is not "
        "9, but 10.",
    ),
    (
        "div",
        "neg_wrong",
        "B",
        "mB1",
        False,
        "a negated wrong value: counting each pair twice would give 10, but (6, 6) gives one divisor, "
        "'not 10 but 9'; final 9 = (2+1)(2+1)",
        "Counting each pair twice would give 10, but the pair (6, 6) gives only one divisor. So the "
        "number of positive divisors of 36 is not 10, but 9.",
    ),
    (
        "sqrt",
        "hedge_final",
        "A",
        "mA2",
        False,
        "a hedge that applies to the final value: the product computed from rounded roots "
        "(2.828 · 4.243 ≈ 12.00) and answered 'approximately 12'; the value is exactly 12 = sqrt(144), "
        "the answer states only an approximation",
        "So sqrt(8)·sqrt(18) is approximately 12.",
    ),
    (
        "sqrt",
        "exact",
        "B",
        "mB2",
        False,
        "a hedge word that does not apply: the exact sqrt(144) = 12, a decimal check 'about 12.00', then "
        "'this is not an approximation: exactly 12'",
        "This is not an approximation: sqrt(8)·sqrt(18) is exactly 12.",
    ),
    (
        "roots",
        "words_wrong",
        "A",
        "mA3",
        True,
        "number words giving a wrong number: ten, the product of the roots, after working that "
        "reaches the sum 2 + 5 = 7; final 10, gold 7",
        "The answer is ten.",
    ),
    (
        "roots",
        "words",
        "B",
        "mB3",
        False,
        "the sum 2 + 5 = 7 as a number word (seven; Russian in the dative семи, Turkish with the "
        "copula yedidir)",
        "So the sum of the solutions is seven.",
    ),
]
GLOSS = {
    (
        "es",
        "shop",
        "notabout",
    ): "So Mia pays no more and no less than 45, not the approximate 50 of the estimate.",
    (
        "tr",
        "bus",
        "neg_wrong",
    ): "So there are not 56 passengers on the bus (56 is the number of seats); there are 47 passengers.",
    (
        "zh",
        "bike",
        "hedge_early",
    ): "Although she rides only about 40 minutes a day, the distance Lina rides in all is exactly 84 km.",
    ("ru", "shop", "words"): "Answer: forty-five dollars.",
    ("pl", "shop", "words"): "Answer: forty-five zloty.",
    ("ru", "bus", "words_wrong"): "Answer: fifty-six.",
    ("pl", "bus", "words_wrong"): "Answer: fifty-six.",
    ("ru", "roots", "words_wrong"): "Answer: ten.",
    ("pl", "roots", "words_wrong"): "Answer: ten.",
}


def probe(lang: int, slot_index: int, slot: tuple, maker) -> tuple:  # noqa: ANN001
    code = ORDER[lang]
    t = LT[code]
    problem, shape, kind, key, answer_is, why, gloss = slot
    pre, _, last = t[key].rpartition("§")
    paras = working(t, code, f"{problem}_{shape}") + ([pre] if pre else [])
    work = "\n\n".join(paras)
    fmt = (lang + slot_index) % 3
    if answer_is and fmt == 1:
        fmt = 0
    if fmt == 2:
        text = th(work + "\n") + "\n" + last
    elif fmt == 1:
        colon = "：" if code in ("zh", "ja") else ":"
        text = work + "\n\n**" + t["ans"] + colon + "** " + last
    else:
        text = work + "\n\n" + last
    form = "final_answer_phrase" if fmt == 1 else ("answer_is" if answer_is else "prose_sentence")
    truth = "correct" if kind == "B" else "wrong"
    gloss = GLOSS.get((code, problem, shape), gloss)
    closing = ("an R1 think block, then " if fmt == 2 else "") + (
        "a bold 'Answer:' line" if fmt == 1 else "an unmarked closing"
    )
    note = f'{LANGUAGE_NAMES[code]}: {why} ({closing}). Gloss: "{gloss}"'
    case_id = (
        ("ok_" if kind == "B" else "") + ("g" if maker is g else "m") + f"_{code}_{problem}_{shape}"
    )
    return maker(case_id, kind, GOLD[problem], truth, form, text, note)


def build() -> list[tuple]:
    cases = []
    for lang in range(len(ORDER)):
        for si, slot in enumerate(GSLOTS):
            cases.append(probe(lang, si, slot, g))
        # MATH: 5 of the 6 shapes; an even-indexed language leaves out one kind B shape (3 A, 2 B),
        # an odd-indexed one a kind A shape (2 A, 3 B), rotating.
        drop_kind = "B" if lang % 2 == 0 else "A"
        dropped = [s for s in MSLOTS if s[2] == drop_kind][(lang // 2) % 3]
        kept = [s for s in MSLOTS if s is not dropped]
        for si, slot in enumerate(kept):
            cases.append(probe(lang, len(GSLOTS) + si, slot, m))
    return cases


CASES = build()
DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    write_probes("adversarial_redteam191", CASES, [], DECISIONS)
