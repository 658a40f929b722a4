// Benchmarks the tally path end to end on loopback: a program cut in an obs-websocket v5
// stand-in, read by the real Transmitter (obs-websocket-js), sent to a real server as
// obs_data_change, and heard by N tally pages in the client's room. Prints JSON: the time
// from the cut to the last page (median, p95, max over CUTS cuts), and the one-page latency.
import { io } from "socket.io-client";
import type { LiveSocket } from "../live/ThingClient.ts";
import { reportToServer } from "../live/obs/socketReport.ts";
import { Transmitter } from "../live/obs/Transmitter.ts";
import { demoServer, summarise } from "./common.ts";
import { ObsStandIn } from "../tests/obs/ObsStandIn.ts";

const PAGES = Number(process.env.PAGES ?? 50);
const CUTS = Number(process.env.CUTS ?? 40);
const SCENES = ["Desk", "Game"];

const { store, server, url, token } = await demoServer();
const obs = await ObsStandIn.start({ password: "bench", scenes: SCENES, programScene: "Desk", previewScene: "Game" });

const connect = (auth: Record<string, string>) =>
  new Promise<LiveSocket>((resolve, reject) => {
    const socket: LiveSocket = io(url, { transports: ["websocket"], auth, forceNew: true });
    socket.once("connect", () => resolve(socket)).once("connect_error", reject);
  });

const producer = await connect({ token });
const pages = await Promise.all(Array.from({ length: PAGES }, () => connect({})));
await Promise.all(pages.map((p) => p.timeout(5000).emitWithAck("prod-join", "producer")));

const transmitter = new Transmitter({ url: obs.address, password: "bench", report: reportToServer(producer, "producer") });
transmitter.start();
await new Promise<void>((resolve) => {
  const stop = transmitter.subscribe(() => {
    if (transmitter.snapshot.state.status !== "connected") return;
    stop();
    resolve();
  });
});
await new Promise((r) => setTimeout(r, 300));

const toAll: number[] = [];
const toOne: number[] = [];
for (let i = 0; i < CUTS; i++) {
  const scene = SCENES[(i + 1) % 2];
  const heard = pages.map(
    (p) =>
      new Promise<number>((resolve) => {
        const on = (change: { programScene?: string }) => {
          if (change.programScene !== scene) return;
          p.off("prod_preview_program_change", on);
          resolve(performance.now());
        };
        p.on("prod_preview_program_change", on);
      }),
  );
  const t0 = performance.now();
  obs.setProgramScene(scene);
  const times = await Promise.all(heard);
  toOne.push(Math.min(...times) - t0);
  toAll.push(Math.max(...times) - t0);
  await new Promise((r) => setTimeout(r, 50));
}

const stats = (xs: number[]) => summarise(xs, { median_ms: 0.5, p95_ms: 0.95 });
console.log(JSON.stringify({ pages: PAGES, cuts: CUTS, cut_to_first_page: stats(toOne), cut_to_last_page: stats(toAll) }, null, 2));

transmitter.stop();
for (const s of [producer, ...pages]) s.close();
await obs.close();
await server.close();
await store.close();
