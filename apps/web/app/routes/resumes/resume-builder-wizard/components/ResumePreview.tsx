import { resumes, type TResumeDesign, type TResumeDocument } from '@hushwork/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resumeApi } from '../../../../components/resumes/resume-api.ts';
import { callApi } from '../../../../lib/api.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

/** An A4 page at 96 dpi: the frame is drawn at this size and scaled to the column it sits in. */
const PAGE = { width: 794, height: 1123 };

/** The scale that fits a page into the element's width, followed as the window resizes. */
function useFitScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(entry.contentRect.width / PAGE.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

/** The preview is drawn again once typing pauses: the call is rate-limited per address. */
const PREVIEW_DELAY_MS = 700;

/**
 * The live preview: the server draws the unsaved document with its template (`html-preview`), the same HTML the
 * files and `/cv/{id}` come from, shown in a sandboxed frame that runs no script. A document the server refuses
 * (an e-mail half typed) keeps the last drawing.
 */
export function ResumePreview({ document, design }: { document: TResumeDocument; design: TResumeDesign }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const locale = useLocale();
  const [html, setHtml] = useState<string | null>(null);
  const { ref, scale } = useFitScale();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void callApi(resumeApi(null), resumes.previewResumeHtml, {
        body: { document, design },
        locale,
        signal: controller.signal,
      })
        .then((answer) => {
          if (answer.ok) setHtml(answer.data.html);
        })
        .catch(() => {
          // Aborted by newer typing, or offline: the last drawing stays.
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [document, design, locale]);
  return (
    // min-w-0: the page-wide frame inside must not widen the grid's column past a phone's screen.
    <section aria-label={t('previewTitle')} className="min-w-0">
      <h2 className="mb-2 text-sm font-semibold text-muted">{t('previewTitle')}</h2>
      <div
        ref={ref}
        className="aspect-[210/297] w-full overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"
      >
        {html === null ? (
          <p className="p-6 text-muted">{t('previewLoading')}</p>
        ) : (
          <iframe
            title={t('previewFrame')}
            srcDoc={html}
            sandbox="allow-same-origin"
            data-testid="resume-preview"
            className="origin-top-left border-0"
            style={{ width: PAGE.width, height: PAGE.height, transform: `scale(${scale})` }}
          />
        )}
      </div>
    </section>
  );
}
