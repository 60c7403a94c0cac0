import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { uploadImage$ } from '../../api/upload-progress';
import { formatPercent } from '../../format';
import './file-picker.css';
import './image-upload-field.css';

interface Props {
  /** names the image (the picker's and the preview's accessible name) */
  label: string;
  /** the picker's text, e.g. "Upload" or "Replace" */
  pickText: string;
  /** said while the file travels ("File is being uploaded") */
  uploadingText: string;
  /** the stored image's url (common/upload's answer), or null before one is uploaded */
  url: string | null;
  onUploaded: (url: string) => void;
  /** true while a file is in flight, so a form can refuse to submit meanwhile */
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
}

/**
 * One image picked and sent to common/upload with a progress bar (XMLHttpRequest's upload events); the preview shows
 * the stored, re-encoded image the server answered with. Leaving the page aborts an upload in flight.
 */
export function ImageUploadField({ label, pickText, uploadingText, url, onUploaded, onBusyChange, testId }: Props) {
  const [percent, setPercent] = useState<number | null>(null);
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);
  useEffect(() => onBusyChange?.(percent !== null), [percent, onBusyChange]);
  const upload = (file: File) => {
    setPercent(0);
    request.current = uploadImage$(file).subscribe({
      next: (event) => {
        if (event.kind === 'progress') setPercent(event.total > 0 ? Math.floor((event.loaded * 100) / event.total) : 0);
        else onUploaded(event.result.url);
      },
      error: () => setPercent(null),
      complete: () => setPercent(null),
    });
  };
  return (
    <div className="image-upload" data-testid={testId}>
      <span className="image-upload__label">{label}</span>
      {url !== null && <img className="image-upload__preview" src={url} alt={label} />}
      {percent !== null ? (
        <div className="image-upload__progress" role="status">
          <progress max={100} value={percent} aria-label={label} />
          <span>
            {uploadingText} {formatPercent(percent, { decimals: 0, signed: false })}
          </span>
        </div>
      ) : (
        <label className="button button--secondary file-picker image-upload__pick">
          {pickText}
          <input
            className="file-picker__input"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-label={label}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) upload(file);
            }}
          />
        </label>
      )}
    </div>
  );
}
