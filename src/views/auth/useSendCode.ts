import { useTranslation } from 'react-i18next';
import type { SendEmailReq } from '@contract/account';
import { sendEmail$, sendSms$ } from '../../api/account';
import { useCodeSender } from '../components/useCodeSender';
import type { AuthForm } from './useAuthForm';
import { validateCodeRequest, type CodeRequest } from './validateForms';

const send$ = (request: CodeRequest) => (request.channel === 'email' ? sendEmail$(request.req) : sendSms$(request.req));

/**
 * The "send code" button's behaviour: check the e-mail or phone first (a wrong one shows the
 * form's message and sends nothing), then send, say so, and count down until a resend is allowed.
 */
export function useSendCode(form: AuthForm, purpose: SendEmailReq['purpose']) {
  const { t } = useTranslation();
  const sender = useCodeSender(() => (form.fields.mode === 'email' ? t('auth.code.sentEmail') : t('auth.code.sentSms')));
  const send = () => {
    const request = form.check((fields) => validateCodeRequest(fields, purpose));
    if (request) sender.send(send$(request));
  };
  return { send, sending: sender.sending, secondsLeft: sender.secondsLeft };
}
