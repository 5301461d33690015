import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { mailCatalogOf } from '../../../../platform/mail/mail-kinds.ts';
import { renderMail } from '../../../../platform/mail/render-mail.ts';
import { companyMails } from './companies-mails.ts';

/** The module's own mails: what renders here is what its manifest declares, nothing else loaded. */
const catalog = mailCatalogOf([companyMails]);

const LINK = 'https://hushwork.test/uk/register?role=company&x=1';

describe('the team invitation mail', () => {
  for (const locale of LOCALES) {
    it(`names the company and the inviter, links to sign-up, escapes both names (${locale})`, () => {
      const mail = renderMail(catalog, 'team_invitation', locale, {
        name: '',
        company: 'Acme <b>Soft</b>',
        inviter: 'Marta & Co',
        link: LINK,
      });
      expect(mail.subject).toContain('Acme <b>Soft</b>');
      for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/Mail:\w|\{\{/);
      expect(mail.html).toContain('Acme &lt;b&gt;Soft&lt;/b&gt;');
      expect(mail.html).toContain('Marta &amp; Co');
      expect(mail.html).toContain('href="https://hushwork.test/uk/register?role=company&amp;x=1"');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    });
  }
});
