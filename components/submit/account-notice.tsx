import { FormMessage } from "@/components/forms/field";
import { Link } from "@/components/ui/link";
import { withReturn } from "@/lib/safe-return";

/** What stands between the visitor and sending: signing in, or verifying the email. */
export function AccountNotice({
  status,
  here,
  onRecheck,
  checking,
}: {
  status: "checking" | "signed-out" | "unverified" | "ready";
  here: string;
  onRecheck: () => void;
  checking: boolean;
}) {
  if (status === "ready") return null;
  if (status === "checking") {
    return <p className="text-sm text-muted-foreground">Checking whether you are signed in…</p>;
  }
  if (status === "signed-out") {
    return (
      <FormMessage tone="info">
        To send a tool you need an account with a verified email.{" "}
        <Link href={withReturn("/login", here)} className="text-accent underline">
          Sign in
        </Link>{" "}
        or{" "}
        <Link href={withReturn("/register", here)} className="text-accent underline">
          create an account
        </Link>
        ; what you type here is kept.
      </FormMessage>
    );
  }
  return (
    <FormMessage tone="info">
      <span className="flex flex-col items-start gap-2">
        <span>
          Verify your email to send a tool: open the link we emailed you when you registered.
        </span>
        <button
          type="button"
          onClick={onRecheck}
          className="text-accent underline"
          aria-disabled={checking || undefined}
        >
          {checking ? "Checking…" : "I have verified it"}
        </button>
      </span>
    </FormMessage>
  );
}
