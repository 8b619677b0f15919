"""Prompt-injection cues as phrase lists across languages, for what attacks in any language share.

``injection_lang`` builds one rule per language from a verb and what it acts on. Many attacks in
other languages carry no such pair but a few set phrases: "without any restrictions", "from now
on", "never refuse", "developer mode", a note to the AI ("if you are an AI", "to the AI reading
this:"), "your real task is another", "do not mention it", "in the summary, write …", the whole
conversation sent to an address, the secret password. The cues that a quotation carries as well
as an attack run only on text that does not talk in English about attacks, translations or labels. Each phrase list holds the same cue in many languages (written as
``injection_text.normalize`` leaves text: lower case, no accents on Latin letters); a cue alone
stays below the detector's threshold, two together reach it. Entries as in ``injection_rules``:
(family, rule, weight, pattern, gate)."""
from __future__ import annotations

import unicodedata
from typing import Any

from .injection_claims import claim_specs
from .injection_context import split_top
from .injection_vocabulary import IN_ANOTHER_LANGUAGE, LANGUAGE_NAMES

_NO_LIMITS = (
    r"sin (?:ninguna |ningun |ningun tipo de )?(?:restriccion|restricciones|limites|reglas|filtros|censura)",
    r"sans (?:aucune |aucun )?(?:restriction|limite|regle|filtre|censure)s?",
    r"ohne (?:jegliche |alle |irgendwelche )?(?:einschrankungen|regeln|grenzen|filter|zensur)",
    r"senza (?:alcuna |alcun )?(?:restrizioni|limiti|regole|filtri|censura)",
    r"sem (?:nenhuma |qualquer )?(?:restricoes|limites|regras|filtros|censura)",
    r"zonder (?:enige )?(?:beperkingen|regels|grenzen|filters|censuur)",
    r"bez (?:zadnych |jakichkolwiek )?(?:ograniczen|zasad|filtrow|cenzury)",
    r"utan (?:nagra )?(?:begransningar|regler|filter|censur)",
    r"uten (?:noen |nogen )?(?:begrensninger|regler|filtre|sensur)|uden (?:nogen )?(?:begr[aæ]nsninger|regler|filtre|censur)",
    r"bez (?:jakychkoli |zadnych )?(?:omezeni|pravidel|filtru|cenzury)",
    r"hicbir (?:kisitlama|kural|sinir|filtre)|kisitlamasiz|filtresiz|kuralsiz",
    r"fara (?:nicio |niciun |vreo )?(?:restrictii|limite|reguli|filtre|cenzura)",
    r"tanpa (?:batasan|aturan|filter|sensor)|tidak ada (?:batasan|aturan)",
    r"khong(?<!ban khong) (?:con )?(?:co )?(?:bat ky )?(?:gioi han|han che|quy tac|bo loc|kiem duyet)",
    r"ilman (?:mitaan )?(?:rajoituksia|saantoja|suodattimia|sensuuria)",
    r"(?:korlatozas|szabaly|szures|cenzura)\w* nelkul",
    r"без (?:каких-либо |любых |всяких |жодних |будь-яких )?(?:ограничений|правил|фильтров|цензуры|обмежень|фільтрів|цензури)",
    r"没有任何限制|沒有任何限制|不受任何限制|没有限制|沒有限制|无限制|無限制|不受约束|不受約束|没有规则|沒有規則|没有内容过滤|没有过滤|無過濾|无过滤|不受限制",
    r"制限のない|制限がない|制限なし|制約のない|規則のない|無制限|検閲されない|フィルターなし|フィルターのない|ルールのない",
    r"제한(?:이)? 없는|제약(?:이)? 없는|규칙(?:이)? 없는|아무 제한|필터가 없|필터 없이|검열 없",
    r"(?:بلا|بدون|دون) (?:أي )?(?:قيود|قواعد|حدود|فلاتر|فلتر|رقابة)",
    r"(?:ללא|בלי) (?:שום |כל )?(?:הגבלות|מגבלות|כללים|סינון|פילטרים|צנזורה)",
    r"बिना किसी (?:प्रतिबंध|पाबंदी|सीमा|नियम|फ़िल्टर|फिल्टर)|(?<!रे )(?<!के )(?<!रा )(?<!का )(?<!लिए )(?<!ऊपर )(?<!पर )(?<!अब )"
    r"कोई (?:प्रतिबंध|पाबंदी|सीमा|नियम|फ़िल्टर|फिल्टर) नहीं",
    r"(?<!คุณ)ไม่มีข้อจำกัด|(?<!คุณ)ไม่มีกฎ|ไม่มีตัวกรอง",
    r"(?:χωρίς|χωρις) (?:κανέναν |κανένα |κανεναν |κανενα |καθόλου )?(?:περιορισμ|κανόν|κανον|φίλτρ|φιλτρ|λογοκρισ)",
    r"bila (?:vikwazo|mipaka|sheria|masharti|udhibiti)|tanpa (?:sebarang )?(?:sekatan|had|peraturan|tapisan)",
    r"walang (?:anumang )?(?:limitasyon|patakaran|panuntunan|restriksyon|censorship|sensura)",
    r"بدون (?:هیچ )?(?:محدودیت|قانون|قید|فیلتر|سانسور)|بغیر کسی (?:پابندی|حد|اصول|قاعدے|فلٹر)",
    r"sin (?:tus|sus) (?:restricciones|reglas|limites|filtros)|sans (?:tes|vos) (?:restrictions|regles|limites|filtres)|"
    r"ohne (?:deine|ihre) (?:einschrankungen|regeln|grenzen|filter)|senza (?:le tue|i tuoi) (?:restrizioni|regole|limiti|filtri)|"
    r"sem (?:as )?(?:suas|tuas) (?:restricoes|regras|limitacoes|limites)|zonder (?:je|jouw) (?:beperkingen|regels)|"
    r"utan (?:dina) (?:begransningar|regler)|bez (?:swoich|twoich) (?:ograniczen|zasad)|bez (?:svych|tvych) (?:omezeni|pravidel)",
    r"без (?:своих|твоих|ваших|своїх|твоїх|ваших) (?:ограничений|правил|обмежень)|χωρίς τους περιορισμούς σου|χωρις τους περιορισμους σου",
    r"কোনো (?:নিয়ম|সীমাবদ্ধতা|বিধিনিষেধ|বাধা) ছাড়া|সীমাবদ্ধতাহীন|எந்த (?:கட்டுப்பாடும்|விதியும்) இல்லாமல்|ఎలాంటి (?:పరిమితులు|నియమాలు) లేకుండా",
)
#: "You have no rules (any more)" as a declaration to the assistant (its subject "you", so that
#: "the game has no rules" is not one); stronger than "without restrictions", still a cue that
#: needs another (from now on, a persona, an order).
_NO_RULES = (
    r"\bno tienes (?:ya |mas |ninguna |ningun )*(?:reglas|restricciones|limites|filtros|normas)|\bpara ti no (?:hay|existen) (?:reglas|limites|restricciones)",
    r"\b(?:n'as|n'avez) (?:plus )?(?:aucune |aucun |de )(?:regle|restriction|limite|filtre|censure)s?"
    r"|\b(?:ta |votre )(?:politique|regles|consignes|directives|restrictions)(?: [\w'-]+){0,3} ne s'applique(?:nt)? plus"
    r"|\bne s'applique(?:nt)? (?:pas|plus) a (?:moi|nous)\b",
    r"\b(?:du hast|hast du|fur dich gelten) (?:ab (?:jetzt|sofort) |jetzt |nun |ab heute )?keine (?:regeln|einschrankungen|grenzen|filter|richtlinien|vorgaben|beschrankungen)"
    r"|\bgelten (?:deine|dein) (?:\w+ )?(?:regeln|richtlinien|anweisungen|vorgaben|einschrankungen) (?:ab sofort |jetzt |nun )?nicht mehr",
    r"\bnon hai (?:piu |alcuna |nessuna |alcun |nessun )*(?:regole|restrizioni|limiti|filtri)|\bper te non (?:ci sono|valgono|esistono) (?:piu )?(?:regole|limiti|restrizioni)",
    r"\b(?:voce |tu )(?:ja )?nao (?:tem|tens|possui) (?:mais )?(?:nenhuma |nenhum |quaisquer )?(?:regras|restricoes|limites|filtros)"
    r"|\bnao tens (?:mais )?(?:nenhuma )?(?:regras|restricoes|limites)",
    r"\b(?:je |jij )(?:hebt|heb) (?:nu |vanaf nu |voortaan )?geen (?:enkele )?(?:regels|beperkingen|grenzen|filters)|\bheb (?:je|jij) (?:nu )?geen (?:enkele )?(?:regels|beperkingen|grenzen|filters)"
    r"|\bje geen (?:enkele )?(?:regels|beperkingen|grenzen) (?:meer )?hebt",
    r"\bnie masz (?:juz )?(?:zadnych )?(?:zasad|ograniczen|regul|filtrow)|\bnie obowiazuja cie (?:juz )?(?:zadne )?(?:zasady|ograniczenia|reguly)",
    r"\b(?:du har|har du) (?:inte langre |nu )?inga (?:regler|begransningar|filter)|\b(?:du har|har du) (?:nu )?ingen (?:regler|begrensninger|begr[aæ]nsninger|filtre)",
    r"\bnemas (?:uz )?(?:zadna |zadne )?(?:pravidla|omezeni|filtry)|\bsinulla ei ole (?:enaa )?(?:mitaan )?(?:saantoja|rajoituksia|suodattimia)",
    r"\bnincsenek (?:tobbe )?(?:szabalyaid|korlataid|korlatozasaid)|\bnu (?:mai )?ai (?:nicio |niciun )?(?:reguli|restrictii|limite|filtre)",
    r"\b(?:kural|kurallar|kisitlama|kisitlamalar|filtre|filtreler)\wn yok\b",
    r"\b(?:kamu|anda|kau|awak|engkau) (?:sudah )?(?:tidak|tak|tiada) (?:lagi )?(?:punya |memiliki |mempunyai |ada )?(?:sebarang |apa pun )?(?:aturan|batasan|larangan|peraturan|sekatan)",
    r"\bban (?:da )?khong (?:con )?(?:co )?(?:bat ky |bat cu )?(?:quy tac|gioi han|han che|quy dinh|bo loc|kiem duyet)",
    r"\bhuna (?:tena )?(?:sheria|masharti|vikwazo|mipaka|kanuni)|\bwala (?:ka|kang) (?:nang )?(?:anumang |mga )?(?:patakaran|panuntunan|limitasyon|restriksyon)",
    r"у (?:тебя|вас) (?:больше |теперь |сейчас |уже )?нет (?:никаких |больше )?(?:правил|ограничений|фильтров)"
    r"|(?:твои|ваши) (?:правила|ограничения|инструкции) (?:больше )?не действуют",
    r"у (?:тебе|вас) (?:більше |тепер |вже )?(?:немає|нема) (?:жодних )?(?:правил|обмежень|фільтрів)|(?:твої|ваші) (?:правила|обмеження) (?:більше )?не діють",
    r"δεν (?:έχεις|εχεις) (?:πια |πλέον |πλεον )?(?:κανέναν |κανένα |κανεναν |κανενα |καθόλου |καθολου )?"
    r"(?:κανόνες|κανονες|κανόνα|κανονα|περιορισμούς|περιορισμους|περιορισμό|περιορισμο|όρια|ορια|φίλτρα|φιλτρα)",
    r"אין לך (?:יותר |עוד |כבר )?(?:שום |אף )?(?:חוקים|כללים|הגבלות|מגבלות|גבולות|פילטרים)",
    r"(?:ليس|ليست|لم يعد|لم تعد) (?:لديك|لك|عندك) (?:أي |اي )?(?:قواعد|قيود|حدود|ضوابط|فلاتر)|لا (?:توجد|يوجد) لديك (?:أي )?(?:قواعد|قيود|حدود)",
    r"(?:قانونی|محدودیتی|قاعده ?ای|قیدی|فیلتری) ندار(?:ی|ید)",
    r"(?:تمہارے|تمہارا|آپ کے|آپ کا|تم پر|آپ پر)(?: لیے)? (?:اب )?کوئی (?:اصول|قاعدہ|قانون|پابندی|حد|حدود) نہیں",
    r"(?:तुम्हारे|आपके|तुम पर|आप पर|तुम्हारा|आपका)(?: लिए| ऊपर)? (?:अब )?कोई (?:नियम|पाबंदी|प्रतिबंध|सीमा) नहीं",
    r"(?:তোমার|আপনার|তোর)(?: জন্য| আর| এখন)? (?:কোনো|কোন) (?:নিয়ম|সীমাবদ্ধতা|বিধিনিষেধ|বাধা|সীমা)(?:ও)? (?:নেই|থাকবে না)",
    r"(?:உனக்கு|உங்களுக்கு) (?:இனி )?(?:எந்த )?(?:விதிகளும்|கட்டுப்பாடுகளும்|வரம்புகளும்) இல்லை"
    r"|(?:నీకు|మీకు) (?:ఇక )?(?:ఎలాంటి |ఏ )?(?:నియమాలు|పరిమితులు|నిబంధనలు) (?:లేవు|లేదు)",
    r"你(?:现在|現在|已经|已經|从此|從此)?(?:再也|再)?(?:没有|沒有|不再有)(?:任何)?(?:规则|規則|限制|约束|約束|规矩|規矩)",
    r"(?:あなた|君|お前)(?:に|には)(?:もう|もはや)?(?:何の|なんの|一切の)?(?:ルール|制限|制約|規則)(?:も|は|が)(?:一切|何も)?(?:ありません|ない|無い)",
    r"(?:너는|너한테는|너에게는|당신은|당신에게는|넌)(?: 이제| 더 이상)? (?:아무 |어떤 )?(?:규칙|제한|제약|규정)(?:이|도|은)? 없",
    r"คุณไม่มี(?:กฎ|ข้อจำกัด|ข้อห้าม)",
)
#: "New instruction(s):", "new order:" as an opener: a weak cue (a memo's "new instructions:" for
#: staff is ordinary), that another one completes.
_NEW_ORDERS = (
    r"\bneue (?:anweisung|anweisungen|instruktion|instruktionen|befehle?|anordnung) ?:|\bnouvelles? (?:consignes?|ordres?|directives?) ?:",
    r"\bnuevas? (?:ordenes|orden|directivas?|indicaciones) ?:|\bnuov[aoie] (?:ordine|ordini|direttiv[ae]|comando) ?:",
    r"\bnovas? (?:ordens|ordem|instrucao|diretrizes?) ?:|\bnieuwe (?:instructies?|opdracht|opdrachten|bevel|orders?) ?:",
    r"\bnow[ae] (?:instrukcj[ae]|polecenie|polecenia|rozkaz) ?:|\bnov[yae] (?:pokyn|pokyny|instrukce|prikaz) ?:",
    r"\b(?:instructiune|instructiuni) no(?:ua|i) ?:|\b(?:noua|noul|noile) (?:instructiune|instructiuni|comanda|ordin) ?:",
    r"\b(?:ny |nya |nye )(?:instruktioner|instruktion|instruksjoner|instruks|order|ordre|direktiv) ?:",
    r"\b(?:uusi|uudet) (?:ohje|ohjeet|kasky|kaskyt) ?:|\buj (?:utasitas|parancs)\w* ?:|\byeni (?:talimat|komut|emir)\w* ?:",
    r"\b(?:instruksi|perintah|arahan) baru ?:|\b(?:huong dan|chi thi|lenh|menh lenh) moi ?:|\b(?:agizo|maagizo|maelekezo) (?:jipya|mapya) ?:",
    r"\bbagong (?:utos|tagubilin|kautusan) ?:",
    r"нов(?:ая|ые|ое|ый|ую) (?:инструкци\w*|указани\w*|команд\w*|приказ\w*) ?:|нов(?:а|і|е|ий) (?:інструкці\w*|вказівк\w*|команд\w*|наказ) ?:",
    r"(?:νέα|νεα|νέες|νεες) (?:εντολή|εντολη|εντολές|εντολες|οδηγία|οδηγια|οδηγίες|οδηγιες) ?:",
    r"(?:تعليمات|أوامر|تعليمة|أمر) (?:جديدة|جديد) ?:|(?:دستور|دستورالعمل|دستورات) (?:جدید|تازه) ?:|(?:نئی|نیا) (?:ہدایت|ہدایات|حکم) ?:",
    r"(?:הוראה|הוראות|פקודה) (?:חדשה|חדשות) ?:|(?:नया|नए|नई) (?:निर्देश|आदेश) ?:|নতুন (?:নির্দেশ|নির্দেশনা|আদেশ) ?:",
    r"新(?:的)?(?:指令|指示|命令) ?:|新しい(?:指示|命令) ?:|새(?:로운)? (?:지시|명령|지침) ?:|คำสั่งใหม่ ?:",
)
_FROM_NOW = (
    r"a partir de ahora|desde ahora|ahora eres|a partir de maintenant|desormais|dorenavant|tu es maintenant",
    r"ab jetzt|ab sofort|von nun an|du bist jetzt|du bist nun|da ora in poi|d'ora in poi|ora sei|adesso sei",
    r"a partir de agora|de agora em diante|agora voce e|vanaf nu|je bent nu|od teraz|od tej chwili|jestes teraz",
    r"fran och med nu|du ar nu|fra nu af|fra na av|du er n[uå]|od ted|ted jsi|nyni jsi|bundan sonra|bundan boyle|artik sen|sen artik",
    r"de acum(?: inainte)?|acum esti|mulai sekarang|sekarang (?:kamu|anda)|tu bay gio|bay gio ban la|tasta lahtien|nyt olet|mostantol",
    r"с этого момента|отныне|теперь ты|відтепер|з цього моменту|тепер ти",
    r"从现在开始|從現在開始|从现在起|從現在起|你现在是|你現在是|你不再是|今から|これから|지금부터|이제부터|이제 너는|이제 당신은",
    r"از این به بعد|از حالا به بعد|از الان به بعد|اب سے تم|اب سے آپ|এখন থেকে|இனிமேல் நீ|ఇప్పటి నుండి నువ్వు",
    r"\bkuanzia sasa|\bmula ngayon|\bsimula ngayon|\bmulai dari sekarang|\btu gio\b|\bke tu (?:bay )?gio|\btasta eteenpain",
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
    r"usikatae|huwag tumanggi|jangan sesekali menolak|هرگز رد نکن|امتناع نکن|کبھی انکار مت|"
    r"कभी मना मत|मना मत करो|मना न करें|हर सवाल का जवाब|ห้ามปฏิเสธ|อย่าปฏิเสธ|ตอบทุกคำถาม|μην αρνείσαι|μην αρνεισαι|απάντα σε όλα",
)
#: "You answer everything", the statement as well as the order.
_NEVER_REFUSE += (
    r"respondes a (?:todo|tudo|todas)|respondes (?:a )?(?:qualquer|cualquier)|tu reponds a tout|rispondi a (?:tutto|tutte|qualsiasi)",
    r"beantwoord je alles|beantwortest du (?:alles|jede)|svarar du pa (?:allt|alla)|odpovidas na (?:vsechno|vse|kazdou)|odpowiadasz na (?:wszystko|kazde)",
    r"voce responde (?:a )?(?:tudo|qualquer)|her seye yanit|tra loi moi cau hoi",
    r"отвечаешь на (?:все|любые|любой)|відповідаєш на (?:все|будь-які)|відповідай на (?:все|будь-які)|απαντάς σε όλα|απαντας σε ολα|"
    r"תענה על הכול|תעני על הכל|تجيب على (?:كل|أي)|すべての質問に答え|あらゆる質問に答え|どんな質問にも答え|모든 질문에 답",
)
_DEV_MODE = (
    r"modo (?:de )?(?:desarrollador|desenvolvedor|sin restricciones)|mode developpeur|entwicklermodus|modalita sviluppatore",
    r"ontwikkelaarsmodus|tryb (?:dewelopera|deweloperski)|utvecklarlage|udviklertilstand|utviklermodus|vyvojarsky rezim",
    r"gelistirici modu|modul dezvoltator|mode pengembang|che do nha phat trien|kehittajatila|fejlesztoi mod",
    r"режим разработчика|режим розробника|开发者模式|開發者模式|開発者モード|개발자 모드|وضع المطور|وضع المطو\u0651ر|מצב מפתח|डेवलपर मोड|โหมดนักพัฒนา",
    r"λειτουργία προγραμματιστή|λειτουργια προγραμματιστη",
)
_CONVERSATION = (
    r"\b(?:conversacion|historial|gesprach|chatverlauf|gesprek|conversazione|historico|rozmow\w*|konusma\w*|samtal\w*|"
    r"konverzac\w*|rozhovor\w*|percakapan|hoi thoai|cuoc tro chuyen|keskustelu\w*|beszelgetes\w*|conversati[ae])\b",
    r"разговор\w*|переписк\w*|розмов\w*|листуванн\w*|对话|對話|聊天记录|聊天紀錄|聊天内容|会話|チャット履歴|대화|محادثة|المحادثة|השיחה",
    r"बातचीत|บทสนทนา|συνομιλία|συνομιλια",
    r"\besta conversation\b|\bcette conversation\b|\btoda la conversation\b|\btoute la conversation\b|\bnuestra conversation\b|\bnotre conversation\b",
    r"\bhistorique (?:complet )?(?:de|du) (?:la |cette |notre )?(?:conversation|discussion|chat)\b",
    r"\bcronologia (?:della |delle )?(?:chat|conversazione|conversazioni)\b",
    r"\briwayat (?:obrolan|percakapan|chat)|\bobrolan ini\b|\bsejarah (?:perbualan|sembang)|\brekod (?:perbualan|sembang)|\bperbualan ini\b",
    r"\bkonversationen\b|\bchatthistorik|\bmazungumzo (?:haya|yote)|\bhistoria ya (?:mazungumzo|gumzo)|\busapang (?:ito|natin)|\bpag-uusap (?:ito|natin)\b",
    r"(?:этого|этот|весь|всего) диалог\w*|истори\w* (?:этого )?(?:чата|диалога|переписки)|(?:цього|цей|весь) діалог\w*|історі\w* (?:цього )?(?:чату|діалогу|листування)",
    r"گفتگو|مکالمه|تاریخچه (?:چت|گفتگو)|بات چیت|কথোপকথন|চ্যাটের ইতিহাস|ประวัติการสนทนา|การสนทนานี้|ประวัติแชท|この会話|会話の履歴|对话记录|對話紀錄",
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
    r"\b(?:il tuo|tuo) (?:prompt|messaggio) di sistema|\bistruzioni (?:che )?ti sono state date|\ble tue istruzioni (?:di sistema|iniziali|nascoste|originali|segrete)",
    r"\b(?:seu|teu) (?:prompt|mensagem) (?:do|de) sistema|\binstrucoes (?:\w+ )?que voce recebeu|\b(?:suas|tuas) instrucoes (?:do sistema|iniciais|ocultas|originais|secretas)",
    r"\b(?:je|jouw|uw) (?:systeemprompt|systeembericht|systeeminstructies|systeemprompt)",
    r"\b(?:twoj|twoje|twoja) (?:prompt systemowy|instrukcje systemowe|wiadomosc systemowa)",
    r"\b(?:din|dina|ditt|dine) (?:systemprompt|systeminstruktioner|systemmeddelande|systeminstruksjoner|systeminstruktioner)",
    r"\bsistem (?:isteminiz\w*|istemin\w*|talimatlarin\w*|mesajin\w*)",
    r"\b(?:promptul|mesajul) (?:tau |dumneavoastra )?de sistem|\binstructiunile (?:tale|dumneavoastra)",
    r"\b(?:prompt|instruksi|pesan) sistem(?:mu| kamu| anda)\b|\b(?:loi nhac|huong dan|chi dan) he thong cua ban",
    r"\b(?:tvuj|vas) systemov\w* prompt|\btve systemove instrukce|\bjarjestelmakehotteesi|\bjarjestelmaohjeesi|\brendszerpromptod",
    r"(?:тво\w*|ваш\w*) (?:системн\w* (?:промпт|подсказк\w*|инструкци\w*|сообщени\w*)|скрыт\w* инструкци\w*|исходн\w* инструкци\w*)",
    r"(?:тві\w*|ваш\w*) системн\w* (?:промпт|підказк\w*|інструкці\w*)|инструкци\w*,? которые (?:ты|вы) получил\w*|інструкці\w*,? які (?:тобі|вам) дали",
    r"你的系统提示|你的系統提示|你的系统指令|你的系統指令|你的初始指令|你的隐藏指令|你的隱藏指令|给你的系统|給你的系統",
    r"あなたのシステムプロンプト|あなたの(?:初期|隠された|元の)?指示|与えられた(?:指示|プロンプト)",
    r"(?:너의|당신의|네) (?:시스템 프롬프트|시스템 지시|초기 지시|지시사항)|받은 (?:시스템 프롬프트|지시)",
    r"(?:موجه|موجّه|تعليمات|رسالة) النظام (?:الخاص بك|الخاصة بك)|تعليماتك (?:الأصلية|السرية|المخفية)",
    r"(?:دستورالعمل|دستورات|پرامپت|پیام)(?:‌های)? سیستمی? (?:خودت|خود|شما|تو)",
    r"(?:הנחיות|הוראות|פרומפט|הודעת) המערכת שלך|ההנחיות (?:הסודיות|המקוריות) שלך",
    r"(?:आपका|तुम्हारा|आपके|तुम्हारे|अपना) सिस्टम (?:प्रॉम्प्ट|प्रॉम्ट|निर्देश)|(?:तुम्हें|आपको) जो सिस्टम प्रॉम्प्ट",
    r"พรอมต์ระบบของคุณ|คำสั่งระบบของคุณ|(?:οδηγίες|μήνυμα|προτροπή) (?:συστήματός|συστηματος) σου",
    # the setup named by what it is (hidden, system, initial) or by its having been given to the model
    r"\b(?:je|jouw|uw) (?:volledige |oorspronkelijke |verborgen )?(?:systeeminstructies|systeemberichten)|\binstructies (?:die )?je (?:hebt )?gekregen",
    r"\b(?:svych|tvych|vasich|sve|tve|vase) (?:skryt\w*|puvodn\w*|systemov\w*|tajn\w*) (?:pokyn\w*|instrukc\w*)"
    r"|\b(?:pokyny|instrukce),? (?:ktere|jez) (?:jsi|jste) dostal\w*",
    r"\b(?:swoich|twoich|swoje|twoje) (?:ukryt\w*|systemow\w*|poczatkow\w*|tajn\w*|oryginaln\w*) (?:instrukcj\w*|polecen\w*|wytyczn\w*)"
    r"|\binstrukcje,? (?:ktore|jakie) (?:otrzymales|dostales)",
    r"\b(?:gizli|orijinal|ilk) (?:sistem )?talimatlar\w*|\bsana verilen (?:\w+ )?(?:talimat|yonerge|komut|istem)\w*",
    r"\b(?:instruksi|petunjuk) (?:tersembunyi|rahasia|sistem)(?:mu| kamu| anda)?\b|\b(?:huong dan|chi dan|chi thi) (?:an|bi mat|he thong) (?:ma )?ban (?:duoc|da nhan)",
    r"\b(?:istruzioni|prompt) (?:con cui|che) (?:sei stato|ti hanno) (?:configurat\w*|impostat\w*|dat\w*)|\bprompt con cui sei stato",
    r"(?:сво\w*|тво\w*|ваш\w*) (?:скрыт\w*|системн\w*|исходн\w*|секретн\w*) инструкци\w*|(?:сво\w*|тво\w*|ваш\w*) (?:прихован\w*|системн\w*|початков\w*|секретн\w*) інструкці\w*",
    r"κρυφ\w* (?:σου )?οδηγι\w*|κρυφ\w* (?:σου )?οδηγί\w*|(?:οδηγίες|οδηγιες) (?:του )?(?:συστήματος|συστηματος)",
    r"التعليمات (?:المخفية|السرية|الأصلية)(?: التي)? (?:أعطيت|أُعطيت|اعطيت|قدمت) لك|التعليمات التي (?:أعطيت|اعطيت|تلقيتها)",
    r"(?:دستورالعمل|دستور)(?:ها|های|ات)? (?:سیستمی|پنهان\w*|مخفی)|دستورالعمل(?:ها|های)? (?:سیستمی )?(?:خودت|شما)|که به (?:تو|شما) داده شده",
    r"隠し(?:プロンプト|指示)|システム指示|最初に(?:受け取った|与えられた)(?:指示|プロンプト)|あなたに与えられた",
    r"(?:받은|주어진) (?:시스템 )?(?:지시문|지침|지시사항|지시|프롬프트)|숨겨진 (?:지침|지시문|지시|프롬프트)|시스템 (?:지시문|지침)",
    r"คำสั่งลับ(?:ของระบบ|ของคุณ)|คำสั่งที่ซ่อน",
)
#: "Word for word", "in full", "as it is": how an extraction asks for the text.
_IN_FULL = (
    r"palabra por palabra|tal (?:cual|como esta)|integramente|mot pour mot|en entier|integralement|tel quel",
    r"wort fur wort|wortlich|vollstandig|parola per parola|per intero|palavra por palavra|na integra|woord voor woord|letterlijk",
    r"slowo w slowo|owo w s\u0142owo|w calosci|doslownie|ord for ord|ordagrant|i sin helhet|kelimesi kelimesine|oldugu gibi|cuvant cu cuvant",
    r"in intregime|kata demi kata|apa adanya|tung chu|nguyen van|sana sanalta|sanasta sanaan|kokonaan|szorol szora|slovo od slova|doslova",
    r"слово в слово|дословно|целиком|дослівно|逐字|一字不差|原文|そのまま|一字一句|全文|글자 그대로|토씨 하나|한 글자도 빠짐없이|한 글자도 빼지",
    r"حرفياً|حرفيا|بالحرف|מילה במילה|כלשונו|במלואן|במלואו|במלואה|शब्दशः|ज्यों का त्यों|ทุกคำ|คำต่อคำ|λέξη προς λέξη|κατά λέξη",
    r"کلمه به کلمه|بدون تغییر|به طور کامل|بی کم و کاست",
    r"ohne kurzungen|wortwortlich|sans rien omettre|sin omitir nada|senza omettere nulla|sem omitir nada|zonder iets weg te laten",
)
#: The model named as an addressee in Latin letters: "AI" in its spellings, an assistant, system,
#: agent or model said to be one ("KI-Assistent", "asistente de IA", "agent automatisé", "sprachmodell").
_AI_L = (r"\b(?:(?:ki|ai|ia)(?:[- ](?:assistent\w*|assistant\w*|asistent\w*|asystent\w*|asistan\w*|asisten|avustaja\w*|"
         r"asszisztens\w*|helper|agent\w*|system\w*|modell?\w*|bot\w*))?(?:'?(?:ya|ye|a|e|n|en|et|'s)|:n)?\b|"
         r"(?:assistent\w*|assistant\w*|asistente|assistente|asystent\w*|asistent\w*|asisten|tro ly|msaidizi|agente?|sistema|"
         r"systeme|modelo|modello|modele)(?: (?:de|di|da|do|dell'|d'|wa|ng))? ?(?:ki|ai|ia|l'ia|l'ai|la ia)\b|"
         r"yapay zeka\w*(?: asistan\w*)?|tekoaly\w*|umel\w* inteligenc\w*|sztuczn\w* inteligencj\w*|inteligencia artificial|"
         r"intelligence artificielle|intelligenza artificiale|kunstliche intelligenz|kunstmatige intelligentie|kecerdasan buatan|"
         r"tri tue nhan tao|automati\w* (?:system\w*|agent\w*|assistent\w*|asistent\w*|systeem)|"
         r"(?:system\w*|sistema|systeme|agent\w*|agente|agen|sistem) (?:automati\w*|otomati\w*)|geautomatiseerd\w* (?:systeem|agent)|"
         r"automatyczn\w* (?:system\w*|agent\w*|asystent\w*)|otomatik (?:sistem|ajan)\w*|tac tu tu (?:d|\u0111)ong|"
         r"he thong tu (?:d|\u0111)ong|chatbot\w*|\bllm\b|sprachmodell\w*|modelo de (?:lenguaje|linguagem)|modele de langage|"
         r"modello linguistico|taalmodel|model jezykow\w*|sprakmodell\w*|dil modeli\w*|model bahasa)")
