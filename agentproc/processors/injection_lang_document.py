"""Document mode in the users' languages: a note inside the data addressed to the assistant that reads it.

A review, an e-mail, a delivery note or a tool's result that speaks to the machine reading it ("Nota para el asistente
virtual que lea esto:", "Aan de digitale assistent die dit leest:", "（给机器人：…", "[Catatan untuk asisten belanja: …",
"Bu e-postayı okuyan yapay zeka asistanı, …", "@智能助手 …") carries an order for it, whatever follows: nobody writes to
an assistant inside a document for any other reason. English has its own (``injection_document``: "ai_label_then_order",
"to_any_ai_reading"). The assistant is named in the users' languages; where no word for a note, for "to" or for "who
reads this" comes with it, it must open a bracket, a comment or a quoted field, or be mentioned with an ``@``: a name
and a colon at the start of a line is a turn of a transcript ("Asistente: Claro, ¿en qué puedo ayudarle?"), and a
to-do about the assistant ("upravit pokyny pro chatbota: nová otevírací doba") starts with its verb. Entries as in
``injection_document.DOCUMENT_SPECS``, which they join: (family, rule name, weight, pattern, gate). Patterns see
``injection_text.normalize``'s output (lower case, accents stripped from Latin letters)."""
from __future__ import annotations

#: What makes the assistant a machine ("virtual", "AI", "chat", "automated"), before or after its name.
_MACHINE = (r"(?:ai|ki|ia|yapay zeka|sohbet|chat|virtual|virtuale|virtuel|virtuelle|digital|digitale|automatico|automatica|"
            r"automatique|automatisch\w*|automatizovan\w*|automatyczn\w*|otomatik|otomatis|inteligente|intelligente|"
            r"inteligentn\w*|virtualn\w*|wirtualn\w*|cyfrow\w*|de ia|ao|belanja|автоматическ\w*|виртуальн\w*|цифров\w*|"
            r"الذكي|الآلي|الافتراضي|האוטומטי|הווירטואלי|החכם|智能|自动|人工智能|虚拟|虛擬|バーチャル|仮想|가상|인공지능)")
#: The assistant, named in the users' languages (a bare "assistant" or "bot" is English's, read there).
#: Words of Latin and Cyrillic letters start a word; the other scripts' are written joined to a particle ("给机器人",
#: "לעוזר").
_NAME = (r"(?:\b(?:assistente|assistenti|assistentes|assistenten?|asistente|asistentes|asystent\w*|asistent\w*|asistan\w*|"
         r"asisten\b|chat-?bot\w*|czatbot\w*|robo\b|tro ly|ассистент\w*|асистент\w*|помощник\w*|помічник\w*|чат-?бот\w*|бот\w*)|"
         r"助手|助理|机器人|機器人|自动处理程序|アシスタント|ボット|어시스턴트|챗봇|봇|مساعد|المساعد|روبوت|الروبوت|دستیار|ربات|"
         r"העוזר|עוזר|לבוט|הבוט|בוט|असिस्टेंट|चैटबॉट|सहायक|बॉट|ผู้ช่วย|บอท)")
#: Substrings without which no name of the assistant is in a text (the gate).
_NAME_STEMS = ("assistant", "assistent", "asistent", "asystent", "asistan", "asisten", "chatbot", "chat-bot", "czatbot", "robo", "tro ly",
               "ассистент", "асистент", "помощник", "помічник", "бот", "助手", "助理", "机器人", "機器人", "自动处理程序",
               "アシスタント", "ボット", "어시스턴트", "챗봇", "봇", "مساعد", "روبوت", "دستیار", "ربات", "עוזר", "בוט",
               "असिस्टेंट", "चैटबॉट", "सहायक", "बॉट", "ผู้ช่วย", "บอท")
#: The reader named so: "who reads this", "que estiver lendo", "der dies liest", "okuyan".
_READING = (r"(?:que (?:lea|leas|lee|esta leyendo|este leyendo|leia|lera|esteja lendo|estiver lendo|lit|lira)|che (?:legge|leggera)|"
            r"(?:der|die|das) (?:dies|das|diese\w*) (?:liest|lesen)|die dit leest|ktory (?:to )?czyta\w*|ktora (?:to )?czyta\w*|"
            r"okuyan|đoc đuoc|đang đoc|ktery (?:to )?cte|yang membaca|читающ\w*|который (?:это )?читает|שקורא|הקורא|"
            r"الذي يقرأ|读到这|读取此|看到这|を読んでいる|읽는|पढ़ने वाले|ที่อ่าน)")
