import { vi } from "vitest";

/**
 * For the data modules' tests: the API answering each call in turn with `answers` (a Response, or
 * an Error for no answer). Answers what the wallet sent: each call's URL, method and JSON body.
 */
export function serverAnswers(...answers: (Response | Error)[]) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal("fetch", fetch);
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: url as string,
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** A JSON answer. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
