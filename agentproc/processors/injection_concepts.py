"""Concepts for the learned prompt-injection scorer: the words of many languages that name one
thing (a refund, a limit, checking who someone is, skipping it), read as that thing.

The learned scorer weighs words and pairs of words. Most of what it is trained on is English, so
an attack in Polish or Korean meets few words it has weights for. A concept is a feature shared by
the words of every language that name it ("=verify" for "verification", "Prüfung", "weryfikacja",
"проверка", "doğrulama", "본인 확인" …), and a pair of concepts in one text is a feature too
("=skip =verify"). What the model learns about the concept from English rows then carries to the
other languages.

Entries are written as people write them and read through ``injection_text.normalize`` (lower
case, no accents on Latin letters). In a word list, an entry ending in "-" is the beginning of
words ("verif-": "verify", "verification", "verifizieren"), any other entry a whole word.
Entries in Chinese, Japanese, Korean and Devanagari are looked for anywhere in the text."""
from __future__ import annotations

import re
import unicodedata

from .injection_text import normalize

#: concept → the words naming it, in English, German, French, Spanish, Italian, Portuguese, Dutch,
#: Polish, Swedish, Russian, Ukrainian, Turkish, Arabic, Hindi, Chinese, Japanese and Korean.
_WORDS = {
    "ignore": """ignore ignoring disregard- forget forgetting vergiss vergessen ignorier- oublie oubliez oublier olvida olvide
        olvidar ignora ignore ignorez ignoriere dimentica dimenticare esqueca esquece esquecer negeer vergeet zignoruj- ignoruj-
        zapomnij glom glöm strunta игнорир- проигнорир- забудь забудьте забыть забуд- ігноруй- yoksay- unut- تجاهل- انس
        नज़रअंदाज़ भूल 忽略 无视 無視 忘记 忘掉 忘れ 무시 잊어""",
    "instructions": """instruction- anweisung- consigne- instruccion- istruzion- instruc- instructie- instrukcj- instruktion-
        инструкц- указани- інструкц- talimat- تعليمات- निर्देश- 指令 指示 지시 명령""",
    "rules": """rule rules regel- règle- regla- regol- regra- zasad- regler- правил- kural- قواعد قاعدة नियम- 规则 規則 ルール 규칙
        policy policies richtlinie- politique- politica- beleid polityk- политик- politika- سياسة नीति 政策 ポリシー 정책""",
    "previous": """previous prior earlier vorherig- bisherig- précédent- anterior- anteriores preceden- vorige eerdere eerder
        poprzedni- tidigare предыдущ- прежн- попередн- önceki السابق- पिछल- 之前 以前 前の 先の 이전""",
    "system": """system systems sistem- système- sistema- systeem система- системн- نظام सिस्टम 系统 系統 システム 시스템""",
    "authority": """admin- manager managers supervisor- vorgesetzt- leiter- gérant- responsable gerente- direttore responsabile
        beheerder- leidinggevend- kierownik- przełożon- chef chefen руководител- менеджер- администрат- начальник- yönetici-
        müdür- مدير- مسؤول- प्रबंधक मैनेजर अधिकारी 经理 管理员 主管 管理者 上司 マネージャー 관리자 매니저 상사 police polizei
        policía polizia polícia politie policj- полици- поліц- polis- شرطة पुलिस 警察 경찰""",
    "staff": """staff employee- mitarbeiter- personnel employé- empleado- personale dipendent- funcionári- medewerker-
        personeel- pracownik- personel- anställd- сотрудник- персонал- працівник- çalışan- موظف- कर्मचारी 员工 職員 スタッフ 직원
        internal intern interne internen interno interna internos internas wewnętrzn- внутрен- внутрішн- dahili داخلي आंतरिक
        内部 내부""",
    "refund": """refund- erstatt- rückerstatt- rembours- reembols- devolución devolucion rimbors- zwróć restitu- terugbetal- zwrot-
        återbetal- возврат- верните вернуть поверн- iade- استرداد- रिफ़ंड रिफंड धनवापसी 退款 退钱 返金 払い戻 환불""",
    "limit": """limit limits limited- grenze- höchstbetrag- plafond- limite- tope limiet- limitu limitów limity gräns- лимит-
        предел- ліміт- لحد الحد حد सीमा 限额 上限 限度 额度 한도""",
    "exceed": """exceed- beyond above über überschreit- dépass- au-dessus supera- exced- encima oltre acima boven overschrijd-
        powyżej przekrocz- överstig- сверх превыш- выше перевищ- aşan aşarak aşmak üzerinde يتجاوز تجاوز फ़ाज़िल अधिक ऊपर
        超过 超出 超え 초과 넘는 넘어""",
    "verify": """verif- identity identit- authentic- authentif- prüfung überprüf- kontroll- contrôle- comprob- verifica-
        controll- controleer- weryfik- sprawdz- провер- верифик- подтвержд- перевір- підтвердж- doğrula- kimlik- تحقق- التحقق
        सत्यापन जाँच जांच पहचान 验证 核实 身份 確認 認証 본인 인증 확인""",
    "skip": """skip- bypass- circumvent- without ohne überspring- umgeh- sans saute sauter contourn- sin saltar salta saltate
        omit- senza aggira- sem pular pule ignorar zonder overslaan omzeil- bez pomiń pomin obejd- obejść utan hoppa без
        пропуст- обойд- обойти обход- пропуст olmadan atla- geç بدون تخطى تخطي बिना छोड़ 跳过 绕过 无需 不用 省略 なしで
        スキップ 없이 건너뛰 생략""",
    "secret": """password- passwort- kennwort- contraseña- senha- wachtwoord- hasło- hasła lösenord- пароль- пароля şifre- المرور السر
        पासवर्ड 密码 密碼 パスワード 비밀번호 비번 pin key keys api secret- geheim- secreto secreta segret- sigilos- tajn- hemlig- секрет-
        gizli سري سرية गुप्त 秘密 机密 機密 비밀 token- credential- zugangsdaten schlüssel clé clave chiave chave sleutel klucz
        nyckel ключ anahtar- مفتاح कुंजी 密钥 キー""",
    "reveal": """reveal- disclose- print show tell display zeig- verrat- nenn- gib montre- révèle- révéler affiche- dis-moi
        muestra- revela- dime mostra- rivela- dimmi mostre diga toon vertel pokaż pokaz ujawnij podaj visa avslöja berätta
        покажи раскрой- скажи выдай розкрий- скажіть göster- açıkla- söyle- اكشف أظهر اعرض أعطني बताओ बताइए दिखाओ 显示 告诉
        透露 泄露 見せ 教えて 表示 보여 알려""",
    "customers": """customer- client- kunde- kunden klient- cliente- clienti klant- kund- клиент- клієнт- müşteri- عملاء العملاء
        عميل ग्राहक 客户 客戶 顧客 お客様 고객 users user nutzer- utilisateur- usuario- utent- gebruiker- użytkownik- пользовател-
        kullanıcı- مستخدم- उपयोगकर्ता 用户 ユーザー 사용자""",
    "everyone": """all every everyone alle allen jeder tous toutes todos todas tutti tutte wszystk- alla все всех всі усіх tüm
        hepsi bütün جميع كل सभी सारे 所有 全部 すべて 全て 全員 모든 전체""",
    "send": """send- forward- export- email- schick- sende- senden exportier- weiterleit- envoie- envoyer export- transfér-
        envía envia enviar exporta- reenvía invia- inviare esporta- inoltra- envie stuur- exporteer- doorstur- wyślij wyslij
        eksport- prześlij skicka exporter- отправ- экспорт- перешл- надішл- gönder- aktar- أرسل ارسل صدر भेज 发送 发给 导出
        送って 送信 エクスポート 보내 내보내""",
    "urgent": """immediately now urgent- asap sofort jetzt dringend- immédiatement maintenant inmediatamente ahora urgente subito
        immediatamente agora imediatamente onmiddellijk natychmiast teraz pilnie genast direkt немедленно сейчас срочно
        негайно зараз терміново hemen şimdi acil فورا الآن तुरंत अभी 立即 马上 立刻 すぐ 今すぐ 즉시 지금 당장""",
    "threat": """review reviews complaint- lawyer- sue chargeback- report publish- bewertung- beschwerde- anwalt verklag- avis
        plainte avocat publier reseña queja abogado demanda publicar recensione reclamo avvocato pubblic- reclamação advogado
        recensie klacht advocaat opinia skarg- prawnik recension klagomål advokat отзыв- жалоб- юрист- адвокат суд- відгук-
        скарг- şikayet- avukat- yorum- شكوى محامي शिकायत वकील 投诉 律师 差评 弁護士 口コミ 訴え 고소 변호사 리뷰 신고""",
    "mode": """mode modus modo modalità tryb- режим- modu- وضع मोड 模式 モード 모드 debug- maintenance wartung- mantenimiento
        manutenzione onderhoud konserwac- обслуживан- bakım- صيانة रखरखाव 维护 メンテナンス 점검 유지보수""",
    "pretend": """pretend- roleplay role-play imagine persona stell finja finge finge-se doe alsof udawaj låtsas представь-
        притворись уяви gibi davran- تظاهر नाटक 假装 扮演 ふり 演じ 척 역할""",
    "approve": """approv- authoriz- authoris- genehmig- autorisier- freigegeben approuv- autoris- aprob- autoriz- approvat-
        autorizz- aprov- goedgekeurd- geautoriseerd zatwierdz- autoryz- godkän- одобр- разреш- санкцион- дозвол- схвал-
        onay- yetki- موافق- مصرح- अनुमोदित मंज़ूर मंजूर 批准 授权 承認 許可 승인 허가""",
    "exception": """exception- override- ausnahme- excepción excepcion eccezion- exceção exceçao uitzondering- wyjąt- undantag-
        исключени- виняток istisna- استثناء अपवाद 例外 예외""",
    "other_person": """friend- colleague- neighbour- neighbor- wife husband partner freund- kollege- kollegin nachbar- ami amie
        collègue voisin- amigo- amiga- compañer- vecin- amico amica collega vicin- colega- vizinh- vriend- buurman buurvrouw
        przyjaci- koleg- sąsiad- vän kollega granne друг- подруг- коллег- сосед- колег- сусід- arkadaş- komşu- صديق- زميل- جار
        दोस्त पड़ोसी 朋友 同事 邻居 友達 同僚 친구 동료 이웃""",
    "contact": """address- e-mail email phone adresse telefon- direccion dirección correo teléfono indirizzo endereço telefone
        adres telefoon адрес- телефон- почт- адреса телефону عنوان هاتف पता फ़ोन फोन 地址 电话 邮箱 住所 電話 メール 주소 전화
        이메일""",
    "hidden": """hidden versteckt- verborgen- caché cachée oculto oculta nascost- escondid- ukryt- dold скрыт- прихован- gizli
        مخفي छिपा 隐藏 隠れ 숨겨""",
}


