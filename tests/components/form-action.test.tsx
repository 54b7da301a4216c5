/**
 * One hook owns a form's send (components/forms/use-form-action.ts): busy while it runs, a
 * second send ignored, and the outcome as a notice in the site's own sentences. The forms that
 * use it keep their texts, roles and focus.
 */
import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/auth-context";
import { LoginForm } from "@/components/auth/login-form";
import { RenamePanel } from "@/components/auth/profile/rename-panel";
import { VerifyEmail } from "@/components/auth/profile/verify-email";
import { leaving, useFormAction, type FormNotice } from "@/components/forms/use-form-action";
import { networkMessage, wrongCredentialsMessage } from "@/lib/firebase/errors";
import { signedOut } from "@/lib/session/auth-state";

const firebase = vi.hoisted(() => ({
  signIn: vi.fn<(email: string, password: string) => Promise<void>>(),
  reloadAccount: vi.fn<() => Promise<{ emailVerified: boolean } | null>>(),
  renameAccount: vi.fn<(username: string) => Promise<void>>(),
}));
vi.mock("@/lib/firebase/auth", () => ({
  watchAccount: () => () => {},
  signIn: (email: string, password: string) => firebase.signIn(email, password),
  reloadAccount: () => firebase.reloadAccount(),
  renameAccount: (username: string) => firebase.renameAccount(username),
}));
vi.mock("next/navigation", () => ({
  usePathname: () => "/login",
  useRouter: () => ({ push: vi.fn() }),
}));

const offline = () => Object.assign(new Error("x"), { code: "auth/network-request-failed" });

beforeEach(() => {
  firebase.signIn.mockReset();
  firebase.reloadAccount.mockReset();
  firebase.renameAccount.mockReset();
});

describe("useFormAction", () => {
  it("is busy with the running action, then shows the notice it returns", async () => {
    const { result } = renderHook(() => useFormAction<"saving" | "checking">());
    // Settled by hand, to look at the state while the work runs.
    let finish!: (notice: FormNotice) => void;
    let sent!: Promise<void>;
    act(() => {
      sent = result.current.run("saving", () => new Promise((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe("saving");
    expect(result.current.notice).toBeNull();
    await act(async () => {
      finish({ tone: "success", text: "Saved." });
      await sent;
    });
    expect(result.current.busy).toBeNull();
    expect(result.current.notice).toEqual({ tone: "success", text: "Saved." });
  });

  it("says a failure in the site's sentence, or in the form's own words", async () => {
    const { result } = renderHook(() => useFormAction());
    await act(() => result.current.run("sending", () => Promise.reject(offline())));
    expect(result.current.notice).toEqual({ tone: "error", text: networkMessage });
    expect(result.current.busy).toBeNull();

    await act(() =>
      result.current.run(
        "sending",
        () => Promise.reject(offline()),
        (error) => `Not sent. ${(error as { code: string }).code}`,
      ),
    );
    expect(result.current.notice?.text).toBe("Not sent. auth/network-request-failed");
  });

  it("ignores a second send while one runs, even before React renders again", async () => {
    const { result } = renderHook(() => useFormAction());
    const work = vi.fn(() => Promise.resolve(undefined));
    await act(async () => {
      const first = result.current.run("sending", work);
      const second = result.current.run("sending", work);
      await Promise.all([first, second]);
    });
    expect(work).toHaveBeenCalledTimes(1);
    // Done: the next send runs.
    await act(() => result.current.run("sending", work));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("stays busy after an action that navigated away, and clears the last notice on a new send", async () => {
    const { result } = renderHook(() => useFormAction());
    act(() => result.current.setNotice({ tone: "error", text: "Old." }));
    await act(() => result.current.run("sending", async () => leaving));
    expect(result.current.notice).toBeNull();
    expect(result.current.busy).toBe("sending");
  });
});

describe("LoginForm", () => {
  it("says it is signing in, sends once, then says why it failed in an alert", async () => {
    let refuse!: (error: unknown) => void;
    firebase.signIn.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const user = userEvent.setup();
    render(
      <AuthProvider value={signedOut}>
        <LoginForm />
      </AuthProvider>,
    );
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.type(screen.getByLabelText("Password"), "not-the-password1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const busy = await screen.findByRole("button", { name: "Signing in…" });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    await user.click(busy);
    expect(firebase.signIn).toHaveBeenCalledTimes(1);

    await act(async () => refuse({ code: "auth/invalid-credential" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(wrongCredentialsMessage);
    expect(screen.getByRole("button", { name: "Sign in" })).not.toHaveAttribute("aria-disabled");
  });
});

describe("profile panels", () => {
  it.each([
    ["verified", () => Promise.resolve({ emailVerified: true }), null],
    [
      "still unverified",
      () => Promise.resolve({ emailVerified: false }),
      "Your email is not verified yet. Open the link in the email we sent, then check again.",
    ],
    [
      "signed out meanwhile",
      () => Promise.resolve(null),
      "Your email is not verified yet. Open the link in the email we sent, then check again.",
    ],
    ["a failed reload", () => Promise.reject(offline()), networkMessage],
  ])("“I have verified it” says what it found after %s", async (_label, answer, said) => {
    firebase.reloadAccount.mockImplementationOnce(answer);
    const user = userEvent.setup();
    render(<VerifyEmail email="ada@example.org" />);
    await user.click(screen.getByRole("button", { name: "I have verified it" }));
    await vi.waitFor(() => expect(firebase.reloadAccount).toHaveBeenCalled());
    if (said) expect(await screen.findByRole("alert")).toHaveTextContent(said);
    else expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "I have verified it" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("renames, and says so politely; the same name needs no sending", async () => {
    firebase.renameAccount.mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<RenamePanel current="ada_l" />);
    await user.click(screen.getByRole("button", { name: "Save username" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your username is already ada_l.");
    expect(firebase.renameAccount).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("New username"));
    await user.type(screen.getByLabelText("New username"), "grace_h");
    await user.click(screen.getByRole("button", { name: "Save username" }));
    expect(await screen.findByText("Your username is now grace_h.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(firebase.renameAccount).toHaveBeenCalledWith("grace_h");
  });
});
