"""Prompt-injection cue families in languages other than English.

The same families as the English rules, translated as vocabularies rather than as known attacks:
a verb of dismissal near what it dismisses (instructions, rules, directives …), a request to
show the system prompt or hidden instructions, a persona "without any restrictions", and a
switch to a new task. Patterns see ``injection_text.normalize``'s output: lower case, accents
stripped from Latin letters (so ``precedentes`` matches ``précédentes``), NFKC forms.

Each entry: (family, rule name, weight, pattern, gate) — the gate is a cheaper pattern without
whose match the rule cannot match (checked first, once per text for a whole family)."""
from __future__ import annotations

import unicodedata

from .injection_guarded_values import GUARDED_LANG
from .injection_lang_bypass import BYPASS_LANG, BYPASS_OTHER
from .injection_lang_asks import ASKS_LANG
from .injection_lang_claims import CLAIMS_LANG
from .injection_lang_granted import GRANTED_LANG
from .injection_lang_leverage import LEVERAGE_LANG
from .injection_lang_notices import NOTICE_LANG
from .injection_lang_orders import ORDER_LANG
from .injection_plain_orders import PLAIN_LANG
from .injection_proxies import PROXY_LANG
from .injection_tampering import TAMPER_LANG
from .injection_lang_pretexts import PRETEXT_LANG, PRETEXT_OTHER

_G = r"[^.!?\n。！？]"  # a character inside the same sentence
#: The same on the same side of a quotation mark: a verb quoted does not reach an object outside.
_GQ = r"[^.!?;\n。！？«»“”„「」]"
#: The same without a colon: the word for instructions before one is a heading ("Instructies voor de oppas: negeer het
#: piepen"), not what the verb after it dismisses.
_GQ_NO_HEADING = r"[^.!?;\n。！？«»“”„「」:：]"
#: A dismissal verb joined to another ("… ignorieren und den Anweisungen … folgen"): the instructions are followed.
_NOT_JOINED = r"(?!\s+(?:und|and|et|y|e|en|och|og|ve|oraz|и)\b)"
#: Instructions posted on a wall or a board ("les anciennes instructions affichées à l'accueil") or kept in a folder or a
#: drawer ("die alten Anweisungen im blauen Ordner"): the house's, not the model's.
_NOT_POSTED = (r"(?!(?:\s+\w+)?\s+(?:affich|afixad|ausgehang|aushang|colgad|pegad|appes|affiss|opgehang|uppsatt|wywieszon|asili)\w*)"
               r"(?!(?:\s+\w+)?\s+(?:im|in der|in dem|dans le|dans la|en la|en el|nel|nella|na|no|in de|in het|w)\s+(?:\w+\s+)?"
               r"(?:ordner|mappe|schublade|dossier|classeur|tiroir|carpeta|cajon|cartella|cassetto|pasta|gaveta|map|lade|teczce|"
               r"szufladzie)\b)"
               # instructions of a named mail or memo ("les consignes du mail de lundi sont annulées", "die Anweisungen aus
               # der Mail vom Montag", "instruktionerna i måndagens mejl")
               r"(?!\s+(?:du|de la|de l'|des|aus der|aus dem|vom|von der|der|del|de|della|dello|dell'|do|da|dos|uit de|uit het|"
               r"van de|van het|i|fran|z|ze)\s*(?:\w+\s+)?(?:mail|e-?mail|mejl|memo|rundschreiben|circolare|circulaire|circular|"
               r"aushang|reunion|riunione|meeting|vergadering|motet|spotkani\w*|maila|mailu)\b)")
#: A rule players or members may set aside ("Zaawansowani gracze mogą zignorować zasadę 6"): a game's or a club's rule.
#: What a bot is checked to refuse ("¿cómo pruebo que el bot se niega a revelar sus instrucciones?"): a refusal, not an ask.
_NOT_REFUSED = (r"(?<!niega a )(?<!negarse a )(?<!rehusa )(?<!refuse de )(?<!refuser de )(?<!rifiuta di )(?<!rifiutarsi di )"
                r"(?<!recusa a )(?<!recusa-se a )(?<!weigert )(?<!vagrar )(?<!vagra )(?<!odmawia )")
_NOT_ALLOWED_TO_THEM = (r"(?<!moga )(?<!peuvent )(?<!pueden )(?<!possono )(?<!podem )(?<!mogen )(?<!kunnen )(?<!konnen )"
                        r"(?<!durfen )")
#: A child or a relative said to ignore instructions ("Mio figlio ignora sempre le istruzioni a casa"): told of, not an order.
_NOT_SAID_OF_KIN = (r"(?<!figlio )(?<!figlia )(?<!bambino )(?<!bambina )(?<!hijo )(?<!hija )(?<!nino )(?<!nina )(?<!filho )"
                    r"(?<!filha )(?<!fils )(?<!fille )(?<!sohn )(?<!tochter )(?<!zoon )(?<!dochter )(?<!corka )(?<!dotter )")
#: The writer's own words taken back ("Bitte ignorieren Sie meine letzte Nachricht, die Auftragsnummer war falsch"):
#: a short object of a first-person possessive right after the verb, its clause closed by a comma; or the writer's
#: own instruction named so ("Oubliez ma consigne de tout à l'heure pour l'adresse", "Vergiss meine Anweisung von eben").
_MY = r"(?:mein\w*|ma|mes|mon|mi|mis|mia|mie|miei|mio|minha|minhas|meu|meus|mijn|moj\w*|mina|mitt|benim)"
_NOT_MINE = (rf"(?!\s+(?:sie\s+|usted\s+|vous\s+|u\s+)?{_MY}\b[^,.;:\n]{{0,30}},)"
             rf"(?!\s+(?:sie\s+|usted\s+|vous\s+|u\s+)?(?:la |le |les |il |la mia |o |a )?{_MY}\s+(?:\w+\s+)?(?:consignes?|anweisung\w*|"
             r"instrucci\w*|istruzion\w*|instruc\w*|instructie\w*|instrukcj\w*|instruktion\w*|indications?|angaben|vorgaben)\b)")
#: Portuguese and Spanish orders to several people ("ignorem as instruções antigas afixadas", "ignoren el cartel"): a
#: notice to staff; the assistant is told in the singular.
_NOT_PLURAL = {"pt": r"(?!\w*(?:em|am)\b)", "es": r"(?!\w*(?:en|an)\b)"}
#: What someone did, told in a compound past ("le bot a ignoré ses instructions", "ha ignorado las reglas"): a report.
#: (French "a" is also "à" before an infinitive, "je t'autorise à ignorer": only a participle in "-é" follows the past.)
_NOT_PAST = {"fr": r"(?!(?<=\ba )\w+e\b)(?!(?<=\bont )\w+e\b)(?!(?<=avait )\w+e\b)(?!(?<=aient )\w+e\b)",
             "es": r"(?<!\bha )(?<!\bhan )(?<!habia )",
             "it": r"(?<!\bha )(?<!hanno )(?<!aveva )", "pt": r"(?<!\btem )(?<!\bteve )(?<!tinha )"}
#: A character of the same sentence short of a clause of its own ("Schritt 4 ignorieren, wenn Ihre Kanne einen Filter hat"):
#: the verb's object is not in the condition.
_NOT_INTO_A_CLAUSE = (r"(?:(?!,\s*(?:wenn|falls|weil|if|si|se|als|omdat|jesli|eger|quand|cuando|quando|wanneer|dass|que|che|"
                      r"когда|если)\b)" + _GQ + ")")
