import type { StaffPlace } from '@domain/organisations';
import type { NewAccount } from '@server/auth/create-account';

/** One password for every demo account; printed at start and written in the README. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoAccount extends Omit<NewAccount, 'password' | 'emailVerified'> {
  /** programmeDesign: both demo staff can design programmes and select participants, as the demo walks through. */
  staff?: {
    isAdmin: boolean;
    site: string;
    programmeDesign: boolean;
    /** A partner's officer works in its places only; none given: the lead agency with the whole registry. */
    organisation?: string;
    places?: StaffPlace[];
  };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@demo.local',
    firstName: 'Grace',
    lastName: 'Wanjiru',
    phoneNumber: '+254711000001',
    userType: 'staff',
    staff: { isAdmin: true, site: 'Dadaab Operations', programmeDesign: true },
  },
  {
    email: 'officer@demo.local',
    firstName: 'Peter',
    lastName: 'Otieno',
    phoneNumber: '+254711000002',
    userType: 'staff',
    staff: { isAdmin: false, site: 'Dadaab Operations', programmeDesign: true },
  },
  {
    email: 'irc.officer@demo.local',
    firstName: 'Achol',
    lastName: 'Deng',
    phoneNumber: '+254711000004',
    userType: 'staff',
    staff: {
      isAdmin: false,
      site: 'Kakuma Livelihoods',
      programmeDesign: false,
      organisation: 'IRC',
      places: [{ camp: 'KAK', area: null, block: null }],
    },
  },
  {
    email: 'drc.officer@demo.local',
    firstName: 'Hodan',
    lastName: 'Farah',
    phoneNumber: '+254711000005',
    userType: 'staff',
    staff: {
      isAdmin: false,
      site: 'Dadaab Protection',
      programmeDesign: false,
      organisation: 'DRC',
      places: [{ camp: 'DAD', area: null, block: null }],
    },
  },
  {
    email: 'employer@demo.local',
    firstName: 'James',
    lastName: 'Mwangi',
    phoneNumber: '+254711000003',
    userType: 'employer',
  },
  {
    email: 'amina@demo.local',
    firstName: 'Amina',
    lastName: 'Hassan',
    phoneNumber: '+254712345678',
    userType: 'beneficiary',
  },
];
