"""Where a rule's match sits, for the injection heuristics: quotes in a message about attacks,
chat markup in talk about templates or in code, documents pasted into a message, and the
literal stems that gate a family of rules cheaply."""
from __future__ import annotations

import re
from functools import lru_cache

from .injection_reports import THIRD_PERSON_BEFORE as _THIRD_PERSON_BEFORE, answer_label, in_prompt_literal, instruction_of_a_task, instructions_on_a_thing, kept_record, refused_in_the_record, reported, set_aside_by_the_writer, status_line_at, template_slot
from .injection_takeback import own_words_taken_back, to_be_translated
from .injection_screen import Cue, relaxed, whole_cue
from .injection_vocabulary import IN_ANOTHER_LANGUAGE

#: Quoted text: what a message quotes (to ask about it, translate it, test a filter) is not
#: an order to the assistant when the message around it is a question *about* it. An apostrophe
#: inside a word ("don't … i'm") opens or closes no quote, nor does the value of an assignment,
#: a markup attribute or a JSON field (``x = '…'``, ``alt="…"``, ``"notes": "…"``).
_QUOTED = re.compile(r"(?<![a-z=])(?<!= )(?<!\": )'(?:[^'\n]|(?<=[a-z])'(?=[a-z])){6,300}'(?![a-z])|(?<!=)(?<!= )(?<!\": )\"[^\"\n]{6,300}\"|«[^»\n]{6,300}»|“[^”\n]{6,300}”|”[^”\n]{6,300}”|»[^»\n]{6,300}»|‘[^’\n]{6,300}’|‚[^‘’\n]{6,300}[‘’]|„[^“”\n]{6,300}[“”]|`[^`\n]{6,300}`|「[^」\n]{2,200}」")
#: Words about a quoted attack in other languages (as ``normalize`` leaves them: lower case, no accents on Latin
#: letters): a report or incident, a test case's input and expected result, what a user typed, a translation, an example
#: or phrase, a training, security, why, blocked, refused, prompt injection, how it is said in another language, curiosity.
_ABOUT_ELSEWHERE = (
    # what it means, reporting it, text written in white
    r"bedeutet|bedeutung|melden|gemeldet|signifie|veut dire|significa|quiere decir|quer dizer|betekent|oznacza|znaczy|"
    r"означает|значит|weisser schrift|wei\u00dfer schrift|texte blanc|texto blanco|testo bianco|"
    r"gepostet|was soll das|gefahrlich|betyder|vad betyder|ne demek|anlam[iı]|yazm[iı]s|zette|plaatste|wat is dat|stimmt das|e vero|"
    # someone posting it, and what moderators should do about it; whether what a friend said is true
    r"repete|sanctionn\w*|bannir|banear|sancionar|пише|пишет|написал\w*|банит\w*|банить|забанит\w*|c'est vrai|es verdad|e verdade|"
    r"klopt dat|stammer det|czy to prawda|ho visto|j'ai vu|habe \w+ gesehen|he visto|vi um|ik zag|jag sag|widzial\w*|bericht\w*|vorfall\w*|testfall\w*|eingabe|erwartet\w*|schrieb|geschrieben|abgewiesen|austrick\w*|reinleg\w*|was hei(?:ss|ß)t|wie hei(?:ss|ß)t|auf deutsch|zinnen|testset|regressietest\w*|bekommen|erhalten|recu|recibi|ricevuto|recebi|ontvangen|kreeg|dostalem|dostalam|otrzymal\w*|ald[iı]m|sizden mi|suspect|sospechos\w*|sospett\w*|suspeit\w*|verdachtig\w*|podejrzan\w*|misstankt\w*|supheli|tippte|eingegeben|ubersetz\w*|satz|schulung\w*|"
    r"sicherheit\w*|warum|blockiert\w*|abgelehnt|lehnte|rapport\w*|incidents?|cas de test|entree|attendu\w*|a ecrit|a tape|"
    r"tradu\w*|formation|pourquoi|bloque\w*|refuse|informe|incidente|caso de prueba|entrada|esperad\w*|escribio|"
    r"tecleo|frase|capacitacion|por que|bloquead\w*|rechaz\w*|se considera|caso di test|atteso|ha scritto|"
    r"formazione|sicurezza|perche|bloccat\w*|rifiut\w*|relatorio|caso de teste|esperado|escreveu|digitou|"
    r"treinamento|seguranca|recus\w*|testgeval|invoer|verwacht|voorbeeld\w*|schreef|typte|vertaal\w*|zin|beveiliging|"
    r"waarom|geblokkeerd|weigerde|vertalen|vertaling|peligros\w*|pericolos\w*|dangereu\w*|perigos\w*|gevaarlijk\w*|"
    r"niebezpieczn\w*|опасн\w*|tehlikeli|incydent\w*|przypadek testowy|wejscie|oczekiwan\w*|przyklad\w*|wpisal\w*|"
    r"napisal\w*|przetlumacz\w*|tlumacz\w*|zdani\w*|szkoleni\w*|bezpieczenstw\w*|dlaczego|zablokowan\w*|odmowil\w*|"
    r"golpe|estafa|fraude|arnaque|escroquerie|betrug|truffa|oplichting|oszustwo|dolandiricilik|formacion|diapositiva\w*|diapo|slajd\w*|слайд\w*|inyeccion\w*|injecao|iniezion\w*|injektion\w*|injectie\w*|wstrzykiwan\w*|инъекц\w*|enjeksiyon\w*|sagt man|dit-on|se dice|si dice|zeg je|se diz|jak sie mowi|как сказать|как будет|nasil denir|neugier\w*|curiosidad|curiosidade|nieuwsgierig\w*|любопытств\w*|merak\w*|"
    # someone tricking the assistant or chatbots with it, asked about out of curiosity ("on peut vous piéger en écrivant …", "Funkar det på dig?")
    r"pieger|piege\w*|ingannat\w*|ingannare|oszuka\w*|curiosite|curiosita|ciekawosc\w*|frasi tipo|proteggete|chatbots|chattbottar|chatbotter|engan\w*|misleid\w*|lura|lurar|snyde|snyder|funkar det|werkt dat|funciona contigo|"
    r"testovaci|vstup|ocekavan\w*|priklad\w*|napsal\w*|preloz\w*|vet[ay]|skoleni|bezpecnost\w*|proc|zablokovan\w*|"
    r"odmitl\w*|rapor\w*|olay\w*|girdi|beklenen|ornek\w*|yazdi|cevir\w*|cumle\w*|egitim\w*|guvenlik\w*|neden|"
    r"engellen\w*|reddetti|caz de test|intrare|asteptat\w*|exemplu|a scris|fraza|instruire|securitate|de ce|blocat\w*|"
    r"refuzat|indata|forvantat|exempel|skrev|skriver|oversatt\w*|mening|utbildning|sakerhet|varfor|blockerad|vagrade|lyder du|"
    r"schreibt|gehorchst|ecrit|escribe|obedeces|scrive|obbedisci|escreve|obedece|schrijft|gehoorzaam\w*|pisze|posluchasz|"
    r"laporan|insiden|kasus uji|masukan|diharapkan|contoh|menulis|terjemah\w*|kalimat|pelatihan|keamanan|mengapa|kenapa|"
    r"diblokir|menolak|bao cao|su co|dau vao|vi du|dich|dao tao|bao mat|tai sao|bi chan|tu choi|ripoti|tukio|mfano|"
    r"aliandika|tafsiri|sentensi|mafunzo|usalama|kwa nini|alikataa|отч[её]т\w*|зв[іи]т\w*|[іи]нцидент\w*|"
    r"тест\w*|написано|жалу\w*|вход|вх[іи]д|ожидаем\w*|оч[іи]куван\w*|пример\w*|приклад\w*|написал\w*|написав\w*|ввел|вв[іи]в|перевед\w*|"
    r"перевод\w*|перекла\w*|фраз\w*|обучени\w*|навчан\w*|безопасност\w*|безпек\w*|почему|чому|"
    r"заблокирован\w*|заблокован\w*|отказал\w*|в[іи]дмовив\w*|вида|αναφορ\w*|συμβ[αά]ν\w*|παρ[αά]δειγμ\w*|"
    r"μετ[αά]φρ\w*|φρ[αά]σ\w*|εκπα[ιί]δευσ\w*|ασφ[αά]λει\w*|γιατ[ιί]"
)
_ABOUT = whole_cue(r"\bwhy would (?:anyone|someone|somebody|people|they|a user|an attacker)\b|"
                    # asked what it means when someone writes it, or what the assistant would do
                    r"\bwhy (?:someone|somebody|anyone|people|a user|an attacker) (?:would|might|could) (?:write|type|send|say|use|try)\b|"
                    r"\bwhat (?:would|should|do|will) you do if (?:someone|somebody|anyone|a user|a customer|i) (?:told|tells|asked|asks|"
                    r"said|says|wrote|writes|typed|types|sent|sends)\b|\bvuol(?:e)? dire\b|\bwould you (?:actually |really )?(?:do|follow|obey) (?:it|that)\b|"
                    r"\bthe (?:kind|sort) of thing (?:you(?:'re| are)|bots are|ais are) (?:trained|built|designed|taught|meant) to\b|"
                    # a parent's or a reader's question about something seen ("should I be worried?", "does that still work?")
                    r"\b(?:worr(?:y|ied|ies|ying)|saw|seen|came across|come across|ran into|sends?|sending|forums?|threads?|reddit|"
                    r"social media|(?:does|do|would|did|could|will) (?:that|this|it|these|those)(?: kind of thing| sort of thing| trick)?"
                    r" (?:still |actually |really |even )?work)\b|\b(?:attacks?|injections?|jailbreak\w*|detect\w*|filter\w*|block\w*|defen[cds]\w*|mitigat\w*|"
                    r"examples? of|an example|for example|classif\w*|paper|research|glossary|security|red[- ]team\w*|pen ?test\w*|"
                    r"considered|called|phrase|strings?|villain|novel|story|poem|song|lyrics|joke|limerick|haiku|sketch|comic|too literally|"
                    r"(?:users?|people|someone|customers?|visitors?|students?|they) (?:sometimes|often|always|usually|keep|still|occasionally|"
                    r"regularly|constantly) (?:type|enter|paste|send|try)|titled|entitled|ballad|couplets|verses?|rhym\w*|white text|white font|tiny font|invisible text|attempts? like|log(?:s|ging)?|glosario|glossaire|glossar|seguridad|securite|sicherheit|"
                    r"ataques?|attaques?|angriffe?|"
                    # reported, translated or moderated text: someone else's words, talked about
                    r"wrote|typed|sent|posted|submitted|pasted|tried|received|got a message|"
                    r"translat\w*|traduc\w*|[ü]bersetz\w*|means?|meaning|(?:put|say|write|turn) (?:this|it|that) (?:in|into) plain (?:english|language)|still a thing|regex\w*|regular expressions?|catch(?:es)?|"
                    r"match(?:es|ed|ing)?|flag\w*|ban|moderat\w*|spam\w*|abus\w*|(?:answer|react) to|"
                    # text handed over for editing
                    r"rewrit\w*|rephras\w*|reword\w*|proofread\w*|edit|polish|shorten|simpl(?:e|er|ify)|clearer|shorter|re\.compile|patterns|sound (?:more|less|friendlier|nicer)|grammar|"
                    # text held up as an example: what others say, post or slip into documents
                    r"(?<!by )say(?:s|ing)|said|tweet\w*|posts?|(?:stuff|things|text|messages?|something|lines?|prompts?) like|such as|"
                    r"contain(?:s|ing)?|hid(?:e|es|ing)|fall(?:s)? for|dangerous|malicious|suspicious|weird|label\w*|"
                    r"dataset|categori[sz]\w*|categor(?:y|ies)|scam\w*|phishing|writes|appear(?:ed|s)|(?:was|were) (?:in|inside|found in) (?:the|a|an|this|our)|showed up|turned up|(?:not |un)acceptable|attackers?|researchers?|incidents?|awareness|training|exercise|quiz|"
                    # what a bot did with it, and where it was found
                    r"(?:someone|somebody|a (?:user|customer|guest|visitor)|people|they) (?:left|put|planted|inserted|slipped|stuck)|"
                    r"how (?:do|can|should) (?:we|i) (?:stop|prevent|block|handle|deal with)|alt text|"
                    r"manipul\w*|trick\w*|explain like|repl(?:y|ied|ies) to|by refusing|refused (?:it|to)|found (?:this|it)|vulnerab\w*|posting|"
                    r"report (?:them|it|this|users?)|phrases|e\.g|expected|test(?:s|ing)?|susceptib\w*|threat model|"
                    r"red flags?|lecture|slides?|seminar|(?:in|into) (?:the|my|our|a) (?:system )?prompt|draft\w*|"
                    r"(?:writ(?:e|ing)|reviewing|testing|improving|editing|tuning) (?:the|a|an|our|my|this) (?:\w+ )?(?:system )?prompt|wording|(?:my|our) (?:\w+ )?(?:system )?prompt|rate|score|risky|"
                    r"(?:don't|do not|never) (?:follow|obey|act on|execute) it|contained|hidden|pytest|unittest|sanitis\w*|sanitiz\w*|"
                    r"escap(?:e|ed|es|ing)|aimed at|targeting|(?:is|was) (?:this|that|it) (?:a|an)|payloads?|(?:naive|earlier|failed) attempts?|"
                    r"typ(?:es|ing)|telling it|asking it|refused|memes?|(?:got|received) (?:this|that)|examples? like|the line|a line|end(?:ed|s) with|describ\w*|beispiel\w*|ejemplos?|exemples?|"
                    # a question whether the assistant holds against it, or how the words are said elsewhere
                    r"protect\w*|(?:this|that|these|those) (?:kind|sort|type)s? of (?:thing|attack|trick|message|stuff)|known (?:\w+ )?patterns?|"
                    r"(?:read|heard) (?:that|about)|how (?:do|would|can|should) (?:you|i|we|one) (?:say|write|spell|phrase)|forward(?:ing|ed) (?:this|it)|"
                    r"(?:definitely|surely|probably) not (?:from )?you|is (?:this|that|it) (?:really )?(?:from )?you|"
                    # a request to put it into another language, or a child's question whether bots can be "jailbroken"
                    rf"{IN_ANOTHER_LANGUAGE}|(?:asked|asks|wondered|wonders|wondering) (?:me )?(?:whether|if)|"
                    r"real or (?:fake|not|a scam)|fake or real|unknown number|(?:is|was) (?:that|this|it) true|(?:way|how) to say|what(?:'s| is) the \w+ (?:word |phrase )?for|counts? as|is (?:this|it|that) legit)\b"
                    # the same in other languages: reports, test cases, inputs typed, translations, trainings
                    r"|\b(?:" + _ABOUT_ELSEWHERE + r")\b"
                    # and in scripts without spaces between words, or whose marks break words for \b
                    r"|무슨 뜻|뜻이|올렸|本当|打つと|真的吗|真的嗎|يعني|احتيال|كتب أحد|攻撃|攻击|フレーズ|短语|注入|脱獄|越狱|翻訳|翻译|意味|意思|例文|例子|例如|のような例|危険|危险|インジェクション|공격|문구|번역|의미|예시|"
                    r"报告|報告|听说|來騙|来骗|防范|事件|测试|測試|输入|輸入|预期|預期|示例|句子|培训|培訓|为什么|為什麼|拒绝|拒絕|インシデント|テスト|入力|期待|研修|"
                    r"セキュリティ|なぜ|拒否|断っ|という依頼|訳し|訳す|英語で|英語に|英訳|どう言|इंजेक्शन|लिखकर|अंग्रेज|कैसे लिख|कैसे कह|보고서|사고|테스트|입력|예상|문장|교육|보안|거절|تقرير|حادث|مثال|ترجم|عبارة|جملة|تدريب|أمن|لماذا|رفض|"
                    r"דוח|אירוע|דוגמ|תרגמ|תרגום|משפט|הדרכה|אבטחה|סירב|گزارش|حادثه|ترجمه|جمله|آموزش|امنیت|چرا|رد کرد|रिपोर्ट|घटना|उदाहरण|"
                    r"अनुवाद|वाक्य|प्रशिक्षण|सुरक्षा|क्यों|प्रतिवेदन|ঘটনা|উদাহরণ|অনুবাদ|বাক্য|প্রশিক্ষণ|নিরাপত্তা|রিপোর্ট|รายงาน|เหตุการณ์|"
                    r"ตัวอย่าง|แปล|ประโยค|อบรม|ความปลอดภัย|ทำไม|ปฏิเสธ")
