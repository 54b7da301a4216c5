/**
 * The MCP tests drive the real server against the built site's JSON API; without a build there
 * is nothing to test, so they stop at once and say how to make one.
 */
import { existsSync } from "node:fs";
import path from "node:path";

export default function checkBuild(): void {
  const index = path.resolve("out/api/v1/tools.json");
  if (!existsSync(index))
    throw new Error(
      `${index} is missing: the MCP tests run the server against a built out/. Build the site first (npm run build; npm test builds it in test:e2e).`,
    );
}
