import { describe, expect, it } from 'vitest';
import { type ContactKind, findContactInText, hasContactsInText } from './index.ts';

/** Each disguise of issue 23 and its neighbours, with the kind of contact it hides. */
const DISGUISED: [string, ContactKind][] = [
  // Plain forms, refused before too.
  ['Write me at jane.doe@example.com', 'email'],
  ['See https://example.org/job', 'link'],
  ['Call +48 600 700 800', 'phone'],
  ['My telegram is @janedoe_tg', 'username'],
  // E-mail addresses in disguise.
  ['name at gmail dot com', 'email'],
  ['jane.doe AT gmail DOT com', 'email'],
  ['jane [at] gmail [dot] com', 'email'],
  ['jane(at)gmail(dot)com', 'email'],
  ['jane {at} proton {dot} me', 'email'],
  ['jane_at_gmail_dot_com', 'email'],
  ['jane-at-gmail-dot-com', 'email'],
  ['jane＠gmail．com', 'email'],
  ['ｊａｎｅ＠ｇｍａｉｌ．ｃｏｍ', 'email'],
  ['jane@gmail.c\u200bom', 'email'],
  ['jane@gm\u00adail.com', 'email'],
  ['jane\u2060@\u200dgmail.com', 'email'],
  ['jane%40gmail%2Ecom', 'email'],
  ['jane&#64;gmail&#46;com', 'email'],
  ['jane@gmail', 'email'],
  ['write to jane@proton', 'email'],
  ['jane at gmail', 'email'],
  ['jane @ gmail . com', 'email'],
  ['jane@gmail .com', 'email'],
  ['jane (a) gmail.com', 'email'],
  ['j a n e @ g m a i l . c o m', 'email'],
  ['jane@gmail.сom', 'email'],
  ['jane собака gmail точка com', 'email'],
  ['пишите: ivan (собака) mail (точка) ру', 'email'],
  ['ivan собачка yandex точка ру', 'email'],
  ['jan małpa wp kropka pl', 'email'],
  ['jan (malpa) onet (kropka) pl', 'email'],
  ['jana (at) web (Punkt) de', 'email'],
  ['olena равлик ukr крапка net', 'email'],
  ['jane at hotmail dot net', 'email'],
  // Phone numbers.
  ['600/700/800', 'phone'],
  ['600_700_800', 'phone'],
  ['Zadzwoń 600 700 800', 'phone'],
  ['0 5 0 1 2 3 4 5 6 7', 'phone'],
  ['8 (800) 555-35-35', 'phone'],
  ['+49 30 1234567', 'phone'],
  ['+380 (50) 123 45 67', 'phone'],
  ['+１ ２０２ ５５５ ０１２３', 'phone'],
  ['tel. 123-45-67', 'phone'],
  ['six zero zero seven zero zero eight zero zero', 'phone'],
  ['sechs null null sieben null null acht null null', 'phone'],
  ['sześć zero zero siedem zero zero osiem zero zero', 'phone'],
  ['восемь девять ноль ноль один два три четыре пять шесть', 'phone'],
  ['нуль п’ять нуль один два три чотири п’ять шість сім', 'phone'],
  ['0 5 0 . 1 2 3 . 4 5 . 6 7', 'phone'],
  // Usernames and messengers.
  ['(@janedoe)', 'username'],
  ['ping me @jane.doe', 'username'],
  ['tg:@janedoe', 'username'],
  ['tg: janedoe', 'username'],
  ['telegram: janedoe', 'username'],
  ['Telegram - janedoe', 'username'],
  ['instagram (janedoe)', 'username'],
  ['мой телеграм: ivanov', 'username'],
  ['пиши в телеге — ivanov', 'username'],
  ['znajdziesz mnie na githubie: jkowalski', 'username'],
  ['telegram jane_doe', 'username'],
  ['github: janedoe', 'username'],
  ['GitHub janedoe42', 'username'],
  ['discord: jane.doe', 'username'],
  ['my discord is jane_doe', 'username'],
  ['jane#1234', 'username'],
  ['skype: jane.doe', 'username'],
  ['skype:jane.doe?call', 'username'],
  ['live:.cid.4f2a9c1b7d3e', 'link'],
  ['add me: live:jane_doe', 'link'],
  ['viber: +48600700800', 'phone'],
  ['whatsapp: jane_doe', 'username'],
  ['fb: jane.doe.1990', 'username'],
  // Links and domains.
  ['t . me / janedoe', 'link'],
  ['t.me/janedoe', 'link'],
  ['t dot me slash janedoe', 'link'],
  ['wa.me/48600700800', 'link'],
  ['lnkd.in/dXyZ12', 'link'],
  ['linkedin.com/in/janedoe', 'link'],
  ['github.com/janedoe', 'link'],
  ['discord.gg/abcd', 'link'],
  ['www.janedoe.pl', 'link'],
  ['janedoe.dev', 'link'],
  ['my site: janedoe.online', 'link'],
  ['portfolio: jane-doe.xyz', 'link'],
  ['jane.studio', 'link'],
  ['kowalski.com.pl', 'link'],
  ['сайт иванов.рф', 'link'],
  ['gmail dot com', 'link'],
  ['janedoe . dev', 'link'],
  ['https%3A%2F%2Fjanedoe.dev', 'link'],
  ['ftp://files.example', 'link'],
  ['socket.io/docs', 'link'],
];

