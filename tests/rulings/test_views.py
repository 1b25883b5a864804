"""The rules pages: home, rule pages in context, previews, redirects, missing numbers."""
import re

import pytest

from rulings.pagecache import CSRF_PLACEHOLDER

pytestmark = pytest.mark.django_db


def test_home_has_the_jump_box_and_the_table_of_contents(client):
    """The home page offers the number box and lists every section's rules."""

    response = client.get("/")

    html = response.content.decode()
    assert response.status_code == 200
    assert 'id="jump-number"' in html
    assert ('<a href="/rules/613/"><span class="num">613.</span> 지속 효과들 간의 상호작용</a>'
            in html)
    assert 'href="/rules/8/"' in html


def test_ui_is_korean_by_default(client):
    """Without a language choice the interface speaks Korean."""

    response = client.get("/rules/613.3b/")

    assert '<html lang="ko">' in response.content.decode()
    assert "인용 복사" in response.content.decode()


def test_ui_switches_to_english(client):
    """The language switch (Django's set_language) turns the interface to English."""
    client.post("/i18n/setlang/", {"language": "en", "next": "/rules/613.3b/"})

    response = client.get("/rules/613.3b/")

    assert '<html lang="en">' in response.content.decode()
    assert "Copy citation" in response.content.decode()


@pytest.mark.parametrize("slug", ["6", "613", "613.3", "613.3b", "101.4d-2", "600"])
def test_every_kind_of_rule_has_a_page(client, slug):
    """Sections, rules, subrules, a duplicate's copy and a title-only rule all answer."""

    response = client.get(f"/rules/{slug}/")

    assert response.status_code == 200
    assert f'id="{slug}"' in response.content.decode()


def test_rule_page_shows_breadcrumbs_parent_text_and_neighbours(client):
    """613.3b shows its ancestors, 613.3's text as context, and 613.3a / 613.3c around it."""

    html = client.get("/rules/613.3b/").content.decode()

    assert re.search(r'href="/rules/6/">6\. 주문, 능력, 효과</a>.*href="/rules/613/">613\. '
                     r'.*href="/rules/613\.3/">613\.3</a>', html, re.S)
    assert "레이어 7 사이에서는" in html
    assert 'rel="prev" href="/rules/613.3a/"' in html
    assert 'rel="next" href="/rules/613.3c/"' in html


def test_rule_page_lists_subrules_with_anchors(client):
    """613's page carries every subrule in full, each with an anchor."""

    html = client.get("/rules/613/").content.decode()

    assert 'id="613.1a"' in html and 'id="613.7b"' in html
    assert 'href="#613.7b"' in html


def test_examples_are_set_apart(client):
    """Examples are their own asides, after the rule text."""

    html = client.get("/rules/613.3e/").content.decode()

    assert html.count('<aside class="example"') == 3


def test_sandbox_hook_sits_inside_each_example(client, settings, tmp_path):
    """The sandbox's template is included inside every example, with the rule and its number."""
    (tmp_path / "sandbox").mkdir()
    (tmp_path / "sandbox" / "_rule_examples.html").write_text("HOOK-{{ rule.slug }}-{{ number }}")
    settings.TEMPLATES = [{**settings.TEMPLATES[0],
                           "DIRS": [tmp_path, *settings.TEMPLATES[0]["DIRS"]]}]

    html = client.get("/rules/613.3e/").content.decode()

    for number in (1, 2, 3):
        hook = html.find(f"HOOK-613.3e-{number}")
        assert html.rfind('<aside class="example"', 0, hook) < hook < html.find("</aside>", hook)


def test_translators_notes_are_shown(client):
    """A footnote of the source shows as a translator's note on its rule."""

    html = client.get("/rules/117.7/").content.decode()

    assert "주-흔히 &#x27;스택 쌓고&#x27;라고 하지요" in html


def test_cross_references_are_links_with_previews(client):
    """Each number in the text is `<a href="/rules/N/" data-rule-ref="N">`."""

    html = client.get("/rules/613.2/").content.decode()

    assert 'href="/rules/604.3/" class="rule-ref" data-rule-ref="604.3"' in html


def test_cited_by_lists_the_citing_rules(client):
    """613.6 lists 613.2, which cites it."""

    html = client.get("/rules/613.6/").content.decode()

    cited_by = html[html.index('id="cited-by-heading"'):]
    assert 'data-rule-ref="613.2"' in cited_by


