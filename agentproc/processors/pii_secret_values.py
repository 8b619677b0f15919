"""Validators of secret candidates: placeholders and references ruled out, the shape a password has.

A pattern proposes the value after ``password=``, ``"token": "``, ``Passwort:`` or an issuer's
prefix; these decide whether it is a secret or a stand-in for one (``<your-key>``, ``${DB_PASS}``,
``os.environ["X"]``, ``sk_live_XXXX…``, ``********``, ``changeme``) or a piece of code that only
looks like an assignment (``@type password: L{bytes}``, ``key = attr.name``)."""
from __future__ import annotations

import base64
import binascii
import re

#: Substrings that mark a value as a stand-in, lower-cased.
_PLACEHOLDER_PARTS = (
    "example", "xxxx", "****", "••", "…", "...", "placeholder", "redacted", "changeme", "change_me", "change-me",
    "your", "dummy", "sample", "replace", "insert_", "<", ">", "{{", "}}", "${", "%(", "$(", "[hidden]", "notreal",
    "not_real", "fake_", "secret_here", "key_here", "token_here",
)
#: A format string's slot: ``%s``, ``%d``, ``{}``, ``{0}``.
_FORMAT_SLOT = re.compile(r"(?<![A-Za-z0-9])%[sd](?![A-Za-z0-9])|\{\d*\}")
#: Whole values (letters only, lower-cased) that stand in for a secret or are a literal.
_PLACEHOLDER_WORDS = frozenset((
    "password", "passwd", "pass", "pwd", "passphrase", "secret", "secrets", "token", "apikey", "key", "value",
    "null", "none", "nil", "true", "false", "undefined", "empty", "string", "str", "required", "optional",
    "mypassword", "yourpassword", "mysecret", "yoursecret", "secretpassword", "supersecret", "hidden",
    "masked", "removed", "unset", "todo", "tbd", "na", "env", "vault",
))
#: Words that name a secret: a value made of them and no digit is a description ("Password/secret").
_SECRET_WORDS = ("password", "passwd", "secret", "token", "apikey", "api_key", "changeit")
#: The first name of a dotted reference to configuration (``settings.API_KEY``, ``process.env.TOKEN``).
_CONFIG_OBJECTS = frozenset((
    "os", "process", "settings", "config", "conf", "cfg", "env", "environ", "self", "this", "secrets", "vars",
    "params", "props", "context", "ctx", "request", "req", "system", "environment", "app", "args", "opts",
    "options", "import", "window", "credentials", "creds", "values", "inputs", "data", "vault", "keyring",
))
_REPEATED = re.compile(r"(.)\1{5,}")
_NOT_BASE64 = re.compile(r"[^A-Za-z0-9+/=]")
#: A key block's body that opens with one of these is a note about the key, not the key.
_NOTE_OPENERS = ("[", "(", "<", "{", "…", "...", "*", "#")
#: Letters and digits changing places again and again: a random value, no name ("l1hBr1aR….avX31b").
_SWITCHES = re.compile(r"(?:[A-Za-z]+\d+[._-]?){3}[A-Za-z]")
_DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
_CODE_NAME = re.compile(r"\w*[a-z][A-Z]\w*|[a-z]+(?:_[a-z]+)+")
_CALL_OR_INDEX = re.compile(r"[$@]?[A-Za-z_][\w.]*[(\[]")
#: A variable, an anchor, a tag or a constant's name: ``$DB_PASS``, ``%APPDATA%``, ``*default``,
#: ``!vault``, ``SAS_KEY``.
_VARIABLE = re.compile(r"[$%@&*!#]\{?[A-Za-z_][A-Za-z_.:-]*[}%]?|[A-Z][A-Z_]*")
#: A file path (not base64 that happens to start with "/": "/AulaG…+…=").
_PATH = re.compile(r"(?:~?/|\.\.?/)[\w./~-]*|[A-Za-z]:\\.*")
#: A file the secret is kept in ("privateKey=key.pem").
_FILE = re.compile(r"[\w-]\.(?:pem|key|crt|cer|der|p12|pfx|jks|keystore|json|txt|ya?ml|env|ini|cfg|conf|properties|pub)\b",
                   re.I)
