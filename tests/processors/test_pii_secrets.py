"""PIIDetector and secrets: issuers' key formats, values of secret-named keys, URL passwords, flags and
headers, passwords named in prose in several languages — and, beside them, the stand-ins (placeholders,
documentation keys, references, code) that must stay untouched. Every value here is made up."""
from __future__ import annotations

import pytest

from agentproc.processors.pii import PIIDetector
from agentproc.processors.pii_credentials import KEY_WORDS, PASSWORD_WORDS
from tests.processors.driver import run_stream, streamed_text, text_stream

# (kind, text, the secret that must be found whole)
KEY_FORMATS = [
    ("hashicorp_vault", "export it: hvs.eKJyJ4MBm4PzLgeVudubh1MlH2zj3jmrsA4WbHprxhbjUi-PeHeWp1Ovc3QgiD86eXr48vHZwvi8tam4v77QF1p6dEO ok",
     "hvs.eKJyJ4MBm4PzLgeVudubh1MlH2zj3jmrsA4WbHprxhbjUi-PeHeWp1Ovc3QgiD86eXr48vHZwvi8tam4v77QF1p6dEO"),
    ("terraform_cloud", "use cz6M84vwOFt0e1.atlasv1.dV3QKPc9D1FxIqCrKVrs6vqqLkNhn5Dq3IIiOre3EoTrZ8a7hRxE0rsk88J4s4pvU8P now",
     "cz6M84vwOFt0e1.atlasv1.dV3QKPc9D1FxIqCrKVrs6vqqLkNhn5Dq3IIiOre3EoTrZ8a7hRxE0rsk88J4s4pvU8P"),
    ("doppler", "use dp.pt.ZulQjxaRZp5jiIDMbsNIZwg6HbOIHqWukfybYbcKpQH now", "dp.pt.ZulQjxaRZp5jiIDMbsNIZwg6HbOIHqWukfybYbcKpQH"),
    ("docker_hub", "docker login -u ci --password-stdin <<< dckr_pat_Q58yqOZMO4ci1279CxW8232TZGm",
     "dckr_pat_Q58yqOZMO4ci1279CxW8232TZGm"),
    ("azure_ad_client_secret", "die ID passt, 9AD7Q~yaSnsNWKOok3trb~4FauXpsU8qJwQ0ZPTT.", "9AD7Q~yaSnsNWKOok3trb~4FauXpsU8qJwQ0ZPTT"),
    ("digitalocean", "use dop_v1_cb8a7b5549f76436ee37775b0678db0bc2080cc40f7fecffd73e129db71dfee4 now",
     "dop_v1_cb8a7b5549f76436ee37775b0678db0bc2080cc40f7fecffd73e129db71dfee4"),
    ("heroku", "use HRKU-AAzO1V4z9belX9KXssd9QgGJVxx0gRMfEI3vXoePweqqA3ZCBnad4Me9bUHk now",
     "HRKU-AAzO1V4z9belX9KXssd9QgGJVxx0gRMfEI3vXoePweqqA3ZCBnad4Me9bUHk"),
    ("databricks", "use dapi4daf21c804f3ec624a1abc940cf6eb02 now", "dapi4daf21c804f3ec624a1abc940cf6eb02"),
    ("supabase", "use sbp_0d302d3eac361405867a3bcc8a6e1b5474e36156 now", "sbp_0d302d3eac361405867a3bcc8a6e1b5474e36156"),
    ("grafana", "use glsa_LLSDY3eJo7dSbTjWWriK3DoAGFYlmZhk_027d338a now", "glsa_LLSDY3eJo7dSbTjWWriK3DoAGFYlmZhk_027d338a"),
    ("new_relic", "use NRAK-1O2TULZMX9DMX57ZIRQ12DQ5SIT now", "NRAK-1O2TULZMX9DMX57ZIRQ12DQ5SIT"),
    ("sentry_dsn", "dsn https://49d4a45909452bbf683e7fb4bece614b@o4504.ingest.sentry.io/4505 ok",
     "49d4a45909452bbf683e7fb4bece614b"),
    ("pypi", "twine upload -p pypi-AgEIcHlwaS5vcmc7abIVmDqTK_fniePN2HsKRRUPZ4UJaI6pYuOlZkzaxsr1kZg4pqyMs56SceWc7v3XXP5uq dist/*",
     "pypi-AgEIcHlwaS5vcmc7abIVmDqTK_fniePN2HsKRRUPZ4UJaI6pYuOlZkzaxsr1kZg4pqyMs56SceWc7v3XXP5uq"),
    ("rubygems", "use rubygems_e054c201bf9cd2c5fb4902aaa23abf20749855490fb26f43 now",
     "rubygems_e054c201bf9cd2c5fb4902aaa23abf20749855490fb26f43"),
    ("nuget", "dotnet nuget push a.nupkg -k oy2bcok08a1xj19rnor1fovacnzzmub8u7ed8su7iz8pnt",
     "oy2bcok08a1xj19rnor1fovacnzzmub8u7ed8su7iz8pnt"),
    ("postman", "use PMAK-21e1abe1ef4e1c775dd5b46e-82136381b6f540ad5f18188d87b44489a3 now",
     "PMAK-21e1abe1ef4e1c775dd5b46e-82136381b6f540ad5f18188d87b44489a3"),
    ("linear", "use lin_api_sQ4FzrqeTyLXDHzeViwpJ9o6aFKTunu0jy6dXBUJ now", "lin_api_sQ4FzrqeTyLXDHzeViwpJ9o6aFKTunu0jy6dXBUJ"),
    ("atlassian", "use ATATT3o1jKl6dJ5fABlIYb30n7ug1SSL6ka7d13l2FK_d3LZREmJEGsCmg5ZD3DP1tEQYj0eTWP4QIAA3Vg4iPcZbIhLOc_6SERRiyzfxxmtjRp2yZ_8"
                   "dWKccC0bbDNxk8sVo5Vvftl4Az30t9sav3aXG7lG6YiJfYF8vJhFzA7xCkW7HwU5yPzxam=1944F607 now",
     "ATATT3o1jKl6dJ5fABlIYb30n7ug1SSL6ka7d13l2FK_d3LZREmJEGsCmg5ZD3DP1tEQYj0eTWP4QIAA3Vg4iPcZbIhLOc_6SERRiyzfxxmtjRp2yZ_8"
     "dWKccC0bbDNxk8sVo5Vvftl4Az30t9sav3aXG7lG6YiJfYF8vJhFzA7xCkW7HwU5yPzxam=1944F607"),
    ("groq", "use 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 now",
     "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"),
    ("shopify", "use 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 now", "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"),
    ("square", "use EAAAiy6CXsOY3B_UYVLw_OjUnq-G57Bs5GVWvejRcw6RRXArMYjOyOFkbQkwovDi now",
     "EAAAiy6CXsOY3B_UYVLw_OjUnq-G57Bs5GVWvejRcw6RRXArMYjOyOFkbQkwovDi"),
    ("braintree", "use access_token$production$khh87qh4adoo6mt0$2a14c9148f62b719d99bd58d86f5f2b5 now",
     "access_token$production$khh87qh4adoo6mt0$2a14c9148f62b719d99bd58d86f5f2b5"),
    ("mailgun", "curl --user 'api:key-371b6286eabcc46fdadbadc84d6750bd' https://api.mailgun.net/v3",
     "key-371b6286eabcc46fdadbadc84d6750bd"),
    ("mailchimp", "use 3d0fa4762f3ea2fbc126291f42799069-us14 now", "3d0fa4762f3ea2fbc126291f42799069-us14"),
    ("brevo", "use 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 now",
     "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"),
    ("slack_webhook", "POST https://hooks.slack.com/services/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 please",
     "https://hooks.slack.com/services/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"),
    ("discord_webhook", "hook: https://discord.com/api/webhooks/4290053627926761530/c6hFIYEsJQyJU9HsN1zXBeYV-NPCPfrLzOTsacjishfnDou8fd9Qhn"
                        "VaeJVt_l0IGulu",
     "https://discord.com/api/webhooks/4290053627926761530/c6hFIYEsJQyJU9HsN1zXBeYV-NPCPfrLzOTsacjishfnDou8fd9QhnVaeJVt_l0IGulu"),
    ("discord_bot_token", "client.run('MTM2Nzc4NzA1NDk0MzM1MjA2.Sh3I4n.zgPCcy7VHf-1jSss0zbUR952IyrqLdrHt_bbJa')",
     "MTM2Nzc4NzA1NDk0MzM1MjA2.Sh3I4n.zgPCcy7VHf-1jSss0zbUR952IyrqLdrHt_bbJa"),
    ("telegram_bot_token", "GET https://api.telegram.org/bot0725340237:AAyBa-1SovMmyMLwGGBcF7BJm58w_qbkuTq/getMe",
     "0725340237:AAyBa-1SovMmyMLwGGBcF7BJm58w_qbkuTq"),
    ("okta", "Authorization: SSWS 00rq7yleV-abm-sdxJ1q4qkyhxhEfXs_qydpmJ3LId", "00rq7yleV-abm-sdxJ1q4qkyhxhEfXs_qydpmJ3LId"),
    ("firebase_server_key", "key=AAAAw1a_GBh:APA91bsm0Y5equsGUqkYqoezAqokqd8gdnoALVFH70ejU8JEK5vR7dV8UfiGIJ4sJUHhrYEfZONGtCG3wNA1Ca6A1kaB70j"
                            "dEtgjLJ8vQm5s9kZmnsIyrxG3Mor_9A1VNJmg-L5pCGpj",
     "AAAAw1a_GBh:APA91bsm0Y5equsGUqkYqoezAqokqd8gdnoALVFH70ejU8JEK5vR7dV8UfiGIJ4sJUHhrYEfZONGtCG3wNA1Ca6A1kaB70jdEtgjLJ8vQm5s9kZmnsIyr"
     "xG3Mor_9A1VNJmg-L5pCGpj"),
    ("twilio_auth_token", "client = Client('ACd1f0929d76bf46dc83d85f24418d46f0', '18cc7c0ce6ebf2675b2b6575edbbcaaa')",
     "18cc7c0ce6ebf2675b2b6575edbbcaaa"),
    ("mapbox_secret", "use sk.eyJ1Ijoi0nG63-DX3w5TAOqhUTR13VcSTXA27j45hsnUd1vGYSr5G38dxtNY9J1G12ES.2sPvrh1eX1euTAoeiMNSgF now",
     "sk.eyJ1Ijoi0nG63-DX3w5TAOqhUTR13VcSTXA27j45hsnUd1vGYSr5G38dxtNY9J1G12ES.2sPvrh1eX1euTAoeiMNSgF"),
]