#: Chat templates are also what developers write about.
_TEMPLATE_TALK = re.compile(r"chat_template|bos_token|eos_token|add_generation_prompt|템플릿|テンプレート|模板|\b(?:template|tokeni[sz]er|format(?:s|ting|ted)?|python|code|function|parse|build|wrap\w*|markers?|"
                            # a token seen where it should not be, asked about
                            r"what is (?:that|this|it)|get rid of|at the end of (?:an?|the|every|each|our|my)|(?:keeps?|started) (?:showing|appearing)|"
                            r"shows? up|in (?:the|our|my) (?:output|preview|responses?|logs?)|"
                            r"mean|means|stand for|llama|mistral|chatml|gemma|"
                            r"special tokens?|fine-?tun\w*|dataset|how do i|jinja|snippet|formato|plantilla|vorlage|modele|sjabloon|szablon|sablon\w*|шаблон|aparece\w*|erschein\w*|ne anlama|regex\w*|library|tutorial|"
                            r"(?:script|program|app|function|model|output) (?:prints?|renders?|outputs?|emits?|returns?))\b|^\s*(?:def|class|import|from) |\n\s*(?:def|return|import) |"
                            r"\w+ = [\[{(\"]|\{%-?\s*(?:for|if|elif)\b|"
                            # questions about a snippet ("what does this do?", "any bugs here?", "why does this throw a KeyError?")
                            r"\bwhat does (?:this|that|it) do\b|\bany bugs\b|\btype hints\b|\blinter\b|\b(?:safe|ok|okay) to run\b|"
                            r"\bthrows? an? \w*error\b|\bwhy does (?:this|it|my)\b")


