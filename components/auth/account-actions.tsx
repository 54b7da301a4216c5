"use client";

import { Link } from "@/components/ui/link";
import { accountLinks } from "@/lib/site";
import { buttonStyles } from "@/components/ui/button-styles";
import { useAuth } from "./auth-context";
import { UserAvatar } from "./user-avatar";

/** The header's right-hand side: submit + register when signed out, the avatar when signed in. */
export function AccountActions() {
  const auth = useAuth();
  if (auth.status === "signed-in") {
    return (
      <Link
        href={accountLinks.profile.href}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={`Your profile (${auth.user.username ?? auth.user.email ?? "signed in"})`}
      >
        <UserAvatar user={auth.user} />
      </Link>
    );
  }
  return (
    <>
      {/* While the page starts, a returning user's <html data-auth="in"> (set from the hint
          before paint) hides these links and shows this disc where the avatar will be. */}
      <span
        aria-hidden="true"
        data-auth-when="signed-in"
        className="size-9 animate-pulse rounded-full bg-surface"
      />
      <div data-auth-when="signed-out" className="flex items-center gap-2">
        <Link
          href={accountLinks.submitTool.href}
          className={buttonStyles({ variant: "ghost", size: "sm" })}
        >
          {accountLinks.submitTool.label}
        </Link>
        <Link href={accountLinks.register.href} className={buttonStyles({ size: "sm" })}>
          {accountLinks.register.label}
        </Link>
      </div>
    </>
  );
}