CONTEXTS = [
    ("url_password", "DATABASE_URL=postgres://app:VBCS#536vPFe.um@db.internal:5432/shop",
     "postgres://app:VBCS#536vPFe.um@db.internal:5432/shop"),
    ("url_password", "redis://:WFiG$143p500!pM@cache.local:6379/0", "redis://:WFiG$143p500!pM@cache.local:6379/0"),
    ("url_password", "git clone https://deploy:fahi~839Pr6Z-KN@git.example.org/team/app.git",
     "https://deploy:fahi~839Pr6Z-KN@git.example.org/team/app.git"),
    ("url_password", 'the string is "mysql://svc:Tq7!mWz204@db.shop.local:3306/orders" (rotate it)',
     "mysql://svc:Tq7!mWz204@db.shop.local:3306/orders"),
    ("password_assignment", "DB_PASSWORD=upSr$525akvB?A0", "upSr$525akvB?A0"),
    ("password_assignment", "PGPASSWORD=NWzy~352CkEX!Ek psql -h db -U app", "NWzy~352CkEX!Ek"),
    ("password_assignment", "SMTP_PASS='scva^5867Cx2!Pt'", "scva^5867Cx2!Pt"),
    ("password_assignment", "spring.datasource.password=vNZP&4421Ecq_MP", "vNZP&4421Ecq_MP"),
    ("password_assignment", '{"user": "app", "password": "DtFg^059Jrcj.cn"}', "DtFg^059Jrcj.cn"),
    ("password_assignment", "Server=db;User ID=app;Password=pGHO&343IWsP?oQ;Encrypt=true", "pGHO&343IWsP?oQ"),
    ("password_assignment", "define('DB_PASSWORD', 'kGqG*848T8TB?sX');", "kGqG*848T8TB?sX"),
    ("password_assignment", "wpa_passphrase=WpPP%924velX-1X", "WpPP%924velX-1X"),
    ("password_assignment", "jdbc:mysql://db/app?user=app&password=NXsL#761ULwi.3X&ssl=true", "NXsL#761ULwi.3X"),
    ("password_assignment", "<password>BopY~789P5Aq.5j</password>", "BopY~789P5Aq.5j"),
    ("key_assignment", "AccountName=media;AccountKey=bx0GPFt4pyfxhxnGS9KQRwY82miRuZtS8VBdip9r+wVqj9tw2aTuEGazO2CMwIFI44t/N+qujVV6bRLKDd35th==;"
                       "EndpointSuffix=core.windows.net",
     "bx0GPFt4pyfxhxnGS9KQRwY82miRuZtS8VBdip9r+wVqj9tw2aTuEGazO2CMwIFI44t/N+qujVV6bRLKDd35th=="),
    ("key_assignment", "DD_API_KEY: 2abbf3dfb3551ee237ea4d1e557e34fc", "2abbf3dfb3551ee237ea4d1e557e34fc"),
    ("key_assignment", '"SecretAccessKey": "dyi/wfrveHKNBddU19EmjUvLqVsoed9DKdmQw7fm"', "dyi/wfrveHKNBddU19EmjUvLqVsoed9DKdmQw7fm"),
    ("token_assignment", "TWILIO_AUTH_TOKEN=18cc7c0ce6ebf2675b2b6575edbbcaaa", "18cc7c0ce6ebf2675b2b6575edbbcaaa"),
    ("token_assignment", "X-Vault-Token: JpVf$838FJV2!Gv", "JpVf$838FJV2!Gv"),
    ("secret_assignment", 'AZURE_CLIENT_SECRET="wSfk*351KJYK_Y0"', "wSfk*351KJYK_Y0"),
    ("cli_flag", "mytool deploy --api-key kpzc~838ubCq?Jo --region eu", "kpzc~838ubCq?Jo"),
    ("cli_flag", "az login --service-principal --client-secret dPSr%798RTkJ-PJ", "dPSr%798RTkJ-PJ"),
    ("cli_password", "mysql -u root -pBUcr#581oBSB?NM shop", "BUcr#581oBSB?NM"),
    ("cli_password", "sshpass -p 'iuWo$002kxto!32' ssh deploy@host", "iuWo$002kxto!32"),
    ("user_password", "curl -u admin:MDfR$994qgpp-be https://ci.internal/api", "MDfR$994qgpp-be"),
    ("authorization", "Authorization: Basic YWRtaW46dGtQbSY1ODFoekl2LU1Q", "YWRtaW46dGtQbSY1ODFoekl2LU1Q"),
    ("key_assignment", 'os.environ["STRIPE_API_KEY"] = "udAF&652Bo2N-lq"', "udAF&652Bo2N-lq"),
    ("key_assignment", "const key = process.env.MAPS_API_KEY ?? 'tLUg%3062O5M!bD';", "tLUg%3062O5M!bD"),
    ("password_assignment", "kubectl create secret generic db --from-literal=password=Harbor7731.walnut",
     "Harbor7731.walnut"),
    ("config_directive", "port 6379\nrequirepass hYkE^099Uk4G-K6\nmaxmemory 2gb", "hYkE^099Uk4G-K6"),
    ("pgpass", "$ cat ~/.pgpass\ndb.internal:5432:*:report:VQTj%563CTeC!b3", "VQTj%563CTeC!b3"),
    ("azure_sas_signature", "https://acct.blob.core.windows.net/c/f.csv?sv=2022-11-02&sp=r&sig=q5TjJRzaB3EDASKFw0ZPTT9AD7"
                            "yaSnsNWKOok3trb4Fa%3D", "q5TjJRzaB3EDASKFw0ZPTT9AD7yaSnsNWKOok3trb4Fa%3D"),
]

