import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

/** Account pages: one narrow column, so forms stay readable on any screen. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="form" className="pb-16">
      {children}
    </Container>
  );
}
