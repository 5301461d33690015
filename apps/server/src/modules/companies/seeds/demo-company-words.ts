/** Words for the demo companies: names built from two parts, people, descriptions in our five languages. */
export const DEMO_NAME_PARTS = {
  first: ['Vistula', 'Dnipro', 'Baltic', 'Carpathian', 'Rhein', 'Silesian', 'Amber', 'Northwind', 'Oder', 'Danube'],
  second: ['Labs', 'Soft', 'Systems', 'Data', 'Cloud', 'Works', 'Digital', 'Analytics'],
} as const;

export const DEMO_PEOPLE = [
  'Marta Kowalska',
  'Olena Shevchenko',
  'Jonas Becker',
  'Anna Nowak',
  'Dmytro Bondarenko',
  'Lena Fischer',
  'Piotr Wiśniewski',
  'Iryna Kovalenko',
  'Sophie Wagner',
  'Tomasz Zieliński',
  'Natalia Melnyk',
  'Felix Schmidt',
] as const;

export const DEMO_DESCRIPTIONS = [
  '{name} builds payment and banking software for clients across Europe. Small product teams, code review on every change, and a four-day onboarding that ends with your first release.',
  '{name} entwickelt Logistik- und Flottensoftware für mittelständische Unternehmen. Wir arbeiten remote-first, mit festen Fokuszeiten und einem jährlichen Weiterbildungsbudget.',
  '{name} tworzy platformy e-commerce i systemy rekomendacji. Pracujemy w małych zespołach produktowych, mamy elastyczne godziny pracy i budżet szkoleniowy.',
  '{name} разрабатывает сервисы аналитики данных и машинного обучения для ритейла. Гибкий график, наставничество для новых сотрудников и открытые внутренние митапы.',
  '{name} створює медичні та освітні застосунки для мільйонів користувачів. Ми цінуємо відкритість, даємо час на навчання та підтримуємо волонтерські ініціативи команди.',
] as const;
