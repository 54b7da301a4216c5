import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authHintScript } from "@/components/auth/auth-state";
import { authHintKey } from "@/lib/session/auth-state";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

// Firebase's answer, controlled by each test.
let firebaseUser: { uid: string; username: string | null; email: string; photoURL: null } | null =
  null;
vi.mock("@/lib/firebase/auth", () => ({
  watchAccount: (listener: (account: unknown) => void) => {
    listener(firebaseUser ? { ...firebaseUser, emailVerified: true, createdAt: null } : null);
    return () => {};
  },
}));

async function freshModules() {
  vi.resetModules();
  const { AccountActions } = await import("@/components/auth/account-actions");
  const store = await import("@/lib/session/auth-store");
  return { AccountActions, store };
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.auth;
  firebaseUser = null;
});
afterEach(() => localStorage.clear());

describe("the head script", () => {
  it("marks <html data-auth> only when a hint is stored", () => {
    new Function(authHintScript)();
    expect(document.documentElement.dataset.auth).toBeUndefined();
    localStorage.setItem(authHintKey, JSON.stringify({ username: "ada" }));
    new Function(authHintScript)();
    expect(document.documentElement.dataset.auth).toBe("in");
  });
});

describe("auth state with a hint", () => {
  it("shows the hinted avatar at once, before Firebase answers", async () => {
    localStorage.setItem(
      authHintKey,
      JSON.stringify({ username: "ada_l", email: "ada@example.org", photoURL: null }),
    );
    const { AccountActions } = await freshModules();
    render(<AccountActions />);
    expect(screen.getByRole("link", { name: "Your profile (ada_l)" })).toHaveTextContent("A");
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("clears the hint and shows the signed-out links when Firebase says signed out", async () => {
    localStorage.setItem(authHintKey, JSON.stringify({ username: "ada_l" }));
    document.documentElement.dataset.auth = "in";
    const { AccountActions, store } = await freshModules();
    render(<AccountActions />);
    await act(() => store.startAuth());
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
    expect(localStorage.getItem(authHintKey)).toBeNull();
    expect(document.documentElement.dataset.auth).toBeUndefined();
  });

  it("stores a hint when Firebase reports a signed-in user", async () => {
    firebaseUser = { uid: "u1", username: "grace", email: "grace@example.org", photoURL: null };
    const { AccountActions, store } = await freshModules();
    render(<AccountActions />);
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
    await act(() => store.startAuth());
    expect(screen.getByRole("link", { name: "Your profile (grace)" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(authHintKey) ?? "null")).toEqual({
      username: "grace",
      email: "grace@example.org",
      photoURL: null,
    });
    expect(document.documentElement.dataset.auth).toBe("in");
  });

  it("ignores a corrupt hint", async () => {
    localStorage.setItem(authHintKey, "{not json");
    const { AccountActions } = await freshModules();
    render(<AccountActions />);
    expect(screen.getByRole("link", { name: "Register" })).toBeInTheDocument();
  });
});
