import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { ensureLanguage } from "@repo/i18n/create-i18n";
import { siteI18n } from "@repo/i18n/site";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

import { i18n } from "./lib/i18n";
import { pathLanguage } from "./lib/page-language";

export const streamTimeout = 5_000;

/**
 * Renders a page at build time. Unlike React Router's default, it always waits for every
 * Suspense boundary (`onAllReady`), so sections that hydrate later (lazy chunks) are still
 * written into the prerendered HTML in place, readable with JavaScript off. Each page renders in
 * its URL's language (/te/... in Telugu); pages are prerendered one at a time.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await ensureLanguage(i18n, siteI18n, pathLanguage(new URL(request.url).pathname));
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never outline a finished boundary behind a script: the HTML must read without JS.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          // A failing section fails the build (prerendering rejects non-200 pages).
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
