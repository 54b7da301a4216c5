/**
 * Serves out/ as Firebase Hosting will (the Hosting emulator, scripts/lib/hosting-emulator.ts).
 * Usage: tsx scripts/serve.ts [--port 3000] [--dir out] [--host 127.0.0.1]
 */
import "./lib/env";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { readCommandLine, UsageError } from "./lib/command-line";
import { emulatorOrigins, startHosting } from "./lib/hosting-emulator";

const { values } = readCommandLine(
  {
    name: "serve",
    usage:
      "Usage: npm run serve -- [--port 3000] [--dir out] [--host 127.0.0.1]\n\nServes the built site as Firebase Hosting will, with firebase.json's headers.",
  },
  {
    options: {
      port: { type: "string", default: process.env.PORT ?? "3000" },
      dir: { type: "string", default: "out" },
      host: { type: "string", default: "127.0.0.1" },
    },
  },
  (line) => {
    if (!/^\d+$/.test(line.values.port) || Number(line.values.port) > 65535)
      throw new UsageError(`--port must be a port number, not "${line.values.port}"`);
    return line;
  },
);

const hosting = await startHosting({
  root: values.dir,
  port: Number(values.port),
  host: values.host,
  connectSrcExtra: emulatorOrigins(resolveFirebaseSettings().emulators),
});
console.log(`Serving ${values.dir}/ at http://localhost:${values.port}`);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => void hosting.stop().then(() => process.exit(0)));
}
