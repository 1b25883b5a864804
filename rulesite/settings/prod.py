"""Production: `make serve` runs gunicorn with these settings.

Secrets and hosts come from the environment:

- DJANGO_SECRET_KEY (required): a long random string, e.g.
  `python -c "import secrets; print(secrets.token_urlsafe(50))"`.
- DJANGO_ALLOWED_HOSTS: comma-separated host names (default `127.0.0.1,localhost`).
- DATABASE_URL, CACHE_URL: see common.py and environment.py.
- DJANGO_HTTPS: `1` (default) when the site is served over HTTPS by a TLS-terminating proxy
  (nginx, docs/deploy.md); `0` to try it over plain HTTP on loopback (the load benchmark does).
"""
import os

from django.core.exceptions import ImproperlyConfigured

from .common import *  # noqa: F403

DEBUG = False
try:
    SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
except KeyError:
    raise ImproperlyConfigured(
        "DJANGO_SECRET_KEY is not set; the production settings need a secret key from the "
        "environment (see rulesite/settings/prod.py)") from None
ALLOWED_HOSTS = [host.strip() for host in
                 os.environ.get("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost").split(",")
                 if host.strip()]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

HTTPS = os.environ.get("DJANGO_HTTPS", "1") == "1"
# Cookies only travel over HTTPS, and HTTP is redirected to HTTPS, when the site has HTTPS.
# Django's SecurityMiddleware sends Strict-Transport-Security only on HTTPS responses.
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
SECURE_SSL_REDIRECT = HTTPS
SECURE_HSTS_SECONDS = 31_536_000 if HTTPS else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = HTTPS
# Asking browsers to preload HSTS is a commitment for the whole domain, made by its owner:
# DJANGO_HSTS_PRELOAD=1. Until then the deploy check's reminder about it is silenced.
SECURE_HSTS_PRELOAD = HTTPS and os.environ.get("DJANGO_HSTS_PRELOAD", "0") == "1"
# (The admin's middleware checks silenced in common.py stay silenced.)
SILENCED_SYSTEM_CHECKS = [*SILENCED_SYSTEM_CHECKS,  # noqa: F405
                          *([] if SECURE_HSTS_PRELOAD else ["security.W021"])]
if HTTPS:
    # gunicorn listens on loopback behind nginx, which terminates TLS and sets
    # X-Forwarded-Proto to the scheme the client used (overwriting any the client sent:
    # `proxy_set_header X-Forwarded-Proto $scheme;`, docs/deploy.md). Trusting this header
    # without such a proxy would let a client claim HTTPS; so it is only set with DJANGO_HTTPS.
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
