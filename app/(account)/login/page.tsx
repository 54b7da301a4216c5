import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { PageIntro } from "@/components/content/page-intro";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Sign In",
  description: "Sign in to your AI Compass account to submit tools and manage your profile.",
  path: "/login",
});

export default function LoginPage() {
  return (
    <>
      <PageIntro title="Sign in" lead="Welcome back. Sign in with your email and password." />
      <LoginForm />
    </>
  );
}
