import { CANDIDATE_CONTACT_TYPES, type TCandidateContacts } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { contactHrefOf } from '../candidates/CandidateIdentity.tsx';

/** An opened member's contacts, each a link (mail, a call, a Telegram chat, the profile's address). */
export function MemberContacts({ contacts }: { contacts: TCandidateContacts }) {
  const { t } = useTranslation('Community');
  const given = CANDIDATE_CONTACT_TYPES.flatMap((type) => {
    const value = contacts[type];
    return value ? [{ type, value }] : [];
  });
  if (given.length === 0) return <p className="mt-2 text-sm text-muted">{t('card.noContacts')}</p>;
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="member-contacts">
      {given.map(({ type, value }) => (
        <div key={type} className="min-w-0">
          <dt className="text-muted">{t(`card.contact.${type}`)}</dt>
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
  );
}
