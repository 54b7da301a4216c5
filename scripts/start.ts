/**
 * `npm start`: builds out/ when it is stale, then serves it on http://localhost:3000 with the
 * Firebase Hosting emulator, together with the Auth and Firestore emulators when the build
 * talks to them (the default).
 */
import "./lib/env";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { ensureFreshBuild } from "./lib/build";
import { seedDemoReviews } from "./lib/demo-reviews";
import { startEmulators, type RunningEmulators } from "./lib/emulators";
import { emulatorOrigins, startHosting } from "./lib/hosting-emulator";

const settings = resolveFirebaseSettings();
await ensureFreshBuild();

let emulators: RunningEmulators | undefined;
if (settings.emulators) {
  console.log("Starting the Firebase emulators (Auth and Firestore)…");
  try {
    emulators = await startEmulators({}, { quiet: !process.env.EMULATOR_LOGS });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { host, authPort, firestorePort } = emulators.settings;
  console.log(`Emulators ready: Auth ${host}:${authPort}, Firestore ${host}:${firestorePort}.`);
  // A few demo reviews, so "All reviews" on ChatGPT, Claude or Midjourney shows the feature.
  const seeded = await seedDemoReviews(
    `${host}:${firestorePort}`,
    emulators.settings.projectId,
  ).catch((error: unknown) => {
    console.error(
      "Could not write the demo reviews:",
      error instanceof Error ? error.message : error,
    );
    return 0;
  });
  if (seeded > 0) console.log(`Wrote ${seeded} demo reviews to the Firestore emulator.`);
}

const port = Number(process.env.PORT ?? 3000);
const hosting = await startHosting({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  connectSrcExtra: emulatorOrigins(settings.emulators),
}).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await emulators?.stop();
  process.exit(1);
});
console.log(`Serving out/ at http://localhost:${port}`);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    void Promise.all([hosting.stop(), emulators?.stop()]).then(() => process.exit(0));
  });
}
