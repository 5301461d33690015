import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { billingCustomers } from '../billing.schema.ts';
import type { Payer } from './payer.ts';

/** The only SQL of the provider's customers: one per company, one per job seeker. */
export const customerRepo = {
  async providerIdOf(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>): Promise<string | undefined> {
    const [row] = await db
      .select({ id: billingCustomers.provider_customer_id })
      .from(billingCustomers)
      .where(
        payer.company_id !== null
          ? eq(billingCustomers.company_id, payer.company_id)
          : and(sql`${billingCustomers.company_id} is null`, eq(billingCustomers.user_id, payer.user_id)),
      )
      .limit(1);
    return row?.id;
  },

  /** Kept once: of two requests that both created one at the provider, the first row wins and both use it. */
  async put(db: Db, payer: Pick<Payer, 'company_id' | 'user_id'>, providerId: string): Promise<string> {
    await db
      .insert(billingCustomers)
      .values({ company_id: payer.company_id, user_id: payer.user_id, provider_customer_id: providerId })
      .onConflictDoNothing();
    return (await customerRepo.providerIdOf(db, payer)) ?? providerId;
  },
};