#: "Write a system prompt for …": a new one asked for, not the model's shown.
_NOT_A_NEW_ONE = r"(?! (?:un|una|uno|une|ein|eine|einen|um|uma|een|ett|en|jeden|jedna)\b)"

#: language → (dismissal verbs, what they dismiss, show verbs, what is shown, persona set-up, unbound).
_LATIN: dict[str, tuple[str, str, str, str, str, str]] = {
    "de": (r"ignorier\w*|vergiss(?!t)|vergessen sie|missacht\w*|uebergeh\w*|ubergeh\w*|verwirf|setze? \w+ au(?:ss|ß)er kraft|"
           r"lass(?:en sie)? \w+ hinter (?:dir|sich)|hinter (?:dir|sich) lass\w*|aus dem kopf|abweichend (?:zu|von)|"
           r"beachte\w* (?:\w+ ){0,3}nicht|umgeh\w*|uberschreib\w*|deaktivier\w*|hebel\w* \w+ aus",
           r"anweisung\w*|instruktion\w*|regeln|vorgaben|befehl\w*|richtlinien|aufgaben|auftrag\w*|angaben|system-?prompt\w*|systemanweisung\w*|"
           r"informationen|ausfuhrungen|policy|policies|einschrankungen|beschrankungen|protokoll\w*|filter\w*|programmierung|sicherheits\w*|alles (?:davor|bisherige|gesagte|vorher\w*|oben)|(?:alles,? )?was (?:wir|du|sie|dir|ihnen|man dir)",
           r"zeig\w*|gib|nenne?|verrat\w*|wiederhol\w*|druck\w*|schreib\w*|ausgeben|offenbar\w*",
           r"system-?prompt|systemanweisung\w*|(?:deine|ihre|die) (?:ursprunglichen |geheimen |versteckten )?"
           r"(?:anweisungen|instruktionen|vorgaben)|prompt-?text|(?:deinen|ihren) (?:gesamten )?prompt|deine (?:gesamte |vollstandige |komplette )?konfiguration",
           r"du bist (?:jetzt |nun |ab sofort )?|sie sind (?:jetzt |nun )?|stell dir vor,? du (?:bist|warst|waerst)|du warst|tu so,? als",
           r"ohne (?:jegliche |alle |irgendwelche |jede )?(?:einschrankung\w*|regeln|grenzen|filter|zensur)|bose ki|unzensiert\w*"),
    "fr": (r"ignore[rz]?|oublie[rzs]?|ne tien[st]? (?:plus )?compte|ne tenez (?:plus )?compte|fai(?:s|tes) abstraction|mets? de cote|mettez de cote|"
           r"neglige[zs]?|fais fi|passe[zs]? outre|contourn\w*|desactiv\w*|outrepass\w*",
           r"instructions?|consignes?|regles|directives?|ordres|indications|tout ce qui precede|tout ce que|protocoles?|prompt (?:systeme|initial)|message systeme|"
           r"politiques?|policy|restrictions?|limites|filtres?|programmation|mesures de securite|garde-fous",
           r"affich\w*|montr\w*|revel\w*|donn\w*|repet\w*|ecri\w*|imprim\w*|divulgu\w*|recopi\w*|quel(?:le)? est",
           r"prompt (?:systeme|initial)|message systeme|invite (?:systeme|initiale)|(?:tes|vos) (?:instructions|consignes|regles)|"
           r"instructions (?:cachees|initiales|secretes|systeme)|ta configuration",
           r"tu es (?:maintenant |desormais )?|vous etes (?:maintenant |desormais )?|fai(?:s|tes) comme si|imagine que tu es|agis comme",
           r"sans (?:aucune |la moindre |aucun )?(?:restriction|limite|regle|filtre|censure)s?|non censure\w*|debride\w*|"
           r"(?:qui n'a|qui n’a|qui n'as|qui n’as) (?:plus )?(?:aucune |aucun |de )(?:restriction|limite|regle|filtre)s?|qui ne refuse (?:jamais|rien)"),
    "es": (r"ignora\w*|olvida\w*|olvide\w*|no hagas caso|haz caso omiso|hagan caso omiso|omite|descarta|desobedece|deja de lado|"
           r"pasa por alto|deja de lado|salta\w*|elud\w*|evad\w*|desactiv\w*|sortea\w*",
           r"instrucciones|reglas|directrices|indicaciones|ordenes|normas|todo (?:lo )?(?:que|anterior)|restricciones|prompt (?:del |de )?sistema|"
           r"protocolos?|politicas?|policy|limitaciones|filtros|programacion|medidas de seguridad",
           r"muestra\w*|revela\w*|dime|ensena\w*|repite|imprime|escribe|dame|cual es",
           r"prompt (?:del |de )?sistema|(?:tus|las|sus) instrucciones(?: ocultas| originales| iniciales| secretas| del sistema)?|"
           r"mensaje (?:del |de )?sistema|tu configuracion",
           r"(?:ahora )?eres|actua como|finge que eres|imagina que eres",
           r"sin (?:ninguna |ningun |ningun tipo de )?(?:restriccion|restricciones|limite|limites|reglas|filtros|censura)|que nunca (?:se niega|rechaza)"),
    "it": (r"ignora\w*|dimentica\w*|trascura\w*|non considerare|non tenere conto|lascia perdere|scavalca|aggira\w*|metti da parte|"
           r"elud\w*|disattiva\w*",
           r"istruzioni|regole|direttive|indicazioni|ordini|tutto (?:quello|cio) (?:che|detto)|restrizioni|protocoll\w*|prompt di sistema|"
           r"politic\w*|policy|limitazioni|filtri|programmazione|misure di sicurezza",
           r"mostra\w*|rivela\w*|dimmi|ripeti|stampa|scrivi|dammi|qual e",
           r"prompt di sistema|(?:le tue |tue )istruzioni|istruzioni (?:nascoste|iniziali|segrete|di sistema)|(?:la )?tua configurazione",
           r"(?:ora |da ora )?sei|fingi di essere|comportati come|immagina di essere",
           r"senza (?:alcuna |alcun )?(?:restrizion\w*|limit\w*|regol\w*|filtr\w*|censura)"),
    "pt": (r"ignore\w*|ignora\w*|esqueca\w*|esquece\w*|desconsidere|desconsidera|nao siga|deixe de lado|despreze|"
           r"contorn\w*|burl\w*|desativ\w*",
           r"instrucoes|regras|diretrizes|orientacoes|ordens|tudo (?:o )?que|restricoes|protocolos?|politicas?|policy|limitacoes|prompt (?:do |de )?sistema|"
           r"filtros|programacao|medidas de seguranca",
           r"mostre|mostra|revele|revela|diga|repita|imprima|escreva|qual e|copi[ae]\w*",
           r"prompt (?:do |de )?sistema|mensagem (?:de|do) sistema|suas instrucoes|tuas instrucoes|as instrucoes (?:ocultas|escondidas|iniciais|secretas|do sistema)|prompt inicial|"
           r"(?:a )?tua configuracao",
           r"voce (?:agora )?e|agora voce e|finja que (?:voce )?e|aja como",
           r"sem (?:nenhuma |qualquer )?(?:restric\w*|limit\w*|regra\w*|filtro\w*|censura)"),
    "nl": (r"negeer|vergeet|let niet op|schenk geen aandacht aan|omzeil\w*|schakel \w+ uit",
           r"instructies|regels|richtlijnen|opdrachten|alles wat|systeem ?prompt|wat (?:je|jouw) (?:ontwikkelaars|makers|maker)|protocol\w*|beleid|policy|beperkingen|filters|programmering",
           r"laat|toon|geef|herhaal|print|onthul",
           r"systeemprompt|systeem prompt|je (?:oorspronkelijke |verborgen )?instructies|jouw (?:oorspronkelijke |verborgen )?instructies|"
           r"uw (?:oorspronkelijke |verborgen )?instructies|(?:je|jouw) (?:volledige )?configuratie",
           r"je bent nu|jij bent nu|je bent niet langer|doe alsof|stel je voor,? dat je",
           r"zonder (?:enige |alle )?(?:beperkingen|regels|grenzen|filters|censuur)|geen (?:enkele )?(?:beperkingen|regels|grenzen|filters)|nooit weigert"),
    "pl": (r"zignoruj\w*|ignoruj\w*|zignorowac|ignorowac|zapomnij|zapomniec|pomin|pominac|nie zwracaj uwagi na|odrzuc|omin\w*|obejdz|wylacz|odloz|odlozcie|zawies\w*",
           r"instrukcj\w*|zasad\w*|regul\w*|polecen\w*|wytyczn\w*|protokol\w*|polityk\w*|policy|ograniczen\w*|filtr\w*|o wszystkim,? co|prompt\w* systemow\w*",
           r"pokaz|ujawnij|wypisz|powtorz|podaj|zdradz",
           r"prompt systemowy|(?:swoje|twoje) instrukcje|instrukcje systemowe|ukryte instrukcje|(?:swoja|twoja) (?:pelna )?konfiguracj\w*",
           r"jestes teraz|udawaj|wyobraz sobie,? ze jestes",
           r"bez (?:zadnych )?(?:ograniczen|zasad|filtrow|cenzury)"),
    "hr": (r"zaboravi|ignoriraj|ignorisi|zanemari",
           r"instrukcij\w*|upute|uputstva|pravila|naredbe",
           r"pokazi|otkrij|ispisi", r"sistemski prompt|(?:svoje|tvoje) upute",
           r"sada si|pretvaraj se", r"bez (?:ikakvih )?(?:ogranicenja|pravila|cenzure)"),
    "id": (r"abaikan|(?<!jangan )lupakan|jangan ikuti|jangan hiraukan|acuhkan",
           r"instruksi|petunjuk|aturan|perintah|arahan|kebijakan|policy",
           r"tampilkan|tunjukkan|ungkapkan|beritahu\w*|sebutkan|cetak",
           r"prompt sistem|instruksi (?:sistem|tersembunyi|awal)|instruksimu|instruksi (?:anda|kamu)",
           r"sekarang (?:kamu|anda) adalah|berpura-pura|pura-pura|anggap (?:kamu|anda|dirimu)|bayangkan (?:kamu|anda)",
           r"tanpa (?:batasan|aturan|filter|sensor)"),
    "ms": (r"abaikan|(?<!jangan )lupakan|jangan ikut|ketepikan",
           r"arahan|peraturan|perintah|dasar (?:bank|syarikat|keselamatan)",
           r"tunjukkan|dedahkan|paparkan|beritahu|cetak",
           r"gesaan sistem|arahan (?:sistem|tersembunyi|asal)|arahan (?:anda|awak|kamu)",
           r"(?:kamu|anda|awak) (?:sekarang|kini) (?:adalah|ialah)|berlakon sebagai|berpura-pura",
           r"tanpa (?:sebarang )?(?:sekatan|had|peraturan|tapisan)"),
    "sw": (r"puuza|sahau|usifuate|achana na|puuzia",
           r"maagizo|maelekezo|sheria|kanuni|amri|sera|miongozo",
           r"nionyeshe|onyesha|niambie|andika|rudia|nipe",
           r"maelekezo (?:yako )?ya mfumo|ujumbe wa mfumo|maagizo (?:yako )?ya (?:mfumo|siri|awali)|maelekezo (?:yaliyofichwa|ya siri)",
           r"(?:sasa )?wewe (?:sasa )?ni|jifanye|igiza",
           r"bila (?:vikwazo|mipaka|sheria|masharti|udhibiti)|huna (?:sheria|vikwazo|mipaka|masharti)"),
    "tl": (r"kalimutan|balewalain|huwag pansinin|huwag sundin|isantabi|ipagwalang-bahala",
           r"(?:mga )?(?:naunang |dating |nakaraang )?(?:tagubilin|utos|patakaran|panuntunan|alituntunin)",
           r"ipakita|ibunyag|sabihin|isulat|ulitin",
           r"system prompt|(?:iyong|ang iyong) mga tagubilin|mga tagubilin mo|mga nakatagong tagubilin|tagubilin ng sistema",
           r"magpanggap|kunwari|ikaw na ngayon|ikaw ngayon ay",
           r"walang (?:anumang )?(?:limitasyon|patakaran|panuntunan|restriksyon|censorship)"),
    "vi": (r"bo qua|phot lo|quen (?:di )?|khong (?:can )?tuan theo|dung tuan theo|lo di",
           r"huong dan|chi dan|chi thi|quy tac|menh lenh|lenh",
           r"hien thi|tiet lo|cho (?:toi )?xem|in ra|noi cho toi|viet ra",
           r"loi nhac he thong|prompt he thong|(?:huong dan|chi dan|chi thi) (?:an|he thong|ban dau|bi mat)",
           r"bay gio ban la|gia vo ban la|hay dong vai", r"khong (?:co )?(?:bat ky )?(?:gioi han|han che|quy tac|kiem duyet)"),
    "tr": (r"yok say|gormezden gel|unut|dikkate alma|bosver|umursama|bir kenara b[iı]rak\w*|askiya al\w*",
           r"talimat\w*|kural\w*|yonerge\w*|komut\w*|direktif\w*",
           r"goster|yaz|paylas|soyle|ver|acikla",
           r"sistem (?:istem\w*|prompt\w*|talimat\w*|mesaj\w*)|gizli talimat\w*",
           r"artik sen|sen artik|gibi davran",
           r"hicbir (?:kisitlama|kural|sinir|filtre)\w*|(?:kisitlamasi|kısıtlaması|kurali|kuralı|siniri|sınırı|filtresi|sansuru) olmayan|"
           r"sinirsiz|sınırsız|kuralsiz|kuralsız|sansursuz"),
    "ro": (r"ignora\w*|uita\w*|nu (?:mai )?(?:tine|tineti) cont de|nu (?:mai )?respecta\w*|treci peste|ocoleste|dezactiveaza",
           r"instructiuni\w*|regul\w*|directive\w*|indicatii\w*|comenzi\w*|restrictii\w*|filtre\w*|tot ce (?:s-a spus|am spus|ai primit)",
           r"arata\w*|dezvaluie|afiseaza|spune-mi|repeta|scrie|da-mi",
           r"promptul (?:de )?sistem\w*|instructiunile (?:tale|ascunse|initiale|de sistem)|mesajul (?:de )?sistem\w*",
           r"(?:acum )?esti|prefa-te ca esti|joaca rolul|comporta-te ca",
           r"fara (?:nicio |niciun |vreo )?(?:restrictii|limite|reguli|filtre|cenzura)"),
    "sv": (r"ignorera|glom|bortse fran|strunta i|folj inte|kringga|sla av",
           r"instruktioner\w*|regler\w*|riktlinjer\w*|direktiv\w*|begransningar\w*|filter\w*|allt (?:ovan|tidigare|du fatt)|systemprompt\w*",
           r"visa|avsloja|skriv ut|upprepa|beratta|ge mig",
           r"systemprompt\w*|systemmeddelande\w*|dina (?:ursprungliga |dolda )?instruktioner|de (?:ursprungliga|dolda) instruktioner|"
           r"din (?:fullstandiga )?konfiguration",
           r"du ar (?:nu )?|latsas att du ar|spela rollen", r"utan (?:nagra )?(?:begransningar|regler|filter|censur)"),
    "da": (r"ignorer|glem|se bort fra|ikke folg|omga|sla fra",
           r"instruksjoner|instruktioner|regler|retningslinjer|direktiver|begrensninger|begr[aæ]nsninger|filtre|alt (?:ovenfor|tidligere)",
           r"vis|avslor|afslor|skriv ut|gentag|gjenta|fortell|fort[aæ]l|giv mig|gi meg",
           r"systemprompt\w*|systemmelding\w*|systembesked\w*|dine (?:opprinnelige |oprindelige |skjulte )?(?:instruksjoner|instruktioner)|"
           r"de (?:opprinnelige|oprindelige|skjulte) (?:instruksjoner|instruktioner)",
           r"du er (?:na |nu )?|lat som|lad som",
           r"uten (?:noen )?(?:begrensninger|regler|filtre|sensur)|uden (?:nogen )?(?:begr[aæ]nsninger|regler|filtre|censur)"),
    "cs": (r"ignoruj\w*|zapomen\w*|nedbej\w*|neber ohled|prestan (?:dodrzovat|poslouchat)|obejdi|vypni",
           r"instrukc\w*|pokyn\w*|pravidl\w*|smernic\w*|omezeni|filtr\w*|prikaz\w*|vse (?:predchozi|vyse)",
           r"ukaz\w*|odhal\w*|vypis\w*|zopakuj|prozrad\w*|napis",
           r"systemov\w* (?:prompt|pokyn\w*|instrukc\w*|zprav\w*)|(?:sve|tve|vase) (?:puvodni |skryte )?(?:instrukce|pokyny)|"
           r"skryte (?:instrukce|pokyny)",
           r"(?:ted|nyni) jsi|predstirej,? ze jsi|hraj roli|chovej se jako",
           r"bez (?:jakychkoli |zadnych )?(?:omezeni|pravidel|filtru|cenzury)"),
    "fi": (r"ohita|unohda|sivuuta|ala noudata|jata huomiotta",
           r"ohjeet|ohjeita|ohjeesi|saannot|saantoja|rajoitukset|suodattimet|kaikki (?:edellinen|aiempi)",
           r"nayta|paljasta|tulosta|toista|kerro",
           r"jarjestelmakehot\w*|jarjestelmaviest\w*|(?:alkuperaiset |piilotetut )?ohjeesi|piilotetut ohjeet",
           r"olet (?:nyt )?|teeskentele", r"ilman (?:mitaan )?(?:rajoituksia|saantoja|suodattimia|sensuuria)"),
    "hu": (r"hagyd figyelmen kivul|felejtsd el|ne kovesd|ignorald|hagyd figyelmen",
           r"utasitas\w*|szabaly\w*|iranyelv\w*|korlatozas\w*|szur\w*",
           r"mutasd|fedd fel|ird ki|ismeteld|mondd el",
           r"rendszer ?prompt\w*|rendszeruzenet\w*|(?:rejtett |eredeti )?utasitasaid",
           r"most te|tegyel ugy,? mintha|jatszd el", r"(?:korlatozas\w*|szabaly\w*|szures\w*|cenzura\w*) nelkul"),
}
_LATIN_TASK = {
    "de": r"(?:nun|jetzt) folgen (?:neue|weitere) (?:aufgaben|anweisungen)|konzentriere dich (?:jetzt |nun )?auf (?:deine|die) neue aufgabe|"
          r"wir (?:starten|beginnen) (?:von )?neu|neue aufgabe:",
    "fr": r"nouvelle (?:tache|mission|instruction)s? ?:|concentre[zs]?-(?:toi|vous) (?:maintenant )?sur (?:ta|votre) nouvelle tache",
    "es": r"nueva (?:tarea|instruccion) ?:|concentrate (?:ahora )?en tu nueva tarea",
    "it": r"nuovo compito ?:|nuove istruzioni ?:|(?:ora|adesso) seguono (?:nuovi|altri) compiti",
    "pt": r"nova tarefa ?:|novas instrucoes ?:|agora seguem (?:novas|outras) tarefas",
    "xx": r"\b(?:ahora|maintenant|jetzt|nun|ora|agora) (?:siguen|suivent|folgen|seguono|seguem) (?:nuevas|nouvelles|neue|weitere|"
          r"nuove|novas) (?:tareas|taches|aufgaben|anweisungen|compiti|tarefas|instrucciones|instructions|istruzioni|instrucoes)",
}

