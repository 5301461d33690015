import type { Locale } from '@hushwork/contract';

type Line = { side: 'company' | 'candidate'; text: string };

/**
 * Demo conversations, one per language: a company writes to a candidate found in search, and they talk it over. No
 * contacts in them, as the rooms' rule asks before a candidate opens the profile.
 */
export const DEMO_CONVERSATIONS: Record<Locale, readonly Line[]> = {
  en: [
    {
      side: 'company',
      text: 'Hi! We came across your profile and think you would fit our platform team well. Would you be open to a short call this week?',
    },
    {
      side: 'candidate',
      text: 'Hello, thanks for reaching out. Yes, I am interested. Could you tell me a bit more about the stack and the team size?',
    },
    {
      side: 'company',
      text: 'Sure: Python and Go services on Kubernetes, a team of six engineers, fully remote within Europe. The salary range is in the vacancy.',
    },
    { side: 'company', text: 'Would Thursday or Friday afternoon suit you?' },
  ],
  de: [
    {
      side: 'company',
      text: 'Guten Tag! Ihr Profil passt sehr gut zu unserer offenen Stelle im Backend-Team. Hätten Sie Interesse an einem kurzen Gespräch?',
    },
    {
      side: 'candidate',
      text: 'Guten Tag, vielen Dank für die Nachricht. Grundsätzlich gerne. Ist die Stelle auch in Teilzeit möglich?',
    },
    {
      side: 'company',
      text: 'Ja, 32 Stunden pro Woche sind bei uns kein Problem. Wir melden uns mit einem Terminvorschlag.',
    },
  ],
  pl: [
    {
      side: 'company',
      text: 'Dzień dobry! Szukamy osoby do zespołu QA i Pana profil bardzo nam odpowiada. Czy możemy porozmawiać o szczegółach?',
    },
    { side: 'candidate', text: 'Dzień dobry, chętnie. Czy praca jest zdalna, czy hybrydowa?' },
    { side: 'company', text: 'Hybrydowa: dwa dni w tygodniu w biurze w Krakowie, reszta zdalnie.' },
    { side: 'candidate', text: 'Brzmi dobrze. Proszę przesłać więcej informacji o projekcie.' },
  ],
  ru: [
    {
      side: 'company',
      text: 'Здравствуйте! Нам понравился ваш профиль, у нас есть вакансия фронтенд-разработчика. Интересно обсудить?',
    },
    { side: 'candidate', text: 'Здравствуйте! Да, интересно. Какой стек используется и есть ли релокация?' },
    { side: 'company', text: 'React и TypeScript, команда из пяти человек. Релокацию в Варшаву поддерживаем.' },
  ],
  uk: [
    {
      side: 'company',
      text: 'Добрий день! Ми шукаємо мобільного розробника, і ваш досвід нам дуже підходить. Чи можемо запропонувати співбесіду?',
    },
    { side: 'candidate', text: 'Добрий день! Так, буду радий поспілкуватися. Коли вам зручно?' },
    { side: 'company', text: 'Пропонуємо середу о 15:00 за київським часом. Підійде?' },
  ],
};
