/**
 * `npm run mcp:pack [-- --out <dir>]`: the MCP server as a package anyone can run with
 * `npx -y ai-compass-mcp`, without this repository or its node_modules. esbuild bundles
 * mcp/server.ts with everything it imports (the SDK, zod, the site's lib/ modules) into one ES
 * module, packages/mcp/dist/server.js, with a shebang; the third-party licences of what it bundled
 * go beside it; then `npm pack` writes the tarball (into packages/mcp/, or `--out`). The package
 * has no runtime dependencies. Publishing is `npm publish` from packages/mcp/ after this, in the
 * release step.
 */
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const packageDir = path.join(root, "packages", "mcp");
const distDir = path.join(packageDir, "dist");
const bin = "ai-compass-mcp";

/** The server names its version from the package.json it imports: the package's own here. */
const ownPackageJson: Plugin = {
  name: "own-package-json",
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/package\.json$/ }, (args) =>
      args.importer === path.join(root, "mcp", "server.ts")
        ? { path: path.join(packageDir, "package.json") }
        : undefined,
    );
  },
};

/** The folders of the npm packages the bundle holds (nested ones too), from its inputs. */
function bundledPackages(metafile: Metafile): string[] {
  const folders = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) folders.add(match[1]);
  }
  return [...folders].sort();
}

/** Each bundled package's name, version, licence and licence text, as one file. */
function thirdPartyLicences(folders: readonly string[]): string {
  return folders
    .map((folder) => {
      const dir = path.join(root, folder);
      const meta = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as {
        name: string;
        version: string;
        license?: string;
      };
      const file = readdirSync(dir).find((entry) => /^(licen[sc]e|copying)(\.|$)/i.test(entry));
      const text = file ? readFileSync(path.join(dir, file), "utf8").trim() : "(no licence file)";
      return `${meta.name}@${meta.version} (${meta.license ?? "no licence field"})\n\n${text}`;
    })
    .join(`\n\n${"-".repeat(72)}\n\n`);
}

function outOption(args: readonly string[]): string {
  const index = args.indexOf("--out");
  const value = index === -1 ? undefined : args[index + 1];
  if (index !== -1 && !value) throw new Error("--out needs a folder.");
  return value ? path.resolve(value) : packageDir;
}

async function main(): Promise<void> {
  const out = outOption(process.argv.slice(2));
  rmSync(distDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["mcp/server.ts"],
    outfile: path.join(distDir, "server.js"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    tsconfig: "tsconfig.json",
    metafile: true,
    legalComments: "inline",
    logLevel: "warning",
    // CommonJS dependencies in an ES module call require(): give them Node's.
    banner: {
      js: [
        "#!/usr/bin/env node",
        'import { createRequire as __aiCompassRequire } from "node:module";',
        "const require = __aiCompassRequire(import.meta.url);",
      ].join("\n"),
    },
    define: { "process.env.AI_COMPASS_MCP_BIN": JSON.stringify(bin) },
    plugins: [ownPackageJson],
  });
  const packages = bundledPackages(result.metafile);
  writeFileSync(
    path.join(distDir, "THIRD_PARTY_LICENSES.txt"),
    `${thirdPartyLicences(packages)}\n`,
  );
  copyFileSync(path.join(root, "LICENSE"), path.join(packageDir, "LICENSE"));
  mkdirSync(out, { recursive: true });
  const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", out], {
    cwd: packageDir,
    encoding: "utf8",
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  const [info] = JSON.parse(packed.stdout) as { filename: string; size: number }[];
  const tarball = path.join(out, info!.filename);
  if (!existsSync(tarball)) throw new Error(`npm pack did not write ${tarball}.`);
  console.log(
    `${path.relative(process.cwd(), tarball) || tarball} (${(info!.size / 1024).toFixed(0)} KiB; bundles ${packages.length} packages: ${packages.map((folder) => folder.replace(/^.*node_modules\//, "")).join(", ")})`,
  );
}

await main();
