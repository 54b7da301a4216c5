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
    <Container className="not-found">
      <p>Error 404</p>
      <h1 className="page-title">Page not found</h1>
      <p>
        The page you asked for does not exist or has moved. Check the address, or start again from
        one of these:
      </p>
      <div>
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
