# Every target installs what it needs from the lock file first, so a fresh clone runs `make start` or `make test` directly.
SHELL := /bin/bash
PORT ?= 8080

.PHONY: install build start dev test generate check-generated check-breaking spec-diff typecheck lint format watch bench bench-start browser wrk fuzz diff-history

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

install: node_modules/.installed

# `make start` runs compiled JavaScript: esbuild bundles src/, generated/ and the npm packages they use into
# dist/gateway.js whenever a source is newer than it (resolving and reading hundreds of package files took more
# of the start than parsing one bundle), and into dist/documents.js the commands that serve documents only
# (mock, proxy, diff) without the built-in services; dist/server.js runs the bundle the command line needs
# (src/cli/commands.ts says which) with V8's code cache (.cache/code/, written by the first start of each
# build), so that later starts do not parse it again. .cache/bundles-meta.json lists what each bundle holds.
# express, body-parser and send each carry their own copy of the same mime-types (npm cannot hoist it over the
# older one a dev tool needs): the bundles alias it to src/launch/lazy-mime-types.ts, express's copy loaded on
# first use, so that its tables are built once, when a request first needs them, not three times per start.
# The bundle's whitespace and syntax are minified (a smaller source to read at every start), names are kept
# for stack traces, and the bundles are written in ASCII (`--charset=ascii`, then scripts/ascii-bundles.ts for
# the regular expressions esbuild leaves as written), which the launcher decodes faster than UTF-8. Some
# packages stay outside: lmdb (a native addon) with msgpackr, pdfkit, swagger-ui-dist and chart.js (files read
# or served from their package folders), and jsonc-parser (its CommonJS entry requires its own modules by
# computed names, which a bundler cannot follow). `make dev` runs the TypeScript sources through tsx and
# restarts on every change.
SOURCES := $(shell find src generated -name '*.ts' -o -name '*.js')
dist/server.js: node_modules/.installed $(SOURCES)
	npm run --silent build

build: dist/server.js

start: build
	PORT=$(PORT) node dist/server.js $(ARGS)

dev: install
	PORT=$(PORT) npx tsx watch src/server.ts $(ARGS)

# After regenerating, report what the spec edits change for clients, against the last commit.
generate: install
	npx tsx scripts/generate.ts
	npx tsx scripts/spec-diff.ts

# The breaking-change report of the specs against any git ref: make spec-diff BASE=main FORMAT=json
# Of any two documents (files or git:<ref>:<path>): make spec-diff OLD=a.yaml NEW=b.yaml FORMAT=markdown
# FAIL_ON=wire; exit 1 when NEW breaks clients of OLD at FAIL_ON (default client) or worse, 2 when unreadable.
BASE ?= HEAD
FORMAT ?= text
FAIL_ON ?= client
spec-diff: install
ifdef OLD
	npx tsx scripts/diff.ts "$(OLD)" "$(NEW)" --format $(FORMAT) --fail-on $(FAIL_ON)
else
	npx tsx scripts/spec-diff.ts --base $(BASE) --format $(FORMAT)
endif

# Fails on a breaking spec change that neither a raised info.version major nor an x-breaking-change-approved
# entry for that change allows, and on an approval written since the base that matches no change (one
# already at the base is a warning); SPEC_BASE (default: the fork point from main, or on main the previous
# commit) is compared. `make spec-diff` prints the entry to paste for each unapproved change.
SPEC_BASE ?= auto
check-breaking: install
	npx tsx scripts/spec-diff.ts --check --base $(SPEC_BASE)

watch: install
	npx tsx scripts/generate.ts --watch

check-generated: install
	npx tsx scripts/generate.ts --check

typecheck: install
	npx tsc --noEmit -p tsconfig.json

# No import cycles in the code (madge), type-only imports included: a cycle of types is still two modules that
# cannot be read apart. generated/ is written by the generator, which keeps it acyclic.
lint: install
	npx biome check .
	npx madge --circular --extensions ts src scripts test bench

format: install
	npx biome check --write .

# The docs browser test drives Debian's chromium; it is installed here where apt-get can reach Debian's
# packages, and the test says it is skipped where it could not be.
browser:
	@command -v chromium >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
		|| echo "chromium could not be installed: the browser test will be skipped"