#: The same in other scripts ("ai" set apart from Latin letters only, as no word boundary falls
#: between it and Chinese or Japanese letters).
_AI_O = (r"(?:(?<![a-z])(?:ai|llm)(?![a-z])|\bии\b|\bші\b|\bτν\b|ии-\w+|ші-\w+|искусственн\w* интеллект\w*|штучн\w* інтелект\w*|"
         r"автоматизированн\w* (?:систем\w*|агент\w*)|автоматическ\w* (?:систем\w*|агент\w*)|автоматизован\w* (?:систем\w*|агент\w*)|"
         r"автоматичн\w* (?:систем\w*|агент\w*)|языков\w* модел\w*|мовн\w* модел\w*|\bбот(?:а|у|ом|е|ів|ов)?\b|систем\w* модерац\w*|"
         r"τεχνητής νοημοσύνης|τεχνητη νοημοσυνη|τεχνητή νοημοσύνη|αυτοματοποιημένο σύστημα|αυτόματο σύστημα|γλωσσικό μοντέλο|"
         r"人工智能|人工智慧|自动化系统|自動化系統|自动系统|自動系統|自动化代理|自動化代理|语言模型|語言模型|人工知能|自動システム|"
         r"自動化システム|自動エージェント|自動化エージェント|言語モデル|인공지능|자동(?:화된?)? (?:시스템|에이전트)|언어 모델|"
         r"الذكاء الاصطناعي|ذكاء اصطناعي|للذكاء الاصطناعي|(?:لل|ال)?(?:مساعد|نظام|وكيل) (?:ال)?آلي|نموذج لغوي|"
         r"(?:ל|ה|לה)?בינה (?:ה)?מלאכותית|סוכן אוטומטי|מערכת אוטומטית|מודל שפה|एआई|कृत्रिम बुद्धि\w*|स्वचालित (?:प्रणाली|सिस्टम|एजेंट)|"
         r"هوش مصنوعی|سیستم خودکار|عامل خودکار|مدل زبانی|مصنوعی ذہانت|ปัญญาประดิษฐ์|ระบบอัตโนมัติ)")
