import { capabilityValueLabel, type CapabilityClaim } from "@/lib/directory/capabilities";
import { capabilityGroups } from "@/lib/directory/capability-vocabulary";
import { CapabilityEvidence } from "./capability-evidence";

/**
 * A tool page's capabilities, group by group: what a dated source confirms (each value opens onto
 * the source's words), then, in one line, what no source confirms yet. Nothing for a tool no
 * source says anything about: the page does not list 32 unknowns.
 */
export function ToolCapabilities({
  toolName,
  claims,
}: {
  toolName: string;
  claims: readonly CapabilityClaim[] | undefined;
}) {
  if (!claims || claims.length === 0) return null;
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  return (
    <section aria-labelledby="capabilities" className="flex flex-col gap-4">
      <h2 id="capabilities" className="text-xl font-semibold tracking-tight">
        What it runs on and works with
      </h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        Each answer comes from a dated source: open it to read the source&apos;s own words. &ldquo;
        {capabilityValueLabel.unknown}&rdquo; means no source we found says either way.
      </p>
      {capabilityGroups.map((group) => {
        const known = group.capabilities.filter((capability) => byId.has(capability.id));
        if (known.length === 0) return null;
        const unknown = group.capabilities.filter((capability) => !byId.has(capability.id));
        return (
          <div key={group.id} className="flex flex-col gap-2">
            <h3 className="text-base font-semibold">{group.name}</h3>
            <dl className="cap-list">
              {known.map((capability) => (
                <div key={capability.id} className="contents">
                  <dt>
                    {capability.name}
                    <span>{capability.definition}</span>
                  </dt>
                  <dd>
                    <CapabilityEvidence
                      claim={byId.get(capability.id)!}
                      label={`${capability.name}, ${toolName}`}
                    />
                  </dd>
                </div>
              ))}
            </dl>
            {unknown.length > 0 ? (
              <p className="max-w-prose text-sm text-muted-foreground">
                {capabilityValueLabel.unknown}: {unknown.map((c) => c.name).join(", ")}.
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}
