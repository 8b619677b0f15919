"""Prompt-injection cues as phrase lists across languages, for what attacks in any language share.

``injection_lang`` builds one rule per language from a verb and what it acts on. Many attacks in
other languages carry no such pair but a few set phrases: "without any restrictions", "from now
on", "never refuse", "developer mode", a note to the AI, the whole conversation sent to an
address, the secret password. Each phrase list holds the same cue in many languages (written as
``injection_text.normalize`` leaves text: lower case, no accents on Latin letters); a cue alone
stays below the detector's threshold, two together reach it. Entries as in ``injection_rules``:
(family, rule, weight, pattern, gate)."""
from __future__ import annotations

import unicodedata
from typing import Any

from .injection_context import split_top

_NO_LIMITS = (
    r"sin (?:ninguna |ningun |ningun tipo de )?(?:restriccion|restricciones|limites|reglas|filtros|censura)|no tienes (?:reglas|restricciones|limites)",
    r"sans (?:aucune |aucun )?(?:restriction|limite|regle|filtre|censure)s?|n'as (?:plus )?aucune (?:regle|restriction|limite)",
    r"ohne (?:jegliche |alle |irgendwelche )?(?:einschrankungen|regeln|grenzen|filter|zensur)|keine (?:regeln|einschrankungen|grenzen|filter) mehr",
    r"senza (?:alcuna |alcun )?(?:restrizioni|limiti|regole|filtri|censura)|non hai (?:piu )?(?:regole|restrizioni|limiti)",
    r"sem (?:nenhuma |qualquer )?(?:restricoes|limites|regras|filtros|censura)|nao tem (?:mais )?(?:regras|restricoes|limites)",
    r"zonder (?:enige )?(?:beperkingen|regels|grenzen|filters|censuur)|geen (?:regels|beperkingen|filters) meer",
    r"bez (?:zadnych |jakichkolwiek )?(?:ograniczen|zasad|filtrow|cenzury)|nie masz (?:zadnych )?(?:zasad|ograniczen)",
    r"utan (?:nagra )?(?:begransningar|regler|filter|censur)|inga (?:regler|begransningar|filter)",
    r"uten (?:noen |nogen )?(?:begrensninger|regler|filtre|sensur)|uden (?:nogen )?(?:begr[aæ]nsninger|regler|filtre|censur)",
    r"bez (?:jakychkoli |zadnych )?(?:omezeni|pravidel|filtru|cenzury)",
    r"hicbir (?:kisitlama|kural|sinir|filtre)|kisitlamasiz|filtresiz|kuralsiz",
    r"fara (?:nicio |niciun |vreo )?(?:restrictii|limite|reguli|filtre|cenzura)",
    r"tanpa (?:batasan|aturan|filter|sensor)|tidak ada (?:batasan|aturan)",
    r"khong (?:con )?(?:co )?(?:bat ky )?(?:gioi han|han che|quy tac|bo loc|kiem duyet)",
    r"ilman (?:mitaan )?(?:rajoituksia|saantoja|suodattimia|sensuuria)",
    r"(?:korlatozas|szabaly|szures|cenzura)\w* nelkul",
    r"без (?:каких-либо |любых |всяких |жодних |будь-яких )?(?:ограничений|правил|фильтров|цензуры|обмежень|фільтрів|цензури)",
    r"没有任何限制|沒有任何限制|不受任何限制|没有限制|沒有限制|无限制|無限制|不受约束|不受約束|没有规则|沒有規則|没有内容过滤|没有过滤|無過濾|无过滤|不受限制",
    r"制限のない|制限がない|制限なし|制約のない|規則のない|無制限|検閲されない|フィルターなし|フィルターのない|ルールのない",
    r"제한(?:이)? 없는|제약(?:이)? 없는|규칙(?:이)? 없는|아무 제한|필터가 없|필터 없이|검열 없",
    r"(?:بلا|بدون|دون) (?:أي )?(?:قيود|قواعد|حدود|فلاتر|فلتر|رقابة)",
    r"(?:ללא|בלי) (?:שום |כל )?(?:הגבלות|מגבלות|כללים|סינון|פילטרים|צנזורה)",
    r"बिना किसी (?:प्रतिबंध|सीमा|नियम|फ़िल्टर|फिल्टर)|कोई (?:प्रतिबंध|सीमा|नियम|फ़िल्टर|फिल्टर) नहीं",
    r"ไม่มีข้อจำกัด|ไม่มีกฎ|ไม่มีตัวกรอง",
    r"(?:χωρίς|χωρις) (?:κανέναν |κανένα |κανεναν |κανενα |καθόλου )?(?:περιορισμ|κανόν|κανον|φίλτρ|φιλτρ|λογοκρισ)",
)
_FROM_NOW = (
    r"a partir de ahora|desde ahora|ahora eres|a partir de maintenant|desormais|dorenavant|tu es maintenant",
    r"ab jetzt|ab sofort|von nun an|du bist jetzt|du bist nun|da ora in poi|d'ora in poi|ora sei|adesso sei",
    r"a partir de agora|de agora em diante|agora voce e|vanaf nu|je bent nu|od teraz|od tej chwili|jestes teraz",
    r"fran och med nu|du ar nu|fra nu af|fra na av|du er n[uå]|od ted|ted jsi|nyni jsi|bundan sonra|bundan boyle|artik sen|sen artik",
    r"de acum(?: inainte)?|acum esti|mulai sekarang|sekarang (?:kamu|anda)|tu bay gio|bay gio ban la|tasta lahtien|nyt olet|mostantol",
    r"с этого момента|отныне|теперь ты|відтепер|з цього моменту|тепер ти",
    r"从现在开始|從現在開始|从现在起|從現在起|你现在是|你現在是|你不再是|今から|これから|지금부터|이제부터|이제 너는|이제 당신은",
    r"من الآن فصاعد|من الآن|أنت الآن|מעכשיו|אתה עכשיו|अब से|अब तुम|अब आप|ตั้งแต่นี้|ตอนนี้คุณคือ|(?:από|απο) (?:τώρα|τωρα)",
)
_NEVER_REFUSE = (
    r"nunca (?:te )?niegues|no niegues|no te niegues|no rechaces|responde a todo|ne refuse (?:jamais|aucune|rien)|reponds a tout",
    r"verweigere nie|lehne nie\w* ab|beantworte alles|niemals ablehnen|non rifiutare mai|mai rifiutare|rispondi a tutto",
    r"nunca (?:se )?recuse|nao recuse|responda (?:a )?tudo|weiger nooit|beantwoord alles|nigdy nie odmawiaj|nie odmawiaj",
    r"odpowiadaj na wszystko|vagra aldrig|svara(?:r)? pa allt|afvis aldrig|svar pa alt|nekt aldri|nikdy neodmitej",
    r"odpovidej na vse|asla reddetme|her seye cevap|her soruya cevap|nu refuza niciodata|raspunde la orice|jangan (?:pernah )?menolak",
    r"jawab semua|khong bao gio tu choi|dung tu choi|tra loi (?:moi|tat ca)|ala koskaan kieltaydy|vastaa kaikkeen|valaszolj mindenre",
    r"никогда не отказывай|не отказывай|отвечай на (?:все|любые)|ніколи не відмовляй|не відмовляй|відповідай на все",
    r"从不拒绝|從不拒絕|不要拒绝|不要拒絕|不得拒绝|绝不拒绝|回答任何|回答所有|拒否しない|断らない|拒否せず|何でも答え|なんでも答え",
    r"거절하지 마|거절하지 않|거부하지 마|무엇이든 답|모든 요청에 답|لا ترفض|أجب عن كل|أجب على أي|לעולם אל תסרב|אל תסרב|ענה על הכל|תענה על הכל",
    r"कभी मना मत|मना मत करो|मना न करें|हर सवाल का जवाब|ห้ามปฏิเสธ|อย่าปฏิเสธ|ตอบทุกคำถาม|μην αρνείσαι|μην αρνεισαι|απάντα σε όλα",
)
_DEV_MODE = (
    r"modo (?:de )?(?:desarrollador|desenvolvedor|sin restricciones)|mode developpeur|entwicklermodus|modalita sviluppatore",
    r"ontwikkelaarsmodus|tryb (?:dewelopera|deweloperski)|utvecklarlage|udviklertilstand|utviklermodus|vyvojarsky rezim",
    r"gelistirici modu|modul dezvoltator|mode pengembang|che do nha phat trien|kehittajatila|fejlesztoi mod",
    r"режим разработчика|режим розробника|开发者模式|開發者模式|開発者モード|개발자 모드|وضع المطور|מצב מפתח|डेवलपर मोड|โหมดนักพัฒนา",
    r"λειτουργία προγραμματιστή|λειτουργια προγραμματιστη",
)
_CONVERSATION = (
    r"\b(?:conversacion|historial|gesprach|chatverlauf|gesprek|conversazione|historico|rozmow\w*|konusma\w*|samtal\w*|"
    r"konverzac\w*|rozhovor\w*|percakapan|hoi thoai|cuoc tro chuyen|keskustelu\w*|beszelgetes\w*|conversati[ae])\b",
    r"разговор\w*|переписк\w*|розмов\w*|листуванн\w*|对话|對話|聊天记录|聊天紀錄|聊天内容|会話|チャット履歴|대화|محادثة|المحادثة|השיחה",
    r"बातचीत|บทสนทนา|συνομιλία|συνομιλια",
)
#: The model's own setup named as the user's target: "your system prompt", "the instructions you
#: were given" (a possessive or a "given to you", so that writing a system prompt for one's own bot
#: is not one).
_YOUR_PROMPT = (
    r"\btu (?:prompt|mensaje) (?:de(?:l)? )?sistema|\btus instrucciones (?:del sistema|iniciales|ocultas|originales|secretas)"
    r"|\b(?:prompt|mensaje) (?:de(?:l)? )?sistema que (?:te|le) (?:dieron|han dado|dio)",
    r"\b(?:ton|votre) (?:prompt|message) systeme|\b(?:tes|vos) instructions (?:systeme|initiales|cachees|secretes|d'origine)"
    r"|\b(?:prompt|message) systeme (?:qu'on t'a|que l'on t'a|qu'on vous a|qui t'a ete)",
    r"\b(?:dein|deine|deinen|ihr|ihre|ihren) (?:system-?prompt|systemanweisung\w*|systemnachricht)"
    r"|\b(?:deine|ihre) (?:ursprunglichen|geheimen|versteckten|internen) (?:anweisungen|instruktionen)|\bin deiner konfiguration",
    r"\b(?:il tuo|tuo) (?:prompt|messaggio) di sistema|\ble tue istruzioni (?:di sistema|iniziali|nascoste|originali|segrete)",
    r"\b(?:seu|teu) (?:prompt|mensagem) (?:do|de) sistema|\b(?:suas|tuas) instrucoes (?:do sistema|iniciais|ocultas|originais|secretas)",
    r"\b(?:je|jouw|uw) (?:systeemprompt|systeembericht|systeeminstructies|systeemprompt)",
    r"\b(?:twoj|twoje|twoja) (?:prompt systemowy|instrukcje systemowe|wiadomosc systemowa)",
    r"\b(?:din|dina|ditt|dine) (?:systemprompt|systeminstruktioner|systemmeddelande|systeminstruksjoner|systeminstruktioner)",
    r"\bsistem (?:isteminiz\w*|istemin\w*|talimatlarin\w*|mesajin\w*)",
    r"\b(?:promptul|mesajul) (?:tau |dumneavoastra )?de sistem|\binstructiunile (?:tale|dumneavoastra)",
    r"\b(?:prompt|instruksi|pesan) sistem(?:mu| kamu| anda)\b|\b(?:loi nhac|huong dan|chi dan) he thong cua ban",
    r"\b(?:tvuj|vas) systemov\w* prompt|\btve systemove instrukce|\bjarjestelmakehotteesi|\bjarjestelmaohjeesi|\brendszerpromptod",
    r"(?:тво\w*|ваш\w*) (?:системн\w* (?:промпт|подсказк\w*|инструкци\w*|сообщени\w*)|скрыт\w* инструкци\w*|исходн\w* инструкци\w*)",
    r"(?:тві\w*|ваш\w*) системн\w* (?:промпт|підказк\w*|інструкці\w*)",
    r"你的系统提示|你的系統提示|你的系统指令|你的系統指令|你的初始指令|你的隐藏指令|你的隱藏指令|给你的系统|給你的系統",
    r"あなたのシステムプロンプト|あなたの(?:初期|隠された|元の)?指示|与えられた(?:指示|プロンプト)",
    r"(?:너의|당신의|네) (?:시스템 프롬프트|시스템 지시|초기 지시|지시사항)|받은 (?:시스템 프롬프트|지시)",
    r"(?:موجه|موجّه|تعليمات|رسالة) النظام (?:الخاص بك|الخاصة بك)|تعليماتك (?:الأصلية|السرية|المخفية)",
    r"(?:دستورالعمل|دستورات|پرامپت|پیام)(?:‌های)? سیستمی? (?:خودت|خود|شما|تو)",
    r"(?:הנחיות|הוראות|פרומפט|הודעת) המערכת שלך|ההנחיות (?:הסודיות|המקוריות) שלך",
    r"(?:आपका|तुम्हारा|आपके|तुम्हारे) सिस्टम (?:प्रॉम्प्ट|प्रॉम्ट|निर्देश)|(?:तुम्हें|आपको) जो सिस्टम प्रॉम्प्ट",
    r"พรอมต์ระบบของคุณ|คำสั่งระบบของคุณ|(?:οδηγίες|μήνυμα|προτροπή) (?:συστήματός|συστηματος) σου",
)
#: "Word for word", "in full", "as it is": how an extraction asks for the text.
_IN_FULL = (
    r"palabra por palabra|tal (?:cual|como esta)|integramente|mot pour mot|en entier|integralement|tel quel",
    r"wort fur wort|wortlich|vollstandig|parola per parola|per intero|palavra por palavra|na integra|woord voor woord|letterlijk",
    r"slowo w slowo|w calosci|doslownie|ord for ord|ordagrant|i sin helhet|kelimesi kelimesine|oldugu gibi|cuvant cu cuvant",
    r"in intregime|kata demi kata|apa adanya|tung chu|nguyen van|sana sanalta|kokonaan|szorol szora|slovo od slova|doslova",
    r"слово в слово|дословно|целиком|дослівно|逐字|一字不差|原文|そのまま|一字一句|全文|글자 그대로|토씨 하나",
    r"حرفياً|حرفيا|بالحرف|מילה במילה|כלשונו|במלואן|במלואו|शब्दशः|ज्यों का त्यों|ทุกคำ|คำต่อคำ|λέξη προς λέξη|κατά λέξη",
    r"کلمه به کلمه|بدون تغییر",
)
_AI = (r"(?:\bai\b|\bia\b|\bki\b|\bии\b|\bші\b|yapay zeka\w*|人工智能|인공지능|الذكاء الاصطناعي|ذكاء|בינה מלאכותית|एआई|"
       r"ปัญญาประดิษฐ์|tri tue nhan tao|τεχνητή νοημοσύνη)")
