import type { Metadata } from "next";
import { PageIntro } from "@/components/content/page-intro";
import { ConfirmSubscription } from "@/components/newsletter/confirm-subscription";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";
import { confirmationMessages, newsletterConfirmPath } from "@/lib/newsletter-confirmation";
import { site } from "@/lib/site";

export const metadata: Metadata = pageMetadata({
  title: "Confirm your newsletter subscription",
  description: `Confirm the address you subscribed to the ${site.name} newsletter with, from the link in the confirmation email.`,
  path: newsletterConfirmPath,
  // Reached only from a confirmation email: nothing for search engines.
  noindex: true,
});

export default function NewsletterConfirmPage() {
  return (
    <Container size="form" className="flex flex-col gap-6 pb-16">
      <PageIntro title="Confirm your subscription" />
      <p className="hidden noscript:block">{confirmationMessages.noscript}</p>
      <div className="min-h-[12rem] noscript:hidden">
        <ConfirmSubscription />
      </div>
    </Container>
  );
}
