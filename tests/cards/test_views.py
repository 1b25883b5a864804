"""Card pages (/cards/<name>/), the card search page and its htmx partials, and the sandbox
opened with a card."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def quill(make_card):
    """An imported creature with a Korean name, one line compiled and one carried as text."""
    return make_card(
        "Quillback Sage", "깃등 현자", mana_cost="{1}{G}{G/U}", mana_value=3.0,
        colors=["G", "U"], types=["Creature"], subtypes=["Elf", "Wizard"], power="2",
        toughness="*", text="Flying\nQuillback Sage's toughness is equal to the number of "
        "cards in your hand. (See rule 613.4a.)",
        not_modelled=[["Quillback Sage's toughness is equal to the number of cards in your "
                       "hand. (See rule 613.4a.)"]], abilities=[[{"kind": "keyword"}]])


def test_a_card_page_shows_its_names_cost_type_and_text(client, quill):
    """Korean name as the heading, the English name, mana symbols, type line, P/T, text."""
    response = client.get("/cards/Quillback%20Sage/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "<h1>깃등 현자</h1>" in html
    assert '<p class="en" lang="en">Quillback Sage</p>' in html
    assert 'class="mana mana-g"' in html
    assert 'title="{G/U}"' in html
    assert "생물 — 엘프 마법사" in html
    assert "<dd>2/*</dd>" in html
    assert "cards in your hand." in html


def test_each_line_says_whether_the_engine_models_it(client, quill):
    """Flying compiled: modelled; the toughness line: carried as text."""
    html = client.get("/cards/Quillback%20Sage/").content.decode()

    flying = html.index("<p>Flying</p>")
    toughness = html.index("toughness is equal")
    assert html.rindex("is-modelled", 0, flying) > html.rfind("is-text", 0, flying)
    assert html.rindex("is-text", 0, toughness) > html.rfind("is-modelled", 0, toughness)
    assert "텍스트로만 표시" in html


def test_rule_numbers_in_a_cards_text_are_links_with_previews(client, quill):
    """The reminder text's 613.4a links to the rule (the rules pages' own renderer)."""
    html = client.get("/cards/Quillback%20Sage/").content.decode()

    assert '<a href="/rules/613.4a/" class="rule-ref" data-rule-ref="613.4a"' in html


def test_a_scripted_card_has_a_page_with_every_scripted_line_modelled(client):
    """Blood Moon, scripted and never imported: its line is modelled."""
    response = client.get("/cards/Blood%20Moon/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "Nonbasic lands are Mountains." in html
    assert "is-text" not in html
    assert "hand-written script" in html or "스크립트" in html


def test_a_scripted_line_carried_as_text_is_marked_so(client):
    """Sutured Ghoul's script keeps its entering line as text."""
    html = client.get("/cards/Sutured%20Ghoul/").content.decode()

    line = html.index("As Sutured Ghoul enters")
    assert html.rindex("is-text", 0, line) > html.rfind("is-modelled", 0, line)


@pytest.mark.parametrize("path", [
    "/cards/%EA%B9%83%EB%93%B1%20%ED%98%84%EC%9E%90/",  # 깃등 현자
    "/cards/quillback%20sage/",
    "/cards/QuillbackSage/",
    "/cards/Quillback%20%20Sage/",
    "/cards/%EA%B9%83%EB%93%B1%ED%98%84%EC%9E%90/",  # 깃등현자
])
def test_a_korean_name_or_another_spelling_redirects_to_the_english_url(client, quill, path):
    """301 to /cards/Quillback%20Sage/."""
    response = client.get(path)

    assert response.status_code == 301
    assert response["Location"] == "/cards/Quillback%20Sage/"


def test_a_split_cards_url_encodes_its_slashes(client, make_card):
    """Sear // Sleet lives at /cards/Sear%20%2F%2F%20Sleet/; a face's name redirects there."""
    make_card("Sear // Sleet", layout="split", faces=[
        {"name": "Sear", "name_ko": "", "types": ["Instant"], "text": "Sear deals 2 damage."},
        {"name": "Sleet", "name_ko": "", "types": ["Instant"], "text": "Draw a card."}])

    page = client.get("/cards/Sear%20%2F%2F%20Sleet/")
    face = client.get("/cards/Sleet/")
    merged = client.get("/cards/Sear%20/%20Sleet/")

    assert page.status_code == 200
    assert "<h2" in page.content.decode() and "Sleet" in page.content.decode()
    assert face.status_code == 301
    assert face["Location"] == "/cards/Sear%20%2F%2F%20Sleet/"
    assert merged.status_code == 200


