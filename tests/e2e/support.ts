import { expect, type Page } from "@playwright/test";

/** Scrolls to an exact offset and waits until the page has handled the scroll event. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: target, behavior: "instant" });
        // Two frames: the scroll event fires, then React commits the new state.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

/** The page's single <h1>; fails when there is none or more than one. */
export async function expectSingleH1(page: Page, text?: string | RegExp): Promise<void> {
  await expect(page.locator("h1")).toHaveCount(1);
  if (text !== undefined) await expect(page.locator("h1")).toHaveText(text);
}

/** Share (0–1) of pixels that differ noticeably between two PNG screenshots of the same size. */
export async function pixelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = async (base64: string) => {
        // Decoded by hand: the site's CSP does not let pages fetch data: URLs.
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await load(first!), await load(second!)];
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const delta =
          Math.abs(x[i]! - y[i]!) +
          Math.abs(x[i + 1]! - y[i + 1]!) +
          Math.abs(x[i + 2]! - y[i + 2]!);
        if (delta > 48) differing += 1;
      }
      return differing / (x.length / 4);
    },
    [a.toString("base64"), b.toString("base64")],
  );
}

/** Whether any script the page loaded contains `needle` (for example a Firebase service's host). */
export async function loadedScriptContaining(page: Page, needle: string): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes(needle)) return true;
  }
  return false;
}

/** Lets the browser go idle, when deferred work (a session's listener) would start. */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))),
  );
}

/**
 * Signs in through the site's own form, as a person would, and waits for the page it leads to:
 * the profile, or with `next` the login page's ?next= path it was opened with.
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string },
  { next }: { next?: string } = {},
): Promise<void> {
  const main = page.getByRole("main");
  await page.goto(next === undefined ? "/login" : `/login?next=${encodeURIComponent(next)}`);
  await main.getByLabel("Email").fill(user.email);
  await main.getByLabel("Password").fill(user.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(next ?? "/profile");
}
