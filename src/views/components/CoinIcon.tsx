import { memo, useState } from 'react';

/**
 * A coin's icon from the path market/list gives; a letter badge stands in when the file is
 * missing so the row keeps its shape. Decorative: the pair name is always next to it.
 */
export const CoinIcon = memo(function CoinIcon({ src, base, size = 32 }: { src: string; base: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span className="coin-icon coin-icon--letter" style={{ width: size, height: size }} aria-hidden="true">
        {base.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      className="coin-icon"
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
});
