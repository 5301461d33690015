import type { Db } from '../../../../platform/db/database.ts';

/** What an employer's profile shows of what the company pays (spec sections 3 and 6). */
export type EmployerStanding = {
  /** A reported hire's fee is overdue: the header's danger banner (`Header.UnpaidHiring`). */
  has_hiring_payment_reminder: boolean;
  /** An employer tariff is paid now: the subscription banner stays away. */
  has_active_tariff: boolean;
  /** A paid community plan is live now (paid, or its renewal being retried): the profile's `community`. */
  has_community_plan: boolean;
};

type EmployerBilling = { standingOf(db: Db, companyId: number): Promise<EmployerStanding> };

declare module '../../../../platform/module.ts' {
  interface ModulePorts {
    /**
     * Billing loads after companies and reads its directory, so companies never imports it: billing provides what
     * an employer's profile shows of it here. Without it, nothing is owed and no tariff is active.
     */
    employerBilling: EmployerBilling;
  }
}
