"""What changed between two editions (word by word, per rule and per section), and where the
Korean and English numbering differ."""
import html
from pathlib import Path

import pytest
from django.core.management import call_command

from rulings import editions as editions_module
from rulings.editions import cached_diff, diff_editions, numbering_differences, word_diff
from rulings.models import Edition

from .corpus import NEWER, OLDER, corpus_file

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "rules"
DIFF = "/editions/en-2025-02-07/en-2025-11-14/"


@pytest.fixture
def editions():
    for name in ("cr-en-20250207.txt", "cr-en-20251114.txt"):
        call_command("import_rules", str(FIXTURES / name), "--language", "en", verbosity=0)
    return Edition.objects.get(effective_date="2025-02-07"), Edition.objects.newest("en")


@pytest.mark.parametrize("old, new, expected", [
    ("a b c", "a b c", [("same", "a b c")]),
    ("a b c", "a x c", [("same", "a "), ("del", "b"), ("ins", "x"), ("same", " c")]),
    ("a c", "a b c", [("same", "a "), ("ins", "b "), ("same", "c")]),
    ("Effects that modify", "Effects and counters that modify",
     [("same", "Effects"), ("ins", " and counters"), ("same", " that modify")]),
])
def test_word_diff_marks_words_deleted_and_inserted(old, new, expected):
    """Whole words are compared; unchanged words and spaces are kept as they were."""

    assert word_diff(old, new) == expected


def test_word_diff_pieces_rebuild_both_texts():
    """Dropping the insertions gives the old text; dropping the deletions, the new one."""
    old, new = "If an Aura is attached to a player", "If an Aura isn't attached to anything"

    pieces = word_diff(old, new)

    assert "".join(t for op, t in pieces if op != "ins") == old
    assert "".join(t for op, t in pieces if op != "del") == new


@pytest.mark.django_db
def test_diff_lists_added_removed_and_changed_rules(editions):
    """100.3 was removed, 704.5j added, 613.4c and 100.1b changed."""

    diff = diff_editions(*editions)

    assert "100.3" in [rule.number for rule in diff.removed]
    assert "704.5j" in [rule.number for rule in diff.added]
    assert [change.number for change in diff.changed] == ["100.1b", "613.4c"]
    change = diff.changed[1]
    assert "Effects<ins> and counters</ins> that" in change.html


@pytest.mark.django_db
def test_diff_within_a_rule_keeps_to_it(editions):
    """Under 704: only 704 and its subrules."""

    diff = diff_editions(*editions, within="704")

    numbers = [r.number for r in diff.added] + [r.number for r in diff.removed]
    assert numbers and all(n.startswith("704") for n in numbers)
    assert diff.unchanged == 3  # 704, 704.5, 704.5m


@pytest.mark.django_db
def test_diff_page_per_section_and_per_rule(client, editions):
    """The whole diff links its sections; a rule's diff shows the word-level change."""

    whole = client.get(DIFF).content.decode()
    section = client.get(DIFF + "6/").content.decode()
    rule = client.get(DIFF + "613.4c/").content.decode()

    assert f'href="{DIFF}7/"' in whole
    assert "613.4c" in section and "100.1b" not in section
    assert "<ins> and counters</ins>" in rule


@pytest.mark.django_db
@pytest.mark.parametrize(("url", "status", "reason"), [
    ("/editions/en-20xx/en-2025-11-14/", 404, "'en-20xx' is not an edition"),
    ("/editions/en-2024-01-01/en-2025-11-14/", 404, "no edition en-2024-01-01 has been imported"),
    (DIFF + "banana/", 400, "number: 'banana' is not a rule number"),
])
def test_diff_of_an_unknown_edition_or_number_says_what_is_wrong(client, editions, url, status,
                                                                 reason):
    """A malformed or unimported edition is a 404 page saying which; a non-number a 400 naming
    `number`; never a 500."""
    response = client.get(url)

    assert response.status_code == status
    assert reason in html.unescape(response.content.decode())


