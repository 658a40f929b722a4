// Benchmarks what the original clients lean on, on a real server over loopback (SQLite file).
// Prints JSON: a write with and without derived fields to follow (a team rename renames its
// matches in the same transaction), the image forms cold and from the cache, and a Stream
// Deck button (a socket action without a callback) until another socket has the change.
import { io, type Socket } from "socket.io-client";
import { seedId } from "../server/seed/demo.ts";
import { demoServer, summarise } from "./common.ts";

const RUNS = Number(process.env.RUNS ?? 50);

const { store, server, url, token } = await demoServer();
const stats = (xs: number[]) => summarise(xs, { median_ms: 0.5, p95_ms: 0.95 });
async function timed(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work(i);
    out.push(performance.now() - t0);
  }
  return out;
}

// Writes: a headline's text (nothing derived follows) against a team rename (its matches' names follow).
const team = seedId("team:AUR");
const teamMatches = (await store.getTyped(team, "Teams"))?.matches?.length ?? 0;
const headline = seedId("headline:1");
const plainWrite = await timed(RUNS, (i) => store.transaction((tx) => tx.update(headline, "Headlines", { text: `Headline ${i}` })));
const rename = await timed(RUNS, (i) => store.transaction((tx) => tx.update(team, "Teams", { name: `Aurora Foxes ${i}` })));

// Images: the first request renders, the later ones come from the cache.
const theme = (await store.list("Themes")).find((t) => t.default_logo?.length)!;
const logo = theme.default_logo![0].id;
async function image(path: string) {
  const cold = await timed(1, () => fetch(`${url}${path}`).then((r) => r.arrayBuffer()));
  const cached = await timed(RUNS, () => fetch(`${url}${path}`).then((r) => r.arrayBuffer()));
  return { cold_ms: +cold[0].toFixed(2), cached: stats(cached) };
}
const images = {
  "image.png size=h-50 (an SVG logo)": await image(`/image.png?id=${logo}&size=h-50`),
  "theme.png size=72 padding=20": await image(`/theme.png?id=${theme.id}&size=72&padding=20`),
};

// A Stream Deck button: the module's socket sends update-broadcast with no callback; an overlay socket hears the record.
const connect = (options: Parameters<typeof io>[1]) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ["websocket"], forceNew: true, ...options });
    socket.once("connect", () => resolve(socket)).once("connect_error", reject);
  });
const deck = await connect({ query: { token } });
const overlay = await connect({});
const broadcast = seedId("broadcast:main");
overlay.emit("subscribe", broadcast);
await new Promise((resolve) => overlay.once("data_update", resolve));
const button = await timed(RUNS, (i) => {
  const heard = new Promise<void>((resolve) => {
    const listener = (id: string, data: { title?: string }) => {
      if (id !== broadcast || data?.title !== `Deck ${i}`) return;
      overlay.off("data_update", listener);
      resolve();
    };
    overlay.on("data_update", listener);
  });
  deck.emit("update-broadcast", { title: `Deck ${i}` });
  return heard;
});

console.log(
  JSON.stringify(
    {
      runs: RUNS,
      write_without_derived_fields: stats(plainWrite),
      [`team_rename_with_${teamMatches}_match_names`]: stats(rename),
      images,
      stream_deck_button_to_overlay: stats(button),
    },
    null,
    2,
  ),
);
deck.close();
overlay.close();
await server.close();
await store.close();
