import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { DEMO_PROJECTS } from './demo-projects-data';
import { hashOf } from './seed-sql';

/*
 * Payments of the last twelve months to people of the demo projects, so the
 * payments report has figures: cash-for-work wages (KES 3,000 to 6,000, up to
 * three months each, to a third of the workers) and start-up grants (KES 20,000
 * to 50,000, one each, to half of those who completed business support).
 */
export async function insertDemoPayments(db: Database): Promise<void> {
  const codes = sql.join(
    DEMO_PROJECTS.map((project) => sql`${project.code}::text`),
    sql`, `,
  );
  const person = sql`b.progres_id || p.code`;
  const payment = sql`b.progres_id || p.code || k`;
  await db.execute(sql`
    with due as (
      select e.beneficiary_id, p.partner, p.type, k, ${hashOf(payment, 'pay')} as h,
        case when p.type = 'cash_for_work'
          then now() - ((((${hashOf(person, 'month')} % 12) + 4 * k) % 12) * 30 + ${hashOf(payment, 'day')} % 28 + 1) * interval '1 day'
          else coalesce(e.completed_at, e.enrolled_at + interval '45 days') + interval '3 days' end as paid_at,
        e.enrolled_at
      from project_enrolments e
      join projects p on p.id = e.project_id
      join beneficiaries b on b.id = e.beneficiary_id
      cross join generate_series(1, 3) as k
      where p.code in (${codes}) and e.status <> 'withdrawn'
        and ((p.type = 'cash_for_work' and ${hashOf(person, 'paid')} % 3 = 0 and k <= 1 + ${hashOf(person, 'months')} % 3)
          or (p.type = 'business_support' and e.status = 'completed' and ${hashOf(person, 'paid')} % 2 = 0 and k = 1))
    )
    insert into payment_records (beneficiary_id, amount, payment_method, payment_reference, status, created_at)
    select beneficiary_id,
      case when type = 'cash_for_work' then 3000 + (h % 7) * 500 else 20000 + (h % 7) * 5000 end,
      case when h % 100 < 75 then 'mobile_money' when h % 100 < 90 then 'bank_transfer' else 'cash' end,
      partner || '-' || to_char(paid_at, 'YYMM') || '-' || lpad((h % 1000000)::text, 6, '0'),
      case when paid_at > now() - interval '3 days' then 'processing' when h % 100 < 3 then 'failed'
           when h % 100 < 5 then 'pending' else 'completed' end,
      paid_at
    from due
    where paid_at > enrolled_at and paid_at > now() - interval '365 days' and paid_at < now()`);
}
