import { describe, expect, it } from "vitest";
import {
  freeListNumber,
  isListId,
  legacyListId,
  listKeyLength,
  listNumberOf,
  listSlotId,
  maxLists,
  newListId,
  randomListKey,
  slotOfListId,
} from "@/lib/lists/lists";

describe("new list ids: a random key and a slot, nothing of the owner", () => {
  it("draws a key of 20 letters and digits, different each time", () => {
    const keys = Array.from({ length: 200 }, () => randomListKey());
    for (const key of keys) expect(key).toMatch(new RegExp(`^[A-Za-z0-9]{${listKeyLength}}$`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("uses the whole alphabet (no letter left out by the byte cut)", () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomListKey()).join(""));
    expect(seen.size).toBe(62);
  });

  it("writes the slot after the key, and the id holds neither the uid nor its number form", () => {
    const id = newListId(7);
    expect(id).toMatch(/^[A-Za-z0-9]{20}-7$/);
    expect(slotOfListId(id)).toBe(7);
    expect(id).not.toContain(legacyListId("alice", 7));
    expect(newListId(7)).not.toBe(id);
  });

  it("a slot's id is the old list id of the same number (the rules rely on it)", () => {
    expect(listSlotId("alice", 3)).toBe("alice_3");
    expect(legacyListId("alice", 3)).toBe("alice_3");
  });

  it.each([
    newListId(0, "A".repeat(20)),
    newListId(maxLists + 1, "A".repeat(20)),
    `${"A".repeat(20)}-01`,
    newListId(1, "A".repeat(19)),
    newListId(1, "A".repeat(21)),
    newListId(1, `${"A".repeat(19)}_`),
    "alice_1",
  ])("%s has no slot of the new form", (id) => {
    expect(slotOfListId(id)).toBeNull();
  });
});

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
    const all = Array.from({ length: maxLists }, (_, n) => ({ id: legacyListId("u", n + 1) }));
    expect(freeListNumber("u", all)).toBeNull();
  });

  it("counts old and new lists alike: each takes the slot of its number", () => {
    expect(freeListNumber("u", [{ id: "u_1" }, { id: newListId(2) }, { id: "u_4" }])).toBe(3);
    const mixed = Array.from({ length: maxLists }, (_, n) => ({
      id: n % 2 === 0 ? legacyListId("u", n + 1) : newListId(n + 1),
    }));
    expect(freeListNumber("u", mixed)).toBeNull();
    expect(listNumberOf("u", newListId(12))).toBe(12);
  });
});

describe("isListId: the shape of a share link's id", () => {
  it.each([
    "nobody_1",
    "Xy7AbC0dEfGhIjKlMnOpQrStUvW2_20",
    "alice_9",
    "Xy7AbC0dEfGhIjKlMnOp-1",
    "Xy7AbC0dEfGhIjKlMnOp-20",
  ])("accepts %s", (id) => {
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
    "Xy7AbC0dEfGhIjKlMnOp-21",
    "Xy7AbC0dEfGhIjKlMnOp-0",
    "Xy7AbC0dEfGhIjKlMnO-1",
    "Xy7AbC0dEfGhIjKlMnOp-1/x",
  ])("refuses %j", (id) => {
    expect(isListId(id)).toBe(false);
  });
});
