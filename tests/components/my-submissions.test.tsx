import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import MySubmissions from "@/components/submit/my-submissions";
import type { MySubmission } from "@/lib/submissions/review-outcome";

const loadMySubmissions = vi.fn<(uid: string) => Promise<MySubmission[]>>();
const fetchToolRecords =
  vi.fn<(slugs: readonly string[]) => Promise<{ found: { slug: string }[]; unknown: string[] }>>();

vi.mock("@/lib/firebase/my-submissions", () => ({
  loadMySubmissions: (uid: string) => loadMySubmissions(uid),
}));
vi.mock("@/lib/compare/fetch-records", () => ({
  fetchToolRecords: (slugs: readonly string[]) => fetchToolRecords(slugs),
}));

const sent = Date.parse("2026-11-02T12:00:00Z");

function submission(id: string, name: string, outcome: MySubmission["outcome"]): MySubmission {
  return { id, name, website: `https://${id}.example.com`, submittedAt: sent, outcome };
}

const row = (name: string) =>
  screen.getAllByRole("listitem").find((item) => within(item).queryByText(name) !== null)!;

beforeEach(() => {
  loadMySubmissions.mockReset();
  fetchToolRecords.mockReset();
});

describe("Your submissions", () => {
  it("shows each submission's outcome, linking only to a published page", async () => {
    loadMySubmissions.mockResolvedValue([
      submission("a", "Waiting Tool", { state: "pending" }),
      submission("b", "Published Tool", { state: "approved", slug: "published-tool" }),
      submission("c", "Fresh Tool", { state: "approved", slug: "fresh-tool" }),
      submission("d", "Refused Tool", { state: "rejected", reason: "broken-link", note: "" }),
      submission("e", "Odd Tool", { state: "rejected", reason: "other", note: "Only a waitlist." }),
    ]);
    fetchToolRecords.mockResolvedValue({
      found: [{ slug: "published-tool" }],
      unknown: ["fresh-tool"],
    });
    render(<MySubmissions uid="u1" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your submissions…");
    expect(await screen.findByText("Waiting Tool")).toBeInTheDocument();
    expect(loadMySubmissions).toHaveBeenCalledWith("u1");
    expect(fetchToolRecords).toHaveBeenCalledWith(["published-tool", "fresh-tool"]);

    expect(within(row("Waiting Tool")).getByText("Pending")).toBeInTheDocument();
    expect(
      within(row("Published Tool")).getByRole("link", { name: "see Published Tool" }),
    ).toHaveAttribute("href", "/tools/published-tool");
    expect(within(row("Fresh Tool")).queryByRole("link")).toBeNull();
    expect(within(row("Fresh Tool")).getByText(/listed soon/)).toBeInTheDocument();
    expect(
      within(row("Refused Tool")).getByText("The website did not work when we checked it."),
    ).toBeInTheDocument();
    expect(within(row("Refused Tool")).queryByText(/Editor's note/)).toBeNull();
    expect(within(row("Odd Tool")).getByText("Only a waitlist.")).toBeInTheDocument();
  });

  it("offers no link at all when the published catalogue cannot be read", async () => {
    loadMySubmissions.mockResolvedValue([
      submission("b", "Published Tool", { state: "approved", slug: "published-tool" }),
    ]);
    fetchToolRecords.mockRejectedValue(new Error("offline"));
    render(<MySubmissions uid="u1" />);
    expect(await screen.findByText(/listed soon/)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says when there is nothing yet, and links to the form", async () => {
    loadMySubmissions.mockResolvedValue([]);
    render(<MySubmissions uid="u1" />);
    expect(await screen.findByText("You haven't suggested a tool yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Suggest a tool" })).toHaveAttribute(
      "href",
      "/submit-ai-tool",
    );
    expect(fetchToolRecords).not.toHaveBeenCalled();
  });

  it("explains a failure and loads again on Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    loadMySubmissions
      .mockRejectedValueOnce(Object.assign(new Error("down"), { code: "unavailable" }))
      .mockResolvedValueOnce([submission("a", "Waiting Tool", { state: "pending" })]);
    render(<MySubmissions uid="u1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not load your submissions.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Waiting Tool")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
