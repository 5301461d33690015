import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { mailCatalogOf } from '../../platform/mail/mail-kinds.ts';
import { renderMail } from '../../platform/mail/render-mail.ts';
import { applicationMails } from './applications-mails.ts';

/** The module's own mails: what renders here is what its manifest declares, nothing else loaded. */
const catalog = mailCatalogOf([applicationMails]);

const LINK = 'https://hushwork.test/uk/profile/offers?x=1';
const common = { name: 'Olena', company: 'Acme <b>Soft</b>', vacancy: 'Kotlin & Go developer', link: LINK };

describe('the applications mails', () => {
  for (const locale of LOCALES) {
    it(`render every kind with its words, escaped values and the link, no key left (${locale})`, () => {
      const mails = [
        renderMail(catalog, 'new_response', locale, common),
        renderMail(catalog, 'job_offer_received', locale, common),
        renderMail(catalog, 'job_offer_answered', locale, { ...common, answer: 'approved' }),
        renderMail(catalog, 'job_offer_answered', locale, { ...common, answer: 'declined' }),
        renderMail(catalog, 'quick_apply_account', locale, common),
      ];
      for (const mail of mails) {
        for (const part of [mail.subject, mail.html, mail.text])
          expect(part).not.toMatch(/Mail:\w|\{\{|\w+\.\w+_(one|other)/);
        expect(mail.html).toContain('href="https://hushwork.test/uk/profile/offers?x=1"');
        expect(mail.text).toContain(LINK);
        expect(mail.html).not.toContain('<b>Soft</b>');
        expect(mail.html).toContain(`<html lang="${locale}">`);
      }
      expect(mails[0]?.html).toContain('Kotlin &amp; Go developer');
      expect(mails[1]?.subject).toContain('Acme <b>Soft</b>');
      expect(mails[2]?.text).not.toBe(mails[3]?.text);
      expect(mails[4]?.text).toMatch(/7/);
    });
  }
});
