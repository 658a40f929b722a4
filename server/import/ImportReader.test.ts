import { afterEach, describe, expect, it } from "vitest";
import { ActionError } from "../actions/ActionError.ts";
import { ImportReader } from "./ImportReader.ts";

const teams = (...names: string[]) => ({ kind: "teams" as const, format: "csv" as const, text: `name\n${names.join("\n")}` });

let reader: ImportReader;
afterEach(() => reader.close());

describe("ImportReader", () => {
  it("reads files on its thread, each answered with its own rows, in the order they came", async () => {
    reader = new ImportReader();
    const reads = await Promise.all([reader.read(teams("A", "B")), reader.read(teams("C")), reader.read({ ...teams(), text: "code\nX" })]);
    expect(reads.map((r) => [r.error, r.rows.length])).toEqual([
      [null, 2],
      [null, 1],
      ["Missing column: name (the first line names the columns)", 0],
    ]);
    expect(reads[0].rows[1]).toMatchObject({ row: 3, table: "Teams", check: "valid", values: { name: "B" } });
  });

  it("refuses a ninth file while eight wait, and reads again once they are done", async () => {
    reader = new ImportReader();
    const waiting = Array.from({ length: 8 }, (_, i) => reader.read(teams(`Team ${i}`)));
    const ninth = reader.read(teams("Late"));
    await expect(ninth).rejects.toBeInstanceOf(ActionError);
    await expect(ninth).rejects.toMatchObject({ status: 503 });
    expect((await Promise.all(waiting)).map((r) => r.rows.length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect((await reader.read(teams("Late"))).rows).toHaveLength(1);
  });

  it("refuses what waits when it closes, and anything after", async () => {
    reader = new ImportReader();
    const waiting = expect(reader.read(teams("A"))).rejects.toThrow("[ImportReader] closed");
    await reader.close();
    await waiting;
    await expect(reader.read(teams("B"))).rejects.toThrow("[ImportReader] closed");
  });
});
