import type { SiteUser } from "@/lib/session/auth-state";
import { Panel } from "./panel";
import { VerifyEmail } from "./verify-email";

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

/** The account's facts, and the email verification while it is pending. */
export function AccountPanel({ user }: { user: SiteUser }) {
  return (
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
  );
}