#: Scripts without spaces or Latin letters: (dismissal near its object, show the prompt, unbound persona).
_OTHER: dict[str, tuple[str, str, str]] = {
    "ru": (r"(?:игнорируй|проигнорируй|игнорируйте|забудь|забудьте|не обращай\w* внимани\w* на|отбрось|отбросьте|"
           r"отмени|не следуй|не слушай|обойди|обойти|отключи|нарушь|отложи|сними|снимаю)\w*" + _G + r"{0,40}?(?:инструкц\w*|указани\w*|правил(?:а|ам|ами|ах|о)?\b|команд\w*|установк\w*|"
           r"ограничени\w*|протокол\w*|политик\w*|фильтр\w*|все,? что (?:было )?(?:сказано|выше|раньше))",
           r"(?:покажи|выведи|раскрой|напиши|повтори|скажи|какой|какие|распечатай)\w*" + _G + r"{0,40}?(?:системн\w* "
           r"(?:промпт\w*|подсказк\w*|инструкц\w*|сообщени\w*)|(?:свои|твои|ваши|исходные) инструкци\w*|скрыт\w* инструкц\w*)",
           r"(?:теперь ты|ты теперь|представь,? что ты|притворись|отныне ты|ты больше не|ты —)" + _G + r"{0,60}?(?:без (?:каких-либо |любых |всяких )?"
           r"(?:ограничений|правил|фильтров|цензуры)|не (?:имеешь|знаешь) (?:никаких )?(?:ограничений|правил)|никогда не отказыва)"),
    "zh": (r"(?:忽略|忽視|无视|無視|忘记|忘記|忘掉|不要理会|不要理會|不要遵守|不再遵守|不用遵守|放弃|放棄|抛开|拋開|跳过|跳過|别管|別管|绕过|繞過|绕开|繞開|突破|违反|違反)(?!了)"
           + _G + r"{0,12}?(?:指令|指示|规则|規則|提示|说明|說明|设定|設定|要求|命令|限制|约束|約束|协议|協議|政策|安全措施|过滤|過濾|审查|審查)",
           r"(?:显示|顯示|输出|輸出|告诉我|告訴我|透露|泄露|洩露|打印|重复|重複|给我看|給我看|展示|说出|說出)" + _G
           + r"{0,12}?(?:系统提示|系統提示|系统指令|系統指令|提示词|提示詞|初始指令|隐藏指令|隱藏指令|你的指令|你的规则|你的規則|系统消息|系統訊息)"
           r"|(?:把|将|將)" + _G + r"{0,6}?(?:系统提示|系統提示|系统指令|系統指令|提示词|提示詞|初始指令|隐藏指令|隱藏指令|你的指令)" + _G
           + r"{0,10}?(?:输出|輸出|显示|顯示|告诉|告訴|发给|發給|给我|給我|打印|透露)",
           r"(?:你现在是|你現在是|从现在起你是|從現在起你是|从现在开始你是|假装你是|假裝你是|扮演|假设你是|假設你是|想象你是|想像你是|你不再是)" + _G
           + r"{0,20}?(?:没有任何限制|沒有任何限制|不受任何限制|没有限制|沒有限制|无限制|無限制|不受约束|不受約束|没有道德|没有规则|沒有規則|从不拒绝|從不拒絕)"),
    "ja": (r"(?:(?:以前|これまで|前|上記|先ほど|最初|今まで)の?" + _G + r"{0,10}?(?:指示|命令|ルール|規則|設定|プロンプト|制約)"
           + _G + r"{0,10}?(?:無視|忘れ|従わな)|(?:指示|命令|ルール|制約)を(?:すべて|全て)?(?:無視|忘れ)"
           r"|(?:ポリシー|規則|ルール|規定|方針|指示|制約|ガイドライン)(?:は|を|なんて)(?:もう)?(?:無視して|無視しろ|気にしなくていい|気にしないで|忘れて|忘れろ|従わなくていい))",
           r"(?:システムプロンプト|初期プロンプト|最初の指示|隠された指示|あなたの指示|システムメッセージ|秘密の指示)" + _G
           + r"{0,12}?(?:表示|出力|教え|見せ|書き出|繰り返)",
           r"(?:あなたは|今から|これから)" + _G + r"{0,20}?(?:制限のない|制限がない|制約のない|規則のない|無制限の|検閲されない)"
           r"|(?:制限|制約|ルール|規則)の(?:ない|ありません)" + _G + r"{0,20}?(?:ふりをして|ふりして|として振る舞|になりきって|として行動)"),
    "ko": (r"(?:이전|앞의|위의|기존|모든)" + _G + r"{0,10}?(?:지시|명령|규칙|지침|프롬프트)" + _G + r"{0,12}?(?:무시|잊어)"
           r"|(?:정책|지침|지시|규칙)(?:은|는|을|를|도)? ?(?:모두 |전부 |다 )?(?:무시해|무시하세요|무시해라|잊어|잊으세요|신경 ?쓰지 ?마|신경 ?쓰지 ?말)",
           r"(?:시스템 프롬프트|시스템 메시지|초기 지시|숨겨진 지시|당신의 지시)" + _G + r"{0,25}?(?:보여|출력|알려|공개)",
           r"(?:이제 너는|이제 당신은|지금부터 너는|너는 이제|넌 이제)" + _G + r"{0,20}?(?:제한(?:이)? 없는|제약(?:이)? 없는|규칙(?:이)? 없는)"
           r"|(?:제한|제약|규칙|필터)(?:이)? 없는" + _G + r"{0,20}?(?:인 척|척하|척 해|처럼 행동)"),
    "ar": (r"(?:تجاهل|انس|إنس|اهمل|أهمل|لا تتبع|لا تلتزم|تخل عن)" + _G + r"{0,30}?(?:التعليمات|التوجيهات|الأوامر|القواعد|الإرشادات|تعليمات|سياسة|السياسة|سياسات)",
           r"(?:اعرض|أظهر|اظهر|اكشف|أخبرني|اطبع|كرر|ما هي)" + _G + r"{0,30}?(?:موجه النظام|تعليمات النظام|التعليمات المخفية|تعليماتك|رسالة النظام)",
           r"(?:أنت الآن|انت الان|تظاهر|تخي\u0651?ل|افترض أنك|تصرف كأنك)" + _G + r"{0,40}?(?:بلا|بدون|دون) (?:أي )?(?:قيود|قواعد|حدود)"),
    "hi": (r"(?:पिछले|पूर्व|पहले|सभी|सारे|ऊपर)" + _G + r"{0,20}?(?:निर्देश|नियम|आदेश|हिदायत)" + _G
           + r"{0,20}?(?:अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल|मत मानो|न मानें)"
           r"|(?:नियम|निर्देश|नीति|हिदायत)" + _G + r"{0,30}?(?:भूल जाओ|भूल जाइए|भूल जाएं|अनदेखा करो|अनदेखा करें|नज़रअंदाज़ करो|नजरअंदाज करो|छोड़ो|छोड़ दो|मत मानो)",
           r"(?:सिस्टम प्रॉम्प्ट|सिस्टम संदेश|छिपे (?:हुए )?निर्देश|आपके निर्देश|अपने निर्देश)" + _G + r"{0,30}?(?:दिखा|बता|प्रकट|लिख)",
           r"(?:अब तुम|अब आप|मान लो|मान लीजिए|कल्पना करो|ऐसा दिखाओ कि|दिखावा करो|नाटक करो)" + _G
           + r"{0,30}?(?:बिना किसी (?:प्रतिबंध|पाबंदी|सीमा|नियम)|कोई (?:प्रतिबंध|पाबंदी|सीमा|नियम) नहीं)"),
    "uk": (r"(?:ігноруй|проігноруй|ігноруйте|забудь|забудьте|не звертай\w* уваги на|не зважай\w* на|відкинь|скасуй|не дотримуйся|обійди|вимкни)\w*"
           + _G + r"{0,40}?(?:інструкці\w*|вказів\w*|правил(?:а|ам|ами|ах|о)?\b|команд\w*|обмежен\w*|фільтр\w*|все,? що (?:було )?(?:сказано|вище))",
           r"(?:покажи|виведи|розкрий|напиши|повтори|скажи|яка|які)\w*" + _G + r"{0,40}?(?:системн\w* (?:промпт\w*|підказк\w*|"
           r"інструкці\w*|повідомлен\w*)|(?:свої|твої|ваші|початкові) інструкці\w*|приховані інструкці\w*)",
           r"(?:тепер ти|ти тепер|уяви,? що ти|прикинься|відтепер ти)" + _G + r"{0,60}?(?:без (?:жодних |будь-яких )?"
           r"(?:обмежень|правил|фільтрів|цензури))"),
    "el": (r"(?:αγνόησε|αγνοήστε|αγνοησε|ξέχασε|ξεχάστε|ξεχασε|μην ακολουθείς|μην ακολουθεις|παράκαμψε|παρακαμψε)" + _G
           + r"{0,40}?(?:οδηγί\w*|οδηγι\w*|κανόν\w*|κανον\w*|εντολ\w*|περιορισμ\w*|φίλτρ\w*|φιλτρ\w*)",
           r"(?:δείξε|δειξε|δείξτε|αποκάλυψε|αποκαλυψε|εμφάνισε|εμφανισε|πες μου|επανάλαβε|επαναλαβε|γράψε|γραψε)" + _G
           + r"{0,40}?(?:μήνυμα συστήματος|μηνυμα συστηματος|οδηγίες (?:σου|συστήματος)|οδηγιες (?:σου|συστηματος)|κρυφές οδηγίες|"
           r"κρυφες οδηγιες|προτροπή συστήματος|system prompt)",
           r"(?:είσαι τώρα|ειναι τωρα|εισαι τωρα|τώρα είσαι|τωρα εισαι|προσποιήσου|προσποιησου|υπόθεσε|υποθέσε|υποθεσε|κάνε πως|κανε πως|φαντάσου|φανταστου)" + _G
           + r"{0,60}?(?:χωρίς|χωρις) (?:κανέναν |κανένα |κανεναν |κανενα |καθόλου )?(?:περιορισμ\w*|κανόν\w*|κανον\w*|φίλτρ\w*|λογοκρισ\w*)"),
    "he": (r"(?:התעלם|התעלמי|תתעלם|שכח|תשכח|אל תציית|אל תפעל לפי)" + _G
           + r"{0,40}?(?:הוראות|ההוראות|הכללים|כללים|ההנחיות|הנחיות|פקודות|מגבלות)",
           r"(?:הצג|הראה|תראה|תציג|חשוף|תחשוף|גלה|תגלה|כתוב|תכתוב|הדפס|תדפיס|חזור על)" + _G
           + r"{0,40}?(?:הנחיית המערכת|הוראות המערכת|ההוראות (?:שלך|הנסתרות)|הודעת המערכת|פרומפט המערכת|system prompt)",
           r"(?:אתה עכשיו|עכשיו אתה|תעמיד פנים|העמד פנים|דמיין שאתה|תדמיין שאתה)" + _G + r"{0,60}?(?:ללא|בלי) (?:שום |כל )?(?:הגבלות|מגבלות|כללים|חוקים|סינון|צנזורה)"),
    "th": (r"(?:เพิกเฉย|ไม่ต้องสนใจ|ลืม|ละเว้น)" + _G + r"{0,20}?(?:คำสั่ง|กฎ|ข้อกำหนด)",
           r"(?:แสดง|เปิดเผย|บอก)" + _G + r"{0,20}?(?:พรอมต์ระบบ|คำสั่งระบบ|คำสั่งที่ซ่อน)",
           r"(?:ตอนนี้คุณคือ|สมมติว่าคุณ|แกล้งทำเป็น|ทำตัวเป็น|ตั้งแต่นี้ไปคุณ)" + _G + r"{0,30}?(?:ไม่มีข้อจำกัด|ไม่มีกฎ)"),
    "fa": ((r"(?:دستور|دستورات|دستورها|دستورهای|دستورالعمل|قوانین|قانون|قواعد|سیاست|محدودیت)" + _G
            + r"{0,40}?(?:نادیده بگیر|فراموش کن|کنار بگذار|اعتنا نکن|رعایت نکن|پیروی نکن)"),
           r"(?:پرامپت سیستم|دستورالعمل سیستم|دستورات سیستم|پیام سیستم|دستورات پنهان|دستورالعمل های پنهان)" + _G
           + r"{0,40}?(?:نشان بده|بنویس|بگو|نمایش بده|چاپ کن|تکرار کن)",
           r"(?:وانمود کن|فرض کن|تظاهر کن|تصور کن|تو الان|از این به بعد تو)" + _G
           + r"{0,60}?(?:بدون (?:هیچ )?(?:محدودیت|قانون|قید|سانسور)|(?:قانونی|محدودیتی) نداری)"),
    "ur": ((r"(?:ہدایات|ہدایت|احکامات|اصول|قواعد|پالیسی|قوانین)" + _G
            + r"{0,40}?(?:نظر انداز کرو|نظرانداز کرو|نظر انداز کریں|نظرانداز کریں|بھول جاؤ|بھول جائیں|مت مانو|نہ مانیں)"),
           r"(?:سسٹم پرامپٹ|سسٹم کی ہدایات|خفیہ ہدایات|اپنی ہدایات)" + _G + r"{0,40}?(?:دکھاؤ|دکھائیں|بتاؤ|بتائیں|لکھو|لکھیں|ظاہر کرو)",
           r"(?:فرض کرو|فرض کریں|تصور کرو|اب تم|اب آپ|ظاہر کرو کہ)" + _G
           + r"{0,60}?(?:بغیر کسی (?:پابندی|حد|اصول|قاعدے)|کوئی (?:پابندی|حد|اصول) نہیں)"),
    "bn": ((r"(?:নির্দেশ|নির্দেশনা|নিয়ম|নীতি|আদেশ)" + _G
            + r"{0,40}?(?:উপেক্ষা করো|উপেক্ষা কর|উপেক্ষা করুন|ভুলে যাও|ভুলে যান|মেনো না|মানবে না|অগ্রাহ্য করো)"),
           r"(?:সিস্টেম প্রম্পট|সিস্টেম নির্দেশ|গোপন নির্দেশ|তোমার নির্দেশনা)" + _G + r"{0,40}?(?:দেখাও|দেখান|বলো|বলুন|লেখো|লিখুন|প্রকাশ করো)",
           r"(?:ধরে নাও|ধরে নিন|ভান করো|কল্পনা করো|এখন তুমি|এখন থেকে তুমি)" + _G
           + r"{0,60}?(?:কোনো (?:নিয়ম|সীমাবদ্ধতা|বিধিনিষেধ)(?: ছাড়া| নেই)|সীমাবদ্ধতাহীন)"),
}


