"use client";

import { Link } from "@/components/ui/link";
import { lazy, Suspense, useEffect } from "react";
import { NeedsJavaScript } from "@/components/forms/field";
import { buttonStyles } from "@/components/ui/button-styles";
import { withReturn } from "@/lib/safe-return";
import type { SiteUser } from "@/lib/session/auth-state";
import { startAuth } from "@/lib/session/auth-store";
import { useAuth } from "./auth-context";
import { AccountPanel } from "./profile/account-panel";
import { DeleteAccountPanel } from "./profile/delete-account-panel";
import { Panel } from "./profile/panel";
import { RenamePanel } from "./profile/rename-panel";
import { SignOutPanel } from "./profile/sign-out-panel";
import { UserAvatar } from "./user-avatar";

// Its code and Firestore load only once a signed-in profile is shown.
const MySubmissions = lazy(() => import("@/components/submit/my-submissions"));
const MyReviews = lazy(() => import("@/components/reviews/my-reviews"));

/** /profile: the signed-in user's account, one panel per thing they can do with it. */
export function ProfileView() {
  const auth = useAuth();
  useEffect(() => {
    void startAuth();
  }, []);

  if (auth.status === "checking" || (auth.status === "signed-in" && auth.user.fromHint)) {
    return (
      <>
        <NeedsJavaScript what="Your profile" />
        <p role="status" className="text-muted-foreground noscript:hidden">
          Loading your profile…
        </p>
      </>
    );
  }
  if (auth.status === "signed-out") {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6">
        <h2 className="text-lg font-semibold">You are not signed in</h2>
        <p className="text-muted-foreground">
          Sign in to see your account, change your username or submit tools.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href={withReturn("/login", "/profile")} className={buttonStyles()}>
            Sign in
          </Link>
          <Link
            href={withReturn("/register", "/profile")}
            className={buttonStyles({ variant: "outline" })}
          >
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  return <SignedInProfile user={auth.user} />;
}

function SignedInProfile({ user }: { user: SiteUser }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} size={64} />
        <div className="flex flex-col">
          <p className="text-xl font-semibold" data-testid="profile-username">
            {user.username ?? "No username yet"}
          </p>
          <p className="text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <AccountPanel user={user} />
      <Suspense
        fallback={
          <Panel title="Your submissions" id="my-submissions-heading">
            <p role="status" className="text-muted-foreground">
              Loading your submissions…
            </p>
          </Panel>
        }
      >
        <MySubmissions uid={user.uid} />
      </Suspense>
      <Suspense
        fallback={
          <Panel title="Your reviews" id="my-reviews-heading">
            <p role="status" className="text-muted-foreground">
              Loading your reviews…
            </p>
          </Panel>
        }
      >
        <MyReviews uid={user.uid} />
      </Suspense>
      <RenamePanel current={user.username} />
      <SignOutPanel />
      <DeleteAccountPanel />
    </div>
  );
}
