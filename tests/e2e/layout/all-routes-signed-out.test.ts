/** Issue 18's walk of every spec route in 8 languages, signed out (all-routes-walk.ts), and the agreement sheet of /register. */
import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { describeWalk } from './all-routes-walk';
import { smallTouchTargets } from './phone-checks';
import { openRoute, setLanguage } from './phone-routes';

describeWalk('signed out', (session) => {
  it('opens the User Agreement from /register in a sheet that is accessible and gives the focus back', { timeout: 60_000 }, async () => {
    const { phone, server } = session();
    // the walk ended in its last language
    await setLanguage(phone.page, server.url, 'en_us');
    await openRoute(phone.page, server.url, '/register');
    const link = phone.page.getByRole('button', { name: 'User Agreement' });
    await link.click();
    const sheet = phone.page.getByRole('dialog', { name: 'User Agreement' });
    await sheet.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await smallTouchTargets(phone.page, '[role="dialog"]')).toEqual([]);
    const axe = await new AxeBuilder({ page: phone.page }).include('[role="dialog"]').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await phone.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await phone.page.locator('input[name="agreement"]').isChecked()).toBe(false);
  });
});