# A password named in prose, in the languages of PASSWORD_WORDS; keys named by a word (long values only).
PROSE = [
    ("password_words", "Guest Wi-Fi: network Lobby, password VnOX$991wYq1_tx", "VnOX$991wYq1_tx"),
    ("password_words", "Your temporary password is rVBs$338C2RZ-yG, change it today.", "rVBs$338C2RZ-yG"),
    ("password_words", "Name: Jo\nPasswort: udAF&652Bo2N-lq\nTermin: Mai", "udAF&652Bo2N-lq"),
    ("password_words", "Hasło: tLUg%3062O5M!bD", "tLUg%3062O5M!bD"),
    ("password_words", "Le mot de passe du Wi-Fi de la salle est hYkE^099Uk4G-K6", "hYkE^099Uk4G-K6"),
    ("password_words", "Contraseña de la red de invitados: VQTj%563CTeC!b3", "VQTj%563CTeC!b3"),
    ("password_words", "A sua senha provisória é «ksBC~740pasp?IZ»", "ksBC~740pasp?IZ"),
    ("password_words", "Je nieuwe wachtwoord is gvgT^888lnU2-Qq", "gvgT^888lnU2-Qq"),
    ("password_words", "仮パスワード：bCuP#630ZfD5?uF", "bCuP#630ZfD5?uF"),
    ("password_words", "Ваш пароль: VBCS#536vPFe.um", "VBCS#536vPFe.um"),
    ("password_words", "비밀번호는 WFiG$143p500!pM 입니다", "WFiG$143p500!pM"),
    ("key_words", "La chiave di AWS è dyi/wfrveHKNBddU19EmjUvLqVsoed9DKdmQw7fm.", "dyi/wfrveHKNBddU19EmjUvLqVsoed9DKdmQw7fm"),
    ("key_words", "Twilioのキーは「2abbf3dfb3551ee237ea4d1e557e34fc」です。", "2abbf3dfb3551ee237ea4d1e557e34fc"),
    ("key_words", "Der Schlüssel lautet 18cc7c0ce6ebf2675b2b6575edbbcaaa", "18cc7c0ce6ebf2675b2b6575edbbcaaa"),
]

