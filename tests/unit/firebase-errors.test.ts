import fc from "fast-check";
import { FirebaseError } from "firebase/app";
import { AuthErrorCodes } from "firebase/auth";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorCode,
  genericAuthMessage,
  isNetworkError,
  messageForError,
  networkMessage,
  wrongCredentialsMessage,
} from "@/lib/firebase/errors";

/** An error as the SDK throws it: a FirebaseError whose message repeats the code. */
function sdkError(code: string): FirebaseError {
  return new FirebaseError(code, `Firebase: Error (${code}).`);
}

/**
 * Codes the site must explain in its own words, by the call that raises them (from the
 * server error map and the client-side checks in @firebase/auth 1.12).
 */
const commonCodes = {
  createUserWithEmailAndPassword: [
    "auth/email-already-in-use",
    "auth/invalid-email",
    "auth/missing-email",
    "auth/missing-password",
    "auth/weak-password",
    "auth/password-does-not-meet-requirements",
    "auth/operation-not-allowed",
    "auth/too-many-requests",
  ],
  signInWithEmailAndPassword: [
    "auth/invalid-credential",
    "auth/wrong-password",
    "auth/user-not-found",
    "auth/invalid-email",
    "auth/missing-password",
    "auth/user-disabled",
    "auth/too-many-requests",
    "auth/operation-not-allowed",
  ],
  sendPasswordResetEmail: ["auth/invalid-email", "auth/missing-email", "auth/too-many-requests"],
  sendEmailVerification: [
    "auth/too-many-requests",
    "auth/user-token-expired",
    "auth/invalid-user-token",
    "auth/user-disabled",
  ],
  updateProfile: ["auth/user-token-expired", "auth/invalid-user-token", "auth/user-disabled"],
  reauthenticateWithCredential: [
    "auth/user-mismatch",
    "auth/invalid-credential",
    "auth/wrong-password",
    "auth/missing-password",
    "auth/too-many-requests",
    "auth/user-disabled",
    "auth/user-token-expired",
  ],
  deleteUser: ["auth/requires-recent-login", "auth/user-token-expired", "auth/invalid-user-token"],
  anyCall: [
    "auth/network-request-failed",
    "auth/quota-exceeded",
    "auth/web-storage-unsupported",
    "auth/invalid-api-key",
    "auth/app-not-authorized",
    "auth/unauthorized-domain",
  ],
} as const;

/**
 * Rarer codes these calls can also raise (project settings the site does not use, reCAPTCHA
 * Enterprise, multi-factor, server apps, codes made from the server's text). A general
 * sentence is acceptable; the raw code is not.
 */
const rareCodes = [
  "auth/internal-error",
  "auth/timeout",
  "auth/app-deleted",
  "auth/already-initialized",
  "auth/invalid-tenant-id",
  "auth/admin-restricted-operation",
  "auth/multi-factor-auth-required",
  "auth/tenant-id-mismatch",
  "auth/operation-not-supported-in-this-environment",
  "auth/login-blocked",
  "auth/argument-error",
  "auth/invalid-recipient-email",
  "auth/invalid-sender",
  "auth/invalid-message-payload",
  "auth/missing-continue-uri",
  "auth/invalid-continue-uri",
  "auth/unauthorized-continue-uri",
  "auth/recaptcha-not-enabled",
  "auth/missing-recaptcha-token",
  "auth/invalid-recaptcha-token",
  "auth/invalid-recaptcha-action",
  "auth/missing-client-type",
  "auth/missing-recaptcha-version",
  "auth/invalid-recaptcha-version",
  "auth/invalid-req-type",
  "auth/configuration-not-found",
  "auth/api-key-not-valid.-please-pass-a-valid-api-key.",
  "auth/api-key-expired.-please-renew-the-api-key.",
];

const firestoreCodes = [
  "unavailable",
  "deadline-exceeded",
  "permission-denied",
  "unauthenticated",
  "resource-exhausted",
  "not-found",
  "already-exists",
  "aborted",
  "cancelled",
  "failed-precondition",
  "invalid-argument",
  "internal",
  "unknown",
  "data-loss",
  "out-of-range",
  "unimplemented",
];

const allCommonCodes = [...new Set(Object.values(commonCodes).flat())];
const sdkCodes: string[] = Object.values(AuthErrorCodes);

/** Every sentence the module can produce: what the known codes give, plus the fallbacks. */
const knownSentences = new Set([
  genericAuthMessage,
  networkMessage,
  ...[...allCommonCodes, ...rareCodes, ...sdkCodes, ...firestoreCodes].map((code) =>
    messageForError(sdkError(code)),
  ),
]);