_COLOUR = re.compile(r"#[0-9A-Fa-f]{3,8}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
#: The alphabet of keys and tokens (base64, base64url, hex, issuers' separators).
_TOKEN = re.compile(r"[A-Za-z0-9_\-+/=.~:$]+")
#: Runs of lower-case letters: in a random key some are one letter long ("4e26Bow…"); in words run
#: together (``PKCS12PrivateKeyTypes``, ``normalized_name``) none is.
_LOWER_RUNS = re.compile(r"[a-z]+")
#: A regular expression's or a program's source, not a password ("a|b", "\\b", "(?:", "f(x").
_CODE = re.compile(r"[|\\]|\(\?|\)[{?*+]|\w\(")
#: Names of algorithms and encodings: a setting, not a secret ("credentials: base64").
_TECHNICAL_TERMS = frozenset((
    "base64", "base32", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3256", "md5", "utf8", "utf16", "latin1",
    "bcrypt", "scrypt", "argon2", "argon2id", "argon2i", "pbkdf2", "pbkdf2sha256", "aes128", "aes256", "aes256gcm",
    "rsa2048", "rsa4096", "x509", "oauth1", "oauth2", "http11", "http2", "ed25519", "curve25519", "hs256", "hs512",
    "rs256", "rs512", "es256", "es384", "ps256", "hmacsha256", "hmacsha1", "tls12", "tls13", "sslv3", "ipv4", "ipv6",
    "crammd5", "digestmd5", "notbase64",
))
#: Symbols that make a word a password ("_", "." and "-" also join ordinary identifiers).
_SPECIAL = frozenset("!#$%&*+/=?@^~|:;,()[]{}<>'\"`\\§£€")


#: "API key" in the users' languages, as a table names it (lower case; "é" and "ü" written as they are).
API_KEY_NAMES = (r"cl[ée][ \t]+(?:d'|de[ \t]+l'|de[ \t]+)?api|chave[ \t]+(?:de[ \t]+|da[ \t]+)?api|clave[ \t]+(?:de[ \t]+(?:la[ \t]+)?)?api|"
                 r"chiave[ \t]+(?:dell')?api|klucz[ \t]+api|api[ \t-]?(?:schl[üu]ssel|sleutel|nyckel|nøgle|nøkkel|avain|kulcs)|"
                 r"api[ \t]+anahtar[ıi]?|ключ[ \t]+api|api[ \t-]?ключ")


#: Marks a password may end in ("Kocicka2022.", "Gato2024&, …", "22Sonnenblume?"), which a value's pattern
#: leaves out as sentence punctuation: "?" or "&" before a blank, a comma, a closing quote or the line's end,
#: a full stop only at the line's end or before a closing quote (mid-line, "… Tiger2020. Then" is the sentence's).
_TRAILING_MARKS = re.compile(r"[?&](?=[\s,\"'`)]|\Z)|\.(?=[ \t]*(?:\r?\n|\Z)|[\"'`])")


def with_trailing_mark(text: str, start: int, end: int) -> tuple[int, int]:
    """A value with the mark that ends it (masking a sentence's full stop with it costs nothing)."""
    m = _TRAILING_MARKS.match(text, end)
    return start, m.end() if m else end


def placeholder(value: str) -> bool:
    """A stand-in rather than a secret: ``<...>``, ``${...}``, ``%s``, ``xxxx``, ``****``,
    ``your-key-here``, a run of one character, a word such as ``changeme`` or ``null``, or words
    that name a secret without a digit ("my-secret-token")."""
    lowered = value.lower()
    if any(part in lowered for part in _PLACEHOLDER_PARTS) or _REPEATED.search(value) or _FORMAT_SLOT.search(value):
        return True
    letters = "".join(c for c in lowered if c.isalpha())
    if letters in _PLACEHOLDER_WORDS or len(set(lowered) - set("-_.")) <= 2:
        return True
    return not any(c.isdigit() for c in value) and any(w in lowered for w in _SECRET_WORDS)


def reference(value: str) -> bool:
    """A value that names where the secret is instead of being it: a variable (``$DB_PASS``,
    ``%DB_PASS%``, ``DB_PASS``), a call or subscript (``getenv("X")``, ``ENV["X"]``), a dotted path
    (``settings.API_KEY``, ``httpx.Auth``), a file, a path, a URL or a colour (``#d8dee9``)."""
    if (value[:1] in "{[(<" or "://" in value or _PATH.fullmatch(value) or _CALL_OR_INDEX.match(value)
            or _VARIABLE.fullmatch(value) or _COLOUR.fullmatch(value) or _FILE.search(value)):
        return True
    # A dotted path to configuration, of names without a digit, or to a camelCase or snake_case
    # name (``ed25519.Ed25519PrivateKey``); "Harbor1441.walnut" and "Tiger.kaffee_96" are passwords.
    return _DOTTED.fullmatch(value) is not None and _SWITCHES.search(value) is None and (
        value.split(".", 1)[0].lower() in _CONFIG_OBJECTS or not any(c.isdigit() for c in value)
        or _CODE_NAME.fullmatch(value.rsplit(".", 1)[1]) is not None)


def key_ok(value: str) -> bool:
    """An issuer-prefixed key that is not a documentation stand-in (``sk_live_XXXX…``, ``ghp_000000…``,
    ``xoxb-your-bot-token``)."""
    return not (_REPEATED.search(value) or "EXAMPLE" in value or "xxxx" in value.lower() or "your" in value.lower())


def private_key_ok(value: str) -> bool:
    """A private-key block with a body (or one still arriving), not a stand-in (``…``, ``<key>``,
    ``[REDACTED — key rotated …]``)."""
    body = value.split("-----")[2].strip() if value.count("-----") >= 4 else ""
    if "-----END" not in value:
        return True
    return not body.startswith(_NOTE_OPENERS) and len(_NOT_BASE64.sub("", body)) >= 8


def credential_ok(value: str) -> bool:
    """The value of a secret-named key (``DB_PASSWORD=``, ``"token":``, ``--api-key``): six characters or
    more; no placeholder, reference, code or technical term (``sha256``); letters with digits or with
    symbols (only digits is a number)."""
    if not 6 <= len(value) <= 1024 or placeholder(value) or reference(value) or _CODE.search(value):
        return False
    if value.lower().replace("-", "").replace("_", "") in _TECHNICAL_TERMS:
        return False
    letters = any(c.isalpha() for c in value)
    return letters and (any(c.isdigit() for c in value) or any(c in _SPECIAL for c in value) or _random_case(value))


def _random_case(value: str, least: int = 12) -> bool:
    """``least`` letters or more whose case changes at two letters in five or more often, with no word's
    run of small letters ("lRVmQmliKoqhHaRUA"): drawn at random, not words in camel case."""
    if len(value) < least or not value.isalpha() or _LOWER_RUN.search(value):
        return False
    changes = sum(a.isupper() != b.isupper() for a, b in zip(value, value[1:]))
    return changes * 5 >= len(value) * 2


_LOWER_RUN = re.compile(r"[a-z]{5}")


def long_credential_ok(value: str) -> bool:
    """A value after a name that is often something else (``auth``: also a mechanism, ``AUTH=PLAIN``):
    twelve characters or more."""
    return len(value) >= 12 and credential_ok(value)


def url_password_ok(value: str) -> bool:
    """The password of a URL's user part: anything but a placeholder, a reference or code (the URL's
    shape already says what it is)."""
    return not (placeholder(value) or reference(value) or _CODE.search(value))


def password_ok(value: str) -> bool:
    """A password named in prose ("the password is …"): a digit among its letters, like a key's value
    otherwise, and no e-mail address or time (``10:30pm``)."""
    if "@" in value.strip("@") and "." in value.split("@")[-1]:
        return False
    if value.isdigit():  # a Wi-Fi key of digits; shorter ones are PINs, years, counts
        return len(value) >= 10 and not _REPEATED.search(value)
    if _drawn_with_marks(value):
        return not (placeholder(value) or reference(value) or _CODE.search(value))
    return (credential_ok(value) and any(c.isdigit() for c in value)
            and not re.fullmatch(r"[\d:./-]+(?:am|pm|h)?", value, re.I))


def _drawn_with_marks(value: str) -> bool:
    """Ten characters or more, a mark among them, eight letters or more of random case
    ("BnGTCbzc_.Woy-U"): a generated password with no digit."""
    return (len(value) >= 10 and any(c in "_.-!#$%&*+=?~" for c in value[1:-1])
            and _random_case("".join(c for c in value if c.isalpha()), least=8))


def long_key_ok(value: str) -> bool:
    """A key named in prose ("la clave de AWS es …"): sixteen characters or more of a key's alphabet,
    letters and digits, no UUID (an identifier) and no words run together (a type's name)."""
    return (len(value) >= 16 and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
            and _TOKEN.fullmatch(value) is not None and _UUID.fullmatch(value) is None
            and not _words_run_together(value) and not _code_path(value) and not placeholder(value)
            and not reference(value))


def _code_path(value: str) -> bool:
    """A dotted path ending in a name (``ed25519.Ed25519PublicKey``): code, after "key:"."""
    return _DOTTED.fullmatch(value) is not None and not value[-1].isdigit()


def _words_run_together(value: str) -> bool:
    runs = _LOWER_RUNS.findall(value)
    return bool(runs) and min(map(len, runs)) >= 2


def discord_token_ok(value: str) -> bool:
    """A Discord bot token: its first part is the bot's numeric id in base64."""
    head = value.split(".", 1)[0]
    try:
        decoded = base64.b64decode(head + "=" * (-len(head) % 4), altchars=b"-_", validate=True)
    except (binascii.Error, ValueError):
        return False
    return 17 <= len(decoded) <= 20 and decoded.isdigit()


def basic_auth_ok(value: str) -> bool:
    """HTTP Basic credentials: base64 of ``user:password`` with a password that is no placeholder."""
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode("utf-8")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    user, colon, password = decoded.partition(":")
    return bool(colon and password) and not placeholder(password)


#: A URL's escaped byte ("%2f"): an encoded query, not a key.
_URL_ESCAPE = re.compile(r"%[0-9a-f]{2}")


def django_key_shaped(value: str) -> bool:
    """Fifty characters of Django's key alphabet as ``get_random_secret_key()`` draws them: some fifteen
    letters or more, three digits and four symbols besides "-" and "_" (not words or an identifier joined
    by them, "correlationid=751d5fd4-cdfc-…", a path or a URL's encoded query)."""
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    marks = sum(c in "!@#$%^&*(=+)" for c in value)
    return letters >= 15 and digits >= 3 and marks >= 4 and len(_URL_ESCAPE.findall(value)) < 2


#: Where a character's class (capital, small letter, digit, symbol) changes: in random base64 at two
#: characters in three, in words run together at one in four or five.
_CLASS_OF = str.maketrans({**{c: "A" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}, **{c: "a" for c in "abcdefghijklmnopqrstuvwxyz"},
                           **{c: "0" for c in "0123456789"}})
_LONG_LOWER_RUN = re.compile(r"[a-z]{9}")


def aws_secret_shaped(value: str) -> bool:
    """Forty characters of base64 drawn at random, as an AWS secret access key is: capitals, small
    letters and digits, their classes changing at half the characters or more, no run of nine small
    letters, and not the base64 of text (a payload, a name)."""
    classes = value.translate(_CLASS_OF)
    if min(classes.count("A"), classes.count("a")) < 5 or classes.count("0") < 2 or _LONG_LOWER_RUN.search(value):
        return False
    if sum(a != b for a, b in zip(classes, classes[1:])) < 20 or not key_ok(value):
        return False
    try:
        decoded = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return True
    return not all(32 <= b < 127 or b in (9, 10, 13) for b in decoded)