#: Words that name a note, an order or a call for attention, before whom it is for.
_NOTE_L = (r"nota|note|notiz|hinweis|notitie|opmerking|aviso|uwaga|poznamka|anteckning|notering|huomautus|catatan|ghi chu|"
           r"notita|merknad|bemaerkning|megjegyzes|ujumbe|paalala|anweisung|instruktion|instruction|instruccion|instrucao|"
           r"istruzione|instructie|instrukcja|instrukce|instructiune|instruksi|talimat|huong dan|chi thi|maagizo|mensaje|message|"
           r"nachricht|bericht|meddelande|messaggio|mensagem|wiadomosc|zprava|mesaj|pesan")
_NOTE_O = (r"замечание|примечание|заметка|инструкция|указание|сообщение|нотатка|примітка|вказівка|інструкція|повідомлення|"
           r"ملاحظة|تعليمات|تعليمة|رسالة|تنبيه|הערה|הוראה|הוראות|הודעה|หมายเหตุ|คำสั่ง|ข้อความ|σημείωση|σημειωση|οδηγία|οδηγίες|"
           r"μήνυμα|یادداشت|دستور|دستورالعمل|پیام")
#: "A note for the AI": a note word, a few words (for, to the, para la …), the AI.
_NOTE_TO_AI = (rf"\b(?:{_NOTE_L})\b (?!that\b|on\b|how\b|this\b|about\b|sobre\b|uber\b|sur\b|su\b|sul\b|sulla\b|"
               r"zum\b|zur\b|au sujet\b|over\b|o\b|om\b|interne\b|internal\b|internes\b|internas\b)"
               rf"(?:[\w']{{1,7}}[ -]){{0,2}}?{_AI_L}(?!-(?:je|tu|il|elle|on|t)\b)"  # (French "ai-je" is "have I")
               rf"|{_AI_L}(?: icin)? (?:not|talimat\w*|mesaj\w*|uyari\w*|notiz|hinweis) ?:",
               rf"(?:{_NOTE_O})\W{{0,4}}(?:\w+\W+){{0,3}}?{_AI_O}"
               rf"|{_AI_O}\W{{0,4}}(?:\S+\s+){{0,3}}?(?:नोट|निर्देश|संदेश|메모|备注|メモ|की सूचना)"
               rf"|(?:给|給|致|对|對)[^\n。:]{{0,12}}?{_AI_O}[^\n。:]{{0,8}}?(?:说明|說明|备注|備註|提示|指示|指令|注意|消息|訊息)"
               rf"|{_AI_O}(?:请|請)?注意"
               rf"|{_AI_O}[^\n。:]{{0,10}}?(?:へ|宛て?|向け)の?(?:注意|指示|メモ|お願い|メッセージ|連絡)"
               rf"|{_AI_O}[^\n.:]{{0,10}}?(?:에 대한|을 위한|를 위한|에게 주는) ?(?:지시|메모|안내|메시지|참고)"
               rf"|(?:คำสั่ง|หมายเหตุ|ข้อความ)(?:ถึง|สำหรับ){_AI_O}"
               rf"|yapay zeka\w* not\b")
