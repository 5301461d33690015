/** What other modules and the composition root may use of candidates; its other files are its own. */
export { closeCandidateForConversion } from './admin/close-candidate-for-conversion.ts';
export { createAdminCandidate } from './admin/create-admin-candidate.ts';
export { getAdminCandidate } from './admin/get-admin-candidate.ts';
export { updateAdminCandidate } from './admin/update-admin-candidate.ts';
export { type CandidateOptions, createCandidate, setCandidateModeration } from './candidate.factory.ts';
export { communityDirectory } from './community/lib/community-directory.ts';
export { listCommunitySkills } from './community-skills/list-community-skills.ts';
export { renameCommunitySkill } from './community-skills/rename-community-skill.ts';
export { candidateDirectory } from './consent/lib/candidate-directory.ts';
export {
  type ConversationCandidate,
  candidateOfUser,
  candidatesHiddenFrom,
  conversationCandidates,
} from './consent/lib/conversation-candidates.ts';
export { openCandidateToCompany } from './consent/open-profile.ts';
export { countCandidatesBySpecialization } from './moderation/count-candidates-by-specialization.ts';
export { countPendingCandidates, listAdminCandidates } from './moderation/list-admin-candidates.ts';
export { moderateCandidates } from './moderation/moderate-candidates.ts';
export { candidatesModule } from './module.ts';
export { matchCandidates } from './search/match-candidates.ts';
export { demoCandidateEmailOf } from './seeds/demo-candidates.ts';
export { candidateStatistics } from './statistics/candidate-statistics.ts';
