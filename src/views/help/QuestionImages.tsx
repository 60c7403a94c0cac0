import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_IMAGES_MAX } from '@contract/ticket-limits';
import { ImageUploadField } from '../components/ImageUploadField';

/**
 * Up to 3 images, each sent to common/upload with its progress (the upload field /recharge uses); a new slot appears
 * while fewer than 3 are uploaded. `onBusyChange` reports whether a file is still travelling.
 */
export function QuestionImages({
  urls,
  onChange,
  onBusyChange,
}: {
  urls: readonly string[];
  onChange: (urls: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const [busySlots, setBusySlots] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => onBusyChange(busySlots.size > 0), [busySlots, onBusyChange]);
  const slotBusy = useCallback(
    (slot: number) => (busy: boolean) =>
      setBusySlots((current) => {
        if (current.has(slot) === busy) return current;
        const next = new Set(current);
        if (busy) next.add(slot);
        else next.delete(slot);
        return next;
      }),
    [],
  );
  const slots = Math.min(urls.length + 1, TICKET_IMAGES_MAX);
  return (
    <fieldset className="help-form__images">
      <legend>{t('help.add.imagesLabel')}</legend>
      {Array.from({ length: slots }, (_, slot) => (
        <div key={slot}>
          <ImageUploadField
            label={t('help.add.imageLabel', { n: slot + 1 })}
            pickText={urls[slot] ? t('help.add.replace') : t('help.add.pick')}
            uploadingText={t('help.add.uploading')}
            url={urls[slot] ?? null}
            onUploaded={(url) => onChange(urls[slot] ? urls.map((u, i) => (i === slot ? url : u)) : [...urls, url])}
            onBusyChange={slotBusy(slot)}
            testId={`question-image-${slot + 1}`}
          />
          {urls[slot] && (
            <button type="button" className="button button--secondary" onClick={() => onChange(urls.filter((_, i) => i !== slot))}>
              {t('help.add.remove', { n: slot + 1 })}
            </button>
          )}
        </div>
      ))}
    </fieldset>
  );
}
