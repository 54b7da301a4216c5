/**
 * The newsletter form loads Firebase, and App Check with reCAPTCHA Enterprise, only on a valid
 * submit, and writes only once it holds an App Check token. The Firebase SDK is replaced by
 * stand-ins that record when each module is first imported and what is called: reCAPTCHA needs
 * Google's servers, which a test cannot reach (the real path is the emulators' placeholder in
 * the browser tests, and the console's metrics in production).
 */
import { createHash } from "node:crypto";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import type { FirebaseSettings } from "@/lib/firebase/config";

const sdk = vi.hoisted(() => ({
  loaded: [] as string[],
  calls: [] as string[],
  initializeAppCheck: vi.fn(),
  getToken: vi.fn(),
  setDoc: vi.fn(),
  providerKeys: [] as string[],
}));

vi.mock("firebase/app", () => {
  sdk.loaded.push("firebase/app");
  return {
    getApps: () => [],
    getApp: () => ({ name: "[DEFAULT]" }),
    initializeApp: () => ({ name: "[DEFAULT]" }),
  };
});

vi.mock("firebase/app-check", () => {
  sdk.loaded.push("firebase/app-check");
  return {
    ReCaptchaEnterpriseProvider: class {
      constructor(siteKey: string) {
        sdk.providerKeys.push(siteKey);
      }
    },
    CustomProvider: class {},
    initializeAppCheck: (...args: unknown[]) => {
      sdk.calls.push("initializeAppCheck");
      return sdk.initializeAppCheck(...args);
    },
    getToken: (...args: unknown[]) => {
      sdk.calls.push("getToken");
      return sdk.getToken(...args);
    },
  };
});

vi.mock("firebase/firestore/lite", () => {
  sdk.loaded.push("firebase/firestore/lite");
  return {
    getFirestore: () => ({}),
    connectFirestoreEmulator: () => {},
    doc: (_db: unknown, ...path: string[]) => ({ path: path.join("/") }),
    serverTimestamp: () => "SERVER_TIMESTAMP",
    setDoc: (...args: unknown[]) => {
      sdk.calls.push("setDoc");
      return sdk.setDoc(...args);
    },
    updateDoc: () => Promise.resolve(),
  };
});

const siteKey = "6LcTestTestTestTestTestTestTestTestTest12";
const production: FirebaseSettings = {
  options: {
    apiKey: "AIzaSyTest",
    authDomain: "my-site-1a2b3.firebaseapp.com",
    projectId: "my-site-1a2b3",
    appId: "1:123:web:abc",
  },
  emulators: null,
  appCheck: { provider: "recaptcha-enterprise", siteKey },
};

const previousSettings = process.env.FIREBASE_SETTINGS;
beforeAll(() => {
  process.env.FIREBASE_SETTINGS = JSON.stringify(production);
});
afterAll(() => {
  process.env.FIREBASE_SETTINGS = previousSettings;
});

beforeEach(() => {
  sdk.calls.length = 0;
  sdk.initializeAppCheck.mockReset().mockReturnValue({ app: "appCheck" });
  sdk.getToken.mockReset().mockResolvedValue({ token: "app-check-token" });
  sdk.setDoc.mockReset().mockResolvedValue(undefined);
});

function form() {
  render(<NewsletterForm />);
  return {
    input: screen.getByLabelText("Email address for the newsletter"),
    button: screen.getByRole("button", { name: "Subscribe" }),
  };
}

describe("the newsletter form and App Check", () => {
  // One test: modules load once per file, so "not before" and "on submit" are one story.
  it("loads no Firebase and no App Check until a valid address is sent, then gets a token before writing", async () => {
    const user = userEvent.setup();
    const { input, button } = form();
    expect(sdk.loaded).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Please enter a valid email address.",
    );
    await user.type(input, "ada@");
    await user.click(button);
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address.");
    expect(sdk.loaded).toEqual([]);
    expect(document.querySelector("script")).toBeNull();

    await user.clear(input);
    await user.type(input, "  Ada@Example.com ");
    await user.click(button);
    expect(await screen.findByRole("status")).toHaveTextContent(/^Thank you for subscribing!$/);
    expect(
      screen.getByText(
        "We will email you a link to confirm your address, and send nothing else until you do.",
      ),
    ).toBeInTheDocument();
    expect(input).toHaveValue("");

    expect(sdk.loaded).toEqual(
      expect.arrayContaining(["firebase/app", "firebase/app-check", "firebase/firestore/lite"]),
    );
    expect(sdk.providerKeys).toEqual([siteKey]);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAppCheck.mock.calls[0]?.[1]).toMatchObject({
      isTokenAutoRefreshEnabled: false,
    });
    expect(sdk.calls).toEqual(["initializeAppCheck", "getToken", "setDoc"]);
    expect(sdk.setDoc.mock.calls[0]?.[0]).toEqual({
      path: `newsletter_emails/${createHash("sha256").update("ada@example.com").digest("hex")}`,
    });
    expect(sdk.setDoc.mock.calls[0]?.[1]).toEqual({
      email: "ada@example.com",
      subscribedAt: "SERVER_TIMESTAMP",
    });
  });

  it("writes nothing and says it failed when no App Check token comes (reCAPTCHA blocked or a robot)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.getToken.mockRejectedValue(
      Object.assign(new Error("AppCheck: 403"), { code: "appCheck/initial-throttle" }),
    );
    const user = userEvent.setup();
    const { input, button } = form();
    await user.type(input, "grace@example.com");
    await user.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to subscribe. Please try again later.",
    );
    expect(input).toHaveValue("grace@example.com");
    expect(sdk.setDoc).not.toHaveBeenCalled();
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled(); // started once per page, already
    expect(error).toHaveBeenCalledWith("Newsletter subscription failed", expect.any(Error));
    error.mockRestore();
  });

  /** What the form shows, and logs, once `ada@example.com` has been sent. */
  async function answerTo(setDoc: () => Promise<unknown>) {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.setDoc.mockReset().mockImplementation(setDoc);
    const user = userEvent.setup();
    const { unmount } = render(<NewsletterForm />);
    const input = screen.getByLabelText("Email address for the newsletter");
    await user.type(input, "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await screen.findByRole("status");
    const shown = {
      status: screen.getByRole("status").textContent,
      notice: screen.getByText(/We will email you a link/).textContent,
      field: (input as HTMLInputElement).value,
      alerts: screen.queryAllByRole("alert").map((alert) => alert.textContent),
      logged: error.mock.calls.length,
    };
    error.mockRestore();
    unmount();
    return shown;
  }

  it("answers an address subscribed again exactly as a first subscription", async () => {
    const first = await answerTo(() => Promise.resolve());
    expect(first).toEqual({
      status: "Thank you for subscribing!",
      notice:
        "We will email you a link to confirm your address, and send nothing else until you do.",
      field: "",
      alerts: [],
      logged: 0,
    });
    // The rules accept the repeat (firestore.rules); before they did, they refused it.
    expect(await answerTo(() => Promise.resolve())).toEqual(first);
    expect(
      await answerTo(() =>
        Promise.reject(Object.assign(new Error("denied"), { code: "permission-denied" })),
      ),
    ).toEqual(first);
  });
});
