import type { Locale } from '@hushwork/contract';

/**
 * Words for the demo candidates: the roles people look for work in (specializations and technologies by the
 * catalogs' ids and slugs, the desired position in each of our five languages, the skills they list), what they
 * write about their expectations, where they worked and studied, and names that stay in the private identity.
 */
export type DemoRole = {
  specialization_ids: number[];
  keywords: string[];
  positions: Record<Locale, string>;
  skills: string[];
  /** A job title for earlier jobs, in English as people write them in CVs. */
  jobTitle: string;
  specialty: string;
};

const role = (
  specialization_ids: number[],
  keywords: string[],
  [en, de, pl, ru, uk]: [string, string, string, string, string],
  skills: string[],
  jobTitle: string,
  specialty = 'Computer Science',
): DemoRole => ({ specialization_ids, keywords, positions: { en, de, pl, ru, uk }, skills, jobTitle, specialty });

export const DEMO_ROLES: readonly DemoRole[] = [
  role(
    [1, 59],
    ['python', 'django', 'fastapi', 'postgresql', 'docker'],
    ['Python developer', 'Python-Entwickler', 'Programista Python', 'Python-разработчик', 'Python-розробник'],
    ['Python', 'Django', 'FastAPI', 'PostgreSQL', 'Celery', 'Docker'],
    'Python Developer',
  ),
  role(
    [1, 66],
    ['ruby', 'ruby-on-rails', 'postgresql', 'redis', 'rspec'],
    [
      'Ruby on Rails developer',
      'Ruby-on-Rails-Entwickler',
      'Programista Ruby on Rails',
      'Ruby on Rails разработчик',
      'Ruby on Rails розробник',
    ],
    ['Ruby', 'Ruby on Rails', 'RSpec', 'Sidekiq', 'PostgreSQL'],
    'Ruby Developer',
  ),
  role(
    [4, 68],
    ['kotlin', 'android', 'jetpack-compose', 'retrofit', 'dagger-hilt'],
    ['Android developer', 'Android-Entwickler', 'Programista Android', 'Android-разработчик', 'Android-розробник'],
    ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Room', 'Retrofit'],
    'Android Developer',
  ),
  role(
    [4, 67],
    ['swift', 'ios', 'swiftui', 'uikit', 'combine'],
    ['iOS developer', 'iOS-Entwickler', 'Programista iOS', 'iOS-разработчик', 'iOS-розробник'],
    ['Swift', 'SwiftUI', 'UIKit', 'Combine', 'Core Data'],
    'iOS Developer',
  ),
  role(
    [4, 69],
    ['flutter', 'dart', 'firebase'],
    ['Flutter developer', 'Flutter-Entwickler', 'Programista Flutter', 'Flutter-разработчик', 'Flutter-розробник'],
    ['Flutter', 'Dart', 'Bloc', 'Firebase'],
    'Mobile Developer',
  ),
  role(
    [4, 70],
    ['react-native', 'typescript', 'expo', 'redux'],
    [
      'React Native developer',
      'React-Native-Entwickler',
      'Programista React Native',
      'React Native разработчик',
      'React Native розробник',
    ],
    ['React Native', 'TypeScript', 'Expo', 'Redux'],
    'Mobile Developer',
  ),
  role(
    [2, 60, 77],
    ['typescript', 'react', 'next-js', 'redux', 'tailwind-css'],
    ['Frontend developer', 'Frontend-Entwickler', 'Programista frontend', 'Frontend-разработчик', 'Frontend-розробник'],
    ['React', 'TypeScript', 'Next.js', 'CSS', 'Testing Library'],
    'Frontend Developer',
  ),
  role(
    [2, 79],
    ['vue-js', 'typescript', 'nuxt', 'pinia', 'sass'],
    ['Vue.js developer', 'Vue.js-Entwickler', 'Programista Vue.js', 'Vue.js-разработчик', 'Vue.js-розробник'],
    ['Vue.js', 'Nuxt', 'Pinia', 'TypeScript', 'Sass'],
    'Frontend Developer',
  ),
  role(
    [2, 78],
    ['angular', 'typescript', 'rxjs', 'ngrx'],
    ['Angular developer', 'Angular-Entwickler', 'Programista Angular', 'Angular-разработчик', 'Angular-розробник'],
    ['Angular', 'RxJS', 'NgRx', 'TypeScript'],
    'Frontend Developer',
  ),
  role(
    [1, 76],
    ['node-js', 'nest-js', 'typescript', 'postgresql', 'kafka'],
    ['Node.js developer', 'Node.js-Entwickler', 'Programista Node.js', 'Node.js-разработчик', 'Node.js-розробник'],
    ['Node.js', 'NestJS', 'TypeScript', 'PostgreSQL', 'Kafka'],
    'Backend Developer',
  ),
  role(
    [1, 61],
    ['php', 'laravel', 'symfony', 'mysql'],
    ['PHP developer', 'PHP-Entwickler', 'Programista PHP', 'PHP-разработчик', 'PHP-розробник'],
    ['PHP', 'Laravel', 'Symfony', 'MySQL', 'Redis'],
    'PHP Developer',
  ),
  role(
    [3, 60],
    ['typescript', 'react', 'node-js', 'postgresql', 'docker'],
    [
      'Full-stack developer',
      'Full-Stack-Entwickler',
      'Programista full-stack',
      'Full-stack разработчик',
      'Full-stack розробник',
    ],
    ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    'Software Engineer',
  ),
  role(
    [1, 58],
    ['java', 'spring-boot', 'hibernate', 'kafka', 'kubernetes'],
    ['Java developer', 'Java-Entwickler', 'Programista Java', 'Java-разработчик', 'Java-розробник'],
    ['Java', 'Spring Boot', 'Hibernate', 'Kafka', 'Kubernetes'],
    'Java Developer',
  ),
  role(
    [1, 62],
    ['c-sharp', 'dot-net', 'asp-dot-net-core', 'entity-framework', 'azure'],
    ['.NET developer', '.NET-Entwickler', 'Programista .NET', '.NET-разработчик', '.NET-розробник'],
    ['C#', 'ASP.NET Core', 'Entity Framework', 'Azure', 'SQL Server'],
    '.NET Developer',
  ),
  role(
    [1, 65],
    ['golang', 'grpc', 'kubernetes', 'postgresql', 'redis'],
    ['Go developer', 'Go-Entwickler', 'Programista Go', 'Go-разработчик', 'Go-розробник'],
    ['Go', 'gRPC', 'Kubernetes', 'PostgreSQL', 'Redis'],
    'Backend Engineer',
  ),
  role(
    [5],
    ['manual-testing', 'api-testing', 'postman', 'jira', 'testrail'],
    ['QA engineer', 'QA-Ingenieur', 'Tester oprogramowania', 'QA-инженер', 'QA-інженер'],
    ['Manual testing', 'API testing', 'Postman', 'TestRail', 'SQL'],
    'QA Engineer',
  ),
  role(
    [6],
    ['playwright', 'cypress', 'selenium', 'typescript', 'test-automation'],
    [
      'QA automation engineer',
      'Testautomatisierungsingenieur',
      'Inżynier automatyzacji testów',
      'QA Automation инженер',
      'QA Automation інженер',
    ],
    ['Playwright', 'Cypress', 'Selenium', 'TypeScript', 'CI/CD'],
    'QA Automation Engineer',
  ),
  role(
    [7],
    ['kubernetes', 'terraform', 'aws', 'docker', 'gitlab-ci'],
    ['DevOps engineer', 'DevOps-Ingenieur', 'Inżynier DevOps', 'DevOps-инженер', 'DevOps-інженер'],
    ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'GitLab CI'],
    'DevOps Engineer',
  ),
  role(
    [9, 59],
    ['python', 'spark', 'airflow', 'dbt', 'snowflake'],
    ['Data engineer', 'Dateningenieur', 'Inżynier danych', 'Дата-инженер', 'Дата-інженер'],
    ['Python', 'Spark', 'Airflow', 'dbt', 'Snowflake'],
    'Data Engineer',
  ),
  role(
    [8, 59],
    ['python', 'pandas', 'scikit-learn', 'pytorch', 'sql'],
    ['Data scientist', 'Data Scientist', 'Analityk danych (data scientist)', 'Data Scientist', 'Data Scientist'],
    ['Python', 'pandas', 'scikit-learn', 'PyTorch', 'Statistics'],
    'Data Scientist',
    'Applied Mathematics',
  ),
  role(
    [11, 59],
    ['python', 'pytorch', 'llm', 'mlflow'],
    ['ML engineer', 'ML-Ingenieur', 'Inżynier uczenia maszynowego', 'ML-инженер', 'ML-інженер'],
    ['Python', 'PyTorch', 'LLM', 'MLflow', 'Docker'],
    'ML Engineer',
    'Applied Mathematics',
  ),
  role(
    [16],
    ['figma', 'ux-research', 'adobe-xd'],
    ['UI/UX designer', 'UI/UX-Designer', 'Projektant UI/UX', 'UI/UX-дизайнер', 'UI/UX-дизайнер'],
    ['Figma', 'UX research', 'Prototyping', 'Design systems'],
    'UI/UX Designer',
    'Graphic Design',
  ),
  role(
    [17],
    ['figma', 'sketch', 'ux-research'],
    ['Product designer', 'Produktdesigner', 'Projektant produktu', 'Продуктовый дизайнер', 'Продуктовий дизайнер'],
    ['Figma', 'User interviews', 'Prototyping', 'Usability testing'],
    'Product Designer',
    'Graphic Design',
  ),
  role(
    [18, 19],
    ['adobe-photoshop', 'adobe-illustrator', 'figma'],
    ['Graphic designer', 'Grafikdesigner', 'Grafik', 'Графический дизайнер', 'Графічний дизайнер'],
    ['Photoshop', 'Illustrator', 'Branding', 'Typography'],
    'Graphic Designer',
    'Graphic Design',
  ),
  role(
    [47],
    ['google-analytics', 'hubspot', 'google-ads'],
    ['Marketing manager', 'Marketing-Manager', 'Specjalista ds. marketingu', 'Маркетолог', 'Маркетолог'],
    ['Content strategy', 'Google Analytics', 'HubSpot', 'Email campaigns'],
    'Marketing Manager',
    'Marketing',
  ),
  role(
    [48],
    ['google-analytics', 'google-tag-manager'],
    ['SEO specialist', 'SEO-Spezialist', 'Specjalista SEO', 'SEO-специалист', 'SEO-спеціаліст'],
    ['Technical SEO', 'Keyword research', 'Google Search Console', 'Ahrefs'],
    'SEO Specialist',
    'Marketing',
  ),
  role(
    [49, 50],
    ['google-ads', 'google-analytics'],
    [
      'Performance marketing specialist',
      'Performance-Marketing-Spezialist',
      'Specjalista performance marketingu',
      'Специалист по performance-маркетингу',
      'Спеціаліст з performance-маркетингу',
    ],
    ['Google Ads', 'Meta Ads', 'A/B testing', 'Looker Studio'],
    'PPC Specialist',
    'Marketing',
  ),
  role(
    [14],
    ['jira', 'scrum', 'agile'],
    ['Project manager', 'Projektmanager', 'Kierownik projektu', 'Проектный менеджер', 'Проєктний менеджер'],
    ['Scrum', 'Jira', 'Risk management', 'Stakeholder management'],
    'Project Manager',
    'Management',
  ),
  role(
    [22],
    ['requirements-analysis', 'sql', 'jira'],
    ['Business analyst', 'Businessanalyst', 'Analityk biznesowy', 'Бизнес-аналитик', 'Бізнес-аналітик'],
    ['Requirements analysis', 'BPMN', 'SQL', 'Confluence'],
    'Business Analyst',
    'Economics',
  ),
  role(
    [39, 81],
    ['unity', 'c-sharp'],
    [
      'Unity game developer',
      'Unity-Spieleentwickler',
      'Programista gier Unity',
      'Unity-разработчик игр',
      'Unity-розробник ігор',
    ],
    ['Unity', 'C#', 'Shaders', 'Multiplayer'],
    'Game Developer',
  ),
];

