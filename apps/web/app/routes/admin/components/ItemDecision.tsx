import type { TDecisionStatus } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { DecisionResult } from '../lib/moderation-queue.server.ts';
import { DecisionBar } from './DecisionBar.tsx';
import { ModerationCell } from './ModerationCell.tsx';

/** A detail page's verdict: the item's status (and reason, while rejected) and the decision on this one item. */
export function ItemDecision({
  id,
  status,
  note,
  result,
}: {
  id: number;
  status: TDecisionStatus;
  note: string | null;
  result: DecisionResult | undefined;
}) {
  const { t } = useTranslation('Admin');
  return (
    <Panel title={t('decision')} className="mt-6">
      <div className="mt-3 mb-4">
        <ModerationCell status={status} note={note} />
      </div>
      <DecisionBar formId="item-decision" result={result} selected={null} ids={[id]} />
    </Panel>
  );
}
