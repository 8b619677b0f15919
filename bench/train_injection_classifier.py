"""Fine-tune a small encoder into the classifier model of the ``prompt-injection-model`` processor.

    python bench/train_injection_classifier.py --base ENCODER_DIR --out MODEL_DIR [--check DATA_DIR]

Needs ``torch`` and ``transformers`` (not dependencies of agentproc) and a base encoder folder on
disk (any BERT-like checkpoint, e.g. all-MiniLM-L6-v2). Nothing is downloaded.

- **Training text**: only what this repository owns, the rows of
  ``bench.train_injection_model.training_rows()`` (the hand-written corpora, the seeded
  generators, a snapshot of this repository's documentation), the same as the learned scorer.
- **Model**: the encoder with a new two-label head, labels ``benign`` and ``injection`` (the
  processor's default labels find ``injection``); texts cut to ``--max-length`` tokens while
  training; AdamW with a linear decay, a fixed seed, one thread by default (``--threads``).
- **Operating point**: with ``--check DIR`` the saved model is scored through the processor's own
  loading code on the *development* public collections only (deepset, the jailbreak collection,
  documentation paragraphs of other projects; ``bench/injection_sources.py``). The lowest logit
  margin (injection over benign) flagging at most ``--benign-rate`` of their benign rows is moved
  to 0 (probability 0.5) by a shift of the head's biases, so the processor's default
  ``model_threshold`` (0.5) is that point (``--calibrate-only`` does this again on a trained
  folder). The held-out collections of ``bench/injection_protocol.py`` are never read here.

The folder written to ``--out`` loads with ``transformers.pipeline("text-classification",
model=MODEL_DIR)``; point ``INJECTION_MODEL_PATH`` (or a policy's ``model_path``) at it. It also
holds ``agentproc_training.json`` (rows, seed, epochs, time, the chosen point)."""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.train_injection_model import training_rows  # noqa: E402

LABELS = ("benign", "injection")
DEV_SOURCES = ("deepset", "malignant", "docs")


def _batches(lengths: list[int], size: int, rng: random.Random) -> list[list[int]]:
    """Batches of rows of similar length (less padding), in a seeded random order."""
    order = list(range(len(lengths)))
    rng.shuffle(order)
    chunks = [sorted(order[i:i + size * 50], key=lambda j: lengths[j]) for i in range(0, len(order), size * 50)]
    batches = [chunk[i:i + size] for chunk in chunks for i in range(0, len(chunk), size)]
    rng.shuffle(batches)
    return batches


def train(args: argparse.Namespace) -> dict[str, Any]:
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    torch.set_num_threads(args.threads)
    random.seed(args.seed)
    torch.manual_seed(args.seed)
    rows = training_rows()
    if args.limit and len(rows) > args.limit:
        rows = random.Random(args.seed).sample(rows, args.limit)
    texts = [r["text"] for r in rows]
    labels = [1 if r["label"] == "attack" else 0 for r in rows]
    print(f"training rows: {len(rows)} ({sum(labels)} attacks)", flush=True)

    tokenizer = AutoTokenizer.from_pretrained(args.base)
    model = AutoModelForSequenceClassification.from_pretrained(
        args.base, num_labels=2, id2label=dict(enumerate(LABELS)), label2id={k: i for i, k in enumerate(LABELS)})
    encoded = tokenizer(texts, truncation=True, max_length=args.max_length)["input_ids"]
    lengths = [len(ids) for ids in encoded]
    rng = random.Random(args.seed)
    steps = args.epochs * math.ceil(len(rows) / args.batch_size)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    warmup = max(1, steps // 10)
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min((s + 1) / warmup, max(0.0, (steps - s) / max(1, steps - warmup))))
    model.train()
    started, step = time.monotonic(), 0
    for epoch in range(args.epochs):
        total = 0.0
        for batch in _batches(lengths, args.batch_size, rng):
            inputs = tokenizer.pad({"input_ids": [encoded[i] for i in batch]}, return_tensors="pt")
            out = model(**inputs, labels=torch.tensor([labels[i] for i in batch]))
            out.loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            total += out.loss.item()
            step += 1
            if step % 50 == 0:
                print(f"  epoch {epoch + 1} step {step}/{steps} loss {total / 50:.4f} "
                      f"({time.monotonic() - started:.0f} s)", flush=True)
                total = 0.0
    seconds = round(time.monotonic() - started)
    model.eval()
    os.makedirs(args.out, exist_ok=True)
    model.save_pretrained(args.out)
    tokenizer.save_pretrained(args.out)
    digest = hashlib.sha256("\0".join(texts).encode()).hexdigest()[:16]
    meta = {"base": os.path.basename(os.path.normpath(args.base)), "rows": len(rows), "attacks": sum(labels),
            "text_sha256": digest, "seed": args.seed, "epochs": args.epochs, "batch_size": args.batch_size,
            "lr": args.lr, "max_length": args.max_length, "threads": args.threads, "train_seconds": seconds,
            "trained_on": "bench/corpora, the bench generators and this repository's documentation only"}
    print(f"trained in {seconds} s; wrote {args.out}", flush=True)
    return meta


