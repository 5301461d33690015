import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_TEMPLATE_NAMES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import {
  drawnFromHash,
  THUMBNAILS_DIR,
  thumbnailInputsHash,
} from '../../../../../../scripts/resume-thumbnails-state.mjs';

describe('the resume template thumbnails', () => {
  it('are drawn from the templates as they are now (the web build redraws them; commit what it drew)', () => {
    expect(drawnFromHash(), 'run: node scripts/render-resume-thumbnails.mjs').toBe(thumbnailInputsHash());
    for (const name of RESUME_TEMPLATE_NAMES) expect(existsSync(join(THUMBNAILS_DIR, `${name}.png`)), name).toBe(true);
  });
});
