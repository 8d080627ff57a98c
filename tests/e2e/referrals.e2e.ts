import { expect, test } from 'vitest';
import { DEMO_PASSWORD, signIn } from './support/accounts';
import { DESKTOP, useBrowser } from './support/browser';

const browser = useBrowser();

const IRC_OFFICER = 'irc.officer@demo.local';
const DRC_OFFICER = 'drc.officer@demo.local';

test('IRC refers a Kakuma person to DRC sharing name and phone only; DRC accepts and closes it without ever opening the record', async () => {
  const suffix = Date.now().toString(36);
  const lastName = `Lokure${suffix}`.replace(/[0-9]/g, 'x');
  const birthDate = '1991-02-17';

  // The IRC officer in Kakuma registers the person (the registry journey covers that form) and refers them.
  const irc = await browser.newPage({ viewport: DESKTOP });
  await signIn(irc, IRC_OFFICER, DEMO_PASSWORD, '/staff');
  const added = await irc.request.post('/api/v1/staff/beneficiaries', {
    data: {
      progresId: `KEN-KAK-2021-${String(Date.now() % 1_000_000).padStart(6, '0')}`,
      firstName: 'Nyibol',
      lastName,
      dateOfBirth: birthDate,
      gender: 'female',
      nationality: 'SSD',
      location: 'KAK-KK2-B7',
      phoneNumber: '0722 555 014',
      householdId: `HH-${suffix}`,
      vulnerabilityScore: 3.5,
      skills: [],
    },
  });
  expect(added.status()).toBe(201);
  const person = (await added.json()) as { id: string };

  await irc.goto(`/staff/beneficiaries/${person.id}`);
  await irc.getByRole('heading', { level: 1, name: `Nyibol ${lastName}` }).waitFor();
  await irc.getByRole('button', { name: 'Refer', exact: true }).click();
  const dialog = irc.getByRole('dialog', { name: `Refer Nyibol ${lastName} to another organisation` });
  await dialog.getByLabel('Refer to').selectOption('DRC');
  await dialog.getByLabel('Service').selectOption('protection');
  await dialog.getByLabel('Reason for referral').fill('Needs legal counselling to renew her alien card.');
  await dialog.getByLabel('Urgency').selectOption('priority');
  await dialog.getByLabel('Consent').selectOption('yes');
  expect(await dialog.getByRole('checkbox', { name: 'Name' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Phone number' }).isChecked()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Date of birth' }).isChecked()).toBe(false);
  await dialog.getByRole('button', { name: 'Send referral' }).click();
  await irc.waitForURL(/\/staff\/referrals\/[0-9a-f-]{36}$/);
  const referralPath = new URL(irc.url()).pathname;
  await irc.getByRole('heading', { level: 1, name: `Protection referral: Nyibol ${lastName}` }).waitFor();
  await irc.getByText('Sent', { exact: true }).first().waitFor();

  // DRC finds it among the referrals it received and sees only what was shared.
  const drc = await browser.newPage({ viewport: DESKTOP });
  await signIn(drc, DRC_OFFICER, DEMO_PASSWORD, '/staff');
  await drc
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Referrals', exact: true })
    .click();
  await drc.getByRole('heading', { level: 1, name: 'Referrals between organisations' }).waitFor();
  expect(await drc.getByRole('button', { name: 'Received' }).getAttribute('aria-pressed')).toBe('true');
  await drc.getByRole('link', { name: new RegExp(`Nyibol ${lastName}`) }).click();
  await drc.waitForURL((url) => url.pathname === referralPath);
  const shared = drc.getByRole('region', { name: 'The person, as shared' });
  await shared.getByText(`Nyibol ${lastName}`).waitFor();
  await shared.getByText('+254722555014').waitFor();
  expect(await shared.getByText('Date of birth').count()).toBe(0);
  expect(await drc.getByText('Open the registry record').count()).toBe(0);
  const pageText = await drc.locator('main').innerText();
  expect(pageText).not.toContain(birthDate);
  expect(pageText).not.toContain(`HH-${suffix}`);

  await drc.getByRole('button', { name: 'Accept referral' }).click();
  await drc.getByText('Referral accepted.').waitFor();
  await drc.getByLabel('Outcome').fill('Legal counselling given; card renewal filed at the RAS office.');
  await drc.getByRole('button', { name: 'Close with this outcome' }).click();
  await drc.getByText('Referral closed.').waitFor();
  await drc.getByText('Legal counselling given; card renewal filed at the RAS office.').waitFor();

  // IRC sees it closed with the outcome.
  await irc.reload();
  await irc.getByText('Closed', { exact: true }).first().waitFor();
  await irc.getByText('Legal counselling given; card renewal filed at the RAS office.').waitFor();

  // The person's registry record does not exist for DRC.
  await drc.goto(`/staff/beneficiaries/${person.id}`);
  await drc.getByRole('heading', { name: 'Beneficiary not found' }).waitFor();
  expect(await drc.getByText(birthDate).count()).toBe(0);
});