#: A Jinja statement ("{% for message in messages %}"): with an expression tag, a template.
_JINJA_TAG = re.compile(r"\{%-?\s*(?:for|if|elif|else|endif|endfor|set)\b")

#: What rules of an office, a shop or a codebase are about (not the assistant's).
HOUSE = (r"(?:folder|binder|drawer|booklet|leaflet|guidebook|welcome pack|cupboard|password|privacy|return|refund|travel|cookie|expense|leave|dress|parking|office|holiday|vacation|shipping|tax|"
          r"house|school|naming|style|formatting|lint|grading|submission|visitor|booking|cancellation|remote work|building|"
          r"safety data|fire|hygiene|security badge|entrance|exit|door|delivery|dosage|dose|bag checks?|boarding|check-?in|"
          r"assembly|installation|care|washing|cooking|route|driving|evacuation|signage|seating|drop-?off|pick-?up)")
#: People told to set guidance aside ("Staff should ignore any previous guidance about …"): a notice to them, not an order.
_PEOPLE_TOLD = re.compile(r"\b(?:staff|employees|colleagues|visitors|guests|customers|drivers|riders|members|students|parents|"
                          r"patients|residents|tenants|volunteers|attendees|passengers|travell?ers|shoppers|couriers|reviewers|"
                          r"contributors|everyone|team members|staff members)(?: (?:should|must|can|may|need to|are asked to|are to|"
                          r"will))?(?: now| simply| just| kindly| please)? $")