#: Password and secret-key games: the assistant's own secret asked for (its "your", or "secret").
_SECRET: dict[str, str] = {
    # (not what a guide tells its reader of their own: "Ihr altes Passwort bleibt gültig", "geben Sie Ihr Passwort ein")
    "de": r"\b(?:dein\w*|ihr\w*|das geheime|den geheimen)\b (?:\w+ )?(?:passwort|kennwort|geheimwort|geheim\w* schlussel|losungswort)"
          r"(?! (?:bleibt|wird|muss|sollte|lauft|ein\b|zuruck|neu\b|andern|vergessen|ist (?:abgelaufen|gultig|ungultig|falsch)))",
    "fr": r"\b(?:ton|votre) (?:mot de passe|mot secret|code secret)|\b(?:ta|votre|la) cle secrete",
    "es": r"\b(?:tu|su) (?:contrasena|clave(?: secreta)?|palabra secreta)|\bla (?:clave|palabra|contrasena) secreta",
    "it": r"\b(?:la tua|tua|la sua) (?:password|parola d'ordine|chiave segreta|parola segreta)|\bla (?:chiave|parola) segreta",
    "pt": r"\b(?:sua|tua|a sua|a tua) (?:senha|chave secreta|palavra secreta)|\ba (?:chave|palavra|senha) secreta",
    "nl": r"\b(?:je|jouw|uw) (?:wachtwoord|geheime sleutel|geheime woord)|\bhet geheime (?:wachtwoord|woord)",
    "ru": r"(?:тво\w*|ваш\w*) (?:пароль|секретн\w* (?:ключ|слово|код))|секретн\w* (?:пароль|ключ|слово)",
    "zh": r"你的(?:密码|密钥|秘密|口令)|(?:秘密|隐藏)的?(?:密码|密钥)",
    "ja": r"(?:あなたの|秘密の)(?:パスワード|鍵|合言葉|キー)",
    "ko": r"(?:너의|당신의|네) (?:비밀번호|암호|비밀 키)|비밀 (?:번호|키|비밀번호)|비밀번호가 뭐",
    "ar": r"(?:كلمة المرور|كلمة السر|المفتاح السري) (?:الخاصة بك|الخاص بك)|(?:كلمة مرورك|كلمة سرك|مفتاحك السري)",
    "tr": r"\b(?:senin |sizin )?(?:sifren|parolan|gizli anahtar\w*|gizli kelime\w*|gizli sifre\w*)(?!izi kimseyle|i kimseyle)",
    "vi": r"\b(?:mat khau|khoa bi mat|tu khoa bi mat) (?:cua ban|bi mat)",
    "id": r"\b(?:kata sandi|kunci rahasia)(?:mu| anda| kamu)|\bkata sandi rahasia\w*",
    "hi": r"(?:आपका|तुम्हारा|आपकी|तुम्हारी) (?:पासवर्ड|गुप्त कुंजी|गुप्त शब्द)|गुप्त पासवर्ड",
    "ro": r"\b(?:parola ta|parola dumneavoastra|cheia (?:ta )?secreta|cuvantul secret)",
    "sv": r"\b(?:ditt losenord|din hemliga nyckel|det hemliga ordet|det hemliga losenord\w*)",
    "da": r"\b(?:din adgangskode|ditt passord|din hemmelige nogle|det hemmelige ord)",
    "cs": r"\b(?:tve|vase|sve) heslo|\btajn\w* (?:heslo|klic|slovo)",
    "pl": r"\b(?:twoje|swoje) haslo|\btajne haslo",
    "fi": r"\b(?:salasanasi|salainen (?:avain|sana))",
    "hu": r"\b(?:a jelszavad|jelszavad|titkos (?:kulcs|szo)\w*)",
    "uk": r"(?:тві\w*|ваш\w*) (?:пароль|секретн\w* (?:ключ|слово|код))|секретн\w* (?:пароль|ключ|слово)",
    "el": r"(?:ο μυστικός κωδικός|ο μυστικος κωδικος|τον κωδικό σου|τον κωδικο σου|τον μυστικό κωδικό|τον μυστικο κωδικο|το συνθηματικό σου|το συνθηματικο σου)",
    "th": r"รหัสผ่านลับ|รหัสลับของคุณ|รหัสผ่านของคุณ",
    "fa": r"رمز (?:عبور )?(?:مخفی|سری)|رمز عبور (?:تو|شما)",
    "he": r"(?:הסיסמה שלך|הסיסמא שלך|המפתח הסודי|המילה הסודית|הסיסמה הסודית)",
}
Spec = tuple[str, str, float, str, "str | tuple[str, ...]"]
#: Languages whose verb comes after its object.
_VERB_LAST = ("tr",)
#: Languages that put the verb either side of its object (main clause / infinitive).
_EITHER_ORDER = ("de", "nl", "hu")
#: "Forget everything" (the English ``dismiss_everything``): the word for everything, right after a
#: dismissal verb and ending its clause, so that "olvida todo lo que dije del martes" is not one.
_EVERYTHING: dict[str, str] = {
    "de": r"alles(?: (?:davor|bisherige|vorherige|zuvor|oben|andere))?", "fr": r"tout(?: (?:ca|cela|ce qui precede))?",
    "es": r"todo(?: (?:eso|esto|lo anterior))?", "it": r"tutto(?: (?:questo|quanto))?", "pt": r"tudo(?: (?:isso|isto))?",
    "nl": r"alles(?: hiervoor)?", "pl": r"wszystko(?: (?:wczesniej|powyzej))?", "hr": r"sve", "id": r"semua(?:nya)?|segalanya",
    "ms": r"semua(?:nya)?|segalanya", "sw": r"kila kitu|yote", "tl": r"lahat", "vi": r"tat ca|moi thu|het",
    "tr": r"her seyi", "ro": r"tot(?:ul)?", "sv": r"allt", "da": r"alt", "cs": r"vse|vsechno", "fi": r"kaikki", "hu": r"mindent",
}
#: What ends the clause after "everything": punctuation, the end, or "and" in one of the languages.
_AND = r"(?:und|et|y|e|en|i|dan|na|at|va|ve|si|och|og|a|ja|es)"
_CLAUSE_END = (rf"(?=\s*(?:[.;:!?]|$)|\s*,(?!\s*(?:was|que|ce que|quello|o que|wat|co|ktore|ce|lo que)\b)|\s+{_AND}\b)")
#: Orders that follow "forget everything" in the same breath ("vergiss alles und schreibe …").
_SAY = (r"sag\w*|dis|dites|di|diga|digas|zeg|powiedz|antwort\w*|repond\w*|respond\w*|rispondi|svara|vastaa|mondd|"
        r"napisz|schrijf|skriv|napis|scrie|tulis|katakan|viet|noi|andika|isulat|sabihin")
