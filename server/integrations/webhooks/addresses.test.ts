import { describe, expect, it } from "vitest";
import { hostProblem, isPublicAddress } from "./addresses.ts";

describe("where a webhook may post", () => {
  it.each(["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("%s is public", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd00:ec2::254",
    "fc00::5",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "not an address",
  ])("%s is not", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("judges a host name by every address it resolves to", async () => {
    expect(await hostProblem("localhost")).toBe("notPublic");
    expect(await hostProblem("[::1]")).toBe("notPublic");
    expect(await hostProblem("93.184.216.34")).toBeNull();
    expect(await hostProblem("no-such-host.invalid")).toBe("unresolved");
  });
});
