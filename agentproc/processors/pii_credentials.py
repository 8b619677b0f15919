"""Secrets known by what stands before them: a key name, a URL's user part, a header, a flag, a word.

- ``DB_PASSWORD=…``, ``"client_secret": "…"``, ``spring.datasource.password=…``, ``Password=…;``,
  ``define('DB_PASSWORD', '…')``, ``X-Vault-Token: …`` — a key whose name says secret;
- ``scheme://user:password@host`` — the whole URL, a connection string;
- ``Authorization: Basic …``, ``--api-key …``, ``mysql -p…``, ``curl -u user:…``;
- "the Wi-Fi password is …", "Passwort: …", "mot de passe … est …", "パスワード：…" and the same
  with a key's name ("la clave de AWS es …") — a password word in one of twenty-odd languages.

Only the value is the finding; what names it is its context (a stream never releases the name
without the value). Values that stand in for a secret are refused (``pii_secret_values``).

Patterns start with one character class or literal where they can, so the regex engine skips to
candidates in C: the qualifiers of ``…key`` and the rest of a word after its first letter are
checked by lookbehinds once a candidate is found."""
from __future__ import annotations

import re
from typing import Callable

from .pii_secret_values import (API_KEY_NAMES, basic_auth_ok, credential_ok, long_credential_ok, long_key_ok, password_ok,
                                placeholder, url_password_ok, with_trailing_mark)
from .pii_secrets import SecretRule

# -- pattern helpers -------------------------------------------------------------------------


def _ci(text: str) -> str:
    """``text`` as a pattern matching it in any case ("[Pp][Aa]…"); a space is any run of blanks,
    "_" an optional separator ("api_key": ``apikey``, ``api-key``, ``API_KEY``, ``ApiKey``)."""
    out = []
    for c in text:
        if c == " ":
            out.append(r"[ \t]+")
        elif c == "_":
            out.append(r"[_.-]?")
        elif len(c.upper()) == 1 and len(c.lower()) == 1 and c.upper() != c.lower():
            out.append(f"[{c.upper()}{c.lower()}]")
        else:
            out.append(re.escape(c))
    return "".join(out)


