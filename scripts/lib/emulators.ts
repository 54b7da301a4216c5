/**
 * Starts the Firebase Auth and Cloud Firestore emulators on 127.0.0.1 for `npm start`,
 * `npm run emulators` and the tests, waits until both answer, and stops both (with every
 * child they spawned) on Ctrl-C, SIGTERM or the parent's exit.
 *
 * Firestore: where the Debian/gcloud emulator exists it is started directly (it runs on
 * Java 17; firebase-tools' own copy wants Java 21 and a download). Elsewhere firebase-tools
 * starts it. Auth always comes from firebase-tools, which runs offline.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { emulatorDefaults } from "../../lib/firebase/config";

export const gcloudFirestoreEmulator =
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator";

export type EmulatorSettings = {
  projectId: string;
  host: string;
  authPort: number;
  firestorePort: number;
  rulesFile: string;
};

export const defaultEmulatorSettings: EmulatorSettings = {
  projectId: emulatorDefaults.projectId,
  host: emulatorDefaults.host,
  authPort: emulatorDefaults.authPort,
  firestorePort: emulatorDefaults.firestorePort,
  rulesFile: "firestore.rules",
};

export type RunningEmulators = {
  settings: EmulatorSettings;
  /** Environment for tools that talk to the emulators (firebase-admin, rules-unit-testing). */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForHttp(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The ${name} emulator exited (code ${child.exitCode}) before it answered.`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The ${name} emulator did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/** Kills a detached child's whole process group (the gcloud launcher is a shell script around java). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function firebaseBin(): string {
  return path.join(
    "node_modules",
    ".bin",
    process.platform === "win32" ? "firebase.cmd" : "firebase",
  );
}

/** Loads the project's rules into a running Firestore emulator (the rules file may have changed since it started). */
export async function loadFirestoreRules(settings: EmulatorSettings): Promise<void> {
  const rules = readFileSync(settings.rulesFile, "utf8");
  const url = `http://${settings.host}:${settings.firestorePort}/emulator/v1/projects/${settings.projectId}:securityRules`;
  const response = await fetch(url, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: rules }] } }),
  });
  if (!response.ok) {
    throw new Error(`firestore.rules was rejected by the emulator:\n${await response.text()}`);
  }
}

/**
 * Makes the Auth emulator answer as production does with email enumeration protection on:
 * auth/invalid-credential for both a wrong password and an unknown email.
 */
async function enableEmailPrivacy(settings: EmulatorSettings): Promise<void> {
  const url = `http://${settings.host}:${settings.authPort}/emulator/v1/projects/${settings.projectId}/config`;
  const response = await fetch(url, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok) throw new Error(`Auth emulator config failed: ${await response.text()}`);
}

/** Refuses to start over emulators (or anything else) already listening on their ports. */
async function checkPortsFree({ host, authPort, firestorePort }: EmulatorSettings): Promise<void> {
  for (const [name, port] of [
    ["Auth", authPort],
    ["Firestore", firestorePort],
  ] as const) {
    if (await portAnswers(host, port)) {
      throw new Error(
        `Port ${port} on ${host} (the ${name} emulator's) is already in use. ` +
          "Is `npm start` or `npm run emulators` already running? Stop it, or use that one.",
      );
    }
  }
}

/** Spawns the emulators, each in its own process group: Auth (with Firestore unless gcloud's runs it) first. */
function spawnEmulators(settings: EmulatorSettings, quiet: boolean): ChildProcess[] {
  const { host, firestorePort, projectId } = settings;
  const stdio = quiet ? "ignore" : "inherit";
  const useGcloud = existsSync(gcloudFirestoreEmulator);
  const only = useGcloud ? "auth" : "auth,firestore";
  const children = [
    spawn(
      firebaseBin(),
      ["emulators:start", "--only", only, "--project", projectId, "--config", "firebase.json"],
      { stdio, detached: true, env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" } },
    ),
  ];
  if (useGcloud) {
    children.push(
      spawn(
        gcloudFirestoreEmulator,
        [
          "start",
          `--host=${host}`,
          `--port=${firestorePort}`,
          `--rules=${settings.rulesFile}`,
          `--project_id=${projectId}`,
        ],
        { stdio, detached: true },
      ),
    );
  }
  return children;
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s); the same promise for every call. */
function stopper(children: readonly ChildProcess[]): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  // Last resort when the parent exits without awaiting stop(): exit handlers must be synchronous.
  process.once("exit", () => {
    for (const child of children) killGroup(child, "SIGKILL");
  });
  return () => {
    stopping ??= (async () => {
      for (const child of children) killGroup(child, "SIGTERM");
      const timer = setTimeout(() => {
        for (const child of children) killGroup(child, "SIGKILL");
      }, 5000);
      await Promise.all(children.map(exited));
      clearTimeout(timer);
    })();
    return stopping;
  };
}

export async function startEmulators(
  overrides: Partial<EmulatorSettings> = {},
  { quiet = false }: { quiet?: boolean } = {},
): Promise<RunningEmulators> {
  const settings = { ...defaultEmulatorSettings, ...overrides };
  const { host, authPort, firestorePort, projectId } = settings;
  await checkPortsFree(settings);
  if (!existsSync(settings.rulesFile)) throw new Error(`${settings.rulesFile} not found.`);

  const children = spawnEmulators(settings, quiet);
  const stop = stopper(children);
  try {
    const [authChild, firestoreChild] = [children[0]!, children[1] ?? children[0]!];
    await Promise.all([
      waitForHttp(`http://${host}:${authPort}/`, authChild, "Auth", 60_000),
      waitForHttp(`http://${host}:${firestorePort}/`, firestoreChild, "Firestore", 60_000),
    ]);
    await enableEmailPrivacy(settings);
    await loadFirestoreRules(settings);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    settings,
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${authPort}`,
      FIRESTORE_EMULATOR_HOST: `${host}:${firestorePort}`,
      GCLOUD_PROJECT: projectId,
      // Offline: stop Google's auth library probing for a cloud metadata server.
      METADATA_SERVER_DETECTION: "none",
    },
    stop,
  };
}

/** Stops the emulators on Ctrl-C, SIGTERM or SIGHUP, then exits with the given code. */
export function stopOnSignals(running: { stop: () => Promise<void> }, onStop?: () => void): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      onStop?.();
      void running.stop().then(() => process.exit(130));
    });
  }
}
