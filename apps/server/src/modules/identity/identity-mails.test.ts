import { LOCALES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../platform/i18n/server-i18n.ts';
import { type MailParams, mailCatalogOf } from '../../platform/mail/mail-kinds.ts';
import { durationOf, renderMail } from '../../platform/mail/render-mail.ts';
import { identityMails } from './identity-mails.ts';

/** The module's own mails: what renders here is what its manifest declares, nothing else loaded. */
const catalog = mailCatalogOf([identityMails]);

type IdentityMailKind = keyof typeof identityMails;
const MAIL_KINDS = Object.keys(identityMails) as IdentityMailKind[];

const NAME = '<script>alert("x")</script> & Co';
const LINK = 'https://hushwork.test/verify?token=abc&next=/de';
const ESCAPED_LINK = 'https://hushwork.test/verify?token=abc&amp;next=/de';

const samples: { [K in IdentityMailKind]: MailParams<K> } = {
  verify_email: { name: NAME, link: LINK },
  reset_password: { name: NAME, link: LINK },
  password_changed: { name: NAME },
  sign_in_locked: { name: NAME, minutes: 15, reset_link: LINK },
  confirm_account_deletion: { name: NAME, link: LINK },
  account_deleted: { name: NAME },
};
const withLink = new Set<IdentityMailKind>([
  'verify_email',
  'reset_password',
  'sign_in_locked',
  'confirm_account_deletion',
]);

const render = <K extends IdentityMailKind>(kind: K, locale: (typeof LOCALES)[number], params = samples[kind]) =>
  renderMail(catalog, kind, locale, params);

describe('renderMail', () => {
  for (const kind of MAIL_KINDS) {
    for (const locale of LOCALES) {
      it(`${kind} in ${locale}: subject, both parts, link, escaped name`, () => {
        const mail = render(kind, locale);
        expect(mail.subject).toBe(translate(locale, `Mail:${kind}.subject`));
        // A missing catalog string would come out as its key.
        for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/Mail:\w|\{\{/);
        if (locale !== 'en') expect(mail.subject).not.toBe(translate('en', `Mail:${kind}.subject`));

        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
        expect(mail.text).toContain(NAME);

        if (withLink.has(kind)) {
          expect(mail.html).toContain(`href="${ESCAPED_LINK}"`);
          expect(mail.html).not.toContain(LINK);
          expect(mail.text.split('\n')).toContain(LINK);
        } else {
          expect(mail.html).not.toContain('href=');
        }
      });
    }
  }

  it('puts dark text on the orange button, never white', () => {
    const { html } = render('verify_email', 'en');
    const button = html.match(/<td style="[^"]*background-color:#F28F3E;"><a [^>]*>/)?.[0] ?? '';
    expect(button).toContain('color:#1f2328');
    expect(html).not.toMatch(/(^|[^-])color:\s*(#fff\b|#ffffff|white)/i);
  });

  it('words counts with the language’s own plural forms, in the case its sentence needs', () => {
    expect(render('verify_email', 'en').text).toContain('This link is valid for 24 hours.');
    expect(render('verify_email', 'de').text).toContain('Der Link ist 24 Stunden gültig.');
    expect(render('reset_password', 'en').text).toContain('This link is valid for 1 hour.');
    expect(render('reset_password', 'pl').text).toContain('Link jest ważny przez 1 godzinę.');
    expect(render('verify_email', 'ru').text).toContain('Ссылка действительна 24 часа.');
    const locked = (locale: (typeof LOCALES)[number], minutes: number) =>
      render('sign_in_locked', locale, { name: 'Olena', minutes, reset_link: LINK }).text;
    expect(locked('ru', 1)).toContain('Повторить попытку можно через 1 минуту.');
    expect(locked('ru', 3)).toContain('Повторить попытку можно через 3 минуты.');
    expect(locked('ru', 15)).toContain('Повторить попытку можно через 15 минут.');
    expect(locked('ru', 21)).toContain('Повторить попытку можно через 21 минуту.');
    expect(locked('uk', 2)).toContain('Спробувати знову можна через 2 хвилини.');
    expect(locked('pl', 1)).toContain('Możesz spróbować ponownie za 1 minutę.');
    expect(locked('pl', 22)).toContain('Możesz spróbować ponownie za 22 minuty.');
    expect(locked('pl', 25)).toContain('Możesz spróbować ponownie za 25 minut.');
    expect(locked('de', 1)).toContain('Sie können es in 1 Minute erneut versuchen.');
  });

  it('counts a period that is not whole hours in minutes', () => {
    expect(durationOf(24 * 3600)).toEqual({ count: 24, context: 'hours' });
    expect(durationOf(90 * 60)).toEqual({ count: 90, context: 'minutes' });
    expect(translate('ru', 'Mail:validity', durationOf(90 * 60))).toBe('Ссылка действительна 90 минут.');
    expect(translate('uk', 'Mail:validity', durationOf(60))).toBe('Посилання діє 1 хвилину.');
  });

  it('places a name as written, even one that looks like a catalog placeholder or nesting', () => {
    const { text } = render('password_changed', 'en', { name: '{{count}} $t(Mail:signOff)' });
    expect(text.startsWith('Hello {{count}} $t(Mail:signOff),\n')).toBe(true);
  });

  it('greets without a name when the name is blank', () => {
    expect(render('password_changed', 'de', { name: '  ' }).text.startsWith('Guten Tag,\n')).toBe(true);
    expect(render('password_changed', 'en', { name: 'Anna' }).text.startsWith('Hello Anna,\n')).toBe(true);
  });

  it('keeps the plain-text link on a line of its own after the button label', () => {
    const { text } = render('reset_password', 'en', { name: 'Anna', link: LINK });
    expect(text).toContain(`Choose a new password:\n${LINK}\n`);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => render('verify_email', 'en', { name: 'Anna', link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => render('verify_email', 'en', { name: 'Anna', link: '/relative' })).toThrow(/absolute/);
  });
});