def _exact(text: str) -> str:
    """``text`` in any case, separators as written (a lookbehind needs a fixed width)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.upper() != c.lower() else re.escape(c) for c in text)


def _not_after(*names: str) -> str:
    """Lookbehinds refusing a key name that ends in one of ``names`` ("_" in them: "_", "-" or nothing)."""
    variants = {n.replace("_", sep) for n in names for sep in ("_", "-", "")}
    return "".join(f"(?<!{_exact(v)})" for v in sorted(variants))


def _after_one_of(qualifiers: tuple[str, ...], word: str) -> str:
    """Alternative lookbehinds: ``word`` (just matched) comes after one of ``qualifiers``."""
    variants = {f"{q}{sep}{word}" for q in qualifiers for sep in ("_", "-", ".", "")}
    return "|".join(f"(?<={_exact(v)})" for v in sorted(variants))


def _word_set(words: tuple[str, ...], not_after: tuple[str, ...] = ()) -> str:
    """Any of ``words`` in any case, as one pattern that starts with the class of their first
    characters; the rest of each word is tried after a lookbehind on the character that began it.
    An ASCII word is not glued to a letter on its right; none comes right after ``not_after``."""
    by_first: dict[str, list[str]] = {}
    for w in sorted(words, key=len, reverse=True):
        by_first.setdefault(w[0].lower(), []).append(w)
    branches = []
    for c, group in by_first.items():
        guards = "".join(f"(?<!{_exact(before + c)})" for before in not_after)
        rests = "|".join(_ci(w[1:]) + ("(?![A-Za-z0-9_])" if w.isascii() else "") for w in group)
        branches.append(f"(?<={_exact(c)}){guards}(?:{rests})")
    firsts = sorted({v for w in words for v in (w[0].lower(), w[0].upper()) if len(v) == 1})
    return f"[{''.join(re.escape(c) for c in firsts)}](?:{'|'.join(branches)})"


def _needles(words: tuple[str, ...], stems: tuple[str, ...] = ()) -> tuple[str, ...]:
    """Few lower-cased substrings one of which each word contains (a stem it holds, or itself):
    each absent needle costs a scan of the whole text."""
    found = {next((s for s in stems if s in w.lower()), w.lower()) for w in words}
    return tuple(sorted(n for n in found if not any(o != n and o in n for o in found)))


def _ascii_except(chars: str) -> str:
    """A class of printable ASCII but ``chars`` (a value glued to Japanese or Arabic text ends
    where the other script begins)."""
    return "[" + "".join(re.escape(chr(c)) for c in range(0x21, 0x7F) if chr(c) not in chars) + "]"


# -- key = value -----------------------------------------------------------------------------

#: The separator after a key name (closed by a quote and a bracket: ``os.environ["DB_PASSWORD"] =``):
#: ``=``, ``:``, ``:=``, ``=>``, ``<name>…</name>``; before a quoted value a fallback (``?? '…'``,
#: ``|| '…'``) or, after a quoted upper-case name, a comma (``define('DB_PASSWORD', '…')``,
#: ``getenv("API_KEY", "…")``; a list of names, ``["old_password", "new_password1"]``, is no assignment).
_ASSIGN = (r"""(?P<nq>["'])?\]?(?:[ \t]*(?::=|=>|[:=]|>(?=[^<\s]{6,}</))[ \t]*"""
           r"""|[ \t]*(?:\?\?|\|\|)[ \t]*(?=["'])|(?(nq)(?<=[A-Z0-9]["'])[ \t]*,[ \t]*(?=["'])|(?!)))""")
_QUOTES = "\"'`"
_QUOTED_CHAR = _ascii_except(_QUOTES)
#: A bare value ends at a blank, a quote, ";", ",", a bracket, a query string's next "&name=" or the
#: "@" before a URL's host ("x-access-token:…@github.com/…") …
_BARE_CHAR = rf"(?:{_ascii_except(_QUOTES + ';,&@()[]{}<>')}|&(?![\w.-]+=)|@(?![\w-]+(?:\.[\w-]+)+[/:]))"
#: … and not on sentence punctuation.
_BARE_END = _ascii_except(_QUOTES + ";,&<.:?)]}>@")
#: (A "?" ends a value before a closing tag: ``<password>Oscar2010?</password>``.)
_VALUE = rf"(?P<q>[{_QUOTES}])?(?P<v>(?(q){_QUOTED_CHAR}{{1,1024}}|{_BARE_CHAR}{{0,1024}}(?:{_BARE_END}|\?(?=</))))"

#: ``…key`` names a secret after one of these (``api_key``, ``AccountKey``, ``x-api-key``, ``apitokenKey``).
_KEY_QUALIFIERS = ("api", "apikey", "token", "access", "account", "private", "secret", "master", "signing", "encryption", "client",
                   "app", "auth", "subscription", "license", "admin", "session", "webhook", "storage", "sas", "shared",
                   "service", "deploy", "merchant")
#: ``FOO_KEY`` in upper snake case is a secret, except for these names of ordinary keys.
_PLAIN_UPPER_KEYS = ("PUBLIC", "PUBLISHABLE", "PRIMARY", "FOREIGN", "SORT", "PARTITION", "CACHE", "ROUTING",
                     "SHARD", "IDEMPOTENCY", "SITE", "HASH", "RANGE", "LOOKUP", "DEDUP", "GROUP", "QUEUE", "OBJECT",
                     "S3", "BUCKET", "REDIS", "META", "SEARCH", "HOT", "SHORTCUT")
#: Tokens that are positions in a list, not credentials.
_PLAIN_TOKENS = ("page_token", "next_token", "continuation_token", "pagination_token", "sync_token", "cursor_token",
                 "resume_token", "idempotency_token", "request_token", "cancellation_token", "max_token")
#: Key names by family: (the pattern of the word that ends the name, the needles). A family's
#: words share their first letter, so its pattern starts with one class.
KEY_NAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    # "pass" alone only after a separator (SMTP_PASS, db.pass: not "bypass", not a boarding pass) or
    # as a quoted key ({"pass": …});
    # "pwd" and "psk" not inside a word.
    "password": (r"[Pp](?:[Aa][Ss][Ss](?:[Ww](?:[Oo][Rr])?[Dd]|[Pp][Hh][Rr][Aa][Ss][Ee]|[Cc][Oo][Dd][Ee])"
                 r"|(?<=[_.-][Pp])[Aa][Ss][Ss]|(?<=[\"'][Pp])[Aa][Ss][Ss](?=[\"'])|(?<![A-Za-z][Pp])[Ww][Dd]|(?<![A-Za-z][Pp])[Ss][Kk])", ("pass", "pwd", "psk")),
    "secret": (_ci("secret"), ("secret",)),
    "token": (_ci("token") + _not_after(*_PLAIN_TOKENS), ("token",)),
    "credentials": (_ci("credential") + "[Ss]?", ("credential",)),
    "auth": (r"[Aa](?<![A-Za-z][Aa])[Uu][Tt][Hh]", ("auth",)),  # docker's "auth", npm's "_auth"; not OAuth
    # (and Rails' or Phoenix's "secret_key_base")
    "key": (rf"[Kk][Ee][Yy](?:{_after_one_of(_KEY_QUALIFIERS, 'key')}"
            rf"|(?<=[A-Z0-9]_KEY){_not_after(*(k + '_KEY' for k in _PLAIN_UPPER_KEYS))})(?:_[Bb][Aa][Ss][Ee])?", ("key",)),
}


#: A bare value's characters past a bracket, up to a blank or a quote ("…tt5)*(s!tay%sgw&qjw": Django's alphabet).
_PAST_BRACKET = re.compile(r"[()\[\]{}<>][^\s\"'`]*")


