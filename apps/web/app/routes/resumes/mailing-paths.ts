/** The addresses of resume mailing's pages, in one place so the pages and the payment agree on them. */
export const mailingPayPathOf = (mailingId: number) => `/resume-builder/pay/${mailingId}`;
/** Where the payment comes back to: a one-time mailing is sent, a monthly one starts its autosender. */
export const mailingSentPathOf = (mailingId: number, mode: 'one_time' | 'auto') =>
  `/resume-builder/payment/${mode === 'auto' ? 'send-success-month' : 'send-success'}?mailing=${mailingId}`;
export const AUTOSENDER_PATH = '/profile/user/autosender';
