import type { StateStorage } from "zustand/middleware";

/** localStorage that never throws: private modes and full quotas only lose persistence. */
export const safeLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      return window.localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      window.localStorage.setItem(name, value);
    } catch {
      // storage full or unavailable: the state lives until the page is left
    }
  },
  removeItem: (name) => {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // as above
    }
  },
};
