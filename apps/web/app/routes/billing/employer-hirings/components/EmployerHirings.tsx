import type { THire, TSentOffer } from '@hushwork/contract';
import { useLocation } from 'react-router';
import { HireList } from './HireList.tsx';
import { ReportHireForm } from './ReportHireForm.tsx';

export type EmployerHiringsData = {
  hires: THire[];
  has_overdue: boolean;
  offers: TSentOffer[];
  withdrawing: number | null;
};

/** Whether the tab has anything to show; with nothing reported and nothing to report, the tab's empty state says why. */
export const hasHirings = (data: EmployerHiringsData | null | undefined): data is EmployerHiringsData =>
  data != null && (data.hires.length > 0 || data.offers.length > 0);

/**
 * The employer profile's hirings tab: reporting an accepted job offer as a hire, then the reported hires with their
 * fees. Every member reports and withdraws; the owner alone pays.
 */
export function EmployerHirings({ data, isOwner }: { data: EmployerHiringsData; isOwner: boolean }) {
  const { pathname } = useLocation();
  return (
    <>
      <ReportHireForm offers={data.offers} />
      <HireList hires={data.hires} isOwner={isOwner} withdrawing={data.withdrawing} page={pathname} />
    </>
  );
}
