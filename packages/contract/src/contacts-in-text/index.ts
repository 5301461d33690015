export { type ContactKind, type FoundContact, findContactInText, hasContactsInText } from './find-contact.ts';
