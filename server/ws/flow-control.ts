/**
 * Flow control of docs/protocol.md, as pure decisions on a socket's bufferedAmount: the server
 * never buffers without bound for a client that reads too slowly.
 */
export const SKIP_ABOVE = 1024 * 1024;
export const RESUME_BELOW = 256 * 1024;
export const CLOSE_ABOVE = 4 * 1024 * 1024;
export const SLOW_CONSUMER_CODE = 4008;

/** send; skip this update; skip it and owe the channel a fresh snapshot (depth); close the socket */
export type UpdateDecision = 'send' | 'skip' | 'dirty' | 'close';

/** An update of a channel: depth updates turn the channel dirty, other updates are dropped (latest-value channels). */
export function decideUpdate(buffered: number, isDepth: boolean, isDirty: boolean): UpdateDecision {
  if (buffered > CLOSE_ABOVE) return 'close';
  if (isDirty) return 'skip';
  if (buffered > SKIP_ABOVE) return isDepth ? 'dirty' : 'skip';
  return 'send';
}

/** A reply the client asked for (snapshot, pong, error) is always sent, unless the socket is beyond saving. */
export const decideReply = (buffered: number): 'send' | 'close' => (buffered > CLOSE_ABOVE ? 'close' : 'send');

/** A dirty depth channel gets its fresh snapshot once the buffer drained below this. */
export const canResume = (buffered: number): boolean => buffered < RESUME_BELOW;
