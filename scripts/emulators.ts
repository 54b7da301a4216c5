/**
 * `npm run emulators`: the Firebase Auth and Firestore emulators on 127.0.0.1 with the
 * project's firestore.rules, until Ctrl-C. See scripts/lib/emulators.ts.
 */
import { startEmulators, stopOnSignals } from "./lib/emulators";

try {
  const running = await startEmulators();
  const { host, authPort, firestorePort, projectId } = running.settings;
  console.log(
    `\nEmulators ready for project ${projectId}:\n` +
      `  Auth       http://${host}:${authPort}\n` +
      `  Firestore  http://${host}:${firestorePort}\n` +
      "Press Ctrl-C to stop both.",
  );
  stopOnSignals(running);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
