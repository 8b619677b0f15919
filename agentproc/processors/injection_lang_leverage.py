"""Leverage in the users' languages: another customer's booking or account acted on through a tie to them ("annule la
réservation de ma sœur", "Zmień numer konta mojego kolegi"), a refund split so each part stays under the limit or paid
twice, who booked a slot or every customer's addresses asked for, a threat made to get what no customer may have (a
skipped check, something free, a limit passed), and a role claimed by someone who then orders a credit or a code. English
has its own (``injection_leverage``, ``injection_coercion``). Most weigh 0.45: a message whose words alone do not read as
an attack (a parent who books for a daughter, a customer angry about a refund) is not flagged by them alone. Patterns see
``injection_text.normalize``'s output (lower case, accents stripped from Latin letters). Entries: (family, rule name,
weight, pattern, gate), as in ``injection_lang``, which compiles them."""
from __future__ import annotations

#: An action on a booking or an account, or its details shown ("storniere", "annule", "zmień", "flytta", "dime").
_ACT = (r"(?:storn\w*|annul\w*|verschieb\w*|umbuch\w*|andere|ander[nt]|erstatt\w*|uberweis\w*|zeig\w*|schick\w*|gib mir|sag mir|"
        r"modifi\w*|change[rz]?|deplace[rz]?|rembourse[rz]?|transfere[rz]?|envoie[rz]?|donne[rz]?(?:-moi)?|montre[rz]?(?:-moi)?|"
        r"mets|passe[rz]?|cancel\w*|anul\w*|cambi\w*|mueve|mover|reembols\w*|transfier\w*|envia\w*|dame|dime|muestra\w*|pasa(?:me)?|"
        r"spost\w*|rimbors\w*|trasferisc\w*|invia\w*|dammi|dimmi|mostra\w*|metti|mud[ae]\w*|alter[ae]\w*|mov[ae]\w*|"
        r"passa\w*|da-me|diz-me|wijzig\w*|verander\w*|verzet\w*|verplaats\w*|terugbetal\w*|stuur|geef|toon|zet|zmien\w*|"
        r"przenies\w*|przesun\w*|zwroc\w*|przelej|wyslij|podaj|pokaz\w*|daj|anuluj\w*|avboka|avbok\w*|andra|flytta|"
        r"aterbetala|skicka|ge mig|visa|zrus\w*|zmen\w*|presun\w*|posli|endre|flytt|kanseller\w*|send|gi meg)")
#: What a customer holds with the business.
_HELD = (r"(?:buchung\w*|reservierung\w*|termin\w*|konto|kontos|bestellung\w*|tickets?|reservations?|compte|commande\w*|"
         r"rendez-vous|billets?|reservas?|cuenta|pedido|cita|turno|prenotazion\w*|conto|account|ordine|appuntament\w*|"
         r"biglietti|biglietto|conta|encomenda|marcacao|boeking\w*|reservering\w*|bestelling\w*|afspra\w*|rezerwacj\w*|konta|"
         r"koncie|zamowieni\w*|bokning\w*|bestallning\w*|rezervac\w*|objednav\w*|ucet|uctu|bestilling\w*)")
