/** Which of the page's two forms was sent: posted with each, not part of either call. */
export const PROFILE_CONTROLS = ['intent'];
