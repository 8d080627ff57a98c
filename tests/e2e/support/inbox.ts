import type { Locator, Page } from 'playwright-core';

const MAIL_WAIT_MS = 20_000;

/** The newest message to `address` on the development inbox page, waiting for it to arrive. */
async function findNewestMessage(page: Page, address: string): Promise<Locator> {
  await page.goto('/dev/inbox');
  await page.getByRole('heading', { level: 1, name: 'Development inbox' }).waitFor();
  // Messages are listed newest first, each one an article headed by its subject.
  const messages = page.getByRole('article').filter({ hasText: address });
  const deadline = Date.now() + MAIL_WAIT_MS;
  while ((await messages.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} arrived in the development inbox`);
    // Mail is written as the request finishes; a person would press Refresh.
    await page.waitForTimeout(750);
    const refresh = page.getByRole('button', { name: 'Refresh' });
    if (await refresh.isEnabled()) await refresh.click();
  }
  return messages.first();
}

/**
 * Opens the development inbox as a person would, finds the newest e-mail to
 * `address` and clicks the link in it whose address contains `hrefPart`
 * (e.g. 'verify-email' or 'reset-password'). Leaves the page wherever the link lands.
 */
export async function followEmailLink(page: Page, address: string, hrefPart: string): Promise<void> {
  const message = await findNewestMessage(page, address);
  await message.locator(`a[href*="${hrefPart}"]`).first().click();
}