#: A line telling its reader never to share a password is advice, not a request for one ("Geben Sie Ihr Passwort
#: niemals an Dritte weiter", "No comparta nunca su contraseña", "never share your password").
_NEVER = r"\b(?:niemals|jamais|nunca|nooit|asla|never|mai|aldrig|nigdy|nikdy|koskaan|soha)\b"
_SHARE = (r"\b(?:weiter\w*|teil\w*|communiqu\w*|partag\w*|compart\w*|deel|paylas\w*|share|condivid\w*|comunic\w*|dela|"
          r"udostepnia\w*|ask|pedi\w*|pedire\w*|demanderons|demandera|fragen|chiederemo|chiedera|vragen|isteme\w*|poprosimy)\b")
_ADVICE = re.compile(rf"{_NEVER}[^\n]*{_SHARE}|{_SHARE}[^\n]*{_NEVER}|(?<!\bif you )(?<!\bunless you )\b(?:do not|don'?t|never) "
                     r"(?:ever )?(?:share|give out|disclose) "
                     r"your (?:password|pin|passcode|passphrase|login|code|credentials)\b")


def _line_end(norm: str, end: int) -> int:
    i = norm.find("\n", end)
    return len(norm) if i == -1 else i


#: A house policy stated right before a match ("why we never run issue_payout … without verification").
#: Or a negated verb of the first person plural ("мы не делаем …", "no hacemos …"); orders are in the second person.
_HOUSE_NEVER_BEFORE = re.compile(r"(?:\b(?:we|staff|agents?|employees|nobody|no one) (?:never|don'?t|do not|must not|mustn'?t|"
                                 r"should not|shouldn'?t|cannot|can'?t|may not)|\bне (?:\w+(?:ем|им|ём)|(?:можем|должны) \w+)\b"
                                 r"|\bnie \w+(?:imy|emy|amy)\b|\b(?:no|nunca|não|nao|non) \w+(?:amos|emos|imos|iamo)\b"
                                 r"|\b(?:nous|on) n[e'] ?\w+ (?:jamais|pas|plus)\b|\bwir (?:\w+ )?(?:nie|niemals|keine?n?|nicht)\b"
                                 r"|\bwe (?:\w+ )?(?:nooit|geen|niet)\b) (?:\w+ ){0,3}\w*\Z")
#: A house word right before a match ("the parking rules are suspended"): an office's rules, not the model's.
_HOUSE_BEFORE = re.compile(rf"\b{HOUSE} $")
#: The user's own earlier instructions ("forget the previous instructions I gave you about the format").
_MINE_AFTER = re.compile(r" (?:that |which )?i (?:gave|sent|wrote|provided|typed|listed|mentioned|added)\b|"
                         # what the user said or asked ("forget everything I said, I was looking at the wrong month")
                         r" (?:that |which )?i(?:'ve| have)? (?:said|asked|asked for|requested)(?: (?:earlier|before|so far|just now|above))?(?=[,.;:!]|$| and i\b| i\b)|"
                         # what the user and the assistant talked about ("drop everything we discussed about the car claim")
                         r" (?:that |which )?we (?:discussed|talked about|covered|went over|said)\b|"
                         # the same with a misspelt or another verb ("everything we discuused about the viewing")
                         r" (?:that |which )?we [a-z]{3,}ed about\b|"
                         r" (?:that |which )?i (?:told you|said|asked for) (?:about|regarding|on|for)\b|"
                         r" (?:te |le |les |vous |ti |lhe )?(?:dije|escribi|pedi|mencione|ai dit|ai ecrit|ai demande|ho detto|"
                         r"ho scritto|ho chiesto|eu disse|disse|escrevi)\b")
#: The user's own instructions or an office's inside the match ("disregard my earlier instructions",
#: "these rules override the previous house rules"), or an office's after it ("supersede all
#: previous instructions on travel expenses").
_MINE_OR_HOUSE_IN = re.compile(rf"\bmy (?:own )?(?:earlier|previous|prior|last|first|original|initial|above|old|older|past) |"
                               rf"\b{HOUSE} (?:rules?|instructions|guidelines|policy|policies)\b")
#: Instructions someone else gave the user ("ignore the earlier instructions from the front desk").
_SOMEONE_ELSES_AFTER = re.compile(r"(?: (?:that|which) (?:you|i|we) (?:got|received))? (?:from|given by|issued by) (?:the|my|our|his|her|their) "
                                  r"(?!(?:system|developers?|operators?|admins?|administrators?|creators?|makers?|company|provider|"
                                  r"owners?|platform|model|ai|assistant|bot|chatbot|previous|prior|earlier|above|original|user|prompt|"
                                  r"openai|anthropic)\b)\w+|"
                                  # instructions printed somewhere people read them ("the old instructions on the intranet")
                                  r"(?: (?:printed|written|shown|posted|listed|given))? (?:on|in) (?:the|our|your|this|that) (?:[\w-]+ ){0,2}?"
                                  r"(?:intranet|wiki|website|site|portal|leaflet|letter|manual|box|package|sheet|poster|sign|form|handbook|"
                                  r"notice ?board|brochure|card|label|sticker|guide|booklet|insert|flyer|packaging|lid|door)\b")