# googleapis' HTTP layer (gaxios) loads node-fetch with a dynamic import, which Jest's VM allows only with
# --experimental-vm-modules; the real client is driven in the tests, so the flag is on.
# The AWS SDK warns, once per process, that its releases after January 2027 need Node 22; the test run says
# nothing it does not mean, so that warning and the VM-modules one are switched off by their documented switches.
test: typecheck lint check-generated check-breaking browser
	AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true \
	NODE_OPTIONS="--experimental-vm-modules --disable-warning=ExperimentalWarning" npx jest $(JEST_ARGS)

# The request-path and proxy benches drive their servers with wrk, a load generator in C that leaves the 2
# cores to the servers; it is installed here from Debian's packages.
wrk:
	@command -v wrk >/dev/null || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null) \
		|| echo "wrk could not be installed: the benches will stop with an error"

# Benchmarks on loopback, bounded in time and count (results and method in bench/RESULTS.md); not part of
# `make test`. About 14 minutes on 2 cores; BENCH_QUICK=1 is a smoke run of every part in about 5. The
# request path against bare node:http, bare Express, express-openapi-validator, openapi-backend, fastify and
# Prism, with the heap allocated per request and the time to /healthz (bench/run.ts: BENCH_DURATION,
# BENCH_ROUNDS, BENCH_SERVERS, BENCH_CASES...); the validating proxy against Express + http-proxy-middleware
# (with and without express-openapi-validator), Prism's proxy and a bare forwarder (bench/proxy.ts:
# BENCH_PROXY_ROUNDS, BENCH_PROXY_DURATION, BENCH_PROXY_PATHS, BENCH_PROXY_CASES); the write-path cost of
# STATE_DIR (bench/state-dir.ts, BENCH_STATE_FLOOD); a start with a spec never seen (bench/any-spec-start.ts).
# The tables are printed and also written to .tmp/bench-last-run.md.
bench: install wrk build
	@mkdir -p .tmp
	set -o pipefail; ( node --expose-gc --import tsx bench/run.ts && npx tsx bench/proxy.ts \
		&& npx tsx bench/state-dir.ts && npx tsx bench/any-spec-start.ts ) | tee .tmp/bench-last-run.md

# The start-up goals alone, in a few minutes: spawn to /healthz with every service (bench/start-up.ts), then
# Twilio's 2010 API and GitHub's document served by `openapi-gateway mock`, cold and cached, beside Prism.
bench-start: install build
	@mkdir -p .tmp
	set -o pipefail; ( npx tsx bench/start-up.ts && BENCH_SPEC_ROUNDS=1 BENCH_CORPUS=twilio-api-v2010,github \
		npx tsx bench/any-spec-start.ts ) | tee .tmp/bench-start-last-run.md

# The breaking-change report measured on labelled histories (results and method in bench/RESULTS.md); not part of
# `make test`. GitHub's document as @octokit/openapi published it, every version the registry serves (at most
# DIFF_HISTORY_COUNT, fetched once into .cache/octokit/): majors and minors flagged, the top rules, the time to
# diff the 13 MB document (bench/diff-history.ts); then the kinds of change Twilio's changelog labels breaking,
# made on Twilio's documents (bench/diff-labels.ts). BENCH_QUICK=1 takes the newest 4 versions.
diff-history: install
	@mkdir -p .tmp
	npx tsx bench/diff-history.ts && npx tsx bench/diff-labels.ts

# The spec-driven fuzz (test/fuzz/), longer than its bounded run in `make test`: RUNS cases per operation of
# every service (or SERVICES=a,b), from SEED; prints the requests sent and each failure's smallest request.
SEED ?= 20261123
RUNS ?= 200
fuzz: install
	SEED=$(SEED) RUNS=$(RUNS) npx tsx test/fuzz/run.ts

# The package a team installs (`npm pack` builds dist/ first; its `openapi-gateway` command is dist/server.js,
# and its only dependencies are the packages the bundle leaves outside) beside Prism's CLI, each installed into
# an empty directory: packages and disk (bench/RESULTS.md).
.PHONY: package-size
package-size: install
	npx tsx bench/package-size.ts

# The grouped violation summary of a running gateway as Markdown (scripts/violation-report.ts): GATEWAY, SERVICE, OUT.
.PHONY: report
report: install
	npx tsx scripts/violation-report.ts
