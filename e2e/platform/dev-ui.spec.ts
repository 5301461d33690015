import { expect, expectAccessible, test } from '../fixtures.ts';
import { catalog } from '../support/catalog.ts';
import { type OwnServer, startOwnServer } from '../support/own-server.ts';

type Words = {
  title: string;
  stepperFirst: string;
  sample: {
    toast: { success: string; show: { success: string } };
    step: { about: string; requirements: string };
    rowDesigner: string;
  };
};
const words = catalog<Words>('en', 'DevUi');
const ui = catalog<{ next: string; back: string; selectAll: string; stepOf: string }>('en', 'Ui');

// The gallery answers only where /dev/mail does: a server without SMTP, asked from its own machine. The suite's
// server sends mail through SMTP, so this spec starts one of its own (from the run's seeded copy, in seconds).
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
});
test.afterAll(async () => {
  await server?.stop();
});

for (const width of [1280, 390]) {
  test(`the kit gallery shows every control, works, and passes axe (${width} px)`, async ({ browser }) => {
    // No forwarded address: the page is served to the machine itself only.
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: server.origin }]);
    const page = await context.newPage();
    await page.goto('/dev/ui');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expectAccessible(page);
    // Nothing is wider than the screen, on a phone too.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A toast shown from the page is read out, then closes on its button.
    await page.getByRole('button', { name: words.sample.toast.show.success }).click();
    const live = page.getByRole('status').filter({ hasText: words.sample.toast.success }).last();
    await expect(live).toBeVisible();

    // The first sample wizard moves forward and back.
    const stepOne = ui.stepOf.replace('{{step}}', '1').replace('{{steps}}', '4');
    const wizard = page
      .locator('div', { has: page.getByRole('heading', { level: 3, name: words.stepperFirst }) })
      .last();
    await expect(wizard.getByText(stepOne)).toBeVisible();
    await wizard.getByRole('button', { name: ui.next }).click();
    await expect(wizard.getByText(ui.stepOf.replace('{{step}}', '2').replace('{{steps}}', '4'))).toBeVisible();
    await wizard.getByRole('button', { name: ui.back }).click();
    await expect(wizard.getByText(stepOne)).toBeVisible();

    // The table's "select all" ticks every row of the page.
    const selectAll = page.getByRole('checkbox', { name: ui.selectAll }).first();
    await selectAll.check();
    await expect(page.getByRole('checkbox', { name: new RegExp(words.sample.rowDesigner) }).first()).toBeChecked();
    await page.screenshot({ path: test.info().outputPath(`dev-ui-${width}.png`), fullPage: true });
    await context.close();
  });
}
