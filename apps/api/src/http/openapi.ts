import { toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

import type { RouteSpec } from "./route.ts";

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        issues: {
          type: "array",
          items: {
            type: "object",
            properties: { path: { type: "string" }, message: { type: "string" } },
          },
        },
      },
    },
  },
};

const schemaOf = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { errorMode: "ignore", target: "openapi-3.0" } as never);

/** `/api/transfers/:id` → `/api/transfers/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** The OpenAPI 3.1 document, made from the routes' own schemas (never written by hand). */
export function openApiDocument(specs: readonly RouteSpec<v.GenericSchema | undefined>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    const path = openApiPath(spec.path);
    const parameters = [...spec.path.matchAll(/:(\w+)/g)].map((match) => ({
      name: match[1],
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(spec.responses)) {
      const isError = Number(status) >= 400;
      const schema = response.schema
        ? schemaOf(response.schema)
        : isError
          ? errorSchema
          : undefined;
      responses[status] = {
        description: response.description,
        ...(schema && { content: { "application/json": { schema } } }),
      };
    }
    (paths[path] ??= {})[spec.method] = {
      operationId: spec.operationId,
      summary: spec.summary,
      tags: spec.tags,
      ...(spec.auth !== "none" && {
        security: [spec.auth === "session" ? { session: [] } : { teamToken: [] }],
      }),
      ...(parameters.length > 0 && { parameters }),
      ...(spec.body && {
        requestBody: {
          required: true,
          content: { "application/json": { schema: schemaOf(spec.body) } },
        },
      }),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "SangamPay API",
      version: "1.0.0",
      description:
        "Accounts, the double-entry ledger and payments of SangamPay's sandbox. Every refusal has the shape { error: { code, message } }.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "sp_session" },
        teamToken: { type: "http", scheme: "bearer" },
      },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
