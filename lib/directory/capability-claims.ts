/**
 * The capability files checked against the vocabulary and the catalogue, and each tool given its
 * claims (lib/directory/capabilities.ts has their shape). Every problem names its file, tool and
 * capability. Pure; zod, so build-time only.
 */
import {
  capabilityResearchSchema,
  capabilityVocabularySchema,
  type AdoptionFigure,
} from "@/lib/schemas/capabilities";
import type { CapabilityClaim, CapabilityGroup } from "./capabilities";
import type { Catalogue, DirectoryTool } from "./catalogue";

/** A file as read: its path for messages and its parsed JSON (or why it did not parse). */
export type CapabilityFile = { file: string; data: unknown; parseError?: string };

export type CapabilityFiles = { vocabulary: CapabilityFile; claims: readonly CapabilityFile[] };

const issues = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);

/**
 * Where in a claims file a problem is, for a reader: `"chatgpt" › ios-app › source.seen: …`
 * rather than `tools.3.claims.2.source.seen`.
 */
function where(data: unknown, path: readonly PropertyKey[]): string {
  const [top, toolIndex, claims, claimIndex, ...rest] = path;
  const tools = (data as { tools?: unknown[] } | null)?.tools;
  const tool = top === "tools" && typeof toolIndex === "number" ? tools?.[toolIndex] : undefined;
  const slug = (tool as { slug?: unknown } | undefined)?.slug;
  if (typeof slug !== "string") return path.length > 0 ? `${path.map(String).join(".")}: ` : "";
  const claim =
    claims === "claims" && typeof claimIndex === "number"
      ? (tool as { claims?: { capability?: unknown }[] }).claims?.[claimIndex]
      : undefined;
  const capability = typeof claim?.capability === "string" ? claim.capability : undefined;
  if (capability) return `"${slug}" › ${capability} › ${rest.map(String).join(".") || "claim"}: `;
  return `"${slug}" › ${path.slice(2).map(String).join(".") || "entry"}: `;
}

/** The vocabulary, or the problems that stop it from being read. */
export function readVocabulary(
  file: CapabilityFile,
): { groups: CapabilityGroup[]; errors: [] } | { groups: null; errors: string[] } {
  if (file.parseError) return { groups: null, errors: [`${file.file}: ${file.parseError}`] };
  const parsed = capabilityVocabularySchema.safeParse(file.data);
  if (!parsed.success)
    return { groups: null, errors: issues(parsed.error).map((m) => `${file.file} › ${m}`) };
  return { groups: parsed.data.groups, errors: [] };
}

/** The claims of one file, checked against the vocabulary and the catalogue. */
function claimsOfFile(
  file: CapabilityFile,
  known: ReadonlySet<string>,
  catalogue: Pick<Catalogue, "toolsBySlug">,
  into: Map<string, CapabilityClaim[]>,
  adoption: Map<string, AdoptionFigure[]>,
): string[] {
  if (file.parseError) return [`${file.file}: ${file.parseError}`];
  const parsed = capabilityResearchSchema.safeParse(file.data);
  if (!parsed.success)
    return parsed.error.issues.map(
      (issue) => `${file.file} › ${where(file.data, issue.path)}${issue.message}`,
    );
  const errors: string[] = [];
  for (const entry of parsed.data.tools) {
    const tool = catalogue.toolsBySlug.get(entry.slug);
    if (!tool) {
      errors.push(`${file.file} › "${entry.slug}": no tool of the directory has this slug`);
      continue;
    }
    const label = `${file.file} › "${tool.name}"`;
    const claims = into.get(tool.slug) ?? [];
    for (const claim of entry.claims) {
      const at = `${label} › ${claim.capability}`;
      if (!known.has(claim.capability))
        errors.push(`${at}: not a capability of data/capabilities.json`);
      else if (claims.some((other) => other.id === claim.capability))
        errors.push(`${at}: claimed twice (one claim a capability, from the clearest source)`);
      else if (claim.capability === "open-source" && claim.value === "yes" && !claim.licence)
        errors.push(`${at}: names no licence (add "licence" as the source names it)`);
      else if (claim.source.seen.slice(0, 10) > parsed.data.researchedOn)
        errors.push(
          `${at}: its source is dated ${claim.source.seen}, after the research (${parsed.data.researchedOn})`,
        );
      else {
        const { quote, ...source } = claim.source;
        claims.push({
          id: claim.capability,
          value: claim.value,
          ...(claim.licence ? { licence: claim.licence } : {}),
          quote,
          source,
        });
      }
    }
    into.set(tool.slug, claims);
    for (const figure of entry.adoption ?? []) {
      if (figure.source.seen.slice(0, 10) > parsed.data.researchedOn) {
        errors.push(
          `${label} › adoption "${figure.metric}": its source is dated ${figure.source.seen}, after the research (${parsed.data.researchedOn})`,
        );
        continue;
      }
      adoption.set(tool.slug, [...(adoption.get(tool.slug) ?? []), figure]);
    }
  }
  return errors;
}

/**
 * Checks the capability files and gives each tool of the catalogue its claims (in the order of
 * the vocabulary). Returns every problem, each naming its file, tool and capability.
 */
export function applyCapabilities(
  catalogue: Pick<Catalogue, "tools" | "toolsBySlug">,
  files: CapabilityFiles,
): { groups: CapabilityGroup[]; errors: string[] } {
  const vocabulary = readVocabulary(files.vocabulary);
  if (!vocabulary.groups) return { groups: [], errors: vocabulary.errors };
  const order = vocabulary.groups.flatMap((group) => group.capabilities.map((c) => c.id));
  const known = new Set(order);
  const byTool = new Map<string, CapabilityClaim[]>();
  const adoption = new Map<string, AdoptionFigure[]>();
  const errors = files.claims.flatMap((file) =>
    claimsOfFile(file, known, catalogue, byTool, adoption),
  );
  for (const tool of catalogue.tools as DirectoryTool[]) {
    const claims = byTool.get(tool.slug);
    if (claims)
      tool.capabilities = claims.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    const figures = adoption.get(tool.slug);
    if (figures) tool.adoption = figures;
  }
  return { groups: vocabulary.groups, errors };
}
