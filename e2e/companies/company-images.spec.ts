import sharp from 'sharp';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const png = (background: string) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
const COMPANY = 'Hushwork Demo Labs';

test('the demo employer uploads a logo and a photo; the company page and its photos tab show them', async ({
  consentGiven: page,
  login,
}) => {
  await login('company');
  await page.goto('/profile/employer');
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/employer\/company$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company profile');
  await expectAccessible(page);

  const logo = page.getByRole('img', { name: `${COMPANY} logo` });
  const before = (await logo.count()) > 0 ? await logo.getAttribute('src') : null;
  // A file chosen before the page hydrated would never be sent: the upload starts from its script.
  await hydrated(page, 'input[type="file"]');
  await page
    .getByLabel('Upload: Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
  await expect(logo).toHaveAttribute('src', /^\/api\/images\/[\w-]{22}\?variant=thumb$/);
  await expect(logo).not.toHaveAttribute('src', before ?? '');
  const logoSrc = await logo.getAttribute('src');

  const removeButtons = page.getByRole('button', { name: /^Remove photo \d+$/ });
  const photos = await removeButtons.count();
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: await png('#f28f3e') });
  await expect(removeButtons).toHaveCount(photos + 1);
  const photoAlt = `${COMPANY}, photo ${photos + 1}`;
  const photoSrc = await page.getByRole('img', { name: photoAlt }).getAttribute('src');

  // A text file named .png is refused by what its bytes are, with the API's own words.
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('only words') });
  await expect(page.getByRole('alert')).toContainText('This file is not an image we accept');
  await expect(removeButtons).toHaveCount(photos + 1);

  await page.goto('/company/hushwork-demo-labs');
  await expect(page.getByRole('img', { name: `${COMPANY} logo` })).toHaveAttribute('src', logoSrc ?? '');
  await page.getByRole('link', { name: 'Photos', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/hushwork-demo-labs\/photos$/);
  const photo = page.getByRole('img', { name: photoAlt });
  await expect(photo).toHaveAttribute('src', photoSrc ?? '');
  await expect(page.getByRole('link', { name: photoAlt })).toHaveAttribute(
    'href',
    (photoSrc ?? '').replace('?variant=thumb', ''),
  );
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // Leave the gallery as it was, so runs on one data directory never reach its limit.
  await page.goto('/profile/employer/company');
  await hydrated(page, `button[aria-label="Remove photo ${photos + 1}"]`);
  await page.getByRole('button', { name: `Remove photo ${photos + 1}` }).click();
  await expect(removeButtons).toHaveCount(photos);
});
