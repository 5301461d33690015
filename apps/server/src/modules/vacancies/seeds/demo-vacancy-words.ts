import type { Locale } from '@hushwork/contract';

/** Cities of the demo vacancies, where IT companies of our markets hire; a slug the places data lacks is skipped. */
export const DEMO_CITY_SLUGS = [
  'berlin',
  'warsaw',
  'krakow',
  'kyiv',
  'lviv',
  'london',
  'amsterdam',
  'prague',
  'vienna',
  'munich',
  'wroclaw',
  'lisbon',
  'barcelona',
  'madrid',
  'paris',
  'tallinn',
  'vilnius',
  'riga',
  'bucharest',
  'sofia',
  'tel-aviv',
  'toronto',
  'kharkiv',
  'gdansk',
  'hamburg',
  'zurich',
  'dublin',
  'stockholm',
  'budapest',
  'helsinki',
] as const;

export type DemoRole = {
  /** The role's name in each language, after the technology: "React Developer", "React-Entwickler (m/w/d)". */
  names: Record<Locale, string>;
  specialization: string;
  /** Technology slugs, the first one named in the title. */
  technologies: readonly string[];
  /** The technology as the title names it. */
  technology: string;
};

const developer = {
  en: 'Developer',
  de: 'Entwickler (m/w/d)',
  pl: 'Developer',
  ru: 'разработчик',
  uk: 'розробник',
} as const;
const engineer = { en: 'Engineer', de: 'Engineer (m/w/d)', pl: 'Engineer', ru: 'инженер', uk: 'інженер' } as const;

const role = (
  technology: string,
  specialization: string,
  technologies: readonly string[],
  names: Record<Locale, string> = developer,
): DemoRole => ({ technology, specialization, technologies, names });

export const DEMO_ROLES: readonly DemoRole[] = [
  role('React', 'frontend-developer', ['react', 'typescript', 'javascript', 'next-js', 'css']),
  role('Python', 'backend-developer', ['python', 'django', 'postgresql', 'docker', 'aws']),
  role('Java', 'backend-developer', ['java', 'spring', 'kafka', 'postgresql', 'kubernetes']),
  role('Node.js', 'backend-developer', ['node-js', 'typescript', 'postgresql', 'redis', 'graphql']),
  role('Go', 'backend-developer', ['golang', 'kubernetes', 'postgresql', 'kafka', 'docker']),
  role('Vue.js', 'frontend-developer', ['vue-js', 'javascript', 'typescript', 'tailwind-css', 'html']),
  role('Angular', 'frontend-developer', ['angular', 'typescript', 'rxjs', 'html', 'css']),
  role('.NET', 'backend-developer', ['c-sharp', 'dot-net', 'azure', 'sql', 'docker']),
  role('PHP', 'backend-developer', ['php', 'laravel', 'mysql', 'redis', 'docker']),
  role('Full-stack', 'fullstack-developer', ['typescript', 'react', 'node-js', 'postgresql', 'aws']),
  role('iOS', 'mobile-developer', ['swift', 'ios', 'graphql', 'figma']),
  role('Android', 'mobile-developer', ['kotlin', 'android', 'java', 'graphql']),
  role('Flutter', 'mobile-developer', ['flutter', 'dart', 'android', 'ios']),
  role('DevOps', 'devops-engineer', ['kubernetes', 'terraform', 'aws', 'docker', 'linux'], engineer),
  role(
    'QA Automation',
    'qa-automation-engineer',
    ['playwright', 'cypress', 'typescript', 'selenium', 'jest'],
    engineer,
  ),
  role('Data', 'data-engineer', ['python', 'spark', 'kafka', 'sql', 'aws'], engineer),
  role('Machine Learning', 'ml-engineer', ['python', 'pytorch', 'tensorflow', 'pandas', 'sql'], engineer),
  role('Rust', 'backend-developer', ['rust', 'linux', 'postgresql', 'docker']),
  role('Ruby on Rails', 'backend-developer', ['ruby', 'ruby-on-rails', 'postgresql', 'redis']),
  role('C++', 'embedded-developer', ['cpp', 'c', 'linux']),
  role('Unity', 'game-developer', ['unity', 'c-sharp']),
  role('Scala', 'backend-developer', ['scala', 'spark', 'kafka', 'aws']),
];

const SENIORITY_WORDS: Record<string, string> = {
  trainee: 'Trainee',
  junior: 'Junior',
  middle: 'Middle',
  senior: 'Senior',
};

