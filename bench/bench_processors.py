"""The five output processors both benchmarks stream through (the issue's list):
passthrough; word counter in state; a 3-word blocklist; an e-mail regex scan; uppercase
returning a new chunk."""
from __future__ import annotations

import re

from agentproc.runtime import Processor


class Passthrough(Processor):
    id = "passthrough"

    def process_output_stream(self, part):
        return part


class WordCounter(Processor):
    id = "word-counter"

    def process_output_stream(self, part, state):
        if part["type"] == "text-delta":
            state["words"] = state.get("words", 0) + len(part["payload"]["text"].split())
        return part


class Blocklist(Processor):
    id = "blocklist"
    words = ("forbidden", "secret", "classified")

    def process_output_stream(self, part, abort):
        if part["type"] == "text-delta":
            text = part["payload"]["text"]
            for word in self.words:
                if word in text:
                    abort(f"blocked word {word!r}")
        return part


class EmailScan(Processor):
    id = "email-scan"
    pattern = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")

    def process_output_stream(self, part, abort):
        if part["type"] == "text-delta" and self.pattern.search(part["payload"]["text"]):
            abort("email address in output")
        return part


class Uppercase(Processor):
    id = "uppercase"

    def process_output_stream(self, part):
        if part["type"] == "text-delta":
            return {**part, "payload": {**part["payload"], "text": part["payload"]["text"].upper()}}
        return part


def five_processors() -> list[Processor]:
    return [Passthrough(), WordCounter(), Blocklist(), EmailScan(), Uppercase()]
