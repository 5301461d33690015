/** Posted beside the new name: which skill it renames. */
export const RENAME_CONTROLS = ['id'];
