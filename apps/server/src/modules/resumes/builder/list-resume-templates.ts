import { RESUME_TEMPLATES, resumeTemplateThumbnail, type TResumeTemplateInfo } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';

export type ListResumeTemplatesOptions = Omit<UseCaseArgs<Record<string, never>>, 'db'>;

/** The eleven templates, as the contract defines them, with the address of each one's thumbnail. */
export function listResumeTemplates({ actor }: ListResumeTemplatesOptions): { list: TResumeTemplateInfo[] } {
  requirePermission(actor, 'read:resume:own');
  return {
    list: RESUME_TEMPLATES.map((template) => ({
      name: template.name,
      layout: template.layout,
      color: template.color,
      matching_colors: [...template.matching_colors],
      thumbnail: resumeTemplateThumbnail(template.name),
    })),
  };
}
