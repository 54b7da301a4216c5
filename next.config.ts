import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Every route is pre-rendered to HTML in out/ and served by a CDN: no server at request time.
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
