"""Settings shared by every environment (djangoproject.com's common/dev/prod split).

Environment-specific values (secrets, hosts, debug) live in dev.py / prod.py / test.py.
"""
import os
from datetime import timedelta
from pathlib import Path

from django.utils.translation import gettext_lazy as _

from .environment import cache_from_url, database_from_url

BASE_DIR = Path(__file__).resolve().parent.parent.parent
# Everything the site writes at run time (SQLite database, search index) lives here.
VAR_DIR = BASE_DIR / "var"

INSTALLED_APPS = [
    # The admin (issue 15: the search log and curated mappings), for maintainers who log in.
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    # Throttled admin logins (rulesite/logins.py); its failures are kept in the database.
    "axes",
    "django_htmx",
    "template_partials",
    "rulings",
    "rulings.sandbox",
    "rulings.cards",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "rulesite.middleware.ContentSecurityPolicyMiddleware",
    "rulesite.middleware.RequestBodyLimitMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "rulesite.middleware.ChosenLanguageMiddleware",
    # A NUL in a query parameter or form field: a 400 naming it (PostgreSQL refuses NULs).
    "rulesite.middleware.NulCharacterMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    # Sessions, authentication and messages, under /admin/ only (see below).
    "rulesite.middleware.AdminSessionMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Stored rule pages are answered here, before URL resolution (rulings/pagecache.py).
    "rulings.pagecache.CachedPageMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes asks: turns a login the lockout refused into its 429 page. It reads
    # one attribute of the request after the view, so judges' pages pay nothing for it.
    "axes.middleware.AxesMiddleware",
]

# Admin logins (rulesite/logins.py): after AXES_FAILURE_LIMIT wrong passwords in a row for
# one username from one client address, that username is locked out from that address for
# AXES_COOLOFF_TIME (each further try during the lockout starts it again), with a 429 page
# in the UI's language. Counting by address and username together means a colleague at the
# same venue (one address) is not locked out by another's typos, and nobody elsewhere can
# lock a maintainer out by guessing at their username; a right password resets the count.
# The address is the one the rest of the site uses (CLIENT_IP_HEADER behind a proxy). A
# maintainer unlocks everyone early with `manage.py axes_reset`.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["ip_address", "username"]]
AXES_RESET_ON_SUCCESS = True
AXES_CLIENT_IP_CALLABLE = "rulesite.logins.client_ip"
AXES_LOCKOUT_CALLABLE = "rulesite.logins.lockout_response"

# Security headers on every response. SecurityMiddleware sends X-Content-Type-Options: nosniff
# and the Referrer-Policy; XFrameOptionsMiddleware X-Frame-Options: DENY; the CSP middleware
# this policy, which allows no inline script or style and no framing.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
CONTENT_SECURITY_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}

# Limits (issue 12): a request body (a scenario, the editor's form) is at most 256 KiB; scenario
# saves per client and minute (rulings/sandbox/ratelimit.py). Behind a proxy every request
# comes from the proxy's address: CLIENT_IP_HEADER names the META key the proxy sets to the
# client's address (HTTP_X_REAL_IP for nginx's `proxy_set_header X-Real-IP $remote_addr;`).
DATA_UPLOAD_MAX_MEMORY_SIZE = 256 * 1024
# Judges at a venue share one address (the venue's NAT), so the limits are for a room of them
# (issue 28: thirty judges behind one address must work normally). A judge saves a permalink
# once a ruling, and at the busiest twice a minute (save, see a mistake, fork, save again):
# 30 judges x 2 = 60, and the limit is twice that for bursts. A run is every change in the
# editor (Run, an answer, a reordered timestamp, a removed row): a judge building a board
# runs it every 5 seconds or so at most, 12 a minute; 30 x 12 = 360, and 600 leaves room.
# One client alone can't go near either in normal use; each run is bounded by the time
# limit below, not by these counts.
SCENARIO_SAVES_PER_MINUTE = int(os.environ.get("RULESITE_SAVES_PER_MINUTE", "120"))
SCENARIO_RUNS_PER_MINUTE = int(os.environ.get("RULESITE_RUNS_PER_MINUTE", "600"))
# Reports of searches that missed per client and minute (rulings/search/feedback.py).
SEARCH_FEEDBACK_PER_MINUTE = int(os.environ.get("RULESITE_SEARCH_REPORTS_PER_MINUTE", "30"))
# One engine run stops after this many seconds (rulings/sandbox/limits.py).
SCENARIO_RUN_SECONDS = float(os.environ.get("RULESITE_RUN_SECONDS", "3"))
CLIENT_IP_HEADER = os.environ.get("DJANGO_CLIENT_IP_HEADER", "REMOTE_ADDR")

