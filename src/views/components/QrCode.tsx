import { useEffect, useState } from 'react';
import { qrDataUrl } from './qrDataUrl';
import './qr-code.css';

/** A text (a deposit address, an invite link) as a QR code; blank (with its size kept) until drawn. */
export function QrCode({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrDataUrl(text).then((drawn) => current && setUrl(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  return <div className="qr-code">{url !== null && <img src={url} alt={label} width={180} height={180} data-testid={testId} />}</div>;
}
