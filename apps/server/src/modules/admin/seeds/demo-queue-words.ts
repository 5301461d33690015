/**
 * What waits in the demo's moderation queues, written as new users of each language would: companies with their
 * first vacancy, job seekers' first profiles, and reviews of demo companies.
 */
export const QUEUE_COMPANIES = [
  {
    locale: 'de',
    owner: 'Jonas Krüger',
    name: 'Brückenwerk Software',
    description: 'Wir entwickeln Planungssoftware für Brückenbauer und Ingenieurbüros in Süddeutschland.',
    vacancy: {
      title: 'Backend-Entwickler (Kotlin) für Bauplanung',
      description: '<p>Sie bauen die Schnittstellen unserer Planungsplattform und arbeiten eng mit Statikern.</p>',
    },
  },
  {
    locale: 'pl',
    owner: 'Agnieszka Wójcik',
    name: 'Wisła Analytics',
    description: 'Tworzymy narzędzia analityczne dla sieci handlowych w Polsce i Czechach.',
    vacancy: {
      title: 'Inżynier danych (Python, dbt)',
      description: '<p>Zbudujesz potoki danych sprzedażowych i pomożesz zespołowi raportów w Krakowie.</p>',
    },
  },
  {
    locale: 'uk',
    owner: 'Оксана Мельник',
    name: 'Дніпро Логістик Тех',
    description: 'Ми розробляємо систему відстеження вантажів для перевізників України та Польщі.',
    vacancy: {
      title: 'Frontend-розробник (React) для диспетчерської',
      description: '<p>Ви створите інтерфейс диспетчера вантажів і карту маршрутів у реальному часі.</p>',
    },
  },
] as const;

export const QUEUE_CANDIDATES = [
  {
    locale: 'ru',
    name: 'Дмитрий Соколов',
    position: 'Go-разработчик платёжных сервисов',
    expectation: 'Ищу команду, где ценят тесты и спокойные релизы.',
  },
  {
    locale: 'de',
    name: 'Lea Hoffmann',
    position: 'UX-Designerin für Fintech-Apps',
    expectation: 'Ich suche ein Produktteam, das mit echten Nutzern testet.',
  },
  {
    locale: 'en',
    name: 'Samuel Okafor',
    position: 'Site Reliability Engineer (Kubernetes)',
    expectation: 'Looking for a platform team with on-call that is shared fairly.',
  },
] as const;

export const QUEUE_REVIEWS = [
  {
    locale: 'pl',
    author: 'Tomasz Nowak',
    title: 'Dobre miejsce na pierwszą pracę',
    pros: 'Cierpliwi mentorzy i jasne zadania na każdy sprint.',
    cons: 'Wynagrodzenia rosną wolniej niż na rynku.',
  },
  {
    locale: 'uk',
    author: 'Ірина Бондар',
    title: 'Сильна команда, але багато нарад',
    pros: 'Колеги охоче діляться знаннями, сучасний стек.',
    cons: 'Щодня дві-три наради, які можна було б замінити листом.',
  },
] as const;
