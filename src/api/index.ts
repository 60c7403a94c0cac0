export { request$, upload$, API_BASE, REQUEST_TIMEOUT_MS, type RequestOptions } from './http';
export { ApiError, isSessionExpired, type ApiErrorKind } from './errors';
export { toast$, showToast, sessionExpired$, reportError, type Toast } from './notify';
export {
  STORAGE_KEYS,
  token$,
  getToken,
  setToken,
  clearToken,
  getLang,
  setLang,
  getCollected,
  setCollected,
  getNavTitle,
  setNavTitle,
} from './storage';
export { newClientId } from './client-id';
export * from './market';
export * from './spot';
export * from './contract';
export * from './cycle';
export * from './assets';
export * from './account';
export * from './content';
export * from './common';
export type * from './shapes';
