import { describe, expect, it } from "vitest";
import { makeMatchView } from "../../engine/testViews.ts";
import { thumbnailCaption, thumbnailMatch } from "./layout.ts";

const done = makeMatchView({ id: "recDONE", score_1: 2, score_2: 0, first_to: 2 });
const next = makeMatchView({ id: "recNEXT", first_to: 3, round: "Upper Final", match_group: "Playoffs" });

describe("the thumbnail", () => {
  it("is about the live match, else the first scheduled match still to play", () => {
    expect(thumbnailMatch(next, [done])?.id).toBe("recNEXT");
    expect(thumbnailMatch(null, [done, next])?.id).toBe("recNEXT");
    expect(thumbnailMatch(null, [done])?.id).toBe("recDONE");
    expect(thumbnailMatch(null, [])).toBeNull();
  });
  it("captions the match with its round, group and length", () => {
    expect(thumbnailCaption(next)).toBe("Upper Final  ·  Playoffs  ·  Best of 5");
    expect(thumbnailCaption(makeMatchView({}))).toBe("");
  });
});
