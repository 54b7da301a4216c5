import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { PageIntro } from "@/components/content/page-intro";
import { pageMetadata } from "@/lib/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Create an Account",
  description:
    "Create a free AI Compass account to submit AI tools to the directory and manage your profile.",
  path: "/register",
});

export default function RegisterPage() {
  return (
    <>
      <PageIntro
        title="Create an account"
        lead="A free account lets you submit AI tools to the directory. We send one email to verify your address."
      />
      <RegisterForm />
    </>
  );
}
