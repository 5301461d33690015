/** The hash of what the resume template thumbnails are drawn from (resume-thumbnails-state.mjs). */
export declare function thumbnailInputsHash(): string;
/** The hash the committed thumbnails were drawn from, or null without their manifest. */
export declare function drawnFromHash(): string | null;
export declare const THUMBNAILS_DIR: string;
export declare const THUMBNAILS_MANIFEST: string;
