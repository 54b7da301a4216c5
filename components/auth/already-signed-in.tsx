import { Link } from "@/components/ui/link";
import { FormMessage } from "@/components/forms/field";
import type { SiteUser } from "@/lib/session/auth-state";

/** Shown instead of the sign-in or register form to someone already signed in. */
export function AlreadySignedIn({ user }: { user: SiteUser }) {
  return (
    <FormMessage tone="info">
      You are signed in as {user.username ?? user.email}.{" "}
      <Link href="/profile" className="text-accent underline">
        Go to your profile
      </Link>
      .
    </FormMessage>
  );
}
