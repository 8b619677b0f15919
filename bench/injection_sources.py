"""Loaders of public prompt-injection collections from a local folder (never committed), one *source* each.

Each loader reads files the user downloaded into one folder (``--data DIR``) and returns rows
``{"source", "family", "label": "attack"|"benign", "mode": "chat"|"document", "text", "lang"}``.
A missing file makes its source absent (the protocol says which). Expected names in DIR:

| source | files | what |
|---|---|---|
| ``deepset`` | ``deepset_train.jsonl``, ``deepset_test.jsonl`` (``text``, ``label``) | deepset/prompt-injections (English and German) |
| ``malignant`` | ``mal_malicious_prompts.csv``, ``mal_prompts_jailbreak.csv``, ``mal_no_malicious_prompts.csv`` | llm-security-research/malicious-prompts (jailbreaks; persona-chat as benign) |
| ``project`` | ``bench/corpora/injection_{dev,heldout}.jsonl`` (in the repository) | the earlier hand-written corpora |
| ``qualifire`` | ``qualifire.csv`` (``text``, ``label`` benign/jailbreak) | qualifire prompt-injections-benchmark |
| ``cyberseceval`` | ``hem_pi.json``, ``multiling.json`` | CyberSecEval prompt-injection tests, English and machine-translated (``user_input``) |
| ``pi-multilang`` | ``bench2.csv`` (one column ``prompt_injections``) | a multilingual list of injection prompts (attacks only) |
| ``promptshield`` | ``promptshield/*.json`` | an attack database in 19 categories with benign controls |
| ``bipia`` | ``bipia/benchmark_email_test.jsonl``, ``bipia/benchmark_code_test.jsonl``, ``bipia/benchmark_text_attack_test.json``, ``bipia/benchmark_code_attack_test.json`` | BIPIA indirect injection: attacks placed in e-mails and code (document mode); the clean documents as benign |
| ``alpaca-seed`` | ``alpaca_seed.jsonl`` | Stanford Alpaca's 175 seed instructions (benign) |
| ``tensor-trust`` | ``tensortrust/extraction.jsonl``, ``tensortrust/hijacking.jsonl`` (``attack``) | Tensor Trust's robustness benchmarks: players' attacks on an assistant guarding a password, to make it reveal its instructions or say "Access Granted" (attacks only) |
| ``docs`` | ``docs/*`` (``.md``, ``.rst``, ``.txt``, ``.py``) | paragraphs of documentation and code of any projects, read in document mode (benign) |
"""
from __future__ import annotations

import csv
import glob
import json
import os
import random
import re
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
csv.field_size_limit(10**8)


def _row(source: str, family: str, label: str, text: str, mode: str = "chat", lang: str = "") -> dict[str, Any]:
    return {"source": source, "family": family, "label": label, "mode": mode, "text": text, "lang": lang}


def _jsonl(path: str) -> Iterator[dict[str, Any]]:
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


def _csv(path: str) -> list[list[str]]:
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        return list(csv.reader(f))


def deepset(d: str) -> list[dict[str, Any]]:
    rows = []
    for part in ("train", "test"):
        for r in _jsonl(os.path.join(d, f"deepset_{part}.jsonl")):
            rows.append(_row("deepset", "unlabelled", "attack" if r["label"] else "benign", r["text"]))
    return rows


def malignant(d: str) -> list[dict[str, Any]]:
    rows, seen = [], set()
    for name, family, label in (("malicious_prompts", "jailbreak", "attack"), ("prompts_jailbreak", "jailbreak", "attack"),
                                ("no_malicious_prompts", "persona_chat", "benign")):
        for cells in _csv(os.path.join(d, f"mal_{name}.csv")):
            for text in cells[:1] if label == "attack" else cells[:2]:
                if text.strip() and text not in seen:
                    seen.add(text)
                    rows.append(_row("malignant", family, label, text))
    return rows


def project(d: str) -> list[dict[str, Any]]:
    rows = []
    for part in ("dev", "heldout"):
        for r in _jsonl(str(ROOT / "bench" / "corpora" / f"injection_{part}.jsonl")):
            label = "benign" if r["family"] == "benign" else "attack"
            rows.append(_row("project", r["family"] if label == "attack" else "ordinary", label, r["text"]))
    return rows


def qualifire(d: str) -> list[dict[str, Any]]:
    cells = _csv(os.path.join(d, "qualifire.csv"))
    return [_row("qualifire", "jailbreak" if c[1] == "jailbreak" else "ordinary",
                 "attack" if c[1] == "jailbreak" else "benign", c[0]) for c in cells[1:] if len(c) >= 2]


