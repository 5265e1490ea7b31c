import type { Context, Hono } from "hono";
import * as v from "valibot";

import { ApiError } from "./errors.ts";

export type Method = "get" | "post" | "put" | "patch" | "delete";

export interface ResponseSpec {
  description: string;
  schema?: v.GenericSchema;
}

/** One operation: what the OpenAPI document says about it and what the handler is given. */
export interface RouteSpec<Body extends v.GenericSchema | undefined = undefined> {
  method: Method;
  /** Hono's path syntax (`/api/transfers/:id`). */
  path: string;
  operationId: string;
  summary: string;
  tags: string[];
  /** Who may call it: anyone, a signed-in session, or the team's token. */
  auth: "none" | "session" | "team";
  body?: Body;
  query?: v.GenericSchema;
  responses: Record<number, ResponseSpec>;
}

export type AppEnv = { Variables: { requestId: string; sessionUser?: string } };

type Input<Body> = Body extends v.GenericSchema ? v.InferOutput<Body> : undefined;

/** Turns a valibot failure into the API's 400 with one message per field. */
export function invalid(issues: v.BaseIssue<unknown>[], what = "body"): ApiError {
  const list = issues.map((issue) => ({
    path: v.getDotPath(issue) ?? "",
    message: issue.message,
  }));
  return new ApiError("invalid_body", `The request ${what} is not valid.`, list);
}

/**
 * The operations the API serves, in the order they were declared: the OpenAPI document is
 * made from this list, and a test checks every route Hono knows is in it.
 */
export class RouteBook {
  readonly specs: RouteSpec<v.GenericSchema | undefined>[] = [];

  constructor(private readonly app: Hono<AppEnv>) {}

  add<Body extends v.GenericSchema | undefined = undefined>(
    spec: RouteSpec<Body>,
    handler: (c: Context<AppEnv>, body: Input<Body>) => Response | Promise<Response>,
  ) {
    this.specs.push(spec);
    this.app.on(spec.method.toUpperCase(), spec.path, async (c) => {
      let body: unknown = undefined;
      if (spec.body) {
        let raw: unknown;
        try {
          raw = await c.req.json();
        } catch {
          throw new ApiError("invalid_body", "The request body is not JSON.");
        }
        // Every body is a JSON object; valibot's object schemas would also take an array.
        if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
          throw new ApiError("invalid_body", "The request body must be a JSON object.");
        }
        const parsed = v.safeParse(spec.body, raw);
        if (!parsed.success) throw invalid(parsed.issues);
        body = parsed.output;
      }
      if (spec.query) {
        const parsed = v.safeParse(spec.query, c.req.query());
        if (!parsed.success) throw invalid(parsed.issues, "query");
      }
      return handler(c, body as Input<Body>);
    });
  }
}
