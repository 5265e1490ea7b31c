/** Where the embedded wallet starts, and the walk-through beside it (text: site/demo.json). */
export const DEMO_START_PATH = "/splash";

export const demoSteps = ["splash", "language", "login", "pin", "explore"] as const;
