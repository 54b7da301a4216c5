/**
 * Structured data for search engines. `<` is escaped so no value can close the script early.
 * The build keeps the text in the HTML only (scripts/lib/structured-data-flight.ts): search
 * engines read the HTML, and the flight data then carries the script empty. Only pages render
 * it, never a layout, so a client-side navigation mounts the next page's (empty) scripts in place
 * of the last page's (tests/e2e/structured-data.desktop.spec.ts).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