# Stand-ins beside the shapes above: placeholders, documentation keys, references, code, public values.
LOOK_ALIKES = [
    "Set STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX before you start.",
    "API_KEY=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX goes into the settings.",
    "token: dop_v1_0000000000000000000000000000000000000000000000000000000000000000",
    "VAULT_TOKEN=hvs.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
    "DB_PASSWORD=changeme",
    "DB_PASSWORD=${DB_PASSWORD}",
    "password: <your-password>",
    "password: ${{ secrets.DB_PASSWORD }}",
    "api_key = os.environ['API_KEY']",
    "apiKey: process.env.MAPS_API_KEY,",
    "password=%(db_password)s",
    "PASSWORD=********",
    "SECRET_KEY=your-secret-key-here",
    "client_secret: REDACTED",
    "password: null",
    'password = ""',
    "token = get_token()",
    "def login(password: Optional[str] = None) -> None:",
    "@type password: L{bytes}",
    'fields = ["old_password", "new_password1", "new_password2"]',
    "session_key=session_key).exists()",
    "Token: '#d8dee9',",
    "credentials: base64",
    "AUTH=CRAM-MD5",
    "max_tokens=1024, next_page_token: CAoQAA",
    "postgres://user:password@localhost:5432/app",
    "amqp://guest:guest@localhost:5672//",
    "postgres://app:${PGPASSWORD}@db/app",
    "Authorization: Bearer ******** for the sandbox",
    "Replace <YOUR_API_KEY> with the key from your dashboard.",
    "Forgot your password? Reset it from the login page.",
    "Your password must be at least 12 characters long.",
    "No password needed!",
    "The key to success is practice.",
    "primary key: 550e8400-e29b-41d4-a716-446655440000",
    "key: PKCS12PrivateKeyTypes | None",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "public key: 3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29",
    "Mapbox public token pk.eyJ1IjoiZXhhbXBsZXMiLCJhIjoiY2p0MG01MXRqMW45cjQzb2R6b2ptc3J4MSJ9.zA2W0IkI0c6KaAhJfk9bWg",
    "SHA-256 checksum: 5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef",
    "Boarding pass: AB12CD34, gate 7.",
    "bypass=AB12CD34",
    "Password123 is a terrible password.",
    "[SECRET:1a2b3c4d5e] was removed",
    "private_key=key.pem, certificate=cert.pem",
    "PWD=/home/deploy/app",
    "requirepass ${REDIS_PASSWORD}",
]


