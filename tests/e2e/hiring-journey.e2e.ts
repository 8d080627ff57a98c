import { expect, test } from 'vitest';
import { newAccount, submitSignUp } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import {
  assessSkills,
  completeCompanyProfile,
  inDays,
  jobPostingCard,
  openMyApplication,
  postJob,
  shownInBrowser,
  verifyCompanyAsStaff,
  waitForToastsToGo,
} from './support/hiring-steps';

const browser = useBrowser();

const LETTER = 'I drove a delivery pick-up in Kakuma for three years and I do small repairs on the road myself.';
const PLACE = 'Malindi depot, Gate 2';

/*
 * A hire from start to end, through the three portals' screens only: an employer
 * completes the profile, staff verify it, the employer posts a job, a beneficiary
 * finds it and applies, the employer shortlists, schedules an interview and hires,
 * and the beneficiary (a second browser, still signed in) sees each step.
 */
test(
  'from a new employer to a hire: every portal in turn, the applicant following each step',
  { timeout: 240_000 },
  async () => {
    const suffix = Date.now().toString(36);
    const companyName = `Pwani Haulage ${suffix}`;
    const job = { title: `Delivery driver ${suffix}`, location: 'Malindi', requiredSkills: 'Driving, Mechanics' };

    // The employer signs up on a desktop and completes the company profile; staff verify it.
    const employer = await browser.newPage({ viewport: DESKTOP });
    await submitSignUp(employer, newAccount('employer', 'Bakari'));
    await employer.waitForURL((url) => url.pathname.startsWith('/employer'));
    await employer.getByRole('heading', { name: 'Complete your company profile' }).waitFor();
    await completeCompanyProfile(employer, companyName);
    await verifyCompanyAsStaff(browser, companyName);

    await employer.reload();
    await employer.getByText('Verified company').waitFor();
    await postJob(employer, job);
    const posting = jobPostingCard(employer, job.title);
    await posting.getByText('Open', { exact: true }).waitFor();
    await posting.getByText('0 of 1').waitFor();

    // A new beneficiary on a phone assesses their skills, finds the job in Malindi, sees the match and applies.
    const applicant = await browser.newPage({ viewport: PHONE });
    const account = newAccount('beneficiary', 'Juma');
    const applicantName = `${account.firstName} ${account.lastName}`;
    await submitSignUp(applicant, account);
    await applicant.waitForURL((url) => url.pathname === '/beneficiary');
    await assessSkills(applicant, 'Driving', 'Intermediate');

    await applicant
      .getByRole('navigation', { name: 'Portal sections' })
      .getByRole('link', { name: 'Job Search', exact: true })
      .click();
    await applicant.getByRole('heading', { level: 1, name: 'Job Search' }).waitFor();
    const search = applicant.getByRole('search', { name: 'Filter jobs' });
    await search.getByLabel('Location').fill(job.location);
    await search.getByRole('button', { name: 'Search' }).click();
    const found = applicant
      .getByRole('list', { name: 'Open jobs' })
      .getByRole('listitem')
      .filter({ has: applicant.getByRole('heading', { name: job.title }) });
    await found.getByText(companyName).waitFor();
    await found.getByText('KES 20,000 - 28,000').waitFor();
    // Driving from the assessment matches one of the two skills: 30 + 25 (no experience asked) + 0 (another area).
    await found.getByText('1 of 2 required skills · 0 years experience · another area').waitFor();
    await found.getByText(/Fair match · 55%/).waitFor();

    await found.getByRole('button', { name: /^View details/ }).click();
    const details = applicant.getByRole('dialog', { name: job.title });
    await details.getByText('Skills you could add: Mechanics').waitFor();
    await details.getByRole('button', { name: 'Apply' }).click();
    const apply = applicant.getByRole('dialog', { name: `Apply for ${job.title}` });
    await apply.getByLabel('Cover letter').fill(LETTER);
    await apply.getByRole('button', { name: 'Send application' }).click();
    await applicant.getByText('Application sent. Follow it under My applications.').waitFor();
    await apply.waitFor({ state: 'detached' });
    await found.getByText('Applied', { exact: true }).waitFor();

    // The employer finds the application under Applications and shortlists it.
    await employer.getByRole('link', { name: 'Applications', exact: true }).first().click();
    await employer.getByRole('heading', { level: 1, name: 'Application Review' }).waitFor();
    await employer.getByLabel('Job posting').selectOption({ label: job.title });
    const card = employer
      .getByRole('list', { name: 'Applications' })
      .getByRole('listitem')
      .filter({ has: employer.getByRole('heading', { name: applicantName }) });
    await card.getByText(`Applied for ${job.title}`).waitFor();
    await card.getByText('New', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^View Details/ }).click();
    const review = employer.getByRole('dialog', { name: applicantName });
    await review.getByText(LETTER).waitFor();
    await review.getByRole('button', { name: 'Shortlist' }).click();
    await review.getByText('Shortlisted', { exact: true }).waitFor();

    let followed = await openMyApplication(applicant, job.title);
    await followed.getByText('Shortlisted', { exact: true }).first().waitFor();
    await followed.getByText(`${companyName} · ${job.location}`).waitFor();

    // The interview: the date, the time (Kenya time) and the place.
    const interviewDay = inDays(14);
    await review.getByRole('button', { name: 'Schedule Interview' }).click();
    await review.getByLabel('Date').fill(interviewDay);
    await review.getByLabel('Time').fill('10:30');
    await review.getByLabel('Place or phone number').fill(PLACE);
    await review.getByRole('button', { name: 'Schedule', exact: true }).click();
    await review.getByText(new RegExp(`Interview: .*${PLACE}`)).waitFor();
    await waitForToastsToGo(employer);
    await expectNoSeriousA11yViolations(employer, 'application details with an interview (desktop)');

    followed = await openMyApplication(applicant, job.title);
    const when = await shownInBrowser(applicant, `${interviewDay}T10:30:00+03:00`, true);
    await followed.getByText(`Interview: ${when}, ${PLACE}`).waitFor();
    await followed.getByText('Interview scheduled').waitFor();

    // The hire, with a start date.
    const startDay = inDays(28);
    await review.getByRole('button', { name: 'Hire' }).click();
    await review.getByLabel('Start date').fill(startDay);
    await review.getByRole('button', { name: 'Confirm hire' }).click();
    await review.getByText('Hired', { exact: true }).waitFor();
    await review.getByText('This application is closed: no further decisions.').waitFor();
    await employer.keyboard.press('Escape');
    await card.getByText('Hired', { exact: true }).waitFor();

    followed = await openMyApplication(applicant, job.title);
    await followed.getByText('Hired', { exact: true }).first().waitFor();
    const start = await shownInBrowser(applicant, `${startDay}T00:00:00`, false);
    await followed.getByText(`Congratulations! You start on ${start}.`).waitFor();
    expect(await followed.getByText('Interview scheduled').count()).toBe(1);
    await expectNoSeriousA11yViolations(applicant, 'my applications with a hire (360 px)');

    // The hire counts against the posting's positions, without a reload.
    await employer.getByRole('link', { name: 'Job Postings', exact: true }).first().click();
    await posting.getByText('1 of 1').waitFor();
    await posting.getByText('Applications:').locator('xpath=..').getByText('1', { exact: true }).waitFor();
    await waitForToastsToGo(employer);
    await expectNoSeriousA11yViolations(employer, 'job postings with a filled position (desktop)');
  },
);
