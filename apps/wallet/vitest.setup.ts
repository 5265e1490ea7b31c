import { vi } from "vitest";

// Resets every zustand store after each test (see __mocks__/zustand.ts).
vi.mock("zustand");
