"""Issuers' key formats: one row per service, by the prefix or shape its documentation gives.

Each row is a pattern and the substrings (needles) it cannot match without, so a text holding
none of them costs a few substring tests. A needle of one rare character ("_", "=") is found by
``memchr`` (a tenth of a longer needle's cost); the patterns behind it start with a literal, so on
text that holds it they cost what a longer needle would have. Mapbox's public ``pk.`` tokens are left out: they are
meant to ship in web pages. Keys whose only shape is 32 or 40 hex or base64 characters (Twilio,
Datadog, AWS secret keys, Heroku's old UUIDs) are found by the name or the words before them
(``pii_credentials``)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from .pii_secret_values import aws_secret_shaped, discord_token_ok, django_key_shaped, key_ok

#: How base64 writes a decimal number's first digit, 1 to 9 (a Discord token opens with its bot's id).
DISCORD_ID_HEADS = ("MT", "Mj", "Mz", "ND", "NT", "Nj", "Nz", "OD", "OT")
#: A value may not be glued to a word (or a key character) on its left.
WORDISH = r"[\w]"
KEYISH = r"[\w-]"
#: The token characters of base64url and of most issuers' alphabets.
_B64URL = r"[A-Za-z0-9_-]"
#: Nothing of the key's alphabet may follow (the key would be longer than its format).
_END = r"(?![A-Za-z0-9_-])"
#: The symbols of Django's ``get_random_secret_key()``, and its whole alphabet as a class.
_DJANGO_SYMBOLS = "!@#$%^&*(-_=+)"
_DJANGO_CHAR = rf"[a-z0-9{re.escape(_DJANGO_SYMBOLS)}]"


def _django_key_ok(value: str) -> bool:
    """Fifty characters of Django's alphabet with digits and symbols in them (not a word or a path)."""
    return any(c.isdigit() for c in value) and sum(c in _DJANGO_SYMBOLS for c in value) >= 3


@dataclass(frozen=True)
class SecretRule:
    """One way of finding a secret: built into a ``pii_detectors.Detector`` of type ``secret``."""

    kind: str
    pattern: str
    needles: tuple[str, ...]
    #: Characters that must not come right before the match.
    left: str | None = WORDISH
    validator: Callable[[str], bool] | None = key_ok
    #: Needles are looked up in the lower-cased text.
    ci: bool = False
    #: The whole value around the validated match (a connection string around its password).
    widen: Callable[[str, int, int], tuple[int, int]] | None = None
    #: Every match starts with one of the needles (in any case): a long text is searched from them only.
    starts_with_needle: bool = False
    #: An RE2 pattern the text must match first (one linear pass, for a shape with no literal to look for).
    gate: str | None = None


def _rule(kind: str, pattern: str, *needles: str, left: str | None = WORDISH,
          validator: Callable[[str], bool] | None = key_ok, ci: bool = False) -> SecretRule:
    return SecretRule(kind, pattern, needles, left, validator, ci)


#: Prefixes a masked key keeps ("hvs.********"), so an auditor can tell what leaked: constant, short
#: and of a known issuer (the rest of a prefix such as PyPI's macaroon header would only lengthen it).
MASK_PREFIXES = (
    "hvs.", "hvb.", "dp.st.", "dp.pt.", "dckr_pat_", "dop_v1_", "doo_v1_", "dor_v1_", "HRKU-", "dapi", "sbp_", "NRAK-",
    "glsa_", "glc_", "pypi-", "rubygems_", "PMAK-", "lin_api_", "ATATT3", "gsk_", "r8_", "xai-", "pplx-", "shpat_",
    "shpss_", "shpca_", "shppa_", "sq0atp-", "sq0csp-", "access_token$", "key-", "xkeysib-", "xsmtpsib-", "xapp-",
    "sk.eyJ",
)

