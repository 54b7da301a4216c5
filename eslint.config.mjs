import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import tseslint from "typescript-eslint";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      // `const { html: _html, ...summary } = article` drops a field on purpose.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The build deletes the prefetch files Next writes beside each page (scripts/lib/
    // prune-export.ts): a link that prefetched would ask for them and get 404s. Every link goes
    // through components/ui/link.tsx, which never prefetches; nothing else may prefetch.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Use Link from @/components/ui/link: it never prefetches, and the build removes the files a prefetch would ask for.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='prefetch']",
          message:
            "No prefetching: the build removes the files a prefetch would ask for (scripts/lib/prune-export.ts).",
        },
        {
          selector: "JSXAttribute[name.name='prefetch']",
          message: "Link never prefetches (components/ui/link.tsx); drop the prefetch prop.",
        },
      ],
    },
  },
  {
    // Issue 18's limits, kept by lint rather than by review: a lib/ or scripts/ function is a
    // named step that fits on a screen (issue 27), and a component file holds one component and
    // its small helpers. A script's top level is not a function: keep it to the order of steps.
    files: ["lib/**/*.{ts,tsx}", "scripts/**/*.{ts,tsx,mjs}"],
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },
  {
    files: ["components/**/*.tsx", "app/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    ".tmp/**",
    "bench/floor/.next/**",
    "bench/floor/out/**",
    "public/pagefind/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "coverage/**",
    "packages/mcp/dist/**",
  ]),
]);
