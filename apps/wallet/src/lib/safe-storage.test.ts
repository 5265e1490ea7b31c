import { afterEach, describe, expect, it, vi } from "vitest";

import { safeLocalStorage } from "./safe-storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("safeLocalStorage", () => {
  it("reads, writes and removes through localStorage", () => {
    safeLocalStorage.setItem("wallet", "{}");
    expect(localStorage.getItem("wallet")).toBe("{}");
    expect(safeLocalStorage.getItem("wallet")).toBe("{}");
    safeLocalStorage.removeItem("wallet");
    expect(safeLocalStorage.getItem("wallet")).toBeNull();
  });

  it("reads nothing and writes nowhere, without throwing, when every Storage method throws", () => {
    for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      });
    }
    expect(safeLocalStorage.getItem("wallet")).toBeNull();
    expect(() => safeLocalStorage.setItem("wallet", "{}")).not.toThrow();
    expect(() => safeLocalStorage.removeItem("wallet")).not.toThrow();
  });

  it("survives a browser where reading localStorage itself throws", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(safeLocalStorage.getItem("wallet")).toBeNull();
    expect(() => safeLocalStorage.setItem("wallet", "{}")).not.toThrow();
  });
});
