"""Writes the PII evaluation sources (bench/corpora/pii/<source>.jsonl): one file per source.

    .venv/bin/python bench/pii_sources.py      # needs the dev extra (Faker)

A *source* is one generator with its own templates, locales and seed. Sources are development
(``dev``: the rules may be tuned on them) or held-out (``heldout``: written and frozen before any
rule was tuned, measured only at the end). A whole source is held out, never a random share of
one. Held-out lines are deduplicated against everything rules are written from: a line is dropped
when its value occurs in the tests or the README, or when it shares a run of 8 words with a dev
line or a test. Each line is ``{"source", "type", "value", "text"}`` plus ``"disguise"`` for
disguised values; ``type`` "negative" lines are look-alikes nothing may touch."""
from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

if TYPE_CHECKING:
    from faker import Faker

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import pii_values as v  # noqa: E402
from bench.pii_disguise import DISGUISES, WORD_DISGUISES, disguise_card, disguise_email, disguise_word  # noqa: E402

OUT = ROOT / "bench" / "corpora" / "pii"
TYPES = ("email", "phone", "credit_card", "us_ssn", "iban", "ip_address", "secret")
Row = dict[str, str]

# -- templates (each source has its own; "{v}" is the value) ---------------------------------

T_EUROPE = {
    "email": ["Write to {v} with the form.", "Contact: {v}", "Schreib mir an {v}.", "Écrivez-moi à {v} svp"],
    "phone": ["Phone {v}", "Call {v} after six.", "Tel. {v}", "Mi teléfono es {v}"],
    "credit_card": ["Card: {v}", "Pay with {v}.", "Meine Karte {v} ist abgelaufen."],
    "us_ssn": ["SSN {v}", "social security no. {v}"],
    "iban": ["IBAN {v}", "Überweisung an {v}", "Virement vers {v}"],
    "ip_address": ["host {v} is down", "ping {v}"],
    "secret": ["key={v}", "Use {v} as the token."],
}
T_SYNTH_DEV = {
    "email": ["my address: {v}", "cc {v} on the thread"],
    "phone": ["phone: {v}", "mobile {v}"],
    "credit_card": ["card number {v}", "charge {v} please"],
    "us_ssn": ["SSN: {v}"],
    "iban": ["account {v}", "iban: {v}"],
    "ip_address": ["server {v}", "from {v}"],
    "secret": ["TOKEN={v}", "the key is {v}"],
}
#: Held-out templates: written once, before tuning; other languages, other sentence shapes.
T_WORLD = {
    "email": ["Bitte antworten Sie an {v} bis Freitag.", "メールアドレスは {v} です。", "Напишите на {v}, пожалуйста.",
              "I moved, my new mail is {v} now", "{v}", "Отправьте счёт на {v}", "联系人邮箱 {v}"],
    "phone": ["Reach our office on {v} between 9 and 5.", "電話：{v}", "Звоните {v} в любое время",
              "WhatsApp {v}", "Numéro de téléphone : {v}", "tel {v}", "call me on {v} tonight"],
    "credit_card": ["The card I used was {v}, can you refund it?", "支付卡 {v}", "Kartennummer: {v}",
                    "{v} exp 09/29", "my visa {v}", "Карта {v} заблокирована"],
    "us_ssn": ["Her SSN is {v}.", "SSN#{v}", "tax form shows {v} as SSN"],
    "iban": ["Please pay the invoice to {v} by Monday.", "Konto: {v}", "口座番号 {v}", "iban {v} (savings)",
             "send it to {v}", "Счёт {v}"],
    "ip_address": ["The attacker used {v} last night.", "Our office is behind {v} now.", "{v} keeps timing out",
                   "Можешь проверить {v}?", "I can't reach {v} anymore", "请检查 {v} 的状态"],
    "secret": ["Here is the key we use in prod: {v}", "config: {v}", "{v}", "I accidentally pasted {v} in the channel",
               "env var set to {v} on the build box"],
}
T_WIDE = {
    "email": ["Reply to {v} today.", "Adresse : {v}", "correo {v}", "(see {v})", "<{v}>", "mail:{v}"],
    "phone": ["phone {v}", "ring {v}", "Telefon {v}", "call {v}", "{v} (mobile)"],
    "credit_card": ["Card {v}.", "card ending — full number {v}", "{v}", "use {v} for the deposit"],
    "us_ssn": ["SSN {v}", "ssn={v}"],
    "iban": ["{v}", "IBAN: {v}", "wire to {v} thanks", "Bankverbindung {v}"],
    "ip_address": ["it resolved to {v} for me", "{v} answered the probe", "swap {v} for the new box",
                   "is {v} yours?", "We whitelisted nothing but {v}", "la machine {v} ne répond plus"],
    "secret": ["{v}", "use {v}", "Authorization header was {v}", "secret: {v}"],
}

