import type { Camp } from '../../../domain/registry';
import type { ProjectType } from '../../../domain/projects';

/*
 * The 24 demo projects of the staff console (spec "Staff dashboard": WFP 8,
 * IRC 6, UNHCR 4, DRC 3, NRC 3). Dates are relative to the day of seeding so the
 * console looks current whenever it first starts; the three started this month
 * make the dashboard's "+3 new". Every project is active, as in the spec's
 * "Active Projects 24". The enrolment counts add up, by type of project
 * (enrolled + completed), to the spec's Skills Training 1,234, Cash-for-Work 856,
 * Business Development 423 and Agricultural Support 234, with 1,456 completions;
 * budgets total $2.416M of which 78% is spent.
 */

export interface DemoProject {
  code: string;
  name: string;
  partner: string;
  type: ProjectType;
  location: Camp;
  startedDaysAgo: number;
  months: number;
  target: number;
  /** Whole USD. */
  budget: number;
  spent: number;
  /** Enrolments per status at seeding time. */
  enrolled: number;
  completed: number;
  withdrawn: number;
}

export const DEMO_PROJECTS: readonly DemoProject[] = [
  { code: 'WFP-CFW-2024-001', name: 'Kakuma Cash-for-Work Roads', partner: 'WFP', type: 'cash_for_work', location: 'KAK',
    startedDaysAgo: 730, months: 30, target: 200, budget: 182_000, spent: 163_560, enrolled: 61, completed: 117, withdrawn: 12 },
  { code: 'WFP-CFW-2024-002', name: 'Dadaab Water Point Rehabilitation', partner: 'WFP', type: 'cash_for_work', location: 'DAD',
    startedDaysAgo: 669, months: 30, target: 200, budget: 164_000, spent: 143_960, enrolled: 61, completed: 117, withdrawn: 11 },
  { code: 'WFP-CFW-2025-003', name: 'Kalobeyei Community Works', partner: 'WFP', type: 'cash_for_work', location: 'KAL',
    startedDaysAgo: 426, months: 24, target: 130, budget: 96_000, spent: 74_240, enrolled: 58, completed: 61, withdrawn: 8 },
  { code: 'WFP-AGR-2024-004', name: 'Kalobeyei Kitchen Gardens', partner: 'WFP', type: 'agricultural_support', location: 'KAL',
    startedDaysAgo: 608, months: 30, target: 90, budget: 88_000, spent: 76_330, enrolled: 28, completed: 51, withdrawn: 6 },
  { code: 'WFP-AGR-2025-005', name: 'Dadaab Drip Irrigation Farms', partner: 'WFP', type: 'agricultural_support', location: 'DAD',
    startedDaysAgo: 365, months: 24, target: 90, budget: 104_000, spent: 76_080, enrolled: 45, completed: 34, withdrawn: 5 },
  { code: 'WFP-SKT-2025-006', name: 'Kakuma Bakery and Food Handling Skills', partner: 'WFP', type: 'skills_training', location: 'KAK',
    startedDaysAgo: 334, months: 18, target: 150, budget: 72_000, spent: 54_170, enrolled: 83, completed: 53, withdrawn: 9 },
  { code: 'WFP-BDS-2025-007', name: 'Bamba Chakula Trader Support', partner: 'WFP', type: 'business_support', location: 'KAK',
    startedDaysAgo: 304, months: 24, target: 120, budget: 118_000, spent: 81_380, enrolled: 69, completed: 38, withdrawn: 8 },
  { code: 'WFP-CFW-2026-008', name: 'Dadaab Environmental Clean-up Cash-for-Work', partner: 'WFP', type: 'cash_for_work', location: 'DAD',
    startedDaysAgo: 18, months: 12, target: 150, budget: 84_000, spent: 10_530, enrolled: 24, completed: 0, withdrawn: 0 },
  { code: 'IRC-SKT-2024-001', name: 'Dadaab Tailoring Skills Programme', partner: 'IRC', type: 'skills_training', location: 'DAD',
    startedDaysAgo: 790, months: 30, target: 230, budget: 126_000, spent: 121_140, enrolled: 73, completed: 130, withdrawn: 13 },
  { code: 'IRC-SKT-2024-002', name: 'Kakuma Youth Digital Skills', partner: 'IRC', type: 'skills_training', location: 'KAK',
    startedDaysAgo: 638, months: 27, target: 230, budget: 138_000, spent: 126_900, enrolled: 73, completed: 130, withdrawn: 13 },
  { code: 'IRC-BDS-2024-003', name: 'Nairobi Urban Refugee Business Grants', partner: 'IRC', type: 'business_support', location: 'NBI',
    startedDaysAgo: 578, months: 30, target: 90, budget: 142_000, spent: 121_680, enrolled: 28, completed: 52, withdrawn: 6 },
  { code: 'IRC-SKT-2025-004', name: 'Hagadera Hairdressing and Beauty Training', partner: 'IRC', type: 'skills_training', location: 'DAD',
    startedDaysAgo: 395, months: 18, target: 150, budget: 64_000, spent: 53_500, enrolled: 73, completed: 63, withdrawn: 9 },
  { code: 'IRC-CFW-2025-005', name: 'Kakuma Market Shelter Construction', partner: 'IRC', type: 'cash_for_work', location: 'KAK',
    startedDaysAgo: 274, months: 18, target: 130, budget: 92_000, spent: 66_340, enrolled: 80, completed: 39, withdrawn: 8 },
  { code: 'IRC-BDS-2025-006', name: "Ifo Women's Savings Groups", partner: 'IRC', type: 'business_support', location: 'DAD',
    startedDaysAgo: 243, months: 24, target: 120, budget: 58_000, spent: 36_370, enrolled: 76, completed: 31, withdrawn: 8 },
  { code: 'UNHCR-SKT-2024-001', name: 'Kalobeyei Solar Technician Training', partner: 'UNHCR', type: 'skills_training', location: 'KAL',
    startedDaysAgo: 699, months: 30, target: 150, budget: 124_000, spent: 116_620, enrolled: 49, completed: 87, withdrawn: 9 },
  { code: 'UNHCR-BDS-2024-002', name: 'Dadaab Livelihood Start-up Kits', partner: 'UNHCR', type: 'business_support', location: 'DAD',
    startedDaysAgo: 760, months: 30, target: 120, budget: 136_000, spent: 129_330, enrolled: 38, completed: 69, withdrawn: 8 },
  { code: 'UNHCR-SKT-2025-003', name: 'Nairobi Language and Job Readiness Course', partner: 'UNHCR', type: 'skills_training', location: 'NBI',
    startedDaysAgo: 365, months: 18, target: 90, budget: 52_000, spent: 42_930, enrolled: 46, completed: 35, withdrawn: 5 },
  { code: 'UNHCR-AGR-2025-004', name: 'Kakuma Poultry Keeping Programme', partner: 'UNHCR', type: 'agricultural_support', location: 'KAK',
    startedDaysAgo: 304, months: 20, target: 70, budget: 61_000, spent: 45_260, enrolled: 39, completed: 21, withdrawn: 4 },
  { code: 'DRC-CFW-2024-001', name: 'Dagahaley Shelter Repair Cash-for-Work', partner: 'DRC', type: 'cash_for_work', location: 'DAD',
    startedDaysAgo: 547, months: 24, target: 130, budget: 108_000, spent: 95_930, enrolled: 41, completed: 78, withdrawn: 8 },
  { code: 'DRC-SKT-2025-002', name: 'Kakuma Masonry and Construction Skills', partner: 'DRC', type: 'skills_training', location: 'KAK',
    startedDaysAgo: 456, months: 24, target: 150, budget: 76_000, spent: 61_950, enrolled: 64, completed: 72, withdrawn: 9 },
  { code: 'DRC-BDS-2026-003', name: 'Kalobeyei Small Business Mentoring', partner: 'DRC', type: 'business_support', location: 'KAL',
    startedDaysAgo: 24, months: 12, target: 140, budget: 46_000, spent: 3_850, enrolled: 22, completed: 0, withdrawn: 0 },
  { code: 'NRC-SKT-2024-001', name: 'Dadaab Youth Education and Vocational Training', partner: 'NRC', type: 'skills_training', location: 'DAD',
    startedDaysAgo: 730, months: 36, target: 230, budget: 148_000, spent: 126_820, enrolled: 73, completed: 130, withdrawn: 13 },
  { code: 'NRC-CFW-2025-002', name: 'Kakuma Road Drainage Works', partner: 'NRC', type: 'cash_for_work', location: 'KAK',
    startedDaysAgo: 334, months: 18, target: 130, budget: 79_000, spent: 60_270, enrolled: 71, completed: 48, withdrawn: 8 },
  { code: 'NRC-AGR-2026-003', name: 'Dadaab Fodder and Livestock Support', partner: 'NRC', type: 'agricultural_support', location: 'DAD',
    startedDaysAgo: 12, months: 18, target: 100, budget: 58_000, spent: 3_030, enrolled: 16, completed: 0, withdrawn: 0 },
];
