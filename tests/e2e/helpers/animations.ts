import type { Page } from 'playwright-core';

/**
 * Waits until the page transition and any toast's entrance or exit are done (endless animations such as spinners aside):
 * axe measures colours as painted, so a half-faded text fails its contrast check.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .every((a) => a.playState !== 'running'),
  );
}
