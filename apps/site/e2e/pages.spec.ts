import type { Locator, Page } from "@playwright/test";
import { e2eUrls } from "@repo/e2e/config";
import { expect, test } from "@repo/e2e/fixtures";

const wallet = (path: string) => `${e2eUrls.wallet}${path}`;

async function expectLinks(scope: Page | Locator, links: Record<string, string>) {
  for (const [name, href] of Object.entries(links)) {
    await expect(scope.getByRole("link", { name, exact: true }).first()).toHaveAttribute(
      "href",
      href,
    );
  }
}

test.describe("home", () => {
  test("shows the hero, figures, trust strip and its sections in order", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Payments that flow between India and Zambia" }),
    ).toBeVisible();
    await expect(page.getByText("Coming soon to India and Zambia")).toBeVisible();
    const hero = page.locator("main header");
    await expectLinks(hero, { "Join the Waitlist": "/waitlist", "Download the App": "/download" });

    const stats = page.getByLabel("Our targets once we launch");
    await expect(stats.getByRole("definition")).toHaveText(["10M+", "50K+", "500Cr+", "99.9%"]);
    await expect(stats.getByRole("term")).toHaveText([
      "Users",
      "Merchants",
      "Transactions",
      "Uptime",
    ]);
    await expect(page.getByText("PCI-DSS compliant")).toBeVisible();

    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections).toHaveText([
      "Send money home from India",
      "Everything your money needs, in one app",
      "See it in action",
      "Start in three simple steps",
      "Built for merchants too",
      "Your money, locked down",
      "Be among the first to use SangamPay",
    ]);
    await expect(
      page
        .getByRole("region", { name: "Everything your money needs, in one app" })
        .getByRole("heading", { level: 3 }),
    ).toHaveCount(6);
  });

  test("draws six phone screenshots from the sample data, amounts in Indian grouping", async ({
    page,
  }) => {
    await page.goto("/");
    const screens = page.getByRole("img", { name: /^Sample .+ screen$/ });
    await expect(screens).toHaveCount(6);
    const names = [
      "Utility Bills",
      "Tax Payments",
      "Pension Contributions",
      "Scan & Pay",
      "Connect Banks",
      "Utilities",
    ];
    for (const [index, name] of names.entries()) {
      await expect(screens.nth(index)).toHaveAccessibleName(`Sample ${name} screen`);
    }
    const region = page.getByRole("region", { name: "See it in action" });
    await expect(region).toContainText("TSSPDCL Electricity"); // @repo/mock-data transactions
    await expect(region).toContainText("₹2,40,000");
    await expect(region).toContainText("₹38,450"); // @repo/mock-data balances.bank
    await expect(region).toContainText("FreshMart Groceries");
  });

  test("links its calls to action", async ({ page }) => {
    await page.goto("/");
    const steps = page.getByRole("region", { name: "Start in three simple steps" });
    await expect(steps.getByRole("listitem")).toHaveCount(3);
    await expectLinks(steps, { "Join the Waitlist": "/waitlist" });
    await expectLinks(page.getByRole("region", { name: "Built for merchants too" }), {
      "Explore Merchant Tools": "/merchant",
    });
    await expectLinks(page.getByRole("region", { name: "Your money, locked down" }), {
      "How we keep you safe": "/security",
    });
    await expectLinks(page.getByRole("region", { name: "Be among the first to use SangamPay" }), {
      "Join the Waitlist": "/waitlist",
      "Contact Us": "/contact",
    });
    // The below-the-fold sections hydrate too: client-side navigation works from them.
    await page
      .getByRole("region", { name: "Your money, locked down" })
      .getByRole("link", { name: "How we keep you safe" })
      .click();
    await expect(page).toHaveURL(`${e2eUrls.site}/security`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your security is our priority",
    );
  });
});