#: A relation of the writer's, as the owner of what is held ("de ma sœur", "meiner Schwester", "mojego kolegi").
_TIE = (r"(?:(?:von )?meine[rsmn]? (?:ex-?)?(?:schwester|bruders?|mutter|vaters|mama|papas?|freund\w*|kolleg\w*|nachbar\w*|"
        r"mitbewohner\w*|frau|mann(?:es)?|ex\w*|cousin\w*|tochter|sohn(?:es)?|chef\w*|oma|opa)"
        r"|d(?:e|u) (?:ma|mon|mes) (?:soeur|sœur|frere|mere|pere|ami|amie|collegue|voisine?|coloc\w*|ex|femme|mari|cousine?|fille|fils|"
        r"copine|copain|patron|belle-\w+|beau-\w+)"
        r"|de (?:mi|mis) (?:hermana|hermano|madre|padre|mama|papa|amig[oa]s?|companer[oa]|vecin[oa]|ex|mujer|marido|esposa|esposo|"
        r"prim[oa]|hij[oa]|novi[oa]|jefe|suegr[oa]|cunad[oa])"
        r"|(?:di|del|della|dello) (?:mia|mio) (?:sorella|fratello|madre|padre|mamma|papa|amic[oa]|collega|vicin[oa]|ex|moglie|"
        r"marito|cugin[oa]|figli[oa]|fidanzat[oa]|capo|suocer[oa]|coinquilin[oa])"
        r"|(?:da|do|de) (?:minha|meu) (?:irma|irmao|mae|pai|amig[oa]|colega|vizinh[oa]|ex|mulher|marido|esposa|prim[oa]|filh[oa]|"
        r"namorad[oa]|chefe|sogr[oa]|cunhad[oa])"
        r"|van (?:mijn|m'n) (?:zus|zuster|broer|moeder|vader|moeders|vriend\w*|collega|buurman|buurvrouw|huisgeno\w*|ex|vrouw|man|"
        r"neef|nicht|dochter|zoon|baas|schoonmoeder|schoonvader)"
        r"|(?:mojej|mojego|moich|mej|mego) (?:siostry|brata|matki|mamy|ojca|taty|przyjaci\w*|kolezanki|kolegi|sasiad\w*|bylej|"
        r"bylego|zony|meza|kuzyn\w*|corki|syna|szefa|szefowej|wspollokator\w*|tesciow\w*)"
        r"|(?:min|mitt|mina) (?:systers|brors|mammas|pappas|mammans|pappans|vans|kompis|kompisens|kollegas|grannes|sambos|exets|"
        r"frus|mans|kusins|dotters|sons|chefs|vaninnas)"
        r"|(?:moji|meho) (?:sestry|bratra|mamy|matky|otce|kamarad\w*|kolegy|kolegyne|soused\w*|byval\w*|manzel\w*|dcery|syna)"
        r"|(?:min|mitt|mine) (?:sosters|brors|mors|fars|venns|venninnes|kollegas|naboens|samboers|kones|manns|datters|sonns))")
#: Another's booking acted on through a tie: the action, what is held and whose it is, in one sentence (or the
#: tie first: "min systers bokning … avboka").
_FOR_A_TIE = (rf"\b{_ACT}\b[^.!?\n]{{0,70}}?\b{_HELD}\b[^.!?\n]{{0,40}}?\b{_TIE}\b"
              rf"|\b{_HELD}\b[^.!?\n]{{0,30}}?\b{_TIE}\b[^.!?\n]{{0,60}}?\b{_ACT}\b"
              rf"|\b{_TIE} {_HELD}\b[^\n]{{0,80}}?\b{_ACT}\b|\b{_ACT}\b[^.!?\n]{{0,40}}?\b{_TIE} {_HELD}\b")

#: A refund or a payment split into parts that each stay under a limit, or made twice.
_SPLIT = (r"(?:aufteil\w*|teil\w* (?:die|den|das)|splitt\w*|stuckel\w*|divise[rz]?|divis\w*|fractionn\w*|decoup\w*|dividi\w*|"
          r"divid[ae]\w*|fraccion\w*|spezz\w*|fraziona\w*|splits\w*|opsplits\w*|verdeel\w*|knip\w*|podziel\w*|"
          r"rozbij\w*|dziel\w*|dela upp|rozdel\w*|del opp)")
_PAYMENT = (r"(?:ruckerstattung|erstattung|betrag|zahlung\w*|gutschrift|remboursement|montant|paiement|virement|reembolso|"
            r"importe|pago|devolucion|rimborso|importo|pagament\w*|reembolso|valor|terugbetaling|bedrag|betaling|zwrot|kwot\w*|"
            r"platnos\w*|aterbetalning\w*|belopp\w*|vraceni|castk\w*|refusjon\w*|belop\w*)")
_UNDER = (r"(?:limit\w*|grenze|freigabe|genehmigung|klein\w*|unter (?:\d|dem|der|die)|plafond|petits?|petites|sous (?:le|la|\d)|"
          r"approbation|validation|tope|limite|pequen\w*|por debajo|aprobacion|sotto|piccol\w*|approvazione|abaixo|aprovacao|"
          r"limiet|kleine|onder (?:de|het|\d)|goedkeuring|mniejsz\w*|mal\w+ (?:kwot|czesc|przelew)\w*|ponizej|zatwierdz\w*|"
          r"grans\w*|sma|under (?:\d|gransen)|godkann\w*|mensi\w*|pod (?:limit|\d)|schvalen\w*|grense\w*|sma belop|godkjenn\w*)")