/** What people write under "expectations", in their language; `{position}` is their desired position. */
export const DEMO_EXPECTATIONS: Record<Locale, readonly string[]> = {
  en: [
    'Looking for a {position} role in a product team that ships often. I value code review, clear priorities and a calm on-call rotation.',
    'I want to grow as a {position}: mentoring from senior colleagues, a modern stack and time to pay back technical debt.',
    'Open to remote or hybrid work as a {position}. Interested in fintech, healthcare and education products.',
  ],
  de: [
    'Ich suche eine Stelle als {position} in einem Produktteam mit kurzen Release-Zyklen, Code-Reviews und klaren Prioritäten.',
    'Als {position} möchte ich Verantwortung für ein eigenes Modul übernehmen und mich in Architekturfragen weiterentwickeln.',
    'Remote oder hybrid, gern in einem Unternehmen mit Weiterbildungsbudget und einer offenen Feedbackkultur.',
  ],
  pl: [
    'Szukam pracy jako {position} w zespole produktowym, który często wdraża zmiany i dba o jakość kodu.',
    'Chcę rozwijać się jako {position}: mentoring, nowoczesny stos technologiczny i czas na spłatę długu technicznego.',
    'Interesuje mnie praca zdalna lub hybrydowa, najlepiej w branży fintech, e-commerce lub edukacji.',
  ],
  ru: [
    'Ищу позицию {position} в продуктовой команде с частыми релизами, код-ревью и понятными приоритетами.',
    'Хочу расти как {position}: наставничество, современный стек и время на технический долг.',
    'Рассматриваю удалённую или гибридную работу, интересны финтех, медицина и образование.',
  ],
  uk: [
    'Шукаю позицію {position} у продуктовій команді з частими релізами, код-рев’ю та зрозумілими пріоритетами.',
    'Хочу зростати як {position}: менторство, сучасний стек і час на технічний борг.',
    'Розглядаю віддалену або гібридну роботу, цікавлять фінтех, медицина та освіта.',
  ],
};

