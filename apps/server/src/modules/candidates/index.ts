/** What other modules and the composition root may use of candidates; its other files are its own. */
export { type CandidateOptions, createCandidate, setCandidateModeration } from './candidate.factory.ts';
export { candidateDirectory } from './consent/lib/candidate-directory.ts';
export {
  type ConversationCandidate,
  candidateOfUser,
  candidatesHiddenFrom,
  conversationCandidates,
} from './consent/lib/conversation-candidates.ts';
export { openCandidateToCompany } from './consent/open-profile.ts';
export { candidatesModule } from './module.ts';
export { matchCandidates } from './search/match-candidates.ts';
