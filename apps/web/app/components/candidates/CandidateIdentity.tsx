import {
  CANDIDATE_CONTACT_TYPES,
  type TCandidateContactType,
  type TCandidateOpened,
  type TCandidateOwn,
} from '@hushwork/contract';
import { FileText, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A profile whose reader may know who the person is: a company it is opened to, an admin, or its owner. */
export type IdentifiedCandidate = TCandidateOpened | TCandidateOwn;

/** Where a contact leads: mail, a call, a Telegram chat, or the profile address itself (checked by the contract). */
export const contactHrefOf = (type: TCandidateContactType, value: string) =>
  type === 'email'
    ? `mailto:${value}`
    : type === 'phone'
      ? `tel:${value}`
      : type === 'telegram'
        ? `https://t.me/${value.replace(/^@/, '')}`
        : value;

/** The photo (served privately, to the same readers) or a neutral figure, beside the name. */
export function CandidatePortrait({ candidate }: { candidate: IdentifiedCandidate }) {
  const { t } = useTranslation('Candidates');
  return candidate.has_photo ? (
    <img
      src={`/api/candidates/${candidate.id}/photo?variant=thumb`}
      alt={t('photoOf', { name: candidate.name })}
      className="size-20 shrink-0 rounded-full border border-neutral-200 object-cover"
      data-testid="candidate-photo"
    />
  ) : (
    <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-neutral-100" aria-hidden="true">
      <UserRound className="size-10 text-muted" />
    </span>
  );
}

/** The contacts and the CV, for readers the candidate opened the profile to (and its owner). */
export function CandidateContacts({ candidate }: { candidate: IdentifiedCandidate }) {
  const { t } = useTranslation('Candidates');
  const given = CANDIDATE_CONTACT_TYPES.flatMap((type) => {
    const value = candidate.contacts[type];
    return value ? [{ type, value }] : [];
  });
  return (
    <section
      aria-labelledby="contacts-title"
      className="rounded-2xl border border-neutral-200 bg-white p-5"
      data-testid="candidate-contacts"
    >
      <h2 id="contacts-title" className="text-lg font-semibold">
        {t('contactsHeadingOpened')}
      </h2>
      {given.length === 0 ? <p className="mt-2 text-sm text-muted">{t('noContacts')}</p> : null}
      <dl className="mt-2 grid gap-2 text-sm">
        {given.map(({ type, value }) => (
          <div key={type}>
            <dt className="text-muted">{t(`contactLabel_${type}`)}</dt>
            <dd>
              <a
                href={contactHrefOf(type, value)}
                className="break-all font-medium underline"
                {...(type === 'email' || type === 'phone' ? {} : { rel: 'noopener noreferrer nofollow' })}
              >
                {value}
              </a>
            </dd>
          </div>
        ))}
      </dl>
      {candidate.cv ? (
        <p className="mt-4 flex items-center gap-2">
          <FileText aria-hidden="true" className="size-5" />
          <a href={`/api/files/${candidate.cv.id}`} className="font-medium underline" download>
            {t('downloadCv')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