def _through_brackets(text: str, start: int, end: int) -> tuple[int, int]:
    """A bare value that goes on past a bracket and holds more letters or digits after it, whole (a key's
    symbols, not a closing bracket of the prose: "(password=abc123)")."""
    if end < len(text) and text[end] in "()[]{}<>" and text[start - 1:start] not in _QUOTES:
        m = _PAST_BRACKET.match(text, end)
        if m and sum(c.isalnum() for c in m.group()) >= 4:
            return start, m.end()
    return start, end


def _through_brackets_or_mark(text: str, start: int, end: int) -> tuple[int, int]:
    return with_trailing_mark(text, *_through_brackets(text, start, end))


def _assignment(family: str) -> SecretRule:
    name, needles = KEY_NAMES[family]
    # "auth" is also a mechanism ("AUTH=CRAM-MD5"): its value must be long.
    validator = long_credential_ok if family == "auth" else credential_ok
    # Not right after "[": "[SECRET:1a2b3c4d5e]" is the hash redaction's own token.
    return SecretRule(f"{family}_assignment", rf"(?:{name})(?![\w]){_ASSIGN}{_VALUE}", needles, r"\[", validator,
                      ci=True, widen=_through_brackets_or_mark)


# -- prose -----------------------------------------------------------------------------------

#: "password" in the users' languages.
PASSWORD_WORDS = (
    "password", "passwort", "passwd", "passphrase", "passord", "kennwort", "mot de passe", "mdp", "contraseña",
    "contrasena", "clave", "senha", "wachtwoord", "hasło", "haslo", "parola", "parolă", "şifre", "şifresi", "şifrem", "sifre", "sifrem",
    "lösenord", "losenord", "adgangskode", "salasana", "heslo", "jelszó", "κωδικός", "пароль", "パスワード", "密码",
    "密碼", "비밀번호", "كلمة المرور", "كلمة مرور", "كلمة السر", "पासवर्ड", "סיסמה", "รหัสผ่าน", "mật khẩu", "kata sandi",
    # Definite forms, short forms, and the Wi-Fi's code or key.
    "lösenordet", "losenordet", "passordet", "adgangskoden", "비번", "pw", "pwd", "code wifi", "code wi-fi",
    # The commonest misspellings.
    "passwrod", "pasword", "passowrd", "passwrd", "pssword", "passward",
    "code du wifi", "wifi code", "wi-fi code", "wifi key", "wi-fi key", "wlan-schlüssel", "wlan key",
)
#: "key", "token" and "secret" in the same languages: the value must then be long (a key, not a word).
KEY_WORDS = (
    "key", "token", "secret", "clé", "chiave", "schlüssel", "schluessel", "klucz", "chave", "sleutel", "anahtar",
    "anahtarı", "ключ", "токен", "キー", "トークン", "密钥", "토큰", "nyckel", "nyckeln", "nøgle", "nøglen", "nøkkel",
    "nøkkelen", "avain", "kulcs", "klíč", "cheia", "cheie", "κλειδί", "مفتاح", "कुंजी", "khóa",
)
#: What joins the word to the value: ":" (or "=" after a password word: "contraseña=…"; after "key"
#: it is code, ``key = attr.name``), a word after a blank ("is", "est", "é", "lautet"), or a particle
#: glued to the word ("パスワードは", "비밀번호는").
_GLUE_WORDS = (r"[ \t]*,?[ \t]+(?:is|it['’]s|it[ \t]+is|ist|lautet|est|c['’]est|es|este|é|è|jest|to|er|är|on|je|wordt|sind|zijn|será|sera|sarà|"
               r"was|are|ficou|fica|queda|quedó|bleibt|will[ \t]+be|set[ \t]+to|changed[ \t]+to|reset[ \t]+to|hab(?:e)?[ \t]+ich|hatte[ \t]+ich|είναι|là|คือ)(?![A-Za-z])[ \t]*:?|は|是|为|為|는|은")
#: (also an arrow, "SMTP password -> …", and a printed form's dot leaders, "Mot de passe ........ …")
_PASSWORD_GLUE = rf"(?:[ \t]*[:：=]|[ \t]*(?:->|=>|→)|[ \t]*\.{{3,}}|{_GLUE_WORDS})"
_KEY_GLUE = rf"(?:[ \t]*[:：]|[ \t]+[-–—](?=[ \t])|{_GLUE_WORDS})"
_QUOTES_OPEN = "«\"'“„「`‘"
#: A word between the password word and the glue ("du Wi-Fi de l'hôtel"): no digits, no glue.
_FILLER = r"[^\d\s\"`«»“”„「」:：=]{1,25}"
#: Words after "key" that make it no secret's name ("key fingerprint", "key ID").
_NOT_KEY_FILLERS = ("id", "ids", "fingerprint", "hash", "name", "names", "length", "size", "type", "format", "file",
                    "path", "count", "limit", "usage", "expires", "expired", "expiry", "rotation", "policy", "field")
