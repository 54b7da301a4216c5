/**
 * AI Compass's MCP server over stdio: `npm run mcp` (the published site's JSON API),
 * `npm run mcp -- --data out` (a local build) or `-- --base-url <url>` (another deployment).
 * stdout carries the protocol only; what the server has to say goes to stderr, naming folders
 * relative to the working directory (./source.ts, displayFolder), never by absolute path.
 */
import { existsSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import packageJson from "../package.json" with { type: "json" };
import { parseOptions, usage, UsageError, type ServerOptions } from "./options";
import { apiData, apiFilePath, folderReader, urlReader, type ApiData } from "./source";
import { GuardedStdioTransport } from "./stdio";
import { mcpTools } from "./tools";

const instructions = `AI Compass is an independent directory of AI tools with dated prices, plus ChatGPT and Midjourney prompt collections. Use search_tools or tools_for_task to find tools, get_tool for one tool's facts, compare_tools to weigh 2 to 4, get_alternatives for what to use instead of a tool, price_changes for what changed in pricing (of a month or a tool), list_categories for the category slugs, and get_prompts for prompts. Prices are as the site states them, with the date a source confirmed them; say that date when you quote a price.`;

export function createMcpServer(data: ApiData): McpServer {
  const server = new McpServer(
    { name: "ai-compass", title: "AI Compass", version: packageJson.version },
    // No tool takes more than a handful of values; a call with hundreds is refused unread.
    { instructions, maxToolInputElements: 100 },
  );
  for (const tool of mcpTools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      (args) => tool.call(data, args),
    );
  }
  return server;
}

function readOptions(): ServerOptions {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  if (options.help) {
    console.error(usage);
    return;
  }
  const { source } = options;
  const reader = source.kind === "folder" ? folderReader(source.dir) : urlReader(source.baseUrl);
  if (source.kind === "folder" && !existsSync(apiFilePath(source.dir, "tools.json"))) {
    console.error(
      `mcp: ${reader.locate("tools.json")} does not exist. Build the site first (npm run build), or give --data the folder that holds api/v1/.`,
    );
    process.exit(1);
  }
  // Stdin read through a size limit, replies cleaned of control characters (./stdio.ts).
  await createMcpServer(apiData(reader)).connect(new GuardedStdioTransport());
  console.error(`AI Compass MCP server on stdio, reading ${reader.where}`);
}

await main();