@pytest.mark.django_db
def test_editions_page_links_the_diff_and_the_numbering(client, editions):
    """/editions/ lists both English editions and links what changed."""

    html = client.get("/editions/").content.decode()

    assert "en-2025-11-14" in html and "en-2025-02-07" in html
    assert f'href="{DIFF}"' in html
    assert 'href="/editions/numbering/"' in html


@pytest.mark.django_db
def test_sublayers_are_flagged_as_renumbered(editions):
    """Korean 613.3a-e are 613.4a-d in the English edition (7c and 7d merged)."""

    differences = {d.korean: d for d in numbering_differences(editions[1])}

    assert {n: differences[n].english for n in ("613.3a", "613.3b", "613.3c", "613.3d",
                                                 "613.3e")} == {
        "613.3a": "613.4a", "613.3b": "613.4b", "613.3c": "613.4c", "613.3d": "613.4c",
        "613.3e": "613.4d"}
    assert differences["613.3d"].reason == "renumbered"
    assert "sublayer.counters" in differences["613.3d"].concepts


@pytest.mark.django_db
def test_subrules_that_differ_are_flagged(editions):
    """Korean 101 has subrules the English 101 of the fixture lacks: flagged with both lists."""

    differences = {d.korean: d for d in numbering_differences(editions[1])}

    assert differences["101"].reason == "subrules-differ"
    assert "101.3" in differences["101"].korean_children
    assert differences["101"].english_children == ("101.1", "101.2")


@pytest.mark.django_db
def test_numbering_page_lists_the_differences(client, editions):
    """/editions/numbering/ shows 613.3d beside 613.4c."""

    html = client.get("/editions/numbering/").content.decode()

    row = html[html.index('data-number="613.3d"'):]
    assert 'data-rule-ref="613.4c"' in row[:600]


@pytest.mark.django_db
def test_numbering_page_costs_a_few_queries_however_long_the_edition(client, editions,
                                                                     django_assert_max_num_queries):
    """The comparison reads each edition's numbers in one query, not one query per rule."""
    assert editions[1].rules.count() > 30

    with django_assert_max_num_queries(12):
        response = client.get("/editions/numbering/")

    assert response.status_code == 200


@pytest.mark.django_db
def test_editions_page_lists_each_files_defects(client):
    """The defects the importer handled are listed under their edition."""
    call_command("import_rules", str(FIXTURES / "cr-en-defects.txt"), "--language", "en",
                 verbosity=0)

    html = client.get("/editions/").content.decode()

    assert "en-2024-03-01" in html
    assert "<code>missing-dot</code> 100.1 has no dot after its number" in html


@pytest.mark.django_db
@pytest.mark.parametrize("url, status", [
    ("/editions/%00/en-2025-11-14/", 404), ("/editions/en-2025-13-45/en-2025-11-14/", 404),
    ("/editions/-2025-11-14/en-2025-11-14/", 404), (DIFF + "613.4c-2/", 400),
    ("/api/rules/613.3b?lang=", 400), ("/api/rules/613.3b?lang=" + "e" * 500, 400),
])
def test_odd_input_is_a_clear_4xx(client, editions, url, status):
    """Malformed editions, numbers and languages are refused with a 4xx, never a 500."""

    assert client.get(url).status_code == status


@pytest.mark.django_db
def test_editions_of_different_languages_are_not_compared(client, editions):
    """A diff across languages is a 400 that says so."""
    Edition.objects.create(language="xx", effective_date="2025-11-14", title="t",
                           source_name="t.txt", sha256="0" * 64,
                           imported_at=editions[1].imported_at)

    response = client.get("/editions/xx-2025-11-14/en-2025-11-14/")

    assert response.status_code == 400
    assert b"different languages" in response.content


def _summary(diff):
    return ([r.number for r in diff.added], [r.number for r in diff.removed],
            [(c.number, c.html) for c in diff.changed], diff.unchanged)


@pytest.mark.django_db
@pytest.mark.parametrize("within", ["", "1", "6", "613", "613.4c", "7", "704", "704.5j", "9"])
def test_a_part_of_the_cached_diff_is_the_diff_computed_under_it(editions, within):
    """A section's or a rule's diff taken from the whole one equals the diff made under it."""

    taken = cached_diff(*editions, within)

    assert _summary(taken) == _summary(diff_editions(*editions, within))