#: Scripts whose words ``\\w+`` does not take whole: written without spaces (Chinese, Japanese,
#: Korean's syllables glued to endings) or with vowel signs that part a word (Devanagari).
_ANYWHERE_SCRIPT = re.compile(r"[\u0900-\u097f\u2e80-\u9fff\uac00-\ud7af]")


def _read(entry: str) -> str:
    """An entry as ``normalize`` leaves it in running text. (Alone, a short Cyrillic word made of
    letters shaped like Latin ones would be read as a disguised Latin word.)"""
    latin = all(c.isascii() or unicodedata.name(c, "").startswith("LATIN") for c in entry)
    return normalize(entry) if latin else entry.lower()


def _tables() -> tuple[dict[str, str], dict[str, str], tuple[int, ...], tuple[tuple[str, str], ...]]:
    whole: dict[str, str] = {}
    starts: dict[str, str] = {}
    anywhere: list[tuple[str, str]] = []
    for concept, entries in _WORDS.items():
        for entry in entries.split():
            if _ANYWHERE_SCRIPT.search(entry):
                anywhere.append((_read(entry), concept))
            elif entry.endswith("-") and len(entry) > 2:
                starts[_read(entry[:-1])] = concept
            else:
                whole[_read(entry)] = concept
    return whole, starts, tuple(sorted({len(s) for s in starts})), tuple(anywhere)


