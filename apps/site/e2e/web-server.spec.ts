import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import type { APIResponse } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

// Both apps as `pnpm serve` runs them under nginx: the header set on every kind of response,
// precompressed files, the 404 page, and who may frame whom.

type App = keyof typeof e2eUrls;

/** The CSP as directive → sources. */
function parseCsp(value: string | undefined) {
  return new Map(
    (value ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** SHA-256 CSP sources of the inline scripts in an HTML document. */
function inlineScriptSources(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ""))
    .map(
      ([, , body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
}

function expectSecurityHeaders(app: App, response: APIResponse) {
  const headers = response.headers();
  const csp = parseCsp(headers["content-security-policy"]);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("style-src")).toEqual(["'self'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  for (const directive of ["font-src", "worker-src", "manifest-src"]) {
    expect(csp.get(directive), directive).toEqual(["'self'"]);
  }
  if (app === "site") {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual([e2eUrls.wallet]);
    expect(csp.get("connect-src")).toEqual(["'self'", e2eUrls.wallet]);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain(`camera=("${e2eUrls.wallet}")`);
  } else {
    expect(csp.get("frame-ancestors")).toEqual([e2eUrls.site]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.has("style-src-attr")).toBe(false);
    expect(headers["x-frame-options"]).toBeUndefined();
    expect(headers["permissions-policy"]).toContain("camera=(self)");
  }
  expect(headers["permissions-policy"]).toContain("microphone=()");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  // Served over plain HTTP here: HSTS is only sent for an https:// build.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return csp;
}

const brotli = { "Accept-Encoding": "br, gzip" };

for (const [app, page, missing] of [
  ["site", "/pricing", "/no-such-page"],
  ["wallet", "/send-money/confirm?amount=5", "/assets/no-such-file.js"],
] as const) {
  test.describe(`${app} under nginx`, () => {
    const origin = e2eUrls[app];

    test("HTML: the header set, no-cache, Brotli, and a hash for every inline script", async ({
      request,
    }) => {
      const response = await request.get(`${origin}${page}`, { headers: brotli });
      expect(response.status()).toBe(200);
      const csp = expectSecurityHeaders(app, response);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      expect(response.headers()["content-encoding"]).toBe("br");
      expect(response.headers()["vary"]).toBe("Accept-Encoding");
      const inline = inlineScriptSources(await response.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const source of inline) expect(csp.get("script-src")).toContain(source);
    });

    test("hashed asset: the header set, cached for a year, gzip when Brotli is not accepted", async ({
      request,
    }) => {
      const html = await (await request.get(`${origin}/`)).text();
      // A script tag's src, or (site) a chunk the hydration module imports after the first paint.
      const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset).toBeTruthy();
      const response = await request.get(`${origin}${asset}`, {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(response.status()).toBe(200);
      expectSecurityHeaders(app, response);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"]).toMatch(/^application\/javascript/);
      expect(response.headers()["content-encoding"]).toBe("gzip");
    });

    test("404: the header set too", async ({ request }) => {
      const response = await request.get(`${origin}${missing}`, { headers: brotli });
      expect(response.status()).toBe(404);
      expectSecurityHeaders(app, response);
      expect(response.headers()["cache-control"]).toBe("no-cache");
    });

    test("the build's header files are not served", async ({ request }) => {
      for (const file of ["/_headers", "/security-headers.nginx", "/.vite/manifest.json"]) {
        expect((await request.get(`${origin}${file}`)).status(), file).toBe(404);
      }
    });
  });
}

test("a wallet deep link is the wallet's page", async ({ request }) => {
  const response = await request.get(`${e2eUrls.wallet}/profile/security`);
  expect(response.status()).toBe(200);
  // The wallet's root, holding the screen's app shell where the build drew one.
  expect(await response.text()).toMatch(/<div id="root"[ >]/);
});

test.describe("an unknown site path", () => {
  test.use({ javaScriptEnabled: false });

  test("answers 404 with the 404 page, readable without JavaScript", async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // Chromium reports the 404 answer itself on the console.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404 (Not Found)")]);
    consoleErrors.length = 0;
  });
});

test.describe("framing", () => {
  test("the site's /demo frames a wallet that works: splash, onboarding, a tap to /login", async ({
    page,
  }) => {
    await page.goto("/demo");
    const wallet = page.frameLocator('iframe[title="SangamPay wallet demo"]');
    await expect(
      wallet.getByRole("heading", { level: 1, name: "Welcome to SangamPay" }),
    ).toBeVisible();
    await wallet.getByRole("button", { name: /^English/ }).click();
    await expect(
      wallet.getByRole("heading", { level: 1, name: "Log in with your mobile number" }),
    ).toBeVisible();
  });

  // A page on a third local origin (a server the test starts) tries to frame each app.
  for (const [app, refusal] of [
    ["wallet", `frame-ancestors ${e2eUrls.site}`],
    ["site", "frame-ancestors 'none'"],
  ] as const) {
    test(`another origin cannot frame the ${app}`, async ({
      page,
      consoleErrors,
      cspViolations,
    }) => {
      const stranger = createServer((_request, response) => {
        response.writeHead(200, { "Content-Type": "text/html" });
        response.end(
          `<!doctype html><title>Stranger</title><iframe title="framed" src="${e2eUrls[app]}/"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => stranger.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = stranger.address() as AddressInfo;
        const framed = page.waitForResponse(`${e2eUrls[app]}/`);
        await page.goto(`http://127.0.0.1:${port}/`);
        // The server answered with its policy, and Chromium showed its error page instead.
        const csp = (await framed).headers()["content-security-policy"];
        expect(csp).toContain(refusal);
        const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
        await expect.poll(() => frame?.url()).toBe("chrome-error://chromewebdata/");
        await expect(page.frameLocator("iframe").getByText(/SangamPay/)).toHaveCount(0);
        // Chromium says why; the fixtures would fail the test on that message: it is the point.
        const refused = `Framing '${e2eUrls[app]}/' violates the following Content Security Policy directive: "${refusal}"`;
        await expect.poll(() => consoleErrors.join("\n")).toContain(refused);
        consoleErrors.length = 0;
        cspViolations.length = 0;
      } finally {
        stranger.close();
      }
    });
  }
});

test("the CSP listener catches what the policy refuses (an injected inline script)", async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.title = 'injected'";
    document.body.append(script);
  });
  // Both reports arrive, in either order: the page's violation event ("blocked inline", what the
  // listener exists for) and Chromium's console line; each is waited for before they are cleared.
  const reported = (part: string) => () => cspViolations.some((text) => text.includes(part));
  await expect.poll(reported("blocked inline")).toBe(true);
  await expect.poll(reported("Executing inline script violates")).toBe(true);
  expect(cspViolations.join("\n")).toContain("script-src");
  await expect(page).not.toHaveTitle("injected");
  cspViolations.length = 0;
  consoleErrors.length = 0;
});
