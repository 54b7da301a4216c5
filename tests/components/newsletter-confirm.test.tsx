import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import NewsletterConfirmPage from "@/app/(newsletter)/newsletter/confirm/page";
import { ConfirmSubscription } from "@/components/newsletter/confirm-subscription";
import { AppCheckUnavailableError } from "@/lib/firebase/app-check";

const confirmNewsletterSubscription = vi.fn();
vi.mock("@/lib/firebase/newsletter", () => ({
  confirmNewsletterSubscription: (...args: unknown[]) => confirmNewsletterSubscription(...args),
}));
// The real module would start App Check; only its error class is needed here.
vi.mock("@/lib/firebase/app-check", () => ({
  AppCheckUnavailableError: class extends Error {
    override name = "AppCheckUnavailableError";
  },
}));

const token = "q3Zt0_8m-Qp1hK2yV9xW4cB7nL5rT6uE0aS3dF8gH1j";

function openLink(search: string) {
  window.history.replaceState(null, "", `/newsletter/confirm${search}`);
  return render(<ConfirmSubscription />);
}

const confirmButton = () => screen.getByRole("button", { name: "Confirm my subscription" });

beforeEach(() => {
  confirmNewsletterSubscription.mockReset();
});

describe("/newsletter/confirm", () => {
  it("waits for a click, so a mail scanner opening the link confirms nothing", async () => {
    openLink(`?token=${token}`);
    expect(
      await screen.findByText(
        "Confirm that you want the AI Compass newsletter at the address this link was sent to.",
      ),
    ).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(confirmNewsletterSubscription).not.toHaveBeenCalled();
  });

  it("confirming, then confirmed, with the focus on the outcome", async () => {
    let finish: (value: string) => void = () => {};
    confirmNewsletterSubscription.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    openLink(`?token=${token}`);
    await user.click(await screen.findByRole("button", { name: "Confirm my subscription" }));
    expect(screen.getByRole("status")).toHaveTextContent("Confirming your subscription…");
    expect(confirmButton()).toHaveAttribute("aria-disabled", "true");
    await user.click(confirmButton());
    expect(confirmNewsletterSubscription).toHaveBeenCalledTimes(1);
    expect(confirmNewsletterSubscription).toHaveBeenCalledWith(token);

    finish("confirmed");
    const heading = await screen.findByRole("heading", { name: "Your subscription is confirmed" });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/every issue has a link to unsubscribe/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to AI Compass" })).toHaveAttribute("href", "/");
  });

  it("says plainly when the link was used already, is unknown or has expired", async () => {
    confirmNewsletterSubscription.mockResolvedValue("used-or-unknown");
    const user = userEvent.setup();
    openLink(`?token=${token}`);
    await user.click(await screen.findByRole("button", { name: "Confirm my subscription" }));
    expect(
      await screen.findByRole("heading", {
        name: "This link has already been used, or it is not valid",
      }),
    ).toHaveFocus();
    expect(
      screen.getByText(/If you confirmed your address before, you are subscribed/),
    ).toHaveTextContent(/stop working 30 days after we send them/);
  });

  it.each([
    ["no token", ""],
    ["a cut-off token", `?token=${token.slice(0, 20)}`],
  ])("says the link is incomplete when it has %s, and offers no button", async (_label, search) => {
    openLink(search);
    expect(
      await screen.findByRole("heading", { name: "This link is incomplete" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
    expect(confirmNewsletterSubscription).not.toHaveBeenCalled();
  });

  it("offline or a server error: says so, logs it, and tries again on request", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    confirmNewsletterSubscription
      .mockRejectedValueOnce(Object.assign(new Error("offline"), { code: "unavailable" }))
      .mockResolvedValueOnce("confirmed");
    const user = userEvent.setup();
    openLink(`?token=${token}`);
    await user.click(await screen.findByRole("button", { name: "Confirm my subscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not confirm your subscription: we could not reach the server",
    );
    expect(error).toHaveBeenCalledWith("Newsletter confirmation failed", expect.any(Error));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { name: "Your subscription is confirmed" }),
    ).toBeInTheDocument();
    expect(confirmNewsletterSubscription).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("says when the browser check (reCAPTCHA) could not run", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    confirmNewsletterSubscription.mockRejectedValue(new AppCheckUnavailableError("blocked"));
    const user = userEvent.setup();
    openLink(`?token=${token}`);
    await user.click(await screen.findByRole("button", { name: "Confirm my subscription" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /Google reCAPTCHA\) did not run. If you block www.google.com/,
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    error.mockRestore();
  });

  it("the page says without JavaScript that the link needs it", () => {
    render(<NewsletterConfirmPage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Confirm your subscription" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Confirming your subscription needs JavaScript, which is turned off in your browser. Turn it on and open the link again.",
      ),
    ).toHaveClass("hidden", "noscript:block");
  });
});
