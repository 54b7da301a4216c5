import { describe, expect, it } from "vitest";
import { freeListNumber, isListId, listId, listNumberOf, maxLists } from "@/lib/lists/lists";

describe("listNumberOf: a plain prefix check, never a pattern", () => {
  it.each([
    ["alice", "alice_1", 1],
    ["alice", `alice_${maxLists}`, maxLists],
    ["a_b", "a_b_3", 3],
  ])("%s owns %s (number %i)", (uid, id, n) => {
    expect(listNumberOf(uid, id)).toBe(n);
  });

  it.each([
    ["alice", "alice_0"],
    ["alice", `alice_${maxLists + 1}`],
    ["alice", "alice_01"],
    ["alice", "alice_1 "],
    ["alice", "xalice_1"],
    ["alice", "alice"],
    ["", "_1"],
    // A uid made of regular-expression characters matches only itself.
    ["a.c", "abc_1"],
    [".*", "alice_1"],
    ["ali.e", "alice_1"],
    ["alice|bob", "bob_1"],
    ["[a-z]+", "bob_1"],
  ])("%s does not own %s", (uid, id) => {
    expect(listNumberOf(uid, id)).toBeNull();
  });

  it("a uid with pattern characters owns its own ids", () => {
    expect(listNumberOf(".*", ".*_2")).toBe(2);
    expect(freeListNumber("a.c", [{ id: "abc_1" }, { id: "a.c_1" }])).toBe(2);
  });

  it("finds the lowest free number, and none past the most", () => {
    expect(freeListNumber("u", [{ id: "u_1" }, { id: "u_3" }])).toBe(2);
    const all = Array.from({ length: maxLists }, (_, n) => ({ id: listId("u", n + 1) }));
    expect(freeListNumber("u", all)).toBeNull();
  });
});

describe("isListId: the shape of a share link's id", () => {
  it.each(["nobody_1", "Xy7AbC0dEfGhIjKlMnOpQrStUvW2_20", "alice_9"])("accepts %s", (id) => {
    expect(isListId(id)).toBe(true);
  });

  it.each([
    "",
    "../../x",
    "\u0000",
    "a/b_1",
    "alice_0",
    "alice_21",
    "alice_",
    "_1",
    "alice 1",
    "alice_1/extra",
    `${"a".repeat(129)}_1`,
    "%00",
    "__name___1",
  ])("refuses %j", (id) => {
    expect(isListId(id)).toBe(false);
  });
});