/** Ordinary sentences of a job conversation, in the five languages: none names a contact. */
const ORDINARY = [
  // English
  'Node 20.19',
  'We use Node.js, Vue.js, ASP.NET Core and Socket.IO.',
  'I have 3-5 years of experience, e.g. with React.',
  'Available from 2024-11-03.',
  'Can we meet at 10:30 on 03.11.2024?',
  "Let's meet at the office at 10 am.",
  'Look at the dot in the middle of the logo.',
  'The salary is +20% over the market, $120,000-$150,000 a year.',
  'Budget 100000-150000 USD, 2 rounds, 1 test task.',
  'I worked at Google, at Booking.com and at Monday.com.',
  'See README.md, main.py, build.sh and lib.rs in the repository.',
  'Python 3.12, PostgreSQL 16.4, Kubernetes 1.30.2, Java 21.',
  'Experience: 2015-2019, 2019 - 2024.',
  'Years: 2019 2020 2021 2022',
  'The server at 192.168.0.1 answered.',
  'Telegram bot, GitHub Actions and Discord are our tools.',
  'My GitHub is full of side projects.',
  'Do you use Telegram? Telegram: yes.',
  'Done.It works now.',
  'Options (a) and (b) are both fine.',
  'I am at home today, at work tomorrow.',
  'Meet me @ 5',
  'C# and F# developer, C#10 and .NET 8.',
  'Fixed in PR#1234 and issue#1235, typed with @types/node.',
  'Five years at Mail.ru Group, then Yandex.Cloud.',
  'We offer 25 days of leave and a MacBook Pro M3.',
  'Call at 9:00 or 17:30 CET.',
  'Look at the dot at the corner, a dot by the line.',
  'Five years at Yandex, two at Yahoo, one at Proton.',
  'B.Sc. in Computer Science, M.Sc. in Maths.',
  'I am a dot net developer, C-sharp-dot-net and ASP dot NET.',
  'Salary 5 000 – 7 000 EUR gross.',
  'We are a team of 120 people in 3 offices.',
  // German
  'Wir bieten 30 Tage Urlaub, z.B. flexible Arbeitszeiten.',
  'Gehalt: 65.000–80.000 € brutto, Start am 01.12.2024.',
  'Der Punkt ist, dass wir Vue.js nutzen.',
  'Treffen wir uns um 14:00 Uhr im Büro?',
  // Polish
  'Pracowałem m.in. z React i Node.js przez 3-5 lat.',
  'Ważny punkt m.in. to zdalna praca.',
  'Wynagrodzenie 15 000 - 20 000 zł netto na B2B.',
  'Rozmowa 12.11.2024 o 10:30, kropka.',
  'To jest małpa w zoo.',
  // Russian
  'Опыт 3-5 лет, зарплата от 150 000 до 200 000 руб.',
  'Созвон в 10:30, г.Москва, офис на Тверской.',
  'С моей точки зрения, это точка роста.',
  'У меня есть собака и кот.',
  'Я пользуюсь Telegram и GitHub каждый день.',
  // Ukrainian
  'Досвід 5 років, т. зв. senior, з 2019-2024 рр.',
  'Зарплата 3 000–4 000 $, старт 01.12.2024.',
  'Ця крапка важлива, а собака гавкає.',
  'Працюю з Node.js 20.19 та ASP.NET.',
];

describe('contacts in text', () => {
  it.each(DISGUISED)('refuses %j as %s', (text, kind) => {
    expect(findContactInText(text)?.kind).toBe(kind);
  });

  it.each(ORDINARY)('allows %j', (text) => {
    expect(findContactInText(text)).toBeNull();
  });

  it('recognises every IANA ending after a real dot, and a spelt-out dot before a common one only', () => {
    expect(hasContactsInText('jane.photography')).toBe(true);
    expect(hasContactsInText('jane.москва')).toBe(true);
    expect(hasContactsInText('jane.notanending')).toBe(false);
    // "the dot is": "is" is an ending (Iceland), but not one a spelt-out dot stands before.
    expect(hasContactsInText('the dot is red')).toBe(false);
    expect(hasContactsInText('jane dot is')).toBe(false);
    expect(hasContactsInText('jane dot dev')).toBe(true);
  });

  it('reads a technology name as a link once it has a scheme or a path', () => {
    expect(hasContactsInText('ASP.NET')).toBe(false);
    expect(hasContactsInText('https://asp.net')).toBe(true);
    expect(hasContactsInText('asp.net/jane')).toBe(true);
  });
});