#: Written after the first held-out measurement and frozen before the fixes it led to.
T_FRESH = {
    "email": ["forwarding from {v}", "Sender: {v}; subject: invoice", "ping {v} if stuck", "adresse électronique {v}"],
    "phone": ["Hotline: {v}", "My cell is {v}.", "Rufen Sie {v} an", "contact number {v} (after 5pm)"],
    "credit_card": ["I paid with {v} yesterday", "Visa {v}", "número de tarjeta {v}", "CARD# {v}"],
    "us_ssn": ["SSN on the W-2: {v}", "social {v}"],
    "iban": ["Beneficiary IBAN {v}", "refund to {v} pls", "my account is {v}"],
    "ip_address": ["the VM at {v} crashed", "traffic spike from {v}", "({v})", "add {v} to the list"],
    "secret": ["leaked: {v}", "password manager entry: {v}", "here you go {v}"],
}
NEGATIVE_FRESH = [
    "Shipped {count} units in Q3.", "We raised {count} dollars.", "Distance: {count} km", "{count} subscribers",
    "Invoice ref {failing}", "Policy number {failing}", "account ref. {failing} (internal)", "serial {failing}",
    "kernel {ver} panicked", "Release notes for {ver}", "clause {ver} applies", "on {date} at {time}",
    "Total: {price}", "ISBN {isbn}", "Gate {seat}", "GPS {coords}",
]
NEGATIVE_DEV = ["version {ver}", "firmware {ver}", "Order #{order}", "total {price}", "on {date}", "EAN {ean}"]
NEGATIVE_HELDOUT = [
    "We counted {count} visitors last year.", "population {count}", "The budget is {count} EUR.", "{count} rows scanned",
    "reference {failing}", "contract {failing}", "Reference number: {failing}", "see {failing} in the ledger",
    "Python {ver} fixed it", "section {ver}", "measured {count} m", "at {time} on {date}", "{count} downloads",
    "lot {failing}", "tracking id {failing}", "ISBN {isbn}", "{price} total", "seat {seat}", "coordinates {coords}",
]


def faker_value(kind: str, fake: Faker, rng: random.Random) -> str:
    if kind == "email":
        return fake.email()
    if kind == "phone":
        return fake.phone_number()
    if kind == "credit_card":
        number = fake.credit_card_number()
        sizes = "465" if len(number) == 15 else "464" if len(number) == 14 else "4444"
        return v.group(number, sizes) if rng.random() < 0.5 else number
    if kind == "iban":
        for _ in range(5):
            number = fake.iban()
            if v.stdiban.is_valid(number):
                return number
        return v.iban_written(rng, lower=0)
    if kind == "us_ssn":
        return v.ssn(rng)
    if kind == "ip_address":
        return fake.ipv4_public() if rng.random() < 0.7 else fake.ipv6()
    return v.secret(rng, rng.choice(("openai", "aws", "github", "slack")))


def wide_value(kind: str, rng: random.Random) -> str:
    if kind == "email":
        return v.email(rng, idn=0.4)
    if kind == "phone":
        return v.phone(rng)
    if kind == "credit_card":
        return v.card_written(rng)
    if kind == "iban":
        return v.iban_written(rng, lower=0.35)
    if kind == "us_ssn":
        return v.ssn(rng)
    if kind == "ip_address":
        return v.ipv4(rng) if rng.random() < 0.8 else v.ipv6(rng)
    return v.secret(rng)


def negative(template: str, rng: random.Random, fake: Faker) -> str:
    price = rng.choice([f"${rng.randrange(1, 99999):,}.{rng.randrange(100):02d}", f"{rng.randrange(1, 9999)},{rng.randrange(100):02d} €"])
    return template.format(
        ver=v.version(rng), count=v.grouped_count(rng), failing=v.luhn_failing(rng), price=price,
        date=fake.date(pattern=rng.choice(["%Y-%m-%d", "%d.%m.%Y", "%m/%d/%Y"])), time=f"{rng.randrange(24):02d}:{rng.randrange(60):02d}",
        order=str(rng.randrange(10**7, 10**10)), ean=v.luhn_complete("40", 13, rng), isbn="978" + str(rng.randrange(10**9, 10**10)),
        seat=f"{rng.randrange(1, 40)}{rng.choice('ABCDEF')}", coords=f"{rng.uniform(-80, 80):.5f} {rng.uniform(-170, 170):.5f}")


# -- sources ---------------------------------------------------------------------------------

def faker_source(locales: tuple[str, ...], templates: dict[str, list[str]], per_type: int) -> Callable[[random.Random], Iterator[Row]]:
    def gen(rng: random.Random) -> Iterator[Row]:
        from faker import Faker  # a dev dependency: only writing the sources needs it

        fakers = [Faker(loc) for loc in locales]
        for kind in TYPES:
            for i in range(per_type):
                value = faker_value(kind, fakers[i % len(fakers)], rng)
                yield {"type": kind, "value": value, "text": rng.choice(templates[kind]).format(v=value)}
    return gen


