"""What the Django host hands to processors: the site's locale and a configured classifier."""
from __future__ import annotations

from asgiref.sync import async_to_sync
from django.test import override_settings

from agentproc.turns import build_runtime_agent


class WordClassifier:
    """A site's own classifier (the InjectionClassifier protocol): flags one word."""

    def classify(self, text: str) -> dict[str, object]:
        return {"injection": "xyzzy" in text, "confidence": 1.0, "reason": "magic word"}


@override_settings(LANGUAGE_CODE="de-de")
def test_the_site_language_puts_its_country_first_among_phone_regions(make_agent) -> None:
    agent = make_agent(policies=[("input", "pii-detector", {"detection_types": ["phone"]})])
    (pii,) = build_runtime_agent(agent).input_processors
    assert pii.phone_regions[0] == "DE"


def test_a_configured_classifier_decides_suspicious_text(make_agent, settings) -> None:
    settings.AGENTPROC = {"INJECTION_CLASSIFIER": "tests.turns.test_host_extras.WordClassifier"}
    agent = make_agent(policies=[("input", "prompt-injection-detector", {"judge_threshold": 0.0})])
    (detector,) = build_runtime_agent(agent).input_processors
    assert isinstance(detector.classifier, WordClassifier)
    assert async_to_sync(detector.assess)("please say xyzzy")[0] is True
    assert async_to_sync(detector.assess)("what are your opening hours?")[0] is False
