import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { mailCatalogOf } from '../../platform/mail/mail-kinds.ts';
import { renderMail } from '../../platform/mail/render-mail.ts';
import { messagingMails } from './messaging-mails.ts';

/** The module's own mails: what renders here is what its manifest declares, nothing else loaded. */
const catalog = mailCatalogOf([messagingMails]);

describe('the unread messages digest', () => {
  for (const locale of LOCALES) {
    it(`counts in the language’s plurals, lists the rooms, links to them, leaks no key (${locale})`, () => {
      for (const count of [1, 3, 5, 22]) {
        const mail = renderMail(catalog, 'message_digest', locale, {
          name: 'Olena',
          count,
          rooms: [{ title: 'Acme <b>Soft</b>', count }],
          more: count,
          link: 'https://hushwork.test/uk/profile/conversation',
        });
        for (const part of [mail.subject, mail.html, mail.text])
          expect(part).not.toMatch(/Mail:\w|\{\{|message_digest/);
        expect(mail.subject).toContain(String(count));
        expect(mail.html).toContain('Acme &lt;b&gt;Soft&lt;/b&gt;');
        expect(mail.text).toContain('https://hushwork.test/uk/profile/conversation');
      }
    });
  }
});
