import { type IDBPDatabase, openDB } from "idb";
import * as v from "valibot";

import type { BusinessBook } from "../lib/business/business-ledger";
import { GST_RATES } from "../lib/business/gst";
import type { Invoice } from "../lib/business/invoice";
import { businessDatabaseName } from "../lib/storage-names";
import { moneySchema } from "./entry-schema";

/**
 * The business's book, kept in IndexedDB in a database of its own beside the personal ledger's:
 * balances, received payments and settlements, GST invoices and payment links, read and written
 * as one record in one transaction (a few hundred entries), so a settlement and a sale arriving
 * from another tab never overwrite each other. Read back through a schema: storage is untrusted.
 */
const STORE = "book";
const KEY = "current";

export type BusinessState = {
  book: BusinessBook;
  invoices: Invoice[];
  /** Stored payment links, as their own module reads them. */
  links: unknown[];
};

const iso = v.pipe(
  v.string(),
  v.check((date) => !Number.isNaN(Date.parse(date))),
);
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(60));
const name = v.pipe(v.string(), v.maxLength(120));

// Two schemas tried in turn (not `v.variant`): every valibot function used anywhere joins the
// shell chunk that the first screen loads.
const entrySchemas = [
  v.object({
    id,
    kind: v.literal("sale"),
    outletId: id,
    customer: name,
    payer: name,
    amount: moneySchema,
    date: iso,
    status: v.picklist(["Completed", "Failed"]),
    linkId: v.optional(id),
    fee: v.optional(moneySchema),
  }),
  v.object({
    id,
    kind: v.literal("settlement"),
    amount: moneySchema,
    fee: moneySchema,
    date: iso,
    status: v.literal("Completed"),
  }),
] as const;

const invoiceSchema = v.object({
  number: id,
  sequence: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  date: iso,
  customer: name,
  customerGstin: v.optional(v.pipe(v.string(), v.regex(/^[0-9A-Z]{15}$/))),
  placeOfSupply: v.pipe(v.string(), v.regex(/^\d\d$/)),
  supplierState: v.pipe(v.string(), v.regex(/^\d\d$/)),
  lines: v.array(
    v.object({
      description: name,
      hsn: v.pipe(v.string(), v.regex(/^\d{4,8}$/)),
      quantity: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      rate: moneySchema,
      gstRate: v.picklist(GST_RATES),
    }),
  ),
});

const stateSchema = v.object({
  book: v.object({
    balances: v.object({ business: moneySchema, bank: moneySchema }),
    entries: v.array(v.unknown()),
  }),
  invoices: v.array(v.unknown()),
  links: v.array(v.unknown()),
});

/** The stored state with every sound entry and invoice; null when there is none to read. */
export function readState(raw: unknown): BusinessState | null {
  const parsed = v.safeParse(stateSchema, raw);
  if (!parsed.success) return null;
  const { book, invoices, links } = parsed.output;
  const entries = book.entries.flatMap((entry) => {
    for (const schema of entrySchemas) {
      const sound = v.safeParse(schema, entry);
      if (sound.success) return [sound.output];
    }
    return [];
  });
  return {
    book: { balances: book.balances, entries },
    invoices: invoices.flatMap((invoice) => {
      const sound = v.safeParse(invoiceSchema, invoice);
      return sound.success ? [sound.output] : [];
    }),
    links,
  };
}

/** Where the book lives; `update` reads, changes and writes it as one step. */
export interface BusinessBackend {
  readonly kept: boolean;
  read(): Promise<BusinessState | null>;
  update<T>(
    change: (state: BusinessState | null) => { state: BusinessState; result: T },
  ): Promise<T>;
  /** Forgets the whole book ("Erase all data"). */
  erase(): Promise<void>;
}

class IdbBusinessBackend implements BusinessBackend {
  readonly kept = true;
  constructor(private readonly db: IDBPDatabase) {}

  async read() {
    return readState(await this.db.get(STORE, KEY));
  }

  async update<T>(change: (state: BusinessState | null) => { state: BusinessState; result: T }) {
    const tx = this.db.transaction(STORE, "readwrite");
    const { state, result } = change(readState(await tx.store.get(KEY)));
    await tx.store.put(state, KEY);
    await tx.done;
    return result;
  }

  erase() {
    return this.db.clear(STORE);
  }
}

class MemoryBusinessBackend implements BusinessBackend {
  readonly kept = false;
  private state: BusinessState | null = null;

  read() {
    return Promise.resolve(this.state);
  }

  update<T>(change: (state: BusinessState | null) => { state: BusinessState; result: T }) {
    const { state, result } = change(this.state);
    this.state = state;
    return Promise.resolve(result);
  }

  erase() {
    this.state = null;
    return Promise.resolve();
  }
}

/** IndexedDB where the browser has it; memory where it is missing or blocked. */
export async function openBusinessBook(): Promise<BusinessBackend> {
  if (typeof indexedDB === "undefined" || indexedDB === null) return new MemoryBusinessBackend();
  try {
    const db = await openDB(businessDatabaseName, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
      blocking() {
        db.close();
      },
    });
    return new IdbBusinessBackend(db);
  } catch (error) {
    console.warn("IndexedDB is unavailable; the business book is kept in memory:", error);
    return new MemoryBusinessBackend();
  }
}