@pytest.mark.parametrize("kind,text,value", KEY_FORMATS + CONTEXTS + PROSE, ids=lambda x: x if len(x) < 30 else None)
def test_secret_is_found_whole_and_masked(kind: str, text: str, value: str) -> None:
    detector = PIIDetector()
    start = text.index(value)
    [finding] = [f for f in detector.find(text) if f.type == "secret"]
    assert (finding.kind, finding.start <= start, finding.end >= start + len(value)) == (kind, True, True)
    redacted, _ = detector.redact(text)
    assert value not in redacted and [f for f in detector.find(redacted) if f.type == "secret"] == []


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_stand_in_is_left_alone(text: str) -> None:
    assert PIIDetector().find(text) == []


@pytest.mark.parametrize("word", PASSWORD_WORDS)
def test_every_password_word_names_a_password(word: str) -> None:
    text = f"{word}: Tq7!mZ2x9K"
    assert [(f.type, f.value) for f in PIIDetector().find(text)] == [("secret", "Tq7!mZ2x9K")]


@pytest.mark.parametrize("word", KEY_WORDS)
def test_every_key_word_names_a_long_key(word: str) -> None:
    assert [f.value for f in PIIDetector().find(f"{word}: 7fQ2zR9kLmW4xT8bN3vC")] == ["7fQ2zR9kLmW4xT8bN3vC"]
    assert PIIDetector().find(f"{word}: q7x2") == []  # a short value after "key" is no key


