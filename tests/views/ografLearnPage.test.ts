import { expect, it } from "vitest";
import { GRAPHICS } from "../../overlays/ograf/graphics.ts";
import { GRAPHICS as LISTED } from "../../site/learn/OgrafGraphics.tsx";

it("/learn/ograf lists each OGraf graphic as overlays/ograf/graphics.ts defines it", () => {
  expect(
    LISTED.map((g) => ({ id: g.id, name: g.name, steps: Number.parseInt(g.steps, 10), nonRealTime: g.nonRealTime, liveOnly: g.liveOnly })),
  ).toEqual(GRAPHICS.map((g) => ({ id: g.id, name: g.name, steps: g.stepCount, nonRealTime: g.nonRealTime, liveOnly: !g.portable })));
});
