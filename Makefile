# Stichwerk — every target documents itself: `make help`.
SHELL := /bin/bash
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PORT ?= 8000
HOST ?= 127.0.0.1
PYTEST_ARGS ?= -n 2

.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-zA-Z_-]+:.*?## ' $(MAKEFILE_LIST) | \
	  awk 'BEGIN {FS = ":.*?## "}; {printf "  \033[36m%-14s\033[0m %s\n", $$1, $$2}'

$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11+ needed"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

.PHONY: venv
venv: $(VENV)/.installed ## Create the virtualenv with runtime and dev dependencies

.PHONY: redis-server
redis-server: ## Install redis-server with apt-get when it is missing (the tests start it)
	@command -v redis-server >/dev/null 2>&1 || \
	  { echo "installing redis-server"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; }

.PHONY: wrk
wrk: ## Install wrk (HTTP load generator, for the bench) with apt-get when it is missing
	@command -v wrk >/dev/null 2>&1 || \
	  { echo "installing wrk"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null; }

.PHONY: nginx
nginx: ## Install nginx with apt-get when it is missing (the tests start it, unprivileged)
	@command -v nginx >/dev/null 2>&1 || test -x /usr/sbin/nginx || \
	  { echo "installing nginx"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; }

.PHONY: jq
jq: ## Install curl and jq with apt-get when missing (tests run the README's curl examples)
	@{ command -v jq && command -v curl; } >/dev/null 2>&1 || \
	  { echo "installing curl and jq"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl jq >/dev/null; }

.PHONY: run
run: venv ## Start the service on $(HOST):$(PORT) (embedded store; REDIS_URL selects Redis)
	PORT=$(PORT) HOST=$(HOST) $(PY) deploy/serve.py

.PHONY: lint
lint: venv ## ruff on everything, mypy --strict on engine/
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

.PHONY: pytest
pytest: venv redis-server wrk nginx jq chromium node-deps java ## Run the whole pytest suite
	$(PY) -m pytest $(PYTEST_ARGS)

.PHONY: openapi
openapi: venv ## Regenerate the session examples and openapi/openapi.json from the code
	$(PY) -m service.sessionexamples
	$(PY) -m service.openapi_dump openapi/openapi.json

.PHONY: openapi-check
openapi-check: venv ## Fail when the committed spec differs from the generated one
	$(PY) -m service.openapi_dump --check openapi/openapi.json

.PHONY: test
test: lint pytest openapi-check ## Lint, the whole test suite, and the committed-spec check

BENCH_ARGS ?=

.PHONY: bench
bench: venv redis-server wrk ## Engine, HTTP (gunicorn vs a JSON echo), session speed and the GC pause, as ratios in one run (~12 min)
	$(PY) -m bench.run $(BENCH_ARGS)
	$(PY) -m bench.session_speed
	$(PY) -m bench.gc_pause

.PHONY: bench-quick
bench-quick: venv redis-server wrk ## The same with short rounds and the target routes only (< 1 min)
	$(PY) -m bench.run --quick $(BENCH_ARGS)

PROFILE_ARGS ?=

.PHONY: profile
profile: venv redis-server wrk ## py-spy on a gunicorn worker under /moves load, per game: where the time goes
	$(PY) -m bench.profile $(PROFILE_ARGS)

ARENA_ARGS ?= --game hearts --deals 200 --configs expert:iters=300,random,random,random

.PHONY: arena
arena: venv ## Bots against bots on duplicate deals, 95% CIs (ARENA_ARGS="--game watten ...")
	$(PY) -m bench.arena $(ARENA_ARGS)

.PHONY: bot-speed
bot-speed: venv ## Bot decision times per game and level (p50, p95, max)
	$(PY) -m bench.bot_speed

.PHONY: clean
clean: ## Remove the virtualenv and caches
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis

# ----- spec lint and clients (issue 13: an exact spec, clients that work) -----------------

.PHONY: node-deps
node-deps: ## npm ci in clients/tools, clients/typescript and clients/play (only when a lockfile changed)
	@command -v node >/dev/null 2>&1 || { echo "Node 20 and npm are needed"; exit 1; }
	$(PY) -c 'import sys; sys.path.insert(0, "clients/tools"); import clients as c; c.ensure_node_modules(c.TOOLS); c.ensure_node_modules(c.TYPESCRIPT); c.ensure_node_modules(c.PLAY)'

JAVA_CLIENT_DEBS := default-jdk-headless libjackson2-databind-java libjackson2-core-java \
  libjackson2-annotations-java libjakarta-annotation-api-java

