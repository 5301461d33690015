import { type Submission, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FormReply } from '../../lib/form-reply.ts';
import { parseForm } from '../../lib/parse-form.ts';

type Options = {
  /** The action's last answer, so the server's messages (and a post without JavaScript) show at their fields. */
  lastResult: FormReply | null | undefined;
  /** Fields the form posts besides the body (see `parseForm`). */
  controls?: readonly string[];
  /** Two forms on one page need their own ids. */
  id?: string;
  /** What an edit form starts from (the record being edited). */
  defaultValue?: Record<string, unknown>;
  /** Runs once the browser's check passed; a form sent from the browser (with a file, say) sends it here. */
  onSubmit?: (
    event: FormEvent<HTMLFormElement>,
    context: { formData: FormData; submission?: Submission<unknown, string[], unknown> },
  ) => void;
};

/**
 * A form checked in the browser with the endpoint's body schema and worded from the `validation` catalog, exactly
 * as the action and the API word the same mistakes. A failed submit focuses the first invalid field.
 */
export function useContractForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  { lastResult, controls, id, defaultValue, onSubmit }: Options,
) {
  const { t } = useTranslation('validation');
  return useForm<z.input<S>, z.output<S>, string[]>({
    ...(id ? { id } : {}),
    ...(defaultValue ? { defaultValue: defaultValue as never } : {}),
    lastResult,
    ...(onSubmit ? { onSubmit: onSubmit as never } : {}),
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseForm(formData, schema, (key, params) => t(key, params), controls),
  });
}
