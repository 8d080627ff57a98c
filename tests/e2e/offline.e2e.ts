import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Portal sections' }).getByRole('link', { name, exact: true }).click();
}

/** The keys of what the portal keeps on this device (IndexedDB), as the browser holds them. */
function keptRecords(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('portal-offline-data');
        opening.onerror = () => reject(new Error('IndexedDB did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('records')) return resolve([]);
          const keys = db.transaction('records').objectStore('records').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(new Error('IndexedDB did not answer'));
        };
      }),
  );
}

/** The portal areas (dashboard, payments...) of the data kept on this device for the last person. */
function keptAreas(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('portal-offline-data');
        opening.onerror = () => reject(new Error('IndexedDB did not open'));
        opening.onsuccess = () => {
          const records = opening.result.transaction('records').objectStore('records');
          const last = records.get('last-user');
          last.onsuccess = () => {
            const userId = (last.result as { userId: string } | undefined)?.userId;
            if (!userId) return resolve([]);
            const snapshot = records.get(`portal-data:${userId}`);
            snapshot.onsuccess = () => {
              const queries = (snapshot.result as { state: { queries: { queryKey: unknown[] }[] } } | undefined)?.state
                .queries;
              resolve((queries ?? []).map((query) => String(query.queryKey[1])));
            };
          };
        };
      }),
  );
}

test('the portal installs as an app whose worker a deploy can always replace', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: '/beneficiary', display: 'standalone' });
  const icons = manifest.icons as { src: string; sizes: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) expect((await page.request.get(icon.src)).ok()).toBe(true);

  const worker = await page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('Amina opens her portal without a connection, sees what she last saw and recovers when it returns', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  // Her phone saves data: the portal does not download tabs ahead, so Messages has never been downloaded.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) });
  });
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  const unreadCard = page.getByRole('region', { name: 'Unread Messages' });
  await unreadCard.waitFor();
  // The app installs itself after the first screen: from then on it opens without the network.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await openTab(page, 'Payment History');
  await page.getByRole('heading', { level: 1, name: 'Payment History' }).waitFor();
  await page.getByText('Total received').waitFor();
  await openTab(page, 'Dashboard');
  await unreadCard.waitFor();
  // What she saw is written to the device a moment after it arrives.
  await expect
    .poll(() => keptAreas(page), { timeout: 5_000 })
    .toEqual(expect.arrayContaining(['dashboard', 'payments']));

  await page.context().setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').getByText('You are offline. What you see may be out of date');
  await notice.waitFor();
  await unreadCard.waitFor();
  await page.getByText(/^Shown as it was on .+: you are offline$/).waitFor();
  await openTab(page, 'Payment History');
  await page.getByText('Total received').waitFor();
  await page.getByText(/^Shown as it was on .+: you are offline$/).waitFor();

  // Messages were never opened on this device: the page says so, in words, with a way to try again.
  await openTab(page, 'Messages');
  await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
  expect(await page.getByText('dynamically imported module').count()).toBe(0);

  await page.context().setOffline(false);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await page.getByRole('list', { name: 'Conversations' }).waitFor();
  expect(await notice.count()).toBe(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => keptRecords(page), { timeout: 5_000 }).toEqual([]);
});
