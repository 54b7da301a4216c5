/**
 * `npm run build`: the build's steps in one process (scripts/lib/build.ts), stamped when done.
 * `--if-stale` skips it when out/ was built from the same inputs (what `npm test` asks).
 */
import "./lib/env";
import { ensureFreshBuild, runBuildOrExit } from "./lib/build";

if (process.argv.includes("--if-stale")) await ensureFreshBuild();
else await runBuildOrExit("build");
