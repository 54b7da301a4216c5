/**
 * `npm start`: builds out/ when it is stale, then serves it on http://localhost:3000 with the
 * Firebase Hosting emulator, together with the Auth and Firestore emulators when the build
 * talks to them (the default).
 */
import "./lib/env";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { ensureFreshBuild } from "./lib/build";
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
