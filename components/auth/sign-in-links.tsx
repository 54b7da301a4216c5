import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
import { withReturn } from "@/lib/safe-return";

/**
 * "Sign in" and the way to a new account, each bringing the visitor back to `here` afterwards:
 * what every panel that needs an account offers a guest.
 */
export function SignInLinks({
  here,
  registerLabel = "Create an account",
  onClick,
  className = "flex flex-wrap gap-2",
}: {
  here: string;
  registerLabel?: "Create an account" | "Register";
  /** Runs before leaving (keeping a draft for the return). */
  onClick?: () => void;
  className?: string;
}) {
  return (
    <span className={className}>
      <Link
        href={withReturn("/login", here)}
        onClick={onClick}
        className={buttonStyles({ size: "sm" })}
      >
        Sign in
      </Link>
      <Link
        href={withReturn("/register", here)}
        onClick={onClick}
        className={buttonStyles({ variant: "outline", size: "sm" })}
      >
        {registerLabel}
      </Link>
    </span>
  );
}
