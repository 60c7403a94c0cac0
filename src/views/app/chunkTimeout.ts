/** A page chunk that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

/** Starts `load` and rejects with ChunkTimeoutError if it has not settled within `ms`. */
export function withTimeout<T>(load: () => Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
