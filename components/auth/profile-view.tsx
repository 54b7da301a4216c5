"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Field, FormMessage, inputStyles, NeedsJavaScript } from "@/components/forms/field";
import { buttonStyles } from "@/components/ui/button-styles";
import { messageForError } from "@/lib/firebase/errors";
import { withReturn } from "@/lib/safe-return";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useSchemas } from "@/components/forms/use-schemas";
import { useAuth, type SiteUser } from "./auth-context";
import { startAuth } from "./auth-store";
import { useEmailVerificationRecheck } from "./use-email-verification-recheck";
import { UserAvatar } from "./user-avatar";

// Its code and Firestore load only once a signed-in profile is shown.
const MySubmissions = lazy(() => import("@/components/submit/my-submissions"));

type Notice = { tone: "error" | "success"; text: string } | null;

function formatJoined(createdAt: string | null | undefined): string {
  if (!createdAt) return "Unknown";
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return new Intl.DateTimeFormat("en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState("");

  async function onSignOut() {
    setSigningOut(true);
    setSignOutError("");
    try {
      const { signOutAccount } = await import("@/lib/firebase/auth");
      await signOutAccount();
      router.push("/");
    } catch (error) {
      setSignOutError(messageForError(error));
      setSigningOut(false);
    }
  }

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

      <Panel title="Account" id="account-heading">
        <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="text-muted-foreground">Username</dt>
          <dd>{user.username ?? "Not set"}</dd>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-muted-foreground">Email verified</dt>
          <dd>{user.emailVerified ? "Yes" : "Not yet"}</dd>
          <dt className="text-muted-foreground">Joined</dt>
          <dd>{formatJoined(user.createdAt)}</dd>
        </dl>
        {user.emailVerified ? null : <VerifyEmail email={user.email} />}
      </Panel>

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

      <RenameForm current={user.username} />

      <Panel title="Sign out" id="sign-out-heading">
        <p className="text-muted-foreground">Sign out of your account on this device.</p>
        {signOutError ? <FormMessage tone="error">{signOutError}</FormMessage> : null}
        <div>
          <button
            type="button"
            onClick={onSignOut}
            className={buttonStyles({ variant: "outline" })}
            aria-disabled={signingOut || undefined}
          >
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </div>
      </Panel>

      <DeleteAccount />
    </div>
  );
}

function VerifyEmail({ email }: { email: string | null }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [resending, setResending] = useState(false);
  const verification = useEmailVerificationRecheck(
    "Your email is not verified yet. Open the link in the email we sent, then check again.",
  );
  const busy = resending || verification.checking;

  async function resend() {
    setResending(true);
    setNotice(null);
    try {
      const { resendVerification } = await import("@/lib/firebase/auth");
      await resendVerification();
      setNotice({
        tone: "success",
        text: `We sent a new verification link to ${email ?? "your email"}.`,
      });
    } catch (error) {
      setNotice({ tone: "error", text: messageForError(error) });
    } finally {
      setResending(false);
    }
  }

  async function check() {
    setNotice(null);
    const problem = await verification.recheck();
    if (problem) setNotice({ tone: "error", text: problem });
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        We sent a verification link to your email. Verify your address to submit tools.
      </p>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={resend}
          className={buttonStyles({ variant: "outline", size: "sm" })}
          aria-disabled={busy || undefined}
        >
          Resend verification email
        </button>
        <button
          type="button"
          onClick={check}
          className={buttonStyles({ variant: "ghost", size: "sm" })}
          aria-disabled={busy || undefined}
        >
          I have verified it
        </button>
      </div>
    </div>
  );
}

function RenameForm({ current }: { current: string | null }) {
  const id = useId();
  const [username, setUsername] = useState(current ?? "");
  const [error, setError] = useState("");
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const schemas = useSchemas(() => import("@/lib/schemas/account"));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const { usernameSchema } = await schemas.load();
    const result = usernameSchema.safeParse(username);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? "Choose a valid username.";
      setError(message);
      focusFirstInvalid(id, ["username"], { username: message });
      return;
    }
    setError("");
    if (result.data === current) {
      setNotice({ tone: "success", text: `Your username is already ${result.data}.` });
      return;
    }
    setBusy(true);
    try {
      const { renameAccount } = await import("@/lib/firebase/auth");
      await renameAccount(result.data);
      setNotice({ tone: "success", text: `Your username is now ${result.data}.` });
    } catch (caught) {
      setNotice({ tone: "error", text: messageForError(caught) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title="Change username" id="rename-heading">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
        <Field
          id={`${id}-username`}
          label="New username"
          hint="3 to 20 letters, digits or underscores (_)."
          error={error}
        >
          {(props) => (
            <input
              type="text"
              {...props}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              className={inputStyles}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={buttonStyles()} aria-disabled={busy || undefined}>
            {busy ? "Saving…" : "Save username"}
          </button>
        </div>
      </form>
    </Panel>
  );
}

function DeleteAccount() {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  // Opening the confirmation moves focus to its password field; cancelling returns it.
  useEffect(() => {
    if (open) document.getElementById(`${id}-password`)?.focus();
    else if (opened.current) document.getElementById(`${id}-open`)?.focus();
    opened.current ||= open;
  }, [open, id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      const message = "Enter your password to confirm.";
      setError(message);
      focusFirstInvalid(id, ["password"], { password: message });
      return;
    }
    setError("");
    setBusy(true);
    try {
      const { deleteAccount } = await import("@/lib/firebase/auth");
      await deleteAccount(password);
      router.push("/");
    } catch (caught) {
      setError(messageForError(caught));
      setBusy(false);
    }
  }

  return (
    <Panel title="Delete account" id="delete-heading">
      <p className="text-muted-foreground">
        This deletes your account and profile for good. Newsletter subscriptions and tools you
        submitted are kept; write to us to have them removed.
      </p>
      {open ? (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field id={`${id}-password`} label="Your password, to confirm" error={error}>
            {(props) => (
              <input
                {...props}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonStyles({ variant: "destructive" })}
              aria-disabled={busy || undefined}
            >
              {busy ? "Deleting…" : "Delete my account"}
            </button>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                setPassword("");
                setError("");
              }}
              className={buttonStyles({ variant: "ghost" })}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button
            id={`${id}-open`}
            type="button"
            onClick={() => setOpen(true)}
            className={buttonStyles({ variant: "destructive-outline" })}
          >
            Delete account…
          </button>
        </div>
      )}
    </Panel>
  );
}
