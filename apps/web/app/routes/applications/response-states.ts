/** The read states a company filters its responses by; the page's filter and its loader read the same list. */
export const RESPONSE_STATES = ['unread', 'read'] as const;
