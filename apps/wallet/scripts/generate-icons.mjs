// Draws the wallet's install icons (public/icons/*.png) from public/favicon.svg with the
// Chromium the e2e tests use. Run after changing the favicon: `pnpm --filter wallet icons`.
// "any" icons are the favicon edge to edge; the maskable one puts it inside the 80% safe zone
// on the brand colour, so launchers can cut any shape out of it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const svg = readFileSync(`${publicDir}favicon.svg`, "utf8");
const brand = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? "#0b7a75";

const icons = [
  { file: "icon-192.png", size: 192, padding: 0, background: "transparent" },
  { file: "icon-512.png", size: 512, padding: 0, background: "transparent" },
  { file: "icon-maskable-512.png", size: 512, padding: 0.1, background: brand },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage();
for (const { file, size, padding, background } of icons) {
  await page.setViewportSize({ width: size, height: size });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:${background}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" ` +
      `style="display:block;margin:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">`,
  );
  await page.screenshot({ path: `${publicDir}icons/${file}`, omitBackground: true });
  console.log(`public/icons/${file}`);
}
await browser.close();
