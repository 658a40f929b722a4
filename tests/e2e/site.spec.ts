import { expect, test } from "./test.ts";
import { shortId } from "../../domain/ids.ts";
import { DEMO_EVENT_ID, DEMO_OTHER_EVENT_ID, seedId } from "../../server/seed/demo.ts";

const EVENT = shortId(DEMO_EVENT_ID);
const TEAM = shortId(seedId("team:AUR"));
const PLAYER = shortId(seedId("player:Kitsune"));
const PLAYED_MATCH = shortId(seedId("match:0:0"));

test.describe("public site", () => {
  test("home shows the welcome, at most 6 upcoming matches and the count of community events", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Community Esports");
    await expect(page.getByTestId("welcome")).toContainText("Welcome");
    await expect(page.getByTestId("event-count")).toContainText("2 community events");
    const upcoming = page.locator("section", { hasText: "Upcoming matches" }).getByTestId("match-card");
    await expect(upcoming.first()).toBeVisible();
    expect(await upcoming.count()).toBeLessThanOrEqual(6);
    await expect(page.getByTestId("live-badge").first()).toBeVisible();
  });

  test("events are grouped: In progress, then each series, then other events", async ({ page }) => {
    await page.goto("/events");
    const sections = page.getByTestId("event-section");
    await expect(sections.nth(0).locator("h2")).toHaveText("In progress");
    await expect(sections.nth(0)).toContainText("Community Cup Spring 2026");
    await expect(sections.nth(1).locator("h2")).toHaveText("Community Cup");
    await expect(sections.nth(1)).toContainText("Community Cup Winter Invitational");
  });

  test("teams filter only above 2 characters and keep the page number in ?page=", async ({ page }) => {
    await page.goto("/teams");
    await expect(page).toHaveTitle("Teams | Community Esports");
    // Twelve teams under two events (the spring event's eight, the winter event's four), ten events a page.
    await expect(page.getByTestId("team-row")).toHaveCount(12);
    await expect(page.getByTestId("team-page")).toHaveText("Page 1 of 1");
    await page.getByTestId("team-filter").fill("fr");
    await expect(page.getByTestId("team-row")).toHaveCount(12);
    await page.getByTestId("team-filter").fill("FRÔ");
    await expect(page.getByTestId("team-row")).toHaveCount(1);
    await expect(page.getByTestId("team-row")).toContainText("Frostbite");
    await page.goto("/teams?page=4");
    await expect(page.getByTestId("team-page")).toHaveText("Page 1 of 1");
  });

  test("player search needs 3 characters unless Enter, ignores accents and lists verified players first", async ({ page }) => {
    await page.goto("/players");
    const search = page.getByTestId("player-search");
    await search.fill("mo");
    await expect(page.getByTestId("search-hint")).toHaveText("Use 3 or more characters to search");
    await expect(page.getByTestId("player-row")).toHaveCount(0);
    await search.press("Enter");
    await expect(page.getByTestId("search-hint")).toHaveCount(0);
    await expect(page.getByTestId("player-row").first()).toBeVisible();
    await search.fill("KÍTS");
    await expect(page.getByTestId("player-row")).toHaveText([/Kitsune/]);
    await search.fill("an");
    await search.press("Enter");
    const rows = page.getByTestId("player-row");
    await expect(rows.first()).toContainText("Verified");
    const texts = await rows.allTextContents();
    const firstUnverified = texts.findIndex((t) => !t.includes("Verified"));
    expect(texts.slice(firstUnverified).every((t) => !t.includes("Verified"))).toBe(true);
  });

  test("event sub-pages follow the show/hide rules and the minisite prompt shows on the main site", async ({ page }) => {
    await page.goto(`/event/${EVENT}`);
    await expect(page.getByTestId("event-name")).toHaveText("Community Cup Spring 2026");
    await expect(page).toHaveTitle("Community Cup Spring 2026 | Community Esports");
    await expect(page.getByTestId("minisite-prompt")).toBeVisible();
    const nav = page.getByTestId("event-nav");
    // The demo event runs a draft (its blocks say draft.use), so the Draft tab shows.
    for (const label of ["Overview", "Schedule", "Bracket", "Standings", "Foldy Sheet", "Draft", "Staff", "Theme", "About"])
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    await expect(nav.getByText("Settings", { exact: true })).toHaveCount(0);
    await nav.getByText("Schedule", { exact: true }).click();
    await expect(page.getByTestId("event-schedule")).toContainText("Week 1");
    await nav.getByText("Bracket", { exact: true }).click();
    await expect(page.getByTestId("bracket-view").first()).toContainText("Playoffs");
    await nav.getByText("Standings", { exact: true }).click();
    await expect(page.getByTestId("event-standings")).toContainText("Group A");
    await nav.getByText("Foldy Sheet", { exact: true }).click();
    await expect(page.getByTestId("event-scenarios")).toContainText("Group B");
    await nav.getByText("Staff", { exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/extended$/);
    await expect(page.getByTestId("event-staff")).toContainText("Caster Quinn");
    await nav.getByText("About", { exact: true }).click();
    await expect(page.getByTestId("event-about")).toContainText("open community tournament");
    await page.goto(`/event/${EVENT}/matches`);
    await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/schedule$`));
    await page.goto(`/event/${EVENT}/stream`);
    await expect(page.getByTestId("event-streams")).toContainText("Community Cup Main Stream");
    await page.goto(`/event/${EVENT}/rosters`);
    await expect(page.getByTestId("roster-card")).toHaveCount(8);
    await page.goto(`/event/${shortId(DEMO_OTHER_EVENT_ID)}`);
    await expect(page.getByTestId("event-nav").getByText("Schedule", { exact: true })).toHaveCount(0);
  });

  test("team, player, match, detailed and news pages show their records", async ({ page }) => {
    await page.goto(`/team/${TEAM}`);
    await expect(page.getByTestId("team-name")).toHaveText("Aurora Foxes");
    await expect(page.getByTestId("team-roster")).toContainText("Kitsune");
    for (const sub of ["matches", "previous", "details", "composition", "theme"]) {
      await page.goto(`/team/${TEAM}/${sub}`);
      await expect(page.getByTestId("team-name")).toHaveText("Aurora Foxes");
    }
    await page.goto(`/player/${PLAYER}`);
    await expect(page.getByTestId("player-name")).toContainText("Kitsune");
    await expect(page.getByTestId("player-profile")).toContainText("Tank");
    for (const sub of [
      "played-matches",
      "match-stats",
      "casts",
      "news",
      "matches",
      "production",
      "brands",
      "participation",
      "banner",
      "partners",
    ]) {
      await page.goto(`/player/${PLAYER}/${sub}`);
      await expect(page.getByTestId("player-name")).toContainText("Kitsune");
      await expect(page.getByTestId("not-found")).toHaveCount(0);
    }
    await page.goto(`/match/${PLAYED_MATCH}`);
    await expect(page.getByTestId("vod-embed")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/demo00\?start=95/);
    await expect(page.getByTestId("maps-table")).toBeVisible();
    await page.goto(`/match/${PLAYED_MATCH}/history`);
    await expect(page.getByTestId("match-history")).toBeVisible();
    await page.goto(`/detailed/${PLAYED_MATCH}`);
    await expect(page.getByTestId("map-detail").first()).toBeVisible();
    await page.goto("/news/spring-cup-kickoff");
    await expect(page.getByTestId("news-content")).toContainText("Eight teams");
  });

  test("unknown paths and records show Not Found; the redirects of the spec land where they should", async ({ page }) => {
    for (const path of ["/no/such/page", `/team/${"x".repeat(14)}`, "/news/nope"]) {
      await page.goto(path);
      await expect(page.getByTestId("not-found")).toContainText("Not Found");
    }
    for (const [from, to] of [
      ["/guide", "/learn"],
      ["/guides", "/learn"],
      ["/tools", "/learn"],
      ["/scenes", "/learn/guides/observing-tech/obs-scenes"],
    ]) {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    }
  });

  test("link previews carry Open Graph tags for event, team, player and match pages", async ({ request }) => {
    const og = async (path: string) => (await (await request.get(path)).text()).match(/property="og:title" content="([^"]*)"/)?.[1];
    expect(await og(`/event/${EVENT}`)).toBe("Community Cup Spring 2026");
    expect(await og(`/team/${TEAM}`)).toBe("Aurora Foxes");
    expect(await og(`/player/${PLAYER}`)).toBe("Kitsune");
    expect(await og(`/match/${PLAYED_MATCH}`)).toMatch(/^Aurora Foxes vs Midnight Owls \(\d-\d\)$/);
    expect(await og("/teams")).toBeUndefined();
  });

  test("the timezone swapper changes how times read and remembers the 24-hour choice", async ({ page }) => {
    await page.goto(`/event/${EVENT}/schedule`);
    await page.getByTestId("nav-timezone").click();
    await page.getByTestId("zone-London").click();
    await page.getByTestId("use-24h").check();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("start-time").first()).toHaveText(/\d{2}:\d{2} UK$/);
    await page.getByTestId("nav-timezone").click();
    await page.getByTestId("zone-Los Angeles").click();
    await page.getByTestId("use-24h").uncheck();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("start-time").first()).toHaveText(/\d{1,2}:\d{2} (AM|PM) PT$/);
    // The playoffs are more than 7 days away: their times carry the date.
    await page.goto(`/match/${shortId(seedId("match:playoff:7"))}`);
    await expect(page.getByTestId("start-time")).toHaveText(/^\w{3} \d{1,2} \w{3} /);
  });

  test("the learn hub has its guides and tools", async ({ page }) => {
    await page.goto("/learn");
    await expect(page.getByTestId("guide-card")).toHaveCount(3);
    for (const slug of ["intro", "virtual-cable", "obs-setup", "obs-scenes", "overwatch-settings"]) {
      await page.goto(`/learn/guides/observing-tech/${slug}`);
      await expect(page.getByTestId("guide-page").locator("h2").first()).toBeVisible();
    }
    for (const slug of ["intro", "tool", "video", "sound", "controls", "gameplay", "social", "a11y"]) {
      await page.goto(`/learn/guides/overwatch-settings/${slug}`);
      await expect(page.getByTestId("guide-page")).toBeVisible();
    }
    await page.goto("/learn/guides/companion-module/intro");
    await expect(page.getByTestId("guide-page")).toContainText("Coming soon");
    await page.goto("/tools/obs-scene-collections");
    await page.getByTestId("obs-broadcast").fill("main");
    await page.getByTestId("obs-client").fill("observer");
    const href = await page.getByTestId("obs-download").getAttribute("href");
    const json = JSON.parse(decodeURIComponent(href!.replace(/^data:application\/json;charset=utf-8,/, "")));
    expect(JSON.stringify(json)).toContain("/broadcast/main/ingame");
    await page.goto("/twitch-auth");
    await expect(page.getByTestId("twitch-authorize")).toHaveAttribute("aria-disabled", "true");
    await page.getByTestId("scope-channel:manage:broadcast").check();
    await page.getByTestId("scope-channel:edit:commercial").check();
    await expect(page.getByTestId("twitch-authorize")).toHaveAttribute(
      "href",
      /\/twitch_auth\/channel%3Amanage%3Abroadcast%20channel%3Aedit%3Acommercial$/,
    );
    for (const path of [
      "/tools/overwatch-settings-switcher",
      "/learn/broadcast-routes",
      "/learn/standings",
      "/learn/ograf",
      "/cams",
      "/theme-creator",
      "/bracket-creator",
    ]) {
      await page.goto(path);
      await expect(page.getByTestId("not-found")).toHaveCount(0);
      await expect(page.locator("h1").first()).toBeVisible();
    }
  });

  test("works on a phone: the menu folds behind a button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("nav-events")).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByTestId("nav-events").click();
    await expect(page).toHaveURL(/\/events$/);
  });
});