_KEY_FILLER = rf"(?!(?:{'|'.join(_NOT_KEY_FILLERS)})(?![^\s:]))" + _FILLER
#: A public key is meant to be shared; a WebSocket key is a nonce.
_NOT_SECRET_KEYS = ("public ", "pub ", "publishable ", "websocket-", "reporter ")  # a crash report's key names the device
#: Needles shared by several words ("passw" of password, passwort, passwd; not "passed").
_STEMS = ("passw", "contrase", "senord", "parol", "şifre", "كلمة", "schl")
#: A password in prose: six characters or more, a digit among them; like a bare value it ends at ";"
#: or a query string's next "&name=" ("Password=…;Encrypt=true").
_PROSE_CHAR = rf"(?:{_ascii_except(_QUOTES + ';&<')}|[\u00c0-\u024f]|&(?![\w.-]+=))"  # "Bärch3n24", not "…</p>"
_PROSE_VALUE = (rf"(?P<q>[{_QUOTES_OPEN}])?(?P<v>(?={_PROSE_CHAR}{{6}})(?={_PROSE_CHAR}*?(?:[0-9]|[_.!#$%&*+=?~-]{_PROSE_CHAR}))"
                rf"{_PROSE_CHAR}*(?:{_BARE_END}|\?(?=[ \t]*(?:\n|\Z)|\.(?:\s|\Z))))")  # a "?" that ends its line or comes before "." is the password's


#: What a password is of, when no glue follows ("senha do wifi X", "password for the Wi-Fi X").
_OF_THE_WIFI = r"(?:[ \t]+(?:[^\W\d]{1,4}[ \t]+){0,2}(?:wi-?fi|wlan|wireless|router)\b)"


