"""Test settings: pytest-django uses these (see pyproject.toml)."""
from .common import *  # noqa: F403

DEBUG = False
SECRET_KEY = "test-only-not-secret"
ALLOWED_HOSTS = ["*"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Tests post many scenarios from one address; the rate limit's own tests lower this.
SCENARIO_SAVES_PER_MINUTE = 100_000
SCENARIO_RUNS_PER_MINUTE = 100_000
# The same for search reports (rulings/search/feedback.py); its own tests lower it.
SEARCH_FEEDBACK_PER_MINUTE = 100_000
