import { describe, expect, it } from "vitest";

import { findAnswer } from "./support-answer";

const topics = [
  {
    id: "failed",
    question: "A payment failed but money left my account",
    answer: "Failed payments are reversed automatically, usually within 24 hours.",
  },
  {
    id: "limits",
    question: "How much can I send or add?",
    answer: "Limits vary with your KYC status.",
  },
  { id: "pin", question: "How do I change my PIN?", answer: "Go to Profile, then Security." },
  { id: "te", question: "నా పిన్ ఎలా మార్చాలి?", answer: "ప్రొఫైల్, భద్రత." },
] as const;

describe("findAnswer", () => {
  it("finds the topic sharing the most words with the question", () => {
    expect(findAnswer("my payment failed yesterday", topics)?.id).toBe("failed");
    expect(findAnswer("how to change my PIN", topics)?.id).toBe("pin");
    expect(findAnswer("what is the limit", topics)?.id).toBe("limits");
  });

  it("reads questions in other scripts", () => {
    expect(findAnswer("పిన్ మార్చాలి", topics)?.id).toBe("te");
  });

  it("has no answer for an unrelated question", () => {
    expect(findAnswer("Do you sponsor cricket teams?", topics)).toBeNull();
    expect(findAnswer("", topics)).toBeNull();
  });
});
