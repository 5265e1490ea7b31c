import { createHash, randomBytes } from "node:crypto";

import {
  formVersions,
  type LeadFields,
  type LeadForm,
  leadForms,
  leadSchemas,
} from "@repo/forms/leads";
import * as v from "valibot";

import type { AppDeps } from "../app.ts";
import { ApiError } from "../http/errors.ts";
import { RateLimit } from "../http/rate-limit.ts";
import type { RouteBook } from "../http/route.ts";
import {
  type PageLanguage,
  pageLanguages,
  sayInEnglish,
  successMessage,
  waitlistConfirmation,
} from "../leads/copy.ts";
import { markConfirmationSent, saveLead, unsubscribe } from "../leads/store.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What the lead routes need besides the database. */
export interface LeadDeps {
  mailer: Mailer;
  /** The site's origin: the confirmation e-mail's unsubscribe link opens a page there. */
  siteUrl: string;
  /** Submissions one client address may make (all three forms together). */
  rateLimit: { points: number; duration: number };
  /** The team's token for the export (leads-export.ts). */
  teamToken: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const fieldSchemas = leadSchemas(sayInEnglish);

/** A submission: the form's fields and what the page says about them. */
const submissionSchema = <F extends LeadForm>(form: F) =>
  v.object({
    /** Made by the browser for this submission and kept for its retries: one entry per id. */
    submissionId: v.pipe(v.string(), v.uuid("The submission id is a UUID.")),
    /** The language the page was read in (the confirmation e-mail follows it). */
    language: v.picklist(pageLanguages, "The page language is en or te."),
    formVersion: v.literal(
      formVersions[form],
      `This form is out of date (version ${formVersions[form]} is current); reload the page.`,
    ),
    /** A field people never see: whatever fills it is a program. */
    website: v.optional(v.pipe(v.string(), v.maxLength(500)), ""),
    fields: fieldSchemas[form],
  });

const Received = v.object({
  status: v.literal("received"),
  /** What the page tells the visitor, in the page's language. */
  message: v.object({ title: v.string(), description: v.string() }),
});

const titles: Record<LeadForm, string> = {
  waitlist: "Joins the waitlist",
  contact: "Sends a message to the team",
  merchant: "Asks to become a merchant",
};

/** The unsubscribe page on the site, in the entry's language; the token rides in the fragment (never sent to a server or logged). */
export function unsubscribeUrl(siteUrl: string, language: PageLanguage, token: string): string {
  return `${siteUrl}${language === "te" ? "/te" : ""}/unsubscribe#token=${token}`;
}

/**
 * The site's three forms (POST /api/leads/{waitlist,contact,merchant}) and the waitlist e-mail's
 * unsubscribe (POST /api/leads/unsubscribe). See apps/api/README.md, "Leads".
 */
export function leadRoutes(book: RouteBook, { db, log, leads, clock }: AppDeps) {
  const submits = new RateLimit({ name: "leads", ...leads.rateLimit });
  const unsubscribes = new RateLimit({ name: "unsubscribe", points: 20, duration: 600 });

  async function confirm(
    id: string,
    language: PageLanguage,
    entry: LeadFields<"waitlist">,
    token: string,
  ) {
    const url = unsubscribeUrl(leads.siteUrl, language, token);
    try {
      await leads.mailer.send({
        to: entry.email,
        ...waitlistConfirmation(language, { name: entry.fullName, unsubscribeUrl: url }),
        unsubscribeUrl: url,
      });
      await markConfirmationSent(db, id, clock());
    } catch (error) {
      // The entry is kept; the export shows the confirmation as not sent.
      log.warn(
        { err: error, id, provider: leads.mailer.provider },
        "waitlist confirmation not sent",
      );
    }
  }

  for (const form of leadForms) {
    book.add(
      {
        method: "post",
        path: `/api/leads/${form}`,
        operationId: `submit${form[0]!.toUpperCase()}${form.slice(1)}`,
        summary: `${titles[form]}. A retried submit (same submissionId) is one entry${form === "waitlist" ? "; an e-mail already on the list is not a second entry and gets the same answer" : ""}.`,
        tags: ["leads"],
        auth: "none",
        body: submissionSchema(form),
        responses: {
          200: { description: "Received (stored, or already stored)", schema: Received },
          400: {
            description: "A field is refused: one issue per field, at its path (fields.email)",
          },
          409: { description: "This submissionId was used for other content" },
          429: { description: "Too many submissions from this address (Retry-After)" },
          503: { description: "The database is unavailable; nothing was stored" },
        },
      },
      async (c, body) => {
        await submits.takeForClient(c);
        const answer = {
          status: "received" as const,
          message: successMessage(form, body.language),
        };
        const requestId = c.get("requestId");
        if (body.website !== "") {
          // Answered as a person would be, so the program learns nothing; nothing is stored.
          log.info({ requestId, form }, "honeypot filled: answered, not stored");
          return c.json(answer);
        }
        const token = form === "waitlist" ? randomBytes(32).toString("base64url") : undefined;
        const outcome = await saveLead(db, {
          id: body.submissionId,
          form,
          receivedAt: clock(),
          language: body.language,
          formVersion: body.formVersion,
          contentSha256: sha256(JSON.stringify(body.fields)),
          fields: body.fields,
          ...(token && { unsubscribeTokenSha256: sha256(token) }),
        });
        log.info({ requestId, form, id: body.submissionId, outcome }, "lead");
        if (outcome === "conflict") {
          throw new ApiError(
            "idempotency_conflict",
            "This submissionId was already used for other content; make a new one.",
          );
        }
        if (outcome === "stored" && token) {
          await confirm(
            body.submissionId,
            body.language,
            body.fields as LeadFields<"waitlist">,
            token,
          );
        }
        return c.json(answer);
      },
    );
  }

  book.add(
    {
      method: "post",
      path: "/api/leads/unsubscribe",
      operationId: "unsubscribeWaitlist",
      summary: "Stops the waitlist e-mails to the entry whose confirmation carried this token.",
      tags: ["leads"],
      auth: "none",
      body: v.object({
        token: v.pipe(v.string(), v.regex(/^[\w-]{43}$/, "The token is 43 characters.")),
      }),
      responses: {
        200: {
          description: "Unsubscribed (or already)",
          schema: v.object({ status: v.literal("unsubscribed") }),
        },
        400: { description: "Not a token" },
        404: { description: "No entry has this token" },
        429: { description: "Too many attempts from this address" },
      },
    },
    async (c, { token }) => {
      await unsubscribes.takeForClient(c);
      if (!(await unsubscribe(db, sha256(token), clock()))) {
        throw new ApiError("not_found", "This unsubscribe link is not valid.");
      }
      return c.json({ status: "unsubscribed" as const });
    },
  );
}
