/**
 * Finds the Chromium the browser tests and benchmarks drive: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium; when neither exists, Playwright's own browser (if it was installed).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const debianChromium = "/usr/bin/chromium";

/** The system Chromium to use, or undefined to let Playwright use its own download. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync(debianChromium)) return debianChromium;
  return undefined;
}

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = findChromium();
  return { args: chromiumArgs, ...(executablePath ? { executablePath } : {}) };
}

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "inherit" }).status === 0;
}

/**
 * Makes sure a Chromium exists for the browser tests: the system one, else Debian's package when
 * run as root on Debian, else Playwright's own download; exits 1 saying so when none can be had.
 */
export function ensureChromium(): void {
  const found = findChromium();
  if (found) {
    console.log(`Browser tests use Chromium at ${found}.`);
    return;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No Chromium found: installing Debian's chromium package with apt-get…");
    if (run("apt-get", ["update", "-qq"]) && run("apt-get", ["install", "-y", "-qq", "chromium"])) {
      if (existsSync(debianChromium)) {
        console.log(`Installed Debian's chromium at ${debianChromium}.`);
        return;
      }
    }
    console.log("apt-get could not install chromium; trying Playwright's own browser instead.");
  } else {
    console.log(
      "No Chromium found: installing Playwright's own Chromium (npx playwright install chromium)…",
    );
  }
  if (!run("npx", ["playwright", "install", "chromium"])) {
    console.error(
      "Could not install a browser. Install Chromium and set CHROMIUM_PATH to its executable.",
    );
    process.exit(1);
  }
  console.log("Installed Playwright's Chromium.");
}