#: One word may stand between the verb and "everything" ("vergiss einfach alles"), not a negation.
_ONE_WORD = r"(?:(?!(?:nicht|pas|no|non|nao|niet|nie|ne|not|ikke|inte|ei|nem)\b)\w+\s+)?"
#: The same in scripts without Latin letters: the whole phrase.
_EVERYTHING_OTHER = (
    r"(?:забудь|забудьте|игнорируй|проигнорируй|отбрось|ігноруй|проігноруй)\w* (?:вс[её]|усе|все це|всё это|все это|обо всём)"
    r"(?=\s*(?:[,.;:!?]|$)|\s+[иі]\s)|(?:忘(?:记|掉|了)|忽略|无视|無視|忽視)(?:之前的|以上的|上面的)?(?:一切|所有(?:内容|的)?|全部)|"
    r"(?:すべて|全て|全部)(?:を)?(?:忘れ|無視)|(?:모두|전부|다) (?:잊어|무시해)|(?:انس|انسى|تجاهل) (?:كل شيء|كل ما سبق|كل هذا)|"
    r"सब (?:कुछ )?(?:भूल जाओ|भूल जाइए|अनदेखा करो)|(?:שכח|תשכח|התעלם מ)(?:\s*את)? ?הכל|ξ[εέ]χνα τα π[αά]ντα|ลืมทุกอย่าง|"
    r"همه چیز را فراموش کن|সব ভুলে যাও"
)

