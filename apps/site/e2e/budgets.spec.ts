import { expect, test } from "@repo/e2e/fixtures";

import { budgets, format, measurePage, overBudget } from "../scripts/check-budgets.mjs";

// The production build must stay within the performance budgets (scripts/check-budgets.mjs).
test("the home page's first load stays within its JavaScript and CSS budgets", () => {
  const home = measurePage("/");
  test
    .info()
    .annotations.push(
      { type: "initial JS (gzip)", description: format(home.js) },
      { type: "CSS (gzip)", description: format(home.css) },
    );
  expect(home.js).toBeGreaterThan(0);
  expect(home.css).toBeGreaterThan(0);
  expect(overBudget()).toEqual([]);
  expect(home.js).toBeLessThanOrEqual(budgets["/"].js);
});
