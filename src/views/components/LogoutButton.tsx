import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout$ } from '../../api/account';
import { showToast } from '../../api/notify';
import { useSubmit } from '../../state/submit';

/** Ends the session on the server (logout$ also forgets the stored token), then goes to /login. */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { run, busy } = useSubmit<null>(() => {
    showToast(t('auth.logout.done'), 'success');
    void navigate('/login', { replace: true });
  });
  return (
    <button
      type="button"
      className="button button--secondary logout-button"
      data-testid="logout"
      disabled={busy}
      aria-busy={busy}
      onClick={() => run(logout$())}
    >
      {busy ? t('auth.submitting') : t('auth.logout.button')}
    </button>
  );
}