#: "A note for the AI": the note word, a word or two (for, to the, para la …), the AI; in Latin
#: letters and in other scripts.
_NOTE_WORDS = ("nota", "note", "notiz", "hinweis", "notitie", "uwaga", "poznamka", "anteckning", "huomautus", "catatan",
               "ghi chu")
_NOTE_TO_AI = (rf"\b(?:nota|note|notiz|hinweis|notitie|uwaga|poznamka|anteckning|huomautus|catatan|ghi chu)\b "
               rf"(?!that\b|on\b|how\b|this\b)\w{{1,7}}'?(?: \w{{1,7}}'?)? ?{_AI}",
               rf"(?:замечание|примечание|нотатка|ملاحظة|הערה|หมายเหตุ|σημείωση|σημειωση)\W{{0,4}}(?:\w+\W+){{0,3}}?{_AI}"
               rf"|{_AI}\W{{0,4}}(?:\w+\W+){{0,2}}?(?:नोट|메모|备注|メモ)|yapay zeka\w* not\b")
_TLDS = ("com", "net", "org", "io", "info", "app", "dev", "xyz", "cc", "site", "example")
_ADDRESS = rf"(?:\b[\w.+-]+@[\w-]+\.[\w.-]+|https?://|\b[\w-]+\.(?:{'|'.join(_TLDS)})\b)"


