import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emulatorOrigins, withConnectSrc } from "../../scripts/lib/hosting-emulator";

type Hosting = Parameters<typeof withConnectSrc>[0];
const hosting = (JSON.parse(readFileSync("firebase.json", "utf8")) as { hosting: Hosting }).hosting;
const csp = (config: Hosting) =>
  config.headers
    ?.flatMap((rule) => rule.headers)
    .find((header) => header.key === "Content-Security-Policy")?.value ?? "";

describe("the local Hosting config", () => {
  it("adds the local emulators to connect-src and nothing else", () => {
    const extra = emulatorOrigins({ auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" });
    expect(extra).toEqual(["http://127.0.0.1:9099", "http://127.0.0.1:8080"]);
    const local = withConnectSrc(hosting, extra);
    const connectSrc = (config: Hosting) => /connect-src ([^;]*)/.exec(csp(config))?.[1];
    expect(connectSrc(local)).toBe(
      `${connectSrc(hosting)} http://127.0.0.1:9099 http://127.0.0.1:8080`,
    );
    expect(csp(local).replace(/connect-src [^;]*/, "")).toBe(
      csp(hosting).replace(/connect-src [^;]*/, ""),
    );
    const others = (config: Hosting) =>
      config.headers?.map((rule) => ({
        ...rule,
        headers: rule.headers.filter((header) => header.key !== "Content-Security-Policy"),
      }));
    expect(others(local)).toEqual(others(hosting));
  });

  it("is firebase.json's own when the build talks to a real project", () => {
    expect(emulatorOrigins(null)).toEqual([]);
    expect(withConnectSrc(hosting, [])).toEqual(hosting);
  });
});
