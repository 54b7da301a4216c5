import { passwordRules } from "@/lib/account-rules";
import { cn } from "@/lib/cn";

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <ul id={id} className="flex flex-col gap-1 text-sm" data-testid="password-rules">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn(
              "flex items-center gap-2",
              met ? "text-success" : "text-muted-foreground",
            )}
          >
            <span aria-hidden="true" className="inline-block w-4 text-center">
              {met ? "✓" : "•"}
            </span>
            {rule.label}
            <span className="sr-only">{met ? " (done)" : " (not yet)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
