import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { buildOrigins, contentSecurityPolicy, securityHeaders } from "./headers.js";
import { headersFileText, inlineScriptHashes, nginxHeadersText } from "./static-build.js";

const local = { site: "http://127.0.0.1:4601", wallet: "http://127.0.0.1:4602" };
const deployed = { site: "https://sangampay.example", wallet: "https://wallet.sangampay.example" };

describe("the header set", () => {
  it("allows scripts only from the origin and the hashed inline scripts", () => {
    const csp = contentSecurityPolicy("site", { origins: local, scriptHashes: ["b", "a", "a"] });
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain("unsafe-inline");
  });

  it("lets only the site frame the wallet, and nobody frame the site", () => {
    const options = { origins: deployed, scriptHashes: [] };
    expect(contentSecurityPolicy("wallet", options)).toContain(
      "frame-ancestors https://sangampay.example",
    );
    expect(contentSecurityPolicy("site", options)).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy("site", options)).toContain(
      "frame-src https://wallet.sangampay.example",
    );
    expect(Object.fromEntries(securityHeaders("site", options))["X-Frame-Options"]).toBe("DENY");
  });

  it("gives the camera to the wallet's origin only", () => {
    const options = { origins: deployed, scriptHashes: [] };
    const policy = (/** @type {"site" | "wallet"} */ app) =>
      Object.fromEntries(securityHeaders(app, options))["Permissions-Policy"];
    expect(policy("wallet")).toMatch(/^camera=\(self\),/);
    expect(policy("site")).toMatch(/^camera=\("https:\/\/wallet\.sangampay\.example"\),/);
  });

  it("turns on HSTS and upgrade-insecure-requests only for an https deployment", () => {
    const https = Object.fromEntries(
      securityHeaders("wallet", { origins: deployed, scriptHashes: [] }),
    );
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["Content-Security-Policy"]).toContain("upgrade-insecure-requests");
    const http = Object.fromEntries(
      securityHeaders("wallet", { origins: local, scriptHashes: [] }),
    );
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(http["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("reads the origins from the build's env, without trailing slashes", () => {
    expect(buildOrigins({ VITE_SITE_URL: "https://a.example/", VITE_WALLET_URL: "" })).toEqual({
      site: "https://a.example",
      wallet: "http://localhost:5174",
    });
  });
});

describe("build output", () => {
  it("hashes inline scripts exactly as written, and skips scripts with a src and data blocks", () => {
    const body = "window.x = 1;\n";
    const html = `<script src="/a.js"></script><script type="module">${body}</script><script type="application/json" id="frame-copy">{"hi":[]}</script>`;
    expect(inlineScriptHashes(html)).toEqual([createHash("sha256").update(body).digest("base64")]);
  });

  it("writes nginx add_header lines with `always` and escaped quotes", () => {
    expect(nginxHeadersText([["Permissions-Policy", 'camera=("https://w.example")']])).toContain(
      'add_header Permissions-Policy "camera=(\\"https://w.example\\")" always;',
    );
  });

  it("writes _headers with the set on every path and a year's cache for hashed assets", () => {
    const text = headersFileText([["X-Content-Type-Options", "nosniff"]]);
    expect(text).toContain("/*\n  X-Content-Type-Options: nosniff\n  Cache-Control: no-cache\n");
    expect(text).toContain(
      "/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable",
    );
  });
});
