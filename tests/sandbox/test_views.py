"""The editor page, its htmx actions, permalinks and the rule page's example links."""
from __future__ import annotations

import html as html_lib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulings.sandbox import adapter, views
from rulings.sandbox.documents import slug_for
from rulings.sandbox.models import SavedScenario

pytestmark = pytest.mark.django_db
HTMX = {"HTTP_HX_REQUEST": "true"}


def _form(scenario, **extra):
    """The editor's inputs for a scenario (as the page renders them), plus extra fields."""
    data = {"tab": "form", "title": scenario.get("title", ""), "active_player": "A"}
    for index, player in enumerate(scenario["players"]):
        data[f"players[{index}].id"] = player["id"]
    for index, row in enumerate(scenario["objects"]):
        for key, value in row.items():
            data[f"objects[{index}].{key}"] = str(value)
    data.update(extra)
    return data


def _final_pt(html, object_id):
    """The P/T cell of an object in the final-state table."""
    start = html.index(f'<tr data-object="{object_id}"')
    cell = html.index('data-column="pt"', start)
    return html[html.index(">", cell) + 1:html.index("<", cell)]


def test_the_empty_editor_offers_cards_examples_and_two_players(client):
    """GET /sandbox/ shows the form with players A and B and a card picker per object."""
    response = client.get("/sandbox/")

    html = response.content.decode()
    assert response.status_code == 200
    assert 'name="players[0].id" value="A"' in html
    assert 'name="players[1].id" value="B"' in html
    assert 'value="add:objects"' in html
    assert "data-card-picker" not in html
    assert response["Vary"].count("HX-Request") == 1


def test_card_fields_are_pickers_that_ask_the_card_search(client, humility_opalescence):
    """Each object's card field is a combobox whose options come from /cards/ (htmx)."""
    html = client.post("/sandbox/", _form(humility_opalescence, action="refresh"),
                       **HTMX).content.decode()

    assert 'role="combobox"' in html
    assert 'aria-controls="f-objects-0-card-picks"' in html
    assert 'hx-get="/cards/"' in html
    assert '<ul class="sb-picks" id="f-objects-0-card-picks" role="listbox"' in html


def test_korean_card_names_are_accepted(client, humility_opalescence):
    """A card typed by its Korean name is read as the library's English name."""
    korean = next(card for card in adapter.card_library() if card.name_ko)
    data = _form(humility_opalescence)
    data["objects[0].card"] = korean.name_ko

    html = client.post("/sandbox/", _form(humility_opalescence, **{
        "objects[0].card": korean.name_ko, "action": "tab:json"})).content.decode()

    assert f"&quot;card&quot;: &quot;{korean.name}&quot;" in html


def test_running_shows_the_trace_with_rule_links(client, humility_opalescence):
    """Run gives the final board and steps whose citations are preview links."""
    response = client.post("/sandbox/", _form(humility_opalescence, action="run"), **HTMX)

    html = response.content.decode()
    assert "<html" not in html
    assert 'data-rule-ref="613.1d"' in html
    assert _final_pt(html, "hum") == "4/4"


def test_moving_a_timestamp_changes_the_result(client, humility_opalescence):
    """Humility moved after Opalescence: Humility ends 1/1 instead of 4/4."""
    data = _form(humility_opalescence, action="down:objects[0]")

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert _final_pt(html, "hum") == "1/1"
    assert html.index("<code>opal</code></span>") < html.index("<code>hum</code></span>")


def test_adding_an_object_renders_a_new_row(client, humility_opalescence):
    """+ Object adds objects[2] with a fresh id and the next timestamp."""
    data = _form(humility_opalescence, action="add:objects")

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'name="objects[2].id" value="o1"' in html
    assert 'name="objects[2].timestamp" value="3"' in html