@pytest.fixture
def diffs_made(monkeypatch):
    """How many times a whole diff was computed (the real function, counted)."""
    made = []
    real = editions_module.diff_editions

    def counting(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(editions_module, "diff_editions", counting)
    return made


@pytest.mark.django_db
def test_the_diff_of_two_editions_is_computed_once_for_all_its_pages(client, editions,
                                                                     diffs_made):
    """The whole diff, a section's and a rule's, asked twice each, compute the diff once."""

    for url in (DIFF, DIFF, DIFF + "6/", DIFF + "613.4c/", DIFF + "6/"):
        assert client.get(url).status_code == 200

    assert len(diffs_made) == 1


@pytest.mark.django_db
def test_importing_an_edition_again_shows_its_new_text_in_the_diff(client, editions, tmp_path):
    """A cached diff is keyed by the editions' imports: a corrected file shows at once."""
    client.get(DIFF + "613.4c/")
    corrected = tmp_path / "cr-en-20251114.txt"
    corrected.write_text((FIXTURES / "cr-en-20251114.txt").read_text().replace(
        "Effects and counters that modify", "Effects and counters and emblems that modify"))
    call_command("import_rules", str(corrected), "--language", "en", verbosity=0)

    page = client.get(DIFF + "613.4c/").content.decode()

    assert "<ins> and counters and emblems</ins>" in page


@pytest.mark.django_db
def test_a_diff_too_long_for_a_page_lists_its_sections_with_counts(client, editions,
                                                                   monkeypatch):
    """Over the page limit, the whole diff lists each section, its counts and its link."""
    monkeypatch.setattr(editions_module, "DIFF_PAGE_BYTES", 500)

    page = client.get(DIFF).content.decode()

    row = page[page.index('data-part="6"'):]
    assert f'href="{DIFF}6/"' in row[:300] and "6. Spells, Abilities, and Effects" in row[:300]
    assert 'data-part="1"' in page and 'data-part="7"' in page
    assert 'class="word-diff"' not in page
    assert "2 added, 1 removed, 2 changed" in page or "추가 " in page


@pytest.mark.django_db
def test_a_section_too_long_for_a_page_lists_its_rules(client, editions, monkeypatch):
    """Over the limit, a section's diff lists its rules (one level down) with links."""
    monkeypatch.setattr(editions_module, "DIFF_PAGE_BYTES", 500)

    page = client.get(DIFF + "6/").content.decode()

    assert f'href="{DIFF}613/"' in page and 'data-part="613"' in page
    assert 'class="word-diff"' not in page


@pytest.mark.django_db
def test_a_diff_within_the_limit_shows_every_change_on_one_page(client, editions):
    """A short diff is one page: every change in full, no list of parts."""

    page = client.get(DIFF).content.decode()

    assert "<ins> and counters</ins>" in page
    assert "data-part=" not in page


@pytest.mark.django_db
def test_a_real_diff_over_200_kb_is_split_into_pages_under_it(client, tmp_path):
    """2021 against a 2022 file with "creature" reworded throughout: the whole diff (445 KB)
    lists its sections, and each section's page shows its changes in full (section 7's
    187 KB the longest)."""
    reworded = tmp_path / "MagicCompRules_20220429.txt"
    reworded.write_bytes(corpus_file(NEWER).read_bytes().replace(b"creature", b"critter"))
    for path in (corpus_file(OLDER), reworded):
        call_command("import_rules", str(path), "--language", "en", verbosity=0)
    old, new = Edition.objects.order_by("effective_date")
    url = f"/editions/{old.key}/{new.key}/"
    assert cached_diff(old, new).page_bytes > 200_000

    whole = client.get(url).content.decode()
    sections = [client.get(f"{url}{section}/").content for section in range(1, 10)]

    assert len(whole) < 200_000 and f'href="{url}7/"' in whole
    assert all(len(page) < 250_000 for page in sections)
    assert b'data-part=' not in sections[6] and b"<ins>critter</ins>" in sections[6]