KEY_FORMATS: tuple[SecretRule, ...] = (
    # Infrastructure and CI
    _rule("hashicorp_vault", rf"hv[sbr]\.{_B64URL}{{24,}}", "hv", left=KEYISH),
    _rule("terraform_cloud", rf"[A-Za-z0-9]{{14}}\.atlasv1\.[A-Za-z0-9_=-]{{60,90}}{_END}", ".atlasv1."),
    _rule("doppler", r"dp\.(?:st|sa|ct|pt|scim|audit)\.[A-Za-z0-9._-]{40,}", "dp."),
    _rule("docker_hub", rf"dckr_(?:pat|oat)_{_B64URL}{{27,}}", "_"),
    # Cloud platforms
    _rule("azure_ad_client_secret", r"[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}", "Q~", left=r"[\w~.-]"),
    _rule("digitalocean", rf"do[opr]_v1_[a-f0-9]{{64}}{_END}", "_v1_"),
    _rule("heroku", rf"HRKU-{_B64URL}{{58,}}", "HRKU-"),
    _rule("alibaba_access_key", rf"LTAI[A-Za-z0-9]{{12,20}}{_END}", "LTAI"),
    _rule("notion", rf"(?:secret|ntn)_[A-Za-z0-9]{{43,46}}{_END}", "secret_", "ntn_"),
    # The signature of an Azure shared access signature URL (``…&sig=…%3D``).
    _rule("azure_sas_signature", r"sig=(?<![\w-]sig=)(?P<v>[A-Za-z0-9%+/]{40,})", "=", left=None),
    # A storage account's connection string, whole (its key is what signs requests).
    _rule("azure_storage_connection_string", r"DefaultEndpointsProtocol=https?;AccountName=[a-z0-9]{3,24};"
          r"AccountKey=[A-Za-z0-9+/]{86}==(?:;EndpointSuffix=[A-Za-z0-9.]+)?", "AccountKey=", left=None, validator=None),
    _rule("cloudflare_origin_ca", r"v1\.0-[a-f0-9]{24}-[a-f0-9]{146}", "v1.0-"),
    _rule("databricks", rf"dapi[a-f0-9]{{32}}(?:-\d)?{_END}", "dapi"),
    _rule("supabase", rf"sb(?:p_[a-f0-9]{{40}}{_END}|_secret_{_B64URL}{{31,}})", "_"),
    _rule("new_relic", rf"NRAK-[A-Z0-9]{{27}}{_END}", "NRAK-"),
    _rule("grafana", rf"gl(?:sa_[A-Za-z0-9]{{32}}_[A-Fa-f0-9]{{8}}{_END}|c_[A-Za-z0-9+/]{{32,}}={{0,2}})", "_"),
    # A DSN (``https://<key>@o1.ingest.sentry.io/2``), whole: its key authenticates the sender.
    _rule("sentry_dsn", r"(?P<v>https?://[a-f0-9]{32}(?::[a-f0-9]{32})?@[A-Za-z0-9.-]*sentry[A-Za-z0-9.-]*(?:/\d+)?)", "sentry",
          left=None, validator=None),
    # Package registries and developer tools
    _rule("pypi", rf"pypi-AgE(?:IcHlwaS5vcmc|NdGVzdC5weXBpLm9yZw){_B64URL}{{50,}}", "pypi-AgE"),
    _rule("rubygems", rf"rubygems_[a-f0-9]{{48}}{_END}", "_"),
    _rule("nuget", r"oy2[a-z0-9]{43}(?![A-Za-z0-9])", "oy2"),
    _rule("postman", rf"PMAK-[a-f0-9]{{24}}-[a-f0-9]{{34}}{_END}", "PMAK-"),
    _rule("linear", rf"lin_(?:api|oauth)_[A-Za-z0-9]{{40,64}}{_END}", "_"),
    _rule("atlassian", r"AT(?:ATT|CTT)3[A-Za-z0-9_=-]{100,}", "TT3"),
    _rule("jfrog", rf"AKCp[A-Za-z0-9]{{69}}{_END}", "AKCp"),
    _rule("airtable", rf"pat[A-Za-z0-9]{{14}}\.[a-f0-9]{{64}}{_END}", "pat"),
    _rule("pulumi", rf"pul-[a-f0-9]{{40}}{_END}", "pul-"),
    _rule("age_secret_key", r"AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}", "AGE-SECRET-KEY-"),
    # AI platforms (OpenAI, Anthropic, Hugging Face and Google are in pii_detectors)
    _rule("groq", rf"gsk_[A-Za-z0-9]{{52}}{_END}", "_"),
    _rule("replicate", rf"r8_[A-Za-z0-9]{{37}}{_END}", "_"),
    _rule("xai", rf"xai-[A-Za-z0-9]{{80}}{_END}", "xai-"),
    _rule("perplexity", rf"pplx-[A-Za-z0-9]{{48}}{_END}", "pplx-"),
    # Commerce and payments
    _rule("shopify", rf"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{{32}}{_END}", "_"),
    _rule("square", rf"EAAA{_B64URL}{{60}}{_END}|sq0(?:atp|csp|idp)-{_B64URL}{{22,43}}", "EAA", "sq0"),
    _rule("braintree", r"access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32}", "_"),
    # A Django project's SECRET_KEY (it signs sessions and password-reset links): drawn from letters, digits and
    # "!@#$%^&*(-_=+)", so brackets are part of it; with the prefix of a generated development key, or 50
    # characters assigned to the setting
    _rule("django_secret_key", rf"django-insecure-{_DJANGO_CHAR}{{30,}}", "django-insecure-", left=KEYISH, validator=None),
    _rule("django_secret_key", rf"SECRET_KEY['\"]?[ \t]*[=:][ \t]*[rb]?['\"]?(?P<v>{_DJANGO_CHAR}{{50}})(?!{_DJANGO_CHAR})",
          "SECRET_KEY", validator=_django_key_ok),
    # Messaging and e-mail
    _rule("mailgun", rf"key-[a-f0-9]{{32}}{_END}", "key-", left=KEYISH),
    _rule("resend", rf"re_[A-Za-z0-9]{{8}}_[A-Za-z0-9]{{24}}{_END}", "re_"),
    _rule("mailchimp", r"[0-9a-f]{32}-us\d{1,2}(?![A-Za-z0-9])", "-us"),
    _rule("brevo", rf"x(?:keysib|smtpsib)-[a-f0-9]{{64}}-[A-Za-z0-9]{{16}}{_END}", "sib-"),
    _rule("slack_app_token", r"xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]{32,}", "xapp-"),
    _rule("slack_webhook", r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]{20,}",
          "hooks.slack.com", left=None),
    _rule("teams_webhook", r"https://[A-Za-z0-9-]+\.webhook\.office\.com/webhookb2/[A-Za-z0-9@-]{36,80}/IncomingWebhook/[a-f0-9]{32}"
          r"/[a-f0-9-]{36}(?:/[A-Za-z0-9_-]{20,})?", "webhook.office.com", left=None, validator=None),
    _rule("discord_webhook", rf"https://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/webhooks/\d{{17,20}}/{_B64URL}{{60,68}}",
          "/api/webhooks/", left=None),
    # The first part is the bot's id in base64: an id's first digit (1 to 9) is written "MT", "Mj", "Mz",
    # "ND" … "OT", its needles (case-sensitive), and the validator reads the digits back, so no name of
    # Discord need stand near it (a token pasted alone, or under "API key").
    _rule("discord_bot_token", rf"[MNO]{_B64URL}{{23,27}}\.{_B64URL}{{6}}\.{_B64URL}{{27,38}}{_END}", *DISCORD_ID_HEADS,
          left=KEYISH, validator=discord_token_ok),
    # The bot id, a colon, then "AA" and 33 more characters; "bot" may be glued before it in API URLs.
    _rule("telegram_bot_token", rf"\d{{8,10}}:AA{_B64URL}{{33}}{_END}", ":A", left=r"\d"),
    _rule("okta", rf"SSWS[ \t]+(?P<v>{_B64URL}{{30,}})", "SSWS"),
    _rule("firebase_server_key", rf"AAAA{_B64URL}{{7}}:APA91b{_B64URL}{{100,}}", ":A", left=KEYISH),
    # An API key's SID ("SK" and 32 hex digits), which with its secret signs requests.
    _rule("twilio_api_key", r"SK[0-9a-fA-F]{32}(?![A-Za-z0-9])", "SK"),
    # An auth token right after its account SID (``Client('AC…', '…')``, ``-u AC…:…``).
    _rule("twilio_auth_token", r"AC[a-f0-9]{32}['\"]?[ \t]*[,:][ \t]*['\"]?(?P<v>[a-f0-9]{32})(?![A-Za-z0-9])", "AC"),
    # Social and maps
    _rule("facebook_token", r"EAA[A-Za-z0-9]{90,}", "EAA"),
    _rule("mapbox_secret", rf"[st]k\.eyJ{_B64URL}{{20,}}\.{_B64URL}{{20,}}", "k.eyJ"),
)
#: Keys known by their shape alone, no prefix and no name: tried after the rules of context
#: (``pii_credentials``), so a value both find keeps the kind its name gives it.
SHAPES: tuple[SecretRule, ...] = (
    # A Django SECRET_KEY standing alone anywhere ("mój SECRET_KEY to …", "BOOKING_API_KEY=…", "a hmac key: …"): exactly fifty
    # characters of its alphabet, letters, digits and symbols mixed as drawn at random (``django_key_shaped``);
    # looked for where one of its rarer symbols is (nearly every generated key holds one) and RE2 finds a run of fifty.
    SecretRule("django_secret_key", rf"(?<![a-z0-9{re.escape(_DJANGO_SYMBOLS.replace('=', ''))}]){_DJANGO_CHAR}{{50}}(?!{_DJANGO_CHAR})",
               ("^", "%", "*", "#", "$", "+", "="), None, django_key_shaped, gate=f"{_DJANGO_CHAR}{{50}}"),
    # An AWS secret access key's shape, alone: forty characters of base64 with no prefix, drawn at random
    # (``aws_secret_shaped``: both cases and digits mixed, no word's run of letters, no encoded text). A git
    # hash is hex, an identifier runs words together, a path or a file name is glued to "/" or "."; the last
    # line of a certificate's or a key's base64 block comes after a line of 64 or a "-----BEGIN …-----".
    # (Its left boundary is checked in code, which skips a long run whole; the block's lines are looked
    # behind once forty characters have matched.)
    SecretRule("aws_secret_key", r"[A-Za-z0-9+/]{40}(?![\w+/=-]|\.\w)(?<![A-Za-z0-9+/]{64}\n[A-Za-z0-9+/]{40})"
               r"(?<!-----\n[A-Za-z0-9+/]{40})", (), r"[\w+/=.-]", aws_secret_shaped, gate=r"[A-Za-z0-9+/]{40}"),
)
