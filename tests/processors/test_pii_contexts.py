"""PIIDetector: values decided by the words and the layout around them (an SSN's label in a form or
a few words before it, an address in a URL or a log, a phone in a CSV cell or after an area code
and a slash, card groups parted by wide gaps or emoji, a password after a user name), the same
decision in a stream even when what names the value was released long before it, and numbers
that the words around them make something else."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from tests.processors.driver import run_stream, streamed_text, text_stream

# (type, text, the value that must be masked)
_AZURE = ("DefaultEndpointsProtocol=https;AccountName=shopfiles7;AccountKey=" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z" * 2
          + "Ab3dEf6hIj9kLm2nOp5qRs==;EndpointSuffix=core.windows.net")
_TEAMS = ("https://shop.webhook.office.com/webhookb2/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d@6a7b8c9d-0e1f-4a2b-8c3d-"
          "4e5f6a7b8c9d/IncomingWebhook/0123456789abcdef0123456789abcdef/9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f")
FOUND = [
    ("us_ssn", 'Tax ID (SSN): "521449382" please', "521449382"),
    ("us_ssn", "<SSN>287654321</SSN>", "287654321"),
    ("us_ssn", "{'name': 'Ana', 'ssn': '287654321'}", "287654321"),
    ("us_ssn", "SSN (USA) = 521 44 9382", "521 44 9382"),  # spaced groups: the word decides, not a phone
    ("us_ssn", "Applicant SSN [521449382] pending", "521449382"),
    ("ip_address", "open http://84.17.203.9/admin in a browser", "84.17.203.9"),
    ("ip_address", "it answers on https://84.17.203.9:8443/health", "84.17.203.9"),
    ("ip_address", "PING host (84.17.203.9) 56(84) bytes of data.", "84.17.203.9"),
    ("ip_address", "remote=::ffff:84.17.203.9 path=/", "::ffff:84.17.203.9"),
    ("ip_address", "[client 2a01:4f8:c0c:1234:5e58:d735:4cc0:2461:51234] AH00126",
     "2a01:4f8:c0c:1234:5e58:d735:4cc0:2461"),  # a port written after the address
    ("phone", "id,name,phone\n7,Ana,+4915112345678,Porto", "+4915112345678"),  # a CSV cell
    ("phone", "Tlf.: (+34) 612 345 678", "(+34) 612 345 678"),
    ("phone", "Rückruf laut Ticket: +41 79 123 45 67 (vormittags)", "+41 79 123 45 67"),
    ("phone", "Rückruf erbeten unter 0711/2345678, am besten morgens", "0711/2345678"),
    ("phone", "T: 09/234.56.78", "09/234.56.78"),
    ("phone", "chiamami al numero 347/1234567", "347/1234567"),
    ("phone", "TEL;TYPE=cell:612345678", "612345678"),
    ("phone", "proszę dzwonić pod numerem 612 345 678", "612 345 678"),
    # Words between a name and its value, wide gaps, emoji, a line break, a user name before a password.

    ("us_ssn", "my ssn is 287654321 if you need it", "287654321"),
    ("us_ssn", "they asked for my social security # again, so I gave them 287654321", "287654321"),
    ("us_ssn", "soc sec 287654321 dob 04/11/1990", "287654321"),
    ("us_ssn", "SS#: 287-65-4321", "287-65-4321"),
    ("us_ssn", "我的美国社会安全号码是287654321，请帮我填表。", "287654321"),
    ("us_ssn", "Mi número de seguro social es 287654321, ¿lo necesitan?", "287654321"),
    ("us_ssn", "INSERT INTO staff (name, ssn, pay) VALUES ('Ana', 'Ruiz', '287654321', 5);", "287654321"),
    ("credit_card", "card 4539  1488  0343  6467 exp 09/29", "4539  1488  0343  6467"),
    ("credit_card", "Amex 3714  496353  98431 on file", "3714  496353  98431"),
    ("credit_card", "here: 4539 🌵 1488 🔥 0343 ⭐ 6467, thanks", "4539 🌵 1488 🔥 0343 ⭐ 6467"),
    ("credit_card", "kaart ||4539|| ||1488|| ||0343|| ||6467||", "4539|| ||1488|| ||0343|| ||6467"),
    ("iban", "IBAN: GB82 WEST 1234\n5698 7654 32\nBIC: WESTGB2L", "GB82 WEST 1234\n5698 7654 32"),
    ("ip_address", "ssh -p 2222 deploy@84.17.203.9", "84.17.203.9"),
    ("phone", "Llámame al 612 345 678 cuando llegues", "612 345 678"),
    ("phone", "το κινητό μου είναι 6912345678, πάρτε με", "6912345678"),
    ("secret", "user dana.k, pass Harbor2023#", "Harbor2023#"),
    ("secret", "my login for the portal is dana.k / Medved1988$", "Medved1988$"),
    ("secret", "note to self: portal user dana.k pw s35SLMq5e%!H1Ys!", "s35SLMq5e%!H1Ys!"),
    ("secret", "parola pentru cont este Tigru.Verde.2024", "Tigru.Verde.2024"),
    ("secret", "le mot de passe du compte c'est Koala@Tigre14", "Koala@Tigre14"),
    ("secret", "lösenordet till portalen är Sked_Soffa_Peppar_40", "Sked_Soffa_Peppar_40"),
    ("secret", "保险网站的密码是Frühling1972。", "Frühling1972"),
    ("secret", "senha do wifi 7RHSXALXPCN3", "7RHSXALXPCN3"),
    ("secret", "Wi-Fi for guests, password: 91463999645663837421", "91463999645663837421"),
    ("secret", "WIFI:T:WPA;S:HOME_3F21;P:HE2YQ5UF47CC;;", "HE2YQ5UF47CC"),
    ("secret", "nyckeln till Datadog är 4e1c72597a03c799f9d3258de1699d1d, lägg in den", "4e1c72597a03c799f9d3258de1699d1d"),
    ("secret", "mysql -u app -p'l1hBr1aRLDPq0LTg6.avX31btm8t' -h db.internal", "l1hBr1aRLDPq0LTg6.avX31btm8t"),
    ("secret", "MONGO_URI=mongodb+srv://app:Nc6gIdxFOG8.BuFZ30Z97HS7@cluster0.ab12c.mongodb.net/db",
     "mongodb+srv://app:Nc6gIdxFOG8.BuFZ30Z97HS7@cluster0.ab12c.mongodb.net/db"),
    ("email", "my email is dana.kowalski_at_gmail_dot_com", "dana.kowalski_at_gmail_dot_com"),
    ("email", 'evading the filter with "d . k o w a l s k i @ g m a i l . c o m" in a bio',
     "d . k o w a l s k i @ g m a i l . c o m"),
    # Table columns, CSV cells, long cards' groupings, labels after a colon, recovery phrases.
    ("us_ssn", "| Applicant | SSN | Status |\n|---|---|---|\n| Ana Ruiz | 287654321 | pending |", "287654321"),
    ("us_ssn", "employee,ssn,dept\nAna Ruiz,287-65-4321,Warehouse", "287-65-4321"),
    ("us_ssn", "Customer verified with social 287654321 and billing zip", "287654321"),
    ("us_ssn", "Soc. Sec. No. 287654321", "287654321"),
    ("credit_card", "donor,card,amount\nAna Ruiz,4539-1488-0343-6467,548.50,monthly", "4539-1488-0343-6467"),
    ("credit_card", "Kaartnummer 4539-148-803-433, geldig tot 05/27.", "4539-148-803-433"),
    ("credit_card", "pay the retainer with 453914-8803436467 please", "453914-8803436467"),
    ("phone", "name,phone,source\nAna Ruiz,0731 788 018,web-form", "0731 788 018"),
    ("ip_address", "接続元IPアドレス：2a0e:b107:48ce:27b0:c72b:a7ac:189f:8a61", "2a0e:b107:48ce:27b0:c72b:a7ac:189f:8a61"),
    ("secret", "net use Z: \\\\fs01\\finance /user:CORP\\svc_backup Harbor5125+", "Harbor5125+"),
    ("secret", "my seed phrase is: among able alarm access accident quantum atom acid arch lemon accuse abuse, help",
     "among able alarm access accident quantum atom acid arch lemon accuse abuse"),
    ("secret", "şifrem Kq8dN#Gb9J=X ama giriş yapamıyorum", "Kq8dN#Gb9J=X"),
    # Groups parted by " - ", an SSN's name after it, names glued to Latin letters, config and table rows.
    ("us_ssn", "Ang SSN ko ay 287 - 65 - 4321.", "287 - 65 - 4321"),
    ("us_ssn", "Please verify: 287654321 is the number shown on your Social Security card.", "287654321"),
    ("us_ssn", "ソーシャルセキュリティ番号：287654321", "287654321"),
    ("credit_card", "Numer karty: 4539 - 1488 - 0343-6467, ważna do 0930", "4539 - 1488 - 0343-6467"),
    ("credit_card", "tenant,unit,card,amount\nAna Ruiz,306,4539148803436467,771.25", "4539148803436467"),
    ("ip_address", "nmap -sV 84.17.203.9", "84.17.203.9"),
    ("ip_address", "IPv6アドレス：::ffff:84.17.203.9", "::ffff:84.17.203.9"),
    ("phone", "Home phone 1-216-504-7723, ext. 7331, work phone the same", "1-216-504-7723, ext. 7331"),
    ("secret", "WiFi密码：TdX59d3*WJK34M05*pXU", "TdX59d3*WJK34M05*pXU"),
    ("secret", '<add key="QBO_CLIENT_SECRET" value="UFwj48LVjLmSaTFhfT7F3tus6kuQ" />', "UFwj48LVjLmSaTFhfT7F3tus6kuQ"),
    ("secret", "| TWILIO_AUTH_TOKEN | `fb7690ee5a16712fc1803805f3f4a1e7` | prod |", "fb7690ee5a16712fc1803805f3f4a1e7"),
    ("secret", "<p>zip password is bTtG6!JseapO.CO</p>", "bTtG6!JseapO.CO"),
    # A taxpayer's identification number and fields named for the SSN, in data and in tables.
    ("us_ssn", '{"payee": "Rosa Lima", "tin": "521449382"}', "521449382"),
    ("us_ssn", "<ss_number>287654321</ss_number>", "287654321"),
    ("us_ssn", "batch=7 tax_id=521449382 status=ok", "521449382"),
    ("us_ssn", "name;tin;plan\nRosa Lima;287654321;gold", "287654321"),
    ("us_ssn", "<dt>TIN</dt><dd>521-44-9382</dd>", "521-44-9382"),
    # Thirteen digits grouped 4-4-5, a phone after "home #", a password ending in "?" before its tag.
    ("credit_card", "carte bancaire 4556 7375 86898, merci", "4556 7375 86898"),
    ("phone", "evening #: 0151 2345 6789", "0151 2345 6789"),
    ("secret", "<pwd>Linden2031?</pwd>", "Linden2031?"),
    ("secret", '{"db": {"user": "etl", "pass": "Ruhr#2031west"}}', "Ruhr#2031west"),
    ("secret", "net user backup Qx7!vR2m /add", "Qx7!vR2m"),
    ("secret", "AZURE_STORAGE_KEY: mQ3n+Vx8TzP1bL0cK9/aR4wE7yHu2s", "mQ3n+Vx8TzP1bL0cK9/aR4wE7yHu2s"),
    ("secret", "rotate SK0a1b2c3d4e5f60718293a4b5c6d7e8f9 today", "SK0a1b2c3d4e5f60718293a4b5c6d7e8f9"),
    # An SSN asked for a few turns earlier; an extension in Japanese; a key named after it; "?" ending the line.
    ("us_ssn", "[09:01] Desk: Could you confirm your SSN please?\n[09:02] Rosa: one sec\n[09:04] Rosa: 521449382",
     "521449382"),
    ("us_ssn", "Bitte nennen Sie Ihre Sozialversicherungsnummer (USA).\nKunde: 287654321", "287654321"),
    ("phone", "Büro: 03-5412-7788 内線204", "03-5412-7788 内線204"),
    ("secret", "I pasted Qm9vdHN0cmFwS2V5XzIwMjQtMTE as the API key", "Qm9vdHN0cmFwS2V5XzIwMjQtMTE"),
    ("secret", "gh secret set DEPLOY_TOKEN --body 'Wq8nZr4Lp2Xv7Tk'", "Wq8nZr4Lp2Xv7Tk"),
    ("secret", "pw for the kiosk: Lantern.2031?\nthanks", "Lantern.2031?"),
    ("secret", "als Passwort habe ich Sommer!2031 gewählt", "Sommer!2031"),
    # Fields ending in the SSN's name, a table's credential column, a password named after it.
    ("us_ssn", "applicant:\n  cosigner_ssn: 521449382\n  term: 30y", "521449382"),
    ("secret", "room,door_code,wifi_psk\nOrion,4471,maple-harbor-kite-29", "maple-harbor-kite-29"),
    ("secret", "| desk | api_key |\n|---|---|\n| north | Zq7LmW2pX9kV4rT8 |", "Zq7LmW2pX9kV4rT8"),
    ("secret", "Note: cedar-lamp-4417 is the guest Wi-Fi password", "cedar-lamp-4417"),
    ("secret", "Brombeer#77 (Passwort) bitte nicht weitergeben", "Brombeer#77"),
    ("secret", "router admin password -> Kx9!tRw2Lq", "Kx9!tRw2Lq"),
    ("secret", "Mot de passe ....... Girafe$2031", "Girafe$2031"),
    ("credit_card", "card on file: 4556*7375*8689*8 thanks", "4556*7375*8689*8"),
    ("credit_card", "pay with 4539 ~ 1488 ~ 0343 ~ 6467", "4539 ~ 1488 ~ 0343 ~ 6467"),
    ("email", "reach me: rosa.lima7 at posteo.de", "rosa.lima7 at posteo.de"),  # "at" a word, the domain's dots kept
    # HTML tables: the header cell names the column.
    ("us_ssn", "<table><tr><th>Name</th><th>SSN</th></tr><tr><td>Ana Ruiz</td><td>287654321</td></tr></table>",
     "287654321"),
    ("secret", "<table><tr><th>host</th><th>admin password</th></tr><tr><td>nas-2</td><td>Quill#2031x</td></tr></table>",
     "Quill#2031x"),
    # A password given as the answer to a question about it, on the next line or the one after.
    ("secret", "[09:12] Ines: what's the router pw?\n[09:13] Tom: Heron.4417.gale\n[09:14] Ines: thx", "Heron.4417.gale"),
    ("secret", "Agent: could you confirm the portal password?\nCaller: one sec\nCaller: sure, it's Vq8#lamp22", "Vq8#lamp22"),
    # Misspelled, quoted in a command, a registry login, a "?" before a full stop.
    ("secret", "pasword for the kiosk is Tundra-5512 ok", "Tundra-5512"),
    ("secret", 'net user kiosk "Tundra&5512" /add', "Tundra&5512"),
    ("secret", "docker login -u build -p 'Qz81!orchid' registry.shop.example", "Qz81!orchid"),
    ("secret", "Your one-time password is Lp4&rT9wq?. It expires today.", "Lp4&rT9wq?"),
    # A multicast address written where a host's would be; Portuguese "no" is no numbering word.
    ("ip_address", "mqtt:\n  broker: 231.176.19.24\n  port: 1883", "231.176.19.24"),
    ("ip_address", "o roteador ficou no 126.15.153.13 depois da troca", "126.15.153.13"),
    # A service account's key in JSON, its line breaks escaped; lftp's and Samba's user and password.
    ("secret", '{"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n", '
               '"client_id": "1029"}',
     "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n"),
    ("secret", "lftp -u backup,Quarry&lamp7731 sftp://files.example", "Quarry&lamp7731"),
    ("secret", "smbclient //nas/scans -U scan%Orbit$5521", "Orbit$5521"),
    ("us_ssn", "Name,Date,Soc. Sec. No.\nAna Ruiz,4 May,287654321", "287654321"),
    ("us_ssn", "Form W-9\nSocial security number\n287654321\nName: Ana Ruiz", "287654321"),  # its label ends in "number"
    # A password for htpasswd or a registry login (random letters alone), "ficou" as glue, a key named in a table
    # row, Alibaba and Notion keys.
    ("secret", "htpasswd -b /etc/nginx/.htpasswd ops Kx7rTq2wLm9", "Kx7rTq2wLm9"),
    ("secret", "docker login registry.example -u ci -p qWeRtYuIoPaSdF", "qWeRtYuIoPaSdF"),
    ("secret", "a senha do portal ficou Quintal2024# até amanhã", "Quintal2024#"),
    ("secret", "| Service | Key |\n|---|---|\n| Datadog API key | 7f3c9a1e5b2d4f6a8c0e1b3d5f7a9c2e |",
     "7f3c9a1e5b2d4f6a8c0e1b3d5f7a9c2e"),
    ("secret", "the key is LTAI5tQ8mZ3kRw7vXy2pJn4h for the bucket", "LTAI5tQ8mZ3kRw7vXy2pJn4h"),
    ("secret", "use secret_Ud3H3JxtDr22fMOVK9Si3mIREc6W1UgCxD2KPAvr6ze for the sync", "secret_Ud3H3JxtDr22fMOVK9Si3mIREc6W1UgCxD2KPAvr6ze"),
    # A card in a CSV cell before another cell, a Belgian mobile with a slash and dots, a generated password with no
    # digit, a key named by seven words before its colon or with a dash, MongoDB's and redis-cli's passwords, a key
    # pointed at from the next line, whole storage connection strings and Teams webhooks.
    ("credit_card", "id,name,card,seats\nB-1,Orion,6011000990139424,4", "6011000990139424"),
    ("phone", "GSM: 0472/18.44.90", "0472/18.44.90"),
    ("secret", "haslo do routera w biurze: QmTrXvbn_.Kaz-W", "QmTrXvbn_.Kaz-W"),
    ("secret", "clé API du portail de suivi des commandes : Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf", "Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf"),
    ("secret", "here is the service key for staging - Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1 - rotate it friday", "Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1"),
    ("secret", "mongosh --host db.example.lan -u shop -p Tq8!wXz2Lp app", "Tq8!wXz2Lp"),
    ("secret", "redis-cli -h cache.lan -a Kd9$mQ2xWp7 ping", "Kd9$mQ2xWp7"),
    ("secret", "Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1\n^ the new token for the shop, the old one is gone",
     "Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1"),
    ("secret", f"STORAGE='{_AZURE}'", _AZURE),
    ("secret", f"TEAMS_HOOK={_TEAMS}", _TEAMS),
    # A card in brackets after a phone word, Diners 4-6-4 in brackets, nineteen digits dotted 6-13, thirteen dotted 4-3-3-3.
    ("credit_card", "She read her card number over the phone (5183 5043 2985 7857); delete the recording.",
     "5183 5043 2985 7857"),
    ("credit_card", "He read it over the phone (3056-930902-5904), please purge it.", "3056-930902-5904"),
    ("credit_card", "Use 621000.0000000000009 instead, same name.", "621000.0000000000009"),
    ("credit_card", "Card number: 4222.222.222.222\nExpiry: 07/26", "4222.222.222.222"),
]

# Numbers that the words or the layout around them make something else.
UNTOUCHED = [
    "Numero pratica 5562 6059 0699: la preghiamo di indicarlo.",
    "Número de expediente 2022 3635 1623; indíquelo en todas sus consultas.",
    "Policy number 3943 8148 88 renews on 1 June.",
    "What's the wifi password?\nNo idea, ask Sam at reception.",
    # Part numbers with a suffix, an SSN's shape with spaces, an invalid IBAN's last digits.
    "Ersatzteil: 0911-5773-874-B, bitte nachbestellen.",
    "Lot 666 34 9022 was recalled.",
    "Konto (alt): JO48 TEBV 6647 97A7 D3QM 3551 5460 43",
    # A high-density image's name, a handle after its platform.
    "asset=icon@2x.svg loaded",
    "ping me on Slack @marta.shop when it's done",
    # A number in a column of references, or given to a key that names one.
    "| Name | Bestellnummer | Menge |\n|---|---|---|\n| Noah Jansen | 7747-9269-90 | 3 |",
    'pedidono: "0989-2082-40"',
    "2023-06-21T19:13:24Z WARN numerodesuivi=287541862741",
    # Orders, delivery notes and customer numbers in more languages, a flight and its date, a document's version.
    "Sipariş no 052215033, kargo takip yolda.",
    "Lieferschein 056030675 vom 23. Juli",
    "flight EK 029 2023-11-01 on time",
    "File: manuale_IT_v2@final.docx attached",
    "die IBAN SI14 6700 1730 9287 854 ist ungültig",
    "password: getUserAccountName",
    "Did you change the password?\nyes, at 10:45 today",
    "Case reference 25 02 18 75 57-TH, please quote it.",
    "受付番号 1121 479 454 をお控えください。",
    "Fattura n. 2022-878246 del 22/07/2024, importo 158,81 €.",
    "Use ZIP+4 format, e.g. 59722-5011, on the label.",
    "Número de seguimiento: 09427695445626.",
    "redis        7695 41.6  8.7 7503897  54663 Ssl",  # columns of ps
    "(cost=0.43..5233.59 rows=83165 width=246) (actual time=0.630..778.155 rows=36627 loops=1)",
    "[54793.617986] orders[55830]: segfault at 0",
    "* handle empty cursor (2183013)",
    "the test number 3752 019224 27966 fails the Luhn check",
    "Release window: 24.03.2024 05:00–15:00 UTC",
    "Atualizámos para a versão 4.3.3.37; o erro continua.",
    "Aggiornato alla versione 4.19.4.99, il problema rimane.",
    '[assembly: AssemblyFileVersion("1.4.2.197")]',
    "$ git clone git@github.com:team/payments.git",
    "Look at example.com for the docs.",
    # A creditor's reference (ISO 11649), tax and freight numbers, words that only look like a value's name.

    "Payment reference: RF18 5390 0754 7034",  # a creditor's reference (ISO 11649), not an IBAN
    "Employer Identification Number (EIN): 12-3456789. This is the company's tax ID.",
    "Container MSCU 209391 9\nAWB: 160-67831245\nSeal: FN0781031",
    "Matrikelnummer: 19-9842-669, Raum D881",
    "Номер заказа 138798047942. Дата доставки: 06.01.2023.",
    "трек-номер 75274813907, посылка в пункте выдачи",
    "the user can click the button to log in",
    "my password is long and has 14 characters",
    "a string like jose_at_home is not an address",
    "the release 2024 🎉 is out 🎉 now",
    "Token contract 0xf9102959916b27b1615a1a4a1c409f19ef0ddf82 (ERC-20), check the network",
    "DUNS 37-537-5142",
    "KvK-nummer 83135050",
    "HS code 6313.53.8540 for the replacement handsets",
    "SLACK_BOT_TOKEN=xoxb-your-bot-token",
    "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
    "CrashReporter Key: 48a62f8ebfc4be5b24da69343a3e60d573dfe372",
    "price 4539148803436467,50 EUR",
    "| Name | SSN | Plan |\n|---|---|---|\n| Ana Ruiz | 000-12-3456 | HMO |",  # never issued
    "Маска подсети 255.255.255.0",
    "Multicast 224.0.0.251:5353 (mDNS)",
    "Версия прошивки 9.2.4.100",
    "ファームウェア 6.15.6.173 に更新",
    "Zeitraum 01.01.-31.03.2017, Seiten 23-549",
    "追跡番号 0644-1005-4771",
    "EC number 200-578-6 (ethanol)",
    "Order 287654321 for my social club",
    "Tinder 287654321 matches this month",  # a name must end where the word does
    "2*3*4*5*6 = 720 and 1~2~3",
    "look at example.com, or see v2.1 at github.com and README.md at github.com",
    "Rx label: NDC 12345-678-90, two tablets daily",  # a drug's product code
    "Room #: 4417823",
    "rejected IBAN: GB29 NWBK 6016 1331 9268 18 (check digits)",  # an IBAN's digits, no phone
    "Your SSN is never needed here.\nOrder 287654321 ships today.",  # a number of another kind
    "Please confirm your SSN.\nOrder 553 20911 shipped.\n287654321",  # another number in between
    "Device IMEI 35209900 176148 1 registered",  # an IMEI as printed
    "Spare part P/N 4410-2290-13 on back order",
    "Endereço: Rua Augusta 1500, CEP 01304-001 São Paulo",
    "Tracking Number          6602 7287 6870",  # a form's wide gap after the reference word
    "| desk | public_key |\n|---|---|\n| north | pk_9f2a7c1e5b3d |",  # a public key's column
    # AWS's documented example keys, and a key block whose body is a redaction note.
    "aws_access_key_id = AKIAIOSFODNN7EXAMPLE",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "-----BEGIN RSA PRIVATE KEY-----\n[removed: rotated 2024-05-01]\n-----END RSA PRIVATE KEY-----",
    # An address already masked, an amount after "was", a receipt, a luggage tag, a parking ticket, one more group.
    "A sign-in link was sent to m****a@example.de just now.",
    "Card ending 4417 was charged 2.318.440 ₺ yesterday.",
    "Receipt 604812377108 - 2 coffees",
    "Luggage tag 611 4420 8815 20 - one bag",
    "Ticket de aparcamiento 612 4470 3851 204.",
    "Ticket 6011-0009-9013-9424-7 at gate 2",
    # A release's number heading a changelog's entry; a tracking number, also in Italian.
    "CHANGELOG\n## 5.4.19.179 (May 14)\n- Fixed the timetable export",
    "Changelog\n- 7.10.29.101: hotfix for the waiting list\n- 2.7.6: first release",
    "The parcel is on its way, tracking number 5067 5986 7498 (FedEx).",
    "Il pacco è in viaggio, numero di tracciamento 6813376784.",
]


@pytest.mark.parametrize("kind,text,value", FOUND)
def test_value_is_found_and_masked(kind: str, text: str, value: str) -> None:
    detector = PIIDetector()
    assert [(f.type, f.value) for f in detector.find(text)] == [(kind, value)]
    redacted, _ = detector.redact(text)
    assert value not in redacted and detector.find(redacted) == []


@pytest.mark.parametrize("text", UNTOUCHED)
def test_number_that_is_something_else_is_left_alone(text: str) -> None:
    assert PIIDetector().find(text) == []


# (text, what must not reach the visitor): the word that decides comes in earlier deltas than the number.
DECIDED_IN_A_STREAM = [
    ("Social Security No.: 521449382 thanks", "521449382"),
    ("Móvil: 645 273 225, por la tarde", "645 273"),  # "v" in "Móvil" is not a version word
    ("proszę dzwonić pod numerem 612345678 po południu", "612345678"),  # an inflected phone word
    ("chiamami al numero 347/1234567 stasera", "1234567"),
    # What names the value comes long before it, in deltas released before the value's own.

    ("Here is the Discord token for the bookings bot, keep it safe: "
     "OTM1ODA3MTYwNDMwNjMwNDQ4.2uC2Kg.rOQX71hdWNM_I-Tu1dD-4hCBpZG45hrx03D5Y0 thanks", "rOQX71hdWNM"),
    ("what's the login for the shared account?\nuser dana.k, pass Harbor2023# and done", "Harbor2023"),
    ("[09:12] Ines: what's the router pw?\n[09:13] Tom: heron.gale.otter.4417\n[09:14] Ines: thx", "heron.gale"),
    ("Meine Mail: l u k a s . b r a n d t @ g m x . a t\nGrüße Lukas", "g m x"),  # a line break ends it
    ("INSERT INTO staff (first_name, last_name, ssn, pay) VALUES ('Ana', 'Ruiz', '287654321', 5);", "287654321"),
    ("soc sec 287654321 dob 04/11/1990", "287654321"),
    ("Social Security Number dello studente: 287654321", "287654321"),
    ("card 4539 🌵 1488 🔥 0343 ⭐ 6467 exp", "1488"),  # its mask keeps the last four
    ("IBAN: GB82 WEST 1234\n5698 7654 32\nBIC: WESTGB2L", "7654"),
    ("| Applicant | SSN | Status |\n|---|---|---|\n| Ana Ruiz | 287654321 | pending |", "287654321"),
    ("| Field | Value |\n|---|---|\n| Owner | Ana |\n| Password | Hazel2032!Quay |\nthanks", "Hazel2032"),  # the bar closes it
    ("txn,holder,card_number,amount\nT23,Ana Ruiz,4539 1488 0343 6467,4777.79,PLN", "1488 0343"),
    ("Số An sinh Xã hội: 287654321 ok", "287654321"),
    ("pls charge 4539 | one four eight eight | 0343 | six four six seven, cvv later", "4539"),  # words still coming
    ("mi frase semilla es: among able alarm access accident quantum atom acid arch lemon accuse abuse ¿me ayudan?",
     "quantum atom"),
    ("Please verify: 287654321 is the number shown on your Social Security card.", "287654321"),
    ("Desk: what SSN did you register with?\nRosa: 521449382\nDesk: thanks", "521449382"),
    ("I pasted Qm9vdHN0cmFwS2V5XzIwMjQtMTE as the API key yesterday", "Qm9vdHN0cmFwS2V5"),
    ("Reminder: cedar-lamp-4417 is the guest Wi-Fi password, thanks", "cedar-lamp"),
    ("room,wifi_psk,url\nOrion,maple-harbor-kite-29,http://localhost:8080/", "maple-harbor"),
    ("write to rosa.lima7 at posteo.de when you can", "rosa.lima7"),
    ("rotated it:\nZr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1\n^ new key for the shop widget", "Zr8wQ2mLx5Tn9Vb4Kc7Hd3Jf6Gp1"),
    ('<table class="x"><tr><th>ref</th><th>plan</th><th>ssn</th><th>note</th></tr><tr><td>CL-77120</td>'
     "<td>HMO-44</td><td>287654321</td><td>call back soon</td></tr></table>", "287654321"),
]


@pytest.mark.parametrize("size", [1, 3, 7])
@pytest.mark.parametrize("text,secret", DECIDED_IN_A_STREAM)
async def test_value_decided_by_an_earlier_word_is_masked_in_a_stream(text: str, secret: str, size: int) -> None:
    deltas = [text[i:i + size] for i in range(0, len(text), size)]
    out = streamed_text(await run_stream(PIIDetector(), text_stream(deltas)))
    assert secret not in out
    assert out.startswith(text[:4]) and out.endswith(text[-4:])
