"""Views of the rules reference (pages in pages.py, the JSON API in api.py)."""
from .api import rule_api
from .pages import edition, home, jump, rule_detail, rule_english, rule_preview

__all__ = ["edition", "home", "jump", "rule_api", "rule_detail", "rule_english", "rule_preview"]