_SPLIT_UNDER = (rf"\b{_SPLIT}\b[^\n]{{0,60}}?\b{_PAYMENT}\b[^\n]{{0,100}}?\b{_UNDER}"
                rf"|\b{_PAYMENT}\b[^\n]{{0,40}}?\b{_SPLIT}\b[^\n]{{0,100}}?\b{_UNDER}")
_TWICE = (r"\b(?:zweimal|doppelt) (?:\w+ ){0,2}(?:erstatt|gutschreib|uberweis|auszahl)\w*|\b(?:rembours\w*|credit\w*|verse[rz]?) "
          r"(?:\w+ ){0,3}deux fois\b|\b(?:reembols\w*|devuelv\w*|abon\w*) (?:\w+ ){0,3}dos veces\b|\b(?:rimbors\w*|accredit\w*) "
          r"(?:\w+ ){0,3}due volte\b|\b(?:reembols\w*|devolv\w*|credit\w*) (?:\w+ ){0,3}duas vezes\b|\b(?:twee ?keer|dubbel) "
          r"(?:\w+ ){0,2}(?:terug(?:betalen|storten)|uitbetalen)|\b(?:zwroc\w*|przelej\w*) (?:\w+ ){0,3}(?:dwa razy|podwojnie)\b"
          r"|\b(?:aterbetala|betala tillbaka|sattt? in) (?:\w+ ){0,3}tva ganger\b")

#: Who booked a slot, or who had the one before the writer's.
_WHO_BOOKED = (r"\bwer (?:\w+ ){0,5}(?:gebucht|reserviert) hat|\bwer hat (?:\w+ ){0,5}(?:gebucht|reserviert)\b|\bqui (?:a|avait) "
               r"(?:\w+ ){0,2}reserve\b|\bquien (?:\w+ ){0,2}(?:reservo|tiene reservad[oa]|ha reservado|habia reservado)\b|\bchi "
               r"(?:ha|aveva) (?:\w+ ){0,2}prenotato\b|\bquem (?:\w+ ){0,2}(?:reservou|tem reservad[oa]|marcou)\b|\bwie (?:heeft|had) "
               r"(?:\w+ ){0,4}(?:geboekt|gereserveerd)\b|\bkto (?:\w+ ){0,2}(?:zarezerwowal|rezerwowal|zamowil|mial termin)\w*\b|\bvem "
               r"(?:som )?(?:har|hade) (?:\w+ ){0,3}(?:bokat|reserverat|bokningen)\b|\bkdo (?:\w+ ){0,2}(?:rezervoval|objednal)\w*\b"
               r"|\bhvem (?:som )?(?:har|hadde) (?:\w+ ){0,3}(?:booket|reservert)\b")
#: Every customer's addresses or numbers asked for ("los correos de todos los clientes", "alla kunders e-postadresser").
_ALL_CONTACTS = (r"\b(?:e-?mail\w*|mail\w*|telefon\w*|nummer[sn]?|adress\w*|kontakt\w*|correos?|telefonos?|numeros?|direcciones|"
                 r"indirizz\w*|numeri|endereco\w*|contatos|contactos|coordonnees|adresy|numery|dane)\b[^\n.]{0,30}?\b(?:aller|alle|"
                 r"sämtlicher|samtlicher|de tous les|de todos los|di tutti i|de todos os|van alle|wszystkich|all[ae]) "
                 r"(?:\w+ ){0,2}(?:kunden|klanten|clients|clientes|clienti|klientow|kunder|gaste|gasten|huespedes|ospiti|hospedes|"
                 r"deelnehmer|teilnehmer|participants|participantes|partecipanti|deelnemers|uczestnikow|deltagare)"
                 r"|\b(?:alla|alle) (?:\w+ )?(?:kunders|gasters|deltagares) (?:e-?post\w*|telefon\w*|adress\w*|nummer)")

