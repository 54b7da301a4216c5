import { buttonStyles } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";

/** The thanks after a submission is stored, and where its review can be followed. */
export function SubmissionSent({
  name,
  email,
  categoryName,
  onAnother,
}: {
  name: string;
  email: string;
  categoryName: string;
  onAnother: () => void;
}) {
  return (
    <div
      className="flex flex-col items-start gap-4 rounded-2xl border border-success/50 bg-card p-6"
      role="status"
    >
      <h2 className="text-xl font-semibold">Thank you: we received {name}</h2>
      <p className="text-muted-foreground">
        An editor reviews every submission by hand, usually within a week. If it fits the directory,
        it appears in the {categoryName} category with a page of its own. You can follow the review
        under “Your submissions” on your profile; we will write to {email} only if we have a
        question.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles()} onClick={onAnother}>
          Submit another tool
        </button>
        <Link href="/profile" className={buttonStyles({ variant: "outline" })}>
          Your submissions
        </Link>
        <Link href="/tools" className={buttonStyles({ variant: "ghost" })}>
          Browse the directory
        </Link>
      </div>
    </div>
  );
}