#: An address to the AI ending in a colon: "Für den KI-Assistenten:", "To the AI:", "AI 어시스턴트에게:".
#: A user may write so too: a cue that another completes.
_TO_AI = (rf"\b(?:fur|an|pour|a|au|aux|para|al|ao|a|per|voor|aan|dla|do|till|til|pro|pre|pentru|catre|untuk|kepada|bagi|cho|"
          rf"gui|kwa|para sa|let op|achtung|attention|a l'attention de|atencion|atencao|attenzione|pozor|dikkat|perhatian|chu y|"
          rf"huomio|figyelem|obs)\b,? (?:(?:den|die|das|dem|le|la|les|l'|el|los|las|lo|il|gli|"
          rf"o|os|as|de|het|alla|alle|tous|todos|todas|tutti|qualquer|cualquier|chaque|jeder|jede|cada|ogni|kazdy|"
          rf"kazdej|mot|cac|setiap|nhung)[ ]?)?{_AI_L}(?:[ ,][^\n:.!?]{{0,40}})? ?:",
          rf"(?:{_AI_O}|(?:ai|ии|ші) ?[-]?(?:асистент\w*|ассистент\w*|помічник\w*|помощник\w*|助手|助理|アシスタント|어시스턴트|도우미|"
          rf"सहायक|ผู้ช่วย))[^\n.:]{{0,6}}?(?:에게|한테|께|へ|के लिए|에)\s?:"
          rf"|(?:для|к|до) (?:\w+ )?{_AI_O}[^\n:.]{{0,40}}?:"
          rf"|(?:προς|για) (?:τον |το |την |κάθε )?(?:βοηθό |βοηθο |σύστημα |μοντέλο )?{_AI_O}[^\n:.]{{0,40}}?:"
          rf"|(?:إلى|الى) (?:\S+ ){{0,2}}?{_AI_O}[^\n:.]{{0,40}}?:|(?:لل|ل)(?:ذكاء الاصطناعي|مساعد الآلي|نظام الآلي)[^\n:.]{{0,40}}?:"
          rf"|(?:ל|אל )(?:עוזר |מערכת |סוכן |מודל )?(?:ה-?)?(?:ai|בינה המלאכותית|בינה מלאכותית|סוכן האוטומטי|מערכת האוטומטית)[^\n:.]{{0,40}}?:"
          rf"|برای (?:\S+ ){{0,2}}?{_AI_O}[^\n:.]{{0,40}}?:|{_AI_O}[^\n:.]{{0,10}}?के लिए\s?:")
