import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './sign-in-prompt.css';
import { loginPath } from '../../state/session';

/** What signed-out visitors see in place of their private data: a reason and the way to log in and come back. */
export function SignInPrompt({ text, target }: { text: string; target: string }) {
  const { t } = useTranslation();
  return (
    <div className="sign-in-prompt">
      <p>{text}</p>
      <Link className="button button--primary" to={loginPath(target)}>
        {t('assets.signIn.action')}
      </Link>
    </div>
  );
}
