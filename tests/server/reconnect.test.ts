// Issue 15 item 5: after a server restart every live client comes back to the store's state by
// itself. A real process, killed and started again on its port. How fast they come back is
// measured by bench/reconnect.ts; here they must all come back, within a limit only a hang reaches.
import { afterAll, expect, it } from "vitest";
import { asTable } from "../../domain/tables.ts";
import { until } from "../eventually.ts";
import { RestartRig, WATCHED_KEY } from "./restartRig.ts";

const CLIENTS = 120;
/** Down as long as a deploy takes: long enough for a client's backoff to have grown. */
const DOWN_MS = 4000;

const rig = new RestartRig();
afterAll(() => rig.close());

it(`all ${CLIENTS} live clients come to hold what was written after the server restarted`, async () => {
  await rig.start(CLIENTS);
  await rig.kill();
  // A simulated outage by design: DOWN_MS with no server, so each client's backoff grows as in a deploy.
  await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
  const { stored } = await rig.restartAndWrite("Back after the restart");
  expect(stored).toBe("Back after the restart");
  await until(() => rig.late().length === 0, `all ${CLIENTS} clients holding the new version`);
  expect(rig.clients.every((c) => asTable(c.get(WATCHED_KEY), "Broadcasts")?.title === "Back after the restart")).toBe(true);
}, 60_000);
