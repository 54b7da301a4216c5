#!/usr/bin/env node
/**
 * Completes package-lock.json with the platform-specific optional packages (e.g.
 * @next/swc-darwin-arm64) that npm leaves out when its registry does not serve them or when it
 * resolves only the current platform (npm/cli#4828). Without these entries `npm ci` refuses the
 * lockfile ("Missing: … from lock file"). Each entry gets the exact version its parent asks for,
 * and os/cpu read from the package name, so installs on other platforms skip it without a fetch.
 *
 * Run after changing dependencies:  npm install && node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const osNames = ["android", "darwin", "freebsd", "linux", "openharmony", "win32", "wasm32"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (os === "wasm32") return { cpu: ["wasm32"] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm looks for the dependency next to the parent, then in each ancestor node_modules.
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue; // only exact pins can be written safely
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    packages[`node_modules/${name}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform-specific optional package entr${added === 1 ? "y" : "ies"}.`);