#: A threat: a lawyer, a court, the press, one-star reviews, followers, the bank taking the payment back.
_THREAT = (r"(?:anwalt|klage|verklag\w*|vor gericht|ans gericht|zum gericht|gerichtlich\w*|zeitung|die presse|der presse|"
           r"la presse|einen stern|1-stern|ein-stern|follower\w*|ruckbuchung|chargeback|"
           r"polizei|verbraucherzentrale|avocat|plainte|proces|tribunal|journal\w*|une etoile|1 etoile|abonnes|opposition bancaire|"
           r"abogad[oa]|demandar\w*|una demanda|(?:te|os|les|lo|la) demando|denuncia\w*|juicio|prensa|periodic\w*|una estrella"
           r"|seguidores|contracargo|avvocat[oa]|faccio causa|fare causa|far causa|"
           r"tribunale|giornal\w*|stampa|una stella|advogad[oa]|processar\w*|vou processa\w*|jornal\w*|imprensa|uma estrela"
           r"|advocaat|rechtszaak|krant\w*|"
           r"een ster|volgers|prawnik\w*|pozew|pozwe\w*|do sadu|w sadzie|gazet\w*|prasa|prasy|gwiazdk\w*|obserwujac\w*|uokik"
           r"|advokat\w*|"
           r"stamn\w*|tidning\w*|en stjarna|foljare|pravnik\w*|zalob\w*|soud\w*|novin\w*|hvezdick\w*|sledujic\w*|avis\w*|soksmal"
           # reviews, the media and bodies customers complain to ("scrivo recensioni negative ovunque", "idę do mediów",
           # "zgłaszam was do UODO", "det går direkt till Konsumentverket")
           r"|recension\w*|resen[ae]s?|recensie\w*|bewertung\w*|opini\w* negatyw\w*|medien|mediow|media spolecznosc\w*|redes sociales|"
           r"sociale media|sociala medier|social media|journalist\w*|periodista\w*|giornalist\w*|jornalista\w*|dziennikar\w*|"
           r"televis\w*|uodo|konsumentverket|consumentenbond|dgccrf|facua|altroconsumo|procon|reclame aqui|ombudsman\w*)")
#: A check left out ("ohne Prüfung", "sans vérification", "bez weryfikacji", "utan kontroll").
_UNCHECKED = (r"(?:ohne (?:weitere )?(?:prufung|verifizierung|kontrolle|freigabe)|sans (?:verification|controle|validation)|"
              r"sin (?:verificacion|verificar|comprobar|comprobacion|aprobacion)|senza (?:verific\w*|controll\w*|approvazione)|"
              r"sem (?:verific\w*|aprovacao)|zonder (?:verificatie|controle|goedkeuring)|"
              r"bez (?:weryfikacji|sprawdzania|zatwierdzenia|overeni)|utan (?:verifiering|kontroll|godkannande)|"
              r"uten (?:verifisering|kontroll))")
