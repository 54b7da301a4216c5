/**
 * Lists say what went wrong in the site's own sentences (lib/firebase/errors.ts), never the SDK's
 * text, and a share link whose id no list can have shows the page's "not found" state without
 * asking Firestore.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FirebaseError } from "firebase/app";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AuthProvider } from "@/components/auth/auth-context";
import { ListView } from "@/components/lists/list-view";
import { MyLists } from "@/components/lists/my-lists";
import { networkMessage } from "@/lib/firebase/errors";
import type { ToolList } from "@/lib/lists/lists";
import type { AuthState } from "@/lib/session/auth-state";

const readList = vi.fn<(id: string) => Promise<unknown>>();
const loadMyLists = vi.fn<(uid: string) => Promise<ToolList[]>>();
const updateList = vi.fn<(id: string, changes: object) => Promise<void>>();

vi.mock("@/lib/firebase/lists", () => ({
  readList: (id: string) => readList(id),
  loadMyLists: (uid: string) => loadMyLists(uid),
  updateList: (id: string, changes: object) => updateList(id, changes),
  deleteList: vi.fn(),
  createList: vi.fn(),
}));
vi.mock("@/lib/session/confirmed-uid", () => ({ confirmedUid: async () => "u1" }));
vi.mock("@/lib/compare/fetch-records", () => ({
  fetchToolRecords: async (slugs: readonly string[]) => ({
    found: slugs.map((slug) => ({ slug, name: slug.toUpperCase() })),
    unknown: [],
  }),
}));

/** What Firestore Lite throws when the request never reached the server. */
const offline = () => new FirebaseError("unknown", "Request failed with error: undefined");

const signedIn: AuthState = {
  status: "signed-in",
  user: { uid: "u1", username: "ada", email: "ada@example.com", photoURL: null },
};

function openLink(search: string) {
  window.history.replaceState(null, "", `/lists/view${search}`);
  render(<ListView />);
}

beforeEach(() => {
  readList.mockReset();
  loadMyLists.mockReset();
  updateList.mockReset();
});

describe("/lists/view", () => {
  it.each([
    ["no id", ""],
    ["an empty id", "?id="],
    ["a path", "?id=../../x"],
    ["a NUL", "?id=%00"],
    ["a slash", "?id=alice%2F1_1"],
    ["an id that is too long", `?id=${"a".repeat(200)}_1`],
    ["list number 0", "?id=alice_0"],
  ])("shows not found for %s, without asking Firestore", async (_what, search) => {
    openLink(search);
    expect(await screen.findByRole("heading", { name: "No list at this address" })).toBeVisible();
    expect(screen.queryByText(/Invalid document reference/)).toBeNull();
    expect(readList).not.toHaveBeenCalled();
  });

  it("says a failed read in its own words, not the SDK's", async () => {
    readList.mockRejectedValue(offline());
    openLink("?id=nobody_1");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`The list could not be loaded. ${networkMessage}`);
    expect(alert).not.toHaveTextContent(/Request failed|undefined/);
    expect(readList).toHaveBeenCalledWith("nobody_1");
  });
});

describe("Your lists", () => {
  const list: ToolList = {
    id: "u1_1",
    name: "Writing tools",
    public: false,
    tools: ["chatgpt", "claude"],
    updatedAt: 1,
  };

  function renderLists() {
    render(
      <AuthProvider value={signedIn}>
        <MyLists />
      </AuthProvider>,
    );
  }

  it("says a failed load in its own words", async () => {
    loadMyLists.mockRejectedValue(offline());
    renderLists();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`Your lists could not be loaded. ${networkMessage}`);
    expect(alert).not.toHaveTextContent(/Request failed|undefined/);
  });

  it("puts a refused change back and says why in its own words", async () => {
    loadMyLists.mockResolvedValue([list]);
    updateList.mockRejectedValue(offline());
    renderLists();
    await userEvent.click(
      await screen.findByRole("button", { name: "Remove CHATGPT from Writing tools" }),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(`That did not work; the list is as it was. ${networkMessage}`);
    expect(alert).not.toHaveTextContent(/Request failed|undefined/);
    expect(screen.getByRole("link", { name: "CHATGPT" })).toBeInTheDocument();
    expect(updateList).toHaveBeenCalledWith("u1_1", { tools: ["claude"] });
  });
});
