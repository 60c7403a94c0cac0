export { useSubmit } from './useSubmit';
export { useIdempotentSubmit } from './useIdempotentSubmit';