def _by_first_letter(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``words`` grouped by their first letter (those of other scripts together): each group's
    pattern starts with one narrow class, and runs only on text holding one of its words."""
    groups: dict[str, list[str]] = {}
    for w in words:
        groups.setdefault(w[0].lower() if w[0].isascii() else "", []).append(w)
    return [tuple(g) for g in groups.values()]


def _prose(kind: str, words: tuple[str, ...], validator: Callable[[str], bool], filler: str, glue: str,
           not_after: tuple[str, ...] = ()) -> tuple[SecretRule, ...]:
    """One rule per group of words (see ``_by_first_letter``)."""
    # Fillers ask for glue ("… de l'hôtel est X"); right after the word the glue may be missing ("password X").
    return tuple(
        SecretRule(kind, rf"{_word_set(group, not_after)}(?:(?:[ \t]+{filler}){{0,7}}?{glue}[ \t]*|{_OF_THE_WIFI}?[ \t]+){_PROSE_VALUE}",
                   # a word of another script may be glued to Latin letters ("WiFi密码", "API密钥")
                   _needles(group, _STEMS), r"[A-Za-z]" if group[0][0].isascii() else None, validator, ci=True,
                   widen=with_trailing_mark)
        for group in _by_first_letter(words))


# -- rules -----------------------------------------------------------------------------------

_SCHEME_BEFORE = re.compile(r"(?<![\w+.-])[A-Za-z][\w+.-]{0,20}\Z", re.A)
_HOST_AFTER = re.compile(r"@[\w\[](?:[^\s\"'<>`]*[^\s\"'<>`.,;:!?)\]])?", re.A)


def whole_url(text: str, start: int, end: int) -> tuple[int, int]:
    """The connection string around the password at ``text[start:end]``: from its scheme to the
    end of its host, port, path and query."""
    colons = text.rfind("://", max(0, start - 300), start)
    scheme = _SCHEME_BEFORE.search(text, max(0, colons - 21), colons) if colons != -1 else None
    host = _HOST_AFTER.match(text, end)
    return (scheme.start() if scheme else start), (host.end() if host else end)

_SEED_NEEDLES = ("seed", "recovery phrase", "recovery words", "mnemonic", "semilla", "recupera", "wiederherstellung",
                 "graine", "récupération", "seme")
#: Names of a wallet's recovery phrase.
_SEED_NAMES = (r"seed(?:[ \t]+phrase|[ \t]+words)?|recovery[ \t]+(?:phrase|words)|mnemonic(?:[ \t]+phrase)?|"
               r"frase[ \t]+(?:semilla|de[ \t]+recupera\w+|seme)|palavras[ \t]+de[ \t]+recupera\w+|"
               r"wiederherstellungs\w*|phrase[ \t]+(?:de[ \t]+récupération|graine)")
#: The same names as phrases whose words may come in separate deltas ("frase se").
_SEED_PHRASES = ("seed phrase", "seed words", "recovery phrase", "recovery words", "mnemonic phrase", "frase semilla",
                 "frase de recuperación", "frase de recuperacion", "palavras de recuperação", "palavras de recuperacao",
                 "phrase de récupération", "frase seme")
_LOGIN_NEEDLES = ("user", "login", "benutzer", "usuario", "utilisateur", "identifiant", "access details", "wifi", "wi-fi")
#: A user name after its word ("user emily53", "login for the portal is ana.b"), or a network's name after
#: "Wi-Fi": a password may follow. Past 40 characters the words between are prose ("the login for the
#: … dashboard is"), no key's "=" or quote ("user profile changed card="…" url=…"), and a "/" follows.
_LOGIN = (r"(?i:user(?:name)?|login|benutzer(?:name)?|usuario|utilisateur|identifiant|access[ \t]+details|(?P<net>wi-?fi))\b"
          r"(?:[^\n/]{0,40}?|(?=[^\n/]{41,120}/)[^\n/=\"'`]{41,80}?)"
          r"[ \t:=]+(?P<lq>[`'\"]?)[\w.@+-]{3,40}(?P=lq)")

_CLI_NAMES = ("password|passwd|pass|token|secret|api-key|apikey|access-key|secret-key|client-secret|"
              "auth-token")

CREDENTIAL_RULES: tuple[SecretRule, ...] = (
    # The password of a URL's user part (the host follows the "@"); one equal to the user name is a
    # demo's ("guest:guest").
    # The password of a URL's user part (the host follows the "@"; one equal to the user name is a
    # demo's, "guest:guest"), widened to the whole URL: a connection string is the credential.
    SecretRule("url_password", r"://(?<![?)\]}]://)(?P<user>[^\s:/@\"'<>()\[\]{}]*):(?!(?P=user)@)"
               r"(?P<v>[^\s/@\"'<>]{4,})@(?=[\w\[])", ("://",), None, url_password_ok, widen=whole_url),
    *(_assignment(family) for family in KEY_NAMES),
    # redis.conf's space-separated directives.
    SecretRule("config_directive", rf"(?:requirepass|masterauth)[ \t]+{_VALUE}", ("requirepass", "masterauth"), r"\w",
               credential_ok),
    # A ~/.pgpass line: host:port:database:user:password.
    SecretRule("pgpass", r"(?m)^(?:[\w.-]+|\*):(?:\d+|\*):(?:[^\s:]+):[^\s:]+:(?P<v>\S+)$",
               ("pgpass", ":5432:"), None, credential_ok),
    SecretRule("cli_flag", rf"--(?:[a-z0-9]+-)*(?:{_CLI_NAMES})(?:=|[ \t]+){_VALUE}", ("--",), None, credential_ok),
    SecretRule("cli_password", rf"(?:(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]*?[ \t]-p|sshpass[ \t]+-p[ \t]*|"
               # a container registry's login ("docker login -u ci -p '…' registry.example")
               rf"(?:docker|podman|nerdctl|buildah|skopeo|helm[ \t]+registry)[ \t]+login\b[^\n]*?[ \t]-p[ \t]+){_VALUE}",
               ("mysql", "mariadb", "sshpass", "login"), None, credential_ok),
    # MongoDB's shell and tools ("mongosh … -u app -p …"), redis-cli's "-a …".
    SecretRule("cli_password", rf"(?:mongo(?:sh|dump|restore|export|import)?\b[^\n]*?[ \t]-p|redis-cli\b[^\n]*?[ \t]-a)[ \t]+{_VALUE}",
               ("mongo", "redis-cli"), None, credential_ok),
    SecretRule("user_password", rf"(?:(?<![\w-])-u|--user)[ \t]+[\"']?[^\s:'\"]+:{_VALUE}", ("-u",), None, credential_ok,
               widen=with_trailing_mark),
    # htpasswd's "-b FILE USER PASSWORD".
    SecretRule("user_password", rf"htpasswd\b[^\n]*?[ \t]-\w*b\w*[ \t]+\S+[ \t]+\S+[ \t]+{_VALUE}", ("htpasswd",), None, credential_ok,
               widen=with_trailing_mark),
    # lftp's "-u user,password" and Samba's "-U user%password".
    SecretRule("user_password", rf"(?:lftp\b[^\n]*?[ \t]-u[ \t]+[^\s,'\"]+,|(?:smbclient|rpcclient|smbmap|net)\b[^\n]*?[ \t]-U[ \t]+"
               rf"[^\s%'\"]+%){_VALUE}", ("lftp", "smbclient", "rpcclient", "smbmap", "net "), None, credential_ok, ci=True,
               widen=with_trailing_mark),
    SecretRule("authorization", r"[Aa]uthorization[\"']?[ \t]*[:=][ \t]*[\"']?(?:Basic|Token|token|Bot|Digest)[ \t]+"
               r"(?P<v>[A-Za-z0-9+/_.~-]{8,}={0,2})", ("authorization",), None,
               lambda v: basic_auth_ok(v) or credential_ok(v), ci=True),
    # A .NET config's ``<add key="…SECRET" value="…" />`` and a table row naming a secret beside its value.
    SecretRule("config_add_key", r"""(?i:key)=["'][\w.:-]*(?i:secret|password|passwd|token|apikey|api_key|(?:storage|account|access|"""
               r"""private|signing|master|client|encryption)[_.-]?key|[_.-]key(?=["']))[\w.-]*["'][ \t]+"""
               r"""(?i:value)=["'](?P<v>[^"'\s]{6,})["']""", ("key=",), None, credential_ok, ci=True),
    SecretRule("table_row", r"\|[ \t]*`?[\w.-]*(?:[ \t][\w.-]+){0,3}?[ \t]?(?i:secret|password|passwd|token|api[_ ]?key|access key|"
               rf"{API_KEY_NAMES})[\w.-]*`?[ \t]*\|[ \t]*`?"
               r"(?P<v>[^\s|`]{12,})`?[ \t]*\|", ("|",), None, long_credential_ok),
    # A key named after it: "I entered … as the API key", "j'ai renseigné … comme clé API".
    SecretRule("named_after", r"(?P<v>[A-Za-z0-9+/_-]{20,}=*)[ \t]+(?i:as|como|comme|come|als)[ \t]+(?:(?i:the|my|a|la|el|o|mi|"
               r"mon|ma|meu|minha|mein|meine|il|mio|la mia)[ \t]+)?(?i:chave de api|chave da api|cl[ée] (?:d')?api|api[ -]?key|"
               r"api[ -]?schl[üu]ssel|clave de (?:la )?api|chiave (?:dell')?api|access token|token|secret)\b",
               ("api", "token", "secret"), r"[A-Za-z0-9+/_-]", long_key_ok, ci=True),
    # A password named after it: "… is the Wi-Fi password", "Mango#901 (hasło)".
    SecretRule("password_named_after", r"(?P<v>[^\s\"'`()]{6,64})[ \t]+(?:(?i:is|was)[ \t]+(?i:the|my|our|your)[ \t]+"
               r"(?:[\w-]+[ \t]+){0,3}(?i:password|passphrase|psk|passcode)\b|\((?i:password|passwort|hasło|haslo|mot de passe|"
               r"contraseña|senha|wachtwoord|parola|lösenord|heslo|jelszó|şifre|пароль|パスワード|密码|비밀번호)\))",
               ("password", "passphrase", "psk", "passcode", "(has", "(mot", "(contr", "(senha", "(wacht", "(parol", "(lösen",
                "(heslo", "(jelsz", "(şifre", "(пароль", "(パスワード", "(密码", "(비밀번호", "(passw"),
               r"[^\s\"'`(]", password_ok, ci=True),
    # A key alone on its line, pointed at from the next ("^ new key for the widget").
    SecretRule("pointed_at", r"(?m)^[ \t]*(?P<v>[A-Za-z0-9+/_=.-]{20,})[ \t]*\r?\n[ \t]*\^+[ \t]*[^\n]{0,40}?"
               r"(?i:key|token|secret|password|passwort|clé|clave|chave|schlüssel)", ("^",), None, long_key_ok),
    # GitHub's CLI storing a repository secret: "gh secret set NAME --body …".
    SecretRule("gh_secret", rf"gh[ \t]+secret[ \t]+set[ \t]+\S+[ \t]+(?:--body|-b)(?:=|[ \t]+){_VALUE}", ("gh secret",), None,
               credential_ok),
    # Windows' "net use \\\\host\\share /user:DOMAIN\\name PASSWORD".
    SecretRule("net_use", rf"(?i:net[ \t]+use)\b[^\n]*?/user:\S+[ \t]+{_VALUE}", ("net use",), None, credential_ok),
    # … and "net user NAME PASSWORD /add", which creates or changes an account.
    SecretRule("net_user", rf"(?i:net[ \t]+user)[ \t]+(?!/)\S+[ \t]+(?!/){_VALUE}(?(q)(?P=q))(?=[ \t]+/|[ \t]*(?:\n|\Z))", ("net user",), None,
               credential_ok),
    # A wallet's recovery phrase: twelve to twenty-four lower-case words after its name.
    SecretRule("seed_phrase", rf"(?:{_SEED_NAMES})\b[^\n:]{{0,40}}?(?::|{_GLUE_WORDS})[ \t]*(?P<v>[a-z]{{3,8}}(?:[ \t]+[a-z]{{3,8}}){{11,23}})\b",
               _SEED_NEEDLES, r"[A-Za-z]", None, ci=True),
    # A Wi-Fi QR code's payload: "WIFI:T:WPA;S:home;P:…;;".
    SecretRule("wifi_qr", r"WIFI:(?:[^;\n]*;)*?P:(?P<v>(?:\\.|[^;\\\n])+)", ("wifi:",), None,
               lambda v: len(v) >= 6 and not placeholder(v),
               ci=True),
    # A user name and its password in one breath: "user emily53, pass Dragon2023#", "login … is ana.b / Medved2023?".
    # (a network's password only after "/": "Wi-Fi: …, password …" is the password word's)
    SecretRule("login_pair", rf"{_LOGIN}[ \t]*(?:/|(?(net)(?!)|,?[ \t]+(?:pass(?:word)?|pw|pwd)\b[ \t]*[:=]?))[ \t]*{_PROSE_VALUE}",
               _LOGIN_NEEDLES, r"[A-Za-z]", password_ok, ci=True, widen=with_trailing_mark, starts_with_needle=True),
    # A remark in brackets naming the key's kind, then where it is for and the value: "le token (Twilio auth
    # token) pour le module : …", "a chave (Azure storage account key) do ambiente: …" (not a name in code,
    # "$(cat /run/secrets/db_password)": the word stands after a blank or the bracket).
    SecretRule("key_words", rf"\((?:[^()\n$/=]{{0,40}}[ \t])?(?i:key|token|secret|credentials?|password)\)"
               rf"(?:[ \t]+{_KEY_FILLER}){{0,7}}?{_KEY_GLUE}[ \t]*{_PROSE_VALUE}",
               ("key)", "token)", "secret)", "credential)", "credentials)", "password)"), None, long_key_ok, ci=True),
    *_prose("password_words", PASSWORD_WORDS, password_ok, _FILLER, _PASSWORD_GLUE),
    *_prose("key_words", KEY_WORDS, long_key_ok, _KEY_FILLER, _KEY_GLUE, _NOT_SECRET_KEYS),
)

