import { randomInt } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('a beneficiary record on the %s', (label, viewport) => {
  test('the admin adds a person, edits the phone, changes the status and sees both in the history', async () => {
    const page = await browser.newPage({ viewport });
    await signIn(page, DEMO.admin, DEMO_PASSWORD, '/staff');
    await page.goto('/staff/beneficiaries');
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();

    const add = page.getByRole('dialog', { name: 'Add Beneficiary' });
    const lastName = `N'Goma${letters(5)}`;
    // A wrong ProGres ID is refused with the spec's message before anything is sent.
    await add.getByLabel('ProGres ID').fill('KEN-123');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();
    await add.getByText('ProGres ID must look like KEN-DAD-2019-004512').waitFor();
    await expectNoSeriousA11yViolations(page, `add beneficiary dialog (${label})`);

    await add.getByLabel('ProGres ID').fill(`ken-kak-2021-${String(randomInt(1_000_000)).padStart(6, '0')}`);
    await add.getByLabel('First name').fill('Trésor');
    await add.getByLabel('Last name').fill(lastName);
    await add.getByLabel('Date of birth').fill('1988-03-14');
    await add.getByLabel('Gender').selectOption('male');
    await add.getByLabel('Nationality').selectOption('COD');
    await add.getByLabel('Location').fill('KAK-KK2-B7');
    await add.getByLabel('Phone number').fill('0722 555 010');
    await add.getByLabel('Vulnerability score').fill('4.2');
    await add.getByLabel('Skills').fill('Carpentry, Masonry');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();

    await page.waitForURL((url) => /^\/staff\/beneficiaries\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: `Trésor ${lastName}` }).waitFor();
    await page.getByText('High Risk · Score 4.2').waitFor();
    await page.getByText('+254722555010').waitFor();
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText('Added to the registry').waitFor();
    await expectNoSeriousA11yViolations(page, `beneficiary record (${label})`);
    if (viewport.width < 400)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: `Edit Trésor ${lastName}` });
    await edit.getByLabel('Phone number').fill('+254 733 123 456');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('+254733123456').waitFor();

    await page.getByRole('button', { name: 'Change status' }).click();
    const status = page.getByRole('dialog', { name: `Change the status of Trésor ${lastName}` });
    await status.getByLabel('New status').selectOption('transferred');
    await status.getByLabel('Reason').fill('Moved to Kalobeyei settlement');
    await status.getByRole('button', { name: 'Change status' }).click();
    await status.waitFor({ state: 'detached' });
    await page.locator('main header').getByText('Transferred', { exact: true }).waitFor();

    await history.getByText('Active → Transferred. Reason: Moved to Kalobeyei settlement').waitFor();
    await history.getByText('Changed: Phone number').waitFor();
    await expectNoSeriousA11yViolations(page, `beneficiary record after changes (${label})`);

    await page.getByRole('link', { name: 'Back to beneficiaries' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/beneficiaries');
  });
});

test('an unknown person shows a clear not-found state', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await signIn(page, DEMO.officer, DEMO_PASSWORD, '/staff');
  await page.goto('/staff/beneficiaries/00000000-0000-4000-8000-000000000000');
  await page.getByRole('heading', { level: 1, name: 'Beneficiary not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to beneficiaries' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'beneficiary not found (360 px)');
});
