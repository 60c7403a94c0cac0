import { useEffect, useState } from 'react';
import { depositQrUrl } from './qrDataUrl';

/** The address as a QR code; blank (with its size kept) until drawn. */
export function DepositQr({ address, label }: { address: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void depositQrUrl(address).then((drawn) => current && setUrl(drawn));
    return () => {
      current = false;
    };
  }, [address]);
  return (
    <div className="recharge-qr">{url !== null && <img src={url} alt={label} width={180} height={180} data-testid="deposit-qr" />}</div>
  );
}