# -- streaming -------------------------------------------------------------------------------


def growing(phrase: str) -> str:
    """Any beginning of ``phrase`` that reaches past its first word ("mot de p")."""
    first, rest = phrase.split(" ", 1)
    pattern = ""
    for c in reversed(" " + rest):
        part = r"[ \t]+" if c == " " else _ci(c)
        pattern = f"{part}(?:{pattern})?" if pattern else part
    return _ci(first) + pattern


_PHRASES = tuple(w for w in PASSWORD_WORDS + KEY_WORDS if " " in w)
_WORDS = PASSWORD_WORDS + KEY_WORDS
#: Ends of a streamed buffer where a value may still be arriving after what names it, each with
#: the (lower-cased) needles it cannot match without.
_TAILS: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = tuple((n, re.compile(p, re.A)) for n, p in (
    (("--",), rf"--(?:[a-z0-9]+-)*(?:{_CLI_NAMES})(?:(?:=|[ \t]+)[\"']?[^\s\"']*)?\Z"),
    (("requirepass", "masterauth"), r"(?:requirepass|masterauth)(?:[ \t]+\S*)?\Z"),
    (("mysql", "mariadb", "sshpass"), r"(?:mysql|mysqldump|mysqladmin|mariadb|sshpass)\b[^\n]*\Z"),
    # (the commands whose password comes after other words: their line is held to its end)
    (("login", "htpasswd", "lftp", "smbclient", "rpcclient", "smbmap"),
     r"(?:(?:docker|podman|nerdctl|buildah|skopeo|helm[ \t]+registry)[ \t]+login|htpasswd|lftp|smbclient|rpcclient|smbmap)\b[^\n]*\Z"),
    # (a registry's command while "login" may still follow it)
    (("docker", "podman", "nerdctl", "buildah", "skopeo", "registry"),
     r"(?:docker|podman|nerdctl|buildah|skopeo|helm[ \t]+registry)[ \t]+(?:l(?:o(?:g(?:i)?)?)?)?\Z"),
    (("-u",), r"(?:(?<![\w-])-u|--user)(?:[ \t]+[\"']?[^\s:'\"]*(?::[^\s'\"]*)?)?\Z"),
    (("authorization", "ssws"),
     r"(?:[Aa]uthorization[\"']?[ \t]*(?:[:=][ \t]*[\"']?(?:[A-Za-z]+(?:[ \t]+\S*)?)?)?|SSWS(?:[ \t]+\S*)?)\Z"),
    *((_needles(group, _STEMS), rf"{_word_set(group)}(?:[ \t]+{_FILLER}){{0,5}}(?:{_PASSWORD_GLUE})?[ \t]*[{_QUOTES_OPEN}]?\S*\Z")
      for group in _by_first_letter(_WORDS)),
    (tuple({p.split()[0].lower() for p in _PHRASES}), rf"(?:{'|'.join(growing(p) for p in _PHRASES)})[ \t]*\Z"),
    (tuple({p.split()[0] for p in _SEED_PHRASES}), rf"(?i:{'|'.join(growing(p) for p in _SEED_PHRASES)})[ \t]*\Z"),
    (_SEED_NEEDLES, rf"(?:{_SEED_NAMES})\b[^\n:]{{0,40}}?(?::|{_GLUE_WORDS})?[ \t]*(?:[a-z]{{1,8}}(?:[ \t]+[a-z]{{1,8}}){{0,23}}[ \t]*)?\Z"),
))
#: A key name, its separator and as much of its value as has come.
_NAMED = re.compile(rf"(?:{'|'.join(name for name, _ in KEY_NAMES.values())})(?![\w])[\"']?\]?[ \t]*"
                    rf"(?:(?::=|=>|[:=,>]|\?\?|\|\|)[ \t]*[\"'`]?[^\s\"'`]*)?", re.A)
