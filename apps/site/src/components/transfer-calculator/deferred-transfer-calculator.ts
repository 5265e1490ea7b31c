import { deferredSection } from "../../lib/deferred-section";

/**
 * The calculator (its corridors, rates and quote maths) in a chunk of its own, outside every
 * page's first load. Prerendered HTML already shows it with its default quote; it hydrates once
 * the chunk arrives.
 */
export const DeferredTransferCalculator = deferredSection(() =>
  import("./transfer-calculator-section").then((module) => module.TransferCalculatorSection),
);
