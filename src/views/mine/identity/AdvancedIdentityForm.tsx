import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitAdvancedIdentity$ } from '../../../api/identity';
import {
  checkAdvancedIdentity,
  PHOTO_NAMES,
  type AdvancedIdentityPhotos,
  type AdvancedIdentityProblem,
  type PhotoName,
} from '../../../state/identity';
import { ImageUploadField } from '../../components/ImageUploadField';
import { useIdentitySubmit } from './useIdentitySubmit';

const NO_PHOTOS: AdvancedIdentityPhotos = { frontUrl: null, backUrl: null, holdingUrl: null };
const LABEL_OF = {
  frontUrl: 'mine.identity.advanced.front',
  backUrl: 'mine.identity.advanced.back',
  holdingUrl: 'mine.identity.advanced.holding',
} as const satisfies Record<PhotoName, string>;

/** Three photos, each uploaded on its own with progress; nothing is sent while one is still travelling. */
export function AdvancedIdentityForm() {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState(NO_PHOTOS);
  const [inFlight, setInFlight] = useState<ReadonlySet<PhotoName>>(new Set());
  const [problem, setProblem] = useState<AdvancedIdentityProblem | null>(null);
  const { run, busy } = useIdentitySubmit();
  const busyChange = useCallback((name: PhotoName, uploading: boolean) => {
    setInFlight((now) => {
      const next = new Set(now);
      if (uploading) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  return (
    <form
      className="identity-form"
      aria-label={t('mine.identity.advanced.title')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkAdvancedIdentity(photos, inFlight.size > 0);
        if ('request' in checked) run(submitAdvancedIdentity$(checked.request));
        else setProblem(checked.problem);
      }}
    >
      <p className="identity-form__hint">{t('mine.identity.advanced.hint')}</p>
      {PHOTO_NAMES.map((name) => (
        <PhotoField
          key={name}
          name={name}
          label={t(LABEL_OF[name])}
          url={photos[name]}
          onUploaded={(url) => {
            setProblem(null);
            setPhotos((now) => ({ ...now, [name]: url }));
          }}
          onBusyChange={busyChange}
        />
      ))}
      {problem !== null && (
        <p className="field-hint" role="alert">
          {t(`mine.identity.advanced.errors.${problem}`)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('mine.identity.submitting') : t('mine.identity.advanced.submit')}
      </button>
    </form>
  );
}

interface PhotoFieldProps {
  name: PhotoName;
  label: string;
  url: string | null;
  onUploaded: (url: string) => void;
  onBusyChange: (name: PhotoName, uploading: boolean) => void;
}

function PhotoField({ name, label, url, onUploaded, onBusyChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const busyChange = useCallback((uploading: boolean) => onBusyChange(name, uploading), [name, onBusyChange]);
  return (
    <ImageUploadField
      label={label}
      pickText={url === null ? t('mine.identity.advanced.upload') : t('mine.identity.advanced.replace')}
      uploadingText={t('mine.identity.advanced.uploading')}
      url={url}
      onUploaded={onUploaded}
      onBusyChange={busyChange}
      testId={`identity-photo-${name}`}
    />
  );
}
