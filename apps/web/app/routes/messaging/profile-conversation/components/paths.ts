/** The two lists of conversations (spec routes): the reader's own, and the outstaff ones. */
export const CONVERSATION_PATH = '/profile/conversation';
export const OUTSTAFF_PATH = '/profile/conversation/outstaff';
