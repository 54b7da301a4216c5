/**
 * Loads .env, .env.local and friends the way `next build` does, so the scripts (build
 * fingerprint, npm start, the tests) see the same NEXT_PUBLIC_* values as the pages.
 */
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV === "development");

// The build runs offline here and in CI: do not try to send Next's telemetry.
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
