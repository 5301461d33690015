import type { Params } from '@hushwork/contract/i18n';
import { messageOfIssue } from '@hushwork/contract/issue-messages';
import type { z } from 'zod';

/** A catalog lookup in the reader's language: react-i18next's `t` in the browser, the server's instance in an action. */
export type Translate = (key: string, params?: Params) => string;

/**
 * Words a field's zod issues with the same catalog keys the API uses for its 422 (`messageOfIssue` in the contract),
 * so a mistake caught in the browser reads exactly as the server would have put it.
 */
export const wordIssues =
  (t: Translate) =>
  (issues: readonly z.core.$ZodIssue[]): string[] =>
    issues.map((issue) => {
      const { key, params } = messageOfIssue(issue);
      return t(key, params);
    });
