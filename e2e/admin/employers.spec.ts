import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { registerThroughApi } from '../support/session.ts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an admin lists employers, edits one, and opens a conversation, which the audit log records', async ({
  consentGiven: page,
  login,
  request,
}) => {
  // Several pages and an axe pass on each: longer than the default budget on a busy machine.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const employer = await registerThroughApi(
    request,
    BASE_URL,
    { role: 'company', name: 'Emil Employer' },
    randomClientIp(),
  );

  await login('admin');
  await page.goto('/admin/employers');
  await expect(page.getByRole('heading', { level: 1, name: 'Employers' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(employer.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/search=/);
  // The list leaves as a CSV file with the search of its address.
  const csv = await (
    await page.request.get(`/admin/employers/export?search=${encodeURIComponent(employer.email)}`)
  ).text();
  expect(csv.trim().split('\n')).toHaveLength(2);
  expect(csv).toContain(`,${employer.email},Emil Employer,`);
  await page.getByRole('link', { name: 'Emil Employer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emil Employer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Facts' })).toContainText(employer.email);
  // The statistics of the vacancies they posted: none yet, all four counted.
  await expect(page.getByTestId('item-statistics')).toBeVisible();
  await expect(page.getByTestId('metric-views')).toContainText('0');
  await expectAccessible(page);

  const edit = page.getByRole('region', { name: 'Edit the employer' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Emilia Employer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The changes are saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Emilia Employer' })).toBeVisible();

  // A refusal comes back to its field, in words.
  await edit.getByRole('textbox', { name: 'E-mail' }).fill('worker@demo.hushwork.local');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('An account with this e-mail already exists')).toBeVisible();
  await expectAccessible(page);

  // The demo's conversations: both sides named, opened with a warning that the read is recorded.
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  // The list of conversations leaves as a CSV file of who talks and how much, without the messages.
  const rooms = (await (await page.request.get('/admin/messages/export')).text()).trim().split('\n');
  expect(rooms.length).toBeGreaterThan(1);
  expect(rooms[0]).toContain('Company');
  await expectAccessible(page);
  await page
    .getByRole('link', { name: /^Open the conversation between / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Conversation #\d+$/ })).toBeVisible();
  await expect(page.getByText('Your reading of this conversation is recorded in the audit log.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  const roomId = page.url().match(/\/admin\/messages\/(\d+)/)?.[1];

  await page.goto(`/admin/audit-log?action=room.read&target_type=room&target_id=${roomId}`);
  await expect(page.getByRole('cell', { name: 'room.read' }).first()).toBeVisible();
});

test('an admin edits a company and removes it; the new-company form refuses an empty name', async ({
  consentGiven: page,
  login,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  // A pending company of a throwaway employer: nobody else sees it, so its removal changes no other test's pages.
  const ip = randomClientIp();
  const owner = await registerThroughApi(request, BASE_URL, { role: 'company', name: 'Rhea Rook' }, ip);
  const name = `Removable Rooks ${Date.now()}`;
  const created = await request.post(`${BASE_URL}/api/companies`, {
    headers: { authorization: `Bearer ${owner.session.token}`, 'x-forwarded-for': ip },
    data: { name },
  });
  expect(created.status()).toBe(201);
  const company = ((await created.json()) as { data: { id: number } }).data;

  await login('admin');
  await page.goto('/admin/companies/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New company' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create the company' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.goto(`/admin/companies/${company.id}`);
  const edit = page.getByRole('region', { name: 'Edit the company' });
  await edit.getByRole('textbox', { name: 'Description' }).fill('Rooks, edited by an admin.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The company is saved')).toBeVisible();
  await expect(page.getByText('Rooks, edited by an admin.').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Remove the company' }).click();
  const confirm = page.getByRole('region', { name: `Remove ${name}?` });
  await expect(confirm).toContainText('Its vacancies close and leave search');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove the company' }).click();
  await expect(toast(page, 'The company is removed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies$/);
});
