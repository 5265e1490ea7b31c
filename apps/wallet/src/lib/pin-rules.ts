/**
 * What makes a PIN too easy to guess, as banks refuse it: one digit repeated (111111) or a
 * straight run of digits up or down (123456, 654321). Each reason has its own sentence in the
 * wallet's "app" copy (`app.pinRules.<reason>`).
 */
export type WeakPinReason = "repeated" | "sequence";

/** Why a whole PIN is too weak to keep, or null when it will do. */
export function weakPinReason(pin: string): WeakPinReason | null {
  if (pin.length < 2 || !/^\d+$/.test(pin)) return null;
  if (/^(\d)\1*$/.test(pin)) return "repeated";
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i++) steps.add(Number(pin[i]) - Number(pin[i - 1]));
  if (steps.size === 1 && (steps.has(1) || steps.has(-1))) return "sequence";
  return null;
}

/** Why a new PIN will not do in place of the current one: too weak, or the same PIN again. */
export function newPinProblem(pin: string, current?: string): WeakPinReason | "same" | null {
  if (current !== undefined && pin === current) return "same";
  return weakPinReason(pin);
}