#: The AI "that reads / processes this": no human reader is called so.
_AI_READING = (
    rf"{_AI_L},? (?:que|qui|der|die|das|che|die|ktory|ktora|ktore|som|joka|ami|che sta|who|that|yang|ambaye|na|ce|care|kim|"
    rf"which)\b[^\n:.]{{0,20}}? (?:lee|lea|leyendo|lit|liest|legge|le|leia|leest|czyta|cte|laser|laeser|leser|lukee|olvassa|"
    rf"reads|membaca|anasoma|bumabasa|citeste|okuyan|procesa|procese|traite|verarbeitet|elabora|processa|verwerkt|przetwarza|"
    rf"zpracovava|behandlar|resume|resumes|resumen|resuma|zusammenfasst|riassume|samenvat|podsumowuje|sammanfattar)\b[^\n:.]{{0,30}}?:"
    rf"|\b(?:bunu|bu metni|bu belgeyi) (?:okuyan|isleyen|ozetleyen) (?:\w+ )?{_AI_L}",
    rf"{_AI_O},? (?:который|которая|которое|які|який|яка|що)[^\n:.]{{0,10}}? (?:это |цей |це |этот )?"
    rf"(?:читает|обрабатывает|читає|обробляє)[^\n:.]{{0,30}}?:|{_AI_O} (?:που|ο οποίος) (?:διαβάζει|επεξεργάζεται)"
    rf"|{_AI_O} (?:ש|אשר )(?:קורא|קוראת|מעבד)|{_AI_O} (?:الذي|التي) (?:يقرأ|تقرأ|يعالج)|{_AI_O} که (?:این (?:را )?)?(?:می)?(?:خواند|خوانی)"
    rf"|(?:阅读|閱讀|读取|讀取|处理|處理)(?:本文|此文|这|這)[^\n。]{{0,6}}?{_AI_O}|この(?:文書|メール|文章)を(?:読んでいる|読む|処理する){_AI_O}"
    rf"|이 (?:글|문서|메일)을 (?:읽는|처리하는) {_AI_O}|इसे पढ़ने वाले {_AI_O}")
