/**
 * Serves a built site (out/) with the Firebase Hosting emulator from firebase-tools, so that
 * `npm start`, `npm run serve`, the browser tests and the benchmarks get what production gets
 * from firebase.json: clean URLs, the .html redirects, 404.html with a 404 status, every header
 * and cache rule, gzip or brotli compression.
 *
 * One thing is changed, in a copy of the hosting section under .tmp/: when the build talks to
 * the local Auth and Firestore emulators, the CSP's connect-src also names them, or the browser
 * would refuse every request to them. Production never talks to them, so firebase.json does not.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

export type HostingOptions = {
  /** The folder to serve; out/ by default. */
  root?: string;
  port: number;
  host?: string;
  /** Origins added to the CSP's connect-src (the local emulators). */
  connectSrcExtra?: readonly string[];
  /** Print the emulator's own output (firebase-tools' log lines). */
  verbose?: boolean;
};

export type RunningHosting = { origin: string; stop: () => Promise<void> };

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type HostingConfig = { public?: string; headers?: HeaderRule[] } & Record<string, unknown>;

/** Hosting is the only emulator this process runs; its own project id keeps it apart from the Auth/Firestore one. */
const hostingProjectId = "demo-aicompass-hosting";

/** firebase.json's hosting section with extra connect-src origins in every CSP it sets. */
export function withConnectSrc(hosting: HostingConfig, extra: readonly string[]): HostingConfig {
  if (extra.length === 0 || !hosting.headers) return hosting;
  return {
    ...hosting,
    headers: hosting.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key.toLowerCase() === "content-security-policy"
          ? {
              ...header,
              value: header.value.replace(
                /connect-src ([^;]*)/,
                (_match, sources: string) => `connect-src ${sources} ${extra.join(" ")}`,
              ),
            }
          : header,
      ),
    })),
  };
}

/** The emulators' origins for connect-src when the build talks to them, else none. */
export function emulatorOrigins(emulators: { auth: string; firestore: string } | null): string[] {
  return emulators ? [`http://${emulators.auth}`, `http://${emulators.firestore}`] : [];
}

/** Writes the config the emulator runs from: firebase.json's hosting section, pointed at root. */
function writeHostingConfig(options: Required<Omit<HostingOptions, "verbose">>): string {
  const firebase = JSON.parse(readFileSync("firebase.json", "utf8")) as { hosting: HostingConfig };
  const directory = path.resolve(".tmp", "hosting", String(options.port));
  mkdirSync(directory, { recursive: true });
  const config = {
    hosting: {
      ...withConnectSrc(firebase.hosting, options.connectSrcExtra),
      public: path.relative(directory, path.resolve(options.root)),
    },
    emulators: {
      hosting: { host: options.host, port: options.port },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const file = path.join(directory, "firebase.json");
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Resolves when a HEAD request to `origin` gets any answer. node:http rather than fetch: fetch
 * refuses the ports the Fetch standard lists as unsafe (4190, 6000…), which a caller may pick.
 */
function answers(origin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin, { method: "HEAD", timeout: 2000 }, (response) => {
      response.resume();
      resolve();
    });
    request.on("timeout", () => request.destroy(new Error("no answer")));
    request.on("error", reject);
    request.end();
  });
}

async function waitUntilServing(
  origin: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `The Hosting emulator exited (code ${child.exitCode}) before it answered at ${origin}. It said:\n${output()}`,
      );
    try {
      await answers(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`The Hosting emulator did not answer at ${origin} within 90 s.`);
}

/**
 * Starts the Hosting emulator and resolves once it answers. The child stays in this process's
 * group, so whatever kills the group (Playwright stopping its web server) stops it too.
 */
export async function startHosting(options: HostingOptions): Promise<RunningHosting> {
  const settings = {
    root: options.root ?? "out",
    port: options.port,
    host: options.host ?? "127.0.0.1",
    connectSrcExtra: options.connectSrcExtra ?? [],
  };
  const config = writeHostingConfig(settings);
  const child = spawn(
    path.join("node_modules", ".bin", process.platform === "win32" ? "firebase.cmd" : "firebase"),
    ["emulators:start", "--only", "hosting", "--project", hostingProjectId, "--config", config],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    },
  );
  // The emulator's last lines, to say why when it fails to start (a port in use, a bad config).
  let said = "";
  const keep = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
    if (options.verbose) sink.write(chunk);
  };
  child.stdout?.on("data", keep(process.stdout));
  child.stderr?.on("data", keep(process.stderr));
  const output = () =>
    said
      .split("\n")
      .filter((line) => line.trim() !== "")
      .slice(-12)
      .join("\n");
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill("SIGTERM");
    });
  process.once("exit", () => child.kill("SIGKILL"));
  const origin = `http://${settings.host}:${settings.port}`;
  try {
    await waitUntilServing(origin, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** `preferred` when nothing listens on it now, else any free port: for a server that must be told its port. */
export function freePort(preferred = 0, host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE" && preferred !== 0 ? resolve(freePort(0, host)) : reject(error),
    );
    probe.listen(preferred, host, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
