import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../components/ui/Pagination.tsx';
import { Tabs } from '../../../../components/ui/Tabs.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';
import { GalleryRow, GallerySection } from './GallerySection.tsx';

/** Pagination and tabs link to this page itself: what matters here is how they look in each state. */
export function NavigationGallery() {
  const { t } = useTranslation('DevUi');
  const to = useLocalePath();
  const tabs = (current: number, counts: number[]) =>
    [t('sample.first'), t('sample.second'), t('sample.third')].map((label, index) => ({
      to: to(`/dev/ui?tab=${index}`),
      label,
      count: counts[index],
      isCurrent: index === current,
    }));
  return (
    <>
      <GallerySection title={t('pagination')}>
        <GalleryRow title={t('paginationFirst')}>
          <div className="w-full">
            <Pagination page={1} pages={4} label={t('paginationFirst')} />
          </div>
        </GalleryRow>
        <GalleryRow title={t('paginationMiddle')}>
          <div className="w-full">
            <Pagination page={10} pages={20} label={t('paginationMiddle')} />
          </div>
        </GalleryRow>
        <GalleryRow title={t('paginationLast')}>
          <div className="w-full">
            <Pagination page={4} pages={4} label={t('paginationLast')} />
          </div>
        </GalleryRow>
      </GallerySection>
      <GallerySection title={t('tabs')}>
        <GalleryRow title={t('tabsTotal')}>
          <Tabs label={t('tabsTotal')} tabs={tabs(0, [12, 3, 0])} />
        </GalleryRow>
        <GalleryRow title={t('tabsUnread')}>
          <Tabs label={t('tabsUnread')} counts="unread" tabs={tabs(1, [4, 0, 1])} />
        </GalleryRow>
      </GallerySection>
    </>
  );
}
