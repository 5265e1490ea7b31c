import type { Money } from "@repo/ledger/money";
import * as v from "valibot";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import { askForMoney, RequestId } from "../data/requests-api";
import { safeLocalStorage } from "../lib/safe-storage";
import { isAsked, type SplitPerson } from "../lib/split";
import { localStorageNames } from "../lib/storage-names";
import { applyRequest } from "./people-requests-store";
import { useSessionStore } from "./session-store";

/**
 * The connected wallet's split bills: each share asked of another account is a request on the
 * server (`POST /api/requests`), made with an id chosen once, when the split is made, and kept
 * here, so asking again (no answer came, a second tap, a reload) never makes a second request.
 * Whether each request is paid comes from the server's lists and its live events
 * (people-requests-store); this keeps only what the server does not know: which requests make
 * up which split, and what asking each one came to. Kept in this browser, per account.
 */

/** What asking a share came to. */
export type Asking =
  /** Asked; no answer yet. */
  | "sending"
  /** The request is on the server, in the other account's app. */
  | "asked"
  /** No account has this number or UPI ID: nothing was asked. */
  | "no-account"
  /** No answer came: whether the request was made is unknown, until it is asked again. */
  | "no-answer"
  /** The server refused it (`message` says why). */
  | "refused";

export type SplitRequestShare = {
  person: SplitPerson;
  amount: Money;
  /** The request's id, made once for this share; your own share has none. */
  requestId?: string;
  asking?: Asking;
  /** The server's reason for a refusal. */
  message?: string;
  /** The registered name of the account asked, as the server gave it. */
  payerName?: string;
};

export type SplitRequests = {
  id: string;
  /** The signed-in number that made it: another account on this browser does not see it. */
  owner: string;
  /** ISO 8601. */
  createdAt: string;
  total: Money;
  note?: string;
  shares: SplitRequestShare[];
};

type State = { splits: SplitRequests[] };

/** Enough for any real use; the oldest beyond it are dropped when a new one is added. */
const KEEP = 50;

const minor = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const storedSplit = v.object({
  id: RequestId,
  owner: v.pipe(v.string(), v.regex(/^\d{6,15}$/)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  total: minor,
  currency: v.picklist(["INR", "ZMW"]),
  note: v.optional(text(100)),
  shares: v.pipe(
    v.array(
      v.object({
        person: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
        amount: minor,
        requestId: v.optional(RequestId),
        asking: v.optional(v.picklist(["sending", "asked", "no-account", "no-answer", "refused"])),
        message: v.optional(text(300)),
        payerName: v.optional(text(100)),
      }),
    ),
    v.minLength(1),
    v.maxLength(20),
  ),
});
type Stored = v.InferInput<typeof storedSplit>;

export const useSplitRequestsStore = create<State>()(
  persist((): State => ({ splits: [] }), {
    name: localStorageNames.splitRequests,
    version: 1,
    storage: createJSONStorage(() => safeLocalStorage),
    partialize: ({ splits }): { splits: Stored[] } => ({
      splits: splits.map(({ total, shares, ...split }) => ({
        ...split,
        total: total.minor,
        currency: total.currency as Stored["currency"],
        shares: shares.map((share) => ({ ...share, amount: share.amount.minor })),
      })),
    }),
    merge: (persisted, current) => {
      const stored = (persisted as { splits?: unknown } | undefined)?.splits;
      const splits = (Array.isArray(stored) ? stored : []).flatMap((item) => {
        const parsed = v.safeParse(storedSplit, item);
        if (!parsed.success) return [];
        const { currency, total, shares, ...split } = parsed.output;
        return [
          {
            ...split,
            total: { minor: total, currency },
            shares: shares.map((share) => ({
              ...share,
              amount: { minor: share.amount, currency },
              // The page was left before the answer came: what happened is not known.
              ...(share.asking === "sending" ? { asking: "no-answer" as const } : {}),
            })),
          },
        ];
      });
      return { ...current, splits };
    },
  }),
);

function updateShare(splitId: string, person: SplitPerson, change: Partial<SplitRequestShare>) {
  useSplitRequestsStore.setState(({ splits }) => ({
    splits: splits.map((split) =>
      split.id !== splitId
        ? split
        : {
            ...split,
            shares: split.shares.map((share) =>
              share.person === person ? { ...share, ...change } : share,
            ),
          },
    ),
  }));
}

/** Requests in flight, by id: a second tap while one is on its way sends nothing. */
const inFlight = new Set<string>();

/**
 * Asks one share of a split (again): with the id the share was given when the split was made, so
 * the server makes the request once however often it is asked.
 */
export async function askShare(splitId: string, person: SplitPerson): Promise<void> {
  const split = useSplitRequestsStore.getState().splits.find((s) => s.id === splitId);
  const share = split?.shares.find((s) => s.person === person);
  const id = share?.requestId;
  if (!split || !share || !id || share.asking === "asked" || inFlight.has(id)) return;
  inFlight.add(id);
  updateShare(splitId, person, { asking: "sending" });
  const result = await askForMoney({
    id,
    to: person,
    amount: share.amount,
    ...(split.note ? { note: split.note } : {}),
  }).finally(() => inFlight.delete(id));
  if (result.ok) {
    applyRequest(result.request);
    updateShare(splitId, person, {
      asking: "asked",
      ...(result.request.payer?.name ? { payerName: result.request.payer.name } : {}),
    });
  } else {
    updateShare(splitId, person, {
      asking: result.reason,
      ...(result.reason === "refused" ? { message: result.message.slice(0, 300) } : {}),
    });
  }
}

/**
 * Makes a split: every share but your own gets its request id now, is kept, then asked (all at
 * once; each says for itself what asking came to). It is the signed-in account's. Answers the
 * split's id.
 */
export function startSplit(split: {
  total: Money;
  note?: string;
  shares: { person: SplitPerson; amount: Money }[];
}): string {
  const made: SplitRequests = {
    ...split,
    id: crypto.randomUUID(),
    owner: useSessionStore.getState().phone ?? "",
    createdAt: new Date().toISOString(),
    shares: split.shares.map((share) =>
      isAsked(share.person)
        ? { ...share, requestId: crypto.randomUUID(), asking: "sending" as const }
        : share,
    ),
  };
  useSplitRequestsStore.setState(({ splits }) => ({ splits: [made, ...splits].slice(0, KEEP) }));
  for (const share of made.shares) if (share.requestId) void askShare(made.id, share.person);
  return made.id;
}
