/** `npm start`: builds out/ when it is stale, then serves it on http://localhost:3000 as the CDN would. */
import { ensureFreshBuild } from "./lib/build";
import { listen } from "./lib/static-server";

ensureFreshBuild();
const port = Number(process.env.PORT ?? 3000);
const server = await listen({ root: "out", port, host: process.env.HOST ?? "127.0.0.1" });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
