/** What other modules and the composition root may use of applications; its other files are its own. */
export { type ApplicationOptions, createApplication } from './application.factory.ts';
export { type ConversationOpening, type Conversations, registerConversations } from './conversations.ts';
export { applicationsModule } from './module.ts';
export { createJobOffer, type JobOfferOptions } from './offer.factory.ts';
