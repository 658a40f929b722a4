// Each scale file drops the PostgreSQL databases it made once it ends. Setup files' hooks run
// around the file's own, so this runs after the file's afterAll has closed its servers.
import { afterAll } from "vitest";
import { dropMadeDatabases } from "../server/freshDatabase.ts";

// PostgreSQL 15 takes a checkpoint for each DROP DATABASE, and two runs on one server queue theirs
// behind each other's: the drop waits as long as only a hang takes, not a hook's usual minute.
afterAll(dropMadeDatabases, 5 * 60_000);
