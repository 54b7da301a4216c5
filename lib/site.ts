/**
 * The site's identity and navigation as typed data: the header, the mobile menu, the footer
 * and the page metadata all read from here, so a fork changes the site in one place.
 */

import { resolveSiteUrl } from "./site-url";

export type NavLink = {
  label: string;
  href: string;
  /** One line shown under the label where a menu has room for it. */
  description?: string;
};

export type NavGroup = {
  label: string;
  /** Stable id used for element ids (`nav-tools-menu`) and tests. */
  id: string;
  items: readonly NavLink[];
};

export type NavEntry = NavLink | NavGroup;

export type SocialNetwork = {
  name: string;
  href: string;
  icon: "x" | "linkedin" | "youtube";
};

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

export const site = {
  name: "AI Compass",
  tagline: "Find the right AI tool, prompt and guide",
  description:
    "AI Compass is an independent guide to artificial intelligence: a curated directory of AI tools with dated pricing, ready-to-use ChatGPT and Midjourney prompts, a Midjourney prompt builder, and plain-English guides and news.",
  // The build inlines SITE_ORIGIN (next.config.ts), so pages never carry the local fallback;
  // scripts and tests, outside Next, resolve it themselves.
  url: process.env.SITE_ORIGIN || resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL),
  location: "Lisbon, Portugal",
  contactEmail: "hello@aicompass.dev",
  locale: "en_US",
  copyrightYear: 2024,
  affiliateNote:
    "Some links on this site may be affiliate links, earning us a small commission at no additional cost to you.",
  socials: [
    { name: "X", href: "https://x.com/aicompassdev", icon: "x" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/aicompassdev", icon: "linkedin" },
    { name: "YouTube", href: "https://www.youtube.com/@aicompassdev", icon: "youtube" },
  ] satisfies SocialNetwork[],
} as const;

/**
 * The main menu: Home, then the Tools, Prompts and Guides submenus, in this order and with these
 * labels; the desktop navigation and the mobile menu both draw it. The Tools submenu has the
 * spec's two entries, then the directory's ways to choose (Tasks, Compare), so each is one menu
 * away from any page.
 */
export const mainNav: readonly NavEntry[] = [
  { label: "Home", href: "/" },
  {
    label: "Tools",
    id: "tools",
    items: [
      {
        label: "Prompt Builder",
        href: "/prompt-builder",
        description: "Compose Midjourney prompts with every parameter",
      },
      { label: "AI Tools", href: "/tools", description: "The directory, by category" },
      { label: "Tasks", href: "/tasks", description: "Find tools by what you want to do" },
      { label: "Compare", href: "/compare", description: "Tools side by side, fact by fact" },
    ],
  },
  {
    label: "Prompts",
    id: "prompts",
    items: [
      {
        label: "ChatGPT Prompts",
        href: "/chatgpt-prompts",
        description: "Ready-made prompts for work and study",
      },
      {
        label: "Midjourney Prompts",
        href: "/midjourney-prompts",
        description: "Image prompts with their parameters",
      },
    ],
  },
  {
    label: "Guides",
    id: "guides",
    items: [
      { label: "Prompts", href: "/prompts", description: "Write prompts that work" },
      { label: "Tech", href: "/tech", description: "How the technology works" },
      { label: "Design", href: "/design", description: "AI in the design workflow" },
      { label: "Marketing", href: "/marketing", description: "Campaigns, content and SEO" },
      { label: "Career", href: "/career", description: "Skills and jobs around AI" },
    ],
  },
];

export const accountLinks = {
  submitTool: { label: "Submit ai tool", href: "/submit-ai-tool" },
  register: { label: "Register", href: "/register" },
  profile: { label: "Profile", href: "/profile" },
} as const;

export const footerNav = {
  categories: [
    { label: "AI Tools", href: "/tools" },
    { label: "ChatGPT Prompts", href: "/chatgpt-prompts" },
    { label: "Midjourney Prompts", href: "/midjourney-prompts" },
    { label: "Prompt Builder", href: "/prompt-builder" },
    { label: "Guides", href: "/guides" },
    { label: "News", href: "/news" },
  ],
  /** The directory's own pages that nothing else on a page leads to. */
  directory: [
    { label: "Tasks", href: "/tasks" },
    { label: "Compare tools", href: "/compare" },
    { label: "Price changes", href: "/changes" },
    { label: "Tool graveyard", href: "/graveyard" },
    { label: "Data and API", href: "/developers" },
    { label: "How we rank", href: "/how-we-rank" },
  ],
  company: [
    { label: "Write for us", href: "/write-for-us" },
    { label: "Privacy policy", href: "/privacy-policy" },
    { label: "Terms and conditions", href: "/terms-and-conditions" },
    { label: "Submit a tool", href: "/submit-ai-tool" },
  ],
} as const satisfies Record<string, readonly NavLink[]>;

/**
 * Scroll distances, in CSS pixels: past 100 the sticky header gains its background and shadow,
 * past 200 the scroll-to-top button appears.
 */
export const scrollThresholds = {
  stickyHeader: 100,
  scrollToTop: 200,
} as const;
