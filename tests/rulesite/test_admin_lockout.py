"""Admin logins are throttled (django-axes, rulesite/logins.py): after five wrong passwords in
a row for one username from one address, that username is locked out from that address for
15 minutes with a 429 page in the UI's language; the right password does not get in then."""
from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.http import HttpResponse
from django.test import Client
from django.utils import timezone

pytestmark = pytest.mark.django_db
LOGIN = "/admin/login/?next=/admin/"
PASSWORD = "a-long-password"
LOCKED_KO = "비밀번호가 5번 연속으로 틀려서 이 접속에서는 이 사용자 이름의 로그인을 잠갔습니다."


@pytest.fixture
def maintainer() -> User:
    """A superuser, as `manage.py createsuperuser` makes one."""
    return User.objects.create_superuser("maintainer", "m@example.org", PASSWORD)


def _login(client: Client, password: str, username: str = "maintainer",
           **headers: str) -> HttpResponse:
    return client.post(LOGIN, {"username": username, "password": password, "next": "/admin/"},
                       **headers)


def _wrong(client: Client, times: int, username: str = "maintainer",
           **headers: str) -> list[int]:
    return [_login(client, f"wrong-{n}", username, **headers).status_code
            for n in range(times)]


def test_the_fifth_wrong_password_in_a_row_locks_the_login(client: Client,
                                                           maintainer: User) -> None:
    """Four wrong passwords get the form again; the fifth gets the lockout page, 429, in
    Korean, saying for how long, with Retry-After."""

    statuses = _wrong(client, 4)
    fifth = _login(client, "wrong-5")

    html = fifth.content.decode()
    assert statuses == [200, 200, 200, 200]
    assert fifth.status_code == 429
    assert fifth["Retry-After"] == "900"
    assert LOCKED_KO in html
    assert "15분 뒤에 다시 시도하세요" in html
    assert "manage.py axes_reset" in html


def test_the_right_password_does_not_get_in_while_locked(client: Client,
                                                         maintainer: User) -> None:
    """Locked out, the right password is refused too: no session, the lockout page."""
    _wrong(client, 5)

    response = _login(client, PASSWORD)

    assert response.status_code == 429
    assert "sessionid" not in response.cookies
    assert client.get("/admin/").status_code == 302


def test_fifteen_wrong_passwords_never_get_the_form_back(client: Client,
                                                         maintainer: User) -> None:
    """The issue's case: 15 wrong passwords in a row; from the fifth on, all are refused."""

    statuses = _wrong(client, 15)

    assert statuses == [200] * 4 + [429] * 11


def test_after_the_cool_off_the_right_password_gets_in(client: Client,
                                                       maintainer: User) -> None:
    """15 minutes after the last try, the login works again."""
    _wrong(client, 5)
    AccessAttempt.objects.update(attempt_time=timezone.now() - timedelta(minutes=16))

    response = _login(client, PASSWORD)

    assert response.status_code == 302
    assert response["Location"] == "/admin/"


def test_a_right_password_starts_the_count_again(client: Client, maintainer: User) -> None:
    """Four typos, a login, four more typos: not locked (the count is of failures in a row)."""
    _wrong(client, 4)
    assert _login(client, PASSWORD).status_code == 302
    client.logout()

    statuses = _wrong(client, 4)

    assert statuses == [200, 200, 200, 200]


def test_another_username_from_the_same_address_is_not_locked(client: Client,
                                                              maintainer: User) -> None:
    """A colleague behind the same address still logs in after someone's five typos."""
    User.objects.create_superuser("colleague", "c@example.org", PASSWORD)
    _wrong(client, 5, username="maintainer")

    response = _login(Client(), PASSWORD, username="colleague")

    assert response.status_code == 302


def test_the_address_behind_the_proxy_is_the_one_counted(client: Client, maintainer: User,
                                                         settings: Any) -> None:
    """With DJANGO_CLIENT_IP_HEADER (X-Real-IP from nginx), failures from one client do not
    lock the same username out for another client behind the same proxy."""
    settings.CLIENT_IP_HEADER = "HTTP_X_REAL_IP"
    _wrong(client, 5, HTTP_X_REAL_IP="192.0.2.1")

    locked = _login(Client(), PASSWORD, HTTP_X_REAL_IP="192.0.2.1")
    other = _login(Client(), PASSWORD, HTTP_X_REAL_IP="192.0.2.2")

    assert (locked.status_code, other.status_code) == (429, 302)
    assert set(AccessAttempt.objects.values_list("ip_address", flat=True)) == {"192.0.2.1"}


def test_a_header_that_is_no_address_falls_back_to_the_connections(client: Client,
                                                                   maintainer: User,
                                                                   settings: Any) -> None:
    """A proxy header that holds no IP address is not stored as one: the failure is counted
    under the connection's address."""
    settings.CLIENT_IP_HEADER = "HTTP_X_REAL_IP"

    _wrong(client, 1, HTTP_X_REAL_IP="not an address")

    assert list(AccessAttempt.objects.values_list("ip_address", flat=True)) == ["127.0.0.1"]


def test_the_english_ui_says_it_in_english(client: Client, maintainer: User) -> None:
    """With the English switch, the lockout page reads in English."""
    client.cookies["django_language"] = "en"

    statuses = _wrong(client, 5)

    assert statuses[-1] == 429
    html = _login(client, PASSWORD).content.decode()
    assert "The password was wrong 5 times in a row" in html
    assert "Try again in 15 minutes." in html
