import type { SiteUser } from "@/lib/session/auth-state";

/** The signed-in user's photo, or the first letter of their name or email on a coloured disc. */
export function UserAvatar({ user, size = 36 }: { user: SiteUser; size?: number }) {
  const initial = (user.username ?? user.email ?? "U").trim().charAt(0).toUpperCase() || "U";
  if (user.photoURL) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a remote avatar of known size; no optimisation in a static export
      <img
        src={user.photoURL}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="inline-flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
    >
      {initial}
    </span>
  );
}
