import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";
import { describe, expect, it } from "vitest";
import { dropJsonLdFromFlight } from "../../scripts/lib/structured-data-flight";

// What Next writes: a flight row in `.txt`, and the same row inside an inline push, escaped as
// Next escapes it (its own htmlEscapeJsonString).
const jsonLd = JSON.stringify({ "@type": "SoftwareApplication", name: "Ask & <Answer>" }).replace(
  /</g,
  "\\u003c",
);
const row = (json: string) =>
  `2b:${JSON.stringify(["$", "script", "k1", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: json } }])}\n`;
const push = (chunk: string) =>
  `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify([1, chunk]))})</script>`;
const page = (pushes: string) =>
  `<html><head></head><body><main><script type="application/ld+json">${jsonLd}</script></main>${pushes}</body></html>`;

describe("dropJsonLdFromFlight", () => {
  it("keeps the JSON-LD in the HTML and empties both flight copies", () => {
    const edit = dropJsonLdFromFlight(page(push(row(jsonLd))), row(jsonLd));
    expect(edit).toMatchObject({ removed: 2, missed: 0 });
    expect(edit.html).toContain(`<script type="application/ld+json">${jsonLd}</script>`);
    expect(edit.html).toContain(push(row("")));
    expect(edit.txt).toBe(row(""));
    // What the browser runs still parses: the push's string is the emptied row.
    const inline = /self\.__next_f\.push\((.*)\)<\/script>/.exec(edit.html)![1]!;
    expect(JSON.parse(inline)).toEqual([1, row("")]);
  });

  it("leaves a copy it cannot find whole as it was, and says so", () => {
    const whole = row(jsonLd);
    const middle = whole.indexOf("Answer");
    const split = push(whole.slice(0, middle)) + push(whole.slice(middle));
    const edit = dropJsonLdFromFlight(page(split), whole);
    expect(edit).toMatchObject({ removed: 1, missed: 1 });
    expect(edit.html).toBe(page(split));
    expect(edit.txt).toBe(row(""));
  });

  it("empties a long text sent as a text row, in both copies", () => {
    // Next sends a long string as its own row ("34:T{UTF-8 length in hex},{text}", no line end)
    // that the prop names; the next row follows at once.
    const long = JSON.stringify({ "@type": "WebPage", description: "é".repeat(600) });
    const textRow = (text: string) => `34:T${Buffer.byteLength(text).toString(16)},${text}`;
    const prop = `2b:${JSON.stringify(["$", "script", "k2", { type: "application/ld+json", dangerouslySetInnerHTML: { __html: "$34" } }])}\n`;
    const html = (text: string) =>
      `<script type="application/ld+json">${long}</script>${push(prop + textRow(text) + "35:null\n")}`;
    const edit = dropJsonLdFromFlight(html(long), prop + textRow(long) + "35:null\n");
    expect(edit).toMatchObject({ removed: 2, missed: 0 });
    expect(edit.txt).toBe(`${prop}34:T0,35:null\n`);
    expect(edit.html).toBe(
      `<script type="application/ld+json">${long}</script>${push(`${prop}34:T0,35:null\n`)}`,
    );
  });

  it("changes nothing on a page without structured data", () => {
    const html = `<html><body>${push('0:["$","p",null,{"children":"hi"}]\n')}</body></html>`;
    expect(dropJsonLdFromFlight(html, "0:x\n")).toEqual({
      html,
      txt: "0:x\n",
      removed: 0,
      missed: 0,
    });
  });
});
