import { type Endpoint, RESUME_TOKEN_HEADER, resumes } from '@hushwork/contract';
import { pathOf } from '@hushwork/contract/endpoint-path';
import type { ApiTransport } from '../../lib/api.ts';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * The browser's transport for the builder's calls: `browserApi`'s JSON over fetch, plus a guest's `resume-token`
 * header (spec section 8) when the resume is theirs through a token rather than an account.
 */
export const resumeApi =
  (token: string | null): ApiTransport =>
  async (path, { method, body, locale, signal }) => {
    const response = await apiFetch(path, {
      method,
      ...(locale ? { locale } : {}),
      ...(signal ? { signal } : {}),
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { [RESUME_TOKEN_HEADER]: token } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  };

export type ResumeFileKind = 'pdf' | 'docx' | 'txt';
const FILE_CALLS: Record<ResumeFileKind, Endpoint> = {
  pdf: resumes.downloadResumePdf,
  docx: resumes.downloadResumeDocx,
  txt: resumes.downloadResumeTxt,
};

/** The name the server gave in `content-disposition`, or one of ours. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Hands a file to the browser's downloads under its name. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its bytes once the click's task ran; the URL is freed after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the saved resume as a file (the calls are POSTs carrying the token, so no plain link serves a guest). */
export async function downloadResume(id: string, kind: ResumeFileKind, token: string | null): Promise<boolean> {
  const endpoint = FILE_CALLS[kind];
  const response = await apiFetch(pathOf(endpoint.path, { id }), {
    method: endpoint.method,
    headers: token ? { [RESUME_TOKEN_HEADER]: token } : {},
  });
  if (!response.ok) return false;
  saveFile(await response.blob(), fileNameOf(response, `resume.${kind}`));
  return true;
}
