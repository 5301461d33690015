import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { BotKinds } from './components/BotKinds.tsx';
import { ConnectPanel } from './components/ConnectPanel.tsx';
import { loadTelegram, submitTelegram } from './telegram.server.ts';

export const handle = { i18n: ['Telegram'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadTelegram(args);
export const action = (args: Route.ActionArgs) => submitTelegram(args);

/** `/telegram` (spec section 2): the bot, what it sends, and linking the reader's account to it. */
export default function TelegramPage() {
  const { bot } = useLoaderData<typeof loader>();
  const isSignedIn = Boolean(useRouteLoaderData<RootData>('root')?.user);
  const { t } = useTranslation('Telegram');
  const to = useLocalePath();
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('metaDescription')} />
      <div className="page-container max-w-4xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/telegram') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-muted">{t('lead')}</p>
        {/* Small screens read it in order (connect, what it sends, commands); wide ones put what it sends beside. */}
        <div className="mt-8 grid items-start gap-6 md:grid-cols-5 md:grid-rows-[auto_1fr]">
          <div className="md:col-span-3">
            <ConnectPanel bot={bot} isSignedIn={isSignedIn} />
          </div>
          <div className="md:col-span-2 md:col-start-4 md:row-span-2 md:row-start-1">
            <BotKinds />
          </div>
          {bot ? (
            <section aria-labelledby="telegram-commands" className="px-1 md:col-span-3">
              <h2 id="telegram-commands" className="font-semibold">
                {t('commandsTitle')}
              </h2>
              <dl className="mt-2 space-y-1 text-sm">
                {(['start', 'stop'] as const).map((command) => (
                  <div key={command} className="flex gap-2">
                    <dt>
                      <code className="rounded bg-neutral-100 px-1.5 py-0.5">/{command}</code>
                    </dt>
                    <dd className="text-muted">{t(`commands.${command}`)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>
    </DefaultLayout>
  );
}
