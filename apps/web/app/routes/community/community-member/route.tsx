import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { optionNamesOf } from '../../../components/candidates/CandidateCard.tsx';
import { MemberCard } from '../../../components/community/MemberCard.tsx';
import { OpenConfirm } from '../../../components/community/OpenConfirm.tsx';
import { PlanStrip } from '../../../components/community/PlanStrip.tsx';
import { useOpenQuestion } from '../../../components/community/use-open-question.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCommunityMember, submitCommunityMember } from './community-member.server.ts';

export const handle = { i18n: ['Community', 'Billing'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCommunityMember(args);
export const action = (args: Route.ActionArgs) => submitCommunityMember(args);

/** `/community/{id}`: one member's card, anonymous with the open action, or opened with the name and contacts. */
export default function CommunityMemberPage() {
  const { reader, member, plan, choices } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const { back, openTo, asked } = useOpenQuestion();
  const canOpen = reader === 'owner' || reader === 'member';
  const title = member.opened && member.name ? member.name : member.desired_position;
  const names = optionNamesOf({
    seniority: choices.seniority,
    experience: choices.experience,
    english_levels: choices.english_levels,
  });
  return (
    <DefaultLayout>
      <PageMeta title={title} />
      <div className="page-container max-w-3xl py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/community') },
            { title, link: to(`/community/${member.id}`) },
          ]}
        />
        <div className="mt-6">
          <MemberCard
            member={member}
            names={names}
            openTo={openTo(member.id)}
            as="article"
            isOwnPage
            canOpen={canOpen}
          />
        </div>
        {plan ? <PlanStrip plan={plan} className="mt-6" /> : null}
        {canOpen && asked === member.id && !member.opened ? (
          <OpenConfirm member={member} plan={plan} back={back} />
        ) : null}
      </div>
    </DefaultLayout>
  );
}
