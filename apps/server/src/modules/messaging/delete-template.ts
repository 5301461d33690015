import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { templateRepo } from './template.repo.ts';

export type DeleteTemplateOptions = UseCaseArgs<{ id: number }>;

/** `DELETE templates/{id}`: one of the member's own templates; anyone else's id is "not found". */
export async function deleteTemplate({ actor, input, db }: DeleteTemplateOptions): Promise<{ id: number }> {
  requirePermission(actor, 'delete:message-template:own');
  if (!(await templateRepo.remove(db, requireUser(actor).user_id, input.id))) throw new AppError('TEMPLATE_NOT_FOUND');
  return { id: input.id };
}
