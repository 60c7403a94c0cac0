import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { IdentityStatus } from '@contract/identity';
import { showToast } from '../../../api/notify';
import { useSubmit } from '../../../state/submit';

/** Sends one submission; once accepted, says so and shows the status page, where the review's outcome arrives live. */
export function useIdentitySubmit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useSubmit<IdentityStatus>(() => {
    showToast(t('mine.identity.submitted'), 'success');
    void navigate('/mine/identity', { replace: true });
  });
}