/** Employers of earlier jobs; every fourth job is one the candidate hides (the current employer, say). */
export const DEMO_EMPLOYERS = [
  'Northwind Traders',
  'Bluefin Payments',
  'Vistula Logistics',
  'Dnipro Health Tech',
  'Rheinland Mobility',
  'Carpathian Games',
  'Amber Retail Group',
  'Baltic Learning',
  'Oder Insurance',
  'Danube Media',
  'Silesia Energy',
  'Kyiv Digital Agency',
] as const;

export const DEMO_UNIVERSITIES = [
  'Warsaw University of Technology',
  'Igor Sikorsky Kyiv Polytechnic Institute',
  'Technical University of Munich',
  'AGH University of Krakow',
  'Lviv Polytechnic National University',
  'Humboldt University of Berlin',
  'Wrocław University of Science and Technology',
  'Taras Shevchenko National University of Kyiv',
  'Karlsruhe Institute of Technology',
  'Gdańsk University of Technology',
] as const;

/** First and last names: 20 × 20 distinct people, kept in the private identity only. */
export const DEMO_FIRST_NAMES = [
  'Anna',
  'Oleksandr',
  'Katarzyna',
  'Maximilian',
  'Iryna',
  'Paweł',
  'Sofia',
  'Dmytro',
  'Lena',
  'Jakub',
  'Natalia',
  'Jonas',
  'Yulia',
  'Michał',
  'Emma',
  'Andriy',
  'Zofia',
  'Lukas',
  'Olha',
  'Tomasz',
] as const;
export const DEMO_LAST_NAMES = [
  'Kowalczyk',
  'Shevchuk',
  'Becker',
  'Nowicka',
  'Tkachenko',
  'Wagner',
  'Lewandowski',
  'Kravets',
  'Hoffmann',
  'Mazur',
  'Boyko',
  'Schulz',
  'Wójcik',
  'Marchenko',
  'Krüger',
  'Kamińska',
  'Lysenko',
  'Neumann',
  'Dąbrowski',
  'Savchenko',
] as const;
