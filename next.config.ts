import { availableParallelism } from "node:os";
import type { NextConfig } from "next";
import { resolveFirebaseSettings } from "./lib/firebase/config";
import { productionSiteUrlProblem, resolveSiteUrl } from "./lib/site-url";
import { buildId } from "./scripts/lib/fingerprint";

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
  // `npm test` type-checks the whole project in its first stage and tells the build so
  // (scripts/test.ts): checking it again inside `next build` would cost a minute for nothing.
  typescript: { ignoreBuildErrors: process.env.AI_COMPASS_TYPECHECKED === "1" },
  // Written into every page and payload: random by default, so every build would change every
  // file and a deploy would upload the whole site. It is the fingerprint of the code and the
  // browser's settings instead (scripts/lib/fingerprint.ts): the same commit gives the same
  // bytes, and a data change leaves it alone.
  generateBuildId: () => buildId(),
  typedRoutes: false,
  experimental: {
    // Next leaves one core idle by default; page generation dominates a 10,000-tool build,
    // so use every core (measured with bench/build-scale.ts, see README).
    cpus: availableParallelism(),
  },
};

export default nextConfig;
