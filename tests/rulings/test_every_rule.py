"""Every rule number printed in the five seed files is reachable, with its full text.

The numbers are found here with a few regular expressions over the raw files, independently
of the importer, so a rule the importer missed or mangled fails this test.
"""
import re
from pathlib import Path

import pytest
from django.conf import settings

from rulings.models import Rule

pytestmark = pytest.mark.django_db

SEEDS = Path(settings.RULES_SEED_DIR)
PRINTED = [
    re.compile(r"\*\*(?P<number>[1-9]\d{2}\.\d+[a-z]?)\.?\*\*(?P<rest>.*)"),
    re.compile(r"^#{1,6}\s*(?P<number>[1-9]\d{2})\.(?P<rest>.*)"),
    re.compile(r"^(?P<number>[1-9]\d{2}(?:\.\d+[a-z]?)?)\.?\s(?P<rest>.*)"),
]


def hangul(text):
    return "".join(re.findall(r"[가-힣]", text))


def printed_rules(path):
    """(slug, Hangul of the rule's first line) for each rule printed in the file."""
    seen = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        for pattern in PRINTED:
            match = pattern.search(line)
            if match:
                number = match["number"]
                slug = number if number not in seen else f"{number}-2"
                seen.add(number)
                # A footnote's trailing number is not part of the rule's text.
                rest = re.sub(r"\[\^\d+\]", "", match["rest"])
                yield slug, hangul(rest)
                break


@pytest.mark.parametrize("path", sorted(SEEDS.glob("*.txt")), ids=lambda path: path.name[:3])
def test_every_printed_rule_has_a_page_and_an_api_answer_with_its_text(client, path):
    """Each rule's page answers 200 and its API text holds the rule's whole first line."""
    rules = list(printed_rules(path))
    stored = Rule.objects.filter(source_file=path.name).exclude(kind=Rule.Kind.SECTION)
    assert len(rules) == stored.count() > 80

    for slug, first_line in rules:
        page = client.get(f"/rules/{slug}/")
        api = client.get(f"/api/rules/{slug}")

        assert page.status_code == 200, slug
        assert api.status_code == 200, slug
        data = api.json()
        assert first_line in hangul(data["title"] + data["text"]), slug
        assert first_line in hangul(page.content.decode()), slug
