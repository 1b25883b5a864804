"""Test settings: pytest-django uses these (see pyproject.toml)."""
from .common import *  # noqa: F403

DEBUG = False
SECRET_KEY = "test-only-not-secret"
ALLOWED_HOSTS = ["*"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
