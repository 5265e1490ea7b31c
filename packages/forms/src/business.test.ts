import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { BusinessName, businessVpa, isBusinessVpa } from "./business";
import { isValidVpa } from "./upi-id";

describe("businessVpa", () => {
  it("makes the UPI ID from the business's name", () => {
    expect(businessVpa("Lakshmi Tiffins")).toBe("lakshmi.tiffins@sangambiz");
    expect(businessVpa("  Sri Durga Sweets & Co. ")).toBe("sri.durga.sweets.co@sangambiz");
    expect(businessVpa("Café Ñandú")).toBe("cafe.nandu@sangambiz");
  });

  it("never gives the sample shop's address, whatever the name", () => {
    for (const name of ["Lakshmi Tiffins", "FreshMart", "శ్రీ కిరాణా", "x", "!!!"]) {
      expect(businessVpa(name)).not.toBe("freshmart@okhdfcbank");
      expect(isValidVpa(businessVpa(name))).toBe(true);
      expect(isBusinessVpa(businessVpa(name))).toBe(true);
    }
  });

  it("gives a name in another script a stable code, different for different names", () => {
    expect(businessVpa("శ్రీ కిరాణా")).toMatch(/^shop\.[0-9a-z]{7}@sangambiz$/);
    expect(businessVpa("శ్రీ కిరాణా")).toBe(businessVpa("శ్రీ కిరాణా"));
    expect(businessVpa("శ్రీ కిరాణా")).not.toBe(businessVpa("लक्ष्मी टिफिन"));
  });

  it("keeps a long name's address short", () => {
    const vpa = businessVpa("The Great Hyderabad Biryani and Kebab House Private Limited");
    expect(vpa.split("@")[0]!.length).toBeLessThanOrEqual(32);
    expect(vpa).not.toMatch(/\.@/);
  });

  it("tells the wallet's business addresses from others", () => {
    expect(isBusinessVpa("freshmart@okhdfcbank")).toBe(false);
    expect(isBusinessVpa("bad id@sangambiz")).toBe(false);
  });

  it("gives the next choices when the first is taken, still short and on the handle", () => {
    expect(businessVpa("Lakshmi Tiffins", 2)).toBe("lakshmi.tiffins2@sangambiz");
    const long = businessVpa("The Great Hyderabad Biryani and Kebab House Private Limited", 12);
    expect(long.split("@")[0]).toMatch(/12$/);
    expect(long.split("@")[0]!.length).toBeLessThanOrEqual(32);
    expect(businessVpa("శ్రీ కిరాణా", 3)).toMatch(/^shop\.[0-9a-z]{7}3@sangambiz$/);
  });
});

describe("BusinessName", () => {
  it("keeps a name trimmed, refuses an empty one and one past 50 characters", () => {
    expect(v.parse(BusinessName, "  Lakshmi Tiffins ")).toBe("Lakshmi Tiffins");
    expect(v.safeParse(BusinessName, "   ").success).toBe(false);
    expect(v.safeParse(BusinessName, "x".repeat(50)).success).toBe(true);
    expect(v.safeParse(BusinessName, "x".repeat(51)).success).toBe(false);
  });
});
