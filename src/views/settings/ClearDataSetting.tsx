import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';
import { BottomSheet } from '../components/BottomSheet';
import { setThemeChoice } from '../styles/theme';
import { clearLocalData } from './clearLocalData';

/** "Clear local data" with a confirm sheet that says what goes and what stays. */
export function ClearDataSetting({ onCleared }: { onCleared: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const clear = () => {
    clearLocalData();
    setThemeChoice('system');
    setConfirming(false);
    onCleared();
    showToast(t('pages.settings.cleared'), 'success');
  };
  return (
    <>
      <button type="button" className="setting-row setting-row--action" onClick={() => setConfirming(true)}>
        {t('pages.settings.clear')}
      </button>
      {confirming && (
        <BottomSheet title={t('pages.settings.clear')} closeLabel={t('common.close')} onClose={() => setConfirming(false)}>
          <div className="sheet__body">
            <p>{t('pages.settings.clearText')}</p>
            <div className="setting-sheet__actions">
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="button button--primary" onClick={clear}>
                {t('pages.settings.clearConfirm')}
              </button>
            </div>
          </div>
        </BottomSheet>
      )}
    </>
  );
}
