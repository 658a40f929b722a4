import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Thing, WireRecord } from "../../domain/tables.ts";
import type { Change } from "../store/ThingStore.ts";
import { FanOut, FAN_OUT_MAX_TICK_MS, FAN_OUT_TICK_MS } from "./FanOut.ts";

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
  fanOut = new FanOut(
    { send: (room, data) => sent.push([room, data]), sourcesChanged: (s) => sources.push([...s]) },
    { clock: () => Date.now() },
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
    await vi.advanceTimersByTimeAsync(FAN_OUT_MAX_TICK_MS);
    const titles = sentTo("broadcast-main");
    expect(titles.length).toBeLessThanOrEqual(Math.ceil((100 * 2) / FAN_OUT_TICK_MS) + 1);
    expect(titles.at(-1)).toBe("v101");
    const versions = titles.map((t) => Number(t!.slice(1)));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it("after a send that took long, waits as long again from its end, so changes made meanwhile are merged", async () => {
    const slow = new FanOut(
      {
        send: (room, data) => sent.push([room, data]),
        // Writing to many sockets took the process 30 ms.
        sourcesChanged: () => vi.setSystemTime(Date.now() + 30),
      },
      { clock: () => Date.now() },
    );
    slow.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    await vi.advanceTimersByTimeAsync(0);
    slow.add({ changes: [change(broadcast(2), broadcast(3))], revision: 3 });
    await vi.advanceTimersByTimeAsync(29);
    slow.add({ changes: [change(broadcast(3), broadcast(4))], revision: 4 });
    expect(sentTo("broadcast-main")).toEqual(["v2"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentTo("broadcast-main")).toEqual(["v2", "v4"]);
  });

  it("a burst that goes on stretches the tick, each send waiting twice as long up to the longest; a quiet frame ends it", async () => {
    let v = 1;
    const write = () => {
      v++;
      fanOut.add({ changes: [change(broadcast(v - 1), broadcast(v))], revision: v });
    };
    const last = () => sentTo("broadcast-main").at(-1);
    write();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe("v2");
    // Each write comes right after the send before it.
    for (const tick of [FAN_OUT_TICK_MS, 2 * FAN_OUT_TICK_MS, 4 * FAN_OUT_TICK_MS, FAN_OUT_MAX_TICK_MS, FAN_OUT_MAX_TICK_MS]) {
      write();
      await vi.advanceTimersByTimeAsync(tick - 1);
      expect(last()).toBe(`v${v - 1}`);
      await vi.advanceTimersByTimeAsync(1);
      expect(last()).toBe(`v${v}`);
    }
    // A write after a quiet frame goes out at once and ends the burst: one right after it waits a frame again.
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS);
    write();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe(`v${v}`);
    write();
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS - 1);
    expect(last()).toBe(`v${v - 1}`);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toBe(`v${v}`);
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

  it("a send from another process older than what the room heard is dropped; a newer one counts as a send", async () => {
    fanOut.add({ changes: [change(broadcast(4), broadcast(5))], revision: 5 });
    await vi.advanceTimersByTimeAsync(0);
    const joined = fanOut.sent;
    expect(fanOut.arrived("broadcast-main", 4)).toBe(false);
    expect(fanOut.sentSince("broadcast-main", joined)).toBe(false);
    expect(fanOut.arrived("broadcast-main", 6)).toBe(true);
    expect(fanOut.sentSince("broadcast-main", joined)).toBe(true);
    expect(fanOut.versionOf("broadcast-main")).toBe(6);
  });

  it("a queued version is not sent to a room that heard a newer one from another process meanwhile", async () => {
    fanOut.add({ changes: [change(broadcast(1), broadcast(2))], revision: 2 });
    await vi.advanceTimersByTimeAsync(0);
    fanOut.add({ changes: [change(broadcast(2), broadcast(3))], revision: 3 });
    expect(fanOut.arrived("broadcast-main", 4)).toBe(true);
    await vi.advanceTimersByTimeAsync(FAN_OUT_TICK_MS);
    expect(sentTo("broadcast-main")).toEqual(["v2"]);
    expect(sentTo(ID)).toEqual(["v2", "v3"]);
  });

  it("a record taken away is heard at the revision that took it, so an older version of it arriving later is dropped", async () => {
    fanOut.add({ changes: [change(broadcast(1), null)], revision: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sentTo(ID)).toEqual([null]);
    expect(fanOut.versionOf(ID)).toBe(7);
    expect(fanOut.arrived(ID, 6)).toBe(false);
  });
});
