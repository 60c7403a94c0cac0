import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarginMode } from '@contract/futures';
import { SegmentedTabs } from '../../../components/SegmentedTabs';
import { LeverageSheet } from './LeverageSheet';

export interface SettingsView {
  leverage: number;
  marginMode: MarginMode;
  maxLeverage: number;
  /** a change is in flight */
  saving: boolean;
  /** signed out the settings are shown, not changed */
  editable: boolean;
}

/** Cross / isolated and the leverage of this perpetual; the server refuses a change while a position or order is open. */
export function FuturesSettingsRow({
  settings,
  onLeverage,
  onMarginMode,
}: {
  settings: SettingsView;
  onLeverage: (leverage: number, onDone?: () => void) => void;
  onMarginMode: (mode: MarginMode) => void;
}) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(false);
  const modes = [
    { value: 'cross' as const, label: t('trade.futuresRecords.marginMode.cross') },
    { value: 'isolated' as const, label: t('trade.futuresRecords.marginMode.isolated') },
  ];
  return (
    <div className="futures-settings">
      <SegmentedTabs
        segments={modes}
        value={settings.marginMode}
        label={t('trade.futures.form.marginMode')}
        fit
        onChange={(mode) => settings.editable && !settings.saving && onMarginMode(mode)}
      />
      <button
        type="button"
        className="button button--secondary futures-settings__leverage"
        aria-haspopup="dialog"
        aria-label={t('trade.futures.leverage.open', { leverage: settings.leverage })}
        disabled={!settings.editable || settings.saving}
        onClick={() => setSheet(true)}
      >
        {t('trade.futuresRecords.leverage', { leverage: settings.leverage })}
      </button>
      {sheet && (
        <LeverageSheet
          current={settings.leverage}
          max={settings.maxLeverage}
          saving={settings.saving}
          onClose={() => setSheet(false)}
          onConfirm={(leverage) => onLeverage(leverage, () => setSheet(false))}
        />
      )}
    </div>
  );
}
