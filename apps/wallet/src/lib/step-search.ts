import * as v from "valibot";

/**
 * A flow's confirm step as its own history entry: `?step=confirm` on the form's own route, so
 * the browser's Back returns from confirm to the form with everything on it. Anything else in
 * `step` reads as the form.
 */
export const stepSearch = v.object({
  step: v.fallback(v.optional(v.picklist(["confirm"])), undefined),
});
