import { beforeEach, describe, expect, it, vi } from "vitest";

import { localStorageNames } from "../lib/storage-names";
import { onceSignedIn } from "./session-follow";

const keep = (status: string) =>
  localStorage.setItem(
    localStorageNames.session,
    JSON.stringify({ state: { status }, version: 1 }),
  );

describe("onceSignedIn", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it("runs at once when this browser keeps a signed-in session", () => {
    keep("signed-in");
    const then = vi.fn();
    onceSignedIn(then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(then).toHaveBeenCalledWith(true);
  });

  it("waits, never signed in or signed out, until the session store signs in: then runs once", async () => {
    keep("signed-out");
    const then = vi.fn();
    const stopped = vi.fn();
    onceSignedIn(then);
    onceSignedIn(stopped)();
    const { useSessionStore } = await import("./session-store");
    expect(then).not.toHaveBeenCalled();
    useSessionStore.getState().signIn("9876543210");
    useSessionStore.getState().logout();
    useSessionStore.getState().signIn("9876543210");
    expect(then).toHaveBeenCalledTimes(1);
    expect(then, "a session begun on this page").toHaveBeenCalledWith(false);
    expect(stopped).not.toHaveBeenCalled();
  });

  it("hears another tab's sign-in, as the session's storage changes there", () => {
    const then = vi.fn();
    onceSignedIn(then);
    const newValue = JSON.stringify({ state: { status: "signed-in" }, version: 1 });
    window.dispatchEvent(new StorageEvent("storage", { key: "another-key", newValue }));
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: localStorageNames.session, newValue }));
    expect(then).toHaveBeenCalledWith(false);
  });

  it("tells this page of a sign-in without a storage event, which other listeners would take for another tab's", async () => {
    const storageEvents = vi.fn();
    window.addEventListener("storage", storageEvents);
    const { useSessionStore } = await import("./session-store");
    useSessionStore.getState().signIn("9876543210");
    window.removeEventListener("storage", storageEvents);
    expect(storageEvents).not.toHaveBeenCalled();
  });

  it("takes unreadable storage for no session", () => {
    localStorage.setItem(localStorageNames.session, "{not json");
    const then = vi.fn();
    onceSignedIn(then);
    expect(then).not.toHaveBeenCalled();
  });
});
