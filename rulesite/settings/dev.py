"""Local serving: `make run` serves with these settings, with DEBUG off.

`make run` is what judges use on their own machine, so an unknown URL gets the site's Korean
404 and never Django's debug page (which lists the URL patterns). Developers opt in to debug
pages with DJANGO_DEBUG=1. Static files are served by WhiteNoise from STATIC_ROOT, which
`make setup` fills with collectstatic; with DEBUG on, WhiteNoise reads them from the source
folders instead, so edits show without collecting again.
"""
import os

from .common import *  # noqa: F403

DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]

# Without DEBUG, Django prints no traceback for a 500; a developer running `make run` still
# wants to see one in the terminal.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {"django.request": {"handlers": ["console"], "level": "ERROR",
                                   "propagate": False}},
}
