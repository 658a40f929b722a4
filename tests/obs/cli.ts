// A stand-in OBS for trying a transmitter page by hand:
//   node --import tsx tests/obs/cli.ts --port 4455 --password secret [--scenes "Desk,Game,Break"] [--no-studio-mode]
// then type `program Desk`, `preview Game`, `studio on|off`, `stream start|stop`, `requests` or `quit`.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { ObsStandIn } from "./ObsStandIn.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4455" },
    password: { type: "string" },
    scenes: { type: "string" },
    "no-studio-mode": { type: "boolean", default: false },
  },
});

const obs = await ObsStandIn.start({
  port: Number(values.port),
  password: values.password ?? null,
  scenes: values.scenes?.split(",").map((s) => s.trim()),
  previewScene: values["no-studio-mode"] ? null : undefined,
});
console.log(`OBS stand-in on ${obs.url}${values.password ? " (password set)" : " (no password)"}`);
console.log("Commands: program <scene> | preview <scene> | studio on|off | stream start|stop | requests | quit");

let seenRequests = 0;
let seenConnections = 0;
/** Prints who connected and what they asked since the last look, so each step shows what the transmitter did. */
function printNews(): void {
  if (obs.connections !== seenConnections)
    console.log(`  ${obs.connections} client(s) identified (${obs.attempts} connection(s) opened so far)`);
  seenConnections = obs.connections;
  for (const { requestType, requestData } of obs.requests.slice(seenRequests)) {
    console.log(`  <- ${requestType}${requestData ? ` ${JSON.stringify(requestData)}` : ""}`);
  }
  seenRequests = obs.requests.length;
}
const watcher = setInterval(printNews, 250);

/** Runs one command line; returns what changed in OBS, for the log. */
function run(line: string): string {
  const [command = "", ...rest] = line.trim().split(/\s+/);
  const arg = rest.join(" ");
  switch (command) {
    case "program":
      obs.setProgramScene(arg);
      return `program scene: ${obs.programScene}`;
    case "preview":
      obs.setPreviewScene(arg);
      return `preview scene: ${obs.previewScene}`;
    case "studio":
      obs.setStudioMode(arg === "on");
      return `studio mode ${obs.previewScene === null ? "off" : "on"}`;
    case "stream":
      if (arg === "start") obs.startStream();
      else obs.stopStream();
      return `stream ${obs.streaming ? "live" : "stopped"}`;
    case "requests":
      return `${obs.requests.length} request(s), ${obs.connections} client(s) identified`;
    default:
      return `Unknown command: ${command}`;
  }
}

const input = createInterface({ input: process.stdin });
input.on("line", (line) => {
  if (!line.trim()) return;
  if (line.trim() === "quit") return input.close();
  try {
    console.log(`  ${run(line)}`);
  } catch (error) {
    console.log(`  ${(error as Error).message}`);
  }
});
input.on("close", () => {
  clearInterval(watcher);
  void obs.close().then(() => console.log("Closed"));
});
