"""The admin login is throttled (django-axes): after ``AXES_FAILURE_LIMIT`` wrong passwords for one
user name from one address, that pair is refused — the right password too — until the cool-off
has passed."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from axes.models import AccessAttempt
from django.conf import settings
from django.test import Client, override_settings
from django.utils import timezone

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("root")]

LOGIN = "/admin/login/?next=/admin/"


@pytest.fixture(autouse=True)
def _axes_on() -> Any:
    # The suite's settings switch django-axes off (the test client's login() gives it no request).
    with override_settings(AXES_ENABLED=True, AXES_FAILURE_LIMIT=5, AXES_COOLOFF_TIME=0.25):
        yield


@pytest.fixture
def root(django_user_model: Any) -> Any:
    return django_user_model.objects.create_superuser("root", password="right-password")


def login(password: str, *, username: str = "root", address: str = "203.0.113.7") -> Any:
    browser = Client(REMOTE_ADDR=address)
    response = browser.post(LOGIN, {"username": username, "password": password, "next": "/admin/"})
    response.signed_in = browser.get("/admin/").status_code == 200
    return response


def fail(times: int, **who: str) -> None:
    for _ in range(times):
        response = login("wrong", **who)
        assert response.status_code in (200, 429) and not response.signed_in


def test_the_right_password_signs_in() -> None:
    response = login("right-password")
    assert response.status_code == 302 and response.signed_in


def test_after_the_limit_even_the_right_password_is_refused() -> None:
    fail(settings.AXES_FAILURE_LIMIT)
    refused = login("right-password")
    assert refused.status_code == 429 and not refused.signed_in
    assert "locked" in refused.content.decode().lower()


def test_one_failure_short_of_the_limit_still_signs_in() -> None:
    fail(settings.AXES_FAILURE_LIMIT - 1)
    assert login("right-password").signed_in


def test_the_lock_lifts_after_the_cool_off() -> None:
    fail(settings.AXES_FAILURE_LIMIT)
    assert not login("right-password").signed_in
    # The cool-off (15 minutes here) has passed for every recorded failure.
    AccessAttempt.objects.update(attempt_time=timezone.now() - timedelta(minutes=16))
    assert login("right-password").signed_in


def test_the_lock_is_per_user_name_and_address(django_user_model: Any) -> None:
    django_user_model.objects.create_superuser("other", password="other-password")
    fail(settings.AXES_FAILURE_LIMIT)
    assert login("other-password", username="other").signed_in  # another account, same address
    assert login("right-password", address="198.51.100.4").signed_in  # same account, another address
    assert not login("right-password").signed_in


def test_the_demo_settings_throttle_the_login() -> None:
    from project import settings as demo

    assert demo.AUTHENTICATION_BACKENDS[0] == "axes.backends.AxesStandaloneBackend"
    assert demo.MIDDLEWARE[-1] == "axes.middleware.AxesMiddleware"
    assert not hasattr(demo, "AXES_ENABLED")  # on, as django-axes defaults
    assert demo.AXES_FAILURE_LIMIT == 5 and demo.AXES_COOLOFF_TIME == 0.25
