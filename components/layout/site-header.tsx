import { Link } from "@/components/ui/link";
import { mainNav, site } from "@/lib/site";
import { AccountActions } from "@/components/auth/account-actions";
import { SavedLink } from "@/components/saved/saved-link";
import { SiteSearch } from "@/components/search/site-search";
import { Container } from "@/components/ui/container";
import { CssIcon } from "@/components/ui/icons";
import { DesktopNav } from "./desktop-nav";
import { MobileMenu } from "./mobile-menu";
import { StickyHeader } from "./sticky-header";

export function SiteHeader() {
  return (
    <StickyHeader>
      <Container className="flex h-full items-center gap-4 desktop:gap-8">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          aria-label={`${site.name} home`}
        >
          <CssIcon name="compass" className="size-7 text-accent" />
          <span>{site.name}</span>
        </Link>
        <DesktopNav items={mainNav} />
        <div className="ml-auto hidden items-center gap-4 desktop:flex">
          <SiteSearch variant="header" label="Search the site" placeholder="Search" />
          <SavedLink className="-mx-2" />
          <AccountActions />
        </div>
        <div className="ml-auto flex items-center gap-1 desktop:hidden">
          {/* Narrow screens: the search page, whose box takes the focus (a link, so it works without JavaScript). */}
          <Link
            href="/search"
            data-search-link=""
            aria-label="Search"
            className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted"
          >
            <CssIcon name="search" className="size-5" />
          </Link>
          <SavedLink />
          <MobileMenu items={mainNav} />
        </div>
      </Container>
    </StickyHeader>
  );
}
