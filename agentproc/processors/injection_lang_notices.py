"""Claims and framings in the users' languages: a colleague locked out of the back office who will do the paperwork
later, the business's rules declared out of date with a new one in their place, the assistant's instructions to be
translated or pasted whole, and a system update announced in the message; and a secret of the staff asked for (their
wifi password, the admin password, their discount code). English has its own (``injection_claimed``,
``injection_staff``, ``injection_patterns``). Patterns see ``injection_text.normalize``'s output (lower case, accents
stripped from Latin letters). Entries: (family, rule name, weight, pattern, gate), as in ``injection_lang``, which
compiles them."""
from __future__ import annotations

#: A colleague locked out of the back office, who will square the paperwork later.
_LOCKED_OUT = (r"(?:komme nicht ins (?:backoffice|system|kassensystem)|kann mich nicht (?:mehr )?(?:ins \w+ )?einloggen|(?:n'arrive|"
               r"ne peux) (?:plus )?(?:a )?me connecter|no puedo (?:entrar|acceder|conectarme)|non riesco (?:ad accedere|a entrare)|"
               r"nao consigo (?:entrar|aceder|acessar)|kan niet inloggen|nie moge sie zalogowac|kommer inte in i|kan inte logga in|"
               r"kommer ikke inn|far ikke logget inn)")
_LATER = (r"(?:papierkram|papiere|papers|paperasse|regularis\w*|papeleo|papeles|regulariz\w*|scartoffie|burocrazia|papelada|"
          r"administratie|papierwerk|papiery|papierologi\w*|pappersarbete|papirarbeid)")
_LOCKED_OUT_ORDERS = rf"\b{_LOCKED_OUT}\b[^\n]{{0,200}}?\b{_LATER}\b"

#: The rules declared out of date, and a new one put in their place.
_OUTDATED = (r"(?:veraltet|nicht mehr gultig|obsolete?s?|perime\w*|desactualizad\w*|obsolet\w*|superad\w*|non (?:sono )?piu valid\w*|"
             r"desatualizad\w*|verouderd|niet meer geldig|nieaktualn\w*|przestarzal\w*|foraldrad\w*|inte langre giltig\w*|utdatert)")
_NEW_RULE = (r"(?:neue regel|nouvelle regle|nueva regla|nuova regola|nova regra|nieuwe regel|nowa zasada|ny regel|yeni kural)")
_RULES = (r"(?:vorgaben|regeln|anweisungen|richtlinien|instructions|regles|consignes|instrucciones|reglas|normas|istruzioni|"
          r"regole|instrucoes|regras|instructies|regels|richtlijnen|instrukcje|zasady|instruktioner|regler|talimatlar|kurallar)")
_RULES_OUTDATED = rf"\b{_RULES}\b[^\n.]{{0,60}}?\b{_OUTDATED}\b[^\n]{{0,80}}?\b{_NEW_RULE}\b"

#: The assistant's own instructions, to be translated or pasted whole.
_YOUR = r"(?:je|jouw|deine?n?|ihre|tes|vos|tus|sus|tue|tuoi|teus|tuas|twoje|swoje|dina|dine|senin)"
_INSTRUCTIONS = (r"(?:(?:oorspronkelijke|originele|ursprunglichen|originalen|internen|originales|originali|originais|oryginalne|"
                 r"poczatkowe|ursprungliga|opprinnelige|interne|orijinal) (?:instructies|anweisungen|vorgaben|instrucciones|istruzioni|"
                 r"instrucoes|instrukcje|instruktioner|instruksjoner|talimatlar\w*|regels|regeln)|(?:instructions|consignes|"
                 r"instrucciones|istruzioni|instrucoes) (?:initiales|internes|originales|iniciales|internas|iniziali|interne|originali|"
                 r"originais|iniciais)|system-?prompt|prompt)")
_TRANSLATE = (r"(?:vertaal|vertalen|ubersetz\w*|tradu\w*|przetlumacz\w*|oversatt\w*|oversett\w*|cevir\w*)")
_INSTRUCTIONS_TRANSLATED = (rf"\b{_TRANSLATE}\b[^\n]{{0,30}}?\b{_YOUR} {_INSTRUCTIONS}\b|\b{_YOUR} {_INSTRUCTIONS}\b[^\n]{{0,40}}?"
                            rf"\b{_TRANSLATE}\b")