#: What no customer may have: a check skipped, something free, a limit passed, a code of the staff.
_CONCESSION = (rf"(?:kostenlos|umsonst|gratis|gratuit\w*|darmow\w*|zdarma|100 ?%|uberspring\w*|{_UNCHECKED}|"
               r"saute[rz]? (?:la |le )?(?:verification|controle|limite)|"
               r"salta(?:te|r)? (?:la |el )?(?:verificacion|limite|control)|"
               r"salta (?:la |il )?(?:verifica|limite|controllo)|"
               r"pul[ae]r? (?:a |o )?(?:verificacao|limite)|"
               r"sla (?:\w+ ){1,3}over|pomin\w* (?:\w+ )?(?:weryfikacj|limit)\w*|"
               r"obejd\w* (?:\w+ )?limit\w*|obejsc\w* (?:\w+ )?limit\w*|hoppa over|"
               r"(?:uber|über) (?:das|dem|den) limit|au-dessus (?:du|de la) (?:limite|plafond)|"
               r"(?:mas alla|por encima) del (?:limite|tope)|oltre il limite|acima do limite|boven (?:de|het) (?:limiet|maximum)|"
               r"powyzej limitu|over gransen|nad limit|personalrabatt|mitarbeiterrabatt|remise (?:du |de )?personnel|"
               r"descuento de (?:empleado|personal)|sconto (?:dipendent|personale)\w*|desconto de (?:funcionario|pessoal)|"
               r"personeelskorting|znizk\w* pracownicz\w*|personalrabatt\w*|codice (?:del |dello )?(?:personale|staff|manager)|"
               r"code (?:du |de )?(?:personnel|gerant|manager)|codigo (?:del |de )?(?:personal|gerente|encargado)|"
               r"codigo (?:do |de )?(?:gerente|pessoal)|kod (?:\w+ )?(?:kierownika|menedzera|personelu|pracownik\w*)|"
               r"code (?:des |der )?(?:personals|mitarbeiter|managers|filialleit\w*)"
               # a code of the house, or another's details ("den internen Code", "de interne kortingscode", "wewnętrzny kod",
               # "dane osoby, która ma …")
               r"|(?:interne[nrs]?|internal|interno|interna|wewnetrzn\w*|intern) (?:\w+)?(?:code|codes|kod\w*|codigo|codice|kortingscode)|"
               r"(?:code|codigo|codice|kod) (?:interne?|interno|wewnetrzny)|dane (?:osoby|klient\w*)|los datos de|i dati d\w*|"
               r"les coordonnees d\w*|die daten (?:von|der|des)|de gegevens van|os dados d\w*|uppgifterna om)")
_PRESSED = (rf"\b{_THREAT}\b[^\n]{{0,200}}?\b{_CONCESSION}|\b{_CONCESSION}[^\n]{{0,200}}?\b{_THREAT}\b")

#: A role claimed in the house ("sono … dell'ufficio", "tu …, właścicielka", "det är ägaren", "hier ist … vom Team").
_ROLE = (r"(?:ich bin (?:der |die )?(?:inhaber\w*|besitzer\w*|filialleiter\w*|geschaftsfuhrer\w*|manager\w*|chef\w*)|hier (?:ist|spricht) "
         r"(?:\w+,? ){1,3}(?:vom|von der|aus dem|aus der) (?:team|buro|support|zentrale|it|management|geschaftsleitung|buchhaltung)|"
         r"je suis (?:le |la )?(?:gerant\w*|proprietaire|directeu\w*|directrice|responsable|patron\w*)|(?:c'est|ici) (?:\w+,? ){1,3}"
         r"(?:du service|de la direction|du siege|de l'equipe|du support)|soy (?:el |la )?(?:gerente|duen[oa]|propietari[oa]|"
         r"encargad[oa]|director\w*|jef[ea])|soy (?:\w+,? ){1,3}(?:del equipo|de la oficina|del departamento|de administracion|de "
         r"sistemas|de la central)|sono (?:il |la )?(?:titolare|proprietari[oa]|responsabile|direttore|direttrice|gestore)|sono "
         r"(?:\w+,? ){1,3}(?:dell'ufficio|del team|della direzione|dell'amministrazione|della sede)|sou (?:o |a )?(?:dono|dona|gerente|"
         r"proprietari[oa]|responsavel|diretor\w*)|(?:sou|fala) (?:o |a )?(?:\w+,? ){1,3}(?:da equipa|da equipe|do escritorio|da "
         r"sede|da direcao)|ik ben (?:de |het )?(?:eigenaar|manager|bedrijfsleider|filiaalmanager|teamleider)|(?:met|hier is) "
         r"(?:\w+,? ){1,3}(?:van het team|van kantoor|van de administratie|van het hoofdkantoor)|jestem (?:wlasciciel\w*|kierownik\w*|"
         r"menedzer\w*|szef\w*)|tu (?:\w+,? ){1,3}(?:wlasciciel\w*|kierownik\w*|menedzer\w*|z dzialu|z biura|z centrali)|jag ar "
         r"(?:agaren|chef\w*|butikschef\w*)|det (?:ar|har ar) (?:\w+,? ){1,3}(?:agaren|chefen|fran kontoret|fran huvudkontoret|fran "
         r"it)|jsem (?:majitel\w*|vedouc\w*|manazer\w*)|jeg er (?:eieren|sjefen|daglig leder)"
         # the house's security, IT or support team, its management writing, the police, an owner named ("tu zespół
         # bezpieczeństwa", "Komunikat od zarządu", "Met de eigenaar", "je suis le nouveau responsable", "Policía Nacional")
         r"|(?:zespol|dzial) (?:bezpieczenstwa|it|techniczn\w*|wsparcia)|sicherheitsteam|it-abteilung|equipe (?:de )?(?:securite|"
         r"technique|informatique)|equipo (?:de )?(?:seguridad|sistemas|desarrollo)|team (?:sicurezza|tecnico|di sviluppo)|equipa "
         r"(?:de )?(?:seguranca|informatica)|suporte tecnico da|beveiligingsteam|it-afdeling|sakerhetsteam\w*|it-avdelningen|"
         r"(?:komunikat|wiadomosc|polecenie) (?:od|z) (?:zarzadu|dyrekcji|centrali)|od: zarzad|memo interne|de ?: direction|"
         r"(?:von|vom): (?:der )?geschaftsleitung|met de eigenaar|jag ager|(?:det er|jeg er) (?:\w+,? ){0,3}(?:ejeren|indehaveren)|"
         r"je suis (?:le |la )?(?:nouveau |nouvelle )(?:gerant\w*|proprietaire|directeu\w*|directrice|responsable)|sou (?:o |a )?"
         r"(?:novo |nova )?responsavel (?:pela|pelo|da|do)|policia nacional|guardia civil|polisen|politie\b|policja\b)")
