import { z } from 'zod';
import { BILLING, LOCALES } from '../constants.ts';
import { dataOf } from '../envelope.ts';

/**
 * A VAT number as a buyer types it (`de 123 456 789`): spaces, dots and dashes dropped, upper case, then checked
 * loosely as the EU writes them, two letters of the country and 2 to 13 letters or digits. Empty means none.
 */
export const zVatId = z
  .string()
  .trim()
  .overwrite((value) => value.replace(/[\s.-]/g, ''))
  .toUpperCase()
  .max(20, { abort: true })
  .regex(/^(?:[A-Z]{2}[A-Z0-9]{2,13})?$/, { error: 'validation:vatId' });

/** What a company's invoices name as the buyer; each order copies it when it is made. */
export const ZBillingDetails = z
  .object({
    legal_name: z.string(),
    address: z.string(),
    vat_id: z.string(),
    /** Null until the owner has saved them: `legal_name` is then the company's name, which invoices carry meanwhile. */
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'BillingDetails' });
export type TBillingDetails = z.infer<typeof ZBillingDetails>;
export const ZBillingDetailsAnswer = dataOf(ZBillingDetails);

export const ZUpdateBillingDetailsRequest = z.object({
  legal_name: z.string().trim().min(1, { error: 'validation:required', abort: true }).max(BILLING.companyDetailsMax),
  address: z.string().trim().max(BILLING.companyDetailsMax).optional(),
  vat_id: zVatId.optional(),
});
export type TUpdateBillingDetailsRequest = z.infer<typeof ZUpdateBillingDetailsRequest>;

/**
 * An invoice's language: a link from a page names the page's, since a browser following it sends its own
 * `accept-language`, which may not be the language the reader chose on the site.
 */
export const ZInvoiceQuery = z.object({ locale: z.enum(LOCALES).optional() });
