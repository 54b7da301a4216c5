import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { Link } from "@/components/ui/link";
import { footerNav, site, type NavLink } from "@/lib/site";
import { Container } from "@/components/ui/container";
import { CssIcon } from "@/components/ui/icons";
import { SocialLinks } from "./social-links";

export const siteFooterId = "site-footer";

export function SiteFooter() {
  return (
    <footer id={siteFooterId} className="site-footer">
      <Container className="footer-grid">
        <div className="flex flex-col gap-4 sm:col-span-3 lg:col-span-1">
          <Link
            href="/"
            className="flex items-center gap-2 self-start rounded-md text-lg font-bold"
          >
            <CssIcon name="compass" className="size-6 text-accent" />
            {site.name}
          </Link>
          <p className="text-sm text-muted-foreground">{site.description}</p>
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">Location: </span>
            {site.location}
          </p>
        </div>
        <FooterLinks heading="Categories" links={footerNav.categories} />
        <FooterLinks heading="Directory" links={footerNav.directory} />
        <FooterLinks heading="Company" links={footerNav.company} />
        <section
          aria-labelledby="footer-newsletter-heading"
          className="flex flex-col gap-3 sm:col-span-3 lg:col-span-1"
        >
          <h2 id="footer-newsletter-heading" className="text-sm font-semibold">
            Newsletter
          </h2>
          <p className="text-sm text-muted-foreground">
            New AI tools, prompts and guides in your inbox. No spam.
          </p>
          <NewsletterForm />
        </section>
      </Container>
      <div className="border-t border-border">
        <Container className="footer-bottom">
          <div className="flex flex-col gap-2 text-sm text-muted-foreground">
            <p>{site.affiliateNote}</p>
            <p>
              © {site.copyrightYear} {site.name}. All rights reserved.
            </p>
          </div>
          <SocialLinks />
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ heading, links }: { heading: string; links: readonly NavLink[] }) {
  const id = `footer-${heading.toLowerCase()}-heading`;
  return (
    // Styles: .footer-nav in globals.css (every page carries these links three times).
    <nav aria-labelledby={id} className="footer-nav">
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link, index) => (
          <li key={index}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
