import { VACANCIES } from '@hushwork/contract';
import { Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';

/**
 * Questions the company asks everyone who applies, posted as `questions[0]`, `questions[1]` … so each one's mistake
 * shows beside it. Adding one focuses it; removing one keeps the others' text.
 */
export function QuestionsField({
  initial,
  errorOf,
}: {
  initial: string[];
  errorOf: (index: number) => string | undefined;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const nextKey = useRef(initial.length);
  const [questions, setQuestions] = useState(() => initial.map((text, key) => ({ key, text })));
  const [focusKey, setFocusKey] = useState<number | null>(null);
  return (
    <div>
      <p className="text-sm text-muted">{t('questionsHint', { max: VACANCIES.questionsMax })}</p>
      <ol className="mt-3 space-y-3">
        {questions.map((question, index) => {
          const id = `question-${question.key}`;
          const error = errorOf(index);
          return (
            <li key={question.key}>
              <label htmlFor={id} className="block text-sm font-semibold">
                {t('questionN', { n: index + 1 })}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={id}
                  name={`questions[${index}]`}
                  type="text"
                  maxLength={VACANCIES.questionMax}
                  value={question.text}
                  ref={(element) => {
                    if (element && focusKey === question.key) {
                      element.focus();
                      setFocusKey(null);
                    }
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) =>
                    setQuestions((current) =>
                      current.map((item) => (item.key === question.key ? { ...item, text: event.target.value } : item)),
                    )
                  }
                  className={`w-full rounded-lg border bg-white px-3 py-2.5 ${error ? 'border-red-600' : 'border-neutral-300'}`}
                />
                <button
                  type="button"
                  aria-label={t('removeQuestion', { n: index + 1 })}
                  onClick={() => setQuestions((current) => current.filter((item) => item.key !== question.key))}
                  className="rounded-lg border border-neutral-300 px-3 hover:bg-neutral-100"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {questions.length < VACANCIES.questionsMax ? (
        <Button
          onClick={() => {
            const key = nextKey.current++;
            setQuestions((current) => [...current, { key, text: '' }]);
            setFocusKey(key);
          }}
          variant="secondary"
          size="sm"
          className="mt-3"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('addQuestion')}
        </Button>
      ) : null}
    </div>
  );
}
