import { expect, expectAccessible, test } from '../fixtures.ts';
import { linkIn, mailsTo, registerViaForm, uniqueEmail } from '../support/accounts.ts';
import { completeCompanyWizard } from '../support/companies.ts';

test('the owner adds a colleague, blocks them (their next page asks them to sign in) and unblocks them', async ({
  consentGiven: page,
  browser,
  signUp,
  login,
}) => {
  // Two sign-ups, a confirmation, an invitation by mail and its acceptance come before the blocking: a long walk.
  await registerViaForm(page, { locale: 'en', role: 'company', email: uniqueEmail('owner') });
  await completeCompanyWizard(page, { name: `Team Owners ${Date.now()}`, city: 'Kyiv' });
  const colleague = await signUp({ role: 'company', name: 'Colleague Test' });
  const colleagueContext = await browser.newContext();
  await login(colleague, colleagueContext);
  const colleaguePage = await colleagueContext.newPage();

  await page.goto('/profile/employer/team');
  await expectAccessible(page);
  // The owner's own card: the position shows in the team at once.
  await page.locator('#my-card input[name="position"]').fill('Head of Talent');
  await page.locator('#my-card button[type="submit"]').click();
  await expect(page.locator('#my-card').getByRole('status')).toHaveText('Changes saved.');
  await expect(page.locator('main li').filter({ hasText: 'Head of Talent' })).toHaveCount(1);
  // The colleague's address is confirmed before the invitation, so it is theirs to accept or decline.
  const verify = linkIn((await mailsTo(colleague.email))[0]!);
  await colleaguePage.goto(verify.pathname + verify.search);
  await expect(colleaguePage.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmed');
  await page.locator('#add-employer input[name="email"]').fill(colleague.email);
  await page.locator('#add-employer input[name="position"]').fill('Recruiter');
  await page.locator('#add-employer button[type="submit"]').click();
  await expect(
    page.getByRole('status').filter({ hasText: `We sent an invitation to ${colleague.email}.` }),
  ).toBeVisible();
  const row = page.locator('li').filter({ hasText: colleague.email });
  // Nobody joins without saying yes: the colleague follows the invitation mail and accepts.
  await expect(row).toHaveCount(0);
  const invitation = (await mailsTo(colleague.email, 2))[1];
  expect(invitation!.subject).toMatch(/invites you to its team on Hushwork$/);
  await colleaguePage.goto(linkIn(invitation!).pathname);
  const invited = colleaguePage.locator('section[aria-labelledby="team-invitations"]');
  await expect(invited).toContainText('invites you to join the team of Team Owners');
  await expect(invited).toContainText('Position: Recruiter');
  await expectAccessible(colleaguePage);
  await invited.getByRole('button', { name: /^Accept the invitation of Team Owners/ }).click();
  await expect(colleaguePage).toHaveURL(/\/profile\/employer$/);
  await expect(colleaguePage.locator('section[aria-labelledby="my-company"]')).toContainText('Team Owners');
  await page.reload();
  await expect(row).toContainText('Recruiter');
  // The owner edits the colleague's card; the colleague's own team page shows it.
  await row.getByText('Edit the card of Colleague Test').click();
  const card = page.locator(`form[id^="member-card-"]`);
  await expect(card.locator('input[name="name"]')).toHaveValue('Colleague Test');
  await card.locator('input[name="name"]').fill('');
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(card.locator('input[name="name"]')).toHaveAttribute('aria-invalid', 'true');
  await card.locator('input[name="name"]').fill('Colleague Renamed');
  await card.locator('input[name="position"]').fill('Sourcer');
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' }).first()).toBeVisible();
  await expect(row).toContainText('Colleague Renamed · Sourcer');

  await colleaguePage.goto('/profile/employer/team');
  await expect(colleaguePage.locator('#my-card input[name="name"]')).toHaveValue('Colleague Renamed');
  await expect(colleaguePage.getByText(/Edit the card of/)).toHaveCount(0);
  await colleaguePage.goto('/profile/employer');
  await expect(colleaguePage.locator('section[aria-labelledby="my-company"]')).toContainText('Team Owners');

  await row.getByRole('button', { name: 'Block' }).click();
  await expect(row).toContainText('Blocked');
  // The colleague's open page may already be on its way to the sign-in page (it revalidates when its socket closes
  // with the session); a page they open goes there too.
  await colleaguePage.goto('/profile/employer').catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
  await expect(colleaguePage).toHaveURL(/\/login\?redirect=/);

  await row.getByRole('button', { name: 'Unblock' }).click();
  await expect(row).not.toContainText('Blocked');
  await login(colleague, colleagueContext);
  await colleaguePage.goto('/profile/employer');
  await expect(colleaguePage).toHaveURL(/\/profile\/employer$/);
  await colleagueContext.close();
});

test('an employer asks to join the demo company; its owner accepts on the team page', async ({
  consentGiven: page,
  browser,
  login,
}) => {
  const email = uniqueEmail('asks');
  await registerViaForm(page, { locale: 'en', role: 'company', email, name: 'Asking Person' });
  await page.locator('input[name="join"]').fill('Demo Labs');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Ask to join Hushwork Demo Labs' }).click();
  await expect(page).toHaveURL(/\/profile\/employer$/);

  const ownerContext = await browser.newContext();
  await login('company', ownerContext);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/profile/employer/team');
  const request = ownerPage.locator('section[aria-labelledby="team-requests"] li').filter({ hasText: email });
  await request.getByRole('button', { name: 'Accept' }).click();
  // The request leaves the requests list once accepted, and its author is in the team.
  await expect(request).toHaveCount(0);
  await expect(ownerPage.locator('ul li').filter({ hasText: email }).first()).toContainText('Asking Person');

  await page.goto('/profile/employer');
  await expect(page.locator('section[aria-labelledby="my-company"]')).toContainText('Hushwork Demo Labs');
  // A member sees the team but is told to ask the owner about changes.
  await page.goto('/profile/employer/team');
  await expect(page.getByRole('note')).toContainText('ask the owner');
  await expect(page.locator('#add-employer')).toHaveCount(0);
  await ownerContext.close();
});

test('an employer waiting to join one company declines another team’s invitation; the request stays', async ({
  consentGiven: page,
  browser,
}) => {
  const email = uniqueEmail('declines');
  await registerViaForm(page, { locale: 'en', role: 'company', email, name: 'Dana Decliner' });
  await page.locator('input[name="join"]').fill('Demo Labs');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Ask to join Hushwork Demo Labs' }).click();
  await expect(page).toHaveURL(/\/profile\/employer$/);
  const verify = linkIn((await mailsTo(email))[0]!);
  await page.goto(verify.pathname + verify.search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmed');

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await registerViaForm(ownerPage, { locale: 'en', role: 'company', email: uniqueEmail('inviter') });
  const company = `Inviting Co ${Date.now()}`;
  await completeCompanyWizard(ownerPage, { name: company, city: 'Kyiv' });
  await ownerPage.goto('/profile/employer/team');
  await ownerPage.locator('#add-employer input[name="email"]').fill(email);
  await ownerPage.locator('#add-employer button[type="submit"]').click();
  await expect(ownerPage.getByRole('status').filter({ hasText: `We sent an invitation to ${email}.` })).toBeVisible();

  const invitation = (await mailsTo(email, 2))[1]!;
  await page.goto(linkIn(invitation).pathname);
  await expect(page).toHaveURL(/\/profile\/employer$/);
  const invited = page.locator('section[aria-labelledby="team-invitations"]');
  await expect(invited).toContainText(`invites you to join the team of ${company}`);
  await expect(invited).toContainText('Your own request to join a company stays as it is unless you accept.');
  await invited.getByRole('button', { name: `Decline the invitation of ${company}` }).click();
  await expect(invited.getByRole('status')).toHaveText('You declined the invitation.');
  await expect(invited.locator('li')).toHaveCount(0);
  await expect(page.getByText('Your request to join a company team is waiting for its owner’s answer.')).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.locator('li').filter({ hasText: email })).toHaveCount(0);
  await ownerContext.close();
});
