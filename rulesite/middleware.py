"""Site middleware: the language the judge chose, the Content-Security-Policy, the
body-size limit, the refusal of NUL characters, and sessions for the admin only."""
from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation import gettext


class ChosenLanguageMiddleware:
    """Activate the language stored by Django's set_language view, else LANGUAGE_CODE (Korean).

    Django's LocaleMiddleware would follow the browser's Accept-Language, so a judge whose phone is
    set to English would get an English UI they never asked for; the product speaks Korean first.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.supported = {code for code, _name in settings.LANGUAGES}

    def __call__(self, request: HttpRequest) -> HttpResponse:
        chosen = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME, "")
        language = chosen if chosen in self.supported else settings.LANGUAGE_CODE
        translation.activate(language)
        request.LANGUAGE_CODE = language
        response = self.get_response(request)
        patch_vary_headers(response, ("Cookie",))
        response.headers.setdefault("Content-Language", language)
        return response


class ContentSecurityPolicyMiddleware:
    """Send settings.CONTENT_SECURITY_POLICY (directive → sources) on every response.

    The policy allows scripts and styles from the site's own origin only: no inline scripts,
    no inline styles, no eval (htmx is vendored under static/ and configured not to need them).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.policy = "; ".join(f"{directive} {' '.join(sources)}".strip() for directive, sources
                                in settings.CONTENT_SECURITY_POLICY.items())

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", self.policy)
        return response


def body_too_large(request: HttpRequest) -> HttpResponse:
    """413 naming the body-size limit: JSON for the API, a line of text for pages."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if request.path.startswith("/api/"):
        return JsonResponse({"error": f"body: at most {limit} bytes "
                                      "(DATA_UPLOAD_MAX_MEMORY_SIZE)", "path": "body"},
                            status=413)
    message = gettext("The request body is too large: at most %(limit)d bytes.") % {
        "limit": limit}
    return HttpResponse(message, status=413, content_type="text/plain; charset=utf-8")


class RequestBodyLimitMiddleware:
    """Refuse a body over DATA_UPLOAD_MAX_MEMORY_SIZE with a 413 that names the limit.

    Django itself raises RequestDataTooBig (a 400 with no explanation) when a view reads such a
    body; this answers before any view runs when Content-Length says so, and turns the
    exception into the same 413 for bodies sent without a length.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        length = request.META.get("CONTENT_LENGTH") or "0"
        if (length.isascii() and length.isdigit()
                and int(length) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE):
            return body_too_large(request)
        return self.get_response(request)

    def process_exception(self, request: HttpRequest,
                          exception: Exception) -> HttpResponse | None:
        if isinstance(exception, RequestDataTooBig):
            return body_too_large(request)
        return None


NUL = "\x00"
FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _nul_field(request: HttpRequest) -> str | None:
    """The name of the first query parameter or form field that holds a NUL (in its name or
    a value), else None."""
    fields = [request.GET]
    if request.method == "POST" and request.content_type in FORM_TYPES:
        fields.append(request.POST)
    for data in fields:
        for name, values in data.lists():
            if NUL in name or any(NUL in value for value in values):
                return name.replace(NUL, "\\u0000")
    return None


class NulCharacterMiddleware:
    """Refuse a request whose query or form holds a NUL (U+0000) with a 400 naming the field.

    SQLite stores a NUL like any character, but PostgreSQL refuses it in text, in jsonb and
    in a query's parameters, so a NUL anywhere a view stores or looks up what it was sent
    (the search query, a card name, an editor field, a search report, the admin's login and
    search) was a 500 there. No judge types one; it is refused here once, before any view.
    JSON bodies are checked where they are parsed (rulings.sandbox.documents.load_json). A
    NUL in the path names no page: the views that look a path up answer it with their 404
    (an unknown slug, rule, card or edition), as they answer any name they do not have.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        try:
            field = _nul_field(request)
        except RequestDataTooBig:
            return body_too_large(request)
        if field is None:
            return self.get_response(request)
        if request.path_info.startswith("/api/"):
            # `path` as the scenario API names a field, `parameter` as the search and card
            # APIs name one.
            return JsonResponse({"error": f"{field}: a NUL character (\\u0000) is not allowed",
                                 "path": field, "parameter": field}, status=400)
        message = gettext("%(field)s: a NUL character (\\u0000) is not allowed.") % {
            "field": field}
        return HttpResponse(message, status=400, content_type="text/plain; charset=utf-8")


ADMIN_PREFIX = "/admin/"


class AdminSessionMiddleware:
    """Sessions, authentication and messages under ADMIN_PREFIX only.

    The site remembers nothing about judges (no session is loaded or saved on their
    requests, and rule pages are answered from the cache before URL resolution); only the
    Django admin, where maintainers log in, needs these three. Elsewhere a request passes
    straight through: no session lookup, no `Vary: Cookie` or session cookie added, no
    `request.user`. Django's admin checks look for the three middleware classes themselves in
    MIDDLEWARE (admin.E408, E409, E410), so the settings silence those checks and name this
    class instead (rulesite/settings/common.py).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        from django.contrib.auth.middleware import AuthenticationMiddleware
        from django.contrib.messages.middleware import MessageMiddleware
        from django.contrib.sessions.middleware import SessionMiddleware

        self.get_response = get_response
        # In Django's documented order: the session first, then the user, then messages.
        self.admin_chain = SessionMiddleware(AuthenticationMiddleware(
            MessageMiddleware(get_response)))

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.startswith(ADMIN_PREFIX):
            return self.admin_chain(request)
        return self.get_response(request)
