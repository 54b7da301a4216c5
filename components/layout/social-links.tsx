import { site, type SocialNetwork } from "@/lib/site";
import { LinkedInIcon, XLogoIcon, YouTubeIcon } from "@/components/ui/icons";

const icons: Record<SocialNetwork["icon"], typeof XLogoIcon> = {
  x: XLogoIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
};

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {site.socials.map((social) => {
        const Icon = icons[social.icon];
        return (
          <li key={social.name}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.name} on ${social.name} (opens in a new tab)`}
              className="inline-flex size-11 items-center justify-center rounded-lg border border-border text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