_NAME_NEEDLES = tuple(n for _, needles in KEY_NAMES.values() for n in needles)
#: Every needle above: most buffers hold none, and are decided by one pass of substring tests.
_ANY_NEEDLE = tuple(sorted({n for needles, _ in _TAILS for n in needles} | set(_NAME_NEEDLES)))
#: A Twilio account SID and the auth token after it (its needle is case-sensitive: "ac" is everywhere).
_TWILIO_TAIL = re.compile(r"AC[a-f0-9]{32}['\"]?[ \t]*(?:[,:][ \t]*['\"]?[a-f0-9]*)?\Z")
#: The characters of a key name before the word that makes it secret ("DB_" of "DB_PASSWORD").
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
#: How far back a tail may begin (a few words of prose, a key name and a long value).
TAIL_WINDOW = 200


def credential_tail_start(text: str, cut: int) -> int:
    """Where the releasable part of a streamed ``text`` must end, given the other detectors' ``cut``:
    before a name, flag or password word near the end whose value may still be arriving, and never
    between a key name and its value (a held value keeps its whole name: "SMTP_PASS", not "PASS")."""
    start = max(0, len(text) - TAIL_WINDOW)
    if text.find("AC", start) != -1:
        m = _TWILIO_TAIL.search(text, start)
        cut = min(cut, m.start()) if m is not None else cut
    window = text[start:].lower()
    if not any(map(window.__contains__, _ANY_NEEDLE)):
        return cut  # the common case, decided by substring tests
    for needles, tail in _TAILS:
        if any(map(window.__contains__, needles)):
            m = tail.search(text, start)
            if m is not None and m.start() < cut:
                cut = m.start()
    for needle in _NAME_NEEDLES:
        at = window.find(needle)
        while at != -1:
            m = _NAMED.match(text, start + at)
            if m is not None:
                begin = m.start()
                while begin > 0 and text[begin - 1] in _NAME_CHARS:
                    begin -= 1
                if begin < cut and (cut < m.end() or m.end() == len(text)):
                    cut = begin
            at = window.find(needle, at + 1)
    return cut


