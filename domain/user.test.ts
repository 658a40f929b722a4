import { describe, expect, it } from "vitest";
import { UserSchema } from "./user.ts";

describe("the signed-in user", () => {
  it("reads the user the server sends", () => {
    const user = {
      name: "Kitsune",
      avatar: null,
      airtableID: "recPLAYER000000001",
      website_settings: ["Can edit any match"],
      clients: ["desk"],
    };
    expect(UserSchema.parse(user)).toEqual(user);
  });

  it("has no website settings and no clients when the server sends none", () => {
    expect(UserSchema.parse({ name: "Kitsune", airtableID: "recPLAYER000000001" })).toEqual({
      name: "Kitsune",
      airtableID: "recPLAYER000000001",
      website_settings: [],
      clients: [],
    });
  });
});
