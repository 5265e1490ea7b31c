import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pay, phoneNumbers, signInWithPin, TEAM_TOKEN, testApp, testClock } from "../test/app.ts";
import { freshDatabase } from "../test/database.ts";
import type { Database } from "./db/database.ts";
import { violations } from "./ledger/transfers.ts";

/**
 * Every operation of the OpenAPI document, fed generated bad input: bodies of the wrong shape,
 * fields of the wrong type, negative, fractional and huge amounts, long and odd Unicode, extra
 * fields, other accounts' ids. Every answer is a 4xx in the error shape (never a 500), and nothing
 * in the database changes.
 */
type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
};
type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
};

const RUNS_PER_OPERATION = 40;

let db: Database;
let call: ReturnType<typeof testApp>["call"];
let cookie: string;
/** A transfer between two other people: its id is another account's. */
let strangersTransfer: string;
const newPhone = phoneNumbers("92");

beforeAll(async () => {
  db = await freshDatabase(8);
  const clock = testClock();
  ({ call } = testApp(db, clock));
  const payer = await signInWithPin(call, newPhone());
  const payee = await signInWithPin(call, newPhone());
  strangersTransfer = uuidv7();
  expect((await pay(call, payer, payee, "10000", strangersTransfer)).status).toBe(201);
  ({ cookie } = await signInWithPin(call, newPhone()));
});

