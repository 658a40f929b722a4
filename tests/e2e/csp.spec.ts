// Issue 15 item 7: the site and the overlays run under their Content-Security-Policy with
// nothing refused: every script, style, image, font, frame, worker and socket they load is allowed.
import { expect, test, type Page } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";
import { openOverlay } from "./overlays-helpers.ts";
import { e2eState } from "./state.ts";

/** Violations as the page reports them, and the console's "Refused to …" lines. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("__cspViolation", (line: string) => seen.push(line));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation(line: string): void }).__cspViolation(`${e.effectiveDirective} refused ${e.blockedURI}`),
    ),
  );
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && seen.push(m.text()));
  return seen;
}

async function expectPolicy(page: Page, path: string, kind: "site" | "overlay") {
  const response = await page.request.get(path);
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp, path).toContain("default-src 'self'");
  expect(csp.includes("frame-ancestors"), path).toBe(kind === "site");
}

const SITE_PAGES = [
  "/",
  "/events",
  `/event/${shortId(DEMO_EVENT_ID)}`,
  // A played match: its VOD plays in a video site's embed.
  `/match/${shortId(seedId("match:0:0"))}`,
  "/news/spring-cup-kickoff",
  "/learn",
];

test("site pages load with no Content-Security-Policy violation", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of SITE_PAGES) {
    await expectPolicy(page, path, "site");
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // A minisite on its subdomain, themed from its event.
  await page.goto(`http://spring.localhost:${e2eState().port}/`);
  await expect(page.getByTestId("event-name")).toHaveText("Community Cup Spring 2026");
  expect(violations).toEqual([]);
});

test("the dashboard, with its Pixi previews, and a crew page load with no violation", async ({ page }) => {
  const { tokens } = e2eState();
  await page.addInitScript((t) => localStorage.setItem("auth_token", t), tokens.producer);
  const violations = await watchViolations(page);
  await page.goto("/dashboard");
  await expect(page.getByTestId("preview-strip").locator("iframe").first()).toBeVisible();
  // Waits for nothing to happen: a second in which the previews' first frames could break the policy.
  await page.waitForTimeout(1000);
  await page.goto(`/client/producer/admin?token=${tokens.crew}`);
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

const OVERLAYS = ["/broadcast/main/ingame", "/broadcast/main/bracket", "/client/producer/cams/desk", "/broadcast/main/music"];

test("overlays draw with no violation and may be framed by anyone (OBS)", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of OVERLAYS) {
    await expectPolicy(page, path, "overlay");
    const bridge = await openOverlay(page, path);
    expect(bridge.error, path).toBeNull();
    expect(bridge.drawn, path).toBe(true);
  }
  expect(violations).toEqual([]);
});
