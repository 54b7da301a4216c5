import { TaskFinderForm } from "./task-finder-form";

const ids = { input: "task-finder-need", hint: "task-finder-hint", listbox: "task-finder-tasks" };

/**
 * "What do you want to do?": as the visitor describes a need in their own words, it suggests
 * matching tasks and opens the chosen task's page (a WAI-ARIA combobox). Without JavaScript it is
 * a form that opens the index of every task. One a page (its ids are fixed).
 */
export function TaskFinder({ className }: { className?: string }) {
  return (
    <TaskFinderForm ids={ids} className={className}>
      <label htmlFor={ids.input} className="block text-base font-semibold">
        What do you want to do?
      </label>
      <p id={ids.hint} className="mt-1 text-sm text-muted-foreground">
        Describe the job in your own words, such as “transcribe a meeting” or “remove a photo
        background”.
      </p>
    </TaskFinderForm>
  );
}
