import { describe, expect, it } from "vitest";
import { clipPolyline } from "./clipLine.ts";

const view = { x: 0, y: 0, w: 100, h: 100 };

describe("clipPolyline (a connection line drawn only in view)", () => {
  it("keeps a line inside the view whole, ending at its arrow", () => {
    expect(
      clipPolyline(
        [
          [10, 10],
          [50, 10],
          [50, 60],
          [90, 60],
        ],
        view,
      ),
    ).toEqual([
      {
        points: [
          [10, 10],
          [50, 10],
          [50, 60],
          [90, 60],
        ],
        offset: 0,
        end: true,
      },
    ]);
  });

  it("cuts a long line to the view and keeps its dash phase", () => {
    // Right 50 from far above the view, then down through it, then right below it.
    const runs = clipPolyline(
      [
        [10, -1000],
        [50, -1000],
        [50, 5000],
        [90, 5000],
      ],
      view,
    );
    expect(runs).toEqual([
      {
        points: [
          [50, 0],
          [50, 100],
        ],
        offset: 40 + 1000,
        end: false,
      },
    ]);
  });

  it("answers every run where a line leaves the view and comes back, the last one with the arrow", () => {
    const runs = clipPolyline(
      [
        [10, 10],
        [10, 500],
        [60, 500],
        [60, 50],
      ],
      view,
    );
    expect(runs).toEqual([
      {
        points: [
          [10, 10],
          [10, 100],
        ],
        offset: 0,
        end: false,
      },
      {
        points: [
          [60, 100],
          [60, 50],
        ],
        offset: 490 + 50 + 400,
        end: true,
      },
    ]);
  });

  it("answers nothing for a line that misses the view", () => {
    expect(
      clipPolyline(
        [
          [200, 10],
          [300, 10],
          [300, 90],
        ],
        view,
      ),
    ).toEqual([]);
  });
});
