"use client";

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { checkVerified } from "@/components/auth/check-verified";
import { Field, FormMessage, inputStyles, NeedsJavaScript } from "@/components/forms/field";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useFieldErrors } from "@/components/forms/use-field-errors";
import { useFormAction } from "@/components/forms/use-form-action";
import { useSchemas } from "@/components/forms/use-schemas";
import { buttonStyles } from "@/components/ui/button-styles";
import { readStoredJson, writeStored, writeStoredJson } from "@/lib/browser-storage";
import { cn } from "@/lib/cn";
import { confirmedUser } from "@/lib/session/auth-state";
import { startAuth } from "@/lib/session/auth-store";
import {
  emptySubmission,
  pricingOptions,
  submissionLimits,
  type SubmissionInput,
} from "@/lib/submission-fields";
import { AccountNotice, failureMessage, lastSentKey } from "./account-notice";
import { DuplicateWarning } from "./duplicate-warning";
import { SubmissionSent } from "./submission-sent";
import { useDuplicateCheck } from "./use-duplicate-check";

export type CategoryOption = { slug: string; name: string };

/** What the visitor typed survives a detour to sign in or register (same tab). */
const draftKey = "aicompass:submission-draft";
const fieldOrder = [
  "name",
  "website",
  "category",
  "description",
  "pricing",
  "priceText",
  "email",
  "notes",
] as const;

/** The draft kept in this tab, its text fields only; null when there is none or storage is blocked. */
function readDraft(): SubmissionInput | null {
  const parsed = readStoredJson(draftKey, "session");
  if (typeof parsed !== "object" || parsed === null) return null;
  const draft = { ...emptySubmission };
  for (const key of fieldOrder) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === "string") draft[key] = value;
  }
  return draft;
}

type Sent = { name: string; category: string; email: string };

