# Five Up: `make play` builds and serves the game, `make test` runs every test.
# Both install what they need first (Python packages in .venv, npm packages, Debian's browsers).

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: play site puzzles test test-quick test-engine test-js test-e2e test-browsers e2e-tests browser-tests lint bench bench-web fuzz screenshots deps deps-python deps-node deps-browser clean

play: site
	$(PY) scripts/serve.py --port $(PORT) site

site: deps-python deps-node
	$(PY) scripts/build_site.py --out site

# The puzzles (engine/puzzles.py, docs/puzzles.md): seeded games, the exact solver, the same file
# every run; the site build makes its own copy the same way.
puzzles: deps-python
	$(PY) scripts/make_puzzles.py --out build/puzzles.json

# `make test`: the engine's tests start at once beside everything else, niced, so that they take
# only the CPU the rest leaves (the page's tests wait more than they compute: with a stage of
# their own the engine's tests kept the page's waiting), their report printed at the end; meanwhile,
# side by side, lint, the JavaScript's tests, the site's build and Debian's browsers (apt waits on
# the network, the build and lint on one core each), each target's output printed whole when it
# ends (--output-sync), then the page's tests and the other engines on that site.
ENGINE_LOG := build/test-engine.log

test: deps-python deps-node
	@mkdir -p $(dir $(ENGINE_LOG))
	@nice -n 10 $(MAKE) --no-print-directory test-engine > $(ENGINE_LOG) 2>&1 & engine=$$!; \
	trap 'kill $$engine 2>/dev/null' INT TERM; \
	$(MAKE) --no-print-directory -j4 --output-sync=target deps-browser lint site test-js \
	  && $(MAKE) --no-print-directory e2e-tests browser-tests; page=$$?; \
	wait $$engine; tests=$$?; \
	echo "--- the engine's tests (beside the rest; $(ENGINE_LOG))"; cat $(ENGINE_LOG); \
	[ $$page = 0 ] && [ $$tests = 0 ]

# The inner loop: every check that needs no browser and no site build (lint, the engine's tests,
# the page's JavaScript unit tests), side by side.
test-quick: deps-python deps-node
	$(MAKE) --no-print-directory -j3 --output-sync=target lint test-engine test-js

# The engine's tests run JOBS at a time (pytest-xdist; JOBS=0 runs them one by one in this
# process), spread freely: two, as the machine CI runs on has two cores. The page's run E2E_JOBS at
# a time (E2E_JOBS=0: one by one), by file, so that a file's shared fixtures (a site built twice, a
# site copy, a browser) are made once.
JOBS ?= 2
# The page's tests three at a time: a page test waits more than it computes (one alone keeps about
# half a core busy: test_viewport 49.7 s of CPU in 101.8 s), so a third keeps both cores at work.
# Eleven files measured on a busy machine, back to back: 436 s two at a time, 380 s three.
E2E_JOBS ?= 3

test-engine: deps-python
	$(PY) -m pytest tests -n $(JOBS)

# The page's modules that need no browser (the store, the selectors, the codes, the limiter, the
# kept data, the words...), imported from web/ as they are and run by Node's own test runner.
# One dot a test (failures in full at the end).
test-js: deps-node
	node --test --test-reporter=dot tests/js/

test-e2e: site deps-browser
	$(MAKE) --no-print-directory e2e-tests

# The page's tests on the site as built (test-e2e and test build it first).
e2e-tests:
	$(PY) -m pytest e2e -p no:cacheprovider --ignore=e2e/engines --durations=25 -n $(E2E_JOBS) --dist loadfile --no-loadscope-reorder

# The other engines players use, on a virtual screen (MiniBrowser has no headless mode): Firefox
# ESR through puppeteer-core (WebDriver BiDi) and WebKitGTK through WebKitWebDriver and Selenium,
# each a first visit of 20 moves, a reload from the service worker and one with the server stopped.
test-browsers: site deps-browser deps-node
	$(MAKE) --no-print-directory browser-tests

browser-tests:
	xvfb-run -a $(PY) -m pytest e2e/engines -p no:cacheprovider -rA

# The page's JavaScript after the Python: ESLint (eslint.config.js: the page, its unit tests in
# tests/js, and the Node scripts and browser checks' JavaScript), Prettier's check of the
# JavaScript's and the stylesheets' layout (.prettierrc.json; `npx prettier --write` with the same
# files lays them out) and TypeScript's checker on the page's JSDoc types (jsconfig.json for the
# page, jsconfig.workers.json for worker.js and sw.js; the unit tests are not type-checked: Node's
# own types are not installed).
PRETTIER_FILES := 'web/**/*.{js,css}' 'tests/js/*.js' eslint.config.js 'scripts/*.mjs' 'e2e/engines/*.{js,mjs}'

lint: deps-python deps-node
	$(PY) -m ruff check engine tests e2e scripts
	$(PY) -m ruff format --check engine tests e2e scripts
	$(PY) -m mypy
	npx --no-install eslint web tests/js eslint.config.js scripts e2e/engines
	npx --no-install prettier --check --log-level warn $(PRETTIER_FILES)
	npx --no-install tsc -p jsconfig.json
	npx --no-install tsc -p jsconfig.workers.json

# engine.bench's "versus" is the ratio to abw333's pure-Python dominoes 6.1.0 (pyproject's bench
# extra, installed here; without it the report says it is missing).
bench: deps-python $(VENV)/.bench-installed
	$(PY) -m engine.bench
	$(PY) scripts/board_figure.py
	$(PY) scripts/board_figure.py --viewport 1280x720 --max-tiles 28

# Hostile messages to the worker's entry point (issue 10): prints one JSON line of figures and
# fails unless there are 0 uncaught, 0 internal errors, 0 non-JSON answers and 0 state changes.
fuzz: deps-python
	$(PY) scripts/fuzz.py --messages 100000 --seed 0

# Navigation -> playable in Chromium, cold and warm; figures in e2e/artifacts/load-times.json.
# A first visit on a phone's link (Fast 4G, Slow 4G; gzip host, brotli host), the page against a
# bare loadPyodide side by side: e2e/artifacts/link-times.json.
bench-web: site deps-browser
	$(PY) scripts/measure_load.py --out e2e/artifacts/load-times.json
	$(PY) scripts/measure_link.py --out e2e/artifacts/link-times.json
	$(PY) scripts/measure_ai_web.py --out e2e/artifacts/ai-times.json

# The README's pictures (docs/screenshot*.jpg), from a fixed-seed game on the built site.
screenshots: site deps-browser
	$(PY) scripts/screenshots.py --out docs

deps: deps-python deps-node deps-browser

deps-python: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

$(VENV)/.bench-installed: pyproject.toml $(VENV)/.installed
	$(PY) -m pip install --quiet -e '.[bench]'
	touch $@

deps-node: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund

# Debian's Chromium (Playwright), Firefox ESR (puppeteer-core), WebKitGTK's MiniBrowser and its
# WebDriver (Selenium), and the virtual screen the last needs; whichever are missing.
BROWSER_PACKAGES := chromium firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb xauth
# The network tests' NAT routers (iptables) and STUN/TURN server (coturn's turnserver, run by
# e2e/nat.py inside the test's namespace only; its service is never enabled).
NET_PACKAGES := iptables coturn

deps-browser:
	@missing=$$(for package in $(BROWSER_PACKAGES) $(NET_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q 'ok installed' || echo $$package; \
	done); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian's" $$missing; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf site dist build .pytest_cache .mypy_cache .ruff_cache
