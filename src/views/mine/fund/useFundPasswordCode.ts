import { useTranslation } from 'react-i18next';
import { sendFundPasswordCode$ } from '../../../api/wallet';
import { useCodeSender } from '../../components/useCodeSender';

/** The "send code" button: the code goes to the bound e-mail or phone; then it counts down until a resend is allowed. */
export function useFundPasswordCode() {
  const { t } = useTranslation();
  const { send, sending, secondsLeft } = useCodeSender(() => t('assets.fundPassword.codeSent'));
  return { send: () => send(sendFundPasswordCode$()), sending, secondsLeft };
}