#: "If you are an AI / an automated agent / a language model".
_IF_AI = (
    rf"\b(?:wenn|falls) (?:du|sie) (?:\w+ ){{0,2}}?{_AI_L}[^.\n]{{0,20}}?\b(?:bist|sind)\b",
    rf"\bsi (?:tu es|vous etes|eres|es usted|usted es) (?:\w+ ){{0,2}}?{_AI_L}",
    rf"\bse (?:voce (?:for|e)|es|fores|tu es|sei) (?:\w+ ){{0,2}}?{_AI_L}",
    rf"\b(?:als|indien) (?:je|jij|u) (?:\w+ ){{0,2}}?{_AI_L} (?:bent|is)\b",
    rf"\b(?:jesli|jezeli|gdy) (?:jestes|jestescie) (?:\w+ ){{0,2}}?{_AI_L}|\b(?:pokud|jestli|kdyz) (?:jsi|jste) (?:\w+ ){{0,2}}?{_AI_L}",
    rf"\b(?:om|hvis) du (?:ar|er) (?:\w+ ){{0,2}}?{_AI_L}|\b(?:jos|mikali) olet (?:\w+ ){{0,2}}?{_AI_L}|\bha (?:te )?(?:egy )?{_AI_L} vagy\b",
    r"\b(?:yapay zeka|otomatik ajan|otomatik sistem|dil modeli)(?:ysan|ysaniz|san|saniz| isen| iseniz)\b",
    rf"\bdaca (?:esti|sunteti) (?:\w+ ){{0,2}}?{_AI_L}|\b(?:jika|kalau|apabila) (?:kamu|anda|awak|engkau) (?:\w+ ){{0,2}}?{_AI_L}",
    rf"\bneu ban (?:la|(?:d|\u0111)ang la) (?:\w+ ){{0,2}}?{_AI_L}|\bkama (?:wewe )?ni (?:\w+ ){{0,2}}?{_AI_L}|\bkung ikaw ay (?:isang )?{_AI_L}",
    rf"(?:если|якщо) (?:ты|вы|ти|ви)\W{{1,3}}(?:\w+ ){{0,2}}?{_AI_O}|(?:αν|εάν|εαν) (?:είσαι|εισαι|είστε|ειστε) (?:\w+ ){{0,2}}?{_AI_O}"
    rf"|אם (?:אתה|את|אתם) (?:\S+ ){{0,2}}?(?:{_AI_O}|עוזר ai|בוט)"
    rf"|(?:إذا|اذا|إن|لو) كنت (?:\S+ ){{0,2}}?(?:{_AI_O}|ذكاء|ذكاءً|(?:مساعد|نظام|وكيل)(?:ا|ًا)? آلي(?:ا|ًا)?|نموذج(?:ا|ًا)?)"
    rf"|اگر (?:تو |شما )?(?:یک )?(?:{_AI_O}|ربات|دستیار هوش)|(?:अगर|यदि) (?:तुम|आप) (?:एक )?(?:{_AI_O}|बॉट|भाषा मॉडल)"
    rf"|如果(?:你|您)是(?:一个|一個|个|個)?(?:{_AI_O}|自动|自動|机器人|機器人|智能)"
    rf"|(?:あなたが)?{_AI_O}(?:である|です)?(?:なら|ならば|の場合|であれば)"
    rf"|(?:당신이|네가|너가|만약|혹시)[^\n.]{{0,6}}?{_AI_O}(?:이)?(?:라면|이면)|ถ้าคุณเป็น(?:{_AI_O}|บอท)",
)
#: "Your real / actual task is …", "your role now is …": the assistant's task said to be another
#: than the one it was given (a cue; English ``your_real_task`` weighs the same).
_REAL_TASK = (
    r"\b(?:deine|ihre) (?:eigentliche|wahre|echte|richtige|tatsachliche|neue) (?:aufgabe|mission|rolle|funktion)\b"
    r"|\b(?:deine|ihre) (?:aufgabe|rolle) (?:ist )?(?:ab )?(?:jetzt|nun|sofort|ab sofort)\b",
    r"\b(?:ta|votre) (?:vraie|veritable|reelle|nouvelle|seule) (?:mission|tache|fonction)\b|\b(?:ton|votre) (?:vrai|veritable|reel|nouveau|seul) "
    r"(?:role|travail|objectif|but|boulot)\b|\b(?:ta|votre) (?:mission|tache) (?:reelle|veritable|est (?:maintenant|desormais))",
    r"\btu (?:verdadera|autentica|real|nueva|unica) (?:tarea|mision|funcion|labor)\b|\btu (?:verdadero|autentico|real|nuevo|unico) "
    r"(?:trabajo|objetivo|papel|rol|cometido)\b|\btu (?:tarea|mision|trabajo|funcion|rol|papel) (?:real|verdadera|verdadero|de verdad|ahora es)\b",
    r"\bil tuo (?:vero|reale|nuovo|effettivo|unico) (?:compito|ruolo|lavoro|obiettivo)\b|\bla tua (?:vera|reale|nuova|effettiva|unica) "
    r"(?:missione|funzione|mansione)\b|\bil tuo (?:compito|ruolo) (?:reale|vero|ora e|adesso e)\b",
    r"\b(?:sua|tua) (?:verdadeira|real|nova|unica) (?:tarefa|missao|funcao)\b|\b(?:sua|tua) (?:tarefa|missao|funcao) (?:real|verdadeira|de verdade|agora e)\b"
    r"|\b(?:seu|teu) (?:verdadeiro|novo|real|unico) (?:trabalho|papel|objetivo)\b",
    r"\b(?:je|jouw|uw) (?:echte|eigenlijke|werkelijke|ware|nieuwe|enige) (?:taak|opdracht|rol|missie|functie)\b",
    r"\btwoj\w* (?:prawdziw\w*|faktyczn\w*|wlasciw\w*|now\w*|rzeczywist\w*) (?:zadani\w*|rol\w*|misj\w*)\b",
    r"\b(?:din|ditt) (?:egentliga|verkliga|riktiga|sanna|nya|egentlige|virkelige|rigtige|nye|egentlig) (?:uppgift|uppdrag|roll|opgave|oppgave|rolle)\b",
    r"\btv(?:e|uj|oje|ym) (?:skutecn\w*|prav\w*|nov\w*|vlastni|opravdov\w*) (?:ukol\w*|uloh\w*|rol\w*|poslani)\b",
    r"\b(?:asil|as\u0131l|gercek|ger\u00e7ek) (?:gorev|g\u00f6rev|is|rol|amac)\w*(?:in|un|iniz|unuz)\b|\byeni (?:gorev|rol)(?:in|un)\b",
    r"\btugas(?:mu| kamu| anda| awak| engkau)? (?:yang )?(?:sebenarnya|sesungguhnya|sebenar|asli(?:mu)?|sejati)\b|\btugas baru(?:mu| kamu| anda)\b",
    r"\bnhiem vu (?:that su |thuc su |that |thuc |moi |chinh )?cua ban (?:thuc ra |that ra |bay gio )?(?:la|:)|\bnhiem vu (?:that su|thuc su) cua ban",
    r"\b(?:adevarata|reala|noua) (?:ta )?(?:sarcina|misiune|rol)\b|\bsarcina ta (?:reala|adevarata)\b",
    r"\b(?:todellinen|oikea|uusi|varsinainen) tehtavasi\b|\b(?:valodi|igazi|uj) feladatod\b|\bkazi yako (?:halisi|ya kweli|mpya)\b"
    r"|\b(?:tunay|totoong|bagong) (?:gawain|trabaho|tungkulin) mo\b",
    r"(?:тво\w*|ваш\w*) (?:настоящ\w*|истинн\w*|реальн\w*|действительн\w*|нов\w*|подлинн\w*) (?:задач\w*|рол\w*|мисси\w*|работ\w*)"
    r"|(?:тво\w*|ваш\w*) (?:справжн\w*|істинн\w*|реальн\w*|нов\w*) (?:завданн\w*|рол\w*|місі\w*|робот\w*)",
    r"(?:πραγματική|πραγματικη|αληθινή|αληθινη|νέα|νεα) σου (?:αποστολή|αποστολη|δουλειά|δουλεια|εργασία|εργασια|δουλειά)"
    r"|(?:πραγματικός|πραγματικος|αληθινός|αληθινος|νέος|νεος) σου (?:ρόλος|ρολος|σκοπός|σκοπος|στόχος|στοχος)",
    r"(?:המשימה|התפקיד|העבודה) (?:האמיתית|האמיתי|החדשה|החדש) שלך|(?:המשימה|התפקיד) שלך (?:באמת|האמיתית|האמיתי|עכשיו)",
    r"(?:مهمتك|وظيفتك) (?:الحقيقية|الفعلية|الجديدة)|دورك (?:الحقيقي|الفعلي|الجديد)",
    r"(?:وظیفه|کار|نقش|ماموریت|مأموریت)(?: ی| ِ)? (?:واقعی|اصلی|جدید) (?:تو|شما)|(?:وظیفه|نقش|کار)(?: ی)? واقعی ?(?:ات|ت)"
    r"|(?:تمہارا|آپ کا) (?:اصل|حقیقی|نیا) (?:کام|مقصد|کردار)",
    r"(?:तुम्हारा|आपका|तेरा) (?:असली|वास्तविक|सच्चा|नया) (?:काम|कार्य|मकसद|उद्देश्य|रोल)|(?:तुम्हारी|आपकी) (?:असली|वास्तविक|नई) (?:भूमिका|ज़िम्मेदारी|जिम्मेदारी)"
    r"|(?:তোমার|আপনার) (?:আসল|প্রকৃত|নতুন) (?:কাজ|দায়িত্ব|ভূমিকা)",
    r"(?:你|您)(?:真正|实际|實際|真实|真實)的(?:任务|任務|工作|职责|職責|角色|使命)|(?:你|您)的(?:真正|实际|實際|真实|真實|新)(?:任务|任務|工作|职责|職責|角色|使命)"
    r"|(?:你|您)现在的(?:任务|角色)是|(?:你|您)現在的(?:任務|角色)是",
    r"あなたの(?:本当の|真の|実際の|本来の|新しい)(?:仕事|任務|役割|タスク|使命)",
    r"(?:너의|네|당신의|니) (?:진짜|진정한|실제|새로운|새) (?:임무|역할|업무|과제)|(?:진짜|실제) 임무는",
    r"(?:หน้าที่|งาน|ภารกิจ)(?:ที่แท้จริง|จริงๆ)ของคุณ",
)
#: "… is different / another": the real task set against the one given; with ``_REAL_TASK`` unambiguous.
_TASK_DIFFERS = (
    r"\b(?:aufgabe|mission|rolle) (?:ist )?eine andere\b|\b(?:mission|tache|role) est (?:differente|different|autre)\b"
    r"|\b(?:tarea|mision|funcion) es (?:otra|diferente|distinta)\b|\b(?:compito|ruolo) e (?:un altro|diverso)\b"
    r"|\b(?:tarefa|missao|funcao) e (?:outra|diferente)\b|\b(?:taak|opdracht|rol) is (?:anders|een andere)\b"
    r"|\b(?:zadanie|rola) (?:jest )?inn[ea]\b|\b(?:uppgift|roll) (?:ar|er) en ann(?:an|en)\b|\b(?:opgave|oppgave) er en ann?en\b"
    r"|\b(?:ukol|uloha|role) je jin[aye]\b|\b(?:sebenarnya|asli(?:mu)?) (?:berbeda|lain)\b|\bcua ban (?:la )?khac\b",
    r"(?:задача|роль) (?:—|-)? ?(?:друг(?:ая|ое)|ин(?:ая|ое))|(?:завдання|роль) (?:—|-)? ?(?:інш(?:е|а)|зовсім інш)"
    r"|σου (?:αποστολή|δουλειά|ρόλος) είναι (?:άλλη|άλλος|διαφορετική)|שלך (?:שונה|אחרת|אחר)\b|الحقيقية (?:مختلفة|أخرى)"
    r"|(?:असली|वास्तविक) (?:काम|कार्य) (?:कुछ और|अलग)|(?:任务|任務|工作)(?:是)?(?:别的|別的|不同|另外)|(?:仕事|任務)は(?:別|違)",
)
#: "Do not mention this (in your answer) / tell no one": an order kept from whoever reads the
#: answer; weak, as a surprise is kept so too.
_KEEP_QUIET = (
    r"\b(?:erwahne|erwahnen sie) (?:das|dies|es) (?:\w+ ){0,3}?nicht\b|\bsag(?:e)? (?:es )?niemandem\b|\b(?:davon|daruber) nichts (?:sagen|erwahnen)",
    r"\bne (?:le )?mentionne(?:z)? (?:pas|rien|aucun\w*)\b|\bne (?:le )?(?:dis|dites) a personne\b|\bne signale(?:z)? rien\b",
    r"\bno (?:lo |le |se lo )?(?:menciones|mencione|digas|diga) (?:a nadie|nada|esto|al usuario|al revisor)\b|\bno menciones\b",
    r"\bnon (?:lo )?(?:menzionare|dire|dirlo) (?:a nessuno|all'utente|nella risposta)\b|\bnon menzionare\b|\bnon dirlo\b",
    r"\bnao (?:mencione|mencion[ae]s|conte|contes|diga) (?:isso|nada|a ninguem|ao usuario)\b|\bomita (?:isso|as limitacoes)\b",
    r"\b(?:vermeld|noem) (?:dit|het|dat) niet\b|\bniet vermelden\b|\bzeg (?:hier )?niets (?:hierover|over|tegen)\b",
    r"\bnikomu o tym nie mow\b|\bnie wspominaj\b|\bnamn inte (?:detta|det|nagot)\b|\bsig det ikke til nogen\b|\bikke nevn\b|\bnevn ikke\b",
    r"\bnezminuj\w*\b|\bnikomu to nerikej\b|\bbundan (?:kimseye )?bahsetme\b|\bkimseye (?:soyleme|soylemeyin)\b|\bsakin (?:bahsetme|soyleme)\b",
    r"\bnu (?:mentiona|spune nimanui)\b|\bjangan (?:sebutkan|bilang siapa|beritahu siapa|kasih tahu)\b|\bjangan bagitahu\b",
    r"\b(?:d|\u0111)ung (?:nhac (?:d|\u0111)en|noi (?:voi ai|cho ai)|(?:d|\u0111)e cap)\b|\busimwambie mtu\b|\busitaje\b|\bhuwag (?:banggitin|sabihin)\b",
    r"\bala mainitse\b|\bne emlitsd\b",
    r"не упоминай|не говори (?:об этом |никому)|никому не говори|не згадуй|нікому не кажи|μην (?:το )?αναφέρεις|μην (?:το )?πεις σε κανέναν",
    r"אל תזכיר|אל תספר (?:לאף אחד|למשתמש)|لا تذكر|لا تخبر أحدا|لا تخبر (?:أحد|المستخدم)|(?:به این )?اشاره نکن|به کسی نگو|ذکر نکن",
    r"किसी को (?:मत|न) बताना|किसी को मत बताओ|इसका ज़िक्र मत|इसका जिक्र मत|কাউকে বলো না|উল্লেখ করো না",
    r"不要(?:在[^\n。]{0,8})?提到|不要告诉(?:任何人|用户|审校)|別告訴|不要說|不要说|触れないで|言わないで|誰にも言わ|"
    r"아무에게도 말하지|말하지 마|언급하지 마|기록은 남기지 마|อย่าพูดถึง|อย่าบอกใคร",
)
#: "In the summary / review / answer, write that …": an order about the answer in other languages.
_IN_SUMMARY = (
    r"\b(?:in der|in (?:deiner|ihrer)) (?:zusammenfassung|antwort|bewertung|ubersetzung)\b,? (?:\w+ ){0,2}?(?:schreib\w*|sag\w*|erwahn\w*|stell\w*|bezeichne\w*)",
    r"\bdans (?:le|ton|votre|la|ta) (?:resume|reponse|synthese|evaluation|traduction)\b,? (?:\w+ ){0,2}?(?:ecri\w*|di[st]\w*|present\w*|affirm\w*|indiqu\w*|mentionne\w*)",
    r"\ben (?:el|tu|su|la) (?:resumen|respuesta|evaluacion|traduccion|resena)\b,? (?:\w+ ){0,2}?(?:escrib\w*|di\b|diga\w*|present\w*|afirm\w*|indic\w*)",
    r"\bnel(?:la)? (?:tu[oa] )?(?:riassunto|risposta|recensione|valutazione|traduzione|sintesi)\b,? (?:\w+ ){0,2}?(?:scriv\w*|di'|dici|presenta\w*|afferma\w*|indica\w*)",
    r"\bn(?:o|a) (?:seu |sua |teu |tua )?(?:resumo|resposta|avaliacao|traducao|resenha)\b,? (?:\w+ ){0,2}?(?:escrev\w*|diga|diz|apresent\w*|afirm\w*|indiqu\w*)",
    r"\bin (?:de|je|jouw) (?:samenvatting|antwoord|beoordeling|vertaling)\b,? (?:\w+ ){0,2}?(?:schrijf|zeg|vermeld|noem|stel)",
    r"\bw (?:podsumowaniu|odpowiedzi|recenzji|tlumaczeniu)\b,? (?:\w+ ){0,2}?(?:napisz|powiedz|podaj|przedstaw)",
    r"\bi (?:sammanfattningen|svaret|recensionen|oversattningen|sammendraget|svaret|resumeet)\b,? (?:\w+ ){0,2}?(?:skriv|sag|ange|skriv)",
    r"\bv (?:souhrnu|odpovedi|recenzi|prekladu)\b,? (?:\w+ ){0,2}?(?:napis|uved|rekni)|\b(?:ozette|yanitta|cevapta|degerlendirmede)\b,? (?:\w+ ){0,4}?yaz\b",
    r"\b(?:dalam|di) (?:ringkasan|jawaban|ulasan|terjemahan)\b,? (?:\w+ ){0,2}?(?:tulis\w*|katakan|sebutkan)|\btrong (?:ban )?tom tat\b,? (?:\w+ ){0,2}?(?:hay )?(?:viet|noi|ghi)",
    r"в (?:резюме|ответе|рецензии|отзыве|кратком изложении|переводе),? (?:\w+ ){0,2}?(?:напиши|укажи|скажи|представь)"
    r"|у (?:підсумку|відповіді|рецензії|перекладі),? (?:\w+ ){0,2}?(?:напиши|вкажи|скажи)",
    r"(?:στην|στη) (?:περίληψη|απάντηση|αξιολόγηση),? (?:\w+ ){0,2}?(?:γράψε|πες|ανέφερε)|בסיכום,? (?:\S+ ){0,2}?(?:כתוב|תכתוב|ציין)"
    r"|في (?:الملخص|الرد|التقييم|الإجابة)،? ?(?:\S+ ){0,2}?(?:اكتب|قل|اذكر)|در (?:خلاصه|پاسخ|ارزیابی|بررسی)،? ?(?:\S+ ){0,2}?(?:بنویس|بگو)",
    r"सारांश में (?:\S+ ){0,2}?(?:लिखो|लिखें|बताओ)|(?:在|于)(?:摘要|总结|總結|回复|回覆|评审|評審)(?:中|里|裡)[^\n。]{0,6}?(?:写|寫|说|說|称|稱)"
    r"|(?:要約|返信|回答|レビュー)(?:では|で|には)[^\n。]{0,30}?(?:と書いて|と書け|と記載|と述べて)|(?:요약|답변|리뷰)(?:에서|에는|에)[^\n.]{0,30}?(?:라고 (?:써|적어|말해))",
)
#: Text that talks in English about attacks, or asks for a translation or a label ("translate
#: this sentence from an invoice:", "label this as attack or benign:", "our red team tried:"): the
#: notes to the AI and orders in other languages that it quotes are talked about, not made. The
#: rules for them run only on text without such words (a gate that matches when none is there).
_TALK_WORDS = (r"\b(?:translat(?:e|ed|ing|ion)|label(?:s|led|ling|ing)?|classif(?:y|ier|iers|ied|ication)|"
               r"red[- ]?team\w*|unit tests?|test cases?|pytest|injections?|jailbreak\w*|guardrails?|attacks?|attackers?|"
               r"payloads?|phishing|what does (?:this|it) (?:say|mean)|looks? (?:odd|weird|suspicious|fishy)|"
               r"(?:our|the|my) (?:filter|detector|classifier)|flagged|"
               rf"what'?s (?:this|that) in {LANGUAGE_NAMES}|{IN_ANOTHER_LANGUAGE})\b")
