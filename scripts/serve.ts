/** Serves out/ as the CDN would. Usage: tsx scripts/serve.ts [--port 3000] [--dir out] */
import { parseArgs } from "node:util";
import "./lib/env";
import { resolveFirebaseSettings } from "../lib/firebase/config";
import { localHostingOptions } from "./lib/hosting-headers";
import { listen } from "./lib/static-server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PORT ?? "3000" },
    dir: { type: "string", default: "out" },
    host: { type: "string", default: "127.0.0.1" },
  },
});

const server = await listen({
  root: values.dir,
  port: Number(values.port),
  host: values.host,
  ...localHostingOptions(resolveFirebaseSettings().emulators),
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
