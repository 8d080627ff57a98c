import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, newAccount, signIn, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';

const browser = useBrowser();

/** sonner's success colours fall just short of 4.5:1 (known, reported): judge the page once the toast is gone. */
async function waitForToastsToGo(page: Page) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 });
}

test('a complaint answered: a refugee complains, an officer takes it, notes, replies and resolves it, and the refugee reads the answer', async () => {
  const subject = `Transfer missing ${Date.now().toString(36)}`;
  const portal = await browser.newPage({ viewport: PHONE });
  await submitSignUp(portal, newAccount('beneficiary', 'Faduma'));
  await portal.waitForURL((url) => url.pathname === '/beneficiary');
  await portal
    .getByRole('navigation', { name: 'Portal sections' })
    .getByRole('link', { name: 'Feedback & Complaints', exact: true })
    .click();
  await portal.getByRole('button', { name: 'Submit feedback', exact: true }).click();
  const dialog = portal.getByRole('dialog', { name: 'Submit feedback or a complaint' });
  await dialog.getByRole('radio', { name: /^Complaint/ }).check();
  await dialog.getByLabel('Category').selectOption({ label: 'Payments' });
  await dialog.getByLabel('Subject').fill(subject);
  await dialog
    .getByLabel('Description')
    .fill('My November cash transfer never reached my M-Pesa number. Please check.');
  await dialog.getByLabel('How should we contact you?').selectOption({ label: 'SMS' });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  const sent = portal.getByRole('dialog', { name: 'Thank you, your case was sent' });
  const reference = (await sent.getByText(/^FB-\d{4}-\d{6,}$/).innerText()).trim();
  await sent.getByRole('button', { name: 'Done' }).click();

  // The officer finds it in the queue.
  const staff = await browser.newPage({ viewport: PHONE });
  await signIn(staff, DEMO.officer, DEMO_PASSWORD, '/staff');
  const me = (await (await staff.request.get('/api/v1/me')).json()) as {
    user: { firstName: string; lastName: string };
  };
  await staff.getByRole('button', { name: 'Open menu' }).click();
  await staff
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Feedback & Complaints', exact: true })
    .click();
  await staff.getByRole('heading', { level: 1, name: 'Feedback & Complaints' }).waitFor();
  await staff.getByLabel('Type').selectOption({ label: 'Complaint' });
  await staff.getByLabel('Category').selectOption({ label: 'Payments' });
  await staff.waitForURL((url) => url.search.includes('category=payments'));
  // The person quotes the reference, as on the phone: that one case, however full the queue.
  await staff.getByRole('search').getByLabel('Find by reference').fill(reference.toLowerCase());
  await staff.getByRole('button', { name: 'Find', exact: true }).click();
  await staff
    .getByRole('status')
    .filter({ hasText: /^1 case$/ })
    .waitFor();
  const card = staff.getByRole('listitem').filter({ has: staff.getByRole('link', { name: subject }) });
  const link = card.getByRole('link', { name: subject });
  await card.getByText(reference).waitFor();
  await card.getByText('Medium priority').waitFor();
  await card.getByText('Not assigned').waitFor();
  await card.getByText(/^Due /).waitFor();
  await expectNoSeriousA11yViolations(staff, 'complaints queue (360 px)');
  await staff.setViewportSize({ width: 320, height: 740 });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await staff.setViewportSize(PHONE);

  await link.click();
  await staff.getByRole('heading', { level: 1, name: subject }).waitFor();
  await staff.getByText('My November cash transfer never reached my M-Pesa number. Please check.').waitFor();
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await staff.getByText('Case assigned').waitFor();
  const facts = staff.getByRole('definition').filter({ hasText: `${me.user.firstName} ${me.user.lastName}` });
  await facts.first().waitFor();

  await staff.getByText('Only staff see this. The person never sees these notes.').waitFor();
  await staff.getByLabel('Add an internal note').fill('Checked the payout list: her number was mistyped.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await staff
    .getByRole('list', { name: 'Internal notes' })
    .getByText('Checked the payout list: her number was mistyped.')
    .waitFor();

  await staff
    .getByLabel('Reply to the person')
    .fill('We corrected your number. The transfer will be sent again on Friday.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await staff.getByText('Reply sent; the person is notified').waitFor();
  await staff
    .getByRole('list', { name: 'Conversation with the person' })
    .getByText(`The agency (written by ${me.user.firstName} ${me.user.lastName})`)
    .waitFor();
  await staff.getByRole('button', { name: 'Mark resolved' }).click();
  await staff.getByText('Status changed to Resolved').waitFor();
  await staff.getByRole('button', { name: 'Close the case' }).waitFor();
  await waitForToastsToGo(staff);
  await expectNoSeriousA11yViolations(staff, 'complaint case, resolved (360 px)');
  await staff.setViewportSize({ width: 320, height: 740 });
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The refugee reads the answer from "the agency", with no staff name and no internal note.
  await portal.reload();
  const row = portal
    .getByRole('list', { name: 'My feedback and complaints' })
    .getByRole('button', { name: new RegExp(subject) });
  await row.getByText('Resolved', { exact: true }).waitFor();
  await row.click();
  await portal.getByRole('heading', { level: 2, name: subject }).waitFor();
  const conversation = portal.getByRole('list', { name: 'Conversation' });
  await conversation.getByText('We corrected your number. The transfer will be sent again on Friday.').waitFor();
  await conversation.getByText('The agency', { exact: true }).waitFor();
  const text = await portal.locator('main').innerText();
  expect(text).not.toContain(me.user.lastName);
  expect(text).not.toContain('mistyped');
  await expectNoSeriousA11yViolations(portal, 'the refugee reads the answer (360 px)');
});

test('an admin lets an officer handle sensitive complaints on the Team page, and takes it back', async () => {
  const subject = `Asked for money ${Date.now().toString(36)}`;
  const portal = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Nasra');
  const signUp = await portal.request.post('/api/auth/sign-up/email', {
    data: { ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: '/' },
  });
  expect(signUp.status()).toBe(200);
  const created = await portal.request.post('/api/v1/beneficiary/feedback', {
    data: {
      kind: 'complaint',
      category: 'fraud_corruption',
      subject,
      description: 'A registration clerk asked me for 500 shillings.',
      contactChannel: 'phone',
    },
  });
  expect(created.status()).toBe(201);

  const officer = await browser.newPage({ viewport: PHONE });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  const sensitiveQueue = '/staff/complaints?status=all&category=fraud_corruption';
  const queueHas = async () => {
    await officer.goto(sensitiveQueue);
    await officer
      .getByRole('status')
      .filter({ hasText: /\d+ cases?/ })
      .waitFor();
    return officer.getByRole('link', { name: subject }).count();
  };
  expect(await queueHas()).toBe(0);

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
  await admin.goto('/staff/team');
  // By name: the addresses irc.officer@ and drc.officer@ contain the officer's.
  const member = admin.getByRole('listitem').filter({ hasText: 'Peter Otieno' });
  await member.getByRole('button', { name: /^Allow sensitive cases/ }).click();
  const question = admin.getByRole('alertdialog', { name: /^Let .+ see sensitive cases\?$/ });
  await question.getByText(/reports of sexual exploitation and abuse/).waitFor();
  await expectNoSeriousA11yViolations(admin, 'granting sensitive cases asks first (desktop)');
  await question.getByRole('button', { name: 'Allow sensitive cases' }).click();
  await member.getByText('Safeguarding', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(admin, 'team page with safeguarding (desktop)');

  expect(await queueHas()).toBe(1);
  const card = officer.getByRole('listitem').filter({ has: officer.getByRole('link', { name: subject }) });
  await card.getByText('Restricted: safeguarding').waitFor();
  await card.getByText('High priority').waitFor();

  await member.getByRole('button', { name: /^Remove sensitive cases/ }).click();
  await member.getByRole('button', { name: /^Allow sensitive cases/ }).waitFor();
  expect(await queueHas()).toBe(0);
});

test('a stale case page: a colleague took the case meanwhile, and the officer sees who has it; an emptied queue page goes back', async () => {
  const subject = `Taken meanwhile ${Date.now().toString(36)}`;
  const portal = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Hodan');
  const signUp = await portal.request.post('/api/auth/sign-up/email', {
    data: { ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: '/' },
  });
  expect(signUp.status()).toBe(200);
  const created = await portal.request.post('/api/v1/beneficiary/feedback', {
    data: {
      kind: 'complaint',
      category: 'registration',
      subject,
      description: 'My household size is wrong on my record.',
      contactChannel: 'portal',
    },
  });
  const { id } = (await created.json()) as { id: string };

  const officer = await browser.newPage({ viewport: PHONE });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  await officer.goto(`/staff/complaints/${id}`);
  await officer.getByRole('heading', { level: 1, name: subject }).waitFor();

  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
  expect((await admin.request.post(`/api/v1/staff/feedback/${id}/assign`, { data: {} })).status()).toBe(200);
  const adminMe = (await (await admin.request.get('/api/v1/me')).json()) as {
    user: { firstName: string; lastName: string };
  };

  await officer.getByRole('button', { name: 'Assign to me' }).click();
  await officer
    .getByText('Someone else is already handling this case. Ask an administrator to hand it over.')
    .waitFor();
  await officer
    .getByRole('definition')
    .filter({ hasText: `${adminMe.user.firstName} ${adminMe.user.lastName}` })
    .first()
    .waitFor();
  await officer.getByRole('button', { name: 'Assign to me' }).waitFor({ state: 'detached' });

  await officer.goto('/staff/complaints?page=100000');
  await officer.waitForURL((url) => url.searchParams.get('page') !== '100000');
  await officer.getByRole('list', { name: 'Feedback and complaint cases' }).getByRole('link').first().waitFor();
});

test('the person writes again on an anonymous complaint: the queue shows it waits for us, and taking the case asks first', async () => {
  const subject = `Still waiting ${Date.now().toString(36)}`;
  const portal = await browser.newPage({ viewport: PHONE });
  const account = newAccount('beneficiary', 'Idil');
  const signUp = await portal.request.post('/api/auth/sign-up/email', {
    data: { ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: '/' },
  });
  expect(signUp.status()).toBe(200);
  const created = await portal.request.post('/api/v1/beneficiary/feedback', {
    data: {
      kind: 'complaint',
      category: 'programme_services',
      subject,
      description: 'The training centre was closed all week.',
      contactChannel: 'portal',
      anonymous: true,
    },
  });
  const { id, reference } = (await created.json()) as { id: string; reference: string };
  expect(
    (
      await portal.request.post(`/api/v1/beneficiary/feedback/${id}/replies`, {
        data: { message: 'It is still closed today.' },
      })
    ).status(),
  ).toBe(201);

  const officer = await browser.newPage({ viewport: PHONE });
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  await officer.goto('/staff/complaints?awaitingReply=true');
  expect(await officer.getByRole('checkbox', { name: 'Awaiting our answer' }).isChecked()).toBe(true);
  await officer.goto(`/staff/complaints?reference=${reference}`);
  const card = officer.getByRole('listitem').filter({ has: officer.getByRole('link', { name: subject }) });
  await card.getByText(/^New message from the person/).waitFor();
  await card.getByText('Anonymous: name hidden').waitFor();

  await card.getByRole('link', { name: subject }).click();
  await officer.getByText(/^New message from the person on .+: they are waiting for our answer\.$/).waitFor();
  await officer.getByRole('button', { name: 'Assign to me' }).click();
  const ask = officer.getByRole('dialog', { name: 'Assign this anonymous case to yourself?' });
  await ask.getByText('You will see who sent this. This is recorded.').waitFor();
  expect(
    await ask.getByRole('button', { name: 'Go back' }).evaluate((button) => button === document.activeElement),
  ).toBe(true);
  await expectNoSeriousA11yViolations(officer, 'assign an anonymous case: the question (360 px)');
  await officer.keyboard.press('Enter');
  await ask.waitFor({ state: 'detached' });
  // Went back: nothing assigned, the person still hidden.
  await officer.getByRole('button', { name: 'Assign to me' }).waitFor();
  expect(await officer.getByText(`${account.firstName} ${account.lastName}`).count()).toBe(0);

  await officer.getByRole('button', { name: 'Assign to me' }).click();
  await ask.getByRole('button', { name: 'Assign to me and see who sent it' }).click();
  await officer.getByText('Case assigned').waitFor();
  await officer.getByText(`${account.firstName} ${account.lastName}`).first().waitFor();
});
