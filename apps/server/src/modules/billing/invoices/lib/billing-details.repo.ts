import { eq } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.ts';
import { billingDetails } from '../../billing.schema.ts';

export type BillingDetailsRow = typeof billingDetails.$inferSelect;
type BillingDetailsFields = Pick<BillingDetailsRow, 'legal_name' | 'address' | 'vat_id'>;

/** The only SQL of a company's billing details. */
export const billingDetailsRepo = {
  async findOfCompany(db: Db, companyId: number): Promise<BillingDetailsRow | undefined> {
    const [row] = await db.select().from(billingDetails).where(eq(billingDetails.company_id, companyId)).limit(1);
    return row;
  },

  async put(db: Db, companyId: number, fields: BillingDetailsFields, now: Date): Promise<BillingDetailsRow> {
    const [row] = await db
      .insert(billingDetails)
      .values({ company_id: companyId, ...fields, created_at: now, updated_at: now })
      .onConflictDoUpdate({ target: billingDetails.company_id, set: { ...fields, updated_at: now } })
      .returning();
    if (!row) throw new Error(`billing details of company ${companyId} not written`);
    return row;
  },
};