ROOT_URLCONF = "rulesite.urls"
WSGI_APPLICATION = "rulesite.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                # The admin's templates read `user`, `perms` and `messages`; both are lazy,
                # and outside /admin/ give an anonymous user and no messages.
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    # DATABASE_URL (e.g. postgres://user:password@host/name) for deployments with several app
    # servers; else the embedded SQLite file. RULESITE_DB lets the browser tests and the load
    # benchmark serve a SQLite database of their own.
    "default": database_from_url(os.environ.get("DATABASE_URL"),
                                 os.environ.get("RULESITE_DB", str(VAR_DIR / "db.sqlite3"))),
}
# CACHE_URL: locmem:// (default, one cache per process) or redis://host:6379/0 (shared).
# Search answers (rulings/search/answers.py) have a memory cache of their own, so that
# queries, which anyone can vary without end, never push rule pages out of theirs (with
# Redis, its maxmemory bounds both).
CACHES = {
    "default": cache_from_url(os.environ.get("CACHE_URL")),
    "search": cache_from_url(os.environ.get("CACHE_URL"), name="rulesite-search",
                             max_entries=5_000),
}

# No sessions for judges: the UI language is Django's language cookie (set_language), and
# nothing else is remembered about a visitor, so no middleware loads a session on their
# requests. Maintainers log in to the admin (/admin/), and only there do sessions,
# authentication and messages run: rulesite.middleware.AdminSessionMiddleware applies
# Django's own three middleware to /admin/ paths. Django's admin checks want those classes in
# MIDDLEWARE by name, so they are silenced here; tests/rulesite/test_admin.py shows the admin
# logging in, and a rule page answered as before (no session cookie, no new Vary).
SILENCED_SYSTEM_CHECKS = ["admin.E408", "admin.E409", "admin.E410"]

# The UI speaks Korean by default; English is one click away (set_language view).
LANGUAGE_CODE = "ko"
LANGUAGES = [("ko", _("Korean")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "Asia/Seoul"
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("RULESITE_STATIC_ROOT", str(VAR_DIR / "staticfiles")))
# WhiteNoise's own media types lack the web app manifest's (static/site.webmanifest).
WHITENOISE_MIMETYPES = {".webmanifest": "application/manifest+json"}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Where the shipped rules text lives (the project's own copy of shared/seeds).
RULES_SEED_DIR = BASE_DIR / "rulings" / "seeds"
# The project's own Korean summaries of rules the text or the engine cites but this edition
# lacks (reviewed data; `import_rules` stores them).
RULES_SUMMARIES_FILE = BASE_DIR / "rulings" / "data" / "summaries-ko.json"
# Curated search mappings (reviewed data: `manage.py export_search_mappings` writes it,
# `build_search_index` loads it; rulings/search/curated.py).
SEARCH_CURATED_FILE = BASE_DIR / "rulings" / "data" / "search-curated.json"
# Whoosh index built by `manage.py build_search_index`.
SEARCH_INDEX_DIR = Path(os.environ.get("RULESITE_SEARCH_INDEX", str(VAR_DIR / "search_index")))
