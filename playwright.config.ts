import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/lib/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;

/**
 * Browser tests run against the exported site in out/, served by the Firebase Hosting emulator
 * with firebase.json's rules (scripts/serve.ts).
 * `npm run test:e2e` (scripts/e2e.ts) builds first when out/ is stale and finds Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two at least: Playwright would use half the cores, one on these 2-core machines, doubling
  // the run for nothing (each test has its own browser context and its own accounts).
  workers: Math.max(2, availableParallelism()),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  // CI runs two browsers, the Auth and Firestore emulators and the Hosting emulator on two cores:
  // a client-side navigation there once took longer than 5 s to commit. Waits stay waits on
  // what a user sees; only the patience grows.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: "desktop",
      // *.mobile.spec.ts files test the small-screen layout only; everything else runs in both.
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      // Pixel 7 in Chromium: touch, mobile viewport, below the desktop breakpoint.
      use: { ...devices["Pixel 7"] },
    },
  ],
  webServer: {
    command: `tsx scripts/serve.ts --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    // Lets the server stop the emulator it started (a kill would leave its hub file behind).
    gracefulShutdown: { signal: "SIGTERM", timeout: 5000 },
  },
});