def dev_margins(model_dir: str, data: str, batch_size: int = 16) -> dict[str, list[tuple[float, str]]]:
    """Per development source: (margin of the injection logit over the benign one, label) of every
    row, read as the processor reads it (the first 4,000 characters, at most 512 tokens).
    Margins, not probabilities: a model this sure of itself puts many rows above 0.9999."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from agentproc.processors.injection_model import LocalModelClassifier
    from bench.injection_sources import load_source

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForSequenceClassification.from_pretrained(model_dir).eval()
    max_chars = LocalModelClassifier(model_dir).max_chars
    out = {}
    for name in DEV_SOURCES:
        rows = [r for r in load_source(name, data) or [] if r["text"].strip()]
        order = sorted(range(len(rows)), key=lambda i: len(rows[i]["text"]))
        margins = [0.0] * len(rows)
        for k in range(0, len(order), batch_size):
            batch = order[k:k + batch_size]
            inputs = tokenizer([rows[i]["text"][:max_chars] for i in batch], truncation=True, max_length=512,
                               padding=True, return_tensors="pt")
            with torch.no_grad():
                logits = model(**inputs).logits
            for i, m in zip(batch, (logits[:, 1] - logits[:, 0]).tolist()):
                margins[i] = m
        out[name] = [(m, r["label"]) for m, r in zip(margins, rows)]
    return out


def choose_point(margins: dict[str, list[tuple[float, str]]], rate: float) -> float:
    """The lowest margin flagging at most ``rate`` of the development benign rows."""
    benign = sorted((m for rows in margins.values() for m, label in rows if label == "benign"), reverse=True)
    allowed = int(rate * len(benign))
    return benign[allowed] + 1e-3 if len(benign) > allowed else 0.0


def shift_head(model_dir: str, margin: float) -> None:
    """Move margin ``margin`` to 0, i.e. probability 0.5 of the injection label (a shift of the
    head's biases)."""
    import torch
    from transformers import AutoModelForSequenceClassification

    model = AutoModelForSequenceClassification.from_pretrained(model_dir)
    with torch.no_grad():
        model.classifier.bias[1] -= margin / 2
        model.classifier.bias[0] += margin / 2
    model.save_pretrained(model_dir)


def report(margins: dict[str, list[tuple[float, str]]], point: float) -> None:
    for name, rows in margins.items():
        att = [m for m, label in rows if label == "attack"]
        ben = [m for m, label in rows if label == "benign"]
        print(f"  {name:<10} at margin {point:.3f}: attacks {sum(m >= point for m in att)}/{len(att)}, "
              f"benign {sum(m >= point for m in ben)}/{len(ben)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="folder of the base encoder (config, weights, tokenizer)")
    parser.add_argument("--out", required=True, help="folder to write the classifier to")
    parser.add_argument("--check", default="", help="folder of the development public collections: set the "
                        "operating point on them")
    parser.add_argument("--benign-rate", type=float, default=0.01,
                        help="share of development benign rows the operating point may flag")
    parser.add_argument("--epochs", type=int, default=3)
    parser.add_argument("--batch-size", type=int, default=16)
    parser.add_argument("--lr", type=float, default=5e-5)
    parser.add_argument("--max-length", type=int, default=128, help="tokens per training text")
    parser.add_argument("--limit", type=int, default=0, help="train on a seeded sample of this many rows")
    parser.add_argument("--seed", type=int, default=1234)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--calibrate-only", action="store_true",
                        help="no training: set the operating point of the model already in --out anew")
    args = parser.parse_args()
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    meta_path = Path(args.out, "agentproc_training.json")
    if args.calibrate_only:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    else:
        meta = train(args)
    if args.check:
        started = time.monotonic()
        margins = dev_margins(args.out, args.check)
        point = choose_point(margins, args.benign_rate)
        print(f"development collections, logit margin {point:.3f} (at most {args.benign_rate:.1%} of benign):")
        report(margins, point)
        shift_head(args.out, point)
        meta.update(head_shift=round(meta.get("head_shift", 0.0) + point, 4), operating_point_benign_rate=args.benign_rate,
                    operating_point_sources=list(DEV_SOURCES), check_seconds=round(time.monotonic() - started))
        print("head shifted: the processor's default model_threshold 0.5 is that point")
    meta_path.write_text(json.dumps(meta, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
