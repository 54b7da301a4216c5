import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { AccountActions } from "@/components/auth/account-actions";
import { AuthProvider, greetingFor } from "@/components/auth/auth-context";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { signedOut, type AuthState } from "@/lib/session/auth-state";
import { mainNav } from "@/lib/site";
import { polyfillDialog } from "../support/dialog";

vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

const signedIn = (username: string | null, photoURL: string | null = null): AuthState => ({
  status: "signed-in",
  user: { uid: "u1", username, email: "ada@example.org", photoURL },
});

describe("greetingFor", () => {
  it("greets a guest, a user with a username and one without", () => {
    expect(greetingFor(signedOut)).toBe("Hello, Guest");
    expect(greetingFor(signedIn("ada_l"))).toBe("Hello, ada_l");
    expect(greetingFor(signedIn(null))).toBe("Hello, User");
    expect(greetingFor(signedIn("   "))).toBe("Hello, User");
  });
});

describe("AccountActions", () => {
  it("defaults to signed out: 'Submit ai tool' and 'Register', no profile", () => {
    render(<AccountActions />);
    expect(screen.getByRole("link", { name: "Submit ai tool" })).toHaveAttribute(
      "href",
      "/submit-ai-tool",
    );
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("link", { name: /profile/i })).toBeNull();
  });

  it("signed in, shows the avatar initial linking to the profile instead", () => {
    render(
      <AuthProvider value={signedIn("ada_l")}>
        <AccountActions />
      </AuthProvider>,
    );
    const profile = screen.getByRole("link", { name: /your profile \(ada_l\)/i });
    expect(profile).toHaveAttribute("href", "/profile");
    expect(profile).toHaveTextContent("A");
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Submit ai tool" })).toBeNull();
  });

  it("signed in with a photo, shows the photo", () => {
    const { container } = render(
      <AuthProvider value={signedIn("ada_l", "https://example.org/a.png")}>
        <AccountActions />
      </AuthProvider>,
    );
    expect(container.querySelector("img")).toHaveAttribute("src", "https://example.org/a.png");
  });
});

describe("MobileMenu greeting and links", () => {
  beforeAll(polyfillDialog);
  // The menu's content is rendered when it opens.
  const openMenu = () => fireEvent.click(screen.getByRole("button", { name: "Menu" }));

  it("renders nothing of its content until it opens", () => {
    render(<MobileMenu items={mainNav} />);
    expect(screen.queryByText("Hello, Guest")).toBeNull();
    expect(screen.queryByRole("link", { name: "Register", hidden: true })).toBeNull();
  });

  it("signed out: 'Hello, Guest' with submit and register", () => {
    render(<MobileMenu items={mainNav} />);
    openMenu();
    expect(screen.getByText("Hello, Guest")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register", hidden: true })).toBeInTheDocument();
  });

  it("signed in: 'Hello, {username}' and a Profile link", () => {
    render(
      <AuthProvider value={signedIn("ada_l")}>
        <MobileMenu items={mainNav} />
      </AuthProvider>,
    );
    openMenu();
    expect(screen.getByText("Hello, ada_l")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Profile", hidden: true })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(screen.queryByRole("link", { name: "Register", hidden: true })).toBeNull();
  });

  it("signed in without a username: 'Hello, User'", () => {
    render(
      <AuthProvider value={signedIn(null)}>
        <MobileMenu items={mainNav} />
      </AuthProvider>,
    );
    openMenu();
    expect(screen.getByText("Hello, User")).toBeInTheDocument();
  });
});
