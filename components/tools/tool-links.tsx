import {
  GitHubIcon,
  GlobeIcon,
  LinkedInIcon,
  XLogoIcon,
  YouTubeIcon,
  DiscordIcon,
} from "@/components/ui/icons";

const networks = [
  { name: "X", hosts: ["x.com", "twitter.com"], Icon: XLogoIcon },
  { name: "GitHub", hosts: ["github.com"], Icon: GitHubIcon },
  { name: "YouTube", hosts: ["youtube.com", "youtu.be"], Icon: YouTubeIcon },
  { name: "LinkedIn", hosts: ["linkedin.com"], Icon: LinkedInIcon },
  { name: "Discord", hosts: ["discord.com", "discord.gg"], Icon: DiscordIcon },
] as const;

/** The recognised social network of a URL, or null for any other site. */
export function socialNetworkOf(url: string): (typeof networks)[number] | null {
  const host = new URL(url).hostname.replace(/^www\./, "");
  return networks.find((n) => n.hosts.some((h) => host === h || host.endsWith(`.${h}`))) ?? null;
}

export function ToolLinks({ toolName, links }: { toolName: string; links: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((href) => {
        const network = socialNetworkOf(href);
        const Icon = network?.Icon ?? GlobeIcon;
        const label = network
          ? `${toolName} on ${network.name}`
          : new URL(href).hostname.replace(/^www\./, "");
        return (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border px-3 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon width={18} height={18} />
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
