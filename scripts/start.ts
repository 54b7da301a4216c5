/**
 * `npm start`: builds out/ when it is stale, then serves it on http://localhost:3000 as the
 * CDN would, together with the Firebase emulators when the build talks to them (the default).
 */
import "./lib/env";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { ensureFreshBuild } from "./lib/build";
import { startEmulators, type RunningEmulators } from "./lib/emulators";
import { localHostingOptions } from "./lib/hosting-headers";
import { listen } from "./lib/static-server";

const settings = resolveFirebaseSettings();
ensureFreshBuild();

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
const server = await listen({
  root: "out",
  port,
  host: process.env.HOST ?? "127.0.0.1",
  ...localHostingOptions(settings.emulators),
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    server.close();
    void (emulators?.stop() ?? Promise.resolve()).then(() => process.exit(0));
  });
}
