import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { AuthProvider } from "@/components/auth/auth-context";
import { authHintScript } from "@/components/auth/auth-state";
import { RouteMemory } from "@/components/layout/route-memory";
import { ScrollToTop, pageTopId } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink, mainContentId } from "@/components/layout/skip-link";
import { ItemActions } from "@/components/saved/item-actions";
import { defaultSocialImage, feedAlternate } from "@/lib/metadata";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  alternates: { types: feedAlternate },
  openGraph: {
    type: "website",
    siteName: site.name,
    locale: site.locale,
    images: [defaultSocialImage],
  },
  twitter: { card: "summary_large_image" },
  formatDetection: { telephone: false, email: false, address: false },
};

export const viewport: Viewport = {
  colorScheme: "dark",
  themeColor: "#0b0f19",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Marks a returning signed-in visitor before paint (see lib/session/auth-store.ts). */}
        <script dangerouslySetInnerHTML={{ __html: authHintScript }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-background font-sans text-foreground antialiased">
        {/* Where "scroll to top" puts keyboard focus. */}
        <div id={pageTopId} tabIndex={-1} className="outline-none" />
        <SkipLink />
        <AuthProvider>
          <SiteHeader />
          <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <ItemActions />
        </AuthProvider>
        <ScrollToTop />
        <RouteMemory />
      </body>
    </html>
  );
}