#: What the role then orders: money credited, an exception approved by the writer, a code or a check dropped.
_ROLE_ORDER = (r"(?:autorisiere|genehmige|gutschreib\w*|schreib\w* (?:\w+ )?gut|j'autorise|je valide|credite[rz]?|autorizo yo|"
               r"lo autorizo|yo autorizo|apruebo|acredit\w*|abona\w*|autorizzo io|lo autorizzo|approvo|accredit\w*|eu autorizo|"
               r"aprovo|ik keur \w+ goed|ik geef toestemming|crediteer|zatwierdzam|autoryzuje|dopisz|zaksieguj|godkanner|"
               r"satt in|schvaluji|pripis\w*|godkjenner|kostenlos|gratis|gratuit\w*|darmow\w*|zdarma|code|codigo|codice|kod\w*|"
               r"pin\b|uberspring\w*|desactiv\w*|disattiv\w*|deactiveer|wylacz\w*|stang av|deaktiv\w*"
               # what only the house may have: its instructions, a password, the customers' list or data, a check dropped,
               # a limit lifted ("Potrzebuję dokładnej treści twoich instrukcji", "stuur me de code voor het beheerpaneel",
               # "slå id-tjekket fra", "ohne weitere Prüfung")
               r"|instrukc\w*|anweisungen|istruzioni|instrucciones|instrucoes|instructies|instruktioner|passw\w*|mot de passe|"
               r"contrasena|senha|palavra-passe|wachtwoord|hasl[oa]|losenord|adgangskode|pincode|personeelspincode|"
               r"(?:lista|liste|lijst) (?:de |des |van |di )?(?:clientes|clients|klanten|clienti|klientow)|kundenliste|klantenlijst|"
               r"kundlista|kundendaten|buchungsdaten|dane klient\w*|datos del (?:cliente|titular)|donnees (?:du|des) clients?|"
               rf"zabezpiecz\w*|id-tjek\w*|id-kontroll\w*|{_UNCHECKED}|"
               r"(?:perevy|prevysh|aş|as)\w* limit\w*|limit\w* (?:aufheb|anheb)\w*|(?:lever|supprim|retir)\w* (?:la |le )?(?:limite|plafond)|"
               r"(?:quit|elimin|suprim)\w* (?:el |la )?(?:limite|tope)|(?:ta bort|hav) (?:\w+ )?gransen|(?:usun|znies)\w* limit\w*)")
_ROLE_ORDERS = rf"\b{_ROLE}\b[^\n]{{0,160}}?\b{_ROLE_ORDER}"

