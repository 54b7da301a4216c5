import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  esbuild: { jsx: "automatic" },
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: `${root}/$1` },
      // Loaders are marked server-only for Next's bundler; in tests they run in Node as at build time.
      { find: "server-only", replacement: `${root}/tests/support/empty-module.ts` },
    ],
  },
  test: {
    globals: true,
    setupFiles: ["tests/support/vitest-setup.ts"],
    projects: [
      {
        extends: true,
        test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx"],
        },
      },
      {
        // Security rules against the real Firestore emulator: npm run test:rules starts it.
        extends: true,
        test: {
          name: "rules",
          environment: "node",
          include: ["tests/rules/**/*.test.ts"],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        // The MCP server over stdio against the built out/ (npm run test:mcp; checks out/ exists).
        extends: true,
        test: {
          name: "mcp",
          environment: "node",
          include: ["tests/mcp/**/*.test.ts"],
          globalSetup: ["tests/mcp/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
