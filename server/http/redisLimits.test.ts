import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../deps.ts";
import { STALL_MS } from "../realtime/redisLink.ts";
import { ANSWER_MS, RedisCounts } from "./redisLimits.ts";

const TAKE = { name: "actions", key: "ip:203.0.113.1", cost: 1, limit: 5, windowStart: 120_000, windowMs: 60_000 };

/** A connection whose answers the test gives, or withholds as a stalled Redis does. */
function fakeClient() {
  const client = Object.assign(new EventEmitter(), {
    status: "ready",
    sent: [] as { key: string; answer: (added: number) => void }[],
    stream: { destroy: vi.fn() },
    takeLimit(key: string) {
      return new Promise<number>((resolve) => client.sent.push({ key, answer: resolve }));
    },
    disconnect() {},
  });
  return client;
}

function countsOn(client: ReturnType<typeof fakeClient>) {
  return new RedisCounts(client as never, "deploy", silentLogger);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("RedisCounts", () => {
  it("answers what Redis answers, under the deploy's prefix, the window and a hash of the key", async () => {
    const client = fakeClient();
    const taken = countsOn(client).take(TAKE);
    expect(client.sent[0].key).toMatch(/^deploy:limit:actions:2:[\w-]{43}$/);
    expect(client.sent[0].key).not.toContain("203.0.113.1");
    client.sent[0].answer(0);
    expect(await taken).toBe(false);
  });

  it("gives up on a take unanswered within the bound, skips Redis until it answers, and drops a silent connection", async () => {
    const client = fakeClient();
    const counts = countsOn(client);
    const taken = counts.take(TAKE);
    await vi.advanceTimersByTimeAsync(ANSWER_MS);
    expect(await taken).toBeNull();
    expect(counts.take(TAKE)).toBeNull();
    expect(client.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(STALL_MS - ANSWER_MS);
    expect(client.stream.destroy).toHaveBeenCalledOnce();
  });

  it("asks Redis again once the late take is answered", async () => {
    const client = fakeClient();
    const counts = countsOn(client);
    void counts.take(TAKE);
    await vi.advanceTimersByTimeAsync(ANSWER_MS);
    client.sent[0].answer(1);
    await vi.advanceTimersByTimeAsync(0);
    const next = counts.take(TAKE);
    expect(client.sent).toHaveLength(2);
    client.sent[1].answer(1);
    expect(await next).toBe(true);
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(client.stream.destroy).not.toHaveBeenCalled();
  });

  it("drops a connection whose handshake goes unanswered, and leaves one that gets ready", async () => {
    const client = fakeClient();
    countsOn(client);
    client.status = "connect";
    client.emit("connect");
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(client.stream.destroy).toHaveBeenCalledOnce();
    client.emit("connect");
    client.status = "ready";
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(client.stream.destroy).toHaveBeenCalledOnce();
  });

  it("does not ask while the connection is not ready", () => {
    const client = fakeClient();
    client.status = "reconnecting";
    expect(countsOn(client).take(TAKE)).toBeNull();
    expect(client.sent).toHaveLength(0);
  });
});