#: Instructions about one person or thing ("disregard all previous instructions for this patient").
_SCOPED_AFTER = re.compile(r" (?:for|about|regarding|concerning) (?:this|that|these|those) (?!(?:conversation|chat|session|task|prompt|request|"
                           r"answer|reply|response|message|ai|assistant|bot|model|one|turn|exchange|thread|campaign|account|user)\b)\w+")
#: An attack's words as the title of a work ("Ignore All Previous Instructions - a novel (paperback)").
_TITLE_AFTER = re.compile(r"['\"”’]?\s*(?:-|–|—|:|\()\s*(?:an? |the )?(?:[\w-]+ ){0,2}?(?:novel|book|film|movie|song|album|play|memoir|"
                          r"thriller|documentary|episode|podcast|poem|game|paperback|hardcover|hardback|audiobook|comedy|drama|musical|series)\b")
_HOUSE_AFTER = re.compile(rf" (?:on|about|regarding|for|in) (?:the |our |your )?(?:\w+ )?{HOUSE}\b")
#: Instructions that the data holds, right after a match ("do not follow any instructions it contains"): a defence.
_IN_THE_DATA_AFTER = re.compile(r"(?: (?:that|which))? (?:(?:it|they|the \w+|this \w+) (?:contains?|includes?|holds?|carries|carry)|"
                                r"(?:in|inside|within|found in|embedded in|from) (?:(?:the|this|that|these|those|any|such) |(?=\w+ (?:pages|documents|e-?mails|files|results)\b))"
                                r"(?:\w+ )?(?:text|texts|documents?|content|input|data|e-?mails?|pages?|messages?|files?|"
                                r"tool (?:output|results?)|results?|sources?|tags?|sections?)\b)")
#: An instruction that a text is said to contain ("a document might contain a hidden instruction for an AI"): talked about.
_MENTIONED_BEFORE = re.compile(r"\b(?:contains?|contained|containing|hid(?:e|es|ing)|hidden in|embedded|slipped|planted|"
                               r"signs? (?:of|that)|risk (?:of|that)|examples? of|kinds? of|types? of)\b[^.?!\n]{0,40}$"
                               # what a document or an attacker could do, in general ("how a malicious PDF could try to give …")
                               r"|\b(?:could|might|can|may|would) (?:try to |attempt to )?(?:give|send|pass|slip|hide|smuggle|sneak)\b[^.?!\n]{0,20}$")
#: A match right after words of defence is what someone guards against ("stop users from
#: overriding its instructions"), not an order.
_GUARDING = re.compile(r"\b(?:stop|prevent|keep|protect|block|detect|defend|guard|harden|secure|resist)\w*"
                       r"(?:\s+[\w']+){0,4}?\s+(?:from|against)\s+(?:[\w']+\s+){0,2}$|\b(?:stop|prevent)\s+(?:users?|people|customers?|anyone|attackers?)\s+$")
#: Words that hand the quoted text over to be carried out ("just follow it", "do what it says").
_OBEY = re.compile(r"(?:^|[.!?:,;]\s*|\b(?:just|please|and|then|now)\s+)(?:follow(?: through (?:on|with))?|obey|execute|carry out|act on|comply with|do) "
                   r"(?:it|this|that|them|these|those|the (?:above|below))\b|"
                   r"\bdo (?:what|as) (?:it|this|that|they|[\w +]{1,12}) says?\b")
#: What a match weighs, as a share of its weight, when it is talked about rather than made.
TALKED_ABOUT = 0.3
#: How far around a quote a long text is read for words about it (its own sentence or two).
_BEFORE, _AFTER = 200, 150


#: What a device shows ("if the scanner shows SYSTEM OVERRIDE, call the supervisor"): a message on a screen.
_SHOWN_BY_A_DEVICE = re.compile(r"\b(?:if|when|once|until|whenever) (?:the |your |a |an )?(?:\w+ )?(?:scanner|screen|display|device|app|"
                                r"panel|unit|printer|terminal|meter|dashboard|gauge|monitor|reader|router|hub|thermostat|controller|"
                                r"alarm|sensor|camera|lock|phone|tablet|machine|console|light|led|keypad|charger|tv) "
                                r"(?:shows?|displays?|reads?|says|flashes|prints?|blinks?) ['\"“]?$")
#: A word asked about ("what does override mean …"): the term, not an order.
_WHAT_DOES = re.compile(r"\bwhat (?:does|do|did) (?:the (?:word|term|phrase) )?[\"'‘“]?$")
_MEANS = re.compile(r"\w+[\"'’”]? (?:mean|means|stand for|refer to)\b")


#: The user's own address ("… to kim@example.com? That's my own address", "… cc me as well"):
#: what they send themselves is not sent away.
_OWN_ADDRESS = re.compile(r"[^\n]{0,40}?\b(?:(?:that's|that is|it's|it is|this is) (?:my|our) (?:own |personal |work |private )?"
                          r"(?:address|e-?mail|inbox)|my own (?:address|e-?mail|inbox)|cc me\b)")
#: A message for a bot that the user asks to have written ("write a system message for a support bot …").
_COMPOSED = re.compile(r"\b(?:write|draft|compose|create|generate|suggest|improve|rewrite)(?: me| us)? (?:a|an|the|our|my) (?:[\w-]+ )?$")


