export { countPendingComments, listAdminComments } from './comments/list-admin-comments.ts';
export { moderateComments } from './comments/moderate-comments.ts';
export { contentModule } from './module.ts';