def test_citation_copy_button_carries_citation_and_url(client):
    """The copy button holds "CR 613.3b" and the rule's absolute URL."""

    html = client.get("/rules/613.3b/").content.decode()

    assert 'data-citation="CR 613.3b"' in html
    assert 'data-url="http://testserver/rules/613.3b/"' in html


def test_mana_symbols_are_shown_as_symbols(client):
    """{T} in 605.2's example is drawn as a symbol, not an image."""

    html = client.get("/rules/605.2/").content.decode()

    assert 'class="mana mana-t"' in html
    assert "/assets/symbols/" not in html


@pytest.mark.parametrize("typed", ["613.3B", "613.3b.", "613%203b", "CR%20613.3b"])
def test_loose_numbers_redirect_to_the_canonical_url(client, typed):
    """Upper case, a trailing dot or a space redirect permanently to /rules/613.3b/."""

    response = client.get(f"/rules/{typed}/")

    assert (response.status_code, response["Location"]) == (301, "/rules/613.3b/")


@pytest.mark.parametrize(("typed", "canonical"), [
    ("613.3ㅠ", "613.3b"), ("704.5ㅓ", "704.5j"), ("６１３", "613"),
    ("６１３．３ｂ", "613.3b"),
])
def test_numbers_typed_with_the_korean_layout_or_full_width_redirect(client, typed, canonical):
    """/rules/613.3ㅠ/ (the b key with the Korean layout on) and full-width digits redirect
    permanently to the rule's URL."""

    response = client.get(f"/rules/{typed}/")

    assert (response.status_code, response["Location"]) == (301, f"/rules/{canonical}/")


