"""Value generators for the PII evaluation sources: valid values of every type, their disguises,
and look-alikes that must stay untouched.

Every generator takes a ``random.Random`` so a source is reproducible from its seed. Values are
made valid by construction (Luhn, mod-97 through python-stdnum, libphonenumber's own numbering
plans), never copied from a test or a document."""
from __future__ import annotations

import importlib.resources
import random
import re
import string

import phonenumbers
from stdnum import iban as stdiban

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"

# -- cards ---------------------------------------------------------------------------------

#: (brand, prefixes, lengths, grouping): groupings are the ones printed on the cards.
CARD_BRANDS = (
    ("visa", ("4",), (16,), "4444"), ("visa19", ("4",), (19,), "44443"), ("mastercard", ("51", "53", "55", "2221", "2720"), (16,), "4444"),
    ("amex", ("34", "37"), (15,), "465"), ("diners", ("300", "305", "36", "3095"), (14,), "464"),
    ("discover", ("6011", "65", "644"), (16,), "4444"), ("jcb", ("3528", "3589"), (16,), "4444"),
    ("unionpay", ("62",), (16, 19), "4444"), ("mir", ("2200", "2204"), (16,), "4444"),
    ("maestro", ("6759", "50"), (16, 18), "4444"), ("rupay", ("60", "81"), (16,), "4444"),
)


def luhn_complete(prefix: str, length: int, rng: random.Random) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return body + str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(number)):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def group(number: str, sizes: str, sep: str = " ") -> str:
    out, pos = [], 0
    for n in map(int, sizes):
        out.append(number[pos:pos + n])
        pos += n
    if pos < len(number):
        out.append(number[pos:])
    return sep.join(g for g in out if g)


def card(rng: random.Random) -> tuple[str, str]:
    """(digits, grouping) of a card of a random brand."""
    _, prefixes, lengths, sizes = rng.choice(CARD_BRANDS)
    return luhn_complete(rng.choice(prefixes), rng.choice(lengths), rng), sizes


def card_written(rng: random.Random) -> str:
    number, sizes = card(rng)
    style = rng.random()
    if style < 0.45:
        return group(number, sizes)
    if style < 0.6:
        return group(number, sizes, "-")
    return number


# -- IBAN (every country python-stdnum knows) -----------------------------------------------

_STRUCT = re.compile(r"(\d+)!([nac])")
def _iban_structures() -> dict[str, str]:
    text = importlib.resources.files("stdnum").joinpath("iban.dat").read_text(encoding="utf-8")
    out = {}
    for line in text.splitlines():
        m = re.match(r'([A-Z]{2}) .*bban="([^"]+)"', line)
        if m:
            out[m.group(1)] = m.group(2)
    return out


IBAN_STRUCTURES = _iban_structures()


def iban(rng: random.Random, country: str | None = None) -> str:
    """A valid IBAN (compact) of ``country`` or of a random one of the 89 IBAN countries."""
    for _ in range(50):
        cc = country or rng.choice(sorted(IBAN_STRUCTURES))
        bban = ""
        for count, kind in _STRUCT.findall(IBAN_STRUCTURES[cc]):
            pool = {"n": string.digits, "a": string.ascii_uppercase, "c": string.ascii_uppercase + string.digits}[kind]
            bban += "".join(rng.choice(pool) for _ in range(int(count)))
        number = cc + stdiban.calc_check_digits(cc + "00" + bban) + bban
        if stdiban.is_valid(number):  # national checks (Belgium, Spain …) reject some bodies
            return number
    raise RuntimeError(f"no valid IBAN drawn for {country}")


def iban_written(rng: random.Random, lower: float = 0.3) -> str:
    number = iban(rng)
    if rng.random() < 0.5:
        number = stdiban.format(number)
    return number.lower() if rng.random() < lower else number


# -- e-mail ----------------------------------------------------------------------------------

IDN_DOMAINS = ("bücher.de", "münchen-post.de", "correo.españa.es", "почта.рф", "пример.рф", "例え.jp", "日本語.jp",
               "例子.中国", "公司.cn", "ตัวอย่าง.ไทย", "παράδειγμα.ελ", "dømain.no", "kaffé.se", "égalité.fr",
               "xn--bcher-kva.de", "xn--80ak6aa92e.com", "straße.de", "ñandú.com.ar", "çay.com.tr", "한국.kr")
ASCII_DOMAINS = ("example.com", "mail.example.org", "corp.example.net", "example.co.uk", "example.io", "example.dev")
FIRST = ("anna", "li.wei", "marta", "k.tanaka", "omar", "sven", "ines", "raj", "olga", "tom", "nour", "pierre",
         "yuki", "carlos", "elif", "ana-maria", "j.smith", "m_rossi", "dev+alerts", "hello")


def email(rng: random.Random, idn: float = 0.3) -> str:
    local = rng.choice(FIRST) + (str(rng.randrange(100)) if rng.random() < 0.4 else "")
    domain = rng.choice(IDN_DOMAINS if rng.random() < idn else ASCII_DOMAINS)
    return f"{local}@{domain}"


# -- phone -----------------------------------------------------------------------------------

PHONE_REGIONS = ("US", "GB", "DE", "FR", "ES", "IT", "NL", "BR", "PL", "JP", "CN", "KR", "IN", "RU", "TR", "SE",
                 "AU", "MX", "CA", "CH", "AT", "BE", "PT", "GR", "CZ", "IE", "ZA", "NG", "EG", "AE", "SA", "IL",
                 "SG", "PH", "ID", "VN", "TH", "AR", "CL", "CO", "NZ", "UA", "RO", "HU", "DK", "NO", "FI")


