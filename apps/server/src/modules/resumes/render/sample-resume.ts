import {
  type Locale,
  type TResumeDocument,
  type TResumeTemplateName,
  ZResumeDesign,
  ZResumeDocument,
} from '@hushwork/contract';
import type { RenderInput } from './index.ts';

/**
 * A filled-in resume in English or Ukrainian: the template thumbnails are rendered from it, and the tests and the
 * bench draw it. One page long; `experienceCount` adds jobs to make it longer.
 */
function sampleResumeDocument(language: Extract<Locale, 'en' | 'uk'> = 'en', experienceCount = 3): TResumeDocument {
  const uk = language === 'uk';
  const jobs = [
    {
      position: uk ? 'Старша інженерка з якості' : 'Senior QA Engineer',
      company: uk ? 'Ґрейн Софт' : 'Grain Soft',
      city: uk ? 'Львів' : 'Lviv',
      start: '2021-03',
      end: '',
      description: uk
        ? 'Побудувала наскрізні тести для платіжного сервісу; час релізу скоротився з тижня до дня.\nНавчила команду з п’яти тестувальників писати автотести.'
        : 'Built the end-to-end tests of a payments service; releases went from weekly to daily.\nCoached a team of five testers in writing automated tests.',
    },
    {
      position: uk ? 'Інженерка з якості' : 'QA Engineer',
      company: uk ? 'Їжак Лабс' : 'Hedgehog Labs',
      city: uk ? 'Київ' : 'Kyiv',
      start: '2018-06',
      end: '2021-02',
      description: uk
        ? 'Тестувала мобільні застосунки для iOS та Android, вела регресійні набори.'
        : 'Tested iOS and Android apps and kept the regression suites.',
    },
    {
      position: uk ? 'Тестувальниця' : 'Software Tester',
      company: uk ? 'Європошта' : 'Europost',
      city: uk ? 'Київ' : 'Kyiv',
      start: '2016-09',
      end: '2018-05',
      description: uk
        ? 'Ручне тестування вебсайту та звіти про помилки.'
        : 'Manual testing of the website and bug reports.',
    },
  ];
  const experience = Array.from({ length: experienceCount }, (_, index) => {
    const job = jobs[index % jobs.length] as (typeof jobs)[number];
    return index < jobs.length ? job : { ...job, company: `${job.company} ${index + 1}`, end: job.end || '2016-08' };
  });
  return ZResumeDocument.parse({
    language,
    personal: {
      first_name: uk ? 'Олена' : 'Olena',
      last_name: uk ? 'Коваль' : 'Koval',
      email: 'olena.koval@example.com',
      phone: '+380 67 123 45 67',
      city: uk ? 'Львів' : 'Lviv',
      country: uk ? 'Україна' : 'Ukraine',
    },
    position: {
      title: uk ? 'Інженерка з автоматизації тестування' : 'Test Automation Engineer',
      salary: uk ? 'від 3 000 USD' : 'from 3,000 USD',
      employment: uk ? 'Повна зайнятість, віддалено' : 'Full-time, remote',
    },
    summary: uk
      ? 'Вісім років у тестуванні вебу та мобільних застосунків. Люблю, коли реліз — це буденна подія, а не свято.'
      : 'Eight years of testing web and mobile apps. I like releases to be an ordinary day, not an event.',
    experience,
    education: [
      {
        institution: uk ? 'Львівська політехніка' : 'Lviv Polytechnic',
        degree: uk ? 'Магістр' : 'MSc',
        field: uk ? 'Комп’ютерні науки' : 'Computer Science',
        start: '2011-09',
        end: '2016-06',
      },
    ],
    skills: [
      { name: 'Playwright', level: 5 },
      { name: 'TypeScript', level: 4 },
      { name: 'SQL', level: 3 },
      { name: uk ? 'Тест-дизайн' : 'Test design', level: 5 },
      { name: 'CI/CD', level: 0 },
    ],
    languages: [
      { name: uk ? 'Українська' : 'Ukrainian', level: 'native' },
      { name: uk ? 'Англійська' : 'English', level: 'C1' },
      { name: uk ? 'Польська' : 'Polish', level: 'B1' },
    ],
    courses: [{ name: 'ISTQB Foundation', institution: 'ISTQB', year: '2019' }],
    links: [
      { label: 'GitHub', url: 'https://github.com/olena-koval' },
      { label: '', url: 'https://olena.example.com/portfolio' },
    ],
  });
}

export const sampleResume = (
  template: TResumeTemplateName = 'default',
  language: Extract<Locale, 'en' | 'uk'> = 'en',
  experienceCount = 3,
): RenderInput => ({
  document: sampleResumeDocument(language, experienceCount),
  design: ZResumeDesign.parse({ template }),
});
