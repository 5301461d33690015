/** Fields each of the sign-in page's forms posts besides its call's body: which form, where to go on, what to show again. */
export const PASSWORD_CONTROLS = ['intent', 'redirect'];
export const CODE_CONTROLS = ['intent', 'redirect'];
export const ENROL_CONTROLS = ['intent', 'redirect', 'secret', 'otpauth_uri'];
