import { useTranslation } from 'react-i18next';
import type { CodeSent } from '@contract/account';
import { showToast } from '../../../api/notify';
import { sendFundPasswordCode$ } from '../../../api/wallet';
import { useSubmit } from '../../../state/submit';
import { resendWaitSeconds } from '../../components/codeCountdown';
import { useCountdown } from '../../components/useCountdown';

/** The "send code" button: the code goes to the bound e-mail or phone; then it counts down until a resend is allowed. */
export function useFundPasswordCode() {
  const { t } = useTranslation();
  const [secondsLeft, startCountdown] = useCountdown();
  const { run, busy } = useSubmit<CodeSent>((sent) => {
    startCountdown(resendWaitSeconds(sent.resendAfter, Date.now()));
    showToast(t('assets.fundPassword.codeSent'), 'success');
  });
  return { send: () => run(sendFundPasswordCode$()), sending: busy, secondsLeft };
}