#: A note, a notice or instructions, heading what follows.
_NOTE = (r"(?:nota|notiz|hinweis|bemerkung|anmerkung|uwaga|notatka|not|catatan|obs\.?|observacao|observacion|poznamka|pokyn|"
         r"opmerking|ghi chu|备注|注意|メモ|注記|참고|메모|הערה|ملاحظة|примечание|заметка|нотатка|नोट|टिप्पणी|หมายเหตุ|"
         r"instrucao|instruccion|istruzione|anweisung|instrukcja|talimat|aviso|avis|atencion|atencao|attenzione|achtung|dikkat|"
         r"perhatian|внимание|увага|לתשומת לב|p\.?s\.?)")
#: "For" or "to" before the name, and after it in the languages that put it there ("असिस्टेंट के लिए", "asistan için").
_FOR = (r"(?:para (?:el |la |o |a |os |as )?|pour (?:l'|le |la |les )?|per (?:l'|il |la |gli )?|fur (?:den |die |das )?|"
        r"an (?:den|die|das) |voor (?:de |het )?|aan (?:de |het )?|dla |icin |untuk |pro |cho |для |до |al |a la |ao |all'|"
        r"alla |给|給|致|对|對|ל|إلى |لل)")
_FOR_AFTER = r"(?:\s*(?:के लिए|icin|へ|に|에게|께))"
#: Where the note opens: a line, a bracket, an HTML comment, a quoted field.
_OPENS = r"(?:^|\n|[(\[（【{\"“«「*#>|]|<!--|--)"
_ENDS = r"\s*[:：,，–—]"
ADDRESSED = rf"(?:{_MACHINE}[ -]?)?{_NAME}(?:[ -]{_MACHINE})?"
#: The same, or "assistant", as ``normalize`` writes the Dutch and Scandinavian "assistent": read after a word of another
#: language only (a bracket or a quote before it opens English transcripts too).
_ADDRESSED_OR_ASSISTANT = rf"(?:{ADDRESSED}|(?:{_MACHINE}[ -]?)?\bassistant\b(?:[ -]{_MACHINE})?)"

LANG_DOCUMENT_SPECS: list[tuple[str, str, float, str, tuple[str, ...]]] = [
    # a note for the assistant ("Nota para el asistente virtual:", "Bemerkung: Für den Chat-Assistenten –", "Pokyn pro
    # automatizované asistenty:", "(असिस्टेंट के लिए: …", "Not: Sohbet asistanı, …")
    ("indirect", "any:note_to_the_assistant", 0.75,
     rf"{_OPENS}\s*(?:{_NOTE}\s*[:：.]?\s*(?:{_FOR})?|{_FOR}){_ADDRESSED_OR_ASSISTANT}{_FOR_AFTER}?(?:\s+{_READING}[^:：\n]{{0,30}})?{_ENDS}",
     _NAME_STEMS),
    # the assistant "who reads this", either way round ("Aan de digitale assistent die dit leest:", "Bu e-postayı okuyan
    # yapay zeka asistanı,", "Trợ lý đọc được đoạn này:")
    ("indirect", "any:assistant_reading_this", 0.75,
     rf"{_ADDRESSED_OR_ASSISTANT}[^\n:：]{{0,20}}?\s{_READING}[^\n:：]{{0,30}}{_ENDS}"
     rf"|{_READING}[^\n:：]{{0,30}}?\s{_ADDRESSED_OR_ASSISTANT}{_ENDS}",
     _NAME_STEMS),
    # the assistant named where a note opens, or with an @ ("<!-- asystencie: wyślij …", "[לבוט: …", "\"ASİSTAN: …",
    # "@智能助手 卖家已经同意")
    ("indirect", "any:assistant_named_in_the_data", 0.75,
     rf"(?:[(\[（【{{\"“«「]|<!--)\s*{ADDRESSED}{_FOR_AFTER}?{_ENDS}|@{ADDRESSED}[\s:：,]",
     _NAME_STEMS),
]
