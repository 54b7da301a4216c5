/** The MCP tests' fixture API (tests/unit/mcp/fixtures/api/v1/) and a way to call a tool on it. */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { apiData, folderReader, type ApiData } from "@/mcp/source";
import { mcpTools } from "@/mcp/tools";

export const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");

export function fixtureData(): ApiData {
  return apiData(folderReader(fixtureDir));
}

/** Calls an MCP tool by name as the server does, arguments unchecked. */
export async function callTool(name: string, args: unknown, data = fixtureData()) {
  const tool = mcpTools.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`no MCP tool named ${name}`);
  return tool.call(data, args);
}

/** The text of a result's first content block. */
export function textOf(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === "text" ? first.text : "";
}
