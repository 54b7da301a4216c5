/**
 * Runs the W3C Nu HTML checker (vnu.jar, from the vnu-jar package) over exported pages: the
 * conformance checker of the HTML standard, which knows which ARIA roles and attributes each
 * element allows, the content models and attribute values. The JVM is slow to start, so the
 * pages go to as few runs as the command line allows, one after another.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** The package ships the jar only; its own launcher would download a Java runtime, so it is not used. */
export const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const jvmOptions = [
  // The checker evaluates its schema recursively: it needs a thread stack of 512k or more.
  "-Xss4m",
  // A run of a minute or so: the quick JIT alone and the serial collector take about 60% of the
  // CPU time and a quarter of the memory of the JVM's defaults here.
  "-XX:TieredStopAtLevel=1",
  "-XX:+UseSerialGC",
];

const vnuOptions = [
  // Warnings and info messages are advice, not conformance errors.
  "--errors-only",
  "--format",
  "json",
  "--stdout",
  // Errors are read from the report; a non-zero exit then means the checker itself failed.
  "--exit-zero-always",
];

/** Pages per run: their paths stay far below the command-line limit (about 60 KB at 1,000). */
export const nuBatchSize = 1000;

/** Runs one JVM over `files`, its output to a file so that it never waits on a full pipe. */
async function runBatch(java: string, files: readonly string[]): Promise<string> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "nu-checker-"));
  const reportFile = path.join(directory, "report.json");
  const logFile = path.join(directory, "stderr.txt");
  const report = openSync(reportFile, "w");
  const log = openSync(logFile, "w");
  try {
    const child = spawn(java, [...jvmOptions, "-jar", vnuJar, ...vnuOptions, ...files], {
      stdio: ["ignore", report, log],
    });
    const status = await new Promise<number | string>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code, signal) => resolve(code ?? signal ?? 1));
    });
    if (status !== 0) {
      const stderr = readFileSync(logFile, "utf8").trim();
      throw new Error(`the Nu HTML checker failed (exit ${status}): ${stderr.slice(0, 2000)}`);
    }
    return readFileSync(reportFile, "utf8");
  } finally {
    closeSync(report);
    closeSync(log);
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The JSON report of each run over `files` (absolute paths), in order. The checker passes over a
 * file it cannot find without a word, so a page gone by the end of its run is an error here.
 */
export async function runNuChecker(
  java: string,
  files: readonly string[],
  batchSize = nuBatchSize,
): Promise<string[]> {
  const reports: string[] = [];
  for (let start = 0; start < files.length; start += batchSize) {
    const batch = files.slice(start, start + batchSize);
    reports.push(await runBatch(java, batch));
    const gone = batch.filter((file) => !existsSync(file));
    if (gone.length > 0) {
      throw new Error(
        `${gone.length} page(s) vanished while the Nu HTML checker ran (is a build replacing out/?), e.g. ${gone[0]}`,
      );
    }
  }
  return reports;
}
