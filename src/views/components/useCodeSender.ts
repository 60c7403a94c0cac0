import type { TFunction } from 'i18next';
import type { Observable } from 'rxjs';
import type { CodeSent } from '@contract/account';
import { showToast } from '../../api/notify';
import { useSubmit } from '../../state/submit';
import { resendWaitSeconds } from './codeCountdown';
import { useCountdown } from './useCountdown';

/**
 * A "send code" button's behaviour (sign-in forms, fund password, security screens): send, say `sentText`, then count
 * down until the server allows a resend.
 */
export function useCodeSender(sentText: () => string) {
  const [secondsLeft, startCountdown] = useCountdown();
  const { run, busy } = useSubmit<CodeSent>((sent) => {
    startCountdown(resendWaitSeconds(sent.resendAfter, Date.now()));
    showToast(sentText(), 'success');
  });
  return { send: (request$: Observable<CodeSent>) => run(request$), sending: busy, secondsLeft };
}

/** The button's label: the countdown, "sending…", or "send code". */
export function sendCodeLabel(t: TFunction, sending: boolean, secondsLeft: number): string {
  if (secondsLeft > 0) return t('auth.code.resendIn', { seconds: secondsLeft });
  return sending ? t('auth.code.sending') : t('auth.code.send');
}
