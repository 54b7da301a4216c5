/**
 * The pure part of `npm run check:output`: given the exported pages as strings and the list of
 * files in out/, finds broken internal links and assets, missing #fragment targets, outbound
 * links without the rel they need and tool call-to-actions that differ from the data.
 * No file system access here, so tests feed small fixtures. One file a concern.
 */
export * from "./types";
export * from "./paths";
export * from "./pages";
export * from "./sitemap";
export * from "./urls";
export * from "./links";
export * from "./outbound";
export * from "./html";
export * from "./report";
export * from "./script-policy";
