import Link from "next/link";
import { mainNav, site } from "@/lib/site";
import { AccountActions } from "@/components/auth/account-actions";
import { Container } from "@/components/ui/container";
import { CompassIcon } from "@/components/ui/icons";
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
          <CompassIcon width={28} height={28} className="text-accent" />
          <span>{site.name}</span>
        </Link>
        <DesktopNav items={mainNav} />
        <div className="ml-auto hidden desktop:block">
          <AccountActions />
        </div>
        <div className="ml-auto desktop:hidden">
          <MobileMenu items={mainNav} />
        </div>
      </Container>
    </StickyHeader>
  );
}
