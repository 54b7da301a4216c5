/**
 * Finds a Java runtime for the tools that need one (the Nu HTML checker): $JAVA_HOME/bin/java
 * when JAVA_HOME is set, else `java` on the PATH. Installs nothing.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

export const javaInstallHint =
  "Install it with apt-get install -y openjdk-17-jre-headless (Debian/Ubuntu), or set JAVA_HOME to a Java 17+ installation.";

/** The major version in `java -version` output: 17 for "17.0.15", 8 for "1.8.0_392"; null if none. */
export function javaMajorVersion(versionOutput: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match?.[1]) return null;
  const major = Number(match[1]);
  return major === 1 && match[2] ? Number(match[2]) : major;
}

export type FoundJava = { java: string; version: number } | { problem: string };

/** The first Java that runs and is at least `minimum`, or why there is none (with how to install one). */
export function findJava(minimum = 17): FoundJava {
  const javaHome = process.env.JAVA_HOME?.trim();
  const candidates = javaHome ? [path.join(javaHome, "bin", "java"), "java"] : ["java"];
  const tooOld: string[] = [];
  for (const java of candidates) {
    const result = spawnSync(java, ["-version"], { encoding: "utf8" });
    if (result.error || result.status !== 0) continue;
    const version = javaMajorVersion(`${result.stderr}${result.stdout}`);
    if (version !== null && version >= minimum) return { java, version };
    tooOld.push(`${java} is Java ${version ?? "of an unknown version"}`);
  }
  const found = tooOld.length > 0 ? `${tooOld.join("; ")}, older than ${minimum}` : "none found";
  return { problem: `Java ${minimum} or newer is needed (${found}). ${javaInstallHint}` };
}