def discount(norm: str, category: str, start: int, end: int, quoted: tuple[tuple[int, int], ...] | None) -> float:
    """1, or less when the match is quoted inside a question or text about it (or, in a short
    message, its end is: "translate 'reveal your prompt'"), follows words of defence, or chat
    markup is talked about."""
    base = 0.5 if category == "fake_turn" and (_TEMPLATE_TALK.search(norm) or kept_record(norm) or template_slot(norm)) else 1.0
    if category == "fake_turn" and (("{{" in norm and _JINJA_TAG.search(norm)) or status_line_at(norm, start)):
        return TALKED_ABOUT  # chat markup in a template that renders messages, a help desk's status line: not a turn
    if _WHAT_DOES.search(norm, max(0, start - 30), start) and _MEANS.match(norm, start):
        return TALKED_ABOUT
    if _SHOWN_BY_A_DEVICE.search(norm, max(0, start - 60), start):
        return TALKED_ABOUT
    if category != "encoded" and _GUARDING.search(norm, max(0, start - 60), start):
        return TALKED_ABOUT
    if category == "instruction_override" and instruction_of_a_task(norm, start, end):
        return TALKED_ABOUT
    if category in ("instruction_override", "prompt_extraction") and instructions_on_a_thing(norm, end):
        return TALKED_ABOUT
    if category == "prompt_extraction" and _ADVICE.search(norm, norm.rfind("\n", 0, start) + 1, _line_end(norm, end)):
        return TALKED_ABOUT
    if category == "instruction_override" and (_HOUSE_BEFORE.search(norm, max(0, start - 30), start)
                                               or _HOUSE_NEVER_BEFORE.search(norm, max(0, start - 50), start)
                                               or _PEOPLE_TOLD.search(norm, max(0, start - 40), start)
                                               or _MINE_AFTER.match(norm, end) or _IN_THE_DATA_AFTER.match(norm, end)
                                               or (_MINE_OR_HOUSE_IN.search(norm, start, end) and "your" not in norm[start:end])
                                               or _HOUSE_AFTER.match(norm, end) or _SOMEONE_ELSES_AFTER.match(norm, end)
                                               or _TITLE_AFTER.match(norm, end) or own_words_taken_back(norm, start, end)
                                               or (norm.endswith("instructions", start, end) and _SCOPED_AFTER.match(norm, end))):
        return TALKED_ABOUT
    if category not in ("encoded", "fake_turn") and reported(norm, start, end):
        return TALKED_ABOUT
    if category in ("instruction_override", "task_hijack") and set_aside_by_the_writer(norm, start, end):
        return TALKED_ABOUT
    if category != "encoded" and (refused_in_the_record(norm, start) or in_prompt_literal(norm, start, category)):
        return TALKED_ABOUT
    if category == "exfiltration" and _OWN_ADDRESS.match(norm, end):
        return TALKED_ABOUT
    if category == "indirect" and _COMPOSED.search(norm, max(0, start - 40), start):
        return TALKED_ABOUT
    if category == "indirect" and answer_label(norm, start) and kept_record(norm):
        return TALKED_ABOUT  # the label of an answer in a transcript kept as a record, not a note to the model
    if category in ("instruction_override", "prompt_extraction", "roleplay_jailbreak", "exfiltration") and _THIRD_PERSON_BEFORE.search(
            norm, max(0, start - 90), start):
        return TALKED_ABOUT
    if category in ("instruction_override", "prompt_extraction", "roleplay_jailbreak", "exfiltration") and to_be_translated(norm, start, end):
        return TALKED_ABOUT
    if category in ("indirect", "instruction_override", "prompt_extraction") and _MENTIONED_BEFORE.search(
            norm, max(0, start - 80), start):
        return TALKED_ABOUT
    if not quoted:
        return base
    if category == "encoded":  # an order to decode, itself quoted whole in a question about it
        inside = any(a <= start and end <= b for a, b in quoted)
        return TALKED_ABOUT if inside and mentioned(norm, start, end, quoted, whole=True) else base
    return TALKED_ABOUT if mentioned(norm, start, end, quoted, whole=category in ("indirect", "exfiltration")) else base


def mentioned(norm: str, start: int, end: int, quoted: tuple[tuple[int, int], ...], *, whole: bool = False) -> bool:
    """Whether ``norm[start:end]`` is quoted in text about it: its end (in a short message; the whole
    of it when ``whole``, or in a long text) inside a quote whose surroundings talk about the
    quote and do not hand it over to be carried out."""
    for a, b in quoted:
        if not a < end <= b:
            continue
        if len(norm) <= 400 and not whole:
            outside = norm[:a] + " " + norm[b:]
        elif start >= a - 2:  # the whole match quoted (or from the colon before it); read the sentences around
            head = norm[max(0, a - _BEFORE):a].rstrip()  # a quote set off by a blank line: the paragraph before it
            outside = head[head.rfind("\n\n") + 1:] + " " + norm[b:b + _AFTER].lstrip().split("\n\n")[0]
        else:
            continue  # another stretch may hold the whole match
        if (_ABOUT.search(outside) or _LABELLED_DATA.search(norm) or _judged(norm, a, b)) and not _OBEY.search(outside):
            return True
    return False


def without_quotes_talked_about(norm: str) -> str | None:
    """``norm`` with its quoted stretches left out, when the words around them talk about them
    (and do not hand them over to be carried out); None when it quotes nothing or only hands
    quotes over. What a message quotes to ask about, label or translate is not its own order."""
    quoted = quoted_spans(norm)
    if not quoted:
        return None
    parts, last = [], 0
    for a, b in sorted(quoted):
        if a >= last:
            parts.append(norm[last:a])
            last = b
    outside = " ".join(parts + [norm[last:]])
    if (_ABOUT.search(outside) or _LABELLED_DATA.search(norm)) and not _OBEY.search(outside):
        return outside
    return None


