/** What other modules and the composition root may use of candidates; its other files are its own. */
export { type CandidateOptions, createCandidate, setCandidateModeration } from './candidate.factory.ts';
export { candidateDirectory } from './candidate-directory.ts';
export {
  type ConversationCandidate,
  candidateOfUser,
  candidatesHiddenFrom,
  conversationCandidates,
} from './conversation-candidates.ts';
export { matchCandidates } from './match-candidates.ts';
export { candidatesModule } from './module.ts';
export { openCandidateToCompany } from './open-profile.ts';
