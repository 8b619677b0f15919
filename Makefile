# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
PORT   ?= 8000
HOST   ?= 127.0.0.1
# The local demo runs with DEBUG on; `make run DEBUG=0` runs it as production would.
DEBUG  ?= 1
PG_URL ?= postgresql://postgres@127.0.0.1:5432/test

.PHONY: install run lint docs docs-build test test-fast bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

install: $(STAMP)

run: install
	DJANGO_DEBUG=$(DEBUG) $(PY) manage.py migrate --noinput
	DJANGO_DEBUG=$(DEBUG) $(PY) manage.py demo_setup
	DJANGO_DEBUG=$(DEBUG) $(VENV)/bin/daphne -b $(HOST) -p $(PORT) project.asgi:application

# The linter (config in pyproject.toml); `make test` runs it first, so CI keeps it.
lint: install
	$(VENV)/bin/ruff check .

# The documentation site (MkDocs): `make docs` serves it on http://127.0.0.1:8001/; `make test`
# builds it with --strict, so a broken link or anchor fails the suite.
docs: install
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs serve -a 127.0.0.1:8001

docs-build: install
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet -d $(VENV)/site

# The whole suite on the embedded defaults (SQLite, in-memory layer, eager Celery); the
# tests marked for PostgreSQL / Redis / a real worker / Chromium run when those answer.
# The tests of the runtime and the processors (pure Python, no database) run beside the Django
# tests, on the second core (their output follows). When PostgreSQL answers, the Django tests then
# run a second time against it, in that same second pass: all but those that need Redis, a
# worker or Chromium, which the first pass runs and which share fixed Redis databases. Of the fault
# suite, which picks its databases itself, only the hostile-frame corpus runs there: it writes
# through the test database.
SIDE_PASS_LOG := $(VENV)/side-pass.log

test: install lint docs-build
	@rm -f $(SIDE_PASS_LOG); \
	( $(PY) -m pytest -q -p no:cacheprovider tests/runtime tests/processors; pure=$$?; \
	  if $(PY) -m tests.availability postgres; then \
		echo "== Django tests again on PostgreSQL =="; \
		AGENTPROC_TEST_DATABASE_URL=$(PG_URL) $(PY) -m pytest -q -p no:cacheprovider \
			-m "not browser and not celery_worker and not redis" \
			--ignore=tests/runtime --ignore=tests/processors --ignore=tests/faults && \
		AGENTPROC_TEST_DATABASE_URL=$(PG_URL) $(PY) -m pytest -q -p no:cacheprovider \
			tests/faults/test_hostile_frames.py; \
	else echo "PostgreSQL does not answer on 127.0.0.1:5432: skipped the PostgreSQL pass"; true; fi; \
	  postgres=$$?; test $$pure -eq 0 -a $$postgres -eq 0 ) > $(SIDE_PASS_LOG) 2>&1 & side=$$!; \
	$(PY) -m pytest --ignore=tests/runtime --ignore=tests/processors; first=$$?; \
	echo "== The bridge, websocket, API and task tests again with the fast paths off =="; \
	AGENTPROC_TEST_FAST_PATHS=0 $(PY) -m pytest -q -m "not browser" tests/turns tests/websocket tests/api \
		tests/test_tasks.py; fast=$$?; \
	wait $$side; side_status=$$?; echo "== The runtime and processor tests, then PostgreSQL =="; cat $(SIDE_PASS_LOG); \
	test $$first -eq 0 -a $$fast -eq 0 -a $$side_status -eq 0

bench: install
	$(PY) bench/pipeline.py
	$(PY) bench/openai_stream.py
	$(PY) bench/guardrails.py

clean:
	rm -rf $(VENV) db.sqlite3
