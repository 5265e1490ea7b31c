import { create } from "zustand";

import { readRequests, type RequestLists, type RequestView } from "../data/requests-api";

type PeopleRequestsState = {
  /** Null until the server's lists have been read once (or while it gives no answer). */
  lists: RequestLists | null;
};

/**
 * The connected wallet's requests between accounts, as the server holds them: read once when a
 * screen shows them, then kept up to date by the live feed's `request` events. Kept in memory only.
 */
export const usePeopleRequestsStore = create<PeopleRequestsState>()(() => ({ lists: null }));

/**
 * One direction's requests between people, without the merchants' payment links the same lists
 * hold (those are the business links screen's): null until read.
 */
export function betweenPeople(
  lists: RequestLists | null,
  direction: "incoming" | "outgoing",
): RequestView[] | null {
  return lists ? lists[direction].filter((request) => request.kind === "request") : null;
}

/** Reads both lists again (a screen opens, or the live feed re-connected after a gap). */
export async function refreshPeopleRequests(): Promise<void> {
  const lists = await readRequests();
  if (lists) usePeopleRequestsStore.setState({ lists });
}

/** A request as it now is: replaces its earlier state, or comes first in its list. */
export function applyRequest(request: RequestView): void {
  const { lists } = usePeopleRequestsStore.getState();
  if (!lists) return;
  const list = lists[request.direction];
  const next = list.some((r) => r.id === request.id)
    ? list.map((r) => (r.id === request.id ? request : r))
    : [request, ...list];
  usePeopleRequestsStore.setState({ lists: { ...lists, [request.direction]: next } });
}

/** Forgets the last account's requests (sign-out, or another account signed in). */
export function forgetPeopleRequests(): void {
  usePeopleRequestsStore.setState({ lists: null });
}
