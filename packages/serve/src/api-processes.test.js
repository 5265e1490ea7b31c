import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiPorts, apiProcessCount, sharedKeys } from "./api-processes.js";
import { writeNginxFiles } from "./nginx-files.js";

describe("API_PROCESSES", () => {
  it("is 2 unless set, what it says over PostgreSQL, and 1 on PGlite", () => {
    expect(apiProcessCount({})).toBe(2);
    expect(apiProcessCount({ DATABASE: "postgres", API_PROCESSES: "3" })).toBe(3);
    expect(apiProcessCount({ DATABASE_URL: "postgresql://x/y", API_PROCESSES: "1" })).toBe(1);
    expect(apiProcessCount({ DATABASE: "pglite" })).toBe(1);
    expect(() => apiProcessCount({ DATABASE: "pglite", API_PROCESSES: "2" })).toThrow(/PGlite/);
    expect(() => apiProcessCount({ API_PROCESSES: "two" })).toThrow(/whole number/);
    expect(() => apiProcessCount({ API_PROCESSES: "0" })).toThrow(/whole number/);
    expect(apiPorts(4694, 3)).toEqual([4694, 4695, 4696]);
  });

  it("gives every process the keys the first one keeps in the cluster's folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "serve-keys-"));
    try {
      writeFileSync(join(dir, "secrets.json"), JSON.stringify({ serverKey: "S", pinPepper: "P" }));
      expect(sharedKeys({}, dir)).toEqual({ SERVER_KEY: "S", PIN_PEPPER: "P" });
      expect(sharedKeys({ SERVER_KEY: "E", PIN_PEPPER: "F" }, dir)).toEqual({
        SERVER_KEY: "E",
        PIN_PEPPER: "F",
      });
      const made = sharedKeys({}, undefined);
      expect(Buffer.from(made.SERVER_KEY, "base64")).toHaveLength(32);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * nginx as `pnpm serve` configures it, in front of two stand-in API processes (the real ones
 * over one database: apps/api/src/two-processes.test.ts). Each answers which process it is; a
 * "payment" taken by one is told on the live streams of both, as the API's feeds read the
 * postings whichever process made them.
 */
describe("nginx in front of two API processes", () => {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
  const tmp = mkdtempSync(join(tmpdir(), "serve-upstream-"));
  /** @type {import("node:http").ServerResponse[]} */
  const streams = [];
  /** @type {import("node:http").Server[]} */
  const apis = [];
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let proxy;
  const origin = `http://127.0.0.1:${20_000 + (process.pid % 5_000)}`;
  /** @type {number[]} */
  let ports = [];

  const standIn = () =>
    new Promise((resolve) => {
      const server = createServer((request, response) => {
        const me = String(/** @type {import("node:net").AddressInfo} */ (server.address()).port);
        if (request.url === "/api/events") {
          response.writeHead(200, { "content-type": "text/event-stream", "x-process": me });
          response.write(": open\n\n");
          streams.push(response);
          return;
        }
        if (request.url === "/api/payments" && request.method === "POST") {
          for (const stream of streams) stream.write(`event: payment\ndata: taken by ${me}\n\n`);
        }
        response.writeHead(200, { "content-type": "application/json", "x-process": me });
        response.end(JSON.stringify({ process: me }));
      });
      server.listen(0, "127.0.0.1", () => resolve(server));
      apis.push(server);
    });

  beforeAll(async () => {
    if (!nginx) throw new Error("nginx not found: run `bash scripts/ensure-nginx.sh`");
    await Promise.all([standIn(), standIn()]);
    ports = apis.map(
      (server) => /** @type {import("node:net").AddressInfo} */ (server.address()).port,
    );
    const siteRoot = mkdtempSync(join(tmp, "site-"));
    const walletRoot = mkdtempSync(join(tmp, "wallet-"));
    // An app's build folder: what the server blocks include from it (the site's forwarded
    // paths, none here; the header set).
    writeFileSync(join(siteRoot, "routes.nginx"), "");
    for (const folder of [siteRoot, walletRoot]) {
      writeFileSync(
        join(folder, "security-headers.nginx"),
        'add_header X-Content-Type-Options "nosniff" always;\n',
      );
    }
    writeNginxFiles(tmp, {
      origins: { site: `http://127.0.0.1:${Number(new URL(origin).port) + 1}`, wallet: origin },
      roots: { site: siteRoot, wallet: walletRoot },
      apiPorts: ports,
      brotliStaticModule: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
      mimeTypes: "/etc/nginx/mime.types",
    });
    proxy = spawn(nginx, ["-p", tmp, "-e", "stderr", "-c", join(tmp, "nginx.conf")], {
      stdio: "ignore",
    });
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`nginx ended (${proxy.exitCode})`);
      const up = await fetch(`${origin}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    proxy?.kill("SIGTERM");
    for (const stream of streams) stream.end();
    await Promise.all(apis.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(tmp, { recursive: true, force: true });
  });

  it("writes an upstream of both processes that both sites pass /api/ to", () => {
    const upstream = readFileSync(join(tmp, "servers", "api-upstream.conf"), "utf8");
    for (const port of ports) expect(upstream).toContain(`server 127.0.0.1:${port} `);
    for (const app of ["site", "wallet"]) {
      expect(readFileSync(join(tmp, "snippets", `${app}-api.conf`), "utf8")).toContain(
        "proxy_pass http://sangampay_api;",
      );
    }
  });

  it("sends requests to each process in turn", async () => {
    const served = new Set();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${origin}/api/me`);
      served.add(response.headers.get("x-process"));
    }
    expect([...served].sort()).toEqual(ports.map(String).sort());
  });

  it("streams a payment taken by one process to a live stream held by the other", async () => {
    const stream = await fetch(`${origin}/api/events`);
    const listening = stream.headers.get("x-process");
    const reader = /** @type {ReadableStream<Uint8Array>} */ (stream.body).getReader();
    const decoder = new TextDecoder();
    let text = "";
    // Payments until one lands on the other process (nginx takes them in turn).
    let taker = listening;
    while (taker === listening) {
      const paid = await fetch(`${origin}/api/payments`, { method: "POST", body: "{}" });
      taker = paid.headers.get("x-process");
    }
    while (!text.includes(`data: taken by ${taker}`)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended before the payment: ${text}`);
      text += decoder.decode(value);
    }
    expect(taker).not.toBe(listening);
    expect(text).toContain(`event: payment\ndata: taken by ${taker}`);
    await reader.cancel();
  });
});