#: A table row whose first cell names a secret, its value cell not closed yet ("| Password | Tortell"):
#: the value is a secret only once the cell's closing bar arrives, so it is held until then (the row's
#: first bar may have been released already).
SECRET_ROW_TAIL = re.compile(r"(?i)(?:\A|\|)[ \t]*`?[\w.-]*(?:secret|password|passwd|token|api_?key)[\w.-]*`?[ \t]*\|[ \t]*`?"
                              r"(?P<v>[^\s|`]*)`?[ \t]*\Z")
#: A key-shaped word: letters of both cases and digits, 20 characters or more; or password-shaped: six
#: characters or more with a letter and a digit.
_KEY_SHAPED = re.compile(r"(?=[^\d]*\d)(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])[\w+/-]{20,}=*\Z", re.A)
_PASSWORD_SHAPED = re.compile(r"(?=[^\d]*\d)(?=.*[A-Za-z])[^\s\"'`()]{6,64}\Z")


#: The words that may follow a value to name it: "… as the API key", "… is the Wi-Fi password", "… (hasło)".
_KEY_NAMED_BY = ("as", "como", "comme", "come", "als")
_PASSWORD_NAMED_BY = ("is", "was")


def _may_name(word: str, unfinished: bool, names: tuple[str, ...]) -> bool:
    """Whether ``word`` (the first after a value) is, or while still arriving may become, one that names it."""
    word = word.lower()
    return word in names or (unfinished and any(n.startswith(word) for n in names))


#: The line after a key alone on its line, as long as it may still point at it ("^ new key for …").
_POINTER_LINE = re.compile(r"[ \t]*(?:\^+[^\n]{0,44})?\Z")


def _pointed_key_start(text: str) -> int | None:
    """Where a key alone on the line before the last begins, while the last line may still point at it."""
    newline = text.rindex("\n")
    if not _POINTER_LINE.match(text, newline + 1):
        return None
    start = text.rfind("\n", 0, newline) + 1
    line = text[start:newline]
    word = line.strip()
    if len(word) < 20 or len(line) > 200 or _KEY_SHAPED.fullmatch(word) is None:
        return None
    return start + line.index(word)


def key_then_name_start(text: str) -> int | None:
    """Where a key- or password-shaped word begins whose name may still follow it on its line ("… como
    chave de API", "… is the Wi-Fi password", "… (hasło)"): the next word is one that names a value,
    or has not come yet, and no sentence has ended since."""
    tail = text[-64:]
    if "\n" in tail:
        tail = tail[tail.rindex("\n") + 1:]
        pointed = _pointed_key_start(text)
        if pointed is not None:
            return pointed
    words = tail.split()
    unfinished = not text[-1:].isspace()
    for i in range(len(words) - 1 - unfinished, max(-1, len(words) - 7), -1):
        word = words[i]
        if word[-1:] in ".!?":
            return None
        key = len(word) >= 20 and _KEY_SHAPED.match(word) is not None
        if not key and _PASSWORD_SHAPED.match(word) is None:
            continue
        if i + 1 < len(words):  # the word after it decides
            after, still = words[i + 1], unfinished and i + 1 == len(words) - 1
            if not (after.startswith("(") or _may_name(after, still, _PASSWORD_NAMED_BY)
                    or (key and _may_name(after, still, _KEY_NAMED_BY))):
                continue
        return len(text) - len(tail) + tail.rindex(word)
    return None
