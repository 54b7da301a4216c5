/**
 * Query parameters by which a tool's maker attributes a visit to us. A link with one counts as
 * a referral link: kept exactly as written, and sponsored like an affiliate link.
 */
export const referralParameters = ["via", "utm_source", "ref", "fpr", "af"] as const;

export type OutboundLink = {
  /** The URL exactly as written in the data: the affiliate link when set, else the site. */
  href: string;
  rel: string;
  /** True when the link can earn us a commission: it gets rel="sponsored" and a disclosure. */
  sponsored: boolean;
};

export function hasReferralParameter(url: string): boolean {
  const { searchParams } = new URL(url);
  return referralParameters.some((name) => searchParams.has(name));
}

/**
 * Where a tool's call-to-action goes and with what rel. The href is never rebuilt (a URL
 * object would re-encode it), so referral parameters survive exactly as written.
 */
export function outboundLink(tool: {
  externalLink: string;
  affiliateLink?: string | undefined;
  rel?: string | undefined;
}): OutboundLink {
  const affiliate = tool.affiliateLink?.trim() ?? "";
  const href = affiliate !== "" ? affiliate : tool.externalLink;
  const sponsored = affiliate !== "" || hasReferralParameter(href);
  const rel = ["noopener", "noreferrer"];
  if (sponsored) rel.push("sponsored");
  if (tool.rel?.split(/\s+/).includes("nofollow")) rel.push("nofollow");
  return { href, rel: rel.join(" "), sponsored };
}