def test_a_cited_number_missing_from_the_text_has_an_honest_page(client):
    """704.5m: 200, says it is not in this edition, and lists the rules citing it."""

    response = client.get("/rules/704.5m/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "이 판의 규칙 문서에 없는 규칙입니다" in html
    assert 'data-rule-ref="400.7e"' in html and 'data-rule-ref="801.12"' in html


def test_a_missing_rule_in_a_present_section_points_to_its_nearest_rule(client):
    """613.4c is cited but missing; its page points to 613.4."""

    html = client.get("/rules/613.4c/").content.decode()

    assert 'data-rule-ref="613.4"' in html


def test_a_number_in_an_absent_section_is_not_found_but_explained(client):
    """301.1 (section 3, never cited, no summary) answers 404 saying section 3 is not shipped."""

    response = client.get("/rules/301.1/")

    assert response.status_code == 404
    assert "section 3" in response.content.decode() or "3절" in response.content.decode()


def test_an_unknown_number_is_a_404_with_nearby_rules(client):
    """613.99 does not exist: 404, with the rules around where it would be."""

    response = client.get("/rules/613.99/")

    html = response.content.decode()
    assert response.status_code == 404
    assert 'data-rule-ref="613.10"' in html


def test_something_that_is_not_a_number_is_a_404(client):
    """/rules/foo/ is a 404 that explains what rule numbers look like."""

    response = client.get("/rules/foo/")

    assert response.status_code == 404
    assert "613.3b" in response.content.decode()


def test_htmx_request_gets_only_the_rule_content(client):
    """An htmx request (previous/next) gets the content partial, not the whole page."""

    response = client.get("/rules/613.3b/", headers={"HX-Request": "true"})

    html = response.content.decode()
    assert html.lstrip().startswith("<title>613.3b · ")
    assert '<div id="rule-content"' in html
    assert "<html" not in html


def test_pages_that_answer_both_ways_vary_on_hx_request(client):
    """The rule page says Vary: HX-Request so caches keep the two answers apart."""

    response = client.get("/rules/613.3b/")

    assert "HX-Request" in response["Vary"]


def test_every_htmx_link_also_has_a_real_href(client):
    """Each hx-get on the rule page has an href to the same URL (works without JS)."""

    html = client.get("/rules/613.3b/").content.decode()

    tags = re.findall(r"<a [^>]*hx-get=[^>]*>", html)
    assert tags
    for tag in tags:
        assert re.search(r'href="([^"]+)"', tag)[1] == re.search(r'hx-get="([^"]+)"', tag)[1]


def test_preview_shows_the_rule_text(client):
    """The preview partial holds the rule's label and text."""

    response = client.get("/rules/604.3/preview/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html
    assert "특징 정의 능력" in html


def test_preview_of_a_missing_rule_says_so(client):
    """Previewing 301.1 (no page) says it is not in this edition."""

    response = client.get("/rules/301.1/preview/")

    assert response.status_code == 404
    assert "preview-missing" in response.content.decode()


def test_preview_of_a_summarized_rule_is_labelled_a_summary(client):
    """Previewing 704.5m shows the project's summary, labelled as not the rules text."""

    response = client.get("/rules/704.5m/preview/")

    html = response.content.decode()
    assert response.status_code == 200
    assert "preview-summary" in html and "종합 규칙 원문 아님" in html


def test_jump_box_goes_to_the_rule(client):
    """Submitting the jump box redirects to the canonical rule URL."""

    response = client.get("/rules/", {"number": "613.3B"})

    assert (response.status_code, response["Location"]) == (302, "/rules/613.3b/")


@pytest.mark.parametrize(("typed", "canonical"), [
    ("613.3ㅠ", "613.3b"), ("６１３．３ｂ", "613.3b"), ("704.5ㅓ", "704.5j")])
def test_jump_box_goes_to_a_number_typed_with_the_korean_layout(client, typed, canonical):
    """The jump box reads 613.3ㅠ and full-width digits as the rule they mean."""

    response = client.get("/rules/", {"number": typed})

    assert (response.status_code, response["Location"]) == (302, f"/rules/{canonical}/")


def test_jump_box_previews_a_number_typed_with_the_korean_layout(client):
    """Typing 613.3ㅠ previews 613.3b as typing 613.3b does."""

    response = client.get("/rules/", {"number": "613.3ㅠ"}, headers={"HX-Request": "true"})

    assert "Layer 7b" in response.content.decode()


def test_jump_box_previews_as_you_type(client):
    """With htmx the jump box answers with a preview of the rule typed so far."""

    response = client.get("/rules/", {"number": "613.3b"}, headers={"HX-Request": "true"})

    html = response.content.decode()
    assert "Layer 7b" in html
    assert "<html" not in html
    assert "HX-Request" in response["Vary"]


def test_jump_box_with_garbage_explains_the_number_format(client):
    """A jump to something that is not a number gets a 404 explaining the format."""

    response = client.get("/rules/", {"number": "레이어"})

    assert response.status_code == 404


def test_unknown_pages_use_the_site_404(client):
    """Any unknown address gets the site's 404 page with the jump box."""

    response = client.get("/no/such/page/")

    assert response.status_code == 404
    assert 'id="jump-number"' in response.content.decode()


def test_base_template_provides_the_shared_header(client):
    """Header search form, nav paths, htmx, site.js, search.js and CSRF via hx-headers."""

    html = client.get("/").content.decode()

    assert '<form class="header-search" action="/search/" method="get"' in html
    assert '<input id="site-search" name="q" type="search"' in html
    for path in ('href="/"', 'href="/search/"', 'href="/sandbox/"', "js/htmx.min.js",
                 "js/site.js", "js/search.js", "css/site.css", 'hx-headers=\'{"X-CSRFToken"'):
        assert path in html


def test_clearing_the_jump_box_clears_its_preview(client):
    """An htmx request with an empty number answers with nothing to show."""

    response = client.get("/rules/", {"number": ""}, headers={"HX-Request": "true"})

    assert (response.status_code, response.content) == (200, b"")


def test_edition_page_shows_the_import_report(client):
    """/edition/ lists the five files with their counts, the defects and 003's signature."""

    html = client.get("/edition/").content.decode()

    assert html.count("<tr><td><code>") == 5
    assert "duplicate-number" in html and "missing-dot" in html
    assert "Judge Academy Lv.1 Judge" in html


def test_a_subrule_links_to_its_place_in_the_whole_rule(client):
    """613.3b links to /rules/613/#613.3b, where it is shown with its neighbours."""

    html = client.get("/rules/613.3b/").content.decode()

    assert 'href="/rules/613/#613.3b"' in html


def test_jump_box_stays_quiet_while_a_number_is_half_typed(client):
    """"61" or "613." is not an error while typing; the preview stays empty."""

    responses = [client.get("/rules/", {"number": typed}, headers={"HX-Request": "true"})
                 for typed in ("61", "613.", "613.3.")]

    assert [response.content for response in responses] == [b"", b"", b""]


def test_a_long_rule_page_needs_few_queries(client, django_assert_max_num_queries):
    """Rule 100's page, with all its subrules, takes a bounded number of queries."""

    with django_assert_max_num_queries(12):
        response = client.get("/rules/100/")

    assert response.status_code == 200


def test_a_section_this_edition_lacks_is_explained_as_a_section(client):
    """/rules/2/ (cited as "2절") summarizes section 2 and says the shipped text lacks it."""

    response = client.get("/rules/2/")

    assert response.status_code == 200
    assert "한국어 본문에는 2절이 없습니다" in response.content.decode()


def test_a_copy_that_does_not_exist_offers_the_copies_that_do(client):
    """/rules/101.4d-3/ is a 404 pointing at 101.4d and 101.4d-2."""

    response = client.get("/rules/101.4d-3/")

    html = response.content.decode()
    assert response.status_code == 404
    assert 'data-rule-ref="101.4d"' in html and 'data-rule-ref="101.4d-2"' in html


# --- Rule pages from the cache, with revalidation (rulings/pagecache.py) --------------------


def _without_csrf_tokens(response):
    # Each response masks the client's CSRF secret afresh.
    return re.sub(r'(csrfmiddlewaretoken" value="|X-CSRFToken": ")[^"]+', r"\1",
                  response.content.decode())


def test_a_rule_page_is_served_from_the_cache_without_a_query(client, django_assert_num_queries):
    """The second request for a rule page costs no database query, and shows the same page."""
    first = client.get("/rules/613.3b/")

    with django_assert_num_queries(0):
        second = client.get("/rules/613.3b/")

    assert second.status_code == 200
    assert _without_csrf_tokens(second) == _without_csrf_tokens(first)


def test_a_rule_page_sends_etag_and_last_modified_and_revalidates_to_304(client):
    """A browser that sends back the page's ETag gets 304 Not Modified and no body."""
    first = client.get("/rules/613/")

    again = client.get("/rules/613/", HTTP_IF_NONE_MATCH=first.headers["ETag"])

    assert first.headers["Last-Modified"]
    assert again.status_code == 304
    assert again.content == b""


def test_if_modified_since_the_import_gives_304(client):
    """Last-Modified is the import's time; asking whether it changed since then gives 304."""
    first = client.get("/rules/613/")

    again = client.get("/rules/613/", HTTP_IF_MODIFIED_SINCE=first.headers["Last-Modified"])

    assert again.status_code == 304


def test_the_language_switch_gets_the_other_languages_page_not_the_cached_one(client):
    """A page cached in Korean is not served to a judge who switched to English."""
    korean = client.get("/rules/613/")

    client.cookies["django_language"] = "en"
    english = client.get("/rules/613/", HTTP_IF_NONE_MATCH=korean.headers["ETag"])

    assert english.status_code == 200
    assert english.headers["Content-Language"] == "en"
    assert english.headers["ETag"] != korean.headers["ETag"]
    assert 'lang="en"' in english.content.decode()


def test_an_htmx_request_gets_the_partial_not_the_cached_full_page(client):
    """The full page and the htmx partial are cached apart."""
    client.get("/rules/613/")

    partial = client.get("/rules/613/", HTTP_HX_REQUEST="true")

    assert "<html" not in partial.content.decode()
    assert 'id="rule-content"' in partial.content.decode()


def test_a_re_import_makes_the_cached_page_stale(client, django_assert_num_queries):
    """After `import_rules` the page is rendered again and its ETag changes."""
    from django.core.management import call_command

    before = client.get("/rules/613/")
    call_command("import_rules", verbosity=0)

    after = client.get("/rules/613/", HTTP_IF_NONE_MATCH=before.headers["ETag"])

    assert after.status_code == 200
    assert after.headers["ETag"] != before.headers["ETag"]


def test_each_client_gets_its_own_csrf_token_on_a_cached_page(client):
    """The cached body carries no one's CSRF token: the language switch works for every client."""
    from django.test import Client

    client.get("/rules/613/")
    other = Client(enforce_csrf_checks=True)

    page = other.get("/rules/613/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page).group(1)
    switched = other.post("/i18n/setlang/", {"language": "en", "next": "/",
                                             "csrfmiddlewaretoken": token})

    assert CSRF_PLACEHOLDER not in page
    assert switched.status_code == 302
