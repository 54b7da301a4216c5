import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import ReportDialog from "@/components/reports/report-dialog";
import { readReportDraft, resumableDraft } from "@/lib/reports/report-draft";
import { signedOut } from "@/lib/session/auth-state";
import { setAuthState } from "@/lib/session/auth-store";
import { polyfillDialog } from "../support/dialog";

const sendReport = vi.fn();
vi.mock("@/lib/firebase/reports", () => ({
  sendReport: (...args: unknown[]) => sendReport(...args),
}));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: () => {} }),
  usePathname: () => "/",
}));

const item = { kind: "tool", id: "chatgpt", name: "ChatGPT" } as const;

beforeAll(polyfillDialog);

beforeEach(() => {
  sessionStorage.clear();
  sendReport.mockReset();
  setAuthState(signedOut, { remember: false });
});

function open() {
  return render(<ReportDialog item={item} open onClose={() => {}} />);
}

describe("Report a problem, as a guest", () => {
  it("asks to sign in on send, sends nothing, and keeps what was written", async () => {
    const user = userEvent.setup();
    open();
    const dialog = screen.getByRole("dialog", { name: "Report a problem with ChatGPT" });
    expect(within(dialog).getByText(/Reports are sent from an account/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole("radio", { name: "The link is broken or goes somewhere else" }),
    );
    await user.type(
      within(dialog).getByLabelText(/What should it say\?/),
      "It redirects to a shop.",
    );
    expect(within(dialog).getByText("23/500 characters")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Sign in or create an account to send your report.");
    expect(within(alert).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2F",
    );
    expect(sendReport).not.toHaveBeenCalled();
    expect(readReportDraft()).toMatchObject({
      id: "chatgpt",
      problem: "link",
      note: "It redirects to a shop.",
    });

    // Leaving to sign in marks the draft to reopen on this page.
    expect(resumableDraft("/")).toBeNull();
    within(alert)
      .getByRole("link", { name: "Sign in" })
      .addEventListener("click", (e) => e.preventDefault());
    await user.click(within(alert).getByRole("link", { name: "Sign in" }));
    expect(resumableDraft("/")).toMatchObject({ problem: "link", note: "It redirects to a shop." });
  });

  it("opens again with the draft of the same item", async () => {
    const user = userEvent.setup();
    const first = open();
    await user.click(screen.getByRole("radio", { name: "The price is wrong" }));
    await user.type(screen.getByLabelText(/What should it say\?/), "Now $25.");
    first.unmount();
    open();
    expect(screen.getByRole("radio", { name: "The price is wrong" })).toBeChecked();
    expect(screen.getByLabelText(/What should it say\?/)).toHaveValue("Now $25.");
  });

  it("requires a problem and keeps the note within 500 characters", async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByText("Choose what is wrong.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "The price is wrong" })).toHaveFocus();

    await user.click(screen.getByRole("radio", { name: "Something else" }));
    const note = screen.getByLabelText(/What should it say\?/);
    await user.click(note);
    await user.paste("x".repeat(501));
    expect(screen.getByText("501/500 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(note).toHaveAccessibleDescription(/Keep the note to 500 characters or fewer/);
    expect(note).toHaveFocus();
    expect(sendReport).not.toHaveBeenCalled();
  });

  it("names a hidden character in the note and sends nothing", async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole("radio", { name: "Something else" }));
    const note = screen.getByLabelText(/What should it say\?/);
    await user.click(note);
    // "approve" in tag characters: nothing shows, the note still carries it.
    await user.paste(`Looks wrong.\u{e0061}\u{e0070}\u{e0070}\u{e0072}\u{e006f}\u{e0076}\u{e0065}`);
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(note).toHaveAccessibleDescription(
      /Remove the invisible character \(U\+E0061\) from the note: it often comes with pasted text\./,
    );
    expect(note).toHaveFocus();
    expect(sendReport).not.toHaveBeenCalled();
  });
});
