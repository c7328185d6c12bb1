// The gateway console: every figure comes from the admin API, the live traffic from its event stream. Values
// from requests (paths, messages) are written as text nodes, never as markup.

const ADMIN = "/__admin";
/** Requests kept in the page, newest first; the table shows the first ROWS of those the filters pass. */
const KEPT = 1000;
const ROWS = 200;
const MINUTE = 60_000;
const COLORS = ["#2563eb", "#dc2626", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#65a30d"];

const $ = (id) => document.getElementById(id);

const page = {
  token: sessionStorage.getItem("gateway-admin-token") ?? "",
  /** The gateway's clock as last heard (ms since the epoch). */
  now: undefined,
  requests: [],
  selected: undefined,
  services: [],
  /** Each service's queued work as last read. */
  queues: [],
  violations: [],
  chart: undefined,
  chartMinute: undefined,
};

// A token handed in the fragment (`#token=…`) never reaches a server or a log; it is kept for this tab only.
const fragment = new URLSearchParams(location.hash.slice(1));
if (fragment.get("token")) {
  page.token = fragment.get("token");
  sessionStorage.setItem("gateway-admin-token", page.token);
  history.replaceState(null, "", location.pathname);
}

/** An element with attributes (`text` sets its text) and children. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name === "class") node.className = value;
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child !== undefined) node.append(child);
  return node;
}

function showError(message) {
  const box = $("error");
  box.textContent = message;
  box.hidden = !message;
}

class Unauthorized extends Error {}

async function api(path, init = {}) {
  const headers = { ...(init.headers ?? {}) };
  if (page.token) headers.authorization = `Bearer ${page.token}`;
  const res = await fetch(ADMIN + path, { ...init, headers, cache: "no-store" });
  if (res.status === 401) {
    $("token-form").hidden = false;
    throw new Unauthorized("the admin token is required");
  }
  const type = res.headers.get("content-type") ?? "";
  const body = type.includes("json") ? await res.json() : await res.text();
  if (!res.ok) throw new Error(body?.error?.message ?? `${res.status} ${res.statusText}`);
  return body;
}

function send(path, method, body) {
  return api(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body ?? {}),
  });
}

/** Runs an action of the page, showing what went wrong instead of failing silently. */
async function act(action) {
  try {
    await action();
    showError("");
  } catch (err) {
    if (!(err instanceof Unauthorized)) showError(String(err.message ?? err));
  }
}

// ---- the clock -------------------------------------------------------------------------------------------

function setNow(iso) {
  page.now = new Date(iso).getTime();
  $("now").textContent = iso
    .replace("T", " ")
    .replace(/\.\d+Z$/, "Z")
    .replace(/Z$/, " UTC");
  $("now").dateTime = iso;
  const minute = Math.floor(page.now / MINUTE);
  if (minute !== page.chartMinute) drawChart();
  renderDueWork();
}

/** `3d 4h`, `12m 5s`: how far off `at` is from the gateway's now. */
function fromNow(at) {
  let ms = new Date(at).getTime() - (page.now ?? Date.now());
  const sign = ms < 0 ? "-" : "in ";
  ms = Math.abs(ms);
  const units = [
    ["d", 86_400_000],
    ["h", 3_600_000],
    ["m", 60_000],
    ["s", 1000],
  ];
  const parts = [];
  for (const [unit, size] of units) {
    if (ms >= size && parts.length < 2) {
      parts.push(`${Math.floor(ms / size)}${unit}`);
      ms %= size;
    }
  }
  return ms < 0 || parts.length === 0 ? "now" : sign + parts.join(" ");
}

// ---- services --------------------------------------------------------------------------------------------

function modeCell(mode) {
  const badge = el("span", { class: `badge ${mode.mode}`, text: mode.mode });
  if (mode.mode === "proxy")
    return el("td", {}, badge, " ", el("code", { text: mode.upstream }), ` · ${mode.policy}`);
  if (mode.mode === "mock") return el("td", {}, badge, ` · ${mode.policy}`);
  return el("td", {}, badge);
}

function uncheckedCell(s) {
  const parts = [...(s.unchecked ?? [])];
  for (const o of s.uncheckedOperations ?? []) parts.push({ pointer: o.operationId, problem: o.reason });
  if (s.kind === "service") return el("td", { class: "muted", text: "—" });
  if (parts.length === 0) return el("td", { class: "muted", text: "none" });
  const list = el("ul", { class: "plain" });
  for (const p of parts) list.append(el("li", {}, el("code", { text: p.pointer }), ` ${p.problem}`));
  return el("td", {}, el("details", {}, el("summary", { text: `${parts.length} part(s)` }), list));
}

/** A watched document's state (--watch): how many reloads, and why its file's latest write is not served. */
function watchLines(watch) {
  if (!watch) return [];
  const lines = [el("br"), el("span", { class: "muted", text: `watched · ${watch.reloads} reload(s)` })];
  if (watch.failing)
    lines.push(
      el("br"),
      el("span", { class: "failing", text: `latest write not served: ${watch.failing.reason}` }),
    );
  return lines;
}

async function loadServices() {
  page.services = await api("/services");
  const body = $("services");
  body.replaceChildren();
  const select = $("filter-service");
  select.replaceChildren(el("option", { value: "", text: "all" }));
  for (const s of page.services) {
    body.append(
      el(
        "tr",
        { "data-service": s.name },
        el(
          "td",
          {},
          el("strong", { text: s.title }),
          el("br"),
          el("span", { class: "muted", text: s.kind === "document" ? `${s.name} · ${s.file}` : s.name }),
          ...watchLines(s.watch),
        ),
        modeCell(s.mode),
        el("td", {}, el("code", { text: location.origin + s.basePath })),
        el("td", { class: "num", text: String(s.operations) }),
        uncheckedCell(s),
        el(
          "td",
          { class: "links" },
          el("a", { href: s.docs, text: "docs" }),
          " ",
          el("a", { href: s.spec, text: "openapi.yaml" }),
        ),
      ),
    );
    select.append(el("option", { value: s.name, text: s.name }));
  }
}

// ---- live traffic ----------------------------------------------------------------------------------------

function passes(r) {
  const service = $("filter-service").value;
  const status = $("filter-status").value;
  if (service && r.service !== service) return false;
  if (status && String(r.status)[0] !== status) return false;
  if ($("filter-violations").checked && r.violations.length === 0) return false;
  return true;
}

function trafficRow(r) {
  const row = el(
    "tr",
    {
      class: [r.violations.length ? "violated" : "", r === page.selected ? "selected" : ""].join(" ").trim(),
      "data-request-id": r.requestId,
      tabindex: "0",
      onclick: () => select(r),
      onkeydown: (e) => {
        if (e.key === "Enter") select(r);
      },
    },
    el("td", { class: "mono", text: r.time.slice(11, 23), title: r.time }),
    el("td", { class: "mono", text: r.method }),
    el("td", { class: "mono path", text: r.path, title: r.path }),
    el("td", { class: `num status s${String(r.status)[0]}`, text: String(r.status) }),
    el("td", { text: r.service ?? "" }),
    el("td", { text: r.operationId ?? "" }),
    el("td", { class: "num", text: r.durationMs.toFixed(1) }),
    el("td", {
      class: "mark",
      text: r.violations.length ? "⚠" : "",
      title: r.violations.length ? "violation recorded" : undefined,
    }),
  );
  return row;
}

function renderTraffic() {
  const rows = [];
  for (const r of page.requests) {
    if (rows.length === ROWS) break;
    if (passes(r)) rows.push(trafficRow(r));
  }
  $("traffic").replaceChildren(...rows);
  $("traffic-empty").hidden = rows.length > 0;
}

function select(r) {
  page.selected = r;
  renderTraffic();
  const detail = $("detail");
  const facts = el(
    "dl",
    { class: "facts" },
    el("dt", { text: "Request" }),
    el("dd", {}, el("code", { text: `${r.method} ${r.path}` })),
    el("dt", { text: "Status" }),
    el("dd", { text: String(r.status) }),
    el("dt", { text: "Service" }),
    el("dd", { text: [r.service, r.operationId].filter(Boolean).join(" · ") || "—" }),
    el("dt", { text: "Finished" }),
    el("dd", { text: `${r.time} (${r.durationMs.toFixed(1)} ms)` }),
    el("dt", { text: "Request id" }),
    el("dd", {}, el("code", { text: r.requestId })),
  );
  const found = el("div", { class: "violations" });
  if (r.violations.length === 0) found.append(el("p", { class: "empty", text: "No violation recorded." }));
  for (const v of r.violations) {
    const list = el("ul", { class: "plain" });
    for (const e of v.errors)
      list.append(
        el(
          "li",
          {},
          el("code", { class: "pointer", text: e.pointer || "/" }),
          ` ${e.message}`,
          e.keyword ? el("span", { class: "muted", text: ` (${e.keyword})` }) : undefined,
        ),
      );
    if (v.moreErrors) list.append(el("li", { class: "muted", text: `and ${v.moreErrors} more` }));
    found.append(
      el(
        "div",
        { class: "violation" },
        el("h3", { text: `${v.direction} · ${v.kind} · ${v.action.replace("_", " ")}` }),
        list,
      ),
    );
  }
  detail.replaceChildren(facts, found);
}

function received(r) {
  page.requests.unshift(r);
  if (page.requests.length > KEPT) page.requests.length = KEPT;
  if (r.service && ![...$("filter-service").options].some((o) => o.value === r.service))
    $("filter-service").append(el("option", { value: r.service, text: r.service }));
  scheduleRender();
  if (r.violations.length > 0) later("violations", loadViolations, 300);
  if (r.method !== "GET" && r.method !== "HEAD") later("state", loadState, 1000);
}

let renderQueued = false;
function scheduleRender() {
  if (renderQueued || $("pause").checked) return;
  renderQueued = true;
  requestAnimationFrame(() => {
    renderQueued = false;
    renderTraffic();
  });
}

/** Runs `task` once, `ms` from the first call, however often it is asked for meanwhile. */
const pending = new Map();
function later(name, task, ms) {
  if (pending.has(name)) return;
  pending.set(
    name,
    setTimeout(() => {
      pending.delete(name);
      act(task);
    }, ms),
  );
}

/** Reads the event stream with fetch, which (unlike EventSource) sends the admin token; reconnects when cut. */
async function stream() {
  for (;;) {
    try {
      const headers = page.token ? { authorization: `Bearer ${page.token}` } : {};
      const res = await fetch(`${ADMIN}/console/events`, { headers, cache: "no-store" });
      if (res.status === 401) {
        $("token-form").hidden = false;
        setLive(false);
        return;
      }
      if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
      setLive(true);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Cut off (the gateway restarted, the network dropped): tried again below.
    }
    setLive(false);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

function dispatch(block) {
  let event = "message";
  const data = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return;
  const value = JSON.parse(data.join("\n"));
  if (event === "clock") setNow(value.now);
  else if (event === "request") received(value);
}

function setLive(live) {
  $("live").textContent = live ? "live" : "reconnecting";
  $("live").className = live ? "live on" : "live";
}

// ---- violations ------------------------------------------------------------------------------------------

async function loadViolations() {
  const [recent, grouped] = await Promise.all([api("/violations"), api("/violations/summary")]);
  page.violations = recent.recent;
  $("violation-total").textContent =
    `${recent.total} since start; the chart counts the last ${recent.capacity} kept`;
  drawChart();
  renderSummary(grouped);
}

function renderSummary(grouped) {
  const rows = [];
  for (const op of grouped.operations) {
    rows.push(
      el(
        "tr",
        { class: "group" },
        el("th", { colspan: "3" }, `${op.service} · `, el("code", { text: op.operation })),
        el("th", { class: "num", text: String(op.count) }),
        el("th", { colspan: "3" }),
      ),
    );
    for (const rule of op.rules) {
      const example = page.requests.find((r) => r.requestId === rule.lastRequestId);
      rows.push(
        el(
          "tr",
          {},
          el("td", {}, `${rule.location} `, el("code", { text: rule.pointer || "/" })),
          el("td", { text: [rule.kind, rule.keyword].filter(Boolean).join(" · ") }),
          el("td", { text: rule.message }),
          el("td", { class: "num", text: String(rule.count) }),
          el("td", { class: "mono", text: rule.first.replace("T", " ").slice(0, 19) }),
          el("td", { class: "mono", text: rule.last.replace("T", " ").slice(0, 19) }),
          el(
            "td",
            {},
            example
              ? el("a", { href: "#detail-section", text: "show", onclick: () => select(example) })
              : el("code", {
                  class: "muted",
                  text: rule.lastRequestId.slice(0, 8),
                  title: rule.lastRequestId,
                }),
          ),
        ),
      );
    }
  }
  $("summary").replaceChildren(...rows);
  $("summary-empty").hidden = rows.length > 0;
}

/** Violations per minute by service over the hour up to the gateway's now, as stacked bars. */
function drawChart() {
  if (typeof Chart === "undefined" || page.now === undefined) return;
  const minute = Math.floor(page.now / MINUTE);
  page.chartMinute = minute;
  const first = minute - 59;
  const labels = [];
  for (let m = first; m <= minute; m++) labels.push(new Date(m * MINUTE).toISOString().slice(11, 16));
  const counts = new Map();
  for (const v of page.violations) {
    const at = Math.floor(new Date(v.time).getTime() / MINUTE);
    if (at < first || at > minute) continue;
    if (!counts.has(v.service)) counts.set(v.service, new Array(60).fill(0));
    counts.get(v.service)[at - first]++;
  }
  const datasets = [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([service, data], i) => ({
      label: service,
      data,
      backgroundColor: COLORS[i % COLORS.length],
      borderRadius: 2,
    }));
  if (!page.chart) {
    page.chart = new Chart($("chart"), {
      type: "bar",
      data: { labels, datasets },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { legend: { position: "bottom" }, tooltip: { mode: "index", intersect: false } },
        scales: {
          x: { stacked: true, ticks: { maxTicksLimit: 13, maxRotation: 0 }, grid: { display: false } },
          y: {
            stacked: true,
            beginAtZero: true,
            ticks: { precision: 0 },
            title: { display: true, text: "violations" },
          },
        },
      },
    });
  } else {
    page.chart.data.labels = labels;
    page.chart.data.datasets = datasets;
    page.chart.update();
  }
}

// ---- clock and due work ----------------------------------------------------------------------------------

async function loadDueWork() {
  page.queues = (await api("/due-work")).filter((q) => q.count > 0);
  renderDueWork();
}

/** Drawn again at every tick of the clock, so that "in 3d 4h" counts from the gateway's now. */
function renderDueWork() {
  const rows = page.queues.map((q) => {
    const next = el("ul", { class: "plain" });
    for (const w of q.next.slice(0, 3))
      next.append(
        el(
          "li",
          {},
          el("strong", { text: fromNow(w.at) }),
          " ",
          el("span", { class: "muted", text: w.at.replace("T", " ").slice(0, 19) }),
          " ",
          el("code", { text: w.kind }),
          " ",
          el("span", { class: "muted", text: w.key }),
        ),
      );
    if (q.count > 3) next.append(el("li", { class: "muted", text: `and ${q.count - 3} more` }));
    return el(
      "tr",
      { "data-service": q.service },
      el("td", { text: q.service }),
      el("td", { class: "num", text: String(q.count) }),
      el("td", {}, next),
    );
  });
  $("due-work").replaceChildren(...rows);
  $("due-work-empty").hidden = rows.length > 0;
}

async function moved(result) {
  setNow(result.now);
  await loadState();
  await loadViolations();
}

// ---- state -----------------------------------------------------------------------------------------------

async function loadRecords() {
  const services = await api("/records");
  const rows = services.map((s) => {
    const chips = el("div", { class: "chips" });
    for (const c of s.collections)
      chips.append(el("span", { class: "chip" }, `${c.name} `, el("b", { text: String(c.records) })));
    if (s.collections.length === 0) chips.append(el("span", { class: "muted", text: "empty" }));
    return el(
      "tr",
      { "data-service": s.service },
      el("td", { text: s.service }),
      el("td", { class: "num records", text: String(s.records) }),
      el("td", {}, chips),
    );
  });
  $("records").replaceChildren(...rows);
}

async function loadState() {
  await Promise.all([loadDueWork(), loadRecords()]);
}

async function download() {
  const snapshot = await api("/snapshot");
  const blob = new Blob([JSON.stringify(snapshot)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const name = `gateway-snapshot-${(page.now ? new Date(page.now) : new Date()).toISOString().replace(/[:.]/g, "-")}.json`;
  el("a", { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function upload(file) {
  const snapshot = JSON.parse(await file.text());
  await moved(await send("/snapshot", "PUT", snapshot));
}

// ---- wiring ----------------------------------------------------------------------------------------------

function wire() {
  for (const id of ["filter-service", "filter-status", "filter-violations", "pause"])
    $(id).addEventListener("change", renderTraffic);
  $("advance-form").addEventListener("submit", (e) => {
    e.preventDefault();
    act(async () => moved(await send("/clock/advance", "POST", { duration: $("advance").value.trim() })));
  });
  for (const button of document.querySelectorAll("[data-advance]"))
    button.addEventListener("click", () =>
      act(async () => moved(await send("/clock/advance", "POST", { duration: button.dataset.advance }))),
    );
  $("set-form").addEventListener("submit", (e) => {
    e.preventDefault();
    act(async () => moved(await send("/clock", "PUT", { now: $("set").value.trim() })));
  });
  $("download").addEventListener("click", () => act(download));
  $("upload").addEventListener("change", (e) => {
    const [file] = e.target.files;
    e.target.value = "";
    if (file) act(() => upload(file));
  });
  const dialog = $("reset-dialog");
  $("reset").addEventListener("click", () => dialog.showModal());
  $("reset-cancel").addEventListener("click", () => dialog.close());
  $("reset-confirm").addEventListener("click", () => {
    dialog.close();
    act(async () => moved(await send("/reset", "POST")));
  });
  $("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    page.token = $("token").value;
    sessionStorage.setItem("gateway-admin-token", page.token);
    $("token-form").hidden = true;
    start();
  });
  // While the page is shown, what changes without a request (due work run by the timer) is read again.
  setInterval(() => {
    if (document.visibilityState === "visible" && $("token-form").hidden) act(loadState);
  }, 5000);
}

function start() {
  act(async () => {
    const clock = await api("/clock");
    setNow(clock.now);
    await Promise.all([loadServices(), loadState(), loadViolations()]);
  });
  stream();
}

wire();
start();
