import type { Metadata } from "next";
import { ProfileView } from "@/components/auth/profile-view";
import { PageIntro } from "@/components/content/page-intro";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Your Profile",
  description:
    "Your AI Compass account: username, email verification, the tools you suggested and account settings.",
  path: "/profile",
  // Personal to whoever is signed in: nothing for search engines.
  noindex: true,
});

export default function ProfilePage() {
  return (
    <>
      <PageIntro
        title="Your profile"
        lead="Your account on AI Compass: your username, your email address and whether it is verified, the tools you suggested and what became of them, and the settings to change them."
      />
      {/* Holds the space while the account loads, so the footer does not jump (CLS). */}
      <div className="min-h-[60vh]">
        <ProfileView />
      </div>
    </>
  );
}
