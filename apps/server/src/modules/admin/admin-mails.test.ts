import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { mailCatalogOf } from '../../platform/mail/mail-kinds.ts';
import { renderMail } from '../../platform/mail/render-mail.ts';
import { adminMails } from './admin-mails.ts';

/** The module's own mails: what renders here is what its manifest declares, nothing else loaded. */
const catalog = mailCatalogOf([adminMails]);

const LINK = 'https://hushwork.test/de/new-password?token=abc';

describe('the admin mails', () => {
  for (const locale of LOCALES) {
    it(`render every kind with its words, escaped values and the link, no key left (${locale})`, () => {
      const mails = [
        renderMail(catalog, 'admin_invitation', locale, { name: 'Nora', inviter: 'Ada <b>Admin</b>', link: LINK }),
        ...(['vacancies', 'companies', 'candidates', 'reviews'] as const).map((item) =>
          renderMail(catalog, 'moderation_rejected', locale, {
            name: 'Olena',
            item,
            title: 'Go & Rust',
            reason: 'Fix it',
            link: LINK,
          }),
        ),
      ];
      for (const mail of mails) {
        for (const part of [mail.subject, mail.html, mail.text]) {
          expect(part).not.toMatch(/Mail:\w|\{\{|\w+\.\w+_(one|other|few|many)/);
        }
        expect(mail.text).toContain(LINK);
        expect(mail.html).toContain(`<html lang="${locale}">`);
      }
      const [invitation] = mails;
      expect(invitation?.html).toContain('Ada &lt;b&gt;Admin&lt;/b&gt;');
      // The link's lifetime in days, from the same constant the token is issued with.
      expect(invitation?.text).toMatch(/7/);
    });
  }
});
