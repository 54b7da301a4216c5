import { site } from "@/lib/site";
import { CssIcon } from "@/components/ui/icons";

export function SocialLinks() {
  return (
    <ul className="flex gap-2">
      {site.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.name} on ${social.name} (opens in a new tab)`}
            className="social-link"
          >
            <CssIcon name={social.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
