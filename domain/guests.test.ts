import { describe, expect, it } from "vitest";
import { cleanGuest, formatManualGuests, parseGuestString, parseManualGuests, validateGuest } from "./guests.ts";

describe("manual guest strings", () => {
  it("classifies each comma or pipe separated part by its shape", () => {
    expect(parseGuestString("Alex, @alexcasts | they/them, https://img.example/a.png, https://vdo.ninja/?view=abc")).toEqual({
      name: "Alex",
      twitter: "@alexcasts",
      pronouns: "they/them",
      avatar: "https://img.example/a.png",
      webcam: "https://vdo.ninja/?view=abc",
    });
  });

  it("reads one guest per line and writes them back the same way", () => {
    const guests = parseManualGuests("Alex|@alex\n\nSam|she/her\n");
    expect(guests).toEqual([
      { name: "Alex", twitter: "@alex" },
      { name: "Sam", pronouns: "she/her" },
    ]);
    expect(parseManualGuests(formatManualGuests(guests))).toEqual(guests);
  });

  it("stores the fields as name|avatar|webcam|twitter|pronouns", () => {
    const guest = {
      name: "Alex",
      pronouns: "they/them",
      twitter: "@alex",
      webcam: "https://vdo.ninja/?view=abc",
      avatar: "https://img.example/a.png",
    };
    expect(formatManualGuests([guest])).toBe("Alex|https://img.example/a.png|https://vdo.ninja/?view=abc|@alex|they/them");
  });

  it("trims a guest typed into fields and drops the empty ones", () => {
    expect(cleanGuest({ name: " Alex ", twitter: " @alex ", pronouns: "  " })).toEqual({ name: "Alex", twitter: "@alex" });
  });
});

describe("guest validation", () => {
  it("requires a name", () => {
    expect(validateGuest(parseGuestString("@alex"))).toEqual([{ field: "name", message: "Name is required" }]);
  });

  it("refuses a name that reads as another input", () => {
    expect(validateGuest({ name: "he/him" })[0].message).toBe("Name must be distinguishable from other inputs");
  });

  it("checks links, webcams, handles and pronouns", () => {
    const messages = validateGuest({
      name: "Alex",
      avatar: "ftp://x",
      webcam: "https://vdo.ninja/?room=1",
      twitter: "alex",
      pronouns: "he",
    }).map((p) => p.message);
    expect(messages).toEqual([
      "Avatar must be a valid link",
      "Webcam must be a valid view link",
      "Twitter handles must start with @",
      "Pronouns must contain '/'",
    ]);
    expect(validateGuest({ name: "Alex", avatar: "https://img.example/a.png", twitter: "@a", pronouns: "he/him" })).toEqual([]);
  });

  it("refuses a separator inside a field, which would split it when stored", () => {
    expect(validateGuest({ name: "Smith, Alex", pronouns: "he/him|they/them" })).toEqual([
      { field: "name", message: "Commas and | separate guest fields, so a field can't contain them" },
      { field: "pronouns", message: "Commas and | separate guest fields, so a field can't contain them" },
    ]);
  });
});

describe("guest strings, edge cases", () => {
  it("keeps the name when the string ends with a separator", () => {
    expect(parseGuestString("Alex, @alex,")).toEqual({ name: "Alex", twitter: "@alex" });
  });
  it("reads no guests from missing text or blank lines", () => {
    expect(parseManualGuests(null)).toEqual([]);
    expect(parseManualGuests("  \nSam\r\n   ")).toEqual([{ name: "Sam" }]);
  });
  it("writes only the fields a guest has, trimmed", () => {
    expect(
      formatManualGuests([
        { name: " Alex ", twitter: "@alex " },
        { name: "Sam", pronouns: "she/her" },
      ]),
    ).toBe("Alex|@alex\nSam|she/her");
  });
});

describe("guest validation, field by field", () => {
  it("requires a name that is more than spaces", () => {
    expect(validateGuest({ name: "   " })).toEqual([{ field: "name", message: "Name is required" }]);
  });
  it("names the field of each problem", () => {
    expect(validateGuest({ name: "@alex", avatar: "ftp://x", webcam: "vdo view=abc", twitter: "alex", pronouns: "he" })).toEqual([
      { field: "name", message: "Name must be distinguishable from other inputs" },
      { field: "avatar", message: "Avatar must be a valid link" },
      { field: "webcam", message: "Webcam must be a valid view link" },
      { field: "twitter", message: "Twitter handles must start with @" },
      { field: "pronouns", message: "Pronouns must contain '/'" },
    ]);
  });
});
