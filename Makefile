# Two commands do everything on a fresh machine: `make run` and `make test`.
# Both go through `make setup`, which is idempotent and cheap to repeat.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
WORKERS ?= 2

.PHONY: setup run serve download test test-postgres lint typecheck bench goldens messages schema clean \
	vendor-workbox vendor-axe

$(VENV)/.installed: requirements.txt requirements-dev.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $@

setup: $(VENV)/.installed
	mkdir -p var
	$(PY) manage.py migrate --noinput --verbosity 0
	$(PY) manage.py import_rules --verbosity 1
	$(PY) manage.py build_search_index
	$(PY) manage.py collectstatic --noinput --clear --verbosity 0

run: setup
	$(PY) manage.py runserver 127.0.0.1:$(PORT)

# Every card (MTGJSON's AtomicCards, with Korean names and printed text, checked against its
# published SHA-256) and the current official English rules (found on Wizards' rules page),
# downloaded and imported, then the search index (and offline bundle) rebuilt to include the
# English edition; nothing changes if a download fails. Needs the internet, so it is
# never part of `make setup` or `make test`.
download: setup
	$(PY) manage.py download_cards
	$(PY) manage.py download_rules
	$(PY) manage.py build_search_index

# Production serving: gunicorn with rulesite.settings.prod on loopback (nginx in front, see
# docs/deploy.md). Reads DJANGO_SECRET_KEY (required), DJANGO_ALLOWED_HOSTS, DATABASE_URL,
# CACHE_URL and DJANGO_HTTPS (0 to try it over plain HTTP); the set-up runs under the same
# settings first, so the database it migrates and the static manifest are the ones served.
serve:
	@test -n "$$DJANGO_SECRET_KEY" || { echo "make serve: DJANGO_SECRET_KEY is not set (python3 -c 'import secrets; print(secrets.token_urlsafe(50))')" >&2; exit 2; }
	DJANGO_SETTINGS_MODULE=rulesite.settings.prod $(MAKE) setup
	DJANGO_SETTINGS_MODULE=rulesite.settings.prod $(VENV)/bin/gunicorn rulesite.wsgi:application \
		--bind 127.0.0.1:$(PORT) --workers $(WORKERS) --timeout 30 --no-control-socket \
		--access-logfile -

test: setup lint typecheck
	$(PY) -m pytest -n 2

# The database tests again on PostgreSQL (DATABASE_URL=postgres://user@host:port/name; the
# test database is created next to it). The engine never touches a database, and the browser
# tests serve a SQLite file of their own, so both are left to `make test`. .ci/run starts a
# throwaway cluster for this.
test-postgres: $(VENV)/.installed
	@case "$$DATABASE_URL" in postgres*) ;; *) echo "make test-postgres: set DATABASE_URL=postgres://..." >&2; exit 2;; esac
	$(PY) -m pytest -n 2 tests --ignore=tests/browser --ignore=tests/engine

# ruff, then the import contracts of pyproject.toml: the engine's packages as layers, no import
# cycle in the engine, the engine free of Django, the app's models below its logic.
lint: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports

typecheck: $(VENV)/.installed
	$(VENV)/bin/mypy

bench: setup
	$(PY) bench/search_quality.py
	$(PY) bench/offline_search.py
	$(PY) bench/engine_layers.py
	$(PY) bench/engine_events.py
	$(PY) bench/format_cost.py
	$(PY) bench/cards.py

# Every test module that records golden traces imports the autouse fixture _golden_trace.
GOLDEN_TESTS = $(shell grep -l 'import _golden_trace' tests/engine/test_*.py)

# Rewrite the engine's golden traces (tests/engine/goldens.py) and record them under
# ENGINE_VERSION; refuses when they changed but the version did not.
goldens: $(VENV)/.installed
	rm -rf tests/engine/goldens/examples tests/engine/goldens/rulings
	ENGINE_GOLDENS=update $(PY) -m pytest -q -p no:cacheprovider \
		tests/engine/test_goldens.py::test_example_output_matches_its_golden \
		tests/engine/test_rulings_review.py $(GOLDEN_TESTS)
	$(PY) -m tests.engine.goldens manifest

# docs/scenario.schema.json is generated from the format's declaration (engine/format/), and
# docs/cards.md from the card library; tests fail when the committed files differ.
schema: $(VENV)/.installed
	$(PY) -m engine schema > docs/scenario.schema.json
	$(PY) -m engine cards > docs/cards.md

# Korean UI strings live in one .po fragment per feature (locale/src/*.po, English msgid,
# Korean msgstr); this merges and compiles them. Needs GNU gettext; the .mo is committed.
messages:
	msgcat --use-first -o locale/ko/LC_MESSAGES/django.po locale/src/*.po
	msgfmt --check -o locale/ko/LC_MESSAGES/django.mo locale/ko/LC_MESSAGES/django.po

# Offline use (issue 13): Workbox's prebuilt service-worker modules from the npm registry,
# pinned by tools/workbox/package-lock.json, copied into static/pwa/workbox/ without their
# source-map comments (the maps are not shipped). The copies are committed, so `make setup`
# needs no Node.js; this target (Node.js and npm) refreshes them.
WORKBOX_MODULES := core precaching routing strategies
vendor-workbox:
	cd tools/workbox && npm ci --no-audit --no-fund
	for module in $(WORKBOX_MODULES); do \
		sed '/^\/\/# sourceMappingURL=/d' \
			tools/workbox/node_modules/workbox-$$module/build/workbox-$$module.prod.js \
			> static/pwa/workbox/workbox-$$module.prod.js; \
	done

# The browser tests' contrast check (issue 16): axe-core from the npm registry, pinned by
# tools/axe/package-lock.json, copied with its licences into tests/browser/vendor/. It is
# committed, so the tests fetch nothing and need no Node.js; it is never served to judges.
vendor-axe:
	cd tools/axe && npm ci --no-audit --no-fund
	mkdir -p tests/browser/vendor
	cp tools/axe/node_modules/axe-core/axe.min.js tests/browser/vendor/axe.min.js
	cp tools/axe/node_modules/axe-core/LICENSE tests/browser/vendor/axe-LICENSE
	cp tools/axe/node_modules/axe-core/LICENSE-3RD-PARTY.txt tests/browser/vendor/axe-LICENSE-3RD-PARTY.txt

clean:
	rm -rf var