export function SubmitToolForm({ categories }: { categories: CategoryOption[] }) {
  const id = useId();
  const auth = useAuth();
  const [values, setValues] = useState<SubmissionInput>(emptySubmission);
  const { busy, notice, setNotice, run } = useFormAction<"sending" | "checking">();
  const [sent, setSent] = useState<Sent | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const schemas = useSchemas(() => import("@/lib/schemas/submission-form"));
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const fields = useFieldErrors((input: SubmissionInput) => {
    const loaded = schemas.current;
    return loaded && loaded.errorsFor(loaded.submissionSchema(slugs), input);
  });
  const errors = fields.errors;
  const restored = useRef(false);
  const user = confirmedUser(auth);
  const ready = user?.emailVerified === true;
  const duplicates = useDuplicateCheck(user?.uid ?? null);
  const warning = useRef<HTMLDivElement>(null);
  const [warned, setWarned] = useState(0);

  // A duplicate found on send: the warning takes the focus, so it is read before a second send.
  useEffect(() => {
    if (warned > 0) warning.current?.focus();
  }, [warned]);

  useEffect(() => {
    void startAuth();
    const draft = readDraft();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is only readable after hydration
    if (draft) setValues(draft);
    restored.current = true;
  }, []);

  useEffect(() => {
    // Storage blocked: the draft lives as long as the page.
    if (restored.current) writeStoredJson(draftKey, values, "session");
  }, [values]);

  function update(key: keyof SubmissionInput, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    fields.recheck(next, [key]);
  }

  const recheckVerification = () =>
    run("checking", () =>
      checkVerified(
        "Your email is not verified yet. Open the link in the email we sent you, then check again.",
      ),
    );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const candidate = { ...values, email: values.email || user?.email || "" };
    const { submissionSchema, fieldErrors } = await schemas.load();
    const result = submissionSchema(slugs).safeParse(candidate);
    if (!result.success) {
      const found = fieldErrors(result.error);
      fields.show(found);
      focusFirstInvalid(id, fieldOrder, found);
      return;
    }
    fields.clear();
    if (honeypot.current?.value) {
      // A bot filled the hidden field: pretend all went well and send nothing.
      setSent({ name: result.data.name, category: result.data.category, email: result.data.email });
      return;
    }
    // Warn (once per address) before sending when the site is listed or was sent already.
    const shown = duplicates.finding?.key;
    const duplicate = await duplicates.check(result.data.website);
    if (duplicate && duplicate.key !== shown) {
      setWarned((count) => count + 1);
      return;
    }
    const refusal = !user
      ? "Sign in or create an account to send your submission. What you typed is kept."
      : !ready
        ? "Verify your email address to send your submission: open the link we emailed you, then choose “I have verified it”."
        : null;
    if (refusal) return setNotice({ tone: "error", text: refusal });
    await run(
      "sending",
      async () => {
        const { submitTool } = await import("@/lib/firebase/submissions");
        await submitTool(result.data);
        writeStored(draftKey, null, "session");
        writeStored(lastSentKey, String(Date.now()));
        duplicates.forget();
        setSent({
          name: result.data.name,
          category: result.data.category,
          email: result.data.email,
        });
        setValues(emptySubmission);
      },
      (error) => {
        console.error("Tool submission failed", error);
        return failureMessage(error);
      },
    );
  }

  if (sent) {
    const category =
      categories.find((entry) => entry.slug === sent.category)?.name ?? sent.category;
    return <SubmissionSent {...sent} categoryName={category} onAnother={() => setSent(null)} />;
  }

  const here = "/submit-ai-tool";
  const descriptionLength = values.description.trim().length;
  return (
    <>
      <NeedsJavaScript what="Submitting a tool" />
      <div className="flex flex-col gap-6 noscript:hidden">
        <form
          noValidate
          onSubmit={onSubmit}
          onFocusCapture={() => void schemas.load()}
          className="flex flex-col gap-5"
        >
          {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
          <Field id={`${id}-name`} label="Tool name" error={errors.name}>
            {(props) => (
              <input
                type="text"
                {...props}
                name="name"
                autoComplete="off"
                maxLength={200}
                value={values.name}
                onChange={(event) => update("name", event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          <Field
            id={`${id}-website`}
            label="Website"
            hint="The tool's own address, starting with https://"
            error={errors.website}
          >
            {(props) => (
              <input
                {...props}
                name="website"
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                value={values.website}
                onChange={(event) => update("website", event.target.value)}
                onBlur={() => void duplicates.check(values.website)}
                className={inputStyles}
              />
            )}
          </Field>
          {duplicates.finding ? (
            <DuplicateWarning ref={warning} finding={duplicates.finding} />
          ) : null}
          <Field id={`${id}-category`} label="Category" error={errors.category}>
            {(props) => (
              <select
                {...props}
                name="category"
                value={values.category}
                onChange={(event) => update("category", event.target.value)}
                className={inputStyles}
              >
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-description`}
            label="Short description"
            error={errors.description}
            hint={
              <span
                className={cn(
                  descriptionLength > submissionLimits.description.max && "text-danger",
                )}
              >
                What it does, in one sentence: {descriptionLength}/
                {submissionLimits.description.max} characters.
              </span>
            }
          >
            {(props) => (
              <textarea
                {...props}
                name="description"
                rows={3}
                value={values.description}
                onChange={(event) => update("description", event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.pricing ? `${id}-pricing-error` : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">Pricing</legend>
            <div className="flex flex-wrap gap-4">
              {pricingOptions.map((option) => (
                <label key={option.value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="pricing"
                    value={option.value}
                    checked={values.pricing === option.value}
                    onChange={() => update("pricing", option.value)}
                    className="size-4 accent-primary"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.pricing ? (
              <p id={`${id}-pricing-error`} className="text-sm text-danger">
                {errors.pricing}
              </p>
            ) : null}
          </fieldset>
          <Field
            id={`${id}-priceText`}
            label="Price"
            optional
            hint="For example “From $12/month” or “$49 one-time”."
            error={errors.priceText}
          >
            {(props) => (
              <input
                type="text"
                {...props}
                name="priceText"
                autoComplete="off"
                value={values.priceText}
                onChange={(event) => update("priceText", event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          <Field
            id={`${id}-email`}
            label="Your email"
            hint="Only for questions about this submission."
            error={errors.email}
          >
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={user?.email ?? ""}
                value={values.email}
                onChange={(event) => update("email", event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          <Field id={`${id}-notes`} label="Notes for the editors" optional error={errors.notes}>
            {(props) => (
              <textarea
                {...props}
                name="notes"
                rows={4}
                value={values.notes}
                onChange={(event) => update("notes", event.target.value)}
                className={inputStyles}
              />
            )}
          </Field>
          {/* Honeypot: invisible to people and screen readers; bots that fill every field give themselves away. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-company`}>Fax number</label>
            <input
              ref={honeypot}
              id={`${id}-company`}
              name="fax_number"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          {/* Next to the button, below the fold: the account state arriving after load moves
              nothing the visitor is looking at (no layout shift). */}
          <AccountNotice
            status={
              auth.status === "checking" || auth.user?.fromHint
                ? "checking"
                : user
                  ? ready
                    ? "ready"
                    : "unverified"
                  : "signed-out"
            }
            here={here}
            onRecheck={recheckVerification}
            checking={busy === "checking"}
          />
          <div>
            <button
              type="submit"
              className={buttonStyles()}
              aria-disabled={busy !== null || undefined}
            >
              {busy === "sending" ? "Sending…" : "Submit tool"}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