function expectSentence(message: string): void {
  expect(message.length).toBeGreaterThan(10);
  expect(message).toMatch(/^[A-Z]/);
  expect(message).toMatch(/[.!]$/);
  expect(message).not.toContain("auth/");
  expect(message).not.toMatch(/firebase/i);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("messageForError", () => {
  it("exports three distinct, readable sentences", () => {
    for (const message of [genericAuthMessage, networkMessage, wrongCredentialsMessage]) {
      expectSentence(message);
    }
    expect(new Set([genericAuthMessage, networkMessage, wrongCredentialsMessage]).size).toBe(3);
  });

  it("gives one sentence for a wrong password, an unknown email and a bad credential", () => {
    const messages = [
      "auth/wrong-password",
      "auth/user-not-found",
      "auth/invalid-credential",
      "auth/invalid-login-credentials",
    ].map((code) => messageForError(sdkError(code)));
    expect(new Set(messages)).toEqual(new Set([wrongCredentialsMessage]));
    // The sentence must not say which half was wrong.
    expect(wrongCredentialsMessage).toMatch(/email or password/i);
  });

  it.each(Object.entries(commonCodes))(
    "explains every common code of %s in its own sentence",
    (_call, codes) => {
      for (const code of codes) {
        const message = messageForError(sdkError(code));
        expectSentence(message);
        expect(message, code).not.toBe(genericAuthMessage);
        expect(message).not.toContain(code.replace("auth/", ""));
      }
    },
  );

  it("says what to do for the codes a visitor can act on", () => {
    expect(messageForError(sdkError("auth/email-already-in-use"))).toMatch(/already exists/i);
    expect(messageForError(sdkError("auth/invalid-email"))).toMatch(/valid email/i);
    expect(messageForError(sdkError("auth/missing-password"))).toMatch(/password/i);
    expect(messageForError(sdkError("auth/weak-password"))).toMatch(/8 characters/);
    expect(messageForError(sdkError("auth/password-does-not-meet-requirements"))).toBe(
      messageForError(sdkError("auth/weak-password")),
    );
    expect(messageForError(sdkError("auth/too-many-requests"))).toMatch(/wait/i);
    expect(messageForError(sdkError("auth/requires-recent-login"))).toMatch(/sign in again/i);
    expect(messageForError(sdkError("auth/user-disabled"))).toMatch(/disabled/i);
    expect(messageForError(sdkError("auth/user-token-expired"))).toMatch(/sign in again/i);
  });

  it("gives the network sentence when the request did not reach the server", () => {
    expect(messageForError(sdkError("auth/network-request-failed"))).toBe(networkMessage);
    expect(messageForError(sdkError("auth/timeout"))).toBe(networkMessage);
    expect(messageForError(new TypeError("Failed to fetch"))).toBe(networkMessage);
    expect(messageForError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(
      networkMessage,
    );
  });

  it("does not call every TypeError a network problem", () => {
    expect(messageForError(new TypeError("user.getIdToken is not a function"))).toBe(
      genericAuthMessage,
    );
  });

  it("gives the network sentence for an unrecognised error while the browser is offline", () => {
    vi.stubGlobal("navigator", { onLine: false });
    expect(messageForError(new Error("boom"))).toBe(networkMessage);
    // A code the server sent still wins: the server was reached.
    expect(messageForError(sdkError("auth/wrong-password"))).toBe(wrongCredentialsMessage);
    vi.stubGlobal("navigator", { onLine: true });
    expect(messageForError(new Error("boom"))).toBe(genericAuthMessage);
  });

  it.each(rareCodes)("gives a sentence, not the raw code, for %s", (code) => {
    const message = messageForError(sdkError(code));
    expectSentence(message);
    expect(message).not.toContain(code);
  });

  it("gives a sentence, not the raw code, for every code in the SDK's AuthErrorCodes", () => {
    expect(sdkCodes.length).toBeGreaterThan(50);
    for (const code of sdkCodes) {
      const message = messageForError(sdkError(code));
      expectSentence(message);
      expect(message).not.toContain(code);
    }
  });

  it("handles the Firestore codes of the site's writes", () => {
    expect(messageForError(sdkError("unavailable"))).toBe(networkMessage);
    expect(messageForError(sdkError("deadline-exceeded"))).toBe(networkMessage);
    for (const code of ["permission-denied", "unauthenticated", "resource-exhausted"]) {
      const message = messageForError(sdkError(code));
      expectSentence(message);
      expect(message, code).not.toBe(genericAuthMessage);
      expect(message, code).not.toBe(networkMessage);
    }
    expect(messageForError(sdkError("unauthenticated"))).toMatch(/sign in/i);
    for (const code of firestoreCodes) {
      const message = messageForError(sdkError(code));
      expectSentence(message);
      expect(message).not.toContain(code);
    }
  });

  it("says every Firestore code in its own words, never the SDK's text (lists, saves)", () => {
    // What Firestore Lite throws when the request never reached the server.
    const offline = new FirebaseError("unknown", "Request failed with error: undefined");
    expect(messageForError(offline)).toBe(networkMessage);
    for (const code of firestoreCodes) {
      const message = messageForError(
        new FirebaseError(code, `Request failed with error: ${code}`),
      );
      expect(message).not.toMatch(/request failed|undefined/i);
      expect(message, code).not.toBe(genericAuthMessage);
    }
  });

  it("gives the generic sentence for unknown codes and for things that are not errors", () => {
    for (const value of [
      sdkError("auth/some-future-code"),
      sdkError("storage/unknown"),
      { code: "auth/" },
      { code: 42 },
      { code: null },
      new Error("auth/invalid-credential"),
      "auth/invalid-credential",
      42,
      null,
      undefined,
      Symbol("error"),
      [],
      {},
    ]) {
      expect(messageForError(value)).toBe(genericAuthMessage);
    }
  });

  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "auth/__proto__"])(
    "does not read inherited properties for the code %j",
    (code) => {
      expect(messageForError({ code })).toBe(genericAuthMessage);
    },
  );

  it("reads the code from plain objects as well as FirebaseError", () => {
    expect(messageForError({ code: "auth/wrong-password" })).toBe(wrongCredentialsMessage);
    expect(
      messageForError(Object.assign(new Error("x"), { code: "auth/network-request-failed" })),
    ).toBe(networkMessage);
  });

  it("property: any string code gives one of the module's own sentences, never built from the code", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `auth/${s}`),
        ),
        (code) => {
          const message = messageForError({ code, message: `Firebase: Error (${code}).` });
          expect(knownSentences.has(message)).toBe(true);
          expect(message.length).toBeGreaterThan(0);
          expect(message).not.toContain("auth/");
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("property: a code-shaped string never appears in the sentence", () => {
    const codeShaped = fc.stringMatching(/^(auth\/)?[a-z]{3,12}(-[a-z]{3,12}){1,3}$/);
    fc.assert(
      fc.property(codeShaped, (code) => {
        const message = messageForError(sdkError(code));
        expect(message).not.toContain(code);
        expect(message).not.toContain("auth/");
      }),
      { numRuns: 1000 },
    );
  });

  it("property: never throws and always returns a non-empty sentence for any thrown value", () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withDate: true, withMap: true }), (value) => {
        const message = messageForError(value);
        expect(typeof message).toBe("string");
        expect(message.length).toBeGreaterThan(0);
        expect(message).not.toContain("auth/");
        expect(knownSentences.has(message)).toBe(true);
        expect(isNetworkError(value)).toBe(message === networkMessage);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("errorCode", () => {
  it("returns the string code of an error-like object", () => {
    expect(errorCode(sdkError("auth/wrong-password"))).toBe("auth/wrong-password");
    expect(errorCode({ code: "permission-denied" })).toBe("permission-denied");
    expect(errorCode({ code: "" })).toBe("");
  });

  it("returns undefined when there is no string code", () => {
    for (const value of [
      new Error("x"),
      { code: 1 },
      { code: undefined },
      null,
      undefined,
      "auth/x",
      0,
    ]) {
      expect(errorCode(value)).toBeUndefined();
    }
  });

  it("property: returns the code of any object with a string code", () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.anything()), (code, rest) => {
        expect(errorCode({ ...rest, code })).toBe(code);
      }),
    );
  });
});

describe("isNetworkError", () => {
  it("is true for the failures worth retrying on a better connection", () => {
    expect(isNetworkError(sdkError("auth/network-request-failed"))).toBe(true);
    expect(isNetworkError(sdkError("unavailable"))).toBe(true);
    expect(isNetworkError(sdkError("deadline-exceeded"))).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
  });

  it("is false for answers from the server", () => {
    expect(isNetworkError(sdkError("auth/wrong-password"))).toBe(false);
    expect(isNetworkError(sdkError("permission-denied"))).toBe(false);
    expect(isNetworkError(new Error("boom"))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
