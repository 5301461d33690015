import type { TResumeDesign, TResumeDocumentInput } from '@hushwork/contract';

/** The demo worker's resumes: one per language, each in another template; the English one is shared. */
export const DEMO_RESUMES: readonly {
  public_id: string;
  shared: boolean;
  design: Partial<TResumeDesign>;
  document: TResumeDocumentInput;
}[] = [
  {
    public_id: 'DemoSharedCvEn26',
    shared: true,
    design: { template: 'default' },
    document: {
      language: 'en',
      personal: {
        first_name: 'Demo',
        last_name: 'Candidate',
        email: 'worker@demo.hushwork.local',
        city: 'Kraków',
        country: 'Poland',
      },
      position: { title: 'Frontend developer', salary: 'from 4,000 USD', employment: 'Full-time, remote' },
      summary: 'Frontend developer with six years of React and TypeScript, building accessible, fast interfaces.',
      experience: [
        {
          position: 'Senior frontend developer',
          company: 'Vistula Cloud',
          city: 'Kraków',
          start: '2021-03',
          description: 'Led the move of a dashboard of 200 screens to React 18 and cut its first load by half.',
        },
        {
          position: 'Frontend developer',
          company: 'Tatra Systems',
          city: 'Wrocław',
          start: '2018-09',
          end: '2021-02',
          description: 'Built the booking flow and its design system; wrote the end-to-end tests.',
        },
      ],
      education: [
        {
          institution: 'AGH University of Krakow',
          degree: 'MSc',
          field: 'Computer Science',
          start: '2013-10',
          end: '2018-06',
        },
      ],
      skills: [
        { name: 'React', level: 5 },
        { name: 'TypeScript', level: 5 },
        { name: 'Accessibility', level: 4 },
        { name: 'Node.js', level: 3 },
      ],
      languages: [
        { name: 'English', level: 'C1' },
        { name: 'Polish', level: 'native' },
      ],
      links: [{ label: 'GitHub', url: 'https://github.com/demo-candidate' }],
    },
  },
  {
    public_id: 'DemoResumeUkr026',
    shared: false,
    design: { template: 'blue', font: 'Roboto' },
    document: {
      language: 'uk',
      personal: { first_name: 'Демо', last_name: 'Кандидат', city: 'Київ', country: 'Україна' },
      position: { title: 'Фронтенд-розробник', salary: 'від 3 500 USD', employment: 'Повна зайнятість' },
      summary: 'Фронтенд-розробник із шестирічним досвідом React і TypeScript. Пишу доступні та швидкі інтерфейси.',
      experience: [
        {
          position: 'Старший фронтенд-розробник',
          company: 'Дніпро Софт',
          city: 'Київ',
          start: '2020-05',
          description: 'Переписав панель керування на React 18 і вдвічі скоротив час першого завантаження.',
        },
      ],
      education: [
        {
          institution: 'КПІ ім. Ігоря Сікорського',
          degree: 'Магістр',
          field: 'Комп’ютерні науки',
          start: '2012-09',
          end: '2018-06',
        },
      ],
      skills: [
        { name: 'React', level: 5 },
        { name: 'TypeScript', level: 4 },
      ],
      languages: [
        { name: 'Українська', level: 'native' },
        { name: 'Англійська', level: 'B2' },
      ],
    },
  },
  {
    public_id: 'DemoResumePol026',
    shared: false,
    design: { template: 'black_line', font: 'PT Serif' },
    document: {
      language: 'pl',
      personal: { first_name: 'Demo', last_name: 'Kandydat', city: 'Gdańsk', country: 'Polska' },
      position: { title: 'Programista frontend', employment: 'Pełny etat' },
      summary: 'Programista frontend: React, TypeScript i dostępność stron. Lubię porządny kod i testy.',
      experience: [
        {
          position: 'Programista frontend',
          company: 'Bałtyk Data',
          city: 'Gdańsk',
          start: '2019-01',
          description: 'Zbudowałem system rezerwacji i jego bibliotekę komponentów.',
        },
      ],
      skills: [{ name: 'React' }, { name: 'TypeScript' }, { name: 'Testing Library' }],
      languages: [
        { name: 'Polski', level: 'native' },
        { name: 'Angielski', level: 'C1' },
      ],
      courses: [{ name: 'Web Accessibility', institution: 'W3C', year: '2022' }],
    },
  },
];
