import type { TPage } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { pageRepo } from './page.repo.ts';

/** A static or legal page in the reader's language. */
export async function getPage({ actor, input, db }: UseCaseArgs<{ name: TPage['name'] }>): Promise<TPage> {
  requirePermission(actor, 'read:post:any');
  const page = await pageRepo.find(db, input.name, actor.locale);
  if (!page) throw new AppError('PAGE_NOT_FOUND');
  return {
    name: input.name,
    title: page.title,
    description: page.description,
    version: page.version,
    body_html: page.body_html,
    toc: page.toc,
  };
}