/** What the database holds: every table's row count and the ledger's sums. */
async function state() {
  const { rows: tables } = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const counts: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM "${name}"`);
    counts[name] = String(rows[0]!.n);
  }
  const { rows } = await db.query<Record<string, unknown>>(
    "SELECT sum(balance)::text AS balance, sum(held)::text AS held, sum(version)::text AS version FROM accounts",
  );
  return { counts, ledger: rows[0] };
}

/** The JSON types a schema accepts (every type, when it says nothing). */
function typesOf(schema: JsonSchema): Set<string> | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const all = new Set<string>();
    for (const variant of variants) {
      const types = typesOf(variant);
      if (!types) return undefined;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  if (schema.allOf) return typesOf(schema.allOf[0]!);
  if (!schema.type) {
    const values = schema.enum ?? ("const" in schema ? [schema.const] : undefined);
    return values && new Set(values.map(jsonType));
  }
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has("integer")) types.add("number");
  if (schema.nullable) types.add("null");
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "number" ? "number" : typeof value;
}

const hugeOrOddNumbers = fc.oneof(
  fc.constantFrom(-1, -0.01, 0.5, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000_000, max: -1 }),
);
const oddStrings = fc.oneof(
  fc.constantFrom(
    "-500",
    "1e3",
    "0.5",
    "99999999999999999999999999999",
    "NaN",
    "",
    " ",
    "\u0000",
    "\u202e\u0661\u0662\u0663",
    "'; DROP TABLE accounts; --",
    "<script>alert(1)</script>",
    "👨‍👩‍👧‍👦".repeat(40),
    "+919876543210".repeat(3),
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 300, maxLength: 3000 }),
);
/** Any hostile JSON value: odd numbers and strings, wrong types, nesting. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hugeOrOddNumbers,
  oddStrings,
  fc.constantFrom(null, true, false, [], {}),
  fc.array(oddStrings, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddStrings, { maxKeys: 3 }),
);
/** A value of a JSON type `schema` does not accept: invalid whatever the rest of the body. */
function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const accepted = typesOf(schema);
  if (!accepted) return undefined;
  const byType: Record<string, fc.Arbitrary<unknown>> = {
    string: oddStrings,
    number: hugeOrOddNumbers,
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(hostile, { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), hostile, { maxKeys: 3 }),
  };
  const wrong = Object.keys(byType).filter((type) => !accepted.has(type));
  return wrong.length > 0 ? fc.oneof(...wrong.map((type) => byType[type]!)) : undefined;
}

/** Bodies `schema` refuses: the wrong shape, or an object with one field of the wrong type. */
function badBodies(schema: JsonSchema): fc.Arbitrary<string> {
  const notJson = fc.constantFrom("{", "[1,", "amount=500", "\u0000\u0001", "");
  const wrongShape = wrongTypeFor(schema);
  const shapes: fc.Arbitrary<string>[] = [notJson];
  if (wrongShape) shapes.push(wrongShape.map((value) => JSON.stringify(value)));
  const properties = Object.entries(schema.properties ?? {});
  const breakable = properties.filter(([, property]) => wrongTypeFor(property));
  if (breakable.length > 0) {
    const rest = fc.record(Object.fromEntries(properties.map(([name]) => [name, hostile])), {
      requiredKeys: [],
    });
    const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostile, {
      maxKeys: 3,
    });
    shapes.push(
      fc
        .tuple(fc.constantFrom(...breakable), rest, extra)
        .chain(([[name, property], others, more]) =>
          wrongTypeFor(property)!.map((bad) => JSON.stringify({ ...more, ...others, [name]: bad })),
        ),
    );
  }
  return fc.oneof(...shapes);
}

/** Path parameters: another account's transfer, odd and overlong strings. */
const pathParameter = fc.oneof(
  fc.constant(() => strangersTransfer),
  fc.constant(() => uuidv7()),
  oddStrings.filter((text) => text.length > 0).map((text) => () => text),
);

/** The fake-but-plausible values the query strings get. */
const queryValue = fc.oneof(oddStrings, hugeOrOddNumbers.map(String));

describe("fuzzing every documented operation", () => {
  let operations: [string, string, Operation][] = [];
  let cases = 0;

  beforeAll(async () => {
    const doc = (await (await call("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [path, method, operation] as const),
    ) as [string, string, Operation][];
  });
  afterAll(() => {
    console.info(`fuzz: ${cases} bad requests over ${operations.length} operations`);
  });

  it("answers bad input with a 4xx in the error shape and changes nothing", async () => {
    expect(operations.length).toBeGreaterThan(20);
    const before = await state();
    for (const [path, method, operation] of operations) {
      const schema = operation.requestBody?.content["application/json"].schema;
      const hasParameters = path.includes("{");
      // An operation with nothing to break (no body, no parameter) gets a hostile query string.
      const request = fc.record({
        body: schema ? badBodies(schema) : fc.constant(undefined),
        parameter: pathParameter,
        query: fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), queryValue, {
          maxKeys: 3,
        }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ body, parameter, query }) => {
          const filled = path.replace(/\{\w+\}/g, () => encodeURIComponent(parameter()));
          const search = new URLSearchParams(query).toString();
          const security = Object.keys(operation.security?.[0] ?? {})[0];
          const headers: Record<string, string> = {
            "x-real-ip": "10.66.0.1",
            ...(security === "session" && { cookie }),
            ...(security === "teamToken" && { authorization: `Bearer ${TEAM_TOKEN}` }),
            ...(body !== undefined && { "content-type": "application/json" }),
          };
          cases++;
          const response = await call(`${filled}${search ? `?${search}` : ""}`, {
            method: method.toUpperCase(),
            headers,
            ...(body !== undefined && { body }),
          });
          const type = response.headers.get("content-type") ?? "";
          // A live event stream never ends by itself: its opening is all there is to check.
          if (type.startsWith("text/event-stream")) await response.body?.cancel();
          const answer: unknown = type.includes("json")
            ? await response.json()
            : type.startsWith("text/event-stream")
              ? ""
              : await response.text();
          const where = `${method.toUpperCase()} ${filled} ${body ?? ""}`.slice(0, 300);
          expect(response.status, where).toBeLessThan(500);
          if (schema || hasParameters) {
            expect(response.status, where).toBeGreaterThanOrEqual(400);
          }
          if (response.status >= 400) {
            const { error } = answer as { error?: { code?: unknown; message?: unknown } };
            expect(typeof error?.code, where).toBe("string");
            expect(typeof error?.message, where).toBe("string");
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env.FUZZ_SEED) || undefined },
      );
    }
    expect(await state()).toEqual(before);
    expect(await violations(db)).toEqual([]);
  });
});