def synthetic_source(templates: dict[str, list[str]], per_type: int) -> Callable[[random.Random], Iterator[Row]]:
    def gen(rng: random.Random) -> Iterator[Row]:
        for kind in TYPES:
            for _ in range(per_type):
                value = wide_value(kind, rng)
                yield {"type": kind, "value": value, "text": rng.choice(templates[kind]).format(v=value)}
    return gen


def negative_source(templates: list[str], count: int) -> Callable[[random.Random], Iterator[Row]]:
    def gen(rng: random.Random) -> Iterator[Row]:
        from faker import Faker

        fake = Faker("en_US")
        fake.seed_instance(rng.randrange(10**6))
        for _ in range(count):
            yield {"type": "negative", "value": "", "text": negative(rng.choice(templates), rng, fake)}
    return gen


def disguise_source(per_kind: int) -> Callable[[random.Random], Iterator[Row]]:
    def gen(rng: random.Random) -> Iterator[Row]:
        for name, (kind, _) in DISGUISES.items():
            for _ in range(per_kind):
                if kind == "credit_card":
                    number, sizes = v.card(rng)
                    value = disguise_card(name, number, sizes, rng)
                    yield {"type": kind, "value": value, "text": rng.choice(("card {v}", "pay with {v} now", "{v}")).format(v=value),
                           "disguise": name}
                else:
                    value = disguise_email(name, v.email(rng, idn=0), rng)
                    yield {"type": kind, "value": value, "text": rng.choice(("write to {v}", "mail {v} please", "{v}")).format(v=value),
                           "disguise": name}
        for name in WORD_DISGUISES:
            for word in ("confidential", "password", "classified", "moonbase", "bankruptcy", "internal"):
                value = disguise_word(name, word, rng)
                yield {"type": "blocked_word", "value": value, "text": f"This is {value} stuff.", "disguise": name, "word": word}
    return gen


#: name -> (part, seed, generator). Seeds and templates differ between every two sources.
SOURCES: dict[str, tuple[str, int, Callable[[random.Random], Iterator[Row]]]] = {
    "faker-europe": ("dev", 11, faker_source(("en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL"), T_EUROPE, 120)),
    "synthetic-dev": ("dev", 12, synthetic_source(T_SYNTH_DEV, 120)),
    "lookalike-dev": ("dev", 13, negative_source(NEGATIVE_DEV, 400)),
    "faker-world": ("heldout", 21, faker_source(("hi_IN", "vi_VN", "id_ID", "zh_TW", "fa_IR", "he_IL", "uk_UA", "el_GR", "cs_CZ",
                                                 "ro_RO", "da_DK", "pt_PT", "de_AT", "de_CH", "nl_BE", "bn_BD", "az_AZ", "ja_JP"),
                                                T_WORLD, 200)),
    "synthetic-wide": ("heldout", 22, synthetic_source(T_WIDE, 200)),
    "disguised": ("heldout", 23, disguise_source(20)),
    "lookalike-heldout": ("heldout", 24, negative_source(NEGATIVE_HELDOUT, 1000)),
    "synthetic-fresh": ("heldout", 31, synthetic_source(T_FRESH, 150)),
    "lookalike-fresh": ("heldout", 32, negative_source(NEGATIVE_FRESH, 800)),
}


# -- deduplication ---------------------------------------------------------------------------

_WORD = re.compile(r"\w+")


def runs(text: str, n: int = 8) -> set[tuple[str, ...]]:
    words = [w.lower() for w in _WORD.findall(text)]
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def rule_sources() -> str:
    """The text rules are written from: the tests and the README."""
    files = [ROOT / "README.md", *sorted((ROOT / "tests").rglob("*.py"))]
    return "\n".join(f.read_text(encoding="utf-8") for f in files)


def dedup(rows: list[Row], known_text: str, known_runs: set[tuple[str, ...]]) -> list[Row]:
    seen: set[str] = set()
    out = []
    for row in rows:
        if row["text"] in seen or (len(row["value"]) >= 6 and row["value"] in known_text) or runs(row["text"]) & known_runs:
            continue
        seen.add(row["text"])
        out.append(row)
    return out


def build() -> dict[str, list[Row]]:
    built: dict[str, list[Row]] = {}
    for name, (_, seed, gen) in SOURCES.items():
        from faker import Faker

        Faker.seed(seed)
        built[name] = [{"source": name, **row} for row in gen(random.Random(seed))]
    known_text = rule_sources()
    known_runs = runs(known_text)
    for name, (part, _, _) in SOURCES.items():
        if part == "dev":
            known_runs |= set().union(*(runs(r["text"]) for r in built[name]))
    for name, (part, _, _) in SOURCES.items():
        if part == "heldout":
            built[name] = dedup(built[name], known_text, known_runs)
    return built


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, rows in build().items():
        with open(OUT / f"{name}.jsonl", "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name:<20} {SOURCES[name][0]:<8} {len(rows)} lines")


if __name__ == "__main__":
    main()