def test_an_unknown_card_is_a_404_that_suggests_close_names(client, quill):
    """A typo in the URL: 404, with the card it probably meant linked."""
    response = client.get("/cards/Quillback%20Sagee/")

    html = response.content.decode()
    assert response.status_code == 404
    assert 'href="/cards/Quillback%20Sage/"' in html
    assert "Quillback Sagee" in html


def test_a_name_too_far_off_still_gets_suggestions_by_its_longest_word(client, quill):
    """Two typos: nothing is one edit away, but 'Quillback' still finds the card."""
    html = client.get("/cards/Quillback%20Saeg%20X/").content.decode()

    assert 'href="/cards/Quillback%20Sage/"' in html


def test_a_cards_text_is_escaped(client, make_card):
    """Markup in a card's data is shown as text, never run."""
    make_card("Evil <b>Card</b>", "<script>alert(1)</script>",
              text='<script>alert("x")</script> <img src=x onerror=alert(1)>',
              types=["<i>Instant</i>"])

    html = client.get("/cards/Evil%20%3Cb%3ECard%3C%2Fb%3E/").content.decode()

    assert "<script>alert" not in html
    assert "<img src=x" not in html
    assert "<b>Card</b>" not in html
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in html or \
        "&lt;script&gt;alert(\"x\")&lt;/script&gt;" in html


def test_the_card_page_opens_the_sandbox_with_the_card(client, quill):
    """'Try it in the sandbox' links to /sandbox/?card=<English name>."""
    html = client.get("/cards/Quillback%20Sage/").content.decode()

    assert 'href="/sandbox/?card=Quillback%20Sage"' in html


def test_the_sandbox_starts_with_the_named_card_on_the_battlefield(client):
    """/sandbox/?card=숲 places Forest (by its Korean name) and runs the board."""
    html = client.get("/sandbox/", {"card": "숲"}).content.decode()

    assert 'name="objects[0].card" value="Forest"' in html
    assert 'name="objects[0].zone"' in html


def test_the_card_search_page_lists_matches_with_links(client, quill):
    """/cards/?q=깃등 lists the card, linked to its page, with its coverage."""
    response = client.get("/cards/", {"q": "깃등"})

    html = response.content.decode()
    assert response.status_code == 200
    assert '<a class="card-result-link" href="/cards/Quillback%20Sage/">' in html
    assert "card-partial" in html
    assert response["Vary"].count("HX-Request") == 1


def test_htmx_gets_the_results_partial(client, quill):
    """An htmx request gets the list alone."""
    html = client.get("/cards/", {"q": "quill"}, **HTMX).content.decode()

    assert "<html" not in html
    assert "Quillback Sage" in html


def test_the_picker_partial_offers_options_with_names_cost_and_badge(client, quill):
    """?picker=1 (the sandbox's card field): listbox options holding the English name."""
    html = client.get("/cards/", {"q": "깃등", "picker": "1", "for": "f-objects-0-card-picks"},
                      **HTMX).content.decode()

    assert "<html" not in html
    assert ('<li class="sb-pick" role="option" id="f-objects-0-card-picks-1" '
            'data-card-name="Quillback Sage"') in html
    assert '<span class="sb-pick-ko">깃등 현자</span>' in html
    assert 'class="mana mana-g"' in html
    assert 'href="/cards/Quillback%20Sage/"' in html


def test_the_picker_says_when_nothing_matches(client):
    """No card: one line saying so, no option."""
    html = client.get("/cards/", {"q": "zzqqxx", "picker": "1"}, **HTMX).content.decode()

    assert 'role="option"' not in html
    assert "zzqqxx" in html


def test_a_bad_query_on_the_search_page_is_a_400_with_the_reason(client):
    """An overlong q is refused on the page too."""
    response = client.get("/cards/", {"q": "x" * 201})

    assert response.status_code == 400
    assert "200" in response.content.decode()
