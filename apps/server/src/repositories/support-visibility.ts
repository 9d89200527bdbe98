/**
 * The read rule of supports (policies/support-network.policy.ts `canRead`) as SQL, from the same reader sets, so
 * every list filters exactly as a single read decides (support-network-visibility.test.ts holds them equal).
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { supports } from '@ss/db';
import type { SupportReaderSets } from '../policies/support-network.policy.ts';
import { inIds } from './id-list.ts';

const kept = inArray(supports.status, ['approved', 'archived']);

export function visibleSupports(r: SupportReaderSets): SQL | undefined {
  if (r.all) return undefined;
  const managed = sql.param(r.managed);
  const shared = and(eq(supports.level, 'shared'), or(kept, inIds(supports.submitted_district_id, r.managed)));
  const district = and(
    eq(supports.level, 'district'),
    or(
      inIds(supports.district_id, r.managed),
      and(kept, inIds(supports.district_id, r.districts)),
      and(
        eq(supports.status, 'approved'),
        sql`exists (select 1 from district_network_links l where l.partner_district_id = ${supports.district_id} and l.district_id = any(${managed}::int[]))`,
      ),
    ),
  );
  const reviewer = or(inIds(supports.district_id, r.wholeDistricts), inIds(supports.school_id, r.reviewSchools));
  const school = and(
    eq(supports.level, 'school'),
    or(reviewer, inIds(supports.school_id, r.schools)),
    sql`not exists (select 1 from schools sc where sc.id = ${supports.school_id} and sc.status = 'account_suspended')`,
    or(kept, reviewer, eq(supports.created_by, r.userId)),
  );
  return or(shared, district, school);
}
