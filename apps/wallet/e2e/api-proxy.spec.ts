import { expect, test } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";

// pnpm serve: nginx passes /api/ on both origins to the API, which runs on its own PostgreSQL.
for (const [app, origin] of Object.entries(e2eUrls)) {
  test(`${app}: /api/ reaches the API, ready on PostgreSQL, never cached`, async ({ request }) => {
    const ready = await request.get(`${origin}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: "postgres" });
    expect(ready.headers()["cache-control"]).toBe("no-store");
    expect(ready.headers()["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
    expect(ready.headers()["x-content-type-options"]).toBe("nosniff");
  });
}

test("a form posted to the API from a page is refused with the API's error shape", async ({
  page,
}) => {
  await page.goto("/login");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/health", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(answer).toEqual({
    status: 415,
    body: {
      error: {
        code: "unsupported_media_type",
        message: "Send the request body as application/json.",
      },
    },
  });
});
