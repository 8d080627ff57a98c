// What the console's other pages may use of referrals: the record's Refer button and the dashboard's card.
export { ReferButton } from './refer-dialog';
export { OverdueReferralsCard } from './overdue-referrals-card';