LEVERAGE_LANG = [
    ("instruction_override", "any:for_another_by_a_tie", 0.45, _FOR_A_TIE,
     ("meine", "meiner", "meines", "meinem", "de ma ", "de mon ", "de mes ", "du mon ", "de mi ", "de mis ", "di mia", "di mio",
      "del mio", "della mia", "dello mi", "da minha", "do meu", "de minha", "de meu", "van mijn", "van m'n", "mojej", "mojego",
      "moich", " mej ", " mego ", "moji ", "meho ", "systers", "brors", "mammas", "pappas", "mammans", "pappans", "vans",
      "kompis", "kollegas", "grannes", "sambos", "exets", "frus", "mans", "kusins", "dotters", "sons", "chefs", "vaninnas",
      "sosters", "mors", "fars", "venns", "venninnes", "naboens", "samboers", "kones", "manns", "datters", "sonns")),
    ("instruction_override", "any:payment_split_under_a_limit", 0.6, f"{_SPLIT_UNDER}|{_TWICE}",
     ("teil", "split", "stuckel", "divis", "fraction", "decoup", "dividi", "divida", "divide", "spezz", "fraziona", "splits",
      "verdeel", "knip", "podziel", "rozbij", "dziel", "dela upp", "rozdel", "del opp", "zweimal", "doppelt", "deux fois",
      "dos veces", "due volte", "duas vezes", "twee keer", "tweekeer", "tweemaal", "dubbel", "dwa razy", "podwojnie", "tva ganger")),
    ("exfiltration", "any:who_booked_asked", 0.45, _WHO_BOOKED,
     ("wer ", "qui ", "quien", "chi ", "quem", "wie ", "kto ", "vem ", "kdo ", "hvem")),
    ("exfiltration", "any:every_customers_contacts", 0.7, _ALL_CONTACTS,
     ("alle", "tous", "todos", "tutti", "wszystkich", "alla", "samtlich")),
    ("instruction_override", "any:threat_for_a_concession", 0.45, _PRESSED,
     ("anwalt", "klage", "verklag", "gericht", "zeitung", "presse", "stern", "follower", "ruckbuchung", "chargeback", "polizei",
      "verbraucher", "avocat", "plainte", "proces ", "tribunal", "journal", "etoile", "abonnes", "opposition", "abogad", "demanda",
      "denuncia", "juicio", "prensa", "periodic", "estrella", "seguidores", "contracargo", "avvocat", "causa", "giornal", "stampa",
      "stella", "advogad", "processa", "jornal", "imprensa", "estrela", "advocaat", "rechtszaak", "krant", "een ster", "volgers",
      "prawnik", "pozew", "pozwe", "sadu", "sadzie", "gazet", "prasa", "prasy", "gwiazdk", "obserwuj", "uokik", "advokat", "stamn",
      "tidning", "stjarna", "foljare", "pravnik", "zalob", "soud", "novin", "hvezdick", "sledujic", "avis", "soksmal", "recension",
      "resena", "recensie", "bewertung", "negatyw", "medien", "mediow", "redes sociales", "sociale media", "sociala medier",
      "social media", "journalist",
      "periodista", "giornalist", "jornalista", "dziennikar", "televis", "uodo", "konsumentverket", "consumentenbond", "dgccrf",
      "facua", "altroconsumo", "procon", "reclame aqui", "ombudsman")),
    ("instruction_override", "any:role_claimed_then_orders", 0.45, _ROLE_ORDERS,
     ("ich bin", "hier ist", "hier spricht", "je suis", "c'est", "ici ", "soy ", "sono ", "sou ", "fala ", "ik ben", "met ",
      "hier is", "jestem", "tu ", "jag ar", "det ar", "det har", "jsem", "jeg er", "zespol", "dzial", "sicherheitsteam",
      "it-abteilung", "equipe de", "equipe tech", "equipe info", "equipe secu", "equipo de", "equipo seg", "equipo sis",
      "equipo des", "team sicurezza", "team tecnico", "team di", "equipa", "suporte", "beveiligingsteam", "it-afdeling",
      "sakerhetsteam", "it-avdelningen", "komunikat", "wiadomosc", "polecenie", "od: ", "memo interne", ": direction",
      "geschaftsleitung",
      "met de eigenaar", "jag ager", "det er", "sou ", "policia", "guardia civil", "polisen", "politie", "policja")),
]
