# Every target installs what it needs from the lock file first, so a fresh clone runs `make start` or `make test` directly.
SHELL := /bin/bash
PORT ?= 8080

.PHONY: install start test generate check-generated check-breaking spec-diff typecheck lint format watch bench

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.installed

start: install
	PORT=$(PORT) npx tsx src/server.ts $(ARGS)

# After regenerating, report what the spec edits change for clients, against the last commit.
generate: install
	npx tsx scripts/generate.ts
	npx tsx scripts/spec-diff.ts

# The breaking-change report against any git ref: make spec-diff BASE=main FORMAT=json
BASE ?= HEAD
FORMAT ?= text
spec-diff: install
	npx tsx scripts/spec-diff.ts --base $(BASE) --format $(FORMAT)

# Fails on a breaking spec change that neither a raised info.version major nor an x-breaking-change-approved
# note allows; SPEC_BASE (default: the fork point from main, or on main the previous commit) is compared.
SPEC_BASE ?= auto
check-breaking: install
	npx tsx scripts/spec-diff.ts --check --base $(SPEC_BASE)

watch: install
	npx tsx scripts/generate.ts --watch

check-generated: install
	npx tsx scripts/generate.ts --check

typecheck: install
	npx tsc --noEmit -p tsconfig.json

lint: install
	npx biome check .

format: install
	npx biome check --write .

# googleapis' HTTP layer (gaxios) loads node-fetch with a dynamic import, which Jest's VM allows only with
# --experimental-vm-modules; the real client is driven in the tests, so the flag is on.
test: typecheck lint check-generated check-breaking
	NODE_OPTIONS=--experimental-vm-modules npx jest $(JEST_ARGS)

# Request-path benchmarks (bench/run.ts, results in bench/RESULTS.md); a few minutes on 2 cores. Tuned with
# BENCH_DURATION (seconds per case and server, default 5), BENCH_CONNECTIONS, BENCH_SERVERS, BENCH_CASES.
bench: install
	npx tsx bench/run.ts