#: "Forget everything and write …" in Russian and Ukrainian: an order in the same breath, as in the Latin
#: languages (not "forget everything I said, and …": the clause goes on after the comma).
_EVERYTHING_THEN_ORDER_CYRILLIC = (
    r"(?:забудь|забудьте|игнорируй|проигнорируй|отбрось|ігноруй|проігноруй)\w* (?:вс[её]|усе)\s*(?:[.;:!]\s*|,?\s+[иі]\s+)"
    r"(?:\w+\s+)?(?:напиш|скаж|ответ|выведи|покаж|сообщ|дай|пиши|відповід|виведи|напиші)\w*")

#: "The (previous) instructions are void": what is declared void, and the verdict.
_VOID: dict[str, tuple[str, str]] = {
    "de": (r"anweisung\w*|instruktion\w*|regeln|vorgaben|informationen|aufgaben|richtlinien",
           r"(?:sind|ist|gelten) (?:fur (?:diese|die) (?:sitzung|unterhaltung|konversation) )?(?:ab sofort |ab jetzt |nun |jetzt |hiermit )?(?:nicht mehr (?:gultig|wichtig|relevant)|ungultig|"
           r"irrelevant|aufgehoben|hinfallig|au(?:ss|ß)er kraft|nichtig)|gelten (?:ab (?:sofort|jetzt) |nun |jetzt )?nicht mehr"),
    "fr": (r"instructions|consignes|regles|directives", r"(?:sont|ne sont plus) (?:desormais |maintenant )?"
           r"(?:annulees|caduques|obsoletes|invalides|valables|applicables|sans importance)|ne s['’]appliquent plus|n['’]ont plus (?:cours|effet)"),
    "es": (r"instrucciones|reglas|normas|directrices", r"(?:ya no son validas|ya no (?:aplican|se aplican)|quedan anuladas|"
           r"son irrelevantes|estan anuladas|no son validas)"),
    "it": (r"istruzioni|regole|direttive", r"(?:non sono piu valide|sono annullate|non valgono piu|sono irrilevanti|non si applicano piu)"),
    "pt": (r"instrucoes|regras|diretrizes", r"(?:nao sao mais validas|foram (?:anuladas|canceladas|suspensas|revogadas)|estao anuladas|sao irrelevantes|nao valem mais|"
           r"(?:ja )?nao se aplicam(?: mais)?|deixaram de valer)"),
    "nl": (r"instructies|regels|richtlijnen", r"(?:gelden niet meer|zijn (?:ongeldig|vervallen|ingetrokken|niet meer geldig|nietig))"),
    "pl": (r"instrukcje|zasady|polecenia|wytyczne", r"(?:juz nie obowiazuja|sa niewazne|przestaly obowiazywac|zostaly uniewaznione|"
           r"wygasly)"),
    "tr": (r"talimatlar\w*|kurallar\w*|yonergeler\w*", r"(?:artik )?(?:gecersiz|gecerli degil)"),
    "sv": (r"instruktionerna|reglerna|riktlinjerna", r"(?:galler inte langre|ar ogiltiga|ar upphavda)"),
}


