import type { TTokens, TUser } from '@hushwork/contract';

export type TCompleteSocial = TTokens & { user: TUser; redirect: string | null; locale: string; is_new: boolean };
