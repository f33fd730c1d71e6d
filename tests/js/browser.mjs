// SPDX-License-Identifier: MIT
// browser.mjs - the browser table's test (run by tests/js/browser.sh):
// drives headless Chromium with puppeteer-core over the served
// examples/js/web/ page. It types an illegal move in the notation box and
// checks that the page shows its rule ID, then plays p1 to the end of the
// game by clicking legal-move buttons (a seeded random one each time, or
// the first with L5R_PICK=first), and saves screenshots.
//
//   node browser.mjs URL SCREENSHOT_PREFIX
//
// Environment: L5R_NODE_DIR (the folder whose node_modules holds
// puppeteer-core; default: the working directory),
// L5R_CHROMIUM (default /usr/bin/chromium), L5R_TURNS (the game's turn
// limit, default 12), L5R_SEED (default 1), L5R_PICK.
import { createRequire } from "node:module";
import * as path from "node:path";
import { pathToFileURL } from "node:url";

const [url, shot] = process.argv.slice(2);
const require = createRequire(
  path.resolve(process.env.L5R_NODE_DIR || process.cwd(), "package.json"));
const { default: puppeteer } =
  await import(pathToFileURL(require.resolve("puppeteer-core")).href);

const turns = Number(process.env.L5R_TURNS || 12);
const seed = Number(process.env.L5R_SEED || 1);
const pickFirst = process.env.L5R_PICK === "first";
const MAX_CLICKS = 5000;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok" : "FAIL"}: ${what}`);
  if (!ok) failures++;
}

let a = (seed ^ 0xc1c4) >>> 0; // a small PRNG for picking buttons
const rand = () => { a = (Math.imul(a, 1664525) + 1013904223) >>> 0; return a / 4294967296; };

const args = ["--headless=new", "--disable-gpu", "--no-first-run"];
if (process.getuid && process.getuid() === 0) args.push("--no-sandbox");
const browser = await puppeteer.launch({
  executablePath: process.env.L5R_CHROMIUM || "/usr/bin/chromium",
  headless: true, args });
const errors = [];
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 1000 });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()}`));

  const t0 = Date.now();
  await page.goto(`${url}?seed=${seed}&turns=${turns}`, { waitUntil: "load" });
  await page.waitForFunction(() => document.body.dataset.ready === "1" ||
                                    document.body.dataset.error, { timeout: 30000 });
  const error = await page.evaluate(() => document.body.dataset.error || "");
  check(!error, `the page loads${error ? ": " + error : ""} (${Date.now() - t0} ms)`);
  const status = () => page.$eval("#status", (e) => e.textContent);
  console.log(`status: ${await status()}`);
  const cards = await page.$$eval(".card", (l) => l.length);
  check(cards > 0, `the table shows ${cards} card boxes`);
  const hidden = await page.$$eval("#p2 .card.hidden", (l) => l.length);
  check(hidden > 0, `p2's hidden cards are drawn face down (${hidden})`);

  // An illegal move in the notation box: the other player passing.
  const me = await page.$eval("#status", (e) => e.textContent);
  check(/your decision/.test(me), "p1 is to decide at the start");
  await page.type("#move", "p2 pass");
  await page.click("#typed button");
  const verdict = await page.$eval("#verdict", (e) =>
    ({ rule: e.dataset.rule, text: e.textContent, cls: e.className }));
  check(/^[A-Z]+-\d+/.test(verdict.rule) && verdict.text.includes(verdict.rule) &&
        verdict.cls === "illegal",
        `'p2 pass' shows its rule ID: ${verdict.text}`);
  await page.$eval("#move", (e) => { e.value = ""; });
  await page.type("#move", "p1 frobnicate");
  await page.click("#typed button");
  const syntax = await page.$eval("#verdict", (e) => e.textContent);
  check(/L5R_ESYNTAX/.test(syntax), `a move that does not parse is refused: ${syntax}`);
  await page.$eval("#move", (e) => { e.value = ""; });

  // Play to the end by clicking the legal-move buttons: against the random
  // policy, then a new game against the greedy one (chosen in the form).
  let midShot = false;
  const playToEnd = async (pol) => {
    let clicks = 0;
    const t1 = Date.now();
    while (clicks < MAX_CLICKS) {
      if (await page.$eval("#status", (e) => e.dataset.over) === "1") break;
      const buttons = await page.$$("#moves button");
      if (buttons.length === 0) { check(false, `no move buttons: ${await status()}`); break; }
      const b = buttons[pickFirst ? 0 : Math.floor(rand() * buttons.length)];
      await b.click();
      clicks++;
      if (!midShot && clicks === 60) {
        await page.screenshot({ path: `${shot}-midgame.png`, fullPage: true });
        midShot = true;
      }
    }
    const final = await status();
    const over = await page.$eval("#status", (e) => e.dataset.over) === "1";
    check(over, `against ${pol}: the game ended after ${clicks} clicks ` +
                `(${Date.now() - t1} ms): ${final}`);
    const log = await page.$$eval("#log > li", (l) => l.map((e) => e.textContent));
    const moves = await page.$$eval("#log > li > .move", (l) => l.map((e) => e.textContent));
    check(log.length > clicks, `against ${pol}: the log has ${log.length} moves`);
    check(moves.some((t) => t.endsWith(`(${pol})`)) &&
          !moves.some((t) => /\((random|greedy)\)$/.test(t) && !t.endsWith(`(${pol})`)),
          `against ${pol}: p2's moves are the ${pol} policy's`);
    check(log.some((t) => /game over/.test(t)), `against ${pol}: the log records the game's end`);
    check(await page.$$eval("#moves button", (l) => l.length) === 0,
          `against ${pol}: no move buttons once over`);
  };
  await playToEnd("random");
  await page.screenshot({ path: `${shot}.png`, fullPage: true });
  console.log(`screenshots: ${shot}.png${midShot ? `, ${shot}-midgame.png` : ""}`);

  await page.select("#policy", "greedy");
  await page.click("#newgame button");
  await page.waitForFunction(() => /p2 greedy/.test(
    document.querySelector("#log > li")?.textContent ?? ""), { timeout: 30000 });
  await playToEnd("greedy");
} finally {
  await browser.close();
}
check(errors.length === 0, `no errors in the page${errors.length ? ": " + errors.join("; ") : ""}`);
console.log(failures === 0 ? "all passed" : `${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