#: Words without which no secret is asked for, in any of the languages (a gate checked with ``in``).
_SECRET_WORDS = tuple(
    "pass|sehe|secre|secret|contrasena|clave|chiave|parola|senha|chave|wachtwoord|geheim|kennwort|sifre|gizli|mat khau|"
    "bi mat|sandi|rahasia|losung|пароль|секрет|密|秘|パスワード|鍵|合言葉|비밀|암호|كلمة|مفتاح|पासवर्ड|गुप्त|heslo|tajn|"
    "losenord|hemlig|has|adgangskode|رمز|รหัส|passord|salasan|salainen|jelszav|titkos|cheia|cuvantul|κωδικ|συνθηματικ|סיסמ|הסוד".split("|"))


#: "Forget everything" alone is what people also say when they take a request back ("oublie tout, je
#: vais appeler"): below the threshold, it needs one more cue.
EVERYTHING_WEIGHT = 0.6


#: Words of the language itself near a dismissal whose verb and objects English shares ("ignore …
#: instructions"): French only when it does not read as English.
_SAID_IN = {"fr": r"(?=[^\n]{0,80}?(?:\b(?:les|des|tes|vos|toutes|tous|ces|mes|nos|leurs|du|aux|ton|ta|votre|de|la|le|vous|tu|"
                  r"certaine?s?|precedentes?|anterieures?|donnees|recues)\b|[^\x00-\x7f]))"}