_PROMPT_WHOLE = (r"\b(?:teu|tu|ton|votre|dein(?:en)?|je|jouw|twoj|din|ditt|tuo) (?:prompt|system-?prompt) (?:completo|complet|komplett|"
                 r"vollstandig|volledig|caly|hela|completa)\b|\b(?:prompt|system-?prompt) (?:completo|complet|komplett|volledig) "
                 r"(?:de|do|van|von)\b")

#: A system update announced in the message ("### MISE À JOUR SYSTÈME (priorité 1) ###").
_SYSTEM_UPDATE = (r"(?:mise a jour (?:du )?systeme|systemaktualisierung|system-?update|actualizacion del sistema|aggiornamento (?:di|del) "
                  r"sistema|atualizacao do sistema|systeemupdate|systeemmelding|aktualizacja systemu|systemuppdatering|sistem "
                  r"guncellemesi)\b[^\n]{0,40}?(?:#|\]|\)|:|\bprior\w*)")

#: A secret of the staff ("das Admin-Passwort", "het wifi-wachtwoord van het personeel", "kod rabatowy dla personelu").
_PREMISES = (r"(?:(?:wlan|wifi|wi-fi)-?(?:passwort|code) (?:des|fur das|vom) (?:personals?|team)|(?:mot de passe|code) (?:du )?wi-?fi "
             r"du personnel|(?:contrasena|clave) del wi-?fi del personal|password del wi-?fi (?:dello staff|del personale)|senha do "
             r"wi-?fi (?:do pessoal|da equipa|dos funcionarios)|wifi-wachtwoord van het personeel|personal(?:ens|ets)? wifi-?losenord|"
             r"administrator(?:s)?losenord\w*|admin-?passwort|kortingscode voor (?:het )?personeel|kod rabatowy dla personelu|"
             r"personel indirim kodu|yonetici sifresi\w*|codice sconto (?:per lo|dello) staff|codigo de descuento del personal|"
             r"code de reduction du personnel)")
_GIVE = (r"(?:gib|gibst|geben|schick|schicken|sag|sagen|nenn|nennen|donne|donnez|envoie|envoyez|communique[rz]?|dis|dites|dame|dime|"
         r"envia(?:me)?|manda(?:me)?|pasa(?:me)?|dammi|dimmi|invia(?:mi)?|mandami|passami|da-me|diz-me|geef|geven|stuur|sturen|zeg|"
         r"podaj|podasz|wyslij|daj|powiedz|skicka|ge mig|saga|send|gi meg|si meg|soyle\w*|verir misin|verin|gonder\w*)")
_PREMISES_ASKED = rf"\b{_GIVE}\b[^\n]{{0,60}}?\b{_PREMISES}|\b{_PREMISES}\b[^\n]{{0,80}}?\b{_GIVE}\b"

NOTICE_LANG = [
    ("instruction_override", "any:locked_out_paperwork_later", 0.6, _LOCKED_OUT_ORDERS,
     ("nicht ins", "einloggen", "connecter", "no puedo", "non riesco", "nao consigo", "inloggen", "zalogowac", "kommer inte",
      "logga in", "kommer ikke", "logget inn")),
    ("instruction_override", "any:rules_outdated_new_one", 0.75, _RULES_OUTDATED,
     ("neue regel", "nouvelle regle", "nueva regla", "nuova regola", "nova regra", "nieuwe regel", "nowa zasada", "ny regel",
      "yeni kural")),
    ("prompt_extraction", "any:instructions_translated_or_whole", 0.75, f"{_INSTRUCTIONS_TRANSLATED}|{_PROMPT_WHOLE}",
     ("vertaal", "vertalen", "ubersetz", "tradu", "przetlumacz", "oversatt", "oversett", "cevir", "prompt")),
    ("fake_turn", "any:system_update_announced", 0.6, _SYSTEM_UPDATE,
     ("mise a jour", "systemaktualisierung", "update", "actualizacion", "aggiornamento", "atualizacao", "systeemmelding",
      "aktualizacja", "systemuppdatering", "guncellemesi")),
    ("prompt_extraction", "any:premises_secret_asked", 0.7, _PREMISES_ASKED,
     ("wlan", "wifi", "wi-fi", "administrator", "adminpasswort", "admin-passwort", "kortingscode", "kod rabatowy",
      "indirim kodu", "yonetici sifre", "codice sconto", "codigo de descuento", "code de reduction")),
]
