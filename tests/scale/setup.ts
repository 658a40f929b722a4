// Each scale file drops the PostgreSQL databases it made once it ends. Setup files' hooks run
// around the file's own, so this runs after the file's afterAll has closed its servers.
import { afterAll } from "vitest";
import { dropMadeDatabases } from "../server/freshDatabase.ts";

afterAll(dropMadeDatabases);
