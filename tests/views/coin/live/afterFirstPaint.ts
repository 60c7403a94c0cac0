import { act } from '@testing-library/react';

/** Lets the browser "paint" the coin page's first render, after which its deferred parts render (useAfterFirstPaint). */
export async function afterFirstPaint(): Promise<void> {
  await act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  });
}