def _any(phrases: tuple[str, ...]) -> str:
    return "(?:" + "|".join(phrases) + ")"


def _split(phrases: tuple[str, ...]) -> tuple[str, str]:
    """The phrases in Latin letters and the others, each as one alternation ("" when none)."""
    parts = [alt for line in phrases for alt in (split_top(line) or [line])]
    latin = "|".join(p for p in parts if p.isascii())
    other = "|".join(p for p in parts if not p.isascii())
    return (f"(?:{latin})" if latin else ""), (f"(?:{other})" if other else "")


def _specs(ascii_text: bool) -> list[tuple[str, str, float, str, Any]]:
    """The cues for text in Latin letters only (``ascii_text``), or for the rest: a Latin phrase
    list is gated by its phrases' literal beginnings, so most English text pays a few ``in``s."""
    specs: list[tuple[str, str, float, str, Any]] = []
    for family, name, weight, phrases in (
            ("roleplay_jailbreak", "any:no_limits", 0.5, _NO_LIMITS),
            ("roleplay_jailbreak", "any:from_now_on", 0.3, _FROM_NOW),
            ("instruction_override", "any:never_refuse", 0.5, _NEVER_REFUSE),
            ("roleplay_jailbreak", "any:developer_mode", 0.45, _DEV_MODE),
            ("prompt_extraction", "any:your_system_prompt", 0.6, _YOUR_PROMPT),
            ("prompt_extraction", "any:word_for_word", 0.4, _IN_FULL)):
        latin, other = _split(phrases)
        pattern = latin if ascii_text else other
        if pattern:
            specs.append((family, name, weight, unicodedata.normalize("NFKC", pattern), pattern if ascii_text else ""))
    latin, other = _split(_CONVERSATION)
    words = latin if ascii_text else other
    return specs + [
        ("indirect", "any:note_to_ai", 0.8, _NOTE_TO_AI[0] if ascii_text else _NOTE_TO_AI[1], _NOTE_WORDS if ascii_text else ""),
        ("exfiltration", "any:conversation_to_address", 0.7,
         rf"{words}[^\n]{{0,150}}?{_ADDRESS}|{_ADDRESS}[^\n]{{0,150}}?{words}", words if ascii_text else ""),
    ]


#: Checked on every text (Latin phrase lists) and on text with other characters (the rest, and
#: the note to the AI and the conversation sent away, whose cue words are mostly not English).
LEXICON_SPECS = _specs(ascii_text=True)
NON_ASCII_LEXICON_SPECS = _specs(ascii_text=False)
