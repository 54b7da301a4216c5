"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useAuth } from "@/components/auth/auth-context";
import { startAuth } from "@/components/auth/auth-store";
import { useEmailVerificationRecheck } from "@/components/auth/use-email-verification-recheck";
import { Field, FormMessage, inputStyles, NeedsJavaScript } from "@/components/forms/field";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { useFieldErrors } from "@/components/forms/use-field-errors";
import { buttonStyles } from "@/components/ui/button-styles";
import { readStored, readStoredJson, writeStored, writeStoredJson } from "@/lib/browser-storage";
import { cn } from "@/lib/cn";
import { errorCode, messageForError } from "@/lib/firebase/errors";
import { useSchemas } from "@/components/forms/use-schemas";
import {
  emptySubmission,
  pricingOptions,
  submissionLimits,
  type SubmissionInput,
} from "@/lib/submission-fields";
import { AccountNotice } from "./account-notice";

export type CategoryOption = { slug: string; name: string };

/** What the visitor typed survives a detour to sign in or register (same tab). */
const draftKey = "aicompass:submission-draft";
/** When this browser last sent a submission, to explain the rules' once-a-minute limit. */
const lastSentKey = "aicompass:last-submission";
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
  const [formError, setFormError] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const schemas = useSchemas(() => import("@/lib/schemas/submission-form"));
  const slugs = useMemo(() => categories.map((category) => category.slug), [categories]);
  const fields = useFieldErrors((input: SubmissionInput) => {
    const loaded = schemas.current;
    return loaded && loaded.errorsFor(loaded.submissionSchema(slugs), input);
  });
  const errors = fields.errors;
  const verification = useEmailVerificationRecheck(
    "Your email is not verified yet. Open the link in the email we sent you, then check again.",
  );
  const restored = useRef(false);

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

  const user = auth.status === "signed-in" && !auth.user.fromHint ? auth.user : null;
  const ready = user?.emailVerified === true;

  function update(key: keyof SubmissionInput, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    fields.recheck(next, [key]);
  }

  async function recheckVerification() {
    setFormError("");
    setFormError(await verification.recheck());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError("");
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
    if (!user) {
      setFormError("Sign in or create an account to send your submission. What you typed is kept.");
      return;
    }
    if (!ready) {
      setFormError(
        "Verify your email address to send your submission: open the link we emailed you, then choose “I have verified it”.",
      );
      return;
    }
    setSending(true);
    try {
      const { submitTool } = await import("@/lib/firebase/submissions");
      await submitTool(result.data);
      writeStored(draftKey, null, "session");
      writeStored(lastSentKey, String(Date.now()));
      setSent({ name: result.data.name, category: result.data.category, email: result.data.email });
      setValues(emptySubmission);
    } catch (error) {
      console.error("Tool submission failed", error);
      setFormError(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    const category =
      categories.find((entry) => entry.slug === sent.category)?.name ?? sent.category;
    return (
      <div
        className="flex flex-col items-start gap-4 rounded-2xl border border-success/50 bg-card p-6"
        role="status"
      >
        <h2 className="text-xl font-semibold">Thank you: we received {sent.name}</h2>
        <p className="text-muted-foreground">
          An editor reviews every submission by hand, usually within a week. If it fits the
          directory, it appears in the {category} category with a page of its own. We will write to{" "}
          {sent.email} only if we have a question.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles()} onClick={() => setSent(null)}>
            Submit another tool
          </button>
          <Link href="/tools" className={buttonStyles({ variant: "outline" })}>
            Browse the directory
          </Link>
        </div>
      </div>
    );
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
          {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
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
                className={inputStyles}
              />
            )}
          </Field>
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
            checking={verification.checking}
          />
          <div>
            <button type="submit" className={buttonStyles()} aria-disabled={sending || undefined}>
              {sending ? "Sending…" : "Submit tool"}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}

function failureMessage(error: unknown): string {
  if (errorCode(error) === "permission-denied") {
    const last = Number(readStored(lastSentKey) ?? 0);
    if (Date.now() - last < 60_000) {
      return "You sent a tool less than a minute ago. Wait a minute, then send this one; your form is kept.";
    }
    return "We could not accept this submission. Sign out and in again, then retry; your form is kept.";
  }
  return `${messageForError(error)} Your form is kept, so you can send it again.`;
}
