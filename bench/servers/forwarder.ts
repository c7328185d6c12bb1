/**
 * The floor of the proxy bench: a plain node:http reverse proxy that checks nothing. A keep-alive agent to the
 * upstream (UPSTREAM, a base URL), the request piped up and the response piped down with their headers as
 * they came.
 */
import http from "node:http";

const upstream = new URL(process.env.UPSTREAM ?? "");
const base = upstream.pathname.replace(/\/+$/, "");
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  const headers = { ...req.headers, host: upstream.host };
  const up = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: base + req.url,
      headers,
      agent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  up.on("error", () => {
    res.writeHead(502).end();
  });
  req.pipe(up);
});

server.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
