import { describe, expect, it } from "vitest";
import { overlayForScene } from "./sceneOverlay.ts";

describe("the overlay the program/preview strip draws for a stream software scene", () => {
  it("follows the words crews name their scenes with", () => {
    expect(overlayForScene("Starting Soon").overlay).toBe("break");
    expect(overlayForScene("BRB").overlay).toBe("break");
    expect(overlayForScene("Be Right Back").overlay).toBe("break");
    expect(overlayForScene("Desk").overlay).toBe("desk");
    expect(overlayForScene("Analysis desk (cams)").overlay).toBe("desk");
    expect(overlayForScene("Game").overlay).toBe("ingame");
    expect(overlayForScene("Observer 2").overlay).toBe("ingame");
  });
  it("matches whole words only, and takes an unknown or missing scene for the game", () => {
    expect(overlayForScene("Weekend Gameplay").overlay).toBe("ingame");
    expect(overlayForScene("Deskjet").overlay).toBe("ingame");
    expect(overlayForScene(undefined).overlay).toBe("ingame");
    expect(overlayForScene("").label).toBe("In-game");
  });
});