def phone(rng: random.Random, region: str | None = None, international: float = 0.5) -> str:
    """A valid number of ``region`` (libphonenumber's example with its last digits redrawn)."""
    region = region or rng.choice(PHONE_REGIONS)
    kind = rng.choice((phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE))
    example = phonenumbers.example_number_for_type(region, kind) or phonenumbers.example_number(region)
    national = str(example.national_number)
    for _ in range(40):
        digits = national[:-4] + "".join(rng.choice(string.digits) for _ in range(4))
        number = phonenumbers.parse("+" + str(example.country_code) + digits)
        if phonenumbers.is_valid_number(number):
            break
    else:
        number = example
    fmt = phonenumbers.PhoneNumberFormat.INTERNATIONAL if rng.random() < international else phonenumbers.PhoneNumberFormat.NATIONAL
    return phonenumbers.format_number(number, fmt)


# -- SSN, IP ---------------------------------------------------------------------------------

def ssn(rng: random.Random) -> str:
    area = rng.choice([a for a in range(1, 900) if a != 666])
    sep = rng.choice("- ") if rng.random() < 0.85 else "-"
    return f"{area:03d}{sep}{rng.randrange(1, 100):02d}{sep}{rng.randrange(1, 10000):04d}"


def ipv4(rng: random.Random) -> str:
    first = rng.choice([10, 172, 192, rng.randrange(11, 224)])
    if first == 127:
        first = 128
    return ".".join(str(x) for x in (first, rng.randrange(256), rng.randrange(256), rng.randrange(1, 255)))


def ipv6(rng: random.Random) -> str:
    groups = [f"{rng.randrange(0x10000):x}" for _ in range(8)]
    if rng.random() < 0.5:
        return "2001:db8:" + ":".join(groups[2:])
    return ":".join(groups[:3]) + "::" + groups[7]


# -- secrets ---------------------------------------------------------------------------------

def _r(rng: random.Random, n: int, pool: str = ALNUM) -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def _b64url(rng: random.Random, n: int) -> str:
    return _r(rng, n, URLSAFE)


SECRET_KINDS = ("openai", "aws", "github", "slack", "stripe", "google", "gitlab", "sendgrid", "huggingface",
                "npm", "anthropic", "jwt", "private_key")


def secret(rng: random.Random, kind: str | None = None) -> str:
    kind = kind or rng.choice(SECRET_KINDS)
    if kind == "openai":
        return "sk-proj-" + _b64url(rng, rng.choice((48, 64, 120)))
    if kind == "aws":
        return "AKIA" + _r(rng, 16, string.ascii_uppercase + string.digits)
    if kind == "github":
        return rng.choice(("ghp_", "gho_", "ghs_")) + _r(rng, 36)
    if kind == "slack":
        return "xoxp-" + "-".join(_r(rng, n, string.digits) for n in (11, 12, 13)) + "-" + _r(rng, 32, "0123456789abcdef")
    if kind == "stripe":
        return rng.choice(("sk_live_", "sk_test_", "rk_live_", "whsec_")) + _r(rng, rng.choice((24, 32, 99)))
    if kind == "google":
        return "AIza" + _r(rng, 35, URLSAFE) if rng.random() < 0.7 else "GOCSPX-" + _r(rng, 28, URLSAFE)
    if kind == "gitlab":
        return rng.choice(("glpat-", "gldt-", "glrt-")) + _r(rng, 20, URLSAFE)
    if kind == "sendgrid":
        return "SG." + _r(rng, 22, URLSAFE) + "." + _r(rng, 43, URLSAFE)
    if kind == "huggingface":
        return "hf_" + _r(rng, 34, string.ascii_letters)
    if kind == "npm":
        return "npm_" + _r(rng, 36)
    if kind == "anthropic":
        return "sk-ant-" + rng.choice(("api03-", "admin01-")) + _r(rng, 93, URLSAFE) + "AA"
    if kind == "jwt":
        head = rng.choice(("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9", "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9"))
        return f"{head}.eyJ{_b64url(rng, rng.randrange(30, 120))}.{_b64url(rng, 43)}"
    label = rng.choice(("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "ENCRYPTED PRIVATE KEY",
                        "PGP PRIVATE KEY BLOCK", "DSA PRIVATE KEY"))
    body = "\n".join(_r(rng, 64, ALNUM + "+/") for _ in range(rng.randrange(2, 6)))
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


# -- look-alikes -----------------------------------------------------------------------------

def grouped_count(rng: random.Random) -> str:
    """A large count or amount with thousands groups: ``12 480 331``, ``1.204.377``, ``3 000 000 000``."""
    value = rng.randrange(10**5, 10**10)
    sep = rng.choice((" ", ".", "\u202f", " ", "."))
    return f"{value:,}".replace(",", sep)


def luhn_failing(rng: random.Random) -> str:
    """A grouped 20-digit reference whose first 12-16 digits pass Luhn for some brand prefix."""
    while True:
        _, prefixes, _, _ = rng.choice(CARD_BRANDS)
        head = luhn_complete(rng.choice(prefixes), rng.choice((12, 13, 14, 15, 16)), rng)
        number = head + _r(rng, 20 - len(head), string.digits)
        if not luhn_ok(number):
            return group(number, "44444", rng.choice(" -"))


def version(rng: random.Random) -> str:
    return ".".join(str(rng.randrange(0, 40 if i else 20)) for i in range(4))
