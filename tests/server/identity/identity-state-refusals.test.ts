/**
 * A submission the state does not allow is refused with a translated 409 and changes nothing (docs/identity.md "Levels
 * and states"): e-mail and phone not both bound, one already pending, Advanced before Basic, a level already approved.
 */
import { describe, expect, it } from 'vitest';
import { expectRefusals } from '../helpers/refusals';
import { identitySnapshot, useIdentity, VALID_BASIC as B } from './identity-fixture';

describe('identity state refusals', () => {
  const f = useIdentity();
  const snapshot = () => identitySnapshot(f().ctx);

  it('refuses a submission the state does not allow: unbound phone, one already pending, Basic first, a level done', async () => {
    const { ctx, alice, bob } = f();
    const images = async () => ({ frontUrl: await f().upload(bob), backUrl: await f().upload(bob), holdingUrl: await f().upload(bob) });
    const BIND = [
      'Bind your e-mail and your phone number before identity verification',
      'Binden Sie vor der Identitätsprüfung Ihre E-Mail und Ihre Telefonnummer',
    ] as const;
    await expectRefusals(f().api, 'user/identity/basic', [['bob has no phone', B, 409, ...BIND]], bob.token, snapshot);
    await f().bindPhone(bob);
    const BASIC_FIRST = [
      'Complete Basic verification before Advanced verification',
      'Schließen Sie die Basis-Prüfung vor der erweiterten Prüfung ab',
    ] as const;
    await expectRefusals(
      f().api,
      'user/identity/advanced',
      [['advanced before basic', await images(), 409, ...BASIC_FIRST]],
      bob.token,
      snapshot,
    );

    await f().bindPhone(alice);
    expect((await f().call('user/identity/basic', B, alice)).status).toBe(200);
    const PENDING = [
      'Your identity verification is under review; please wait for the result',
      'Ihre Identitätsprüfung wird geprüft; bitte warten Sie auf das Ergebnis',
    ] as const;
    await expectRefusals(f().api, 'user/identity/basic', [['basic again while pending', B, 409, ...PENDING]], alice.token, snapshot);

    await ctx.db.updateTable('users').set({ kyc_status: 'advanced' }).where('id', '=', bob.userId).execute();
    const DONE = ['This verification level is already approved', 'Diese Prüfstufe ist bereits bestätigt'] as const;
    await expectRefusals(f().api, 'user/identity/basic', [['basic once advanced', B, 409, ...DONE]], bob.token, snapshot);
    await expectRefusals(
      f().api,
      'user/identity/advanced',
      [['advanced once advanced', await images(), 409, ...DONE]],
      bob.token,
      snapshot,
    );
  });
});
