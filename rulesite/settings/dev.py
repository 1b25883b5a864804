"""Local development: `make run` serves with these settings."""
import os

from .common import *  # noqa: F403

DEBUG = os.environ.get("DJANGO_DEBUG", "1") == "1"
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-secret")
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]
