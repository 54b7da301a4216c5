import { expect, test } from "@playwright/test";

test("on a phone, typing at an ordinary pace keeps every letter, and results fit the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search");
  const box = page.getByRole("searchbox", { name: "Search tools, guides and prompts" });
  // About a key every 60 ms, while each keystroke rewrites ?q= and the results arrive.
  await box.pressSequentially("image generator for product photos", { delay: 60 });
  await expect(box).toHaveValue("image generator for product photos");
  await expect(page).toHaveURL(
    /\?q=image(\+|%20)generator(\+|%20)for(\+|%20)product(\+|%20)photos$/,
  );
  await expect(page.getByRole("heading", { name: /^AI tools/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