def _spec(family: str, name: str, weight: float, pattern: str, gate: str | tuple[str, ...] = "") -> Spec:
    return family, name, weight, unicodedata.normalize("NFKC", pattern), gate


def _latin_specs() -> list[Spec]:
    """One rule per language and family; each family's rules are gated by one regex of what
    all its languages' rules need (the dismissed objects, the prompt words, the unbound phrases),
    so English text pays three searches, not thirty."""
    gates = {k: r"\b(?:" + "|".join(v[i] for v in _LATIN.values()) + ")" for k, i in (("d", 1), ("s", 3), ("p", 5))}
    gates["t"] = "|".join(_LATIN_TASK.values())
    gates["e"] = r"\b(?:" + "|".join(_EVERYTHING.values()) + ")"
    specs = []
    for lang, (dismiss, objects, show, shown, persona, unbound) in _LATIN.items():
        dismiss = _NOT_ALLOWED_TO_THEM + _NOT_SAID_OF_KIN + _NOT_PAST.get(lang, "") + _NOT_PLURAL.get(lang, "") + f"(?:{dismiss})"
        forward = rf"\b{dismiss}\b{_NOT_JOINED}{_NOT_MINE}{_NOT_INTO_A_CLAUSE}{{0,40}}?\b(?:{objects}){_NOT_POSTED}"
        backward = rf"\b(?:{objects})\b{_NOT_POSTED}{_GQ_NO_HEADING}{{0,40}}?\b{dismiss}"
        order = backward if lang in _VERB_LAST else f"{forward}|{backward}" if lang in _EITHER_ORDER else forward
        order = _SAID_IN.get(lang, "") + f"(?:{order})"
        specs += [
            _spec("instruction_override", f"{lang}:dismiss_instructions", 0.85, order, gates["d"]),
            _spec("prompt_extraction", f"{lang}:reveal_prompt", 0.8, rf"{_NOT_REFUSED}\b(?:{show})\b{_NOT_A_NEW_ONE}{_GQ}{{0,40}}?\b(?:{shown})", gates["s"]),
            _spec("roleplay_jailbreak", f"{lang}:persona_unbound", 0.8, rf"\b(?:{persona})\b{_G}{{0,60}}?(?:{unbound})"
                  + (rf"|(?:{unbound}){_G}{{0,60}}?\b(?:{persona})" if lang in _VERB_LAST else ""), gates["p"]),
        ]
    for lang, everything in _EVERYTHING.items():
        dismiss = _LATIN[lang][0]
        order = (rf"\b(?:{everything})\s+(?:{dismiss})\b" if lang in _VERB_LAST
                 else rf"\b(?:{dismiss})\s+{_ONE_WORD}(?:{everything}){_CLAUSE_END}")
        specs.append(_spec("instruction_override", f"{lang}:dismiss_everything", EVERYTHING_WEIGHT, order, gates["e"]))
        if lang not in _VERB_LAST:
            then = rf"\b(?:{dismiss})\s+{_ONE_WORD}(?:{everything})\s*(?:[,.;:!]\s*|\s+{_AND}\s+)(?:\w+\s+)?(?:{_LATIN[lang][2]}|{_SAY})\b"
            specs.append(_spec("instruction_override", f"{lang}:dismiss_everything_then_order", 0.8, then, gates["e"]))
    for lang, pattern in _LATIN_TASK.items():
        specs.append(_spec("task_hijack", f"{lang}:new_task", 0.6, rf"(?:{pattern})", gates["t"]))
    for lang, pattern in _SECRET.items():
        if lang in _OTHER:
            continue
        specs.append(_spec("prompt_extraction", f"{lang}:secret_request", 0.75, pattern, _SECRET_WORDS))
    for lang, (what, verdict) in _VOID.items():
        specs.append(_spec("instruction_override", f"{lang}:instructions_void", 0.8, rf"\b(?:{what})\b{_NOT_POSTED}{_G}{{0,60}}?\b(?:{verdict})",
                           gates["d"]))
    return specs


def _other_specs() -> list[Spec]:
    specs = []
    for lang, (dismiss, reveal, unbound) in _OTHER.items():
        specs += [_spec("instruction_override", f"{lang}:dismiss_instructions", 0.85, dismiss),
                  _spec("prompt_extraction", f"{lang}:reveal_prompt", 0.8, reveal),
                  _spec("roleplay_jailbreak", f"{lang}:persona_unbound", 0.8, unbound)]
    specs.append(_spec("instruction_override", "any:dismiss_everything", EVERYTHING_WEIGHT, _EVERYTHING_OTHER))
    specs.append(_spec("instruction_override", "cyrillic:dismiss_everything_then_order", 0.8, _EVERYTHING_THEN_ORDER_CYRILLIC))
    for lang, pattern in _SECRET.items():
        if lang in _OTHER:
            specs.append(_spec("prompt_extraction", f"{lang}:secret_request", 0.75, pattern, _SECRET_WORDS))
    return specs


#: Rules for Latin-script languages (gated, checked on every text) and for other scripts
#: (checked only when the text has characters outside ASCII). Entries: (family, rule, weight,
#: pattern, gate pattern or "").
LATIN_SPECS = _latin_specs() + [_spec(*spec) for spec in PRETEXT_LANG + BYPASS_LANG + LEVERAGE_LANG + NOTICE_LANG
                                               + CLAIMS_LANG + ORDER_LANG + ASKS_LANG + PROXY_LANG
                                               + TAMPER_LANG + PLAIN_LANG + GUARDED_LANG + GRANTED_LANG]
NON_ASCII_SPECS = _other_specs() + [_spec(*spec) for spec in PRETEXT_OTHER + BYPASS_OTHER]
