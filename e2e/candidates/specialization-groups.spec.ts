import { expect, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';

/** ADR 0006: type 2 are roles, type 3 languages and platforms, type 4 industries. */
const GROUPS = [
  { type: 2, known: 'Backend Developer' },
  { type: 3, known: 'Node.js' },
  { type: 4, known: 'FinTech / Banking' },
] as const;

test('the profile form lists roles, languages and industries each under its own heading', async ({
  consentGiven: page,
  login,
}) => {
  const words = catalog('en', 'Candidates');
  await login('worker');
  await page.goto('/profile/resume');
  const namesOfType = async (type: number) => {
    const answer = await page.request.get(`/api/specializations?type_id=${type}&limit=100`);
    return ((await answer.json()) as { data: { list: { name: string }[] } }).data.list.map((item) => item.name);
  };
  for (const group of GROUPS) {
    const fieldset = page.getByRole('group', { name: words[`specializationType${group.type}`]!, exact: true });
    await expect(fieldset.getByRole('checkbox', { name: group.known, exact: true })).toBeVisible();
    // Every item of the group is of the group's type, and none of another.
    const ofType = await namesOfType(group.type);
    const shown = (await fieldset.locator('label').allTextContents()).map((name) => name.trim());
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => !ofType.includes(name))).toEqual([]);
  }
  // The headings say what they hold (languages were once under "Design, testing and management").
  await expect(page.getByRole('group', { name: words.specializationType3!, exact: true })).toHaveAccessibleName(
    'Languages and platforms',
  );
});
