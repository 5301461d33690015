import type { Db } from './db/database.ts';

/** The account whose personal data is erased: its id, and the address and name it had, which other tables copied. */
type ErasedAccount = { user_id: number; email: string; name: string };

/**
 * A domain's part of erasing an account at once (an admin's force-delete, ADR 0034): it removes or blanks, in the
 * caller's transaction, every row and field of its own tables that says who the person was. What accounting must keep
 * (an application, an offer, a message in a company's room) stays, linked to the anonymized account row.
 */
export type PersonalDataEraser = { name: string; erase(db: Db, account: ErasedAccount): Promise<void> };

declare module './module.ts' {
  interface ModulePorts {
    /** Every domain keeping personal data provides its eraser in its manifest; identity runs them all. */
    personalDataErasers: readonly PersonalDataEraser[];
  }
}
