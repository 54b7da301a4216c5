/**
 * Finds the Chromium the browser tests and benchmarks drive: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium; when neither exists, Playwright's own browser (if it was installed).
 */
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
