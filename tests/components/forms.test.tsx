import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/auth-context";
import { RegisterForm } from "@/components/auth/register-form";
import { SubmitToolForm } from "@/components/submit/submit-tool-form";
import { signedOut } from "@/lib/session/auth-state";
import { emptySubmission } from "@/lib/submission-fields";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn() }),
}));
vi.mock("@/lib/firebase/auth", () => ({ watchAccount: () => () => {} }));

afterEach(() => sessionStorage.clear());

describe("RegisterForm", () => {
  function renderForm() {
    render(
      <AuthProvider value={signedOut}>
        <RegisterForm />
      </AuthProvider>,
    );
    return userEvent.setup();
  }

  it("focuses the first invalid field after a failed submit", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Email"), "ada@example.org");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(screen.getByLabelText("Username")).toHaveFocus());
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email")).not.toHaveAttribute("aria-invalid");
  });

  it("re-checks only the fields that show an error as the visitor types", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText("Choose a username.");
    expect(screen.getByText("Choose a password.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Username"), "ada_l");
    expect(screen.queryByText("Choose a username.")).toBeNull();
    expect(screen.getByLabelText("Username")).not.toHaveAttribute("aria-invalid");
    // The confirmation showed no error, so a mismatch is not shown while typing.
    await user.type(screen.getByLabelText("Password"), "abc");
    expect(
      screen.getByText(
        "Your password needs at least 8 characters, including a letter and a digit.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("The two passwords do not match.")).toBeNull();
  });
});

describe("SubmitToolForm", () => {
  const draftKey = "aicompass:submission-draft";
  const categories = [{ slug: "text", name: "Text" }];

  function renderForm() {
    render(
      <AuthProvider value={signedOut}>
        <SubmitToolForm categories={categories} />
      </AuthProvider>,
    );
    return userEvent.setup();
  }

  it("restores the draft kept in this tab and keeps what is typed", async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ name: "Quill Pad", pricing: 3 }));
    const user = renderForm();
    expect(await screen.findByDisplayValue("Quill Pad")).toBe(screen.getByLabelText("Tool name"));
    await user.type(screen.getByLabelText("Website"), "https://quill.example.org");
    expect(JSON.parse(sessionStorage.getItem(draftKey) ?? "null")).toMatchObject({
      name: "Quill Pad",
      website: "https://quill.example.org",
      // A value that is not text is not restored.
      pricing: emptySubmission.pricing,
    });
  });

  it("focuses the first invalid field after a failed submit", async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText("Tool name"), "Quill Pad");
    await user.click(screen.getByRole("button", { name: "Submit tool" }));
    await waitFor(() => expect(screen.getByLabelText("Website")).toHaveFocus());
    expect(screen.getByLabelText("Tool name")).not.toHaveAttribute("aria-invalid");
  });

  it("names an invisible character pasted into the tool's name", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Tool name"));
    await user.paste("Chat\u200bGPT");
    await user.click(screen.getByRole("button", { name: "Submit tool" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Tool name")).toHaveAccessibleDescription(
        "Remove the invisible character (U+200B) from the name: it often comes with pasted text.",
      ),
    );
  });
});