def test_url_password_is_a_secret_not_an_email() -> None:
    text = "amqp://svc:Lm4$zQ81wPx@rabbit.internal:5672/%2F"
    assert [(f.type, f.value) for f in PIIDetector().find(text)] == [("secret", text)]  # a connection string, whole
    assert PIIDetector(detection_types=["email"]).find(text) == []  # "…@rabbit.internal" ends a user part


async def test_stream_never_releases_a_name_apart_from_its_value() -> None:
    """Split at every position: the streamed text equals the one-shot redaction (the value is only
    recognisable with its name: "SMTP_PASS", "Passwort", "mot de passe")."""
    detector = PIIDetector()
    for text in ("ok\nSMTP_PASS=Kx9#vT2mQ7 done", "Le mot de passe du Wi-Fi est Rw8$kP3nZ1 merci",
                 '"SecretAccessKey": "dyi/wfrveHKNBddU19EmjUvLqVsoed9DKdmQw7fm"\n'):
        expected = detector.redact(text)[0]
        for i in range(1, len(text)):
            out = streamed_text(await run_stream(PIIDetector(), text_stream([text[:i], text[i:]])))
            assert out == expected, (text, i)


async def test_stream_releases_prose_after_a_password_word_once_no_value_can_follow() -> None:
    text = "The password policy asks for twelve characters or more in every new account."
    out = streamed_text(await run_stream(PIIDetector(), text_stream(list(text))))
    assert out == text


@pytest.mark.parametrize("text,found", [
    ("key: " + "aB1" * 2000, [(5, 6005)]),  # one long key, taken whole
    ("password=" + "a&b=" * 1500, []),  # a query string of one-letter values
    ("La clave es " + "Ab9 " * 1500, []),
    ("://u:" + "x" * 6000, []),
    ("secret " + "PKCS12PrivateKeyTypes" * 300, []),
])
def test_long_runs_after_a_name_are_judged_in_one_pass(text: str, found: list) -> None:
    """Inputs on which a backtracking pattern would never finish."""
    assert [(f.start, f.end) for f in PIIDetector().find(text)] == found
