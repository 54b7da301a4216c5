/** `npm run build`: the build's steps in one process (scripts/lib/build.ts), stamped when done. */
import "./lib/env";
import { runBuildOrExit } from "./lib/build";

await runBuildOrExit("build");
