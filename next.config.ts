import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import { resolveFirebaseSettings } from "./lib/firebase/config";
import { productionSiteUrlProblem, resolveSiteUrl } from "./lib/site-url";

// Stop the build at once, naming the variable, when the Firebase settings are wrong; the
// resolved settings are inlined for the browser (lib/firebase/app.ts).
const firebaseSettings = resolveFirebaseSettings();
// A build against the real services is for production: it must know the site's public origin.
const siteUrlProblem = productionSiteUrlProblem(
  process.env.NEXT_PUBLIC_SITE_URL,
  firebaseSettings.emulators === null,
);
if (siteUrlProblem) throw new Error(siteUrlProblem);

const nextConfig: NextConfig = {
  // Every route is pre-rendered to HTML in out/ and served by a CDN: no server at request time.
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
  env: {
    FIREBASE_SETTINGS: JSON.stringify(firebaseSettings),
    SITE_ORIGIN: resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL),
  },
  poweredByHeader: false,
  typedRoutes: false,
  experimental: {
    // Next leaves one core idle by default; page generation dominates a 10,000-tool build,
    // so use every core (measured with bench/build-scale.ts, see README).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
