import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyProfileInput } from '@domain/company-profile';
import { auditEvents } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const COMPANY = '/api/v1/employer/company';
const STAFF = '/api/v1/staff/companies';

const profile: CompanyProfileInput = {
  companyName: 'Kakuma Solar Works',
  description:
    'We install and maintain solar kits for homes, shops and clinics across Turkana County, and train local technicians.',
  industry: 'Technology',
  companySize: '11-50',
  website: 'https://solar.example.org',
  contactPerson: 'Grace Achieng',
  contactEmail: 'hr@solar.example.org',
  contactPhone: '0722 000 111',
  address: 'Plot 7, Kakuma Town Road',
  locationCounty: 'Nairobi',
  locationSubcounty: 'Westlands',
  registrationNumber: 'PVT-2021-777',
  taxPin: 'P051111111A',
};

describe('company profile and verification', () => {
  let t: TestApp;
  let staff: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
  });
  afterAll(() => t.close());

  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });
  const fieldMessages = (body: { errors: { path: string; message: string }[] }) =>
    Object.fromEntries(body.errors.map((e) => [e.path, e.message]));
  const pendingIds = async () =>
    ((await call(staff, 'GET', `${STAFF}?pageSize=100`)).json().items as { id: string }[]).map((c) => c.id);

  it('starts without a company, then stores the profile in E.164 and sends it to staff', async () => {
    const employer = await buildEmployer(t);
    expect((await call(employer, 'GET', COMPANY)).json()).toEqual({ company: null });

    const saved = await call(employer, 'PUT', COMPANY, { ...profile, companyName: '  Kakuma Solar Works ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      ...profile,
      contactPhone: '+254722000111',
      verificationStatus: 'pending',
      verificationReason: null,
    });
    expect((await call(employer, 'GET', COMPANY)).json().company.companyName).toBe('Kakuma Solar Works');

    const queue = (await call(staff, 'GET', `${STAFF}?pageSize=100`)).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        id: saved.json().id,
        registrationNumber: 'PVT-2021-777',
        taxPin: 'P051111111A',
        contactPerson: 'Grace Achieng',
      }),
    );
  });

  it('answers with the spec messages, in the reader language', async () => {
    const employer = await buildEmployer(t);
    const bad = {
      ...profile,
      companyName: 'K',
      description: 'Too short',
      industry: 'Mining',
      companySize: '',
      website: 'javascript:alert(1)',
      contactPerson: 'G',
      contactEmail: 'nope',
      contactPhone: '0722',
      address: 'Kakuma',
      locationCounty: 'Atlantis',
      locationSubcounty: '',
    };
    const response = await call(employer, 'PUT', COMPANY, bad);
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response.json())).toEqual({
      companyName: 'Company name must be at least 2 characters',
      description: 'Description must be at least 50 characters',
      industry: 'Please select an industry',
      companySize: 'Please select the company size',
      website: 'Please enter a valid URL',
      contactPerson: 'Contact person name is required',
      contactEmail: 'Please enter a valid email',
      contactPhone: 'Please enter a valid phone number',
      address: 'Please enter a complete address',
      locationCounty: 'Please select a county',
      locationSubcounty: 'Sub-county is required',
    });
    const notAPhone = await call(employer, 'PUT', COMPANY, { ...profile, contactPhone: '0000000000000' }, 'sw');
    expect(notAPhone.statusCode).toBe(400);
    expect(notAPhone.json().errors).toEqual([
      { path: 'contactPhone', message: 'Tafadhali weka nambari sahihi ya simu' },
    ]);
    expect((await call(employer, 'PUT', COMPANY, { ...profile, website: 'ftp://files.example.org' })).statusCode).toBe(
      400,
    );
    expect((await call(employer, 'GET', COMPANY)).json().company).toBeNull();
  });

  it('lets only employers use the company endpoints, and only staff the verification endpoints', async () => {
    const beneficiary = await buildUser(t);
    const employer = await buildEmployer(t);
    const { id } = (await call(employer, 'PUT', COMPANY, profile)).json();
    expect((await call(null, 'GET', COMPANY)).statusCode).toBe(401);
    expect((await call(beneficiary, 'GET', COMPANY)).statusCode).toBe(403);
    expect((await call(staff, 'PUT', COMPANY, profile)).statusCode).toBe(403);
    expect((await call(employer, 'GET', STAFF)).statusCode).toBe(403);
    expect((await call(beneficiary, 'POST', `${STAFF}/${id}/verify`)).statusCode).toBe(403);
    const unapproved = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null });
    expect((await call(unapproved, 'POST', `${STAFF}/${id}/verify`)).statusCode).toBe(403);
    expect((await call(staff, 'POST', `${STAFF}/not-a-uuid/verify`)).statusCode).toBe(404);
    expect((await call(staff, 'POST', `${STAFF}/00000000-0000-4000-8000-000000000000/verify`)).statusCode).toBe(404);
  });

  it('verifies a company, audits it, and keeps it verified for a changed phone only', async () => {
    const employer = await buildEmployer(t);
    const { id } = (await call(employer, 'PUT', COMPANY, profile)).json();
    const verified = await call(staff, 'POST', `${STAFF}/${id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id, verificationStatus: 'verified' });
    expect((await call(staff, 'POST', `${STAFF}/${id}/verify`)).statusCode).toBe(409);
    expect(await pendingIds()).not.toContain(id);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toEqual([expect.objectContaining({ action: 'company.verified', targetType: 'company' })]);

    const newPhone = await call(employer, 'PUT', COMPANY, { ...profile, contactPhone: '+254733000222' });
    expect(newPhone.json()).toMatchObject({ verificationStatus: 'verified', contactPhone: '+254733000222' });
    const newPin = await call(employer, 'PUT', COMPANY, { ...profile, taxPin: 'P059999999Z' });
    expect(newPin.json()).toMatchObject({ verificationStatus: 'pending', verifiedAt: null });
    expect(await pendingIds()).toContain(id);
  });

  it('rejects with a required reason the employer reads; an edit sends it back to the queue', async () => {
    const employer = await buildEmployer(t);
    const admin = await buildStaffAdmin(t);
    const { id } = (await call(employer, 'PUT', COMPANY, profile)).json();
    const noReason = await call(admin, 'POST', `${STAFF}/${id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'reason', message: 'Please give a reason (at least 5 characters)' },
    ]);

    const reason = 'The registration number does not match the business registry.';
    expect((await call(admin, 'POST', `${STAFF}/${id}/reject`, { reason })).json()).toMatchObject({
      verificationStatus: 'rejected',
    });
    expect((await call(employer, 'GET', COMPANY)).json().company).toMatchObject({
      verificationStatus: 'rejected',
      verificationReason: reason,
    });
    expect((await call(employer, 'GET', '/api/v1/employer/dashboard')).json().company).toMatchObject({
      verificationStatus: 'rejected',
      verificationReason: reason,
    });
    const rejectedList = (await call(admin, 'GET', `${STAFF}?status=rejected&pageSize=100`)).json().items;
    expect(rejectedList.map((c: { id: string }) => c.id)).toContain(id);
    const [audit] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject({ action: 'company.rejected', actorUserId: admin.userId, details: { reason } });

    const resubmitted = await call(employer, 'PUT', COMPANY, { ...profile, registrationNumber: 'PVT-2021-778' });
    expect(resubmitted.json()).toMatchObject({ verificationStatus: 'pending', verificationReason: null });
    expect(await pendingIds()).toContain(id);
  });
});