.PHONY: java
java: ## Install a Java runtime (openapi-generator), javac and Debian's Jackson (the generated Java client's test) with apt-get when missing
	@command -v java >/dev/null 2>&1 || \
	  { echo "installing default-jre-headless"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null; }
	@{ command -v javac && dpkg -s $(filter-out default-jdk-headless,$(JAVA_CLIENT_DEBS)); } \
	  >/dev/null 2>&1 || \
	  { echo "installing $(JAVA_CLIENT_DEBS)"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(JAVA_CLIENT_DEBS) >/dev/null; }

.PHONY: clients
clients: venv node-deps ## Regenerate clients/typescript/src/schema.d.ts and clients/python from the spec
	$(PY) clients/tools/clients.py generate

.PHONY: spec-lint
spec-lint: venv node-deps ## Redocly (recommended) and Spectral (oas) on the spec: no error, no warning
	$(PY) clients/tools/clients.py lint

.PHONY: generators
generators: venv node-deps java ## openapi-generator: typescript-fetch, kotlin, swift5 (+ tsc), into build/clients
	$(PY) clients/tools/clients.py generators

SOAK_SECONDS ?= 600

.PHONY: soak
soak: venv redis-server ## Mixed load at half the measured peak for SOAK_SECONDS (600) against gunicorn + Redis: errors and RSS over time
	SOAK_SECONDS=$(SOAK_SECONDS) $(PY) -m bench.soak

# Sealed stateless states
.PHONY: bench-sealed
bench-sealed: venv ## Sealed /moves (state_token) against the plain one, alternating rounds (~20 s)
	$(PY) -m bench.sealed_moves

.PHONY: state-token-key
state-token-key: venv ## Print a fresh key for STATE_TOKEN_KEYS (32 random bytes, base64url)
	@$(PY) -c "from service.sealing import new_key; print(new_key())"

FUZZ_ARGS ?=

.PHONY: fuzz
fuzz: venv ## schemathesis on a real gunicorn: every phase incl. stateful, ≥ 10,000 cases, 0 failures
	$(PY) -m tests.fuzz.run $(FUZZ_ARGS)

.PHONY: measure-live
measure-live: venv redis-server ## Latency of live updates across two gunicorns on one Redis (p50/p95/max)
	$(PY) -m tests.service.measure_live --moves 200

.PHONY: chromium
chromium: ## Install Debian's chromium with apt-get when it is missing (the browser tests drive it)
	@test -x /usr/bin/chromium || \
	  { echo "installing chromium"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
# the card art of /play (issue 14), drawn in chromium at 60, 45 and 30 px
.PHONY: cards-gallery
cards-gallery: venv node-deps chromium ## Draw every card of the /play page in chromium: artifacts/cards/gallery-*.png
	$(PY) -m pytest tests/clients/test_play_cards.py -q -p no:randomly -k gallery
.PHONY: valgrind
valgrind: ## Install valgrind with apt-get when it is missing (for make instructions)
	@command -v valgrind >/dev/null 2>&1 || \
	  { echo "installing valgrind"; apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }

INSTRUCTIONS_ARGS ?=

.PHONY: instructions
instructions: venv valgrind ## Instructions per random hand and expert rollout per game (callgrind; INSTRUCTIONS_ARGS="--tree DIR --tree .")
	$(PY) -m bench.instructions $(INSTRUCTIONS_ARGS)

# Stateless routes against the echo floor (issue 15)
HTTP_INSTRUCTIONS_ARGS ?=

.PHONY: http-instructions
http-instructions: venv valgrind ## Instructions per stateless request and per echo, in process (callgrind; HTTP_INSTRUCTIONS_ARGS="--tree DIR --tree .")
	$(PY) -m bench.http_instructions $(HTTP_INSTRUCTIONS_ARGS)

SESSION_INSTRUCTIONS_ARGS ?=

.PHONY: session-instructions
session-instructions: venv valgrind redis-server ## Instructions per session move (embedded store, Redis) and per stateless /moves, in process (callgrind; SESSION_INSTRUCTIONS_ARGS="--tree DIR --tree ." or "--profile")
	$(PY) -m bench.session_instructions $(SESSION_INSTRUCTIONS_ARGS)

.PHONY: redis-instructions
redis-instructions: venv valgrind redis-server ## redis-server's instructions per session move's compare-and-set (callgrind)
	$(PY) -m bench.redis_instructions

# ----- browser play (issue 14: /play) ------------------------------------------------------

.PHONY: play
play: venv node-deps ## Rebuild /play (clients/play → service/static/play: tsc --strict, then esbuild)
	cd clients/play && ./node_modules/.bin/tsc -p tsconfig.json && node build.mjs
	@wc -c service/static/play/* | sed 's/^/  /'