test.describe("landing", () => {
  test("has its own top bar of in-page anchors, Login and Sign Up", async ({ page }) => {
    await page.goto("/landing");
    const bar = page.getByRole("banner");
    const sections = bar.getByRole("navigation", { name: "Page sections" }).first();
    await expectLinks(sections, {
      Features: "#features",
      "For Merchants": "#merchant",
      Security: "#security",
      About: "#about",
    });
    await expectLinks(bar, { Login: wallet("/splash"), "Sign Up": wallet("/onboarding") });
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    for (const id of ["features", "merchant", "security", "about"]) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await sections.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/landing#about$/);
    await expect(page.getByRole("heading", { name: "About SangamPay" })).toBeInViewport();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("shows the hero, phone mockup, features, merchant dashboard and figures", async ({
    page,
  }) => {
    await page.goto("/landing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The smarter way to pay, send and receive",
    );
    await expect(page.getByText("Secure & Trusted")).toBeVisible();
    await expectLinks(page.getByRole("main"), {
      "Get Started Free": wallet("/onboarding"),
      "Watch Demo": "/demo",
      "Register as Merchant": "/merchant#merchant-form",
      "Learn More about SangamPay for merchants": "/merchant",
      "Read our story": "/about",
    });
    const phone = page.getByRole("img", { name: "Sample SangamPay wallet screen" });
    for (const text of [
      "₹12,500",
      "Pay",
      "Scan",
      "Recharge",
      "Bill Pay",
      "Anjali Reddy",
      "+₹850",
    ]) {
      await expect(phone).toContainText(text);
    }
    await expect(page.locator("#features").getByRole("heading", { level: 3 })).toHaveText([
      "Digital Wallet",
      "Scan & Pay",
      "Instant Transfer",
      "Bill Payments",
      "Bank-Grade Security",
      "Lightning Fast",
    ]);
    await expect(page.locator("#features")).toContainText("256-bit encryption and two-factor");

    const merchant = page.locator("#merchant");
    for (const item of [
      "Business QR codes",
      "Sales analytics",
      "Multiple payment options: UPI, cards and wallet",
      "Customer management",
    ]) {
      await expect(merchant.getByText(item)).toBeVisible();
    }
    const dashboard = merchant.getByRole("figure");
    await expect(dashboard).toContainText("Sample merchant dashboard");
    for (const [label, value] of [
      ["Revenue", "₹2,45,680"],
      ["Transactions", "1,234"],
      ["Average value", "₹199"],
      ["Growth", "+12.5%"],
      ["Success rate", "99.2%"],
    ]) {
      await expect(dashboard.getByRole("term").filter({ hasText: label })).toBeVisible();
      await expect(dashboard.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    await expect(dashboard.getByRole("listitem")).toHaveCount(3);

    await expect(page.getByRole("definition")).toContainText(["50M+", "₹1,000Cr+", "99.9%"]);
  });
});

test("features lists twelve cards, each with its benefits", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "One wallet, everything you pay for",
  );
  const cards = page
    .getByRole("region", { name: "Every feature, explained" })
    .getByRole("heading", {
      level: 3,
    });
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toHaveText("Scan & Pay");
  await expect(cards.last()).toHaveText("Bank-Grade Security");
  const grid = page.getByRole("region", { name: "Every feature, explained" });
  await expect(grid.getByRole("listitem")).toHaveCount(36); // three benefits per card
  await expect(grid.getByText("From India to 50+ countries", { exact: true })).toBeVisible();
  await expectLinks(page.getByRole("main"), {
    "Join the Waitlist": "/waitlist",
    "See How It Works": "/how-it-works",
  });
});

test("how it works shows four timed steps, three use cases and a call to action", async ({
  page,
}) => {
  await page.goto("/how-it-works");
  const steps = page.getByRole("region", { name: "Four steps to get going" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  const expected = [
    ["Download & Sign Up", "2 minutes"],
    ["Complete KYC", "5 minutes"],
    ["Add Money", "Instant"],
    ["Start Paying", "Seconds"],
  ];
  for (const [index, [title, time]] of expected.entries()) {
    await expect(steps.nth(index).getByRole("heading")).toHaveText(title!);
    await expect(steps.nth(index)).toContainText(time!);
  }
  await expect(
    page.getByRole("region", { name: "Made for everyday life" }).getByRole("heading", { level: 3 }),
  ).toHaveCount(3);
  await expectLinks(page.getByRole("main"), {
    "Get Started Free": wallet("/onboarding"),
    "Read the FAQ": "/faq",
  });
});

test("pricing shows three plans, Most Popular on Merchant, what a merchant pays and the Additional Fees table", async ({
  page,
}) => {
  await page.goto("/pricing");
  const plans = page
    .getByRole("region", { name: "Choose your plan" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 3 }),
    });
  await expect(plans).toHaveCount(3);
  const [personal, merchant, enterprise] = [plans.nth(0), plans.nth(1), plans.nth(2)];
  await expect(personal.getByRole("heading")).toHaveText("Personal");
  await expect(personal).toContainText("Free");
  await expect(merchant.getByRole("heading")).toHaveText("Merchant");
  await expect(merchant).toContainText("0.5%");
  await expect(merchant).toContainText("per transaction");
  await expect(merchant).toContainText("Most Popular");
  await expect(personal).not.toContainText("Most Popular");
  await expect(enterprise.getByRole("heading")).toHaveText("Enterprise");
  await expect(enterprise).toContainText("Custom");
  await expectLinks(personal, { "Get Started": wallet("/onboarding") });
  // Both open the wallet's onboarding (the spec); the merchant's carries business sign-up on,
  // where the wallet goes once signed in.
  await expectLinks(merchant, {
    "Start Accepting Payments": wallet("/onboarding?redirect=%2Fbusiness%2Fsignup"),
  });
  await expectLinks(enterprise, { "Contact Sales": "/contact" });

  const fees = page.getByRole("table", { name: "Additional fees by service" });
  await expect(fees.getByRole("rowheader")).toHaveText([
    "Bank transfer (UPI/IMPS)",
    "Wallet loading",
    "Bill payments",
    "Cross-border transfer",
  ]);
  await expect(fees.getByRole("cell")).toHaveText(["Free", "Free", "Free", "1.5% + forex"]);
  // The gateway's 2% and the settlement's 0.5% are a merchant's fees, listed once with what each
  // applies to (claims.spec.ts checks the list).
  await expect(
    page
      .getByRole("region", { name: "What a merchant pays" })
      .getByRole("listitem")
      .filter({ hasText: "Payment gateway" }),
  ).toContainText(["2%per payment"]);
  await enterprise.getByRole("link", { name: "Contact Sales" }).click();
  await expect(page).toHaveURL(`${e2eUrls.site}/contact`);
});

test("security shows six cards, four certifications, practices and three protections", async ({
  page,
}) => {
  await page.goto("/security");
  await expect(
    page
      .getByRole("region", { name: "Protection at every step" })
      .getByRole("heading", { level: 3 }),
  ).toHaveCount(6);
  await expect(page.getByRole("list", { name: "Certifications" }).getByRole("listitem")).toHaveText(
    [/PCI-DSS Level 1/, /ISO 27001/, /SOC 2 Type II/, /GDPR/],
  );
  await expect(
    page.getByRole("region", { name: "Stay safe: best practices" }).getByRole("listitem"),
  ).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "How we protect you" }).getByRole("heading", { level: 3 }),
  ).toHaveText(["Transaction Monitoring", "Data Protection", "Secure Payments"]);
  await expect(page.getByText(/frozen and the case investigated within 24 hours/)).toBeVisible();
});

test("about tells the mission, the story of the name, values and offices", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where two countries meet");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Our mission",
    "The story of our name",
    "What we value",
    "Where to find us",
    "Come along for the journey",
  ]);
  await expect(main).toContainText("a sangam is a confluence");
  await expect(main).toContainText("Zambia");
  const offices = page.getByRole("region", { name: "Where to find us" });
  await expect(offices).toContainText("Lusaka, Zambia");
  await expectLinks(main, { "Join the Waitlist": "/waitlist", "Contact Us": "/contact" });

  // About and Contact agree: the headquarters' address is published, on the contact page.
  await expect(offices).not.toContainText("will be published");
  await expect(offices).toContainText(
    "Mumbai headquarters: its address and opening hours are on our contact page",
  );
  await main.getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("main").locator("address")).toContainText("Mumbai 400051");
});