#: The same for the rules of other scripts, which need a letter of one (as ``injection_rules`` gates them);
#: that cheap requirement is checked first.
_NOT_TALKED_ABOUT_OTHER = (r"\A(?=[\s\S]*?[^\x00-\u024f\u2000-\u206f\u20a0-\u20cf\u2100-\u2bff\ufe00-\ufe0f\U0001f000-\U0001faff])"
                           rf"(?![\s\S]*?{_TALK_WORDS})")
#: The same for text in Latin letters, which must also hold a word of another language than English
#: (a function word, or "ai"/"ki"/"ia" and the like): most English text skips these rules at once.
_NOT_TALKED_ABOUT_LATIN = (
    r"\A(?=[\s\S]*?\b(?:der|die|das|und|ist|nicht|du|dein\w*|ihr\w*|les|est|une|pas|vous|ton|tes|votre|los|las|que|una|por|tu|tus|"
    r"su|il|di|che|sono|tuo|tua|het|een|niet|je|jij|jouw|jest|nie|twoj\w*|och|att|inte|din|ditt|og|ikke|er|bir|bu|sen|yang|dan|"
    r"tidak|kamu|anda|ini|cua|khong|ni|ang|mga|ja|ei|sinun|az|egy|te|se|ze|jsi|dla|pe|cu|nu|sa|voce|sua|seu|teu|ao|nao|"
    r"icin|ama|ile|yapay|untuk|adalah|jangan|kwa|ya|sau|ki|ai|ia|al|el|le|la|de|en|et)\b)"
    rf"(?![\s\S]*?{_TALK_WORDS})")
