// The browser suite's helper servers. With E2E_PORT set they sit just above it, so two runs on one machine (two
// worktrees, say) do not fight over the mail catcher's or the OpenID provider's ports; unset, the usual ones.
const base = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;

export const MAIL_SMTP_PORT = base ? base + 1 : 2525;
export const MAIL_HTTP_PORT = base ? base + 2 : 2526;
export const OIDC_PORT = base ? base + 3 : 2527;
export const OIDC_ADMIN_PORT = base ? base + 4 : 2528;
export const SUITE_SMTP_URL = `smtp://127.0.0.1:${MAIL_SMTP_PORT}`;
