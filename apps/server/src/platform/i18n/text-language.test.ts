import { describe, expect, it } from 'vitest';
import { textLanguageOf } from './text-language.ts';

describe('the language a text is written in', () => {
  it('tells the five site languages apart', () => {
    expect(textLanguageOf('Senior Go developer', 'We are looking for an engineer to build payment systems.')).toBe(
      'en',
    );
    expect(textLanguageOf('Wir suchen einen erfahrenen Entwickler für unsere Zahlungssysteme in der Logistik.')).toBe(
      'de',
    );
    expect(textLanguageOf('Szukamy doświadczonego programisty do budowy systemów płatności dla logistyki.')).toBe('pl');
    expect(textLanguageOf('Мы ищем опытного разработчика для создания платёжных систем для логистики.')).toBe('ru');
    expect(textLanguageOf('Ми шукаємо досвідченого розробника для створення платіжних систем для логістики.')).toBe(
      'uk',
    );
  });

  it('says nothing of a text too short to tell', () => {
    expect(textLanguageOf('Python')).toBeNull();
    expect(textLanguageOf('', null, undefined)).toBeNull();
  });
});