_TLDS = ("com", "net", "org", "io", "info", "app", "dev", "xyz", "cc", "site", "example")
_ADDRESS = rf"(?:\b[\w.+-]+@[\w-]+\.[\w.-]+|https?://|\b[\w-]+\.(?:{'|'.join(_TLDS)})\b)"
#: The same for text in other scripts: an ASCII local part, since a word boundary does not set
#: "admin@" apart from the Japanese or Bengali letters written against it.
_ADDRESS_OTHER = rf"(?:(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+\.[a-z0-9.-]+|https?://|(?<![a-z0-9-])[a-z0-9-]+\.(?:{'|'.join(_TLDS)})\b)"


def _any(phrases: tuple[str, ...]) -> str:
    return "(?:" + "|".join(phrases) + ")"


def _split(phrases: tuple[str, ...]) -> tuple[str, str]:
    """The phrases in Latin letters and the others, each as one alternation ("" when none)."""
    parts = [alt for line in phrases for alt in (split_top(line) or [line])]
    latin = "|".join(p for p in parts if p.isascii())
    other = "|".join(p for p in parts if not p.isascii())
    return (f"(?:{latin})" if latin else ""), (f"(?:{other})" if other else "")


#: The cues of other scripts that cannot match without a name of the AI: one gate looks for a name
#: once per text, so text without one pays a single search for all of them, not one each.
_NAMING_THE_AI = {"any:to_the_ai", "any:ai_reading_this", "any:if_you_are_ai", "any:note_to_ai"}


def _names_the_ai(gate: str, name: str) -> str:
    return gate + rf"(?=[\s\S]*?{_AI_O})" if name in _NAMING_THE_AI else gate


def _specs(ascii_text: bool) -> list[tuple[str, str, float, str, Any]]:
    """The cues for text in Latin letters only (``ascii_text``), or for the rest: a Latin phrase
    list is gated by its phrases' literal beginnings, so most English text pays a few ``in``s."""
    specs: list[tuple[str, str, float, str, Any]] = []
    #: Cues that a quotation carries as well as an attack: checked on text that does not talk about it.
    quoted_too = {"any:to_the_ai", "any:ai_reading_this", "any:if_you_are_ai", "any:your_real_task", "any:task_is_another",
                  "any:keep_it_quiet", "any:in_the_summary_say"}
    for family, name, weight, phrases in (
            ("roleplay_jailbreak", "any:no_limits", 0.5, _NO_LIMITS),
            ("roleplay_jailbreak", "any:you_have_no_rules", 0.6, _NO_RULES),
            ("task_hijack", "any:new_instructions", 0.3, _NEW_ORDERS),
            ("roleplay_jailbreak", "any:from_now_on", 0.3, _FROM_NOW),
            ("instruction_override", "any:never_refuse", 0.5, _NEVER_REFUSE),
            ("roleplay_jailbreak", "any:developer_mode", 0.45, _DEV_MODE),
            ("prompt_extraction", "any:your_system_prompt", 0.6, _YOUR_PROMPT),
            ("prompt_extraction", "any:word_for_word", 0.4, _IN_FULL),
            ("indirect", "any:to_the_ai", 0.6, _TO_AI),
            ("indirect", "any:ai_reading_this", 0.8, _AI_READING),
            ("indirect", "any:if_you_are_ai", 0.75, _IF_AI),
            ("task_hijack", "any:your_real_task", 0.55, _REAL_TASK),
            ("task_hijack", "any:task_is_another", 0.4, _TASK_DIFFERS),
            ("indirect", "any:keep_it_quiet", 0.4, _KEEP_QUIET),
            ("indirect", "any:in_the_summary_say", 0.4, _IN_SUMMARY)):
        latin, other = _split(phrases)
        pattern = latin if ascii_text else other
        if pattern:
            gate = (_NOT_TALKED_ABOUT_LATIN if ascii_text else _names_the_ai(_NOT_TALKED_ABOUT_OTHER, name)) if name in quoted_too \
                else pattern if ascii_text else ""
            specs.append((family, name, weight, unicodedata.normalize("NFKC", pattern), gate))
    latin, other = _split(_CONVERSATION)
    words = latin if ascii_text else other
    address = _ADDRESS if ascii_text else _ADDRESS_OTHER
    return specs + [
        ("indirect", "any:note_to_ai", 0.8, _NOTE_TO_AI[0] if ascii_text else _NOTE_TO_AI[1],
         _NOT_TALKED_ABOUT_LATIN if ascii_text else _names_the_ai(_NOT_TALKED_ABOUT_OTHER, "any:note_to_ai")),
        ("exfiltration", "any:conversation_to_address", 0.7,
         rf"{words}[^\n]{{0,150}}?{address}|{address}[^\n]{{0,150}}?{words}", words if ascii_text else ""),
    ]


#: Checked on every text (Latin phrase lists) and on text with other characters (the rest, and
#: the note to the AI and the conversation sent away, whose cue words are mostly not English).
LEXICON_SPECS = _specs(ascii_text=True) + claim_specs(ascii_text=True)
NON_ASCII_LEXICON_SPECS = _specs(ascii_text=False) + claim_specs(ascii_text=False)
