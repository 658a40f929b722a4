import { describe, expect, it } from "vitest";
import { attachmentAt, embeddableUrl } from "./embeds.ts";

describe("embedded pages and media", () => {
  it("embeds only absolute http and https addresses", () => {
    expect(embeddableUrl("https://example.com/page?x=1")).toBe("https://example.com/page?x=1");
    expect(embeddableUrl(" http://example.com ")).toBe("http://example.com/");
    expect(embeddableUrl("javascript:alert(1)")).toBeNull();
    expect(embeddableUrl("file:///etc/passwd")).toBeNull();
    expect(embeddableUrl("example.com")).toBeNull();
    expect(embeddableUrl("")).toBeNull();
    expect(embeddableUrl(undefined)).toBeNull();
  });
  it("numbers attachments from 1", () => {
    expect(attachmentAt(["a", "b"], 1)).toBe("a");
    expect(attachmentAt(["a", "b"], 2)).toBe("b");
    expect(attachmentAt(["a", "b"], 3)).toBeNull();
    expect(attachmentAt(["a", "b"], 0)).toBeNull();
    expect(attachmentAt(undefined, 1)).toBeNull();
  });
  it("trims spaces a browser does not, such as a pasted no-break space", () => {
    expect(embeddableUrl("\u00a0https://example.com/page\u00a0")).toBe("https://example.com/page");
  });
});
