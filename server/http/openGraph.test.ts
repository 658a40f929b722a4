import { describe, expect, it } from "vitest";
import { injectPreview } from "./openGraph.ts";

const HTML = "<html><head><title>Community Esports</title></head><body></body></html>";

describe("injectPreview", () => {
  it("sets the page title and the Open Graph tags", () => {
    const out = injectPreview(
      HTML,
      { title: "Aurora Foxes", description: "Roster and matches.", image: "https://x/image.png?id=a&size=512" },
      "https://x/team/abc",
    );
    expect(out).toContain("<title>Aurora Foxes | Community Esports</title>");
    expect(out).toContain(`<meta property="og:title" content="Aurora Foxes" />`);
    expect(out).toContain(`<meta property="og:image" content="https://x/image.png?id=a&#38;size=512" />`);
  });
  it("escapes text from records so it cannot end the tag", () => {
    const out = injectPreview(HTML, { title: `"><script>alert(1)</script>`, description: "x" }, "https://x/");
    expect(out).not.toContain("<script>alert");
    expect(out).toContain("&#34;&#62;&#60;script&#62;");
  });
});
