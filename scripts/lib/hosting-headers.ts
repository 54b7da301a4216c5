/**
 * The response headers firebase.json's hosting section gives each path, so `npm start` and
 * the browser tests serve out/ with exactly the headers production has (CSP included).
 */
import { readFileSync } from "node:fs";

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * Firebase Hosting's glob syntax, as far as firebase.json uses it: `**` (any path), `*` (one
 * segment), `?` and extglob `@(a|b)`.
 */
export function globToRegExp(glob: string): RegExp {
  let pattern = "";
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]!;
    if (char === "*" && glob[index + 1] === "*") {
      pattern += ".*";
      index += 1;
      if (glob[index + 1] === "/") index += 1;
    } else if (char === "*") {
      pattern += "[^/]*";
    } else if (char === "?") {
      pattern += "[^/]";
    } else if (char === "@" && glob[index + 1] === "(") {
      const end = glob.indexOf(")", index);
      pattern += `(?:${glob
        .slice(index + 2, end)
        .split("|")
        .map(escape)
        .join("|")})`;
      index = end;
    } else {
      pattern += escape(char);
    }
  }
  return new RegExp(`^/?${pattern.replace(/^\//, "")}$`);
}

function escape(text: string): string {
  return text.replace(/[.+^${}()|[\]\\]/g, "\\$&");
}

export function readHeaderRules(configFile = "firebase.json"): HeaderRule[] {
  const config: unknown = JSON.parse(readFileSync(configFile, "utf8"));
  if (typeof config !== "object" || config === null || !("hosting" in config)) return [];
  const hosting: unknown = config.hosting;
  if (typeof hosting !== "object" || hosting === null || !("headers" in hosting)) return [];
  const rules: unknown = hosting.headers;
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: unknown) => {
    if (typeof rule !== "object" || rule === null || !("source" in rule) || !("headers" in rule))
      return [];
    const { source, headers } = rule;
    if (typeof source !== "string" || !Array.isArray(headers)) return [];
    return [
      {
        source,
        headers: headers.flatMap((header: unknown) =>
          typeof header === "object" &&
          header !== null &&
          "key" in header &&
          "value" in header &&
          typeof header.key === "string" &&
          typeof header.value === "string"
            ? [{ key: header.key, value: header.value }]
            : [],
        ),
      },
    ];
  });
}

/**
 * The headers for a request path (later rules win, as on Firebase Hosting). `connectSrcExtra`
 * adds origins to the CSP's connect-src: the local emulators, which production never talks to.
 */
export function headersFor(
  rules: readonly HeaderRule[],
  urlPath: string,
  { connectSrcExtra = [] }: { connectSrcExtra?: readonly string[] } = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(urlPath)) continue;
    for (const { key, value } of rule.headers) result[key] = value;
  }
  const csp = result["Content-Security-Policy"];
  if (csp && connectSrcExtra.length > 0) {
    result["Content-Security-Policy"] = csp.replace(
      /connect-src ([^;]*)/,
      (_match, sources: string) => `connect-src ${sources} ${connectSrcExtra.join(" ")}`,
    );
  }
  return result;
}

/**
 * What `npm start`, `npm run serve` and the browser tests serve with: firebase.json's headers,
 * plus the emulators' origins in connect-src when the build talks to them.
 */
export function localHostingOptions(emulators: { auth: string; firestore: string } | null): {
  headerRules: HeaderRule[];
  connectSrcExtra: string[];
} {
  return {
    headerRules: readHeaderRules(),
    connectSrcExtra: emulators ? [`http://${emulators.auth}`, `http://${emulators.firestore}`] : [],
  };
}
