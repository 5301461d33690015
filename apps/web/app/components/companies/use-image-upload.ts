import { files } from '@hushwork/contract';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { fileBody, useBrowserCall } from '../../lib/use-browser-call.ts';
import { useLocale } from '../../lib/use-locale.ts';

export type UploadedImage = { id: string; thumb_url: string };

/**
 * The wizard's pictures: each goes from the browser to the files platform at once (re-encoded there) and comes back
 * as an id the form posts; a refusal shows in the API's words, already in the page's language.
 */
export function useImageUpload(onUploaded: (image: UploadedImage) => void) {
  const locale = useLocale();
  const { busy, error, run } = useBrowserCall();
  const upload = (file: File) =>
    void run(
      () => callApi(browserApi, files.uploadImage, { body: fileBody(file), locale }),
      (image) => onUploaded({ id: image.id, thumb_url: image.thumb_url }),
    );
  return { busy, error, upload };
}
