/**
 * `npm run check:production`: builds the site as production would (a real-looking Firebase
 * project, no emulators, the site's public URL) and fails if any exported file still names an
 * emulator address, the demo project or the local development origin. First it checks that
 * such a build refuses to start without NEXT_PUBLIC_SITE_URL, naming the variable. Leaves out/
 * marked stale, so the next `npm start` or test run rebuilds.
 */
import "./lib/env";
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { emulatorDefaults } from "../lib/firebase/config";

const production = {
  NEXT_PUBLIC_SITE_URL: "https://aicompass-production-check.example",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "aicompass-production-check",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSy-production-check-not-a-real-key",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "aicompass-production-check.firebaseapp.com",
  // App Check needs both against the real services (lib/firebase/config.ts).
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:000000000000:web:0000productioncheck",
  NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: "6Lc-production-check-not-a-real-site-key",
  NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "false",
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "",
  NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: "",
};

const forbidden = [
  `${emulatorDefaults.host}:${emulatorDefaults.authPort}`,
  `${emulatorDefaults.host}:${emulatorDefaults.firestorePort}`,
  `localhost:${emulatorDefaults.authPort}`,
  `localhost:${emulatorDefaults.firestorePort}`,
  emulatorDefaults.projectId,
  "demo-api-key",
  // The development origin resolveSiteUrl falls back to: never in a production page.
  "localhost:3000",
];

console.log("A production build without NEXT_PUBLIC_SITE_URL must refuse to start…");
const refused = spawnSync("npx", ["next", "build"], {
  encoding: "utf8",
  env: { ...process.env, ...production, NEXT_PUBLIC_SITE_URL: "" },
});
if (
  refused.status === 0 ||
  !`${refused.stdout}${refused.stderr}`.includes("NEXT_PUBLIC_SITE_URL is required")
) {
  console.error(
    `A production build without NEXT_PUBLIC_SITE_URL ${refused.status === 0 ? "ran to the end" : "failed without naming NEXT_PUBLIC_SITE_URL"}:\n${refused.stderr.slice(-2000)}`,
  );
  process.exit(1);
}

console.log("Building with production Firebase settings (no emulators)…");
const started = performance.now();
const build = spawnSync("npx", ["next", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, ...production },
});
if (build.status !== 0) {
  console.error("The production build failed.");
  process.exit(build.status ?? 1);
}

function* files(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (/\.(html|js|txt|json|xml|css)$/.test(name)) yield file;
  }
}

const problems: string[] = [];
let scanned = 0;
for (const file of files("out")) {
  scanned += 1;
  const text = readFileSync(file, "utf8");
  for (const needle of forbidden) {
    if (text.includes(needle)) problems.push(`${file}: contains "${needle}"`);
  }
}
// The next npm start / test run must rebuild for the emulators.
rmSync(path.join("out", ".build-stamp"), { force: true });

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(
    `Production build leaks local settings (${problems.length}):\n  ${problems.slice(0, 30).join("\n  ")}`,
  );
  process.exit(1);
}
console.log(
  `Production build: ${scanned} files scanned, no emulator address or demo project (${seconds} s).`,
);