def test_a_bad_input_is_marked_on_its_field(client, humility_opalescence):
    """A power that is not a number marks that input and links to it."""
    data = _form(humility_opalescence, action="run", **{"objects[1].power": "four"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'id="f-objects-1-power"' in html
    assert 'aria-describedby="f-objects-1-power-error"' in html
    assert 'href="#f-objects-1-power"' in html


def test_an_engine_error_lands_on_the_field_it_names(client, humility_opalescence):
    """An unknown card is reported by the engine at objects[0].card, in Korean, with the
    field in words and its raw path beside it."""
    data = _form(humility_opalescence, action="run", **{"objects[0].card": "No Such Card"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'aria-describedby="f-objects-0-card-error"' in html
    assert "<strong>1번째 개체의 카드</strong>: “No Such Card”(이)라는 카드가 없습니다" in html
    assert '>objects[0].card</code>' in html


def test_the_json_tab_shows_the_same_scenario(client, humility_opalescence):
    """Switching to JSON shows the form's scenario as JSON."""
    html = client.post("/sandbox/", _form(humility_opalescence, action="tab:json"),
                       **HTMX).content.decode()

    assert 'name="json"' in html
    assert "&quot;Opalescence&quot;" in html


@pytest.mark.parametrize(("language", "expected"), [
    ("ko", "카운터는 “+1/+1: 2, -1/-1: 1”처럼 “이름: 개수” 쌍을 쉼표로 나눠 적어야 합니다. "
           "입력한 값: “+1/+1: 2 -1/-1: 1”"),
    ("en", "write counters as “name: number” pairs separated by commas, such as "
           "“+1/+1: 2, -1/-1: 1”, not “+1/+1: 2 -1/-1: 1”"),
])
def test_counters_in_another_form_show_the_form_expected(client, humility_opalescence,
                                                         language, expected):
    """Counters the form cannot read: the problem beside the input, in the page's language,
    shows the form expected; the text stays in the input as typed."""
    client.cookies["django_language"] = language
    data = _form(humility_opalescence, action="run",
                 **{"objects[0].counters": "+1/+1: 2 -1/-1: 1"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert html_lib.escape(expected, quote=False) in html
    assert 'name="objects[0].counters" value="+1/+1: 2 -1/-1: 1"' in html


def test_counters_typed_with_semicolons_run_as_two_counters(client):
    """"+1/+1: 2; -1/-1: 1" on Grizzly Bears (2/2): two kinds of counters, a 3/3, and the
    input written back in the form's own commas."""
    bears = {"players": [{"id": "A"}, {"id": "B"}],
             "objects": [{"id": "bear", "card": "Grizzly Bears", "controller": "A"}]}
    data = _form(bears, action="run", **{"objects[0].counters": "+1/+1: 2; -1/-1: 1"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert _final_pt(html, "bear") == "3/3"
    assert 'name="objects[0].counters" value="+1/+1: 2, -1/-1: 1"' in html
    assert "“이름: 개수” 쌍" not in html  # the counters' problem (the trace says 704.5q)


def test_json_syntax_errors_give_line_and_column(client):
    """Broken JSON stays in the tab with the line and column of the error."""
    data = {"tab": "json", "json": '{\n  "format": 1,\n  "players": [\n}', "action": "tab:form"}

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert "JSON의 4번째 줄 1번째 글자에 문법 오류가 있습니다" in html
    assert 'name="json"' in html


def test_json_field_errors_name_the_path(client, humility_opalescence):
    """A wrong type in the JSON tab is reported with its path, keeping the text."""
    humility_opalescence["objects"][0]["toughness"] = "x"
    text = json.dumps(humility_opalescence)

    html = client.post("/sandbox/", {"tab": "json", "json": text, "action": "run"},
                       **HTMX).content.decode()

    assert '>objects[0].toughness</code>' in html
    assert "1번째 개체의 방어력" in html
    assert 'data-error-line="18"' in html
    assert 'name="json"' in html


def test_applying_json_loads_it_into_the_form(client, humility_opalescence):
    """Valid JSON becomes the form's inputs and runs."""
    data = {"tab": "json", "json": json.dumps(humility_opalescence), "action": "tab:form"}

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'name="objects[1].card" value="Opalescence"' in html
    assert _final_pt(html, "hum") == "4/4"


def test_saving_redirects_to_the_content_addressed_permalink(client, humility_opalescence):
    """Save stores the scenario and htmx is sent to /s/<slug>/."""
    data = _form(humility_opalescence, action="save",
                 **{"ruling.question": "P/T?", "ruling.answer": "4/4, 613.8"})

    response = client.post("/sandbox/", data, **HTMX)

    saved = SavedScenario.objects.get()
    assert response["HX-Redirect"] == f"/s/{saved.slug}/"
    assert saved.document["ruling"] == {"question": "P/T?", "answer": "4/4, 613.8"}


def test_saving_without_htmx_redirects(client, humility_opalescence):
    """Without htmx the form posts and the browser is redirected."""
    response = client.post("/sandbox/", _form(humility_opalescence, action="save"))

    assert response.status_code == 302
    assert response["Location"].startswith("/s/")


def test_saving_over_the_rate_limit_shows_why_with_429(client, settings, humility_opalescence):
    """The editor's save is rate-limited like the API's: a 429 with Retry-After, the editor
    shown again saying in Korean when to save again, nothing saved."""
    settings.SCENARIO_SAVES_PER_MINUTE = 0

    response = client.post("/sandbox/", _form(humility_opalescence, action="save"), **HTMX)

    seconds = int(response.headers["Retry-After"])
    assert response.status_code == 429
    assert seconds >= 1
    assert (f"이 주소에서 1분에 할 수 있는 저장 0번을 모두 했습니다(대회장 와이파이처럼 같은 "
            f"네트워크를 쓰는 모든 사람이 함께 씁니다). {seconds}초 뒤에 다시 저장하세요."
            in html_lib.unescape(response.content.decode()))
    assert not SavedScenario.objects.exists()


def test_running_over_the_rate_limit_says_in_korean_when_to_run_again(
        client, settings, humility_opalescence):
    """The editor's runs are rate-limited like its saves: a 429 with Retry-After, the
    scenario as it was, no result, and when to run again in Korean."""
    settings.SCENARIO_RUNS_PER_MINUTE = 0

    response = client.post("/sandbox/", _form(humility_opalescence, action="run"), **HTMX)

    html = html_lib.unescape(response.content.decode())
    seconds = int(response.headers["Retry-After"])
    assert response.status_code == 429
    assert f"{seconds}초 뒤에 다시 실행하세요." in html
    assert 'name="objects[1].card" value="Opalescence"' in html
    assert 'id="run-result"' not in html


def test_opening_an_example_counts_as_a_run(client, settings):
    """An example opened in the editor runs the engine, and is counted like a run."""
    settings.SCENARIO_RUNS_PER_MINUTE = 0

    response = client.get("/sandbox/?example=613.8-1")

    assert response.status_code == 429
    assert "초 뒤에 다시 실행하세요." in response.content.decode()


def test_the_rate_limits_let_thirty_judges_behind_one_address_work():
    """A venue's thirty judges share one address: each saving twice and running twelve times
    in the same minute (a busy minute's work), none is refused under the default limits."""
    from django.test import RequestFactory, override_settings

    from rulesite.settings import common
    from rulings.sandbox.ratelimit import run_retry_after, save_retry_after

    request = RequestFactory().post("/sandbox/", REMOTE_ADDR="198.51.100.7")
    with override_settings(SCENARIO_SAVES_PER_MINUTE=common.SCENARIO_SAVES_PER_MINUTE,
                           SCENARIO_RUNS_PER_MINUTE=common.SCENARIO_RUNS_PER_MINUTE):
        saves = [save_retry_after(request) for _judge in range(30) for _save in range(2)]
        runs = [run_retry_after(request) for _judge in range(30) for _run in range(12)]

    assert set(saves) == {None} and set(runs) == {None}


def test_an_editor_post_over_the_body_limit_is_413_naming_it(client, settings):
    """A form body over DATA_UPLOAD_MAX_MEMORY_SIZE is refused before the editor reads it."""
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = client.post("/sandbox/", {"tab": "json", "json": "x" * 2000})

    assert response.status_code == 413
    assert "1000" in response.content.decode()


def test_a_scenario_over_a_bound_is_refused_in_the_editor(client, humility_opalescence):
    """The editor's run names the list that is too long, like the API."""
    humility_opalescence["events"] = [{"type": "draw", "player": "A"}] * 101

    response = client.post("/sandbox/", {"tab": "json", "action": "run",
                                         "json": json.dumps(humility_opalescence)}, **HTMX)

    assert "최대 100개까지입니다 (지금 101개)" in response.content.decode()


def test_the_permalink_shows_the_trace_ruling_and_preview_tags(client, humility_opalescence):
    """A permalink has Open Graph tags, the ruling, the copy text and a fork link."""
    humility_opalescence["ruling"] = {"question": "Humility의 P/T는? (613.8)",
                                      "answer": "**4/4**: 613.8"}
    slug = client.post("/api/scenarios", humility_opalescence,
                       content_type="application/json").json()["slug"]

    html = client.get(f"/s/{slug}/").content.decode()

    assert '<meta property="og:title" content="Humility and Opalescence">' in html
    assert 'Humility의 P/T는? (<a href="/rules/613.8/" data-rule-ref="613.8">613.8</a>)' in html
    assert "<strong>4/4</strong>" in html
    assert f"답변: 4/4: 613.8\n근거 규칙: 613.8\nhttp://testserver/s/{slug}/" in html
    assert f'href="/sandbox/?from={slug}"' in html
    assert _final_pt(html, "hum") == "4/4"
    # Saved with this engine: one result, drawn with the boards of every step.
    assert 'id="current-result"' not in html
    assert 'id="saved-step-1"' in html and "※" not in html


def test_a_newer_engine_result_is_shown_next_to_the_stored_one(client, humility_opalescence):
    """When the stored result differs from the current engine's, the page says so."""
    stored = adapter.run(humility_opalescence).result
    stored["objects"]["hum"]["power"] = 7
    SavedScenario.objects.save_document(humility_opalescence, stored, "0.0-old")

    html = client.get(f"/s/{slug_for(humility_opalescence)}/").content.decode()

    assert "0.0-old" in html
    assert 'id="current-result"' in html
    assert 'id="saved-result"' in html


def test_forking_opens_the_saved_scenario_in_the_editor(client, humility_opalescence):
    """/sandbox/?from=<slug> fills the form with the saved scenario."""
    slug = client.post("/api/scenarios", humility_opalescence,
                       content_type="application/json").json()["slug"]

    html = client.get(f"/sandbox/?from={slug}").content.decode()

    assert 'name="objects[0].card" value="Humility"' in html
    assert "All creatures lose all abilities" in html


def _saved_with_ruling(client, scenario):
    scenario["ruling"] = {"question": "Humility의 P/T는?", "answer": "4/4 (613.8)"}
    return client.post("/api/scenarios", scenario, content_type="application/json").json()["slug"]


def test_a_fork_says_what_it_was_forked_from(client, humility_opalescence):
    """The editor opened from a permalink links back to it, and keeps doing so after an
    action (the form carries it)."""
    slug = _saved_with_ruling(client, humility_opalescence)

    opened = client.get(f"/sandbox/?from={slug}").content.decode()
    data = _form(humility_opalescence, action="add:objects", **{
        "from": slug, "ruling.answer": "4/4 (613.8)"})
    after = client.post("/sandbox/", data, **HTMX).content.decode()

    for html in (opened, after):
        assert f'class="sb-fork">고정 링크 <a href="/s/{slug}/">' in html
        assert f'name="from" value="{slug}"' in html


def test_a_copied_answer_is_marked_stale_when_the_result_changes(client, humility_opalescence):
    """The answer copied from the original is fine while the result is the original's, and
    marked stale once the scenario gives another result; a rewritten answer is not."""
    slug = _saved_with_ruling(client, humility_opalescence)
    answer = {"from": slug, "ruling.answer": "4/4 (613.8)"}

    same = client.post("/sandbox/", _form(humility_opalescence, action="run", **answer),
                       **HTMX).content.decode()
    changed = client.post("/sandbox/", _form(humility_opalescence, action="run", **{
        **answer, "objects[1].timestamp": "0"}), **HTMX).content.decode()
    rewritten = client.post("/sandbox/", _form(humility_opalescence, action="run", **{
        **answer, "objects[1].timestamp": "0", "ruling.answer": "1/1"}), **HTMX).content.decode()

    assert 'id="sb-stale-answer"' not in same
    assert 'id="sb-stale-answer"' in changed
    assert 'id="sb-stale-answer"' not in rewritten


def test_a_fork_saved_links_to_its_original(client, humility_opalescence):
    """Saving a fork records the permalink it came from, and the new permalink links to it."""
    slug = _saved_with_ruling(client, humility_opalescence)
    data = _form(humility_opalescence, action="save", **{
        "from": slug, "objects[1].timestamp": "0", "ruling.answer": "1/1"})

    response = client.post("/sandbox/", data)
    fork = SavedScenario.objects.exclude(slug=slug).get()
    html = client.get(response["Location"]).content.decode()

    assert fork.forked_from == slug
    assert f'<a href="/s/{slug}/">Humility and Opalescence</a>에서 포크함' in html


def test_a_stale_permalink_says_so_in_the_text_to_copy(client, humility_opalescence):
    """When the current engine's result differs from the stored one, the text a judge
    copies says so first, and both copies (with the URL, with the rules' text) exist."""
    humility_opalescence["ruling"] = {"question": "Q?", "answer": "613.8"}
    stored = adapter.run(humility_opalescence).result
    stored["objects"]["hum"]["power"] = 7
    SavedScenario.objects.save_document(humility_opalescence, stored, "0.0-old")

    html = client.get(f"/s/{slug_for(humility_opalescence)}/").content.decode()

    short = html.split('id="sb-copy-text"', 1)[1].split("</textarea>")[0]
    with_text = html.split('id="sb-copy-rules"', 1)[1].split("</textarea>")[0]
    assert "※ 이 판정은 엔진 0.0-old로 저장되었습니다" in short
    assert "※ 이 판정은 엔진 0.0-old로 저장되었습니다" in with_text
    assert "CR 613.8 — " in with_text
    assert "http://testserver/s/" in short


def test_unknown_permalinks_are_404(client):
    """An unknown slug is a 404 page."""
    assert client.get("/s/nosuchslug/").status_code == 404


def test_examples_open_in_the_editor(client):
    """?example=<key> loads a shipped CR example."""
    example = adapter.examples()[0]

    html = client.get(f"/sandbox/?example={example.key}").content.decode()

    assert example.title in html.replace("&#x27;", "'")


def test_each_example_on_a_rule_page_links_its_own_scenario(client):
    """Under 613.5's four examples stand four links, each opening that example's scenario."""

    html = client.get("/rules/613.5/").content.decode()

    links = [f"?example=613.5-{n}" for n in (1, 2, 3, 4)]
    asides = html.split('<aside class="example"')[1:]
    assert len(asides) == 4
    assert all(link in aside for link, aside in zip(links, asides, strict=True))


def test_an_example_the_engine_cannot_express_gets_no_link(client):
    """614.13a's example (Sutured Ghoul) has no scenario, so its page offers none."""

    html = client.get("/rules/614.13a/").content.decode()

    assert '<aside class="example"' in html
    assert "?example=" not in html


def test_the_second_copy_of_a_duplicated_number_links_its_own_examples(client):
    """120.4c is printed twice; the examples under the later copy open 120.4c-2's scenarios."""

    first = client.get("/rules/120.4c/").content.decode()
    second = client.get("/rules/120.4c-2/").content.decode()

    assert "?example=120.4c-2-1" in second and "?example=120.4c-2-2" in second
    assert "?example=120.4c-2" not in first


RIP_PROGENITUS = {
    "format": 1, "title": "Rest in Peace and Progenitus", "players": [{"id": "A"}, {"id": "B"}],
    "objects": [{"id": "rip", "card": "Rest in Peace", "controller": "B"},
                {"id": "progenitus", "card": "Progenitus", "controller": "A"}],
    "events": [{"type": "destroy", "target": "progenitus"}],
}


def _json_post(scenario, action):
    return {"tab": "json", "json": json.dumps(scenario), "action": action}


def test_a_pending_choice_asks_the_player_with_the_rule(client):
    """616.1: the controller of Progenitus is asked which replacement applies first."""
    html = client.post("/sandbox/", _json_post(RIP_PROGENITUS, "tab:form"),
                       **HTMX).content.decode()

    assert 'class="sb-pending"' in html
    assert 'data-rule-ref="616.1"' in html
    assert 'value="choose:rip"' in html


def test_answering_appends_the_choice_and_runs_again(client):
    """The answer becomes the scenario's choices for the asked player; no question left."""
    html = client.post("/sandbox/", _json_post(RIP_PROGENITUS, "choose:rip"),
                       **HTMX).content.decode()

    assert ("&quot;choices&quot;: [\n    {\n      &quot;player&quot;: &quot;A&quot;,\n"
            "      &quot;choose&quot;: &quot;rip&quot;") in html
    assert 'class="sb-pending"' not in html


def test_an_answer_that_is_not_an_option_is_refused(client):
    """Choosing something the engine did not offer is an error, not a guess."""
    html = client.post("/sandbox/", _json_post(RIP_PROGENITUS, "choose:nonsense"),
                       **HTMX).content.decode()

    assert "“nonsense”은(는) 선택지에 없습니다" in html
    assert "&quot;choose&quot;" not in html


def test_without_htmx_every_action_returns_the_whole_page(client, humility_opalescence):
    """The form works without JavaScript: a POST answers with the full page."""
    html = client.post("/sandbox/", _form(humility_opalescence, action="add:events")
                       ).content.decode()

    assert "<html" in html
    assert 'name="events[0].type"' in html


def test_a_ruling_that_is_too_long_is_marked_on_its_field(client, humility_opalescence):
    """The sandbox's own limits are reported on the ruling's inputs too."""
    data = _form(humility_opalescence, action="run", **{"ruling.answer": "x" * 20_001})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'aria-describedby="f-ruling-answer-error"' in html


def test_the_rule_page_links_its_examples_to_the_sandbox(client):
    """The rule page includes this app's links to its CR examples."""
    html = client.get("/rules/613.8/").content.decode()

    assert 'href="/sandbox/?example=613.8-1"' in html


form_keys = st.sampled_from([
    "title", "active_player", "players[0].id", "players[0].life", "objects[0].id",
    "objects[0].card", "objects[0].power", "objects[0].counters", "objects[0].colors",
    "objects[0].abilities", "objects[0]._extra", "objects[3].zone", "effects[0].id",
    "effects[0].targets", "events[0].type", "events[0].amount", "choices[0].choose", "_extra",
    "cards", "ruling.answer", "tab", "json", "action",
])
form_values = st.one_of(st.text(max_size=12), st.sampled_from([
    "Humility", "battlefield", "json", "run", "save", "up:objects[0]", "remove:objects[9]",
    "add:objects", "choose:x", "tab:json", "tab:form", "{}", "[]", '{"a": 1}', "-1", "W U"]))


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.dictionaries(form_keys, form_values, max_size=10))
def test_no_form_submission_gets_a_500(client, data):
    """Whatever the form sends, the editor answers (200, or 204 and a redirect on save); a
    NUL in a field is a 400 naming it (rulesite.middleware.NulCharacterMiddleware)."""
    response = client.post("/sandbox/", data, **HTMX)

    if any("\x00" in key + value for key, value in data.items()):
        assert response.status_code == 400
    else:
        assert response.status_code in (200, 204)


def test_abilities_the_engine_did_not_apply_are_shown_before_the_result(client):
    """A trigger written as text isn't played: the result says so, in Korean, with 603.1,
    before the final state (issue 9: no judge mistakes an ignored ability for a ruling)."""
    card = {"name": "Text Peace", "types": ["Enchantment"], "mana_value": 2, "abilities": [
        {"kind": "text", "text": "When Text Peace enters, exile all graveyards."}]}
    scenario = {"players": [{"id": "A"}], "cards": [card],
                "objects": [{"id": "rip", "card": "Text Peace"}]}
    data = {"tab": "json", "json": json.dumps(scenario), "action": "run"}

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    box = html.index('class="sb-not-modelled"')
    assert box < html.index("최종 상태")
    assert "엔진이 적용하지 않은 능력" in html[box:]
    assert "When Text Peace enters" in html[box:] and "/rules/603.1/" in html[box:]


TYPED = {"objects[1].power": "two", "objects[1].damage": "lots",
         "objects[1].counters": "banana", "objects[1].abilities": '[{"kind": "static"}}]'}


@pytest.mark.parametrize("action", ["run", "add:objects", "add:events", "up:objects[1]",
                                    "refresh", "save", "remove:objects[0]"])
def test_what_was_typed_survives_every_action(client, humility_opalescence, action):
    """Unreadable text stays in its input, with its error, whatever the judge pressed; when a
    row before it goes, the text and the error move up with their row."""
    data = _form(humility_opalescence, action=action, **TYPED)

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    row = 0 if action == "remove:objects[0]" else 1
    assert f'name="objects[{row}].power" value="two"' in html
    assert f'name="objects[{row}].damage" value="lots"' in html
    assert f'name="objects[{row}].counters" value="banana"' in html
    assert f'name="objects[{row}].abilities"' in html
    assert "[{&quot;kind&quot;: &quot;static&quot;}}]</textarea>" in html
    assert f'aria-describedby="f-objects-{row}-power-error"' in html
    assert f"{row + 1}번째 개체의 공격력" in html
    assert SavedScenario.objects.count() == 0


def test_what_was_typed_goes_to_the_json_tab_and_back(client, humility_opalescence):
    """The JSON tab shows unreadable text as it was typed (a string where a number goes);
    back in the form, the input shows it again with the engine's error beside it."""
    data = _form(humility_opalescence, action="tab:json", **{"objects[1].power": "two"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    text = html_lib.unescape(html.split('name="json"', 1)[1].split(">", 1)[1]
                             .split("</textarea>")[0])
    assert json.loads(text)["objects"][1]["power"] == "two"
    back = client.post("/sandbox/", {"tab": "json", "json": text, "action": "tab:form"},
                       **HTMX).content.decode()
    assert 'name="objects[1].power" value="two"' in back
    assert 'aria-describedby="f-objects-1-power-error"' in back
    assert "2번째 개체의 공격력" in back


def test_json_the_form_cannot_show_stays_in_the_json_tab(client, humility_opalescence):
    """A field the form has no input for (a typo in a field's name) keeps the JSON tab, with
    the line of the field selected."""
    humility_opalescence["objects"][0]["powr"] = 2
    data = {"tab": "json", "json": json.dumps(humility_opalescence), "action": "tab:form"}

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert 'name="json"' in html and "data-error-line=" in html
    assert "objects[0].powr" in html


def test_an_unknown_card_offers_the_nearest_names_and_a_definition(client, humility_opalescence):
    """A card name with a typo: a Korean message, buttons for the closest cards and one to
    define the card; taking a suggestion runs the scenario with it."""
    data = _form(humility_opalescence, action="run", **{"objects[0].card": "Humilty"})

    html = client.post("/sandbox/", data, **HTMX).content.decode()

    assert "“Humilty”(이)라는 카드가 없습니다" in html
    assert 'value="use:objects[0].card=Humility"' in html
    assert 'value="define:objects[0].card"' in html
    take = _form(humility_opalescence, action="use:objects[0].card=Humility",
                 **{"objects[0].card": "Humilty"})
    taken = client.post("/sandbox/", take, **HTMX)
    assert 'id="run-result"' in taken.content.decode()


@pytest.mark.parametrize("slug", ["%00", "a%00b", "x" * 40])
def test_a_slug_no_save_could_make_is_a_404(client, slug):
    """A NUL (which PostgreSQL refuses in a query: the fuzzer's 500 there) or an overlong slug
    is an unknown permalink: a 404 naming the slug, on the API and the page."""
    api = client.get(f"/api/scenarios/{slug}")
    page = client.get(f"/s/{slug}/")

    assert api.status_code == 404 and api.json()["path"] == "slug"
    assert page.status_code == 404


def _copied_rules(client, document) -> str:
    slug = client.post("/api/scenarios", document, content_type="application/json").json()["slug"]
    html = client.get(f"/s/{slug}/").content.decode()
    short = html.split('id="sb-copy-text"', 1)[1].split("</textarea>")[0]
    return short.split("근거 규칙: ", 1)[1].split("\n", 1)[0]


def test_the_copied_ruling_cites_the_deciding_rules_first(client):
    """The layer steps that set the final characteristics come before the timestamps (613.8)."""
    example = json.loads(Path("engine/examples/613.8-1.json").read_text())

    assert _copied_rules(client, example) == "613.1f, 613.6d, 613.1"


def test_the_copied_ruling_puts_state_based_actions_before_the_other_steps(
        client, humility_opalescence):
    """The layers and the state-based action that changed the board precede the timestamps
    and final characteristics."""
    humility_opalescence["objects"].append(
        {"id": "b", "card": "Grizzly Bears", "controller": "A", "damage": 2})

    assert _copied_rules(client, humility_opalescence) == (
        "613.1d, 613.1f, 613.3b, 613.5, 704.3, 704.5g, 613.6a, 613.1")


def test_the_copied_ruling_leaves_out_a_layer_that_changed_nothing(client, humility_opalescence):
    """Humility's layer 6 over a creature with no abilities changes nothing and is not cited."""
    humility_opalescence["objects"] = [humility_opalescence["objects"][0],
                                       {"id": "b", "card": "Grizzly Bears", "controller": "A"}]

    assert _copied_rules(client, humility_opalescence) == "613.3b, 613.5, 613.6a, 613.1"


def test_steps_that_changed_nothing_are_cited_when_nothing_else_is():
    """A trace of only unchanged steps still cites their rules."""
    steps = [{"kind": "setup", "rules": []},
             {"kind": "layer", "rules": ["613.1f"], "before": {"b": "-"}, "after": {"b": "-"}}]

    assert views.trace_rules(steps) == ["613.1f"]


@pytest.mark.django_db
def test_a_combat_scenario_runs_in_the_editor(client):
    """The sandbox runs the combat events (506-511) and shows their steps, in Korean."""
    scenario = json.loads((Path(views.__file__).resolve().parents[2] / "engine" / "examples"
                           / "510.2-1.json").read_text(encoding="utf-8"))

    from rulings.sandbox import editor

    data = {**editor.form_inputs(scenario), "tab": "form", "action": "run"}
    response = client.post("/sandbox/", data, **HTMX)

    html = response.content.decode()
    assert response.status_code == 200
    assert 'data-rule-ref="510.1c"' in html
    assert "방어자 선언" in html
