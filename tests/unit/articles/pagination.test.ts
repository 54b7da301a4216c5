import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { articlesPerPage, listPagePath } from "@/lib/article-categories";
import { paginate } from "@/lib/content/pagination";

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe("paginate", () => {
  it("shows 12 articles a page by default", () => {
    expect(articlesPerPage).toBe(12);
  });

  it("has one empty page for no items", () => {
    expect(paginate([], 1)).toEqual({ items: [], pages: 1 });
  });

  it("fits 12 items on one page", () => {
    expect(paginate(numbers(12), 1)).toEqual({ items: numbers(12), pages: 1 });
  });

  it("puts the 13th item alone on page 2", () => {
    expect(paginate(numbers(13), 1)).toEqual({ items: numbers(12), pages: 2 });
    expect(paginate(numbers(13), 2)).toEqual({ items: [13], pages: 2 });
  });

  it("gives a page past the end no items", () => {
    expect(paginate(numbers(13), 3)).toEqual({ items: [], pages: 2 });
  });

  it("honours another page size", () => {
    expect(paginate(numbers(7), 3, 3)).toEqual({ items: [7], pages: 3 });
  });

  it("does not change the list it is given", () => {
    const list = numbers(30);
    paginate(list, 2);
    expect(list).toEqual(numbers(30));
  });

  it("splits any list into pages that concatenate back to it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 100 }),
        fc.integer({ min: 1, max: 20 }),
        (list, perPage) => {
          const { pages } = paginate(list, 1, perPage);
          expect(pages).toBe(Math.max(1, Math.ceil(list.length / perPage)));
          const all = Array.from({ length: pages }, (_, index) =>
            paginate(list, index + 1, perPage),
          );
          for (const page of all) {
            expect(page.pages).toBe(pages);
            expect(page.items.length).toBeLessThanOrEqual(perPage);
          }
          // Every page but the last is full, and no page is empty unless the list is.
          all.slice(0, -1).forEach((page) => expect(page.items).toHaveLength(perPage));
          if (list.length > 0) expect(all.at(-1)?.items.length).toBeGreaterThan(0);
          expect(all.flatMap((page) => page.items)).toEqual(list);
        },
      ),
    );
  });
});

describe("listPagePath", () => {
  it("is the base path itself for page 1", () => {
    expect(listPagePath("/guides", 1)).toBe("/guides");
    expect(listPagePath("/tech", 1)).toBe("/tech");
  });

  it("puts later pages under /page/{n}", () => {
    expect(listPagePath("/guides", 2)).toBe("/guides/page/2");
    expect(listPagePath("/career", 10)).toBe("/career/page/10");
  });

  it("gives every page a different path", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        fc.pre(a !== b);
        expect(listPagePath("/guides", a)).not.toBe(listPagePath("/guides", b));
      }),
    );
  });
});