def cyberseceval(d: str) -> list[dict[str, Any]]:
    rows = []
    for name in ("hem_pi.json", "multiling.json"):
        with open(os.path.join(d, name), encoding="utf-8") as f:
            for r in json.load(f):
                lang = r.get("speaking_language", "English")
                mode = "document" if r.get("injection_type") == "indirect" else "chat"
                rows.append(_row("cyberseceval", r.get("injection_variant", "unlabelled"), "attack", r["user_input"],
                                 mode, lang))
    return rows


def pi_multilang(d: str) -> list[dict[str, Any]]:
    cells = _csv(os.path.join(d, "bench2.csv"))
    return [_row("pi-multilang", "unlabelled", "attack", c[0]) for c in cells[1:] if c and c[0].strip()]


def promptshield(d: str) -> list[dict[str, Any]]:
    rows = []
    for path in sorted(glob.glob(os.path.join(d, "promptshield", "*.json"))):
        with open(path, encoding="utf-8") as f:
            for r in json.load(f):
                text = r.get("prompt") or r.get("text") or ""
                category = r.get("category", "unlabelled")
                benign = category.startswith("benign") or r.get("expected_violation") is False
                rows.append(_row("promptshield", "ordinary" if benign else category, "benign" if benign else "attack",
                                 text))
    return rows


def _insert(context: str, attack: str, where: int) -> str:
    if where == 0:
        return f"{attack}\n{context}"
    if where == 1:
        sentences = context.split(". ")
        mid = len(sentences) // 2
        return ". ".join(sentences[:mid] + [attack] + sentences[mid:])
    return f"{context}\n{attack}"


def bipia(d: str) -> list[dict[str, Any]]:
    rng = random.Random(5)
    rows = []
    for kind, attacks_file in (("email", "text_attack_test"), ("code", "code_attack_test")):
        with open(os.path.join(d, "bipia", f"benchmark_{attacks_file}.json"), encoding="utf-8") as f:
            attacks = [(cat, a) for cat, items in json.load(f).items() for a in items]
        contexts = []
        for r in _jsonl(os.path.join(d, "bipia", f"benchmark_{kind}_test.jsonl")):
            ctx = r.get("context")
            contexts.append("\n".join(ctx) if isinstance(ctx, list) else str(ctx))
        for ctx in contexts:
            rows.append(_row("bipia", f"clean_{kind}", "benign", ctx, "document"))
        for i, (category, attack) in enumerate(attacks):
            ctx = contexts[i % len(contexts)]
            rows.append(_row("bipia", category, "attack", _insert(ctx, attack, rng.randrange(3)), "document"))
    return rows


def alpaca_seed(d: str) -> list[dict[str, Any]]:
    rows = []
    for r in _jsonl(os.path.join(d, "alpaca_seed.jsonl")):
        inp = (r.get("instances") or [{}])[0].get("input", "")
        rows.append(_row("alpaca-seed", "instruction", "benign", r["instruction"] + ("\n" + inp if inp else "")))
    return rows


def tensor_trust(d: str) -> list[dict[str, Any]]:
    rows = []
    for family in ("extraction", "hijacking"):
        attacks = dict.fromkeys(r["attack"] for r in _jsonl(os.path.join(d, "tensortrust", f"{family}.jsonl")))  # one per defence
        rows += [_row("tensor-trust", family, "attack", text) for text in attacks]
    return rows


def docs(d: str) -> list[dict[str, Any]]:
    rows = []
    for path in sorted(glob.glob(os.path.join(d, "docs", "*"))):
        if path.endswith((".md", ".rst", ".txt", ".py")):
            with open(path, encoding="utf-8", errors="replace") as f:
                for para in re.split(r"\n\s*\n", f.read()):
                    if len(para) > 80:
                        rows.append(_row("docs", os.path.splitext(path)[1][1:], "benign", para[:3000], "document"))
    return rows


#: source → loader (taking the data folder).
LOADERS: dict[str, Callable[[str], list[dict[str, Any]]]] = {
    "deepset": deepset, "malignant": malignant, "project": project, "qualifire": qualifire,
    "cyberseceval": cyberseceval, "pi-multilang": pi_multilang, "promptshield": promptshield,
    "bipia": bipia, "alpaca-seed": alpaca_seed, "docs": docs, "tensor-trust": tensor_trust,
}


def load_source(name: str, data: str) -> list[dict[str, Any]] | None:
    """The rows of one public source, or None when its files are not in ``data``."""
    try:
        return LOADERS[name](data)
    except FileNotFoundError:
        return None
