import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { buttonStyles } from "@/components/ui/button-styles";
import { Container } from "@/components/ui/container";

export const metadata: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist or has moved.",
};

export default function NotFound() {
  return (
    <Container className="flex flex-col items-start gap-6 py-20 sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">Error 404</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Page not found</h1>
      <p className="max-w-xl text-lg text-muted-foreground">
        The page you asked for does not exist or has moved. Check the address, or start again from
        one of these:
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href="/" className={buttonStyles()}>
          Go to the home page
        </Link>
        <Link href="/tools" className={buttonStyles({ variant: "outline" })}>
          Browse AI tools
        </Link>
        <Link href="/guides" className={buttonStyles({ variant: "outline" })}>
          Read the guides
        </Link>
      </div>
    </Container>
  );
}
