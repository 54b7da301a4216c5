import { describe, expect, it } from "vitest";
import { mergeSaved } from "@/lib/saved/merge";
import {
  normaliseItems,
  parseSavedKey,
  savedKey,
  toSavedItem,
  type SavedItem,
} from "@/lib/saved/items";

const item = (id: string, savedAt = 1, kind: SavedItem["kind"] = "tool"): SavedItem => ({
  kind,
  id,
  savedAt,
});
const keys = (items: readonly SavedItem[]) => items.map(savedKey).sort();

describe("mergeSaved", () => {
  it("with no base (first sign-in here), keeps every item of both sides and uploads the device's", () => {
    const result = mergeSaved([item("a"), item("b")], [item("b"), item("c")], new Set());
    expect(keys(result.items)).toEqual(["tool:a", "tool:b", "tool:c"]);
    expect(keys(result.toAdd)).toEqual(["tool:a"]);
    expect(result.toRemove).toEqual([]);
  });

  it("an item removed on another device since the last sync leaves this device too", () => {
    const result = mergeSaved([item("a"), item("b")], [item("a")], new Set(["tool:a", "tool:b"]));
    expect(keys(result.items)).toEqual(["tool:a"]);
    expect(result.toAdd).toEqual([]);
    expect(result.toRemove).toEqual([]);
  });

  it("an item removed on this device since the last sync is deleted from the account", () => {
    const result = mergeSaved([item("a")], [item("a"), item("b")], new Set(["tool:a", "tool:b"]));
    expect(keys(result.items)).toEqual(["tool:a"]);
    expect(result.toRemove).toEqual(["tool:b"]);
  });

  it("an item saved on another device since the last sync arrives here", () => {
    const result = mergeSaved([item("a")], [item("a"), item("c", 5)], new Set(["tool:a"]));
    expect(keys(result.items)).toEqual(["tool:a", "tool:c"]);
    expect(result.toAdd).toEqual([]);
  });

  it("tells kinds apart: a tool and a prompt with the same id are two items", () => {
    const result = mergeSaved([item("x")], [item("x", 1, "chatgpt")], new Set());
    expect(keys(result.items)).toEqual(["chatgpt:x", "tool:x"]);
  });

  it("lists the newest first", () => {
    const result = mergeSaved([item("old", 1), item("new", 9)], [], new Set());
    expect(result.items.map((i) => i.id)).toEqual(["new", "old"]);
  });
});

describe("saved items", () => {
  it("parses keys and refuses malformed ones", () => {
    expect(parseSavedKey("tool:midjourney")).toEqual({ kind: "tool", id: "midjourney" });
    expect(parseSavedKey("midjourney:cliffside-concrete-villa")).toEqual({
      kind: "midjourney",
      id: "cliffside-concrete-villa",
    });
    for (const bad of ["midjourney", "article:x", "tool:", "tool:Bad Id", "tool:a:b", ":x"])
      expect(parseSavedKey(bad), bad).toBeNull();
  });

  it("reads stored items defensively and drops repeats", () => {
    expect(toSavedItem({ kind: "tool", id: "a", savedAt: "yesterday" })).toEqual(item("a", 0));
    expect(toSavedItem({ kind: "tool", id: "<script>" })).toBeNull();
    expect(toSavedItem(null)).toBeNull();
    expect(normaliseItems([item("a", 2), item("a", 1)])).toEqual([item("a", 2)]);
  });
});
