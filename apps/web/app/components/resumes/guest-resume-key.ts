/**
 * Where a guest's `resumeId` + `resumeToken` are kept (spec section 3's client state). Its own module so the root,
 * which only asks whether anything is there, loads no schema on every page.
 */
export const GUEST_RESUME_KEY = 'hushwork:resume-guest';