/** "Senior React Developer", "Junior Go-разработчик". */
export function titleOf(demoRole: DemoRole, seniority: string, locale: Locale): string {
  const joiner = locale === 'ru' || locale === 'uk' || locale === 'de' ? '-' : ' ';
  const name = demoRole.names[locale];
  const roleName = locale === 'de' && demoRole.names === developer ? `${demoRole.technology}-${name}` : null;
  return `${SENIORITY_WORDS[seniority]} ${roleName ?? `${demoRole.technology}${joiner}${name}`}`;
}

const INTROS: Record<Locale, readonly string[]> = {
  en: [
    'We are growing the team that builds our core product and are looking for a {tech} specialist who enjoys owning features end to end.',
    'Join a small product team shipping every week: you will work on {tech} services used by hundreds of thousands of people.',
    'Our clients in fintech and logistics need reliable software, and we need one more {tech} engineer to help us build it.',
  ],
  de: [
    'Wir vergrößern das Team hinter unserem Kernprodukt und suchen Verstärkung im Bereich {tech}, die Features von Anfang bis Ende verantwortet.',
    'Werde Teil eines kleinen Produktteams, das jede Woche ausliefert: Du arbeitest an {tech}-Diensten für Hunderttausende Nutzer.',
  ],
  pl: [
    'Rozwijamy zespół odpowiedzialny za nasz główny produkt i szukamy specjalisty {tech}, który lubi prowadzić funkcje od pomysłu do wdrożenia.',
    'Dołącz do małego zespołu produktowego, który wdraża zmiany co tydzień: będziesz pracować nad usługami {tech} dla setek tysięcy użytkowników.',
  ],
  ru: [
    'Мы расширяем команду основного продукта и ищем специалиста по {tech}, который любит вести задачи от идеи до релиза.',
    'Присоединяйтесь к небольшой продуктовой команде с еженедельными релизами: вы будете работать над сервисами на {tech} для сотен тысяч пользователей.',
  ],
  uk: [
    'Ми розширюємо команду основного продукту й шукаємо фахівця з {tech}, який любить вести задачі від ідеї до релізу.',
    'Долучайтеся до невеликої продуктової команди з щотижневими релізами: ви працюватимете над сервісами на {tech} для сотень тисяч користувачів.',
  ],
};

const DUTIES: Record<Locale, readonly string[]> = {
  en: [
    'Design and build new features with the product team',
    'Review code and share knowledge',
    'Keep our systems fast and reliable',
  ],
  de: [
    'Neue Features gemeinsam mit dem Produktteam entwickeln',
    'Code reviewen und Wissen teilen',
    'Unsere Systeme schnell und zuverlässig halten',
  ],
  pl: [
    'Projektowanie i tworzenie nowych funkcji z zespołem produktowym',
    'Code review i dzielenie się wiedzą',
    'Dbanie o szybkość i niezawodność systemów',
  ],
  ru: [
    'Проектировать и разрабатывать новые функции вместе с командой продукта',
    'Проводить код-ревью и делиться знаниями',
    'Следить за скоростью и надёжностью систем',
  ],
  uk: [
    'Проєктувати й розробляти нові функції разом із командою продукту',
    'Проводити код-рев’ю та ділитися знаннями',
    'Стежити за швидкістю й надійністю систем',
  ],
};

const OFFERS: Record<Locale, string> = {
  en: 'We offer flexible hours, a learning budget and a team that values clear, kind feedback.',
  de: 'Wir bieten flexible Arbeitszeiten, ein Weiterbildungsbudget und ein Team, das klares, freundliches Feedback schätzt.',
  pl: 'Oferujemy elastyczne godziny pracy, budżet szkoleniowy i zespół, który ceni jasny i życzliwy feedback.',
  ru: 'Мы предлагаем гибкий график, бюджет на обучение и команду, которая ценит ясную и доброжелательную обратную связь.',
  uk: 'Ми пропонуємо гнучкий графік, бюджет на навчання та команду, яка цінує чіткий і доброзичливий фідбек.',
};

/** A short rich-text description in the vacancy's language, as the wizard's editor would make it. */
export function descriptionOf(demoRole: DemoRole, locale: Locale, n: number): string {
  const intro = (INTROS[locale][n % INTROS[locale].length] as string).replace('{tech}', demoRole.technology);
  const duties = DUTIES[locale].map((duty) => `<li>${duty}</li>`).join('');
  return `<p>${intro}</p><ul>${duties}</ul><p>${OFFERS[locale]}</p>`;
}
