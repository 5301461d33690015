import type { TCommunityMember } from '@hushwork/contract';
import { LockKeyhole, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';
import type { OptionNames } from '../candidates/CandidateCard.tsx';
import { Button } from '../ui/Button.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { MemberContacts } from './MemberContacts.tsx';

/** Seniority, experience and English in the page's language: the anonymous facts a company scans for. */
function useMemberFacts(member: TCommunityMember, names: OptionNames): string[] {
  const { t } = useTranslation('Community');
  const experience = names.experience?.[member.experience];
  const english = names.english_levels?.[member.english_level];
  return [
    member.seniority ? names.seniority?.[member.seniority] : undefined,
    experience ? t('card.experience', { experience }) : undefined,
    english ? t('card.english', { level: english }) : undefined,
  ].filter((fact): fact is string => Boolean(fact));
}

/**
 * One member of the directory. Anonymous (the title, facts, country and community skills) until the company opens
 * it; then the name and the contacts. `openTo` is the address that asks before spending an open (`?open={id}`).
 */
export function MemberCard({
  member,
  names,
  openTo,
  as: Tag = 'li',
  isOwnPage = false,
  canOpen = true,
}: {
  member: TCommunityMember;
  names: OptionNames;
  openTo: string;
  as?: 'li' | 'article';
  /** On the member's own page the title is the page's heading and links nowhere. */
  isOwnPage?: boolean;
  /** Only a company opens cards; an admin reads them as they are. */
  canOpen?: boolean;
}) {
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const facts = useMemberFacts(member, names);
  const title = member.opened && member.name ? member.name : member.desired_position;
  const Heading = isOwnPage ? 'h1' : 'h2';
  return (
    <Tag className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="member-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm text-muted">
          <UserRound aria-hidden="true" className="size-4" />
          {member.opened ? member.desired_position : t('card.anonymous')}
        </p>
        {member.opened ? <StatusBadge tone="good">{t('card.openedBadge')}</StatusBadge> : null}
      </div>
      <Heading className={`mt-1 font-semibold ${isOwnPage ? 'text-2xl' : 'text-lg'}`}>
        {isOwnPage ? (
          title
        ) : (
          <Link to={to(`/community/${member.id}`)} className="hover:underline">
            {title}
          </Link>
        )}
      </Heading>
      {facts.length > 0 ? <p className="mt-1 text-sm text-muted">{facts.join(' · ')}</p> : null}
      {member.country ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {member.country.name}
        </p>
      ) : null}
      {member.skills.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('card.skills')}>
          {member.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 border-t border-neutral-100 pt-4">
        {member.opened && member.contacts ? (
          <MemberContacts contacts={member.contacts} />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-start gap-2 text-sm text-muted">
              <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('card.hidden')}
            </p>
            {canOpen ? (
              <Button
                to={openTo}
                preventScrollReset
                size="sm"
                aria-label={t('card.openOf', { title: member.desired_position })}
              >
                {t('card.open')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </Tag>
  );
}
