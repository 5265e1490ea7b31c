import { describe, expect, it } from "vitest";

import { toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("writes a header and CRLF-ended rows, quoting only what needs it", () => {
    expect(
      toCsv(
        ["a", "b", "c"],
        [
          ["plain", 2, null],
          ['say "hi"', "x,y", "two\nlines"],
        ],
      ),
    ).toBe('a,b,c\r\nplain,2,\r\n"say ""hi""","x,y","two\nlines"\r\n');
  });

  it("writes times as ISO 8601 in UTC", () => {
    expect(toCsv(["t"], [[new Date("2026-03-14T09:26:53Z")]])).toBe(
      "t\r\n2026-03-14T09:26:53.000Z\r\n",
    );
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+91", "'+91"],
    ["-1", "'-1"],
    ["@A1", "'@A1"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
  ])("puts an apostrophe before %j, which a spreadsheet would run", (value, written) => {
    expect(toCsv(["v"], [[value]])).toBe(`v\r\n${written}\r\n`);
  });

  it("leaves other values, Telugu included, as they are", () => {
    expect(toCsv(["v"], [["చంద్ర 'quoted' 1=1"]])).toBe("v\r\nచంద్ర 'quoted' 1=1\r\n");
  });
});
