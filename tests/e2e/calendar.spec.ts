// Calendar feeds (issue 17 "Calendars"): the event schedule, team and player pages offer
// "Add to calendar", a link to the page's iCalendar feed.
import { expect, test } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, seedId } from "../../server/seed/demo.ts";

test("the event schedule links its calendar feed", async ({ page }) => {
  await page.goto(`/event/${shortId(DEMO_EVENT_ID)}/schedule`);
  const link = page.getByRole("link", { name: "Add to calendar" });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(`/calendar/event/${shortId(DEMO_EVENT_ID)}.ics`);
  const reply = await page.request.get(href!);
  expect(reply.status()).toBe(200);
  expect(reply.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await reply.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text).toContain("BEGIN:VEVENT");
});

test("the team and player pages link their calendar feeds", async ({ page }) => {
  for (const path of [`/team/${shortId(seedId("team:AUR"))}`, `/player/${shortId(seedId("player:Kitsune"))}`]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "Add to calendar" });
    await expect(link).toBeVisible();
    const reply = await page.request.get((await link.getAttribute("href"))!);
    expect(reply.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await reply.text()).toContain("BEGIN:VEVENT");
  }
});