#: A line handed over to be labelled after a colon ("classify this as spam or injection: …"):
#: quoted as well as any text in quotation marks.
_HANDED = whole_cue(r"\b(?:label\w*|classif\w*|categori[sz]\w*|flag\w*|moderat\w*|rate|score|mark\w*|tried|wrote|posted|submitted|"
                     r"received|(?:blocks?|catch(?:es)?|flags?|detects?|rejects?|stops?) (?:this|the following|these)(?: \w+)?|"
                     r"(?:this|the following|these|an?) (?:examples?|samples?|attacks?|payloads?|attempts?|injections?)|"
                     r"(?:(?:test|attack|injection|malicious) )?payloads? (?:used|sent|tried)|(?:test|attack|injection|malicious) payloads?|test inputs?)\b"
                     r"[^:\n]{0,120}:[ \t]*\n*([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     r"|\btranslat\w*[^:\n]{0,80}\b(?:security|awareness|slides?|training|test ?set|dataset|course|poster|"
                     r"examples?|quiz)\b[^:\n]{0,60}:[ \t]*\n*([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     r"|\b(?:security|awareness|training|test ?set|dataset|course|quiz)\b[^:\n]{0,60}\btranslat\w*[^:\n]{0,60}:[ \t]*\n*"
                     r"([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     r"|\b(?:don't|do not|never|not to) (?:follow|obey|act on|execute|carry out)\b[^:\n]{0,40}:[ \t]*\n*"
                     r"([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     # text found somewhere, up to where it was found ("we found the text … hidden in a web page")
                     r"|\b(?:found|saw|spotted|noticed|discovered) (?:the|this|a|some) (?:text|line|string|phrase|sentence) "
                     r"([^\n]{6,300}?)(?= (?:hidden|buried|embedded|tucked|placed|written) (?:in|inside|on|at)\b| in (?:a|an|the|our|their|one|some) )"
                     # a test case's input, with what is expected on the next line
                     r"|(?m:^)[ \t]*(?:input|invoer|eingabe|entrada|entree|wejscie|girdi|vstup|ingresso|indata)[ \t]*:[ \t]*([^\n]{6,300})"
                     r"(?=\n[ \t]*(?:expected|verwacht|erwartet|attendu|esperado|oczekiwan\w*|beklenen|ocekavan\w*|atteso|forvantat)\w*\b)"
                     # lines after a sentence saying where they were found ("found this in a pdf. what is it trying to do?")
                     r"|\b(?:found|saw|spotted|received|got|noticed)\b[^\n]{0,100}[?:][ \t]*\n*([^\n]{6,300}(?:\n[^\n]{1,300}){0,10})"
                     # a block set off by lines of dashes after words about it ("our log flagged this comment:")
                     r"|:[ \t]*\n-{3,}[ \t]*\n([\s\S]{6,1500}?)\n-{3,}[ \t]*(?:\n|$)"
                     # a fenced block right after a question about it ("our detector flagged this. a false positive?")
                     r"|\b(?:flag\w*|detect\w*|false positive|injection|jailbreak|attack|suspicious|malicious|classif\w*|label\w*|"
                     r"phishing|scam)\b[^`\n]{0,200}\n```[^\n]*\n([\s\S]{6,1500}?)\n?```")


def _cue(pattern: str) -> Cue:
    """A ``Cue`` whose RE2 reading takes a word character for any non-space (RE2 knows only ASCII ones):
    it finds a match wherever Python does (its word boundaries stand next to ASCII letters)."""
    return Cue(pattern, fast=relaxed(pattern.replace("\\w", "\\S")))


#: Values of assignments and JSON fields, which are quotations only in labelled data and tests
#: (``{"text": "…", "label": "injection"}``, ``msg = "…"`` then ``assert detector.is_attack(msg)``).
_VALUE = re.compile(r"(?:= ?|\": ?)(\"[^\"\n]{6,300}\"|'[^'\n]{6,300}')")
_LABELLED_DATA = _cue(r"\"(?:label|labels|annotator|category|expected\w*|is_attack|verdict|class)\"\s*:|\bassert\b|"
                      r"\bexpect\(|\bdescribe\(['\"]|\bit\(['\"]|\bexpected=\w|"
                      r"\bdef test_|\bexpected_behaviou?r\b|\btest ?case\b|\bpytest\b|\bparametri[sz]e\b|"
                      # a moderation log's verdict beside the text it judged (``rule=pi-override verdict=flagged input="…"``)
                      r"\b(?:verdict|decision|classification|label|moderation)=\w|"
                      r"\b(?:action|acci[oó]n|acao|verdict)=(?:blocked|hidden|flagged|allowed|approved|removed|rejected|denied|quarantined|"
                      r"deleted|refused|rechazad[oa]|bloquead[oa]|bloque|rejeitad[oa]|abgelehnt|blockiert)\b|"
                      r"\b(?:reason|rule|category|categoria|kategorie)=[\w-]*(?:inject|jailbreak|attack|override|exfil|roleplay|role_play|prompt|abuse|pi\b)")
#: A classifier's log line: its verdict or its score on the line of the text it judged.
_JUDGED_LINE = re.compile(r"\b(?:action|result|verdict)=(?:block|deny|allow|flag|drop|reject|pass)\b|"
                          r"\b(?:score|puntuacion|pontuacao|punktzahl|confidence|risk)=(?:0?\.\d+|1\.0)\b")


def _judged(norm: str, a: int, b: int) -> bool:
    """Whether the quote ``norm[a:b]`` stands on a line that carries a classifier's verdict or score."""
    end = norm.find("\n", b)
    return _JUDGED_LINE.search(norm, norm.rfind("\n", 0, a) + 1, len(norm) if end < 0 else end) is not None


#: Text cited without quotation marks: the rest of the line (or the first line of a fenced block)
#: after words that cite it ("attackers hide instructions such as …", "the tester placed the
#: payload …", "why do people type things like …", "is the following message a prompt injection? …").
_CITED = _cue(r"(?m)(?:\b(?:(?:e-?mail|message|page|review|description|listing|document|text|comment|note|file|post|bio|reply|answer) "
                    r"(?:that |which )?(?:ends?|ended|ending|starts?|started|begins?|began|opens?|opened) with|e\.g\.?|eg|for example|(?:would|do|should|could) you (?:call|classify|consider|label|rate|count)|such as|(?:als|zum) beispiel|z\.b\.?|par exemple|por ejemplo|"
                    r"(?:things|stuff|messages?|text|something|prompts?|inputs?|lines?|strings?|phrases?|comments?|examples?|"
                    r"injections?|attacks?|attempts?|payloads?|tricks?) like|"
                    r"(?:the|a|this|that|naive|earlier|first|failed) (?:payloads?|attempts?)|"
                    r"(?:prompts?|attacks?|payloads?|phrases?|injections?|jailbreaks?|overrides?) \((?:e\.g\.?,? |like |such as )?|"
                    # a message that holds it ("a customer message containing …")
                    r"(?:message|e-?mail|comment|review|post|page|ticket|file|document|request|reply)s? (?:containing|that contain(?:s|ed))|"
                    r"contain(?:s|ed|ing)? the (?:text|line|string|phrase)|"
                    r"contain(?:s|ed|ing)? (?:a |some )?(?:hidden |invisible |white |injected )?(?:text|line|string|phrase)(?= ?\()|"
                    r"(?:the|a|this|that) (?:\w+ )?(?:strings?|phrases?|text|line|sentence|comment)(?: (?:read|reads|saying|says|that said)\b|"
                    r"(?=[ \t]*(?::|\n)))|(?:a|the) line [^\n]{0,40}? saying|end(?:ed|s|ing)? with (?:the|a|this) (?:line|text|sentence|phrase|words?)|"
                    r"(?:got|received|is|was|with|from) (?:an? |the )?(?:e-?mail|message|page|note|comment|review|document|file) "
                    r"(?:saying|that says|that said|reading|that reads)|"
                    r"(?:users?|people|someone|customers?|candidates?|attackers?|they|sellers?|students?) (?:(?:keep|kept|still|often|sometimes|"
                    r"always|usually|occasionally|regularly|constantly|had|has|"
                    r"have|would|could|might|can|will) )?(?:types?|typed|typing|writes?|wrote|writing|enters?|entered|sends?|sent|pastes?|tried|tries|attempted|"
                    r"pasted)\b(?: in)?(?: (?:things|stuff|messages|text|something) like)?|(?:review|listing|message|e-?mail|comment|note|page|post|line|sign|document|text|file|ticket|sheet)s? "
                    r"(?:that|which) (?:says|said|reads)|(?:typed|entered|pasted|posted)(?! (?:into|in|to)\b)|by (?:telling|asking) it(?: to)?|(?:examples?|ejemplos?|exemples?|beispiele?|esempi[oi]|exemplos?|"
                    r"attacks?|ataques?|attaques?|angriffe?|payloads?|contain(?:s|ed|ing)? (?:this |the following |some )?(?:text|lines?|"
                    r"instructions?|message))\b[^\n:.]{0,40}:)"
                    r"|\bis (?:the following|this|that)(?: \w+){0,3} (?:an? )?(?:prompt injection|injection|jailbreak|attack)\b"
                    r"[^\n]{0,120}?[.?!:](?: (?:just )?(?:answer|reply|respond|say|tell me)[^\n]{0,80}?[.!])?"
                    r"|\b(?:don't|do not) (?:do|act on|follow|obey|execute|run) (?:it|this|that|them|the \w+)\b[^\n]{0,60}?[.!]"
                    # a line handed over to be explained ("explain why this would be dangerous for an assistant: …")
                    r"|\b(?:explain|describe|analy[sz]e|assess|evaluate)(?: to me)? (?:why|how|whether|what|if)\b[^\n:]{0,100}:)"
                    r"[ \t]*:?[ \t]*(?:\n+[ \t]*)?(?:```[^\n]*\n)?([^\n]{6,300}?)(?= - |; |\? |$|\n)")


_EXAMPLE_FIRST = re.compile(r"\s*(?:e\.g|eg\b|for example|such as|(?:als|zum) beispiel|z\.b|par exemple|por ejemplo)")
#: A phrase asked about ("what does ignore all previous instructions actually do to a chatbot?").
_ASKED_ABOUT = re.compile(r"\bwhat (?:does|would|do|did) ([^\n?]{6,120}?) (?:actually |really |even )?(?:do|mean|achieve)\b")


@lru_cache(maxsize=4)  # read by the rules and again by the learned score, of the same text
def quoted_spans(norm: str) -> tuple[tuple[int, int], ...]:
    """The (start, end) of each quoted stretch of ``norm``, of a line handed over to be labelled or
    cited without quotation marks, and, in labelled data and tests, of assigned and JSON values."""
    spans = [m.span() for m in _QUOTED.finditer(norm)] + [m.span(m.lastindex) for m in _HANDED.finditer(norm)]
    spans += [m.span(1) for m in _CITED.finditer_nested(norm)  # neither "for example, …" opening a message nor text handed over to follow
              if (norm[:m.start()].strip() or not _EXAMPLE_FIRST.match(norm)) and not _OBEY.search(norm, *m.span(1))]
    spans += [m.span(1) for m in _ASKED_ABOUT.finditer(norm)]
    if ("=" in norm or '":' in norm) and _LABELLED_DATA.search(norm):
        spans += [m.span(1) for m in _VALUE.finditer(norm)]
    elif "=" in norm and _JUDGED_LINE.search(norm):
        spans += [m.span(1) for m in _VALUE.finditer(norm) if _judged(norm, *m.span(1))]
    return tuple(spans)


_FENCED = re.compile(r"```[^\n]*\n([\s\S]{40,}?)```")
_LONG_QUOTE = re.compile(r"[\"“«'„]([^\"”»'“]{200,})[\"”»'“]")
_LEAD_IN = re.compile(r"^[^\n]{0,200}?(?:summari[sz]e|translate|analy[sz]e|review|proofread|rewrite|explain|answer|read|check|"
                      r"here is|below is|the following)[^\n]{0,100}?:\s*\n([\s\S]{200,})", re.I)


def pasted_parts(text: str) -> list[str]:
    """Documents pasted into a message: fenced blocks, long quotes, what follows "summarise this:"."""
    parts = [m.group(1) for m in _FENCED.finditer(text)][:4]
    parts += [m.group(1) for m in _LONG_QUOTE.finditer(text)][:4]
    lead = _LEAD_IN.match(text)
    if lead:
        parts.append(lead.group(1))
    return parts


_META = set("\\()[]?*+{}|.^$")


def split_top(pattern: str) -> list[str] | None:
    """The top-level alternatives of ``pattern`` (None when it is not a plain alternation)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    return parts + [pattern[start:]] if depth == 0 else None


def literal_stems(pattern: str) -> tuple[str, ...] | None:
    """Literal beginnings every match of ``pattern`` starts with (None when some alternative
    has none of at least three characters): a gate made of them is checked with ``in``."""
    alternatives = split_top(pattern[5:-1] if pattern.startswith("\\b(?:") and pattern.endswith(")") else pattern)
    stems: list[str] = []
    for alt in alternatives or [None]:  # type: ignore[list-item]
        if alt is None:
            return None
        alt = alt[2:] if alt.startswith("\\b") else alt
        if alt.startswith("(?:"):
            depth, end = 0, -1
            for j, c in enumerate(alt):
                depth += (c == "(") - (c == ")")
                if depth == 0:
                    end = j
                    break
            inner = literal_stems(alt[3:end]) if end > 0 else None
            if inner is None:
                return None
            stems += inner
            continue
        lit = ""
        for c in alt:
            if c in _META:
                if c in "?*{" and lit:
                    lit = lit[:-1]
                break
            lit += c
        if len(lit) < 3:
            return None
        stems.append(lit)
    return tuple(sorted(set(stems)))
