import type { Metadata } from "next";
import Link from "next/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  ...pageMetadata({ title: site.tagline, description: site.description, path: "/" }),
  // The home page shows the site name in its title without the " | AI Compass" suffix.
  title: { absolute: `${site.name}: ${site.tagline}` },
};

const sections = [
  {
    href: "/tools",
    title: "AI tool directory",
    text: "Tools for writing, images, audio, video, code and more, each with pricing we checked.",
  },
  {
    href: "/chatgpt-prompts",
    title: "ChatGPT prompts",
    text: "Prompts for work and study with placeholders you fill in before you copy.",
  },
  {
    href: "/midjourney-prompts",
    title: "Midjourney prompts",
    text: "Image prompts with their parameters, ready to open in the prompt builder.",
  },
  {
    href: "/prompt-builder",
    title: "Prompt builder",
    text: "Compose a Midjourney prompt with every parameter checked for your version.",
  },
  {
    href: "/guides",
    title: "Guides",
    text: "Plain-English guides to prompts, the technology, design, marketing and careers.",
  },
  {
    href: "/news",
    title: "News",
    text: "The developments that change what AI tools can do for you, without the hype.",
  },
] as const;

export default function HomePage() {
  return (
    <Container>
      <section className="flex flex-col items-start gap-6 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{site.name}</p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          Find the right AI tool, prompt and guide
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          An independent, hand-checked guide to the AI tools worth your time, with prompts you can
          use today and guides that explain what is going on.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/tools" className={buttonStyles()}>
            Browse AI tools
          </Link>
          <Link href="/prompt-builder" className={buttonStyles({ variant: "outline" })}>
            Build a Midjourney prompt
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-sections-heading" className="pb-8">
        <h2 id="home-sections-heading" className="text-2xl font-semibold tracking-tight">
          Explore the site
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-accent"
              >
                <span className="text-lg font-semibold">{section.title}</span>
                <span className="text-sm text-muted-foreground">{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