_WHOLE, _STARTS, _LENGTHS, _ANYWHERE = _tables()


def concepts_of_word(word: str) -> tuple[str, ...]:
    """The concepts one word of normalised text names (most words: none)."""
    found = [_WHOLE[word]] if word in _WHOLE else []
    for n in _LENGTHS:
        if n > len(word):
            break
        concept = _STARTS.get(word[:n])
        if concept is not None and concept not in found:
            found.append(concept)
    return tuple(found)


#: Words read so far, those of them that name a concept, and what they name: a text's words are
#: then matched in two set operations, and only a word never seen before is read letter by letter.
#: Forgotten past ``_MEMO_MAX`` words (a process reading every language's vocabulary stays bounded).
_MEMO_MAX = 1 << 17
_known: set[str] = set()
_naming: set[str] = set()
_named: dict[str, tuple[str, ...]] = {}


def concepts(words: set[str], norm: str) -> set[str]:
    """The concepts named in normalised text ``norm`` whose distinct words are ``words``."""
    new = words - _known
    if new:
        if len(_known) > _MEMO_MAX:
            _known.clear()
            _naming.clear()
            _named.clear()
        for w in new:
            named = concepts_of_word(w)
            if named:
                _named[w] = named
                _naming.add(w)
        _known.update(new)
    found = {c for w in words & _naming for c in _named.get(w) or concepts_of_word(w)}
    if not norm.isascii() and _ANYWHERE_SCRIPT.search(norm):
        found.update(concept for entry, concept in _ANYWHERE if entry in norm)
    return found


def concept_features(words: set[str], norm: str) -> set[str]:
    """Each concept named ("=refund"), and each pair of them ("=limit =refund")."""
    names = sorted("=" + c for c in concepts(words, norm))
    return set(names) | {a + " " + b for i, a in enumerate(names) for b in names[i + 1:]}
