/**
 * Which Firestore an editor's script talks to, and the connection to it, shared by
 * submissions:export, submissions:review and reports:export (Admin SDK, so the rules do not
 * apply to them).
 *
 * Emulator:     FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 (project: --project, GCLOUD_PROJECT or demo-aicompass)
 * Real project: GOOGLE_APPLICATION_CREDENTIALS=<service account key file> and --project <id>
 *               (or NEXT_PUBLIC_FIREBASE_PROJECT_ID; else the key file's project_id)
 */
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import { applicationDefault, deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { z } from "zod";
import { emulatorDefaults } from "../../lib/firebase/config";
import { fail } from "./command-line";

/** A problem the editor can fix (a missing variable, an emulator that is not running). */
export class TargetError extends Error {
  override name = "TargetError";
}

export type FirestoreTarget = {
  projectId: string;
  /** "the Firestore emulator at 127.0.0.1:8080 (project demo-aicompass)" or "project my-site". */
  description: string;
  credentialFile: string | null;
  emulatorHost: string | null;
};

/** How to point the scripts at a Firestore, for their --help. */
export const targetHelp = `Emulator:     FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 (start it with npm run emulators)
Real project: GOOGLE_APPLICATION_CREDENTIALS=<service account key file> and --project <id>`;

function envValue(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

function keyFileProjectId(file: string): string | undefined {
  try {
    const parsed = z
      .object({ project_id: z.string() })
      .safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data.project_id : undefined;
  } catch {
    return undefined;
  }
}

/** The emulator when FIRESTORE_EMULATOR_HOST is set, else the real project of a service account. */
export function resolveTarget(projectFlag?: string): FirestoreTarget {
  const project = projectFlag?.trim() || undefined;
  const emulatorHost = envValue("FIRESTORE_EMULATOR_HOST");
  if (emulatorHost) {
    const projectId =
      project ??
      envValue("GCLOUD_PROJECT") ??
      envValue("GOOGLE_CLOUD_PROJECT") ??
      emulatorDefaults.projectId;
    return {
      projectId,
      description: `the Firestore emulator at ${emulatorHost} (project ${projectId})`,
      credentialFile: null,
      emulatorHost,
    };
  }
  const credentialFile = envValue("GOOGLE_APPLICATION_CREDENTIALS");
  if (!credentialFile) {
    throw new TargetError(
      "No Firestore to connect to. Set one of:\n" +
        "  FIRESTORE_EMULATOR_HOST=127.0.0.1:8080   for the local emulator (start it with npm run emulators)\n" +
        "  GOOGLE_APPLICATION_CREDENTIALS=<path to a service account key file>, with --project <id>\n" +
        "    or NEXT_PUBLIC_FIREBASE_PROJECT_ID, for the real project",
    );
  }
  if (!existsSync(credentialFile)) {
    throw new TargetError(
      `GOOGLE_APPLICATION_CREDENTIALS points at ${credentialFile}, which does not exist. Set it to the service account key file downloaded from the Firebase console (Project settings › Service accounts).`,
    );
  }
  const projectId =
    project ?? envValue("NEXT_PUBLIC_FIREBASE_PROJECT_ID") ?? keyFileProjectId(credentialFile);
  if (!projectId) {
    throw new TargetError(
      "Which project? Pass --project <id> or set NEXT_PUBLIC_FIREBASE_PROJECT_ID (the key file names none).",
    );
  }
  if (projectId.startsWith("demo-")) {
    throw new TargetError(
      `"${projectId}" is a demo project, which exists only on the emulators: set FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 and start them with npm run emulators.`,
    );
  }
  return {
    projectId,
    description: `project ${projectId}`,
    credentialFile,
    emulatorHost: null,
  };
}

/** Whether something accepts TCP connections at host:port within the timeout. */
export function reachable(hostPort: string, timeoutMs = 3000): Promise<boolean> {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(hostPort);
  if (!match) return Promise.resolve(false);
  return new Promise((resolve) => {
    const socket = net.connect({ host: match[1], port: Number(match[2]) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export type AdminConnection = {
  db: Firestore;
  target: FirestoreTarget;
  /** A hint to add to an error from Firestore (a key without access, for example). */
  hint: string;
  close: () => Promise<void>;
};

/**
 * Resolves the target, checks that an emulator answers, and opens the Admin SDK on it.
 * Throws a TargetError with what to set or start when it cannot.
 */
export async function connectFirestore(projectFlag?: string): Promise<AdminConnection> {
  const target = resolveTarget(projectFlag);
  if (target.emulatorHost) {
    // The emulator needs no Google credentials: keep the auth library from probing the Compute
    // Engine metadata server (which can print a MetadataLookupWarning off Google Cloud).
    process.env.METADATA_SERVER_DETECTION ??= "none";
    if (!(await reachable(target.emulatorHost))) {
      throw new TargetError(
        `The Firestore emulator is not reachable at ${target.emulatorHost} (FIRESTORE_EMULATOR_HOST). Start the emulators with npm run emulators, or unset FIRESTORE_EMULATOR_HOST to use the real project.`,
      );
    }
  }
  const app: App = initializeApp(
    {
      projectId: target.projectId,
      ...(target.credentialFile ? { credential: applicationDefault() } : {}),
    },
    // A named app per connection, so a process (or a test) may open more than one.
    `editor-${Math.random().toString(36).slice(2)}`,
  );
  return {
    db: getFirestore(app),
    target,
    hint: target.credentialFile
      ? "\nCheck that GOOGLE_APPLICATION_CREDENTIALS is a service account key of this project with access to Firestore."
      : "",
    close: () => deleteApp(app),
  };
}

/** connectFirestore for a script's top level: a TargetError ends the script with its message. */
export async function connectOrExit(projectFlag?: string): Promise<AdminConnection> {
  try {
    return await connectFirestore(projectFlag);
  } catch (error) {
    if (error instanceof TargetError) fail(error.message);
    throw error;
  }
}
