import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Thing, WireRecord } from "../../domain/tables.ts";
import type { Change } from "../store/ThingStore.ts";
import { FanOut, FAN_OUT_TICK_MS } from "./FanOut.ts";

const ID = "recAAAAAAAAAAAAAA";

function broadcast(version: number, fields: Record<string, unknown> = {}): Thing {
  return { id: ID, __tableName: "Broadcasts", __version: version, key: "main", title: `v${version}`, ...fields } as unknown as Thing;
}

function change(before: Thing | null, after: Thing | null): Change {
  return { id: ID, table: "Broadcasts", before, after };
}

let sent: [string, WireRecord | null][];
let sources: string[][];
let fanOut: FanOut;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  sources = [];
  fanOut = new FanOut({ send: (room, data) => sent.push([room, data]), sourcesChanged: (s) => sources.push([...s]) }, FAN_OUT_TICK_MS, () =>
    Date.now(),
  );
});
afterEach(() => vi.useRealTimers());

const sentTo = (room: string) => sent.filter(([r]) => r === room).map(([, data]) => data && (data as { title?: string }).title);

describe("FanOut", () => {
  it("sends a commit after the committing call returns, to every key of the record", async () => {
    fanOut.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sentTo("broadcast-main")).toEqual(["v2"]);
    expect(sentTo(ID)).toEqual(["v2"]);
    expect(sent.find(([room]) => room === "broadcast-main")?.[1]).toMatchObject({ __id: "broadcast-main", __version: 2 });
    expect(sources).toEqual([["Broadcasts"]]);
  });

  it("within one tick sends only a record's latest version, once per room", async () => {
    fanOut.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    await vi.advanceTimersByTimeAsync(0);
    for (let v = 3; v <= 50; v++) fanOut.add({ changes: [change(broadcast(v - 1), broadcast(v))], revision: v });
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS);
    expect(sentTo("broadcast-main")).toEqual(["v2", "v50"]);
    expect(sources).toHaveLength(2);
  });

  it("sends a burst at most once per tick, and the last version always goes out", async () => {
    for (let v = 2; v <= 101; v++) {
      fanOut.add({ changes: [change(broadcast(v - 1), broadcast(v))], revision: v });
      await vi.advanceTimersByTimeAsync(2);
    }
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS);
    const titles = sentTo("broadcast-main");
    expect(titles.length).toBeLessThanOrEqual(Math.ceil((100 * 2) / FAN_OUT_TICK_MS) + 1);
    expect(titles.at(-1)).toBe("v101");
    const versions = titles.map((t) => Number(t!.slice(1)));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it("counts the tick from the end of a send that took long, so changes made meanwhile are merged", async () => {
    const slow = new FanOut(
      {
        send: (room, data) => {
          sent.push([room, data]);
          // Writing to many sockets takes the process 30 ms.
          vi.setSystemTime(Date.now() + 30);
        },
        sourcesChanged: () => {},
      },
      FAN_OUT_TICK_MS,
      () => Date.now(),
    );
    slow.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    await vi.advanceTimersByTimeAsync(0);
    slow.add({ changes: [change(broadcast(2), broadcast(3))], revision: 3 });
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS - 1);
    slow.add({ changes: [change(broadcast(3), broadcast(4))], revision: 4 });
    expect(sentTo("broadcast-main")).toEqual(["v2"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentTo("broadcast-main")).toEqual(["v2", "v4"]);
  });

  it("a key the record gave up in the tick hears it is gone; a key it moved to another record hears that record", async () => {
    const other = { ...broadcast(3), id: "recBBBBBBBBBBBBBB", key: "old", title: "other" } as unknown as Thing;
    fanOut.add({
      changes: [
        change(broadcast(1), broadcast(3, { key: "old" })),
        {
          id: other.id,
          table: "Broadcasts",
          before: { ...other, key: "side" } as unknown as Thing,
          after: { ...other, key: "main" } as Thing,
        },
      ],
      revision: 3,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sentTo("broadcast-main")).toEqual(["other"]);
    expect(sentTo("broadcast-side")).toEqual([null]);
    expect(sentTo("broadcast-old")).toEqual(["v3"]);
  });

  it("a removed record is sent as null to every key it had", async () => {
    fanOut.add({ changes: [change(broadcast(1), null)], revision: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sentTo("broadcast-main")).toEqual([null]);
    expect(sentTo(ID)).toEqual([null]);
  });

  it("tells a subscriber whether a send reached its room after it joined", async () => {
    const joined = fanOut.sent;
    expect(fanOut.sentSince("broadcast-main", joined)).toBe(false);
    fanOut.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    fanOut.flush();
    expect(fanOut.sentSince("broadcast-main", joined)).toBe(true);
    expect(fanOut.sentSince("broadcast-side", joined)).toBe(false);
    expect(fanOut.sentSince("broadcast-main", fanOut.sent)).toBe(false);
  });
});
