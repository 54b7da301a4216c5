import { describe, expect, it } from "vitest";
import {
  FirebaseConfigError,
  emulatorDefaults,
  resolveFirebaseSettings,
} from "@/lib/firebase/config";

const siteKey = "6LcExampleExampleExampleExampleExample12";

const realProject = {
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: "my-site-1a2b3",
  NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleKey",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "my-site-1a2b3.firebaseapp.com",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123:web:abc",
  NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: siteKey,
};

/** The error resolveFirebaseSettings throws for `env`; fails the test when it does not throw. */
function configError(env: Record<string, string | undefined>): FirebaseConfigError {
  try {
    resolveFirebaseSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(FirebaseConfigError);
    return error as FirebaseConfigError;
  }
  throw new Error(`expected a FirebaseConfigError for ${JSON.stringify(env)}`);
}

describe("resolveFirebaseSettings", () => {
  it("uses the demo project on the local emulators when nothing is set", () => {
    expect(emulatorDefaults).toEqual({
      projectId: "demo-aicompass",
      host: "127.0.0.1",
      authPort: 9099,
      firestorePort: 8080,
    });
    const settings = resolveFirebaseSettings({});
    expect(settings.options.projectId).toBe("demo-aicompass");
    expect(settings.options.apiKey).not.toBe("");
    expect(settings.options.authDomain).toBe("demo-aicompass.firebaseapp.com");
    expect(settings.options).not.toHaveProperty("appId");
    expect(settings.emulators).toEqual({ auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" });
    expect(settings.appCheck).toEqual({ provider: "emulator" });
  });

  it("treats empty and blank variables as unset, as a copied .env file leaves them", () => {
    const settings = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_API_KEY: "",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "  ",
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "",
      NEXT_PUBLIC_FIREBASE_APP_ID: "",
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "",
    });
    expect(settings).toEqual(resolveFirebaseSettings({}));
  });

  it("treats empty emulator hosts as unset too, like every other variable", () => {
    const settings = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "",
      NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: " ",
    });
    expect(settings.emulators).toEqual({ auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" });
  });

  it("uses another demo project on the emulators without an API key", () => {
    const settings = resolveFirebaseSettings({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: "demo-other" });
    expect(settings.options.projectId).toBe("demo-other");
    expect(settings.options.authDomain).toBe("demo-other.firebaseapp.com");
    expect(settings.emulators).toEqual({ auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" });
  });

  it("talks to the real services for a real project, with App Check on reCAPTCHA Enterprise", () => {
    const settings = resolveFirebaseSettings(realProject);
    expect(settings).toEqual({
      options: {
        apiKey: "AIzaSyExampleKey",
        authDomain: "my-site-1a2b3.firebaseapp.com",
        projectId: "my-site-1a2b3",
        appId: "1:123:web:abc",
      },
      emulators: null,
      appCheck: { provider: "recaptcha-enterprise", siteKey },
    });
  });

  it.each(["NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY", "NEXT_PUBLIC_FIREBASE_APP_ID"] as const)(
    "stops a real project's build without %s, naming it and App Check",
    (missing) => {
      for (const value of [undefined, "", "  "]) {
        const { message } = configError({ ...realProject, [missing]: value });
        expect(message).toContain(`${missing}: required for App Check`);
        expect(message).toContain("my-site-1a2b3");
        expect(message).not.toContain("NEXT_PUBLIC_FIREBASE_API_KEY");
      }
    },
  );

  it("names a site key that is not one", () => {
    for (const value of ["not a key", "short", "6Lc/example+example+example+example=="]) {
      const { message } = configError({
        ...realProject,
        NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: value,
      });
      expect(message).toContain("NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY");
      expect(message).toContain("reCAPTCHA Enterprise site key");
    }
  });

  it("uses a local App Check placeholder on the emulators, with or without a site key", () => {
    expect(
      resolveFirebaseSettings({ NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: siteKey }).appCheck,
    ).toEqual({ provider: "emulator" });
    const realOnEmulators = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: "my-site-1a2b3",
      NEXT_PUBLIC_FIREBASE_API_KEY: "AIzaSyExampleKey",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "my-site-1a2b3.firebaseapp.com",
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "true",
    });
    expect(realOnEmulators.appCheck).toEqual({ provider: "emulator" });
  });

  it("trims the values it reads", () => {
    const settings = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: " my-site-1a2b3 ",
      NEXT_PUBLIC_FIREBASE_API_KEY: " AIzaSyExampleKey\n",
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: "my-site-1a2b3.firebaseapp.com ",
      NEXT_PUBLIC_FIREBASE_APP_ID: " 1:123:web:abc",
      NEXT_PUBLIC_RECAPTCHA_ENTERPRISE_SITE_KEY: ` ${siteKey}\n`,
    });
    expect(settings.options).toEqual({
      apiKey: "AIzaSyExampleKey",
      authDomain: "my-site-1a2b3.firebaseapp.com",
      projectId: "my-site-1a2b3",
      appId: "1:123:web:abc",
    });
    expect(settings.appCheck).toEqual({ provider: "recaptcha-enterprise", siteKey });
  });

  it("names both missing variables for a real project with neither", () => {
    const { message } = configError({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: "my-site-1a2b3" });
    expect(message).toContain("NEXT_PUBLIC_FIREBASE_API_KEY");
    expect(message).toContain("NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN");
    expect(message).toContain("my-site-1a2b3");
  });

  it.each([
    ["NEXT_PUBLIC_FIREBASE_API_KEY", "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN"],
    ["NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN", "NEXT_PUBLIC_FIREBASE_API_KEY"],
  ] as const)("names only %s when it is the one missing", (missing, present) => {
    const { message } = configError({ ...realProject, [missing]: undefined });
    expect(message).toContain(missing);
    expect(message).not.toContain(present);
  });

  it("refuses a demo project with the emulators switched off, naming the switch", () => {
    for (const projectId of [undefined, "demo-aicompass", "demo-other"]) {
      const { message } = configError({
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
        NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "false",
      });
      expect(message).toContain("NEXT_PUBLIC_FIREBASE_USE_EMULATORS");
      expect(message).toContain(projectId ?? "demo-aicompass");
    }
  });

  it("uses the emulators for a real project when asked to", () => {
    const settings = resolveFirebaseSettings({
      ...realProject,
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "true",
    });
    expect(settings.options.projectId).toBe("my-site-1a2b3");
    expect(settings.emulators).toEqual({ auth: "127.0.0.1:9099", firestore: "127.0.0.1:8080" });
  });

  it("uses custom emulator hosts", () => {
    const settings = resolveFirebaseSettings({
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199",
      NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: "firebase-emulators.internal:18080",
    });
    expect(settings.emulators).toEqual({
      auth: "localhost:9199",
      firestore: "firebase-emulators.internal:18080",
    });
  });

  it("ignores emulator hosts for a real project without the emulators", () => {
    const settings = resolveFirebaseSettings({
      ...realProject,
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9199",
    });
    expect(settings.emulators).toBeNull();
  });

  it.each([
    ["NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST", "localhost"],
    ["NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST", "http://localhost:9099"],
    ["NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST", "127.0.0.1:"],
    ["NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST", "127.0.0.1:808080"],
    ["NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST", "my host:8080"],
  ])("names %s when it is not host:port (%j)", (variable, value) => {
    const { message } = configError({ [variable]: value });
    expect(message).toContain(variable);
    expect(message).toContain("host:port");
  });

  it("names every wrong variable at once", () => {
    const { message } = configError({
      NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: "localhost",
      NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: "nowhere",
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: "yes",
    });
    expect(message).toContain("NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST");
    expect(message).toContain("NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST");
    expect(message).toContain("NEXT_PUBLIC_FIREBASE_USE_EMULATORS");
  });

  it.each(["yes", "1", "TRUE", "on"])(
    "accepts only true or false for the emulator switch, not %j",
    (value) => {
      const { message } = configError({ NEXT_PUBLIC_FIREBASE_USE_EMULATORS: value });
      expect(message).toContain("NEXT_PUBLIC_FIREBASE_USE_EMULATORS");
      expect(message).toMatch(/"true" or "false"/);
    },
  );

  it.each(["My-Project", "my_project", "abc", "1project", "a".repeat(31)])(
    "names the project id when it is not a Firebase project id (%j)",
    (projectId) => {
      const { message } = configError({
        ...realProject,
        NEXT_PUBLIC_FIREBASE_PROJECT_ID: projectId,
      });
      expect(message).toContain("NEXT_PUBLIC_FIREBASE_PROJECT_ID");
    },
  );

  it("reports configuration problems as a FirebaseConfigError with a recognisable name", () => {
    const error = configError({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: "my-site-1a2b3" });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("FirebaseConfigError");
    expect(error.message.startsWith("Firebase configuration is invalid:")).toBe(true);
  });
});
